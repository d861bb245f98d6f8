; ModuleID = 'programs/float_special_values.c'
source_filename = "programs/float_special_values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [13 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0x7FEFFFFFFFFFFFFF, double 0xFFEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 1.000000e-01, double 1.000000e+308], align 16
@.str = private unnamed_addr constant [80 x i8] c"%-12g cls=%-9s sign=%d isnan=%d isinf=%d finite=%d bits=%016llx neg=%g fabs=%g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [53 x i8] c"   %g op %g: + %g (%d) * %g (%d) / %g (%d) cmp=%02x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [48 x i8] c"-0 == 0: %d, 1/-0 = %g, 1/0 = %g, 0/0 isnan=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"copysign %g %g %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"fmin/fmax with nan: %g %g %g %g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [45 x i8] c"inf-inf nan=%d inf*0 nan=%d sqrt(-1) nan=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"overflow: %g %g underflow: %g %g\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [39 x i8] c"float: %g %08x %d %08x nan-eq-self=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !42
@.str.9 = private unnamed_addr constant [23 x i8] c"promoted nan isnan=%d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [8 x i8] c"max=%g\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [23 x i8] c"min-with-nan-logic=%g\0A\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [17 x i8] c"nextafter %a %a\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [28 x i8] c"nan payloads equal-bits=%d\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [4 x i8] c"inf\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1, !dbg !81
@.str.18 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !86

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !105 {
  %1 = alloca double, align 8, !DIAssignID !144
    #dbg_assign(i1 undef, !109, !DIExpression(), !144, ptr %1, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !146
  store volatile double 0.000000e+00, ptr %1, align 8, !dbg !147, !tbaa !148, !DIAssignID !152
    #dbg_assign(double 0.000000e+00, !109, !DIExpression(), !152, ptr %1, !DIExpression(), !145)
    #dbg_value(i32 13, !115, !DIExpression(), !145)
    #dbg_value(i32 0, !116, !DIExpression(), !153)
  br label %55, !dbg !154

2:                                                ; preds = %68
  %3 = load volatile double, ptr %1, align 8, !dbg !155, !tbaa !148
  %4 = fneg double %3, !dbg !156
    #dbg_value(double %4, !129, !DIExpression(), !145)
  %5 = load volatile double, ptr %1, align 8, !dbg !157, !tbaa !148
  %6 = fcmp oeq double %5, %4, !dbg !158
  %7 = zext i1 %6 to i32, !dbg !158
  %8 = fdiv double -1.000000e+00, %3, !dbg !159
  %9 = load volatile double, ptr %1, align 8, !dbg !160, !tbaa !148
  %10 = fdiv double 1.000000e+00, %9, !dbg !161
  %11 = load volatile double, ptr %1, align 8, !dbg !162, !tbaa !148
  %12 = load volatile double, ptr %1, align 8, !dbg !162, !tbaa !148
  %13 = fdiv double %11, %12, !dbg !162
  %14 = fcmp uno double %13, 0.000000e+00, !dbg !162
  %15 = zext i1 %14 to i32, !dbg !162
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, double noundef %8, double noundef %10, i32 noundef %15), !dbg !163
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -3.000000e+00, double noundef 0xFFF0000000000000, double noundef 1.000000e+00), !dbg !164
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef -0.000000e+00, double noundef 0.000000e+00), !dbg !165
  %19 = tail call fastcc double @add(double noundef 0x7FF0000000000000, double noundef 0xFFF0000000000000), !dbg !166
  %20 = fcmp uno double %19, 0.000000e+00, !dbg !166
  %21 = zext i1 %20 to i32, !dbg !166
  %22 = tail call fastcc double @mul(double noundef 0x7FF0000000000000, double noundef 0.000000e+00), !dbg !167
  %23 = fcmp uno double %22, 0.000000e+00, !dbg !167
  %24 = zext i1 %23 to i32, !dbg !167
  %25 = load volatile double, ptr %1, align 8, !dbg !168, !tbaa !148
  %26 = fsub double -1.000000e+00, %25, !dbg !168
  %27 = tail call double @sqrt(double noundef %26) #8, !dbg !168
  %28 = fcmp uno double %27, 0.000000e+00, !dbg !168
  %29 = zext i1 %28 to i32, !dbg !168
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21, i32 noundef %24, i32 noundef %29), !dbg !169
  %31 = tail call fastcc double @mul(double noundef 0x7FEFFFFFFFFFFFFF, double noundef 2.000000e+00), !dbg !170
  %32 = tail call fastcc double @mul(double noundef 0xFFEFFFFFFFFFFFFF, double noundef 1.500000e+00), !dbg !171
  %33 = tail call fastcc double @mul(double noundef 4.940660e-324, double noundef 5.000000e-01), !dbg !172
  %34 = tail call fastcc double @dvd(double noundef 0x10000000000000, double noundef 1.000000e+300), !dbg !173
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %31, double noundef %32, double noundef %33, double noundef %34), !dbg !174
  %36 = tail call fastcc float @addf(float noundef 0x47EFFFFFE0000000, float noundef 0x47EFFFFFE0000000), !dbg !175
    #dbg_value(float %36, !130, !DIExpression(), !145)
  %37 = tail call fastcc float @addf(float noundef 0x7FF0000000000000, float noundef 0xFFF0000000000000), !dbg !176
    #dbg_value(float %37, !132, !DIExpression(), !145)
  %38 = fpext float %36 to double, !dbg !177
    #dbg_value(float %36, !178, !DIExpression(), !189)
  %39 = bitcast float %36 to i32, !dbg !191
    #dbg_value(i32 %39, !188, !DIExpression(), !189)
  %40 = fcmp uno float %37, 0.000000e+00, !dbg !192
  %41 = zext i1 %40 to i32, !dbg !192
    #dbg_value(float -0.000000e+00, !178, !DIExpression(), !193)
    #dbg_value(i32 -2147483648, !188, !DIExpression(), !193)
  %42 = fcmp ord float %37, 0.000000e+00, !dbg !195
  %43 = zext i1 %42 to i32, !dbg !195
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %38, i32 noundef %39, i32 noundef %41, i32 noundef -2147483648, i32 noundef %43), !dbg !196
  %45 = tail call float @nanf(ptr noundef nonnull @.str.8) #9, !dbg !197
    #dbg_value(float %45, !133, !DIExpression(), !145)
    #dbg_value(double poison, !134, !DIExpression(), !145)
  %46 = fcmp uno float %45, 0.000000e+00, !dbg !198
  %47 = zext i1 %46 to i32, !dbg !198
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %47), !dbg !199
    #dbg_value(i32 poison, !135, !DIExpression(), !145)
    #dbg_value(double 0x7FF0000000000000, !138, !DIExpression(), !145)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x7FF0000000000000), !dbg !200
    #dbg_value(double 0xFFEFFFFFFFFFFFFF, !141, !DIExpression(), !145)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0xFFEFFFFFFFFFFFFF), !dbg !201
  %51 = tail call double @nextafter(double noundef 0.000000e+00, double noundef 1.000000e+00) #8, !dbg !202
  %52 = tail call double @nextafter(double noundef 1.000000e+00, double noundef 2.000000e+00) #8, !dbg !203
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %51, double noundef %52), !dbg !204
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1), !dbg !205
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !206
  ret i32 12, !dbg !206

55:                                               ; preds = %0, %68
  %56 = phi i64 [ 0, %0 ], [ %152, %68 ]
    #dbg_value(i64 %56, !116, !DIExpression(), !153)
  %57 = getelementptr inbounds [13 x double], ptr @__const.main.vals, i64 0, i64 %56, !dbg !207
  %58 = load double, ptr %57, align 8, !dbg !207, !tbaa !148
    #dbg_value(double %58, !118, !DIExpression(), !208)
    #dbg_value(double %58, !209, !DIExpression(), !216)
  %59 = icmp ult i64 %56, 2, !dbg !218
  br i1 %59, label %68, label %60, !dbg !218

60:                                               ; preds = %55
  %61 = icmp eq i64 %56, 6, !dbg !218
  br i1 %61, label %68, label %62, !dbg !218

62:                                               ; preds = %60
  %63 = tail call double @llvm.fabs.f64(double %58) #10, !dbg !218
  %64 = fcmp oeq double %63, 0x7FF0000000000000, !dbg !218
  br i1 %64, label %68, label %65, !dbg !218

65:                                               ; preds = %62
  %66 = fcmp uge double %63, 0x10000000000000, !dbg !218
  br i1 %66, label %67, label %68, !dbg !218

67:                                               ; preds = %65
  br label %68, !dbg !219

68:                                               ; preds = %55, %60, %62, %65, %67
  %69 = phi ptr [ @.str.18, %67 ], [ @.str.14, %60 ], [ @.str.15, %62 ], [ @.str.16, %55 ], [ @.str.17, %65 ], !dbg !221
  %70 = bitcast double %58 to i64, !dbg !222
  %71 = lshr i64 %70, 63, !dbg !222
  %72 = trunc nuw nsw i64 %71 to i32, !dbg !222
  %73 = icmp eq i64 %56, 6, !dbg !223
  %74 = zext i1 %73 to i32, !dbg !223
  %75 = tail call double @llvm.fabs.f64(double %58) #10, !dbg !224
  %76 = fcmp oeq double %75, 0x7FF0000000000000, !dbg !224
  %77 = zext i1 %76 to i32, !dbg !225
  %78 = fcmp one double %75, 0x7FF0000000000000, !dbg !226
  %79 = zext i1 %78 to i32, !dbg !226
  %80 = fneg double %58, !dbg !227
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %58, ptr noundef nonnull %69, i32 noundef %72, i32 noundef %74, i32 noundef %77, i32 noundef %79, i64 noundef %70, double noundef %80, double noundef %75), !dbg !228
    #dbg_value(i64 0, !121, !DIExpression(), !229)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !230)
  %82 = tail call fastcc double @add(double noundef %58, double noundef 0.000000e+00), !dbg !231
    #dbg_value(double %82, !126, !DIExpression(), !230)
  %83 = tail call fastcc double @mul(double noundef %58, double noundef 0.000000e+00), !dbg !232
    #dbg_value(double %83, !127, !DIExpression(), !230)
  %84 = tail call fastcc double @dvd(double noundef %58, double noundef 0.000000e+00), !dbg !233
    #dbg_value(double %84, !128, !DIExpression(), !230)
  %85 = bitcast double %82 to i64, !dbg !234
  %86 = lshr i64 %85, 63, !dbg !234
  %87 = trunc nuw nsw i64 %86 to i32, !dbg !234
  %88 = bitcast double %83 to i64, !dbg !235
  %89 = lshr i64 %88, 63, !dbg !235
  %90 = trunc nuw nsw i64 %89 to i32, !dbg !235
  %91 = bitcast double %84 to i64, !dbg !236
  %92 = lshr i64 %91, 63, !dbg !236
  %93 = trunc nuw nsw i64 %92 to i32, !dbg !236
  %94 = tail call fastcc i32 @cmps(double noundef %58, double noundef 0.000000e+00), !dbg !237
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 0.000000e+00, double noundef %82, i32 noundef %87, double noundef %83, i32 noundef %90, double noundef %84, i32 noundef %93, i32 noundef %94), !dbg !238
    #dbg_value(i64 3, !121, !DIExpression(), !229)
    #dbg_value(double -1.000000e+00, !123, !DIExpression(), !230)
  %96 = tail call fastcc double @add(double noundef %58, double noundef -1.000000e+00), !dbg !231
    #dbg_value(double %96, !126, !DIExpression(), !230)
  %97 = tail call fastcc double @mul(double noundef %58, double noundef -1.000000e+00), !dbg !232
    #dbg_value(double %97, !127, !DIExpression(), !230)
  %98 = tail call fastcc double @dvd(double noundef %58, double noundef -1.000000e+00), !dbg !233
    #dbg_value(double %98, !128, !DIExpression(), !230)
  %99 = bitcast double %96 to i64, !dbg !234
  %100 = lshr i64 %99, 63, !dbg !234
  %101 = trunc nuw nsw i64 %100 to i32, !dbg !234
  %102 = bitcast double %97 to i64, !dbg !235
  %103 = lshr i64 %102, 63, !dbg !235
  %104 = trunc nuw nsw i64 %103 to i32, !dbg !235
  %105 = bitcast double %98 to i64, !dbg !236
  %106 = lshr i64 %105, 63, !dbg !236
  %107 = trunc nuw nsw i64 %106 to i32, !dbg !236
  %108 = tail call fastcc i32 @cmps(double noundef %58, double noundef -1.000000e+00), !dbg !237
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef -1.000000e+00, double noundef %96, i32 noundef %101, double noundef %97, i32 noundef %104, double noundef %98, i32 noundef %107, i32 noundef %108), !dbg !238
    #dbg_value(i64 6, !121, !DIExpression(), !229)
    #dbg_value(double 0x7FF8000000000000, !123, !DIExpression(), !230)
  %110 = tail call fastcc double @add(double noundef %58, double noundef 0x7FF8000000000000), !dbg !231
    #dbg_value(double %110, !126, !DIExpression(), !230)
  %111 = tail call fastcc double @mul(double noundef %58, double noundef 0x7FF8000000000000), !dbg !232
    #dbg_value(double %111, !127, !DIExpression(), !230)
  %112 = tail call fastcc double @dvd(double noundef %58, double noundef 0x7FF8000000000000), !dbg !233
    #dbg_value(double %112, !128, !DIExpression(), !230)
  %113 = bitcast double %110 to i64, !dbg !234
  %114 = lshr i64 %113, 63, !dbg !234
  %115 = trunc nuw nsw i64 %114 to i32, !dbg !234
  %116 = bitcast double %111 to i64, !dbg !235
  %117 = lshr i64 %116, 63, !dbg !235
  %118 = trunc nuw nsw i64 %117 to i32, !dbg !235
  %119 = bitcast double %112 to i64, !dbg !236
  %120 = lshr i64 %119, 63, !dbg !236
  %121 = trunc nuw nsw i64 %120 to i32, !dbg !236
  %122 = tail call fastcc i32 @cmps(double noundef %58, double noundef 0x7FF8000000000000), !dbg !237
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 0x7FF8000000000000, double noundef %110, i32 noundef %115, double noundef %111, i32 noundef %118, double noundef %112, i32 noundef %121, i32 noundef %122), !dbg !238
    #dbg_value(i64 9, !121, !DIExpression(), !229)
    #dbg_value(double 0x10000000000000, !123, !DIExpression(), !230)
  %124 = tail call fastcc double @add(double noundef %58, double noundef 0x10000000000000), !dbg !231
    #dbg_value(double %124, !126, !DIExpression(), !230)
  %125 = tail call fastcc double @mul(double noundef %58, double noundef 0x10000000000000), !dbg !232
    #dbg_value(double %125, !127, !DIExpression(), !230)
  %126 = tail call fastcc double @dvd(double noundef %58, double noundef 0x10000000000000), !dbg !233
    #dbg_value(double %126, !128, !DIExpression(), !230)
  %127 = bitcast double %124 to i64, !dbg !234
  %128 = lshr i64 %127, 63, !dbg !234
  %129 = trunc nuw nsw i64 %128 to i32, !dbg !234
  %130 = bitcast double %125 to i64, !dbg !235
  %131 = lshr i64 %130, 63, !dbg !235
  %132 = trunc nuw nsw i64 %131 to i32, !dbg !235
  %133 = bitcast double %126 to i64, !dbg !236
  %134 = lshr i64 %133, 63, !dbg !236
  %135 = trunc nuw nsw i64 %134 to i32, !dbg !236
  %136 = tail call fastcc i32 @cmps(double noundef %58, double noundef 0x10000000000000), !dbg !237
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 0x10000000000000, double noundef %124, i32 noundef %129, double noundef %125, i32 noundef %132, double noundef %126, i32 noundef %135, i32 noundef %136), !dbg !238
    #dbg_value(i64 12, !121, !DIExpression(), !229)
    #dbg_value(double 1.000000e+308, !123, !DIExpression(), !230)
  %138 = tail call fastcc double @add(double noundef %58, double noundef 1.000000e+308), !dbg !231
    #dbg_value(double %138, !126, !DIExpression(), !230)
  %139 = tail call fastcc double @mul(double noundef %58, double noundef 1.000000e+308), !dbg !232
    #dbg_value(double %139, !127, !DIExpression(), !230)
  %140 = tail call fastcc double @dvd(double noundef %58, double noundef 1.000000e+308), !dbg !233
    #dbg_value(double %140, !128, !DIExpression(), !230)
  %141 = bitcast double %138 to i64, !dbg !234
  %142 = lshr i64 %141, 63, !dbg !234
  %143 = trunc nuw nsw i64 %142 to i32, !dbg !234
  %144 = bitcast double %139 to i64, !dbg !235
  %145 = lshr i64 %144, 63, !dbg !235
  %146 = trunc nuw nsw i64 %145 to i32, !dbg !235
  %147 = bitcast double %140 to i64, !dbg !236
  %148 = lshr i64 %147, 63, !dbg !236
  %149 = trunc nuw nsw i64 %148 to i32, !dbg !236
  %150 = tail call fastcc i32 @cmps(double noundef %58, double noundef 1.000000e+308), !dbg !237
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %58, double noundef 1.000000e+308, double noundef %138, i32 noundef %143, double noundef %139, i32 noundef %146, double noundef %140, i32 noundef %149, i32 noundef %150), !dbg !238
    #dbg_value(i64 15, !121, !DIExpression(), !229)
  %152 = add nuw nsw i64 %56, 1, !dbg !239
    #dbg_value(i64 %152, !116, !DIExpression(), !153)
  %153 = icmp eq i64 %152, 13, !dbg !240
  br i1 %153, label %2, label %55, !dbg !154, !llvm.loop !241
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !244 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !249 {
    #dbg_value(double %0, !253, !DIExpression(), !255)
    #dbg_value(double %1, !254, !DIExpression(), !255)
  %3 = fadd double %0, %1, !dbg !256
  ret double %3, !dbg !257
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !258 {
    #dbg_value(double %0, !260, !DIExpression(), !262)
    #dbg_value(double %1, !261, !DIExpression(), !262)
  %3 = fmul double %0, %1, !dbg !263
  ret double %3, !dbg !264
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dvd(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !265 {
    #dbg_value(double %0, !267, !DIExpression(), !269)
    #dbg_value(double %1, !268, !DIExpression(), !269)
  %3 = fdiv double %0, %1, !dbg !270
  ret double %3, !dbg !271
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @cmps(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !272 {
    #dbg_value(double %0, !276, !DIExpression(), !278)
    #dbg_value(double %1, !277, !DIExpression(), !278)
  %3 = fcmp olt double %0, %1, !dbg !279
  %4 = zext i1 %3 to i32, !dbg !279
  %5 = fcmp ole double %0, %1, !dbg !280
  %6 = select i1 %5, i32 2, i32 0, !dbg !281
  %7 = fcmp oeq double %0, %1, !dbg !282
  %8 = select i1 %7, i32 4, i32 0, !dbg !283
  %9 = or disjoint i32 %6, %8, !dbg !284
  %10 = fcmp une double %0, %1, !dbg !285
  %11 = select i1 %10, i32 8, i32 0, !dbg !286
  %12 = or disjoint i32 %9, %11, !dbg !287
  %13 = fcmp ogt double %0, %1, !dbg !288
  %14 = select i1 %13, i32 16, i32 0, !dbg !289
  %15 = or disjoint i32 %12, %14, !dbg !290
  %16 = fcmp oge double %0, %1, !dbg !291
  %17 = select i1 %16, i32 32, i32 0, !dbg !292
  %18 = or disjoint i32 %15, %17, !dbg !293
  %19 = fcmp uno double %0, %1, !dbg !294
  %20 = select i1 %19, i32 64, i32 0, !dbg !295
  %21 = or disjoint i32 %18, %20, !dbg !296
  %22 = or i32 %21, %4, !dbg !296
  %23 = select i1 %3, i32 128, i32 0, !dbg !297
  %24 = or i32 %22, %23, !dbg !298
  ret i32 %24, !dbg !299
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !300 double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @addf(float noundef %0, float noundef %1) unnamed_addr #4 !dbg !304 {
    #dbg_value(float %0, !308, !DIExpression(), !310)
    #dbg_value(float %1, !309, !DIExpression(), !310)
  %3 = fadd float %0, %1, !dbg !311
  ret float %3, !dbg !312
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !313 float @nanf(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !316 double @nextafter(double noundef, double noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { memory(none) }

!llvm.dbg.cu = !{!91}
!llvm.module.flags = !{!97, !98, !99, !100, !101, !102, !103}
!llvm.ident = !{!104}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float_special_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "a380134cd5d1ddfc9ec2cec6199c532b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 640, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 80)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 53)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 48)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 45)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 39)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 1)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 23)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 8)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !49, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 17)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 28)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 4)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !71, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 5)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 10)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 7)
!91 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !92, globals: !96, splitDebugInlining: false, nameTableKind: None)
!92 = !{!93, !94, !95}
!93 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!94 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!96 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !64, !69, !74, !76, !81, !86}
!97 = !{i32 7, !"Dwarf Version", i32 5}
!98 = !{i32 2, !"Debug Info Version", i32 3}
!99 = !{i32 1, !"wchar_size", i32 4}
!100 = !{i32 8, !"PIC Level", i32 2}
!101 = !{i32 7, !"PIE Level", i32 2}
!102 = !{i32 7, !"uwtable", i32 2}
!103 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !106, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!93}
!108 = !{!109, !111, !115, !116, !118, !121, !123, !126, !127, !128, !129, !130, !132, !133, !134, !135, !136, !138, !139, !141, !142}
!109 = !DILocalVariable(name: "zero", scope: !105, file: !2, line: 22, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !95)
!111 = !DILocalVariable(name: "vals", scope: !105, file: !2, line: 23, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 832, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 13)
!115 = !DILocalVariable(name: "n", scope: !105, file: !2, line: 24, type: !93)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 25, type: !93)
!117 = distinct !DILexicalBlock(scope: !105, file: !2, line: 25, column: 5)
!118 = !DILocalVariable(name: "a", scope: !119, file: !2, line: 26, type: !95)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 25, column: 33)
!120 = distinct !DILexicalBlock(scope: !117, file: !2, line: 25, column: 5)
!121 = !DILocalVariable(name: "j", scope: !122, file: !2, line: 29, type: !93)
!122 = distinct !DILexicalBlock(scope: !119, file: !2, line: 29, column: 9)
!123 = !DILocalVariable(name: "b", scope: !124, file: !2, line: 30, type: !95)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 29, column: 40)
!125 = distinct !DILexicalBlock(scope: !122, file: !2, line: 29, column: 9)
!126 = !DILocalVariable(name: "s", scope: !124, file: !2, line: 31, type: !95)
!127 = !DILocalVariable(name: "p", scope: !124, file: !2, line: 31, type: !95)
!128 = !DILocalVariable(name: "q", scope: !124, file: !2, line: 31, type: !95)
!129 = !DILocalVariable(name: "nz", scope: !105, file: !2, line: 35, type: !95)
!130 = !DILocalVariable(name: "fi", scope: !105, file: !2, line: 41, type: !131)
!131 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!132 = !DILocalVariable(name: "fn", scope: !105, file: !2, line: 41, type: !131)
!133 = !DILocalVariable(name: "fnan", scope: !105, file: !2, line: 43, type: !131)
!134 = !DILocalVariable(name: "promoted", scope: !105, file: !2, line: 44, type: !95)
!135 = !DILocalVariable(name: "count", scope: !105, file: !2, line: 45, type: !93)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 45, type: !93)
!137 = distinct !DILexicalBlock(scope: !105, file: !2, line: 45, column: 20)
!138 = !DILocalVariable(name: "m", scope: !105, file: !2, line: 47, type: !95)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 47, type: !93)
!140 = distinct !DILexicalBlock(scope: !105, file: !2, line: 47, column: 27)
!141 = !DILocalVariable(name: "mi", scope: !105, file: !2, line: 48, type: !95)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 48, type: !93)
!143 = distinct !DILexicalBlock(scope: !105, file: !2, line: 48, column: 27)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !105)
!146 = !DILocation(line: 22, column: 5, scope: !105)
!147 = !DILocation(line: 22, column: 21, scope: !105)
!148 = !{!149, !149, i64 0}
!149 = !{!"double", !150, i64 0}
!150 = !{!"omnipotent char", !151, i64 0}
!151 = !{!"Simple C/C++ TBAA"}
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !117)
!154 = !DILocation(line: 25, column: 5, scope: !117)
!155 = !DILocation(line: 35, column: 18, scope: !105)
!156 = !DILocation(line: 35, column: 17, scope: !105)
!157 = !DILocation(line: 36, column: 70, scope: !105)
!158 = !DILocation(line: 36, column: 67, scope: !105)
!159 = !DILocation(line: 36, column: 80, scope: !105)
!160 = !DILocation(line: 36, column: 92, scope: !105)
!161 = !DILocation(line: 36, column: 90, scope: !105)
!162 = !DILocation(line: 36, column: 98, scope: !105)
!163 = !DILocation(line: 36, column: 5, scope: !105)
!164 = !DILocation(line: 37, column: 5, scope: !105)
!165 = !DILocation(line: 38, column: 5, scope: !105)
!166 = !DILocation(line: 39, column: 61, scope: !105)
!167 = !DILocation(line: 39, column: 94, scope: !105)
!168 = !DILocation(line: 39, column: 121, scope: !105)
!169 = !DILocation(line: 39, column: 5, scope: !105)
!170 = !DILocation(line: 40, column: 50, scope: !105)
!171 = !DILocation(line: 40, column: 69, scope: !105)
!172 = !DILocation(line: 40, column: 89, scope: !105)
!173 = !DILocation(line: 40, column: 113, scope: !105)
!174 = !DILocation(line: 40, column: 5, scope: !105)
!175 = !DILocation(line: 41, column: 16, scope: !105)
!176 = !DILocation(line: 41, column: 45, scope: !105)
!177 = !DILocation(line: 42, column: 55, scope: !105)
!178 = !DILocalVariable(name: "f", arg: 1, scope: !179, file: !2, line: 16, type: !131)
!179 = distinct !DISubprogram(name: "bitsf", scope: !2, file: !2, line: 16, type: !180, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !187)
!180 = !DISubroutineType(types: !181)
!181 = !{!182, !131}
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !183, line: 26, baseType: !184)
!183 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !185, line: 42, baseType: !186)
!185 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!186 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!187 = !{!178, !188}
!188 = !DILocalVariable(name: "u", scope: !179, file: !2, line: 16, type: !182)
!189 = !DILocation(line: 0, scope: !179, inlinedAt: !190)
!190 = distinct !DILocation(line: 42, column: 59, scope: !105)
!191 = !DILocation(line: 16, column: 46, scope: !179, inlinedAt: !190)
!192 = !DILocation(line: 42, column: 70, scope: !105)
!193 = !DILocation(line: 0, scope: !179, inlinedAt: !194)
!194 = distinct !DILocation(line: 42, column: 86, scope: !105)
!195 = !DILocation(line: 42, column: 103, scope: !105)
!196 = !DILocation(line: 42, column: 5, scope: !105)
!197 = !DILocation(line: 43, column: 18, scope: !105)
!198 = !DILocation(line: 44, column: 63, scope: !105)
!199 = !DILocation(line: 44, column: 29, scope: !105)
!200 = !DILocation(line: 47, column: 86, scope: !105)
!201 = !DILocation(line: 48, column: 91, scope: !105)
!202 = !DILocation(line: 49, column: 33, scope: !105)
!203 = !DILocation(line: 49, column: 54, scope: !105)
!204 = !DILocation(line: 49, column: 5, scope: !105)
!205 = !DILocation(line: 50, column: 5, scope: !105)
!206 = !DILocation(line: 52, column: 1, scope: !105)
!207 = !DILocation(line: 26, column: 20, scope: !119)
!208 = !DILocation(line: 0, scope: !119)
!209 = !DILocalVariable(name: "d", arg: 1, scope: !210, file: !2, line: 17, type: !95)
!210 = distinct !DISubprogram(name: "cls", scope: !2, file: !2, line: 17, type: !211, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !215)
!211 = !DISubroutineType(types: !212)
!212 = !{!213, !95}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!215 = !{!209}
!216 = !DILocation(line: 0, scope: !210, inlinedAt: !217)
!217 = distinct !DILocation(line: 27, column: 103, scope: !119)
!218 = !DILocation(line: 18, column: 13, scope: !210, inlinedAt: !217)
!219 = !DILocation(line: 18, column: 166, scope: !220, inlinedAt: !217)
!220 = distinct !DILexicalBlock(scope: !210, file: !2, line: 18, column: 28)
!221 = !DILocation(line: 18, scope: !220, inlinedAt: !217)
!222 = !DILocation(line: 27, column: 111, scope: !119)
!223 = !DILocation(line: 27, column: 128, scope: !119)
!224 = !DILocation(line: 27, column: 143, scope: !119)
!225 = !DILocation(line: 27, column: 152, scope: !119)
!226 = !DILocation(line: 27, column: 158, scope: !119)
!227 = !DILocation(line: 28, column: 45, scope: !119)
!228 = !DILocation(line: 27, column: 9, scope: !119)
!229 = !DILocation(line: 0, scope: !122)
!230 = !DILocation(line: 0, scope: !124)
!231 = !DILocation(line: 31, column: 24, scope: !124)
!232 = !DILocation(line: 31, column: 39, scope: !124)
!233 = !DILocation(line: 31, column: 54, scope: !124)
!234 = !DILocation(line: 32, column: 86, scope: !124)
!235 = !DILocation(line: 32, column: 106, scope: !124)
!236 = !DILocation(line: 32, column: 126, scope: !124)
!237 = !DILocation(line: 32, column: 143, scope: !124)
!238 = !DILocation(line: 32, column: 13, scope: !124)
!239 = !DILocation(line: 25, column: 29, scope: !120)
!240 = !DILocation(line: 25, column: 23, scope: !120)
!241 = distinct !{!241, !154, !242, !243}
!242 = !DILocation(line: 34, column: 5, scope: !117)
!243 = !{!"llvm.loop.mustprogress"}
!244 = !DISubprogram(name: "printf", scope: !245, file: !245, line: 356, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!246 = !DISubroutineType(types: !247)
!247 = !{!93, !248, null}
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !213)
!249 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 8, type: !250, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!95, !95, !95}
!252 = !{!253, !254}
!253 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !2, line: 8, type: !95)
!254 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !2, line: 8, type: !95)
!255 = !DILocation(line: 0, scope: !249)
!256 = !DILocation(line: 8, column: 76, scope: !249)
!257 = !DILocation(line: 8, column: 67, scope: !249)
!258 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 9, type: !250, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !259)
!259 = !{!260, !261}
!260 = !DILocalVariable(name: "a", arg: 1, scope: !258, file: !2, line: 9, type: !95)
!261 = !DILocalVariable(name: "b", arg: 2, scope: !258, file: !2, line: 9, type: !95)
!262 = !DILocation(line: 0, scope: !258)
!263 = !DILocation(line: 9, column: 76, scope: !258)
!264 = !DILocation(line: 9, column: 67, scope: !258)
!265 = distinct !DISubprogram(name: "dvd", scope: !2, file: !2, line: 10, type: !250, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !266)
!266 = !{!267, !268}
!267 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !2, line: 10, type: !95)
!268 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !2, line: 10, type: !95)
!269 = !DILocation(line: 0, scope: !265)
!270 = !DILocation(line: 10, column: 76, scope: !265)
!271 = !DILocation(line: 10, column: 67, scope: !265)
!272 = distinct !DISubprogram(name: "cmps", scope: !2, file: !2, line: 12, type: !273, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{!93, !95, !95}
!275 = !{!276, !277}
!276 = !DILocalVariable(name: "a", arg: 1, scope: !272, file: !2, line: 12, type: !95)
!277 = !DILocalVariable(name: "b", arg: 2, scope: !272, file: !2, line: 12, type: !95)
!278 = !DILocation(line: 0, scope: !272)
!279 = !DILocation(line: 13, column: 15, scope: !272)
!280 = !DILocation(line: 13, column: 25, scope: !272)
!281 = !DILocation(line: 13, column: 31, scope: !272)
!282 = !DILocation(line: 13, column: 41, scope: !272)
!283 = !DILocation(line: 13, column: 47, scope: !272)
!284 = !DILocation(line: 13, column: 36, scope: !272)
!285 = !DILocation(line: 13, column: 57, scope: !272)
!286 = !DILocation(line: 13, column: 63, scope: !272)
!287 = !DILocation(line: 13, column: 52, scope: !272)
!288 = !DILocation(line: 13, column: 73, scope: !272)
!289 = !DILocation(line: 13, column: 78, scope: !272)
!290 = !DILocation(line: 13, column: 68, scope: !272)
!291 = !DILocation(line: 13, column: 88, scope: !272)
!292 = !DILocation(line: 13, column: 94, scope: !272)
!293 = !DILocation(line: 13, column: 83, scope: !272)
!294 = !DILocation(line: 13, column: 101, scope: !272)
!295 = !DILocation(line: 13, column: 119, scope: !272)
!296 = !DILocation(line: 13, column: 99, scope: !272)
!297 = !DILocation(line: 13, column: 139, scope: !272)
!298 = !DILocation(line: 13, column: 124, scope: !272)
!299 = !DILocation(line: 13, column: 5, scope: !272)
!300 = !DISubprogram(name: "sqrt", scope: !301, file: !301, line: 143, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!302 = !DISubroutineType(types: !303)
!303 = !{!95, !95}
!304 = distinct !DISubprogram(name: "addf", scope: !2, file: !2, line: 11, type: !305, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !91, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!131, !131, !131}
!307 = !{!308, !309}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !2, line: 11, type: !131)
!309 = !DILocalVariable(name: "b", arg: 2, scope: !304, file: !2, line: 11, type: !131)
!310 = !DILocation(line: 0, scope: !304)
!311 = !DILocation(line: 11, column: 74, scope: !304)
!312 = !DILocation(line: 11, column: 65, scope: !304)
!313 = !DISubprogram(name: "nanf", scope: !301, file: !301, line: 203, type: !314, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!131, !213}
!316 = !DISubprogram(name: "nextafter", scope: !301, file: !301, line: 262, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
