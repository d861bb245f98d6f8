; test error
define i32 @f() {
  ret i32 %x
}
; EXPECTED:
; 3:11: error: use of undefined value '%x'
