; ModuleID = 'programs/fp_float_int_conversions.c'
source_filename = "programs/fp_float_int_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [19 x float] [float 0.000000e+00, float 0x3FECCCCCC0000000, float 0xBFECCCCCC0000000, float 1.500000e+00, float -1.500000e+00, float 0x405FF999A0000000, float 0xC0601CCCC0000000, float 2.555000e+02, float 3.276750e+04, float 0xC0E0001800000000, float 0x40EFFFFCC0000000, float 0x41DFFFFFE0000000, float 0x41E0000000000000, float 0x41EFFFFFE0000000, float 0x43DFFFFFE0000000, float 0x43E0000000000000, float 0x43EFFFFFE0000000, float 0xC3E0000000000000, float 0x4170000000000000], align 16
@.str = private unnamed_addr constant [7 x i8] c"%-14a:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [7 x i8] c" u8=%d\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1, !dbg !25
@.str.8 = private unnamed_addr constant [8 x i8] c" u16=%d\00", align 1, !dbg !27
@__const.main.is = private unnamed_addr constant [9 x i32] [i32 16777216, i32 16777217, i32 16777218, i32 16777219, i32 33554434, i32 33554438, i32 -16777217, i32 2147483647, i32 -2147483648], align 16
@.str.10 = private unnamed_addr constant [14 x i8] c"i32 %d -> %a\0A\00", align 1, !dbg !29
@__const.main.us = private unnamed_addr constant [4 x i32] [i32 -1, i32 -128, i32 -129, i32 -2147483647], align 16
@.str.11 = private unnamed_addr constant [14 x i8] c"u32 %u -> %a\0A\00", align 1, !dbg !34
@.str.12 = private unnamed_addr constant [16 x i8] c"i64 %lld -> %a\0A\00", align 1, !dbg !36
@.str.13 = private unnamed_addr constant [16 x i8] c"u64 %llu -> %a\0A\00", align 1, !dbg !41
@.str.14 = private unnamed_addr constant [17 x i8] c"small: %g %g %g\0A\00", align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !95 {
  %1 = alloca [19 x float], align 16, !DIAssignID !137
    #dbg_assign(i1 undef, !99, !DIExpression(), !137, ptr %1, !DIExpression(), !138)
  %2 = alloca i32, align 16, !DIAssignID !139
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !139, ptr %2, !DIExpression(), !138)
  %3 = alloca i32, align 4, !DIAssignID !140
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %3, !DIExpression(), !138)
  %4 = alloca i32, align 8, !DIAssignID !141
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141, ptr %4, !DIExpression(), !138)
  %5 = alloca i32, align 4, !DIAssignID !142
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !142, ptr %5, !DIExpression(), !138)
  %6 = alloca i32, align 16, !DIAssignID !143
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !143, ptr %6, !DIExpression(), !138)
  %7 = alloca i32, align 4, !DIAssignID !144
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !144, ptr %7, !DIExpression(), !138)
  %8 = alloca i32, align 8, !DIAssignID !145
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !145, ptr %8, !DIExpression(), !138)
  %9 = alloca i32, align 4, !DIAssignID !146
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !146, ptr %9, !DIExpression(), !138)
  %10 = alloca i32, align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !147, ptr %10, !DIExpression(), !138)
  %11 = alloca i32, align 16, !DIAssignID !148
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !148, ptr %11, !DIExpression(), !138)
  %12 = alloca i32, align 4, !DIAssignID !149
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !149, ptr %12, !DIExpression(), !138)
  %13 = alloca i32, align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150, ptr %13, !DIExpression(), !138)
  %14 = alloca i32, align 4, !DIAssignID !151
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !151, ptr %14, !DIExpression(), !138)
  %15 = alloca i64, align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !152, ptr %15, !DIExpression(), !138)
  %16 = alloca i64, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153, ptr %16, !DIExpression(), !138)
  %17 = alloca i64, align 16, !DIAssignID !154
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !154, ptr %17, !DIExpression(), !138)
  %18 = alloca i64, align 8, !DIAssignID !155
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !155, ptr %18, !DIExpression(), !138)
  %19 = alloca i64, align 16, !DIAssignID !156
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !156, ptr %19, !DIExpression(), !138)
  %20 = alloca i64, align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !157, ptr %20, !DIExpression(), !138)
  %21 = alloca i64, align 8, !DIAssignID !158
    #dbg_assign(i1 undef, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !158, ptr %21, !DIExpression(), !138)
  %22 = alloca i64, align 16, !DIAssignID !159
    #dbg_assign(i1 undef, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !159, ptr %22, !DIExpression(), !138)
  %23 = alloca i64, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !160, ptr %23, !DIExpression(), !138)
  %24 = alloca i64, align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !161, ptr %24, !DIExpression(), !138)
  %25 = alloca i64, align 8, !DIAssignID !162
    #dbg_assign(i1 undef, !130, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !162, ptr %25, !DIExpression(), !138)
  call void @llvm.lifetime.start.p0(i64 76, ptr nonnull %1) #7, !dbg !163
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.fs, i64 76, i1 true), !dbg !164, !DIAssignID !165
    #dbg_assign(i1 undef, !99, !DIExpression(), !165, ptr %1, !DIExpression(), !138)
    #dbg_value(i32 0, !104, !DIExpression(), !166)
  br label %168, !dbg !167

26:                                               ; preds = %227
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9), !dbg !168
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10), !dbg !168
  %27 = load volatile i32, ptr @__const.main.is, align 16, !dbg !169
  store volatile i32 %27, ptr %2, align 16, !dbg !169, !DIAssignID !170
  %28 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 4), align 4, !dbg !169
  store volatile i32 %28, ptr %3, align 4, !dbg !169, !DIAssignID !171
  %29 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 8), align 8, !dbg !169
  store volatile i32 %29, ptr %4, align 8, !dbg !169, !DIAssignID !172
  %30 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 12), align 4, !dbg !169
  store volatile i32 %30, ptr %5, align 4, !dbg !169, !DIAssignID !173
  %31 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 16), align 16, !dbg !169
  store volatile i32 %31, ptr %6, align 16, !dbg !169, !DIAssignID !174
  %32 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 20), align 4, !dbg !169
  store volatile i32 %32, ptr %7, align 4, !dbg !169, !DIAssignID !175
  %33 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 24), align 8, !dbg !169
  store volatile i32 %33, ptr %8, align 8, !dbg !169, !DIAssignID !176
  %34 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 28), align 4, !dbg !169
  store volatile i32 %34, ptr %9, align 4, !dbg !169, !DIAssignID !177
  %35 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 32), align 16, !dbg !169
  store volatile i32 %35, ptr %10, align 16, !dbg !169, !DIAssignID !178
    #dbg_assign(i32 %27, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170, ptr %2, !DIExpression(), !138)
    #dbg_assign(i32 %28, !109, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171, ptr %3, !DIExpression(), !138)
    #dbg_assign(i32 %29, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !172, ptr %4, !DIExpression(), !138)
    #dbg_assign(i32 %30, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !173, ptr %5, !DIExpression(), !138)
    #dbg_assign(i32 %31, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !174, ptr %6, !DIExpression(), !138)
    #dbg_assign(i32 %32, !109, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !175, ptr %7, !DIExpression(), !138)
    #dbg_assign(i32 %33, !109, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !176, ptr %8, !DIExpression(), !138)
    #dbg_assign(i32 %34, !109, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !177, ptr %9, !DIExpression(), !138)
    #dbg_assign(i32 %35, !109, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !178, ptr %10, !DIExpression(), !138)
    #dbg_value(i64 0, !114, !DIExpression(), !179)
  %36 = load volatile i32, ptr %2, align 16, !dbg !180, !tbaa !182
  %37 = load volatile i32, ptr %2, align 16, !dbg !186, !tbaa !182
  %38 = tail call fastcc float @i32f(i32 noundef %37), !dbg !187
  %39 = fpext float %38 to double, !dbg !188
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %36, double noundef %39), !dbg !189
    #dbg_value(i64 1, !114, !DIExpression(), !179)
  %41 = load volatile i32, ptr %3, align 4, !dbg !180, !tbaa !182
  %42 = load volatile i32, ptr %3, align 4, !dbg !186, !tbaa !182
  %43 = tail call fastcc float @i32f(i32 noundef %42), !dbg !187
  %44 = fpext float %43 to double, !dbg !188
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %41, double noundef %44), !dbg !189
    #dbg_value(i64 2, !114, !DIExpression(), !179)
  %46 = load volatile i32, ptr %4, align 8, !dbg !180, !tbaa !182
  %47 = load volatile i32, ptr %4, align 8, !dbg !186, !tbaa !182
  %48 = tail call fastcc float @i32f(i32 noundef %47), !dbg !187
  %49 = fpext float %48 to double, !dbg !188
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %46, double noundef %49), !dbg !189
    #dbg_value(i64 3, !114, !DIExpression(), !179)
  %51 = load volatile i32, ptr %5, align 4, !dbg !180, !tbaa !182
  %52 = load volatile i32, ptr %5, align 4, !dbg !186, !tbaa !182
  %53 = tail call fastcc float @i32f(i32 noundef %52), !dbg !187
  %54 = fpext float %53 to double, !dbg !188
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51, double noundef %54), !dbg !189
    #dbg_value(i64 4, !114, !DIExpression(), !179)
  %56 = load volatile i32, ptr %6, align 16, !dbg !180, !tbaa !182
  %57 = load volatile i32, ptr %6, align 16, !dbg !186, !tbaa !182
  %58 = tail call fastcc float @i32f(i32 noundef %57), !dbg !187
  %59 = fpext float %58 to double, !dbg !188
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %56, double noundef %59), !dbg !189
    #dbg_value(i64 5, !114, !DIExpression(), !179)
  %61 = load volatile i32, ptr %7, align 4, !dbg !180, !tbaa !182
  %62 = load volatile i32, ptr %7, align 4, !dbg !186, !tbaa !182
  %63 = tail call fastcc float @i32f(i32 noundef %62), !dbg !187
  %64 = fpext float %63 to double, !dbg !188
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %61, double noundef %64), !dbg !189
    #dbg_value(i64 6, !114, !DIExpression(), !179)
  %66 = load volatile i32, ptr %8, align 8, !dbg !180, !tbaa !182
  %67 = load volatile i32, ptr %8, align 8, !dbg !186, !tbaa !182
  %68 = tail call fastcc float @i32f(i32 noundef %67), !dbg !187
  %69 = fpext float %68 to double, !dbg !188
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %66, double noundef %69), !dbg !189
    #dbg_value(i64 7, !114, !DIExpression(), !179)
  %71 = load volatile i32, ptr %9, align 4, !dbg !180, !tbaa !182
  %72 = load volatile i32, ptr %9, align 4, !dbg !186, !tbaa !182
  %73 = tail call fastcc float @i32f(i32 noundef %72), !dbg !187
  %74 = fpext float %73 to double, !dbg !188
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %71, double noundef %74), !dbg !189
    #dbg_value(i64 8, !114, !DIExpression(), !179)
  %76 = load volatile i32, ptr %10, align 16, !dbg !180, !tbaa !182
  %77 = load volatile i32, ptr %10, align 16, !dbg !186, !tbaa !182
  %78 = tail call fastcc float @i32f(i32 noundef %77), !dbg !187
  %79 = fpext float %78 to double, !dbg !188
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %76, double noundef %79), !dbg !189
    #dbg_value(i64 9, !114, !DIExpression(), !179)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11), !dbg !190
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12), !dbg !190
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13), !dbg !190
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14), !dbg !190
  %81 = load volatile i32, ptr @__const.main.us, align 16, !dbg !191
  store volatile i32 %81, ptr %11, align 16, !dbg !191, !DIAssignID !192
  %82 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.us, i64 4), align 4, !dbg !191
  store volatile i32 %82, ptr %12, align 4, !dbg !191, !DIAssignID !193
  %83 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.us, i64 8), align 8, !dbg !191
  store volatile i32 %83, ptr %13, align 8, !dbg !191, !DIAssignID !194
  %84 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.us, i64 12), align 4, !dbg !191
  store volatile i32 %84, ptr %14, align 4, !dbg !191, !DIAssignID !195
    #dbg_assign(i32 %81, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !192, ptr %11, !DIExpression(), !138)
    #dbg_assign(i32 %82, !116, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !193, ptr %12, !DIExpression(), !138)
    #dbg_assign(i32 %83, !116, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !194, ptr %13, !DIExpression(), !138)
    #dbg_assign(i32 %84, !116, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !195, ptr %14, !DIExpression(), !138)
    #dbg_value(i64 0, !121, !DIExpression(), !196)
  %85 = load volatile i32, ptr %11, align 16, !dbg !197, !tbaa !182
  %86 = load volatile i32, ptr %11, align 16, !dbg !199, !tbaa !182
  %87 = tail call fastcc float @u32f(i32 noundef %86), !dbg !200
  %88 = fpext float %87 to double, !dbg !201
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %85, double noundef %88), !dbg !202
    #dbg_value(i64 1, !121, !DIExpression(), !196)
  %90 = load volatile i32, ptr %12, align 4, !dbg !197, !tbaa !182
  %91 = load volatile i32, ptr %12, align 4, !dbg !199, !tbaa !182
  %92 = tail call fastcc float @u32f(i32 noundef %91), !dbg !200
  %93 = fpext float %92 to double, !dbg !201
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90, double noundef %93), !dbg !202
    #dbg_value(i64 2, !121, !DIExpression(), !196)
  %95 = load volatile i32, ptr %13, align 8, !dbg !197, !tbaa !182
  %96 = load volatile i32, ptr %13, align 8, !dbg !199, !tbaa !182
  %97 = tail call fastcc float @u32f(i32 noundef %96), !dbg !200
  %98 = fpext float %97 to double, !dbg !201
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %95, double noundef %98), !dbg !202
    #dbg_value(i64 3, !121, !DIExpression(), !196)
  %100 = load volatile i32, ptr %14, align 4, !dbg !197, !tbaa !182
  %101 = load volatile i32, ptr %14, align 4, !dbg !199, !tbaa !182
  %102 = tail call fastcc float @u32f(i32 noundef %101), !dbg !200
  %103 = fpext float %102 to double, !dbg !201
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %100, double noundef %103), !dbg !202
    #dbg_value(i64 4, !121, !DIExpression(), !196)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15), !dbg !203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16), !dbg !203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17), !dbg !203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18), !dbg !203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19), !dbg !203
  store volatile i64 0, ptr %15, align 16, !dbg !204, !DIAssignID !205
  store volatile i64 0, ptr %16, align 8, !dbg !204, !DIAssignID !206
  store volatile i64 0, ptr %17, align 16, !dbg !204, !DIAssignID !207
  store volatile i64 0, ptr %18, align 8, !dbg !204, !DIAssignID !208
  store volatile i64 0, ptr %19, align 16, !dbg !204, !DIAssignID !209
    #dbg_assign(i64 0, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !205, ptr %15, !DIExpression(), !138)
    #dbg_assign(i64 0, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !206, ptr %16, !DIExpression(), !138)
    #dbg_assign(i64 0, !123, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !207, ptr %17, !DIExpression(), !138)
    #dbg_assign(i64 0, !123, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !208, ptr %18, !DIExpression(), !138)
    #dbg_assign(i64 0, !123, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !209, ptr %19, !DIExpression(), !138)
  store volatile i64 16777217, ptr %15, align 16, !dbg !204, !DIAssignID !210
    #dbg_assign(i64 16777217, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !210, ptr %15, !DIExpression(), !138)
  store volatile i64 9223372036854775807, ptr %16, align 8, !dbg !204, !DIAssignID !211
    #dbg_assign(i64 9223372036854775807, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !211, ptr %16, !DIExpression(), !138)
  store volatile i64 -9223372036854775808, ptr %17, align 16, !dbg !204, !DIAssignID !212
    #dbg_assign(i64 -9223372036854775808, !123, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !212, ptr %17, !DIExpression(), !138)
  store volatile i64 9223371487098961920, ptr %18, align 8, !dbg !204, !DIAssignID !213
    #dbg_assign(i64 9223371487098961920, !123, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !213, ptr %18, !DIExpression(), !138)
  store volatile i64 9223371487098961919, ptr %19, align 16, !dbg !204, !DIAssignID !214
    #dbg_assign(i64 9223371487098961919, !123, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !214, ptr %19, !DIExpression(), !138)
    #dbg_value(i64 0, !128, !DIExpression(), !215)
  %105 = load volatile i64, ptr %15, align 16, !dbg !216, !tbaa !218
  %106 = load volatile i64, ptr %15, align 16, !dbg !220, !tbaa !218
  %107 = tail call fastcc float @i64f(i64 noundef %106), !dbg !221
  %108 = fpext float %107 to double, !dbg !222
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %105, double noundef %108), !dbg !223
    #dbg_value(i64 1, !128, !DIExpression(), !215)
  %110 = load volatile i64, ptr %16, align 8, !dbg !216, !tbaa !218
  %111 = load volatile i64, ptr %16, align 8, !dbg !220, !tbaa !218
  %112 = tail call fastcc float @i64f(i64 noundef %111), !dbg !221
  %113 = fpext float %112 to double, !dbg !222
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %110, double noundef %113), !dbg !223
    #dbg_value(i64 2, !128, !DIExpression(), !215)
  %115 = load volatile i64, ptr %17, align 16, !dbg !216, !tbaa !218
  %116 = load volatile i64, ptr %17, align 16, !dbg !220, !tbaa !218
  %117 = tail call fastcc float @i64f(i64 noundef %116), !dbg !221
  %118 = fpext float %117 to double, !dbg !222
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %115, double noundef %118), !dbg !223
    #dbg_value(i64 3, !128, !DIExpression(), !215)
  %120 = load volatile i64, ptr %18, align 8, !dbg !216, !tbaa !218
  %121 = load volatile i64, ptr %18, align 8, !dbg !220, !tbaa !218
  %122 = tail call fastcc float @i64f(i64 noundef %121), !dbg !221
  %123 = fpext float %122 to double, !dbg !222
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %120, double noundef %123), !dbg !223
    #dbg_value(i64 4, !128, !DIExpression(), !215)
  %125 = load volatile i64, ptr %19, align 16, !dbg !216, !tbaa !218
  %126 = load volatile i64, ptr %19, align 16, !dbg !220, !tbaa !218
  %127 = tail call fastcc float @i64f(i64 noundef %126), !dbg !221
  %128 = fpext float %127 to double, !dbg !222
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %125, double noundef %128), !dbg !223
    #dbg_value(i64 5, !128, !DIExpression(), !215)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20), !dbg !224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21), !dbg !224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22), !dbg !224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23), !dbg !224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24), !dbg !224
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25), !dbg !224
  store volatile i64 0, ptr %20, align 16, !dbg !225, !DIAssignID !226
  store volatile i64 0, ptr %21, align 8, !dbg !225, !DIAssignID !227
  store volatile i64 0, ptr %22, align 16, !dbg !225, !DIAssignID !228
  store volatile i64 0, ptr %23, align 8, !dbg !225, !DIAssignID !229
  store volatile i64 0, ptr %24, align 16, !dbg !225, !DIAssignID !230
  store volatile i64 0, ptr %25, align 8, !dbg !225, !DIAssignID !231
    #dbg_assign(i64 0, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !226, ptr %20, !DIExpression(), !138)
    #dbg_assign(i64 0, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !227, ptr %21, !DIExpression(), !138)
    #dbg_assign(i64 0, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !228, ptr %22, !DIExpression(), !138)
    #dbg_assign(i64 0, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !229, ptr %23, !DIExpression(), !138)
    #dbg_assign(i64 0, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !230, ptr %24, !DIExpression(), !138)
    #dbg_assign(i64 0, !130, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !231, ptr %25, !DIExpression(), !138)
  store volatile i64 -1, ptr %20, align 16, !dbg !225, !DIAssignID !232
    #dbg_assign(i64 -1, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232, ptr %20, !DIExpression(), !138)
  store volatile i64 -549755813889, ptr %21, align 8, !dbg !225, !DIAssignID !233
    #dbg_assign(i64 -549755813889, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !233, ptr %21, !DIExpression(), !138)
  store volatile i64 -549755813888, ptr %22, align 16, !dbg !225, !DIAssignID !234
    #dbg_assign(i64 -549755813888, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !234, ptr %22, !DIExpression(), !138)
  store volatile i64 -9223371487098961920, ptr %23, align 8, !dbg !225, !DIAssignID !235
    #dbg_assign(i64 -9223371487098961920, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !235, ptr %23, !DIExpression(), !138)
  store volatile i64 -9223371487098961919, ptr %24, align 16, !dbg !225, !DIAssignID !236
    #dbg_assign(i64 -9223371487098961919, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !236, ptr %24, !DIExpression(), !138)
  store volatile i64 -9223372036854775807, ptr %25, align 8, !dbg !225, !DIAssignID !237
    #dbg_assign(i64 -9223372036854775807, !130, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !237, ptr %25, !DIExpression(), !138)
    #dbg_value(i64 0, !135, !DIExpression(), !238)
  %130 = load volatile i64, ptr %20, align 16, !dbg !239, !tbaa !218
  %131 = load volatile i64, ptr %20, align 16, !dbg !241, !tbaa !218
  %132 = tail call fastcc float @u64f(i64 noundef %131), !dbg !242
  %133 = fpext float %132 to double, !dbg !243
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %130, double noundef %133), !dbg !244
    #dbg_value(i64 1, !135, !DIExpression(), !238)
  %135 = load volatile i64, ptr %21, align 8, !dbg !239, !tbaa !218
  %136 = load volatile i64, ptr %21, align 8, !dbg !241, !tbaa !218
  %137 = tail call fastcc float @u64f(i64 noundef %136), !dbg !242
  %138 = fpext float %137 to double, !dbg !243
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %135, double noundef %138), !dbg !244
    #dbg_value(i64 2, !135, !DIExpression(), !238)
  %140 = load volatile i64, ptr %22, align 16, !dbg !239, !tbaa !218
  %141 = load volatile i64, ptr %22, align 16, !dbg !241, !tbaa !218
  %142 = tail call fastcc float @u64f(i64 noundef %141), !dbg !242
  %143 = fpext float %142 to double, !dbg !243
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %140, double noundef %143), !dbg !244
    #dbg_value(i64 3, !135, !DIExpression(), !238)
  %145 = load volatile i64, ptr %23, align 8, !dbg !239, !tbaa !218
  %146 = load volatile i64, ptr %23, align 8, !dbg !241, !tbaa !218
  %147 = tail call fastcc float @u64f(i64 noundef %146), !dbg !242
  %148 = fpext float %147 to double, !dbg !243
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %145, double noundef %148), !dbg !244
    #dbg_value(i64 4, !135, !DIExpression(), !238)
  %150 = load volatile i64, ptr %24, align 16, !dbg !239, !tbaa !218
  %151 = load volatile i64, ptr %24, align 16, !dbg !241, !tbaa !218
  %152 = tail call fastcc float @u64f(i64 noundef %151), !dbg !242
  %153 = fpext float %152 to double, !dbg !243
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %150, double noundef %153), !dbg !244
    #dbg_value(i64 5, !135, !DIExpression(), !238)
  %155 = load volatile i64, ptr %25, align 8, !dbg !239, !tbaa !218
  %156 = load volatile i64, ptr %25, align 8, !dbg !241, !tbaa !218
  %157 = tail call fastcc float @u64f(i64 noundef %156), !dbg !242
  %158 = fpext float %157 to double, !dbg !243
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %155, double noundef %158), !dbg !244
    #dbg_value(i64 6, !135, !DIExpression(), !238)
  %160 = tail call fastcc float @i8f(i8 noundef signext -128), !dbg !245
  %161 = fpext float %160 to double, !dbg !246
  %162 = tail call fastcc float @i8f(i8 noundef signext 127), !dbg !247
  %163 = fpext float %162 to double, !dbg !248
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %161, double noundef 6.553500e+04, double noundef %163), !dbg !249
  %165 = tail call fastcc i64 @f2u64(float noundef 0x43EFFFFFE0000000), !dbg !250
  %166 = lshr i64 %165, 58, !dbg !251
  %167 = trunc nuw nsw i64 %166 to i32, !dbg !252
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !253
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !253
  call void @llvm.lifetime.end.p0(i64 76, ptr nonnull %1) #7, !dbg !253
  ret i32 %167, !dbg !254

168:                                              ; preds = %0, %227
  %169 = phi i64 [ 0, %0 ], [ %229, %227 ]
    #dbg_value(i64 %169, !104, !DIExpression(), !166)
  %170 = getelementptr inbounds [19 x float], ptr %1, i64 0, i64 %169, !dbg !255
  %171 = load volatile float, ptr %170, align 4, !dbg !255, !tbaa !256
    #dbg_value(float %171, !106, !DIExpression(), !258)
  %172 = fpext float %171 to double, !dbg !259
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %172), !dbg !260
  %174 = tail call float @llvm.fabs.f32(float %171), !dbg !261
  %175 = fcmp olt float %174, 0x43E0000000000000, !dbg !261
  br i1 %175, label %176, label %179, !dbg !261

176:                                              ; preds = %168
  %177 = tail call fastcc i64 @f2i64(float noundef %171), !dbg !263
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %177), !dbg !264
  br label %179, !dbg !264

179:                                              ; preds = %176, %168
  %180 = fcmp ogt float %171, -1.000000e+00, !dbg !265
  %181 = fcmp olt float %171, 0x43F0000000000000
  %182 = and i1 %180, %181, !dbg !267
  br i1 %182, label %183, label %186, !dbg !267

183:                                              ; preds = %179
  %184 = tail call fastcc i64 @f2u64(float noundef %171), !dbg !268
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %184), !dbg !269
  br label %186, !dbg !269

186:                                              ; preds = %183, %179
  %187 = fcmp olt float %171, 0x41F0000000000000
  %188 = and i1 %180, %187, !dbg !270
  br i1 %188, label %189, label %192, !dbg !270

189:                                              ; preds = %186
  %190 = tail call fastcc i32 @f2u32(float noundef %171), !dbg !272
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %190), !dbg !273
  br label %192, !dbg !273

192:                                              ; preds = %189, %186
  %193 = fcmp olt float %174, 0x41E0000000000000, !dbg !274
  br i1 %193, label %194, label %197, !dbg !274

194:                                              ; preds = %192
  %195 = tail call fastcc i32 @f2i32(float noundef %171), !dbg !276
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %195), !dbg !277
  br label %197, !dbg !277

197:                                              ; preds = %194, %192
  %198 = fcmp ogt float %171, -1.290000e+02, !dbg !278
  %199 = fcmp olt float %171, 1.280000e+02
  %200 = and i1 %198, %199, !dbg !280
  br i1 %200, label %201, label %205, !dbg !280

201:                                              ; preds = %197
  %202 = tail call fastcc signext i8 @f2i8(float noundef %171), !dbg !281
  %203 = sext i8 %202 to i32, !dbg !281
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %203), !dbg !282
  br label %205, !dbg !282

205:                                              ; preds = %201, %197
  %206 = fcmp olt float %171, 2.560000e+02
  %207 = and i1 %180, %206, !dbg !283
  br i1 %207, label %208, label %212, !dbg !283

208:                                              ; preds = %205
  %209 = tail call fastcc zeroext i8 @f2u8(float noundef %171), !dbg !285
  %210 = zext i8 %209 to i32, !dbg !285
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %210), !dbg !286
  br label %212, !dbg !286

212:                                              ; preds = %208, %205
  %213 = fcmp ogt float %171, -3.276900e+04, !dbg !287
  %214 = fcmp olt float %171, 3.276800e+04
  %215 = and i1 %213, %214, !dbg !289
  br i1 %215, label %216, label %220, !dbg !289

216:                                              ; preds = %212
  %217 = tail call fastcc signext i16 @f2i16(float noundef %171), !dbg !290
  %218 = sext i16 %217 to i32, !dbg !290
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %218), !dbg !291
  br label %220, !dbg !291

220:                                              ; preds = %216, %212
  %221 = fcmp olt float %171, 6.553600e+04
  %222 = and i1 %180, %221, !dbg !292
  br i1 %222, label %223, label %227, !dbg !292

223:                                              ; preds = %220
  %224 = tail call fastcc zeroext i16 @f2u16(float noundef %171), !dbg !294
  %225 = zext i16 %224 to i32, !dbg !294
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %225), !dbg !295
  br label %227, !dbg !295

227:                                              ; preds = %223, %220
  %228 = tail call i32 @putchar(i32 10), !dbg !296
  %229 = add nuw nsw i64 %169, 1, !dbg !297
    #dbg_value(i64 %229, !104, !DIExpression(), !166)
  %230 = icmp eq i64 %229, 19, !dbg !298
  br i1 %230, label %26, label %168, !dbg !167, !llvm.loop !299
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !302 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2i64(float noundef %0) unnamed_addr #4 !dbg !309 {
    #dbg_value(float %0, !313, !DIExpression(), !314)
  %2 = fptosi float %0 to i64, !dbg !315
  ret i64 %2, !dbg !316
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2u64(float noundef %0) unnamed_addr #4 !dbg !317 {
    #dbg_value(float %0, !321, !DIExpression(), !322)
  %2 = fptoui float %0 to i64, !dbg !323
  ret i64 %2, !dbg !324
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f2u32(float noundef %0) unnamed_addr #4 !dbg !325 {
    #dbg_value(float %0, !329, !DIExpression(), !330)
  %2 = fptoui float %0 to i32, !dbg !331
  ret i32 %2, !dbg !332
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f2i32(float noundef %0) unnamed_addr #4 !dbg !333 {
    #dbg_value(float %0, !337, !DIExpression(), !338)
  %2 = fptosi float %0 to i32, !dbg !339
  ret i32 %2, !dbg !340
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @f2i8(float noundef %0) unnamed_addr #4 !dbg !341 {
    #dbg_value(float %0, !345, !DIExpression(), !346)
  %2 = fptosi float %0 to i8, !dbg !347
  ret i8 %2, !dbg !348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @f2u8(float noundef %0) unnamed_addr #4 !dbg !349 {
    #dbg_value(float %0, !353, !DIExpression(), !354)
  %2 = fptoui float %0 to i8, !dbg !355
  ret i8 %2, !dbg !356
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @f2i16(float noundef %0) unnamed_addr #4 !dbg !357 {
    #dbg_value(float %0, !361, !DIExpression(), !362)
  %2 = fptosi float %0 to i16, !dbg !363
  ret i16 %2, !dbg !364
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i16 @f2u16(float noundef %0) unnamed_addr #4 !dbg !365 {
    #dbg_value(float %0, !369, !DIExpression(), !370)
  %2 = fptoui float %0 to i16, !dbg !371
  ret i16 %2, !dbg !372
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @i32f(i32 noundef %0) unnamed_addr #4 !dbg !373 {
    #dbg_value(i32 %0, !377, !DIExpression(), !378)
  %2 = sitofp i32 %0 to float, !dbg !379
  ret float %2, !dbg !380
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u32f(i32 noundef %0) unnamed_addr #4 !dbg !381 {
    #dbg_value(i32 %0, !385, !DIExpression(), !386)
  %2 = uitofp i32 %0 to float, !dbg !387
  ret float %2, !dbg !388
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @i64f(i64 noundef %0) unnamed_addr #4 !dbg !389 {
    #dbg_value(i64 %0, !393, !DIExpression(), !394)
  %2 = sitofp i64 %0 to float, !dbg !395
  ret float %2, !dbg !396
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u64f(i64 noundef %0) unnamed_addr #4 !dbg !397 {
    #dbg_value(i64 %0, !401, !DIExpression(), !402)
  %2 = uitofp i64 %0 to float, !dbg !403
  ret float %2, !dbg !404
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @i8f(i8 noundef signext %0) unnamed_addr #4 !dbg !405 {
    #dbg_value(i8 %0, !409, !DIExpression(), !410)
  %2 = sitofp i8 %0 to float, !dbg !411
  ret float %2, !dbg !412
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_float_int_conversions.c", directory: ".", checksumkind: CSK_MD5, checksum: "db00d625ce0072048df8d9b73f9a7714")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !16, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !16, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 16)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 17)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !81, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !51, !52, !53, !54, !59, !63, !66, !68, !71, !74, !77, !80}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!52 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!53 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !57, line: 44, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!58 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !57, line: 45, baseType: !62)
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !60, line: 26, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !57, line: 42, baseType: !65)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !55, line: 26, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !57, line: 41, baseType: !50)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !55, line: 24, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !57, line: 37, baseType: !70)
!70 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !60, line: 24, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !57, line: 38, baseType: !73)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !55, line: 25, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !57, line: 39, baseType: !76)
!76 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !60, line: 25, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !57, line: 40, baseType: !79)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!81 = !{!0, !7, !12, !14, !19, !21, !23, !25, !27, !82, !29, !34, !36, !41, !43}
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 2)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !96, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!50}
!98 = !{!99, !104, !106, !109, !114, !116, !121, !123, !128, !130, !135}
!99 = !DILocalVariable(name: "fs", scope: !95, file: !2, line: 24, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 608, elements: !102)
!101 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !80)
!102 = !{!103}
!103 = !DISubrange(count: 19)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 26, type: !50)
!105 = distinct !DILexicalBlock(scope: !95, file: !2, line: 26, column: 5)
!106 = !DILocalVariable(name: "f", scope: !107, file: !2, line: 27, type: !80)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 26, column: 63)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 26, column: 5)
!109 = !DILocalVariable(name: "is", scope: !95, file: !2, line: 39, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 288, elements: !112)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !66)
!112 = !{!113}
!113 = !DISubrange(count: 9)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 40, type: !50)
!115 = distinct !DILexicalBlock(scope: !95, file: !2, line: 40, column: 5)
!116 = !DILocalVariable(name: "us", scope: !95, file: !2, line: 41, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 128, elements: !119)
!118 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!119 = !{!120}
!120 = !DISubrange(count: 4)
!121 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 42, type: !50)
!122 = distinct !DILexicalBlock(scope: !95, file: !2, line: 42, column: 5)
!123 = !DILocalVariable(name: "ls", scope: !95, file: !2, line: 43, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 320, elements: !126)
!125 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !54)
!126 = !{!127}
!127 = !DISubrange(count: 5)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 44, type: !50)
!129 = distinct !DILexicalBlock(scope: !95, file: !2, line: 44, column: 5)
!130 = !DILocalVariable(name: "ul", scope: !95, file: !2, line: 45, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 384, elements: !133)
!132 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !59)
!133 = !{!134}
!134 = !DISubrange(count: 6)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 46, type: !50)
!136 = distinct !DILexicalBlock(scope: !95, file: !2, line: 46, column: 5)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !95)
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 24, column: 5, scope: !95)
!164 = !DILocation(line: 24, column: 20, scope: !95)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !105)
!167 = !DILocation(line: 26, column: 5, scope: !105)
!168 = !DILocation(line: 39, column: 5, scope: !95)
!169 = !DILocation(line: 39, column: 22, scope: !95)
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !115)
!180 = !DILocation(line: 40, column: 58, scope: !181)
!181 = distinct !DILexicalBlock(scope: !115, file: !2, line: 40, column: 5)
!182 = !{!183, !183, i64 0}
!183 = !{!"int", !184, i64 0}
!184 = !{!"omnipotent char", !185, i64 0}
!185 = !{!"Simple C/C++ TBAA"}
!186 = !DILocation(line: 40, column: 78, scope: !181)
!187 = !DILocation(line: 40, column: 73, scope: !181)
!188 = !DILocation(line: 40, column: 65, scope: !181)
!189 = !DILocation(line: 40, column: 33, scope: !181)
!190 = !DILocation(line: 41, column: 5, scope: !95)
!191 = !DILocation(line: 41, column: 23, scope: !95)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 0, scope: !122)
!197 = !DILocation(line: 42, column: 58, scope: !198)
!198 = distinct !DILexicalBlock(scope: !122, file: !2, line: 42, column: 5)
!199 = !DILocation(line: 42, column: 78, scope: !198)
!200 = !DILocation(line: 42, column: 73, scope: !198)
!201 = !DILocation(line: 42, column: 65, scope: !198)
!202 = !DILocation(line: 42, column: 33, scope: !198)
!203 = !DILocation(line: 43, column: 5, scope: !95)
!204 = !DILocation(line: 43, column: 22, scope: !95)
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = distinct !DIAssignID()
!211 = distinct !DIAssignID()
!212 = distinct !DIAssignID()
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 0, scope: !129)
!216 = !DILocation(line: 44, column: 71, scope: !217)
!217 = distinct !DILexicalBlock(scope: !129, file: !2, line: 44, column: 5)
!218 = !{!219, !219, i64 0}
!219 = !{!"long", !184, i64 0}
!220 = !DILocation(line: 44, column: 91, scope: !217)
!221 = !DILocation(line: 44, column: 86, scope: !217)
!222 = !DILocation(line: 44, column: 78, scope: !217)
!223 = !DILocation(line: 44, column: 33, scope: !217)
!224 = !DILocation(line: 45, column: 5, scope: !95)
!225 = !DILocation(line: 45, column: 23, scope: !95)
!226 = distinct !DIAssignID()
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = distinct !DIAssignID()
!232 = distinct !DIAssignID()
!233 = distinct !DIAssignID()
!234 = distinct !DIAssignID()
!235 = distinct !DIAssignID()
!236 = distinct !DIAssignID()
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 0, scope: !136)
!239 = !DILocation(line: 46, column: 80, scope: !240)
!240 = distinct !DILexicalBlock(scope: !136, file: !2, line: 46, column: 5)
!241 = !DILocation(line: 46, column: 100, scope: !240)
!242 = !DILocation(line: 46, column: 95, scope: !240)
!243 = !DILocation(line: 46, column: 87, scope: !240)
!244 = !DILocation(line: 46, column: 33, scope: !240)
!245 = !DILocation(line: 47, column: 41, scope: !95)
!246 = !DILocation(line: 47, column: 33, scope: !95)
!247 = !DILocation(line: 47, column: 81, scope: !95)
!248 = !DILocation(line: 47, column: 73, scope: !95)
!249 = !DILocation(line: 47, column: 5, scope: !95)
!250 = !DILocation(line: 48, column: 18, scope: !95)
!251 = !DILocation(line: 48, column: 49, scope: !95)
!252 = !DILocation(line: 48, column: 12, scope: !95)
!253 = !DILocation(line: 49, column: 1, scope: !95)
!254 = !DILocation(line: 48, column: 5, scope: !95)
!255 = !DILocation(line: 27, column: 19, scope: !107)
!256 = !{!257, !257, i64 0}
!257 = !{!"float", !184, i64 0}
!258 = !DILocation(line: 0, scope: !107)
!259 = !DILocation(line: 28, column: 26, scope: !107)
!260 = !DILocation(line: 28, column: 9, scope: !107)
!261 = !DILocation(line: 29, column: 41, scope: !262)
!262 = distinct !DILexicalBlock(scope: !107, file: !2, line: 29, column: 13)
!263 = !DILocation(line: 29, column: 103, scope: !262)
!264 = !DILocation(line: 29, column: 72, scope: !262)
!265 = !DILocation(line: 30, column: 15, scope: !266)
!266 = distinct !DILexicalBlock(scope: !107, file: !2, line: 30, column: 13)
!267 = !DILocation(line: 30, column: 23, scope: !266)
!268 = !DILocation(line: 30, column: 95, scope: !266)
!269 = !DILocation(line: 30, column: 55, scope: !266)
!270 = !DILocation(line: 31, column: 23, scope: !271)
!271 = distinct !DILexicalBlock(scope: !107, file: !2, line: 31, column: 13)
!272 = !DILocation(line: 31, column: 63, scope: !271)
!273 = !DILocation(line: 31, column: 45, scope: !271)
!274 = !DILocation(line: 32, column: 32, scope: !275)
!275 = distinct !DILexicalBlock(scope: !107, file: !2, line: 32, column: 13)
!276 = !DILocation(line: 32, column: 72, scope: !275)
!277 = !DILocation(line: 32, column: 54, scope: !275)
!278 = !DILocation(line: 33, column: 15, scope: !279)
!279 = distinct !DILexicalBlock(scope: !107, file: !2, line: 33, column: 13)
!280 = !DILocation(line: 33, column: 25, scope: !279)
!281 = !DILocation(line: 33, column: 57, scope: !279)
!282 = !DILocation(line: 33, column: 40, scope: !279)
!283 = !DILocation(line: 34, column: 23, scope: !284)
!284 = distinct !DILexicalBlock(scope: !107, file: !2, line: 34, column: 13)
!285 = !DILocation(line: 34, column: 55, scope: !284)
!286 = !DILocation(line: 34, column: 38, scope: !284)
!287 = !DILocation(line: 35, column: 15, scope: !288)
!288 = distinct !DILexicalBlock(scope: !107, file: !2, line: 35, column: 13)
!289 = !DILocation(line: 35, column: 27, scope: !288)
!290 = !DILocation(line: 35, column: 62, scope: !288)
!291 = !DILocation(line: 35, column: 44, scope: !288)
!292 = !DILocation(line: 36, column: 23, scope: !293)
!293 = distinct !DILexicalBlock(scope: !107, file: !2, line: 36, column: 13)
!294 = !DILocation(line: 36, column: 58, scope: !293)
!295 = !DILocation(line: 36, column: 40, scope: !293)
!296 = !DILocation(line: 37, column: 9, scope: !107)
!297 = !DILocation(line: 26, column: 59, scope: !108)
!298 = !DILocation(line: 26, column: 23, scope: !108)
!299 = distinct !{!299, !167, !300, !301}
!300 = !DILocation(line: 38, column: 5, scope: !105)
!301 = !{!"llvm.loop.mustprogress"}
!302 = !DISubprogram(name: "printf", scope: !303, file: !303, line: 356, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!304 = !DISubroutineType(types: !305)
!305 = !{!50, !306, null}
!306 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !307)
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!309 = distinct !DISubprogram(name: "f2i64", scope: !2, file: !2, line: 8, type: !310, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !312)
!310 = !DISubroutineType(types: !311)
!311 = !{!54, !80}
!312 = !{!313}
!313 = !DILocalVariable(name: "f", arg: 1, scope: !309, file: !2, line: 8, type: !80)
!314 = !DILocation(line: 0, scope: !309)
!315 = !DILocation(line: 8, column: 66, scope: !309)
!316 = !DILocation(line: 8, column: 59, scope: !309)
!317 = distinct !DISubprogram(name: "f2u64", scope: !2, file: !2, line: 9, type: !318, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !320)
!318 = !DISubroutineType(types: !319)
!319 = !{!59, !80}
!320 = !{!321}
!321 = !DILocalVariable(name: "f", arg: 1, scope: !317, file: !2, line: 9, type: !80)
!322 = !DILocation(line: 0, scope: !317)
!323 = !DILocation(line: 9, column: 67, scope: !317)
!324 = !DILocation(line: 9, column: 60, scope: !317)
!325 = distinct !DISubprogram(name: "f2u32", scope: !2, file: !2, line: 10, type: !326, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{!63, !80}
!328 = !{!329}
!329 = !DILocalVariable(name: "f", arg: 1, scope: !325, file: !2, line: 10, type: !80)
!330 = !DILocation(line: 0, scope: !325)
!331 = !DILocation(line: 10, column: 67, scope: !325)
!332 = !DILocation(line: 10, column: 60, scope: !325)
!333 = distinct !DISubprogram(name: "f2i32", scope: !2, file: !2, line: 11, type: !334, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !336)
!334 = !DISubroutineType(types: !335)
!335 = !{!66, !80}
!336 = !{!337}
!337 = !DILocalVariable(name: "f", arg: 1, scope: !333, file: !2, line: 11, type: !80)
!338 = !DILocation(line: 0, scope: !333)
!339 = !DILocation(line: 11, column: 66, scope: !333)
!340 = !DILocation(line: 11, column: 59, scope: !333)
!341 = distinct !DISubprogram(name: "f2i8", scope: !2, file: !2, line: 12, type: !342, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !344)
!342 = !DISubroutineType(types: !343)
!343 = !{!68, !80}
!344 = !{!345}
!345 = !DILocalVariable(name: "f", arg: 1, scope: !341, file: !2, line: 12, type: !80)
!346 = !DILocation(line: 0, scope: !341)
!347 = !DILocation(line: 12, column: 64, scope: !341)
!348 = !DILocation(line: 12, column: 57, scope: !341)
!349 = distinct !DISubprogram(name: "f2u8", scope: !2, file: !2, line: 13, type: !350, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !352)
!350 = !DISubroutineType(types: !351)
!351 = !{!71, !80}
!352 = !{!353}
!353 = !DILocalVariable(name: "f", arg: 1, scope: !349, file: !2, line: 13, type: !80)
!354 = !DILocation(line: 0, scope: !349)
!355 = !DILocation(line: 13, column: 65, scope: !349)
!356 = !DILocation(line: 13, column: 58, scope: !349)
!357 = distinct !DISubprogram(name: "f2i16", scope: !2, file: !2, line: 14, type: !358, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !360)
!358 = !DISubroutineType(types: !359)
!359 = !{!74, !80}
!360 = !{!361}
!361 = !DILocalVariable(name: "f", arg: 1, scope: !357, file: !2, line: 14, type: !80)
!362 = !DILocation(line: 0, scope: !357)
!363 = !DILocation(line: 14, column: 66, scope: !357)
!364 = !DILocation(line: 14, column: 59, scope: !357)
!365 = distinct !DISubprogram(name: "f2u16", scope: !2, file: !2, line: 15, type: !366, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !368)
!366 = !DISubroutineType(types: !367)
!367 = !{!77, !80}
!368 = !{!369}
!369 = !DILocalVariable(name: "f", arg: 1, scope: !365, file: !2, line: 15, type: !80)
!370 = !DILocation(line: 0, scope: !365)
!371 = !DILocation(line: 15, column: 67, scope: !365)
!372 = !DILocation(line: 15, column: 60, scope: !365)
!373 = distinct !DISubprogram(name: "i32f", scope: !2, file: !2, line: 16, type: !374, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !376)
!374 = !DISubroutineType(types: !375)
!375 = !{!80, !66}
!376 = !{!377}
!377 = !DILocalVariable(name: "v", arg: 1, scope: !373, file: !2, line: 16, type: !66)
!378 = !DILocation(line: 0, scope: !373)
!379 = !DILocation(line: 16, column: 65, scope: !373)
!380 = !DILocation(line: 16, column: 58, scope: !373)
!381 = distinct !DISubprogram(name: "u32f", scope: !2, file: !2, line: 17, type: !382, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !384)
!382 = !DISubroutineType(types: !383)
!383 = !{!80, !63}
!384 = !{!385}
!385 = !DILocalVariable(name: "v", arg: 1, scope: !381, file: !2, line: 17, type: !63)
!386 = !DILocation(line: 0, scope: !381)
!387 = !DILocation(line: 17, column: 66, scope: !381)
!388 = !DILocation(line: 17, column: 59, scope: !381)
!389 = distinct !DISubprogram(name: "i64f", scope: !2, file: !2, line: 18, type: !390, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !392)
!390 = !DISubroutineType(types: !391)
!391 = !{!80, !54}
!392 = !{!393}
!393 = !DILocalVariable(name: "v", arg: 1, scope: !389, file: !2, line: 18, type: !54)
!394 = !DILocation(line: 0, scope: !389)
!395 = !DILocation(line: 18, column: 65, scope: !389)
!396 = !DILocation(line: 18, column: 58, scope: !389)
!397 = distinct !DISubprogram(name: "u64f", scope: !2, file: !2, line: 19, type: !398, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !400)
!398 = !DISubroutineType(types: !399)
!399 = !{!80, !59}
!400 = !{!401}
!401 = !DILocalVariable(name: "v", arg: 1, scope: !397, file: !2, line: 19, type: !59)
!402 = !DILocation(line: 0, scope: !397)
!403 = !DILocation(line: 19, column: 66, scope: !397)
!404 = !DILocation(line: 19, column: 59, scope: !397)
!405 = distinct !DISubprogram(name: "i8f", scope: !2, file: !2, line: 20, type: !406, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !408)
!406 = !DISubroutineType(types: !407)
!407 = !{!80, !68}
!408 = !{!409}
!409 = !DILocalVariable(name: "v", arg: 1, scope: !405, file: !2, line: 20, type: !68)
!410 = !DILocation(line: 0, scope: !405)
!411 = !DILocation(line: 20, column: 63, scope: !405)
!412 = !DILocation(line: 20, column: 56, scope: !405)
