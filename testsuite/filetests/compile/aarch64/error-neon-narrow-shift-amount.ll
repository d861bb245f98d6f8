; test compile -O2 target=aarch64-linux-gnu
; A narrowing shift by more than the narrow element's width has no instruction: a
; located error.
define <8 x i8> @f(<8 x i16> %a) {
  %r = call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %a, i32 9)
  ret <8 x i8> %r
}
declare <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16>, i32)
; EXPECTED:
; error: unsupported: intrinsic llvm.aarch64.neon.rshrn.v8i8 on AArch64
