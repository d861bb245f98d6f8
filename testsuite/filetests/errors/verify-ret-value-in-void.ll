; test error
define void @f() {
  ret i32 1
}
; EXPECTED:
; 3:3: error: 'ret' value type does not match the function's return type
