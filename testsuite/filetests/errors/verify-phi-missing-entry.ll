; test error
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %a ]
  ret i32 %p
}
; EXPECTED:
; 8:8: error: PHINode should have one entry for each predecessor of its parent basic block (predecessor edges: 2, entries: 1)
