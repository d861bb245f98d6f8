; test error
define i32 @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, i32 1 seq_cst
  ret i32 %r
}
; EXPECTED:
; 3:8: error: atomicrmw fadd operand must have floating-point or fixed vector of floating-point type, not 'i32'
