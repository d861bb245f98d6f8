; ModuleID = 'programs/fft_complex.c'
source_filename = "programs/fft_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { double, double }

@main.a = internal global [1024 x %struct.C] zeroinitializer, align 16, !dbg !0
@main.b = internal global [1024 x %struct.C] zeroinitializer, align 16, !dbg !17
@main.x = internal unnamed_addr global [400 x i64] zeroinitializer, align 16, !dbg !27
@main.y = internal unnamed_addr global [400 x i64] zeroinitializer, align 16, !dbg !32
@main.direct = internal unnamed_addr global [800 x i64] zeroinitializer, align 16, !dbg !34
@main.viafft = internal unnamed_addr global [800 x i64] zeroinitializer, align 16, !dbg !39
@.str = private unnamed_addr constant [59 x i8] c"convolution bad=%d sum=%ld c[0]=%ld c[399]=%ld c[798]=%ld\0A\00", align 1, !dbg !41
@main.sig = internal global [64 x %struct.C] zeroinitializer, align 16, !dbg !47
@.str.1 = private unnamed_addr constant [17 x i8] c"bin %d mag %.6f\0A\00", align 1, !dbg !52

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !2 {
    #dbg_value(i32 1, !58, !DIExpression(), !89)
    #dbg_value(i32 0, !59, !DIExpression(), !90)
  br label %1, !dbg !91

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi i32 [ 1, %0 ], [ %12, %1 ]
    #dbg_value(i32 %3, !58, !DIExpression(), !89)
    #dbg_value(i64 %2, !59, !DIExpression(), !90)
  %4 = mul i32 %3, 1103515245, !dbg !92
  %5 = add i32 %4, 12345, !dbg !95
    #dbg_value(i32 %5, !58, !DIExpression(), !89)
  %6 = lshr i32 %5, 16, !dbg !96
  %7 = trunc nuw i32 %6 to i16, !dbg !97
  %8 = urem i16 %7, 100, !dbg !97
  %9 = zext nneg i16 %8 to i64, !dbg !97
  %10 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %2, !dbg !98
  store i64 %9, ptr %10, align 8, !dbg !99, !tbaa !100
  %11 = mul i32 %5, 1103515245, !dbg !104
  %12 = add i32 %11, 12345, !dbg !105
    #dbg_value(i32 %12, !58, !DIExpression(), !89)
  %13 = lshr i32 %12, 16, !dbg !106
  %14 = trunc nuw i32 %13 to i16, !dbg !107
  %15 = urem i16 %14, 100, !dbg !107
  %16 = zext nneg i16 %15 to i64, !dbg !107
  %17 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %2, !dbg !108
  store i64 %16, ptr %17, align 8, !dbg !109, !tbaa !100
  %18 = add nuw nsw i64 %2, 1, !dbg !110
    #dbg_value(i64 %18, !59, !DIExpression(), !90)
  %19 = icmp eq i64 %18, 400, !dbg !111
  br i1 %19, label %20, label %1, !dbg !91, !llvm.loop !112

20:                                               ; preds = %1, %43
  %21 = phi i64 [ %44, %43 ], [ 0, %1 ]
    #dbg_value(i64 %21, !61, !DIExpression(), !115)
    #dbg_value(i32 0, !63, !DIExpression(), !116)
  %22 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !100
  %24 = insertelement <2 x i64> poison, i64 %23, i64 0, !dbg !117
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !117
  br label %26, !dbg !117

26:                                               ; preds = %26, %20
  %27 = phi i64 [ 0, %20 ], [ %41, %26 ], !dbg !118
  %28 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %27, !dbg !120
  %29 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !120
  %30 = load <2 x i64>, ptr %28, align 16, !dbg !120, !tbaa !100
  %31 = load <2 x i64>, ptr %29, align 16, !dbg !120, !tbaa !100
  %32 = mul nsw <2 x i64> %30, %25, !dbg !121
  %33 = mul nsw <2 x i64> %31, %25, !dbg !121
  %34 = add nuw nsw i64 %27, %21, !dbg !122
  %35 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %34, !dbg !123
  %36 = getelementptr inbounds i8, ptr %35, i64 16, !dbg !124
  %37 = load <2 x i64>, ptr %35, align 8, !dbg !124, !tbaa !100
  %38 = load <2 x i64>, ptr %36, align 8, !dbg !124, !tbaa !100
  %39 = add nsw <2 x i64> %37, %32, !dbg !124
  %40 = add nsw <2 x i64> %38, %33, !dbg !124
  store <2 x i64> %39, ptr %35, align 8, !dbg !124, !tbaa !100
  store <2 x i64> %40, ptr %36, align 8, !dbg !124, !tbaa !100
  %41 = add nuw i64 %27, 4, !dbg !118
  %42 = icmp eq i64 %41, 400, !dbg !118
  br i1 %42, label %43, label %26, !dbg !118, !llvm.loop !125

43:                                               ; preds = %26
  %44 = add nuw nsw i64 %21, 1, !dbg !129
    #dbg_value(i64 %44, !61, !DIExpression(), !115)
  %45 = icmp eq i64 %44, 400, !dbg !130
  br i1 %45, label %65, label %20, !dbg !131, !llvm.loop !132

46:                                               ; preds = %76
  tail call fastcc void @fft(ptr noundef nonnull @main.a, i32 noundef 1024, i32 noundef 0), !dbg !134
  tail call fastcc void @fft(ptr noundef nonnull @main.b, i32 noundef 1024, i32 noundef 0), !dbg !135
    #dbg_value(i32 0, !68, !DIExpression(), !136)
  br label %47, !dbg !137

47:                                               ; preds = %47, %46
  %48 = phi i64 [ 0, %46 ], [ %63, %47 ], !dbg !138
  %49 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %48, !dbg !140
  %50 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %48, !dbg !141
  %51 = load <4 x double>, ptr %49, align 16, !dbg !142
  %52 = shufflevector <4 x double> %51, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !142
  %53 = shufflevector <4 x double> %51, <4 x double> poison, <2 x i32> <i32 1, i32 3>, !dbg !142
  %54 = load <4 x double>, ptr %50, align 16, !dbg !142
  %55 = shufflevector <4 x double> %54, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !142
  %56 = shufflevector <4 x double> %54, <4 x double> poison, <2 x i32> <i32 1, i32 3>, !dbg !142
  %57 = fneg <2 x double> %53, !dbg !143
  %58 = fmul <2 x double> %56, %57, !dbg !143
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %55, <2 x double> %58), !dbg !143
  %60 = fmul <2 x double> %53, %55, !dbg !151
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %56, <2 x double> %60), !dbg !152
  %62 = shufflevector <2 x double> %59, <2 x double> %61, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !142
  store <4 x double> %62, ptr %49, align 16, !dbg !142, !tbaa !153
  %63 = add nuw i64 %48, 2, !dbg !138
  %64 = icmp eq i64 %63, 1024, !dbg !138
  br i1 %64, label %84, label %47, !dbg !138, !llvm.loop !155

65:                                               ; preds = %43, %76
  %66 = phi i64 [ %82, %76 ], [ 0, %43 ]
    #dbg_value(i64 %66, !66, !DIExpression(), !157)
  %67 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %66, !dbg !158
  %68 = icmp ult i64 %66, 400, !dbg !161
  br i1 %68, label %69, label %76, !dbg !162

69:                                               ; preds = %65
  %70 = getelementptr inbounds [400 x i64], ptr @main.x, i64 0, i64 %66, !dbg !163
  %71 = load i64, ptr %70, align 8, !dbg !163, !tbaa !100
  %72 = sitofp i64 %71 to double, !dbg !164
  %73 = getelementptr inbounds [400 x i64], ptr @main.y, i64 0, i64 %66, !dbg !165
  %74 = load i64, ptr %73, align 8, !dbg !165, !tbaa !100
  %75 = sitofp i64 %74 to double, !dbg !166
  br label %76, !dbg !167

76:                                               ; preds = %65, %69
  %77 = phi double [ %72, %69 ], [ 0.000000e+00, %65 ], !dbg !168
  %78 = phi double [ %75, %69 ], [ 0.000000e+00, %65 ], !dbg !167
  store double %77, ptr %67, align 16, !dbg !168
  %79 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !168
  store double 0.000000e+00, ptr %79, align 8, !dbg !168
  %80 = getelementptr inbounds [1024 x %struct.C], ptr @main.b, i64 0, i64 %66, !dbg !169
  store double %78, ptr %80, align 16, !dbg !170, !tbaa !153
  %81 = getelementptr inbounds i8, ptr %80, i64 8, !dbg !170
  store double 0.000000e+00, ptr %81, align 8, !dbg !170, !tbaa !153
  %82 = add nuw nsw i64 %66, 1, !dbg !171
    #dbg_value(i64 %82, !66, !DIExpression(), !157)
  %83 = icmp eq i64 %82, 1024, !dbg !172
  br i1 %83, label %46, label %65, !dbg !173, !llvm.loop !174

84:                                               ; preds = %47
  tail call fastcc void @fft(ptr noundef nonnull @main.a, i32 noundef 1024, i32 noundef 1), !dbg !176
    #dbg_value(i32 0, !70, !DIExpression(), !89)
    #dbg_value(i64 0, !71, !DIExpression(), !89)
    #dbg_value(i32 0, !72, !DIExpression(), !177)
  br label %90, !dbg !178

85:                                               ; preds = %90
  %86 = load i64, ptr @main.viafft, align 16, !dbg !179, !tbaa !100
  %87 = load i64, ptr getelementptr inbounds (i8, ptr @main.viafft, i64 3192), align 8, !dbg !180, !tbaa !100
  %88 = load i64, ptr getelementptr inbounds (i8, ptr @main.viafft, i64 6384), align 16, !dbg !181, !tbaa !100
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %102, i64 noundef %103, i64 noundef %86, i64 noundef %87, i64 noundef %88), !dbg !182
    #dbg_value(i32 0, !74, !DIExpression(), !183)
  br label %107, !dbg !184

90:                                               ; preds = %84, %90
  %91 = phi i64 [ 0, %84 ], [ %104, %90 ]
  %92 = phi i64 [ 0, %84 ], [ %103, %90 ]
  %93 = phi i32 [ 0, %84 ], [ %102, %90 ]
    #dbg_value(i64 %91, !72, !DIExpression(), !177)
    #dbg_value(i64 %92, !71, !DIExpression(), !89)
    #dbg_value(i32 %93, !70, !DIExpression(), !89)
  %94 = getelementptr inbounds [1024 x %struct.C], ptr @main.a, i64 0, i64 %91, !dbg !185
  %95 = load double, ptr %94, align 16, !dbg !188, !tbaa !189
  %96 = tail call i64 @lround(double noundef %95) #9, !dbg !191
  %97 = getelementptr inbounds [800 x i64], ptr @main.viafft, i64 0, i64 %91, !dbg !192
  store i64 %96, ptr %97, align 8, !dbg !193, !tbaa !100
  %98 = getelementptr inbounds [800 x i64], ptr @main.direct, i64 0, i64 %91, !dbg !194
  %99 = load i64, ptr %98, align 8, !dbg !194, !tbaa !100
  %100 = icmp ne i64 %96, %99, !dbg !196
  %101 = zext i1 %100 to i32, !dbg !197
  %102 = add nuw nsw i32 %93, %101, !dbg !197
    #dbg_value(i32 %102, !70, !DIExpression(), !89)
  %103 = add nsw i64 %96, %92, !dbg !198
    #dbg_value(i64 %103, !71, !DIExpression(), !89)
  %104 = add nuw nsw i64 %91, 1, !dbg !199
    #dbg_value(i64 %104, !72, !DIExpression(), !177)
  %105 = icmp eq i64 %104, 799, !dbg !200
  br i1 %105, label %85, label %90, !dbg !178, !llvm.loop !201

106:                                              ; preds = %107
  tail call fastcc void @fft(ptr noundef nonnull @main.sig, i32 noundef 64, i32 noundef 0), !dbg !203
    #dbg_value(i32 0, !76, !DIExpression(), !204)
  br label %123, !dbg !205

107:                                              ; preds = %85, %107
  %108 = phi i64 [ 0, %85 ], [ %120, %107 ]
    #dbg_value(i64 %108, !74, !DIExpression(), !183)
  %109 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %108, !dbg !206
  %110 = trunc nuw nsw i64 %108 to i32, !dbg !208
  %111 = uitofp nneg i32 %110 to double, !dbg !208
  %112 = fmul double %111, 0x403F6A7A2955385E, !dbg !209
  %113 = fmul double %112, 1.562500e-02, !dbg !210
  %114 = tail call double @sin(double noundef %113) #9, !dbg !211
  %115 = fmul double %111, 0x4052D97C7F3321D2, !dbg !212
  %116 = fmul double %115, 1.562500e-02, !dbg !213
  %117 = tail call double @cos(double noundef %116) #9, !dbg !214
  %118 = tail call double @llvm.fmuladd.f64(double %117, double 5.000000e-01, double %114), !dbg !215
  store double %118, ptr %109, align 16, !dbg !216, !tbaa !153
  %119 = getelementptr inbounds i8, ptr %109, i64 8, !dbg !216
  store double 0.000000e+00, ptr %119, align 8, !dbg !216, !tbaa !153
  %120 = add nuw nsw i64 %108, 1, !dbg !217
    #dbg_value(i64 %120, !74, !DIExpression(), !183)
  %121 = icmp eq i64 %120, 64, !dbg !218
  br i1 %121, label %106, label %107, !dbg !184, !llvm.loop !219

122:                                              ; preds = %134
  ret i32 %102, !dbg !221

123:                                              ; preds = %106, %134
  %124 = phi i64 [ 0, %106 ], [ %135, %134 ]
    #dbg_value(i64 %124, !76, !DIExpression(), !204)
  %125 = getelementptr inbounds [64 x %struct.C], ptr @main.sig, i64 0, i64 %124, !dbg !222
  %126 = load double, ptr %125, align 16, !dbg !223, !tbaa !189
  %127 = getelementptr inbounds i8, ptr %125, i64 8, !dbg !224
  %128 = load double, ptr %127, align 8, !dbg !224, !tbaa !225
  %129 = tail call double @hypot(double noundef %126, double noundef %128) #9, !dbg !226
    #dbg_value(double %129, !78, !DIExpression(), !227)
  %130 = fcmp ogt double %129, 0x3EB0C6F7A0B5ED8D, !dbg !228
  br i1 %130, label %131, label %134, !dbg !230

131:                                              ; preds = %123
  %132 = trunc nuw nsw i64 %124 to i32, !dbg !231
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %132, double noundef %129), !dbg !231
  br label %134, !dbg !231

134:                                              ; preds = %131, %123
  %135 = add nuw nsw i64 %124, 1, !dbg !232
    #dbg_value(i64 %135, !76, !DIExpression(), !204)
  %136 = icmp eq i64 %135, 32, !dbg !233
  br i1 %136, label %122, label %123, !dbg !205, !llvm.loop !234
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc void @fft(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !236 {
  %4 = alloca %struct.C, align 8, !DIAssignID !273
    #dbg_assign(i1 undef, !250, !DIExpression(), !273, ptr %4, !DIExpression(), !274)
    #dbg_value(ptr %0, !241, !DIExpression(), !275)
    #dbg_value(i32 %1, !242, !DIExpression(), !275)
    #dbg_value(i32 %2, !243, !DIExpression(), !275)
    #dbg_value(i32 1, !244, !DIExpression(), !276)
    #dbg_value(i32 0, !246, !DIExpression(), !276)
  %5 = icmp sgt i32 %1, 1, !dbg !277
  br i1 %5, label %6, label %32, !dbg !278

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64, !dbg !277
  br label %8, !dbg !278

8:                                                ; preds = %6, %29
  %9 = phi i64 [ 1, %6 ], [ %30, %29 ]
  %10 = phi i32 [ 0, %6 ], [ %22, %29 ]
    #dbg_value(i64 %9, !244, !DIExpression(), !276)
    #dbg_value(i32 %10, !246, !DIExpression(), !276)
  br label %16, !dbg !279

11:                                               ; preds = %29
    #dbg_value(i32 2, !253, !DIExpression(), !281)
  %12 = icmp eq i32 %2, 0
  %13 = select i1 %12, i32 1, i32 -1
  %14 = sitofp i32 %13 to double
  %15 = zext nneg i32 %1 to i64, !dbg !282
  br label %57, !dbg !282

16:                                               ; preds = %16, %8
  %17 = phi i32 [ %19, %16 ], [ %1, %8 ]
  %18 = phi i32 [ %22, %16 ], [ %10, %8 ], !dbg !283
  %19 = lshr i32 %17, 1, !dbg !284
    #dbg_value(i32 %18, !246, !DIExpression(), !276)
    #dbg_value(i32 %19, !247, !DIExpression(), !285)
  %20 = and i32 %18, %19, !dbg !286
  %21 = icmp eq i32 %20, 0, !dbg !279
  %22 = xor i32 %18, %19, !dbg !288
    #dbg_value(i32 %22, !246, !DIExpression(), !276)
    #dbg_value(i32 %19, !247, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !285)
  br i1 %21, label %23, label %16, !dbg !279, !llvm.loop !289

23:                                               ; preds = %16
    #dbg_value(i32 %22, !246, !DIExpression(), !276)
  %24 = zext nneg i32 %22 to i64, !dbg !291
  %25 = icmp ult i64 %9, %24, !dbg !291
  br i1 %25, label %26, label %29, !dbg !292

26:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4), !dbg !293
  %27 = getelementptr inbounds %struct.C, ptr %0, i64 %9, !dbg !294
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !dbg !294, !tbaa.struct !295, !DIAssignID !296
    #dbg_assign(i1 undef, !250, !DIExpression(), !296, ptr %4, !DIExpression(), !274)
  %28 = getelementptr inbounds %struct.C, ptr %0, i64 %24, !dbg !297
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull align 8 dereferenceable(16) %28, i64 16, i1 false), !dbg !297, !tbaa.struct !295
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !dbg !298, !tbaa.struct !295
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4), !dbg !299
  br label %29, !dbg !300

29:                                               ; preds = %26, %23
  %30 = add nuw nsw i64 %9, 1, !dbg !301
    #dbg_value(i64 %30, !244, !DIExpression(), !276)
    #dbg_value(i32 %22, !246, !DIExpression(), !276)
  %31 = icmp eq i64 %30, %7, !dbg !277
  br i1 %31, label %11, label %8, !dbg !278, !llvm.loop !302

32:                                               ; preds = %75, %3
  %33 = icmp ne i32 %2, 0, !dbg !304
    #dbg_value(i32 0, !270, !DIExpression(), !305)
  %34 = icmp sgt i32 %1, 0
  %35 = and i1 %33, %34, !dbg !306
  br i1 %35, label %36, label %116, !dbg !306

36:                                               ; preds = %32
  %37 = uitofp nneg i32 %1 to double
  %38 = zext nneg i32 %1 to i64, !dbg !307
  %39 = icmp ult i32 %1, 2, !dbg !309
  br i1 %39, label %40, label %44, !dbg !309

40:                                               ; preds = %55, %36
  %41 = phi i64 [ 0, %36 ], [ %45, %55 ]
  %42 = insertelement <2 x double> poison, double %37, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  br label %109, !dbg !309

44:                                               ; preds = %36
  %45 = and i64 %38, 2147483646, !dbg !309
  %46 = insertelement <2 x double> poison, double %37, i64 0, !dbg !309
  %47 = shufflevector <2 x double> %46, <2 x double> poison, <4 x i32> zeroinitializer
  br label %48, !dbg !309

48:                                               ; preds = %48, %44
  %49 = phi i64 [ 0, %44 ], [ %53, %48 ], !dbg !310
  %50 = getelementptr inbounds %struct.C, ptr %0, i64 %49, !dbg !311
  %51 = load <4 x double>, ptr %50, align 8, !dbg !313, !tbaa !153
  %52 = fdiv <4 x double> %51, %47, !dbg !314
  store <4 x double> %52, ptr %50, align 8, !dbg !314, !tbaa !153
  %53 = add nuw i64 %49, 2, !dbg !310
  %54 = icmp eq i64 %53, %45, !dbg !310
  br i1 %54, label %55, label %48, !dbg !310, !llvm.loop !315

55:                                               ; preds = %48
  %56 = icmp eq i64 %45, %38, !dbg !309
  br i1 %56, label %116, label %40, !dbg !309

57:                                               ; preds = %75, %11
  %58 = phi i32 [ 2, %11 ], [ %76, %75 ]
    #dbg_value(i32 %58, !253, !DIExpression(), !281)
  %59 = sitofp i32 %58 to double, !dbg !317
  %60 = fdiv double 0x401921FB54442D18, %59, !dbg !318
  %61 = fmul double %60, %14, !dbg !319
    #dbg_value(double %61, !255, !DIExpression(), !320)
  %62 = tail call double @cos(double noundef %61) #9, !dbg !321
    #dbg_value(double %62, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !320)
  %63 = tail call double @sin(double noundef %61) #9, !dbg !322
    #dbg_value(double %63, !258, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !320)
    #dbg_value(i32 0, !259, !DIExpression(), !323)
  %64 = ashr exact i32 %58, 1
  %65 = icmp sgt i32 %64, 0
  %66 = sext i32 %64 to i64, !dbg !324
  %67 = sext i32 %58 to i64, !dbg !324
  %68 = zext nneg i32 %64 to i64
  %69 = getelementptr %struct.C, ptr %0, i64 %66
  %70 = insertelement <2 x double> poison, double %63, i64 0
  %71 = insertelement <2 x double> %70, double %62, i64 1
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  br label %73, !dbg !324

73:                                               ; preds = %57, %78
  %74 = phi i64 [ 0, %57 ], [ %79, %78 ]
    #dbg_value(i64 %74, !259, !DIExpression(), !323)
    #dbg_value(double 0.000000e+00, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !325)
    #dbg_value(double 1.000000e+00, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !325)
    #dbg_value(i32 0, !264, !DIExpression(), !326)
  br i1 %65, label %81, label %78, !dbg !327

75:                                               ; preds = %78
  %76 = shl i32 %58, 1, !dbg !328
    #dbg_value(i32 %76, !253, !DIExpression(), !281)
  %77 = icmp sgt i32 %76, %1, !dbg !329
  br i1 %77, label %32, label %57, !dbg !282, !llvm.loop !330

78:                                               ; preds = %81, %73
  %79 = add nsw i64 %74, %67, !dbg !332
    #dbg_value(i64 %79, !259, !DIExpression(), !323)
  %80 = icmp slt i64 %79, %15, !dbg !333
  br i1 %80, label %73, label %75, !dbg !324, !llvm.loop !334

81:                                               ; preds = %73, %81
  %82 = phi i64 [ %107, %81 ], [ 0, %73 ]
  %83 = phi <2 x double> [ %106, %81 ], [ <double 1.000000e+00, double 0.000000e+00>, %73 ]
    #dbg_value(double poison, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !325)
    #dbg_value(double poison, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !325)
    #dbg_value(i64 %82, !264, !DIExpression(), !326)
  %84 = add nsw i64 %82, %74, !dbg !336
  %85 = getelementptr inbounds %struct.C, ptr %0, i64 %84, !dbg !337
    #dbg_value(double poison, !266, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !338)
    #dbg_value(double poison, !266, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !338)
  %86 = getelementptr %struct.C, ptr %69, i64 %84, !dbg !339
  %87 = load double, ptr %86, align 8, !dbg !340
  %88 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !340
  %89 = load double, ptr %88, align 8, !dbg !340
    #dbg_value(double %87, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(double %89, !148, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(double poison, !149, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(double poison, !149, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
  %90 = fneg double %89, !dbg !343
    #dbg_value(double poison, !269, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !338)
    #dbg_value(double poison, !269, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !338)
    #dbg_value(double poison, !344, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !348)
    #dbg_value(double poison, !344, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !348)
    #dbg_value(double poison, !347, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !348)
    #dbg_value(double poison, !347, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !348)
    #dbg_value(double poison, !350, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !354)
    #dbg_value(double poison, !350, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !354)
    #dbg_value(double poison, !353, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !354)
    #dbg_value(double poison, !353, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !354)
    #dbg_value(double poison, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !356)
    #dbg_value(double poison, !148, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !356)
    #dbg_value(double %62, !149, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !356)
    #dbg_value(double %63, !149, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !356)
  %91 = extractelement <2 x double> %83, i64 1, !dbg !358
  %92 = fneg double %91, !dbg !358
  %93 = load <2 x double>, ptr %85, align 8, !dbg !337, !tbaa !153
  %94 = insertelement <2 x double> poison, double %89, i64 0, !dbg !343
  %95 = insertelement <2 x double> %94, double %90, i64 1, !dbg !343
  %96 = fmul <2 x double> %83, %95, !dbg !343
  %97 = shufflevector <2 x double> %96, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !343
  %98 = insertelement <2 x double> poison, double %87, i64 0, !dbg !343
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !343
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %83, <2 x double> %97), !dbg !343
  %101 = fadd <2 x double> %93, %100, !dbg !359
  store <2 x double> %101, ptr %85, align 8, !dbg !360, !tbaa !153
  %102 = fsub <2 x double> %93, %100, !dbg !361
  store <2 x double> %102, ptr %86, align 8, !dbg !362, !tbaa !153
  %103 = insertelement <2 x double> %83, double %92, i64 0, !dbg !358
  %104 = fmul <2 x double> %71, %103, !dbg !358
  %105 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !358
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %72, <2 x double> %104), !dbg !358
    #dbg_value(double poison, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !325)
  %107 = add nuw nsw i64 %82, 1, !dbg !363
    #dbg_value(double poison, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !325)
    #dbg_value(i64 %107, !264, !DIExpression(), !326)
  %108 = icmp eq i64 %107, %68, !dbg !364
  br i1 %108, label %78, label %81, !dbg !327, !llvm.loop !365

109:                                              ; preds = %40, %109
  %110 = phi i64 [ %114, %109 ], [ %41, %40 ]
    #dbg_value(i64 %110, !270, !DIExpression(), !305)
  %111 = getelementptr inbounds %struct.C, ptr %0, i64 %110, !dbg !311
  %112 = load <2 x double>, ptr %111, align 8, !dbg !313, !tbaa !153
  %113 = fdiv <2 x double> %112, %43, !dbg !313
  store <2 x double> %113, ptr %111, align 8, !dbg !313, !tbaa !153
  %114 = add nuw nsw i64 %110, 1, !dbg !310
    #dbg_value(i64 %114, !270, !DIExpression(), !305)
  %115 = icmp eq i64 %114, %38, !dbg !307
  br i1 %115, label %116, label %109, !dbg !309, !llvm.loop !367

116:                                              ; preds = %109, %55, %32
  ret void, !dbg !368
}

; Function Attrs: nounwind
declare !dbg !369 i64 @lround(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !372 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !379 double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !382 double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nounwind
declare !dbg !383 double @hypot(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 18, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !4, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !57)
!3 = !DIFile(filename: "programs/fft_complex.c", directory: ".", checksumkind: CSK_MD5, checksum: "c15abfe8e47bde5a857411e8435a6ca9")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !16, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 18, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 1024)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!0, !17, !27, !32, !34, !39, !41, !47, !52}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 18, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 131072, elements: !25)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "C", file: !3, line: 6, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 6, size: 128, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "re", scope: !21, file: !3, line: 6, baseType: !15, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "im", scope: !21, file: !3, line: 6, baseType: !15, size: 64, offset: 64)
!25 = !{!26}
!26 = !DISubrange(count: 1024)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 25600, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 400)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "direct", scope: !2, file: !3, line: 18, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 51200, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 800)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "viafft", scope: !2, file: !3, line: 18, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 472, elements: !45)
!44 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!45 = !{!46}
!46 = !DISubrange(count: 59)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "sig", scope: !2, file: !3, line: 25, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 8192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 64)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 136, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 17)
!57 = !{!58, !59, !61, !63, !66, !68, !70, !71, !72, !74, !76, !78}
!58 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 19, type: !10)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 19, type: !6)
!60 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 21)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 20, type: !6)
!62 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 5)
!63 = !DILocalVariable(name: "j", scope: !64, file: !3, line: 20, type: !6)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 20, column: 35)
!65 = distinct !DILexicalBlock(scope: !62, file: !3, line: 20, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 21, type: !6)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 21, column: 5)
!68 = !DILocalVariable(name: "i", scope: !69, file: !3, line: 22, type: !6)
!69 = distinct !DILexicalBlock(scope: !2, file: !3, line: 22, column: 33)
!70 = !DILocalVariable(name: "bad", scope: !2, file: !3, line: 23, type: !6)
!71 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 23, type: !14)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 23, type: !6)
!73 = distinct !DILexicalBlock(scope: !2, file: !3, line: 23, column: 32)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 25, type: !6)
!75 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 23)
!76 = !DILocalVariable(name: "k", scope: !77, file: !3, line: 26, type: !6)
!77 = distinct !DILexicalBlock(scope: !2, file: !3, line: 26, column: 22)
!78 = !DILocalVariable(name: "mag", scope: !79, file: !3, line: 26, type: !15)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 26, column: 51)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 26, column: 22)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = !DILocation(line: 0, scope: !2)
!90 = !DILocation(line: 0, scope: !60)
!91 = !DILocation(line: 19, column: 21, scope: !60)
!92 = !DILocation(line: 19, column: 59, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 19, column: 51)
!94 = distinct !DILexicalBlock(scope: !60, file: !3, line: 19, column: 21)
!95 = !DILocation(line: 19, column: 73, scope: !93)
!96 = !DILocation(line: 19, column: 99, scope: !93)
!97 = !DILocation(line: 19, column: 106, scope: !93)
!98 = !DILocation(line: 19, column: 83, scope: !93)
!99 = !DILocation(line: 19, column: 88, scope: !93)
!100 = !{!101, !101, i64 0}
!101 = !{!"long", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !DILocation(line: 19, column: 119, scope: !93)
!105 = !DILocation(line: 19, column: 133, scope: !93)
!106 = !DILocation(line: 19, column: 159, scope: !93)
!107 = !DILocation(line: 19, column: 166, scope: !93)
!108 = !DILocation(line: 19, column: 143, scope: !93)
!109 = !DILocation(line: 19, column: 148, scope: !93)
!110 = !DILocation(line: 19, column: 47, scope: !94)
!111 = !DILocation(line: 19, column: 39, scope: !94)
!112 = distinct !{!112, !91, !113, !114}
!113 = !DILocation(line: 19, column: 173, scope: !60)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 0, scope: !62)
!116 = !DILocation(line: 0, scope: !64)
!117 = !DILocation(line: 20, column: 35, scope: !64)
!118 = !DILocation(line: 20, column: 61, scope: !119)
!119 = distinct !DILexicalBlock(scope: !64, file: !3, line: 20, column: 35)
!120 = !DILocation(line: 20, column: 89, scope: !119)
!121 = !DILocation(line: 20, column: 87, scope: !119)
!122 = !DILocation(line: 20, column: 74, scope: !119)
!123 = !DILocation(line: 20, column: 65, scope: !119)
!124 = !DILocation(line: 20, column: 79, scope: !119)
!125 = distinct !{!125, !117, !126, !114, !127, !128}
!126 = !DILocation(line: 20, column: 92, scope: !64)
!127 = !{!"llvm.loop.isvectorized", i32 1}
!128 = !{!"llvm.loop.unroll.runtime.disable"}
!129 = !DILocation(line: 20, column: 31, scope: !65)
!130 = !DILocation(line: 20, column: 23, scope: !65)
!131 = !DILocation(line: 20, column: 5, scope: !62)
!132 = distinct !{!132, !131, !133, !114}
!133 = !DILocation(line: 20, column: 92, scope: !62)
!134 = !DILocation(line: 22, column: 5, scope: !2)
!135 = !DILocation(line: 22, column: 19, scope: !2)
!136 = !DILocation(line: 0, scope: !69)
!137 = !DILocation(line: 22, column: 33, scope: !69)
!138 = !DILocation(line: 22, column: 57, scope: !139)
!139 = distinct !DILexicalBlock(scope: !69, file: !3, line: 22, column: 33)
!140 = !DILocation(line: 22, column: 61, scope: !139)
!141 = !DILocation(line: 22, column: 79, scope: !139)
!142 = !DILocation(line: 22, column: 68, scope: !139)
!143 = !DILocation(line: 9, column: 51, scope: !144, inlinedAt: !150)
!144 = distinct !DISubprogram(name: "cmul", scope: !3, file: !3, line: 9, type: !145, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!20, !20, !20}
!147 = !{!148, !149}
!148 = !DILocalVariable(name: "a", arg: 1, scope: !144, file: !3, line: 9, type: !20)
!149 = !DILocalVariable(name: "b", arg: 2, scope: !144, file: !3, line: 9, type: !20)
!150 = distinct !DILocation(line: 22, column: 68, scope: !139)
!151 = !DILocation(line: 9, column: 85, scope: !144, inlinedAt: !150)
!152 = !DILocation(line: 9, column: 78, scope: !144, inlinedAt: !150)
!153 = !{!154, !154, i64 0}
!154 = !{!"double", !102, i64 0}
!155 = distinct !{!155, !137, !156, !114, !127, !128}
!156 = !DILocation(line: 22, column: 83, scope: !69)
!157 = !DILocation(line: 0, scope: !67)
!158 = !DILocation(line: 21, column: 35, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 21, column: 33)
!160 = distinct !DILexicalBlock(scope: !67, file: !3, line: 21, column: 5)
!161 = !DILocation(line: 21, column: 49, scope: !159)
!162 = !DILocation(line: 21, column: 47, scope: !159)
!163 = !DILocation(line: 21, column: 65, scope: !159)
!164 = !DILocation(line: 21, column: 57, scope: !159)
!165 = !DILocation(line: 21, column: 110, scope: !159)
!166 = !DILocation(line: 21, column: 102, scope: !159)
!167 = !DILocation(line: 21, column: 92, scope: !159)
!168 = !DILocation(line: 21, column: 42, scope: !159)
!169 = !DILocation(line: 21, column: 80, scope: !159)
!170 = !DILocation(line: 21, column: 87, scope: !159)
!171 = !DILocation(line: 21, column: 29, scope: !160)
!172 = !DILocation(line: 21, column: 23, scope: !160)
!173 = !DILocation(line: 21, column: 5, scope: !67)
!174 = distinct !{!174, !173, !175, !114}
!175 = !DILocation(line: 21, column: 125, scope: !67)
!176 = !DILocation(line: 22, column: 86, scope: !2)
!177 = !DILocation(line: 0, scope: !73)
!178 = !DILocation(line: 23, column: 32, scope: !73)
!179 = !DILocation(line: 24, column: 85, scope: !2)
!180 = !DILocation(line: 24, column: 96, scope: !2)
!181 = !DILocation(line: 24, column: 109, scope: !2)
!182 = !DILocation(line: 24, column: 5, scope: !2)
!183 = !DILocation(line: 0, scope: !75)
!184 = !DILocation(line: 25, column: 23, scope: !75)
!185 = !DILocation(line: 23, column: 83, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 23, column: 62)
!187 = distinct !DILexicalBlock(scope: !73, file: !3, line: 23, column: 32)
!188 = !DILocation(line: 23, column: 88, scope: !186)
!189 = !{!190, !154, i64 0}
!190 = !{!"", !154, i64 0, !154, i64 8}
!191 = !DILocation(line: 23, column: 76, scope: !186)
!192 = !DILocation(line: 23, column: 64, scope: !186)
!193 = !DILocation(line: 23, column: 74, scope: !186)
!194 = !DILocation(line: 23, column: 110, scope: !195)
!195 = distinct !DILexicalBlock(scope: !186, file: !3, line: 23, column: 97)
!196 = !DILocation(line: 23, column: 107, scope: !195)
!197 = !DILocation(line: 23, column: 97, scope: !186)
!198 = !DILocation(line: 23, column: 132, scope: !186)
!199 = !DILocation(line: 23, column: 58, scope: !187)
!200 = !DILocation(line: 23, column: 50, scope: !187)
!201 = distinct !{!201, !178, !202, !114}
!202 = !DILocation(line: 23, column: 146, scope: !73)
!203 = !DILocation(line: 26, column: 5, scope: !2)
!204 = !DILocation(line: 0, scope: !77)
!205 = !DILocation(line: 26, column: 22, scope: !77)
!206 = !DILocation(line: 25, column: 52, scope: !207)
!207 = distinct !DILexicalBlock(scope: !75, file: !3, line: 25, column: 23)
!208 = !DILocation(line: 25, column: 85, scope: !207)
!209 = !DILocation(line: 25, column: 83, scope: !207)
!210 = !DILocation(line: 25, column: 87, scope: !207)
!211 = !DILocation(line: 25, column: 66, scope: !207)
!212 = !DILocation(line: 25, column: 119, scope: !207)
!213 = !DILocation(line: 25, column: 123, scope: !207)
!214 = !DILocation(line: 25, column: 101, scope: !207)
!215 = !DILocation(line: 25, column: 93, scope: !207)
!216 = !DILocation(line: 25, column: 61, scope: !207)
!217 = !DILocation(line: 25, column: 48, scope: !207)
!218 = !DILocation(line: 25, column: 41, scope: !207)
!219 = distinct !{!219, !184, !220, !114}
!220 = !DILocation(line: 25, column: 132, scope: !75)
!221 = !DILocation(line: 28, column: 1, scope: !2)
!222 = !DILocation(line: 26, column: 72, scope: !79)
!223 = !DILocation(line: 26, column: 79, scope: !79)
!224 = !DILocation(line: 26, column: 90, scope: !79)
!225 = !{!190, !154, i64 8}
!226 = !DILocation(line: 26, column: 66, scope: !79)
!227 = !DILocation(line: 0, scope: !79)
!228 = !DILocation(line: 26, column: 103, scope: !229)
!229 = distinct !DILexicalBlock(scope: !79, file: !3, line: 26, column: 99)
!230 = !DILocation(line: 26, column: 99, scope: !79)
!231 = !DILocation(line: 26, column: 111, scope: !229)
!232 = !DILocation(line: 26, column: 47, scope: !80)
!233 = !DILocation(line: 26, column: 40, scope: !80)
!234 = distinct !{!234, !205, !235, !114}
!235 = !DILocation(line: 26, column: 148, scope: !77)
!236 = distinct !DISubprogram(name: "fft", scope: !3, file: !3, line: 10, type: !237, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !240)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !239, !6, !6}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!240 = !{!241, !242, !243, !244, !246, !247, !250, !253, !255, !258, !259, !261, !264, !266, !269, !270}
!241 = !DILocalVariable(name: "a", arg: 1, scope: !236, file: !3, line: 10, type: !239)
!242 = !DILocalVariable(name: "n", arg: 2, scope: !236, file: !3, line: 10, type: !6)
!243 = !DILocalVariable(name: "inv", arg: 3, scope: !236, file: !3, line: 10, type: !6)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 11, type: !6)
!245 = distinct !DILexicalBlock(scope: !236, file: !3, line: 11, column: 5)
!246 = !DILocalVariable(name: "j", scope: !245, file: !3, line: 11, type: !6)
!247 = !DILocalVariable(name: "bit", scope: !248, file: !3, line: 11, type: !6)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 11, column: 40)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 11, column: 5)
!250 = !DILocalVariable(name: "t", scope: !251, file: !3, line: 11, type: !20)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 11, column: 118)
!252 = distinct !DILexicalBlock(scope: !248, file: !3, line: 11, column: 111)
!253 = !DILocalVariable(name: "len", scope: !254, file: !3, line: 12, type: !6)
!254 = distinct !DILexicalBlock(scope: !236, file: !3, line: 12, column: 5)
!255 = !DILocalVariable(name: "ang", scope: !256, file: !3, line: 12, type: !15)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 12, column: 44)
!257 = distinct !DILexicalBlock(scope: !254, file: !3, line: 12, column: 5)
!258 = !DILocalVariable(name: "wl", scope: !256, file: !3, line: 12, type: !20)
!259 = !DILocalVariable(name: "i", scope: !260, file: !3, line: 13, type: !6)
!260 = distinct !DILexicalBlock(scope: !256, file: !3, line: 13, column: 9)
!261 = !DILocalVariable(name: "w", scope: !262, file: !3, line: 13, type: !20)
!262 = distinct !DILexicalBlock(scope: !263, file: !3, line: 13, column: 42)
!263 = distinct !DILexicalBlock(scope: !260, file: !3, line: 13, column: 9)
!264 = !DILocalVariable(name: "j", scope: !265, file: !3, line: 13, type: !6)
!265 = distinct !DILexicalBlock(scope: !262, file: !3, line: 13, column: 60)
!266 = !DILocalVariable(name: "u", scope: !267, file: !3, line: 13, type: !20)
!267 = distinct !DILexicalBlock(scope: !268, file: !3, line: 13, column: 94)
!268 = distinct !DILexicalBlock(scope: !265, file: !3, line: 13, column: 60)
!269 = !DILocalVariable(name: "v", scope: !267, file: !3, line: 13, type: !20)
!270 = !DILocalVariable(name: "i", scope: !271, file: !3, line: 14, type: !6)
!271 = distinct !DILexicalBlock(scope: !272, file: !3, line: 14, column: 14)
!272 = distinct !DILexicalBlock(scope: !236, file: !3, line: 14, column: 9)
!273 = distinct !DIAssignID()
!274 = !DILocation(line: 0, scope: !251)
!275 = !DILocation(line: 0, scope: !236)
!276 = !DILocation(line: 0, scope: !245)
!277 = !DILocation(line: 11, column: 30, scope: !249)
!278 = !DILocation(line: 11, column: 5, scope: !245)
!279 = !DILocation(line: 11, column: 60, scope: !280)
!280 = distinct !DILexicalBlock(scope: !248, file: !3, line: 11, column: 60)
!281 = !DILocation(line: 0, scope: !254)
!282 = !DILocation(line: 12, column: 5, scope: !254)
!283 = !DILocation(line: 11, scope: !245)
!284 = !DILocation(line: 11, scope: !248)
!285 = !DILocation(line: 0, scope: !248)
!286 = !DILocation(line: 11, column: 69, scope: !287)
!287 = distinct !DILexicalBlock(scope: !280, file: !3, line: 11, column: 60)
!288 = !DILocation(line: 11, column: 89, scope: !287)
!289 = distinct !{!289, !279, !290, !114}
!290 = !DILocation(line: 11, column: 92, scope: !280)
!291 = !DILocation(line: 11, column: 113, scope: !252)
!292 = !DILocation(line: 11, column: 111, scope: !248)
!293 = !DILocation(line: 11, column: 120, scope: !251)
!294 = !DILocation(line: 11, column: 126, scope: !251)
!295 = !{i64 0, i64 8, !153, i64 8, i64 8, !153}
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 11, column: 139, scope: !251)
!298 = !DILocation(line: 11, column: 152, scope: !251)
!299 = !DILocation(line: 11, column: 155, scope: !252)
!300 = !DILocation(line: 11, column: 155, scope: !251)
!301 = !DILocation(line: 11, column: 36, scope: !249)
!302 = distinct !{!302, !278, !303, !114}
!303 = !DILocation(line: 11, column: 157, scope: !245)
!304 = !DILocation(line: 14, column: 9, scope: !272)
!305 = !DILocation(line: 0, scope: !271)
!306 = !DILocation(line: 14, column: 9, scope: !236)
!307 = !DILocation(line: 14, column: 32, scope: !308)
!308 = distinct !DILexicalBlock(scope: !271, file: !3, line: 14, column: 14)
!309 = !DILocation(line: 14, column: 14, scope: !271)
!310 = !DILocation(line: 14, column: 38, scope: !308)
!311 = !DILocation(line: 14, column: 44, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !3, line: 14, column: 42)
!313 = !DILocation(line: 14, column: 52, scope: !312)
!314 = !DILocation(line: 14, column: 66, scope: !312)
!315 = distinct !{!315, !309, !316, !114, !127, !128}
!316 = !DILocation(line: 14, column: 72, scope: !271)
!317 = !DILocation(line: 12, column: 70, scope: !256)
!318 = !DILocation(line: 12, column: 68, scope: !256)
!319 = !DILocation(line: 12, column: 74, scope: !256)
!320 = !DILocation(line: 0, scope: !256)
!321 = !DILocation(line: 12, column: 101, scope: !256)
!322 = !DILocation(line: 12, column: 111, scope: !256)
!323 = !DILocation(line: 0, scope: !260)
!324 = !DILocation(line: 13, column: 9, scope: !260)
!325 = !DILocation(line: 0, scope: !262)
!326 = !DILocation(line: 0, scope: !265)
!327 = !DILocation(line: 13, column: 60, scope: !265)
!328 = !DILocation(line: 12, column: 37, scope: !257)
!329 = !DILocation(line: 12, column: 27, scope: !257)
!330 = distinct !{!330, !282, !331, !114}
!331 = !DILocation(line: 13, column: 222, scope: !254)
!332 = !DILocation(line: 13, column: 34, scope: !263)
!333 = !DILocation(line: 13, column: 27, scope: !263)
!334 = distinct !{!334, !324, !335, !114}
!335 = !DILocation(line: 13, column: 220, scope: !260)
!336 = !DILocation(line: 13, column: 106, scope: !267)
!337 = !DILocation(line: 13, column: 102, scope: !267)
!338 = !DILocation(line: 0, scope: !267)
!339 = !DILocation(line: 13, column: 121, scope: !267)
!340 = !DILocation(line: 13, column: 116, scope: !267)
!341 = !DILocation(line: 0, scope: !144, inlinedAt: !342)
!342 = distinct !DILocation(line: 13, column: 116, scope: !267)
!343 = !DILocation(line: 9, column: 51, scope: !144, inlinedAt: !342)
!344 = !DILocalVariable(name: "a", arg: 1, scope: !345, file: !3, line: 7, type: !20)
!345 = distinct !DISubprogram(name: "cadd", scope: !3, file: !3, line: 7, type: !145, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !346)
!346 = !{!344, !347}
!347 = !DILocalVariable(name: "b", arg: 2, scope: !345, file: !3, line: 7, type: !20)
!348 = !DILocation(line: 0, scope: !345, inlinedAt: !349)
!349 = distinct !DILocation(line: 13, column: 156, scope: !267)
!350 = !DILocalVariable(name: "a", arg: 1, scope: !351, file: !3, line: 8, type: !20)
!351 = distinct !DISubprogram(name: "csub", scope: !3, file: !3, line: 8, type: !145, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !352)
!352 = !{!350, !353}
!353 = !DILocalVariable(name: "b", arg: 2, scope: !351, file: !3, line: 8, type: !20)
!354 = !DILocation(line: 0, scope: !351, inlinedAt: !355)
!355 = distinct !DILocation(line: 13, column: 189, scope: !267)
!356 = !DILocation(line: 0, scope: !144, inlinedAt: !357)
!357 = distinct !DILocation(line: 13, column: 205, scope: !267)
!358 = !DILocation(line: 9, column: 51, scope: !144, inlinedAt: !357)
!359 = !DILocation(line: 7, column: 44, scope: !345, inlinedAt: !349)
!360 = !DILocation(line: 13, column: 156, scope: !267)
!361 = !DILocation(line: 8, column: 44, scope: !351, inlinedAt: !355)
!362 = !DILocation(line: 13, column: 189, scope: !267)
!363 = !DILocation(line: 13, column: 90, scope: !268)
!364 = !DILocation(line: 13, column: 78, scope: !268)
!365 = distinct !{!365, !327, !366, !114}
!366 = !DILocation(line: 13, column: 218, scope: !265)
!367 = distinct !{!367, !309, !316, !114, !128, !127}
!368 = !DILocation(line: 15, column: 1, scope: !236)
!369 = !DISubprogram(name: "lround", scope: !370, file: !370, line: 323, type: !371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!371 = !DISubroutineType(types: !13)
!372 = !DISubprogram(name: "printf", scope: !373, file: !373, line: 356, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!374 = !DISubroutineType(types: !375)
!375 = !{!6, !376, null}
!376 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !377)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!379 = !DISubprogram(name: "sin", scope: !370, file: !370, line: 64, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!15, !15}
!382 = !DISubprogram(name: "cos", scope: !370, file: !370, line: 62, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubprogram(name: "hypot", scope: !370, file: !370, line: 147, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DISubroutineType(types: !385)
!385 = !{!15, !15, !15}
