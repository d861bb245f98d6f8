; test error
define i64 @f(i32 %a) {
  %b = zext i32 %a i64
  ret i64 %b
}
; EXPECTED:
; 3:20: error: expected 'to', found 'i64'
