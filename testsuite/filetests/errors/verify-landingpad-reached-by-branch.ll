; test error
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  br label %lpad
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
; EXPECTED:
; 7:9: error: block containing landingpad must be jumped to only by the unwind edge of an invoke
