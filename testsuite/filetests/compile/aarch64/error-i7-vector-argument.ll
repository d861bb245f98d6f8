; test compile -O2 target=aarch64-linux-gnu
; Vectors of i7 as arguments and results (AAPCS64 passes them in wider lanes) are not
; done on AArch64 yet: a located error.
define <4 x i7> @f(<4 x i7> %a) {
  %r = add <4 x i7> %a, %a
  ret <4 x i7> %r
}
; EXPECTED:
; error: unsupported: arguments and results of type <4 x i7> on AArch64
