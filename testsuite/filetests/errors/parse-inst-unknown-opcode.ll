; test error
define i32 @f(i32 %a) {
  %b = frob i32 %a, 1
  ret i32 %b
}
; EXPECTED:
; 3:8: error: expected instruction opcode, found 'frob'
