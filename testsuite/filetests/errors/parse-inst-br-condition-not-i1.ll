; test error
define void @f(i32 %c) {
entry:
  br i32 %c, label %a, label %a
a:
  ret void
}
; EXPECTED:
; 4:6: error: branch condition must have 'i1' type
