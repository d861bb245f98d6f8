; test error
define i32 @f() {
  ret void
}
; EXPECTED:
; 3:3: error: function return type does not match operand type of return inst: the function returns 'i32'
