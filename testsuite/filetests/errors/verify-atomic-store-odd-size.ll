; test error
define void @f(ptr %p) {
  store atomic i24 0, ptr %p release, align 4
  ret void
}
; EXPECTED:
; 3:3: error: atomic memory access' operand must have a power-of-two size
