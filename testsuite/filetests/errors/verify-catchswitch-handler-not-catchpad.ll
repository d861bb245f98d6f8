; test error
declare void @g()
declare i32 @__CxxFrameHandler3(...)
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %done] unwind to caller
done:
  ret void
}
; EXPECTED:
; 8:9: error: catchswitch handlers must be catchpads
