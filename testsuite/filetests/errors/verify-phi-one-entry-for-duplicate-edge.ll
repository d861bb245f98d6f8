; test error
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %next, label %next
next:
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
; EXPECTED:
; 6:8: error: PHINode should have one entry for each predecessor of its parent basic block (predecessor edges: 2, entries: 1)
