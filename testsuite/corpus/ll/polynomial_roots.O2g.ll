; ModuleID = 'programs/polynomial_roots.c'
source_filename = "programs/polynomial_roots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"newton from %.1f -> %.10f (%d iters)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"bisect sqrt2 = %.12f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"(1+x)^10:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c" %g\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [38 x i8] c"lagrange sin(2.5) ~ %.8f (true %.8f)\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [20 x i8] c"golden ratio %.15f\0A\00", align 1, !dbg !24

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca [32 x double], align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !60, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
  %2 = alloca [32 x double], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !67, !DIExpression(), !88, ptr %2, !DIExpression(), !89)
    #dbg_value(double undef, !54, !DIExpression(), !90)
    #dbg_value(double 0.000000e+00, !52, !DIExpression(), !91)
  br label %26, !dbg !92

3:                                                ; preds = %49, %3
  %4 = phi double [ %18, %3 ], [ 0.000000e+00, %49 ]
  %5 = phi double [ %17, %3 ], [ 2.000000e+00, %49 ]
  %6 = phi i32 [ %19, %3 ], [ 0, %49 ]
  %7 = phi double [ %16, %3 ], [ -2.000000e+00, %49 ]
    #dbg_value(double %4, !93, !DIExpression(), !110)
    #dbg_value(double %5, !102, !DIExpression(), !110)
    #dbg_value(i32 %6, !104, !DIExpression(), !112)
    #dbg_value(double %7, !103, !DIExpression(), !110)
  %8 = fadd double %4, %5, !dbg !113
  %9 = fmul double %8, 5.000000e-01, !dbg !114
    #dbg_value(double %9, !106, !DIExpression(), !115)
    #dbg_value(ptr undef, !116, !DIExpression(), !126)
    #dbg_value(i32 2, !121, !DIExpression(), !126)
    #dbg_value(double %9, !122, !DIExpression(), !126)
    #dbg_value(i64 2, !124, !DIExpression(), !128)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !126)
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 0.000000e+00, double 1.000000e+00), !dbg !129
    #dbg_value(double %10, !123, !DIExpression(), !126)
    #dbg_value(i64 1, !124, !DIExpression(), !128)
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %9, double 0.000000e+00), !dbg !129
    #dbg_value(double %11, !123, !DIExpression(), !126)
    #dbg_value(i64 0, !124, !DIExpression(), !128)
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %9, double -2.000000e+00), !dbg !129
    #dbg_value(double %12, !123, !DIExpression(), !126)
    #dbg_value(i64 -1, !124, !DIExpression(), !128)
    #dbg_value(double %12, !109, !DIExpression(), !115)
  %13 = fcmp olt double %12, 0.000000e+00, !dbg !131
  %14 = fcmp uge double %7, 0.000000e+00, !dbg !133
  %15 = xor i1 %14, %13, !dbg !133
  %16 = select i1 %15, double %12, double %7
  %17 = select i1 %15, double %5, double %9
  %18 = select i1 %15, double %9, double %4
    #dbg_value(double %18, !93, !DIExpression(), !110)
    #dbg_value(double %17, !102, !DIExpression(), !110)
    #dbg_value(double %16, !103, !DIExpression(), !110)
  %19 = add nuw nsw i32 %6, 1, !dbg !134
    #dbg_value(i32 %19, !104, !DIExpression(), !112)
  %20 = icmp eq i32 %19, 200, !dbg !135
  br i1 %20, label %21, label %3, !dbg !136, !llvm.loop !137

21:                                               ; preds = %3
  %22 = fadd double %17, %18, !dbg !140
  %23 = fmul double %22, 5.000000e-01, !dbg !141
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %23), !dbg !142
    #dbg_value(double 1.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 1.000000e+00, !58, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #9, !dbg !143
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %1, i8 0, i64 256, i1 false), !dbg !144, !DIAssignID !145
    #dbg_assign(i8 0, !60, !DIExpression(), !145, ptr %1, !DIExpression(), !87)
  store double 1.000000e+00, ptr %1, align 16, !dbg !144, !DIAssignID !146
    #dbg_assign(double 1.000000e+00, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146, ptr %1, !DIExpression(), !87)
    #dbg_value(i32 0, !64, !DIExpression(), !87)
    #dbg_value(i32 0, !65, !DIExpression(), !147)
  %25 = getelementptr i8, ptr %2, i64 8, !dbg !148
  br label %61, !dbg !148

26:                                               ; preds = %0, %49
  %27 = phi double [ 0.000000e+00, %0 ], [ %53, %49 ]
  %28 = phi double [ undef, %0 ], [ %50, %49 ]
    #dbg_value(double %27, !52, !DIExpression(), !91)
    #dbg_value(double %28, !54, !DIExpression(), !90)
    #dbg_value(ptr poison, !149, !DIExpression(), !170)
    #dbg_value(i32 3, !155, !DIExpression(), !170)
    #dbg_value(double %27, !156, !DIExpression(), !170)
    #dbg_value(ptr undef, !157, !DIExpression(), !170)
    #dbg_value(double 1.100000e+01, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
    #dbg_value(double -1.200000e+01, !158, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
    #dbg_value(double 3.000000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !170)
  br label %29, !dbg !172

29:                                               ; preds = %26, %46
  %30 = phi double [ %42, %46 ], [ %27, %26 ]
  %31 = phi i32 [ %47, %46 ], [ 0, %26 ]
    #dbg_value(double %30, !162, !DIExpression(), !170)
    #dbg_value(i32 %31, !163, !DIExpression(), !173)
    #dbg_value(ptr poison, !116, !DIExpression(), !174)
    #dbg_value(i32 3, !121, !DIExpression(), !174)
    #dbg_value(double %30, !122, !DIExpression(), !174)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !174)
    #dbg_value(i32 3, !124, !DIExpression(), !176)
    #dbg_value(i64 3, !124, !DIExpression(), !176)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !174)
    #dbg_value(double poison, !123, !DIExpression(), !174)
    #dbg_value(i64 2, !124, !DIExpression(), !176)
    #dbg_value(double poison, !123, !DIExpression(), !174)
    #dbg_value(i64 1, !124, !DIExpression(), !176)
    #dbg_value(double poison, !123, !DIExpression(), !174)
    #dbg_value(i64 -1, !124, !DIExpression(), !176)
    #dbg_value(i64 2, !124, !DIExpression(), !177)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !179)
  %32 = tail call double @llvm.fmuladd.f64(double %30, double 0.000000e+00, double 3.000000e+00), !dbg !180
    #dbg_value(double %32, !123, !DIExpression(), !179)
    #dbg_value(i64 1, !124, !DIExpression(), !177)
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %30, double -1.200000e+01), !dbg !180
    #dbg_value(double %33, !123, !DIExpression(), !179)
    #dbg_value(i64 0, !124, !DIExpression(), !177)
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %30, double 1.100000e+01), !dbg !180
    #dbg_value(double %34, !123, !DIExpression(), !179)
    #dbg_value(i64 -1, !124, !DIExpression(), !177)
    #dbg_value(double %34, !168, !DIExpression(), !181)
  %35 = fcmp oeq double %34, 0.000000e+00, !dbg !182
  br i1 %35, label %49, label %36, !dbg !184

36:                                               ; preds = %29
  %37 = tail call double @llvm.fmuladd.f64(double %30, double 0.000000e+00, double 1.000000e+00), !dbg !185
    #dbg_value(double %37, !123, !DIExpression(), !174)
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %30, double -6.000000e+00), !dbg !185
    #dbg_value(double %38, !123, !DIExpression(), !174)
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %30, double 1.100000e+01), !dbg !185
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %30, double -6.000000e+00), !dbg !185
    #dbg_value(double %40, !123, !DIExpression(), !174)
  %41 = fdiv double %40, %34, !dbg !186
  %42 = fsub double %30, %41, !dbg !187
    #dbg_value(double %42, !169, !DIExpression(), !181)
  %43 = fsub double %42, %30, !dbg !188
  %44 = tail call double @llvm.fabs.f64(double %43), !dbg !190
  %45 = fcmp olt double %44, 1.000000e-13, !dbg !191
  br i1 %45, label %49, label %46, !dbg !192

46:                                               ; preds = %36
    #dbg_value(double %42, !162, !DIExpression(), !170)
  %47 = add nuw nsw i32 %31, 1, !dbg !193
    #dbg_value(i32 %47, !163, !DIExpression(), !173)
  %48 = icmp eq i32 %47, 100, !dbg !194
  br i1 %48, label %49, label %29, !dbg !172, !llvm.loop !195

49:                                               ; preds = %36, %46, %29
  %50 = phi double [ %28, %29 ], [ %42, %46 ], [ %42, %36 ]
  %51 = phi i32 [ -1, %29 ], [ 100, %46 ], [ %31, %36 ], !dbg !197
    #dbg_value(double %50, !54, !DIExpression(), !90)
    #dbg_value(i32 %51, !57, !DIExpression(), !90)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %27, double noundef %50, i32 noundef %51), !dbg !198
  %53 = fadd double %27, 0x3FE6666666666666, !dbg !199
    #dbg_value(double %53, !52, !DIExpression(), !91)
  %54 = fcmp ugt double %53, 4.000000e+00, !dbg !200
  br i1 %54, label %3, label %26, !dbg !92, !llvm.loop !201

55:                                               ; preds = %117
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !203
    #dbg_value(i32 0, !72, !DIExpression(), !204)
  br label %128, !dbg !205

57:                                               ; preds = %122
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !203
    #dbg_value(i32 0, !72, !DIExpression(), !204)
  %59 = add nuw i32 %115, 1, !dbg !205
  %60 = zext i32 %59 to i64, !dbg !206
  br label %131, !dbg !205

61:                                               ; preds = %120, %21
  %62 = phi i32 [ 0, %21 ], [ %121, %120 ]
  %63 = phi i32 [ 0, %21 ], [ %115, %120 ]
    #dbg_value(i32 %62, !65, !DIExpression(), !147)
    #dbg_value(i32 %63, !64, !DIExpression(), !87)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #9, !dbg !208
    #dbg_value(ptr %1, !209, !DIExpression(), !225)
    #dbg_value(i32 %63, !214, !DIExpression(), !225)
    #dbg_value(ptr undef, !215, !DIExpression(), !225)
    #dbg_value(i32 1, !216, !DIExpression(), !225)
    #dbg_value(ptr %2, !217, !DIExpression(), !225)
    #dbg_value(i32 0, !218, !DIExpression(), !227)
  %64 = icmp slt i32 %63, -1, !dbg !228
  br i1 %64, label %70, label %65, !dbg !230

65:                                               ; preds = %61
  %66 = add i32 %63, 2, !dbg !230
  %67 = zext i32 %66 to i64, !dbg !230
  %68 = shl nuw nsw i64 %67, 3, !dbg !230
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %2, i8 0, i64 %68, i1 false), !dbg !231, !tbaa !232
    #dbg_value(i64 poison, !218, !DIExpression(), !227)
    #dbg_value(i32 0, !220, !DIExpression(), !236)
  %69 = icmp slt i32 %63, 0, !dbg !237
  br i1 %69, label %70, label %72, !dbg !238

70:                                               ; preds = %65, %61
  %71 = add nsw i32 %63, 1
  br label %114, !dbg !238

72:                                               ; preds = %65
  %73 = add nuw nsw i32 %63, 1, !dbg !238
  %74 = zext nneg i32 %73 to i64, !dbg !237
  %75 = load double, ptr %2, align 16, !dbg !239, !tbaa !232
  %76 = and i64 %74, 1, !dbg !238
  %77 = icmp eq i32 %63, 0, !dbg !238
  br i1 %77, label %102, label %78, !dbg !238

78:                                               ; preds = %72
  %79 = and i64 %74, 2147483646, !dbg !238
  br label %80, !dbg !238

80:                                               ; preds = %80, %78
  %81 = phi double [ %75, %78 ], [ %99, %80 ], !dbg !239
  %82 = phi i64 [ 0, %78 ], [ %96, %80 ]
  %83 = phi i64 [ 0, %78 ], [ %100, %80 ]
    #dbg_value(i64 %82, !220, !DIExpression(), !236)
  %84 = getelementptr inbounds double, ptr %1, i64 %82
    #dbg_value(i64 0, !222, !DIExpression(), !241)
  %85 = load double, ptr %84, align 16, !dbg !242, !tbaa !232
  %86 = getelementptr inbounds double, ptr %2, i64 %82, !dbg !243
  %87 = fadd double %81, %85, !dbg !239
  store double %87, ptr %86, align 16, !dbg !239, !tbaa !232
    #dbg_value(i64 1, !222, !DIExpression(), !241)
  %88 = or disjoint i64 %82, 1, !dbg !244
  %89 = getelementptr inbounds double, ptr %2, i64 %88, !dbg !243
  %90 = load double, ptr %89, align 8, !dbg !239, !tbaa !232
  %91 = fadd double %85, %90, !dbg !239
  store double %91, ptr %89, align 8, !dbg !239, !tbaa !232
    #dbg_value(i64 2, !222, !DIExpression(), !241)
    #dbg_value(i64 %88, !220, !DIExpression(), !236)
  %92 = getelementptr inbounds double, ptr %1, i64 %88
    #dbg_value(i64 0, !222, !DIExpression(), !241)
  %93 = load double, ptr %92, align 8, !dbg !242, !tbaa !232
  %94 = getelementptr inbounds double, ptr %2, i64 %88, !dbg !243
  %95 = fadd double %91, %93, !dbg !239
  store double %95, ptr %94, align 8, !dbg !239, !tbaa !232
    #dbg_value(i64 1, !222, !DIExpression(), !241)
  %96 = add nuw nsw i64 %82, 2, !dbg !244
  %97 = getelementptr inbounds double, ptr %2, i64 %96, !dbg !243
  %98 = load double, ptr %97, align 16, !dbg !239, !tbaa !232
  %99 = fadd double %93, %98, !dbg !239
  store double %99, ptr %97, align 16, !dbg !239, !tbaa !232
    #dbg_value(i64 2, !222, !DIExpression(), !241)
    #dbg_value(i64 %96, !220, !DIExpression(), !236)
  %100 = add i64 %83, 2, !dbg !238
  %101 = icmp eq i64 %100, %79, !dbg !238
  br i1 %101, label %102, label %80, !dbg !238, !llvm.loop !245

102:                                              ; preds = %80, %72
  %103 = phi double [ %75, %72 ], [ %99, %80 ]
  %104 = phi i64 [ 0, %72 ], [ %96, %80 ]
  %105 = icmp eq i64 %76, 0, !dbg !238
  br i1 %105, label %114, label %106, !dbg !238

106:                                              ; preds = %102
    #dbg_value(i64 %104, !220, !DIExpression(), !236)
  %107 = getelementptr inbounds double, ptr %1, i64 %104
    #dbg_value(i64 0, !222, !DIExpression(), !241)
  %108 = load double, ptr %107, align 8, !dbg !242, !tbaa !232
  %109 = getelementptr inbounds double, ptr %2, i64 %104, !dbg !243
  %110 = fadd double %103, %108, !dbg !239
  store double %110, ptr %109, align 8, !dbg !239, !tbaa !232
    #dbg_value(i64 1, !222, !DIExpression(), !241)
  %111 = getelementptr double, ptr %25, i64 %104, !dbg !243
  %112 = load double, ptr %111, align 8, !dbg !239, !tbaa !232
  %113 = fadd double %108, %112, !dbg !239
  store double %113, ptr %111, align 8, !dbg !239, !tbaa !232
    #dbg_value(i64 2, !222, !DIExpression(), !241)
    #dbg_value(i64 %104, !220, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  br label %114, !dbg !247

114:                                              ; preds = %106, %102, %70
  %115 = phi i32 [ %71, %70 ], [ %73, %102 ], [ %73, %106 ]
    #dbg_value(i32 %115, !64, !DIExpression(), !87)
    #dbg_value(i32 0, !70, !DIExpression(), !249)
  %116 = icmp slt i32 %115, 0, !dbg !247
  br i1 %116, label %117, label %122, !dbg !250

117:                                              ; preds = %114
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #9, !dbg !251
  %118 = add nuw nsw i32 %62, 1, !dbg !252
    #dbg_value(i32 %118, !65, !DIExpression(), !147)
    #dbg_value(i32 %115, !64, !DIExpression(), !87)
  %119 = icmp eq i32 %118, 10, !dbg !253
  br i1 %119, label %55, label %120, !dbg !148

120:                                              ; preds = %117, %122
  %121 = phi i32 [ %118, %117 ], [ %126, %122 ]
  br label %61, !dbg !208, !llvm.loop !254

122:                                              ; preds = %114
  %123 = add nuw i32 %115, 1, !dbg !250
  %124 = zext i32 %123 to i64, !dbg !250
  %125 = shl nuw nsw i64 %124, 3, !dbg !250
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %1, ptr noundef nonnull align 16 dereferenceable(1) %2, i64 %125, i1 false), !dbg !256, !tbaa !232
    #dbg_value(i64 poison, !70, !DIExpression(), !249)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #9, !dbg !251
  %126 = add nuw nsw i32 %62, 1, !dbg !252
    #dbg_value(i32 %126, !65, !DIExpression(), !147)
    #dbg_value(i32 %115, !64, !DIExpression(), !87)
  %127 = icmp eq i32 %126, 10, !dbg !253
  br i1 %127, label %57, label %120, !dbg !148

128:                                              ; preds = %131, %55
  %129 = tail call i32 @putchar(i32 10), !dbg !257
    #dbg_value(double 0.000000e+00, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 1.000000e+00, !74, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
    #dbg_value(double 2.000000e+00, !74, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !87)
    #dbg_value(double 3.000000e+00, !74, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !87)
    #dbg_value(double 4.000000e+00, !74, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !87)
    #dbg_value(double 0.000000e+00, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !87)
    #dbg_value(double 0x3FEAED548F090CEE, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !87)
    #dbg_value(double 0x3FED18F6EAD1B446, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !87)
    #dbg_value(double 0x3FC210386DB6D55B, !78, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !87)
    #dbg_value(double 0xBFE837B9DDDC1EAE, !78, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !87)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3FE3508C46480EF1, double noundef 0x3FE326AF0DCFCAB1), !dbg !258
    #dbg_assign(i1 undef, !81, !DIExpression(), !259, ptr poison, !DIExpression(), !87)
    #dbg_value(ptr poison, !149, !DIExpression(), !260)
    #dbg_value(i32 2, !155, !DIExpression(), !260)
    #dbg_value(double 1.000000e+00, !156, !DIExpression(), !260)
    #dbg_value(ptr undef, !157, !DIExpression(), !260)
    #dbg_value(double -1.000000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !260)
    #dbg_value(double 2.000000e+00, !158, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !260)
  br label %138, !dbg !262

131:                                              ; preds = %57, %131
  %132 = phi i64 [ 0, %57 ], [ %136, %131 ]
    #dbg_value(i64 %132, !72, !DIExpression(), !204)
  %133 = getelementptr inbounds [32 x double], ptr %1, i64 0, i64 %132, !dbg !263
  %134 = load double, ptr %133, align 8, !dbg !263, !tbaa !232
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %134), !dbg !264
  %136 = add nuw nsw i64 %132, 1, !dbg !265
    #dbg_value(i64 %136, !72, !DIExpression(), !204)
  %137 = icmp eq i64 %136, %60, !dbg !206
  br i1 %137, label %128, label %131, !dbg !205, !llvm.loop !266

138:                                              ; preds = %128, %138
  %139 = phi double [ %151, %138 ], [ 1.000000e+00, %128 ]
  %140 = phi i32 [ %155, %138 ], [ 0, %128 ]
    #dbg_value(double %139, !162, !DIExpression(), !260)
    #dbg_value(i32 %140, !163, !DIExpression(), !268)
    #dbg_value(ptr poison, !116, !DIExpression(), !269)
    #dbg_value(i32 2, !121, !DIExpression(), !269)
    #dbg_value(double %139, !122, !DIExpression(), !269)
    #dbg_value(i64 2, !124, !DIExpression(), !271)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !269)
  %141 = tail call double @llvm.fmuladd.f64(double %139, double 0.000000e+00, double 1.000000e+00), !dbg !272
    #dbg_value(double %141, !123, !DIExpression(), !269)
    #dbg_value(i64 1, !124, !DIExpression(), !271)
    #dbg_value(double poison, !123, !DIExpression(), !269)
    #dbg_value(i64 -1, !124, !DIExpression(), !271)
    #dbg_value(i64 1, !124, !DIExpression(), !273)
    #dbg_value(double 0.000000e+00, !123, !DIExpression(), !275)
  %142 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %141, i64 0, !dbg !272
  %143 = insertelement <2 x double> poison, double %139, i64 0, !dbg !272
  %144 = shufflevector <2 x double> %143, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !272
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %144, <2 x double> <double -1.000000e+00, double 2.000000e+00>), !dbg !272
    #dbg_value(double poison, !123, !DIExpression(), !275)
    #dbg_value(i64 0, !124, !DIExpression(), !273)
    #dbg_value(double poison, !123, !DIExpression(), !275)
    #dbg_value(i64 -1, !124, !DIExpression(), !273)
  %146 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> %144, <2 x double> <double -1.000000e+00, double -1.000000e+00>), !dbg !272
    #dbg_value(double poison, !168, !DIExpression(), !276)
  %147 = extractelement <2 x double> %146, i64 1, !dbg !277
  %148 = fcmp une double %147, 0.000000e+00, !dbg !277
  tail call void @llvm.assume(i1 %148), !dbg !278
  %149 = extractelement <2 x double> %146, i64 0, !dbg !279
  %150 = fdiv double %149, %147, !dbg !279
  %151 = fsub double %139, %150, !dbg !280
    #dbg_value(double %151, !169, !DIExpression(), !276)
  %152 = fsub double %151, %139, !dbg !281
  %153 = tail call double @llvm.fabs.f64(double %152), !dbg !282
  %154 = fcmp olt double %153, 1.000000e-13, !dbg !283
    #dbg_value(double %151, !162, !DIExpression(), !260)
  %155 = add nuw nsw i32 %140, 1
    #dbg_value(i32 %155, !163, !DIExpression(), !268)
  %156 = icmp eq i32 %155, 100
  %157 = select i1 %154, i1 true, i1 %156, !dbg !284
  br i1 %157, label %158, label %138, !dbg !284, !llvm.loop !285

158:                                              ; preds = %138
    #dbg_value(double %151, !85, !DIExpression(), !87)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %151), !dbg !287
  %160 = fmul double %151, 1.000000e+02, !dbg !288
  %161 = fptosi double %160 to i32, !dbg !289
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #9, !dbg !290
  ret i32 %161, !dbg !290
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !291 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/polynomial_roots.c", directory: ".", checksumkind: CSK_MD5, checksum: "4173e16c1f95d016a9afb4b40b32bacb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 20)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !32, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!0, !7, !12, !17, !33, !22, !24}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 2)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !47, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !48)
!47 = !DISubroutineType(types: !30)
!48 = !{!49, !52, !54, !57, !58, !60, !64, !65, !67, !70, !72, !74, !78, !79, !81, !85}
!49 = !DILocalVariable(name: "p", scope: !46, file: !2, line: 14, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 256, elements: !20)
!51 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!52 = !DILocalVariable(name: "x0", scope: !53, file: !2, line: 15, type: !51)
!53 = distinct !DILexicalBlock(scope: !46, file: !2, line: 15, column: 5)
!54 = !DILocalVariable(name: "r", scope: !55, file: !2, line: 15, type: !51)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 15, column: 45)
!56 = distinct !DILexicalBlock(scope: !53, file: !2, line: 15, column: 5)
!57 = !DILocalVariable(name: "it", scope: !55, file: !2, line: 15, type: !31)
!58 = !DILocalVariable(name: "q", scope: !46, file: !2, line: 17, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 128, elements: !36)
!60 = !DILocalVariable(name: "acc", scope: !46, file: !2, line: 17, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 2048, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 32)
!64 = !DILocalVariable(name: "deg", scope: !46, file: !2, line: 17, type: !31)
!65 = !DILocalVariable(name: "k", scope: !66, file: !2, line: 17, type: !31)
!66 = distinct !DILexicalBlock(scope: !46, file: !2, line: 17, column: 58)
!67 = !DILocalVariable(name: "tmp", scope: !68, file: !2, line: 17, type: !61)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 17, column: 87)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 17, column: 58)
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 17, type: !31)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 17, column: 138)
!72 = !DILocalVariable(name: "i", scope: !73, file: !2, line: 18, type: !31)
!73 = distinct !DILexicalBlock(scope: !46, file: !2, line: 18, column: 26)
!74 = !DILocalVariable(name: "xs", scope: !46, file: !2, line: 19, type: !75)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 320, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 5)
!78 = !DILocalVariable(name: "ys", scope: !46, file: !2, line: 19, type: !75)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 19, type: !31)
!80 = distinct !DILexicalBlock(scope: !46, file: !2, line: 19, column: 45)
!81 = !DILocalVariable(name: "w", scope: !46, file: !2, line: 21, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 192, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 3)
!85 = !DILocalVariable(name: "r", scope: !46, file: !2, line: 21, type: !51)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !46)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !68)
!90 = !DILocation(line: 0, scope: !55)
!91 = !DILocation(line: 0, scope: !53)
!92 = !DILocation(line: 15, column: 5, scope: !53)
!93 = !DILocalVariable(name: "lo", arg: 3, scope: !94, file: !2, line: 9, type: !51)
!94 = distinct !DISubprogram(name: "bisect", scope: !2, file: !2, line: 9, type: !95, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !99)
!95 = !DISubroutineType(types: !96)
!96 = !{!51, !97, !31, !51, !51}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!99 = !{!100, !101, !93, !102, !103, !104, !106, !109}
!100 = !DILocalVariable(name: "c", arg: 1, scope: !94, file: !2, line: 9, type: !97)
!101 = !DILocalVariable(name: "n", arg: 2, scope: !94, file: !2, line: 9, type: !31)
!102 = !DILocalVariable(name: "hi", arg: 4, scope: !94, file: !2, line: 9, type: !51)
!103 = !DILocalVariable(name: "flo", scope: !94, file: !2, line: 9, type: !51)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 9, type: !31)
!105 = distinct !DILexicalBlock(scope: !94, file: !2, line: 9, column: 101)
!106 = !DILocalVariable(name: "mid", scope: !107, file: !2, line: 9, type: !51)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 9, column: 131)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 9, column: 101)
!109 = !DILocalVariable(name: "fm", scope: !107, file: !2, line: 9, type: !51)
!110 = !DILocation(line: 0, scope: !94, inlinedAt: !111)
!111 = distinct !DILocation(line: 16, column: 38, scope: !46)
!112 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!113 = !DILocation(line: 9, column: 156, scope: !107, inlinedAt: !111)
!114 = !DILocation(line: 9, column: 150, scope: !107, inlinedAt: !111)
!115 = !DILocation(line: 0, scope: !107, inlinedAt: !111)
!116 = !DILocalVariable(name: "c", arg: 1, scope: !117, file: !2, line: 6, type: !97)
!117 = distinct !DISubprogram(name: "horner", scope: !2, file: !2, line: 6, type: !118, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!51, !97, !31, !51}
!120 = !{!116, !121, !122, !123, !124}
!121 = !DILocalVariable(name: "n", arg: 2, scope: !117, file: !2, line: 6, type: !31)
!122 = !DILocalVariable(name: "x", arg: 3, scope: !117, file: !2, line: 6, type: !51)
!123 = !DILocalVariable(name: "r", scope: !117, file: !2, line: 6, type: !51)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 6, type: !31)
!125 = distinct !DILexicalBlock(scope: !117, file: !2, line: 6, column: 72)
!126 = !DILocation(line: 0, scope: !117, inlinedAt: !127)
!127 = distinct !DILocation(line: 9, column: 168, scope: !107, inlinedAt: !111)
!128 = !DILocation(line: 0, scope: !125, inlinedAt: !127)
!129 = !DILocation(line: 6, column: 111, scope: !130, inlinedAt: !127)
!130 = distinct !DILexicalBlock(scope: !125, file: !2, line: 6, column: 72)
!131 = !DILocation(line: 9, column: 195, scope: !132, inlinedAt: !111)
!132 = distinct !DILexicalBlock(scope: !107, file: !2, line: 9, column: 191)
!133 = !DILocation(line: 9, column: 200, scope: !132, inlinedAt: !111)
!134 = !DILocation(line: 9, column: 127, scope: !108, inlinedAt: !111)
!135 = !DILocation(line: 9, column: 119, scope: !108, inlinedAt: !111)
!136 = !DILocation(line: 9, column: 101, scope: !105, inlinedAt: !111)
!137 = distinct !{!137, !136, !138, !139}
!138 = !DILocation(line: 9, column: 253, scope: !105, inlinedAt: !111)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DILocation(line: 9, column: 272, scope: !94, inlinedAt: !111)
!141 = !DILocation(line: 9, column: 266, scope: !94, inlinedAt: !111)
!142 = !DILocation(line: 16, column: 5, scope: !46)
!143 = !DILocation(line: 17, column: 5, scope: !46)
!144 = !DILocation(line: 17, column: 28, scope: !46)
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !66)
!148 = !DILocation(line: 17, column: 58, scope: !66)
!149 = !DILocalVariable(name: "c", arg: 1, scope: !150, file: !2, line: 8, type: !97)
!150 = distinct !DISubprogram(name: "newton", scope: !2, file: !2, line: 8, type: !151, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !154)
!151 = !DISubroutineType(types: !152)
!152 = !{!31, !97, !31, !51, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!154 = !{!149, !155, !156, !157, !158, !162, !163, !165, !168, !169}
!155 = !DILocalVariable(name: "n", arg: 2, scope: !150, file: !2, line: 8, type: !31)
!156 = !DILocalVariable(name: "x0", arg: 3, scope: !150, file: !2, line: 8, type: !51)
!157 = !DILocalVariable(name: "root", arg: 4, scope: !150, file: !2, line: 8, type: !153)
!158 = !DILocalVariable(name: "d", scope: !150, file: !2, line: 8, type: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1024, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 16)
!162 = !DILocalVariable(name: "x", scope: !150, file: !2, line: 8, type: !51)
!163 = !DILocalVariable(name: "it", scope: !164, file: !2, line: 8, type: !31)
!164 = distinct !DILexicalBlock(scope: !150, file: !2, line: 8, column: 115)
!165 = !DILocalVariable(name: "fx", scope: !166, file: !2, line: 8, type: !51)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 8, column: 148)
!167 = distinct !DILexicalBlock(scope: !164, file: !2, line: 8, column: 115)
!168 = !DILocalVariable(name: "dfx", scope: !166, file: !2, line: 8, type: !51)
!169 = !DILocalVariable(name: "nx", scope: !166, file: !2, line: 8, type: !51)
!170 = !DILocation(line: 0, scope: !150, inlinedAt: !171)
!171 = distinct !DILocation(line: 15, column: 66, scope: !55)
!172 = !DILocation(line: 8, column: 115, scope: !164, inlinedAt: !171)
!173 = !DILocation(line: 0, scope: !164, inlinedAt: !171)
!174 = !DILocation(line: 0, scope: !117, inlinedAt: !175)
!175 = distinct !DILocation(line: 8, column: 162, scope: !166, inlinedAt: !171)
!176 = !DILocation(line: 0, scope: !125, inlinedAt: !175)
!177 = !DILocation(line: 0, scope: !125, inlinedAt: !178)
!178 = distinct !DILocation(line: 8, column: 185, scope: !166, inlinedAt: !171)
!179 = !DILocation(line: 0, scope: !117, inlinedAt: !178)
!180 = !DILocation(line: 6, column: 111, scope: !130, inlinedAt: !178)
!181 = !DILocation(line: 0, scope: !166, inlinedAt: !171)
!182 = !DILocation(line: 8, column: 214, scope: !183, inlinedAt: !171)
!183 = distinct !DILexicalBlock(scope: !166, file: !2, line: 8, column: 210)
!184 = !DILocation(line: 8, column: 210, scope: !166, inlinedAt: !171)
!185 = !DILocation(line: 6, column: 111, scope: !130, inlinedAt: !175)
!186 = !DILocation(line: 8, column: 250, scope: !166, inlinedAt: !171)
!187 = !DILocation(line: 8, column: 245, scope: !166, inlinedAt: !171)
!188 = !DILocation(line: 8, column: 269, scope: !189, inlinedAt: !171)
!189 = distinct !DILexicalBlock(scope: !166, file: !2, line: 8, column: 261)
!190 = !DILocation(line: 8, column: 261, scope: !189, inlinedAt: !171)
!191 = !DILocation(line: 8, column: 274, scope: !189, inlinedAt: !171)
!192 = !DILocation(line: 8, column: 261, scope: !166, inlinedAt: !171)
!193 = !DILocation(line: 8, column: 144, scope: !167, inlinedAt: !171)
!194 = !DILocation(line: 8, column: 135, scope: !167, inlinedAt: !171)
!195 = distinct !{!195, !172, !196, !139}
!196 = !DILocation(line: 8, column: 318, scope: !164, inlinedAt: !171)
!197 = !DILocation(line: 8, scope: !150, inlinedAt: !171)
!198 = !DILocation(line: 15, column: 88, scope: !55)
!199 = !DILocation(line: 15, column: 37, scope: !56)
!200 = !DILocation(line: 15, column: 28, scope: !56)
!201 = distinct !{!201, !92, !202, !139}
!202 = !DILocation(line: 15, column: 149, scope: !53)
!203 = !DILocation(line: 18, column: 5, scope: !46)
!204 = !DILocation(line: 0, scope: !73)
!205 = !DILocation(line: 18, column: 26, scope: !73)
!206 = !DILocation(line: 18, column: 44, scope: !207)
!207 = distinct !DILexicalBlock(scope: !73, file: !2, line: 18, column: 26)
!208 = !DILocation(line: 17, column: 89, scope: !68)
!209 = !DILocalVariable(name: "a", arg: 1, scope: !210, file: !2, line: 10, type: !97)
!210 = distinct !DISubprogram(name: "pmul", scope: !2, file: !2, line: 10, type: !211, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!31, !97, !31, !97, !31, !153}
!213 = !{!209, !214, !215, !216, !217, !218, !220, !222}
!214 = !DILocalVariable(name: "na", arg: 2, scope: !210, file: !2, line: 10, type: !31)
!215 = !DILocalVariable(name: "b", arg: 3, scope: !210, file: !2, line: 10, type: !97)
!216 = !DILocalVariable(name: "nb", arg: 4, scope: !210, file: !2, line: 10, type: !31)
!217 = !DILocalVariable(name: "r", arg: 5, scope: !210, file: !2, line: 10, type: !153)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 10, type: !31)
!219 = distinct !DILexicalBlock(scope: !210, file: !2, line: 10, column: 80)
!220 = !DILocalVariable(name: "i", scope: !221, file: !2, line: 10, type: !31)
!221 = distinct !DILexicalBlock(scope: !210, file: !2, line: 10, column: 125)
!222 = !DILocalVariable(name: "j", scope: !223, file: !2, line: 10, type: !31)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 10, column: 155)
!224 = distinct !DILexicalBlock(scope: !221, file: !2, line: 10, column: 125)
!225 = !DILocation(line: 0, scope: !210, inlinedAt: !226)
!226 = distinct !DILocation(line: 17, column: 111, scope: !68)
!227 = !DILocation(line: 0, scope: !219, inlinedAt: !226)
!228 = !DILocation(line: 10, column: 98, scope: !229, inlinedAt: !226)
!229 = distinct !DILexicalBlock(scope: !219, file: !2, line: 10, column: 80)
!230 = !DILocation(line: 10, column: 80, scope: !219, inlinedAt: !226)
!231 = !DILocation(line: 10, column: 120, scope: !229, inlinedAt: !226)
!232 = !{!233, !233, i64 0}
!233 = !{!"double", !234, i64 0}
!234 = !{!"omnipotent char", !235, i64 0}
!235 = !{!"Simple C/C++ TBAA"}
!236 = !DILocation(line: 0, scope: !221, inlinedAt: !226)
!237 = !DILocation(line: 10, column: 143, scope: !224, inlinedAt: !226)
!238 = !DILocation(line: 10, column: 125, scope: !221, inlinedAt: !226)
!239 = !DILocation(line: 10, column: 194, scope: !240, inlinedAt: !226)
!240 = distinct !DILexicalBlock(scope: !223, file: !2, line: 10, column: 155)
!241 = !DILocation(line: 0, scope: !223, inlinedAt: !226)
!242 = !DILocation(line: 10, column: 197, scope: !240, inlinedAt: !226)
!243 = !DILocation(line: 10, column: 185, scope: !240, inlinedAt: !226)
!244 = !DILocation(line: 10, column: 189, scope: !240, inlinedAt: !226)
!245 = distinct !{!245, !238, !246, !139}
!246 = !DILocation(line: 10, column: 207, scope: !221, inlinedAt: !226)
!247 = !DILocation(line: 17, column: 156, scope: !248)
!248 = distinct !DILexicalBlock(scope: !71, file: !2, line: 17, column: 138)
!249 = !DILocation(line: 0, scope: !71)
!250 = !DILocation(line: 17, column: 138, scope: !71)
!251 = !DILocation(line: 17, column: 186, scope: !69)
!252 = !DILocation(line: 17, column: 83, scope: !69)
!253 = !DILocation(line: 17, column: 76, scope: !69)
!254 = distinct !{!254, !148, !255, !139}
!255 = !DILocation(line: 17, column: 186, scope: !66)
!256 = !DILocation(line: 17, column: 176, scope: !248)
!257 = !DILocation(line: 18, column: 80, scope: !46)
!258 = !DILocation(line: 20, column: 5, scope: !46)
!259 = distinct !DIAssignID()
!260 = !DILocation(line: 0, scope: !150, inlinedAt: !261)
!261 = distinct !DILocation(line: 21, column: 43, scope: !46)
!262 = !DILocation(line: 8, column: 115, scope: !164, inlinedAt: !261)
!263 = !DILocation(line: 18, column: 71, scope: !207)
!264 = !DILocation(line: 18, column: 57, scope: !207)
!265 = !DILocation(line: 18, column: 53, scope: !207)
!266 = distinct !{!266, !205, !267, !139}
!267 = !DILocation(line: 18, column: 77, scope: !73)
!268 = !DILocation(line: 0, scope: !164, inlinedAt: !261)
!269 = !DILocation(line: 0, scope: !117, inlinedAt: !270)
!270 = distinct !DILocation(line: 8, column: 162, scope: !166, inlinedAt: !261)
!271 = !DILocation(line: 0, scope: !125, inlinedAt: !270)
!272 = !DILocation(line: 6, column: 111, scope: !130, inlinedAt: !270)
!273 = !DILocation(line: 0, scope: !125, inlinedAt: !274)
!274 = distinct !DILocation(line: 8, column: 185, scope: !166, inlinedAt: !261)
!275 = !DILocation(line: 0, scope: !117, inlinedAt: !274)
!276 = !DILocation(line: 0, scope: !166, inlinedAt: !261)
!277 = !DILocation(line: 8, column: 214, scope: !183, inlinedAt: !261)
!278 = !DILocation(line: 8, column: 210, scope: !166, inlinedAt: !261)
!279 = !DILocation(line: 8, column: 250, scope: !166, inlinedAt: !261)
!280 = !DILocation(line: 8, column: 245, scope: !166, inlinedAt: !261)
!281 = !DILocation(line: 8, column: 269, scope: !189, inlinedAt: !261)
!282 = !DILocation(line: 8, column: 261, scope: !189, inlinedAt: !261)
!283 = !DILocation(line: 8, column: 274, scope: !189, inlinedAt: !261)
!284 = !DILocation(line: 8, column: 261, scope: !166, inlinedAt: !261)
!285 = distinct !{!285, !262, !286, !139}
!286 = !DILocation(line: 8, column: 318, scope: !164, inlinedAt: !261)
!287 = !DILocation(line: 21, column: 64, scope: !46)
!288 = !DILocation(line: 22, column: 20, scope: !46)
!289 = !DILocation(line: 22, column: 12, scope: !46)
!290 = !DILocation(line: 23, column: 1, scope: !46)
!291 = !DISubprogram(name: "printf", scope: !292, file: !292, line: 356, type: !293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!293 = !DISubroutineType(types: !294)
!294 = !{!31, !295, null}
!295 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
