; ModuleID = 'programs/register_pressure.c'
source_filename = "programs/register_pressure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"int=%016llx fp=%.10g loop=%lld\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !26 {
  %1 = alloca [1000 x i32], align 16, !DIAssignID !46
    #dbg_assign(i1 undef, !37, !DIExpression(), !46, ptr %1, !DIExpression(), !47)
    #dbg_value(i64 0, !30, !DIExpression(), !47)
    #dbg_value(i32 0, !31, !DIExpression(), !48)
  br label %2, !dbg !49

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %6, %2 ]
    #dbg_value(i64 %3, !31, !DIExpression(), !48)
    #dbg_value(i64 %4, !30, !DIExpression(), !47)
  %5 = tail call fastcc i64 @int_pressure(i64 noundef %3), !dbg !50
  %6 = xor i64 %5, %4, !dbg !52
    #dbg_value(i64 %6, !30, !DIExpression(), !47)
  %7 = add nuw nsw i64 %3, 1, !dbg !53
    #dbg_value(i64 %7, !31, !DIExpression(), !48)
  %8 = icmp eq i64 %7, 100, !dbg !54
  br i1 %8, label %25, label %2, !dbg !49, !llvm.loop !55

9:                                                ; preds = %25
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1) #6, !dbg !58
    #dbg_value(i32 0, !44, !DIExpression(), !59)
  br label %10, !dbg !60

10:                                               ; preds = %10, %9
  %11 = phi i64 [ 0, %9 ], [ %22, %10 ], !dbg !61
  %12 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %23, %10 ], !dbg !63
  %13 = mul <4 x i32> %12, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !63
  %14 = mul <4 x i32> %12, <i32 7919, i32 7919, i32 7919, i32 7919>, !dbg !63
  %15 = add <4 x i32> %14, <i32 31676, i32 31676, i32 31676, i32 31676>, !dbg !63
  %16 = urem <4 x i32> %13, <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !63
  %17 = urem <4 x i32> %15, <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !63
  %18 = add nsw <4 x i32> %16, <i32 -500, i32 -500, i32 -500, i32 -500>, !dbg !64
  %19 = add nsw <4 x i32> %17, <i32 -500, i32 -500, i32 -500, i32 -500>, !dbg !64
  %20 = getelementptr inbounds [1000 x i32], ptr %1, i64 0, i64 %11, !dbg !65
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !66
  store <4 x i32> %18, ptr %20, align 16, !dbg !66, !tbaa !67
  store <4 x i32> %19, ptr %21, align 16, !dbg !66, !tbaa !67
  %22 = add nuw i64 %11, 8, !dbg !61
  %23 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>, !dbg !63
  %24 = icmp eq i64 %22, 1000, !dbg !61
  br i1 %24, label %34, label %10, !dbg !61, !llvm.loop !71

25:                                               ; preds = %2, %25
  %26 = phi i32 [ %32, %25 ], [ 0, %2 ]
  %27 = phi double [ %31, %25 ], [ 0.000000e+00, %2 ]
    #dbg_value(i32 %26, !35, !DIExpression(), !75)
    #dbg_value(double %27, !33, !DIExpression(), !47)
  %28 = uitofp nneg i32 %26 to double, !dbg !76
  %29 = fmul double %28, 1.000000e-02, !dbg !78
  %30 = tail call fastcc double @fp_pressure(double noundef %29), !dbg !79
  %31 = fadd double %27, %30, !dbg !80
    #dbg_value(double %31, !33, !DIExpression(), !47)
  %32 = add nuw nsw i32 %26, 1, !dbg !81
    #dbg_value(i32 %32, !35, !DIExpression(), !75)
  %33 = icmp eq i32 %32, 100, !dbg !82
  br i1 %33, label %9, label %25, !dbg !83, !llvm.loop !84

34:                                               ; preds = %10
  %35 = call fastcc i64 @loop_pressure(ptr noundef nonnull %1), !dbg !86
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, double noundef %31, i64 noundef %35), !dbg !87
  %37 = trunc i64 %6 to i32, !dbg !88
  %38 = and i32 %37, 127, !dbg !88
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1) #6, !dbg !89
  ret i32 %38, !dbg !90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @int_pressure(i64 noundef %0) unnamed_addr #2 !dbg !91 {
    #dbg_value(i64 %0, !95, !DIExpression(), !116)
  %2 = tail call fastcc i64 @opaque(i64 noundef %0), !dbg !117
    #dbg_value(i64 %2, !96, !DIExpression(), !116)
  %3 = tail call fastcc i64 @opaque(i64 noundef %2), !dbg !118
    #dbg_value(i64 %3, !97, !DIExpression(), !116)
  %4 = tail call fastcc i64 @opaque(i64 noundef %3), !dbg !119
    #dbg_value(i64 %4, !98, !DIExpression(), !116)
  %5 = tail call fastcc i64 @opaque(i64 noundef %4), !dbg !120
    #dbg_value(i64 %5, !99, !DIExpression(), !116)
  %6 = tail call fastcc i64 @opaque(i64 noundef %5), !dbg !121
    #dbg_value(i64 %6, !100, !DIExpression(), !116)
  %7 = tail call fastcc i64 @opaque(i64 noundef %6), !dbg !122
    #dbg_value(i64 %7, !101, !DIExpression(), !116)
  %8 = tail call fastcc i64 @opaque(i64 noundef %7), !dbg !123
    #dbg_value(i64 %8, !102, !DIExpression(), !116)
  %9 = tail call fastcc i64 @opaque(i64 noundef %8), !dbg !124
    #dbg_value(i64 %9, !103, !DIExpression(), !116)
  %10 = tail call fastcc i64 @opaque(i64 noundef %9), !dbg !125
    #dbg_value(i64 %10, !104, !DIExpression(), !116)
  %11 = tail call fastcc i64 @opaque(i64 noundef %10), !dbg !126
    #dbg_value(i64 %11, !105, !DIExpression(), !116)
  %12 = tail call fastcc i64 @opaque(i64 noundef %11), !dbg !127
    #dbg_value(i64 %12, !106, !DIExpression(), !116)
  %13 = tail call fastcc i64 @opaque(i64 noundef %12), !dbg !128
    #dbg_value(i64 %13, !107, !DIExpression(), !116)
  %14 = tail call fastcc i64 @opaque(i64 noundef %13), !dbg !129
    #dbg_value(i64 %14, !108, !DIExpression(), !116)
  %15 = tail call fastcc i64 @opaque(i64 noundef %14), !dbg !130
    #dbg_value(i64 %15, !109, !DIExpression(), !116)
  %16 = tail call fastcc i64 @opaque(i64 noundef %15), !dbg !131
    #dbg_value(i64 %16, !110, !DIExpression(), !116)
  %17 = tail call fastcc i64 @opaque(i64 noundef %16), !dbg !132
    #dbg_value(i64 %17, !111, !DIExpression(), !116)
  %18 = xor i64 %17, %2, !dbg !133
  %19 = tail call fastcc i64 @opaque(i64 noundef %18), !dbg !134
    #dbg_value(i64 %19, !112, !DIExpression(), !116)
  %20 = xor i64 %16, %3, !dbg !135
  %21 = tail call fastcc i64 @opaque(i64 noundef %20), !dbg !136
    #dbg_value(i64 %21, !113, !DIExpression(), !116)
  %22 = xor i64 %15, %4, !dbg !137
  %23 = tail call fastcc i64 @opaque(i64 noundef %22), !dbg !138
    #dbg_value(i64 %23, !114, !DIExpression(), !116)
  %24 = xor i64 %14, %5, !dbg !139
  %25 = tail call fastcc i64 @opaque(i64 noundef %24), !dbg !140
    #dbg_value(i64 %25, !115, !DIExpression(), !116)
  %26 = mul i64 %3, 3, !dbg !141
  %27 = add i64 %26, %2, !dbg !142
  %28 = mul i64 %4, 5, !dbg !143
  %29 = add i64 %27, %28, !dbg !144
  %30 = mul i64 %5, 7, !dbg !145
  %31 = add i64 %29, %30, !dbg !146
  %32 = mul i64 %6, 11, !dbg !147
  %33 = add i64 %31, %32, !dbg !148
  %34 = mul i64 %7, 13, !dbg !149
  %35 = add i64 %33, %34, !dbg !150
  %36 = mul i64 %8, 17, !dbg !151
  %37 = add i64 %35, %36, !dbg !152
  %38 = mul i64 %9, 19, !dbg !153
  %39 = add i64 %37, %38, !dbg !154
  %40 = mul i64 %10, 23, !dbg !155
  %41 = add i64 %39, %40, !dbg !156
  %42 = mul i64 %11, 29, !dbg !157
  %43 = add i64 %41, %42, !dbg !158
  %44 = mul i64 %12, 31, !dbg !159
  %45 = add i64 %43, %44, !dbg !160
  %46 = mul i64 %13, 37, !dbg !161
  %47 = add i64 %45, %46, !dbg !162
  %48 = mul i64 %14, 41, !dbg !163
  %49 = add i64 %47, %48, !dbg !164
  %50 = mul i64 %15, 43, !dbg !165
  %51 = add i64 %49, %50, !dbg !166
  %52 = mul i64 %16, 47, !dbg !167
  %53 = add i64 %51, %52, !dbg !168
  %54 = mul i64 %17, 53, !dbg !169
  %55 = add i64 %53, %54, !dbg !170
  %56 = xor i64 %21, %19, !dbg !171
  %57 = xor i64 %56, %23, !dbg !172
  %58 = xor i64 %57, %25, !dbg !173
  %59 = add i64 %55, %58, !dbg !174
  ret i64 %59, !dbg !175
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @fp_pressure(double noundef %0) unnamed_addr #2 !dbg !176 {
    #dbg_value(double %0, !180, !DIExpression(), !199)
  %2 = tail call fastcc double @fopaque(double noundef %0), !dbg !200
    #dbg_value(double %2, !181, !DIExpression(), !199)
  %3 = tail call fastcc double @fopaque(double noundef %2), !dbg !201
    #dbg_value(double %3, !182, !DIExpression(), !199)
  %4 = tail call fastcc double @fopaque(double noundef %3), !dbg !202
    #dbg_value(double %4, !183, !DIExpression(), !199)
  %5 = tail call fastcc double @fopaque(double noundef %4), !dbg !203
    #dbg_value(double %5, !184, !DIExpression(), !199)
  %6 = tail call fastcc double @fopaque(double noundef %5), !dbg !204
    #dbg_value(double %6, !185, !DIExpression(), !199)
  %7 = tail call fastcc double @fopaque(double noundef %6), !dbg !205
    #dbg_value(double %7, !186, !DIExpression(), !199)
  %8 = tail call fastcc double @fopaque(double noundef %7), !dbg !206
    #dbg_value(double %8, !187, !DIExpression(), !199)
  %9 = tail call fastcc double @fopaque(double noundef %8), !dbg !207
    #dbg_value(double %9, !188, !DIExpression(), !199)
  %10 = tail call fastcc double @fopaque(double noundef %9), !dbg !208
    #dbg_value(double %10, !189, !DIExpression(), !199)
  %11 = tail call fastcc double @fopaque(double noundef %10), !dbg !209
    #dbg_value(double %11, !190, !DIExpression(), !199)
  %12 = tail call fastcc double @fopaque(double noundef %11), !dbg !210
    #dbg_value(double %12, !191, !DIExpression(), !199)
  %13 = tail call fastcc double @fopaque(double noundef %12), !dbg !211
    #dbg_value(double %13, !192, !DIExpression(), !199)
  %14 = tail call fastcc double @fopaque(double noundef %13), !dbg !212
    #dbg_value(double %14, !193, !DIExpression(), !199)
  %15 = tail call fastcc double @fopaque(double noundef %14), !dbg !213
    #dbg_value(double %15, !194, !DIExpression(), !199)
  %16 = tail call fastcc double @fopaque(double noundef %15), !dbg !214
    #dbg_value(double %16, !195, !DIExpression(), !199)
  %17 = tail call fastcc double @fopaque(double noundef %16), !dbg !215
    #dbg_value(double %17, !196, !DIExpression(), !199)
  %18 = tail call fastcc double @fopaque(double noundef %17), !dbg !216
    #dbg_value(double %18, !197, !DIExpression(), !199)
  %19 = tail call fastcc double @fopaque(double noundef %18), !dbg !217
    #dbg_value(double %19, !198, !DIExpression(), !199)
  %20 = fsub double %2, %3, !dbg !218
  %21 = fadd double %20, %4, !dbg !219
  %22 = fsub double %21, %5, !dbg !220
  %23 = fadd double %22, %6, !dbg !221
  %24 = fsub double %23, %7, !dbg !222
  %25 = fadd double %24, %8, !dbg !223
  %26 = fsub double %25, %9, !dbg !224
  %27 = fadd double %26, %10, !dbg !225
  %28 = fsub double %27, %11, !dbg !226
  %29 = fadd double %28, %12, !dbg !227
  %30 = fsub double %29, %13, !dbg !228
  %31 = fadd double %30, %14, !dbg !229
  %32 = fsub double %31, %15, !dbg !230
  %33 = fadd double %32, %16, !dbg !231
  %34 = fsub double %33, %17, !dbg !232
  %35 = fadd double %34, %18, !dbg !233
  %36 = fsub double %35, %19, !dbg !234
  %37 = tail call double @llvm.fmuladd.f64(double %2, double %19, double %36), !dbg !235
  %38 = tail call double @llvm.fmuladd.f64(double %3, double %18, double %37), !dbg !236
  %39 = tail call double @llvm.fmuladd.f64(double %4, double %17, double %38), !dbg !237
  ret double %39, !dbg !238
}

; Function Attrs: nofree nounwind
declare !dbg !239 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @loop_pressure(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !246 {
    #dbg_value(ptr %0, !255, !DIExpression(), !276)
    #dbg_value(i32 1000, !256, !DIExpression(), !276)
    #dbg_value(i64 0, !257, !DIExpression(), !276)
    #dbg_value(i64 0, !258, !DIExpression(), !276)
    #dbg_value(i64 0, !259, !DIExpression(), !276)
    #dbg_value(i64 0, !260, !DIExpression(), !276)
    #dbg_value(i64 0, !261, !DIExpression(), !276)
    #dbg_value(i64 0, !262, !DIExpression(), !276)
    #dbg_value(i64 0, !263, !DIExpression(), !276)
    #dbg_value(i64 0, !264, !DIExpression(), !276)
    #dbg_value(i64 0, !265, !DIExpression(), !276)
    #dbg_value(i64 0, !266, !DIExpression(), !276)
    #dbg_value(i64 0, !267, !DIExpression(), !276)
    #dbg_value(i64 0, !268, !DIExpression(), !276)
    #dbg_value(i64 0, !269, !DIExpression(), !276)
    #dbg_value(i64 0, !270, !DIExpression(), !276)
    #dbg_value(i32 0, !271, !DIExpression(), !277)
  br label %16, !dbg !278

2:                                                ; preds = %16
  %3 = add i64 %38, %35, !dbg !279
  %4 = add i64 %3, %39, !dbg !280
  %5 = add i64 %4, %42, !dbg !281
  %6 = add i64 %5, %43, !dbg !282
  %7 = add i64 %6, %46, !dbg !283
  %8 = add i64 %7, %49, !dbg !284
  %9 = add i64 %8, %51, !dbg !285
  %10 = add i64 %9, %53, !dbg !286
  %11 = add i64 %10, %56, !dbg !287
  %12 = add i64 %11, %57, !dbg !288
  %13 = add i64 %12, %59, !dbg !289
  %14 = add i64 %13, 499500, !dbg !290
  %15 = add i64 %14, %34, !dbg !291
  ret i64 %15, !dbg !292

16:                                               ; preds = %1, %16
  %17 = phi i64 [ 0, %1 ], [ %60, %16 ]
  %18 = phi i64 [ 0, %1 ], [ %34, %16 ]
  %19 = phi i64 [ 0, %1 ], [ %59, %16 ]
  %20 = phi i64 [ 0, %1 ], [ %57, %16 ]
  %21 = phi i64 [ 0, %1 ], [ %56, %16 ]
  %22 = phi i64 [ 0, %1 ], [ %53, %16 ]
  %23 = phi i64 [ 0, %1 ], [ %51, %16 ]
  %24 = phi i64 [ 0, %1 ], [ %49, %16 ]
  %25 = phi i64 [ 0, %1 ], [ %46, %16 ]
  %26 = phi i64 [ 0, %1 ], [ %43, %16 ]
  %27 = phi i64 [ 0, %1 ], [ %42, %16 ]
  %28 = phi i64 [ 0, %1 ], [ %39, %16 ]
  %29 = phi i64 [ 0, %1 ], [ %38, %16 ]
  %30 = phi i64 [ 0, %1 ], [ %35, %16 ]
    #dbg_value(i64 %18, !257, !DIExpression(), !276)
    #dbg_value(i64 %17, !271, !DIExpression(), !277)
    #dbg_value(i64 poison, !270, !DIExpression(), !276)
    #dbg_value(i64 %19, !269, !DIExpression(), !276)
    #dbg_value(i64 %20, !268, !DIExpression(), !276)
    #dbg_value(i64 %21, !267, !DIExpression(), !276)
    #dbg_value(i64 %22, !266, !DIExpression(), !276)
    #dbg_value(i64 %23, !265, !DIExpression(), !276)
    #dbg_value(i64 %24, !264, !DIExpression(), !276)
    #dbg_value(i64 %25, !263, !DIExpression(), !276)
    #dbg_value(i64 %26, !262, !DIExpression(), !276)
    #dbg_value(i64 %27, !261, !DIExpression(), !276)
    #dbg_value(i64 %28, !260, !DIExpression(), !276)
    #dbg_value(i64 %29, !259, !DIExpression(), !276)
    #dbg_value(i64 %30, !258, !DIExpression(), !276)
  %31 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !293
  %32 = load i32, ptr %31, align 4, !dbg !293, !tbaa !67
    #dbg_value(i32 %32, !273, !DIExpression(), !294)
  %33 = sext i32 %32 to i64, !dbg !295
  %34 = add nsw i64 %18, %33, !dbg !296
    #dbg_value(i64 %34, !257, !DIExpression(), !276)
  %35 = xor i64 %30, %33, !dbg !297
    #dbg_value(i64 %35, !258, !DIExpression(), !276)
  %36 = mul nsw i32 %32, 3, !dbg !298
  %37 = sext i32 %36 to i64, !dbg !299
  %38 = add nsw i64 %29, %37, !dbg !300
    #dbg_value(i64 %38, !259, !DIExpression(), !276)
  %39 = sub nsw i64 %28, %33, !dbg !301
    #dbg_value(i64 %39, !260, !DIExpression(), !276)
  %40 = and i32 %32, 7, !dbg !302
  %41 = zext nneg i32 %40 to i64, !dbg !303
  %42 = add nuw nsw i64 %27, %41, !dbg !304
    #dbg_value(i64 %42, !261, !DIExpression(), !276)
  %43 = or i64 %26, %33, !dbg !305
    #dbg_value(i64 %43, !262, !DIExpression(), !276)
  %44 = ashr i32 %32, 2, !dbg !306
  %45 = sext i32 %44 to i64, !dbg !307
  %46 = add nsw i64 %25, %45, !dbg !308
    #dbg_value(i64 %46, !263, !DIExpression(), !276)
  %47 = srem i32 %32, 5, !dbg !309
  %48 = sext i32 %47 to i64, !dbg !310
  %49 = add nsw i64 %24, %48, !dbg !311
    #dbg_value(i64 %49, !264, !DIExpression(), !276)
  %50 = and i64 %34, 1, !dbg !312
  %51 = add nuw nsw i64 %50, %23, !dbg !313
    #dbg_value(i64 %51, !265, !DIExpression(), !276)
  %52 = ashr i64 %35, 3, !dbg !314
  %53 = add nsw i64 %52, %22, !dbg !315
    #dbg_value(i64 %53, !266, !DIExpression(), !276)
  %54 = mul nsw i32 %32, %32, !dbg !316
  %55 = zext nneg i32 %54 to i64, !dbg !317
  %56 = add nuw nsw i64 %21, %55, !dbg !318
    #dbg_value(i64 %56, !267, !DIExpression(), !276)
  %57 = xor i64 %56, %20, !dbg !319
    #dbg_value(i64 %57, !268, !DIExpression(), !276)
  %58 = sub i64 %19, %39, !dbg !320
  %59 = add i64 %58, %38, !dbg !321
    #dbg_value(i64 %59, !269, !DIExpression(), !276)
    #dbg_value(!DIArgList(i64 poison, i64 %17), !270, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !276)
  %60 = add nuw nsw i64 %17, 1, !dbg !322
    #dbg_value(i64 %60, !271, !DIExpression(), !277)
  %61 = icmp eq i64 %60, 1000, !dbg !323
  br i1 %61, label %2, label %16, !dbg !278, !llvm.loop !324
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @opaque(i64 noundef %0) unnamed_addr #2 !dbg !326 {
    #dbg_value(i64 %0, !328, !DIExpression(), !329)
  %2 = mul i64 %0, -7046029254386353131, !dbg !330
  %3 = add i64 %2, 1, !dbg !331
  ret i64 %3, !dbg !332
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @fopaque(double noundef %0) unnamed_addr #2 !dbg !333 {
    #dbg_value(double %0, !335, !DIExpression(), !336)
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 0x3FF000001AD7F29B, double 5.000000e-01), !dbg !337
  ret double %2, !dbg !338
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/register_pressure.c", directory: ".", checksumkind: CSK_MD5, checksum: "ebd5a5ff23104a5910aac509d063b577")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 32)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !17, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !14, !15, !16}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !10, line: 27, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !12, line: 45, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !27, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!16}
!29 = !{!30, !31, !33, !35, !37, !44}
!30 = !DILocalVariable(name: "r", scope: !26, file: !2, line: 27, type: !9)
!31 = !DILocalVariable(name: "i", scope: !32, file: !2, line: 27, type: !16)
!32 = distinct !DILexicalBlock(scope: !26, file: !2, line: 27, column: 21)
!33 = !DILocalVariable(name: "f", scope: !26, file: !2, line: 28, type: !34)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 28, type: !16)
!36 = distinct !DILexicalBlock(scope: !26, file: !2, line: 28, column: 19)
!37 = !DILocalVariable(name: "v", scope: !26, file: !2, line: 29, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 32000, elements: !42)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !40, line: 26, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !12, line: 41, baseType: !16)
!42 = !{!43}
!43 = !DISubrange(count: 1000)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 29, type: !16)
!45 = distinct !DILexicalBlock(scope: !26, file: !2, line: 29, column: 22)
!46 = distinct !DIAssignID()
!47 = !DILocation(line: 0, scope: !26)
!48 = !DILocation(line: 0, scope: !32)
!49 = !DILocation(line: 27, column: 21, scope: !32)
!50 = !DILocation(line: 27, column: 56, scope: !51)
!51 = distinct !DILexicalBlock(scope: !32, file: !2, line: 27, column: 21)
!52 = !DILocation(line: 27, column: 53, scope: !51)
!53 = !DILocation(line: 27, column: 47, scope: !51)
!54 = !DILocation(line: 27, column: 39, scope: !51)
!55 = distinct !{!55, !49, !56, !57}
!56 = !DILocation(line: 27, column: 80, scope: !32)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 29, column: 5, scope: !26)
!59 = !DILocation(line: 0, scope: !45)
!60 = !DILocation(line: 29, column: 22, scope: !45)
!61 = !DILocation(line: 29, column: 49, scope: !62)
!62 = distinct !DILexicalBlock(scope: !45, file: !2, line: 29, column: 22)
!63 = !DILocation(line: 29, column: 69, scope: !62)
!64 = !DILocation(line: 29, column: 76, scope: !62)
!65 = !DILocation(line: 29, column: 53, scope: !62)
!66 = !DILocation(line: 29, column: 58, scope: !62)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = distinct !{!71, !60, !72, !57, !73, !74}
!72 = !DILocation(line: 29, column: 78, scope: !45)
!73 = !{!"llvm.loop.isvectorized", i32 1}
!74 = !{!"llvm.loop.unroll.runtime.disable"}
!75 = !DILocation(line: 0, scope: !36)
!76 = !DILocation(line: 28, column: 66, scope: !77)
!77 = distinct !DILexicalBlock(scope: !36, file: !2, line: 28, column: 19)
!78 = !DILocation(line: 28, column: 68, scope: !77)
!79 = !DILocation(line: 28, column: 54, scope: !77)
!80 = !DILocation(line: 28, column: 51, scope: !77)
!81 = !DILocation(line: 28, column: 45, scope: !77)
!82 = !DILocation(line: 28, column: 37, scope: !77)
!83 = !DILocation(line: 28, column: 19, scope: !36)
!84 = distinct !{!84, !83, !85, !57}
!85 = !DILocation(line: 28, column: 74, scope: !36)
!86 = !DILocation(line: 30, column: 85, scope: !26)
!87 = !DILocation(line: 30, column: 5, scope: !26)
!88 = !DILocation(line: 31, column: 12, scope: !26)
!89 = !DILocation(line: 32, column: 1, scope: !26)
!90 = !DILocation(line: 31, column: 5, scope: !26)
!91 = distinct !DISubprogram(name: "int_pressure", scope: !2, file: !2, line: 9, type: !92, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!9, !9}
!94 = !{!95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115}
!95 = !DILocalVariable(name: "seed", arg: 1, scope: !91, file: !2, line: 9, type: !9)
!96 = !DILocalVariable(name: "a", scope: !91, file: !2, line: 10, type: !9)
!97 = !DILocalVariable(name: "b", scope: !91, file: !2, line: 10, type: !9)
!98 = !DILocalVariable(name: "c", scope: !91, file: !2, line: 10, type: !9)
!99 = !DILocalVariable(name: "d", scope: !91, file: !2, line: 10, type: !9)
!100 = !DILocalVariable(name: "e", scope: !91, file: !2, line: 10, type: !9)
!101 = !DILocalVariable(name: "f", scope: !91, file: !2, line: 10, type: !9)
!102 = !DILocalVariable(name: "g", scope: !91, file: !2, line: 10, type: !9)
!103 = !DILocalVariable(name: "h", scope: !91, file: !2, line: 10, type: !9)
!104 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 11, type: !9)
!105 = !DILocalVariable(name: "j", scope: !91, file: !2, line: 11, type: !9)
!106 = !DILocalVariable(name: "k", scope: !91, file: !2, line: 11, type: !9)
!107 = !DILocalVariable(name: "l", scope: !91, file: !2, line: 11, type: !9)
!108 = !DILocalVariable(name: "m", scope: !91, file: !2, line: 11, type: !9)
!109 = !DILocalVariable(name: "n", scope: !91, file: !2, line: 11, type: !9)
!110 = !DILocalVariable(name: "o", scope: !91, file: !2, line: 11, type: !9)
!111 = !DILocalVariable(name: "p", scope: !91, file: !2, line: 11, type: !9)
!112 = !DILocalVariable(name: "q", scope: !91, file: !2, line: 12, type: !9)
!113 = !DILocalVariable(name: "r", scope: !91, file: !2, line: 12, type: !9)
!114 = !DILocalVariable(name: "s", scope: !91, file: !2, line: 12, type: !9)
!115 = !DILocalVariable(name: "t", scope: !91, file: !2, line: 12, type: !9)
!116 = !DILocation(line: 0, scope: !91)
!117 = !DILocation(line: 10, column: 18, scope: !91)
!118 = !DILocation(line: 10, column: 36, scope: !91)
!119 = !DILocation(line: 10, column: 51, scope: !91)
!120 = !DILocation(line: 10, column: 66, scope: !91)
!121 = !DILocation(line: 10, column: 81, scope: !91)
!122 = !DILocation(line: 10, column: 96, scope: !91)
!123 = !DILocation(line: 10, column: 111, scope: !91)
!124 = !DILocation(line: 10, column: 126, scope: !91)
!125 = !DILocation(line: 11, column: 18, scope: !91)
!126 = !DILocation(line: 11, column: 33, scope: !91)
!127 = !DILocation(line: 11, column: 48, scope: !91)
!128 = !DILocation(line: 11, column: 63, scope: !91)
!129 = !DILocation(line: 11, column: 78, scope: !91)
!130 = !DILocation(line: 11, column: 93, scope: !91)
!131 = !DILocation(line: 11, column: 108, scope: !91)
!132 = !DILocation(line: 11, column: 123, scope: !91)
!133 = !DILocation(line: 12, column: 27, scope: !91)
!134 = !DILocation(line: 12, column: 18, scope: !91)
!135 = !DILocation(line: 12, column: 46, scope: !91)
!136 = !DILocation(line: 12, column: 37, scope: !91)
!137 = !DILocation(line: 12, column: 65, scope: !91)
!138 = !DILocation(line: 12, column: 56, scope: !91)
!139 = !DILocation(line: 12, column: 84, scope: !91)
!140 = !DILocation(line: 12, column: 75, scope: !91)
!141 = !DILocation(line: 13, column: 18, scope: !91)
!142 = !DILocation(line: 13, column: 14, scope: !91)
!143 = !DILocation(line: 13, column: 26, scope: !91)
!144 = !DILocation(line: 13, column: 22, scope: !91)
!145 = !DILocation(line: 13, column: 34, scope: !91)
!146 = !DILocation(line: 13, column: 30, scope: !91)
!147 = !DILocation(line: 13, column: 42, scope: !91)
!148 = !DILocation(line: 13, column: 38, scope: !91)
!149 = !DILocation(line: 13, column: 51, scope: !91)
!150 = !DILocation(line: 13, column: 47, scope: !91)
!151 = !DILocation(line: 13, column: 60, scope: !91)
!152 = !DILocation(line: 13, column: 56, scope: !91)
!153 = !DILocation(line: 13, column: 69, scope: !91)
!154 = !DILocation(line: 13, column: 65, scope: !91)
!155 = !DILocation(line: 13, column: 78, scope: !91)
!156 = !DILocation(line: 13, column: 74, scope: !91)
!157 = !DILocation(line: 13, column: 87, scope: !91)
!158 = !DILocation(line: 13, column: 83, scope: !91)
!159 = !DILocation(line: 13, column: 96, scope: !91)
!160 = !DILocation(line: 13, column: 92, scope: !91)
!161 = !DILocation(line: 13, column: 105, scope: !91)
!162 = !DILocation(line: 13, column: 101, scope: !91)
!163 = !DILocation(line: 13, column: 114, scope: !91)
!164 = !DILocation(line: 13, column: 110, scope: !91)
!165 = !DILocation(line: 13, column: 123, scope: !91)
!166 = !DILocation(line: 13, column: 119, scope: !91)
!167 = !DILocation(line: 13, column: 132, scope: !91)
!168 = !DILocation(line: 13, column: 128, scope: !91)
!169 = !DILocation(line: 13, column: 141, scope: !91)
!170 = !DILocation(line: 13, column: 137, scope: !91)
!171 = !DILocation(line: 13, column: 151, scope: !91)
!172 = !DILocation(line: 13, column: 155, scope: !91)
!173 = !DILocation(line: 13, column: 159, scope: !91)
!174 = !DILocation(line: 13, column: 146, scope: !91)
!175 = !DILocation(line: 13, column: 5, scope: !91)
!176 = distinct !DISubprogram(name: "fp_pressure", scope: !2, file: !2, line: 15, type: !177, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!34, !34}
!179 = !{!180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198}
!180 = !DILocalVariable(name: "seed", arg: 1, scope: !176, file: !2, line: 15, type: !34)
!181 = !DILocalVariable(name: "a", scope: !176, file: !2, line: 16, type: !34)
!182 = !DILocalVariable(name: "b", scope: !176, file: !2, line: 16, type: !34)
!183 = !DILocalVariable(name: "c", scope: !176, file: !2, line: 16, type: !34)
!184 = !DILocalVariable(name: "d", scope: !176, file: !2, line: 16, type: !34)
!185 = !DILocalVariable(name: "e", scope: !176, file: !2, line: 16, type: !34)
!186 = !DILocalVariable(name: "f", scope: !176, file: !2, line: 16, type: !34)
!187 = !DILocalVariable(name: "g", scope: !176, file: !2, line: 16, type: !34)
!188 = !DILocalVariable(name: "h", scope: !176, file: !2, line: 16, type: !34)
!189 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 17, type: !34)
!190 = !DILocalVariable(name: "j", scope: !176, file: !2, line: 17, type: !34)
!191 = !DILocalVariable(name: "k", scope: !176, file: !2, line: 17, type: !34)
!192 = !DILocalVariable(name: "l", scope: !176, file: !2, line: 17, type: !34)
!193 = !DILocalVariable(name: "m", scope: !176, file: !2, line: 17, type: !34)
!194 = !DILocalVariable(name: "n", scope: !176, file: !2, line: 17, type: !34)
!195 = !DILocalVariable(name: "o", scope: !176, file: !2, line: 17, type: !34)
!196 = !DILocalVariable(name: "p", scope: !176, file: !2, line: 17, type: !34)
!197 = !DILocalVariable(name: "q", scope: !176, file: !2, line: 17, type: !34)
!198 = !DILocalVariable(name: "r", scope: !176, file: !2, line: 17, type: !34)
!199 = !DILocation(line: 0, scope: !176)
!200 = !DILocation(line: 16, column: 16, scope: !176)
!201 = !DILocation(line: 16, column: 35, scope: !176)
!202 = !DILocation(line: 16, column: 51, scope: !176)
!203 = !DILocation(line: 16, column: 67, scope: !176)
!204 = !DILocation(line: 16, column: 83, scope: !176)
!205 = !DILocation(line: 16, column: 99, scope: !176)
!206 = !DILocation(line: 16, column: 115, scope: !176)
!207 = !DILocation(line: 16, column: 131, scope: !176)
!208 = !DILocation(line: 17, column: 16, scope: !176)
!209 = !DILocation(line: 17, column: 32, scope: !176)
!210 = !DILocation(line: 17, column: 48, scope: !176)
!211 = !DILocation(line: 17, column: 64, scope: !176)
!212 = !DILocation(line: 17, column: 80, scope: !176)
!213 = !DILocation(line: 17, column: 96, scope: !176)
!214 = !DILocation(line: 17, column: 112, scope: !176)
!215 = !DILocation(line: 17, column: 128, scope: !176)
!216 = !DILocation(line: 17, column: 144, scope: !176)
!217 = !DILocation(line: 17, column: 160, scope: !176)
!218 = !DILocation(line: 18, column: 14, scope: !176)
!219 = !DILocation(line: 18, column: 18, scope: !176)
!220 = !DILocation(line: 18, column: 22, scope: !176)
!221 = !DILocation(line: 18, column: 26, scope: !176)
!222 = !DILocation(line: 18, column: 30, scope: !176)
!223 = !DILocation(line: 18, column: 34, scope: !176)
!224 = !DILocation(line: 18, column: 38, scope: !176)
!225 = !DILocation(line: 18, column: 42, scope: !176)
!226 = !DILocation(line: 18, column: 46, scope: !176)
!227 = !DILocation(line: 18, column: 50, scope: !176)
!228 = !DILocation(line: 18, column: 54, scope: !176)
!229 = !DILocation(line: 18, column: 58, scope: !176)
!230 = !DILocation(line: 18, column: 62, scope: !176)
!231 = !DILocation(line: 18, column: 66, scope: !176)
!232 = !DILocation(line: 18, column: 70, scope: !176)
!233 = !DILocation(line: 18, column: 74, scope: !176)
!234 = !DILocation(line: 18, column: 78, scope: !176)
!235 = !DILocation(line: 18, column: 82, scope: !176)
!236 = !DILocation(line: 18, column: 90, scope: !176)
!237 = !DILocation(line: 18, column: 98, scope: !176)
!238 = !DILocation(line: 18, column: 5, scope: !176)
!239 = !DISubprogram(name: "printf", scope: !240, file: !240, line: 356, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!241 = !DISubroutineType(types: !242)
!242 = !{!16, !243, null}
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !244)
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!246 = distinct !DISubprogram(name: "loop_pressure", scope: !2, file: !2, line: 20, type: !247, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !254)
!247 = !DISubroutineType(cc: DW_CC_nocall, types: !248)
!248 = !{!249, !252, !16}
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !40, line: 27, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !12, line: 44, baseType: !251)
!251 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!254 = !{!255, !256, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !271, !273}
!255 = !DILocalVariable(name: "v", arg: 1, scope: !246, file: !2, line: 20, type: !252)
!256 = !DILocalVariable(name: "n", arg: 2, scope: !246, file: !2, line: 20, type: !16)
!257 = !DILocalVariable(name: "s0", scope: !246, file: !2, line: 21, type: !249)
!258 = !DILocalVariable(name: "s1", scope: !246, file: !2, line: 21, type: !249)
!259 = !DILocalVariable(name: "s2", scope: !246, file: !2, line: 21, type: !249)
!260 = !DILocalVariable(name: "s3", scope: !246, file: !2, line: 21, type: !249)
!261 = !DILocalVariable(name: "s4", scope: !246, file: !2, line: 21, type: !249)
!262 = !DILocalVariable(name: "s5", scope: !246, file: !2, line: 21, type: !249)
!263 = !DILocalVariable(name: "s6", scope: !246, file: !2, line: 21, type: !249)
!264 = !DILocalVariable(name: "s7", scope: !246, file: !2, line: 21, type: !249)
!265 = !DILocalVariable(name: "s8", scope: !246, file: !2, line: 21, type: !249)
!266 = !DILocalVariable(name: "s9", scope: !246, file: !2, line: 21, type: !249)
!267 = !DILocalVariable(name: "s10", scope: !246, file: !2, line: 21, type: !249)
!268 = !DILocalVariable(name: "s11", scope: !246, file: !2, line: 21, type: !249)
!269 = !DILocalVariable(name: "s12", scope: !246, file: !2, line: 21, type: !249)
!270 = !DILocalVariable(name: "s13", scope: !246, file: !2, line: 21, type: !249)
!271 = !DILocalVariable(name: "i", scope: !272, file: !2, line: 22, type: !16)
!272 = distinct !DILexicalBlock(scope: !246, file: !2, line: 22, column: 5)
!273 = !DILocalVariable(name: "x", scope: !274, file: !2, line: 22, type: !39)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 22, column: 33)
!275 = distinct !DILexicalBlock(scope: !272, file: !2, line: 22, column: 5)
!276 = !DILocation(line: 0, scope: !246)
!277 = !DILocation(line: 0, scope: !272)
!278 = !DILocation(line: 22, column: 5, scope: !272)
!279 = !DILocation(line: 23, column: 15, scope: !246)
!280 = !DILocation(line: 23, column: 20, scope: !246)
!281 = !DILocation(line: 23, column: 25, scope: !246)
!282 = !DILocation(line: 23, column: 30, scope: !246)
!283 = !DILocation(line: 23, column: 35, scope: !246)
!284 = !DILocation(line: 23, column: 40, scope: !246)
!285 = !DILocation(line: 23, column: 45, scope: !246)
!286 = !DILocation(line: 23, column: 50, scope: !246)
!287 = !DILocation(line: 23, column: 55, scope: !246)
!288 = !DILocation(line: 23, column: 60, scope: !246)
!289 = !DILocation(line: 23, column: 66, scope: !246)
!290 = !DILocation(line: 23, column: 72, scope: !246)
!291 = !DILocation(line: 23, column: 78, scope: !246)
!292 = !DILocation(line: 23, column: 5, scope: !246)
!293 = !DILocation(line: 22, column: 47, scope: !274)
!294 = !DILocation(line: 0, scope: !274)
!295 = !DILocation(line: 22, column: 59, scope: !274)
!296 = !DILocation(line: 22, column: 56, scope: !274)
!297 = !DILocation(line: 22, column: 65, scope: !274)
!298 = !DILocation(line: 22, column: 79, scope: !274)
!299 = !DILocation(line: 22, column: 77, scope: !274)
!300 = !DILocation(line: 22, column: 74, scope: !274)
!301 = !DILocation(line: 22, column: 87, scope: !274)
!302 = !DILocation(line: 22, column: 101, scope: !274)
!303 = !DILocation(line: 22, column: 99, scope: !274)
!304 = !DILocation(line: 22, column: 96, scope: !274)
!305 = !DILocation(line: 22, column: 109, scope: !274)
!306 = !DILocation(line: 22, column: 123, scope: !274)
!307 = !DILocation(line: 22, column: 121, scope: !274)
!308 = !DILocation(line: 22, column: 118, scope: !274)
!309 = !DILocation(line: 22, column: 138, scope: !274)
!310 = !DILocation(line: 22, column: 135, scope: !274)
!311 = !DILocation(line: 22, column: 132, scope: !274)
!312 = !DILocation(line: 22, column: 153, scope: !274)
!313 = !DILocation(line: 22, column: 147, scope: !274)
!314 = !DILocation(line: 22, column: 167, scope: !274)
!315 = !DILocation(line: 22, column: 161, scope: !274)
!316 = !DILocation(line: 22, column: 182, scope: !274)
!317 = !DILocation(line: 22, column: 180, scope: !274)
!318 = !DILocation(line: 22, column: 177, scope: !274)
!319 = !DILocation(line: 22, column: 191, scope: !274)
!320 = !DILocation(line: 22, column: 209, scope: !274)
!321 = !DILocation(line: 22, column: 203, scope: !274)
!322 = !DILocation(line: 22, column: 29, scope: !275)
!323 = !DILocation(line: 22, column: 23, scope: !275)
!324 = distinct !{!324, !278, !325, !57}
!325 = !DILocation(line: 22, column: 225, scope: !272)
!326 = distinct !DISubprogram(name: "opaque", scope: !2, file: !2, line: 6, type: !92, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !327)
!327 = !{!328}
!328 = !DILocalVariable(name: "x", arg: 1, scope: !326, file: !2, line: 6, type: !9)
!329 = !DILocation(line: 0, scope: !326)
!330 = !DILocation(line: 6, column: 73, scope: !326)
!331 = !DILocation(line: 6, column: 97, scope: !326)
!332 = !DILocation(line: 6, column: 64, scope: !326)
!333 = distinct !DISubprogram(name: "fopaque", scope: !2, file: !2, line: 7, type: !177, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !334)
!334 = !{!335}
!335 = !DILocalVariable(name: "x", arg: 1, scope: !333, file: !2, line: 7, type: !34)
!336 = !DILocation(line: 0, scope: !333)
!337 = !DILocation(line: 7, column: 82, scope: !333)
!338 = !DILocation(line: 7, column: 61, scope: !333)
