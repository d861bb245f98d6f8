; test compile -O2 target=aarch64-linux-gnu
; llvm.experimental.constrained.* (#pragma STDC FENV_ACCESS ON) as the operations
; themselves, which round in FPCR's mode and raise their exceptions: arithmetic,
; conversions, quiet and signalling compares (fcmp/fcmpe alike here), an ordinary
; intrinsic under its constrained name; and llvm.get.rounding from FPCR.RMode.

define double @div(double %a, double %b) #0 {
  %r = call double @llvm.experimental.constrained.fdiv.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  ret double %r
}

define float @mul_sub(float %a, float %b) #0 {
  %m = call float @llvm.experimental.constrained.fmul.f32(float %a, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r = call float @llvm.experimental.constrained.fsub.f32(float %m, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  ret float %r
}

define i64 @to_int(double %a) #0 {
  %r = call i64 @llvm.experimental.constrained.fptosi.i64.f64(double %a, metadata !"fpexcept.strict") #0
  ret i64 %r
}

define float @narrow(i64 %a) #0 {
  %d = call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %a, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %r = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  ret float %r
}

define i1 @less(double %a, double %b) #0 {
  %r = call i1 @llvm.experimental.constrained.fcmps.f64(double %a, double %b, metadata !"olt", metadata !"fpexcept.strict") #0
  ret i1 %r
}

define i1 @unordered(double %a, double %b) #0 {
  %r = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"uno", metadata !"fpexcept.strict") #0
  ret i1 %r
}

define double @ceil(double %a) #0 {
  %r = call double @llvm.experimental.constrained.ceil.f64(double %a, metadata !"fpexcept.strict") #0
  ret double %r
}

define i32 @rounding() #0 {
  %r = call i32 @llvm.get.rounding()
  ret i32 %r
}

declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare i64 @llvm.experimental.constrained.fptosi.i64.f64(double, metadata)
declare double @llvm.experimental.constrained.uitofp.f64.i64(i64, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)
declare double @llvm.experimental.constrained.ceil.f64(double, metadata)
declare i32 @llvm.get.rounding()

attributes #0 = { strictfp }
; EXPECTED:
; function @div:
;    0:  fdiv d0, d0, d1
;    4:  ret
;
; function @mul_sub:
;    0:  fmul s3, s0, s1
;    4:  fsub s0, s3, s1
;    8:  ret
;
; function @to_int:
;    0:  fcvtzs x0, d0
;    4:  ret
;
; function @narrow:
;    0:  ucvtf d2, x0
;    4:  fcvt s0, d2
;    8:  ret
;
; function @less:
;    0:  fcmp d0, d1
;    4:  cset w0, mi
;    8:  ret
;
; function @unordered:
;    0:  fcmp d0, d1
;    4:  cset w0, vs
;    8:  ret
;
; function @ceil:
;    0:  frintp d0, d0
;    4:  ret
;
; function @rounding:
;    0:  mrs x1, FPCR
;    4:  ubfx w3, w1, #22, #2
;    8:  add x5, x3, #0x1
;    c:  and w0, w5, #0x3
;   10:  ret
