; test compile -O2 target=aarch64-linux-gnu
; NEON intrinsics not done yet (here the widening multiply smull) stay a located error.
define <8 x i16> @f(<8 x i8> %a, <8 x i8> %b) {
  %r = call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8> %a, <8 x i8> %b)
  ret <8 x i16> %r
}
declare <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>, <8 x i8>)
; EXPECTED:
; error: unsupported: intrinsic llvm.aarch64.neon.smull.v8i16 on AArch64
