; test error
define ptr @f(ptr %a) {
  %x = add ptr %a, %a
  ret ptr %x
}
; EXPECTED:
; 3:8: error: 'add' requires integer operands
