; test error
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  ret void
cleanup:
  %x = add i32 1, 2
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
; EXPECTED:
; 8:9: error: landingpad is not the first non-phi instruction in the block
