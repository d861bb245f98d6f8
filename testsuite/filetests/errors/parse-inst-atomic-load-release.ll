; test error
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p release, align 4
  ret i32 %v
}
; EXPECTED:
; 3:32: error: atomic load cannot use Release ordering
