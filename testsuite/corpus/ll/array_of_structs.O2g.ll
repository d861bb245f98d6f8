; ModuleID = 'programs/array_of_structs.c'
source_filename = "programs/array_of_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Particle = type { [3 x double], i32 }
%struct.Odd5 = type { [5 x i8] }
%struct.Odd3 = type { i16, i8 }
%struct.Item = type { i32, float, [7 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"odd5 size=%zu s=%d diff=%td\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"odd3 %d %c %d %c\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"it%02d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1, !dbg !17
@main.grid = internal unnamed_addr global [8 x [8 x %struct.Particle]] zeroinitializer, align 16, !dbg !22
@.str.5 = private unnamed_addr constant [20 x i8] c"particles tot=%.3f\0A\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [5 x i8] c"it07\00", align 1, !dbg !44
@.str.7 = private unnamed_addr constant [20 x i8] c"found at index %td\0A\00", align 1, !dbg !49

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !24 {
  %1 = alloca [33 x %struct.Odd5], align 16, !DIAssignID !140
    #dbg_assign(i1 undef, !52, !DIExpression(), !140, ptr %1, !DIExpression(), !141)
  %2 = alloca [17 x %struct.Odd3], align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !69, !DIExpression(), !142, ptr %2, !DIExpression(), !141)
  %3 = alloca [12 x %struct.Item], align 16, !DIAssignID !143
    #dbg_assign(i1 undef, !82, !DIExpression(), !143, ptr %3, !DIExpression(), !141)
  call void @llvm.lifetime.start.p0(i64 165, ptr nonnull %1) #10, !dbg !144
    #dbg_value(i32 0, !60, !DIExpression(), !145)
  br label %4, !dbg !146

4:                                                ; preds = %21, %0
  %5 = phi i64 [ 0, %0 ], [ %24, %21 ]
    #dbg_value(i64 %5, !60, !DIExpression(), !145)
  %6 = getelementptr inbounds [33 x %struct.Odd5], ptr %1, i64 0, i64 %5
    #dbg_value(i64 0, !62, !DIExpression(), !147)
  %7 = trunc i64 %5 to i8, !dbg !148
  store i8 %7, ptr %6, align 2, !dbg !150, !tbaa !151
    #dbg_value(i64 1, !62, !DIExpression(), !147)
  %8 = or disjoint i64 %5, 1, !dbg !154
  %9 = trunc i64 %8 to i8, !dbg !148
  %10 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !155
  store i8 %9, ptr %10, align 1, !dbg !150, !tbaa !151
    #dbg_value(i64 2, !62, !DIExpression(), !147)
  %11 = trunc i64 %5 to i8, !dbg !148
  %12 = add nuw nsw i8 %11, 2, !dbg !148
  %13 = getelementptr inbounds i8, ptr %6, i64 2, !dbg !155
  store i8 %12, ptr %13, align 2, !dbg !150, !tbaa !151
    #dbg_value(i64 3, !62, !DIExpression(), !147)
  %14 = trunc i64 %5 to i8, !dbg !148
  %15 = add nuw nsw i8 %14, 3, !dbg !148
  %16 = getelementptr inbounds i8, ptr %6, i64 3, !dbg !155
  store i8 %15, ptr %16, align 1, !dbg !150, !tbaa !151
    #dbg_value(i64 4, !62, !DIExpression(), !147)
  %17 = trunc i64 %5 to i8, !dbg !148
  %18 = add nuw nsw i8 %17, 4, !dbg !148
  %19 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !155
  store i8 %18, ptr %19, align 2, !dbg !150, !tbaa !151
    #dbg_value(i64 5, !62, !DIExpression(), !147)
    #dbg_value(i64 %8, !60, !DIExpression(), !145)
  %20 = icmp eq i64 %5, 32, !dbg !156
  br i1 %20, label %77, label %21, !dbg !146, !llvm.loop !157

21:                                               ; preds = %4
    #dbg_value(i64 %8, !60, !DIExpression(), !145)
  %22 = getelementptr inbounds [33 x %struct.Odd5], ptr %1, i64 0, i64 %8
    #dbg_value(i64 0, !62, !DIExpression(), !147)
  %23 = trunc i64 %8 to i8, !dbg !148
  store i8 %23, ptr %22, align 1, !dbg !150, !tbaa !151
    #dbg_value(i64 1, !62, !DIExpression(), !147)
  %24 = add nuw nsw i64 %5, 2, !dbg !154
  %25 = trunc i64 %24 to i8, !dbg !148
  %26 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !155
  store i8 %25, ptr %26, align 2, !dbg !150, !tbaa !151
    #dbg_value(i64 2, !62, !DIExpression(), !147)
  %27 = trunc i64 %8 to i8, !dbg !148
  %28 = add nuw nsw i8 %27, 2, !dbg !148
  %29 = getelementptr inbounds i8, ptr %22, i64 2, !dbg !155
  store i8 %28, ptr %29, align 1, !dbg !150, !tbaa !151
    #dbg_value(i64 3, !62, !DIExpression(), !147)
  %30 = trunc i64 %8 to i8, !dbg !148
  %31 = add nuw nsw i8 %30, 3, !dbg !148
  %32 = getelementptr inbounds i8, ptr %22, i64 3, !dbg !155
  store i8 %31, ptr %32, align 2, !dbg !150, !tbaa !151
    #dbg_value(i64 4, !62, !DIExpression(), !147)
  %33 = trunc i64 %8 to i8, !dbg !148
  %34 = add nuw nsw i8 %33, 4, !dbg !148
  %35 = getelementptr inbounds i8, ptr %22, i64 4, !dbg !155
  store i8 %34, ptr %35, align 1, !dbg !150, !tbaa !151
    #dbg_value(i64 5, !62, !DIExpression(), !147)
    #dbg_value(i64 %24, !60, !DIExpression(), !145)
  br label %4

36:                                               ; preds = %77
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5, i32 noundef %105, i64 noundef 32), !dbg !160
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %2), !dbg !161
    #dbg_value(i64 0, !78, !DIExpression(), !162)
  store i16 0, ptr %2, align 16, !dbg !163, !tbaa !166
  %38 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !169
  store i8 97, ptr %38, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 1, !78, !DIExpression(), !162)
  %39 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !163
  store i16 1000, ptr %39, align 4, !dbg !163, !tbaa !166
  %40 = getelementptr inbounds i8, ptr %2, i64 6, !dbg !169
  store i8 98, ptr %40, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 2, !78, !DIExpression(), !162)
  %41 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !163
  store i16 2000, ptr %41, align 8, !dbg !163, !tbaa !166
  %42 = getelementptr inbounds i8, ptr %2, i64 10, !dbg !169
  store i8 99, ptr %42, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 3, !78, !DIExpression(), !162)
  %43 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !163
  store i16 3000, ptr %43, align 4, !dbg !163, !tbaa !166
  %44 = getelementptr inbounds i8, ptr %2, i64 14, !dbg !169
  store i8 100, ptr %44, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 4, !78, !DIExpression(), !162)
  %45 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !163
  store i16 4000, ptr %45, align 16, !dbg !163, !tbaa !166
  %46 = getelementptr inbounds i8, ptr %2, i64 18, !dbg !169
  store i8 101, ptr %46, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 5, !78, !DIExpression(), !162)
  %47 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !163
  store i16 5000, ptr %47, align 4, !dbg !163, !tbaa !166
  %48 = getelementptr inbounds i8, ptr %2, i64 22, !dbg !169
  store i8 102, ptr %48, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 6, !78, !DIExpression(), !162)
  %49 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !163
  store i16 6000, ptr %49, align 8, !dbg !163, !tbaa !166
  %50 = getelementptr inbounds i8, ptr %2, i64 26, !dbg !169
  store i8 103, ptr %50, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 7, !78, !DIExpression(), !162)
  %51 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !163
  store i16 7000, ptr %51, align 4, !dbg !163, !tbaa !166
  %52 = getelementptr inbounds i8, ptr %2, i64 30, !dbg !169
  store i8 104, ptr %52, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 8, !78, !DIExpression(), !162)
  %53 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !163
  store i16 8000, ptr %53, align 16, !dbg !163, !tbaa !166
  %54 = getelementptr inbounds i8, ptr %2, i64 34, !dbg !169
  store i8 105, ptr %54, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 9, !78, !DIExpression(), !162)
  %55 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !163
  store i16 9000, ptr %55, align 4, !dbg !163, !tbaa !166
  %56 = getelementptr inbounds i8, ptr %2, i64 38, !dbg !169
  store i8 106, ptr %56, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 10, !78, !DIExpression(), !162)
  %57 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !163
  store i16 10000, ptr %57, align 8, !dbg !163, !tbaa !166
  %58 = getelementptr inbounds i8, ptr %2, i64 42, !dbg !169
  store i8 107, ptr %58, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 11, !78, !DIExpression(), !162)
  %59 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !163
  store i16 11000, ptr %59, align 4, !dbg !163, !tbaa !166
  %60 = getelementptr inbounds i8, ptr %2, i64 46, !dbg !169
  store i8 108, ptr %60, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 12, !78, !DIExpression(), !162)
  %61 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !163
  store i16 12000, ptr %61, align 16, !dbg !163, !tbaa !166
  %62 = getelementptr inbounds i8, ptr %2, i64 50, !dbg !169
  store i8 109, ptr %62, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 13, !78, !DIExpression(), !162)
  %63 = getelementptr inbounds i8, ptr %2, i64 52, !dbg !163
  store i16 13000, ptr %63, align 4, !dbg !163, !tbaa !166
  %64 = getelementptr inbounds i8, ptr %2, i64 54, !dbg !169
  store i8 110, ptr %64, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 14, !78, !DIExpression(), !162)
  %65 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !163
  store i16 14000, ptr %65, align 8, !dbg !163, !tbaa !166
  %66 = getelementptr inbounds i8, ptr %2, i64 58, !dbg !169
  store i8 111, ptr %66, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 15, !78, !DIExpression(), !162)
  %67 = getelementptr inbounds i8, ptr %2, i64 60, !dbg !163
  store i16 15000, ptr %67, align 4, !dbg !163, !tbaa !166
  %68 = getelementptr inbounds i8, ptr %2, i64 62, !dbg !169
  store i8 112, ptr %68, align 2, !dbg !169, !tbaa !170
    #dbg_value(i64 17, !78, !DIExpression(), !162)
  %69 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !171
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %69, ptr noundef nonnull align 16 dereferenceable(64) %2, i64 64, i1 false), !dbg !171
    #dbg_value(i64 poison, !80, !DIExpression(), !173)
  %70 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !174
  %71 = load i16, ptr %70, align 16, !dbg !174, !tbaa !166
  %72 = sext i16 %71 to i32, !dbg !175
  %73 = getelementptr inbounds i8, ptr %2, i64 66, !dbg !176
  %74 = load i8, ptr %73, align 2, !dbg !176, !tbaa !170
  %75 = sext i8 %74 to i32, !dbg !177
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 97, i32 noundef %72, i32 noundef %75), !dbg !178
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #10, !dbg !179
    #dbg_value(i32 0, !92, !DIExpression(), !180)
  br label %193, !dbg !181

77:                                               ; preds = %4, %77
  %78 = phi i64 [ %106, %77 ], [ 0, %4 ]
  %79 = phi i32 [ %105, %77 ], [ 0, %4 ]
    #dbg_value(!DIArgList(ptr %1, i64 %78), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
    #dbg_value(i32 %79, !65, !DIExpression(), !141)
  %80 = getelementptr inbounds i8, ptr %1, i64 %78, !dbg !183
    #dbg_value(ptr %80, !66, !DIExpression(), !182)
  %81 = getelementptr inbounds i8, ptr %80, i64 4, !dbg !185
  %82 = load i8, ptr %81, align 1, !dbg !185, !tbaa !151
  %83 = sext i8 %82 to i32, !dbg !185
  %84 = load i8, ptr %80, align 1, !dbg !186, !tbaa !151
  %85 = sext i8 %84 to i32, !dbg !186
  %86 = add i32 %79, %83, !dbg !187
    #dbg_value(!DIArgList(i32 %86, i32 %85), !65, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !141)
    #dbg_value(!DIArgList(ptr %1, i64 %78), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 5, DW_OP_plus, DW_OP_stack_value), !182)
  %87 = getelementptr inbounds i8, ptr %1, i64 %78, !dbg !183
  %88 = getelementptr inbounds i8, ptr %87, i64 5, !dbg !183
    #dbg_value(ptr %88, !66, !DIExpression(), !182)
  %89 = getelementptr inbounds i8, ptr %87, i64 9, !dbg !185
  %90 = load i8, ptr %89, align 1, !dbg !185, !tbaa !151
  %91 = sext i8 %90 to i32, !dbg !185
  %92 = load i8, ptr %88, align 1, !dbg !186, !tbaa !151
  %93 = sext i8 %92 to i32, !dbg !186
  %94 = add i32 %86, %91, !dbg !188
  %95 = add nsw i32 %85, %93, !dbg !188
    #dbg_value(!DIArgList(i32 %94, i32 %95), !65, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !141)
    #dbg_value(!DIArgList(ptr %1, i64 %78), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 10, DW_OP_plus, DW_OP_stack_value), !182)
  %96 = getelementptr inbounds i8, ptr %1, i64 %78, !dbg !183
  %97 = getelementptr inbounds i8, ptr %96, i64 10, !dbg !183
    #dbg_value(ptr %97, !66, !DIExpression(), !182)
  %98 = getelementptr inbounds i8, ptr %96, i64 14, !dbg !185
  %99 = load i8, ptr %98, align 1, !dbg !185, !tbaa !151
  %100 = sext i8 %99 to i32, !dbg !185
  %101 = load i8, ptr %97, align 1, !dbg !186, !tbaa !151
  %102 = sext i8 %101 to i32, !dbg !186
  %103 = add i32 %94, %100, !dbg !188
  %104 = add nsw i32 %95, %102, !dbg !188
  %105 = sub i32 %103, %104, !dbg !188
    #dbg_value(i32 %105, !65, !DIExpression(), !141)
  %106 = add nuw nsw i64 %78, 15, !dbg !189
    #dbg_value(!DIArgList(ptr %1, i64 %106), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !182)
  %107 = icmp ult i64 %78, 150, !dbg !190
  br i1 %107, label %77, label %36, !dbg !191, !llvm.loop !192

108:                                              ; preds = %193
  call void @qsort(ptr noundef nonnull %3, i64 noundef 12, i64 noundef 16, ptr noundef nonnull @cmp_item) #10, !dbg !194
    #dbg_value(i64 0, !94, !DIExpression(), !195)
  %109 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !196
  %110 = load i32, ptr %3, align 16, !dbg !198, !tbaa !199
  %111 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !203
  %112 = load float, ptr %111, align 4, !dbg !203, !tbaa !204
  %113 = fpext float %112 to double, !dbg !205
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %109, i32 noundef %110, double noundef %113), !dbg !206
    #dbg_value(i64 1, !94, !DIExpression(), !195)
  %115 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !207
  %116 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !196
  %117 = load i32, ptr %115, align 16, !dbg !198, !tbaa !199
  %118 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !203
  %119 = load float, ptr %118, align 4, !dbg !203, !tbaa !204
  %120 = fpext float %119 to double, !dbg !205
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %116, i32 noundef %117, double noundef %120), !dbg !206
    #dbg_value(i64 2, !94, !DIExpression(), !195)
  %122 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !207
  %123 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !196
  %124 = load i32, ptr %122, align 16, !dbg !198, !tbaa !199
  %125 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !203
  %126 = load float, ptr %125, align 4, !dbg !203, !tbaa !204
  %127 = fpext float %126 to double, !dbg !205
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %123, i32 noundef %124, double noundef %127), !dbg !206
    #dbg_value(i64 3, !94, !DIExpression(), !195)
  %129 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !207
  %130 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !196
  %131 = load i32, ptr %129, align 16, !dbg !198, !tbaa !199
  %132 = getelementptr inbounds i8, ptr %3, i64 52, !dbg !203
  %133 = load float, ptr %132, align 4, !dbg !203, !tbaa !204
  %134 = fpext float %133 to double, !dbg !205
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %130, i32 noundef %131, double noundef %134), !dbg !206
    #dbg_value(i64 4, !94, !DIExpression(), !195)
  %136 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !207
  %137 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !196
  %138 = load i32, ptr %136, align 16, !dbg !198, !tbaa !199
  %139 = getelementptr inbounds i8, ptr %3, i64 68, !dbg !203
  %140 = load float, ptr %139, align 4, !dbg !203, !tbaa !204
  %141 = fpext float %140 to double, !dbg !205
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %137, i32 noundef %138, double noundef %141), !dbg !206
    #dbg_value(i64 5, !94, !DIExpression(), !195)
  %143 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !207
  %144 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !196
  %145 = load i32, ptr %143, align 16, !dbg !198, !tbaa !199
  %146 = getelementptr inbounds i8, ptr %3, i64 84, !dbg !203
  %147 = load float, ptr %146, align 4, !dbg !203, !tbaa !204
  %148 = fpext float %147 to double, !dbg !205
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %144, i32 noundef %145, double noundef %148), !dbg !206
    #dbg_value(i64 6, !94, !DIExpression(), !195)
  %150 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !207
  %151 = getelementptr inbounds i8, ptr %3, i64 104, !dbg !196
  %152 = load i32, ptr %150, align 16, !dbg !198, !tbaa !199
  %153 = getelementptr inbounds i8, ptr %3, i64 100, !dbg !203
  %154 = load float, ptr %153, align 4, !dbg !203, !tbaa !204
  %155 = fpext float %154 to double, !dbg !205
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %151, i32 noundef %152, double noundef %155), !dbg !206
    #dbg_value(i64 7, !94, !DIExpression(), !195)
  %157 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !207
  %158 = getelementptr inbounds i8, ptr %3, i64 120, !dbg !196
  %159 = load i32, ptr %157, align 16, !dbg !198, !tbaa !199
  %160 = getelementptr inbounds i8, ptr %3, i64 116, !dbg !203
  %161 = load float, ptr %160, align 4, !dbg !203, !tbaa !204
  %162 = fpext float %161 to double, !dbg !205
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %158, i32 noundef %159, double noundef %162), !dbg !206
    #dbg_value(i64 8, !94, !DIExpression(), !195)
  %164 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !207
  %165 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !196
  %166 = load i32, ptr %164, align 16, !dbg !198, !tbaa !199
  %167 = getelementptr inbounds i8, ptr %3, i64 132, !dbg !203
  %168 = load float, ptr %167, align 4, !dbg !203, !tbaa !204
  %169 = fpext float %168 to double, !dbg !205
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %165, i32 noundef %166, double noundef %169), !dbg !206
    #dbg_value(i64 9, !94, !DIExpression(), !195)
  %171 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !207
  %172 = getelementptr inbounds i8, ptr %3, i64 152, !dbg !196
  %173 = load i32, ptr %171, align 16, !dbg !198, !tbaa !199
  %174 = getelementptr inbounds i8, ptr %3, i64 148, !dbg !203
  %175 = load float, ptr %174, align 4, !dbg !203, !tbaa !204
  %176 = fpext float %175 to double, !dbg !205
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %172, i32 noundef %173, double noundef %176), !dbg !206
    #dbg_value(i64 10, !94, !DIExpression(), !195)
  %178 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !207
  %179 = getelementptr inbounds i8, ptr %3, i64 168, !dbg !196
  %180 = load i32, ptr %178, align 16, !dbg !198, !tbaa !199
  %181 = getelementptr inbounds i8, ptr %3, i64 164, !dbg !203
  %182 = load float, ptr %181, align 4, !dbg !203, !tbaa !204
  %183 = fpext float %182 to double, !dbg !205
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %179, i32 noundef %180, double noundef %183), !dbg !206
    #dbg_value(i64 11, !94, !DIExpression(), !195)
  %185 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !207
  %186 = getelementptr inbounds i8, ptr %3, i64 184, !dbg !196
  %187 = load i32, ptr %185, align 16, !dbg !198, !tbaa !199
  %188 = getelementptr inbounds i8, ptr %3, i64 180, !dbg !203
  %189 = load float, ptr %188, align 4, !dbg !203, !tbaa !204
  %190 = fpext float %189 to double, !dbg !205
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %186, i32 noundef %187, double noundef %190), !dbg !206
    #dbg_value(i64 12, !94, !DIExpression(), !195)
  %192 = call i32 @putchar(i32 10), !dbg !208
    #dbg_value(i32 0, !96, !DIExpression(), !209)
  br label %209, !dbg !210

193:                                              ; preds = %36, %193
  %194 = phi i64 [ 0, %36 ], [ %207, %193 ]
    #dbg_value(i64 %194, !92, !DIExpression(), !180)
  %195 = getelementptr inbounds [12 x %struct.Item], ptr %3, i64 0, i64 %194, !dbg !211
  %196 = trunc nuw nsw i64 %194 to i32, !dbg !214
  store i32 %196, ptr %195, align 16, !dbg !214, !tbaa !199
  %197 = trunc i64 %194 to i8, !dbg !215
  %198 = mul nuw i8 %197, 7, !dbg !215
  %199 = urem i8 %198, 5, !dbg !215
  %200 = uitofp nneg i8 %199 to float, !dbg !216
  %201 = and i32 %196, 1, !dbg !217
  %202 = uitofp nneg i32 %201 to float, !dbg !218
  %203 = tail call float @llvm.fmuladd.f32(float %202, float 5.000000e-01, float %200), !dbg !219
  %204 = getelementptr inbounds i8, ptr %195, i64 4, !dbg !220
  store float %203, ptr %204, align 4, !dbg !221, !tbaa !204
  %205 = getelementptr inbounds i8, ptr %195, i64 8, !dbg !222
  %206 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %205, i64 noundef 7, ptr noundef nonnull @.str.2, i32 noundef %196) #10, !dbg !223
  %207 = add nuw nsw i64 %194, 1, !dbg !224
    #dbg_value(i64 %207, !92, !DIExpression(), !180)
  %208 = icmp eq i64 %207, 12, !dbg !225
  br i1 %208, label %108, label %193, !dbg !181, !llvm.loop !226

209:                                              ; preds = %108, %209
  %210 = phi i64 [ 0, %108 ], [ %283, %209 ]
    #dbg_value(i64 %210, !96, !DIExpression(), !209)
  %211 = trunc nuw nsw i64 %210 to i32
  %212 = uitofp nneg i32 %211 to double
    #dbg_value(i64 0, !98, !DIExpression(), !228)
  %213 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 0, !dbg !229
  store double %212, ptr %213, align 16, !dbg !232, !tbaa !233
  %214 = getelementptr inbounds i8, ptr %213, i64 8, !dbg !235
  %215 = and i32 %211, 3, !dbg !236
  %216 = getelementptr inbounds i8, ptr %213, i64 24, !dbg !237
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %214, i8 0, i64 16, i1 false), !dbg !238
  store i32 %215, ptr %216, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 1, !98, !DIExpression(), !228)
  %217 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 1, !dbg !229
  store double %212, ptr %217, align 16, !dbg !232, !tbaa !233
  %218 = getelementptr inbounds i8, ptr %217, i64 8, !dbg !235
  store double 1.000000e+00, ptr %218, align 8, !dbg !242, !tbaa !233
  %219 = fmul double %212, 5.000000e-01, !dbg !243
  %220 = getelementptr inbounds i8, ptr %217, i64 16, !dbg !244
  store double %219, ptr %220, align 16, !dbg !238, !tbaa !233
  %221 = and i32 %211, 3, !dbg !236
  %222 = xor i32 %221, 1, !dbg !236
  %223 = getelementptr inbounds i8, ptr %217, i64 24, !dbg !237
  store i32 %222, ptr %223, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 2, !98, !DIExpression(), !228)
  %224 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 2, !dbg !229
  store double %212, ptr %224, align 16, !dbg !232, !tbaa !233
  %225 = getelementptr inbounds i8, ptr %224, i64 8, !dbg !235
  store double 2.000000e+00, ptr %225, align 8, !dbg !242, !tbaa !233
  %226 = trunc i64 %210 to i32, !dbg !245
  %227 = shl i32 %226, 1, !dbg !245
  %228 = uitofp nneg i32 %227 to double, !dbg !245
  %229 = fmul double %228, 5.000000e-01, !dbg !243
  %230 = getelementptr inbounds i8, ptr %224, i64 16, !dbg !244
  store double %229, ptr %230, align 16, !dbg !238, !tbaa !233
  %231 = and i32 %211, 3, !dbg !236
  %232 = xor i32 %231, 2, !dbg !236
  %233 = getelementptr inbounds i8, ptr %224, i64 24, !dbg !237
  store i32 %232, ptr %233, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 3, !98, !DIExpression(), !228)
  %234 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 3, !dbg !229
  store double %212, ptr %234, align 16, !dbg !232, !tbaa !233
  %235 = getelementptr inbounds i8, ptr %234, i64 8, !dbg !235
  store double 3.000000e+00, ptr %235, align 8, !dbg !242, !tbaa !233
  %236 = trunc i64 %210 to i32, !dbg !245
  %237 = mul i32 %236, 3, !dbg !245
  %238 = uitofp nneg i32 %237 to double, !dbg !245
  %239 = fmul double %238, 5.000000e-01, !dbg !243
  %240 = getelementptr inbounds i8, ptr %234, i64 16, !dbg !244
  store double %239, ptr %240, align 16, !dbg !238, !tbaa !233
  %241 = and i32 %211, 3, !dbg !236
  %242 = xor i32 %241, 3, !dbg !236
  %243 = getelementptr inbounds i8, ptr %234, i64 24, !dbg !237
  store i32 %242, ptr %243, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 4, !98, !DIExpression(), !228)
  %244 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 4, !dbg !229
  store double %212, ptr %244, align 16, !dbg !232, !tbaa !233
  %245 = getelementptr inbounds i8, ptr %244, i64 8, !dbg !235
  store double 4.000000e+00, ptr %245, align 8, !dbg !242, !tbaa !233
  %246 = trunc i64 %210 to i32, !dbg !245
  %247 = shl i32 %246, 2, !dbg !245
  %248 = uitofp nneg i32 %247 to double, !dbg !245
  %249 = fmul double %248, 5.000000e-01, !dbg !243
  %250 = getelementptr inbounds i8, ptr %244, i64 16, !dbg !244
  store double %249, ptr %250, align 16, !dbg !238, !tbaa !233
  %251 = and i32 %211, 3, !dbg !236
  %252 = getelementptr inbounds i8, ptr %244, i64 24, !dbg !237
  store i32 %251, ptr %252, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 5, !98, !DIExpression(), !228)
  %253 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 5, !dbg !229
  store double %212, ptr %253, align 16, !dbg !232, !tbaa !233
  %254 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !235
  store double 5.000000e+00, ptr %254, align 8, !dbg !242, !tbaa !233
  %255 = trunc i64 %210 to i32, !dbg !245
  %256 = mul i32 %255, 5, !dbg !245
  %257 = uitofp nneg i32 %256 to double, !dbg !245
  %258 = fmul double %257, 5.000000e-01, !dbg !243
  %259 = getelementptr inbounds i8, ptr %253, i64 16, !dbg !244
  store double %258, ptr %259, align 16, !dbg !238, !tbaa !233
  %260 = and i32 %211, 3, !dbg !236
  %261 = xor i32 %260, 1, !dbg !236
  %262 = getelementptr inbounds i8, ptr %253, i64 24, !dbg !237
  store i32 %261, ptr %262, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 6, !98, !DIExpression(), !228)
  %263 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 6, !dbg !229
  store double %212, ptr %263, align 16, !dbg !232, !tbaa !233
  %264 = getelementptr inbounds i8, ptr %263, i64 8, !dbg !235
  store double 6.000000e+00, ptr %264, align 8, !dbg !242, !tbaa !233
  %265 = trunc i64 %210 to i32, !dbg !245
  %266 = mul i32 %265, 6, !dbg !245
  %267 = uitofp nneg i32 %266 to double, !dbg !245
  %268 = fmul double %267, 5.000000e-01, !dbg !243
  %269 = getelementptr inbounds i8, ptr %263, i64 16, !dbg !244
  store double %268, ptr %269, align 16, !dbg !238, !tbaa !233
  %270 = and i32 %211, 3, !dbg !236
  %271 = xor i32 %270, 2, !dbg !236
  %272 = getelementptr inbounds i8, ptr %263, i64 24, !dbg !237
  store i32 %271, ptr %272, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 7, !98, !DIExpression(), !228)
  %273 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 7, !dbg !229
  store double %212, ptr %273, align 16, !dbg !232, !tbaa !233
  %274 = getelementptr inbounds i8, ptr %273, i64 8, !dbg !235
  store double 7.000000e+00, ptr %274, align 8, !dbg !242, !tbaa !233
  %275 = trunc i64 %210 to i32, !dbg !245
  %276 = mul i32 %275, 7, !dbg !245
  %277 = uitofp nneg i32 %276 to double, !dbg !245
  %278 = fmul double %277, 5.000000e-01, !dbg !243
  %279 = getelementptr inbounds i8, ptr %273, i64 16, !dbg !244
  store double %278, ptr %279, align 16, !dbg !238, !tbaa !233
  %280 = and i32 %211, 3, !dbg !236
  %281 = xor i32 %280, 3, !dbg !236
  %282 = getelementptr inbounds i8, ptr %273, i64 24, !dbg !237
  store i32 %281, ptr %282, align 8, !dbg !239, !tbaa !240
    #dbg_value(i64 8, !98, !DIExpression(), !228)
  %283 = add nuw nsw i64 %210, 1, !dbg !246
    #dbg_value(i64 %283, !96, !DIExpression(), !209)
  %284 = icmp eq i64 %283, 8, !dbg !247
  br i1 %284, label %285, label %209, !dbg !210, !llvm.loop !248

285:                                              ; preds = %209, %371
  %286 = phi i32 [ %372, %371 ], [ 0, %209 ]
    #dbg_value(i32 %286, !101, !DIExpression(), !250)
    #dbg_value(i32 0, !103, !DIExpression(), !251)
  br label %287, !dbg !252

287:                                              ; preds = %285, %287
  %288 = phi i64 [ 0, %285 ], [ %369, %287 ]
    #dbg_value(i64 %288, !103, !DIExpression(), !251)
    #dbg_value(i64 0, !106, !DIExpression(), !253)
  %289 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 0, !dbg !254
  %290 = getelementptr inbounds i8, ptr %289, i64 16, !dbg !254
  %291 = load double, ptr %290, align 16, !dbg !254, !tbaa !151
  %292 = getelementptr inbounds i8, ptr %289, i64 24, !dbg !254
  %293 = load i32, ptr %292, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %291, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %293, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %294 = sitofp i32 %293 to double, !dbg !258
  %295 = call double @llvm.fmuladd.f64(double %294, double 2.500000e-01, double %291), !dbg !259
    #dbg_value(double %295, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %296 = fcmp ogt double %295, 1.000000e+01, !dbg !260
  %297 = fadd double %295, -1.000000e+01, !dbg !262
  %298 = select i1 %296, double %297, double %295, !dbg !262
    #dbg_value(double %298, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %298, ptr %290, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 1, !106, !DIExpression(), !253)
  %299 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 1, !dbg !254
  %300 = getelementptr inbounds i8, ptr %299, i64 16, !dbg !254
  %301 = load double, ptr %300, align 16, !dbg !254, !tbaa !151
  %302 = getelementptr inbounds i8, ptr %299, i64 24, !dbg !254
  %303 = load i32, ptr %302, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %301, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %303, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %304 = sitofp i32 %303 to double, !dbg !258
  %305 = call double @llvm.fmuladd.f64(double %304, double 2.500000e-01, double %301), !dbg !259
    #dbg_value(double %305, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %306 = fcmp ogt double %305, 1.000000e+01, !dbg !260
  %307 = fadd double %305, -1.000000e+01, !dbg !262
  %308 = select i1 %306, double %307, double %305, !dbg !262
    #dbg_value(double %308, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %308, ptr %300, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 2, !106, !DIExpression(), !253)
  %309 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 2, !dbg !254
  %310 = getelementptr inbounds i8, ptr %309, i64 16, !dbg !254
  %311 = load double, ptr %310, align 16, !dbg !254, !tbaa !151
  %312 = getelementptr inbounds i8, ptr %309, i64 24, !dbg !254
  %313 = load i32, ptr %312, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %311, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %313, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %314 = sitofp i32 %313 to double, !dbg !258
  %315 = call double @llvm.fmuladd.f64(double %314, double 2.500000e-01, double %311), !dbg !259
    #dbg_value(double %315, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %316 = fcmp ogt double %315, 1.000000e+01, !dbg !260
  %317 = fadd double %315, -1.000000e+01, !dbg !262
  %318 = select i1 %316, double %317, double %315, !dbg !262
    #dbg_value(double %318, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %318, ptr %310, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 3, !106, !DIExpression(), !253)
  %319 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 3, !dbg !254
  %320 = getelementptr inbounds i8, ptr %319, i64 16, !dbg !254
  %321 = load double, ptr %320, align 16, !dbg !254, !tbaa !151
  %322 = getelementptr inbounds i8, ptr %319, i64 24, !dbg !254
  %323 = load i32, ptr %322, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %321, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %323, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %324 = sitofp i32 %323 to double, !dbg !258
  %325 = call double @llvm.fmuladd.f64(double %324, double 2.500000e-01, double %321), !dbg !259
    #dbg_value(double %325, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %326 = fcmp ogt double %325, 1.000000e+01, !dbg !260
  %327 = fadd double %325, -1.000000e+01, !dbg !262
  %328 = select i1 %326, double %327, double %325, !dbg !262
    #dbg_value(double %328, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %328, ptr %320, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 4, !106, !DIExpression(), !253)
  %329 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 4, !dbg !254
  %330 = getelementptr inbounds i8, ptr %329, i64 16, !dbg !254
  %331 = load double, ptr %330, align 16, !dbg !254, !tbaa !151
  %332 = getelementptr inbounds i8, ptr %329, i64 24, !dbg !254
  %333 = load i32, ptr %332, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %331, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %333, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %334 = sitofp i32 %333 to double, !dbg !258
  %335 = call double @llvm.fmuladd.f64(double %334, double 2.500000e-01, double %331), !dbg !259
    #dbg_value(double %335, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %336 = fcmp ogt double %335, 1.000000e+01, !dbg !260
  %337 = fadd double %335, -1.000000e+01, !dbg !262
  %338 = select i1 %336, double %337, double %335, !dbg !262
    #dbg_value(double %338, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %338, ptr %330, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 5, !106, !DIExpression(), !253)
  %339 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 5, !dbg !254
  %340 = getelementptr inbounds i8, ptr %339, i64 16, !dbg !254
  %341 = load double, ptr %340, align 16, !dbg !254, !tbaa !151
  %342 = getelementptr inbounds i8, ptr %339, i64 24, !dbg !254
  %343 = load i32, ptr %342, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %341, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %343, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %344 = sitofp i32 %343 to double, !dbg !258
  %345 = call double @llvm.fmuladd.f64(double %344, double 2.500000e-01, double %341), !dbg !259
    #dbg_value(double %345, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %346 = fcmp ogt double %345, 1.000000e+01, !dbg !260
  %347 = fadd double %345, -1.000000e+01, !dbg !262
  %348 = select i1 %346, double %347, double %345, !dbg !262
    #dbg_value(double %348, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %348, ptr %340, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 6, !106, !DIExpression(), !253)
  %349 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 6, !dbg !254
  %350 = getelementptr inbounds i8, ptr %349, i64 16, !dbg !254
  %351 = load double, ptr %350, align 16, !dbg !254, !tbaa !151
  %352 = getelementptr inbounds i8, ptr %349, i64 24, !dbg !254
  %353 = load i32, ptr %352, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %351, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %353, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %354 = sitofp i32 %353 to double, !dbg !258
  %355 = call double @llvm.fmuladd.f64(double %354, double 2.500000e-01, double %351), !dbg !259
    #dbg_value(double %355, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %356 = fcmp ogt double %355, 1.000000e+01, !dbg !260
  %357 = fadd double %355, -1.000000e+01, !dbg !262
  %358 = select i1 %356, double %357, double %355, !dbg !262
    #dbg_value(double %358, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %358, ptr %350, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 7, !106, !DIExpression(), !253)
  %359 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 7, !dbg !254
  %360 = getelementptr inbounds i8, ptr %359, i64 16, !dbg !254
  %361 = load double, ptr %360, align 16, !dbg !254, !tbaa !151
  %362 = getelementptr inbounds i8, ptr %359, i64 24, !dbg !254
  %363 = load i32, ptr %362, align 8, !dbg !254, !tbaa !255
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !256, ptr undef, !DIExpression(), !257)
    #dbg_value(double %361, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
    #dbg_value(i32 %363, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !257)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !257)
  %364 = sitofp i32 %363 to double, !dbg !258
  %365 = call double @llvm.fmuladd.f64(double %364, double 2.500000e-01, double %361), !dbg !259
    #dbg_value(double %365, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  %366 = fcmp ogt double %365, 1.000000e+01, !dbg !260
  %367 = fadd double %365, -1.000000e+01, !dbg !262
  %368 = select i1 %366, double %367, double %365, !dbg !262
    #dbg_value(double %368, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !257)
  store double %368, ptr %360, align 16, !dbg !263, !tbaa !151
    #dbg_value(i64 8, !106, !DIExpression(), !253)
  %369 = add nuw nsw i64 %288, 1, !dbg !264
    #dbg_value(i64 %369, !103, !DIExpression(), !251)
  %370 = icmp eq i64 %369, 8, !dbg !265
  br i1 %370, label %371, label %287, !dbg !252, !llvm.loop !266

371:                                              ; preds = %287
  %372 = add nuw nsw i32 %286, 1, !dbg !268
    #dbg_value(i32 %372, !101, !DIExpression(), !250)
  %373 = icmp eq i32 %372, 10, !dbg !269
  br i1 %373, label %419, label %285, !dbg !270, !llvm.loop !271

374:                                              ; preds = %419
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %434), !dbg !273
    #dbg_value(i64 0, !127, !DIExpression(), !274)
    #dbg_value(ptr null, !125, !DIExpression(), !141)
  %376 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %109, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %377 = icmp eq i32 %376, 0, !dbg !278
  %378 = select i1 %377, ptr %3, ptr null, !dbg !279
    #dbg_value(ptr %378, !125, !DIExpression(), !141)
    #dbg_value(i64 1, !127, !DIExpression(), !274)
  %379 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %116, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %380 = icmp eq i32 %379, 0, !dbg !278
  %381 = select i1 %380, ptr %115, ptr %378, !dbg !279
    #dbg_value(ptr %381, !125, !DIExpression(), !141)
    #dbg_value(i64 2, !127, !DIExpression(), !274)
  %382 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %123, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %383 = icmp eq i32 %382, 0, !dbg !278
  %384 = select i1 %383, ptr %122, ptr %381, !dbg !279
    #dbg_value(ptr %384, !125, !DIExpression(), !141)
    #dbg_value(i64 3, !127, !DIExpression(), !274)
  %385 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %130, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %386 = icmp eq i32 %385, 0, !dbg !278
  %387 = select i1 %386, ptr %129, ptr %384, !dbg !279
    #dbg_value(ptr %387, !125, !DIExpression(), !141)
    #dbg_value(i64 4, !127, !DIExpression(), !274)
  %388 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %137, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %389 = icmp eq i32 %388, 0, !dbg !278
  %390 = select i1 %389, ptr %136, ptr %387, !dbg !279
    #dbg_value(ptr %390, !125, !DIExpression(), !141)
    #dbg_value(i64 5, !127, !DIExpression(), !274)
  %391 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %144, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %392 = icmp eq i32 %391, 0, !dbg !278
  %393 = select i1 %392, ptr %143, ptr %390, !dbg !279
    #dbg_value(ptr %393, !125, !DIExpression(), !141)
    #dbg_value(i64 6, !127, !DIExpression(), !274)
  %394 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %151, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %395 = icmp eq i32 %394, 0, !dbg !278
  %396 = select i1 %395, ptr %150, ptr %393, !dbg !279
    #dbg_value(ptr %396, !125, !DIExpression(), !141)
    #dbg_value(i64 7, !127, !DIExpression(), !274)
  %397 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %158, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %398 = icmp eq i32 %397, 0, !dbg !278
  %399 = select i1 %398, ptr %157, ptr %396, !dbg !279
    #dbg_value(ptr %399, !125, !DIExpression(), !141)
    #dbg_value(i64 8, !127, !DIExpression(), !274)
  %400 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %165, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %401 = icmp eq i32 %400, 0, !dbg !278
  %402 = select i1 %401, ptr %164, ptr %399, !dbg !279
    #dbg_value(ptr %402, !125, !DIExpression(), !141)
    #dbg_value(i64 9, !127, !DIExpression(), !274)
  %403 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %172, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %404 = icmp eq i32 %403, 0, !dbg !278
  %405 = select i1 %404, ptr %171, ptr %402, !dbg !279
    #dbg_value(ptr %405, !125, !DIExpression(), !141)
    #dbg_value(i64 10, !127, !DIExpression(), !274)
  %406 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %179, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %407 = icmp eq i32 %406, 0, !dbg !278
  %408 = select i1 %407, ptr %178, ptr %405, !dbg !279
    #dbg_value(ptr %408, !125, !DIExpression(), !141)
    #dbg_value(i64 11, !127, !DIExpression(), !274)
  %409 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %186, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5), !dbg !275
  %410 = icmp eq i32 %409, 0, !dbg !278
  %411 = select i1 %410, ptr %185, ptr %408, !dbg !279
    #dbg_value(ptr %411, !125, !DIExpression(), !141)
    #dbg_value(i64 12, !127, !DIExpression(), !274)
  %412 = ptrtoint ptr %411 to i64, !dbg !280
  %413 = ptrtoint ptr %3 to i64, !dbg !280
  %414 = sub i64 %412, %413, !dbg !280
  %415 = ashr exact i64 %414, 4, !dbg !280
  %416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %415), !dbg !281
  %417 = fptosi double %434 to i32, !dbg !282
  %418 = srem i32 %417, 256, !dbg !283
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #10, !dbg !284
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %2), !dbg !284
  call void @llvm.lifetime.end.p0(i64 165, ptr nonnull %1) #10, !dbg !284
  ret i32 %418, !dbg !284

419:                                              ; preds = %371, %419
  %420 = phi i64 [ %435, %419 ], [ 0, %371 ]
  %421 = phi double [ %434, %419 ], [ 0.000000e+00, %371 ]
    #dbg_value(i64 %420, !123, !DIExpression(), !285)
    #dbg_value(double %421, !120, !DIExpression(), !141)
  %422 = getelementptr inbounds %struct.Particle, ptr @main.grid, i64 %420, i32 0, i64 2, !dbg !286
  %423 = load double, ptr %422, align 16, !dbg !286, !tbaa !233
  %424 = trunc i64 %420 to i8, !dbg !288
  %425 = urem i8 %424, 3, !dbg !288
  %426 = uitofp nneg i8 %425 to double, !dbg !289
  %427 = call double @llvm.fmuladd.f64(double %423, double %426, double %421), !dbg !290
    #dbg_value(double %427, !120, !DIExpression(), !141)
  %428 = or disjoint i64 %420, 1, !dbg !291
    #dbg_value(i64 %428, !123, !DIExpression(), !285)
  %429 = getelementptr inbounds %struct.Particle, ptr @main.grid, i64 %428, i32 0, i64 2, !dbg !286
  %430 = load double, ptr %429, align 16, !dbg !286, !tbaa !233
  %431 = trunc i64 %428 to i8, !dbg !288
  %432 = urem i8 %431, 3, !dbg !288
  %433 = uitofp nneg i8 %432 to double, !dbg !289
  %434 = call double @llvm.fmuladd.f64(double %430, double %433, double %427), !dbg !290
    #dbg_value(double %434, !120, !DIExpression(), !141)
  %435 = add nuw nsw i64 %420, 2, !dbg !291
    #dbg_value(i64 %435, !123, !DIExpression(), !285)
  %436 = icmp eq i64 %435, 64, !dbg !292
  br i1 %436, label %374, label %419, !dbg !293, !llvm.loop !294
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !296 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nounwind
declare !dbg !303 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree
declare !dbg !311 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_item(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !322 {
    #dbg_value(ptr %0, !324, !DIExpression(), !330)
    #dbg_value(ptr %1, !325, !DIExpression(), !330)
    #dbg_value(ptr %0, !326, !DIExpression(), !330)
    #dbg_value(ptr %1, !329, !DIExpression(), !330)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !331
  %4 = load float, ptr %3, align 4, !dbg !331, !tbaa !204
  %5 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !333
  %6 = load float, ptr %5, align 4, !dbg !333, !tbaa !204
  %7 = fcmp olt float %4, %6, !dbg !334
  br i1 %7, label %14, label %8, !dbg !335

8:                                                ; preds = %2
  %9 = fcmp ogt float %4, %6, !dbg !336
  br i1 %9, label %14, label %10, !dbg !338

10:                                               ; preds = %8
  %11 = load i32, ptr %0, align 4, !dbg !339, !tbaa !199
  %12 = load i32, ptr %1, align 4, !dbg !340, !tbaa !199
  %13 = sub nsw i32 %11, %12, !dbg !341
  br label %14, !dbg !342

14:                                               ; preds = %8, %2, %10
  %15 = phi i32 [ %13, %10 ], [ -1, %2 ], [ 1, %8 ], !dbg !343
  ret i32 %15, !dbg !344
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!28}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/array_of_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "b1a4b80e8fe51b7754a6316d6d9e03fb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "grid", scope: !24, file: !2, line: 26, type: !129, isLocal: true, isDefinition: true)
!24 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !25, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !51)
!25 = !DISubroutineType(types: !26)
!26 = !{!27}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !29, globals: !33, splitDebugInlining: false, nameTableKind: None)
!29 = !{!4, !30, !31, !32, !27}
!30 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!31 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{!0, !7, !12, !17, !34, !22, !39, !44, !49}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 20)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !41, isLocal: true, isDefinition: true)
!51 = !{!52, !60, !62, !65, !66, !69, !78, !80, !82, !92, !94, !96, !98, !101, !103, !106, !109, !120, !121, !123, !125, !127}
!52 = !DILocalVariable(name: "o5", scope: !24, file: !2, line: 18, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 1320, elements: !58)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "Odd5", file: !2, line: 8, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 40, elements: !56)
!56 = !{!57}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !55, file: !2, line: 8, baseType: !46, size: 40)
!58 = !{!59}
!59 = !DISubrange(count: 33)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 18, type: !27)
!61 = distinct !DILexicalBlock(scope: !24, file: !2, line: 18, column: 18)
!62 = !DILocalVariable(name: "j", scope: !63, file: !2, line: 18, type: !27)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 18, column: 47)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 18, column: 18)
!65 = !DILocalVariable(name: "s5", scope: !24, file: !2, line: 19, type: !27)
!66 = !DILocalVariable(name: "p", scope: !67, file: !2, line: 19, type: !68)
!67 = distinct !DILexicalBlock(scope: !24, file: !2, line: 19, column: 17)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!69 = !DILocalVariable(name: "o3", scope: !24, file: !2, line: 20, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 544, elements: !76)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "Odd3", file: !2, line: 7, baseType: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 32, elements: !73)
!73 = !{!74, !75}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !72, file: !2, line: 7, baseType: !30, size: 16)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !72, file: !2, line: 7, baseType: !4, size: 8, offset: 16)
!76 = !{!77}
!77 = !DISubrange(count: 17)
!78 = !DILocalVariable(name: "i", scope: !79, file: !2, line: 20, type: !27)
!79 = distinct !DILexicalBlock(scope: !24, file: !2, line: 20, column: 18)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 21, type: !27)
!81 = distinct !DILexicalBlock(scope: !24, file: !2, line: 21, column: 5)
!82 = !DILocalVariable(name: "items", scope: !24, file: !2, line: 22, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 1536, elements: !90)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "Item", file: !2, line: 9, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 128, elements: !86)
!86 = !{!87, !88, !89}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !85, file: !2, line: 9, baseType: !27, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !85, file: !2, line: 9, baseType: !31, size: 32, offset: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !85, file: !2, line: 9, baseType: !14, size: 56, offset: 64)
!90 = !{!91}
!91 = !DISubrange(count: 12)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 23, type: !27)
!93 = distinct !DILexicalBlock(scope: !24, file: !2, line: 23, column: 5)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 25, type: !27)
!95 = distinct !DILexicalBlock(scope: !24, file: !2, line: 25, column: 5)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 27, type: !27)
!97 = distinct !DILexicalBlock(scope: !24, file: !2, line: 27, column: 5)
!98 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 27, type: !27)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 27, column: 33)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 27, column: 5)
!101 = !DILocalVariable(name: "step", scope: !102, file: !2, line: 28, type: !27)
!102 = distinct !DILexicalBlock(scope: !24, file: !2, line: 28, column: 5)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 29, type: !27)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 29, column: 9)
!105 = distinct !DILexicalBlock(scope: !102, file: !2, line: 28, column: 5)
!106 = !DILocalVariable(name: "j", scope: !107, file: !2, line: 29, type: !27)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 29, column: 37)
!108 = distinct !DILexicalBlock(scope: !104, file: !2, line: 29, column: 9)
!109 = !DILocalVariable(name: "p", scope: !110, file: !2, line: 29, type: !112)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 29, column: 65)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 29, column: 37)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "Particle", file: !2, line: 10, baseType: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 256, elements: !114)
!114 = !{!115, !119}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !113, file: !2, line: 10, baseType: !116, size: 192)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 192, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 3)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !113, file: !2, line: 10, baseType: !27, size: 32, offset: 192)
!120 = !DILocalVariable(name: "tot", scope: !24, file: !2, line: 30, type: !32)
!121 = !DILocalVariable(name: "flat", scope: !24, file: !2, line: 30, type: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!123 = !DILocalVariable(name: "k", scope: !124, file: !2, line: 30, type: !27)
!124 = distinct !DILexicalBlock(scope: !24, file: !2, line: 30, column: 51)
!125 = !DILocalVariable(name: "found", scope: !24, file: !2, line: 32, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 32, type: !27)
!128 = distinct !DILexicalBlock(scope: !24, file: !2, line: 32, column: 25)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 16384, elements: !130)
!130 = !{!131, !131}
!131 = !DISubrange(count: 8)
!132 = !{i32 7, !"Dwarf Version", i32 5}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"PIE Level", i32 2}
!137 = !{i32 7, !"uwtable", i32 2}
!138 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!139 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 0, scope: !24)
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 18, column: 5, scope: !24)
!145 = !DILocation(line: 0, scope: !61)
!146 = !DILocation(line: 18, column: 18, scope: !61)
!147 = !DILocation(line: 0, scope: !63)
!148 = !DILocation(line: 18, column: 88, scope: !149)
!149 = distinct !DILexicalBlock(scope: !63, file: !2, line: 18, column: 47)
!150 = !DILocation(line: 18, column: 86, scope: !149)
!151 = !{!152, !152, i64 0}
!152 = !{!"omnipotent char", !153, i64 0}
!153 = !{!"Simple C/C++ TBAA"}
!154 = !DILocation(line: 18, column: 97, scope: !149)
!155 = !DILocation(line: 18, column: 75, scope: !149)
!156 = !DILocation(line: 18, column: 36, scope: !64)
!157 = distinct !{!157, !146, !158, !159}
!158 = !DILocation(line: 18, column: 100, scope: !61)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocation(line: 19, column: 79, scope: !24)
!161 = !DILocation(line: 20, column: 5, scope: !24)
!162 = !DILocation(line: 0, scope: !79)
!163 = !DILocation(line: 20, column: 57, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 20, column: 47)
!165 = distinct !DILexicalBlock(scope: !79, file: !2, line: 20, column: 18)
!166 = !{!167, !168, i64 0}
!167 = !{!"", !168, i64 0, !152, i64 2}
!168 = !{!"short", !152, i64 0}
!169 = !DILocation(line: 20, column: 88, scope: !164)
!170 = !{!167, !152, i64 2}
!171 = !DILocation(line: 21, column: 42, scope: !172)
!172 = distinct !DILexicalBlock(scope: !81, file: !2, line: 21, column: 5)
!173 = !DILocation(line: 0, scope: !81)
!174 = !DILocation(line: 21, column: 109, scope: !24)
!175 = !DILocation(line: 21, column: 102, scope: !24)
!176 = !DILocation(line: 21, column: 119, scope: !24)
!177 = !DILocation(line: 21, column: 112, scope: !24)
!178 = !DILocation(line: 21, column: 53, scope: !24)
!179 = !DILocation(line: 22, column: 5, scope: !24)
!180 = !DILocation(line: 0, scope: !93)
!181 = !DILocation(line: 23, column: 5, scope: !93)
!182 = !DILocation(line: 0, scope: !67)
!183 = !DILocation(line: 19, column: 43, scope: !184)
!184 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 17)
!185 = !DILocation(line: 19, column: 60, scope: !184)
!186 = !DILocation(line: 19, column: 70, scope: !184)
!187 = !DILocation(line: 19, column: 68, scope: !184)
!188 = !DILocation(line: 19, column: 57, scope: !184)
!189 = !DILocation(line: 19, column: 50, scope: !184)
!190 = !DILocation(line: 19, column: 38, scope: !184)
!191 = !DILocation(line: 19, column: 17, scope: !67)
!192 = distinct !{!192, !191, !193, !159}
!193 = !DILocation(line: 19, column: 76, scope: !67)
!194 = !DILocation(line: 24, column: 5, scope: !24)
!195 = !DILocation(line: 0, scope: !95)
!196 = !DILocation(line: 25, column: 66, scope: !197)
!197 = distinct !DILexicalBlock(scope: !95, file: !2, line: 25, column: 5)
!198 = !DILocation(line: 25, column: 82, scope: !197)
!199 = !{!200, !201, i64 0}
!200 = !{!"", !201, i64 0, !202, i64 4, !152, i64 8}
!201 = !{!"int", !152, i64 0}
!202 = !{!"float", !152, i64 0}
!203 = !DILocation(line: 25, column: 103, scope: !197)
!204 = !{!200, !202, i64 4}
!205 = !DILocation(line: 25, column: 86, scope: !197)
!206 = !DILocation(line: 25, column: 34, scope: !197)
!207 = !DILocation(line: 25, column: 57, scope: !197)
!208 = !DILocation(line: 25, column: 107, scope: !24)
!209 = !DILocation(line: 0, scope: !97)
!210 = !DILocation(line: 27, column: 5, scope: !97)
!211 = !DILocation(line: 23, column: 36, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 23, column: 34)
!213 = distinct !DILexicalBlock(scope: !93, file: !2, line: 23, column: 5)
!214 = !DILocation(line: 23, column: 48, scope: !212)
!215 = !DILocation(line: 23, column: 82, scope: !212)
!216 = !DILocation(line: 23, column: 66, scope: !212)
!217 = !DILocation(line: 23, column: 99, scope: !212)
!218 = !DILocation(line: 23, column: 96, scope: !212)
!219 = !DILocation(line: 23, column: 87, scope: !212)
!220 = !DILocation(line: 23, column: 62, scope: !212)
!221 = !DILocation(line: 23, column: 64, scope: !212)
!222 = !DILocation(line: 23, column: 123, scope: !212)
!223 = !DILocation(line: 23, column: 105, scope: !212)
!224 = !DILocation(line: 23, column: 30, scope: !213)
!225 = !DILocation(line: 23, column: 23, scope: !213)
!226 = distinct !{!226, !181, !227, !159}
!227 = !DILocation(line: 23, column: 167, scope: !93)
!228 = !DILocation(line: 0, scope: !99)
!229 = !DILocation(line: 27, column: 63, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !2, line: 27, column: 61)
!231 = distinct !DILexicalBlock(scope: !99, file: !2, line: 27, column: 33)
!232 = !DILocation(line: 27, column: 81, scope: !230)
!233 = !{!234, !234, i64 0}
!234 = !{!"double", !152, i64 0}
!235 = !DILocation(line: 27, column: 86, scope: !230)
!236 = !DILocation(line: 27, column: 169, scope: !230)
!237 = !DILocation(line: 27, column: 153, scope: !230)
!238 = !DILocation(line: 27, column: 127, scope: !230)
!239 = !DILocation(line: 27, column: 159, scope: !230)
!240 = !{!241, !201, i64 24}
!241 = !{!"", !152, i64 0, !201, i64 24}
!242 = !DILocation(line: 27, column: 104, scope: !230)
!243 = !DILocation(line: 27, column: 135, scope: !230)
!244 = !DILocation(line: 27, column: 109, scope: !230)
!245 = !DILocation(line: 27, column: 129, scope: !230)
!246 = !DILocation(line: 27, column: 29, scope: !100)
!247 = !DILocation(line: 27, column: 23, scope: !100)
!248 = distinct !{!248, !210, !249, !159}
!249 = !DILocation(line: 27, column: 174, scope: !97)
!250 = !DILocation(line: 0, scope: !102)
!251 = !DILocation(line: 0, scope: !104)
!252 = !DILocation(line: 29, column: 9, scope: !104)
!253 = !DILocation(line: 0, scope: !107)
!254 = !DILocation(line: 29, column: 80, scope: !110)
!255 = !{!201, !201, i64 0}
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 0, scope: !110)
!258 = !DILocation(line: 29, column: 104, scope: !110)
!259 = !DILocation(line: 29, column: 101, scope: !110)
!260 = !DILocation(line: 29, column: 133, scope: !261)
!261 = distinct !DILexicalBlock(scope: !110, file: !2, line: 29, column: 124)
!262 = !DILocation(line: 29, column: 124, scope: !110)
!263 = !DILocation(line: 29, column: 168, scope: !110)
!264 = !DILocation(line: 29, column: 33, scope: !108)
!265 = !DILocation(line: 29, column: 27, scope: !108)
!266 = distinct !{!266, !252, !267, !159}
!267 = !DILocation(line: 29, column: 171, scope: !104)
!268 = !DILocation(line: 28, column: 39, scope: !105)
!269 = !DILocation(line: 28, column: 29, scope: !105)
!270 = !DILocation(line: 28, column: 5, scope: !102)
!271 = distinct !{!271, !270, !272, !159}
!272 = !DILocation(line: 29, column: 171, scope: !102)
!273 = !DILocation(line: 31, column: 5, scope: !24)
!274 = !DILocation(line: 0, scope: !128)
!275 = !DILocation(line: 32, column: 58, scope: !276)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 32, column: 58)
!277 = distinct !DILexicalBlock(scope: !128, file: !2, line: 32, column: 25)
!278 = !DILocation(line: 32, column: 89, scope: !276)
!279 = !DILocation(line: 32, column: 58, scope: !277)
!280 = !DILocation(line: 33, column: 42, scope: !24)
!281 = !DILocation(line: 33, column: 5, scope: !24)
!282 = !DILocation(line: 34, column: 12, scope: !24)
!283 = !DILocation(line: 34, column: 21, scope: !24)
!284 = !DILocation(line: 35, column: 1, scope: !24)
!285 = !DILocation(line: 0, scope: !124)
!286 = !DILocation(line: 30, column: 87, scope: !287)
!287 = distinct !DILexicalBlock(scope: !124, file: !2, line: 30, column: 51)
!288 = !DILocation(line: 30, column: 107, scope: !287)
!289 = !DILocation(line: 30, column: 104, scope: !287)
!290 = !DILocation(line: 30, column: 84, scope: !287)
!291 = !DILocation(line: 30, column: 76, scope: !287)
!292 = !DILocation(line: 30, column: 69, scope: !287)
!293 = !DILocation(line: 30, column: 51, scope: !124)
!294 = distinct !{!294, !293, !295, !159}
!295 = !DILocation(line: 30, column: 110, scope: !124)
!296 = !DISubprogram(name: "printf", scope: !297, file: !297, line: 356, type: !298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!298 = !DISubroutineType(types: !299)
!299 = !{!27, !300, null}
!300 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!303 = !DISubprogram(name: "snprintf", scope: !297, file: !297, line: 378, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!304 = !DISubroutineType(types: !305)
!305 = !{!27, !306, !308, !300, null}
!306 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !307)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !309, line: 18, baseType: !310)
!309 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!310 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!311 = !DISubprogram(name: "qsort", scope: !312, file: !312, line: 851, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!312 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!313 = !DISubroutineType(types: !314)
!314 = !{null, !315, !308, !308, !316}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !312, line: 829, baseType: !317)
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!318 = !DISubroutineType(types: !319)
!319 = !{!27, !320, !320}
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!322 = distinct !DISubprogram(name: "cmp_item", scope: !2, file: !2, line: 12, type: !318, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !323)
!323 = !{!324, !325, !326, !329}
!324 = !DILocalVariable(name: "a", arg: 1, scope: !322, file: !2, line: 12, type: !320)
!325 = !DILocalVariable(name: "b", arg: 2, scope: !322, file: !2, line: 12, type: !320)
!326 = !DILocalVariable(name: "x", scope: !322, file: !2, line: 13, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!329 = !DILocalVariable(name: "y", scope: !322, file: !2, line: 13, type: !327)
!330 = !DILocation(line: 0, scope: !322)
!331 = !DILocation(line: 14, column: 12, scope: !332)
!332 = distinct !DILexicalBlock(scope: !322, file: !2, line: 14, column: 9)
!333 = !DILocation(line: 14, column: 19, scope: !332)
!334 = !DILocation(line: 14, column: 14, scope: !332)
!335 = !DILocation(line: 14, column: 9, scope: !322)
!336 = !DILocation(line: 14, column: 42, scope: !337)
!337 = distinct !DILexicalBlock(scope: !322, file: !2, line: 14, column: 37)
!338 = !DILocation(line: 14, column: 37, scope: !322)
!339 = !DILocation(line: 14, column: 70, scope: !322)
!340 = !DILocation(line: 14, column: 78, scope: !322)
!341 = !DILocation(line: 14, column: 73, scope: !322)
!342 = !DILocation(line: 14, column: 60, scope: !322)
!343 = !DILocation(line: 14, scope: !322)
!344 = !DILocation(line: 15, column: 1, scope: !322)
