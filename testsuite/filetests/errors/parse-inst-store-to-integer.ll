; test error
define void @f(i64 %a) {
  store i32 0, i64 %a
  ret void
}
; EXPECTED:
; 3:16: error: store operand must be a pointer
