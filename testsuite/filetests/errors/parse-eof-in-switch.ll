; test error
define void @f(i32 %x) {
entry:
  switch i32 %x, label %entry [
    i32 1, label %entry
; EXPECTED:
; 6:1: error: expected type, found end of file
