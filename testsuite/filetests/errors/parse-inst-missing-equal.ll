; test error
define i32 @f(i32 %a) {
  %x add i32 %a, 1
  ret i32 %x
}
; EXPECTED:
; 3:6: error: expected '=' after instruction name, found 'add'
