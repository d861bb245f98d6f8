; test error
define i32 @f(i32 %a) {
  %2 = add i32 %a, 1
  %1 = add i32 %a, 2
  ret i32 %1
}
; EXPECTED:
; 4:3: error: instruction expected to be numbered '%3' or greater
