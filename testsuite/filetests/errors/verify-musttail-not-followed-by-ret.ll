; test error
define i32 @f(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}
; EXPECTED:
; 3:8: error: musttail call must precede a ret with an optional bitcast
