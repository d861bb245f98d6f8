; test compile -O2 target=aarch64-linux-gnu
; float and double arithmetic: fadd/fsub/fmul/fdiv, fneg, fabs and sqrt (intrinsics),
; fma (fmadd), frem as a call to fmodf/fmod, floating-point constants (fmov immediate,
; and a constant-pool load for one fmov cannot encode), and a select on a compare.

define float @farith(float %a, float %b, float %c) {
  %x = fadd float %a, %b
  %y = fmul float %x, %c
  %z = fsub float %y, %a
  %w = fdiv float %z, %b
  ret float %w
}

define double @darith(double %a, double %b, double %c) {
  %x = fadd double %a, %b
  %y = fmul double %x, %c
  %z = fsub double %y, %a
  %w = fdiv double %z, %b
  ret double %w
}

declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
declare float @llvm.fma.f32(float, float, float)

define double @neg_abs_sqrt(double %a) {
  %n = fneg double %a
  %b = call double @llvm.fabs.f64(double %n)
  %s = call double @llvm.sqrt.f64(double %b)
  ret double %s
}

define float @fused(float %a, float %b, float %c) {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  ret float %r
}

define float @frem32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}

define double @frem64(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}

define double @constants(double %a) {
  %x = fadd double %a, 1.0
  %y = fmul double %x, 0.1
  ret double %y
}

define float @fselect(float %a, float %b) {
  %c = fcmp olt float %a, %b
  %r = select i1 %c, float %a, float %b
  ret float %r
}
; EXPECTED:
; function @farith:
;    0:  fadd s4, s0, s1
;    4:  fmul s6, s4, s2
;    8:  fsub s16, s6, s0
;    c:  fdiv s0, s16, s1
;   10:  ret
;
; function @darith:
;    0:  fadd d4, d0, d1
;    4:  fmul d6, d4, d2
;    8:  fsub d16, d6, d0
;    c:  fdiv d0, d16, d1
;   10:  ret
;
; function @neg_abs_sqrt:
;    0:  fneg d2, d0
;    4:  fabs d4, d2
;    8:  fsqrt d0, d4
;    c:  ret
;
; function @fused:
;    0:  fmadd s0, s0, s1, s2
;    4:  ret
;
; function @frem32:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 fmodf
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @frem64:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 fmod
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @constants:
;    0:  fmov d2, #1.00000000
;    4:  fadd d4, d0, d2
;    8:  adrp x17, 0x0  // Page21 constant0
;    c:  ldr d6, [x17]  // Lo12(Access { log2_size: 3 }) constant0
;   10:  fmul d0, d4, d6
;   14:  ret
;
; function @fselect:
;    0:  fcmp s0, s1
;    4:  cset w4, mi
;    8:  tst w4, #0x1
;    c:  fcsel d0, d0, d1, ne
;   10:  ret
