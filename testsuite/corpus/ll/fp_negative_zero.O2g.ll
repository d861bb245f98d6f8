; ModuleID = 'programs/fp_negative_zero.c'
source_filename = "programs/fp_negative_zero.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"-(+0)\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"0-(+0)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"-(-0)\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"0-(-0)\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"-0 + -0\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [8 x i8] c"-0 + +0\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [8 x i8] c"+0 - +0\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [8 x i8] c"-0 - +0\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [6 x i8] c"1 - 1\00", align 1, !dbg !27
@.str.9 = private unnamed_addr constant [7 x i8] c"-1 * 0\00", align 1, !dbg !29
@.str.10 = private unnamed_addr constant [8 x i8] c"-0 * -5\00", align 1, !dbg !31
@.str.11 = private unnamed_addr constant [12 x i8] c"-tiny * 0.5\00", align 1, !dbg !33
@.str.12 = private unnamed_addr constant [7 x i8] c"-0 / 3\00", align 1, !dbg !38
@.str.13 = private unnamed_addr constant [7 x i8] c"1 / -0\00", align 1, !dbg !40
@.str.14 = private unnamed_addr constant [10 x i8] c"-1 / -inf\00", align 1, !dbg !42
@.str.15 = private unnamed_addr constant [15 x i8] c"copysign(0,-1)\00", align 1, !dbg !47
@.str.16 = private unnamed_addr constant [15 x i8] c"copysign(-0,1)\00", align 1, !dbg !52
@.str.17 = private unnamed_addr constant [9 x i8] c"fabs(-0)\00", align 1, !dbg !54
@.str.18 = private unnamed_addr constant [9 x i8] c"sqrt(-0)\00", align 1, !dbg !59
@.str.19 = private unnamed_addr constant [12 x i8] c"floor(-0.5)\00", align 1, !dbg !61
@.str.20 = private unnamed_addr constant [11 x i8] c"ceil(-0.5)\00", align 1, !dbg !63
@.str.21 = private unnamed_addr constant [12 x i8] c"round(-0.4)\00", align 1, !dbg !68
@.str.22 = private unnamed_addr constant [12 x i8] c"trunc(-0.9)\00", align 1, !dbg !70
@.str.23 = private unnamed_addr constant [12 x i8] c"fmod(-4, 2)\00", align 1, !dbg !72
@.str.24 = private unnamed_addr constant [52 x i8] c"-0 == 0: %d, -0 < 0: %d, -0 <= 0: %d, 1/-0 < 0: %d\0A\00", align 1, !dbg !74
@.str.25 = private unnamed_addr constant [47 x i8] c"(int)-0.0=%d (long)-0.0=%ld (unsigned)-0.0=%u\0A\00", align 1, !dbg !79
@.str.26 = private unnamed_addr constant [70 x i8] c"float -0: signbit=%d negf=%d; long double -0: signbit=%d negl(-0)=%d\0A\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [26 x i8] c"printf: %f %e %g %a %.0f\0A\00", align 1, !dbg !89
@.str.28 = private unnamed_addr constant [35 x i8] c"%-22s %+g signbit=%d bits=%016llx\0A\00", align 1, !dbg !94

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 43) i32 @main() local_unnamed_addr #0 !dbg !115 {
  %1 = alloca double, align 8, !DIAssignID !128
    #dbg_assign(i1 undef, !119, !DIExpression(), !128, ptr %1, !DIExpression(), !129)
  %2 = alloca double, align 8, !DIAssignID !130
    #dbg_assign(i1 undef, !122, !DIExpression(), !130, ptr %2, !DIExpression(), !129)
  %3 = alloca double, align 8, !DIAssignID !131
    #dbg_assign(i1 undef, !123, !DIExpression(), !131, ptr %3, !DIExpression(), !129)
  %4 = alloca double, align 8, !DIAssignID !132
    #dbg_assign(i1 undef, !124, !DIExpression(), !132, ptr %4, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !133
  store volatile double 0.000000e+00, ptr %1, align 8, !dbg !134, !tbaa !135, !DIAssignID !139
    #dbg_assign(double 0.000000e+00, !119, !DIExpression(), !139, ptr %1, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !133
  store volatile double -0.000000e+00, ptr %2, align 8, !dbg !140, !tbaa !135, !DIAssignID !141
    #dbg_assign(double -0.000000e+00, !122, !DIExpression(), !141, ptr %2, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !133
  store volatile double 1.000000e+00, ptr %3, align 8, !dbg !142, !tbaa !135, !DIAssignID !143
    #dbg_assign(double 1.000000e+00, !123, !DIExpression(), !143, ptr %3, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !133
  store volatile double 4.940660e-324, ptr %4, align 8, !dbg !144, !tbaa !135, !DIAssignID !145
    #dbg_assign(double 4.940660e-324, !124, !DIExpression(), !145, ptr %4, !DIExpression(), !129)
  %5 = load volatile double, ptr %1, align 8, !dbg !146, !tbaa !135
  %6 = tail call fastcc double @neg(double noundef %5), !dbg !147
    #dbg_value(ptr @.str, !148, !DIExpression(), !156)
    #dbg_value(double %6, !155, !DIExpression(), !156)
  %7 = bitcast double %6 to i64, !dbg !158
  %8 = lshr i64 %7, 63, !dbg !158
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !158
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str, double noundef %6, i32 noundef %9, i64 noundef %7), !dbg !159
  %11 = load volatile double, ptr %1, align 8, !dbg !160, !tbaa !135
  %12 = tail call fastcc double @sub_from_zero(double noundef %11), !dbg !161
    #dbg_value(ptr @.str.1, !148, !DIExpression(), !162)
    #dbg_value(double %12, !155, !DIExpression(), !162)
  %13 = bitcast double %12 to i64, !dbg !164
  %14 = lshr i64 %13, 63, !dbg !164
  %15 = trunc nuw nsw i64 %14 to i32, !dbg !164
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.1, double noundef %12, i32 noundef %15, i64 noundef %13), !dbg !165
  %17 = load volatile double, ptr %2, align 8, !dbg !166, !tbaa !135
  %18 = tail call fastcc double @neg(double noundef %17), !dbg !167
    #dbg_value(ptr @.str.2, !148, !DIExpression(), !168)
    #dbg_value(double %18, !155, !DIExpression(), !168)
  %19 = bitcast double %18 to i64, !dbg !170
  %20 = lshr i64 %19, 63, !dbg !170
  %21 = trunc nuw nsw i64 %20 to i32, !dbg !170
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.2, double noundef %18, i32 noundef %21, i64 noundef %19), !dbg !171
  %23 = load volatile double, ptr %2, align 8, !dbg !172, !tbaa !135
  %24 = tail call fastcc double @sub_from_zero(double noundef %23), !dbg !173
    #dbg_value(ptr @.str.3, !148, !DIExpression(), !174)
    #dbg_value(double %24, !155, !DIExpression(), !174)
  %25 = bitcast double %24 to i64, !dbg !176
  %26 = lshr i64 %25, 63, !dbg !176
  %27 = trunc nuw nsw i64 %26 to i32, !dbg !176
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, double noundef %24, i32 noundef %27, i64 noundef %25), !dbg !177
  %29 = load volatile double, ptr %2, align 8, !dbg !178, !tbaa !135
  %30 = load volatile double, ptr %2, align 8, !dbg !179, !tbaa !135
  %31 = tail call fastcc double @add(double noundef %29, double noundef %30), !dbg !180
    #dbg_value(ptr @.str.4, !148, !DIExpression(), !181)
    #dbg_value(double %31, !155, !DIExpression(), !181)
  %32 = bitcast double %31 to i64, !dbg !183
  %33 = lshr i64 %32, 63, !dbg !183
  %34 = trunc nuw nsw i64 %33 to i32, !dbg !183
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.4, double noundef %31, i32 noundef %34, i64 noundef %32), !dbg !184
  %36 = load volatile double, ptr %2, align 8, !dbg !185, !tbaa !135
  %37 = load volatile double, ptr %1, align 8, !dbg !186, !tbaa !135
  %38 = tail call fastcc double @add(double noundef %36, double noundef %37), !dbg !187
    #dbg_value(ptr @.str.5, !148, !DIExpression(), !188)
    #dbg_value(double %38, !155, !DIExpression(), !188)
  %39 = bitcast double %38 to i64, !dbg !190
  %40 = lshr i64 %39, 63, !dbg !190
  %41 = trunc nuw nsw i64 %40 to i32, !dbg !190
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, double noundef %38, i32 noundef %41, i64 noundef %39), !dbg !191
  %43 = load volatile double, ptr %1, align 8, !dbg !192, !tbaa !135
  %44 = load volatile double, ptr %1, align 8, !dbg !193, !tbaa !135
  %45 = tail call fastcc double @sub(double noundef %43, double noundef %44), !dbg !194
    #dbg_value(ptr @.str.6, !148, !DIExpression(), !195)
    #dbg_value(double %45, !155, !DIExpression(), !195)
  %46 = bitcast double %45 to i64, !dbg !197
  %47 = lshr i64 %46, 63, !dbg !197
  %48 = trunc nuw nsw i64 %47 to i32, !dbg !197
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, double noundef %45, i32 noundef %48, i64 noundef %46), !dbg !198
  %50 = load volatile double, ptr %2, align 8, !dbg !199, !tbaa !135
  %51 = load volatile double, ptr %1, align 8, !dbg !200, !tbaa !135
  %52 = tail call fastcc double @sub(double noundef %50, double noundef %51), !dbg !201
    #dbg_value(ptr @.str.7, !148, !DIExpression(), !202)
    #dbg_value(double %52, !155, !DIExpression(), !202)
  %53 = bitcast double %52 to i64, !dbg !204
  %54 = lshr i64 %53, 63, !dbg !204
  %55 = trunc nuw nsw i64 %54 to i32, !dbg !204
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, double noundef %52, i32 noundef %55, i64 noundef %53), !dbg !205
  %57 = load volatile double, ptr %3, align 8, !dbg !206, !tbaa !135
  %58 = load volatile double, ptr %3, align 8, !dbg !207, !tbaa !135
  %59 = tail call fastcc double @sub(double noundef %57, double noundef %58), !dbg !208
    #dbg_value(ptr @.str.8, !148, !DIExpression(), !209)
    #dbg_value(double %59, !155, !DIExpression(), !209)
  %60 = bitcast double %59 to i64, !dbg !211
  %61 = lshr i64 %60, 63, !dbg !211
  %62 = trunc nuw nsw i64 %61 to i32, !dbg !211
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.8, double noundef %59, i32 noundef %62, i64 noundef %60), !dbg !212
  %64 = load volatile double, ptr %3, align 8, !dbg !213, !tbaa !135
  %65 = fneg double %64, !dbg !214
  %66 = load volatile double, ptr %1, align 8, !dbg !215, !tbaa !135
  %67 = tail call fastcc double @mul(double noundef %65, double noundef %66), !dbg !216
    #dbg_value(ptr @.str.9, !148, !DIExpression(), !217)
    #dbg_value(double %67, !155, !DIExpression(), !217)
  %68 = bitcast double %67 to i64, !dbg !219
  %69 = lshr i64 %68, 63, !dbg !219
  %70 = trunc nuw nsw i64 %69 to i32, !dbg !219
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.9, double noundef %67, i32 noundef %70, i64 noundef %68), !dbg !220
  %72 = load volatile double, ptr %2, align 8, !dbg !221, !tbaa !135
  %73 = tail call fastcc double @mul(double noundef %72, double noundef -5.000000e+00), !dbg !222
    #dbg_value(ptr @.str.10, !148, !DIExpression(), !223)
    #dbg_value(double %73, !155, !DIExpression(), !223)
  %74 = bitcast double %73 to i64, !dbg !225
  %75 = lshr i64 %74, 63, !dbg !225
  %76 = trunc nuw nsw i64 %75 to i32, !dbg !225
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, double noundef %73, i32 noundef %76, i64 noundef %74), !dbg !226
  %78 = load volatile double, ptr %4, align 8, !dbg !227, !tbaa !135
  %79 = fneg double %78, !dbg !228
  %80 = tail call fastcc double @mul(double noundef %79, double noundef 5.000000e-01), !dbg !229
    #dbg_value(ptr @.str.11, !148, !DIExpression(), !230)
    #dbg_value(double %80, !155, !DIExpression(), !230)
  %81 = bitcast double %80 to i64, !dbg !232
  %82 = lshr i64 %81, 63, !dbg !232
  %83 = trunc nuw nsw i64 %82 to i32, !dbg !232
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, double noundef %80, i32 noundef %83, i64 noundef %81), !dbg !233
  %85 = load volatile double, ptr %2, align 8, !dbg !234, !tbaa !135
  %86 = tail call fastcc double @dv(double noundef %85, double noundef 3.000000e+00), !dbg !235
    #dbg_value(ptr @.str.12, !148, !DIExpression(), !236)
    #dbg_value(double %86, !155, !DIExpression(), !236)
  %87 = bitcast double %86 to i64, !dbg !238
  %88 = lshr i64 %87, 63, !dbg !238
  %89 = trunc nuw nsw i64 %88 to i32, !dbg !238
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.12, double noundef %86, i32 noundef %89, i64 noundef %87), !dbg !239
  %91 = load volatile double, ptr %3, align 8, !dbg !240, !tbaa !135
  %92 = load volatile double, ptr %2, align 8, !dbg !241, !tbaa !135
  %93 = tail call fastcc double @dv(double noundef %91, double noundef %92), !dbg !242
    #dbg_value(ptr @.str.13, !148, !DIExpression(), !243)
    #dbg_value(double %93, !155, !DIExpression(), !243)
  %94 = bitcast double %93 to i64, !dbg !245
  %95 = lshr i64 %94, 63, !dbg !245
  %96 = trunc nuw nsw i64 %95 to i32, !dbg !245
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.13, double noundef %93, i32 noundef %96, i64 noundef %94), !dbg !246
  %98 = load volatile double, ptr %3, align 8, !dbg !247, !tbaa !135
  %99 = fneg double %98, !dbg !248
  %100 = tail call fastcc double @dv(double noundef %99, double noundef 0xFFF0000000000000), !dbg !249
    #dbg_value(ptr @.str.14, !148, !DIExpression(), !250)
    #dbg_value(double %100, !155, !DIExpression(), !250)
  %101 = bitcast double %100 to i64, !dbg !252
  %102 = lshr i64 %101, 63, !dbg !252
  %103 = trunc nuw nsw i64 %102 to i32, !dbg !252
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, double noundef %100, i32 noundef %103, i64 noundef %101), !dbg !253
  %105 = load volatile double, ptr %1, align 8, !dbg !254, !tbaa !135
  %106 = load volatile double, ptr %3, align 8, !dbg !255, !tbaa !135
  %107 = fneg double %106, !dbg !256
  %108 = tail call double @llvm.copysign.f64(double %105, double %107), !dbg !257
    #dbg_value(ptr @.str.15, !148, !DIExpression(), !258)
    #dbg_value(double %108, !155, !DIExpression(), !258)
  %109 = bitcast double %108 to i64, !dbg !260
  %110 = lshr i64 %109, 63, !dbg !260
  %111 = trunc nuw nsw i64 %110 to i32, !dbg !260
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, double noundef %108, i32 noundef %111, i64 noundef %109), !dbg !261
  %113 = load volatile double, ptr %2, align 8, !dbg !262, !tbaa !135
  %114 = load volatile double, ptr %3, align 8, !dbg !263, !tbaa !135
  %115 = tail call double @llvm.copysign.f64(double %113, double %114), !dbg !264
    #dbg_value(ptr @.str.16, !148, !DIExpression(), !265)
    #dbg_value(double %115, !155, !DIExpression(), !265)
  %116 = bitcast double %115 to i64, !dbg !267
  %117 = lshr i64 %116, 63, !dbg !267
  %118 = trunc nuw nsw i64 %117 to i32, !dbg !267
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, double noundef %115, i32 noundef %118, i64 noundef %116), !dbg !268
  %120 = load volatile double, ptr %2, align 8, !dbg !269, !tbaa !135
  %121 = tail call double @llvm.fabs.f64(double %120), !dbg !270
    #dbg_value(ptr @.str.17, !148, !DIExpression(), !271)
    #dbg_value(double %121, !155, !DIExpression(), !271)
  %122 = bitcast double %121 to i64, !dbg !273
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, double noundef %121, i32 noundef 0, i64 noundef %122), !dbg !274
  %124 = load volatile double, ptr %2, align 8, !dbg !275, !tbaa !135
  %125 = tail call double @sqrt(double noundef %124) #6, !dbg !276
    #dbg_value(ptr @.str.18, !148, !DIExpression(), !277)
    #dbg_value(double %125, !155, !DIExpression(), !277)
  %126 = bitcast double %125 to i64, !dbg !279
  %127 = lshr i64 %126, 63, !dbg !279
  %128 = trunc nuw nsw i64 %127 to i32, !dbg !279
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, double noundef %125, i32 noundef %128, i64 noundef %126), !dbg !280
  %130 = load volatile double, ptr %3, align 8, !dbg !281, !tbaa !135
  %131 = fmul double %130, -5.000000e-01, !dbg !282
  %132 = tail call double @llvm.floor.f64(double %131), !dbg !283
    #dbg_value(ptr @.str.19, !148, !DIExpression(), !284)
    #dbg_value(double %132, !155, !DIExpression(), !284)
  %133 = bitcast double %132 to i64, !dbg !286
  %134 = lshr i64 %133, 63, !dbg !286
  %135 = trunc nuw nsw i64 %134 to i32, !dbg !286
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.19, double noundef %132, i32 noundef %135, i64 noundef %133), !dbg !287
  %137 = load volatile double, ptr %3, align 8, !dbg !288, !tbaa !135
  %138 = fmul double %137, -5.000000e-01, !dbg !289
  %139 = tail call double @llvm.ceil.f64(double %138), !dbg !290
    #dbg_value(ptr @.str.20, !148, !DIExpression(), !291)
    #dbg_value(double %139, !155, !DIExpression(), !291)
  %140 = bitcast double %139 to i64, !dbg !293
  %141 = lshr i64 %140, 63, !dbg !293
  %142 = trunc nuw nsw i64 %141 to i32, !dbg !293
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, double noundef %139, i32 noundef %142, i64 noundef %140), !dbg !294
  %144 = load volatile double, ptr %3, align 8, !dbg !295, !tbaa !135
  %145 = fmul double %144, -4.000000e-01, !dbg !296
  %146 = tail call double @llvm.round.f64(double %145), !dbg !297
    #dbg_value(ptr @.str.21, !148, !DIExpression(), !298)
    #dbg_value(double %146, !155, !DIExpression(), !298)
  %147 = bitcast double %146 to i64, !dbg !300
  %148 = lshr i64 %147, 63, !dbg !300
  %149 = trunc nuw nsw i64 %148 to i32, !dbg !300
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, double noundef %146, i32 noundef %149, i64 noundef %147), !dbg !301
  %151 = load volatile double, ptr %3, align 8, !dbg !302, !tbaa !135
  %152 = fmul double %151, -9.000000e-01, !dbg !303
  %153 = tail call double @llvm.trunc.f64(double %152), !dbg !304
    #dbg_value(ptr @.str.22, !148, !DIExpression(), !305)
    #dbg_value(double %153, !155, !DIExpression(), !305)
  %154 = bitcast double %153 to i64, !dbg !307
  %155 = lshr i64 %154, 63, !dbg !307
  %156 = trunc nuw nsw i64 %155 to i32, !dbg !307
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, double noundef %153, i32 noundef %156, i64 noundef %154), !dbg !308
  %158 = load volatile double, ptr %3, align 8, !dbg !309, !tbaa !135
  %159 = fmul double %158, -4.000000e+00, !dbg !310
  %160 = tail call double @fmod(double noundef %159, double noundef 2.000000e+00) #6, !dbg !311
    #dbg_value(ptr @.str.23, !148, !DIExpression(), !312)
    #dbg_value(double %160, !155, !DIExpression(), !312)
  %161 = bitcast double %160 to i64, !dbg !314
  %162 = lshr i64 %161, 63, !dbg !314
  %163 = trunc nuw nsw i64 %162 to i32, !dbg !314
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.23, double noundef %160, i32 noundef %163, i64 noundef %161), !dbg !315
  %165 = load volatile double, ptr %2, align 8, !dbg !316, !tbaa !135
  %166 = load volatile double, ptr %1, align 8, !dbg !317, !tbaa !135
  %167 = fcmp oeq double %165, %166, !dbg !318
  %168 = zext i1 %167 to i32, !dbg !318
  %169 = load volatile double, ptr %2, align 8, !dbg !319, !tbaa !135
  %170 = load volatile double, ptr %1, align 8, !dbg !320, !tbaa !135
  %171 = fcmp olt double %169, %170, !dbg !321
  %172 = zext i1 %171 to i32, !dbg !321
  %173 = load volatile double, ptr %2, align 8, !dbg !322, !tbaa !135
  %174 = load volatile double, ptr %1, align 8, !dbg !323, !tbaa !135
  %175 = fcmp ole double %173, %174, !dbg !324
  %176 = zext i1 %175 to i32, !dbg !324
  %177 = load volatile double, ptr %3, align 8, !dbg !325, !tbaa !135
  %178 = load volatile double, ptr %2, align 8, !dbg !326, !tbaa !135
  %179 = fdiv double %177, %178, !dbg !327
  %180 = fcmp olt double %179, 0.000000e+00, !dbg !328
  %181 = zext i1 %180 to i32, !dbg !328
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %168, i32 noundef %172, i32 noundef %176, i32 noundef %181), !dbg !329
  %183 = load volatile double, ptr %2, align 8, !dbg !330, !tbaa !135
  %184 = fptosi double %183 to i32, !dbg !331
  %185 = load volatile double, ptr %2, align 8, !dbg !332, !tbaa !135
  %186 = fptosi double %185 to i64, !dbg !333
  %187 = load volatile double, ptr %2, align 8, !dbg !334, !tbaa !135
  %188 = fptoui double %187 to i32, !dbg !335
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %184, i64 noundef %186, i32 noundef %188), !dbg !336
  %190 = load volatile double, ptr %2, align 8, !dbg !337, !tbaa !135
  %191 = fptrunc double %190 to float, !dbg !338
    #dbg_value(float %191, !125, !DIExpression(), !129)
  %192 = load volatile double, ptr %2, align 8, !dbg !339, !tbaa !135
  %193 = fpext double %192 to x86_fp80, !dbg !339
    #dbg_value(x86_fp80 %193, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !129)
  %194 = bitcast double %190 to i64, !dbg !340
  %195 = lshr i64 %194, 63, !dbg !340
  %196 = trunc nuw nsw i64 %195 to i32, !dbg !340
  %197 = tail call fastcc float @negf(float noundef %191), !dbg !341
  %198 = bitcast float %197 to i32, !dbg !341
  %199 = lshr i32 %198, 31, !dbg !341
  %200 = bitcast double %192 to i64, !dbg !342
  %201 = lshr i64 %200, 63, !dbg !342
  %202 = trunc nuw nsw i64 %201 to i32, !dbg !342
  %203 = tail call fastcc x86_fp80 @negl(x86_fp80 noundef %193), !dbg !343
  %204 = bitcast x86_fp80 %203 to i80, !dbg !343
  %205 = lshr i80 %204, 79, !dbg !343
  %206 = trunc nuw nsw i80 %205 to i32, !dbg !343
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %196, i32 noundef %199, i32 noundef %202, i32 noundef %206), !dbg !344
  %208 = load volatile double, ptr %2, align 8, !dbg !345, !tbaa !135
  %209 = load volatile double, ptr %2, align 8, !dbg !346, !tbaa !135
  %210 = load volatile double, ptr %2, align 8, !dbg !347, !tbaa !135
  %211 = load volatile double, ptr %2, align 8, !dbg !348, !tbaa !135
  %212 = load volatile double, ptr %3, align 8, !dbg !349, !tbaa !135
  %213 = fmul double %212, -4.000000e-01, !dbg !350
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, double noundef %208, double noundef %209, double noundef %210, double noundef %211, double noundef %213), !dbg !351
  %215 = load volatile double, ptr %1, align 8, !dbg !352, !tbaa !135
  %216 = tail call fastcc double @neg(double noundef %215), !dbg !352
  %217 = bitcast double %216 to i64, !dbg !352
  %218 = icmp slt i64 %217, 0, !dbg !352
  %219 = select i1 %218, i32 42, i32 0, !dbg !352
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !353
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !353
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !353
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !353
  ret i32 %219, !dbg !354
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @neg(double noundef %0) unnamed_addr #2 !dbg !355 {
    #dbg_value(double %0, !359, !DIExpression(), !360)
  %2 = fneg double %0, !dbg !361
  ret double %2, !dbg !362
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sub_from_zero(double noundef %0) unnamed_addr #2 !dbg !363 {
    #dbg_value(double %0, !365, !DIExpression(), !366)
  %2 = fsub double 0.000000e+00, %0, !dbg !367
  ret double %2, !dbg !368
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !369 {
    #dbg_value(double %0, !373, !DIExpression(), !375)
    #dbg_value(double %1, !374, !DIExpression(), !375)
  %3 = fadd double %0, %1, !dbg !376
  ret double %3, !dbg !377
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sub(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !378 {
    #dbg_value(double %0, !380, !DIExpression(), !382)
    #dbg_value(double %1, !381, !DIExpression(), !382)
  %3 = fsub double %0, %1, !dbg !383
  ret double %3, !dbg !384
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !385 {
    #dbg_value(double %0, !387, !DIExpression(), !389)
    #dbg_value(double %1, !388, !DIExpression(), !389)
  %3 = fmul double %0, %1, !dbg !390
  ret double %3, !dbg !391
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dv(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !392 {
    #dbg_value(double %0, !394, !DIExpression(), !396)
    #dbg_value(double %1, !395, !DIExpression(), !396)
  %3 = fdiv double %0, %1, !dbg !397
  ret double %3, !dbg !398
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !399 double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !401 double @fmod(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !402 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @negf(float noundef %0) unnamed_addr #2 !dbg !407 {
    #dbg_value(float %0, !411, !DIExpression(), !412)
  %2 = fneg float %0, !dbg !413
  ret float %2, !dbg !414
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @negl(x86_fp80 noundef %0) unnamed_addr #2 !dbg !415 {
    #dbg_value(x86_fp80 %0, !419, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !420)
  %2 = fneg x86_fp80 %0, !dbg !421
  ret x86_fp80 %2, !dbg !422
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!99}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_negative_zero.c", directory: ".", checksumkind: CSK_MD5, checksum: "acaa4e30190845e7fc2ca59e28a20acf")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 8)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !18, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !18, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !18, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 12)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 10)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 15)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !49, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 9)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !56, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !35, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 11)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !35, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !35, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !35, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 52)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 47)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 70)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 26)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 35)
!99 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !100, globals: !106, splitDebugInlining: false, nameTableKind: None)
!100 = !{!101, !102, !103, !104, !105}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!105 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!106 = !{!0, !7, !12, !14, !16, !21, !23, !25, !27, !29, !31, !33, !38, !40, !42, !47, !52, !54, !59, !61, !63, !68, !70, !72, !74, !79, !84, !89, !94}
!107 = !{i32 7, !"Dwarf Version", i32 5}
!108 = !{i32 2, !"Debug Info Version", i32 3}
!109 = !{i32 1, !"wchar_size", i32 4}
!110 = !{i32 8, !"PIC Level", i32 2}
!111 = !{i32 7, !"PIE Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !116, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!101}
!118 = !{!119, !122, !123, !124, !125, !126}
!119 = !DILocalVariable(name: "pz", scope: !115, file: !2, line: 22, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !121)
!121 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!122 = !DILocalVariable(name: "nz", scope: !115, file: !2, line: 22, type: !120)
!123 = !DILocalVariable(name: "one", scope: !115, file: !2, line: 22, type: !120)
!124 = !DILocalVariable(name: "tiny", scope: !115, file: !2, line: 22, type: !120)
!125 = !DILocalVariable(name: "fz", scope: !115, file: !2, line: 49, type: !104)
!126 = !DILocalVariable(name: "lz", scope: !115, file: !2, line: 50, type: !127)
!127 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !115)
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 22, column: 5, scope: !115)
!134 = !DILocation(line: 22, column: 21, scope: !115)
!135 = !{!136, !136, i64 0}
!136 = !{!"double", !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 22, column: 31, scope: !115)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 22, column: 42, scope: !115)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 22, column: 53, scope: !115)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 23, column: 23, scope: !115)
!147 = !DILocation(line: 23, column: 19, scope: !115)
!148 = !DILocalVariable(name: "what", arg: 1, scope: !149, file: !2, line: 19, type: !152)
!149 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 19, type: !150, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !154)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !152, !121}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!154 = !{!148, !155}
!155 = !DILocalVariable(name: "d", arg: 2, scope: !149, file: !2, line: 19, type: !121)
!156 = !DILocation(line: 0, scope: !149, inlinedAt: !157)
!157 = distinct !DILocation(line: 23, column: 5, scope: !115)
!158 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !157)
!159 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !157)
!160 = !DILocation(line: 24, column: 34, scope: !115)
!161 = !DILocation(line: 24, column: 20, scope: !115)
!162 = !DILocation(line: 0, scope: !149, inlinedAt: !163)
!163 = distinct !DILocation(line: 24, column: 5, scope: !115)
!164 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !163)
!165 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !163)
!166 = !DILocation(line: 25, column: 23, scope: !115)
!167 = !DILocation(line: 25, column: 19, scope: !115)
!168 = !DILocation(line: 0, scope: !149, inlinedAt: !169)
!169 = distinct !DILocation(line: 25, column: 5, scope: !115)
!170 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !169)
!171 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !169)
!172 = !DILocation(line: 26, column: 34, scope: !115)
!173 = !DILocation(line: 26, column: 20, scope: !115)
!174 = !DILocation(line: 0, scope: !149, inlinedAt: !175)
!175 = distinct !DILocation(line: 26, column: 5, scope: !115)
!176 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !175)
!177 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !175)
!178 = !DILocation(line: 27, column: 25, scope: !115)
!179 = !DILocation(line: 27, column: 29, scope: !115)
!180 = !DILocation(line: 27, column: 21, scope: !115)
!181 = !DILocation(line: 0, scope: !149, inlinedAt: !182)
!182 = distinct !DILocation(line: 27, column: 5, scope: !115)
!183 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !182)
!184 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !182)
!185 = !DILocation(line: 28, column: 25, scope: !115)
!186 = !DILocation(line: 28, column: 29, scope: !115)
!187 = !DILocation(line: 28, column: 21, scope: !115)
!188 = !DILocation(line: 0, scope: !149, inlinedAt: !189)
!189 = distinct !DILocation(line: 28, column: 5, scope: !115)
!190 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !189)
!191 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !189)
!192 = !DILocation(line: 29, column: 25, scope: !115)
!193 = !DILocation(line: 29, column: 29, scope: !115)
!194 = !DILocation(line: 29, column: 21, scope: !115)
!195 = !DILocation(line: 0, scope: !149, inlinedAt: !196)
!196 = distinct !DILocation(line: 29, column: 5, scope: !115)
!197 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !196)
!198 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !196)
!199 = !DILocation(line: 30, column: 25, scope: !115)
!200 = !DILocation(line: 30, column: 29, scope: !115)
!201 = !DILocation(line: 30, column: 21, scope: !115)
!202 = !DILocation(line: 0, scope: !149, inlinedAt: !203)
!203 = distinct !DILocation(line: 30, column: 5, scope: !115)
!204 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !203)
!205 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !203)
!206 = !DILocation(line: 31, column: 23, scope: !115)
!207 = !DILocation(line: 31, column: 28, scope: !115)
!208 = !DILocation(line: 31, column: 19, scope: !115)
!209 = !DILocation(line: 0, scope: !149, inlinedAt: !210)
!210 = distinct !DILocation(line: 31, column: 5, scope: !115)
!211 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !210)
!212 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !210)
!213 = !DILocation(line: 32, column: 25, scope: !115)
!214 = !DILocation(line: 32, column: 24, scope: !115)
!215 = !DILocation(line: 32, column: 30, scope: !115)
!216 = !DILocation(line: 32, column: 20, scope: !115)
!217 = !DILocation(line: 0, scope: !149, inlinedAt: !218)
!218 = distinct !DILocation(line: 32, column: 5, scope: !115)
!219 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !218)
!220 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !218)
!221 = !DILocation(line: 33, column: 25, scope: !115)
!222 = !DILocation(line: 33, column: 21, scope: !115)
!223 = !DILocation(line: 0, scope: !149, inlinedAt: !224)
!224 = distinct !DILocation(line: 33, column: 5, scope: !115)
!225 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !224)
!226 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !224)
!227 = !DILocation(line: 34, column: 30, scope: !115)
!228 = !DILocation(line: 34, column: 29, scope: !115)
!229 = !DILocation(line: 34, column: 25, scope: !115)
!230 = !DILocation(line: 0, scope: !149, inlinedAt: !231)
!231 = distinct !DILocation(line: 34, column: 5, scope: !115)
!232 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !231)
!233 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !231)
!234 = !DILocation(line: 35, column: 23, scope: !115)
!235 = !DILocation(line: 35, column: 20, scope: !115)
!236 = !DILocation(line: 0, scope: !149, inlinedAt: !237)
!237 = distinct !DILocation(line: 35, column: 5, scope: !115)
!238 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !237)
!239 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !237)
!240 = !DILocation(line: 36, column: 23, scope: !115)
!241 = !DILocation(line: 36, column: 28, scope: !115)
!242 = !DILocation(line: 36, column: 20, scope: !115)
!243 = !DILocation(line: 0, scope: !149, inlinedAt: !244)
!244 = distinct !DILocation(line: 36, column: 5, scope: !115)
!245 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !244)
!246 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !244)
!247 = !DILocation(line: 37, column: 27, scope: !115)
!248 = !DILocation(line: 37, column: 26, scope: !115)
!249 = !DILocation(line: 37, column: 23, scope: !115)
!250 = !DILocation(line: 0, scope: !149, inlinedAt: !251)
!251 = distinct !DILocation(line: 37, column: 5, scope: !115)
!252 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !251)
!253 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !251)
!254 = !DILocation(line: 38, column: 37, scope: !115)
!255 = !DILocation(line: 38, column: 42, scope: !115)
!256 = !DILocation(line: 38, column: 41, scope: !115)
!257 = !DILocation(line: 38, column: 28, scope: !115)
!258 = !DILocation(line: 0, scope: !149, inlinedAt: !259)
!259 = distinct !DILocation(line: 38, column: 5, scope: !115)
!260 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !259)
!261 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !259)
!262 = !DILocation(line: 39, column: 37, scope: !115)
!263 = !DILocation(line: 39, column: 41, scope: !115)
!264 = !DILocation(line: 39, column: 28, scope: !115)
!265 = !DILocation(line: 0, scope: !149, inlinedAt: !266)
!266 = distinct !DILocation(line: 39, column: 5, scope: !115)
!267 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !266)
!268 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !266)
!269 = !DILocation(line: 40, column: 27, scope: !115)
!270 = !DILocation(line: 40, column: 22, scope: !115)
!271 = !DILocation(line: 0, scope: !149, inlinedAt: !272)
!272 = distinct !DILocation(line: 40, column: 5, scope: !115)
!273 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !272)
!274 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !272)
!275 = !DILocation(line: 41, column: 27, scope: !115)
!276 = !DILocation(line: 41, column: 22, scope: !115)
!277 = !DILocation(line: 0, scope: !149, inlinedAt: !278)
!278 = distinct !DILocation(line: 41, column: 5, scope: !115)
!279 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !278)
!280 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !278)
!281 = !DILocation(line: 42, column: 38, scope: !115)
!282 = !DILocation(line: 42, column: 36, scope: !115)
!283 = !DILocation(line: 42, column: 25, scope: !115)
!284 = !DILocation(line: 0, scope: !149, inlinedAt: !285)
!285 = distinct !DILocation(line: 42, column: 5, scope: !115)
!286 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !285)
!287 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !285)
!288 = !DILocation(line: 43, column: 36, scope: !115)
!289 = !DILocation(line: 43, column: 34, scope: !115)
!290 = !DILocation(line: 43, column: 24, scope: !115)
!291 = !DILocation(line: 0, scope: !149, inlinedAt: !292)
!292 = distinct !DILocation(line: 43, column: 5, scope: !115)
!293 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !292)
!294 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !292)
!295 = !DILocation(line: 44, column: 38, scope: !115)
!296 = !DILocation(line: 44, column: 36, scope: !115)
!297 = !DILocation(line: 44, column: 25, scope: !115)
!298 = !DILocation(line: 0, scope: !149, inlinedAt: !299)
!299 = distinct !DILocation(line: 44, column: 5, scope: !115)
!300 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !299)
!301 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !299)
!302 = !DILocation(line: 45, column: 38, scope: !115)
!303 = !DILocation(line: 45, column: 36, scope: !115)
!304 = !DILocation(line: 45, column: 25, scope: !115)
!305 = !DILocation(line: 0, scope: !149, inlinedAt: !306)
!306 = distinct !DILocation(line: 45, column: 5, scope: !115)
!307 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !306)
!308 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !306)
!309 = !DILocation(line: 46, column: 37, scope: !115)
!310 = !DILocation(line: 46, column: 35, scope: !115)
!311 = !DILocation(line: 46, column: 25, scope: !115)
!312 = !DILocation(line: 0, scope: !149, inlinedAt: !313)
!313 = distinct !DILocation(line: 46, column: 5, scope: !115)
!314 = !DILocation(line: 19, column: 103, scope: !149, inlinedAt: !313)
!315 = !DILocation(line: 19, column: 48, scope: !149, inlinedAt: !313)
!316 = !DILocation(line: 47, column: 68, scope: !115)
!317 = !DILocation(line: 47, column: 74, scope: !115)
!318 = !DILocation(line: 47, column: 71, scope: !115)
!319 = !DILocation(line: 47, column: 78, scope: !115)
!320 = !DILocation(line: 47, column: 83, scope: !115)
!321 = !DILocation(line: 47, column: 81, scope: !115)
!322 = !DILocation(line: 47, column: 87, scope: !115)
!323 = !DILocation(line: 47, column: 93, scope: !115)
!324 = !DILocation(line: 47, column: 90, scope: !115)
!325 = !DILocation(line: 47, column: 97, scope: !115)
!326 = !DILocation(line: 47, column: 103, scope: !115)
!327 = !DILocation(line: 47, column: 101, scope: !115)
!328 = !DILocation(line: 47, column: 106, scope: !115)
!329 = !DILocation(line: 47, column: 5, scope: !115)
!330 = !DILocation(line: 48, column: 68, scope: !115)
!331 = !DILocation(line: 48, column: 63, scope: !115)
!332 = !DILocation(line: 48, column: 78, scope: !115)
!333 = !DILocation(line: 48, column: 72, scope: !115)
!334 = !DILocation(line: 48, column: 92, scope: !115)
!335 = !DILocation(line: 48, column: 82, scope: !115)
!336 = !DILocation(line: 48, column: 5, scope: !115)
!337 = !DILocation(line: 49, column: 23, scope: !115)
!338 = !DILocation(line: 49, column: 16, scope: !115)
!339 = !DILocation(line: 50, column: 22, scope: !115)
!340 = !DILocation(line: 51, column: 86, scope: !115)
!341 = !DILocation(line: 51, column: 104, scope: !115)
!342 = !DILocation(line: 51, column: 128, scope: !115)
!343 = !DILocation(line: 51, column: 146, scope: !115)
!344 = !DILocation(line: 51, column: 5, scope: !115)
!345 = !DILocation(line: 52, column: 42, scope: !115)
!346 = !DILocation(line: 52, column: 46, scope: !115)
!347 = !DILocation(line: 52, column: 50, scope: !115)
!348 = !DILocation(line: 52, column: 54, scope: !115)
!349 = !DILocation(line: 52, column: 65, scope: !115)
!350 = !DILocation(line: 52, column: 63, scope: !115)
!351 = !DILocation(line: 52, column: 5, scope: !115)
!352 = !DILocation(line: 53, column: 12, scope: !115)
!353 = !DILocation(line: 54, column: 1, scope: !115)
!354 = !DILocation(line: 53, column: 5, scope: !115)
!355 = distinct !DISubprogram(name: "neg", scope: !2, file: !2, line: 10, type: !356, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !358)
!356 = !DISubroutineType(types: !357)
!357 = !{!121, !121}
!358 = !{!359}
!359 = !DILocalVariable(name: "x", arg: 1, scope: !355, file: !2, line: 10, type: !121)
!360 = !DILocation(line: 0, scope: !355)
!361 = !DILocation(line: 10, column: 64, scope: !355)
!362 = !DILocation(line: 10, column: 57, scope: !355)
!363 = distinct !DISubprogram(name: "sub_from_zero", scope: !2, file: !2, line: 11, type: !356, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !364)
!364 = !{!365}
!365 = !DILocalVariable(name: "x", arg: 1, scope: !363, file: !2, line: 11, type: !121)
!366 = !DILocation(line: 0, scope: !363)
!367 = !DILocation(line: 11, column: 78, scope: !363)
!368 = !DILocation(line: 11, column: 67, scope: !363)
!369 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 12, type: !370, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !372)
!370 = !DISubroutineType(types: !371)
!371 = !{!121, !121, !121}
!372 = !{!373, !374}
!373 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !2, line: 12, type: !121)
!374 = !DILocalVariable(name: "b", arg: 2, scope: !369, file: !2, line: 12, type: !121)
!375 = !DILocation(line: 0, scope: !369)
!376 = !DILocation(line: 12, column: 76, scope: !369)
!377 = !DILocation(line: 12, column: 67, scope: !369)
!378 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 13, type: !370, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !379)
!379 = !{!380, !381}
!380 = !DILocalVariable(name: "a", arg: 1, scope: !378, file: !2, line: 13, type: !121)
!381 = !DILocalVariable(name: "b", arg: 2, scope: !378, file: !2, line: 13, type: !121)
!382 = !DILocation(line: 0, scope: !378)
!383 = !DILocation(line: 13, column: 76, scope: !378)
!384 = !DILocation(line: 13, column: 67, scope: !378)
!385 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 14, type: !370, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !386)
!386 = !{!387, !388}
!387 = !DILocalVariable(name: "a", arg: 1, scope: !385, file: !2, line: 14, type: !121)
!388 = !DILocalVariable(name: "b", arg: 2, scope: !385, file: !2, line: 14, type: !121)
!389 = !DILocation(line: 0, scope: !385)
!390 = !DILocation(line: 14, column: 76, scope: !385)
!391 = !DILocation(line: 14, column: 67, scope: !385)
!392 = distinct !DISubprogram(name: "dv", scope: !2, file: !2, line: 15, type: !370, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !393)
!393 = !{!394, !395}
!394 = !DILocalVariable(name: "a", arg: 1, scope: !392, file: !2, line: 15, type: !121)
!395 = !DILocalVariable(name: "b", arg: 2, scope: !392, file: !2, line: 15, type: !121)
!396 = !DILocation(line: 0, scope: !392)
!397 = !DILocation(line: 15, column: 75, scope: !392)
!398 = !DILocation(line: 15, column: 66, scope: !392)
!399 = !DISubprogram(name: "sqrt", scope: !400, file: !400, line: 143, type: !356, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!400 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!401 = !DISubprogram(name: "fmod", scope: !400, file: !400, line: 168, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DISubprogram(name: "printf", scope: !403, file: !403, line: 356, type: !404, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!403 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!404 = !DISubroutineType(types: !405)
!405 = !{!101, !406, null}
!406 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!407 = distinct !DISubprogram(name: "negf", scope: !2, file: !2, line: 16, type: !408, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !410)
!408 = !DISubroutineType(types: !409)
!409 = !{!104, !104}
!410 = !{!411}
!411 = !DILocalVariable(name: "x", arg: 1, scope: !407, file: !2, line: 16, type: !104)
!412 = !DILocation(line: 0, scope: !407)
!413 = !DILocation(line: 16, column: 63, scope: !407)
!414 = !DILocation(line: 16, column: 56, scope: !407)
!415 = distinct !DISubprogram(name: "negl", scope: !2, file: !2, line: 17, type: !416, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !418)
!416 = !DISubroutineType(types: !417)
!417 = !{!127, !127}
!418 = !{!419}
!419 = !DILocalVariable(name: "x", arg: 1, scope: !415, file: !2, line: 17, type: !127)
!420 = !DILocation(line: 0, scope: !415)
!421 = !DILocation(line: 17, column: 75, scope: !415)
!422 = !DILocation(line: 17, column: 68, scope: !415)
