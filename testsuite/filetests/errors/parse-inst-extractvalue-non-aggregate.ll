; test error
define i32 @f(i32 %a) {
  %r = extractvalue i32 %a, 0
  ret i32 %r
}
; EXPECTED:
; 3:21: error: extractvalue operand must be an aggregate, not 'i32'
