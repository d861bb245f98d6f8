; ModuleID = 'programs/vector_abi_avx2.c'
source_filename = "programs/vector_abi_avx2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair8 = type { <8 x i32>, i32, [28 x i8] }

@.str = private unnamed_addr constant [14 x i8] c"wide %016llx\0A\00", align 1, !dbg !0
@__cpu_model = external dso_local local_unnamed_addr global { i32, i32, i32, [1 x i32] }
@.str.1 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"DIFFERS\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"sum10 %d %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"sum10f %g %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"mulhi %d %d %d %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [21 x i8] c"one64 %lld one_d %g\0A\00", align 1, !dbg !31

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca [24 x i32], align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !71, !DIExpression(), !114, ptr %1, !DIExpression(), !115)
  %2 = alloca [47 x i32], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !78, !DIExpression(), !116, ptr %2, !DIExpression(), !115)
  %3 = alloca [47 x i32], align 16, !DIAssignID !117
    #dbg_assign(i1 undef, !82, !DIExpression(), !117, ptr %3, !DIExpression(), !115)
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  %6 = alloca <1 x double>, align 8
  %7 = alloca <1 x double>, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #20, !dbg !118
    #dbg_value(i32 1234567, !75, !DIExpression(), !115)
    #dbg_value(i32 0, !76, !DIExpression(), !119)
  br label %9, !dbg !120

8:                                                ; preds = %9
  call void @llvm.lifetime.start.p0(i64 188, ptr nonnull %2) #20, !dbg !121
  call void @llvm.lifetime.start.p0(i64 188, ptr nonnull %3) #20, !dbg !121
  call fastcc void @run_base(ptr noundef nonnull %2, ptr noundef nonnull %1), !dbg !122
    #dbg_value(i64 -3750763034362895579, !83, !DIExpression(), !115)
    #dbg_value(i32 0, !87, !DIExpression(), !123)
  br label %36, !dbg !124

9:                                                ; preds = %9, %0
  %10 = phi i64 [ 0, %0 ], [ %29, %9 ]
  %11 = phi i32 [ 1234567, %0 ], [ %25, %9 ]
    #dbg_value(i32 %11, !75, !DIExpression(), !115)
    #dbg_value(i64 %10, !76, !DIExpression(), !119)
  %12 = mul i32 %11, 1664525, !dbg !125
  %13 = add i32 %12, 1013904223, !dbg !128
    #dbg_value(i32 %13, !75, !DIExpression(), !115)
  %14 = lshr i32 %13, 4, !dbg !129
  %15 = add nsw i32 %14, -134217728, !dbg !130
  %16 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %10, !dbg !131
  store i32 %15, ptr %16, align 4, !dbg !132, !tbaa !133
  %17 = add nuw nsw i64 %10, 1, !dbg !137
    #dbg_value(i64 %17, !76, !DIExpression(), !119)
  %18 = mul i32 %13, 1664525, !dbg !125
  %19 = add i32 %18, 1013904223, !dbg !128
    #dbg_value(i32 %19, !75, !DIExpression(), !115)
  %20 = lshr i32 %19, 4, !dbg !129
  %21 = add nsw i32 %20, -134217728, !dbg !130
  %22 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %17, !dbg !131
  store i32 %21, ptr %22, align 4, !dbg !132, !tbaa !133
  %23 = add nuw nsw i64 %10, 2, !dbg !137
    #dbg_value(i64 %23, !76, !DIExpression(), !119)
  %24 = mul i32 %19, 1664525, !dbg !125
  %25 = add i32 %24, 1013904223, !dbg !128
    #dbg_value(i32 %25, !75, !DIExpression(), !115)
  %26 = lshr i32 %25, 4, !dbg !129
  %27 = add nsw i32 %26, -134217728, !dbg !130
  %28 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %23, !dbg !131
  store i32 %27, ptr %28, align 4, !dbg !132, !tbaa !133
  %29 = add nuw nsw i64 %10, 3, !dbg !137
    #dbg_value(i64 %29, !76, !DIExpression(), !119)
  %30 = icmp eq i64 %29, 24, !dbg !138
  br i1 %30, label %8, label %9, !dbg !120, !llvm.loop !139

31:                                               ; preds = %36
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %55), !dbg !142
    #dbg_value(i32 1, !89, !DIExpression(), !115)
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4, !dbg !143
  %34 = and i32 %33, 1024, !dbg !143
  %35 = icmp eq i32 %34, 0, !dbg !143
  br i1 %35, label %69, label %65, !dbg !145

36:                                               ; preds = %57, %8
  %37 = phi i64 [ 0, %8 ], [ %64, %57 ]
  %38 = phi i64 [ -3750763034362895579, %8 ], [ %63, %57 ]
    #dbg_value(i64 %38, !83, !DIExpression(), !115)
    #dbg_value(i64 %37, !87, !DIExpression(), !123)
  %39 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %37, !dbg !146
  %40 = load i32, ptr %39, align 16, !dbg !146, !tbaa !133
  %41 = zext i32 %40 to i64, !dbg !148
  %42 = xor i64 %38, %41, !dbg !149
  %43 = mul i64 %42, 1099511628211, !dbg !150
    #dbg_value(i64 %43, !83, !DIExpression(), !115)
  %44 = or disjoint i64 %37, 1, !dbg !151
    #dbg_value(i64 %44, !87, !DIExpression(), !123)
  %45 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %44, !dbg !146
  %46 = load i32, ptr %45, align 4, !dbg !146, !tbaa !133
  %47 = zext i32 %46 to i64, !dbg !148
  %48 = xor i64 %43, %47, !dbg !149
  %49 = mul i64 %48, 1099511628211, !dbg !150
    #dbg_value(i64 %49, !83, !DIExpression(), !115)
  %50 = or disjoint i64 %37, 2, !dbg !151
    #dbg_value(i64 %50, !87, !DIExpression(), !123)
  %51 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %50, !dbg !146
  %52 = load i32, ptr %51, align 8, !dbg !146, !tbaa !133
  %53 = zext i32 %52 to i64, !dbg !148
  %54 = xor i64 %49, %53, !dbg !149
  %55 = mul i64 %54, 1099511628211, !dbg !150
    #dbg_value(i64 %55, !83, !DIExpression(), !115)
    #dbg_value(i64 %37, !87, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !123)
  %56 = icmp eq i64 %37, 44, !dbg !152
  br i1 %56, label %31, label %57, !dbg !124, !llvm.loop !153

57:                                               ; preds = %36
  %58 = or disjoint i64 %37, 3, !dbg !151
    #dbg_value(i64 %58, !87, !DIExpression(), !123)
    #dbg_value(i64 %55, !83, !DIExpression(), !115)
    #dbg_value(i64 %58, !87, !DIExpression(), !123)
  %59 = getelementptr inbounds [47 x i32], ptr %2, i64 0, i64 %58, !dbg !146
  %60 = load i32, ptr %59, align 4, !dbg !146, !tbaa !133
  %61 = zext i32 %60 to i64, !dbg !148
  %62 = xor i64 %55, %61, !dbg !149
  %63 = mul i64 %62, 1099511628211, !dbg !150
    #dbg_value(i64 %63, !83, !DIExpression(), !115)
  %64 = add nuw nsw i64 %37, 4, !dbg !151
    #dbg_value(i64 %64, !87, !DIExpression(), !123)
  br label %36

65:                                               ; preds = %31
  call fastcc void @run_avx2(ptr noundef nonnull %3, ptr noundef nonnull %1), !dbg !155
  %66 = call i32 @bcmp(ptr noundef nonnull dereferenceable(188) %3, ptr noundef nonnull dereferenceable(188) %2, i64 188), !dbg !157
  %67 = icmp eq i32 %66, 0, !dbg !158
    #dbg_value(i1 %67, !89, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !115)
  %68 = select i1 %67, ptr @.str.2, ptr @.str.3, !dbg !159
  br label %69, !dbg !160

69:                                               ; preds = %65, %31
  %70 = phi ptr [ %68, %65 ], [ @.str.2, %31 ], !dbg !115
    #dbg_value(i1 poison, !89, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !115)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %70), !dbg !161
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !90, !DIExpression(), !115)
  %72 = load <4 x i32>, ptr %1, align 16, !dbg !162, !tbaa !133
  %73 = and <4 x i32> %72, <i32 255, i32 255, i32 255, i32 255>, !dbg !163
    #dbg_value(<4 x i32> poison, !93, !DIExpression(), !115)
  %74 = tail call fastcc <4 x i32> @sum10(<4 x i32> noundef %73, <4 x i32> noundef %73, <4 x i32> noundef %73, <4 x i32> noundef %73), !dbg !164
    #dbg_value(<4 x i32> %74, !94, !DIExpression(), !115)
  %75 = extractelement <4 x i32> %74, i64 0, !dbg !165
  %76 = extractelement <4 x i32> %74, i64 1, !dbg !166
  %77 = extractelement <4 x i32> %74, i64 2, !dbg !167
  %78 = extractelement <4 x i32> %74, i64 3, !dbg !168
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %75, i32 noundef %76, i32 noundef %77, i32 noundef %78), !dbg !169
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.000000e+00>, !95, !DIExpression(), !115)
  %80 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !170
  %81 = load i32, ptr %80, align 4, !dbg !170, !tbaa !133
  %82 = and i32 %81, 63, !dbg !171
  %83 = uitofp nneg i32 %82 to float, !dbg !172
  %84 = insertelement <2 x float> <float poison, float 2.500000e-01>, float %83, i64 0, !dbg !173
    #dbg_value(<2 x float> %84, !100, !DIExpression(), !115)
  %85 = bitcast <2 x float> %84 to double, !dbg !174
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20, !dbg !174
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %4, align 8, !dbg !174, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #20, !dbg !174
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %5, align 8, !dbg !174, !tbaa !175
  %86 = tail call fastcc double @sum10f(double noundef %85, double noundef %85, double noundef %85, double noundef %85, ptr noundef nonnull byval(<2 x float>) align 8 %4, ptr noundef nonnull byval(<2 x float>) align 8 %5), !dbg !174
  %87 = bitcast double %86 to <2 x float>, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #20, !dbg !174
    #dbg_value(<2 x float> %87, !101, !DIExpression(), !115)
  %88 = extractelement <2 x float> %87, i64 0, !dbg !176
  %89 = fpext float %88 to double, !dbg !177
  %90 = extractelement <2 x float> %87, i64 1, !dbg !178
  %91 = fpext float %90 to double, !dbg !179
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %89, double noundef %91), !dbg !180
    #dbg_value(<4 x i16> <i16 175, i16 -450, i16 -825, i16 -1300>, !102, !DIExpression(), !115)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 175, i32 noundef -450, i32 noundef -825, i32 noundef -1300), !dbg !181
  %94 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !182
  %95 = load i32, ptr %94, align 8, !dbg !182, !tbaa !133
  %96 = sext i32 %95 to i64, !dbg !182
  %97 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !183
  %98 = load i32, ptr %97, align 4, !dbg !183, !tbaa !133
  %99 = and i32 %98, 65535, !dbg !184
  %100 = zext nneg i32 %99 to i64, !dbg !183
  %101 = bitcast i64 %96 to double, !dbg !185
  %102 = bitcast i64 %100 to double, !dbg !185
  %103 = tail call fastcc double @one64(double noundef %101, double noundef %102), !dbg !185
  %104 = bitcast double %103 to <1 x i64>, !dbg !185
    #dbg_value(<1 x i64> %104, !103, !DIExpression(), !115)
  %105 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !186
  %106 = load i32, ptr %105, align 16, !dbg !186, !tbaa !133
  %107 = and i32 %106, 7, !dbg !187
  %108 = uitofp nneg i32 %107 to double, !dbg !186
  %109 = insertelement <1 x double> poison, double %108, i64 0, !dbg !188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #20, !dbg !189
  store <1 x double> <double 1.500000e+00>, ptr %6, align 8, !dbg !189, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #20, !dbg !189
  store <1 x double> %109, ptr %7, align 8, !dbg !189, !tbaa !175
  %110 = tail call fastcc <1 x double> @one_d(ptr noundef nonnull byval(<1 x double>) align 8 %6, ptr noundef nonnull byval(<1 x double>) align 8 %7), !dbg !189
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #20, !dbg !189
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #20, !dbg !189
    #dbg_value(<1 x double> %110, !111, !DIExpression(), !115)
  %111 = extractelement <1 x i64> %104, i64 0, !dbg !190
  %112 = extractelement <1 x double> %110, i64 0, !dbg !191
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %111, double noundef %112), !dbg !192
  %114 = trunc i64 %55 to i32, !dbg !193
  %115 = and i32 %114, 127, !dbg !193
  call void @llvm.lifetime.end.p0(i64 188, ptr nonnull %3) #20, !dbg !194
  call void @llvm.lifetime.end.p0(i64 188, ptr nonnull %2) #20, !dbg !194
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #20, !dbg !194
  ret i32 %115, !dbg !195
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @run_base(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !196 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x float>, align 32
  %7 = alloca <8 x float>, align 32
  %8 = alloca <4 x double>, align 32
  %9 = alloca <4 x double>, align 32
  %10 = alloca <8 x i32>, align 32
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <8 x i32>, align 32
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x i32>, align 32
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <8 x i32>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <8 x i32>, align 32
  %20 = alloca <8 x i32>, align 32
  %21 = alloca %struct.pair8, align 32, !DIAssignID !233
    #dbg_assign(i1 undef, !221, !DIExpression(), !233, ptr %21, !DIExpression(), !234)
  %22 = alloca %struct.pair8, align 32
  %23 = alloca <8 x i32>, align 32
  %24 = alloca <8 x i64>, align 64
    #dbg_value(ptr %0, !203, !DIExpression(), !234)
    #dbg_value(ptr %1, !204, !DIExpression(), !234)
  %25 = load <8 x i32>, ptr %1, align 4, !dbg !235
    #dbg_value(<8 x i32> %25, !205, !DIExpression(), !234)
  %26 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !236
  %27 = load <8 x i32>, ptr %26, align 4, !dbg !237
    #dbg_value(<8 x i32> %27, !208, !DIExpression(), !234)
  %28 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !238
  %29 = load <8 x i32>, ptr %28, align 4, !dbg !239
    #dbg_value(<8 x i32> %29, !209, !DIExpression(), !234)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20, !dbg !240
  store <8 x i32> %25, ptr %3, align 32, !dbg !240, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20, !dbg !240
  store <8 x i32> %27, ptr %4, align 32, !dbg !240, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20, !dbg !240
  store <8 x i32> %29, ptr %5, align 32, !dbg !240, !tbaa !175
  %30 = tail call fastcc <8 x i32> @add_mix_b(ptr noundef nonnull byval(<8 x i32>) align 32 %3, ptr noundef nonnull byval(<8 x i32>) align 32 %4, ptr noundef nonnull byval(<8 x i32>) align 32 %5), !dbg !240
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !dbg !240
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !dbg !240
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !dbg !240
    #dbg_value(<8 x i32> %30, !210, !DIExpression(), !234)
  %31 = and <8 x i32> %25, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>, !dbg !241
  %32 = uitofp nneg <8 x i32> %31 to <8 x float>, !dbg !242
  %33 = and <8 x i32> %27, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>, !dbg !243
  %34 = uitofp nneg <8 x i32> %33 to <8 x float>, !dbg !244
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20, !dbg !245
  store <8 x float> %32, ptr %6, align 32, !dbg !245, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #20, !dbg !245
  store <8 x float> %34, ptr %7, align 32, !dbg !245, !tbaa !175
  %35 = tail call fastcc <8 x float> @fma_like_b(ptr noundef nonnull byval(<8 x float>) align 32 %6, ptr noundef nonnull byval(<8 x float>) align 32 %7), !dbg !245
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !dbg !245
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #20, !dbg !245
    #dbg_value(<8 x float> %35, !211, !DIExpression(), !234)
  %36 = shufflevector <8 x i32> %25, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !246
  %37 = and <4 x i32> %36, <i32 15, i32 15, i32 15, i32 15>, !dbg !246
  %38 = uitofp nneg <4 x i32> %37 to <4 x double>, !dbg !247
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20, !dbg !248
  store <4 x double> %38, ptr %8, align 32, !dbg !248, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20, !dbg !248
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %9, align 32, !dbg !248, !tbaa !175
  %39 = tail call fastcc <4 x double> @scale_b(ptr noundef nonnull byval(<4 x double>) align 32 %8, ptr noundef nonnull byval(<4 x double>) align 32 %9), !dbg !248
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !dbg !248
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !dbg !248
    #dbg_value(<4 x double> %39, !214, !DIExpression(), !234)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20, !dbg !249
  store <8 x i32> %29, ptr %10, align 32, !dbg !249, !tbaa !175
  %40 = tail call fastcc <8 x i64> @widen_b(ptr noundef nonnull byval(<8 x i32>) align 32 %10), !dbg !249
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20, !dbg !249
    #dbg_value(<8 x i64> %40, !217, !DIExpression(), !234)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #20, !dbg !250
  store <8 x i32> %25, ptr %11, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #20, !dbg !250
  store <8 x i32> %27, ptr %12, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #20, !dbg !250
  store <8 x i32> %29, ptr %13, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #20, !dbg !250
  store <8 x i32> %30, ptr %14, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #20, !dbg !250
  store <8 x i32> %25, ptr %15, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #20, !dbg !250
  store <8 x i32> %27, ptr %16, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #20, !dbg !250
  store <8 x i32> %29, ptr %17, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #20, !dbg !250
  store <8 x i32> %30, ptr %18, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #20, !dbg !250
  store <8 x i32> %25, ptr %19, align 32, !dbg !250, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #20, !dbg !250
  store <8 x i32> %27, ptr %20, align 32, !dbg !250, !tbaa !175
  %41 = tail call fastcc i64 @many_b(ptr noundef nonnull byval(<8 x i32>) align 32 %11, ptr noundef nonnull byval(<8 x i32>) align 32 %12, ptr noundef nonnull byval(<8 x i32>) align 32 %13, ptr noundef nonnull byval(<8 x i32>) align 32 %14, ptr noundef nonnull byval(<8 x i32>) align 32 %15, ptr noundef nonnull byval(<8 x i32>) align 32 %16, ptr noundef nonnull byval(<8 x i32>) align 32 %17, ptr noundef nonnull byval(<8 x i32>) align 32 %18, ptr noundef nonnull byval(<8 x i32>) align 32 %19, ptr noundef nonnull byval(<8 x i32>) align 32 %20), !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #20, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #20, !dbg !250
    #dbg_value(i64 %41, !220, !DIExpression(), !234)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #20, !dbg !251
  store <8 x i32> %25, ptr %22, align 32, !dbg !252, !tbaa !175
  %42 = getelementptr inbounds i8, ptr %22, i64 32, !dbg !252
  store i32 5, ptr %42, align 32, !dbg !252, !tbaa !253
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #20, !dbg !255
  store <8 x i32> %27, ptr %23, align 32, !dbg !255, !tbaa !175
  call fastcc void @in_struct_b(ptr dead_on_unwind nonnull writable sret(%struct.pair8) align 32 %21, ptr noundef nonnull byval(%struct.pair8) align 32 %22, ptr noundef nonnull byval(<8 x i32>) align 32 %23), !dbg !255
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #20, !dbg !255
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %24) #20, !dbg !256
  store <8 x i64> %40, ptr %24, align 64, !dbg !256, !tbaa !175
  %43 = tail call fastcc <8 x i32> @pick_b(ptr noundef nonnull byval(<8 x i64>) align 64 %24), !dbg !256
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %24) #20, !dbg !256
    #dbg_value(<8 x i32> %43, !226, !DIExpression(), !234)
  store <8 x i32> %30, ptr %0, align 4, !dbg !257
    #dbg_value(i32 0, !227, !DIExpression(), !258)
    #dbg_value(i64 0, !227, !DIExpression(), !258)
  %44 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !259
    #dbg_value(i64 1, !227, !DIExpression(), !258)
    #dbg_value(i64 2, !227, !DIExpression(), !258)
    #dbg_value(i64 3, !227, !DIExpression(), !258)
  %45 = shufflevector <8 x float> %35, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !261
  %46 = fptosi <4 x float> %45 to <4 x i32>, !dbg !261
  store <4 x i32> %46, ptr %44, align 4, !dbg !262, !tbaa !133
    #dbg_value(i64 4, !227, !DIExpression(), !258)
  %47 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !259
    #dbg_value(i64 5, !227, !DIExpression(), !258)
    #dbg_value(i64 6, !227, !DIExpression(), !258)
    #dbg_value(i64 7, !227, !DIExpression(), !258)
  %48 = shufflevector <8 x float> %35, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !261
  %49 = fptosi <4 x float> %48 to <4 x i32>, !dbg !261
  store <4 x i32> %49, ptr %47, align 4, !dbg !262, !tbaa !133
    #dbg_value(i64 8, !227, !DIExpression(), !258)
    #dbg_value(i64 0, !229, !DIExpression(), !263)
  %50 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !264
    #dbg_value(i64 1, !229, !DIExpression(), !263)
    #dbg_value(i64 2, !229, !DIExpression(), !263)
    #dbg_value(i64 3, !229, !DIExpression(), !263)
  %51 = fmul <4 x double> %39, <double 8.000000e+00, double 8.000000e+00, double 8.000000e+00, double 8.000000e+00>, !dbg !266
  %52 = fptosi <4 x double> %51 to <4 x i32>, !dbg !267
  store <4 x i32> %52, ptr %50, align 4, !dbg !268, !tbaa !133
    #dbg_value(i64 4, !229, !DIExpression(), !263)
  %53 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !269
    #dbg_value(i32 0, !231, !DIExpression(), !270)
    #dbg_value(i64 0, !231, !DIExpression(), !270)
    #dbg_value(i64 1, !231, !DIExpression(), !270)
    #dbg_value(i64 2, !231, !DIExpression(), !270)
    #dbg_value(i64 3, !231, !DIExpression(), !270)
  %54 = shufflevector <8 x i64> %40, <8 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !271
  %55 = lshr <4 x i64> %54, <i64 7, i64 7, i64 7, i64 7>, !dbg !271
  %56 = trunc <4 x i64> %55 to <4 x i32>, !dbg !273
  store <4 x i32> %56, ptr %53, align 4, !dbg !274, !tbaa !133
    #dbg_value(i64 4, !231, !DIExpression(), !270)
  %57 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !275
    #dbg_value(i64 5, !231, !DIExpression(), !270)
    #dbg_value(i64 6, !231, !DIExpression(), !270)
    #dbg_value(i64 7, !231, !DIExpression(), !270)
  %58 = shufflevector <8 x i64> %40, <8 x i64> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !271
  %59 = lshr <4 x i64> %58, <i64 7, i64 7, i64 7, i64 7>, !dbg !271
  %60 = trunc <4 x i64> %59 to <4 x i32>, !dbg !273
  store <4 x i32> %60, ptr %57, align 4, !dbg !274, !tbaa !133
    #dbg_value(i64 8, !231, !DIExpression(), !270)
  %61 = trunc i64 %41 to i32, !dbg !276
  %62 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !277
  store i32 %61, ptr %62, align 4, !dbg !278, !tbaa !133
  %63 = lshr i64 %41, 32, !dbg !279
  %64 = trunc nuw i64 %63 to i32, !dbg !280
  %65 = getelementptr inbounds i8, ptr %0, i64 116, !dbg !281
  store i32 %64, ptr %65, align 4, !dbg !282, !tbaa !133
  %66 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !283
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %66, ptr noundef nonnull align 32 dereferenceable(32) %21, i64 32, i1 false), !dbg !284
  %67 = getelementptr inbounds i8, ptr %21, i64 32, !dbg !285
  %68 = load i32, ptr %67, align 32, !dbg !285, !tbaa !253
  %69 = getelementptr inbounds i8, ptr %0, i64 152, !dbg !286
  store i32 %68, ptr %69, align 4, !dbg !287, !tbaa !133
  %70 = getelementptr inbounds i8, ptr %0, i64 156, !dbg !288
  store <8 x i32> %43, ptr %70, align 4, !dbg !289
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #20, !dbg !290
  ret void, !dbg !290
}

; Function Attrs: nofree nounwind
declare !dbg !291 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @run_avx2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #4 !dbg !298 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x float>, align 32
  %7 = alloca <8 x float>, align 32
  %8 = alloca <4 x double>, align 32
  %9 = alloca <4 x double>, align 32
  %10 = alloca <8 x i32>, align 32
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <8 x i32>, align 32
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x i32>, align 32
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <8 x i32>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <8 x i32>, align 32
  %20 = alloca <8 x i32>, align 32
  %21 = alloca %struct.pair8, align 32, !DIAssignID !318
    #dbg_assign(i1 undef, !310, !DIExpression(), !318, ptr %21, !DIExpression(), !319)
  %22 = alloca %struct.pair8, align 32
  %23 = alloca <8 x i32>, align 32
  %24 = alloca <8 x i64>, align 64
    #dbg_value(ptr %0, !300, !DIExpression(), !319)
    #dbg_value(ptr %1, !301, !DIExpression(), !319)
  %25 = load <8 x i32>, ptr %1, align 4, !dbg !320
    #dbg_value(<8 x i32> %25, !302, !DIExpression(), !319)
  %26 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !321
  %27 = load <8 x i32>, ptr %26, align 4, !dbg !322
    #dbg_value(<8 x i32> %27, !303, !DIExpression(), !319)
  %28 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !323
  %29 = load <8 x i32>, ptr %28, align 4, !dbg !324
    #dbg_value(<8 x i32> %29, !304, !DIExpression(), !319)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20, !dbg !325
  store <8 x i32> %25, ptr %3, align 32, !dbg !325, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20, !dbg !325
  store <8 x i32> %27, ptr %4, align 32, !dbg !325, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20, !dbg !325
  store <8 x i32> %29, ptr %5, align 32, !dbg !325, !tbaa !175
  %30 = tail call fastcc <8 x i32> @add_mix(ptr noundef nonnull byval(<8 x i32>) align 32 %3, ptr noundef nonnull byval(<8 x i32>) align 32 %4, ptr noundef nonnull byval(<8 x i32>) align 32 %5), !dbg !325
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !dbg !325
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !dbg !325
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !dbg !325
    #dbg_value(<8 x i32> %30, !305, !DIExpression(), !319)
  %31 = and <8 x i32> %25, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>, !dbg !326
  %32 = uitofp nneg <8 x i32> %31 to <8 x float>, !dbg !327
  %33 = and <8 x i32> %27, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>, !dbg !328
  %34 = uitofp nneg <8 x i32> %33 to <8 x float>, !dbg !329
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20, !dbg !330
  store <8 x float> %32, ptr %6, align 32, !dbg !330, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #20, !dbg !330
  store <8 x float> %34, ptr %7, align 32, !dbg !330, !tbaa !175
  %35 = tail call fastcc <8 x float> @fma_like(ptr noundef nonnull byval(<8 x float>) align 32 %6, ptr noundef nonnull byval(<8 x float>) align 32 %7), !dbg !330
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !dbg !330
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #20, !dbg !330
    #dbg_value(<8 x float> %35, !306, !DIExpression(), !319)
  %36 = shufflevector <8 x i32> %25, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !331
  %37 = and <4 x i32> %36, <i32 15, i32 15, i32 15, i32 15>, !dbg !331
  %38 = uitofp nneg <4 x i32> %37 to <4 x double>, !dbg !332
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20, !dbg !333
  store <4 x double> %38, ptr %8, align 32, !dbg !333, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20, !dbg !333
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %9, align 32, !dbg !333, !tbaa !175
  %39 = tail call fastcc <4 x double> @scale(ptr noundef nonnull byval(<4 x double>) align 32 %8, ptr noundef nonnull byval(<4 x double>) align 32 %9), !dbg !333
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !dbg !333
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !dbg !333
    #dbg_value(<4 x double> %39, !307, !DIExpression(), !319)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20, !dbg !334
  store <8 x i32> %29, ptr %10, align 32, !dbg !334, !tbaa !175
  %40 = tail call fastcc <8 x i64> @widen(ptr noundef nonnull byval(<8 x i32>) align 32 %10), !dbg !334
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20, !dbg !334
    #dbg_value(<8 x i64> %40, !308, !DIExpression(), !319)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #20, !dbg !335
  store <8 x i32> %25, ptr %11, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #20, !dbg !335
  store <8 x i32> %27, ptr %12, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #20, !dbg !335
  store <8 x i32> %29, ptr %13, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #20, !dbg !335
  store <8 x i32> %30, ptr %14, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #20, !dbg !335
  store <8 x i32> %25, ptr %15, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #20, !dbg !335
  store <8 x i32> %27, ptr %16, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #20, !dbg !335
  store <8 x i32> %29, ptr %17, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #20, !dbg !335
  store <8 x i32> %30, ptr %18, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #20, !dbg !335
  store <8 x i32> %25, ptr %19, align 32, !dbg !335, !tbaa !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #20, !dbg !335
  store <8 x i32> %27, ptr %20, align 32, !dbg !335, !tbaa !175
  %41 = tail call fastcc i64 @many(ptr noundef nonnull byval(<8 x i32>) align 32 %11, ptr noundef nonnull byval(<8 x i32>) align 32 %12, ptr noundef nonnull byval(<8 x i32>) align 32 %13, ptr noundef nonnull byval(<8 x i32>) align 32 %14, ptr noundef nonnull byval(<8 x i32>) align 32 %15, ptr noundef nonnull byval(<8 x i32>) align 32 %16, ptr noundef nonnull byval(<8 x i32>) align 32 %17, ptr noundef nonnull byval(<8 x i32>) align 32 %18, ptr noundef nonnull byval(<8 x i32>) align 32 %19, ptr noundef nonnull byval(<8 x i32>) align 32 %20), !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #20, !dbg !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #20, !dbg !335
    #dbg_value(i64 %41, !309, !DIExpression(), !319)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %21) #20, !dbg !336
  store <8 x i32> %25, ptr %22, align 32, !dbg !337, !tbaa !175
  %42 = getelementptr inbounds i8, ptr %22, i64 32, !dbg !337
  store i32 5, ptr %42, align 32, !dbg !337, !tbaa !253
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #20, !dbg !338
  store <8 x i32> %27, ptr %23, align 32, !dbg !338, !tbaa !175
  call fastcc void @in_struct(ptr dead_on_unwind nonnull writable sret(%struct.pair8) align 32 %21, ptr noundef nonnull byval(%struct.pair8) align 32 %22, ptr noundef nonnull byval(<8 x i32>) align 32 %23), !dbg !338
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #20, !dbg !338
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %24) #20, !dbg !339
  store <8 x i64> %40, ptr %24, align 64, !dbg !339, !tbaa !175
  %43 = tail call fastcc <8 x i32> @pick(ptr noundef nonnull byval(<8 x i64>) align 64 %24), !dbg !339
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %24) #20, !dbg !339
    #dbg_value(<8 x i32> %43, !311, !DIExpression(), !319)
  store <8 x i32> %30, ptr %0, align 4, !dbg !340
    #dbg_value(i32 0, !312, !DIExpression(), !341)
    #dbg_value(i64 0, !312, !DIExpression(), !341)
  %44 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !342
    #dbg_value(i64 1, !312, !DIExpression(), !341)
    #dbg_value(i64 2, !312, !DIExpression(), !341)
    #dbg_value(i64 3, !312, !DIExpression(), !341)
    #dbg_value(i64 4, !312, !DIExpression(), !341)
    #dbg_value(i64 5, !312, !DIExpression(), !341)
    #dbg_value(i64 6, !312, !DIExpression(), !341)
    #dbg_value(i64 7, !312, !DIExpression(), !341)
  %45 = fptosi <8 x float> %35 to <8 x i32>, !dbg !344
  store <8 x i32> %45, ptr %44, align 4, !dbg !345, !tbaa !133
    #dbg_value(i64 8, !312, !DIExpression(), !341)
    #dbg_value(i64 0, !314, !DIExpression(), !346)
  %46 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !347
    #dbg_value(i64 1, !314, !DIExpression(), !346)
    #dbg_value(i64 2, !314, !DIExpression(), !346)
    #dbg_value(i64 3, !314, !DIExpression(), !346)
  %47 = fmul <4 x double> %39, <double 8.000000e+00, double 8.000000e+00, double 8.000000e+00, double 8.000000e+00>, !dbg !349
  %48 = fptosi <4 x double> %47 to <4 x i32>, !dbg !350
  store <4 x i32> %48, ptr %46, align 4, !dbg !351, !tbaa !133
    #dbg_value(i64 4, !314, !DIExpression(), !346)
  %49 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !352
    #dbg_value(i32 0, !316, !DIExpression(), !353)
    #dbg_value(i64 0, !316, !DIExpression(), !353)
    #dbg_value(i64 1, !316, !DIExpression(), !353)
    #dbg_value(i64 2, !316, !DIExpression(), !353)
    #dbg_value(i64 3, !316, !DIExpression(), !353)
    #dbg_value(i64 4, !316, !DIExpression(), !353)
    #dbg_value(i64 5, !316, !DIExpression(), !353)
    #dbg_value(i64 6, !316, !DIExpression(), !353)
    #dbg_value(i64 7, !316, !DIExpression(), !353)
  %50 = lshr <8 x i64> %40, <i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7, i64 7>, !dbg !354
  %51 = trunc <8 x i64> %50 to <8 x i32>, !dbg !356
  store <8 x i32> %51, ptr %49, align 4, !dbg !357, !tbaa !133
    #dbg_value(i64 8, !316, !DIExpression(), !353)
  %52 = trunc i64 %41 to i32, !dbg !358
  %53 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !359
  store i32 %52, ptr %53, align 4, !dbg !360, !tbaa !133
  %54 = lshr i64 %41, 32, !dbg !361
  %55 = trunc nuw i64 %54 to i32, !dbg !362
  %56 = getelementptr inbounds i8, ptr %0, i64 116, !dbg !363
  store i32 %55, ptr %56, align 4, !dbg !364, !tbaa !133
  %57 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !365
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %57, ptr noundef nonnull align 32 dereferenceable(32) %21, i64 32, i1 false), !dbg !366
  %58 = getelementptr inbounds i8, ptr %21, i64 32, !dbg !367
  %59 = load i32, ptr %58, align 32, !dbg !367, !tbaa !253
  %60 = getelementptr inbounds i8, ptr %0, i64 152, !dbg !368
  store i32 %59, ptr %60, align 4, !dbg !369, !tbaa !133
  %61 = getelementptr inbounds i8, ptr %0, i64 156, !dbg !370
  store <8 x i32> %43, ptr %61, align 4, !dbg !371
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %21) #20, !dbg !372
  ret void, !dbg !372
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @sum10(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2, <4 x i32> noundef %3) unnamed_addr #5 !dbg !373 {
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !377, !DIExpression(), !387)
    #dbg_value(<4 x i32> %0, !378, !DIExpression(), !387)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !379, !DIExpression(), !387)
    #dbg_value(<4 x i32> %1, !380, !DIExpression(), !387)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !381, !DIExpression(), !387)
    #dbg_value(<4 x i32> %2, !382, !DIExpression(), !387)
    #dbg_value(<4 x i32> <i32 1, i32 1, i32 1, i32 1>, !383, !DIExpression(), !387)
    #dbg_value(<4 x i32> %3, !384, !DIExpression(), !387)
    #dbg_value(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, !385, !DIExpression(), !387)
    #dbg_value(<4 x i32> <i32 5, i32 6, i32 7, i32 8>, !386, !DIExpression(), !387)
  %5 = add <4 x i32> %0, <i32 21, i32 26, i32 31, i32 36>, !dbg !388
  %6 = add <4 x i32> %5, %1, !dbg !389
  %7 = add <4 x i32> %6, %2, !dbg !390
  %8 = add <4 x i32> %7, %3, !dbg !391
  ret <4 x i32> %8, !dbg !392
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @sum10f(double noundef %0, double noundef %1, double noundef %2, double noundef %3, ptr nocapture noundef readonly byval(<2 x float>) align 8 %4, ptr nocapture noundef readonly byval(<2 x float>) align 8 %5) unnamed_addr #6 !dbg !393 {
  %7 = bitcast double %0 to <2 x float>
  %8 = bitcast double %1 to <2 x float>
  %9 = bitcast double %2 to <2 x float>
  %10 = bitcast double %3 to <2 x float>
  %11 = load <2 x float>, ptr %4, align 8, !tbaa !175
  %12 = load <2 x float>, ptr %5, align 8, !tbaa !175
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.000000e+00>, !397, !DIExpression(), !407)
    #dbg_value(<2 x float> %7, !398, !DIExpression(), !407)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.000000e+00>, !399, !DIExpression(), !407)
    #dbg_value(<2 x float> %8, !400, !DIExpression(), !407)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.000000e+00>, !401, !DIExpression(), !407)
    #dbg_value(<2 x float> %9, !402, !DIExpression(), !407)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.000000e+00>, !403, !DIExpression(), !407)
    #dbg_value(<2 x float> %10, !404, !DIExpression(), !407)
    #dbg_value(<2 x float> %11, !405, !DIExpression(), !407)
    #dbg_value(<2 x float> %12, !406, !DIExpression(), !407)
  %13 = fadd <2 x float> %7, <float 1.500000e+00, float -2.000000e+00>, !dbg !408
  %14 = fadd <2 x float> %13, <float 1.500000e+00, float -2.000000e+00>, !dbg !409
  %15 = fadd <2 x float> %14, %8, !dbg !410
  %16 = fadd <2 x float> %15, <float 1.500000e+00, float -2.000000e+00>, !dbg !411
  %17 = fadd <2 x float> %16, %9, !dbg !412
  %18 = fadd <2 x float> %17, <float 1.500000e+00, float -2.000000e+00>, !dbg !413
  %19 = fadd <2 x float> %18, %10, !dbg !414
  %20 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %11, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> %19), !dbg !415
  %21 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %12, <2 x float> <float 3.000000e+00, float 3.000000e+00>, <2 x float> %20), !dbg !416
  %22 = bitcast <2 x float> %21 to double, !dbg !417
  ret double %22, !dbg !417
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @one64(double noundef %0, double noundef %1) unnamed_addr #7 !dbg !418 {
  %3 = bitcast double %0 to <1 x i64>
  %4 = bitcast double %1 to <1 x i64>
    #dbg_value(<1 x i64> %3, !422, !DIExpression(), !424)
    #dbg_value(<1 x i64> %4, !423, !DIExpression(), !424)
  %5 = mul <1 x i64> %4, %3, !dbg !425
  %6 = extractelement <1 x i64> %5, i64 0, !dbg !426
  %7 = extractelement <1 x i64> %3, i64 0, !dbg !426
  %8 = ashr i64 %7, 3, !dbg !426
  %9 = sub i64 %6, %8, !dbg !426
  %10 = bitcast i64 %9 to double, !dbg !426
  ret double %10, !dbg !426
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <1 x double> @one_d(ptr nocapture noundef readonly byval(<1 x double>) align 8 %0, ptr nocapture noundef readonly byval(<1 x double>) align 8 %1) unnamed_addr #8 !dbg !427 {
  %3 = load <1 x double>, ptr %0, align 8, !tbaa !175
  %4 = load <1 x double>, ptr %1, align 8, !tbaa !175
    #dbg_value(<1 x double> %3, !431, !DIExpression(), !433)
    #dbg_value(<1 x double> %4, !432, !DIExpression(), !433)
  %5 = tail call <1 x double> @llvm.fmuladd.v1f64(<1 x double> %3, <1 x double> %4, <1 x double> <double 1.000000e+00>), !dbg !434
  ret <1 x double> %5, !dbg !435
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @add_mix_b(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #10 !dbg !436 {
  %4 = load <8 x i32>, ptr %0, align 32, !tbaa !175
  %5 = load <8 x i32>, ptr %1, align 32, !tbaa !175
  %6 = load <8 x i32>, ptr %2, align 32, !tbaa !175
    #dbg_value(<8 x i32> %4, !440, !DIExpression(), !444)
    #dbg_value(<8 x i32> %5, !441, !DIExpression(), !444)
    #dbg_value(i32 3, !442, !DIExpression(), !444)
    #dbg_value(<8 x i32> %6, !443, !DIExpression(), !444)
  %7 = add <8 x i32> %5, %4, !dbg !445
  %8 = mul <8 x i32> %7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !446
  %9 = sub <8 x i32> %8, %6, !dbg !447
  ret <8 x i32> %9, !dbg !448
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x float> @fma_like_b(ptr nocapture noundef readonly byval(<8 x float>) align 32 %0, ptr nocapture noundef readonly byval(<8 x float>) align 32 %1) unnamed_addr #10 !dbg !449 {
  %3 = load <8 x float>, ptr %0, align 32, !tbaa !175
  %4 = load <8 x float>, ptr %1, align 32, !tbaa !175
    #dbg_value(<8 x float> %3, !453, !DIExpression(), !456)
    #dbg_value(<8 x float> %4, !454, !DIExpression(), !456)
    #dbg_value(float 5.000000e-01, !455, !DIExpression(), !456)
  %5 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %3, <8 x float> %4, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>), !dbg !457
  ret <8 x float> %5, !dbg !458
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x double> @scale_b(ptr nocapture noundef readonly byval(<4 x double>) align 32 %0, ptr nocapture noundef readonly byval(<4 x double>) align 32 %1) unnamed_addr #10 !dbg !459 {
  %3 = load <4 x double>, ptr %0, align 32, !tbaa !175
  %4 = load <4 x double>, ptr %1, align 32, !tbaa !175
    #dbg_value(<4 x double> %3, !463, !DIExpression(), !466)
    #dbg_value(double 1.250000e+00, !464, !DIExpression(), !466)
    #dbg_value(<4 x double> %4, !465, !DIExpression(), !466)
  %5 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %3, <4 x double> <double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00>, <4 x double> %4), !dbg !467
  ret <4 x double> %5, !dbg !468
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -6442450944, 6442450942) <8 x i64> @widen_b(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #11 !dbg !469 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !175
    #dbg_value(<8 x i32> %2, !473, !DIExpression(), !474)
  %3 = sext <8 x i32> %2 to <8 x i64>, !dbg !475
  %4 = mul nsw <8 x i64> %3, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>, !dbg !476
  ret <8 x i64> %4, !dbg !477
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @many_b(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %3, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %4, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %5, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %6, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %7, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %8, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %9) unnamed_addr #12 !dbg !478 {
  %11 = load <8 x i32>, ptr %0, align 32, !tbaa !175
  %12 = load <8 x i32>, ptr %1, align 32, !tbaa !175
  %13 = load <8 x i32>, ptr %2, align 32, !tbaa !175
  %14 = load <8 x i32>, ptr %3, align 32, !tbaa !175
  %15 = load <8 x i32>, ptr %4, align 32, !tbaa !175
  %16 = load <8 x i32>, ptr %5, align 32, !tbaa !175
  %17 = load <8 x i32>, ptr %6, align 32, !tbaa !175
  %18 = load <8 x i32>, ptr %7, align 32, !tbaa !175
  %19 = load <8 x i32>, ptr %8, align 32, !tbaa !175
  %20 = load <8 x i32>, ptr %9, align 32, !tbaa !175
    #dbg_value(<8 x i32> %11, !482, !DIExpression(), !497)
    #dbg_value(<8 x i32> %12, !483, !DIExpression(), !497)
    #dbg_value(<8 x i32> %13, !484, !DIExpression(), !497)
    #dbg_value(<8 x i32> %14, !485, !DIExpression(), !497)
    #dbg_value(<8 x i32> %15, !486, !DIExpression(), !497)
    #dbg_value(<8 x i32> %16, !487, !DIExpression(), !497)
    #dbg_value(<8 x i32> %17, !488, !DIExpression(), !497)
    #dbg_value(<8 x i32> %18, !489, !DIExpression(), !497)
    #dbg_value(<8 x i32> %19, !490, !DIExpression(), !497)
    #dbg_value(<8 x i32> %20, !491, !DIExpression(), !497)
    #dbg_value(i32 7, !492, !DIExpression(), !497)
    #dbg_value(!DIArgList(<8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison), !493, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_LLVM_arg, 10, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 11, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 12, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 13, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 14, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 15, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !497)
    #dbg_value(i64 7, !494, !DIExpression(), !497)
    #dbg_value(i32 0, !495, !DIExpression(), !498)
  br label %22, !dbg !499

21:                                               ; preds = %22
  ret i64 %55, !dbg !500

22:                                               ; preds = %10, %22
  %23 = phi i32 [ 0, %10 ], [ %56, %22 ]
  %24 = phi i64 [ 7, %10 ], [ %55, %22 ]
    #dbg_value(i32 %23, !495, !DIExpression(), !498)
    #dbg_value(i64 %24, !494, !DIExpression(), !497)
  %25 = mul nsw i64 %24, 3, !dbg !501
  %26 = extractelement <8 x i32> %11, i32 %23, !dbg !503
  %27 = extractelement <8 x i32> %12, i32 %23, !dbg !503
  %28 = shl i32 %27, 1, !dbg !503
  %29 = add i32 %28, %26, !dbg !503
  %30 = extractelement <8 x i32> %13, i32 %23, !dbg !503
  %31 = mul i32 %30, 3, !dbg !503
  %32 = add i32 %29, %31, !dbg !503
  %33 = extractelement <8 x i32> %14, i32 %23, !dbg !503
  %34 = shl i32 %33, 2, !dbg !503
  %35 = add i32 %32, %34, !dbg !503
  %36 = extractelement <8 x i32> %15, i32 %23, !dbg !503
  %37 = mul i32 %36, 5, !dbg !503
  %38 = add i32 %35, %37, !dbg !503
  %39 = extractelement <8 x i32> %16, i32 %23, !dbg !503
  %40 = mul i32 %39, 6, !dbg !503
  %41 = add i32 %38, %40, !dbg !503
  %42 = extractelement <8 x i32> %17, i32 %23, !dbg !503
  %43 = mul i32 %42, 7, !dbg !503
  %44 = add i32 %41, %43, !dbg !503
  %45 = extractelement <8 x i32> %18, i32 %23, !dbg !503
  %46 = shl i32 %45, 3, !dbg !503
  %47 = add i32 %44, %46, !dbg !503
  %48 = extractelement <8 x i32> %19, i32 %23, !dbg !503
  %49 = mul i32 %48, 9, !dbg !503
  %50 = add i32 %47, %49, !dbg !503
  %51 = extractelement <8 x i32> %20, i32 %23, !dbg !503
  %52 = mul i32 %51, 10, !dbg !503
  %53 = add i32 %50, %52, !dbg !503
  %54 = sext i32 %53 to i64, !dbg !503
  %55 = add nsw i64 %25, %54, !dbg !504
    #dbg_value(i64 %55, !494, !DIExpression(), !497)
  %56 = add nuw nsw i32 %23, 1, !dbg !505
    #dbg_value(i32 %56, !495, !DIExpression(), !498)
  %57 = icmp eq i32 %56, 8, !dbg !506
  br i1 %57, label %21, label %22, !dbg !499, !llvm.loop !507
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @in_struct_b(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair8) align 32 %0, ptr nocapture noundef byval(%struct.pair8) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #13 !dbg !509 {
  %4 = load <8 x i32>, ptr %2, align 32, !tbaa !175
    #dbg_declare(ptr %1, !513, !DIExpression(), !515)
    #dbg_value(<8 x i32> %4, !514, !DIExpression(), !516)
  %5 = load <8 x i32>, ptr %1, align 32, !dbg !517, !tbaa !175
  %6 = xor <8 x i32> %5, %4, !dbg !518
  store <8 x i32> %6, ptr %1, align 32, !dbg !519, !tbaa !175
  %7 = extractelement <8 x i32> %6, i64 3, !dbg !520
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !521
  %9 = load i32, ptr %8, align 32, !dbg !522, !tbaa !253
  %10 = add nsw i32 %9, %7, !dbg !522
  store i32 %10, ptr %8, align 32, !dbg !522, !tbaa !253
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %0, ptr noundef nonnull align 32 dereferenceable(64) %1, i64 64, i1 false), !dbg !523, !tbaa.struct !524
  ret void, !dbg !525
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @pick_b(ptr nocapture noundef readonly byval(<8 x i64>) align 64 %0) unnamed_addr #10 !dbg !526 {
  %2 = load <8 x i64>, ptr %0, align 64, !tbaa !175
    #dbg_value(<8 x i64> %2, !530, !DIExpression(), !531)
  %3 = lshr <8 x i64> %2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !532
  %4 = trunc <8 x i64> %3 to <8 x i32>, !dbg !533
  ret <8 x i32> %4, !dbg !534
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #14

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @add_mix(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #15 !dbg !535 {
  %4 = load <8 x i32>, ptr %0, align 32, !tbaa !175
  %5 = load <8 x i32>, ptr %1, align 32, !tbaa !175
  %6 = load <8 x i32>, ptr %2, align 32, !tbaa !175
    #dbg_value(<8 x i32> %4, !537, !DIExpression(), !541)
    #dbg_value(<8 x i32> %5, !538, !DIExpression(), !541)
    #dbg_value(i32 3, !539, !DIExpression(), !541)
    #dbg_value(<8 x i32> %6, !540, !DIExpression(), !541)
  %7 = add <8 x i32> %5, %4, !dbg !542
  %8 = mul <8 x i32> %7, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !543
  %9 = sub <8 x i32> %8, %6, !dbg !544
  ret <8 x i32> %9, !dbg !545
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x float> @fma_like(ptr nocapture noundef readonly byval(<8 x float>) align 32 %0, ptr nocapture noundef readonly byval(<8 x float>) align 32 %1) unnamed_addr #15 !dbg !546 {
  %3 = load <8 x float>, ptr %0, align 32, !tbaa !175
  %4 = load <8 x float>, ptr %1, align 32, !tbaa !175
    #dbg_value(<8 x float> %3, !548, !DIExpression(), !551)
    #dbg_value(<8 x float> %4, !549, !DIExpression(), !551)
    #dbg_value(float 5.000000e-01, !550, !DIExpression(), !551)
  %5 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %3, <8 x float> %4, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>), !dbg !552
  ret <8 x float> %5, !dbg !553
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x double> @scale(ptr nocapture noundef readonly byval(<4 x double>) align 32 %0, ptr nocapture noundef readonly byval(<4 x double>) align 32 %1) unnamed_addr #15 !dbg !554 {
  %3 = load <4 x double>, ptr %0, align 32, !tbaa !175
  %4 = load <4 x double>, ptr %1, align 32, !tbaa !175
    #dbg_value(<4 x double> %3, !556, !DIExpression(), !559)
    #dbg_value(double 1.250000e+00, !557, !DIExpression(), !559)
    #dbg_value(<4 x double> %4, !558, !DIExpression(), !559)
  %5 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %3, <4 x double> <double 1.250000e+00, double 1.250000e+00, double 1.250000e+00, double 1.250000e+00>, <4 x double> %4), !dbg !560
  ret <4 x double> %5, !dbg !561
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -6442450944, 6442450942) <8 x i64> @widen(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #16 !dbg !562 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !175
    #dbg_value(<8 x i32> %2, !564, !DIExpression(), !565)
  %3 = sext <8 x i32> %2 to <8 x i64>, !dbg !566
  %4 = mul nsw <8 x i64> %3, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>, !dbg !567
  ret <8 x i64> %4, !dbg !568
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @many(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %3, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %4, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %5, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %6, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %7, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %8, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %9) unnamed_addr #17 !dbg !569 {
  %11 = load <8 x i32>, ptr %0, align 32, !tbaa !175
  %12 = load <8 x i32>, ptr %1, align 32, !tbaa !175
  %13 = load <8 x i32>, ptr %2, align 32, !tbaa !175
  %14 = load <8 x i32>, ptr %3, align 32, !tbaa !175
  %15 = load <8 x i32>, ptr %4, align 32, !tbaa !175
  %16 = load <8 x i32>, ptr %5, align 32, !tbaa !175
  %17 = load <8 x i32>, ptr %6, align 32, !tbaa !175
  %18 = load <8 x i32>, ptr %7, align 32, !tbaa !175
  %19 = load <8 x i32>, ptr %8, align 32, !tbaa !175
  %20 = load <8 x i32>, ptr %9, align 32, !tbaa !175
    #dbg_value(<8 x i32> %11, !571, !DIExpression(), !586)
    #dbg_value(<8 x i32> %12, !572, !DIExpression(), !586)
    #dbg_value(<8 x i32> %13, !573, !DIExpression(), !586)
    #dbg_value(<8 x i32> %14, !574, !DIExpression(), !586)
    #dbg_value(<8 x i32> %15, !575, !DIExpression(), !586)
    #dbg_value(<8 x i32> %16, !576, !DIExpression(), !586)
    #dbg_value(<8 x i32> %17, !577, !DIExpression(), !586)
    #dbg_value(<8 x i32> %18, !578, !DIExpression(), !586)
    #dbg_value(<8 x i32> %19, !579, !DIExpression(), !586)
    #dbg_value(<8 x i32> %20, !580, !DIExpression(), !586)
    #dbg_value(i32 7, !581, !DIExpression(), !586)
    #dbg_value(!DIArgList(<8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison, <8 x i32> poison), !582, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_LLVM_arg, 10, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 11, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 12, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 13, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 14, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 15, DW_OP_mul, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !586)
    #dbg_value(i64 7, !583, !DIExpression(), !586)
    #dbg_value(i32 0, !584, !DIExpression(), !587)
  br label %22, !dbg !588

21:                                               ; preds = %22
  ret i64 %55, !dbg !589

22:                                               ; preds = %10, %22
  %23 = phi i32 [ 0, %10 ], [ %56, %22 ]
  %24 = phi i64 [ 7, %10 ], [ %55, %22 ]
    #dbg_value(i32 %23, !584, !DIExpression(), !587)
    #dbg_value(i64 %24, !583, !DIExpression(), !586)
  %25 = mul nsw i64 %24, 3, !dbg !590
  %26 = extractelement <8 x i32> %11, i32 %23, !dbg !592
  %27 = extractelement <8 x i32> %12, i32 %23, !dbg !592
  %28 = shl i32 %27, 1, !dbg !592
  %29 = add i32 %28, %26, !dbg !592
  %30 = extractelement <8 x i32> %13, i32 %23, !dbg !592
  %31 = mul i32 %30, 3, !dbg !592
  %32 = add i32 %29, %31, !dbg !592
  %33 = extractelement <8 x i32> %14, i32 %23, !dbg !592
  %34 = shl i32 %33, 2, !dbg !592
  %35 = add i32 %32, %34, !dbg !592
  %36 = extractelement <8 x i32> %15, i32 %23, !dbg !592
  %37 = mul i32 %36, 5, !dbg !592
  %38 = add i32 %35, %37, !dbg !592
  %39 = extractelement <8 x i32> %16, i32 %23, !dbg !592
  %40 = mul i32 %39, 6, !dbg !592
  %41 = add i32 %38, %40, !dbg !592
  %42 = extractelement <8 x i32> %17, i32 %23, !dbg !592
  %43 = mul i32 %42, 7, !dbg !592
  %44 = add i32 %41, %43, !dbg !592
  %45 = extractelement <8 x i32> %18, i32 %23, !dbg !592
  %46 = shl i32 %45, 3, !dbg !592
  %47 = add i32 %44, %46, !dbg !592
  %48 = extractelement <8 x i32> %19, i32 %23, !dbg !592
  %49 = mul i32 %48, 9, !dbg !592
  %50 = add i32 %47, %49, !dbg !592
  %51 = extractelement <8 x i32> %20, i32 %23, !dbg !592
  %52 = mul i32 %51, 10, !dbg !592
  %53 = add i32 %50, %52, !dbg !592
  %54 = sext i32 %53 to i64, !dbg !592
  %55 = add nsw i64 %25, %54, !dbg !593
    #dbg_value(i64 %55, !583, !DIExpression(), !586)
  %56 = add nuw nsw i32 %23, 1, !dbg !594
    #dbg_value(i32 %56, !584, !DIExpression(), !587)
  %57 = icmp eq i32 %56, 8, !dbg !595
  br i1 %57, label %21, label %22, !dbg !588, !llvm.loop !596
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @in_struct(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pair8) align 32 %0, ptr nocapture noundef byval(%struct.pair8) align 32 %1, ptr nocapture noundef readonly byval(<8 x i32>) align 32 %2) unnamed_addr #18 !dbg !598 {
  %4 = load <8 x i32>, ptr %2, align 32, !tbaa !175
    #dbg_declare(ptr %1, !600, !DIExpression(), !602)
    #dbg_value(<8 x i32> %4, !601, !DIExpression(), !603)
  %5 = load <8 x i32>, ptr %1, align 32, !dbg !604, !tbaa !175
  %6 = xor <8 x i32> %5, %4, !dbg !605
  store <8 x i32> %6, ptr %1, align 32, !dbg !606, !tbaa !175
  %7 = extractelement <8 x i32> %6, i64 3, !dbg !607
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !608
  %9 = load i32, ptr %8, align 32, !dbg !609, !tbaa !253
  %10 = add nsw i32 %9, %7, !dbg !609
  store i32 %10, ptr %8, align 32, !dbg !609, !tbaa !253
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 32 dereferenceable(64) %0, ptr noundef nonnull align 32 dereferenceable(64) %1, i64 64, i1 false), !dbg !610, !tbaa.struct !524
  ret void, !dbg !611
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x i32> @pick(ptr nocapture noundef readonly byval(<8 x i64>) align 64 %0) unnamed_addr #15 !dbg !612 {
  %2 = load <8 x i64>, ptr %0, align 64, !tbaa !175
    #dbg_value(<8 x i64> %2, !614, !DIExpression(), !615)
  %3 = lshr <8 x i64> %2, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, !dbg !616
  %4 = trunc <8 x i64> %3 to <8 x i32>, !dbg !617
  ret <8 x i32> %4, !dbg !618
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x double> @llvm.fmuladd.v1f64(<1 x double>, <1 x double>, <1 x double>) #14

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #19

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #17 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind willreturn memory(argmem: read) }
attributes #20 = { nounwind }

!llvm.dbg.cu = !{!36}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_abi_avx2.c", directory: ".", checksumkind: CSK_MD5, checksum: "5d348b8361d7b71e72cdd81755b90287")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !3, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !24, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !37, globals: !58, splitDebugInlining: false, nameTableKind: None)
!37 = !{!38, !43, !47, !48, !49, !50, !42, !51}
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !39, line: 26, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !41, line: 41, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !44, line: 26, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !41, line: 42, baseType: !46)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4hi", file: !2, line: 21, baseType: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 64, flags: DIFlagVector, elements: !56)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !39, line: 25, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !41, line: 39, baseType: !55)
!55 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!56 = !{!57}
!57 = !DISubrange(count: 4)
!58 = !{!0, !7, !12, !17, !22, !27, !29, !31}
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 117, type: !68, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!42}
!70 = !{!71, !75, !76, !78, !82, !83, !87, !89, !90, !93, !94, !95, !100, !101, !102, !103, !111}
!71 = !DILocalVariable(name: "in", scope: !67, file: !2, line: 118, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 768, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 24)
!75 = !DILocalVariable(name: "s", scope: !67, file: !2, line: 119, type: !43)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 120, type: !42)
!77 = distinct !DILexicalBlock(scope: !67, file: !2, line: 120, column: 5)
!78 = !DILocalVariable(name: "base", scope: !67, file: !2, line: 121, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 1504, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 47)
!82 = !DILocalVariable(name: "avx", scope: !67, file: !2, line: 121, type: !79)
!83 = !DILocalVariable(name: "h", scope: !67, file: !2, line: 123, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !44, line: 27, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !41, line: 45, baseType: !86)
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 124, type: !42)
!88 = distinct !DILexicalBlock(scope: !67, file: !2, line: 124, column: 5)
!89 = !DILocalVariable(name: "same", scope: !67, file: !2, line: 126, type: !42)
!90 = !DILocalVariable(name: "one", scope: !67, file: !2, line: 132, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !2, line: 19, baseType: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 128, flags: DIFlagVector, elements: !56)
!93 = !DILocalVariable(name: "k", scope: !67, file: !2, line: 132, type: !91)
!94 = !DILocalVariable(name: "t", scope: !67, file: !2, line: 133, type: !91)
!95 = !DILocalVariable(name: "o", scope: !67, file: !2, line: 135, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2sf", file: !2, line: 20, baseType: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 64, flags: DIFlagVector, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 2)
!100 = !DILocalVariable(name: "q", scope: !67, file: !2, line: 135, type: !96)
!101 = !DILocalVariable(name: "u", scope: !67, file: !2, line: 136, type: !96)
!102 = !DILocalVariable(name: "mh", scope: !67, file: !2, line: 138, type: !51)
!103 = !DILocalVariable(name: "l", scope: !67, file: !2, line: 140, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "v1di", file: !2, line: 22, baseType: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 64, flags: DIFlagVector, elements: !109)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !39, line: 27, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !41, line: 44, baseType: !108)
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !{!110}
!110 = !DISubrange(count: 1)
!111 = !DILocalVariable(name: "dd", scope: !67, file: !2, line: 141, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "v1df", file: !2, line: 23, baseType: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 64, flags: DIFlagVector, elements: !109)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !67)
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 118, column: 5, scope: !67)
!119 = !DILocation(line: 0, scope: !77)
!120 = !DILocation(line: 120, column: 5, scope: !77)
!121 = !DILocation(line: 121, column: 5, scope: !67)
!122 = !DILocation(line: 122, column: 5, scope: !67)
!123 = !DILocation(line: 0, scope: !88)
!124 = !DILocation(line: 124, column: 5, scope: !88)
!125 = !DILocation(line: 120, column: 42, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 120, column: 34)
!127 = distinct !DILexicalBlock(scope: !77, file: !2, line: 120, column: 5)
!128 = !DILocation(line: 120, column: 53, scope: !126)
!129 = !DILocation(line: 120, column: 88, scope: !126)
!130 = !DILocation(line: 120, column: 94, scope: !126)
!131 = !DILocation(line: 120, column: 68, scope: !126)
!132 = !DILocation(line: 120, column: 74, scope: !126)
!133 = !{!134, !134, i64 0}
!134 = !{!"int", !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 120, column: 30, scope: !127)
!138 = !DILocation(line: 120, column: 23, scope: !127)
!139 = distinct !{!139, !120, !140, !141}
!140 = !DILocation(line: 120, column: 107, scope: !77)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 125, column: 5, scope: !67)
!143 = !DILocation(line: 127, column: 9, scope: !144)
!144 = distinct !DILexicalBlock(scope: !67, file: !2, line: 127, column: 9)
!145 = !DILocation(line: 127, column: 9, scope: !67)
!146 = !DILocation(line: 124, column: 53, scope: !147)
!147 = distinct !DILexicalBlock(scope: !88, file: !2, line: 124, column: 5)
!148 = !DILocation(line: 124, column: 43, scope: !147)
!149 = !DILocation(line: 124, column: 41, scope: !147)
!150 = !DILocation(line: 124, column: 62, scope: !147)
!151 = !DILocation(line: 124, column: 30, scope: !147)
!152 = !DILocation(line: 124, column: 23, scope: !147)
!153 = distinct !{!153, !124, !154, !141}
!154 = !DILocation(line: 124, column: 64, scope: !88)
!155 = !DILocation(line: 128, column: 9, scope: !156)
!156 = distinct !DILexicalBlock(scope: !144, file: !2, line: 127, column: 41)
!157 = !DILocation(line: 129, column: 17, scope: !156)
!158 = !DILocation(line: 129, column: 16, scope: !156)
!159 = !DILocation(line: 131, column: 25, scope: !67)
!160 = !DILocation(line: 130, column: 5, scope: !156)
!161 = !DILocation(line: 131, column: 5, scope: !67)
!162 = !DILocation(line: 132, column: 35, scope: !67)
!163 = !DILocation(line: 132, column: 41, scope: !67)
!164 = !DILocation(line: 133, column: 14, scope: !67)
!165 = !DILocation(line: 134, column: 35, scope: !67)
!166 = !DILocation(line: 134, column: 41, scope: !67)
!167 = !DILocation(line: 134, column: 47, scope: !67)
!168 = !DILocation(line: 134, column: 53, scope: !67)
!169 = !DILocation(line: 134, column: 5, scope: !67)
!170 = !DILocation(line: 135, column: 42, scope: !67)
!171 = !DILocation(line: 135, column: 48, scope: !67)
!172 = !DILocation(line: 135, column: 34, scope: !67)
!173 = !DILocation(line: 135, column: 33, scope: !67)
!174 = !DILocation(line: 136, column: 14, scope: !67)
!175 = !{!135, !135, i64 0}
!176 = !DILocation(line: 137, column: 38, scope: !67)
!177 = !DILocation(line: 137, column: 30, scope: !67)
!178 = !DILocation(line: 137, column: 52, scope: !67)
!179 = !DILocation(line: 137, column: 44, scope: !67)
!180 = !DILocation(line: 137, column: 5, scope: !67)
!181 = !DILocation(line: 139, column: 5, scope: !67)
!182 = !DILocation(line: 140, column: 27, scope: !67)
!183 = !DILocation(line: 140, column: 42, scope: !67)
!184 = !DILocation(line: 140, column: 48, scope: !67)
!185 = !DILocation(line: 140, column: 14, scope: !67)
!186 = !DILocation(line: 141, column: 41, scope: !67)
!187 = !DILocation(line: 141, column: 47, scope: !67)
!188 = !DILocation(line: 141, column: 40, scope: !67)
!189 = !DILocation(line: 141, column: 15, scope: !67)
!190 = !DILocation(line: 142, column: 48, scope: !67)
!191 = !DILocation(line: 142, column: 54, scope: !67)
!192 = !DILocation(line: 142, column: 5, scope: !67)
!193 = !DILocation(line: 143, column: 12, scope: !67)
!194 = !DILocation(line: 144, column: 1, scope: !67)
!195 = !DILocation(line: 143, column: 5, scope: !67)
!196 = distinct !DISubprogram(name: "run_base", scope: !2, file: !2, line: 85, type: !197, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !202)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !199, !200}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!202 = !{!203, !204, !205, !208, !209, !210, !211, !214, !217, !220, !221, !226, !227, !229, !231}
!203 = !DILocalVariable(name: "out", arg: 1, scope: !196, file: !2, line: 85, type: !199)
!204 = !DILocalVariable(name: "in", arg: 2, scope: !196, file: !2, line: 85, type: !200)
!205 = !DILocalVariable(name: "a", scope: !196, file: !2, line: 86, type: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8si", file: !2, line: 15, baseType: !207)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 256, flags: DIFlagVector, elements: !20)
!208 = !DILocalVariable(name: "b", scope: !196, file: !2, line: 86, type: !206)
!209 = !DILocalVariable(name: "c", scope: !196, file: !2, line: 86, type: !206)
!210 = !DILocalVariable(name: "r", scope: !196, file: !2, line: 88, type: !206)
!211 = !DILocalVariable(name: "f", scope: !196, file: !2, line: 89, type: !212)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8sf", file: !2, line: 16, baseType: !213)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 256, flags: DIFlagVector, elements: !20)
!214 = !DILocalVariable(name: "d", scope: !196, file: !2, line: 90, type: !215)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4df", file: !2, line: 17, baseType: !216)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 256, flags: DIFlagVector, elements: !56)
!217 = !DILocalVariable(name: "w", scope: !196, file: !2, line: 91, type: !218)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8di", file: !2, line: 18, baseType: !219)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 512, flags: DIFlagVector, elements: !20)
!220 = !DILocalVariable(name: "m", scope: !196, file: !2, line: 92, type: !106)
!221 = !DILocalVariable(name: "p", scope: !196, file: !2, line: 93, type: !222)
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair8", file: !2, line: 25, size: 512, elements: !223)
!223 = !{!224, !225}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !222, file: !2, line: 25, baseType: !206, size: 256)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !222, file: !2, line: 25, baseType: !42, size: 32, offset: 256)
!226 = !DILocalVariable(name: "back", scope: !196, file: !2, line: 94, type: !206)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 96, type: !42)
!228 = distinct !DILexicalBlock(scope: !196, file: !2, line: 96, column: 5)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 97, type: !42)
!230 = distinct !DILexicalBlock(scope: !196, file: !2, line: 97, column: 5)
!231 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 98, type: !42)
!232 = distinct !DILexicalBlock(scope: !196, file: !2, line: 98, column: 5)
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 0, scope: !196)
!235 = !DILocation(line: 87, column: 5, scope: !196)
!236 = !DILocation(line: 87, column: 39, scope: !196)
!237 = !DILocation(line: 87, column: 25, scope: !196)
!238 = !DILocation(line: 87, column: 63, scope: !196)
!239 = !DILocation(line: 87, column: 49, scope: !196)
!240 = !DILocation(line: 88, column: 14, scope: !196)
!241 = !DILocation(line: 89, column: 51, scope: !196)
!242 = !DILocation(line: 89, column: 25, scope: !196)
!243 = !DILocation(line: 89, column: 91, scope: !196)
!244 = !DILocation(line: 89, column: 65, scope: !196)
!245 = !DILocation(line: 89, column: 14, scope: !196)
!246 = !DILocation(line: 90, column: 35, scope: !196)
!247 = !DILocation(line: 90, column: 29, scope: !196)
!248 = !DILocation(line: 90, column: 14, scope: !196)
!249 = !DILocation(line: 91, column: 14, scope: !196)
!250 = !DILocation(line: 92, column: 17, scope: !196)
!251 = !DILocation(line: 93, column: 5, scope: !196)
!252 = !DILocation(line: 93, column: 48, scope: !196)
!253 = !{!254, !134, i64 32}
!254 = !{!"pair8", !135, i64 0, !134, i64 32}
!255 = !DILocation(line: 93, column: 22, scope: !196)
!256 = !DILocation(line: 94, column: 17, scope: !196)
!257 = !DILocation(line: 95, column: 5, scope: !196)
!258 = !DILocation(line: 0, scope: !228)
!259 = !DILocation(line: 96, column: 33, scope: !260)
!260 = distinct !DILexicalBlock(scope: !228, file: !2, line: 96, column: 5)
!261 = !DILocation(line: 96, column: 46, scope: !260)
!262 = !DILocation(line: 96, column: 44, scope: !260)
!263 = !DILocation(line: 0, scope: !230)
!264 = !DILocation(line: 97, column: 33, scope: !265)
!265 = distinct !DILexicalBlock(scope: !230, file: !2, line: 97, column: 5)
!266 = !DILocation(line: 97, column: 62, scope: !265)
!267 = !DILocation(line: 97, column: 47, scope: !265)
!268 = !DILocation(line: 97, column: 45, scope: !265)
!269 = !DILocation(line: 98, column: 5, scope: !232)
!270 = !DILocation(line: 0, scope: !232)
!271 = !DILocation(line: 98, column: 62, scope: !272)
!272 = distinct !DILexicalBlock(scope: !232, file: !2, line: 98, column: 5)
!273 = !DILocation(line: 98, column: 47, scope: !272)
!274 = !DILocation(line: 98, column: 45, scope: !272)
!275 = !DILocation(line: 98, column: 33, scope: !272)
!276 = !DILocation(line: 99, column: 15, scope: !196)
!277 = !DILocation(line: 99, column: 5, scope: !196)
!278 = !DILocation(line: 99, column: 13, scope: !196)
!279 = !DILocation(line: 99, column: 49, scope: !196)
!280 = !DILocation(line: 99, column: 37, scope: !196)
!281 = !DILocation(line: 99, column: 27, scope: !196)
!282 = !DILocation(line: 99, column: 35, scope: !196)
!283 = !DILocation(line: 100, column: 16, scope: !196)
!284 = !DILocation(line: 100, column: 5, scope: !196)
!285 = !DILocation(line: 100, column: 45, scope: !196)
!286 = !DILocation(line: 100, column: 33, scope: !196)
!287 = !DILocation(line: 100, column: 41, scope: !196)
!288 = !DILocation(line: 101, column: 16, scope: !196)
!289 = !DILocation(line: 101, column: 5, scope: !196)
!290 = !DILocation(line: 102, column: 1, scope: !196)
!291 = !DISubprogram(name: "printf", scope: !292, file: !292, line: 356, type: !293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!293 = !DISubroutineType(types: !294)
!294 = !{!42, !295, null}
!295 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!298 = distinct !DISubprogram(name: "run_avx2", scope: !2, file: !2, line: 47, type: !197, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !299)
!299 = !{!300, !301, !302, !303, !304, !305, !306, !307, !308, !309, !310, !311, !312, !314, !316}
!300 = !DILocalVariable(name: "out", arg: 1, scope: !298, file: !2, line: 47, type: !199)
!301 = !DILocalVariable(name: "in", arg: 2, scope: !298, file: !2, line: 47, type: !200)
!302 = !DILocalVariable(name: "a", scope: !298, file: !2, line: 48, type: !206)
!303 = !DILocalVariable(name: "b", scope: !298, file: !2, line: 48, type: !206)
!304 = !DILocalVariable(name: "c", scope: !298, file: !2, line: 48, type: !206)
!305 = !DILocalVariable(name: "r", scope: !298, file: !2, line: 50, type: !206)
!306 = !DILocalVariable(name: "f", scope: !298, file: !2, line: 51, type: !212)
!307 = !DILocalVariable(name: "d", scope: !298, file: !2, line: 52, type: !215)
!308 = !DILocalVariable(name: "w", scope: !298, file: !2, line: 53, type: !218)
!309 = !DILocalVariable(name: "m", scope: !298, file: !2, line: 54, type: !106)
!310 = !DILocalVariable(name: "p", scope: !298, file: !2, line: 55, type: !222)
!311 = !DILocalVariable(name: "back", scope: !298, file: !2, line: 56, type: !206)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 58, type: !42)
!313 = distinct !DILexicalBlock(scope: !298, file: !2, line: 58, column: 5)
!314 = !DILocalVariable(name: "i", scope: !315, file: !2, line: 59, type: !42)
!315 = distinct !DILexicalBlock(scope: !298, file: !2, line: 59, column: 5)
!316 = !DILocalVariable(name: "i", scope: !317, file: !2, line: 60, type: !42)
!317 = distinct !DILexicalBlock(scope: !298, file: !2, line: 60, column: 5)
!318 = distinct !DIAssignID()
!319 = !DILocation(line: 0, scope: !298)
!320 = !DILocation(line: 49, column: 5, scope: !298)
!321 = !DILocation(line: 49, column: 39, scope: !298)
!322 = !DILocation(line: 49, column: 25, scope: !298)
!323 = !DILocation(line: 49, column: 63, scope: !298)
!324 = !DILocation(line: 49, column: 49, scope: !298)
!325 = !DILocation(line: 50, column: 14, scope: !298)
!326 = !DILocation(line: 51, column: 49, scope: !298)
!327 = !DILocation(line: 51, column: 23, scope: !298)
!328 = !DILocation(line: 51, column: 89, scope: !298)
!329 = !DILocation(line: 51, column: 63, scope: !298)
!330 = !DILocation(line: 51, column: 14, scope: !298)
!331 = !DILocation(line: 52, column: 33, scope: !298)
!332 = !DILocation(line: 52, column: 27, scope: !298)
!333 = !DILocation(line: 52, column: 14, scope: !298)
!334 = !DILocation(line: 53, column: 14, scope: !298)
!335 = !DILocation(line: 54, column: 17, scope: !298)
!336 = !DILocation(line: 55, column: 5, scope: !298)
!337 = !DILocation(line: 55, column: 46, scope: !298)
!338 = !DILocation(line: 55, column: 22, scope: !298)
!339 = !DILocation(line: 56, column: 17, scope: !298)
!340 = !DILocation(line: 57, column: 5, scope: !298)
!341 = !DILocation(line: 0, scope: !313)
!342 = !DILocation(line: 58, column: 33, scope: !343)
!343 = distinct !DILexicalBlock(scope: !313, file: !2, line: 58, column: 5)
!344 = !DILocation(line: 58, column: 46, scope: !343)
!345 = !DILocation(line: 58, column: 44, scope: !343)
!346 = !DILocation(line: 0, scope: !315)
!347 = !DILocation(line: 59, column: 33, scope: !348)
!348 = distinct !DILexicalBlock(scope: !315, file: !2, line: 59, column: 5)
!349 = !DILocation(line: 59, column: 62, scope: !348)
!350 = !DILocation(line: 59, column: 47, scope: !348)
!351 = !DILocation(line: 59, column: 45, scope: !348)
!352 = !DILocation(line: 60, column: 5, scope: !317)
!353 = !DILocation(line: 0, scope: !317)
!354 = !DILocation(line: 60, column: 62, scope: !355)
!355 = distinct !DILexicalBlock(scope: !317, file: !2, line: 60, column: 5)
!356 = !DILocation(line: 60, column: 47, scope: !355)
!357 = !DILocation(line: 60, column: 45, scope: !355)
!358 = !DILocation(line: 61, column: 15, scope: !298)
!359 = !DILocation(line: 61, column: 5, scope: !298)
!360 = !DILocation(line: 61, column: 13, scope: !298)
!361 = !DILocation(line: 61, column: 49, scope: !298)
!362 = !DILocation(line: 61, column: 37, scope: !298)
!363 = !DILocation(line: 61, column: 27, scope: !298)
!364 = !DILocation(line: 61, column: 35, scope: !298)
!365 = !DILocation(line: 62, column: 16, scope: !298)
!366 = !DILocation(line: 62, column: 5, scope: !298)
!367 = !DILocation(line: 62, column: 45, scope: !298)
!368 = !DILocation(line: 62, column: 33, scope: !298)
!369 = !DILocation(line: 62, column: 41, scope: !298)
!370 = !DILocation(line: 63, column: 16, scope: !298)
!371 = !DILocation(line: 63, column: 5, scope: !298)
!372 = !DILocation(line: 64, column: 1, scope: !298)
!373 = distinct !DISubprogram(name: "sum10", scope: !2, file: !2, line: 105, type: !374, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !376)
!374 = !DISubroutineType(cc: DW_CC_nocall, types: !375)
!375 = !{!91, !91, !91, !91, !91, !91, !91, !91, !91, !91, !91}
!376 = !{!377, !378, !379, !380, !381, !382, !383, !384, !385, !386}
!377 = !DILocalVariable(name: "a", arg: 1, scope: !373, file: !2, line: 105, type: !91)
!378 = !DILocalVariable(name: "b", arg: 2, scope: !373, file: !2, line: 105, type: !91)
!379 = !DILocalVariable(name: "c", arg: 3, scope: !373, file: !2, line: 105, type: !91)
!380 = !DILocalVariable(name: "d", arg: 4, scope: !373, file: !2, line: 105, type: !91)
!381 = !DILocalVariable(name: "e", arg: 5, scope: !373, file: !2, line: 105, type: !91)
!382 = !DILocalVariable(name: "f", arg: 6, scope: !373, file: !2, line: 105, type: !91)
!383 = !DILocalVariable(name: "g", arg: 7, scope: !373, file: !2, line: 105, type: !91)
!384 = !DILocalVariable(name: "h", arg: 8, scope: !373, file: !2, line: 106, type: !91)
!385 = !DILocalVariable(name: "i", arg: 9, scope: !373, file: !2, line: 106, type: !91)
!386 = !DILocalVariable(name: "j", arg: 10, scope: !373, file: !2, line: 106, type: !91)
!387 = !DILocation(line: 0, scope: !373)
!388 = !DILocation(line: 107, column: 30, scope: !373)
!389 = !DILocation(line: 107, column: 34, scope: !373)
!390 = !DILocation(line: 107, column: 38, scope: !373)
!391 = !DILocation(line: 107, column: 50, scope: !373)
!392 = !DILocation(line: 107, column: 5, scope: !373)
!393 = distinct !DISubprogram(name: "sum10f", scope: !2, file: !2, line: 109, type: !394, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !396)
!394 = !DISubroutineType(cc: DW_CC_nocall, types: !395)
!395 = !{!96, !96, !96, !96, !96, !96, !96, !96, !96, !96, !96}
!396 = !{!397, !398, !399, !400, !401, !402, !403, !404, !405, !406}
!397 = !DILocalVariable(name: "a", arg: 1, scope: !393, file: !2, line: 109, type: !96)
!398 = !DILocalVariable(name: "b", arg: 2, scope: !393, file: !2, line: 109, type: !96)
!399 = !DILocalVariable(name: "c", arg: 3, scope: !393, file: !2, line: 109, type: !96)
!400 = !DILocalVariable(name: "d", arg: 4, scope: !393, file: !2, line: 109, type: !96)
!401 = !DILocalVariable(name: "e", arg: 5, scope: !393, file: !2, line: 109, type: !96)
!402 = !DILocalVariable(name: "f", arg: 6, scope: !393, file: !2, line: 109, type: !96)
!403 = !DILocalVariable(name: "g", arg: 7, scope: !393, file: !2, line: 109, type: !96)
!404 = !DILocalVariable(name: "h", arg: 8, scope: !393, file: !2, line: 110, type: !96)
!405 = !DILocalVariable(name: "i", arg: 9, scope: !393, file: !2, line: 110, type: !96)
!406 = !DILocalVariable(name: "j", arg: 10, scope: !393, file: !2, line: 110, type: !96)
!407 = !DILocation(line: 0, scope: !393)
!408 = !DILocation(line: 111, column: 14, scope: !393)
!409 = !DILocation(line: 111, column: 18, scope: !393)
!410 = !DILocation(line: 111, column: 22, scope: !393)
!411 = !DILocation(line: 111, column: 26, scope: !393)
!412 = !DILocation(line: 111, column: 30, scope: !393)
!413 = !DILocation(line: 111, column: 34, scope: !393)
!414 = !DILocation(line: 111, column: 38, scope: !393)
!415 = !DILocation(line: 111, column: 42, scope: !393)
!416 = !DILocation(line: 111, column: 50, scope: !393)
!417 = !DILocation(line: 111, column: 5, scope: !393)
!418 = distinct !DISubprogram(name: "one64", scope: !2, file: !2, line: 114, type: !419, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !421)
!419 = !DISubroutineType(types: !420)
!420 = !{!104, !104, !104}
!421 = !{!422, !423}
!422 = !DILocalVariable(name: "a", arg: 1, scope: !418, file: !2, line: 114, type: !104)
!423 = !DILocalVariable(name: "b", arg: 2, scope: !418, file: !2, line: 114, type: !104)
!424 = !DILocation(line: 0, scope: !418)
!425 = !DILocation(line: 114, column: 72, scope: !418)
!426 = !DILocation(line: 114, column: 63, scope: !418)
!427 = distinct !DISubprogram(name: "one_d", scope: !2, file: !2, line: 115, type: !428, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !430)
!428 = !DISubroutineType(types: !429)
!429 = !{!112, !112, !112}
!430 = !{!431, !432}
!431 = !DILocalVariable(name: "a", arg: 1, scope: !427, file: !2, line: 115, type: !112)
!432 = !DILocalVariable(name: "b", arg: 2, scope: !427, file: !2, line: 115, type: !112)
!433 = !DILocation(line: 0, scope: !427)
!434 = !DILocation(line: 115, column: 76, scope: !427)
!435 = !DILocation(line: 115, column: 63, scope: !427)
!436 = distinct !DISubprogram(name: "add_mix_b", scope: !2, file: !2, line: 67, type: !437, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !439)
!437 = !DISubroutineType(cc: DW_CC_nocall, types: !438)
!438 = !{!206, !206, !206, !42, !206}
!439 = !{!440, !441, !442, !443}
!440 = !DILocalVariable(name: "a", arg: 1, scope: !436, file: !2, line: 67, type: !206)
!441 = !DILocalVariable(name: "b", arg: 2, scope: !436, file: !2, line: 67, type: !206)
!442 = !DILocalVariable(name: "k", arg: 3, scope: !436, file: !2, line: 67, type: !42)
!443 = !DILocalVariable(name: "c", arg: 4, scope: !436, file: !2, line: 67, type: !206)
!444 = !DILocation(line: 0, scope: !436)
!445 = !DILocation(line: 67, column: 92, scope: !436)
!446 = !DILocation(line: 67, column: 97, scope: !436)
!447 = !DILocation(line: 67, column: 101, scope: !436)
!448 = !DILocation(line: 67, column: 82, scope: !436)
!449 = distinct !DISubprogram(name: "fma_like_b", scope: !2, file: !2, line: 68, type: !450, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !452)
!450 = !DISubroutineType(cc: DW_CC_nocall, types: !451)
!451 = !{!212, !212, !212, !48}
!452 = !{!453, !454, !455}
!453 = !DILocalVariable(name: "a", arg: 1, scope: !449, file: !2, line: 68, type: !212)
!454 = !DILocalVariable(name: "b", arg: 2, scope: !449, file: !2, line: 68, type: !212)
!455 = !DILocalVariable(name: "s", arg: 3, scope: !449, file: !2, line: 68, type: !48)
!456 = !DILocation(line: 0, scope: !449)
!457 = !DILocation(line: 68, column: 90, scope: !449)
!458 = !DILocation(line: 68, column: 77, scope: !449)
!459 = distinct !DISubprogram(name: "scale_b", scope: !2, file: !2, line: 69, type: !460, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !462)
!460 = !DISubroutineType(cc: DW_CC_nocall, types: !461)
!461 = !{!215, !215, !49, !215}
!462 = !{!463, !464, !465}
!463 = !DILocalVariable(name: "a", arg: 1, scope: !459, file: !2, line: 69, type: !215)
!464 = !DILocalVariable(name: "s", arg: 2, scope: !459, file: !2, line: 69, type: !49)
!465 = !DILocalVariable(name: "b", arg: 3, scope: !459, file: !2, line: 69, type: !215)
!466 = !DILocation(line: 0, scope: !459)
!467 = !DILocation(line: 69, column: 88, scope: !459)
!468 = !DILocation(line: 69, column: 75, scope: !459)
!469 = distinct !DISubprogram(name: "widen_b", scope: !2, file: !2, line: 70, type: !470, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !472)
!470 = !DISubroutineType(types: !471)
!471 = !{!218, !206}
!472 = !{!473}
!473 = !DILocalVariable(name: "a", arg: 1, scope: !469, file: !2, line: 70, type: !206)
!474 = !DILocation(line: 0, scope: !469)
!475 = !DILocation(line: 70, column: 64, scope: !469)
!476 = !DILocation(line: 70, column: 97, scope: !469)
!477 = !DILocation(line: 70, column: 57, scope: !469)
!478 = distinct !DISubprogram(name: "many_b", scope: !2, file: !2, line: 71, type: !479, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !481)
!479 = !DISubroutineType(cc: DW_CC_nocall, types: !480)
!480 = !{!106, !206, !206, !206, !206, !206, !206, !206, !206, !206, !206, !42}
!481 = !{!482, !483, !484, !485, !486, !487, !488, !489, !490, !491, !492, !493, !494, !495}
!482 = !DILocalVariable(name: "a", arg: 1, scope: !478, file: !2, line: 71, type: !206)
!483 = !DILocalVariable(name: "b", arg: 2, scope: !478, file: !2, line: 71, type: !206)
!484 = !DILocalVariable(name: "c", arg: 3, scope: !478, file: !2, line: 71, type: !206)
!485 = !DILocalVariable(name: "d", arg: 4, scope: !478, file: !2, line: 71, type: !206)
!486 = !DILocalVariable(name: "e", arg: 5, scope: !478, file: !2, line: 71, type: !206)
!487 = !DILocalVariable(name: "f", arg: 6, scope: !478, file: !2, line: 71, type: !206)
!488 = !DILocalVariable(name: "g", arg: 7, scope: !478, file: !2, line: 72, type: !206)
!489 = !DILocalVariable(name: "h", arg: 8, scope: !478, file: !2, line: 72, type: !206)
!490 = !DILocalVariable(name: "i", arg: 9, scope: !478, file: !2, line: 72, type: !206)
!491 = !DILocalVariable(name: "j", arg: 10, scope: !478, file: !2, line: 72, type: !206)
!492 = !DILocalVariable(name: "k", arg: 11, scope: !478, file: !2, line: 72, type: !42)
!493 = !DILocalVariable(name: "s", scope: !478, file: !2, line: 73, type: !206)
!494 = !DILocalVariable(name: "t", scope: !478, file: !2, line: 74, type: !106)
!495 = !DILocalVariable(name: "n", scope: !496, file: !2, line: 75, type: !42)
!496 = distinct !DILexicalBlock(scope: !478, file: !2, line: 75, column: 5)
!497 = !DILocation(line: 0, scope: !478)
!498 = !DILocation(line: 0, scope: !496)
!499 = !DILocation(line: 75, column: 5, scope: !496)
!500 = !DILocation(line: 76, column: 5, scope: !478)
!501 = !DILocation(line: 75, column: 39, scope: !502)
!502 = distinct !DILexicalBlock(scope: !496, file: !2, line: 75, column: 5)
!503 = !DILocation(line: 75, column: 45, scope: !502)
!504 = !DILocation(line: 75, column: 43, scope: !502)
!505 = !DILocation(line: 75, column: 29, scope: !502)
!506 = !DILocation(line: 75, column: 23, scope: !502)
!507 = distinct !{!507, !499, !508, !141}
!508 = !DILocation(line: 75, column: 48, scope: !496)
!509 = distinct !DISubprogram(name: "in_struct_b", scope: !2, file: !2, line: 78, type: !510, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !512)
!510 = !DISubroutineType(types: !511)
!511 = !{!222, !222, !206}
!512 = !{!513, !514}
!513 = !DILocalVariable(name: "p", arg: 1, scope: !509, file: !2, line: 78, type: !222)
!514 = !DILocalVariable(name: "d", arg: 2, scope: !509, file: !2, line: 78, type: !206)
!515 = !DILocation(line: 78, column: 72, scope: !509)
!516 = !DILocation(line: 0, scope: !509)
!517 = !DILocation(line: 79, column: 13, scope: !509)
!518 = !DILocation(line: 79, column: 15, scope: !509)
!519 = !DILocation(line: 79, column: 9, scope: !509)
!520 = !DILocation(line: 80, column: 16, scope: !509)
!521 = !DILocation(line: 80, column: 7, scope: !509)
!522 = !DILocation(line: 80, column: 11, scope: !509)
!523 = !DILocation(line: 81, column: 12, scope: !509)
!524 = !{i64 0, i64 32, !175, i64 32, i64 4, !133}
!525 = !DILocation(line: 81, column: 5, scope: !509)
!526 = distinct !DISubprogram(name: "pick_b", scope: !2, file: !2, line: 83, type: !527, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !529)
!527 = !DISubroutineType(types: !528)
!528 = !{!206, !218}
!529 = !{!530}
!530 = !DILocalVariable(name: "w", arg: 1, scope: !526, file: !2, line: 83, type: !218)
!531 = !DILocation(line: 0, scope: !526)
!532 = !DILocation(line: 83, column: 89, scope: !526)
!533 = !DILocation(line: 83, column: 63, scope: !526)
!534 = !DILocation(line: 83, column: 56, scope: !526)
!535 = distinct !DISubprogram(name: "add_mix", scope: !2, file: !2, line: 29, type: !437, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !536)
!536 = !{!537, !538, !539, !540}
!537 = !DILocalVariable(name: "a", arg: 1, scope: !535, file: !2, line: 29, type: !206)
!538 = !DILocalVariable(name: "b", arg: 2, scope: !535, file: !2, line: 29, type: !206)
!539 = !DILocalVariable(name: "k", arg: 3, scope: !535, file: !2, line: 29, type: !42)
!540 = !DILocalVariable(name: "c", arg: 4, scope: !535, file: !2, line: 29, type: !206)
!541 = !DILocation(line: 0, scope: !535)
!542 = !DILocation(line: 29, column: 69, scope: !535)
!543 = !DILocation(line: 29, column: 74, scope: !535)
!544 = !DILocation(line: 29, column: 78, scope: !535)
!545 = !DILocation(line: 29, column: 59, scope: !535)
!546 = distinct !DISubprogram(name: "fma_like", scope: !2, file: !2, line: 30, type: !450, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !547)
!547 = !{!548, !549, !550}
!548 = !DILocalVariable(name: "a", arg: 1, scope: !546, file: !2, line: 30, type: !212)
!549 = !DILocalVariable(name: "b", arg: 2, scope: !546, file: !2, line: 30, type: !212)
!550 = !DILocalVariable(name: "s", arg: 3, scope: !546, file: !2, line: 30, type: !48)
!551 = !DILocation(line: 0, scope: !546)
!552 = !DILocation(line: 30, column: 67, scope: !546)
!553 = !DILocation(line: 30, column: 54, scope: !546)
!554 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 31, type: !460, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !555)
!555 = !{!556, !557, !558}
!556 = !DILocalVariable(name: "a", arg: 1, scope: !554, file: !2, line: 31, type: !215)
!557 = !DILocalVariable(name: "s", arg: 2, scope: !554, file: !2, line: 31, type: !49)
!558 = !DILocalVariable(name: "b", arg: 3, scope: !554, file: !2, line: 31, type: !215)
!559 = !DILocation(line: 0, scope: !554)
!560 = !DILocation(line: 31, column: 65, scope: !554)
!561 = !DILocation(line: 31, column: 52, scope: !554)
!562 = distinct !DISubprogram(name: "widen", scope: !2, file: !2, line: 32, type: !470, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !563)
!563 = !{!564}
!564 = !DILocalVariable(name: "a", arg: 1, scope: !562, file: !2, line: 32, type: !206)
!565 = !DILocation(line: 0, scope: !562)
!566 = !DILocation(line: 32, column: 41, scope: !562)
!567 = !DILocation(line: 32, column: 74, scope: !562)
!568 = !DILocation(line: 32, column: 34, scope: !562)
!569 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 33, type: !479, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !570)
!570 = !{!571, !572, !573, !574, !575, !576, !577, !578, !579, !580, !581, !582, !583, !584}
!571 = !DILocalVariable(name: "a", arg: 1, scope: !569, file: !2, line: 33, type: !206)
!572 = !DILocalVariable(name: "b", arg: 2, scope: !569, file: !2, line: 33, type: !206)
!573 = !DILocalVariable(name: "c", arg: 3, scope: !569, file: !2, line: 33, type: !206)
!574 = !DILocalVariable(name: "d", arg: 4, scope: !569, file: !2, line: 33, type: !206)
!575 = !DILocalVariable(name: "e", arg: 5, scope: !569, file: !2, line: 33, type: !206)
!576 = !DILocalVariable(name: "f", arg: 6, scope: !569, file: !2, line: 33, type: !206)
!577 = !DILocalVariable(name: "g", arg: 7, scope: !569, file: !2, line: 33, type: !206)
!578 = !DILocalVariable(name: "h", arg: 8, scope: !569, file: !2, line: 33, type: !206)
!579 = !DILocalVariable(name: "i", arg: 9, scope: !569, file: !2, line: 34, type: !206)
!580 = !DILocalVariable(name: "j", arg: 10, scope: !569, file: !2, line: 34, type: !206)
!581 = !DILocalVariable(name: "k", arg: 11, scope: !569, file: !2, line: 34, type: !42)
!582 = !DILocalVariable(name: "s", scope: !569, file: !2, line: 35, type: !206)
!583 = !DILocalVariable(name: "t", scope: !569, file: !2, line: 36, type: !106)
!584 = !DILocalVariable(name: "n", scope: !585, file: !2, line: 37, type: !42)
!585 = distinct !DILexicalBlock(scope: !569, file: !2, line: 37, column: 5)
!586 = !DILocation(line: 0, scope: !569)
!587 = !DILocation(line: 0, scope: !585)
!588 = !DILocation(line: 37, column: 5, scope: !585)
!589 = !DILocation(line: 38, column: 5, scope: !569)
!590 = !DILocation(line: 37, column: 39, scope: !591)
!591 = distinct !DILexicalBlock(scope: !585, file: !2, line: 37, column: 5)
!592 = !DILocation(line: 37, column: 45, scope: !591)
!593 = !DILocation(line: 37, column: 43, scope: !591)
!594 = !DILocation(line: 37, column: 29, scope: !591)
!595 = !DILocation(line: 37, column: 23, scope: !591)
!596 = distinct !{!596, !588, !597, !141}
!597 = !DILocation(line: 37, column: 48, scope: !585)
!598 = distinct !DISubprogram(name: "in_struct", scope: !2, file: !2, line: 40, type: !510, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !599)
!599 = !{!600, !601}
!600 = !DILocalVariable(name: "p", arg: 1, scope: !598, file: !2, line: 40, type: !222)
!601 = !DILocalVariable(name: "d", arg: 2, scope: !598, file: !2, line: 40, type: !206)
!602 = !DILocation(line: 40, column: 49, scope: !598)
!603 = !DILocation(line: 0, scope: !598)
!604 = !DILocation(line: 41, column: 13, scope: !598)
!605 = !DILocation(line: 41, column: 15, scope: !598)
!606 = !DILocation(line: 41, column: 9, scope: !598)
!607 = !DILocation(line: 42, column: 16, scope: !598)
!608 = !DILocation(line: 42, column: 7, scope: !598)
!609 = !DILocation(line: 42, column: 11, scope: !598)
!610 = !DILocation(line: 43, column: 12, scope: !598)
!611 = !DILocation(line: 43, column: 5, scope: !598)
!612 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 45, type: !527, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !36, retainedNodes: !613)
!613 = !{!614}
!614 = !DILocalVariable(name: "w", arg: 1, scope: !612, file: !2, line: 45, type: !218)
!615 = !DILocation(line: 0, scope: !612)
!616 = !DILocation(line: 45, column: 66, scope: !612)
!617 = !DILocation(line: 45, column: 40, scope: !612)
!618 = !DILocation(line: 45, column: 33, scope: !612)
