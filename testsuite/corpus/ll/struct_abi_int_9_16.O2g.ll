; ModuleID = 'programs/struct_abi_int_9_16.c'
source_filename = "programs/struct_abi_int_9_16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.t9 = type { i64, i8 }
%struct.t12 = type { i32, i32, i32 }
%struct.t16 = type { i64, i64 }
%struct.t11 = type { [11 x i8] }
%struct.t14 = type { [7 x i16] }
%struct.t16b = type { i8, i64 }
%struct.t16c = type { i32, i64 }
%struct.t12n = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { i16, i16 }
%struct.anon.0 = type { i32, i8 }
%struct.t15 = type { [15 x i8] }

@.str = private unnamed_addr constant [41 x i8] c"%-5s size=%zu sum=%ld swapped=%ld r=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"t9\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"t12\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"t16\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c"t11\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"t14\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [5 x i8] c"t16b\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [5 x i8] c"t16c\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [5 x i8] c"t12n\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [4 x i8] c"t15\00", align 1, !dbg !32
@.str.10 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = alloca %struct.t9, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !60, !DIExpression(), !153, ptr %1, !DIExpression(), !154)
  %2 = alloca %struct.t12, align 8, !DIAssignID !155
    #dbg_assign(i1 undef, !69, !DIExpression(), !155, ptr %2, !DIExpression(), !156)
  %3 = alloca %struct.t16, align 8, !DIAssignID !157
    #dbg_assign(i1 undef, !79, !DIExpression(), !157, ptr %3, !DIExpression(), !158)
  %4 = alloca %struct.t11, align 8, !DIAssignID !159
    #dbg_assign(i1 undef, !88, !DIExpression(), !159, ptr %4, !DIExpression(), !160)
  %5 = alloca %struct.t14, align 8, !DIAssignID !161
    #dbg_assign(i1 undef, !96, !DIExpression(), !161, ptr %5, !DIExpression(), !162)
  %6 = alloca %struct.t16b, align 8, !DIAssignID !163
    #dbg_assign(i1 undef, !107, !DIExpression(), !163, ptr %6, !DIExpression(), !164)
  %7 = alloca %struct.t16c, align 8, !DIAssignID !165
    #dbg_assign(i1 undef, !116, !DIExpression(), !165, ptr %7, !DIExpression(), !166)
  %8 = alloca %struct.t12n, align 8, !DIAssignID !167
    #dbg_assign(i1 undef, !125, !DIExpression(), !167, ptr %8, !DIExpression(), !168)
    #dbg_assign(i1 undef, !140, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !169, ptr undef, !DIExpression(), !168)
  %9 = alloca %struct.t15, align 8, !DIAssignID !170
    #dbg_assign(i1 undef, !142, !DIExpression(), !170, ptr %9, !DIExpression(), !171)
    #dbg_value(i64 0, !59, !DIExpression(), !172)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !173
  store i64 29000000203, ptr %1, align 8, !dbg !173, !DIAssignID !174
    #dbg_assign(i64 29000000203, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !174, ptr %1, !DIExpression(), !154)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !173
  store i8 29, ptr %10, align 8, !dbg !173, !DIAssignID !175
    #dbg_assign(i8 29, !60, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !175, ptr %10, !DIExpression(), !154)
  %11 = tail call fastcc i64 @swap_t9(i64 29000000203), !dbg !173
    #dbg_value(i64 %11, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !154)
    #dbg_value(i8 71, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !154)
  %12 = tail call fastcc i64 @five_then_t9(ptr noundef nonnull byval(%struct.t9) align 8 %1), !dbg !173
  %13 = tail call fastcc i64 @two_t9(i64 29000000203, i8 29, i64 %11), !dbg !173
  %14 = add i64 %13, %12, !dbg !173
    #dbg_value(i64 %14, !68, !DIExpression(), !154)
  %15 = tail call fastcc i64 @sum_t9(i64 29000000203, i8 29), !dbg !173
  %16 = tail call fastcc i64 @sum_t9(i64 %11, i8 71), !dbg !173
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 16, i64 noundef %15, i64 noundef %16, i64 noundef %14), !dbg !173
    #dbg_value(i64 %14, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !176
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #5, !dbg !177
  store i64 -373662154723, ptr %2, align 8, !dbg !177, !DIAssignID !178
  %18 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !177
  store i32 30408704, ptr %18, align 8, !dbg !177, !DIAssignID !179
    #dbg_assign(i64 -373662154723, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !178, ptr %2, !DIExpression(), !156)
    #dbg_assign(i32 30408704, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !179, ptr %18, !DIExpression(), !156)
  %19 = tail call fastcc { i64, i32 } @swap_t12(i64 -373662154723), !dbg !177
  %20 = extractvalue { i64, i32 } %19, 0, !dbg !177
  %21 = extractvalue { i64, i32 } %19, 1, !dbg !177
    #dbg_value(i64 %20, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !156)
    #dbg_value(i32 %21, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !156)
  %22 = tail call fastcc i64 @five_then_t12(ptr noundef nonnull byval(%struct.t12) align 8 %2), !dbg !177
  %23 = tail call fastcc i64 @two_t12(i64 -373662154723, i32 30408704, i64 %20, i32 %21), !dbg !177
  %24 = add nsw i64 %23, %22, !dbg !177
    #dbg_value(i64 %24, !78, !DIExpression(), !156)
  %25 = tail call fastcc i64 @sum_t12(i64 -373662154723, i32 30408704), !dbg !177
  %26 = tail call fastcc i64 @sum_t12(i64 %20, i32 %21), !dbg !177
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 12, i64 noundef %25, i64 noundef %26, i64 noundef %24), !dbg !177
  %28 = xor i64 %24, %14, !dbg !177
    #dbg_value(i64 %28, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #5, !dbg !180
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5, !dbg !181
  store i64 29, ptr %3, align 8, !dbg !181, !DIAssignID !182
    #dbg_assign(i64 29, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !182, ptr %3, !DIExpression(), !158)
  %29 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !181
  store i64 -30, ptr %29, align 8, !dbg !181, !DIAssignID !183
    #dbg_assign(i64 -30, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !183, ptr %29, !DIExpression(), !158)
  %30 = tail call fastcc i64 @swap_t16(i64 29), !dbg !181
    #dbg_value(i64 %30, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !158)
    #dbg_value(i64 -4, !86, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158)
  %31 = tail call fastcc i64 @five_then_t16(ptr noundef nonnull byval(%struct.t16) align 8 %3), !dbg !181
  %32 = tail call fastcc i64 @two_t16(i64 29, i64 -30, i64 %30), !dbg !181
  %33 = add i64 %32, %31, !dbg !181
    #dbg_value(i64 %33, !87, !DIExpression(), !158)
  %34 = tail call fastcc i64 @sum_t16(i64 29, i64 -30), !dbg !181
  %35 = tail call fastcc i64 @sum_t16(i64 %30, i64 -4), !dbg !181
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 16, i64 noundef %34, i64 noundef %35, i64 noundef %33), !dbg !181
  %37 = xor i64 %28, %33, !dbg !181
    #dbg_value(i64 %37, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5, !dbg !184
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %4) #5, !dbg !185
  %38 = tail call fastcc { i64, i24 } @make_t11(), !dbg !185
  %39 = extractvalue { i64, i24 } %38, 0, !dbg !185
  %40 = extractvalue { i64, i24 } %38, 1, !dbg !185
  store i64 %39, ptr %4, align 8, !dbg !185, !DIAssignID !186
  %41 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !185
  store i24 %40, ptr %41, align 8, !dbg !185, !DIAssignID !187
    #dbg_assign(i64 %39, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186, ptr %4, !DIExpression(), !160)
    #dbg_assign(i24 %40, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !187, ptr %41, !DIExpression(), !160)
  %42 = tail call fastcc { i64, i24 } @swap_t11(i64 %39, i24 %40), !dbg !185
  %43 = extractvalue { i64, i24 } %42, 0, !dbg !185
  %44 = extractvalue { i64, i24 } %42, 1, !dbg !185
    #dbg_value(i64 %43, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !160)
    #dbg_value(i24 %44, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !160)
  %45 = tail call fastcc i64 @five_then_t11(ptr noundef nonnull byval(%struct.t11) align 8 %4), !dbg !185
  %46 = tail call fastcc i64 @two_t11(i64 %39, i24 %40, i64 %43, i24 %44), !dbg !185
  %47 = add nsw i64 %46, %45, !dbg !185
    #dbg_value(i64 %47, !95, !DIExpression(), !160)
  %48 = tail call fastcc i64 @sum_t11(i64 %39, i24 %40), !dbg !185
  %49 = tail call fastcc i64 @sum_t11(i64 %43, i24 %44), !dbg !185
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 11, i64 noundef %48, i64 noundef %49, i64 noundef %47), !dbg !185
  %51 = xor i64 %37, %47, !dbg !185
    #dbg_value(i64 %51, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %4) #5, !dbg !188
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %5) #5, !dbg !189
  %52 = tail call fastcc { i64, i48 } @make_t14(), !dbg !189
  %53 = extractvalue { i64, i48 } %52, 0, !dbg !189
  %54 = extractvalue { i64, i48 } %52, 1, !dbg !189
  store i64 %53, ptr %5, align 8, !dbg !189, !DIAssignID !190
  %55 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !189
  store i48 %54, ptr %55, align 8, !dbg !189, !DIAssignID !191
    #dbg_assign(i64 %53, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !190, ptr %5, !DIExpression(), !162)
    #dbg_assign(i48 %54, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !191, ptr %55, !DIExpression(), !162)
  %56 = tail call fastcc { i64, i48 } @swap_t14(i64 %53, i48 %54), !dbg !189
  %57 = extractvalue { i64, i48 } %56, 0, !dbg !189
  %58 = extractvalue { i64, i48 } %56, 1, !dbg !189
    #dbg_value(i64 %57, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !162)
    #dbg_value(i48 %58, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !162)
  %59 = tail call fastcc i64 @five_then_t14(ptr noundef nonnull byval(%struct.t14) align 8 %5), !dbg !189
  %60 = tail call fastcc i64 @two_t14(i64 %53, i48 %54, i64 %57, i48 %58), !dbg !189
  %61 = add nsw i64 %60, %59, !dbg !189
    #dbg_value(i64 %61, !106, !DIExpression(), !162)
  %62 = tail call fastcc i64 @sum_t14(i64 %53, i48 %54), !dbg !189
  %63 = tail call fastcc i64 @sum_t14(i64 %57, i48 %58), !dbg !189
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 14, i64 noundef %62, i64 noundef %63, i64 noundef %61), !dbg !189
  %65 = xor i64 %51, %61, !dbg !189
    #dbg_value(i64 %65, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %5) #5, !dbg !192
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #5, !dbg !193
  store i8 122, ptr %6, align 8, !dbg !193, !DIAssignID !194
    #dbg_assign(i8 122, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !194, ptr %6, !DIExpression(), !164)
  %66 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !193
  store i64 -841, ptr %66, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(i64 -841, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %66, !DIExpression(), !164)
  %67 = tail call fastcc i8 @swap_t16b(i8 122), !dbg !193
    #dbg_value(i8 %67, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !164)
    #dbg_value(i64 -2523, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !164)
  %68 = tail call fastcc i64 @five_then_t16b(ptr noundef nonnull byval(%struct.t16b) align 8 %6), !dbg !193
  %69 = tail call fastcc i64 @two_t16b(i8 122, i64 -841, i8 %67), !dbg !193
  %70 = add i64 %69, %68, !dbg !193
    #dbg_value(i64 %70, !115, !DIExpression(), !164)
  %71 = tail call fastcc i64 @sum_t16b(i8 122, i64 -841), !dbg !193
  %72 = tail call fastcc i64 @sum_t16b(i8 %67, i64 -2523), !dbg !193
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 16, i64 noundef %71, i64 noundef %72, i64 noundef %70), !dbg !193
  %74 = xor i64 %65, %70, !dbg !193
    #dbg_value(i64 %74, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #5, !dbg !196
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #5, !dbg !197
  store i32 -29, ptr %7, align 8, !dbg !197, !DIAssignID !198
    #dbg_assign(i32 -29, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !198, ptr %7, !DIExpression(), !166)
  %75 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !197
  store i64 249108103168, ptr %75, align 8, !dbg !197, !DIAssignID !199
    #dbg_assign(i64 249108103168, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !199, ptr %75, !DIExpression(), !166)
    #dbg_value(i32 29, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !166)
    #dbg_value(i64 29000, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !166)
  %76 = tail call fastcc i64 @five_then_t16c(ptr noundef nonnull byval(%struct.t16c) align 8 %7), !dbg !197
  %77 = tail call fastcc i64 @two_t16c(i32 -29, i64 249108103168), !dbg !197
  %78 = add i64 %77, %76, !dbg !197
    #dbg_value(i64 %78, !124, !DIExpression(), !166)
  %79 = tail call fastcc i64 @sum_t16c(i32 -29, i64 249108103168), !dbg !197
  %80 = tail call fastcc i64 @sum_t16c(i32 29, i64 29000), !dbg !197
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 16, i64 noundef %79, i64 noundef %80, i64 noundef %78), !dbg !197
  %82 = xor i64 %74, %78, !dbg !197
    #dbg_value(i64 %82, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #5, !dbg !200
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #5, !dbg !201
  store i64 3612071297053, ptr %8, align 8, !dbg !201, !DIAssignID !202
  %83 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !201
  store i8 104, ptr %83, align 8, !dbg !201, !DIAssignID !203
    #dbg_assign(i64 3612071297053, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202, ptr %8, !DIExpression(), !168)
    #dbg_assign(i8 104, !125, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !203, ptr %83, !DIExpression(), !168)
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !204, ptr %8, !DIExpression(DW_OP_plus_uconst, 9), !168)
  %84 = tail call fastcc i64 @swap_t12n(i64 3612071297053), !dbg !201
    #dbg_value(i64 %84, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !168)
    #dbg_value(i8 72, !140, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !168)
    #dbg_assign(i1 undef, !140, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !205, ptr undef, !DIExpression(), !168)
  %85 = tail call fastcc i64 @five_then_t12n(ptr noundef nonnull byval(%struct.t12n) align 8 %8), !dbg !201
  %86 = tail call fastcc i64 @two_t12n(i64 3612071297053, i8 104, i64 %84), !dbg !201
  %87 = add nsw i64 %86, %85, !dbg !201
    #dbg_value(i64 %87, !141, !DIExpression(), !168)
  %88 = tail call fastcc i64 @sum_t12n(i64 3612071297053, i8 104), !dbg !201
  %89 = tail call fastcc i64 @sum_t12n(i64 %84, i8 72), !dbg !201
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 12, i64 noundef %88, i64 noundef %89, i64 noundef %87), !dbg !201
  %91 = xor i64 %82, %87, !dbg !201
    #dbg_value(i64 %91, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #5, !dbg !206
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %9) #5, !dbg !207
  %92 = tail call fastcc { i64, i56 } @make_t15(), !dbg !207
  %93 = extractvalue { i64, i56 } %92, 0, !dbg !207
  %94 = extractvalue { i64, i56 } %92, 1, !dbg !207
  store i64 %93, ptr %9, align 8, !dbg !207, !DIAssignID !208
  %95 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !207
  store i56 %94, ptr %95, align 8, !dbg !207, !DIAssignID !209
    #dbg_assign(i64 %93, !142, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !208, ptr %9, !DIExpression(), !171)
    #dbg_assign(i56 %94, !142, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !209, ptr %95, !DIExpression(), !171)
  %96 = tail call fastcc { i64, i56 } @swap_t15(i64 %93, i56 %94), !dbg !207
  %97 = extractvalue { i64, i56 } %96, 0, !dbg !207
  %98 = extractvalue { i64, i56 } %96, 1, !dbg !207
    #dbg_value(i64 %97, !151, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i56 %98, !151, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !171)
  %99 = tail call fastcc i64 @five_then_t15(ptr noundef nonnull byval(%struct.t15) align 8 %9), !dbg !207
  %100 = tail call fastcc i64 @two_t15(i64 %93, i56 %94, i64 %97, i56 %98), !dbg !207
  %101 = add nsw i64 %100, %99, !dbg !207
    #dbg_value(i64 %101, !152, !DIExpression(), !171)
  %102 = tail call fastcc i64 @sum_t15(i64 %93, i56 %94), !dbg !207
  %103 = tail call fastcc i64 @sum_t15(i64 %97, i56 %98), !dbg !207
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 15, i64 noundef %102, i64 noundef %103, i64 noundef %101), !dbg !207
  %105 = xor i64 %91, %101, !dbg !207
    #dbg_value(i64 %105, !59, !DIExpression(), !172)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %9) #5, !dbg !210
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %105), !dbg !211
  %107 = trunc i64 %105 to i32, !dbg !212
  %108 = and i32 %107, 127, !dbg !212
  ret i32 %108, !dbg !213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @swap_t9(i64 %0) unnamed_addr #2 !dbg !214 {
    #dbg_assign(i1 undef, !218, !DIExpression(DW_OP_LLVM_fragment, 72, 56), !219, ptr undef, !DIExpression(), !220)
    #dbg_value(i64 %0, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !220)
    #dbg_value(i8 29, !218, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !220)
  %2 = xor i64 %0, -1, !dbg !221
    #dbg_value(i64 %2, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !220)
    #dbg_value(i8 71, !218, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !220)
  ret i64 %2, !dbg !221
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @five_then_t9(ptr nocapture noundef readonly byval(%struct.t9) align 8 %0) unnamed_addr #3 !dbg !222 {
    #dbg_value(i64 10, !226, !DIExpression(), !233)
    #dbg_value(i64 20, !227, !DIExpression(), !233)
    #dbg_value(i64 30, !228, !DIExpression(), !233)
    #dbg_value(i64 40, !229, !DIExpression(), !233)
    #dbg_value(i64 50, !230, !DIExpression(), !233)
    #dbg_declare(ptr %0, !231, !DIExpression(), !234)
    #dbg_value(i64 60, !232, !DIExpression(), !233)
  %2 = load i64, ptr %0, align 8, !dbg !234
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !234
  %4 = load i8, ptr %3, align 8, !dbg !234
  %5 = tail call fastcc i64 @sum_t9(i64 %2, i8 %4), !dbg !234
  %6 = shl i64 %5, 1, !dbg !234
  %7 = add i64 %6, 90, !dbg !234
  ret i64 %7, !dbg !234
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t9(i64 %0, i8 %1, i64 %2) unnamed_addr #2 !dbg !235 {
    #dbg_value(i64 %0, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !241)
    #dbg_value(i8 %1, !239, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !241)
    #dbg_value(i64 %2, !240, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !241)
    #dbg_value(i8 71, !240, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !241)
  %4 = tail call fastcc i64 @sum_t9(i64 %0, i8 %1), !dbg !242
  %5 = mul i64 %4, 5, !dbg !242
  %6 = tail call fastcc i64 @sum_t9(i64 %2, i8 71), !dbg !242
  %7 = sub i64 %5, %6, !dbg !242
  ret i64 %7, !dbg !242
}

; Function Attrs: nofree nounwind
declare !dbg !243 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t9(i64 %0, i8 %1) unnamed_addr #2 !dbg !250 {
    #dbg_value(i64 %0, !254, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !255)
    #dbg_value(i8 %1, !254, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !255)
  %3 = sext i8 %1 to i64, !dbg !256
  %4 = add i64 %3, %0, !dbg !256
  ret i64 %4, !dbg !256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i32 } @swap_t12(i64 %0) unnamed_addr #2 !dbg !257 {
  %2 = trunc i64 %0 to i32
  %3 = and i64 %0, -4294967296, !dbg !262
    #dbg_value(i32 %2, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !263)
    #dbg_value(i64 %0, !261, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !263)
    #dbg_value(i32 30408704, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !263)
    #dbg_value(i32 %2, !261, !DIExpression(DW_OP_constu, 30408704, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !263)
    #dbg_value(i32 %2, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !263)
    #dbg_value(i32 30408704, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !263)
    #dbg_value(!DIArgList(i64 0, i64 %0), !261, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shr, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !263)
  %4 = sub i64 30408704, %3, !dbg !262
  %5 = insertvalue { i64, i32 } poison, i64 %4, 0, !dbg !262
  %6 = insertvalue { i64, i32 } %5, i32 %2, 1, !dbg !262
  ret { i64, i32 } %6, !dbg !262
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -47244640166, 47244640325) i64 @five_then_t12(ptr nocapture noundef readonly byval(%struct.t12) align 8 %0) unnamed_addr #3 !dbg !264 {
    #dbg_value(i64 10, !268, !DIExpression(), !275)
    #dbg_value(i64 20, !269, !DIExpression(), !275)
    #dbg_value(i64 30, !270, !DIExpression(), !275)
    #dbg_value(i64 40, !271, !DIExpression(), !275)
    #dbg_value(i64 50, !272, !DIExpression(), !275)
    #dbg_declare(ptr %0, !273, !DIExpression(), !276)
    #dbg_value(i64 60, !274, !DIExpression(), !275)
  %2 = load i64, ptr %0, align 8, !dbg !276
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !276
  %4 = load i32, ptr %3, align 8, !dbg !276
  %5 = tail call fastcc i64 @sum_t12(i64 %2, i32 %4), !dbg !276
  %6 = shl nsw i64 %5, 1, !dbg !276
  %7 = add nsw i64 %6, 90, !dbg !276
  ret i64 %7, !dbg !276
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -141733920757, 141733920714) i64 @two_t12(i64 %0, i32 %1, i64 %2, i32 %3) unnamed_addr #2 !dbg !277 {
    #dbg_value(i64 %0, !281, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
    #dbg_value(i32 %1, !281, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !283)
    #dbg_value(i64 %2, !282, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
    #dbg_value(i32 %3, !282, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !283)
  %5 = tail call fastcc i64 @sum_t12(i64 %0, i32 %1), !dbg !284
  %6 = mul nsw i64 %5, 5, !dbg !284
  %7 = tail call fastcc i64 @sum_t12(i64 %2, i32 %3), !dbg !284
  %8 = sub nsw i64 %6, %7, !dbg !284
  ret i64 %8, !dbg !284
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -23622320128, 23622320118) i64 @sum_t12(i64 %0, i32 %1) unnamed_addr #2 !dbg !285 {
    #dbg_value(i64 %0, !289, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !290)
    #dbg_value(i64 %0, !289, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !290)
    #dbg_value(i32 %1, !289, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !290)
  %3 = shl i64 %0, 32, !dbg !291
  %4 = ashr exact i64 %3, 32, !dbg !291
  %5 = ashr i64 %0, 32, !dbg !291
  %6 = mul nsw i64 %5, 7, !dbg !291
  %7 = add nsw i64 %4, %6, !dbg !291
  %8 = sext i32 %1 to i64, !dbg !291
  %9 = mul nsw i64 %8, 3, !dbg !291
  %10 = add nsw i64 %7, %9, !dbg !291
  ret i64 %10, !dbg !291
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @swap_t16(i64 %0) unnamed_addr #2 !dbg !292 {
    #dbg_value(i64 %0, !296, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !297)
    #dbg_value(i64 -30, !296, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !297)
  %2 = shl i64 %0, 7, !dbg !298
    #dbg_value(i64 %2, !296, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !297)
    #dbg_value(i64 -4, !296, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !297)
  ret i64 %2, !dbg !298
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @five_then_t16(ptr nocapture noundef readonly byval(%struct.t16) align 8 %0) unnamed_addr #3 !dbg !299 {
    #dbg_value(i64 10, !303, !DIExpression(), !310)
    #dbg_value(i64 20, !304, !DIExpression(), !310)
    #dbg_value(i64 30, !305, !DIExpression(), !310)
    #dbg_value(i64 40, !306, !DIExpression(), !310)
    #dbg_value(i64 50, !307, !DIExpression(), !310)
    #dbg_declare(ptr %0, !308, !DIExpression(), !311)
    #dbg_value(i64 60, !309, !DIExpression(), !310)
  %2 = load i64, ptr %0, align 8, !dbg !311
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !311
  %4 = load i64, ptr %3, align 8, !dbg !311
  %5 = tail call fastcc i64 @sum_t16(i64 %2, i64 %4), !dbg !311
  %6 = shl i64 %5, 1, !dbg !311
  %7 = add i64 %6, 90, !dbg !311
  ret i64 %7, !dbg !311
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t16(i64 %0, i64 %1, i64 %2) unnamed_addr #2 !dbg !312 {
    #dbg_value(i64 %0, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !318)
    #dbg_value(i64 %1, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !318)
    #dbg_value(i64 %2, !317, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !318)
    #dbg_value(i64 -4, !317, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !318)
  %4 = tail call fastcc i64 @sum_t16(i64 %0, i64 %1), !dbg !319
  %5 = mul i64 %4, 5, !dbg !319
  %6 = tail call fastcc i64 @sum_t16(i64 %2, i64 -4), !dbg !319
  %7 = sub i64 %5, %6, !dbg !319
  ret i64 %7, !dbg !319
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t16(i64 %0, i64 %1) unnamed_addr #2 !dbg !320 {
    #dbg_value(i64 %0, !324, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !325)
    #dbg_value(i64 %1, !324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !325)
  %3 = mul i64 %0, 31, !dbg !326
  %4 = add i64 %3, %1, !dbg !326
  ret i64 %4, !dbg !326
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @make_t11() unnamed_addr #2 !dbg !327 {
    #dbg_value(i64 29, !331, !DIExpression(), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !335)
    #dbg_value(i24 0, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !335)
    #dbg_value(i8 0, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !335)
    #dbg_value(i8 29, !332, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !335)
    #dbg_value(i8 58, !332, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !335)
    #dbg_value(i8 87, !332, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !335)
    #dbg_value(i8 116, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !335)
    #dbg_value(i8 -111, !332, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !335)
    #dbg_value(i8 -82, !332, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !335)
    #dbg_value(i8 -53, !332, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !335)
    #dbg_value(i24 232, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !335)
    #dbg_value(i24 1512, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !335)
    #dbg_value(i24 2229736, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !335)
  ret { i64, i24 } { i64 -3769915909196866304, i24 2229736 }, !dbg !336
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @swap_t11(i64 %0, i24 %1) unnamed_addr #2 !dbg !337 {
  %3 = lshr i24 %1, 16
  %4 = zext nneg i24 %3 to i64
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !347)
    #dbg_value(i24 %1, !341, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !347)
    #dbg_value(i24 %1, !341, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !347)
    #dbg_value(i24 %3, !341, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !347)
    #dbg_value(i24 %3, !341, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !347)
    #dbg_value(i24 %1, !341, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !347)
    #dbg_value(i24 %1, !341, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !347)
    #dbg_value(i64 %0, !341, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !347)
  %5 = shl i64 %0, 32, !dbg !348
  %6 = and i64 %5, -72057594037927936, !dbg !348
  %7 = shl i64 %0, 16, !dbg !348
  %8 = and i64 %7, 71776119061217280, !dbg !348
  %9 = or disjoint i64 %6, %8, !dbg !348
  %10 = and i64 %0, 280375465082880, !dbg !348
  %11 = or disjoint i64 %9, %10, !dbg !348
  %12 = lshr i64 %0, 16, !dbg !348
  %13 = and i64 %12, 1095216660480, !dbg !348
  %14 = or disjoint i64 %11, %13, !dbg !348
  %15 = lshr i64 %0, 32, !dbg !348
  %16 = and i64 %15, 4278190080, !dbg !348
  %17 = or disjoint i64 %14, %16, !dbg !348
  %18 = shl i24 %1, 16, !dbg !348
  %19 = zext i24 %18 to i64, !dbg !348
  %20 = or disjoint i64 %17, %19, !dbg !348
  %21 = and i24 %1, 65280, !dbg !348
  %22 = zext nneg i24 %21 to i64, !dbg !348
  %23 = or i64 %20, %22, !dbg !348
  %24 = or i64 %23, %4, !dbg !348
  %25 = trunc i64 %0 to i24, !dbg !348
  %26 = shl i24 %25, 16, !dbg !348
  %27 = trunc i64 %0 to i24, !dbg !348
  %28 = and i24 %27, 65280, !dbg !348
  %29 = or disjoint i24 %26, %28, !dbg !348
  %30 = trunc i64 %0 to i24, !dbg !348
  %31 = lshr i24 %30, 16, !dbg !348
  %32 = or disjoint i24 %29, %31, !dbg !348
  %33 = insertvalue { i64, i24 } poison, i64 %24, 0, !dbg !348
  %34 = insertvalue { i64, i24 } %33, i24 %32, 1, !dbg !348
  ret { i64, i24 } %34, !dbg !348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -2585766, 2565745) i64 @five_then_t11(ptr nocapture noundef readonly byval(%struct.t11) align 8 %0) unnamed_addr #3 !dbg !349 {
    #dbg_value(i64 10, !353, !DIExpression(), !360)
    #dbg_value(i64 20, !354, !DIExpression(), !360)
    #dbg_value(i64 30, !355, !DIExpression(), !360)
    #dbg_value(i64 40, !356, !DIExpression(), !360)
    #dbg_value(i64 50, !357, !DIExpression(), !360)
    #dbg_declare(ptr %0, !358, !DIExpression(), !361)
    #dbg_value(i64 60, !359, !DIExpression(), !360)
  %2 = load i64, ptr %0, align 8, !dbg !361
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !361
  %4 = load i24, ptr %3, align 8, !dbg !361
  %5 = tail call fastcc i64 @sum_t11(i64 %2, i24 %4), !dbg !361
  %6 = shl nsw i64 %5, 1, !dbg !361
  %7 = add nsw i64 %6, 90, !dbg !361
  ret i64 %7, !dbg !361
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -7747467, 7707064) i64 @two_t11(i64 %0, i24 %1, i64 %2, i24 %3) unnamed_addr #2 !dbg !362 {
    #dbg_value(i64 %0, !366, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !368)
    #dbg_value(i24 %1, !366, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !368)
    #dbg_value(i64 %2, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !368)
    #dbg_value(i24 %3, !367, !DIExpression(DW_OP_LLVM_fragment, 64, 24), !368)
  %5 = tail call fastcc i64 @sum_t11(i64 %0, i24 %1), !dbg !369
  %6 = mul nsw i64 %5, 5, !dbg !369
  %7 = tail call fastcc i64 @sum_t11(i64 %2, i24 %3), !dbg !369
  %8 = sub nsw i64 %6, %7, !dbg !369
  ret i64 %8, !dbg !369
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1292928, 1282828) i64 @sum_t11(i64 %0, i24 %1) unnamed_addr #2 !dbg !370 {
  %3 = lshr i24 %1, 16
  %4 = zext nneg i24 %3 to i64
    #dbg_value(i64 %0, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !375)
    #dbg_value(i64 %0, !374, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 32), !375)
    #dbg_value(i64 %0, !374, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !375)
    #dbg_value(i64 %0, !374, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !375)
    #dbg_value(i24 %1, !374, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 16), !375)
    #dbg_value(i24 %3, !374, !DIExpression(DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !375)
  %5 = shl i64 %0, 56, !dbg !376
  %6 = ashr exact i64 %5, 56, !dbg !376
  %7 = shl i64 %0, 16, !dbg !376
  %8 = ashr i64 %7, 56, !dbg !376
  %9 = mul nsw i64 %8, 100, !dbg !376
  %10 = add nsw i64 %9, %6, !dbg !376
  %11 = shl nuw i64 %4, 56, !dbg !376
  %12 = ashr exact i64 %11, 56, !dbg !376
  %13 = mul nsw i64 %12, 10000, !dbg !376
  %14 = add nsw i64 %10, %13, !dbg !376
  ret i64 %14, !dbg !376
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @make_t14() unnamed_addr #2 !dbg !377 {
    #dbg_value(i64 29, !381, !DIExpression(), !385)
    #dbg_value(i16 0, !382, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !385)
    #dbg_value(i16 0, !382, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !385)
    #dbg_value(i16 0, !382, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !385)
    #dbg_value(i16 0, !382, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !385)
    #dbg_value(i48 0, !382, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !385)
    #dbg_value(i16 -8700, !382, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !385)
    #dbg_value(i16 -5800, !382, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !385)
    #dbg_value(i16 -2900, !382, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !385)
    #dbg_value(i16 0, !382, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !385)
    #dbg_value(i48 2900, !382, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !385)
    #dbg_value(i48 380111700, !382, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !385)
    #dbg_value(i48 37366595586900, !382, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !385)
  ret { i64, i48 } { i64 269023486467588, i48 37366595586900 }, !dbg !386
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @swap_t14(i64 %0, i48 %1) unnamed_addr #2 !dbg !387 {
  %3 = trunc i48 %1 to i16
  %4 = lshr i48 %1, 16
  %5 = trunc i48 %4 to i16
  %6 = lshr i48 %1, 32
  %7 = trunc nuw i48 %6 to i16
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !394)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !394)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !394)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !394)
    #dbg_value(i16 %3, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !394)
    #dbg_value(i16 %5, !391, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !394)
    #dbg_value(i16 %7, !391, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !394)
    #dbg_value(i32 0, !392, !DIExpression(), !395)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !394)
    #dbg_value(i64 1, !392, !DIExpression(), !395)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !394)
    #dbg_value(i64 2, !392, !DIExpression(), !395)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 16), !394)
    #dbg_value(i64 3, !392, !DIExpression(), !395)
    #dbg_value(i64 %0, !391, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !394)
    #dbg_value(i64 4, !392, !DIExpression(), !395)
  %8 = add i16 %3, 4, !dbg !396
    #dbg_value(i16 %8, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !394)
    #dbg_value(i64 5, !392, !DIExpression(), !395)
  %9 = add i16 %5, 5, !dbg !396
    #dbg_value(i16 %9, !391, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !394)
    #dbg_value(i64 6, !392, !DIExpression(), !395)
  %10 = add i16 %7, 6, !dbg !396
    #dbg_value(i16 %10, !391, !DIExpression(DW_OP_LLVM_fragment, 96, 16), !394)
    #dbg_value(i64 7, !392, !DIExpression(), !395)
  %11 = and i64 %0, -281474976710656, !dbg !398
  %12 = add i64 %11, 844424930131968, !dbg !398
  %13 = add i64 %0, 8589934592, !dbg !398
  %14 = and i64 %13, 281470681743360, !dbg !398
  %15 = or disjoint i64 %12, %14, !dbg !398
  %16 = add i64 %0, 65536, !dbg !398
  %17 = and i64 %16, 4294901760, !dbg !398
  %18 = or disjoint i64 %15, %17, !dbg !398
  %19 = and i64 %0, 65535, !dbg !398
  %20 = or disjoint i64 %18, %19, !dbg !398
  %21 = zext i16 %10 to i48, !dbg !398
  %22 = shl nuw i48 %21, 32, !dbg !398
  %23 = zext i16 %9 to i48, !dbg !398
  %24 = shl nuw nsw i48 %23, 16, !dbg !398
  %25 = or disjoint i48 %22, %24, !dbg !398
  %26 = zext i16 %8 to i48, !dbg !398
  %27 = or disjoint i48 %25, %26, !dbg !398
  %28 = insertvalue { i64, i48 } poison, i64 %20, 0, !dbg !398
  %29 = insertvalue { i64, i48 } %28, i48 %27, 1, !dbg !398
  ret { i64, i48 } %29, !dbg !398
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -851878, 852033) i64 @five_then_t14(ptr nocapture noundef readonly byval(%struct.t14) align 8 %0) unnamed_addr #3 !dbg !399 {
    #dbg_value(i64 10, !403, !DIExpression(), !410)
    #dbg_value(i64 20, !404, !DIExpression(), !410)
    #dbg_value(i64 30, !405, !DIExpression(), !410)
    #dbg_value(i64 40, !406, !DIExpression(), !410)
    #dbg_value(i64 50, !407, !DIExpression(), !410)
    #dbg_declare(ptr %0, !408, !DIExpression(), !411)
    #dbg_value(i64 60, !409, !DIExpression(), !410)
  %2 = load i64, ptr %0, align 8, !dbg !411
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !411
  %4 = load i48, ptr %3, align 8, !dbg !411
  %5 = tail call fastcc i64 @sum_t14(i64 %2, i48 %4), !dbg !411
  %6 = shl nsw i64 %5, 1, !dbg !411
  %7 = add nsw i64 %6, 90, !dbg !411
  ret i64 %7, !dbg !411
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2555891, 2555840) i64 @two_t14(i64 %0, i48 %1, i64 %2, i48 %3) unnamed_addr #2 !dbg !412 {
    #dbg_value(i64 %0, !416, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !418)
    #dbg_value(i48 %1, !416, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !418)
    #dbg_value(i64 %2, !417, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !418)
    #dbg_value(i48 %3, !417, !DIExpression(DW_OP_LLVM_fragment, 64, 48), !418)
  %5 = tail call fastcc i64 @sum_t14(i64 %0, i48 %1), !dbg !419
  %6 = mul nsw i64 %5, 5, !dbg !419
  %7 = tail call fastcc i64 @sum_t14(i64 %2, i48 %3), !dbg !419
  %8 = sub nsw i64 %6, %7, !dbg !419
  ret i64 %8, !dbg !419
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -425984, 425972) i64 @sum_t14(i64 %0, i48 %1) unnamed_addr #2 !dbg !420 {
  %3 = lshr i48 %1, 32
  %4 = zext nneg i48 %3 to i64
    #dbg_value(i64 %0, !424, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !425)
    #dbg_value(i64 %0, !424, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 32), !425)
    #dbg_value(i64 %0, !424, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 16), !425)
    #dbg_value(i48 %1, !424, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !425)
    #dbg_value(i48 %3, !424, !DIExpression(DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 16), !425)
  %5 = shl i64 %0, 48, !dbg !426
  %6 = ashr exact i64 %5, 48, !dbg !426
  %7 = ashr i64 %0, 48, !dbg !426
  %8 = mul nsw i64 %7, 3, !dbg !426
  %9 = add nsw i64 %6, %8, !dbg !426
  %10 = shl nuw i64 %4, 48, !dbg !426
  %11 = ashr exact i64 %10, 48, !dbg !426
  %12 = mul nsw i64 %11, 9, !dbg !426
  %13 = add nsw i64 %9, %12, !dbg !426
  ret i64 %13, !dbg !426
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @swap_t16b(i8 %0) unnamed_addr #2 !dbg !427 {
    #dbg_assign(i1 undef, !431, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !432, ptr undef, !DIExpression(), !433)
    #dbg_value(i8 %0, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !433)
    #dbg_value(i64 -841, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
  %2 = add i8 %0, -25, !dbg !434
    #dbg_value(i8 %2, !431, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !433)
    #dbg_value(i64 -2523, !431, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !433)
  ret i8 %2, !dbg !434
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @five_then_t16b(ptr nocapture noundef readonly byval(%struct.t16b) align 8 %0) unnamed_addr #3 !dbg !435 {
    #dbg_value(i64 10, !439, !DIExpression(), !446)
    #dbg_value(i64 20, !440, !DIExpression(), !446)
    #dbg_value(i64 30, !441, !DIExpression(), !446)
    #dbg_value(i64 40, !442, !DIExpression(), !446)
    #dbg_value(i64 50, !443, !DIExpression(), !446)
    #dbg_declare(ptr %0, !444, !DIExpression(), !447)
    #dbg_value(i64 60, !445, !DIExpression(), !446)
  %2 = load i8, ptr %0, align 8, !dbg !447
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !447
  %4 = load i64, ptr %3, align 8, !dbg !447
  %5 = tail call fastcc i64 @sum_t16b(i8 %2, i64 %4), !dbg !447
  %6 = shl i64 %5, 1, !dbg !447
  %7 = add i64 %6, 90, !dbg !447
  ret i64 %7, !dbg !447
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t16b(i8 %0, i64 %1, i8 %2) unnamed_addr #2 !dbg !448 {
    #dbg_value(i8 %0, !452, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !454)
    #dbg_value(i64 %1, !452, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !454)
    #dbg_value(i8 %2, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !454)
    #dbg_value(i64 -2523, !453, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !454)
  %4 = tail call fastcc i64 @sum_t16b(i8 %0, i64 %1), !dbg !455
  %5 = mul i64 %4, 5, !dbg !455
  %6 = tail call fastcc i64 @sum_t16b(i8 %2, i64 -2523), !dbg !455
  %7 = sub i64 %5, %6, !dbg !455
  ret i64 %7, !dbg !455
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t16b(i8 %0, i64 %1) unnamed_addr #2 !dbg !456 {
    #dbg_value(i8 %0, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !461)
    #dbg_value(i64 %1, !460, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !461)
  %3 = sext i8 %0 to i64, !dbg !462
  %4 = add i64 %3, %1, !dbg !462
  ret i64 %4, !dbg !462
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -2305843013508661158, 2305843013508661335) i64 @five_then_t16c(ptr nocapture noundef readonly byval(%struct.t16c) align 8 %0) unnamed_addr #3 !dbg !463 {
    #dbg_value(i64 10, !467, !DIExpression(), !474)
    #dbg_value(i64 20, !468, !DIExpression(), !474)
    #dbg_value(i64 30, !469, !DIExpression(), !474)
    #dbg_value(i64 40, !470, !DIExpression(), !474)
    #dbg_value(i64 50, !471, !DIExpression(), !474)
    #dbg_declare(ptr %0, !472, !DIExpression(), !475)
    #dbg_value(i64 60, !473, !DIExpression(), !474)
  %2 = load i32, ptr %0, align 8, !dbg !475
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !475
  %4 = load i64, ptr %3, align 8, !dbg !475
  %5 = tail call fastcc i64 @sum_t16c(i32 %2, i64 %4), !dbg !475
  %6 = shl nsw i64 %5, 1, !dbg !475
  %7 = add nsw i64 %6, 90, !dbg !475
  ret i64 %7, !dbg !475
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6917529040525983742, 6917529040525983735) i64 @two_t16c(i32 %0, i64 %1) unnamed_addr #2 !dbg !476 {
    #dbg_value(i32 %0, !480, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !482)
    #dbg_value(i64 %1, !480, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !482)
    #dbg_value(i32 29, !481, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !482)
    #dbg_value(i64 29000, !481, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !482)
  %3 = tail call fastcc i64 @sum_t16c(i32 %0, i64 %1), !dbg !483
  %4 = mul nsw i64 %3, 5, !dbg !483
  %5 = tail call fastcc i64 @sum_t16c(i32 29, i64 29000), !dbg !483
  %6 = sub nsw i64 %4, %5, !dbg !483
  ret i64 %6, !dbg !483
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1152921506754330624, 1152921506754330623) i64 @sum_t16c(i32 %0, i64 %1) unnamed_addr #2 !dbg !484 {
    #dbg_value(i32 %0, !488, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !489)
    #dbg_value(i64 %1, !488, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !489)
  %3 = sext i32 %0 to i64, !dbg !490
  %4 = ashr i64 %1, 3, !dbg !490
  %5 = add nsw i64 %4, %3, !dbg !490
  ret i64 %5, !dbg !490
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @swap_t12n(i64 %0) unnamed_addr #2 !dbg !491 {
    #dbg_assign(i1 undef, !495, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !496, ptr undef, !DIExpression(), !497)
  %2 = lshr i64 %0, 16
  %3 = and i64 %0, -4294967296, !dbg !498
    #dbg_value(i64 %2, !495, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !497)
    #dbg_value(i64 %0, !495, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !497)
    #dbg_assign(i1 undef, !495, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !499, ptr undef, !DIExpression(), !497)
    #dbg_value(i64 %2, !495, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !497)
    #dbg_value(i8 72, !495, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !497)
    #dbg_value(!DIArgList(i64 0, i64 %0), !495, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shr, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !497)
  %4 = and i64 %2, 65535, !dbg !498
  %5 = shl nuw nsw i64 %4, 16, !dbg !498
  %6 = sub i64 %5, %3, !dbg !498
  %7 = or disjoint i64 %6, %4, !dbg !498
  ret i64 %7, !dbg !498
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -429497450662, 429497450619) i64 @five_then_t12n(ptr nocapture noundef readonly byval(%struct.t12n) align 8 %0) unnamed_addr #3 !dbg !500 {
    #dbg_value(i64 10, !504, !DIExpression(), !511)
    #dbg_value(i64 20, !505, !DIExpression(), !511)
    #dbg_value(i64 30, !506, !DIExpression(), !511)
    #dbg_value(i64 40, !507, !DIExpression(), !511)
    #dbg_value(i64 50, !508, !DIExpression(), !511)
    #dbg_declare(ptr %0, !509, !DIExpression(), !512)
    #dbg_value(i64 60, !510, !DIExpression(), !511)
  %2 = load i64, ptr %0, align 8, !dbg !512
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !512
  %4 = load i8, ptr %3, align 8, !dbg !512
  %5 = tail call fastcc i64 @sum_t12n(i64 %2, i8 %4), !dbg !512
  %6 = shl nsw i64 %5, 1, !dbg !512
  %7 = add nsw i64 %6, 90, !dbg !512
  ret i64 %7, !dbg !512
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1288492352144, 1288492351697) i64 @two_t12n(i64 %0, i8 %1, i64 %2) unnamed_addr #2 !dbg !513 {
    #dbg_assign(i1 undef, !517, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !519, ptr undef, !DIExpression(), !520)
    #dbg_assign(i1 undef, !518, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !521, ptr undef, !DIExpression(), !520)
    #dbg_value(i64 %0, !517, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !520)
    #dbg_value(i8 %1, !517, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !520)
    #dbg_assign(i1 undef, !517, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !522, ptr undef, !DIExpression(), !520)
    #dbg_value(i64 %2, !518, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !520)
    #dbg_value(i8 72, !518, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !520)
    #dbg_assign(i1 undef, !518, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !523, ptr undef, !DIExpression(), !520)
  %4 = tail call fastcc i64 @sum_t12n(i64 %0, i8 %1), !dbg !524
  %5 = mul nsw i64 %4, 5, !dbg !524
  %6 = tail call fastcc i64 @sum_t12n(i64 %2, i8 72), !dbg !524
  %7 = sub nsw i64 %5, %6, !dbg !524
  ret i64 %7, !dbg !524
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -214748725376, 214748725265) i64 @sum_t12n(i64 %0, i8 %1) unnamed_addr #2 !dbg !525 {
    #dbg_assign(i1 undef, !529, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !530, ptr undef, !DIExpression(), !531)
    #dbg_value(i64 %0, !529, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !531)
    #dbg_value(i64 %0, !529, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !531)
    #dbg_value(i64 %0, !529, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !531)
    #dbg_value(i8 %1, !529, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !531)
    #dbg_assign(i1 undef, !529, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !532, ptr undef, !DIExpression(), !531)
  %3 = shl i64 %0, 48, !dbg !533
  %4 = ashr exact i64 %3, 48, !dbg !533
  %5 = shl i64 %0, 32, !dbg !533
  %6 = ashr i64 %5, 48, !dbg !533
  %7 = mul nsw i64 %6, 10, !dbg !533
  %8 = ashr i64 %0, 32, !dbg !533
  %9 = mul nsw i64 %8, 100, !dbg !533
  %10 = sext i8 %1 to i64, !dbg !533
  %11 = add nsw i64 %9, %4, !dbg !533
  %12 = add nsw i64 %11, %10, !dbg !533
  %13 = add nsw i64 %12, %7, !dbg !533
  ret i64 %13, !dbg !533
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @make_t15() unnamed_addr #2 !dbg !534 {
    #dbg_value(i64 29, !538, !DIExpression(), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !542)
    #dbg_value(i8 0, !539, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !542)
    #dbg_value(i56 0, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i8 29, !539, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !542)
    #dbg_value(i8 46, !539, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !542)
    #dbg_value(i8 63, !539, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !542)
    #dbg_value(i8 80, !539, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !542)
    #dbg_value(i8 97, !539, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !542)
    #dbg_value(i8 114, !539, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !542)
    #dbg_value(i8 -125, !539, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !542)
    #dbg_value(i8 -108, !539, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !542)
    #dbg_value(i56 165, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i56 46757, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i56 13088421, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i56 3636967077, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i56 1004364347045, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i56 275882271291045, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
    #dbg_value(i56 3372107015108261, !539, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !542)
  ret { i64, i56 } { i64 -7745221171863409123, i56 3372107015108261 }, !dbg !543
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @swap_t15(i64 %0, i56 %1) unnamed_addr #2 !dbg !544 {
  %3 = and i64 %0, -72057594037927936, !dbg !554
  %4 = lshr i56 %1, 48
  %5 = zext nneg i56 %4 to i64
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !555)
    #dbg_value(i56 %4, !548, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !555)
    #dbg_value(i56 %4, !548, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 104, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !555)
    #dbg_value(i56 %1, !548, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !555)
    #dbg_value(i64 %0, !548, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !555)
  %6 = shl i56 %1, 48, !dbg !554
  %7 = zext i56 %6 to i64, !dbg !554
  %8 = or disjoint i64 %3, %7, !dbg !554
  %9 = shl i56 %1, 32, !dbg !554
  %10 = and i56 %9, 280375465082880, !dbg !554
  %11 = zext nneg i56 %10 to i64, !dbg !554
  %12 = or disjoint i64 %8, %11, !dbg !554
  %13 = shl i56 %1, 16, !dbg !554
  %14 = and i56 %13, 1095216660480, !dbg !554
  %15 = zext nneg i56 %14 to i64, !dbg !554
  %16 = or disjoint i64 %12, %15, !dbg !554
  %17 = lshr i56 %1, 16, !dbg !554
  %18 = and i56 %1, 4278190080, !dbg !554
  %19 = zext nneg i56 %18 to i64, !dbg !554
  %20 = or disjoint i64 %16, %19, !dbg !554
  %21 = lshr i56 %1, 32, !dbg !554
  %22 = and i56 %21, 65280, !dbg !554
  %23 = zext nneg i56 %22 to i64, !dbg !554
  %24 = and i56 %17, 16711680, !dbg !554
  %25 = zext nneg i56 %24 to i64, !dbg !554
  %26 = or i64 %20, %25, !dbg !554
  %27 = or i64 %26, %23, !dbg !554
  %28 = or i64 %27, %5, !dbg !554
  %29 = trunc i64 %0 to i56, !dbg !554
  %30 = shl i56 %29, 48, !dbg !554
  %31 = trunc i64 %0 to i56, !dbg !554
  %32 = shl i56 %31, 32, !dbg !554
  %33 = and i56 %32, 280375465082880, !dbg !554
  %34 = or disjoint i56 %30, %33, !dbg !554
  %35 = trunc i64 %0 to i56, !dbg !554
  %36 = shl i56 %35, 16, !dbg !554
  %37 = and i56 %36, 1095216660480, !dbg !554
  %38 = or disjoint i56 %34, %37, !dbg !554
  %39 = trunc i64 %0 to i56, !dbg !554
  %40 = and i56 %39, 4278190080, !dbg !554
  %41 = or disjoint i56 %38, %40, !dbg !554
  %42 = trunc i64 %0 to i56, !dbg !554
  %43 = lshr i56 %42, 16, !dbg !554
  %44 = and i56 %43, 16711680, !dbg !554
  %45 = or disjoint i56 %41, %44, !dbg !554
  %46 = trunc i64 %0 to i56, !dbg !554
  %47 = lshr i56 %46, 32, !dbg !554
  %48 = and i56 %47, 65280, !dbg !554
  %49 = trunc i64 %0 to i56, !dbg !554
  %50 = lshr i56 %49, 48, !dbg !554
  %51 = or disjoint i56 %45, %48, !dbg !554
  %52 = or i56 %51, %50, !dbg !554
  %53 = insertvalue { i64, i56 } poison, i64 %28, 0, !dbg !554
  %54 = insertvalue { i64, i56 } %53, i56 %52, 1, !dbg !554
  ret { i64, i56 } %54, !dbg !554
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 90, 33554521) i64 @five_then_t15(ptr nocapture noundef readonly byval(%struct.t15) align 8 %0) unnamed_addr #3 !dbg !556 {
    #dbg_value(i64 10, !560, !DIExpression(), !567)
    #dbg_value(i64 20, !561, !DIExpression(), !567)
    #dbg_value(i64 30, !562, !DIExpression(), !567)
    #dbg_value(i64 40, !563, !DIExpression(), !567)
    #dbg_value(i64 50, !564, !DIExpression(), !567)
    #dbg_declare(ptr %0, !565, !DIExpression(), !568)
    #dbg_value(i64 60, !566, !DIExpression(), !567)
  %2 = load i64, ptr %0, align 8, !dbg !568
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !568
  %4 = load i56, ptr %3, align 8, !dbg !568
  %5 = tail call fastcc i64 @sum_t15(i64 %2, i56 %4), !dbg !568
  %6 = shl nuw nsw i64 %5, 1, !dbg !568
  %7 = add nuw nsw i64 %6, 90, !dbg !568
  ret i64 %7, !dbg !568
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -16777215, 83886076) i64 @two_t15(i64 %0, i56 %1, i64 %2, i56 %3) unnamed_addr #2 !dbg !569 {
    #dbg_value(i64 %0, !573, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !575)
    #dbg_value(i56 %1, !573, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !575)
    #dbg_value(i64 %2, !574, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !575)
    #dbg_value(i56 %3, !574, !DIExpression(DW_OP_LLVM_fragment, 64, 56), !575)
  %5 = tail call fastcc i64 @sum_t15(i64 %0, i56 %1), !dbg !576
  %6 = mul nuw nsw i64 %5, 5, !dbg !576
  %7 = tail call fastcc i64 @sum_t15(i64 %2, i56 %3), !dbg !576
  %8 = sub nsw i64 %6, %7, !dbg !576
  ret i64 %8, !dbg !576
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @sum_t15(i64 %0, i56 %1) unnamed_addr #2 !dbg !577 {
    #dbg_value(i64 %0, !581, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !582)
    #dbg_value(i64 %0, !581, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 48), !582)
    #dbg_value(i64 %0, !581, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !582)
    #dbg_value(i56 %1, !581, !DIExpression(DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 48, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 48), !582)
    #dbg_value(i56 %1, !581, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 56, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 112, 8), !582)
  %3 = and i64 %0, 255, !dbg !583
  %4 = lshr i64 %0, 48, !dbg !583
  %5 = and i64 %4, 65280, !dbg !583
  %6 = or disjoint i64 %5, %3, !dbg !583
  %7 = lshr i56 %1, 32, !dbg !583
  %8 = and i56 %7, 16711680, !dbg !583
  %9 = zext nneg i56 %8 to i64, !dbg !583
  %10 = or disjoint i64 %6, %9, !dbg !583
  ret i64 %10, !dbg !583
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_int_9_16.c", directory: ".", checksumkind: CSK_MD5, checksum: "20780aabbe1e4f79031d19aa731458d5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 5)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !25, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !25, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 11)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !46, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42, !43, !4, !44, !45}
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!45 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!46 = !{!0, !7, !12, !17, !19, !21, !23, !28, !30, !32, !34}
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 45, type: !56, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!43}
!58 = !{!59, !60, !67, !68, !69, !77, !78, !79, !86, !87, !88, !94, !95, !96, !105, !106, !107, !114, !115, !116, !123, !124, !125, !140, !141, !142, !151, !152}
!59 = !DILocalVariable(name: "total", scope: !55, file: !2, line: 46, type: !41)
!60 = !DILocalVariable(name: "x", scope: !61, file: !2, line: 47, type: !62)
!61 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 5)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "t9", file: !2, line: 8, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 128, elements: !64)
!64 = !{!65, !66}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !63, file: !2, line: 8, baseType: !41, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !63, file: !2, line: 8, baseType: !4, size: 8, offset: 64)
!67 = !DILocalVariable(name: "y", scope: !61, file: !2, line: 47, type: !62)
!68 = !DILocalVariable(name: "r", scope: !61, file: !2, line: 47, type: !41)
!69 = !DILocalVariable(name: "x", scope: !70, file: !2, line: 47, type: !71)
!70 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 14)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "t12", file: !2, line: 9, baseType: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 96, elements: !73)
!73 = !{!74, !75, !76}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !2, line: 9, baseType: !43, size: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !2, line: 9, baseType: !43, size: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !72, file: !2, line: 9, baseType: !43, size: 32, offset: 64)
!77 = !DILocalVariable(name: "y", scope: !70, file: !2, line: 47, type: !71)
!78 = !DILocalVariable(name: "r", scope: !70, file: !2, line: 47, type: !41)
!79 = !DILocalVariable(name: "x", scope: !80, file: !2, line: 47, type: !81)
!80 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 24)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "t16", file: !2, line: 10, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !83)
!83 = !{!84, !85}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !82, file: !2, line: 10, baseType: !41, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !82, file: !2, line: 10, baseType: !41, size: 64, offset: 64)
!86 = !DILocalVariable(name: "y", scope: !80, file: !2, line: 47, type: !81)
!87 = !DILocalVariable(name: "r", scope: !80, file: !2, line: 47, type: !41)
!88 = !DILocalVariable(name: "x", scope: !89, file: !2, line: 47, type: !90)
!89 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 34)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "t11", file: !2, line: 11, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 88, elements: !92)
!92 = !{!93}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !91, file: !2, line: 11, baseType: !36, size: 88)
!94 = !DILocalVariable(name: "y", scope: !89, file: !2, line: 47, type: !90)
!95 = !DILocalVariable(name: "r", scope: !89, file: !2, line: 47, type: !41)
!96 = !DILocalVariable(name: "x", scope: !97, file: !2, line: 47, type: !98)
!97 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 44)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "t14", file: !2, line: 12, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 112, elements: !100)
!100 = !{!101}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !99, file: !2, line: 12, baseType: !102, size: 112)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 112, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 7)
!105 = !DILocalVariable(name: "y", scope: !97, file: !2, line: 47, type: !98)
!106 = !DILocalVariable(name: "r", scope: !97, file: !2, line: 47, type: !41)
!107 = !DILocalVariable(name: "x", scope: !108, file: !2, line: 47, type: !109)
!108 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 54)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "t16b", file: !2, line: 13, baseType: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 13, size: 128, elements: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 13, baseType: !4, size: 8)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 13, baseType: !41, size: 64, offset: 64)
!114 = !DILocalVariable(name: "y", scope: !108, file: !2, line: 47, type: !109)
!115 = !DILocalVariable(name: "r", scope: !108, file: !2, line: 47, type: !41)
!116 = !DILocalVariable(name: "x", scope: !117, file: !2, line: 47, type: !118)
!117 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 65)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "t16c", file: !2, line: 14, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 14, size: 128, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !119, file: !2, line: 14, baseType: !43, size: 32)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !119, file: !2, line: 14, baseType: !41, size: 64, offset: 64)
!123 = !DILocalVariable(name: "y", scope: !117, file: !2, line: 47, type: !118)
!124 = !DILocalVariable(name: "r", scope: !117, file: !2, line: 47, type: !41)
!125 = !DILocalVariable(name: "x", scope: !126, file: !2, line: 47, type: !127)
!126 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 76)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "t12n", file: !2, line: 15, baseType: !128)
!128 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 15, size: 96, elements: !129)
!129 = !{!130, !135}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !128, file: !2, line: 15, baseType: !131, size: 32)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !128, file: !2, line: 15, size: 32, elements: !132)
!132 = !{!133, !134}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !131, file: !2, line: 15, baseType: !44, size: 16)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !131, file: !2, line: 15, baseType: !44, size: 16, offset: 16)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !128, file: !2, line: 15, baseType: !136, size: 64, offset: 32)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !128, file: !2, line: 15, size: 64, elements: !137)
!137 = !{!138, !139}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !136, file: !2, line: 15, baseType: !43, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !136, file: !2, line: 15, baseType: !4, size: 8, offset: 32)
!140 = !DILocalVariable(name: "y", scope: !126, file: !2, line: 47, type: !127)
!141 = !DILocalVariable(name: "r", scope: !126, file: !2, line: 47, type: !41)
!142 = !DILocalVariable(name: "x", scope: !143, file: !2, line: 47, type: !144)
!143 = distinct !DILexicalBlock(scope: !55, file: !2, line: 47, column: 87)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "t15", file: !2, line: 16, baseType: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 120, elements: !146)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !145, file: !2, line: 16, baseType: !148, size: 120)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 120, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 15)
!151 = !DILocalVariable(name: "y", scope: !143, file: !2, line: 47, type: !144)
!152 = !DILocalVariable(name: "r", scope: !143, file: !2, line: 47, type: !41)
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !61)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !70)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !80)
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 0, scope: !89)
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !97)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !108)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !117)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 0, scope: !126)
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !143)
!172 = !DILocation(line: 0, scope: !55)
!173 = !DILocation(line: 47, column: 5, scope: !61)
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 47, column: 5, scope: !55)
!177 = !DILocation(line: 47, column: 14, scope: !70)
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 47, column: 14, scope: !55)
!181 = !DILocation(line: 47, column: 24, scope: !80)
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 47, column: 24, scope: !55)
!185 = !DILocation(line: 47, column: 34, scope: !89)
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 47, column: 34, scope: !55)
!189 = !DILocation(line: 47, column: 44, scope: !97)
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 47, column: 44, scope: !55)
!193 = !DILocation(line: 47, column: 54, scope: !108)
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 47, column: 54, scope: !55)
!197 = !DILocation(line: 47, column: 65, scope: !117)
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 47, column: 65, scope: !55)
!201 = !DILocation(line: 47, column: 76, scope: !126)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 47, column: 76, scope: !55)
!207 = !DILocation(line: 47, column: 87, scope: !143)
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 47, column: 87, scope: !55)
!211 = !DILocation(line: 48, column: 5, scope: !55)
!212 = !DILocation(line: 49, column: 12, scope: !55)
!213 = !DILocation(line: 49, column: 5, scope: !55)
!214 = distinct !DISubprogram(name: "swap_t9", scope: !2, file: !2, line: 27, type: !215, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !217)
!215 = !DISubroutineType(cc: DW_CC_nocall, types: !216)
!216 = !{!62, !62}
!217 = !{!218}
!218 = !DILocalVariable(name: "v", arg: 1, scope: !214, file: !2, line: 27, type: !62)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !214)
!221 = !DILocation(line: 27, column: 1, scope: !214)
!222 = distinct !DISubprogram(name: "five_then_t9", scope: !2, file: !2, line: 27, type: !223, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !225)
!223 = !DISubroutineType(cc: DW_CC_nocall, types: !224)
!224 = !{!41, !41, !41, !41, !41, !41, !62, !41}
!225 = !{!226, !227, !228, !229, !230, !231, !232}
!226 = !DILocalVariable(name: "a", arg: 1, scope: !222, file: !2, line: 27, type: !41)
!227 = !DILocalVariable(name: "b", arg: 2, scope: !222, file: !2, line: 27, type: !41)
!228 = !DILocalVariable(name: "c", arg: 3, scope: !222, file: !2, line: 27, type: !41)
!229 = !DILocalVariable(name: "d", arg: 4, scope: !222, file: !2, line: 27, type: !41)
!230 = !DILocalVariable(name: "e", arg: 5, scope: !222, file: !2, line: 27, type: !41)
!231 = !DILocalVariable(name: "v", arg: 6, scope: !222, file: !2, line: 27, type: !62)
!232 = !DILocalVariable(name: "f", arg: 7, scope: !222, file: !2, line: 27, type: !41)
!233 = !DILocation(line: 0, scope: !222)
!234 = !DILocation(line: 27, column: 1, scope: !222)
!235 = distinct !DISubprogram(name: "two_t9", scope: !2, file: !2, line: 27, type: !236, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !238)
!236 = !DISubroutineType(cc: DW_CC_nocall, types: !237)
!237 = !{!41, !62, !62}
!238 = !{!239, !240}
!239 = !DILocalVariable(name: "v", arg: 1, scope: !235, file: !2, line: 27, type: !62)
!240 = !DILocalVariable(name: "w", arg: 2, scope: !235, file: !2, line: 27, type: !62)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 27, column: 1, scope: !235)
!243 = !DISubprogram(name: "printf", scope: !244, file: !244, line: 356, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!245 = !DISubroutineType(types: !246)
!246 = !{!43, !247, null}
!247 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !248)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!250 = distinct !DISubprogram(name: "sum_t9", scope: !2, file: !2, line: 27, type: !251, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!41, !62}
!253 = !{!254}
!254 = !DILocalVariable(name: "v", arg: 1, scope: !250, file: !2, line: 27, type: !62)
!255 = !DILocation(line: 0, scope: !250)
!256 = !DILocation(line: 27, column: 1, scope: !250)
!257 = distinct !DISubprogram(name: "swap_t12", scope: !2, file: !2, line: 28, type: !258, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !260)
!258 = !DISubroutineType(cc: DW_CC_nocall, types: !259)
!259 = !{!71, !71}
!260 = !{!261}
!261 = !DILocalVariable(name: "v", arg: 1, scope: !257, file: !2, line: 28, type: !71)
!262 = !DILocation(line: 28, column: 1, scope: !257)
!263 = !DILocation(line: 0, scope: !257)
!264 = distinct !DISubprogram(name: "five_then_t12", scope: !2, file: !2, line: 28, type: !265, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !267)
!265 = !DISubroutineType(cc: DW_CC_nocall, types: !266)
!266 = !{!41, !41, !41, !41, !41, !41, !71, !41}
!267 = !{!268, !269, !270, !271, !272, !273, !274}
!268 = !DILocalVariable(name: "a", arg: 1, scope: !264, file: !2, line: 28, type: !41)
!269 = !DILocalVariable(name: "b", arg: 2, scope: !264, file: !2, line: 28, type: !41)
!270 = !DILocalVariable(name: "c", arg: 3, scope: !264, file: !2, line: 28, type: !41)
!271 = !DILocalVariable(name: "d", arg: 4, scope: !264, file: !2, line: 28, type: !41)
!272 = !DILocalVariable(name: "e", arg: 5, scope: !264, file: !2, line: 28, type: !41)
!273 = !DILocalVariable(name: "v", arg: 6, scope: !264, file: !2, line: 28, type: !71)
!274 = !DILocalVariable(name: "f", arg: 7, scope: !264, file: !2, line: 28, type: !41)
!275 = !DILocation(line: 0, scope: !264)
!276 = !DILocation(line: 28, column: 1, scope: !264)
!277 = distinct !DISubprogram(name: "two_t12", scope: !2, file: !2, line: 28, type: !278, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!41, !71, !71}
!280 = !{!281, !282}
!281 = !DILocalVariable(name: "v", arg: 1, scope: !277, file: !2, line: 28, type: !71)
!282 = !DILocalVariable(name: "w", arg: 2, scope: !277, file: !2, line: 28, type: !71)
!283 = !DILocation(line: 0, scope: !277)
!284 = !DILocation(line: 28, column: 1, scope: !277)
!285 = distinct !DISubprogram(name: "sum_t12", scope: !2, file: !2, line: 28, type: !286, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{!41, !71}
!288 = !{!289}
!289 = !DILocalVariable(name: "v", arg: 1, scope: !285, file: !2, line: 28, type: !71)
!290 = !DILocation(line: 0, scope: !285)
!291 = !DILocation(line: 28, column: 1, scope: !285)
!292 = distinct !DISubprogram(name: "swap_t16", scope: !2, file: !2, line: 29, type: !293, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !295)
!293 = !DISubroutineType(cc: DW_CC_nocall, types: !294)
!294 = !{!81, !81}
!295 = !{!296}
!296 = !DILocalVariable(name: "v", arg: 1, scope: !292, file: !2, line: 29, type: !81)
!297 = !DILocation(line: 0, scope: !292)
!298 = !DILocation(line: 29, column: 1, scope: !292)
!299 = distinct !DISubprogram(name: "five_then_t16", scope: !2, file: !2, line: 29, type: !300, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !302)
!300 = !DISubroutineType(cc: DW_CC_nocall, types: !301)
!301 = !{!41, !41, !41, !41, !41, !41, !81, !41}
!302 = !{!303, !304, !305, !306, !307, !308, !309}
!303 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !2, line: 29, type: !41)
!304 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !2, line: 29, type: !41)
!305 = !DILocalVariable(name: "c", arg: 3, scope: !299, file: !2, line: 29, type: !41)
!306 = !DILocalVariable(name: "d", arg: 4, scope: !299, file: !2, line: 29, type: !41)
!307 = !DILocalVariable(name: "e", arg: 5, scope: !299, file: !2, line: 29, type: !41)
!308 = !DILocalVariable(name: "v", arg: 6, scope: !299, file: !2, line: 29, type: !81)
!309 = !DILocalVariable(name: "f", arg: 7, scope: !299, file: !2, line: 29, type: !41)
!310 = !DILocation(line: 0, scope: !299)
!311 = !DILocation(line: 29, column: 1, scope: !299)
!312 = distinct !DISubprogram(name: "two_t16", scope: !2, file: !2, line: 29, type: !313, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !315)
!313 = !DISubroutineType(cc: DW_CC_nocall, types: !314)
!314 = !{!41, !81, !81}
!315 = !{!316, !317}
!316 = !DILocalVariable(name: "v", arg: 1, scope: !312, file: !2, line: 29, type: !81)
!317 = !DILocalVariable(name: "w", arg: 2, scope: !312, file: !2, line: 29, type: !81)
!318 = !DILocation(line: 0, scope: !312)
!319 = !DILocation(line: 29, column: 1, scope: !312)
!320 = distinct !DISubprogram(name: "sum_t16", scope: !2, file: !2, line: 29, type: !321, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{!41, !81}
!323 = !{!324}
!324 = !DILocalVariable(name: "v", arg: 1, scope: !320, file: !2, line: 29, type: !81)
!325 = !DILocation(line: 0, scope: !320)
!326 = !DILocation(line: 29, column: 1, scope: !320)
!327 = distinct !DISubprogram(name: "make_t11", scope: !2, file: !2, line: 30, type: !328, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !330)
!328 = !DISubroutineType(cc: DW_CC_nocall, types: !329)
!329 = !{!90, !41}
!330 = !{!331, !332, !333}
!331 = !DILocalVariable(name: "k", arg: 1, scope: !327, file: !2, line: 30, type: !41)
!332 = !DILocalVariable(name: "v", scope: !327, file: !2, line: 30, type: !90)
!333 = !DILocalVariable(name: "i", scope: !334, file: !2, line: 30, type: !43)
!334 = distinct !DILexicalBlock(scope: !327, file: !2, line: 30, column: 1)
!335 = !DILocation(line: 0, scope: !327)
!336 = !DILocation(line: 30, column: 1, scope: !327)
!337 = distinct !DISubprogram(name: "swap_t11", scope: !2, file: !2, line: 30, type: !338, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !340)
!338 = !DISubroutineType(types: !339)
!339 = !{!90, !90}
!340 = !{!341, !342, !344}
!341 = !DILocalVariable(name: "v", arg: 1, scope: !337, file: !2, line: 30, type: !90)
!342 = !DILocalVariable(name: "i", scope: !343, file: !2, line: 30, type: !43)
!343 = distinct !DILexicalBlock(scope: !337, file: !2, line: 30, column: 1)
!344 = !DILocalVariable(name: "t", scope: !345, file: !2, line: 30, type: !4)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 30, column: 1)
!346 = distinct !DILexicalBlock(scope: !343, file: !2, line: 30, column: 1)
!347 = !DILocation(line: 0, scope: !337)
!348 = !DILocation(line: 30, column: 1, scope: !337)
!349 = distinct !DISubprogram(name: "five_then_t11", scope: !2, file: !2, line: 30, type: !350, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !352)
!350 = !DISubroutineType(cc: DW_CC_nocall, types: !351)
!351 = !{!41, !41, !41, !41, !41, !41, !90, !41}
!352 = !{!353, !354, !355, !356, !357, !358, !359}
!353 = !DILocalVariable(name: "a", arg: 1, scope: !349, file: !2, line: 30, type: !41)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !349, file: !2, line: 30, type: !41)
!355 = !DILocalVariable(name: "c", arg: 3, scope: !349, file: !2, line: 30, type: !41)
!356 = !DILocalVariable(name: "d", arg: 4, scope: !349, file: !2, line: 30, type: !41)
!357 = !DILocalVariable(name: "e", arg: 5, scope: !349, file: !2, line: 30, type: !41)
!358 = !DILocalVariable(name: "v", arg: 6, scope: !349, file: !2, line: 30, type: !90)
!359 = !DILocalVariable(name: "f", arg: 7, scope: !349, file: !2, line: 30, type: !41)
!360 = !DILocation(line: 0, scope: !349)
!361 = !DILocation(line: 30, column: 1, scope: !349)
!362 = distinct !DISubprogram(name: "two_t11", scope: !2, file: !2, line: 30, type: !363, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{!41, !90, !90}
!365 = !{!366, !367}
!366 = !DILocalVariable(name: "v", arg: 1, scope: !362, file: !2, line: 30, type: !90)
!367 = !DILocalVariable(name: "w", arg: 2, scope: !362, file: !2, line: 30, type: !90)
!368 = !DILocation(line: 0, scope: !362)
!369 = !DILocation(line: 30, column: 1, scope: !362)
!370 = distinct !DISubprogram(name: "sum_t11", scope: !2, file: !2, line: 30, type: !371, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !373)
!371 = !DISubroutineType(types: !372)
!372 = !{!41, !90}
!373 = !{!374}
!374 = !DILocalVariable(name: "v", arg: 1, scope: !370, file: !2, line: 30, type: !90)
!375 = !DILocation(line: 0, scope: !370)
!376 = !DILocation(line: 30, column: 1, scope: !370)
!377 = distinct !DISubprogram(name: "make_t14", scope: !2, file: !2, line: 31, type: !378, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !380)
!378 = !DISubroutineType(cc: DW_CC_nocall, types: !379)
!379 = !{!98, !41}
!380 = !{!381, !382, !383}
!381 = !DILocalVariable(name: "k", arg: 1, scope: !377, file: !2, line: 31, type: !41)
!382 = !DILocalVariable(name: "v", scope: !377, file: !2, line: 31, type: !98)
!383 = !DILocalVariable(name: "i", scope: !384, file: !2, line: 31, type: !43)
!384 = distinct !DILexicalBlock(scope: !377, file: !2, line: 31, column: 1)
!385 = !DILocation(line: 0, scope: !377)
!386 = !DILocation(line: 31, column: 1, scope: !377)
!387 = distinct !DISubprogram(name: "swap_t14", scope: !2, file: !2, line: 31, type: !388, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !390)
!388 = !DISubroutineType(types: !389)
!389 = !{!98, !98}
!390 = !{!391, !392}
!391 = !DILocalVariable(name: "v", arg: 1, scope: !387, file: !2, line: 31, type: !98)
!392 = !DILocalVariable(name: "i", scope: !393, file: !2, line: 31, type: !43)
!393 = distinct !DILexicalBlock(scope: !387, file: !2, line: 31, column: 1)
!394 = !DILocation(line: 0, scope: !387)
!395 = !DILocation(line: 0, scope: !393)
!396 = !DILocation(line: 31, column: 1, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !2, line: 31, column: 1)
!398 = !DILocation(line: 31, column: 1, scope: !387)
!399 = distinct !DISubprogram(name: "five_then_t14", scope: !2, file: !2, line: 31, type: !400, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !402)
!400 = !DISubroutineType(cc: DW_CC_nocall, types: !401)
!401 = !{!41, !41, !41, !41, !41, !41, !98, !41}
!402 = !{!403, !404, !405, !406, !407, !408, !409}
!403 = !DILocalVariable(name: "a", arg: 1, scope: !399, file: !2, line: 31, type: !41)
!404 = !DILocalVariable(name: "b", arg: 2, scope: !399, file: !2, line: 31, type: !41)
!405 = !DILocalVariable(name: "c", arg: 3, scope: !399, file: !2, line: 31, type: !41)
!406 = !DILocalVariable(name: "d", arg: 4, scope: !399, file: !2, line: 31, type: !41)
!407 = !DILocalVariable(name: "e", arg: 5, scope: !399, file: !2, line: 31, type: !41)
!408 = !DILocalVariable(name: "v", arg: 6, scope: !399, file: !2, line: 31, type: !98)
!409 = !DILocalVariable(name: "f", arg: 7, scope: !399, file: !2, line: 31, type: !41)
!410 = !DILocation(line: 0, scope: !399)
!411 = !DILocation(line: 31, column: 1, scope: !399)
!412 = distinct !DISubprogram(name: "two_t14", scope: !2, file: !2, line: 31, type: !413, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !415)
!413 = !DISubroutineType(types: !414)
!414 = !{!41, !98, !98}
!415 = !{!416, !417}
!416 = !DILocalVariable(name: "v", arg: 1, scope: !412, file: !2, line: 31, type: !98)
!417 = !DILocalVariable(name: "w", arg: 2, scope: !412, file: !2, line: 31, type: !98)
!418 = !DILocation(line: 0, scope: !412)
!419 = !DILocation(line: 31, column: 1, scope: !412)
!420 = distinct !DISubprogram(name: "sum_t14", scope: !2, file: !2, line: 31, type: !421, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !423)
!421 = !DISubroutineType(types: !422)
!422 = !{!41, !98}
!423 = !{!424}
!424 = !DILocalVariable(name: "v", arg: 1, scope: !420, file: !2, line: 31, type: !98)
!425 = !DILocation(line: 0, scope: !420)
!426 = !DILocation(line: 31, column: 1, scope: !420)
!427 = distinct !DISubprogram(name: "swap_t16b", scope: !2, file: !2, line: 32, type: !428, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !430)
!428 = !DISubroutineType(cc: DW_CC_nocall, types: !429)
!429 = !{!109, !109}
!430 = !{!431}
!431 = !DILocalVariable(name: "v", arg: 1, scope: !427, file: !2, line: 32, type: !109)
!432 = distinct !DIAssignID()
!433 = !DILocation(line: 0, scope: !427)
!434 = !DILocation(line: 32, column: 1, scope: !427)
!435 = distinct !DISubprogram(name: "five_then_t16b", scope: !2, file: !2, line: 32, type: !436, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !438)
!436 = !DISubroutineType(cc: DW_CC_nocall, types: !437)
!437 = !{!41, !41, !41, !41, !41, !41, !109, !41}
!438 = !{!439, !440, !441, !442, !443, !444, !445}
!439 = !DILocalVariable(name: "a", arg: 1, scope: !435, file: !2, line: 32, type: !41)
!440 = !DILocalVariable(name: "b", arg: 2, scope: !435, file: !2, line: 32, type: !41)
!441 = !DILocalVariable(name: "c", arg: 3, scope: !435, file: !2, line: 32, type: !41)
!442 = !DILocalVariable(name: "d", arg: 4, scope: !435, file: !2, line: 32, type: !41)
!443 = !DILocalVariable(name: "e", arg: 5, scope: !435, file: !2, line: 32, type: !41)
!444 = !DILocalVariable(name: "v", arg: 6, scope: !435, file: !2, line: 32, type: !109)
!445 = !DILocalVariable(name: "f", arg: 7, scope: !435, file: !2, line: 32, type: !41)
!446 = !DILocation(line: 0, scope: !435)
!447 = !DILocation(line: 32, column: 1, scope: !435)
!448 = distinct !DISubprogram(name: "two_t16b", scope: !2, file: !2, line: 32, type: !449, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !451)
!449 = !DISubroutineType(cc: DW_CC_nocall, types: !450)
!450 = !{!41, !109, !109}
!451 = !{!452, !453}
!452 = !DILocalVariable(name: "v", arg: 1, scope: !448, file: !2, line: 32, type: !109)
!453 = !DILocalVariable(name: "w", arg: 2, scope: !448, file: !2, line: 32, type: !109)
!454 = !DILocation(line: 0, scope: !448)
!455 = !DILocation(line: 32, column: 1, scope: !448)
!456 = distinct !DISubprogram(name: "sum_t16b", scope: !2, file: !2, line: 32, type: !457, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !459)
!457 = !DISubroutineType(types: !458)
!458 = !{!41, !109}
!459 = !{!460}
!460 = !DILocalVariable(name: "v", arg: 1, scope: !456, file: !2, line: 32, type: !109)
!461 = !DILocation(line: 0, scope: !456)
!462 = !DILocation(line: 32, column: 1, scope: !456)
!463 = distinct !DISubprogram(name: "five_then_t16c", scope: !2, file: !2, line: 33, type: !464, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !466)
!464 = !DISubroutineType(cc: DW_CC_nocall, types: !465)
!465 = !{!41, !41, !41, !41, !41, !41, !118, !41}
!466 = !{!467, !468, !469, !470, !471, !472, !473}
!467 = !DILocalVariable(name: "a", arg: 1, scope: !463, file: !2, line: 33, type: !41)
!468 = !DILocalVariable(name: "b", arg: 2, scope: !463, file: !2, line: 33, type: !41)
!469 = !DILocalVariable(name: "c", arg: 3, scope: !463, file: !2, line: 33, type: !41)
!470 = !DILocalVariable(name: "d", arg: 4, scope: !463, file: !2, line: 33, type: !41)
!471 = !DILocalVariable(name: "e", arg: 5, scope: !463, file: !2, line: 33, type: !41)
!472 = !DILocalVariable(name: "v", arg: 6, scope: !463, file: !2, line: 33, type: !118)
!473 = !DILocalVariable(name: "f", arg: 7, scope: !463, file: !2, line: 33, type: !41)
!474 = !DILocation(line: 0, scope: !463)
!475 = !DILocation(line: 33, column: 1, scope: !463)
!476 = distinct !DISubprogram(name: "two_t16c", scope: !2, file: !2, line: 33, type: !477, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !479)
!477 = !DISubroutineType(cc: DW_CC_nocall, types: !478)
!478 = !{!41, !118, !118}
!479 = !{!480, !481}
!480 = !DILocalVariable(name: "v", arg: 1, scope: !476, file: !2, line: 33, type: !118)
!481 = !DILocalVariable(name: "w", arg: 2, scope: !476, file: !2, line: 33, type: !118)
!482 = !DILocation(line: 0, scope: !476)
!483 = !DILocation(line: 33, column: 1, scope: !476)
!484 = distinct !DISubprogram(name: "sum_t16c", scope: !2, file: !2, line: 33, type: !485, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !487)
!485 = !DISubroutineType(types: !486)
!486 = !{!41, !118}
!487 = !{!488}
!488 = !DILocalVariable(name: "v", arg: 1, scope: !484, file: !2, line: 33, type: !118)
!489 = !DILocation(line: 0, scope: !484)
!490 = !DILocation(line: 33, column: 1, scope: !484)
!491 = distinct !DISubprogram(name: "swap_t12n", scope: !2, file: !2, line: 34, type: !492, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !494)
!492 = !DISubroutineType(cc: DW_CC_nocall, types: !493)
!493 = !{!127, !127}
!494 = !{!495}
!495 = !DILocalVariable(name: "v", arg: 1, scope: !491, file: !2, line: 34, type: !127)
!496 = distinct !DIAssignID()
!497 = !DILocation(line: 0, scope: !491)
!498 = !DILocation(line: 34, column: 1, scope: !491)
!499 = distinct !DIAssignID()
!500 = distinct !DISubprogram(name: "five_then_t12n", scope: !2, file: !2, line: 34, type: !501, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !503)
!501 = !DISubroutineType(cc: DW_CC_nocall, types: !502)
!502 = !{!41, !41, !41, !41, !41, !41, !127, !41}
!503 = !{!504, !505, !506, !507, !508, !509, !510}
!504 = !DILocalVariable(name: "a", arg: 1, scope: !500, file: !2, line: 34, type: !41)
!505 = !DILocalVariable(name: "b", arg: 2, scope: !500, file: !2, line: 34, type: !41)
!506 = !DILocalVariable(name: "c", arg: 3, scope: !500, file: !2, line: 34, type: !41)
!507 = !DILocalVariable(name: "d", arg: 4, scope: !500, file: !2, line: 34, type: !41)
!508 = !DILocalVariable(name: "e", arg: 5, scope: !500, file: !2, line: 34, type: !41)
!509 = !DILocalVariable(name: "v", arg: 6, scope: !500, file: !2, line: 34, type: !127)
!510 = !DILocalVariable(name: "f", arg: 7, scope: !500, file: !2, line: 34, type: !41)
!511 = !DILocation(line: 0, scope: !500)
!512 = !DILocation(line: 34, column: 1, scope: !500)
!513 = distinct !DISubprogram(name: "two_t12n", scope: !2, file: !2, line: 34, type: !514, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !516)
!514 = !DISubroutineType(cc: DW_CC_nocall, types: !515)
!515 = !{!41, !127, !127}
!516 = !{!517, !518}
!517 = !DILocalVariable(name: "v", arg: 1, scope: !513, file: !2, line: 34, type: !127)
!518 = !DILocalVariable(name: "w", arg: 2, scope: !513, file: !2, line: 34, type: !127)
!519 = distinct !DIAssignID()
!520 = !DILocation(line: 0, scope: !513)
!521 = distinct !DIAssignID()
!522 = distinct !DIAssignID()
!523 = distinct !DIAssignID()
!524 = !DILocation(line: 34, column: 1, scope: !513)
!525 = distinct !DISubprogram(name: "sum_t12n", scope: !2, file: !2, line: 34, type: !526, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !528)
!526 = !DISubroutineType(types: !527)
!527 = !{!41, !127}
!528 = !{!529}
!529 = !DILocalVariable(name: "v", arg: 1, scope: !525, file: !2, line: 34, type: !127)
!530 = distinct !DIAssignID()
!531 = !DILocation(line: 0, scope: !525)
!532 = distinct !DIAssignID()
!533 = !DILocation(line: 34, column: 1, scope: !525)
!534 = distinct !DISubprogram(name: "make_t15", scope: !2, file: !2, line: 35, type: !535, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !537)
!535 = !DISubroutineType(cc: DW_CC_nocall, types: !536)
!536 = !{!144, !41}
!537 = !{!538, !539, !540}
!538 = !DILocalVariable(name: "k", arg: 1, scope: !534, file: !2, line: 35, type: !41)
!539 = !DILocalVariable(name: "v", scope: !534, file: !2, line: 35, type: !144)
!540 = !DILocalVariable(name: "i", scope: !541, file: !2, line: 35, type: !43)
!541 = distinct !DILexicalBlock(scope: !534, file: !2, line: 35, column: 1)
!542 = !DILocation(line: 0, scope: !534)
!543 = !DILocation(line: 35, column: 1, scope: !534)
!544 = distinct !DISubprogram(name: "swap_t15", scope: !2, file: !2, line: 35, type: !545, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !547)
!545 = !DISubroutineType(types: !546)
!546 = !{!144, !144}
!547 = !{!548, !549, !551}
!548 = !DILocalVariable(name: "v", arg: 1, scope: !544, file: !2, line: 35, type: !144)
!549 = !DILocalVariable(name: "i", scope: !550, file: !2, line: 35, type: !43)
!550 = distinct !DILexicalBlock(scope: !544, file: !2, line: 35, column: 1)
!551 = !DILocalVariable(name: "t", scope: !552, file: !2, line: 35, type: !45)
!552 = distinct !DILexicalBlock(scope: !553, file: !2, line: 35, column: 1)
!553 = distinct !DILexicalBlock(scope: !550, file: !2, line: 35, column: 1)
!554 = !DILocation(line: 35, column: 1, scope: !544)
!555 = !DILocation(line: 0, scope: !544)
!556 = distinct !DISubprogram(name: "five_then_t15", scope: !2, file: !2, line: 35, type: !557, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !559)
!557 = !DISubroutineType(cc: DW_CC_nocall, types: !558)
!558 = !{!41, !41, !41, !41, !41, !41, !144, !41}
!559 = !{!560, !561, !562, !563, !564, !565, !566}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !556, file: !2, line: 35, type: !41)
!561 = !DILocalVariable(name: "b", arg: 2, scope: !556, file: !2, line: 35, type: !41)
!562 = !DILocalVariable(name: "c", arg: 3, scope: !556, file: !2, line: 35, type: !41)
!563 = !DILocalVariable(name: "d", arg: 4, scope: !556, file: !2, line: 35, type: !41)
!564 = !DILocalVariable(name: "e", arg: 5, scope: !556, file: !2, line: 35, type: !41)
!565 = !DILocalVariable(name: "v", arg: 6, scope: !556, file: !2, line: 35, type: !144)
!566 = !DILocalVariable(name: "f", arg: 7, scope: !556, file: !2, line: 35, type: !41)
!567 = !DILocation(line: 0, scope: !556)
!568 = !DILocation(line: 35, column: 1, scope: !556)
!569 = distinct !DISubprogram(name: "two_t15", scope: !2, file: !2, line: 35, type: !570, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !572)
!570 = !DISubroutineType(types: !571)
!571 = !{!41, !144, !144}
!572 = !{!573, !574}
!573 = !DILocalVariable(name: "v", arg: 1, scope: !569, file: !2, line: 35, type: !144)
!574 = !DILocalVariable(name: "w", arg: 2, scope: !569, file: !2, line: 35, type: !144)
!575 = !DILocation(line: 0, scope: !569)
!576 = !DILocation(line: 35, column: 1, scope: !569)
!577 = distinct !DISubprogram(name: "sum_t15", scope: !2, file: !2, line: 35, type: !578, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !580)
!578 = !DISubroutineType(types: !579)
!579 = !{!41, !144}
!580 = !{!581}
!581 = !DILocalVariable(name: "v", arg: 1, scope: !577, file: !2, line: 35, type: !144)
!582 = !DILocation(line: 0, scope: !577)
!583 = !DILocation(line: 35, column: 1, scope: !577)
