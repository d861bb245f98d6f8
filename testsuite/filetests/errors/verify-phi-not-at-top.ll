; test error
define i32 @f() {
entry:
  br label %b
b:
  %x = add i32 1, 2
  %p = phi i32 [ 1, %entry ]
  ret i32 %p
}
; EXPECTED:
; 7:8: error: phi nodes not grouped at top of basic block
