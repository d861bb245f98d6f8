; test error
define { i32, i32 } @f({ i32, i32 } %a) {
  %r = insertvalue { i32, i32 } %a, i64 1, 0
  ret { i32, i32 } %r
}
; EXPECTED:
; 3:37: error: insertvalue operand and field disagree in type: 'i64' instead of 'i32'
