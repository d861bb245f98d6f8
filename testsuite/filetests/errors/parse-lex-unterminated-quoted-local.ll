; test error
define i32 @f() {
  %"x = add i32 1, 2
  ret i32 0
}
; EXPECTED:
; 3:3: error: unterminated quoted name (end of file before the closing '"')
