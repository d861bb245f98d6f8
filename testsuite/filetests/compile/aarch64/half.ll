; test compile -O2 target=aarch64-linux-gnu
; half without the FP16 extension, as llc-19: loads, stores and arguments in h registers,
; arithmetic, compares and math intrinsics in single precision (fcvt each way), fneg and
; fabs on the bits (payloads kept), integers through single precision (i128 by libgcc),
; fp128 by libgcc's __extendhftf2/__trunctfhf2, bitcasts and constants through w registers.
define half @a(i64 %x) { %r = sitofp i64 %x to half
 ret half %r }
define half @b(i32 %x) { %r = uitofp i32 %x to half
 ret half %r }
define i64 @c(half %x) { %r = fptoui half %x to i64
 ret i64 %r }
define half @d(double %x) { %r = fptrunc double %x to half
 ret half %r }
define i16 @e(half %x) { %r = bitcast half %x to i16
 ret i16 %r }
define half @f(i16 %x) { %r = bitcast i16 %x to half
 ret half %r }
define half @g(half %x, half %y) { %r = fadd half %x, %y
 ret half %r }
define half @h() { ret half 0xH3C01 }
define half @i(half %x, half %y, half %z) { %r = call half @llvm.fma.f16(half %x, half %y, half %z)
 ret half %r }
define half @j(half %x) { %r = fneg half %x
 ret half %r }
define half @k(half %x) { %r = call half @llvm.fabs.f16(half %x)
 ret half %r }
define half @l(half %x, half %y) { %r = call half @llvm.copysign.f16(half %x, half %y)
 ret half %r }
define i1 @m(half %x, half %y) { %r = fcmp olt half %x, %y
 ret i1 %r }
define half @n(i128 %x) { %r = sitofp i128 %x to half
 ret half %r }
define half @o(half %x, half %y) { %r = frem half %x, %y
 ret half %r }
define half @p(fp128 %x) { %r = fptrunc fp128 %x to half
 ret half %r }
define void @q(ptr %p, half %x) { store half %x, ptr %p
 ret void }
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.fabs.f16(half)
declare half @llvm.copysign.f16(half, half)
define i128 @r(half %x) { %r = fptosi half %x to i128
 ret i128 %r }
define fp128 @s(half %x) { %r = fpext half %x to fp128
 ret fp128 %r }
define double @t(half %x) { %r = fpext half %x to double
 ret double %r }
define half @u(i1 %c, half %x, half %y) { %r = select i1 %c, half %x, half %y
 ret half %r }
define half @v(half %x) { %r = call half @llvm.sqrt.f16(half %x)
 ret half %r }
define void @w(ptr %p) { store half 0xH3C01, ptr %p
 ret void }
declare half @llvm.sqrt.f16(half)
; EXPECTED:
; function @a:
;    0:  scvtf s2, x0
;    4:  fcvt h0, s2
;    8:  ret
;
; function @b:
;    0:  ucvtf s2, w0
;    4:  fcvt h0, s2
;    8:  ret
;
; function @c:
;    0:  fcvt s2, h0
;    4:  fcvtzu x0, s2
;    8:  ret
;
; function @d:
;    0:  fcvt h0, d0
;    4:  ret
;
; function @e:
;    0:  fmov w0, s0
;    4:  ret
;
; function @f:
;    0:  fmov s0, w0
;    4:  ret
;
; function @g:
;    0:  fcvt s3, h0
;    4:  fcvt s5, h1
;    8:  fadd s7, s3, s5
;    c:  fcvt h0, s7
;   10:  ret
;
; function @h:
;    0:  mov w1, #0x3c01 // =15361
;    4:  fmov s0, w1
;    8:  ret
;
; function @i:
;    0:  fcvt s4, h0
;    4:  fcvt s6, h1
;    8:  fcvt s16, h2
;    c:  fmadd s16, s4, s6, s16
;   10:  fcvt h0, s16
;   14:  ret
;
; function @j:
;    0:  fmov w2, s0
;    4:  eor w4, w2, #0x8000
;    8:  fmov s0, w4
;    c:  ret
;
; function @k:
;    0:  fmov w2, s0
;    4:  and w4, w2, #0x7fff
;    8:  fmov s0, w4
;    c:  ret
;
; function @l:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  fcvt s0, h0
;    c:  fcvt s1, h1
;   10:  bl 0x10  // Call26 copysignf
;   14:  fcvt h0, s0
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @m:
;    0:  fcvt s3, h0
;    4:  fcvt s5, h1
;    8:  fcmp s3, s5
;    c:  cset w0, mi
;   10:  ret
;
; function @n:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __floattisf
;    c:  fcvt h0, s0
;   10:  ldp x29, x30, [sp], #0x10
;   14:  ret
;
; function @o:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  fcvt s0, h0
;    c:  fcvt s1, h1
;   10:  bl 0x10  // Call26 fmodf
;   14:  fcvt h0, s0
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @p:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __trunctfhf2
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @q:
;    0:  str h0, [x0]
;    4:  ret
;
; function @r:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  fcvt s0, h0
;    c:  bl 0xc  // Call26 __fixsfti
;   10:  ldp x29, x30, [sp], #0x10
;   14:  ret
;
; function @s:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __extendhftf2
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @t:
;    0:  fcvt d0, h0
;    4:  ret
;
; function @u:
;    0:  tst w0, #0x1
;    4:  fcsel d0, d0, d1, ne
;    8:  ret
;
; function @v:
;    0:  fcvt s2, h0
;    4:  fsqrt s4, s2
;    8:  fcvt h0, s4
;    c:  ret
;
; function @w:
;    0:  mov w2, #0x3c01 // =15361
;    4:  fmov s4, w2
;    8:  str h4, [x0]
;    c:  ret
