; test error
declare i32 @g(i32)
define i32 @f() {
  %r = call i32 (i64) @g(i32 1)
  ret i32 %r
}
; EXPECTED:
; 4:26: error: argument is not of expected type 'i64'
