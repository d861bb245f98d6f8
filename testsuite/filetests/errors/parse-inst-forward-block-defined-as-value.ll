; test error
define void @f() {
entry:
  br label %x
x:
  %y = add i32 1, 2
  br label %y
}
; EXPECTED:
; 7:12: error: '%y' is not a basic block
