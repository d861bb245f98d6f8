; test error
define i32 @f() {
  ret i64 0
}
; EXPECTED:
; 3:3: error: function return type does not match operand type of return inst: 'i64' instead of 'i32'
