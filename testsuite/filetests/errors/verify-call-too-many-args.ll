; test error
declare void @g(i32)
define void @f() {
  call void (i32) @g(i32 1, i32 2)
  ret void
}
; EXPECTED:
; 4:8: error: invalid call argument list: arguments do not match the function type
