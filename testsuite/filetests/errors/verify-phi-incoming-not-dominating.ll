; test error
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %m
a:
  %x = add i32 1, 2
  br label %m
m:
  %p = phi i32 [ %x, %entry ], [ %x, %a ]
  ret i32 %p
}
; EXPECTED:
; 9:8: error: instruction does not dominate all uses: %x
