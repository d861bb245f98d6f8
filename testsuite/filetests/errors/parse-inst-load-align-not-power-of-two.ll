; test error
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 3
  ret i32 %v
}
; EXPECTED:
; 3:32: error: alignment is not a power of two
