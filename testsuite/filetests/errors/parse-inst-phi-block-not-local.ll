; test error
define i32 @f() {
entry:
  br label %exit
exit:
  %r = phi i32 [ 1, label %entry ]
  ret i32 %r
}
; EXPECTED:
; 6:21: error: expected basic block name, found 'label'
