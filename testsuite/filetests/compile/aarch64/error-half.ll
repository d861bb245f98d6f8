; test compile -O2 target=aarch64-linux-gnu
; Scalar half-precision values are not lowered for AArch64 yet.

define half @f(half %a, half %b) {
  %r = fadd half %a, %b
  ret half %r
}
; EXPECTED:
; error: unsupported: half-precision values
