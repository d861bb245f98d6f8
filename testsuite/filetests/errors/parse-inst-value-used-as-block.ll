; test error
define void @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  br label %x
}
; EXPECTED:
; 5:12: error: '%x' is not a basic block
