; test error
define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}
; EXPECTED:
; 4:8: error: only PHI nodes may reference their own value: %x
