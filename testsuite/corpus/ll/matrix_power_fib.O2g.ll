; ModuleID = 'programs/matrix_power_fib.c'
source_filename = "programs/matrix_power_fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"F(%d)=%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"F(186)=%s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"F(%llu) mod p = %llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"pisano:\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [28 x i8] c"tribonacci(70)=%llu bad=%d\0A\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !58 {
  %1 = alloca [50 x i8], align 16, !DIAssignID !92
  %2 = alloca [50 x i8], align 16, !DIAssignID !93
  %3 = alloca [64 x i8], align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !62, !DIExpression(), !94, ptr %3, !DIExpression(), !95)
  %4 = alloca [5 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !69, !DIExpression(), !96, ptr %4, !DIExpression(), !95)
  %5 = alloca i64, align 8, !DIAssignID !97
    #dbg_assign(i1 undef, !75, !DIExpression(), !97, ptr %5, !DIExpression(), !98)
  %6 = alloca i64, align 8, !DIAssignID !99
    #dbg_assign(i1 undef, !78, !DIExpression(), !99, ptr %6, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5, !dbg !100
    #dbg_value(i32 90, !66, !DIExpression(), !101)
  %7 = getelementptr i8, ptr %1, i64 -7
  br label %8, !dbg !102

8:                                                ; preds = %0, %165
  %9 = phi i32 [ 90, %0 ], [ %169, %165 ]
    #dbg_value(i32 %9, !66, !DIExpression(), !101)
  br label %66, !dbg !103

10:                                               ; preds = %165
    #dbg_value(ptr undef, !117, !DIExpression(), !136)
    #dbg_value(ptr undef, !124, !DIExpression(), !136)
    #dbg_value(i128 407305795904080553832073954, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !136)
    #dbg_value(i128 251728825683549488150424261, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !136)
    #dbg_value(i128 251728825683549488150424261, !125, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !136)
    #dbg_value(i128 155576970220531065681649693, !125, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !136)
    #dbg_value(i64 2, !128, !DIExpression(), !141)
    #dbg_value(i64 2, !126, !DIExpression(), !142)
    #dbg_value(i128 155576970220531065681649693, !114, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !143)
    #dbg_value(i128 251728825683549488150424261, !114, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !143)
    #dbg_value(i128 251728825683549488150424261, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !143)
    #dbg_value(i128 407305795904080553832073954, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !143)
    #dbg_value(ptr undef, !117, !DIExpression(), !144)
    #dbg_value(ptr undef, !124, !DIExpression(), !144)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 128), !144)
    #dbg_value(i128 -7457256833870901142178577642133753608, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !144)
    #dbg_value(!DIArgList(i128 poison, i128 poison, i128 poison, i128 poison), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 128), !144)
    #dbg_value(!DIArgList(i128 poison, i128 poison, i128 poison, i128 poison), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 128), !144)
    #dbg_value(i64 2, !128, !DIExpression(), !147)
    #dbg_value(i64 2, !126, !DIExpression(), !148)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !143)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !143)
    #dbg_value(i128 -7457256833870901142178577642133753608, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !143)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !143)
    #dbg_value(i32 1, !110, !DIExpression(DW_OP_constu, 1, DW_OP_shra, DW_OP_stack_value), !143)
    #dbg_assign(i1 undef, !149, !DIExpression(), !93, ptr %2, !DIExpression(), !163)
    #dbg_value(i128 -7457256833870901142178577642133753608, !155, !DIExpression(), !163)
    #dbg_value(ptr %3, !156, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %2) #5, !dbg !165
    #dbg_value(i32 0, !157, !DIExpression(), !163)
  br label %11, !dbg !166

11:                                               ; preds = %23, %10
  %12 = phi i64 [ 0, %10 ], [ %27, %23 ]
  %13 = phi i128 [ -7457256833870901142178577642133753608, %10 ], [ %29, %23 ]
    #dbg_value(i64 %12, !157, !DIExpression(), !163)
    #dbg_value(i128 %13, !155, !DIExpression(), !163)
  %14 = freeze i128 %13, !dbg !167
  %15 = udiv i128 %14, 10, !dbg !167
  %16 = mul i128 %15, 10, !dbg !169
  %17 = sub i128 %14, %16, !dbg !169
  %18 = trunc nuw nsw i128 %17 to i8, !dbg !170
  %19 = or disjoint i8 %18, 48, !dbg !171
  %20 = or disjoint i64 %12, 1, !dbg !172
    #dbg_value(i64 %20, !157, !DIExpression(), !163)
  %21 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %12, !dbg !173
  store i8 %19, ptr %21, align 2, !dbg !174, !tbaa !175
    #dbg_value(i128 poison, !155, !DIExpression(), !163)
  %22 = icmp ult i128 %13, 10, !dbg !178
  br i1 %22, label %30, label %23, !dbg !178, !llvm.loop !179

23:                                               ; preds = %11
    #dbg_value(i128 %15, !155, !DIExpression(), !163)
    #dbg_value(i64 %20, !157, !DIExpression(), !163)
    #dbg_value(i128 %15, !155, !DIExpression(), !163)
  %24 = urem i128 %15, 10, !dbg !169
  %25 = trunc nuw nsw i128 %24 to i8, !dbg !170
  %26 = or disjoint i8 %25, 48, !dbg !171
  %27 = add nuw nsw i64 %12, 2, !dbg !172
    #dbg_value(i64 %27, !157, !DIExpression(), !163)
  %28 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %20, !dbg !173
  store i8 %26, ptr %28, align 1, !dbg !174, !tbaa !175
  %29 = udiv i128 %13, 100, !dbg !167
    #dbg_value(i128 %29, !155, !DIExpression(), !163)
  br label %11

30:                                               ; preds = %11
    #dbg_value(i32 0, !158, !DIExpression(), !182)
  %31 = shl i64 %12, 32, !dbg !183
  %32 = ashr exact i64 %31, 32, !dbg !183
  %33 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %32, !dbg !184
  %34 = getelementptr inbounds i8, ptr %33, i64 -15, !dbg !184
  %35 = getelementptr inbounds i8, ptr %33, i64 -31, !dbg !184
  %36 = load <16 x i8>, ptr %34, align 1, !dbg !184, !tbaa !175
  %37 = shufflevector <16 x i8> %36, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !184
  %38 = load <16 x i8>, ptr %35, align 1, !dbg !184, !tbaa !175
  %39 = shufflevector <16 x i8> %38, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !184
  %40 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !186
  store <16 x i8> %37, ptr %3, align 16, !dbg !186, !tbaa !175
  store <16 x i8> %39, ptr %40, align 16, !dbg !186, !tbaa !175
  %41 = add nsw i64 %32, -32, !dbg !187
  %42 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %41, !dbg !184
  %43 = getelementptr inbounds i8, ptr %42, i64 -3, !dbg !184
  %44 = load <4 x i8>, ptr %43, align 1, !dbg !184, !tbaa !175
  %45 = shufflevector <4 x i8> %44, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !184
  %46 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !188
  store <4 x i8> %45, ptr %46, align 16, !dbg !186, !tbaa !175
    #dbg_value(i64 36, !158, !DIExpression(), !182)
  %47 = add nsw i64 %32, -36, !dbg !187
  %48 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %47, !dbg !184
  %49 = load i8, ptr %48, align 2, !dbg !184, !tbaa !175
  %50 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !188
  store i8 %49, ptr %50, align 4, !dbg !186, !tbaa !175
    #dbg_value(i64 37, !158, !DIExpression(), !182)
  %51 = add nsw i64 %32, -37, !dbg !187
  %52 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %51, !dbg !184
  %53 = load i8, ptr %52, align 1, !dbg !184, !tbaa !175
  %54 = getelementptr inbounds i8, ptr %3, i64 37, !dbg !188
  store i8 %53, ptr %54, align 1, !dbg !186, !tbaa !175
    #dbg_value(i64 38, !158, !DIExpression(), !182)
  %55 = add nsw i64 %32, -38, !dbg !187
  %56 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %55, !dbg !184
  %57 = load i8, ptr %56, align 2, !dbg !184, !tbaa !175
  %58 = getelementptr inbounds i8, ptr %3, i64 38, !dbg !188
  store i8 %57, ptr %58, align 2, !dbg !186, !tbaa !175
    #dbg_value(i64 39, !158, !DIExpression(), !182)
  %59 = and i64 %20, 4294967295, !dbg !189
  %60 = getelementptr inbounds i8, ptr %3, i64 %59, !dbg !189
  store i8 0, ptr %60, align 1, !dbg !190, !tbaa !175
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %2) #5, !dbg !191
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %3), !dbg !192
    #dbg_value(i32 0, !68, !DIExpression(), !95)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #5, !dbg !193
    #dbg_assign(i8 0, !69, !DIExpression(), !194, ptr %4, !DIExpression(), !95)
  store i64 10, ptr %4, align 16, !dbg !195, !DIAssignID !196
    #dbg_assign(i64 10, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !196, ptr %4, !DIExpression(), !95)
  %62 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !195
  store i64 1000, ptr %62, align 8, !dbg !195, !DIAssignID !197
    #dbg_assign(i64 1000, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !197, ptr %62, !DIExpression(), !95)
  %63 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !195
  store i64 1000000, ptr %63, align 16, !dbg !195, !DIAssignID !198
    #dbg_assign(i64 1000000, !69, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !198, ptr %63, !DIExpression(), !95)
  %64 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !195
  store i64 1000000000000000000, ptr %64, align 8, !dbg !195, !DIAssignID !199
    #dbg_assign(i64 1000000000000000000, !69, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !199, ptr %64, !DIExpression(), !95)
  %65 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !195
  store i64 -1, ptr %65, align 16, !dbg !195, !DIAssignID !200
    #dbg_assign(i64 -1, !69, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !200, ptr %65, !DIExpression(), !95)
    #dbg_value(i32 0, !73, !DIExpression(), !201)
  br label %173, !dbg !202

66:                                               ; preds = %8, %87
  %67 = phi i32 [ %88, %87 ], [ %9, %8 ]
  %68 = phi i128 [ %96, %87 ], [ 0, %8 ]
  %69 = phi i128 [ %94, %87 ], [ 1, %8 ]
  %70 = phi i128 [ %93, %87 ], [ 1, %8 ]
  %71 = phi i128 [ %91, %87 ], [ 1, %8 ]
  %72 = phi i128 [ %85, %87 ], [ 0, %8 ]
  %73 = phi i128 [ %84, %87 ], [ 1, %8 ]
    #dbg_value(i32 %67, !110, !DIExpression(), !203)
    #dbg_value(i128 %68, !114, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 %69, !114, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 %70, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 %71, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 %72, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 %73, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
  %74 = and i32 %67, 1, !dbg !204
  %75 = icmp eq i32 %74, 0, !dbg !204
  br i1 %75, label %83, label %76, !dbg !205

76:                                               ; preds = %66
    #dbg_value(ptr undef, !117, !DIExpression(), !206)
    #dbg_value(ptr undef, !124, !DIExpression(), !206)
    #dbg_value(i64 0, !126, !DIExpression(), !208)
    #dbg_value(i64 0, !128, !DIExpression(), !209)
  %77 = mul i128 %73, %71, !dbg !210
  %78 = mul i128 %72, %69, !dbg !212
  %79 = add i128 %77, %78, !dbg !213
    #dbg_value(i128 %79, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !206)
    #dbg_value(i64 1, !128, !DIExpression(), !209)
  %80 = mul i128 %73, %70, !dbg !210
  %81 = mul i128 %72, %68, !dbg !212
  %82 = add i128 %80, %81, !dbg !213
    #dbg_value(i128 %82, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !206)
    #dbg_value(!DIArgList(i128 poison, i128 poison, i128 poison, i128 poison), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 128), !206)
    #dbg_value(!DIArgList(i128 poison, i128 poison, i128 poison, i128 poison), !125, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 128), !206)
    #dbg_value(i64 2, !128, !DIExpression(), !209)
    #dbg_value(i64 2, !126, !DIExpression(), !208)
    #dbg_value(i128 %79, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
    #dbg_value(i128 %82, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(!DIArgList(i128 poison, i128 poison, i128 poison, i128 poison), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(!DIArgList(i128 poison, i128 poison, i128 poison, i128 poison), !111, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 384, 128), !203)
  br label %83, !dbg !214

83:                                               ; preds = %76, %66
  %84 = phi i128 [ %73, %66 ], [ %79, %76 ], !dbg !215
  %85 = phi i128 [ %72, %66 ], [ %82, %76 ], !dbg !215
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 %85, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 %84, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
    #dbg_value(i32 %67, !110, !DIExpression(DW_OP_constu, 1, DW_OP_shra, DW_OP_stack_value), !203)
  %86 = icmp eq i32 %67, 1, !dbg !216
  br i1 %86, label %98, label %87, !dbg !217

87:                                               ; preds = %83
  %88 = lshr i32 %67, 1, !dbg !218
    #dbg_value(i32 %88, !110, !DIExpression(), !203)
    #dbg_value(ptr undef, !117, !DIExpression(), !219)
    #dbg_value(ptr undef, !124, !DIExpression(), !219)
    #dbg_value(i64 0, !126, !DIExpression(), !221)
    #dbg_value(i64 0, !128, !DIExpression(), !222)
  %89 = mul i128 %71, %71, !dbg !223
  %90 = mul i128 %70, %69, !dbg !224
  %91 = add i128 %89, %90, !dbg !225
    #dbg_value(i128 %91, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !219)
    #dbg_value(i64 1, !128, !DIExpression(), !222)
  %92 = add i128 %71, %68, !dbg !225
  %93 = mul i128 %92, %70, !dbg !225
    #dbg_value(i128 %93, !125, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !219)
    #dbg_value(i64 1, !126, !DIExpression(), !221)
    #dbg_value(i64 0, !128, !DIExpression(), !222)
  %94 = mul i128 %92, %69, !dbg !225
    #dbg_value(i128 %94, !125, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !219)
    #dbg_value(i64 1, !128, !DIExpression(), !222)
  %95 = mul i128 %68, %68, !dbg !224
  %96 = add i128 %90, %95, !dbg !225
    #dbg_value(i128 %96, !125, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !219)
    #dbg_value(i64 2, !128, !DIExpression(), !222)
    #dbg_value(i64 2, !126, !DIExpression(), !221)
    #dbg_value(i128 %96, !114, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 %94, !114, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 %93, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 %91, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 poison, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 %85, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 %84, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
  %97 = icmp eq i32 %67, 0, !dbg !103
  br i1 %97, label %98, label %66, !dbg !103, !llvm.loop !226

98:                                               ; preds = %83, %87
    #dbg_assign(i1 undef, !149, !DIExpression(), !92, ptr %1, !DIExpression(), !228)
    #dbg_value(i128 %85, !155, !DIExpression(), !228)
    #dbg_value(ptr %3, !156, !DIExpression(), !228)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #5, !dbg !230
    #dbg_value(i32 0, !157, !DIExpression(), !228)
  br label %99, !dbg !231

99:                                               ; preds = %99, %98
  %100 = phi i32 [ %112, %99 ], [ 1, %98 ]
  %101 = phi i64 [ %109, %99 ], [ 0, %98 ]
  %102 = phi i128 [ %104, %99 ], [ %85, %98 ]
    #dbg_value(i64 %101, !157, !DIExpression(), !228)
    #dbg_value(i128 %102, !155, !DIExpression(), !228)
  %103 = freeze i128 %102, !dbg !232
  %104 = udiv i128 %103, 10, !dbg !232
  %105 = mul i128 %104, 10, !dbg !233
  %106 = sub i128 %103, %105, !dbg !233
  %107 = trunc nuw nsw i128 %106 to i8, !dbg !234
  %108 = or disjoint i8 %107, 48, !dbg !235
  %109 = add nuw nsw i64 %101, 1, !dbg !236
    #dbg_value(i64 %109, !157, !DIExpression(), !228)
  %110 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %101, !dbg !237
  store i8 %108, ptr %110, align 1, !dbg !238, !tbaa !175
    #dbg_value(i128 %104, !155, !DIExpression(), !228)
  %111 = icmp ult i128 %102, 10, !dbg !239
  %112 = add nuw i32 %100, 1, !dbg !239
  br i1 %111, label %113, label %99, !dbg !239, !llvm.loop !240

113:                                              ; preds = %99
    #dbg_value(i32 0, !158, !DIExpression(), !242)
  %114 = shl i64 %101, 32, !dbg !243
  %115 = ashr exact i64 %114, 32, !dbg !243
  %116 = zext i32 %100 to i64, !dbg !244
  %117 = icmp ult i32 %100, 8, !dbg !243
  br i1 %117, label %155, label %118, !dbg !243

118:                                              ; preds = %113
  %119 = icmp ult i32 %100, 32, !dbg !243
  br i1 %119, label %141, label %120, !dbg !243

120:                                              ; preds = %118
  %121 = and i64 %116, 4294967264, !dbg !243
  br label %122, !dbg !243

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %134, %122 ], !dbg !245
  %124 = sub nsw i64 %115, %123, !dbg !246
  %125 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %124, !dbg !247
  %126 = getelementptr inbounds i8, ptr %125, i64 -15, !dbg !247
  %127 = getelementptr inbounds i8, ptr %125, i64 -31, !dbg !247
  %128 = load <16 x i8>, ptr %126, align 1, !dbg !247, !tbaa !175
  %129 = shufflevector <16 x i8> %128, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !247
  %130 = load <16 x i8>, ptr %127, align 1, !dbg !247, !tbaa !175
  %131 = shufflevector <16 x i8> %130, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !247
  %132 = getelementptr inbounds i8, ptr %3, i64 %123, !dbg !248
  %133 = getelementptr inbounds i8, ptr %132, i64 16, !dbg !249
  store <16 x i8> %129, ptr %132, align 16, !dbg !249, !tbaa !175
  store <16 x i8> %131, ptr %133, align 16, !dbg !249, !tbaa !175
  %134 = add nuw i64 %123, 32, !dbg !245
  %135 = icmp eq i64 %134, %121, !dbg !245
  br i1 %135, label %136, label %122, !dbg !245, !llvm.loop !250

136:                                              ; preds = %122
  %137 = icmp eq i64 %121, %116, !dbg !243
  br i1 %137, label %165, label %138, !dbg !243

138:                                              ; preds = %136
  %139 = and i64 %116, 24, !dbg !243
  %140 = icmp eq i64 %139, 0, !dbg !243
  br i1 %140, label %155, label %141, !dbg !243

141:                                              ; preds = %118, %138
  %142 = phi i64 [ %121, %138 ], [ 0, %118 ]
  %143 = and i64 %116, 4294967288, !dbg !243
  br label %144, !dbg !243

144:                                              ; preds = %144, %141
  %145 = phi i64 [ %142, %141 ], [ %151, %144 ], !dbg !245
  %146 = sub nsw i64 %115, %145, !dbg !246
  %147 = getelementptr [50 x i8], ptr %7, i64 0, i64 %146, !dbg !247
  %148 = load <8 x i8>, ptr %147, align 1, !dbg !247, !tbaa !175
  %149 = shufflevector <8 x i8> %148, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !247
  %150 = getelementptr inbounds i8, ptr %3, i64 %145, !dbg !248
  store <8 x i8> %149, ptr %150, align 8, !dbg !249, !tbaa !175
  %151 = add nuw i64 %145, 8, !dbg !245
  %152 = icmp eq i64 %151, %143, !dbg !245
  br i1 %152, label %153, label %144, !dbg !245, !llvm.loop !254

153:                                              ; preds = %144
  %154 = icmp eq i64 %143, %116, !dbg !243
  br i1 %154, label %165, label %155, !dbg !243

155:                                              ; preds = %153, %113, %138
  %156 = phi i64 [ 0, %113 ], [ %121, %138 ], [ %143, %153 ]
  br label %157, !dbg !243

157:                                              ; preds = %155, %157
  %158 = phi i64 [ %163, %157 ], [ %156, %155 ]
    #dbg_value(i64 %158, !158, !DIExpression(), !242)
  %159 = sub nsw i64 %115, %158, !dbg !246
  %160 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %159, !dbg !247
  %161 = load i8, ptr %160, align 1, !dbg !247, !tbaa !175
  %162 = getelementptr inbounds i8, ptr %3, i64 %158, !dbg !248
  store i8 %161, ptr %162, align 1, !dbg !249, !tbaa !175
  %163 = add nuw nsw i64 %158, 1, !dbg !245
    #dbg_value(i64 %163, !158, !DIExpression(), !242)
  %164 = icmp eq i64 %163, %116, !dbg !244
  br i1 %164, label %165, label %157, !dbg !243, !llvm.loop !255

165:                                              ; preds = %157, %153, %136
  %166 = and i64 %109, 4294967295, !dbg !256
  %167 = getelementptr inbounds i8, ptr %3, i64 %166, !dbg !256
  store i8 0, ptr %167, align 1, !dbg !257, !tbaa !175
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #5, !dbg !258
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, ptr noundef nonnull %3), !dbg !259
  %169 = add nuw nsw i32 %9, 32, !dbg !260
    #dbg_value(i32 %169, !66, !DIExpression(), !101)
  %170 = icmp ult i32 %9, 155, !dbg !261
    #dbg_value(i128 0, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 0, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !143)
    #dbg_value(i128 0, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 0, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !143)
    #dbg_value(i128 1, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
    #dbg_value(i128 1, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !143)
    #dbg_value(i128 1, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 1, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !143)
    #dbg_value(i128 0, !114, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !203)
    #dbg_value(i128 0, !114, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !143)
    #dbg_value(i128 1, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !203)
    #dbg_value(i128 1, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !143)
    #dbg_value(i128 1, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !203)
    #dbg_value(i128 1, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !143)
    #dbg_value(i128 1, !114, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !203)
    #dbg_value(i128 1, !114, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !143)
  br i1 %170, label %8, label %10, !dbg !102, !llvm.loop !262

171:                                              ; preds = %246
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3), !dbg !264
    #dbg_value(i32 2, !80, !DIExpression(), !265)
  br label %255, !dbg !266

173:                                              ; preds = %30, %246
  %174 = phi i64 [ 0, %30 ], [ %253, %246 ]
  %175 = phi i32 [ 0, %30 ], [ %251, %246 ]
    #dbg_value(i32 %175, !68, !DIExpression(), !95)
    #dbg_value(i64 %174, !73, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5, !dbg !267
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5, !dbg !267
  %176 = getelementptr inbounds [5 x i64], ptr %4, i64 0, i64 %174, !dbg !268
  %177 = load i64, ptr %176, align 8, !dbg !268, !tbaa !269
  call fastcc void @doubling(i64 noundef %177, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !271
    #dbg_value(i64 %177, !272, !DIExpression(), !280)
    #dbg_value(i64 1, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 0, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 0, !277, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 1, !277, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
    #dbg_value(i64 1, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 1, !279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 1, !279, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 0, !279, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
  %178 = icmp eq i64 %177, 0, !dbg !282
  br i1 %178, label %246, label %179, !dbg !282

179:                                              ; preds = %173, %208
  %180 = phi i64 [ %244, %208 ], [ %177, %173 ]
  %181 = phi i64 [ %219, %208 ], [ 1, %173 ]
  %182 = phi i64 [ %228, %208 ], [ 1, %173 ]
  %183 = phi i64 [ %237, %208 ], [ 1, %173 ]
  %184 = phi i64 [ %243, %208 ], [ 0, %173 ]
  %185 = phi i64 [ %210, %208 ], [ 1, %173 ]
  %186 = phi i64 [ %209, %208 ], [ 0, %173 ]
    #dbg_value(i64 %180, !272, !DIExpression(), !280)
    #dbg_value(i64 %181, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %182, !279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 %183, !279, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 %184, !279, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
    #dbg_value(i64 %185, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %186, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
  %187 = and i64 %180, 1, !dbg !283
  %188 = icmp eq i64 %187, 0, !dbg !283
  br i1 %188, label %208, label %189, !dbg !286

189:                                              ; preds = %179
    #dbg_value(ptr undef, !287, !DIExpression(), !306)
    #dbg_value(ptr undef, !294, !DIExpression(), !306)
    #dbg_value(i64 0, !296, !DIExpression(), !308)
    #dbg_value(i64 0, !298, !DIExpression(), !309)
  %190 = mul i64 %185, %181, !dbg !310
  %191 = urem i64 %190, 1000000007, !dbg !312
  %192 = mul i64 %186, %183, !dbg !313
  %193 = urem i64 %192, 1000000007, !dbg !314
  %194 = add nuw nsw i64 %193, %191, !dbg !315
  %195 = freeze i64 %194, !dbg !316
  %196 = add i64 %195, -1000000007, !dbg !316
  %197 = icmp ult i64 %195, 1000000007, !dbg !316
  %198 = select i1 %197, i64 %195, i64 %196, !dbg !316
    #dbg_value(i64 %198, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !306)
    #dbg_value(i64 1, !298, !DIExpression(), !309)
  %199 = mul i64 %185, %182, !dbg !310
  %200 = urem i64 %199, 1000000007, !dbg !312
  %201 = mul i64 %186, %184, !dbg !313
  %202 = urem i64 %201, 1000000007, !dbg !314
  %203 = add nuw nsw i64 %202, %200, !dbg !315
  %204 = freeze i64 %203, !dbg !316
  %205 = add i64 %204, -1000000007, !dbg !316
  %206 = icmp ult i64 %204, 1000000007, !dbg !316
  %207 = select i1 %206, i64 %204, i64 %205, !dbg !316
    #dbg_value(i64 %207, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !306)
    #dbg_value(i64 poison, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !306)
    #dbg_value(i64 poison, !295, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !306)
    #dbg_value(i64 2, !298, !DIExpression(), !309)
    #dbg_value(i64 2, !296, !DIExpression(), !308)
    #dbg_value(i64 %198, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %207, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
  br label %208, !dbg !317

208:                                              ; preds = %189, %179
  %209 = phi i64 [ %186, %179 ], [ %207, %189 ], !dbg !318
  %210 = phi i64 [ %185, %179 ], [ %198, %189 ], !dbg !318
    #dbg_value(i64 %210, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %209, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
    #dbg_value(ptr undef, !287, !DIExpression(), !319)
    #dbg_value(ptr undef, !294, !DIExpression(), !319)
    #dbg_value(i64 0, !296, !DIExpression(), !321)
    #dbg_value(i64 0, !298, !DIExpression(), !322)
  %211 = mul i64 %181, %181, !dbg !323
  %212 = urem i64 %211, 1000000007, !dbg !324
  %213 = mul i64 %183, %182, !dbg !325
  %214 = freeze i64 %213, !dbg !326
  %215 = urem i64 %214, 1000000007, !dbg !326
  %216 = add nuw nsw i64 %215, %212, !dbg !327
  %217 = add nsw i64 %216, -1000000007, !dbg !328
  %218 = icmp ult i64 %216, 1000000007, !dbg !328
  %219 = select i1 %218, i64 %216, i64 %217, !dbg !328
    #dbg_value(i64 %219, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319)
    #dbg_value(i64 1, !298, !DIExpression(), !322)
  %220 = mul i64 %182, %181, !dbg !323
  %221 = freeze i64 %220, !dbg !324
  %222 = urem i64 %221, 1000000007, !dbg !324
  %223 = mul i64 %184, %182, !dbg !325
  %224 = urem i64 %223, 1000000007, !dbg !326
  %225 = add nuw nsw i64 %224, %222, !dbg !327
  %226 = add nsw i64 %225, -1000000007, !dbg !328
  %227 = icmp ult i64 %225, 1000000007, !dbg !328
  %228 = select i1 %227, i64 %225, i64 %226, !dbg !328
    #dbg_value(i64 %228, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !319)
    #dbg_value(i64 1, !296, !DIExpression(), !321)
    #dbg_value(i64 0, !298, !DIExpression(), !322)
  %229 = mul i64 %183, %181, !dbg !323
  %230 = freeze i64 %229, !dbg !324
  %231 = urem i64 %230, 1000000007, !dbg !324
  %232 = mul i64 %184, %183, !dbg !325
  %233 = urem i64 %232, 1000000007, !dbg !326
  %234 = add nuw nsw i64 %231, %233, !dbg !327
  %235 = add nsw i64 %234, -1000000007, !dbg !328
  %236 = icmp ult i64 %234, 1000000007, !dbg !328
  %237 = select i1 %236, i64 %234, i64 %235, !dbg !328
    #dbg_value(i64 %237, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !319)
    #dbg_value(i64 1, !298, !DIExpression(), !322)
  %238 = mul nsw i64 %184, %184, !dbg !325
  %239 = urem i64 %238, 1000000007, !dbg !326
  %240 = add nuw nsw i64 %215, %239, !dbg !327
  %241 = add nsw i64 %240, -1000000007, !dbg !328
  %242 = icmp ult i64 %240, 1000000007, !dbg !328
  %243 = select i1 %242, i64 %240, i64 %241, !dbg !328
    #dbg_value(i64 %243, !295, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !319)
    #dbg_value(i64 2, !298, !DIExpression(), !322)
    #dbg_value(i64 2, !296, !DIExpression(), !321)
    #dbg_value(i64 %219, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %228, !279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 %237, !279, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 %243, !279, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
  %244 = lshr i64 %180, 1, !dbg !329
    #dbg_value(i64 %219, !279, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %228, !279, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 %237, !279, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 %243, !279, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
    #dbg_value(i64 %210, !277, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !280)
    #dbg_value(i64 %209, !277, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280)
    #dbg_value(i64 poison, !277, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !280)
    #dbg_value(i64 %244, !272, !DIExpression(), !280)
  %245 = icmp ult i64 %180, 2, !dbg !282
  br i1 %245, label %246, label %179, !dbg !282, !llvm.loop !330

246:                                              ; preds = %208, %173
  %247 = phi i64 [ 0, %173 ], [ %209, %208 ], !dbg !332
    #dbg_value(i64 %247, !79, !DIExpression(), !98)
  %248 = load i64, ptr %5, align 8, !dbg !333, !tbaa !269
  %249 = icmp ne i64 %248, %247, !dbg !335
  %250 = zext i1 %249 to i32, !dbg !336
  %251 = add nuw nsw i32 %175, %250, !dbg !336
    #dbg_value(i32 %251, !68, !DIExpression(), !95)
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %177, i64 noundef %247), !dbg !337
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5, !dbg !338
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5, !dbg !338
  %253 = add nuw nsw i64 %174, 1, !dbg !339
    #dbg_value(i64 %253, !73, !DIExpression(), !201)
  %254 = icmp eq i64 %253, 5, !dbg !340
  br i1 %254, label %171, label %173, !dbg !202, !llvm.loop !341

255:                                              ; preds = %171, %270
  %256 = phi i32 [ 2, %171 ], [ %272, %270 ]
    #dbg_value(i32 %256, !80, !DIExpression(), !265)
  br label %260, !dbg !343

257:                                              ; preds = %270
  %258 = call i32 @putchar(i32 10), !dbg !358
    #dbg_value(i64 undef, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !95)
    #dbg_value(i64 undef, !83, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !95)
    #dbg_value(i64 undef, !83, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !95)
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 612979045863284359, i32 noundef %251), !dbg !359
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #5, !dbg !360
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5, !dbg !360
  ret i32 %251, !dbg !361

260:                                              ; preds = %255, %260
  %261 = phi i32 [ %262, %260 ], [ 0, %255 ], !dbg !362
  %262 = phi i32 [ %265, %260 ], [ 1, %255 ], !dbg !362
  %263 = phi i32 [ %269, %260 ], [ 1, %255 ], !dbg !363
    #dbg_value(i32 %263, !352, !DIExpression(), !364)
    #dbg_value(i32 %262, !351, !DIExpression(), !365)
    #dbg_value(i32 %261, !350, !DIExpression(), !365)
  %264 = add nsw i32 %262, %261, !dbg !366
  %265 = urem i32 %264, %256, !dbg !367
    #dbg_value(i32 %265, !353, !DIExpression(), !368)
    #dbg_value(i32 %262, !350, !DIExpression(), !365)
    #dbg_value(i32 %265, !351, !DIExpression(), !365)
  %266 = icmp ne i32 %262, 0, !dbg !369
  %267 = icmp ne i32 %265, 1
  %268 = or i1 %266, %267, !dbg !371
  %269 = add nuw nsw i32 %263, 1, !dbg !372
    #dbg_value(i32 %269, !352, !DIExpression(), !364)
  br i1 %268, label %260, label %270, !llvm.loop !373

270:                                              ; preds = %260
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %263), !dbg !375
  %272 = add nuw nsw i32 %256, 1, !dbg !376
    #dbg_value(i32 %272, !80, !DIExpression(), !265)
  %273 = icmp eq i32 %272, 13, !dbg !377
  br i1 %273, label %257, label %255, !dbg !266, !llvm.loop !378
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !380 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @doubling(i64 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 !dbg !387 {
  %4 = alloca i64, align 8, !DIAssignID !399
    #dbg_assign(i1 undef, !395, !DIExpression(), !399, ptr %4, !DIExpression(), !400)
  %5 = alloca i64, align 8, !DIAssignID !401
    #dbg_assign(i1 undef, !396, !DIExpression(), !401, ptr %5, !DIExpression(), !400)
    #dbg_value(i64 %0, !392, !DIExpression(), !400)
    #dbg_value(ptr %1, !393, !DIExpression(), !400)
    #dbg_value(ptr %2, !394, !DIExpression(), !400)
  %6 = icmp eq i64 %0, 0, !dbg !402
  br i1 %6, label %7, label %8, !dbg !404

7:                                                ; preds = %3
  store i64 0, ptr %1, align 8, !dbg !405, !tbaa !269
  store i64 1, ptr %2, align 8, !dbg !407, !tbaa !269
  br label %31, !dbg !408

8:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5, !dbg !409
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5, !dbg !409
  %9 = lshr i64 %0, 1, !dbg !410
  call fastcc void @doubling(i64 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !411
  %10 = load i64, ptr %4, align 8, !dbg !412, !tbaa !269
  %11 = load i64, ptr %5, align 8, !dbg !413, !tbaa !269
  %12 = shl i64 %11, 1, !dbg !414
  %13 = sub i64 %12, %10, !dbg !415
  %14 = add i64 %13, 1000000007, !dbg !415
  %15 = urem i64 %14, 1000000007, !dbg !416
  %16 = mul i64 %15, %10, !dbg !417
  %17 = urem i64 %16, 1000000007, !dbg !418
    #dbg_value(i64 %17, !397, !DIExpression(), !400)
  %18 = mul i64 %10, %10, !dbg !419
  %19 = mul i64 %11, %11, !dbg !420
  %20 = add i64 %19, %18, !dbg !421
  %21 = urem i64 %20, 1000000007, !dbg !422
    #dbg_value(i64 %21, !398, !DIExpression(), !400)
  %22 = and i64 %0, 1, !dbg !423
  %23 = icmp eq i64 %22, 0, !dbg !423
  %24 = add nuw nsw i64 %17, %21, !dbg !425
  %25 = freeze i64 %24, !dbg !425
  %26 = add i64 %25, -1000000007, !dbg !425
  %27 = icmp ult i64 %25, 1000000007, !dbg !425
  %28 = select i1 %27, i64 %25, i64 %26, !dbg !425
  %29 = select i1 %23, i64 %17, i64 %21, !dbg !425
  %30 = select i1 %23, i64 %21, i64 %28, !dbg !425
  store i64 %29, ptr %1, align 8, !dbg !426
  store i64 %30, ptr %2, align 8, !dbg !426, !tbaa !269
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5, !dbg !427
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5, !dbg !427
  br label %31, !dbg !427

31:                                               ; preds = %8, %7
  ret void, !dbg !427
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/matrix_power_fib.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e0d3ab56d631ead2f7f7c8eca9b0495")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 28)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !36, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !4, !35}
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!0, !7, !12, !17, !22, !37, !27, !42}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression(DW_OP_constu, 1000000007, DW_OP_stack_value))
!43 = distinct !DIGlobalVariable(name: "MD", scope: !32, file: !2, line: 11, type: !44, isLocal: true, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !48, line: 45, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !59, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!35}
!61 = !{!62, !66, !68, !69, !73, !75, !78, !79, !80, !83, !87, !89}
!62 = !DILocalVariable(name: "buf", scope: !58, file: !2, line: 24, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 64)
!66 = !DILocalVariable(name: "n", scope: !67, file: !2, line: 25, type: !35)
!67 = distinct !DILexicalBlock(scope: !58, file: !2, line: 25, column: 5)
!68 = !DILocalVariable(name: "bad", scope: !58, file: !2, line: 27, type: !35)
!69 = !DILocalVariable(name: "ns", scope: !58, file: !2, line: 28, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 320, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 5)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 29, type: !35)
!74 = distinct !DILexicalBlock(scope: !58, file: !2, line: 29, column: 5)
!75 = !DILocalVariable(name: "f", scope: !76, file: !2, line: 29, type: !45)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 29, column: 33)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 29, column: 5)
!78 = !DILocalVariable(name: "g", scope: !76, file: !2, line: 29, type: !45)
!79 = !DILocalVariable(name: "m", scope: !76, file: !2, line: 29, type: !45)
!80 = !DILocalVariable(name: "m", scope: !81, file: !2, line: 30, type: !82)
!81 = distinct !DILexicalBlock(scope: !58, file: !2, line: 30, column: 24)
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!83 = !DILocalVariable(name: "t", scope: !58, file: !2, line: 31, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 192, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 3)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 32, type: !35)
!88 = distinct !DILexicalBlock(scope: !58, file: !2, line: 32, column: 5)
!89 = !DILocalVariable(name: "nx", scope: !90, file: !2, line: 32, type: !45)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 32, column: 35)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 32, column: 5)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !58)
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !76)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 24, column: 5, scope: !58)
!101 = !DILocation(line: 0, scope: !67)
!102 = !DILocation(line: 25, column: 5, scope: !67)
!103 = !DILocation(line: 10, column: 93, scope: !104, inlinedAt: !115)
!104 = distinct !DISubprogram(name: "fib_exact", scope: !2, file: !2, line: 10, type: !105, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !35}
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 8, baseType: !108)
!108 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!109 = !{!110, !111, !114}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !104, file: !2, line: 10, type: !35)
!111 = !DILocalVariable(name: "r", scope: !104, file: !2, line: 10, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 512, elements: !113)
!113 = !{!41, !41}
!114 = !DILocalVariable(name: "m", scope: !104, file: !2, line: 10, type: !112)
!115 = distinct !DILocation(line: 25, column: 69, scope: !116)
!116 = distinct !DILexicalBlock(scope: !67, file: !2, line: 25, column: 5)
!117 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !2, line: 9, type: !121)
!118 = distinct !DISubprogram(name: "mul2", scope: !2, file: !2, line: 9, type: !119, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !123)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !121, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 256, elements: !40)
!123 = !{!117, !124, !125, !126, !128, !131, !133}
!124 = !DILocalVariable(name: "b", arg: 2, scope: !118, file: !2, line: 9, type: !121)
!125 = !DILocalVariable(name: "r", scope: !118, file: !2, line: 9, type: !112)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 9, type: !35)
!127 = distinct !DILexicalBlock(scope: !118, file: !2, line: 9, column: 62)
!128 = !DILocalVariable(name: "j", scope: !129, file: !2, line: 9, type: !35)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 9, column: 90)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 9, column: 62)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 9, type: !35)
!132 = distinct !DILexicalBlock(scope: !118, file: !2, line: 9, column: 167)
!133 = !DILocalVariable(name: "j", scope: !134, file: !2, line: 9, type: !35)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 9, column: 195)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 9, column: 167)
!136 = !DILocation(line: 0, scope: !118, inlinedAt: !137)
!137 = distinct !DILocation(line: 10, column: 144, scope: !138, inlinedAt: !140)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 10, column: 141)
!139 = distinct !DILexicalBlock(scope: !104, file: !2, line: 10, column: 103)
!140 = distinct !DILocation(line: 26, column: 31, scope: !58)
!141 = !DILocation(line: 0, scope: !129, inlinedAt: !137)
!142 = !DILocation(line: 0, scope: !127, inlinedAt: !137)
!143 = !DILocation(line: 0, scope: !104, inlinedAt: !140)
!144 = !DILocation(line: 0, scope: !118, inlinedAt: !145)
!145 = distinct !DILocation(line: 10, column: 116, scope: !146, inlinedAt: !140)
!146 = distinct !DILexicalBlock(scope: !139, file: !2, line: 10, column: 109)
!147 = !DILocation(line: 0, scope: !129, inlinedAt: !145)
!148 = !DILocation(line: 0, scope: !127, inlinedAt: !145)
!149 = !DILocalVariable(name: "t", scope: !150, file: !2, line: 20, type: !160)
!150 = distinct !DISubprogram(name: "dec", scope: !2, file: !2, line: 20, type: !151, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !154)
!151 = !DISubroutineType(types: !152)
!152 = !{!153, !107, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!154 = !{!155, !156, !149, !157, !158}
!155 = !DILocalVariable(name: "v", arg: 1, scope: !150, file: !2, line: 20, type: !107)
!156 = !DILocalVariable(name: "out", arg: 2, scope: !150, file: !2, line: 20, type: !153)
!157 = !DILocalVariable(name: "n", scope: !150, file: !2, line: 20, type: !35)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 20, type: !35)
!159 = distinct !DILexicalBlock(scope: !150, file: !2, line: 20, column: 127)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 50)
!163 = !DILocation(line: 0, scope: !150, inlinedAt: !164)
!164 = distinct !DILocation(line: 26, column: 27, scope: !58)
!165 = !DILocation(line: 20, column: 39, scope: !150, inlinedAt: !164)
!166 = !DILocation(line: 20, column: 62, scope: !150, inlinedAt: !164)
!167 = !DILocation(line: 20, column: 107, scope: !168, inlinedAt: !164)
!168 = distinct !DILexicalBlock(scope: !150, file: !2, line: 20, column: 65)
!169 = !DILocation(line: 20, column: 97, scope: !168, inlinedAt: !164)
!170 = !DILocation(line: 20, column: 89, scope: !168, inlinedAt: !164)
!171 = !DILocation(line: 20, column: 87, scope: !168, inlinedAt: !164)
!172 = !DILocation(line: 20, column: 70, scope: !168, inlinedAt: !164)
!173 = !DILocation(line: 20, column: 67, scope: !168, inlinedAt: !164)
!174 = !DILocation(line: 20, column: 74, scope: !168, inlinedAt: !164)
!175 = !{!176, !176, i64 0}
!176 = !{!"omnipotent char", !177, i64 0}
!177 = !{!"Simple C/C++ TBAA"}
!178 = !DILocation(line: 20, column: 114, scope: !168, inlinedAt: !164)
!179 = distinct !{!179, !166, !180, !181}
!180 = !DILocation(line: 20, column: 124, scope: !150, inlinedAt: !164)
!181 = !{!"llvm.loop.mustprogress"}
!182 = !DILocation(line: 0, scope: !159, inlinedAt: !164)
!183 = !DILocation(line: 20, column: 127, scope: !159, inlinedAt: !164)
!184 = !DILocation(line: 20, column: 164, scope: !185, inlinedAt: !164)
!185 = distinct !DILexicalBlock(scope: !159, file: !2, line: 20, column: 127)
!186 = !DILocation(line: 20, column: 162, scope: !185, inlinedAt: !164)
!187 = !DILocation(line: 20, column: 172, scope: !185, inlinedAt: !164)
!188 = !DILocation(line: 20, column: 155, scope: !185, inlinedAt: !164)
!189 = !DILocation(line: 20, column: 178, scope: !150, inlinedAt: !164)
!190 = !DILocation(line: 20, column: 185, scope: !150, inlinedAt: !164)
!191 = !DILocation(line: 20, column: 202, scope: !150, inlinedAt: !164)
!192 = !DILocation(line: 26, column: 5, scope: !58)
!193 = !DILocation(line: 28, column: 5, scope: !58)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 28, column: 14, scope: !58)
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 0, scope: !74)
!202 = !DILocation(line: 29, column: 5, scope: !74)
!203 = !DILocation(line: 0, scope: !104, inlinedAt: !115)
!204 = !DILocation(line: 10, column: 111, scope: !146, inlinedAt: !115)
!205 = !DILocation(line: 10, column: 109, scope: !139, inlinedAt: !115)
!206 = !DILocation(line: 0, scope: !118, inlinedAt: !207)
!207 = distinct !DILocation(line: 10, column: 116, scope: !146, inlinedAt: !115)
!208 = !DILocation(line: 0, scope: !127, inlinedAt: !207)
!209 = !DILocation(line: 0, scope: !129, inlinedAt: !207)
!210 = !DILocation(line: 9, column: 136, scope: !211, inlinedAt: !207)
!211 = distinct !DILexicalBlock(scope: !129, file: !2, line: 9, column: 90)
!212 = !DILocation(line: 9, column: 156, scope: !211, inlinedAt: !207)
!213 = !DILocation(line: 9, column: 146, scope: !211, inlinedAt: !207)
!214 = !DILocation(line: 10, column: 116, scope: !146, inlinedAt: !115)
!215 = !DILocation(line: 10, scope: !104, inlinedAt: !115)
!216 = !DILocation(line: 10, column: 141, scope: !138, inlinedAt: !115)
!217 = !DILocation(line: 10, column: 141, scope: !139, inlinedAt: !115)
!218 = !DILocation(line: 10, column: 130, scope: !139, inlinedAt: !115)
!219 = !DILocation(line: 0, scope: !118, inlinedAt: !220)
!220 = distinct !DILocation(line: 10, column: 144, scope: !138, inlinedAt: !115)
!221 = !DILocation(line: 0, scope: !127, inlinedAt: !220)
!222 = !DILocation(line: 0, scope: !129, inlinedAt: !220)
!223 = !DILocation(line: 9, column: 136, scope: !211, inlinedAt: !220)
!224 = !DILocation(line: 9, column: 156, scope: !211, inlinedAt: !220)
!225 = !DILocation(line: 9, column: 146, scope: !211, inlinedAt: !220)
!226 = distinct !{!226, !103, !227, !181}
!227 = !DILocation(line: 10, column: 156, scope: !104, inlinedAt: !115)
!228 = !DILocation(line: 0, scope: !150, inlinedAt: !229)
!229 = distinct !DILocation(line: 25, column: 65, scope: !116)
!230 = !DILocation(line: 20, column: 39, scope: !150, inlinedAt: !229)
!231 = !DILocation(line: 20, column: 62, scope: !150, inlinedAt: !229)
!232 = !DILocation(line: 20, column: 107, scope: !168, inlinedAt: !229)
!233 = !DILocation(line: 20, column: 97, scope: !168, inlinedAt: !229)
!234 = !DILocation(line: 20, column: 89, scope: !168, inlinedAt: !229)
!235 = !DILocation(line: 20, column: 87, scope: !168, inlinedAt: !229)
!236 = !DILocation(line: 20, column: 70, scope: !168, inlinedAt: !229)
!237 = !DILocation(line: 20, column: 67, scope: !168, inlinedAt: !229)
!238 = !DILocation(line: 20, column: 74, scope: !168, inlinedAt: !229)
!239 = !DILocation(line: 20, column: 114, scope: !168, inlinedAt: !229)
!240 = distinct !{!240, !231, !241, !181}
!241 = !DILocation(line: 20, column: 124, scope: !150, inlinedAt: !229)
!242 = !DILocation(line: 0, scope: !159, inlinedAt: !229)
!243 = !DILocation(line: 20, column: 127, scope: !159, inlinedAt: !229)
!244 = !DILocation(line: 20, column: 145, scope: !185, inlinedAt: !229)
!245 = !DILocation(line: 20, column: 151, scope: !185, inlinedAt: !229)
!246 = !DILocation(line: 20, column: 172, scope: !185, inlinedAt: !229)
!247 = !DILocation(line: 20, column: 164, scope: !185, inlinedAt: !229)
!248 = !DILocation(line: 20, column: 155, scope: !185, inlinedAt: !229)
!249 = !DILocation(line: 20, column: 162, scope: !185, inlinedAt: !229)
!250 = distinct !{!250, !243, !251, !181, !252, !253}
!251 = !DILocation(line: 20, column: 175, scope: !159, inlinedAt: !229)
!252 = !{!"llvm.loop.isvectorized", i32 1}
!253 = !{!"llvm.loop.unroll.runtime.disable"}
!254 = distinct !{!254, !243, !251, !181, !252, !253}
!255 = distinct !{!255, !243, !251, !181, !253, !252}
!256 = !DILocation(line: 20, column: 178, scope: !150, inlinedAt: !229)
!257 = !DILocation(line: 20, column: 185, scope: !150, inlinedAt: !229)
!258 = !DILocation(line: 20, column: 202, scope: !150, inlinedAt: !229)
!259 = !DILocation(line: 25, column: 41, scope: !116)
!260 = !DILocation(line: 25, column: 34, scope: !116)
!261 = !DILocation(line: 25, column: 24, scope: !116)
!262 = distinct !{!262, !102, !263, !181}
!263 = !DILocation(line: 25, column: 87, scope: !67)
!264 = !DILocation(line: 30, column: 5, scope: !58)
!265 = !DILocation(line: 0, scope: !81)
!266 = !DILocation(line: 30, column: 24, scope: !81)
!267 = !DILocation(line: 29, column: 35, scope: !76)
!268 = !DILocation(line: 29, column: 59, scope: !76)
!269 = !{!270, !270, i64 0}
!270 = !{!"long", !176, i64 0}
!271 = !DILocation(line: 29, column: 50, scope: !76)
!272 = !DILocalVariable(name: "n", arg: 1, scope: !273, file: !2, line: 13, type: !45)
!273 = distinct !DISubprogram(name: "fib_mod", scope: !2, file: !2, line: 13, type: !274, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!45, !45}
!276 = !{!272, !277, !279}
!277 = !DILocalVariable(name: "r", scope: !273, file: !2, line: 13, type: !278)
!278 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 256, elements: !113)
!279 = !DILocalVariable(name: "m", scope: !273, file: !2, line: 13, type: !278)
!280 = !DILocation(line: 0, scope: !273, inlinedAt: !281)
!281 = distinct !DILocation(line: 29, column: 88, scope: !76)
!282 = !DILocation(line: 13, column: 104, scope: !273, inlinedAt: !281)
!283 = !DILocation(line: 13, column: 122, scope: !284, inlinedAt: !281)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 13, column: 120)
!285 = distinct !DILexicalBlock(scope: !273, file: !2, line: 13, column: 114)
!286 = !DILocation(line: 13, column: 120, scope: !285, inlinedAt: !281)
!287 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !2, line: 12, type: !291)
!288 = distinct !DISubprogram(name: "mulm", scope: !2, file: !2, line: 12, type: !289, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !293)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !291, !291}
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 128, elements: !40)
!293 = !{!287, !294, !295, !296, !298, !301, !303}
!294 = !DILocalVariable(name: "b", arg: 2, scope: !288, file: !2, line: 12, type: !291)
!295 = !DILocalVariable(name: "r", scope: !288, file: !2, line: 12, type: !278)
!296 = !DILocalVariable(name: "i", scope: !297, file: !2, line: 12, type: !35)
!297 = distinct !DILexicalBlock(scope: !288, file: !2, line: 12, column: 74)
!298 = !DILocalVariable(name: "j", scope: !299, file: !2, line: 12, type: !35)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 12, column: 102)
!300 = distinct !DILexicalBlock(scope: !297, file: !2, line: 12, column: 74)
!301 = !DILocalVariable(name: "i", scope: !302, file: !2, line: 12, type: !35)
!302 = distinct !DILexicalBlock(scope: !288, file: !2, line: 12, column: 196)
!303 = !DILocalVariable(name: "j", scope: !304, file: !2, line: 12, type: !35)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 12, column: 224)
!305 = distinct !DILexicalBlock(scope: !302, file: !2, line: 12, column: 196)
!306 = !DILocation(line: 0, scope: !288, inlinedAt: !307)
!307 = distinct !DILocation(line: 13, column: 127, scope: !284, inlinedAt: !281)
!308 = !DILocation(line: 0, scope: !297, inlinedAt: !307)
!309 = !DILocation(line: 0, scope: !299, inlinedAt: !307)
!310 = !DILocation(line: 12, column: 149, scope: !311, inlinedAt: !307)
!311 = distinct !DILexicalBlock(scope: !299, file: !2, line: 12, column: 102)
!312 = !DILocation(line: 12, column: 159, scope: !311, inlinedAt: !307)
!313 = !DILocation(line: 12, column: 174, scope: !311, inlinedAt: !307)
!314 = !DILocation(line: 12, column: 184, scope: !311, inlinedAt: !307)
!315 = !DILocation(line: 12, column: 164, scope: !311, inlinedAt: !307)
!316 = !DILocation(line: 12, column: 190, scope: !311, inlinedAt: !307)
!317 = !DILocation(line: 13, column: 127, scope: !284, inlinedAt: !281)
!318 = !DILocation(line: 13, scope: !273, inlinedAt: !281)
!319 = !DILocation(line: 0, scope: !288, inlinedAt: !320)
!320 = distinct !DILocation(line: 13, column: 139, scope: !285, inlinedAt: !281)
!321 = !DILocation(line: 0, scope: !297, inlinedAt: !320)
!322 = !DILocation(line: 0, scope: !299, inlinedAt: !320)
!323 = !DILocation(line: 12, column: 149, scope: !311, inlinedAt: !320)
!324 = !DILocation(line: 12, column: 159, scope: !311, inlinedAt: !320)
!325 = !DILocation(line: 12, column: 174, scope: !311, inlinedAt: !320)
!326 = !DILocation(line: 12, column: 184, scope: !311, inlinedAt: !320)
!327 = !DILocation(line: 12, column: 164, scope: !311, inlinedAt: !320)
!328 = !DILocation(line: 12, column: 190, scope: !311, inlinedAt: !320)
!329 = !DILocation(line: 13, column: 153, scope: !285, inlinedAt: !281)
!330 = distinct !{!330, !282, !331, !181}
!331 = !DILocation(line: 13, column: 160, scope: !273, inlinedAt: !281)
!332 = !DILocation(line: 13, column: 48, scope: !273, inlinedAt: !281)
!333 = !DILocation(line: 29, column: 108, scope: !334)
!334 = distinct !DILexicalBlock(scope: !76, file: !2, line: 29, column: 108)
!335 = !DILocation(line: 29, column: 110, scope: !334)
!336 = !DILocation(line: 29, column: 108, scope: !76)
!337 = !DILocation(line: 29, column: 123, scope: !76)
!338 = !DILocation(line: 29, column: 207, scope: !77)
!339 = !DILocation(line: 29, column: 29, scope: !77)
!340 = !DILocation(line: 29, column: 23, scope: !77)
!341 = distinct !{!341, !202, !342, !181}
!342 = !DILocation(line: 29, column: 207, scope: !74)
!343 = !DILocation(line: 21, column: 56, scope: !344, inlinedAt: !356)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 21, column: 56)
!345 = distinct !DISubprogram(name: "pisano", scope: !2, file: !2, line: 21, type: !346, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !348)
!346 = !DISubroutineType(types: !347)
!347 = !{!35, !82}
!348 = !{!349, !350, !351, !352, !353}
!349 = !DILocalVariable(name: "m", arg: 1, scope: !345, file: !2, line: 21, type: !82)
!350 = !DILocalVariable(name: "a", scope: !345, file: !2, line: 21, type: !82)
!351 = !DILocalVariable(name: "b", scope: !345, file: !2, line: 21, type: !82)
!352 = !DILocalVariable(name: "i", scope: !344, file: !2, line: 21, type: !35)
!353 = !DILocalVariable(name: "c", scope: !354, file: !2, line: 21, type: !82)
!354 = distinct !DILexicalBlock(scope: !355, file: !2, line: 21, column: 78)
!355 = distinct !DILexicalBlock(scope: !344, file: !2, line: 21, column: 56)
!356 = distinct !DILocation(line: 30, column: 73, scope: !357)
!357 = distinct !DILexicalBlock(scope: !81, file: !2, line: 30, column: 24)
!358 = !DILocation(line: 30, column: 85, scope: !58)
!359 = !DILocation(line: 33, column: 5, scope: !58)
!360 = !DILocation(line: 35, column: 1, scope: !58)
!361 = !DILocation(line: 34, column: 5, scope: !58)
!362 = !DILocation(line: 21, scope: !345, inlinedAt: !356)
!363 = !DILocation(line: 21, scope: !344, inlinedAt: !356)
!364 = !DILocation(line: 0, scope: !344, inlinedAt: !356)
!365 = !DILocation(line: 0, scope: !345, inlinedAt: !356)
!366 = !DILocation(line: 21, column: 96, scope: !354, inlinedAt: !356)
!367 = !DILocation(line: 21, column: 101, scope: !354, inlinedAt: !356)
!368 = !DILocation(line: 0, scope: !354, inlinedAt: !356)
!369 = !DILocation(line: 21, column: 126, scope: !370, inlinedAt: !356)
!370 = distinct !DILexicalBlock(scope: !354, file: !2, line: 21, column: 124)
!371 = !DILocation(line: 21, column: 131, scope: !370, inlinedAt: !356)
!372 = !DILocation(line: 21, column: 74, scope: !355, inlinedAt: !356)
!373 = distinct !{!373, !343, !374}
!374 = !DILocation(line: 21, column: 152, scope: !344, inlinedAt: !356)
!375 = !DILocation(line: 30, column: 59, scope: !357)
!376 = !DILocation(line: 30, column: 55, scope: !357)
!377 = !DILocation(line: 30, column: 47, scope: !357)
!378 = distinct !{!378, !266, !379, !181}
!379 = !DILocation(line: 30, column: 82, scope: !81)
!380 = !DISubprogram(name: "printf", scope: !381, file: !381, line: 356, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!382 = !DISubroutineType(types: !383)
!383 = !{!35, !384, null}
!384 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !385)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!387 = distinct !DISubprogram(name: "doubling", scope: !2, file: !2, line: 14, type: !388, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !391)
!388 = !DISubroutineType(types: !389)
!389 = !{null, !45, !390, !390}
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!391 = !{!392, !393, !394, !395, !396, !397, !398}
!392 = !DILocalVariable(name: "n", arg: 1, scope: !387, file: !2, line: 14, type: !45)
!393 = !DILocalVariable(name: "f", arg: 2, scope: !387, file: !2, line: 14, type: !390)
!394 = !DILocalVariable(name: "g", arg: 3, scope: !387, file: !2, line: 14, type: !390)
!395 = !DILocalVariable(name: "a", scope: !387, file: !2, line: 16, type: !45)
!396 = !DILocalVariable(name: "b", scope: !387, file: !2, line: 16, type: !45)
!397 = !DILocalVariable(name: "c", scope: !387, file: !2, line: 17, type: !45)
!398 = !DILocalVariable(name: "d", scope: !387, file: !2, line: 17, type: !45)
!399 = distinct !DIAssignID()
!400 = !DILocation(line: 0, scope: !387)
!401 = distinct !DIAssignID()
!402 = !DILocation(line: 15, column: 11, scope: !403)
!403 = distinct !DILexicalBlock(scope: !387, file: !2, line: 15, column: 9)
!404 = !DILocation(line: 15, column: 9, scope: !387)
!405 = !DILocation(line: 15, column: 22, scope: !406)
!406 = distinct !DILexicalBlock(scope: !403, file: !2, line: 15, column: 17)
!407 = !DILocation(line: 15, column: 30, scope: !406)
!408 = !DILocation(line: 15, column: 35, scope: !406)
!409 = !DILocation(line: 16, column: 5, scope: !387)
!410 = !DILocation(line: 16, column: 31, scope: !387)
!411 = !DILocation(line: 16, column: 20, scope: !387)
!412 = !DILocation(line: 17, column: 18, scope: !387)
!413 = !DILocation(line: 17, column: 28, scope: !387)
!414 = !DILocation(line: 17, column: 26, scope: !387)
!415 = !DILocation(line: 17, column: 35, scope: !387)
!416 = !DILocation(line: 17, column: 40, scope: !387)
!417 = !DILocation(line: 17, column: 20, scope: !387)
!418 = !DILocation(line: 17, column: 46, scope: !387)
!419 = !DILocation(line: 17, column: 59, scope: !387)
!420 = !DILocation(line: 17, column: 67, scope: !387)
!421 = !DILocation(line: 17, column: 63, scope: !387)
!422 = !DILocation(line: 17, column: 72, scope: !387)
!423 = !DILocation(line: 18, column: 11, scope: !424)
!424 = distinct !DILexicalBlock(scope: !387, file: !2, line: 18, column: 9)
!425 = !DILocation(line: 18, column: 9, scope: !387)
!426 = !DILocation(line: 18, scope: !424)
!427 = !DILocation(line: 19, column: 1, scope: !387)
