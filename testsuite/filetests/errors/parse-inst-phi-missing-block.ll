; test error
define i32 @f() {
entry:
  br label %exit
exit:
  %r = phi i32 [ 1 ]
  ret i32 %r
}
; EXPECTED:
; 6:20: error: expected ',', found ']'
