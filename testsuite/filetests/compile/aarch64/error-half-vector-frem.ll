; test compile -O2 target=aarch64-linux-gnu
; Vectors of half compute in single precision (vector-half.ll), but frem of them is not
; done on AArch64 yet: a located error.
define <4 x half> @f(<4 x half> %a, <4 x half> %b) {
  %r = frem <4 x half> %a, %b
  ret <4 x half> %r
}
; EXPECTED:
; error: unsupported: vector frem of half on AArch64
