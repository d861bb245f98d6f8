; test error
define i1 @f(float %a) {
  %b = fcmp slt float %a, 0.0
  ret i1 %b
}
; EXPECTED:
; 3:13: error: expected fcmp predicate, found 'slt'
