; test error
declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %x = invoke i32 @g() to label %ok unwind label %lpad
ok:
  ret i32 %x
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 %x
}
; EXPECTED:
; 11:3: error: instruction does not dominate all uses: %x
