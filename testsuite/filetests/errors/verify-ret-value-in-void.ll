; test error
define void @f() {
  ret i32 1
}
; EXPECTED:
; 3:3: error: found return instr that returns non-void in function of void return type
