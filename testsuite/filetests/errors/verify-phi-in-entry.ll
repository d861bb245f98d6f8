; test error
define i32 @f() {
entry:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
; EXPECTED:
; 4:8: error: PHINode should have one entry for each predecessor of its parent basic block (predecessor edges: 0, entries: 1)
