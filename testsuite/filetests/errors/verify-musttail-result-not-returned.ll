; test error
define i32 @f(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  ret i32 %x
}
; EXPECTED:
; 4:3: error: musttail call result must be returned
