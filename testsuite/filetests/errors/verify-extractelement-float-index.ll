; test error
define i32 @f(<4 x i32> %v) {
  %e = extractelement <4 x i32> %v, float 1.0
  ret i32 %e
}
; EXPECTED:
; 3:8: error: invalid extractelement operands
