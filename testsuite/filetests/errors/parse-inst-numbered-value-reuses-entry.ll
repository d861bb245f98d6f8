; test error
define i32 @f(i32 %a) {
  %0 = add i32 %a, 1
  ret i32 %0
}
; EXPECTED:
; 3:3: error: instruction expected to be numbered '%1' or greater
