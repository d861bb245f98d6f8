; ModuleID = 'programs/qsort_bsearch.c'
source_filename = "programs/qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Person = type { [12 x i8], i32, double, i32 }

@main.a = internal global [5000 x i32] zeroinitializer, align 16, !dbg !0
@main.b = internal global [5000 x i32] zeroinitializer, align 16, !dbg !31
@main.tmp = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16, !dbg !36
@.str = private unnamed_addr constant [55 x i8] c"sorted equal=%d first=%d last=%d median=%d calls>0=%d\0A\00", align 1, !dbg !38
@calls = internal unnamed_addr global i64 0, align 8, !dbg !107
@.str.1 = private unnamed_addr constant [18 x i8] c"bsearch found=%d\0A\00", align 1, !dbg !43
@.str.2 = private unnamed_addr constant [23 x i8] c"desc first=%d last=%d\0A\00", align 1, !dbg !48
@__const.main.d = private unnamed_addr constant [8 x double] [double 3.500000e+00, double -1.250000e+00, double 1.000000e+10, double -1.000000e-10, double 0.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+02], align 16
@.str.3 = private unnamed_addr constant [4 x i8] c"%g \00", align 1, !dbg !53
@.str.5 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !63
@.str.6 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !68
@.str.7 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !73
@.str.8 = private unnamed_addr constant [7 x i8] c"banana\00", align 1, !dbg !75
@.str.9 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1, !dbg !80
@.str.10 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1, !dbg !82
@.str.11 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !87
@.str.12 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1, !dbg !89
@.str.13 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !94
@.str.14 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !96
@__const.main.words = private unnamed_addr constant [10 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !98
@.str.16 = private unnamed_addr constant [12 x i8] c"fig at %td\0A\00", align 1, !dbg !100
@__const.main.ps = private unnamed_addr constant [8 x %struct.Person] [%struct.Person { [12 x i8] c"ann\00\00\00\00\00\00\00\00\00", i32 30, double 8.800000e+01, i32 0 }, %struct.Person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.000000e+01, i32 1 }, %struct.Person { [12 x i8] c"cid\00\00\00\00\00\00\00\00\00", i32 30, double 9.500000e+01, i32 2 }, %struct.Person { [12 x i8] c"dan\00\00\00\00\00\00\00\00\00", i32 25, double 7.000000e+01, i32 3 }, %struct.Person { [12 x i8] c"eve\00\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01, i32 4 }, %struct.Person { [12 x i8] c"fay\00\00\00\00\00\00\00\00\00", i32 30, double 8.800000e+01, i32 5 }, %struct.Person { [12 x i8] c"gus\00\00\00\00\00\00\00\00\00", i32 19, double 9.900000e+01, i32 6 }, %struct.Person { [12 x i8] c"hal\00\00\00\00\00\00\00\00\00", i32 41, double 6.100000e+01, i32 7 }], align 16
@.str.17 = private unnamed_addr constant [11 x i8] c"%s(%d,%g) \00", align 1, !dbg !105

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [8 x double], align 16, !DIAssignID !149
    #dbg_assign(i1 undef, !117, !DIExpression(), !149, ptr %1, !DIExpression(), !150)
  %2 = alloca [10 x ptr], align 16, !DIAssignID !151
    #dbg_assign(i1 undef, !121, !DIExpression(), !151, ptr %2, !DIExpression(), !150)
  %3 = alloca [8 x %struct.Person], align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !130, !DIExpression(), !152, ptr %3, !DIExpression(), !150)
    #dbg_value(i32 12345, !111, !DIExpression(), !150)
    #dbg_value(i32 0, !112, !DIExpression(), !153)
  br label %15, !dbg !154

4:                                                ; preds = %15
  tail call void @qsort(ptr noundef nonnull @main.a, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp_counting) #13, !dbg !155
  tail call fastcc void @merge_sort(ptr noundef nonnull @main.b, i32 noundef 5000), !dbg !156
  %5 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.b, i64 20000), !dbg !157
  %6 = icmp eq i32 %5, 0, !dbg !158
  %7 = zext i1 %6 to i32, !dbg !158
  %8 = load i32, ptr @main.a, align 16, !dbg !159, !tbaa !160
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 19996), align 4, !dbg !164, !tbaa !160
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 16, !dbg !165, !tbaa !160
  %11 = load i64, ptr @calls, align 8, !dbg !166, !tbaa !167
  %12 = icmp ne i64 %11, 0, !dbg !169
  %13 = zext i1 %12 to i32, !dbg !169
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %13), !dbg !170
    #dbg_value(i32 0, !114, !DIExpression(), !150)
    #dbg_value(i32 -50000, !115, !DIExpression(), !171)
  br label %27, !dbg !172

15:                                               ; preds = %0, %15
  %16 = phi i64 [ 0, %0 ], [ %25, %15 ]
  %17 = phi i32 [ 12345, %0 ], [ %19, %15 ]
    #dbg_value(i32 %17, !111, !DIExpression(), !150)
    #dbg_value(i64 %16, !112, !DIExpression(), !153)
  %18 = mul i32 %17, 1103515245, !dbg !173
  %19 = add i32 %18, 12345, !dbg !176
    #dbg_value(i32 %19, !111, !DIExpression(), !150)
  %20 = lshr i32 %19, 8, !dbg !177
  %21 = urem i32 %20, 100000, !dbg !178
  %22 = add nsw i32 %21, -50000, !dbg !179
  %23 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %16, !dbg !180
  store i32 %22, ptr %23, align 4, !dbg !181, !tbaa !160
  %24 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %16, !dbg !182
  store i32 %22, ptr %24, align 4, !dbg !183, !tbaa !160
  %25 = add nuw nsw i64 %16, 1, !dbg !184
    #dbg_value(i64 %25, !112, !DIExpression(), !153)
  %26 = icmp eq i64 %25, 5000, !dbg !185
  br i1 %26, label %4, label %15, !dbg !154, !llvm.loop !186

27:                                               ; preds = %4, %111
  %28 = phi i32 [ 0, %4 ], [ %113, %111 ]
  %29 = phi i32 [ -50000, %4 ], [ %114, %111 ]
    #dbg_value(i32 %28, !114, !DIExpression(), !150)
  br label %89, !dbg !189

30:                                               ; preds = %111
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %113), !dbg !213
  tail call void @qsort(ptr noundef nonnull @main.b, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13, !dbg !214
  %32 = load i32, ptr @main.b, align 16, !dbg !215, !tbaa !160
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @main.b, i64 19996), align 4, !dbg !216, !tbaa !160
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef %33), !dbg !217
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13, !dbg !218
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.d, i64 64, i1 false), !dbg !219, !DIAssignID !220
    #dbg_assign(i1 undef, !117, !DIExpression(), !220, ptr %1, !DIExpression(), !150)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @cmp_dbl) #13, !dbg !221
    #dbg_value(i32 0, !119, !DIExpression(), !222)
    #dbg_value(i64 0, !119, !DIExpression(), !222)
  %35 = load double, ptr %1, align 16, !dbg !223, !tbaa !225
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %35), !dbg !227
    #dbg_value(i64 1, !119, !DIExpression(), !222)
  %37 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !223
  %38 = load double, ptr %37, align 8, !dbg !223, !tbaa !225
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %38), !dbg !227
    #dbg_value(i64 2, !119, !DIExpression(), !222)
  %40 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !223
  %41 = load double, ptr %40, align 16, !dbg !223, !tbaa !225
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %41), !dbg !227
    #dbg_value(i64 3, !119, !DIExpression(), !222)
  %43 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !223
  %44 = load double, ptr %43, align 8, !dbg !223, !tbaa !225
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %44), !dbg !227
    #dbg_value(i64 4, !119, !DIExpression(), !222)
  %46 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !223
  %47 = load double, ptr %46, align 16, !dbg !223, !tbaa !225
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %47), !dbg !227
    #dbg_value(i64 5, !119, !DIExpression(), !222)
  %49 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !223
  %50 = load double, ptr %49, align 8, !dbg !223, !tbaa !225
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %50), !dbg !227
    #dbg_value(i64 6, !119, !DIExpression(), !222)
  %52 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !223
  %53 = load double, ptr %52, align 16, !dbg !223, !tbaa !225
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %53), !dbg !227
    #dbg_value(i64 7, !119, !DIExpression(), !222)
  %55 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !223
  %56 = load double, ptr %55, align 8, !dbg !223, !tbaa !225
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %56), !dbg !227
    #dbg_value(i64 8, !119, !DIExpression(), !222)
  %58 = call i32 @putchar(i32 10), !dbg !228
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #13, !dbg !229
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %2, ptr noundef nonnull align 16 dereferenceable(80) @__const.main.words, i64 80, i1 false), !dbg !230, !DIAssignID !231
    #dbg_assign(i1 undef, !121, !DIExpression(), !231, ptr %2, !DIExpression(), !150)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_str) #13, !dbg !232
    #dbg_value(i32 0, !125, !DIExpression(), !233)
    #dbg_value(i64 0, !125, !DIExpression(), !233)
  %59 = load ptr, ptr %2, align 16, !dbg !234, !tbaa !236
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %59), !dbg !238
    #dbg_value(i64 1, !125, !DIExpression(), !233)
  %61 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !234
  %62 = load ptr, ptr %61, align 8, !dbg !234, !tbaa !236
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %62), !dbg !238
    #dbg_value(i64 2, !125, !DIExpression(), !233)
  %64 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !234
  %65 = load ptr, ptr %64, align 16, !dbg !234, !tbaa !236
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %65), !dbg !238
    #dbg_value(i64 3, !125, !DIExpression(), !233)
  %67 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !234
  %68 = load ptr, ptr %67, align 8, !dbg !234, !tbaa !236
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %68), !dbg !238
    #dbg_value(i64 4, !125, !DIExpression(), !233)
  %70 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !234
  %71 = load ptr, ptr %70, align 16, !dbg !234, !tbaa !236
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %71), !dbg !238
    #dbg_value(i64 5, !125, !DIExpression(), !233)
  %73 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !234
  %74 = load ptr, ptr %73, align 8, !dbg !234, !tbaa !236
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %74), !dbg !238
    #dbg_value(i64 6, !125, !DIExpression(), !233)
  %76 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !234
  %77 = load ptr, ptr %76, align 16, !dbg !234, !tbaa !236
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %77), !dbg !238
    #dbg_value(i64 7, !125, !DIExpression(), !233)
  %79 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !234
  %80 = load ptr, ptr %79, align 8, !dbg !234, !tbaa !236
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %80), !dbg !238
    #dbg_value(i64 8, !125, !DIExpression(), !233)
  %82 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !234
  %83 = load ptr, ptr %82, align 16, !dbg !234, !tbaa !236
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %83), !dbg !238
    #dbg_value(i64 9, !125, !DIExpression(), !233)
  %85 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !234
  %86 = load ptr, ptr %85, align 8, !dbg !234, !tbaa !236
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %86), !dbg !238
    #dbg_value(i64 10, !125, !DIExpression(), !233)
  %88 = call i32 @putchar(i32 10), !dbg !239
    #dbg_value(ptr @.str.7, !127, !DIExpression(), !150)
    #dbg_value(ptr undef, !200, !DIExpression(), !240)
    #dbg_value(ptr %2, !201, !DIExpression(), !240)
    #dbg_value(i64 10, !202, !DIExpression(), !240)
    #dbg_value(i64 8, !203, !DIExpression(), !240)
    #dbg_value(ptr @cmp_str, !204, !DIExpression(), !240)
    #dbg_value(i64 0, !205, !DIExpression(), !240)
    #dbg_value(i64 10, !206, !DIExpression(), !240)
  br label %116

89:                                               ; preds = %27, %107
  %90 = phi i64 [ %109, %107 ], [ 0, %27 ]
  %91 = phi i64 [ %108, %107 ], [ 5000, %27 ]
    #dbg_value(i64 %90, !205, !DIExpression(), !242)
    #dbg_value(i64 %91, !206, !DIExpression(), !242)
  %92 = add i64 %91, %90, !dbg !243
  %93 = lshr i64 %92, 1, !dbg !245
    #dbg_value(i64 %93, !207, !DIExpression(), !242)
  %94 = shl i64 %93, 2, !dbg !246
  %95 = getelementptr inbounds i8, ptr @main.a, i64 %94, !dbg !247
    #dbg_value(ptr %95, !208, !DIExpression(), !242)
    #dbg_value(ptr undef, !248, !DIExpression(), !254)
    #dbg_value(ptr %95, !251, !DIExpression(), !254)
    #dbg_value(i32 %29, !252, !DIExpression(), !254)
  %96 = load i32, ptr %95, align 4, !dbg !256, !tbaa !160
    #dbg_value(i32 %96, !253, !DIExpression(), !254)
  %97 = icmp sgt i32 %29, %96, !dbg !257
  %98 = zext i1 %97 to i32, !dbg !257
  %99 = icmp slt i32 %29, %96, !dbg !258
  %100 = sext i1 %99 to i32, !dbg !258
  %101 = add nsw i32 %100, %98, !dbg !259
    #dbg_value(i32 %101, !209, !DIExpression(), !242)
  %102 = icmp slt i32 %101, 0, !dbg !260
  br i1 %102, label %107, label %103, !dbg !262

103:                                              ; preds = %89
  %104 = icmp eq i32 %101, 0, !dbg !263
  br i1 %104, label %111, label %105, !dbg !265

105:                                              ; preds = %103
  %106 = add nuw i64 %93, 1, !dbg !266
    #dbg_value(i64 %106, !205, !DIExpression(), !242)
  br label %107

107:                                              ; preds = %105, %89
  %108 = phi i64 [ %91, %105 ], [ %93, %89 ], !dbg !242
  %109 = phi i64 [ %106, %105 ], [ %90, %89 ], !dbg !242
    #dbg_value(i64 %109, !205, !DIExpression(), !242)
    #dbg_value(i64 %108, !206, !DIExpression(), !242)
  %110 = icmp ult i64 %109, %108, !dbg !267
  br i1 %110, label %89, label %111, !dbg !189, !llvm.loop !268

111:                                              ; preds = %103, %107
  %112 = phi i32 [ 0, %107 ], [ 1, %103 ], !dbg !242
  %113 = add nuw nsw i32 %112, %28, !dbg !270
    #dbg_value(i32 %113, !114, !DIExpression(), !150)
  %114 = add nsw i32 %29, 37, !dbg !271
    #dbg_value(i32 %29, !115, !DIExpression(), !171)
  %115 = icmp slt i32 %29, 49963, !dbg !272
  br i1 %115, label %27, label %30, !dbg !172, !llvm.loop !273

116:                                              ; preds = %130, %30
  %117 = phi i64 [ %132, %130 ], [ 0, %30 ]
  %118 = phi i64 [ %131, %130 ], [ 10, %30 ]
    #dbg_value(i64 %117, !205, !DIExpression(), !240)
    #dbg_value(i64 %118, !206, !DIExpression(), !240)
  %119 = add i64 %118, %117, !dbg !275
  %120 = lshr i64 %119, 1, !dbg !276
    #dbg_value(i64 %120, !207, !DIExpression(), !240)
  %121 = shl i64 %120, 3, !dbg !277
  %122 = getelementptr inbounds i8, ptr %2, i64 %121, !dbg !278
    #dbg_value(ptr %122, !208, !DIExpression(), !240)
    #dbg_value(ptr undef, !279, !DIExpression(), !283)
    #dbg_value(ptr %122, !282, !DIExpression(), !283)
  %123 = load ptr, ptr %122, align 8, !dbg !285, !tbaa !236
  %124 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.7, ptr noundef nonnull dereferenceable(1) %123) #14, !dbg !286
    #dbg_value(i32 %124, !209, !DIExpression(), !240)
  %125 = icmp slt i32 %124, 0, !dbg !287
  br i1 %125, label %130, label %126, !dbg !288

126:                                              ; preds = %116
  %127 = icmp eq i32 %124, 0, !dbg !289
  br i1 %127, label %134, label %128, !dbg !290

128:                                              ; preds = %126
  %129 = add nuw i64 %120, 1, !dbg !291
    #dbg_value(i64 %129, !205, !DIExpression(), !240)
  br label %130

130:                                              ; preds = %128, %116
  %131 = phi i64 [ %118, %128 ], [ %120, %116 ], !dbg !240
  %132 = phi i64 [ %129, %128 ], [ %117, %116 ], !dbg !240
    #dbg_value(i64 %132, !205, !DIExpression(), !240)
    #dbg_value(i64 %131, !206, !DIExpression(), !240)
  %133 = icmp ult i64 %132, %131, !dbg !292
  br i1 %133, label %116, label %136, !dbg !293, !llvm.loop !294

134:                                              ; preds = %126
  %135 = getelementptr inbounds i8, ptr %2, i64 %121
  br label %136, !dbg !296

136:                                              ; preds = %130, %134
  %137 = phi ptr [ %135, %134 ], [ null, %130 ], !dbg !240
    #dbg_value(ptr %137, !128, !DIExpression(), !150)
  %138 = icmp eq ptr %137, null, !dbg !296
  %139 = ptrtoint ptr %137 to i64, !dbg !296
  %140 = ptrtoint ptr %2 to i64, !dbg !296
  %141 = sub i64 %139, %140, !dbg !296
  %142 = ashr exact i64 %141, 3, !dbg !296
  %143 = select i1 %138, i64 -1, i64 %142, !dbg !296
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %143), !dbg !297
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #13, !dbg !298
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %3, ptr noundef nonnull align 16 dereferenceable(256) @__const.main.ps, i64 256, i1 false), !dbg !299, !DIAssignID !300
    #dbg_assign(i1 undef, !130, !DIExpression(), !300, ptr %3, !DIExpression(), !150)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 32, ptr noundef nonnull @cmp_person) #13, !dbg !301
    #dbg_value(i64 0, !139, !DIExpression(), !302)
  %145 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !303
  %146 = load i32, ptr %145, align 4, !dbg !303, !tbaa !305
  %147 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !307
  %148 = load double, ptr %147, align 16, !dbg !307, !tbaa !308
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %3, i32 noundef %146, double noundef %148), !dbg !309
    #dbg_value(i64 1, !139, !DIExpression(), !302)
  %150 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !310
  %151 = getelementptr inbounds i8, ptr %3, i64 44, !dbg !303
  %152 = load i32, ptr %151, align 4, !dbg !303, !tbaa !305
  %153 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !307
  %154 = load double, ptr %153, align 16, !dbg !307, !tbaa !308
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %150, i32 noundef %152, double noundef %154), !dbg !309
    #dbg_value(i64 2, !139, !DIExpression(), !302)
  %156 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !310
  %157 = getelementptr inbounds i8, ptr %3, i64 76, !dbg !303
  %158 = load i32, ptr %157, align 4, !dbg !303, !tbaa !305
  %159 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !307
  %160 = load double, ptr %159, align 16, !dbg !307, !tbaa !308
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %156, i32 noundef %158, double noundef %160), !dbg !309
    #dbg_value(i64 3, !139, !DIExpression(), !302)
  %162 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !310
  %163 = getelementptr inbounds i8, ptr %3, i64 108, !dbg !303
  %164 = load i32, ptr %163, align 4, !dbg !303, !tbaa !305
  %165 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !307
  %166 = load double, ptr %165, align 16, !dbg !307, !tbaa !308
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %162, i32 noundef %164, double noundef %166), !dbg !309
    #dbg_value(i64 4, !139, !DIExpression(), !302)
  %168 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !310
  %169 = getelementptr inbounds i8, ptr %3, i64 140, !dbg !303
  %170 = load i32, ptr %169, align 4, !dbg !303, !tbaa !305
  %171 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !307
  %172 = load double, ptr %171, align 16, !dbg !307, !tbaa !308
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %168, i32 noundef %170, double noundef %172), !dbg !309
    #dbg_value(i64 5, !139, !DIExpression(), !302)
  %174 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !310
  %175 = getelementptr inbounds i8, ptr %3, i64 172, !dbg !303
  %176 = load i32, ptr %175, align 4, !dbg !303, !tbaa !305
  %177 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !307
  %178 = load double, ptr %177, align 16, !dbg !307, !tbaa !308
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %174, i32 noundef %176, double noundef %178), !dbg !309
    #dbg_value(i64 6, !139, !DIExpression(), !302)
  %180 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !310
  %181 = getelementptr inbounds i8, ptr %3, i64 204, !dbg !303
  %182 = load i32, ptr %181, align 4, !dbg !303, !tbaa !305
  %183 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !307
  %184 = load double, ptr %183, align 16, !dbg !307, !tbaa !308
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %180, i32 noundef %182, double noundef %184), !dbg !309
    #dbg_value(i64 7, !139, !DIExpression(), !302)
  %186 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !310
  %187 = getelementptr inbounds i8, ptr %3, i64 236, !dbg !303
  %188 = load i32, ptr %187, align 4, !dbg !303, !tbaa !305
  %189 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !307
  %190 = load double, ptr %189, align 16, !dbg !307, !tbaa !308
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %186, i32 noundef %188, double noundef %190), !dbg !309
    #dbg_value(i64 8, !139, !DIExpression(), !302)
  %192 = call i32 @putchar(i32 10), !dbg !311
  %193 = load i32, ptr @main.a, align 16, !dbg !312, !tbaa !160
  %194 = and i32 %193, 127, !dbg !313
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #13, !dbg !314
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #13, !dbg !314
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13, !dbg !314
  ret i32 %194, !dbg !315
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !316 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal range(i32 -1, 2) i32 @cmp_counting(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 !dbg !319 {
    #dbg_value(ptr %0, !321, !DIExpression(), !323)
    #dbg_value(ptr %1, !322, !DIExpression(), !323)
  %3 = load i64, ptr @calls, align 8, !dbg !324, !tbaa !167
  %4 = add i64 %3, 1, !dbg !324
  store i64 %4, ptr @calls, align 8, !dbg !324, !tbaa !167
    #dbg_value(ptr %0, !248, !DIExpression(), !325)
    #dbg_value(ptr %1, !251, !DIExpression(), !325)
  %5 = load i32, ptr %0, align 4, !dbg !327, !tbaa !160
    #dbg_value(i32 %5, !252, !DIExpression(), !325)
  %6 = load i32, ptr %1, align 4, !dbg !328, !tbaa !160
    #dbg_value(i32 %6, !253, !DIExpression(), !325)
  %7 = icmp sgt i32 %5, %6, !dbg !329
  %8 = zext i1 %7 to i32, !dbg !329
  %9 = icmp slt i32 %5, %6, !dbg !330
  %10 = sext i1 %9 to i32, !dbg !330
  %11 = add nsw i32 %10, %8, !dbg !331
  ret i32 %11, !dbg !332
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @merge_sort(ptr noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !333 {
    #dbg_value(ptr %0, !338, !DIExpression(), !345)
    #dbg_value(ptr @main.tmp, !339, !DIExpression(), !345)
    #dbg_value(i32 %1, !340, !DIExpression(), !345)
  %3 = icmp slt i32 %1, 2, !dbg !346
  br i1 %3, label %114, label %4, !dbg !348

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1, !dbg !349
    #dbg_value(i32 %5, !341, !DIExpression(), !345)
  tail call fastcc void @merge_sort(ptr noundef %0, i32 noundef %5), !dbg !350
  %6 = zext nneg i32 %5 to i64, !dbg !351
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !351
  %8 = sub nsw i32 %1, %5, !dbg !352
  tail call fastcc void @merge_sort(ptr noundef %7, i32 noundef %8), !dbg !353
    #dbg_value(i32 0, !342, !DIExpression(), !345)
    #dbg_value(i32 %5, !343, !DIExpression(), !345)
    #dbg_value(i32 0, !344, !DIExpression(), !345)
  br label %41, !dbg !354

9:                                                ; preds = %41
    #dbg_value(i64 %58, !344, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !345)
    #dbg_value(i32 %53, !342, !DIExpression(), !345)
  %10 = icmp ult i32 %53, %5, !dbg !355
  br i1 %10, label %11, label %63, !dbg !356

11:                                               ; preds = %9
  %12 = and i64 %58, 4294967295, !dbg !356
  %13 = zext nneg i32 %53 to i64, !dbg !356
  %14 = zext nneg i32 %5 to i64, !dbg !355
  %15 = zext nneg i32 %44 to i64, !dbg !356
  %16 = sub nsw i64 %14, %15, !dbg !356
  %17 = sext i1 %51 to i64, !dbg !356
  %18 = add nsw i64 %16, %17, !dbg !356
  %19 = icmp ult i64 %18, 8, !dbg !356
  br i1 %19, label %20, label %23, !dbg !356

20:                                               ; preds = %39, %11
  %21 = phi i64 [ %13, %11 ], [ %25, %39 ]
  %22 = phi i64 [ %12, %11 ], [ %26, %39 ]
  br label %93, !dbg !356

23:                                               ; preds = %11
  %24 = and i64 %18, -8, !dbg !356
  %25 = add nsw i64 %24, %13, !dbg !356
  %26 = add nsw i64 %12, %24, !dbg !356
  %27 = getelementptr i32, ptr %0, i64 %13, !dbg !356
  %28 = getelementptr i32, ptr @main.tmp, i64 %12
  br label %29, !dbg !356

29:                                               ; preds = %29, %23
  %30 = phi i64 [ 0, %23 ], [ %37, %29 ]
  %31 = getelementptr i32, ptr %27, i64 %30, !dbg !357
  %32 = getelementptr inbounds i8, ptr %31, i64 16, !dbg !357
  %33 = load <4 x i32>, ptr %31, align 4, !dbg !357, !tbaa !160
  %34 = load <4 x i32>, ptr %32, align 4, !dbg !357, !tbaa !160
  %35 = getelementptr i32, ptr %28, i64 %30, !dbg !358
  %36 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !359
  store <4 x i32> %33, ptr %35, align 4, !dbg !359, !tbaa !160
  store <4 x i32> %34, ptr %36, align 4, !dbg !359, !tbaa !160
  %37 = add nuw i64 %30, 8
  %38 = icmp eq i64 %37, %24
  br i1 %38, label %39, label %29, !llvm.loop !360

39:                                               ; preds = %29
  %40 = icmp eq i64 %18, %24, !dbg !356
  br i1 %40, label %63, label %20, !dbg !356

41:                                               ; preds = %4, %41
  %42 = phi i64 [ 0, %4 ], [ %58, %41 ]
  %43 = phi i32 [ %5, %4 ], [ %56, %41 ]
  %44 = phi i32 [ 0, %4 ], [ %53, %41 ]
    #dbg_value(i64 %42, !344, !DIExpression(), !345)
    #dbg_value(i32 %43, !343, !DIExpression(), !345)
    #dbg_value(i32 %44, !342, !DIExpression(), !345)
  %45 = zext nneg i32 %44 to i64, !dbg !364
  %46 = getelementptr inbounds i32, ptr %0, i64 %45, !dbg !364
  %47 = load i32, ptr %46, align 4, !dbg !364, !tbaa !160
  %48 = zext nneg i32 %43 to i64, !dbg !365
  %49 = getelementptr inbounds i32, ptr %0, i64 %48, !dbg !365
  %50 = load i32, ptr %49, align 4, !dbg !365, !tbaa !160
  %51 = icmp sle i32 %47, %50, !dbg !366
  %52 = zext i1 %51 to i32, !dbg !364
  %53 = add nuw nsw i32 %44, %52, !dbg !364
  %54 = xor i1 %51, true, !dbg !364
  %55 = zext i1 %54 to i32, !dbg !364
  %56 = add i32 %43, %55, !dbg !364
  %57 = tail call i32 @llvm.smin.i32(i32 %47, i32 %50), !dbg !364
    #dbg_value(i32 %56, !343, !DIExpression(), !345)
    #dbg_value(i32 %53, !342, !DIExpression(), !345)
  %58 = add nuw nsw i64 %42, 1, !dbg !367
    #dbg_value(i64 %58, !344, !DIExpression(), !345)
  %59 = getelementptr inbounds i32, ptr @main.tmp, i64 %42, !dbg !368
  store i32 %57, ptr %59, align 4, !dbg !369, !tbaa !160
  %60 = icmp ult i32 %53, %5, !dbg !370
  %61 = icmp slt i32 %56, %1, !dbg !371
  %62 = and i1 %60, %61, !dbg !371
  br i1 %62, label %41, label %9, !dbg !354, !llvm.loop !372

63:                                               ; preds = %93, %39, %9
  %64 = phi i64 [ %58, %9 ], [ %26, %39 ], [ %99, %93 ]
    #dbg_value(i64 %64, !344, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !345)
    #dbg_value(i32 %56, !343, !DIExpression(), !345)
  %65 = icmp slt i32 %56, %1, !dbg !374
  br i1 %65, label %66, label %111, !dbg !375

66:                                               ; preds = %63
  %67 = and i64 %64, 4294967295, !dbg !375
    #dbg_value(i64 %64, !344, !DIExpression(), !345)
  %68 = zext i32 %56 to i64, !dbg !375
  %69 = zext nneg i32 %1 to i64, !dbg !374
  %70 = sub nsw i64 %69, %68, !dbg !375
  %71 = icmp ult i64 %70, 8, !dbg !375
  br i1 %71, label %72, label %75, !dbg !375

72:                                               ; preds = %91, %66
  %73 = phi i64 [ %68, %66 ], [ %77, %91 ]
  %74 = phi i64 [ %67, %66 ], [ %78, %91 ]
  br label %102, !dbg !375

75:                                               ; preds = %66
  %76 = and i64 %70, -8, !dbg !375
  %77 = add nsw i64 %76, %68, !dbg !375
  %78 = add nsw i64 %67, %76, !dbg !375
  %79 = getelementptr i32, ptr %0, i64 %68, !dbg !375
  %80 = getelementptr i32, ptr @main.tmp, i64 %67
  br label %81, !dbg !375

81:                                               ; preds = %81, %75
  %82 = phi i64 [ 0, %75 ], [ %89, %81 ]
  %83 = getelementptr i32, ptr %79, i64 %82, !dbg !376
  %84 = getelementptr inbounds i8, ptr %83, i64 16, !dbg !376
  %85 = load <4 x i32>, ptr %83, align 4, !dbg !376, !tbaa !160
  %86 = load <4 x i32>, ptr %84, align 4, !dbg !376, !tbaa !160
  %87 = getelementptr i32, ptr %80, i64 %82, !dbg !377
  %88 = getelementptr inbounds i8, ptr %87, i64 16, !dbg !378
  store <4 x i32> %85, ptr %87, align 4, !dbg !378, !tbaa !160
  store <4 x i32> %86, ptr %88, align 4, !dbg !378, !tbaa !160
  %89 = add nuw i64 %82, 8
  %90 = icmp eq i64 %89, %76
  br i1 %90, label %91, label %81, !llvm.loop !379

91:                                               ; preds = %81
  %92 = icmp eq i64 %70, %76, !dbg !375
  br i1 %92, label %111, label %72, !dbg !375

93:                                               ; preds = %20, %93
  %94 = phi i64 [ %96, %93 ], [ %21, %20 ]
  %95 = phi i64 [ %99, %93 ], [ %22, %20 ]
    #dbg_value(i64 %95, !344, !DIExpression(), !345)
    #dbg_value(i64 %94, !342, !DIExpression(), !345)
  %96 = add nuw nsw i64 %94, 1, !dbg !381
    #dbg_value(i64 %96, !342, !DIExpression(), !345)
  %97 = getelementptr inbounds i32, ptr %0, i64 %94, !dbg !357
  %98 = load i32, ptr %97, align 4, !dbg !357, !tbaa !160
  %99 = add nuw nsw i64 %95, 1, !dbg !382
    #dbg_value(i64 %99, !344, !DIExpression(), !345)
  %100 = getelementptr inbounds i32, ptr @main.tmp, i64 %95, !dbg !358
  store i32 %98, ptr %100, align 4, !dbg !359, !tbaa !160
  %101 = icmp eq i64 %96, %14, !dbg !355
  br i1 %101, label %63, label %93, !dbg !356, !llvm.loop !383

102:                                              ; preds = %72, %102
  %103 = phi i64 [ %105, %102 ], [ %73, %72 ]
  %104 = phi i64 [ %108, %102 ], [ %74, %72 ]
    #dbg_value(i64 %104, !344, !DIExpression(), !345)
    #dbg_value(i64 %103, !343, !DIExpression(), !345)
  %105 = add nuw nsw i64 %103, 1, !dbg !384
    #dbg_value(i64 %105, !343, !DIExpression(), !345)
  %106 = getelementptr inbounds i32, ptr %0, i64 %103, !dbg !376
  %107 = load i32, ptr %106, align 4, !dbg !376, !tbaa !160
  %108 = add nuw nsw i64 %104, 1, !dbg !385
    #dbg_value(i64 %108, !344, !DIExpression(), !345)
  %109 = getelementptr inbounds i32, ptr @main.tmp, i64 %104, !dbg !377
  store i32 %107, ptr %109, align 4, !dbg !378, !tbaa !160
  %110 = icmp eq i64 %105, %69, !dbg !374
  br i1 %110, label %111, label %102, !dbg !375, !llvm.loop !386

111:                                              ; preds = %102, %91, %63
  %112 = zext nneg i32 %1 to i64, !dbg !387
  %113 = shl nuw nsw i64 %112, 2, !dbg !388
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %0, ptr nonnull align 16 @main.tmp, i64 %113, i1 false), !dbg !389
  br label %114, !dbg !390

114:                                              ; preds = %2, %111
  ret void, !dbg !390
}

; Function Attrs: nofree nounwind
declare !dbg !391 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !396 {
    #dbg_value(ptr %0, !398, !DIExpression(), !400)
    #dbg_value(ptr %1, !399, !DIExpression(), !400)
    #dbg_value(ptr %1, !248, !DIExpression(), !401)
    #dbg_value(ptr %0, !251, !DIExpression(), !401)
  %3 = load i32, ptr %1, align 4, !dbg !403, !tbaa !160
    #dbg_value(i32 %3, !252, !DIExpression(), !401)
  %4 = load i32, ptr %0, align 4, !dbg !404, !tbaa !160
    #dbg_value(i32 %4, !253, !DIExpression(), !401)
  %5 = icmp sgt i32 %3, %4, !dbg !405
  %6 = zext i1 %5 to i32, !dbg !405
  %7 = icmp slt i32 %3, %4, !dbg !406
  %8 = sext i1 %7 to i32, !dbg !406
  %9 = add nsw i32 %8, %6, !dbg !407
  ret i32 %9, !dbg !408
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_dbl(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !409 {
    #dbg_value(ptr %0, !411, !DIExpression(), !415)
    #dbg_value(ptr %1, !412, !DIExpression(), !415)
  %3 = load double, ptr %0, align 8, !dbg !416, !tbaa !225
    #dbg_value(double %3, !413, !DIExpression(), !415)
  %4 = load double, ptr %1, align 8, !dbg !417, !tbaa !225
    #dbg_value(double %4, !414, !DIExpression(), !415)
  %5 = fcmp ogt double %3, %4, !dbg !418
  %6 = zext i1 %5 to i32, !dbg !418
  %7 = fcmp olt double %3, %4, !dbg !419
  %8 = sext i1 %7 to i32, !dbg !419
  %9 = add nsw i32 %8, %6, !dbg !420
  ret i32 %9, !dbg !421
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 !dbg !280 {
    #dbg_value(ptr %0, !279, !DIExpression(), !422)
    #dbg_value(ptr %1, !282, !DIExpression(), !422)
  %3 = load ptr, ptr %0, align 8, !dbg !423, !tbaa !236
  %4 = load ptr, ptr %1, align 8, !dbg !424, !tbaa !236
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14, !dbg !425
  ret i32 %5, !dbg !426
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !427 {
    #dbg_value(ptr %0, !429, !DIExpression(), !435)
    #dbg_value(ptr %1, !430, !DIExpression(), !435)
    #dbg_value(ptr %0, !431, !DIExpression(), !435)
    #dbg_value(ptr %1, !434, !DIExpression(), !435)
  %3 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !436
  %4 = load i32, ptr %3, align 4, !dbg !436, !tbaa !305
  %5 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !438
  %6 = load i32, ptr %5, align 4, !dbg !438, !tbaa !305
  %7 = icmp eq i32 %4, %6, !dbg !439
  br i1 %7, label %10, label %8, !dbg !440

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6, !dbg !441
  br label %25, !dbg !442

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !443
  %12 = load double, ptr %11, align 8, !dbg !443, !tbaa !308
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !445
  %14 = load double, ptr %13, align 8, !dbg !445, !tbaa !308
  %15 = fcmp une double %12, %14, !dbg !446
  br i1 %15, label %16, label %19, !dbg !447

16:                                               ; preds = %10
  %17 = fcmp olt double %12, %14, !dbg !448
  %18 = select i1 %17, i32 1, i32 -1, !dbg !449
  br label %25, !dbg !450

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !451
  %21 = load i32, ptr %20, align 8, !dbg !451, !tbaa !452
  %22 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !453
  %23 = load i32, ptr %22, align 8, !dbg !453, !tbaa !452
  %24 = sub nsw i32 %21, %23, !dbg !454
  br label %25, !dbg !455

25:                                               ; preds = %19, %16, %8
  %26 = phi i32 [ %9, %8 ], [ %18, %16 ], [ %24, %19 ], !dbg !435
  ret i32 %26, !dbg !456
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !457 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #12

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!141, !142, !143, !144, !145, !146, !147}
!llvm.ident = !{!148}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 29, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !4, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !110)
!3 = !DIFile(filename: "programs/qsort_bsearch.c", directory: ".", checksumkind: CSK_MD5, checksum: "9662f84ad6d8d707650819e1e4915083")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !30, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 28, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 5000)
!13 = !{!6, !14, !17, !19, !22, !23, !25, !28}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !15, line: 18, baseType: !16)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!30 = !{!0, !31, !36, !38, !43, !48, !53, !58, !63, !68, !73, !75, !80, !82, !87, !89, !94, !96, !98, !100, !105, !107}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 29, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160000, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 5000)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "tmp", scope: !2, file: !3, line: 29, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 440, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 55)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 144, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 18)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 184, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 23)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 32, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 4)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 16, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 40, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 5)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 48, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 6)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !55, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 56, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 7)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !77, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 64, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 8)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !65, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 88, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 11)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !70, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !65, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !55, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 96, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 12)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !91, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "calls", scope: !7, file: !3, line: 18, type: !109, isLocal: true, isDefinition: true)
!109 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!110 = !{!111, !112, !114, !115, !117, !119, !121, !125, !127, !128, !130, !139}
!111 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 30, type: !10)
!112 = !DILocalVariable(name: "i", scope: !113, file: !3, line: 30, type: !6)
!113 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 25)
!114 = !DILocalVariable(name: "found", scope: !2, file: !3, line: 33, type: !6)
!115 = !DILocalVariable(name: "k", scope: !116, file: !3, line: 33, type: !6)
!116 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 20)
!117 = !DILocalVariable(name: "d", scope: !2, file: !3, line: 36, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 512, elements: !85)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 37, type: !6)
!120 = distinct !DILexicalBlock(scope: !2, file: !3, line: 37, column: 5)
!121 = !DILocalVariable(name: "words", scope: !2, file: !3, line: 38, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 640, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 10)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 39, type: !6)
!126 = distinct !DILexicalBlock(scope: !2, file: !3, line: 39, column: 48)
!127 = !DILocalVariable(name: "key", scope: !2, file: !3, line: 40, type: !19)
!128 = !DILocalVariable(name: "hit", scope: !2, file: !3, line: 40, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!130 = !DILocalVariable(name: "ps", scope: !2, file: !3, line: 41, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 2048, elements: !85)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "Person", file: !3, line: 7, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 7, size: 256, elements: !134)
!134 = !{!135, !136, !137, !138}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !133, file: !3, line: 7, baseType: !102, size: 96)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !133, file: !3, line: 7, baseType: !6, size: 32, offset: 96)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !133, file: !3, line: 7, baseType: !27, size: 64, offset: 128)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !133, file: !3, line: 7, baseType: !6, size: 32, offset: 192)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 43, type: !6)
!140 = distinct !DILexicalBlock(scope: !2, file: !3, line: 43, column: 5)
!141 = !{i32 7, !"Dwarf Version", i32 5}
!142 = !{i32 2, !"Debug Info Version", i32 3}
!143 = !{i32 1, !"wchar_size", i32 4}
!144 = !{i32 8, !"PIC Level", i32 2}
!145 = !{i32 7, !"PIE Level", i32 2}
!146 = !{i32 7, !"uwtable", i32 2}
!147 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!148 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !2)
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 0, scope: !113)
!154 = !DILocation(line: 30, column: 25, scope: !113)
!155 = !DILocation(line: 31, column: 5, scope: !2)
!156 = !DILocation(line: 31, column: 45, scope: !2)
!157 = !DILocation(line: 32, column: 71, scope: !2)
!158 = !DILocation(line: 32, column: 94, scope: !2)
!159 = !DILocation(line: 32, column: 100, scope: !2)
!160 = !{!161, !161, i64 0}
!161 = !{!"int", !162, i64 0}
!162 = !{!"omnipotent char", !163, i64 0}
!163 = !{!"Simple C/C++ TBAA"}
!164 = !DILocation(line: 32, column: 106, scope: !2)
!165 = !DILocation(line: 32, column: 116, scope: !2)
!166 = !DILocation(line: 32, column: 126, scope: !2)
!167 = !{!168, !168, i64 0}
!168 = !{!"long long", !162, i64 0}
!169 = !DILocation(line: 32, column: 132, scope: !2)
!170 = !DILocation(line: 32, column: 5, scope: !2)
!171 = !DILocation(line: 0, scope: !116)
!172 = !DILocation(line: 33, column: 20, scope: !116)
!173 = !DILocation(line: 30, column: 61, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 30, column: 53)
!175 = distinct !DILexicalBlock(scope: !113, file: !3, line: 30, column: 25)
!176 = !DILocation(line: 30, column: 75, scope: !174)
!177 = !DILocation(line: 30, column: 101, scope: !174)
!178 = !DILocation(line: 30, column: 107, scope: !174)
!179 = !DILocation(line: 30, column: 117, scope: !174)
!180 = !DILocation(line: 30, column: 85, scope: !174)
!181 = !DILocation(line: 30, column: 90, scope: !174)
!182 = !DILocation(line: 30, column: 126, scope: !174)
!183 = !DILocation(line: 30, column: 131, scope: !174)
!184 = !DILocation(line: 30, column: 49, scope: !175)
!185 = !DILocation(line: 30, column: 43, scope: !175)
!186 = distinct !{!186, !154, !187, !188}
!187 = !DILocation(line: 30, column: 139, scope: !113)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !DILocation(line: 29, column: 3, scope: !190, inlinedAt: !210)
!190 = distinct !DISubprogram(name: "bsearch", scope: !191, file: !191, line: 20, type: !192, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !199)
!191 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!192 = !DISubroutineType(types: !193)
!193 = !{!22, !17, !17, !14, !14, !194}
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !195, line: 829, baseType: !196)
!195 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DISubroutineType(types: !198)
!198 = !{!6, !17, !17}
!199 = !{!200, !201, !202, !203, !204, !205, !206, !207, !208, !209}
!200 = !DILocalVariable(name: "__key", arg: 1, scope: !190, file: !191, line: 20, type: !17)
!201 = !DILocalVariable(name: "__base", arg: 2, scope: !190, file: !191, line: 20, type: !17)
!202 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !190, file: !191, line: 20, type: !14)
!203 = !DILocalVariable(name: "__size", arg: 4, scope: !190, file: !191, line: 20, type: !14)
!204 = !DILocalVariable(name: "__compar", arg: 5, scope: !190, file: !191, line: 21, type: !194)
!205 = !DILocalVariable(name: "__l", scope: !190, file: !191, line: 23, type: !14)
!206 = !DILocalVariable(name: "__u", scope: !190, file: !191, line: 23, type: !14)
!207 = !DILocalVariable(name: "__idx", scope: !190, file: !191, line: 23, type: !14)
!208 = !DILocalVariable(name: "__p", scope: !190, file: !191, line: 24, type: !17)
!209 = !DILocalVariable(name: "__comparison", scope: !190, file: !191, line: 25, type: !6)
!210 = distinct !DILocation(line: 33, column: 65, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 33, column: 65)
!212 = distinct !DILexicalBlock(scope: !116, file: !3, line: 33, column: 20)
!213 = !DILocation(line: 34, column: 5, scope: !2)
!214 = !DILocation(line: 35, column: 5, scope: !2)
!215 = !DILocation(line: 35, column: 79, scope: !2)
!216 = !DILocation(line: 35, column: 85, scope: !2)
!217 = !DILocation(line: 35, column: 45, scope: !2)
!218 = !DILocation(line: 36, column: 5, scope: !2)
!219 = !DILocation(line: 36, column: 12, scope: !2)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 36, column: 71, scope: !2)
!222 = !DILocation(line: 0, scope: !120)
!223 = !DILocation(line: 37, column: 47, scope: !224)
!224 = distinct !DILexicalBlock(scope: !120, file: !3, line: 37, column: 5)
!225 = !{!226, !226, i64 0}
!226 = !{!"double", !162, i64 0}
!227 = !DILocation(line: 37, column: 33, scope: !224)
!228 = !DILocation(line: 37, column: 54, scope: !2)
!229 = !DILocation(line: 38, column: 5, scope: !2)
!230 = !DILocation(line: 38, column: 17, scope: !2)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 39, column: 5, scope: !2)
!233 = !DILocation(line: 0, scope: !126)
!234 = !DILocation(line: 39, column: 91, scope: !235)
!235 = distinct !DILexicalBlock(scope: !126, file: !3, line: 39, column: 48)
!236 = !{!237, !237, i64 0}
!237 = !{!"any pointer", !162, i64 0}
!238 = !DILocation(line: 39, column: 77, scope: !235)
!239 = !DILocation(line: 39, column: 102, scope: !2)
!240 = !DILocation(line: 0, scope: !190, inlinedAt: !241)
!241 = distinct !DILocation(line: 40, column: 49, scope: !2)
!242 = !DILocation(line: 0, scope: !190, inlinedAt: !210)
!243 = !DILocation(line: 31, column: 20, scope: !244, inlinedAt: !210)
!244 = distinct !DILexicalBlock(scope: !190, file: !191, line: 30, column: 5)
!245 = !DILocation(line: 31, column: 27, scope: !244, inlinedAt: !210)
!246 = !DILocation(line: 32, column: 62, scope: !244, inlinedAt: !210)
!247 = !DILocation(line: 32, column: 53, scope: !244, inlinedAt: !210)
!248 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !3, line: 8, type: !17)
!249 = distinct !DISubprogram(name: "cmp_int", scope: !3, file: !3, line: 8, type: !197, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !250)
!250 = !{!248, !251, !252, !253}
!251 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !3, line: 8, type: !17)
!252 = !DILocalVariable(name: "x", scope: !249, file: !3, line: 8, type: !6)
!253 = !DILocalVariable(name: "y", scope: !249, file: !3, line: 8, type: !6)
!254 = !DILocation(line: 0, scope: !249, inlinedAt: !255)
!255 = distinct !DILocation(line: 33, column: 22, scope: !244, inlinedAt: !210)
!256 = !DILocation(line: 8, column: 81, scope: !249, inlinedAt: !255)
!257 = !DILocation(line: 8, column: 108, scope: !249, inlinedAt: !255)
!258 = !DILocation(line: 8, column: 118, scope: !249, inlinedAt: !255)
!259 = !DILocation(line: 8, column: 113, scope: !249, inlinedAt: !255)
!260 = !DILocation(line: 34, column: 24, scope: !261, inlinedAt: !210)
!261 = distinct !DILexicalBlock(scope: !244, file: !191, line: 34, column: 11)
!262 = !DILocation(line: 34, column: 11, scope: !244, inlinedAt: !210)
!263 = !DILocation(line: 36, column: 29, scope: !264, inlinedAt: !210)
!264 = distinct !DILexicalBlock(scope: !261, file: !191, line: 36, column: 16)
!265 = !DILocation(line: 36, column: 16, scope: !261, inlinedAt: !210)
!266 = !DILocation(line: 37, column: 14, scope: !264, inlinedAt: !210)
!267 = !DILocation(line: 29, column: 14, scope: !190, inlinedAt: !210)
!268 = distinct !{!268, !189, !269, !188}
!269 = !DILocation(line: 49, column: 5, scope: !190, inlinedAt: !210)
!270 = !DILocation(line: 33, column: 65, scope: !212)
!271 = !DILocation(line: 33, column: 54, scope: !212)
!272 = !DILocation(line: 33, column: 43, scope: !212)
!273 = distinct !{!273, !172, !274, !188}
!274 = !DILocation(line: 33, column: 111, scope: !116)
!275 = !DILocation(line: 31, column: 20, scope: !244, inlinedAt: !241)
!276 = !DILocation(line: 31, column: 27, scope: !244, inlinedAt: !241)
!277 = !DILocation(line: 32, column: 62, scope: !244, inlinedAt: !241)
!278 = !DILocation(line: 32, column: 53, scope: !244, inlinedAt: !241)
!279 = !DILocalVariable(name: "a", arg: 1, scope: !280, file: !3, line: 11, type: !17)
!280 = distinct !DISubprogram(name: "cmp_str", scope: !3, file: !3, line: 11, type: !197, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !281)
!281 = !{!279, !282}
!282 = !DILocalVariable(name: "b", arg: 2, scope: !280, file: !3, line: 11, type: !17)
!283 = !DILocation(line: 0, scope: !280, inlinedAt: !284)
!284 = distinct !DILocation(line: 33, column: 22, scope: !244, inlinedAt: !241)
!285 = !DILocation(line: 11, column: 91, scope: !280, inlinedAt: !284)
!286 = !DILocation(line: 11, column: 59, scope: !280, inlinedAt: !284)
!287 = !DILocation(line: 34, column: 24, scope: !261, inlinedAt: !241)
!288 = !DILocation(line: 34, column: 11, scope: !244, inlinedAt: !241)
!289 = !DILocation(line: 36, column: 29, scope: !264, inlinedAt: !241)
!290 = !DILocation(line: 36, column: 16, scope: !261, inlinedAt: !241)
!291 = !DILocation(line: 37, column: 14, scope: !264, inlinedAt: !241)
!292 = !DILocation(line: 29, column: 14, scope: !190, inlinedAt: !241)
!293 = !DILocation(line: 29, column: 3, scope: !190, inlinedAt: !241)
!294 = distinct !{!294, !293, !295, !188}
!295 = !DILocation(line: 49, column: 5, scope: !190, inlinedAt: !241)
!296 = !DILocation(line: 40, column: 123, scope: !2)
!297 = !DILocation(line: 40, column: 100, scope: !2)
!298 = !DILocation(line: 41, column: 5, scope: !2)
!299 = !DILocation(line: 41, column: 12, scope: !2)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 42, column: 5, scope: !2)
!302 = !DILocation(line: 0, scope: !140)
!303 = !DILocation(line: 43, column: 72, scope: !304)
!304 = distinct !DILexicalBlock(scope: !140, file: !3, line: 43, column: 5)
!305 = !{!306, !161, i64 12}
!306 = !{!"", !162, i64 0, !161, i64 12, !226, i64 16, !161, i64 24}
!307 = !DILocation(line: 43, column: 83, scope: !304)
!308 = !{!306, !226, i64 16}
!309 = !DILocation(line: 43, column: 33, scope: !304)
!310 = !DILocation(line: 43, column: 54, scope: !304)
!311 = !DILocation(line: 43, column: 91, scope: !2)
!312 = !DILocation(line: 44, column: 12, scope: !2)
!313 = !DILocation(line: 44, column: 17, scope: !2)
!314 = !DILocation(line: 45, column: 1, scope: !2)
!315 = !DILocation(line: 44, column: 5, scope: !2)
!316 = !DISubprogram(name: "qsort", scope: !195, file: !195, line: 851, type: !317, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !22, !14, !14, !194}
!319 = distinct !DISubprogram(name: "cmp_counting", scope: !3, file: !3, line: 19, type: !197, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !320)
!320 = !{!321, !322}
!321 = !DILocalVariable(name: "a", arg: 1, scope: !319, file: !3, line: 19, type: !17)
!322 = !DILocalVariable(name: "b", arg: 2, scope: !319, file: !3, line: 19, type: !17)
!323 = !DILocation(line: 0, scope: !319)
!324 = !DILocation(line: 19, column: 62, scope: !319)
!325 = !DILocation(line: 0, scope: !249, inlinedAt: !326)
!326 = distinct !DILocation(line: 19, column: 73, scope: !319)
!327 = !DILocation(line: 8, column: 60, scope: !249, inlinedAt: !326)
!328 = !DILocation(line: 8, column: 81, scope: !249, inlinedAt: !326)
!329 = !DILocation(line: 8, column: 108, scope: !249, inlinedAt: !326)
!330 = !DILocation(line: 8, column: 118, scope: !249, inlinedAt: !326)
!331 = !DILocation(line: 8, column: 113, scope: !249, inlinedAt: !326)
!332 = !DILocation(line: 19, column: 66, scope: !319)
!333 = distinct !DISubprogram(name: "merge_sort", scope: !3, file: !3, line: 20, type: !334, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !337)
!334 = !DISubroutineType(cc: DW_CC_nocall, types: !335)
!335 = !{null, !336, !336, !6}
!336 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!337 = !{!338, !339, !340, !341, !342, !343, !344}
!338 = !DILocalVariable(name: "a", arg: 1, scope: !333, file: !3, line: 20, type: !336)
!339 = !DILocalVariable(name: "tmp", arg: 2, scope: !333, file: !3, line: 20, type: !336)
!340 = !DILocalVariable(name: "n", arg: 3, scope: !333, file: !3, line: 20, type: !6)
!341 = !DILocalVariable(name: "m", scope: !333, file: !3, line: 22, type: !6)
!342 = !DILocalVariable(name: "i", scope: !333, file: !3, line: 23, type: !6)
!343 = !DILocalVariable(name: "j", scope: !333, file: !3, line: 23, type: !6)
!344 = !DILocalVariable(name: "k", scope: !333, file: !3, line: 23, type: !6)
!345 = !DILocation(line: 0, scope: !333)
!346 = !DILocation(line: 21, column: 11, scope: !347)
!347 = distinct !DILexicalBlock(scope: !333, file: !3, line: 21, column: 9)
!348 = !DILocation(line: 21, column: 9, scope: !333)
!349 = !DILocation(line: 22, column: 15, scope: !333)
!350 = !DILocation(line: 22, column: 20, scope: !333)
!351 = !DILocation(line: 22, column: 56, scope: !333)
!352 = !DILocation(line: 22, column: 68, scope: !333)
!353 = !DILocation(line: 22, column: 43, scope: !333)
!354 = !DILocation(line: 23, column: 30, scope: !333)
!355 = !DILocation(line: 24, column: 14, scope: !333)
!356 = !DILocation(line: 24, column: 5, scope: !333)
!357 = !DILocation(line: 24, column: 30, scope: !333)
!358 = !DILocation(line: 24, column: 19, scope: !333)
!359 = !DILocation(line: 24, column: 28, scope: !333)
!360 = distinct !{!360, !356, !361, !188, !362, !363}
!361 = !DILocation(line: 24, column: 35, scope: !333)
!362 = !{!"llvm.loop.isvectorized", i32 1}
!363 = !{!"llvm.loop.unroll.runtime.disable"}
!364 = !DILocation(line: 23, column: 64, scope: !333)
!365 = !DILocation(line: 23, column: 72, scope: !333)
!366 = !DILocation(line: 23, column: 69, scope: !333)
!367 = !DILocation(line: 23, column: 58, scope: !333)
!368 = !DILocation(line: 23, column: 53, scope: !333)
!369 = !DILocation(line: 23, column: 62, scope: !333)
!370 = !DILocation(line: 23, column: 39, scope: !333)
!371 = !DILocation(line: 23, column: 43, scope: !333)
!372 = distinct !{!372, !354, !373, !188}
!373 = !DILocation(line: 23, column: 93, scope: !333)
!374 = !DILocation(line: 24, column: 47, scope: !333)
!375 = !DILocation(line: 24, column: 38, scope: !333)
!376 = !DILocation(line: 24, column: 63, scope: !333)
!377 = !DILocation(line: 24, column: 52, scope: !333)
!378 = !DILocation(line: 24, column: 61, scope: !333)
!379 = distinct !{!379, !375, !380, !188, !362, !363}
!380 = !DILocation(line: 24, column: 68, scope: !333)
!381 = !DILocation(line: 24, column: 33, scope: !333)
!382 = !DILocation(line: 24, column: 24, scope: !333)
!383 = distinct !{!383, !356, !361, !188, !363, !362}
!384 = !DILocation(line: 24, column: 66, scope: !333)
!385 = !DILocation(line: 24, column: 57, scope: !333)
!386 = distinct !{!386, !375, !380, !188, !363, !362}
!387 = !DILocation(line: 24, column: 86, scope: !333)
!388 = !DILocation(line: 24, column: 96, scope: !333)
!389 = !DILocation(line: 24, column: 71, scope: !333)
!390 = !DILocation(line: 25, column: 1, scope: !333)
!391 = !DISubprogram(name: "printf", scope: !392, file: !392, line: 356, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!392 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!393 = !DISubroutineType(types: !394)
!394 = !{!6, !395, null}
!395 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!396 = distinct !DISubprogram(name: "cmp_int_desc", scope: !3, file: !3, line: 9, type: !197, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !397)
!397 = !{!398, !399}
!398 = !DILocalVariable(name: "a", arg: 1, scope: !396, file: !3, line: 9, type: !17)
!399 = !DILocalVariable(name: "b", arg: 2, scope: !396, file: !3, line: 9, type: !17)
!400 = !DILocation(line: 0, scope: !396)
!401 = !DILocation(line: 0, scope: !249, inlinedAt: !402)
!402 = distinct !DILocation(line: 9, column: 64, scope: !396)
!403 = !DILocation(line: 8, column: 60, scope: !249, inlinedAt: !402)
!404 = !DILocation(line: 8, column: 81, scope: !249, inlinedAt: !402)
!405 = !DILocation(line: 8, column: 108, scope: !249, inlinedAt: !402)
!406 = !DILocation(line: 8, column: 118, scope: !249, inlinedAt: !402)
!407 = !DILocation(line: 8, column: 113, scope: !249, inlinedAt: !402)
!408 = !DILocation(line: 9, column: 57, scope: !396)
!409 = distinct !DISubprogram(name: "cmp_dbl", scope: !3, file: !3, line: 10, type: !197, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !410)
!410 = !{!411, !412, !413, !414}
!411 = !DILocalVariable(name: "a", arg: 1, scope: !409, file: !3, line: 10, type: !17)
!412 = !DILocalVariable(name: "b", arg: 2, scope: !409, file: !3, line: 10, type: !17)
!413 = !DILocalVariable(name: "x", scope: !409, file: !3, line: 10, type: !27)
!414 = !DILocalVariable(name: "y", scope: !409, file: !3, line: 10, type: !27)
!415 = !DILocation(line: 0, scope: !409)
!416 = !DILocation(line: 10, column: 63, scope: !409)
!417 = !DILocation(line: 10, column: 87, scope: !409)
!418 = !DILocation(line: 10, column: 117, scope: !409)
!419 = !DILocation(line: 10, column: 127, scope: !409)
!420 = !DILocation(line: 10, column: 122, scope: !409)
!421 = !DILocation(line: 10, column: 107, scope: !409)
!422 = !DILocation(line: 0, scope: !280)
!423 = !DILocation(line: 11, column: 66, scope: !280)
!424 = !DILocation(line: 11, column: 91, scope: !280)
!425 = !DILocation(line: 11, column: 59, scope: !280)
!426 = !DILocation(line: 11, column: 52, scope: !280)
!427 = distinct !DISubprogram(name: "cmp_person", scope: !3, file: !3, line: 12, type: !197, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !428)
!428 = !{!429, !430, !431, !434}
!429 = !DILocalVariable(name: "a", arg: 1, scope: !427, file: !3, line: 12, type: !17)
!430 = !DILocalVariable(name: "b", arg: 2, scope: !427, file: !3, line: 12, type: !17)
!431 = !DILocalVariable(name: "p", scope: !427, file: !3, line: 13, type: !432)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!434 = !DILocalVariable(name: "q", scope: !427, file: !3, line: 13, type: !432)
!435 = !DILocation(line: 0, scope: !427)
!436 = !DILocation(line: 14, column: 12, scope: !437)
!437 = distinct !DILexicalBlock(scope: !427, file: !3, line: 14, column: 9)
!438 = !DILocation(line: 14, column: 22, scope: !437)
!439 = !DILocation(line: 14, column: 16, scope: !437)
!440 = !DILocation(line: 14, column: 9, scope: !427)
!441 = !DILocation(line: 14, column: 41, scope: !437)
!442 = !DILocation(line: 14, column: 27, scope: !437)
!443 = !DILocation(line: 15, column: 12, scope: !444)
!444 = distinct !DILexicalBlock(scope: !427, file: !3, line: 15, column: 9)
!445 = !DILocation(line: 15, column: 24, scope: !444)
!446 = !DILocation(line: 15, column: 18, scope: !444)
!447 = !DILocation(line: 15, column: 9, scope: !427)
!448 = !DILocation(line: 15, column: 47, scope: !444)
!449 = !DILocation(line: 15, column: 38, scope: !444)
!450 = !DILocation(line: 15, column: 31, scope: !444)
!451 = !DILocation(line: 16, column: 15, scope: !427)
!452 = !{!306, !161, i64 24}
!453 = !DILocation(line: 16, column: 24, scope: !427)
!454 = !DILocation(line: 16, column: 19, scope: !427)
!455 = !DILocation(line: 16, column: 5, scope: !427)
!456 = !DILocation(line: 17, column: 1, scope: !427)
!457 = !DISubprogram(name: "strcmp", scope: !458, file: !458, line: 156, type: !459, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!459 = !DISubroutineType(types: !460)
!460 = !{!6, !19, !19}
