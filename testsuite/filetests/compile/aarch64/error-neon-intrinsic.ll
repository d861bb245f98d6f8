; test compile -O2 target=aarch64-linux-gnu
; NEON intrinsics not done yet (here the table lookup with fallback tbx1) stay a located
; error.
define <16 x i8> @f(<16 x i8> %d, <16 x i8> %t, <16 x i8> %i) {
  %r = call <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8> %d, <16 x i8> %t, <16 x i8> %i)
  ret <16 x i8> %r
}
declare <16 x i8> @llvm.aarch64.neon.tbx1.v16i8(<16 x i8>, <16 x i8>, <16 x i8>)
; EXPECTED:
; error: unsupported: intrinsic llvm.aarch64.neon.tbx1.v16i8 on AArch64
