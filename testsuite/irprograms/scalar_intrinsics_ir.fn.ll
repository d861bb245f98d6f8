; Scalar intrinsics C cannot make clang emit: fptosi.sat/fptoui.sat, minimum/maximum,
; ushl.sat/sshl.sat, saturating arithmetic at odd and wide widths, bit intrinsics, abs and
; min/max on integers wider than 128 bits, set.rounding. Driven by scalar_intrinsics_ir.c.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @fptosi_sat_i1_double(double %x) {
  %r = call i1 @llvm.fptosi.sat.i1.f64(double %x)
  %e = sext i1 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i1_float(float %x) {
  %r = call i1 @llvm.fptosi.sat.i1.f32(float %x)
  %e = sext i1 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i8_double(double %x) {
  %r = call i8 @llvm.fptosi.sat.i8.f64(double %x)
  %e = sext i8 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i8_float(float %x) {
  %r = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  %e = sext i8 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i13_double(double %x) {
  %r = call i13 @llvm.fptosi.sat.i13.f64(double %x)
  %e = sext i13 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i13_float(float %x) {
  %r = call i13 @llvm.fptosi.sat.i13.f32(float %x)
  %e = sext i13 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i16_double(double %x) {
  %r = call i16 @llvm.fptosi.sat.i16.f64(double %x)
  %e = sext i16 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i16_float(float %x) {
  %r = call i16 @llvm.fptosi.sat.i16.f32(float %x)
  %e = sext i16 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i32_double(double %x) {
  %r = call i32 @llvm.fptosi.sat.i32.f64(double %x)
  %e = sext i32 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i32_float(float %x) {
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %e = sext i32 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i33_double(double %x) {
  %r = call i33 @llvm.fptosi.sat.i33.f64(double %x)
  %e = sext i33 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i33_float(float %x) {
  %r = call i33 @llvm.fptosi.sat.i33.f32(float %x)
  %e = sext i33 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i63_double(double %x) {
  %r = call i63 @llvm.fptosi.sat.i63.f64(double %x)
  %e = sext i63 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i63_float(float %x) {
  %r = call i63 @llvm.fptosi.sat.i63.f32(float %x)
  %e = sext i63 %r to i64
  ret i64 %e
}
define i64 @fptosi_sat_i64_double(double %x) {
  %r = call i64 @llvm.fptosi.sat.i64.f64(double %x)
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @fptosi_sat_i64_float(float %x) {
  %r = call i64 @llvm.fptosi.sat.i64.f32(float %x)
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @fptoui_sat_i1_double(double %x) {
  %r = call i1 @llvm.fptoui.sat.i1.f64(double %x)
  %e = zext i1 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i1_float(float %x) {
  %r = call i1 @llvm.fptoui.sat.i1.f32(float %x)
  %e = zext i1 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i8_double(double %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f64(double %x)
  %e = zext i8 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i8_float(float %x) {
  %r = call i8 @llvm.fptoui.sat.i8.f32(float %x)
  %e = zext i8 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i13_double(double %x) {
  %r = call i13 @llvm.fptoui.sat.i13.f64(double %x)
  %e = zext i13 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i13_float(float %x) {
  %r = call i13 @llvm.fptoui.sat.i13.f32(float %x)
  %e = zext i13 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i16_double(double %x) {
  %r = call i16 @llvm.fptoui.sat.i16.f64(double %x)
  %e = zext i16 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i16_float(float %x) {
  %r = call i16 @llvm.fptoui.sat.i16.f32(float %x)
  %e = zext i16 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i32_double(double %x) {
  %r = call i32 @llvm.fptoui.sat.i32.f64(double %x)
  %e = zext i32 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i32_float(float %x) {
  %r = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  %e = zext i32 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i33_double(double %x) {
  %r = call i33 @llvm.fptoui.sat.i33.f64(double %x)
  %e = zext i33 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i33_float(float %x) {
  %r = call i33 @llvm.fptoui.sat.i33.f32(float %x)
  %e = zext i33 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i63_double(double %x) {
  %r = call i63 @llvm.fptoui.sat.i63.f64(double %x)
  %e = zext i63 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i63_float(float %x) {
  %r = call i63 @llvm.fptoui.sat.i63.f32(float %x)
  %e = zext i63 %r to i64
  ret i64 %e
}
define i64 @fptoui_sat_i64_double(double %x) {
  %r = call i64 @llvm.fptoui.sat.i64.f64(double %x)
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @fptoui_sat_i64_float(float %x) {
  %r = call i64 @llvm.fptoui.sat.i64.f32(float %x)
  %e = add i64 %r, 0
  ret i64 %e
}
define double @minimum_double(double %a, double %b) {
  %r = call double @llvm.minimum.f64(double %a, double %b)
  ret double %r
}
define float @minimum_float(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}
define double @maximum_double(double %a, double %b) {
  %r = call double @llvm.maximum.f64(double %a, double %b)
  ret double %r
}
define float @maximum_float(float %a, float %b) {
  %r = call float @llvm.maximum.f32(float %a, float %b)
  ret float %r
}
define double @minnum_double(double %a, double %b) {
  %r = call double @llvm.minnum.f64(double %a, double %b)
  ret double %r
}
define float @minnum_float(float %a, float %b) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}
define double @maxnum_double(double %a, double %b) {
  %r = call double @llvm.maxnum.f64(double %a, double %b)
  ret double %r
}
define float @maxnum_float(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define i64 @ushl_sat_i8(i64 %a, i64 %b) {
  %x = trunc i64 %a to i8
  %y = trunc i64 %b to i8
  %r = call i8 @llvm.ushl.sat.i8(i8 %x, i8 %y)
  %e = zext i8 %r to i64
  ret i64 %e
}
define i64 @ushl_sat_i16(i64 %a, i64 %b) {
  %x = trunc i64 %a to i16
  %y = trunc i64 %b to i16
  %r = call i16 @llvm.ushl.sat.i16(i16 %x, i16 %y)
  %e = zext i16 %r to i64
  ret i64 %e
}
define i64 @ushl_sat_i32(i64 %a, i64 %b) {
  %x = trunc i64 %a to i32
  %y = trunc i64 %b to i32
  %r = call i32 @llvm.ushl.sat.i32(i32 %x, i32 %y)
  %e = zext i32 %r to i64
  ret i64 %e
}
define i64 @ushl_sat_i64(i64 %a, i64 %b) {
  %x = add i64 %a, 0
  %y = add i64 %b, 0
  %r = call i64 @llvm.ushl.sat.i64(i64 %x, i64 %y)
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @ushl_sat_i5(i64 %a, i64 %b) {
  %x = trunc i64 %a to i5
  %y = trunc i64 %b to i5
  %r = call i5 @llvm.ushl.sat.i5(i5 %x, i5 %y)
  %e = zext i5 %r to i64
  ret i64 %e
}
define i64 @sshl_sat_i8(i64 %a, i64 %b) {
  %x = trunc i64 %a to i8
  %y = trunc i64 %b to i8
  %r = call i8 @llvm.sshl.sat.i8(i8 %x, i8 %y)
  %e = sext i8 %r to i64
  ret i64 %e
}
define i64 @sshl_sat_i16(i64 %a, i64 %b) {
  %x = trunc i64 %a to i16
  %y = trunc i64 %b to i16
  %r = call i16 @llvm.sshl.sat.i16(i16 %x, i16 %y)
  %e = sext i16 %r to i64
  ret i64 %e
}
define i64 @sshl_sat_i32(i64 %a, i64 %b) {
  %x = trunc i64 %a to i32
  %y = trunc i64 %b to i32
  %r = call i32 @llvm.sshl.sat.i32(i32 %x, i32 %y)
  %e = sext i32 %r to i64
  ret i64 %e
}
define i64 @sshl_sat_i64(i64 %a, i64 %b) {
  %x = add i64 %a, 0
  %y = add i64 %b, 0
  %r = call i64 @llvm.sshl.sat.i64(i64 %x, i64 %y)
  %e = add i64 %r, 0
  ret i64 %e
}
define i64 @sshl_sat_i5(i64 %a, i64 %b) {
  %x = trunc i64 %a to i5
  %y = trunc i64 %b to i5
  %r = call i5 @llvm.sshl.sat.i5(i5 %x, i5 %y)
  %e = sext i5 %r to i64
  ret i64 %e
}
define i64 @uadd_sat_i7(i64 %a, i64 %b) {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.uadd.sat.i7(i7 %x, i7 %y)
  %e = zext i7 %r to i64
  ret i64 %e
}
define i64 @uadd_sat_i13(i64 %a, i64 %b) {
  %x = trunc i64 %a to i13
  %y = trunc i64 %b to i13
  %r = call i13 @llvm.uadd.sat.i13(i13 %x, i13 %y)
  %e = zext i13 %r to i64
  ret i64 %e
}
define i64 @uadd_sat_i24(i64 %a, i64 %b) {
  %x = trunc i64 %a to i24
  %y = trunc i64 %b to i24
  %r = call i24 @llvm.uadd.sat.i24(i24 %x, i24 %y)
  %e = zext i24 %r to i64
  ret i64 %e
}
define i64 @uadd_sat_i48(i64 %a, i64 %b) {
  %x = trunc i64 %a to i48
  %y = trunc i64 %b to i48
  %r = call i48 @llvm.uadd.sat.i48(i48 %x, i48 %y)
  %e = zext i48 %r to i64
  ret i64 %e
}
define void @uadd_sat_i65(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i65
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i65
  %r = call i65 @llvm.uadd.sat.i65(i65 %x, i65 %y)
  %e = zext i65 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @uadd_sat_i100(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i100
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i100
  %r = call i100 @llvm.uadd.sat.i100(i100 %x, i100 %y)
  %e = zext i100 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @uadd_sat_i128(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i128
  %r = call i128 @llvm.uadd.sat.i128(i128 %x, i128 %y)
  %e = zext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @uadd_sat_i200(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i200
  %r = call i200 @llvm.uadd.sat.i200(i200 %x, i200 %y)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @uadd_sat_i256(ptr %pa, ptr %pb, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %r = call i256 @llvm.uadd.sat.i256(i256 %x, i256 %y)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define i64 @usub_sat_i7(i64 %a, i64 %b) {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.usub.sat.i7(i7 %x, i7 %y)
  %e = zext i7 %r to i64
  ret i64 %e
}
define i64 @usub_sat_i13(i64 %a, i64 %b) {
  %x = trunc i64 %a to i13
  %y = trunc i64 %b to i13
  %r = call i13 @llvm.usub.sat.i13(i13 %x, i13 %y)
  %e = zext i13 %r to i64
  ret i64 %e
}
define i64 @usub_sat_i24(i64 %a, i64 %b) {
  %x = trunc i64 %a to i24
  %y = trunc i64 %b to i24
  %r = call i24 @llvm.usub.sat.i24(i24 %x, i24 %y)
  %e = zext i24 %r to i64
  ret i64 %e
}
define i64 @usub_sat_i48(i64 %a, i64 %b) {
  %x = trunc i64 %a to i48
  %y = trunc i64 %b to i48
  %r = call i48 @llvm.usub.sat.i48(i48 %x, i48 %y)
  %e = zext i48 %r to i64
  ret i64 %e
}
define void @usub_sat_i65(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i65
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i65
  %r = call i65 @llvm.usub.sat.i65(i65 %x, i65 %y)
  %e = zext i65 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @usub_sat_i100(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i100
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i100
  %r = call i100 @llvm.usub.sat.i100(i100 %x, i100 %y)
  %e = zext i100 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @usub_sat_i128(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i128
  %r = call i128 @llvm.usub.sat.i128(i128 %x, i128 %y)
  %e = zext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @usub_sat_i200(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i200
  %r = call i200 @llvm.usub.sat.i200(i200 %x, i200 %y)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @usub_sat_i256(ptr %pa, ptr %pb, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %r = call i256 @llvm.usub.sat.i256(i256 %x, i256 %y)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define i64 @sadd_sat_i7(i64 %a, i64 %b) {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.sadd.sat.i7(i7 %x, i7 %y)
  %e = sext i7 %r to i64
  ret i64 %e
}
define i64 @sadd_sat_i13(i64 %a, i64 %b) {
  %x = trunc i64 %a to i13
  %y = trunc i64 %b to i13
  %r = call i13 @llvm.sadd.sat.i13(i13 %x, i13 %y)
  %e = sext i13 %r to i64
  ret i64 %e
}
define i64 @sadd_sat_i24(i64 %a, i64 %b) {
  %x = trunc i64 %a to i24
  %y = trunc i64 %b to i24
  %r = call i24 @llvm.sadd.sat.i24(i24 %x, i24 %y)
  %e = sext i24 %r to i64
  ret i64 %e
}
define i64 @sadd_sat_i48(i64 %a, i64 %b) {
  %x = trunc i64 %a to i48
  %y = trunc i64 %b to i48
  %r = call i48 @llvm.sadd.sat.i48(i48 %x, i48 %y)
  %e = sext i48 %r to i64
  ret i64 %e
}
define void @sadd_sat_i65(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i65
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i65
  %r = call i65 @llvm.sadd.sat.i65(i65 %x, i65 %y)
  %e = sext i65 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @sadd_sat_i100(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i100
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i100
  %r = call i100 @llvm.sadd.sat.i100(i100 %x, i100 %y)
  %e = sext i100 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @sadd_sat_i128(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i128
  %r = call i128 @llvm.sadd.sat.i128(i128 %x, i128 %y)
  %e = sext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @sadd_sat_i200(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i200
  %r = call i200 @llvm.sadd.sat.i200(i200 %x, i200 %y)
  %e = sext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @sadd_sat_i256(ptr %pa, ptr %pb, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %r = call i256 @llvm.sadd.sat.i256(i256 %x, i256 %y)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define i64 @ssub_sat_i7(i64 %a, i64 %b) {
  %x = trunc i64 %a to i7
  %y = trunc i64 %b to i7
  %r = call i7 @llvm.ssub.sat.i7(i7 %x, i7 %y)
  %e = sext i7 %r to i64
  ret i64 %e
}
define i64 @ssub_sat_i13(i64 %a, i64 %b) {
  %x = trunc i64 %a to i13
  %y = trunc i64 %b to i13
  %r = call i13 @llvm.ssub.sat.i13(i13 %x, i13 %y)
  %e = sext i13 %r to i64
  ret i64 %e
}
define i64 @ssub_sat_i24(i64 %a, i64 %b) {
  %x = trunc i64 %a to i24
  %y = trunc i64 %b to i24
  %r = call i24 @llvm.ssub.sat.i24(i24 %x, i24 %y)
  %e = sext i24 %r to i64
  ret i64 %e
}
define i64 @ssub_sat_i48(i64 %a, i64 %b) {
  %x = trunc i64 %a to i48
  %y = trunc i64 %b to i48
  %r = call i48 @llvm.ssub.sat.i48(i48 %x, i48 %y)
  %e = sext i48 %r to i64
  ret i64 %e
}
define void @ssub_sat_i65(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i65
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i65
  %r = call i65 @llvm.ssub.sat.i65(i65 %x, i65 %y)
  %e = sext i65 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ssub_sat_i100(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i100
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i100
  %r = call i100 @llvm.ssub.sat.i100(i100 %x, i100 %y)
  %e = sext i100 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ssub_sat_i128(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i128
  %r = call i128 @llvm.ssub.sat.i128(i128 %x, i128 %y)
  %e = sext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ssub_sat_i200(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i200
  %r = call i200 @llvm.ssub.sat.i200(i200 %x, i200 %y)
  %e = sext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ssub_sat_i256(ptr %pa, ptr %pb, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %r = call i256 @llvm.ssub.sat.i256(i256 %x, i256 %y)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @bitreverse_i128(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %r = call i128 @llvm.bitreverse.i128(i128 %x)
  %e = zext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @bitreverse_i256(ptr %pa, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %r = call i256 @llvm.bitreverse.i256(i256 %x)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @bswap_i256(ptr %pa, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %r = call i256 @llvm.bswap.i256(i256 %x)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @bswap_i192(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i192
  %r = call i192 @llvm.bswap.i192(i192 %x)
  %e = zext i192 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ctlz_i256(ptr %pa, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %r = call i256 @llvm.ctlz.i256(i256 %x, i1 false)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @cttz_i256(ptr %pa, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %r = call i256 @llvm.cttz.i256(i256 %x, i1 false)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ctpop_i256(ptr %pa, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %r = call i256 @llvm.ctpop.i256(i256 %x)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ctlz_i200(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %r = call i200 @llvm.ctlz.i200(i200 %x, i1 false)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @cttz_i200(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %r = call i200 @llvm.cttz.i200(i200 %x, i1 false)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @ctpop_i130(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i130
  %r = call i130 @llvm.ctpop.i130(i130 %x)
  %e = zext i130 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @bitreverse_i200(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %r = call i200 @llvm.bitreverse.i200(i200 %x)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @abs_i256(ptr %pa, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %r = call i256 @llvm.abs.i256(i256 %x, i1 false)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @abs_i200(ptr %pa, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %r = call i200 @llvm.abs.i200(i200 %x, i1 false)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @fshl_i128(ptr %pa, ptr %pb, i32 %c, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i128
  %cc = zext i32 %c to i128
  %r = call i128 @llvm.fshl.i128(i128 %x, i128 %y, i128 %cc)
  %e = zext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @fshr_i128(ptr %pa, ptr %pb, i32 %c, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i128
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i128
  %cc = zext i32 %c to i128
  %r = call i128 @llvm.fshr.i128(i128 %x, i128 %y, i128 %cc)
  %e = zext i128 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @fshl_i256(ptr %pa, ptr %pb, i32 %c, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %cc = zext i32 %c to i256
  %r = call i256 @llvm.fshl.i256(i256 %x, i256 %y, i256 %cc)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @fshr_i256(ptr %pa, ptr %pb, i32 %c, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %cc = zext i32 %c to i256
  %r = call i256 @llvm.fshr.i256(i256 %x, i256 %y, i256 %cc)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @smax_i256(ptr %pa, ptr %pb, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %r = call i256 @llvm.smax.i256(i256 %x, i256 %y)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @smin_i200(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i200
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i200
  %r = call i200 @llvm.smin.i200(i200 %x, i200 %y)
  %e = zext i200 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define void @umax_i256(ptr %pa, ptr %pb, ptr %out) {
  %x = load i256, ptr %pa, align 8
  %y = load i256, ptr %pb, align 8
  %r = call i256 @llvm.umax.i256(i256 %x, i256 %y)
  %e = add i256 %r, 0
  store i256 %e, ptr %out, align 8
  ret void
}
define void @umin_i192(ptr %pa, ptr %pb, ptr %out) {
  %x0 = load i256, ptr %pa, align 8
  %x = trunc i256 %x0 to i192
  %y0 = load i256, ptr %pb, align 8
  %y = trunc i256 %y0 to i192
  %r = call i192 @llvm.umin.i192(i192 %x, i192 %y)
  %e = zext i192 %r to i256
  store i256 %e, ptr %out, align 8
  ret void
}
define i32 @rounding(i32 %m, double %x) {
  call void @llvm.set.rounding(i32 %m)
  %g = call i32 @llvm.get.rounding()
  %r = call i64 @llvm.lrint.i64.f64(double %x)
  %t = trunc i64 %r to i32
  %s = mul i32 %g, 1000
  %o = add i32 %s, %t
  call void @llvm.set.rounding(i32 1)
  ret i32 %o
}
