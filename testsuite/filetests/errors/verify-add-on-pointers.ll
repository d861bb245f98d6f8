; test error
define ptr @f(ptr %a) {
  %x = add ptr %a, %a
  ret ptr %x
}
; EXPECTED:
; 3:8: error: integer arithmetic operators only work with integral types: 'add' is 'ptr'
