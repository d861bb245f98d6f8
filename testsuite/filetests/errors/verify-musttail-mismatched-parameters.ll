; test error
declare i32 @g(i64)
define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i64 0)
  ret i32 %r
}
; EXPECTED:
; 4:8: error: cannot guarantee tail call due to mismatched parameter types
