; ModuleID = 'programs/int128_shift_convert.c'
source_filename = "programs/int128_shift_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [10 x i128] [i128 0, i128 1, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 -170141183460469231731687303715884105728, i128 -1, i128 1267650600228229542234191560705, i128 -37778931862957161709568, i128 9007199254740993], align 16
@.str = private unnamed_addr constant [3 x i8] c"u=\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c" d=%.17g f=%.9g ld=%.21Lg sd=%.17g sf=%.9g sld=%.21Lg\0A\00", align 1, !dbg !7
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 0x43F0000000000000, double 0x43F0000000000000, double 1.000000e+30, double -1.000000e+30, double 0x47DFFFFFFFFFFFFF, double 0xC7E0000000000000, double 0x4330000000000002], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"d2s=\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c" d2u=\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [8 x i8] c"  (%g)\0A\00", align 1, !dbg !22
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x47DFF933C0000000, float 0xC7E0000000000000, float 5.000000e-01], align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"f2s=\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c" (%g)\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"ld2s=\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [7 x i8] c" ld2u=\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [8 x i8] c" (%Lg)\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"i8=\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [6 x i8] c" u16=\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [6 x i8] c" i32=\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [5 x i8] c"u64=\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [6 x i8] c" i64=\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [31 x i8] c"trunc i8=%d u32=%08x i64=%lld\0A\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [2 x i8] c"s\00", align 1, !dbg !58
@.str.18 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !63
@.str.19 = private unnamed_addr constant [7 x i8] c" (%d)\0A\00", align 1, !dbg !65
@.str.20 = private unnamed_addr constant [20 x i8] c"shift hash %016llx\0A\00", align 1, !dbg !67
@.str.21 = private unnamed_addr constant [23 x i8] c"cmp %d %d %d %d %d %d\0A\00", align 1, !dbg !72
@.str.22 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1, !dbg !77

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !117 {
  %1 = alloca [10 x i128], align 16, !DIAssignID !184
    #dbg_assign(i1 undef, !121, !DIExpression(), !184, ptr %1, !DIExpression(), !185)
  %2 = alloca [12 x double], align 16, !DIAssignID !186
    #dbg_assign(i1 undef, !131, !DIExpression(), !186, ptr %2, !DIExpression(), !185)
  %3 = alloca float, align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !187, ptr %3, !DIExpression(), !185)
  %4 = alloca float, align 4, !DIAssignID !188
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !188, ptr %4, !DIExpression(), !185)
  %5 = alloca float, align 8, !DIAssignID !189
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !189, ptr %5, !DIExpression(), !185)
  %6 = alloca float, align 4, !DIAssignID !190
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !190, ptr %6, !DIExpression(), !185)
  %7 = alloca float, align 16, !DIAssignID !191
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !191, ptr %7, !DIExpression(), !185)
  %8 = alloca x86_fp80, align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !192, ptr %8, !DIExpression(), !185)
  %9 = alloca [6 x i8], align 2, !DIAssignID !193
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !193, ptr %9, !DIExpression(), !185)
  %10 = alloca x86_fp80, align 16, !DIAssignID !194
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !194, ptr %10, !DIExpression(), !185)
  %11 = alloca [6 x i8], align 2, !DIAssignID !195
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !195, ptr %11, !DIExpression(), !185)
  %12 = alloca x86_fp80, align 16, !DIAssignID !196
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !196, ptr %12, !DIExpression(), !185)
  %13 = alloca [6 x i8], align 2, !DIAssignID !197
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !197, ptr %13, !DIExpression(), !185)
  %14 = alloca x86_fp80, align 16, !DIAssignID !198
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !198, ptr %14, !DIExpression(), !185)
  %15 = alloca [6 x i8], align 2, !DIAssignID !199
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !199, ptr %15, !DIExpression(), !185)
  %16 = alloca x86_fp80, align 16, !DIAssignID !200
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !200, ptr %16, !DIExpression(), !185)
  %17 = alloca [6 x i8], align 2, !DIAssignID !201
    #dbg_assign(i1 undef, !146, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !201, ptr %17, !DIExpression(), !185)
  %18 = alloca i8, align 1, !DIAssignID !202
    #dbg_assign(i1 undef, !151, !DIExpression(), !202, ptr %18, !DIExpression(), !185)
  %19 = alloca i16, align 2, !DIAssignID !203
    #dbg_assign(i1 undef, !153, !DIExpression(), !203, ptr %19, !DIExpression(), !185)
  %20 = alloca i32, align 4, !DIAssignID !204
    #dbg_assign(i1 undef, !158, !DIExpression(), !204, ptr %20, !DIExpression(), !185)
  %21 = alloca i64, align 8, !DIAssignID !205
    #dbg_assign(i1 undef, !162, !DIExpression(), !205, ptr %21, !DIExpression(), !185)
  %22 = alloca i64, align 8, !DIAssignID !206
    #dbg_assign(i1 undef, !167, !DIExpression(), !206, ptr %22, !DIExpression(), !185)
  %23 = alloca i128, align 16, !DIAssignID !207
    #dbg_assign(i1 undef, !169, !DIExpression(), !207, ptr %23, !DIExpression(), !185)
  %24 = alloca i128, align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !178, !DIExpression(), !208, ptr %24, !DIExpression(), !185)
  %25 = alloca i128, align 16, !DIAssignID !209
    #dbg_assign(i1 undef, !179, !DIExpression(), !209, ptr %25, !DIExpression(), !185)
  %26 = alloca i128, align 16, !DIAssignID !210
    #dbg_assign(i1 undef, !180, !DIExpression(), !210, ptr %26, !DIExpression(), !185)
  %27 = alloca i128, align 16, !DIAssignID !211
    #dbg_assign(i1 undef, !181, !DIExpression(), !211, ptr %27, !DIExpression(), !185)
  %28 = alloca i128, align 16, !DIAssignID !212
    #dbg_assign(i1 undef, !183, !DIExpression(), !212, ptr %28, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #7, !dbg !213
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.uv, i64 160, i1 true), !dbg !214, !DIAssignID !215
    #dbg_assign(i1 undef, !121, !DIExpression(), !215, ptr %1, !DIExpression(), !185)
    #dbg_value(i32 0, !126, !DIExpression(), !216)
  br label %30, !dbg !217

29:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #7, !dbg !218
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr align 16 @__const.main.dv, i64 96, i1 true), !dbg !219, !DIAssignID !220
    #dbg_assign(i1 undef, !131, !DIExpression(), !220, ptr %2, !DIExpression(), !185)
    #dbg_value(i32 0, !136, !DIExpression(), !221)
  br label %102, !dbg !222

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 0, %0 ], [ %47, %30 ]
    #dbg_value(i64 %31, !126, !DIExpression(), !216)
  %32 = getelementptr inbounds [10 x i128], ptr %1, i64 0, i64 %31, !dbg !223
  %33 = load volatile i128, ptr %32, align 16, !dbg !223, !tbaa !224
    #dbg_value(i128 %33, !128, !DIExpression(), !228)
  %34 = trunc i128 %33 to i64, !dbg !229
  %35 = lshr i128 %33, 64, !dbg !229
  %36 = trunc nuw i128 %35 to i64, !dbg !229
    #dbg_value(ptr @.str, !230, !DIExpression(), !238)
    #dbg_value(!DIArgList(i128 0, i64 %34), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !238)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str, i64 noundef %36, i64 noundef %34), !dbg !240
  %38 = tail call fastcc double @u2d(i64 noundef %34, i64 noundef %36), !dbg !241
  %39 = tail call fastcc float @u2f(i64 noundef %34, i64 noundef %36), !dbg !242
  %40 = fpext float %39 to double, !dbg !243
  %41 = tail call fastcc x86_fp80 @u2ld(i64 noundef %34, i64 noundef %36), !dbg !244
  %42 = tail call fastcc double @s2d(i64 noundef %34, i64 noundef %36), !dbg !245
  %43 = tail call fastcc float @s2f(i64 noundef %34, i64 noundef %36), !dbg !246
  %44 = fpext float %43 to double, !dbg !247
  %45 = tail call fastcc x86_fp80 @s2ld(i64 noundef %34, i64 noundef %36), !dbg !248
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38, double noundef %40, x86_fp80 noundef %41, double noundef %42, double noundef %44, x86_fp80 noundef %45), !dbg !249
  %47 = add nuw nsw i64 %31, 1, !dbg !250
    #dbg_value(i64 %47, !126, !DIExpression(), !216)
  %48 = icmp eq i64 %47, 10, !dbg !251
  br i1 %48, label %29, label %30, !dbg !217, !llvm.loop !252

49:                                               ; preds = %118
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !255
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !255
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !255
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !255
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !255
  %50 = load volatile float, ptr @__const.main.fv, align 16, !dbg !256
  store volatile float %50, ptr %3, align 16, !dbg !256, !DIAssignID !257
  %51 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 4), align 4, !dbg !256
  store volatile float %51, ptr %4, align 4, !dbg !256, !DIAssignID !258
  %52 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 8), align 8, !dbg !256
  store volatile float %52, ptr %5, align 8, !dbg !256, !DIAssignID !259
  %53 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 12), align 4, !dbg !256
  store volatile float %53, ptr %6, align 4, !dbg !256, !DIAssignID !260
  %54 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 16), align 16, !dbg !256
  store volatile float %54, ptr %7, align 16, !dbg !256, !DIAssignID !261
    #dbg_assign(float %50, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !257, ptr %3, !DIExpression(), !185)
    #dbg_assign(float %51, !141, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !258, ptr %4, !DIExpression(), !185)
    #dbg_assign(float %52, !141, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !259, ptr %5, !DIExpression(), !185)
    #dbg_assign(float %53, !141, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !260, ptr %6, !DIExpression(), !185)
    #dbg_assign(float %54, !141, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !261, ptr %7, !DIExpression(), !185)
    #dbg_value(i64 0, !144, !DIExpression(), !262)
  %55 = load volatile float, ptr %3, align 16, !dbg !263, !tbaa !266
  %56 = tail call fastcc { i64, i64 } @f2s(float noundef %55), !dbg !268
  %57 = extractvalue { i64, i64 } %56, 0, !dbg !268
  %58 = extractvalue { i64, i64 } %56, 1, !dbg !268
    #dbg_value(ptr @.str.5, !230, !DIExpression(), !269)
    #dbg_value(!DIArgList(i128 0, i64 %57), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !269)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %58, i64 noundef %57), !dbg !271
  %60 = load volatile float, ptr %3, align 16, !dbg !272, !tbaa !266
  %61 = fpext float %60 to double, !dbg !273
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %61), !dbg !274
    #dbg_value(i64 1, !144, !DIExpression(), !262)
  %63 = load volatile float, ptr %4, align 4, !dbg !263, !tbaa !266
  %64 = tail call fastcc { i64, i64 } @f2s(float noundef %63), !dbg !268
  %65 = extractvalue { i64, i64 } %64, 0, !dbg !268
  %66 = extractvalue { i64, i64 } %64, 1, !dbg !268
    #dbg_value(!DIArgList(i128 0, i64 %65), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !269)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %66, i64 noundef %65), !dbg !271
  %68 = load volatile float, ptr %4, align 4, !dbg !272, !tbaa !266
  %69 = fpext float %68 to double, !dbg !273
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %69), !dbg !274
    #dbg_value(i64 2, !144, !DIExpression(), !262)
  %71 = load volatile float, ptr %5, align 8, !dbg !263, !tbaa !266
  %72 = tail call fastcc { i64, i64 } @f2s(float noundef %71), !dbg !268
  %73 = extractvalue { i64, i64 } %72, 0, !dbg !268
  %74 = extractvalue { i64, i64 } %72, 1, !dbg !268
    #dbg_value(!DIArgList(i128 0, i64 %73), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !269)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %74, i64 noundef %73), !dbg !271
  %76 = load volatile float, ptr %5, align 8, !dbg !272, !tbaa !266
  %77 = fpext float %76 to double, !dbg !273
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %77), !dbg !274
    #dbg_value(i64 3, !144, !DIExpression(), !262)
  %79 = load volatile float, ptr %6, align 4, !dbg !263, !tbaa !266
  %80 = tail call fastcc { i64, i64 } @f2s(float noundef %79), !dbg !268
  %81 = extractvalue { i64, i64 } %80, 0, !dbg !268
  %82 = extractvalue { i64, i64 } %80, 1, !dbg !268
    #dbg_value(!DIArgList(i128 0, i64 %81), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !269)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %82, i64 noundef %81), !dbg !271
  %84 = load volatile float, ptr %6, align 4, !dbg !272, !tbaa !266
  %85 = fpext float %84 to double, !dbg !273
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %85), !dbg !274
    #dbg_value(i64 4, !144, !DIExpression(), !262)
  %87 = load volatile float, ptr %7, align 16, !dbg !263, !tbaa !266
  %88 = tail call fastcc { i64, i64 } @f2s(float noundef %87), !dbg !268
  %89 = extractvalue { i64, i64 } %88, 0, !dbg !268
  %90 = extractvalue { i64, i64 } %88, 1, !dbg !268
    #dbg_value(!DIArgList(i128 0, i64 %89), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !269)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %90, i64 noundef %89), !dbg !271
  %92 = load volatile float, ptr %7, align 16, !dbg !272, !tbaa !266
  %93 = fpext float %92 to double, !dbg !273
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %93), !dbg !274
    #dbg_value(i64 5, !144, !DIExpression(), !262)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8), !dbg !275
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9), !dbg !275
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %10), !dbg !275
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11), !dbg !275
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12), !dbg !275
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13), !dbg !275
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %14), !dbg !275
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %15), !dbg !275
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %16), !dbg !275
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %17), !dbg !275
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 10, i1 true), !dbg !276, !DIAssignID !277
  call void @llvm.memset.p0.i64(ptr align 2 %9, i8 0, i64 6, i1 true), !dbg !276, !DIAssignID !278
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 10, i1 true), !dbg !276, !DIAssignID !279
  call void @llvm.memset.p0.i64(ptr align 2 %11, i8 0, i64 6, i1 true), !dbg !276, !DIAssignID !280
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 10, i1 true), !dbg !276, !DIAssignID !281
  call void @llvm.memset.p0.i64(ptr align 2 %13, i8 0, i64 6, i1 true), !dbg !276, !DIAssignID !282
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 10, i1 true), !dbg !276, !DIAssignID !283
  call void @llvm.memset.p0.i64(ptr align 2 %15, i8 0, i64 6, i1 true), !dbg !276, !DIAssignID !284
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 10, i1 true), !dbg !276, !DIAssignID !285
  call void @llvm.memset.p0.i64(ptr align 2 %17, i8 0, i64 6, i1 true), !dbg !276, !DIAssignID !286
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !277, ptr %8, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !278, ptr %9, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !279, ptr %10, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !280, ptr %11, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !281, ptr %12, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !282, ptr %13, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !283, ptr %14, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !284, ptr %15, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !285, ptr %16, !DIExpression(), !185)
    #dbg_assign(i8 0, !146, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !286, ptr %17, !DIExpression(), !185)
  store volatile x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %8, align 16, !dbg !276, !DIAssignID !287
    #dbg_assign(x86_fp80 0xK4062C9F2C9CD04674EDF, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !287, ptr %8, !DIExpression(), !185)
  store volatile x86_fp80 0xKC062C9F2C9CD04674EDF, ptr %10, align 16, !dbg !276, !DIAssignID !288
    #dbg_assign(x86_fp80 0xKC062C9F2C9CD04674EDF, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !288, ptr %10, !DIExpression(), !185)
  store volatile x86_fp80 0xK403F8000000000000000, ptr %12, align 16, !dbg !276, !DIAssignID !289
    #dbg_assign(x86_fp80 0xK403F8000000000000000, !146, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !289, ptr %12, !DIExpression(), !185)
  store volatile x86_fp80 0xK407DFFC99E3C66FD68D2, ptr %14, align 16, !dbg !276, !DIAssignID !290
    #dbg_assign(x86_fp80 0xK407DFFC99E3C66FD68D2, !146, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !290, ptr %14, !DIExpression(), !185)
  store volatile x86_fp80 0xKC04BD124D8F8850364B5, ptr %16, align 16, !dbg !276, !DIAssignID !291
    #dbg_assign(x86_fp80 0xKC04BD124D8F8850364B5, !146, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !291, ptr %16, !DIExpression(), !185)
    #dbg_value(i64 0, !149, !DIExpression(), !292)
  %95 = load volatile x86_fp80, ptr %8, align 16, !dbg !293, !tbaa !296
  %96 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %95), !dbg !298
  %97 = extractvalue { i64, i64 } %96, 0, !dbg !298
  %98 = extractvalue { i64, i64 } %96, 1, !dbg !298
    #dbg_value(ptr @.str.7, !230, !DIExpression(), !299)
    #dbg_value(!DIArgList(i128 0, i64 %97), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !299)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %98, i64 noundef %97), !dbg !301
  %100 = load volatile x86_fp80, ptr %8, align 16, !dbg !302, !tbaa !296
  %101 = fcmp ogt x86_fp80 %100, 0xK00000000000000000000, !dbg !304
  br i1 %101, label %122, label %128, !dbg !305

102:                                              ; preds = %29, %118
  %103 = phi i64 [ 0, %29 ], [ %120, %118 ]
    #dbg_value(i64 %103, !136, !DIExpression(), !221)
  %104 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %103, !dbg !306
  %105 = load volatile double, ptr %104, align 8, !dbg !306, !tbaa !307
    #dbg_value(double %105, !138, !DIExpression(), !309)
  %106 = tail call fastcc { i64, i64 } @d2s(double noundef %105), !dbg !310
  %107 = extractvalue { i64, i64 } %106, 0, !dbg !310
  %108 = extractvalue { i64, i64 } %106, 1, !dbg !310
    #dbg_value(ptr @.str.2, !230, !DIExpression(), !311)
    #dbg_value(!DIArgList(i128 0, i64 %107), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !311)
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i64 noundef %108, i64 noundef %107), !dbg !313
  %110 = fcmp oge double %105, 0.000000e+00, !dbg !314
  %111 = fcmp olt double %105, 3.400000e+38
  %112 = and i1 %110, %111, !dbg !316
  br i1 %112, label %113, label %118, !dbg !316

113:                                              ; preds = %102
  %114 = tail call fastcc { i64, i64 } @d2u(double noundef %105), !dbg !317
  %115 = extractvalue { i64, i64 } %114, 0, !dbg !317
  %116 = extractvalue { i64, i64 } %114, 1, !dbg !317
    #dbg_value(ptr @.str.3, !230, !DIExpression(), !318)
    #dbg_value(!DIArgList(i128 0, i64 %115), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !318)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i64 noundef %116, i64 noundef %115), !dbg !320
  br label %118, !dbg !321

118:                                              ; preds = %113, %102
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %105), !dbg !322
  %120 = add nuw nsw i64 %103, 1, !dbg !323
    #dbg_value(i64 %120, !136, !DIExpression(), !221)
  %121 = icmp eq i64 %120, 12, !dbg !324
  br i1 %121, label %49, label %102, !dbg !222, !llvm.loop !325

122:                                              ; preds = %49
  %123 = load volatile x86_fp80, ptr %8, align 16, !dbg !327, !tbaa !296
  %124 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %123), !dbg !328
  %125 = extractvalue { i64, i64 } %124, 0, !dbg !328
  %126 = extractvalue { i64, i64 } %124, 1, !dbg !328
    #dbg_value(ptr @.str.8, !230, !DIExpression(), !329)
    #dbg_value(!DIArgList(i128 0, i64 %125), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %126, i64 noundef %125), !dbg !331
  br label %128, !dbg !332

128:                                              ; preds = %122, %49
  %129 = load volatile x86_fp80, ptr %8, align 16, !dbg !333, !tbaa !296
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %129), !dbg !334
    #dbg_value(i64 1, !149, !DIExpression(), !292)
  %131 = load volatile x86_fp80, ptr %10, align 16, !dbg !293, !tbaa !296
  %132 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %131), !dbg !298
  %133 = extractvalue { i64, i64 } %132, 0, !dbg !298
  %134 = extractvalue { i64, i64 } %132, 1, !dbg !298
    #dbg_value(ptr @.str.7, !230, !DIExpression(), !299)
    #dbg_value(!DIArgList(i128 0, i64 %133), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !299)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %134, i64 noundef %133), !dbg !301
  %136 = load volatile x86_fp80, ptr %10, align 16, !dbg !302, !tbaa !296
  %137 = fcmp ogt x86_fp80 %136, 0xK00000000000000000000, !dbg !304
  br i1 %137, label %138, label %144, !dbg !305

138:                                              ; preds = %128
  %139 = load volatile x86_fp80, ptr %10, align 16, !dbg !327, !tbaa !296
  %140 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %139), !dbg !328
  %141 = extractvalue { i64, i64 } %140, 0, !dbg !328
  %142 = extractvalue { i64, i64 } %140, 1, !dbg !328
    #dbg_value(ptr @.str.8, !230, !DIExpression(), !329)
    #dbg_value(!DIArgList(i128 0, i64 %141), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %142, i64 noundef %141), !dbg !331
  br label %144, !dbg !332

144:                                              ; preds = %138, %128
  %145 = load volatile x86_fp80, ptr %10, align 16, !dbg !333, !tbaa !296
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %145), !dbg !334
    #dbg_value(i64 2, !149, !DIExpression(), !292)
  %147 = load volatile x86_fp80, ptr %12, align 16, !dbg !293, !tbaa !296
  %148 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %147), !dbg !298
  %149 = extractvalue { i64, i64 } %148, 0, !dbg !298
  %150 = extractvalue { i64, i64 } %148, 1, !dbg !298
    #dbg_value(ptr @.str.7, !230, !DIExpression(), !299)
    #dbg_value(!DIArgList(i128 0, i64 %149), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !299)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %150, i64 noundef %149), !dbg !301
  %152 = load volatile x86_fp80, ptr %12, align 16, !dbg !302, !tbaa !296
  %153 = fcmp ogt x86_fp80 %152, 0xK00000000000000000000, !dbg !304
  br i1 %153, label %154, label %160, !dbg !305

154:                                              ; preds = %144
  %155 = load volatile x86_fp80, ptr %12, align 16, !dbg !327, !tbaa !296
  %156 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %155), !dbg !328
  %157 = extractvalue { i64, i64 } %156, 0, !dbg !328
  %158 = extractvalue { i64, i64 } %156, 1, !dbg !328
    #dbg_value(ptr @.str.8, !230, !DIExpression(), !329)
    #dbg_value(!DIArgList(i128 0, i64 %157), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %158, i64 noundef %157), !dbg !331
  br label %160, !dbg !332

160:                                              ; preds = %154, %144
  %161 = load volatile x86_fp80, ptr %12, align 16, !dbg !333, !tbaa !296
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %161), !dbg !334
    #dbg_value(i64 3, !149, !DIExpression(), !292)
  %163 = load volatile x86_fp80, ptr %14, align 16, !dbg !293, !tbaa !296
  %164 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %163), !dbg !298
  %165 = extractvalue { i64, i64 } %164, 0, !dbg !298
  %166 = extractvalue { i64, i64 } %164, 1, !dbg !298
    #dbg_value(ptr @.str.7, !230, !DIExpression(), !299)
    #dbg_value(!DIArgList(i128 0, i64 %165), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !299)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %166, i64 noundef %165), !dbg !301
  %168 = load volatile x86_fp80, ptr %14, align 16, !dbg !302, !tbaa !296
  %169 = fcmp ogt x86_fp80 %168, 0xK00000000000000000000, !dbg !304
  br i1 %169, label %170, label %176, !dbg !305

170:                                              ; preds = %160
  %171 = load volatile x86_fp80, ptr %14, align 16, !dbg !327, !tbaa !296
  %172 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %171), !dbg !328
  %173 = extractvalue { i64, i64 } %172, 0, !dbg !328
  %174 = extractvalue { i64, i64 } %172, 1, !dbg !328
    #dbg_value(ptr @.str.8, !230, !DIExpression(), !329)
    #dbg_value(!DIArgList(i128 0, i64 %173), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %174, i64 noundef %173), !dbg !331
  br label %176, !dbg !332

176:                                              ; preds = %170, %160
  %177 = load volatile x86_fp80, ptr %14, align 16, !dbg !333, !tbaa !296
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %177), !dbg !334
    #dbg_value(i64 4, !149, !DIExpression(), !292)
  %179 = load volatile x86_fp80, ptr %16, align 16, !dbg !293, !tbaa !296
  %180 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %179), !dbg !298
  %181 = extractvalue { i64, i64 } %180, 0, !dbg !298
  %182 = extractvalue { i64, i64 } %180, 1, !dbg !298
    #dbg_value(ptr @.str.7, !230, !DIExpression(), !299)
    #dbg_value(!DIArgList(i128 0, i64 %181), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !299)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %182, i64 noundef %181), !dbg !301
  %184 = load volatile x86_fp80, ptr %16, align 16, !dbg !302, !tbaa !296
  %185 = fcmp ogt x86_fp80 %184, 0xK00000000000000000000, !dbg !304
  br i1 %185, label %186, label %192, !dbg !305

186:                                              ; preds = %176
  %187 = load volatile x86_fp80, ptr %16, align 16, !dbg !327, !tbaa !296
  %188 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %187), !dbg !328
  %189 = extractvalue { i64, i64 } %188, 0, !dbg !328
  %190 = extractvalue { i64, i64 } %188, 1, !dbg !328
    #dbg_value(ptr @.str.8, !230, !DIExpression(), !329)
    #dbg_value(!DIArgList(i128 0, i64 %189), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !329)
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %190, i64 noundef %189), !dbg !331
  br label %192, !dbg !332

192:                                              ; preds = %186, %176
  %193 = load volatile x86_fp80, ptr %16, align 16, !dbg !333, !tbaa !296
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %193), !dbg !334
    #dbg_value(i64 5, !149, !DIExpression(), !292)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18), !dbg !335
  store volatile i8 -5, ptr %18, align 1, !dbg !336, !tbaa !337, !DIAssignID !338
    #dbg_assign(i8 -5, !151, !DIExpression(), !338, ptr %18, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %19), !dbg !339
  store volatile i16 -292, ptr %19, align 2, !dbg !340, !tbaa !341, !DIAssignID !343
    #dbg_assign(i16 -292, !153, !DIExpression(), !343, ptr %19, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20), !dbg !344
  store volatile i32 -123456, ptr %20, align 4, !dbg !345, !tbaa !346, !DIAssignID !348
    #dbg_assign(i32 -123456, !158, !DIExpression(), !348, ptr %20, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21), !dbg !349
  store volatile i64 -81985529216486896, ptr %21, align 8, !dbg !350, !tbaa !351, !DIAssignID !353
    #dbg_assign(i64 -81985529216486896, !162, !DIExpression(), !353, ptr %21, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22), !dbg !354
  store volatile i64 -9223372036854775808, ptr %22, align 8, !dbg !355, !tbaa !351, !DIAssignID !356
    #dbg_assign(i64 -9223372036854775808, !167, !DIExpression(), !356, ptr %22, !DIExpression(), !185)
  %195 = load volatile i8, ptr %18, align 1, !dbg !357, !tbaa !337
  %196 = tail call fastcc { i64, i64 } @from_i8(i8 noundef signext %195), !dbg !358
  %197 = extractvalue { i64, i64 } %196, 0, !dbg !358
  %198 = extractvalue { i64, i64 } %196, 1, !dbg !358
    #dbg_value(ptr @.str.10, !230, !DIExpression(), !359)
    #dbg_value(!DIArgList(i128 0, i64 %197), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !359)
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.10, i64 noundef %198, i64 noundef %197), !dbg !361
  %200 = load volatile i16, ptr %19, align 2, !dbg !362, !tbaa !341
  %201 = tail call fastcc i64 @from_u16(i16 noundef zeroext %200), !dbg !363
    #dbg_value(ptr @.str.11, !230, !DIExpression(), !364)
    #dbg_value(!DIArgList(i128 0, i64 %201), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !364)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.11, i64 noundef 0, i64 noundef %201), !dbg !366
  %203 = load volatile i32, ptr %20, align 4, !dbg !367, !tbaa !346
  %204 = tail call fastcc { i64, i64 } @from_i32(i32 noundef %203), !dbg !368
  %205 = extractvalue { i64, i64 } %204, 0, !dbg !368
  %206 = extractvalue { i64, i64 } %204, 1, !dbg !368
    #dbg_value(ptr @.str.12, !230, !DIExpression(), !369)
    #dbg_value(!DIArgList(i128 0, i64 %205), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !369)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i64 noundef %206, i64 noundef %205), !dbg !371
  %208 = tail call i32 @putchar(i32 10), !dbg !372
  %209 = load volatile i64, ptr %21, align 8, !dbg !373, !tbaa !351
  %210 = tail call fastcc i64 @from_u64(i64 noundef %209), !dbg !374
    #dbg_value(ptr @.str.14, !230, !DIExpression(), !375)
    #dbg_value(!DIArgList(i128 0, i64 %210), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !375)
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.14, i64 noundef 0, i64 noundef %210), !dbg !377
  %212 = load volatile i64, ptr %22, align 8, !dbg !378, !tbaa !351
  %213 = tail call fastcc { i64, i64 } @from_i64(i64 noundef %212), !dbg !379
  %214 = extractvalue { i64, i64 } %213, 0, !dbg !379
  %215 = extractvalue { i64, i64 } %213, 1, !dbg !379
    #dbg_value(ptr @.str.15, !230, !DIExpression(), !380)
    #dbg_value(!DIArgList(i128 0, i64 %214), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !380)
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i64 noundef %215, i64 noundef %214), !dbg !382
  %217 = tail call i32 @putchar(i32 10), !dbg !383
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23), !dbg !384
  store volatile i128 1512366075204170938190968866339815417, ptr %23, align 16, !dbg !385, !tbaa !224, !DIAssignID !386
    #dbg_assign(i128 1512366075204170938190968866339815417, !169, !DIExpression(), !386, ptr %23, !DIExpression(), !185)
  %218 = load volatile i128, ptr %23, align 16, !dbg !387, !tbaa !224
  %219 = trunc i128 %218 to i64, !dbg !388
  %220 = tail call fastcc signext i8 @to_i8(i64 noundef %219), !dbg !388
  %221 = sext i8 %220 to i32, !dbg !388
  %222 = load volatile i128, ptr %23, align 16, !dbg !389, !tbaa !224
  %223 = trunc i128 %222 to i64, !dbg !390
  %224 = tail call fastcc i32 @to_u32(i64 noundef %223), !dbg !390
  %225 = load volatile i128, ptr %23, align 16, !dbg !391, !tbaa !224
  %226 = trunc i128 %225 to i64, !dbg !392
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %221, i32 noundef %224, i64 noundef %226), !dbg !393
    #dbg_value(i64 0, !170, !DIExpression(), !185)
    #dbg_value(i32 0, !171, !DIExpression(), !394)
  br label %256, !dbg !395

228:                                              ; preds = %291
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %277), !dbg !396
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24), !dbg !397
  store volatile i128 92233720368547758081, ptr %24, align 16, !dbg !398, !tbaa !224, !DIAssignID !399
    #dbg_assign(i128 92233720368547758081, !178, !DIExpression(), !399, ptr %24, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25), !dbg !397
  store volatile i128 92233720368547758082, ptr %25, align 16, !dbg !400, !tbaa !224, !DIAssignID !401
    #dbg_assign(i128 92233720368547758082, !179, !DIExpression(), !401, ptr %25, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26), !dbg !397
  store volatile i128 92233720368547758079, ptr %26, align 16, !dbg !402, !tbaa !224, !DIAssignID !403
    #dbg_assign(i128 92233720368547758079, !180, !DIExpression(), !403, ptr %26, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %27), !dbg !404
  store volatile i128 -1, ptr %27, align 16, !dbg !405, !tbaa !224, !DIAssignID !406
    #dbg_assign(i128 -1, !181, !DIExpression(), !406, ptr %27, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28), !dbg !404
  store volatile i128 18446744073709551616, ptr %28, align 16, !dbg !407, !tbaa !224, !DIAssignID !408
    #dbg_assign(i128 18446744073709551616, !183, !DIExpression(), !408, ptr %28, !DIExpression(), !185)
  %230 = load volatile i128, ptr %24, align 16, !dbg !409, !tbaa !224
  %231 = load volatile i128, ptr %25, align 16, !dbg !410, !tbaa !224
  %232 = icmp ult i128 %230, %231, !dbg !411
  %233 = zext i1 %232 to i32, !dbg !411
  %234 = load volatile i128, ptr %26, align 16, !dbg !412, !tbaa !224
  %235 = load volatile i128, ptr %24, align 16, !dbg !413, !tbaa !224
  %236 = icmp ult i128 %234, %235, !dbg !414
  %237 = zext i1 %236 to i32, !dbg !414
  %238 = load volatile i128, ptr %25, align 16, !dbg !415, !tbaa !224
  %239 = load volatile i128, ptr %26, align 16, !dbg !416, !tbaa !224
  %240 = icmp ugt i128 %238, %239, !dbg !417
  %241 = zext i1 %240 to i32, !dbg !417
  %242 = load volatile i128, ptr %27, align 16, !dbg !418, !tbaa !224
  %243 = load volatile i128, ptr %28, align 16, !dbg !419, !tbaa !224
  %244 = icmp slt i128 %242, %243, !dbg !420
  %245 = zext i1 %244 to i32, !dbg !420
  %246 = load volatile i128, ptr %27, align 16, !dbg !421, !tbaa !224
  %247 = load volatile i128, ptr %28, align 16, !dbg !422, !tbaa !224
  %248 = icmp ugt i128 %246, %247, !dbg !423
  %249 = zext i1 %248 to i32, !dbg !423
  %250 = load volatile i128, ptr %24, align 16, !dbg !424, !tbaa !224
  %251 = icmp eq i128 %250, 92233720368547758081, !dbg !425
  %252 = zext i1 %251 to i32, !dbg !425
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %233, i32 noundef %237, i32 noundef %241, i32 noundef %245, i32 noundef %249, i32 noundef %252), !dbg !426
  %254 = trunc i64 %277 to i32, !dbg !427
  %255 = and i32 %254, 127, !dbg !427
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28), !dbg !428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %27), !dbg !428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26), !dbg !428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25), !dbg !428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24), !dbg !428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23), !dbg !428
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !428
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !428
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20), !dbg !428
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %19), !dbg !428
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18), !dbg !428
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8), !dbg !428
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9), !dbg !428
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %10), !dbg !428
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11), !dbg !428
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12), !dbg !428
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13), !dbg !428
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %14), !dbg !428
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %15), !dbg !428
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %16), !dbg !428
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %17), !dbg !428
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !428
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !428
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !428
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !428
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !428
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #7, !dbg !428
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #7, !dbg !428
  ret i32 %255, !dbg !429

256:                                              ; preds = %192, %291
  %257 = phi i64 [ 0, %192 ], [ %277, %291 ]
  %258 = phi i32 [ 0, %192 ], [ %292, %291 ]
    #dbg_value(i64 %257, !170, !DIExpression(), !185)
    #dbg_value(i32 %258, !171, !DIExpression(), !394)
  %259 = load volatile i128, ptr %23, align 16, !dbg !430, !tbaa !224
  %260 = zext nneg i32 %258 to i128, !dbg !431
  %261 = shl i128 %259, %260, !dbg !431
    #dbg_value(i128 %261, !173, !DIExpression(), !432)
  %262 = load volatile i128, ptr %23, align 16, !dbg !433, !tbaa !224
  %263 = lshr i128 %262, %260, !dbg !434
    #dbg_value(i128 %263, !176, !DIExpression(), !432)
  %264 = load volatile i128, ptr %23, align 16, !dbg !435, !tbaa !224
  %265 = ashr i128 %264, %260, !dbg !436
  %266 = xor i128 %265, -1, !dbg !436
    #dbg_value(i128 %266, !177, !DIExpression(), !432)
  %267 = mul i64 %257, 31, !dbg !437
  %268 = lshr i128 %261, 64, !dbg !438
  %269 = xor i128 %268, %261, !dbg !439
  %270 = xor i128 %269, %263, !dbg !440
  %271 = lshr i128 %263, 64, !dbg !441
  %272 = xor i128 %270, %271, !dbg !442
  %273 = xor i128 %272, %266, !dbg !443
  %274 = lshr i128 %266, 64, !dbg !444
  %275 = xor i128 %273, %274, !dbg !445
  %276 = trunc i128 %275 to i64, !dbg !446
  %277 = add i64 %267, %276, !dbg !447
    #dbg_value(i64 %277, !170, !DIExpression(), !185)
  %278 = and i32 %258, 15, !dbg !448
  %279 = icmp eq i32 %278, 15, !dbg !450
  br i1 %279, label %280, label %291, !dbg !451

280:                                              ; preds = %256
  %281 = trunc i128 %261 to i64, !dbg !452
  %282 = trunc nuw i128 %268 to i64, !dbg !452
    #dbg_value(ptr @.str.17, !230, !DIExpression(), !454)
    #dbg_value(!DIArgList(i128 0, i64 %281), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !454)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i64 noundef %282, i64 noundef %281), !dbg !456
  %284 = trunc i128 %263 to i64, !dbg !457
  %285 = trunc nuw i128 %271 to i64, !dbg !457
    #dbg_value(ptr @.str.18, !230, !DIExpression(), !458)
    #dbg_value(!DIArgList(i128 0, i64 %284), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !458)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18, i64 noundef %285, i64 noundef %284), !dbg !460
  %287 = trunc i128 %266 to i64, !dbg !461
  %288 = trunc nuw i128 %274 to i64, !dbg !461
    #dbg_value(ptr @.str.18, !230, !DIExpression(), !462)
    #dbg_value(!DIArgList(i128 0, i64 %287), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !462)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18, i64 noundef %288, i64 noundef %287), !dbg !464
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %258), !dbg !465
  br label %291, !dbg !466

291:                                              ; preds = %280, %256
  %292 = add nuw nsw i32 %258, 1, !dbg !467
    #dbg_value(i64 %277, !170, !DIExpression(), !185)
    #dbg_value(i32 %292, !171, !DIExpression(), !394)
  %293 = icmp eq i32 %292, 128, !dbg !468
  br i1 %293, label %228, label %256, !dbg !395, !llvm.loop !469
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !471 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @u2d(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !476 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !480, !DIExpression(), !481)
  %7 = uitofp i128 %6 to double, !dbg !482
  ret double %7, !dbg !483
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @u2f(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !484 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !488, !DIExpression(), !489)
  %7 = uitofp i128 %6 to float, !dbg !490
  ret float %7, !dbg !491
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @u2ld(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !492 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !496, !DIExpression(), !497)
  %7 = uitofp i128 %6 to x86_fp80, !dbg !498
  ret x86_fp80 %7, !dbg !499
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @s2d(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !500 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !504, !DIExpression(), !505)
  %7 = sitofp i128 %6 to double, !dbg !506
  ret double %7, !dbg !507
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @s2f(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !508 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !512, !DIExpression(), !513)
  %7 = sitofp i128 %6 to float, !dbg !514
  ret float %7, !dbg !515
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @s2ld(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !516 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
    #dbg_value(i128 %6, !520, !DIExpression(), !521)
  %7 = sitofp i128 %6 to x86_fp80, !dbg !522
  ret x86_fp80 %7, !dbg !523
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @d2s(double noundef %0) unnamed_addr #4 !dbg !524 {
    #dbg_value(double %0, !528, !DIExpression(), !529)
  %2 = fptosi double %0 to i128, !dbg !530
  %3 = trunc i128 %2 to i64, !dbg !531
  %4 = lshr i128 %2, 64, !dbg !531
  %5 = trunc nuw i128 %4 to i64, !dbg !531
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !531
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1, !dbg !531
  ret { i64, i64 } %7, !dbg !531
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @d2u(double noundef %0) unnamed_addr #4 !dbg !532 {
    #dbg_value(double %0, !536, !DIExpression(), !537)
  %2 = fptoui double %0 to i128, !dbg !538
  %3 = trunc i128 %2 to i64, !dbg !539
  %4 = lshr i128 %2, 64, !dbg !539
  %5 = trunc nuw i128 %4 to i64, !dbg !539
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !539
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1, !dbg !539
  ret { i64, i64 } %7, !dbg !539
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @f2s(float noundef %0) unnamed_addr #4 !dbg !540 {
    #dbg_value(float %0, !544, !DIExpression(), !545)
  %2 = fptosi float %0 to i128, !dbg !546
  %3 = trunc i128 %2 to i64, !dbg !547
  %4 = lshr i128 %2, 64, !dbg !547
  %5 = trunc nuw i128 %4 to i64, !dbg !547
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !547
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1, !dbg !547
  ret { i64, i64 } %7, !dbg !547
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ld2s(x86_fp80 noundef %0) unnamed_addr #4 !dbg !548 {
    #dbg_value(x86_fp80 %0, !552, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !553)
  %2 = fptosi x86_fp80 %0 to i128, !dbg !554
  %3 = trunc i128 %2 to i64, !dbg !555
  %4 = lshr i128 %2, 64, !dbg !555
  %5 = trunc nuw i128 %4 to i64, !dbg !555
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !555
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1, !dbg !555
  ret { i64, i64 } %7, !dbg !555
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ld2u(x86_fp80 noundef %0) unnamed_addr #4 !dbg !556 {
    #dbg_value(x86_fp80 %0, !560, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !561)
  %2 = fptoui x86_fp80 %0 to i128, !dbg !562
  %3 = trunc i128 %2 to i64, !dbg !563
  %4 = lshr i128 %2, 64, !dbg !563
  %5 = trunc nuw i128 %4 to i64, !dbg !563
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0, !dbg !563
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1, !dbg !563
  ret { i64, i64 } %7, !dbg !563
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_i8(i8 noundef signext %0) unnamed_addr #4 !dbg !564 {
    #dbg_value(i8 %0, !568, !DIExpression(), !569)
  %2 = sext i8 %0 to i64, !dbg !570
  %3 = ashr i8 %0, 7, !dbg !570
  %4 = sext i8 %3 to i64, !dbg !570
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0, !dbg !570
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1, !dbg !570
  ret { i64, i64 } %6, !dbg !570
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @from_u16(i16 noundef zeroext %0) unnamed_addr #4 !dbg !571 {
    #dbg_value(i16 %0, !575, !DIExpression(), !576)
  %2 = zext i16 %0 to i64, !dbg !577
  ret i64 %2, !dbg !577
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_i32(i32 noundef %0) unnamed_addr #4 !dbg !578 {
    #dbg_value(i32 %0, !582, !DIExpression(), !583)
  %2 = sext i32 %0 to i64, !dbg !584
  %3 = ashr i32 %0, 31, !dbg !584
  %4 = sext i32 %3 to i64, !dbg !584
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0, !dbg !584
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1, !dbg !584
  ret { i64, i64 } %6, !dbg !584
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @from_u64(i64 noundef %0) unnamed_addr #4 !dbg !585 {
    #dbg_value(i64 %0, !589, !DIExpression(), !590)
  ret i64 %0, !dbg !591
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_i64(i64 noundef %0) unnamed_addr #4 !dbg !592 {
    #dbg_value(i64 %0, !596, !DIExpression(), !597)
  %2 = ashr i64 %0, 63, !dbg !598
  %3 = insertvalue { i64, i64 } poison, i64 %0, 0, !dbg !598
  %4 = insertvalue { i64, i64 } %3, i64 %2, 1, !dbg !598
  ret { i64, i64 } %4, !dbg !598
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @to_i8(i64 noundef %0) unnamed_addr #4 !dbg !599 {
  %2 = trunc i64 %0 to i8, !dbg !604
    #dbg_value(!DIArgList(i128 0, i64 %0), !603, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !605)
  ret i8 %2, !dbg !606
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @to_u32(i64 noundef %0) unnamed_addr #4 !dbg !607 {
  %2 = trunc i64 %0 to i32, !dbg !612
    #dbg_value(!DIArgList(i128 0, i64 %0), !611, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !613)
  ret i32 %2, !dbg !614
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!82}
!llvm.module.flags = !{!109, !110, !111, !112, !113, !114, !115}
!llvm.ident = !{!116}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int128_shift_convert.c", directory: ".", checksumkind: CSK_MD5, checksum: "63ce167bbbbb5bc98fd4c0935970d59b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 7)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !31, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !14, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !19, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 31)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 2)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !31, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 20)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 23)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 17)
!82 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !83, globals: !106, splitDebugInlining: false, nameTableKind: None)
!83 = !{!84, !85, !87, !89, !90, !91, !92, !93, !94, !99, !103}
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 9, baseType: !86)
!86 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 8, baseType: !88)
!88 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!89 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!90 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!91 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!92 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!93 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !95, line: 24, baseType: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !97, line: 37, baseType: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!98 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !100, line: 26, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !97, line: 42, baseType: !102)
!102 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !95, line: 27, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !97, line: 44, baseType: !105)
!105 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!106 = !{!0, !7, !12, !17, !22, !27, !29, !34, !36, !38, !40, !45, !47, !107, !49, !51, !53, !58, !63, !65, !67, !72, !77}
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !60, isLocal: true, isDefinition: true)
!109 = !{i32 7, !"Dwarf Version", i32 5}
!110 = !{i32 2, !"Debug Info Version", i32 3}
!111 = !{i32 1, !"wchar_size", i32 4}
!112 = !{i32 8, !"PIC Level", i32 2}
!113 = !{i32 7, !"PIE Level", i32 2}
!114 = !{i32 7, !"uwtable", i32 2}
!115 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!116 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!117 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !118, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!91}
!120 = !{!121, !126, !128, !131, !136, !138, !141, !144, !146, !149, !151, !153, !158, !162, !167, !169, !170, !171, !173, !176, !177, !178, !179, !180, !181, !183}
!121 = !DILocalVariable(name: "uv", scope: !117, file: !2, line: 33, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 1280, elements: !124)
!123 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !87)
!124 = !{!125}
!125 = !DISubrange(count: 10)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 35, type: !91)
!127 = distinct !DILexicalBlock(scope: !117, file: !2, line: 35, column: 5)
!128 = !DILocalVariable(name: "v", scope: !129, file: !2, line: 36, type: !87)
!129 = distinct !DILexicalBlock(scope: !130, file: !2, line: 35, column: 34)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 35, column: 5)
!131 = !DILocalVariable(name: "dv", scope: !117, file: !2, line: 40, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 768, elements: !134)
!133 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !84)
!134 = !{!135}
!135 = !DISubrange(count: 12)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 41, type: !91)
!137 = distinct !DILexicalBlock(scope: !117, file: !2, line: 41, column: 5)
!138 = !DILocalVariable(name: "d", scope: !139, file: !2, line: 42, type: !84)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 41, column: 34)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 41, column: 5)
!141 = !DILocalVariable(name: "fv", scope: !117, file: !2, line: 47, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 160, elements: !15)
!143 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !92)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 48, type: !91)
!145 = distinct !DILexicalBlock(scope: !117, file: !2, line: 48, column: 5)
!146 = !DILocalVariable(name: "lv", scope: !117, file: !2, line: 49, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 640, elements: !15)
!148 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !93)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 50, type: !91)
!150 = distinct !DILexicalBlock(scope: !117, file: !2, line: 50, column: 5)
!151 = !DILocalVariable(name: "c", scope: !117, file: !2, line: 51, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !94)
!153 = !DILocalVariable(name: "us", scope: !117, file: !2, line: 51, type: !154)
!154 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !100, line: 25, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !97, line: 40, baseType: !157)
!157 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!158 = !DILocalVariable(name: "si", scope: !117, file: !2, line: 51, type: !159)
!159 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !95, line: 26, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !97, line: 41, baseType: !91)
!162 = !DILocalVariable(name: "ul", scope: !117, file: !2, line: 51, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !100, line: 27, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !97, line: 45, baseType: !166)
!166 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!167 = !DILocalVariable(name: "sl", scope: !117, file: !2, line: 51, type: !168)
!168 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !103)
!169 = !DILocalVariable(name: "big", scope: !117, file: !2, line: 54, type: !123)
!170 = !DILocalVariable(name: "hsh", scope: !117, file: !2, line: 57, type: !90)
!171 = !DILocalVariable(name: "s", scope: !172, file: !2, line: 58, type: !91)
!172 = distinct !DILexicalBlock(scope: !117, file: !2, line: 58, column: 5)
!173 = !DILocalVariable(name: "l", scope: !174, file: !2, line: 59, type: !87)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 58, column: 35)
!175 = distinct !DILexicalBlock(scope: !172, file: !2, line: 58, column: 5)
!176 = !DILocalVariable(name: "r", scope: !174, file: !2, line: 59, type: !87)
!177 = !DILocalVariable(name: "a", scope: !174, file: !2, line: 59, type: !85)
!178 = !DILocalVariable(name: "a1", scope: !117, file: !2, line: 65, type: !123)
!179 = !DILocalVariable(name: "a2", scope: !117, file: !2, line: 65, type: !123)
!180 = !DILocalVariable(name: "a3", scope: !117, file: !2, line: 65, type: !123)
!181 = !DILocalVariable(name: "s1", scope: !117, file: !2, line: 66, type: !182)
!182 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !85)
!183 = !DILocalVariable(name: "s2", scope: !117, file: !2, line: 66, type: !182)
!184 = distinct !DIAssignID()
!185 = !DILocation(line: 0, scope: !117)
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = distinct !DIAssignID()
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = distinct !DIAssignID()
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = distinct !DIAssignID()
!211 = distinct !DIAssignID()
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 33, column: 5, scope: !117)
!214 = !DILocation(line: 33, column: 19, scope: !117)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 0, scope: !127)
!217 = !DILocation(line: 35, column: 5, scope: !127)
!218 = !DILocation(line: 40, column: 5, scope: !117)
!219 = !DILocation(line: 40, column: 21, scope: !117)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 0, scope: !137)
!222 = !DILocation(line: 41, column: 5, scope: !137)
!223 = !DILocation(line: 36, column: 18, scope: !129)
!224 = !{!225, !225, i64 0}
!225 = !{!"__int128", !226, i64 0}
!226 = !{!"omnipotent char", !227, i64 0}
!227 = !{!"Simple C/C++ TBAA"}
!228 = !DILocation(line: 0, scope: !129)
!229 = !DILocation(line: 37, column: 9, scope: !129)
!230 = !DILocalVariable(name: "tag", arg: 1, scope: !231, file: !2, line: 10, type: !234)
!231 = distinct !DISubprogram(name: "px", scope: !2, file: !2, line: 10, type: !232, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !236)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !234, !87}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!236 = !{!230, !237}
!237 = !DILocalVariable(name: "v", arg: 2, scope: !231, file: !2, line: 10, type: !87)
!238 = !DILocation(line: 0, scope: !231, inlinedAt: !239)
!239 = distinct !DILocation(line: 37, column: 9, scope: !129)
!240 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !239)
!241 = !DILocation(line: 38, column: 75, scope: !129)
!242 = !DILocation(line: 38, column: 91, scope: !129)
!243 = !DILocation(line: 38, column: 83, scope: !129)
!244 = !DILocation(line: 38, column: 99, scope: !129)
!245 = !DILocation(line: 38, column: 108, scope: !129)
!246 = !DILocation(line: 38, column: 130, scope: !129)
!247 = !DILocation(line: 38, column: 122, scope: !129)
!248 = !DILocation(line: 38, column: 144, scope: !129)
!249 = !DILocation(line: 38, column: 9, scope: !129)
!250 = !DILocation(line: 35, column: 30, scope: !130)
!251 = !DILocation(line: 35, column: 23, scope: !130)
!252 = distinct !{!252, !217, !253, !254}
!253 = !DILocation(line: 39, column: 5, scope: !127)
!254 = !{!"llvm.loop.mustprogress"}
!255 = !DILocation(line: 47, column: 5, scope: !117)
!256 = !DILocation(line: 47, column: 20, scope: !117)
!257 = distinct !DIAssignID()
!258 = distinct !DIAssignID()
!259 = distinct !DIAssignID()
!260 = distinct !DIAssignID()
!261 = distinct !DIAssignID()
!262 = !DILocation(line: 0, scope: !145)
!263 = !DILocation(line: 48, column: 56, scope: !264)
!264 = distinct !DILexicalBlock(scope: !265, file: !2, line: 48, column: 33)
!265 = distinct !DILexicalBlock(scope: !145, file: !2, line: 48, column: 5)
!266 = !{!267, !267, i64 0}
!267 = !{!"float", !226, i64 0}
!268 = !DILocation(line: 48, column: 52, scope: !264)
!269 = !DILocation(line: 0, scope: !231, inlinedAt: !270)
!270 = distinct !DILocation(line: 48, column: 35, scope: !264)
!271 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !270)
!272 = !DILocation(line: 48, column: 91, scope: !264)
!273 = !DILocation(line: 48, column: 83, scope: !264)
!274 = !DILocation(line: 48, column: 65, scope: !264)
!275 = !DILocation(line: 49, column: 5, scope: !117)
!276 = !DILocation(line: 49, column: 26, scope: !117)
!277 = distinct !DIAssignID()
!278 = distinct !DIAssignID()
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = distinct !DIAssignID()
!282 = distinct !DIAssignID()
!283 = distinct !DIAssignID()
!284 = distinct !DIAssignID()
!285 = distinct !DIAssignID()
!286 = distinct !DIAssignID()
!287 = distinct !DIAssignID()
!288 = distinct !DIAssignID()
!289 = distinct !DIAssignID()
!290 = distinct !DIAssignID()
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !150)
!293 = !DILocation(line: 50, column: 58, scope: !294)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 50, column: 33)
!295 = distinct !DILexicalBlock(scope: !150, file: !2, line: 50, column: 5)
!296 = !{!297, !297, i64 0}
!297 = !{!"long double", !226, i64 0}
!298 = !DILocation(line: 50, column: 53, scope: !294)
!299 = !DILocation(line: 0, scope: !231, inlinedAt: !300)
!300 = distinct !DILocation(line: 50, column: 35, scope: !294)
!301 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !300)
!302 = !DILocation(line: 50, column: 71, scope: !303)
!303 = distinct !DILexicalBlock(scope: !294, file: !2, line: 50, column: 71)
!304 = !DILocation(line: 50, column: 77, scope: !303)
!305 = !DILocation(line: 50, column: 71, scope: !294)
!306 = !DILocation(line: 42, column: 20, scope: !139)
!307 = !{!308, !308, i64 0}
!308 = !{!"double", !226, i64 0}
!309 = !DILocation(line: 0, scope: !139)
!310 = !DILocation(line: 43, column: 26, scope: !139)
!311 = !DILocation(line: 0, scope: !231, inlinedAt: !312)
!312 = distinct !DILocation(line: 43, column: 9, scope: !139)
!313 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !312)
!314 = !DILocation(line: 44, column: 15, scope: !315)
!315 = distinct !DILexicalBlock(scope: !139, file: !2, line: 44, column: 13)
!316 = !DILocation(line: 44, column: 20, scope: !315)
!317 = !DILocation(line: 44, column: 47, scope: !315)
!318 = !DILocation(line: 0, scope: !231, inlinedAt: !319)
!319 = distinct !DILocation(line: 44, column: 35, scope: !315)
!320 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !319)
!321 = !DILocation(line: 44, column: 35, scope: !315)
!322 = !DILocation(line: 45, column: 9, scope: !139)
!323 = !DILocation(line: 41, column: 30, scope: !140)
!324 = !DILocation(line: 41, column: 23, scope: !140)
!325 = distinct !{!325, !222, !326, !254}
!326 = !DILocation(line: 46, column: 5, scope: !137)
!327 = !DILocation(line: 50, column: 100, scope: !303)
!328 = !DILocation(line: 50, column: 95, scope: !303)
!329 = !DILocation(line: 0, scope: !231, inlinedAt: !330)
!330 = distinct !DILocation(line: 50, column: 82, scope: !303)
!331 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !330)
!332 = !DILocation(line: 50, column: 82, scope: !303)
!333 = !DILocation(line: 50, column: 128, scope: !294)
!334 = !DILocation(line: 50, column: 109, scope: !294)
!335 = !DILocation(line: 51, column: 5, scope: !117)
!336 = !DILocation(line: 51, column: 21, scope: !117)
!337 = !{!226, !226, i64 0}
!338 = distinct !DIAssignID()
!339 = !DILocation(line: 51, column: 29, scope: !117)
!340 = !DILocation(line: 51, column: 47, scope: !117)
!341 = !{!342, !342, i64 0}
!342 = !{!"short", !226, i64 0}
!343 = distinct !DIAssignID()
!344 = !DILocation(line: 51, column: 60, scope: !117)
!345 = !DILocation(line: 51, column: 77, scope: !117)
!346 = !{!347, !347, i64 0}
!347 = !{!"int", !226, i64 0}
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 51, column: 91, scope: !117)
!350 = !DILocation(line: 51, column: 109, scope: !117)
!351 = !{!352, !352, i64 0}
!352 = !{!"long", !226, i64 0}
!353 = distinct !DIAssignID()
!354 = !DILocation(line: 51, column: 137, scope: !117)
!355 = !DILocation(line: 51, column: 154, scope: !117)
!356 = distinct !DIAssignID()
!357 = !DILocation(line: 52, column: 29, scope: !117)
!358 = !DILocation(line: 52, column: 21, scope: !117)
!359 = !DILocation(line: 0, scope: !231, inlinedAt: !360)
!360 = distinct !DILocation(line: 52, column: 5, scope: !117)
!361 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !360)
!362 = !DILocation(line: 52, column: 55, scope: !117)
!363 = !DILocation(line: 52, column: 46, scope: !117)
!364 = !DILocation(line: 0, scope: !231, inlinedAt: !365)
!365 = distinct !DILocation(line: 52, column: 34, scope: !117)
!366 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !365)
!367 = !DILocation(line: 52, column: 88, scope: !117)
!368 = !DILocation(line: 52, column: 79, scope: !117)
!369 = !DILocation(line: 0, scope: !231, inlinedAt: !370)
!370 = distinct !DILocation(line: 52, column: 61, scope: !117)
!371 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !370)
!372 = !DILocation(line: 52, column: 94, scope: !117)
!373 = !DILocation(line: 53, column: 25, scope: !117)
!374 = !DILocation(line: 53, column: 16, scope: !117)
!375 = !DILocation(line: 0, scope: !231, inlinedAt: !376)
!376 = distinct !DILocation(line: 53, column: 5, scope: !117)
!377 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !376)
!378 = !DILocation(line: 53, column: 58, scope: !117)
!379 = !DILocation(line: 53, column: 49, scope: !117)
!380 = !DILocation(line: 0, scope: !231, inlinedAt: !381)
!381 = distinct !DILocation(line: 53, column: 31, scope: !117)
!382 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !381)
!383 = !DILocation(line: 53, column: 64, scope: !117)
!384 = !DILocation(line: 54, column: 5, scope: !117)
!385 = !DILocation(line: 54, column: 19, scope: !117)
!386 = distinct !DIAssignID()
!387 = !DILocation(line: 55, column: 59, scope: !117)
!388 = !DILocation(line: 55, column: 47, scope: !117)
!389 = !DILocation(line: 55, column: 72, scope: !117)
!390 = !DILocation(line: 55, column: 65, scope: !117)
!391 = !DILocation(line: 55, column: 102, scope: !117)
!392 = !DILocation(line: 55, column: 89, scope: !117)
!393 = !DILocation(line: 55, column: 5, scope: !117)
!394 = !DILocation(line: 0, scope: !172)
!395 = !DILocation(line: 58, column: 5, scope: !172)
!396 = !DILocation(line: 63, column: 5, scope: !117)
!397 = !DILocation(line: 65, column: 5, scope: !117)
!398 = !DILocation(line: 65, column: 19, scope: !117)
!399 = distinct !DIAssignID()
!400 = !DILocation(line: 65, column: 45, scope: !117)
!401 = distinct !DIAssignID()
!402 = !DILocation(line: 65, column: 71, scope: !117)
!403 = distinct !DIAssignID()
!404 = !DILocation(line: 66, column: 5, scope: !117)
!405 = !DILocation(line: 66, column: 19, scope: !117)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 66, column: 34, scope: !117)
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 67, column: 39, scope: !117)
!410 = !DILocation(line: 67, column: 44, scope: !117)
!411 = !DILocation(line: 67, column: 42, scope: !117)
!412 = !DILocation(line: 67, column: 48, scope: !117)
!413 = !DILocation(line: 67, column: 53, scope: !117)
!414 = !DILocation(line: 67, column: 51, scope: !117)
!415 = !DILocation(line: 67, column: 57, scope: !117)
!416 = !DILocation(line: 67, column: 62, scope: !117)
!417 = !DILocation(line: 67, column: 60, scope: !117)
!418 = !DILocation(line: 67, column: 66, scope: !117)
!419 = !DILocation(line: 67, column: 71, scope: !117)
!420 = !DILocation(line: 67, column: 69, scope: !117)
!421 = !DILocation(line: 67, column: 81, scope: !117)
!422 = !DILocation(line: 67, column: 92, scope: !117)
!423 = !DILocation(line: 67, column: 84, scope: !117)
!424 = !DILocation(line: 67, column: 96, scope: !117)
!425 = !DILocation(line: 67, column: 99, scope: !117)
!426 = !DILocation(line: 67, column: 5, scope: !117)
!427 = !DILocation(line: 68, column: 12, scope: !117)
!428 = !DILocation(line: 69, column: 1, scope: !117)
!429 = !DILocation(line: 68, column: 5, scope: !117)
!430 = !DILocation(line: 59, column: 18, scope: !174)
!431 = !DILocation(line: 59, column: 22, scope: !174)
!432 = !DILocation(line: 0, scope: !174)
!433 = !DILocation(line: 59, column: 32, scope: !174)
!434 = !DILocation(line: 59, column: 36, scope: !174)
!435 = !DILocation(line: 59, column: 58, scope: !174)
!436 = !DILocation(line: 59, column: 62, scope: !174)
!437 = !DILocation(line: 60, column: 19, scope: !174)
!438 = !DILocation(line: 60, column: 54, scope: !174)
!439 = !DILocation(line: 60, column: 49, scope: !174)
!440 = !DILocation(line: 60, column: 61, scope: !174)
!441 = !DILocation(line: 60, column: 70, scope: !174)
!442 = !DILocation(line: 60, column: 65, scope: !174)
!443 = !DILocation(line: 60, column: 77, scope: !174)
!444 = !DILocation(line: 60, column: 98, scope: !174)
!445 = !DILocation(line: 60, column: 87, scope: !174)
!446 = !DILocation(line: 60, column: 26, scope: !174)
!447 = !DILocation(line: 60, column: 24, scope: !174)
!448 = !DILocation(line: 61, column: 15, scope: !449)
!449 = distinct !DILexicalBlock(scope: !174, file: !2, line: 61, column: 13)
!450 = !DILocation(line: 61, column: 20, scope: !449)
!451 = !DILocation(line: 61, column: 13, scope: !174)
!452 = !DILocation(line: 61, column: 29, scope: !453)
!453 = distinct !DILexicalBlock(scope: !449, file: !2, line: 61, column: 27)
!454 = !DILocation(line: 0, scope: !231, inlinedAt: !455)
!455 = distinct !DILocation(line: 61, column: 29, scope: !453)
!456 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !455)
!457 = !DILocation(line: 61, column: 41, scope: !453)
!458 = !DILocation(line: 0, scope: !231, inlinedAt: !459)
!459 = distinct !DILocation(line: 61, column: 41, scope: !453)
!460 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !459)
!461 = !DILocation(line: 61, column: 53, scope: !453)
!462 = !DILocation(line: 0, scope: !231, inlinedAt: !463)
!463 = distinct !DILocation(line: 61, column: 53, scope: !453)
!464 = !DILocation(line: 10, column: 43, scope: !231, inlinedAt: !463)
!465 = !DILocation(line: 61, column: 71, scope: !453)
!466 = !DILocation(line: 61, column: 93, scope: !453)
!467 = !DILocation(line: 58, column: 31, scope: !175)
!468 = !DILocation(line: 58, column: 23, scope: !175)
!469 = distinct !{!469, !395, !470, !254}
!470 = !DILocation(line: 62, column: 5, scope: !172)
!471 = !DISubprogram(name: "printf", scope: !472, file: !472, line: 356, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!473 = !DISubroutineType(types: !474)
!474 = !{!91, !475, null}
!475 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !234)
!476 = distinct !DISubprogram(name: "u2d", scope: !2, file: !2, line: 12, type: !477, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !479)
!477 = !DISubroutineType(types: !478)
!478 = !{!84, !87}
!479 = !{!480}
!480 = !DILocalVariable(name: "v", arg: 1, scope: !476, file: !2, line: 12, type: !87)
!481 = !DILocation(line: 0, scope: !476)
!482 = !DILocation(line: 12, column: 62, scope: !476)
!483 = !DILocation(line: 12, column: 55, scope: !476)
!484 = distinct !DISubprogram(name: "u2f", scope: !2, file: !2, line: 14, type: !485, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !487)
!485 = !DISubroutineType(types: !486)
!486 = !{!92, !87}
!487 = !{!488}
!488 = !DILocalVariable(name: "v", arg: 1, scope: !484, file: !2, line: 14, type: !87)
!489 = !DILocation(line: 0, scope: !484)
!490 = !DILocation(line: 14, column: 61, scope: !484)
!491 = !DILocation(line: 14, column: 54, scope: !484)
!492 = distinct !DISubprogram(name: "u2ld", scope: !2, file: !2, line: 16, type: !493, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !495)
!493 = !DISubroutineType(types: !494)
!494 = !{!93, !87}
!495 = !{!496}
!496 = !DILocalVariable(name: "v", arg: 1, scope: !492, file: !2, line: 16, type: !87)
!497 = !DILocation(line: 0, scope: !492)
!498 = !DILocation(line: 16, column: 68, scope: !492)
!499 = !DILocation(line: 16, column: 61, scope: !492)
!500 = distinct !DISubprogram(name: "s2d", scope: !2, file: !2, line: 13, type: !501, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !503)
!501 = !DISubroutineType(types: !502)
!502 = !{!84, !85}
!503 = !{!504}
!504 = !DILocalVariable(name: "v", arg: 1, scope: !500, file: !2, line: 13, type: !85)
!505 = !DILocation(line: 0, scope: !500)
!506 = !DILocation(line: 13, column: 62, scope: !500)
!507 = !DILocation(line: 13, column: 55, scope: !500)
!508 = distinct !DISubprogram(name: "s2f", scope: !2, file: !2, line: 15, type: !509, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !511)
!509 = !DISubroutineType(types: !510)
!510 = !{!92, !85}
!511 = !{!512}
!512 = !DILocalVariable(name: "v", arg: 1, scope: !508, file: !2, line: 15, type: !85)
!513 = !DILocation(line: 0, scope: !508)
!514 = !DILocation(line: 15, column: 61, scope: !508)
!515 = !DILocation(line: 15, column: 54, scope: !508)
!516 = distinct !DISubprogram(name: "s2ld", scope: !2, file: !2, line: 17, type: !517, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !519)
!517 = !DISubroutineType(types: !518)
!518 = !{!93, !85}
!519 = !{!520}
!520 = !DILocalVariable(name: "v", arg: 1, scope: !516, file: !2, line: 17, type: !85)
!521 = !DILocation(line: 0, scope: !516)
!522 = !DILocation(line: 17, column: 68, scope: !516)
!523 = !DILocation(line: 17, column: 61, scope: !516)
!524 = distinct !DISubprogram(name: "d2s", scope: !2, file: !2, line: 19, type: !525, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !527)
!525 = !DISubroutineType(types: !526)
!526 = !{!85, !84}
!527 = !{!528}
!528 = !DILocalVariable(name: "d", arg: 1, scope: !524, file: !2, line: 19, type: !84)
!529 = !DILocation(line: 0, scope: !524)
!530 = !DILocation(line: 19, column: 62, scope: !524)
!531 = !DILocation(line: 19, column: 55, scope: !524)
!532 = distinct !DISubprogram(name: "d2u", scope: !2, file: !2, line: 18, type: !533, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !535)
!533 = !DISubroutineType(types: !534)
!534 = !{!87, !84}
!535 = !{!536}
!536 = !DILocalVariable(name: "d", arg: 1, scope: !532, file: !2, line: 18, type: !84)
!537 = !DILocation(line: 0, scope: !532)
!538 = !DILocation(line: 18, column: 62, scope: !532)
!539 = !DILocation(line: 18, column: 55, scope: !532)
!540 = distinct !DISubprogram(name: "f2s", scope: !2, file: !2, line: 20, type: !541, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !543)
!541 = !DISubroutineType(types: !542)
!542 = !{!85, !92}
!543 = !{!544}
!544 = !DILocalVariable(name: "d", arg: 1, scope: !540, file: !2, line: 20, type: !92)
!545 = !DILocation(line: 0, scope: !540)
!546 = !DILocation(line: 20, column: 61, scope: !540)
!547 = !DILocation(line: 20, column: 54, scope: !540)
!548 = distinct !DISubprogram(name: "ld2s", scope: !2, file: !2, line: 22, type: !549, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !551)
!549 = !DISubroutineType(types: !550)
!550 = !{!85, !93}
!551 = !{!552}
!552 = !DILocalVariable(name: "d", arg: 1, scope: !548, file: !2, line: 22, type: !93)
!553 = !DILocation(line: 0, scope: !548)
!554 = !DILocation(line: 22, column: 68, scope: !548)
!555 = !DILocation(line: 22, column: 61, scope: !548)
!556 = distinct !DISubprogram(name: "ld2u", scope: !2, file: !2, line: 21, type: !557, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !559)
!557 = !DISubroutineType(types: !558)
!558 = !{!87, !93}
!559 = !{!560}
!560 = !DILocalVariable(name: "d", arg: 1, scope: !556, file: !2, line: 21, type: !93)
!561 = !DILocation(line: 0, scope: !556)
!562 = !DILocation(line: 21, column: 68, scope: !556)
!563 = !DILocation(line: 21, column: 61, scope: !556)
!564 = distinct !DISubprogram(name: "from_i8", scope: !2, file: !2, line: 23, type: !565, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !567)
!565 = !DISubroutineType(types: !566)
!566 = !{!85, !94}
!567 = !{!568}
!568 = !DILocalVariable(name: "v", arg: 1, scope: !564, file: !2, line: 23, type: !94)
!569 = !DILocation(line: 0, scope: !564)
!570 = !DILocation(line: 23, column: 59, scope: !564)
!571 = distinct !DISubprogram(name: "from_u16", scope: !2, file: !2, line: 24, type: !572, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !574)
!572 = !DISubroutineType(cc: DW_CC_nocall, types: !573)
!573 = !{!87, !155}
!574 = !{!575}
!575 = !DILocalVariable(name: "v", arg: 1, scope: !571, file: !2, line: 24, type: !155)
!576 = !DILocation(line: 0, scope: !571)
!577 = !DILocation(line: 24, column: 62, scope: !571)
!578 = distinct !DISubprogram(name: "from_i32", scope: !2, file: !2, line: 25, type: !579, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !581)
!579 = !DISubroutineType(types: !580)
!580 = !{!85, !160}
!581 = !{!582}
!582 = !DILocalVariable(name: "v", arg: 1, scope: !578, file: !2, line: 25, type: !160)
!583 = !DILocation(line: 0, scope: !578)
!584 = !DILocation(line: 25, column: 61, scope: !578)
!585 = distinct !DISubprogram(name: "from_u64", scope: !2, file: !2, line: 26, type: !586, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !588)
!586 = !DISubroutineType(cc: DW_CC_nocall, types: !587)
!587 = !{!87, !164}
!588 = !{!589}
!589 = !DILocalVariable(name: "v", arg: 1, scope: !585, file: !2, line: 26, type: !164)
!590 = !DILocation(line: 0, scope: !585)
!591 = !DILocation(line: 26, column: 62, scope: !585)
!592 = distinct !DISubprogram(name: "from_i64", scope: !2, file: !2, line: 27, type: !593, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !595)
!593 = !DISubroutineType(types: !594)
!594 = !{!85, !103}
!595 = !{!596}
!596 = !DILocalVariable(name: "v", arg: 1, scope: !592, file: !2, line: 27, type: !103)
!597 = !DILocation(line: 0, scope: !592)
!598 = !DILocation(line: 27, column: 61, scope: !592)
!599 = distinct !DISubprogram(name: "to_i8", scope: !2, file: !2, line: 28, type: !600, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !602)
!600 = !DISubroutineType(cc: DW_CC_nocall, types: !601)
!601 = !{!94, !85}
!602 = !{!603}
!603 = !DILocalVariable(name: "v", arg: 1, scope: !599, file: !2, line: 28, type: !85)
!604 = !DILocation(line: 28, column: 64, scope: !599)
!605 = !DILocation(line: 0, scope: !599)
!606 = !DILocation(line: 28, column: 57, scope: !599)
!607 = distinct !DISubprogram(name: "to_u32", scope: !2, file: !2, line: 29, type: !608, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !82, retainedNodes: !610)
!608 = !DISubroutineType(cc: DW_CC_nocall, types: !609)
!609 = !{!99, !87}
!610 = !{!611}
!611 = !DILocalVariable(name: "v", arg: 1, scope: !607, file: !2, line: 29, type: !87)
!612 = !DILocation(line: 29, column: 67, scope: !607)
!613 = !DILocation(line: 0, scope: !607)
!614 = !DILocation(line: 29, column: 60, scope: !607)
