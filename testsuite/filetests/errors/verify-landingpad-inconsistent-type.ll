; test error
declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %next unwind label %lp1
next:
  invoke void @g() to label %done unwind label %lp2
lp1:
  %a = landingpad { ptr, i32 } cleanup
  ret void
lp2:
  %b = landingpad { ptr, i64 } cleanup
  ret void
done:
  ret void
}
; EXPECTED:
; 13:8: error: the landingpad instruction should have a consistent result type inside a function
