; test compile -O2 target=aarch64-linux-gnu
; A musttail call would leave without the zeroing "zero-call-used-regs" asks for.
define i64 @f(i64 %a) "zero-call-used-regs"="all" {
  %r = musttail call i64 @g(i64 %a)
  ret i64 %r
}
declare i64 @g(i64)
; EXPECTED:
; error: unsupported: musttail call in a function with zero-call-used-regs
