; test error
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
next:
  ret i32 %b
}
; EXPECTED:
; 5:1: error: expected instruction (block must end with a terminator), found 'next:'
