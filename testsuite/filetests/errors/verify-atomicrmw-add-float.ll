; test error
define float @f(ptr %p) {
  %r = atomicrmw add ptr %p, float 1.0 seq_cst
  ret float %r
}
; EXPECTED:
; 3:8: error: atomicrmw add operand must have integer type, not 'float'
