; test error
define i32 @f(i32 %a) {
  %r = extractelement i32 %a, i32 0
  ret i32 %r
}
; EXPECTED:
; 3:23: error: extractelement requires a vector operand
