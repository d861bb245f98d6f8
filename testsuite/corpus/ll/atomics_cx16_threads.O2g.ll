; ModuleID = 'programs/atomics_cx16_threads.c'
source_filename = "programs/atomics_cx16_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"wide %016llx%016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"max %016llx%016llx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"stored %016llx%016llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"counter %llu bits %x small %u fsum %g dsum %g smax %lld\0A\00", align 1, !dbg !17
@counter = internal global i64 0, align 8, !dbg !22
@bits = internal global i32 0, align 4, !dbg !97
@small = internal global i8 0, align 1, !dbg !99
@fsum = internal global float 0.000000e+00, align 4, !dbg !101
@dsum = internal global double 0.000000e+00, align 8, !dbg !105
@smax = internal global i64 -9223372036854775808, align 8, !dbg !112
@main.a8 = internal global i8 0, align 1, !dbg !61
@main.a16 = internal global i16 0, align 2, !dbg !83
@main.a32 = internal global i32 0, align 4, !dbg !86
@main.a64 = internal global i64 0, align 8, !dbg !89
@.str.4 = private unnamed_addr constant [22 x i8] c"orders %u %d %u %lld\0A\00", align 1, !dbg !92
@wide = internal global i128 0, align 16, !dbg !108
@wide_max = internal global i128 0, align 16, !dbg !110

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !125
    #dbg_assign(i1 undef, !68, !DIExpression(), !125, ptr %1, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !127
    #dbg_value(i32 0, !74, !DIExpression(), !128)
    #dbg_value(i64 0, !74, !DIExpression(), !128)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !129
    #dbg_value(i64 1, !74, !DIExpression(), !128)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !131
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8, !dbg !129
    #dbg_value(i64 2, !74, !DIExpression(), !128)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !131
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8, !dbg !129
    #dbg_value(i64 3, !74, !DIExpression(), !128)
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !131
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8, !dbg !129
    #dbg_value(i64 4, !74, !DIExpression(), !128)
    #dbg_value(i64 0, !76, !DIExpression(), !132)
  %9 = load i64, ptr %1, align 16, !dbg !133, !tbaa !135
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #8, !dbg !139
    #dbg_value(i64 1, !76, !DIExpression(), !132)
  %11 = load i64, ptr %3, align 8, !dbg !133, !tbaa !135
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #8, !dbg !139
    #dbg_value(i64 2, !76, !DIExpression(), !132)
  %13 = load i64, ptr %5, align 16, !dbg !133, !tbaa !135
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #8, !dbg !139
    #dbg_value(i64 3, !76, !DIExpression(), !132)
  %15 = load i64, ptr %7, align 8, !dbg !133, !tbaa !135
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #8, !dbg !139
    #dbg_value(i64 4, !76, !DIExpression(), !132)
  %17 = call fastcc { i64, i64 } @wide_load(), !dbg !140
  %18 = extractvalue { i64, i64 } %17, 0, !dbg !140
  %19 = extractvalue { i64, i64 } %17, 1, !dbg !140
    #dbg_value(!DIArgList(i128 0, i64 %18), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !126)
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %19, i64 noundef %18), !dbg !141
  %21 = call fastcc { i64, i64 } @wide_xchg(), !dbg !142
  %22 = extractvalue { i64, i64 } %21, 0, !dbg !142
  %23 = extractvalue { i64, i64 } %21, 1, !dbg !142
    #dbg_value(!DIArgList(i128 0, i64 %22), !79, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !126)
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23, i64 noundef %22), !dbg !143
  call fastcc void @wide_store(), !dbg !144
  %25 = call fastcc { i64, i64 } @wide_load(), !dbg !145
  %26 = extractvalue { i64, i64 } %25, 0, !dbg !145
  %27 = extractvalue { i64, i64 } %25, 1, !dbg !145
    #dbg_value(!DIArgList(i128 0, i64 %26), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !126)
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %27, i64 noundef %26), !dbg !146
  %29 = load atomic i64, ptr @counter seq_cst, align 8, !dbg !147, !tbaa !148
  %30 = load atomic i32, ptr @bits seq_cst, align 4, !dbg !149, !tbaa !148
  %31 = load atomic i8, ptr @small seq_cst, align 1, !dbg !150, !tbaa !148
  %32 = zext i8 %31 to i32, !dbg !150
  %33 = load atomic float, ptr @fsum seq_cst, align 4, !dbg !151, !tbaa !148
  %34 = fpext float %33 to double, !dbg !152
  %35 = load atomic double, ptr @dsum seq_cst, align 8, !dbg !153, !tbaa !148
  %36 = load atomic i64, ptr @smax seq_cst, align 8, !dbg !154, !tbaa !148
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %29, i32 noundef %30, i32 noundef %32, double noundef %34, double noundef %35, i64 noundef %36), !dbg !155
    #dbg_value(i32 -3, !80, !DIExpression(), !156)
  br label %39, !dbg !157

38:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !158
  ret i32 0, !dbg !159

39:                                               ; preds = %0, %39
  %40 = phi i64 [ -3, %0 ], [ %189, %39 ]
    #dbg_value(i64 %40, !80, !DIExpression(), !156)
  %41 = trunc i64 %40 to i8, !dbg !160
    #dbg_value(ptr @main.a8, !162, !DIExpression(), !171)
    #dbg_value(i8 %41, !168, !DIExpression(), !171)
  store atomic i8 %41, ptr @main.a8 monotonic, align 1, !dbg !173
  %42 = add i8 %41, 1, !dbg !173
  store atomic i8 %42, ptr @main.a8 release, align 1, !dbg !173
  %43 = add i8 %41, 2, !dbg !173
  store atomic i8 %43, ptr @main.a8 seq_cst, align 1, !dbg !173
  %44 = load atomic i8, ptr @main.a8 monotonic, align 1, !dbg !173
  %45 = load atomic i8, ptr @main.a8 acquire, align 1, !dbg !173
  %46 = load atomic i8, ptr @main.a8 acquire, align 1, !dbg !173
  %47 = load atomic i8, ptr @main.a8 seq_cst, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %48 = mul i8 %41, 3, !dbg !173
  %49 = atomicrmw xchg ptr @main.a8, i8 %48 acq_rel, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %50 = atomicrmw add ptr @main.a8, i8 5 acquire, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %50, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %51 = atomicrmw sub ptr @main.a8, i8 2 release, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %51, i8 %50, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %52 = atomicrmw and ptr @main.a8, i8 127 monotonic, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %52, i8 %51, i8 %50, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %53 = atomicrmw or ptr @main.a8, i8 16 seq_cst, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %53, i8 %52, i8 %51, i8 %50, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %54 = atomicrmw xor ptr @main.a8, i8 3 acq_rel, align 1, !dbg !173
    #dbg_value(!DIArgList(i8 %44, i8 %54, i8 %53, i8 %52, i8 %51, i8 %50, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
    #dbg_value(i8 %42, !170, !DIExpression(), !171)
  %55 = cmpxchg ptr @main.a8, i8 %42, i8 9 seq_cst monotonic, align 1, !dbg !173
  %56 = extractvalue { i8, i1 } %55, 1, !dbg !173
  %57 = extractvalue { i8, i1 } %55, 0
    #dbg_value(i8 %57, !170, !DIExpression(), !171)
    #dbg_value(!DIArgList(i8 %44, i8 %57, i1 %56, i8 %54, i8 %53, i8 %52, i8 %51, i8 %50, i8 %49, i8 %47, i8 %46, i8 %45), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !171)
  %58 = cmpxchg weak ptr @main.a8, i8 %57, i8 11 acquire acquire, align 1, !dbg !173
  %59 = extractvalue { i8, i1 } %58, 1, !dbg !173
  %60 = select i1 %59, i8 100, i8 0, !dbg !173
  %61 = add i8 %45, %44, !dbg !173
    #dbg_value(!DIArgList(i8 %61, i8 %54, i8 %53, i8 %52, i8 %51, i8 %50, i8 %49, i8 %47, i8 %46), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %62 = add i8 %61, %46, !dbg !173
    #dbg_value(!DIArgList(i8 %62, i8 %54, i8 %53, i8 %52, i8 %51, i8 %50, i8 %49, i8 %47), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %63 = add i8 %62, %47, !dbg !173
    #dbg_value(!DIArgList(i8 %63, i8 %54, i8 %53, i8 %52, i8 %51, i8 %50, i8 %49), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %64 = add i8 %63, %49, !dbg !173
    #dbg_value(!DIArgList(i8 %64, i8 %54, i8 %53, i8 %52, i8 %51, i8 %50), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %65 = add i8 %64, %50, !dbg !173
    #dbg_value(!DIArgList(i8 %65, i8 %54, i8 %53, i8 %52, i8 %51), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %66 = add i8 %65, %51, !dbg !173
    #dbg_value(!DIArgList(i8 %66, i8 %54, i8 %53, i8 %52), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %67 = add i8 %66, %52, !dbg !173
    #dbg_value(!DIArgList(i8 %67, i8 %54, i8 %53), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %68 = add i8 %67, %53, !dbg !173
    #dbg_value(!DIArgList(i8 %68, i8 %54), !169, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !171)
  %69 = add i8 %68, %54, !dbg !173
    #dbg_value(i8 %69, !169, !DIExpression(), !171)
  %70 = zext i1 %56 to i8, !dbg !173
    #dbg_value(i8 poison, !169, !DIExpression(), !171)
  %71 = load atomic i8, ptr @main.a8 seq_cst, align 1, !dbg !173
  %72 = add i8 %69, %57, !dbg !173
  %73 = add i8 %72, %70, !dbg !173
  %74 = add i8 %73, %71, !dbg !173
  %75 = add i8 %74, %60, !dbg !173
  %76 = zext i8 %75 to i32, !dbg !174
  %77 = trunc i64 %40 to i16, !dbg !175
  %78 = mul i16 %77, 101, !dbg !175
    #dbg_value(ptr @main.a16, !176, !DIExpression(), !185)
    #dbg_value(i16 %78, !182, !DIExpression(), !185)
  store atomic i16 %78, ptr @main.a16 monotonic, align 2, !dbg !187
  %79 = add i16 %78, 1, !dbg !187
  store atomic i16 %79, ptr @main.a16 release, align 2, !dbg !187
  %80 = add i16 %78, 2, !dbg !187
  store atomic i16 %80, ptr @main.a16 seq_cst, align 2, !dbg !187
  %81 = load atomic i16, ptr @main.a16 monotonic, align 2, !dbg !187
  %82 = load atomic i16, ptr @main.a16 acquire, align 2, !dbg !187
  %83 = load atomic i16, ptr @main.a16 acquire, align 2, !dbg !187
  %84 = load atomic i16, ptr @main.a16 seq_cst, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %85 = mul i16 %77, 303, !dbg !187
  %86 = atomicrmw xchg ptr @main.a16, i16 %85 acq_rel, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %87 = atomicrmw add ptr @main.a16, i16 5 acquire, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %87, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %88 = atomicrmw sub ptr @main.a16, i16 2 release, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %88, i16 %87, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %89 = atomicrmw and ptr @main.a16, i16 32639 monotonic, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %89, i16 %88, i16 %87, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %90 = atomicrmw or ptr @main.a16, i16 16 seq_cst, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %90, i16 %89, i16 %88, i16 %87, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %91 = atomicrmw xor ptr @main.a16, i16 3 acq_rel, align 2, !dbg !187
    #dbg_value(!DIArgList(i16 %81, i16 %91, i16 %90, i16 %89, i16 %88, i16 %87, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
    #dbg_value(i16 %79, !184, !DIExpression(), !185)
  %92 = cmpxchg ptr @main.a16, i16 %79, i16 9 seq_cst monotonic, align 2, !dbg !187
  %93 = extractvalue { i16, i1 } %92, 1, !dbg !187
  %94 = extractvalue { i16, i1 } %92, 0
    #dbg_value(i16 %94, !184, !DIExpression(), !185)
    #dbg_value(!DIArgList(i16 %81, i16 %94, i1 %93, i16 %91, i16 %90, i16 %89, i16 %88, i16 %87, i16 %86, i16 %84, i16 %83, i16 %82), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_plus, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value), !185)
  %95 = cmpxchg weak ptr @main.a16, i16 %94, i16 11 acquire acquire, align 2, !dbg !187
  %96 = extractvalue { i16, i1 } %95, 1, !dbg !187
  %97 = select i1 %96, i16 100, i16 0, !dbg !187
  %98 = add i16 %82, %81, !dbg !187
    #dbg_value(!DIArgList(i16 %98, i16 %91, i16 %90, i16 %89, i16 %88, i16 %87, i16 %86, i16 %84, i16 %83), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %99 = add i16 %98, %83, !dbg !187
    #dbg_value(!DIArgList(i16 %99, i16 %91, i16 %90, i16 %89, i16 %88, i16 %87, i16 %86, i16 %84), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %100 = add i16 %99, %84, !dbg !187
    #dbg_value(!DIArgList(i16 %100, i16 %91, i16 %90, i16 %89, i16 %88, i16 %87, i16 %86), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %101 = add i16 %100, %86, !dbg !187
    #dbg_value(!DIArgList(i16 %101, i16 %91, i16 %90, i16 %89, i16 %88, i16 %87), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %102 = add i16 %101, %87, !dbg !187
    #dbg_value(!DIArgList(i16 %102, i16 %91, i16 %90, i16 %89, i16 %88), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %103 = add i16 %102, %88, !dbg !187
    #dbg_value(!DIArgList(i16 %103, i16 %91, i16 %90, i16 %89), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %104 = add i16 %103, %89, !dbg !187
    #dbg_value(!DIArgList(i16 %104, i16 %91, i16 %90), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %105 = add i16 %104, %90, !dbg !187
    #dbg_value(!DIArgList(i16 %105, i16 %91), !183, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !185)
  %106 = add i16 %105, %91, !dbg !187
    #dbg_value(i16 %106, !183, !DIExpression(), !185)
  %107 = zext i1 %93 to i16, !dbg !187
    #dbg_value(i16 poison, !183, !DIExpression(), !185)
  %108 = load atomic i16, ptr @main.a16 seq_cst, align 2, !dbg !187
  %109 = add i16 %106, %94, !dbg !187
  %110 = add i16 %109, %107, !dbg !187
  %111 = add i16 %110, %108, !dbg !187
  %112 = add i16 %111, %97, !dbg !187
  %113 = sext i16 %112 to i32, !dbg !188
  %114 = mul nsw i64 %40, 65537, !dbg !189
    #dbg_value(ptr @main.a32, !190, !DIExpression(), !199)
    #dbg_value(i64 %114, !196, !DIExpression(), !199)
  %115 = trunc nsw i64 %114 to i32, !dbg !201
  store atomic i32 %115, ptr @main.a32 monotonic, align 4, !dbg !201
  %116 = trunc i64 %114 to i32, !dbg !201
  %117 = add i32 %116, 1, !dbg !201
  store atomic i32 %117, ptr @main.a32 release, align 4, !dbg !201
  %118 = trunc i64 %114 to i32, !dbg !201
  %119 = add i32 %118, 2, !dbg !201
  store atomic i32 %119, ptr @main.a32 seq_cst, align 4, !dbg !201
  %120 = load atomic i32, ptr @main.a32 monotonic, align 4, !dbg !201
  %121 = load atomic i32, ptr @main.a32 acquire, align 4, !dbg !201
  %122 = load atomic i32, ptr @main.a32 acquire, align 4, !dbg !201
  %123 = load atomic i32, ptr @main.a32 seq_cst, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %124 = trunc i64 %40 to i32, !dbg !201
  %125 = mul i32 %124, 196611, !dbg !201
  %126 = atomicrmw xchg ptr @main.a32, i32 %125 acq_rel, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %127 = atomicrmw add ptr @main.a32, i32 5 acquire, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %127, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %128 = atomicrmw sub ptr @main.a32, i32 2 release, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %128, i32 %127, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %129 = atomicrmw and ptr @main.a32, i32 32639 monotonic, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %129, i32 %128, i32 %127, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %130 = atomicrmw or ptr @main.a32, i32 16 seq_cst, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %131 = atomicrmw xor ptr @main.a32, i32 3 acq_rel, align 4, !dbg !201
    #dbg_value(!DIArgList(i32 %120, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
    #dbg_value(i64 %114, !198, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  %132 = cmpxchg ptr @main.a32, i32 %117, i32 9 seq_cst monotonic, align 4, !dbg !201
  %133 = extractvalue { i32, i1 } %132, 1, !dbg !201
  %134 = extractvalue { i32, i1 } %132, 0
    #dbg_value(i32 %134, !198, !DIExpression(), !199)
    #dbg_value(!DIArgList(i32 %120, i32 %134, i1 %133, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126, i32 %123, i32 %122, i32 %121), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %135 = cmpxchg weak ptr @main.a32, i32 %134, i32 11 acquire acquire, align 4, !dbg !201
  %136 = extractvalue { i32, i1 } %135, 1, !dbg !201
  %137 = select i1 %136, i32 100, i32 0, !dbg !201
  %138 = add i32 %121, %120, !dbg !201
    #dbg_value(!DIArgList(i32 %138, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126, i32 %123, i32 %122), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %139 = add i32 %138, %122, !dbg !201
    #dbg_value(!DIArgList(i32 %139, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126, i32 %123), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %140 = add i32 %139, %123, !dbg !201
    #dbg_value(!DIArgList(i32 %140, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127, i32 %126), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %141 = add i32 %140, %126, !dbg !201
    #dbg_value(!DIArgList(i32 %141, i32 %131, i32 %130, i32 %129, i32 %128, i32 %127), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %142 = add i32 %141, %127, !dbg !201
    #dbg_value(!DIArgList(i32 %142, i32 %131, i32 %130, i32 %129, i32 %128), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %143 = add i32 %142, %128, !dbg !201
    #dbg_value(!DIArgList(i32 %143, i32 %131, i32 %130, i32 %129), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %144 = add i32 %143, %129, !dbg !201
    #dbg_value(!DIArgList(i32 %144, i32 %131, i32 %130), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %145 = add i32 %144, %130, !dbg !201
    #dbg_value(!DIArgList(i32 %145, i32 %131), !197, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !199)
  %146 = add i32 %145, %131, !dbg !201
    #dbg_value(i32 %146, !197, !DIExpression(), !199)
  %147 = zext i1 %133 to i32, !dbg !201
    #dbg_value(i32 poison, !197, !DIExpression(), !199)
  %148 = load atomic i32, ptr @main.a32 seq_cst, align 4, !dbg !201
  %149 = add i32 %146, %134, !dbg !201
  %150 = add i32 %149, %147, !dbg !201
  %151 = add i32 %150, %148, !dbg !201
  %152 = add i32 %151, %137, !dbg !201
  %153 = shl nsw i64 %40, 40, !dbg !202
    #dbg_value(ptr @main.a64, !203, !DIExpression(), !212)
    #dbg_value(i64 %153, !209, !DIExpression(), !212)
  store atomic i64 %153, ptr @main.a64 monotonic, align 8, !dbg !214
  %154 = or disjoint i64 %153, 1, !dbg !214
  store atomic i64 %154, ptr @main.a64 release, align 8, !dbg !214
  %155 = or disjoint i64 %153, 2, !dbg !214
  store atomic i64 %155, ptr @main.a64 seq_cst, align 8, !dbg !214
  %156 = load atomic i64, ptr @main.a64 monotonic, align 8, !dbg !214
  %157 = load atomic i64, ptr @main.a64 acquire, align 8, !dbg !214
  %158 = load atomic i64, ptr @main.a64 acquire, align 8, !dbg !214
  %159 = load atomic i64, ptr @main.a64 seq_cst, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %160 = mul nsw i64 %40, 3298534883328, !dbg !214
  %161 = atomicrmw xchg ptr @main.a64, i64 %160 acq_rel, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %162 = atomicrmw add ptr @main.a64, i64 5 acquire, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %162, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %163 = atomicrmw sub ptr @main.a64, i64 2 release, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %163, i64 %162, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %164 = atomicrmw and ptr @main.a64, i64 32639 monotonic, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %164, i64 %163, i64 %162, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %165 = atomicrmw or ptr @main.a64, i64 16 seq_cst, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %165, i64 %164, i64 %163, i64 %162, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %166 = atomicrmw xor ptr @main.a64, i64 3 acq_rel, align 8, !dbg !214
    #dbg_value(!DIArgList(i64 %156, i64 %166, i64 %165, i64 %164, i64 %163, i64 %162, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
    #dbg_value(i64 %154, !211, !DIExpression(), !212)
  %167 = cmpxchg ptr @main.a64, i64 %154, i64 9 seq_cst monotonic, align 8, !dbg !214
  %168 = extractvalue { i64, i1 } %167, 1, !dbg !214
  %169 = extractvalue { i64, i1 } %167, 0
    #dbg_value(i64 %169, !211, !DIExpression(), !212)
    #dbg_value(!DIArgList(i64 %156, i64 %169, i1 %168, i64 %166, i64 %165, i64 %164, i64 %163, i64 %162, i64 %161, i64 %159, i64 %158, i64 %157), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %170 = cmpxchg weak ptr @main.a64, i64 %169, i64 11 acquire acquire, align 8, !dbg !214
  %171 = extractvalue { i64, i1 } %170, 1, !dbg !214
  %172 = select i1 %171, i64 100, i64 0, !dbg !214
  %173 = add nsw i64 %157, %156, !dbg !214
    #dbg_value(!DIArgList(i64 %173, i64 %166, i64 %165, i64 %164, i64 %163, i64 %162, i64 %161, i64 %159, i64 %158), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %174 = add nsw i64 %173, %158, !dbg !214
    #dbg_value(!DIArgList(i64 %174, i64 %166, i64 %165, i64 %164, i64 %163, i64 %162, i64 %161, i64 %159), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %175 = add nsw i64 %174, %159, !dbg !214
    #dbg_value(!DIArgList(i64 %175, i64 %166, i64 %165, i64 %164, i64 %163, i64 %162, i64 %161), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %176 = add nsw i64 %175, %161, !dbg !214
    #dbg_value(!DIArgList(i64 %176, i64 %166, i64 %165, i64 %164, i64 %163, i64 %162), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %177 = add nsw i64 %176, %162, !dbg !214
    #dbg_value(!DIArgList(i64 %177, i64 %166, i64 %165, i64 %164, i64 %163), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %178 = add nsw i64 %177, %163, !dbg !214
    #dbg_value(!DIArgList(i64 %178, i64 %166, i64 %165, i64 %164), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %179 = add nsw i64 %178, %164, !dbg !214
    #dbg_value(!DIArgList(i64 %179, i64 %166, i64 %165), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %180 = add nsw i64 %179, %165, !dbg !214
    #dbg_value(!DIArgList(i64 %180, i64 %166), !210, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !212)
  %181 = add nsw i64 %180, %166, !dbg !214
    #dbg_value(i64 %181, !210, !DIExpression(), !212)
  %182 = zext i1 %168 to i64, !dbg !214
    #dbg_value(i64 poison, !210, !DIExpression(), !212)
  %183 = load atomic i64, ptr @main.a64 seq_cst, align 8, !dbg !214
  %184 = add i64 %181, %169, !dbg !214
  %185 = add i64 %184, %182, !dbg !214
  %186 = add i64 %185, %183, !dbg !214
  %187 = add i64 %186, %172, !dbg !214
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %76, i32 noundef %113, i32 noundef %152, i64 noundef %187), !dbg !215
  %189 = add nsw i64 %40, 37, !dbg !216
    #dbg_value(i64 %189, !80, !DIExpression(), !156)
  %190 = icmp slt i64 %40, 263, !dbg !217
  br i1 %190, label %39, label %38, !dbg !157, !llvm.loop !218
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !221 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 !dbg !242 {
    #dbg_value(ptr %0, !244, !DIExpression(), !252)
  %2 = ptrtoint ptr %0 to i64, !dbg !253
  %3 = trunc i64 %2 to i32, !dbg !254
    #dbg_value(i32 %3, !245, !DIExpression(), !252)
    #dbg_value(i32 0, !246, !DIExpression(), !255)
  %4 = mul i64 %2, 100000
    #dbg_value(i32 0, !246, !DIExpression(), !255)
  br label %6, !dbg !256

5:                                                ; preds = %38
  ret ptr null, !dbg !257

6:                                                ; preds = %1, %38
  %7 = phi i64 [ 0, %1 ], [ %39, %38 ]
    #dbg_value(i64 %7, !246, !DIExpression(), !255)
  tail call fastcc void @wide_add(), !dbg !258
  %8 = trunc nuw nsw i64 %7 to i32, !dbg !259
  %9 = trunc i64 %7 to i16, !dbg !259
  %10 = urem i16 %9, 997, !dbg !259
  %11 = zext nneg i16 %10 to i64, !dbg !259
  %12 = shl nuw nsw i64 %11, 16, !dbg !260
  %13 = add i64 %4, %7, !dbg !261
  %14 = and i64 %13, 4294967295, !dbg !262
  tail call fastcc void @wide_raise(i64 noundef %14, i64 noundef %12), !dbg !262
  %15 = atomicrmw add ptr @counter, i64 3 monotonic, align 8, !dbg !263
  %16 = atomicrmw sub ptr @counter, i64 1 release, align 8, !dbg !264
  %17 = add i32 %8, %3, !dbg !265
  %18 = and i32 %17, 31, !dbg !265
  %19 = shl nuw i32 1, %18, !dbg !265
  %20 = atomicrmw or ptr @bits, i32 %19 seq_cst, align 4, !dbg !265
  %21 = atomicrmw or ptr @bits, i32 0 acq_rel, align 4, !dbg !266
  %22 = atomicrmw add ptr @small, i8 1 monotonic, align 1, !dbg !267
  %23 = atomicrmw fadd ptr @fsum, float 5.000000e-01 seq_cst, align 4, !dbg !268
  %24 = atomicrmw fadd ptr @dsum, double 2.500000e-01 monotonic, align 8, !dbg !269
  %25 = load atomic i64, ptr @smax monotonic, align 8, !dbg !270
    #dbg_value(i64 %25, !248, !DIExpression(), !271)
  %26 = trunc i64 %7 to i32, !dbg !272
  %27 = mul i32 %26, 7, !dbg !272
  %28 = urem i32 %27, 10007, !dbg !272
  %29 = zext nneg i32 %28 to i64, !dbg !273
  %30 = add nsw i64 %29, -5000, !dbg !274
    #dbg_value(i64 %30, !251, !DIExpression(), !271)
  br label %31, !dbg !275

31:                                               ; preds = %34, %6
  %32 = phi i64 [ %25, %6 ], [ %37, %34 ], !dbg !276
    #dbg_value(i64 %32, !248, !DIExpression(), !271)
  %33 = icmp slt i64 %32, %30, !dbg !277
  br i1 %33, label %34, label %38, !dbg !278

34:                                               ; preds = %31
  %35 = cmpxchg weak ptr @smax, i64 %32, i64 %30 seq_cst seq_cst, align 8, !dbg !279
  %36 = extractvalue { i64, i1 } %35, 1, !dbg !279
  %37 = extractvalue { i64, i1 } %35, 0
    #dbg_value(i64 poison, !248, !DIExpression(), !271)
  br i1 %36, label %38, label %31, !dbg !275, !llvm.loop !280

38:                                               ; preds = %31, %34
  fence syncscope("singlethread") seq_cst, !dbg !282
  %39 = add nuw nsw i64 %7, 1, !dbg !283
    #dbg_value(i64 %39, !246, !DIExpression(), !255)
  %40 = icmp eq i64 %39, 20000, !dbg !284
  br i1 %40, label %5, label %6, !dbg !256, !llvm.loop !285
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !287 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc { i64, i64 } @wide_load() unnamed_addr #5 !dbg !291 {
  %1 = load atomic i128, ptr @wide acquire, align 16, !dbg !294
  %2 = trunc i128 %1 to i64, !dbg !295
  %3 = lshr i128 %1, 64, !dbg !295
  %4 = trunc nuw i128 %3 to i64, !dbg !295
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0, !dbg !295
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1, !dbg !295
  ret { i64, i64 } %6, !dbg !295
}

; Function Attrs: nofree nounwind
declare !dbg !296 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc { i64, i64 } @wide_xchg() unnamed_addr #5 !dbg !303 {
    #dbg_value(i128 0, !307, !DIExpression(), !308)
  %1 = atomicrmw xchg ptr @wide_max, i128 0 seq_cst, align 16, !dbg !309
  %2 = trunc i128 %1 to i64, !dbg !310
  %3 = lshr i128 %1, 64, !dbg !310
  %4 = trunc nuw i128 %3 to i64, !dbg !310
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0, !dbg !310
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1, !dbg !310
  ret { i64, i64 } %6, !dbg !310
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_store() unnamed_addr #5 !dbg !311 {
    #dbg_value(i128 1203852964994359048060655, !315, !DIExpression(), !316)
  store atomic i128 1203852964994359048060655, ptr @wide release, align 16, !dbg !317
  ret void, !dbg !318
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_add() unnamed_addr #5 !dbg !319 {
    #dbg_value(i128 18446744073709551617, !321, !DIExpression(), !322)
  %1 = atomicrmw add ptr @wide, i128 18446744073709551617 seq_cst, align 16, !dbg !323
  ret void, !dbg !324
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_raise(i64 noundef %0, i64 noundef %1) unnamed_addr #7 !dbg !325 {
  %3 = zext nneg i64 %1 to i128
  %4 = shl nuw nsw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !328, !DIExpression(), !330)
  %7 = load atomic i128, ptr @wide_max monotonic, align 16, !dbg !331
    #dbg_value(i128 %7, !329, !DIExpression(), !330)
  br label %8, !dbg !332

8:                                                ; preds = %11, %2
  %9 = phi i128 [ %7, %2 ], [ %14, %11 ], !dbg !333
    #dbg_value(i128 %9, !329, !DIExpression(), !330)
  %10 = icmp ult i128 %9, %6, !dbg !334
  br i1 %10, label %11, label %15, !dbg !335

11:                                               ; preds = %8
  %12 = cmpxchg weak ptr @wide_max, i128 %9, i128 %6 acq_rel monotonic, align 16, !dbg !336
  %13 = extractvalue { i128, i1 } %12, 1, !dbg !336
  %14 = extractvalue { i128, i1 } %12, 0
    #dbg_value(i128 poison, !329, !DIExpression(), !330)
  br i1 %13, label %15, label %8, !dbg !332, !llvm.loop !337

15:                                               ; preds = %8, %11
  ret void, !dbg !339
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/atomics_cx16_threads.c", directory: ".", checksumkind: CSK_MD5, checksum: "49a2e70d7325feb2ea27275a18367c7d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "counter", scope: !24, file: !2, line: 16, type: !114, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !25, retainedTypes: !36, globals: !60, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26}
!26 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !27, line: 68, baseType: !28, size: 32, elements: !29)
!27 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !{!30, !31, !32, !33, !34, !35}
!30 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!31 = !DIEnumerator(name: "memory_order_consume", value: 1)
!32 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!33 = !DIEnumerator(name: "memory_order_release", value: 3)
!34 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!35 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!36 = !{!37, !38, !41, !42, !44, !45, !46, !51, !55, !57, !28}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !39, line: 90, baseType: !40)
!39 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 11, baseType: !43)
!43 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !47, line: 24, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !49, line: 38, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!50 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !52, line: 25, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !49, line: 39, baseType: !54)
!54 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !47, line: 26, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !49, line: 42, baseType: !28)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !52, line: 27, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !49, line: 44, baseType: !59)
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !{!0, !7, !12, !17, !61, !83, !86, !89, !92, !22, !97, !99, !101, !105, !108, !110, !112}
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "a8", scope: !63, file: !2, line: 90, type: !82, isLocal: true, isDefinition: true)
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 77, type: !64, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{!66}
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !{!68, !74, !76, !78, !79, !80}
!68 = !DILocalVariable(name: "t", scope: !63, file: !2, line: 78, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 256, elements: !72)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !71, line: 27, baseType: !40)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!72 = !{!73}
!73 = !DISubrange(count: 4)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 79, type: !28)
!75 = distinct !DILexicalBlock(scope: !63, file: !2, line: 79, column: 3)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 80, type: !28)
!77 = distinct !DILexicalBlock(scope: !63, file: !2, line: 80, column: 3)
!78 = !DILocalVariable(name: "w", scope: !63, file: !2, line: 81, type: !42)
!79 = !DILocalVariable(name: "m", scope: !63, file: !2, line: 83, type: !42)
!80 = !DILocalVariable(name: "v", scope: !81, file: !2, line: 94, type: !66)
!81 = distinct !DILexicalBlock(scope: !63, file: !2, line: 94, column: 3)
!82 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !46)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(name: "a16", scope: !63, file: !2, line: 91, type: !85, isLocal: true, isDefinition: true)
!85 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !51)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "a32", scope: !63, file: !2, line: 92, type: !88, isLocal: true, isDefinition: true)
!88 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !55)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "a64", scope: !63, file: !2, line: 93, type: !91, isLocal: true, isDefinition: true)
!91 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !57)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 22)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "bits", scope: !24, file: !2, line: 17, type: !88, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "small", scope: !24, file: !2, line: 18, type: !82, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "fsum", scope: !24, file: !2, line: 19, type: !103, isLocal: true, isDefinition: true)
!103 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !104)
!104 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "dsum", scope: !24, file: !2, line: 20, type: !107, isLocal: true, isDefinition: true)
!107 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !44)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "wide", scope: !24, file: !2, line: 14, type: !42, isLocal: true, isDefinition: true, align: 128)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "wide_max", scope: !24, file: !2, line: 15, type: !42, isLocal: true, isDefinition: true, align: 128)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "smax", scope: !24, file: !2, line: 21, type: !91, isLocal: true, isDefinition: true)
!114 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !47, line: 27, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !49, line: 45, baseType: !40)
!117 = !{i32 7, !"Dwarf Version", i32 5}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"PIE Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !63)
!127 = !DILocation(line: 78, column: 3, scope: !63)
!128 = !DILocation(line: 0, scope: !75)
!129 = !DILocation(line: 79, column: 36, scope: !130)
!130 = distinct !DILexicalBlock(scope: !75, file: !2, line: 79, column: 3)
!131 = !DILocation(line: 79, column: 52, scope: !130)
!132 = !DILocation(line: 0, scope: !77)
!133 = !DILocation(line: 80, column: 49, scope: !134)
!134 = distinct !DILexicalBlock(scope: !77, file: !2, line: 80, column: 3)
!135 = !{!136, !136, i64 0}
!136 = !{!"long", !137, i64 0}
!137 = !{!"omnipotent char", !138, i64 0}
!138 = !{!"Simple C/C++ TBAA"}
!139 = !DILocation(line: 80, column: 36, scope: !134)
!140 = !DILocation(line: 81, column: 12, scope: !63)
!141 = !DILocation(line: 82, column: 3, scope: !63)
!142 = !DILocation(line: 83, column: 12, scope: !63)
!143 = !DILocation(line: 84, column: 3, scope: !63)
!144 = !DILocation(line: 85, column: 3, scope: !63)
!145 = !DILocation(line: 86, column: 7, scope: !63)
!146 = !DILocation(line: 87, column: 3, scope: !63)
!147 = !DILocation(line: 88, column: 91, scope: !63)
!148 = !{!137, !137, i64 0}
!149 = !DILocation(line: 88, column: 100, scope: !63)
!150 = !DILocation(line: 88, column: 106, scope: !63)
!151 = !DILocation(line: 89, column: 18, scope: !63)
!152 = !DILocation(line: 89, column: 10, scope: !63)
!153 = !DILocation(line: 89, column: 24, scope: !63)
!154 = !DILocation(line: 89, column: 41, scope: !63)
!155 = !DILocation(line: 88, column: 3, scope: !63)
!156 = !DILocation(line: 0, scope: !81)
!157 = !DILocation(line: 94, column: 3, scope: !81)
!158 = !DILocation(line: 98, column: 1, scope: !63)
!159 = !DILocation(line: 97, column: 3, scope: !63)
!160 = !DILocation(line: 95, column: 52, scope: !161)
!161 = distinct !DILexicalBlock(scope: !81, file: !2, line: 94, column: 3)
!162 = !DILocalVariable(name: "p", arg: 1, scope: !163, file: !2, line: 72, type: !166)
!163 = distinct !DISubprogram(name: "u8_check", scope: !2, file: !2, line: 72, type: !164, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !167)
!164 = !DISubroutineType(types: !165)
!165 = !{!46, !166, !46}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!167 = !{!162, !168, !169, !170}
!168 = !DILocalVariable(name: "v", arg: 2, scope: !163, file: !2, line: 72, type: !46)
!169 = !DILocalVariable(name: "a", scope: !163, file: !2, line: 72, type: !46)
!170 = !DILocalVariable(name: "e", scope: !163, file: !2, line: 72, type: !46)
!171 = !DILocation(line: 0, scope: !163, inlinedAt: !172)
!172 = distinct !DILocation(line: 95, column: 38, scope: !161)
!173 = !DILocation(line: 72, column: 1, scope: !163, inlinedAt: !172)
!174 = !DILocation(line: 95, column: 38, scope: !161)
!175 = !DILocation(line: 95, column: 81, scope: !161)
!176 = !DILocalVariable(name: "p", arg: 1, scope: !177, file: !2, line: 73, type: !180)
!177 = distinct !DISubprogram(name: "s16_check", scope: !2, file: !2, line: 73, type: !178, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !181)
!178 = !DISubroutineType(types: !179)
!179 = !{!51, !180, !51}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!181 = !{!176, !182, !183, !184}
!182 = !DILocalVariable(name: "v", arg: 2, scope: !177, file: !2, line: 73, type: !51)
!183 = !DILocalVariable(name: "a", scope: !177, file: !2, line: 73, type: !51)
!184 = !DILocalVariable(name: "e", scope: !177, file: !2, line: 73, type: !51)
!185 = !DILocation(line: 0, scope: !177, inlinedAt: !186)
!186 = distinct !DILocation(line: 95, column: 65, scope: !161)
!187 = !DILocation(line: 73, column: 1, scope: !177, inlinedAt: !186)
!188 = !DILocation(line: 95, column: 65, scope: !161)
!189 = !DILocation(line: 96, column: 40, scope: !161)
!190 = !DILocalVariable(name: "p", arg: 1, scope: !191, file: !2, line: 74, type: !194)
!191 = distinct !DISubprogram(name: "u32_check", scope: !2, file: !2, line: 74, type: !192, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !195)
!192 = !DISubroutineType(types: !193)
!193 = !{!55, !194, !55}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!195 = !{!190, !196, !197, !198}
!196 = !DILocalVariable(name: "v", arg: 2, scope: !191, file: !2, line: 74, type: !55)
!197 = !DILocalVariable(name: "a", scope: !191, file: !2, line: 74, type: !55)
!198 = !DILocalVariable(name: "e", scope: !191, file: !2, line: 74, type: !55)
!199 = !DILocation(line: 0, scope: !191, inlinedAt: !200)
!200 = distinct !DILocation(line: 96, column: 12, scope: !161)
!201 = !DILocation(line: 74, column: 1, scope: !191, inlinedAt: !200)
!202 = !DILocation(line: 96, column: 89, scope: !161)
!203 = !DILocalVariable(name: "p", arg: 1, scope: !204, file: !2, line: 75, type: !207)
!204 = distinct !DISubprogram(name: "s64_check", scope: !2, file: !2, line: 75, type: !205, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !208)
!205 = !DISubroutineType(types: !206)
!206 = !{!57, !207, !57}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!208 = !{!203, !209, !210, !211}
!209 = !DILocalVariable(name: "v", arg: 2, scope: !204, file: !2, line: 75, type: !57)
!210 = !DILocalVariable(name: "a", scope: !204, file: !2, line: 75, type: !57)
!211 = !DILocalVariable(name: "e", scope: !204, file: !2, line: 75, type: !57)
!212 = !DILocation(line: 0, scope: !204, inlinedAt: !213)
!213 = distinct !DILocation(line: 96, column: 62, scope: !161)
!214 = !DILocation(line: 75, column: 1, scope: !204, inlinedAt: !213)
!215 = !DILocation(line: 95, column: 5, scope: !161)
!216 = !DILocation(line: 94, column: 31, scope: !161)
!217 = !DILocation(line: 94, column: 22, scope: !161)
!218 = distinct !{!218, !157, !219, !220}
!219 = !DILocation(line: 96, column: 110, scope: !81)
!220 = !{!"llvm.loop.mustprogress"}
!221 = !DISubprogram(name: "pthread_create", scope: !222, file: !222, line: 202, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!223 = !DISubroutineType(types: !224)
!224 = !{!66, !225, !227, !238, !241}
!225 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!227 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !71, line: 62, baseType: !231)
!231 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !71, line: 56, size: 448, elements: !232)
!232 = !{!233, !237}
!233 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !231, file: !71, line: 58, baseType: !234, size: 448)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !235)
!235 = !{!236}
!236 = !DISubrange(count: 56)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !231, file: !71, line: 59, baseType: !59, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!239 = !DISubroutineType(types: !240)
!240 = !{!37, !37}
!241 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!242 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 33, type: !239, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !243)
!243 = !{!244, !245, !246, !248, !251}
!244 = !DILocalVariable(name: "arg", arg: 1, scope: !242, file: !2, line: 33, type: !37)
!245 = !DILocalVariable(name: "id", scope: !242, file: !2, line: 34, type: !28)
!246 = !DILocalVariable(name: "i", scope: !247, file: !2, line: 35, type: !28)
!247 = distinct !DILexicalBlock(scope: !242, file: !2, line: 35, column: 3)
!248 = !DILocalVariable(name: "cur", scope: !249, file: !2, line: 45, type: !57)
!249 = distinct !DILexicalBlock(scope: !250, file: !2, line: 35, column: 40)
!250 = distinct !DILexicalBlock(scope: !247, file: !2, line: 35, column: 3)
!251 = !DILocalVariable(name: "want", scope: !249, file: !2, line: 45, type: !57)
!252 = !DILocation(line: 0, scope: !242)
!253 = !DILocation(line: 34, column: 27, scope: !242)
!254 = !DILocation(line: 34, column: 17, scope: !242)
!255 = !DILocation(line: 0, scope: !247)
!256 = !DILocation(line: 35, column: 3, scope: !247)
!257 = !DILocation(line: 50, column: 3, scope: !242)
!258 = !DILocation(line: 36, column: 5, scope: !249)
!259 = !DILocation(line: 37, column: 26, scope: !249)
!260 = !DILocation(line: 37, column: 33, scope: !249)
!261 = !DILocation(line: 37, column: 55, scope: !249)
!262 = !DILocation(line: 37, column: 5, scope: !249)
!263 = !DILocation(line: 38, column: 5, scope: !249)
!264 = !DILocation(line: 39, column: 5, scope: !249)
!265 = !DILocation(line: 40, column: 5, scope: !249)
!266 = !DILocation(line: 41, column: 5, scope: !249)
!267 = !DILocation(line: 42, column: 5, scope: !249)
!268 = !DILocation(line: 43, column: 5, scope: !249)
!269 = !DILocation(line: 44, column: 5, scope: !249)
!270 = !DILocation(line: 45, column: 19, scope: !249)
!271 = !DILocation(line: 0, scope: !249)
!272 = !DILocation(line: 45, column: 93, scope: !249)
!273 = !DILocation(line: 45, column: 77, scope: !249)
!274 = !DILocation(line: 45, column: 102, scope: !249)
!275 = !DILocation(line: 46, column: 5, scope: !249)
!276 = !DILocation(line: 45, column: 13, scope: !249)
!277 = !DILocation(line: 46, column: 16, scope: !249)
!278 = !DILocation(line: 46, column: 23, scope: !249)
!279 = !DILocation(line: 46, column: 27, scope: !249)
!280 = distinct !{!280, !275, !281, !220}
!281 = !DILocation(line: 47, column: 5, scope: !249)
!282 = !DILocation(line: 48, column: 5, scope: !249)
!283 = !DILocation(line: 35, column: 36, scope: !250)
!284 = !DILocation(line: 35, column: 26, scope: !250)
!285 = distinct !{!285, !256, !286, !220}
!286 = !DILocation(line: 49, column: 3, scope: !247)
!287 = !DISubprogram(name: "pthread_join", scope: !222, file: !222, line: 219, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!66, !70, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!291 = distinct !DISubprogram(name: "wide_load", scope: !2, file: !2, line: 24, type: !292, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24)
!292 = !DISubroutineType(types: !293)
!293 = !{!42}
!294 = !DILocation(line: 24, column: 43, scope: !291)
!295 = !DILocation(line: 24, column: 36, scope: !291)
!296 = !DISubprogram(name: "printf", scope: !297, file: !297, line: 356, type: !298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!297 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!298 = !DISubroutineType(types: !299)
!299 = !{!66, !300, null}
!300 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!303 = distinct !DISubprogram(name: "wide_xchg", scope: !2, file: !2, line: 31, type: !304, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !306)
!304 = !DISubroutineType(cc: DW_CC_nocall, types: !305)
!305 = !{!42, !42}
!306 = !{!307}
!307 = !DILocalVariable(name: "v", arg: 1, scope: !303, file: !2, line: 31, type: !42)
!308 = !DILocation(line: 0, scope: !303)
!309 = !DILocation(line: 31, column: 45, scope: !303)
!310 = !DILocation(line: 31, column: 38, scope: !303)
!311 = distinct !DISubprogram(name: "wide_store", scope: !2, file: !2, line: 25, type: !312, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !314)
!312 = !DISubroutineType(cc: DW_CC_nocall, types: !313)
!313 = !{null, !42}
!314 = !{!315}
!315 = !DILocalVariable(name: "v", arg: 1, scope: !311, file: !2, line: 25, type: !42)
!316 = !DILocation(line: 0, scope: !311)
!317 = !DILocation(line: 25, column: 39, scope: !311)
!318 = !DILocation(line: 25, column: 85, scope: !311)
!319 = distinct !DISubprogram(name: "wide_add", scope: !2, file: !2, line: 23, type: !312, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !320)
!320 = !{!321}
!321 = !DILocalVariable(name: "v", arg: 1, scope: !319, file: !2, line: 23, type: !42)
!322 = !DILocation(line: 0, scope: !319)
!323 = !DILocation(line: 23, column: 37, scope: !319)
!324 = !DILocation(line: 23, column: 85, scope: !319)
!325 = distinct !DISubprogram(name: "wide_raise", scope: !2, file: !2, line: 26, type: !326, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !327)
!326 = !DISubroutineType(types: !313)
!327 = !{!328, !329}
!328 = !DILocalVariable(name: "v", arg: 1, scope: !325, file: !2, line: 26, type: !42)
!329 = !DILocalVariable(name: "cur", scope: !325, file: !2, line: 27, type: !42)
!330 = !DILocation(line: 0, scope: !325)
!331 = !DILocation(line: 27, column: 14, scope: !325)
!332 = !DILocation(line: 28, column: 3, scope: !325)
!333 = !DILocation(line: 27, column: 8, scope: !325)
!334 = !DILocation(line: 28, column: 14, scope: !325)
!335 = !DILocation(line: 28, column: 18, scope: !325)
!336 = !DILocation(line: 28, column: 22, scope: !325)
!337 = distinct !{!337, !332, !338, !220}
!338 = !DILocation(line: 29, column: 3, scope: !325)
!339 = !DILocation(line: 30, column: 1, scope: !325)
