; test error
define void @f() {
entry:
; EXPECTED:
; 4:1: error: expected instruction opcode, found end of file
