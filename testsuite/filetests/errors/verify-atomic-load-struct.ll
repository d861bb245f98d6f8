; test error
define void @f(ptr %p) {
  %v = load atomic { i32 }, ptr %p acquire, align 4
  ret void
}
; EXPECTED:
; 3:8: error: atomic load operand must have integer, pointer, or floating point type: '{ i32 }'
