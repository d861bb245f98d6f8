; test error
define i32 @f() {
entry:
  br label %b
x:
  br label %b
b:
  %p = phi i32 [ 1, %entry ], [ 2, %x ], [ 3, %y ]
  ret i32 %p
y:
  ret i32 0
}
; EXPECTED:
; 8:8: error: PHINode should have one entry for each predecessor of its parent basic block (predecessor edges: 2, entries: 3)
