; test error
declare void @g(i32, i32)
define void @f() {
  call void @g(i32 1,
; EXPECTED:
; 5:1: error: expected type, found end of file
