; test compile -O2 target=aarch64-linux-gnu
; NEON intrinsics not done yet (here the dot product udot) stay a located error.
define <4 x i32> @f(<4 x i32> %acc, <16 x i8> %a, <16 x i8> %b) {
  %r = call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(<4 x i32> %acc, <16 x i8> %a, <16 x i8> %b)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(<4 x i32>, <16 x i8>, <16 x i8>)
; EXPECTED:
; error: unsupported: intrinsic llvm.aarch64.neon.udot.v4i32.v16i8 on AArch64
