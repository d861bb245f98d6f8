; test error
define i32 @f() {
entry:
  %x = add i32 1, 2
}
; EXPECTED:
; 5:1: error: expected instruction (block must end with a terminator), found '}'
