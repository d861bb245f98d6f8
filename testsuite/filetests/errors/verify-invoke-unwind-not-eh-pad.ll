; test error
declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %ok
ok:
  ret void
}
; EXPECTED:
; 6:3: error: the unwind destination does not have an exception handling instruction
