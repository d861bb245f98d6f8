; test compile -O2 target=aarch64-linux-gnu
; A musttail call tears the frame down and branches to the callee (its arguments moved
; into their registers first).

declare i64 @callee(i64, i64)

define i64 @f(i64 %a, i64 %b) {
  %r = musttail call i64 @callee(i64 %b, i64 %a)
  ret i64 %r
}
; EXPECTED:
; function @f:
;    0:  mov x16, x0
;    4:  mov x0, x1
;    8:  mov x1, x16
;    c:  b 0xc  // Jump26 @callee
