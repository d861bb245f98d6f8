; test error
define void @f() align 6 {
  ret void
}
; EXPECTED:
; 2:24: error: alignment is not a power of two
