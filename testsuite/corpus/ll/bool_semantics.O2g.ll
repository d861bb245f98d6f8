; ModuleID = 'programs/bool_semantics.c'
source_filename = "programs/bool_semantics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c" | i8: %d%d%d\0A\00", align 1, !dbg !7
@__const.main.f = private unnamed_addr constant [4 x float] [float 0.000000e+00, float -0.000000e+00, float 0x36A0000000000000, float 0x7FF8000000000000], align 16
@.str.2 = private unnamed_addr constant [11 x i8] c" | float: \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c" | ptr: %d%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [51 x i8] c"bool_sum=%d xor=%d%d%d%d in_range=%d%d%d not=%d%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [28 x i8] c"pack=%05x sizeof(bool)=%zu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"flags %d %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [26 x i8] c"r1=%d r2=%d r3=%d cnt=%d\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca i64, align 16, !DIAssignID !111
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !111, ptr %1, !DIExpression(), !112)
  %2 = alloca i64, align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113, ptr %2, !DIExpression(), !112)
  %3 = alloca i64, align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !114, ptr %3, !DIExpression(), !112)
  %4 = alloca i64, align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !115, ptr %4, !DIExpression(), !112)
  %5 = alloca i64, align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !116, ptr %5, !DIExpression(), !112)
  %6 = alloca i64, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !117, ptr %6, !DIExpression(), !112)
  %7 = alloca double, align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !118, ptr %7, !DIExpression(), !112)
  %8 = alloca double, align 8, !DIAssignID !119
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !119, ptr %8, !DIExpression(), !112)
  %9 = alloca double, align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !120, ptr %9, !DIExpression(), !112)
  %10 = alloca double, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !121, ptr %10, !DIExpression(), !112)
  %11 = alloca double, align 16, !DIAssignID !122
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !122, ptr %11, !DIExpression(), !112)
  %12 = alloca double, align 8, !DIAssignID !123
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !123, ptr %12, !DIExpression(), !112)
  %13 = alloca double, align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !124, ptr %13, !DIExpression(), !112)
  %14 = alloca float, align 16, !DIAssignID !125
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !125, ptr %14, !DIExpression(), !112)
  %15 = alloca float, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !126, ptr %15, !DIExpression(), !112)
  %16 = alloca float, align 8, !DIAssignID !127
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !127, ptr %16, !DIExpression(), !112)
  %17 = alloca float, align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !79, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !128, ptr %17, !DIExpression(), !112)
  %18 = alloca i32, align 4, !DIAssignID !129
    #dbg_assign(i1 undef, !87, !DIExpression(), !129, ptr %18, !DIExpression(), !112)
  %19 = alloca [20 x i8], align 16, !DIAssignID !130
    #dbg_assign(i1 undef, !88, !DIExpression(), !130, ptr %19, !DIExpression(), !112)
  %20 = alloca i32, align 4, !DIAssignID !131
    #dbg_assign(i1 undef, !104, !DIExpression(), !131, ptr %20, !DIExpression(), !112)
  %21 = alloca i32, align 4, !DIAssignID !132
    #dbg_assign(i1 undef, !106, !DIExpression(), !132, ptr %21, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6), !dbg !133
  store volatile i64 0, ptr %1, align 16, !dbg !134, !DIAssignID !135
  store volatile i64 0, ptr %2, align 8, !dbg !134, !DIAssignID !136
  store volatile i64 0, ptr %3, align 16, !dbg !134, !DIAssignID !137
  store volatile i64 0, ptr %4, align 8, !dbg !134, !DIAssignID !138
  store volatile i64 0, ptr %5, align 16, !dbg !134, !DIAssignID !139
  store volatile i64 0, ptr %6, align 8, !dbg !134, !DIAssignID !140
    #dbg_assign(i64 0, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135, ptr %1, !DIExpression(), !112)
    #dbg_assign(i64 0, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136, ptr %2, !DIExpression(), !112)
    #dbg_assign(i64 0, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !137, ptr %3, !DIExpression(), !112)
    #dbg_assign(i64 0, !59, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !138, ptr %4, !DIExpression(), !112)
    #dbg_assign(i64 0, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !139, ptr %5, !DIExpression(), !112)
    #dbg_assign(i64 0, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !140, ptr %6, !DIExpression(), !112)
  store volatile i64 1, ptr %2, align 8, !dbg !134, !DIAssignID !141
    #dbg_assign(i64 1, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !141, ptr %2, !DIExpression(), !112)
  store volatile i64 2, ptr %3, align 16, !dbg !134, !DIAssignID !142
    #dbg_assign(i64 2, !59, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !142, ptr %3, !DIExpression(), !112)
  store volatile i64 256, ptr %4, align 8, !dbg !134, !DIAssignID !143
    #dbg_assign(i64 256, !59, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !143, ptr %4, !DIExpression(), !112)
  store volatile i64 4294967296, ptr %5, align 16, !dbg !134, !DIAssignID !144
    #dbg_assign(i64 4294967296, !59, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !144, ptr %5, !DIExpression(), !112)
  store volatile i64 -9223372036854775808, ptr %6, align 8, !dbg !134, !DIAssignID !145
    #dbg_assign(i64 -9223372036854775808, !59, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !145, ptr %6, !DIExpression(), !112)
    #dbg_value(i64 0, !69, !DIExpression(), !146)
  %22 = load volatile i64, ptr %1, align 16, !dbg !147, !tbaa !149
  %23 = tail call fastcc zeroext i1 @from_u64(i64 noundef %22), !dbg !153
  %24 = zext i1 %23 to i32, !dbg !153
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24), !dbg !154
    #dbg_value(i64 1, !69, !DIExpression(), !146)
  %26 = load volatile i64, ptr %2, align 8, !dbg !147, !tbaa !149
  %27 = tail call fastcc zeroext i1 @from_u64(i64 noundef %26), !dbg !153
  %28 = zext i1 %27 to i32, !dbg !153
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28), !dbg !154
    #dbg_value(i64 2, !69, !DIExpression(), !146)
  %30 = load volatile i64, ptr %3, align 16, !dbg !147, !tbaa !149
  %31 = tail call fastcc zeroext i1 @from_u64(i64 noundef %30), !dbg !153
  %32 = zext i1 %31 to i32, !dbg !153
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32), !dbg !154
    #dbg_value(i64 3, !69, !DIExpression(), !146)
  %34 = load volatile i64, ptr %4, align 8, !dbg !147, !tbaa !149
  %35 = tail call fastcc zeroext i1 @from_u64(i64 noundef %34), !dbg !153
  %36 = zext i1 %35 to i32, !dbg !153
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %36), !dbg !154
    #dbg_value(i64 4, !69, !DIExpression(), !146)
  %38 = load volatile i64, ptr %5, align 16, !dbg !147, !tbaa !149
  %39 = tail call fastcc zeroext i1 @from_u64(i64 noundef %38), !dbg !153
  %40 = zext i1 %39 to i32, !dbg !153
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40), !dbg !154
    #dbg_value(i64 5, !69, !DIExpression(), !146)
  %42 = load volatile i64, ptr %6, align 8, !dbg !147, !tbaa !149
  %43 = tail call fastcc zeroext i1 @from_u64(i64 noundef %42), !dbg !153
  %44 = zext i1 %43 to i32, !dbg !153
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %44), !dbg !154
    #dbg_value(i64 6, !69, !DIExpression(), !146)
  %46 = tail call fastcc zeroext i1 @from_i8(i8 noundef signext 0), !dbg !155
  %47 = zext i1 %46 to i32, !dbg !155
  %48 = tail call fastcc zeroext i1 @from_i8(i8 noundef signext -128), !dbg !156
  %49 = zext i1 %48 to i32, !dbg !156
  %50 = tail call fastcc zeroext i1 @from_i8(i8 noundef signext 64), !dbg !157
  %51 = zext i1 %50 to i32, !dbg !157
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51), !dbg !158
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !dbg !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !dbg !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !dbg !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11), !dbg !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12), !dbg !159
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13), !dbg !159
  store volatile double 0.000000e+00, ptr %7, align 16, !dbg !160, !DIAssignID !161
  store volatile double 0.000000e+00, ptr %8, align 8, !dbg !160, !DIAssignID !162
  store volatile double 0.000000e+00, ptr %9, align 16, !dbg !160, !DIAssignID !163
  store volatile double 0.000000e+00, ptr %10, align 8, !dbg !160, !DIAssignID !164
  store volatile double 0.000000e+00, ptr %11, align 16, !dbg !160, !DIAssignID !165
  store volatile double 0.000000e+00, ptr %12, align 8, !dbg !160, !DIAssignID !166
  store volatile double 0.000000e+00, ptr %13, align 16, !dbg !160, !DIAssignID !167
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !161, ptr %7, !DIExpression(), !112)
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %8, !DIExpression(), !112)
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !163, ptr %9, !DIExpression(), !112)
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !164, ptr %10, !DIExpression(), !112)
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !165, ptr %11, !DIExpression(), !112)
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !166, ptr %12, !DIExpression(), !112)
    #dbg_assign(double 0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !167, ptr %13, !DIExpression(), !112)
  store volatile double -0.000000e+00, ptr %8, align 8, !dbg !160, !DIAssignID !168
    #dbg_assign(double -0.000000e+00, !71, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !168, ptr %8, !DIExpression(), !112)
  store volatile double 5.000000e-01, ptr %9, align 16, !dbg !160, !DIAssignID !169
    #dbg_assign(double 5.000000e-01, !71, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !169, ptr %9, !DIExpression(), !112)
  store volatile double -1.000000e-300, ptr %10, align 8, !dbg !160, !DIAssignID !170
    #dbg_assign(double -1.000000e-300, !71, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170, ptr %10, !DIExpression(), !112)
  store volatile double 4.940660e-324, ptr %11, align 16, !dbg !160, !DIAssignID !171
    #dbg_assign(double 4.940660e-324, !71, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171, ptr %11, !DIExpression(), !112)
  store volatile double 0x7FF0000000000000, ptr %12, align 8, !dbg !160, !DIAssignID !172
    #dbg_assign(double 0x7FF0000000000000, !71, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !172, ptr %12, !DIExpression(), !112)
  store volatile double 0x7FF8000000000000, ptr %13, align 16, !dbg !160, !DIAssignID !173
    #dbg_assign(double 0x7FF8000000000000, !71, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !173, ptr %13, !DIExpression(), !112)
    #dbg_value(i64 0, !77, !DIExpression(), !174)
  %53 = load volatile double, ptr %7, align 16, !dbg !175, !tbaa !177
  %54 = tail call fastcc zeroext i1 @from_double(double noundef %53), !dbg !179
  %55 = zext i1 %54 to i32, !dbg !179
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55), !dbg !180
    #dbg_value(i64 1, !77, !DIExpression(), !174)
  %57 = load volatile double, ptr %8, align 8, !dbg !175, !tbaa !177
  %58 = tail call fastcc zeroext i1 @from_double(double noundef %57), !dbg !179
  %59 = zext i1 %58 to i32, !dbg !179
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %59), !dbg !180
    #dbg_value(i64 2, !77, !DIExpression(), !174)
  %61 = load volatile double, ptr %9, align 16, !dbg !175, !tbaa !177
  %62 = tail call fastcc zeroext i1 @from_double(double noundef %61), !dbg !179
  %63 = zext i1 %62 to i32, !dbg !179
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63), !dbg !180
    #dbg_value(i64 3, !77, !DIExpression(), !174)
  %65 = load volatile double, ptr %10, align 8, !dbg !175, !tbaa !177
  %66 = tail call fastcc zeroext i1 @from_double(double noundef %65), !dbg !179
  %67 = zext i1 %66 to i32, !dbg !179
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67), !dbg !180
    #dbg_value(i64 4, !77, !DIExpression(), !174)
  %69 = load volatile double, ptr %11, align 16, !dbg !175, !tbaa !177
  %70 = tail call fastcc zeroext i1 @from_double(double noundef %69), !dbg !179
  %71 = zext i1 %70 to i32, !dbg !179
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71), !dbg !180
    #dbg_value(i64 5, !77, !DIExpression(), !174)
  %73 = load volatile double, ptr %12, align 8, !dbg !175, !tbaa !177
  %74 = tail call fastcc zeroext i1 @from_double(double noundef %73), !dbg !179
  %75 = zext i1 %74 to i32, !dbg !179
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %75), !dbg !180
    #dbg_value(i64 6, !77, !DIExpression(), !174)
  %77 = load volatile double, ptr %13, align 16, !dbg !175, !tbaa !177
  %78 = tail call fastcc zeroext i1 @from_double(double noundef %77), !dbg !179
  %79 = zext i1 %78 to i32, !dbg !179
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79), !dbg !180
    #dbg_value(i64 7, !77, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14), !dbg !181
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15), !dbg !181
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16), !dbg !181
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17), !dbg !181
  %81 = load volatile float, ptr @__const.main.f, align 16, !dbg !182
  store volatile float %81, ptr %14, align 16, !dbg !182, !DIAssignID !183
  %82 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 4), align 4, !dbg !182
  store volatile float %82, ptr %15, align 4, !dbg !182, !DIAssignID !184
  %83 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 8), align 8, !dbg !182
  store volatile float %83, ptr %16, align 8, !dbg !182, !DIAssignID !185
  %84 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 12), align 4, !dbg !182
  store volatile float %84, ptr %17, align 4, !dbg !182, !DIAssignID !186
    #dbg_assign(float %81, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %14, !DIExpression(), !112)
    #dbg_assign(float %82, !79, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !184, ptr %15, !DIExpression(), !112)
    #dbg_assign(float %83, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !185, ptr %16, !DIExpression(), !112)
    #dbg_assign(float %84, !79, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !186, ptr %17, !DIExpression(), !112)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !187
    #dbg_value(i64 0, !85, !DIExpression(), !188)
  %86 = load volatile float, ptr %14, align 16, !dbg !189, !tbaa !191
  %87 = tail call fastcc zeroext i1 @from_float(float noundef %86), !dbg !193
  %88 = zext i1 %87 to i32, !dbg !193
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %88), !dbg !194
    #dbg_value(i64 1, !85, !DIExpression(), !188)
  %90 = load volatile float, ptr %15, align 4, !dbg !189, !tbaa !191
  %91 = tail call fastcc zeroext i1 @from_float(float noundef %90), !dbg !193
  %92 = zext i1 %91 to i32, !dbg !193
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %92), !dbg !194
    #dbg_value(i64 2, !85, !DIExpression(), !188)
  %94 = load volatile float, ptr %16, align 8, !dbg !189, !tbaa !191
  %95 = tail call fastcc zeroext i1 @from_float(float noundef %94), !dbg !193
  %96 = zext i1 %95 to i32, !dbg !193
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96), !dbg !194
    #dbg_value(i64 3, !85, !DIExpression(), !188)
  %98 = load volatile float, ptr %17, align 4, !dbg !189, !tbaa !191
  %99 = tail call fastcc zeroext i1 @from_float(float noundef %98), !dbg !193
  %100 = zext i1 %99 to i32, !dbg !193
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %100), !dbg !194
    #dbg_value(i64 4, !85, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #5, !dbg !195
  %102 = call fastcc zeroext i1 @from_ptr(ptr noundef nonnull %18), !dbg !196
  %103 = zext i1 %102 to i32, !dbg !196
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103, i32 noundef 0), !dbg !197
  %105 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext false), !dbg !198
  %106 = zext i1 %105 to i32, !dbg !198
  %107 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext true), !dbg !199
  %108 = zext i1 %107 to i32, !dbg !199
  %109 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext false), !dbg !200
  %110 = zext i1 %109 to i32, !dbg !200
  %111 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext true), !dbg !201
  %112 = zext i1 %111 to i32, !dbg !201
  %113 = call fastcc zeroext i1 @in_range(i32 noundef 5), !dbg !202
  %114 = zext i1 %113 to i32, !dbg !202
  %115 = call fastcc zeroext i1 @in_range(i32 noundef 0), !dbg !203
  %116 = zext i1 %115 to i32, !dbg !203
  %117 = call fastcc zeroext i1 @in_range(i32 noundef 11), !dbg !204
  %118 = zext i1 %117 to i32, !dbg !204
  %119 = call fastcc zeroext i1 @not_b(i1 noundef zeroext false), !dbg !205
  %120 = zext i1 %119 to i32, !dbg !205
  %121 = call fastcc zeroext i1 @not_b(i1 noundef zeroext true), !dbg !206
  %122 = zext i1 %121 to i32, !dbg !206
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %106, i32 noundef %108, i32 noundef %110, i32 noundef %112, i32 noundef %114, i32 noundef %116, i32 noundef %118, i32 noundef %120, i32 noundef %122), !dbg !207
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %19) #5, !dbg !208
    #dbg_value(i32 0, !93, !DIExpression(), !209)
  store <16 x i8> <i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0>, ptr %19, align 16, !dbg !210, !tbaa !212
  %124 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !214
  store <4 x i8> <i8 1, i8 0, i8 0, i8 1>, ptr %124, align 16, !dbg !210, !tbaa !212
  %125 = call fastcc i32 @pack(ptr noundef nonnull %19), !dbg !215
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %125, i64 noundef 1), !dbg !216
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !217, ptr undef, !DIExpression(), !112)
    #dbg_value(i16 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 0, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_value(i32 0, !102, !DIExpression(), !218)
  %127 = call fastcc { i64, i8 } @toggle(i64 256), !dbg !219
  %128 = extractvalue { i64, i8 } %127, 0, !dbg !219
  %129 = extractvalue { i64, i8 } %127, 1, !dbg !219
  %130 = lshr i64 %128, 32, !dbg !219
  %131 = trunc nuw i64 %130 to i32, !dbg !219
    #dbg_value(i64 %128, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i64 %128, !95, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i64 %128, !95, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i32 %131, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %129, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !222, ptr undef, !DIExpression(), !112)
  %132 = trunc i64 %128 to i32, !dbg !223
  %133 = and i32 %132, 1, !dbg !224
  %134 = trunc i64 %128 to i32, !dbg !225
  %135 = lshr i32 %134, 8, !dbg !225
  %136 = and i32 %135, 1, !dbg !226
  %137 = and i8 %129, 1, !dbg !227
  %138 = zext nneg i8 %137 to i32, !dbg !227
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %133, i32 noundef %136, i32 noundef %131, i32 noundef %138), !dbg !228
    #dbg_value(i16 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i32 1, !102, !DIExpression(), !218)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %129, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
  %140 = call fastcc { i64, i8 } @toggle(i64 %128), !dbg !219
  %141 = extractvalue { i64, i8 } %140, 0, !dbg !219
  %142 = extractvalue { i64, i8 } %140, 1, !dbg !219
  %143 = lshr i64 %141, 32, !dbg !219
  %144 = trunc nuw i64 %143 to i32, !dbg !219
    #dbg_value(i64 %141, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i64 %141, !95, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i64 %141, !95, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i32 %144, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %142, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !222, ptr undef, !DIExpression(), !112)
  %145 = trunc i64 %141 to i32, !dbg !223
  %146 = and i32 %145, 1, !dbg !224
  %147 = trunc i64 %141 to i32, !dbg !225
  %148 = lshr i32 %147, 8, !dbg !225
  %149 = and i32 %148, 1, !dbg !226
  %150 = and i8 %142, 1, !dbg !227
  %151 = zext nneg i8 %150 to i32, !dbg !227
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %146, i32 noundef %149, i32 noundef %144, i32 noundef %151), !dbg !228
    #dbg_value(i16 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i32 2, !102, !DIExpression(), !218)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %142, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
  %153 = call fastcc { i64, i8 } @toggle(i64 %141), !dbg !219
  %154 = extractvalue { i64, i8 } %153, 0, !dbg !219
  %155 = extractvalue { i64, i8 } %153, 1, !dbg !219
  %156 = lshr i64 %154, 32, !dbg !219
  %157 = trunc nuw i64 %156 to i32, !dbg !219
    #dbg_value(i64 %154, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i64 %154, !95, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i64 %154, !95, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i32 %157, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %155, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !222, ptr undef, !DIExpression(), !112)
  %158 = trunc i64 %154 to i32, !dbg !223
  %159 = and i32 %158, 1, !dbg !224
  %160 = trunc i64 %154 to i32, !dbg !225
  %161 = lshr i32 %160, 8, !dbg !225
  %162 = and i32 %161, 1, !dbg !226
  %163 = and i8 %155, 1, !dbg !227
  %164 = zext nneg i8 %163 to i32, !dbg !227
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %159, i32 noundef %162, i32 noundef %157, i32 noundef %164), !dbg !228
    #dbg_value(i16 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i32 3, !102, !DIExpression(), !218)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %155, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
  %166 = call fastcc { i64, i8 } @toggle(i64 %154), !dbg !219
  %167 = extractvalue { i64, i8 } %166, 0, !dbg !219
  %168 = extractvalue { i64, i8 } %166, 1, !dbg !219
  %169 = lshr i64 %167, 32, !dbg !219
  %170 = trunc nuw i64 %169 to i32, !dbg !219
    #dbg_value(i64 %167, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i64 %167, !95, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i64 %167, !95, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i32 %170, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %168, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !222, ptr undef, !DIExpression(), !112)
  %171 = trunc i64 %167 to i32, !dbg !223
  %172 = and i32 %171, 1, !dbg !224
  %173 = trunc i64 %167 to i32, !dbg !225
  %174 = lshr i32 %173, 8, !dbg !225
  %175 = and i32 %174, 1, !dbg !226
  %176 = and i8 %168, 1, !dbg !227
  %177 = zext nneg i8 %176 to i32, !dbg !227
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %172, i32 noundef %175, i32 noundef %170, i32 noundef %177), !dbg !228
    #dbg_value(i16 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i32 4, !102, !DIExpression(), !218)
    #dbg_value(i32 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %168, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
  %179 = call fastcc { i64, i8 } @toggle(i64 %167), !dbg !219
  %180 = extractvalue { i64, i8 } %179, 0, !dbg !219
  %181 = extractvalue { i64, i8 } %179, 1, !dbg !219
  %182 = lshr i64 %180, 32, !dbg !219
  %183 = trunc nuw i64 %182 to i32, !dbg !219
    #dbg_value(i64 %180, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i64 %180, !95, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i64 %180, !95, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i32 %183, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i8 %181, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !222, ptr undef, !DIExpression(), !112)
  %184 = trunc i64 %180 to i32, !dbg !223
  %185 = and i32 %184, 1, !dbg !224
  %186 = trunc i64 %180 to i32, !dbg !225
  %187 = lshr i32 %186, 8, !dbg !225
  %188 = and i32 %187, 1, !dbg !226
  %189 = and i8 %181, 1, !dbg !227
  %190 = zext nneg i8 %189 to i32, !dbg !227
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %185, i32 noundef %188, i32 noundef %183, i32 noundef %190), !dbg !228
    #dbg_value(i32 %183, !95, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(i16 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !112)
    #dbg_value(i8 poison, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !112)
    #dbg_value(i8 %181, !95, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !112)
    #dbg_value(i32 5, !102, !DIExpression(), !218)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20), !dbg !229
  store volatile i32 3, ptr %20, align 4, !dbg !230, !tbaa !231, !DIAssignID !233
    #dbg_assign(i32 3, !104, !DIExpression(), !233, ptr %20, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21), !dbg !229
  store volatile i32 0, ptr %21, align 4, !dbg !234, !tbaa !231, !DIAssignID !235
    #dbg_assign(i32 0, !106, !DIExpression(), !235, ptr %21, !DIExpression(), !112)
  %192 = load volatile i32, ptr %20, align 4, !dbg !236, !tbaa !231
  %193 = icmp eq i32 %192, 0, !dbg !236
  br i1 %193, label %198, label %194, !dbg !237

194:                                              ; preds = %0
  %195 = load volatile i32, ptr %21, align 4, !dbg !238, !tbaa !231
  %196 = icmp ne i32 %195, 0, !dbg !237
  %197 = zext i1 %196 to i32, !dbg !239
  br label %198

198:                                              ; preds = %194, %0
  %199 = phi i32 [ 0, %0 ], [ %197, %194 ], !dbg !112
    #dbg_value(i32 %199, !107, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !112)
  %200 = load volatile i32, ptr %20, align 4, !dbg !240, !tbaa !231
  %201 = icmp eq i32 %200, 0, !dbg !240
  br i1 %201, label %202, label %206, !dbg !241

202:                                              ; preds = %198
  %203 = load volatile i32, ptr %21, align 4, !dbg !242, !tbaa !231
  %204 = icmp ne i32 %203, 0, !dbg !241
  %205 = zext i1 %204 to i32, !dbg !243
  br label %206, !dbg !241

206:                                              ; preds = %202, %198
  %207 = phi i32 [ 1, %198 ], [ %205, %202 ]
    #dbg_value(i32 %207, !108, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !112)
  %208 = load volatile i32, ptr %20, align 4, !dbg !244, !tbaa !231
  %209 = icmp ne i32 %208, 0, !dbg !245
    #dbg_value(i1 %209, !109, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !112)
  %210 = add nuw nsw i32 %207, %199, !dbg !246
  %211 = zext i1 %209 to i32, !dbg !247
  %212 = add nuw nsw i32 %210, %211, !dbg !248
  %213 = load volatile i32, ptr %20, align 4, !dbg !249, !tbaa !231
  %214 = load volatile i32, ptr %21, align 4, !dbg !250, !tbaa !231
  %215 = icmp sgt i32 %213, %214, !dbg !251
  %216 = zext i1 %215 to i32, !dbg !251
  %217 = add nuw nsw i32 %212, %216, !dbg !252
  %218 = load volatile i32, ptr %20, align 4, !dbg !253, !tbaa !231
  %219 = icmp eq i32 %218, 3, !dbg !254
  %220 = zext i1 %219 to i32, !dbg !254
  %221 = add nuw nsw i32 %217, %220, !dbg !255
    #dbg_value(i32 %221, !110, !DIExpression(), !112)
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %199, i32 noundef %207, i32 noundef %211, i32 noundef %221), !dbg !256
  %223 = add nsw i32 %221, %183, !dbg !257
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21), !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20), !dbg !258
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %19) #5, !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #5, !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14), !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15), !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16), !dbg !258
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !258
  ret i32 %223, !dbg !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_u64(i64 noundef %0) unnamed_addr #3 !dbg !267 {
    #dbg_value(i64 %0, !271, !DIExpression(), !272)
  %2 = icmp ne i64 %0, 0, !dbg !273
  ret i1 %2, !dbg !274
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_i8(i8 noundef signext %0) unnamed_addr #3 !dbg !275 {
    #dbg_value(i8 %0, !283, !DIExpression(), !284)
  %2 = icmp ne i8 %0, 0, !dbg !285
  ret i1 %2, !dbg !286
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_double(double noundef %0) unnamed_addr #3 !dbg !287 {
    #dbg_value(double %0, !291, !DIExpression(), !292)
  %2 = fcmp une double %0, 0.000000e+00, !dbg !293
  ret i1 %2, !dbg !294
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_float(float noundef %0) unnamed_addr #3 !dbg !295 {
    #dbg_value(float %0, !299, !DIExpression(), !300)
  %2 = fcmp une float %0, 0.000000e+00, !dbg !301
  ret i1 %2, !dbg !302
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_ptr(ptr noundef readnone %0) unnamed_addr #3 !dbg !303 {
    #dbg_value(ptr %0, !309, !DIExpression(), !310)
  %2 = icmp ne ptr %0, null, !dbg !311
  ret i1 %2, !dbg !312
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @bool_xor(i1 noundef zeroext %0, i1 noundef zeroext %1) unnamed_addr #3 !dbg !313 {
    #dbg_value(i1 %0, !317, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !319)
    #dbg_value(i1 %1, !318, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !319)
  %3 = xor i1 %0, %1, !dbg !320
  ret i1 %3, !dbg !321
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @in_range(i32 noundef %0) unnamed_addr #3 !dbg !322 {
    #dbg_value(i32 %0, !326, !DIExpression(), !329)
    #dbg_value(i32 1, !327, !DIExpression(), !329)
    #dbg_value(i32 10, !328, !DIExpression(), !329)
  %2 = add i32 %0, -1, !dbg !330
  %3 = icmp ult i32 %2, 10, !dbg !330
  ret i1 %3, !dbg !331
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @not_b(i1 noundef zeroext %0) unnamed_addr #3 !dbg !332 {
    #dbg_value(i1 %0, !336, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !337)
  %2 = xor i1 %0, true, !dbg !338
  ret i1 %2, !dbg !339
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @pack(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !340 {
    #dbg_value(ptr %0, !346, !DIExpression(), !351)
    #dbg_value(i32 20, !347, !DIExpression(), !351)
    #dbg_value(i32 0, !348, !DIExpression(), !351)
    #dbg_value(i32 0, !349, !DIExpression(), !352)
    #dbg_value(i64 0, !349, !DIExpression(), !352)
    #dbg_value(i32 0, !348, !DIExpression(), !351)
  %2 = load i8, ptr %0, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
    #dbg_value(i8 %2, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 1, !349, !DIExpression(), !352)
  %3 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !353
  %4 = load i8, ptr %3, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %5 = shl nuw nsw i8 %4, 1, !dbg !357
  %6 = or disjoint i8 %5, %2, !dbg !358
    #dbg_value(i8 %6, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 2, !349, !DIExpression(), !352)
  %7 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !353
  %8 = load i8, ptr %7, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %9 = shl nuw nsw i8 %8, 2, !dbg !357
  %10 = or disjoint i8 %9, %6, !dbg !358
    #dbg_value(i8 %10, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 3, !349, !DIExpression(), !352)
  %11 = getelementptr inbounds i8, ptr %0, i64 3, !dbg !353
  %12 = load i8, ptr %11, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %13 = shl nuw nsw i8 %12, 3, !dbg !357
  %14 = or disjoint i8 %13, %10, !dbg !358
    #dbg_value(i8 %14, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 4, !349, !DIExpression(), !352)
  %15 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !353
  %16 = load i8, ptr %15, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %17 = shl nuw nsw i8 %16, 4, !dbg !357
  %18 = or disjoint i8 %17, %14, !dbg !358
    #dbg_value(i8 %18, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 5, !349, !DIExpression(), !352)
  %19 = getelementptr inbounds i8, ptr %0, i64 5, !dbg !353
  %20 = load i8, ptr %19, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %21 = shl nuw nsw i8 %20, 5, !dbg !357
  %22 = or i8 %21, %18, !dbg !358
    #dbg_value(i8 %22, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 6, !349, !DIExpression(), !352)
  %23 = getelementptr inbounds i8, ptr %0, i64 6, !dbg !353
  %24 = load i8, ptr %23, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %25 = shl nuw nsw i8 %24, 6, !dbg !357
  %26 = or i8 %25, %22, !dbg !358
    #dbg_value(i8 %26, !348, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !351)
    #dbg_value(i64 7, !349, !DIExpression(), !352)
  %27 = getelementptr inbounds i8, ptr %0, i64 7, !dbg !353
  %28 = load i8, ptr %27, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %29 = shl nuw i8 %28, 7, !dbg !357
  %30 = or i8 %29, %26, !dbg !358
  %31 = zext i8 %30 to i32, !dbg !358
    #dbg_value(i32 %31, !348, !DIExpression(), !351)
    #dbg_value(i64 8, !349, !DIExpression(), !352)
  %32 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !353
  %33 = load i8, ptr %32, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %34 = zext nneg i8 %33 to i32, !dbg !353
  %35 = shl nuw nsw i32 %34, 8, !dbg !357
  %36 = or disjoint i32 %35, %31, !dbg !358
    #dbg_value(i32 %36, !348, !DIExpression(), !351)
    #dbg_value(i64 9, !349, !DIExpression(), !352)
  %37 = getelementptr inbounds i8, ptr %0, i64 9, !dbg !353
  %38 = load i8, ptr %37, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %39 = zext nneg i8 %38 to i32, !dbg !353
  %40 = shl nuw nsw i32 %39, 9, !dbg !357
  %41 = or disjoint i32 %40, %36, !dbg !358
    #dbg_value(i32 %41, !348, !DIExpression(), !351)
    #dbg_value(i64 10, !349, !DIExpression(), !352)
  %42 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !353
  %43 = load i8, ptr %42, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %44 = zext nneg i8 %43 to i32, !dbg !353
  %45 = shl nuw nsw i32 %44, 10, !dbg !357
  %46 = or disjoint i32 %45, %41, !dbg !358
    #dbg_value(i32 %46, !348, !DIExpression(), !351)
    #dbg_value(i64 11, !349, !DIExpression(), !352)
  %47 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !353
  %48 = load i8, ptr %47, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %49 = zext nneg i8 %48 to i32, !dbg !353
  %50 = shl nuw nsw i32 %49, 11, !dbg !357
  %51 = or i32 %50, %46, !dbg !358
    #dbg_value(i32 %51, !348, !DIExpression(), !351)
    #dbg_value(i64 12, !349, !DIExpression(), !352)
  %52 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !353
  %53 = load i8, ptr %52, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %54 = zext nneg i8 %53 to i32, !dbg !353
  %55 = shl nuw nsw i32 %54, 12, !dbg !357
  %56 = or i32 %55, %51, !dbg !358
    #dbg_value(i32 %56, !348, !DIExpression(), !351)
    #dbg_value(i64 13, !349, !DIExpression(), !352)
  %57 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !353
  %58 = load i8, ptr %57, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %59 = zext nneg i8 %58 to i32, !dbg !353
  %60 = shl nuw nsw i32 %59, 13, !dbg !357
  %61 = or i32 %60, %56, !dbg !358
    #dbg_value(i32 %61, !348, !DIExpression(), !351)
    #dbg_value(i64 14, !349, !DIExpression(), !352)
  %62 = getelementptr inbounds i8, ptr %0, i64 14, !dbg !353
  %63 = load i8, ptr %62, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %64 = zext nneg i8 %63 to i32, !dbg !353
  %65 = shl nuw nsw i32 %64, 14, !dbg !357
  %66 = or i32 %65, %61, !dbg !358
    #dbg_value(i32 %66, !348, !DIExpression(), !351)
    #dbg_value(i64 15, !349, !DIExpression(), !352)
  %67 = getelementptr inbounds i8, ptr %0, i64 15, !dbg !353
  %68 = load i8, ptr %67, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %69 = zext nneg i8 %68 to i32, !dbg !353
  %70 = shl nuw nsw i32 %69, 15, !dbg !357
  %71 = or i32 %70, %66, !dbg !358
    #dbg_value(i32 %71, !348, !DIExpression(), !351)
    #dbg_value(i64 16, !349, !DIExpression(), !352)
  %72 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !353
  %73 = load i8, ptr %72, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %74 = zext nneg i8 %73 to i32, !dbg !353
  %75 = shl nuw nsw i32 %74, 16, !dbg !357
  %76 = or i32 %75, %71, !dbg !358
    #dbg_value(i32 %76, !348, !DIExpression(), !351)
    #dbg_value(i64 17, !349, !DIExpression(), !352)
  %77 = getelementptr inbounds i8, ptr %0, i64 17, !dbg !353
  %78 = load i8, ptr %77, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %79 = zext nneg i8 %78 to i32, !dbg !353
  %80 = shl nuw nsw i32 %79, 17, !dbg !357
  %81 = or i32 %80, %76, !dbg !358
    #dbg_value(i32 %81, !348, !DIExpression(), !351)
    #dbg_value(i64 18, !349, !DIExpression(), !352)
  %82 = getelementptr inbounds i8, ptr %0, i64 18, !dbg !353
  %83 = load i8, ptr %82, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %84 = zext nneg i8 %83 to i32, !dbg !353
  %85 = shl nuw nsw i32 %84, 18, !dbg !357
  %86 = or i32 %85, %81, !dbg !358
    #dbg_value(i32 %86, !348, !DIExpression(), !351)
    #dbg_value(i64 19, !349, !DIExpression(), !352)
  %87 = getelementptr inbounds i8, ptr %0, i64 19, !dbg !353
  %88 = load i8, ptr %87, align 1, !dbg !353, !tbaa !212, !range !355, !noundef !356
  %89 = zext nneg i8 %88 to i32, !dbg !353
  %90 = shl nuw nsw i32 %89, 19, !dbg !357
  %91 = or i32 %90, %86, !dbg !358
    #dbg_value(i32 %91, !348, !DIExpression(), !351)
    #dbg_value(i64 20, !349, !DIExpression(), !352)
  ret i32 %91, !dbg !359
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i8 } @toggle(i64 %0) unnamed_addr #3 !dbg !360 {
    #dbg_assign(i1 undef, !364, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !365, ptr undef, !DIExpression(), !366)
  %2 = lshr i64 %0, 8
    #dbg_value(i64 %0, !364, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !366)
    #dbg_value(i64 %2, !364, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !366)
    #dbg_value(i64 %0, !364, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !366)
    #dbg_value(i64 %0, !364, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !366)
    #dbg_value(i8 poison, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !366)
    #dbg_assign(i1 undef, !364, !DIExpression(DW_OP_LLVM_fragment, 72, 24), !367, ptr undef, !DIExpression(), !366)
  %3 = trunc i64 %0 to i1, !dbg !368
  %4 = xor i1 %3, true, !dbg !369
    #dbg_value(i1 %4, !364, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !366)
  %5 = trunc i64 %2 to i1, !dbg !370
  %6 = and i1 %4, %5, !dbg !371
  %7 = zext i1 %6 to i8, !dbg !372
    #dbg_value(i8 %7, !364, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !366)
  %8 = zext i1 %4 to i64, !dbg !373
  %9 = and i64 %2, 1, !dbg !374
  %10 = add nuw nsw i64 %9, %8, !dbg !375
  %11 = zext i1 %6 to i64, !dbg !376
  %12 = add nuw nsw i64 %10, %11, !dbg !377
    #dbg_value(!DIArgList(i64 %12, i64 %0), !364, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shr, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !366)
  %13 = shl nuw nsw i64 %12, 32, !dbg !378
  %14 = add i64 %13, %0, !dbg !378
  %15 = and i64 %14, -4294967296, !dbg !378
  %16 = and i64 %0, 4294967040, !dbg !378
  %17 = or disjoint i64 %16, %15, !dbg !378
  %18 = or disjoint i64 %17, %8, !dbg !378
  %19 = insertvalue { i64, i8 } poison, i64 %18, 0, !dbg !379
  %20 = insertvalue { i64, i8 } %19, i8 %7, 1, !dbg !379
  ret { i64, i8 } %20, !dbg !379
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bool_semantics.c", directory: ".", checksumkind: CSK_MD5, checksum: "7fe94e159bb9188214af1cebea048bba")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 51)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 28)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 26)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !45, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44}
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !55, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!59, !69, !71, !77, !79, !85, !87, !88, !93, !95, !102, !104, !106, !107, !108, !109, !110}
!59 = !DILocalVariable(name: "vals", scope: !54, file: !2, line: 24, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 384, elements: !67)
!61 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !65, line: 45, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = !{!68}
!68 = !DISubrange(count: 6)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 25, type: !57)
!70 = distinct !DILexicalBlock(scope: !54, file: !2, line: 25, column: 5)
!71 = !DILocalVariable(name: "d", scope: !54, file: !2, line: 27, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 448, elements: !75)
!73 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !74)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !{!76}
!76 = !DISubrange(count: 7)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 28, type: !57)
!78 = distinct !DILexicalBlock(scope: !54, file: !2, line: 28, column: 5)
!79 = !DILocalVariable(name: "f", scope: !54, file: !2, line: 29, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 128, elements: !83)
!81 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !82)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = !{!84}
!84 = !DISubrange(count: 4)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 31, type: !57)
!86 = distinct !DILexicalBlock(scope: !54, file: !2, line: 31, column: 5)
!87 = !DILocalVariable(name: "x", scope: !54, file: !2, line: 32, type: !57)
!88 = !DILocalVariable(name: "arr", scope: !54, file: !2, line: 36, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 160, elements: !91)
!90 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!91 = !{!92}
!92 = !DISubrange(count: 20)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 37, type: !57)
!94 = distinct !DILexicalBlock(scope: !54, file: !2, line: 37, column: 5)
!95 = !DILocalVariable(name: "fl", scope: !54, file: !2, line: 39, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 20, size: 96, elements: !97)
!97 = !{!98, !99, !100, !101}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !96, file: !2, line: 20, baseType: !90, size: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !96, file: !2, line: 20, baseType: !90, size: 8, offset: 8)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !96, file: !2, line: 20, baseType: !57, size: 32, offset: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !96, file: !2, line: 20, baseType: !90, size: 8, offset: 64)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 40, type: !57)
!103 = distinct !DILexicalBlock(scope: !54, file: !2, line: 40, column: 5)
!104 = !DILocalVariable(name: "a", scope: !54, file: !2, line: 41, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !57)
!106 = !DILocalVariable(name: "b", scope: !54, file: !2, line: 41, type: !105)
!107 = !DILocalVariable(name: "r1", scope: !54, file: !2, line: 42, type: !90)
!108 = !DILocalVariable(name: "r2", scope: !54, file: !2, line: 42, type: !90)
!109 = !DILocalVariable(name: "r3", scope: !54, file: !2, line: 42, type: !90)
!110 = !DILocalVariable(name: "cnt", scope: !54, file: !2, line: 43, type: !57)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !54)
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 24, column: 5, scope: !54)
!134 = !DILocation(line: 24, column: 23, scope: !54)
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !70)
!147 = !DILocation(line: 25, column: 55, scope: !148)
!148 = distinct !DILexicalBlock(scope: !70, file: !2, line: 25, column: 5)
!149 = !{!150, !150, i64 0}
!150 = !{!"long", !151, i64 0}
!151 = !{!"omnipotent char", !152, i64 0}
!152 = !{!"Simple C/C++ TBAA"}
!153 = !DILocation(line: 25, column: 46, scope: !148)
!154 = !DILocation(line: 25, column: 33, scope: !148)
!155 = !DILocation(line: 26, column: 31, scope: !54)
!156 = !DILocation(line: 26, column: 43, scope: !54)
!157 = !DILocation(line: 26, column: 58, scope: !54)
!158 = !DILocation(line: 26, column: 5, scope: !54)
!159 = !DILocation(line: 27, column: 5, scope: !54)
!160 = !DILocation(line: 27, column: 21, scope: !54)
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = distinct !DIAssignID()
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !78)
!175 = !DILocation(line: 28, column: 58, scope: !176)
!176 = distinct !DILexicalBlock(scope: !78, file: !2, line: 28, column: 5)
!177 = !{!178, !178, i64 0}
!178 = !{!"double", !151, i64 0}
!179 = !DILocation(line: 28, column: 46, scope: !176)
!180 = !DILocation(line: 28, column: 33, scope: !176)
!181 = !DILocation(line: 29, column: 5, scope: !54)
!182 = !DILocation(line: 29, column: 20, scope: !54)
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 30, column: 5, scope: !54)
!188 = !DILocation(line: 0, scope: !86)
!189 = !DILocation(line: 31, column: 57, scope: !190)
!190 = distinct !DILexicalBlock(scope: !86, file: !2, line: 31, column: 5)
!191 = !{!192, !192, i64 0}
!192 = !{!"float", !151, i64 0}
!193 = !DILocation(line: 31, column: 46, scope: !190)
!194 = !DILocation(line: 31, column: 33, scope: !190)
!195 = !DILocation(line: 32, column: 5, scope: !54)
!196 = !DILocation(line: 33, column: 30, scope: !54)
!197 = !DILocation(line: 33, column: 5, scope: !54)
!198 = !DILocation(line: 34, column: 86, scope: !54)
!199 = !DILocation(line: 34, column: 102, scope: !54)
!200 = !DILocation(line: 34, column: 118, scope: !54)
!201 = !DILocation(line: 34, column: 134, scope: !54)
!202 = !DILocation(line: 35, column: 12, scope: !54)
!203 = !DILocation(line: 35, column: 32, scope: !54)
!204 = !DILocation(line: 35, column: 52, scope: !54)
!205 = !DILocation(line: 35, column: 73, scope: !54)
!206 = !DILocation(line: 35, column: 83, scope: !54)
!207 = !DILocation(line: 34, column: 5, scope: !54)
!208 = !DILocation(line: 36, column: 5, scope: !54)
!209 = !DILocation(line: 0, scope: !94)
!210 = !DILocation(line: 37, column: 41, scope: !211)
!211 = distinct !DILexicalBlock(scope: !94, file: !2, line: 37, column: 5)
!212 = !{!213, !213, i64 0}
!213 = !{!"_Bool", !151, i64 0}
!214 = !DILocation(line: 37, column: 34, scope: !211)
!215 = !DILocation(line: 38, column: 44, scope: !54)
!216 = !DILocation(line: 38, column: 5, scope: !54)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 0, scope: !103)
!219 = !DILocation(line: 40, column: 40, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 40, column: 33)
!221 = distinct !DILexicalBlock(scope: !103, file: !2, line: 40, column: 5)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 40, column: 85, scope: !220)
!224 = !DILocation(line: 40, column: 82, scope: !220)
!225 = !DILocation(line: 40, column: 91, scope: !220)
!226 = !DILocation(line: 40, column: 88, scope: !220)
!227 = !DILocation(line: 40, column: 100, scope: !220)
!228 = !DILocation(line: 40, column: 52, scope: !220)
!229 = !DILocation(line: 41, column: 5, scope: !54)
!230 = !DILocation(line: 41, column: 18, scope: !54)
!231 = !{!232, !232, i64 0}
!232 = !{!"int", !151, i64 0}
!233 = distinct !DIAssignID()
!234 = !DILocation(line: 41, column: 25, scope: !54)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 42, column: 15, scope: !54)
!237 = !DILocation(line: 42, column: 17, scope: !54)
!238 = !DILocation(line: 42, column: 20, scope: !54)
!239 = !DILocation(line: 43, column: 15, scope: !54)
!240 = !DILocation(line: 42, column: 28, scope: !54)
!241 = !DILocation(line: 42, column: 30, scope: !54)
!242 = !DILocation(line: 42, column: 33, scope: !54)
!243 = !DILocation(line: 43, column: 20, scope: !54)
!244 = !DILocation(line: 42, column: 43, scope: !54)
!245 = !DILocation(line: 42, column: 42, scope: !54)
!246 = !DILocation(line: 43, column: 18, scope: !54)
!247 = !DILocation(line: 43, column: 25, scope: !54)
!248 = !DILocation(line: 43, column: 23, scope: !54)
!249 = !DILocation(line: 43, column: 31, scope: !54)
!250 = !DILocation(line: 43, column: 35, scope: !54)
!251 = !DILocation(line: 43, column: 33, scope: !54)
!252 = !DILocation(line: 43, column: 28, scope: !54)
!253 = !DILocation(line: 43, column: 41, scope: !54)
!254 = !DILocation(line: 43, column: 43, scope: !54)
!255 = !DILocation(line: 43, column: 38, scope: !54)
!256 = !DILocation(line: 44, column: 5, scope: !54)
!257 = !DILocation(line: 45, column: 16, scope: !54)
!258 = !DILocation(line: 46, column: 1, scope: !54)
!259 = !DILocation(line: 45, column: 5, scope: !54)
!260 = !DISubprogram(name: "printf", scope: !261, file: !261, line: 356, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!262 = !DISubroutineType(types: !263)
!263 = !{!57, !264, null}
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!267 = distinct !DISubprogram(name: "from_u64", scope: !2, file: !2, line: 10, type: !268, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !270)
!268 = !DISubroutineType(types: !269)
!269 = !{!90, !62}
!270 = !{!271}
!271 = !DILocalVariable(name: "v", arg: 1, scope: !267, file: !2, line: 10, type: !62)
!272 = !DILocation(line: 0, scope: !267)
!273 = !DILocation(line: 10, column: 69, scope: !267)
!274 = !DILocation(line: 10, column: 62, scope: !267)
!275 = distinct !DISubprogram(name: "from_i8", scope: !2, file: !2, line: 11, type: !276, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !282)
!276 = !DISubroutineType(types: !277)
!277 = !{!90, !278}
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !279, line: 24, baseType: !280)
!279 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !65, line: 37, baseType: !281)
!281 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!282 = !{!283}
!283 = !DILocalVariable(name: "v", arg: 1, scope: !275, file: !2, line: 11, type: !278)
!284 = !DILocation(line: 0, scope: !275)
!285 = !DILocation(line: 11, column: 66, scope: !275)
!286 = !DILocation(line: 11, column: 59, scope: !275)
!287 = distinct !DISubprogram(name: "from_double", scope: !2, file: !2, line: 12, type: !288, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{!90, !74}
!290 = !{!291}
!291 = !DILocalVariable(name: "d", arg: 1, scope: !287, file: !2, line: 12, type: !74)
!292 = !DILocation(line: 0, scope: !287)
!293 = !DILocation(line: 12, column: 70, scope: !287)
!294 = !DILocation(line: 12, column: 63, scope: !287)
!295 = distinct !DISubprogram(name: "from_float", scope: !2, file: !2, line: 13, type: !296, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{!90, !82}
!298 = !{!299}
!299 = !DILocalVariable(name: "f", arg: 1, scope: !295, file: !2, line: 13, type: !82)
!300 = !DILocation(line: 0, scope: !295)
!301 = !DILocation(line: 13, column: 68, scope: !295)
!302 = !DILocation(line: 13, column: 61, scope: !295)
!303 = distinct !DISubprogram(name: "from_ptr", scope: !2, file: !2, line: 14, type: !304, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !308)
!304 = !DISubroutineType(types: !305)
!305 = !{!90, !306}
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!308 = !{!309}
!309 = !DILocalVariable(name: "p", arg: 1, scope: !303, file: !2, line: 14, type: !306)
!310 = !DILocation(line: 0, scope: !303)
!311 = !DILocation(line: 14, column: 72, scope: !303)
!312 = !DILocation(line: 14, column: 65, scope: !303)
!313 = distinct !DISubprogram(name: "bool_xor", scope: !2, file: !2, line: 16, type: !314, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !316)
!314 = !DISubroutineType(types: !315)
!315 = !{!90, !90, !90}
!316 = !{!317, !318}
!317 = !DILocalVariable(name: "a", arg: 1, scope: !313, file: !2, line: 16, type: !90)
!318 = !DILocalVariable(name: "b", arg: 2, scope: !313, file: !2, line: 16, type: !90)
!319 = !DILocation(line: 0, scope: !313)
!320 = !DILocation(line: 16, column: 75, scope: !313)
!321 = !DILocation(line: 16, column: 66, scope: !313)
!322 = distinct !DISubprogram(name: "in_range", scope: !2, file: !2, line: 17, type: !323, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !325)
!323 = !DISubroutineType(cc: DW_CC_nocall, types: !324)
!324 = !{!90, !57, !57, !57}
!325 = !{!326, !327, !328}
!326 = !DILocalVariable(name: "x", arg: 1, scope: !322, file: !2, line: 17, type: !57)
!327 = !DILocalVariable(name: "lo", arg: 2, scope: !322, file: !2, line: 17, type: !57)
!328 = !DILocalVariable(name: "hi", arg: 3, scope: !322, file: !2, line: 17, type: !57)
!329 = !DILocation(line: 0, scope: !322)
!330 = !DILocation(line: 17, column: 90, scope: !322)
!331 = !DILocation(line: 17, column: 73, scope: !322)
!332 = distinct !DISubprogram(name: "not_b", scope: !2, file: !2, line: 18, type: !333, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !335)
!333 = !DISubroutineType(types: !334)
!334 = !{!90, !90}
!335 = !{!336}
!336 = !DILocalVariable(name: "b", arg: 1, scope: !332, file: !2, line: 18, type: !90)
!337 = !DILocation(line: 0, scope: !332)
!338 = !DILocation(line: 18, column: 62, scope: !332)
!339 = !DILocation(line: 18, column: 55, scope: !332)
!340 = distinct !DISubprogram(name: "pack", scope: !2, file: !2, line: 19, type: !341, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !345)
!341 = !DISubroutineType(cc: DW_CC_nocall, types: !342)
!342 = !{!44, !343, !57}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!345 = !{!346, !347, !348, !349}
!346 = !DILocalVariable(name: "b", arg: 1, scope: !340, file: !2, line: 19, type: !343)
!347 = !DILocalVariable(name: "n", arg: 2, scope: !340, file: !2, line: 19, type: !57)
!348 = !DILocalVariable(name: "r", scope: !340, file: !2, line: 19, type: !44)
!349 = !DILocalVariable(name: "i", scope: !350, file: !2, line: 19, type: !57)
!350 = distinct !DILexicalBlock(scope: !340, file: !2, line: 19, column: 88)
!351 = !DILocation(line: 0, scope: !340)
!352 = !DILocation(line: 0, scope: !350)
!353 = !DILocation(line: 19, column: 131, scope: !354)
!354 = distinct !DILexicalBlock(scope: !350, file: !2, line: 19, column: 88)
!355 = !{i8 0, i8 2}
!356 = !{}
!357 = !DILocation(line: 19, column: 136, scope: !354)
!358 = !DILocation(line: 19, column: 118, scope: !354)
!359 = !DILocation(line: 19, column: 142, scope: !340)
!360 = distinct !DISubprogram(name: "toggle", scope: !2, file: !2, line: 21, type: !361, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !42, retainedNodes: !363)
!361 = !DISubroutineType(cc: DW_CC_nocall, types: !362)
!362 = !{!96, !96}
!363 = !{!364}
!364 = !DILocalVariable(name: "f", arg: 1, scope: !360, file: !2, line: 21, type: !96)
!365 = distinct !DIAssignID()
!366 = !DILocation(line: 0, scope: !360)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 21, column: 81, scope: !360)
!369 = !DILocation(line: 21, column: 78, scope: !360)
!370 = !DILocation(line: 21, column: 92, scope: !360)
!371 = !DILocation(line: 21, column: 94, scope: !360)
!372 = !DILocation(line: 21, column: 88, scope: !360)
!373 = !DILocation(line: 21, column: 109, scope: !360)
!374 = !DILocation(line: 21, column: 115, scope: !360)
!375 = !DILocation(line: 21, column: 113, scope: !360)
!376 = !DILocation(line: 21, column: 121, scope: !360)
!377 = !DILocation(line: 21, column: 119, scope: !360)
!378 = !DILocation(line: 21, column: 133, scope: !360)
!379 = !DILocation(line: 21, column: 126, scope: !360)
