; test error
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %entry ], [ 2, %b ]
  ret i32 %p
}
; EXPECTED:
; 8:8: error: PHI node entries do not match predecessors: %b is not a predecessor
