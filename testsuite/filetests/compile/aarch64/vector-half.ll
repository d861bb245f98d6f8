; test compile -O2 target=aarch64-linux-gnu
; Vectors of half without the FP16 extension, as llc-19 makes them: 16-bit lanes,
; arithmetic and compares in single precision (`fcvtl`/`fcvtl2` widen four lanes each,
; `fcvtn`/`fcvtn2` round back), `fneg`/`fabs` on the sign bits, double to half lane by
; lane (`fcvt h, d`: rounding once), ordered reductions step by step.

define void @t_half_arith(ptr %out, ptr %a, ptr %b) {
  %x = load <8 x half>, ptr %a
  %y = load <8 x half>, ptr %b
  %s = fadd <8 x half> %x, %y
  %m = fmul <8 x half> %s, %y
  %d = fdiv <8 x half> %m, %x
  %n = fneg <8 x half> %d
  store <8 x half> %n, ptr %out
  %c = fcmp olt <8 x half> %x, %y
  %v = select <8 x i1> %c, <8 x half> %x, <8 x half> %s
  %o = getelementptr i8, ptr %out, i64 16
  store <8 x half> %v, ptr %o
  ret void
}

define void @t_half_small(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x half>, ptr %a
  %y = load <4 x half>, ptr %b
  %s = fsub <4 x half> %x, %y
  %f = call <4 x half> @llvm.fabs.v4f16(<4 x half> %s)
  store <4 x half> %f, ptr %out
  %c = fcmp une <4 x half> %x, %y
  %z = zext <4 x i1> %c to <4 x i16>
  %o = getelementptr i8, ptr %out, i64 8
  store <4 x i16> %z, ptr %o
  %e = extractelement <4 x half> %x, i64 2
  %o2 = getelementptr i8, ptr %out, i64 16
  store half %e, ptr %o2
  %r = call half @llvm.vector.reduce.fadd.v4f16(half 0xH3C00, <4 x half> %y)
  %o3 = getelementptr i8, ptr %out, i64 18
  store half %r, ptr %o3
  ret void
}

define void @t_half_convert(ptr %out, ptr %a, ptr %b) {
  %x = load <4 x half>, ptr %a
  %w = fpext <4 x half> %x to <4 x float>
  store <4 x float> %w, ptr %out
  %dd = load <4 x double>, ptr %b
  %t = fptrunc <4 x double> %dd to <4 x half>
  %o = getelementptr i8, ptr %out, i64 16
  store <4 x half> %t, ptr %o
  %i = load <8 x i16>, ptr %b
  %h = sitofp <8 x i16> %i to <8 x half>
  %o2 = getelementptr i8, ptr %out, i64 24
  store <8 x half> %h, ptr %o2
  %k = fptosi <4 x half> %x to <4 x i32>
  %o3 = getelementptr i8, ptr %out, i64 40
  store <4 x i32> %k, ptr %o3
  %ff = load <4 x float>, ptr %b
  %g = fptrunc <4 x float> %ff to <4 x half>
  %o4 = getelementptr i8, ptr %out, i64 56
  store <4 x half> %g, ptr %o4
  ret void
}

declare <4 x half> @llvm.fabs.v4f16(<4 x half>)
declare half @llvm.vector.reduce.fadd.v4f16(half, <4 x half>)
; EXPECTED:
; function @t_half_arith:
;    0:  ldr q4, [x1]
;    4:  ldr q6, [x2]
;    8:  fcvtl v17.4s, v4.4h
;    c:  fcvtl2 v16.4s, v4.8h
;   10:  fcvtl v19.4s, v6.4h
;   14:  fcvtl2 v18.4s, v6.8h
;   18:  fadd v17.4s, v17.4s, v19.4s
;   1c:  fadd v18.4s, v16.4s, v18.4s
;   20:  fcvtn v21.4h, v17.4s
;   24:  fcvtn2 v21.8h, v18.4s
;   28:  fcvtl v24.4s, v21.4h
;   2c:  fcvtl2 v26.4s, v21.8h
;   30:  fcvtl v28.4s, v6.4h
;   34:  fcvtl2 v30.4s, v6.8h
;   38:  fmul v0.4s, v24.4s, v28.4s
;   3c:  fmul v1.4s, v26.4s, v30.4s
;   40:  fcvtn v0.4h, v0.4s
;   44:  fcvtn2 v0.8h, v1.4s
;   48:  fcvtl v1.4s, v0.4h
;   4c:  fcvtl2 v0.4s, v0.8h
;   50:  fcvtl v2.4s, v4.4h
;   54:  fcvtl2 v3.4s, v4.8h
;   58:  fdiv v2.4s, v1.4s, v2.4s
;   5c:  fdiv v1.4s, v0.4s, v3.4s
;   60:  fcvtn v0.4h, v2.4s
;   64:  fcvtn2 v0.8h, v1.4s
;   68:  mov w1, #0x8000 // =32768
;   6c:  dup v1.8h, w1
;   70:  eor v0.16b, v0.16b, v1.16b
;   74:  str q0, [x0]
;   78:  fcvtl v0.4s, v4.4h
;   7c:  fcvtl2 v2.4s, v4.8h
;   80:  fcvtl v5.4s, v6.4h
;   84:  fcvtl2 v6.4s, v6.8h
;   88:  fcmgt v17.4s, v5.4s, v0.4s
;   8c:  fcmgt v16.4s, v6.4s, v2.4s
;   90:  xtn v17.4h, v17.4s
;   94:  xtn2 v17.8h, v16.4s
;   98:  xtn v16.8b, v17.8h
;   9c:  sshll v19.8h, v16.8b, #0x0
;   a0:  bsl v19.16b, v4.16b, v21.16b
;   a4:  str q19, [x0, #0x10]
;   a8:  ret
;
; function @t_half_small:
;    0:  ldr d4, [x1]
;    4:  ldr d6, [x2]
;    8:  fcvtl v16.4s, v4.4h
;    c:  fcvtl v17.4s, v6.4h
;   10:  fsub v16.4s, v16.4s, v17.4s
;   14:  fcvtn v16.4h, v16.4s
;   18:  mov w1, #0x7fff // =32767
;   1c:  dup v18.8h, w1
;   20:  and v20.16b, v16.16b, v18.16b
;   24:  str d20, [x0]
;   28:  fcvtl v23.4s, v4.4h
;   2c:  fcvtl v25.4s, v6.4h
;   30:  fcmeq v27.4s, v23.4s, v25.4s
;   34:  mvn v29.16b, v27.16b
;   38:  xtn v0.4h, v29.4s
;   3c:  xtn v0.8b, v0.8h
;   40:  sshll v0.8h, v0.8b, #0x0
;   44:  mov w1, #0x1 // =1
;   48:  dup v1.8h, w1
;   4c:  and v0.16b, v0.16b, v1.16b
;   50:  add x1, x0, #0x8
;   54:  str d0, [x1]
;   58:  dup v0.8h, v4.h[2]
;   5c:  str h0, [x0, #0x10]
;   60:  mov w1, #0x3c00 // =15360
;   64:  fmov s0, w1
;   68:  fcvt s0, h0
;   6c:  fcvt s1, h6
;   70:  fadd s0, s0, s1
;   74:  fcvt h0, s0
;   78:  dup v1.8h, v6.h[1]
;   7c:  fcvt s0, h0
;   80:  fcvt s2, h1
;   84:  fadd s4, s0, s2
;   88:  fcvt h7, s4
;   8c:  dup v17.8h, v6.h[2]
;   90:  fcvt s16, h7
;   94:  fcvt s17, h17
;   98:  fadd s16, s16, s17
;   9c:  fcvt h16, s16
;   a0:  dup v18.8h, v6.h[3]
;   a4:  fcvt s20, h16
;   a8:  fcvt s22, h18
;   ac:  fadd s24, s20, s22
;   b0:  fcvt h26, s24
;   b4:  str h26, [x0, #0x12]
;   b8:  ret
;
; function @t_half_convert:
;    0:  ldr d4, [x1]
;    4:  fcvtl v6.4s, v4.4h
;    8:  str q6, [x0]
;    c:  ldr q17, [x2]
;   10:  ldr q18, [x2, #0x10]
;   14:  fcvt h16, d17
;   18:  dup v17.2d, v17.d[1]
;   1c:  fcvt h17, d17
;   20:  fcvt h19, d18
;   24:  dup v21.2d, v18.d[1]
;   28:  fcvt h23, d21
;   2c:  movi v29.2d, #0000000000000000
;   30:  mov v29.h[0], v16.h[0]
;   34:  mov v29.h[1], v17.h[0]
;   38:  mov v29.h[2], v19.h[0]
;   3c:  mov v29.h[3], v23.h[0]
;   40:  add x1, x0, #0x10
;   44:  str d29, [x1]
;   48:  ldr q0, [x2]
;   4c:  sshll v1.4s, v0.4h, #0x0
;   50:  sshll2 v0.4s, v0.8h, #0x0
;   54:  scvtf v1.4s, v1.4s
;   58:  scvtf v0.4s, v0.4s
;   5c:  fcvtn v1.4h, v1.4s
;   60:  fcvtn2 v1.8h, v0.4s
;   64:  stur q1, [x0, #0x18]
;   68:  fcvtl v0.4s, v4.4h
;   6c:  fcvtzs v0.4s, v0.4s
;   70:  stur q0, [x0, #0x28]
;   74:  ldr q0, [x2]
;   78:  fcvtn v0.4h, v0.4s
;   7c:  add x0, x0, #0x38
;   80:  str d0, [x0]
;   84:  ret
