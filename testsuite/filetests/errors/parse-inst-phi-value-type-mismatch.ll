; test error
define i32 @f(i64 %a) {
entry:
  br label %exit
exit:
  %r = phi i32 [ %a, %entry ]
  ret i32 %r
}
; EXPECTED:
; 6:18: error: '%a' defined with type 'i64' but expected 'i32'
