; test error
declare ptr @malloc(i64) allocsize()
; EXPECTED:
; 2:36: error: missing argument to 'allocsize': expected one or two unsigned integers
