; test error
declare void @g()
declare i32 @__CxxFrameHandler3(...)
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  cleanupret from %cp unwind to caller
done:
  ret void
}
; EXPECTED:
; 11:3: error: cleanupret needs to be provided a cleanuppad
