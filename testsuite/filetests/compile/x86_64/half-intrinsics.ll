; test compile -O2 target=x86_64-linux-gnu
; Math intrinsics on half: fabs and copysign on the bits, fmuladd as a float multiply and
; add (not fused, as llc expands it), the others through libm's float functions.
define half @abs(half %x) {
  %r = call half @llvm.fabs.f16(half %x)
  ret half %r
}
define half @sign(half %x, half %y) {
  %r = call half @llvm.copysign.f16(half %x, half %y)
  ret half %r
}
define half @muladd(half %x, half %y, half %z) {
  %r = call half @llvm.fmuladd.f16(half %x, half %y, half %z)
  ret half %r
}
define half @fma(half %x, half %y, half %z) {
  %r = call half @llvm.fma.f16(half %x, half %y, half %z)
  ret half %r
}
define half @min(half %x, half %y) {
  %r = call half @llvm.minnum.f16(half %x, half %y)
  ret half %r
}
declare half @llvm.fabs.f16(half)
declare half @llvm.copysign.f16(half, half)
declare half @llvm.fmuladd.f16(half, half, half)
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.minnum.f16(half, half)
; EXPECTED:
; function @abs:
;    0:  movl $0x7fff, %edx
;    5:  movd %edx, %xmm4
;    9:  andps %xmm4, %xmm0
;    c:  retq
;
; function @sign:
;    0:  movl $0x7fff, %esi
;    5:  movd %esi, %xmm5
;    9:  andps %xmm5, %xmm0
;    c:  movl $0x8000, %r9d
;   12:  movd %r9d, %xmm11
;   17:  andps %xmm11, %xmm1
;   1b:  orps %xmm1, %xmm0
;   1e:  retq
;
; function @muladd:
;    0:  subq $0x38, %rsp
;    7:  movups %xmm1, (%rsp)
;    c:  movups %xmm2, 0x10(%rsp)
;   11:  callq 0x16  # PltPc32 __extendhfsf2-4
;   16:  movups %xmm0, 0x20(%rsp)
;   1b:  movups (%rsp), %xmm0
;   20:  callq 0x25  # PltPc32 __extendhfsf2-4
;   25:  movups %xmm0, (%rsp)
;   2a:  movups 0x10(%rsp), %xmm0
;   2f:  callq 0x34  # PltPc32 __extendhfsf2-4
;   34:  movaps %xmm0, %xmm10
;   38:  movups (%rsp), %xmm1
;   3d:  movups 0x20(%rsp), %xmm0
;   42:  mulss %xmm1, %xmm0
;   46:  movaps %xmm10, %xmm14
;   4a:  addss %xmm14, %xmm0
;   4f:  callq 0x54  # PltPc32 __truncsfhf2-4
;   54:  addq $0x38, %rsp
;   5b:  retq
;
; function @fma:
;    0:  subq $0x38, %rsp
;    7:  movups %xmm1, (%rsp)
;    c:  movups %xmm2, 0x10(%rsp)
;   11:  callq 0x16  # PltPc32 __extendhfsf2-4
;   16:  movups %xmm0, 0x20(%rsp)
;   1b:  movups (%rsp), %xmm0
;   20:  callq 0x25  # PltPc32 __extendhfsf2-4
;   25:  movups %xmm0, (%rsp)
;   2a:  movups 0x10(%rsp), %xmm0
;   2f:  callq 0x34  # PltPc32 __extendhfsf2-4
;   34:  movaps %xmm0, %xmm2
;   37:  movups (%rsp), %xmm1
;   3c:  movups 0x20(%rsp), %xmm0
;   41:  callq 0x46  # PltPc32 fmaf-4
;   46:  callq 0x4b  # PltPc32 __truncsfhf2-4
;   4b:  addq $0x38, %rsp
;   52:  retq
;
; function @min:
;    0:  subq $0x28, %rsp
;    7:  movups %xmm1, (%rsp)
;    c:  callq 0x11  # PltPc32 __extendhfsf2-4
;   11:  movups %xmm0, 0x10(%rsp)
;   16:  movups (%rsp), %xmm0
;   1b:  callq 0x20  # PltPc32 __extendhfsf2-4
;   20:  movaps %xmm0, %xmm1
;   23:  movups 0x10(%rsp), %xmm0
;   28:  callq 0x2d  # PltPc32 fminf-4
;   2d:  callq 0x32  # PltPc32 __truncsfhf2-4
;   32:  addq $0x28, %rsp
;   39:  retq
