; test error
define i32 @f() {
  ret i32
}
; EXPECTED:
; 4:1: error: expected constant, found '}'
