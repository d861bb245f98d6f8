; test error
define i32 @f(i1 %c) {
entry:
  br label %exit
exit:
  %r = phi i32 1, %entry
  ret i32 %r
}
; EXPECTED:
; 6:16: error: expected '[' in phi, found '1'
