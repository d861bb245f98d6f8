; ModuleID = 'programs/prime_factorization.c'
source_filename = "programs/prime_factorization.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.nums = private unnamed_addr constant [11 x i64] [i64 1, i64 2, i64 360, i64 999999, i64 600851475143, i64 998244359987710471, i64 -1, i64 9223372036854775807, i64 4295098369, i64 1234567890123456789, i64 307444891294245705], align 16
@.str = private unnamed_addr constant [7 x i8] c"%llu =\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c" %llu^%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [41 x i8] c"  check=%d divisors=%llu phi=%llu mu=%d\0A\00", align 1, !dbg !12
@is_prime.B = internal unnamed_addr constant [7 x i64] [i64 2, i64 325, i64 9375, i64 28178, i64 450775, i64 9780504, i64 1795265022], align 16, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
    #dbg_assign(i1 undef, !65, !DIExpression(), !94, ptr @__const.main.nums, !DIExpression(), !95)
  %1 = alloca [64 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !72, !DIExpression(), !96, ptr %1, !DIExpression(), !97)
    #dbg_assign(i1 undef, !65, !DIExpression(), !98, ptr @__const.main.nums, !DIExpression(), !95)
    #dbg_value(i32 0, !69, !DIExpression(), !99)
  br label %3, !dbg !100

2:                                                ; preds = %11
  ret i32 0, !dbg !101

3:                                                ; preds = %0, %11
  %4 = phi i64 [ 0, %0 ], [ %21, %11 ]
    #dbg_value(i64 %4, !69, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7, !dbg !102
  %5 = getelementptr inbounds [11 x i64], ptr @__const.main.nums, i64 0, i64 %4, !dbg !103
  %6 = load i64, ptr %5, align 8, !dbg !103, !tbaa !104
  %7 = call fastcc i32 @factor(i64 noundef %6, ptr noundef nonnull %1, i32 noundef 0), !dbg !108
    #dbg_value(i32 %7, !78, !DIExpression(), !97)
  %8 = sext i32 %7 to i64, !dbg !109
  call void @qsort(ptr noundef nonnull %1, i64 noundef %8, i64 noundef 8, ptr noundef nonnull @cmp) #7, !dbg !110
    #dbg_value(i64 1, !79, !DIExpression(), !97)
    #dbg_value(i64 1, !80, !DIExpression(), !97)
    #dbg_value(i64 1, !81, !DIExpression(), !97)
    #dbg_value(i32 1, !82, !DIExpression(), !97)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6), !dbg !111
    #dbg_value(i32 0, !83, !DIExpression(), !112)
    #dbg_value(i32 1, !82, !DIExpression(), !97)
    #dbg_value(i64 1, !81, !DIExpression(), !97)
    #dbg_value(i64 1, !80, !DIExpression(), !97)
    #dbg_value(i64 1, !79, !DIExpression(), !97)
  %10 = icmp sgt i32 %7, 0, !dbg !113
  br i1 %10, label %23, label %11, !dbg !114

11:                                               ; preds = %123, %3
  %12 = phi i64 [ 1, %3 ], [ %127, %123 ], !dbg !115
  %13 = phi i64 [ 1, %3 ], [ %125, %123 ], !dbg !97
  %14 = phi i64 [ 1, %3 ], [ %129, %123 ], !dbg !97
  %15 = phi i32 [ 1, %3 ], [ %128, %123 ], !dbg !97
  %16 = icmp eq i64 %12, %6, !dbg !116
  %17 = zext i1 %16 to i32, !dbg !116
  %18 = icmp eq i64 %4, 0, !dbg !117
  %19 = select i1 %18, i32 1, i32 %15, !dbg !118
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17, i64 noundef %14, i64 noundef %13, i32 noundef %19), !dbg !119
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7, !dbg !120
  %21 = add nuw nsw i64 %4, 1, !dbg !121
    #dbg_value(i64 %21, !69, !DIExpression(), !99)
  %22 = icmp eq i64 %21, 11, !dbg !122
  br i1 %22, label %2, label %3, !dbg !100, !llvm.loop !123

23:                                               ; preds = %3, %123
  %24 = phi i32 [ %126, %123 ], [ 0, %3 ]
  %25 = phi i32 [ %128, %123 ], [ 1, %3 ]
  %26 = phi i64 [ %129, %123 ], [ 1, %3 ]
  %27 = phi i64 [ %125, %123 ], [ 1, %3 ]
  %28 = phi i64 [ %127, %123 ], [ 1, %3 ]
    #dbg_value(i32 %24, !83, !DIExpression(), !112)
    #dbg_value(i32 %25, !82, !DIExpression(), !97)
    #dbg_value(i64 %26, !81, !DIExpression(), !97)
    #dbg_value(i64 %27, !80, !DIExpression(), !97)
    #dbg_value(i64 %28, !79, !DIExpression(), !97)
    #dbg_value(i32 0, !85, !DIExpression(), !126)
  %29 = sext i32 %24 to i64, !dbg !127
  %30 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %29, !dbg !127
  %31 = load i64, ptr %30, align 8, !dbg !127, !tbaa !104
    #dbg_value(i64 %31, !88, !DIExpression(), !126)
  %32 = add nsw i32 %24, 1, !dbg !128
  %33 = call i32 @llvm.smax.i32(i32 %7, i32 %32), !dbg !128
  br label %34, !dbg !128

34:                                               ; preds = %23, %40
  %35 = phi i64 [ %29, %23 ], [ %41, %40 ]
  %36 = phi i32 [ 0, %23 ], [ %42, %40 ]
    #dbg_value(i32 %36, !85, !DIExpression(), !126)
    #dbg_value(i64 %35, !83, !DIExpression(), !112)
  %37 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %35, !dbg !129
  %38 = load i64, ptr %37, align 8, !dbg !129, !tbaa !104
  %39 = icmp eq i64 %38, %31, !dbg !130
  br i1 %39, label %40, label %46, !dbg !131

40:                                               ; preds = %34
  %41 = add nsw i64 %35, 1, !dbg !132
    #dbg_value(i64 %41, !83, !DIExpression(), !112)
  %42 = add nuw nsw i32 %36, 1, !dbg !134
    #dbg_value(i32 %42, !85, !DIExpression(), !126)
  %43 = icmp slt i64 %41, %8, !dbg !135
  br i1 %43, label %34, label %44, !dbg !128, !llvm.loop !136

44:                                               ; preds = %40
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef %42), !dbg !138
    #dbg_value(i32 0, !89, !DIExpression(), !139)
    #dbg_value(i64 %28, !79, !DIExpression(), !97)
  br label %50, !dbg !140

46:                                               ; preds = %34
  %47 = trunc nsw i64 %35 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %31, i32 noundef %36), !dbg !138
    #dbg_value(i32 0, !89, !DIExpression(), !139)
    #dbg_value(i64 %28, !79, !DIExpression(), !97)
  %49 = icmp eq i32 %36, 0, !dbg !141
  br i1 %49, label %97, label %50, !dbg !140

50:                                               ; preds = %44, %46
  %51 = phi i32 [ %42, %44 ], [ %36, %46 ]
  %52 = phi i32 [ %33, %44 ], [ %47, %46 ]
  %53 = add i32 %51, -1, !dbg !140
  %54 = and i32 %51, 7, !dbg !140
  %55 = icmp ult i32 %51, 8, !dbg !140
  br i1 %55, label %65, label %56, !dbg !140

56:                                               ; preds = %50
  %57 = and i32 %51, -8, !dbg !140
  %58 = mul i64 %31, %31, !dbg !140
  %59 = mul i64 %58, %31, !dbg !140
  %60 = mul i64 %59, %31, !dbg !140
  %61 = mul i64 %60, %31, !dbg !140
  %62 = mul i64 %61, %31, !dbg !140
  %63 = mul i64 %62, %31, !dbg !140
  %64 = mul i64 %63, %31, !dbg !140
  br label %91, !dbg !140

65:                                               ; preds = %91, %50
  %66 = phi i64 [ poison, %50 ], [ %94, %91 ]
  %67 = phi i64 [ %28, %50 ], [ %94, %91 ]
  %68 = icmp eq i32 %54, 0, !dbg !140
  br i1 %68, label %75, label %69, !dbg !140

69:                                               ; preds = %65, %69
  %70 = phi i64 [ %72, %69 ], [ %67, %65 ]
  %71 = phi i32 [ %73, %69 ], [ 0, %65 ]
    #dbg_value(i32 poison, !89, !DIExpression(), !139)
    #dbg_value(i64 %70, !79, !DIExpression(), !97)
  %72 = mul i64 %70, %31, !dbg !143
    #dbg_value(i64 %72, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !139)
  %73 = add i32 %71, 1, !dbg !140
  %74 = icmp eq i32 %73, %54, !dbg !140
  br i1 %74, label %75, label %69, !dbg !140, !llvm.loop !144

75:                                               ; preds = %69, %65
  %76 = phi i64 [ %66, %65 ], [ %72, %69 ], !dbg !143
    #dbg_value(i32 1, !92, !DIExpression(), !146)
    #dbg_value(i64 1, !91, !DIExpression(), !126)
  %77 = icmp ugt i32 %51, 1, !dbg !147
  br i1 %77, label %78, label %97, !dbg !149

78:                                               ; preds = %75
  %79 = add i32 %51, -2, !dbg !149
  %80 = and i32 %53, 7, !dbg !149
  %81 = icmp ult i32 %79, 7, !dbg !149
  br i1 %81, label %104, label %82, !dbg !149

82:                                               ; preds = %78
  %83 = and i32 %53, -8, !dbg !149
  %84 = mul i64 %31, %31, !dbg !149
  %85 = mul i64 %84, %31, !dbg !149
  %86 = mul i64 %85, %31, !dbg !149
  %87 = mul i64 %86, %31, !dbg !149
  %88 = mul i64 %87, %31, !dbg !149
  %89 = mul i64 %88, %31, !dbg !149
  %90 = mul i64 %89, %31, !dbg !149
  br label %131, !dbg !149

91:                                               ; preds = %91, %56
  %92 = phi i64 [ %28, %56 ], [ %94, %91 ]
  %93 = phi i32 [ 0, %56 ], [ %95, %91 ]
    #dbg_value(i32 poison, !89, !DIExpression(), !139)
    #dbg_value(i64 %92, !79, !DIExpression(), !97)
  %94 = mul i64 %92, %64
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !139)
    #dbg_value(i64 %94, !79, !DIExpression(), !97)
    #dbg_value(i32 poison, !89, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !139)
  %95 = add i32 %93, 8, !dbg !140
  %96 = icmp eq i32 %95, %57, !dbg !140
  br i1 %96, label %65, label %91, !dbg !140, !llvm.loop !150

97:                                               ; preds = %75, %46
  %98 = phi i64 [ %76, %75 ], [ %28, %46 ]
  %99 = phi i32 [ %52, %75 ], [ %47, %46 ]
  %100 = phi i64 [ 2, %75 ], [ 1, %46 ]
  %101 = add i64 %31, -1, !dbg !152
  %102 = mul i64 %101, %27, !dbg !153
    #dbg_value(i64 %102, !80, !DIExpression(), !97)
    #dbg_value(!DIArgList(i64 %26, i64 %100), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !97)
  %103 = sub nsw i32 0, %25, !dbg !154
  br label %123, !dbg !154

104:                                              ; preds = %131, %78
  %105 = phi i64 [ poison, %78 ], [ %134, %131 ]
  %106 = phi i64 [ 1, %78 ], [ %134, %131 ]
  %107 = icmp eq i32 %80, 0, !dbg !149
  br i1 %107, label %114, label %108, !dbg !149

108:                                              ; preds = %104, %108
  %109 = phi i64 [ %111, %108 ], [ %106, %104 ]
  %110 = phi i32 [ %112, %108 ], [ 0, %104 ]
    #dbg_value(i32 poison, !92, !DIExpression(), !146)
    #dbg_value(i64 %109, !91, !DIExpression(), !126)
  %111 = mul i64 %109, %31, !dbg !155
    #dbg_value(i64 %111, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !146)
  %112 = add i32 %110, 1, !dbg !149
  %113 = icmp eq i32 %112, %80, !dbg !149
  br i1 %113, label %114, label %108, !dbg !149, !llvm.loop !156

114:                                              ; preds = %108, %104
  %115 = phi i64 [ %105, %104 ], [ %111, %108 ], !dbg !155
  %116 = add i64 %31, -1, !dbg !152
  %117 = mul i64 %116, %27, !dbg !153
  %118 = mul i64 %117, %115, !dbg !157
    #dbg_value(i64 %118, !80, !DIExpression(), !97)
  %119 = add nuw nsw i32 %51, 1, !dbg !158
  %120 = zext nneg i32 %119 to i64, !dbg !159
    #dbg_value(!DIArgList(i64 %26, i64 %120), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !97)
  %121 = sub nsw i32 0, %25, !dbg !154
  %122 = select i1 %77, i32 0, i32 %121, !dbg !154
  br label %123, !dbg !154

123:                                              ; preds = %114, %97
  %124 = phi i64 [ %100, %97 ], [ %120, %114 ]
  %125 = phi i64 [ %102, %97 ], [ %118, %114 ]
  %126 = phi i32 [ %99, %97 ], [ %52, %114 ]
  %127 = phi i64 [ %98, %97 ], [ %76, %114 ]
  %128 = phi i32 [ %103, %97 ], [ %122, %114 ], !dbg !154
  %129 = mul i64 %26, %124, !dbg !160
    #dbg_value(i32 %126, !83, !DIExpression(), !112)
    #dbg_value(i32 %128, !82, !DIExpression(), !97)
    #dbg_value(i64 %127, !79, !DIExpression(), !97)
  %130 = icmp slt i32 %126, %7, !dbg !113
  br i1 %130, label %23, label %11, !dbg !114, !llvm.loop !161

131:                                              ; preds = %131, %82
  %132 = phi i64 [ 1, %82 ], [ %134, %131 ]
  %133 = phi i32 [ 0, %82 ], [ %135, %131 ]
    #dbg_value(i32 poison, !92, !DIExpression(), !146)
    #dbg_value(i64 %132, !91, !DIExpression(), !126)
  %134 = mul i64 %132, %90
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !146)
    #dbg_value(i64 %134, !91, !DIExpression(), !126)
    #dbg_value(i32 poison, !92, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !146)
  %135 = add i32 %133, 8, !dbg !149
  %136 = icmp eq i32 %135, %83, !dbg !149
  br i1 %136, label %104, label %131, !dbg !149, !llvm.loop !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i32 @factor(i64 noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) unnamed_addr #2 !dbg !165 {
  br label %4

4:                                                ; preds = %105, %3
  %5 = phi i64 [ %0, %3 ], [ %108, %105 ]
  %6 = phi i32 [ %2, %3 ], [ %107, %105 ]
    #dbg_value(i64 %5, !170, !DIExpression(), !178)
    #dbg_value(ptr %1, !171, !DIExpression(), !178)
    #dbg_value(i32 %6, !172, !DIExpression(), !178)
  switch i64 %5, label %7 [
    i64 1, label %230
    i64 0, label %21
  ], !dbg !179

7:                                                ; preds = %4, %15
  %8 = phi i64 [ %16, %15 ], [ 2, %4 ]
    #dbg_value(i64 %8, !39, !DIExpression(), !180)
  %9 = urem i64 %5, %8, !dbg !183
  %10 = icmp eq i64 %9, 0, !dbg !186
  br i1 %10, label %18, label %11, !dbg !187

11:                                               ; preds = %7
  %12 = or disjoint i64 %8, 1, !dbg !188
    #dbg_value(i64 %12, !39, !DIExpression(), !180)
  %13 = urem i64 %5, %12, !dbg !183
  %14 = icmp eq i64 %13, 0, !dbg !186
  br i1 %14, label %18, label %15, !dbg !187

15:                                               ; preds = %11
  %16 = add nuw nsw i64 %8, 2, !dbg !188
    #dbg_value(i64 %16, !39, !DIExpression(), !180)
  %17 = icmp eq i64 %16, 40, !dbg !189
  br i1 %17, label %22, label %7, !dbg !190, !llvm.loop !191

18:                                               ; preds = %11, %7
  %19 = phi i64 [ %8, %7 ], [ %12, %11 ]
  %20 = icmp eq i64 %19, %5, !dbg !193
  br i1 %20, label %88, label %21, !dbg !194

21:                                               ; preds = %72, %73, %4, %18
  br label %96, !dbg !195

22:                                               ; preds = %15
  %23 = add i64 %5, -1, !dbg !196
    #dbg_value(i64 %23, !41, !DIExpression(), !197)
    #dbg_value(i32 0, !42, !DIExpression(), !197)
  %24 = and i64 %23, 1, !dbg !198
  %25 = icmp eq i64 %24, 0, !dbg !199
  br i1 %25, label %32, label %26, !dbg !200

26:                                               ; preds = %32, %22
  %27 = phi i64 [ %23, %22 ], [ %35, %32 ], !dbg !201
  %28 = phi i32 [ 0, %22 ], [ %36, %32 ], !dbg !201
    #dbg_value(i32 0, !43, !DIExpression(), !202)
  %29 = icmp eq i64 %27, 0
  %30 = zext i64 %5 to i128
  %31 = icmp ugt i32 %28, 1
  br label %39, !dbg !203

32:                                               ; preds = %22, %32
  %33 = phi i32 [ %36, %32 ], [ 0, %22 ]
  %34 = phi i64 [ %35, %32 ], [ %23, %22 ]
    #dbg_value(i32 %33, !42, !DIExpression(), !197)
    #dbg_value(i64 %34, !41, !DIExpression(), !197)
  %35 = lshr exact i64 %34, 1, !dbg !204
    #dbg_value(i64 %35, !41, !DIExpression(), !197)
  %36 = add nuw nsw i32 %33, 1, !dbg !206
    #dbg_value(i32 %36, !42, !DIExpression(), !197)
  %37 = and i64 %34, 2, !dbg !199
  %38 = icmp eq i64 %37, 0, !dbg !199
  br i1 %38, label %32, label %26, !dbg !200, !llvm.loop !207

39:                                               ; preds = %85, %26
  %40 = phi i64 [ 0, %26 ], [ %86, %85 ]
    #dbg_value(i64 %40, !43, !DIExpression(), !202)
  %41 = getelementptr inbounds [7 x i64], ptr @is_prime.B, i64 0, i64 %40, !dbg !209
  %42 = load i64, ptr %41, align 8, !dbg !209, !tbaa !104
  %43 = urem i64 %42, %5, !dbg !210
    #dbg_value(i64 %43, !45, !DIExpression(), !211)
  %44 = icmp eq i64 %43, 0, !dbg !212
    #dbg_value(i64 %5, !214, !DIExpression(), !222)
    #dbg_value(i64 poison, !219, !DIExpression(), !222)
    #dbg_value(i64 1, !221, !DIExpression(), !222)
    #dbg_value(i64 %27, !220, !DIExpression(), !222)
  %45 = or i1 %29, %44, !dbg !224
  br i1 %45, label %85, label %46, !dbg !224

46:                                               ; preds = %39, %60
  %47 = phi i64 [ %62, %60 ], [ 1, %39 ]
  %48 = phi i64 [ %65, %60 ], [ %43, %39 ]
  %49 = phi i64 [ %66, %60 ], [ %27, %39 ]
    #dbg_value(i64 %47, !221, !DIExpression(), !222)
    #dbg_value(i64 %48, !219, !DIExpression(), !222)
    #dbg_value(i64 %49, !220, !DIExpression(), !222)
  %50 = and i64 %49, 1, !dbg !225
  %51 = icmp eq i64 %50, 0, !dbg !225
  br i1 %51, label %52, label %54, !dbg !228

52:                                               ; preds = %46
  %53 = zext i64 %48 to i128, !dbg !229
  br label %60, !dbg !228

54:                                               ; preds = %46
    #dbg_value(i64 %47, !232, !DIExpression(), !236)
    #dbg_value(i64 %48, !233, !DIExpression(), !236)
    #dbg_value(i64 %5, !234, !DIExpression(), !236)
  %55 = zext i64 %47 to i128, !dbg !238
  %56 = zext i64 %48 to i128, !dbg !239
  %57 = mul nuw i128 %56, %55, !dbg !240
  %58 = urem i128 %57, %30, !dbg !241
  %59 = trunc nuw i128 %58 to i64, !dbg !242
    #dbg_value(i64 %59, !221, !DIExpression(), !222)
  br label %60, !dbg !243

60:                                               ; preds = %54, %52
  %61 = phi i128 [ %53, %52 ], [ %56, %54 ], !dbg !229
  %62 = phi i64 [ %47, %52 ], [ %59, %54 ], !dbg !244
    #dbg_value(i64 %62, !221, !DIExpression(), !222)
    #dbg_value(i64 %48, !232, !DIExpression(), !245)
    #dbg_value(i64 %48, !233, !DIExpression(), !245)
    #dbg_value(i64 %5, !234, !DIExpression(), !245)
  %63 = mul nuw i128 %61, %61, !dbg !246
  %64 = urem i128 %63, %30, !dbg !247
  %65 = trunc nuw i128 %64 to i64, !dbg !248
    #dbg_value(i64 %65, !219, !DIExpression(), !222)
  %66 = lshr i64 %49, 1, !dbg !249
    #dbg_value(i64 %66, !220, !DIExpression(), !222)
  %67 = icmp ult i64 %49, 2, !dbg !250
  br i1 %67, label %68, label %46, !dbg !250, !llvm.loop !251

68:                                               ; preds = %60
    #dbg_value(i64 %62, !48, !DIExpression(), !211)
  %69 = icmp eq i64 %62, 1, !dbg !253
  %70 = icmp eq i64 %62, %23
  %71 = or i1 %69, %70, !dbg !255
  br i1 %71, label %85, label %72, !dbg !255

72:                                               ; preds = %68
    #dbg_value(i32 1, !50, !DIExpression(), !256)
    #dbg_value(i32 1, !49, !DIExpression(), !211)
    #dbg_value(i64 %62, !48, !DIExpression(), !211)
  br i1 %31, label %74, label %21, !dbg !257

73:                                               ; preds = %74
  br i1 %81, label %21, label %85

74:                                               ; preds = %72, %74
  %75 = phi i32 [ %82, %74 ], [ 1, %72 ]
  %76 = phi i64 [ %80, %74 ], [ %62, %72 ]
    #dbg_value(i32 %75, !50, !DIExpression(), !256)
    #dbg_value(i64 %76, !48, !DIExpression(), !211)
    #dbg_value(i64 %76, !232, !DIExpression(), !258)
    #dbg_value(i64 %76, !233, !DIExpression(), !258)
    #dbg_value(i64 %5, !234, !DIExpression(), !258)
  %77 = zext i64 %76 to i128, !dbg !262
  %78 = mul nuw i128 %77, %77, !dbg !263
  %79 = urem i128 %78, %30, !dbg !264
  %80 = trunc nuw i128 %79 to i64, !dbg !265
    #dbg_value(i64 %80, !48, !DIExpression(), !211)
  %81 = icmp ne i64 %23, %80, !dbg !266
    #dbg_value(i1 %81, !49, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !211)
  %82 = add nuw nsw i32 %75, 1, !dbg !268
    #dbg_value(i32 %82, !50, !DIExpression(), !256)
  %83 = icmp ult i32 %82, %28, !dbg !269
  %84 = and i1 %83, %81, !dbg !270
  br i1 %84, label %74, label %73, !dbg !257, !llvm.loop !271

85:                                               ; preds = %73, %68, %39
  %86 = add nuw nsw i64 %40, 1, !dbg !273
    #dbg_value(i64 %86, !43, !DIExpression(), !202)
  %87 = icmp eq i64 %86, 7, !dbg !274
  br i1 %87, label %88, label %39, !dbg !203, !llvm.loop !275

88:                                               ; preds = %18, %85
  %89 = add nsw i32 %6, 1, !dbg !277
    #dbg_value(i32 %89, !172, !DIExpression(), !178)
  %90 = sext i32 %6 to i64, !dbg !279
  %91 = getelementptr inbounds i64, ptr %1, i64 %90, !dbg !279
  store i64 %5, ptr %91, align 8, !dbg !280, !tbaa !104
  br label %230, !dbg !281

92:                                               ; preds = %113
  %93 = and i64 %5, 1
  %94 = icmp eq i64 %93, 0
    #dbg_value(i64 1, !176, !DIExpression(), !282)
    #dbg_value(i64 %5, !175, !DIExpression(), !178)
  %95 = zext i64 %5 to i128
  br label %118, !dbg !283

96:                                               ; preds = %113, %21
  %97 = phi i64 [ 2, %21 ], [ %114, %113 ]
    #dbg_value(i64 %97, !173, !DIExpression(), !284)
  %98 = urem i64 %5, %97, !dbg !285
  %99 = icmp eq i64 %98, 0, !dbg !288
  br i1 %99, label %100, label %109, !dbg !289

100:                                              ; preds = %109, %96
  %101 = phi i64 [ %97, %96 ], [ %110, %109 ]
  %102 = add nsw i32 %6, 1, !dbg !290
    #dbg_value(i32 %102, !172, !DIExpression(), !178)
  %103 = sext i32 %6 to i64, !dbg !292
  %104 = getelementptr inbounds i64, ptr %1, i64 %103, !dbg !292
  store i64 %101, ptr %104, align 8, !dbg !293, !tbaa !104
    #dbg_value(i32 poison, !172, !DIExpression(), !178)
  br label %105, !dbg !294

105:                                              ; preds = %100, %116
  %106 = phi i64 [ %101, %100 ], [ %227, %116 ]
  %107 = phi i32 [ %102, %100 ], [ %117, %116 ]
  %108 = udiv i64 %5, %106, !dbg !178
  br label %4, !dbg !179

109:                                              ; preds = %96
  %110 = or disjoint i64 %97, 1, !dbg !295
    #dbg_value(i64 %110, !173, !DIExpression(), !284)
  %111 = urem i64 %5, %110, !dbg !285
  %112 = icmp eq i64 %111, 0, !dbg !288
  br i1 %112, label %100, label %113, !dbg !289

113:                                              ; preds = %109
  %114 = add nuw nsw i64 %97, 2, !dbg !295
    #dbg_value(i64 %114, !173, !DIExpression(), !284)
  %115 = icmp eq i64 %114, 1000, !dbg !296
  br i1 %115, label %92, label %96, !dbg !195, !llvm.loop !297

116:                                              ; preds = %226
  %117 = tail call fastcc i32 @factor(i64 noundef %227, ptr noundef %1, i32 noundef %6), !dbg !299
    #dbg_value(i32 %117, !172, !DIExpression(), !178)
  br label %105, !dbg !300

118:                                              ; preds = %92, %226
  %119 = phi i64 [ 1, %92 ], [ %228, %226 ]
    #dbg_value(i64 %119, !176, !DIExpression(), !282)
    #dbg_value(i64 %5, !301, !DIExpression(), !321)
    #dbg_value(i64 %119, !306, !DIExpression(), !321)
  br i1 %94, label %226, label %120, !dbg !324

120:                                              ; preds = %118, %203
  %121 = phi i64 [ %169, %203 ], [ 2, %118 ], !dbg !325
  %122 = phi i64 [ %170, %203 ], [ 1, %118 ], !dbg !326
  %123 = phi i64 [ %204, %203 ], [ 1, %118 ], !dbg !321
    #dbg_value(i64 %123, !312, !DIExpression(), !321)
    #dbg_value(i64 %122, !310, !DIExpression(), !321)
    #dbg_value(i64 %121, !307, !DIExpression(), !321)
    #dbg_value(i64 %121, !308, !DIExpression(), !321)
    #dbg_value(i64 0, !314, !DIExpression(), !327)
  %124 = icmp eq i64 %123, 0, !dbg !328
  br i1 %124, label %158, label %125, !dbg !330

125:                                              ; preds = %120
  %126 = and i64 %123, 1, !dbg !330
  %127 = icmp eq i64 %123, 1, !dbg !330
  br i1 %127, label %147, label %128, !dbg !330

128:                                              ; preds = %125
  %129 = and i64 %123, -2, !dbg !330
  br label %130, !dbg !330

130:                                              ; preds = %130, %128
  %131 = phi i64 [ %121, %128 ], [ %144, %130 ]
  %132 = phi i64 [ 0, %128 ], [ %145, %130 ]
    #dbg_value(i64 poison, !314, !DIExpression(), !327)
    #dbg_value(i64 %131, !307, !DIExpression(), !321)
    #dbg_value(i64 %131, !232, !DIExpression(), !331)
    #dbg_value(i64 %131, !233, !DIExpression(), !331)
    #dbg_value(i64 %5, !234, !DIExpression(), !331)
  %133 = zext i64 %131 to i128, !dbg !333
  %134 = mul nuw i128 %133, %133, !dbg !334
  %135 = urem i128 %134, %95, !dbg !335
  %136 = trunc nuw i128 %135 to i64, !dbg !336
  %137 = add i64 %119, %136, !dbg !337
  %138 = urem i64 %137, %5, !dbg !338
    #dbg_value(i64 %138, !307, !DIExpression(), !321)
    #dbg_value(i64 poison, !314, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !327)
    #dbg_value(i64 %138, !232, !DIExpression(), !331)
    #dbg_value(i64 %138, !233, !DIExpression(), !331)
  %139 = zext i64 %138 to i128, !dbg !333
  %140 = mul nuw i128 %139, %139, !dbg !334
  %141 = urem i128 %140, %95, !dbg !335
  %142 = trunc nuw i128 %141 to i64, !dbg !336
  %143 = add i64 %119, %142, !dbg !337
  %144 = urem i64 %143, %5, !dbg !338
    #dbg_value(i64 %144, !307, !DIExpression(), !321)
    #dbg_value(i64 poison, !314, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !327)
  %145 = add i64 %132, 2, !dbg !330
  %146 = icmp eq i64 %145, %129, !dbg !330
  br i1 %146, label %147, label %130, !dbg !330, !llvm.loop !339

147:                                              ; preds = %130, %125
  %148 = phi i64 [ poison, %125 ], [ %144, %130 ]
  %149 = phi i64 [ %121, %125 ], [ %144, %130 ]
  %150 = icmp eq i64 %126, 0, !dbg !330
  br i1 %150, label %158, label %151, !dbg !330

151:                                              ; preds = %147
    #dbg_value(i64 poison, !314, !DIExpression(), !327)
    #dbg_value(i64 %149, !307, !DIExpression(), !321)
    #dbg_value(i64 %149, !232, !DIExpression(), !331)
    #dbg_value(i64 %149, !233, !DIExpression(), !331)
    #dbg_value(i64 %5, !234, !DIExpression(), !331)
  %152 = zext i64 %149 to i128, !dbg !333
  %153 = mul nuw i128 %152, %152, !dbg !334
  %154 = urem i128 %153, %95, !dbg !335
  %155 = trunc nuw i128 %154 to i64, !dbg !336
  %156 = add i64 %119, %155, !dbg !337
  %157 = urem i64 %156, %5, !dbg !338
    #dbg_value(i64 %157, !307, !DIExpression(), !321)
    #dbg_value(i64 poison, !314, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !327)
  br label %158, !dbg !341

158:                                              ; preds = %151, %147, %120
  %159 = phi i64 [ %121, %120 ], [ %148, %147 ], [ %157, %151 ]
  br label %160, !dbg !341

160:                                              ; preds = %158, %176
  %161 = phi i64 [ %181, %176 ], [ %123, %158 ], !dbg !325
  %162 = phi i64 [ %169, %176 ], [ %159, %158 ], !dbg !325
  %163 = phi i64 [ %170, %176 ], [ %122, %158 ], !dbg !326
  %164 = phi i64 [ %177, %176 ], [ 0, %158 ], !dbg !342
  %165 = tail call i64 @llvm.umin.i64(i64 %161, i64 64)
  %166 = tail call i64 @llvm.umax.i64(i64 %165, i64 1)
    #dbg_value(i64 %164, !317, !DIExpression(), !342)
    #dbg_value(i64 %162, !311, !DIExpression(), !321)
    #dbg_value(i64 0, !318, !DIExpression(), !343)
    #dbg_value(i64 %163, !310, !DIExpression(), !321)
    #dbg_value(i64 %162, !307, !DIExpression(), !321)
  %167 = icmp eq i64 %123, %164, !dbg !344
  br i1 %167, label %168, label %182, !dbg !344

168:                                              ; preds = %182, %160
  %169 = phi i64 [ %162, %160 ], [ %191, %182 ], !dbg !321
  %170 = phi i64 [ %163, %160 ], [ %200, %182 ], !dbg !321
    #dbg_value(i64 %170, !346, !DIExpression(), !352)
    #dbg_value(i64 %5, !349, !DIExpression(), !352)
  br label %171, !dbg !354

171:                                              ; preds = %171, %168
  %172 = phi i64 [ %173, %171 ], [ %170, %168 ]
  %173 = phi i64 [ %174, %171 ], [ %5, %168 ]
    #dbg_value(i64 %172, !346, !DIExpression(), !352)
    #dbg_value(i64 %173, !349, !DIExpression(), !352)
  %174 = urem i64 %172, %173, !dbg !355
    #dbg_value(i64 %174, !350, !DIExpression(), !356)
    #dbg_value(i64 %173, !346, !DIExpression(), !352)
    #dbg_value(i64 %174, !349, !DIExpression(), !352)
  %175 = icmp eq i64 %174, 0, !dbg !354
  br i1 %175, label %176, label %171, !dbg !354, !llvm.loop !357

176:                                              ; preds = %171
    #dbg_value(i64 %173, !309, !DIExpression(), !321)
  %177 = add i64 %164, 64, !dbg !359
    #dbg_value(i64 %177, !317, !DIExpression(), !342)
  %178 = icmp ult i64 %177, %123, !dbg !360
  %179 = icmp eq i64 %173, 1, !dbg !361
  %180 = and i1 %178, %179, !dbg !361
  %181 = add i64 %161, -64, !dbg !362
  br i1 %180, label %160, label %203, !dbg !362, !llvm.loop !363

182:                                              ; preds = %160, %182
  %183 = phi i64 [ %201, %182 ], [ 0, %160 ]
  %184 = phi i64 [ %200, %182 ], [ %163, %160 ]
  %185 = phi i64 [ %191, %182 ], [ %162, %160 ]
    #dbg_value(i64 %183, !318, !DIExpression(), !343)
    #dbg_value(i64 %184, !310, !DIExpression(), !321)
    #dbg_value(i64 %185, !307, !DIExpression(), !321)
    #dbg_value(i64 %185, !232, !DIExpression(), !365)
    #dbg_value(i64 %185, !233, !DIExpression(), !365)
    #dbg_value(i64 %5, !234, !DIExpression(), !365)
  %186 = zext i64 %185 to i128, !dbg !368
  %187 = mul nuw i128 %186, %186, !dbg !369
  %188 = urem i128 %187, %95, !dbg !370
  %189 = trunc nuw i128 %188 to i64, !dbg !371
  %190 = add i64 %119, %189, !dbg !372
  %191 = urem i64 %190, %5, !dbg !373
    #dbg_value(i64 %191, !307, !DIExpression(), !321)
  %192 = icmp ugt i64 %121, %191, !dbg !374
  %193 = sub i64 %121, %191, !dbg !375
  %194 = sub i64 %191, %121, !dbg !375
  %195 = select i1 %192, i64 %193, i64 %194, !dbg !375
    #dbg_value(i64 %184, !232, !DIExpression(), !376)
    #dbg_value(i64 %195, !233, !DIExpression(), !376)
    #dbg_value(i64 %5, !234, !DIExpression(), !376)
  %196 = zext i64 %184 to i128, !dbg !378
  %197 = zext i64 %195 to i128, !dbg !379
  %198 = mul nuw i128 %197, %196, !dbg !380
  %199 = urem i128 %198, %95, !dbg !381
  %200 = trunc nuw i128 %199 to i64, !dbg !382
    #dbg_value(i64 %200, !310, !DIExpression(), !321)
  %201 = add nuw nsw i64 %183, 1, !dbg !383
    #dbg_value(i64 %201, !318, !DIExpression(), !343)
  %202 = icmp eq i64 %201, %166, !dbg !344
  br i1 %202, label %168, label %182, !dbg !344, !llvm.loop !384

203:                                              ; preds = %176
  %204 = shl i64 %123, 1, !dbg !387
    #dbg_value(i64 %204, !312, !DIExpression(), !321)
  br i1 %179, label %120, label %205, !dbg !388, !llvm.loop !389

205:                                              ; preds = %203
  %206 = icmp eq i64 %173, %5, !dbg !392
  br i1 %206, label %207, label %226, !dbg !394

207:                                              ; preds = %205, %224
  %208 = phi i64 [ %214, %224 ], [ %162, %205 ], !dbg !321
    #dbg_value(i64 %208, !311, !DIExpression(), !321)
    #dbg_value(i64 %208, !232, !DIExpression(), !395)
    #dbg_value(i64 %208, !233, !DIExpression(), !395)
    #dbg_value(i64 %5, !234, !DIExpression(), !395)
  %209 = zext i64 %208 to i128, !dbg !399
  %210 = mul nuw i128 %209, %209, !dbg !400
  %211 = urem i128 %210, %95, !dbg !401
  %212 = trunc nuw i128 %211 to i64, !dbg !402
  %213 = add i64 %119, %212, !dbg !403
  %214 = urem i64 %213, %5, !dbg !404
    #dbg_value(i64 %214, !311, !DIExpression(), !321)
  %215 = icmp ugt i64 %121, %214, !dbg !405
  %216 = sub i64 %121, %214, !dbg !406
  %217 = sub i64 %214, %121, !dbg !406
  %218 = select i1 %215, i64 %216, i64 %217, !dbg !406
    #dbg_value(i64 %218, !346, !DIExpression(), !407)
    #dbg_value(i64 %5, !349, !DIExpression(), !407)
  br label %219, !dbg !409

219:                                              ; preds = %219, %207
  %220 = phi i64 [ %221, %219 ], [ %218, %207 ]
  %221 = phi i64 [ %222, %219 ], [ %5, %207 ]
    #dbg_value(i64 %220, !346, !DIExpression(), !407)
    #dbg_value(i64 %221, !349, !DIExpression(), !407)
  %222 = urem i64 %220, %221, !dbg !410
    #dbg_value(i64 %222, !350, !DIExpression(), !411)
    #dbg_value(i64 %221, !346, !DIExpression(), !407)
    #dbg_value(i64 %222, !349, !DIExpression(), !407)
  %223 = icmp eq i64 %222, 0, !dbg !409
  br i1 %223, label %224, label %219, !dbg !409, !llvm.loop !412

224:                                              ; preds = %219
    #dbg_value(i64 %221, !309, !DIExpression(), !321)
  %225 = icmp eq i64 %221, 1, !dbg !414
  br i1 %225, label %207, label %226, !dbg !415, !llvm.loop !416

226:                                              ; preds = %224, %118, %205
  %227 = phi i64 [ 2, %118 ], [ %173, %205 ], [ %221, %224 ], !dbg !321
    #dbg_value(i64 %227, !175, !DIExpression(), !178)
  %228 = add i64 %119, 1, !dbg !419
    #dbg_value(i64 %228, !176, !DIExpression(), !282)
  %229 = icmp eq i64 %227, %5, !dbg !420
  br i1 %229, label %118, label %116, !dbg !283, !llvm.loop !421

230:                                              ; preds = %4, %88
  %231 = phi i32 [ %89, %88 ], [ %6, %4 ], !dbg !178
  ret i32 %231, !dbg !423
}

; Function Attrs: nofree
declare !dbg !424 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 !dbg !435 {
    #dbg_value(ptr %0, !437, !DIExpression(), !441)
    #dbg_value(ptr %1, !438, !DIExpression(), !441)
  %3 = load i64, ptr %0, align 8, !dbg !442, !tbaa !104
    #dbg_value(i64 %3, !439, !DIExpression(), !441)
  %4 = load i64, ptr %1, align 8, !dbg !443, !tbaa !104
    #dbg_value(i64 %4, !440, !DIExpression(), !441)
  %5 = icmp ugt i64 %3, %4, !dbg !444
  %6 = zext i1 %5 to i32, !dbg !444
  %7 = icmp ult i64 %3, %4, !dbg !445
  %8 = sext i1 %7 to i32, !dbg !445
  %9 = add nsw i32 %8, %6, !dbg !446
  ret i32 %9, !dbg !447
}

; Function Attrs: nofree nounwind
declare !dbg !448 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!28}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/prime_factorization.c", directory: ".", checksumkind: CSK_MD5, checksum: "f6155584ddcb14dae7fbfe1819c55040")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 41)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "B", scope: !19, file: !2, line: 10, type: !52, isLocal: true, isDefinition: true)
!19 = distinct !DISubprogram(name: "is_prime", scope: !2, file: !2, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !37)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !24, line: 27, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !26, line: 45, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !29, globals: !36, splitDebugInlining: false, nameTableKind: None)
!29 = !{!30, !32, !23, !33, !34}
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !31, line: 18, baseType: !27)
!31 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!32 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!36 = !{!0, !7, !12, !17}
!37 = !{!38, !39, !41, !42, !43, !45, !48, !49, !50}
!38 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !2, line: 9, type: !23)
!39 = !DILocalVariable(name: "p", scope: !40, file: !2, line: 9, type: !23)
!40 = distinct !DILexicalBlock(scope: !19, file: !2, line: 9, column: 56)
!41 = !DILocalVariable(name: "d", scope: !19, file: !2, line: 9, type: !23)
!42 = !DILocalVariable(name: "s", scope: !19, file: !2, line: 9, type: !22)
!43 = !DILocalVariable(name: "i", scope: !44, file: !2, line: 11, type: !22)
!44 = distinct !DILexicalBlock(scope: !19, file: !2, line: 11, column: 5)
!45 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 11, type: !23)
!46 = distinct !DILexicalBlock(scope: !47, file: !2, line: 11, column: 33)
!47 = distinct !DILexicalBlock(scope: !44, file: !2, line: 11, column: 5)
!48 = !DILocalVariable(name: "x", scope: !46, file: !2, line: 11, type: !23)
!49 = !DILocalVariable(name: "c", scope: !46, file: !2, line: 11, type: !22)
!50 = !DILocalVariable(name: "r", scope: !51, file: !2, line: 11, type: !22)
!51 = distinct !DILexicalBlock(scope: !46, file: !2, line: 11, column: 153)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !5)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !62, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!22}
!64 = !{!65, !69, !72, !78, !79, !80, !81, !82, !83, !85, !88, !89, !91, !92}
!65 = !DILocalVariable(name: "nums", scope: !61, file: !2, line: 32, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 704, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 33, type: !71)
!70 = distinct !DILexicalBlock(scope: !61, file: !2, line: 33, column: 5)
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DILocalVariable(name: "f", scope: !73, file: !2, line: 34, type: !75)
!73 = distinct !DILexicalBlock(scope: !74, file: !2, line: 33, column: 65)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 33, column: 5)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 4096, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 64)
!78 = !DILocalVariable(name: "k", scope: !73, file: !2, line: 34, type: !22)
!79 = !DILocalVariable(name: "prod", scope: !73, file: !2, line: 35, type: !23)
!80 = !DILocalVariable(name: "phi", scope: !73, file: !2, line: 35, type: !23)
!81 = !DILocalVariable(name: "divs", scope: !73, file: !2, line: 35, type: !23)
!82 = !DILocalVariable(name: "mu", scope: !73, file: !2, line: 35, type: !22)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 36, type: !22)
!84 = distinct !DILexicalBlock(scope: !73, file: !2, line: 36, column: 9)
!85 = !DILocalVariable(name: "e", scope: !86, file: !2, line: 36, type: !22)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 36, column: 33)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 36, column: 9)
!88 = !DILocalVariable(name: "p", scope: !86, file: !2, line: 36, type: !23)
!89 = !DILocalVariable(name: "t", scope: !90, file: !2, line: 36, type: !22)
!90 = distinct !DILexicalBlock(scope: !86, file: !2, line: 36, column: 152)
!91 = !DILocalVariable(name: "pe", scope: !86, file: !2, line: 36, type: !23)
!92 = !DILocalVariable(name: "t", scope: !93, file: !2, line: 36, type: !22)
!93 = distinct !DILexicalBlock(scope: !86, file: !2, line: 36, column: 208)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 0, scope: !61)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !73)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !70)
!100 = !DILocation(line: 33, column: 5, scope: !70)
!101 = !DILocation(line: 40, column: 1, scope: !61)
!102 = !DILocation(line: 34, column: 9, scope: !73)
!103 = !DILocation(line: 34, column: 40, scope: !73)
!104 = !{!105, !105, i64 0}
!105 = !{!"long", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !DILocation(line: 34, column: 33, scope: !73)
!109 = !DILocation(line: 34, column: 65, scope: !73)
!110 = !DILocation(line: 34, column: 56, scope: !73)
!111 = !DILocation(line: 35, column: 59, scope: !73)
!112 = !DILocation(line: 0, scope: !84)
!113 = !DILocation(line: 36, column: 27, scope: !87)
!114 = !DILocation(line: 36, column: 9, scope: !84)
!115 = !DILocation(line: 35, column: 18, scope: !73)
!116 = !DILocation(line: 37, column: 66, scope: !73)
!117 = !DILocation(line: 37, column: 137, scope: !73)
!118 = !DILocation(line: 37, column: 129, scope: !73)
!119 = !DILocation(line: 37, column: 9, scope: !73)
!120 = !DILocation(line: 38, column: 5, scope: !74)
!121 = !DILocation(line: 33, column: 61, scope: !74)
!122 = !DILocation(line: 33, column: 28, scope: !74)
!123 = distinct !{!123, !100, !124, !125}
!124 = !DILocation(line: 38, column: 5, scope: !70)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 0, scope: !86)
!127 = !DILocation(line: 36, column: 59, scope: !86)
!128 = !DILocation(line: 36, column: 78, scope: !86)
!129 = !DILocation(line: 36, column: 81, scope: !86)
!130 = !DILocation(line: 36, column: 86, scope: !86)
!131 = !DILocation(line: 36, column: 65, scope: !86)
!132 = !DILocation(line: 36, column: 95, scope: !133)
!133 = distinct !DILexicalBlock(scope: !86, file: !2, line: 36, column: 92)
!134 = !DILocation(line: 36, column: 100, scope: !133)
!135 = !DILocation(line: 36, column: 74, scope: !86)
!136 = distinct !{!136, !131, !137, !125}
!137 = !DILocation(line: 36, column: 104, scope: !86)
!138 = !DILocation(line: 36, column: 106, scope: !86)
!139 = !DILocation(line: 0, scope: !90)
!140 = !DILocation(line: 36, column: 152, scope: !90)
!141 = !DILocation(line: 36, column: 170, scope: !142)
!142 = distinct !DILexicalBlock(scope: !90, file: !2, line: 36, column: 152)
!143 = !DILocation(line: 36, column: 185, scope: !142)
!144 = distinct !{!144, !145}
!145 = !{!"llvm.loop.unroll.disable"}
!146 = !DILocation(line: 0, scope: !93)
!147 = !DILocation(line: 36, column: 226, scope: !148)
!148 = distinct !DILexicalBlock(scope: !93, file: !2, line: 36, column: 208)
!149 = !DILocation(line: 36, column: 208, scope: !93)
!150 = distinct !{!150, !140, !151, !125}
!151 = !DILocation(line: 36, column: 188, scope: !90)
!152 = !DILocation(line: 36, column: 260, scope: !86)
!153 = !DILocation(line: 36, column: 255, scope: !86)
!154 = !DILocation(line: 36, column: 298, scope: !86)
!155 = !DILocation(line: 36, column: 239, scope: !148)
!156 = distinct !{!156, !145}
!157 = !DILocation(line: 36, column: 249, scope: !86)
!158 = !DILocation(line: 36, column: 287, scope: !86)
!159 = !DILocation(line: 36, column: 274, scope: !86)
!160 = !DILocation(line: 36, column: 271, scope: !86)
!161 = distinct !{!161, !114, !162, !125}
!162 = !DILocation(line: 36, column: 315, scope: !84)
!163 = distinct !{!163, !149, !164, !125}
!164 = !DILocation(line: 36, column: 242, scope: !93)
!165 = distinct !DISubprogram(name: "factor", scope: !2, file: !2, line: 22, type: !166, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !169)
!166 = !DISubroutineType(types: !167)
!167 = !{!22, !23, !168, !22}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!169 = !{!170, !171, !172, !173, !175, !176}
!170 = !DILocalVariable(name: "n", arg: 1, scope: !165, file: !2, line: 22, type: !23)
!171 = !DILocalVariable(name: "out", arg: 2, scope: !165, file: !2, line: 22, type: !168)
!172 = !DILocalVariable(name: "k", arg: 3, scope: !165, file: !2, line: 22, type: !22)
!173 = !DILocalVariable(name: "p", scope: !174, file: !2, line: 25, type: !23)
!174 = distinct !DILexicalBlock(scope: !165, file: !2, line: 25, column: 5)
!175 = !DILocalVariable(name: "d", scope: !165, file: !2, line: 26, type: !23)
!176 = !DILocalVariable(name: "c", scope: !177, file: !2, line: 26, type: !23)
!177 = distinct !DILexicalBlock(scope: !165, file: !2, line: 26, column: 21)
!178 = !DILocation(line: 0, scope: !165)
!179 = !DILocation(line: 23, column: 9, scope: !165)
!180 = !DILocation(line: 0, scope: !40, inlinedAt: !181)
!181 = distinct !DILocation(line: 24, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !165, file: !2, line: 24, column: 9)
!183 = !DILocation(line: 9, column: 96, scope: !184, inlinedAt: !181)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 9, column: 94)
!185 = distinct !DILexicalBlock(scope: !40, file: !2, line: 9, column: 56)
!186 = !DILocation(line: 9, column: 100, scope: !184, inlinedAt: !181)
!187 = !DILocation(line: 9, column: 94, scope: !185, inlinedAt: !181)
!188 = !DILocation(line: 9, column: 86, scope: !185, inlinedAt: !181)
!189 = !DILocation(line: 9, column: 79, scope: !185, inlinedAt: !181)
!190 = !DILocation(line: 9, column: 56, scope: !40, inlinedAt: !181)
!191 = distinct !{!191, !190, !192, !125}
!192 = !DILocation(line: 9, column: 118, scope: !40, inlinedAt: !181)
!193 = !DILocation(line: 9, column: 115, scope: !184, inlinedAt: !181)
!194 = !DILocation(line: 24, column: 9, scope: !165)
!195 = !DILocation(line: 25, column: 5, scope: !174)
!196 = !DILocation(line: 9, column: 136, scope: !19, inlinedAt: !181)
!197 = !DILocation(line: 0, scope: !19, inlinedAt: !181)
!198 = !DILocation(line: 9, column: 163, scope: !19, inlinedAt: !181)
!199 = !DILocation(line: 9, column: 159, scope: !19, inlinedAt: !181)
!200 = !DILocation(line: 9, column: 152, scope: !19, inlinedAt: !181)
!201 = !DILocation(line: 9, scope: !19, inlinedAt: !181)
!202 = !DILocation(line: 0, scope: !44, inlinedAt: !181)
!203 = !DILocation(line: 11, column: 5, scope: !44, inlinedAt: !181)
!204 = !DILocation(line: 9, column: 173, scope: !205, inlinedAt: !181)
!205 = distinct !DILexicalBlock(scope: !19, file: !2, line: 9, column: 169)
!206 = !DILocation(line: 9, column: 181, scope: !205, inlinedAt: !181)
!207 = distinct !{!207, !200, !208, !125}
!208 = !DILocation(line: 9, column: 185, scope: !19, inlinedAt: !181)
!209 = !DILocation(line: 11, column: 48, scope: !46, inlinedAt: !181)
!210 = !DILocation(line: 11, column: 53, scope: !46, inlinedAt: !181)
!211 = !DILocation(line: 0, scope: !46, inlinedAt: !181)
!212 = !DILocation(line: 11, column: 63, scope: !213, inlinedAt: !181)
!213 = distinct !DILexicalBlock(scope: !46, file: !2, line: 11, column: 62)
!214 = !DILocalVariable(name: "m", arg: 3, scope: !215, file: !2, line: 8, type: !23)
!215 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 8, type: !216, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{!23, !23, !23, !23}
!218 = !{!219, !220, !214, !221}
!219 = !DILocalVariable(name: "b", arg: 1, scope: !215, file: !2, line: 8, type: !23)
!220 = !DILocalVariable(name: "e", arg: 2, scope: !215, file: !2, line: 8, type: !23)
!221 = !DILocalVariable(name: "r", scope: !215, file: !2, line: 8, type: !23)
!222 = !DILocation(line: 0, scope: !215, inlinedAt: !223)
!223 = distinct !DILocation(line: 11, column: 89, scope: !46, inlinedAt: !181)
!224 = !DILocation(line: 11, column: 62, scope: !46, inlinedAt: !181)
!225 = !DILocation(line: 8, column: 104, scope: !226, inlinedAt: !223)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 8, column: 102)
!227 = distinct !DILexicalBlock(scope: !215, file: !2, line: 8, column: 96)
!228 = !DILocation(line: 8, column: 102, scope: !227, inlinedAt: !223)
!229 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !235)
!230 = distinct !DISubprogram(name: "mulmod", scope: !2, file: !2, line: 7, type: !216, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !231)
!231 = !{!232, !233, !234}
!232 = !DILocalVariable(name: "a", arg: 1, scope: !230, file: !2, line: 7, type: !23)
!233 = !DILocalVariable(name: "b", arg: 2, scope: !230, file: !2, line: 7, type: !23)
!234 = !DILocalVariable(name: "m", arg: 3, scope: !230, file: !2, line: 7, type: !23)
!235 = distinct !DILocation(line: 8, column: 134, scope: !227, inlinedAt: !223)
!236 = !DILocation(line: 0, scope: !230, inlinedAt: !237)
!237 = distinct !DILocation(line: 8, column: 113, scope: !226, inlinedAt: !223)
!238 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !237)
!239 = !DILocation(line: 7, column: 103, scope: !230, inlinedAt: !237)
!240 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !237)
!241 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !237)
!242 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !237)
!243 = !DILocation(line: 8, column: 109, scope: !226, inlinedAt: !223)
!244 = !DILocation(line: 8, scope: !215, inlinedAt: !223)
!245 = !DILocation(line: 0, scope: !230, inlinedAt: !235)
!246 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !235)
!247 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !235)
!248 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !235)
!249 = !DILocation(line: 8, column: 153, scope: !227, inlinedAt: !223)
!250 = !DILocation(line: 8, column: 86, scope: !215, inlinedAt: !223)
!251 = distinct !{!251, !250, !252, !125}
!252 = !DILocation(line: 8, column: 160, scope: !215, inlinedAt: !223)
!253 = !DILocation(line: 11, column: 112, scope: !254, inlinedAt: !181)
!254 = distinct !DILexicalBlock(scope: !46, file: !2, line: 11, column: 110)
!255 = !DILocation(line: 11, column: 117, scope: !254, inlinedAt: !181)
!256 = !DILocation(line: 0, scope: !51, inlinedAt: !181)
!257 = !DILocation(line: 11, column: 153, scope: !51, inlinedAt: !181)
!258 = !DILocation(line: 0, scope: !230, inlinedAt: !259)
!259 = distinct !DILocation(line: 11, column: 192, scope: !260, inlinedAt: !181)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 11, column: 186)
!261 = distinct !DILexicalBlock(scope: !51, file: !2, line: 11, column: 153)
!262 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !259)
!263 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !259)
!264 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !259)
!265 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !259)
!266 = !DILocation(line: 11, column: 215, scope: !267, inlinedAt: !181)
!267 = distinct !DILexicalBlock(scope: !260, file: !2, line: 11, column: 213)
!268 = !DILocation(line: 11, column: 182, scope: !261, inlinedAt: !181)
!269 = !DILocation(line: 11, column: 171, scope: !261, inlinedAt: !181)
!270 = !DILocation(line: 11, column: 175, scope: !261, inlinedAt: !181)
!271 = distinct !{!271, !257, !272, !125}
!272 = !DILocation(line: 11, column: 232, scope: !51, inlinedAt: !181)
!273 = !DILocation(line: 11, column: 29, scope: !47, inlinedAt: !181)
!274 = !DILocation(line: 11, column: 23, scope: !47, inlinedAt: !181)
!275 = distinct !{!275, !203, !276, !125}
!276 = !DILocation(line: 11, column: 251, scope: !44, inlinedAt: !181)
!277 = !DILocation(line: 24, column: 29, scope: !278)
!278 = distinct !DILexicalBlock(scope: !182, file: !2, line: 24, column: 22)
!279 = !DILocation(line: 24, column: 24, scope: !278)
!280 = !DILocation(line: 24, column: 33, scope: !278)
!281 = !DILocation(line: 24, column: 38, scope: !278)
!282 = !DILocation(line: 0, scope: !177)
!283 = !DILocation(line: 26, column: 21, scope: !177)
!284 = !DILocation(line: 0, scope: !174)
!285 = !DILocation(line: 25, column: 47, scope: !286)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 25, column: 45)
!287 = distinct !DILexicalBlock(scope: !174, file: !2, line: 25, column: 5)
!288 = !DILocation(line: 25, column: 51, scope: !286)
!289 = !DILocation(line: 25, column: 45, scope: !287)
!290 = !DILocation(line: 25, column: 64, scope: !291)
!291 = distinct !DILexicalBlock(scope: !286, file: !2, line: 25, column: 57)
!292 = !DILocation(line: 25, column: 59, scope: !291)
!293 = !DILocation(line: 25, column: 68, scope: !291)
!294 = !DILocation(line: 25, column: 80, scope: !291)
!295 = !DILocation(line: 25, column: 37, scope: !287)
!296 = !DILocation(line: 25, column: 28, scope: !287)
!297 = distinct !{!297, !195, !298, !125}
!298 = !DILocation(line: 25, column: 103, scope: !174)
!299 = !DILocation(line: 27, column: 9, scope: !165)
!300 = !DILocation(line: 27, column: 35, scope: !165)
!301 = !DILocalVariable(name: "n", arg: 1, scope: !302, file: !2, line: 13, type: !23)
!302 = distinct !DISubprogram(name: "rho", scope: !2, file: !2, line: 13, type: !303, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !305)
!303 = !DISubroutineType(types: !304)
!304 = !{!23, !23, !23}
!305 = !{!301, !306, !307, !308, !309, !310, !311, !312, !313, !314, !317, !318}
!306 = !DILocalVariable(name: "c", arg: 2, scope: !302, file: !2, line: 13, type: !23)
!307 = !DILocalVariable(name: "y", scope: !302, file: !2, line: 15, type: !23)
!308 = !DILocalVariable(name: "x", scope: !302, file: !2, line: 15, type: !23)
!309 = !DILocalVariable(name: "g", scope: !302, file: !2, line: 15, type: !23)
!310 = !DILocalVariable(name: "q", scope: !302, file: !2, line: 15, type: !23)
!311 = !DILocalVariable(name: "ys", scope: !302, file: !2, line: 15, type: !23)
!312 = !DILocalVariable(name: "r", scope: !302, file: !2, line: 15, type: !23)
!313 = !DILocalVariable(name: "m", scope: !302, file: !2, line: 15, type: !23)
!314 = !DILocalVariable(name: "i", scope: !315, file: !2, line: 16, type: !23)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 16, column: 17)
!316 = distinct !DILexicalBlock(scope: !302, file: !2, line: 16, column: 8)
!317 = !DILocalVariable(name: "k", scope: !316, file: !2, line: 16, type: !23)
!318 = !DILocalVariable(name: "i", scope: !319, file: !2, line: 17, type: !23)
!319 = distinct !DILexicalBlock(scope: !320, file: !2, line: 17, column: 22)
!320 = distinct !DILexicalBlock(scope: !316, file: !2, line: 17, column: 12)
!321 = !DILocation(line: 0, scope: !302, inlinedAt: !322)
!322 = distinct !DILocation(line: 26, column: 59, scope: !323)
!323 = distinct !DILexicalBlock(scope: !177, file: !2, line: 26, column: 21)
!324 = !DILocation(line: 14, column: 9, scope: !302, inlinedAt: !322)
!325 = !DILocation(line: 15, column: 14, scope: !302, inlinedAt: !322)
!326 = !DILocation(line: 15, column: 31, scope: !302, inlinedAt: !322)
!327 = !DILocation(line: 0, scope: !315, inlinedAt: !322)
!328 = !DILocation(line: 16, column: 40, scope: !329, inlinedAt: !322)
!329 = distinct !DILexicalBlock(scope: !315, file: !2, line: 16, column: 17)
!330 = !DILocation(line: 16, column: 17, scope: !315, inlinedAt: !322)
!331 = !DILocation(line: 0, scope: !230, inlinedAt: !332)
!332 = distinct !DILocation(line: 16, column: 55, scope: !329, inlinedAt: !322)
!333 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !332)
!334 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !332)
!335 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !332)
!336 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !332)
!337 = !DILocation(line: 16, column: 71, scope: !329, inlinedAt: !322)
!338 = !DILocation(line: 16, column: 76, scope: !329, inlinedAt: !322)
!339 = distinct !{!339, !330, !340, !125}
!340 = !DILocation(line: 16, column: 78, scope: !315, inlinedAt: !322)
!341 = !DILocation(line: 17, column: 9, scope: !316, inlinedAt: !322)
!342 = !DILocation(line: 0, scope: !316, inlinedAt: !322)
!343 = !DILocation(line: 0, scope: !319, inlinedAt: !322)
!344 = !DILocation(line: 17, column: 49, scope: !345, inlinedAt: !322)
!345 = distinct !DILexicalBlock(scope: !319, file: !2, line: 17, column: 22)
!346 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !2, line: 12, type: !23)
!347 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 12, type: !303, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !348)
!348 = !{!346, !349, !350}
!349 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !2, line: 12, type: !23)
!350 = !DILocalVariable(name: "t", scope: !351, file: !2, line: 12, type: !23)
!351 = distinct !DILexicalBlock(scope: !347, file: !2, line: 12, column: 57)
!352 = !DILocation(line: 0, scope: !347, inlinedAt: !353)
!353 = distinct !DILocation(line: 17, column: 148, scope: !320, inlinedAt: !322)
!354 = !DILocation(line: 12, column: 47, scope: !347, inlinedAt: !353)
!355 = !DILocation(line: 12, column: 74, scope: !351, inlinedAt: !353)
!356 = !DILocation(line: 0, scope: !351, inlinedAt: !353)
!357 = distinct !{!357, !354, !358, !125}
!358 = !DILocation(line: 12, column: 93, scope: !347, inlinedAt: !353)
!359 = !DILocation(line: 17, column: 161, scope: !320, inlinedAt: !322)
!360 = !DILocation(line: 17, column: 178, scope: !316, inlinedAt: !322)
!361 = !DILocation(line: 17, column: 182, scope: !316, inlinedAt: !322)
!362 = !DILocation(line: 17, column: 167, scope: !320, inlinedAt: !322)
!363 = distinct !{!363, !341, !364, !125}
!364 = !DILocation(line: 17, column: 191, scope: !316, inlinedAt: !322)
!365 = !DILocation(line: 0, scope: !230, inlinedAt: !366)
!366 = distinct !DILocation(line: 17, column: 75, scope: !367, inlinedAt: !322)
!367 = distinct !DILexicalBlock(scope: !345, file: !2, line: 17, column: 68)
!368 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !366)
!369 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !366)
!370 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !366)
!371 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !366)
!372 = !DILocation(line: 17, column: 91, scope: !367, inlinedAt: !322)
!373 = !DILocation(line: 17, column: 96, scope: !367, inlinedAt: !322)
!374 = !DILocation(line: 17, column: 117, scope: !367, inlinedAt: !322)
!375 = !DILocation(line: 17, column: 115, scope: !367, inlinedAt: !322)
!376 = !DILocation(line: 0, scope: !230, inlinedAt: !377)
!377 = distinct !DILocation(line: 17, column: 105, scope: !367, inlinedAt: !322)
!378 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !377)
!379 = !DILocation(line: 7, column: 103, scope: !230, inlinedAt: !377)
!380 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !377)
!381 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !377)
!382 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !377)
!383 = !DILocation(line: 17, column: 64, scope: !345, inlinedAt: !322)
!384 = distinct !{!384, !385, !386, !125}
!385 = !DILocation(line: 17, column: 22, scope: !319, inlinedAt: !322)
!386 = !DILocation(line: 17, column: 142, scope: !319, inlinedAt: !322)
!387 = !DILocation(line: 18, column: 11, scope: !316, inlinedAt: !322)
!388 = !DILocation(line: 18, column: 17, scope: !316, inlinedAt: !322)
!389 = distinct !{!389, !390, !391, !125}
!390 = !DILocation(line: 16, column: 5, scope: !302, inlinedAt: !322)
!391 = !DILocation(line: 18, column: 32, scope: !302, inlinedAt: !322)
!392 = !DILocation(line: 19, column: 11, scope: !393, inlinedAt: !322)
!393 = distinct !DILexicalBlock(scope: !302, file: !2, line: 19, column: 9)
!394 = !DILocation(line: 19, column: 9, scope: !302, inlinedAt: !322)
!395 = !DILocation(line: 0, scope: !230, inlinedAt: !396)
!396 = distinct !DILocation(line: 19, column: 30, scope: !397, inlinedAt: !322)
!397 = distinct !DILexicalBlock(scope: !398, file: !2, line: 19, column: 22)
!398 = distinct !DILexicalBlock(scope: !393, file: !2, line: 19, column: 17)
!399 = !DILocation(line: 7, column: 80, scope: !230, inlinedAt: !396)
!400 = !DILocation(line: 7, column: 101, scope: !230, inlinedAt: !396)
!401 = !DILocation(line: 7, column: 105, scope: !230, inlinedAt: !396)
!402 = !DILocation(line: 7, column: 69, scope: !230, inlinedAt: !396)
!403 = !DILocation(line: 19, column: 48, scope: !397, inlinedAt: !322)
!404 = !DILocation(line: 19, column: 53, scope: !397, inlinedAt: !322)
!405 = !DILocation(line: 19, column: 68, scope: !397, inlinedAt: !322)
!406 = !DILocation(line: 19, column: 66, scope: !397, inlinedAt: !322)
!407 = !DILocation(line: 0, scope: !347, inlinedAt: !408)
!408 = distinct !DILocation(line: 19, column: 62, scope: !397, inlinedAt: !322)
!409 = !DILocation(line: 12, column: 47, scope: !347, inlinedAt: !408)
!410 = !DILocation(line: 12, column: 74, scope: !351, inlinedAt: !408)
!411 = !DILocation(line: 0, scope: !351, inlinedAt: !408)
!412 = distinct !{!412, !409, !413, !125}
!413 = !DILocation(line: 12, column: 93, scope: !347, inlinedAt: !408)
!414 = !DILocation(line: 19, column: 107, scope: !398, inlinedAt: !322)
!415 = !DILocation(line: 19, column: 96, scope: !397, inlinedAt: !322)
!416 = distinct !{!416, !417, !418, !125}
!417 = !DILocation(line: 19, column: 19, scope: !398, inlinedAt: !322)
!418 = !DILocation(line: 19, column: 111, scope: !398, inlinedAt: !322)
!419 = !DILocation(line: 26, column: 51, scope: !323)
!420 = !DILocation(line: 26, column: 44, scope: !323)
!421 = distinct !{!421, !283, !422, !125}
!422 = !DILocation(line: 26, column: 67, scope: !177)
!423 = !DILocation(line: 28, column: 1, scope: !165)
!424 = !DISubprogram(name: "qsort", scope: !425, file: !425, line: 851, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!425 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!426 = !DISubroutineType(types: !427)
!427 = !{null, !428, !30, !30, !429}
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !425, line: 829, baseType: !430)
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !431, size: 64)
!431 = !DISubroutineType(types: !432)
!432 = !{!22, !433, !433}
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!435 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 29, type: !431, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !436)
!436 = !{!437, !438, !439, !440}
!437 = !DILocalVariable(name: "a", arg: 1, scope: !435, file: !2, line: 29, type: !433)
!438 = !DILocalVariable(name: "b", arg: 2, scope: !435, file: !2, line: 29, type: !433)
!439 = !DILocalVariable(name: "x", scope: !435, file: !2, line: 29, type: !23)
!440 = !DILocalVariable(name: "y", scope: !435, file: !2, line: 29, type: !23)
!441 = !DILocation(line: 0, scope: !435)
!442 = !DILocation(line: 29, column: 61, scope: !435)
!443 = !DILocation(line: 29, column: 87, scope: !435)
!444 = !DILocation(line: 29, column: 119, scope: !435)
!445 = !DILocation(line: 29, column: 129, scope: !435)
!446 = !DILocation(line: 29, column: 124, scope: !435)
!447 = !DILocation(line: 29, column: 109, scope: !435)
!448 = !DISubprogram(name: "printf", scope: !449, file: !449, line: 356, type: !450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!450 = !DISubroutineType(types: !451)
!451 = !{!22, !452, null}
!452 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !453)
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !454, size: 64)
!454 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
