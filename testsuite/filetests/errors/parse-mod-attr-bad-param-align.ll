; test error
declare void @f(ptr align 3)
; EXPECTED:
; 2:27: error: alignment is not a power of two
