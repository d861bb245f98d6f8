; test error
define i32 @f(ptr %p) {
  %v = load i32 ptr %p
  ret i32 %v
}
; EXPECTED:
; 3:17: error: expected ',' after load's type, found 'ptr'
