; test compile -O2 target=aarch64-linux-gnu
; Conversions: sext/zext/trunc between integer widths (sxtb, and #0xffff, sxtw, lsr #0),
; float <-> double (fcvt), integer -> floating point (scvtf/ucvtf from 32 and 64 bits,
; and i8), floating point -> integer (fcvtzs/fcvtzu), bitcasts between integers and
; floating point (fmov), and i128 <-> double as libcalls.

define i64 @sext8(i8 %a) {
  %r = sext i8 %a to i64
  ret i64 %r
}

define i64 @zext16(i16 %a) {
  %r = zext i16 %a to i64
  ret i64 %r
}

define i64 @sext32(i32 %a) {
  %r = sext i32 %a to i64
  ret i64 %r
}

define i64 @zext32(i32 %a) {
  %r = zext i32 %a to i64
  ret i64 %r
}

define i16 @trunc64(i64 %a) {
  %r = trunc i64 %a to i16
  ret i16 %r
}

define double @fpext(float %a) {
  %r = fpext float %a to double
  ret double %r
}

define float @fptrunc(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}

define double @si32_to_f64(i32 %a) {
  %r = sitofp i32 %a to double
  ret double %r
}

define float @ui64_to_f32(i64 %a) {
  %r = uitofp i64 %a to float
  ret float %r
}

define double @si8_to_f64(i8 %a) {
  %r = sitofp i8 %a to double
  ret double %r
}

define i32 @f64_to_si32(double %a) {
  %r = fptosi double %a to i32
  ret i32 %r
}

define i64 @f32_to_ui64(float %a) {
  %r = fptoui float %a to i64
  ret i64 %r
}

define i16 @f32_to_ui16(float %a) {
  %r = fptoui float %a to i16
  ret i16 %r
}

define double @bits_to_double(i64 %a) {
  %r = bitcast i64 %a to double
  ret double %r
}

define i32 @float_to_bits(float %a) {
  %r = bitcast float %a to i32
  ret i32 %r
}

define double @i128_to_f64(i128 %a) {
  %r = sitofp i128 %a to double
  ret double %r
}

define i128 @f64_to_u128(double %a) {
  %r = fptoui double %a to i128
  ret i128 %r
}
; EXPECTED:
; function @sext8:
;    0:  sxtb x0, w0
;    4:  ret
;
; function @zext16:
;    0:  and w0, w0, #0xffff
;    4:  ret
;
; function @sext32:
;    0:  sxtw x0, w0
;    4:  ret
;
; function @zext32:
;    0:  lsr w0, w0, #0
;    4:  ret
;
; function @trunc64:
;    0:  ret
;
; function @fpext:
;    0:  fcvt d0, s0
;    4:  ret
;
; function @fptrunc:
;    0:  fcvt s0, d0
;    4:  ret
;
; function @si32_to_f64:
;    0:  scvtf d0, w0
;    4:  ret
;
; function @ui64_to_f32:
;    0:  ucvtf s0, x0
;    4:  ret
;
; function @si8_to_f64:
;    0:  sxtb x2, w0
;    4:  scvtf d0, x2
;    8:  ret
;
; function @f64_to_si32:
;    0:  fcvtzs w0, d0
;    4:  ret
;
; function @f32_to_ui64:
;    0:  fcvtzu x0, s0
;    4:  ret
;
; function @f32_to_ui16:
;    0:  fcvtzu w0, s0
;    4:  ret
;
; function @bits_to_double:
;    0:  fmov d0, x0
;    4:  ret
;
; function @float_to_bits:
;    0:  fmov w0, s0
;    4:  ret
;
; function @i128_to_f64:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __floattidf
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @f64_to_u128:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 __fixunsdfti
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
