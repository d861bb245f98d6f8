; test error
define i32 @f() {
  ret void
}
; EXPECTED:
; 3:3: error: function return type requires a value in 'ret'
