; test compile -O2 target=aarch64-linux-gnu
; -mgeneral-regs-only (the kernel's): llc keeps to the general registers, rllc's code uses
; the FP and SIMD ones, so the function is refused (it compiled silently before).

define void @copy(ptr %d, ptr %s) #0 {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 64, i1 false)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

attributes #0 = { "target-cpu"="generic" "target-features"="+v8a,-fp-armv8,-neon" }
; EXPECTED:
; error: unsupported: target features without the FP and SIMD registers (-neon, -fp-armv8) in @copy on AArch64
