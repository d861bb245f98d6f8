; test error
define void @f(ptr %ap) {
  %x = va_arg ptr %ap
  ret void
}
; EXPECTED:
; 4:3: error: expected ',', found 'ret'
