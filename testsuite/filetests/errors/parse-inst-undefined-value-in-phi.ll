; test error
define i32 @f() {
entry:
  br label %exit
exit:
  %r = phi i32 [ %missing, %entry ]
  ret i32 %r
}
; EXPECTED:
; 6:18: error: use of undefined value '%missing'
