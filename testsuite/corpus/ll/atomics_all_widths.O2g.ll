; ModuleID = 'programs/atomics_all_widths.c'
source_filename = "programs/atomics_all_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"bool was=%d cas=%d expect=%d now=%d\0A\00", align 1, !dbg !0
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@.str.1 = private unnamed_addr constant [35 x i8] c"ptr prev=%d ok=%d cur=%d diff=%td\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"counter=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [104 x i8] c"%-6s old=%lld x1=%lld old2=%lld x2=%lld x3=%lld ex=%lld ok1=%d seen=%lld ok2=%d final=%lld lockfree=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"schar\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"uchar\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [6 x i8] c"short\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [7 x i8] c"ushort\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [4 x i8] c"int\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [5 x i8] c"uint\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [6 x i8] c"llong\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [7 x i8] c"ullong\00", align 1, !dbg !48

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !79 {
  %1 = alloca i64, align 8, !DIAssignID !104
  %2 = alloca i64, align 8, !DIAssignID !105
  %3 = alloca i32, align 4, !DIAssignID !106
  %4 = alloca i32, align 4, !DIAssignID !107
  %5 = alloca i16, align 2, !DIAssignID !108
  %6 = alloca i16, align 2, !DIAssignID !109
  %7 = alloca i8, align 1, !DIAssignID !110
  %8 = alloca i8, align 1, !DIAssignID !111
  %9 = alloca i8, align 1, !DIAssignID !112
    #dbg_assign(i1 undef, !83, !DIExpression(), !112, ptr %9, !DIExpression(), !113)
  %10 = alloca [4 x i32], align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !90, !DIExpression(), !114, ptr %10, !DIExpression(), !113)
  %11 = alloca ptr, align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !92, !DIExpression(), !115, ptr %11, !DIExpression(), !113)
  %12 = alloca i32, align 4, !DIAssignID !116
    #dbg_assign(i1 undef, !99, !DIExpression(), !116, ptr %12, !DIExpression(), !113)
    #dbg_assign(i1 undef, !117, !DIExpression(), !111, ptr %8, !DIExpression(), !135)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #4, !dbg !137
  store i8 120, ptr %8, align 1, !dbg !137, !tbaa !138, !DIAssignID !141
    #dbg_assign(i8 120, !117, !DIExpression(), !141, ptr %8, !DIExpression(), !135)
  %13 = atomicrmw add ptr %8, i8 10 monotonic, align 1, !dbg !137
    #dbg_value(i8 %13, !122, !DIExpression(), !135)
  %14 = load atomic i8, ptr %8 acquire, align 1, !dbg !137
    #dbg_value(i8 %14, !123, !DIExpression(), !135)
  %15 = atomicrmw sub ptr %8, i8 30 seq_cst, align 1, !dbg !137
    #dbg_value(i8 %15, !124, !DIExpression(), !135)
  %16 = load atomic i8, ptr %8 seq_cst, align 1, !dbg !137
    #dbg_value(i8 %16, !125, !DIExpression(), !135)
  %17 = atomicrmw or ptr %8, i8 15 release, align 1, !dbg !137
  %18 = atomicrmw and ptr %8, i8 -4 acq_rel, align 1, !dbg !137
  %19 = atomicrmw xor ptr %8, i8 85 seq_cst, align 1, !dbg !137
    #dbg_value(i8 %19, !126, !DIExpression(), !135)
  %20 = atomicrmw xchg ptr %8, i8 120 seq_cst, align 1, !dbg !137
    #dbg_value(i8 %20, !127, !DIExpression(), !135)
    #dbg_value(i8 121, !128, !DIExpression(), !135)
  %21 = cmpxchg ptr %8, i8 121, i8 7 seq_cst seq_cst, align 1, !dbg !137
  %22 = extractvalue { i8, i1 } %21, 0
    #dbg_value(i8 %22, !128, !DIExpression(), !135)
    #dbg_value(i1 poison, !129, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !135)
    #dbg_value(i8 %22, !130, !DIExpression(), !135)
  %23 = cmpxchg ptr %8, i8 %22, i8 9 acq_rel acquire, align 1, !dbg !137
    #dbg_value(i1 poison, !131, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !135)
    #dbg_value(i8 9, !132, !DIExpression(), !135)
    #dbg_value(i32 0, !133, !DIExpression(), !135)
  %24 = cmpxchg weak ptr %8, i8 9, i8 10 seq_cst seq_cst, align 1, !dbg !137
  %25 = extractvalue { i8, i1 } %24, 1, !dbg !137
  br i1 %25, label %36, label %26, !dbg !137

26:                                               ; preds = %0, %26
  %27 = phi { i8, i1 } [ %32, %26 ], [ %24, %0 ]
  %28 = phi i32 [ %30, %26 ], [ 0, %0 ]
    #dbg_value(i32 %28, !133, !DIExpression(), !135)
  %29 = extractvalue { i8, i1 } %27, 0
    #dbg_value(i8 %29, !132, !DIExpression(), !135)
  %30 = add nuw nsw i32 %28, 1, !dbg !137
    #dbg_value(i32 %30, !133, !DIExpression(), !135)
  %31 = add i8 %29, 1, !dbg !137
  %32 = cmpxchg weak ptr %8, i8 %29, i8 %31 seq_cst seq_cst, align 1, !dbg !137
  %33 = extractvalue { i8, i1 } %32, 1, !dbg !137
    #dbg_value(i8 poison, !132, !DIExpression(), !135)
  %34 = icmp ugt i32 %28, 98, !dbg !137
  %35 = select i1 %33, i1 true, i1 %34, !dbg !137
  br i1 %35, label %36, label %26, !dbg !137, !llvm.loop !142

36:                                               ; preds = %26, %0
  %37 = extractvalue { i8, i1 } %23, 1, !dbg !137
    #dbg_value(i1 %37, !131, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !135)
  %38 = extractvalue { i8, i1 } %21, 1, !dbg !137
    #dbg_value(i1 %38, !129, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !135)
  %39 = zext i1 %37 to i32, !dbg !137
    #dbg_value(i32 %39, !131, !DIExpression(), !135)
  %40 = zext i1 %38 to i32, !dbg !137
    #dbg_value(i32 %40, !129, !DIExpression(), !135)
  %41 = load atomic i8, ptr %8 seq_cst, align 1, !dbg !137
  %42 = shl i8 %41, 1, !dbg !137
  store atomic i8 %42, ptr %8 release, align 1, !dbg !137, !DIAssignID !144
    #dbg_assign(i8 %42, !117, !DIExpression(), !144, ptr %8, !DIExpression(), !135)
  %43 = sext i8 %13 to i64, !dbg !137
  %44 = sext i8 %14 to i64, !dbg !137
  %45 = sext i8 %15 to i64, !dbg !137
  %46 = sext i8 %16 to i64, !dbg !137
  %47 = sext i8 %19 to i64, !dbg !137
  %48 = sext i8 %20 to i64, !dbg !137
  %49 = sext i8 %22 to i64, !dbg !137
  %50 = load atomic i8, ptr %8 seq_cst, align 1, !dbg !137
  %51 = sext i8 %50 to i64, !dbg !137
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, i64 noundef %43, i64 noundef %44, i64 noundef %45, i64 noundef %46, i64 noundef %47, i64 noundef %48, i32 noundef %40, i64 noundef %49, i32 noundef %39, i64 noundef %51, i32 noundef 1), !dbg !137
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #4, !dbg !137
    #dbg_assign(i1 undef, !145, !DIExpression(), !110, ptr %7, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #4, !dbg !163
  store i8 -6, ptr %7, align 1, !dbg !163, !tbaa !138, !DIAssignID !164
    #dbg_assign(i8 -6, !145, !DIExpression(), !164, ptr %7, !DIExpression(), !161)
  %53 = atomicrmw add ptr %7, i8 10 monotonic, align 1, !dbg !163
    #dbg_value(i8 %53, !148, !DIExpression(), !161)
  %54 = load atomic i8, ptr %7 acquire, align 1, !dbg !163
    #dbg_value(i8 %54, !149, !DIExpression(), !161)
  %55 = atomicrmw sub ptr %7, i8 30 seq_cst, align 1, !dbg !163
    #dbg_value(i8 %55, !150, !DIExpression(), !161)
  %56 = load atomic i8, ptr %7 seq_cst, align 1, !dbg !163
    #dbg_value(i8 %56, !151, !DIExpression(), !161)
  %57 = atomicrmw or ptr %7, i8 15 release, align 1, !dbg !163
  %58 = atomicrmw and ptr %7, i8 -4 acq_rel, align 1, !dbg !163
  %59 = atomicrmw xor ptr %7, i8 85 seq_cst, align 1, !dbg !163
    #dbg_value(i8 %59, !152, !DIExpression(), !161)
  %60 = atomicrmw xchg ptr %7, i8 -6 seq_cst, align 1, !dbg !163
    #dbg_value(i8 %60, !153, !DIExpression(), !161)
    #dbg_value(i8 -5, !154, !DIExpression(), !161)
  %61 = cmpxchg ptr %7, i8 -5, i8 7 seq_cst seq_cst, align 1, !dbg !163
  %62 = extractvalue { i8, i1 } %61, 0
    #dbg_value(i8 %62, !154, !DIExpression(), !161)
    #dbg_value(i1 poison, !155, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !161)
    #dbg_value(i8 %62, !156, !DIExpression(), !161)
  %63 = cmpxchg ptr %7, i8 %62, i8 9 acq_rel acquire, align 1, !dbg !163
    #dbg_value(i1 poison, !157, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !161)
    #dbg_value(i8 9, !158, !DIExpression(), !161)
    #dbg_value(i32 0, !159, !DIExpression(), !161)
  %64 = cmpxchg weak ptr %7, i8 9, i8 10 seq_cst seq_cst, align 1, !dbg !163
  %65 = extractvalue { i8, i1 } %64, 1, !dbg !163
  br i1 %65, label %76, label %66, !dbg !163

66:                                               ; preds = %36, %66
  %67 = phi { i8, i1 } [ %72, %66 ], [ %64, %36 ]
  %68 = phi i32 [ %70, %66 ], [ 0, %36 ]
    #dbg_value(i32 %68, !159, !DIExpression(), !161)
  %69 = extractvalue { i8, i1 } %67, 0
    #dbg_value(i8 %69, !158, !DIExpression(), !161)
  %70 = add nuw nsw i32 %68, 1, !dbg !163
    #dbg_value(i32 %70, !159, !DIExpression(), !161)
  %71 = add i8 %69, 1, !dbg !163
  %72 = cmpxchg weak ptr %7, i8 %69, i8 %71 seq_cst seq_cst, align 1, !dbg !163
  %73 = extractvalue { i8, i1 } %72, 1, !dbg !163
    #dbg_value(i8 poison, !158, !DIExpression(), !161)
  %74 = icmp ugt i32 %68, 98, !dbg !163
  %75 = select i1 %73, i1 true, i1 %74, !dbg !163
  br i1 %75, label %76, label %66, !dbg !163, !llvm.loop !165

76:                                               ; preds = %66, %36
  %77 = extractvalue { i8, i1 } %63, 1, !dbg !163
    #dbg_value(i1 %77, !157, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !161)
  %78 = extractvalue { i8, i1 } %61, 1, !dbg !163
    #dbg_value(i1 %78, !155, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !161)
  %79 = zext i1 %77 to i32, !dbg !163
    #dbg_value(i32 %79, !157, !DIExpression(), !161)
  %80 = zext i1 %78 to i32, !dbg !163
    #dbg_value(i32 %80, !155, !DIExpression(), !161)
  %81 = load atomic i8, ptr %7 seq_cst, align 1, !dbg !163
  %82 = shl i8 %81, 1, !dbg !163
  store atomic i8 %82, ptr %7 release, align 1, !dbg !163, !DIAssignID !166
    #dbg_assign(i8 %82, !145, !DIExpression(), !166, ptr %7, !DIExpression(), !161)
  %83 = zext i8 %53 to i64, !dbg !163
  %84 = zext i8 %54 to i64, !dbg !163
  %85 = zext i8 %55 to i64, !dbg !163
  %86 = zext i8 %56 to i64, !dbg !163
  %87 = zext i8 %59 to i64, !dbg !163
  %88 = zext i8 %60 to i64, !dbg !163
  %89 = zext i8 %62 to i64, !dbg !163
  %90 = load atomic i8, ptr %7 seq_cst, align 1, !dbg !163
  %91 = zext i8 %90 to i64, !dbg !163
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.5, i64 noundef %83, i64 noundef %84, i64 noundef %85, i64 noundef %86, i64 noundef %87, i64 noundef %88, i32 noundef %80, i64 noundef %89, i32 noundef %79, i64 noundef %91, i32 noundef 1), !dbg !163
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #4, !dbg !163
    #dbg_assign(i1 undef, !167, !DIExpression(), !109, ptr %6, !DIExpression(), !183)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %6) #4, !dbg !185
  store i16 -32760, ptr %6, align 2, !dbg !185, !tbaa !138, !DIAssignID !186
    #dbg_assign(i16 -32760, !167, !DIExpression(), !186, ptr %6, !DIExpression(), !183)
  %93 = atomicrmw add ptr %6, i16 -20 monotonic, align 2, !dbg !185
    #dbg_value(i16 %93, !170, !DIExpression(), !183)
  %94 = load atomic i16, ptr %6 acquire, align 2, !dbg !185
    #dbg_value(i16 %94, !171, !DIExpression(), !183)
  %95 = atomicrmw sub ptr %6, i16 -60 seq_cst, align 2, !dbg !185
    #dbg_value(i16 %95, !172, !DIExpression(), !183)
  %96 = load atomic i16, ptr %6 seq_cst, align 2, !dbg !185
    #dbg_value(i16 %96, !173, !DIExpression(), !183)
  %97 = atomicrmw or ptr %6, i16 15 release, align 2, !dbg !185
  %98 = atomicrmw and ptr %6, i16 -4 acq_rel, align 2, !dbg !185
  %99 = atomicrmw xor ptr %6, i16 85 seq_cst, align 2, !dbg !185
    #dbg_value(i16 %99, !174, !DIExpression(), !183)
  %100 = atomicrmw xchg ptr %6, i16 -32760 seq_cst, align 2, !dbg !185
    #dbg_value(i16 %100, !175, !DIExpression(), !183)
    #dbg_value(i16 -32759, !176, !DIExpression(), !183)
  %101 = cmpxchg ptr %6, i16 -32759, i16 7 seq_cst seq_cst, align 2, !dbg !185
  %102 = extractvalue { i16, i1 } %101, 0
    #dbg_value(i16 %102, !176, !DIExpression(), !183)
    #dbg_value(i1 poison, !177, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !183)
    #dbg_value(i16 %102, !178, !DIExpression(), !183)
  %103 = cmpxchg ptr %6, i16 %102, i16 9 acq_rel acquire, align 2, !dbg !185
    #dbg_value(i1 poison, !179, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !183)
    #dbg_value(i16 9, !180, !DIExpression(), !183)
    #dbg_value(i32 0, !181, !DIExpression(), !183)
  %104 = cmpxchg weak ptr %6, i16 9, i16 10 seq_cst seq_cst, align 2, !dbg !185
  %105 = extractvalue { i16, i1 } %104, 1, !dbg !185
  br i1 %105, label %116, label %106, !dbg !185

106:                                              ; preds = %76, %106
  %107 = phi { i16, i1 } [ %112, %106 ], [ %104, %76 ]
  %108 = phi i32 [ %110, %106 ], [ 0, %76 ]
    #dbg_value(i32 %108, !181, !DIExpression(), !183)
  %109 = extractvalue { i16, i1 } %107, 0
    #dbg_value(i16 %109, !180, !DIExpression(), !183)
  %110 = add nuw nsw i32 %108, 1, !dbg !185
    #dbg_value(i32 %110, !181, !DIExpression(), !183)
  %111 = add i16 %109, 1, !dbg !185
  %112 = cmpxchg weak ptr %6, i16 %109, i16 %111 seq_cst seq_cst, align 2, !dbg !185
  %113 = extractvalue { i16, i1 } %112, 1, !dbg !185
    #dbg_value(i16 poison, !180, !DIExpression(), !183)
  %114 = icmp ugt i32 %108, 98, !dbg !185
  %115 = select i1 %113, i1 true, i1 %114, !dbg !185
  br i1 %115, label %116, label %106, !dbg !185, !llvm.loop !187

116:                                              ; preds = %106, %76
  %117 = extractvalue { i16, i1 } %103, 1, !dbg !185
    #dbg_value(i1 %117, !179, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !183)
  %118 = extractvalue { i16, i1 } %101, 1, !dbg !185
    #dbg_value(i1 %118, !177, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !183)
  %119 = zext i1 %117 to i32, !dbg !185
    #dbg_value(i32 %119, !179, !DIExpression(), !183)
  %120 = zext i1 %118 to i32, !dbg !185
    #dbg_value(i32 %120, !177, !DIExpression(), !183)
  %121 = load atomic i16, ptr %6 seq_cst, align 2, !dbg !185
  %122 = shl i16 %121, 1, !dbg !185
  store atomic i16 %122, ptr %6 release, align 2, !dbg !185, !DIAssignID !188
    #dbg_assign(i16 %122, !167, !DIExpression(), !188, ptr %6, !DIExpression(), !183)
  %123 = sext i16 %93 to i64, !dbg !185
  %124 = sext i16 %94 to i64, !dbg !185
  %125 = sext i16 %95 to i64, !dbg !185
  %126 = sext i16 %96 to i64, !dbg !185
  %127 = sext i16 %99 to i64, !dbg !185
  %128 = sext i16 %100 to i64, !dbg !185
  %129 = sext i16 %102 to i64, !dbg !185
  %130 = load atomic i16, ptr %6 seq_cst, align 2, !dbg !185
  %131 = sext i16 %130 to i64, !dbg !185
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.6, i64 noundef %123, i64 noundef %124, i64 noundef %125, i64 noundef %126, i64 noundef %127, i64 noundef %128, i32 noundef %120, i64 noundef %129, i32 noundef %119, i64 noundef %131, i32 noundef 1), !dbg !185
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %6) #4, !dbg !185
    #dbg_assign(i1 undef, !189, !DIExpression(), !108, ptr %5, !DIExpression(), !205)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5) #4, !dbg !207
  store i16 -6, ptr %5, align 2, !dbg !207, !tbaa !138, !DIAssignID !208
    #dbg_assign(i16 -6, !189, !DIExpression(), !208, ptr %5, !DIExpression(), !205)
  %133 = atomicrmw add ptr %5, i16 9 monotonic, align 2, !dbg !207
    #dbg_value(i16 %133, !192, !DIExpression(), !205)
  %134 = load atomic i16, ptr %5 acquire, align 2, !dbg !207
    #dbg_value(i16 %134, !193, !DIExpression(), !205)
  %135 = atomicrmw sub ptr %5, i16 27 seq_cst, align 2, !dbg !207
    #dbg_value(i16 %135, !194, !DIExpression(), !205)
  %136 = load atomic i16, ptr %5 seq_cst, align 2, !dbg !207
    #dbg_value(i16 %136, !195, !DIExpression(), !205)
  %137 = atomicrmw or ptr %5, i16 15 release, align 2, !dbg !207
  %138 = atomicrmw and ptr %5, i16 -4 acq_rel, align 2, !dbg !207
  %139 = atomicrmw xor ptr %5, i16 85 seq_cst, align 2, !dbg !207
    #dbg_value(i16 %139, !196, !DIExpression(), !205)
  %140 = atomicrmw xchg ptr %5, i16 -6 seq_cst, align 2, !dbg !207
    #dbg_value(i16 %140, !197, !DIExpression(), !205)
    #dbg_value(i16 -5, !198, !DIExpression(), !205)
  %141 = cmpxchg ptr %5, i16 -5, i16 7 seq_cst seq_cst, align 2, !dbg !207
  %142 = extractvalue { i16, i1 } %141, 0
    #dbg_value(i16 %142, !198, !DIExpression(), !205)
    #dbg_value(i1 poison, !199, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
    #dbg_value(i16 %142, !200, !DIExpression(), !205)
  %143 = cmpxchg ptr %5, i16 %142, i16 9 acq_rel acquire, align 2, !dbg !207
    #dbg_value(i1 poison, !201, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
    #dbg_value(i16 9, !202, !DIExpression(), !205)
    #dbg_value(i32 0, !203, !DIExpression(), !205)
  %144 = cmpxchg weak ptr %5, i16 9, i16 10 seq_cst seq_cst, align 2, !dbg !207
  %145 = extractvalue { i16, i1 } %144, 1, !dbg !207
  br i1 %145, label %156, label %146, !dbg !207

146:                                              ; preds = %116, %146
  %147 = phi { i16, i1 } [ %152, %146 ], [ %144, %116 ]
  %148 = phi i32 [ %150, %146 ], [ 0, %116 ]
    #dbg_value(i32 %148, !203, !DIExpression(), !205)
  %149 = extractvalue { i16, i1 } %147, 0
    #dbg_value(i16 %149, !202, !DIExpression(), !205)
  %150 = add nuw nsw i32 %148, 1, !dbg !207
    #dbg_value(i32 %150, !203, !DIExpression(), !205)
  %151 = add i16 %149, 1, !dbg !207
  %152 = cmpxchg weak ptr %5, i16 %149, i16 %151 seq_cst seq_cst, align 2, !dbg !207
  %153 = extractvalue { i16, i1 } %152, 1, !dbg !207
    #dbg_value(i16 poison, !202, !DIExpression(), !205)
  %154 = icmp ugt i32 %148, 98, !dbg !207
  %155 = select i1 %153, i1 true, i1 %154, !dbg !207
  br i1 %155, label %156, label %146, !dbg !207, !llvm.loop !209

156:                                              ; preds = %146, %116
  %157 = extractvalue { i16, i1 } %143, 1, !dbg !207
    #dbg_value(i1 %157, !201, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %158 = extractvalue { i16, i1 } %141, 1, !dbg !207
    #dbg_value(i1 %158, !199, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !205)
  %159 = zext i1 %157 to i32, !dbg !207
    #dbg_value(i32 %159, !201, !DIExpression(), !205)
  %160 = zext i1 %158 to i32, !dbg !207
    #dbg_value(i32 %160, !199, !DIExpression(), !205)
  %161 = load atomic i16, ptr %5 seq_cst, align 2, !dbg !207
  %162 = shl i16 %161, 1, !dbg !207
  store atomic i16 %162, ptr %5 release, align 2, !dbg !207, !DIAssignID !210
    #dbg_assign(i16 %162, !189, !DIExpression(), !210, ptr %5, !DIExpression(), !205)
  %163 = zext i16 %133 to i64, !dbg !207
  %164 = zext i16 %134 to i64, !dbg !207
  %165 = zext i16 %135 to i64, !dbg !207
  %166 = zext i16 %136 to i64, !dbg !207
  %167 = zext i16 %139 to i64, !dbg !207
  %168 = zext i16 %140 to i64, !dbg !207
  %169 = zext i16 %142 to i64, !dbg !207
  %170 = load atomic i16, ptr %5 seq_cst, align 2, !dbg !207
  %171 = zext i16 %170 to i64, !dbg !207
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.7, i64 noundef %163, i64 noundef %164, i64 noundef %165, i64 noundef %166, i64 noundef %167, i64 noundef %168, i32 noundef %160, i64 noundef %169, i32 noundef %159, i64 noundef %171, i32 noundef 1), !dbg !207
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5) #4, !dbg !207
    #dbg_assign(i1 undef, !211, !DIExpression(), !107, ptr %4, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #4, !dbg !228
  store i32 2147483600, ptr %4, align 4, !dbg !228, !tbaa !138, !DIAssignID !229
    #dbg_assign(i32 2147483600, !211, !DIExpression(), !229, ptr %4, !DIExpression(), !226)
  %173 = atomicrmw add ptr %4, i32 40 monotonic, align 4, !dbg !228
    #dbg_value(i32 %173, !214, !DIExpression(), !226)
  %174 = load atomic i32, ptr %4 acquire, align 4, !dbg !228
    #dbg_value(i32 %174, !215, !DIExpression(), !226)
  %175 = atomicrmw sub ptr %4, i32 120 seq_cst, align 4, !dbg !228
    #dbg_value(i32 %175, !216, !DIExpression(), !226)
  %176 = load atomic i32, ptr %4 seq_cst, align 4, !dbg !228
    #dbg_value(i32 %176, !217, !DIExpression(), !226)
  %177 = atomicrmw or ptr %4, i32 15 release, align 4, !dbg !228
  %178 = atomicrmw and ptr %4, i32 -4 acq_rel, align 4, !dbg !228
  %179 = atomicrmw xor ptr %4, i32 85 seq_cst, align 4, !dbg !228
    #dbg_value(i32 %179, !218, !DIExpression(), !226)
  %180 = atomicrmw xchg ptr %4, i32 2147483600 seq_cst, align 4, !dbg !228
    #dbg_value(i32 %180, !219, !DIExpression(), !226)
    #dbg_value(i32 2147483601, !220, !DIExpression(), !226)
  %181 = cmpxchg ptr %4, i32 2147483601, i32 7 seq_cst seq_cst, align 4, !dbg !228
  %182 = extractvalue { i32, i1 } %181, 0
    #dbg_value(i32 %182, !220, !DIExpression(), !226)
    #dbg_value(i1 poison, !221, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !226)
    #dbg_value(i32 %182, !222, !DIExpression(), !226)
  %183 = cmpxchg ptr %4, i32 %182, i32 9 acq_rel acquire, align 4, !dbg !228
    #dbg_value(i1 poison, !223, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !226)
    #dbg_value(i32 9, !224, !DIExpression(), !226)
    #dbg_value(i32 0, !225, !DIExpression(), !226)
  %184 = cmpxchg weak ptr %4, i32 9, i32 10 seq_cst seq_cst, align 4, !dbg !228
  %185 = extractvalue { i32, i1 } %184, 1, !dbg !228
  br i1 %185, label %196, label %186, !dbg !228

186:                                              ; preds = %156, %186
  %187 = phi { i32, i1 } [ %192, %186 ], [ %184, %156 ]
  %188 = phi i32 [ %190, %186 ], [ 0, %156 ]
    #dbg_value(i32 %188, !225, !DIExpression(), !226)
  %189 = extractvalue { i32, i1 } %187, 0
    #dbg_value(i32 %189, !224, !DIExpression(), !226)
  %190 = add nuw nsw i32 %188, 1, !dbg !228
    #dbg_value(i32 %190, !225, !DIExpression(), !226)
  %191 = add nsw i32 %189, 1, !dbg !228
  %192 = cmpxchg weak ptr %4, i32 %189, i32 %191 seq_cst seq_cst, align 4, !dbg !228
  %193 = extractvalue { i32, i1 } %192, 1, !dbg !228
    #dbg_value(i32 poison, !224, !DIExpression(), !226)
  %194 = icmp ugt i32 %188, 98, !dbg !228
  %195 = select i1 %193, i1 true, i1 %194, !dbg !228
  br i1 %195, label %196, label %186, !dbg !228, !llvm.loop !230

196:                                              ; preds = %186, %156
  %197 = extractvalue { i32, i1 } %183, 1, !dbg !228
    #dbg_value(i1 %197, !223, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !226)
  %198 = extractvalue { i32, i1 } %181, 1, !dbg !228
    #dbg_value(i1 %198, !221, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !226)
  %199 = zext i1 %197 to i32, !dbg !228
    #dbg_value(i32 %199, !223, !DIExpression(), !226)
  %200 = zext i1 %198 to i32, !dbg !228
    #dbg_value(i32 %200, !221, !DIExpression(), !226)
  %201 = load atomic i32, ptr %4 seq_cst, align 4, !dbg !228
  %202 = shl nsw i32 %201, 1, !dbg !228
  store atomic i32 %202, ptr %4 release, align 4, !dbg !228, !DIAssignID !231
    #dbg_assign(i32 %202, !211, !DIExpression(), !231, ptr %4, !DIExpression(), !226)
  %203 = sext i32 %173 to i64, !dbg !228
  %204 = sext i32 %174 to i64, !dbg !228
  %205 = sext i32 %175 to i64, !dbg !228
  %206 = sext i32 %176 to i64, !dbg !228
  %207 = sext i32 %179 to i64, !dbg !228
  %208 = sext i32 %180 to i64, !dbg !228
  %209 = sext i32 %182 to i64, !dbg !228
  %210 = load atomic i32, ptr %4 seq_cst, align 4, !dbg !228
  %211 = sext i32 %210 to i64, !dbg !228
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.8, i64 noundef %203, i64 noundef %204, i64 noundef %205, i64 noundef %206, i64 noundef %207, i64 noundef %208, i32 noundef %200, i64 noundef %209, i32 noundef %199, i64 noundef %211, i32 noundef 1), !dbg !228
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #4, !dbg !228
    #dbg_assign(i1 undef, !232, !DIExpression(), !106, ptr %3, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #4, !dbg !250
  store i32 -6, ptr %3, align 4, !dbg !250, !tbaa !138, !DIAssignID !251
    #dbg_assign(i32 -6, !232, !DIExpression(), !251, ptr %3, !DIExpression(), !248)
  %213 = atomicrmw add ptr %3, i32 7 monotonic, align 4, !dbg !250
    #dbg_value(i32 %213, !235, !DIExpression(), !248)
  %214 = load atomic i32, ptr %3 acquire, align 4, !dbg !250
    #dbg_value(i32 %214, !236, !DIExpression(), !248)
  %215 = atomicrmw sub ptr %3, i32 21 seq_cst, align 4, !dbg !250
    #dbg_value(i32 %215, !237, !DIExpression(), !248)
  %216 = load atomic i32, ptr %3 seq_cst, align 4, !dbg !250
    #dbg_value(i32 %216, !238, !DIExpression(), !248)
  %217 = atomicrmw or ptr %3, i32 15 release, align 4, !dbg !250
  %218 = atomicrmw and ptr %3, i32 -4 acq_rel, align 4, !dbg !250
  %219 = atomicrmw xor ptr %3, i32 85 seq_cst, align 4, !dbg !250
    #dbg_value(i32 %219, !239, !DIExpression(), !248)
  %220 = atomicrmw xchg ptr %3, i32 -6 seq_cst, align 4, !dbg !250
    #dbg_value(i32 %220, !240, !DIExpression(), !248)
    #dbg_value(i32 -5, !241, !DIExpression(), !248)
  %221 = cmpxchg ptr %3, i32 -5, i32 7 seq_cst seq_cst, align 4, !dbg !250
  %222 = extractvalue { i32, i1 } %221, 0
    #dbg_value(i32 %222, !241, !DIExpression(), !248)
    #dbg_value(i1 poison, !242, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !248)
    #dbg_value(i32 %222, !243, !DIExpression(), !248)
  %223 = cmpxchg ptr %3, i32 %222, i32 9 acq_rel acquire, align 4, !dbg !250
    #dbg_value(i1 poison, !244, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !248)
    #dbg_value(i32 9, !245, !DIExpression(), !248)
    #dbg_value(i32 0, !246, !DIExpression(), !248)
  %224 = cmpxchg weak ptr %3, i32 9, i32 10 seq_cst seq_cst, align 4, !dbg !250
  %225 = extractvalue { i32, i1 } %224, 1, !dbg !250
  br i1 %225, label %236, label %226, !dbg !250

226:                                              ; preds = %196, %226
  %227 = phi { i32, i1 } [ %232, %226 ], [ %224, %196 ]
  %228 = phi i32 [ %230, %226 ], [ 0, %196 ]
    #dbg_value(i32 %228, !246, !DIExpression(), !248)
  %229 = extractvalue { i32, i1 } %227, 0
    #dbg_value(i32 %229, !245, !DIExpression(), !248)
  %230 = add nuw nsw i32 %228, 1, !dbg !250
    #dbg_value(i32 %230, !246, !DIExpression(), !248)
  %231 = add i32 %229, 1, !dbg !250
  %232 = cmpxchg weak ptr %3, i32 %229, i32 %231 seq_cst seq_cst, align 4, !dbg !250
  %233 = extractvalue { i32, i1 } %232, 1, !dbg !250
    #dbg_value(i32 poison, !245, !DIExpression(), !248)
  %234 = icmp ugt i32 %228, 98, !dbg !250
  %235 = select i1 %233, i1 true, i1 %234, !dbg !250
  br i1 %235, label %236, label %226, !dbg !250, !llvm.loop !252

236:                                              ; preds = %226, %196
  %237 = extractvalue { i32, i1 } %223, 1, !dbg !250
    #dbg_value(i1 %237, !244, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !248)
  %238 = extractvalue { i32, i1 } %221, 1, !dbg !250
    #dbg_value(i1 %238, !242, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !248)
  %239 = zext i1 %237 to i32, !dbg !250
    #dbg_value(i32 %239, !244, !DIExpression(), !248)
  %240 = zext i1 %238 to i32, !dbg !250
    #dbg_value(i32 %240, !242, !DIExpression(), !248)
  %241 = load atomic i32, ptr %3 seq_cst, align 4, !dbg !250
  %242 = shl i32 %241, 1, !dbg !250
  store atomic i32 %242, ptr %3 release, align 4, !dbg !250, !DIAssignID !253
    #dbg_assign(i32 %242, !232, !DIExpression(), !253, ptr %3, !DIExpression(), !248)
  %243 = zext i32 %213 to i64, !dbg !250
  %244 = zext i32 %214 to i64, !dbg !250
  %245 = zext i32 %215 to i64, !dbg !250
  %246 = zext i32 %216 to i64, !dbg !250
  %247 = zext i32 %219 to i64, !dbg !250
  %248 = zext i32 %220 to i64, !dbg !250
  %249 = zext i32 %222 to i64, !dbg !250
  %250 = load atomic i32, ptr %3 seq_cst, align 4, !dbg !250
  %251 = zext i32 %250 to i64, !dbg !250
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.9, i64 noundef %243, i64 noundef %244, i64 noundef %245, i64 noundef %246, i64 noundef %247, i64 noundef %248, i32 noundef %240, i64 noundef %249, i32 noundef %239, i64 noundef %251, i32 noundef 1), !dbg !250
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #4, !dbg !250
    #dbg_assign(i1 undef, !254, !DIExpression(), !105, ptr %2, !DIExpression(), !270)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !272
  store i64 9223372036854775800, ptr %2, align 8, !dbg !272, !tbaa !138, !DIAssignID !273
    #dbg_assign(i64 9223372036854775800, !254, !DIExpression(), !273, ptr %2, !DIExpression(), !270)
  %253 = atomicrmw add ptr %2, i64 5 monotonic, align 8, !dbg !272
    #dbg_value(i64 %253, !257, !DIExpression(), !270)
  %254 = load atomic i64, ptr %2 acquire, align 8, !dbg !272
    #dbg_value(i64 %254, !258, !DIExpression(), !270)
  %255 = atomicrmw sub ptr %2, i64 15 seq_cst, align 8, !dbg !272
    #dbg_value(i64 %255, !259, !DIExpression(), !270)
  %256 = load atomic i64, ptr %2 seq_cst, align 8, !dbg !272
    #dbg_value(i64 %256, !260, !DIExpression(), !270)
  %257 = atomicrmw or ptr %2, i64 15 release, align 8, !dbg !272
  %258 = atomicrmw and ptr %2, i64 -4 acq_rel, align 8, !dbg !272
  %259 = atomicrmw xor ptr %2, i64 85 seq_cst, align 8, !dbg !272
    #dbg_value(i64 %259, !261, !DIExpression(), !270)
  %260 = atomicrmw xchg ptr %2, i64 9223372036854775800 seq_cst, align 8, !dbg !272
    #dbg_value(i64 %260, !262, !DIExpression(), !270)
    #dbg_value(i64 9223372036854775801, !263, !DIExpression(), !270)
  %261 = cmpxchg ptr %2, i64 9223372036854775801, i64 7 seq_cst seq_cst, align 8, !dbg !272
  %262 = extractvalue { i64, i1 } %261, 0
    #dbg_value(i64 %262, !263, !DIExpression(), !270)
    #dbg_value(i1 poison, !264, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !270)
    #dbg_value(i64 %262, !265, !DIExpression(), !270)
  %263 = cmpxchg ptr %2, i64 %262, i64 9 acq_rel acquire, align 8, !dbg !272
    #dbg_value(i1 poison, !266, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !270)
    #dbg_value(i64 9, !267, !DIExpression(), !270)
    #dbg_value(i32 0, !268, !DIExpression(), !270)
  %264 = cmpxchg weak ptr %2, i64 9, i64 10 seq_cst seq_cst, align 8, !dbg !272
  %265 = extractvalue { i64, i1 } %264, 1, !dbg !272
  br i1 %265, label %276, label %266, !dbg !272

266:                                              ; preds = %236, %266
  %267 = phi { i64, i1 } [ %272, %266 ], [ %264, %236 ]
  %268 = phi i32 [ %270, %266 ], [ 0, %236 ]
    #dbg_value(i32 %268, !268, !DIExpression(), !270)
  %269 = extractvalue { i64, i1 } %267, 0
    #dbg_value(i64 %269, !267, !DIExpression(), !270)
  %270 = add nuw nsw i32 %268, 1, !dbg !272
    #dbg_value(i32 %270, !268, !DIExpression(), !270)
  %271 = add nsw i64 %269, 1, !dbg !272
  %272 = cmpxchg weak ptr %2, i64 %269, i64 %271 seq_cst seq_cst, align 8, !dbg !272
  %273 = extractvalue { i64, i1 } %272, 1, !dbg !272
    #dbg_value(i64 poison, !267, !DIExpression(), !270)
  %274 = icmp ugt i32 %268, 98, !dbg !272
  %275 = select i1 %273, i1 true, i1 %274, !dbg !272
  br i1 %275, label %276, label %266, !dbg !272, !llvm.loop !274

276:                                              ; preds = %266, %236
  %277 = extractvalue { i64, i1 } %263, 1, !dbg !272
    #dbg_value(i1 %277, !266, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !270)
  %278 = extractvalue { i64, i1 } %261, 1, !dbg !272
    #dbg_value(i1 %278, !264, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !270)
  %279 = zext i1 %277 to i32, !dbg !272
    #dbg_value(i32 %279, !266, !DIExpression(), !270)
  %280 = zext i1 %278 to i32, !dbg !272
    #dbg_value(i32 %280, !264, !DIExpression(), !270)
  %281 = load atomic i64, ptr %2 seq_cst, align 8, !dbg !272
  %282 = shl nsw i64 %281, 1, !dbg !272
  store atomic i64 %282, ptr %2 release, align 8, !dbg !272, !DIAssignID !275
    #dbg_assign(i64 %282, !254, !DIExpression(), !275, ptr %2, !DIExpression(), !270)
  %283 = load atomic i64, ptr %2 seq_cst, align 8, !dbg !272
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.10, i64 noundef %253, i64 noundef %254, i64 noundef %255, i64 noundef %256, i64 noundef %259, i64 noundef %260, i32 noundef %280, i64 noundef %262, i32 noundef %279, i64 noundef %283, i32 noundef 1), !dbg !272
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !272
    #dbg_assign(i1 undef, !276, !DIExpression(), !104, ptr %1, !DIExpression(), !292)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !294
  store i64 -6, ptr %1, align 8, !dbg !294, !tbaa !138, !DIAssignID !295
    #dbg_assign(i64 -6, !276, !DIExpression(), !295, ptr %1, !DIExpression(), !292)
  %285 = atomicrmw add ptr %1, i64 3 monotonic, align 8, !dbg !294
    #dbg_value(i64 %285, !279, !DIExpression(), !292)
  %286 = load atomic i64, ptr %1 acquire, align 8, !dbg !294
    #dbg_value(i64 %286, !280, !DIExpression(), !292)
  %287 = atomicrmw sub ptr %1, i64 9 seq_cst, align 8, !dbg !294
    #dbg_value(i64 %287, !281, !DIExpression(), !292)
  %288 = load atomic i64, ptr %1 seq_cst, align 8, !dbg !294
    #dbg_value(i64 %288, !282, !DIExpression(), !292)
  %289 = atomicrmw or ptr %1, i64 15 release, align 8, !dbg !294
  %290 = atomicrmw and ptr %1, i64 -4 acq_rel, align 8, !dbg !294
  %291 = atomicrmw xor ptr %1, i64 85 seq_cst, align 8, !dbg !294
    #dbg_value(i64 %291, !283, !DIExpression(), !292)
  %292 = atomicrmw xchg ptr %1, i64 -6 seq_cst, align 8, !dbg !294
    #dbg_value(i64 %292, !284, !DIExpression(), !292)
    #dbg_value(i64 -5, !285, !DIExpression(), !292)
  %293 = cmpxchg ptr %1, i64 -5, i64 7 seq_cst seq_cst, align 8, !dbg !294
  %294 = extractvalue { i64, i1 } %293, 0
    #dbg_value(i64 %294, !285, !DIExpression(), !292)
    #dbg_value(i1 poison, !286, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !292)
    #dbg_value(i64 %294, !287, !DIExpression(), !292)
  %295 = cmpxchg ptr %1, i64 %294, i64 9 acq_rel acquire, align 8, !dbg !294
    #dbg_value(i1 poison, !288, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !292)
    #dbg_value(i64 9, !289, !DIExpression(), !292)
    #dbg_value(i32 0, !290, !DIExpression(), !292)
  %296 = cmpxchg weak ptr %1, i64 9, i64 10 seq_cst seq_cst, align 8, !dbg !294
  %297 = extractvalue { i64, i1 } %296, 1, !dbg !294
  br i1 %297, label %308, label %298, !dbg !294

298:                                              ; preds = %276, %298
  %299 = phi { i64, i1 } [ %304, %298 ], [ %296, %276 ]
  %300 = phi i32 [ %302, %298 ], [ 0, %276 ]
    #dbg_value(i32 %300, !290, !DIExpression(), !292)
  %301 = extractvalue { i64, i1 } %299, 0
    #dbg_value(i64 %301, !289, !DIExpression(), !292)
  %302 = add nuw nsw i32 %300, 1, !dbg !294
    #dbg_value(i32 %302, !290, !DIExpression(), !292)
  %303 = add i64 %301, 1, !dbg !294
  %304 = cmpxchg weak ptr %1, i64 %301, i64 %303 seq_cst seq_cst, align 8, !dbg !294
  %305 = extractvalue { i64, i1 } %304, 1, !dbg !294
    #dbg_value(i64 poison, !289, !DIExpression(), !292)
  %306 = icmp ugt i32 %300, 98, !dbg !294
  %307 = select i1 %305, i1 true, i1 %306, !dbg !294
  br i1 %307, label %308, label %298, !dbg !294, !llvm.loop !296

308:                                              ; preds = %298, %276
  %309 = extractvalue { i64, i1 } %295, 1, !dbg !294
    #dbg_value(i1 %309, !288, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !292)
  %310 = extractvalue { i64, i1 } %293, 1, !dbg !294
    #dbg_value(i1 %310, !286, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !292)
  %311 = zext i1 %309 to i32, !dbg !294
    #dbg_value(i32 %311, !288, !DIExpression(), !292)
  %312 = zext i1 %310 to i32, !dbg !294
    #dbg_value(i32 %312, !286, !DIExpression(), !292)
  %313 = load atomic i64, ptr %1 seq_cst, align 8, !dbg !294
  %314 = shl i64 %313, 1, !dbg !294
  store atomic i64 %314, ptr %1 release, align 8, !dbg !294, !DIAssignID !297
    #dbg_assign(i64 %314, !276, !DIExpression(), !297, ptr %1, !DIExpression(), !292)
  %315 = load atomic i64, ptr %1 seq_cst, align 8, !dbg !294
  %316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.11, i64 noundef %285, i64 noundef %286, i64 noundef %287, i64 noundef %288, i64 noundef %291, i64 noundef %292, i32 noundef %312, i64 noundef %294, i32 noundef %311, i64 noundef %315, i32 noundef 1), !dbg !294
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !294
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #4, !dbg !298
  store i8 0, ptr %9, align 1, !dbg !299, !tbaa !138, !DIAssignID !300
    #dbg_assign(i8 0, !83, !DIExpression(), !300, ptr %9, !DIExpression(), !113)
  %317 = atomicrmw xchg ptr %9, i8 1 seq_cst, align 1, !dbg !301
    #dbg_value(i8 %317, !87, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !113)
    #dbg_value(i8 0, !88, !DIExpression(), !113)
  %318 = cmpxchg ptr %9, i8 0, i8 0 seq_cst seq_cst, align 1, !dbg !302
  %319 = extractvalue { i8, i1 } %318, 1, !dbg !302
  %320 = extractvalue { i8, i1 } %318, 0, !dbg !302
  %321 = and i8 %320, 1, !dbg !302
  %322 = zext nneg i8 %321 to i32, !dbg !302
  %323 = select i1 %319, i32 0, i32 %322, !dbg !302
    #dbg_value(i8 poison, !88, !DIExpression(), !113)
  %324 = zext i1 %319 to i32, !dbg !302
    #dbg_value(i32 %324, !89, !DIExpression(), !113)
  %325 = and i8 %317, 1, !dbg !303
  %326 = zext nneg i8 %325 to i32, !dbg !303
  %327 = load atomic i8, ptr %9 seq_cst, align 1, !dbg !304
  %328 = and i8 %327, 1, !dbg !304
  %329 = zext nneg i8 %328 to i32, !dbg !304
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %326, i32 noundef %324, i32 noundef %323, i32 noundef %329), !dbg !305
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #4, !dbg !306
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %10, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.arr, i64 16, i1 false), !dbg !307, !DIAssignID !308
    #dbg_assign(i1 undef, !90, !DIExpression(), !308, ptr %10, !DIExpression(), !113)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #4, !dbg !309
  store ptr %10, ptr %11, align 8, !dbg !310, !tbaa !138, !DIAssignID !311
    #dbg_assign(ptr %10, !92, !DIExpression(), !311, ptr %11, !DIExpression(), !113)
  %331 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !312
  %332 = ptrtoint ptr %331 to i64, !dbg !312
  %333 = atomicrmw xchg ptr %11, i64 %332 seq_cst, align 8, !dbg !312
  %334 = inttoptr i64 %333 to ptr, !dbg !312
    #dbg_value(ptr %334, !95, !DIExpression(), !113)
    #dbg_value(ptr %331, !96, !DIExpression(), !113)
  %335 = getelementptr inbounds i8, ptr %10, i64 12, !dbg !313
  %336 = ptrtoint ptr %335 to i64, !dbg !313
  %337 = cmpxchg ptr %11, i64 %332, i64 %336 seq_cst seq_cst, align 8, !dbg !313
  %338 = extractvalue { i64, i1 } %337, 1, !dbg !313
  %339 = zext i1 %338 to i32, !dbg !313
    #dbg_value(i32 %339, !97, !DIExpression(), !113)
  %340 = load atomic i64, ptr %11 seq_cst, align 8, !dbg !314
  %341 = inttoptr i64 %340 to ptr, !dbg !314
    #dbg_value(ptr %341, !98, !DIExpression(), !113)
  %342 = load i32, ptr %334, align 4, !dbg !315, !tbaa !316
  %343 = load i32, ptr %341, align 4, !dbg !318, !tbaa !316
  %344 = ptrtoint ptr %10 to i64, !dbg !319
  %345 = sub i64 %340, %344, !dbg !319
  %346 = ashr exact i64 %345, 2, !dbg !319
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %342, i32 noundef %339, i32 noundef %343, i64 noundef %346), !dbg !320
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #4, !dbg !321
  store i32 0, ptr %12, align 4, !dbg !322, !tbaa !138, !DIAssignID !323
    #dbg_assign(i32 0, !99, !DIExpression(), !323, ptr %12, !DIExpression(), !113)
    #dbg_value(i32 0, !102, !DIExpression(), !324)
  br label %353, !dbg !325

348:                                              ; preds = %353
  %349 = load atomic i32, ptr %12 seq_cst, align 4, !dbg !326
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %349), !dbg !327
  %351 = load atomic i32, ptr %12 seq_cst, align 4, !dbg !328
  %352 = and i32 %351, 127, !dbg !329
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #4, !dbg !330
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #4, !dbg !330
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #4, !dbg !330
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #4, !dbg !330
  ret i32 %352, !dbg !331

353:                                              ; preds = %353, %308
  %354 = phi i32 [ 0, %308 ], [ %374, %353 ]
    #dbg_value(i32 %354, !102, !DIExpression(), !324)
  %355 = atomicrmw add ptr %12, i32 %354 monotonic, align 4, !dbg !332
  %356 = or disjoint i32 %354, 1, !dbg !334
    #dbg_value(i32 %356, !102, !DIExpression(), !324)
  %357 = atomicrmw add ptr %12, i32 %356 monotonic, align 4, !dbg !332
  %358 = add nuw nsw i32 %354, 2, !dbg !334
    #dbg_value(i32 %358, !102, !DIExpression(), !324)
  %359 = atomicrmw add ptr %12, i32 %358 monotonic, align 4, !dbg !332
  %360 = add nuw nsw i32 %354, 3, !dbg !334
    #dbg_value(i32 %360, !102, !DIExpression(), !324)
  %361 = atomicrmw add ptr %12, i32 %360 monotonic, align 4, !dbg !332
  %362 = add nuw nsw i32 %354, 4, !dbg !334
    #dbg_value(i32 %362, !102, !DIExpression(), !324)
  %363 = atomicrmw add ptr %12, i32 %362 monotonic, align 4, !dbg !332
  %364 = add nuw nsw i32 %354, 5, !dbg !334
    #dbg_value(i32 %364, !102, !DIExpression(), !324)
  %365 = atomicrmw add ptr %12, i32 %364 monotonic, align 4, !dbg !332
  %366 = add nuw nsw i32 %354, 6, !dbg !334
    #dbg_value(i32 %366, !102, !DIExpression(), !324)
  %367 = atomicrmw add ptr %12, i32 %366 monotonic, align 4, !dbg !332
  %368 = add nuw nsw i32 %354, 7, !dbg !334
    #dbg_value(i32 %368, !102, !DIExpression(), !324)
  %369 = atomicrmw add ptr %12, i32 %368 monotonic, align 4, !dbg !332
  %370 = add nuw nsw i32 %354, 8, !dbg !334
    #dbg_value(i32 %370, !102, !DIExpression(), !324)
  %371 = atomicrmw add ptr %12, i32 %370 monotonic, align 4, !dbg !332
  %372 = add nuw nsw i32 %354, 9, !dbg !334
    #dbg_value(i32 %372, !102, !DIExpression(), !324)
  %373 = atomicrmw add ptr %12, i32 %372 monotonic, align 4, !dbg !332
  %374 = add nuw nsw i32 %354, 10, !dbg !334
    #dbg_value(i32 %374, !102, !DIExpression(), !324)
  %375 = icmp eq i32 %374, 1000, !dbg !335
  br i1 %375, label %348, label %353, !dbg !325, !llvm.loop !336
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !338 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/atomics_all_widths.c", directory: ".", checksumkind: CSK_MD5, checksum: "4ed8f64046ac42e032d1e3fe0a43a89b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 832, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 104)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !24, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 7)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 4)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 5)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !33, isLocal: true, isDefinition: true)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !51, retainedTypes: !62, globals: !70, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52}
!52 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !53, line: 68, baseType: !54, size: 32, elements: !55)
!53 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !{!56, !57, !58, !59, !60, !61}
!56 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!57 = !DIEnumerator(name: "memory_order_consume", value: 1)
!58 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!59 = !DIEnumerator(name: "memory_order_release", value: 3)
!60 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!61 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!62 = !{!63, !64, !65, !66, !67, !68, !54, !69}
!63 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!64 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!65 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!66 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!67 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!70 = !{!0, !7, !12, !17, !22, !27, !29, !31, !36, !41, !46, !48}
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !80, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!68}
!82 = !{!83, !87, !88, !89, !90, !92, !95, !96, !97, !98, !99, !102}
!83 = !DILocalVariable(name: "flag", scope: !79, file: !2, line: 44, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !53, line: 97, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !86)
!86 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!87 = !DILocalVariable(name: "was", scope: !79, file: !2, line: 45, type: !86)
!88 = !DILocalVariable(name: "expect", scope: !79, file: !2, line: 46, type: !86)
!89 = !DILocalVariable(name: "cas", scope: !79, file: !2, line: 47, type: !68)
!90 = !DILocalVariable(name: "arr", scope: !79, file: !2, line: 49, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 128, elements: !39)
!92 = !DILocalVariable(name: "ap", scope: !79, file: !2, line: 50, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!95 = !DILocalVariable(name: "prev", scope: !79, file: !2, line: 51, type: !94)
!96 = !DILocalVariable(name: "want", scope: !79, file: !2, line: 52, type: !94)
!97 = !DILocalVariable(name: "ok", scope: !79, file: !2, line: 53, type: !68)
!98 = !DILocalVariable(name: "cur", scope: !79, file: !2, line: 54, type: !94)
!99 = !DILocalVariable(name: "counter", scope: !79, file: !2, line: 56, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !53, line: 104, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !68)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 57, type: !68)
!103 = distinct !DILexicalBlock(scope: !79, file: !2, line: 57, column: 5)
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = distinct !DIAssignID()
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !79)
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = !DILocalVariable(name: "a", scope: !118, file: !2, line: 33, type: !134)
!118 = distinct !DISubprogram(name: "test_schar", scope: !2, file: !2, line: 33, type: !119, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{null}
!121 = !{!117, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133}
!122 = !DILocalVariable(name: "old", scope: !118, file: !2, line: 33, type: !63)
!123 = !DILocalVariable(name: "x1", scope: !118, file: !2, line: 33, type: !63)
!124 = !DILocalVariable(name: "old2", scope: !118, file: !2, line: 33, type: !63)
!125 = !DILocalVariable(name: "x2", scope: !118, file: !2, line: 33, type: !63)
!126 = !DILocalVariable(name: "x3", scope: !118, file: !2, line: 33, type: !63)
!127 = !DILocalVariable(name: "ex", scope: !118, file: !2, line: 33, type: !63)
!128 = !DILocalVariable(name: "expected", scope: !118, file: !2, line: 33, type: !63)
!129 = !DILocalVariable(name: "ok1", scope: !118, file: !2, line: 33, type: !68)
!130 = !DILocalVariable(name: "seen", scope: !118, file: !2, line: 33, type: !63)
!131 = !DILocalVariable(name: "ok2", scope: !118, file: !2, line: 33, type: !68)
!132 = !DILocalVariable(name: "w", scope: !118, file: !2, line: 33, type: !63)
!133 = !DILocalVariable(name: "tries", scope: !118, file: !2, line: 33, type: !68)
!134 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !63)
!135 = !DILocation(line: 0, scope: !118, inlinedAt: !136)
!136 = distinct !DILocation(line: 43, column: 5, scope: !79)
!137 = !DILocation(line: 33, column: 1, scope: !118, inlinedAt: !136)
!138 = !{!139, !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = distinct !DIAssignID()
!142 = distinct !{!142, !137, !137, !143}
!143 = !{!"llvm.loop.mustprogress"}
!144 = distinct !DIAssignID()
!145 = !DILocalVariable(name: "a", scope: !146, file: !2, line: 34, type: !160)
!146 = distinct !DISubprogram(name: "test_uchar", scope: !2, file: !2, line: 34, type: !119, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !147)
!147 = !{!145, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159}
!148 = !DILocalVariable(name: "old", scope: !146, file: !2, line: 34, type: !65)
!149 = !DILocalVariable(name: "x1", scope: !146, file: !2, line: 34, type: !65)
!150 = !DILocalVariable(name: "old2", scope: !146, file: !2, line: 34, type: !65)
!151 = !DILocalVariable(name: "x2", scope: !146, file: !2, line: 34, type: !65)
!152 = !DILocalVariable(name: "x3", scope: !146, file: !2, line: 34, type: !65)
!153 = !DILocalVariable(name: "ex", scope: !146, file: !2, line: 34, type: !65)
!154 = !DILocalVariable(name: "expected", scope: !146, file: !2, line: 34, type: !65)
!155 = !DILocalVariable(name: "ok1", scope: !146, file: !2, line: 34, type: !68)
!156 = !DILocalVariable(name: "seen", scope: !146, file: !2, line: 34, type: !65)
!157 = !DILocalVariable(name: "ok2", scope: !146, file: !2, line: 34, type: !68)
!158 = !DILocalVariable(name: "w", scope: !146, file: !2, line: 34, type: !65)
!159 = !DILocalVariable(name: "tries", scope: !146, file: !2, line: 34, type: !68)
!160 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !65)
!161 = !DILocation(line: 0, scope: !146, inlinedAt: !162)
!162 = distinct !DILocation(line: 43, column: 19, scope: !79)
!163 = !DILocation(line: 34, column: 1, scope: !146, inlinedAt: !162)
!164 = distinct !DIAssignID()
!165 = distinct !{!165, !163, !163, !143}
!166 = distinct !DIAssignID()
!167 = !DILocalVariable(name: "a", scope: !168, file: !2, line: 35, type: !182)
!168 = distinct !DISubprogram(name: "test_short", scope: !2, file: !2, line: 35, type: !119, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !169)
!169 = !{!167, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181}
!170 = !DILocalVariable(name: "old", scope: !168, file: !2, line: 35, type: !66)
!171 = !DILocalVariable(name: "x1", scope: !168, file: !2, line: 35, type: !66)
!172 = !DILocalVariable(name: "old2", scope: !168, file: !2, line: 35, type: !66)
!173 = !DILocalVariable(name: "x2", scope: !168, file: !2, line: 35, type: !66)
!174 = !DILocalVariable(name: "x3", scope: !168, file: !2, line: 35, type: !66)
!175 = !DILocalVariable(name: "ex", scope: !168, file: !2, line: 35, type: !66)
!176 = !DILocalVariable(name: "expected", scope: !168, file: !2, line: 35, type: !66)
!177 = !DILocalVariable(name: "ok1", scope: !168, file: !2, line: 35, type: !68)
!178 = !DILocalVariable(name: "seen", scope: !168, file: !2, line: 35, type: !66)
!179 = !DILocalVariable(name: "ok2", scope: !168, file: !2, line: 35, type: !68)
!180 = !DILocalVariable(name: "w", scope: !168, file: !2, line: 35, type: !66)
!181 = !DILocalVariable(name: "tries", scope: !168, file: !2, line: 35, type: !68)
!182 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !66)
!183 = !DILocation(line: 0, scope: !168, inlinedAt: !184)
!184 = distinct !DILocation(line: 43, column: 33, scope: !79)
!185 = !DILocation(line: 35, column: 1, scope: !168, inlinedAt: !184)
!186 = distinct !DIAssignID()
!187 = distinct !{!187, !185, !185, !143}
!188 = distinct !DIAssignID()
!189 = !DILocalVariable(name: "a", scope: !190, file: !2, line: 36, type: !204)
!190 = distinct !DISubprogram(name: "test_ushort", scope: !2, file: !2, line: 36, type: !119, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !191)
!191 = !{!189, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203}
!192 = !DILocalVariable(name: "old", scope: !190, file: !2, line: 36, type: !67)
!193 = !DILocalVariable(name: "x1", scope: !190, file: !2, line: 36, type: !67)
!194 = !DILocalVariable(name: "old2", scope: !190, file: !2, line: 36, type: !67)
!195 = !DILocalVariable(name: "x2", scope: !190, file: !2, line: 36, type: !67)
!196 = !DILocalVariable(name: "x3", scope: !190, file: !2, line: 36, type: !67)
!197 = !DILocalVariable(name: "ex", scope: !190, file: !2, line: 36, type: !67)
!198 = !DILocalVariable(name: "expected", scope: !190, file: !2, line: 36, type: !67)
!199 = !DILocalVariable(name: "ok1", scope: !190, file: !2, line: 36, type: !68)
!200 = !DILocalVariable(name: "seen", scope: !190, file: !2, line: 36, type: !67)
!201 = !DILocalVariable(name: "ok2", scope: !190, file: !2, line: 36, type: !68)
!202 = !DILocalVariable(name: "w", scope: !190, file: !2, line: 36, type: !67)
!203 = !DILocalVariable(name: "tries", scope: !190, file: !2, line: 36, type: !68)
!204 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !67)
!205 = !DILocation(line: 0, scope: !190, inlinedAt: !206)
!206 = distinct !DILocation(line: 43, column: 47, scope: !79)
!207 = !DILocation(line: 36, column: 1, scope: !190, inlinedAt: !206)
!208 = distinct !DIAssignID()
!209 = distinct !{!209, !207, !207, !143}
!210 = distinct !DIAssignID()
!211 = !DILocalVariable(name: "a", scope: !212, file: !2, line: 37, type: !101)
!212 = distinct !DISubprogram(name: "test_int", scope: !2, file: !2, line: 37, type: !119, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !213)
!213 = !{!211, !214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225}
!214 = !DILocalVariable(name: "old", scope: !212, file: !2, line: 37, type: !68)
!215 = !DILocalVariable(name: "x1", scope: !212, file: !2, line: 37, type: !68)
!216 = !DILocalVariable(name: "old2", scope: !212, file: !2, line: 37, type: !68)
!217 = !DILocalVariable(name: "x2", scope: !212, file: !2, line: 37, type: !68)
!218 = !DILocalVariable(name: "x3", scope: !212, file: !2, line: 37, type: !68)
!219 = !DILocalVariable(name: "ex", scope: !212, file: !2, line: 37, type: !68)
!220 = !DILocalVariable(name: "expected", scope: !212, file: !2, line: 37, type: !68)
!221 = !DILocalVariable(name: "ok1", scope: !212, file: !2, line: 37, type: !68)
!222 = !DILocalVariable(name: "seen", scope: !212, file: !2, line: 37, type: !68)
!223 = !DILocalVariable(name: "ok2", scope: !212, file: !2, line: 37, type: !68)
!224 = !DILocalVariable(name: "w", scope: !212, file: !2, line: 37, type: !68)
!225 = !DILocalVariable(name: "tries", scope: !212, file: !2, line: 37, type: !68)
!226 = !DILocation(line: 0, scope: !212, inlinedAt: !227)
!227 = distinct !DILocation(line: 43, column: 62, scope: !79)
!228 = !DILocation(line: 37, column: 1, scope: !212, inlinedAt: !227)
!229 = distinct !DIAssignID()
!230 = distinct !{!230, !228, !228, !143}
!231 = distinct !DIAssignID()
!232 = !DILocalVariable(name: "a", scope: !233, file: !2, line: 38, type: !247)
!233 = distinct !DISubprogram(name: "test_uint", scope: !2, file: !2, line: 38, type: !119, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !234)
!234 = !{!232, !235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246}
!235 = !DILocalVariable(name: "old", scope: !233, file: !2, line: 38, type: !54)
!236 = !DILocalVariable(name: "x1", scope: !233, file: !2, line: 38, type: !54)
!237 = !DILocalVariable(name: "old2", scope: !233, file: !2, line: 38, type: !54)
!238 = !DILocalVariable(name: "x2", scope: !233, file: !2, line: 38, type: !54)
!239 = !DILocalVariable(name: "x3", scope: !233, file: !2, line: 38, type: !54)
!240 = !DILocalVariable(name: "ex", scope: !233, file: !2, line: 38, type: !54)
!241 = !DILocalVariable(name: "expected", scope: !233, file: !2, line: 38, type: !54)
!242 = !DILocalVariable(name: "ok1", scope: !233, file: !2, line: 38, type: !68)
!243 = !DILocalVariable(name: "seen", scope: !233, file: !2, line: 38, type: !54)
!244 = !DILocalVariable(name: "ok2", scope: !233, file: !2, line: 38, type: !68)
!245 = !DILocalVariable(name: "w", scope: !233, file: !2, line: 38, type: !54)
!246 = !DILocalVariable(name: "tries", scope: !233, file: !2, line: 38, type: !68)
!247 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !54)
!248 = !DILocation(line: 0, scope: !233, inlinedAt: !249)
!249 = distinct !DILocation(line: 43, column: 74, scope: !79)
!250 = !DILocation(line: 38, column: 1, scope: !233, inlinedAt: !249)
!251 = distinct !DIAssignID()
!252 = distinct !{!252, !250, !250, !143}
!253 = distinct !DIAssignID()
!254 = !DILocalVariable(name: "a", scope: !255, file: !2, line: 39, type: !269)
!255 = distinct !DISubprogram(name: "test_llong", scope: !2, file: !2, line: 39, type: !119, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !256)
!256 = !{!254, !257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268}
!257 = !DILocalVariable(name: "old", scope: !255, file: !2, line: 39, type: !64)
!258 = !DILocalVariable(name: "x1", scope: !255, file: !2, line: 39, type: !64)
!259 = !DILocalVariable(name: "old2", scope: !255, file: !2, line: 39, type: !64)
!260 = !DILocalVariable(name: "x2", scope: !255, file: !2, line: 39, type: !64)
!261 = !DILocalVariable(name: "x3", scope: !255, file: !2, line: 39, type: !64)
!262 = !DILocalVariable(name: "ex", scope: !255, file: !2, line: 39, type: !64)
!263 = !DILocalVariable(name: "expected", scope: !255, file: !2, line: 39, type: !64)
!264 = !DILocalVariable(name: "ok1", scope: !255, file: !2, line: 39, type: !68)
!265 = !DILocalVariable(name: "seen", scope: !255, file: !2, line: 39, type: !64)
!266 = !DILocalVariable(name: "ok2", scope: !255, file: !2, line: 39, type: !68)
!267 = !DILocalVariable(name: "w", scope: !255, file: !2, line: 39, type: !64)
!268 = !DILocalVariable(name: "tries", scope: !255, file: !2, line: 39, type: !68)
!269 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !64)
!270 = !DILocation(line: 0, scope: !255, inlinedAt: !271)
!271 = distinct !DILocation(line: 43, column: 87, scope: !79)
!272 = !DILocation(line: 39, column: 1, scope: !255, inlinedAt: !271)
!273 = distinct !DIAssignID()
!274 = distinct !{!274, !272, !272, !143}
!275 = distinct !DIAssignID()
!276 = !DILocalVariable(name: "a", scope: !277, file: !2, line: 40, type: !291)
!277 = distinct !DISubprogram(name: "test_ullong", scope: !2, file: !2, line: 40, type: !119, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !278)
!278 = !{!276, !279, !280, !281, !282, !283, !284, !285, !286, !287, !288, !289, !290}
!279 = !DILocalVariable(name: "old", scope: !277, file: !2, line: 40, type: !69)
!280 = !DILocalVariable(name: "x1", scope: !277, file: !2, line: 40, type: !69)
!281 = !DILocalVariable(name: "old2", scope: !277, file: !2, line: 40, type: !69)
!282 = !DILocalVariable(name: "x2", scope: !277, file: !2, line: 40, type: !69)
!283 = !DILocalVariable(name: "x3", scope: !277, file: !2, line: 40, type: !69)
!284 = !DILocalVariable(name: "ex", scope: !277, file: !2, line: 40, type: !69)
!285 = !DILocalVariable(name: "expected", scope: !277, file: !2, line: 40, type: !69)
!286 = !DILocalVariable(name: "ok1", scope: !277, file: !2, line: 40, type: !68)
!287 = !DILocalVariable(name: "seen", scope: !277, file: !2, line: 40, type: !69)
!288 = !DILocalVariable(name: "ok2", scope: !277, file: !2, line: 40, type: !68)
!289 = !DILocalVariable(name: "w", scope: !277, file: !2, line: 40, type: !69)
!290 = !DILocalVariable(name: "tries", scope: !277, file: !2, line: 40, type: !68)
!291 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !69)
!292 = !DILocation(line: 0, scope: !277, inlinedAt: !293)
!293 = distinct !DILocation(line: 43, column: 101, scope: !79)
!294 = !DILocation(line: 40, column: 1, scope: !277, inlinedAt: !293)
!295 = distinct !DIAssignID()
!296 = distinct !{!296, !294, !294, !143}
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 44, column: 5, scope: !79)
!299 = !DILocation(line: 44, column: 17, scope: !79)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 45, column: 16, scope: !79)
!302 = !DILocation(line: 47, column: 15, scope: !79)
!303 = !DILocation(line: 48, column: 53, scope: !79)
!304 = !DILocation(line: 48, column: 71, scope: !79)
!305 = !DILocation(line: 48, column: 5, scope: !79)
!306 = !DILocation(line: 49, column: 5, scope: !79)
!307 = !DILocation(line: 49, column: 9, scope: !79)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 50, column: 5, scope: !79)
!310 = !DILocation(line: 50, column: 20, scope: !79)
!311 = distinct !DIAssignID()
!312 = !DILocation(line: 51, column: 17, scope: !79)
!313 = !DILocation(line: 53, column: 14, scope: !79)
!314 = !DILocation(line: 54, column: 16, scope: !79)
!315 = !DILocation(line: 55, column: 51, scope: !79)
!316 = !{!317, !317, i64 0}
!317 = !{!"int", !139, i64 0}
!318 = !DILocation(line: 55, column: 62, scope: !79)
!319 = !DILocation(line: 55, column: 72, scope: !79)
!320 = !DILocation(line: 55, column: 5, scope: !79)
!321 = !DILocation(line: 56, column: 5, scope: !79)
!322 = !DILocation(line: 56, column: 16, scope: !79)
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 0, scope: !103)
!325 = !DILocation(line: 57, column: 5, scope: !103)
!326 = !DILocation(line: 58, column: 28, scope: !79)
!327 = !DILocation(line: 58, column: 5, scope: !79)
!328 = !DILocation(line: 59, column: 12, scope: !79)
!329 = !DILocation(line: 59, column: 34, scope: !79)
!330 = !DILocation(line: 60, column: 1, scope: !79)
!331 = !DILocation(line: 59, column: 5, scope: !79)
!332 = !DILocation(line: 57, column: 36, scope: !333)
!333 = distinct !DILexicalBlock(scope: !103, file: !2, line: 57, column: 5)
!334 = !DILocation(line: 57, column: 32, scope: !333)
!335 = !DILocation(line: 57, column: 23, scope: !333)
!336 = distinct !{!336, !325, !337, !143}
!337 = !DILocation(line: 57, column: 95, scope: !103)
!338 = !DISubprogram(name: "printf", scope: !339, file: !339, line: 356, type: !340, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!339 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!340 = !DISubroutineType(types: !341)
!341 = !{!68, !342, null}
!342 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !343)
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
