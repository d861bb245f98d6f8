; test compile -O2 target=aarch64-linux-gnu
; <3 x i1> (and other lengths than 2, 4, 8 and 16) llc-19 passes lane by lane as scalars:
; not done on AArch64 yet, a located error.
define <3 x i1> @f(<3 x i1> %a, <3 x i1> %b) {
  %r = xor <3 x i1> %a, %b
  ret <3 x i1> %r
}
; EXPECTED:
; error: unsupported: <3 x i1> arguments and results on AArch64
