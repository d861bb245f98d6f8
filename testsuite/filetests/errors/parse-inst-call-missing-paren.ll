; test error
declare void @g(i32)
define void @f() {
  call void @g i32 1
  ret void
}
; EXPECTED:
; 4:16: error: expected '(' in call, found 'i32'
