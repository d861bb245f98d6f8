; test error
declare ptr @f(i64) allockind("alloc,grow")
; EXPECTED:
; 2:31: error: invalid argument '"alloc,grow"' to 'allockind': expected allocation kinds (alloc, realloc, free, uninitialized, zeroed, aligned) in a string
