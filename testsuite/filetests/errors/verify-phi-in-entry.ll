; test error
define i32 @f() {
entry:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
; EXPECTED:
; 4:8: error: the entry block cannot have PHI nodes
