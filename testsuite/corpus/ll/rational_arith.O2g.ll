; ModuleID = 'programs/rational_arith.c'
source_filename = "programs/rational_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Q = type { i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"H20 = \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"golden cf = \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"  ~ %.15f\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"B%d = \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"B1 = \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [16 x i8] c"egyptian 4/13 =\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [8 x i8] c" 1/%lld\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [14 x i8] c"cf(355/113) =\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [13 x i8] c"%s%lld/%lld\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !62 {
  %1 = alloca [21 x %struct.Q], align 16, !DIAssignID !113
    #dbg_assign(i1 undef, !82, !DIExpression(), !113, ptr %1, !DIExpression(), !114)
  %2 = alloca [16 x i8], align 16, !DIAssignID !115
    #dbg_assign(i1 undef, !95, !DIExpression(), !115, ptr %2, !DIExpression(), !116)
  %3 = alloca [20 x i64], align 16, !DIAssignID !117
    #dbg_assign(i1 undef, !102, !DIExpression(), !117, ptr %3, !DIExpression(), !114)
    #dbg_value(i64 0, !118, !DIExpression(), !126)
    #dbg_value(i64 1, !123, !DIExpression(), !126)
    #dbg_value(i64 poison, !118, !DIExpression(), !126)
    #dbg_value(i64 1, !123, !DIExpression(), !126)
    #dbg_value(i64 poison, !128, !DIExpression(), !136)
    #dbg_value(i64 1, !133, !DIExpression(), !136)
    #dbg_value(i64 0, !128, !DIExpression(), !136)
    #dbg_value(i64 poison, !133, !DIExpression(), !136)
    #dbg_value(i64 0, !128, !DIExpression(), !136)
    #dbg_value(i64 0, !128, !DIExpression(), !136)
    #dbg_value(i64 1, !133, !DIExpression(), !136)
    #dbg_value(i64 0, !134, !DIExpression(), !138)
    #dbg_value(i64 1, !128, !DIExpression(), !136)
    #dbg_value(i64 0, !133, !DIExpression(), !136)
    #dbg_value(i64 0, !118, !DIExpression(), !126)
    #dbg_value(i64 0, !128, !DIExpression(), !136)
    #dbg_value(i64 1, !124, !DIExpression(), !126)
    #dbg_value(i64 1, !124, !DIExpression(), !126)
    #dbg_value(i64 0, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !126)
    #dbg_value(i64 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i32 1, !77, !DIExpression(), !139)
    #dbg_value(i64 1, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 0, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
  br label %6, !dbg !140

4:                                                ; preds = %43
    #dbg_value(i64 %49, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !149)
    #dbg_value(i64 %50, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149)
    #dbg_value(ptr @.str, !148, !DIExpression(), !149)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, i64 noundef %49, i64 noundef %50), !dbg !151
    #dbg_value(i64 1, !118, !DIExpression(), !152)
    #dbg_value(i64 1, !123, !DIExpression(), !152)
    #dbg_value(i64 poison, !118, !DIExpression(), !152)
    #dbg_value(i64 1, !123, !DIExpression(), !152)
    #dbg_value(i64 poison, !128, !DIExpression(), !154)
    #dbg_value(i64 1, !133, !DIExpression(), !154)
    #dbg_value(i64 1, !128, !DIExpression(), !154)
    #dbg_value(i64 poison, !133, !DIExpression(), !154)
    #dbg_value(i64 1, !128, !DIExpression(), !154)
    #dbg_value(i64 1, !128, !DIExpression(), !154)
    #dbg_value(i64 1, !133, !DIExpression(), !154)
    #dbg_value(i64 0, !134, !DIExpression(), !156)
    #dbg_value(i64 1, !128, !DIExpression(), !154)
    #dbg_value(i64 0, !133, !DIExpression(), !154)
    #dbg_value(i64 1, !118, !DIExpression(), !152)
    #dbg_value(i64 1, !128, !DIExpression(), !154)
    #dbg_value(i64 1, !124, !DIExpression(), !152)
    #dbg_value(i64 1, !124, !DIExpression(), !152)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !152)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !152)
    #dbg_value(i64 poison, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 poison, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i32 0, !80, !DIExpression(), !157)
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 1, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
  br label %53, !dbg !158

6:                                                ; preds = %0, %43
  %7 = phi i64 [ 1, %0 ], [ %51, %43 ]
  %8 = phi i64 [ 1, %0 ], [ %50, %43 ]
  %9 = phi i64 [ 0, %0 ], [ %49, %43 ]
    #dbg_value(i64 %8, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %9, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %7, !77, !DIExpression(), !139)
    #dbg_value(i64 1, !118, !DIExpression(), !159)
    #dbg_value(i64 %7, !123, !DIExpression(), !159)
    #dbg_value(i64 poison, !118, !DIExpression(), !159)
    #dbg_value(i64 %7, !123, !DIExpression(), !159)
    #dbg_value(i64 poison, !128, !DIExpression(), !162)
    #dbg_value(i64 %7, !133, !DIExpression(), !162)
    #dbg_value(i64 1, !128, !DIExpression(), !162)
    #dbg_value(i64 poison, !133, !DIExpression(), !162)
    #dbg_value(i64 1, !128, !DIExpression(), !162)
  br label %10, !dbg !164

10:                                               ; preds = %6, %10
  %11 = phi i64 [ %12, %10 ], [ 1, %6 ]
  %12 = phi i64 [ %13, %10 ], [ %7, %6 ]
    #dbg_value(i64 %11, !128, !DIExpression(), !162)
    #dbg_value(i64 %12, !133, !DIExpression(), !162)
  %13 = urem i64 %11, %12, !dbg !165
    #dbg_value(i64 %13, !134, !DIExpression(), !166)
    #dbg_value(i64 %12, !128, !DIExpression(), !162)
    #dbg_value(i64 %13, !133, !DIExpression(), !162)
  %14 = icmp eq i64 %13, 0, !dbg !164
  br i1 %14, label %15, label %10, !dbg !164, !llvm.loop !167

15:                                               ; preds = %10
    #dbg_value(i64 1, !118, !DIExpression(), !159)
    #dbg_value(i64 1, !128, !DIExpression(), !162)
    #dbg_value(i64 %12, !124, !DIExpression(), !159)
    #dbg_value(i64 %12, !124, !DIExpression(), !159)
  %16 = add i64 %12, 1, !dbg !170
  %17 = icmp ult i64 %16, 3, !dbg !170
  %18 = select i1 %17, i64 %12, i64 0, !dbg !170
    #dbg_value(i64 %18, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !159)
  %19 = udiv i64 %7, %12, !dbg !171
    #dbg_value(i64 %19, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !159)
    #dbg_value(i64 %9, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(i64 %8, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(i64 %18, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(i64 %19, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(i64 %8, !128, !DIExpression(), !181)
    #dbg_value(i64 %19, !133, !DIExpression(), !181)
  %20 = tail call i64 @llvm.abs.i64(i64 %8, i1 true), !dbg !183
    #dbg_value(i64 %20, !128, !DIExpression(), !181)
    #dbg_value(i64 poison, !133, !DIExpression(), !181)
    #dbg_value(i64 %20, !128, !DIExpression(), !181)
  %21 = icmp ugt i64 %12, %7, !dbg !184
  br i1 %21, label %27, label %22, !dbg !184

22:                                               ; preds = %15, %22
  %23 = phi i64 [ %24, %22 ], [ %20, %15 ]
  %24 = phi i64 [ %25, %22 ], [ %19, %15 ]
    #dbg_value(i64 %23, !128, !DIExpression(), !181)
    #dbg_value(i64 %24, !133, !DIExpression(), !181)
  %25 = urem i64 %23, %24, !dbg !185
    #dbg_value(i64 %25, !134, !DIExpression(), !186)
    #dbg_value(i64 %24, !128, !DIExpression(), !181)
    #dbg_value(i64 %25, !133, !DIExpression(), !181)
  %26 = icmp eq i64 %25, 0, !dbg !184
  br i1 %26, label %27, label %22, !dbg !184, !llvm.loop !187

27:                                               ; preds = %22, %15
  %28 = phi i64 [ %20, %15 ], [ %24, %22 ], !dbg !189
    #dbg_value(i64 %28, !178, !DIExpression(), !179)
  %29 = sdiv i64 %19, %28, !dbg !190
  %30 = mul nsw i64 %29, %9, !dbg !191
  %31 = sdiv i64 %8, %28, !dbg !192
  %32 = mul nsw i64 %31, %18, !dbg !193
  %33 = add nsw i64 %32, %30, !dbg !194
  %34 = mul nsw i64 %31, %19, !dbg !195
    #dbg_value(i64 %33, !118, !DIExpression(), !196)
    #dbg_value(i64 %34, !123, !DIExpression(), !196)
  %35 = tail call i64 @llvm.abs.i64(i64 %34, i1 true), !dbg !198
    #dbg_value(i64 poison, !118, !DIExpression(), !196)
    #dbg_value(i64 %35, !123, !DIExpression(), !196)
    #dbg_value(i64 poison, !128, !DIExpression(), !199)
    #dbg_value(i64 %35, !133, !DIExpression(), !199)
  %36 = tail call i64 @llvm.abs.i64(i64 %33, i1 true), !dbg !201
    #dbg_value(i64 poison, !133, !DIExpression(), !199)
    #dbg_value(i64 %36, !128, !DIExpression(), !199)
  %37 = icmp eq i64 %34, 0, !dbg !202
  br i1 %37, label %43, label %38, !dbg !202

38:                                               ; preds = %27, %38
  %39 = phi i64 [ %40, %38 ], [ %36, %27 ]
  %40 = phi i64 [ %41, %38 ], [ %35, %27 ]
    #dbg_value(i64 %39, !128, !DIExpression(), !199)
    #dbg_value(i64 %40, !133, !DIExpression(), !199)
  %41 = urem i64 %39, %40, !dbg !203
    #dbg_value(i64 %41, !134, !DIExpression(), !204)
    #dbg_value(i64 %40, !128, !DIExpression(), !199)
    #dbg_value(i64 %41, !133, !DIExpression(), !199)
  %42 = icmp eq i64 %41, 0, !dbg !202
  br i1 %42, label %43, label %38, !dbg !202, !llvm.loop !205

43:                                               ; preds = %38, %27
  %44 = phi i64 [ %36, %27 ], [ %40, %38 ], !dbg !207
  %45 = icmp slt i64 %34, 0, !dbg !208
  %46 = sub nsw i64 0, %33, !dbg !198
  %47 = select i1 %45, i64 %46, i64 %33, !dbg !198
    #dbg_value(i64 %47, !118, !DIExpression(), !196)
    #dbg_value(i64 %47, !128, !DIExpression(), !199)
    #dbg_value(i64 %44, !124, !DIExpression(), !196)
  %48 = tail call i64 @llvm.umax.i64(i64 %44, i64 1), !dbg !210
    #dbg_value(i64 %48, !124, !DIExpression(), !196)
  %49 = sdiv i64 %47, %48, !dbg !211
    #dbg_value(i64 %49, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !196)
  %50 = udiv i64 %35, %48, !dbg !212
    #dbg_value(i64 %50, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !196)
    #dbg_value(i64 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
  %51 = add nuw nsw i64 %7, 1, !dbg !213
    #dbg_value(i64 %50, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %49, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %51, !77, !DIExpression(), !139)
  %52 = icmp eq i64 %51, 21, !dbg !214
  br i1 %52, label %4, label %6, !dbg !140, !llvm.loop !215

53:                                               ; preds = %4, %119
  %54 = phi i64 [ 1, %4 ], [ %126, %119 ]
  %55 = phi i64 [ 1, %4 ], [ %125, %119 ]
  %56 = phi i32 [ 0, %4 ], [ %127, %119 ]
    #dbg_value(i64 %54, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %55, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i32 %56, !80, !DIExpression(), !157)
    #dbg_value(i64 0, !134, !DIExpression(), !217)
    #dbg_value(i64 0, !133, !DIExpression(), !221)
    #dbg_value(i64 1, !118, !DIExpression(), !222)
    #dbg_value(i64 1, !128, !DIExpression(), !221)
    #dbg_value(i64 1, !124, !DIExpression(), !222)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !222)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !222)
    #dbg_value(i64 1, !123, !DIExpression(), !223)
    #dbg_value(i64 0, !134, !DIExpression(), !225)
    #dbg_value(i64 0, !133, !DIExpression(), !227)
    #dbg_value(i64 1, !118, !DIExpression(), !223)
    #dbg_value(i64 1, !128, !DIExpression(), !227)
    #dbg_value(i64 1, !124, !DIExpression(), !223)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !223)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !223)
    #dbg_value(i64 1, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233)
    #dbg_value(i64 1, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233)
    #dbg_value(i64 %55, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233)
    #dbg_value(i64 %54, !231, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233)
    #dbg_value(i64 %54, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233)
    #dbg_value(i64 %55, !232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233)
  %57 = icmp slt i64 %55, 0, !dbg !235
  %58 = sub nsw i64 0, %54, !dbg !237
  %59 = tail call i64 @llvm.abs.i64(i64 %55, i1 true), !dbg !237
  %60 = select i1 %57, i64 %58, i64 %54, !dbg !237
    #dbg_value(i64 %60, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !233)
    #dbg_value(i64 %59, !232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233)
    #dbg_value(i64 1, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(i64 1, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
    #dbg_value(i64 %60, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(i64 %59, !241, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
    #dbg_value(i64 poison, !133, !DIExpression(), !246)
    #dbg_value(i64 1, !128, !DIExpression(), !246)
  %61 = icmp eq i64 %55, 0, !dbg !248
  br i1 %61, label %74, label %69, !dbg !248

62:                                               ; preds = %119
    #dbg_value(i64 %125, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !249)
    #dbg_value(i64 %126, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !249)
    #dbg_value(ptr @.str.1, !148, !DIExpression(), !249)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i64 noundef %125, i64 noundef %126), !dbg !251
  %64 = sitofp i64 %125 to double, !dbg !252
  %65 = uitofp nneg i64 %126 to double, !dbg !253
  %66 = fdiv double %64, %65, !dbg !254
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %66), !dbg !255
  call void @llvm.lifetime.start.p0(i64 336, ptr nonnull %1) #5, !dbg !256
    #dbg_value(i64 1, !123, !DIExpression(), !257)
    #dbg_value(i64 0, !134, !DIExpression(), !259)
    #dbg_value(i64 0, !133, !DIExpression(), !261)
    #dbg_value(i64 1, !118, !DIExpression(), !257)
    #dbg_value(i64 1, !128, !DIExpression(), !261)
    #dbg_value(i64 1, !124, !DIExpression(), !257)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !257)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !257)
  store i64 1, ptr %1, align 16, !dbg !262, !tbaa !263, !DIAssignID !267
  %68 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !262
  store i64 1, ptr %68, align 8, !dbg !262, !tbaa !263, !DIAssignID !268
    #dbg_assign(i64 1, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !267, ptr %1, !DIExpression(), !114)
    #dbg_assign(i64 1, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268, ptr %68, !DIExpression(), !114)
    #dbg_value(i32 1, !86, !DIExpression(), !269)
  br label %129, !dbg !270

69:                                               ; preds = %53, %69
  %70 = phi i64 [ %71, %69 ], [ 1, %53 ]
  %71 = phi i64 [ %72, %69 ], [ %59, %53 ]
    #dbg_value(i64 %70, !128, !DIExpression(), !246)
    #dbg_value(i64 %71, !133, !DIExpression(), !246)
  %72 = urem i64 %70, %71, !dbg !271
    #dbg_value(i64 %72, !134, !DIExpression(), !272)
    #dbg_value(i64 %71, !128, !DIExpression(), !246)
    #dbg_value(i64 %72, !133, !DIExpression(), !246)
  %73 = icmp eq i64 %72, 0, !dbg !248
  br i1 %73, label %74, label %69, !dbg !248, !llvm.loop !273

74:                                               ; preds = %69, %53
  %75 = phi i64 [ 1, %53 ], [ %71, %69 ], !dbg !275
    #dbg_value(i64 %75, !242, !DIExpression(), !244)
    #dbg_value(i64 0, !134, !DIExpression(), !276)
    #dbg_value(i64 1, !128, !DIExpression(), !278)
    #dbg_value(i64 0, !133, !DIExpression(), !278)
    #dbg_value(i64 1, !243, !DIExpression(), !244)
  %76 = freeze i64 %75, !dbg !279
  %77 = tail call i64 @llvm.umax.i64(i64 %76, i64 1), !dbg !279
    #dbg_value(i64 %77, !242, !DIExpression(), !244)
  %78 = add i64 %77, 1, !dbg !280
  %79 = icmp ult i64 %78, 3, !dbg !280
  %80 = select i1 %79, i64 %77, i64 0, !dbg !280
  %81 = mul nsw i64 %60, %80, !dbg !281
  %82 = udiv i64 %59, %77, !dbg !282
    #dbg_value(i64 poison, !118, !DIExpression(), !283)
    #dbg_value(i64 %82, !123, !DIExpression(), !283)
    #dbg_value(i64 poison, !128, !DIExpression(), !285)
    #dbg_value(i64 %82, !133, !DIExpression(), !285)
  %83 = tail call i64 @llvm.abs.i64(i64 %81, i1 true), !dbg !287
    #dbg_value(i64 poison, !133, !DIExpression(), !285)
    #dbg_value(i64 %83, !128, !DIExpression(), !285)
  %84 = icmp ugt i64 %77, %59, !dbg !288
  br i1 %84, label %90, label %85, !dbg !288

85:                                               ; preds = %74, %85
  %86 = phi i64 [ %87, %85 ], [ %83, %74 ]
  %87 = phi i64 [ %88, %85 ], [ %82, %74 ]
    #dbg_value(i64 %86, !128, !DIExpression(), !285)
    #dbg_value(i64 %87, !133, !DIExpression(), !285)
  %88 = urem i64 %86, %87, !dbg !289
    #dbg_value(i64 %88, !134, !DIExpression(), !290)
    #dbg_value(i64 %87, !128, !DIExpression(), !285)
    #dbg_value(i64 %88, !133, !DIExpression(), !285)
  %89 = icmp eq i64 %88, 0, !dbg !288
  br i1 %89, label %90, label %85, !dbg !288, !llvm.loop !291

90:                                               ; preds = %85, %74
  %91 = phi i64 [ %83, %74 ], [ %87, %85 ], !dbg !293
    #dbg_value(i64 %81, !118, !DIExpression(), !283)
    #dbg_value(i64 %81, !128, !DIExpression(), !285)
    #dbg_value(i64 %91, !124, !DIExpression(), !283)
  %92 = tail call i64 @llvm.umax.i64(i64 %91, i64 1), !dbg !294
    #dbg_value(i64 %92, !124, !DIExpression(), !283)
  %93 = sdiv i64 %81, %92, !dbg !295
    #dbg_value(i64 %93, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
  %94 = udiv i64 %82, %92, !dbg !296
    #dbg_value(i64 %94, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
    #dbg_value(i64 1, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !297)
    #dbg_value(i64 1, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !297)
    #dbg_value(i64 %93, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !297)
    #dbg_value(i64 %94, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !297)
    #dbg_value(i64 poison, !133, !DIExpression(), !299)
    #dbg_value(i64 1, !128, !DIExpression(), !299)
  %95 = icmp ugt i64 %92, %82, !dbg !301
  br i1 %95, label %101, label %96, !dbg !301

96:                                               ; preds = %90, %96
  %97 = phi i64 [ %98, %96 ], [ 1, %90 ]
  %98 = phi i64 [ %99, %96 ], [ %94, %90 ]
    #dbg_value(i64 %97, !128, !DIExpression(), !299)
    #dbg_value(i64 %98, !133, !DIExpression(), !299)
  %99 = urem i64 %97, %98, !dbg !302
    #dbg_value(i64 %99, !134, !DIExpression(), !303)
    #dbg_value(i64 %98, !128, !DIExpression(), !299)
    #dbg_value(i64 %99, !133, !DIExpression(), !299)
  %100 = icmp eq i64 %99, 0, !dbg !301
  br i1 %100, label %101, label %96, !dbg !301, !llvm.loop !304

101:                                              ; preds = %96, %90
  %102 = phi i64 [ 1, %90 ], [ %98, %96 ], !dbg !306
    #dbg_value(i64 %102, !178, !DIExpression(), !297)
  %103 = freeze i64 %102, !dbg !307
  %104 = sdiv i64 %94, %103, !dbg !308
  %105 = add i64 %103, 1, !dbg !307
  %106 = icmp ult i64 %105, 3, !dbg !307
  %107 = select i1 %106, i64 %103, i64 0, !dbg !307
  %108 = mul nsw i64 %107, %93, !dbg !309
  %109 = add nsw i64 %108, %104, !dbg !310
  %110 = mul nsw i64 %107, %94, !dbg !311
    #dbg_value(i64 %109, !118, !DIExpression(), !312)
    #dbg_value(i64 %110, !123, !DIExpression(), !312)
  %111 = tail call i64 @llvm.abs.i64(i64 %110, i1 true), !dbg !314
    #dbg_value(i64 poison, !118, !DIExpression(), !312)
    #dbg_value(i64 %111, !123, !DIExpression(), !312)
    #dbg_value(i64 poison, !128, !DIExpression(), !315)
    #dbg_value(i64 %111, !133, !DIExpression(), !315)
  %112 = tail call i64 @llvm.abs.i64(i64 %109, i1 true), !dbg !317
    #dbg_value(i64 poison, !133, !DIExpression(), !315)
    #dbg_value(i64 %112, !128, !DIExpression(), !315)
  %113 = icmp eq i64 %110, 0, !dbg !318
  br i1 %113, label %119, label %114, !dbg !318

114:                                              ; preds = %101, %114
  %115 = phi i64 [ %116, %114 ], [ %112, %101 ]
  %116 = phi i64 [ %117, %114 ], [ %111, %101 ]
    #dbg_value(i64 %115, !128, !DIExpression(), !315)
    #dbg_value(i64 %116, !133, !DIExpression(), !315)
  %117 = urem i64 %115, %116, !dbg !319
    #dbg_value(i64 %117, !134, !DIExpression(), !320)
    #dbg_value(i64 %116, !128, !DIExpression(), !315)
    #dbg_value(i64 %117, !133, !DIExpression(), !315)
  %118 = icmp eq i64 %117, 0, !dbg !318
  br i1 %118, label %119, label %114, !dbg !318, !llvm.loop !321

119:                                              ; preds = %114, %101
  %120 = phi i64 [ %112, %101 ], [ %116, %114 ], !dbg !323
  %121 = icmp slt i64 %110, 0, !dbg !324
  %122 = sub nsw i64 0, %109, !dbg !314
  %123 = select i1 %121, i64 %122, i64 %109, !dbg !314
    #dbg_value(i64 %123, !118, !DIExpression(), !312)
    #dbg_value(i64 %123, !128, !DIExpression(), !315)
    #dbg_value(i64 %120, !124, !DIExpression(), !312)
  %124 = tail call i64 @llvm.umax.i64(i64 %120, i64 1), !dbg !325
    #dbg_value(i64 %124, !124, !DIExpression(), !312)
  %125 = sdiv i64 %123, %124, !dbg !326
    #dbg_value(i64 %125, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !312)
  %126 = udiv i64 %111, %124, !dbg !327
    #dbg_value(i64 %126, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !312)
    #dbg_value(i64 poison, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 poison, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
  %127 = add nuw nsw i32 %56, 1, !dbg !328
    #dbg_value(i64 %126, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %125, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i32 %127, !80, !DIExpression(), !157)
  %128 = icmp eq i32 %127, 30, !dbg !329
  br i1 %128, label %62, label %53, !dbg !158, !llvm.loop !330

129:                                              ; preds = %62, %134
  %130 = phi i64 [ 1, %62 ], [ %133, %134 ]
    #dbg_value(i64 %130, !86, !DIExpression(), !269)
    #dbg_value(i64 poison, !118, !DIExpression(), !332)
    #dbg_value(i64 1, !123, !DIExpression(), !332)
    #dbg_value(i64 0, !134, !DIExpression(), !334)
    #dbg_value(i64 1, !128, !DIExpression(), !336)
    #dbg_value(i64 0, !133, !DIExpression(), !336)
  %131 = getelementptr inbounds [21 x %struct.Q], ptr %1, i64 0, i64 %130, !dbg !337
    #dbg_value(i64 0, !118, !DIExpression(), !332)
    #dbg_value(i64 0, !128, !DIExpression(), !336)
    #dbg_value(i64 1, !124, !DIExpression(), !332)
    #dbg_value(i64 0, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !332)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !332)
  store i64 0, ptr %131, align 16, !dbg !338, !tbaa !263
  %132 = getelementptr inbounds i8, ptr %131, i64 8, !dbg !338
  store i64 1, ptr %132, align 8, !dbg !338, !tbaa !263
    #dbg_value(i64 1, !88, !DIExpression(), !339)
    #dbg_value(i32 0, !91, !DIExpression(), !340)
  %133 = add nuw nsw i64 %130, 1, !dbg !341
  br label %205, !dbg !342

134:                                              ; preds = %298
    #dbg_value(i64 %133, !86, !DIExpression(), !269)
  %135 = icmp eq i64 %133, 21, !dbg !343
  br i1 %135, label %136, label %129, !dbg !270, !llvm.loop !344

136:                                              ; preds = %134
    #dbg_value(i64 0, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %137 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 0) #5, !dbg !348
  %138 = load i64, ptr %1, align 16, !dbg !349
    #dbg_value(i64 %138, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 1, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
    #dbg_value(ptr %2, !148, !DIExpression(), !350)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %138, i64 noundef 1), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 2, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %140 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 2) #5, !dbg !348
  %141 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !354
  %142 = load i64, ptr %141, align 16, !dbg !349
  %143 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !349
  %144 = load i64, ptr %143, align 8, !dbg !349
    #dbg_value(i64 %142, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %144, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %142, i64 noundef %144), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 4, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %146 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 4) #5, !dbg !348
  %147 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !354
  %148 = load i64, ptr %147, align 16, !dbg !349
  %149 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !349
  %150 = load i64, ptr %149, align 8, !dbg !349
    #dbg_value(i64 %148, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %150, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %148, i64 noundef %150), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 6, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %152 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 6) #5, !dbg !348
  %153 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !354
  %154 = load i64, ptr %153, align 16, !dbg !349
  %155 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !349
  %156 = load i64, ptr %155, align 8, !dbg !349
    #dbg_value(i64 %154, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %156, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %154, i64 noundef %156), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 8, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %158 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 8) #5, !dbg !348
  %159 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !354
  %160 = load i64, ptr %159, align 16, !dbg !349
  %161 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !349
  %162 = load i64, ptr %161, align 8, !dbg !349
    #dbg_value(i64 %160, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %162, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %160, i64 noundef %162), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 10, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %164 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 10) #5, !dbg !348
  %165 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !354
  %166 = load i64, ptr %165, align 16, !dbg !349
  %167 = getelementptr inbounds i8, ptr %1, i64 168, !dbg !349
  %168 = load i64, ptr %167, align 8, !dbg !349
    #dbg_value(i64 %166, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %168, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %166, i64 noundef %168), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 12, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %170 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 12) #5, !dbg !348
  %171 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !354
  %172 = load i64, ptr %171, align 16, !dbg !349
  %173 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !349
  %174 = load i64, ptr %173, align 8, !dbg !349
    #dbg_value(i64 %172, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %174, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %172, i64 noundef %174), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 14, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %176 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 14) #5, !dbg !348
  %177 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !354
  %178 = load i64, ptr %177, align 16, !dbg !349
  %179 = getelementptr inbounds i8, ptr %1, i64 232, !dbg !349
  %180 = load i64, ptr %179, align 8, !dbg !349
    #dbg_value(i64 %178, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %180, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %178, i64 noundef %180), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 16, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %182 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 16) #5, !dbg !348
  %183 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !354
  %184 = load i64, ptr %183, align 16, !dbg !349
  %185 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !349
  %186 = load i64, ptr %185, align 8, !dbg !349
    #dbg_value(i64 %184, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %186, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %184, i64 noundef %186), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 18, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %188 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 18) #5, !dbg !348
  %189 = getelementptr inbounds i8, ptr %1, i64 288, !dbg !354
  %190 = load i64, ptr %189, align 16, !dbg !349
  %191 = getelementptr inbounds i8, ptr %1, i64 296, !dbg !349
  %192 = load i64, ptr %191, align 8, !dbg !349
    #dbg_value(i64 %190, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %192, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %190, i64 noundef %192), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 20, !93, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !347
  %194 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 20) #5, !dbg !348
  %195 = getelementptr inbounds i8, ptr %1, i64 320, !dbg !354
  %196 = load i64, ptr %195, align 16, !dbg !349
  %197 = getelementptr inbounds i8, ptr %1, i64 328, !dbg !349
  %198 = load i64, ptr %197, align 8, !dbg !349
    #dbg_value(i64 %196, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !350)
    #dbg_value(i64 %198, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !350)
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %2, i64 noundef %196, i64 noundef %198), !dbg !352
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !353
    #dbg_value(i64 22, !93, !DIExpression(), !346)
  %200 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !355
  %201 = load i64, ptr %200, align 16, !dbg !356
  %202 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !356
  %203 = load i64, ptr %202, align 8, !dbg !356
    #dbg_value(i64 %201, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !357)
    #dbg_value(i64 %203, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !357)
    #dbg_value(ptr @.str.4, !148, !DIExpression(), !357)
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i64 noundef %201, i64 noundef %203), !dbg !359
    #dbg_value(i64 poison, !118, !DIExpression(), !360)
    #dbg_value(i64 13, !123, !DIExpression(), !360)
    #dbg_value(i64 poison, !133, !DIExpression(), !362)
    #dbg_value(i64 4, !128, !DIExpression(), !362)
  br label %308

205:                                              ; preds = %129, %298
  %206 = phi i64 [ 0, %129 ], [ %305, %298 ]
  %207 = phi i64 [ 1, %129 ], [ %306, %298 ]
  %208 = phi i64 [ 0, %129 ], [ %301, %298 ]
  %209 = phi i64 [ 1, %129 ], [ %302, %298 ]
    #dbg_value(i64 %207, !88, !DIExpression(), !339)
    #dbg_value(i64 %206, !91, !DIExpression(), !340)
  %210 = sub nsw i64 %133, %206, !dbg !364
    #dbg_value(i64 %207, !118, !DIExpression(), !367)
    #dbg_value(i64 %210, !123, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !367)
  %211 = trunc nsw i64 %210 to i32, !dbg !369
  %212 = tail call i32 @llvm.abs.i32(i32 %211, i1 false), !dbg !369
  %213 = zext i32 %212 to i64, !dbg !369
    #dbg_value(i64 poison, !118, !DIExpression(), !367)
    #dbg_value(i64 %213, !123, !DIExpression(), !367)
    #dbg_value(i64 poison, !128, !DIExpression(), !370)
    #dbg_value(i64 %213, !133, !DIExpression(), !370)
  %214 = tail call i64 @llvm.abs.i64(i64 %207, i1 true), !dbg !372
    #dbg_value(i64 poison, !133, !DIExpression(), !370)
    #dbg_value(i64 %214, !128, !DIExpression(), !370)
  br label %215, !dbg !373

215:                                              ; preds = %205, %215
  %216 = phi i64 [ %217, %215 ], [ %214, %205 ]
  %217 = phi i64 [ %218, %215 ], [ %213, %205 ]
    #dbg_value(i64 %216, !128, !DIExpression(), !370)
    #dbg_value(i64 %217, !133, !DIExpression(), !370)
  %218 = urem i64 %216, %217, !dbg !374
    #dbg_value(i64 %218, !134, !DIExpression(), !375)
    #dbg_value(i64 %217, !128, !DIExpression(), !370)
    #dbg_value(i64 %218, !133, !DIExpression(), !370)
  %219 = icmp eq i64 %218, 0, !dbg !373
  br i1 %219, label %220, label %215, !dbg !373, !llvm.loop !376

220:                                              ; preds = %215
  %221 = icmp slt i64 %210, 0, !dbg !378
  %222 = sub nsw i64 0, %207, !dbg !369
  %223 = select i1 %221, i64 %222, i64 %207, !dbg !369
    #dbg_value(i64 %223, !118, !DIExpression(), !367)
    #dbg_value(i64 %223, !128, !DIExpression(), !370)
    #dbg_value(i64 %217, !124, !DIExpression(), !367)
  %224 = tail call i64 @llvm.umax.i64(i64 %217, i64 1), !dbg !379
    #dbg_value(i64 %224, !124, !DIExpression(), !367)
  %225 = sdiv i64 %223, %224, !dbg !380
    #dbg_value(i64 %225, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !367)
  %226 = udiv i64 %213, %224, !dbg !381
    #dbg_value(i64 %226, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !367)
  %227 = getelementptr inbounds [21 x %struct.Q], ptr %1, i64 0, i64 %206, !dbg !382
  %228 = load i64, ptr %227, align 16, !dbg !383
  %229 = getelementptr inbounds i8, ptr %227, i64 8, !dbg !383
  %230 = load i64, ptr %229, align 8, !dbg !383
    #dbg_value(i64 %225, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !384)
    #dbg_value(i64 %226, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !384)
    #dbg_value(i64 %228, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !384)
    #dbg_value(i64 %230, !241, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !384)
    #dbg_value(i64 %225, !128, !DIExpression(), !386)
    #dbg_value(i64 %230, !133, !DIExpression(), !386)
  %231 = tail call i64 @llvm.abs.i64(i64 %225, i1 true), !dbg !388
    #dbg_value(i64 poison, !133, !DIExpression(), !386)
    #dbg_value(i64 %231, !128, !DIExpression(), !386)
  %232 = icmp eq i64 %230, 0, !dbg !389
  br i1 %232, label %240, label %233, !dbg !389

233:                                              ; preds = %220
  %234 = tail call i64 @llvm.abs.i64(i64 %230, i1 true), !dbg !390
    #dbg_value(i64 %234, !133, !DIExpression(), !386)
  br label %235, !dbg !389

235:                                              ; preds = %235, %233
  %236 = phi i64 [ %237, %235 ], [ %231, %233 ]
  %237 = phi i64 [ %238, %235 ], [ %234, %233 ]
    #dbg_value(i64 %236, !128, !DIExpression(), !386)
    #dbg_value(i64 %237, !133, !DIExpression(), !386)
  %238 = urem i64 %236, %237, !dbg !391
    #dbg_value(i64 %238, !134, !DIExpression(), !392)
    #dbg_value(i64 %237, !128, !DIExpression(), !386)
    #dbg_value(i64 %238, !133, !DIExpression(), !386)
  %239 = icmp eq i64 %238, 0, !dbg !389
  br i1 %239, label %240, label %235, !dbg !389, !llvm.loop !393

240:                                              ; preds = %235, %220
  %241 = phi i64 [ %231, %220 ], [ %237, %235 ], !dbg !395
    #dbg_value(i64 %241, !242, !DIExpression(), !384)
    #dbg_value(i64 %228, !128, !DIExpression(), !396)
    #dbg_value(i64 %226, !133, !DIExpression(), !396)
  %242 = tail call i64 @llvm.abs.i64(i64 %228, i1 true), !dbg !398
    #dbg_value(i64 poison, !133, !DIExpression(), !396)
    #dbg_value(i64 %242, !128, !DIExpression(), !396)
  %243 = icmp ugt i64 %224, %213, !dbg !399
  br i1 %243, label %249, label %244, !dbg !399

244:                                              ; preds = %240, %244
  %245 = phi i64 [ %246, %244 ], [ %242, %240 ]
  %246 = phi i64 [ %247, %244 ], [ %226, %240 ]
    #dbg_value(i64 %245, !128, !DIExpression(), !396)
    #dbg_value(i64 %246, !133, !DIExpression(), !396)
  %247 = urem i64 %245, %246, !dbg !400
    #dbg_value(i64 %247, !134, !DIExpression(), !401)
    #dbg_value(i64 %246, !128, !DIExpression(), !396)
    #dbg_value(i64 %247, !133, !DIExpression(), !396)
  %248 = icmp eq i64 %247, 0, !dbg !399
  br i1 %248, label %249, label %244, !dbg !399, !llvm.loop !402

249:                                              ; preds = %244, %240
  %250 = phi i64 [ %242, %240 ], [ %246, %244 ], !dbg !404
    #dbg_value(i64 %250, !243, !DIExpression(), !384)
  %251 = tail call i64 @llvm.umax.i64(i64 %241, i64 1), !dbg !405
    #dbg_value(i64 %251, !242, !DIExpression(), !384)
  %252 = tail call i64 @llvm.umax.i64(i64 %250, i64 1), !dbg !406
    #dbg_value(i64 %252, !243, !DIExpression(), !384)
  %253 = sdiv i64 %225, %251, !dbg !407
  %254 = sdiv i64 %228, %252, !dbg !408
  %255 = mul nsw i64 %254, %253, !dbg !409
  %256 = sdiv i64 %226, %252, !dbg !410
  %257 = sdiv i64 %230, %251, !dbg !411
  %258 = mul nsw i64 %257, %256, !dbg !412
    #dbg_value(i64 %255, !118, !DIExpression(), !413)
    #dbg_value(i64 %258, !123, !DIExpression(), !413)
  %259 = tail call i64 @llvm.abs.i64(i64 %258, i1 true), !dbg !415
    #dbg_value(i64 poison, !118, !DIExpression(), !413)
    #dbg_value(i64 %259, !123, !DIExpression(), !413)
    #dbg_value(i64 poison, !128, !DIExpression(), !416)
    #dbg_value(i64 %259, !133, !DIExpression(), !416)
  %260 = tail call i64 @llvm.abs.i64(i64 %255, i1 true), !dbg !418
    #dbg_value(i64 poison, !133, !DIExpression(), !416)
    #dbg_value(i64 %260, !128, !DIExpression(), !416)
  %261 = icmp eq i64 %258, 0, !dbg !419
  br i1 %261, label %267, label %262, !dbg !419

262:                                              ; preds = %249, %262
  %263 = phi i64 [ %264, %262 ], [ %260, %249 ]
  %264 = phi i64 [ %265, %262 ], [ %259, %249 ]
    #dbg_value(i64 %263, !128, !DIExpression(), !416)
    #dbg_value(i64 %264, !133, !DIExpression(), !416)
  %265 = urem i64 %263, %264, !dbg !420
    #dbg_value(i64 %265, !134, !DIExpression(), !421)
    #dbg_value(i64 %264, !128, !DIExpression(), !416)
    #dbg_value(i64 %265, !133, !DIExpression(), !416)
  %266 = icmp eq i64 %265, 0, !dbg !419
  br i1 %266, label %267, label %262, !dbg !419, !llvm.loop !422

267:                                              ; preds = %262, %249
  %268 = phi i64 [ %260, %249 ], [ %264, %262 ], !dbg !424
  %269 = icmp slt i64 %258, 0, !dbg !425
  %270 = sub nsw i64 0, %255, !dbg !415
  %271 = select i1 %269, i64 %270, i64 %255, !dbg !415
    #dbg_value(i64 %271, !118, !DIExpression(), !413)
    #dbg_value(i64 %271, !128, !DIExpression(), !416)
    #dbg_value(i64 %268, !124, !DIExpression(), !413)
  %272 = tail call i64 @llvm.umax.i64(i64 %268, i64 1), !dbg !426
    #dbg_value(i64 %272, !124, !DIExpression(), !413)
  %273 = sdiv i64 %271, %272, !dbg !427
    #dbg_value(i64 %273, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !413)
  %274 = udiv i64 %259, %272, !dbg !428
    #dbg_value(i64 %274, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !413)
    #dbg_value(i64 %208, !429, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !433)
    #dbg_value(i64 %209, !429, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(i64 %274, !432, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
    #dbg_value(!DIArgList(i64 0, i64 %273), !432, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !433)
    #dbg_value(i64 %208, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !435)
    #dbg_value(i64 %209, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !435)
    #dbg_value(!DIArgList(i64 0, i64 %273), !177, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !435)
    #dbg_value(i64 %274, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !435)
    #dbg_value(i64 %209, !128, !DIExpression(), !437)
    #dbg_value(i64 %274, !133, !DIExpression(), !437)
  %275 = tail call i64 @llvm.abs.i64(i64 %209, i1 true), !dbg !439
    #dbg_value(i64 poison, !133, !DIExpression(), !437)
    #dbg_value(i64 %275, !128, !DIExpression(), !437)
  %276 = icmp ugt i64 %272, %259, !dbg !440
  br i1 %276, label %282, label %277, !dbg !440

277:                                              ; preds = %267, %277
  %278 = phi i64 [ %279, %277 ], [ %275, %267 ]
  %279 = phi i64 [ %280, %277 ], [ %274, %267 ]
    #dbg_value(i64 %278, !128, !DIExpression(), !437)
    #dbg_value(i64 %279, !133, !DIExpression(), !437)
  %280 = urem i64 %278, %279, !dbg !441
    #dbg_value(i64 %280, !134, !DIExpression(), !442)
    #dbg_value(i64 %279, !128, !DIExpression(), !437)
    #dbg_value(i64 %280, !133, !DIExpression(), !437)
  %281 = icmp eq i64 %280, 0, !dbg !440
  br i1 %281, label %282, label %277, !dbg !440, !llvm.loop !443

282:                                              ; preds = %277, %267
  %283 = phi i64 [ %275, %267 ], [ %279, %277 ], !dbg !445
    #dbg_value(i64 %283, !178, !DIExpression(), !435)
  %284 = udiv i64 %274, %283, !dbg !446
  %285 = mul nsw i64 %284, %208, !dbg !447
  %286 = udiv i64 %209, %283, !dbg !448
  %287 = mul i64 %286, %273, !dbg !449
  %288 = sub i64 %285, %287, !dbg !450
  %289 = mul nsw i64 %286, %274, !dbg !451
    #dbg_value(i64 %288, !118, !DIExpression(), !452)
    #dbg_value(i64 %289, !123, !DIExpression(), !452)
  %290 = tail call i64 @llvm.abs.i64(i64 %289, i1 true), !dbg !454
    #dbg_value(i64 poison, !118, !DIExpression(), !452)
    #dbg_value(i64 %290, !123, !DIExpression(), !452)
    #dbg_value(i64 poison, !128, !DIExpression(), !455)
    #dbg_value(i64 %290, !133, !DIExpression(), !455)
  %291 = tail call i64 @llvm.abs.i64(i64 %288, i1 true), !dbg !457
    #dbg_value(i64 poison, !133, !DIExpression(), !455)
    #dbg_value(i64 %291, !128, !DIExpression(), !455)
  %292 = icmp eq i64 %289, 0, !dbg !458
  br i1 %292, label %298, label %293, !dbg !458

293:                                              ; preds = %282, %293
  %294 = phi i64 [ %295, %293 ], [ %291, %282 ]
  %295 = phi i64 [ %296, %293 ], [ %290, %282 ]
    #dbg_value(i64 %294, !128, !DIExpression(), !455)
    #dbg_value(i64 %295, !133, !DIExpression(), !455)
  %296 = urem i64 %294, %295, !dbg !459
    #dbg_value(i64 %296, !134, !DIExpression(), !460)
    #dbg_value(i64 %295, !128, !DIExpression(), !455)
    #dbg_value(i64 %296, !133, !DIExpression(), !455)
  %297 = icmp eq i64 %296, 0, !dbg !458
  br i1 %297, label %298, label %293, !dbg !458, !llvm.loop !461

298:                                              ; preds = %293, %282
  %299 = phi i64 [ %291, %282 ], [ %295, %293 ], !dbg !463
    #dbg_value(i64 %288, !118, !DIExpression(), !452)
    #dbg_value(i64 %288, !128, !DIExpression(), !455)
    #dbg_value(i64 %299, !124, !DIExpression(), !452)
  %300 = tail call i64 @llvm.umax.i64(i64 %299, i64 1), !dbg !464
    #dbg_value(i64 %300, !124, !DIExpression(), !452)
  %301 = sdiv i64 %288, %300, !dbg !465
    #dbg_value(i64 %301, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !452)
  %302 = udiv i64 %290, %300, !dbg !466
    #dbg_value(i64 %302, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !452)
  store i64 %301, ptr %131, align 16, !dbg !467, !tbaa !263
  store i64 %302, ptr %132, align 8, !dbg !467, !tbaa !263
  %303 = sub nsw i64 %130, %206, !dbg !468
  %304 = mul nsw i64 %207, %303, !dbg !469
  %305 = add nuw nsw i64 %206, 1, !dbg !470
  %306 = sdiv i64 %304, %305, !dbg !471
    #dbg_value(i64 %306, !88, !DIExpression(), !339)
    #dbg_value(i64 %305, !91, !DIExpression(), !340)
  %307 = icmp eq i64 %305, %130, !dbg !472
  br i1 %307, label %134, label %205, !dbg !342, !llvm.loop !473

308:                                              ; preds = %308, %136
  %309 = phi i64 [ %310, %308 ], [ 4, %136 ]
  %310 = phi i64 [ %311, %308 ], [ 13, %136 ]
    #dbg_value(i64 %309, !128, !DIExpression(), !362)
    #dbg_value(i64 %310, !133, !DIExpression(), !362)
  %311 = urem i64 %309, %310, !dbg !475
    #dbg_value(i64 %311, !134, !DIExpression(), !476)
    #dbg_value(i64 %310, !128, !DIExpression(), !362)
    #dbg_value(i64 %311, !133, !DIExpression(), !362)
  %312 = icmp eq i64 %311, 0, !dbg !477
  br i1 %312, label %313, label %308, !dbg !477, !llvm.loop !478

313:                                              ; preds = %308
    #dbg_value(i64 4, !118, !DIExpression(), !360)
    #dbg_value(i64 4, !128, !DIExpression(), !362)
    #dbg_value(i64 %310, !124, !DIExpression(), !360)
    #dbg_value(i64 poison, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !360)
    #dbg_value(i64 poison, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !360)
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5), !dbg !480
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
  %315 = icmp ugt i64 %310, 4, !dbg !481
  br i1 %315, label %376, label %316, !dbg !481

316:                                              ; preds = %313
  %317 = trunc nuw i64 %310 to i8, !dbg !482
  %318 = udiv i8 4, %317, !dbg !482
  %319 = zext nneg i8 %318 to i64, !dbg !482
    #dbg_value(i64 %319, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !360)
    #dbg_value(i64 %319, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
  %320 = trunc nuw i64 %310 to i8, !dbg !483
  %321 = udiv i8 13, %320, !dbg !483
  %322 = zext nneg i8 %321 to i64, !dbg !483
    #dbg_value(i64 %322, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !360)
  br label %323, !dbg !481

323:                                              ; preds = %316, %367
  %324 = phi i64 [ %374, %367 ], [ %322, %316 ]
  %325 = phi i64 [ %373, %367 ], [ %319, %316 ]
    #dbg_value(i64 %325, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %324, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
  %326 = add i64 %325, -1, !dbg !484
  %327 = add i64 %326, %324, !dbg !485
  %328 = sdiv i64 %327, %325, !dbg !486
    #dbg_value(i64 %328, !99, !DIExpression(), !487)
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %328), !dbg !488
    #dbg_value(i64 1, !118, !DIExpression(), !489)
    #dbg_value(i64 %328, !123, !DIExpression(), !489)
  %330 = call i64 @llvm.abs.i64(i64 %328, i1 true), !dbg !491
    #dbg_value(i64 poison, !118, !DIExpression(), !489)
    #dbg_value(i64 %330, !123, !DIExpression(), !489)
    #dbg_value(i64 poison, !133, !DIExpression(), !492)
    #dbg_value(i64 1, !128, !DIExpression(), !492)
  %331 = icmp eq i64 %328, 0, !dbg !494
  br i1 %331, label %337, label %332, !dbg !494

332:                                              ; preds = %323, %332
  %333 = phi i64 [ %334, %332 ], [ 1, %323 ]
  %334 = phi i64 [ %335, %332 ], [ %330, %323 ]
    #dbg_value(i64 %333, !128, !DIExpression(), !492)
    #dbg_value(i64 %334, !133, !DIExpression(), !492)
  %335 = urem i64 %333, %334, !dbg !495
    #dbg_value(i64 %335, !134, !DIExpression(), !496)
    #dbg_value(i64 %334, !128, !DIExpression(), !492)
    #dbg_value(i64 %335, !133, !DIExpression(), !492)
  %336 = icmp eq i64 %335, 0, !dbg !494
  br i1 %336, label %337, label %332, !dbg !494, !llvm.loop !497

337:                                              ; preds = %332, %323
  %338 = phi i64 [ 1, %323 ], [ %334, %332 ], !dbg !499
  %339 = icmp sgt i64 %328, -1, !dbg !491
  %340 = select i1 %339, i64 1, i64 -1, !dbg !491
    #dbg_value(i64 %340, !118, !DIExpression(), !489)
    #dbg_value(i64 %340, !128, !DIExpression(), !492)
    #dbg_value(i64 %338, !124, !DIExpression(), !489)
  %341 = call i64 @llvm.umax.i64(i64 %338, i64 1), !dbg !500
    #dbg_value(i64 %341, !124, !DIExpression(), !489)
  %342 = sdiv i64 %340, %341, !dbg !501
    #dbg_value(i64 %342, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !489)
  %343 = udiv i64 %330, %341, !dbg !502
    #dbg_value(i64 %343, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !489)
    #dbg_value(i64 %325, !429, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !503)
    #dbg_value(i64 %324, !429, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503)
    #dbg_value(i64 %343, !432, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !503)
    #dbg_value(!DIArgList(i64 0, i64 %342), !432, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !503)
    #dbg_value(i64 %325, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !505)
    #dbg_value(i64 %324, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !505)
    #dbg_value(!DIArgList(i64 0, i64 %342), !177, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !505)
    #dbg_value(i64 %343, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !505)
    #dbg_value(i64 %324, !128, !DIExpression(), !507)
    #dbg_value(i64 %343, !133, !DIExpression(), !507)
  %344 = call i64 @llvm.abs.i64(i64 %324, i1 true), !dbg !509
    #dbg_value(i64 poison, !133, !DIExpression(), !507)
    #dbg_value(i64 %344, !128, !DIExpression(), !507)
  %345 = icmp ugt i64 %341, %330, !dbg !510
  br i1 %345, label %351, label %346, !dbg !510

346:                                              ; preds = %337, %346
  %347 = phi i64 [ %348, %346 ], [ %344, %337 ]
  %348 = phi i64 [ %349, %346 ], [ %343, %337 ]
    #dbg_value(i64 %347, !128, !DIExpression(), !507)
    #dbg_value(i64 %348, !133, !DIExpression(), !507)
  %349 = urem i64 %347, %348, !dbg !511
    #dbg_value(i64 %349, !134, !DIExpression(), !512)
    #dbg_value(i64 %348, !128, !DIExpression(), !507)
    #dbg_value(i64 %349, !133, !DIExpression(), !507)
  %350 = icmp eq i64 %349, 0, !dbg !510
  br i1 %350, label %351, label %346, !dbg !510, !llvm.loop !513

351:                                              ; preds = %346, %337
  %352 = phi i64 [ %344, %337 ], [ %348, %346 ], !dbg !515
    #dbg_value(i64 %352, !178, !DIExpression(), !505)
  %353 = sdiv i64 %343, %352, !dbg !516
  %354 = mul nsw i64 %353, %325, !dbg !517
  %355 = sdiv i64 %324, %352, !dbg !518
  %356 = mul i64 %355, %342, !dbg !519
  %357 = sub i64 %354, %356, !dbg !520
  %358 = mul nsw i64 %355, %343, !dbg !521
    #dbg_value(i64 %357, !118, !DIExpression(), !522)
    #dbg_value(i64 %358, !123, !DIExpression(), !522)
  %359 = call i64 @llvm.abs.i64(i64 %358, i1 true), !dbg !524
    #dbg_value(i64 poison, !118, !DIExpression(), !522)
    #dbg_value(i64 %359, !123, !DIExpression(), !522)
    #dbg_value(i64 poison, !128, !DIExpression(), !525)
    #dbg_value(i64 %359, !133, !DIExpression(), !525)
  %360 = call i64 @llvm.abs.i64(i64 %357, i1 true), !dbg !527
    #dbg_value(i64 poison, !133, !DIExpression(), !525)
    #dbg_value(i64 %360, !128, !DIExpression(), !525)
  %361 = icmp eq i64 %358, 0, !dbg !528
  br i1 %361, label %367, label %362, !dbg !528

362:                                              ; preds = %351, %362
  %363 = phi i64 [ %364, %362 ], [ %360, %351 ]
  %364 = phi i64 [ %365, %362 ], [ %359, %351 ]
    #dbg_value(i64 %363, !128, !DIExpression(), !525)
    #dbg_value(i64 %364, !133, !DIExpression(), !525)
  %365 = urem i64 %363, %364, !dbg !529
    #dbg_value(i64 %365, !134, !DIExpression(), !530)
    #dbg_value(i64 %364, !128, !DIExpression(), !525)
    #dbg_value(i64 %365, !133, !DIExpression(), !525)
  %366 = icmp eq i64 %365, 0, !dbg !528
  br i1 %366, label %367, label %362, !dbg !528, !llvm.loop !531

367:                                              ; preds = %362, %351
  %368 = phi i64 [ %360, %351 ], [ %364, %362 ], !dbg !533
  %369 = icmp slt i64 %358, 0, !dbg !534
  %370 = sub nsw i64 0, %357, !dbg !524
  %371 = select i1 %369, i64 %370, i64 %357, !dbg !524
    #dbg_value(i64 %371, !118, !DIExpression(), !522)
    #dbg_value(i64 %371, !128, !DIExpression(), !525)
    #dbg_value(i64 %368, !124, !DIExpression(), !522)
  %372 = call i64 @llvm.umax.i64(i64 %368, i64 1), !dbg !535
    #dbg_value(i64 %372, !124, !DIExpression(), !522)
  %373 = sdiv i64 %371, %372, !dbg !536
    #dbg_value(i64 %373, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !522)
  %374 = udiv i64 %359, %372, !dbg !537
    #dbg_value(i64 %374, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !522)
    #dbg_value(i64 poison, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %373, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
  %375 = icmp eq i64 %373, 0, !dbg !481
  br i1 %375, label %376, label %323, !dbg !481, !llvm.loop !538

376:                                              ; preds = %367, %313
  %377 = call i32 @putchar(i32 10), !dbg !540
    #dbg_value(i64 poison, !118, !DIExpression(), !541)
    #dbg_value(i64 113, !123, !DIExpression(), !541)
    #dbg_value(i64 poison, !133, !DIExpression(), !543)
    #dbg_value(i64 355, !128, !DIExpression(), !543)
  br label %378

378:                                              ; preds = %378, %376
  %379 = phi i64 [ %380, %378 ], [ 355, %376 ]
  %380 = phi i64 [ %381, %378 ], [ 113, %376 ]
    #dbg_value(i64 %379, !128, !DIExpression(), !543)
    #dbg_value(i64 %380, !133, !DIExpression(), !543)
  %381 = urem i64 %379, %380, !dbg !545
    #dbg_value(i64 %381, !134, !DIExpression(), !546)
    #dbg_value(i64 %380, !128, !DIExpression(), !543)
    #dbg_value(i64 %381, !133, !DIExpression(), !543)
  %382 = icmp eq i64 %381, 0, !dbg !547
  br i1 %382, label %383, label %378, !dbg !547, !llvm.loop !548

383:                                              ; preds = %378
    #dbg_value(i64 355, !118, !DIExpression(), !541)
    #dbg_value(i64 355, !128, !DIExpression(), !543)
    #dbg_value(i64 %380, !124, !DIExpression(), !541)
  %384 = udiv i64 355, %380, !dbg !550
    #dbg_value(i64 %384, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !541)
  %385 = udiv i64 113, %380, !dbg !551
    #dbg_value(i64 %385, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !541)
    #dbg_value(i64 %384, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %385, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #5, !dbg !552
    #dbg_value(i32 0, !106, !DIExpression(), !114)
    #dbg_value(i64 %384, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %385, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
  br label %386, !dbg !553

386:                                              ; preds = %383, %439
  %387 = phi i64 [ 0, %383 ], [ %398, %439 ]
  %388 = phi i64 [ %384, %383 ], [ %442, %439 ]
  %389 = phi i64 [ %385, %383 ], [ %443, %439 ]
    #dbg_value(i64 %388, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %389, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %387, !106, !DIExpression(), !114)
  %390 = sdiv i64 %388, %389, !dbg !554
  %391 = srem i64 %388, %389, !dbg !555
    #dbg_value(i64 %390, !108, !DIExpression(), !557)
  %392 = icmp slt i64 %388, 0, !dbg !558
  %393 = icmp ne i64 %391, 0, !dbg !559
  %394 = sext i1 %393 to i64, !dbg !559
  %395 = add nsw i64 %390, %394, !dbg !559
  %396 = select i1 %392, i64 %395, i64 %390, !dbg !559
    #dbg_value(i64 %396, !108, !DIExpression(), !557)
    #dbg_value(i64 %387, !106, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !114)
  %397 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 %387, !dbg !560
  store i64 %396, ptr %397, align 8, !dbg !561, !tbaa !263
    #dbg_value(i64 poison, !118, !DIExpression(), !562)
    #dbg_value(i64 1, !123, !DIExpression(), !562)
    #dbg_value(i64 0, !134, !DIExpression(), !564)
    #dbg_value(i64 1, !128, !DIExpression(), !566)
    #dbg_value(i64 0, !133, !DIExpression(), !566)
  %398 = add nuw nsw i64 %387, 1, !dbg !567
    #dbg_value(i64 %396, !118, !DIExpression(), !562)
    #dbg_value(i64 %396, !128, !DIExpression(), !566)
    #dbg_value(i64 1, !124, !DIExpression(), !562)
    #dbg_value(i64 %396, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !562)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !562)
    #dbg_value(i64 %388, !429, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !568)
    #dbg_value(i64 %389, !429, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !568)
    #dbg_value(i64 1, !432, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !568)
    #dbg_value(!DIArgList(i64 0, i64 %396), !432, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !568)
    #dbg_value(i64 %388, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(i64 %389, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(!DIArgList(i64 0, i64 %396), !177, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !570)
    #dbg_value(i64 1, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !570)
    #dbg_value(i64 %389, !128, !DIExpression(), !572)
    #dbg_value(i64 1, !133, !DIExpression(), !572)
  %399 = call i64 @llvm.abs.i64(i64 %389, i1 true), !dbg !574
    #dbg_value(i64 0, !134, !DIExpression(), !575)
    #dbg_value(i64 1, !128, !DIExpression(), !572)
    #dbg_value(i64 0, !133, !DIExpression(), !572)
    #dbg_value(i64 1, !178, !DIExpression(), !570)
  %400 = mul i64 %389, %396, !dbg !576
  %401 = sub i64 %388, %400, !dbg !577
    #dbg_value(i64 poison, !118, !DIExpression(), !578)
    #dbg_value(i64 %399, !123, !DIExpression(), !578)
    #dbg_value(i64 poison, !133, !DIExpression(), !580)
    #dbg_value(i64 poison, !128, !DIExpression(), !580)
  %402 = call i64 @llvm.abs.i64(i64 %401, i1 true), !dbg !582
    #dbg_value(i64 %402, !128, !DIExpression(), !580)
  br label %403, !dbg !583

403:                                              ; preds = %386, %403
  %404 = phi i64 [ %405, %403 ], [ %402, %386 ]
  %405 = phi i64 [ %406, %403 ], [ %399, %386 ]
    #dbg_value(i64 %404, !128, !DIExpression(), !580)
    #dbg_value(i64 %405, !133, !DIExpression(), !580)
  %406 = urem i64 %404, %405, !dbg !584
    #dbg_value(i64 %406, !134, !DIExpression(), !585)
    #dbg_value(i64 %405, !128, !DIExpression(), !580)
    #dbg_value(i64 %406, !133, !DIExpression(), !580)
  %407 = icmp eq i64 %406, 0, !dbg !583
  br i1 %407, label %408, label %403, !dbg !583, !llvm.loop !586

408:                                              ; preds = %403
    #dbg_value(i64 %401, !118, !DIExpression(), !578)
    #dbg_value(i64 %401, !128, !DIExpression(), !580)
    #dbg_value(i64 %405, !124, !DIExpression(), !578)
  %409 = call i64 @llvm.umax.i64(i64 %405, i64 1), !dbg !588
    #dbg_value(i64 %409, !124, !DIExpression(), !578)
  %410 = sdiv i64 %401, %409, !dbg !589
    #dbg_value(i64 %410, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !578)
  %411 = udiv i64 %399, %409, !dbg !590
    #dbg_value(i64 %411, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !578)
    #dbg_value(i64 %410, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !557)
    #dbg_value(i64 poison, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !557)
  %412 = icmp eq i64 %410, 0, !dbg !591
  br i1 %412, label %445, label %413, !dbg !593

413:                                              ; preds = %408
    #dbg_value(i64 0, !134, !DIExpression(), !594)
    #dbg_value(i64 0, !133, !DIExpression(), !597)
    #dbg_value(i64 1, !118, !DIExpression(), !598)
    #dbg_value(i64 1, !128, !DIExpression(), !597)
    #dbg_value(i64 1, !124, !DIExpression(), !598)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !598)
    #dbg_value(i64 1, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !598)
    #dbg_value(i64 1, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !599)
    #dbg_value(i64 1, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !599)
    #dbg_value(i64 %410, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !599)
    #dbg_value(i64 %411, !231, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !599)
    #dbg_value(i64 %411, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !599)
    #dbg_value(i64 %410, !232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !599)
  %414 = icmp slt i64 %410, 0, !dbg !601
  %415 = call i64 @llvm.abs.i64(i64 %410, i1 true), !dbg !602
    #dbg_value(i64 %424, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !599)
    #dbg_value(i64 %415, !232, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !599)
    #dbg_value(i64 1, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !603)
    #dbg_value(i64 1, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !603)
    #dbg_value(i64 %424, !241, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !603)
    #dbg_value(i64 %415, !241, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !603)
    #dbg_value(i64 poison, !133, !DIExpression(), !605)
    #dbg_value(i64 1, !128, !DIExpression(), !605)
  %416 = freeze i64 %415, !dbg !607
  br label %417, !dbg !607

417:                                              ; preds = %413, %417
  %418 = phi i64 [ %419, %417 ], [ 1, %413 ]
  %419 = phi i64 [ %420, %417 ], [ %416, %413 ]
    #dbg_value(i64 %418, !128, !DIExpression(), !605)
    #dbg_value(i64 %419, !133, !DIExpression(), !605)
  %420 = urem i64 %418, %419, !dbg !608
    #dbg_value(i64 %420, !134, !DIExpression(), !609)
    #dbg_value(i64 %419, !128, !DIExpression(), !605)
    #dbg_value(i64 %420, !133, !DIExpression(), !605)
  %421 = icmp eq i64 %420, 0, !dbg !607
  br i1 %421, label %422, label %417, !dbg !607, !llvm.loop !610

422:                                              ; preds = %417
  %423 = sub nsw i64 0, %411, !dbg !602
  %424 = select i1 %414, i64 %423, i64 %411, !dbg !602
    #dbg_value(i64 %419, !242, !DIExpression(), !603)
    #dbg_value(i64 0, !134, !DIExpression(), !612)
    #dbg_value(i64 1, !128, !DIExpression(), !614)
    #dbg_value(i64 0, !133, !DIExpression(), !614)
    #dbg_value(i64 1, !243, !DIExpression(), !603)
  %425 = call i64 @llvm.umax.i64(i64 %419, i64 1), !dbg !615
    #dbg_value(i64 %425, !242, !DIExpression(), !603)
  %426 = add i64 %425, 1, !dbg !616
  %427 = icmp ult i64 %426, 3, !dbg !616
  %428 = select i1 %427, i64 %425, i64 0, !dbg !616
  %429 = mul nsw i64 %424, %428, !dbg !617
  %430 = udiv i64 %416, %425, !dbg !618
    #dbg_value(i64 %429, !118, !DIExpression(), !619)
    #dbg_value(i64 %430, !123, !DIExpression(), !619)
  %431 = call i64 @llvm.abs.i64(i64 %430, i1 true), !dbg !621
    #dbg_value(i64 poison, !118, !DIExpression(), !619)
    #dbg_value(i64 %431, !123, !DIExpression(), !619)
    #dbg_value(i64 poison, !128, !DIExpression(), !622)
    #dbg_value(i64 %431, !133, !DIExpression(), !622)
  %432 = call i64 @llvm.abs.i64(i64 %429, i1 true), !dbg !624
    #dbg_value(i64 poison, !133, !DIExpression(), !622)
    #dbg_value(i64 %432, !128, !DIExpression(), !622)
  %433 = icmp ugt i64 %425, %416, !dbg !625
  br i1 %433, label %439, label %434, !dbg !625

434:                                              ; preds = %422, %434
  %435 = phi i64 [ %436, %434 ], [ %432, %422 ]
  %436 = phi i64 [ %437, %434 ], [ %431, %422 ]
    #dbg_value(i64 %435, !128, !DIExpression(), !622)
    #dbg_value(i64 %436, !133, !DIExpression(), !622)
  %437 = urem i64 %435, %436, !dbg !626
    #dbg_value(i64 %437, !134, !DIExpression(), !627)
    #dbg_value(i64 %436, !128, !DIExpression(), !622)
    #dbg_value(i64 %437, !133, !DIExpression(), !622)
  %438 = icmp eq i64 %437, 0, !dbg !625
  br i1 %438, label %439, label %434, !dbg !625, !llvm.loop !628

439:                                              ; preds = %434, %422
  %440 = phi i64 [ %432, %422 ], [ %436, %434 ], !dbg !630
    #dbg_value(i64 %429, !118, !DIExpression(), !619)
    #dbg_value(i64 %429, !128, !DIExpression(), !622)
    #dbg_value(i64 %440, !124, !DIExpression(), !619)
  %441 = call i64 @llvm.umax.i64(i64 %440, i64 1), !dbg !631
    #dbg_value(i64 %441, !124, !DIExpression(), !619)
  %442 = sdiv i64 %429, %441, !dbg !632
    #dbg_value(i64 %442, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !619)
  %443 = udiv i64 %431, %441, !dbg !633
    #dbg_value(i64 %443, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !619)
    #dbg_value(i64 %442, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !114)
    #dbg_value(i64 %443, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !114)
    #dbg_value(i64 %398, !106, !DIExpression(), !114)
  %444 = icmp eq i64 %398, 20, !dbg !634
  br i1 %444, label %445, label %386, !dbg !553

445:                                              ; preds = %408, %439
  %446 = phi i64 [ %387, %408 ], [ 19, %439 ]
    #dbg_value(i64 %398, !106, !DIExpression(), !114)
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !635
    #dbg_value(i32 0, !111, !DIExpression(), !636)
  %448 = add nuw i64 %446, 1, !dbg !637
  %449 = and i64 %448, 4294967295, !dbg !638
  br label %454, !dbg !637

450:                                              ; preds = %454
  %451 = call i32 @putchar(i32 10), !dbg !640
  %452 = trunc i64 %50 to i32, !dbg !641
  %453 = and i32 %452, 255, !dbg !641
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #5, !dbg !642
  call void @llvm.lifetime.end.p0(i64 336, ptr nonnull %1) #5, !dbg !642
  ret i32 %453, !dbg !642

454:                                              ; preds = %445, %454
  %455 = phi i64 [ 0, %445 ], [ %459, %454 ]
    #dbg_value(i64 %455, !111, !DIExpression(), !636)
  %456 = getelementptr inbounds [20 x i64], ptr %3, i64 0, i64 %455, !dbg !643
  %457 = load i64, ptr %456, align 8, !dbg !643, !tbaa !263
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %457), !dbg !644
  %459 = add nuw nsw i64 %455, 1, !dbg !645
    #dbg_value(i64 %459, !111, !DIExpression(), !636)
  %460 = icmp eq i64 %459, %449, !dbg !638
  br i1 %460, label %450, label %454, !dbg !637, !llvm.loop !646
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !648 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !653 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/rational_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a26c69c0b68bb24e173ce177766ebad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 16)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 8)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !21, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !44, globals: !48, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45, !46, !47}
!45 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!46 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!0, !7, !12, !17, !19, !24, !29, !49, !34, !39, !41}
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 2)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !63, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!47}
!65 = !{!66, !77, !79, !80, !82, !86, !88, !91, !93, !95, !98, !99, !101, !102, !106, !107, !108, !110, !111}
!66 = !DILocalVariable(name: "h", scope: !62, file: !2, line: 17, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "Q", file: !2, line: 7, baseType: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 128, elements: !69)
!69 = !{!70, !76}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !68, file: !2, line: 7, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !74, line: 44, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!75 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !68, file: !2, line: 7, baseType: !71, size: 64, offset: 64)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 17, type: !47)
!78 = distinct !DILexicalBlock(scope: !62, file: !2, line: 17, column: 21)
!79 = !DILocalVariable(name: "cf", scope: !62, file: !2, line: 18, type: !67)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 18, type: !47)
!81 = distinct !DILexicalBlock(scope: !62, file: !2, line: 18, column: 22)
!82 = !DILocalVariable(name: "B", scope: !62, file: !2, line: 19, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 2688, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 21)
!86 = !DILocalVariable(name: "m", scope: !87, file: !2, line: 20, type: !47)
!87 = distinct !DILexicalBlock(scope: !62, file: !2, line: 20, column: 5)
!88 = !DILocalVariable(name: "binom", scope: !89, file: !2, line: 20, type: !71)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 20, column: 35)
!90 = distinct !DILexicalBlock(scope: !87, file: !2, line: 20, column: 5)
!91 = !DILocalVariable(name: "k", scope: !92, file: !2, line: 20, type: !47)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 20, column: 73)
!93 = !DILocalVariable(name: "m", scope: !94, file: !2, line: 21, type: !47)
!94 = distinct !DILexicalBlock(scope: !62, file: !2, line: 21, column: 5)
!95 = !DILocalVariable(name: "t", scope: !96, file: !2, line: 21, type: !26)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 21, column: 38)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 21, column: 5)
!98 = !DILocalVariable(name: "r", scope: !62, file: !2, line: 23, type: !67)
!99 = !DILocalVariable(name: "c", scope: !100, file: !2, line: 23, type: !71)
!100 = distinct !DILexicalBlock(scope: !62, file: !2, line: 23, column: 61)
!101 = !DILocalVariable(name: "x", scope: !62, file: !2, line: 24, type: !67)
!102 = !DILocalVariable(name: "terms", scope: !62, file: !2, line: 24, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 1280, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 20)
!106 = !DILocalVariable(name: "nt", scope: !62, file: !2, line: 24, type: !47)
!107 = !DILocalVariable(name: "y", scope: !62, file: !2, line: 24, type: !67)
!108 = !DILocalVariable(name: "a", scope: !109, file: !2, line: 24, type: !71)
!109 = distinct !DILexicalBlock(scope: !62, file: !2, line: 24, column: 81)
!110 = !DILocalVariable(name: "f", scope: !109, file: !2, line: 24, type: !67)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 25, type: !47)
!112 = distinct !DILexicalBlock(scope: !62, file: !2, line: 25, column: 30)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !62)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !96)
!117 = distinct !DIAssignID()
!118 = !DILocalVariable(name: "n", arg: 1, scope: !119, file: !2, line: 9, type: !71)
!119 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 9, type: !120, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!67, !71, !71}
!122 = !{!118, !123, !124, !125}
!123 = !DILocalVariable(name: "d", arg: 2, scope: !119, file: !2, line: 9, type: !71)
!124 = !DILocalVariable(name: "g", scope: !119, file: !2, line: 9, type: !71)
!125 = !DILocalVariable(name: "q", scope: !119, file: !2, line: 9, type: !67)
!126 = !DILocation(line: 0, scope: !119, inlinedAt: !127)
!127 = distinct !DILocation(line: 17, column: 11, scope: !62)
!128 = !DILocalVariable(name: "a", arg: 1, scope: !129, file: !2, line: 8, type: !71)
!129 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 8, type: !130, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!71, !71, !71}
!132 = !{!128, !133, !134}
!133 = !DILocalVariable(name: "b", arg: 2, scope: !129, file: !2, line: 8, type: !71)
!134 = !DILocalVariable(name: "t", scope: !135, file: !2, line: 8, type: !71)
!135 = distinct !DILexicalBlock(scope: !129, file: !2, line: 8, column: 92)
!136 = !DILocation(line: 0, scope: !129, inlinedAt: !137)
!137 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !127)
!138 = !DILocation(line: 0, scope: !135, inlinedAt: !137)
!139 = !DILocation(line: 0, scope: !78)
!140 = !DILocation(line: 17, column: 21, scope: !78)
!141 = !DILocalVariable(name: "q", arg: 2, scope: !142, file: !2, line: 14, type: !67)
!142 = distinct !DISubprogram(name: "pq", scope: !2, file: !2, line: 14, type: !143, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !147)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145, !67}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!147 = !{!148, !141}
!148 = !DILocalVariable(name: "t", arg: 1, scope: !142, file: !2, line: 14, type: !145)
!149 = !DILocation(line: 0, scope: !142, inlinedAt: !150)
!150 = distinct !DILocation(line: 17, column: 73, scope: !62)
!151 = !DILocation(line: 14, column: 38, scope: !142, inlinedAt: !150)
!152 = !DILocation(line: 0, scope: !119, inlinedAt: !153)
!153 = distinct !DILocation(line: 18, column: 12, scope: !62)
!154 = !DILocation(line: 0, scope: !129, inlinedAt: !155)
!155 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !153)
!156 = !DILocation(line: 0, scope: !135, inlinedAt: !155)
!157 = !DILocation(line: 0, scope: !81)
!158 = !DILocation(line: 18, column: 22, scope: !81)
!159 = !DILocation(line: 0, scope: !119, inlinedAt: !160)
!160 = distinct !DILocation(line: 17, column: 62, scope: !161)
!161 = distinct !DILexicalBlock(scope: !78, file: !2, line: 17, column: 21)
!162 = !DILocation(line: 0, scope: !129, inlinedAt: !163)
!163 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !160)
!164 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !163)
!165 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !163)
!166 = !DILocation(line: 0, scope: !135, inlinedAt: !163)
!167 = distinct !{!167, !164, !168, !169}
!168 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !163)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !160)
!171 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !160)
!172 = !DILocalVariable(name: "a", arg: 1, scope: !173, file: !2, line: 10, type: !67)
!173 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 10, type: !174, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!67, !67, !67}
!176 = !{!172, !177, !178}
!177 = !DILocalVariable(name: "b", arg: 2, scope: !173, file: !2, line: 10, type: !67)
!178 = !DILocalVariable(name: "g", scope: !173, file: !2, line: 10, type: !71)
!179 = !DILocation(line: 0, scope: !173, inlinedAt: !180)
!180 = distinct !DILocation(line: 17, column: 55, scope: !161)
!181 = !DILocation(line: 0, scope: !129, inlinedAt: !182)
!182 = distinct !DILocation(line: 10, column: 38, scope: !173, inlinedAt: !180)
!183 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !182)
!184 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !182)
!185 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !182)
!186 = !DILocation(line: 0, scope: !135, inlinedAt: !182)
!187 = distinct !{!187, !184, !188, !169}
!188 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !182)
!189 = !DILocation(line: 8, scope: !129, inlinedAt: !182)
!190 = !DILocation(line: 10, column: 74, scope: !173, inlinedAt: !180)
!191 = !DILocation(line: 10, column: 67, scope: !173, inlinedAt: !180)
!192 = !DILocation(line: 10, column: 92, scope: !173, inlinedAt: !180)
!193 = !DILocation(line: 10, column: 85, scope: !173, inlinedAt: !180)
!194 = !DILocation(line: 10, column: 79, scope: !173, inlinedAt: !180)
!195 = !DILocation(line: 10, column: 106, scope: !173, inlinedAt: !180)
!196 = !DILocation(line: 0, scope: !119, inlinedAt: !197)
!197 = distinct !DILocation(line: 10, column: 60, scope: !173, inlinedAt: !180)
!198 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !197)
!199 = !DILocation(line: 0, scope: !129, inlinedAt: !200)
!200 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !197)
!201 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !200)
!202 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !200)
!203 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !200)
!204 = !DILocation(line: 0, scope: !135, inlinedAt: !200)
!205 = distinct !{!205, !202, !206, !169}
!206 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !200)
!207 = !DILocation(line: 8, scope: !129, inlinedAt: !200)
!208 = !DILocation(line: 9, column: 43, scope: !209, inlinedAt: !197)
!209 = distinct !DILexicalBlock(scope: !119, file: !2, line: 9, column: 41)
!210 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !197)
!211 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !197)
!212 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !197)
!213 = !DILocation(line: 17, column: 47, scope: !161)
!214 = !DILocation(line: 17, column: 39, scope: !161)
!215 = distinct !{!215, !140, !216, !169}
!216 = !DILocation(line: 17, column: 70, scope: !78)
!217 = !DILocation(line: 0, scope: !135, inlinedAt: !218)
!218 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !219)
!219 = distinct !DILocation(line: 18, column: 60, scope: !220)
!220 = distinct !DILexicalBlock(scope: !81, file: !2, line: 18, column: 22)
!221 = !DILocation(line: 0, scope: !129, inlinedAt: !218)
!222 = !DILocation(line: 0, scope: !119, inlinedAt: !219)
!223 = !DILocation(line: 0, scope: !119, inlinedAt: !224)
!224 = distinct !DILocation(line: 18, column: 73, scope: !220)
!225 = !DILocation(line: 0, scope: !135, inlinedAt: !226)
!226 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !129, inlinedAt: !226)
!228 = !DILocalVariable(name: "a", arg: 1, scope: !229, file: !2, line: 13, type: !67)
!229 = distinct !DISubprogram(name: "dv", scope: !2, file: !2, line: 13, type: !174, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !230)
!230 = !{!228, !231, !232}
!231 = !DILocalVariable(name: "b", arg: 2, scope: !229, file: !2, line: 13, type: !67)
!232 = !DILocalVariable(name: "r", scope: !229, file: !2, line: 13, type: !67)
!233 = !DILocation(line: 0, scope: !229, inlinedAt: !234)
!234 = distinct !DILocation(line: 18, column: 70, scope: !220)
!235 = !DILocation(line: 13, column: 53, scope: !236, inlinedAt: !234)
!236 = distinct !DILexicalBlock(scope: !229, file: !2, line: 13, column: 49)
!237 = !DILocation(line: 13, column: 49, scope: !229, inlinedAt: !234)
!238 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !2, line: 12, type: !67)
!239 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 12, type: !174, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !240)
!240 = !{!238, !241, !242, !243}
!241 = !DILocalVariable(name: "b", arg: 2, scope: !239, file: !2, line: 12, type: !67)
!242 = !DILocalVariable(name: "g1", scope: !239, file: !2, line: 12, type: !71)
!243 = !DILocalVariable(name: "g2", scope: !239, file: !2, line: 12, type: !71)
!244 = !DILocation(line: 0, scope: !239, inlinedAt: !245)
!245 = distinct !DILocation(line: 13, column: 93, scope: !229, inlinedAt: !234)
!246 = !DILocation(line: 0, scope: !129, inlinedAt: !247)
!247 = distinct !DILocation(line: 12, column: 39, scope: !239, inlinedAt: !245)
!248 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !247)
!249 = !DILocation(line: 0, scope: !142, inlinedAt: !250)
!250 = distinct !DILocation(line: 18, column: 89, scope: !62)
!251 = !DILocation(line: 14, column: 38, scope: !142, inlinedAt: !250)
!252 = !DILocation(line: 18, column: 135, scope: !62)
!253 = !DILocation(line: 18, column: 150, scope: !62)
!254 = !DILocation(line: 18, column: 148, scope: !62)
!255 = !DILocation(line: 18, column: 113, scope: !62)
!256 = !DILocation(line: 19, column: 5, scope: !62)
!257 = !DILocation(line: 0, scope: !119, inlinedAt: !258)
!258 = distinct !DILocation(line: 19, column: 21, scope: !62)
!259 = !DILocation(line: 0, scope: !135, inlinedAt: !260)
!260 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !258)
!261 = !DILocation(line: 0, scope: !129, inlinedAt: !260)
!262 = !DILocation(line: 19, column: 21, scope: !62)
!263 = !{!264, !264, i64 0}
!264 = !{!"long", !265, i64 0}
!265 = !{!"omnipotent char", !266, i64 0}
!266 = !{!"Simple C/C++ TBAA"}
!267 = distinct !DIAssignID()
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !87)
!270 = !DILocation(line: 20, column: 5, scope: !87)
!271 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !247)
!272 = !DILocation(line: 0, scope: !135, inlinedAt: !247)
!273 = distinct !{!273, !248, !274, !169}
!274 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !247)
!275 = !DILocation(line: 8, scope: !129, inlinedAt: !247)
!276 = !DILocation(line: 0, scope: !135, inlinedAt: !277)
!277 = distinct !DILocation(line: 12, column: 59, scope: !239, inlinedAt: !245)
!278 = !DILocation(line: 0, scope: !129, inlinedAt: !277)
!279 = !DILocation(line: 12, column: 78, scope: !239, inlinedAt: !245)
!280 = !DILocation(line: 12, column: 123, scope: !239, inlinedAt: !245)
!281 = !DILocation(line: 12, column: 129, scope: !239, inlinedAt: !245)
!282 = !DILocation(line: 12, column: 161, scope: !239, inlinedAt: !245)
!283 = !DILocation(line: 0, scope: !119, inlinedAt: !284)
!284 = distinct !DILocation(line: 12, column: 115, scope: !239, inlinedAt: !245)
!285 = !DILocation(line: 0, scope: !129, inlinedAt: !286)
!286 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !284)
!287 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !286)
!288 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !286)
!289 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !286)
!290 = !DILocation(line: 0, scope: !135, inlinedAt: !286)
!291 = distinct !{!291, !288, !292, !169}
!292 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !286)
!293 = !DILocation(line: 8, scope: !129, inlinedAt: !286)
!294 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !284)
!295 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !284)
!296 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !284)
!297 = !DILocation(line: 0, scope: !173, inlinedAt: !298)
!298 = distinct !DILocation(line: 18, column: 56, scope: !220)
!299 = !DILocation(line: 0, scope: !129, inlinedAt: !300)
!300 = distinct !DILocation(line: 10, column: 38, scope: !173, inlinedAt: !298)
!301 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !300)
!302 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !300)
!303 = !DILocation(line: 0, scope: !135, inlinedAt: !300)
!304 = distinct !{!304, !301, !305, !169}
!305 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !300)
!306 = !DILocation(line: 8, scope: !129, inlinedAt: !300)
!307 = !DILocation(line: 10, column: 92, scope: !173, inlinedAt: !298)
!308 = !DILocation(line: 10, column: 74, scope: !173, inlinedAt: !298)
!309 = !DILocation(line: 10, column: 85, scope: !173, inlinedAt: !298)
!310 = !DILocation(line: 10, column: 79, scope: !173, inlinedAt: !298)
!311 = !DILocation(line: 10, column: 106, scope: !173, inlinedAt: !298)
!312 = !DILocation(line: 0, scope: !119, inlinedAt: !313)
!313 = distinct !DILocation(line: 10, column: 60, scope: !173, inlinedAt: !298)
!314 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !313)
!315 = !DILocation(line: 0, scope: !129, inlinedAt: !316)
!316 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !313)
!317 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !316)
!318 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !316)
!319 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !316)
!320 = !DILocation(line: 0, scope: !135, inlinedAt: !316)
!321 = distinct !{!321, !318, !322, !169}
!322 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !316)
!323 = !DILocation(line: 8, scope: !129, inlinedAt: !316)
!324 = !DILocation(line: 9, column: 43, scope: !209, inlinedAt: !313)
!325 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !313)
!326 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !313)
!327 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !313)
!328 = !DILocation(line: 18, column: 47, scope: !220)
!329 = !DILocation(line: 18, column: 40, scope: !220)
!330 = distinct !{!330, !158, !331, !169}
!331 = !DILocation(line: 18, column: 86, scope: !81)
!332 = !DILocation(line: 0, scope: !119, inlinedAt: !333)
!333 = distinct !DILocation(line: 20, column: 44, scope: !89)
!334 = !DILocation(line: 0, scope: !135, inlinedAt: !335)
!335 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !333)
!336 = !DILocation(line: 0, scope: !129, inlinedAt: !335)
!337 = !DILocation(line: 20, column: 37, scope: !89)
!338 = !DILocation(line: 20, column: 44, scope: !89)
!339 = !DILocation(line: 0, scope: !89)
!340 = !DILocation(line: 0, scope: !92)
!341 = !DILocation(line: 20, column: 31, scope: !90)
!342 = !DILocation(line: 20, column: 73, scope: !92)
!343 = !DILocation(line: 20, column: 23, scope: !90)
!344 = distinct !{!344, !270, !345, !169}
!345 = !DILocation(line: 20, column: 191, scope: !87)
!346 = !DILocation(line: 0, scope: !94)
!347 = !DILocation(line: 21, column: 40, scope: !96)
!348 = !DILocation(line: 21, column: 52, scope: !96)
!349 = !DILocation(line: 21, column: 88, scope: !96)
!350 = !DILocation(line: 0, scope: !142, inlinedAt: !351)
!351 = distinct !DILocation(line: 21, column: 88, scope: !96)
!352 = !DILocation(line: 14, column: 38, scope: !142, inlinedAt: !351)
!353 = !DILocation(line: 21, column: 101, scope: !97)
!354 = !DILocation(line: 21, column: 94, scope: !96)
!355 = !DILocation(line: 22, column: 17, scope: !62)
!356 = !DILocation(line: 22, column: 5, scope: !62)
!357 = !DILocation(line: 0, scope: !142, inlinedAt: !358)
!358 = distinct !DILocation(line: 22, column: 5, scope: !62)
!359 = !DILocation(line: 14, column: 38, scope: !142, inlinedAt: !358)
!360 = !DILocation(line: 0, scope: !119, inlinedAt: !361)
!361 = distinct !DILocation(line: 23, column: 11, scope: !62)
!362 = !DILocation(line: 0, scope: !129, inlinedAt: !363)
!363 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !361)
!364 = !DILocation(line: 20, column: 140, scope: !365)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 20, column: 101)
!366 = distinct !DILexicalBlock(scope: !92, file: !2, line: 20, column: 73)
!367 = !DILocation(line: 0, scope: !119, inlinedAt: !368)
!368 = distinct !DILocation(line: 20, column: 124, scope: !365)
!369 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !368)
!370 = !DILocation(line: 0, scope: !129, inlinedAt: !371)
!371 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !368)
!372 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !371)
!373 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !371)
!374 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !371)
!375 = !DILocation(line: 0, scope: !135, inlinedAt: !371)
!376 = distinct !{!376, !373, !377, !169}
!377 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !371)
!378 = !DILocation(line: 9, column: 43, scope: !209, inlinedAt: !368)
!379 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !368)
!380 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !368)
!381 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !368)
!382 = !DILocation(line: 20, column: 146, scope: !365)
!383 = !DILocation(line: 20, column: 120, scope: !365)
!384 = !DILocation(line: 0, scope: !239, inlinedAt: !385)
!385 = distinct !DILocation(line: 20, column: 120, scope: !365)
!386 = !DILocation(line: 0, scope: !129, inlinedAt: !387)
!387 = distinct !DILocation(line: 12, column: 39, scope: !239, inlinedAt: !385)
!388 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !387)
!389 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !387)
!390 = !DILocation(line: 8, column: 67, scope: !129, inlinedAt: !387)
!391 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !387)
!392 = !DILocation(line: 0, scope: !135, inlinedAt: !387)
!393 = distinct !{!393, !389, !394, !169}
!394 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !387)
!395 = !DILocation(line: 8, scope: !129, inlinedAt: !387)
!396 = !DILocation(line: 0, scope: !129, inlinedAt: !397)
!397 = distinct !DILocation(line: 12, column: 59, scope: !239, inlinedAt: !385)
!398 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !397)
!399 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !397)
!400 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !397)
!401 = !DILocation(line: 0, scope: !135, inlinedAt: !397)
!402 = distinct !{!402, !399, !403, !169}
!403 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !397)
!404 = !DILocation(line: 8, scope: !129, inlinedAt: !397)
!405 = !DILocation(line: 12, column: 78, scope: !239, inlinedAt: !385)
!406 = !DILocation(line: 12, column: 95, scope: !239, inlinedAt: !385)
!407 = !DILocation(line: 12, column: 123, scope: !239, inlinedAt: !385)
!408 = !DILocation(line: 12, column: 136, scope: !239, inlinedAt: !385)
!409 = !DILocation(line: 12, column: 129, scope: !239, inlinedAt: !385)
!410 = !DILocation(line: 12, column: 148, scope: !239, inlinedAt: !385)
!411 = !DILocation(line: 12, column: 161, scope: !239, inlinedAt: !385)
!412 = !DILocation(line: 12, column: 154, scope: !239, inlinedAt: !385)
!413 = !DILocation(line: 0, scope: !119, inlinedAt: !414)
!414 = distinct !DILocation(line: 12, column: 115, scope: !239, inlinedAt: !385)
!415 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !414)
!416 = !DILocation(line: 0, scope: !129, inlinedAt: !417)
!417 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !414)
!418 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !417)
!419 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !417)
!420 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !417)
!421 = !DILocation(line: 0, scope: !135, inlinedAt: !417)
!422 = distinct !{!422, !419, !423, !169}
!423 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !417)
!424 = !DILocation(line: 8, scope: !129, inlinedAt: !417)
!425 = !DILocation(line: 9, column: 43, scope: !209, inlinedAt: !414)
!426 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !414)
!427 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !414)
!428 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !414)
!429 = !DILocalVariable(name: "a", arg: 1, scope: !430, file: !2, line: 11, type: !67)
!430 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 11, type: !174, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !431)
!431 = !{!429, !432}
!432 = !DILocalVariable(name: "b", arg: 2, scope: !430, file: !2, line: 11, type: !67)
!433 = !DILocation(line: 0, scope: !430, inlinedAt: !434)
!434 = distinct !DILocation(line: 20, column: 110, scope: !365)
!435 = !DILocation(line: 0, scope: !173, inlinedAt: !436)
!436 = distinct !DILocation(line: 11, column: 45, scope: !430, inlinedAt: !434)
!437 = !DILocation(line: 0, scope: !129, inlinedAt: !438)
!438 = distinct !DILocation(line: 10, column: 38, scope: !173, inlinedAt: !436)
!439 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !438)
!440 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !438)
!441 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !438)
!442 = !DILocation(line: 0, scope: !135, inlinedAt: !438)
!443 = distinct !{!443, !440, !444, !169}
!444 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !438)
!445 = !DILocation(line: 8, scope: !129, inlinedAt: !438)
!446 = !DILocation(line: 10, column: 74, scope: !173, inlinedAt: !436)
!447 = !DILocation(line: 10, column: 67, scope: !173, inlinedAt: !436)
!448 = !DILocation(line: 10, column: 92, scope: !173, inlinedAt: !436)
!449 = !DILocation(line: 10, column: 85, scope: !173, inlinedAt: !436)
!450 = !DILocation(line: 10, column: 79, scope: !173, inlinedAt: !436)
!451 = !DILocation(line: 10, column: 106, scope: !173, inlinedAt: !436)
!452 = !DILocation(line: 0, scope: !119, inlinedAt: !453)
!453 = distinct !DILocation(line: 10, column: 60, scope: !173, inlinedAt: !436)
!454 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !453)
!455 = !DILocation(line: 0, scope: !129, inlinedAt: !456)
!456 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !453)
!457 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !456)
!458 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !456)
!459 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !456)
!460 = !DILocation(line: 0, scope: !135, inlinedAt: !456)
!461 = distinct !{!461, !458, !462, !169}
!462 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !456)
!463 = !DILocation(line: 8, scope: !129, inlinedAt: !456)
!464 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !453)
!465 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !453)
!466 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !453)
!467 = !DILocation(line: 20, column: 110, scope: !365)
!468 = !DILocation(line: 20, column: 173, scope: !365)
!469 = !DILocation(line: 20, column: 168, scope: !365)
!470 = !DILocation(line: 20, column: 183, scope: !365)
!471 = !DILocation(line: 20, column: 178, scope: !365)
!472 = !DILocation(line: 20, column: 91, scope: !366)
!473 = distinct !{!473, !342, !474, !169}
!474 = !DILocation(line: 20, column: 189, scope: !92)
!475 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !363)
!476 = !DILocation(line: 0, scope: !135, inlinedAt: !363)
!477 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !363)
!478 = distinct !{!478, !477, !479, !169}
!479 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !363)
!480 = !DILocation(line: 23, column: 22, scope: !62)
!481 = !DILocation(line: 23, column: 49, scope: !62)
!482 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !361)
!483 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !361)
!484 = !DILocation(line: 23, column: 80, scope: !100)
!485 = !DILocation(line: 23, column: 86, scope: !100)
!486 = !DILocation(line: 23, column: 91, scope: !100)
!487 = !DILocation(line: 0, scope: !100)
!488 = !DILocation(line: 23, column: 98, scope: !100)
!489 = !DILocation(line: 0, scope: !119, inlinedAt: !490)
!490 = distinct !DILocation(line: 23, column: 142, scope: !100)
!491 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !490)
!492 = !DILocation(line: 0, scope: !129, inlinedAt: !493)
!493 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !490)
!494 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !493)
!495 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !493)
!496 = !DILocation(line: 0, scope: !135, inlinedAt: !493)
!497 = distinct !{!497, !494, !498, !169}
!498 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !493)
!499 = !DILocation(line: 8, scope: !129, inlinedAt: !493)
!500 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !490)
!501 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !490)
!502 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !490)
!503 = !DILocation(line: 0, scope: !430, inlinedAt: !504)
!504 = distinct !DILocation(line: 23, column: 135, scope: !100)
!505 = !DILocation(line: 0, scope: !173, inlinedAt: !506)
!506 = distinct !DILocation(line: 11, column: 45, scope: !430, inlinedAt: !504)
!507 = !DILocation(line: 0, scope: !129, inlinedAt: !508)
!508 = distinct !DILocation(line: 10, column: 38, scope: !173, inlinedAt: !506)
!509 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !508)
!510 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !508)
!511 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !508)
!512 = !DILocation(line: 0, scope: !135, inlinedAt: !508)
!513 = distinct !{!513, !510, !514, !169}
!514 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !508)
!515 = !DILocation(line: 8, scope: !129, inlinedAt: !508)
!516 = !DILocation(line: 10, column: 74, scope: !173, inlinedAt: !506)
!517 = !DILocation(line: 10, column: 67, scope: !173, inlinedAt: !506)
!518 = !DILocation(line: 10, column: 92, scope: !173, inlinedAt: !506)
!519 = !DILocation(line: 10, column: 85, scope: !173, inlinedAt: !506)
!520 = !DILocation(line: 10, column: 79, scope: !173, inlinedAt: !506)
!521 = !DILocation(line: 10, column: 106, scope: !173, inlinedAt: !506)
!522 = !DILocation(line: 0, scope: !119, inlinedAt: !523)
!523 = distinct !DILocation(line: 10, column: 60, scope: !173, inlinedAt: !506)
!524 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !523)
!525 = !DILocation(line: 0, scope: !129, inlinedAt: !526)
!526 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !523)
!527 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !526)
!528 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !526)
!529 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !526)
!530 = !DILocation(line: 0, scope: !135, inlinedAt: !526)
!531 = distinct !{!531, !528, !532, !169}
!532 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !526)
!533 = !DILocation(line: 8, scope: !129, inlinedAt: !526)
!534 = !DILocation(line: 9, column: 43, scope: !209, inlinedAt: !523)
!535 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !523)
!536 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !523)
!537 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !523)
!538 = distinct !{!538, !481, !539, !169}
!539 = !DILocation(line: 23, column: 153, scope: !62)
!540 = !DILocation(line: 23, column: 155, scope: !62)
!541 = !DILocation(line: 0, scope: !119, inlinedAt: !542)
!542 = distinct !DILocation(line: 24, column: 11, scope: !62)
!543 = !DILocation(line: 0, scope: !129, inlinedAt: !544)
!544 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !542)
!545 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !544)
!546 = !DILocation(line: 0, scope: !135, inlinedAt: !544)
!547 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !544)
!548 = distinct !{!548, !547, !549, !169}
!549 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !544)
!550 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !542)
!551 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !542)
!552 = !DILocation(line: 24, column: 25, scope: !62)
!553 = !DILocation(line: 24, column: 65, scope: !62)
!554 = !DILocation(line: 24, column: 99, scope: !109)
!555 = !DILocation(line: 24, column: 125, scope: !556)
!556 = distinct !DILexicalBlock(scope: !109, file: !2, line: 24, column: 110)
!557 = !DILocation(line: 0, scope: !109)
!558 = !DILocation(line: 24, column: 114, scope: !556)
!559 = !DILocation(line: 24, column: 118, scope: !556)
!560 = !DILocation(line: 24, column: 137, scope: !109)
!561 = !DILocation(line: 24, column: 149, scope: !109)
!562 = !DILocation(line: 0, scope: !119, inlinedAt: !563)
!563 = distinct !DILocation(line: 24, column: 167, scope: !109)
!564 = !DILocation(line: 0, scope: !135, inlinedAt: !565)
!565 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !563)
!566 = !DILocation(line: 0, scope: !129, inlinedAt: !565)
!567 = !DILocation(line: 24, column: 145, scope: !109)
!568 = !DILocation(line: 0, scope: !430, inlinedAt: !569)
!569 = distinct !DILocation(line: 24, column: 160, scope: !109)
!570 = !DILocation(line: 0, scope: !173, inlinedAt: !571)
!571 = distinct !DILocation(line: 11, column: 45, scope: !430, inlinedAt: !569)
!572 = !DILocation(line: 0, scope: !129, inlinedAt: !573)
!573 = distinct !DILocation(line: 10, column: 38, scope: !173, inlinedAt: !571)
!574 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !573)
!575 = !DILocation(line: 0, scope: !135, inlinedAt: !573)
!576 = !DILocation(line: 10, column: 85, scope: !173, inlinedAt: !571)
!577 = !DILocation(line: 10, column: 79, scope: !173, inlinedAt: !571)
!578 = !DILocation(line: 0, scope: !119, inlinedAt: !579)
!579 = distinct !DILocation(line: 10, column: 60, scope: !173, inlinedAt: !571)
!580 = !DILocation(line: 0, scope: !129, inlinedAt: !581)
!581 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !579)
!582 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !581)
!583 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !581)
!584 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !581)
!585 = !DILocation(line: 0, scope: !135, inlinedAt: !581)
!586 = distinct !{!586, !583, !587, !169}
!587 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !581)
!588 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !579)
!589 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !579)
!590 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !579)
!591 = !DILocation(line: 24, column: 183, scope: !592)
!592 = distinct !DILexicalBlock(scope: !109, file: !2, line: 24, column: 182)
!593 = !DILocation(line: 24, column: 182, scope: !109)
!594 = !DILocation(line: 0, scope: !135, inlinedAt: !595)
!595 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !596)
!596 = distinct !DILocation(line: 24, column: 202, scope: !109)
!597 = !DILocation(line: 0, scope: !129, inlinedAt: !595)
!598 = !DILocation(line: 0, scope: !119, inlinedAt: !596)
!599 = !DILocation(line: 0, scope: !229, inlinedAt: !600)
!600 = distinct !DILocation(line: 24, column: 199, scope: !109)
!601 = !DILocation(line: 13, column: 53, scope: !236, inlinedAt: !600)
!602 = !DILocation(line: 13, column: 49, scope: !229, inlinedAt: !600)
!603 = !DILocation(line: 0, scope: !239, inlinedAt: !604)
!604 = distinct !DILocation(line: 13, column: 93, scope: !229, inlinedAt: !600)
!605 = !DILocation(line: 0, scope: !129, inlinedAt: !606)
!606 = distinct !DILocation(line: 12, column: 39, scope: !239, inlinedAt: !604)
!607 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !606)
!608 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !606)
!609 = !DILocation(line: 0, scope: !135, inlinedAt: !606)
!610 = distinct !{!610, !607, !611, !169}
!611 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !606)
!612 = !DILocation(line: 0, scope: !135, inlinedAt: !613)
!613 = distinct !DILocation(line: 12, column: 59, scope: !239, inlinedAt: !604)
!614 = !DILocation(line: 0, scope: !129, inlinedAt: !613)
!615 = !DILocation(line: 12, column: 78, scope: !239, inlinedAt: !604)
!616 = !DILocation(line: 12, column: 123, scope: !239, inlinedAt: !604)
!617 = !DILocation(line: 12, column: 129, scope: !239, inlinedAt: !604)
!618 = !DILocation(line: 12, column: 161, scope: !239, inlinedAt: !604)
!619 = !DILocation(line: 0, scope: !119, inlinedAt: !620)
!620 = distinct !DILocation(line: 12, column: 115, scope: !239, inlinedAt: !604)
!621 = !DILocation(line: 9, column: 41, scope: !119, inlinedAt: !620)
!622 = !DILocation(line: 0, scope: !129, inlinedAt: !623)
!623 = distinct !DILocation(line: 9, column: 80, scope: !119, inlinedAt: !620)
!624 = !DILocation(line: 8, column: 48, scope: !129, inlinedAt: !623)
!625 = !DILocation(line: 8, column: 82, scope: !129, inlinedAt: !623)
!626 = !DILocation(line: 8, column: 108, scope: !135, inlinedAt: !623)
!627 = !DILocation(line: 0, scope: !135, inlinedAt: !623)
!628 = distinct !{!628, !625, !629, !169}
!629 = !DILocation(line: 8, column: 127, scope: !129, inlinedAt: !623)
!630 = !DILocation(line: 8, scope: !129, inlinedAt: !623)
!631 = !DILocation(line: 9, column: 95, scope: !119, inlinedAt: !620)
!632 = !DILocation(line: 9, column: 120, scope: !119, inlinedAt: !620)
!633 = !DILocation(line: 9, column: 127, scope: !119, inlinedAt: !620)
!634 = !DILocation(line: 24, column: 75, scope: !62)
!635 = !DILocation(line: 25, column: 5, scope: !62)
!636 = !DILocation(line: 0, scope: !112)
!637 = !DILocation(line: 25, column: 30, scope: !112)
!638 = !DILocation(line: 25, column: 48, scope: !639)
!639 = distinct !DILexicalBlock(scope: !112, file: !2, line: 25, column: 30)
!640 = !DILocation(line: 25, column: 97, scope: !62)
!641 = !DILocation(line: 26, column: 12, scope: !62)
!642 = !DILocation(line: 27, column: 1, scope: !62)
!643 = !DILocation(line: 25, column: 86, scope: !639)
!644 = !DILocation(line: 25, column: 59, scope: !639)
!645 = !DILocation(line: 25, column: 55, scope: !639)
!646 = distinct !{!646, !637, !647, !169}
!647 = !DILocation(line: 25, column: 94, scope: !112)
!648 = !DISubprogram(name: "printf", scope: !649, file: !649, line: 356, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!649 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!650 = !DISubroutineType(types: !651)
!651 = !{!47, !652, null}
!652 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!653 = !DISubprogram(name: "snprintf", scope: !649, file: !649, line: 378, type: !654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!654 = !DISubroutineType(types: !655)
!655 = !{!47, !656, !658, !652, null}
!656 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !657)
!657 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!658 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !659, line: 18, baseType: !660)
!659 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!660 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
