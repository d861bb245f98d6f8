; test error
declare void @g(metadata)
define void @f() {
  call void @g(metadata !{})
  ret void
}
; EXPECTED:
; 1:1: error: function takes metadata but isn't an intrinsic: @g
