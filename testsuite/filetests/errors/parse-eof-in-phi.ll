; test error
define i32 @f() {
entry:
  br label %x
x:
  %r = phi i32 [ 1, %entry ],
; EXPECTED:
; 7:1: error: expected '[' in phi, found end of file
