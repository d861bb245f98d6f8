; test compile -O2 target=aarch64-linux-gnu
; Scalar conversions with explicit rounding (vcvtnd_s64_f64, vcvtas_s32_f32, …) of any
; integer and float widths: one fcvt{n,m,p,a,z}{s,u} into a general register.

define i32 @fcvtzs_i32_f64(double %x) {
  %r = call i32 @llvm.aarch64.neon.fcvtzs.i32.f64(double %x)
  ret i32 %r
}

define i64 @fcvtzu_i64_f32(float %x) {
  %r = call i64 @llvm.aarch64.neon.fcvtzu.i64.f32(float %x)
  ret i64 %r
}

define i64 @fcvtns_i64_f64(double %x) {
  %r = call i64 @llvm.aarch64.neon.fcvtns.i64.f64(double %x)
  ret i64 %r
}

define i32 @fcvtnu_i32_f32(float %x) {
  %r = call i32 @llvm.aarch64.neon.fcvtnu.i32.f32(float %x)
  ret i32 %r
}

define i32 @fcvtas_i32_f32(float %x) {
  %r = call i32 @llvm.aarch64.neon.fcvtas.i32.f32(float %x)
  ret i32 %r
}

define i64 @fcvtau_i64_f32(float %x) {
  %r = call i64 @llvm.aarch64.neon.fcvtau.i64.f32(float %x)
  ret i64 %r
}

define i64 @fcvtmu_i64_f64(double %x) {
  %r = call i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double %x)
  ret i64 %r
}

define i32 @fcvtms_i32_f64(double %x) {
  %r = call i32 @llvm.aarch64.neon.fcvtms.i32.f64(double %x)
  ret i32 %r
}

define i32 @fcvtps_i32_f32(float %x) {
  %r = call i32 @llvm.aarch64.neon.fcvtps.i32.f32(float %x)
  ret i32 %r
}

define i64 @fcvtpu_i64_f64(double %x) {
  %r = call i64 @llvm.aarch64.neon.fcvtpu.i64.f64(double %x)
  ret i64 %r
}

declare i32 @llvm.aarch64.neon.fcvtzs.i32.f64(double)
declare i64 @llvm.aarch64.neon.fcvtzu.i64.f32(float)
declare i64 @llvm.aarch64.neon.fcvtns.i64.f64(double)
declare i32 @llvm.aarch64.neon.fcvtnu.i32.f32(float)
declare i32 @llvm.aarch64.neon.fcvtas.i32.f32(float)
declare i64 @llvm.aarch64.neon.fcvtau.i64.f32(float)
declare i64 @llvm.aarch64.neon.fcvtmu.i64.f64(double)
declare i32 @llvm.aarch64.neon.fcvtms.i32.f64(double)
declare i32 @llvm.aarch64.neon.fcvtps.i32.f32(float)
declare i64 @llvm.aarch64.neon.fcvtpu.i64.f64(double)
; EXPECTED:
; function @fcvtzs_i32_f64:
;    0:  fcvtzs w0, d0
;    4:  ret
;
; function @fcvtzu_i64_f32:
;    0:  fcvtzu x0, s0
;    4:  ret
;
; function @fcvtns_i64_f64:
;    0:  fcvtns x0, d0
;    4:  ret
;
; function @fcvtnu_i32_f32:
;    0:  fcvtnu w0, s0
;    4:  ret
;
; function @fcvtas_i32_f32:
;    0:  fcvtas w0, s0
;    4:  ret
;
; function @fcvtau_i64_f32:
;    0:  fcvtau x0, s0
;    4:  ret
;
; function @fcvtmu_i64_f64:
;    0:  fcvtmu x0, d0
;    4:  ret
;
; function @fcvtms_i32_f64:
;    0:  fcvtms w0, d0
;    4:  ret
;
; function @fcvtps_i32_f32:
;    0:  fcvtps w0, s0
;    4:  ret
;
; function @fcvtpu_i64_f64:
;    0:  fcvtpu x0, d0
;    4:  ret
