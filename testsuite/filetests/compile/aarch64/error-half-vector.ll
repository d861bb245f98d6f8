; test compile -O2 target=aarch64-linux-gnu
; Vectors of half are not done on AArch64 yet (scalar half is): a located error.
define <4 x half> @f(<4 x half> %a, <4 x half> %b) {
  %r = fadd <4 x half> %a, %b
  ret <4 x half> %r
}
; EXPECTED:
; error: unsupported: vectors of half
