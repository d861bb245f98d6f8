; test error
define i32 @f(i64 %a) {
  %v = load i32, i64 %a
  ret i32 %v
}
; EXPECTED:
; 3:18: error: load operand must be a pointer
