; ModuleID = 'programs/pointer_arithmetic.c'
source_filename = "programs/pointer_arithmetic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"mid[-3]=%d mid[5]=%d *(mid-10)=%d diff=%td\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"sum=%ld p==q %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c"bytes between=%td\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"intptr roundtrip %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"aligned4=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [40 x i8] c"row[0][3]=%d row[1][4]=%d (*row)[1]=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"flat[13]=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [32 x i8] c"sp-1 b=%c ofs c=%zu stride=%td\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [19 x i8] c"container_of a=%d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [16 x i8] c"void step a=%d\0A\00", align 1, !dbg !41
@.str.14 = private unnamed_addr constant [14 x i8] c"total len=%d\0A\00", align 1, !dbg !46
@__const.main.buf = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"last word=%s\0A\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [11 x i8] c"arr[7]=%d\0A\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [15 x i8] c"swapped %d %d\0A\00", align 1, !dbg !58
@.str.18 = private unnamed_addr constant [19 x i8] c"reversed %d %d %d\0A\00", align 1, !dbg !63

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca [12 x i8], align 1, !DIAssignID !180
    #dbg_assign(i1 undef, !155, !DIExpression(), !180, ptr %1, !DIExpression(), !181)
  %2 = alloca [1000 x i32], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !170, !DIExpression(), !182, ptr %2, !DIExpression(), !181)
    #dbg_value(i32 0, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !181)
    #dbg_value(i32 1, !113, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !181)
    #dbg_value(i32 4, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !181)
    #dbg_value(i32 9, !113, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !181)
    #dbg_value(i32 16, !113, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !181)
    #dbg_value(i32 25, !113, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !181)
    #dbg_value(i32 36, !113, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !181)
    #dbg_value(i32 49, !113, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !181)
    #dbg_value(i32 64, !113, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !181)
    #dbg_value(i32 81, !113, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !181)
    #dbg_value(i32 100, !113, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !181)
    #dbg_value(i32 121, !113, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !181)
    #dbg_value(i32 144, !113, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !181)
    #dbg_value(i32 169, !113, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !181)
    #dbg_value(i32 196, !113, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !181)
    #dbg_value(i32 225, !113, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !181)
    #dbg_value(i32 256, !113, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !181)
    #dbg_value(i32 289, !113, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !181)
    #dbg_value(i32 324, !113, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !181)
    #dbg_value(i32 361, !113, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !181)
    #dbg_value(ptr undef, !119, !DIExpression(), !181)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 49, i32 noundef 225, i32 noundef 0, i64 noundef 9), !dbg !183
    #dbg_value(ptr undef, !121, !DIExpression(DW_OP_plus_uconst, 80, DW_OP_stack_value), !181)
    #dbg_value(!DIArgList(ptr undef, i64 80), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !181)
    #dbg_value(i64 2470, !122, !DIExpression(), !181)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2470, i32 noundef 1), !dbg !184
    #dbg_value(ptr undef, !123, !DIExpression(), !181)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 20), !dbg !185
    #dbg_value(ptr undef, !124, !DIExpression(), !181)
    #dbg_value(ptr undef, !125, !DIExpression(), !181)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 100), !dbg !186
    #dbg_value(ptr undef, !126, !DIExpression(DW_OP_plus_uconst, 12, DW_OP_stack_value), !181)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !187
    #dbg_value(i32 0, !127, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !181)
    #dbg_value(i32 1, !127, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !181)
    #dbg_value(i32 2, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !181)
    #dbg_value(i32 3, !127, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !181)
    #dbg_value(i32 4, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !181)
    #dbg_value(i32 10, !127, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !181)
    #dbg_value(i32 11, !127, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !181)
    #dbg_value(i32 12, !127, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !181)
    #dbg_value(i32 13, !127, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !181)
    #dbg_value(i32 14, !127, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !181)
    #dbg_value(i32 20, !127, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !181)
    #dbg_value(i32 21, !127, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !181)
    #dbg_value(i32 22, !127, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !181)
    #dbg_value(i32 23, !127, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !181)
    #dbg_value(i32 24, !127, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !181)
    #dbg_value(i32 30, !127, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !181)
    #dbg_value(i32 31, !127, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !181)
    #dbg_value(i32 32, !127, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !181)
    #dbg_value(i32 33, !127, !DIExpression(DW_OP_LLVM_fragment, 576, 32), !181)
    #dbg_value(i32 34, !127, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !181)
    #dbg_value(ptr undef, !135, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !181)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 23, i32 noundef 34, i32 noundef 21), !dbg !188
    #dbg_value(ptr undef, !138, !DIExpression(), !181)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 23), !dbg !189
    #dbg_value(i32 0, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !181)
    #dbg_value(i8 65, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !181)
    #dbg_value(double 0.000000e+00, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !181)
    #dbg_value(i32 1, !139, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !181)
    #dbg_value(i8 66, !139, !DIExpression(DW_OP_LLVM_fragment, 160, 8), !181)
    #dbg_value(double 2.500000e-01, !139, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !181)
    #dbg_value(i32 2, !139, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !181)
    #dbg_value(i8 67, !139, !DIExpression(DW_OP_LLVM_fragment, 288, 8), !181)
    #dbg_value(double 5.000000e-01, !139, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !181)
    #dbg_value(i32 3, !139, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !181)
    #dbg_value(i8 68, !139, !DIExpression(DW_OP_LLVM_fragment, 416, 8), !181)
    #dbg_value(double 7.500000e-01, !139, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !181)
    #dbg_value(i32 4, !139, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !181)
    #dbg_value(i8 69, !139, !DIExpression(DW_OP_LLVM_fragment, 544, 8), !181)
    #dbg_value(double 1.000000e+00, !139, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !181)
    #dbg_value(ptr undef, !143, !DIExpression(DW_OP_plus_uconst, 64, DW_OP_stack_value), !181)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 68, i64 noundef 8, i64 noundef 16), !dbg !190
    #dbg_value(ptr undef, !144, !DIExpression(DW_OP_plus_uconst, 40, DW_OP_stack_value), !181)
    #dbg_value(ptr undef, !146, !DIExpression(), !181)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2), !dbg !191
    #dbg_value(ptr undef, !147, !DIExpression(), !181)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3), !dbg !192
    #dbg_value(ptr poison, !152, !DIExpression(), !181)
    #dbg_value(i32 15, !154, !DIExpression(), !181)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 15), !dbg !193
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #5, !dbg !194
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %1, ptr noundef nonnull align 1 dereferenceable(12) @__const.main.buf, i64 12, i1 false), !dbg !195, !DIAssignID !196
    #dbg_assign(i1 undef, !155, !DIExpression(), !196, ptr %1, !DIExpression(), !181)
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #6, !dbg !197
  %15 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !198
    #dbg_value(ptr %15, !159, !DIExpression(), !181)
  br label %16, !dbg !199

16:                                               ; preds = %19, %0
  %17 = phi ptr [ %15, %0 ], [ %20, %19 ], !dbg !200
    #dbg_value(ptr %17, !159, !DIExpression(), !181)
  %18 = icmp ugt ptr %17, %1, !dbg !201
  br i1 %18, label %19, label %23, !dbg !202

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %17, i64 -1, !dbg !203
  %21 = load i8, ptr %20, align 1, !dbg !203, !tbaa !204
  %22 = icmp eq i8 %21, 32, !dbg !207
  br i1 %22, label %23, label %16, !dbg !199, !llvm.loop !208

23:                                               ; preds = %16, %19
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %17), !dbg !211
    #dbg_value(ptr undef, !161, !DIExpression(), !181)
    #dbg_value(ptr undef, !160, !DIExpression(), !181)
    #dbg_value(i32 1049, !113, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !181)
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1049), !dbg !212
    #dbg_value(i32 5, !163, !DIExpression(), !181)
    #dbg_value(i32 9, !164, !DIExpression(), !181)
    #dbg_value(ptr undef, !169, !DIExpression(), !181)
    #dbg_value(ptr undef, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !181)
    #dbg_value(ptr undef, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !181)
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 9, i32 noundef 5), !dbg !213
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %2) #5, !dbg !214
    #dbg_value(i32 0, !174, !DIExpression(), !215)
  br label %27, !dbg !216

27:                                               ; preds = %34, %23
  %28 = phi i64 [ 0, %23 ], [ %50, %34 ], !dbg !217
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %23 ], [ %51, %34 ], !dbg !219
  %30 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>, !dbg !219
  %31 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %28, !dbg !220
  %32 = getelementptr inbounds i8, ptr %31, i64 16, !dbg !219
  store <4 x i32> %29, ptr %31, align 16, !dbg !219, !tbaa !221
  store <4 x i32> %30, ptr %32, align 16, !dbg !219, !tbaa !221
  %33 = icmp eq i64 %28, 992, !dbg !217
  br i1 %33, label %52, label %34, !dbg !217, !llvm.loop !223

34:                                               ; preds = %27
  %35 = or disjoint i64 %28, 8, !dbg !217
  %36 = add <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>, !dbg !219
  %37 = add <4 x i32> %29, <i32 12, i32 12, i32 12, i32 12>, !dbg !219
  %38 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %35, !dbg !220
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !219
  store <4 x i32> %36, ptr %38, align 16, !dbg !219, !tbaa !221
  store <4 x i32> %37, ptr %39, align 16, !dbg !219, !tbaa !221
  %40 = or disjoint i64 %28, 16, !dbg !217
  %41 = add <4 x i32> %29, <i32 16, i32 16, i32 16, i32 16>, !dbg !219
  %42 = add <4 x i32> %29, <i32 20, i32 20, i32 20, i32 20>, !dbg !219
  %43 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %40, !dbg !220
  %44 = getelementptr inbounds i8, ptr %43, i64 16, !dbg !219
  store <4 x i32> %41, ptr %43, align 16, !dbg !219, !tbaa !221
  store <4 x i32> %42, ptr %44, align 16, !dbg !219, !tbaa !221
  %45 = or disjoint i64 %28, 24, !dbg !217
  %46 = add <4 x i32> %29, <i32 24, i32 24, i32 24, i32 24>, !dbg !219
  %47 = add <4 x i32> %29, <i32 28, i32 28, i32 28, i32 28>, !dbg !219
  %48 = getelementptr inbounds [1000 x i32], ptr %2, i64 0, i64 %45, !dbg !220
  %49 = getelementptr inbounds i8, ptr %48, i64 16, !dbg !219
  store <4 x i32> %46, ptr %48, align 16, !dbg !219, !tbaa !221
  store <4 x i32> %47, ptr %49, align 16, !dbg !219, !tbaa !221
  %50 = add nuw nsw i64 %28, 32, !dbg !217
  %51 = add <4 x i32> %29, <i32 32, i32 32, i32 32, i32 32>, !dbg !219
  br label %27

52:                                               ; preds = %27
    #dbg_value(ptr %2, !176, !DIExpression(), !181)
  %53 = getelementptr inbounds i8, ptr %2, i64 3996, !dbg !227
    #dbg_value(ptr %53, !177, !DIExpression(), !181)
  br label %54, !dbg !228

54:                                               ; preds = %54, %52
  %55 = phi ptr [ %53, %52 ], [ %76, %54 ]
  %56 = phi ptr [ %2, %52 ], [ %75, %54 ]
    #dbg_value(ptr %55, !177, !DIExpression(), !181)
    #dbg_value(ptr %56, !176, !DIExpression(), !181)
  %57 = load i32, ptr %56, align 4, !dbg !229, !tbaa !221
    #dbg_value(i32 %57, !178, !DIExpression(), !230)
  %58 = load i32, ptr %55, align 4, !dbg !231, !tbaa !221
  %59 = getelementptr inbounds i8, ptr %56, i64 4, !dbg !232
    #dbg_value(ptr %59, !176, !DIExpression(), !181)
  store i32 %58, ptr %56, align 4, !dbg !233, !tbaa !221
  %60 = getelementptr inbounds i8, ptr %55, i64 -4, !dbg !234
    #dbg_value(ptr %60, !177, !DIExpression(), !181)
  store i32 %57, ptr %55, align 4, !dbg !235, !tbaa !221
  %61 = load i32, ptr %59, align 4, !dbg !229, !tbaa !221
    #dbg_value(i32 %61, !178, !DIExpression(), !230)
  %62 = load i32, ptr %60, align 4, !dbg !231, !tbaa !221
  %63 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !232
    #dbg_value(ptr %63, !176, !DIExpression(), !181)
  store i32 %62, ptr %59, align 4, !dbg !233, !tbaa !221
  %64 = getelementptr inbounds i8, ptr %55, i64 -8, !dbg !234
    #dbg_value(ptr %64, !177, !DIExpression(), !181)
  store i32 %61, ptr %60, align 4, !dbg !235, !tbaa !221
  %65 = load i32, ptr %63, align 4, !dbg !229, !tbaa !221
    #dbg_value(i32 %65, !178, !DIExpression(), !230)
  %66 = load i32, ptr %64, align 4, !dbg !231, !tbaa !221
  %67 = getelementptr inbounds i8, ptr %56, i64 12, !dbg !232
    #dbg_value(ptr %67, !176, !DIExpression(), !181)
  store i32 %66, ptr %63, align 4, !dbg !233, !tbaa !221
  %68 = getelementptr inbounds i8, ptr %55, i64 -12, !dbg !234
    #dbg_value(ptr %68, !177, !DIExpression(), !181)
  store i32 %65, ptr %64, align 4, !dbg !235, !tbaa !221
  %69 = load i32, ptr %67, align 4, !dbg !229, !tbaa !221
    #dbg_value(i32 %69, !178, !DIExpression(), !230)
  %70 = load i32, ptr %68, align 4, !dbg !231, !tbaa !221
  %71 = getelementptr inbounds i8, ptr %56, i64 16, !dbg !232
    #dbg_value(ptr %71, !176, !DIExpression(), !181)
  store i32 %70, ptr %67, align 4, !dbg !233, !tbaa !221
  %72 = getelementptr inbounds i8, ptr %55, i64 -16, !dbg !234
    #dbg_value(ptr %72, !177, !DIExpression(), !181)
  store i32 %69, ptr %68, align 4, !dbg !235, !tbaa !221
  %73 = load i32, ptr %71, align 4, !dbg !229, !tbaa !221
    #dbg_value(i32 %73, !178, !DIExpression(), !230)
  %74 = load i32, ptr %72, align 4, !dbg !231, !tbaa !221
  %75 = getelementptr inbounds i8, ptr %56, i64 20, !dbg !232
    #dbg_value(ptr %75, !176, !DIExpression(), !181)
  store i32 %74, ptr %71, align 4, !dbg !233, !tbaa !221
  %76 = getelementptr inbounds i8, ptr %55, i64 -20, !dbg !234
    #dbg_value(ptr %76, !177, !DIExpression(), !181)
  store i32 %73, ptr %72, align 4, !dbg !235, !tbaa !221
  %77 = icmp ult ptr %75, %76, !dbg !236
  br i1 %77, label %54, label %78, !dbg !228, !llvm.loop !237

78:                                               ; preds = %54
  %79 = load i32, ptr %2, align 16, !dbg !239, !tbaa !221
  %80 = getelementptr inbounds i8, ptr %2, i64 2000, !dbg !240
  %81 = load i32, ptr %80, align 16, !dbg !240, !tbaa !221
  %82 = load i32, ptr %53, align 4, !dbg !241, !tbaa !221
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %79, i32 noundef %81, i32 noundef %82), !dbg !242
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %2) #5, !dbg !243
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #5, !dbg !243
  ret i32 10, !dbg !243
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !244 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !249 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!65}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/pointer_arithmetic.c", directory: ".", checksumkind: CSK_MD5, checksum: "5ceb2e041f55c9f77e3a6cb029a803c2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 44)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 40)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 32)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 14)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !48, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 15)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!65 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !66, globals: !83, splitDebugInlining: false, nameTableKind: None)
!66 = !{!67, !68, !71, !73, !72, !4, !75, !82}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !69, line: 87, baseType: !70)
!69 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !69, line: 90, baseType: !74)
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !2, line: 9, size: 128, elements: !77)
!77 = !{!78, !79, !80}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !76, file: !2, line: 9, baseType: !72, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !76, file: !2, line: 9, baseType: !4, size: 8, offset: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !76, file: !2, line: 9, baseType: !81, size: 64, offset: 64)
!81 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!83 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !41, !84, !89, !94, !96, !46, !51, !53, !58, !63}
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 5)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 4)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !91, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 6)
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !110, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!72}
!112 = !{!113, !117, !119, !120, !121, !122, !123, !124, !125, !126, !127, !130, !132, !135, !138, !139, !141, !143, !144, !146, !147, !148, !152, !154, !155, !159, !160, !161, !163, !164, !165, !169, !170, !174, !176, !177, !178}
!113 = !DILocalVariable(name: "arr", scope: !109, file: !2, line: 11, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 640, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 20)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 11, type: !72)
!118 = distinct !DILexicalBlock(scope: !109, file: !2, line: 11, column: 18)
!119 = !DILocalVariable(name: "mid", scope: !109, file: !2, line: 12, type: !71)
!120 = !DILocalVariable(name: "p", scope: !109, file: !2, line: 13, type: !71)
!121 = !DILocalVariable(name: "q", scope: !109, file: !2, line: 13, type: !71)
!122 = !DILocalVariable(name: "s", scope: !109, file: !2, line: 13, type: !70)
!123 = !DILocalVariable(name: "c", scope: !109, file: !2, line: 14, type: !67)
!124 = !DILocalVariable(name: "ip", scope: !109, file: !2, line: 15, type: !68)
!125 = !DILocalVariable(name: "back", scope: !109, file: !2, line: 15, type: !71)
!126 = !DILocalVariable(name: "up", scope: !109, file: !2, line: 16, type: !73)
!127 = !DILocalVariable(name: "m", scope: !109, file: !2, line: 17, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 640, elements: !129)
!129 = !{!93, !88}
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 17, type: !72)
!131 = distinct !DILexicalBlock(scope: !109, file: !2, line: 17, column: 18)
!132 = !DILocalVariable(name: "j", scope: !133, file: !2, line: 17, type: !72)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 17, column: 46)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 17, column: 18)
!135 = !DILocalVariable(name: "row", scope: !109, file: !2, line: 18, type: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !87)
!138 = !DILocalVariable(name: "flat", scope: !109, file: !2, line: 19, type: !71)
!139 = !DILocalVariable(name: "sa", scope: !109, file: !2, line: 20, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 640, elements: !87)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 20, type: !72)
!142 = distinct !DILexicalBlock(scope: !109, file: !2, line: 20, column: 21)
!143 = !DILocalVariable(name: "sp", scope: !109, file: !2, line: 21, type: !75)
!144 = !DILocalVariable(name: "dp", scope: !109, file: !2, line: 22, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!146 = !DILocalVariable(name: "owner", scope: !109, file: !2, line: 22, type: !75)
!147 = !DILocalVariable(name: "vp", scope: !109, file: !2, line: 23, type: !82)
!148 = !DILocalVariable(name: "words", scope: !109, file: !2, line: 24, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 320, elements: !87)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!152 = !DILocalVariable(name: "wp", scope: !109, file: !2, line: 24, type: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!154 = !DILocalVariable(name: "n", scope: !109, file: !2, line: 24, type: !72)
!155 = !DILocalVariable(name: "buf", scope: !109, file: !2, line: 25, type: !156)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 12)
!159 = !DILocalVariable(name: "e", scope: !109, file: !2, line: 25, type: !67)
!160 = !DILocalVariable(name: "pp_target", scope: !109, file: !2, line: 26, type: !71)
!161 = !DILocalVariable(name: "pp", scope: !109, file: !2, line: 26, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!163 = !DILocalVariable(name: "x", scope: !109, file: !2, line: 27, type: !72)
!164 = !DILocalVariable(name: "y", scope: !109, file: !2, line: 27, type: !72)
!165 = !DILocalVariable(name: "ptrs", scope: !109, file: !2, line: 27, type: !166)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 128, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 2)
!169 = !DILocalVariable(name: "t", scope: !109, file: !2, line: 27, type: !71)
!170 = !DILocalVariable(name: "big", scope: !109, file: !2, line: 28, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 32000, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 1000)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 28, type: !72)
!175 = distinct !DILexicalBlock(scope: !109, file: !2, line: 28, column: 20)
!176 = !DILocalVariable(name: "lo", scope: !109, file: !2, line: 28, type: !71)
!177 = !DILocalVariable(name: "hi", scope: !109, file: !2, line: 28, type: !71)
!178 = !DILocalVariable(name: "tmp", scope: !179, file: !2, line: 28, type: !72)
!179 = distinct !DILexicalBlock(scope: !109, file: !2, line: 28, column: 111)
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 0, scope: !109)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 12, column: 26, scope: !109)
!184 = !DILocation(line: 13, column: 71, scope: !109)
!185 = !DILocation(line: 14, column: 28, scope: !109)
!186 = !DILocation(line: 15, column: 57, scope: !109)
!187 = !DILocation(line: 16, column: 40, scope: !109)
!188 = !DILocation(line: 18, column: 28, scope: !109)
!189 = !DILocation(line: 19, column: 27, scope: !109)
!190 = !DILocation(line: 21, column: 28, scope: !109)
!191 = !DILocation(line: 22, column: 96, scope: !109)
!192 = !DILocation(line: 23, column: 60, scope: !109)
!193 = !DILocation(line: 24, column: 145, scope: !109)
!194 = !DILocation(line: 25, column: 5, scope: !109)
!195 = !DILocation(line: 25, column: 10, scope: !109)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 25, column: 49, scope: !109)
!198 = !DILocation(line: 25, column: 47, scope: !109)
!199 = !DILocation(line: 25, column: 62, scope: !109)
!200 = !DILocation(line: 25, scope: !109)
!201 = !DILocation(line: 25, column: 71, scope: !109)
!202 = !DILocation(line: 25, column: 77, scope: !109)
!203 = !DILocation(line: 25, column: 80, scope: !109)
!204 = !{!205, !205, i64 0}
!205 = !{!"omnipotent char", !206, i64 0}
!206 = !{!"Simple C/C++ TBAA"}
!207 = !DILocation(line: 25, column: 86, scope: !109)
!208 = distinct !{!208, !199, !209, !210}
!209 = !DILocation(line: 25, column: 95, scope: !109)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !DILocation(line: 25, column: 99, scope: !109)
!212 = !DILocation(line: 26, column: 80, scope: !109)
!213 = !DILocation(line: 27, column: 100, scope: !109)
!214 = !DILocation(line: 28, column: 5, scope: !109)
!215 = !DILocation(line: 0, scope: !175)
!216 = !DILocation(line: 28, column: 20, scope: !175)
!217 = !DILocation(line: 28, column: 47, scope: !218)
!218 = distinct !DILexicalBlock(scope: !175, file: !2, line: 28, column: 20)
!219 = !DILocation(line: 28, column: 58, scope: !218)
!220 = !DILocation(line: 28, column: 51, scope: !218)
!221 = !{!222, !222, i64 0}
!222 = !{!"int", !205, i64 0}
!223 = distinct !{!223, !216, !224, !210, !225, !226}
!224 = !DILocation(line: 28, column: 60, scope: !175)
!225 = !{!"llvm.loop.isvectorized", i32 1}
!226 = !{!"llvm.loop.unroll.runtime.disable"}
!227 = !DILocation(line: 28, column: 88, scope: !109)
!228 = !DILocation(line: 28, column: 95, scope: !109)
!229 = !DILocation(line: 28, column: 123, scope: !179)
!230 = !DILocation(line: 0, scope: !179)
!231 = !DILocation(line: 28, column: 136, scope: !179)
!232 = !DILocation(line: 28, column: 131, scope: !179)
!233 = !DILocation(line: 28, column: 134, scope: !179)
!234 = !DILocation(line: 28, column: 144, scope: !179)
!235 = !DILocation(line: 28, column: 147, scope: !179)
!236 = !DILocation(line: 28, column: 105, scope: !109)
!237 = distinct !{!237, !228, !238, !210}
!238 = !DILocation(line: 28, column: 154, scope: !109)
!239 = !DILocation(line: 28, column: 186, scope: !109)
!240 = !DILocation(line: 28, column: 194, scope: !109)
!241 = !DILocation(line: 28, column: 204, scope: !109)
!242 = !DILocation(line: 28, column: 156, scope: !109)
!243 = !DILocation(line: 30, column: 1, scope: !109)
!244 = !DISubprogram(name: "printf", scope: !245, file: !245, line: 356, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!246 = !DISubroutineType(types: !247)
!247 = !{!72, !248, null}
!248 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!249 = !DISubprogram(name: "strlen", scope: !250, file: !250, line: 407, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!251 = !DISubroutineType(types: !252)
!252 = !{!74, !150}
