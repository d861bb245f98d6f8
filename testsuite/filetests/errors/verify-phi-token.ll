; test error
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
define void @f(i1 %c) {
entry:
  br label %next
next:
  %p = phi token [ none, %entry ]
  ret void
}
; EXPECTED:
; 7:8: error: PHI nodes cannot have token type
