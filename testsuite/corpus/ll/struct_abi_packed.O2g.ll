; ModuleID = 'programs/struct_abi_packed.c'
source_filename = "programs/struct_abi_packed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.p5 = type <{ i8, i32 }>
%struct.p9 = type <{ i8, double }>
%struct.p11 = type <{ i16, i64, i8 }>
%struct.q = type <{ i8, i8, i32, i16, double }>
%struct.outer = type { i8, %struct.p5, i16 }
%struct.pa = type <{ i8, i16, i8 }>

@.str = private unnamed_addr constant [78 x i8] c"p5 size %zu off i %zu | p9 size %zu off d %zu | p11 size %zu off l %zu c %zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [96 x i8] c"q size %zu off i %zu s %zu d %zu | outer size %zu off in %zu after %zu | pa size %zu align %zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [65 x i8] c"a=%c,%d b=%c,%g c=%d,%ld,%c d=%d,%d,%d,%g o=%c,%c,%d,%d e=%c,%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"sum=%ld raw[13..24]:\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -8388657, 8388657) i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca %struct.p5, align 1, !DIAssignID !99
    #dbg_assign(i1 undef, !50, !DIExpression(), !99, ptr %1, !DIExpression(), !100)
  %2 = alloca %struct.p5, align 8
  %3 = alloca %struct.p5, align 8
  %4 = alloca %struct.p9, align 1, !DIAssignID !101
    #dbg_assign(i1 undef, !55, !DIExpression(), !101, ptr %4, !DIExpression(), !100)
  %5 = alloca %struct.p9, align 8
  %6 = alloca %struct.p11, align 2, !DIAssignID !102
    #dbg_assign(i1 undef, !61, !DIExpression(), !102, ptr %6, !DIExpression(), !100)
  %7 = alloca %struct.p11, align 8
  %8 = alloca %struct.q, align 2, !DIAssignID !103
    #dbg_assign(i1 undef, !67, !DIExpression(), !103, ptr %8, !DIExpression(), !100)
  %9 = alloca %struct.q, align 8
  %10 = alloca %struct.q, align 8
  %11 = alloca %struct.outer, align 2, !DIAssignID !104
    #dbg_assign(i1 undef, !74, !DIExpression(), !104, ptr %11, !DIExpression(), !100)
  %12 = alloca %struct.outer, align 8
  %13 = alloca %struct.pa, align 4, !DIAssignID !105
    #dbg_assign(i1 undef, !80, !DIExpression(), !105, ptr %13, !DIExpression(), !100)
  %14 = alloca %struct.pa, align 8
  %15 = alloca [7 x %struct.p11], align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !85, !DIExpression(), !106, ptr %15, !DIExpression(), !100)
    #dbg_assign(i1 undef, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 104), !107, ptr undef, !DIExpression(), !100)
    #dbg_assign(i1 undef, !92, !DIExpression(DW_OP_LLVM_fragment, 200, 416), !108, ptr undef, !DIExpression(), !100)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5, i64 noundef 1, i64 noundef 9, i64 noundef 1, i64 noundef 11, i64 noundef 2, i64 noundef 10), !dbg !109
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 16, i64 noundef 2, i64 noundef 6, i64 noundef 8, i64 noundef 8, i64 noundef 1, i64 noundef 6, i64 noundef 4, i64 noundef 4), !dbg !110
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #7, !dbg !111
  store i8 97, ptr %3, align 8, !dbg !112, !tbaa !113
  %18 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !112
  store i32 7, ptr %18, align 1, !dbg !112, !tbaa !118
  call fastcc void @p5_inc(ptr dead_on_unwind nonnull writable sret(%struct.p5) align 1 %2, ptr noundef nonnull byval(%struct.p5) align 8 %3), !dbg !119
  call fastcc void @p5_inc(ptr dead_on_unwind nonnull writable sret(%struct.p5) align 1 %1, ptr noundef nonnull byval(%struct.p5) align 8 %2), !dbg !120
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4) #7, !dbg !121
  store i8 120, ptr %5, align 8, !dbg !122, !tbaa !123
  %19 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !122
  store double 1.500000e+00, ptr %19, align 1, !dbg !122, !tbaa !126
  call fastcc void @p9_scale(ptr dead_on_unwind nonnull writable sret(%struct.p9) align 1 %4, ptr noundef nonnull byval(%struct.p9) align 8 %5), !dbg !127
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %6) #7, !dbg !128
  store i16 100, ptr %7, align 8, !dbg !129, !tbaa !130
  %20 = getelementptr inbounds i8, ptr %7, i64 2, !dbg !129
  store i64 123456789, ptr %20, align 2, !dbg !129, !tbaa !134
  %21 = getelementptr inbounds i8, ptr %7, i64 10, !dbg !129
  store i8 113, ptr %21, align 2, !dbg !129, !tbaa !135
  call fastcc void @p11_mix(ptr dead_on_unwind nonnull writable sret(%struct.p11) align 1 %6, ptr noundef nonnull byval(%struct.p11) align 8 %7), !dbg !136
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !137
  store i8 3, ptr %10, align 8, !dbg !138, !tbaa !139
  %22 = getelementptr inbounds i8, ptr %10, i64 2, !dbg !138
  store i32 10, ptr %22, align 2, !dbg !138, !tbaa !141
  %23 = getelementptr inbounds i8, ptr %10, i64 6, !dbg !138
  store i16 20, ptr %23, align 2, !dbg !138, !tbaa !142
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !138
  store double 5.000000e-01, ptr %24, align 8, !dbg !138, !tbaa !143
  call fastcc void @q_step(ptr dead_on_unwind nonnull writable sret(%struct.q) align 2 %9, ptr noundef nonnull byval(%struct.q) align 8 %10), !dbg !144
  call fastcc void @q_step(ptr dead_on_unwind nonnull writable sret(%struct.q) align 2 %8, ptr noundef nonnull byval(%struct.q) align 8 %9), !dbg !145
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #7, !dbg !146
  store i8 84, ptr %12, align 8, !dbg !147, !tbaa !148
  %25 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !147
  store i8 107, ptr %25, align 1, !dbg !150, !tbaa !113
  %26 = getelementptr inbounds i8, ptr %12, i64 2, !dbg !150
  store i32 -2, ptr %26, align 2, !dbg !150, !tbaa !118
  %27 = getelementptr inbounds i8, ptr %12, i64 6, !dbg !147
  store i16 300, ptr %27, align 2, !dbg !147, !tbaa !151
  call fastcc void @outer_f(ptr dead_on_unwind nonnull writable sret(%struct.outer) align 2 %11, ptr noundef nonnull byval(%struct.outer) align 8 %12), !dbg !152
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #7, !dbg !153
  store i8 101, ptr %14, align 8, !dbg !154, !tbaa !155
  %28 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !154
  store i16 1234, ptr %28, align 1, !dbg !154, !tbaa !157
  call fastcc void @pa_f(ptr dead_on_unwind nonnull writable sret(%struct.pa) align 4 %13, ptr noundef nonnull byval(%struct.pa) align 8 %14), !dbg !158
  %29 = load i8, ptr %1, align 1, !dbg !159, !tbaa !113
  %30 = sext i8 %29 to i32, !dbg !160
  %31 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !161
  %32 = load i32, ptr %31, align 1, !dbg !161, !tbaa !118
  %33 = load i8, ptr %4, align 1, !dbg !162, !tbaa !123
  %34 = sext i8 %33 to i32, !dbg !163
  %35 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !164
  %36 = load double, ptr %35, align 1, !dbg !164, !tbaa !126
  %37 = load i16, ptr %6, align 2, !dbg !165, !tbaa !130
  %38 = sext i16 %37 to i32, !dbg !166
  %39 = getelementptr inbounds i8, ptr %6, i64 2, !dbg !167
  %40 = load i64, ptr %39, align 2, !dbg !167, !tbaa !134
  %41 = getelementptr inbounds i8, ptr %6, i64 10, !dbg !168
  %42 = load i8, ptr %41, align 2, !dbg !168, !tbaa !135
  %43 = sext i8 %42 to i32, !dbg !169
  %44 = load i8, ptr %8, align 2, !dbg !170, !tbaa !139
  %45 = sext i8 %44 to i32, !dbg !171
  %46 = getelementptr inbounds i8, ptr %8, i64 2, !dbg !172
  %47 = load i32, ptr %46, align 2, !dbg !172, !tbaa !141
  %48 = getelementptr inbounds i8, ptr %8, i64 6, !dbg !173
  %49 = load i16, ptr %48, align 2, !dbg !173, !tbaa !142
  %50 = sext i16 %49 to i32, !dbg !174
  %51 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !175
  %52 = load double, ptr %51, align 2, !dbg !175, !tbaa !143
  %53 = load i8, ptr %11, align 2, !dbg !176, !tbaa !148
  %54 = sext i8 %53 to i32, !dbg !177
  %55 = getelementptr inbounds i8, ptr %11, i64 1, !dbg !178
  %56 = load i8, ptr %55, align 1, !dbg !179, !tbaa !180
  %57 = sext i8 %56 to i32, !dbg !181
  %58 = getelementptr inbounds i8, ptr %11, i64 2, !dbg !182
  %59 = load i32, ptr %58, align 2, !dbg !182, !tbaa !183
  %60 = getelementptr inbounds i8, ptr %11, i64 6, !dbg !184
  %61 = load i16, ptr %60, align 2, !dbg !184, !tbaa !151
  %62 = sext i16 %61 to i32, !dbg !185
  %63 = load i8, ptr %13, align 4, !dbg !186, !tbaa !155
  %64 = sext i8 %63 to i32, !dbg !187
  %65 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !188
  %66 = load i16, ptr %65, align 1, !dbg !188, !tbaa !157
  %67 = sext i16 %66 to i32, !dbg !189
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef %32, i32 noundef %34, double noundef %36, i32 noundef %38, i64 noundef %40, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %50, double noundef %52, i32 noundef %54, i32 noundef %57, i32 noundef %59, i32 noundef %62, i32 noundef %64, i32 noundef %67), !dbg !190
  call void @llvm.lifetime.start.p0(i64 77, ptr nonnull %15) #7, !dbg !191
    #dbg_value(i32 0, !89, !DIExpression(), !192)
    #dbg_value(i64 0, !89, !DIExpression(), !192)
  store i16 0, ptr %15, align 16, !dbg !193, !tbaa !130
  %69 = getelementptr inbounds i8, ptr %15, i64 2, !dbg !196
  store i64 0, ptr %69, align 2, !dbg !197, !tbaa !134
  %70 = getelementptr inbounds i8, ptr %15, i64 10, !dbg !198
  store i8 48, ptr %70, align 2, !dbg !199, !tbaa !135
    #dbg_value(i64 1, !89, !DIExpression(), !192)
  %71 = getelementptr inbounds i8, ptr %15, i64 11, !dbg !200
  store i16 11, ptr %71, align 1, !dbg !193, !tbaa !130
  %72 = getelementptr inbounds i8, ptr %15, i64 13, !dbg !196
  store i64 1099511627776, ptr %72, align 1, !dbg !197, !tbaa !134
  %73 = getelementptr inbounds i8, ptr %15, i64 21, !dbg !198
  store i8 49, ptr %73, align 1, !dbg !199, !tbaa !135
    #dbg_value(i64 2, !89, !DIExpression(), !192)
  %74 = getelementptr inbounds i8, ptr %15, i64 22, !dbg !200
  store i16 22, ptr %74, align 2, !dbg !193, !tbaa !130
  %75 = getelementptr inbounds i8, ptr %15, i64 24, !dbg !196
  store i64 2199023255552, ptr %75, align 8, !dbg !197, !tbaa !134
  %76 = getelementptr inbounds i8, ptr %15, i64 32, !dbg !198
  store i8 50, ptr %76, align 16, !dbg !199, !tbaa !135
    #dbg_value(i64 3, !89, !DIExpression(), !192)
  %77 = getelementptr inbounds i8, ptr %15, i64 33, !dbg !200
  store i16 33, ptr %77, align 1, !dbg !193, !tbaa !130
  %78 = getelementptr inbounds i8, ptr %15, i64 35, !dbg !196
  store i64 3298534883328, ptr %78, align 1, !dbg !197, !tbaa !134
  %79 = getelementptr inbounds i8, ptr %15, i64 43, !dbg !198
  store i8 51, ptr %79, align 1, !dbg !199, !tbaa !135
    #dbg_value(i64 4, !89, !DIExpression(), !192)
  %80 = getelementptr inbounds i8, ptr %15, i64 44, !dbg !200
  store i16 44, ptr %80, align 4, !dbg !193, !tbaa !130
  %81 = getelementptr inbounds i8, ptr %15, i64 46, !dbg !196
  store i64 4398046511104, ptr %81, align 2, !dbg !197, !tbaa !134
  %82 = getelementptr inbounds i8, ptr %15, i64 54, !dbg !198
  store i8 52, ptr %82, align 2, !dbg !199, !tbaa !135
    #dbg_value(i64 5, !89, !DIExpression(), !192)
  %83 = getelementptr inbounds i8, ptr %15, i64 55, !dbg !200
  store i16 55, ptr %83, align 1, !dbg !193, !tbaa !130
  %84 = getelementptr inbounds i8, ptr %15, i64 57, !dbg !196
  store i64 5497558138880, ptr %84, align 1, !dbg !197, !tbaa !134
  %85 = getelementptr inbounds i8, ptr %15, i64 65, !dbg !198
  store i8 53, ptr %85, align 1, !dbg !199, !tbaa !135
    #dbg_value(i64 6, !89, !DIExpression(), !192)
  %86 = getelementptr inbounds i8, ptr %15, i64 66, !dbg !200
  store i16 66, ptr %86, align 2, !dbg !193, !tbaa !130
  %87 = getelementptr inbounds i8, ptr %15, i64 68, !dbg !196
  store i64 6597069766656, ptr %87, align 4, !dbg !197, !tbaa !134
  %88 = getelementptr inbounds i8, ptr %15, i64 76, !dbg !198
  store i8 54, ptr %88, align 4, !dbg !199, !tbaa !135
    #dbg_value(i64 7, !89, !DIExpression(), !192)
  %89 = call fastcc i64 @sum_array(ptr noundef nonnull %15), !dbg !201
    #dbg_value(i64 %89, !91, !DIExpression(), !100)
    #dbg_assign(i1 undef, !92, !DIExpression(DW_OP_LLVM_fragment, 0, 104), !202, ptr undef, !DIExpression(), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !100)
    #dbg_value(i8 1, !92, !DIExpression(DW_OP_LLVM_fragment, 144, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 152, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 160, 8), !100)
    #dbg_value(i8 49, !92, !DIExpression(DW_OP_LLVM_fragment, 168, 8), !100)
    #dbg_value(i8 22, !92, !DIExpression(DW_OP_LLVM_fragment, 176, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 184, 8), !100)
    #dbg_value(i8 0, !92, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !100)
    #dbg_assign(i1 undef, !92, !DIExpression(DW_OP_LLVM_fragment, 200, 416), !203, ptr undef, !DIExpression(), !100)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %89), !dbg !204
    #dbg_value(i32 13, !97, !DIExpression(), !205)
    #dbg_value(i64 13, !97, !DIExpression(), !205)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 14, !97, !DIExpression(), !205)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 15, !97, !DIExpression(), !205)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 16, !97, !DIExpression(), !205)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 17, !97, !DIExpression(), !205)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 18, !97, !DIExpression(), !205)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1), !dbg !206
    #dbg_value(i64 19, !97, !DIExpression(), !205)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 20, !97, !DIExpression(), !205)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 21, !97, !DIExpression(), !205)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 49), !dbg !206
    #dbg_value(i64 22, !97, !DIExpression(), !205)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 22), !dbg !206
    #dbg_value(i64 23, !97, !DIExpression(), !205)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 24, !97, !DIExpression(), !205)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !206
    #dbg_value(i64 25, !97, !DIExpression(), !205)
  %103 = tail call i32 @putchar(i32 10), !dbg !208
  %104 = ashr i64 %89, 40, !dbg !209
  %105 = trunc nsw i64 %104 to i32, !dbg !210
  %106 = srem i32 %32, 50, !dbg !211
  %107 = add nsw i32 %106, %105, !dbg !212
  call void @llvm.lifetime.end.p0(i64 77, ptr nonnull %15) #7, !dbg !213
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #7, !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #7, !dbg !213
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !213
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %6) #7, !dbg !213
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4) #7, !dbg !213
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #7, !dbg !213
  ret i32 %107, !dbg !214
}

; Function Attrs: nofree nounwind
declare !dbg !215 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @p5_inc(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.p5) align 1 %0, ptr nocapture noundef byval(%struct.p5) align 8 %1) unnamed_addr #3 !dbg !222 {
    #dbg_declare(ptr %1, !226, !DIExpression(), !227)
  %3 = load i8, ptr %1, align 8, !dbg !228, !tbaa !113
  %4 = add i8 %3, 1, !dbg !228
  store i8 %4, ptr %1, align 8, !dbg !228, !tbaa !113
  %5 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !229
  %6 = load i32, ptr %5, align 1, !dbg !230, !tbaa !118
  %7 = mul nsw i32 %6, -3, !dbg !230
  store i32 %7, ptr %5, align 1, !dbg !230, !tbaa !118
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %0, ptr noundef nonnull align 8 dereferenceable(5) %1, i64 5, i1 false), !dbg !231, !tbaa.struct !232
  ret void, !dbg !235
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @p9_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.p9) align 1 %0, ptr nocapture noundef byval(%struct.p9) align 8 %1) unnamed_addr #3 !dbg !236 {
    #dbg_declare(ptr %1, !240, !DIExpression(), !242)
    #dbg_value(double -4.000000e+00, !241, !DIExpression(), !243)
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !244
  %4 = load double, ptr %3, align 1, !dbg !245, !tbaa !126
  %5 = fmul double %4, -4.000000e+00, !dbg !245
  store double %5, ptr %3, align 1, !dbg !245, !tbaa !126
  %6 = load i8, ptr %1, align 8, !dbg !246, !tbaa !123
  %7 = add i8 %6, 1, !dbg !247
  store i8 %7, ptr %1, align 8, !dbg !248, !tbaa !123
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %0, ptr noundef nonnull align 8 dereferenceable(9) %1, i64 9, i1 false), !dbg !249, !tbaa.struct !250
  ret void, !dbg !252
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @p11_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.p11) align 1 %0, ptr nocapture noundef byval(%struct.p11) align 8 %1) unnamed_addr #3 !dbg !253 {
    #dbg_value(i32 5, !257, !DIExpression(), !260)
    #dbg_declare(ptr %1, !258, !DIExpression(), !261)
    #dbg_value(i32 42, !259, !DIExpression(), !260)
  %3 = load i16, ptr %1, align 8, !dbg !262, !tbaa !130
  %4 = add i16 %3, 5, !dbg !263
  store i16 %4, ptr %1, align 8, !dbg !264, !tbaa !130
  %5 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !265
  %6 = load i64, ptr %5, align 2, !dbg !265, !tbaa !134
  %7 = mul nsw i64 %6, 1000, !dbg !266
  %8 = add nsw i64 %7, 42, !dbg !267
  store i64 %8, ptr %5, align 2, !dbg !268, !tbaa !134
  %9 = getelementptr inbounds i8, ptr %1, i64 10, !dbg !269
  %10 = load i8, ptr %9, align 2, !dbg !270, !tbaa !135
  %11 = xor i8 %10, 32, !dbg !270
  store i8 %11, ptr %9, align 2, !dbg !270, !tbaa !135
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %0, ptr noundef nonnull align 8 dereferenceable(11) %1, i64 11, i1 false), !dbg !271, !tbaa.struct !272
  ret void, !dbg !275
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @q_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.q) align 2 %0, ptr nocapture noundef byval(%struct.q) align 8 %1) unnamed_addr #3 !dbg !276 {
    #dbg_declare(ptr %1, !280, !DIExpression(), !281)
  %3 = load i8, ptr %1, align 8, !dbg !282, !tbaa !139
  %4 = sext i8 %3 to i32, !dbg !283
  %5 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !284
  %6 = load i32, ptr %5, align 2, !dbg !285, !tbaa !141
  %7 = add nsw i32 %6, %4, !dbg !285
  store i32 %7, ptr %5, align 2, !dbg !285, !tbaa !141
  %8 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !286
  %9 = load i16, ptr %8, align 2, !dbg !286, !tbaa !142
  %10 = add i16 %9, -1, !dbg !287
  store i16 %10, ptr %8, align 2, !dbg !288, !tbaa !142
  %11 = sitofp i32 %7 to double, !dbg !289
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !290
  %13 = load double, ptr %12, align 8, !dbg !291, !tbaa !143
  %14 = fadd double %13, %11, !dbg !291
  store double %14, ptr %12, align 8, !dbg !291, !tbaa !143
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !dbg !292, !tbaa.struct !293
  ret void, !dbg !294
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @outer_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.outer) align 2 %0, ptr nocapture noundef byval(%struct.outer) align 8 %1) unnamed_addr #3 !dbg !295 {
  %3 = alloca %struct.p5, align 8
    #dbg_declare(ptr %1, !299, !DIExpression(), !300)
  %4 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !301
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %3) #7, !dbg !302
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %3, ptr noundef nonnull align 1 dereferenceable(5) %4, i64 5, i1 false), !dbg !302, !tbaa.struct !232
  call fastcc void @p5_inc(ptr dead_on_unwind nonnull writable sret(%struct.p5) align 1 %4, ptr noundef nonnull byval(%struct.p5) align 8 %3), !dbg !302
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %3) #7, !dbg !302
  %5 = getelementptr inbounds i8, ptr %1, i64 6, !dbg !303
  %6 = load i16, ptr %5, align 2, !dbg !303, !tbaa !151
  %7 = shl i16 %6, 1, !dbg !304
  store i16 %7, ptr %5, align 2, !dbg !305, !tbaa !151
  %8 = load i64, ptr %1, align 8, !dbg !306
  store i64 %8, ptr %0, align 2, !dbg !306
  ret void, !dbg !307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @pa_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pa) align 4 %0, ptr nocapture noundef byval(%struct.pa) align 8 %1) unnamed_addr #3 !dbg !308 {
    #dbg_declare(ptr %1, !312, !DIExpression(), !313)
  %3 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !314
  %4 = load i16, ptr %3, align 1, !dbg !314, !tbaa !157
  %5 = shl i16 %4, 1, !dbg !315
  store i16 %5, ptr %3, align 1, !dbg !316, !tbaa !157
  %6 = load i32, ptr %1, align 8, !dbg !317
  store i32 %6, ptr %0, align 4, !dbg !317
  ret void, !dbg !318
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sum_array(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !319 {
    #dbg_value(ptr %0, !325, !DIExpression(), !330)
    #dbg_value(i32 7, !326, !DIExpression(), !330)
    #dbg_value(i64 0, !327, !DIExpression(), !330)
    #dbg_value(i32 0, !328, !DIExpression(), !331)
    #dbg_value(i64 0, !328, !DIExpression(), !331)
    #dbg_value(i64 0, !327, !DIExpression(), !330)
  %2 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !332
  %3 = load i64, ptr %2, align 1, !dbg !332, !tbaa !134
  %4 = load i16, ptr %0, align 1, !dbg !334, !tbaa !130
  %5 = sext i16 %4 to i64, !dbg !335
  %6 = getelementptr inbounds i8, ptr %0, i64 10, !dbg !336
  %7 = load i8, ptr %6, align 1, !dbg !336, !tbaa !135
  %8 = sext i8 %7 to i64, !dbg !337
  %9 = add i64 %3, %5, !dbg !338
  %10 = add i64 %9, %8, !dbg !339
    #dbg_value(i64 %10, !327, !DIExpression(), !330)
    #dbg_value(i64 1, !328, !DIExpression(), !331)
  %11 = getelementptr inbounds i8, ptr %0, i64 11, !dbg !340
  %12 = getelementptr inbounds i8, ptr %0, i64 13, !dbg !332
  %13 = load i64, ptr %12, align 1, !dbg !332, !tbaa !134
  %14 = load i16, ptr %11, align 1, !dbg !334, !tbaa !130
  %15 = sext i16 %14 to i64, !dbg !335
  %16 = getelementptr inbounds i8, ptr %0, i64 21, !dbg !336
  %17 = load i8, ptr %16, align 1, !dbg !336, !tbaa !135
  %18 = sext i8 %17 to i64, !dbg !337
  %19 = add i64 %13, %10, !dbg !341
  %20 = add i64 %19, %15, !dbg !338
  %21 = add i64 %20, %18, !dbg !339
    #dbg_value(i64 %21, !327, !DIExpression(), !330)
    #dbg_value(i64 2, !328, !DIExpression(), !331)
  %22 = getelementptr inbounds i8, ptr %0, i64 22, !dbg !340
  %23 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !332
  %24 = load i64, ptr %23, align 1, !dbg !332, !tbaa !134
  %25 = load i16, ptr %22, align 1, !dbg !334, !tbaa !130
  %26 = sext i16 %25 to i64, !dbg !335
  %27 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !336
  %28 = load i8, ptr %27, align 1, !dbg !336, !tbaa !135
  %29 = sext i8 %28 to i64, !dbg !337
  %30 = add i64 %24, %21, !dbg !341
  %31 = add i64 %30, %26, !dbg !338
  %32 = add i64 %31, %29, !dbg !339
    #dbg_value(i64 %32, !327, !DIExpression(), !330)
    #dbg_value(i64 3, !328, !DIExpression(), !331)
  %33 = getelementptr inbounds i8, ptr %0, i64 33, !dbg !340
  %34 = getelementptr inbounds i8, ptr %0, i64 35, !dbg !332
  %35 = load i64, ptr %34, align 1, !dbg !332, !tbaa !134
  %36 = load i16, ptr %33, align 1, !dbg !334, !tbaa !130
  %37 = sext i16 %36 to i64, !dbg !335
  %38 = getelementptr inbounds i8, ptr %0, i64 43, !dbg !336
  %39 = load i8, ptr %38, align 1, !dbg !336, !tbaa !135
  %40 = sext i8 %39 to i64, !dbg !337
  %41 = add i64 %35, %32, !dbg !341
  %42 = add i64 %41, %37, !dbg !338
  %43 = add i64 %42, %40, !dbg !339
    #dbg_value(i64 %43, !327, !DIExpression(), !330)
    #dbg_value(i64 4, !328, !DIExpression(), !331)
  %44 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !340
  %45 = getelementptr inbounds i8, ptr %0, i64 46, !dbg !332
  %46 = load i64, ptr %45, align 1, !dbg !332, !tbaa !134
  %47 = load i16, ptr %44, align 1, !dbg !334, !tbaa !130
  %48 = sext i16 %47 to i64, !dbg !335
  %49 = getelementptr inbounds i8, ptr %0, i64 54, !dbg !336
  %50 = load i8, ptr %49, align 1, !dbg !336, !tbaa !135
  %51 = sext i8 %50 to i64, !dbg !337
  %52 = add i64 %46, %43, !dbg !341
  %53 = add i64 %52, %48, !dbg !338
  %54 = add i64 %53, %51, !dbg !339
    #dbg_value(i64 %54, !327, !DIExpression(), !330)
    #dbg_value(i64 5, !328, !DIExpression(), !331)
  %55 = getelementptr inbounds i8, ptr %0, i64 55, !dbg !340
  %56 = getelementptr inbounds i8, ptr %0, i64 57, !dbg !332
  %57 = load i64, ptr %56, align 1, !dbg !332, !tbaa !134
  %58 = load i16, ptr %55, align 1, !dbg !334, !tbaa !130
  %59 = sext i16 %58 to i64, !dbg !335
  %60 = getelementptr inbounds i8, ptr %0, i64 65, !dbg !336
  %61 = load i8, ptr %60, align 1, !dbg !336, !tbaa !135
  %62 = sext i8 %61 to i64, !dbg !337
  %63 = add i64 %57, %54, !dbg !341
  %64 = add i64 %63, %59, !dbg !338
  %65 = add i64 %64, %62, !dbg !339
    #dbg_value(i64 %65, !327, !DIExpression(), !330)
    #dbg_value(i64 6, !328, !DIExpression(), !331)
  %66 = getelementptr inbounds i8, ptr %0, i64 66, !dbg !340
  %67 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !332
  %68 = load i64, ptr %67, align 1, !dbg !332, !tbaa !134
  %69 = load i16, ptr %66, align 1, !dbg !334, !tbaa !130
  %70 = sext i16 %69 to i64, !dbg !335
  %71 = getelementptr inbounds i8, ptr %0, i64 76, !dbg !336
  %72 = load i8, ptr %71, align 1, !dbg !336, !tbaa !135
  %73 = sext i8 %72 to i64, !dbg !337
  %74 = add i64 %68, %65, !dbg !341
  %75 = add i64 %74, %70, !dbg !338
  %76 = add i64 %75, %73, !dbg !339
    #dbg_value(i64 %76, !327, !DIExpression(), !330)
    #dbg_value(i64 7, !328, !DIExpression(), !331)
  ret i64 %76, !dbg !342
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_packed.c", directory: ".", checksumkind: CSK_MD5, checksum: "7e32ba65afc35d51900ad2787a0dac3a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 624, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 78)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 768, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 65)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !32, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !30, !4, !31}
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!0, !7, !12, !17, !22, !33}
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !35, isLocal: true, isDefinition: true)
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
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !47, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!31}
!49 = !{!50, !55, !61, !67, !74, !80, !85, !89, !91, !92, !97}
!50 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 31, type: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "p5", file: !2, line: 9, size: 40, elements: !52)
!52 = !{!53, !54}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !51, file: !2, line: 9, baseType: !4, size: 8)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !51, file: !2, line: 9, baseType: !31, size: 32, offset: 8)
!55 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 32, type: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "p9", file: !2, line: 10, size: 72, elements: !57)
!57 = !{!58, !59}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !56, file: !2, line: 10, baseType: !4, size: 8)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !56, file: !2, line: 10, baseType: !60, size: 64, offset: 8)
!60 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!61 = !DILocalVariable(name: "c", scope: !46, file: !2, line: 33, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "p11", file: !2, line: 11, size: 88, elements: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !62, file: !2, line: 11, baseType: !29, size: 16)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !62, file: !2, line: 11, baseType: !30, size: 64, offset: 16)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !62, file: !2, line: 11, baseType: !4, size: 8, offset: 80)
!67 = !DILocalVariable(name: "d", scope: !46, file: !2, line: 34, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "q", file: !2, line: 13, size: 128, align: 16, elements: !69)
!69 = !{!70, !71, !72, !73}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !68, file: !2, line: 13, baseType: !4, size: 8)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !68, file: !2, line: 13, baseType: !31, size: 32, offset: 16)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !68, file: !2, line: 13, baseType: !29, size: 16, offset: 48)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !68, file: !2, line: 13, baseType: !60, size: 64, offset: 64)
!74 = !DILocalVariable(name: "o", scope: !46, file: !2, line: 35, type: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "outer", file: !2, line: 15, size: 64, elements: !76)
!76 = !{!77, !78, !79}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !75, file: !2, line: 15, baseType: !4, size: 8)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !75, file: !2, line: 15, baseType: !51, size: 40, offset: 8)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "after", scope: !75, file: !2, line: 15, baseType: !29, size: 16, offset: 48)
!80 = !DILocalVariable(name: "e", scope: !46, file: !2, line: 36, type: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pa", file: !2, line: 16, size: 32, align: 32, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !81, file: !2, line: 16, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !81, file: !2, line: 16, baseType: !29, size: 16, offset: 8)
!85 = !DILocalVariable(name: "arr", scope: !46, file: !2, line: 38, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 616, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 7)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 39, type: !31)
!90 = distinct !DILexicalBlock(scope: !46, file: !2, line: 39, column: 5)
!91 = !DILocalVariable(name: "s", scope: !46, file: !2, line: 40, type: !30)
!92 = !DILocalVariable(name: "raw", scope: !46, file: !2, line: 41, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 616, elements: !95)
!94 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!95 = !{!96}
!96 = !DISubrange(count: 77)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 44, type: !31)
!98 = distinct !DILexicalBlock(scope: !46, file: !2, line: 44, column: 5)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !46)
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 27, column: 5, scope: !46)
!110 = !DILocation(line: 29, column: 5, scope: !46)
!111 = !DILocation(line: 31, column: 5, scope: !46)
!112 = !DILocation(line: 31, column: 44, scope: !46)
!113 = !{!114, !115, i64 0}
!114 = !{!"p5", !115, i64 0, !117, i64 1}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !{!"int", !115, i64 0}
!118 = !{!114, !117, i64 1}
!119 = !DILocation(line: 31, column: 26, scope: !46)
!120 = !DILocation(line: 31, column: 19, scope: !46)
!121 = !DILocation(line: 32, column: 5, scope: !46)
!122 = !DILocation(line: 32, column: 39, scope: !46)
!123 = !{!124, !115, i64 0}
!124 = !{!"p9", !115, i64 0, !125, i64 1}
!125 = !{!"double", !115, i64 0}
!126 = !{!124, !125, i64 1}
!127 = !DILocation(line: 32, column: 19, scope: !46)
!128 = !DILocation(line: 33, column: 5, scope: !46)
!129 = !DILocation(line: 33, column: 43, scope: !46)
!130 = !{!131, !132, i64 0}
!131 = !{!"p11", !132, i64 0, !133, i64 2, !115, i64 10}
!132 = !{!"short", !115, i64 0}
!133 = !{!"long", !115, i64 0}
!134 = !{!131, !133, i64 2}
!135 = !{!131, !115, i64 10}
!136 = !DILocation(line: 33, column: 20, scope: !46)
!137 = !DILocation(line: 34, column: 5, scope: !46)
!138 = !DILocation(line: 34, column: 42, scope: !46)
!139 = !{!140, !115, i64 0}
!140 = !{!"q", !115, i64 0, !117, i64 2, !132, i64 6, !125, i64 8}
!141 = !{!140, !117, i64 2}
!142 = !{!140, !132, i64 6}
!143 = !{!140, !125, i64 8}
!144 = !DILocation(line: 34, column: 25, scope: !46)
!145 = !DILocation(line: 34, column: 18, scope: !46)
!146 = !DILocation(line: 35, column: 5, scope: !46)
!147 = !DILocation(line: 35, column: 44, scope: !46)
!148 = !{!149, !115, i64 0}
!149 = !{!"outer", !115, i64 0, !114, i64 1, !132, i64 6}
!150 = !DILocation(line: 35, column: 50, scope: !46)
!151 = !{!149, !132, i64 6}
!152 = !DILocation(line: 35, column: 22, scope: !46)
!153 = !DILocation(line: 36, column: 5, scope: !46)
!154 = !DILocation(line: 36, column: 35, scope: !46)
!155 = !{!156, !115, i64 0}
!156 = !{!"pa", !115, i64 0, !132, i64 1}
!157 = !{!156, !132, i64 1}
!158 = !DILocation(line: 36, column: 19, scope: !46)
!159 = !DILocation(line: 37, column: 83, scope: !46)
!160 = !DILocation(line: 37, column: 81, scope: !46)
!161 = !DILocation(line: 37, column: 88, scope: !46)
!162 = !DILocation(line: 37, column: 93, scope: !46)
!163 = !DILocation(line: 37, column: 91, scope: !46)
!164 = !DILocation(line: 37, column: 98, scope: !46)
!165 = !DILocation(line: 37, column: 103, scope: !46)
!166 = !DILocation(line: 37, column: 101, scope: !46)
!167 = !DILocation(line: 37, column: 108, scope: !46)
!168 = !DILocation(line: 37, column: 113, scope: !46)
!169 = !DILocation(line: 37, column: 111, scope: !46)
!170 = !DILocation(line: 37, column: 118, scope: !46)
!171 = !DILocation(line: 37, column: 116, scope: !46)
!172 = !DILocation(line: 37, column: 123, scope: !46)
!173 = !DILocation(line: 37, column: 128, scope: !46)
!174 = !DILocation(line: 37, column: 126, scope: !46)
!175 = !DILocation(line: 37, column: 133, scope: !46)
!176 = !DILocation(line: 37, column: 138, scope: !46)
!177 = !DILocation(line: 37, column: 136, scope: !46)
!178 = !DILocation(line: 37, column: 145, scope: !46)
!179 = !DILocation(line: 37, column: 148, scope: !46)
!180 = !{!149, !115, i64 1}
!181 = !DILocation(line: 37, column: 143, scope: !46)
!182 = !DILocation(line: 37, column: 156, scope: !46)
!183 = !{!149, !117, i64 2}
!184 = !DILocation(line: 37, column: 161, scope: !46)
!185 = !DILocation(line: 37, column: 159, scope: !46)
!186 = !DILocation(line: 37, column: 170, scope: !46)
!187 = !DILocation(line: 37, column: 168, scope: !46)
!188 = !DILocation(line: 37, column: 175, scope: !46)
!189 = !DILocation(line: 37, column: 173, scope: !46)
!190 = !DILocation(line: 37, column: 5, scope: !46)
!191 = !DILocation(line: 38, column: 5, scope: !46)
!192 = !DILocation(line: 0, scope: !90)
!193 = !DILocation(line: 39, column: 44, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !2, line: 39, column: 33)
!195 = distinct !DILexicalBlock(scope: !90, file: !2, line: 39, column: 5)
!196 = !DILocation(line: 39, column: 70, scope: !194)
!197 = !DILocation(line: 39, column: 72, scope: !194)
!198 = !DILocation(line: 39, column: 96, scope: !194)
!199 = !DILocation(line: 39, column: 98, scope: !194)
!200 = !DILocation(line: 39, column: 35, scope: !194)
!201 = !DILocation(line: 40, column: 14, scope: !46)
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 43, column: 5, scope: !46)
!205 = !DILocation(line: 0, scope: !98)
!206 = !DILocation(line: 44, column: 35, scope: !207)
!207 = distinct !DILexicalBlock(scope: !98, file: !2, line: 44, column: 5)
!208 = !DILocation(line: 45, column: 5, scope: !46)
!209 = !DILocation(line: 46, column: 20, scope: !46)
!210 = !DILocation(line: 46, column: 12, scope: !46)
!211 = !DILocation(line: 46, column: 33, scope: !46)
!212 = !DILocation(line: 46, column: 27, scope: !46)
!213 = !DILocation(line: 47, column: 1, scope: !46)
!214 = !DILocation(line: 46, column: 5, scope: !46)
!215 = !DISubprogram(name: "printf", scope: !216, file: !216, line: 356, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!217 = !DISubroutineType(types: !218)
!218 = !{!31, !219, null}
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!222 = distinct !DISubprogram(name: "p5_inc", scope: !2, file: !2, line: 18, type: !223, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!51, !51}
!225 = !{!226}
!226 = !DILocalVariable(name: "v", arg: 1, scope: !222, file: !2, line: 18, type: !51)
!227 = !DILocation(line: 18, column: 61, scope: !222)
!228 = !DILocation(line: 18, column: 69, scope: !222)
!229 = !DILocation(line: 18, column: 75, scope: !222)
!230 = !DILocation(line: 18, column: 77, scope: !222)
!231 = !DILocation(line: 18, column: 91, scope: !222)
!232 = !{i64 0, i64 1, !233, i64 1, i64 4, !234}
!233 = !{!115, !115, i64 0}
!234 = !{!117, !117, i64 0}
!235 = !DILocation(line: 18, column: 84, scope: !222)
!236 = distinct !DISubprogram(name: "p9_scale", scope: !2, file: !2, line: 19, type: !237, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !239)
!237 = !DISubroutineType(cc: DW_CC_nocall, types: !238)
!238 = !{!56, !56, !60}
!239 = !{!240, !241}
!240 = !DILocalVariable(name: "v", arg: 1, scope: !236, file: !2, line: 19, type: !56)
!241 = !DILocalVariable(name: "k", arg: 2, scope: !236, file: !2, line: 19, type: !60)
!242 = !DILocation(line: 19, column: 63, scope: !236)
!243 = !DILocation(line: 0, scope: !236)
!244 = !DILocation(line: 19, column: 80, scope: !236)
!245 = !DILocation(line: 19, column: 82, scope: !236)
!246 = !DILocation(line: 19, column: 103, scope: !236)
!247 = !DILocation(line: 19, column: 105, scope: !236)
!248 = !DILocation(line: 19, column: 92, scope: !236)
!249 = !DILocation(line: 19, column: 118, scope: !236)
!250 = !{i64 0, i64 1, !233, i64 1, i64 8, !251}
!251 = !{!125, !125, i64 0}
!252 = !DILocation(line: 19, column: 111, scope: !236)
!253 = distinct !DISubprogram(name: "p11_mix", scope: !2, file: !2, line: 20, type: !254, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !256)
!254 = !DISubroutineType(cc: DW_CC_nocall, types: !255)
!255 = !{!62, !31, !62, !31}
!256 = !{!257, !258, !259}
!257 = !DILocalVariable(name: "a", arg: 1, scope: !253, file: !2, line: 20, type: !31)
!258 = !DILocalVariable(name: "v", arg: 2, scope: !253, file: !2, line: 20, type: !62)
!259 = !DILocalVariable(name: "b", arg: 3, scope: !253, file: !2, line: 20, type: !31)
!260 = !DILocation(line: 0, scope: !253)
!261 = !DILocation(line: 20, column: 71, scope: !253)
!262 = !DILocation(line: 20, column: 99, scope: !253)
!263 = !DILocation(line: 20, column: 101, scope: !253)
!264 = !DILocation(line: 20, column: 87, scope: !253)
!265 = !DILocation(line: 20, column: 115, scope: !253)
!266 = !DILocation(line: 20, column: 117, scope: !253)
!267 = !DILocation(line: 20, column: 124, scope: !253)
!268 = !DILocation(line: 20, column: 111, scope: !253)
!269 = !DILocation(line: 20, column: 131, scope: !253)
!270 = !DILocation(line: 20, column: 133, scope: !253)
!271 = !DILocation(line: 20, column: 149, scope: !253)
!272 = !{i64 0, i64 2, !273, i64 2, i64 8, !274, i64 10, i64 1, !233}
!273 = !{!132, !132, i64 0}
!274 = !{!133, !133, i64 0}
!275 = !DILocation(line: 20, column: 142, scope: !253)
!276 = distinct !DISubprogram(name: "q_step", scope: !2, file: !2, line: 21, type: !277, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{!68, !68}
!279 = !{!280}
!280 = !DILocalVariable(name: "v", arg: 1, scope: !276, file: !2, line: 21, type: !68)
!281 = !DILocation(line: 21, column: 59, scope: !276)
!282 = !DILocation(line: 21, column: 73, scope: !276)
!283 = !DILocation(line: 21, column: 71, scope: !276)
!284 = !DILocation(line: 21, column: 66, scope: !276)
!285 = !DILocation(line: 21, column: 68, scope: !276)
!286 = !DILocation(line: 21, column: 92, scope: !276)
!287 = !DILocation(line: 21, column: 94, scope: !276)
!288 = !DILocation(line: 21, column: 80, scope: !276)
!289 = !DILocation(line: 21, column: 107, scope: !276)
!290 = !DILocation(line: 21, column: 102, scope: !276)
!291 = !DILocation(line: 21, column: 104, scope: !276)
!292 = !DILocation(line: 21, column: 119, scope: !276)
!293 = !{i64 0, i64 1, !233, i64 2, i64 4, !234, i64 6, i64 2, !273, i64 8, i64 8, !251}
!294 = !DILocation(line: 21, column: 112, scope: !276)
!295 = distinct !DISubprogram(name: "outer_f", scope: !2, file: !2, line: 22, type: !296, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{!75, !75}
!298 = !{!299}
!299 = !DILocalVariable(name: "o", arg: 1, scope: !295, file: !2, line: 22, type: !75)
!300 = !DILocation(line: 22, column: 68, scope: !295)
!301 = !DILocation(line: 22, column: 75, scope: !295)
!302 = !DILocation(line: 22, column: 80, scope: !295)
!303 = !DILocation(line: 22, column: 114, scope: !295)
!304 = !DILocation(line: 22, column: 120, scope: !295)
!305 = !DILocation(line: 22, column: 102, scope: !295)
!306 = !DILocation(line: 22, column: 133, scope: !295)
!307 = !DILocation(line: 22, column: 126, scope: !295)
!308 = distinct !DISubprogram(name: "pa_f", scope: !2, file: !2, line: 24, type: !309, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !311)
!309 = !DISubroutineType(types: !310)
!310 = !{!81, !81}
!311 = !{!312}
!312 = !DILocalVariable(name: "v", arg: 1, scope: !308, file: !2, line: 24, type: !81)
!313 = !DILocation(line: 24, column: 59, scope: !308)
!314 = !DILocation(line: 24, column: 80, scope: !308)
!315 = !DILocation(line: 24, column: 82, scope: !308)
!316 = !DILocation(line: 24, column: 68, scope: !308)
!317 = !DILocation(line: 24, column: 96, scope: !308)
!318 = !DILocation(line: 24, column: 89, scope: !308)
!319 = distinct !DISubprogram(name: "sum_array", scope: !2, file: !2, line: 23, type: !320, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !324)
!320 = !DISubroutineType(cc: DW_CC_nocall, types: !321)
!321 = !{!30, !322, !31}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!324 = !{!325, !326, !327, !328}
!325 = !DILocalVariable(name: "a", arg: 1, scope: !319, file: !2, line: 23, type: !322)
!326 = !DILocalVariable(name: "n", arg: 2, scope: !319, file: !2, line: 23, type: !31)
!327 = !DILocalVariable(name: "s", scope: !319, file: !2, line: 23, type: !30)
!328 = !DILocalVariable(name: "i", scope: !329, file: !2, line: 23, type: !31)
!329 = distinct !DILexicalBlock(scope: !319, file: !2, line: 23, column: 91)
!330 = !DILocation(line: 0, scope: !319)
!331 = !DILocation(line: 0, scope: !329)
!332 = !DILocation(line: 23, column: 129, scope: !333)
!333 = distinct !DILexicalBlock(scope: !329, file: !2, line: 23, column: 91)
!334 = !DILocation(line: 23, column: 138, scope: !333)
!335 = !DILocation(line: 23, column: 133, scope: !333)
!336 = !DILocation(line: 23, column: 147, scope: !333)
!337 = !DILocation(line: 23, column: 142, scope: !333)
!338 = !DILocation(line: 23, column: 140, scope: !333)
!339 = !DILocation(line: 23, column: 121, scope: !333)
!340 = !DILocation(line: 23, column: 124, scope: !333)
!341 = !DILocation(line: 23, column: 131, scope: !333)
!342 = !DILocation(line: 23, column: 150, scope: !319)
