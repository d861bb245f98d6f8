; test error
define i32 @f(i32 %a, i64 %b) {
  %c = add i32 %a, %b
  ret i32 %c
}
; EXPECTED:
; 3:20: error: '%b' defined with type 'i64' but expected 'i32'
