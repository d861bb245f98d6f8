; ModuleID = 'programs/lu_decomposition_solve.c'
source_filename = "programs/lu_decomposition_solve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.a = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@main.orig = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [55 x i8] c"x[0]=%a x[39]=%a residual^2=%a log2|det|~%.3f sign=%d\0A\00", align 1, !dbg !16
@__const.main.s5 = private unnamed_addr constant <{ <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, [36 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, <{ double, double, double, double, double, [35 x double] }>, [35 x [40 x double]] }> <{ <{ double, double, double, double, double, [35 x double] }> <{ double 2.000000e+00, double 1.000000e+00, double -1.000000e+00, double 0.000000e+00, double 3.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, [36 x double] }> <{ double 1.000000e+00, double 3.000000e+00, double 2.000000e+00, double -2.000000e+00, [36 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 0.000000e+00, double 1.000000e+00, double 4.000000e+00, double 1.000000e+00, double -1.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double -1.000000e+00, double 0.000000e+00, double 1.000000e+00, double 5.000000e+00, double 2.000000e+00, [35 x double] zeroinitializer }>, <{ double, double, double, double, double, [35 x double] }> <{ double 3.000000e+00, double -2.000000e+00, double 0.000000e+00, double 1.000000e+00, double 6.000000e+00, [35 x double] zeroinitializer }>, [35 x [40 x double]] zeroinitializer }>, align 16
@.str.1 = private unnamed_addr constant [45 x i8] c"5x5: %.12f %.12f %.12f %.12f %.12f det=%.9f\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [40 x double], align 16, !DIAssignID !82
  %2 = alloca [40 x double], align 16, !DIAssignID !83
    #dbg_assign(i1 undef, !28, !DIExpression(), !83, ptr %2, !DIExpression(), !84)
  %3 = alloca [40 x double], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !31, !DIExpression(), !85, ptr %3, !DIExpression(), !84)
  %4 = alloca [40 x i32], align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !32, !DIExpression(), !86, ptr %4, !DIExpression(), !84)
  %5 = alloca i32, align 4, !DIAssignID !87
    #dbg_assign(i1 undef, !34, !DIExpression(), !87, ptr %5, !DIExpression(), !84)
  %6 = alloca [40 x [40 x double]], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !58, !DIExpression(), !88, ptr %6, !DIExpression(), !84)
  %7 = alloca [5 x double], align 16, !DIAssignID !89
    #dbg_assign(i1 undef, !63, !DIExpression(), !89, ptr %7, !DIExpression(), !84)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %2) #7, !dbg !90
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %3) #7, !dbg !90
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #7, !dbg !91
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !91
    #dbg_value(i32 1, !35, !DIExpression(), !84)
    #dbg_value(i32 0, !37, !DIExpression(), !92)
  br label %8, !dbg !93

8:                                                ; preds = %0, %11
  %9 = phi i64 [ 0, %0 ], [ %19, %11 ]
  %10 = phi i32 [ 1, %0 ], [ %27, %11 ]
    #dbg_value(i64 %9, !37, !DIExpression(), !92)
    #dbg_value(i32 0, !42, !DIExpression(), !94)
    #dbg_value(double 0.000000e+00, !39, !DIExpression(), !95)
    #dbg_value(i32 %10, !35, !DIExpression(), !84)
  br label %22, !dbg !96

11:                                               ; preds = %22
  %12 = fadd double %35, 1.000000e+00, !dbg !97
  %13 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %9, i64 %9, !dbg !98
  store double %12, ptr %13, align 8, !dbg !99, !tbaa !100
  %14 = trunc nuw nsw i64 %9 to i32, !dbg !104
  %15 = urem i32 %14, 5, !dbg !104
  %16 = add nsw i32 %15, -2, !dbg !105
  %17 = sitofp i32 %16 to double, !dbg !105
  %18 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %9, !dbg !106
  store double %17, ptr %18, align 8, !dbg !107, !tbaa !100
  %19 = add nuw nsw i64 %9, 1, !dbg !108
    #dbg_value(i64 %19, !37, !DIExpression(), !92)
    #dbg_value(i32 %27, !35, !DIExpression(), !84)
  %20 = icmp eq i64 %19, 40, !dbg !109
  br i1 %20, label %21, label %8, !dbg !93, !llvm.loop !110

21:                                               ; preds = %11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) @main.orig, ptr noundef nonnull align 16 dereferenceable(12800) @main.a, i64 12800, i1 false), !dbg !113, !tbaa !100
    #dbg_value(i64 poison, !44, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !115)
    #dbg_value(i32 0, !46, !DIExpression(), !116)
  call fastcc void @lu(ptr noundef nonnull @main.a, i32 noundef 40, ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !117
    #dbg_assign(i1 undef, !118, !DIExpression(), !82, ptr %1, !DIExpression(), !148)
    #dbg_value(ptr @main.a, !129, !DIExpression(), !148)
    #dbg_value(i32 40, !130, !DIExpression(), !148)
    #dbg_value(ptr %4, !131, !DIExpression(), !148)
    #dbg_value(ptr %2, !132, !DIExpression(), !148)
    #dbg_value(ptr %3, !133, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %1) #7, !dbg !150
    #dbg_value(i32 0, !134, !DIExpression(), !151)
  br label %38, !dbg !152

22:                                               ; preds = %8, %22
  %23 = phi i64 [ 0, %8 ], [ %36, %22 ]
  %24 = phi double [ 0.000000e+00, %8 ], [ %35, %22 ]
  %25 = phi i32 [ %10, %8 ], [ %27, %22 ]
    #dbg_value(i64 %23, !42, !DIExpression(), !94)
    #dbg_value(double %24, !39, !DIExpression(), !95)
    #dbg_value(i32 %25, !35, !DIExpression(), !84)
  %26 = mul i32 %25, 1103515245, !dbg !153
  %27 = add i32 %26, 12345, !dbg !156
    #dbg_value(i32 %27, !35, !DIExpression(), !84)
  %28 = lshr i32 %27, 8, !dbg !157
  %29 = urem i32 %28, 2000, !dbg !158
  %30 = uitofp nneg i32 %29 to double, !dbg !159
  %31 = fdiv double %30, 1.000000e+03, !dbg !160
  %32 = fadd double %31, -1.000000e+00, !dbg !161
  %33 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %9, i64 %23, !dbg !162
  store double %32, ptr %33, align 8, !dbg !163, !tbaa !100
  %34 = tail call double @llvm.fabs.f64(double %32), !dbg !164
  %35 = fadd double %24, %34, !dbg !165
    #dbg_value(double %35, !39, !DIExpression(), !95)
  %36 = add nuw nsw i64 %23, 1, !dbg !166
    #dbg_value(i64 %36, !42, !DIExpression(), !94)
  %37 = icmp eq i64 %36, 40, !dbg !167
  br i1 %37, label %11, label %22, !dbg !96, !llvm.loop !168

38:                                               ; preds = %69, %21
  %39 = phi i64 [ 0, %21 ], [ %72, %69 ]
    #dbg_value(i64 %39, !134, !DIExpression(), !151)
  %40 = getelementptr inbounds i32, ptr %4, i64 %39, !dbg !170
  %41 = load i32, ptr %40, align 4, !dbg !170, !tbaa !171
  %42 = sext i32 %41 to i64, !dbg !173
  %43 = getelementptr inbounds double, ptr %2, i64 %42, !dbg !173
  %44 = load double, ptr %43, align 8, !dbg !173, !tbaa !100
    #dbg_value(double %44, !136, !DIExpression(), !174)
    #dbg_value(i32 0, !139, !DIExpression(), !175)
  %45 = icmp eq i64 %39, 0, !dbg !176
  br i1 %45, label %69, label %46, !dbg !178

46:                                               ; preds = %38
  %47 = and i64 %39, 3, !dbg !178
  %48 = icmp ult i64 %39, 4, !dbg !178
  br i1 %48, label %51, label %49, !dbg !178

49:                                               ; preds = %46
  %50 = and i64 %39, 9223372036854775804, !dbg !178
  br label %74, !dbg !178

51:                                               ; preds = %74, %46
  %52 = phi double [ poison, %46 ], [ %104, %74 ]
  %53 = phi i64 [ 0, %46 ], [ %105, %74 ]
  %54 = phi double [ %44, %46 ], [ %104, %74 ]
  %55 = icmp eq i64 %47, 0, !dbg !178
  br i1 %55, label %69, label %56, !dbg !178

56:                                               ; preds = %51, %56
  %57 = phi i64 [ %66, %56 ], [ %53, %51 ]
  %58 = phi double [ %65, %56 ], [ %54, %51 ]
  %59 = phi i64 [ %67, %56 ], [ 0, %51 ]
    #dbg_value(i64 %57, !139, !DIExpression(), !175)
    #dbg_value(double %58, !136, !DIExpression(), !174)
  %60 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %57, !dbg !179
  %61 = load double, ptr %60, align 8, !dbg !179, !tbaa !100
  %62 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %57, !dbg !180
  %63 = load double, ptr %62, align 8, !dbg !180, !tbaa !100
  %64 = fmul double %61, %63, !dbg !181
  %65 = fsub double %58, %64, !dbg !182
    #dbg_value(double %65, !136, !DIExpression(), !174)
  %66 = add nuw nsw i64 %57, 1, !dbg !183
    #dbg_value(i64 %66, !139, !DIExpression(), !175)
  %67 = add i64 %59, 1, !dbg !178
  %68 = icmp eq i64 %67, %47, !dbg !178
  br i1 %68, label %69, label %56, !dbg !178, !llvm.loop !184

69:                                               ; preds = %51, %56, %38
  %70 = phi double [ %44, %38 ], [ %52, %51 ], [ %65, %56 ], !dbg !186
  %71 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %39, !dbg !187
  store double %70, ptr %71, align 8, !dbg !188, !tbaa !100
  %72 = add nuw nsw i64 %39, 1, !dbg !189
    #dbg_value(i64 %72, !134, !DIExpression(), !151)
  %73 = icmp eq i64 %72, 40, !dbg !190
  br i1 %73, label %108, label %38, !dbg !152, !llvm.loop !191

74:                                               ; preds = %74, %49
  %75 = phi i64 [ 0, %49 ], [ %105, %74 ]
  %76 = phi double [ %44, %49 ], [ %104, %74 ]
  %77 = phi i64 [ 0, %49 ], [ %106, %74 ]
    #dbg_value(i64 %75, !139, !DIExpression(), !175)
    #dbg_value(double %76, !136, !DIExpression(), !174)
  %78 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %75, !dbg !179
  %79 = load double, ptr %78, align 16, !dbg !179, !tbaa !100
  %80 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %75, !dbg !180
  %81 = load double, ptr %80, align 16, !dbg !180, !tbaa !100
  %82 = fmul double %79, %81, !dbg !181
  %83 = fsub double %76, %82, !dbg !182
    #dbg_value(double %83, !136, !DIExpression(), !174)
  %84 = or disjoint i64 %75, 1, !dbg !183
    #dbg_value(i64 %84, !139, !DIExpression(), !175)
  %85 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %84, !dbg !179
  %86 = load double, ptr %85, align 8, !dbg !179, !tbaa !100
  %87 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %84, !dbg !180
  %88 = load double, ptr %87, align 8, !dbg !180, !tbaa !100
  %89 = fmul double %86, %88, !dbg !181
  %90 = fsub double %83, %89, !dbg !182
    #dbg_value(double %90, !136, !DIExpression(), !174)
  %91 = or disjoint i64 %75, 2, !dbg !183
    #dbg_value(i64 %91, !139, !DIExpression(), !175)
  %92 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %91, !dbg !179
  %93 = load double, ptr %92, align 16, !dbg !179, !tbaa !100
  %94 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %91, !dbg !180
  %95 = load double, ptr %94, align 16, !dbg !180, !tbaa !100
  %96 = fmul double %93, %95, !dbg !181
  %97 = fsub double %90, %96, !dbg !182
    #dbg_value(double %97, !136, !DIExpression(), !174)
  %98 = or disjoint i64 %75, 3, !dbg !183
    #dbg_value(i64 %98, !139, !DIExpression(), !175)
  %99 = getelementptr inbounds [40 x double], ptr @main.a, i64 %39, i64 %98, !dbg !179
  %100 = load double, ptr %99, align 8, !dbg !179, !tbaa !100
  %101 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %98, !dbg !180
  %102 = load double, ptr %101, align 8, !dbg !180, !tbaa !100
  %103 = fmul double %100, %102, !dbg !181
  %104 = fsub double %97, %103, !dbg !182
    #dbg_value(double %104, !136, !DIExpression(), !174)
  %105 = add nuw nsw i64 %75, 4, !dbg !183
    #dbg_value(i64 %105, !139, !DIExpression(), !175)
  %106 = add i64 %77, 4, !dbg !178
  %107 = icmp eq i64 %106, %50, !dbg !178
  br i1 %107, label %51, label %74, !dbg !178, !llvm.loop !193

108:                                              ; preds = %69, %137
  %109 = phi i64 [ %144, %137 ], [ 0, %69 ]
  %110 = phi i64 [ %112, %137 ], [ 40, %69 ]
  %111 = add i64 %109, -1, !dbg !195
  %112 = add nsw i64 %110, -1, !dbg !195
  %113 = getelementptr inbounds [40 x double], ptr %1, i64 0, i64 %112, !dbg !196
  %114 = load double, ptr %113, align 8, !dbg !196, !tbaa !100
    #dbg_value(double %114, !143, !DIExpression(), !197)
    #dbg_value(i64 %110, !146, !DIExpression(), !198)
  %115 = icmp ult i64 %110, 40, !dbg !199
  br i1 %115, label %116, label %137, !dbg !201

116:                                              ; preds = %108
  %117 = and i64 %109, 3, !dbg !201
  %118 = icmp eq i64 %117, 0, !dbg !201
  br i1 %118, label %132, label %119, !dbg !201

119:                                              ; preds = %116, %119
  %120 = phi i64 [ %129, %119 ], [ %110, %116 ]
  %121 = phi double [ %128, %119 ], [ %114, %116 ]
  %122 = phi i64 [ %130, %119 ], [ 0, %116 ]
    #dbg_value(i64 %120, !146, !DIExpression(), !198)
    #dbg_value(double %121, !143, !DIExpression(), !197)
  %123 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %120, !dbg !202
  %124 = load double, ptr %123, align 8, !dbg !202, !tbaa !100
  %125 = getelementptr inbounds double, ptr %3, i64 %120, !dbg !203
  %126 = load double, ptr %125, align 8, !dbg !203, !tbaa !100
  %127 = fmul double %124, %126, !dbg !204
  %128 = fsub double %121, %127, !dbg !205
    #dbg_value(double %128, !143, !DIExpression(), !197)
  %129 = add nuw nsw i64 %120, 1, !dbg !206
    #dbg_value(i64 %129, !146, !DIExpression(), !198)
  %130 = add i64 %122, 1, !dbg !201
  %131 = icmp eq i64 %130, %117, !dbg !201
  br i1 %131, label %132, label %119, !dbg !201, !llvm.loop !207

132:                                              ; preds = %119, %116
  %133 = phi double [ poison, %116 ], [ %128, %119 ]
  %134 = phi i64 [ %110, %116 ], [ %129, %119 ]
  %135 = phi double [ %114, %116 ], [ %128, %119 ]
  %136 = icmp ult i64 %111, 3, !dbg !201
  br i1 %136, label %137, label %145, !dbg !201

137:                                              ; preds = %132, %145, %108
  %138 = phi double [ %114, %108 ], [ %133, %132 ], [ %174, %145 ], !dbg !208
  %139 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %112, !dbg !209
  %140 = load double, ptr %139, align 8, !dbg !209, !tbaa !100
  %141 = fdiv double %138, %140, !dbg !210
  %142 = getelementptr inbounds double, ptr %3, i64 %112, !dbg !211
  store double %141, ptr %142, align 8, !dbg !212, !tbaa !100
    #dbg_value(i64 %112, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !213)
  %143 = icmp ugt i64 %110, 1, !dbg !214
  %144 = add i64 %109, 1, !dbg !215
  br i1 %143, label %108, label %177, !dbg !215, !llvm.loop !216

145:                                              ; preds = %132, %145
  %146 = phi i64 [ %175, %145 ], [ %134, %132 ]
  %147 = phi double [ %174, %145 ], [ %135, %132 ]
    #dbg_value(i64 %146, !146, !DIExpression(), !198)
    #dbg_value(double %147, !143, !DIExpression(), !197)
  %148 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %146, !dbg !202
  %149 = load double, ptr %148, align 8, !dbg !202, !tbaa !100
  %150 = getelementptr inbounds double, ptr %3, i64 %146, !dbg !203
  %151 = load double, ptr %150, align 8, !dbg !203, !tbaa !100
  %152 = fmul double %149, %151, !dbg !204
  %153 = fsub double %147, %152, !dbg !205
    #dbg_value(double %153, !143, !DIExpression(), !197)
  %154 = add nuw nsw i64 %146, 1, !dbg !206
    #dbg_value(i64 %154, !146, !DIExpression(), !198)
  %155 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %154, !dbg !202
  %156 = load double, ptr %155, align 8, !dbg !202, !tbaa !100
  %157 = getelementptr inbounds double, ptr %3, i64 %154, !dbg !203
  %158 = load double, ptr %157, align 8, !dbg !203, !tbaa !100
  %159 = fmul double %156, %158, !dbg !204
  %160 = fsub double %153, %159, !dbg !205
    #dbg_value(double %160, !143, !DIExpression(), !197)
  %161 = add nuw nsw i64 %146, 2, !dbg !206
    #dbg_value(i64 %161, !146, !DIExpression(), !198)
  %162 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %161, !dbg !202
  %163 = load double, ptr %162, align 8, !dbg !202, !tbaa !100
  %164 = getelementptr inbounds double, ptr %3, i64 %161, !dbg !203
  %165 = load double, ptr %164, align 8, !dbg !203, !tbaa !100
  %166 = fmul double %163, %165, !dbg !204
  %167 = fsub double %160, %166, !dbg !205
    #dbg_value(double %167, !143, !DIExpression(), !197)
  %168 = add nuw nsw i64 %146, 3, !dbg !206
    #dbg_value(i64 %168, !146, !DIExpression(), !198)
  %169 = getelementptr inbounds [40 x double], ptr @main.a, i64 %112, i64 %168, !dbg !202
  %170 = load double, ptr %169, align 8, !dbg !202, !tbaa !100
  %171 = getelementptr inbounds double, ptr %3, i64 %168, !dbg !203
  %172 = load double, ptr %171, align 8, !dbg !203, !tbaa !100
  %173 = fmul double %170, %172, !dbg !204
  %174 = fsub double %167, %173, !dbg !205
    #dbg_value(double %174, !143, !DIExpression(), !197)
  %175 = add nuw nsw i64 %146, 4, !dbg !206
    #dbg_value(i64 %175, !146, !DIExpression(), !198)
  %176 = icmp eq i64 %175, 40, !dbg !199
  br i1 %176, label %137, label %145, !dbg !201, !llvm.loop !218

177:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %1) #7, !dbg !220
    #dbg_value(double 0.000000e+00, !49, !DIExpression(), !84)
    #dbg_value(double 0.000000e+00, !50, !DIExpression(), !84)
    #dbg_value(i32 0, !51, !DIExpression(), !221)
  br label %178, !dbg !222

178:                                              ; preds = %177, %185
  %179 = phi i64 [ 0, %177 ], [ %193, %185 ]
  %180 = phi double [ 0.000000e+00, %177 ], [ %192, %185 ]
  %181 = phi double [ 0.000000e+00, %177 ], [ %187, %185 ]
    #dbg_value(i64 %179, !51, !DIExpression(), !221)
    #dbg_value(double %180, !50, !DIExpression(), !84)
    #dbg_value(double %181, !49, !DIExpression(), !84)
  %182 = getelementptr inbounds [40 x double], ptr %2, i64 0, i64 %179, !dbg !223
  %183 = load double, ptr %182, align 8, !dbg !223, !tbaa !100
  %184 = fneg double %183, !dbg !224
    #dbg_value(double %184, !53, !DIExpression(), !225)
    #dbg_value(i32 0, !56, !DIExpression(), !226)
  br label %195, !dbg !227

185:                                              ; preds = %195
  %186 = fmul double %224, %224, !dbg !228
  %187 = fadd double %181, %186, !dbg !229
    #dbg_value(double %187, !49, !DIExpression(), !84)
  %188 = getelementptr inbounds [40 x [40 x double]], ptr @main.a, i64 0, i64 %179, i64 %179, !dbg !230
  %189 = load double, ptr %188, align 8, !dbg !230, !tbaa !100
  %190 = tail call double @llvm.fabs.f64(double %189), !dbg !231
  %191 = tail call double @log2(double noundef %190) #7, !dbg !232
  %192 = fadd double %180, %191, !dbg !233
    #dbg_value(double %192, !50, !DIExpression(), !84)
  %193 = add nuw nsw i64 %179, 1, !dbg !234
    #dbg_value(i64 %193, !51, !DIExpression(), !221)
  %194 = icmp eq i64 %193, 40, !dbg !235
  br i1 %194, label %227, label %178, !dbg !222, !llvm.loop !236

195:                                              ; preds = %195, %178
  %196 = phi i64 [ 0, %178 ], [ %225, %195 ]
  %197 = phi double [ %184, %178 ], [ %224, %195 ]
    #dbg_value(i64 %196, !56, !DIExpression(), !226)
    #dbg_value(double %197, !53, !DIExpression(), !225)
  %198 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %196, !dbg !238
  %199 = load double, ptr %198, align 16, !dbg !238, !tbaa !100
  %200 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %196, !dbg !240
  %201 = load double, ptr %200, align 16, !dbg !240, !tbaa !100
  %202 = fmul double %199, %201, !dbg !241
  %203 = fadd double %197, %202, !dbg !242
    #dbg_value(double %203, !53, !DIExpression(), !225)
  %204 = or disjoint i64 %196, 1, !dbg !243
    #dbg_value(i64 %204, !56, !DIExpression(), !226)
  %205 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %204, !dbg !238
  %206 = load double, ptr %205, align 8, !dbg !238, !tbaa !100
  %207 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %204, !dbg !240
  %208 = load double, ptr %207, align 8, !dbg !240, !tbaa !100
  %209 = fmul double %206, %208, !dbg !241
  %210 = fadd double %203, %209, !dbg !242
    #dbg_value(double %210, !53, !DIExpression(), !225)
  %211 = or disjoint i64 %196, 2, !dbg !243
    #dbg_value(i64 %211, !56, !DIExpression(), !226)
  %212 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %211, !dbg !238
  %213 = load double, ptr %212, align 16, !dbg !238, !tbaa !100
  %214 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %211, !dbg !240
  %215 = load double, ptr %214, align 16, !dbg !240, !tbaa !100
  %216 = fmul double %213, %215, !dbg !241
  %217 = fadd double %210, %216, !dbg !242
    #dbg_value(double %217, !53, !DIExpression(), !225)
  %218 = or disjoint i64 %196, 3, !dbg !243
    #dbg_value(i64 %218, !56, !DIExpression(), !226)
  %219 = getelementptr inbounds [40 x [40 x double]], ptr @main.orig, i64 0, i64 %179, i64 %218, !dbg !238
  %220 = load double, ptr %219, align 8, !dbg !238, !tbaa !100
  %221 = getelementptr inbounds [40 x double], ptr %3, i64 0, i64 %218, !dbg !240
  %222 = load double, ptr %221, align 8, !dbg !240, !tbaa !100
  %223 = fmul double %220, %222, !dbg !241
  %224 = fadd double %217, %223, !dbg !242
    #dbg_value(double %224, !53, !DIExpression(), !225)
  %225 = add nuw nsw i64 %196, 4, !dbg !243
    #dbg_value(i64 %225, !56, !DIExpression(), !226)
  %226 = icmp eq i64 %225, 40, !dbg !244
  br i1 %226, label %185, label %195, !dbg !227, !llvm.loop !245

227:                                              ; preds = %185
  %228 = load double, ptr %3, align 16, !dbg !247, !tbaa !100
  %229 = getelementptr inbounds i8, ptr %3, i64 312, !dbg !248
  %230 = load double, ptr %229, align 8, !dbg !248, !tbaa !100
  %231 = load i32, ptr %5, align 4, !dbg !249, !tbaa !171
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %228, double noundef %230, double noundef %187, double noundef %192, i32 noundef %231), !dbg !250
  call void @llvm.lifetime.start.p0(i64 12800, ptr nonnull %6) #7, !dbg !251
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12800) %6, ptr noundef nonnull align 16 dereferenceable(12800) @__const.main.s5, i64 12800, i1 false), !dbg !252, !DIAssignID !253
    #dbg_assign(i1 undef, !58, !DIExpression(), !253, ptr %6, !DIExpression(), !84)
    #dbg_value(double 1.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(double -2.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(double 3.000000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !84)
    #dbg_value(double 5.000000e-01, !59, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !84)
    #dbg_value(double -2.500000e-01, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !84)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #7, !dbg !254
    #dbg_value(i64 0, !65, !DIExpression(), !255)
    #dbg_value(i64 5, !67, !DIExpression(), !256)
    #dbg_value(i64 1, !65, !DIExpression(), !255)
    #dbg_value(i64 0, !67, !DIExpression(), !256)
  %233 = getelementptr inbounds i8, ptr %6, i64 320, !dbg !257
    #dbg_value(i64 1, !67, !DIExpression(), !256)
  %234 = getelementptr inbounds i8, ptr %6, i64 328, !dbg !257
    #dbg_value(i64 2, !67, !DIExpression(), !256)
  %235 = getelementptr inbounds i8, ptr %6, i64 336, !dbg !257
    #dbg_value(i64 3, !67, !DIExpression(), !256)
  %236 = getelementptr inbounds i8, ptr %6, i64 344, !dbg !257
    #dbg_value(i64 4, !67, !DIExpression(), !256)
    #dbg_value(i64 5, !67, !DIExpression(), !256)
  store <2 x double> <double -3.750000e+00, double 0.000000e+00>, ptr %7, align 16, !dbg !259, !tbaa !100
    #dbg_value(i64 2, !65, !DIExpression(), !255)
  %237 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !260
    #dbg_value(i64 0, !67, !DIExpression(), !256)
  %238 = getelementptr inbounds i8, ptr %6, i64 640, !dbg !257
    #dbg_value(i64 1, !67, !DIExpression(), !256)
    #dbg_value(i64 2, !67, !DIExpression(), !256)
  %239 = getelementptr inbounds i8, ptr %6, i64 656, !dbg !257
    #dbg_value(i64 3, !67, !DIExpression(), !256)
  %240 = getelementptr inbounds i8, ptr %6, i64 664, !dbg !257
    #dbg_value(i64 4, !67, !DIExpression(), !256)
    #dbg_value(i64 5, !67, !DIExpression(), !256)
    #dbg_value(i64 3, !65, !DIExpression(), !255)
    #dbg_value(i64 0, !67, !DIExpression(), !256)
  %241 = getelementptr inbounds i8, ptr %6, i64 960, !dbg !257
    #dbg_value(i64 1, !67, !DIExpression(), !256)
  %242 = getelementptr inbounds i8, ptr %6, i64 968, !dbg !257
    #dbg_value(i64 2, !67, !DIExpression(), !256)
    #dbg_value(i64 3, !67, !DIExpression(), !256)
  %243 = getelementptr inbounds i8, ptr %6, i64 984, !dbg !257
    #dbg_value(i64 4, !67, !DIExpression(), !256)
  %244 = getelementptr inbounds i8, ptr %6, i64 992, !dbg !257
    #dbg_value(i64 5, !67, !DIExpression(), !256)
  store <2 x double> <double 1.075000e+01, double 4.000000e+00>, ptr %237, align 16, !dbg !259, !tbaa !100
    #dbg_value(i64 4, !65, !DIExpression(), !255)
  %245 = getelementptr inbounds i8, ptr %7, i64 32, !dbg !260
    #dbg_value(i64 0, !67, !DIExpression(), !256)
  %246 = getelementptr inbounds i8, ptr %6, i64 1280, !dbg !257
    #dbg_value(i64 1, !67, !DIExpression(), !256)
    #dbg_value(i64 2, !67, !DIExpression(), !256)
  %247 = getelementptr inbounds i8, ptr %6, i64 1296, !dbg !257
    #dbg_value(i64 3, !67, !DIExpression(), !256)
    #dbg_value(i64 4, !67, !DIExpression(), !256)
  %248 = getelementptr inbounds i8, ptr %6, i64 1312, !dbg !257
    #dbg_value(i64 5, !67, !DIExpression(), !256)
  store double 6.000000e+00, ptr %245, align 16, !dbg !259, !tbaa !100
    #dbg_value(i64 5, !65, !DIExpression(), !255)
  call fastcc void @lu(ptr noundef nonnull %6, i32 noundef 5, ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !261
    #dbg_value(ptr %6, !129, !DIExpression(), !262)
    #dbg_value(i32 5, !130, !DIExpression(), !262)
    #dbg_value(ptr %4, !131, !DIExpression(), !262)
    #dbg_value(ptr %7, !132, !DIExpression(), !262)
    #dbg_value(ptr undef, !133, !DIExpression(), !262)
    #dbg_value(i64 0, !134, !DIExpression(), !264)
  %249 = load i32, ptr %4, align 16, !dbg !265, !tbaa !171
  %250 = sext i32 %249 to i64, !dbg !266
  %251 = getelementptr inbounds double, ptr %7, i64 %250, !dbg !266
  %252 = load double, ptr %251, align 8, !dbg !266, !tbaa !100
    #dbg_value(double %252, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !262)
    #dbg_value(i64 1, !134, !DIExpression(), !264)
    #dbg_value(double poison, !136, !DIExpression(), !267)
    #dbg_value(i32 0, !139, !DIExpression(), !268)
  %253 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !265
  %254 = load i32, ptr %253, align 4, !dbg !265, !tbaa !171
  %255 = sext i32 %254 to i64, !dbg !266
  %256 = getelementptr inbounds double, ptr %7, i64 %255, !dbg !266
  %257 = load double, ptr %256, align 8, !dbg !266, !tbaa !100
    #dbg_value(i64 0, !139, !DIExpression(), !268)
    #dbg_value(double %257, !136, !DIExpression(), !267)
  %258 = load double, ptr %233, align 16, !dbg !269, !tbaa !100
    #dbg_value(double poison, !118, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !262)
    #dbg_value(i64 2, !134, !DIExpression(), !264)
    #dbg_value(double poison, !136, !DIExpression(), !267)
    #dbg_value(i32 0, !139, !DIExpression(), !268)
  %259 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !265
  %260 = load i32, ptr %259, align 8, !dbg !265, !tbaa !171
  %261 = sext i32 %260 to i64, !dbg !266
  %262 = getelementptr inbounds double, ptr %7, i64 %261, !dbg !266
  %263 = load double, ptr %262, align 8, !dbg !266, !tbaa !100
    #dbg_value(i64 0, !139, !DIExpression(), !268)
    #dbg_value(double %263, !136, !DIExpression(), !267)
    #dbg_value(double poison, !136, !DIExpression(), !267)
    #dbg_value(i64 1, !139, !DIExpression(), !268)
    #dbg_value(double poison, !118, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !262)
    #dbg_value(i64 3, !134, !DIExpression(), !264)
    #dbg_value(i32 0, !139, !DIExpression(), !268)
  %264 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !265
  %265 = load i32, ptr %264, align 4, !dbg !265, !tbaa !171
  %266 = sext i32 %265 to i64, !dbg !266
  %267 = getelementptr inbounds double, ptr %7, i64 %266, !dbg !266
  %268 = load double, ptr %267, align 8, !dbg !266, !tbaa !100
    #dbg_value(i64 0, !139, !DIExpression(), !268)
    #dbg_value(double %268, !136, !DIExpression(), !267)
  %269 = load double, ptr %241, align 16, !dbg !269, !tbaa !100
    #dbg_value(double poison, !136, !DIExpression(), !267)
    #dbg_value(i64 1, !139, !DIExpression(), !268)
    #dbg_value(i64 2, !139, !DIExpression(), !268)
    #dbg_value(double poison, !118, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !262)
    #dbg_value(i64 4, !134, !DIExpression(), !264)
    #dbg_value(i32 0, !139, !DIExpression(), !268)
  %270 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !265
  %271 = load i32, ptr %270, align 16, !dbg !265, !tbaa !171
  %272 = sext i32 %271 to i64, !dbg !266
  %273 = getelementptr inbounds double, ptr %7, i64 %272, !dbg !266
  %274 = load double, ptr %273, align 8, !dbg !266, !tbaa !100
    #dbg_value(i64 0, !139, !DIExpression(), !268)
    #dbg_value(double %274, !136, !DIExpression(), !267)
    #dbg_value(double poison, !136, !DIExpression(), !267)
    #dbg_value(i64 1, !139, !DIExpression(), !268)
    #dbg_value(i64 2, !139, !DIExpression(), !268)
    #dbg_value(i64 3, !139, !DIExpression(), !268)
    #dbg_value(i64 4, !139, !DIExpression(), !268)
    #dbg_value(double poison, !118, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !262)
    #dbg_value(i64 5, !134, !DIExpression(), !264)
    #dbg_value(double poison, !143, !DIExpression(), !270)
    #dbg_value(i64 5, !146, !DIExpression(), !271)
  %275 = load double, ptr %248, align 16, !dbg !272, !tbaa !100
    #dbg_value(double poison, !64, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !84)
    #dbg_value(i64 4, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !273)
  %276 = load double, ptr %244, align 16, !dbg !274, !tbaa !100
  %277 = load double, ptr %243, align 8, !dbg !272, !tbaa !100
    #dbg_value(double poison, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !84)
    #dbg_value(i64 3, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !273)
  %278 = load double, ptr %239, align 16, !dbg !272, !tbaa !100
    #dbg_value(double poison, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !84)
    #dbg_value(i64 2, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !273)
  %279 = load double, ptr %235, align 16, !dbg !274, !tbaa !100
  %280 = load double, ptr %234, align 8, !dbg !272, !tbaa !100
    #dbg_value(double poison, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(i64 1, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !273)
  %281 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !257
  %282 = fmul double %258, %252, !dbg !275
    #dbg_value(double %287, !136, !DIExpression(), !267)
    #dbg_value(double %293, !136, !DIExpression(), !267)
    #dbg_value(double %295, !136, !DIExpression(), !267)
  %283 = fmul double %269, %252, !dbg !275
  %284 = fsub double %268, %283, !dbg !276
    #dbg_value(double %284, !136, !DIExpression(), !267)
    #dbg_value(double %300, !136, !DIExpression(), !267)
    #dbg_value(double %308, !136, !DIExpression(), !267)
    #dbg_value(double %304, !136, !DIExpression(), !267)
  %285 = load <2 x double>, ptr %247, align 16, !dbg !269, !tbaa !100
  %286 = load <2 x double>, ptr %242, align 8, !dbg !269, !tbaa !100
  %287 = fsub double %257, %282, !dbg !276
  %288 = load <2 x double>, ptr %238, align 16, !dbg !269, !tbaa !100
  %289 = insertelement <2 x double> poison, double %252, i64 0, !dbg !275
  %290 = insertelement <2 x double> %289, double %287, i64 1, !dbg !275
  %291 = fmul <2 x double> %288, %290, !dbg !275
  %292 = extractelement <2 x double> %291, i64 0, !dbg !276
  %293 = fsub double %263, %292, !dbg !276
  %294 = extractelement <2 x double> %291, i64 1, !dbg !276
  %295 = fsub double %293, %294, !dbg !276
  %296 = insertelement <2 x double> poison, double %287, i64 0, !dbg !275
  %297 = insertelement <2 x double> %296, double %295, i64 1, !dbg !275
  %298 = fmul <2 x double> %286, %297, !dbg !275
  %299 = extractelement <2 x double> %298, i64 0, !dbg !276
  %300 = fsub double %284, %299, !dbg !276
  %301 = load <2 x double>, ptr %246, align 16, !dbg !269, !tbaa !100
  %302 = fmul <2 x double> %301, %290, !dbg !275
  %303 = extractelement <2 x double> %302, i64 0, !dbg !276
  %304 = fsub double %274, %303, !dbg !276
  %305 = extractelement <2 x double> %302, i64 1, !dbg !276
  %306 = fsub double %304, %305, !dbg !276
  %307 = extractelement <2 x double> %298, i64 1, !dbg !276
  %308 = fsub double %300, %307, !dbg !276
    #dbg_value(double %306, !136, !DIExpression(), !267)
    #dbg_value(double %313, !136, !DIExpression(), !267)
  %309 = insertelement <2 x double> poison, double %295, i64 0, !dbg !275
  %310 = insertelement <2 x double> %309, double %308, i64 1, !dbg !275
  %311 = fmul <2 x double> %285, %310, !dbg !275
  %312 = extractelement <2 x double> %311, i64 0, !dbg !276
  %313 = fsub double %306, %312, !dbg !276
  %314 = extractelement <2 x double> %311, i64 1, !dbg !276
  %315 = fsub double %313, %314, !dbg !276
    #dbg_value(double %315, !136, !DIExpression(), !267)
    #dbg_value(double %319, !64, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !84)
    #dbg_value(double %321, !143, !DIExpression(), !270)
    #dbg_value(double %322, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !84)
    #dbg_value(double %327, !143, !DIExpression(), !270)
    #dbg_value(double %329, !143, !DIExpression(), !270)
    #dbg_value(double %332, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !84)
    #dbg_value(double %334, !143, !DIExpression(), !270)
    #dbg_value(double %336, !143, !DIExpression(), !270)
    #dbg_value(double %338, !143, !DIExpression(), !270)
    #dbg_value(double %339, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !84)
    #dbg_value(double %344, !143, !DIExpression(), !270)
    #dbg_value(double %346, !143, !DIExpression(), !270)
  %316 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !257
  %317 = load <2 x double>, ptr %240, align 8, !dbg !274, !tbaa !100
  %318 = load <2 x double>, ptr %236, align 8, !dbg !274, !tbaa !100
    #dbg_value(double %350, !143, !DIExpression(), !270)
  %319 = fdiv double %315, %275, !dbg !277
  %320 = fmul double %276, %319, !dbg !278
  %321 = fsub double %308, %320, !dbg !279
  %322 = fdiv double %321, %277, !dbg !277
  %323 = insertelement <2 x double> poison, double %322, i64 0, !dbg !278
  %324 = insertelement <2 x double> %323, double %319, i64 1, !dbg !278
  %325 = fmul <2 x double> %317, %324, !dbg !278
  %326 = extractelement <2 x double> %325, i64 0, !dbg !279
  %327 = fsub double %295, %326, !dbg !279
  %328 = extractelement <2 x double> %325, i64 1, !dbg !279
  %329 = fsub double %327, %328, !dbg !279
  %330 = fmul <2 x double> %318, %324, !dbg !278
  %331 = load <2 x double>, ptr %281, align 8, !dbg !274, !tbaa !100
  %332 = fdiv double %329, %278, !dbg !277
  %333 = fmul double %279, %332, !dbg !278
  %334 = fsub double %287, %333, !dbg !279
  %335 = extractelement <2 x double> %330, i64 0, !dbg !279
  %336 = fsub double %334, %335, !dbg !279
  %337 = extractelement <2 x double> %330, i64 1, !dbg !279
  %338 = fsub double %336, %337, !dbg !279
  %339 = fdiv double %338, %280, !dbg !277
  %340 = insertelement <2 x double> poison, double %339, i64 0, !dbg !278
  %341 = insertelement <2 x double> %340, double %332, i64 1, !dbg !278
  %342 = fmul <2 x double> %331, %341, !dbg !278
  %343 = extractelement <2 x double> %342, i64 0, !dbg !279
  %344 = fsub double %252, %343, !dbg !279
  %345 = extractelement <2 x double> %342, i64 1, !dbg !279
  %346 = fsub double %344, %345, !dbg !279
  %347 = load <2 x double>, ptr %316, align 8, !dbg !274, !tbaa !100
  %348 = fmul <2 x double> %347, %324, !dbg !278
  %349 = extractelement <2 x double> %348, i64 0, !dbg !279
  %350 = fsub double %346, %349, !dbg !279
  %351 = extractelement <2 x double> %348, i64 1, !dbg !279
  %352 = fsub double %350, %351, !dbg !279
    #dbg_value(double %352, !143, !DIExpression(), !270)
  %353 = load double, ptr %6, align 16, !dbg !272, !tbaa !100
  %354 = fdiv double %352, %353, !dbg !277
    #dbg_value(double %354, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !84)
    #dbg_value(i64 0, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !273)
  %355 = load i32, ptr %5, align 4, !dbg !280, !tbaa !171
  %356 = sitofp i32 %355 to double, !dbg !280
    #dbg_value(i64 0, !72, !DIExpression(), !281)
    #dbg_value(double %356, !71, !DIExpression(), !84)
  %357 = fmul double %353, %356, !dbg !282
    #dbg_value(double %357, !71, !DIExpression(), !84)
    #dbg_value(i64 1, !72, !DIExpression(), !281)
  %358 = fmul double %357, %280, !dbg !282
    #dbg_value(double %358, !71, !DIExpression(), !84)
    #dbg_value(i64 2, !72, !DIExpression(), !281)
  %359 = fmul double %358, %278, !dbg !282
    #dbg_value(double %359, !71, !DIExpression(), !84)
    #dbg_value(i64 3, !72, !DIExpression(), !281)
  %360 = fmul double %359, %277, !dbg !282
    #dbg_value(double %360, !71, !DIExpression(), !84)
    #dbg_value(i64 4, !72, !DIExpression(), !281)
  %361 = fmul double %360, %275, !dbg !282
    #dbg_value(double %361, !71, !DIExpression(), !84)
    #dbg_value(i64 5, !72, !DIExpression(), !281)
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %354, double noundef %339, double noundef %332, double noundef %322, double noundef %319, double noundef %361), !dbg !284
  %363 = tail call double @llvm.fabs.f64(double %361), !dbg !285
  %364 = fptosi double %363 to i32, !dbg !286
  %365 = and i32 %364, 127, !dbg !287
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #7, !dbg !288
  call void @llvm.lifetime.end.p0(i64 12800, ptr nonnull %6) #7, !dbg !288
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #7, !dbg !288
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #7, !dbg !288
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %3) #7, !dbg !288
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %2) #7, !dbg !288
  ret i32 %365, !dbg !288
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @lu(ptr nocapture noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) unnamed_addr #3 !dbg !289 {
    #dbg_value(ptr %0, !294, !DIExpression(), !322)
    #dbg_value(i32 %1, !295, !DIExpression(), !322)
    #dbg_value(ptr %2, !296, !DIExpression(), !322)
    #dbg_value(ptr %3, !297, !DIExpression(), !322)
  store i32 1, ptr %3, align 4, !dbg !323, !tbaa !171
    #dbg_value(i32 0, !298, !DIExpression(), !324)
  %5 = icmp sgt i32 %1, 0, !dbg !325
  br i1 %5, label %6, label %233, !dbg !327

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64, !dbg !325
  %8 = icmp ult i32 %1, 8, !dbg !327
  br i1 %8, label %9, label %11, !dbg !327

9:                                                ; preds = %22, %6
  %10 = phi i64 [ 0, %6 ], [ %12, %22 ]
  br label %50, !dbg !327

11:                                               ; preds = %6
  %12 = and i64 %7, 2147483640, !dbg !327
  br label %13, !dbg !327

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %19, %13 ], !dbg !328
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %11 ], [ %20, %13 ], !dbg !329
  %16 = add <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>, !dbg !329
  %17 = getelementptr inbounds i32, ptr %2, i64 %14, !dbg !330
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !329
  store <4 x i32> %15, ptr %17, align 4, !dbg !329, !tbaa !171
  store <4 x i32> %16, ptr %18, align 4, !dbg !329, !tbaa !171
  %19 = add nuw i64 %14, 8, !dbg !328
  %20 = add <4 x i32> %15, <i32 8, i32 8, i32 8, i32 8>, !dbg !329
  %21 = icmp eq i64 %19, %12, !dbg !328
  br i1 %21, label %22, label %13, !dbg !328, !llvm.loop !331

22:                                               ; preds = %13
  %23 = icmp eq i64 %12, %7, !dbg !327
  br i1 %23, label %24, label %9, !dbg !327

24:                                               ; preds = %50, %22
    #dbg_value(i32 0, !300, !DIExpression(), !335)
  %25 = zext nneg i32 %1 to i64, !dbg !336
  %26 = zext nneg i32 %1 to i64, !dbg !337
  %27 = mul nuw nsw i64 %7, 328, !dbg !336
  %28 = getelementptr i8, ptr %0, i64 %27, !dbg !336
  %29 = getelementptr i8, ptr %28, i64 -320, !dbg !336
  %30 = mul nuw nsw i64 %7, 320, !dbg !336
  %31 = shl nuw nsw i64 %7, 3, !dbg !336
  %32 = mul nuw nsw i64 %7, 328, !dbg !336
  %33 = getelementptr i8, ptr %0, i64 %32, !dbg !336
  %34 = getelementptr i8, ptr %33, i64 -320, !dbg !336
  %35 = shl nuw nsw i64 %7, 3, !dbg !336
  %36 = getelementptr i8, ptr %0, i64 %35, !dbg !336
  %37 = getelementptr i8, ptr %0, i64 328, !dbg !336
  %38 = getelementptr i8, ptr %0, i64 320, !dbg !336
  %39 = getelementptr i8, ptr %0, i64 %30
  %40 = getelementptr i8, ptr %39, i64 -312
  %41 = getelementptr i8, ptr %0, i64 8, !dbg !336
  %42 = getelementptr i8, ptr %0, i64 %31
  %43 = icmp ult i32 %1, 4
  %44 = and i64 %7, 2147483644
  %45 = icmp eq i64 %44, %7
  %46 = and i64 %26, 1
  %47 = icmp eq i64 %46, 0
  %48 = add nsw i64 %26, -1
  %49 = add nsw i64 %26, -1
  br label %59, !dbg !336

50:                                               ; preds = %9, %50
  %51 = phi i64 [ %54, %50 ], [ %10, %9 ]
    #dbg_value(i64 %51, !298, !DIExpression(), !324)
  %52 = getelementptr inbounds i32, ptr %2, i64 %51, !dbg !330
  %53 = trunc nuw nsw i64 %51 to i32, !dbg !329
  store i32 %53, ptr %52, align 4, !dbg !329, !tbaa !171
  %54 = add nuw nsw i64 %51, 1, !dbg !328
    #dbg_value(i64 %54, !298, !DIExpression(), !324)
  %55 = icmp eq i64 %54, %7, !dbg !325
  br i1 %55, label %24, label %50, !dbg !327, !llvm.loop !338

56:                                               ; preds = %211, %152
    #dbg_value(i64 %75, !300, !DIExpression(), !335)
  %57 = add nuw nsw i64 %61, 1, !dbg !336
  %58 = icmp eq i64 %75, %26, !dbg !337
  br i1 %58, label %233, label %59, !dbg !336, !llvm.loop !339

59:                                               ; preds = %24, %56
  %60 = phi i64 [ 0, %24 ], [ %75, %56 ]
  %61 = phi i64 [ 1, %24 ], [ %57, %56 ]
  %62 = xor i64 %60, -1, !dbg !341
  %63 = add nsw i64 %62, %7, !dbg !341
  %64 = mul nuw nsw i64 %60, 328, !dbg !341
  %65 = getelementptr i8, ptr %37, i64 %64, !dbg !341
    #dbg_value(i64 %60, !300, !DIExpression(), !335)
    #dbg_value(i64 %60, !302, !DIExpression(), !342)
  %66 = getelementptr i8, ptr %38, i64 %64, !dbg !341
  %67 = shl nuw nsw i64 %60, 3, !dbg !341
  %68 = getelementptr i8, ptr %40, i64 %67, !dbg !341
  %69 = getelementptr i8, ptr %41, i64 %64, !dbg !341
  %70 = mul nuw nsw i64 %60, 320, !dbg !341
  %71 = getelementptr i8, ptr %42, i64 %70, !dbg !341
  %72 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %60, !dbg !341
  %73 = load double, ptr %72, align 8, !dbg !341, !tbaa !100
  %74 = tail call double @llvm.fabs.f64(double %73), !dbg !343
    #dbg_value(double %74, !305, !DIExpression(), !342)
  %75 = add nuw nsw i64 %60, 1, !dbg !344
    #dbg_value(i64 %75, !306, !DIExpression(), !345)
  %76 = icmp ult i64 %75, %25, !dbg !346
  %77 = trunc nuw nsw i64 %60 to i32, !dbg !348
  br i1 %76, label %82, label %78, !dbg !348

78:                                               ; preds = %82, %59
  %79 = phi i32 [ %77, %59 ], [ %91, %82 ], !dbg !342
  %80 = phi double [ %74, %59 ], [ %92, %82 ], !dbg !342
  %81 = fcmp une double %80, 0.000000e+00, !dbg !349
  br i1 %81, label %95, label %233, !dbg !351

82:                                               ; preds = %59, %82
  %83 = phi i64 [ %93, %82 ], [ %61, %59 ]
  %84 = phi double [ %92, %82 ], [ %74, %59 ]
  %85 = phi i32 [ %91, %82 ], [ %77, %59 ]
    #dbg_value(i64 %83, !306, !DIExpression(), !345)
    #dbg_value(double %84, !305, !DIExpression(), !342)
    #dbg_value(i32 %85, !302, !DIExpression(), !342)
  %86 = getelementptr inbounds [40 x double], ptr %0, i64 %83, i64 %60, !dbg !352
  %87 = load double, ptr %86, align 8, !dbg !352, !tbaa !100
  %88 = tail call double @llvm.fabs.f64(double %87), !dbg !354
  %89 = fcmp ogt double %88, %84, !dbg !355
  %90 = trunc nuw nsw i64 %83 to i32, !dbg !356
  %91 = select i1 %89, i32 %90, i32 %85, !dbg !356
  %92 = select i1 %89, double %88, double %84, !dbg !356
    #dbg_value(double %92, !305, !DIExpression(), !342)
    #dbg_value(i32 %91, !302, !DIExpression(), !342)
  %93 = add nuw nsw i64 %83, 1, !dbg !357
    #dbg_value(i64 %93, !306, !DIExpression(), !345)
  %94 = icmp eq i64 %93, %26, !dbg !346
  br i1 %94, label %78, label %82, !dbg !348, !llvm.loop !358

95:                                               ; preds = %78
  %96 = zext i32 %79 to i64, !dbg !360
  %97 = icmp eq i64 %60, %96, !dbg !360
  br i1 %97, label %152, label %98, !dbg !361

98:                                               ; preds = %95
    #dbg_value(i32 0, !308, !DIExpression(), !362)
  %99 = sext i32 %79 to i64
  br i1 %43, label %100, label %111, !dbg !363

100:                                              ; preds = %130, %111, %98
  %101 = phi i64 [ 0, %111 ], [ 0, %98 ], [ %44, %130 ]
  br i1 %47, label %108, label %102, !dbg !363

102:                                              ; preds = %100
    #dbg_value(i64 poison, !308, !DIExpression(), !362)
  %103 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %101, !dbg !364
  %104 = load double, ptr %103, align 8, !dbg !364, !tbaa !100
    #dbg_value(double %104, !312, !DIExpression(), !365)
  %105 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %101, !dbg !366
  %106 = load double, ptr %105, align 8, !dbg !366, !tbaa !100
  store double %106, ptr %103, align 8, !dbg !367, !tbaa !100
  store double %104, ptr %105, align 8, !dbg !368, !tbaa !100
  %107 = or disjoint i64 %101, 1, !dbg !369
    #dbg_value(i64 %107, !308, !DIExpression(), !362)
  br label %108, !dbg !363

108:                                              ; preds = %102, %100
  %109 = phi i64 [ %101, %100 ], [ %107, %102 ]
  %110 = icmp eq i64 %101, %48, !dbg !363
  br i1 %110, label %131, label %139, !dbg !363

111:                                              ; preds = %98
  %112 = mul nsw i64 %99, 320, !dbg !363
  %113 = getelementptr i8, ptr %0, i64 %112, !dbg !363
  %114 = getelementptr i8, ptr %36, i64 %112, !dbg !363
  %115 = icmp ugt ptr %114, %0, !dbg !363
  %116 = icmp ult ptr %113, %34, !dbg !363
  %117 = and i1 %115, %116, !dbg !363
  br i1 %117, label %100, label %118, !dbg !363

118:                                              ; preds = %111, %118
  %119 = phi i64 [ %128, %118 ], [ 0, %111 ], !dbg !369
  %120 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %119, !dbg !364
  %121 = getelementptr inbounds i8, ptr %120, i64 16, !dbg !364
  %122 = load <2 x double>, ptr %120, align 8, !dbg !364, !tbaa !100, !alias.scope !370, !noalias !373
  %123 = load <2 x double>, ptr %121, align 8, !dbg !364, !tbaa !100, !alias.scope !370, !noalias !373
  %124 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %119, !dbg !366
  %125 = getelementptr inbounds i8, ptr %124, i64 16, !dbg !366
  %126 = load <2 x double>, ptr %124, align 8, !dbg !366, !tbaa !100, !alias.scope !373
  %127 = load <2 x double>, ptr %125, align 8, !dbg !366, !tbaa !100, !alias.scope !373
  store <2 x double> %126, ptr %120, align 8, !dbg !367, !tbaa !100, !alias.scope !370, !noalias !373
  store <2 x double> %127, ptr %121, align 8, !dbg !367, !tbaa !100, !alias.scope !370, !noalias !373
  store <2 x double> %122, ptr %124, align 8, !dbg !368, !tbaa !100, !alias.scope !373
  store <2 x double> %123, ptr %125, align 8, !dbg !368, !tbaa !100, !alias.scope !373
  %128 = add nuw i64 %119, 4, !dbg !369
  %129 = icmp eq i64 %128, %44, !dbg !369
  br i1 %129, label %130, label %118, !dbg !369, !llvm.loop !375

130:                                              ; preds = %118
  br i1 %45, label %131, label %100, !dbg !363

131:                                              ; preds = %108, %139, %130
  %132 = getelementptr inbounds i32, ptr %2, i64 %99
  %133 = load i32, ptr %132, align 4, !dbg !377, !tbaa !171
  %134 = getelementptr inbounds i32, ptr %2, i64 %60, !dbg !378
  %135 = load i32, ptr %134, align 4, !dbg !378, !tbaa !171
    #dbg_value(i32 %135, !315, !DIExpression(), !379)
  %136 = getelementptr inbounds i32, ptr %2, i64 %99, !dbg !377
  store i32 %133, ptr %134, align 4, !dbg !380, !tbaa !171
  store i32 %135, ptr %136, align 4, !dbg !381, !tbaa !171
  %137 = load i32, ptr %3, align 4, !dbg !382, !tbaa !171
  %138 = sub nsw i32 0, %137, !dbg !383
  store i32 %138, ptr %3, align 4, !dbg !384, !tbaa !171
  br label %152, !dbg !385

139:                                              ; preds = %108, %139
  %140 = phi i64 [ %150, %139 ], [ %109, %108 ]
    #dbg_value(i64 %140, !308, !DIExpression(), !362)
  %141 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %140, !dbg !364
  %142 = load double, ptr %141, align 8, !dbg !364, !tbaa !100
    #dbg_value(double %142, !312, !DIExpression(), !365)
  %143 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %140, !dbg !366
  %144 = load double, ptr %143, align 8, !dbg !366, !tbaa !100
  store double %144, ptr %141, align 8, !dbg !367, !tbaa !100
  store double %142, ptr %143, align 8, !dbg !368, !tbaa !100
  %145 = add nuw nsw i64 %140, 1, !dbg !369
    #dbg_value(i64 %145, !308, !DIExpression(), !362)
  %146 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %145, !dbg !364
  %147 = load double, ptr %146, align 8, !dbg !364, !tbaa !100
    #dbg_value(double %147, !312, !DIExpression(), !365)
  %148 = getelementptr inbounds [40 x double], ptr %0, i64 %99, i64 %145, !dbg !366
  %149 = load double, ptr %148, align 8, !dbg !366, !tbaa !100
  store double %149, ptr %146, align 8, !dbg !367, !tbaa !100
  store double %147, ptr %148, align 8, !dbg !368, !tbaa !100
  %150 = add nuw nsw i64 %140, 2, !dbg !369
    #dbg_value(i64 %150, !308, !DIExpression(), !362)
  %151 = icmp eq i64 %150, %26, !dbg !386
  br i1 %151, label %131, label %139, !dbg !363, !llvm.loop !387

152:                                              ; preds = %131, %95
    #dbg_value(i64 %75, !316, !DIExpression(), !388)
  br i1 %76, label %153, label %56, !dbg !389

153:                                              ; preds = %152
  %154 = icmp ult i64 %63, 4
  %155 = icmp ult ptr %65, %68
  %156 = icmp ult ptr %66, %29
  %157 = and i1 %155, %156
  %158 = icmp ult ptr %65, %71
  %159 = icmp ult ptr %69, %29
  %160 = and i1 %158, %159
  %161 = or i1 %157, %160
  %162 = and i64 %63, -4
  %163 = add i64 %61, %162
  %164 = icmp eq i64 %63, %162
  br label %165, !dbg !389

165:                                              ; preds = %153, %211
  %166 = phi i64 [ %212, %211 ], [ %61, %153 ]
    #dbg_value(i64 %166, !316, !DIExpression(), !388)
  %167 = load double, ptr %72, align 8, !dbg !390, !tbaa !100
  %168 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %60, !dbg !391
  %169 = load double, ptr %168, align 8, !dbg !392, !tbaa !100
  %170 = fdiv double %169, %167, !dbg !392
  store double %170, ptr %168, align 8, !dbg !392, !tbaa !100
    #dbg_value(i64 %75, !318, !DIExpression(), !393)
  %171 = select i1 %154, i1 true, i1 %161, !dbg !394
  br i1 %171, label %172, label %189, !dbg !394

172:                                              ; preds = %165, %210
  %173 = phi i64 [ %61, %165 ], [ %163, %210 ]
  %174 = sub i64 %26, %173, !dbg !394
  %175 = and i64 %174, 1, !dbg !394
  %176 = icmp eq i64 %175, 0, !dbg !394
  br i1 %176, label %186, label %177, !dbg !394

177:                                              ; preds = %172
    #dbg_value(i64 %173, !318, !DIExpression(), !393)
  %178 = load double, ptr %168, align 8, !dbg !395, !tbaa !100
  %179 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %173, !dbg !397
  %180 = load double, ptr %179, align 8, !dbg !397, !tbaa !100
  %181 = fmul double %178, %180, !dbg !398
  %182 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %173, !dbg !399
  %183 = load double, ptr %182, align 8, !dbg !400, !tbaa !100
  %184 = fsub double %183, %181, !dbg !400
  store double %184, ptr %182, align 8, !dbg !400, !tbaa !100
  %185 = add nuw nsw i64 %173, 1, !dbg !401
    #dbg_value(i64 %185, !318, !DIExpression(), !393)
  br label %186, !dbg !394

186:                                              ; preds = %177, %172
  %187 = phi i64 [ %173, %172 ], [ %185, %177 ]
  %188 = icmp eq i64 %173, %49, !dbg !394
  br i1 %188, label %211, label %214, !dbg !394

189:                                              ; preds = %165
  %190 = load double, ptr %168, align 8, !tbaa !100, !alias.scope !402
  %191 = insertelement <2 x double> poison, double %190, i64 0
  %192 = shufflevector <2 x double> %191, <2 x double> poison, <2 x i32> zeroinitializer
  br label %193, !dbg !394

193:                                              ; preds = %193, %189
  %194 = phi i64 [ 0, %189 ], [ %208, %193 ]
  %195 = add i64 %61, %194, !dbg !394
  %196 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %195, !dbg !397
  %197 = getelementptr inbounds i8, ptr %196, i64 16, !dbg !397
  %198 = load <2 x double>, ptr %196, align 8, !dbg !397, !tbaa !100, !alias.scope !405
  %199 = load <2 x double>, ptr %197, align 8, !dbg !397, !tbaa !100, !alias.scope !405
  %200 = fmul <2 x double> %192, %198, !dbg !394
  %201 = fmul <2 x double> %192, %199, !dbg !394
  %202 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %195, !dbg !399
  %203 = getelementptr inbounds i8, ptr %202, i64 16, !dbg !400
  %204 = load <2 x double>, ptr %202, align 8, !dbg !400, !tbaa !100, !alias.scope !407, !noalias !409
  %205 = load <2 x double>, ptr %203, align 8, !dbg !400, !tbaa !100, !alias.scope !407, !noalias !409
  %206 = fsub <2 x double> %204, %200, !dbg !400
  %207 = fsub <2 x double> %205, %201, !dbg !400
  store <2 x double> %206, ptr %202, align 8, !dbg !400, !tbaa !100, !alias.scope !407, !noalias !409
  store <2 x double> %207, ptr %203, align 8, !dbg !400, !tbaa !100, !alias.scope !407, !noalias !409
  %208 = add nuw i64 %194, 4
  %209 = icmp eq i64 %208, %162
  br i1 %209, label %210, label %193, !llvm.loop !410

210:                                              ; preds = %193
  br i1 %164, label %211, label %172, !dbg !394

211:                                              ; preds = %186, %214, %210
  %212 = add nuw nsw i64 %166, 1, !dbg !412
    #dbg_value(i64 %212, !316, !DIExpression(), !388)
  %213 = icmp eq i64 %212, %26, !dbg !413
  br i1 %213, label %56, label %165, !dbg !389, !llvm.loop !414

214:                                              ; preds = %186, %214
  %215 = phi i64 [ %231, %214 ], [ %187, %186 ]
    #dbg_value(i64 %215, !318, !DIExpression(), !393)
  %216 = load double, ptr %168, align 8, !dbg !395, !tbaa !100
  %217 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %215, !dbg !397
  %218 = load double, ptr %217, align 8, !dbg !397, !tbaa !100
  %219 = fmul double %216, %218, !dbg !398
  %220 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %215, !dbg !399
  %221 = load double, ptr %220, align 8, !dbg !400, !tbaa !100
  %222 = fsub double %221, %219, !dbg !400
  store double %222, ptr %220, align 8, !dbg !400, !tbaa !100
  %223 = add nuw nsw i64 %215, 1, !dbg !401
    #dbg_value(i64 %223, !318, !DIExpression(), !393)
  %224 = load double, ptr %168, align 8, !dbg !395, !tbaa !100
  %225 = getelementptr inbounds [40 x double], ptr %0, i64 %60, i64 %223, !dbg !397
  %226 = load double, ptr %225, align 8, !dbg !397, !tbaa !100
  %227 = fmul double %224, %226, !dbg !398
  %228 = getelementptr inbounds [40 x double], ptr %0, i64 %166, i64 %223, !dbg !399
  %229 = load double, ptr %228, align 8, !dbg !400, !tbaa !100
  %230 = fsub double %229, %227, !dbg !400
  store double %230, ptr %228, align 8, !dbg !400, !tbaa !100
  %231 = add nuw nsw i64 %215, 2, !dbg !401
    #dbg_value(i64 %231, !318, !DIExpression(), !393)
  %232 = icmp eq i64 %231, %26, !dbg !416
  br i1 %232, label %211, label %214, !dbg !394, !llvm.loop !417

233:                                              ; preds = %56, %78, %4
  ret void, !dbg !418
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !419 double @log2(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !423 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!74, !75, !76, !77, !78, !79, !80}
!llvm.ident = !{!81}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !4, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!3 = !DIFile(filename: "programs/lu_decomposition_solve.c", directory: ".", checksumkind: CSK_MD5, checksum: "cd2c6e3f069a5c0ab2d2a9917d21da9c")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!0, !11, !16, !22}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "orig", scope: !2, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 102400, elements: !14)
!14 = !{!15, !15}
!15 = !DISubrange(count: 40)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 440, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 55)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 360, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 45)
!27 = !{!28, !31, !32, !34, !35, !37, !39, !42, !44, !46, !49, !50, !51, !53, !56, !58, !59, !63, !64, !65, !67, !71, !72}
!28 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 30, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 2560, elements: !30)
!30 = !{!15}
!31 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 30, type: !29)
!32 = !DILocalVariable(name: "perm", scope: !2, file: !3, line: 31, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1280, elements: !30)
!34 = !DILocalVariable(name: "sign", scope: !2, file: !3, line: 31, type: !6)
!35 = !DILocalVariable(name: "r", scope: !2, file: !3, line: 32, type: !36)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 33, type: !6)
!38 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 5)
!39 = !DILocalVariable(name: "rowsum", scope: !40, file: !3, line: 34, type: !9)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 33, column: 33)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 33, column: 5)
!42 = !DILocalVariable(name: "j", scope: !43, file: !3, line: 35, type: !6)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 35, column: 9)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 39, type: !6)
!45 = distinct !DILexicalBlock(scope: !2, file: !3, line: 39, column: 5)
!46 = !DILocalVariable(name: "j", scope: !47, file: !3, line: 39, type: !6)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 39, column: 33)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 39, column: 5)
!49 = !DILocalVariable(name: "res", scope: !2, file: !3, line: 42, type: !9)
!50 = !DILocalVariable(name: "det_log", scope: !2, file: !3, line: 42, type: !9)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 43, type: !6)
!52 = distinct !DILexicalBlock(scope: !2, file: !3, line: 43, column: 5)
!53 = !DILocalVariable(name: "s", scope: !54, file: !3, line: 43, type: !9)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 43, column: 33)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 43, column: 5)
!56 = !DILocalVariable(name: "j", scope: !57, file: !3, line: 43, type: !6)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 43, column: 53)
!58 = !DILocalVariable(name: "s5", scope: !2, file: !3, line: 45, type: !13)
!59 = !DILocalVariable(name: "xs", scope: !2, file: !3, line: 46, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 5)
!63 = !DILocalVariable(name: "bs", scope: !2, file: !3, line: 46, type: !60)
!64 = !DILocalVariable(name: "xr", scope: !2, file: !3, line: 46, type: !60)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 47, type: !6)
!66 = distinct !DILexicalBlock(scope: !2, file: !3, line: 47, column: 5)
!67 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 47, type: !6)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 47, column: 46)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 47, column: 33)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 47, column: 5)
!71 = !DILocalVariable(name: "det", scope: !2, file: !3, line: 50, type: !9)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 51, type: !6)
!73 = distinct !DILexicalBlock(scope: !2, file: !3, line: 51, column: 5)
!74 = !{i32 7, !"Dwarf Version", i32 5}
!75 = !{i32 2, !"Debug Info Version", i32 3}
!76 = !{i32 1, !"wchar_size", i32 4}
!77 = !{i32 8, !"PIC Level", i32 2}
!78 = !{i32 7, !"PIE Level", i32 2}
!79 = !{i32 7, !"uwtable", i32 2}
!80 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!81 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = !DILocation(line: 0, scope: !2)
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 30, column: 5, scope: !2)
!91 = !DILocation(line: 31, column: 5, scope: !2)
!92 = !DILocation(line: 0, scope: !38)
!93 = !DILocation(line: 33, column: 5, scope: !38)
!94 = !DILocation(line: 0, scope: !43)
!95 = !DILocation(line: 0, scope: !40)
!96 = !DILocation(line: 35, column: 9, scope: !43)
!97 = !DILocation(line: 36, column: 26, scope: !40)
!98 = !DILocation(line: 36, column: 9, scope: !40)
!99 = !DILocation(line: 36, column: 17, scope: !40)
!100 = !{!101, !101, i64 0}
!101 = !{!"double", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !DILocation(line: 37, column: 18, scope: !40)
!105 = !DILocation(line: 37, column: 22, scope: !40)
!106 = !DILocation(line: 37, column: 9, scope: !40)
!107 = !DILocation(line: 37, column: 14, scope: !40)
!108 = !DILocation(line: 33, column: 29, scope: !41)
!109 = !DILocation(line: 33, column: 23, scope: !41)
!110 = distinct !{!110, !93, !111, !112}
!111 = !DILocation(line: 38, column: 5, scope: !38)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 39, column: 72, scope: !114)
!114 = distinct !DILexicalBlock(scope: !47, file: !3, line: 39, column: 33)
!115 = !DILocation(line: 0, scope: !45)
!116 = !DILocation(line: 0, scope: !47)
!117 = !DILocation(line: 40, column: 5, scope: !2)
!118 = !DILocalVariable(name: "y", scope: !119, file: !3, line: 23, type: !29)
!119 = distinct !DISubprogram(name: "solve", scope: !3, file: !3, line: 22, type: !120, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !128)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !6, !123, !125, !127}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!128 = !{!129, !130, !131, !132, !133, !118, !134, !136, !139, !141, !143, !146}
!129 = !DILocalVariable(name: "a", arg: 1, scope: !119, file: !3, line: 22, type: !122)
!130 = !DILocalVariable(name: "n", arg: 2, scope: !119, file: !3, line: 22, type: !6)
!131 = !DILocalVariable(name: "perm", arg: 3, scope: !119, file: !3, line: 22, type: !123)
!132 = !DILocalVariable(name: "b", arg: 4, scope: !119, file: !3, line: 22, type: !125)
!133 = !DILocalVariable(name: "x", arg: 5, scope: !119, file: !3, line: 22, type: !127)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 24, type: !6)
!135 = distinct !DILexicalBlock(scope: !119, file: !3, line: 24, column: 5)
!136 = !DILocalVariable(name: "s", scope: !137, file: !3, line: 24, type: !9)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 24, column: 33)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 24, column: 5)
!139 = !DILocalVariable(name: "j", scope: !140, file: !3, line: 24, type: !6)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 24, column: 58)
!141 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 25, type: !6)
!142 = distinct !DILexicalBlock(scope: !119, file: !3, line: 25, column: 5)
!143 = !DILocalVariable(name: "s", scope: !144, file: !3, line: 25, type: !9)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 25, column: 38)
!145 = distinct !DILexicalBlock(scope: !142, file: !3, line: 25, column: 5)
!146 = !DILocalVariable(name: "j", scope: !147, file: !3, line: 25, type: !6)
!147 = distinct !DILexicalBlock(scope: !144, file: !3, line: 25, column: 57)
!148 = !DILocation(line: 0, scope: !119, inlinedAt: !149)
!149 = distinct !DILocation(line: 41, column: 5, scope: !2)
!150 = !DILocation(line: 23, column: 5, scope: !119, inlinedAt: !149)
!151 = !DILocation(line: 0, scope: !135, inlinedAt: !149)
!152 = !DILocation(line: 24, column: 5, scope: !135, inlinedAt: !149)
!153 = !DILocation(line: 35, column: 45, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 35, column: 37)
!155 = distinct !DILexicalBlock(scope: !43, file: !3, line: 35, column: 9)
!156 = !DILocation(line: 35, column: 59, scope: !154)
!157 = !DILocation(line: 35, column: 91, scope: !154)
!158 = !DILocation(line: 35, column: 97, scope: !154)
!159 = !DILocation(line: 35, column: 79, scope: !154)
!160 = !DILocation(line: 35, column: 105, scope: !154)
!161 = !DILocation(line: 35, column: 114, scope: !154)
!162 = !DILocation(line: 35, column: 69, scope: !154)
!163 = !DILocation(line: 35, column: 77, scope: !154)
!164 = !DILocation(line: 35, column: 131, scope: !154)
!165 = !DILocation(line: 35, column: 128, scope: !154)
!166 = !DILocation(line: 35, column: 33, scope: !155)
!167 = !DILocation(line: 35, column: 27, scope: !155)
!168 = distinct !{!168, !96, !169, !112}
!169 = !DILocation(line: 35, column: 146, scope: !43)
!170 = !DILocation(line: 24, column: 48, scope: !137, inlinedAt: !149)
!171 = !{!172, !172, i64 0}
!172 = !{!"int", !102, i64 0}
!173 = !DILocation(line: 24, column: 46, scope: !137, inlinedAt: !149)
!174 = !DILocation(line: 0, scope: !137, inlinedAt: !149)
!175 = !DILocation(line: 0, scope: !140, inlinedAt: !149)
!176 = !DILocation(line: 24, column: 76, scope: !177, inlinedAt: !149)
!177 = distinct !DILexicalBlock(scope: !140, file: !3, line: 24, column: 58)
!178 = !DILocation(line: 24, column: 58, scope: !140, inlinedAt: !149)
!179 = !DILocation(line: 24, column: 91, scope: !177, inlinedAt: !149)
!180 = !DILocation(line: 24, column: 101, scope: !177, inlinedAt: !149)
!181 = !DILocation(line: 24, column: 99, scope: !177, inlinedAt: !149)
!182 = !DILocation(line: 24, column: 88, scope: !177, inlinedAt: !149)
!183 = !DILocation(line: 24, column: 82, scope: !177, inlinedAt: !149)
!184 = distinct !{!184, !185}
!185 = !{!"llvm.loop.unroll.disable"}
!186 = !DILocation(line: 24, scope: !137, inlinedAt: !149)
!187 = !DILocation(line: 24, column: 107, scope: !137, inlinedAt: !149)
!188 = !DILocation(line: 24, column: 112, scope: !137, inlinedAt: !149)
!189 = !DILocation(line: 24, column: 29, scope: !138, inlinedAt: !149)
!190 = !DILocation(line: 24, column: 23, scope: !138, inlinedAt: !149)
!191 = distinct !{!191, !152, !192, !112}
!192 = !DILocation(line: 24, column: 117, scope: !135, inlinedAt: !149)
!193 = distinct !{!193, !178, !194, !112}
!194 = !DILocation(line: 24, column: 104, scope: !140, inlinedAt: !149)
!195 = !DILocation(line: 25, scope: !142, inlinedAt: !149)
!196 = !DILocation(line: 25, column: 51, scope: !144, inlinedAt: !149)
!197 = !DILocation(line: 0, scope: !144, inlinedAt: !149)
!198 = !DILocation(line: 0, scope: !147, inlinedAt: !149)
!199 = !DILocation(line: 25, column: 79, scope: !200, inlinedAt: !149)
!200 = distinct !DILexicalBlock(scope: !147, file: !3, line: 25, column: 57)
!201 = !DILocation(line: 25, column: 57, scope: !147, inlinedAt: !149)
!202 = !DILocation(line: 25, column: 94, scope: !200, inlinedAt: !149)
!203 = !DILocation(line: 25, column: 104, scope: !200, inlinedAt: !149)
!204 = !DILocation(line: 25, column: 102, scope: !200, inlinedAt: !149)
!205 = !DILocation(line: 25, column: 91, scope: !200, inlinedAt: !149)
!206 = !DILocation(line: 25, column: 85, scope: !200, inlinedAt: !149)
!207 = distinct !{!207, !185}
!208 = !DILocation(line: 25, scope: !144, inlinedAt: !149)
!209 = !DILocation(line: 25, column: 121, scope: !144, inlinedAt: !149)
!210 = !DILocation(line: 25, column: 119, scope: !144, inlinedAt: !149)
!211 = !DILocation(line: 25, column: 110, scope: !144, inlinedAt: !149)
!212 = !DILocation(line: 25, column: 115, scope: !144, inlinedAt: !149)
!213 = !DILocation(line: 0, scope: !142, inlinedAt: !149)
!214 = !DILocation(line: 25, column: 27, scope: !145, inlinedAt: !149)
!215 = !DILocation(line: 25, column: 5, scope: !142, inlinedAt: !149)
!216 = distinct !{!216, !215, !217, !112}
!217 = !DILocation(line: 25, column: 130, scope: !142, inlinedAt: !149)
!218 = distinct !{!218, !201, !219, !112}
!219 = !DILocation(line: 25, column: 107, scope: !147, inlinedAt: !149)
!220 = !DILocation(line: 26, column: 1, scope: !119, inlinedAt: !149)
!221 = !DILocation(line: 0, scope: !52)
!222 = !DILocation(line: 43, column: 5, scope: !52)
!223 = !DILocation(line: 43, column: 47, scope: !54)
!224 = !DILocation(line: 43, column: 46, scope: !54)
!225 = !DILocation(line: 0, scope: !54)
!226 = !DILocation(line: 0, scope: !57)
!227 = !DILocation(line: 43, column: 53, scope: !57)
!228 = !DILocation(line: 43, column: 114, scope: !54)
!229 = !DILocation(line: 43, column: 109, scope: !54)
!230 = !DILocation(line: 43, column: 140, scope: !54)
!231 = !DILocation(line: 43, column: 135, scope: !54)
!232 = !DILocation(line: 43, column: 130, scope: !54)
!233 = !DILocation(line: 43, column: 127, scope: !54)
!234 = !DILocation(line: 43, column: 29, scope: !55)
!235 = !DILocation(line: 43, column: 23, scope: !55)
!236 = distinct !{!236, !222, !237, !112}
!237 = !DILocation(line: 43, column: 151, scope: !52)
!238 = !DILocation(line: 43, column: 86, scope: !239)
!239 = distinct !DILexicalBlock(scope: !57, file: !3, line: 43, column: 53)
!240 = !DILocation(line: 43, column: 99, scope: !239)
!241 = !DILocation(line: 43, column: 97, scope: !239)
!242 = !DILocation(line: 43, column: 83, scope: !239)
!243 = !DILocation(line: 43, column: 77, scope: !239)
!244 = !DILocation(line: 43, column: 71, scope: !239)
!245 = distinct !{!245, !227, !246, !112}
!246 = !DILocation(line: 43, column: 102, scope: !57)
!247 = !DILocation(line: 44, column: 71, scope: !2)
!248 = !DILocation(line: 44, column: 77, scope: !2)
!249 = !DILocation(line: 44, column: 101, scope: !2)
!250 = !DILocation(line: 44, column: 5, scope: !2)
!251 = !DILocation(line: 45, column: 5, scope: !2)
!252 = !DILocation(line: 45, column: 12, scope: !2)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 46, column: 5, scope: !2)
!255 = !DILocation(line: 0, scope: !66)
!256 = !DILocation(line: 0, scope: !68)
!257 = !DILocation(line: 47, column: 83, scope: !258)
!258 = distinct !DILexicalBlock(scope: !68, file: !3, line: 47, column: 46)
!259 = !DILocation(line: 47, column: 80, scope: !258)
!260 = !DILocation(line: 47, column: 35, scope: !69)
!261 = !DILocation(line: 48, column: 5, scope: !2)
!262 = !DILocation(line: 0, scope: !119, inlinedAt: !263)
!263 = distinct !DILocation(line: 49, column: 5, scope: !2)
!264 = !DILocation(line: 0, scope: !135, inlinedAt: !263)
!265 = !DILocation(line: 24, column: 48, scope: !137, inlinedAt: !263)
!266 = !DILocation(line: 24, column: 46, scope: !137, inlinedAt: !263)
!267 = !DILocation(line: 0, scope: !137, inlinedAt: !263)
!268 = !DILocation(line: 0, scope: !140, inlinedAt: !263)
!269 = !DILocation(line: 24, column: 91, scope: !177, inlinedAt: !263)
!270 = !DILocation(line: 0, scope: !144, inlinedAt: !263)
!271 = !DILocation(line: 0, scope: !147, inlinedAt: !263)
!272 = !DILocation(line: 25, column: 121, scope: !144, inlinedAt: !263)
!273 = !DILocation(line: 0, scope: !142, inlinedAt: !263)
!274 = !DILocation(line: 25, column: 94, scope: !200, inlinedAt: !263)
!275 = !DILocation(line: 24, column: 99, scope: !177, inlinedAt: !263)
!276 = !DILocation(line: 24, column: 88, scope: !177, inlinedAt: !263)
!277 = !DILocation(line: 25, column: 119, scope: !144, inlinedAt: !263)
!278 = !DILocation(line: 25, column: 102, scope: !200, inlinedAt: !263)
!279 = !DILocation(line: 25, column: 91, scope: !200, inlinedAt: !263)
!280 = !DILocation(line: 50, column: 18, scope: !2)
!281 = !DILocation(line: 0, scope: !73)
!282 = !DILocation(line: 51, column: 37, scope: !283)
!283 = distinct !DILexicalBlock(scope: !73, file: !3, line: 51, column: 5)
!284 = !DILocation(line: 52, column: 5, scope: !2)
!285 = !DILocation(line: 53, column: 18, scope: !2)
!286 = !DILocation(line: 53, column: 12, scope: !2)
!287 = !DILocation(line: 53, column: 29, scope: !2)
!288 = !DILocation(line: 54, column: 1, scope: !2)
!289 = distinct !DISubprogram(name: "lu", scope: !3, file: !3, line: 10, type: !290, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !293)
!290 = !DISubroutineType(cc: DW_CC_nocall, types: !291)
!291 = !{!6, !122, !6, !292, !292}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!293 = !{!294, !295, !296, !297, !298, !300, !302, !305, !306, !308, !312, !315, !316, !318}
!294 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !3, line: 10, type: !122)
!295 = !DILocalVariable(name: "n", arg: 2, scope: !289, file: !3, line: 10, type: !6)
!296 = !DILocalVariable(name: "perm", arg: 3, scope: !289, file: !3, line: 10, type: !292)
!297 = !DILocalVariable(name: "sign", arg: 4, scope: !289, file: !3, line: 10, type: !292)
!298 = !DILocalVariable(name: "i", scope: !299, file: !3, line: 12, type: !6)
!299 = distinct !DILexicalBlock(scope: !289, file: !3, line: 12, column: 5)
!300 = !DILocalVariable(name: "k", scope: !301, file: !3, line: 13, type: !6)
!301 = distinct !DILexicalBlock(scope: !289, file: !3, line: 13, column: 5)
!302 = !DILocalVariable(name: "p", scope: !303, file: !3, line: 14, type: !6)
!303 = distinct !DILexicalBlock(scope: !304, file: !3, line: 13, column: 33)
!304 = distinct !DILexicalBlock(scope: !301, file: !3, line: 13, column: 5)
!305 = !DILocalVariable(name: "mx", scope: !303, file: !3, line: 14, type: !9)
!306 = !DILocalVariable(name: "i", scope: !307, file: !3, line: 15, type: !6)
!307 = distinct !DILexicalBlock(scope: !303, file: !3, line: 15, column: 9)
!308 = !DILocalVariable(name: "j", scope: !309, file: !3, line: 17, type: !6)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 17, column: 23)
!310 = distinct !DILexicalBlock(scope: !311, file: !3, line: 17, column: 21)
!311 = distinct !DILexicalBlock(scope: !303, file: !3, line: 17, column: 13)
!312 = !DILocalVariable(name: "t", scope: !313, file: !3, line: 17, type: !9)
!313 = distinct !DILexicalBlock(scope: !314, file: !3, line: 17, column: 51)
!314 = distinct !DILexicalBlock(scope: !309, file: !3, line: 17, column: 23)
!315 = !DILocalVariable(name: "t", scope: !310, file: !3, line: 17, type: !6)
!316 = !DILocalVariable(name: "i", scope: !317, file: !3, line: 18, type: !6)
!317 = distinct !DILexicalBlock(scope: !303, file: !3, line: 18, column: 9)
!318 = !DILocalVariable(name: "j", scope: !319, file: !3, line: 18, type: !6)
!319 = distinct !DILexicalBlock(scope: !320, file: !3, line: 18, column: 63)
!320 = distinct !DILexicalBlock(scope: !321, file: !3, line: 18, column: 41)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 18, column: 9)
!322 = !DILocation(line: 0, scope: !289)
!323 = !DILocation(line: 11, column: 11, scope: !289)
!324 = !DILocation(line: 0, scope: !299)
!325 = !DILocation(line: 12, column: 23, scope: !326)
!326 = distinct !DILexicalBlock(scope: !299, file: !3, line: 12, column: 5)
!327 = !DILocation(line: 12, column: 5, scope: !299)
!328 = !DILocation(line: 12, column: 29, scope: !326)
!329 = !DILocation(line: 12, column: 41, scope: !326)
!330 = !DILocation(line: 12, column: 33, scope: !326)
!331 = distinct !{!331, !327, !332, !112, !333, !334}
!332 = !DILocation(line: 12, column: 43, scope: !299)
!333 = !{!"llvm.loop.isvectorized", i32 1}
!334 = !{!"llvm.loop.unroll.runtime.disable"}
!335 = !DILocation(line: 0, scope: !301)
!336 = !DILocation(line: 13, column: 5, scope: !301)
!337 = !DILocation(line: 13, column: 23, scope: !304)
!338 = distinct !{!338, !327, !332, !112, !334, !333}
!339 = distinct !{!339, !336, !340, !112}
!340 = !DILocation(line: 19, column: 5, scope: !301)
!341 = !DILocation(line: 14, column: 37, scope: !303)
!342 = !DILocation(line: 0, scope: !303)
!343 = !DILocation(line: 14, column: 32, scope: !303)
!344 = !DILocation(line: 15, column: 24, scope: !307)
!345 = !DILocation(line: 0, scope: !307)
!346 = !DILocation(line: 15, column: 31, scope: !347)
!347 = distinct !DILexicalBlock(scope: !307, file: !3, line: 15, column: 9)
!348 = !DILocation(line: 15, column: 9, scope: !307)
!349 = !DILocation(line: 16, column: 16, scope: !350)
!350 = distinct !DILexicalBlock(scope: !303, file: !3, line: 16, column: 13)
!351 = !DILocation(line: 16, column: 13, scope: !303)
!352 = !DILocation(line: 15, column: 50, scope: !353)
!353 = distinct !DILexicalBlock(scope: !347, file: !3, line: 15, column: 45)
!354 = !DILocation(line: 15, column: 45, scope: !353)
!355 = !DILocation(line: 15, column: 59, scope: !353)
!356 = !DILocation(line: 15, column: 45, scope: !347)
!357 = !DILocation(line: 15, column: 37, scope: !347)
!358 = distinct !{!358, !348, !359, !112}
!359 = !DILocation(line: 15, column: 94, scope: !307)
!360 = !DILocation(line: 17, column: 15, scope: !311)
!361 = !DILocation(line: 17, column: 13, scope: !303)
!362 = !DILocation(line: 0, scope: !309)
!363 = !DILocation(line: 17, column: 23, scope: !309)
!364 = !DILocation(line: 17, column: 64, scope: !313)
!365 = !DILocation(line: 0, scope: !313)
!366 = !DILocation(line: 17, column: 83, scope: !313)
!367 = !DILocation(line: 17, column: 81, scope: !313)
!368 = !DILocation(line: 17, column: 100, scope: !313)
!369 = !DILocation(line: 17, column: 47, scope: !314)
!370 = !{!371}
!371 = distinct !{!371, !372}
!372 = distinct !{!372, !"LVerDomain"}
!373 = !{!374}
!374 = distinct !{!374, !372}
!375 = distinct !{!375, !363, !376, !112, !333, !334}
!376 = !DILocation(line: 17, column: 105, scope: !309)
!377 = !DILocation(line: 17, column: 134, scope: !310)
!378 = !DILocation(line: 17, column: 115, scope: !310)
!379 = !DILocation(line: 0, scope: !310)
!380 = !DILocation(line: 17, column: 132, scope: !310)
!381 = !DILocation(line: 17, column: 151, scope: !310)
!382 = !DILocation(line: 17, column: 165, scope: !310)
!383 = !DILocation(line: 17, column: 164, scope: !310)
!384 = !DILocation(line: 17, column: 162, scope: !310)
!385 = !DILocation(line: 17, column: 172, scope: !310)
!386 = !DILocation(line: 17, column: 41, scope: !314)
!387 = distinct !{!387, !363, !376, !112, !333}
!388 = !DILocation(line: 0, scope: !317)
!389 = !DILocation(line: 18, column: 9, scope: !317)
!390 = !DILocation(line: 18, column: 54, scope: !320)
!391 = !DILocation(line: 18, column: 43, scope: !320)
!392 = !DILocation(line: 18, column: 51, scope: !320)
!393 = !DILocation(line: 0, scope: !319)
!394 = !DILocation(line: 18, column: 63, scope: !319)
!395 = !DILocation(line: 18, column: 106, scope: !396)
!396 = distinct !DILexicalBlock(scope: !319, file: !3, line: 18, column: 63)
!397 = !DILocation(line: 18, column: 116, scope: !396)
!398 = !DILocation(line: 18, column: 114, scope: !396)
!399 = !DILocation(line: 18, column: 95, scope: !396)
!400 = !DILocation(line: 18, column: 103, scope: !396)
!401 = !DILocation(line: 18, column: 91, scope: !396)
!402 = !{!403}
!403 = distinct !{!403, !404}
!404 = distinct !{!404, !"LVerDomain"}
!405 = !{!406}
!406 = distinct !{!406, !404}
!407 = !{!408}
!408 = distinct !{!408, !404}
!409 = !{!403, !406}
!410 = distinct !{!410, !394, !411, !112, !333, !334}
!411 = !DILocation(line: 18, column: 122, scope: !319)
!412 = !DILocation(line: 18, column: 37, scope: !321)
!413 = !DILocation(line: 18, column: 31, scope: !321)
!414 = distinct !{!414, !389, !415, !112}
!415 = !DILocation(line: 18, column: 125, scope: !317)
!416 = !DILocation(line: 18, column: 85, scope: !396)
!417 = distinct !{!417, !394, !411, !112, !333}
!418 = !DILocation(line: 21, column: 1, scope: !289)
!419 = !DISubprogram(name: "log2", scope: !420, file: !420, line: 133, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!421 = !DISubroutineType(types: !422)
!422 = !{!9, !9}
!423 = !DISubprogram(name: "printf", scope: !424, file: !424, line: 356, type: !425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!425 = !DISubroutineType(types: !426)
!426 = !{!6, !427, null}
!427 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !428)
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !429, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
