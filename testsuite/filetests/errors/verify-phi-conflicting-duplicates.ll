; test error
define i32 @f(i32 %v) {
entry:
  switch i32 %v, label %b [ i32 1, label %b ]
b:
  %p = phi i32 [ 1, %entry ], [ 2, %entry ]
  ret i32 %p
}
; EXPECTED:
; 6:8: error: PHI node has multiple entries for the same basic block with different incoming values: %entry
