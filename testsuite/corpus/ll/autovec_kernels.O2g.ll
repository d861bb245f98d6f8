; ModuleID = 'programs/autovec_kernels.c'
source_filename = "programs/autovec_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@i8a = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16, !dbg !0
@u8a = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16, !dbg !57
@u8b = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16, !dbg !62
@i16a = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16, !dbg !64
@i16b = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16, !dbg !67
@i32a = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !69
@i32b = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !72
@u32a = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !76
@idx = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !74
@i64a = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16, !dbg !79
@i64b = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16, !dbg !82
@fa = internal unnamed_addr global [1031 x float] zeroinitializer, align 16, !dbg !84
@fb = internal unnamed_addr global [1031 x float] zeroinitializer, align 16, !dbg !87
@.str = private unnamed_addr constant [17 x i8] c"kernels %016llx\0A\00", align 1, !dbg !36
@__cpu_model = external dso_local local_unnamed_addr global { i32, i32, i32, [1 x i32] }
@.str.1 = private unnamed_addr constant [16 x i8] c"avx2 copies %s\0A\00", align 1, !dbg !42
@.str.2 = private unnamed_addr constant [6 x i8] c"agree\00", align 1, !dbg !47
@.str.3 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1, !dbg !52
@hash = internal unnamed_addr global i64 0, align 8, !dbg !92
@run_base.o32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !94
@run_base.ou32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !111
@run_base.o8 = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16, !dbg !113
@run_base.o16 = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16, !dbg !115
@run_base.of = internal unnamed_addr global [1031 x float] zeroinitializer, align 16, !dbg !117
@run_base.y = internal unnamed_addr global [1031 x float] zeroinitializer, align 16, !dbg !119
@run_base.od = internal unnamed_addr global [1031 x double] zeroinitializer, align 16, !dbg !121
@run_base.o64 = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16, !dbg !123
@run_avx2.o32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !125
@run_avx2.ou32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16, !dbg !140
@run_avx2.o8 = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16, !dbg !142
@run_avx2.o16 = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16, !dbg !144
@run_avx2.of = internal unnamed_addr global [1031 x float] zeroinitializer, align 16, !dbg !146
@run_avx2.y = internal unnamed_addr global [1031 x float] zeroinitializer, align 16, !dbg !148
@run_avx2.od = internal unnamed_addr global [1031 x double] zeroinitializer, align 16, !dbg !150
@run_avx2.o64 = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16, !dbg !152

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !163 {
    #dbg_value(i32 -1831433054, !167, !DIExpression(), !172)
    #dbg_value(i32 0, !168, !DIExpression(), !173)
  br label %7, !dbg !174

1:                                                ; preds = %7
  %2 = tail call fastcc i64 @run_base(), !dbg !175
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !172)
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !172)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !176
    #dbg_value(i32 1, !171, !DIExpression(), !172)
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4, !dbg !177
  %5 = and i32 %4, 1024, !dbg !177
  %6 = icmp eq i32 %5, 0, !dbg !177
  br i1 %6, label %61, label %57, !dbg !179

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %55, %7 ]
  %9 = phi i32 [ -1831433054, %0 ], [ %15, %7 ]
    #dbg_value(i64 %8, !168, !DIExpression(), !173)
    #dbg_value(i32 %9, !167, !DIExpression(), !172)
  %10 = shl i32 %9, 13, !dbg !180
  %11 = xor i32 %10, %9, !dbg !183
    #dbg_value(i32 %11, !167, !DIExpression(), !172)
  %12 = lshr i32 %11, 17, !dbg !184
  %13 = xor i32 %12, %11, !dbg !185
    #dbg_value(i32 %13, !167, !DIExpression(), !172)
  %14 = shl i32 %13, 5, !dbg !186
  %15 = xor i32 %14, %13, !dbg !187
    #dbg_value(i32 %15, !167, !DIExpression(), !172)
  %16 = trunc i32 %15 to i8, !dbg !188
  %17 = getelementptr inbounds [1031 x i8], ptr @i8a, i64 0, i64 %8, !dbg !189
  store i8 %16, ptr %17, align 1, !dbg !190, !tbaa !191
  %18 = lshr i32 %15, 8, !dbg !194
  %19 = trunc i32 %18 to i8, !dbg !195
  %20 = getelementptr inbounds [1031 x i8], ptr @u8a, i64 0, i64 %8, !dbg !196
  store i8 %19, ptr %20, align 1, !dbg !197, !tbaa !191
  %21 = lshr i32 %15, 16, !dbg !198
  %22 = trunc i32 %21 to i8, !dbg !199
  %23 = getelementptr inbounds [1031 x i8], ptr @u8b, i64 0, i64 %8, !dbg !200
  store i8 %22, ptr %23, align 1, !dbg !201, !tbaa !191
  %24 = lshr i32 %15, 3, !dbg !202
  %25 = trunc i32 %24 to i16, !dbg !203
  %26 = getelementptr inbounds [1031 x i16], ptr @i16a, i64 0, i64 %8, !dbg !204
  store i16 %25, ptr %26, align 2, !dbg !205, !tbaa !206
  %27 = lshr i32 %15, 11, !dbg !208
  %28 = trunc i32 %27 to i16, !dbg !209
  %29 = getelementptr inbounds [1031 x i16], ptr @i16b, i64 0, i64 %8, !dbg !210
  store i16 %28, ptr %29, align 2, !dbg !211, !tbaa !206
  %30 = urem i32 %15, 40000, !dbg !212
  %31 = add nsw i32 %30, -20000, !dbg !213
  %32 = getelementptr inbounds [1031 x i32], ptr @i32a, i64 0, i64 %8, !dbg !214
  store i32 %31, ptr %32, align 4, !dbg !215, !tbaa !216
  %33 = lshr i32 %15, 12, !dbg !218
  %34 = add nsw i32 %33, -400000, !dbg !219
  %35 = getelementptr inbounds [1031 x i32], ptr @i32b, i64 0, i64 %8, !dbg !220
  store i32 %34, ptr %35, align 4, !dbg !221, !tbaa !216
  %36 = mul i32 %15, -1640531535, !dbg !222
  %37 = getelementptr inbounds [1031 x i32], ptr @u32a, i64 0, i64 %8, !dbg !223
  store i32 %36, ptr %37, align 4, !dbg !224, !tbaa !216
  %38 = urem i32 %15, 1031, !dbg !225
  %39 = getelementptr inbounds [1031 x i32], ptr @idx, i64 0, i64 %8, !dbg !226
  store i32 %38, ptr %39, align 4, !dbg !227, !tbaa !216
  %40 = zext i32 %15 to i64, !dbg !228
  %41 = mul nuw nsw i64 %40, 1234567, !dbg !229
  %42 = getelementptr inbounds [1031 x i64], ptr @i64a, i64 0, i64 %8, !dbg !230
  store i64 %41, ptr %42, align 8, !dbg !231, !tbaa !232
  %43 = xor i32 %15, -559038737, !dbg !234
  %44 = zext i32 %43 to i64, !dbg !235
  %45 = shl nuw nsw i64 %44, 7, !dbg !236
  %46 = getelementptr inbounds [1031 x i64], ptr @i64b, i64 0, i64 %8, !dbg !237
  store i64 %45, ptr %46, align 8, !dbg !238, !tbaa !232
  %47 = urem i32 %15, 1000, !dbg !239
  %48 = uitofp nneg i32 %47 to float, !dbg !240
  %49 = fmul float %48, 6.250000e-02, !dbg !241
  %50 = getelementptr inbounds [1031 x float], ptr @fa, i64 0, i64 %8, !dbg !242
  store float %49, ptr %50, align 4, !dbg !243, !tbaa !244
  %51 = urem i32 %15, 777, !dbg !246
  %52 = uitofp nneg i32 %51 to float, !dbg !247
  %53 = fmul float %52, 1.250000e-01, !dbg !248
  %54 = getelementptr inbounds [1031 x float], ptr @fb, i64 0, i64 %8, !dbg !249
  store float %53, ptr %54, align 4, !dbg !250, !tbaa !244
  %55 = add nuw nsw i64 %8, 1, !dbg !251
    #dbg_value(i64 %55, !168, !DIExpression(), !173)
  %56 = icmp eq i64 %55, 1031, !dbg !252
  br i1 %56, label %1, label %7, !dbg !174, !llvm.loop !253

57:                                               ; preds = %1
  %58 = tail call fastcc i64 @run_avx2(), !dbg !256
  %59 = icmp eq i64 %58, %2, !dbg !257
    #dbg_value(i1 %59, !171, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !172)
  %60 = select i1 %59, ptr @.str.2, ptr @.str.3, !dbg !258
  br label %61, !dbg !259

61:                                               ; preds = %57, %1
  %62 = phi ptr [ %60, %57 ], [ @.str.2, %1 ], !dbg !172
    #dbg_value(i64 %2, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !172)
  %63 = lshr i64 %2, 8, !dbg !260
    #dbg_value(i64 %63, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !172)
    #dbg_value(i64 %63, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !172)
  %64 = lshr i64 %2, 16, !dbg !260
    #dbg_value(i64 %64, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !172)
    #dbg_value(i64 %64, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !172)
  %65 = lshr i64 %2, 24, !dbg !260
    #dbg_value(i64 %65, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !172)
    #dbg_value(i64 %65, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !172)
  %66 = lshr i64 %2, 32, !dbg !260
    #dbg_value(i64 %66, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !172)
    #dbg_value(i64 %66, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !172)
  %67 = lshr i64 %2, 40, !dbg !260
    #dbg_value(i64 %67, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !172)
    #dbg_value(i64 %67, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !172)
  %68 = lshr i64 %2, 48, !dbg !260
    #dbg_value(i64 %68, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !172)
    #dbg_value(i64 %68, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !172)
  %69 = lshr i64 %2, 56, !dbg !260
    #dbg_value(i64 %69, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !172)
    #dbg_value(i64 %69, !170, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !172)
    #dbg_value(i1 poison, !171, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !172)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %62), !dbg !261
    #dbg_value(ptr undef, !262, !DIExpression(), !277)
    #dbg_value(i64 8, !271, !DIExpression(), !277)
    #dbg_value(ptr undef, !272, !DIExpression(), !277)
    #dbg_value(i64 0, !275, !DIExpression(), !279)
  %71 = load i64, ptr @hash, align 8, !tbaa !232
  %72 = and i64 %2, 255, !dbg !280
  %73 = xor i64 %71, %72, !dbg !282
  %74 = mul i64 %73, 1099511628211, !dbg !283
    #dbg_value(i64 1, !275, !DIExpression(), !279)
  %75 = and i64 %63, 255, !dbg !280
  %76 = xor i64 %74, %75, !dbg !282
  %77 = mul i64 %76, 1099511628211, !dbg !283
    #dbg_value(i64 2, !275, !DIExpression(), !279)
  %78 = and i64 %64, 255, !dbg !280
  %79 = xor i64 %77, %78, !dbg !282
  %80 = mul i64 %79, 1099511628211, !dbg !283
    #dbg_value(i64 3, !275, !DIExpression(), !279)
  %81 = and i64 %65, 255, !dbg !280
  %82 = xor i64 %80, %81, !dbg !282
  %83 = mul i64 %82, 1099511628211, !dbg !283
    #dbg_value(i64 4, !275, !DIExpression(), !279)
  %84 = and i64 %66, 255, !dbg !280
  %85 = xor i64 %83, %84, !dbg !282
  %86 = mul i64 %85, 1099511628211, !dbg !283
    #dbg_value(i64 5, !275, !DIExpression(), !279)
  %87 = and i64 %67, 255, !dbg !280
  %88 = xor i64 %86, %87, !dbg !282
  %89 = mul i64 %88, 1099511628211, !dbg !283
    #dbg_value(i64 6, !275, !DIExpression(), !279)
  %90 = and i64 %68, 255, !dbg !280
  %91 = xor i64 %89, %90, !dbg !282
  %92 = mul i64 %91, 1099511628211, !dbg !283
    #dbg_value(i64 7, !275, !DIExpression(), !279)
  %93 = xor i64 %92, %69, !dbg !282
  %94 = mul i64 %93, 1099511628211, !dbg !283
    #dbg_value(i64 8, !275, !DIExpression(), !279)
  store i64 %94, ptr @hash, align 8, !dbg !284, !tbaa !232
  %95 = trunc i64 %94 to i32, !dbg !285
  %96 = and i32 %95, 127, !dbg !285
  ret i32 %96, !dbg !286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @run_base() unnamed_addr #2 !dbg !96 {
  %1 = alloca i32, align 4, !DIAssignID !287
    #dbg_assign(i1 undef, !101, !DIExpression(), !287, ptr %1, !DIExpression(), !288)
  %2 = alloca i32, align 4, !DIAssignID !289
    #dbg_assign(i1 undef, !102, !DIExpression(), !289, ptr %2, !DIExpression(), !288)
    #dbg_value(i64 0, !100, !DIExpression(), !288)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #15, !dbg !290
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15, !dbg !290
    #dbg_value(i32 1015, !103, !DIExpression(), !291)
    #dbg_value(i64 0, !100, !DIExpression(), !288)
  br label %4, !dbg !292

3:                                                ; preds = %107
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15, !dbg !290
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #15, !dbg !290
  ret i64 %108, !dbg !290

4:                                                ; preds = %0, %107
  %5 = phi i64 [ 1015, %0 ], [ %109, %107 ]
  %6 = phi i64 [ 0, %0 ], [ %108, %107 ]
    #dbg_value(i64 %5, !103, !DIExpression(), !291)
    #dbg_value(i64 %6, !100, !DIExpression(), !288)
  %7 = mul i64 %6, 31, !dbg !293
  %8 = trunc nuw nsw i64 %5 to i32, !dbg !293
  %9 = tail call fastcc i32 @sum_i8_base(i32 noundef %8), !dbg !293
  %10 = zext i32 %9 to i64, !dbg !293
  %11 = add i64 %7, %10, !dbg !293
    #dbg_value(i64 %11, !100, !DIExpression(), !288)
  %12 = mul i64 %11, 31, !dbg !293
  %13 = tail call fastcc i32 @dot16_base(i32 noundef %8), !dbg !293
  %14 = zext i32 %13 to i64, !dbg !293
  %15 = add i64 %12, %14, !dbg !293
    #dbg_value(i64 %15, !100, !DIExpression(), !288)
  call fastcc void @minmax_base(i32 noundef %8, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !293
  %16 = mul i64 %15, 31, !dbg !293
  %17 = load i32, ptr %1, align 4, !dbg !293, !tbaa !216
  %18 = zext i32 %17 to i64, !dbg !293
  %19 = add i64 %16, %18, !dbg !293
  %20 = load i32, ptr %2, align 4, !dbg !293, !tbaa !216
  %21 = zext i32 %20 to i64, !dbg !293
  %22 = mul nuw nsw i64 %21, 3, !dbg !293
  %23 = add i64 %19, %22, !dbg !293
    #dbg_value(i64 %23, !100, !DIExpression(), !288)
  %24 = mul i64 %23, 31, !dbg !293
  %25 = tail call fastcc zeroext i8 @umax8_base(i32 noundef %8), !dbg !293
  %26 = zext i8 %25 to i64, !dbg !293
  %27 = add i64 %24, %26, !dbg !293
    #dbg_value(i64 %27, !100, !DIExpression(), !288)
  %28 = mul i64 %27, 31, !dbg !293
  %29 = tail call fastcc i32 @count_gt_base(i32 noundef %8), !dbg !293
  %30 = zext i32 %29 to i64, !dbg !293
  %31 = add i64 %28, %30, !dbg !293
    #dbg_value(i64 %31, !100, !DIExpression(), !288)
  %32 = mul i64 %31, 31, !dbg !293
  %33 = trunc i64 %5 to i16, !dbg !293
  %34 = tail call fastcc i32 @any_eq_base(i32 noundef %8, i16 noundef signext %33), !dbg !293
  %35 = zext nneg i32 %34 to i64, !dbg !293
  %36 = add i64 %32, %35, !dbg !293
    #dbg_value(i64 %36, !100, !DIExpression(), !288)
  %37 = mul i64 %36, 31, !dbg !293
  %38 = tail call fastcc i64 @xor64_base(i32 noundef %8), !dbg !293
  %39 = add i64 %37, %38, !dbg !293
    #dbg_value(i64 %39, !100, !DIExpression(), !288)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_base.y, ptr noundef nonnull align 16 dereferenceable(4124) @fb, i64 4124, i1 false), !dbg !293
  tail call fastcc void @saxpy_base(i32 noundef %8), !dbg !293
  tail call fastcc void @absdiff_base(i32 noundef %8), !dbg !293
  tail call fastcc void @clamp_u8_base(i32 noundef %8), !dbg !293
  tail call fastcc void @convert_base(i32 noundef %8), !dbg !293
  %40 = mul i64 %39, 31, !dbg !293
  %41 = tail call fastcc i32 @stride2_base(i32 noundef %8), !dbg !293
  %42 = zext i32 %41 to i64, !dbg !293
  %43 = add i64 %40, %42, !dbg !293
    #dbg_value(i64 %43, !100, !DIExpression(), !288)
  tail call fastcc void @reverse_base(i32 noundef %8), !dbg !293
  %44 = mul i64 %43, 31, !dbg !293
  %45 = tail call fastcc i32 @gather_base(i32 noundef %8), !dbg !293
  %46 = zext i32 %45 to i64, !dbg !293
  %47 = add i64 %44, %46, !dbg !293
    #dbg_value(i64 %47, !100, !DIExpression(), !288)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_base.o32, ptr noundef nonnull align 16 dereferenceable(4124) @i32b, i64 4124, i1 false), !dbg !293
  tail call fastcc void @cond_store_base(i32 noundef %8), !dbg !293
  tail call fastcc void @shifts_base(i32 noundef %8), !dbg !293
  tail call fastcc void @mul64_base(i32 noundef %8), !dbg !293
  %48 = mul i64 %47, 31, !dbg !293
  %49 = tail call fastcc i32 @popcnt_base(i32 noundef %8), !dbg !293
  %50 = zext i32 %49 to i64, !dbg !293
  %51 = add i64 %48, %50, !dbg !293
    #dbg_value(i64 %51, !100, !DIExpression(), !288)
    #dbg_value(i32 0, !105, !DIExpression(), !294)
  br label %56, !dbg !295

52:                                               ; preds = %56
  %53 = udiv i32 %8, 3, !dbg !293
  tail call fastcc void @gray_base(i32 noundef %53), !dbg !293
  tail call fastcc void @divconst_base(i32 noundef %8), !dbg !293
    #dbg_value(i32 0, !109, !DIExpression(), !296)
    #dbg_value(i64 %92, !100, !DIExpression(), !288)
  %54 = and i64 %5, 1, !dbg !297
  %55 = and i64 %5, 9223372036854775806, !dbg !297
  br label %111, !dbg !297

56:                                               ; preds = %4, %56
  %57 = phi i64 [ 0, %4 ], [ %93, %56 ]
  %58 = phi i64 [ %51, %4 ], [ %92, %56 ]
    #dbg_value(i64 %57, !105, !DIExpression(), !294)
    #dbg_value(i64 %58, !100, !DIExpression(), !288)
  %59 = mul i64 %58, 31, !dbg !298
  %60 = getelementptr inbounds [1031 x i32], ptr @run_base.o32, i64 0, i64 %57, !dbg !298
  %61 = load i32, ptr %60, align 4, !dbg !298, !tbaa !216
  %62 = zext i32 %61 to i64, !dbg !298
  %63 = add i64 %59, %62, !dbg !298
  %64 = getelementptr inbounds [1031 x float], ptr @run_base.y, i64 0, i64 %57, !dbg !298
  %65 = load float, ptr %64, align 4, !dbg !298, !tbaa !244
  %66 = fmul float %65, 1.600000e+01, !dbg !298
  %67 = fptosi float %66 to i64, !dbg !298
  %68 = add i64 %63, %67, !dbg !298
  %69 = getelementptr inbounds [1031 x float], ptr @run_base.of, i64 0, i64 %57, !dbg !298
  %70 = load float, ptr %69, align 4, !dbg !298, !tbaa !244
  %71 = fmul float %70, 4.000000e+00, !dbg !298
  %72 = fptosi float %71 to i64, !dbg !298
  %73 = add i64 %68, %72, !dbg !298
  %74 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %57, !dbg !298
  %75 = load i8, ptr %74, align 1, !dbg !298, !tbaa !191
  %76 = zext i8 %75 to i64, !dbg !298
  %77 = add i64 %73, %76, !dbg !298
  %78 = getelementptr inbounds [1031 x i16], ptr @run_base.o16, i64 0, i64 %57, !dbg !298
  %79 = load i16, ptr %78, align 2, !dbg !298, !tbaa !206
  %80 = zext i16 %79 to i64, !dbg !298
  %81 = add i64 %77, %80, !dbg !298
  %82 = getelementptr inbounds [1031 x double], ptr @run_base.od, i64 0, i64 %57, !dbg !298
  %83 = load double, ptr %82, align 8, !dbg !298, !tbaa !300
  %84 = fptosi double %83 to i64, !dbg !298
  %85 = add i64 %81, %84, !dbg !298
  %86 = getelementptr inbounds [1031 x i64], ptr @run_base.o64, i64 0, i64 %57, !dbg !298
  %87 = load i64, ptr %86, align 8, !dbg !298, !tbaa !232
  %88 = add i64 %85, %87, !dbg !298
  %89 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %57, !dbg !298
  %90 = load i32, ptr %89, align 4, !dbg !298, !tbaa !216
  %91 = zext i32 %90 to i64, !dbg !298
  %92 = add i64 %88, %91, !dbg !298
    #dbg_value(i64 %92, !100, !DIExpression(), !288)
  %93 = add nuw nsw i64 %57, 1, !dbg !298
    #dbg_value(i64 %93, !105, !DIExpression(), !294)
  %94 = icmp eq i64 %93, %5, !dbg !298
  br i1 %94, label %52, label %56, !dbg !295, !llvm.loop !302

95:                                               ; preds = %111
  %96 = icmp eq i64 %54, 0, !dbg !297
  br i1 %96, label %107, label %97, !dbg !297

97:                                               ; preds = %95
    #dbg_value(i64 %134, !109, !DIExpression(), !296)
    #dbg_value(i64 %133, !100, !DIExpression(), !288)
  %98 = mul i64 %133, 31, !dbg !303
  %99 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %134, !dbg !303
  %100 = load i8, ptr %99, align 1, !dbg !303, !tbaa !191
  %101 = zext i8 %100 to i64, !dbg !303
  %102 = add i64 %98, %101, !dbg !303
  %103 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %134, !dbg !303
  %104 = load i32, ptr %103, align 4, !dbg !303, !tbaa !216
  %105 = zext i32 %104 to i64, !dbg !303
  %106 = add i64 %102, %105, !dbg !303
    #dbg_value(i64 %106, !100, !DIExpression(), !288)
    #dbg_value(i64 %134, !109, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !296)
  br label %107, !dbg !305

107:                                              ; preds = %95, %97
  %108 = phi i64 [ %133, %95 ], [ %106, %97 ], !dbg !303
  %109 = add nuw nsw i64 %5, 5, !dbg !305
    #dbg_value(i64 %109, !103, !DIExpression(), !291)
    #dbg_value(i64 %108, !100, !DIExpression(), !288)
  %110 = icmp ult i64 %5, 1027, !dbg !305
  br i1 %110, label %4, label %3, !dbg !292, !llvm.loop !306

111:                                              ; preds = %111, %52
  %112 = phi i64 [ 0, %52 ], [ %134, %111 ]
  %113 = phi i64 [ %92, %52 ], [ %133, %111 ]
  %114 = phi i64 [ 0, %52 ], [ %135, %111 ]
    #dbg_value(i64 %112, !109, !DIExpression(), !296)
    #dbg_value(i64 %113, !100, !DIExpression(), !288)
  %115 = mul i64 %113, 31, !dbg !303
  %116 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %112, !dbg !303
  %117 = load i8, ptr %116, align 2, !dbg !303, !tbaa !191
  %118 = zext i8 %117 to i64, !dbg !303
  %119 = add i64 %115, %118, !dbg !303
  %120 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %112, !dbg !303
  %121 = load i32, ptr %120, align 8, !dbg !303, !tbaa !216
  %122 = zext i32 %121 to i64, !dbg !303
  %123 = add i64 %119, %122, !dbg !303
    #dbg_value(i64 %123, !100, !DIExpression(), !288)
  %124 = or disjoint i64 %112, 1, !dbg !303
    #dbg_value(i64 %124, !109, !DIExpression(), !296)
  %125 = mul i64 %123, 31, !dbg !303
  %126 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %124, !dbg !303
  %127 = load i8, ptr %126, align 1, !dbg !303, !tbaa !191
  %128 = zext i8 %127 to i64, !dbg !303
  %129 = add i64 %125, %128, !dbg !303
  %130 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %124, !dbg !303
  %131 = load i32, ptr %130, align 4, !dbg !303, !tbaa !216
  %132 = zext i32 %131 to i64, !dbg !303
  %133 = add i64 %129, %132, !dbg !303
    #dbg_value(i64 %133, !100, !DIExpression(), !288)
  %134 = add nuw nsw i64 %112, 2, !dbg !303
    #dbg_value(i64 %134, !109, !DIExpression(), !296)
  %135 = add nuw nsw i64 %114, 2, !dbg !297
  %136 = icmp eq i64 %135, %55, !dbg !297
  br i1 %136, label %95, label %111, !dbg !297, !llvm.loop !307
}

; Function Attrs: nofree nounwind
declare !dbg !308 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @run_avx2() unnamed_addr #4 !dbg !127 {
  %1 = alloca i32, align 4, !DIAssignID !315
    #dbg_assign(i1 undef, !130, !DIExpression(), !315, ptr %1, !DIExpression(), !316)
  %2 = alloca i32, align 4, !DIAssignID !317
    #dbg_assign(i1 undef, !131, !DIExpression(), !317, ptr %2, !DIExpression(), !316)
    #dbg_value(i64 0, !129, !DIExpression(), !316)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #15, !dbg !318
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15, !dbg !318
    #dbg_value(i32 1015, !132, !DIExpression(), !319)
    #dbg_value(i64 0, !129, !DIExpression(), !316)
  br label %4, !dbg !320

3:                                                ; preds = %107
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15, !dbg !318
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #15, !dbg !318
  ret i64 %108, !dbg !318

4:                                                ; preds = %0, %107
  %5 = phi i64 [ 1015, %0 ], [ %109, %107 ]
  %6 = phi i64 [ 0, %0 ], [ %108, %107 ]
    #dbg_value(i64 %5, !132, !DIExpression(), !319)
    #dbg_value(i64 %6, !129, !DIExpression(), !316)
  %7 = mul i64 %6, 31, !dbg !321
  %8 = trunc nuw nsw i64 %5 to i32, !dbg !321
  %9 = tail call fastcc i32 @sum_i8_avx2(i32 noundef %8), !dbg !321
  %10 = zext i32 %9 to i64, !dbg !321
  %11 = add i64 %7, %10, !dbg !321
    #dbg_value(i64 %11, !129, !DIExpression(), !316)
  %12 = mul i64 %11, 31, !dbg !321
  %13 = tail call fastcc i32 @dot16_avx2(i32 noundef %8), !dbg !321
  %14 = zext i32 %13 to i64, !dbg !321
  %15 = add i64 %12, %14, !dbg !321
    #dbg_value(i64 %15, !129, !DIExpression(), !316)
  call fastcc void @minmax_avx2(i32 noundef %8, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !321
  %16 = mul i64 %15, 31, !dbg !321
  %17 = load i32, ptr %1, align 4, !dbg !321, !tbaa !216
  %18 = zext i32 %17 to i64, !dbg !321
  %19 = add i64 %16, %18, !dbg !321
  %20 = load i32, ptr %2, align 4, !dbg !321, !tbaa !216
  %21 = zext i32 %20 to i64, !dbg !321
  %22 = mul nuw nsw i64 %21, 3, !dbg !321
  %23 = add i64 %19, %22, !dbg !321
    #dbg_value(i64 %23, !129, !DIExpression(), !316)
  %24 = mul i64 %23, 31, !dbg !321
  %25 = tail call fastcc zeroext i8 @umax8_avx2(i32 noundef %8), !dbg !321
  %26 = zext i8 %25 to i64, !dbg !321
  %27 = add i64 %24, %26, !dbg !321
    #dbg_value(i64 %27, !129, !DIExpression(), !316)
  %28 = mul i64 %27, 31, !dbg !321
  %29 = tail call fastcc i32 @count_gt_avx2(i32 noundef %8), !dbg !321
  %30 = zext i32 %29 to i64, !dbg !321
  %31 = add i64 %28, %30, !dbg !321
    #dbg_value(i64 %31, !129, !DIExpression(), !316)
  %32 = mul i64 %31, 31, !dbg !321
  %33 = trunc i64 %5 to i16, !dbg !321
  %34 = tail call fastcc i32 @any_eq_avx2(i32 noundef %8, i16 noundef signext %33), !dbg !321
  %35 = zext nneg i32 %34 to i64, !dbg !321
  %36 = add i64 %32, %35, !dbg !321
    #dbg_value(i64 %36, !129, !DIExpression(), !316)
  %37 = mul i64 %36, 31, !dbg !321
  %38 = tail call fastcc i64 @xor64_avx2(i32 noundef %8), !dbg !321
  %39 = add i64 %37, %38, !dbg !321
    #dbg_value(i64 %39, !129, !DIExpression(), !316)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_avx2.y, ptr noundef nonnull align 16 dereferenceable(4124) @fb, i64 4124, i1 false), !dbg !321
  tail call fastcc void @saxpy_avx2(i32 noundef %8), !dbg !321
  tail call fastcc void @absdiff_avx2(i32 noundef %8), !dbg !321
  tail call fastcc void @clamp_u8_avx2(i32 noundef %8), !dbg !321
  tail call fastcc void @convert_avx2(i32 noundef %8), !dbg !321
  %40 = mul i64 %39, 31, !dbg !321
  %41 = tail call fastcc i32 @stride2_avx2(i32 noundef %8), !dbg !321
  %42 = zext i32 %41 to i64, !dbg !321
  %43 = add i64 %40, %42, !dbg !321
    #dbg_value(i64 %43, !129, !DIExpression(), !316)
  tail call fastcc void @reverse_avx2(i32 noundef %8), !dbg !321
  %44 = mul i64 %43, 31, !dbg !321
  %45 = tail call fastcc i32 @gather_avx2(i32 noundef %8), !dbg !321
  %46 = zext i32 %45 to i64, !dbg !321
  %47 = add i64 %44, %46, !dbg !321
    #dbg_value(i64 %47, !129, !DIExpression(), !316)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_avx2.o32, ptr noundef nonnull align 16 dereferenceable(4124) @i32b, i64 4124, i1 false), !dbg !321
  tail call fastcc void @cond_store_avx2(i32 noundef %8), !dbg !321
  tail call fastcc void @shifts_avx2(i32 noundef %8), !dbg !321
  tail call fastcc void @mul64_avx2(i32 noundef %8), !dbg !321
  %48 = mul i64 %47, 31, !dbg !321
  %49 = tail call fastcc i32 @popcnt_avx2(i32 noundef %8), !dbg !321
  %50 = zext i32 %49 to i64, !dbg !321
  %51 = add i64 %48, %50, !dbg !321
    #dbg_value(i64 %51, !129, !DIExpression(), !316)
    #dbg_value(i32 0, !134, !DIExpression(), !322)
  br label %56, !dbg !323

52:                                               ; preds = %56
  %53 = udiv i32 %8, 3, !dbg !321
  tail call fastcc void @gray_avx2(i32 noundef %53), !dbg !321
  tail call fastcc void @divconst_avx2(i32 noundef %8), !dbg !321
    #dbg_value(i32 0, !138, !DIExpression(), !324)
    #dbg_value(i64 %92, !129, !DIExpression(), !316)
  %54 = and i64 %5, 1, !dbg !325
  %55 = and i64 %5, 9223372036854775806, !dbg !325
  br label %111, !dbg !325

56:                                               ; preds = %4, %56
  %57 = phi i64 [ 0, %4 ], [ %93, %56 ]
  %58 = phi i64 [ %51, %4 ], [ %92, %56 ]
    #dbg_value(i64 %57, !134, !DIExpression(), !322)
    #dbg_value(i64 %58, !129, !DIExpression(), !316)
  %59 = mul i64 %58, 31, !dbg !326
  %60 = getelementptr inbounds [1031 x i32], ptr @run_avx2.o32, i64 0, i64 %57, !dbg !326
  %61 = load i32, ptr %60, align 4, !dbg !326, !tbaa !216
  %62 = zext i32 %61 to i64, !dbg !326
  %63 = add i64 %59, %62, !dbg !326
  %64 = getelementptr inbounds [1031 x float], ptr @run_avx2.y, i64 0, i64 %57, !dbg !326
  %65 = load float, ptr %64, align 4, !dbg !326, !tbaa !244
  %66 = fmul float %65, 1.600000e+01, !dbg !326
  %67 = fptosi float %66 to i64, !dbg !326
  %68 = add i64 %63, %67, !dbg !326
  %69 = getelementptr inbounds [1031 x float], ptr @run_avx2.of, i64 0, i64 %57, !dbg !326
  %70 = load float, ptr %69, align 4, !dbg !326, !tbaa !244
  %71 = fmul float %70, 4.000000e+00, !dbg !326
  %72 = fptosi float %71 to i64, !dbg !326
  %73 = add i64 %68, %72, !dbg !326
  %74 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %57, !dbg !326
  %75 = load i8, ptr %74, align 1, !dbg !326, !tbaa !191
  %76 = zext i8 %75 to i64, !dbg !326
  %77 = add i64 %73, %76, !dbg !326
  %78 = getelementptr inbounds [1031 x i16], ptr @run_avx2.o16, i64 0, i64 %57, !dbg !326
  %79 = load i16, ptr %78, align 2, !dbg !326, !tbaa !206
  %80 = zext i16 %79 to i64, !dbg !326
  %81 = add i64 %77, %80, !dbg !326
  %82 = getelementptr inbounds [1031 x double], ptr @run_avx2.od, i64 0, i64 %57, !dbg !326
  %83 = load double, ptr %82, align 8, !dbg !326, !tbaa !300
  %84 = fptosi double %83 to i64, !dbg !326
  %85 = add i64 %81, %84, !dbg !326
  %86 = getelementptr inbounds [1031 x i64], ptr @run_avx2.o64, i64 0, i64 %57, !dbg !326
  %87 = load i64, ptr %86, align 8, !dbg !326, !tbaa !232
  %88 = add i64 %85, %87, !dbg !326
  %89 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %57, !dbg !326
  %90 = load i32, ptr %89, align 4, !dbg !326, !tbaa !216
  %91 = zext i32 %90 to i64, !dbg !326
  %92 = add i64 %88, %91, !dbg !326
    #dbg_value(i64 %92, !129, !DIExpression(), !316)
  %93 = add nuw nsw i64 %57, 1, !dbg !326
    #dbg_value(i64 %93, !134, !DIExpression(), !322)
  %94 = icmp eq i64 %93, %5, !dbg !326
  br i1 %94, label %52, label %56, !dbg !323, !llvm.loop !328

95:                                               ; preds = %111
  %96 = icmp eq i64 %54, 0, !dbg !325
  br i1 %96, label %107, label %97, !dbg !325

97:                                               ; preds = %95
    #dbg_value(i64 %134, !138, !DIExpression(), !324)
    #dbg_value(i64 %133, !129, !DIExpression(), !316)
  %98 = mul i64 %133, 31, !dbg !329
  %99 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %134, !dbg !329
  %100 = load i8, ptr %99, align 1, !dbg !329, !tbaa !191
  %101 = zext i8 %100 to i64, !dbg !329
  %102 = add i64 %98, %101, !dbg !329
  %103 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %134, !dbg !329
  %104 = load i32, ptr %103, align 4, !dbg !329, !tbaa !216
  %105 = zext i32 %104 to i64, !dbg !329
  %106 = add i64 %102, %105, !dbg !329
    #dbg_value(i64 %106, !129, !DIExpression(), !316)
    #dbg_value(i64 %134, !138, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !324)
  br label %107, !dbg !331

107:                                              ; preds = %95, %97
  %108 = phi i64 [ %133, %95 ], [ %106, %97 ], !dbg !329
  %109 = add nuw nsw i64 %5, 5, !dbg !331
    #dbg_value(i64 %109, !132, !DIExpression(), !319)
    #dbg_value(i64 %108, !129, !DIExpression(), !316)
  %110 = icmp ult i64 %5, 1027, !dbg !331
  br i1 %110, label %4, label %3, !dbg !320, !llvm.loop !332

111:                                              ; preds = %111, %52
  %112 = phi i64 [ 0, %52 ], [ %134, %111 ]
  %113 = phi i64 [ %92, %52 ], [ %133, %111 ]
  %114 = phi i64 [ 0, %52 ], [ %135, %111 ]
    #dbg_value(i64 %112, !138, !DIExpression(), !324)
    #dbg_value(i64 %113, !129, !DIExpression(), !316)
  %115 = mul i64 %113, 31, !dbg !329
  %116 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %112, !dbg !329
  %117 = load i8, ptr %116, align 2, !dbg !329, !tbaa !191
  %118 = zext i8 %117 to i64, !dbg !329
  %119 = add i64 %115, %118, !dbg !329
  %120 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %112, !dbg !329
  %121 = load i32, ptr %120, align 8, !dbg !329, !tbaa !216
  %122 = zext i32 %121 to i64, !dbg !329
  %123 = add i64 %119, %122, !dbg !329
    #dbg_value(i64 %123, !129, !DIExpression(), !316)
  %124 = or disjoint i64 %112, 1, !dbg !329
    #dbg_value(i64 %124, !138, !DIExpression(), !324)
  %125 = mul i64 %123, 31, !dbg !329
  %126 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %124, !dbg !329
  %127 = load i8, ptr %126, align 1, !dbg !329, !tbaa !191
  %128 = zext i8 %127 to i64, !dbg !329
  %129 = add i64 %125, %128, !dbg !329
  %130 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %124, !dbg !329
  %131 = load i32, ptr %130, align 4, !dbg !329, !tbaa !216
  %132 = zext i32 %131 to i64, !dbg !329
  %133 = add i64 %129, %132, !dbg !329
    #dbg_value(i64 %133, !129, !DIExpression(), !316)
  %134 = add nuw nsw i64 %112, 2, !dbg !329
    #dbg_value(i64 %134, !138, !DIExpression(), !324)
  %135 = add nuw nsw i64 %114, 2, !dbg !325
  %136 = icmp eq i64 %135, %55, !dbg !325
  br i1 %136, label %95, label %111, !dbg !325, !llvm.loop !333
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_i8_base(i32 noundef %0) unnamed_addr #5 !dbg !334 {
    #dbg_value(ptr @i8a, !340, !DIExpression(), !345)
    #dbg_value(i32 %0, !341, !DIExpression(), !345)
    #dbg_value(i32 0, !342, !DIExpression(), !345)
    #dbg_value(i32 0, !343, !DIExpression(), !346)
  %2 = icmp sgt i32 %0, 0, !dbg !347
  br i1 %2, label %3, label %29, !dbg !349

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !347
  %5 = icmp ult i32 %0, 8, !dbg !349
  br i1 %5, label %6, label %9, !dbg !349

6:                                                ; preds = %25, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %25 ]
  %8 = phi i32 [ 0, %3 ], [ %27, %25 ]
  br label %31, !dbg !349

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640, !dbg !349
  br label %11, !dbg !349

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ], !dbg !347
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds i8, ptr @i8a, i64 %12, !dbg !347
  %16 = getelementptr inbounds i8, ptr %15, i64 4, !dbg !347
  %17 = load <4 x i8>, ptr %15, align 8, !dbg !347, !tbaa !191
  %18 = load <4 x i8>, ptr %16, align 4, !dbg !347, !tbaa !191
  %19 = sext <4 x i8> %17 to <4 x i32>, !dbg !347
  %20 = sext <4 x i8> %18 to <4 x i32>, !dbg !347
  %21 = add <4 x i32> %13, %19, !dbg !347
  %22 = add <4 x i32> %14, %20, !dbg !347
  %23 = add nuw i64 %12, 8, !dbg !347
  %24 = icmp eq i64 %23, %10, !dbg !347
  br i1 %24, label %25, label %11, !dbg !347, !llvm.loop !350

25:                                               ; preds = %11
  %26 = add <4 x i32> %22, %21, !dbg !349
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26), !dbg !349
  %28 = icmp eq i64 %10, %4, !dbg !349
  br i1 %28, label %29, label %6, !dbg !349

29:                                               ; preds = %31, %25, %1
  %30 = phi i32 [ 0, %1 ], [ %27, %25 ], [ %37, %31 ], !dbg !353
  ret i32 %30, !dbg !353

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %38, %31 ], [ %7, %6 ]
  %33 = phi i32 [ %37, %31 ], [ %8, %6 ]
    #dbg_value(i64 %32, !343, !DIExpression(), !346)
    #dbg_value(i32 %33, !342, !DIExpression(), !345)
  %34 = getelementptr inbounds i8, ptr @i8a, i64 %32, !dbg !347
  %35 = load i8, ptr %34, align 1, !dbg !347, !tbaa !191
  %36 = sext i8 %35 to i32, !dbg !347
  %37 = add nsw i32 %33, %36, !dbg !347
    #dbg_value(i32 %37, !342, !DIExpression(), !345)
  %38 = add nuw nsw i64 %32, 1, !dbg !347
    #dbg_value(i64 %38, !343, !DIExpression(), !346)
  %39 = icmp eq i64 %38, %4, !dbg !347
  br i1 %39, label %29, label %31, !dbg !349, !llvm.loop !354
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @dot16_base(i32 noundef %0) unnamed_addr #5 !dbg !355 {
    #dbg_value(ptr @i16a, !361, !DIExpression(), !367)
    #dbg_value(ptr @i16b, !362, !DIExpression(), !367)
    #dbg_value(i32 %0, !363, !DIExpression(), !367)
    #dbg_value(i32 0, !364, !DIExpression(), !367)
    #dbg_value(i32 0, !365, !DIExpression(), !368)
  %2 = icmp sgt i32 %0, 0, !dbg !369
  br i1 %2, label %3, label %37, !dbg !371

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !369
  %5 = icmp ult i32 %0, 8, !dbg !371
  br i1 %5, label %6, label %9, !dbg !371

6:                                                ; preds = %33, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %33 ]
  %8 = phi i32 [ 0, %3 ], [ %35, %33 ]
  br label %39, !dbg !371

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640, !dbg !371
  br label %11, !dbg !371

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %31, %11 ], !dbg !369
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = getelementptr inbounds i16, ptr @i16a, i64 %12, !dbg !369
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !369
  %17 = load <4 x i16>, ptr %15, align 16, !dbg !369, !tbaa !206
  %18 = load <4 x i16>, ptr %16, align 8, !dbg !369, !tbaa !206
  %19 = sext <4 x i16> %17 to <4 x i32>, !dbg !369
  %20 = sext <4 x i16> %18 to <4 x i32>, !dbg !369
  %21 = getelementptr inbounds i16, ptr @i16b, i64 %12, !dbg !369
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !369
  %23 = load <4 x i16>, ptr %21, align 16, !dbg !369, !tbaa !206
  %24 = load <4 x i16>, ptr %22, align 8, !dbg !369, !tbaa !206
  %25 = sext <4 x i16> %23 to <4 x i32>, !dbg !369
  %26 = sext <4 x i16> %24 to <4 x i32>, !dbg !369
  %27 = mul nsw <4 x i32> %25, %19, !dbg !369
  %28 = mul nsw <4 x i32> %26, %20, !dbg !369
  %29 = add <4 x i32> %27, %13, !dbg !369
  %30 = add <4 x i32> %28, %14, !dbg !369
  %31 = add nuw i64 %12, 8, !dbg !369
  %32 = icmp eq i64 %31, %10, !dbg !369
  br i1 %32, label %33, label %11, !dbg !369, !llvm.loop !372

33:                                               ; preds = %11
  %34 = add <4 x i32> %30, %29, !dbg !371
  %35 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %34), !dbg !371
  %36 = icmp eq i64 %10, %4, !dbg !371
  br i1 %36, label %37, label %6, !dbg !371

37:                                               ; preds = %39, %33, %1
  %38 = phi i32 [ 0, %1 ], [ %35, %33 ], [ %49, %39 ], !dbg !373
  ret i32 %38, !dbg !373

39:                                               ; preds = %6, %39
  %40 = phi i64 [ %50, %39 ], [ %7, %6 ]
  %41 = phi i32 [ %49, %39 ], [ %8, %6 ]
    #dbg_value(i64 %40, !365, !DIExpression(), !368)
    #dbg_value(i32 %41, !364, !DIExpression(), !367)
  %42 = getelementptr inbounds i16, ptr @i16a, i64 %40, !dbg !369
  %43 = load i16, ptr %42, align 2, !dbg !369, !tbaa !206
  %44 = sext i16 %43 to i32, !dbg !369
  %45 = getelementptr inbounds i16, ptr @i16b, i64 %40, !dbg !369
  %46 = load i16, ptr %45, align 2, !dbg !369, !tbaa !206
  %47 = sext i16 %46 to i32, !dbg !369
  %48 = mul nsw i32 %47, %44, !dbg !369
  %49 = add i32 %48, %41, !dbg !369
    #dbg_value(i32 %49, !364, !DIExpression(), !367)
  %50 = add nuw nsw i64 %40, 1, !dbg !369
    #dbg_value(i64 %50, !365, !DIExpression(), !368)
  %51 = icmp eq i64 %50, %4, !dbg !369
  br i1 %51, label %37, label %39, !dbg !371, !llvm.loop !374
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @minmax_base(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 !dbg !375 {
    #dbg_value(ptr @i32a, !382, !DIExpression(), !390)
    #dbg_value(i32 %0, !383, !DIExpression(), !390)
    #dbg_value(ptr %1, !384, !DIExpression(), !390)
    #dbg_value(ptr %2, !385, !DIExpression(), !390)
  %4 = load i32, ptr @i32a, align 16, !dbg !391, !tbaa !216
    #dbg_value(i32 %4, !386, !DIExpression(), !390)
    #dbg_value(i32 %4, !387, !DIExpression(), !390)
    #dbg_value(i32 1, !388, !DIExpression(), !392)
  %5 = icmp sgt i32 %0, 1, !dbg !393
  br i1 %5, label %6, label %44, !dbg !395

6:                                                ; preds = %3
  %7 = zext nneg i32 %0 to i64, !dbg !393
  %8 = add nsw i64 %7, -1, !dbg !395
  %9 = icmp ult i32 %0, 9, !dbg !395
  br i1 %9, label %10, label %14, !dbg !395

10:                                               ; preds = %38, %6
  %11 = phi i64 [ 1, %6 ], [ %16, %38 ]
  %12 = phi i32 [ %4, %6 ], [ %40, %38 ]
  %13 = phi i32 [ %4, %6 ], [ %42, %38 ]
  br label %47, !dbg !395

14:                                               ; preds = %6
  %15 = and i64 %8, -8, !dbg !395
  %16 = or disjoint i64 %15, 1, !dbg !395
  %17 = insertelement <4 x i32> poison, i32 %4, i64 0, !dbg !395
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !395
  %19 = insertelement <4 x i32> poison, i32 %4, i64 0, !dbg !395
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !395
  br label %21, !dbg !395

21:                                               ; preds = %21, %14
  %22 = phi i64 [ 0, %14 ], [ %36, %21 ]
  %23 = phi <4 x i32> [ %18, %14 ], [ %34, %21 ]
  %24 = phi <4 x i32> [ %18, %14 ], [ %35, %21 ]
  %25 = phi <4 x i32> [ %20, %14 ], [ %32, %21 ]
  %26 = phi <4 x i32> [ %20, %14 ], [ %33, %21 ]
  %27 = or disjoint i64 %22, 1, !dbg !395
  %28 = getelementptr inbounds i32, ptr @i32a, i64 %27, !dbg !396
  %29 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !396
  %30 = load <4 x i32>, ptr %28, align 4, !dbg !396, !tbaa !216
  %31 = load <4 x i32>, ptr %29, align 4, !dbg !396, !tbaa !216
  %32 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %30, <4 x i32> %25), !dbg !396
  %33 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %31, <4 x i32> %26), !dbg !396
  %34 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %30, <4 x i32> %23), !dbg !396
  %35 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %31, <4 x i32> %24), !dbg !396
  %36 = add nuw i64 %22, 8
  %37 = icmp eq i64 %36, %15
  br i1 %37, label %38, label %21, !llvm.loop !398

38:                                               ; preds = %21
  %39 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %34, <4 x i32> %35), !dbg !395
  %40 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %39), !dbg !395
  %41 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %32, <4 x i32> %33), !dbg !395
  %42 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %41), !dbg !395
  %43 = icmp eq i64 %8, %15, !dbg !395
  br i1 %43, label %44, label %10, !dbg !395

44:                                               ; preds = %47, %38, %3
  %45 = phi i32 [ %4, %3 ], [ %42, %38 ], [ %53, %47 ], !dbg !391
  %46 = phi i32 [ %4, %3 ], [ %40, %38 ], [ %54, %47 ], !dbg !391
  store i32 %45, ptr %1, align 4, !dbg !391, !tbaa !216
  store i32 %46, ptr %2, align 4, !dbg !391, !tbaa !216
  ret void, !dbg !391

47:                                               ; preds = %10, %47
  %48 = phi i64 [ %55, %47 ], [ %11, %10 ]
  %49 = phi i32 [ %54, %47 ], [ %12, %10 ]
  %50 = phi i32 [ %53, %47 ], [ %13, %10 ]
    #dbg_value(i64 %48, !388, !DIExpression(), !392)
    #dbg_value(i32 %49, !387, !DIExpression(), !390)
    #dbg_value(i32 %50, !386, !DIExpression(), !390)
  %51 = getelementptr inbounds i32, ptr @i32a, i64 %48, !dbg !396
  %52 = load i32, ptr %51, align 4, !dbg !396, !tbaa !216
  %53 = tail call i32 @llvm.smin.i32(i32 %52, i32 %50), !dbg !396
    #dbg_value(i32 %53, !386, !DIExpression(), !390)
  %54 = tail call i32 @llvm.smax.i32(i32 %52, i32 %49), !dbg !396
    #dbg_value(i32 %54, !387, !DIExpression(), !390)
  %55 = add nuw nsw i64 %48, 1, !dbg !393
    #dbg_value(i64 %55, !388, !DIExpression(), !392)
  %56 = icmp eq i64 %55, %7, !dbg !393
  br i1 %56, label %44, label %47, !dbg !395, !llvm.loop !399
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @umax8_base(i32 noundef %0) unnamed_addr #5 !dbg !400 {
    #dbg_value(ptr @u8a, !406, !DIExpression(), !411)
    #dbg_value(i32 %0, !407, !DIExpression(), !411)
    #dbg_value(i8 0, !408, !DIExpression(), !411)
    #dbg_value(i32 0, !409, !DIExpression(), !412)
  %2 = icmp sgt i32 %0, 0, !dbg !413
  br i1 %2, label %3, label %49, !dbg !415

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !413
  %5 = icmp ult i32 %0, 8, !dbg !415
  br i1 %5, label %29, label %6, !dbg !415

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32, !dbg !415
  br i1 %7, label %32, label %8, !dbg !415

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616, !dbg !415
  br label %10, !dbg !415

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %20, %10 ], !dbg !413
  %12 = phi <16 x i8> [ zeroinitializer, %8 ], [ %18, %10 ]
  %13 = phi <16 x i8> [ zeroinitializer, %8 ], [ %19, %10 ]
  %14 = getelementptr inbounds i8, ptr @u8a, i64 %11, !dbg !413
  %15 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !413
  %16 = load <16 x i8>, ptr %14, align 16, !dbg !413, !tbaa !191
  %17 = load <16 x i8>, ptr %15, align 16, !dbg !413, !tbaa !191
  %18 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %16, <16 x i8> %12), !dbg !413
  %19 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %17, <16 x i8> %13), !dbg !413
  %20 = add nuw i64 %11, 32, !dbg !413
  %21 = icmp eq i64 %20, %9, !dbg !413
  br i1 %21, label %22, label %10, !dbg !413, !llvm.loop !416

22:                                               ; preds = %10
  %23 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %18, <16 x i8> %19), !dbg !415
  %24 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %23), !dbg !415
  %25 = icmp eq i64 %9, %4, !dbg !415
  br i1 %25, label %49, label %26, !dbg !415

26:                                               ; preds = %22
  %27 = and i64 %4, 24, !dbg !415
  %28 = icmp eq i64 %27, 0, !dbg !415
  br i1 %28, label %29, label %32, !dbg !415

29:                                               ; preds = %46, %3, %26
  %30 = phi i64 [ 0, %3 ], [ %9, %26 ], [ %35, %46 ]
  %31 = phi i8 [ 0, %3 ], [ %24, %26 ], [ %47, %46 ]
  br label %51, !dbg !415

32:                                               ; preds = %6, %26
  %33 = phi i8 [ %24, %26 ], [ 0, %6 ]
  %34 = phi i64 [ %9, %26 ], [ 0, %6 ]
  %35 = and i64 %4, 2147483640, !dbg !415
  %36 = insertelement <8 x i8> poison, i8 %33, i64 0, !dbg !415
  %37 = shufflevector <8 x i8> %36, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !415
  br label %38, !dbg !415

38:                                               ; preds = %38, %32
  %39 = phi i64 [ %34, %32 ], [ %44, %38 ], !dbg !413
  %40 = phi <8 x i8> [ %37, %32 ], [ %43, %38 ]
  %41 = getelementptr inbounds i8, ptr @u8a, i64 %39, !dbg !413
  %42 = load <8 x i8>, ptr %41, align 8, !dbg !413, !tbaa !191
  %43 = tail call <8 x i8> @llvm.umax.v8i8(<8 x i8> %42, <8 x i8> %40), !dbg !413
  %44 = add nuw i64 %39, 8, !dbg !413
  %45 = icmp eq i64 %44, %35, !dbg !413
  br i1 %45, label %46, label %38, !dbg !413, !llvm.loop !417

46:                                               ; preds = %38
  %47 = tail call i8 @llvm.vector.reduce.umax.v8i8(<8 x i8> %43), !dbg !415
  %48 = icmp eq i64 %35, %4, !dbg !415
  br i1 %48, label %49, label %29, !dbg !415

49:                                               ; preds = %51, %22, %46, %1
  %50 = phi i8 [ 0, %1 ], [ %24, %22 ], [ %47, %46 ], [ %56, %51 ], !dbg !418
  ret i8 %50, !dbg !418

51:                                               ; preds = %29, %51
  %52 = phi i64 [ %57, %51 ], [ %30, %29 ]
  %53 = phi i8 [ %56, %51 ], [ %31, %29 ]
    #dbg_value(i64 %52, !409, !DIExpression(), !412)
    #dbg_value(i8 %53, !408, !DIExpression(), !411)
  %54 = getelementptr inbounds i8, ptr @u8a, i64 %52, !dbg !413
  %55 = load i8, ptr %54, align 1, !dbg !413, !tbaa !191
  %56 = tail call i8 @llvm.umax.i8(i8 %55, i8 %53), !dbg !413
    #dbg_value(i8 %56, !408, !DIExpression(), !411)
  %57 = add nuw nsw i64 %52, 1, !dbg !413
    #dbg_value(i64 %57, !409, !DIExpression(), !412)
  %58 = icmp eq i64 %57, %4, !dbg !413
  br i1 %58, label %49, label %51, !dbg !415, !llvm.loop !419
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_gt_base(i32 noundef %0) unnamed_addr #5 !dbg !420 {
    #dbg_value(ptr @i32a, !424, !DIExpression(), !430)
    #dbg_value(i32 %0, !425, !DIExpression(), !430)
    #dbg_value(i32 12345, !426, !DIExpression(), !430)
    #dbg_value(i32 0, !427, !DIExpression(), !430)
    #dbg_value(i32 0, !428, !DIExpression(), !431)
  %2 = icmp sgt i32 %0, 0, !dbg !432
  br i1 %2, label %3, label %31, !dbg !434

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !432
  %5 = icmp ult i32 %0, 8, !dbg !434
  br i1 %5, label %6, label %9, !dbg !434

6:                                                ; preds = %27, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %27 ]
  %8 = phi i32 [ 0, %3 ], [ %29, %27 ]
  br label %33, !dbg !434

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640, !dbg !434
  br label %11, !dbg !434

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %25, %11 ], !dbg !432
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %23, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %24, %11 ]
  %15 = getelementptr inbounds i32, ptr @i32a, i64 %12, !dbg !432
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !432
  %17 = load <4 x i32>, ptr %15, align 16, !dbg !432, !tbaa !216
  %18 = load <4 x i32>, ptr %16, align 16, !dbg !432, !tbaa !216
  %19 = icmp sgt <4 x i32> %17, <i32 12345, i32 12345, i32 12345, i32 12345>, !dbg !432
  %20 = icmp sgt <4 x i32> %18, <i32 12345, i32 12345, i32 12345, i32 12345>, !dbg !432
  %21 = zext <4 x i1> %19 to <4 x i32>, !dbg !432
  %22 = zext <4 x i1> %20 to <4 x i32>, !dbg !432
  %23 = add <4 x i32> %13, %21, !dbg !432
  %24 = add <4 x i32> %14, %22, !dbg !432
  %25 = add nuw i64 %12, 8, !dbg !432
  %26 = icmp eq i64 %25, %10, !dbg !432
  br i1 %26, label %27, label %11, !dbg !432, !llvm.loop !435

27:                                               ; preds = %11
  %28 = add <4 x i32> %24, %23, !dbg !434
  %29 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %28), !dbg !434
  %30 = icmp eq i64 %10, %4, !dbg !434
  br i1 %30, label %31, label %6, !dbg !434

31:                                               ; preds = %33, %27, %1
  %32 = phi i32 [ 0, %1 ], [ %29, %27 ], [ %40, %33 ], !dbg !436
  ret i32 %32, !dbg !436

33:                                               ; preds = %6, %33
  %34 = phi i64 [ %41, %33 ], [ %7, %6 ]
  %35 = phi i32 [ %40, %33 ], [ %8, %6 ]
    #dbg_value(i64 %34, !428, !DIExpression(), !431)
    #dbg_value(i32 %35, !427, !DIExpression(), !430)
  %36 = getelementptr inbounds i32, ptr @i32a, i64 %34, !dbg !432
  %37 = load i32, ptr %36, align 4, !dbg !432, !tbaa !216
  %38 = icmp sgt i32 %37, 12345, !dbg !432
  %39 = zext i1 %38 to i32, !dbg !432
  %40 = add nuw nsw i32 %35, %39, !dbg !432
    #dbg_value(i32 %40, !427, !DIExpression(), !430)
  %41 = add nuw nsw i64 %34, 1, !dbg !432
    #dbg_value(i64 %41, !428, !DIExpression(), !431)
  %42 = icmp eq i64 %41, %4, !dbg !432
  br i1 %42, label %31, label %33, !dbg !434, !llvm.loop !437
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq_base(i32 noundef %0, i16 noundef signext %1) unnamed_addr #5 !dbg !438 {
    #dbg_value(ptr @i16a, !442, !DIExpression(), !448)
    #dbg_value(i32 %0, !443, !DIExpression(), !448)
    #dbg_value(i16 %1, !444, !DIExpression(), !448)
    #dbg_value(i32 0, !445, !DIExpression(), !448)
    #dbg_value(i32 0, !446, !DIExpression(), !449)
  %3 = icmp sgt i32 %0, 0, !dbg !450
  br i1 %3, label %4, label %34, !dbg !452

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !450
  %6 = icmp ult i32 %0, 8, !dbg !452
  br i1 %6, label %7, label %10, !dbg !452

7:                                                ; preds = %30, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %30 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %30 ]
  br label %36, !dbg !452

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640, !dbg !452
  %12 = insertelement <4 x i16> poison, i16 %1, i64 0, !dbg !452
  %13 = shufflevector <4 x i16> %12, <4 x i16> poison, <4 x i32> zeroinitializer, !dbg !452
  br label %14, !dbg !452

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %28, %14 ], !dbg !450
  %16 = phi <4 x i32> [ zeroinitializer, %10 ], [ %26, %14 ]
  %17 = phi <4 x i32> [ zeroinitializer, %10 ], [ %27, %14 ]
  %18 = getelementptr inbounds i16, ptr @i16a, i64 %15, !dbg !450
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !450
  %20 = load <4 x i16>, ptr %18, align 16, !dbg !450, !tbaa !206
  %21 = load <4 x i16>, ptr %19, align 8, !dbg !450, !tbaa !206
  %22 = icmp eq <4 x i16> %20, %13, !dbg !450
  %23 = icmp eq <4 x i16> %21, %13, !dbg !450
  %24 = zext <4 x i1> %22 to <4 x i32>, !dbg !450
  %25 = zext <4 x i1> %23 to <4 x i32>, !dbg !450
  %26 = or <4 x i32> %16, %24, !dbg !450
  %27 = or <4 x i32> %17, %25, !dbg !450
  %28 = add nuw i64 %15, 8, !dbg !450
  %29 = icmp eq i64 %28, %11, !dbg !450
  br i1 %29, label %30, label %14, !dbg !450, !llvm.loop !453

30:                                               ; preds = %14
  %31 = or <4 x i32> %27, %26, !dbg !452
  %32 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %31), !dbg !452
  %33 = icmp eq i64 %11, %5, !dbg !452
  br i1 %33, label %34, label %7, !dbg !452

34:                                               ; preds = %36, %30, %2
  %35 = phi i32 [ 0, %2 ], [ %32, %30 ], [ %43, %36 ], !dbg !454
  ret i32 %35, !dbg !454

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %44, %36 ], [ %8, %7 ]
  %38 = phi i32 [ %43, %36 ], [ %9, %7 ]
    #dbg_value(i64 %37, !446, !DIExpression(), !449)
    #dbg_value(i32 %38, !445, !DIExpression(), !448)
  %39 = getelementptr inbounds i16, ptr @i16a, i64 %37, !dbg !450
  %40 = load i16, ptr %39, align 2, !dbg !450, !tbaa !206
  %41 = icmp eq i16 %40, %1, !dbg !450
  %42 = zext i1 %41 to i32, !dbg !450
  %43 = or i32 %38, %42, !dbg !450
    #dbg_value(i32 %43, !445, !DIExpression(), !448)
  %44 = add nuw nsw i64 %37, 1, !dbg !450
    #dbg_value(i64 %44, !446, !DIExpression(), !449)
  %45 = icmp eq i64 %44, %5, !dbg !450
  br i1 %45, label %34, label %36, !dbg !452, !llvm.loop !455
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @xor64_base(i32 noundef %0) unnamed_addr #5 !dbg !456 {
    #dbg_value(ptr @i64a, !462, !DIExpression(), !467)
    #dbg_value(i32 %0, !463, !DIExpression(), !467)
    #dbg_value(i64 0, !464, !DIExpression(), !467)
    #dbg_value(i32 0, !465, !DIExpression(), !468)
  %2 = icmp sgt i32 %0, 0, !dbg !469
  br i1 %2, label %3, label %29, !dbg !471

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !469
  %5 = icmp ult i32 %0, 4, !dbg !471
  br i1 %5, label %6, label %9, !dbg !471

6:                                                ; preds = %25, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %25 ]
  %8 = phi i64 [ 0, %3 ], [ %27, %25 ]
  br label %31, !dbg !471

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483644, !dbg !471
  br label %11, !dbg !471

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ], !dbg !469
  %13 = phi <2 x i64> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <2 x i64> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds i64, ptr @i64a, i64 %12, !dbg !469
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !469
  %17 = load <2 x i64>, ptr %15, align 16, !dbg !469, !tbaa !232
  %18 = load <2 x i64>, ptr %16, align 16, !dbg !469, !tbaa !232
  %19 = mul <2 x i64> %17, <i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !469
  %20 = mul <2 x i64> %18, <i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !469
  %21 = xor <2 x i64> %19, %13, !dbg !469
  %22 = xor <2 x i64> %20, %14, !dbg !469
  %23 = add nuw i64 %12, 4, !dbg !469
  %24 = icmp eq i64 %23, %10, !dbg !469
  br i1 %24, label %25, label %11, !dbg !469, !llvm.loop !472

25:                                               ; preds = %11
  %26 = xor <2 x i64> %22, %21, !dbg !471
  %27 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %26), !dbg !471
  %28 = icmp eq i64 %10, %4, !dbg !471
  br i1 %28, label %29, label %6, !dbg !471

29:                                               ; preds = %31, %25, %1
  %30 = phi i64 [ 0, %1 ], [ %27, %25 ], [ %37, %31 ], !dbg !473
  ret i64 %30, !dbg !473

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %38, %31 ], [ %7, %6 ]
  %33 = phi i64 [ %37, %31 ], [ %8, %6 ]
    #dbg_value(i64 %32, !465, !DIExpression(), !468)
    #dbg_value(i64 %33, !464, !DIExpression(), !467)
  %34 = getelementptr inbounds i64, ptr @i64a, i64 %32, !dbg !469
  %35 = load i64, ptr %34, align 8, !dbg !469, !tbaa !232
  %36 = mul i64 %35, -7046029254386353131, !dbg !469
  %37 = xor i64 %36, %33, !dbg !469
    #dbg_value(i64 %37, !464, !DIExpression(), !467)
  %38 = add nuw nsw i64 %32, 1, !dbg !469
    #dbg_value(i64 %38, !465, !DIExpression(), !468)
  %39 = icmp eq i64 %38, %4, !dbg !469
  br i1 %39, label %29, label %31, !dbg !471, !llvm.loop !474
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy_base(i32 noundef %0) unnamed_addr #8 !dbg !475 {
    #dbg_value(ptr @run_base.y, !482, !DIExpression(), !488)
    #dbg_value(ptr @fa, !483, !DIExpression(), !488)
    #dbg_value(float 1.500000e+00, !484, !DIExpression(), !488)
    #dbg_value(i32 %0, !485, !DIExpression(), !488)
    #dbg_value(i32 0, !486, !DIExpression(), !489)
  %2 = icmp sgt i32 %0, 0, !dbg !490
  br i1 %2, label %3, label %26, !dbg !492

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !490
  %5 = icmp ult i32 %0, 8, !dbg !492
  br i1 %5, label %6, label %8, !dbg !492

6:                                                ; preds = %24, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %24 ]
  br label %27, !dbg !492

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640, !dbg !492
  br label %10, !dbg !492

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ], !dbg !490
  %12 = getelementptr inbounds float, ptr @fa, i64 %11, !dbg !490
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !490
  %14 = load <4 x float>, ptr %12, align 16, !dbg !490, !tbaa !244
  %15 = load <4 x float>, ptr %13, align 16, !dbg !490, !tbaa !244
  %16 = getelementptr inbounds float, ptr @run_base.y, i64 %11, !dbg !490
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !490
  %18 = load <4 x float>, ptr %16, align 16, !dbg !490, !tbaa !244
  %19 = load <4 x float>, ptr %17, align 16, !dbg !490, !tbaa !244
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <4 x float> %18), !dbg !490
  %21 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <4 x float> %19), !dbg !490
  store <4 x float> %20, ptr %16, align 16, !dbg !490, !tbaa !244
  store <4 x float> %21, ptr %17, align 16, !dbg !490, !tbaa !244
  %22 = add nuw i64 %11, 8, !dbg !490
  %23 = icmp eq i64 %22, %9, !dbg !490
  br i1 %23, label %24, label %10, !dbg !490, !llvm.loop !493

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %4, !dbg !492
  br i1 %25, label %26, label %6, !dbg !492

26:                                               ; preds = %27, %24, %1
  ret void, !dbg !494

27:                                               ; preds = %6, %27
  %28 = phi i64 [ %34, %27 ], [ %7, %6 ]
    #dbg_value(i64 %28, !486, !DIExpression(), !489)
  %29 = getelementptr inbounds float, ptr @fa, i64 %28, !dbg !490
  %30 = load float, ptr %29, align 4, !dbg !490, !tbaa !244
  %31 = getelementptr inbounds float, ptr @run_base.y, i64 %28, !dbg !490
  %32 = load float, ptr %31, align 4, !dbg !490, !tbaa !244
  %33 = tail call float @llvm.fmuladd.f32(float %30, float 1.500000e+00, float %32), !dbg !490
  store float %33, ptr %31, align 4, !dbg !490, !tbaa !244
  %34 = add nuw nsw i64 %28, 1, !dbg !490
    #dbg_value(i64 %34, !486, !DIExpression(), !489)
  %35 = icmp eq i64 %34, %4, !dbg !490
  br i1 %35, label %26, label %27, !dbg !492, !llvm.loop !495
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff_base(i32 noundef %0) unnamed_addr #8 !dbg !496 {
    #dbg_value(ptr @run_base.o32, !500, !DIExpression(), !506)
    #dbg_value(ptr @i32a, !501, !DIExpression(), !506)
    #dbg_value(ptr @i32b, !502, !DIExpression(), !506)
    #dbg_value(i32 %0, !503, !DIExpression(), !506)
    #dbg_value(i32 0, !504, !DIExpression(), !507)
  %2 = icmp sgt i32 %0, 0, !dbg !508
  br i1 %2, label %3, label %30, !dbg !510

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !508
  %5 = icmp ult i32 %0, 8, !dbg !510
  br i1 %5, label %6, label %8, !dbg !510

6:                                                ; preds = %28, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %28 ]
  br label %31, !dbg !510

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640, !dbg !510
  br label %10, !dbg !510

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %26, %10 ], !dbg !508
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11, !dbg !508
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !508
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !508, !tbaa !216
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !508, !tbaa !216
  %16 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !508
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !508
  %18 = load <4 x i32>, ptr %16, align 16, !dbg !508, !tbaa !216
  %19 = load <4 x i32>, ptr %17, align 16, !dbg !508, !tbaa !216
  %20 = sub nsw <4 x i32> %14, %18, !dbg !508
  %21 = sub nsw <4 x i32> %15, %19, !dbg !508
  %22 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %20, i1 true), !dbg !508
  %23 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %21, i1 true), !dbg !508
  %24 = getelementptr inbounds i32, ptr @run_base.o32, i64 %11, !dbg !508
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !508
  store <4 x i32> %22, ptr %24, align 16, !dbg !508, !tbaa !216
  store <4 x i32> %23, ptr %25, align 16, !dbg !508, !tbaa !216
  %26 = add nuw i64 %11, 8, !dbg !508
  %27 = icmp eq i64 %26, %9, !dbg !508
  br i1 %27, label %28, label %10, !dbg !508, !llvm.loop !511

28:                                               ; preds = %10
  %29 = icmp eq i64 %9, %4, !dbg !510
  br i1 %29, label %30, label %6, !dbg !510

30:                                               ; preds = %31, %28, %1
  ret void, !dbg !512

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %40, %31 ], [ %7, %6 ]
    #dbg_value(i64 %32, !504, !DIExpression(), !507)
  %33 = getelementptr inbounds i32, ptr @i32a, i64 %32, !dbg !508
  %34 = load i32, ptr %33, align 4, !dbg !508, !tbaa !216
  %35 = getelementptr inbounds i32, ptr @i32b, i64 %32, !dbg !508
  %36 = load i32, ptr %35, align 4, !dbg !508, !tbaa !216
  %37 = sub nsw i32 %34, %36, !dbg !508
  %38 = tail call i32 @llvm.abs.i32(i32 %37, i1 true), !dbg !508
  %39 = getelementptr inbounds i32, ptr @run_base.o32, i64 %32, !dbg !508
  store i32 %38, ptr %39, align 4, !dbg !508, !tbaa !216
  %40 = add nuw nsw i64 %32, 1, !dbg !508
    #dbg_value(i64 %40, !504, !DIExpression(), !507)
  %41 = icmp eq i64 %40, %4, !dbg !508
  br i1 %41, label %30, label %31, !dbg !510, !llvm.loop !513
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp_u8_base(i32 noundef %0) unnamed_addr #8 !dbg !514 {
    #dbg_value(ptr @run_base.o8, !519, !DIExpression(), !524)
    #dbg_value(ptr @i32b, !520, !DIExpression(), !524)
    #dbg_value(i32 %0, !521, !DIExpression(), !524)
    #dbg_value(i32 0, !522, !DIExpression(), !525)
  %2 = icmp sgt i32 %0, 0, !dbg !526
  br i1 %2, label %3, label %28, !dbg !528

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !526
  %5 = icmp ult i32 %0, 8, !dbg !528
  br i1 %5, label %6, label %8, !dbg !528

6:                                                ; preds = %26, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %26 ]
  br label %29, !dbg !528

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640, !dbg !528
  br label %10, !dbg !528

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ], !dbg !526
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !526
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !526
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !526, !tbaa !216
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !526, !tbaa !216
  %16 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %14, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !526
  %17 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %15, <4 x i32> <i32 255, i32 255, i32 255, i32 255>), !dbg !526
  %18 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %16, <4 x i32> zeroinitializer), !dbg !526
  %19 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %17, <4 x i32> zeroinitializer), !dbg !526
  %20 = trunc <4 x i32> %18 to <4 x i8>, !dbg !526
  %21 = trunc <4 x i32> %19 to <4 x i8>, !dbg !526
  %22 = getelementptr inbounds i8, ptr @run_base.o8, i64 %11, !dbg !526
  %23 = getelementptr inbounds i8, ptr %22, i64 4, !dbg !526
  store <4 x i8> %20, ptr %22, align 8, !dbg !526, !tbaa !191
  store <4 x i8> %21, ptr %23, align 4, !dbg !526, !tbaa !191
  %24 = add nuw i64 %11, 8, !dbg !526
  %25 = icmp eq i64 %24, %9, !dbg !526
  br i1 %25, label %26, label %10, !dbg !526, !llvm.loop !529

26:                                               ; preds = %10
  %27 = icmp eq i64 %9, %4, !dbg !528
  br i1 %27, label %28, label %6, !dbg !528

28:                                               ; preds = %29, %26, %1
  ret void, !dbg !530

29:                                               ; preds = %6, %29
  %30 = phi i64 [ %37, %29 ], [ %7, %6 ]
    #dbg_value(i64 %30, !522, !DIExpression(), !525)
  %31 = getelementptr inbounds i32, ptr @i32b, i64 %30, !dbg !526
  %32 = load i32, ptr %31, align 4, !dbg !526, !tbaa !216
  %33 = tail call i32 @llvm.smin.i32(i32 %32, i32 255), !dbg !526
  %34 = tail call i32 @llvm.smax.i32(i32 %33, i32 0), !dbg !526
  %35 = trunc nuw i32 %34 to i8, !dbg !526
  %36 = getelementptr inbounds i8, ptr @run_base.o8, i64 %30, !dbg !526
  store i8 %35, ptr %36, align 1, !dbg !526, !tbaa !191
  %37 = add nuw nsw i64 %30, 1, !dbg !526
    #dbg_value(i64 %37, !522, !DIExpression(), !525)
  %38 = icmp eq i64 %37, %4, !dbg !526
  br i1 %38, label %28, label %29, !dbg !528, !llvm.loop !531
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @convert_base(i32 noundef %0) unnamed_addr #8 !dbg !532 {
    #dbg_value(ptr @run_base.of, !538, !DIExpression(), !546)
    #dbg_value(ptr @run_base.od, !539, !DIExpression(), !546)
    #dbg_value(ptr @run_base.o16, !540, !DIExpression(), !546)
    #dbg_value(ptr @i32b, !541, !DIExpression(), !546)
    #dbg_value(ptr @u8a, !542, !DIExpression(), !546)
    #dbg_value(i32 %0, !543, !DIExpression(), !546)
    #dbg_value(i32 0, !544, !DIExpression(), !547)
  %2 = icmp sgt i32 %0, 0, !dbg !548
  br i1 %2, label %3, label %33, !dbg !550

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !548
  %5 = icmp eq i32 %0, 1, !dbg !550
  br i1 %5, label %6, label %8, !dbg !550

6:                                                ; preds = %31, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %31 ]
  br label %34, !dbg !550

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483646, !dbg !550
  br label %10, !dbg !550

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ], !dbg !548
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !551
  %13 = load <2 x i32>, ptr %12, align 8, !dbg !551, !tbaa !216
  %14 = sitofp <2 x i32> %13 to <2 x float>, !dbg !551
  %15 = fmul <2 x float> %14, <float 5.000000e-01, float 5.000000e-01>, !dbg !551
  %16 = getelementptr inbounds float, ptr @run_base.of, i64 %11, !dbg !551
  store <2 x float> %15, ptr %16, align 8, !dbg !551, !tbaa !244
  %17 = fpext <2 x float> %15 to <2 x double>, !dbg !551
  %18 = getelementptr inbounds i8, ptr @u8a, i64 %11, !dbg !551
  %19 = load <2 x i8>, ptr %18, align 2, !dbg !551, !tbaa !191
  %20 = uitofp <2 x i8> %19 to <2 x double>, !dbg !551
  %21 = fadd <2 x double> %17, %20, !dbg !551
  %22 = getelementptr inbounds double, ptr @run_base.od, i64 %11, !dbg !551
  store <2 x double> %21, ptr %22, align 16, !dbg !551, !tbaa !300
  %23 = zext <2 x i8> %19 to <2 x i32>, !dbg !551
  %24 = mul nuw nsw <2 x i32> %23, <i32 3, i32 3>, !dbg !551
  %25 = fptosi <2 x float> %15 to <2 x i32>, !dbg !551
  %26 = sub nsw <2 x i32> %24, %25, !dbg !551
  %27 = trunc <2 x i32> %26 to <2 x i16>, !dbg !551
  %28 = getelementptr inbounds i16, ptr @run_base.o16, i64 %11, !dbg !551
  store <2 x i16> %27, ptr %28, align 4, !dbg !551, !tbaa !206
  %29 = add nuw i64 %11, 2, !dbg !548
  %30 = icmp eq i64 %29, %9, !dbg !548
  br i1 %30, label %31, label %10, !dbg !548, !llvm.loop !553

31:                                               ; preds = %10
  %32 = icmp eq i64 %9, %4, !dbg !550
  br i1 %32, label %33, label %6, !dbg !550

33:                                               ; preds = %34, %31, %1
  ret void, !dbg !554

34:                                               ; preds = %6, %34
  %35 = phi i64 [ %53, %34 ], [ %7, %6 ]
    #dbg_value(i64 %35, !544, !DIExpression(), !547)
  %36 = getelementptr inbounds i32, ptr @i32b, i64 %35, !dbg !551
  %37 = load i32, ptr %36, align 4, !dbg !551, !tbaa !216
  %38 = sitofp i32 %37 to float, !dbg !551
  %39 = fmul float %38, 5.000000e-01, !dbg !551
  %40 = getelementptr inbounds float, ptr @run_base.of, i64 %35, !dbg !551
  store float %39, ptr %40, align 4, !dbg !551, !tbaa !244
  %41 = fpext float %39 to double, !dbg !551
  %42 = getelementptr inbounds i8, ptr @u8a, i64 %35, !dbg !551
  %43 = load i8, ptr %42, align 1, !dbg !551, !tbaa !191
  %44 = uitofp i8 %43 to double, !dbg !551
  %45 = fadd double %41, %44, !dbg !551
  %46 = getelementptr inbounds double, ptr @run_base.od, i64 %35, !dbg !551
  store double %45, ptr %46, align 8, !dbg !551, !tbaa !300
  %47 = zext i8 %43 to i32, !dbg !551
  %48 = mul nuw nsw i32 %47, 3, !dbg !551
  %49 = fptosi float %39 to i32, !dbg !551
  %50 = sub nsw i32 %48, %49, !dbg !551
  %51 = trunc i32 %50 to i16, !dbg !551
  %52 = getelementptr inbounds i16, ptr @run_base.o16, i64 %35, !dbg !551
  store i16 %51, ptr %52, align 2, !dbg !551, !tbaa !206
  %53 = add nuw nsw i64 %35, 1, !dbg !548
    #dbg_value(i64 %53, !544, !DIExpression(), !547)
  %54 = icmp eq i64 %53, %4, !dbg !548
  br i1 %54, label %33, label %34, !dbg !550, !llvm.loop !555
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @stride2_base(i32 noundef %0) unnamed_addr #5 !dbg !556 {
    #dbg_value(ptr @i32a, !560, !DIExpression(), !565)
    #dbg_value(i32 %0, !561, !DIExpression(), !565)
    #dbg_value(i32 0, !562, !DIExpression(), !565)
    #dbg_value(i32 0, !563, !DIExpression(), !566)
  %2 = icmp sgt i32 %0, 1, !dbg !567
  br i1 %2, label %3, label %41, !dbg !569

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !569
  %5 = add nsw i64 %4, -2, !dbg !569
  %6 = lshr i64 %5, 1, !dbg !569
  %7 = add nuw i64 %6, 1, !dbg !569
  %8 = icmp ult i64 %5, 14, !dbg !569
  br i1 %8, label %9, label %12, !dbg !569

9:                                                ; preds = %37, %3
  %10 = phi i64 [ 0, %3 ], [ %14, %37 ]
  %11 = phi i32 [ 0, %3 ], [ %39, %37 ]
  br label %43, !dbg !569

12:                                               ; preds = %3
  %13 = and i64 %7, -8, !dbg !569
  %14 = shl i64 %13, 1, !dbg !569
  br label %15, !dbg !569

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %35, %15 ]
  %17 = phi <4 x i32> [ zeroinitializer, %12 ], [ %33, %15 ]
  %18 = phi <4 x i32> [ zeroinitializer, %12 ], [ %34, %15 ]
  %19 = shl i64 %16, 1, !dbg !569
  %20 = or disjoint i64 %19, 8, !dbg !569
  %21 = getelementptr inbounds i32, ptr @i32a, i64 %19, !dbg !567
  %22 = getelementptr inbounds i32, ptr @i32a, i64 %20, !dbg !567
  %23 = load <8 x i32>, ptr %21, align 16, !dbg !567, !tbaa !216
  %24 = load <8 x i32>, ptr %22, align 16, !dbg !567, !tbaa !216
  %25 = shufflevector <8 x i32> %23, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !567
  %26 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !567
  %27 = shufflevector <8 x i32> %23, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !567
  %28 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !567
  %29 = mul nsw <4 x i32> %25, <i32 3, i32 3, i32 3, i32 3>, !dbg !567
  %30 = mul nsw <4 x i32> %26, <i32 3, i32 3, i32 3, i32 3>, !dbg !567
  %31 = sub <4 x i32> %17, %27, !dbg !567
  %32 = sub <4 x i32> %18, %28, !dbg !567
  %33 = add <4 x i32> %31, %29, !dbg !567
  %34 = add <4 x i32> %32, %30, !dbg !567
  %35 = add nuw i64 %16, 8
  %36 = icmp eq i64 %35, %13
  br i1 %36, label %37, label %15, !llvm.loop !570

37:                                               ; preds = %15
  %38 = add <4 x i32> %34, %33, !dbg !569
  %39 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %38), !dbg !569
  %40 = icmp eq i64 %7, %13, !dbg !569
  br i1 %40, label %41, label %9, !dbg !569

41:                                               ; preds = %43, %37, %1
  %42 = phi i32 [ 0, %1 ], [ %39, %37 ], [ %53, %43 ], !dbg !571
  ret i32 %42, !dbg !571

43:                                               ; preds = %9, %43
  %44 = phi i64 [ %54, %43 ], [ %10, %9 ]
  %45 = phi i32 [ %53, %43 ], [ %11, %9 ]
  %46 = or disjoint i64 %44, 1, !dbg !567
    #dbg_value(i64 %44, !563, !DIExpression(), !566)
    #dbg_value(i32 %45, !562, !DIExpression(), !565)
  %47 = getelementptr inbounds i32, ptr @i32a, i64 %44, !dbg !567
  %48 = load i32, ptr %47, align 8, !dbg !567, !tbaa !216
  %49 = mul nsw i32 %48, 3, !dbg !567
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %46, !dbg !567
  %51 = load i32, ptr %50, align 4, !dbg !567, !tbaa !216
  %52 = sub i32 %45, %51, !dbg !567
  %53 = add i32 %52, %49, !dbg !567
    #dbg_value(i32 %53, !562, !DIExpression(), !565)
  %54 = add nuw nsw i64 %44, 2, !dbg !567
    #dbg_value(i64 %54, !563, !DIExpression(), !566)
  %55 = or disjoint i64 %54, 1, !dbg !567
  %56 = icmp ult i64 %55, %4, !dbg !567
  br i1 %56, label %43, label %41, !dbg !569, !llvm.loop !572
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_base(i32 noundef %0) unnamed_addr #8 !dbg !573 {
    #dbg_value(ptr @run_base.o16, !577, !DIExpression(), !582)
    #dbg_value(ptr @i16a, !578, !DIExpression(), !582)
    #dbg_value(i32 %0, !579, !DIExpression(), !582)
    #dbg_value(i32 0, !580, !DIExpression(), !583)
  %2 = icmp sgt i32 %0, 0, !dbg !584
  br i1 %2, label %3, label %28, !dbg !586

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !586
  %5 = zext nneg i32 %0 to i64, !dbg !584
  %6 = getelementptr i16, ptr @i16a, i64 %4, !dbg !586
  %7 = icmp ult i32 %0, 16, !dbg !586
  br i1 %7, label %8, label %10, !dbg !586

8:                                                ; preds = %26, %3
  %9 = phi i64 [ 0, %3 ], [ %11, %26 ]
  br label %29, !dbg !586

10:                                               ; preds = %3
  %11 = and i64 %5, 2147483632, !dbg !586
  br label %12, !dbg !586

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %24, %12 ], !dbg !584
  %14 = xor i64 %13, -1, !dbg !584
  %15 = getelementptr i16, ptr %6, i64 %14, !dbg !584
  %16 = getelementptr i8, ptr %15, i64 -14, !dbg !584
  %17 = getelementptr i8, ptr %15, i64 -30, !dbg !584
  %18 = load <8 x i16>, ptr %16, align 2, !dbg !584, !tbaa !206
  %19 = shufflevector <8 x i16> %18, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !584
  %20 = load <8 x i16>, ptr %17, align 2, !dbg !584, !tbaa !206
  %21 = shufflevector <8 x i16> %20, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !584
  %22 = getelementptr inbounds i16, ptr @run_base.o16, i64 %13, !dbg !584
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !584
  store <8 x i16> %19, ptr %22, align 16, !dbg !584, !tbaa !206
  store <8 x i16> %21, ptr %23, align 16, !dbg !584, !tbaa !206
  %24 = add nuw i64 %13, 16, !dbg !584
  %25 = icmp eq i64 %24, %11, !dbg !584
  br i1 %25, label %26, label %12, !dbg !584, !llvm.loop !587

26:                                               ; preds = %12
  %27 = icmp eq i64 %11, %5, !dbg !586
  br i1 %27, label %28, label %8, !dbg !586

28:                                               ; preds = %29, %26, %1
  ret void, !dbg !588

29:                                               ; preds = %8, %29
  %30 = phi i64 [ %35, %29 ], [ %9, %8 ]
    #dbg_value(i64 %30, !580, !DIExpression(), !583)
  %31 = xor i64 %30, -1, !dbg !584
  %32 = getelementptr i16, ptr %6, i64 %31, !dbg !584
  %33 = load i16, ptr %32, align 2, !dbg !584, !tbaa !206
  %34 = getelementptr inbounds i16, ptr @run_base.o16, i64 %30, !dbg !584
  store i16 %33, ptr %34, align 2, !dbg !584, !tbaa !206
  %35 = add nuw nsw i64 %30, 1, !dbg !584
    #dbg_value(i64 %35, !580, !DIExpression(), !583)
  %36 = icmp eq i64 %35, %5, !dbg !584
  br i1 %36, label %28, label %29, !dbg !586, !llvm.loop !589
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @gather_base(i32 noundef %0) unnamed_addr #5 !dbg !590 {
    #dbg_value(ptr @i32a, !594, !DIExpression(), !600)
    #dbg_value(ptr @idx, !595, !DIExpression(), !600)
    #dbg_value(i32 %0, !596, !DIExpression(), !600)
    #dbg_value(i32 0, !597, !DIExpression(), !600)
    #dbg_value(i32 0, !598, !DIExpression(), !601)
  %2 = icmp sgt i32 %0, 0, !dbg !602
  br i1 %2, label %3, label %27, !dbg !604

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !602
  %5 = and i64 %4, 3, !dbg !604
  %6 = icmp ult i32 %0, 4, !dbg !604
  br i1 %6, label %9, label %7, !dbg !604

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483644, !dbg !604
  br label %29, !dbg !604

9:                                                ; preds = %29, %3
  %10 = phi i32 [ poison, %3 ], [ %59, %29 ]
  %11 = phi i64 [ 0, %3 ], [ %60, %29 ]
  %12 = phi i32 [ 0, %3 ], [ %59, %29 ]
  %13 = icmp eq i64 %5, 0, !dbg !604
  br i1 %13, label %27, label %14, !dbg !604

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %24, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %23, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %25, %14 ], [ 0, %9 ]
    #dbg_value(i64 %15, !598, !DIExpression(), !601)
    #dbg_value(i32 %16, !597, !DIExpression(), !600)
  %18 = getelementptr inbounds i32, ptr @idx, i64 %15, !dbg !602
  %19 = load i32, ptr %18, align 4, !dbg !602, !tbaa !216
  %20 = sext i32 %19 to i64, !dbg !602
  %21 = getelementptr inbounds i32, ptr @i32a, i64 %20, !dbg !602
  %22 = load i32, ptr %21, align 4, !dbg !602, !tbaa !216
  %23 = add nsw i32 %22, %16, !dbg !602
    #dbg_value(i32 %23, !597, !DIExpression(), !600)
  %24 = add nuw nsw i64 %15, 1, !dbg !602
    #dbg_value(i64 %24, !598, !DIExpression(), !601)
  %25 = add i64 %17, 1, !dbg !604
  %26 = icmp eq i64 %25, %5, !dbg !604
  br i1 %26, label %27, label %14, !dbg !604, !llvm.loop !605

27:                                               ; preds = %9, %14, %1
  %28 = phi i32 [ 0, %1 ], [ %10, %9 ], [ %23, %14 ], !dbg !607
  ret i32 %28, !dbg !607

29:                                               ; preds = %29, %7
  %30 = phi i64 [ 0, %7 ], [ %60, %29 ]
  %31 = phi i32 [ 0, %7 ], [ %59, %29 ]
  %32 = phi i64 [ 0, %7 ], [ %61, %29 ]
    #dbg_value(i64 %30, !598, !DIExpression(), !601)
    #dbg_value(i32 %31, !597, !DIExpression(), !600)
  %33 = getelementptr inbounds i32, ptr @idx, i64 %30, !dbg !602
  %34 = load i32, ptr %33, align 16, !dbg !602, !tbaa !216
  %35 = sext i32 %34 to i64, !dbg !602
  %36 = getelementptr inbounds i32, ptr @i32a, i64 %35, !dbg !602
  %37 = load i32, ptr %36, align 4, !dbg !602, !tbaa !216
  %38 = add nsw i32 %37, %31, !dbg !602
    #dbg_value(i32 %38, !597, !DIExpression(), !600)
  %39 = or disjoint i64 %30, 1, !dbg !602
    #dbg_value(i64 %39, !598, !DIExpression(), !601)
  %40 = getelementptr inbounds i32, ptr @idx, i64 %39, !dbg !602
  %41 = load i32, ptr %40, align 4, !dbg !602, !tbaa !216
  %42 = sext i32 %41 to i64, !dbg !602
  %43 = getelementptr inbounds i32, ptr @i32a, i64 %42, !dbg !602
  %44 = load i32, ptr %43, align 4, !dbg !602, !tbaa !216
  %45 = add nsw i32 %44, %38, !dbg !602
    #dbg_value(i32 %45, !597, !DIExpression(), !600)
  %46 = or disjoint i64 %30, 2, !dbg !602
    #dbg_value(i64 %46, !598, !DIExpression(), !601)
  %47 = getelementptr inbounds i32, ptr @idx, i64 %46, !dbg !602
  %48 = load i32, ptr %47, align 8, !dbg !602, !tbaa !216
  %49 = sext i32 %48 to i64, !dbg !602
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %49, !dbg !602
  %51 = load i32, ptr %50, align 4, !dbg !602, !tbaa !216
  %52 = add nsw i32 %51, %45, !dbg !602
    #dbg_value(i32 %52, !597, !DIExpression(), !600)
  %53 = or disjoint i64 %30, 3, !dbg !602
    #dbg_value(i64 %53, !598, !DIExpression(), !601)
  %54 = getelementptr inbounds i32, ptr @idx, i64 %53, !dbg !602
  %55 = load i32, ptr %54, align 4, !dbg !602, !tbaa !216
  %56 = sext i32 %55 to i64, !dbg !602
  %57 = getelementptr inbounds i32, ptr @i32a, i64 %56, !dbg !602
  %58 = load i32, ptr %57, align 4, !dbg !602, !tbaa !216
  %59 = add nsw i32 %58, %52, !dbg !602
    #dbg_value(i32 %59, !597, !DIExpression(), !600)
  %60 = add nuw nsw i64 %30, 4, !dbg !602
    #dbg_value(i64 %60, !598, !DIExpression(), !601)
  %61 = add i64 %32, 4, !dbg !604
  %62 = icmp eq i64 %61, %8, !dbg !604
  br i1 %62, label %9, label %29, !dbg !604, !llvm.loop !608
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store_base(i32 noundef %0) unnamed_addr #8 !dbg !609 {
    #dbg_value(ptr @run_base.o32, !613, !DIExpression(), !618)
    #dbg_value(ptr @i32a, !614, !DIExpression(), !618)
    #dbg_value(i32 %0, !615, !DIExpression(), !618)
    #dbg_value(i32 0, !616, !DIExpression(), !619)
  %2 = icmp sgt i32 %0, 0, !dbg !620
  br i1 %2, label %3, label %77, !dbg !622

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !620
  %5 = icmp ult i32 %0, 8, !dbg !622
  br i1 %5, label %6, label %8, !dbg !622

6:                                                ; preds = %75, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %75 ]
  br label %78, !dbg !622

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640, !dbg !622
  br label %10, !dbg !622

10:                                               ; preds = %72, %8
  %11 = phi i64 [ 0, %8 ], [ %73, %72 ], !dbg !620
  %12 = or disjoint i64 %11, 4, !dbg !622
  %13 = getelementptr inbounds i32, ptr @i32a, i64 %11, !dbg !623
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !623
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !623, !tbaa !216
  %16 = load <4 x i32>, ptr %14, align 16, !dbg !623, !tbaa !216
  %17 = icmp sgt <4 x i32> %15, zeroinitializer, !dbg !623
  %18 = icmp sgt <4 x i32> %16, zeroinitializer, !dbg !623
  %19 = extractelement <4 x i1> %17, i64 0, !dbg !623
  br i1 %19, label %20, label %24, !dbg !622

20:                                               ; preds = %10
  %21 = getelementptr inbounds i32, ptr @run_base.o32, i64 %11, !dbg !623
  %22 = extractelement <4 x i32> %15, i64 0, !dbg !623
  %23 = udiv i32 %22, 3, !dbg !623
  store i32 %23, ptr %21, align 16, !dbg !623, !tbaa !216
  br label %24, !dbg !623

24:                                               ; preds = %20, %10
  %25 = extractelement <4 x i1> %17, i64 1, !dbg !623
  br i1 %25, label %26, label %31, !dbg !623

26:                                               ; preds = %24
  %27 = or disjoint i64 %11, 1, !dbg !622
  %28 = getelementptr inbounds i32, ptr @run_base.o32, i64 %27, !dbg !623
  %29 = extractelement <4 x i32> %15, i64 1, !dbg !623
  %30 = udiv i32 %29, 3, !dbg !623
  store i32 %30, ptr %28, align 4, !dbg !623, !tbaa !216
  br label %31, !dbg !623

31:                                               ; preds = %26, %24
  %32 = extractelement <4 x i1> %17, i64 2, !dbg !623
  br i1 %32, label %33, label %38, !dbg !623

33:                                               ; preds = %31
  %34 = or disjoint i64 %11, 2, !dbg !622
  %35 = getelementptr inbounds i32, ptr @run_base.o32, i64 %34, !dbg !623
  %36 = extractelement <4 x i32> %15, i64 2, !dbg !623
  %37 = udiv i32 %36, 3, !dbg !623
  store i32 %37, ptr %35, align 8, !dbg !623, !tbaa !216
  br label %38, !dbg !623

38:                                               ; preds = %33, %31
  %39 = extractelement <4 x i1> %17, i64 3, !dbg !623
  br i1 %39, label %40, label %45, !dbg !623

40:                                               ; preds = %38
  %41 = or disjoint i64 %11, 3, !dbg !622
  %42 = getelementptr inbounds i32, ptr @run_base.o32, i64 %41, !dbg !623
  %43 = extractelement <4 x i32> %15, i64 3, !dbg !623
  %44 = udiv i32 %43, 3, !dbg !623
  store i32 %44, ptr %42, align 4, !dbg !623, !tbaa !216
  br label %45, !dbg !623

45:                                               ; preds = %40, %38
  %46 = extractelement <4 x i1> %18, i64 0, !dbg !623
  br i1 %46, label %47, label %51, !dbg !623

47:                                               ; preds = %45
  %48 = getelementptr inbounds i32, ptr @run_base.o32, i64 %12, !dbg !623
  %49 = extractelement <4 x i32> %16, i64 0, !dbg !623
  %50 = udiv i32 %49, 3, !dbg !623
  store i32 %50, ptr %48, align 16, !dbg !623, !tbaa !216
  br label %51, !dbg !623

51:                                               ; preds = %47, %45
  %52 = extractelement <4 x i1> %18, i64 1, !dbg !623
  br i1 %52, label %53, label %58, !dbg !623

53:                                               ; preds = %51
  %54 = or disjoint i64 %11, 5, !dbg !622
  %55 = getelementptr inbounds i32, ptr @run_base.o32, i64 %54, !dbg !623
  %56 = extractelement <4 x i32> %16, i64 1, !dbg !623
  %57 = udiv i32 %56, 3, !dbg !623
  store i32 %57, ptr %55, align 4, !dbg !623, !tbaa !216
  br label %58, !dbg !623

58:                                               ; preds = %53, %51
  %59 = extractelement <4 x i1> %18, i64 2, !dbg !623
  br i1 %59, label %60, label %65, !dbg !623

60:                                               ; preds = %58
  %61 = or disjoint i64 %11, 6, !dbg !622
  %62 = getelementptr inbounds i32, ptr @run_base.o32, i64 %61, !dbg !623
  %63 = extractelement <4 x i32> %16, i64 2, !dbg !623
  %64 = udiv i32 %63, 3, !dbg !623
  store i32 %64, ptr %62, align 8, !dbg !623, !tbaa !216
  br label %65, !dbg !623

65:                                               ; preds = %60, %58
  %66 = extractelement <4 x i1> %18, i64 3, !dbg !623
  br i1 %66, label %67, label %72, !dbg !623

67:                                               ; preds = %65
  %68 = or disjoint i64 %11, 7, !dbg !622
  %69 = getelementptr inbounds i32, ptr @run_base.o32, i64 %68, !dbg !623
  %70 = extractelement <4 x i32> %16, i64 3, !dbg !623
  %71 = udiv i32 %70, 3, !dbg !623
  store i32 %71, ptr %69, align 4, !dbg !623, !tbaa !216
  br label %72, !dbg !623

72:                                               ; preds = %67, %65
  %73 = add nuw i64 %11, 8, !dbg !620
  %74 = icmp eq i64 %73, %9, !dbg !620
  br i1 %74, label %75, label %10, !dbg !620, !llvm.loop !625

75:                                               ; preds = %72
  %76 = icmp eq i64 %9, %4, !dbg !622
  br i1 %76, label %77, label %6, !dbg !622

77:                                               ; preds = %86, %75, %1
  ret void, !dbg !626

78:                                               ; preds = %6, %86
  %79 = phi i64 [ %87, %86 ], [ %7, %6 ]
    #dbg_value(i64 %79, !616, !DIExpression(), !619)
  %80 = getelementptr inbounds i32, ptr @i32a, i64 %79, !dbg !623
  %81 = load i32, ptr %80, align 4, !dbg !623, !tbaa !216
  %82 = icmp sgt i32 %81, 0, !dbg !623
  br i1 %82, label %83, label %86, !dbg !620

83:                                               ; preds = %78
  %84 = udiv i32 %81, 3, !dbg !623
  %85 = getelementptr inbounds i32, ptr @run_base.o32, i64 %79, !dbg !623
  store i32 %84, ptr %85, align 4, !dbg !623, !tbaa !216
  br label %86, !dbg !623

86:                                               ; preds = %78, %83
  %87 = add nuw nsw i64 %79, 1, !dbg !620
    #dbg_value(i64 %87, !616, !DIExpression(), !619)
  %88 = icmp eq i64 %87, %4, !dbg !620
  br i1 %88, label %77, label %78, !dbg !622, !llvm.loop !627
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shifts_base(i32 noundef %0) unnamed_addr #8 !dbg !628 {
    #dbg_value(ptr @run_base.ou32, !635, !DIExpression(), !641)
    #dbg_value(ptr @u32a, !636, !DIExpression(), !641)
    #dbg_value(ptr @i32b, !637, !DIExpression(), !641)
    #dbg_value(i32 %0, !638, !DIExpression(), !641)
    #dbg_value(i32 0, !639, !DIExpression(), !642)
  %2 = icmp sgt i32 %0, 0, !dbg !643
  br i1 %2, label %3, label %26, !dbg !645

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !643
  %5 = icmp ult i32 %0, 4, !dbg !645
  br i1 %5, label %6, label %8, !dbg !645

6:                                                ; preds = %24, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %24 ]
  br label %27, !dbg !645

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483644, !dbg !645
  br label %10, !dbg !645

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ], !dbg !643
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11, !dbg !643
  %13 = load <4 x i32>, ptr %12, align 16, !dbg !643, !tbaa !216
  %14 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !643
  %15 = load <4 x i32>, ptr %14, align 16, !dbg !643, !tbaa !216
  %16 = and <4 x i32> %15, <i32 31, i32 31, i32 31, i32 31>, !dbg !643
  %17 = shl <4 x i32> %13, %16, !dbg !643
  %18 = and <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>, !dbg !643
  %19 = lshr <4 x i32> %13, %18, !dbg !643
  %20 = xor <4 x i32> %17, %19, !dbg !643
  %21 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %11, !dbg !643
  store <4 x i32> %20, ptr %21, align 16, !dbg !643, !tbaa !216
  %22 = add nuw i64 %11, 4, !dbg !643
  %23 = icmp eq i64 %22, %9, !dbg !643
  br i1 %23, label %24, label %10, !dbg !643, !llvm.loop !646

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %4, !dbg !645
  br i1 %25, label %26, label %6, !dbg !645

26:                                               ; preds = %27, %24, %1
  ret void, !dbg !647

27:                                               ; preds = %6, %27
  %28 = phi i64 [ %39, %27 ], [ %7, %6 ]
    #dbg_value(i64 %28, !639, !DIExpression(), !642)
  %29 = getelementptr inbounds i32, ptr @u32a, i64 %28, !dbg !643
  %30 = load i32, ptr %29, align 4, !dbg !643, !tbaa !216
  %31 = getelementptr inbounds i32, ptr @i32b, i64 %28, !dbg !643
  %32 = load i32, ptr %31, align 4, !dbg !643, !tbaa !216
  %33 = and i32 %32, 31, !dbg !643
  %34 = shl i32 %30, %33, !dbg !643
  %35 = and i32 %32, 7, !dbg !643
  %36 = lshr i32 %30, %35, !dbg !643
  %37 = xor i32 %34, %36, !dbg !643
  %38 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %28, !dbg !643
  store i32 %37, ptr %38, align 4, !dbg !643, !tbaa !216
  %39 = add nuw nsw i64 %28, 1, !dbg !643
    #dbg_value(i64 %39, !639, !DIExpression(), !642)
  %40 = icmp eq i64 %39, %4, !dbg !643
  br i1 %40, label %26, label %27, !dbg !645, !llvm.loop !648
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul64_base(i32 noundef %0) unnamed_addr #8 !dbg !649 {
    #dbg_value(ptr @run_base.o64, !654, !DIExpression(), !660)
    #dbg_value(ptr @i64a, !655, !DIExpression(), !660)
    #dbg_value(ptr @i64b, !656, !DIExpression(), !660)
    #dbg_value(i32 %0, !657, !DIExpression(), !660)
    #dbg_value(i32 0, !658, !DIExpression(), !661)
  %2 = icmp sgt i32 %0, 0, !dbg !662
  br i1 %2, label %3, label %30, !dbg !664

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !662
  %5 = icmp ult i32 %0, 4, !dbg !664
  br i1 %5, label %6, label %8, !dbg !664

6:                                                ; preds = %28, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %28 ]
  br label %31, !dbg !664

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483644, !dbg !664
  br label %10, !dbg !664

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %26, %10 ], !dbg !662
  %12 = getelementptr inbounds i64, ptr @i64a, i64 %11, !dbg !662
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !662
  %14 = load <2 x i64>, ptr %12, align 16, !dbg !662, !tbaa !232
  %15 = load <2 x i64>, ptr %13, align 16, !dbg !662, !tbaa !232
  %16 = getelementptr inbounds i64, ptr @i64b, i64 %11, !dbg !662
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !662
  %18 = load <2 x i64>, ptr %16, align 16, !dbg !662, !tbaa !232
  %19 = load <2 x i64>, ptr %17, align 16, !dbg !662, !tbaa !232
  %20 = mul <2 x i64> %18, %14, !dbg !662
  %21 = mul <2 x i64> %19, %15, !dbg !662
  %22 = add <2 x i64> %20, <i64 7, i64 7>, !dbg !662
  %23 = add <2 x i64> %21, <i64 7, i64 7>, !dbg !662
  %24 = getelementptr inbounds i64, ptr @run_base.o64, i64 %11, !dbg !662
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !662
  store <2 x i64> %22, ptr %24, align 16, !dbg !662, !tbaa !232
  store <2 x i64> %23, ptr %25, align 16, !dbg !662, !tbaa !232
  %26 = add nuw i64 %11, 4, !dbg !662
  %27 = icmp eq i64 %26, %9, !dbg !662
  br i1 %27, label %28, label %10, !dbg !662, !llvm.loop !665

28:                                               ; preds = %10
  %29 = icmp eq i64 %9, %4, !dbg !664
  br i1 %29, label %30, label %6, !dbg !664

30:                                               ; preds = %31, %28, %1
  ret void, !dbg !666

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %40, %31 ], [ %7, %6 ]
    #dbg_value(i64 %32, !658, !DIExpression(), !661)
  %33 = getelementptr inbounds i64, ptr @i64a, i64 %32, !dbg !662
  %34 = load i64, ptr %33, align 8, !dbg !662, !tbaa !232
  %35 = getelementptr inbounds i64, ptr @i64b, i64 %32, !dbg !662
  %36 = load i64, ptr %35, align 8, !dbg !662, !tbaa !232
  %37 = mul i64 %36, %34, !dbg !662
  %38 = add i64 %37, 7, !dbg !662
  %39 = getelementptr inbounds i64, ptr @run_base.o64, i64 %32, !dbg !662
  store i64 %38, ptr %39, align 8, !dbg !662, !tbaa !232
  %40 = add nuw nsw i64 %32, 1, !dbg !662
    #dbg_value(i64 %40, !658, !DIExpression(), !661)
  %41 = icmp eq i64 %40, %4, !dbg !662
  br i1 %41, label %30, label %31, !dbg !664, !llvm.loop !667
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @popcnt_base(i32 noundef %0) unnamed_addr #5 !dbg !668 {
    #dbg_value(ptr @u32a, !672, !DIExpression(), !677)
    #dbg_value(i32 %0, !673, !DIExpression(), !677)
    #dbg_value(i32 0, !674, !DIExpression(), !677)
    #dbg_value(i32 0, !675, !DIExpression(), !678)
  %2 = icmp sgt i32 %0, 0, !dbg !679
  br i1 %2, label %3, label %29, !dbg !681

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !679
  %5 = icmp ult i32 %0, 8, !dbg !681
  br i1 %5, label %6, label %9, !dbg !681

6:                                                ; preds = %25, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %25 ]
  %8 = phi i32 [ 0, %3 ], [ %27, %25 ]
  br label %31, !dbg !681

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640, !dbg !681
  br label %11, !dbg !681

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ], !dbg !679
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds i32, ptr @u32a, i64 %12, !dbg !679
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !679
  %17 = load <4 x i32>, ptr %15, align 16, !dbg !679, !tbaa !216
  %18 = load <4 x i32>, ptr %16, align 16, !dbg !679, !tbaa !216
  %19 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %17), !dbg !679
  %20 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %18), !dbg !679
  %21 = add <4 x i32> %19, %13, !dbg !679
  %22 = add <4 x i32> %20, %14, !dbg !679
  %23 = add nuw i64 %12, 8, !dbg !679
  %24 = icmp eq i64 %23, %10, !dbg !679
  br i1 %24, label %25, label %11, !dbg !679, !llvm.loop !682

25:                                               ; preds = %11
  %26 = add <4 x i32> %22, %21, !dbg !681
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26), !dbg !681
  %28 = icmp eq i64 %10, %4, !dbg !681
  br i1 %28, label %29, label %6, !dbg !681

29:                                               ; preds = %31, %25, %1
  %30 = phi i32 [ 0, %1 ], [ %27, %25 ], [ %37, %31 ], !dbg !683
  ret i32 %30, !dbg !683

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %38, %31 ], [ %7, %6 ]
  %33 = phi i32 [ %37, %31 ], [ %8, %6 ]
    #dbg_value(i64 %32, !675, !DIExpression(), !678)
    #dbg_value(i32 %33, !674, !DIExpression(), !677)
  %34 = getelementptr inbounds i32, ptr @u32a, i64 %32, !dbg !679
  %35 = load i32, ptr %34, align 4, !dbg !679, !tbaa !216
  %36 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %35), !dbg !679
  %37 = add nuw nsw i32 %36, %33, !dbg !679
    #dbg_value(i32 %37, !674, !DIExpression(), !677)
  %38 = add nuw nsw i64 %32, 1, !dbg !679
    #dbg_value(i64 %38, !675, !DIExpression(), !678)
  %39 = icmp eq i64 %38, %4, !dbg !679
  br i1 %39, label %29, label %31, !dbg !681, !llvm.loop !684
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @gray_base(i32 noundef %0) unnamed_addr #8 !dbg !685 {
    #dbg_value(ptr @run_base.o8, !689, !DIExpression(), !694)
    #dbg_value(ptr @u8b, !690, !DIExpression(), !694)
    #dbg_value(i32 %0, !691, !DIExpression(), !694)
    #dbg_value(i32 0, !692, !DIExpression(), !695)
  %2 = icmp sgt i32 %0, 0, !dbg !696
  br i1 %2, label %3, label %31, !dbg !698

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !696
  %5 = and i64 %4, 1, !dbg !698
  %6 = icmp eq i32 %0, 1, !dbg !698
  br i1 %6, label %9, label %7, !dbg !698

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483646, !dbg !698
  br label %32, !dbg !698

9:                                                ; preds = %32, %3
  %10 = phi i64 [ 0, %3 ], [ %72, %32 ]
  %11 = icmp eq i64 %5, 0, !dbg !698
  br i1 %11, label %31, label %12, !dbg !698

12:                                               ; preds = %9
    #dbg_value(i64 %10, !692, !DIExpression(), !695)
  %13 = mul nuw nsw i64 %10, 3, !dbg !696
  %14 = getelementptr inbounds i8, ptr @u8b, i64 %13, !dbg !696
  %15 = load i8, ptr %14, align 1, !dbg !696, !tbaa !191
  %16 = zext i8 %15 to i32, !dbg !696
  %17 = mul nuw nsw i32 %16, 77, !dbg !696
  %18 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !696
  %19 = load i8, ptr %18, align 1, !dbg !696, !tbaa !191
  %20 = zext i8 %19 to i32, !dbg !696
  %21 = mul nuw nsw i32 %20, 150, !dbg !696
  %22 = add nuw nsw i32 %21, %17, !dbg !696
  %23 = getelementptr inbounds i8, ptr %14, i64 2, !dbg !696
  %24 = load i8, ptr %23, align 1, !dbg !696, !tbaa !191
  %25 = zext i8 %24 to i32, !dbg !696
  %26 = mul nuw nsw i32 %25, 29, !dbg !696
  %27 = add nuw nsw i32 %22, %26, !dbg !696
  %28 = lshr i32 %27, 8, !dbg !696
  %29 = trunc nuw i32 %28 to i8, !dbg !696
  %30 = getelementptr inbounds i8, ptr @run_base.o8, i64 %10, !dbg !696
  store i8 %29, ptr %30, align 1, !dbg !696, !tbaa !191
    #dbg_value(i64 %10, !692, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !695)
  br label %31, !dbg !699

31:                                               ; preds = %12, %9, %1
  ret void, !dbg !699

32:                                               ; preds = %32, %7
  %33 = phi i64 [ 0, %7 ], [ %72, %32 ]
  %34 = phi i64 [ 0, %7 ], [ %73, %32 ]
    #dbg_value(i64 %33, !692, !DIExpression(), !695)
  %35 = mul nuw nsw i64 %33, 3, !dbg !696
  %36 = getelementptr inbounds i8, ptr @u8b, i64 %35, !dbg !696
  %37 = load i8, ptr %36, align 2, !dbg !696, !tbaa !191
  %38 = zext i8 %37 to i32, !dbg !696
  %39 = mul nuw nsw i32 %38, 77, !dbg !696
  %40 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !696
  %41 = load i8, ptr %40, align 1, !dbg !696, !tbaa !191
  %42 = zext i8 %41 to i32, !dbg !696
  %43 = mul nuw nsw i32 %42, 150, !dbg !696
  %44 = add nuw nsw i32 %43, %39, !dbg !696
  %45 = getelementptr inbounds i8, ptr %36, i64 2, !dbg !696
  %46 = load i8, ptr %45, align 2, !dbg !696, !tbaa !191
  %47 = zext i8 %46 to i32, !dbg !696
  %48 = mul nuw nsw i32 %47, 29, !dbg !696
  %49 = add nuw nsw i32 %44, %48, !dbg !696
  %50 = lshr i32 %49, 8, !dbg !696
  %51 = trunc nuw i32 %50 to i8, !dbg !696
  %52 = getelementptr inbounds i8, ptr @run_base.o8, i64 %33, !dbg !696
  store i8 %51, ptr %52, align 2, !dbg !696, !tbaa !191
  %53 = or disjoint i64 %33, 1, !dbg !696
    #dbg_value(i64 %53, !692, !DIExpression(), !695)
  %54 = mul nuw nsw i64 %53, 3, !dbg !696
  %55 = getelementptr inbounds i8, ptr @u8b, i64 %54, !dbg !696
  %56 = load i8, ptr %55, align 1, !dbg !696, !tbaa !191
  %57 = zext i8 %56 to i32, !dbg !696
  %58 = mul nuw nsw i32 %57, 77, !dbg !696
  %59 = getelementptr inbounds i8, ptr %55, i64 1, !dbg !696
  %60 = load i8, ptr %59, align 2, !dbg !696, !tbaa !191
  %61 = zext i8 %60 to i32, !dbg !696
  %62 = mul nuw nsw i32 %61, 150, !dbg !696
  %63 = add nuw nsw i32 %62, %58, !dbg !696
  %64 = getelementptr inbounds i8, ptr %55, i64 2, !dbg !696
  %65 = load i8, ptr %64, align 1, !dbg !696, !tbaa !191
  %66 = zext i8 %65 to i32, !dbg !696
  %67 = mul nuw nsw i32 %66, 29, !dbg !696
  %68 = add nuw nsw i32 %63, %67, !dbg !696
  %69 = lshr i32 %68, 8, !dbg !696
  %70 = trunc nuw i32 %69 to i8, !dbg !696
  %71 = getelementptr inbounds i8, ptr @run_base.o8, i64 %53, !dbg !696
  store i8 %70, ptr %71, align 1, !dbg !696, !tbaa !191
  %72 = add nuw nsw i64 %33, 2, !dbg !696
    #dbg_value(i64 %72, !692, !DIExpression(), !695)
  %73 = add i64 %34, 2, !dbg !698
  %74 = icmp eq i64 %73, %8, !dbg !698
  br i1 %74, label %9, label %32, !dbg !698, !llvm.loop !700
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @divconst_base(i32 noundef %0) unnamed_addr #8 !dbg !701 {
    #dbg_value(ptr @run_base.ou32, !705, !DIExpression(), !710)
    #dbg_value(ptr @u32a, !706, !DIExpression(), !710)
    #dbg_value(i32 %0, !707, !DIExpression(), !710)
    #dbg_value(i32 0, !708, !DIExpression(), !711)
  %2 = icmp sgt i32 %0, 0, !dbg !712
  br i1 %2, label %3, label %28, !dbg !714

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !712
  %5 = icmp ult i32 %0, 8, !dbg !714
  br i1 %5, label %6, label %8, !dbg !714

6:                                                ; preds = %26, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %26 ]
  br label %29, !dbg !714

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640, !dbg !714
  br label %10, !dbg !714

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ], !dbg !712
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11, !dbg !712
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !712
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !712, !tbaa !216
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !712, !tbaa !216
  %16 = udiv <4 x i32> %14, <i32 7, i32 7, i32 7, i32 7>, !dbg !712
  %17 = udiv <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>, !dbg !712
  %18 = urem <4 x i32> %14, <i32 10, i32 10, i32 10, i32 10>, !dbg !712
  %19 = urem <4 x i32> %15, <i32 10, i32 10, i32 10, i32 10>, !dbg !712
  %20 = add nuw nsw <4 x i32> %16, %18, !dbg !712
  %21 = add nuw nsw <4 x i32> %17, %19, !dbg !712
  %22 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %11, !dbg !712
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !712
  store <4 x i32> %20, ptr %22, align 16, !dbg !712, !tbaa !216
  store <4 x i32> %21, ptr %23, align 16, !dbg !712, !tbaa !216
  %24 = add nuw i64 %11, 8, !dbg !712
  %25 = icmp eq i64 %24, %9, !dbg !712
  br i1 %25, label %26, label %10, !dbg !712, !llvm.loop !715

26:                                               ; preds = %10
  %27 = icmp eq i64 %9, %4, !dbg !714
  br i1 %27, label %28, label %6, !dbg !714

28:                                               ; preds = %29, %26, %1
  ret void, !dbg !716

29:                                               ; preds = %6, %29
  %30 = phi i64 [ %37, %29 ], [ %7, %6 ]
    #dbg_value(i64 %30, !708, !DIExpression(), !711)
  %31 = getelementptr inbounds i32, ptr @u32a, i64 %30, !dbg !712
  %32 = load i32, ptr %31, align 4, !dbg !712, !tbaa !216
  %33 = udiv i32 %32, 7, !dbg !712
  %34 = urem i32 %32, 10, !dbg !712
  %35 = add nuw nsw i32 %33, %34, !dbg !712
  %36 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %30, !dbg !712
  store i32 %35, ptr %36, align 4, !dbg !712, !tbaa !216
  %37 = add nuw nsw i64 %30, 1, !dbg !712
    #dbg_value(i64 %37, !708, !DIExpression(), !711)
  %38 = icmp eq i64 %37, %4, !dbg !712
  br i1 %38, label %28, label %29, !dbg !714, !llvm.loop !717
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #9

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_i8_avx2(i32 noundef %0) unnamed_addr #10 !dbg !718 {
    #dbg_value(ptr @i8a, !720, !DIExpression(), !725)
    #dbg_value(i32 %0, !721, !DIExpression(), !725)
    #dbg_value(i32 0, !722, !DIExpression(), !725)
    #dbg_value(i32 0, !723, !DIExpression(), !726)
  %2 = icmp sgt i32 %0, 0, !dbg !727
  br i1 %2, label %3, label %41, !dbg !729

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !727
  %5 = icmp ult i32 %0, 32, !dbg !729
  br i1 %5, label %6, label %9, !dbg !729

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi i32 [ 0, %3 ], [ %39, %35 ]
  br label %43, !dbg !729

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616, !dbg !729
  br label %11, !dbg !729

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ], !dbg !727
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds i8, ptr @i8a, i64 %12, !dbg !727
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !727
  %19 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !727
  %20 = getelementptr inbounds i8, ptr %17, i64 24, !dbg !727
  %21 = load <8 x i8>, ptr %17, align 16, !dbg !727, !tbaa !191
  %22 = load <8 x i8>, ptr %18, align 8, !dbg !727, !tbaa !191
  %23 = load <8 x i8>, ptr %19, align 16, !dbg !727, !tbaa !191
  %24 = load <8 x i8>, ptr %20, align 8, !dbg !727, !tbaa !191
  %25 = sext <8 x i8> %21 to <8 x i32>, !dbg !727
  %26 = sext <8 x i8> %22 to <8 x i32>, !dbg !727
  %27 = sext <8 x i8> %23 to <8 x i32>, !dbg !727
  %28 = sext <8 x i8> %24 to <8 x i32>, !dbg !727
  %29 = add <8 x i32> %13, %25, !dbg !727
  %30 = add <8 x i32> %14, %26, !dbg !727
  %31 = add <8 x i32> %15, %27, !dbg !727
  %32 = add <8 x i32> %16, %28, !dbg !727
  %33 = add nuw i64 %12, 32, !dbg !727
  %34 = icmp eq i64 %33, %10, !dbg !727
  br i1 %34, label %35, label %11, !dbg !727, !llvm.loop !730

35:                                               ; preds = %11
  %36 = add <8 x i32> %30, %29, !dbg !729
  %37 = add <8 x i32> %31, %36, !dbg !729
  %38 = add <8 x i32> %32, %37, !dbg !729
  %39 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %38), !dbg !729
  %40 = icmp eq i64 %10, %4, !dbg !729
  br i1 %40, label %41, label %6, !dbg !729

41:                                               ; preds = %43, %35, %1
  %42 = phi i32 [ 0, %1 ], [ %39, %35 ], [ %49, %43 ], !dbg !731
  ret i32 %42, !dbg !731

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi i32 [ %49, %43 ], [ %8, %6 ]
    #dbg_value(i64 %44, !723, !DIExpression(), !726)
    #dbg_value(i32 %45, !722, !DIExpression(), !725)
  %46 = getelementptr inbounds i8, ptr @i8a, i64 %44, !dbg !727
  %47 = load i8, ptr %46, align 1, !dbg !727, !tbaa !191
  %48 = sext i8 %47 to i32, !dbg !727
  %49 = add nsw i32 %45, %48, !dbg !727
    #dbg_value(i32 %49, !722, !DIExpression(), !725)
  %50 = add nuw nsw i64 %44, 1, !dbg !727
    #dbg_value(i64 %50, !723, !DIExpression(), !726)
  %51 = icmp eq i64 %50, %4, !dbg !727
  br i1 %51, label %41, label %43, !dbg !729, !llvm.loop !732
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @dot16_avx2(i32 noundef %0) unnamed_addr #10 !dbg !733 {
    #dbg_value(ptr @i16a, !735, !DIExpression(), !741)
    #dbg_value(ptr @i16b, !736, !DIExpression(), !741)
    #dbg_value(i32 %0, !737, !DIExpression(), !741)
    #dbg_value(i32 0, !738, !DIExpression(), !741)
    #dbg_value(i32 0, !739, !DIExpression(), !742)
  %2 = icmp sgt i32 %0, 0, !dbg !743
  br i1 %2, label %3, label %57, !dbg !745

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !743
  %5 = icmp ult i32 %0, 32, !dbg !745
  br i1 %5, label %6, label %9, !dbg !745

6:                                                ; preds = %51, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %51 ]
  %8 = phi i32 [ 0, %3 ], [ %55, %51 ]
  br label %59, !dbg !745

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616, !dbg !745
  br label %11, !dbg !745

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %49, %11 ], !dbg !743
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %45, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %46, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %47, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %48, %11 ]
  %17 = getelementptr inbounds i16, ptr @i16a, i64 %12, !dbg !743
  %18 = getelementptr inbounds i8, ptr %17, i64 16, !dbg !743
  %19 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !743
  %20 = getelementptr inbounds i8, ptr %17, i64 48, !dbg !743
  %21 = load <8 x i16>, ptr %17, align 16, !dbg !743, !tbaa !206
  %22 = load <8 x i16>, ptr %18, align 16, !dbg !743, !tbaa !206
  %23 = load <8 x i16>, ptr %19, align 16, !dbg !743, !tbaa !206
  %24 = load <8 x i16>, ptr %20, align 16, !dbg !743, !tbaa !206
  %25 = sext <8 x i16> %21 to <8 x i32>, !dbg !743
  %26 = sext <8 x i16> %22 to <8 x i32>, !dbg !743
  %27 = sext <8 x i16> %23 to <8 x i32>, !dbg !743
  %28 = sext <8 x i16> %24 to <8 x i32>, !dbg !743
  %29 = getelementptr inbounds i16, ptr @i16b, i64 %12, !dbg !743
  %30 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !743
  %31 = getelementptr inbounds i8, ptr %29, i64 32, !dbg !743
  %32 = getelementptr inbounds i8, ptr %29, i64 48, !dbg !743
  %33 = load <8 x i16>, ptr %29, align 16, !dbg !743, !tbaa !206
  %34 = load <8 x i16>, ptr %30, align 16, !dbg !743, !tbaa !206
  %35 = load <8 x i16>, ptr %31, align 16, !dbg !743, !tbaa !206
  %36 = load <8 x i16>, ptr %32, align 16, !dbg !743, !tbaa !206
  %37 = sext <8 x i16> %33 to <8 x i32>, !dbg !743
  %38 = sext <8 x i16> %34 to <8 x i32>, !dbg !743
  %39 = sext <8 x i16> %35 to <8 x i32>, !dbg !743
  %40 = sext <8 x i16> %36 to <8 x i32>, !dbg !743
  %41 = mul nsw <8 x i32> %37, %25, !dbg !743
  %42 = mul nsw <8 x i32> %38, %26, !dbg !743
  %43 = mul nsw <8 x i32> %39, %27, !dbg !743
  %44 = mul nsw <8 x i32> %40, %28, !dbg !743
  %45 = add <8 x i32> %41, %13, !dbg !743
  %46 = add <8 x i32> %42, %14, !dbg !743
  %47 = add <8 x i32> %43, %15, !dbg !743
  %48 = add <8 x i32> %44, %16, !dbg !743
  %49 = add nuw i64 %12, 32, !dbg !743
  %50 = icmp eq i64 %49, %10, !dbg !743
  br i1 %50, label %51, label %11, !dbg !743, !llvm.loop !746

51:                                               ; preds = %11
  %52 = add <8 x i32> %46, %45, !dbg !745
  %53 = add <8 x i32> %47, %52, !dbg !745
  %54 = add <8 x i32> %48, %53, !dbg !745
  %55 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %54), !dbg !745
  %56 = icmp eq i64 %10, %4, !dbg !745
  br i1 %56, label %57, label %6, !dbg !745

57:                                               ; preds = %59, %51, %1
  %58 = phi i32 [ 0, %1 ], [ %55, %51 ], [ %69, %59 ], !dbg !747
  ret i32 %58, !dbg !747

59:                                               ; preds = %6, %59
  %60 = phi i64 [ %70, %59 ], [ %7, %6 ]
  %61 = phi i32 [ %69, %59 ], [ %8, %6 ]
    #dbg_value(i64 %60, !739, !DIExpression(), !742)
    #dbg_value(i32 %61, !738, !DIExpression(), !741)
  %62 = getelementptr inbounds i16, ptr @i16a, i64 %60, !dbg !743
  %63 = load i16, ptr %62, align 2, !dbg !743, !tbaa !206
  %64 = sext i16 %63 to i32, !dbg !743
  %65 = getelementptr inbounds i16, ptr @i16b, i64 %60, !dbg !743
  %66 = load i16, ptr %65, align 2, !dbg !743, !tbaa !206
  %67 = sext i16 %66 to i32, !dbg !743
  %68 = mul nsw i32 %67, %64, !dbg !743
  %69 = add i32 %68, %61, !dbg !743
    #dbg_value(i32 %69, !738, !DIExpression(), !741)
  %70 = add nuw nsw i64 %60, 1, !dbg !743
    #dbg_value(i64 %70, !739, !DIExpression(), !742)
  %71 = icmp eq i64 %70, %4, !dbg !743
  br i1 %71, label %57, label %59, !dbg !745, !llvm.loop !748
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @minmax_avx2(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #11 !dbg !749 {
    #dbg_value(ptr @i32a, !751, !DIExpression(), !759)
    #dbg_value(i32 %0, !752, !DIExpression(), !759)
    #dbg_value(ptr %1, !753, !DIExpression(), !759)
    #dbg_value(ptr %2, !754, !DIExpression(), !759)
  %4 = load i32, ptr @i32a, align 16, !dbg !760, !tbaa !216
    #dbg_value(i32 %4, !755, !DIExpression(), !759)
    #dbg_value(i32 %4, !756, !DIExpression(), !759)
    #dbg_value(i32 1, !757, !DIExpression(), !761)
  %5 = icmp sgt i32 %0, 1, !dbg !762
  br i1 %5, label %6, label %60, !dbg !764

6:                                                ; preds = %3
  %7 = zext nneg i32 %0 to i64, !dbg !762
  %8 = add nsw i64 %7, -1, !dbg !764
  %9 = icmp ult i32 %0, 33, !dbg !764
  br i1 %9, label %10, label %14, !dbg !764

10:                                               ; preds = %50, %6
  %11 = phi i64 [ 1, %6 ], [ %16, %50 ]
  %12 = phi i32 [ %4, %6 ], [ %54, %50 ]
  %13 = phi i32 [ %4, %6 ], [ %58, %50 ]
  br label %63, !dbg !764

14:                                               ; preds = %6
  %15 = and i64 %8, -32, !dbg !764
  %16 = or disjoint i64 %15, 1, !dbg !764
  %17 = insertelement <8 x i32> poison, i32 %4, i64 0, !dbg !764
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !764
  %19 = insertelement <8 x i32> poison, i32 %4, i64 0, !dbg !764
  %20 = shufflevector <8 x i32> %19, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !764
  br label %21, !dbg !764

21:                                               ; preds = %21, %14
  %22 = phi i64 [ 0, %14 ], [ %48, %21 ]
  %23 = phi <8 x i32> [ %18, %14 ], [ %44, %21 ]
  %24 = phi <8 x i32> [ %18, %14 ], [ %45, %21 ]
  %25 = phi <8 x i32> [ %18, %14 ], [ %46, %21 ]
  %26 = phi <8 x i32> [ %18, %14 ], [ %47, %21 ]
  %27 = phi <8 x i32> [ %20, %14 ], [ %40, %21 ]
  %28 = phi <8 x i32> [ %20, %14 ], [ %41, %21 ]
  %29 = phi <8 x i32> [ %20, %14 ], [ %42, %21 ]
  %30 = phi <8 x i32> [ %20, %14 ], [ %43, %21 ]
  %31 = or disjoint i64 %22, 1, !dbg !764
  %32 = getelementptr inbounds i32, ptr @i32a, i64 %31, !dbg !765
  %33 = getelementptr inbounds i8, ptr %32, i64 32, !dbg !765
  %34 = getelementptr inbounds i8, ptr %32, i64 64, !dbg !765
  %35 = getelementptr inbounds i8, ptr %32, i64 96, !dbg !765
  %36 = load <8 x i32>, ptr %32, align 4, !dbg !765, !tbaa !216
  %37 = load <8 x i32>, ptr %33, align 4, !dbg !765, !tbaa !216
  %38 = load <8 x i32>, ptr %34, align 4, !dbg !765, !tbaa !216
  %39 = load <8 x i32>, ptr %35, align 4, !dbg !765, !tbaa !216
  %40 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %36, <8 x i32> %27), !dbg !765
  %41 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %37, <8 x i32> %28), !dbg !765
  %42 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %38, <8 x i32> %29), !dbg !765
  %43 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %39, <8 x i32> %30), !dbg !765
  %44 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %36, <8 x i32> %23), !dbg !765
  %45 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %37, <8 x i32> %24), !dbg !765
  %46 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %38, <8 x i32> %25), !dbg !765
  %47 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %39, <8 x i32> %26), !dbg !765
  %48 = add nuw i64 %22, 32
  %49 = icmp eq i64 %48, %15
  br i1 %49, label %50, label %21, !llvm.loop !767

50:                                               ; preds = %21
  %51 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %44, <8 x i32> %45), !dbg !764
  %52 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %51, <8 x i32> %46), !dbg !764
  %53 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %52, <8 x i32> %47), !dbg !764
  %54 = tail call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %53), !dbg !764
  %55 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %40, <8 x i32> %41), !dbg !764
  %56 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %55, <8 x i32> %42), !dbg !764
  %57 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %56, <8 x i32> %43), !dbg !764
  %58 = tail call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %57), !dbg !764
  %59 = icmp eq i64 %8, %15, !dbg !764
  br i1 %59, label %60, label %10, !dbg !764

60:                                               ; preds = %63, %50, %3
  %61 = phi i32 [ %4, %3 ], [ %58, %50 ], [ %69, %63 ], !dbg !760
  %62 = phi i32 [ %4, %3 ], [ %54, %50 ], [ %70, %63 ], !dbg !760
  store i32 %61, ptr %1, align 4, !dbg !760, !tbaa !216
  store i32 %62, ptr %2, align 4, !dbg !760, !tbaa !216
  ret void, !dbg !760

63:                                               ; preds = %10, %63
  %64 = phi i64 [ %71, %63 ], [ %11, %10 ]
  %65 = phi i32 [ %70, %63 ], [ %12, %10 ]
  %66 = phi i32 [ %69, %63 ], [ %13, %10 ]
    #dbg_value(i64 %64, !757, !DIExpression(), !761)
    #dbg_value(i32 %65, !756, !DIExpression(), !759)
    #dbg_value(i32 %66, !755, !DIExpression(), !759)
  %67 = getelementptr inbounds i32, ptr @i32a, i64 %64, !dbg !765
  %68 = load i32, ptr %67, align 4, !dbg !765, !tbaa !216
  %69 = tail call i32 @llvm.smin.i32(i32 %68, i32 %66), !dbg !765
    #dbg_value(i32 %69, !755, !DIExpression(), !759)
  %70 = tail call i32 @llvm.smax.i32(i32 %68, i32 %65), !dbg !765
    #dbg_value(i32 %70, !756, !DIExpression(), !759)
  %71 = add nuw nsw i64 %64, 1, !dbg !762
    #dbg_value(i64 %71, !757, !DIExpression(), !761)
  %72 = icmp eq i64 %71, %7, !dbg !762
  br i1 %72, label %60, label %63, !dbg !764, !llvm.loop !768
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @umax8_avx2(i32 noundef %0) unnamed_addr #10 !dbg !769 {
    #dbg_value(ptr @u8a, !771, !DIExpression(), !776)
    #dbg_value(i32 %0, !772, !DIExpression(), !776)
    #dbg_value(i8 0, !773, !DIExpression(), !776)
    #dbg_value(i32 0, !774, !DIExpression(), !777)
  %2 = icmp sgt i32 %0, 0, !dbg !778
  br i1 %2, label %3, label %59, !dbg !780

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !778
  %5 = icmp ult i32 %0, 16, !dbg !780
  br i1 %5, label %39, label %6, !dbg !780

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 128, !dbg !780
  br i1 %7, label %42, label %8, !dbg !780

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483520, !dbg !780
  br label %10, !dbg !780

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %28, %10 ], !dbg !778
  %12 = phi <32 x i8> [ zeroinitializer, %8 ], [ %24, %10 ]
  %13 = phi <32 x i8> [ zeroinitializer, %8 ], [ %25, %10 ]
  %14 = phi <32 x i8> [ zeroinitializer, %8 ], [ %26, %10 ]
  %15 = phi <32 x i8> [ zeroinitializer, %8 ], [ %27, %10 ]
  %16 = getelementptr inbounds i8, ptr @u8a, i64 %11, !dbg !778
  %17 = getelementptr inbounds i8, ptr %16, i64 32, !dbg !778
  %18 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !778
  %19 = getelementptr inbounds i8, ptr %16, i64 96, !dbg !778
  %20 = load <32 x i8>, ptr %16, align 16, !dbg !778, !tbaa !191
  %21 = load <32 x i8>, ptr %17, align 16, !dbg !778, !tbaa !191
  %22 = load <32 x i8>, ptr %18, align 16, !dbg !778, !tbaa !191
  %23 = load <32 x i8>, ptr %19, align 16, !dbg !778, !tbaa !191
  %24 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %20, <32 x i8> %12), !dbg !778
  %25 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %21, <32 x i8> %13), !dbg !778
  %26 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %22, <32 x i8> %14), !dbg !778
  %27 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %23, <32 x i8> %15), !dbg !778
  %28 = add nuw i64 %11, 128, !dbg !778
  %29 = icmp eq i64 %28, %9, !dbg !778
  br i1 %29, label %30, label %10, !dbg !778, !llvm.loop !781

30:                                               ; preds = %10
  %31 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %24, <32 x i8> %25), !dbg !780
  %32 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %31, <32 x i8> %26), !dbg !780
  %33 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %32, <32 x i8> %27), !dbg !780
  %34 = tail call i8 @llvm.vector.reduce.umax.v32i8(<32 x i8> %33), !dbg !780
  %35 = icmp eq i64 %9, %4, !dbg !780
  br i1 %35, label %59, label %36, !dbg !780

36:                                               ; preds = %30
  %37 = and i64 %4, 112, !dbg !780
  %38 = icmp eq i64 %37, 0, !dbg !780
  br i1 %38, label %39, label %42, !dbg !780

39:                                               ; preds = %56, %3, %36
  %40 = phi i64 [ 0, %3 ], [ %9, %36 ], [ %45, %56 ]
  %41 = phi i8 [ 0, %3 ], [ %34, %36 ], [ %57, %56 ]
  br label %61, !dbg !780

42:                                               ; preds = %6, %36
  %43 = phi i8 [ %34, %36 ], [ 0, %6 ]
  %44 = phi i64 [ %9, %36 ], [ 0, %6 ]
  %45 = and i64 %4, 2147483632, !dbg !780
  %46 = insertelement <16 x i8> poison, i8 %43, i64 0, !dbg !780
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> zeroinitializer, !dbg !780
  br label %48, !dbg !780

48:                                               ; preds = %48, %42
  %49 = phi i64 [ %44, %42 ], [ %54, %48 ], !dbg !778
  %50 = phi <16 x i8> [ %47, %42 ], [ %53, %48 ]
  %51 = getelementptr inbounds i8, ptr @u8a, i64 %49, !dbg !778
  %52 = load <16 x i8>, ptr %51, align 16, !dbg !778, !tbaa !191
  %53 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %52, <16 x i8> %50), !dbg !778
  %54 = add nuw i64 %49, 16, !dbg !778
  %55 = icmp eq i64 %54, %45, !dbg !778
  br i1 %55, label %56, label %48, !dbg !778, !llvm.loop !782

56:                                               ; preds = %48
  %57 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %53), !dbg !780
  %58 = icmp eq i64 %45, %4, !dbg !780
  br i1 %58, label %59, label %39, !dbg !780

59:                                               ; preds = %61, %30, %56, %1
  %60 = phi i8 [ 0, %1 ], [ %34, %30 ], [ %57, %56 ], [ %66, %61 ], !dbg !783
  ret i8 %60, !dbg !783

61:                                               ; preds = %39, %61
  %62 = phi i64 [ %67, %61 ], [ %40, %39 ]
  %63 = phi i8 [ %66, %61 ], [ %41, %39 ]
    #dbg_value(i64 %62, !774, !DIExpression(), !777)
    #dbg_value(i8 %63, !773, !DIExpression(), !776)
  %64 = getelementptr inbounds i8, ptr @u8a, i64 %62, !dbg !778
  %65 = load i8, ptr %64, align 1, !dbg !778, !tbaa !191
  %66 = tail call i8 @llvm.umax.i8(i8 %65, i8 %63), !dbg !778
    #dbg_value(i8 %66, !773, !DIExpression(), !776)
  %67 = add nuw nsw i64 %62, 1, !dbg !778
    #dbg_value(i64 %67, !774, !DIExpression(), !777)
  %68 = icmp eq i64 %67, %4, !dbg !778
  br i1 %68, label %59, label %61, !dbg !780, !llvm.loop !784
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_gt_avx2(i32 noundef %0) unnamed_addr #10 !dbg !785 {
    #dbg_value(ptr @i32a, !787, !DIExpression(), !793)
    #dbg_value(i32 %0, !788, !DIExpression(), !793)
    #dbg_value(i32 12345, !789, !DIExpression(), !793)
    #dbg_value(i32 0, !790, !DIExpression(), !793)
    #dbg_value(i32 0, !791, !DIExpression(), !794)
  %2 = icmp sgt i32 %0, 0, !dbg !795
  br i1 %2, label %3, label %45, !dbg !797

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !795
  %5 = icmp ult i32 %0, 32, !dbg !797
  br i1 %5, label %6, label %9, !dbg !797

6:                                                ; preds = %39, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %39 ]
  %8 = phi i32 [ 0, %3 ], [ %43, %39 ]
  br label %47, !dbg !797

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616, !dbg !797
  br label %11, !dbg !797

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %37, %11 ], !dbg !795
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %33, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %34, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %35, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %36, %11 ]
  %17 = getelementptr inbounds i32, ptr @i32a, i64 %12, !dbg !795
  %18 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !795
  %19 = getelementptr inbounds i8, ptr %17, i64 64, !dbg !795
  %20 = getelementptr inbounds i8, ptr %17, i64 96, !dbg !795
  %21 = load <8 x i32>, ptr %17, align 16, !dbg !795, !tbaa !216
  %22 = load <8 x i32>, ptr %18, align 16, !dbg !795, !tbaa !216
  %23 = load <8 x i32>, ptr %19, align 16, !dbg !795, !tbaa !216
  %24 = load <8 x i32>, ptr %20, align 16, !dbg !795, !tbaa !216
  %25 = icmp sgt <8 x i32> %21, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>, !dbg !795
  %26 = icmp sgt <8 x i32> %22, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>, !dbg !795
  %27 = icmp sgt <8 x i32> %23, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>, !dbg !795
  %28 = icmp sgt <8 x i32> %24, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>, !dbg !795
  %29 = zext <8 x i1> %25 to <8 x i32>, !dbg !795
  %30 = zext <8 x i1> %26 to <8 x i32>, !dbg !795
  %31 = zext <8 x i1> %27 to <8 x i32>, !dbg !795
  %32 = zext <8 x i1> %28 to <8 x i32>, !dbg !795
  %33 = add <8 x i32> %13, %29, !dbg !795
  %34 = add <8 x i32> %14, %30, !dbg !795
  %35 = add <8 x i32> %15, %31, !dbg !795
  %36 = add <8 x i32> %16, %32, !dbg !795
  %37 = add nuw i64 %12, 32, !dbg !795
  %38 = icmp eq i64 %37, %10, !dbg !795
  br i1 %38, label %39, label %11, !dbg !795, !llvm.loop !798

39:                                               ; preds = %11
  %40 = add <8 x i32> %34, %33, !dbg !797
  %41 = add <8 x i32> %35, %40, !dbg !797
  %42 = add <8 x i32> %36, %41, !dbg !797
  %43 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %42), !dbg !797
  %44 = icmp eq i64 %10, %4, !dbg !797
  br i1 %44, label %45, label %6, !dbg !797

45:                                               ; preds = %47, %39, %1
  %46 = phi i32 [ 0, %1 ], [ %43, %39 ], [ %54, %47 ], !dbg !799
  ret i32 %46, !dbg !799

47:                                               ; preds = %6, %47
  %48 = phi i64 [ %55, %47 ], [ %7, %6 ]
  %49 = phi i32 [ %54, %47 ], [ %8, %6 ]
    #dbg_value(i64 %48, !791, !DIExpression(), !794)
    #dbg_value(i32 %49, !790, !DIExpression(), !793)
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %48, !dbg !795
  %51 = load i32, ptr %50, align 4, !dbg !795, !tbaa !216
  %52 = icmp sgt i32 %51, 12345, !dbg !795
  %53 = zext i1 %52 to i32, !dbg !795
  %54 = add nuw nsw i32 %49, %53, !dbg !795
    #dbg_value(i32 %54, !790, !DIExpression(), !793)
  %55 = add nuw nsw i64 %48, 1, !dbg !795
    #dbg_value(i64 %55, !791, !DIExpression(), !794)
  %56 = icmp eq i64 %55, %4, !dbg !795
  br i1 %56, label %45, label %47, !dbg !797, !llvm.loop !800
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq_avx2(i32 noundef %0, i16 noundef signext %1) unnamed_addr #10 !dbg !801 {
    #dbg_value(ptr @i16a, !803, !DIExpression(), !809)
    #dbg_value(i32 %0, !804, !DIExpression(), !809)
    #dbg_value(i16 %1, !805, !DIExpression(), !809)
    #dbg_value(i32 0, !806, !DIExpression(), !809)
    #dbg_value(i32 0, !807, !DIExpression(), !810)
  %3 = icmp sgt i32 %0, 0, !dbg !811
  br i1 %3, label %4, label %48, !dbg !813

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64, !dbg !811
  %6 = icmp ult i32 %0, 32, !dbg !813
  br i1 %6, label %7, label %10, !dbg !813

7:                                                ; preds = %42, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %42 ]
  %9 = phi i32 [ 0, %4 ], [ %46, %42 ]
  br label %50, !dbg !813

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483616, !dbg !813
  %12 = insertelement <8 x i16> poison, i16 %1, i64 0, !dbg !813
  %13 = shufflevector <8 x i16> %12, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !813
  br label %14, !dbg !813

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %40, %14 ], !dbg !811
  %16 = phi <8 x i32> [ zeroinitializer, %10 ], [ %36, %14 ]
  %17 = phi <8 x i32> [ zeroinitializer, %10 ], [ %37, %14 ]
  %18 = phi <8 x i32> [ zeroinitializer, %10 ], [ %38, %14 ]
  %19 = phi <8 x i32> [ zeroinitializer, %10 ], [ %39, %14 ]
  %20 = getelementptr inbounds i16, ptr @i16a, i64 %15, !dbg !811
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !811
  %22 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !811
  %23 = getelementptr inbounds i8, ptr %20, i64 48, !dbg !811
  %24 = load <8 x i16>, ptr %20, align 16, !dbg !811, !tbaa !206
  %25 = load <8 x i16>, ptr %21, align 16, !dbg !811, !tbaa !206
  %26 = load <8 x i16>, ptr %22, align 16, !dbg !811, !tbaa !206
  %27 = load <8 x i16>, ptr %23, align 16, !dbg !811, !tbaa !206
  %28 = icmp eq <8 x i16> %24, %13, !dbg !811
  %29 = icmp eq <8 x i16> %25, %13, !dbg !811
  %30 = icmp eq <8 x i16> %26, %13, !dbg !811
  %31 = icmp eq <8 x i16> %27, %13, !dbg !811
  %32 = zext <8 x i1> %28 to <8 x i32>, !dbg !811
  %33 = zext <8 x i1> %29 to <8 x i32>, !dbg !811
  %34 = zext <8 x i1> %30 to <8 x i32>, !dbg !811
  %35 = zext <8 x i1> %31 to <8 x i32>, !dbg !811
  %36 = or <8 x i32> %16, %32, !dbg !811
  %37 = or <8 x i32> %17, %33, !dbg !811
  %38 = or <8 x i32> %18, %34, !dbg !811
  %39 = or <8 x i32> %19, %35, !dbg !811
  %40 = add nuw i64 %15, 32, !dbg !811
  %41 = icmp eq i64 %40, %11, !dbg !811
  br i1 %41, label %42, label %14, !dbg !811, !llvm.loop !814

42:                                               ; preds = %14
  %43 = or <8 x i32> %37, %36, !dbg !813
  %44 = or <8 x i32> %38, %43, !dbg !813
  %45 = or <8 x i32> %39, %44, !dbg !813
  %46 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %45), !dbg !813
  %47 = icmp eq i64 %11, %5, !dbg !813
  br i1 %47, label %48, label %7, !dbg !813

48:                                               ; preds = %50, %42, %2
  %49 = phi i32 [ 0, %2 ], [ %46, %42 ], [ %57, %50 ], !dbg !815
  ret i32 %49, !dbg !815

50:                                               ; preds = %7, %50
  %51 = phi i64 [ %58, %50 ], [ %8, %7 ]
  %52 = phi i32 [ %57, %50 ], [ %9, %7 ]
    #dbg_value(i64 %51, !807, !DIExpression(), !810)
    #dbg_value(i32 %52, !806, !DIExpression(), !809)
  %53 = getelementptr inbounds i16, ptr @i16a, i64 %51, !dbg !811
  %54 = load i16, ptr %53, align 2, !dbg !811, !tbaa !206
  %55 = icmp eq i16 %54, %1, !dbg !811
  %56 = zext i1 %55 to i32, !dbg !811
  %57 = or i32 %52, %56, !dbg !811
    #dbg_value(i32 %57, !806, !DIExpression(), !809)
  %58 = add nuw nsw i64 %51, 1, !dbg !811
    #dbg_value(i64 %58, !807, !DIExpression(), !810)
  %59 = icmp eq i64 %58, %5, !dbg !811
  br i1 %59, label %48, label %50, !dbg !813, !llvm.loop !816
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @xor64_avx2(i32 noundef %0) unnamed_addr #10 !dbg !817 {
    #dbg_value(ptr @i64a, !819, !DIExpression(), !824)
    #dbg_value(i32 %0, !820, !DIExpression(), !824)
    #dbg_value(i64 0, !821, !DIExpression(), !824)
    #dbg_value(i32 0, !822, !DIExpression(), !825)
  %2 = icmp sgt i32 %0, 0, !dbg !826
  br i1 %2, label %3, label %41, !dbg !828

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !826
  %5 = icmp ult i32 %0, 16, !dbg !828
  br i1 %5, label %6, label %9, !dbg !828

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi i64 [ 0, %3 ], [ %39, %35 ]
  br label %43, !dbg !828

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483632, !dbg !828
  br label %11, !dbg !828

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ], !dbg !826
  %13 = phi <4 x i64> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <4 x i64> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <4 x i64> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <4 x i64> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds i64, ptr @i64a, i64 %12, !dbg !826
  %18 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !826
  %19 = getelementptr inbounds i8, ptr %17, i64 64, !dbg !826
  %20 = getelementptr inbounds i8, ptr %17, i64 96, !dbg !826
  %21 = load <4 x i64>, ptr %17, align 16, !dbg !826, !tbaa !232
  %22 = load <4 x i64>, ptr %18, align 16, !dbg !826, !tbaa !232
  %23 = load <4 x i64>, ptr %19, align 16, !dbg !826, !tbaa !232
  %24 = load <4 x i64>, ptr %20, align 16, !dbg !826, !tbaa !232
  %25 = mul <4 x i64> %21, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !826
  %26 = mul <4 x i64> %22, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !826
  %27 = mul <4 x i64> %23, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !826
  %28 = mul <4 x i64> %24, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>, !dbg !826
  %29 = xor <4 x i64> %25, %13, !dbg !826
  %30 = xor <4 x i64> %26, %14, !dbg !826
  %31 = xor <4 x i64> %27, %15, !dbg !826
  %32 = xor <4 x i64> %28, %16, !dbg !826
  %33 = add nuw i64 %12, 16, !dbg !826
  %34 = icmp eq i64 %33, %10, !dbg !826
  br i1 %34, label %35, label %11, !dbg !826, !llvm.loop !829

35:                                               ; preds = %11
  %36 = xor <4 x i64> %30, %29, !dbg !828
  %37 = xor <4 x i64> %31, %36, !dbg !828
  %38 = xor <4 x i64> %32, %37, !dbg !828
  %39 = tail call i64 @llvm.vector.reduce.xor.v4i64(<4 x i64> %38), !dbg !828
  %40 = icmp eq i64 %10, %4, !dbg !828
  br i1 %40, label %41, label %6, !dbg !828

41:                                               ; preds = %43, %35, %1
  %42 = phi i64 [ 0, %1 ], [ %39, %35 ], [ %49, %43 ], !dbg !830
  ret i64 %42, !dbg !830

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi i64 [ %49, %43 ], [ %8, %6 ]
    #dbg_value(i64 %44, !822, !DIExpression(), !825)
    #dbg_value(i64 %45, !821, !DIExpression(), !824)
  %46 = getelementptr inbounds i64, ptr @i64a, i64 %44, !dbg !826
  %47 = load i64, ptr %46, align 8, !dbg !826, !tbaa !232
  %48 = mul i64 %47, -7046029254386353131, !dbg !826
  %49 = xor i64 %48, %45, !dbg !826
    #dbg_value(i64 %49, !821, !DIExpression(), !824)
  %50 = add nuw nsw i64 %44, 1, !dbg !826
    #dbg_value(i64 %50, !822, !DIExpression(), !825)
  %51 = icmp eq i64 %50, %4, !dbg !826
  br i1 %51, label %41, label %43, !dbg !828, !llvm.loop !831
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy_avx2(i32 noundef %0) unnamed_addr #12 !dbg !832 {
    #dbg_value(ptr @run_avx2.y, !834, !DIExpression(), !840)
    #dbg_value(ptr @fa, !835, !DIExpression(), !840)
    #dbg_value(float 1.500000e+00, !836, !DIExpression(), !840)
    #dbg_value(i32 %0, !837, !DIExpression(), !840)
    #dbg_value(i32 0, !838, !DIExpression(), !841)
  %2 = icmp sgt i32 %0, 0, !dbg !842
  br i1 %2, label %3, label %36, !dbg !844

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !842
  %5 = icmp ult i32 %0, 32, !dbg !844
  br i1 %5, label %6, label %8, !dbg !844

6:                                                ; preds = %34, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %34 ]
  br label %37, !dbg !844

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616, !dbg !844
  br label %10, !dbg !844

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ], !dbg !842
  %12 = getelementptr inbounds float, ptr @fa, i64 %11, !dbg !842
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !842
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !842
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !842
  %16 = load <8 x float>, ptr %12, align 16, !dbg !842, !tbaa !244
  %17 = load <8 x float>, ptr %13, align 16, !dbg !842, !tbaa !244
  %18 = load <8 x float>, ptr %14, align 16, !dbg !842, !tbaa !244
  %19 = load <8 x float>, ptr %15, align 16, !dbg !842, !tbaa !244
  %20 = getelementptr inbounds float, ptr @run_avx2.y, i64 %11, !dbg !842
  %21 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !842
  %22 = getelementptr inbounds i8, ptr %20, i64 64, !dbg !842
  %23 = getelementptr inbounds i8, ptr %20, i64 96, !dbg !842
  %24 = load <8 x float>, ptr %20, align 16, !dbg !842, !tbaa !244
  %25 = load <8 x float>, ptr %21, align 16, !dbg !842, !tbaa !244
  %26 = load <8 x float>, ptr %22, align 16, !dbg !842, !tbaa !244
  %27 = load <8 x float>, ptr %23, align 16, !dbg !842, !tbaa !244
  %28 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %16, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %24), !dbg !842
  %29 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %17, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %25), !dbg !842
  %30 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %18, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %26), !dbg !842
  %31 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %19, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %27), !dbg !842
  store <8 x float> %28, ptr %20, align 16, !dbg !842, !tbaa !244
  store <8 x float> %29, ptr %21, align 16, !dbg !842, !tbaa !244
  store <8 x float> %30, ptr %22, align 16, !dbg !842, !tbaa !244
  store <8 x float> %31, ptr %23, align 16, !dbg !842, !tbaa !244
  %32 = add nuw i64 %11, 32, !dbg !842
  %33 = icmp eq i64 %32, %9, !dbg !842
  br i1 %33, label %34, label %10, !dbg !842, !llvm.loop !845

34:                                               ; preds = %10
  %35 = icmp eq i64 %9, %4, !dbg !844
  br i1 %35, label %36, label %6, !dbg !844

36:                                               ; preds = %37, %34, %1
  ret void, !dbg !846

37:                                               ; preds = %6, %37
  %38 = phi i64 [ %44, %37 ], [ %7, %6 ]
    #dbg_value(i64 %38, !838, !DIExpression(), !841)
  %39 = getelementptr inbounds float, ptr @fa, i64 %38, !dbg !842
  %40 = load float, ptr %39, align 4, !dbg !842, !tbaa !244
  %41 = getelementptr inbounds float, ptr @run_avx2.y, i64 %38, !dbg !842
  %42 = load float, ptr %41, align 4, !dbg !842, !tbaa !244
  %43 = tail call float @llvm.fmuladd.f32(float %40, float 1.500000e+00, float %42), !dbg !842
  store float %43, ptr %41, align 4, !dbg !842, !tbaa !244
  %44 = add nuw nsw i64 %38, 1, !dbg !842
    #dbg_value(i64 %44, !838, !DIExpression(), !841)
  %45 = icmp eq i64 %44, %4, !dbg !842
  br i1 %45, label %36, label %37, !dbg !844, !llvm.loop !847
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff_avx2(i32 noundef %0) unnamed_addr #12 !dbg !848 {
    #dbg_value(ptr @run_avx2.o32, !850, !DIExpression(), !856)
    #dbg_value(ptr @i32a, !851, !DIExpression(), !856)
    #dbg_value(ptr @i32b, !852, !DIExpression(), !856)
    #dbg_value(i32 %0, !853, !DIExpression(), !856)
    #dbg_value(i32 0, !854, !DIExpression(), !857)
  %2 = icmp sgt i32 %0, 0, !dbg !858
  br i1 %2, label %3, label %44, !dbg !860

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !858
  %5 = icmp ult i32 %0, 32, !dbg !860
  br i1 %5, label %6, label %8, !dbg !860

6:                                                ; preds = %42, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %42 ]
  br label %45, !dbg !860

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616, !dbg !860
  br label %10, !dbg !860

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %40, %10 ], !dbg !858
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11, !dbg !858
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !858
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !858
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !858
  %16 = load <8 x i32>, ptr %12, align 16, !dbg !858, !tbaa !216
  %17 = load <8 x i32>, ptr %13, align 16, !dbg !858, !tbaa !216
  %18 = load <8 x i32>, ptr %14, align 16, !dbg !858, !tbaa !216
  %19 = load <8 x i32>, ptr %15, align 16, !dbg !858, !tbaa !216
  %20 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !858
  %21 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !858
  %22 = getelementptr inbounds i8, ptr %20, i64 64, !dbg !858
  %23 = getelementptr inbounds i8, ptr %20, i64 96, !dbg !858
  %24 = load <8 x i32>, ptr %20, align 16, !dbg !858, !tbaa !216
  %25 = load <8 x i32>, ptr %21, align 16, !dbg !858, !tbaa !216
  %26 = load <8 x i32>, ptr %22, align 16, !dbg !858, !tbaa !216
  %27 = load <8 x i32>, ptr %23, align 16, !dbg !858, !tbaa !216
  %28 = sub nsw <8 x i32> %16, %24, !dbg !858
  %29 = sub nsw <8 x i32> %17, %25, !dbg !858
  %30 = sub nsw <8 x i32> %18, %26, !dbg !858
  %31 = sub nsw <8 x i32> %19, %27, !dbg !858
  %32 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %28, i1 true), !dbg !858
  %33 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %29, i1 true), !dbg !858
  %34 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %30, i1 true), !dbg !858
  %35 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %31, i1 true), !dbg !858
  %36 = getelementptr inbounds i32, ptr @run_avx2.o32, i64 %11, !dbg !858
  %37 = getelementptr inbounds i8, ptr %36, i64 32, !dbg !858
  %38 = getelementptr inbounds i8, ptr %36, i64 64, !dbg !858
  %39 = getelementptr inbounds i8, ptr %36, i64 96, !dbg !858
  store <8 x i32> %32, ptr %36, align 16, !dbg !858, !tbaa !216
  store <8 x i32> %33, ptr %37, align 16, !dbg !858, !tbaa !216
  store <8 x i32> %34, ptr %38, align 16, !dbg !858, !tbaa !216
  store <8 x i32> %35, ptr %39, align 16, !dbg !858, !tbaa !216
  %40 = add nuw i64 %11, 32, !dbg !858
  %41 = icmp eq i64 %40, %9, !dbg !858
  br i1 %41, label %42, label %10, !dbg !858, !llvm.loop !861

42:                                               ; preds = %10
  %43 = icmp eq i64 %9, %4, !dbg !860
  br i1 %43, label %44, label %6, !dbg !860

44:                                               ; preds = %45, %42, %1
  ret void, !dbg !862

45:                                               ; preds = %6, %45
  %46 = phi i64 [ %54, %45 ], [ %7, %6 ]
    #dbg_value(i64 %46, !854, !DIExpression(), !857)
  %47 = getelementptr inbounds i32, ptr @i32a, i64 %46, !dbg !858
  %48 = load i32, ptr %47, align 4, !dbg !858, !tbaa !216
  %49 = getelementptr inbounds i32, ptr @i32b, i64 %46, !dbg !858
  %50 = load i32, ptr %49, align 4, !dbg !858, !tbaa !216
  %51 = sub nsw i32 %48, %50, !dbg !858
  %52 = tail call i32 @llvm.abs.i32(i32 %51, i1 true), !dbg !858
  %53 = getelementptr inbounds i32, ptr @run_avx2.o32, i64 %46, !dbg !858
  store i32 %52, ptr %53, align 4, !dbg !858, !tbaa !216
  %54 = add nuw nsw i64 %46, 1, !dbg !858
    #dbg_value(i64 %54, !854, !DIExpression(), !857)
  %55 = icmp eq i64 %54, %4, !dbg !858
  br i1 %55, label %44, label %45, !dbg !860, !llvm.loop !863
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp_u8_avx2(i32 noundef %0) unnamed_addr #12 !dbg !864 {
    #dbg_value(ptr @run_avx2.o8, !866, !DIExpression(), !871)
    #dbg_value(ptr @i32b, !867, !DIExpression(), !871)
    #dbg_value(i32 %0, !868, !DIExpression(), !871)
    #dbg_value(i32 0, !869, !DIExpression(), !872)
  %2 = icmp sgt i32 %0, 0, !dbg !873
  br i1 %2, label %3, label %40, !dbg !875

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !873
  %5 = icmp ult i32 %0, 32, !dbg !875
  br i1 %5, label %6, label %8, !dbg !875

6:                                                ; preds = %38, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %38 ]
  br label %41, !dbg !875

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616, !dbg !875
  br label %10, !dbg !875

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %36, %10 ], !dbg !873
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !873
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !873
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !873
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !873
  %16 = load <8 x i32>, ptr %12, align 16, !dbg !873, !tbaa !216
  %17 = load <8 x i32>, ptr %13, align 16, !dbg !873, !tbaa !216
  %18 = load <8 x i32>, ptr %14, align 16, !dbg !873, !tbaa !216
  %19 = load <8 x i32>, ptr %15, align 16, !dbg !873, !tbaa !216
  %20 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %16, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !873
  %21 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %17, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !873
  %22 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %18, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !873
  %23 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %19, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>), !dbg !873
  %24 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %20, <8 x i32> zeroinitializer), !dbg !873
  %25 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %21, <8 x i32> zeroinitializer), !dbg !873
  %26 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %22, <8 x i32> zeroinitializer), !dbg !873
  %27 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %23, <8 x i32> zeroinitializer), !dbg !873
  %28 = trunc <8 x i32> %24 to <8 x i8>, !dbg !873
  %29 = trunc <8 x i32> %25 to <8 x i8>, !dbg !873
  %30 = trunc <8 x i32> %26 to <8 x i8>, !dbg !873
  %31 = trunc <8 x i32> %27 to <8 x i8>, !dbg !873
  %32 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %11, !dbg !873
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !873
  %34 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !873
  %35 = getelementptr inbounds i8, ptr %32, i64 24, !dbg !873
  store <8 x i8> %28, ptr %32, align 16, !dbg !873, !tbaa !191
  store <8 x i8> %29, ptr %33, align 8, !dbg !873, !tbaa !191
  store <8 x i8> %30, ptr %34, align 16, !dbg !873, !tbaa !191
  store <8 x i8> %31, ptr %35, align 8, !dbg !873, !tbaa !191
  %36 = add nuw i64 %11, 32, !dbg !873
  %37 = icmp eq i64 %36, %9, !dbg !873
  br i1 %37, label %38, label %10, !dbg !873, !llvm.loop !876

38:                                               ; preds = %10
  %39 = icmp eq i64 %9, %4, !dbg !875
  br i1 %39, label %40, label %6, !dbg !875

40:                                               ; preds = %41, %38, %1
  ret void, !dbg !877

41:                                               ; preds = %6, %41
  %42 = phi i64 [ %49, %41 ], [ %7, %6 ]
    #dbg_value(i64 %42, !869, !DIExpression(), !872)
  %43 = getelementptr inbounds i32, ptr @i32b, i64 %42, !dbg !873
  %44 = load i32, ptr %43, align 4, !dbg !873, !tbaa !216
  %45 = tail call i32 @llvm.smin.i32(i32 %44, i32 255), !dbg !873
  %46 = tail call i32 @llvm.smax.i32(i32 %45, i32 0), !dbg !873
  %47 = trunc nuw i32 %46 to i8, !dbg !873
  %48 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %42, !dbg !873
  store i8 %47, ptr %48, align 1, !dbg !873, !tbaa !191
  %49 = add nuw nsw i64 %42, 1, !dbg !873
    #dbg_value(i64 %49, !869, !DIExpression(), !872)
  %50 = icmp eq i64 %49, %4, !dbg !873
  br i1 %50, label %40, label %41, !dbg !875, !llvm.loop !878
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @convert_avx2(i32 noundef %0) unnamed_addr #12 !dbg !879 {
    #dbg_value(ptr @run_avx2.of, !881, !DIExpression(), !889)
    #dbg_value(ptr @run_avx2.od, !882, !DIExpression(), !889)
    #dbg_value(ptr @run_avx2.o16, !883, !DIExpression(), !889)
    #dbg_value(ptr @i32b, !884, !DIExpression(), !889)
    #dbg_value(ptr @u8a, !885, !DIExpression(), !889)
    #dbg_value(i32 %0, !886, !DIExpression(), !889)
    #dbg_value(i32 0, !887, !DIExpression(), !890)
  %2 = icmp sgt i32 %0, 0, !dbg !891
  br i1 %2, label %3, label %50, !dbg !893

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !891
  %5 = icmp ult i32 %0, 8, !dbg !893
  br i1 %5, label %6, label %8, !dbg !893

6:                                                ; preds = %48, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %48 ]
  br label %51, !dbg !893

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640, !dbg !893
  br label %10, !dbg !893

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %46, %10 ], !dbg !891
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !894
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !894
  %14 = load <4 x i32>, ptr %12, align 16, !dbg !894, !tbaa !216
  %15 = load <4 x i32>, ptr %13, align 16, !dbg !894, !tbaa !216
  %16 = sitofp <4 x i32> %14 to <4 x float>, !dbg !894
  %17 = sitofp <4 x i32> %15 to <4 x float>, !dbg !894
  %18 = fmul <4 x float> %16, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !894
  %19 = fmul <4 x float> %17, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !894
  %20 = getelementptr inbounds float, ptr @run_avx2.of, i64 %11, !dbg !894
  %21 = getelementptr inbounds i8, ptr %20, i64 16, !dbg !894
  store <4 x float> %18, ptr %20, align 16, !dbg !894, !tbaa !244
  store <4 x float> %19, ptr %21, align 16, !dbg !894, !tbaa !244
  %22 = fpext <4 x float> %18 to <4 x double>, !dbg !894
  %23 = fpext <4 x float> %19 to <4 x double>, !dbg !894
  %24 = getelementptr inbounds i8, ptr @u8a, i64 %11, !dbg !894
  %25 = getelementptr inbounds i8, ptr %24, i64 4, !dbg !894
  %26 = load <4 x i8>, ptr %24, align 8, !dbg !894, !tbaa !191
  %27 = load <4 x i8>, ptr %25, align 4, !dbg !894, !tbaa !191
  %28 = uitofp <4 x i8> %26 to <4 x double>, !dbg !894
  %29 = uitofp <4 x i8> %27 to <4 x double>, !dbg !894
  %30 = fadd <4 x double> %22, %28, !dbg !894
  %31 = fadd <4 x double> %23, %29, !dbg !894
  %32 = getelementptr inbounds double, ptr @run_avx2.od, i64 %11, !dbg !894
  %33 = getelementptr inbounds i8, ptr %32, i64 32, !dbg !894
  store <4 x double> %30, ptr %32, align 16, !dbg !894, !tbaa !300
  store <4 x double> %31, ptr %33, align 16, !dbg !894, !tbaa !300
  %34 = zext <4 x i8> %26 to <4 x i32>, !dbg !894
  %35 = zext <4 x i8> %27 to <4 x i32>, !dbg !894
  %36 = mul nuw nsw <4 x i32> %34, <i32 3, i32 3, i32 3, i32 3>, !dbg !894
  %37 = mul nuw nsw <4 x i32> %35, <i32 3, i32 3, i32 3, i32 3>, !dbg !894
  %38 = fptosi <4 x float> %18 to <4 x i32>, !dbg !894
  %39 = fptosi <4 x float> %19 to <4 x i32>, !dbg !894
  %40 = sub nsw <4 x i32> %36, %38, !dbg !894
  %41 = sub nsw <4 x i32> %37, %39, !dbg !894
  %42 = trunc <4 x i32> %40 to <4 x i16>, !dbg !894
  %43 = trunc <4 x i32> %41 to <4 x i16>, !dbg !894
  %44 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %11, !dbg !894
  %45 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !894
  store <4 x i16> %42, ptr %44, align 16, !dbg !894, !tbaa !206
  store <4 x i16> %43, ptr %45, align 8, !dbg !894, !tbaa !206
  %46 = add nuw i64 %11, 8, !dbg !891
  %47 = icmp eq i64 %46, %9, !dbg !891
  br i1 %47, label %48, label %10, !dbg !891, !llvm.loop !896

48:                                               ; preds = %10
  %49 = icmp eq i64 %9, %4, !dbg !893
  br i1 %49, label %50, label %6, !dbg !893

50:                                               ; preds = %51, %48, %1
  ret void, !dbg !897

51:                                               ; preds = %6, %51
  %52 = phi i64 [ %70, %51 ], [ %7, %6 ]
    #dbg_value(i64 %52, !887, !DIExpression(), !890)
  %53 = getelementptr inbounds i32, ptr @i32b, i64 %52, !dbg !894
  %54 = load i32, ptr %53, align 4, !dbg !894, !tbaa !216
  %55 = sitofp i32 %54 to float, !dbg !894
  %56 = fmul float %55, 5.000000e-01, !dbg !894
  %57 = getelementptr inbounds float, ptr @run_avx2.of, i64 %52, !dbg !894
  store float %56, ptr %57, align 4, !dbg !894, !tbaa !244
  %58 = fpext float %56 to double, !dbg !894
  %59 = getelementptr inbounds i8, ptr @u8a, i64 %52, !dbg !894
  %60 = load i8, ptr %59, align 1, !dbg !894, !tbaa !191
  %61 = uitofp i8 %60 to double, !dbg !894
  %62 = fadd double %58, %61, !dbg !894
  %63 = getelementptr inbounds double, ptr @run_avx2.od, i64 %52, !dbg !894
  store double %62, ptr %63, align 8, !dbg !894, !tbaa !300
  %64 = zext i8 %60 to i32, !dbg !894
  %65 = mul nuw nsw i32 %64, 3, !dbg !894
  %66 = fptosi float %56 to i32, !dbg !894
  %67 = sub nsw i32 %65, %66, !dbg !894
  %68 = trunc i32 %67 to i16, !dbg !894
  %69 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %52, !dbg !894
  store i16 %68, ptr %69, align 2, !dbg !894, !tbaa !206
  %70 = add nuw nsw i64 %52, 1, !dbg !891
    #dbg_value(i64 %70, !887, !DIExpression(), !890)
  %71 = icmp eq i64 %70, %4, !dbg !891
  br i1 %71, label %50, label %51, !dbg !893, !llvm.loop !898
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @stride2_avx2(i32 noundef %0) unnamed_addr #10 !dbg !899 {
    #dbg_value(ptr @i32a, !901, !DIExpression(), !906)
    #dbg_value(i32 %0, !902, !DIExpression(), !906)
    #dbg_value(i32 0, !903, !DIExpression(), !906)
    #dbg_value(i32 0, !904, !DIExpression(), !907)
  %2 = icmp sgt i32 %0, 1, !dbg !908
  br i1 %2, label %3, label %61, !dbg !910

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !910
  %5 = add nsw i64 %4, -2, !dbg !910
  %6 = lshr i64 %5, 1, !dbg !910
  %7 = add nuw i64 %6, 1, !dbg !910
  %8 = icmp ult i64 %5, 62, !dbg !910
  br i1 %8, label %9, label %12, !dbg !910

9:                                                ; preds = %55, %3
  %10 = phi i64 [ 0, %3 ], [ %14, %55 ]
  %11 = phi i32 [ 0, %3 ], [ %59, %55 ]
  br label %63, !dbg !910

12:                                               ; preds = %3
  %13 = and i64 %7, -32, !dbg !910
  %14 = shl i64 %13, 1, !dbg !910
  br label %15, !dbg !910

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %53, %15 ]
  %17 = phi <8 x i32> [ zeroinitializer, %12 ], [ %49, %15 ]
  %18 = phi <8 x i32> [ zeroinitializer, %12 ], [ %50, %15 ]
  %19 = phi <8 x i32> [ zeroinitializer, %12 ], [ %51, %15 ]
  %20 = phi <8 x i32> [ zeroinitializer, %12 ], [ %52, %15 ]
  %21 = shl i64 %16, 1, !dbg !910
  %22 = or disjoint i64 %21, 16, !dbg !910
  %23 = or disjoint i64 %21, 32, !dbg !910
  %24 = or disjoint i64 %21, 48, !dbg !910
  %25 = getelementptr inbounds i32, ptr @i32a, i64 %21, !dbg !908
  %26 = getelementptr inbounds i32, ptr @i32a, i64 %22, !dbg !908
  %27 = getelementptr inbounds i32, ptr @i32a, i64 %23, !dbg !908
  %28 = getelementptr inbounds i32, ptr @i32a, i64 %24, !dbg !908
  %29 = load <16 x i32>, ptr %25, align 16, !dbg !908, !tbaa !216
  %30 = load <16 x i32>, ptr %26, align 16, !dbg !908, !tbaa !216
  %31 = load <16 x i32>, ptr %27, align 16, !dbg !908, !tbaa !216
  %32 = load <16 x i32>, ptr %28, align 16, !dbg !908, !tbaa !216
  %33 = shufflevector <16 x i32> %29, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !908
  %34 = shufflevector <16 x i32> %30, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !908
  %35 = shufflevector <16 x i32> %31, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !908
  %36 = shufflevector <16 x i32> %32, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>, !dbg !908
  %37 = shufflevector <16 x i32> %29, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !908
  %38 = shufflevector <16 x i32> %30, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !908
  %39 = shufflevector <16 x i32> %31, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !908
  %40 = shufflevector <16 x i32> %32, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>, !dbg !908
  %41 = mul nsw <8 x i32> %33, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !908
  %42 = mul nsw <8 x i32> %34, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !908
  %43 = mul nsw <8 x i32> %35, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !908
  %44 = mul nsw <8 x i32> %36, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !908
  %45 = sub <8 x i32> %17, %37, !dbg !908
  %46 = sub <8 x i32> %18, %38, !dbg !908
  %47 = sub <8 x i32> %19, %39, !dbg !908
  %48 = sub <8 x i32> %20, %40, !dbg !908
  %49 = add <8 x i32> %45, %41, !dbg !908
  %50 = add <8 x i32> %46, %42, !dbg !908
  %51 = add <8 x i32> %47, %43, !dbg !908
  %52 = add <8 x i32> %48, %44, !dbg !908
  %53 = add nuw i64 %16, 32
  %54 = icmp eq i64 %53, %13
  br i1 %54, label %55, label %15, !llvm.loop !911

55:                                               ; preds = %15
  %56 = add <8 x i32> %50, %49, !dbg !910
  %57 = add <8 x i32> %51, %56, !dbg !910
  %58 = add <8 x i32> %52, %57, !dbg !910
  %59 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %58), !dbg !910
  %60 = icmp eq i64 %7, %13, !dbg !910
  br i1 %60, label %61, label %9, !dbg !910

61:                                               ; preds = %63, %55, %1
  %62 = phi i32 [ 0, %1 ], [ %59, %55 ], [ %73, %63 ], !dbg !912
  ret i32 %62, !dbg !912

63:                                               ; preds = %9, %63
  %64 = phi i64 [ %74, %63 ], [ %10, %9 ]
  %65 = phi i32 [ %73, %63 ], [ %11, %9 ]
  %66 = or disjoint i64 %64, 1, !dbg !908
    #dbg_value(i64 %64, !904, !DIExpression(), !907)
    #dbg_value(i32 %65, !903, !DIExpression(), !906)
  %67 = getelementptr inbounds i32, ptr @i32a, i64 %64, !dbg !908
  %68 = load i32, ptr %67, align 8, !dbg !908, !tbaa !216
  %69 = mul nsw i32 %68, 3, !dbg !908
  %70 = getelementptr inbounds i32, ptr @i32a, i64 %66, !dbg !908
  %71 = load i32, ptr %70, align 4, !dbg !908, !tbaa !216
  %72 = sub i32 %65, %71, !dbg !908
  %73 = add i32 %72, %69, !dbg !908
    #dbg_value(i32 %73, !903, !DIExpression(), !906)
  %74 = add nuw nsw i64 %64, 2, !dbg !908
    #dbg_value(i64 %74, !904, !DIExpression(), !907)
  %75 = or disjoint i64 %74, 1, !dbg !908
  %76 = icmp ult i64 %75, %4, !dbg !908
  br i1 %76, label %63, label %61, !dbg !910, !llvm.loop !913
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_avx2(i32 noundef %0) unnamed_addr #12 !dbg !914 {
    #dbg_value(ptr @run_avx2.o16, !916, !DIExpression(), !921)
    #dbg_value(ptr @i16a, !917, !DIExpression(), !921)
    #dbg_value(i32 %0, !918, !DIExpression(), !921)
    #dbg_value(i32 0, !919, !DIExpression(), !922)
  %2 = icmp sgt i32 %0, 0, !dbg !923
  br i1 %2, label %3, label %56, !dbg !925

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !925
  %5 = zext nneg i32 %0 to i64, !dbg !923
  %6 = getelementptr i16, ptr @i16a, i64 %4, !dbg !925
  %7 = icmp ult i32 %0, 8, !dbg !925
  br i1 %7, label %39, label %8, !dbg !925

8:                                                ; preds = %3
  %9 = icmp ult i32 %0, 64, !dbg !925
  br i1 %9, label %41, label %10, !dbg !925

10:                                               ; preds = %8
  %11 = and i64 %5, 2147483584, !dbg !925
  br label %12, !dbg !925

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %32, %12 ], !dbg !923
  %14 = xor i64 %13, -1, !dbg !923
  %15 = getelementptr i16, ptr %6, i64 %14, !dbg !923
  %16 = getelementptr i8, ptr %15, i64 -30, !dbg !923
  %17 = getelementptr i8, ptr %15, i64 -62, !dbg !923
  %18 = getelementptr i8, ptr %15, i64 -94, !dbg !923
  %19 = getelementptr i8, ptr %15, i64 -126, !dbg !923
  %20 = load <16 x i16>, ptr %16, align 2, !dbg !923, !tbaa !206
  %21 = shufflevector <16 x i16> %20, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !923
  %22 = load <16 x i16>, ptr %17, align 2, !dbg !923, !tbaa !206
  %23 = shufflevector <16 x i16> %22, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !923
  %24 = load <16 x i16>, ptr %18, align 2, !dbg !923, !tbaa !206
  %25 = shufflevector <16 x i16> %24, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !923
  %26 = load <16 x i16>, ptr %19, align 2, !dbg !923, !tbaa !206
  %27 = shufflevector <16 x i16> %26, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !923
  %28 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %13, !dbg !923
  %29 = getelementptr inbounds i8, ptr %28, i64 32, !dbg !923
  %30 = getelementptr inbounds i8, ptr %28, i64 64, !dbg !923
  %31 = getelementptr inbounds i8, ptr %28, i64 96, !dbg !923
  store <16 x i16> %21, ptr %28, align 16, !dbg !923, !tbaa !206
  store <16 x i16> %23, ptr %29, align 16, !dbg !923, !tbaa !206
  store <16 x i16> %25, ptr %30, align 16, !dbg !923, !tbaa !206
  store <16 x i16> %27, ptr %31, align 16, !dbg !923, !tbaa !206
  %32 = add nuw i64 %13, 64, !dbg !923
  %33 = icmp eq i64 %32, %11, !dbg !923
  br i1 %33, label %34, label %12, !dbg !923, !llvm.loop !926

34:                                               ; preds = %12
  %35 = icmp eq i64 %11, %5, !dbg !925
  br i1 %35, label %56, label %36, !dbg !925

36:                                               ; preds = %34
  %37 = and i64 %5, 56, !dbg !925
  %38 = icmp eq i64 %37, 0, !dbg !925
  br i1 %38, label %39, label %41, !dbg !925

39:                                               ; preds = %54, %3, %36
  %40 = phi i64 [ 0, %3 ], [ %11, %36 ], [ %43, %54 ]
  br label %57, !dbg !925

41:                                               ; preds = %8, %36
  %42 = phi i64 [ %11, %36 ], [ 0, %8 ]
  %43 = and i64 %5, 2147483640, !dbg !925
  %44 = getelementptr i8, ptr %6, i64 -14, !dbg !925
  br label %45, !dbg !925

45:                                               ; preds = %45, %41
  %46 = phi i64 [ %42, %41 ], [ %52, %45 ], !dbg !923
  %47 = xor i64 %46, -1, !dbg !923
  %48 = getelementptr i16, ptr %44, i64 %47, !dbg !923
  %49 = load <8 x i16>, ptr %48, align 2, !dbg !923, !tbaa !206
  %50 = shufflevector <8 x i16> %49, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !923
  %51 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %46, !dbg !923
  store <8 x i16> %50, ptr %51, align 16, !dbg !923, !tbaa !206
  %52 = add nuw i64 %46, 8, !dbg !923
  %53 = icmp eq i64 %52, %43, !dbg !923
  br i1 %53, label %54, label %45, !dbg !923, !llvm.loop !927

54:                                               ; preds = %45
  %55 = icmp eq i64 %43, %5, !dbg !925
  br i1 %55, label %56, label %39, !dbg !925

56:                                               ; preds = %57, %34, %54, %1
  ret void, !dbg !928

57:                                               ; preds = %39, %57
  %58 = phi i64 [ %63, %57 ], [ %40, %39 ]
    #dbg_value(i64 %58, !919, !DIExpression(), !922)
  %59 = xor i64 %58, -1, !dbg !923
  %60 = getelementptr i16, ptr %6, i64 %59, !dbg !923
  %61 = load i16, ptr %60, align 2, !dbg !923, !tbaa !206
  %62 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %58, !dbg !923
  store i16 %61, ptr %62, align 2, !dbg !923, !tbaa !206
  %63 = add nuw nsw i64 %58, 1, !dbg !923
    #dbg_value(i64 %63, !919, !DIExpression(), !922)
  %64 = icmp eq i64 %63, %5, !dbg !923
  br i1 %64, label %56, label %57, !dbg !925, !llvm.loop !929
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @gather_avx2(i32 noundef %0) unnamed_addr #10 !dbg !930 {
    #dbg_value(ptr @i32a, !932, !DIExpression(), !938)
    #dbg_value(ptr @idx, !933, !DIExpression(), !938)
    #dbg_value(i32 %0, !934, !DIExpression(), !938)
    #dbg_value(i32 0, !935, !DIExpression(), !938)
    #dbg_value(i32 0, !936, !DIExpression(), !939)
  %2 = icmp sgt i32 %0, 0, !dbg !940
  br i1 %2, label %3, label %252, !dbg !942

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !940
  %5 = icmp ult i32 %0, 32, !dbg !942
  br i1 %5, label %6, label %9, !dbg !942

6:                                                ; preds = %246, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %246 ]
  %8 = phi i32 [ 0, %3 ], [ %250, %246 ]
  br label %254, !dbg !942

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616, !dbg !942
  br label %11, !dbg !942

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %244, %11 ], !dbg !940
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %240, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %241, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %242, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %243, %11 ]
  %17 = or disjoint i64 %12, 1, !dbg !942
  %18 = or disjoint i64 %12, 2, !dbg !942
  %19 = or disjoint i64 %12, 3, !dbg !942
  %20 = or disjoint i64 %12, 4, !dbg !942
  %21 = or disjoint i64 %12, 5, !dbg !942
  %22 = or disjoint i64 %12, 6, !dbg !942
  %23 = or disjoint i64 %12, 7, !dbg !942
  %24 = or disjoint i64 %12, 8, !dbg !942
  %25 = or disjoint i64 %12, 9, !dbg !942
  %26 = or disjoint i64 %12, 10, !dbg !942
  %27 = or disjoint i64 %12, 11, !dbg !942
  %28 = or disjoint i64 %12, 12, !dbg !942
  %29 = or disjoint i64 %12, 13, !dbg !942
  %30 = or disjoint i64 %12, 14, !dbg !942
  %31 = or disjoint i64 %12, 15, !dbg !942
  %32 = or disjoint i64 %12, 16, !dbg !942
  %33 = or disjoint i64 %12, 17, !dbg !942
  %34 = or disjoint i64 %12, 18, !dbg !942
  %35 = or disjoint i64 %12, 19, !dbg !942
  %36 = or disjoint i64 %12, 20, !dbg !942
  %37 = or disjoint i64 %12, 21, !dbg !942
  %38 = or disjoint i64 %12, 22, !dbg !942
  %39 = or disjoint i64 %12, 23, !dbg !942
  %40 = or disjoint i64 %12, 24, !dbg !942
  %41 = or disjoint i64 %12, 25, !dbg !942
  %42 = or disjoint i64 %12, 26, !dbg !942
  %43 = or disjoint i64 %12, 27, !dbg !942
  %44 = or disjoint i64 %12, 28, !dbg !942
  %45 = or disjoint i64 %12, 29, !dbg !942
  %46 = or disjoint i64 %12, 30, !dbg !942
  %47 = or disjoint i64 %12, 31, !dbg !942
  %48 = getelementptr inbounds i32, ptr @idx, i64 %12, !dbg !940
  %49 = getelementptr inbounds i32, ptr @idx, i64 %17, !dbg !940
  %50 = getelementptr inbounds i32, ptr @idx, i64 %18, !dbg !940
  %51 = getelementptr inbounds i32, ptr @idx, i64 %19, !dbg !940
  %52 = getelementptr inbounds i32, ptr @idx, i64 %20, !dbg !940
  %53 = getelementptr inbounds i32, ptr @idx, i64 %21, !dbg !940
  %54 = getelementptr inbounds i32, ptr @idx, i64 %22, !dbg !940
  %55 = getelementptr inbounds i32, ptr @idx, i64 %23, !dbg !940
  %56 = getelementptr inbounds i32, ptr @idx, i64 %24, !dbg !940
  %57 = getelementptr inbounds i32, ptr @idx, i64 %25, !dbg !940
  %58 = getelementptr inbounds i32, ptr @idx, i64 %26, !dbg !940
  %59 = getelementptr inbounds i32, ptr @idx, i64 %27, !dbg !940
  %60 = getelementptr inbounds i32, ptr @idx, i64 %28, !dbg !940
  %61 = getelementptr inbounds i32, ptr @idx, i64 %29, !dbg !940
  %62 = getelementptr inbounds i32, ptr @idx, i64 %30, !dbg !940
  %63 = getelementptr inbounds i32, ptr @idx, i64 %31, !dbg !940
  %64 = getelementptr inbounds i32, ptr @idx, i64 %32, !dbg !940
  %65 = getelementptr inbounds i32, ptr @idx, i64 %33, !dbg !940
  %66 = getelementptr inbounds i32, ptr @idx, i64 %34, !dbg !940
  %67 = getelementptr inbounds i32, ptr @idx, i64 %35, !dbg !940
  %68 = getelementptr inbounds i32, ptr @idx, i64 %36, !dbg !940
  %69 = getelementptr inbounds i32, ptr @idx, i64 %37, !dbg !940
  %70 = getelementptr inbounds i32, ptr @idx, i64 %38, !dbg !940
  %71 = getelementptr inbounds i32, ptr @idx, i64 %39, !dbg !940
  %72 = getelementptr inbounds i32, ptr @idx, i64 %40, !dbg !940
  %73 = getelementptr inbounds i32, ptr @idx, i64 %41, !dbg !940
  %74 = getelementptr inbounds i32, ptr @idx, i64 %42, !dbg !940
  %75 = getelementptr inbounds i32, ptr @idx, i64 %43, !dbg !940
  %76 = getelementptr inbounds i32, ptr @idx, i64 %44, !dbg !940
  %77 = getelementptr inbounds i32, ptr @idx, i64 %45, !dbg !940
  %78 = getelementptr inbounds i32, ptr @idx, i64 %46, !dbg !940
  %79 = getelementptr inbounds i32, ptr @idx, i64 %47, !dbg !940
  %80 = load i32, ptr %48, align 16, !dbg !940, !tbaa !216
  %81 = load i32, ptr %49, align 4, !dbg !940, !tbaa !216
  %82 = load i32, ptr %50, align 8, !dbg !940, !tbaa !216
  %83 = load i32, ptr %51, align 4, !dbg !940, !tbaa !216
  %84 = load i32, ptr %52, align 16, !dbg !940, !tbaa !216
  %85 = load i32, ptr %53, align 4, !dbg !940, !tbaa !216
  %86 = load i32, ptr %54, align 8, !dbg !940, !tbaa !216
  %87 = load i32, ptr %55, align 4, !dbg !940, !tbaa !216
  %88 = load i32, ptr %56, align 16, !dbg !940, !tbaa !216
  %89 = load i32, ptr %57, align 4, !dbg !940, !tbaa !216
  %90 = load i32, ptr %58, align 8, !dbg !940, !tbaa !216
  %91 = load i32, ptr %59, align 4, !dbg !940, !tbaa !216
  %92 = load i32, ptr %60, align 16, !dbg !940, !tbaa !216
  %93 = load i32, ptr %61, align 4, !dbg !940, !tbaa !216
  %94 = load i32, ptr %62, align 8, !dbg !940, !tbaa !216
  %95 = load i32, ptr %63, align 4, !dbg !940, !tbaa !216
  %96 = load i32, ptr %64, align 16, !dbg !940, !tbaa !216
  %97 = load i32, ptr %65, align 4, !dbg !940, !tbaa !216
  %98 = load i32, ptr %66, align 8, !dbg !940, !tbaa !216
  %99 = load i32, ptr %67, align 4, !dbg !940, !tbaa !216
  %100 = load i32, ptr %68, align 16, !dbg !940, !tbaa !216
  %101 = load i32, ptr %69, align 4, !dbg !940, !tbaa !216
  %102 = load i32, ptr %70, align 8, !dbg !940, !tbaa !216
  %103 = load i32, ptr %71, align 4, !dbg !940, !tbaa !216
  %104 = load i32, ptr %72, align 16, !dbg !940, !tbaa !216
  %105 = load i32, ptr %73, align 4, !dbg !940, !tbaa !216
  %106 = load i32, ptr %74, align 8, !dbg !940, !tbaa !216
  %107 = load i32, ptr %75, align 4, !dbg !940, !tbaa !216
  %108 = load i32, ptr %76, align 16, !dbg !940, !tbaa !216
  %109 = load i32, ptr %77, align 4, !dbg !940, !tbaa !216
  %110 = load i32, ptr %78, align 8, !dbg !940, !tbaa !216
  %111 = load i32, ptr %79, align 4, !dbg !940, !tbaa !216
  %112 = sext i32 %80 to i64, !dbg !940
  %113 = sext i32 %81 to i64, !dbg !940
  %114 = sext i32 %82 to i64, !dbg !940
  %115 = sext i32 %83 to i64, !dbg !940
  %116 = sext i32 %84 to i64, !dbg !940
  %117 = sext i32 %85 to i64, !dbg !940
  %118 = sext i32 %86 to i64, !dbg !940
  %119 = sext i32 %87 to i64, !dbg !940
  %120 = sext i32 %88 to i64, !dbg !940
  %121 = sext i32 %89 to i64, !dbg !940
  %122 = sext i32 %90 to i64, !dbg !940
  %123 = sext i32 %91 to i64, !dbg !940
  %124 = sext i32 %92 to i64, !dbg !940
  %125 = sext i32 %93 to i64, !dbg !940
  %126 = sext i32 %94 to i64, !dbg !940
  %127 = sext i32 %95 to i64, !dbg !940
  %128 = sext i32 %96 to i64, !dbg !940
  %129 = sext i32 %97 to i64, !dbg !940
  %130 = sext i32 %98 to i64, !dbg !940
  %131 = sext i32 %99 to i64, !dbg !940
  %132 = sext i32 %100 to i64, !dbg !940
  %133 = sext i32 %101 to i64, !dbg !940
  %134 = sext i32 %102 to i64, !dbg !940
  %135 = sext i32 %103 to i64, !dbg !940
  %136 = sext i32 %104 to i64, !dbg !940
  %137 = sext i32 %105 to i64, !dbg !940
  %138 = sext i32 %106 to i64, !dbg !940
  %139 = sext i32 %107 to i64, !dbg !940
  %140 = sext i32 %108 to i64, !dbg !940
  %141 = sext i32 %109 to i64, !dbg !940
  %142 = sext i32 %110 to i64, !dbg !940
  %143 = sext i32 %111 to i64, !dbg !940
  %144 = getelementptr inbounds i32, ptr @i32a, i64 %112, !dbg !940
  %145 = getelementptr inbounds i32, ptr @i32a, i64 %113, !dbg !940
  %146 = getelementptr inbounds i32, ptr @i32a, i64 %114, !dbg !940
  %147 = getelementptr inbounds i32, ptr @i32a, i64 %115, !dbg !940
  %148 = getelementptr inbounds i32, ptr @i32a, i64 %116, !dbg !940
  %149 = getelementptr inbounds i32, ptr @i32a, i64 %117, !dbg !940
  %150 = getelementptr inbounds i32, ptr @i32a, i64 %118, !dbg !940
  %151 = getelementptr inbounds i32, ptr @i32a, i64 %119, !dbg !940
  %152 = getelementptr inbounds i32, ptr @i32a, i64 %120, !dbg !940
  %153 = getelementptr inbounds i32, ptr @i32a, i64 %121, !dbg !940
  %154 = getelementptr inbounds i32, ptr @i32a, i64 %122, !dbg !940
  %155 = getelementptr inbounds i32, ptr @i32a, i64 %123, !dbg !940
  %156 = getelementptr inbounds i32, ptr @i32a, i64 %124, !dbg !940
  %157 = getelementptr inbounds i32, ptr @i32a, i64 %125, !dbg !940
  %158 = getelementptr inbounds i32, ptr @i32a, i64 %126, !dbg !940
  %159 = getelementptr inbounds i32, ptr @i32a, i64 %127, !dbg !940
  %160 = getelementptr inbounds i32, ptr @i32a, i64 %128, !dbg !940
  %161 = getelementptr inbounds i32, ptr @i32a, i64 %129, !dbg !940
  %162 = getelementptr inbounds i32, ptr @i32a, i64 %130, !dbg !940
  %163 = getelementptr inbounds i32, ptr @i32a, i64 %131, !dbg !940
  %164 = getelementptr inbounds i32, ptr @i32a, i64 %132, !dbg !940
  %165 = getelementptr inbounds i32, ptr @i32a, i64 %133, !dbg !940
  %166 = getelementptr inbounds i32, ptr @i32a, i64 %134, !dbg !940
  %167 = getelementptr inbounds i32, ptr @i32a, i64 %135, !dbg !940
  %168 = getelementptr inbounds i32, ptr @i32a, i64 %136, !dbg !940
  %169 = getelementptr inbounds i32, ptr @i32a, i64 %137, !dbg !940
  %170 = getelementptr inbounds i32, ptr @i32a, i64 %138, !dbg !940
  %171 = getelementptr inbounds i32, ptr @i32a, i64 %139, !dbg !940
  %172 = getelementptr inbounds i32, ptr @i32a, i64 %140, !dbg !940
  %173 = getelementptr inbounds i32, ptr @i32a, i64 %141, !dbg !940
  %174 = getelementptr inbounds i32, ptr @i32a, i64 %142, !dbg !940
  %175 = getelementptr inbounds i32, ptr @i32a, i64 %143, !dbg !940
  %176 = load i32, ptr %144, align 4, !dbg !940, !tbaa !216
  %177 = load i32, ptr %145, align 4, !dbg !940, !tbaa !216
  %178 = load i32, ptr %146, align 4, !dbg !940, !tbaa !216
  %179 = load i32, ptr %147, align 4, !dbg !940, !tbaa !216
  %180 = load i32, ptr %148, align 4, !dbg !940, !tbaa !216
  %181 = load i32, ptr %149, align 4, !dbg !940, !tbaa !216
  %182 = load i32, ptr %150, align 4, !dbg !940, !tbaa !216
  %183 = load i32, ptr %151, align 4, !dbg !940, !tbaa !216
  %184 = insertelement <8 x i32> poison, i32 %176, i64 0, !dbg !940
  %185 = insertelement <8 x i32> %184, i32 %177, i64 1, !dbg !940
  %186 = insertelement <8 x i32> %185, i32 %178, i64 2, !dbg !940
  %187 = insertelement <8 x i32> %186, i32 %179, i64 3, !dbg !940
  %188 = insertelement <8 x i32> %187, i32 %180, i64 4, !dbg !940
  %189 = insertelement <8 x i32> %188, i32 %181, i64 5, !dbg !940
  %190 = insertelement <8 x i32> %189, i32 %182, i64 6, !dbg !940
  %191 = insertelement <8 x i32> %190, i32 %183, i64 7, !dbg !940
  %192 = load i32, ptr %152, align 4, !dbg !940, !tbaa !216
  %193 = load i32, ptr %153, align 4, !dbg !940, !tbaa !216
  %194 = load i32, ptr %154, align 4, !dbg !940, !tbaa !216
  %195 = load i32, ptr %155, align 4, !dbg !940, !tbaa !216
  %196 = load i32, ptr %156, align 4, !dbg !940, !tbaa !216
  %197 = load i32, ptr %157, align 4, !dbg !940, !tbaa !216
  %198 = load i32, ptr %158, align 4, !dbg !940, !tbaa !216
  %199 = load i32, ptr %159, align 4, !dbg !940, !tbaa !216
  %200 = insertelement <8 x i32> poison, i32 %192, i64 0, !dbg !940
  %201 = insertelement <8 x i32> %200, i32 %193, i64 1, !dbg !940
  %202 = insertelement <8 x i32> %201, i32 %194, i64 2, !dbg !940
  %203 = insertelement <8 x i32> %202, i32 %195, i64 3, !dbg !940
  %204 = insertelement <8 x i32> %203, i32 %196, i64 4, !dbg !940
  %205 = insertelement <8 x i32> %204, i32 %197, i64 5, !dbg !940
  %206 = insertelement <8 x i32> %205, i32 %198, i64 6, !dbg !940
  %207 = insertelement <8 x i32> %206, i32 %199, i64 7, !dbg !940
  %208 = load i32, ptr %160, align 4, !dbg !940, !tbaa !216
  %209 = load i32, ptr %161, align 4, !dbg !940, !tbaa !216
  %210 = load i32, ptr %162, align 4, !dbg !940, !tbaa !216
  %211 = load i32, ptr %163, align 4, !dbg !940, !tbaa !216
  %212 = load i32, ptr %164, align 4, !dbg !940, !tbaa !216
  %213 = load i32, ptr %165, align 4, !dbg !940, !tbaa !216
  %214 = load i32, ptr %166, align 4, !dbg !940, !tbaa !216
  %215 = load i32, ptr %167, align 4, !dbg !940, !tbaa !216
  %216 = insertelement <8 x i32> poison, i32 %208, i64 0, !dbg !940
  %217 = insertelement <8 x i32> %216, i32 %209, i64 1, !dbg !940
  %218 = insertelement <8 x i32> %217, i32 %210, i64 2, !dbg !940
  %219 = insertelement <8 x i32> %218, i32 %211, i64 3, !dbg !940
  %220 = insertelement <8 x i32> %219, i32 %212, i64 4, !dbg !940
  %221 = insertelement <8 x i32> %220, i32 %213, i64 5, !dbg !940
  %222 = insertelement <8 x i32> %221, i32 %214, i64 6, !dbg !940
  %223 = insertelement <8 x i32> %222, i32 %215, i64 7, !dbg !940
  %224 = load i32, ptr %168, align 4, !dbg !940, !tbaa !216
  %225 = load i32, ptr %169, align 4, !dbg !940, !tbaa !216
  %226 = load i32, ptr %170, align 4, !dbg !940, !tbaa !216
  %227 = load i32, ptr %171, align 4, !dbg !940, !tbaa !216
  %228 = load i32, ptr %172, align 4, !dbg !940, !tbaa !216
  %229 = load i32, ptr %173, align 4, !dbg !940, !tbaa !216
  %230 = load i32, ptr %174, align 4, !dbg !940, !tbaa !216
  %231 = load i32, ptr %175, align 4, !dbg !940, !tbaa !216
  %232 = insertelement <8 x i32> poison, i32 %224, i64 0, !dbg !942
  %233 = insertelement <8 x i32> %232, i32 %225, i64 1, !dbg !942
  %234 = insertelement <8 x i32> %233, i32 %226, i64 2, !dbg !942
  %235 = insertelement <8 x i32> %234, i32 %227, i64 3, !dbg !942
  %236 = insertelement <8 x i32> %235, i32 %228, i64 4, !dbg !942
  %237 = insertelement <8 x i32> %236, i32 %229, i64 5, !dbg !942
  %238 = insertelement <8 x i32> %237, i32 %230, i64 6, !dbg !942
  %239 = insertelement <8 x i32> %238, i32 %231, i64 7, !dbg !942
  %240 = add <8 x i32> %191, %13, !dbg !942
  %241 = add <8 x i32> %207, %14, !dbg !942
  %242 = add <8 x i32> %223, %15, !dbg !942
  %243 = add <8 x i32> %239, %16, !dbg !942
  %244 = add nuw i64 %12, 32, !dbg !940
  %245 = icmp eq i64 %244, %10, !dbg !940
  br i1 %245, label %246, label %11, !dbg !940, !llvm.loop !943

246:                                              ; preds = %11
  %247 = add <8 x i32> %241, %240, !dbg !942
  %248 = add <8 x i32> %242, %247, !dbg !942
  %249 = add <8 x i32> %243, %248, !dbg !942
  %250 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %249), !dbg !942
  %251 = icmp eq i64 %10, %4, !dbg !942
  br i1 %251, label %252, label %6, !dbg !942

252:                                              ; preds = %254, %246, %1
  %253 = phi i32 [ 0, %1 ], [ %250, %246 ], [ %262, %254 ], !dbg !944
  ret i32 %253, !dbg !944

254:                                              ; preds = %6, %254
  %255 = phi i64 [ %263, %254 ], [ %7, %6 ]
  %256 = phi i32 [ %262, %254 ], [ %8, %6 ]
    #dbg_value(i64 %255, !936, !DIExpression(), !939)
    #dbg_value(i32 %256, !935, !DIExpression(), !938)
  %257 = getelementptr inbounds i32, ptr @idx, i64 %255, !dbg !940
  %258 = load i32, ptr %257, align 4, !dbg !940, !tbaa !216
  %259 = sext i32 %258 to i64, !dbg !940
  %260 = getelementptr inbounds i32, ptr @i32a, i64 %259, !dbg !940
  %261 = load i32, ptr %260, align 4, !dbg !940, !tbaa !216
  %262 = add nsw i32 %261, %256, !dbg !940
    #dbg_value(i32 %262, !935, !DIExpression(), !938)
  %263 = add nuw nsw i64 %255, 1, !dbg !940
    #dbg_value(i64 %263, !936, !DIExpression(), !939)
  %264 = icmp eq i64 %263, %4, !dbg !940
  br i1 %264, label %252, label %254, !dbg !942, !llvm.loop !945
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store_avx2(i32 noundef %0) unnamed_addr #12 !dbg !946 {
    #dbg_value(ptr @run_avx2.o32, !948, !DIExpression(), !953)
    #dbg_value(ptr @i32a, !949, !DIExpression(), !953)
    #dbg_value(i32 %0, !950, !DIExpression(), !953)
    #dbg_value(i32 0, !951, !DIExpression(), !954)
  %2 = icmp sgt i32 %0, 0, !dbg !955
  br i1 %2, label %3, label %36, !dbg !957

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !955
  %5 = icmp ult i32 %0, 32, !dbg !957
  br i1 %5, label %6, label %8, !dbg !957

6:                                                ; preds = %34, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %34 ]
  br label %37, !dbg !957

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616, !dbg !957
  br label %10, !dbg !957

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ], !dbg !955
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11, !dbg !958
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !958
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !958
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !958
  %16 = load <8 x i32>, ptr %12, align 16, !dbg !958, !tbaa !216
  %17 = load <8 x i32>, ptr %13, align 16, !dbg !958, !tbaa !216
  %18 = load <8 x i32>, ptr %14, align 16, !dbg !958, !tbaa !216
  %19 = load <8 x i32>, ptr %15, align 16, !dbg !958, !tbaa !216
  %20 = icmp sgt <8 x i32> %16, zeroinitializer, !dbg !958
  %21 = icmp sgt <8 x i32> %17, zeroinitializer, !dbg !958
  %22 = icmp sgt <8 x i32> %18, zeroinitializer, !dbg !958
  %23 = icmp sgt <8 x i32> %19, zeroinitializer, !dbg !958
  %24 = udiv <8 x i32> %16, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !958
  %25 = udiv <8 x i32> %17, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !958
  %26 = udiv <8 x i32> %18, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !958
  %27 = udiv <8 x i32> %19, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !958
  %28 = getelementptr i32, ptr @run_avx2.o32, i64 %11, !dbg !958
  %29 = getelementptr i8, ptr %28, i64 32, !dbg !958
  %30 = getelementptr i8, ptr %28, i64 64, !dbg !958
  %31 = getelementptr i8, ptr %28, i64 96, !dbg !958
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %24, ptr %28, i32 4, <8 x i1> %20), !dbg !958, !tbaa !216
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %25, ptr %29, i32 4, <8 x i1> %21), !dbg !958, !tbaa !216
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %26, ptr %30, i32 4, <8 x i1> %22), !dbg !958, !tbaa !216
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %27, ptr %31, i32 4, <8 x i1> %23), !dbg !958, !tbaa !216
  %32 = add nuw i64 %11, 32, !dbg !955
  %33 = icmp eq i64 %32, %9, !dbg !955
  br i1 %33, label %34, label %10, !dbg !955, !llvm.loop !960

34:                                               ; preds = %10
  %35 = icmp eq i64 %9, %4, !dbg !957
  br i1 %35, label %36, label %6, !dbg !957

36:                                               ; preds = %45, %34, %1
  ret void, !dbg !961

37:                                               ; preds = %6, %45
  %38 = phi i64 [ %46, %45 ], [ %7, %6 ]
    #dbg_value(i64 %38, !951, !DIExpression(), !954)
  %39 = getelementptr inbounds i32, ptr @i32a, i64 %38, !dbg !958
  %40 = load i32, ptr %39, align 4, !dbg !958, !tbaa !216
  %41 = icmp sgt i32 %40, 0, !dbg !958
  br i1 %41, label %42, label %45, !dbg !955

42:                                               ; preds = %37
  %43 = udiv i32 %40, 3, !dbg !958
  %44 = getelementptr inbounds i32, ptr @run_avx2.o32, i64 %38, !dbg !958
  store i32 %43, ptr %44, align 4, !dbg !958, !tbaa !216
  br label %45, !dbg !958

45:                                               ; preds = %37, %42
  %46 = add nuw nsw i64 %38, 1, !dbg !955
    #dbg_value(i64 %46, !951, !DIExpression(), !954)
  %47 = icmp eq i64 %46, %4, !dbg !955
  br i1 %47, label %36, label %37, !dbg !957, !llvm.loop !962
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shifts_avx2(i32 noundef %0) unnamed_addr #12 !dbg !963 {
    #dbg_value(ptr @run_avx2.ou32, !965, !DIExpression(), !971)
    #dbg_value(ptr @u32a, !966, !DIExpression(), !971)
    #dbg_value(ptr @i32b, !967, !DIExpression(), !971)
    #dbg_value(i32 %0, !968, !DIExpression(), !971)
    #dbg_value(i32 0, !969, !DIExpression(), !972)
  %2 = icmp sgt i32 %0, 0, !dbg !973
  br i1 %2, label %3, label %56, !dbg !975

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !973
  %5 = icmp ult i32 %0, 32, !dbg !975
  br i1 %5, label %6, label %8, !dbg !975

6:                                                ; preds = %54, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %54 ]
  br label %57, !dbg !975

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616, !dbg !975
  br label %10, !dbg !975

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %52, %10 ], !dbg !973
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11, !dbg !973
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !973
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !973
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !973
  %16 = load <8 x i32>, ptr %12, align 16, !dbg !973, !tbaa !216
  %17 = load <8 x i32>, ptr %13, align 16, !dbg !973, !tbaa !216
  %18 = load <8 x i32>, ptr %14, align 16, !dbg !973, !tbaa !216
  %19 = load <8 x i32>, ptr %15, align 16, !dbg !973, !tbaa !216
  %20 = getelementptr inbounds i32, ptr @i32b, i64 %11, !dbg !973
  %21 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !973
  %22 = getelementptr inbounds i8, ptr %20, i64 64, !dbg !973
  %23 = getelementptr inbounds i8, ptr %20, i64 96, !dbg !973
  %24 = load <8 x i32>, ptr %20, align 16, !dbg !973, !tbaa !216
  %25 = load <8 x i32>, ptr %21, align 16, !dbg !973, !tbaa !216
  %26 = load <8 x i32>, ptr %22, align 16, !dbg !973, !tbaa !216
  %27 = load <8 x i32>, ptr %23, align 16, !dbg !973, !tbaa !216
  %28 = and <8 x i32> %24, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !973
  %29 = and <8 x i32> %25, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !973
  %30 = and <8 x i32> %26, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !973
  %31 = and <8 x i32> %27, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !973
  %32 = shl <8 x i32> %16, %28, !dbg !973
  %33 = shl <8 x i32> %17, %29, !dbg !973
  %34 = shl <8 x i32> %18, %30, !dbg !973
  %35 = shl <8 x i32> %19, %31, !dbg !973
  %36 = and <8 x i32> %24, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !973
  %37 = and <8 x i32> %25, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !973
  %38 = and <8 x i32> %26, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !973
  %39 = and <8 x i32> %27, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !973
  %40 = lshr <8 x i32> %16, %36, !dbg !973
  %41 = lshr <8 x i32> %17, %37, !dbg !973
  %42 = lshr <8 x i32> %18, %38, !dbg !973
  %43 = lshr <8 x i32> %19, %39, !dbg !973
  %44 = xor <8 x i32> %32, %40, !dbg !973
  %45 = xor <8 x i32> %33, %41, !dbg !973
  %46 = xor <8 x i32> %34, %42, !dbg !973
  %47 = xor <8 x i32> %35, %43, !dbg !973
  %48 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %11, !dbg !973
  %49 = getelementptr inbounds i8, ptr %48, i64 32, !dbg !973
  %50 = getelementptr inbounds i8, ptr %48, i64 64, !dbg !973
  %51 = getelementptr inbounds i8, ptr %48, i64 96, !dbg !973
  store <8 x i32> %44, ptr %48, align 16, !dbg !973, !tbaa !216
  store <8 x i32> %45, ptr %49, align 16, !dbg !973, !tbaa !216
  store <8 x i32> %46, ptr %50, align 16, !dbg !973, !tbaa !216
  store <8 x i32> %47, ptr %51, align 16, !dbg !973, !tbaa !216
  %52 = add nuw i64 %11, 32, !dbg !973
  %53 = icmp eq i64 %52, %9, !dbg !973
  br i1 %53, label %54, label %10, !dbg !973, !llvm.loop !976

54:                                               ; preds = %10
  %55 = icmp eq i64 %9, %4, !dbg !975
  br i1 %55, label %56, label %6, !dbg !975

56:                                               ; preds = %57, %54, %1
  ret void, !dbg !977

57:                                               ; preds = %6, %57
  %58 = phi i64 [ %69, %57 ], [ %7, %6 ]
    #dbg_value(i64 %58, !969, !DIExpression(), !972)
  %59 = getelementptr inbounds i32, ptr @u32a, i64 %58, !dbg !973
  %60 = load i32, ptr %59, align 4, !dbg !973, !tbaa !216
  %61 = getelementptr inbounds i32, ptr @i32b, i64 %58, !dbg !973
  %62 = load i32, ptr %61, align 4, !dbg !973, !tbaa !216
  %63 = and i32 %62, 31, !dbg !973
  %64 = shl i32 %60, %63, !dbg !973
  %65 = and i32 %62, 7, !dbg !973
  %66 = lshr i32 %60, %65, !dbg !973
  %67 = xor i32 %64, %66, !dbg !973
  %68 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %58, !dbg !973
  store i32 %67, ptr %68, align 4, !dbg !973, !tbaa !216
  %69 = add nuw nsw i64 %58, 1, !dbg !973
    #dbg_value(i64 %69, !969, !DIExpression(), !972)
  %70 = icmp eq i64 %69, %4, !dbg !973
  br i1 %70, label %56, label %57, !dbg !975, !llvm.loop !978
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul64_avx2(i32 noundef %0) unnamed_addr #12 !dbg !979 {
    #dbg_value(ptr @run_avx2.o64, !981, !DIExpression(), !987)
    #dbg_value(ptr @i64a, !982, !DIExpression(), !987)
    #dbg_value(ptr @i64b, !983, !DIExpression(), !987)
    #dbg_value(i32 %0, !984, !DIExpression(), !987)
    #dbg_value(i32 0, !985, !DIExpression(), !988)
  %2 = icmp sgt i32 %0, 0, !dbg !989
  br i1 %2, label %3, label %44, !dbg !991

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !989
  %5 = icmp ult i32 %0, 16, !dbg !991
  br i1 %5, label %6, label %8, !dbg !991

6:                                                ; preds = %42, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %42 ]
  br label %45, !dbg !991

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483632, !dbg !991
  br label %10, !dbg !991

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %40, %10 ], !dbg !989
  %12 = getelementptr inbounds i64, ptr @i64a, i64 %11, !dbg !989
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !989
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !989
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !989
  %16 = load <4 x i64>, ptr %12, align 16, !dbg !989, !tbaa !232
  %17 = load <4 x i64>, ptr %13, align 16, !dbg !989, !tbaa !232
  %18 = load <4 x i64>, ptr %14, align 16, !dbg !989, !tbaa !232
  %19 = load <4 x i64>, ptr %15, align 16, !dbg !989, !tbaa !232
  %20 = getelementptr inbounds i64, ptr @i64b, i64 %11, !dbg !989
  %21 = getelementptr inbounds i8, ptr %20, i64 32, !dbg !989
  %22 = getelementptr inbounds i8, ptr %20, i64 64, !dbg !989
  %23 = getelementptr inbounds i8, ptr %20, i64 96, !dbg !989
  %24 = load <4 x i64>, ptr %20, align 16, !dbg !989, !tbaa !232
  %25 = load <4 x i64>, ptr %21, align 16, !dbg !989, !tbaa !232
  %26 = load <4 x i64>, ptr %22, align 16, !dbg !989, !tbaa !232
  %27 = load <4 x i64>, ptr %23, align 16, !dbg !989, !tbaa !232
  %28 = mul <4 x i64> %24, %16, !dbg !989
  %29 = mul <4 x i64> %25, %17, !dbg !989
  %30 = mul <4 x i64> %26, %18, !dbg !989
  %31 = mul <4 x i64> %27, %19, !dbg !989
  %32 = add <4 x i64> %28, <i64 7, i64 7, i64 7, i64 7>, !dbg !989
  %33 = add <4 x i64> %29, <i64 7, i64 7, i64 7, i64 7>, !dbg !989
  %34 = add <4 x i64> %30, <i64 7, i64 7, i64 7, i64 7>, !dbg !989
  %35 = add <4 x i64> %31, <i64 7, i64 7, i64 7, i64 7>, !dbg !989
  %36 = getelementptr inbounds i64, ptr @run_avx2.o64, i64 %11, !dbg !989
  %37 = getelementptr inbounds i8, ptr %36, i64 32, !dbg !989
  %38 = getelementptr inbounds i8, ptr %36, i64 64, !dbg !989
  %39 = getelementptr inbounds i8, ptr %36, i64 96, !dbg !989
  store <4 x i64> %32, ptr %36, align 16, !dbg !989, !tbaa !232
  store <4 x i64> %33, ptr %37, align 16, !dbg !989, !tbaa !232
  store <4 x i64> %34, ptr %38, align 16, !dbg !989, !tbaa !232
  store <4 x i64> %35, ptr %39, align 16, !dbg !989, !tbaa !232
  %40 = add nuw i64 %11, 16, !dbg !989
  %41 = icmp eq i64 %40, %9, !dbg !989
  br i1 %41, label %42, label %10, !dbg !989, !llvm.loop !992

42:                                               ; preds = %10
  %43 = icmp eq i64 %9, %4, !dbg !991
  br i1 %43, label %44, label %6, !dbg !991

44:                                               ; preds = %45, %42, %1
  ret void, !dbg !993

45:                                               ; preds = %6, %45
  %46 = phi i64 [ %54, %45 ], [ %7, %6 ]
    #dbg_value(i64 %46, !985, !DIExpression(), !988)
  %47 = getelementptr inbounds i64, ptr @i64a, i64 %46, !dbg !989
  %48 = load i64, ptr %47, align 8, !dbg !989, !tbaa !232
  %49 = getelementptr inbounds i64, ptr @i64b, i64 %46, !dbg !989
  %50 = load i64, ptr %49, align 8, !dbg !989, !tbaa !232
  %51 = mul i64 %50, %48, !dbg !989
  %52 = add i64 %51, 7, !dbg !989
  %53 = getelementptr inbounds i64, ptr @run_avx2.o64, i64 %46, !dbg !989
  store i64 %52, ptr %53, align 8, !dbg !989, !tbaa !232
  %54 = add nuw nsw i64 %46, 1, !dbg !989
    #dbg_value(i64 %54, !985, !DIExpression(), !988)
  %55 = icmp eq i64 %54, %4, !dbg !989
  br i1 %55, label %44, label %45, !dbg !991, !llvm.loop !994
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @popcnt_avx2(i32 noundef %0) unnamed_addr #10 !dbg !995 {
    #dbg_value(ptr @u32a, !997, !DIExpression(), !1002)
    #dbg_value(i32 %0, !998, !DIExpression(), !1002)
    #dbg_value(i32 0, !999, !DIExpression(), !1002)
    #dbg_value(i32 0, !1000, !DIExpression(), !1003)
  %2 = icmp sgt i32 %0, 0, !dbg !1004
  br i1 %2, label %3, label %41, !dbg !1006

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1004
  %5 = icmp ult i32 %0, 32, !dbg !1006
  br i1 %5, label %6, label %9, !dbg !1006

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi i32 [ 0, %3 ], [ %39, %35 ]
  br label %43, !dbg !1006

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616, !dbg !1006
  br label %11, !dbg !1006

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ], !dbg !1004
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds i32, ptr @u32a, i64 %12, !dbg !1004
  %18 = getelementptr inbounds i8, ptr %17, i64 32, !dbg !1004
  %19 = getelementptr inbounds i8, ptr %17, i64 64, !dbg !1004
  %20 = getelementptr inbounds i8, ptr %17, i64 96, !dbg !1004
  %21 = load <8 x i32>, ptr %17, align 16, !dbg !1004, !tbaa !216
  %22 = load <8 x i32>, ptr %18, align 16, !dbg !1004, !tbaa !216
  %23 = load <8 x i32>, ptr %19, align 16, !dbg !1004, !tbaa !216
  %24 = load <8 x i32>, ptr %20, align 16, !dbg !1004, !tbaa !216
  %25 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %21), !dbg !1004
  %26 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %22), !dbg !1004
  %27 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %23), !dbg !1004
  %28 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %24), !dbg !1004
  %29 = add <8 x i32> %25, %13, !dbg !1004
  %30 = add <8 x i32> %26, %14, !dbg !1004
  %31 = add <8 x i32> %27, %15, !dbg !1004
  %32 = add <8 x i32> %28, %16, !dbg !1004
  %33 = add nuw i64 %12, 32, !dbg !1004
  %34 = icmp eq i64 %33, %10, !dbg !1004
  br i1 %34, label %35, label %11, !dbg !1004, !llvm.loop !1007

35:                                               ; preds = %11
  %36 = add <8 x i32> %30, %29, !dbg !1006
  %37 = add <8 x i32> %31, %36, !dbg !1006
  %38 = add <8 x i32> %32, %37, !dbg !1006
  %39 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %38), !dbg !1006
  %40 = icmp eq i64 %10, %4, !dbg !1006
  br i1 %40, label %41, label %6, !dbg !1006

41:                                               ; preds = %43, %35, %1
  %42 = phi i32 [ 0, %1 ], [ %39, %35 ], [ %49, %43 ], !dbg !1008
  ret i32 %42, !dbg !1008

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi i32 [ %49, %43 ], [ %8, %6 ]
    #dbg_value(i64 %44, !1000, !DIExpression(), !1003)
    #dbg_value(i32 %45, !999, !DIExpression(), !1002)
  %46 = getelementptr inbounds i32, ptr @u32a, i64 %44, !dbg !1004
  %47 = load i32, ptr %46, align 4, !dbg !1004, !tbaa !216
  %48 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %47), !dbg !1004
  %49 = add nuw nsw i32 %48, %45, !dbg !1004
    #dbg_value(i32 %49, !999, !DIExpression(), !1002)
  %50 = add nuw nsw i64 %44, 1, !dbg !1004
    #dbg_value(i64 %50, !1000, !DIExpression(), !1003)
  %51 = icmp eq i64 %50, %4, !dbg !1004
  br i1 %51, label %41, label %43, !dbg !1006, !llvm.loop !1009
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @gray_avx2(i32 noundef %0) unnamed_addr #12 !dbg !1010 {
    #dbg_value(ptr @run_avx2.o8, !1012, !DIExpression(), !1017)
    #dbg_value(ptr @u8b, !1013, !DIExpression(), !1017)
    #dbg_value(i32 %0, !1014, !DIExpression(), !1017)
    #dbg_value(i32 0, !1015, !DIExpression(), !1018)
  %2 = icmp sgt i32 %0, 0, !dbg !1019
  br i1 %2, label %3, label %64, !dbg !1021

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1019
  %5 = icmp ult i32 %0, 16, !dbg !1021
  br i1 %5, label %36, label %6, !dbg !1021

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32, !dbg !1021
  br i1 %7, label %38, label %8, !dbg !1021

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616, !dbg !1021
  br label %10, !dbg !1021

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ], !dbg !1019
  %12 = mul nuw nsw i64 %11, 3, !dbg !1019
  %13 = getelementptr inbounds i8, ptr @u8b, i64 %12, !dbg !1019
  %14 = load <96 x i8>, ptr %13, align 16, !dbg !1019, !tbaa !191
  %15 = shufflevector <96 x i8> %14, <96 x i8> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>, !dbg !1019
  %16 = shufflevector <96 x i8> %14, <96 x i8> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>, !dbg !1019
  %17 = shufflevector <96 x i8> %14, <96 x i8> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>, !dbg !1019
  %18 = zext <32 x i8> %15 to <32 x i32>, !dbg !1019
  %19 = mul nuw nsw <32 x i32> %18, <i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77>, !dbg !1019
  %20 = zext <32 x i8> %16 to <32 x i32>, !dbg !1019
  %21 = mul nuw nsw <32 x i32> %20, <i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150>, !dbg !1019
  %22 = add nuw nsw <32 x i32> %21, %19, !dbg !1019
  %23 = zext <32 x i8> %17 to <32 x i32>, !dbg !1019
  %24 = mul nuw nsw <32 x i32> %23, <i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29>, !dbg !1019
  %25 = add nuw nsw <32 x i32> %22, %24, !dbg !1019
  %26 = lshr <32 x i32> %25, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, !dbg !1019
  %27 = trunc <32 x i32> %26 to <32 x i8>, !dbg !1019
  %28 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %11, !dbg !1019
  store <32 x i8> %27, ptr %28, align 16, !dbg !1019, !tbaa !191
  %29 = add nuw i64 %11, 32, !dbg !1019
  %30 = icmp eq i64 %29, %9, !dbg !1019
  br i1 %30, label %31, label %10, !dbg !1019, !llvm.loop !1022

31:                                               ; preds = %10
  %32 = icmp eq i64 %9, %4, !dbg !1021
  br i1 %32, label %64, label %33, !dbg !1021

33:                                               ; preds = %31
  %34 = and i64 %4, 16, !dbg !1021
  %35 = icmp eq i64 %34, 0, !dbg !1021
  br i1 %35, label %36, label %38, !dbg !1021

36:                                               ; preds = %62, %3, %33
  %37 = phi i64 [ 0, %3 ], [ %9, %33 ], [ %40, %62 ]
  br label %65, !dbg !1021

38:                                               ; preds = %6, %33
  %39 = phi i64 [ %9, %33 ], [ 0, %6 ]
  %40 = and i64 %4, 2147483632, !dbg !1021
  br label %41, !dbg !1021

41:                                               ; preds = %41, %38
  %42 = phi i64 [ %39, %38 ], [ %60, %41 ], !dbg !1019
  %43 = mul nuw nsw i64 %42, 3, !dbg !1019
  %44 = getelementptr inbounds i8, ptr @u8b, i64 %43, !dbg !1019
  %45 = load <48 x i8>, ptr %44, align 16, !dbg !1019, !tbaa !191
  %46 = shufflevector <48 x i8> %45, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>, !dbg !1019
  %47 = shufflevector <48 x i8> %45, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>, !dbg !1019
  %48 = shufflevector <48 x i8> %45, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>, !dbg !1019
  %49 = zext <16 x i8> %46 to <16 x i32>, !dbg !1019
  %50 = mul nuw nsw <16 x i32> %49, <i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77>, !dbg !1019
  %51 = zext <16 x i8> %47 to <16 x i32>, !dbg !1019
  %52 = mul nuw nsw <16 x i32> %51, <i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150>, !dbg !1019
  %53 = add nuw nsw <16 x i32> %52, %50, !dbg !1019
  %54 = zext <16 x i8> %48 to <16 x i32>, !dbg !1019
  %55 = mul nuw nsw <16 x i32> %54, <i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29>, !dbg !1019
  %56 = add nuw nsw <16 x i32> %53, %55, !dbg !1019
  %57 = lshr <16 x i32> %56, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>, !dbg !1019
  %58 = trunc <16 x i32> %57 to <16 x i8>, !dbg !1019
  %59 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %42, !dbg !1019
  store <16 x i8> %58, ptr %59, align 16, !dbg !1019, !tbaa !191
  %60 = add nuw i64 %42, 16, !dbg !1019
  %61 = icmp eq i64 %60, %40, !dbg !1019
  br i1 %61, label %62, label %41, !dbg !1019, !llvm.loop !1023

62:                                               ; preds = %41
  %63 = icmp eq i64 %40, %4, !dbg !1021
  br i1 %63, label %64, label %36, !dbg !1021

64:                                               ; preds = %65, %31, %62, %1
  ret void, !dbg !1024

65:                                               ; preds = %36, %65
  %66 = phi i64 [ %85, %65 ], [ %37, %36 ]
    #dbg_value(i64 %66, !1015, !DIExpression(), !1018)
  %67 = mul nuw nsw i64 %66, 3, !dbg !1019
  %68 = getelementptr inbounds i8, ptr @u8b, i64 %67, !dbg !1019
  %69 = load i8, ptr %68, align 1, !dbg !1019, !tbaa !191
  %70 = zext i8 %69 to i32, !dbg !1019
  %71 = mul nuw nsw i32 %70, 77, !dbg !1019
  %72 = getelementptr inbounds i8, ptr %68, i64 1, !dbg !1019
  %73 = load i8, ptr %72, align 1, !dbg !1019, !tbaa !191
  %74 = zext i8 %73 to i32, !dbg !1019
  %75 = mul nuw nsw i32 %74, 150, !dbg !1019
  %76 = add nuw nsw i32 %75, %71, !dbg !1019
  %77 = getelementptr inbounds i8, ptr %68, i64 2, !dbg !1019
  %78 = load i8, ptr %77, align 1, !dbg !1019, !tbaa !191
  %79 = zext i8 %78 to i32, !dbg !1019
  %80 = mul nuw nsw i32 %79, 29, !dbg !1019
  %81 = add nuw nsw i32 %76, %80, !dbg !1019
  %82 = lshr i32 %81, 8, !dbg !1019
  %83 = trunc nuw i32 %82 to i8, !dbg !1019
  %84 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %66, !dbg !1019
  store i8 %83, ptr %84, align 1, !dbg !1019, !tbaa !191
  %85 = add nuw nsw i64 %66, 1, !dbg !1019
    #dbg_value(i64 %85, !1015, !DIExpression(), !1018)
  %86 = icmp eq i64 %85, %4, !dbg !1019
  br i1 %86, label %64, label %65, !dbg !1021, !llvm.loop !1025
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @divconst_avx2(i32 noundef %0) unnamed_addr #12 !dbg !1026 {
    #dbg_value(ptr @run_avx2.ou32, !1028, !DIExpression(), !1033)
    #dbg_value(ptr @u32a, !1029, !DIExpression(), !1033)
    #dbg_value(i32 %0, !1030, !DIExpression(), !1033)
    #dbg_value(i32 0, !1031, !DIExpression(), !1034)
  %2 = icmp sgt i32 %0, 0, !dbg !1035
  br i1 %2, label %3, label %40, !dbg !1037

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64, !dbg !1035
  %5 = icmp ult i32 %0, 32, !dbg !1037
  br i1 %5, label %6, label %8, !dbg !1037

6:                                                ; preds = %38, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %38 ]
  br label %41, !dbg !1037

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616, !dbg !1037
  br label %10, !dbg !1037

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %36, %10 ], !dbg !1035
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11, !dbg !1035
  %13 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !1035
  %14 = getelementptr inbounds i8, ptr %12, i64 64, !dbg !1035
  %15 = getelementptr inbounds i8, ptr %12, i64 96, !dbg !1035
  %16 = load <8 x i32>, ptr %12, align 16, !dbg !1035, !tbaa !216
  %17 = load <8 x i32>, ptr %13, align 16, !dbg !1035, !tbaa !216
  %18 = load <8 x i32>, ptr %14, align 16, !dbg !1035, !tbaa !216
  %19 = load <8 x i32>, ptr %15, align 16, !dbg !1035, !tbaa !216
  %20 = udiv <8 x i32> %16, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !1035
  %21 = udiv <8 x i32> %17, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !1035
  %22 = udiv <8 x i32> %18, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !1035
  %23 = udiv <8 x i32> %19, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !1035
  %24 = urem <8 x i32> %16, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>, !dbg !1035
  %25 = urem <8 x i32> %17, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>, !dbg !1035
  %26 = urem <8 x i32> %18, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>, !dbg !1035
  %27 = urem <8 x i32> %19, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>, !dbg !1035
  %28 = add nuw nsw <8 x i32> %20, %24, !dbg !1035
  %29 = add nuw nsw <8 x i32> %21, %25, !dbg !1035
  %30 = add nuw nsw <8 x i32> %22, %26, !dbg !1035
  %31 = add nuw nsw <8 x i32> %23, %27, !dbg !1035
  %32 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %11, !dbg !1035
  %33 = getelementptr inbounds i8, ptr %32, i64 32, !dbg !1035
  %34 = getelementptr inbounds i8, ptr %32, i64 64, !dbg !1035
  %35 = getelementptr inbounds i8, ptr %32, i64 96, !dbg !1035
  store <8 x i32> %28, ptr %32, align 16, !dbg !1035, !tbaa !216
  store <8 x i32> %29, ptr %33, align 16, !dbg !1035, !tbaa !216
  store <8 x i32> %30, ptr %34, align 16, !dbg !1035, !tbaa !216
  store <8 x i32> %31, ptr %35, align 16, !dbg !1035, !tbaa !216
  %36 = add nuw i64 %11, 32, !dbg !1035
  %37 = icmp eq i64 %36, %9, !dbg !1035
  br i1 %37, label %38, label %10, !dbg !1035, !llvm.loop !1038

38:                                               ; preds = %10
  %39 = icmp eq i64 %9, %4, !dbg !1037
  br i1 %39, label %40, label %6, !dbg !1037

40:                                               ; preds = %41, %38, %1
  ret void, !dbg !1039

41:                                               ; preds = %6, %41
  %42 = phi i64 [ %49, %41 ], [ %7, %6 ]
    #dbg_value(i64 %42, !1031, !DIExpression(), !1034)
  %43 = getelementptr inbounds i32, ptr @u32a, i64 %42, !dbg !1035
  %44 = load i32, ptr %43, align 4, !dbg !1035, !tbaa !216
  %45 = udiv i32 %44, 7, !dbg !1035
  %46 = urem i32 %44, 10, !dbg !1035
  %47 = add nuw nsw i32 %45, %46, !dbg !1035
  %48 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %42, !dbg !1035
  store i32 %47, ptr %48, align 4, !dbg !1035, !tbaa !216
  %49 = add nuw nsw i64 %42, 1, !dbg !1035
    #dbg_value(i64 %49, !1031, !DIExpression(), !1034)
  %50 = icmp eq i64 %49, %4, !dbg !1035
  br i1 %50, label %40, label %41, !dbg !1037, !llvm.loop !1040
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.umax.v8i8(<8 x i8>, <8 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.umax.v32i8(<32 x i8>, <32 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v32i8(<32 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v4i64(<4 x i64>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.ctpop.v8i32(<8 x i32>) #13

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #11 = { nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #12 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #15 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!155, !156, !157, !158, !159, !160, !161}
!llvm.ident = !{!162}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "i8a", scope: !2, file: !3, line: 15, type: !154, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !35, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/autovec_kernels.c", directory: ".", checksumkind: CSK_MD5, checksum: "38103d21e667e06b2cf9eb632650d397")
!4 = !{!5, !10, !14, !17, !20, !23, !19, !24, !25, !28, !31, !34}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !8, line: 37, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !11, line: 24, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !13)
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 25, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !16)
!16 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !19)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !22)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !11, line: 26, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !11, line: 27, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !30)
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !11, line: 25, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !8, line: 40, baseType: !33)
!33 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !{!36, !42, !47, !52, !0, !57, !62, !64, !67, !69, !72, !74, !76, !79, !82, !84, !87, !89, !92, !94, !111, !113, !115, !117, !119, !121, !123, !125, !140, !142, !144, !146, !148, !150, !152}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 181, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 136, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 17)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 184, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 16)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 184, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 48, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 6)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 184, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 56, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 7)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "u8a", scope: !2, file: !3, line: 16, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8248, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 1031)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "u8b", scope: !2, file: !3, line: 16, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "i16a", scope: !2, file: !3, line: 17, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16496, elements: !60)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "i16b", scope: !2, file: !3, line: 17, type: !66, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "i32a", scope: !2, file: !3, line: 18, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 32992, elements: !60)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "i32b", scope: !2, file: !3, line: 18, type: !71, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 18, type: !71, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "u32a", scope: !2, file: !3, line: 19, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 32992, elements: !60)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "i64a", scope: !2, file: !3, line: 20, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 65984, elements: !60)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "i64b", scope: !2, file: !3, line: 20, type: !81, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 21, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32992, elements: !60)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 21, type: !86, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 22, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 65984, elements: !60)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "hash", scope: !2, file: !3, line: 24, type: !28, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "o32", scope: !96, file: !3, line: 164, type: !71, isLocal: true, isDefinition: true)
!96 = distinct !DISubprogram(name: "run_base", scope: !3, file: !3, line: 164, type: !97, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!28}
!99 = !{!100, !101, !102, !103, !105, !109}
!100 = !DILocalVariable(name: "h", scope: !96, file: !3, line: 164, type: !28)
!101 = !DILocalVariable(name: "mn", scope: !96, file: !3, line: 164, type: !17)
!102 = !DILocalVariable(name: "mx", scope: !96, file: !3, line: 164, type: !17)
!103 = !DILocalVariable(name: "n", scope: !104, file: !3, line: 164, type: !19)
!104 = distinct !DILexicalBlock(scope: !96, file: !3, line: 164, column: 1)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 164, type: !19)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 164, column: 1)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 164, column: 1)
!108 = distinct !DILexicalBlock(scope: !104, file: !3, line: 164, column: 1)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 164, type: !19)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 164, column: 1)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "ou32", scope: !96, file: !3, line: 164, type: !78, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "o8", scope: !96, file: !3, line: 164, type: !59, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "o16", scope: !96, file: !3, line: 164, type: !66, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "of", scope: !96, file: !3, line: 164, type: !86, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "y", scope: !96, file: !3, line: 164, type: !86, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "od", scope: !96, file: !3, line: 164, type: !91, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "o64", scope: !96, file: !3, line: 164, type: !81, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "o32", scope: !127, file: !3, line: 165, type: !71, isLocal: true, isDefinition: true)
!127 = distinct !DISubprogram(name: "run_avx2", scope: !3, file: !3, line: 165, type: !97, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!128 = !{!129, !130, !131, !132, !134, !138}
!129 = !DILocalVariable(name: "h", scope: !127, file: !3, line: 165, type: !28)
!130 = !DILocalVariable(name: "mn", scope: !127, file: !3, line: 165, type: !17)
!131 = !DILocalVariable(name: "mx", scope: !127, file: !3, line: 165, type: !17)
!132 = !DILocalVariable(name: "n", scope: !133, file: !3, line: 165, type: !19)
!133 = distinct !DILexicalBlock(scope: !127, file: !3, line: 165, column: 1)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 165, type: !19)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 165, column: 1)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 165, column: 1)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 165, column: 1)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 165, type: !19)
!139 = distinct !DILexicalBlock(scope: !136, file: !3, line: 165, column: 1)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "ou32", scope: !127, file: !3, line: 165, type: !78, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "o8", scope: !127, file: !3, line: 165, type: !59, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "o16", scope: !127, file: !3, line: 165, type: !66, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "of", scope: !127, file: !3, line: 165, type: !86, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "y", scope: !127, file: !3, line: 165, type: !86, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "od", scope: !127, file: !3, line: 165, type: !91, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "o64", scope: !127, file: !3, line: 165, type: !81, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8248, elements: !60)
!155 = !{i32 7, !"Dwarf Version", i32 5}
!156 = !{i32 2, !"Debug Info Version", i32 3}
!157 = !{i32 1, !"wchar_size", i32 4}
!158 = !{i32 8, !"PIC Level", i32 2}
!159 = !{i32 7, !"PIE Level", i32 2}
!160 = !{i32 7, !"uwtable", i32 2}
!161 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!162 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!163 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 167, type: !164, scopeLine: 167, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!19}
!166 = !{!167, !168, !170, !171}
!167 = !DILocalVariable(name: "s", scope: !163, file: !3, line: 168, type: !25)
!168 = !DILocalVariable(name: "i", scope: !169, file: !3, line: 169, type: !19)
!169 = distinct !DILexicalBlock(scope: !163, file: !3, line: 169, column: 5)
!170 = !DILocalVariable(name: "base", scope: !163, file: !3, line: 180, type: !28)
!171 = !DILocalVariable(name: "same", scope: !163, file: !3, line: 182, type: !19)
!172 = !DILocation(line: 0, scope: !163)
!173 = !DILocation(line: 0, scope: !169)
!174 = !DILocation(line: 169, column: 5, scope: !169)
!175 = !DILocation(line: 180, column: 21, scope: !163)
!176 = !DILocation(line: 181, column: 5, scope: !163)
!177 = !DILocation(line: 183, column: 9, scope: !178)
!178 = distinct !DILexicalBlock(scope: !163, file: !3, line: 183, column: 9)
!179 = !DILocation(line: 183, column: 9, scope: !163)
!180 = !DILocation(line: 170, column: 16, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 169, column: 33)
!182 = distinct !DILexicalBlock(scope: !169, file: !3, line: 169, column: 5)
!183 = !DILocation(line: 170, column: 11, scope: !181)
!184 = !DILocation(line: 170, column: 30, scope: !181)
!185 = !DILocation(line: 170, column: 25, scope: !181)
!186 = !DILocation(line: 170, column: 44, scope: !181)
!187 = !DILocation(line: 170, column: 39, scope: !181)
!188 = !DILocation(line: 171, column: 18, scope: !181)
!189 = !DILocation(line: 171, column: 9, scope: !181)
!190 = !DILocation(line: 171, column: 16, scope: !181)
!191 = !{!192, !192, i64 0}
!192 = !{!"omnipotent char", !193, i64 0}
!193 = !{!"Simple C/C++ TBAA"}
!194 = !DILocation(line: 171, column: 50, scope: !181)
!195 = !DILocation(line: 171, column: 38, scope: !181)
!196 = !DILocation(line: 171, column: 29, scope: !181)
!197 = !DILocation(line: 171, column: 36, scope: !181)
!198 = !DILocation(line: 171, column: 78, scope: !181)
!199 = !DILocation(line: 171, column: 66, scope: !181)
!200 = !DILocation(line: 171, column: 57, scope: !181)
!201 = !DILocation(line: 171, column: 64, scope: !181)
!202 = !DILocation(line: 172, column: 31, scope: !181)
!203 = !DILocation(line: 172, column: 19, scope: !181)
!204 = !DILocation(line: 172, column: 9, scope: !181)
!205 = !DILocation(line: 172, column: 17, scope: !181)
!206 = !{!207, !207, i64 0}
!207 = !{!"short", !192, i64 0}
!208 = !DILocation(line: 172, column: 60, scope: !181)
!209 = !DILocation(line: 172, column: 48, scope: !181)
!210 = !DILocation(line: 172, column: 38, scope: !181)
!211 = !DILocation(line: 172, column: 46, scope: !181)
!212 = !DILocation(line: 173, column: 31, scope: !181)
!213 = !DILocation(line: 173, column: 40, scope: !181)
!214 = !DILocation(line: 173, column: 9, scope: !181)
!215 = !DILocation(line: 173, column: 17, scope: !181)
!216 = !{!217, !217, i64 0}
!217 = !{!"int", !192, i64 0}
!218 = !DILocation(line: 173, column: 71, scope: !181)
!219 = !DILocation(line: 173, column: 78, scope: !181)
!220 = !DILocation(line: 173, column: 49, scope: !181)
!221 = !DILocation(line: 173, column: 57, scope: !181)
!222 = !DILocation(line: 174, column: 21, scope: !181)
!223 = !DILocation(line: 174, column: 9, scope: !181)
!224 = !DILocation(line: 174, column: 17, scope: !181)
!225 = !DILocation(line: 175, column: 30, scope: !181)
!226 = !DILocation(line: 175, column: 9, scope: !181)
!227 = !DILocation(line: 175, column: 16, scope: !181)
!228 = !DILocation(line: 176, column: 19, scope: !181)
!229 = !DILocation(line: 176, column: 30, scope: !181)
!230 = !DILocation(line: 176, column: 9, scope: !181)
!231 = !DILocation(line: 176, column: 17, scope: !181)
!232 = !{!233, !233, i64 0}
!233 = !{!"long", !192, i64 0}
!234 = !DILocation(line: 176, column: 63, scope: !181)
!235 = !DILocation(line: 176, column: 51, scope: !181)
!236 = !DILocation(line: 176, column: 77, scope: !181)
!237 = !DILocation(line: 176, column: 41, scope: !181)
!238 = !DILocation(line: 176, column: 49, scope: !181)
!239 = !DILocation(line: 177, column: 32, scope: !181)
!240 = !DILocation(line: 177, column: 17, scope: !181)
!241 = !DILocation(line: 177, column: 40, scope: !181)
!242 = !DILocation(line: 177, column: 9, scope: !181)
!243 = !DILocation(line: 177, column: 15, scope: !181)
!244 = !{!245, !245, i64 0}
!245 = !{!"float", !192, i64 0}
!246 = !DILocation(line: 177, column: 69, scope: !181)
!247 = !DILocation(line: 177, column: 54, scope: !181)
!248 = !DILocation(line: 177, column: 76, scope: !181)
!249 = !DILocation(line: 177, column: 46, scope: !181)
!250 = !DILocation(line: 177, column: 52, scope: !181)
!251 = !DILocation(line: 169, column: 29, scope: !182)
!252 = !DILocation(line: 169, column: 23, scope: !182)
!253 = distinct !{!253, !174, !254, !255}
!254 = !DILocation(line: 179, column: 5, scope: !169)
!255 = !{!"llvm.loop.mustprogress"}
!256 = !DILocation(line: 183, column: 48, scope: !178)
!257 = !DILocation(line: 183, column: 59, scope: !178)
!258 = !DILocation(line: 184, column: 32, scope: !163)
!259 = !DILocation(line: 183, column: 41, scope: !178)
!260 = !DILocation(line: 180, column: 14, scope: !163)
!261 = !DILocation(line: 184, column: 5, scope: !163)
!262 = !DILocalVariable(name: "p", arg: 1, scope: !263, file: !3, line: 25, type: !266)
!263 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 25, type: !264, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !270)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !266, !268}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !269, line: 18, baseType: !30)
!269 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!270 = !{!262, !271, !272, !275}
!271 = !DILocalVariable(name: "n", arg: 2, scope: !263, file: !3, line: 25, type: !268)
!272 = !DILocalVariable(name: "b", scope: !263, file: !3, line: 26, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!275 = !DILocalVariable(name: "i", scope: !276, file: !3, line: 27, type: !268)
!276 = distinct !DILexicalBlock(scope: !263, file: !3, line: 27, column: 5)
!277 = !DILocation(line: 0, scope: !263, inlinedAt: !278)
!278 = distinct !DILocation(line: 185, column: 5, scope: !163)
!279 = !DILocation(line: 0, scope: !276, inlinedAt: !278)
!280 = !DILocation(line: 27, column: 51, scope: !281, inlinedAt: !278)
!281 = distinct !DILexicalBlock(scope: !276, file: !3, line: 27, column: 5)
!282 = !DILocation(line: 27, column: 49, scope: !281, inlinedAt: !278)
!283 = !DILocation(line: 27, column: 57, scope: !281, inlinedAt: !278)
!284 = !DILocation(line: 27, scope: !281, inlinedAt: !278)
!285 = !DILocation(line: 186, column: 12, scope: !163)
!286 = !DILocation(line: 186, column: 5, scope: !163)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 0, scope: !96)
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 164, column: 1, scope: !96)
!291 = !DILocation(line: 0, scope: !104)
!292 = !DILocation(line: 164, column: 1, scope: !104)
!293 = !DILocation(line: 164, column: 1, scope: !107)
!294 = !DILocation(line: 0, scope: !106)
!295 = !DILocation(line: 164, column: 1, scope: !106)
!296 = !DILocation(line: 0, scope: !110)
!297 = !DILocation(line: 164, column: 1, scope: !110)
!298 = !DILocation(line: 164, column: 1, scope: !299)
!299 = distinct !DILexicalBlock(scope: !106, file: !3, line: 164, column: 1)
!300 = !{!301, !301, i64 0}
!301 = !{!"double", !192, i64 0}
!302 = distinct !{!302, !295, !295, !255}
!303 = !DILocation(line: 164, column: 1, scope: !304)
!304 = distinct !DILexicalBlock(scope: !110, file: !3, line: 164, column: 1)
!305 = !DILocation(line: 164, column: 1, scope: !108)
!306 = distinct !{!306, !292, !292, !255}
!307 = distinct !{!307, !297, !297, !255}
!308 = !DISubprogram(name: "printf", scope: !309, file: !309, line: 356, type: !310, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!309 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!310 = !DISubroutineType(types: !311)
!311 = !{!19, !312, null}
!312 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!315 = distinct !DIAssignID()
!316 = !DILocation(line: 0, scope: !127)
!317 = distinct !DIAssignID()
!318 = !DILocation(line: 165, column: 1, scope: !127)
!319 = !DILocation(line: 0, scope: !133)
!320 = !DILocation(line: 165, column: 1, scope: !133)
!321 = !DILocation(line: 165, column: 1, scope: !136)
!322 = !DILocation(line: 0, scope: !135)
!323 = !DILocation(line: 165, column: 1, scope: !135)
!324 = !DILocation(line: 0, scope: !139)
!325 = !DILocation(line: 165, column: 1, scope: !139)
!326 = !DILocation(line: 165, column: 1, scope: !327)
!327 = distinct !DILexicalBlock(scope: !135, file: !3, line: 165, column: 1)
!328 = distinct !{!328, !323, !323, !255}
!329 = !DILocation(line: 165, column: 1, scope: !330)
!330 = distinct !DILexicalBlock(scope: !139, file: !3, line: 165, column: 1)
!331 = !DILocation(line: 165, column: 1, scope: !137)
!332 = distinct !{!332, !320, !320, !255}
!333 = distinct !{!333, !325, !325, !255}
!334 = distinct !DISubprogram(name: "sum_i8_base", scope: !3, file: !3, line: 164, type: !335, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !339)
!335 = !DISubroutineType(cc: DW_CC_nocall, types: !336)
!336 = !{!17, !337, !19}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!339 = !{!340, !341, !342, !343}
!340 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !3, line: 164, type: !337)
!341 = !DILocalVariable(name: "n", arg: 2, scope: !334, file: !3, line: 164, type: !19)
!342 = !DILocalVariable(name: "s", scope: !334, file: !3, line: 164, type: !17)
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 164, type: !19)
!344 = distinct !DILexicalBlock(scope: !334, file: !3, line: 164, column: 1)
!345 = !DILocation(line: 0, scope: !334)
!346 = !DILocation(line: 0, scope: !344)
!347 = !DILocation(line: 164, column: 1, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !3, line: 164, column: 1)
!349 = !DILocation(line: 164, column: 1, scope: !344)
!350 = distinct !{!350, !349, !349, !255, !351, !352}
!351 = !{!"llvm.loop.isvectorized", i32 1}
!352 = !{!"llvm.loop.unroll.runtime.disable"}
!353 = !DILocation(line: 164, column: 1, scope: !334)
!354 = distinct !{!354, !349, !349, !255, !352, !351}
!355 = distinct !DISubprogram(name: "dot16_base", scope: !3, file: !3, line: 164, type: !356, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !360)
!356 = !DISubroutineType(cc: DW_CC_nocall, types: !357)
!357 = !{!25, !358, !358, !19}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!360 = !{!361, !362, !363, !364, !365}
!361 = !DILocalVariable(name: "a", arg: 1, scope: !355, file: !3, line: 164, type: !358)
!362 = !DILocalVariable(name: "b", arg: 2, scope: !355, file: !3, line: 164, type: !358)
!363 = !DILocalVariable(name: "n", arg: 3, scope: !355, file: !3, line: 164, type: !19)
!364 = !DILocalVariable(name: "s", scope: !355, file: !3, line: 164, type: !25)
!365 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 164, type: !19)
!366 = distinct !DILexicalBlock(scope: !355, file: !3, line: 164, column: 1)
!367 = !DILocation(line: 0, scope: !355)
!368 = !DILocation(line: 0, scope: !366)
!369 = !DILocation(line: 164, column: 1, scope: !370)
!370 = distinct !DILexicalBlock(scope: !366, file: !3, line: 164, column: 1)
!371 = !DILocation(line: 164, column: 1, scope: !366)
!372 = distinct !{!372, !371, !371, !255, !351, !352}
!373 = !DILocation(line: 164, column: 1, scope: !355)
!374 = distinct !{!374, !371, !371, !255, !352, !351}
!375 = distinct !DISubprogram(name: "minmax_base", scope: !3, file: !3, line: 164, type: !376, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !381)
!376 = !DISubroutineType(cc: DW_CC_nocall, types: !377)
!377 = !{null, !378, !19, !380, !380}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!381 = !{!382, !383, !384, !385, !386, !387, !388}
!382 = !DILocalVariable(name: "a", arg: 1, scope: !375, file: !3, line: 164, type: !378)
!383 = !DILocalVariable(name: "n", arg: 2, scope: !375, file: !3, line: 164, type: !19)
!384 = !DILocalVariable(name: "mn", arg: 3, scope: !375, file: !3, line: 164, type: !380)
!385 = !DILocalVariable(name: "mx", arg: 4, scope: !375, file: !3, line: 164, type: !380)
!386 = !DILocalVariable(name: "lo", scope: !375, file: !3, line: 164, type: !17)
!387 = !DILocalVariable(name: "hi", scope: !375, file: !3, line: 164, type: !17)
!388 = !DILocalVariable(name: "i", scope: !389, file: !3, line: 164, type: !19)
!389 = distinct !DILexicalBlock(scope: !375, file: !3, line: 164, column: 1)
!390 = !DILocation(line: 0, scope: !375)
!391 = !DILocation(line: 164, column: 1, scope: !375)
!392 = !DILocation(line: 0, scope: !389)
!393 = !DILocation(line: 164, column: 1, scope: !394)
!394 = distinct !DILexicalBlock(scope: !389, file: !3, line: 164, column: 1)
!395 = !DILocation(line: 164, column: 1, scope: !389)
!396 = !DILocation(line: 164, column: 1, scope: !397)
!397 = distinct !DILexicalBlock(scope: !394, file: !3, line: 164, column: 1)
!398 = distinct !{!398, !395, !395, !255, !351, !352}
!399 = distinct !{!399, !395, !395, !255, !352, !351}
!400 = distinct !DISubprogram(name: "umax8_base", scope: !3, file: !3, line: 164, type: !401, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !405)
!401 = !DISubroutineType(cc: DW_CC_nocall, types: !402)
!402 = !{!10, !403, !19}
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!405 = !{!406, !407, !408, !409}
!406 = !DILocalVariable(name: "a", arg: 1, scope: !400, file: !3, line: 164, type: !403)
!407 = !DILocalVariable(name: "n", arg: 2, scope: !400, file: !3, line: 164, type: !19)
!408 = !DILocalVariable(name: "m", scope: !400, file: !3, line: 164, type: !10)
!409 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 164, type: !19)
!410 = distinct !DILexicalBlock(scope: !400, file: !3, line: 164, column: 1)
!411 = !DILocation(line: 0, scope: !400)
!412 = !DILocation(line: 0, scope: !410)
!413 = !DILocation(line: 164, column: 1, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !3, line: 164, column: 1)
!415 = !DILocation(line: 164, column: 1, scope: !410)
!416 = distinct !{!416, !415, !415, !255, !351, !352}
!417 = distinct !{!417, !415, !415, !255, !351, !352}
!418 = !DILocation(line: 164, column: 1, scope: !400)
!419 = distinct !{!419, !415, !415, !255, !352, !351}
!420 = distinct !DISubprogram(name: "count_gt_base", scope: !3, file: !3, line: 164, type: !421, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!421 = !DISubroutineType(cc: DW_CC_nocall, types: !422)
!422 = !{!19, !378, !19, !17}
!423 = !{!424, !425, !426, !427, !428}
!424 = !DILocalVariable(name: "a", arg: 1, scope: !420, file: !3, line: 164, type: !378)
!425 = !DILocalVariable(name: "n", arg: 2, scope: !420, file: !3, line: 164, type: !19)
!426 = !DILocalVariable(name: "t", arg: 3, scope: !420, file: !3, line: 164, type: !17)
!427 = !DILocalVariable(name: "c", scope: !420, file: !3, line: 164, type: !19)
!428 = !DILocalVariable(name: "i", scope: !429, file: !3, line: 164, type: !19)
!429 = distinct !DILexicalBlock(scope: !420, file: !3, line: 164, column: 1)
!430 = !DILocation(line: 0, scope: !420)
!431 = !DILocation(line: 0, scope: !429)
!432 = !DILocation(line: 164, column: 1, scope: !433)
!433 = distinct !DILexicalBlock(scope: !429, file: !3, line: 164, column: 1)
!434 = !DILocation(line: 164, column: 1, scope: !429)
!435 = distinct !{!435, !434, !434, !255, !351, !352}
!436 = !DILocation(line: 164, column: 1, scope: !420)
!437 = distinct !{!437, !434, !434, !255, !352, !351}
!438 = distinct !DISubprogram(name: "any_eq_base", scope: !3, file: !3, line: 164, type: !439, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !441)
!439 = !DISubroutineType(cc: DW_CC_nocall, types: !440)
!440 = !{!19, !358, !19, !14}
!441 = !{!442, !443, !444, !445, !446}
!442 = !DILocalVariable(name: "a", arg: 1, scope: !438, file: !3, line: 164, type: !358)
!443 = !DILocalVariable(name: "n", arg: 2, scope: !438, file: !3, line: 164, type: !19)
!444 = !DILocalVariable(name: "k", arg: 3, scope: !438, file: !3, line: 164, type: !14)
!445 = !DILocalVariable(name: "found", scope: !438, file: !3, line: 164, type: !19)
!446 = !DILocalVariable(name: "i", scope: !447, file: !3, line: 164, type: !19)
!447 = distinct !DILexicalBlock(scope: !438, file: !3, line: 164, column: 1)
!448 = !DILocation(line: 0, scope: !438)
!449 = !DILocation(line: 0, scope: !447)
!450 = !DILocation(line: 164, column: 1, scope: !451)
!451 = distinct !DILexicalBlock(scope: !447, file: !3, line: 164, column: 1)
!452 = !DILocation(line: 164, column: 1, scope: !447)
!453 = distinct !{!453, !452, !452, !255, !351, !352}
!454 = !DILocation(line: 164, column: 1, scope: !438)
!455 = distinct !{!455, !452, !452, !255, !352, !351}
!456 = distinct !DISubprogram(name: "xor64_base", scope: !3, file: !3, line: 164, type: !457, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !461)
!457 = !DISubroutineType(cc: DW_CC_nocall, types: !458)
!458 = !{!28, !459, !19}
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !460, size: 64)
!460 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!461 = !{!462, !463, !464, !465}
!462 = !DILocalVariable(name: "a", arg: 1, scope: !456, file: !3, line: 164, type: !459)
!463 = !DILocalVariable(name: "n", arg: 2, scope: !456, file: !3, line: 164, type: !19)
!464 = !DILocalVariable(name: "x", scope: !456, file: !3, line: 164, type: !28)
!465 = !DILocalVariable(name: "i", scope: !466, file: !3, line: 164, type: !19)
!466 = distinct !DILexicalBlock(scope: !456, file: !3, line: 164, column: 1)
!467 = !DILocation(line: 0, scope: !456)
!468 = !DILocation(line: 0, scope: !466)
!469 = !DILocation(line: 164, column: 1, scope: !470)
!470 = distinct !DILexicalBlock(scope: !466, file: !3, line: 164, column: 1)
!471 = !DILocation(line: 164, column: 1, scope: !466)
!472 = distinct !{!472, !471, !471, !255, !351, !352}
!473 = !DILocation(line: 164, column: 1, scope: !456)
!474 = distinct !{!474, !471, !471, !255, !352, !351}
!475 = distinct !DISubprogram(name: "saxpy_base", scope: !3, file: !3, line: 164, type: !476, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !481)
!476 = !DISubroutineType(cc: DW_CC_nocall, types: !477)
!477 = !{null, !478, !479, !23, !19}
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !480, size: 64)
!480 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!481 = !{!482, !483, !484, !485, !486}
!482 = !DILocalVariable(name: "y", arg: 1, scope: !475, file: !3, line: 164, type: !478)
!483 = !DILocalVariable(name: "x", arg: 2, scope: !475, file: !3, line: 164, type: !479)
!484 = !DILocalVariable(name: "k", arg: 3, scope: !475, file: !3, line: 164, type: !23)
!485 = !DILocalVariable(name: "n", arg: 4, scope: !475, file: !3, line: 164, type: !19)
!486 = !DILocalVariable(name: "i", scope: !487, file: !3, line: 164, type: !19)
!487 = distinct !DILexicalBlock(scope: !475, file: !3, line: 164, column: 1)
!488 = !DILocation(line: 0, scope: !475)
!489 = !DILocation(line: 0, scope: !487)
!490 = !DILocation(line: 164, column: 1, scope: !491)
!491 = distinct !DILexicalBlock(scope: !487, file: !3, line: 164, column: 1)
!492 = !DILocation(line: 164, column: 1, scope: !487)
!493 = distinct !{!493, !492, !492, !255, !351, !352}
!494 = !DILocation(line: 164, column: 1, scope: !475)
!495 = distinct !{!495, !492, !492, !255, !352, !351}
!496 = distinct !DISubprogram(name: "absdiff_base", scope: !3, file: !3, line: 164, type: !497, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !499)
!497 = !DISubroutineType(cc: DW_CC_nocall, types: !498)
!498 = !{null, !380, !378, !378, !19}
!499 = !{!500, !501, !502, !503, !504}
!500 = !DILocalVariable(name: "o", arg: 1, scope: !496, file: !3, line: 164, type: !380)
!501 = !DILocalVariable(name: "a", arg: 2, scope: !496, file: !3, line: 164, type: !378)
!502 = !DILocalVariable(name: "b", arg: 3, scope: !496, file: !3, line: 164, type: !378)
!503 = !DILocalVariable(name: "n", arg: 4, scope: !496, file: !3, line: 164, type: !19)
!504 = !DILocalVariable(name: "i", scope: !505, file: !3, line: 164, type: !19)
!505 = distinct !DILexicalBlock(scope: !496, file: !3, line: 164, column: 1)
!506 = !DILocation(line: 0, scope: !496)
!507 = !DILocation(line: 0, scope: !505)
!508 = !DILocation(line: 164, column: 1, scope: !509)
!509 = distinct !DILexicalBlock(scope: !505, file: !3, line: 164, column: 1)
!510 = !DILocation(line: 164, column: 1, scope: !505)
!511 = distinct !{!511, !510, !510, !255, !351, !352}
!512 = !DILocation(line: 164, column: 1, scope: !496)
!513 = distinct !{!513, !510, !510, !255, !352, !351}
!514 = distinct !DISubprogram(name: "clamp_u8_base", scope: !3, file: !3, line: 164, type: !515, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !518)
!515 = !DISubroutineType(cc: DW_CC_nocall, types: !516)
!516 = !{null, !517, !378, !19}
!517 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!518 = !{!519, !520, !521, !522}
!519 = !DILocalVariable(name: "o", arg: 1, scope: !514, file: !3, line: 164, type: !517)
!520 = !DILocalVariable(name: "a", arg: 2, scope: !514, file: !3, line: 164, type: !378)
!521 = !DILocalVariable(name: "n", arg: 3, scope: !514, file: !3, line: 164, type: !19)
!522 = !DILocalVariable(name: "i", scope: !523, file: !3, line: 164, type: !19)
!523 = distinct !DILexicalBlock(scope: !514, file: !3, line: 164, column: 1)
!524 = !DILocation(line: 0, scope: !514)
!525 = !DILocation(line: 0, scope: !523)
!526 = !DILocation(line: 164, column: 1, scope: !527)
!527 = distinct !DILexicalBlock(scope: !523, file: !3, line: 164, column: 1)
!528 = !DILocation(line: 164, column: 1, scope: !523)
!529 = distinct !{!529, !528, !528, !255, !351, !352}
!530 = !DILocation(line: 164, column: 1, scope: !514)
!531 = distinct !{!531, !528, !528, !255, !352, !351}
!532 = distinct !DISubprogram(name: "convert_base", scope: !3, file: !3, line: 164, type: !533, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !537)
!533 = !DISubroutineType(cc: DW_CC_nocall, types: !534)
!534 = !{null, !478, !535, !536, !378, !403, !19}
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!536 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!537 = !{!538, !539, !540, !541, !542, !543, !544}
!538 = !DILocalVariable(name: "f", arg: 1, scope: !532, file: !3, line: 164, type: !478)
!539 = !DILocalVariable(name: "d", arg: 2, scope: !532, file: !3, line: 164, type: !535)
!540 = !DILocalVariable(name: "s", arg: 3, scope: !532, file: !3, line: 164, type: !536)
!541 = !DILocalVariable(name: "a", arg: 4, scope: !532, file: !3, line: 164, type: !378)
!542 = !DILocalVariable(name: "u", arg: 5, scope: !532, file: !3, line: 164, type: !403)
!543 = !DILocalVariable(name: "n", arg: 6, scope: !532, file: !3, line: 164, type: !19)
!544 = !DILocalVariable(name: "i", scope: !545, file: !3, line: 164, type: !19)
!545 = distinct !DILexicalBlock(scope: !532, file: !3, line: 164, column: 1)
!546 = !DILocation(line: 0, scope: !532)
!547 = !DILocation(line: 0, scope: !545)
!548 = !DILocation(line: 164, column: 1, scope: !549)
!549 = distinct !DILexicalBlock(scope: !545, file: !3, line: 164, column: 1)
!550 = !DILocation(line: 164, column: 1, scope: !545)
!551 = !DILocation(line: 164, column: 1, scope: !552)
!552 = distinct !DILexicalBlock(scope: !549, file: !3, line: 164, column: 1)
!553 = distinct !{!553, !550, !550, !255, !351, !352}
!554 = !DILocation(line: 164, column: 1, scope: !532)
!555 = distinct !{!555, !550, !550, !255, !352, !351}
!556 = distinct !DISubprogram(name: "stride2_base", scope: !3, file: !3, line: 164, type: !557, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !559)
!557 = !DISubroutineType(cc: DW_CC_nocall, types: !558)
!558 = !{!17, !378, !19}
!559 = !{!560, !561, !562, !563}
!560 = !DILocalVariable(name: "a", arg: 1, scope: !556, file: !3, line: 164, type: !378)
!561 = !DILocalVariable(name: "n", arg: 2, scope: !556, file: !3, line: 164, type: !19)
!562 = !DILocalVariable(name: "s", scope: !556, file: !3, line: 164, type: !17)
!563 = !DILocalVariable(name: "i", scope: !564, file: !3, line: 164, type: !19)
!564 = distinct !DILexicalBlock(scope: !556, file: !3, line: 164, column: 1)
!565 = !DILocation(line: 0, scope: !556)
!566 = !DILocation(line: 0, scope: !564)
!567 = !DILocation(line: 164, column: 1, scope: !568)
!568 = distinct !DILexicalBlock(scope: !564, file: !3, line: 164, column: 1)
!569 = !DILocation(line: 164, column: 1, scope: !564)
!570 = distinct !{!570, !569, !569, !255, !351, !352}
!571 = !DILocation(line: 164, column: 1, scope: !556)
!572 = distinct !{!572, !569, !569, !255, !352, !351}
!573 = distinct !DISubprogram(name: "reverse_base", scope: !3, file: !3, line: 164, type: !574, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !576)
!574 = !DISubroutineType(cc: DW_CC_nocall, types: !575)
!575 = !{null, !536, !358, !19}
!576 = !{!577, !578, !579, !580}
!577 = !DILocalVariable(name: "o", arg: 1, scope: !573, file: !3, line: 164, type: !536)
!578 = !DILocalVariable(name: "a", arg: 2, scope: !573, file: !3, line: 164, type: !358)
!579 = !DILocalVariable(name: "n", arg: 3, scope: !573, file: !3, line: 164, type: !19)
!580 = !DILocalVariable(name: "i", scope: !581, file: !3, line: 164, type: !19)
!581 = distinct !DILexicalBlock(scope: !573, file: !3, line: 164, column: 1)
!582 = !DILocation(line: 0, scope: !573)
!583 = !DILocation(line: 0, scope: !581)
!584 = !DILocation(line: 164, column: 1, scope: !585)
!585 = distinct !DILexicalBlock(scope: !581, file: !3, line: 164, column: 1)
!586 = !DILocation(line: 164, column: 1, scope: !581)
!587 = distinct !{!587, !586, !586, !255, !351, !352}
!588 = !DILocation(line: 164, column: 1, scope: !573)
!589 = distinct !{!589, !586, !586, !255, !352, !351}
!590 = distinct !DISubprogram(name: "gather_base", scope: !3, file: !3, line: 164, type: !591, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !593)
!591 = !DISubroutineType(cc: DW_CC_nocall, types: !592)
!592 = !{!17, !378, !378, !19}
!593 = !{!594, !595, !596, !597, !598}
!594 = !DILocalVariable(name: "a", arg: 1, scope: !590, file: !3, line: 164, type: !378)
!595 = !DILocalVariable(name: "ix", arg: 2, scope: !590, file: !3, line: 164, type: !378)
!596 = !DILocalVariable(name: "n", arg: 3, scope: !590, file: !3, line: 164, type: !19)
!597 = !DILocalVariable(name: "s", scope: !590, file: !3, line: 164, type: !17)
!598 = !DILocalVariable(name: "i", scope: !599, file: !3, line: 164, type: !19)
!599 = distinct !DILexicalBlock(scope: !590, file: !3, line: 164, column: 1)
!600 = !DILocation(line: 0, scope: !590)
!601 = !DILocation(line: 0, scope: !599)
!602 = !DILocation(line: 164, column: 1, scope: !603)
!603 = distinct !DILexicalBlock(scope: !599, file: !3, line: 164, column: 1)
!604 = !DILocation(line: 164, column: 1, scope: !599)
!605 = distinct !{!605, !606}
!606 = !{!"llvm.loop.unroll.disable"}
!607 = !DILocation(line: 164, column: 1, scope: !590)
!608 = distinct !{!608, !604, !604, !255}
!609 = distinct !DISubprogram(name: "cond_store_base", scope: !3, file: !3, line: 164, type: !610, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !612)
!610 = !DISubroutineType(cc: DW_CC_nocall, types: !611)
!611 = !{null, !380, !378, !19}
!612 = !{!613, !614, !615, !616}
!613 = !DILocalVariable(name: "o", arg: 1, scope: !609, file: !3, line: 164, type: !380)
!614 = !DILocalVariable(name: "a", arg: 2, scope: !609, file: !3, line: 164, type: !378)
!615 = !DILocalVariable(name: "n", arg: 3, scope: !609, file: !3, line: 164, type: !19)
!616 = !DILocalVariable(name: "i", scope: !617, file: !3, line: 164, type: !19)
!617 = distinct !DILexicalBlock(scope: !609, file: !3, line: 164, column: 1)
!618 = !DILocation(line: 0, scope: !609)
!619 = !DILocation(line: 0, scope: !617)
!620 = !DILocation(line: 164, column: 1, scope: !621)
!621 = distinct !DILexicalBlock(scope: !617, file: !3, line: 164, column: 1)
!622 = !DILocation(line: 164, column: 1, scope: !617)
!623 = !DILocation(line: 164, column: 1, scope: !624)
!624 = distinct !DILexicalBlock(scope: !621, file: !3, line: 164, column: 1)
!625 = distinct !{!625, !622, !622, !255, !351, !352}
!626 = !DILocation(line: 164, column: 1, scope: !609)
!627 = distinct !{!627, !622, !622, !255, !352, !351}
!628 = distinct !DISubprogram(name: "shifts_base", scope: !3, file: !3, line: 164, type: !629, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !634)
!629 = !DISubroutineType(cc: DW_CC_nocall, types: !630)
!630 = !{null, !631, !632, !378, !19}
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!632 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !633, size: 64)
!633 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!634 = !{!635, !636, !637, !638, !639}
!635 = !DILocalVariable(name: "o", arg: 1, scope: !628, file: !3, line: 164, type: !631)
!636 = !DILocalVariable(name: "a", arg: 2, scope: !628, file: !3, line: 164, type: !632)
!637 = !DILocalVariable(name: "s", arg: 3, scope: !628, file: !3, line: 164, type: !378)
!638 = !DILocalVariable(name: "n", arg: 4, scope: !628, file: !3, line: 164, type: !19)
!639 = !DILocalVariable(name: "i", scope: !640, file: !3, line: 164, type: !19)
!640 = distinct !DILexicalBlock(scope: !628, file: !3, line: 164, column: 1)
!641 = !DILocation(line: 0, scope: !628)
!642 = !DILocation(line: 0, scope: !640)
!643 = !DILocation(line: 164, column: 1, scope: !644)
!644 = distinct !DILexicalBlock(scope: !640, file: !3, line: 164, column: 1)
!645 = !DILocation(line: 164, column: 1, scope: !640)
!646 = distinct !{!646, !645, !645, !255, !351, !352}
!647 = !DILocation(line: 164, column: 1, scope: !628)
!648 = distinct !{!648, !645, !645, !255, !352, !351}
!649 = distinct !DISubprogram(name: "mul64_base", scope: !3, file: !3, line: 164, type: !650, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !653)
!650 = !DISubroutineType(cc: DW_CC_nocall, types: !651)
!651 = !{null, !652, !459, !459, !19}
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!653 = !{!654, !655, !656, !657, !658}
!654 = !DILocalVariable(name: "o", arg: 1, scope: !649, file: !3, line: 164, type: !652)
!655 = !DILocalVariable(name: "a", arg: 2, scope: !649, file: !3, line: 164, type: !459)
!656 = !DILocalVariable(name: "b", arg: 3, scope: !649, file: !3, line: 164, type: !459)
!657 = !DILocalVariable(name: "n", arg: 4, scope: !649, file: !3, line: 164, type: !19)
!658 = !DILocalVariable(name: "i", scope: !659, file: !3, line: 164, type: !19)
!659 = distinct !DILexicalBlock(scope: !649, file: !3, line: 164, column: 1)
!660 = !DILocation(line: 0, scope: !649)
!661 = !DILocation(line: 0, scope: !659)
!662 = !DILocation(line: 164, column: 1, scope: !663)
!663 = distinct !DILexicalBlock(scope: !659, file: !3, line: 164, column: 1)
!664 = !DILocation(line: 164, column: 1, scope: !659)
!665 = distinct !{!665, !664, !664, !255, !351, !352}
!666 = !DILocation(line: 164, column: 1, scope: !649)
!667 = distinct !{!667, !664, !664, !255, !352, !351}
!668 = distinct !DISubprogram(name: "popcnt_base", scope: !3, file: !3, line: 164, type: !669, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !671)
!669 = !DISubroutineType(cc: DW_CC_nocall, types: !670)
!670 = !{!17, !632, !19}
!671 = !{!672, !673, !674, !675}
!672 = !DILocalVariable(name: "a", arg: 1, scope: !668, file: !3, line: 164, type: !632)
!673 = !DILocalVariable(name: "n", arg: 2, scope: !668, file: !3, line: 164, type: !19)
!674 = !DILocalVariable(name: "s", scope: !668, file: !3, line: 164, type: !17)
!675 = !DILocalVariable(name: "i", scope: !676, file: !3, line: 164, type: !19)
!676 = distinct !DILexicalBlock(scope: !668, file: !3, line: 164, column: 1)
!677 = !DILocation(line: 0, scope: !668)
!678 = !DILocation(line: 0, scope: !676)
!679 = !DILocation(line: 164, column: 1, scope: !680)
!680 = distinct !DILexicalBlock(scope: !676, file: !3, line: 164, column: 1)
!681 = !DILocation(line: 164, column: 1, scope: !676)
!682 = distinct !{!682, !681, !681, !255, !351, !352}
!683 = !DILocation(line: 164, column: 1, scope: !668)
!684 = distinct !{!684, !681, !681, !255, !352, !351}
!685 = distinct !DISubprogram(name: "gray_base", scope: !3, file: !3, line: 164, type: !686, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !688)
!686 = !DISubroutineType(cc: DW_CC_nocall, types: !687)
!687 = !{null, !517, !403, !19}
!688 = !{!689, !690, !691, !692}
!689 = !DILocalVariable(name: "g", arg: 1, scope: !685, file: !3, line: 164, type: !517)
!690 = !DILocalVariable(name: "rgb", arg: 2, scope: !685, file: !3, line: 164, type: !403)
!691 = !DILocalVariable(name: "pixels", arg: 3, scope: !685, file: !3, line: 164, type: !19)
!692 = !DILocalVariable(name: "i", scope: !693, file: !3, line: 164, type: !19)
!693 = distinct !DILexicalBlock(scope: !685, file: !3, line: 164, column: 1)
!694 = !DILocation(line: 0, scope: !685)
!695 = !DILocation(line: 0, scope: !693)
!696 = !DILocation(line: 164, column: 1, scope: !697)
!697 = distinct !DILexicalBlock(scope: !693, file: !3, line: 164, column: 1)
!698 = !DILocation(line: 164, column: 1, scope: !693)
!699 = !DILocation(line: 164, column: 1, scope: !685)
!700 = distinct !{!700, !698, !698, !255}
!701 = distinct !DISubprogram(name: "divconst_base", scope: !3, file: !3, line: 164, type: !702, scopeLine: 164, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !704)
!702 = !DISubroutineType(cc: DW_CC_nocall, types: !703)
!703 = !{null, !631, !632, !19}
!704 = !{!705, !706, !707, !708}
!705 = !DILocalVariable(name: "o", arg: 1, scope: !701, file: !3, line: 164, type: !631)
!706 = !DILocalVariable(name: "a", arg: 2, scope: !701, file: !3, line: 164, type: !632)
!707 = !DILocalVariable(name: "n", arg: 3, scope: !701, file: !3, line: 164, type: !19)
!708 = !DILocalVariable(name: "i", scope: !709, file: !3, line: 164, type: !19)
!709 = distinct !DILexicalBlock(scope: !701, file: !3, line: 164, column: 1)
!710 = !DILocation(line: 0, scope: !701)
!711 = !DILocation(line: 0, scope: !709)
!712 = !DILocation(line: 164, column: 1, scope: !713)
!713 = distinct !DILexicalBlock(scope: !709, file: !3, line: 164, column: 1)
!714 = !DILocation(line: 164, column: 1, scope: !709)
!715 = distinct !{!715, !714, !714, !255, !351, !352}
!716 = !DILocation(line: 164, column: 1, scope: !701)
!717 = distinct !{!717, !714, !714, !255, !352, !351}
!718 = distinct !DISubprogram(name: "sum_i8_avx2", scope: !3, file: !3, line: 165, type: !335, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !719)
!719 = !{!720, !721, !722, !723}
!720 = !DILocalVariable(name: "a", arg: 1, scope: !718, file: !3, line: 165, type: !337)
!721 = !DILocalVariable(name: "n", arg: 2, scope: !718, file: !3, line: 165, type: !19)
!722 = !DILocalVariable(name: "s", scope: !718, file: !3, line: 165, type: !17)
!723 = !DILocalVariable(name: "i", scope: !724, file: !3, line: 165, type: !19)
!724 = distinct !DILexicalBlock(scope: !718, file: !3, line: 165, column: 1)
!725 = !DILocation(line: 0, scope: !718)
!726 = !DILocation(line: 0, scope: !724)
!727 = !DILocation(line: 165, column: 1, scope: !728)
!728 = distinct !DILexicalBlock(scope: !724, file: !3, line: 165, column: 1)
!729 = !DILocation(line: 165, column: 1, scope: !724)
!730 = distinct !{!730, !729, !729, !255, !351, !352}
!731 = !DILocation(line: 165, column: 1, scope: !718)
!732 = distinct !{!732, !729, !729, !255, !352, !351}
!733 = distinct !DISubprogram(name: "dot16_avx2", scope: !3, file: !3, line: 165, type: !356, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !734)
!734 = !{!735, !736, !737, !738, !739}
!735 = !DILocalVariable(name: "a", arg: 1, scope: !733, file: !3, line: 165, type: !358)
!736 = !DILocalVariable(name: "b", arg: 2, scope: !733, file: !3, line: 165, type: !358)
!737 = !DILocalVariable(name: "n", arg: 3, scope: !733, file: !3, line: 165, type: !19)
!738 = !DILocalVariable(name: "s", scope: !733, file: !3, line: 165, type: !25)
!739 = !DILocalVariable(name: "i", scope: !740, file: !3, line: 165, type: !19)
!740 = distinct !DILexicalBlock(scope: !733, file: !3, line: 165, column: 1)
!741 = !DILocation(line: 0, scope: !733)
!742 = !DILocation(line: 0, scope: !740)
!743 = !DILocation(line: 165, column: 1, scope: !744)
!744 = distinct !DILexicalBlock(scope: !740, file: !3, line: 165, column: 1)
!745 = !DILocation(line: 165, column: 1, scope: !740)
!746 = distinct !{!746, !745, !745, !255, !351, !352}
!747 = !DILocation(line: 165, column: 1, scope: !733)
!748 = distinct !{!748, !745, !745, !255, !352, !351}
!749 = distinct !DISubprogram(name: "minmax_avx2", scope: !3, file: !3, line: 165, type: !376, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !750)
!750 = !{!751, !752, !753, !754, !755, !756, !757}
!751 = !DILocalVariable(name: "a", arg: 1, scope: !749, file: !3, line: 165, type: !378)
!752 = !DILocalVariable(name: "n", arg: 2, scope: !749, file: !3, line: 165, type: !19)
!753 = !DILocalVariable(name: "mn", arg: 3, scope: !749, file: !3, line: 165, type: !380)
!754 = !DILocalVariable(name: "mx", arg: 4, scope: !749, file: !3, line: 165, type: !380)
!755 = !DILocalVariable(name: "lo", scope: !749, file: !3, line: 165, type: !17)
!756 = !DILocalVariable(name: "hi", scope: !749, file: !3, line: 165, type: !17)
!757 = !DILocalVariable(name: "i", scope: !758, file: !3, line: 165, type: !19)
!758 = distinct !DILexicalBlock(scope: !749, file: !3, line: 165, column: 1)
!759 = !DILocation(line: 0, scope: !749)
!760 = !DILocation(line: 165, column: 1, scope: !749)
!761 = !DILocation(line: 0, scope: !758)
!762 = !DILocation(line: 165, column: 1, scope: !763)
!763 = distinct !DILexicalBlock(scope: !758, file: !3, line: 165, column: 1)
!764 = !DILocation(line: 165, column: 1, scope: !758)
!765 = !DILocation(line: 165, column: 1, scope: !766)
!766 = distinct !DILexicalBlock(scope: !763, file: !3, line: 165, column: 1)
!767 = distinct !{!767, !764, !764, !255, !351, !352}
!768 = distinct !{!768, !764, !764, !255, !352, !351}
!769 = distinct !DISubprogram(name: "umax8_avx2", scope: !3, file: !3, line: 165, type: !401, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !770)
!770 = !{!771, !772, !773, !774}
!771 = !DILocalVariable(name: "a", arg: 1, scope: !769, file: !3, line: 165, type: !403)
!772 = !DILocalVariable(name: "n", arg: 2, scope: !769, file: !3, line: 165, type: !19)
!773 = !DILocalVariable(name: "m", scope: !769, file: !3, line: 165, type: !10)
!774 = !DILocalVariable(name: "i", scope: !775, file: !3, line: 165, type: !19)
!775 = distinct !DILexicalBlock(scope: !769, file: !3, line: 165, column: 1)
!776 = !DILocation(line: 0, scope: !769)
!777 = !DILocation(line: 0, scope: !775)
!778 = !DILocation(line: 165, column: 1, scope: !779)
!779 = distinct !DILexicalBlock(scope: !775, file: !3, line: 165, column: 1)
!780 = !DILocation(line: 165, column: 1, scope: !775)
!781 = distinct !{!781, !780, !780, !255, !351, !352}
!782 = distinct !{!782, !780, !780, !255, !351, !352}
!783 = !DILocation(line: 165, column: 1, scope: !769)
!784 = distinct !{!784, !780, !780, !255, !352, !351}
!785 = distinct !DISubprogram(name: "count_gt_avx2", scope: !3, file: !3, line: 165, type: !421, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !786)
!786 = !{!787, !788, !789, !790, !791}
!787 = !DILocalVariable(name: "a", arg: 1, scope: !785, file: !3, line: 165, type: !378)
!788 = !DILocalVariable(name: "n", arg: 2, scope: !785, file: !3, line: 165, type: !19)
!789 = !DILocalVariable(name: "t", arg: 3, scope: !785, file: !3, line: 165, type: !17)
!790 = !DILocalVariable(name: "c", scope: !785, file: !3, line: 165, type: !19)
!791 = !DILocalVariable(name: "i", scope: !792, file: !3, line: 165, type: !19)
!792 = distinct !DILexicalBlock(scope: !785, file: !3, line: 165, column: 1)
!793 = !DILocation(line: 0, scope: !785)
!794 = !DILocation(line: 0, scope: !792)
!795 = !DILocation(line: 165, column: 1, scope: !796)
!796 = distinct !DILexicalBlock(scope: !792, file: !3, line: 165, column: 1)
!797 = !DILocation(line: 165, column: 1, scope: !792)
!798 = distinct !{!798, !797, !797, !255, !351, !352}
!799 = !DILocation(line: 165, column: 1, scope: !785)
!800 = distinct !{!800, !797, !797, !255, !352, !351}
!801 = distinct !DISubprogram(name: "any_eq_avx2", scope: !3, file: !3, line: 165, type: !439, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !802)
!802 = !{!803, !804, !805, !806, !807}
!803 = !DILocalVariable(name: "a", arg: 1, scope: !801, file: !3, line: 165, type: !358)
!804 = !DILocalVariable(name: "n", arg: 2, scope: !801, file: !3, line: 165, type: !19)
!805 = !DILocalVariable(name: "k", arg: 3, scope: !801, file: !3, line: 165, type: !14)
!806 = !DILocalVariable(name: "found", scope: !801, file: !3, line: 165, type: !19)
!807 = !DILocalVariable(name: "i", scope: !808, file: !3, line: 165, type: !19)
!808 = distinct !DILexicalBlock(scope: !801, file: !3, line: 165, column: 1)
!809 = !DILocation(line: 0, scope: !801)
!810 = !DILocation(line: 0, scope: !808)
!811 = !DILocation(line: 165, column: 1, scope: !812)
!812 = distinct !DILexicalBlock(scope: !808, file: !3, line: 165, column: 1)
!813 = !DILocation(line: 165, column: 1, scope: !808)
!814 = distinct !{!814, !813, !813, !255, !351, !352}
!815 = !DILocation(line: 165, column: 1, scope: !801)
!816 = distinct !{!816, !813, !813, !255, !352, !351}
!817 = distinct !DISubprogram(name: "xor64_avx2", scope: !3, file: !3, line: 165, type: !457, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !818)
!818 = !{!819, !820, !821, !822}
!819 = !DILocalVariable(name: "a", arg: 1, scope: !817, file: !3, line: 165, type: !459)
!820 = !DILocalVariable(name: "n", arg: 2, scope: !817, file: !3, line: 165, type: !19)
!821 = !DILocalVariable(name: "x", scope: !817, file: !3, line: 165, type: !28)
!822 = !DILocalVariable(name: "i", scope: !823, file: !3, line: 165, type: !19)
!823 = distinct !DILexicalBlock(scope: !817, file: !3, line: 165, column: 1)
!824 = !DILocation(line: 0, scope: !817)
!825 = !DILocation(line: 0, scope: !823)
!826 = !DILocation(line: 165, column: 1, scope: !827)
!827 = distinct !DILexicalBlock(scope: !823, file: !3, line: 165, column: 1)
!828 = !DILocation(line: 165, column: 1, scope: !823)
!829 = distinct !{!829, !828, !828, !255, !351, !352}
!830 = !DILocation(line: 165, column: 1, scope: !817)
!831 = distinct !{!831, !828, !828, !255, !352, !351}
!832 = distinct !DISubprogram(name: "saxpy_avx2", scope: !3, file: !3, line: 165, type: !476, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !833)
!833 = !{!834, !835, !836, !837, !838}
!834 = !DILocalVariable(name: "y", arg: 1, scope: !832, file: !3, line: 165, type: !478)
!835 = !DILocalVariable(name: "x", arg: 2, scope: !832, file: !3, line: 165, type: !479)
!836 = !DILocalVariable(name: "k", arg: 3, scope: !832, file: !3, line: 165, type: !23)
!837 = !DILocalVariable(name: "n", arg: 4, scope: !832, file: !3, line: 165, type: !19)
!838 = !DILocalVariable(name: "i", scope: !839, file: !3, line: 165, type: !19)
!839 = distinct !DILexicalBlock(scope: !832, file: !3, line: 165, column: 1)
!840 = !DILocation(line: 0, scope: !832)
!841 = !DILocation(line: 0, scope: !839)
!842 = !DILocation(line: 165, column: 1, scope: !843)
!843 = distinct !DILexicalBlock(scope: !839, file: !3, line: 165, column: 1)
!844 = !DILocation(line: 165, column: 1, scope: !839)
!845 = distinct !{!845, !844, !844, !255, !351, !352}
!846 = !DILocation(line: 165, column: 1, scope: !832)
!847 = distinct !{!847, !844, !844, !255, !352, !351}
!848 = distinct !DISubprogram(name: "absdiff_avx2", scope: !3, file: !3, line: 165, type: !497, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !849)
!849 = !{!850, !851, !852, !853, !854}
!850 = !DILocalVariable(name: "o", arg: 1, scope: !848, file: !3, line: 165, type: !380)
!851 = !DILocalVariable(name: "a", arg: 2, scope: !848, file: !3, line: 165, type: !378)
!852 = !DILocalVariable(name: "b", arg: 3, scope: !848, file: !3, line: 165, type: !378)
!853 = !DILocalVariable(name: "n", arg: 4, scope: !848, file: !3, line: 165, type: !19)
!854 = !DILocalVariable(name: "i", scope: !855, file: !3, line: 165, type: !19)
!855 = distinct !DILexicalBlock(scope: !848, file: !3, line: 165, column: 1)
!856 = !DILocation(line: 0, scope: !848)
!857 = !DILocation(line: 0, scope: !855)
!858 = !DILocation(line: 165, column: 1, scope: !859)
!859 = distinct !DILexicalBlock(scope: !855, file: !3, line: 165, column: 1)
!860 = !DILocation(line: 165, column: 1, scope: !855)
!861 = distinct !{!861, !860, !860, !255, !351, !352}
!862 = !DILocation(line: 165, column: 1, scope: !848)
!863 = distinct !{!863, !860, !860, !255, !352, !351}
!864 = distinct !DISubprogram(name: "clamp_u8_avx2", scope: !3, file: !3, line: 165, type: !515, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !865)
!865 = !{!866, !867, !868, !869}
!866 = !DILocalVariable(name: "o", arg: 1, scope: !864, file: !3, line: 165, type: !517)
!867 = !DILocalVariable(name: "a", arg: 2, scope: !864, file: !3, line: 165, type: !378)
!868 = !DILocalVariable(name: "n", arg: 3, scope: !864, file: !3, line: 165, type: !19)
!869 = !DILocalVariable(name: "i", scope: !870, file: !3, line: 165, type: !19)
!870 = distinct !DILexicalBlock(scope: !864, file: !3, line: 165, column: 1)
!871 = !DILocation(line: 0, scope: !864)
!872 = !DILocation(line: 0, scope: !870)
!873 = !DILocation(line: 165, column: 1, scope: !874)
!874 = distinct !DILexicalBlock(scope: !870, file: !3, line: 165, column: 1)
!875 = !DILocation(line: 165, column: 1, scope: !870)
!876 = distinct !{!876, !875, !875, !255, !351, !352}
!877 = !DILocation(line: 165, column: 1, scope: !864)
!878 = distinct !{!878, !875, !875, !255, !352, !351}
!879 = distinct !DISubprogram(name: "convert_avx2", scope: !3, file: !3, line: 165, type: !533, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !880)
!880 = !{!881, !882, !883, !884, !885, !886, !887}
!881 = !DILocalVariable(name: "f", arg: 1, scope: !879, file: !3, line: 165, type: !478)
!882 = !DILocalVariable(name: "d", arg: 2, scope: !879, file: !3, line: 165, type: !535)
!883 = !DILocalVariable(name: "s", arg: 3, scope: !879, file: !3, line: 165, type: !536)
!884 = !DILocalVariable(name: "a", arg: 4, scope: !879, file: !3, line: 165, type: !378)
!885 = !DILocalVariable(name: "u", arg: 5, scope: !879, file: !3, line: 165, type: !403)
!886 = !DILocalVariable(name: "n", arg: 6, scope: !879, file: !3, line: 165, type: !19)
!887 = !DILocalVariable(name: "i", scope: !888, file: !3, line: 165, type: !19)
!888 = distinct !DILexicalBlock(scope: !879, file: !3, line: 165, column: 1)
!889 = !DILocation(line: 0, scope: !879)
!890 = !DILocation(line: 0, scope: !888)
!891 = !DILocation(line: 165, column: 1, scope: !892)
!892 = distinct !DILexicalBlock(scope: !888, file: !3, line: 165, column: 1)
!893 = !DILocation(line: 165, column: 1, scope: !888)
!894 = !DILocation(line: 165, column: 1, scope: !895)
!895 = distinct !DILexicalBlock(scope: !892, file: !3, line: 165, column: 1)
!896 = distinct !{!896, !893, !893, !255, !351, !352}
!897 = !DILocation(line: 165, column: 1, scope: !879)
!898 = distinct !{!898, !893, !893, !255, !352, !351}
!899 = distinct !DISubprogram(name: "stride2_avx2", scope: !3, file: !3, line: 165, type: !557, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !900)
!900 = !{!901, !902, !903, !904}
!901 = !DILocalVariable(name: "a", arg: 1, scope: !899, file: !3, line: 165, type: !378)
!902 = !DILocalVariable(name: "n", arg: 2, scope: !899, file: !3, line: 165, type: !19)
!903 = !DILocalVariable(name: "s", scope: !899, file: !3, line: 165, type: !17)
!904 = !DILocalVariable(name: "i", scope: !905, file: !3, line: 165, type: !19)
!905 = distinct !DILexicalBlock(scope: !899, file: !3, line: 165, column: 1)
!906 = !DILocation(line: 0, scope: !899)
!907 = !DILocation(line: 0, scope: !905)
!908 = !DILocation(line: 165, column: 1, scope: !909)
!909 = distinct !DILexicalBlock(scope: !905, file: !3, line: 165, column: 1)
!910 = !DILocation(line: 165, column: 1, scope: !905)
!911 = distinct !{!911, !910, !910, !255, !351, !352}
!912 = !DILocation(line: 165, column: 1, scope: !899)
!913 = distinct !{!913, !910, !910, !255, !352, !351}
!914 = distinct !DISubprogram(name: "reverse_avx2", scope: !3, file: !3, line: 165, type: !574, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !915)
!915 = !{!916, !917, !918, !919}
!916 = !DILocalVariable(name: "o", arg: 1, scope: !914, file: !3, line: 165, type: !536)
!917 = !DILocalVariable(name: "a", arg: 2, scope: !914, file: !3, line: 165, type: !358)
!918 = !DILocalVariable(name: "n", arg: 3, scope: !914, file: !3, line: 165, type: !19)
!919 = !DILocalVariable(name: "i", scope: !920, file: !3, line: 165, type: !19)
!920 = distinct !DILexicalBlock(scope: !914, file: !3, line: 165, column: 1)
!921 = !DILocation(line: 0, scope: !914)
!922 = !DILocation(line: 0, scope: !920)
!923 = !DILocation(line: 165, column: 1, scope: !924)
!924 = distinct !DILexicalBlock(scope: !920, file: !3, line: 165, column: 1)
!925 = !DILocation(line: 165, column: 1, scope: !920)
!926 = distinct !{!926, !925, !925, !255, !351, !352}
!927 = distinct !{!927, !925, !925, !255, !351, !352}
!928 = !DILocation(line: 165, column: 1, scope: !914)
!929 = distinct !{!929, !925, !925, !255, !352, !351}
!930 = distinct !DISubprogram(name: "gather_avx2", scope: !3, file: !3, line: 165, type: !591, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !931)
!931 = !{!932, !933, !934, !935, !936}
!932 = !DILocalVariable(name: "a", arg: 1, scope: !930, file: !3, line: 165, type: !378)
!933 = !DILocalVariable(name: "ix", arg: 2, scope: !930, file: !3, line: 165, type: !378)
!934 = !DILocalVariable(name: "n", arg: 3, scope: !930, file: !3, line: 165, type: !19)
!935 = !DILocalVariable(name: "s", scope: !930, file: !3, line: 165, type: !17)
!936 = !DILocalVariable(name: "i", scope: !937, file: !3, line: 165, type: !19)
!937 = distinct !DILexicalBlock(scope: !930, file: !3, line: 165, column: 1)
!938 = !DILocation(line: 0, scope: !930)
!939 = !DILocation(line: 0, scope: !937)
!940 = !DILocation(line: 165, column: 1, scope: !941)
!941 = distinct !DILexicalBlock(scope: !937, file: !3, line: 165, column: 1)
!942 = !DILocation(line: 165, column: 1, scope: !937)
!943 = distinct !{!943, !942, !942, !255, !351, !352}
!944 = !DILocation(line: 165, column: 1, scope: !930)
!945 = distinct !{!945, !942, !942, !255, !352, !351}
!946 = distinct !DISubprogram(name: "cond_store_avx2", scope: !3, file: !3, line: 165, type: !610, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !947)
!947 = !{!948, !949, !950, !951}
!948 = !DILocalVariable(name: "o", arg: 1, scope: !946, file: !3, line: 165, type: !380)
!949 = !DILocalVariable(name: "a", arg: 2, scope: !946, file: !3, line: 165, type: !378)
!950 = !DILocalVariable(name: "n", arg: 3, scope: !946, file: !3, line: 165, type: !19)
!951 = !DILocalVariable(name: "i", scope: !952, file: !3, line: 165, type: !19)
!952 = distinct !DILexicalBlock(scope: !946, file: !3, line: 165, column: 1)
!953 = !DILocation(line: 0, scope: !946)
!954 = !DILocation(line: 0, scope: !952)
!955 = !DILocation(line: 165, column: 1, scope: !956)
!956 = distinct !DILexicalBlock(scope: !952, file: !3, line: 165, column: 1)
!957 = !DILocation(line: 165, column: 1, scope: !952)
!958 = !DILocation(line: 165, column: 1, scope: !959)
!959 = distinct !DILexicalBlock(scope: !956, file: !3, line: 165, column: 1)
!960 = distinct !{!960, !957, !957, !255, !351, !352}
!961 = !DILocation(line: 165, column: 1, scope: !946)
!962 = distinct !{!962, !957, !957, !255, !352, !351}
!963 = distinct !DISubprogram(name: "shifts_avx2", scope: !3, file: !3, line: 165, type: !629, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !964)
!964 = !{!965, !966, !967, !968, !969}
!965 = !DILocalVariable(name: "o", arg: 1, scope: !963, file: !3, line: 165, type: !631)
!966 = !DILocalVariable(name: "a", arg: 2, scope: !963, file: !3, line: 165, type: !632)
!967 = !DILocalVariable(name: "s", arg: 3, scope: !963, file: !3, line: 165, type: !378)
!968 = !DILocalVariable(name: "n", arg: 4, scope: !963, file: !3, line: 165, type: !19)
!969 = !DILocalVariable(name: "i", scope: !970, file: !3, line: 165, type: !19)
!970 = distinct !DILexicalBlock(scope: !963, file: !3, line: 165, column: 1)
!971 = !DILocation(line: 0, scope: !963)
!972 = !DILocation(line: 0, scope: !970)
!973 = !DILocation(line: 165, column: 1, scope: !974)
!974 = distinct !DILexicalBlock(scope: !970, file: !3, line: 165, column: 1)
!975 = !DILocation(line: 165, column: 1, scope: !970)
!976 = distinct !{!976, !975, !975, !255, !351, !352}
!977 = !DILocation(line: 165, column: 1, scope: !963)
!978 = distinct !{!978, !975, !975, !255, !352, !351}
!979 = distinct !DISubprogram(name: "mul64_avx2", scope: !3, file: !3, line: 165, type: !650, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !980)
!980 = !{!981, !982, !983, !984, !985}
!981 = !DILocalVariable(name: "o", arg: 1, scope: !979, file: !3, line: 165, type: !652)
!982 = !DILocalVariable(name: "a", arg: 2, scope: !979, file: !3, line: 165, type: !459)
!983 = !DILocalVariable(name: "b", arg: 3, scope: !979, file: !3, line: 165, type: !459)
!984 = !DILocalVariable(name: "n", arg: 4, scope: !979, file: !3, line: 165, type: !19)
!985 = !DILocalVariable(name: "i", scope: !986, file: !3, line: 165, type: !19)
!986 = distinct !DILexicalBlock(scope: !979, file: !3, line: 165, column: 1)
!987 = !DILocation(line: 0, scope: !979)
!988 = !DILocation(line: 0, scope: !986)
!989 = !DILocation(line: 165, column: 1, scope: !990)
!990 = distinct !DILexicalBlock(scope: !986, file: !3, line: 165, column: 1)
!991 = !DILocation(line: 165, column: 1, scope: !986)
!992 = distinct !{!992, !991, !991, !255, !351, !352}
!993 = !DILocation(line: 165, column: 1, scope: !979)
!994 = distinct !{!994, !991, !991, !255, !352, !351}
!995 = distinct !DISubprogram(name: "popcnt_avx2", scope: !3, file: !3, line: 165, type: !669, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !996)
!996 = !{!997, !998, !999, !1000}
!997 = !DILocalVariable(name: "a", arg: 1, scope: !995, file: !3, line: 165, type: !632)
!998 = !DILocalVariable(name: "n", arg: 2, scope: !995, file: !3, line: 165, type: !19)
!999 = !DILocalVariable(name: "s", scope: !995, file: !3, line: 165, type: !17)
!1000 = !DILocalVariable(name: "i", scope: !1001, file: !3, line: 165, type: !19)
!1001 = distinct !DILexicalBlock(scope: !995, file: !3, line: 165, column: 1)
!1002 = !DILocation(line: 0, scope: !995)
!1003 = !DILocation(line: 0, scope: !1001)
!1004 = !DILocation(line: 165, column: 1, scope: !1005)
!1005 = distinct !DILexicalBlock(scope: !1001, file: !3, line: 165, column: 1)
!1006 = !DILocation(line: 165, column: 1, scope: !1001)
!1007 = distinct !{!1007, !1006, !1006, !255, !351, !352}
!1008 = !DILocation(line: 165, column: 1, scope: !995)
!1009 = distinct !{!1009, !1006, !1006, !255, !352, !351}
!1010 = distinct !DISubprogram(name: "gray_avx2", scope: !3, file: !3, line: 165, type: !686, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1011)
!1011 = !{!1012, !1013, !1014, !1015}
!1012 = !DILocalVariable(name: "g", arg: 1, scope: !1010, file: !3, line: 165, type: !517)
!1013 = !DILocalVariable(name: "rgb", arg: 2, scope: !1010, file: !3, line: 165, type: !403)
!1014 = !DILocalVariable(name: "pixels", arg: 3, scope: !1010, file: !3, line: 165, type: !19)
!1015 = !DILocalVariable(name: "i", scope: !1016, file: !3, line: 165, type: !19)
!1016 = distinct !DILexicalBlock(scope: !1010, file: !3, line: 165, column: 1)
!1017 = !DILocation(line: 0, scope: !1010)
!1018 = !DILocation(line: 0, scope: !1016)
!1019 = !DILocation(line: 165, column: 1, scope: !1020)
!1020 = distinct !DILexicalBlock(scope: !1016, file: !3, line: 165, column: 1)
!1021 = !DILocation(line: 165, column: 1, scope: !1016)
!1022 = distinct !{!1022, !1021, !1021, !255, !351, !352}
!1023 = distinct !{!1023, !1021, !1021, !255, !351, !352}
!1024 = !DILocation(line: 165, column: 1, scope: !1010)
!1025 = distinct !{!1025, !1021, !1021, !255, !352, !351}
!1026 = distinct !DISubprogram(name: "divconst_avx2", scope: !3, file: !3, line: 165, type: !702, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1027)
!1027 = !{!1028, !1029, !1030, !1031}
!1028 = !DILocalVariable(name: "o", arg: 1, scope: !1026, file: !3, line: 165, type: !631)
!1029 = !DILocalVariable(name: "a", arg: 2, scope: !1026, file: !3, line: 165, type: !632)
!1030 = !DILocalVariable(name: "n", arg: 3, scope: !1026, file: !3, line: 165, type: !19)
!1031 = !DILocalVariable(name: "i", scope: !1032, file: !3, line: 165, type: !19)
!1032 = distinct !DILexicalBlock(scope: !1026, file: !3, line: 165, column: 1)
!1033 = !DILocation(line: 0, scope: !1026)
!1034 = !DILocation(line: 0, scope: !1032)
!1035 = !DILocation(line: 165, column: 1, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1032, file: !3, line: 165, column: 1)
!1037 = !DILocation(line: 165, column: 1, scope: !1032)
!1038 = distinct !{!1038, !1037, !1037, !255, !351, !352}
!1039 = !DILocation(line: 165, column: 1, scope: !1026)
!1040 = distinct !{!1040, !1037, !1037, !255, !352, !351}
