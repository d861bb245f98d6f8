; ModuleID = 'programs/x86_intrinsics.c'
source_filename = "programs/x86_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = internal global [64 x i32] zeroinitializer, align 16, !dbg !0
@fdata = internal unnamed_addr global [64 x float] zeroinitializer, align 16, !dbg !127
@.str = private unnamed_addr constant [14 x i8] c"sse2 %016llx\0A\00", align 1, !dbg !107
@hash = internal unnamed_addr global i64 -3750763034362895579, align 8, !dbg !132
@__cpu_model = external dso_local local_unnamed_addr global { i32, i32, i32, [1 x i32] }
@.str.1 = private unnamed_addr constant [14 x i8] c"sse4 %016llx\0A\00", align 1, !dbg !112
@.str.2 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1, !dbg !114
@.str.3 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1, !dbg !119
@.str.4 = private unnamed_addr constant [8 x i8] c"DIFFERS\00", align 1, !dbg !124
@__const.avx2.out = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !147 {
    #dbg_value(i32 88172645, !151, !DIExpression(), !165)
    #dbg_value(i32 0, !154, !DIExpression(), !166)
  br label %7, !dbg !167

1:                                                ; preds = %7
  store float 0x7FF8000000000000, ptr getelementptr inbounds (i8, ptr @fdata, i64 12), align 4, !dbg !168, !tbaa !169
    #dbg_value(i32 0, !156, !DIExpression(), !173)
    #dbg_value(i32 0, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 0), !dbg !174
    #dbg_value(i32 1, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 1), !dbg !174
    #dbg_value(i32 2, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 2), !dbg !174
    #dbg_value(i32 3, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 3), !dbg !174
    #dbg_value(i32 4, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 4), !dbg !174
    #dbg_value(i32 5, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 5), !dbg !174
    #dbg_value(i32 6, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 6), !dbg !174
    #dbg_value(i32 7, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 7), !dbg !174
    #dbg_value(i32 8, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 8), !dbg !174
    #dbg_value(i32 9, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 9), !dbg !174
    #dbg_value(i32 10, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 10), !dbg !174
    #dbg_value(i32 11, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 11), !dbg !174
    #dbg_value(i32 12, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 12), !dbg !174
    #dbg_value(i32 13, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 13), !dbg !174
    #dbg_value(i32 14, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 14), !dbg !174
    #dbg_value(i32 15, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 15), !dbg !174
    #dbg_value(i32 16, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 16), !dbg !174
    #dbg_value(i32 17, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 17), !dbg !174
    #dbg_value(i32 18, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 18), !dbg !174
    #dbg_value(i32 19, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 19), !dbg !174
    #dbg_value(i32 20, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 20), !dbg !174
    #dbg_value(i32 21, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 21), !dbg !174
    #dbg_value(i32 22, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 22), !dbg !174
    #dbg_value(i32 23, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 23), !dbg !174
    #dbg_value(i32 24, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 24), !dbg !174
    #dbg_value(i32 25, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 25), !dbg !174
    #dbg_value(i32 26, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 26), !dbg !174
    #dbg_value(i32 27, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 27), !dbg !174
    #dbg_value(i32 28, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 28), !dbg !174
    #dbg_value(i32 29, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 29), !dbg !174
    #dbg_value(i32 30, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 30), !dbg !174
    #dbg_value(i32 31, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 31), !dbg !174
    #dbg_value(i32 32, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 32), !dbg !174
    #dbg_value(i32 33, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 33), !dbg !174
    #dbg_value(i32 34, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 34), !dbg !174
    #dbg_value(i32 35, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 35), !dbg !174
    #dbg_value(i32 36, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 36), !dbg !174
    #dbg_value(i32 37, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 37), !dbg !174
    #dbg_value(i32 38, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 38), !dbg !174
    #dbg_value(i32 39, !156, !DIExpression(), !173)
  tail call fastcc void @sse2(i32 noundef 39), !dbg !174
    #dbg_value(i32 40, !156, !DIExpression(), !173)
  %2 = load i64, ptr @hash, align 8, !dbg !176, !tbaa !177
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2), !dbg !179
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4, !dbg !180
  %5 = and i32 %4, 260, !dbg !181
  %6 = icmp eq i32 %5, 260, !dbg !181
  br i1 %6, label %24, label %25, !dbg !181

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %22, %7 ]
  %9 = phi i32 [ 88172645, %0 ], [ %15, %7 ]
    #dbg_value(i64 %8, !154, !DIExpression(), !166)
    #dbg_value(i32 %9, !151, !DIExpression(), !165)
  %10 = shl i32 %9, 13, !dbg !182
  %11 = xor i32 %10, %9, !dbg !185
    #dbg_value(i32 %11, !151, !DIExpression(), !165)
  %12 = lshr i32 %11, 17, !dbg !186
  %13 = xor i32 %12, %11, !dbg !187
    #dbg_value(i32 %13, !151, !DIExpression(), !165)
  %14 = shl i32 %13, 5, !dbg !188
  %15 = xor i32 %14, %13, !dbg !189
    #dbg_value(i32 %15, !151, !DIExpression(), !165)
  %16 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %8, !dbg !190
  store i32 %15, ptr %16, align 4, !dbg !191, !tbaa !192
  %17 = urem i32 %15, 20001, !dbg !194
  %18 = add nsw i32 %17, -10000, !dbg !195
  %19 = sitofp i32 %18 to float, !dbg !196
  %20 = fmul float %19, 1.562500e-02, !dbg !197
  %21 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %8, !dbg !198
  store float %20, ptr %21, align 4, !dbg !199, !tbaa !169
  %22 = add nuw nsw i64 %8, 1, !dbg !200
    #dbg_value(i64 %22, !154, !DIExpression(), !166)
  %23 = icmp eq i64 %22, 64, !dbg !201
  br i1 %23, label %1, label %7, !dbg !167, !llvm.loop !202

24:                                               ; preds = %1
    #dbg_value(i32 0, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 0), !dbg !206
    #dbg_value(i32 1, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 1), !dbg !206
    #dbg_value(i32 2, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 2), !dbg !206
    #dbg_value(i32 3, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 3), !dbg !206
    #dbg_value(i32 4, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 4), !dbg !206
    #dbg_value(i32 5, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 5), !dbg !206
    #dbg_value(i32 6, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 6), !dbg !206
    #dbg_value(i32 7, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 7), !dbg !206
    #dbg_value(i32 8, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 8), !dbg !206
    #dbg_value(i32 9, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 9), !dbg !206
    #dbg_value(i32 10, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 10), !dbg !206
    #dbg_value(i32 11, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 11), !dbg !206
    #dbg_value(i32 12, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 12), !dbg !206
    #dbg_value(i32 13, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 13), !dbg !206
    #dbg_value(i32 14, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 14), !dbg !206
    #dbg_value(i32 15, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 15), !dbg !206
    #dbg_value(i32 16, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 16), !dbg !206
    #dbg_value(i32 17, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 17), !dbg !206
    #dbg_value(i32 18, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 18), !dbg !206
    #dbg_value(i32 19, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 19), !dbg !206
    #dbg_value(i32 20, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 20), !dbg !206
    #dbg_value(i32 21, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 21), !dbg !206
    #dbg_value(i32 22, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 22), !dbg !206
    #dbg_value(i32 23, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 23), !dbg !206
    #dbg_value(i32 24, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 24), !dbg !206
    #dbg_value(i32 25, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 25), !dbg !206
    #dbg_value(i32 26, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 26), !dbg !206
    #dbg_value(i32 27, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 27), !dbg !206
    #dbg_value(i32 28, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 28), !dbg !206
    #dbg_value(i32 29, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 29), !dbg !206
    #dbg_value(i32 30, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 30), !dbg !206
    #dbg_value(i32 31, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 31), !dbg !206
    #dbg_value(i32 32, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 32), !dbg !206
    #dbg_value(i32 33, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 33), !dbg !206
    #dbg_value(i32 34, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 34), !dbg !206
    #dbg_value(i32 35, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 35), !dbg !206
    #dbg_value(i32 36, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 36), !dbg !206
    #dbg_value(i32 37, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 37), !dbg !206
    #dbg_value(i32 38, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 38), !dbg !206
    #dbg_value(i32 39, !158, !DIExpression(), !205)
  tail call fastcc void @sse4(i32 noundef 39), !dbg !206
    #dbg_value(i32 40, !158, !DIExpression(), !205)
  br label %25, !dbg !208

25:                                               ; preds = %24, %1
  %26 = load i64, ptr @hash, align 8, !dbg !208, !tbaa !177
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %26), !dbg !209
    #dbg_value(i32 1, !161, !DIExpression(), !165)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4, !dbg !210
  %29 = and i32 %28, 1024, !dbg !210
  %30 = icmp eq i32 %29, 0, !dbg !210
  br i1 %30, label %41, label %34, !dbg !211

31:                                               ; preds = %34
  %32 = icmp eq i32 %38, 0, !dbg !212
  %33 = select i1 %32, ptr @.str.4, ptr @.str.3, !dbg !212
  br label %41, !dbg !213

34:                                               ; preds = %25, %34
  %35 = phi i32 [ %39, %34 ], [ 0, %25 ]
  %36 = phi i32 [ %38, %34 ], [ 1, %25 ]
    #dbg_value(i32 %35, !162, !DIExpression(), !214)
    #dbg_value(i32 %36, !161, !DIExpression(), !165)
  %37 = tail call fastcc i32 @avx2(i32 noundef %35), !dbg !215
  %38 = and i32 %37, %36, !dbg !217
    #dbg_value(i32 %38, !161, !DIExpression(), !165)
  %39 = add nuw nsw i32 %35, 1, !dbg !218
    #dbg_value(i32 %39, !162, !DIExpression(), !214)
  %40 = icmp eq i32 %39, 40, !dbg !219
  br i1 %40, label %31, label %34, !dbg !220, !llvm.loop !221

41:                                               ; preds = %31, %25
  %42 = phi ptr [ %33, %31 ], [ @.str.3, %25 ], !dbg !222
    #dbg_value(i1 poison, !161, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !165)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %42), !dbg !223
  %44 = load i64, ptr @hash, align 8, !dbg !224, !tbaa !177
  %45 = trunc i64 %44 to i32, !dbg !225
  %46 = and i32 %45, 63, !dbg !225
  ret i32 %46, !dbg !226
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sse2(i32 noundef %0) unnamed_addr #2 !dbg !227 {
    #dbg_value(i32 %0, !231, !DIExpression(), !378)
  %2 = sext i32 %0 to i64, !dbg !379
  %3 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %2, !dbg !379
  %4 = load <2 x i64>, ptr %3, align 4, !dbg !380, !tbaa !381
    #dbg_value(<2 x i64> %4, !232, !DIExpression(), !378)
  %5 = add nsw i32 %0, 4, !dbg !382
  %6 = sext i32 %5 to i64, !dbg !383
  %7 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %6, !dbg !383
  %8 = load <2 x i64>, ptr %7, align 4, !dbg !384, !tbaa !381
    #dbg_value(<2 x i64> %8, !233, !DIExpression(), !378)
  %9 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %2, !dbg !385
  %10 = load <4 x float>, ptr %9, align 4, !dbg !386, !tbaa !381
    #dbg_value(<4 x float> %10, !234, !DIExpression(), !378)
  %11 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %6, !dbg !387
  %12 = load <4 x float>, ptr %11, align 4, !dbg !388, !tbaa !381
    #dbg_value(<4 x float> %12, !235, !DIExpression(), !378)
  %13 = shufflevector <4 x float> %10, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !389
    #dbg_value(<2 x double> %84, !236, !DIExpression(), !378)
  %14 = shufflevector <4 x float> %12, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !390
    #dbg_value(<2 x double> %1615, !237, !DIExpression(), !378)
  %15 = bitcast <2 x i64> %4 to <4 x i32>, !dbg !391
  %16 = bitcast <2 x i64> %8 to <4 x i32>, !dbg !391
  %17 = tail call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %15, <4 x i32> %16), !dbg !391
  %18 = bitcast <8 x i16> %17 to <16 x i8>, !dbg !391
    #dbg_value(<8 x i16> %17, !238, !DIExpression(), !392)
    #dbg_value(ptr undef, !393, !DIExpression(), !408)
    #dbg_value(i64 16, !402, !DIExpression(), !408)
    #dbg_value(ptr undef, !403, !DIExpression(), !408)
    #dbg_value(i64 0, !406, !DIExpression(), !410)
  %19 = load i64, ptr @hash, align 8, !tbaa !177
    #dbg_value(i64 0, !406, !DIExpression(), !410)
  %20 = extractelement <16 x i8> %18, i64 0, !dbg !411
  %21 = zext i8 %20 to i64, !dbg !411
  %22 = xor i64 %19, %21, !dbg !413
  %23 = mul i64 %22, 1099511628211, !dbg !414
    #dbg_value(i64 1, !406, !DIExpression(), !410)
  %24 = extractelement <16 x i8> %18, i64 1, !dbg !411
  %25 = zext i8 %24 to i64, !dbg !411
  %26 = xor i64 %23, %25, !dbg !413
  %27 = mul i64 %26, 1099511628211, !dbg !414
    #dbg_value(i64 2, !406, !DIExpression(), !410)
  %28 = extractelement <16 x i8> %18, i64 2, !dbg !411
  %29 = zext i8 %28 to i64, !dbg !411
  %30 = xor i64 %27, %29, !dbg !413
  %31 = mul i64 %30, 1099511628211, !dbg !414
    #dbg_value(i64 3, !406, !DIExpression(), !410)
  %32 = extractelement <16 x i8> %18, i64 3, !dbg !411
  %33 = zext i8 %32 to i64, !dbg !411
  %34 = xor i64 %31, %33, !dbg !413
  %35 = mul i64 %34, 1099511628211, !dbg !414
    #dbg_value(i64 4, !406, !DIExpression(), !410)
  %36 = extractelement <16 x i8> %18, i64 4, !dbg !411
  %37 = zext i8 %36 to i64, !dbg !411
  %38 = xor i64 %35, %37, !dbg !413
  %39 = mul i64 %38, 1099511628211, !dbg !414
    #dbg_value(i64 5, !406, !DIExpression(), !410)
  %40 = extractelement <16 x i8> %18, i64 5, !dbg !411
  %41 = zext i8 %40 to i64, !dbg !411
  %42 = xor i64 %39, %41, !dbg !413
  %43 = mul i64 %42, 1099511628211, !dbg !414
    #dbg_value(i64 6, !406, !DIExpression(), !410)
  %44 = extractelement <16 x i8> %18, i64 6, !dbg !411
  %45 = zext i8 %44 to i64, !dbg !411
  %46 = xor i64 %43, %45, !dbg !413
  %47 = mul i64 %46, 1099511628211, !dbg !414
    #dbg_value(i64 7, !406, !DIExpression(), !410)
  %48 = extractelement <16 x i8> %18, i64 7, !dbg !411
  %49 = zext i8 %48 to i64, !dbg !411
  %50 = xor i64 %47, %49, !dbg !413
  %51 = mul i64 %50, 1099511628211, !dbg !414
    #dbg_value(i64 8, !406, !DIExpression(), !410)
  %52 = extractelement <16 x i8> %18, i64 8, !dbg !411
  %53 = zext i8 %52 to i64, !dbg !411
  %54 = xor i64 %51, %53, !dbg !413
  %55 = mul i64 %54, 1099511628211, !dbg !414
    #dbg_value(i64 9, !406, !DIExpression(), !410)
  %56 = extractelement <16 x i8> %18, i64 9, !dbg !411
  %57 = zext i8 %56 to i64, !dbg !411
  %58 = xor i64 %55, %57, !dbg !413
  %59 = mul i64 %58, 1099511628211, !dbg !414
    #dbg_value(i64 10, !406, !DIExpression(), !410)
  %60 = extractelement <16 x i8> %18, i64 10, !dbg !411
  %61 = zext i8 %60 to i64, !dbg !411
  %62 = xor i64 %59, %61, !dbg !413
  %63 = mul i64 %62, 1099511628211, !dbg !414
    #dbg_value(i64 11, !406, !DIExpression(), !410)
  %64 = extractelement <16 x i8> %18, i64 11, !dbg !411
  %65 = zext i8 %64 to i64, !dbg !411
  %66 = xor i64 %63, %65, !dbg !413
  %67 = mul i64 %66, 1099511628211, !dbg !414
    #dbg_value(i64 12, !406, !DIExpression(), !410)
  %68 = extractelement <16 x i8> %18, i64 12, !dbg !411
  %69 = zext i8 %68 to i64, !dbg !411
  %70 = xor i64 %67, %69, !dbg !413
  %71 = mul i64 %70, 1099511628211, !dbg !414
    #dbg_value(i64 13, !406, !DIExpression(), !410)
  %72 = extractelement <16 x i8> %18, i64 13, !dbg !411
  %73 = zext i8 %72 to i64, !dbg !411
  %74 = xor i64 %71, %73, !dbg !413
  %75 = mul i64 %74, 1099511628211, !dbg !414
    #dbg_value(i64 14, !406, !DIExpression(), !410)
  %76 = extractelement <16 x i8> %18, i64 14, !dbg !411
  %77 = zext i8 %76 to i64, !dbg !411
  %78 = xor i64 %75, %77, !dbg !413
  %79 = mul i64 %78, 1099511628211, !dbg !414
    #dbg_value(i64 15, !406, !DIExpression(), !410)
  %80 = extractelement <16 x i8> %18, i64 15, !dbg !411
  %81 = zext i8 %80 to i64, !dbg !411
  %82 = xor i64 %79, %81, !dbg !413
  %83 = mul i64 %82, 1099511628211, !dbg !414
    #dbg_value(i64 16, !406, !DIExpression(), !410)
  %84 = fpext <2 x float> %13 to <2 x double>, !dbg !389
  %85 = bitcast <2 x i64> %4 to <8 x i16>, !dbg !415
  %86 = bitcast <2 x i64> %8 to <8 x i16>, !dbg !415
  %87 = tail call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %85, <8 x i16> %86), !dbg !415
    #dbg_value(<16 x i8> %87, !240, !DIExpression(), !416)
    #dbg_value(ptr undef, !393, !DIExpression(), !417)
    #dbg_value(i64 16, !402, !DIExpression(), !417)
    #dbg_value(ptr undef, !403, !DIExpression(), !417)
    #dbg_value(i64 0, !406, !DIExpression(), !419)
    #dbg_value(i64 0, !406, !DIExpression(), !419)
  %88 = extractelement <16 x i8> %87, i64 0, !dbg !420
  %89 = zext i8 %88 to i64, !dbg !420
  %90 = xor i64 %83, %89, !dbg !421
  %91 = mul i64 %90, 1099511628211, !dbg !422
    #dbg_value(i64 1, !406, !DIExpression(), !419)
  %92 = extractelement <16 x i8> %87, i64 1, !dbg !420
  %93 = zext i8 %92 to i64, !dbg !420
  %94 = xor i64 %91, %93, !dbg !421
  %95 = mul i64 %94, 1099511628211, !dbg !422
    #dbg_value(i64 2, !406, !DIExpression(), !419)
  %96 = extractelement <16 x i8> %87, i64 2, !dbg !420
  %97 = zext i8 %96 to i64, !dbg !420
  %98 = xor i64 %95, %97, !dbg !421
  %99 = mul i64 %98, 1099511628211, !dbg !422
    #dbg_value(i64 3, !406, !DIExpression(), !419)
  %100 = extractelement <16 x i8> %87, i64 3, !dbg !420
  %101 = zext i8 %100 to i64, !dbg !420
  %102 = xor i64 %99, %101, !dbg !421
  %103 = mul i64 %102, 1099511628211, !dbg !422
    #dbg_value(i64 4, !406, !DIExpression(), !419)
  %104 = extractelement <16 x i8> %87, i64 4, !dbg !420
  %105 = zext i8 %104 to i64, !dbg !420
  %106 = xor i64 %103, %105, !dbg !421
  %107 = mul i64 %106, 1099511628211, !dbg !422
    #dbg_value(i64 5, !406, !DIExpression(), !419)
  %108 = extractelement <16 x i8> %87, i64 5, !dbg !420
  %109 = zext i8 %108 to i64, !dbg !420
  %110 = xor i64 %107, %109, !dbg !421
  %111 = mul i64 %110, 1099511628211, !dbg !422
    #dbg_value(i64 6, !406, !DIExpression(), !419)
  %112 = extractelement <16 x i8> %87, i64 6, !dbg !420
  %113 = zext i8 %112 to i64, !dbg !420
  %114 = xor i64 %111, %113, !dbg !421
  %115 = mul i64 %114, 1099511628211, !dbg !422
    #dbg_value(i64 7, !406, !DIExpression(), !419)
  %116 = extractelement <16 x i8> %87, i64 7, !dbg !420
  %117 = zext i8 %116 to i64, !dbg !420
  %118 = xor i64 %115, %117, !dbg !421
  %119 = mul i64 %118, 1099511628211, !dbg !422
    #dbg_value(i64 8, !406, !DIExpression(), !419)
  %120 = extractelement <16 x i8> %87, i64 8, !dbg !420
  %121 = zext i8 %120 to i64, !dbg !420
  %122 = xor i64 %119, %121, !dbg !421
  %123 = mul i64 %122, 1099511628211, !dbg !422
    #dbg_value(i64 9, !406, !DIExpression(), !419)
  %124 = extractelement <16 x i8> %87, i64 9, !dbg !420
  %125 = zext i8 %124 to i64, !dbg !420
  %126 = xor i64 %123, %125, !dbg !421
  %127 = mul i64 %126, 1099511628211, !dbg !422
    #dbg_value(i64 10, !406, !DIExpression(), !419)
  %128 = extractelement <16 x i8> %87, i64 10, !dbg !420
  %129 = zext i8 %128 to i64, !dbg !420
  %130 = xor i64 %127, %129, !dbg !421
  %131 = mul i64 %130, 1099511628211, !dbg !422
    #dbg_value(i64 11, !406, !DIExpression(), !419)
  %132 = extractelement <16 x i8> %87, i64 11, !dbg !420
  %133 = zext i8 %132 to i64, !dbg !420
  %134 = xor i64 %131, %133, !dbg !421
  %135 = mul i64 %134, 1099511628211, !dbg !422
    #dbg_value(i64 12, !406, !DIExpression(), !419)
  %136 = extractelement <16 x i8> %87, i64 12, !dbg !420
  %137 = zext i8 %136 to i64, !dbg !420
  %138 = xor i64 %135, %137, !dbg !421
  %139 = mul i64 %138, 1099511628211, !dbg !422
    #dbg_value(i64 13, !406, !DIExpression(), !419)
  %140 = extractelement <16 x i8> %87, i64 13, !dbg !420
  %141 = zext i8 %140 to i64, !dbg !420
  %142 = xor i64 %139, %141, !dbg !421
  %143 = mul i64 %142, 1099511628211, !dbg !422
    #dbg_value(i64 14, !406, !DIExpression(), !419)
  %144 = extractelement <16 x i8> %87, i64 14, !dbg !420
  %145 = zext i8 %144 to i64, !dbg !420
  %146 = xor i64 %143, %145, !dbg !421
  %147 = mul i64 %146, 1099511628211, !dbg !422
    #dbg_value(i64 15, !406, !DIExpression(), !419)
  %148 = extractelement <16 x i8> %87, i64 15, !dbg !420
  %149 = zext i8 %148 to i64, !dbg !420
  %150 = xor i64 %147, %149, !dbg !421
  %151 = mul i64 %150, 1099511628211, !dbg !422
    #dbg_value(i64 16, !406, !DIExpression(), !419)
  %152 = tail call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %85, <8 x i16> %86), !dbg !423
    #dbg_value(<16 x i8> %152, !242, !DIExpression(), !424)
    #dbg_value(ptr undef, !393, !DIExpression(), !425)
    #dbg_value(i64 16, !402, !DIExpression(), !425)
    #dbg_value(ptr undef, !403, !DIExpression(), !425)
    #dbg_value(i64 0, !406, !DIExpression(), !427)
    #dbg_value(i64 0, !406, !DIExpression(), !427)
  %153 = extractelement <16 x i8> %152, i64 0, !dbg !428
  %154 = zext i8 %153 to i64, !dbg !428
  %155 = xor i64 %151, %154, !dbg !429
  %156 = mul i64 %155, 1099511628211, !dbg !430
    #dbg_value(i64 1, !406, !DIExpression(), !427)
  %157 = extractelement <16 x i8> %152, i64 1, !dbg !428
  %158 = zext i8 %157 to i64, !dbg !428
  %159 = xor i64 %156, %158, !dbg !429
  %160 = mul i64 %159, 1099511628211, !dbg !430
    #dbg_value(i64 2, !406, !DIExpression(), !427)
  %161 = extractelement <16 x i8> %152, i64 2, !dbg !428
  %162 = zext i8 %161 to i64, !dbg !428
  %163 = xor i64 %160, %162, !dbg !429
  %164 = mul i64 %163, 1099511628211, !dbg !430
    #dbg_value(i64 3, !406, !DIExpression(), !427)
  %165 = extractelement <16 x i8> %152, i64 3, !dbg !428
  %166 = zext i8 %165 to i64, !dbg !428
  %167 = xor i64 %164, %166, !dbg !429
  %168 = mul i64 %167, 1099511628211, !dbg !430
    #dbg_value(i64 4, !406, !DIExpression(), !427)
  %169 = extractelement <16 x i8> %152, i64 4, !dbg !428
  %170 = zext i8 %169 to i64, !dbg !428
  %171 = xor i64 %168, %170, !dbg !429
  %172 = mul i64 %171, 1099511628211, !dbg !430
    #dbg_value(i64 5, !406, !DIExpression(), !427)
  %173 = extractelement <16 x i8> %152, i64 5, !dbg !428
  %174 = zext i8 %173 to i64, !dbg !428
  %175 = xor i64 %172, %174, !dbg !429
  %176 = mul i64 %175, 1099511628211, !dbg !430
    #dbg_value(i64 6, !406, !DIExpression(), !427)
  %177 = extractelement <16 x i8> %152, i64 6, !dbg !428
  %178 = zext i8 %177 to i64, !dbg !428
  %179 = xor i64 %176, %178, !dbg !429
  %180 = mul i64 %179, 1099511628211, !dbg !430
    #dbg_value(i64 7, !406, !DIExpression(), !427)
  %181 = extractelement <16 x i8> %152, i64 7, !dbg !428
  %182 = zext i8 %181 to i64, !dbg !428
  %183 = xor i64 %180, %182, !dbg !429
  %184 = mul i64 %183, 1099511628211, !dbg !430
    #dbg_value(i64 8, !406, !DIExpression(), !427)
  %185 = extractelement <16 x i8> %152, i64 8, !dbg !428
  %186 = zext i8 %185 to i64, !dbg !428
  %187 = xor i64 %184, %186, !dbg !429
  %188 = mul i64 %187, 1099511628211, !dbg !430
    #dbg_value(i64 9, !406, !DIExpression(), !427)
  %189 = extractelement <16 x i8> %152, i64 9, !dbg !428
  %190 = zext i8 %189 to i64, !dbg !428
  %191 = xor i64 %188, %190, !dbg !429
  %192 = mul i64 %191, 1099511628211, !dbg !430
    #dbg_value(i64 10, !406, !DIExpression(), !427)
  %193 = extractelement <16 x i8> %152, i64 10, !dbg !428
  %194 = zext i8 %193 to i64, !dbg !428
  %195 = xor i64 %192, %194, !dbg !429
  %196 = mul i64 %195, 1099511628211, !dbg !430
    #dbg_value(i64 11, !406, !DIExpression(), !427)
  %197 = extractelement <16 x i8> %152, i64 11, !dbg !428
  %198 = zext i8 %197 to i64, !dbg !428
  %199 = xor i64 %196, %198, !dbg !429
  %200 = mul i64 %199, 1099511628211, !dbg !430
    #dbg_value(i64 12, !406, !DIExpression(), !427)
  %201 = extractelement <16 x i8> %152, i64 12, !dbg !428
  %202 = zext i8 %201 to i64, !dbg !428
  %203 = xor i64 %200, %202, !dbg !429
  %204 = mul i64 %203, 1099511628211, !dbg !430
    #dbg_value(i64 13, !406, !DIExpression(), !427)
  %205 = extractelement <16 x i8> %152, i64 13, !dbg !428
  %206 = zext i8 %205 to i64, !dbg !428
  %207 = xor i64 %204, %206, !dbg !429
  %208 = mul i64 %207, 1099511628211, !dbg !430
    #dbg_value(i64 14, !406, !DIExpression(), !427)
  %209 = extractelement <16 x i8> %152, i64 14, !dbg !428
  %210 = zext i8 %209 to i64, !dbg !428
  %211 = xor i64 %208, %210, !dbg !429
  %212 = mul i64 %211, 1099511628211, !dbg !430
    #dbg_value(i64 15, !406, !DIExpression(), !427)
  %213 = extractelement <16 x i8> %152, i64 15, !dbg !428
  %214 = zext i8 %213 to i64, !dbg !428
  %215 = xor i64 %212, %214, !dbg !429
  %216 = mul i64 %215, 1099511628211, !dbg !430
    #dbg_value(i64 16, !406, !DIExpression(), !427)
  %217 = tail call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %85, <8 x i16> %86), !dbg !431
  %218 = bitcast <4 x i32> %217 to <16 x i8>, !dbg !431
    #dbg_value(<4 x i32> %217, !244, !DIExpression(), !432)
    #dbg_value(ptr undef, !393, !DIExpression(), !433)
    #dbg_value(i64 16, !402, !DIExpression(), !433)
    #dbg_value(ptr undef, !403, !DIExpression(), !433)
    #dbg_value(i64 0, !406, !DIExpression(), !435)
    #dbg_value(i64 0, !406, !DIExpression(), !435)
  %219 = extractelement <16 x i8> %218, i64 0, !dbg !436
  %220 = zext i8 %219 to i64, !dbg !436
  %221 = xor i64 %216, %220, !dbg !437
  %222 = mul i64 %221, 1099511628211, !dbg !438
    #dbg_value(i64 1, !406, !DIExpression(), !435)
  %223 = extractelement <16 x i8> %218, i64 1, !dbg !436
  %224 = zext i8 %223 to i64, !dbg !436
  %225 = xor i64 %222, %224, !dbg !437
  %226 = mul i64 %225, 1099511628211, !dbg !438
    #dbg_value(i64 2, !406, !DIExpression(), !435)
  %227 = extractelement <16 x i8> %218, i64 2, !dbg !436
  %228 = zext i8 %227 to i64, !dbg !436
  %229 = xor i64 %226, %228, !dbg !437
  %230 = mul i64 %229, 1099511628211, !dbg !438
    #dbg_value(i64 3, !406, !DIExpression(), !435)
  %231 = extractelement <16 x i8> %218, i64 3, !dbg !436
  %232 = zext i8 %231 to i64, !dbg !436
  %233 = xor i64 %230, %232, !dbg !437
  %234 = mul i64 %233, 1099511628211, !dbg !438
    #dbg_value(i64 4, !406, !DIExpression(), !435)
  %235 = extractelement <16 x i8> %218, i64 4, !dbg !436
  %236 = zext i8 %235 to i64, !dbg !436
  %237 = xor i64 %234, %236, !dbg !437
  %238 = mul i64 %237, 1099511628211, !dbg !438
    #dbg_value(i64 5, !406, !DIExpression(), !435)
  %239 = extractelement <16 x i8> %218, i64 5, !dbg !436
  %240 = zext i8 %239 to i64, !dbg !436
  %241 = xor i64 %238, %240, !dbg !437
  %242 = mul i64 %241, 1099511628211, !dbg !438
    #dbg_value(i64 6, !406, !DIExpression(), !435)
  %243 = extractelement <16 x i8> %218, i64 6, !dbg !436
  %244 = zext i8 %243 to i64, !dbg !436
  %245 = xor i64 %242, %244, !dbg !437
  %246 = mul i64 %245, 1099511628211, !dbg !438
    #dbg_value(i64 7, !406, !DIExpression(), !435)
  %247 = extractelement <16 x i8> %218, i64 7, !dbg !436
  %248 = zext i8 %247 to i64, !dbg !436
  %249 = xor i64 %246, %248, !dbg !437
  %250 = mul i64 %249, 1099511628211, !dbg !438
    #dbg_value(i64 8, !406, !DIExpression(), !435)
  %251 = extractelement <16 x i8> %218, i64 8, !dbg !436
  %252 = zext i8 %251 to i64, !dbg !436
  %253 = xor i64 %250, %252, !dbg !437
  %254 = mul i64 %253, 1099511628211, !dbg !438
    #dbg_value(i64 9, !406, !DIExpression(), !435)
  %255 = extractelement <16 x i8> %218, i64 9, !dbg !436
  %256 = zext i8 %255 to i64, !dbg !436
  %257 = xor i64 %254, %256, !dbg !437
  %258 = mul i64 %257, 1099511628211, !dbg !438
    #dbg_value(i64 10, !406, !DIExpression(), !435)
  %259 = extractelement <16 x i8> %218, i64 10, !dbg !436
  %260 = zext i8 %259 to i64, !dbg !436
  %261 = xor i64 %258, %260, !dbg !437
  %262 = mul i64 %261, 1099511628211, !dbg !438
    #dbg_value(i64 11, !406, !DIExpression(), !435)
  %263 = extractelement <16 x i8> %218, i64 11, !dbg !436
  %264 = zext i8 %263 to i64, !dbg !436
  %265 = xor i64 %262, %264, !dbg !437
  %266 = mul i64 %265, 1099511628211, !dbg !438
    #dbg_value(i64 12, !406, !DIExpression(), !435)
  %267 = extractelement <16 x i8> %218, i64 12, !dbg !436
  %268 = zext i8 %267 to i64, !dbg !436
  %269 = xor i64 %266, %268, !dbg !437
  %270 = mul i64 %269, 1099511628211, !dbg !438
    #dbg_value(i64 13, !406, !DIExpression(), !435)
  %271 = extractelement <16 x i8> %218, i64 13, !dbg !436
  %272 = zext i8 %271 to i64, !dbg !436
  %273 = xor i64 %270, %272, !dbg !437
  %274 = mul i64 %273, 1099511628211, !dbg !438
    #dbg_value(i64 14, !406, !DIExpression(), !435)
  %275 = extractelement <16 x i8> %218, i64 14, !dbg !436
  %276 = zext i8 %275 to i64, !dbg !436
  %277 = xor i64 %274, %276, !dbg !437
  %278 = mul i64 %277, 1099511628211, !dbg !438
    #dbg_value(i64 15, !406, !DIExpression(), !435)
  %279 = extractelement <16 x i8> %218, i64 15, !dbg !436
  %280 = zext i8 %279 to i64, !dbg !436
  %281 = xor i64 %278, %280, !dbg !437
  %282 = mul i64 %281, 1099511628211, !dbg !438
    #dbg_value(i64 16, !406, !DIExpression(), !435)
  %283 = bitcast <2 x i64> %4 to <16 x i8>, !dbg !439
  %284 = bitcast <2 x i64> %8 to <16 x i8>, !dbg !439
  %285 = tail call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %283, <16 x i8> %284), !dbg !439
  %286 = bitcast <2 x i64> %285 to <16 x i8>, !dbg !439
    #dbg_value(<2 x i64> %285, !246, !DIExpression(), !440)
    #dbg_value(ptr undef, !393, !DIExpression(), !441)
    #dbg_value(i64 16, !402, !DIExpression(), !441)
    #dbg_value(ptr undef, !403, !DIExpression(), !441)
    #dbg_value(i64 0, !406, !DIExpression(), !443)
    #dbg_value(i64 0, !406, !DIExpression(), !443)
  %287 = extractelement <16 x i8> %286, i64 0, !dbg !444
  %288 = zext i8 %287 to i64, !dbg !444
  %289 = xor i64 %282, %288, !dbg !445
  %290 = mul i64 %289, 1099511628211, !dbg !446
    #dbg_value(i64 1, !406, !DIExpression(), !443)
  %291 = extractelement <16 x i8> %286, i64 1, !dbg !444
  %292 = zext i8 %291 to i64, !dbg !444
  %293 = xor i64 %290, %292, !dbg !445
  %294 = mul i64 %293, 1099511628211, !dbg !446
    #dbg_value(i64 2, !406, !DIExpression(), !443)
  %295 = extractelement <16 x i8> %286, i64 2, !dbg !444
  %296 = zext i8 %295 to i64, !dbg !444
  %297 = xor i64 %294, %296, !dbg !445
  %298 = mul i64 %297, 1099511628211, !dbg !446
    #dbg_value(i64 3, !406, !DIExpression(), !443)
  %299 = extractelement <16 x i8> %286, i64 3, !dbg !444
  %300 = zext i8 %299 to i64, !dbg !444
  %301 = xor i64 %298, %300, !dbg !445
  %302 = mul i64 %301, 1099511628211, !dbg !446
    #dbg_value(i64 4, !406, !DIExpression(), !443)
  %303 = extractelement <16 x i8> %286, i64 4, !dbg !444
  %304 = zext i8 %303 to i64, !dbg !444
  %305 = xor i64 %302, %304, !dbg !445
  %306 = mul i64 %305, 1099511628211, !dbg !446
    #dbg_value(i64 5, !406, !DIExpression(), !443)
  %307 = extractelement <16 x i8> %286, i64 5, !dbg !444
  %308 = zext i8 %307 to i64, !dbg !444
  %309 = xor i64 %306, %308, !dbg !445
  %310 = mul i64 %309, 1099511628211, !dbg !446
    #dbg_value(i64 6, !406, !DIExpression(), !443)
  %311 = extractelement <16 x i8> %286, i64 6, !dbg !444
  %312 = zext i8 %311 to i64, !dbg !444
  %313 = xor i64 %310, %312, !dbg !445
  %314 = mul i64 %313, 1099511628211, !dbg !446
    #dbg_value(i64 7, !406, !DIExpression(), !443)
  %315 = extractelement <16 x i8> %286, i64 7, !dbg !444
  %316 = zext i8 %315 to i64, !dbg !444
  %317 = xor i64 %314, %316, !dbg !445
  %318 = mul i64 %317, 1099511628211, !dbg !446
    #dbg_value(i64 8, !406, !DIExpression(), !443)
  %319 = extractelement <16 x i8> %286, i64 8, !dbg !444
  %320 = zext i8 %319 to i64, !dbg !444
  %321 = xor i64 %318, %320, !dbg !445
  %322 = mul i64 %321, 1099511628211, !dbg !446
    #dbg_value(i64 9, !406, !DIExpression(), !443)
  %323 = extractelement <16 x i8> %286, i64 9, !dbg !444
  %324 = zext i8 %323 to i64, !dbg !444
  %325 = xor i64 %322, %324, !dbg !445
  %326 = mul i64 %325, 1099511628211, !dbg !446
    #dbg_value(i64 10, !406, !DIExpression(), !443)
  %327 = extractelement <16 x i8> %286, i64 10, !dbg !444
  %328 = zext i8 %327 to i64, !dbg !444
  %329 = xor i64 %326, %328, !dbg !445
  %330 = mul i64 %329, 1099511628211, !dbg !446
    #dbg_value(i64 11, !406, !DIExpression(), !443)
  %331 = extractelement <16 x i8> %286, i64 11, !dbg !444
  %332 = zext i8 %331 to i64, !dbg !444
  %333 = xor i64 %330, %332, !dbg !445
  %334 = mul i64 %333, 1099511628211, !dbg !446
    #dbg_value(i64 12, !406, !DIExpression(), !443)
  %335 = extractelement <16 x i8> %286, i64 12, !dbg !444
  %336 = zext i8 %335 to i64, !dbg !444
  %337 = xor i64 %334, %336, !dbg !445
  %338 = mul i64 %337, 1099511628211, !dbg !446
    #dbg_value(i64 13, !406, !DIExpression(), !443)
  %339 = extractelement <16 x i8> %286, i64 13, !dbg !444
  %340 = zext i8 %339 to i64, !dbg !444
  %341 = xor i64 %338, %340, !dbg !445
  %342 = mul i64 %341, 1099511628211, !dbg !446
    #dbg_value(i64 14, !406, !DIExpression(), !443)
  %343 = extractelement <16 x i8> %286, i64 14, !dbg !444
  %344 = zext i8 %343 to i64, !dbg !444
  %345 = xor i64 %342, %344, !dbg !445
  %346 = mul i64 %345, 1099511628211, !dbg !446
    #dbg_value(i64 15, !406, !DIExpression(), !443)
  %347 = extractelement <16 x i8> %286, i64 15, !dbg !444
  %348 = zext i8 %347 to i64, !dbg !444
  %349 = xor i64 %346, %348, !dbg !445
  %350 = mul i64 %349, 1099511628211, !dbg !446
    #dbg_value(i64 16, !406, !DIExpression(), !443)
  %351 = tail call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %283, <16 x i8> %284), !dbg !447
    #dbg_value(<16 x i8> %351, !248, !DIExpression(), !448)
    #dbg_value(ptr undef, !393, !DIExpression(), !449)
    #dbg_value(i64 16, !402, !DIExpression(), !449)
    #dbg_value(ptr undef, !403, !DIExpression(), !449)
    #dbg_value(i64 0, !406, !DIExpression(), !451)
    #dbg_value(i64 0, !406, !DIExpression(), !451)
  %352 = extractelement <16 x i8> %351, i64 0, !dbg !452
  %353 = zext i8 %352 to i64, !dbg !452
  %354 = xor i64 %350, %353, !dbg !453
  %355 = mul i64 %354, 1099511628211, !dbg !454
    #dbg_value(i64 1, !406, !DIExpression(), !451)
  %356 = extractelement <16 x i8> %351, i64 1, !dbg !452
  %357 = zext i8 %356 to i64, !dbg !452
  %358 = xor i64 %355, %357, !dbg !453
  %359 = mul i64 %358, 1099511628211, !dbg !454
    #dbg_value(i64 2, !406, !DIExpression(), !451)
  %360 = extractelement <16 x i8> %351, i64 2, !dbg !452
  %361 = zext i8 %360 to i64, !dbg !452
  %362 = xor i64 %359, %361, !dbg !453
  %363 = mul i64 %362, 1099511628211, !dbg !454
    #dbg_value(i64 3, !406, !DIExpression(), !451)
  %364 = extractelement <16 x i8> %351, i64 3, !dbg !452
  %365 = zext i8 %364 to i64, !dbg !452
  %366 = xor i64 %363, %365, !dbg !453
  %367 = mul i64 %366, 1099511628211, !dbg !454
    #dbg_value(i64 4, !406, !DIExpression(), !451)
  %368 = extractelement <16 x i8> %351, i64 4, !dbg !452
  %369 = zext i8 %368 to i64, !dbg !452
  %370 = xor i64 %367, %369, !dbg !453
  %371 = mul i64 %370, 1099511628211, !dbg !454
    #dbg_value(i64 5, !406, !DIExpression(), !451)
  %372 = extractelement <16 x i8> %351, i64 5, !dbg !452
  %373 = zext i8 %372 to i64, !dbg !452
  %374 = xor i64 %371, %373, !dbg !453
  %375 = mul i64 %374, 1099511628211, !dbg !454
    #dbg_value(i64 6, !406, !DIExpression(), !451)
  %376 = extractelement <16 x i8> %351, i64 6, !dbg !452
  %377 = zext i8 %376 to i64, !dbg !452
  %378 = xor i64 %375, %377, !dbg !453
  %379 = mul i64 %378, 1099511628211, !dbg !454
    #dbg_value(i64 7, !406, !DIExpression(), !451)
  %380 = extractelement <16 x i8> %351, i64 7, !dbg !452
  %381 = zext i8 %380 to i64, !dbg !452
  %382 = xor i64 %379, %381, !dbg !453
  %383 = mul i64 %382, 1099511628211, !dbg !454
    #dbg_value(i64 8, !406, !DIExpression(), !451)
  %384 = extractelement <16 x i8> %351, i64 8, !dbg !452
  %385 = zext i8 %384 to i64, !dbg !452
  %386 = xor i64 %383, %385, !dbg !453
  %387 = mul i64 %386, 1099511628211, !dbg !454
    #dbg_value(i64 9, !406, !DIExpression(), !451)
  %388 = extractelement <16 x i8> %351, i64 9, !dbg !452
  %389 = zext i8 %388 to i64, !dbg !452
  %390 = xor i64 %387, %389, !dbg !453
  %391 = mul i64 %390, 1099511628211, !dbg !454
    #dbg_value(i64 10, !406, !DIExpression(), !451)
  %392 = extractelement <16 x i8> %351, i64 10, !dbg !452
  %393 = zext i8 %392 to i64, !dbg !452
  %394 = xor i64 %391, %393, !dbg !453
  %395 = mul i64 %394, 1099511628211, !dbg !454
    #dbg_value(i64 11, !406, !DIExpression(), !451)
  %396 = extractelement <16 x i8> %351, i64 11, !dbg !452
  %397 = zext i8 %396 to i64, !dbg !452
  %398 = xor i64 %395, %397, !dbg !453
  %399 = mul i64 %398, 1099511628211, !dbg !454
    #dbg_value(i64 12, !406, !DIExpression(), !451)
  %400 = extractelement <16 x i8> %351, i64 12, !dbg !452
  %401 = zext i8 %400 to i64, !dbg !452
  %402 = xor i64 %399, %401, !dbg !453
  %403 = mul i64 %402, 1099511628211, !dbg !454
    #dbg_value(i64 13, !406, !DIExpression(), !451)
  %404 = extractelement <16 x i8> %351, i64 13, !dbg !452
  %405 = zext i8 %404 to i64, !dbg !452
  %406 = xor i64 %403, %405, !dbg !453
  %407 = mul i64 %406, 1099511628211, !dbg !454
    #dbg_value(i64 14, !406, !DIExpression(), !451)
  %408 = extractelement <16 x i8> %351, i64 14, !dbg !452
  %409 = zext i8 %408 to i64, !dbg !452
  %410 = xor i64 %407, %409, !dbg !453
  %411 = mul i64 %410, 1099511628211, !dbg !454
    #dbg_value(i64 15, !406, !DIExpression(), !451)
  %412 = extractelement <16 x i8> %351, i64 15, !dbg !452
  %413 = zext i8 %412 to i64, !dbg !452
  %414 = xor i64 %411, %413, !dbg !453
  %415 = mul i64 %414, 1099511628211, !dbg !454
    #dbg_value(i64 16, !406, !DIExpression(), !451)
  %416 = tail call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %85, <8 x i16> %86), !dbg !455
  %417 = bitcast <8 x i16> %416 to <16 x i8>, !dbg !455
    #dbg_value(<8 x i16> %416, !250, !DIExpression(), !456)
    #dbg_value(ptr undef, !393, !DIExpression(), !457)
    #dbg_value(i64 16, !402, !DIExpression(), !457)
    #dbg_value(ptr undef, !403, !DIExpression(), !457)
    #dbg_value(i64 0, !406, !DIExpression(), !459)
    #dbg_value(i64 0, !406, !DIExpression(), !459)
  %418 = extractelement <16 x i8> %417, i64 0, !dbg !460
  %419 = zext i8 %418 to i64, !dbg !460
  %420 = xor i64 %415, %419, !dbg !461
  %421 = mul i64 %420, 1099511628211, !dbg !462
    #dbg_value(i64 1, !406, !DIExpression(), !459)
  %422 = extractelement <16 x i8> %417, i64 1, !dbg !460
  %423 = zext i8 %422 to i64, !dbg !460
  %424 = xor i64 %421, %423, !dbg !461
  %425 = mul i64 %424, 1099511628211, !dbg !462
    #dbg_value(i64 2, !406, !DIExpression(), !459)
  %426 = extractelement <16 x i8> %417, i64 2, !dbg !460
  %427 = zext i8 %426 to i64, !dbg !460
  %428 = xor i64 %425, %427, !dbg !461
  %429 = mul i64 %428, 1099511628211, !dbg !462
    #dbg_value(i64 3, !406, !DIExpression(), !459)
  %430 = extractelement <16 x i8> %417, i64 3, !dbg !460
  %431 = zext i8 %430 to i64, !dbg !460
  %432 = xor i64 %429, %431, !dbg !461
  %433 = mul i64 %432, 1099511628211, !dbg !462
    #dbg_value(i64 4, !406, !DIExpression(), !459)
  %434 = extractelement <16 x i8> %417, i64 4, !dbg !460
  %435 = zext i8 %434 to i64, !dbg !460
  %436 = xor i64 %433, %435, !dbg !461
  %437 = mul i64 %436, 1099511628211, !dbg !462
    #dbg_value(i64 5, !406, !DIExpression(), !459)
  %438 = extractelement <16 x i8> %417, i64 5, !dbg !460
  %439 = zext i8 %438 to i64, !dbg !460
  %440 = xor i64 %437, %439, !dbg !461
  %441 = mul i64 %440, 1099511628211, !dbg !462
    #dbg_value(i64 6, !406, !DIExpression(), !459)
  %442 = extractelement <16 x i8> %417, i64 6, !dbg !460
  %443 = zext i8 %442 to i64, !dbg !460
  %444 = xor i64 %441, %443, !dbg !461
  %445 = mul i64 %444, 1099511628211, !dbg !462
    #dbg_value(i64 7, !406, !DIExpression(), !459)
  %446 = extractelement <16 x i8> %417, i64 7, !dbg !460
  %447 = zext i8 %446 to i64, !dbg !460
  %448 = xor i64 %445, %447, !dbg !461
  %449 = mul i64 %448, 1099511628211, !dbg !462
    #dbg_value(i64 8, !406, !DIExpression(), !459)
  %450 = extractelement <16 x i8> %417, i64 8, !dbg !460
  %451 = zext i8 %450 to i64, !dbg !460
  %452 = xor i64 %449, %451, !dbg !461
  %453 = mul i64 %452, 1099511628211, !dbg !462
    #dbg_value(i64 9, !406, !DIExpression(), !459)
  %454 = extractelement <16 x i8> %417, i64 9, !dbg !460
  %455 = zext i8 %454 to i64, !dbg !460
  %456 = xor i64 %453, %455, !dbg !461
  %457 = mul i64 %456, 1099511628211, !dbg !462
    #dbg_value(i64 10, !406, !DIExpression(), !459)
  %458 = extractelement <16 x i8> %417, i64 10, !dbg !460
  %459 = zext i8 %458 to i64, !dbg !460
  %460 = xor i64 %457, %459, !dbg !461
  %461 = mul i64 %460, 1099511628211, !dbg !462
    #dbg_value(i64 11, !406, !DIExpression(), !459)
  %462 = extractelement <16 x i8> %417, i64 11, !dbg !460
  %463 = zext i8 %462 to i64, !dbg !460
  %464 = xor i64 %461, %463, !dbg !461
  %465 = mul i64 %464, 1099511628211, !dbg !462
    #dbg_value(i64 12, !406, !DIExpression(), !459)
  %466 = extractelement <16 x i8> %417, i64 12, !dbg !460
  %467 = zext i8 %466 to i64, !dbg !460
  %468 = xor i64 %465, %467, !dbg !461
  %469 = mul i64 %468, 1099511628211, !dbg !462
    #dbg_value(i64 13, !406, !DIExpression(), !459)
  %470 = extractelement <16 x i8> %417, i64 13, !dbg !460
  %471 = zext i8 %470 to i64, !dbg !460
  %472 = xor i64 %469, %471, !dbg !461
  %473 = mul i64 %472, 1099511628211, !dbg !462
    #dbg_value(i64 14, !406, !DIExpression(), !459)
  %474 = extractelement <16 x i8> %417, i64 14, !dbg !460
  %475 = zext i8 %474 to i64, !dbg !460
  %476 = xor i64 %473, %475, !dbg !461
  %477 = mul i64 %476, 1099511628211, !dbg !462
    #dbg_value(i64 15, !406, !DIExpression(), !459)
  %478 = extractelement <16 x i8> %417, i64 15, !dbg !460
  %479 = zext i8 %478 to i64, !dbg !460
  %480 = xor i64 %477, %479, !dbg !461
  %481 = mul i64 %480, 1099511628211, !dbg !462
    #dbg_value(i64 16, !406, !DIExpression(), !459)
  %482 = tail call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %85, <8 x i16> %86), !dbg !463
  %483 = bitcast <8 x i16> %482 to <16 x i8>, !dbg !463
    #dbg_value(<8 x i16> %482, !252, !DIExpression(), !464)
    #dbg_value(ptr undef, !393, !DIExpression(), !465)
    #dbg_value(i64 16, !402, !DIExpression(), !465)
    #dbg_value(ptr undef, !403, !DIExpression(), !465)
    #dbg_value(i64 0, !406, !DIExpression(), !467)
    #dbg_value(i64 0, !406, !DIExpression(), !467)
  %484 = extractelement <16 x i8> %483, i64 0, !dbg !468
  %485 = zext i8 %484 to i64, !dbg !468
  %486 = xor i64 %481, %485, !dbg !469
  %487 = mul i64 %486, 1099511628211, !dbg !470
    #dbg_value(i64 1, !406, !DIExpression(), !467)
  %488 = extractelement <16 x i8> %483, i64 1, !dbg !468
  %489 = zext i8 %488 to i64, !dbg !468
  %490 = xor i64 %487, %489, !dbg !469
  %491 = mul i64 %490, 1099511628211, !dbg !470
    #dbg_value(i64 2, !406, !DIExpression(), !467)
  %492 = extractelement <16 x i8> %483, i64 2, !dbg !468
  %493 = zext i8 %492 to i64, !dbg !468
  %494 = xor i64 %491, %493, !dbg !469
  %495 = mul i64 %494, 1099511628211, !dbg !470
    #dbg_value(i64 3, !406, !DIExpression(), !467)
  %496 = extractelement <16 x i8> %483, i64 3, !dbg !468
  %497 = zext i8 %496 to i64, !dbg !468
  %498 = xor i64 %495, %497, !dbg !469
  %499 = mul i64 %498, 1099511628211, !dbg !470
    #dbg_value(i64 4, !406, !DIExpression(), !467)
  %500 = extractelement <16 x i8> %483, i64 4, !dbg !468
  %501 = zext i8 %500 to i64, !dbg !468
  %502 = xor i64 %499, %501, !dbg !469
  %503 = mul i64 %502, 1099511628211, !dbg !470
    #dbg_value(i64 5, !406, !DIExpression(), !467)
  %504 = extractelement <16 x i8> %483, i64 5, !dbg !468
  %505 = zext i8 %504 to i64, !dbg !468
  %506 = xor i64 %503, %505, !dbg !469
  %507 = mul i64 %506, 1099511628211, !dbg !470
    #dbg_value(i64 6, !406, !DIExpression(), !467)
  %508 = extractelement <16 x i8> %483, i64 6, !dbg !468
  %509 = zext i8 %508 to i64, !dbg !468
  %510 = xor i64 %507, %509, !dbg !469
  %511 = mul i64 %510, 1099511628211, !dbg !470
    #dbg_value(i64 7, !406, !DIExpression(), !467)
  %512 = extractelement <16 x i8> %483, i64 7, !dbg !468
  %513 = zext i8 %512 to i64, !dbg !468
  %514 = xor i64 %511, %513, !dbg !469
  %515 = mul i64 %514, 1099511628211, !dbg !470
    #dbg_value(i64 8, !406, !DIExpression(), !467)
  %516 = extractelement <16 x i8> %483, i64 8, !dbg !468
  %517 = zext i8 %516 to i64, !dbg !468
  %518 = xor i64 %515, %517, !dbg !469
  %519 = mul i64 %518, 1099511628211, !dbg !470
    #dbg_value(i64 9, !406, !DIExpression(), !467)
  %520 = extractelement <16 x i8> %483, i64 9, !dbg !468
  %521 = zext i8 %520 to i64, !dbg !468
  %522 = xor i64 %519, %521, !dbg !469
  %523 = mul i64 %522, 1099511628211, !dbg !470
    #dbg_value(i64 10, !406, !DIExpression(), !467)
  %524 = extractelement <16 x i8> %483, i64 10, !dbg !468
  %525 = zext i8 %524 to i64, !dbg !468
  %526 = xor i64 %523, %525, !dbg !469
  %527 = mul i64 %526, 1099511628211, !dbg !470
    #dbg_value(i64 11, !406, !DIExpression(), !467)
  %528 = extractelement <16 x i8> %483, i64 11, !dbg !468
  %529 = zext i8 %528 to i64, !dbg !468
  %530 = xor i64 %527, %529, !dbg !469
  %531 = mul i64 %530, 1099511628211, !dbg !470
    #dbg_value(i64 12, !406, !DIExpression(), !467)
  %532 = extractelement <16 x i8> %483, i64 12, !dbg !468
  %533 = zext i8 %532 to i64, !dbg !468
  %534 = xor i64 %531, %533, !dbg !469
  %535 = mul i64 %534, 1099511628211, !dbg !470
    #dbg_value(i64 13, !406, !DIExpression(), !467)
  %536 = extractelement <16 x i8> %483, i64 13, !dbg !468
  %537 = zext i8 %536 to i64, !dbg !468
  %538 = xor i64 %535, %537, !dbg !469
  %539 = mul i64 %538, 1099511628211, !dbg !470
    #dbg_value(i64 14, !406, !DIExpression(), !467)
  %540 = extractelement <16 x i8> %483, i64 14, !dbg !468
  %541 = zext i8 %540 to i64, !dbg !468
  %542 = xor i64 %539, %541, !dbg !469
  %543 = mul i64 %542, 1099511628211, !dbg !470
    #dbg_value(i64 15, !406, !DIExpression(), !467)
  %544 = extractelement <16 x i8> %483, i64 15, !dbg !468
  %545 = zext i8 %544 to i64, !dbg !468
  %546 = xor i64 %543, %545, !dbg !469
  %547 = mul i64 %546, 1099511628211, !dbg !470
    #dbg_value(i64 16, !406, !DIExpression(), !467)
  %548 = tail call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %85, <8 x i16> %86), !dbg !471
  %549 = bitcast <8 x i16> %548 to <16 x i8>, !dbg !471
    #dbg_value(<8 x i16> %548, !254, !DIExpression(), !472)
    #dbg_value(ptr undef, !393, !DIExpression(), !473)
    #dbg_value(i64 16, !402, !DIExpression(), !473)
    #dbg_value(ptr undef, !403, !DIExpression(), !473)
    #dbg_value(i64 0, !406, !DIExpression(), !475)
    #dbg_value(i64 0, !406, !DIExpression(), !475)
  %550 = extractelement <16 x i8> %549, i64 0, !dbg !476
  %551 = zext i8 %550 to i64, !dbg !476
  %552 = xor i64 %547, %551, !dbg !477
  %553 = mul i64 %552, 1099511628211, !dbg !478
    #dbg_value(i64 1, !406, !DIExpression(), !475)
  %554 = extractelement <16 x i8> %549, i64 1, !dbg !476
  %555 = zext i8 %554 to i64, !dbg !476
  %556 = xor i64 %553, %555, !dbg !477
  %557 = mul i64 %556, 1099511628211, !dbg !478
    #dbg_value(i64 2, !406, !DIExpression(), !475)
  %558 = extractelement <16 x i8> %549, i64 2, !dbg !476
  %559 = zext i8 %558 to i64, !dbg !476
  %560 = xor i64 %557, %559, !dbg !477
  %561 = mul i64 %560, 1099511628211, !dbg !478
    #dbg_value(i64 3, !406, !DIExpression(), !475)
  %562 = extractelement <16 x i8> %549, i64 3, !dbg !476
  %563 = zext i8 %562 to i64, !dbg !476
  %564 = xor i64 %561, %563, !dbg !477
  %565 = mul i64 %564, 1099511628211, !dbg !478
    #dbg_value(i64 4, !406, !DIExpression(), !475)
  %566 = extractelement <16 x i8> %549, i64 4, !dbg !476
  %567 = zext i8 %566 to i64, !dbg !476
  %568 = xor i64 %565, %567, !dbg !477
  %569 = mul i64 %568, 1099511628211, !dbg !478
    #dbg_value(i64 5, !406, !DIExpression(), !475)
  %570 = extractelement <16 x i8> %549, i64 5, !dbg !476
  %571 = zext i8 %570 to i64, !dbg !476
  %572 = xor i64 %569, %571, !dbg !477
  %573 = mul i64 %572, 1099511628211, !dbg !478
    #dbg_value(i64 6, !406, !DIExpression(), !475)
  %574 = extractelement <16 x i8> %549, i64 6, !dbg !476
  %575 = zext i8 %574 to i64, !dbg !476
  %576 = xor i64 %573, %575, !dbg !477
  %577 = mul i64 %576, 1099511628211, !dbg !478
    #dbg_value(i64 7, !406, !DIExpression(), !475)
  %578 = extractelement <16 x i8> %549, i64 7, !dbg !476
  %579 = zext i8 %578 to i64, !dbg !476
  %580 = xor i64 %577, %579, !dbg !477
  %581 = mul i64 %580, 1099511628211, !dbg !478
    #dbg_value(i64 8, !406, !DIExpression(), !475)
  %582 = extractelement <16 x i8> %549, i64 8, !dbg !476
  %583 = zext i8 %582 to i64, !dbg !476
  %584 = xor i64 %581, %583, !dbg !477
  %585 = mul i64 %584, 1099511628211, !dbg !478
    #dbg_value(i64 9, !406, !DIExpression(), !475)
  %586 = extractelement <16 x i8> %549, i64 9, !dbg !476
  %587 = zext i8 %586 to i64, !dbg !476
  %588 = xor i64 %585, %587, !dbg !477
  %589 = mul i64 %588, 1099511628211, !dbg !478
    #dbg_value(i64 10, !406, !DIExpression(), !475)
  %590 = extractelement <16 x i8> %549, i64 10, !dbg !476
  %591 = zext i8 %590 to i64, !dbg !476
  %592 = xor i64 %589, %591, !dbg !477
  %593 = mul i64 %592, 1099511628211, !dbg !478
    #dbg_value(i64 11, !406, !DIExpression(), !475)
  %594 = extractelement <16 x i8> %549, i64 11, !dbg !476
  %595 = zext i8 %594 to i64, !dbg !476
  %596 = xor i64 %593, %595, !dbg !477
  %597 = mul i64 %596, 1099511628211, !dbg !478
    #dbg_value(i64 12, !406, !DIExpression(), !475)
  %598 = extractelement <16 x i8> %549, i64 12, !dbg !476
  %599 = zext i8 %598 to i64, !dbg !476
  %600 = xor i64 %597, %599, !dbg !477
  %601 = mul i64 %600, 1099511628211, !dbg !478
    #dbg_value(i64 13, !406, !DIExpression(), !475)
  %602 = extractelement <16 x i8> %549, i64 13, !dbg !476
  %603 = zext i8 %602 to i64, !dbg !476
  %604 = xor i64 %601, %603, !dbg !477
  %605 = mul i64 %604, 1099511628211, !dbg !478
    #dbg_value(i64 14, !406, !DIExpression(), !475)
  %606 = extractelement <16 x i8> %549, i64 14, !dbg !476
  %607 = zext i8 %606 to i64, !dbg !476
  %608 = xor i64 %605, %607, !dbg !477
  %609 = mul i64 %608, 1099511628211, !dbg !478
    #dbg_value(i64 15, !406, !DIExpression(), !475)
  %610 = extractelement <16 x i8> %549, i64 15, !dbg !476
  %611 = zext i8 %610 to i64, !dbg !476
  %612 = xor i64 %609, %611, !dbg !477
  %613 = mul i64 %612, 1099511628211, !dbg !478
    #dbg_value(i64 16, !406, !DIExpression(), !475)
  %614 = and <2 x i64> %4, <i64 4294967295, i64 4294967295>, !dbg !479
  %615 = and <2 x i64> %8, <i64 4294967295, i64 4294967295>, !dbg !479
  %616 = mul nuw <2 x i64> %615, %614, !dbg !479
  %617 = bitcast <2 x i64> %616 to <16 x i8>, !dbg !479
    #dbg_value(<2 x i64> %616, !256, !DIExpression(), !480)
    #dbg_value(ptr undef, !393, !DIExpression(), !481)
    #dbg_value(i64 16, !402, !DIExpression(), !481)
    #dbg_value(ptr undef, !403, !DIExpression(), !481)
    #dbg_value(i64 0, !406, !DIExpression(), !483)
    #dbg_value(i64 0, !406, !DIExpression(), !483)
  %618 = extractelement <16 x i8> %617, i64 0, !dbg !484
  %619 = zext i8 %618 to i64, !dbg !484
  %620 = xor i64 %613, %619, !dbg !485
  %621 = mul i64 %620, 1099511628211, !dbg !486
    #dbg_value(i64 1, !406, !DIExpression(), !483)
  %622 = extractelement <16 x i8> %617, i64 1, !dbg !484
  %623 = zext i8 %622 to i64, !dbg !484
  %624 = xor i64 %621, %623, !dbg !485
  %625 = mul i64 %624, 1099511628211, !dbg !486
    #dbg_value(i64 2, !406, !DIExpression(), !483)
  %626 = extractelement <16 x i8> %617, i64 2, !dbg !484
  %627 = zext i8 %626 to i64, !dbg !484
  %628 = xor i64 %625, %627, !dbg !485
  %629 = mul i64 %628, 1099511628211, !dbg !486
    #dbg_value(i64 3, !406, !DIExpression(), !483)
  %630 = extractelement <16 x i8> %617, i64 3, !dbg !484
  %631 = zext i8 %630 to i64, !dbg !484
  %632 = xor i64 %629, %631, !dbg !485
  %633 = mul i64 %632, 1099511628211, !dbg !486
    #dbg_value(i64 4, !406, !DIExpression(), !483)
  %634 = extractelement <16 x i8> %617, i64 4, !dbg !484
  %635 = zext i8 %634 to i64, !dbg !484
  %636 = xor i64 %633, %635, !dbg !485
  %637 = mul i64 %636, 1099511628211, !dbg !486
    #dbg_value(i64 5, !406, !DIExpression(), !483)
  %638 = extractelement <16 x i8> %617, i64 5, !dbg !484
  %639 = zext i8 %638 to i64, !dbg !484
  %640 = xor i64 %637, %639, !dbg !485
  %641 = mul i64 %640, 1099511628211, !dbg !486
    #dbg_value(i64 6, !406, !DIExpression(), !483)
  %642 = extractelement <16 x i8> %617, i64 6, !dbg !484
  %643 = zext i8 %642 to i64, !dbg !484
  %644 = xor i64 %641, %643, !dbg !485
  %645 = mul i64 %644, 1099511628211, !dbg !486
    #dbg_value(i64 7, !406, !DIExpression(), !483)
  %646 = extractelement <16 x i8> %617, i64 7, !dbg !484
  %647 = zext i8 %646 to i64, !dbg !484
  %648 = xor i64 %645, %647, !dbg !485
  %649 = mul i64 %648, 1099511628211, !dbg !486
    #dbg_value(i64 8, !406, !DIExpression(), !483)
  %650 = extractelement <16 x i8> %617, i64 8, !dbg !484
  %651 = zext i8 %650 to i64, !dbg !484
  %652 = xor i64 %649, %651, !dbg !485
  %653 = mul i64 %652, 1099511628211, !dbg !486
    #dbg_value(i64 9, !406, !DIExpression(), !483)
  %654 = extractelement <16 x i8> %617, i64 9, !dbg !484
  %655 = zext i8 %654 to i64, !dbg !484
  %656 = xor i64 %653, %655, !dbg !485
  %657 = mul i64 %656, 1099511628211, !dbg !486
    #dbg_value(i64 10, !406, !DIExpression(), !483)
  %658 = extractelement <16 x i8> %617, i64 10, !dbg !484
  %659 = zext i8 %658 to i64, !dbg !484
  %660 = xor i64 %657, %659, !dbg !485
  %661 = mul i64 %660, 1099511628211, !dbg !486
    #dbg_value(i64 11, !406, !DIExpression(), !483)
  %662 = extractelement <16 x i8> %617, i64 11, !dbg !484
  %663 = zext i8 %662 to i64, !dbg !484
  %664 = xor i64 %661, %663, !dbg !485
  %665 = mul i64 %664, 1099511628211, !dbg !486
    #dbg_value(i64 12, !406, !DIExpression(), !483)
  %666 = extractelement <16 x i8> %617, i64 12, !dbg !484
  %667 = zext i8 %666 to i64, !dbg !484
  %668 = xor i64 %665, %667, !dbg !485
  %669 = mul i64 %668, 1099511628211, !dbg !486
    #dbg_value(i64 13, !406, !DIExpression(), !483)
  %670 = extractelement <16 x i8> %617, i64 13, !dbg !484
  %671 = zext i8 %670 to i64, !dbg !484
  %672 = xor i64 %669, %671, !dbg !485
  %673 = mul i64 %672, 1099511628211, !dbg !486
    #dbg_value(i64 14, !406, !DIExpression(), !483)
  %674 = extractelement <16 x i8> %617, i64 14, !dbg !484
  %675 = zext i8 %674 to i64, !dbg !484
  %676 = xor i64 %673, %675, !dbg !485
  %677 = mul i64 %676, 1099511628211, !dbg !486
    #dbg_value(i64 15, !406, !DIExpression(), !483)
  %678 = extractelement <16 x i8> %617, i64 15, !dbg !484
  %679 = zext i8 %678 to i64, !dbg !484
  %680 = xor i64 %677, %679, !dbg !485
  %681 = mul i64 %680, 1099511628211, !dbg !486
    #dbg_value(i64 16, !406, !DIExpression(), !483)
  %682 = mul <8 x i16> %86, %85, !dbg !487
  %683 = bitcast <8 x i16> %682 to <16 x i8>, !dbg !487
    #dbg_value(<8 x i16> %682, !258, !DIExpression(), !488)
    #dbg_value(ptr undef, !393, !DIExpression(), !489)
    #dbg_value(i64 16, !402, !DIExpression(), !489)
    #dbg_value(ptr undef, !403, !DIExpression(), !489)
    #dbg_value(i64 0, !406, !DIExpression(), !491)
    #dbg_value(i64 0, !406, !DIExpression(), !491)
  %684 = extractelement <16 x i8> %683, i64 0, !dbg !492
  %685 = zext i8 %684 to i64, !dbg !492
  %686 = xor i64 %681, %685, !dbg !493
  %687 = mul i64 %686, 1099511628211, !dbg !494
    #dbg_value(i64 1, !406, !DIExpression(), !491)
  %688 = extractelement <16 x i8> %683, i64 1, !dbg !492
  %689 = zext i8 %688 to i64, !dbg !492
  %690 = xor i64 %687, %689, !dbg !493
  %691 = mul i64 %690, 1099511628211, !dbg !494
    #dbg_value(i64 2, !406, !DIExpression(), !491)
  %692 = extractelement <16 x i8> %683, i64 2, !dbg !492
  %693 = zext i8 %692 to i64, !dbg !492
  %694 = xor i64 %691, %693, !dbg !493
  %695 = mul i64 %694, 1099511628211, !dbg !494
    #dbg_value(i64 3, !406, !DIExpression(), !491)
  %696 = extractelement <16 x i8> %683, i64 3, !dbg !492
  %697 = zext i8 %696 to i64, !dbg !492
  %698 = xor i64 %695, %697, !dbg !493
  %699 = mul i64 %698, 1099511628211, !dbg !494
    #dbg_value(i64 4, !406, !DIExpression(), !491)
  %700 = extractelement <16 x i8> %683, i64 4, !dbg !492
  %701 = zext i8 %700 to i64, !dbg !492
  %702 = xor i64 %699, %701, !dbg !493
  %703 = mul i64 %702, 1099511628211, !dbg !494
    #dbg_value(i64 5, !406, !DIExpression(), !491)
  %704 = extractelement <16 x i8> %683, i64 5, !dbg !492
  %705 = zext i8 %704 to i64, !dbg !492
  %706 = xor i64 %703, %705, !dbg !493
  %707 = mul i64 %706, 1099511628211, !dbg !494
    #dbg_value(i64 6, !406, !DIExpression(), !491)
  %708 = extractelement <16 x i8> %683, i64 6, !dbg !492
  %709 = zext i8 %708 to i64, !dbg !492
  %710 = xor i64 %707, %709, !dbg !493
  %711 = mul i64 %710, 1099511628211, !dbg !494
    #dbg_value(i64 7, !406, !DIExpression(), !491)
  %712 = extractelement <16 x i8> %683, i64 7, !dbg !492
  %713 = zext i8 %712 to i64, !dbg !492
  %714 = xor i64 %711, %713, !dbg !493
  %715 = mul i64 %714, 1099511628211, !dbg !494
    #dbg_value(i64 8, !406, !DIExpression(), !491)
  %716 = extractelement <16 x i8> %683, i64 8, !dbg !492
  %717 = zext i8 %716 to i64, !dbg !492
  %718 = xor i64 %715, %717, !dbg !493
  %719 = mul i64 %718, 1099511628211, !dbg !494
    #dbg_value(i64 9, !406, !DIExpression(), !491)
  %720 = extractelement <16 x i8> %683, i64 9, !dbg !492
  %721 = zext i8 %720 to i64, !dbg !492
  %722 = xor i64 %719, %721, !dbg !493
  %723 = mul i64 %722, 1099511628211, !dbg !494
    #dbg_value(i64 10, !406, !DIExpression(), !491)
  %724 = extractelement <16 x i8> %683, i64 10, !dbg !492
  %725 = zext i8 %724 to i64, !dbg !492
  %726 = xor i64 %723, %725, !dbg !493
  %727 = mul i64 %726, 1099511628211, !dbg !494
    #dbg_value(i64 11, !406, !DIExpression(), !491)
  %728 = extractelement <16 x i8> %683, i64 11, !dbg !492
  %729 = zext i8 %728 to i64, !dbg !492
  %730 = xor i64 %727, %729, !dbg !493
  %731 = mul i64 %730, 1099511628211, !dbg !494
    #dbg_value(i64 12, !406, !DIExpression(), !491)
  %732 = extractelement <16 x i8> %683, i64 12, !dbg !492
  %733 = zext i8 %732 to i64, !dbg !492
  %734 = xor i64 %731, %733, !dbg !493
  %735 = mul i64 %734, 1099511628211, !dbg !494
    #dbg_value(i64 13, !406, !DIExpression(), !491)
  %736 = extractelement <16 x i8> %683, i64 13, !dbg !492
  %737 = zext i8 %736 to i64, !dbg !492
  %738 = xor i64 %735, %737, !dbg !493
  %739 = mul i64 %738, 1099511628211, !dbg !494
    #dbg_value(i64 14, !406, !DIExpression(), !491)
  %740 = extractelement <16 x i8> %683, i64 14, !dbg !492
  %741 = zext i8 %740 to i64, !dbg !492
  %742 = xor i64 %739, %741, !dbg !493
  %743 = mul i64 %742, 1099511628211, !dbg !494
    #dbg_value(i64 15, !406, !DIExpression(), !491)
  %744 = extractelement <16 x i8> %683, i64 15, !dbg !492
  %745 = zext i8 %744 to i64, !dbg !492
  %746 = xor i64 %743, %745, !dbg !493
  %747 = mul i64 %746, 1099511628211, !dbg !494
    #dbg_value(i64 16, !406, !DIExpression(), !491)
  %748 = shl <8 x i16> %85, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>, !dbg !495
  %749 = bitcast <8 x i16> %748 to <16 x i8>, !dbg !495
    #dbg_value(<8 x i16> %748, !260, !DIExpression(), !496)
    #dbg_value(ptr undef, !393, !DIExpression(), !497)
    #dbg_value(i64 16, !402, !DIExpression(), !497)
    #dbg_value(ptr undef, !403, !DIExpression(), !497)
    #dbg_value(i64 0, !406, !DIExpression(), !499)
    #dbg_value(i64 0, !406, !DIExpression(), !499)
  %750 = extractelement <16 x i8> %749, i64 0, !dbg !500
  %751 = zext i8 %750 to i64, !dbg !500
  %752 = xor i64 %747, %751, !dbg !501
  %753 = mul i64 %752, 1099511628211, !dbg !502
    #dbg_value(i64 1, !406, !DIExpression(), !499)
  %754 = extractelement <16 x i8> %749, i64 1, !dbg !500
  %755 = zext i8 %754 to i64, !dbg !500
  %756 = xor i64 %753, %755, !dbg !501
  %757 = mul i64 %756, 1099511628211, !dbg !502
    #dbg_value(i64 2, !406, !DIExpression(), !499)
  %758 = extractelement <16 x i8> %749, i64 2, !dbg !500
  %759 = zext i8 %758 to i64, !dbg !500
  %760 = xor i64 %757, %759, !dbg !501
  %761 = mul i64 %760, 1099511628211, !dbg !502
    #dbg_value(i64 3, !406, !DIExpression(), !499)
  %762 = extractelement <16 x i8> %749, i64 3, !dbg !500
  %763 = zext i8 %762 to i64, !dbg !500
  %764 = xor i64 %761, %763, !dbg !501
  %765 = mul i64 %764, 1099511628211, !dbg !502
    #dbg_value(i64 4, !406, !DIExpression(), !499)
  %766 = extractelement <16 x i8> %749, i64 4, !dbg !500
  %767 = zext i8 %766 to i64, !dbg !500
  %768 = xor i64 %765, %767, !dbg !501
  %769 = mul i64 %768, 1099511628211, !dbg !502
    #dbg_value(i64 5, !406, !DIExpression(), !499)
  %770 = extractelement <16 x i8> %749, i64 5, !dbg !500
  %771 = zext i8 %770 to i64, !dbg !500
  %772 = xor i64 %769, %771, !dbg !501
  %773 = mul i64 %772, 1099511628211, !dbg !502
    #dbg_value(i64 6, !406, !DIExpression(), !499)
  %774 = extractelement <16 x i8> %749, i64 6, !dbg !500
  %775 = zext i8 %774 to i64, !dbg !500
  %776 = xor i64 %773, %775, !dbg !501
  %777 = mul i64 %776, 1099511628211, !dbg !502
    #dbg_value(i64 7, !406, !DIExpression(), !499)
  %778 = extractelement <16 x i8> %749, i64 7, !dbg !500
  %779 = zext i8 %778 to i64, !dbg !500
  %780 = xor i64 %777, %779, !dbg !501
  %781 = mul i64 %780, 1099511628211, !dbg !502
    #dbg_value(i64 8, !406, !DIExpression(), !499)
  %782 = extractelement <16 x i8> %749, i64 8, !dbg !500
  %783 = zext i8 %782 to i64, !dbg !500
  %784 = xor i64 %781, %783, !dbg !501
  %785 = mul i64 %784, 1099511628211, !dbg !502
    #dbg_value(i64 9, !406, !DIExpression(), !499)
  %786 = extractelement <16 x i8> %749, i64 9, !dbg !500
  %787 = zext i8 %786 to i64, !dbg !500
  %788 = xor i64 %785, %787, !dbg !501
  %789 = mul i64 %788, 1099511628211, !dbg !502
    #dbg_value(i64 10, !406, !DIExpression(), !499)
  %790 = extractelement <16 x i8> %749, i64 10, !dbg !500
  %791 = zext i8 %790 to i64, !dbg !500
  %792 = xor i64 %789, %791, !dbg !501
  %793 = mul i64 %792, 1099511628211, !dbg !502
    #dbg_value(i64 11, !406, !DIExpression(), !499)
  %794 = extractelement <16 x i8> %749, i64 11, !dbg !500
  %795 = zext i8 %794 to i64, !dbg !500
  %796 = xor i64 %793, %795, !dbg !501
  %797 = mul i64 %796, 1099511628211, !dbg !502
    #dbg_value(i64 12, !406, !DIExpression(), !499)
  %798 = extractelement <16 x i8> %749, i64 12, !dbg !500
  %799 = zext i8 %798 to i64, !dbg !500
  %800 = xor i64 %797, %799, !dbg !501
  %801 = mul i64 %800, 1099511628211, !dbg !502
    #dbg_value(i64 13, !406, !DIExpression(), !499)
  %802 = extractelement <16 x i8> %749, i64 13, !dbg !500
  %803 = zext i8 %802 to i64, !dbg !500
  %804 = xor i64 %801, %803, !dbg !501
  %805 = mul i64 %804, 1099511628211, !dbg !502
    #dbg_value(i64 14, !406, !DIExpression(), !499)
  %806 = extractelement <16 x i8> %749, i64 14, !dbg !500
  %807 = zext i8 %806 to i64, !dbg !500
  %808 = xor i64 %805, %807, !dbg !501
  %809 = mul i64 %808, 1099511628211, !dbg !502
    #dbg_value(i64 15, !406, !DIExpression(), !499)
  %810 = extractelement <16 x i8> %749, i64 15, !dbg !500
  %811 = zext i8 %810 to i64, !dbg !500
  %812 = xor i64 %809, %811, !dbg !501
  %813 = mul i64 %812, 1099511628211, !dbg !502
    #dbg_value(i64 16, !406, !DIExpression(), !499)
  %814 = shl <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>, !dbg !503
  %815 = bitcast <4 x i32> %814 to <16 x i8>, !dbg !503
    #dbg_value(<4 x i32> %814, !262, !DIExpression(), !504)
    #dbg_value(ptr undef, !393, !DIExpression(), !505)
    #dbg_value(i64 16, !402, !DIExpression(), !505)
    #dbg_value(ptr undef, !403, !DIExpression(), !505)
    #dbg_value(i64 0, !406, !DIExpression(), !507)
    #dbg_value(i64 0, !406, !DIExpression(), !507)
  %816 = extractelement <16 x i8> %815, i64 0, !dbg !508
  %817 = zext i8 %816 to i64, !dbg !508
  %818 = xor i64 %813, %817, !dbg !509
  %819 = mul i64 %818, 1099511628211, !dbg !510
    #dbg_value(i64 1, !406, !DIExpression(), !507)
  %820 = extractelement <16 x i8> %815, i64 1, !dbg !508
  %821 = zext i8 %820 to i64, !dbg !508
  %822 = xor i64 %819, %821, !dbg !509
  %823 = mul i64 %822, 1099511628211, !dbg !510
    #dbg_value(i64 2, !406, !DIExpression(), !507)
  %824 = extractelement <16 x i8> %815, i64 2, !dbg !508
  %825 = zext i8 %824 to i64, !dbg !508
  %826 = xor i64 %823, %825, !dbg !509
  %827 = mul i64 %826, 1099511628211, !dbg !510
    #dbg_value(i64 3, !406, !DIExpression(), !507)
  %828 = extractelement <16 x i8> %815, i64 3, !dbg !508
  %829 = zext i8 %828 to i64, !dbg !508
  %830 = xor i64 %827, %829, !dbg !509
  %831 = mul i64 %830, 1099511628211, !dbg !510
    #dbg_value(i64 4, !406, !DIExpression(), !507)
  %832 = extractelement <16 x i8> %815, i64 4, !dbg !508
  %833 = zext i8 %832 to i64, !dbg !508
  %834 = xor i64 %831, %833, !dbg !509
  %835 = mul i64 %834, 1099511628211, !dbg !510
    #dbg_value(i64 5, !406, !DIExpression(), !507)
  %836 = extractelement <16 x i8> %815, i64 5, !dbg !508
  %837 = zext i8 %836 to i64, !dbg !508
  %838 = xor i64 %835, %837, !dbg !509
  %839 = mul i64 %838, 1099511628211, !dbg !510
    #dbg_value(i64 6, !406, !DIExpression(), !507)
  %840 = extractelement <16 x i8> %815, i64 6, !dbg !508
  %841 = zext i8 %840 to i64, !dbg !508
  %842 = xor i64 %839, %841, !dbg !509
  %843 = mul i64 %842, 1099511628211, !dbg !510
    #dbg_value(i64 7, !406, !DIExpression(), !507)
  %844 = extractelement <16 x i8> %815, i64 7, !dbg !508
  %845 = zext i8 %844 to i64, !dbg !508
  %846 = xor i64 %843, %845, !dbg !509
  %847 = mul i64 %846, 1099511628211, !dbg !510
    #dbg_value(i64 8, !406, !DIExpression(), !507)
  %848 = extractelement <16 x i8> %815, i64 8, !dbg !508
  %849 = zext i8 %848 to i64, !dbg !508
  %850 = xor i64 %847, %849, !dbg !509
  %851 = mul i64 %850, 1099511628211, !dbg !510
    #dbg_value(i64 9, !406, !DIExpression(), !507)
  %852 = extractelement <16 x i8> %815, i64 9, !dbg !508
  %853 = zext i8 %852 to i64, !dbg !508
  %854 = xor i64 %851, %853, !dbg !509
  %855 = mul i64 %854, 1099511628211, !dbg !510
    #dbg_value(i64 10, !406, !DIExpression(), !507)
  %856 = extractelement <16 x i8> %815, i64 10, !dbg !508
  %857 = zext i8 %856 to i64, !dbg !508
  %858 = xor i64 %855, %857, !dbg !509
  %859 = mul i64 %858, 1099511628211, !dbg !510
    #dbg_value(i64 11, !406, !DIExpression(), !507)
  %860 = extractelement <16 x i8> %815, i64 11, !dbg !508
  %861 = zext i8 %860 to i64, !dbg !508
  %862 = xor i64 %859, %861, !dbg !509
  %863 = mul i64 %862, 1099511628211, !dbg !510
    #dbg_value(i64 12, !406, !DIExpression(), !507)
  %864 = extractelement <16 x i8> %815, i64 12, !dbg !508
  %865 = zext i8 %864 to i64, !dbg !508
  %866 = xor i64 %863, %865, !dbg !509
  %867 = mul i64 %866, 1099511628211, !dbg !510
    #dbg_value(i64 13, !406, !DIExpression(), !507)
  %868 = extractelement <16 x i8> %815, i64 13, !dbg !508
  %869 = zext i8 %868 to i64, !dbg !508
  %870 = xor i64 %867, %869, !dbg !509
  %871 = mul i64 %870, 1099511628211, !dbg !510
    #dbg_value(i64 14, !406, !DIExpression(), !507)
  %872 = extractelement <16 x i8> %815, i64 14, !dbg !508
  %873 = zext i8 %872 to i64, !dbg !508
  %874 = xor i64 %871, %873, !dbg !509
  %875 = mul i64 %874, 1099511628211, !dbg !510
    #dbg_value(i64 15, !406, !DIExpression(), !507)
  %876 = extractelement <16 x i8> %815, i64 15, !dbg !508
  %877 = zext i8 %876 to i64, !dbg !508
  %878 = xor i64 %875, %877, !dbg !509
  %879 = mul i64 %878, 1099511628211, !dbg !510
    #dbg_value(i64 16, !406, !DIExpression(), !507)
  %880 = shl <2 x i64> %4, <i64 33, i64 33>, !dbg !511
  %881 = bitcast <2 x i64> %880 to <16 x i8>, !dbg !511
    #dbg_value(<2 x i64> %880, !264, !DIExpression(), !512)
    #dbg_value(ptr undef, !393, !DIExpression(), !513)
    #dbg_value(i64 16, !402, !DIExpression(), !513)
    #dbg_value(ptr undef, !403, !DIExpression(), !513)
    #dbg_value(i64 0, !406, !DIExpression(), !515)
    #dbg_value(i64 0, !406, !DIExpression(), !515)
  %882 = extractelement <16 x i8> %881, i64 0, !dbg !516
  %883 = zext i8 %882 to i64, !dbg !516
  %884 = xor i64 %879, %883, !dbg !517
  %885 = mul i64 %884, 1099511628211, !dbg !518
    #dbg_value(i64 1, !406, !DIExpression(), !515)
  %886 = extractelement <16 x i8> %881, i64 1, !dbg !516
  %887 = zext i8 %886 to i64, !dbg !516
  %888 = xor i64 %885, %887, !dbg !517
  %889 = mul i64 %888, 1099511628211, !dbg !518
    #dbg_value(i64 2, !406, !DIExpression(), !515)
  %890 = extractelement <16 x i8> %881, i64 2, !dbg !516
  %891 = zext i8 %890 to i64, !dbg !516
  %892 = xor i64 %889, %891, !dbg !517
  %893 = mul i64 %892, 1099511628211, !dbg !518
    #dbg_value(i64 3, !406, !DIExpression(), !515)
  %894 = extractelement <16 x i8> %881, i64 3, !dbg !516
  %895 = zext i8 %894 to i64, !dbg !516
  %896 = xor i64 %893, %895, !dbg !517
  %897 = mul i64 %896, 1099511628211, !dbg !518
    #dbg_value(i64 4, !406, !DIExpression(), !515)
  %898 = extractelement <16 x i8> %881, i64 4, !dbg !516
  %899 = zext i8 %898 to i64, !dbg !516
  %900 = xor i64 %897, %899, !dbg !517
  %901 = mul i64 %900, 1099511628211, !dbg !518
    #dbg_value(i64 5, !406, !DIExpression(), !515)
  %902 = extractelement <16 x i8> %881, i64 5, !dbg !516
  %903 = zext i8 %902 to i64, !dbg !516
  %904 = xor i64 %901, %903, !dbg !517
  %905 = mul i64 %904, 1099511628211, !dbg !518
    #dbg_value(i64 6, !406, !DIExpression(), !515)
  %906 = extractelement <16 x i8> %881, i64 6, !dbg !516
  %907 = zext i8 %906 to i64, !dbg !516
  %908 = xor i64 %905, %907, !dbg !517
  %909 = mul i64 %908, 1099511628211, !dbg !518
    #dbg_value(i64 7, !406, !DIExpression(), !515)
  %910 = extractelement <16 x i8> %881, i64 7, !dbg !516
  %911 = zext i8 %910 to i64, !dbg !516
  %912 = xor i64 %909, %911, !dbg !517
  %913 = mul i64 %912, 1099511628211, !dbg !518
    #dbg_value(i64 8, !406, !DIExpression(), !515)
  %914 = extractelement <16 x i8> %881, i64 8, !dbg !516
  %915 = zext i8 %914 to i64, !dbg !516
  %916 = xor i64 %913, %915, !dbg !517
  %917 = mul i64 %916, 1099511628211, !dbg !518
    #dbg_value(i64 9, !406, !DIExpression(), !515)
  %918 = extractelement <16 x i8> %881, i64 9, !dbg !516
  %919 = zext i8 %918 to i64, !dbg !516
  %920 = xor i64 %917, %919, !dbg !517
  %921 = mul i64 %920, 1099511628211, !dbg !518
    #dbg_value(i64 10, !406, !DIExpression(), !515)
  %922 = extractelement <16 x i8> %881, i64 10, !dbg !516
  %923 = zext i8 %922 to i64, !dbg !516
  %924 = xor i64 %921, %923, !dbg !517
  %925 = mul i64 %924, 1099511628211, !dbg !518
    #dbg_value(i64 11, !406, !DIExpression(), !515)
  %926 = extractelement <16 x i8> %881, i64 11, !dbg !516
  %927 = zext i8 %926 to i64, !dbg !516
  %928 = xor i64 %925, %927, !dbg !517
  %929 = mul i64 %928, 1099511628211, !dbg !518
    #dbg_value(i64 12, !406, !DIExpression(), !515)
  %930 = extractelement <16 x i8> %881, i64 12, !dbg !516
  %931 = zext i8 %930 to i64, !dbg !516
  %932 = xor i64 %929, %931, !dbg !517
  %933 = mul i64 %932, 1099511628211, !dbg !518
    #dbg_value(i64 13, !406, !DIExpression(), !515)
  %934 = extractelement <16 x i8> %881, i64 13, !dbg !516
  %935 = zext i8 %934 to i64, !dbg !516
  %936 = xor i64 %933, %935, !dbg !517
  %937 = mul i64 %936, 1099511628211, !dbg !518
    #dbg_value(i64 14, !406, !DIExpression(), !515)
  %938 = extractelement <16 x i8> %881, i64 14, !dbg !516
  %939 = zext i8 %938 to i64, !dbg !516
  %940 = xor i64 %937, %939, !dbg !517
  %941 = mul i64 %940, 1099511628211, !dbg !518
    #dbg_value(i64 15, !406, !DIExpression(), !515)
  %942 = extractelement <16 x i8> %881, i64 15, !dbg !516
  %943 = zext i8 %942 to i64, !dbg !516
  %944 = xor i64 %941, %943, !dbg !517
  %945 = mul i64 %944, 1099511628211, !dbg !518
    #dbg_value(i64 16, !406, !DIExpression(), !515)
  %946 = lshr <8 x i16> %85, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>, !dbg !519
  %947 = bitcast <8 x i16> %946 to <16 x i8>, !dbg !519
    #dbg_value(<8 x i16> %946, !266, !DIExpression(), !520)
    #dbg_value(ptr undef, !393, !DIExpression(), !521)
    #dbg_value(i64 16, !402, !DIExpression(), !521)
    #dbg_value(ptr undef, !403, !DIExpression(), !521)
    #dbg_value(i64 0, !406, !DIExpression(), !523)
    #dbg_value(i64 0, !406, !DIExpression(), !523)
  %948 = extractelement <16 x i8> %947, i64 0, !dbg !524
  %949 = zext i8 %948 to i64, !dbg !524
  %950 = xor i64 %945, %949, !dbg !525
  %951 = mul i64 %950, 1099511628211, !dbg !526
    #dbg_value(i64 1, !406, !DIExpression(), !523)
  %952 = extractelement <16 x i8> %947, i64 1, !dbg !524
  %953 = zext i8 %952 to i64, !dbg !524
  %954 = xor i64 %951, %953, !dbg !525
  %955 = mul i64 %954, 1099511628211, !dbg !526
    #dbg_value(i64 2, !406, !DIExpression(), !523)
  %956 = extractelement <16 x i8> %947, i64 2, !dbg !524
  %957 = zext i8 %956 to i64, !dbg !524
  %958 = xor i64 %955, %957, !dbg !525
  %959 = mul i64 %958, 1099511628211, !dbg !526
    #dbg_value(i64 3, !406, !DIExpression(), !523)
  %960 = extractelement <16 x i8> %947, i64 3, !dbg !524
  %961 = zext i8 %960 to i64, !dbg !524
  %962 = xor i64 %959, %961, !dbg !525
  %963 = mul i64 %962, 1099511628211, !dbg !526
    #dbg_value(i64 4, !406, !DIExpression(), !523)
  %964 = extractelement <16 x i8> %947, i64 4, !dbg !524
  %965 = zext i8 %964 to i64, !dbg !524
  %966 = xor i64 %963, %965, !dbg !525
  %967 = mul i64 %966, 1099511628211, !dbg !526
    #dbg_value(i64 5, !406, !DIExpression(), !523)
  %968 = extractelement <16 x i8> %947, i64 5, !dbg !524
  %969 = zext i8 %968 to i64, !dbg !524
  %970 = xor i64 %967, %969, !dbg !525
  %971 = mul i64 %970, 1099511628211, !dbg !526
    #dbg_value(i64 6, !406, !DIExpression(), !523)
  %972 = extractelement <16 x i8> %947, i64 6, !dbg !524
  %973 = zext i8 %972 to i64, !dbg !524
  %974 = xor i64 %971, %973, !dbg !525
  %975 = mul i64 %974, 1099511628211, !dbg !526
    #dbg_value(i64 7, !406, !DIExpression(), !523)
  %976 = extractelement <16 x i8> %947, i64 7, !dbg !524
  %977 = zext i8 %976 to i64, !dbg !524
  %978 = xor i64 %975, %977, !dbg !525
  %979 = mul i64 %978, 1099511628211, !dbg !526
    #dbg_value(i64 8, !406, !DIExpression(), !523)
  %980 = extractelement <16 x i8> %947, i64 8, !dbg !524
  %981 = zext i8 %980 to i64, !dbg !524
  %982 = xor i64 %979, %981, !dbg !525
  %983 = mul i64 %982, 1099511628211, !dbg !526
    #dbg_value(i64 9, !406, !DIExpression(), !523)
  %984 = extractelement <16 x i8> %947, i64 9, !dbg !524
  %985 = zext i8 %984 to i64, !dbg !524
  %986 = xor i64 %983, %985, !dbg !525
  %987 = mul i64 %986, 1099511628211, !dbg !526
    #dbg_value(i64 10, !406, !DIExpression(), !523)
  %988 = extractelement <16 x i8> %947, i64 10, !dbg !524
  %989 = zext i8 %988 to i64, !dbg !524
  %990 = xor i64 %987, %989, !dbg !525
  %991 = mul i64 %990, 1099511628211, !dbg !526
    #dbg_value(i64 11, !406, !DIExpression(), !523)
  %992 = extractelement <16 x i8> %947, i64 11, !dbg !524
  %993 = zext i8 %992 to i64, !dbg !524
  %994 = xor i64 %991, %993, !dbg !525
  %995 = mul i64 %994, 1099511628211, !dbg !526
    #dbg_value(i64 12, !406, !DIExpression(), !523)
  %996 = extractelement <16 x i8> %947, i64 12, !dbg !524
  %997 = zext i8 %996 to i64, !dbg !524
  %998 = xor i64 %995, %997, !dbg !525
  %999 = mul i64 %998, 1099511628211, !dbg !526
    #dbg_value(i64 13, !406, !DIExpression(), !523)
  %1000 = extractelement <16 x i8> %947, i64 13, !dbg !524
  %1001 = zext i8 %1000 to i64, !dbg !524
  %1002 = xor i64 %999, %1001, !dbg !525
  %1003 = mul i64 %1002, 1099511628211, !dbg !526
    #dbg_value(i64 14, !406, !DIExpression(), !523)
  %1004 = extractelement <16 x i8> %947, i64 14, !dbg !524
  %1005 = zext i8 %1004 to i64, !dbg !524
  %1006 = xor i64 %1003, %1005, !dbg !525
  %1007 = mul i64 %1006, 1099511628211, !dbg !526
    #dbg_value(i64 15, !406, !DIExpression(), !523)
  %1008 = extractelement <16 x i8> %947, i64 15, !dbg !524
  %1009 = zext i8 %1008 to i64, !dbg !524
  %1010 = xor i64 %1007, %1009, !dbg !525
  %1011 = mul i64 %1010, 1099511628211, !dbg !526
    #dbg_value(i64 16, !406, !DIExpression(), !523)
  %1012 = lshr <4 x i32> %15, <i32 31, i32 31, i32 31, i32 31>, !dbg !527
  %1013 = bitcast <4 x i32> %1012 to <16 x i8>, !dbg !527
    #dbg_value(<4 x i32> %1012, !268, !DIExpression(), !528)
    #dbg_value(ptr undef, !393, !DIExpression(), !529)
    #dbg_value(i64 16, !402, !DIExpression(), !529)
    #dbg_value(ptr undef, !403, !DIExpression(), !529)
    #dbg_value(i64 0, !406, !DIExpression(), !531)
    #dbg_value(i64 0, !406, !DIExpression(), !531)
  %1014 = extractelement <16 x i8> %1013, i64 0, !dbg !532
  %1015 = zext i8 %1014 to i64, !dbg !532
  %1016 = xor i64 %1011, %1015, !dbg !533
  %1017 = mul i64 %1016, 1099511628211, !dbg !534
    #dbg_value(i64 1, !406, !DIExpression(), !531)
  %1018 = extractelement <16 x i8> %1013, i64 1, !dbg !532
  %1019 = zext i8 %1018 to i64, !dbg !532
  %1020 = xor i64 %1017, %1019, !dbg !533
  %1021 = mul i64 %1020, 1099511628211, !dbg !534
    #dbg_value(i64 2, !406, !DIExpression(), !531)
  %1022 = extractelement <16 x i8> %1013, i64 2, !dbg !532
  %1023 = zext i8 %1022 to i64, !dbg !532
  %1024 = xor i64 %1021, %1023, !dbg !533
  %1025 = mul i64 %1024, 1099511628211, !dbg !534
    #dbg_value(i64 3, !406, !DIExpression(), !531)
  %1026 = extractelement <16 x i8> %1013, i64 3, !dbg !532
  %1027 = zext i8 %1026 to i64, !dbg !532
  %1028 = xor i64 %1025, %1027, !dbg !533
  %1029 = mul i64 %1028, 1099511628211, !dbg !534
    #dbg_value(i64 4, !406, !DIExpression(), !531)
  %1030 = extractelement <16 x i8> %1013, i64 4, !dbg !532
  %1031 = zext i8 %1030 to i64, !dbg !532
  %1032 = xor i64 %1029, %1031, !dbg !533
  %1033 = mul i64 %1032, 1099511628211, !dbg !534
    #dbg_value(i64 5, !406, !DIExpression(), !531)
  %1034 = extractelement <16 x i8> %1013, i64 5, !dbg !532
  %1035 = zext i8 %1034 to i64, !dbg !532
  %1036 = xor i64 %1033, %1035, !dbg !533
  %1037 = mul i64 %1036, 1099511628211, !dbg !534
    #dbg_value(i64 6, !406, !DIExpression(), !531)
  %1038 = extractelement <16 x i8> %1013, i64 6, !dbg !532
  %1039 = zext i8 %1038 to i64, !dbg !532
  %1040 = xor i64 %1037, %1039, !dbg !533
  %1041 = mul i64 %1040, 1099511628211, !dbg !534
    #dbg_value(i64 7, !406, !DIExpression(), !531)
  %1042 = extractelement <16 x i8> %1013, i64 7, !dbg !532
  %1043 = zext i8 %1042 to i64, !dbg !532
  %1044 = xor i64 %1041, %1043, !dbg !533
  %1045 = mul i64 %1044, 1099511628211, !dbg !534
    #dbg_value(i64 8, !406, !DIExpression(), !531)
  %1046 = extractelement <16 x i8> %1013, i64 8, !dbg !532
  %1047 = zext i8 %1046 to i64, !dbg !532
  %1048 = xor i64 %1045, %1047, !dbg !533
  %1049 = mul i64 %1048, 1099511628211, !dbg !534
    #dbg_value(i64 9, !406, !DIExpression(), !531)
  %1050 = extractelement <16 x i8> %1013, i64 9, !dbg !532
  %1051 = zext i8 %1050 to i64, !dbg !532
  %1052 = xor i64 %1049, %1051, !dbg !533
  %1053 = mul i64 %1052, 1099511628211, !dbg !534
    #dbg_value(i64 10, !406, !DIExpression(), !531)
  %1054 = extractelement <16 x i8> %1013, i64 10, !dbg !532
  %1055 = zext i8 %1054 to i64, !dbg !532
  %1056 = xor i64 %1053, %1055, !dbg !533
  %1057 = mul i64 %1056, 1099511628211, !dbg !534
    #dbg_value(i64 11, !406, !DIExpression(), !531)
  %1058 = extractelement <16 x i8> %1013, i64 11, !dbg !532
  %1059 = zext i8 %1058 to i64, !dbg !532
  %1060 = xor i64 %1057, %1059, !dbg !533
  %1061 = mul i64 %1060, 1099511628211, !dbg !534
    #dbg_value(i64 12, !406, !DIExpression(), !531)
  %1062 = extractelement <16 x i8> %1013, i64 12, !dbg !532
  %1063 = zext i8 %1062 to i64, !dbg !532
  %1064 = xor i64 %1061, %1063, !dbg !533
  %1065 = mul i64 %1064, 1099511628211, !dbg !534
    #dbg_value(i64 13, !406, !DIExpression(), !531)
  %1066 = extractelement <16 x i8> %1013, i64 13, !dbg !532
  %1067 = zext i8 %1066 to i64, !dbg !532
  %1068 = xor i64 %1065, %1067, !dbg !533
  %1069 = mul i64 %1068, 1099511628211, !dbg !534
    #dbg_value(i64 14, !406, !DIExpression(), !531)
  %1070 = extractelement <16 x i8> %1013, i64 14, !dbg !532
  %1071 = zext i8 %1070 to i64, !dbg !532
  %1072 = xor i64 %1069, %1071, !dbg !533
  %1073 = mul i64 %1072, 1099511628211, !dbg !534
    #dbg_value(i64 15, !406, !DIExpression(), !531)
  %1074 = extractelement <16 x i8> %1013, i64 15, !dbg !532
  %1075 = zext i8 %1074 to i64, !dbg !532
  %1076 = xor i64 %1073, %1075, !dbg !533
  %1077 = mul i64 %1076, 1099511628211, !dbg !534
    #dbg_value(i64 16, !406, !DIExpression(), !531)
  %1078 = lshr <2 x i64> %4, <i64 1, i64 1>, !dbg !535
  %1079 = bitcast <2 x i64> %1078 to <16 x i8>, !dbg !535
    #dbg_value(<2 x i64> %1078, !270, !DIExpression(), !536)
    #dbg_value(ptr undef, !393, !DIExpression(), !537)
    #dbg_value(i64 16, !402, !DIExpression(), !537)
    #dbg_value(ptr undef, !403, !DIExpression(), !537)
    #dbg_value(i64 0, !406, !DIExpression(), !539)
    #dbg_value(i64 0, !406, !DIExpression(), !539)
  %1080 = extractelement <16 x i8> %1079, i64 0, !dbg !540
  %1081 = zext i8 %1080 to i64, !dbg !540
  %1082 = xor i64 %1077, %1081, !dbg !541
  %1083 = mul i64 %1082, 1099511628211, !dbg !542
    #dbg_value(i64 1, !406, !DIExpression(), !539)
  %1084 = extractelement <16 x i8> %1079, i64 1, !dbg !540
  %1085 = zext i8 %1084 to i64, !dbg !540
  %1086 = xor i64 %1083, %1085, !dbg !541
  %1087 = mul i64 %1086, 1099511628211, !dbg !542
    #dbg_value(i64 2, !406, !DIExpression(), !539)
  %1088 = extractelement <16 x i8> %1079, i64 2, !dbg !540
  %1089 = zext i8 %1088 to i64, !dbg !540
  %1090 = xor i64 %1087, %1089, !dbg !541
  %1091 = mul i64 %1090, 1099511628211, !dbg !542
    #dbg_value(i64 3, !406, !DIExpression(), !539)
  %1092 = extractelement <16 x i8> %1079, i64 3, !dbg !540
  %1093 = zext i8 %1092 to i64, !dbg !540
  %1094 = xor i64 %1091, %1093, !dbg !541
  %1095 = mul i64 %1094, 1099511628211, !dbg !542
    #dbg_value(i64 4, !406, !DIExpression(), !539)
  %1096 = extractelement <16 x i8> %1079, i64 4, !dbg !540
  %1097 = zext i8 %1096 to i64, !dbg !540
  %1098 = xor i64 %1095, %1097, !dbg !541
  %1099 = mul i64 %1098, 1099511628211, !dbg !542
    #dbg_value(i64 5, !406, !DIExpression(), !539)
  %1100 = extractelement <16 x i8> %1079, i64 5, !dbg !540
  %1101 = zext i8 %1100 to i64, !dbg !540
  %1102 = xor i64 %1099, %1101, !dbg !541
  %1103 = mul i64 %1102, 1099511628211, !dbg !542
    #dbg_value(i64 6, !406, !DIExpression(), !539)
  %1104 = extractelement <16 x i8> %1079, i64 6, !dbg !540
  %1105 = zext i8 %1104 to i64, !dbg !540
  %1106 = xor i64 %1103, %1105, !dbg !541
  %1107 = mul i64 %1106, 1099511628211, !dbg !542
    #dbg_value(i64 7, !406, !DIExpression(), !539)
  %1108 = extractelement <16 x i8> %1079, i64 7, !dbg !540
  %1109 = zext i8 %1108 to i64, !dbg !540
  %1110 = xor i64 %1107, %1109, !dbg !541
  %1111 = mul i64 %1110, 1099511628211, !dbg !542
    #dbg_value(i64 8, !406, !DIExpression(), !539)
  %1112 = extractelement <16 x i8> %1079, i64 8, !dbg !540
  %1113 = zext i8 %1112 to i64, !dbg !540
  %1114 = xor i64 %1111, %1113, !dbg !541
  %1115 = mul i64 %1114, 1099511628211, !dbg !542
    #dbg_value(i64 9, !406, !DIExpression(), !539)
  %1116 = extractelement <16 x i8> %1079, i64 9, !dbg !540
  %1117 = zext i8 %1116 to i64, !dbg !540
  %1118 = xor i64 %1115, %1117, !dbg !541
  %1119 = mul i64 %1118, 1099511628211, !dbg !542
    #dbg_value(i64 10, !406, !DIExpression(), !539)
  %1120 = extractelement <16 x i8> %1079, i64 10, !dbg !540
  %1121 = zext i8 %1120 to i64, !dbg !540
  %1122 = xor i64 %1119, %1121, !dbg !541
  %1123 = mul i64 %1122, 1099511628211, !dbg !542
    #dbg_value(i64 11, !406, !DIExpression(), !539)
  %1124 = extractelement <16 x i8> %1079, i64 11, !dbg !540
  %1125 = zext i8 %1124 to i64, !dbg !540
  %1126 = xor i64 %1123, %1125, !dbg !541
  %1127 = mul i64 %1126, 1099511628211, !dbg !542
    #dbg_value(i64 12, !406, !DIExpression(), !539)
  %1128 = extractelement <16 x i8> %1079, i64 12, !dbg !540
  %1129 = zext i8 %1128 to i64, !dbg !540
  %1130 = xor i64 %1127, %1129, !dbg !541
  %1131 = mul i64 %1130, 1099511628211, !dbg !542
    #dbg_value(i64 13, !406, !DIExpression(), !539)
  %1132 = extractelement <16 x i8> %1079, i64 13, !dbg !540
  %1133 = zext i8 %1132 to i64, !dbg !540
  %1134 = xor i64 %1131, %1133, !dbg !541
  %1135 = mul i64 %1134, 1099511628211, !dbg !542
    #dbg_value(i64 14, !406, !DIExpression(), !539)
  %1136 = extractelement <16 x i8> %1079, i64 14, !dbg !540
  %1137 = zext i8 %1136 to i64, !dbg !540
  %1138 = xor i64 %1135, %1137, !dbg !541
  %1139 = mul i64 %1138, 1099511628211, !dbg !542
    #dbg_value(i64 15, !406, !DIExpression(), !539)
  %1140 = extractelement <16 x i8> %1079, i64 15, !dbg !540
  %1141 = zext i8 %1140 to i64, !dbg !540
  %1142 = xor i64 %1139, %1141, !dbg !541
  %1143 = mul i64 %1142, 1099511628211, !dbg !542
    #dbg_value(i64 16, !406, !DIExpression(), !539)
  %1144 = ashr <8 x i16> %85, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>, !dbg !543
  %1145 = bitcast <8 x i16> %1144 to <16 x i8>, !dbg !543
    #dbg_value(<8 x i16> %1144, !272, !DIExpression(), !544)
    #dbg_value(ptr undef, !393, !DIExpression(), !545)
    #dbg_value(i64 16, !402, !DIExpression(), !545)
    #dbg_value(ptr undef, !403, !DIExpression(), !545)
    #dbg_value(i64 0, !406, !DIExpression(), !547)
    #dbg_value(i64 0, !406, !DIExpression(), !547)
  %1146 = extractelement <16 x i8> %1145, i64 0, !dbg !548
  %1147 = zext i8 %1146 to i64, !dbg !548
  %1148 = xor i64 %1143, %1147, !dbg !549
  %1149 = mul i64 %1148, 1099511628211, !dbg !550
    #dbg_value(i64 1, !406, !DIExpression(), !547)
  %1150 = extractelement <16 x i8> %1145, i64 1, !dbg !548
  %1151 = zext i8 %1150 to i64, !dbg !548
  %1152 = xor i64 %1149, %1151, !dbg !549
  %1153 = mul i64 %1152, 1099511628211, !dbg !550
    #dbg_value(i64 2, !406, !DIExpression(), !547)
  %1154 = extractelement <16 x i8> %1145, i64 2, !dbg !548
  %1155 = zext i8 %1154 to i64, !dbg !548
  %1156 = xor i64 %1153, %1155, !dbg !549
  %1157 = mul i64 %1156, 1099511628211, !dbg !550
    #dbg_value(i64 3, !406, !DIExpression(), !547)
  %1158 = extractelement <16 x i8> %1145, i64 3, !dbg !548
  %1159 = zext i8 %1158 to i64, !dbg !548
  %1160 = xor i64 %1157, %1159, !dbg !549
  %1161 = mul i64 %1160, 1099511628211, !dbg !550
    #dbg_value(i64 4, !406, !DIExpression(), !547)
  %1162 = extractelement <16 x i8> %1145, i64 4, !dbg !548
  %1163 = zext i8 %1162 to i64, !dbg !548
  %1164 = xor i64 %1161, %1163, !dbg !549
  %1165 = mul i64 %1164, 1099511628211, !dbg !550
    #dbg_value(i64 5, !406, !DIExpression(), !547)
  %1166 = extractelement <16 x i8> %1145, i64 5, !dbg !548
  %1167 = zext i8 %1166 to i64, !dbg !548
  %1168 = xor i64 %1165, %1167, !dbg !549
  %1169 = mul i64 %1168, 1099511628211, !dbg !550
    #dbg_value(i64 6, !406, !DIExpression(), !547)
  %1170 = extractelement <16 x i8> %1145, i64 6, !dbg !548
  %1171 = zext i8 %1170 to i64, !dbg !548
  %1172 = xor i64 %1169, %1171, !dbg !549
  %1173 = mul i64 %1172, 1099511628211, !dbg !550
    #dbg_value(i64 7, !406, !DIExpression(), !547)
  %1174 = extractelement <16 x i8> %1145, i64 7, !dbg !548
  %1175 = zext i8 %1174 to i64, !dbg !548
  %1176 = xor i64 %1173, %1175, !dbg !549
  %1177 = mul i64 %1176, 1099511628211, !dbg !550
    #dbg_value(i64 8, !406, !DIExpression(), !547)
  %1178 = extractelement <16 x i8> %1145, i64 8, !dbg !548
  %1179 = zext i8 %1178 to i64, !dbg !548
  %1180 = xor i64 %1177, %1179, !dbg !549
  %1181 = mul i64 %1180, 1099511628211, !dbg !550
    #dbg_value(i64 9, !406, !DIExpression(), !547)
  %1182 = extractelement <16 x i8> %1145, i64 9, !dbg !548
  %1183 = zext i8 %1182 to i64, !dbg !548
  %1184 = xor i64 %1181, %1183, !dbg !549
  %1185 = mul i64 %1184, 1099511628211, !dbg !550
    #dbg_value(i64 10, !406, !DIExpression(), !547)
  %1186 = extractelement <16 x i8> %1145, i64 10, !dbg !548
  %1187 = zext i8 %1186 to i64, !dbg !548
  %1188 = xor i64 %1185, %1187, !dbg !549
  %1189 = mul i64 %1188, 1099511628211, !dbg !550
    #dbg_value(i64 11, !406, !DIExpression(), !547)
  %1190 = extractelement <16 x i8> %1145, i64 11, !dbg !548
  %1191 = zext i8 %1190 to i64, !dbg !548
  %1192 = xor i64 %1189, %1191, !dbg !549
  %1193 = mul i64 %1192, 1099511628211, !dbg !550
    #dbg_value(i64 12, !406, !DIExpression(), !547)
  %1194 = extractelement <16 x i8> %1145, i64 12, !dbg !548
  %1195 = zext i8 %1194 to i64, !dbg !548
  %1196 = xor i64 %1193, %1195, !dbg !549
  %1197 = mul i64 %1196, 1099511628211, !dbg !550
    #dbg_value(i64 13, !406, !DIExpression(), !547)
  %1198 = extractelement <16 x i8> %1145, i64 13, !dbg !548
  %1199 = zext i8 %1198 to i64, !dbg !548
  %1200 = xor i64 %1197, %1199, !dbg !549
  %1201 = mul i64 %1200, 1099511628211, !dbg !550
    #dbg_value(i64 14, !406, !DIExpression(), !547)
  %1202 = extractelement <16 x i8> %1145, i64 14, !dbg !548
  %1203 = zext i8 %1202 to i64, !dbg !548
  %1204 = xor i64 %1201, %1203, !dbg !549
  %1205 = mul i64 %1204, 1099511628211, !dbg !550
    #dbg_value(i64 15, !406, !DIExpression(), !547)
  %1206 = extractelement <16 x i8> %1145, i64 15, !dbg !548
  %1207 = zext i8 %1206 to i64, !dbg !548
  %1208 = xor i64 %1205, %1207, !dbg !549
  %1209 = mul i64 %1208, 1099511628211, !dbg !550
    #dbg_value(i64 16, !406, !DIExpression(), !547)
  %1210 = ashr <4 x i32> %15, <i32 9, i32 9, i32 9, i32 9>, !dbg !551
  %1211 = bitcast <4 x i32> %1210 to <16 x i8>, !dbg !551
    #dbg_value(<4 x i32> %1210, !274, !DIExpression(), !552)
    #dbg_value(ptr undef, !393, !DIExpression(), !553)
    #dbg_value(i64 16, !402, !DIExpression(), !553)
    #dbg_value(ptr undef, !403, !DIExpression(), !553)
    #dbg_value(i64 0, !406, !DIExpression(), !555)
    #dbg_value(i64 0, !406, !DIExpression(), !555)
  %1212 = extractelement <16 x i8> %1211, i64 0, !dbg !556
  %1213 = zext i8 %1212 to i64, !dbg !556
  %1214 = xor i64 %1209, %1213, !dbg !557
  %1215 = mul i64 %1214, 1099511628211, !dbg !558
    #dbg_value(i64 1, !406, !DIExpression(), !555)
  %1216 = extractelement <16 x i8> %1211, i64 1, !dbg !556
  %1217 = zext i8 %1216 to i64, !dbg !556
  %1218 = xor i64 %1215, %1217, !dbg !557
  %1219 = mul i64 %1218, 1099511628211, !dbg !558
    #dbg_value(i64 2, !406, !DIExpression(), !555)
  %1220 = extractelement <16 x i8> %1211, i64 2, !dbg !556
  %1221 = zext i8 %1220 to i64, !dbg !556
  %1222 = xor i64 %1219, %1221, !dbg !557
  %1223 = mul i64 %1222, 1099511628211, !dbg !558
    #dbg_value(i64 3, !406, !DIExpression(), !555)
  %1224 = extractelement <16 x i8> %1211, i64 3, !dbg !556
  %1225 = zext i8 %1224 to i64, !dbg !556
  %1226 = xor i64 %1223, %1225, !dbg !557
  %1227 = mul i64 %1226, 1099511628211, !dbg !558
    #dbg_value(i64 4, !406, !DIExpression(), !555)
  %1228 = extractelement <16 x i8> %1211, i64 4, !dbg !556
  %1229 = zext i8 %1228 to i64, !dbg !556
  %1230 = xor i64 %1227, %1229, !dbg !557
  %1231 = mul i64 %1230, 1099511628211, !dbg !558
    #dbg_value(i64 5, !406, !DIExpression(), !555)
  %1232 = extractelement <16 x i8> %1211, i64 5, !dbg !556
  %1233 = zext i8 %1232 to i64, !dbg !556
  %1234 = xor i64 %1231, %1233, !dbg !557
  %1235 = mul i64 %1234, 1099511628211, !dbg !558
    #dbg_value(i64 6, !406, !DIExpression(), !555)
  %1236 = extractelement <16 x i8> %1211, i64 6, !dbg !556
  %1237 = zext i8 %1236 to i64, !dbg !556
  %1238 = xor i64 %1235, %1237, !dbg !557
  %1239 = mul i64 %1238, 1099511628211, !dbg !558
    #dbg_value(i64 7, !406, !DIExpression(), !555)
  %1240 = extractelement <16 x i8> %1211, i64 7, !dbg !556
  %1241 = zext i8 %1240 to i64, !dbg !556
  %1242 = xor i64 %1239, %1241, !dbg !557
  %1243 = mul i64 %1242, 1099511628211, !dbg !558
    #dbg_value(i64 8, !406, !DIExpression(), !555)
  %1244 = extractelement <16 x i8> %1211, i64 8, !dbg !556
  %1245 = zext i8 %1244 to i64, !dbg !556
  %1246 = xor i64 %1243, %1245, !dbg !557
  %1247 = mul i64 %1246, 1099511628211, !dbg !558
    #dbg_value(i64 9, !406, !DIExpression(), !555)
  %1248 = extractelement <16 x i8> %1211, i64 9, !dbg !556
  %1249 = zext i8 %1248 to i64, !dbg !556
  %1250 = xor i64 %1247, %1249, !dbg !557
  %1251 = mul i64 %1250, 1099511628211, !dbg !558
    #dbg_value(i64 10, !406, !DIExpression(), !555)
  %1252 = extractelement <16 x i8> %1211, i64 10, !dbg !556
  %1253 = zext i8 %1252 to i64, !dbg !556
  %1254 = xor i64 %1251, %1253, !dbg !557
  %1255 = mul i64 %1254, 1099511628211, !dbg !558
    #dbg_value(i64 11, !406, !DIExpression(), !555)
  %1256 = extractelement <16 x i8> %1211, i64 11, !dbg !556
  %1257 = zext i8 %1256 to i64, !dbg !556
  %1258 = xor i64 %1255, %1257, !dbg !557
  %1259 = mul i64 %1258, 1099511628211, !dbg !558
    #dbg_value(i64 12, !406, !DIExpression(), !555)
  %1260 = extractelement <16 x i8> %1211, i64 12, !dbg !556
  %1261 = zext i8 %1260 to i64, !dbg !556
  %1262 = xor i64 %1259, %1261, !dbg !557
  %1263 = mul i64 %1262, 1099511628211, !dbg !558
    #dbg_value(i64 13, !406, !DIExpression(), !555)
  %1264 = extractelement <16 x i8> %1211, i64 13, !dbg !556
  %1265 = zext i8 %1264 to i64, !dbg !556
  %1266 = xor i64 %1263, %1265, !dbg !557
  %1267 = mul i64 %1266, 1099511628211, !dbg !558
    #dbg_value(i64 14, !406, !DIExpression(), !555)
  %1268 = extractelement <16 x i8> %1211, i64 14, !dbg !556
  %1269 = zext i8 %1268 to i64, !dbg !556
  %1270 = xor i64 %1267, %1269, !dbg !557
  %1271 = mul i64 %1270, 1099511628211, !dbg !558
    #dbg_value(i64 15, !406, !DIExpression(), !555)
  %1272 = extractelement <16 x i8> %1211, i64 15, !dbg !556
  %1273 = zext i8 %1272 to i64, !dbg !556
  %1274 = xor i64 %1271, %1273, !dbg !557
  %1275 = mul i64 %1274, 1099511628211, !dbg !558
    #dbg_value(i64 16, !406, !DIExpression(), !555)
  %1276 = ashr <4 x i32> %15, <i32 31, i32 31, i32 31, i32 31>, !dbg !559
  %1277 = bitcast <4 x i32> %1276 to <16 x i8>, !dbg !559
    #dbg_value(<4 x i32> %1276, !276, !DIExpression(), !560)
    #dbg_value(ptr undef, !393, !DIExpression(), !561)
    #dbg_value(i64 16, !402, !DIExpression(), !561)
    #dbg_value(ptr undef, !403, !DIExpression(), !561)
    #dbg_value(i64 0, !406, !DIExpression(), !563)
    #dbg_value(i64 0, !406, !DIExpression(), !563)
  %1278 = extractelement <16 x i8> %1277, i64 0, !dbg !564
  %1279 = zext i8 %1278 to i64, !dbg !564
  %1280 = xor i64 %1275, %1279, !dbg !565
  %1281 = mul i64 %1280, 1099511628211, !dbg !566
    #dbg_value(i64 1, !406, !DIExpression(), !563)
  %1282 = extractelement <16 x i8> %1277, i64 1, !dbg !564
  %1283 = zext i8 %1282 to i64, !dbg !564
  %1284 = xor i64 %1281, %1283, !dbg !565
  %1285 = mul i64 %1284, 1099511628211, !dbg !566
    #dbg_value(i64 2, !406, !DIExpression(), !563)
  %1286 = extractelement <16 x i8> %1277, i64 2, !dbg !564
  %1287 = zext i8 %1286 to i64, !dbg !564
  %1288 = xor i64 %1285, %1287, !dbg !565
  %1289 = mul i64 %1288, 1099511628211, !dbg !566
    #dbg_value(i64 3, !406, !DIExpression(), !563)
  %1290 = extractelement <16 x i8> %1277, i64 3, !dbg !564
  %1291 = zext i8 %1290 to i64, !dbg !564
  %1292 = xor i64 %1289, %1291, !dbg !565
  %1293 = mul i64 %1292, 1099511628211, !dbg !566
    #dbg_value(i64 4, !406, !DIExpression(), !563)
  %1294 = extractelement <16 x i8> %1277, i64 4, !dbg !564
  %1295 = zext i8 %1294 to i64, !dbg !564
  %1296 = xor i64 %1293, %1295, !dbg !565
  %1297 = mul i64 %1296, 1099511628211, !dbg !566
    #dbg_value(i64 5, !406, !DIExpression(), !563)
  %1298 = extractelement <16 x i8> %1277, i64 5, !dbg !564
  %1299 = zext i8 %1298 to i64, !dbg !564
  %1300 = xor i64 %1297, %1299, !dbg !565
  %1301 = mul i64 %1300, 1099511628211, !dbg !566
    #dbg_value(i64 6, !406, !DIExpression(), !563)
  %1302 = extractelement <16 x i8> %1277, i64 6, !dbg !564
  %1303 = zext i8 %1302 to i64, !dbg !564
  %1304 = xor i64 %1301, %1303, !dbg !565
  %1305 = mul i64 %1304, 1099511628211, !dbg !566
    #dbg_value(i64 7, !406, !DIExpression(), !563)
  %1306 = extractelement <16 x i8> %1277, i64 7, !dbg !564
  %1307 = zext i8 %1306 to i64, !dbg !564
  %1308 = xor i64 %1305, %1307, !dbg !565
  %1309 = mul i64 %1308, 1099511628211, !dbg !566
    #dbg_value(i64 8, !406, !DIExpression(), !563)
  %1310 = extractelement <16 x i8> %1277, i64 8, !dbg !564
  %1311 = zext i8 %1310 to i64, !dbg !564
  %1312 = xor i64 %1309, %1311, !dbg !565
  %1313 = mul i64 %1312, 1099511628211, !dbg !566
    #dbg_value(i64 9, !406, !DIExpression(), !563)
  %1314 = extractelement <16 x i8> %1277, i64 9, !dbg !564
  %1315 = zext i8 %1314 to i64, !dbg !564
  %1316 = xor i64 %1313, %1315, !dbg !565
  %1317 = mul i64 %1316, 1099511628211, !dbg !566
    #dbg_value(i64 10, !406, !DIExpression(), !563)
  %1318 = extractelement <16 x i8> %1277, i64 10, !dbg !564
  %1319 = zext i8 %1318 to i64, !dbg !564
  %1320 = xor i64 %1317, %1319, !dbg !565
  %1321 = mul i64 %1320, 1099511628211, !dbg !566
    #dbg_value(i64 11, !406, !DIExpression(), !563)
  %1322 = extractelement <16 x i8> %1277, i64 11, !dbg !564
  %1323 = zext i8 %1322 to i64, !dbg !564
  %1324 = xor i64 %1321, %1323, !dbg !565
  %1325 = mul i64 %1324, 1099511628211, !dbg !566
    #dbg_value(i64 12, !406, !DIExpression(), !563)
  %1326 = extractelement <16 x i8> %1277, i64 12, !dbg !564
  %1327 = zext i8 %1326 to i64, !dbg !564
  %1328 = xor i64 %1325, %1327, !dbg !565
  %1329 = mul i64 %1328, 1099511628211, !dbg !566
    #dbg_value(i64 13, !406, !DIExpression(), !563)
  %1330 = extractelement <16 x i8> %1277, i64 13, !dbg !564
  %1331 = zext i8 %1330 to i64, !dbg !564
  %1332 = xor i64 %1329, %1331, !dbg !565
  %1333 = mul i64 %1332, 1099511628211, !dbg !566
    #dbg_value(i64 14, !406, !DIExpression(), !563)
  %1334 = extractelement <16 x i8> %1277, i64 14, !dbg !564
  %1335 = zext i8 %1334 to i64, !dbg !564
  %1336 = xor i64 %1333, %1335, !dbg !565
  %1337 = mul i64 %1336, 1099511628211, !dbg !566
    #dbg_value(i64 15, !406, !DIExpression(), !563)
  %1338 = extractelement <16 x i8> %1277, i64 15, !dbg !564
  %1339 = zext i8 %1338 to i64, !dbg !564
  %1340 = xor i64 %1337, %1339, !dbg !565
  %1341 = mul i64 %1340, 1099511628211, !dbg !566
    #dbg_value(i64 16, !406, !DIExpression(), !563)
  %1342 = and i32 %0, 31, !dbg !567
  %1343 = insertelement <4 x i32> poison, i32 %1342, i64 0, !dbg !567
  %1344 = shufflevector <4 x i32> %1343, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !567
  %1345 = shl <4 x i32> %15, %1344, !dbg !567
  %1346 = bitcast <4 x i32> %1345 to <16 x i8>, !dbg !567
    #dbg_value(<4 x i32> %1345, !278, !DIExpression(), !568)
    #dbg_value(ptr undef, !393, !DIExpression(), !569)
    #dbg_value(i64 16, !402, !DIExpression(), !569)
    #dbg_value(ptr undef, !403, !DIExpression(), !569)
    #dbg_value(i64 0, !406, !DIExpression(), !571)
    #dbg_value(i64 0, !406, !DIExpression(), !571)
  %1347 = extractelement <16 x i8> %1346, i64 0, !dbg !572
  %1348 = zext i8 %1347 to i64, !dbg !572
  %1349 = xor i64 %1341, %1348, !dbg !573
  %1350 = mul i64 %1349, 1099511628211, !dbg !574
    #dbg_value(i64 1, !406, !DIExpression(), !571)
  %1351 = extractelement <16 x i8> %1346, i64 1, !dbg !572
  %1352 = zext i8 %1351 to i64, !dbg !572
  %1353 = xor i64 %1350, %1352, !dbg !573
  %1354 = mul i64 %1353, 1099511628211, !dbg !574
    #dbg_value(i64 2, !406, !DIExpression(), !571)
  %1355 = extractelement <16 x i8> %1346, i64 2, !dbg !572
  %1356 = zext i8 %1355 to i64, !dbg !572
  %1357 = xor i64 %1354, %1356, !dbg !573
  %1358 = mul i64 %1357, 1099511628211, !dbg !574
    #dbg_value(i64 3, !406, !DIExpression(), !571)
  %1359 = extractelement <16 x i8> %1346, i64 3, !dbg !572
  %1360 = zext i8 %1359 to i64, !dbg !572
  %1361 = xor i64 %1358, %1360, !dbg !573
  %1362 = mul i64 %1361, 1099511628211, !dbg !574
    #dbg_value(i64 4, !406, !DIExpression(), !571)
  %1363 = extractelement <16 x i8> %1346, i64 4, !dbg !572
  %1364 = zext i8 %1363 to i64, !dbg !572
  %1365 = xor i64 %1362, %1364, !dbg !573
  %1366 = mul i64 %1365, 1099511628211, !dbg !574
    #dbg_value(i64 5, !406, !DIExpression(), !571)
  %1367 = extractelement <16 x i8> %1346, i64 5, !dbg !572
  %1368 = zext i8 %1367 to i64, !dbg !572
  %1369 = xor i64 %1366, %1368, !dbg !573
  %1370 = mul i64 %1369, 1099511628211, !dbg !574
    #dbg_value(i64 6, !406, !DIExpression(), !571)
  %1371 = extractelement <16 x i8> %1346, i64 6, !dbg !572
  %1372 = zext i8 %1371 to i64, !dbg !572
  %1373 = xor i64 %1370, %1372, !dbg !573
  %1374 = mul i64 %1373, 1099511628211, !dbg !574
    #dbg_value(i64 7, !406, !DIExpression(), !571)
  %1375 = extractelement <16 x i8> %1346, i64 7, !dbg !572
  %1376 = zext i8 %1375 to i64, !dbg !572
  %1377 = xor i64 %1374, %1376, !dbg !573
  %1378 = mul i64 %1377, 1099511628211, !dbg !574
    #dbg_value(i64 8, !406, !DIExpression(), !571)
  %1379 = extractelement <16 x i8> %1346, i64 8, !dbg !572
  %1380 = zext i8 %1379 to i64, !dbg !572
  %1381 = xor i64 %1378, %1380, !dbg !573
  %1382 = mul i64 %1381, 1099511628211, !dbg !574
    #dbg_value(i64 9, !406, !DIExpression(), !571)
  %1383 = extractelement <16 x i8> %1346, i64 9, !dbg !572
  %1384 = zext i8 %1383 to i64, !dbg !572
  %1385 = xor i64 %1382, %1384, !dbg !573
  %1386 = mul i64 %1385, 1099511628211, !dbg !574
    #dbg_value(i64 10, !406, !DIExpression(), !571)
  %1387 = extractelement <16 x i8> %1346, i64 10, !dbg !572
  %1388 = zext i8 %1387 to i64, !dbg !572
  %1389 = xor i64 %1386, %1388, !dbg !573
  %1390 = mul i64 %1389, 1099511628211, !dbg !574
    #dbg_value(i64 11, !406, !DIExpression(), !571)
  %1391 = extractelement <16 x i8> %1346, i64 11, !dbg !572
  %1392 = zext i8 %1391 to i64, !dbg !572
  %1393 = xor i64 %1390, %1392, !dbg !573
  %1394 = mul i64 %1393, 1099511628211, !dbg !574
    #dbg_value(i64 12, !406, !DIExpression(), !571)
  %1395 = extractelement <16 x i8> %1346, i64 12, !dbg !572
  %1396 = zext i8 %1395 to i64, !dbg !572
  %1397 = xor i64 %1394, %1396, !dbg !573
  %1398 = mul i64 %1397, 1099511628211, !dbg !574
    #dbg_value(i64 13, !406, !DIExpression(), !571)
  %1399 = extractelement <16 x i8> %1346, i64 13, !dbg !572
  %1400 = zext i8 %1399 to i64, !dbg !572
  %1401 = xor i64 %1398, %1400, !dbg !573
  %1402 = mul i64 %1401, 1099511628211, !dbg !574
    #dbg_value(i64 14, !406, !DIExpression(), !571)
  %1403 = extractelement <16 x i8> %1346, i64 14, !dbg !572
  %1404 = zext i8 %1403 to i64, !dbg !572
  %1405 = xor i64 %1402, %1404, !dbg !573
  %1406 = mul i64 %1405, 1099511628211, !dbg !574
    #dbg_value(i64 15, !406, !DIExpression(), !571)
  %1407 = extractelement <16 x i8> %1346, i64 15, !dbg !572
  %1408 = zext i8 %1407 to i64, !dbg !572
  %1409 = xor i64 %1406, %1408, !dbg !573
  %1410 = mul i64 %1409, 1099511628211, !dbg !574
    #dbg_value(i64 16, !406, !DIExpression(), !571)
  %1411 = and i32 %0, 15, !dbg !575
  %1412 = trunc nuw nsw i32 %1411 to i16, !dbg !575
  %1413 = insertelement <8 x i16> poison, i16 %1412, i64 0, !dbg !575
  %1414 = shufflevector <8 x i16> %1413, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !575
  %1415 = ashr <8 x i16> %85, %1414, !dbg !575
  %1416 = bitcast <8 x i16> %1415 to <16 x i8>, !dbg !575
    #dbg_value(<8 x i16> %1415, !280, !DIExpression(), !576)
    #dbg_value(ptr undef, !393, !DIExpression(), !577)
    #dbg_value(i64 16, !402, !DIExpression(), !577)
    #dbg_value(ptr undef, !403, !DIExpression(), !577)
    #dbg_value(i64 0, !406, !DIExpression(), !579)
    #dbg_value(i64 0, !406, !DIExpression(), !579)
  %1417 = extractelement <16 x i8> %1416, i64 0, !dbg !580
  %1418 = zext i8 %1417 to i64, !dbg !580
  %1419 = xor i64 %1410, %1418, !dbg !581
  %1420 = mul i64 %1419, 1099511628211, !dbg !582
    #dbg_value(i64 1, !406, !DIExpression(), !579)
  %1421 = extractelement <16 x i8> %1416, i64 1, !dbg !580
  %1422 = zext i8 %1421 to i64, !dbg !580
  %1423 = xor i64 %1420, %1422, !dbg !581
  %1424 = mul i64 %1423, 1099511628211, !dbg !582
    #dbg_value(i64 2, !406, !DIExpression(), !579)
  %1425 = extractelement <16 x i8> %1416, i64 2, !dbg !580
  %1426 = zext i8 %1425 to i64, !dbg !580
  %1427 = xor i64 %1424, %1426, !dbg !581
  %1428 = mul i64 %1427, 1099511628211, !dbg !582
    #dbg_value(i64 3, !406, !DIExpression(), !579)
  %1429 = extractelement <16 x i8> %1416, i64 3, !dbg !580
  %1430 = zext i8 %1429 to i64, !dbg !580
  %1431 = xor i64 %1428, %1430, !dbg !581
  %1432 = mul i64 %1431, 1099511628211, !dbg !582
    #dbg_value(i64 4, !406, !DIExpression(), !579)
  %1433 = extractelement <16 x i8> %1416, i64 4, !dbg !580
  %1434 = zext i8 %1433 to i64, !dbg !580
  %1435 = xor i64 %1432, %1434, !dbg !581
  %1436 = mul i64 %1435, 1099511628211, !dbg !582
    #dbg_value(i64 5, !406, !DIExpression(), !579)
  %1437 = extractelement <16 x i8> %1416, i64 5, !dbg !580
  %1438 = zext i8 %1437 to i64, !dbg !580
  %1439 = xor i64 %1436, %1438, !dbg !581
  %1440 = mul i64 %1439, 1099511628211, !dbg !582
    #dbg_value(i64 6, !406, !DIExpression(), !579)
  %1441 = extractelement <16 x i8> %1416, i64 6, !dbg !580
  %1442 = zext i8 %1441 to i64, !dbg !580
  %1443 = xor i64 %1440, %1442, !dbg !581
  %1444 = mul i64 %1443, 1099511628211, !dbg !582
    #dbg_value(i64 7, !406, !DIExpression(), !579)
  %1445 = extractelement <16 x i8> %1416, i64 7, !dbg !580
  %1446 = zext i8 %1445 to i64, !dbg !580
  %1447 = xor i64 %1444, %1446, !dbg !581
  %1448 = mul i64 %1447, 1099511628211, !dbg !582
    #dbg_value(i64 8, !406, !DIExpression(), !579)
  %1449 = extractelement <16 x i8> %1416, i64 8, !dbg !580
  %1450 = zext i8 %1449 to i64, !dbg !580
  %1451 = xor i64 %1448, %1450, !dbg !581
  %1452 = mul i64 %1451, 1099511628211, !dbg !582
    #dbg_value(i64 9, !406, !DIExpression(), !579)
  %1453 = extractelement <16 x i8> %1416, i64 9, !dbg !580
  %1454 = zext i8 %1453 to i64, !dbg !580
  %1455 = xor i64 %1452, %1454, !dbg !581
  %1456 = mul i64 %1455, 1099511628211, !dbg !582
    #dbg_value(i64 10, !406, !DIExpression(), !579)
  %1457 = extractelement <16 x i8> %1416, i64 10, !dbg !580
  %1458 = zext i8 %1457 to i64, !dbg !580
  %1459 = xor i64 %1456, %1458, !dbg !581
  %1460 = mul i64 %1459, 1099511628211, !dbg !582
    #dbg_value(i64 11, !406, !DIExpression(), !579)
  %1461 = extractelement <16 x i8> %1416, i64 11, !dbg !580
  %1462 = zext i8 %1461 to i64, !dbg !580
  %1463 = xor i64 %1460, %1462, !dbg !581
  %1464 = mul i64 %1463, 1099511628211, !dbg !582
    #dbg_value(i64 12, !406, !DIExpression(), !579)
  %1465 = extractelement <16 x i8> %1416, i64 12, !dbg !580
  %1466 = zext i8 %1465 to i64, !dbg !580
  %1467 = xor i64 %1464, %1466, !dbg !581
  %1468 = mul i64 %1467, 1099511628211, !dbg !582
    #dbg_value(i64 13, !406, !DIExpression(), !579)
  %1469 = extractelement <16 x i8> %1416, i64 13, !dbg !580
  %1470 = zext i8 %1469 to i64, !dbg !580
  %1471 = xor i64 %1468, %1470, !dbg !581
  %1472 = mul i64 %1471, 1099511628211, !dbg !582
    #dbg_value(i64 14, !406, !DIExpression(), !579)
  %1473 = extractelement <16 x i8> %1416, i64 14, !dbg !580
  %1474 = zext i8 %1473 to i64, !dbg !580
  %1475 = xor i64 %1472, %1474, !dbg !581
  %1476 = mul i64 %1475, 1099511628211, !dbg !582
    #dbg_value(i64 15, !406, !DIExpression(), !579)
  %1477 = extractelement <16 x i8> %1416, i64 15, !dbg !580
  %1478 = zext i8 %1477 to i64, !dbg !580
  %1479 = xor i64 %1476, %1478, !dbg !581
  %1480 = mul i64 %1479, 1099511628211, !dbg !582
    #dbg_value(i64 16, !406, !DIExpression(), !579)
  %1481 = tail call <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64> %4, i32 %0), !dbg !583
  %1482 = bitcast <2 x i64> %1481 to <16 x i8>, !dbg !583
    #dbg_value(<2 x i64> %1481, !282, !DIExpression(), !584)
    #dbg_value(ptr undef, !393, !DIExpression(), !585)
    #dbg_value(i64 16, !402, !DIExpression(), !585)
    #dbg_value(ptr undef, !403, !DIExpression(), !585)
    #dbg_value(i64 0, !406, !DIExpression(), !587)
    #dbg_value(i64 0, !406, !DIExpression(), !587)
  %1483 = extractelement <16 x i8> %1482, i64 0, !dbg !588
  %1484 = zext i8 %1483 to i64, !dbg !588
  %1485 = xor i64 %1480, %1484, !dbg !589
  %1486 = mul i64 %1485, 1099511628211, !dbg !590
    #dbg_value(i64 1, !406, !DIExpression(), !587)
  %1487 = extractelement <16 x i8> %1482, i64 1, !dbg !588
  %1488 = zext i8 %1487 to i64, !dbg !588
  %1489 = xor i64 %1486, %1488, !dbg !589
  %1490 = mul i64 %1489, 1099511628211, !dbg !590
    #dbg_value(i64 2, !406, !DIExpression(), !587)
  %1491 = extractelement <16 x i8> %1482, i64 2, !dbg !588
  %1492 = zext i8 %1491 to i64, !dbg !588
  %1493 = xor i64 %1490, %1492, !dbg !589
  %1494 = mul i64 %1493, 1099511628211, !dbg !590
    #dbg_value(i64 3, !406, !DIExpression(), !587)
  %1495 = extractelement <16 x i8> %1482, i64 3, !dbg !588
  %1496 = zext i8 %1495 to i64, !dbg !588
  %1497 = xor i64 %1494, %1496, !dbg !589
  %1498 = mul i64 %1497, 1099511628211, !dbg !590
    #dbg_value(i64 4, !406, !DIExpression(), !587)
  %1499 = extractelement <16 x i8> %1482, i64 4, !dbg !588
  %1500 = zext i8 %1499 to i64, !dbg !588
  %1501 = xor i64 %1498, %1500, !dbg !589
  %1502 = mul i64 %1501, 1099511628211, !dbg !590
    #dbg_value(i64 5, !406, !DIExpression(), !587)
  %1503 = extractelement <16 x i8> %1482, i64 5, !dbg !588
  %1504 = zext i8 %1503 to i64, !dbg !588
  %1505 = xor i64 %1502, %1504, !dbg !589
  %1506 = mul i64 %1505, 1099511628211, !dbg !590
    #dbg_value(i64 6, !406, !DIExpression(), !587)
  %1507 = extractelement <16 x i8> %1482, i64 6, !dbg !588
  %1508 = zext i8 %1507 to i64, !dbg !588
  %1509 = xor i64 %1506, %1508, !dbg !589
  %1510 = mul i64 %1509, 1099511628211, !dbg !590
    #dbg_value(i64 7, !406, !DIExpression(), !587)
  %1511 = extractelement <16 x i8> %1482, i64 7, !dbg !588
  %1512 = zext i8 %1511 to i64, !dbg !588
  %1513 = xor i64 %1510, %1512, !dbg !589
  %1514 = mul i64 %1513, 1099511628211, !dbg !590
    #dbg_value(i64 8, !406, !DIExpression(), !587)
  %1515 = extractelement <16 x i8> %1482, i64 8, !dbg !588
  %1516 = zext i8 %1515 to i64, !dbg !588
  %1517 = xor i64 %1514, %1516, !dbg !589
  %1518 = mul i64 %1517, 1099511628211, !dbg !590
    #dbg_value(i64 9, !406, !DIExpression(), !587)
  %1519 = extractelement <16 x i8> %1482, i64 9, !dbg !588
  %1520 = zext i8 %1519 to i64, !dbg !588
  %1521 = xor i64 %1518, %1520, !dbg !589
  %1522 = mul i64 %1521, 1099511628211, !dbg !590
    #dbg_value(i64 10, !406, !DIExpression(), !587)
  %1523 = extractelement <16 x i8> %1482, i64 10, !dbg !588
  %1524 = zext i8 %1523 to i64, !dbg !588
  %1525 = xor i64 %1522, %1524, !dbg !589
  %1526 = mul i64 %1525, 1099511628211, !dbg !590
    #dbg_value(i64 11, !406, !DIExpression(), !587)
  %1527 = extractelement <16 x i8> %1482, i64 11, !dbg !588
  %1528 = zext i8 %1527 to i64, !dbg !588
  %1529 = xor i64 %1526, %1528, !dbg !589
  %1530 = mul i64 %1529, 1099511628211, !dbg !590
    #dbg_value(i64 12, !406, !DIExpression(), !587)
  %1531 = extractelement <16 x i8> %1482, i64 12, !dbg !588
  %1532 = zext i8 %1531 to i64, !dbg !588
  %1533 = xor i64 %1530, %1532, !dbg !589
  %1534 = mul i64 %1533, 1099511628211, !dbg !590
    #dbg_value(i64 13, !406, !DIExpression(), !587)
  %1535 = extractelement <16 x i8> %1482, i64 13, !dbg !588
  %1536 = zext i8 %1535 to i64, !dbg !588
  %1537 = xor i64 %1534, %1536, !dbg !589
  %1538 = mul i64 %1537, 1099511628211, !dbg !590
    #dbg_value(i64 14, !406, !DIExpression(), !587)
  %1539 = extractelement <16 x i8> %1482, i64 14, !dbg !588
  %1540 = zext i8 %1539 to i64, !dbg !588
  %1541 = xor i64 %1538, %1540, !dbg !589
  %1542 = mul i64 %1541, 1099511628211, !dbg !590
    #dbg_value(i64 15, !406, !DIExpression(), !587)
  %1543 = extractelement <16 x i8> %1482, i64 15, !dbg !588
  %1544 = zext i8 %1543 to i64, !dbg !588
  %1545 = xor i64 %1542, %1544, !dbg !589
  %1546 = mul i64 %1545, 1099511628211, !dbg !590
    #dbg_value(i64 16, !406, !DIExpression(), !587)
  %1547 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %1411, i64 0, !dbg !591
    #dbg_value(<2 x i64> %1749, !284, !DIExpression(), !378)
  %1548 = bitcast <4 x i32> %1547 to <8 x i16>, !dbg !592
  %1549 = tail call <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16> %85, <8 x i16> %1548), !dbg !592
  %1550 = bitcast <8 x i16> %1549 to <16 x i8>, !dbg !592
    #dbg_value(<8 x i16> %1549, !285, !DIExpression(), !593)
    #dbg_value(ptr undef, !393, !DIExpression(), !594)
    #dbg_value(i64 16, !402, !DIExpression(), !594)
    #dbg_value(ptr undef, !403, !DIExpression(), !594)
    #dbg_value(i64 0, !406, !DIExpression(), !596)
    #dbg_value(i64 0, !406, !DIExpression(), !596)
  %1551 = extractelement <16 x i8> %1550, i64 0, !dbg !597
  %1552 = zext i8 %1551 to i64, !dbg !597
  %1553 = xor i64 %1546, %1552, !dbg !598
  %1554 = mul i64 %1553, 1099511628211, !dbg !599
    #dbg_value(i64 1, !406, !DIExpression(), !596)
  %1555 = extractelement <16 x i8> %1550, i64 1, !dbg !597
  %1556 = zext i8 %1555 to i64, !dbg !597
  %1557 = xor i64 %1554, %1556, !dbg !598
  %1558 = mul i64 %1557, 1099511628211, !dbg !599
    #dbg_value(i64 2, !406, !DIExpression(), !596)
  %1559 = extractelement <16 x i8> %1550, i64 2, !dbg !597
  %1560 = zext i8 %1559 to i64, !dbg !597
  %1561 = xor i64 %1558, %1560, !dbg !598
  %1562 = mul i64 %1561, 1099511628211, !dbg !599
    #dbg_value(i64 3, !406, !DIExpression(), !596)
  %1563 = extractelement <16 x i8> %1550, i64 3, !dbg !597
  %1564 = zext i8 %1563 to i64, !dbg !597
  %1565 = xor i64 %1562, %1564, !dbg !598
  %1566 = mul i64 %1565, 1099511628211, !dbg !599
    #dbg_value(i64 4, !406, !DIExpression(), !596)
  %1567 = extractelement <16 x i8> %1550, i64 4, !dbg !597
  %1568 = zext i8 %1567 to i64, !dbg !597
  %1569 = xor i64 %1566, %1568, !dbg !598
  %1570 = mul i64 %1569, 1099511628211, !dbg !599
    #dbg_value(i64 5, !406, !DIExpression(), !596)
  %1571 = extractelement <16 x i8> %1550, i64 5, !dbg !597
  %1572 = zext i8 %1571 to i64, !dbg !597
  %1573 = xor i64 %1570, %1572, !dbg !598
  %1574 = mul i64 %1573, 1099511628211, !dbg !599
    #dbg_value(i64 6, !406, !DIExpression(), !596)
  %1575 = extractelement <16 x i8> %1550, i64 6, !dbg !597
  %1576 = zext i8 %1575 to i64, !dbg !597
  %1577 = xor i64 %1574, %1576, !dbg !598
  %1578 = mul i64 %1577, 1099511628211, !dbg !599
    #dbg_value(i64 7, !406, !DIExpression(), !596)
  %1579 = extractelement <16 x i8> %1550, i64 7, !dbg !597
  %1580 = zext i8 %1579 to i64, !dbg !597
  %1581 = xor i64 %1578, %1580, !dbg !598
  %1582 = mul i64 %1581, 1099511628211, !dbg !599
    #dbg_value(i64 8, !406, !DIExpression(), !596)
  %1583 = extractelement <16 x i8> %1550, i64 8, !dbg !597
  %1584 = zext i8 %1583 to i64, !dbg !597
  %1585 = xor i64 %1582, %1584, !dbg !598
  %1586 = mul i64 %1585, 1099511628211, !dbg !599
    #dbg_value(i64 9, !406, !DIExpression(), !596)
  %1587 = extractelement <16 x i8> %1550, i64 9, !dbg !597
  %1588 = zext i8 %1587 to i64, !dbg !597
  %1589 = xor i64 %1586, %1588, !dbg !598
  %1590 = mul i64 %1589, 1099511628211, !dbg !599
    #dbg_value(i64 10, !406, !DIExpression(), !596)
  %1591 = extractelement <16 x i8> %1550, i64 10, !dbg !597
  %1592 = zext i8 %1591 to i64, !dbg !597
  %1593 = xor i64 %1590, %1592, !dbg !598
  %1594 = mul i64 %1593, 1099511628211, !dbg !599
    #dbg_value(i64 11, !406, !DIExpression(), !596)
  %1595 = extractelement <16 x i8> %1550, i64 11, !dbg !597
  %1596 = zext i8 %1595 to i64, !dbg !597
  %1597 = xor i64 %1594, %1596, !dbg !598
  %1598 = mul i64 %1597, 1099511628211, !dbg !599
    #dbg_value(i64 12, !406, !DIExpression(), !596)
  %1599 = extractelement <16 x i8> %1550, i64 12, !dbg !597
  %1600 = zext i8 %1599 to i64, !dbg !597
  %1601 = xor i64 %1598, %1600, !dbg !598
  %1602 = mul i64 %1601, 1099511628211, !dbg !599
    #dbg_value(i64 13, !406, !DIExpression(), !596)
  %1603 = extractelement <16 x i8> %1550, i64 13, !dbg !597
  %1604 = zext i8 %1603 to i64, !dbg !597
  %1605 = xor i64 %1602, %1604, !dbg !598
  %1606 = mul i64 %1605, 1099511628211, !dbg !599
    #dbg_value(i64 14, !406, !DIExpression(), !596)
  %1607 = extractelement <16 x i8> %1550, i64 14, !dbg !597
  %1608 = zext i8 %1607 to i64, !dbg !597
  %1609 = xor i64 %1606, %1608, !dbg !598
  %1610 = mul i64 %1609, 1099511628211, !dbg !599
    #dbg_value(i64 15, !406, !DIExpression(), !596)
  %1611 = extractelement <16 x i8> %1550, i64 15, !dbg !597
  %1612 = zext i8 %1611 to i64, !dbg !597
  %1613 = xor i64 %1610, %1612, !dbg !598
  %1614 = mul i64 %1613, 1099511628211, !dbg !599
    #dbg_value(i64 16, !406, !DIExpression(), !596)
  %1615 = fpext <2 x float> %14 to <2 x double>, !dbg !390
  %1616 = shufflevector <4 x i32> %1547, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !600
  %1617 = lshr <4 x i32> %15, %1616, !dbg !600
  %1618 = bitcast <4 x i32> %1617 to <16 x i8>, !dbg !600
    #dbg_value(<4 x i32> %1617, !287, !DIExpression(), !601)
    #dbg_value(ptr undef, !393, !DIExpression(), !602)
    #dbg_value(i64 16, !402, !DIExpression(), !602)
    #dbg_value(ptr undef, !403, !DIExpression(), !602)
    #dbg_value(i64 0, !406, !DIExpression(), !604)
    #dbg_value(i64 0, !406, !DIExpression(), !604)
  %1619 = extractelement <16 x i8> %1618, i64 0, !dbg !605
  %1620 = zext i8 %1619 to i64, !dbg !605
  %1621 = xor i64 %1614, %1620, !dbg !606
  %1622 = mul i64 %1621, 1099511628211, !dbg !607
    #dbg_value(i64 1, !406, !DIExpression(), !604)
  %1623 = extractelement <16 x i8> %1618, i64 1, !dbg !605
  %1624 = zext i8 %1623 to i64, !dbg !605
  %1625 = xor i64 %1622, %1624, !dbg !606
  %1626 = mul i64 %1625, 1099511628211, !dbg !607
    #dbg_value(i64 2, !406, !DIExpression(), !604)
  %1627 = extractelement <16 x i8> %1618, i64 2, !dbg !605
  %1628 = zext i8 %1627 to i64, !dbg !605
  %1629 = xor i64 %1626, %1628, !dbg !606
  %1630 = mul i64 %1629, 1099511628211, !dbg !607
    #dbg_value(i64 3, !406, !DIExpression(), !604)
  %1631 = extractelement <16 x i8> %1618, i64 3, !dbg !605
  %1632 = zext i8 %1631 to i64, !dbg !605
  %1633 = xor i64 %1630, %1632, !dbg !606
  %1634 = mul i64 %1633, 1099511628211, !dbg !607
    #dbg_value(i64 4, !406, !DIExpression(), !604)
  %1635 = extractelement <16 x i8> %1618, i64 4, !dbg !605
  %1636 = zext i8 %1635 to i64, !dbg !605
  %1637 = xor i64 %1634, %1636, !dbg !606
  %1638 = mul i64 %1637, 1099511628211, !dbg !607
    #dbg_value(i64 5, !406, !DIExpression(), !604)
  %1639 = extractelement <16 x i8> %1618, i64 5, !dbg !605
  %1640 = zext i8 %1639 to i64, !dbg !605
  %1641 = xor i64 %1638, %1640, !dbg !606
  %1642 = mul i64 %1641, 1099511628211, !dbg !607
    #dbg_value(i64 6, !406, !DIExpression(), !604)
  %1643 = extractelement <16 x i8> %1618, i64 6, !dbg !605
  %1644 = zext i8 %1643 to i64, !dbg !605
  %1645 = xor i64 %1642, %1644, !dbg !606
  %1646 = mul i64 %1645, 1099511628211, !dbg !607
    #dbg_value(i64 7, !406, !DIExpression(), !604)
  %1647 = extractelement <16 x i8> %1618, i64 7, !dbg !605
  %1648 = zext i8 %1647 to i64, !dbg !605
  %1649 = xor i64 %1646, %1648, !dbg !606
  %1650 = mul i64 %1649, 1099511628211, !dbg !607
    #dbg_value(i64 8, !406, !DIExpression(), !604)
  %1651 = extractelement <16 x i8> %1618, i64 8, !dbg !605
  %1652 = zext i8 %1651 to i64, !dbg !605
  %1653 = xor i64 %1650, %1652, !dbg !606
  %1654 = mul i64 %1653, 1099511628211, !dbg !607
    #dbg_value(i64 9, !406, !DIExpression(), !604)
  %1655 = extractelement <16 x i8> %1618, i64 9, !dbg !605
  %1656 = zext i8 %1655 to i64, !dbg !605
  %1657 = xor i64 %1654, %1656, !dbg !606
  %1658 = mul i64 %1657, 1099511628211, !dbg !607
    #dbg_value(i64 10, !406, !DIExpression(), !604)
  %1659 = extractelement <16 x i8> %1618, i64 10, !dbg !605
  %1660 = zext i8 %1659 to i64, !dbg !605
  %1661 = xor i64 %1658, %1660, !dbg !606
  %1662 = mul i64 %1661, 1099511628211, !dbg !607
    #dbg_value(i64 11, !406, !DIExpression(), !604)
  %1663 = extractelement <16 x i8> %1618, i64 11, !dbg !605
  %1664 = zext i8 %1663 to i64, !dbg !605
  %1665 = xor i64 %1662, %1664, !dbg !606
  %1666 = mul i64 %1665, 1099511628211, !dbg !607
    #dbg_value(i64 12, !406, !DIExpression(), !604)
  %1667 = extractelement <16 x i8> %1618, i64 12, !dbg !605
  %1668 = zext i8 %1667 to i64, !dbg !605
  %1669 = xor i64 %1666, %1668, !dbg !606
  %1670 = mul i64 %1669, 1099511628211, !dbg !607
    #dbg_value(i64 13, !406, !DIExpression(), !604)
  %1671 = extractelement <16 x i8> %1618, i64 13, !dbg !605
  %1672 = zext i8 %1671 to i64, !dbg !605
  %1673 = xor i64 %1670, %1672, !dbg !606
  %1674 = mul i64 %1673, 1099511628211, !dbg !607
    #dbg_value(i64 14, !406, !DIExpression(), !604)
  %1675 = extractelement <16 x i8> %1618, i64 14, !dbg !605
  %1676 = zext i8 %1675 to i64, !dbg !605
  %1677 = xor i64 %1674, %1676, !dbg !606
  %1678 = mul i64 %1677, 1099511628211, !dbg !607
    #dbg_value(i64 15, !406, !DIExpression(), !604)
  %1679 = extractelement <16 x i8> %1618, i64 15, !dbg !605
  %1680 = zext i8 %1679 to i64, !dbg !605
  %1681 = xor i64 %1678, %1680, !dbg !606
  %1682 = mul i64 %1681, 1099511628211, !dbg !607
    #dbg_value(i64 16, !406, !DIExpression(), !604)
  %1683 = ashr <4 x i32> %15, %1616, !dbg !608
  %1684 = bitcast <4 x i32> %1683 to <16 x i8>, !dbg !608
    #dbg_value(<4 x i32> %1683, !289, !DIExpression(), !609)
    #dbg_value(ptr undef, !393, !DIExpression(), !610)
    #dbg_value(i64 16, !402, !DIExpression(), !610)
    #dbg_value(ptr undef, !403, !DIExpression(), !610)
    #dbg_value(i64 0, !406, !DIExpression(), !612)
    #dbg_value(i64 0, !406, !DIExpression(), !612)
  %1685 = extractelement <16 x i8> %1684, i64 0, !dbg !613
  %1686 = zext i8 %1685 to i64, !dbg !613
  %1687 = xor i64 %1682, %1686, !dbg !614
  %1688 = mul i64 %1687, 1099511628211, !dbg !615
    #dbg_value(i64 1, !406, !DIExpression(), !612)
  %1689 = extractelement <16 x i8> %1684, i64 1, !dbg !613
  %1690 = zext i8 %1689 to i64, !dbg !613
  %1691 = xor i64 %1688, %1690, !dbg !614
  %1692 = mul i64 %1691, 1099511628211, !dbg !615
    #dbg_value(i64 2, !406, !DIExpression(), !612)
  %1693 = extractelement <16 x i8> %1684, i64 2, !dbg !613
  %1694 = zext i8 %1693 to i64, !dbg !613
  %1695 = xor i64 %1692, %1694, !dbg !614
  %1696 = mul i64 %1695, 1099511628211, !dbg !615
    #dbg_value(i64 3, !406, !DIExpression(), !612)
  %1697 = extractelement <16 x i8> %1684, i64 3, !dbg !613
  %1698 = zext i8 %1697 to i64, !dbg !613
  %1699 = xor i64 %1696, %1698, !dbg !614
  %1700 = mul i64 %1699, 1099511628211, !dbg !615
    #dbg_value(i64 4, !406, !DIExpression(), !612)
  %1701 = extractelement <16 x i8> %1684, i64 4, !dbg !613
  %1702 = zext i8 %1701 to i64, !dbg !613
  %1703 = xor i64 %1700, %1702, !dbg !614
  %1704 = mul i64 %1703, 1099511628211, !dbg !615
    #dbg_value(i64 5, !406, !DIExpression(), !612)
  %1705 = extractelement <16 x i8> %1684, i64 5, !dbg !613
  %1706 = zext i8 %1705 to i64, !dbg !613
  %1707 = xor i64 %1704, %1706, !dbg !614
  %1708 = mul i64 %1707, 1099511628211, !dbg !615
    #dbg_value(i64 6, !406, !DIExpression(), !612)
  %1709 = extractelement <16 x i8> %1684, i64 6, !dbg !613
  %1710 = zext i8 %1709 to i64, !dbg !613
  %1711 = xor i64 %1708, %1710, !dbg !614
  %1712 = mul i64 %1711, 1099511628211, !dbg !615
    #dbg_value(i64 7, !406, !DIExpression(), !612)
  %1713 = extractelement <16 x i8> %1684, i64 7, !dbg !613
  %1714 = zext i8 %1713 to i64, !dbg !613
  %1715 = xor i64 %1712, %1714, !dbg !614
  %1716 = mul i64 %1715, 1099511628211, !dbg !615
    #dbg_value(i64 8, !406, !DIExpression(), !612)
  %1717 = extractelement <16 x i8> %1684, i64 8, !dbg !613
  %1718 = zext i8 %1717 to i64, !dbg !613
  %1719 = xor i64 %1716, %1718, !dbg !614
  %1720 = mul i64 %1719, 1099511628211, !dbg !615
    #dbg_value(i64 9, !406, !DIExpression(), !612)
  %1721 = extractelement <16 x i8> %1684, i64 9, !dbg !613
  %1722 = zext i8 %1721 to i64, !dbg !613
  %1723 = xor i64 %1720, %1722, !dbg !614
  %1724 = mul i64 %1723, 1099511628211, !dbg !615
    #dbg_value(i64 10, !406, !DIExpression(), !612)
  %1725 = extractelement <16 x i8> %1684, i64 10, !dbg !613
  %1726 = zext i8 %1725 to i64, !dbg !613
  %1727 = xor i64 %1724, %1726, !dbg !614
  %1728 = mul i64 %1727, 1099511628211, !dbg !615
    #dbg_value(i64 11, !406, !DIExpression(), !612)
  %1729 = extractelement <16 x i8> %1684, i64 11, !dbg !613
  %1730 = zext i8 %1729 to i64, !dbg !613
  %1731 = xor i64 %1728, %1730, !dbg !614
  %1732 = mul i64 %1731, 1099511628211, !dbg !615
    #dbg_value(i64 12, !406, !DIExpression(), !612)
  %1733 = extractelement <16 x i8> %1684, i64 12, !dbg !613
  %1734 = zext i8 %1733 to i64, !dbg !613
  %1735 = xor i64 %1732, %1734, !dbg !614
  %1736 = mul i64 %1735, 1099511628211, !dbg !615
    #dbg_value(i64 13, !406, !DIExpression(), !612)
  %1737 = extractelement <16 x i8> %1684, i64 13, !dbg !613
  %1738 = zext i8 %1737 to i64, !dbg !613
  %1739 = xor i64 %1736, %1738, !dbg !614
  %1740 = mul i64 %1739, 1099511628211, !dbg !615
    #dbg_value(i64 14, !406, !DIExpression(), !612)
  %1741 = extractelement <16 x i8> %1684, i64 14, !dbg !613
  %1742 = zext i8 %1741 to i64, !dbg !613
  %1743 = xor i64 %1740, %1742, !dbg !614
  %1744 = mul i64 %1743, 1099511628211, !dbg !615
    #dbg_value(i64 15, !406, !DIExpression(), !612)
  %1745 = extractelement <16 x i8> %1684, i64 15, !dbg !613
  %1746 = zext i8 %1745 to i64, !dbg !613
  %1747 = xor i64 %1744, %1746, !dbg !614
  %1748 = mul i64 %1747, 1099511628211, !dbg !615
    #dbg_value(i64 16, !406, !DIExpression(), !612)
  %1749 = bitcast <4 x i32> %1547 to <2 x i64>, !dbg !591
  %1750 = shufflevector <2 x i64> %1749, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !616
  %1751 = shl <2 x i64> %4, %1750, !dbg !616
  %1752 = bitcast <2 x i64> %1751 to <16 x i8>, !dbg !616
    #dbg_value(<2 x i64> %1751, !291, !DIExpression(), !617)
    #dbg_value(ptr undef, !393, !DIExpression(), !618)
    #dbg_value(i64 16, !402, !DIExpression(), !618)
    #dbg_value(ptr undef, !403, !DIExpression(), !618)
    #dbg_value(i64 0, !406, !DIExpression(), !620)
    #dbg_value(i64 0, !406, !DIExpression(), !620)
  %1753 = extractelement <16 x i8> %1752, i64 0, !dbg !621
  %1754 = zext i8 %1753 to i64, !dbg !621
  %1755 = xor i64 %1748, %1754, !dbg !622
  %1756 = mul i64 %1755, 1099511628211, !dbg !623
    #dbg_value(i64 1, !406, !DIExpression(), !620)
  %1757 = extractelement <16 x i8> %1752, i64 1, !dbg !621
  %1758 = zext i8 %1757 to i64, !dbg !621
  %1759 = xor i64 %1756, %1758, !dbg !622
  %1760 = mul i64 %1759, 1099511628211, !dbg !623
    #dbg_value(i64 2, !406, !DIExpression(), !620)
  %1761 = extractelement <16 x i8> %1752, i64 2, !dbg !621
  %1762 = zext i8 %1761 to i64, !dbg !621
  %1763 = xor i64 %1760, %1762, !dbg !622
  %1764 = mul i64 %1763, 1099511628211, !dbg !623
    #dbg_value(i64 3, !406, !DIExpression(), !620)
  %1765 = extractelement <16 x i8> %1752, i64 3, !dbg !621
  %1766 = zext i8 %1765 to i64, !dbg !621
  %1767 = xor i64 %1764, %1766, !dbg !622
  %1768 = mul i64 %1767, 1099511628211, !dbg !623
    #dbg_value(i64 4, !406, !DIExpression(), !620)
  %1769 = extractelement <16 x i8> %1752, i64 4, !dbg !621
  %1770 = zext i8 %1769 to i64, !dbg !621
  %1771 = xor i64 %1768, %1770, !dbg !622
  %1772 = mul i64 %1771, 1099511628211, !dbg !623
    #dbg_value(i64 5, !406, !DIExpression(), !620)
  %1773 = extractelement <16 x i8> %1752, i64 5, !dbg !621
  %1774 = zext i8 %1773 to i64, !dbg !621
  %1775 = xor i64 %1772, %1774, !dbg !622
  %1776 = mul i64 %1775, 1099511628211, !dbg !623
    #dbg_value(i64 6, !406, !DIExpression(), !620)
  %1777 = extractelement <16 x i8> %1752, i64 6, !dbg !621
  %1778 = zext i8 %1777 to i64, !dbg !621
  %1779 = xor i64 %1776, %1778, !dbg !622
  %1780 = mul i64 %1779, 1099511628211, !dbg !623
    #dbg_value(i64 7, !406, !DIExpression(), !620)
  %1781 = extractelement <16 x i8> %1752, i64 7, !dbg !621
  %1782 = zext i8 %1781 to i64, !dbg !621
  %1783 = xor i64 %1780, %1782, !dbg !622
  %1784 = mul i64 %1783, 1099511628211, !dbg !623
    #dbg_value(i64 8, !406, !DIExpression(), !620)
  %1785 = extractelement <16 x i8> %1752, i64 8, !dbg !621
  %1786 = zext i8 %1785 to i64, !dbg !621
  %1787 = xor i64 %1784, %1786, !dbg !622
  %1788 = mul i64 %1787, 1099511628211, !dbg !623
    #dbg_value(i64 9, !406, !DIExpression(), !620)
  %1789 = extractelement <16 x i8> %1752, i64 9, !dbg !621
  %1790 = zext i8 %1789 to i64, !dbg !621
  %1791 = xor i64 %1788, %1790, !dbg !622
  %1792 = mul i64 %1791, 1099511628211, !dbg !623
    #dbg_value(i64 10, !406, !DIExpression(), !620)
  %1793 = extractelement <16 x i8> %1752, i64 10, !dbg !621
  %1794 = zext i8 %1793 to i64, !dbg !621
  %1795 = xor i64 %1792, %1794, !dbg !622
  %1796 = mul i64 %1795, 1099511628211, !dbg !623
    #dbg_value(i64 11, !406, !DIExpression(), !620)
  %1797 = extractelement <16 x i8> %1752, i64 11, !dbg !621
  %1798 = zext i8 %1797 to i64, !dbg !621
  %1799 = xor i64 %1796, %1798, !dbg !622
  %1800 = mul i64 %1799, 1099511628211, !dbg !623
    #dbg_value(i64 12, !406, !DIExpression(), !620)
  %1801 = extractelement <16 x i8> %1752, i64 12, !dbg !621
  %1802 = zext i8 %1801 to i64, !dbg !621
  %1803 = xor i64 %1800, %1802, !dbg !622
  %1804 = mul i64 %1803, 1099511628211, !dbg !623
    #dbg_value(i64 13, !406, !DIExpression(), !620)
  %1805 = extractelement <16 x i8> %1752, i64 13, !dbg !621
  %1806 = zext i8 %1805 to i64, !dbg !621
  %1807 = xor i64 %1804, %1806, !dbg !622
  %1808 = mul i64 %1807, 1099511628211, !dbg !623
    #dbg_value(i64 14, !406, !DIExpression(), !620)
  %1809 = extractelement <16 x i8> %1752, i64 14, !dbg !621
  %1810 = zext i8 %1809 to i64, !dbg !621
  %1811 = xor i64 %1808, %1810, !dbg !622
  %1812 = mul i64 %1811, 1099511628211, !dbg !623
    #dbg_value(i64 15, !406, !DIExpression(), !620)
  %1813 = extractelement <16 x i8> %1752, i64 15, !dbg !621
  %1814 = zext i8 %1813 to i64, !dbg !621
  %1815 = xor i64 %1812, %1814, !dbg !622
    #dbg_value(i64 16, !406, !DIExpression(), !620)
    #dbg_value(<16 x i8> poison, !293, !DIExpression(), !624)
    #dbg_value(ptr undef, !393, !DIExpression(), !625)
    #dbg_value(i64 16, !402, !DIExpression(), !625)
    #dbg_value(ptr undef, !403, !DIExpression(), !625)
    #dbg_value(i64 0, !406, !DIExpression(), !627)
    #dbg_value(i64 0, !406, !DIExpression(), !627)
    #dbg_value(i64 1, !406, !DIExpression(), !627)
    #dbg_value(i64 2, !406, !DIExpression(), !627)
    #dbg_value(i64 3, !406, !DIExpression(), !627)
    #dbg_value(i64 4, !406, !DIExpression(), !627)
  %1816 = mul i64 %1815, -2551741968955619783, !dbg !628
    #dbg_value(i64 5, !406, !DIExpression(), !627)
  %1817 = extractelement <16 x i8> %283, i64 0, !dbg !629
  %1818 = zext i8 %1817 to i64, !dbg !629
  %1819 = xor i64 %1816, %1818, !dbg !630
  %1820 = mul i64 %1819, 1099511628211, !dbg !628
    #dbg_value(i64 6, !406, !DIExpression(), !627)
  %1821 = extractelement <16 x i8> %283, i64 1, !dbg !629
  %1822 = zext i8 %1821 to i64, !dbg !629
  %1823 = xor i64 %1820, %1822, !dbg !630
  %1824 = mul i64 %1823, 1099511628211, !dbg !628
    #dbg_value(i64 7, !406, !DIExpression(), !627)
  %1825 = extractelement <16 x i8> %283, i64 2, !dbg !629
  %1826 = zext i8 %1825 to i64, !dbg !629
  %1827 = xor i64 %1824, %1826, !dbg !630
  %1828 = mul i64 %1827, 1099511628211, !dbg !628
    #dbg_value(i64 8, !406, !DIExpression(), !627)
  %1829 = extractelement <16 x i8> %283, i64 3, !dbg !629
  %1830 = zext i8 %1829 to i64, !dbg !629
  %1831 = xor i64 %1828, %1830, !dbg !630
  %1832 = mul i64 %1831, 1099511628211, !dbg !628
    #dbg_value(i64 9, !406, !DIExpression(), !627)
  %1833 = extractelement <16 x i8> %283, i64 4, !dbg !629
  %1834 = zext i8 %1833 to i64, !dbg !629
  %1835 = xor i64 %1832, %1834, !dbg !630
  %1836 = mul i64 %1835, 1099511628211, !dbg !628
    #dbg_value(i64 10, !406, !DIExpression(), !627)
  %1837 = extractelement <16 x i8> %283, i64 5, !dbg !629
  %1838 = zext i8 %1837 to i64, !dbg !629
  %1839 = xor i64 %1836, %1838, !dbg !630
  %1840 = mul i64 %1839, 1099511628211, !dbg !628
    #dbg_value(i64 11, !406, !DIExpression(), !627)
  %1841 = extractelement <16 x i8> %283, i64 6, !dbg !629
  %1842 = zext i8 %1841 to i64, !dbg !629
  %1843 = xor i64 %1840, %1842, !dbg !630
  %1844 = mul i64 %1843, 1099511628211, !dbg !628
    #dbg_value(i64 12, !406, !DIExpression(), !627)
  %1845 = extractelement <16 x i8> %283, i64 7, !dbg !629
  %1846 = zext i8 %1845 to i64, !dbg !629
  %1847 = xor i64 %1844, %1846, !dbg !630
  %1848 = mul i64 %1847, 1099511628211, !dbg !628
    #dbg_value(i64 13, !406, !DIExpression(), !627)
  %1849 = extractelement <16 x i8> %283, i64 8, !dbg !629
  %1850 = zext i8 %1849 to i64, !dbg !629
  %1851 = xor i64 %1848, %1850, !dbg !630
  %1852 = mul i64 %1851, 1099511628211, !dbg !628
    #dbg_value(i64 14, !406, !DIExpression(), !627)
  %1853 = extractelement <16 x i8> %283, i64 9, !dbg !629
  %1854 = zext i8 %1853 to i64, !dbg !629
  %1855 = xor i64 %1852, %1854, !dbg !630
  %1856 = mul i64 %1855, 1099511628211, !dbg !628
    #dbg_value(i64 15, !406, !DIExpression(), !627)
  %1857 = extractelement <16 x i8> %283, i64 10, !dbg !629
  %1858 = zext i8 %1857 to i64, !dbg !629
  %1859 = xor i64 %1856, %1858, !dbg !630
  %1860 = mul i64 %1859, 1099511628211, !dbg !628
    #dbg_value(i64 16, !406, !DIExpression(), !627)
    #dbg_value(<16 x i8> poison, !295, !DIExpression(), !631)
    #dbg_value(ptr undef, !393, !DIExpression(), !632)
    #dbg_value(i64 16, !402, !DIExpression(), !632)
    #dbg_value(ptr undef, !403, !DIExpression(), !632)
    #dbg_value(i64 0, !406, !DIExpression(), !634)
    #dbg_value(i64 0, !406, !DIExpression(), !634)
  %1861 = extractelement <16 x i8> %283, i64 3, !dbg !635
  %1862 = zext i8 %1861 to i64, !dbg !635
  %1863 = xor i64 %1860, %1862, !dbg !636
  %1864 = mul i64 %1863, 1099511628211, !dbg !637
    #dbg_value(i64 1, !406, !DIExpression(), !634)
  %1865 = extractelement <16 x i8> %283, i64 4, !dbg !635
  %1866 = zext i8 %1865 to i64, !dbg !635
  %1867 = xor i64 %1864, %1866, !dbg !636
  %1868 = mul i64 %1867, 1099511628211, !dbg !637
    #dbg_value(i64 2, !406, !DIExpression(), !634)
  %1869 = extractelement <16 x i8> %283, i64 5, !dbg !635
  %1870 = zext i8 %1869 to i64, !dbg !635
  %1871 = xor i64 %1868, %1870, !dbg !636
  %1872 = mul i64 %1871, 1099511628211, !dbg !637
    #dbg_value(i64 3, !406, !DIExpression(), !634)
  %1873 = extractelement <16 x i8> %283, i64 6, !dbg !635
  %1874 = zext i8 %1873 to i64, !dbg !635
  %1875 = xor i64 %1872, %1874, !dbg !636
  %1876 = mul i64 %1875, 1099511628211, !dbg !637
    #dbg_value(i64 4, !406, !DIExpression(), !634)
  %1877 = extractelement <16 x i8> %283, i64 7, !dbg !635
  %1878 = zext i8 %1877 to i64, !dbg !635
  %1879 = xor i64 %1876, %1878, !dbg !636
  %1880 = mul i64 %1879, 1099511628211, !dbg !637
    #dbg_value(i64 5, !406, !DIExpression(), !634)
  %1881 = extractelement <16 x i8> %283, i64 8, !dbg !635
  %1882 = zext i8 %1881 to i64, !dbg !635
  %1883 = xor i64 %1880, %1882, !dbg !636
  %1884 = mul i64 %1883, 1099511628211, !dbg !637
    #dbg_value(i64 6, !406, !DIExpression(), !634)
  %1885 = extractelement <16 x i8> %283, i64 9, !dbg !635
  %1886 = zext i8 %1885 to i64, !dbg !635
  %1887 = xor i64 %1884, %1886, !dbg !636
  %1888 = mul i64 %1887, 1099511628211, !dbg !637
    #dbg_value(i64 7, !406, !DIExpression(), !634)
  %1889 = extractelement <16 x i8> %283, i64 10, !dbg !635
  %1890 = zext i8 %1889 to i64, !dbg !635
  %1891 = xor i64 %1888, %1890, !dbg !636
  %1892 = mul i64 %1891, 1099511628211, !dbg !637
    #dbg_value(i64 8, !406, !DIExpression(), !634)
  %1893 = extractelement <16 x i8> %283, i64 11, !dbg !635
  %1894 = zext i8 %1893 to i64, !dbg !635
  %1895 = xor i64 %1892, %1894, !dbg !636
  %1896 = mul i64 %1895, 1099511628211, !dbg !637
    #dbg_value(i64 9, !406, !DIExpression(), !634)
  %1897 = extractelement <16 x i8> %283, i64 12, !dbg !635
  %1898 = zext i8 %1897 to i64, !dbg !635
  %1899 = xor i64 %1896, %1898, !dbg !636
  %1900 = mul i64 %1899, 1099511628211, !dbg !637
    #dbg_value(i64 10, !406, !DIExpression(), !634)
  %1901 = extractelement <16 x i8> %283, i64 13, !dbg !635
  %1902 = zext i8 %1901 to i64, !dbg !635
  %1903 = xor i64 %1900, %1902, !dbg !636
  %1904 = mul i64 %1903, 1099511628211, !dbg !637
    #dbg_value(i64 11, !406, !DIExpression(), !634)
  %1905 = extractelement <16 x i8> %283, i64 14, !dbg !635
  %1906 = zext i8 %1905 to i64, !dbg !635
  %1907 = xor i64 %1904, %1906, !dbg !636
  %1908 = mul i64 %1907, 1099511628211, !dbg !637
    #dbg_value(i64 12, !406, !DIExpression(), !634)
  %1909 = extractelement <16 x i8> %283, i64 15, !dbg !635
  %1910 = zext i8 %1909 to i64, !dbg !635
  %1911 = xor i64 %1908, %1910, !dbg !636
    #dbg_value(i64 13, !406, !DIExpression(), !634)
    #dbg_value(i64 14, !406, !DIExpression(), !634)
    #dbg_value(i64 15, !406, !DIExpression(), !634)
  %1912 = mul i64 %1911, -6919028725695267695, !dbg !637
    #dbg_value(i64 16, !406, !DIExpression(), !634)
  %1913 = shufflevector <4 x i32> %15, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !638
  %1914 = bitcast <4 x i32> %1913 to <16 x i8>, !dbg !638
    #dbg_value(<4 x i32> %1913, !297, !DIExpression(), !639)
    #dbg_value(ptr undef, !393, !DIExpression(), !640)
    #dbg_value(i64 16, !402, !DIExpression(), !640)
    #dbg_value(ptr undef, !403, !DIExpression(), !640)
    #dbg_value(i64 0, !406, !DIExpression(), !642)
    #dbg_value(i64 0, !406, !DIExpression(), !642)
  %1915 = extractelement <16 x i8> %1914, i64 0, !dbg !643
  %1916 = zext i8 %1915 to i64, !dbg !643
  %1917 = xor i64 %1912, %1916, !dbg !644
  %1918 = mul i64 %1917, 1099511628211, !dbg !645
    #dbg_value(i64 1, !406, !DIExpression(), !642)
  %1919 = extractelement <16 x i8> %1914, i64 1, !dbg !643
  %1920 = zext i8 %1919 to i64, !dbg !643
  %1921 = xor i64 %1918, %1920, !dbg !644
  %1922 = mul i64 %1921, 1099511628211, !dbg !645
    #dbg_value(i64 2, !406, !DIExpression(), !642)
  %1923 = extractelement <16 x i8> %1914, i64 2, !dbg !643
  %1924 = zext i8 %1923 to i64, !dbg !643
  %1925 = xor i64 %1922, %1924, !dbg !644
  %1926 = mul i64 %1925, 1099511628211, !dbg !645
    #dbg_value(i64 3, !406, !DIExpression(), !642)
  %1927 = extractelement <16 x i8> %1914, i64 3, !dbg !643
  %1928 = zext i8 %1927 to i64, !dbg !643
  %1929 = xor i64 %1926, %1928, !dbg !644
  %1930 = mul i64 %1929, 1099511628211, !dbg !645
    #dbg_value(i64 4, !406, !DIExpression(), !642)
  %1931 = extractelement <16 x i8> %1914, i64 4, !dbg !643
  %1932 = zext i8 %1931 to i64, !dbg !643
  %1933 = xor i64 %1930, %1932, !dbg !644
  %1934 = mul i64 %1933, 1099511628211, !dbg !645
    #dbg_value(i64 5, !406, !DIExpression(), !642)
  %1935 = extractelement <16 x i8> %1914, i64 5, !dbg !643
  %1936 = zext i8 %1935 to i64, !dbg !643
  %1937 = xor i64 %1934, %1936, !dbg !644
  %1938 = mul i64 %1937, 1099511628211, !dbg !645
    #dbg_value(i64 6, !406, !DIExpression(), !642)
  %1939 = extractelement <16 x i8> %1914, i64 6, !dbg !643
  %1940 = zext i8 %1939 to i64, !dbg !643
  %1941 = xor i64 %1938, %1940, !dbg !644
  %1942 = mul i64 %1941, 1099511628211, !dbg !645
    #dbg_value(i64 7, !406, !DIExpression(), !642)
  %1943 = extractelement <16 x i8> %1914, i64 7, !dbg !643
  %1944 = zext i8 %1943 to i64, !dbg !643
  %1945 = xor i64 %1942, %1944, !dbg !644
  %1946 = mul i64 %1945, 1099511628211, !dbg !645
    #dbg_value(i64 8, !406, !DIExpression(), !642)
  %1947 = extractelement <16 x i8> %1914, i64 8, !dbg !643
  %1948 = zext i8 %1947 to i64, !dbg !643
  %1949 = xor i64 %1946, %1948, !dbg !644
  %1950 = mul i64 %1949, 1099511628211, !dbg !645
    #dbg_value(i64 9, !406, !DIExpression(), !642)
  %1951 = extractelement <16 x i8> %1914, i64 9, !dbg !643
  %1952 = zext i8 %1951 to i64, !dbg !643
  %1953 = xor i64 %1950, %1952, !dbg !644
  %1954 = mul i64 %1953, 1099511628211, !dbg !645
    #dbg_value(i64 10, !406, !DIExpression(), !642)
  %1955 = extractelement <16 x i8> %1914, i64 10, !dbg !643
  %1956 = zext i8 %1955 to i64, !dbg !643
  %1957 = xor i64 %1954, %1956, !dbg !644
  %1958 = mul i64 %1957, 1099511628211, !dbg !645
    #dbg_value(i64 11, !406, !DIExpression(), !642)
  %1959 = extractelement <16 x i8> %1914, i64 11, !dbg !643
  %1960 = zext i8 %1959 to i64, !dbg !643
  %1961 = xor i64 %1958, %1960, !dbg !644
  %1962 = mul i64 %1961, 1099511628211, !dbg !645
    #dbg_value(i64 12, !406, !DIExpression(), !642)
  %1963 = extractelement <16 x i8> %1914, i64 12, !dbg !643
  %1964 = zext i8 %1963 to i64, !dbg !643
  %1965 = xor i64 %1962, %1964, !dbg !644
  %1966 = mul i64 %1965, 1099511628211, !dbg !645
    #dbg_value(i64 13, !406, !DIExpression(), !642)
  %1967 = extractelement <16 x i8> %1914, i64 13, !dbg !643
  %1968 = zext i8 %1967 to i64, !dbg !643
  %1969 = xor i64 %1966, %1968, !dbg !644
  %1970 = mul i64 %1969, 1099511628211, !dbg !645
    #dbg_value(i64 14, !406, !DIExpression(), !642)
  %1971 = extractelement <16 x i8> %1914, i64 14, !dbg !643
  %1972 = zext i8 %1971 to i64, !dbg !643
  %1973 = xor i64 %1970, %1972, !dbg !644
  %1974 = mul i64 %1973, 1099511628211, !dbg !645
    #dbg_value(i64 15, !406, !DIExpression(), !642)
  %1975 = extractelement <16 x i8> %1914, i64 15, !dbg !643
  %1976 = zext i8 %1975 to i64, !dbg !643
  %1977 = xor i64 %1974, %1976, !dbg !644
  %1978 = mul i64 %1977, 1099511628211, !dbg !645
    #dbg_value(i64 16, !406, !DIExpression(), !642)
  %1979 = shufflevector <8 x i16> %85, <8 x i16> poison, <8 x i32> <i32 2, i32 3, i32 0, i32 1, i32 4, i32 5, i32 6, i32 7>, !dbg !646
  %1980 = bitcast <8 x i16> %1979 to <16 x i8>, !dbg !646
    #dbg_value(<8 x i16> %1979, !299, !DIExpression(), !647)
    #dbg_value(ptr undef, !393, !DIExpression(), !648)
    #dbg_value(i64 16, !402, !DIExpression(), !648)
    #dbg_value(ptr undef, !403, !DIExpression(), !648)
    #dbg_value(i64 0, !406, !DIExpression(), !650)
    #dbg_value(i64 0, !406, !DIExpression(), !650)
  %1981 = extractelement <16 x i8> %1980, i64 0, !dbg !651
  %1982 = zext i8 %1981 to i64, !dbg !651
  %1983 = xor i64 %1978, %1982, !dbg !652
  %1984 = mul i64 %1983, 1099511628211, !dbg !653
    #dbg_value(i64 1, !406, !DIExpression(), !650)
  %1985 = extractelement <16 x i8> %1980, i64 1, !dbg !651
  %1986 = zext i8 %1985 to i64, !dbg !651
  %1987 = xor i64 %1984, %1986, !dbg !652
  %1988 = mul i64 %1987, 1099511628211, !dbg !653
    #dbg_value(i64 2, !406, !DIExpression(), !650)
  %1989 = extractelement <16 x i8> %1980, i64 2, !dbg !651
  %1990 = zext i8 %1989 to i64, !dbg !651
  %1991 = xor i64 %1988, %1990, !dbg !652
  %1992 = mul i64 %1991, 1099511628211, !dbg !653
    #dbg_value(i64 3, !406, !DIExpression(), !650)
  %1993 = extractelement <16 x i8> %1980, i64 3, !dbg !651
  %1994 = zext i8 %1993 to i64, !dbg !651
  %1995 = xor i64 %1992, %1994, !dbg !652
  %1996 = mul i64 %1995, 1099511628211, !dbg !653
    #dbg_value(i64 4, !406, !DIExpression(), !650)
  %1997 = extractelement <16 x i8> %1980, i64 4, !dbg !651
  %1998 = zext i8 %1997 to i64, !dbg !651
  %1999 = xor i64 %1996, %1998, !dbg !652
  %2000 = mul i64 %1999, 1099511628211, !dbg !653
    #dbg_value(i64 5, !406, !DIExpression(), !650)
  %2001 = extractelement <16 x i8> %1980, i64 5, !dbg !651
  %2002 = zext i8 %2001 to i64, !dbg !651
  %2003 = xor i64 %2000, %2002, !dbg !652
  %2004 = mul i64 %2003, 1099511628211, !dbg !653
    #dbg_value(i64 6, !406, !DIExpression(), !650)
  %2005 = extractelement <16 x i8> %1980, i64 6, !dbg !651
  %2006 = zext i8 %2005 to i64, !dbg !651
  %2007 = xor i64 %2004, %2006, !dbg !652
  %2008 = mul i64 %2007, 1099511628211, !dbg !653
    #dbg_value(i64 7, !406, !DIExpression(), !650)
  %2009 = extractelement <16 x i8> %1980, i64 7, !dbg !651
  %2010 = zext i8 %2009 to i64, !dbg !651
  %2011 = xor i64 %2008, %2010, !dbg !652
  %2012 = mul i64 %2011, 1099511628211, !dbg !653
    #dbg_value(i64 8, !406, !DIExpression(), !650)
  %2013 = extractelement <16 x i8> %1980, i64 8, !dbg !651
  %2014 = zext i8 %2013 to i64, !dbg !651
  %2015 = xor i64 %2012, %2014, !dbg !652
  %2016 = mul i64 %2015, 1099511628211, !dbg !653
    #dbg_value(i64 9, !406, !DIExpression(), !650)
  %2017 = extractelement <16 x i8> %1980, i64 9, !dbg !651
  %2018 = zext i8 %2017 to i64, !dbg !651
  %2019 = xor i64 %2016, %2018, !dbg !652
  %2020 = mul i64 %2019, 1099511628211, !dbg !653
    #dbg_value(i64 10, !406, !DIExpression(), !650)
  %2021 = extractelement <16 x i8> %1980, i64 10, !dbg !651
  %2022 = zext i8 %2021 to i64, !dbg !651
  %2023 = xor i64 %2020, %2022, !dbg !652
  %2024 = mul i64 %2023, 1099511628211, !dbg !653
    #dbg_value(i64 11, !406, !DIExpression(), !650)
  %2025 = extractelement <16 x i8> %1980, i64 11, !dbg !651
  %2026 = zext i8 %2025 to i64, !dbg !651
  %2027 = xor i64 %2024, %2026, !dbg !652
  %2028 = mul i64 %2027, 1099511628211, !dbg !653
    #dbg_value(i64 12, !406, !DIExpression(), !650)
  %2029 = extractelement <16 x i8> %1980, i64 12, !dbg !651
  %2030 = zext i8 %2029 to i64, !dbg !651
  %2031 = xor i64 %2028, %2030, !dbg !652
  %2032 = mul i64 %2031, 1099511628211, !dbg !653
    #dbg_value(i64 13, !406, !DIExpression(), !650)
  %2033 = extractelement <16 x i8> %1980, i64 13, !dbg !651
  %2034 = zext i8 %2033 to i64, !dbg !651
  %2035 = xor i64 %2032, %2034, !dbg !652
  %2036 = mul i64 %2035, 1099511628211, !dbg !653
    #dbg_value(i64 14, !406, !DIExpression(), !650)
  %2037 = extractelement <16 x i8> %1980, i64 14, !dbg !651
  %2038 = zext i8 %2037 to i64, !dbg !651
  %2039 = xor i64 %2036, %2038, !dbg !652
  %2040 = mul i64 %2039, 1099511628211, !dbg !653
    #dbg_value(i64 15, !406, !DIExpression(), !650)
  %2041 = extractelement <16 x i8> %1980, i64 15, !dbg !651
  %2042 = zext i8 %2041 to i64, !dbg !651
  %2043 = xor i64 %2040, %2042, !dbg !652
  %2044 = mul i64 %2043, 1099511628211, !dbg !653
    #dbg_value(i64 16, !406, !DIExpression(), !650)
  %2045 = shufflevector <8 x i16> %85, <8 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 7, i32 6>, !dbg !654
  %2046 = bitcast <8 x i16> %2045 to <16 x i8>, !dbg !654
    #dbg_value(<8 x i16> %2045, !301, !DIExpression(), !655)
    #dbg_value(ptr undef, !393, !DIExpression(), !656)
    #dbg_value(i64 16, !402, !DIExpression(), !656)
    #dbg_value(ptr undef, !403, !DIExpression(), !656)
    #dbg_value(i64 0, !406, !DIExpression(), !658)
    #dbg_value(i64 0, !406, !DIExpression(), !658)
  %2047 = extractelement <16 x i8> %2046, i64 0, !dbg !659
  %2048 = zext i8 %2047 to i64, !dbg !659
  %2049 = xor i64 %2044, %2048, !dbg !660
  %2050 = mul i64 %2049, 1099511628211, !dbg !661
    #dbg_value(i64 1, !406, !DIExpression(), !658)
  %2051 = extractelement <16 x i8> %2046, i64 1, !dbg !659
  %2052 = zext i8 %2051 to i64, !dbg !659
  %2053 = xor i64 %2050, %2052, !dbg !660
  %2054 = mul i64 %2053, 1099511628211, !dbg !661
    #dbg_value(i64 2, !406, !DIExpression(), !658)
  %2055 = extractelement <16 x i8> %2046, i64 2, !dbg !659
  %2056 = zext i8 %2055 to i64, !dbg !659
  %2057 = xor i64 %2054, %2056, !dbg !660
  %2058 = mul i64 %2057, 1099511628211, !dbg !661
    #dbg_value(i64 3, !406, !DIExpression(), !658)
  %2059 = extractelement <16 x i8> %2046, i64 3, !dbg !659
  %2060 = zext i8 %2059 to i64, !dbg !659
  %2061 = xor i64 %2058, %2060, !dbg !660
  %2062 = mul i64 %2061, 1099511628211, !dbg !661
    #dbg_value(i64 4, !406, !DIExpression(), !658)
  %2063 = extractelement <16 x i8> %2046, i64 4, !dbg !659
  %2064 = zext i8 %2063 to i64, !dbg !659
  %2065 = xor i64 %2062, %2064, !dbg !660
  %2066 = mul i64 %2065, 1099511628211, !dbg !661
    #dbg_value(i64 5, !406, !DIExpression(), !658)
  %2067 = extractelement <16 x i8> %2046, i64 5, !dbg !659
  %2068 = zext i8 %2067 to i64, !dbg !659
  %2069 = xor i64 %2066, %2068, !dbg !660
  %2070 = mul i64 %2069, 1099511628211, !dbg !661
    #dbg_value(i64 6, !406, !DIExpression(), !658)
  %2071 = extractelement <16 x i8> %2046, i64 6, !dbg !659
  %2072 = zext i8 %2071 to i64, !dbg !659
  %2073 = xor i64 %2070, %2072, !dbg !660
  %2074 = mul i64 %2073, 1099511628211, !dbg !661
    #dbg_value(i64 7, !406, !DIExpression(), !658)
  %2075 = extractelement <16 x i8> %2046, i64 7, !dbg !659
  %2076 = zext i8 %2075 to i64, !dbg !659
  %2077 = xor i64 %2074, %2076, !dbg !660
  %2078 = mul i64 %2077, 1099511628211, !dbg !661
    #dbg_value(i64 8, !406, !DIExpression(), !658)
  %2079 = extractelement <16 x i8> %2046, i64 8, !dbg !659
  %2080 = zext i8 %2079 to i64, !dbg !659
  %2081 = xor i64 %2078, %2080, !dbg !660
  %2082 = mul i64 %2081, 1099511628211, !dbg !661
    #dbg_value(i64 9, !406, !DIExpression(), !658)
  %2083 = extractelement <16 x i8> %2046, i64 9, !dbg !659
  %2084 = zext i8 %2083 to i64, !dbg !659
  %2085 = xor i64 %2082, %2084, !dbg !660
  %2086 = mul i64 %2085, 1099511628211, !dbg !661
    #dbg_value(i64 10, !406, !DIExpression(), !658)
  %2087 = extractelement <16 x i8> %2046, i64 10, !dbg !659
  %2088 = zext i8 %2087 to i64, !dbg !659
  %2089 = xor i64 %2086, %2088, !dbg !660
  %2090 = mul i64 %2089, 1099511628211, !dbg !661
    #dbg_value(i64 11, !406, !DIExpression(), !658)
  %2091 = extractelement <16 x i8> %2046, i64 11, !dbg !659
  %2092 = zext i8 %2091 to i64, !dbg !659
  %2093 = xor i64 %2090, %2092, !dbg !660
  %2094 = mul i64 %2093, 1099511628211, !dbg !661
    #dbg_value(i64 12, !406, !DIExpression(), !658)
  %2095 = extractelement <16 x i8> %2046, i64 12, !dbg !659
  %2096 = zext i8 %2095 to i64, !dbg !659
  %2097 = xor i64 %2094, %2096, !dbg !660
  %2098 = mul i64 %2097, 1099511628211, !dbg !661
    #dbg_value(i64 13, !406, !DIExpression(), !658)
  %2099 = extractelement <16 x i8> %2046, i64 13, !dbg !659
  %2100 = zext i8 %2099 to i64, !dbg !659
  %2101 = xor i64 %2098, %2100, !dbg !660
  %2102 = mul i64 %2101, 1099511628211, !dbg !661
    #dbg_value(i64 14, !406, !DIExpression(), !658)
  %2103 = extractelement <16 x i8> %2046, i64 14, !dbg !659
  %2104 = zext i8 %2103 to i64, !dbg !659
  %2105 = xor i64 %2102, %2104, !dbg !660
  %2106 = mul i64 %2105, 1099511628211, !dbg !661
    #dbg_value(i64 15, !406, !DIExpression(), !658)
  %2107 = extractelement <16 x i8> %2046, i64 15, !dbg !659
  %2108 = zext i8 %2107 to i64, !dbg !659
  %2109 = xor i64 %2106, %2108, !dbg !660
  %2110 = mul i64 %2109, 1099511628211, !dbg !661
    #dbg_value(i64 16, !406, !DIExpression(), !658)
    #dbg_value(<16 x i8> poison, !303, !DIExpression(), !662)
    #dbg_value(ptr undef, !393, !DIExpression(), !663)
    #dbg_value(i64 16, !402, !DIExpression(), !663)
    #dbg_value(ptr undef, !403, !DIExpression(), !663)
    #dbg_value(i64 0, !406, !DIExpression(), !665)
    #dbg_value(i64 0, !406, !DIExpression(), !665)
  %2111 = extractelement <16 x i8> %283, i64 0, !dbg !666
  %2112 = zext i8 %2111 to i64, !dbg !666
  %2113 = xor i64 %2110, %2112, !dbg !667
  %2114 = mul i64 %2113, 1099511628211, !dbg !668
    #dbg_value(i64 1, !406, !DIExpression(), !665)
  %2115 = extractelement <16 x i8> %284, i64 0, !dbg !666
  %2116 = zext i8 %2115 to i64, !dbg !666
  %2117 = xor i64 %2114, %2116, !dbg !667
  %2118 = mul i64 %2117, 1099511628211, !dbg !668
    #dbg_value(i64 2, !406, !DIExpression(), !665)
  %2119 = extractelement <16 x i8> %283, i64 1, !dbg !666
  %2120 = zext i8 %2119 to i64, !dbg !666
  %2121 = xor i64 %2118, %2120, !dbg !667
  %2122 = mul i64 %2121, 1099511628211, !dbg !668
    #dbg_value(i64 3, !406, !DIExpression(), !665)
  %2123 = extractelement <16 x i8> %284, i64 1, !dbg !666
  %2124 = zext i8 %2123 to i64, !dbg !666
  %2125 = xor i64 %2122, %2124, !dbg !667
  %2126 = mul i64 %2125, 1099511628211, !dbg !668
    #dbg_value(i64 4, !406, !DIExpression(), !665)
  %2127 = extractelement <16 x i8> %283, i64 2, !dbg !666
  %2128 = zext i8 %2127 to i64, !dbg !666
  %2129 = xor i64 %2126, %2128, !dbg !667
  %2130 = mul i64 %2129, 1099511628211, !dbg !668
    #dbg_value(i64 5, !406, !DIExpression(), !665)
  %2131 = extractelement <16 x i8> %284, i64 2, !dbg !666
  %2132 = zext i8 %2131 to i64, !dbg !666
  %2133 = xor i64 %2130, %2132, !dbg !667
  %2134 = mul i64 %2133, 1099511628211, !dbg !668
    #dbg_value(i64 6, !406, !DIExpression(), !665)
  %2135 = extractelement <16 x i8> %283, i64 3, !dbg !666
  %2136 = zext i8 %2135 to i64, !dbg !666
  %2137 = xor i64 %2134, %2136, !dbg !667
  %2138 = mul i64 %2137, 1099511628211, !dbg !668
    #dbg_value(i64 7, !406, !DIExpression(), !665)
  %2139 = extractelement <16 x i8> %284, i64 3, !dbg !666
  %2140 = zext i8 %2139 to i64, !dbg !666
  %2141 = xor i64 %2138, %2140, !dbg !667
  %2142 = mul i64 %2141, 1099511628211, !dbg !668
    #dbg_value(i64 8, !406, !DIExpression(), !665)
  %2143 = extractelement <16 x i8> %283, i64 4, !dbg !666
  %2144 = zext i8 %2143 to i64, !dbg !666
  %2145 = xor i64 %2142, %2144, !dbg !667
  %2146 = mul i64 %2145, 1099511628211, !dbg !668
    #dbg_value(i64 9, !406, !DIExpression(), !665)
  %2147 = extractelement <16 x i8> %284, i64 4, !dbg !666
  %2148 = zext i8 %2147 to i64, !dbg !666
  %2149 = xor i64 %2146, %2148, !dbg !667
  %2150 = mul i64 %2149, 1099511628211, !dbg !668
    #dbg_value(i64 10, !406, !DIExpression(), !665)
  %2151 = extractelement <16 x i8> %283, i64 5, !dbg !666
  %2152 = zext i8 %2151 to i64, !dbg !666
  %2153 = xor i64 %2150, %2152, !dbg !667
  %2154 = mul i64 %2153, 1099511628211, !dbg !668
    #dbg_value(i64 11, !406, !DIExpression(), !665)
  %2155 = extractelement <16 x i8> %284, i64 5, !dbg !666
  %2156 = zext i8 %2155 to i64, !dbg !666
  %2157 = xor i64 %2154, %2156, !dbg !667
  %2158 = mul i64 %2157, 1099511628211, !dbg !668
    #dbg_value(i64 12, !406, !DIExpression(), !665)
  %2159 = extractelement <16 x i8> %283, i64 6, !dbg !666
  %2160 = zext i8 %2159 to i64, !dbg !666
  %2161 = xor i64 %2158, %2160, !dbg !667
  %2162 = mul i64 %2161, 1099511628211, !dbg !668
    #dbg_value(i64 13, !406, !DIExpression(), !665)
  %2163 = extractelement <16 x i8> %284, i64 6, !dbg !666
  %2164 = zext i8 %2163 to i64, !dbg !666
  %2165 = xor i64 %2162, %2164, !dbg !667
  %2166 = mul i64 %2165, 1099511628211, !dbg !668
    #dbg_value(i64 14, !406, !DIExpression(), !665)
  %2167 = extractelement <16 x i8> %283, i64 7, !dbg !666
  %2168 = zext i8 %2167 to i64, !dbg !666
  %2169 = xor i64 %2166, %2168, !dbg !667
  %2170 = mul i64 %2169, 1099511628211, !dbg !668
    #dbg_value(i64 15, !406, !DIExpression(), !665)
  %2171 = extractelement <16 x i8> %284, i64 7, !dbg !666
  %2172 = zext i8 %2171 to i64, !dbg !666
  %2173 = xor i64 %2170, %2172, !dbg !667
  %2174 = mul i64 %2173, 1099511628211, !dbg !668
    #dbg_value(i64 16, !406, !DIExpression(), !665)
  %2175 = shufflevector <8 x i16> %85, <8 x i16> %86, <8 x i32> <i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !669
  %2176 = bitcast <8 x i16> %2175 to <16 x i8>, !dbg !669
    #dbg_value(<8 x i16> %2175, !305, !DIExpression(), !670)
    #dbg_value(ptr undef, !393, !DIExpression(), !671)
    #dbg_value(i64 16, !402, !DIExpression(), !671)
    #dbg_value(ptr undef, !403, !DIExpression(), !671)
    #dbg_value(i64 0, !406, !DIExpression(), !673)
    #dbg_value(i64 0, !406, !DIExpression(), !673)
  %2177 = extractelement <16 x i8> %2176, i64 0, !dbg !674
  %2178 = zext i8 %2177 to i64, !dbg !674
  %2179 = xor i64 %2174, %2178, !dbg !675
  %2180 = mul i64 %2179, 1099511628211, !dbg !676
    #dbg_value(i64 1, !406, !DIExpression(), !673)
  %2181 = extractelement <16 x i8> %2176, i64 1, !dbg !674
  %2182 = zext i8 %2181 to i64, !dbg !674
  %2183 = xor i64 %2180, %2182, !dbg !675
  %2184 = mul i64 %2183, 1099511628211, !dbg !676
    #dbg_value(i64 2, !406, !DIExpression(), !673)
  %2185 = extractelement <16 x i8> %2176, i64 2, !dbg !674
  %2186 = zext i8 %2185 to i64, !dbg !674
  %2187 = xor i64 %2184, %2186, !dbg !675
  %2188 = mul i64 %2187, 1099511628211, !dbg !676
    #dbg_value(i64 3, !406, !DIExpression(), !673)
  %2189 = extractelement <16 x i8> %2176, i64 3, !dbg !674
  %2190 = zext i8 %2189 to i64, !dbg !674
  %2191 = xor i64 %2188, %2190, !dbg !675
  %2192 = mul i64 %2191, 1099511628211, !dbg !676
    #dbg_value(i64 4, !406, !DIExpression(), !673)
  %2193 = extractelement <16 x i8> %2176, i64 4, !dbg !674
  %2194 = zext i8 %2193 to i64, !dbg !674
  %2195 = xor i64 %2192, %2194, !dbg !675
  %2196 = mul i64 %2195, 1099511628211, !dbg !676
    #dbg_value(i64 5, !406, !DIExpression(), !673)
  %2197 = extractelement <16 x i8> %2176, i64 5, !dbg !674
  %2198 = zext i8 %2197 to i64, !dbg !674
  %2199 = xor i64 %2196, %2198, !dbg !675
  %2200 = mul i64 %2199, 1099511628211, !dbg !676
    #dbg_value(i64 6, !406, !DIExpression(), !673)
  %2201 = extractelement <16 x i8> %2176, i64 6, !dbg !674
  %2202 = zext i8 %2201 to i64, !dbg !674
  %2203 = xor i64 %2200, %2202, !dbg !675
  %2204 = mul i64 %2203, 1099511628211, !dbg !676
    #dbg_value(i64 7, !406, !DIExpression(), !673)
  %2205 = extractelement <16 x i8> %2176, i64 7, !dbg !674
  %2206 = zext i8 %2205 to i64, !dbg !674
  %2207 = xor i64 %2204, %2206, !dbg !675
  %2208 = mul i64 %2207, 1099511628211, !dbg !676
    #dbg_value(i64 8, !406, !DIExpression(), !673)
  %2209 = extractelement <16 x i8> %2176, i64 8, !dbg !674
  %2210 = zext i8 %2209 to i64, !dbg !674
  %2211 = xor i64 %2208, %2210, !dbg !675
  %2212 = mul i64 %2211, 1099511628211, !dbg !676
    #dbg_value(i64 9, !406, !DIExpression(), !673)
  %2213 = extractelement <16 x i8> %2176, i64 9, !dbg !674
  %2214 = zext i8 %2213 to i64, !dbg !674
  %2215 = xor i64 %2212, %2214, !dbg !675
  %2216 = mul i64 %2215, 1099511628211, !dbg !676
    #dbg_value(i64 10, !406, !DIExpression(), !673)
  %2217 = extractelement <16 x i8> %2176, i64 10, !dbg !674
  %2218 = zext i8 %2217 to i64, !dbg !674
  %2219 = xor i64 %2216, %2218, !dbg !675
  %2220 = mul i64 %2219, 1099511628211, !dbg !676
    #dbg_value(i64 11, !406, !DIExpression(), !673)
  %2221 = extractelement <16 x i8> %2176, i64 11, !dbg !674
  %2222 = zext i8 %2221 to i64, !dbg !674
  %2223 = xor i64 %2220, %2222, !dbg !675
  %2224 = mul i64 %2223, 1099511628211, !dbg !676
    #dbg_value(i64 12, !406, !DIExpression(), !673)
  %2225 = extractelement <16 x i8> %2176, i64 12, !dbg !674
  %2226 = zext i8 %2225 to i64, !dbg !674
  %2227 = xor i64 %2224, %2226, !dbg !675
  %2228 = mul i64 %2227, 1099511628211, !dbg !676
    #dbg_value(i64 13, !406, !DIExpression(), !673)
  %2229 = extractelement <16 x i8> %2176, i64 13, !dbg !674
  %2230 = zext i8 %2229 to i64, !dbg !674
  %2231 = xor i64 %2228, %2230, !dbg !675
  %2232 = mul i64 %2231, 1099511628211, !dbg !676
    #dbg_value(i64 14, !406, !DIExpression(), !673)
  %2233 = extractelement <16 x i8> %2176, i64 14, !dbg !674
  %2234 = zext i8 %2233 to i64, !dbg !674
  %2235 = xor i64 %2232, %2234, !dbg !675
  %2236 = mul i64 %2235, 1099511628211, !dbg !676
    #dbg_value(i64 15, !406, !DIExpression(), !673)
  %2237 = extractelement <16 x i8> %2176, i64 15, !dbg !674
  %2238 = zext i8 %2237 to i64, !dbg !674
  %2239 = xor i64 %2236, %2238, !dbg !675
  %2240 = mul i64 %2239, 1099511628211, !dbg !676
    #dbg_value(i64 16, !406, !DIExpression(), !673)
  %2241 = shufflevector <2 x i64> %4, <2 x i64> %8, <2 x i32> <i32 0, i32 2>, !dbg !677
  %2242 = bitcast <2 x i64> %2241 to <16 x i8>, !dbg !677
    #dbg_value(<2 x i64> %2241, !307, !DIExpression(), !678)
    #dbg_value(ptr undef, !393, !DIExpression(), !679)
    #dbg_value(i64 16, !402, !DIExpression(), !679)
    #dbg_value(ptr undef, !403, !DIExpression(), !679)
    #dbg_value(i64 0, !406, !DIExpression(), !681)
    #dbg_value(i64 0, !406, !DIExpression(), !681)
  %2243 = extractelement <16 x i8> %2242, i64 0, !dbg !682
  %2244 = zext i8 %2243 to i64, !dbg !682
  %2245 = xor i64 %2240, %2244, !dbg !683
  %2246 = mul i64 %2245, 1099511628211, !dbg !684
    #dbg_value(i64 1, !406, !DIExpression(), !681)
  %2247 = extractelement <16 x i8> %2242, i64 1, !dbg !682
  %2248 = zext i8 %2247 to i64, !dbg !682
  %2249 = xor i64 %2246, %2248, !dbg !683
  %2250 = mul i64 %2249, 1099511628211, !dbg !684
    #dbg_value(i64 2, !406, !DIExpression(), !681)
  %2251 = extractelement <16 x i8> %2242, i64 2, !dbg !682
  %2252 = zext i8 %2251 to i64, !dbg !682
  %2253 = xor i64 %2250, %2252, !dbg !683
  %2254 = mul i64 %2253, 1099511628211, !dbg !684
    #dbg_value(i64 3, !406, !DIExpression(), !681)
  %2255 = extractelement <16 x i8> %2242, i64 3, !dbg !682
  %2256 = zext i8 %2255 to i64, !dbg !682
  %2257 = xor i64 %2254, %2256, !dbg !683
  %2258 = mul i64 %2257, 1099511628211, !dbg !684
    #dbg_value(i64 4, !406, !DIExpression(), !681)
  %2259 = extractelement <16 x i8> %2242, i64 4, !dbg !682
  %2260 = zext i8 %2259 to i64, !dbg !682
  %2261 = xor i64 %2258, %2260, !dbg !683
  %2262 = mul i64 %2261, 1099511628211, !dbg !684
    #dbg_value(i64 5, !406, !DIExpression(), !681)
  %2263 = extractelement <16 x i8> %2242, i64 5, !dbg !682
  %2264 = zext i8 %2263 to i64, !dbg !682
  %2265 = xor i64 %2262, %2264, !dbg !683
  %2266 = mul i64 %2265, 1099511628211, !dbg !684
    #dbg_value(i64 6, !406, !DIExpression(), !681)
  %2267 = extractelement <16 x i8> %2242, i64 6, !dbg !682
  %2268 = zext i8 %2267 to i64, !dbg !682
  %2269 = xor i64 %2266, %2268, !dbg !683
  %2270 = mul i64 %2269, 1099511628211, !dbg !684
    #dbg_value(i64 7, !406, !DIExpression(), !681)
  %2271 = extractelement <16 x i8> %2242, i64 7, !dbg !682
  %2272 = zext i8 %2271 to i64, !dbg !682
  %2273 = xor i64 %2270, %2272, !dbg !683
  %2274 = mul i64 %2273, 1099511628211, !dbg !684
    #dbg_value(i64 8, !406, !DIExpression(), !681)
  %2275 = extractelement <16 x i8> %2242, i64 8, !dbg !682
  %2276 = zext i8 %2275 to i64, !dbg !682
  %2277 = xor i64 %2274, %2276, !dbg !683
  %2278 = mul i64 %2277, 1099511628211, !dbg !684
    #dbg_value(i64 9, !406, !DIExpression(), !681)
  %2279 = extractelement <16 x i8> %2242, i64 9, !dbg !682
  %2280 = zext i8 %2279 to i64, !dbg !682
  %2281 = xor i64 %2278, %2280, !dbg !683
  %2282 = mul i64 %2281, 1099511628211, !dbg !684
    #dbg_value(i64 10, !406, !DIExpression(), !681)
  %2283 = extractelement <16 x i8> %2242, i64 10, !dbg !682
  %2284 = zext i8 %2283 to i64, !dbg !682
  %2285 = xor i64 %2282, %2284, !dbg !683
  %2286 = mul i64 %2285, 1099511628211, !dbg !684
    #dbg_value(i64 11, !406, !DIExpression(), !681)
  %2287 = extractelement <16 x i8> %2242, i64 11, !dbg !682
  %2288 = zext i8 %2287 to i64, !dbg !682
  %2289 = xor i64 %2286, %2288, !dbg !683
  %2290 = mul i64 %2289, 1099511628211, !dbg !684
    #dbg_value(i64 12, !406, !DIExpression(), !681)
  %2291 = extractelement <16 x i8> %2242, i64 12, !dbg !682
  %2292 = zext i8 %2291 to i64, !dbg !682
  %2293 = xor i64 %2290, %2292, !dbg !683
  %2294 = mul i64 %2293, 1099511628211, !dbg !684
    #dbg_value(i64 13, !406, !DIExpression(), !681)
  %2295 = extractelement <16 x i8> %2242, i64 13, !dbg !682
  %2296 = zext i8 %2295 to i64, !dbg !682
  %2297 = xor i64 %2294, %2296, !dbg !683
  %2298 = mul i64 %2297, 1099511628211, !dbg !684
    #dbg_value(i64 14, !406, !DIExpression(), !681)
  %2299 = extractelement <16 x i8> %2242, i64 14, !dbg !682
  %2300 = zext i8 %2299 to i64, !dbg !682
  %2301 = xor i64 %2298, %2300, !dbg !683
  %2302 = mul i64 %2301, 1099511628211, !dbg !684
    #dbg_value(i64 15, !406, !DIExpression(), !681)
  %2303 = extractelement <16 x i8> %2242, i64 15, !dbg !682
  %2304 = zext i8 %2303 to i64, !dbg !682
  %2305 = xor i64 %2302, %2304, !dbg !683
  %2306 = mul i64 %2305, 1099511628211, !dbg !684
    #dbg_value(i64 16, !406, !DIExpression(), !681)
  %2307 = icmp sgt <16 x i8> %283, %284, !dbg !685
    #dbg_value(<16 x i1> %2307, !309, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !378)
  %2308 = bitcast <16 x i1> %2307 to <2 x i8>, !dbg !686
  %2309 = extractelement <2 x i8> %2308, i64 0, !dbg !686
  %2310 = bitcast <16 x i1> %2307 to <2 x i8>, !dbg !686
  %2311 = extractelement <2 x i8> %2310, i64 1, !dbg !686
    #dbg_value(i8 %2309, !310, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !687)
    #dbg_value(i8 %2311, !310, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !687)
    #dbg_value(i8 0, !310, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !687)
    #dbg_value(i8 0, !310, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !687)
    #dbg_value(ptr undef, !393, !DIExpression(), !688)
    #dbg_value(i64 4, !402, !DIExpression(), !688)
    #dbg_value(ptr undef, !403, !DIExpression(), !688)
    #dbg_value(i64 0, !406, !DIExpression(), !690)
    #dbg_value(i64 0, !406, !DIExpression(), !690)
  %2312 = zext i8 %2309 to i64, !dbg !691
  %2313 = xor i64 %2306, %2312, !dbg !692
  %2314 = mul i64 %2313, 1099511628211, !dbg !693
    #dbg_value(i64 1, !406, !DIExpression(), !690)
  %2315 = zext i8 %2311 to i64, !dbg !691
  %2316 = xor i64 %2314, %2315, !dbg !692
    #dbg_value(i64 2, !406, !DIExpression(), !690)
    #dbg_value(i64 3, !406, !DIExpression(), !690)
  %2317 = mul i64 %2316, 624165263380053675, !dbg !693
    #dbg_value(i64 4, !406, !DIExpression(), !690)
  %2318 = fcmp olt <4 x float> %10, %12, !dbg !694
  %2319 = bitcast <4 x i1> %2318 to i4, !dbg !695
    #dbg_value(i8 0, !312, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !696)
    #dbg_value(i8 0, !312, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !696)
    #dbg_value(i8 0, !312, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !696)
    #dbg_value(ptr undef, !393, !DIExpression(), !697)
    #dbg_value(i64 4, !402, !DIExpression(), !697)
    #dbg_value(ptr undef, !403, !DIExpression(), !697)
    #dbg_value(i64 0, !406, !DIExpression(), !699)
    #dbg_value(i64 0, !406, !DIExpression(), !699)
  %2320 = zext i4 %2319 to i64, !dbg !700
    #dbg_value(i64 %2320, !309, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !378)
    #dbg_value(i64 %2320, !312, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !696)
  %2321 = xor i64 %2317, %2320, !dbg !701
    #dbg_value(i64 1, !406, !DIExpression(), !699)
    #dbg_value(i64 2, !406, !DIExpression(), !699)
    #dbg_value(i64 3, !406, !DIExpression(), !699)
  %2322 = mul i64 %2321, -6919028725695267695, !dbg !702
    #dbg_value(i64 4, !406, !DIExpression(), !699)
  %2323 = fcmp ole <2 x float> %14, %13, !dbg !703
  %2324 = bitcast <2 x i1> %2323 to i2, !dbg !704
    #dbg_value(i8 0, !314, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !705)
    #dbg_value(i8 0, !314, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !705)
    #dbg_value(i8 0, !314, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !705)
    #dbg_value(ptr undef, !393, !DIExpression(), !706)
    #dbg_value(i64 4, !402, !DIExpression(), !706)
    #dbg_value(ptr undef, !403, !DIExpression(), !706)
    #dbg_value(i64 0, !406, !DIExpression(), !708)
    #dbg_value(i64 0, !406, !DIExpression(), !708)
  %2325 = zext i2 %2324 to i64, !dbg !709
    #dbg_value(i64 %2325, !309, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !378)
    #dbg_value(i64 %2325, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !705)
  %2326 = xor i64 %2322, %2325, !dbg !710
    #dbg_value(i64 1, !406, !DIExpression(), !708)
    #dbg_value(i64 2, !406, !DIExpression(), !708)
    #dbg_value(i64 3, !406, !DIExpression(), !708)
  %2327 = mul i64 %2326, -6919028725695267695, !dbg !711
    #dbg_value(i64 4, !406, !DIExpression(), !708)
  %2328 = tail call <4 x float> @llvm.x86.sse.min.ps(<4 x float> %10, <4 x float> %12), !dbg !712
  %2329 = bitcast <4 x float> %2328 to <16 x i8>, !dbg !712
    #dbg_value(<4 x float> %2328, !316, !DIExpression(), !713)
    #dbg_value(ptr undef, !393, !DIExpression(), !714)
    #dbg_value(i64 16, !402, !DIExpression(), !714)
    #dbg_value(ptr undef, !403, !DIExpression(), !714)
    #dbg_value(i64 0, !406, !DIExpression(), !716)
    #dbg_value(i64 0, !406, !DIExpression(), !716)
  %2330 = extractelement <16 x i8> %2329, i64 0, !dbg !717
  %2331 = zext i8 %2330 to i64, !dbg !717
  %2332 = xor i64 %2327, %2331, !dbg !718
  %2333 = mul i64 %2332, 1099511628211, !dbg !719
    #dbg_value(i64 1, !406, !DIExpression(), !716)
  %2334 = extractelement <16 x i8> %2329, i64 1, !dbg !717
  %2335 = zext i8 %2334 to i64, !dbg !717
  %2336 = xor i64 %2333, %2335, !dbg !718
  %2337 = mul i64 %2336, 1099511628211, !dbg !719
    #dbg_value(i64 2, !406, !DIExpression(), !716)
  %2338 = extractelement <16 x i8> %2329, i64 2, !dbg !717
  %2339 = zext i8 %2338 to i64, !dbg !717
  %2340 = xor i64 %2337, %2339, !dbg !718
  %2341 = mul i64 %2340, 1099511628211, !dbg !719
    #dbg_value(i64 3, !406, !DIExpression(), !716)
  %2342 = extractelement <16 x i8> %2329, i64 3, !dbg !717
  %2343 = zext i8 %2342 to i64, !dbg !717
  %2344 = xor i64 %2341, %2343, !dbg !718
  %2345 = mul i64 %2344, 1099511628211, !dbg !719
    #dbg_value(i64 4, !406, !DIExpression(), !716)
  %2346 = extractelement <16 x i8> %2329, i64 4, !dbg !717
  %2347 = zext i8 %2346 to i64, !dbg !717
  %2348 = xor i64 %2345, %2347, !dbg !718
  %2349 = mul i64 %2348, 1099511628211, !dbg !719
    #dbg_value(i64 5, !406, !DIExpression(), !716)
  %2350 = extractelement <16 x i8> %2329, i64 5, !dbg !717
  %2351 = zext i8 %2350 to i64, !dbg !717
  %2352 = xor i64 %2349, %2351, !dbg !718
  %2353 = mul i64 %2352, 1099511628211, !dbg !719
    #dbg_value(i64 6, !406, !DIExpression(), !716)
  %2354 = extractelement <16 x i8> %2329, i64 6, !dbg !717
  %2355 = zext i8 %2354 to i64, !dbg !717
  %2356 = xor i64 %2353, %2355, !dbg !718
  %2357 = mul i64 %2356, 1099511628211, !dbg !719
    #dbg_value(i64 7, !406, !DIExpression(), !716)
  %2358 = extractelement <16 x i8> %2329, i64 7, !dbg !717
  %2359 = zext i8 %2358 to i64, !dbg !717
  %2360 = xor i64 %2357, %2359, !dbg !718
  %2361 = mul i64 %2360, 1099511628211, !dbg !719
    #dbg_value(i64 8, !406, !DIExpression(), !716)
  %2362 = extractelement <16 x i8> %2329, i64 8, !dbg !717
  %2363 = zext i8 %2362 to i64, !dbg !717
  %2364 = xor i64 %2361, %2363, !dbg !718
  %2365 = mul i64 %2364, 1099511628211, !dbg !719
    #dbg_value(i64 9, !406, !DIExpression(), !716)
  %2366 = extractelement <16 x i8> %2329, i64 9, !dbg !717
  %2367 = zext i8 %2366 to i64, !dbg !717
  %2368 = xor i64 %2365, %2367, !dbg !718
  %2369 = mul i64 %2368, 1099511628211, !dbg !719
    #dbg_value(i64 10, !406, !DIExpression(), !716)
  %2370 = extractelement <16 x i8> %2329, i64 10, !dbg !717
  %2371 = zext i8 %2370 to i64, !dbg !717
  %2372 = xor i64 %2369, %2371, !dbg !718
  %2373 = mul i64 %2372, 1099511628211, !dbg !719
    #dbg_value(i64 11, !406, !DIExpression(), !716)
  %2374 = extractelement <16 x i8> %2329, i64 11, !dbg !717
  %2375 = zext i8 %2374 to i64, !dbg !717
  %2376 = xor i64 %2373, %2375, !dbg !718
  %2377 = mul i64 %2376, 1099511628211, !dbg !719
    #dbg_value(i64 12, !406, !DIExpression(), !716)
  %2378 = extractelement <16 x i8> %2329, i64 12, !dbg !717
  %2379 = zext i8 %2378 to i64, !dbg !717
  %2380 = xor i64 %2377, %2379, !dbg !718
  %2381 = mul i64 %2380, 1099511628211, !dbg !719
    #dbg_value(i64 13, !406, !DIExpression(), !716)
  %2382 = extractelement <16 x i8> %2329, i64 13, !dbg !717
  %2383 = zext i8 %2382 to i64, !dbg !717
  %2384 = xor i64 %2381, %2383, !dbg !718
  %2385 = mul i64 %2384, 1099511628211, !dbg !719
    #dbg_value(i64 14, !406, !DIExpression(), !716)
  %2386 = extractelement <16 x i8> %2329, i64 14, !dbg !717
  %2387 = zext i8 %2386 to i64, !dbg !717
  %2388 = xor i64 %2385, %2387, !dbg !718
  %2389 = mul i64 %2388, 1099511628211, !dbg !719
    #dbg_value(i64 15, !406, !DIExpression(), !716)
  %2390 = extractelement <16 x i8> %2329, i64 15, !dbg !717
  %2391 = zext i8 %2390 to i64, !dbg !717
  %2392 = xor i64 %2389, %2391, !dbg !718
  %2393 = mul i64 %2392, 1099511628211, !dbg !719
    #dbg_value(i64 16, !406, !DIExpression(), !716)
  %2394 = tail call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %10, <4 x float> %12), !dbg !720
  %2395 = bitcast <4 x float> %2394 to <16 x i8>, !dbg !720
    #dbg_value(<4 x float> %2394, !318, !DIExpression(), !721)
    #dbg_value(ptr undef, !393, !DIExpression(), !722)
    #dbg_value(i64 16, !402, !DIExpression(), !722)
    #dbg_value(ptr undef, !403, !DIExpression(), !722)
    #dbg_value(i64 0, !406, !DIExpression(), !724)
    #dbg_value(i64 0, !406, !DIExpression(), !724)
  %2396 = extractelement <16 x i8> %2395, i64 0, !dbg !725
  %2397 = zext i8 %2396 to i64, !dbg !725
  %2398 = xor i64 %2393, %2397, !dbg !726
  %2399 = mul i64 %2398, 1099511628211, !dbg !727
    #dbg_value(i64 1, !406, !DIExpression(), !724)
  %2400 = extractelement <16 x i8> %2395, i64 1, !dbg !725
  %2401 = zext i8 %2400 to i64, !dbg !725
  %2402 = xor i64 %2399, %2401, !dbg !726
  %2403 = mul i64 %2402, 1099511628211, !dbg !727
    #dbg_value(i64 2, !406, !DIExpression(), !724)
  %2404 = extractelement <16 x i8> %2395, i64 2, !dbg !725
  %2405 = zext i8 %2404 to i64, !dbg !725
  %2406 = xor i64 %2403, %2405, !dbg !726
  %2407 = mul i64 %2406, 1099511628211, !dbg !727
    #dbg_value(i64 3, !406, !DIExpression(), !724)
  %2408 = extractelement <16 x i8> %2395, i64 3, !dbg !725
  %2409 = zext i8 %2408 to i64, !dbg !725
  %2410 = xor i64 %2407, %2409, !dbg !726
  %2411 = mul i64 %2410, 1099511628211, !dbg !727
    #dbg_value(i64 4, !406, !DIExpression(), !724)
  %2412 = extractelement <16 x i8> %2395, i64 4, !dbg !725
  %2413 = zext i8 %2412 to i64, !dbg !725
  %2414 = xor i64 %2411, %2413, !dbg !726
  %2415 = mul i64 %2414, 1099511628211, !dbg !727
    #dbg_value(i64 5, !406, !DIExpression(), !724)
  %2416 = extractelement <16 x i8> %2395, i64 5, !dbg !725
  %2417 = zext i8 %2416 to i64, !dbg !725
  %2418 = xor i64 %2415, %2417, !dbg !726
  %2419 = mul i64 %2418, 1099511628211, !dbg !727
    #dbg_value(i64 6, !406, !DIExpression(), !724)
  %2420 = extractelement <16 x i8> %2395, i64 6, !dbg !725
  %2421 = zext i8 %2420 to i64, !dbg !725
  %2422 = xor i64 %2419, %2421, !dbg !726
  %2423 = mul i64 %2422, 1099511628211, !dbg !727
    #dbg_value(i64 7, !406, !DIExpression(), !724)
  %2424 = extractelement <16 x i8> %2395, i64 7, !dbg !725
  %2425 = zext i8 %2424 to i64, !dbg !725
  %2426 = xor i64 %2423, %2425, !dbg !726
  %2427 = mul i64 %2426, 1099511628211, !dbg !727
    #dbg_value(i64 8, !406, !DIExpression(), !724)
  %2428 = extractelement <16 x i8> %2395, i64 8, !dbg !725
  %2429 = zext i8 %2428 to i64, !dbg !725
  %2430 = xor i64 %2427, %2429, !dbg !726
  %2431 = mul i64 %2430, 1099511628211, !dbg !727
    #dbg_value(i64 9, !406, !DIExpression(), !724)
  %2432 = extractelement <16 x i8> %2395, i64 9, !dbg !725
  %2433 = zext i8 %2432 to i64, !dbg !725
  %2434 = xor i64 %2431, %2433, !dbg !726
  %2435 = mul i64 %2434, 1099511628211, !dbg !727
    #dbg_value(i64 10, !406, !DIExpression(), !724)
  %2436 = extractelement <16 x i8> %2395, i64 10, !dbg !725
  %2437 = zext i8 %2436 to i64, !dbg !725
  %2438 = xor i64 %2435, %2437, !dbg !726
  %2439 = mul i64 %2438, 1099511628211, !dbg !727
    #dbg_value(i64 11, !406, !DIExpression(), !724)
  %2440 = extractelement <16 x i8> %2395, i64 11, !dbg !725
  %2441 = zext i8 %2440 to i64, !dbg !725
  %2442 = xor i64 %2439, %2441, !dbg !726
  %2443 = mul i64 %2442, 1099511628211, !dbg !727
    #dbg_value(i64 12, !406, !DIExpression(), !724)
  %2444 = extractelement <16 x i8> %2395, i64 12, !dbg !725
  %2445 = zext i8 %2444 to i64, !dbg !725
  %2446 = xor i64 %2443, %2445, !dbg !726
  %2447 = mul i64 %2446, 1099511628211, !dbg !727
    #dbg_value(i64 13, !406, !DIExpression(), !724)
  %2448 = extractelement <16 x i8> %2395, i64 13, !dbg !725
  %2449 = zext i8 %2448 to i64, !dbg !725
  %2450 = xor i64 %2447, %2449, !dbg !726
  %2451 = mul i64 %2450, 1099511628211, !dbg !727
    #dbg_value(i64 14, !406, !DIExpression(), !724)
  %2452 = extractelement <16 x i8> %2395, i64 14, !dbg !725
  %2453 = zext i8 %2452 to i64, !dbg !725
  %2454 = xor i64 %2451, %2453, !dbg !726
  %2455 = mul i64 %2454, 1099511628211, !dbg !727
    #dbg_value(i64 15, !406, !DIExpression(), !724)
  %2456 = extractelement <16 x i8> %2395, i64 15, !dbg !725
  %2457 = zext i8 %2456 to i64, !dbg !725
  %2458 = xor i64 %2455, %2457, !dbg !726
  %2459 = mul i64 %2458, 1099511628211, !dbg !727
    #dbg_value(i64 16, !406, !DIExpression(), !724)
  %2460 = tail call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %10, <4 x float> %12), !dbg !728
  %2461 = bitcast <4 x float> %2460 to <16 x i8>, !dbg !728
    #dbg_value(<4 x float> %2460, !320, !DIExpression(), !729)
    #dbg_value(ptr undef, !393, !DIExpression(), !730)
    #dbg_value(i64 16, !402, !DIExpression(), !730)
    #dbg_value(ptr undef, !403, !DIExpression(), !730)
    #dbg_value(i64 0, !406, !DIExpression(), !732)
    #dbg_value(i64 0, !406, !DIExpression(), !732)
  %2462 = extractelement <16 x i8> %2461, i64 0, !dbg !733
  %2463 = zext i8 %2462 to i64, !dbg !733
  %2464 = xor i64 %2459, %2463, !dbg !734
  %2465 = mul i64 %2464, 1099511628211, !dbg !735
    #dbg_value(i64 1, !406, !DIExpression(), !732)
  %2466 = extractelement <16 x i8> %2461, i64 1, !dbg !733
  %2467 = zext i8 %2466 to i64, !dbg !733
  %2468 = xor i64 %2465, %2467, !dbg !734
  %2469 = mul i64 %2468, 1099511628211, !dbg !735
    #dbg_value(i64 2, !406, !DIExpression(), !732)
  %2470 = extractelement <16 x i8> %2461, i64 2, !dbg !733
  %2471 = zext i8 %2470 to i64, !dbg !733
  %2472 = xor i64 %2469, %2471, !dbg !734
  %2473 = mul i64 %2472, 1099511628211, !dbg !735
    #dbg_value(i64 3, !406, !DIExpression(), !732)
  %2474 = extractelement <16 x i8> %2461, i64 3, !dbg !733
  %2475 = zext i8 %2474 to i64, !dbg !733
  %2476 = xor i64 %2473, %2475, !dbg !734
  %2477 = mul i64 %2476, 1099511628211, !dbg !735
    #dbg_value(i64 4, !406, !DIExpression(), !732)
  %2478 = extractelement <16 x i8> %2461, i64 4, !dbg !733
  %2479 = zext i8 %2478 to i64, !dbg !733
  %2480 = xor i64 %2477, %2479, !dbg !734
  %2481 = mul i64 %2480, 1099511628211, !dbg !735
    #dbg_value(i64 5, !406, !DIExpression(), !732)
  %2482 = extractelement <16 x i8> %2461, i64 5, !dbg !733
  %2483 = zext i8 %2482 to i64, !dbg !733
  %2484 = xor i64 %2481, %2483, !dbg !734
  %2485 = mul i64 %2484, 1099511628211, !dbg !735
    #dbg_value(i64 6, !406, !DIExpression(), !732)
  %2486 = extractelement <16 x i8> %2461, i64 6, !dbg !733
  %2487 = zext i8 %2486 to i64, !dbg !733
  %2488 = xor i64 %2485, %2487, !dbg !734
  %2489 = mul i64 %2488, 1099511628211, !dbg !735
    #dbg_value(i64 7, !406, !DIExpression(), !732)
  %2490 = extractelement <16 x i8> %2461, i64 7, !dbg !733
  %2491 = zext i8 %2490 to i64, !dbg !733
  %2492 = xor i64 %2489, %2491, !dbg !734
  %2493 = mul i64 %2492, 1099511628211, !dbg !735
    #dbg_value(i64 8, !406, !DIExpression(), !732)
  %2494 = extractelement <16 x i8> %2461, i64 8, !dbg !733
  %2495 = zext i8 %2494 to i64, !dbg !733
  %2496 = xor i64 %2493, %2495, !dbg !734
  %2497 = mul i64 %2496, 1099511628211, !dbg !735
    #dbg_value(i64 9, !406, !DIExpression(), !732)
  %2498 = extractelement <16 x i8> %2461, i64 9, !dbg !733
  %2499 = zext i8 %2498 to i64, !dbg !733
  %2500 = xor i64 %2497, %2499, !dbg !734
  %2501 = mul i64 %2500, 1099511628211, !dbg !735
    #dbg_value(i64 10, !406, !DIExpression(), !732)
  %2502 = extractelement <16 x i8> %2461, i64 10, !dbg !733
  %2503 = zext i8 %2502 to i64, !dbg !733
  %2504 = xor i64 %2501, %2503, !dbg !734
  %2505 = mul i64 %2504, 1099511628211, !dbg !735
    #dbg_value(i64 11, !406, !DIExpression(), !732)
  %2506 = extractelement <16 x i8> %2461, i64 11, !dbg !733
  %2507 = zext i8 %2506 to i64, !dbg !733
  %2508 = xor i64 %2505, %2507, !dbg !734
  %2509 = mul i64 %2508, 1099511628211, !dbg !735
    #dbg_value(i64 12, !406, !DIExpression(), !732)
  %2510 = extractelement <16 x i8> %2461, i64 12, !dbg !733
  %2511 = zext i8 %2510 to i64, !dbg !733
  %2512 = xor i64 %2509, %2511, !dbg !734
  %2513 = mul i64 %2512, 1099511628211, !dbg !735
    #dbg_value(i64 13, !406, !DIExpression(), !732)
  %2514 = extractelement <16 x i8> %2461, i64 13, !dbg !733
  %2515 = zext i8 %2514 to i64, !dbg !733
  %2516 = xor i64 %2513, %2515, !dbg !734
  %2517 = mul i64 %2516, 1099511628211, !dbg !735
    #dbg_value(i64 14, !406, !DIExpression(), !732)
  %2518 = extractelement <16 x i8> %2461, i64 14, !dbg !733
  %2519 = zext i8 %2518 to i64, !dbg !733
  %2520 = xor i64 %2517, %2519, !dbg !734
  %2521 = mul i64 %2520, 1099511628211, !dbg !735
    #dbg_value(i64 15, !406, !DIExpression(), !732)
  %2522 = extractelement <16 x i8> %2461, i64 15, !dbg !733
  %2523 = zext i8 %2522 to i64, !dbg !733
  %2524 = xor i64 %2521, %2523, !dbg !734
  %2525 = mul i64 %2524, 1099511628211, !dbg !735
    #dbg_value(i64 16, !406, !DIExpression(), !732)
  %2526 = tail call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> %84, <2 x double> %1615), !dbg !736
  %2527 = bitcast <2 x double> %2526 to <16 x i8>, !dbg !736
    #dbg_value(<2 x double> %2526, !322, !DIExpression(), !737)
    #dbg_value(ptr undef, !393, !DIExpression(), !738)
    #dbg_value(i64 16, !402, !DIExpression(), !738)
    #dbg_value(ptr undef, !403, !DIExpression(), !738)
    #dbg_value(i64 0, !406, !DIExpression(), !740)
    #dbg_value(i64 0, !406, !DIExpression(), !740)
  %2528 = extractelement <16 x i8> %2527, i64 0, !dbg !741
  %2529 = zext i8 %2528 to i64, !dbg !741
  %2530 = xor i64 %2525, %2529, !dbg !742
  %2531 = mul i64 %2530, 1099511628211, !dbg !743
    #dbg_value(i64 1, !406, !DIExpression(), !740)
  %2532 = extractelement <16 x i8> %2527, i64 1, !dbg !741
  %2533 = zext i8 %2532 to i64, !dbg !741
  %2534 = xor i64 %2531, %2533, !dbg !742
  %2535 = mul i64 %2534, 1099511628211, !dbg !743
    #dbg_value(i64 2, !406, !DIExpression(), !740)
  %2536 = extractelement <16 x i8> %2527, i64 2, !dbg !741
  %2537 = zext i8 %2536 to i64, !dbg !741
  %2538 = xor i64 %2535, %2537, !dbg !742
  %2539 = mul i64 %2538, 1099511628211, !dbg !743
    #dbg_value(i64 3, !406, !DIExpression(), !740)
  %2540 = extractelement <16 x i8> %2527, i64 3, !dbg !741
  %2541 = zext i8 %2540 to i64, !dbg !741
  %2542 = xor i64 %2539, %2541, !dbg !742
  %2543 = mul i64 %2542, 1099511628211, !dbg !743
    #dbg_value(i64 4, !406, !DIExpression(), !740)
  %2544 = extractelement <16 x i8> %2527, i64 4, !dbg !741
  %2545 = zext i8 %2544 to i64, !dbg !741
  %2546 = xor i64 %2543, %2545, !dbg !742
  %2547 = mul i64 %2546, 1099511628211, !dbg !743
    #dbg_value(i64 5, !406, !DIExpression(), !740)
  %2548 = extractelement <16 x i8> %2527, i64 5, !dbg !741
  %2549 = zext i8 %2548 to i64, !dbg !741
  %2550 = xor i64 %2547, %2549, !dbg !742
  %2551 = mul i64 %2550, 1099511628211, !dbg !743
    #dbg_value(i64 6, !406, !DIExpression(), !740)
  %2552 = extractelement <16 x i8> %2527, i64 6, !dbg !741
  %2553 = zext i8 %2552 to i64, !dbg !741
  %2554 = xor i64 %2551, %2553, !dbg !742
  %2555 = mul i64 %2554, 1099511628211, !dbg !743
    #dbg_value(i64 7, !406, !DIExpression(), !740)
  %2556 = extractelement <16 x i8> %2527, i64 7, !dbg !741
  %2557 = zext i8 %2556 to i64, !dbg !741
  %2558 = xor i64 %2555, %2557, !dbg !742
  %2559 = mul i64 %2558, 1099511628211, !dbg !743
    #dbg_value(i64 8, !406, !DIExpression(), !740)
  %2560 = extractelement <16 x i8> %2527, i64 8, !dbg !741
  %2561 = zext i8 %2560 to i64, !dbg !741
  %2562 = xor i64 %2559, %2561, !dbg !742
  %2563 = mul i64 %2562, 1099511628211, !dbg !743
    #dbg_value(i64 9, !406, !DIExpression(), !740)
  %2564 = extractelement <16 x i8> %2527, i64 9, !dbg !741
  %2565 = zext i8 %2564 to i64, !dbg !741
  %2566 = xor i64 %2563, %2565, !dbg !742
  %2567 = mul i64 %2566, 1099511628211, !dbg !743
    #dbg_value(i64 10, !406, !DIExpression(), !740)
  %2568 = extractelement <16 x i8> %2527, i64 10, !dbg !741
  %2569 = zext i8 %2568 to i64, !dbg !741
  %2570 = xor i64 %2567, %2569, !dbg !742
  %2571 = mul i64 %2570, 1099511628211, !dbg !743
    #dbg_value(i64 11, !406, !DIExpression(), !740)
  %2572 = extractelement <16 x i8> %2527, i64 11, !dbg !741
  %2573 = zext i8 %2572 to i64, !dbg !741
  %2574 = xor i64 %2571, %2573, !dbg !742
  %2575 = mul i64 %2574, 1099511628211, !dbg !743
    #dbg_value(i64 12, !406, !DIExpression(), !740)
  %2576 = extractelement <16 x i8> %2527, i64 12, !dbg !741
  %2577 = zext i8 %2576 to i64, !dbg !741
  %2578 = xor i64 %2575, %2577, !dbg !742
  %2579 = mul i64 %2578, 1099511628211, !dbg !743
    #dbg_value(i64 13, !406, !DIExpression(), !740)
  %2580 = extractelement <16 x i8> %2527, i64 13, !dbg !741
  %2581 = zext i8 %2580 to i64, !dbg !741
  %2582 = xor i64 %2579, %2581, !dbg !742
  %2583 = mul i64 %2582, 1099511628211, !dbg !743
    #dbg_value(i64 14, !406, !DIExpression(), !740)
  %2584 = extractelement <16 x i8> %2527, i64 14, !dbg !741
  %2585 = zext i8 %2584 to i64, !dbg !741
  %2586 = xor i64 %2583, %2585, !dbg !742
  %2587 = mul i64 %2586, 1099511628211, !dbg !743
    #dbg_value(i64 15, !406, !DIExpression(), !740)
  %2588 = extractelement <16 x i8> %2527, i64 15, !dbg !741
  %2589 = zext i8 %2588 to i64, !dbg !741
  %2590 = xor i64 %2587, %2589, !dbg !742
  %2591 = mul i64 %2590, 1099511628211, !dbg !743
    #dbg_value(i64 16, !406, !DIExpression(), !740)
  %2592 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %85, <8 x i16> %86), !dbg !744
  %2593 = bitcast <8 x i16> %2592 to <16 x i8>, !dbg !744
    #dbg_value(<8 x i16> %2592, !324, !DIExpression(), !745)
    #dbg_value(ptr undef, !393, !DIExpression(), !746)
    #dbg_value(i64 16, !402, !DIExpression(), !746)
    #dbg_value(ptr undef, !403, !DIExpression(), !746)
    #dbg_value(i64 0, !406, !DIExpression(), !748)
    #dbg_value(i64 0, !406, !DIExpression(), !748)
  %2594 = extractelement <16 x i8> %2593, i64 0, !dbg !749
  %2595 = zext i8 %2594 to i64, !dbg !749
  %2596 = xor i64 %2591, %2595, !dbg !750
  %2597 = mul i64 %2596, 1099511628211, !dbg !751
    #dbg_value(i64 1, !406, !DIExpression(), !748)
  %2598 = extractelement <16 x i8> %2593, i64 1, !dbg !749
  %2599 = zext i8 %2598 to i64, !dbg !749
  %2600 = xor i64 %2597, %2599, !dbg !750
  %2601 = mul i64 %2600, 1099511628211, !dbg !751
    #dbg_value(i64 2, !406, !DIExpression(), !748)
  %2602 = extractelement <16 x i8> %2593, i64 2, !dbg !749
  %2603 = zext i8 %2602 to i64, !dbg !749
  %2604 = xor i64 %2601, %2603, !dbg !750
  %2605 = mul i64 %2604, 1099511628211, !dbg !751
    #dbg_value(i64 3, !406, !DIExpression(), !748)
  %2606 = extractelement <16 x i8> %2593, i64 3, !dbg !749
  %2607 = zext i8 %2606 to i64, !dbg !749
  %2608 = xor i64 %2605, %2607, !dbg !750
  %2609 = mul i64 %2608, 1099511628211, !dbg !751
    #dbg_value(i64 4, !406, !DIExpression(), !748)
  %2610 = extractelement <16 x i8> %2593, i64 4, !dbg !749
  %2611 = zext i8 %2610 to i64, !dbg !749
  %2612 = xor i64 %2609, %2611, !dbg !750
  %2613 = mul i64 %2612, 1099511628211, !dbg !751
    #dbg_value(i64 5, !406, !DIExpression(), !748)
  %2614 = extractelement <16 x i8> %2593, i64 5, !dbg !749
  %2615 = zext i8 %2614 to i64, !dbg !749
  %2616 = xor i64 %2613, %2615, !dbg !750
  %2617 = mul i64 %2616, 1099511628211, !dbg !751
    #dbg_value(i64 6, !406, !DIExpression(), !748)
  %2618 = extractelement <16 x i8> %2593, i64 6, !dbg !749
  %2619 = zext i8 %2618 to i64, !dbg !749
  %2620 = xor i64 %2617, %2619, !dbg !750
  %2621 = mul i64 %2620, 1099511628211, !dbg !751
    #dbg_value(i64 7, !406, !DIExpression(), !748)
  %2622 = extractelement <16 x i8> %2593, i64 7, !dbg !749
  %2623 = zext i8 %2622 to i64, !dbg !749
  %2624 = xor i64 %2621, %2623, !dbg !750
  %2625 = mul i64 %2624, 1099511628211, !dbg !751
    #dbg_value(i64 8, !406, !DIExpression(), !748)
  %2626 = extractelement <16 x i8> %2593, i64 8, !dbg !749
  %2627 = zext i8 %2626 to i64, !dbg !749
  %2628 = xor i64 %2625, %2627, !dbg !750
  %2629 = mul i64 %2628, 1099511628211, !dbg !751
    #dbg_value(i64 9, !406, !DIExpression(), !748)
  %2630 = extractelement <16 x i8> %2593, i64 9, !dbg !749
  %2631 = zext i8 %2630 to i64, !dbg !749
  %2632 = xor i64 %2629, %2631, !dbg !750
  %2633 = mul i64 %2632, 1099511628211, !dbg !751
    #dbg_value(i64 10, !406, !DIExpression(), !748)
  %2634 = extractelement <16 x i8> %2593, i64 10, !dbg !749
  %2635 = zext i8 %2634 to i64, !dbg !749
  %2636 = xor i64 %2633, %2635, !dbg !750
  %2637 = mul i64 %2636, 1099511628211, !dbg !751
    #dbg_value(i64 11, !406, !DIExpression(), !748)
  %2638 = extractelement <16 x i8> %2593, i64 11, !dbg !749
  %2639 = zext i8 %2638 to i64, !dbg !749
  %2640 = xor i64 %2637, %2639, !dbg !750
  %2641 = mul i64 %2640, 1099511628211, !dbg !751
    #dbg_value(i64 12, !406, !DIExpression(), !748)
  %2642 = extractelement <16 x i8> %2593, i64 12, !dbg !749
  %2643 = zext i8 %2642 to i64, !dbg !749
  %2644 = xor i64 %2641, %2643, !dbg !750
  %2645 = mul i64 %2644, 1099511628211, !dbg !751
    #dbg_value(i64 13, !406, !DIExpression(), !748)
  %2646 = extractelement <16 x i8> %2593, i64 13, !dbg !749
  %2647 = zext i8 %2646 to i64, !dbg !749
  %2648 = xor i64 %2645, %2647, !dbg !750
  %2649 = mul i64 %2648, 1099511628211, !dbg !751
    #dbg_value(i64 14, !406, !DIExpression(), !748)
  %2650 = extractelement <16 x i8> %2593, i64 14, !dbg !749
  %2651 = zext i8 %2650 to i64, !dbg !749
  %2652 = xor i64 %2649, %2651, !dbg !750
  %2653 = mul i64 %2652, 1099511628211, !dbg !751
    #dbg_value(i64 15, !406, !DIExpression(), !748)
  %2654 = extractelement <16 x i8> %2593, i64 15, !dbg !749
  %2655 = zext i8 %2654 to i64, !dbg !749
  %2656 = xor i64 %2653, %2655, !dbg !750
  %2657 = mul i64 %2656, 1099511628211, !dbg !751
    #dbg_value(i64 16, !406, !DIExpression(), !748)
  %2658 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %283, <16 x i8> %284), !dbg !752
    #dbg_value(<16 x i8> %2658, !326, !DIExpression(), !753)
    #dbg_value(ptr undef, !393, !DIExpression(), !754)
    #dbg_value(i64 16, !402, !DIExpression(), !754)
    #dbg_value(ptr undef, !403, !DIExpression(), !754)
    #dbg_value(i64 0, !406, !DIExpression(), !756)
    #dbg_value(i64 0, !406, !DIExpression(), !756)
  %2659 = extractelement <16 x i8> %2658, i64 0, !dbg !757
  %2660 = zext i8 %2659 to i64, !dbg !757
  %2661 = xor i64 %2657, %2660, !dbg !758
  %2662 = mul i64 %2661, 1099511628211, !dbg !759
    #dbg_value(i64 1, !406, !DIExpression(), !756)
  %2663 = extractelement <16 x i8> %2658, i64 1, !dbg !757
  %2664 = zext i8 %2663 to i64, !dbg !757
  %2665 = xor i64 %2662, %2664, !dbg !758
  %2666 = mul i64 %2665, 1099511628211, !dbg !759
    #dbg_value(i64 2, !406, !DIExpression(), !756)
  %2667 = extractelement <16 x i8> %2658, i64 2, !dbg !757
  %2668 = zext i8 %2667 to i64, !dbg !757
  %2669 = xor i64 %2666, %2668, !dbg !758
  %2670 = mul i64 %2669, 1099511628211, !dbg !759
    #dbg_value(i64 3, !406, !DIExpression(), !756)
  %2671 = extractelement <16 x i8> %2658, i64 3, !dbg !757
  %2672 = zext i8 %2671 to i64, !dbg !757
  %2673 = xor i64 %2670, %2672, !dbg !758
  %2674 = mul i64 %2673, 1099511628211, !dbg !759
    #dbg_value(i64 4, !406, !DIExpression(), !756)
  %2675 = extractelement <16 x i8> %2658, i64 4, !dbg !757
  %2676 = zext i8 %2675 to i64, !dbg !757
  %2677 = xor i64 %2674, %2676, !dbg !758
  %2678 = mul i64 %2677, 1099511628211, !dbg !759
    #dbg_value(i64 5, !406, !DIExpression(), !756)
  %2679 = extractelement <16 x i8> %2658, i64 5, !dbg !757
  %2680 = zext i8 %2679 to i64, !dbg !757
  %2681 = xor i64 %2678, %2680, !dbg !758
  %2682 = mul i64 %2681, 1099511628211, !dbg !759
    #dbg_value(i64 6, !406, !DIExpression(), !756)
  %2683 = extractelement <16 x i8> %2658, i64 6, !dbg !757
  %2684 = zext i8 %2683 to i64, !dbg !757
  %2685 = xor i64 %2682, %2684, !dbg !758
  %2686 = mul i64 %2685, 1099511628211, !dbg !759
    #dbg_value(i64 7, !406, !DIExpression(), !756)
  %2687 = extractelement <16 x i8> %2658, i64 7, !dbg !757
  %2688 = zext i8 %2687 to i64, !dbg !757
  %2689 = xor i64 %2686, %2688, !dbg !758
  %2690 = mul i64 %2689, 1099511628211, !dbg !759
    #dbg_value(i64 8, !406, !DIExpression(), !756)
  %2691 = extractelement <16 x i8> %2658, i64 8, !dbg !757
  %2692 = zext i8 %2691 to i64, !dbg !757
  %2693 = xor i64 %2690, %2692, !dbg !758
  %2694 = mul i64 %2693, 1099511628211, !dbg !759
    #dbg_value(i64 9, !406, !DIExpression(), !756)
  %2695 = extractelement <16 x i8> %2658, i64 9, !dbg !757
  %2696 = zext i8 %2695 to i64, !dbg !757
  %2697 = xor i64 %2694, %2696, !dbg !758
  %2698 = mul i64 %2697, 1099511628211, !dbg !759
    #dbg_value(i64 10, !406, !DIExpression(), !756)
  %2699 = extractelement <16 x i8> %2658, i64 10, !dbg !757
  %2700 = zext i8 %2699 to i64, !dbg !757
  %2701 = xor i64 %2698, %2700, !dbg !758
  %2702 = mul i64 %2701, 1099511628211, !dbg !759
    #dbg_value(i64 11, !406, !DIExpression(), !756)
  %2703 = extractelement <16 x i8> %2658, i64 11, !dbg !757
  %2704 = zext i8 %2703 to i64, !dbg !757
  %2705 = xor i64 %2702, %2704, !dbg !758
  %2706 = mul i64 %2705, 1099511628211, !dbg !759
    #dbg_value(i64 12, !406, !DIExpression(), !756)
  %2707 = extractelement <16 x i8> %2658, i64 12, !dbg !757
  %2708 = zext i8 %2707 to i64, !dbg !757
  %2709 = xor i64 %2706, %2708, !dbg !758
  %2710 = mul i64 %2709, 1099511628211, !dbg !759
    #dbg_value(i64 13, !406, !DIExpression(), !756)
  %2711 = extractelement <16 x i8> %2658, i64 13, !dbg !757
  %2712 = zext i8 %2711 to i64, !dbg !757
  %2713 = xor i64 %2710, %2712, !dbg !758
  %2714 = mul i64 %2713, 1099511628211, !dbg !759
    #dbg_value(i64 14, !406, !DIExpression(), !756)
  %2715 = extractelement <16 x i8> %2658, i64 14, !dbg !757
  %2716 = zext i8 %2715 to i64, !dbg !757
  %2717 = xor i64 %2714, %2716, !dbg !758
  %2718 = mul i64 %2717, 1099511628211, !dbg !759
    #dbg_value(i64 15, !406, !DIExpression(), !756)
  %2719 = extractelement <16 x i8> %2658, i64 15, !dbg !757
  %2720 = zext i8 %2719 to i64, !dbg !757
  %2721 = xor i64 %2718, %2720, !dbg !758
  %2722 = mul i64 %2721, 1099511628211, !dbg !759
    #dbg_value(i64 16, !406, !DIExpression(), !756)
  %2723 = fcmp uno <4 x float> %10, %12, !dbg !760
  %2724 = sext <4 x i1> %2723 to <4 x i32>, !dbg !760
  %2725 = bitcast <4 x i32> %2724 to <16 x i8>, !dbg !760
    #dbg_value(<4 x i32> %2724, !328, !DIExpression(), !761)
    #dbg_value(ptr undef, !393, !DIExpression(), !762)
    #dbg_value(i64 16, !402, !DIExpression(), !762)
    #dbg_value(ptr undef, !403, !DIExpression(), !762)
    #dbg_value(i64 0, !406, !DIExpression(), !764)
    #dbg_value(i64 0, !406, !DIExpression(), !764)
  %2726 = extractelement <16 x i8> %2725, i64 0, !dbg !765
  %2727 = zext i8 %2726 to i64, !dbg !765
  %2728 = xor i64 %2722, %2727, !dbg !766
  %2729 = mul i64 %2728, 1099511628211, !dbg !767
    #dbg_value(i64 1, !406, !DIExpression(), !764)
  %2730 = extractelement <16 x i8> %2725, i64 1, !dbg !765
  %2731 = zext i8 %2730 to i64, !dbg !765
  %2732 = xor i64 %2729, %2731, !dbg !766
  %2733 = mul i64 %2732, 1099511628211, !dbg !767
    #dbg_value(i64 2, !406, !DIExpression(), !764)
  %2734 = extractelement <16 x i8> %2725, i64 2, !dbg !765
  %2735 = zext i8 %2734 to i64, !dbg !765
  %2736 = xor i64 %2733, %2735, !dbg !766
  %2737 = mul i64 %2736, 1099511628211, !dbg !767
    #dbg_value(i64 3, !406, !DIExpression(), !764)
  %2738 = extractelement <16 x i8> %2725, i64 3, !dbg !765
  %2739 = zext i8 %2738 to i64, !dbg !765
  %2740 = xor i64 %2737, %2739, !dbg !766
  %2741 = mul i64 %2740, 1099511628211, !dbg !767
    #dbg_value(i64 4, !406, !DIExpression(), !764)
  %2742 = extractelement <16 x i8> %2725, i64 4, !dbg !765
  %2743 = zext i8 %2742 to i64, !dbg !765
  %2744 = xor i64 %2741, %2743, !dbg !766
  %2745 = mul i64 %2744, 1099511628211, !dbg !767
    #dbg_value(i64 5, !406, !DIExpression(), !764)
  %2746 = extractelement <16 x i8> %2725, i64 5, !dbg !765
  %2747 = zext i8 %2746 to i64, !dbg !765
  %2748 = xor i64 %2745, %2747, !dbg !766
  %2749 = mul i64 %2748, 1099511628211, !dbg !767
    #dbg_value(i64 6, !406, !DIExpression(), !764)
  %2750 = extractelement <16 x i8> %2725, i64 6, !dbg !765
  %2751 = zext i8 %2750 to i64, !dbg !765
  %2752 = xor i64 %2749, %2751, !dbg !766
  %2753 = mul i64 %2752, 1099511628211, !dbg !767
    #dbg_value(i64 7, !406, !DIExpression(), !764)
  %2754 = extractelement <16 x i8> %2725, i64 7, !dbg !765
  %2755 = zext i8 %2754 to i64, !dbg !765
  %2756 = xor i64 %2753, %2755, !dbg !766
  %2757 = mul i64 %2756, 1099511628211, !dbg !767
    #dbg_value(i64 8, !406, !DIExpression(), !764)
  %2758 = extractelement <16 x i8> %2725, i64 8, !dbg !765
  %2759 = zext i8 %2758 to i64, !dbg !765
  %2760 = xor i64 %2757, %2759, !dbg !766
  %2761 = mul i64 %2760, 1099511628211, !dbg !767
    #dbg_value(i64 9, !406, !DIExpression(), !764)
  %2762 = extractelement <16 x i8> %2725, i64 9, !dbg !765
  %2763 = zext i8 %2762 to i64, !dbg !765
  %2764 = xor i64 %2761, %2763, !dbg !766
  %2765 = mul i64 %2764, 1099511628211, !dbg !767
    #dbg_value(i64 10, !406, !DIExpression(), !764)
  %2766 = extractelement <16 x i8> %2725, i64 10, !dbg !765
  %2767 = zext i8 %2766 to i64, !dbg !765
  %2768 = xor i64 %2765, %2767, !dbg !766
  %2769 = mul i64 %2768, 1099511628211, !dbg !767
    #dbg_value(i64 11, !406, !DIExpression(), !764)
  %2770 = extractelement <16 x i8> %2725, i64 11, !dbg !765
  %2771 = zext i8 %2770 to i64, !dbg !765
  %2772 = xor i64 %2769, %2771, !dbg !766
  %2773 = mul i64 %2772, 1099511628211, !dbg !767
    #dbg_value(i64 12, !406, !DIExpression(), !764)
  %2774 = extractelement <16 x i8> %2725, i64 12, !dbg !765
  %2775 = zext i8 %2774 to i64, !dbg !765
  %2776 = xor i64 %2773, %2775, !dbg !766
  %2777 = mul i64 %2776, 1099511628211, !dbg !767
    #dbg_value(i64 13, !406, !DIExpression(), !764)
  %2778 = extractelement <16 x i8> %2725, i64 13, !dbg !765
  %2779 = zext i8 %2778 to i64, !dbg !765
  %2780 = xor i64 %2777, %2779, !dbg !766
  %2781 = mul i64 %2780, 1099511628211, !dbg !767
    #dbg_value(i64 14, !406, !DIExpression(), !764)
  %2782 = extractelement <16 x i8> %2725, i64 14, !dbg !765
  %2783 = zext i8 %2782 to i64, !dbg !765
  %2784 = xor i64 %2781, %2783, !dbg !766
  %2785 = mul i64 %2784, 1099511628211, !dbg !767
    #dbg_value(i64 15, !406, !DIExpression(), !764)
  %2786 = extractelement <16 x i8> %2725, i64 15, !dbg !765
  %2787 = zext i8 %2786 to i64, !dbg !765
  %2788 = xor i64 %2785, %2787, !dbg !766
  %2789 = mul i64 %2788, 1099511628211, !dbg !767
    #dbg_value(i64 16, !406, !DIExpression(), !764)
  %2790 = fcmp une <4 x float> %10, %12, !dbg !768
  %2791 = sext <4 x i1> %2790 to <4 x i32>, !dbg !768
  %2792 = bitcast <4 x i32> %2791 to <16 x i8>, !dbg !768
    #dbg_value(<4 x i32> %2791, !330, !DIExpression(), !769)
    #dbg_value(ptr undef, !393, !DIExpression(), !770)
    #dbg_value(i64 16, !402, !DIExpression(), !770)
    #dbg_value(ptr undef, !403, !DIExpression(), !770)
    #dbg_value(i64 0, !406, !DIExpression(), !772)
    #dbg_value(i64 0, !406, !DIExpression(), !772)
  %2793 = extractelement <16 x i8> %2792, i64 0, !dbg !773
  %2794 = zext i8 %2793 to i64, !dbg !773
  %2795 = xor i64 %2789, %2794, !dbg !774
  %2796 = mul i64 %2795, 1099511628211, !dbg !775
    #dbg_value(i64 1, !406, !DIExpression(), !772)
  %2797 = extractelement <16 x i8> %2792, i64 1, !dbg !773
  %2798 = zext i8 %2797 to i64, !dbg !773
  %2799 = xor i64 %2796, %2798, !dbg !774
  %2800 = mul i64 %2799, 1099511628211, !dbg !775
    #dbg_value(i64 2, !406, !DIExpression(), !772)
  %2801 = extractelement <16 x i8> %2792, i64 2, !dbg !773
  %2802 = zext i8 %2801 to i64, !dbg !773
  %2803 = xor i64 %2800, %2802, !dbg !774
  %2804 = mul i64 %2803, 1099511628211, !dbg !775
    #dbg_value(i64 3, !406, !DIExpression(), !772)
  %2805 = extractelement <16 x i8> %2792, i64 3, !dbg !773
  %2806 = zext i8 %2805 to i64, !dbg !773
  %2807 = xor i64 %2804, %2806, !dbg !774
  %2808 = mul i64 %2807, 1099511628211, !dbg !775
    #dbg_value(i64 4, !406, !DIExpression(), !772)
  %2809 = extractelement <16 x i8> %2792, i64 4, !dbg !773
  %2810 = zext i8 %2809 to i64, !dbg !773
  %2811 = xor i64 %2808, %2810, !dbg !774
  %2812 = mul i64 %2811, 1099511628211, !dbg !775
    #dbg_value(i64 5, !406, !DIExpression(), !772)
  %2813 = extractelement <16 x i8> %2792, i64 5, !dbg !773
  %2814 = zext i8 %2813 to i64, !dbg !773
  %2815 = xor i64 %2812, %2814, !dbg !774
  %2816 = mul i64 %2815, 1099511628211, !dbg !775
    #dbg_value(i64 6, !406, !DIExpression(), !772)
  %2817 = extractelement <16 x i8> %2792, i64 6, !dbg !773
  %2818 = zext i8 %2817 to i64, !dbg !773
  %2819 = xor i64 %2816, %2818, !dbg !774
  %2820 = mul i64 %2819, 1099511628211, !dbg !775
    #dbg_value(i64 7, !406, !DIExpression(), !772)
  %2821 = extractelement <16 x i8> %2792, i64 7, !dbg !773
  %2822 = zext i8 %2821 to i64, !dbg !773
  %2823 = xor i64 %2820, %2822, !dbg !774
  %2824 = mul i64 %2823, 1099511628211, !dbg !775
    #dbg_value(i64 8, !406, !DIExpression(), !772)
  %2825 = extractelement <16 x i8> %2792, i64 8, !dbg !773
  %2826 = zext i8 %2825 to i64, !dbg !773
  %2827 = xor i64 %2824, %2826, !dbg !774
  %2828 = mul i64 %2827, 1099511628211, !dbg !775
    #dbg_value(i64 9, !406, !DIExpression(), !772)
  %2829 = extractelement <16 x i8> %2792, i64 9, !dbg !773
  %2830 = zext i8 %2829 to i64, !dbg !773
  %2831 = xor i64 %2828, %2830, !dbg !774
  %2832 = mul i64 %2831, 1099511628211, !dbg !775
    #dbg_value(i64 10, !406, !DIExpression(), !772)
  %2833 = extractelement <16 x i8> %2792, i64 10, !dbg !773
  %2834 = zext i8 %2833 to i64, !dbg !773
  %2835 = xor i64 %2832, %2834, !dbg !774
  %2836 = mul i64 %2835, 1099511628211, !dbg !775
    #dbg_value(i64 11, !406, !DIExpression(), !772)
  %2837 = extractelement <16 x i8> %2792, i64 11, !dbg !773
  %2838 = zext i8 %2837 to i64, !dbg !773
  %2839 = xor i64 %2836, %2838, !dbg !774
  %2840 = mul i64 %2839, 1099511628211, !dbg !775
    #dbg_value(i64 12, !406, !DIExpression(), !772)
  %2841 = extractelement <16 x i8> %2792, i64 12, !dbg !773
  %2842 = zext i8 %2841 to i64, !dbg !773
  %2843 = xor i64 %2840, %2842, !dbg !774
  %2844 = mul i64 %2843, 1099511628211, !dbg !775
    #dbg_value(i64 13, !406, !DIExpression(), !772)
  %2845 = extractelement <16 x i8> %2792, i64 13, !dbg !773
  %2846 = zext i8 %2845 to i64, !dbg !773
  %2847 = xor i64 %2844, %2846, !dbg !774
  %2848 = mul i64 %2847, 1099511628211, !dbg !775
    #dbg_value(i64 14, !406, !DIExpression(), !772)
  %2849 = extractelement <16 x i8> %2792, i64 14, !dbg !773
  %2850 = zext i8 %2849 to i64, !dbg !773
  %2851 = xor i64 %2848, %2850, !dbg !774
  %2852 = mul i64 %2851, 1099511628211, !dbg !775
    #dbg_value(i64 15, !406, !DIExpression(), !772)
  %2853 = extractelement <16 x i8> %2792, i64 15, !dbg !773
  %2854 = zext i8 %2853 to i64, !dbg !773
  %2855 = xor i64 %2852, %2854, !dbg !774
  %2856 = mul i64 %2855, 1099511628211, !dbg !775
    #dbg_value(i64 16, !406, !DIExpression(), !772)
  %2857 = fcmp ugt <2 x float> %13, %14, !dbg !776
  %2858 = sext <2 x i1> %2857 to <2 x i64>, !dbg !776
  %2859 = bitcast <2 x i64> %2858 to <16 x i8>, !dbg !776
    #dbg_value(<2 x i64> %2858, !332, !DIExpression(), !777)
    #dbg_value(ptr undef, !393, !DIExpression(), !778)
    #dbg_value(i64 16, !402, !DIExpression(), !778)
    #dbg_value(ptr undef, !403, !DIExpression(), !778)
    #dbg_value(i64 0, !406, !DIExpression(), !780)
    #dbg_value(i64 0, !406, !DIExpression(), !780)
  %2860 = extractelement <16 x i8> %2859, i64 0, !dbg !781
  %2861 = zext i8 %2860 to i64, !dbg !781
  %2862 = xor i64 %2856, %2861, !dbg !782
  %2863 = mul i64 %2862, 1099511628211, !dbg !783
    #dbg_value(i64 1, !406, !DIExpression(), !780)
  %2864 = extractelement <16 x i8> %2859, i64 1, !dbg !781
  %2865 = zext i8 %2864 to i64, !dbg !781
  %2866 = xor i64 %2863, %2865, !dbg !782
  %2867 = mul i64 %2866, 1099511628211, !dbg !783
    #dbg_value(i64 2, !406, !DIExpression(), !780)
  %2868 = extractelement <16 x i8> %2859, i64 2, !dbg !781
  %2869 = zext i8 %2868 to i64, !dbg !781
  %2870 = xor i64 %2867, %2869, !dbg !782
  %2871 = mul i64 %2870, 1099511628211, !dbg !783
    #dbg_value(i64 3, !406, !DIExpression(), !780)
  %2872 = extractelement <16 x i8> %2859, i64 3, !dbg !781
  %2873 = zext i8 %2872 to i64, !dbg !781
  %2874 = xor i64 %2871, %2873, !dbg !782
  %2875 = mul i64 %2874, 1099511628211, !dbg !783
    #dbg_value(i64 4, !406, !DIExpression(), !780)
  %2876 = extractelement <16 x i8> %2859, i64 4, !dbg !781
  %2877 = zext i8 %2876 to i64, !dbg !781
  %2878 = xor i64 %2875, %2877, !dbg !782
  %2879 = mul i64 %2878, 1099511628211, !dbg !783
    #dbg_value(i64 5, !406, !DIExpression(), !780)
  %2880 = extractelement <16 x i8> %2859, i64 5, !dbg !781
  %2881 = zext i8 %2880 to i64, !dbg !781
  %2882 = xor i64 %2879, %2881, !dbg !782
  %2883 = mul i64 %2882, 1099511628211, !dbg !783
    #dbg_value(i64 6, !406, !DIExpression(), !780)
  %2884 = extractelement <16 x i8> %2859, i64 6, !dbg !781
  %2885 = zext i8 %2884 to i64, !dbg !781
  %2886 = xor i64 %2883, %2885, !dbg !782
  %2887 = mul i64 %2886, 1099511628211, !dbg !783
    #dbg_value(i64 7, !406, !DIExpression(), !780)
  %2888 = extractelement <16 x i8> %2859, i64 7, !dbg !781
  %2889 = zext i8 %2888 to i64, !dbg !781
  %2890 = xor i64 %2887, %2889, !dbg !782
  %2891 = mul i64 %2890, 1099511628211, !dbg !783
    #dbg_value(i64 8, !406, !DIExpression(), !780)
  %2892 = extractelement <16 x i8> %2859, i64 8, !dbg !781
  %2893 = zext i8 %2892 to i64, !dbg !781
  %2894 = xor i64 %2891, %2893, !dbg !782
  %2895 = mul i64 %2894, 1099511628211, !dbg !783
    #dbg_value(i64 9, !406, !DIExpression(), !780)
  %2896 = extractelement <16 x i8> %2859, i64 9, !dbg !781
  %2897 = zext i8 %2896 to i64, !dbg !781
  %2898 = xor i64 %2895, %2897, !dbg !782
  %2899 = mul i64 %2898, 1099511628211, !dbg !783
    #dbg_value(i64 10, !406, !DIExpression(), !780)
  %2900 = extractelement <16 x i8> %2859, i64 10, !dbg !781
  %2901 = zext i8 %2900 to i64, !dbg !781
  %2902 = xor i64 %2899, %2901, !dbg !782
  %2903 = mul i64 %2902, 1099511628211, !dbg !783
    #dbg_value(i64 11, !406, !DIExpression(), !780)
  %2904 = extractelement <16 x i8> %2859, i64 11, !dbg !781
  %2905 = zext i8 %2904 to i64, !dbg !781
  %2906 = xor i64 %2903, %2905, !dbg !782
  %2907 = mul i64 %2906, 1099511628211, !dbg !783
    #dbg_value(i64 12, !406, !DIExpression(), !780)
  %2908 = extractelement <16 x i8> %2859, i64 12, !dbg !781
  %2909 = zext i8 %2908 to i64, !dbg !781
  %2910 = xor i64 %2907, %2909, !dbg !782
  %2911 = mul i64 %2910, 1099511628211, !dbg !783
    #dbg_value(i64 13, !406, !DIExpression(), !780)
  %2912 = extractelement <16 x i8> %2859, i64 13, !dbg !781
  %2913 = zext i8 %2912 to i64, !dbg !781
  %2914 = xor i64 %2911, %2913, !dbg !782
  %2915 = mul i64 %2914, 1099511628211, !dbg !783
    #dbg_value(i64 14, !406, !DIExpression(), !780)
  %2916 = extractelement <16 x i8> %2859, i64 14, !dbg !781
  %2917 = zext i8 %2916 to i64, !dbg !781
  %2918 = xor i64 %2915, %2917, !dbg !782
  %2919 = mul i64 %2918, 1099511628211, !dbg !783
    #dbg_value(i64 15, !406, !DIExpression(), !780)
  %2920 = extractelement <16 x i8> %2859, i64 15, !dbg !781
  %2921 = zext i8 %2920 to i64, !dbg !781
  %2922 = xor i64 %2919, %2921, !dbg !782
  %2923 = mul i64 %2922, 1099511628211, !dbg !783
    #dbg_value(i64 16, !406, !DIExpression(), !780)
  %2924 = fmul <4 x float> %10, <float 0x400A666660000000, float 0x400A666660000000, float 0x400A666660000000, float 0x400A666660000000>, !dbg !784
  %2925 = tail call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %2924), !dbg !784
  %2926 = bitcast <4 x i32> %2925 to <16 x i8>, !dbg !784
    #dbg_value(<4 x i32> %2925, !334, !DIExpression(), !785)
    #dbg_value(ptr undef, !393, !DIExpression(), !786)
    #dbg_value(i64 16, !402, !DIExpression(), !786)
    #dbg_value(ptr undef, !403, !DIExpression(), !786)
    #dbg_value(i64 0, !406, !DIExpression(), !788)
    #dbg_value(i64 0, !406, !DIExpression(), !788)
  %2927 = extractelement <16 x i8> %2926, i64 0, !dbg !789
  %2928 = zext i8 %2927 to i64, !dbg !789
  %2929 = xor i64 %2923, %2928, !dbg !790
  %2930 = mul i64 %2929, 1099511628211, !dbg !791
    #dbg_value(i64 1, !406, !DIExpression(), !788)
  %2931 = extractelement <16 x i8> %2926, i64 1, !dbg !789
  %2932 = zext i8 %2931 to i64, !dbg !789
  %2933 = xor i64 %2930, %2932, !dbg !790
  %2934 = mul i64 %2933, 1099511628211, !dbg !791
    #dbg_value(i64 2, !406, !DIExpression(), !788)
  %2935 = extractelement <16 x i8> %2926, i64 2, !dbg !789
  %2936 = zext i8 %2935 to i64, !dbg !789
  %2937 = xor i64 %2934, %2936, !dbg !790
  %2938 = mul i64 %2937, 1099511628211, !dbg !791
    #dbg_value(i64 3, !406, !DIExpression(), !788)
  %2939 = extractelement <16 x i8> %2926, i64 3, !dbg !789
  %2940 = zext i8 %2939 to i64, !dbg !789
  %2941 = xor i64 %2938, %2940, !dbg !790
  %2942 = mul i64 %2941, 1099511628211, !dbg !791
    #dbg_value(i64 4, !406, !DIExpression(), !788)
  %2943 = extractelement <16 x i8> %2926, i64 4, !dbg !789
  %2944 = zext i8 %2943 to i64, !dbg !789
  %2945 = xor i64 %2942, %2944, !dbg !790
  %2946 = mul i64 %2945, 1099511628211, !dbg !791
    #dbg_value(i64 5, !406, !DIExpression(), !788)
  %2947 = extractelement <16 x i8> %2926, i64 5, !dbg !789
  %2948 = zext i8 %2947 to i64, !dbg !789
  %2949 = xor i64 %2946, %2948, !dbg !790
  %2950 = mul i64 %2949, 1099511628211, !dbg !791
    #dbg_value(i64 6, !406, !DIExpression(), !788)
  %2951 = extractelement <16 x i8> %2926, i64 6, !dbg !789
  %2952 = zext i8 %2951 to i64, !dbg !789
  %2953 = xor i64 %2950, %2952, !dbg !790
  %2954 = mul i64 %2953, 1099511628211, !dbg !791
    #dbg_value(i64 7, !406, !DIExpression(), !788)
  %2955 = extractelement <16 x i8> %2926, i64 7, !dbg !789
  %2956 = zext i8 %2955 to i64, !dbg !789
  %2957 = xor i64 %2954, %2956, !dbg !790
  %2958 = mul i64 %2957, 1099511628211, !dbg !791
    #dbg_value(i64 8, !406, !DIExpression(), !788)
  %2959 = extractelement <16 x i8> %2926, i64 8, !dbg !789
  %2960 = zext i8 %2959 to i64, !dbg !789
  %2961 = xor i64 %2958, %2960, !dbg !790
  %2962 = mul i64 %2961, 1099511628211, !dbg !791
    #dbg_value(i64 9, !406, !DIExpression(), !788)
  %2963 = extractelement <16 x i8> %2926, i64 9, !dbg !789
  %2964 = zext i8 %2963 to i64, !dbg !789
  %2965 = xor i64 %2962, %2964, !dbg !790
  %2966 = mul i64 %2965, 1099511628211, !dbg !791
    #dbg_value(i64 10, !406, !DIExpression(), !788)
  %2967 = extractelement <16 x i8> %2926, i64 10, !dbg !789
  %2968 = zext i8 %2967 to i64, !dbg !789
  %2969 = xor i64 %2966, %2968, !dbg !790
  %2970 = mul i64 %2969, 1099511628211, !dbg !791
    #dbg_value(i64 11, !406, !DIExpression(), !788)
  %2971 = extractelement <16 x i8> %2926, i64 11, !dbg !789
  %2972 = zext i8 %2971 to i64, !dbg !789
  %2973 = xor i64 %2970, %2972, !dbg !790
  %2974 = mul i64 %2973, 1099511628211, !dbg !791
    #dbg_value(i64 12, !406, !DIExpression(), !788)
  %2975 = extractelement <16 x i8> %2926, i64 12, !dbg !789
  %2976 = zext i8 %2975 to i64, !dbg !789
  %2977 = xor i64 %2974, %2976, !dbg !790
  %2978 = mul i64 %2977, 1099511628211, !dbg !791
    #dbg_value(i64 13, !406, !DIExpression(), !788)
  %2979 = extractelement <16 x i8> %2926, i64 13, !dbg !789
  %2980 = zext i8 %2979 to i64, !dbg !789
  %2981 = xor i64 %2978, %2980, !dbg !790
  %2982 = mul i64 %2981, 1099511628211, !dbg !791
    #dbg_value(i64 14, !406, !DIExpression(), !788)
  %2983 = extractelement <16 x i8> %2926, i64 14, !dbg !789
  %2984 = zext i8 %2983 to i64, !dbg !789
  %2985 = xor i64 %2982, %2984, !dbg !790
  %2986 = mul i64 %2985, 1099511628211, !dbg !791
    #dbg_value(i64 15, !406, !DIExpression(), !788)
  %2987 = extractelement <16 x i8> %2926, i64 15, !dbg !789
  %2988 = zext i8 %2987 to i64, !dbg !789
  %2989 = xor i64 %2986, %2988, !dbg !790
  %2990 = mul i64 %2989, 1099511628211, !dbg !791
    #dbg_value(i64 16, !406, !DIExpression(), !788)
  %2991 = tail call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %2924), !dbg !792
  %2992 = bitcast <4 x i32> %2991 to <16 x i8>, !dbg !792
    #dbg_value(<4 x i32> %2991, !336, !DIExpression(), !793)
    #dbg_value(ptr undef, !393, !DIExpression(), !794)
    #dbg_value(i64 16, !402, !DIExpression(), !794)
    #dbg_value(ptr undef, !403, !DIExpression(), !794)
    #dbg_value(i64 0, !406, !DIExpression(), !796)
    #dbg_value(i64 0, !406, !DIExpression(), !796)
  %2993 = extractelement <16 x i8> %2992, i64 0, !dbg !797
  %2994 = zext i8 %2993 to i64, !dbg !797
  %2995 = xor i64 %2990, %2994, !dbg !798
  %2996 = mul i64 %2995, 1099511628211, !dbg !799
    #dbg_value(i64 1, !406, !DIExpression(), !796)
  %2997 = extractelement <16 x i8> %2992, i64 1, !dbg !797
  %2998 = zext i8 %2997 to i64, !dbg !797
  %2999 = xor i64 %2996, %2998, !dbg !798
  %3000 = mul i64 %2999, 1099511628211, !dbg !799
    #dbg_value(i64 2, !406, !DIExpression(), !796)
  %3001 = extractelement <16 x i8> %2992, i64 2, !dbg !797
  %3002 = zext i8 %3001 to i64, !dbg !797
  %3003 = xor i64 %3000, %3002, !dbg !798
  %3004 = mul i64 %3003, 1099511628211, !dbg !799
    #dbg_value(i64 3, !406, !DIExpression(), !796)
  %3005 = extractelement <16 x i8> %2992, i64 3, !dbg !797
  %3006 = zext i8 %3005 to i64, !dbg !797
  %3007 = xor i64 %3004, %3006, !dbg !798
  %3008 = mul i64 %3007, 1099511628211, !dbg !799
    #dbg_value(i64 4, !406, !DIExpression(), !796)
  %3009 = extractelement <16 x i8> %2992, i64 4, !dbg !797
  %3010 = zext i8 %3009 to i64, !dbg !797
  %3011 = xor i64 %3008, %3010, !dbg !798
  %3012 = mul i64 %3011, 1099511628211, !dbg !799
    #dbg_value(i64 5, !406, !DIExpression(), !796)
  %3013 = extractelement <16 x i8> %2992, i64 5, !dbg !797
  %3014 = zext i8 %3013 to i64, !dbg !797
  %3015 = xor i64 %3012, %3014, !dbg !798
  %3016 = mul i64 %3015, 1099511628211, !dbg !799
    #dbg_value(i64 6, !406, !DIExpression(), !796)
  %3017 = extractelement <16 x i8> %2992, i64 6, !dbg !797
  %3018 = zext i8 %3017 to i64, !dbg !797
  %3019 = xor i64 %3016, %3018, !dbg !798
  %3020 = mul i64 %3019, 1099511628211, !dbg !799
    #dbg_value(i64 7, !406, !DIExpression(), !796)
  %3021 = extractelement <16 x i8> %2992, i64 7, !dbg !797
  %3022 = zext i8 %3021 to i64, !dbg !797
  %3023 = xor i64 %3020, %3022, !dbg !798
  %3024 = mul i64 %3023, 1099511628211, !dbg !799
    #dbg_value(i64 8, !406, !DIExpression(), !796)
  %3025 = extractelement <16 x i8> %2992, i64 8, !dbg !797
  %3026 = zext i8 %3025 to i64, !dbg !797
  %3027 = xor i64 %3024, %3026, !dbg !798
  %3028 = mul i64 %3027, 1099511628211, !dbg !799
    #dbg_value(i64 9, !406, !DIExpression(), !796)
  %3029 = extractelement <16 x i8> %2992, i64 9, !dbg !797
  %3030 = zext i8 %3029 to i64, !dbg !797
  %3031 = xor i64 %3028, %3030, !dbg !798
  %3032 = mul i64 %3031, 1099511628211, !dbg !799
    #dbg_value(i64 10, !406, !DIExpression(), !796)
  %3033 = extractelement <16 x i8> %2992, i64 10, !dbg !797
  %3034 = zext i8 %3033 to i64, !dbg !797
  %3035 = xor i64 %3032, %3034, !dbg !798
  %3036 = mul i64 %3035, 1099511628211, !dbg !799
    #dbg_value(i64 11, !406, !DIExpression(), !796)
  %3037 = extractelement <16 x i8> %2992, i64 11, !dbg !797
  %3038 = zext i8 %3037 to i64, !dbg !797
  %3039 = xor i64 %3036, %3038, !dbg !798
  %3040 = mul i64 %3039, 1099511628211, !dbg !799
    #dbg_value(i64 12, !406, !DIExpression(), !796)
  %3041 = extractelement <16 x i8> %2992, i64 12, !dbg !797
  %3042 = zext i8 %3041 to i64, !dbg !797
  %3043 = xor i64 %3040, %3042, !dbg !798
  %3044 = mul i64 %3043, 1099511628211, !dbg !799
    #dbg_value(i64 13, !406, !DIExpression(), !796)
  %3045 = extractelement <16 x i8> %2992, i64 13, !dbg !797
  %3046 = zext i8 %3045 to i64, !dbg !797
  %3047 = xor i64 %3044, %3046, !dbg !798
  %3048 = mul i64 %3047, 1099511628211, !dbg !799
    #dbg_value(i64 14, !406, !DIExpression(), !796)
  %3049 = extractelement <16 x i8> %2992, i64 14, !dbg !797
  %3050 = zext i8 %3049 to i64, !dbg !797
  %3051 = xor i64 %3048, %3050, !dbg !798
  %3052 = mul i64 %3051, 1099511628211, !dbg !799
    #dbg_value(i64 15, !406, !DIExpression(), !796)
  %3053 = extractelement <16 x i8> %2992, i64 15, !dbg !797
  %3054 = zext i8 %3053 to i64, !dbg !797
  %3055 = xor i64 %3052, %3054, !dbg !798
  %3056 = mul i64 %3055, 1099511628211, !dbg !799
    #dbg_value(i64 16, !406, !DIExpression(), !796)
  %3057 = tail call <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double> %84), !dbg !800
  %3058 = bitcast <4 x i32> %3057 to <16 x i8>, !dbg !800
    #dbg_value(<4 x i32> %3057, !338, !DIExpression(), !801)
    #dbg_value(ptr undef, !393, !DIExpression(), !802)
    #dbg_value(i64 16, !402, !DIExpression(), !802)
    #dbg_value(ptr undef, !403, !DIExpression(), !802)
    #dbg_value(i64 0, !406, !DIExpression(), !804)
    #dbg_value(i64 0, !406, !DIExpression(), !804)
  %3059 = extractelement <16 x i8> %3058, i64 0, !dbg !805
  %3060 = zext i8 %3059 to i64, !dbg !805
  %3061 = xor i64 %3056, %3060, !dbg !806
  %3062 = mul i64 %3061, 1099511628211, !dbg !807
    #dbg_value(i64 1, !406, !DIExpression(), !804)
  %3063 = extractelement <16 x i8> %3058, i64 1, !dbg !805
  %3064 = zext i8 %3063 to i64, !dbg !805
  %3065 = xor i64 %3062, %3064, !dbg !806
  %3066 = mul i64 %3065, 1099511628211, !dbg !807
    #dbg_value(i64 2, !406, !DIExpression(), !804)
  %3067 = extractelement <16 x i8> %3058, i64 2, !dbg !805
  %3068 = zext i8 %3067 to i64, !dbg !805
  %3069 = xor i64 %3066, %3068, !dbg !806
  %3070 = mul i64 %3069, 1099511628211, !dbg !807
    #dbg_value(i64 3, !406, !DIExpression(), !804)
  %3071 = extractelement <16 x i8> %3058, i64 3, !dbg !805
  %3072 = zext i8 %3071 to i64, !dbg !805
  %3073 = xor i64 %3070, %3072, !dbg !806
  %3074 = mul i64 %3073, 1099511628211, !dbg !807
    #dbg_value(i64 4, !406, !DIExpression(), !804)
  %3075 = extractelement <16 x i8> %3058, i64 4, !dbg !805
  %3076 = zext i8 %3075 to i64, !dbg !805
  %3077 = xor i64 %3074, %3076, !dbg !806
  %3078 = mul i64 %3077, 1099511628211, !dbg !807
    #dbg_value(i64 5, !406, !DIExpression(), !804)
  %3079 = extractelement <16 x i8> %3058, i64 5, !dbg !805
  %3080 = zext i8 %3079 to i64, !dbg !805
  %3081 = xor i64 %3078, %3080, !dbg !806
  %3082 = mul i64 %3081, 1099511628211, !dbg !807
    #dbg_value(i64 6, !406, !DIExpression(), !804)
  %3083 = extractelement <16 x i8> %3058, i64 6, !dbg !805
  %3084 = zext i8 %3083 to i64, !dbg !805
  %3085 = xor i64 %3082, %3084, !dbg !806
  %3086 = mul i64 %3085, 1099511628211, !dbg !807
    #dbg_value(i64 7, !406, !DIExpression(), !804)
  %3087 = extractelement <16 x i8> %3058, i64 7, !dbg !805
  %3088 = zext i8 %3087 to i64, !dbg !805
  %3089 = xor i64 %3086, %3088, !dbg !806
  %3090 = mul i64 %3089, 1099511628211, !dbg !807
    #dbg_value(i64 8, !406, !DIExpression(), !804)
  %3091 = extractelement <16 x i8> %3058, i64 8, !dbg !805
  %3092 = zext i8 %3091 to i64, !dbg !805
  %3093 = xor i64 %3090, %3092, !dbg !806
  %3094 = mul i64 %3093, 1099511628211, !dbg !807
    #dbg_value(i64 9, !406, !DIExpression(), !804)
  %3095 = extractelement <16 x i8> %3058, i64 9, !dbg !805
  %3096 = zext i8 %3095 to i64, !dbg !805
  %3097 = xor i64 %3094, %3096, !dbg !806
  %3098 = mul i64 %3097, 1099511628211, !dbg !807
    #dbg_value(i64 10, !406, !DIExpression(), !804)
  %3099 = extractelement <16 x i8> %3058, i64 10, !dbg !805
  %3100 = zext i8 %3099 to i64, !dbg !805
  %3101 = xor i64 %3098, %3100, !dbg !806
  %3102 = mul i64 %3101, 1099511628211, !dbg !807
    #dbg_value(i64 11, !406, !DIExpression(), !804)
  %3103 = extractelement <16 x i8> %3058, i64 11, !dbg !805
  %3104 = zext i8 %3103 to i64, !dbg !805
  %3105 = xor i64 %3102, %3104, !dbg !806
  %3106 = mul i64 %3105, 1099511628211, !dbg !807
    #dbg_value(i64 12, !406, !DIExpression(), !804)
  %3107 = extractelement <16 x i8> %3058, i64 12, !dbg !805
  %3108 = zext i8 %3107 to i64, !dbg !805
  %3109 = xor i64 %3106, %3108, !dbg !806
  %3110 = mul i64 %3109, 1099511628211, !dbg !807
    #dbg_value(i64 13, !406, !DIExpression(), !804)
  %3111 = extractelement <16 x i8> %3058, i64 13, !dbg !805
  %3112 = zext i8 %3111 to i64, !dbg !805
  %3113 = xor i64 %3110, %3112, !dbg !806
  %3114 = mul i64 %3113, 1099511628211, !dbg !807
    #dbg_value(i64 14, !406, !DIExpression(), !804)
  %3115 = extractelement <16 x i8> %3058, i64 14, !dbg !805
  %3116 = zext i8 %3115 to i64, !dbg !805
  %3117 = xor i64 %3114, %3116, !dbg !806
  %3118 = mul i64 %3117, 1099511628211, !dbg !807
    #dbg_value(i64 15, !406, !DIExpression(), !804)
  %3119 = extractelement <16 x i8> %3058, i64 15, !dbg !805
  %3120 = zext i8 %3119 to i64, !dbg !805
  %3121 = xor i64 %3118, %3120, !dbg !806
  %3122 = mul i64 %3121, 1099511628211, !dbg !807
    #dbg_value(i64 16, !406, !DIExpression(), !804)
  %3123 = tail call <4 x i32> @llvm.x86.sse2.cvttpd2dq(<2 x double> %1615), !dbg !808
  %3124 = bitcast <4 x i32> %3123 to <16 x i8>, !dbg !808
    #dbg_value(<4 x i32> %3123, !340, !DIExpression(), !809)
    #dbg_value(ptr undef, !393, !DIExpression(), !810)
    #dbg_value(i64 16, !402, !DIExpression(), !810)
    #dbg_value(ptr undef, !403, !DIExpression(), !810)
    #dbg_value(i64 0, !406, !DIExpression(), !812)
    #dbg_value(i64 0, !406, !DIExpression(), !812)
  %3125 = extractelement <16 x i8> %3124, i64 0, !dbg !813
  %3126 = zext i8 %3125 to i64, !dbg !813
  %3127 = xor i64 %3122, %3126, !dbg !814
  %3128 = mul i64 %3127, 1099511628211, !dbg !815
    #dbg_value(i64 1, !406, !DIExpression(), !812)
  %3129 = extractelement <16 x i8> %3124, i64 1, !dbg !813
  %3130 = zext i8 %3129 to i64, !dbg !813
  %3131 = xor i64 %3128, %3130, !dbg !814
  %3132 = mul i64 %3131, 1099511628211, !dbg !815
    #dbg_value(i64 2, !406, !DIExpression(), !812)
  %3133 = extractelement <16 x i8> %3124, i64 2, !dbg !813
  %3134 = zext i8 %3133 to i64, !dbg !813
  %3135 = xor i64 %3132, %3134, !dbg !814
  %3136 = mul i64 %3135, 1099511628211, !dbg !815
    #dbg_value(i64 3, !406, !DIExpression(), !812)
  %3137 = extractelement <16 x i8> %3124, i64 3, !dbg !813
  %3138 = zext i8 %3137 to i64, !dbg !813
  %3139 = xor i64 %3136, %3138, !dbg !814
  %3140 = mul i64 %3139, 1099511628211, !dbg !815
    #dbg_value(i64 4, !406, !DIExpression(), !812)
  %3141 = extractelement <16 x i8> %3124, i64 4, !dbg !813
  %3142 = zext i8 %3141 to i64, !dbg !813
  %3143 = xor i64 %3140, %3142, !dbg !814
  %3144 = mul i64 %3143, 1099511628211, !dbg !815
    #dbg_value(i64 5, !406, !DIExpression(), !812)
  %3145 = extractelement <16 x i8> %3124, i64 5, !dbg !813
  %3146 = zext i8 %3145 to i64, !dbg !813
  %3147 = xor i64 %3144, %3146, !dbg !814
  %3148 = mul i64 %3147, 1099511628211, !dbg !815
    #dbg_value(i64 6, !406, !DIExpression(), !812)
  %3149 = extractelement <16 x i8> %3124, i64 6, !dbg !813
  %3150 = zext i8 %3149 to i64, !dbg !813
  %3151 = xor i64 %3148, %3150, !dbg !814
  %3152 = mul i64 %3151, 1099511628211, !dbg !815
    #dbg_value(i64 7, !406, !DIExpression(), !812)
  %3153 = extractelement <16 x i8> %3124, i64 7, !dbg !813
  %3154 = zext i8 %3153 to i64, !dbg !813
  %3155 = xor i64 %3152, %3154, !dbg !814
  %3156 = mul i64 %3155, 1099511628211, !dbg !815
    #dbg_value(i64 8, !406, !DIExpression(), !812)
  %3157 = extractelement <16 x i8> %3124, i64 8, !dbg !813
  %3158 = zext i8 %3157 to i64, !dbg !813
  %3159 = xor i64 %3156, %3158, !dbg !814
  %3160 = mul i64 %3159, 1099511628211, !dbg !815
    #dbg_value(i64 9, !406, !DIExpression(), !812)
  %3161 = extractelement <16 x i8> %3124, i64 9, !dbg !813
  %3162 = zext i8 %3161 to i64, !dbg !813
  %3163 = xor i64 %3160, %3162, !dbg !814
  %3164 = mul i64 %3163, 1099511628211, !dbg !815
    #dbg_value(i64 10, !406, !DIExpression(), !812)
  %3165 = extractelement <16 x i8> %3124, i64 10, !dbg !813
  %3166 = zext i8 %3165 to i64, !dbg !813
  %3167 = xor i64 %3164, %3166, !dbg !814
  %3168 = mul i64 %3167, 1099511628211, !dbg !815
    #dbg_value(i64 11, !406, !DIExpression(), !812)
  %3169 = extractelement <16 x i8> %3124, i64 11, !dbg !813
  %3170 = zext i8 %3169 to i64, !dbg !813
  %3171 = xor i64 %3168, %3170, !dbg !814
  %3172 = mul i64 %3171, 1099511628211, !dbg !815
    #dbg_value(i64 12, !406, !DIExpression(), !812)
  %3173 = extractelement <16 x i8> %3124, i64 12, !dbg !813
  %3174 = zext i8 %3173 to i64, !dbg !813
  %3175 = xor i64 %3172, %3174, !dbg !814
  %3176 = mul i64 %3175, 1099511628211, !dbg !815
    #dbg_value(i64 13, !406, !DIExpression(), !812)
  %3177 = extractelement <16 x i8> %3124, i64 13, !dbg !813
  %3178 = zext i8 %3177 to i64, !dbg !813
  %3179 = xor i64 %3176, %3178, !dbg !814
  %3180 = mul i64 %3179, 1099511628211, !dbg !815
    #dbg_value(i64 14, !406, !DIExpression(), !812)
  %3181 = extractelement <16 x i8> %3124, i64 14, !dbg !813
  %3182 = zext i8 %3181 to i64, !dbg !813
  %3183 = xor i64 %3180, %3182, !dbg !814
  %3184 = mul i64 %3183, 1099511628211, !dbg !815
    #dbg_value(i64 15, !406, !DIExpression(), !812)
  %3185 = extractelement <16 x i8> %3124, i64 15, !dbg !813
  %3186 = zext i8 %3185 to i64, !dbg !813
  %3187 = xor i64 %3184, %3186, !dbg !814
  %3188 = mul i64 %3187, 1099511628211, !dbg !815
    #dbg_value(i64 16, !406, !DIExpression(), !812)
  %3189 = tail call <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double> %84), !dbg !816
  %3190 = bitcast <4 x float> %3189 to <16 x i8>, !dbg !816
    #dbg_value(<4 x float> %3189, !342, !DIExpression(), !817)
    #dbg_value(ptr undef, !393, !DIExpression(), !818)
    #dbg_value(i64 16, !402, !DIExpression(), !818)
    #dbg_value(ptr undef, !403, !DIExpression(), !818)
    #dbg_value(i64 0, !406, !DIExpression(), !820)
    #dbg_value(i64 0, !406, !DIExpression(), !820)
  %3191 = extractelement <16 x i8> %3190, i64 0, !dbg !821
  %3192 = zext i8 %3191 to i64, !dbg !821
  %3193 = xor i64 %3188, %3192, !dbg !822
  %3194 = mul i64 %3193, 1099511628211, !dbg !823
    #dbg_value(i64 1, !406, !DIExpression(), !820)
  %3195 = extractelement <16 x i8> %3190, i64 1, !dbg !821
  %3196 = zext i8 %3195 to i64, !dbg !821
  %3197 = xor i64 %3194, %3196, !dbg !822
  %3198 = mul i64 %3197, 1099511628211, !dbg !823
    #dbg_value(i64 2, !406, !DIExpression(), !820)
  %3199 = extractelement <16 x i8> %3190, i64 2, !dbg !821
  %3200 = zext i8 %3199 to i64, !dbg !821
  %3201 = xor i64 %3198, %3200, !dbg !822
  %3202 = mul i64 %3201, 1099511628211, !dbg !823
    #dbg_value(i64 3, !406, !DIExpression(), !820)
  %3203 = extractelement <16 x i8> %3190, i64 3, !dbg !821
  %3204 = zext i8 %3203 to i64, !dbg !821
  %3205 = xor i64 %3202, %3204, !dbg !822
  %3206 = mul i64 %3205, 1099511628211, !dbg !823
    #dbg_value(i64 4, !406, !DIExpression(), !820)
  %3207 = extractelement <16 x i8> %3190, i64 4, !dbg !821
  %3208 = zext i8 %3207 to i64, !dbg !821
  %3209 = xor i64 %3206, %3208, !dbg !822
  %3210 = mul i64 %3209, 1099511628211, !dbg !823
    #dbg_value(i64 5, !406, !DIExpression(), !820)
  %3211 = extractelement <16 x i8> %3190, i64 5, !dbg !821
  %3212 = zext i8 %3211 to i64, !dbg !821
  %3213 = xor i64 %3210, %3212, !dbg !822
  %3214 = mul i64 %3213, 1099511628211, !dbg !823
    #dbg_value(i64 6, !406, !DIExpression(), !820)
  %3215 = extractelement <16 x i8> %3190, i64 6, !dbg !821
  %3216 = zext i8 %3215 to i64, !dbg !821
  %3217 = xor i64 %3214, %3216, !dbg !822
  %3218 = mul i64 %3217, 1099511628211, !dbg !823
    #dbg_value(i64 7, !406, !DIExpression(), !820)
  %3219 = extractelement <16 x i8> %3190, i64 7, !dbg !821
  %3220 = zext i8 %3219 to i64, !dbg !821
  %3221 = xor i64 %3218, %3220, !dbg !822
  %3222 = mul i64 %3221, 1099511628211, !dbg !823
    #dbg_value(i64 8, !406, !DIExpression(), !820)
  %3223 = extractelement <16 x i8> %3190, i64 8, !dbg !821
  %3224 = zext i8 %3223 to i64, !dbg !821
  %3225 = xor i64 %3222, %3224, !dbg !822
  %3226 = mul i64 %3225, 1099511628211, !dbg !823
    #dbg_value(i64 9, !406, !DIExpression(), !820)
  %3227 = extractelement <16 x i8> %3190, i64 9, !dbg !821
  %3228 = zext i8 %3227 to i64, !dbg !821
  %3229 = xor i64 %3226, %3228, !dbg !822
  %3230 = mul i64 %3229, 1099511628211, !dbg !823
    #dbg_value(i64 10, !406, !DIExpression(), !820)
  %3231 = extractelement <16 x i8> %3190, i64 10, !dbg !821
  %3232 = zext i8 %3231 to i64, !dbg !821
  %3233 = xor i64 %3230, %3232, !dbg !822
  %3234 = mul i64 %3233, 1099511628211, !dbg !823
    #dbg_value(i64 11, !406, !DIExpression(), !820)
  %3235 = extractelement <16 x i8> %3190, i64 11, !dbg !821
  %3236 = zext i8 %3235 to i64, !dbg !821
  %3237 = xor i64 %3234, %3236, !dbg !822
  %3238 = mul i64 %3237, 1099511628211, !dbg !823
    #dbg_value(i64 12, !406, !DIExpression(), !820)
  %3239 = extractelement <16 x i8> %3190, i64 12, !dbg !821
  %3240 = zext i8 %3239 to i64, !dbg !821
  %3241 = xor i64 %3238, %3240, !dbg !822
  %3242 = mul i64 %3241, 1099511628211, !dbg !823
    #dbg_value(i64 13, !406, !DIExpression(), !820)
  %3243 = extractelement <16 x i8> %3190, i64 13, !dbg !821
  %3244 = zext i8 %3243 to i64, !dbg !821
  %3245 = xor i64 %3242, %3244, !dbg !822
  %3246 = mul i64 %3245, 1099511628211, !dbg !823
    #dbg_value(i64 14, !406, !DIExpression(), !820)
  %3247 = extractelement <16 x i8> %3190, i64 14, !dbg !821
  %3248 = zext i8 %3247 to i64, !dbg !821
  %3249 = xor i64 %3246, %3248, !dbg !822
  %3250 = mul i64 %3249, 1099511628211, !dbg !823
    #dbg_value(i64 15, !406, !DIExpression(), !820)
  %3251 = extractelement <16 x i8> %3190, i64 15, !dbg !821
  %3252 = zext i8 %3251 to i64, !dbg !821
  %3253 = xor i64 %3250, %3252, !dbg !822
  %3254 = mul i64 %3253, 1099511628211, !dbg !823
    #dbg_value(i64 16, !406, !DIExpression(), !820)
  %3255 = sitofp <4 x i32> %15 to <4 x float>, !dbg !824
  %3256 = bitcast <4 x float> %3255 to <16 x i8>, !dbg !824
    #dbg_value(<4 x float> %3255, !344, !DIExpression(), !825)
    #dbg_value(ptr undef, !393, !DIExpression(), !826)
    #dbg_value(i64 16, !402, !DIExpression(), !826)
    #dbg_value(ptr undef, !403, !DIExpression(), !826)
    #dbg_value(i64 0, !406, !DIExpression(), !828)
    #dbg_value(i64 0, !406, !DIExpression(), !828)
  %3257 = extractelement <16 x i8> %3256, i64 0, !dbg !829
  %3258 = zext i8 %3257 to i64, !dbg !829
  %3259 = xor i64 %3254, %3258, !dbg !830
  %3260 = mul i64 %3259, 1099511628211, !dbg !831
    #dbg_value(i64 1, !406, !DIExpression(), !828)
  %3261 = extractelement <16 x i8> %3256, i64 1, !dbg !829
  %3262 = zext i8 %3261 to i64, !dbg !829
  %3263 = xor i64 %3260, %3262, !dbg !830
  %3264 = mul i64 %3263, 1099511628211, !dbg !831
    #dbg_value(i64 2, !406, !DIExpression(), !828)
  %3265 = extractelement <16 x i8> %3256, i64 2, !dbg !829
  %3266 = zext i8 %3265 to i64, !dbg !829
  %3267 = xor i64 %3264, %3266, !dbg !830
  %3268 = mul i64 %3267, 1099511628211, !dbg !831
    #dbg_value(i64 3, !406, !DIExpression(), !828)
  %3269 = extractelement <16 x i8> %3256, i64 3, !dbg !829
  %3270 = zext i8 %3269 to i64, !dbg !829
  %3271 = xor i64 %3268, %3270, !dbg !830
  %3272 = mul i64 %3271, 1099511628211, !dbg !831
    #dbg_value(i64 4, !406, !DIExpression(), !828)
  %3273 = extractelement <16 x i8> %3256, i64 4, !dbg !829
  %3274 = zext i8 %3273 to i64, !dbg !829
  %3275 = xor i64 %3272, %3274, !dbg !830
  %3276 = mul i64 %3275, 1099511628211, !dbg !831
    #dbg_value(i64 5, !406, !DIExpression(), !828)
  %3277 = extractelement <16 x i8> %3256, i64 5, !dbg !829
  %3278 = zext i8 %3277 to i64, !dbg !829
  %3279 = xor i64 %3276, %3278, !dbg !830
  %3280 = mul i64 %3279, 1099511628211, !dbg !831
    #dbg_value(i64 6, !406, !DIExpression(), !828)
  %3281 = extractelement <16 x i8> %3256, i64 6, !dbg !829
  %3282 = zext i8 %3281 to i64, !dbg !829
  %3283 = xor i64 %3280, %3282, !dbg !830
  %3284 = mul i64 %3283, 1099511628211, !dbg !831
    #dbg_value(i64 7, !406, !DIExpression(), !828)
  %3285 = extractelement <16 x i8> %3256, i64 7, !dbg !829
  %3286 = zext i8 %3285 to i64, !dbg !829
  %3287 = xor i64 %3284, %3286, !dbg !830
  %3288 = mul i64 %3287, 1099511628211, !dbg !831
    #dbg_value(i64 8, !406, !DIExpression(), !828)
  %3289 = extractelement <16 x i8> %3256, i64 8, !dbg !829
  %3290 = zext i8 %3289 to i64, !dbg !829
  %3291 = xor i64 %3288, %3290, !dbg !830
  %3292 = mul i64 %3291, 1099511628211, !dbg !831
    #dbg_value(i64 9, !406, !DIExpression(), !828)
  %3293 = extractelement <16 x i8> %3256, i64 9, !dbg !829
  %3294 = zext i8 %3293 to i64, !dbg !829
  %3295 = xor i64 %3292, %3294, !dbg !830
  %3296 = mul i64 %3295, 1099511628211, !dbg !831
    #dbg_value(i64 10, !406, !DIExpression(), !828)
  %3297 = extractelement <16 x i8> %3256, i64 10, !dbg !829
  %3298 = zext i8 %3297 to i64, !dbg !829
  %3299 = xor i64 %3296, %3298, !dbg !830
  %3300 = mul i64 %3299, 1099511628211, !dbg !831
    #dbg_value(i64 11, !406, !DIExpression(), !828)
  %3301 = extractelement <16 x i8> %3256, i64 11, !dbg !829
  %3302 = zext i8 %3301 to i64, !dbg !829
  %3303 = xor i64 %3300, %3302, !dbg !830
  %3304 = mul i64 %3303, 1099511628211, !dbg !831
    #dbg_value(i64 12, !406, !DIExpression(), !828)
  %3305 = extractelement <16 x i8> %3256, i64 12, !dbg !829
  %3306 = zext i8 %3305 to i64, !dbg !829
  %3307 = xor i64 %3304, %3306, !dbg !830
  %3308 = mul i64 %3307, 1099511628211, !dbg !831
    #dbg_value(i64 13, !406, !DIExpression(), !828)
  %3309 = extractelement <16 x i8> %3256, i64 13, !dbg !829
  %3310 = zext i8 %3309 to i64, !dbg !829
  %3311 = xor i64 %3308, %3310, !dbg !830
  %3312 = mul i64 %3311, 1099511628211, !dbg !831
    #dbg_value(i64 14, !406, !DIExpression(), !828)
  %3313 = extractelement <16 x i8> %3256, i64 14, !dbg !829
  %3314 = zext i8 %3313 to i64, !dbg !829
  %3315 = xor i64 %3312, %3314, !dbg !830
  %3316 = mul i64 %3315, 1099511628211, !dbg !831
    #dbg_value(i64 15, !406, !DIExpression(), !828)
  %3317 = extractelement <16 x i8> %3256, i64 15, !dbg !829
  %3318 = zext i8 %3317 to i64, !dbg !829
  %3319 = xor i64 %3316, %3318, !dbg !830
  %3320 = mul i64 %3319, 1099511628211, !dbg !831
    #dbg_value(i64 16, !406, !DIExpression(), !828)
  %3321 = shufflevector <4 x i32> %16, <4 x i32> poison, <2 x i32> <i32 0, i32 1>, !dbg !832
  %3322 = sitofp <2 x i32> %3321 to <2 x double>, !dbg !832
  %3323 = bitcast <2 x double> %3322 to <16 x i8>, !dbg !832
    #dbg_value(<2 x double> %3322, !346, !DIExpression(), !833)
    #dbg_value(ptr undef, !393, !DIExpression(), !834)
    #dbg_value(i64 16, !402, !DIExpression(), !834)
    #dbg_value(ptr undef, !403, !DIExpression(), !834)
    #dbg_value(i64 0, !406, !DIExpression(), !836)
    #dbg_value(i64 0, !406, !DIExpression(), !836)
  %3324 = extractelement <16 x i8> %3323, i64 0, !dbg !837
  %3325 = zext i8 %3324 to i64, !dbg !837
  %3326 = xor i64 %3320, %3325, !dbg !838
  %3327 = mul i64 %3326, 1099511628211, !dbg !839
    #dbg_value(i64 1, !406, !DIExpression(), !836)
  %3328 = extractelement <16 x i8> %3323, i64 1, !dbg !837
  %3329 = zext i8 %3328 to i64, !dbg !837
  %3330 = xor i64 %3327, %3329, !dbg !838
  %3331 = mul i64 %3330, 1099511628211, !dbg !839
    #dbg_value(i64 2, !406, !DIExpression(), !836)
  %3332 = extractelement <16 x i8> %3323, i64 2, !dbg !837
  %3333 = zext i8 %3332 to i64, !dbg !837
  %3334 = xor i64 %3331, %3333, !dbg !838
  %3335 = mul i64 %3334, 1099511628211, !dbg !839
    #dbg_value(i64 3, !406, !DIExpression(), !836)
  %3336 = extractelement <16 x i8> %3323, i64 3, !dbg !837
  %3337 = zext i8 %3336 to i64, !dbg !837
  %3338 = xor i64 %3335, %3337, !dbg !838
  %3339 = mul i64 %3338, 1099511628211, !dbg !839
    #dbg_value(i64 4, !406, !DIExpression(), !836)
  %3340 = extractelement <16 x i8> %3323, i64 4, !dbg !837
  %3341 = zext i8 %3340 to i64, !dbg !837
  %3342 = xor i64 %3339, %3341, !dbg !838
  %3343 = mul i64 %3342, 1099511628211, !dbg !839
    #dbg_value(i64 5, !406, !DIExpression(), !836)
  %3344 = extractelement <16 x i8> %3323, i64 5, !dbg !837
  %3345 = zext i8 %3344 to i64, !dbg !837
  %3346 = xor i64 %3343, %3345, !dbg !838
  %3347 = mul i64 %3346, 1099511628211, !dbg !839
    #dbg_value(i64 6, !406, !DIExpression(), !836)
  %3348 = extractelement <16 x i8> %3323, i64 6, !dbg !837
  %3349 = zext i8 %3348 to i64, !dbg !837
  %3350 = xor i64 %3347, %3349, !dbg !838
  %3351 = mul i64 %3350, 1099511628211, !dbg !839
    #dbg_value(i64 7, !406, !DIExpression(), !836)
  %3352 = extractelement <16 x i8> %3323, i64 7, !dbg !837
  %3353 = zext i8 %3352 to i64, !dbg !837
  %3354 = xor i64 %3351, %3353, !dbg !838
  %3355 = mul i64 %3354, 1099511628211, !dbg !839
    #dbg_value(i64 8, !406, !DIExpression(), !836)
  %3356 = extractelement <16 x i8> %3323, i64 8, !dbg !837
  %3357 = zext i8 %3356 to i64, !dbg !837
  %3358 = xor i64 %3355, %3357, !dbg !838
  %3359 = mul i64 %3358, 1099511628211, !dbg !839
    #dbg_value(i64 9, !406, !DIExpression(), !836)
  %3360 = extractelement <16 x i8> %3323, i64 9, !dbg !837
  %3361 = zext i8 %3360 to i64, !dbg !837
  %3362 = xor i64 %3359, %3361, !dbg !838
  %3363 = mul i64 %3362, 1099511628211, !dbg !839
    #dbg_value(i64 10, !406, !DIExpression(), !836)
  %3364 = extractelement <16 x i8> %3323, i64 10, !dbg !837
  %3365 = zext i8 %3364 to i64, !dbg !837
  %3366 = xor i64 %3363, %3365, !dbg !838
  %3367 = mul i64 %3366, 1099511628211, !dbg !839
    #dbg_value(i64 11, !406, !DIExpression(), !836)
  %3368 = extractelement <16 x i8> %3323, i64 11, !dbg !837
  %3369 = zext i8 %3368 to i64, !dbg !837
  %3370 = xor i64 %3367, %3369, !dbg !838
  %3371 = mul i64 %3370, 1099511628211, !dbg !839
    #dbg_value(i64 12, !406, !DIExpression(), !836)
  %3372 = extractelement <16 x i8> %3323, i64 12, !dbg !837
  %3373 = zext i8 %3372 to i64, !dbg !837
  %3374 = xor i64 %3371, %3373, !dbg !838
  %3375 = mul i64 %3374, 1099511628211, !dbg !839
    #dbg_value(i64 13, !406, !DIExpression(), !836)
  %3376 = extractelement <16 x i8> %3323, i64 13, !dbg !837
  %3377 = zext i8 %3376 to i64, !dbg !837
  %3378 = xor i64 %3375, %3377, !dbg !838
  %3379 = mul i64 %3378, 1099511628211, !dbg !839
    #dbg_value(i64 14, !406, !DIExpression(), !836)
  %3380 = extractelement <16 x i8> %3323, i64 14, !dbg !837
  %3381 = zext i8 %3380 to i64, !dbg !837
  %3382 = xor i64 %3379, %3381, !dbg !838
  %3383 = mul i64 %3382, 1099511628211, !dbg !839
    #dbg_value(i64 15, !406, !DIExpression(), !836)
  %3384 = extractelement <16 x i8> %3323, i64 15, !dbg !837
  %3385 = zext i8 %3384 to i64, !dbg !837
  %3386 = xor i64 %3383, %3385, !dbg !838
  %3387 = mul i64 %3386, 1099511628211, !dbg !839
    #dbg_value(i64 16, !406, !DIExpression(), !836)
  %3388 = tail call i32 @llvm.x86.sse.cvtss2si(<4 x float> %10), !dbg !840
  %3389 = tail call i32 @llvm.x86.sse.cvttss2si(<4 x float> %12), !dbg !841
  %3390 = add i32 %3389, %3388, !dbg !842
  %3391 = tail call i32 @llvm.x86.sse2.cvtsd2si(<2 x double> %84), !dbg !843
  %3392 = add i32 %3390, %3391, !dbg !844
    #dbg_value(i32 %3392, !348, !DIExpression(), !378)
  %3393 = lshr i32 %3392, 8, !dbg !845
  %3394 = lshr i32 %3392, 16, !dbg !845
  %3395 = lshr i32 %3392, 24, !dbg !845
  %3396 = zext nneg i32 %3395 to i64, !dbg !845
    #dbg_value(i32 %3392, !349, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !846)
    #dbg_value(i32 %3393, !349, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !846)
    #dbg_value(i32 %3394, !349, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !846)
    #dbg_value(i32 %3395, !349, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !846)
    #dbg_value(ptr undef, !393, !DIExpression(), !847)
    #dbg_value(i64 4, !402, !DIExpression(), !847)
    #dbg_value(ptr undef, !403, !DIExpression(), !847)
    #dbg_value(i64 0, !406, !DIExpression(), !849)
    #dbg_value(i64 0, !406, !DIExpression(), !849)
  %3397 = and i32 %3392, 255, !dbg !850
  %3398 = zext nneg i32 %3397 to i64, !dbg !850
  %3399 = xor i64 %3387, %3398, !dbg !851
  %3400 = mul i64 %3399, 1099511628211, !dbg !852
    #dbg_value(i64 1, !406, !DIExpression(), !849)
  %3401 = and i32 %3393, 255, !dbg !850
  %3402 = zext nneg i32 %3401 to i64, !dbg !850
  %3403 = xor i64 %3400, %3402, !dbg !851
  %3404 = mul i64 %3403, 1099511628211, !dbg !852
    #dbg_value(i64 2, !406, !DIExpression(), !849)
  %3405 = and i32 %3394, 255, !dbg !850
  %3406 = zext nneg i32 %3405 to i64, !dbg !850
  %3407 = xor i64 %3404, %3406, !dbg !851
  %3408 = mul i64 %3407, 1099511628211, !dbg !852
    #dbg_value(i64 3, !406, !DIExpression(), !849)
  %3409 = xor i64 %3408, %3396, !dbg !851
  %3410 = mul i64 %3409, 1099511628211, !dbg !852
    #dbg_value(i64 4, !406, !DIExpression(), !849)
  %3411 = tail call i64 @llvm.x86.sse.cvtss2si64(<4 x float> %12), !dbg !853
  %3412 = tail call i64 @llvm.x86.sse2.cvtsd2si64(<2 x double> %1615), !dbg !854
  %3413 = add i64 %3412, %3411, !dbg !855
    #dbg_value(i64 %3413, !351, !DIExpression(), !378)
  %3414 = lshr i64 %3413, 8, !dbg !856
  %3415 = lshr i64 %3413, 16, !dbg !856
  %3416 = lshr i64 %3413, 24, !dbg !856
  %3417 = lshr i64 %3413, 32, !dbg !856
  %3418 = lshr i64 %3413, 40, !dbg !856
  %3419 = lshr i64 %3413, 48, !dbg !856
  %3420 = lshr i64 %3413, 56, !dbg !856
    #dbg_value(i64 %3413, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !857)
    #dbg_value(i64 %3414, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !857)
    #dbg_value(i64 %3415, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !857)
    #dbg_value(i64 %3416, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !857)
    #dbg_value(i64 %3417, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !857)
    #dbg_value(i64 %3418, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !857)
    #dbg_value(i64 %3419, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !857)
    #dbg_value(i64 %3420, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !857)
    #dbg_value(ptr undef, !393, !DIExpression(), !858)
    #dbg_value(i64 8, !402, !DIExpression(), !858)
    #dbg_value(ptr undef, !403, !DIExpression(), !858)
    #dbg_value(i64 0, !406, !DIExpression(), !860)
    #dbg_value(i64 0, !406, !DIExpression(), !860)
  %3421 = and i64 %3413, 255, !dbg !861
  %3422 = xor i64 %3410, %3421, !dbg !862
  %3423 = mul i64 %3422, 1099511628211, !dbg !863
    #dbg_value(i64 1, !406, !DIExpression(), !860)
  %3424 = and i64 %3414, 255, !dbg !861
  %3425 = xor i64 %3423, %3424, !dbg !862
  %3426 = mul i64 %3425, 1099511628211, !dbg !863
    #dbg_value(i64 2, !406, !DIExpression(), !860)
  %3427 = and i64 %3415, 255, !dbg !861
  %3428 = xor i64 %3426, %3427, !dbg !862
  %3429 = mul i64 %3428, 1099511628211, !dbg !863
    #dbg_value(i64 3, !406, !DIExpression(), !860)
  %3430 = and i64 %3416, 255, !dbg !861
  %3431 = xor i64 %3429, %3430, !dbg !862
  %3432 = mul i64 %3431, 1099511628211, !dbg !863
    #dbg_value(i64 4, !406, !DIExpression(), !860)
  %3433 = and i64 %3417, 255, !dbg !861
  %3434 = xor i64 %3432, %3433, !dbg !862
  %3435 = mul i64 %3434, 1099511628211, !dbg !863
    #dbg_value(i64 5, !406, !DIExpression(), !860)
  %3436 = and i64 %3418, 255, !dbg !861
  %3437 = xor i64 %3435, %3436, !dbg !862
  %3438 = mul i64 %3437, 1099511628211, !dbg !863
    #dbg_value(i64 6, !406, !DIExpression(), !860)
  %3439 = and i64 %3419, 255, !dbg !861
  %3440 = xor i64 %3438, %3439, !dbg !862
  %3441 = mul i64 %3440, 1099511628211, !dbg !863
    #dbg_value(i64 7, !406, !DIExpression(), !860)
  %3442 = xor i64 %3441, %3420, !dbg !862
  %3443 = mul i64 %3442, 1099511628211, !dbg !863
    #dbg_value(i64 8, !406, !DIExpression(), !860)
  %3444 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> %10), !dbg !864
  %3445 = tail call <4 x float> @llvm.sqrt.v4f32(<4 x float> %3444), !dbg !864
  %3446 = bitcast <4 x float> %3445 to <16 x i8>, !dbg !864
    #dbg_value(<4 x float> %3445, !354, !DIExpression(), !865)
    #dbg_value(ptr undef, !393, !DIExpression(), !866)
    #dbg_value(i64 16, !402, !DIExpression(), !866)
    #dbg_value(ptr undef, !403, !DIExpression(), !866)
    #dbg_value(i64 0, !406, !DIExpression(), !868)
    #dbg_value(i64 0, !406, !DIExpression(), !868)
  %3447 = extractelement <16 x i8> %3446, i64 0, !dbg !869
  %3448 = zext i8 %3447 to i64, !dbg !869
  %3449 = xor i64 %3443, %3448, !dbg !870
  %3450 = mul i64 %3449, 1099511628211, !dbg !871
    #dbg_value(i64 1, !406, !DIExpression(), !868)
  %3451 = extractelement <16 x i8> %3446, i64 1, !dbg !869
  %3452 = zext i8 %3451 to i64, !dbg !869
  %3453 = xor i64 %3450, %3452, !dbg !870
  %3454 = mul i64 %3453, 1099511628211, !dbg !871
    #dbg_value(i64 2, !406, !DIExpression(), !868)
  %3455 = extractelement <16 x i8> %3446, i64 2, !dbg !869
  %3456 = zext i8 %3455 to i64, !dbg !869
  %3457 = xor i64 %3454, %3456, !dbg !870
  %3458 = mul i64 %3457, 1099511628211, !dbg !871
    #dbg_value(i64 3, !406, !DIExpression(), !868)
  %3459 = extractelement <16 x i8> %3446, i64 3, !dbg !869
  %3460 = zext i8 %3459 to i64, !dbg !869
  %3461 = xor i64 %3458, %3460, !dbg !870
  %3462 = mul i64 %3461, 1099511628211, !dbg !871
    #dbg_value(i64 4, !406, !DIExpression(), !868)
  %3463 = extractelement <16 x i8> %3446, i64 4, !dbg !869
  %3464 = zext i8 %3463 to i64, !dbg !869
  %3465 = xor i64 %3462, %3464, !dbg !870
  %3466 = mul i64 %3465, 1099511628211, !dbg !871
    #dbg_value(i64 5, !406, !DIExpression(), !868)
  %3467 = extractelement <16 x i8> %3446, i64 5, !dbg !869
  %3468 = zext i8 %3467 to i64, !dbg !869
  %3469 = xor i64 %3466, %3468, !dbg !870
  %3470 = mul i64 %3469, 1099511628211, !dbg !871
    #dbg_value(i64 6, !406, !DIExpression(), !868)
  %3471 = extractelement <16 x i8> %3446, i64 6, !dbg !869
  %3472 = zext i8 %3471 to i64, !dbg !869
  %3473 = xor i64 %3470, %3472, !dbg !870
  %3474 = mul i64 %3473, 1099511628211, !dbg !871
    #dbg_value(i64 7, !406, !DIExpression(), !868)
  %3475 = extractelement <16 x i8> %3446, i64 7, !dbg !869
  %3476 = zext i8 %3475 to i64, !dbg !869
  %3477 = xor i64 %3474, %3476, !dbg !870
  %3478 = mul i64 %3477, 1099511628211, !dbg !871
    #dbg_value(i64 8, !406, !DIExpression(), !868)
  %3479 = extractelement <16 x i8> %3446, i64 8, !dbg !869
  %3480 = zext i8 %3479 to i64, !dbg !869
  %3481 = xor i64 %3478, %3480, !dbg !870
  %3482 = mul i64 %3481, 1099511628211, !dbg !871
    #dbg_value(i64 9, !406, !DIExpression(), !868)
  %3483 = extractelement <16 x i8> %3446, i64 9, !dbg !869
  %3484 = zext i8 %3483 to i64, !dbg !869
  %3485 = xor i64 %3482, %3484, !dbg !870
  %3486 = mul i64 %3485, 1099511628211, !dbg !871
    #dbg_value(i64 10, !406, !DIExpression(), !868)
  %3487 = extractelement <16 x i8> %3446, i64 10, !dbg !869
  %3488 = zext i8 %3487 to i64, !dbg !869
  %3489 = xor i64 %3486, %3488, !dbg !870
  %3490 = mul i64 %3489, 1099511628211, !dbg !871
    #dbg_value(i64 11, !406, !DIExpression(), !868)
  %3491 = extractelement <16 x i8> %3446, i64 11, !dbg !869
  %3492 = zext i8 %3491 to i64, !dbg !869
  %3493 = xor i64 %3490, %3492, !dbg !870
  %3494 = mul i64 %3493, 1099511628211, !dbg !871
    #dbg_value(i64 12, !406, !DIExpression(), !868)
  %3495 = extractelement <16 x i8> %3446, i64 12, !dbg !869
  %3496 = zext i8 %3495 to i64, !dbg !869
  %3497 = xor i64 %3494, %3496, !dbg !870
  %3498 = mul i64 %3497, 1099511628211, !dbg !871
    #dbg_value(i64 13, !406, !DIExpression(), !868)
  %3499 = extractelement <16 x i8> %3446, i64 13, !dbg !869
  %3500 = zext i8 %3499 to i64, !dbg !869
  %3501 = xor i64 %3498, %3500, !dbg !870
  %3502 = mul i64 %3501, 1099511628211, !dbg !871
    #dbg_value(i64 14, !406, !DIExpression(), !868)
  %3503 = extractelement <16 x i8> %3446, i64 14, !dbg !869
  %3504 = zext i8 %3503 to i64, !dbg !869
  %3505 = xor i64 %3502, %3504, !dbg !870
  %3506 = mul i64 %3505, 1099511628211, !dbg !871
    #dbg_value(i64 15, !406, !DIExpression(), !868)
  %3507 = extractelement <16 x i8> %3446, i64 15, !dbg !869
  %3508 = zext i8 %3507 to i64, !dbg !869
  %3509 = xor i64 %3506, %3508, !dbg !870
  %3510 = mul i64 %3509, 1099511628211, !dbg !871
    #dbg_value(i64 16, !406, !DIExpression(), !868)
  %3511 = sitofp i32 %0 to float, !dbg !872
  %3512 = fadd float %3511, 3.000000e+00, !dbg !873
  %3513 = insertelement <4 x float> poison, float %3512, i64 0, !dbg !874
  %3514 = shufflevector <4 x float> %3513, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !874
    #dbg_value(<4 x float> %3514, !356, !DIExpression(), !378)
  %3515 = tail call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %3514), !dbg !875
  %3516 = fmul <4 x float> %3514, %3515, !dbg !876
  %3517 = extractelement <4 x float> %3516, i64 0, !dbg !877
    #dbg_value(float %3517, !357, !DIExpression(), !378)
  %3518 = tail call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> %3514), !dbg !878
  %3519 = fmul <4 x float> %3518, %3518, !dbg !879
  %3520 = fmul <4 x float> %3514, %3519, !dbg !880
  %3521 = extractelement <4 x float> %3520, i64 0, !dbg !881
    #dbg_value(float %3521, !358, !DIExpression(), !378)
  %3522 = fcmp ogt float %3517, 0x3FEFF7CEE0000000, !dbg !882
  %3523 = fcmp olt float %3517, 0x3FF00418A0000000
  %3524 = and i1 %3522, %3523, !dbg !883
  %3525 = fcmp ogt float %3521, 0x3FEFF7CEE0000000
  %3526 = fcmp olt float %3521, 0x3FF00418A0000000, !dbg !883
  %3527 = and i1 %3525, %3526, !dbg !883
  %3528 = select i1 %3524, i1 %3527, i1 false, !dbg !883
    #dbg_value(i8 0, !360, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !884)
    #dbg_value(i8 0, !360, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !884)
    #dbg_value(i8 0, !360, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !884)
    #dbg_value(ptr undef, !393, !DIExpression(), !885)
    #dbg_value(i64 4, !402, !DIExpression(), !885)
    #dbg_value(ptr undef, !403, !DIExpression(), !885)
    #dbg_value(i64 0, !406, !DIExpression(), !887)
    #dbg_value(i64 0, !406, !DIExpression(), !887)
  %3529 = zext i1 %3528 to i64, !dbg !888
    #dbg_value(i64 %3529, !359, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !378)
    #dbg_value(i64 %3529, !360, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !884)
  %3530 = xor i64 %3510, %3529, !dbg !889
    #dbg_value(i64 1, !406, !DIExpression(), !887)
    #dbg_value(i64 2, !406, !DIExpression(), !887)
    #dbg_value(i64 3, !406, !DIExpression(), !887)
  %3531 = mul i64 %3530, -6919028725695267695, !dbg !890
    #dbg_value(i64 4, !406, !DIExpression(), !887)
  %3532 = extractelement <8 x i16> %85, i64 5, !dbg !891
  %3533 = lshr i16 %3532, 8, !dbg !891
  %3534 = zext nneg i16 %3533 to i64, !dbg !891
    #dbg_value(i16 %3532, !362, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !892)
    #dbg_value(i16 %3533, !362, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !892)
    #dbg_value(i8 0, !362, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !892)
    #dbg_value(i8 0, !362, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !892)
    #dbg_value(ptr undef, !393, !DIExpression(), !893)
    #dbg_value(i64 4, !402, !DIExpression(), !893)
    #dbg_value(ptr undef, !403, !DIExpression(), !893)
    #dbg_value(i64 0, !406, !DIExpression(), !895)
    #dbg_value(i64 0, !406, !DIExpression(), !895)
  %3535 = and i16 %3532, 255, !dbg !896
  %3536 = zext nneg i16 %3535 to i64, !dbg !896
  %3537 = xor i64 %3531, %3536, !dbg !897
  %3538 = mul i64 %3537, 1099511628211, !dbg !898
    #dbg_value(i64 1, !406, !DIExpression(), !895)
  %3539 = xor i64 %3538, %3534, !dbg !897
    #dbg_value(i64 2, !406, !DIExpression(), !895)
    #dbg_value(i64 3, !406, !DIExpression(), !895)
  %3540 = mul i64 %3539, 624165263380053675, !dbg !898
    #dbg_value(i64 4, !406, !DIExpression(), !895)
  %3541 = trunc i32 %3392 to i16, !dbg !899
  %3542 = insertelement <8 x i16> %85, i16 %3541, i64 2, !dbg !899
  %3543 = bitcast <8 x i16> %3542 to <16 x i8>, !dbg !899
    #dbg_value(<8 x i16> %3542, !364, !DIExpression(), !900)
    #dbg_value(ptr undef, !393, !DIExpression(), !901)
    #dbg_value(i64 16, !402, !DIExpression(), !901)
    #dbg_value(ptr undef, !403, !DIExpression(), !901)
    #dbg_value(i64 0, !406, !DIExpression(), !903)
    #dbg_value(i64 0, !406, !DIExpression(), !903)
  %3544 = extractelement <16 x i8> %3543, i64 0, !dbg !904
  %3545 = zext i8 %3544 to i64, !dbg !904
  %3546 = xor i64 %3540, %3545, !dbg !905
  %3547 = mul i64 %3546, 1099511628211, !dbg !906
    #dbg_value(i64 1, !406, !DIExpression(), !903)
  %3548 = extractelement <16 x i8> %3543, i64 1, !dbg !904
  %3549 = zext i8 %3548 to i64, !dbg !904
  %3550 = xor i64 %3547, %3549, !dbg !905
  %3551 = mul i64 %3550, 1099511628211, !dbg !906
    #dbg_value(i64 2, !406, !DIExpression(), !903)
  %3552 = extractelement <16 x i8> %3543, i64 2, !dbg !904
  %3553 = zext i8 %3552 to i64, !dbg !904
  %3554 = xor i64 %3551, %3553, !dbg !905
  %3555 = mul i64 %3554, 1099511628211, !dbg !906
    #dbg_value(i64 3, !406, !DIExpression(), !903)
  %3556 = extractelement <16 x i8> %3543, i64 3, !dbg !904
  %3557 = zext i8 %3556 to i64, !dbg !904
  %3558 = xor i64 %3555, %3557, !dbg !905
  %3559 = mul i64 %3558, 1099511628211, !dbg !906
    #dbg_value(i64 4, !406, !DIExpression(), !903)
  %3560 = and i32 %3392, 255, !dbg !904
  %3561 = zext nneg i32 %3560 to i64, !dbg !904
  %3562 = xor i64 %3559, %3561, !dbg !905
  %3563 = mul i64 %3562, 1099511628211, !dbg !906
    #dbg_value(i64 5, !406, !DIExpression(), !903)
  %3564 = extractelement <16 x i8> %3543, i64 5, !dbg !904
  %3565 = zext i8 %3564 to i64, !dbg !904
  %3566 = xor i64 %3563, %3565, !dbg !905
  %3567 = mul i64 %3566, 1099511628211, !dbg !906
    #dbg_value(i64 6, !406, !DIExpression(), !903)
  %3568 = extractelement <16 x i8> %3543, i64 6, !dbg !904
  %3569 = zext i8 %3568 to i64, !dbg !904
  %3570 = xor i64 %3567, %3569, !dbg !905
  %3571 = mul i64 %3570, 1099511628211, !dbg !906
    #dbg_value(i64 7, !406, !DIExpression(), !903)
  %3572 = extractelement <16 x i8> %3543, i64 7, !dbg !904
  %3573 = zext i8 %3572 to i64, !dbg !904
  %3574 = xor i64 %3571, %3573, !dbg !905
  %3575 = mul i64 %3574, 1099511628211, !dbg !906
    #dbg_value(i64 8, !406, !DIExpression(), !903)
  %3576 = extractelement <16 x i8> %3543, i64 8, !dbg !904
  %3577 = zext i8 %3576 to i64, !dbg !904
  %3578 = xor i64 %3575, %3577, !dbg !905
  %3579 = mul i64 %3578, 1099511628211, !dbg !906
    #dbg_value(i64 9, !406, !DIExpression(), !903)
  %3580 = extractelement <16 x i8> %3543, i64 9, !dbg !904
  %3581 = zext i8 %3580 to i64, !dbg !904
  %3582 = xor i64 %3579, %3581, !dbg !905
  %3583 = mul i64 %3582, 1099511628211, !dbg !906
    #dbg_value(i64 10, !406, !DIExpression(), !903)
  %3584 = extractelement <16 x i8> %3543, i64 10, !dbg !904
  %3585 = zext i8 %3584 to i64, !dbg !904
  %3586 = xor i64 %3583, %3585, !dbg !905
  %3587 = mul i64 %3586, 1099511628211, !dbg !906
    #dbg_value(i64 11, !406, !DIExpression(), !903)
  %3588 = extractelement <16 x i8> %3543, i64 11, !dbg !904
  %3589 = zext i8 %3588 to i64, !dbg !904
  %3590 = xor i64 %3587, %3589, !dbg !905
  %3591 = mul i64 %3590, 1099511628211, !dbg !906
    #dbg_value(i64 12, !406, !DIExpression(), !903)
  %3592 = extractelement <16 x i8> %3543, i64 12, !dbg !904
  %3593 = zext i8 %3592 to i64, !dbg !904
  %3594 = xor i64 %3591, %3593, !dbg !905
  %3595 = mul i64 %3594, 1099511628211, !dbg !906
    #dbg_value(i64 13, !406, !DIExpression(), !903)
  %3596 = extractelement <16 x i8> %3543, i64 13, !dbg !904
  %3597 = zext i8 %3596 to i64, !dbg !904
  %3598 = xor i64 %3595, %3597, !dbg !905
  %3599 = mul i64 %3598, 1099511628211, !dbg !906
    #dbg_value(i64 14, !406, !DIExpression(), !903)
  %3600 = extractelement <16 x i8> %3543, i64 14, !dbg !904
  %3601 = zext i8 %3600 to i64, !dbg !904
  %3602 = xor i64 %3599, %3601, !dbg !905
  %3603 = mul i64 %3602, 1099511628211, !dbg !906
    #dbg_value(i64 15, !406, !DIExpression(), !903)
  %3604 = extractelement <16 x i8> %3543, i64 15, !dbg !904
  %3605 = zext i8 %3604 to i64, !dbg !904
  %3606 = xor i64 %3603, %3605, !dbg !905
  %3607 = mul i64 %3606, 1099511628211, !dbg !906
    #dbg_value(i64 16, !406, !DIExpression(), !903)
  %3608 = extractelement <4 x i32> %15, i64 0, !dbg !907
  %3609 = lshr i32 %3608, 8, !dbg !907
  %3610 = lshr i32 %3608, 16, !dbg !907
  %3611 = lshr i32 %3608, 24, !dbg !907
  %3612 = zext nneg i32 %3611 to i64, !dbg !907
    #dbg_value(i32 %3608, !366, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !908)
    #dbg_value(i32 %3609, !366, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !908)
    #dbg_value(i32 %3610, !366, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !908)
    #dbg_value(i32 %3611, !366, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !908)
    #dbg_value(ptr undef, !393, !DIExpression(), !909)
    #dbg_value(i64 4, !402, !DIExpression(), !909)
    #dbg_value(ptr undef, !403, !DIExpression(), !909)
    #dbg_value(i64 0, !406, !DIExpression(), !911)
    #dbg_value(i64 0, !406, !DIExpression(), !911)
  %3613 = and i32 %3608, 255, !dbg !912
  %3614 = zext nneg i32 %3613 to i64, !dbg !912
  %3615 = xor i64 %3607, %3614, !dbg !913
  %3616 = mul i64 %3615, 1099511628211, !dbg !914
    #dbg_value(i64 1, !406, !DIExpression(), !911)
  %3617 = and i32 %3609, 255, !dbg !912
  %3618 = zext nneg i32 %3617 to i64, !dbg !912
  %3619 = xor i64 %3616, %3618, !dbg !913
  %3620 = mul i64 %3619, 1099511628211, !dbg !914
    #dbg_value(i64 2, !406, !DIExpression(), !911)
  %3621 = and i32 %3610, 255, !dbg !912
  %3622 = zext nneg i32 %3621 to i64, !dbg !912
  %3623 = xor i64 %3620, %3622, !dbg !913
  %3624 = mul i64 %3623, 1099511628211, !dbg !914
    #dbg_value(i64 3, !406, !DIExpression(), !911)
  %3625 = xor i64 %3624, %3612, !dbg !913
  %3626 = mul i64 %3625, 1099511628211, !dbg !914
    #dbg_value(i64 4, !406, !DIExpression(), !911)
  %3627 = extractelement <2 x i64> %8, i64 0, !dbg !915
  %3628 = lshr i64 %3627, 8, !dbg !915
  %3629 = lshr i64 %3627, 16, !dbg !915
  %3630 = lshr i64 %3627, 24, !dbg !915
  %3631 = lshr i64 %3627, 32, !dbg !915
  %3632 = lshr i64 %3627, 40, !dbg !915
  %3633 = lshr i64 %3627, 48, !dbg !915
  %3634 = lshr i64 %3627, 56, !dbg !915
    #dbg_value(i64 %3627, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !916)
    #dbg_value(i64 %3628, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !916)
    #dbg_value(i64 %3629, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !916)
    #dbg_value(i64 %3630, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !916)
    #dbg_value(i64 %3631, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !916)
    #dbg_value(i64 %3632, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !916)
    #dbg_value(i64 %3633, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !916)
    #dbg_value(i64 %3634, !368, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !916)
    #dbg_value(ptr undef, !393, !DIExpression(), !917)
    #dbg_value(i64 8, !402, !DIExpression(), !917)
    #dbg_value(ptr undef, !403, !DIExpression(), !917)
    #dbg_value(i64 0, !406, !DIExpression(), !919)
    #dbg_value(i64 0, !406, !DIExpression(), !919)
  %3635 = and i64 %3627, 255, !dbg !920
  %3636 = xor i64 %3626, %3635, !dbg !921
  %3637 = mul i64 %3636, 1099511628211, !dbg !922
    #dbg_value(i64 1, !406, !DIExpression(), !919)
  %3638 = and i64 %3628, 255, !dbg !920
  %3639 = xor i64 %3637, %3638, !dbg !921
  %3640 = mul i64 %3639, 1099511628211, !dbg !922
    #dbg_value(i64 2, !406, !DIExpression(), !919)
  %3641 = and i64 %3629, 255, !dbg !920
  %3642 = xor i64 %3640, %3641, !dbg !921
  %3643 = mul i64 %3642, 1099511628211, !dbg !922
    #dbg_value(i64 3, !406, !DIExpression(), !919)
  %3644 = and i64 %3630, 255, !dbg !920
  %3645 = xor i64 %3643, %3644, !dbg !921
  %3646 = mul i64 %3645, 1099511628211, !dbg !922
    #dbg_value(i64 4, !406, !DIExpression(), !919)
  %3647 = and i64 %3631, 255, !dbg !920
  %3648 = xor i64 %3646, %3647, !dbg !921
  %3649 = mul i64 %3648, 1099511628211, !dbg !922
    #dbg_value(i64 5, !406, !DIExpression(), !919)
  %3650 = and i64 %3632, 255, !dbg !920
  %3651 = xor i64 %3649, %3650, !dbg !921
  %3652 = mul i64 %3651, 1099511628211, !dbg !922
    #dbg_value(i64 6, !406, !DIExpression(), !919)
  %3653 = and i64 %3633, 255, !dbg !920
  %3654 = xor i64 %3652, %3653, !dbg !921
  %3655 = mul i64 %3654, 1099511628211, !dbg !922
    #dbg_value(i64 7, !406, !DIExpression(), !919)
  %3656 = xor i64 %3655, %3634, !dbg !921
  %3657 = mul i64 %3656, 1099511628211, !dbg !922
    #dbg_value(i64 8, !406, !DIExpression(), !919)
  %3658 = tail call <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8> %283, <16 x i8> %284), !dbg !923
    #dbg_value(<16 x i8> %3658, !370, !DIExpression(), !924)
    #dbg_value(ptr undef, !393, !DIExpression(), !925)
    #dbg_value(i64 16, !402, !DIExpression(), !925)
    #dbg_value(ptr undef, !403, !DIExpression(), !925)
    #dbg_value(i64 0, !406, !DIExpression(), !927)
    #dbg_value(i64 0, !406, !DIExpression(), !927)
  %3659 = extractelement <16 x i8> %3658, i64 0, !dbg !928
  %3660 = zext i8 %3659 to i64, !dbg !928
  %3661 = xor i64 %3657, %3660, !dbg !929
  %3662 = mul i64 %3661, 1099511628211, !dbg !930
    #dbg_value(i64 1, !406, !DIExpression(), !927)
  %3663 = extractelement <16 x i8> %3658, i64 1, !dbg !928
  %3664 = zext i8 %3663 to i64, !dbg !928
  %3665 = xor i64 %3662, %3664, !dbg !929
  %3666 = mul i64 %3665, 1099511628211, !dbg !930
    #dbg_value(i64 2, !406, !DIExpression(), !927)
  %3667 = extractelement <16 x i8> %3658, i64 2, !dbg !928
  %3668 = zext i8 %3667 to i64, !dbg !928
  %3669 = xor i64 %3666, %3668, !dbg !929
  %3670 = mul i64 %3669, 1099511628211, !dbg !930
    #dbg_value(i64 3, !406, !DIExpression(), !927)
  %3671 = extractelement <16 x i8> %3658, i64 3, !dbg !928
  %3672 = zext i8 %3671 to i64, !dbg !928
  %3673 = xor i64 %3670, %3672, !dbg !929
  %3674 = mul i64 %3673, 1099511628211, !dbg !930
    #dbg_value(i64 4, !406, !DIExpression(), !927)
  %3675 = extractelement <16 x i8> %3658, i64 4, !dbg !928
  %3676 = zext i8 %3675 to i64, !dbg !928
  %3677 = xor i64 %3674, %3676, !dbg !929
  %3678 = mul i64 %3677, 1099511628211, !dbg !930
    #dbg_value(i64 5, !406, !DIExpression(), !927)
  %3679 = extractelement <16 x i8> %3658, i64 5, !dbg !928
  %3680 = zext i8 %3679 to i64, !dbg !928
  %3681 = xor i64 %3678, %3680, !dbg !929
  %3682 = mul i64 %3681, 1099511628211, !dbg !930
    #dbg_value(i64 6, !406, !DIExpression(), !927)
  %3683 = extractelement <16 x i8> %3658, i64 6, !dbg !928
  %3684 = zext i8 %3683 to i64, !dbg !928
  %3685 = xor i64 %3682, %3684, !dbg !929
  %3686 = mul i64 %3685, 1099511628211, !dbg !930
    #dbg_value(i64 7, !406, !DIExpression(), !927)
  %3687 = extractelement <16 x i8> %3658, i64 7, !dbg !928
  %3688 = zext i8 %3687 to i64, !dbg !928
  %3689 = xor i64 %3686, %3688, !dbg !929
  %3690 = mul i64 %3689, 1099511628211, !dbg !930
    #dbg_value(i64 8, !406, !DIExpression(), !927)
  %3691 = extractelement <16 x i8> %3658, i64 8, !dbg !928
  %3692 = zext i8 %3691 to i64, !dbg !928
  %3693 = xor i64 %3690, %3692, !dbg !929
  %3694 = mul i64 %3693, 1099511628211, !dbg !930
    #dbg_value(i64 9, !406, !DIExpression(), !927)
  %3695 = extractelement <16 x i8> %3658, i64 9, !dbg !928
  %3696 = zext i8 %3695 to i64, !dbg !928
  %3697 = xor i64 %3694, %3696, !dbg !929
  %3698 = mul i64 %3697, 1099511628211, !dbg !930
    #dbg_value(i64 10, !406, !DIExpression(), !927)
  %3699 = extractelement <16 x i8> %3658, i64 10, !dbg !928
  %3700 = zext i8 %3699 to i64, !dbg !928
  %3701 = xor i64 %3698, %3700, !dbg !929
  %3702 = mul i64 %3701, 1099511628211, !dbg !930
    #dbg_value(i64 11, !406, !DIExpression(), !927)
  %3703 = extractelement <16 x i8> %3658, i64 11, !dbg !928
  %3704 = zext i8 %3703 to i64, !dbg !928
  %3705 = xor i64 %3702, %3704, !dbg !929
  %3706 = mul i64 %3705, 1099511628211, !dbg !930
    #dbg_value(i64 12, !406, !DIExpression(), !927)
  %3707 = extractelement <16 x i8> %3658, i64 12, !dbg !928
  %3708 = zext i8 %3707 to i64, !dbg !928
  %3709 = xor i64 %3706, %3708, !dbg !929
  %3710 = mul i64 %3709, 1099511628211, !dbg !930
    #dbg_value(i64 13, !406, !DIExpression(), !927)
  %3711 = extractelement <16 x i8> %3658, i64 13, !dbg !928
  %3712 = zext i8 %3711 to i64, !dbg !928
  %3713 = xor i64 %3710, %3712, !dbg !929
  %3714 = mul i64 %3713, 1099511628211, !dbg !930
    #dbg_value(i64 14, !406, !DIExpression(), !927)
  %3715 = extractelement <16 x i8> %3658, i64 14, !dbg !928
  %3716 = zext i8 %3715 to i64, !dbg !928
  %3717 = xor i64 %3714, %3716, !dbg !929
  %3718 = mul i64 %3717, 1099511628211, !dbg !930
    #dbg_value(i64 15, !406, !DIExpression(), !927)
  %3719 = extractelement <16 x i8> %3658, i64 15, !dbg !928
  %3720 = zext i8 %3719 to i64, !dbg !928
  %3721 = xor i64 %3718, %3720, !dbg !929
  %3722 = mul i64 %3721, 1099511628211, !dbg !930
    #dbg_value(i64 16, !406, !DIExpression(), !927)
  %3723 = tail call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %85, <8 x i16> %86), !dbg !931
  %3724 = bitcast <8 x i16> %3723 to <16 x i8>, !dbg !931
    #dbg_value(<8 x i16> %3723, !372, !DIExpression(), !932)
    #dbg_value(ptr undef, !393, !DIExpression(), !933)
    #dbg_value(i64 16, !402, !DIExpression(), !933)
    #dbg_value(ptr undef, !403, !DIExpression(), !933)
    #dbg_value(i64 0, !406, !DIExpression(), !935)
    #dbg_value(i64 0, !406, !DIExpression(), !935)
  %3725 = extractelement <16 x i8> %3724, i64 0, !dbg !936
  %3726 = zext i8 %3725 to i64, !dbg !936
  %3727 = xor i64 %3722, %3726, !dbg !937
  %3728 = mul i64 %3727, 1099511628211, !dbg !938
    #dbg_value(i64 1, !406, !DIExpression(), !935)
  %3729 = extractelement <16 x i8> %3724, i64 1, !dbg !936
  %3730 = zext i8 %3729 to i64, !dbg !936
  %3731 = xor i64 %3728, %3730, !dbg !937
  %3732 = mul i64 %3731, 1099511628211, !dbg !938
    #dbg_value(i64 2, !406, !DIExpression(), !935)
  %3733 = extractelement <16 x i8> %3724, i64 2, !dbg !936
  %3734 = zext i8 %3733 to i64, !dbg !936
  %3735 = xor i64 %3732, %3734, !dbg !937
  %3736 = mul i64 %3735, 1099511628211, !dbg !938
    #dbg_value(i64 3, !406, !DIExpression(), !935)
  %3737 = extractelement <16 x i8> %3724, i64 3, !dbg !936
  %3738 = zext i8 %3737 to i64, !dbg !936
  %3739 = xor i64 %3736, %3738, !dbg !937
  %3740 = mul i64 %3739, 1099511628211, !dbg !938
    #dbg_value(i64 4, !406, !DIExpression(), !935)
  %3741 = extractelement <16 x i8> %3724, i64 4, !dbg !936
  %3742 = zext i8 %3741 to i64, !dbg !936
  %3743 = xor i64 %3740, %3742, !dbg !937
  %3744 = mul i64 %3743, 1099511628211, !dbg !938
    #dbg_value(i64 5, !406, !DIExpression(), !935)
  %3745 = extractelement <16 x i8> %3724, i64 5, !dbg !936
  %3746 = zext i8 %3745 to i64, !dbg !936
  %3747 = xor i64 %3744, %3746, !dbg !937
  %3748 = mul i64 %3747, 1099511628211, !dbg !938
    #dbg_value(i64 6, !406, !DIExpression(), !935)
  %3749 = extractelement <16 x i8> %3724, i64 6, !dbg !936
  %3750 = zext i8 %3749 to i64, !dbg !936
  %3751 = xor i64 %3748, %3750, !dbg !937
  %3752 = mul i64 %3751, 1099511628211, !dbg !938
    #dbg_value(i64 7, !406, !DIExpression(), !935)
  %3753 = extractelement <16 x i8> %3724, i64 7, !dbg !936
  %3754 = zext i8 %3753 to i64, !dbg !936
  %3755 = xor i64 %3752, %3754, !dbg !937
  %3756 = mul i64 %3755, 1099511628211, !dbg !938
    #dbg_value(i64 8, !406, !DIExpression(), !935)
  %3757 = extractelement <16 x i8> %3724, i64 8, !dbg !936
  %3758 = zext i8 %3757 to i64, !dbg !936
  %3759 = xor i64 %3756, %3758, !dbg !937
  %3760 = mul i64 %3759, 1099511628211, !dbg !938
    #dbg_value(i64 9, !406, !DIExpression(), !935)
  %3761 = extractelement <16 x i8> %3724, i64 9, !dbg !936
  %3762 = zext i8 %3761 to i64, !dbg !936
  %3763 = xor i64 %3760, %3762, !dbg !937
  %3764 = mul i64 %3763, 1099511628211, !dbg !938
    #dbg_value(i64 10, !406, !DIExpression(), !935)
  %3765 = extractelement <16 x i8> %3724, i64 10, !dbg !936
  %3766 = zext i8 %3765 to i64, !dbg !936
  %3767 = xor i64 %3764, %3766, !dbg !937
  %3768 = mul i64 %3767, 1099511628211, !dbg !938
    #dbg_value(i64 11, !406, !DIExpression(), !935)
  %3769 = extractelement <16 x i8> %3724, i64 11, !dbg !936
  %3770 = zext i8 %3769 to i64, !dbg !936
  %3771 = xor i64 %3768, %3770, !dbg !937
  %3772 = mul i64 %3771, 1099511628211, !dbg !938
    #dbg_value(i64 12, !406, !DIExpression(), !935)
  %3773 = extractelement <16 x i8> %3724, i64 12, !dbg !936
  %3774 = zext i8 %3773 to i64, !dbg !936
  %3775 = xor i64 %3772, %3774, !dbg !937
  %3776 = mul i64 %3775, 1099511628211, !dbg !938
    #dbg_value(i64 13, !406, !DIExpression(), !935)
  %3777 = extractelement <16 x i8> %3724, i64 13, !dbg !936
  %3778 = zext i8 %3777 to i64, !dbg !936
  %3779 = xor i64 %3776, %3778, !dbg !937
  %3780 = mul i64 %3779, 1099511628211, !dbg !938
    #dbg_value(i64 14, !406, !DIExpression(), !935)
  %3781 = extractelement <16 x i8> %3724, i64 14, !dbg !936
  %3782 = zext i8 %3781 to i64, !dbg !936
  %3783 = xor i64 %3780, %3782, !dbg !937
  %3784 = mul i64 %3783, 1099511628211, !dbg !938
    #dbg_value(i64 15, !406, !DIExpression(), !935)
  %3785 = extractelement <16 x i8> %3724, i64 15, !dbg !936
  %3786 = zext i8 %3785 to i64, !dbg !936
  %3787 = xor i64 %3784, %3786, !dbg !937
  %3788 = mul i64 %3787, 1099511628211, !dbg !938
    #dbg_value(i64 16, !406, !DIExpression(), !935)
  %3789 = xor <2 x i64> %4, <i64 -1, i64 -1>, !dbg !939
  %3790 = and <2 x i64> %8, %3789, !dbg !939
  %3791 = bitcast <2 x i64> %3790 to <16 x i8>, !dbg !939
    #dbg_value(<2 x i64> %3790, !374, !DIExpression(), !940)
    #dbg_value(ptr undef, !393, !DIExpression(), !941)
    #dbg_value(i64 16, !402, !DIExpression(), !941)
    #dbg_value(ptr undef, !403, !DIExpression(), !941)
    #dbg_value(i64 0, !406, !DIExpression(), !943)
    #dbg_value(i64 0, !406, !DIExpression(), !943)
  %3792 = extractelement <16 x i8> %3791, i64 0, !dbg !944
  %3793 = zext i8 %3792 to i64, !dbg !944
  %3794 = xor i64 %3788, %3793, !dbg !945
  %3795 = mul i64 %3794, 1099511628211, !dbg !946
    #dbg_value(i64 1, !406, !DIExpression(), !943)
  %3796 = extractelement <16 x i8> %3791, i64 1, !dbg !944
  %3797 = zext i8 %3796 to i64, !dbg !944
  %3798 = xor i64 %3795, %3797, !dbg !945
  %3799 = mul i64 %3798, 1099511628211, !dbg !946
    #dbg_value(i64 2, !406, !DIExpression(), !943)
  %3800 = extractelement <16 x i8> %3791, i64 2, !dbg !944
  %3801 = zext i8 %3800 to i64, !dbg !944
  %3802 = xor i64 %3799, %3801, !dbg !945
  %3803 = mul i64 %3802, 1099511628211, !dbg !946
    #dbg_value(i64 3, !406, !DIExpression(), !943)
  %3804 = extractelement <16 x i8> %3791, i64 3, !dbg !944
  %3805 = zext i8 %3804 to i64, !dbg !944
  %3806 = xor i64 %3803, %3805, !dbg !945
  %3807 = mul i64 %3806, 1099511628211, !dbg !946
    #dbg_value(i64 4, !406, !DIExpression(), !943)
  %3808 = extractelement <16 x i8> %3791, i64 4, !dbg !944
  %3809 = zext i8 %3808 to i64, !dbg !944
  %3810 = xor i64 %3807, %3809, !dbg !945
  %3811 = mul i64 %3810, 1099511628211, !dbg !946
    #dbg_value(i64 5, !406, !DIExpression(), !943)
  %3812 = extractelement <16 x i8> %3791, i64 5, !dbg !944
  %3813 = zext i8 %3812 to i64, !dbg !944
  %3814 = xor i64 %3811, %3813, !dbg !945
  %3815 = mul i64 %3814, 1099511628211, !dbg !946
    #dbg_value(i64 6, !406, !DIExpression(), !943)
  %3816 = extractelement <16 x i8> %3791, i64 6, !dbg !944
  %3817 = zext i8 %3816 to i64, !dbg !944
  %3818 = xor i64 %3815, %3817, !dbg !945
  %3819 = mul i64 %3818, 1099511628211, !dbg !946
    #dbg_value(i64 7, !406, !DIExpression(), !943)
  %3820 = extractelement <16 x i8> %3791, i64 7, !dbg !944
  %3821 = zext i8 %3820 to i64, !dbg !944
  %3822 = xor i64 %3819, %3821, !dbg !945
  %3823 = mul i64 %3822, 1099511628211, !dbg !946
    #dbg_value(i64 8, !406, !DIExpression(), !943)
  %3824 = extractelement <16 x i8> %3791, i64 8, !dbg !944
  %3825 = zext i8 %3824 to i64, !dbg !944
  %3826 = xor i64 %3823, %3825, !dbg !945
  %3827 = mul i64 %3826, 1099511628211, !dbg !946
    #dbg_value(i64 9, !406, !DIExpression(), !943)
  %3828 = extractelement <16 x i8> %3791, i64 9, !dbg !944
  %3829 = zext i8 %3828 to i64, !dbg !944
  %3830 = xor i64 %3827, %3829, !dbg !945
  %3831 = mul i64 %3830, 1099511628211, !dbg !946
    #dbg_value(i64 10, !406, !DIExpression(), !943)
  %3832 = extractelement <16 x i8> %3791, i64 10, !dbg !944
  %3833 = zext i8 %3832 to i64, !dbg !944
  %3834 = xor i64 %3831, %3833, !dbg !945
  %3835 = mul i64 %3834, 1099511628211, !dbg !946
    #dbg_value(i64 11, !406, !DIExpression(), !943)
  %3836 = extractelement <16 x i8> %3791, i64 11, !dbg !944
  %3837 = zext i8 %3836 to i64, !dbg !944
  %3838 = xor i64 %3835, %3837, !dbg !945
  %3839 = mul i64 %3838, 1099511628211, !dbg !946
    #dbg_value(i64 12, !406, !DIExpression(), !943)
  %3840 = extractelement <16 x i8> %3791, i64 12, !dbg !944
  %3841 = zext i8 %3840 to i64, !dbg !944
  %3842 = xor i64 %3839, %3841, !dbg !945
  %3843 = mul i64 %3842, 1099511628211, !dbg !946
    #dbg_value(i64 13, !406, !DIExpression(), !943)
  %3844 = extractelement <16 x i8> %3791, i64 13, !dbg !944
  %3845 = zext i8 %3844 to i64, !dbg !944
  %3846 = xor i64 %3843, %3845, !dbg !945
  %3847 = mul i64 %3846, 1099511628211, !dbg !946
    #dbg_value(i64 14, !406, !DIExpression(), !943)
  %3848 = extractelement <16 x i8> %3791, i64 14, !dbg !944
  %3849 = zext i8 %3848 to i64, !dbg !944
  %3850 = xor i64 %3847, %3849, !dbg !945
  %3851 = mul i64 %3850, 1099511628211, !dbg !946
    #dbg_value(i64 15, !406, !DIExpression(), !943)
  %3852 = extractelement <16 x i8> %3791, i64 15, !dbg !944
  %3853 = zext i8 %3852 to i64, !dbg !944
  %3854 = xor i64 %3851, %3853, !dbg !945
  %3855 = mul i64 %3854, 1099511628211, !dbg !946
    #dbg_value(i64 16, !406, !DIExpression(), !943)
  %3856 = add <2 x i64> %8, %4, !dbg !947
  %3857 = bitcast <2 x i64> %3856 to <16 x i8>, !dbg !947
    #dbg_value(<2 x i64> %3856, !376, !DIExpression(), !948)
    #dbg_value(ptr undef, !393, !DIExpression(), !949)
    #dbg_value(i64 16, !402, !DIExpression(), !949)
    #dbg_value(ptr undef, !403, !DIExpression(), !949)
    #dbg_value(i64 0, !406, !DIExpression(), !951)
    #dbg_value(i64 0, !406, !DIExpression(), !951)
  %3858 = extractelement <16 x i8> %3857, i64 0, !dbg !952
  %3859 = zext i8 %3858 to i64, !dbg !952
  %3860 = xor i64 %3855, %3859, !dbg !953
  %3861 = mul i64 %3860, 1099511628211, !dbg !954
    #dbg_value(i64 1, !406, !DIExpression(), !951)
  %3862 = extractelement <16 x i8> %3857, i64 1, !dbg !952
  %3863 = zext i8 %3862 to i64, !dbg !952
  %3864 = xor i64 %3861, %3863, !dbg !953
  %3865 = mul i64 %3864, 1099511628211, !dbg !954
    #dbg_value(i64 2, !406, !DIExpression(), !951)
  %3866 = extractelement <16 x i8> %3857, i64 2, !dbg !952
  %3867 = zext i8 %3866 to i64, !dbg !952
  %3868 = xor i64 %3865, %3867, !dbg !953
  %3869 = mul i64 %3868, 1099511628211, !dbg !954
    #dbg_value(i64 3, !406, !DIExpression(), !951)
  %3870 = extractelement <16 x i8> %3857, i64 3, !dbg !952
  %3871 = zext i8 %3870 to i64, !dbg !952
  %3872 = xor i64 %3869, %3871, !dbg !953
  %3873 = mul i64 %3872, 1099511628211, !dbg !954
    #dbg_value(i64 4, !406, !DIExpression(), !951)
  %3874 = extractelement <16 x i8> %3857, i64 4, !dbg !952
  %3875 = zext i8 %3874 to i64, !dbg !952
  %3876 = xor i64 %3873, %3875, !dbg !953
  %3877 = mul i64 %3876, 1099511628211, !dbg !954
    #dbg_value(i64 5, !406, !DIExpression(), !951)
  %3878 = extractelement <16 x i8> %3857, i64 5, !dbg !952
  %3879 = zext i8 %3878 to i64, !dbg !952
  %3880 = xor i64 %3877, %3879, !dbg !953
  %3881 = mul i64 %3880, 1099511628211, !dbg !954
    #dbg_value(i64 6, !406, !DIExpression(), !951)
  %3882 = extractelement <16 x i8> %3857, i64 6, !dbg !952
  %3883 = zext i8 %3882 to i64, !dbg !952
  %3884 = xor i64 %3881, %3883, !dbg !953
  %3885 = mul i64 %3884, 1099511628211, !dbg !954
    #dbg_value(i64 7, !406, !DIExpression(), !951)
  %3886 = extractelement <16 x i8> %3857, i64 7, !dbg !952
  %3887 = zext i8 %3886 to i64, !dbg !952
  %3888 = xor i64 %3885, %3887, !dbg !953
  %3889 = mul i64 %3888, 1099511628211, !dbg !954
    #dbg_value(i64 8, !406, !DIExpression(), !951)
  %3890 = extractelement <16 x i8> %3857, i64 8, !dbg !952
  %3891 = zext i8 %3890 to i64, !dbg !952
  %3892 = xor i64 %3889, %3891, !dbg !953
  %3893 = mul i64 %3892, 1099511628211, !dbg !954
    #dbg_value(i64 9, !406, !DIExpression(), !951)
  %3894 = extractelement <16 x i8> %3857, i64 9, !dbg !952
  %3895 = zext i8 %3894 to i64, !dbg !952
  %3896 = xor i64 %3893, %3895, !dbg !953
  %3897 = mul i64 %3896, 1099511628211, !dbg !954
    #dbg_value(i64 10, !406, !DIExpression(), !951)
  %3898 = extractelement <16 x i8> %3857, i64 10, !dbg !952
  %3899 = zext i8 %3898 to i64, !dbg !952
  %3900 = xor i64 %3897, %3899, !dbg !953
  %3901 = mul i64 %3900, 1099511628211, !dbg !954
    #dbg_value(i64 11, !406, !DIExpression(), !951)
  %3902 = extractelement <16 x i8> %3857, i64 11, !dbg !952
  %3903 = zext i8 %3902 to i64, !dbg !952
  %3904 = xor i64 %3901, %3903, !dbg !953
  %3905 = mul i64 %3904, 1099511628211, !dbg !954
    #dbg_value(i64 12, !406, !DIExpression(), !951)
  %3906 = extractelement <16 x i8> %3857, i64 12, !dbg !952
  %3907 = zext i8 %3906 to i64, !dbg !952
  %3908 = xor i64 %3905, %3907, !dbg !953
  %3909 = mul i64 %3908, 1099511628211, !dbg !954
    #dbg_value(i64 13, !406, !DIExpression(), !951)
  %3910 = extractelement <16 x i8> %3857, i64 13, !dbg !952
  %3911 = zext i8 %3910 to i64, !dbg !952
  %3912 = xor i64 %3909, %3911, !dbg !953
  %3913 = mul i64 %3912, 1099511628211, !dbg !954
    #dbg_value(i64 14, !406, !DIExpression(), !951)
  %3914 = extractelement <16 x i8> %3857, i64 14, !dbg !952
  %3915 = zext i8 %3914 to i64, !dbg !952
  %3916 = xor i64 %3913, %3915, !dbg !953
  %3917 = mul i64 %3916, 1099511628211, !dbg !954
    #dbg_value(i64 15, !406, !DIExpression(), !951)
  %3918 = extractelement <16 x i8> %3857, i64 15, !dbg !952
  %3919 = zext i8 %3918 to i64, !dbg !952
  %3920 = xor i64 %3917, %3919, !dbg !953
  %3921 = mul i64 %3920, 1099511628211, !dbg !954
    #dbg_value(i64 16, !406, !DIExpression(), !951)
  store i64 %3921, ptr @hash, align 8, !dbg !955, !tbaa !177
  ret void, !dbg !956
}

; Function Attrs: nofree nounwind
declare !dbg !957 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sse4(i32 noundef %0) unnamed_addr #4 !dbg !964 {
    #dbg_value(i32 %0, !966, !DIExpression(), !1076)
  %2 = sext i32 %0 to i64, !dbg !1077
  %3 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %2, !dbg !1077
  %4 = load <2 x i64>, ptr %3, align 4, !dbg !1078, !tbaa !381
    #dbg_value(<2 x i64> %4, !967, !DIExpression(), !1076)
  %5 = add nsw i32 %0, 4, !dbg !1079
  %6 = sext i32 %5 to i64, !dbg !1080
  %7 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %6, !dbg !1080
  %8 = load <2 x i64>, ptr %7, align 4, !dbg !1081, !tbaa !381
    #dbg_value(<2 x i64> %8, !968, !DIExpression(), !1076)
  %9 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %2, !dbg !1082
  %10 = load <4 x float>, ptr %9, align 4, !dbg !1083, !tbaa !381
    #dbg_value(<4 x float> %10, !969, !DIExpression(), !1076)
  %11 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %6, !dbg !1084
  %12 = load <4 x float>, ptr %11, align 4, !dbg !1085, !tbaa !381
    #dbg_value(<4 x float> %12, !970, !DIExpression(), !1076)
  %13 = shufflevector <4 x float> %10, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !1086
    #dbg_value(<2 x double> %82, !971, !DIExpression(), !1076)
  %14 = shufflevector <4 x float> %12, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !1087
    #dbg_value(<2 x double> %83, !972, !DIExpression(), !1076)
  %15 = tail call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %10, <4 x float> %12), !dbg !1088
  %16 = bitcast <4 x float> %15 to <16 x i8>, !dbg !1088
    #dbg_value(<4 x float> %15, !973, !DIExpression(), !1089)
    #dbg_value(ptr undef, !393, !DIExpression(), !1090)
    #dbg_value(i64 16, !402, !DIExpression(), !1090)
    #dbg_value(ptr undef, !403, !DIExpression(), !1090)
    #dbg_value(i64 0, !406, !DIExpression(), !1092)
  %17 = load i64, ptr @hash, align 8, !tbaa !177
    #dbg_value(i64 0, !406, !DIExpression(), !1092)
  %18 = extractelement <16 x i8> %16, i64 0, !dbg !1093
  %19 = zext i8 %18 to i64, !dbg !1093
  %20 = xor i64 %17, %19, !dbg !1094
  %21 = mul i64 %20, 1099511628211, !dbg !1095
    #dbg_value(i64 1, !406, !DIExpression(), !1092)
  %22 = extractelement <16 x i8> %16, i64 1, !dbg !1093
  %23 = zext i8 %22 to i64, !dbg !1093
  %24 = xor i64 %21, %23, !dbg !1094
  %25 = mul i64 %24, 1099511628211, !dbg !1095
    #dbg_value(i64 2, !406, !DIExpression(), !1092)
  %26 = extractelement <16 x i8> %16, i64 2, !dbg !1093
  %27 = zext i8 %26 to i64, !dbg !1093
  %28 = xor i64 %25, %27, !dbg !1094
  %29 = mul i64 %28, 1099511628211, !dbg !1095
    #dbg_value(i64 3, !406, !DIExpression(), !1092)
  %30 = extractelement <16 x i8> %16, i64 3, !dbg !1093
  %31 = zext i8 %30 to i64, !dbg !1093
  %32 = xor i64 %29, %31, !dbg !1094
  %33 = mul i64 %32, 1099511628211, !dbg !1095
    #dbg_value(i64 4, !406, !DIExpression(), !1092)
  %34 = extractelement <16 x i8> %16, i64 4, !dbg !1093
  %35 = zext i8 %34 to i64, !dbg !1093
  %36 = xor i64 %33, %35, !dbg !1094
  %37 = mul i64 %36, 1099511628211, !dbg !1095
    #dbg_value(i64 5, !406, !DIExpression(), !1092)
  %38 = extractelement <16 x i8> %16, i64 5, !dbg !1093
  %39 = zext i8 %38 to i64, !dbg !1093
  %40 = xor i64 %37, %39, !dbg !1094
  %41 = mul i64 %40, 1099511628211, !dbg !1095
    #dbg_value(i64 6, !406, !DIExpression(), !1092)
  %42 = extractelement <16 x i8> %16, i64 6, !dbg !1093
  %43 = zext i8 %42 to i64, !dbg !1093
  %44 = xor i64 %41, %43, !dbg !1094
  %45 = mul i64 %44, 1099511628211, !dbg !1095
    #dbg_value(i64 7, !406, !DIExpression(), !1092)
  %46 = extractelement <16 x i8> %16, i64 7, !dbg !1093
  %47 = zext i8 %46 to i64, !dbg !1093
  %48 = xor i64 %45, %47, !dbg !1094
  %49 = mul i64 %48, 1099511628211, !dbg !1095
    #dbg_value(i64 8, !406, !DIExpression(), !1092)
  %50 = extractelement <16 x i8> %16, i64 8, !dbg !1093
  %51 = zext i8 %50 to i64, !dbg !1093
  %52 = xor i64 %49, %51, !dbg !1094
  %53 = mul i64 %52, 1099511628211, !dbg !1095
    #dbg_value(i64 9, !406, !DIExpression(), !1092)
  %54 = extractelement <16 x i8> %16, i64 9, !dbg !1093
  %55 = zext i8 %54 to i64, !dbg !1093
  %56 = xor i64 %53, %55, !dbg !1094
  %57 = mul i64 %56, 1099511628211, !dbg !1095
    #dbg_value(i64 10, !406, !DIExpression(), !1092)
  %58 = extractelement <16 x i8> %16, i64 10, !dbg !1093
  %59 = zext i8 %58 to i64, !dbg !1093
  %60 = xor i64 %57, %59, !dbg !1094
  %61 = mul i64 %60, 1099511628211, !dbg !1095
    #dbg_value(i64 11, !406, !DIExpression(), !1092)
  %62 = extractelement <16 x i8> %16, i64 11, !dbg !1093
  %63 = zext i8 %62 to i64, !dbg !1093
  %64 = xor i64 %61, %63, !dbg !1094
  %65 = mul i64 %64, 1099511628211, !dbg !1095
    #dbg_value(i64 12, !406, !DIExpression(), !1092)
  %66 = extractelement <16 x i8> %16, i64 12, !dbg !1093
  %67 = zext i8 %66 to i64, !dbg !1093
  %68 = xor i64 %65, %67, !dbg !1094
  %69 = mul i64 %68, 1099511628211, !dbg !1095
    #dbg_value(i64 13, !406, !DIExpression(), !1092)
  %70 = extractelement <16 x i8> %16, i64 13, !dbg !1093
  %71 = zext i8 %70 to i64, !dbg !1093
  %72 = xor i64 %69, %71, !dbg !1094
  %73 = mul i64 %72, 1099511628211, !dbg !1095
    #dbg_value(i64 14, !406, !DIExpression(), !1092)
  %74 = extractelement <16 x i8> %16, i64 14, !dbg !1093
  %75 = zext i8 %74 to i64, !dbg !1093
  %76 = xor i64 %73, %75, !dbg !1094
  %77 = mul i64 %76, 1099511628211, !dbg !1095
    #dbg_value(i64 15, !406, !DIExpression(), !1092)
  %78 = extractelement <16 x i8> %16, i64 15, !dbg !1093
  %79 = zext i8 %78 to i64, !dbg !1093
  %80 = xor i64 %77, %79, !dbg !1094
  %81 = mul i64 %80, 1099511628211, !dbg !1095
    #dbg_value(i64 16, !406, !DIExpression(), !1092)
  %82 = fpext <2 x float> %13 to <2 x double>, !dbg !1086
  %83 = fpext <2 x float> %14 to <2 x double>, !dbg !1087
  %84 = tail call <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double> %82, <2 x double> %83), !dbg !1096
  %85 = bitcast <2 x double> %84 to <16 x i8>, !dbg !1096
    #dbg_value(<2 x double> %84, !975, !DIExpression(), !1097)
    #dbg_value(ptr undef, !393, !DIExpression(), !1098)
    #dbg_value(i64 16, !402, !DIExpression(), !1098)
    #dbg_value(ptr undef, !403, !DIExpression(), !1098)
    #dbg_value(i64 0, !406, !DIExpression(), !1100)
    #dbg_value(i64 0, !406, !DIExpression(), !1100)
  %86 = extractelement <16 x i8> %85, i64 0, !dbg !1101
  %87 = zext i8 %86 to i64, !dbg !1101
  %88 = xor i64 %81, %87, !dbg !1102
  %89 = mul i64 %88, 1099511628211, !dbg !1103
    #dbg_value(i64 1, !406, !DIExpression(), !1100)
  %90 = extractelement <16 x i8> %85, i64 1, !dbg !1101
  %91 = zext i8 %90 to i64, !dbg !1101
  %92 = xor i64 %89, %91, !dbg !1102
  %93 = mul i64 %92, 1099511628211, !dbg !1103
    #dbg_value(i64 2, !406, !DIExpression(), !1100)
  %94 = extractelement <16 x i8> %85, i64 2, !dbg !1101
  %95 = zext i8 %94 to i64, !dbg !1101
  %96 = xor i64 %93, %95, !dbg !1102
  %97 = mul i64 %96, 1099511628211, !dbg !1103
    #dbg_value(i64 3, !406, !DIExpression(), !1100)
  %98 = extractelement <16 x i8> %85, i64 3, !dbg !1101
  %99 = zext i8 %98 to i64, !dbg !1101
  %100 = xor i64 %97, %99, !dbg !1102
  %101 = mul i64 %100, 1099511628211, !dbg !1103
    #dbg_value(i64 4, !406, !DIExpression(), !1100)
  %102 = extractelement <16 x i8> %85, i64 4, !dbg !1101
  %103 = zext i8 %102 to i64, !dbg !1101
  %104 = xor i64 %101, %103, !dbg !1102
  %105 = mul i64 %104, 1099511628211, !dbg !1103
    #dbg_value(i64 5, !406, !DIExpression(), !1100)
  %106 = extractelement <16 x i8> %85, i64 5, !dbg !1101
  %107 = zext i8 %106 to i64, !dbg !1101
  %108 = xor i64 %105, %107, !dbg !1102
  %109 = mul i64 %108, 1099511628211, !dbg !1103
    #dbg_value(i64 6, !406, !DIExpression(), !1100)
  %110 = extractelement <16 x i8> %85, i64 6, !dbg !1101
  %111 = zext i8 %110 to i64, !dbg !1101
  %112 = xor i64 %109, %111, !dbg !1102
  %113 = mul i64 %112, 1099511628211, !dbg !1103
    #dbg_value(i64 7, !406, !DIExpression(), !1100)
  %114 = extractelement <16 x i8> %85, i64 7, !dbg !1101
  %115 = zext i8 %114 to i64, !dbg !1101
  %116 = xor i64 %113, %115, !dbg !1102
  %117 = mul i64 %116, 1099511628211, !dbg !1103
    #dbg_value(i64 8, !406, !DIExpression(), !1100)
  %118 = extractelement <16 x i8> %85, i64 8, !dbg !1101
  %119 = zext i8 %118 to i64, !dbg !1101
  %120 = xor i64 %117, %119, !dbg !1102
  %121 = mul i64 %120, 1099511628211, !dbg !1103
    #dbg_value(i64 9, !406, !DIExpression(), !1100)
  %122 = extractelement <16 x i8> %85, i64 9, !dbg !1101
  %123 = zext i8 %122 to i64, !dbg !1101
  %124 = xor i64 %121, %123, !dbg !1102
  %125 = mul i64 %124, 1099511628211, !dbg !1103
    #dbg_value(i64 10, !406, !DIExpression(), !1100)
  %126 = extractelement <16 x i8> %85, i64 10, !dbg !1101
  %127 = zext i8 %126 to i64, !dbg !1101
  %128 = xor i64 %125, %127, !dbg !1102
  %129 = mul i64 %128, 1099511628211, !dbg !1103
    #dbg_value(i64 11, !406, !DIExpression(), !1100)
  %130 = extractelement <16 x i8> %85, i64 11, !dbg !1101
  %131 = zext i8 %130 to i64, !dbg !1101
  %132 = xor i64 %129, %131, !dbg !1102
  %133 = mul i64 %132, 1099511628211, !dbg !1103
    #dbg_value(i64 12, !406, !DIExpression(), !1100)
  %134 = extractelement <16 x i8> %85, i64 12, !dbg !1101
  %135 = zext i8 %134 to i64, !dbg !1101
  %136 = xor i64 %133, %135, !dbg !1102
  %137 = mul i64 %136, 1099511628211, !dbg !1103
    #dbg_value(i64 13, !406, !DIExpression(), !1100)
  %138 = extractelement <16 x i8> %85, i64 13, !dbg !1101
  %139 = zext i8 %138 to i64, !dbg !1101
  %140 = xor i64 %137, %139, !dbg !1102
  %141 = mul i64 %140, 1099511628211, !dbg !1103
    #dbg_value(i64 14, !406, !DIExpression(), !1100)
  %142 = extractelement <16 x i8> %85, i64 14, !dbg !1101
  %143 = zext i8 %142 to i64, !dbg !1101
  %144 = xor i64 %141, %143, !dbg !1102
  %145 = mul i64 %144, 1099511628211, !dbg !1103
    #dbg_value(i64 15, !406, !DIExpression(), !1100)
  %146 = extractelement <16 x i8> %85, i64 15, !dbg !1101
  %147 = zext i8 %146 to i64, !dbg !1101
  %148 = xor i64 %145, %147, !dbg !1102
  %149 = mul i64 %148, 1099511628211, !dbg !1103
    #dbg_value(i64 16, !406, !DIExpression(), !1100)
  %150 = tail call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> %10, <4 x float> %12), !dbg !1104
  %151 = bitcast <4 x float> %150 to <16 x i8>, !dbg !1104
    #dbg_value(<4 x float> %150, !977, !DIExpression(), !1105)
    #dbg_value(ptr undef, !393, !DIExpression(), !1106)
    #dbg_value(i64 16, !402, !DIExpression(), !1106)
    #dbg_value(ptr undef, !403, !DIExpression(), !1106)
    #dbg_value(i64 0, !406, !DIExpression(), !1108)
    #dbg_value(i64 0, !406, !DIExpression(), !1108)
  %152 = extractelement <16 x i8> %151, i64 0, !dbg !1109
  %153 = zext i8 %152 to i64, !dbg !1109
  %154 = xor i64 %149, %153, !dbg !1110
  %155 = mul i64 %154, 1099511628211, !dbg !1111
    #dbg_value(i64 1, !406, !DIExpression(), !1108)
  %156 = extractelement <16 x i8> %151, i64 1, !dbg !1109
  %157 = zext i8 %156 to i64, !dbg !1109
  %158 = xor i64 %155, %157, !dbg !1110
  %159 = mul i64 %158, 1099511628211, !dbg !1111
    #dbg_value(i64 2, !406, !DIExpression(), !1108)
  %160 = extractelement <16 x i8> %151, i64 2, !dbg !1109
  %161 = zext i8 %160 to i64, !dbg !1109
  %162 = xor i64 %159, %161, !dbg !1110
  %163 = mul i64 %162, 1099511628211, !dbg !1111
    #dbg_value(i64 3, !406, !DIExpression(), !1108)
  %164 = extractelement <16 x i8> %151, i64 3, !dbg !1109
  %165 = zext i8 %164 to i64, !dbg !1109
  %166 = xor i64 %163, %165, !dbg !1110
  %167 = mul i64 %166, 1099511628211, !dbg !1111
    #dbg_value(i64 4, !406, !DIExpression(), !1108)
  %168 = extractelement <16 x i8> %151, i64 4, !dbg !1109
  %169 = zext i8 %168 to i64, !dbg !1109
  %170 = xor i64 %167, %169, !dbg !1110
  %171 = mul i64 %170, 1099511628211, !dbg !1111
    #dbg_value(i64 5, !406, !DIExpression(), !1108)
  %172 = extractelement <16 x i8> %151, i64 5, !dbg !1109
  %173 = zext i8 %172 to i64, !dbg !1109
  %174 = xor i64 %171, %173, !dbg !1110
  %175 = mul i64 %174, 1099511628211, !dbg !1111
    #dbg_value(i64 6, !406, !DIExpression(), !1108)
  %176 = extractelement <16 x i8> %151, i64 6, !dbg !1109
  %177 = zext i8 %176 to i64, !dbg !1109
  %178 = xor i64 %175, %177, !dbg !1110
  %179 = mul i64 %178, 1099511628211, !dbg !1111
    #dbg_value(i64 7, !406, !DIExpression(), !1108)
  %180 = extractelement <16 x i8> %151, i64 7, !dbg !1109
  %181 = zext i8 %180 to i64, !dbg !1109
  %182 = xor i64 %179, %181, !dbg !1110
  %183 = mul i64 %182, 1099511628211, !dbg !1111
    #dbg_value(i64 8, !406, !DIExpression(), !1108)
  %184 = extractelement <16 x i8> %151, i64 8, !dbg !1109
  %185 = zext i8 %184 to i64, !dbg !1109
  %186 = xor i64 %183, %185, !dbg !1110
  %187 = mul i64 %186, 1099511628211, !dbg !1111
    #dbg_value(i64 9, !406, !DIExpression(), !1108)
  %188 = extractelement <16 x i8> %151, i64 9, !dbg !1109
  %189 = zext i8 %188 to i64, !dbg !1109
  %190 = xor i64 %187, %189, !dbg !1110
  %191 = mul i64 %190, 1099511628211, !dbg !1111
    #dbg_value(i64 10, !406, !DIExpression(), !1108)
  %192 = extractelement <16 x i8> %151, i64 10, !dbg !1109
  %193 = zext i8 %192 to i64, !dbg !1109
  %194 = xor i64 %191, %193, !dbg !1110
  %195 = mul i64 %194, 1099511628211, !dbg !1111
    #dbg_value(i64 11, !406, !DIExpression(), !1108)
  %196 = extractelement <16 x i8> %151, i64 11, !dbg !1109
  %197 = zext i8 %196 to i64, !dbg !1109
  %198 = xor i64 %195, %197, !dbg !1110
  %199 = mul i64 %198, 1099511628211, !dbg !1111
    #dbg_value(i64 12, !406, !DIExpression(), !1108)
  %200 = extractelement <16 x i8> %151, i64 12, !dbg !1109
  %201 = zext i8 %200 to i64, !dbg !1109
  %202 = xor i64 %199, %201, !dbg !1110
  %203 = mul i64 %202, 1099511628211, !dbg !1111
    #dbg_value(i64 13, !406, !DIExpression(), !1108)
  %204 = extractelement <16 x i8> %151, i64 13, !dbg !1109
  %205 = zext i8 %204 to i64, !dbg !1109
  %206 = xor i64 %203, %205, !dbg !1110
  %207 = mul i64 %206, 1099511628211, !dbg !1111
    #dbg_value(i64 14, !406, !DIExpression(), !1108)
  %208 = extractelement <16 x i8> %151, i64 14, !dbg !1109
  %209 = zext i8 %208 to i64, !dbg !1109
  %210 = xor i64 %207, %209, !dbg !1110
  %211 = mul i64 %210, 1099511628211, !dbg !1111
    #dbg_value(i64 15, !406, !DIExpression(), !1108)
  %212 = extractelement <16 x i8> %151, i64 15, !dbg !1109
  %213 = zext i8 %212 to i64, !dbg !1109
  %214 = xor i64 %211, %213, !dbg !1110
  %215 = mul i64 %214, 1099511628211, !dbg !1111
    #dbg_value(i64 16, !406, !DIExpression(), !1108)
  %216 = bitcast <2 x i64> %4 to <16 x i8>, !dbg !1112
  %217 = bitcast <2 x i64> %8 to <16 x i8>, !dbg !1112
  %218 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %216, <16 x i8> %217), !dbg !1112
    #dbg_value(<16 x i8> %218, !979, !DIExpression(), !1113)
    #dbg_value(ptr undef, !393, !DIExpression(), !1114)
    #dbg_value(i64 16, !402, !DIExpression(), !1114)
    #dbg_value(ptr undef, !403, !DIExpression(), !1114)
    #dbg_value(i64 0, !406, !DIExpression(), !1116)
    #dbg_value(i64 0, !406, !DIExpression(), !1116)
  %219 = extractelement <16 x i8> %218, i64 0, !dbg !1117
  %220 = zext i8 %219 to i64, !dbg !1117
  %221 = xor i64 %215, %220, !dbg !1118
  %222 = mul i64 %221, 1099511628211, !dbg !1119
    #dbg_value(i64 1, !406, !DIExpression(), !1116)
  %223 = extractelement <16 x i8> %218, i64 1, !dbg !1117
  %224 = zext i8 %223 to i64, !dbg !1117
  %225 = xor i64 %222, %224, !dbg !1118
  %226 = mul i64 %225, 1099511628211, !dbg !1119
    #dbg_value(i64 2, !406, !DIExpression(), !1116)
  %227 = extractelement <16 x i8> %218, i64 2, !dbg !1117
  %228 = zext i8 %227 to i64, !dbg !1117
  %229 = xor i64 %226, %228, !dbg !1118
  %230 = mul i64 %229, 1099511628211, !dbg !1119
    #dbg_value(i64 3, !406, !DIExpression(), !1116)
  %231 = extractelement <16 x i8> %218, i64 3, !dbg !1117
  %232 = zext i8 %231 to i64, !dbg !1117
  %233 = xor i64 %230, %232, !dbg !1118
  %234 = mul i64 %233, 1099511628211, !dbg !1119
    #dbg_value(i64 4, !406, !DIExpression(), !1116)
  %235 = extractelement <16 x i8> %218, i64 4, !dbg !1117
  %236 = zext i8 %235 to i64, !dbg !1117
  %237 = xor i64 %234, %236, !dbg !1118
  %238 = mul i64 %237, 1099511628211, !dbg !1119
    #dbg_value(i64 5, !406, !DIExpression(), !1116)
  %239 = extractelement <16 x i8> %218, i64 5, !dbg !1117
  %240 = zext i8 %239 to i64, !dbg !1117
  %241 = xor i64 %238, %240, !dbg !1118
  %242 = mul i64 %241, 1099511628211, !dbg !1119
    #dbg_value(i64 6, !406, !DIExpression(), !1116)
  %243 = extractelement <16 x i8> %218, i64 6, !dbg !1117
  %244 = zext i8 %243 to i64, !dbg !1117
  %245 = xor i64 %242, %244, !dbg !1118
  %246 = mul i64 %245, 1099511628211, !dbg !1119
    #dbg_value(i64 7, !406, !DIExpression(), !1116)
  %247 = extractelement <16 x i8> %218, i64 7, !dbg !1117
  %248 = zext i8 %247 to i64, !dbg !1117
  %249 = xor i64 %246, %248, !dbg !1118
  %250 = mul i64 %249, 1099511628211, !dbg !1119
    #dbg_value(i64 8, !406, !DIExpression(), !1116)
  %251 = extractelement <16 x i8> %218, i64 8, !dbg !1117
  %252 = zext i8 %251 to i64, !dbg !1117
  %253 = xor i64 %250, %252, !dbg !1118
  %254 = mul i64 %253, 1099511628211, !dbg !1119
    #dbg_value(i64 9, !406, !DIExpression(), !1116)
  %255 = extractelement <16 x i8> %218, i64 9, !dbg !1117
  %256 = zext i8 %255 to i64, !dbg !1117
  %257 = xor i64 %254, %256, !dbg !1118
  %258 = mul i64 %257, 1099511628211, !dbg !1119
    #dbg_value(i64 10, !406, !DIExpression(), !1116)
  %259 = extractelement <16 x i8> %218, i64 10, !dbg !1117
  %260 = zext i8 %259 to i64, !dbg !1117
  %261 = xor i64 %258, %260, !dbg !1118
  %262 = mul i64 %261, 1099511628211, !dbg !1119
    #dbg_value(i64 11, !406, !DIExpression(), !1116)
  %263 = extractelement <16 x i8> %218, i64 11, !dbg !1117
  %264 = zext i8 %263 to i64, !dbg !1117
  %265 = xor i64 %262, %264, !dbg !1118
  %266 = mul i64 %265, 1099511628211, !dbg !1119
    #dbg_value(i64 12, !406, !DIExpression(), !1116)
  %267 = extractelement <16 x i8> %218, i64 12, !dbg !1117
  %268 = zext i8 %267 to i64, !dbg !1117
  %269 = xor i64 %266, %268, !dbg !1118
  %270 = mul i64 %269, 1099511628211, !dbg !1119
    #dbg_value(i64 13, !406, !DIExpression(), !1116)
  %271 = extractelement <16 x i8> %218, i64 13, !dbg !1117
  %272 = zext i8 %271 to i64, !dbg !1117
  %273 = xor i64 %270, %272, !dbg !1118
  %274 = mul i64 %273, 1099511628211, !dbg !1119
    #dbg_value(i64 14, !406, !DIExpression(), !1116)
  %275 = extractelement <16 x i8> %218, i64 14, !dbg !1117
  %276 = zext i8 %275 to i64, !dbg !1117
  %277 = xor i64 %274, %276, !dbg !1118
  %278 = mul i64 %277, 1099511628211, !dbg !1119
    #dbg_value(i64 15, !406, !DIExpression(), !1116)
  %279 = extractelement <16 x i8> %218, i64 15, !dbg !1117
  %280 = zext i8 %279 to i64, !dbg !1117
  %281 = xor i64 %278, %280, !dbg !1118
  %282 = mul i64 %281, 1099511628211, !dbg !1119
    #dbg_value(i64 16, !406, !DIExpression(), !1116)
  %283 = bitcast <2 x i64> %4 to <8 x i16>, !dbg !1120
  %284 = bitcast <2 x i64> %8 to <8 x i16>, !dbg !1120
  %285 = tail call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> %283, <8 x i16> %284), !dbg !1120
  %286 = bitcast <8 x i16> %285 to <16 x i8>, !dbg !1120
    #dbg_value(<8 x i16> %285, !981, !DIExpression(), !1121)
    #dbg_value(ptr undef, !393, !DIExpression(), !1122)
    #dbg_value(i64 16, !402, !DIExpression(), !1122)
    #dbg_value(ptr undef, !403, !DIExpression(), !1122)
    #dbg_value(i64 0, !406, !DIExpression(), !1124)
    #dbg_value(i64 0, !406, !DIExpression(), !1124)
  %287 = extractelement <16 x i8> %286, i64 0, !dbg !1125
  %288 = zext i8 %287 to i64, !dbg !1125
  %289 = xor i64 %282, %288, !dbg !1126
  %290 = mul i64 %289, 1099511628211, !dbg !1127
    #dbg_value(i64 1, !406, !DIExpression(), !1124)
  %291 = extractelement <16 x i8> %286, i64 1, !dbg !1125
  %292 = zext i8 %291 to i64, !dbg !1125
  %293 = xor i64 %290, %292, !dbg !1126
  %294 = mul i64 %293, 1099511628211, !dbg !1127
    #dbg_value(i64 2, !406, !DIExpression(), !1124)
  %295 = extractelement <16 x i8> %286, i64 2, !dbg !1125
  %296 = zext i8 %295 to i64, !dbg !1125
  %297 = xor i64 %294, %296, !dbg !1126
  %298 = mul i64 %297, 1099511628211, !dbg !1127
    #dbg_value(i64 3, !406, !DIExpression(), !1124)
  %299 = extractelement <16 x i8> %286, i64 3, !dbg !1125
  %300 = zext i8 %299 to i64, !dbg !1125
  %301 = xor i64 %298, %300, !dbg !1126
  %302 = mul i64 %301, 1099511628211, !dbg !1127
    #dbg_value(i64 4, !406, !DIExpression(), !1124)
  %303 = extractelement <16 x i8> %286, i64 4, !dbg !1125
  %304 = zext i8 %303 to i64, !dbg !1125
  %305 = xor i64 %302, %304, !dbg !1126
  %306 = mul i64 %305, 1099511628211, !dbg !1127
    #dbg_value(i64 5, !406, !DIExpression(), !1124)
  %307 = extractelement <16 x i8> %286, i64 5, !dbg !1125
  %308 = zext i8 %307 to i64, !dbg !1125
  %309 = xor i64 %306, %308, !dbg !1126
  %310 = mul i64 %309, 1099511628211, !dbg !1127
    #dbg_value(i64 6, !406, !DIExpression(), !1124)
  %311 = extractelement <16 x i8> %286, i64 6, !dbg !1125
  %312 = zext i8 %311 to i64, !dbg !1125
  %313 = xor i64 %310, %312, !dbg !1126
  %314 = mul i64 %313, 1099511628211, !dbg !1127
    #dbg_value(i64 7, !406, !DIExpression(), !1124)
  %315 = extractelement <16 x i8> %286, i64 7, !dbg !1125
  %316 = zext i8 %315 to i64, !dbg !1125
  %317 = xor i64 %314, %316, !dbg !1126
  %318 = mul i64 %317, 1099511628211, !dbg !1127
    #dbg_value(i64 8, !406, !DIExpression(), !1124)
  %319 = extractelement <16 x i8> %286, i64 8, !dbg !1125
  %320 = zext i8 %319 to i64, !dbg !1125
  %321 = xor i64 %318, %320, !dbg !1126
  %322 = mul i64 %321, 1099511628211, !dbg !1127
    #dbg_value(i64 9, !406, !DIExpression(), !1124)
  %323 = extractelement <16 x i8> %286, i64 9, !dbg !1125
  %324 = zext i8 %323 to i64, !dbg !1125
  %325 = xor i64 %322, %324, !dbg !1126
  %326 = mul i64 %325, 1099511628211, !dbg !1127
    #dbg_value(i64 10, !406, !DIExpression(), !1124)
  %327 = extractelement <16 x i8> %286, i64 10, !dbg !1125
  %328 = zext i8 %327 to i64, !dbg !1125
  %329 = xor i64 %326, %328, !dbg !1126
  %330 = mul i64 %329, 1099511628211, !dbg !1127
    #dbg_value(i64 11, !406, !DIExpression(), !1124)
  %331 = extractelement <16 x i8> %286, i64 11, !dbg !1125
  %332 = zext i8 %331 to i64, !dbg !1125
  %333 = xor i64 %330, %332, !dbg !1126
  %334 = mul i64 %333, 1099511628211, !dbg !1127
    #dbg_value(i64 12, !406, !DIExpression(), !1124)
  %335 = extractelement <16 x i8> %286, i64 12, !dbg !1125
  %336 = zext i8 %335 to i64, !dbg !1125
  %337 = xor i64 %334, %336, !dbg !1126
  %338 = mul i64 %337, 1099511628211, !dbg !1127
    #dbg_value(i64 13, !406, !DIExpression(), !1124)
  %339 = extractelement <16 x i8> %286, i64 13, !dbg !1125
  %340 = zext i8 %339 to i64, !dbg !1125
  %341 = xor i64 %338, %340, !dbg !1126
  %342 = mul i64 %341, 1099511628211, !dbg !1127
    #dbg_value(i64 14, !406, !DIExpression(), !1124)
  %343 = extractelement <16 x i8> %286, i64 14, !dbg !1125
  %344 = zext i8 %343 to i64, !dbg !1125
  %345 = xor i64 %342, %344, !dbg !1126
  %346 = mul i64 %345, 1099511628211, !dbg !1127
    #dbg_value(i64 15, !406, !DIExpression(), !1124)
  %347 = extractelement <16 x i8> %286, i64 15, !dbg !1125
  %348 = zext i8 %347 to i64, !dbg !1125
  %349 = xor i64 %346, %348, !dbg !1126
  %350 = mul i64 %349, 1099511628211, !dbg !1127
    #dbg_value(i64 16, !406, !DIExpression(), !1124)
  %351 = bitcast <2 x i64> %4 to <4 x i32>, !dbg !1128
  %352 = bitcast <2 x i64> %8 to <4 x i32>, !dbg !1128
  %353 = tail call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %351, <4 x i32> %352), !dbg !1128
  %354 = bitcast <4 x i32> %353 to <16 x i8>, !dbg !1128
    #dbg_value(<4 x i32> %353, !983, !DIExpression(), !1129)
    #dbg_value(ptr undef, !393, !DIExpression(), !1130)
    #dbg_value(i64 16, !402, !DIExpression(), !1130)
    #dbg_value(ptr undef, !403, !DIExpression(), !1130)
    #dbg_value(i64 0, !406, !DIExpression(), !1132)
    #dbg_value(i64 0, !406, !DIExpression(), !1132)
  %355 = extractelement <16 x i8> %354, i64 0, !dbg !1133
  %356 = zext i8 %355 to i64, !dbg !1133
  %357 = xor i64 %350, %356, !dbg !1134
  %358 = mul i64 %357, 1099511628211, !dbg !1135
    #dbg_value(i64 1, !406, !DIExpression(), !1132)
  %359 = extractelement <16 x i8> %354, i64 1, !dbg !1133
  %360 = zext i8 %359 to i64, !dbg !1133
  %361 = xor i64 %358, %360, !dbg !1134
  %362 = mul i64 %361, 1099511628211, !dbg !1135
    #dbg_value(i64 2, !406, !DIExpression(), !1132)
  %363 = extractelement <16 x i8> %354, i64 2, !dbg !1133
  %364 = zext i8 %363 to i64, !dbg !1133
  %365 = xor i64 %362, %364, !dbg !1134
  %366 = mul i64 %365, 1099511628211, !dbg !1135
    #dbg_value(i64 3, !406, !DIExpression(), !1132)
  %367 = extractelement <16 x i8> %354, i64 3, !dbg !1133
  %368 = zext i8 %367 to i64, !dbg !1133
  %369 = xor i64 %366, %368, !dbg !1134
  %370 = mul i64 %369, 1099511628211, !dbg !1135
    #dbg_value(i64 4, !406, !DIExpression(), !1132)
  %371 = extractelement <16 x i8> %354, i64 4, !dbg !1133
  %372 = zext i8 %371 to i64, !dbg !1133
  %373 = xor i64 %370, %372, !dbg !1134
  %374 = mul i64 %373, 1099511628211, !dbg !1135
    #dbg_value(i64 5, !406, !DIExpression(), !1132)
  %375 = extractelement <16 x i8> %354, i64 5, !dbg !1133
  %376 = zext i8 %375 to i64, !dbg !1133
  %377 = xor i64 %374, %376, !dbg !1134
  %378 = mul i64 %377, 1099511628211, !dbg !1135
    #dbg_value(i64 6, !406, !DIExpression(), !1132)
  %379 = extractelement <16 x i8> %354, i64 6, !dbg !1133
  %380 = zext i8 %379 to i64, !dbg !1133
  %381 = xor i64 %378, %380, !dbg !1134
  %382 = mul i64 %381, 1099511628211, !dbg !1135
    #dbg_value(i64 7, !406, !DIExpression(), !1132)
  %383 = extractelement <16 x i8> %354, i64 7, !dbg !1133
  %384 = zext i8 %383 to i64, !dbg !1133
  %385 = xor i64 %382, %384, !dbg !1134
  %386 = mul i64 %385, 1099511628211, !dbg !1135
    #dbg_value(i64 8, !406, !DIExpression(), !1132)
  %387 = extractelement <16 x i8> %354, i64 8, !dbg !1133
  %388 = zext i8 %387 to i64, !dbg !1133
  %389 = xor i64 %386, %388, !dbg !1134
  %390 = mul i64 %389, 1099511628211, !dbg !1135
    #dbg_value(i64 9, !406, !DIExpression(), !1132)
  %391 = extractelement <16 x i8> %354, i64 9, !dbg !1133
  %392 = zext i8 %391 to i64, !dbg !1133
  %393 = xor i64 %390, %392, !dbg !1134
  %394 = mul i64 %393, 1099511628211, !dbg !1135
    #dbg_value(i64 10, !406, !DIExpression(), !1132)
  %395 = extractelement <16 x i8> %354, i64 10, !dbg !1133
  %396 = zext i8 %395 to i64, !dbg !1133
  %397 = xor i64 %394, %396, !dbg !1134
  %398 = mul i64 %397, 1099511628211, !dbg !1135
    #dbg_value(i64 11, !406, !DIExpression(), !1132)
  %399 = extractelement <16 x i8> %354, i64 11, !dbg !1133
  %400 = zext i8 %399 to i64, !dbg !1133
  %401 = xor i64 %398, %400, !dbg !1134
  %402 = mul i64 %401, 1099511628211, !dbg !1135
    #dbg_value(i64 12, !406, !DIExpression(), !1132)
  %403 = extractelement <16 x i8> %354, i64 12, !dbg !1133
  %404 = zext i8 %403 to i64, !dbg !1133
  %405 = xor i64 %402, %404, !dbg !1134
  %406 = mul i64 %405, 1099511628211, !dbg !1135
    #dbg_value(i64 13, !406, !DIExpression(), !1132)
  %407 = extractelement <16 x i8> %354, i64 13, !dbg !1133
  %408 = zext i8 %407 to i64, !dbg !1133
  %409 = xor i64 %406, %408, !dbg !1134
  %410 = mul i64 %409, 1099511628211, !dbg !1135
    #dbg_value(i64 14, !406, !DIExpression(), !1132)
  %411 = extractelement <16 x i8> %354, i64 14, !dbg !1133
  %412 = zext i8 %411 to i64, !dbg !1133
  %413 = xor i64 %410, %412, !dbg !1134
  %414 = mul i64 %413, 1099511628211, !dbg !1135
    #dbg_value(i64 15, !406, !DIExpression(), !1132)
  %415 = extractelement <16 x i8> %354, i64 15, !dbg !1133
  %416 = zext i8 %415 to i64, !dbg !1133
  %417 = xor i64 %414, %416, !dbg !1134
  %418 = mul i64 %417, 1099511628211, !dbg !1135
    #dbg_value(i64 16, !406, !DIExpression(), !1132)
  %419 = tail call <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32> %351, <4 x i32> %352), !dbg !1136
  %420 = bitcast <4 x i32> %419 to <16 x i8>, !dbg !1136
    #dbg_value(<4 x i32> %419, !985, !DIExpression(), !1137)
    #dbg_value(ptr undef, !393, !DIExpression(), !1138)
    #dbg_value(i64 16, !402, !DIExpression(), !1138)
    #dbg_value(ptr undef, !403, !DIExpression(), !1138)
    #dbg_value(i64 0, !406, !DIExpression(), !1140)
    #dbg_value(i64 0, !406, !DIExpression(), !1140)
  %421 = extractelement <16 x i8> %420, i64 0, !dbg !1141
  %422 = zext i8 %421 to i64, !dbg !1141
  %423 = xor i64 %418, %422, !dbg !1142
  %424 = mul i64 %423, 1099511628211, !dbg !1143
    #dbg_value(i64 1, !406, !DIExpression(), !1140)
  %425 = extractelement <16 x i8> %420, i64 1, !dbg !1141
  %426 = zext i8 %425 to i64, !dbg !1141
  %427 = xor i64 %424, %426, !dbg !1142
  %428 = mul i64 %427, 1099511628211, !dbg !1143
    #dbg_value(i64 2, !406, !DIExpression(), !1140)
  %429 = extractelement <16 x i8> %420, i64 2, !dbg !1141
  %430 = zext i8 %429 to i64, !dbg !1141
  %431 = xor i64 %428, %430, !dbg !1142
  %432 = mul i64 %431, 1099511628211, !dbg !1143
    #dbg_value(i64 3, !406, !DIExpression(), !1140)
  %433 = extractelement <16 x i8> %420, i64 3, !dbg !1141
  %434 = zext i8 %433 to i64, !dbg !1141
  %435 = xor i64 %432, %434, !dbg !1142
  %436 = mul i64 %435, 1099511628211, !dbg !1143
    #dbg_value(i64 4, !406, !DIExpression(), !1140)
  %437 = extractelement <16 x i8> %420, i64 4, !dbg !1141
  %438 = zext i8 %437 to i64, !dbg !1141
  %439 = xor i64 %436, %438, !dbg !1142
  %440 = mul i64 %439, 1099511628211, !dbg !1143
    #dbg_value(i64 5, !406, !DIExpression(), !1140)
  %441 = extractelement <16 x i8> %420, i64 5, !dbg !1141
  %442 = zext i8 %441 to i64, !dbg !1141
  %443 = xor i64 %440, %442, !dbg !1142
  %444 = mul i64 %443, 1099511628211, !dbg !1143
    #dbg_value(i64 6, !406, !DIExpression(), !1140)
  %445 = extractelement <16 x i8> %420, i64 6, !dbg !1141
  %446 = zext i8 %445 to i64, !dbg !1141
  %447 = xor i64 %444, %446, !dbg !1142
  %448 = mul i64 %447, 1099511628211, !dbg !1143
    #dbg_value(i64 7, !406, !DIExpression(), !1140)
  %449 = extractelement <16 x i8> %420, i64 7, !dbg !1141
  %450 = zext i8 %449 to i64, !dbg !1141
  %451 = xor i64 %448, %450, !dbg !1142
  %452 = mul i64 %451, 1099511628211, !dbg !1143
    #dbg_value(i64 8, !406, !DIExpression(), !1140)
  %453 = extractelement <16 x i8> %420, i64 8, !dbg !1141
  %454 = zext i8 %453 to i64, !dbg !1141
  %455 = xor i64 %452, %454, !dbg !1142
  %456 = mul i64 %455, 1099511628211, !dbg !1143
    #dbg_value(i64 9, !406, !DIExpression(), !1140)
  %457 = extractelement <16 x i8> %420, i64 9, !dbg !1141
  %458 = zext i8 %457 to i64, !dbg !1141
  %459 = xor i64 %456, %458, !dbg !1142
  %460 = mul i64 %459, 1099511628211, !dbg !1143
    #dbg_value(i64 10, !406, !DIExpression(), !1140)
  %461 = extractelement <16 x i8> %420, i64 10, !dbg !1141
  %462 = zext i8 %461 to i64, !dbg !1141
  %463 = xor i64 %460, %462, !dbg !1142
  %464 = mul i64 %463, 1099511628211, !dbg !1143
    #dbg_value(i64 11, !406, !DIExpression(), !1140)
  %465 = extractelement <16 x i8> %420, i64 11, !dbg !1141
  %466 = zext i8 %465 to i64, !dbg !1141
  %467 = xor i64 %464, %466, !dbg !1142
  %468 = mul i64 %467, 1099511628211, !dbg !1143
    #dbg_value(i64 12, !406, !DIExpression(), !1140)
  %469 = extractelement <16 x i8> %420, i64 12, !dbg !1141
  %470 = zext i8 %469 to i64, !dbg !1141
  %471 = xor i64 %468, %470, !dbg !1142
  %472 = mul i64 %471, 1099511628211, !dbg !1143
    #dbg_value(i64 13, !406, !DIExpression(), !1140)
  %473 = extractelement <16 x i8> %420, i64 13, !dbg !1141
  %474 = zext i8 %473 to i64, !dbg !1141
  %475 = xor i64 %472, %474, !dbg !1142
  %476 = mul i64 %475, 1099511628211, !dbg !1143
    #dbg_value(i64 14, !406, !DIExpression(), !1140)
  %477 = extractelement <16 x i8> %420, i64 14, !dbg !1141
  %478 = zext i8 %477 to i64, !dbg !1141
  %479 = xor i64 %476, %478, !dbg !1142
  %480 = mul i64 %479, 1099511628211, !dbg !1143
    #dbg_value(i64 15, !406, !DIExpression(), !1140)
  %481 = extractelement <16 x i8> %420, i64 15, !dbg !1141
  %482 = zext i8 %481 to i64, !dbg !1141
  %483 = xor i64 %480, %482, !dbg !1142
  %484 = mul i64 %483, 1099511628211, !dbg !1143
    #dbg_value(i64 16, !406, !DIExpression(), !1140)
  %485 = tail call <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16> %283, <8 x i16> %284), !dbg !1144
  %486 = bitcast <8 x i16> %485 to <16 x i8>, !dbg !1144
    #dbg_value(<8 x i16> %485, !987, !DIExpression(), !1145)
    #dbg_value(ptr undef, !393, !DIExpression(), !1146)
    #dbg_value(i64 16, !402, !DIExpression(), !1146)
    #dbg_value(ptr undef, !403, !DIExpression(), !1146)
    #dbg_value(i64 0, !406, !DIExpression(), !1148)
    #dbg_value(i64 0, !406, !DIExpression(), !1148)
  %487 = extractelement <16 x i8> %486, i64 0, !dbg !1149
  %488 = zext i8 %487 to i64, !dbg !1149
  %489 = xor i64 %484, %488, !dbg !1150
  %490 = mul i64 %489, 1099511628211, !dbg !1151
    #dbg_value(i64 1, !406, !DIExpression(), !1148)
  %491 = extractelement <16 x i8> %486, i64 1, !dbg !1149
  %492 = zext i8 %491 to i64, !dbg !1149
  %493 = xor i64 %490, %492, !dbg !1150
  %494 = mul i64 %493, 1099511628211, !dbg !1151
    #dbg_value(i64 2, !406, !DIExpression(), !1148)
  %495 = extractelement <16 x i8> %486, i64 2, !dbg !1149
  %496 = zext i8 %495 to i64, !dbg !1149
  %497 = xor i64 %494, %496, !dbg !1150
  %498 = mul i64 %497, 1099511628211, !dbg !1151
    #dbg_value(i64 3, !406, !DIExpression(), !1148)
  %499 = extractelement <16 x i8> %486, i64 3, !dbg !1149
  %500 = zext i8 %499 to i64, !dbg !1149
  %501 = xor i64 %498, %500, !dbg !1150
  %502 = mul i64 %501, 1099511628211, !dbg !1151
    #dbg_value(i64 4, !406, !DIExpression(), !1148)
  %503 = extractelement <16 x i8> %486, i64 4, !dbg !1149
  %504 = zext i8 %503 to i64, !dbg !1149
  %505 = xor i64 %502, %504, !dbg !1150
  %506 = mul i64 %505, 1099511628211, !dbg !1151
    #dbg_value(i64 5, !406, !DIExpression(), !1148)
  %507 = extractelement <16 x i8> %486, i64 5, !dbg !1149
  %508 = zext i8 %507 to i64, !dbg !1149
  %509 = xor i64 %506, %508, !dbg !1150
  %510 = mul i64 %509, 1099511628211, !dbg !1151
    #dbg_value(i64 6, !406, !DIExpression(), !1148)
  %511 = extractelement <16 x i8> %486, i64 6, !dbg !1149
  %512 = zext i8 %511 to i64, !dbg !1149
  %513 = xor i64 %510, %512, !dbg !1150
  %514 = mul i64 %513, 1099511628211, !dbg !1151
    #dbg_value(i64 7, !406, !DIExpression(), !1148)
  %515 = extractelement <16 x i8> %486, i64 7, !dbg !1149
  %516 = zext i8 %515 to i64, !dbg !1149
  %517 = xor i64 %514, %516, !dbg !1150
  %518 = mul i64 %517, 1099511628211, !dbg !1151
    #dbg_value(i64 8, !406, !DIExpression(), !1148)
  %519 = extractelement <16 x i8> %486, i64 8, !dbg !1149
  %520 = zext i8 %519 to i64, !dbg !1149
  %521 = xor i64 %518, %520, !dbg !1150
  %522 = mul i64 %521, 1099511628211, !dbg !1151
    #dbg_value(i64 9, !406, !DIExpression(), !1148)
  %523 = extractelement <16 x i8> %486, i64 9, !dbg !1149
  %524 = zext i8 %523 to i64, !dbg !1149
  %525 = xor i64 %522, %524, !dbg !1150
  %526 = mul i64 %525, 1099511628211, !dbg !1151
    #dbg_value(i64 10, !406, !DIExpression(), !1148)
  %527 = extractelement <16 x i8> %486, i64 10, !dbg !1149
  %528 = zext i8 %527 to i64, !dbg !1149
  %529 = xor i64 %526, %528, !dbg !1150
  %530 = mul i64 %529, 1099511628211, !dbg !1151
    #dbg_value(i64 11, !406, !DIExpression(), !1148)
  %531 = extractelement <16 x i8> %486, i64 11, !dbg !1149
  %532 = zext i8 %531 to i64, !dbg !1149
  %533 = xor i64 %530, %532, !dbg !1150
  %534 = mul i64 %533, 1099511628211, !dbg !1151
    #dbg_value(i64 12, !406, !DIExpression(), !1148)
  %535 = extractelement <16 x i8> %486, i64 12, !dbg !1149
  %536 = zext i8 %535 to i64, !dbg !1149
  %537 = xor i64 %534, %536, !dbg !1150
  %538 = mul i64 %537, 1099511628211, !dbg !1151
    #dbg_value(i64 13, !406, !DIExpression(), !1148)
  %539 = extractelement <16 x i8> %486, i64 13, !dbg !1149
  %540 = zext i8 %539 to i64, !dbg !1149
  %541 = xor i64 %538, %540, !dbg !1150
  %542 = mul i64 %541, 1099511628211, !dbg !1151
    #dbg_value(i64 14, !406, !DIExpression(), !1148)
  %543 = extractelement <16 x i8> %486, i64 14, !dbg !1149
  %544 = zext i8 %543 to i64, !dbg !1149
  %545 = xor i64 %542, %544, !dbg !1150
  %546 = mul i64 %545, 1099511628211, !dbg !1151
    #dbg_value(i64 15, !406, !DIExpression(), !1148)
  %547 = extractelement <16 x i8> %486, i64 15, !dbg !1149
  %548 = zext i8 %547 to i64, !dbg !1149
  %549 = xor i64 %546, %548, !dbg !1150
  %550 = mul i64 %549, 1099511628211, !dbg !1151
    #dbg_value(i64 16, !406, !DIExpression(), !1148)
  %551 = tail call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %216, <16 x i8> %217), !dbg !1152
  %552 = bitcast <8 x i16> %551 to <16 x i8>, !dbg !1152
    #dbg_value(<8 x i16> %551, !989, !DIExpression(), !1153)
    #dbg_value(ptr undef, !393, !DIExpression(), !1154)
    #dbg_value(i64 16, !402, !DIExpression(), !1154)
    #dbg_value(ptr undef, !403, !DIExpression(), !1154)
    #dbg_value(i64 0, !406, !DIExpression(), !1156)
    #dbg_value(i64 0, !406, !DIExpression(), !1156)
  %553 = extractelement <16 x i8> %552, i64 0, !dbg !1157
  %554 = zext i8 %553 to i64, !dbg !1157
  %555 = xor i64 %550, %554, !dbg !1158
  %556 = mul i64 %555, 1099511628211, !dbg !1159
    #dbg_value(i64 1, !406, !DIExpression(), !1156)
  %557 = extractelement <16 x i8> %552, i64 1, !dbg !1157
  %558 = zext i8 %557 to i64, !dbg !1157
  %559 = xor i64 %556, %558, !dbg !1158
  %560 = mul i64 %559, 1099511628211, !dbg !1159
    #dbg_value(i64 2, !406, !DIExpression(), !1156)
  %561 = extractelement <16 x i8> %552, i64 2, !dbg !1157
  %562 = zext i8 %561 to i64, !dbg !1157
  %563 = xor i64 %560, %562, !dbg !1158
  %564 = mul i64 %563, 1099511628211, !dbg !1159
    #dbg_value(i64 3, !406, !DIExpression(), !1156)
  %565 = extractelement <16 x i8> %552, i64 3, !dbg !1157
  %566 = zext i8 %565 to i64, !dbg !1157
  %567 = xor i64 %564, %566, !dbg !1158
  %568 = mul i64 %567, 1099511628211, !dbg !1159
    #dbg_value(i64 4, !406, !DIExpression(), !1156)
  %569 = extractelement <16 x i8> %552, i64 4, !dbg !1157
  %570 = zext i8 %569 to i64, !dbg !1157
  %571 = xor i64 %568, %570, !dbg !1158
  %572 = mul i64 %571, 1099511628211, !dbg !1159
    #dbg_value(i64 5, !406, !DIExpression(), !1156)
  %573 = extractelement <16 x i8> %552, i64 5, !dbg !1157
  %574 = zext i8 %573 to i64, !dbg !1157
  %575 = xor i64 %572, %574, !dbg !1158
  %576 = mul i64 %575, 1099511628211, !dbg !1159
    #dbg_value(i64 6, !406, !DIExpression(), !1156)
  %577 = extractelement <16 x i8> %552, i64 6, !dbg !1157
  %578 = zext i8 %577 to i64, !dbg !1157
  %579 = xor i64 %576, %578, !dbg !1158
  %580 = mul i64 %579, 1099511628211, !dbg !1159
    #dbg_value(i64 7, !406, !DIExpression(), !1156)
  %581 = extractelement <16 x i8> %552, i64 7, !dbg !1157
  %582 = zext i8 %581 to i64, !dbg !1157
  %583 = xor i64 %580, %582, !dbg !1158
  %584 = mul i64 %583, 1099511628211, !dbg !1159
    #dbg_value(i64 8, !406, !DIExpression(), !1156)
  %585 = extractelement <16 x i8> %552, i64 8, !dbg !1157
  %586 = zext i8 %585 to i64, !dbg !1157
  %587 = xor i64 %584, %586, !dbg !1158
  %588 = mul i64 %587, 1099511628211, !dbg !1159
    #dbg_value(i64 9, !406, !DIExpression(), !1156)
  %589 = extractelement <16 x i8> %552, i64 9, !dbg !1157
  %590 = zext i8 %589 to i64, !dbg !1157
  %591 = xor i64 %588, %590, !dbg !1158
  %592 = mul i64 %591, 1099511628211, !dbg !1159
    #dbg_value(i64 10, !406, !DIExpression(), !1156)
  %593 = extractelement <16 x i8> %552, i64 10, !dbg !1157
  %594 = zext i8 %593 to i64, !dbg !1157
  %595 = xor i64 %592, %594, !dbg !1158
  %596 = mul i64 %595, 1099511628211, !dbg !1159
    #dbg_value(i64 11, !406, !DIExpression(), !1156)
  %597 = extractelement <16 x i8> %552, i64 11, !dbg !1157
  %598 = zext i8 %597 to i64, !dbg !1157
  %599 = xor i64 %596, %598, !dbg !1158
  %600 = mul i64 %599, 1099511628211, !dbg !1159
    #dbg_value(i64 12, !406, !DIExpression(), !1156)
  %601 = extractelement <16 x i8> %552, i64 12, !dbg !1157
  %602 = zext i8 %601 to i64, !dbg !1157
  %603 = xor i64 %600, %602, !dbg !1158
  %604 = mul i64 %603, 1099511628211, !dbg !1159
    #dbg_value(i64 13, !406, !DIExpression(), !1156)
  %605 = extractelement <16 x i8> %552, i64 13, !dbg !1157
  %606 = zext i8 %605 to i64, !dbg !1157
  %607 = xor i64 %604, %606, !dbg !1158
  %608 = mul i64 %607, 1099511628211, !dbg !1159
    #dbg_value(i64 14, !406, !DIExpression(), !1156)
  %609 = extractelement <16 x i8> %552, i64 14, !dbg !1157
  %610 = zext i8 %609 to i64, !dbg !1157
  %611 = xor i64 %608, %610, !dbg !1158
  %612 = mul i64 %611, 1099511628211, !dbg !1159
    #dbg_value(i64 15, !406, !DIExpression(), !1156)
  %613 = extractelement <16 x i8> %552, i64 15, !dbg !1157
  %614 = zext i8 %613 to i64, !dbg !1157
  %615 = xor i64 %612, %614, !dbg !1158
  %616 = mul i64 %615, 1099511628211, !dbg !1159
    #dbg_value(i64 16, !406, !DIExpression(), !1156)
  %617 = tail call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %283, <8 x i16> %284), !dbg !1160
  %618 = bitcast <8 x i16> %617 to <16 x i8>, !dbg !1160
    #dbg_value(<8 x i16> %617, !991, !DIExpression(), !1161)
    #dbg_value(ptr undef, !393, !DIExpression(), !1162)
    #dbg_value(i64 16, !402, !DIExpression(), !1162)
    #dbg_value(ptr undef, !403, !DIExpression(), !1162)
    #dbg_value(i64 0, !406, !DIExpression(), !1164)
    #dbg_value(i64 0, !406, !DIExpression(), !1164)
  %619 = extractelement <16 x i8> %618, i64 0, !dbg !1165
  %620 = zext i8 %619 to i64, !dbg !1165
  %621 = xor i64 %616, %620, !dbg !1166
  %622 = mul i64 %621, 1099511628211, !dbg !1167
    #dbg_value(i64 1, !406, !DIExpression(), !1164)
  %623 = extractelement <16 x i8> %618, i64 1, !dbg !1165
  %624 = zext i8 %623 to i64, !dbg !1165
  %625 = xor i64 %622, %624, !dbg !1166
  %626 = mul i64 %625, 1099511628211, !dbg !1167
    #dbg_value(i64 2, !406, !DIExpression(), !1164)
  %627 = extractelement <16 x i8> %618, i64 2, !dbg !1165
  %628 = zext i8 %627 to i64, !dbg !1165
  %629 = xor i64 %626, %628, !dbg !1166
  %630 = mul i64 %629, 1099511628211, !dbg !1167
    #dbg_value(i64 3, !406, !DIExpression(), !1164)
  %631 = extractelement <16 x i8> %618, i64 3, !dbg !1165
  %632 = zext i8 %631 to i64, !dbg !1165
  %633 = xor i64 %630, %632, !dbg !1166
  %634 = mul i64 %633, 1099511628211, !dbg !1167
    #dbg_value(i64 4, !406, !DIExpression(), !1164)
  %635 = extractelement <16 x i8> %618, i64 4, !dbg !1165
  %636 = zext i8 %635 to i64, !dbg !1165
  %637 = xor i64 %634, %636, !dbg !1166
  %638 = mul i64 %637, 1099511628211, !dbg !1167
    #dbg_value(i64 5, !406, !DIExpression(), !1164)
  %639 = extractelement <16 x i8> %618, i64 5, !dbg !1165
  %640 = zext i8 %639 to i64, !dbg !1165
  %641 = xor i64 %638, %640, !dbg !1166
  %642 = mul i64 %641, 1099511628211, !dbg !1167
    #dbg_value(i64 6, !406, !DIExpression(), !1164)
  %643 = extractelement <16 x i8> %618, i64 6, !dbg !1165
  %644 = zext i8 %643 to i64, !dbg !1165
  %645 = xor i64 %642, %644, !dbg !1166
  %646 = mul i64 %645, 1099511628211, !dbg !1167
    #dbg_value(i64 7, !406, !DIExpression(), !1164)
  %647 = extractelement <16 x i8> %618, i64 7, !dbg !1165
  %648 = zext i8 %647 to i64, !dbg !1165
  %649 = xor i64 %646, %648, !dbg !1166
  %650 = mul i64 %649, 1099511628211, !dbg !1167
    #dbg_value(i64 8, !406, !DIExpression(), !1164)
  %651 = extractelement <16 x i8> %618, i64 8, !dbg !1165
  %652 = zext i8 %651 to i64, !dbg !1165
  %653 = xor i64 %650, %652, !dbg !1166
  %654 = mul i64 %653, 1099511628211, !dbg !1167
    #dbg_value(i64 9, !406, !DIExpression(), !1164)
  %655 = extractelement <16 x i8> %618, i64 9, !dbg !1165
  %656 = zext i8 %655 to i64, !dbg !1165
  %657 = xor i64 %654, %656, !dbg !1166
  %658 = mul i64 %657, 1099511628211, !dbg !1167
    #dbg_value(i64 10, !406, !DIExpression(), !1164)
  %659 = extractelement <16 x i8> %618, i64 10, !dbg !1165
  %660 = zext i8 %659 to i64, !dbg !1165
  %661 = xor i64 %658, %660, !dbg !1166
  %662 = mul i64 %661, 1099511628211, !dbg !1167
    #dbg_value(i64 11, !406, !DIExpression(), !1164)
  %663 = extractelement <16 x i8> %618, i64 11, !dbg !1165
  %664 = zext i8 %663 to i64, !dbg !1165
  %665 = xor i64 %662, %664, !dbg !1166
  %666 = mul i64 %665, 1099511628211, !dbg !1167
    #dbg_value(i64 12, !406, !DIExpression(), !1164)
  %667 = extractelement <16 x i8> %618, i64 12, !dbg !1165
  %668 = zext i8 %667 to i64, !dbg !1165
  %669 = xor i64 %666, %668, !dbg !1166
  %670 = mul i64 %669, 1099511628211, !dbg !1167
    #dbg_value(i64 13, !406, !DIExpression(), !1164)
  %671 = extractelement <16 x i8> %618, i64 13, !dbg !1165
  %672 = zext i8 %671 to i64, !dbg !1165
  %673 = xor i64 %670, %672, !dbg !1166
  %674 = mul i64 %673, 1099511628211, !dbg !1167
    #dbg_value(i64 14, !406, !DIExpression(), !1164)
  %675 = extractelement <16 x i8> %618, i64 14, !dbg !1165
  %676 = zext i8 %675 to i64, !dbg !1165
  %677 = xor i64 %674, %676, !dbg !1166
  %678 = mul i64 %677, 1099511628211, !dbg !1167
    #dbg_value(i64 15, !406, !DIExpression(), !1164)
  %679 = extractelement <16 x i8> %618, i64 15, !dbg !1165
  %680 = zext i8 %679 to i64, !dbg !1165
  %681 = xor i64 %678, %680, !dbg !1166
  %682 = mul i64 %681, 1099511628211, !dbg !1167
    #dbg_value(i64 16, !406, !DIExpression(), !1164)
  %683 = tail call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %216, <16 x i8> %217), !dbg !1168
    #dbg_value(<16 x i8> %683, !993, !DIExpression(), !1169)
    #dbg_value(ptr undef, !393, !DIExpression(), !1170)
    #dbg_value(i64 16, !402, !DIExpression(), !1170)
    #dbg_value(ptr undef, !403, !DIExpression(), !1170)
    #dbg_value(i64 0, !406, !DIExpression(), !1172)
    #dbg_value(i64 0, !406, !DIExpression(), !1172)
  %684 = extractelement <16 x i8> %683, i64 0, !dbg !1173
  %685 = zext i8 %684 to i64, !dbg !1173
  %686 = xor i64 %682, %685, !dbg !1174
  %687 = mul i64 %686, 1099511628211, !dbg !1175
    #dbg_value(i64 1, !406, !DIExpression(), !1172)
  %688 = extractelement <16 x i8> %683, i64 1, !dbg !1173
  %689 = zext i8 %688 to i64, !dbg !1173
  %690 = xor i64 %687, %689, !dbg !1174
  %691 = mul i64 %690, 1099511628211, !dbg !1175
    #dbg_value(i64 2, !406, !DIExpression(), !1172)
  %692 = extractelement <16 x i8> %683, i64 2, !dbg !1173
  %693 = zext i8 %692 to i64, !dbg !1173
  %694 = xor i64 %691, %693, !dbg !1174
  %695 = mul i64 %694, 1099511628211, !dbg !1175
    #dbg_value(i64 3, !406, !DIExpression(), !1172)
  %696 = extractelement <16 x i8> %683, i64 3, !dbg !1173
  %697 = zext i8 %696 to i64, !dbg !1173
  %698 = xor i64 %695, %697, !dbg !1174
  %699 = mul i64 %698, 1099511628211, !dbg !1175
    #dbg_value(i64 4, !406, !DIExpression(), !1172)
  %700 = extractelement <16 x i8> %683, i64 4, !dbg !1173
  %701 = zext i8 %700 to i64, !dbg !1173
  %702 = xor i64 %699, %701, !dbg !1174
  %703 = mul i64 %702, 1099511628211, !dbg !1175
    #dbg_value(i64 5, !406, !DIExpression(), !1172)
  %704 = extractelement <16 x i8> %683, i64 5, !dbg !1173
  %705 = zext i8 %704 to i64, !dbg !1173
  %706 = xor i64 %703, %705, !dbg !1174
  %707 = mul i64 %706, 1099511628211, !dbg !1175
    #dbg_value(i64 6, !406, !DIExpression(), !1172)
  %708 = extractelement <16 x i8> %683, i64 6, !dbg !1173
  %709 = zext i8 %708 to i64, !dbg !1173
  %710 = xor i64 %707, %709, !dbg !1174
  %711 = mul i64 %710, 1099511628211, !dbg !1175
    #dbg_value(i64 7, !406, !DIExpression(), !1172)
  %712 = extractelement <16 x i8> %683, i64 7, !dbg !1173
  %713 = zext i8 %712 to i64, !dbg !1173
  %714 = xor i64 %711, %713, !dbg !1174
  %715 = mul i64 %714, 1099511628211, !dbg !1175
    #dbg_value(i64 8, !406, !DIExpression(), !1172)
  %716 = extractelement <16 x i8> %683, i64 8, !dbg !1173
  %717 = zext i8 %716 to i64, !dbg !1173
  %718 = xor i64 %715, %717, !dbg !1174
  %719 = mul i64 %718, 1099511628211, !dbg !1175
    #dbg_value(i64 9, !406, !DIExpression(), !1172)
  %720 = extractelement <16 x i8> %683, i64 9, !dbg !1173
  %721 = zext i8 %720 to i64, !dbg !1173
  %722 = xor i64 %719, %721, !dbg !1174
  %723 = mul i64 %722, 1099511628211, !dbg !1175
    #dbg_value(i64 10, !406, !DIExpression(), !1172)
  %724 = extractelement <16 x i8> %683, i64 10, !dbg !1173
  %725 = zext i8 %724 to i64, !dbg !1173
  %726 = xor i64 %723, %725, !dbg !1174
  %727 = mul i64 %726, 1099511628211, !dbg !1175
    #dbg_value(i64 11, !406, !DIExpression(), !1172)
  %728 = extractelement <16 x i8> %683, i64 11, !dbg !1173
  %729 = zext i8 %728 to i64, !dbg !1173
  %730 = xor i64 %727, %729, !dbg !1174
  %731 = mul i64 %730, 1099511628211, !dbg !1175
    #dbg_value(i64 12, !406, !DIExpression(), !1172)
  %732 = extractelement <16 x i8> %683, i64 12, !dbg !1173
  %733 = zext i8 %732 to i64, !dbg !1173
  %734 = xor i64 %731, %733, !dbg !1174
  %735 = mul i64 %734, 1099511628211, !dbg !1175
    #dbg_value(i64 13, !406, !DIExpression(), !1172)
  %736 = extractelement <16 x i8> %683, i64 13, !dbg !1173
  %737 = zext i8 %736 to i64, !dbg !1173
  %738 = xor i64 %735, %737, !dbg !1174
  %739 = mul i64 %738, 1099511628211, !dbg !1175
    #dbg_value(i64 14, !406, !DIExpression(), !1172)
  %740 = extractelement <16 x i8> %683, i64 14, !dbg !1173
  %741 = zext i8 %740 to i64, !dbg !1173
  %742 = xor i64 %739, %741, !dbg !1174
  %743 = mul i64 %742, 1099511628211, !dbg !1175
    #dbg_value(i64 15, !406, !DIExpression(), !1172)
  %744 = extractelement <16 x i8> %683, i64 15, !dbg !1173
  %745 = zext i8 %744 to i64, !dbg !1173
  %746 = xor i64 %743, %745, !dbg !1174
  %747 = mul i64 %746, 1099511628211, !dbg !1175
    #dbg_value(i64 16, !406, !DIExpression(), !1172)
  %748 = tail call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> %351, <4 x i32> %352), !dbg !1176
  %749 = bitcast <4 x i32> %748 to <16 x i8>, !dbg !1176
    #dbg_value(<4 x i32> %748, !995, !DIExpression(), !1177)
    #dbg_value(ptr undef, !393, !DIExpression(), !1178)
    #dbg_value(i64 16, !402, !DIExpression(), !1178)
    #dbg_value(ptr undef, !403, !DIExpression(), !1178)
    #dbg_value(i64 0, !406, !DIExpression(), !1180)
    #dbg_value(i64 0, !406, !DIExpression(), !1180)
  %750 = extractelement <16 x i8> %749, i64 0, !dbg !1181
  %751 = zext i8 %750 to i64, !dbg !1181
  %752 = xor i64 %747, %751, !dbg !1182
  %753 = mul i64 %752, 1099511628211, !dbg !1183
    #dbg_value(i64 1, !406, !DIExpression(), !1180)
  %754 = extractelement <16 x i8> %749, i64 1, !dbg !1181
  %755 = zext i8 %754 to i64, !dbg !1181
  %756 = xor i64 %753, %755, !dbg !1182
  %757 = mul i64 %756, 1099511628211, !dbg !1183
    #dbg_value(i64 2, !406, !DIExpression(), !1180)
  %758 = extractelement <16 x i8> %749, i64 2, !dbg !1181
  %759 = zext i8 %758 to i64, !dbg !1181
  %760 = xor i64 %757, %759, !dbg !1182
  %761 = mul i64 %760, 1099511628211, !dbg !1183
    #dbg_value(i64 3, !406, !DIExpression(), !1180)
  %762 = extractelement <16 x i8> %749, i64 3, !dbg !1181
  %763 = zext i8 %762 to i64, !dbg !1181
  %764 = xor i64 %761, %763, !dbg !1182
  %765 = mul i64 %764, 1099511628211, !dbg !1183
    #dbg_value(i64 4, !406, !DIExpression(), !1180)
  %766 = extractelement <16 x i8> %749, i64 4, !dbg !1181
  %767 = zext i8 %766 to i64, !dbg !1181
  %768 = xor i64 %765, %767, !dbg !1182
  %769 = mul i64 %768, 1099511628211, !dbg !1183
    #dbg_value(i64 5, !406, !DIExpression(), !1180)
  %770 = extractelement <16 x i8> %749, i64 5, !dbg !1181
  %771 = zext i8 %770 to i64, !dbg !1181
  %772 = xor i64 %769, %771, !dbg !1182
  %773 = mul i64 %772, 1099511628211, !dbg !1183
    #dbg_value(i64 6, !406, !DIExpression(), !1180)
  %774 = extractelement <16 x i8> %749, i64 6, !dbg !1181
  %775 = zext i8 %774 to i64, !dbg !1181
  %776 = xor i64 %773, %775, !dbg !1182
  %777 = mul i64 %776, 1099511628211, !dbg !1183
    #dbg_value(i64 7, !406, !DIExpression(), !1180)
  %778 = extractelement <16 x i8> %749, i64 7, !dbg !1181
  %779 = zext i8 %778 to i64, !dbg !1181
  %780 = xor i64 %777, %779, !dbg !1182
  %781 = mul i64 %780, 1099511628211, !dbg !1183
    #dbg_value(i64 8, !406, !DIExpression(), !1180)
  %782 = extractelement <16 x i8> %749, i64 8, !dbg !1181
  %783 = zext i8 %782 to i64, !dbg !1181
  %784 = xor i64 %781, %783, !dbg !1182
  %785 = mul i64 %784, 1099511628211, !dbg !1183
    #dbg_value(i64 9, !406, !DIExpression(), !1180)
  %786 = extractelement <16 x i8> %749, i64 9, !dbg !1181
  %787 = zext i8 %786 to i64, !dbg !1181
  %788 = xor i64 %785, %787, !dbg !1182
  %789 = mul i64 %788, 1099511628211, !dbg !1183
    #dbg_value(i64 10, !406, !DIExpression(), !1180)
  %790 = extractelement <16 x i8> %749, i64 10, !dbg !1181
  %791 = zext i8 %790 to i64, !dbg !1181
  %792 = xor i64 %789, %791, !dbg !1182
  %793 = mul i64 %792, 1099511628211, !dbg !1183
    #dbg_value(i64 11, !406, !DIExpression(), !1180)
  %794 = extractelement <16 x i8> %749, i64 11, !dbg !1181
  %795 = zext i8 %794 to i64, !dbg !1181
  %796 = xor i64 %793, %795, !dbg !1182
  %797 = mul i64 %796, 1099511628211, !dbg !1183
    #dbg_value(i64 12, !406, !DIExpression(), !1180)
  %798 = extractelement <16 x i8> %749, i64 12, !dbg !1181
  %799 = zext i8 %798 to i64, !dbg !1181
  %800 = xor i64 %797, %799, !dbg !1182
  %801 = mul i64 %800, 1099511628211, !dbg !1183
    #dbg_value(i64 13, !406, !DIExpression(), !1180)
  %802 = extractelement <16 x i8> %749, i64 13, !dbg !1181
  %803 = zext i8 %802 to i64, !dbg !1181
  %804 = xor i64 %801, %803, !dbg !1182
  %805 = mul i64 %804, 1099511628211, !dbg !1183
    #dbg_value(i64 14, !406, !DIExpression(), !1180)
  %806 = extractelement <16 x i8> %749, i64 14, !dbg !1181
  %807 = zext i8 %806 to i64, !dbg !1181
  %808 = xor i64 %805, %807, !dbg !1182
  %809 = mul i64 %808, 1099511628211, !dbg !1183
    #dbg_value(i64 15, !406, !DIExpression(), !1180)
  %810 = extractelement <16 x i8> %749, i64 15, !dbg !1181
  %811 = zext i8 %810 to i64, !dbg !1181
  %812 = xor i64 %809, %811, !dbg !1182
  %813 = mul i64 %812, 1099511628211, !dbg !1183
    #dbg_value(i64 16, !406, !DIExpression(), !1180)
  %814 = tail call <16 x i8> @llvm.abs.v16i8(<16 x i8> %216, i1 false), !dbg !1184
    #dbg_value(<16 x i8> %814, !997, !DIExpression(), !1185)
    #dbg_value(ptr undef, !393, !DIExpression(), !1186)
    #dbg_value(i64 16, !402, !DIExpression(), !1186)
    #dbg_value(ptr undef, !403, !DIExpression(), !1186)
    #dbg_value(i64 0, !406, !DIExpression(), !1188)
    #dbg_value(i64 0, !406, !DIExpression(), !1188)
  %815 = extractelement <16 x i8> %814, i64 0, !dbg !1189
  %816 = zext i8 %815 to i64, !dbg !1189
  %817 = xor i64 %813, %816, !dbg !1190
  %818 = mul i64 %817, 1099511628211, !dbg !1191
    #dbg_value(i64 1, !406, !DIExpression(), !1188)
  %819 = extractelement <16 x i8> %814, i64 1, !dbg !1189
  %820 = zext i8 %819 to i64, !dbg !1189
  %821 = xor i64 %818, %820, !dbg !1190
  %822 = mul i64 %821, 1099511628211, !dbg !1191
    #dbg_value(i64 2, !406, !DIExpression(), !1188)
  %823 = extractelement <16 x i8> %814, i64 2, !dbg !1189
  %824 = zext i8 %823 to i64, !dbg !1189
  %825 = xor i64 %822, %824, !dbg !1190
  %826 = mul i64 %825, 1099511628211, !dbg !1191
    #dbg_value(i64 3, !406, !DIExpression(), !1188)
  %827 = extractelement <16 x i8> %814, i64 3, !dbg !1189
  %828 = zext i8 %827 to i64, !dbg !1189
  %829 = xor i64 %826, %828, !dbg !1190
  %830 = mul i64 %829, 1099511628211, !dbg !1191
    #dbg_value(i64 4, !406, !DIExpression(), !1188)
  %831 = extractelement <16 x i8> %814, i64 4, !dbg !1189
  %832 = zext i8 %831 to i64, !dbg !1189
  %833 = xor i64 %830, %832, !dbg !1190
  %834 = mul i64 %833, 1099511628211, !dbg !1191
    #dbg_value(i64 5, !406, !DIExpression(), !1188)
  %835 = extractelement <16 x i8> %814, i64 5, !dbg !1189
  %836 = zext i8 %835 to i64, !dbg !1189
  %837 = xor i64 %834, %836, !dbg !1190
  %838 = mul i64 %837, 1099511628211, !dbg !1191
    #dbg_value(i64 6, !406, !DIExpression(), !1188)
  %839 = extractelement <16 x i8> %814, i64 6, !dbg !1189
  %840 = zext i8 %839 to i64, !dbg !1189
  %841 = xor i64 %838, %840, !dbg !1190
  %842 = mul i64 %841, 1099511628211, !dbg !1191
    #dbg_value(i64 7, !406, !DIExpression(), !1188)
  %843 = extractelement <16 x i8> %814, i64 7, !dbg !1189
  %844 = zext i8 %843 to i64, !dbg !1189
  %845 = xor i64 %842, %844, !dbg !1190
  %846 = mul i64 %845, 1099511628211, !dbg !1191
    #dbg_value(i64 8, !406, !DIExpression(), !1188)
  %847 = extractelement <16 x i8> %814, i64 8, !dbg !1189
  %848 = zext i8 %847 to i64, !dbg !1189
  %849 = xor i64 %846, %848, !dbg !1190
  %850 = mul i64 %849, 1099511628211, !dbg !1191
    #dbg_value(i64 9, !406, !DIExpression(), !1188)
  %851 = extractelement <16 x i8> %814, i64 9, !dbg !1189
  %852 = zext i8 %851 to i64, !dbg !1189
  %853 = xor i64 %850, %852, !dbg !1190
  %854 = mul i64 %853, 1099511628211, !dbg !1191
    #dbg_value(i64 10, !406, !DIExpression(), !1188)
  %855 = extractelement <16 x i8> %814, i64 10, !dbg !1189
  %856 = zext i8 %855 to i64, !dbg !1189
  %857 = xor i64 %854, %856, !dbg !1190
  %858 = mul i64 %857, 1099511628211, !dbg !1191
    #dbg_value(i64 11, !406, !DIExpression(), !1188)
  %859 = extractelement <16 x i8> %814, i64 11, !dbg !1189
  %860 = zext i8 %859 to i64, !dbg !1189
  %861 = xor i64 %858, %860, !dbg !1190
  %862 = mul i64 %861, 1099511628211, !dbg !1191
    #dbg_value(i64 12, !406, !DIExpression(), !1188)
  %863 = extractelement <16 x i8> %814, i64 12, !dbg !1189
  %864 = zext i8 %863 to i64, !dbg !1189
  %865 = xor i64 %862, %864, !dbg !1190
  %866 = mul i64 %865, 1099511628211, !dbg !1191
    #dbg_value(i64 13, !406, !DIExpression(), !1188)
  %867 = extractelement <16 x i8> %814, i64 13, !dbg !1189
  %868 = zext i8 %867 to i64, !dbg !1189
  %869 = xor i64 %866, %868, !dbg !1190
  %870 = mul i64 %869, 1099511628211, !dbg !1191
    #dbg_value(i64 14, !406, !DIExpression(), !1188)
  %871 = extractelement <16 x i8> %814, i64 14, !dbg !1189
  %872 = zext i8 %871 to i64, !dbg !1189
  %873 = xor i64 %870, %872, !dbg !1190
  %874 = mul i64 %873, 1099511628211, !dbg !1191
    #dbg_value(i64 15, !406, !DIExpression(), !1188)
  %875 = extractelement <16 x i8> %814, i64 15, !dbg !1189
  %876 = zext i8 %875 to i64, !dbg !1189
  %877 = xor i64 %874, %876, !dbg !1190
  %878 = mul i64 %877, 1099511628211, !dbg !1191
    #dbg_value(i64 16, !406, !DIExpression(), !1188)
  %879 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %352, i1 false), !dbg !1192
  %880 = bitcast <4 x i32> %879 to <16 x i8>, !dbg !1192
    #dbg_value(<4 x i32> %879, !999, !DIExpression(), !1193)
    #dbg_value(ptr undef, !393, !DIExpression(), !1194)
    #dbg_value(i64 16, !402, !DIExpression(), !1194)
    #dbg_value(ptr undef, !403, !DIExpression(), !1194)
    #dbg_value(i64 0, !406, !DIExpression(), !1196)
    #dbg_value(i64 0, !406, !DIExpression(), !1196)
  %881 = extractelement <16 x i8> %880, i64 0, !dbg !1197
  %882 = zext i8 %881 to i64, !dbg !1197
  %883 = xor i64 %878, %882, !dbg !1198
  %884 = mul i64 %883, 1099511628211, !dbg !1199
    #dbg_value(i64 1, !406, !DIExpression(), !1196)
  %885 = extractelement <16 x i8> %880, i64 1, !dbg !1197
  %886 = zext i8 %885 to i64, !dbg !1197
  %887 = xor i64 %884, %886, !dbg !1198
  %888 = mul i64 %887, 1099511628211, !dbg !1199
    #dbg_value(i64 2, !406, !DIExpression(), !1196)
  %889 = extractelement <16 x i8> %880, i64 2, !dbg !1197
  %890 = zext i8 %889 to i64, !dbg !1197
  %891 = xor i64 %888, %890, !dbg !1198
  %892 = mul i64 %891, 1099511628211, !dbg !1199
    #dbg_value(i64 3, !406, !DIExpression(), !1196)
  %893 = extractelement <16 x i8> %880, i64 3, !dbg !1197
  %894 = zext i8 %893 to i64, !dbg !1197
  %895 = xor i64 %892, %894, !dbg !1198
  %896 = mul i64 %895, 1099511628211, !dbg !1199
    #dbg_value(i64 4, !406, !DIExpression(), !1196)
  %897 = extractelement <16 x i8> %880, i64 4, !dbg !1197
  %898 = zext i8 %897 to i64, !dbg !1197
  %899 = xor i64 %896, %898, !dbg !1198
  %900 = mul i64 %899, 1099511628211, !dbg !1199
    #dbg_value(i64 5, !406, !DIExpression(), !1196)
  %901 = extractelement <16 x i8> %880, i64 5, !dbg !1197
  %902 = zext i8 %901 to i64, !dbg !1197
  %903 = xor i64 %900, %902, !dbg !1198
  %904 = mul i64 %903, 1099511628211, !dbg !1199
    #dbg_value(i64 6, !406, !DIExpression(), !1196)
  %905 = extractelement <16 x i8> %880, i64 6, !dbg !1197
  %906 = zext i8 %905 to i64, !dbg !1197
  %907 = xor i64 %904, %906, !dbg !1198
  %908 = mul i64 %907, 1099511628211, !dbg !1199
    #dbg_value(i64 7, !406, !DIExpression(), !1196)
  %909 = extractelement <16 x i8> %880, i64 7, !dbg !1197
  %910 = zext i8 %909 to i64, !dbg !1197
  %911 = xor i64 %908, %910, !dbg !1198
  %912 = mul i64 %911, 1099511628211, !dbg !1199
    #dbg_value(i64 8, !406, !DIExpression(), !1196)
  %913 = extractelement <16 x i8> %880, i64 8, !dbg !1197
  %914 = zext i8 %913 to i64, !dbg !1197
  %915 = xor i64 %912, %914, !dbg !1198
  %916 = mul i64 %915, 1099511628211, !dbg !1199
    #dbg_value(i64 9, !406, !DIExpression(), !1196)
  %917 = extractelement <16 x i8> %880, i64 9, !dbg !1197
  %918 = zext i8 %917 to i64, !dbg !1197
  %919 = xor i64 %916, %918, !dbg !1198
  %920 = mul i64 %919, 1099511628211, !dbg !1199
    #dbg_value(i64 10, !406, !DIExpression(), !1196)
  %921 = extractelement <16 x i8> %880, i64 10, !dbg !1197
  %922 = zext i8 %921 to i64, !dbg !1197
  %923 = xor i64 %920, %922, !dbg !1198
  %924 = mul i64 %923, 1099511628211, !dbg !1199
    #dbg_value(i64 11, !406, !DIExpression(), !1196)
  %925 = extractelement <16 x i8> %880, i64 11, !dbg !1197
  %926 = zext i8 %925 to i64, !dbg !1197
  %927 = xor i64 %924, %926, !dbg !1198
  %928 = mul i64 %927, 1099511628211, !dbg !1199
    #dbg_value(i64 12, !406, !DIExpression(), !1196)
  %929 = extractelement <16 x i8> %880, i64 12, !dbg !1197
  %930 = zext i8 %929 to i64, !dbg !1197
  %931 = xor i64 %928, %930, !dbg !1198
  %932 = mul i64 %931, 1099511628211, !dbg !1199
    #dbg_value(i64 13, !406, !DIExpression(), !1196)
  %933 = extractelement <16 x i8> %880, i64 13, !dbg !1197
  %934 = zext i8 %933 to i64, !dbg !1197
  %935 = xor i64 %932, %934, !dbg !1198
  %936 = mul i64 %935, 1099511628211, !dbg !1199
    #dbg_value(i64 14, !406, !DIExpression(), !1196)
  %937 = extractelement <16 x i8> %880, i64 14, !dbg !1197
  %938 = zext i8 %937 to i64, !dbg !1197
  %939 = xor i64 %936, %938, !dbg !1198
  %940 = mul i64 %939, 1099511628211, !dbg !1199
    #dbg_value(i64 15, !406, !DIExpression(), !1196)
  %941 = extractelement <16 x i8> %880, i64 15, !dbg !1197
  %942 = zext i8 %941 to i64, !dbg !1197
  %943 = xor i64 %940, %942, !dbg !1198
  %944 = mul i64 %943, 1099511628211, !dbg !1199
    #dbg_value(i64 16, !406, !DIExpression(), !1196)
    #dbg_value(<16 x i8> poison, !1001, !DIExpression(), !1200)
    #dbg_value(ptr undef, !393, !DIExpression(), !1201)
    #dbg_value(i64 16, !402, !DIExpression(), !1201)
    #dbg_value(ptr undef, !403, !DIExpression(), !1201)
    #dbg_value(i64 0, !406, !DIExpression(), !1203)
    #dbg_value(i64 0, !406, !DIExpression(), !1203)
  %945 = extractelement <16 x i8> %217, i64 7, !dbg !1204
  %946 = zext i8 %945 to i64, !dbg !1204
  %947 = xor i64 %944, %946, !dbg !1205
  %948 = mul i64 %947, 1099511628211, !dbg !1206
    #dbg_value(i64 1, !406, !DIExpression(), !1203)
  %949 = extractelement <16 x i8> %217, i64 8, !dbg !1204
  %950 = zext i8 %949 to i64, !dbg !1204
  %951 = xor i64 %948, %950, !dbg !1205
  %952 = mul i64 %951, 1099511628211, !dbg !1206
    #dbg_value(i64 2, !406, !DIExpression(), !1203)
  %953 = extractelement <16 x i8> %217, i64 9, !dbg !1204
  %954 = zext i8 %953 to i64, !dbg !1204
  %955 = xor i64 %952, %954, !dbg !1205
  %956 = mul i64 %955, 1099511628211, !dbg !1206
    #dbg_value(i64 3, !406, !DIExpression(), !1203)
  %957 = extractelement <16 x i8> %217, i64 10, !dbg !1204
  %958 = zext i8 %957 to i64, !dbg !1204
  %959 = xor i64 %956, %958, !dbg !1205
  %960 = mul i64 %959, 1099511628211, !dbg !1206
    #dbg_value(i64 4, !406, !DIExpression(), !1203)
  %961 = extractelement <16 x i8> %217, i64 11, !dbg !1204
  %962 = zext i8 %961 to i64, !dbg !1204
  %963 = xor i64 %960, %962, !dbg !1205
  %964 = mul i64 %963, 1099511628211, !dbg !1206
    #dbg_value(i64 5, !406, !DIExpression(), !1203)
  %965 = extractelement <16 x i8> %217, i64 12, !dbg !1204
  %966 = zext i8 %965 to i64, !dbg !1204
  %967 = xor i64 %964, %966, !dbg !1205
  %968 = mul i64 %967, 1099511628211, !dbg !1206
    #dbg_value(i64 6, !406, !DIExpression(), !1203)
  %969 = extractelement <16 x i8> %217, i64 13, !dbg !1204
  %970 = zext i8 %969 to i64, !dbg !1204
  %971 = xor i64 %968, %970, !dbg !1205
  %972 = mul i64 %971, 1099511628211, !dbg !1206
    #dbg_value(i64 7, !406, !DIExpression(), !1203)
  %973 = extractelement <16 x i8> %217, i64 14, !dbg !1204
  %974 = zext i8 %973 to i64, !dbg !1204
  %975 = xor i64 %972, %974, !dbg !1205
  %976 = mul i64 %975, 1099511628211, !dbg !1206
    #dbg_value(i64 8, !406, !DIExpression(), !1203)
  %977 = extractelement <16 x i8> %217, i64 15, !dbg !1204
  %978 = zext i8 %977 to i64, !dbg !1204
  %979 = xor i64 %976, %978, !dbg !1205
  %980 = mul i64 %979, 1099511628211, !dbg !1206
    #dbg_value(i64 9, !406, !DIExpression(), !1203)
  %981 = extractelement <16 x i8> %216, i64 0, !dbg !1204
  %982 = zext i8 %981 to i64, !dbg !1204
  %983 = xor i64 %980, %982, !dbg !1205
  %984 = mul i64 %983, 1099511628211, !dbg !1206
    #dbg_value(i64 10, !406, !DIExpression(), !1203)
  %985 = extractelement <16 x i8> %216, i64 1, !dbg !1204
  %986 = zext i8 %985 to i64, !dbg !1204
  %987 = xor i64 %984, %986, !dbg !1205
  %988 = mul i64 %987, 1099511628211, !dbg !1206
    #dbg_value(i64 11, !406, !DIExpression(), !1203)
  %989 = extractelement <16 x i8> %216, i64 2, !dbg !1204
  %990 = zext i8 %989 to i64, !dbg !1204
  %991 = xor i64 %988, %990, !dbg !1205
  %992 = mul i64 %991, 1099511628211, !dbg !1206
    #dbg_value(i64 12, !406, !DIExpression(), !1203)
  %993 = extractelement <16 x i8> %216, i64 3, !dbg !1204
  %994 = zext i8 %993 to i64, !dbg !1204
  %995 = xor i64 %992, %994, !dbg !1205
  %996 = mul i64 %995, 1099511628211, !dbg !1206
    #dbg_value(i64 13, !406, !DIExpression(), !1203)
  %997 = extractelement <16 x i8> %216, i64 4, !dbg !1204
  %998 = zext i8 %997 to i64, !dbg !1204
  %999 = xor i64 %996, %998, !dbg !1205
  %1000 = mul i64 %999, 1099511628211, !dbg !1206
    #dbg_value(i64 14, !406, !DIExpression(), !1203)
  %1001 = extractelement <16 x i8> %216, i64 5, !dbg !1204
  %1002 = zext i8 %1001 to i64, !dbg !1204
  %1003 = xor i64 %1000, %1002, !dbg !1205
  %1004 = mul i64 %1003, 1099511628211, !dbg !1206
    #dbg_value(i64 15, !406, !DIExpression(), !1203)
  %1005 = extractelement <16 x i8> %216, i64 6, !dbg !1204
  %1006 = zext i8 %1005 to i64, !dbg !1204
  %1007 = xor i64 %1004, %1006, !dbg !1205
  %1008 = mul i64 %1007, 1099511628211, !dbg !1206
    #dbg_value(i64 16, !406, !DIExpression(), !1203)
  %1009 = xor <2 x i64> %8, %4, !dbg !1207
  %1010 = bitcast <2 x i64> %1009 to <16 x i8>, !dbg !1207
  %1011 = tail call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %216, <16 x i8> %217, <16 x i8> %1010), !dbg !1207
    #dbg_value(<16 x i8> %1011, !1003, !DIExpression(), !1208)
    #dbg_value(ptr undef, !393, !DIExpression(), !1209)
    #dbg_value(i64 16, !402, !DIExpression(), !1209)
    #dbg_value(ptr undef, !403, !DIExpression(), !1209)
    #dbg_value(i64 0, !406, !DIExpression(), !1211)
    #dbg_value(i64 0, !406, !DIExpression(), !1211)
  %1012 = extractelement <16 x i8> %1011, i64 0, !dbg !1212
  %1013 = zext i8 %1012 to i64, !dbg !1212
  %1014 = xor i64 %1008, %1013, !dbg !1213
  %1015 = mul i64 %1014, 1099511628211, !dbg !1214
    #dbg_value(i64 1, !406, !DIExpression(), !1211)
  %1016 = extractelement <16 x i8> %1011, i64 1, !dbg !1212
  %1017 = zext i8 %1016 to i64, !dbg !1212
  %1018 = xor i64 %1015, %1017, !dbg !1213
  %1019 = mul i64 %1018, 1099511628211, !dbg !1214
    #dbg_value(i64 2, !406, !DIExpression(), !1211)
  %1020 = extractelement <16 x i8> %1011, i64 2, !dbg !1212
  %1021 = zext i8 %1020 to i64, !dbg !1212
  %1022 = xor i64 %1019, %1021, !dbg !1213
  %1023 = mul i64 %1022, 1099511628211, !dbg !1214
    #dbg_value(i64 3, !406, !DIExpression(), !1211)
  %1024 = extractelement <16 x i8> %1011, i64 3, !dbg !1212
  %1025 = zext i8 %1024 to i64, !dbg !1212
  %1026 = xor i64 %1023, %1025, !dbg !1213
  %1027 = mul i64 %1026, 1099511628211, !dbg !1214
    #dbg_value(i64 4, !406, !DIExpression(), !1211)
  %1028 = extractelement <16 x i8> %1011, i64 4, !dbg !1212
  %1029 = zext i8 %1028 to i64, !dbg !1212
  %1030 = xor i64 %1027, %1029, !dbg !1213
  %1031 = mul i64 %1030, 1099511628211, !dbg !1214
    #dbg_value(i64 5, !406, !DIExpression(), !1211)
  %1032 = extractelement <16 x i8> %1011, i64 5, !dbg !1212
  %1033 = zext i8 %1032 to i64, !dbg !1212
  %1034 = xor i64 %1031, %1033, !dbg !1213
  %1035 = mul i64 %1034, 1099511628211, !dbg !1214
    #dbg_value(i64 6, !406, !DIExpression(), !1211)
  %1036 = extractelement <16 x i8> %1011, i64 6, !dbg !1212
  %1037 = zext i8 %1036 to i64, !dbg !1212
  %1038 = xor i64 %1035, %1037, !dbg !1213
  %1039 = mul i64 %1038, 1099511628211, !dbg !1214
    #dbg_value(i64 7, !406, !DIExpression(), !1211)
  %1040 = extractelement <16 x i8> %1011, i64 7, !dbg !1212
  %1041 = zext i8 %1040 to i64, !dbg !1212
  %1042 = xor i64 %1039, %1041, !dbg !1213
  %1043 = mul i64 %1042, 1099511628211, !dbg !1214
    #dbg_value(i64 8, !406, !DIExpression(), !1211)
  %1044 = extractelement <16 x i8> %1011, i64 8, !dbg !1212
  %1045 = zext i8 %1044 to i64, !dbg !1212
  %1046 = xor i64 %1043, %1045, !dbg !1213
  %1047 = mul i64 %1046, 1099511628211, !dbg !1214
    #dbg_value(i64 9, !406, !DIExpression(), !1211)
  %1048 = extractelement <16 x i8> %1011, i64 9, !dbg !1212
  %1049 = zext i8 %1048 to i64, !dbg !1212
  %1050 = xor i64 %1047, %1049, !dbg !1213
  %1051 = mul i64 %1050, 1099511628211, !dbg !1214
    #dbg_value(i64 10, !406, !DIExpression(), !1211)
  %1052 = extractelement <16 x i8> %1011, i64 10, !dbg !1212
  %1053 = zext i8 %1052 to i64, !dbg !1212
  %1054 = xor i64 %1051, %1053, !dbg !1213
  %1055 = mul i64 %1054, 1099511628211, !dbg !1214
    #dbg_value(i64 11, !406, !DIExpression(), !1211)
  %1056 = extractelement <16 x i8> %1011, i64 11, !dbg !1212
  %1057 = zext i8 %1056 to i64, !dbg !1212
  %1058 = xor i64 %1055, %1057, !dbg !1213
  %1059 = mul i64 %1058, 1099511628211, !dbg !1214
    #dbg_value(i64 12, !406, !DIExpression(), !1211)
  %1060 = extractelement <16 x i8> %1011, i64 12, !dbg !1212
  %1061 = zext i8 %1060 to i64, !dbg !1212
  %1062 = xor i64 %1059, %1061, !dbg !1213
  %1063 = mul i64 %1062, 1099511628211, !dbg !1214
    #dbg_value(i64 13, !406, !DIExpression(), !1211)
  %1064 = extractelement <16 x i8> %1011, i64 13, !dbg !1212
  %1065 = zext i8 %1064 to i64, !dbg !1212
  %1066 = xor i64 %1063, %1065, !dbg !1213
  %1067 = mul i64 %1066, 1099511628211, !dbg !1214
    #dbg_value(i64 14, !406, !DIExpression(), !1211)
  %1068 = extractelement <16 x i8> %1011, i64 14, !dbg !1212
  %1069 = zext i8 %1068 to i64, !dbg !1212
  %1070 = xor i64 %1067, %1069, !dbg !1213
  %1071 = mul i64 %1070, 1099511628211, !dbg !1214
    #dbg_value(i64 15, !406, !DIExpression(), !1211)
  %1072 = extractelement <16 x i8> %1011, i64 15, !dbg !1212
  %1073 = zext i8 %1072 to i64, !dbg !1212
  %1074 = xor i64 %1071, %1073, !dbg !1213
  %1075 = mul i64 %1074, 1099511628211, !dbg !1214
    #dbg_value(i64 16, !406, !DIExpression(), !1211)
  %1076 = tail call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %10, <4 x float> %12, <4 x float> %10), !dbg !1215
  %1077 = bitcast <4 x float> %1076 to <16 x i8>, !dbg !1215
    #dbg_value(<4 x float> %1076, !1005, !DIExpression(), !1216)
    #dbg_value(ptr undef, !393, !DIExpression(), !1217)
    #dbg_value(i64 16, !402, !DIExpression(), !1217)
    #dbg_value(ptr undef, !403, !DIExpression(), !1217)
    #dbg_value(i64 0, !406, !DIExpression(), !1219)
    #dbg_value(i64 0, !406, !DIExpression(), !1219)
  %1078 = extractelement <16 x i8> %1077, i64 0, !dbg !1220
  %1079 = zext i8 %1078 to i64, !dbg !1220
  %1080 = xor i64 %1075, %1079, !dbg !1221
  %1081 = mul i64 %1080, 1099511628211, !dbg !1222
    #dbg_value(i64 1, !406, !DIExpression(), !1219)
  %1082 = extractelement <16 x i8> %1077, i64 1, !dbg !1220
  %1083 = zext i8 %1082 to i64, !dbg !1220
  %1084 = xor i64 %1081, %1083, !dbg !1221
  %1085 = mul i64 %1084, 1099511628211, !dbg !1222
    #dbg_value(i64 2, !406, !DIExpression(), !1219)
  %1086 = extractelement <16 x i8> %1077, i64 2, !dbg !1220
  %1087 = zext i8 %1086 to i64, !dbg !1220
  %1088 = xor i64 %1085, %1087, !dbg !1221
  %1089 = mul i64 %1088, 1099511628211, !dbg !1222
    #dbg_value(i64 3, !406, !DIExpression(), !1219)
  %1090 = extractelement <16 x i8> %1077, i64 3, !dbg !1220
  %1091 = zext i8 %1090 to i64, !dbg !1220
  %1092 = xor i64 %1089, %1091, !dbg !1221
  %1093 = mul i64 %1092, 1099511628211, !dbg !1222
    #dbg_value(i64 4, !406, !DIExpression(), !1219)
  %1094 = extractelement <16 x i8> %1077, i64 4, !dbg !1220
  %1095 = zext i8 %1094 to i64, !dbg !1220
  %1096 = xor i64 %1093, %1095, !dbg !1221
  %1097 = mul i64 %1096, 1099511628211, !dbg !1222
    #dbg_value(i64 5, !406, !DIExpression(), !1219)
  %1098 = extractelement <16 x i8> %1077, i64 5, !dbg !1220
  %1099 = zext i8 %1098 to i64, !dbg !1220
  %1100 = xor i64 %1097, %1099, !dbg !1221
  %1101 = mul i64 %1100, 1099511628211, !dbg !1222
    #dbg_value(i64 6, !406, !DIExpression(), !1219)
  %1102 = extractelement <16 x i8> %1077, i64 6, !dbg !1220
  %1103 = zext i8 %1102 to i64, !dbg !1220
  %1104 = xor i64 %1101, %1103, !dbg !1221
  %1105 = mul i64 %1104, 1099511628211, !dbg !1222
    #dbg_value(i64 7, !406, !DIExpression(), !1219)
  %1106 = extractelement <16 x i8> %1077, i64 7, !dbg !1220
  %1107 = zext i8 %1106 to i64, !dbg !1220
  %1108 = xor i64 %1105, %1107, !dbg !1221
  %1109 = mul i64 %1108, 1099511628211, !dbg !1222
    #dbg_value(i64 8, !406, !DIExpression(), !1219)
  %1110 = extractelement <16 x i8> %1077, i64 8, !dbg !1220
  %1111 = zext i8 %1110 to i64, !dbg !1220
  %1112 = xor i64 %1109, %1111, !dbg !1221
  %1113 = mul i64 %1112, 1099511628211, !dbg !1222
    #dbg_value(i64 9, !406, !DIExpression(), !1219)
  %1114 = extractelement <16 x i8> %1077, i64 9, !dbg !1220
  %1115 = zext i8 %1114 to i64, !dbg !1220
  %1116 = xor i64 %1113, %1115, !dbg !1221
  %1117 = mul i64 %1116, 1099511628211, !dbg !1222
    #dbg_value(i64 10, !406, !DIExpression(), !1219)
  %1118 = extractelement <16 x i8> %1077, i64 10, !dbg !1220
  %1119 = zext i8 %1118 to i64, !dbg !1220
  %1120 = xor i64 %1117, %1119, !dbg !1221
  %1121 = mul i64 %1120, 1099511628211, !dbg !1222
    #dbg_value(i64 11, !406, !DIExpression(), !1219)
  %1122 = extractelement <16 x i8> %1077, i64 11, !dbg !1220
  %1123 = zext i8 %1122 to i64, !dbg !1220
  %1124 = xor i64 %1121, %1123, !dbg !1221
  %1125 = mul i64 %1124, 1099511628211, !dbg !1222
    #dbg_value(i64 12, !406, !DIExpression(), !1219)
  %1126 = extractelement <16 x i8> %1077, i64 12, !dbg !1220
  %1127 = zext i8 %1126 to i64, !dbg !1220
  %1128 = xor i64 %1125, %1127, !dbg !1221
  %1129 = mul i64 %1128, 1099511628211, !dbg !1222
    #dbg_value(i64 13, !406, !DIExpression(), !1219)
  %1130 = extractelement <16 x i8> %1077, i64 13, !dbg !1220
  %1131 = zext i8 %1130 to i64, !dbg !1220
  %1132 = xor i64 %1129, %1131, !dbg !1221
  %1133 = mul i64 %1132, 1099511628211, !dbg !1222
    #dbg_value(i64 14, !406, !DIExpression(), !1219)
  %1134 = extractelement <16 x i8> %1077, i64 14, !dbg !1220
  %1135 = zext i8 %1134 to i64, !dbg !1220
  %1136 = xor i64 %1133, %1135, !dbg !1221
  %1137 = mul i64 %1136, 1099511628211, !dbg !1222
    #dbg_value(i64 15, !406, !DIExpression(), !1219)
  %1138 = extractelement <16 x i8> %1077, i64 15, !dbg !1220
  %1139 = zext i8 %1138 to i64, !dbg !1220
  %1140 = xor i64 %1137, %1139, !dbg !1221
  %1141 = mul i64 %1140, 1099511628211, !dbg !1222
    #dbg_value(i64 16, !406, !DIExpression(), !1219)
  %1142 = shufflevector <8 x i16> %283, <8 x i16> %284, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 12, i32 5, i32 14, i32 7>, !dbg !1223
  %1143 = bitcast <8 x i16> %1142 to <16 x i8>, !dbg !1223
    #dbg_value(<8 x i16> %1142, !1007, !DIExpression(), !1224)
    #dbg_value(ptr undef, !393, !DIExpression(), !1225)
    #dbg_value(i64 16, !402, !DIExpression(), !1225)
    #dbg_value(ptr undef, !403, !DIExpression(), !1225)
    #dbg_value(i64 0, !406, !DIExpression(), !1227)
    #dbg_value(i64 0, !406, !DIExpression(), !1227)
  %1144 = extractelement <16 x i8> %1143, i64 0, !dbg !1228
  %1145 = zext i8 %1144 to i64, !dbg !1228
  %1146 = xor i64 %1141, %1145, !dbg !1229
  %1147 = mul i64 %1146, 1099511628211, !dbg !1230
    #dbg_value(i64 1, !406, !DIExpression(), !1227)
  %1148 = extractelement <16 x i8> %1143, i64 1, !dbg !1228
  %1149 = zext i8 %1148 to i64, !dbg !1228
  %1150 = xor i64 %1147, %1149, !dbg !1229
  %1151 = mul i64 %1150, 1099511628211, !dbg !1230
    #dbg_value(i64 2, !406, !DIExpression(), !1227)
  %1152 = extractelement <16 x i8> %1143, i64 2, !dbg !1228
  %1153 = zext i8 %1152 to i64, !dbg !1228
  %1154 = xor i64 %1151, %1153, !dbg !1229
  %1155 = mul i64 %1154, 1099511628211, !dbg !1230
    #dbg_value(i64 3, !406, !DIExpression(), !1227)
  %1156 = extractelement <16 x i8> %1143, i64 3, !dbg !1228
  %1157 = zext i8 %1156 to i64, !dbg !1228
  %1158 = xor i64 %1155, %1157, !dbg !1229
  %1159 = mul i64 %1158, 1099511628211, !dbg !1230
    #dbg_value(i64 4, !406, !DIExpression(), !1227)
  %1160 = extractelement <16 x i8> %1143, i64 4, !dbg !1228
  %1161 = zext i8 %1160 to i64, !dbg !1228
  %1162 = xor i64 %1159, %1161, !dbg !1229
  %1163 = mul i64 %1162, 1099511628211, !dbg !1230
    #dbg_value(i64 5, !406, !DIExpression(), !1227)
  %1164 = extractelement <16 x i8> %1143, i64 5, !dbg !1228
  %1165 = zext i8 %1164 to i64, !dbg !1228
  %1166 = xor i64 %1163, %1165, !dbg !1229
  %1167 = mul i64 %1166, 1099511628211, !dbg !1230
    #dbg_value(i64 6, !406, !DIExpression(), !1227)
  %1168 = extractelement <16 x i8> %1143, i64 6, !dbg !1228
  %1169 = zext i8 %1168 to i64, !dbg !1228
  %1170 = xor i64 %1167, %1169, !dbg !1229
  %1171 = mul i64 %1170, 1099511628211, !dbg !1230
    #dbg_value(i64 7, !406, !DIExpression(), !1227)
  %1172 = extractelement <16 x i8> %1143, i64 7, !dbg !1228
  %1173 = zext i8 %1172 to i64, !dbg !1228
  %1174 = xor i64 %1171, %1173, !dbg !1229
  %1175 = mul i64 %1174, 1099511628211, !dbg !1230
    #dbg_value(i64 8, !406, !DIExpression(), !1227)
  %1176 = extractelement <16 x i8> %1143, i64 8, !dbg !1228
  %1177 = zext i8 %1176 to i64, !dbg !1228
  %1178 = xor i64 %1175, %1177, !dbg !1229
  %1179 = mul i64 %1178, 1099511628211, !dbg !1230
    #dbg_value(i64 9, !406, !DIExpression(), !1227)
  %1180 = extractelement <16 x i8> %1143, i64 9, !dbg !1228
  %1181 = zext i8 %1180 to i64, !dbg !1228
  %1182 = xor i64 %1179, %1181, !dbg !1229
  %1183 = mul i64 %1182, 1099511628211, !dbg !1230
    #dbg_value(i64 10, !406, !DIExpression(), !1227)
  %1184 = extractelement <16 x i8> %1143, i64 10, !dbg !1228
  %1185 = zext i8 %1184 to i64, !dbg !1228
  %1186 = xor i64 %1183, %1185, !dbg !1229
  %1187 = mul i64 %1186, 1099511628211, !dbg !1230
    #dbg_value(i64 11, !406, !DIExpression(), !1227)
  %1188 = extractelement <16 x i8> %1143, i64 11, !dbg !1228
  %1189 = zext i8 %1188 to i64, !dbg !1228
  %1190 = xor i64 %1187, %1189, !dbg !1229
  %1191 = mul i64 %1190, 1099511628211, !dbg !1230
    #dbg_value(i64 12, !406, !DIExpression(), !1227)
  %1192 = extractelement <16 x i8> %1143, i64 12, !dbg !1228
  %1193 = zext i8 %1192 to i64, !dbg !1228
  %1194 = xor i64 %1191, %1193, !dbg !1229
  %1195 = mul i64 %1194, 1099511628211, !dbg !1230
    #dbg_value(i64 13, !406, !DIExpression(), !1227)
  %1196 = extractelement <16 x i8> %1143, i64 13, !dbg !1228
  %1197 = zext i8 %1196 to i64, !dbg !1228
  %1198 = xor i64 %1195, %1197, !dbg !1229
  %1199 = mul i64 %1198, 1099511628211, !dbg !1230
    #dbg_value(i64 14, !406, !DIExpression(), !1227)
  %1200 = extractelement <16 x i8> %1143, i64 14, !dbg !1228
  %1201 = zext i8 %1200 to i64, !dbg !1228
  %1202 = xor i64 %1199, %1201, !dbg !1229
  %1203 = mul i64 %1202, 1099511628211, !dbg !1230
    #dbg_value(i64 15, !406, !DIExpression(), !1227)
  %1204 = extractelement <16 x i8> %1143, i64 15, !dbg !1228
  %1205 = zext i8 %1204 to i64, !dbg !1228
  %1206 = xor i64 %1203, %1205, !dbg !1229
  %1207 = mul i64 %1206, 1099511628211, !dbg !1230
    #dbg_value(i64 16, !406, !DIExpression(), !1227)
  %1208 = shufflevector <4 x float> %10, <4 x float> %12, <4 x i32> <i32 0, i32 5, i32 6, i32 3>, !dbg !1231
  %1209 = bitcast <4 x float> %1208 to <16 x i8>, !dbg !1231
    #dbg_value(<4 x float> %1208, !1009, !DIExpression(), !1232)
    #dbg_value(ptr undef, !393, !DIExpression(), !1233)
    #dbg_value(i64 16, !402, !DIExpression(), !1233)
    #dbg_value(ptr undef, !403, !DIExpression(), !1233)
    #dbg_value(i64 0, !406, !DIExpression(), !1235)
    #dbg_value(i64 0, !406, !DIExpression(), !1235)
  %1210 = extractelement <16 x i8> %1209, i64 0, !dbg !1236
  %1211 = zext i8 %1210 to i64, !dbg !1236
  %1212 = xor i64 %1207, %1211, !dbg !1237
  %1213 = mul i64 %1212, 1099511628211, !dbg !1238
    #dbg_value(i64 1, !406, !DIExpression(), !1235)
  %1214 = extractelement <16 x i8> %1209, i64 1, !dbg !1236
  %1215 = zext i8 %1214 to i64, !dbg !1236
  %1216 = xor i64 %1213, %1215, !dbg !1237
  %1217 = mul i64 %1216, 1099511628211, !dbg !1238
    #dbg_value(i64 2, !406, !DIExpression(), !1235)
  %1218 = extractelement <16 x i8> %1209, i64 2, !dbg !1236
  %1219 = zext i8 %1218 to i64, !dbg !1236
  %1220 = xor i64 %1217, %1219, !dbg !1237
  %1221 = mul i64 %1220, 1099511628211, !dbg !1238
    #dbg_value(i64 3, !406, !DIExpression(), !1235)
  %1222 = extractelement <16 x i8> %1209, i64 3, !dbg !1236
  %1223 = zext i8 %1222 to i64, !dbg !1236
  %1224 = xor i64 %1221, %1223, !dbg !1237
  %1225 = mul i64 %1224, 1099511628211, !dbg !1238
    #dbg_value(i64 4, !406, !DIExpression(), !1235)
  %1226 = extractelement <16 x i8> %1209, i64 4, !dbg !1236
  %1227 = zext i8 %1226 to i64, !dbg !1236
  %1228 = xor i64 %1225, %1227, !dbg !1237
  %1229 = mul i64 %1228, 1099511628211, !dbg !1238
    #dbg_value(i64 5, !406, !DIExpression(), !1235)
  %1230 = extractelement <16 x i8> %1209, i64 5, !dbg !1236
  %1231 = zext i8 %1230 to i64, !dbg !1236
  %1232 = xor i64 %1229, %1231, !dbg !1237
  %1233 = mul i64 %1232, 1099511628211, !dbg !1238
    #dbg_value(i64 6, !406, !DIExpression(), !1235)
  %1234 = extractelement <16 x i8> %1209, i64 6, !dbg !1236
  %1235 = zext i8 %1234 to i64, !dbg !1236
  %1236 = xor i64 %1233, %1235, !dbg !1237
  %1237 = mul i64 %1236, 1099511628211, !dbg !1238
    #dbg_value(i64 7, !406, !DIExpression(), !1235)
  %1238 = extractelement <16 x i8> %1209, i64 7, !dbg !1236
  %1239 = zext i8 %1238 to i64, !dbg !1236
  %1240 = xor i64 %1237, %1239, !dbg !1237
  %1241 = mul i64 %1240, 1099511628211, !dbg !1238
    #dbg_value(i64 8, !406, !DIExpression(), !1235)
  %1242 = extractelement <16 x i8> %1209, i64 8, !dbg !1236
  %1243 = zext i8 %1242 to i64, !dbg !1236
  %1244 = xor i64 %1241, %1243, !dbg !1237
  %1245 = mul i64 %1244, 1099511628211, !dbg !1238
    #dbg_value(i64 9, !406, !DIExpression(), !1235)
  %1246 = extractelement <16 x i8> %1209, i64 9, !dbg !1236
  %1247 = zext i8 %1246 to i64, !dbg !1236
  %1248 = xor i64 %1245, %1247, !dbg !1237
  %1249 = mul i64 %1248, 1099511628211, !dbg !1238
    #dbg_value(i64 10, !406, !DIExpression(), !1235)
  %1250 = extractelement <16 x i8> %1209, i64 10, !dbg !1236
  %1251 = zext i8 %1250 to i64, !dbg !1236
  %1252 = xor i64 %1249, %1251, !dbg !1237
  %1253 = mul i64 %1252, 1099511628211, !dbg !1238
    #dbg_value(i64 11, !406, !DIExpression(), !1235)
  %1254 = extractelement <16 x i8> %1209, i64 11, !dbg !1236
  %1255 = zext i8 %1254 to i64, !dbg !1236
  %1256 = xor i64 %1253, %1255, !dbg !1237
  %1257 = mul i64 %1256, 1099511628211, !dbg !1238
    #dbg_value(i64 12, !406, !DIExpression(), !1235)
  %1258 = extractelement <16 x i8> %1209, i64 12, !dbg !1236
  %1259 = zext i8 %1258 to i64, !dbg !1236
  %1260 = xor i64 %1257, %1259, !dbg !1237
  %1261 = mul i64 %1260, 1099511628211, !dbg !1238
    #dbg_value(i64 13, !406, !DIExpression(), !1235)
  %1262 = extractelement <16 x i8> %1209, i64 13, !dbg !1236
  %1263 = zext i8 %1262 to i64, !dbg !1236
  %1264 = xor i64 %1261, %1263, !dbg !1237
  %1265 = mul i64 %1264, 1099511628211, !dbg !1238
    #dbg_value(i64 14, !406, !DIExpression(), !1235)
  %1266 = extractelement <16 x i8> %1209, i64 14, !dbg !1236
  %1267 = zext i8 %1266 to i64, !dbg !1236
  %1268 = xor i64 %1265, %1267, !dbg !1237
  %1269 = mul i64 %1268, 1099511628211, !dbg !1238
    #dbg_value(i64 15, !406, !DIExpression(), !1235)
  %1270 = extractelement <16 x i8> %1209, i64 15, !dbg !1236
  %1271 = zext i8 %1270 to i64, !dbg !1236
  %1272 = xor i64 %1269, %1271, !dbg !1237
  %1273 = mul i64 %1272, 1099511628211, !dbg !1238
    #dbg_value(i64 16, !406, !DIExpression(), !1235)
  %1274 = fmul <4 x float> %10, <float 0x3FFB333340000000, float 0x3FFB333340000000, float 0x3FFB333340000000, float 0x3FFB333340000000>, !dbg !1239
  %1275 = tail call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %1274, i32 8), !dbg !1239
  %1276 = bitcast <4 x float> %1275 to <16 x i8>, !dbg !1239
    #dbg_value(<4 x float> %1275, !1011, !DIExpression(), !1240)
    #dbg_value(ptr undef, !393, !DIExpression(), !1241)
    #dbg_value(i64 16, !402, !DIExpression(), !1241)
    #dbg_value(ptr undef, !403, !DIExpression(), !1241)
    #dbg_value(i64 0, !406, !DIExpression(), !1243)
    #dbg_value(i64 0, !406, !DIExpression(), !1243)
  %1277 = extractelement <16 x i8> %1276, i64 0, !dbg !1244
  %1278 = zext i8 %1277 to i64, !dbg !1244
  %1279 = xor i64 %1273, %1278, !dbg !1245
  %1280 = mul i64 %1279, 1099511628211, !dbg !1246
    #dbg_value(i64 1, !406, !DIExpression(), !1243)
  %1281 = extractelement <16 x i8> %1276, i64 1, !dbg !1244
  %1282 = zext i8 %1281 to i64, !dbg !1244
  %1283 = xor i64 %1280, %1282, !dbg !1245
  %1284 = mul i64 %1283, 1099511628211, !dbg !1246
    #dbg_value(i64 2, !406, !DIExpression(), !1243)
  %1285 = extractelement <16 x i8> %1276, i64 2, !dbg !1244
  %1286 = zext i8 %1285 to i64, !dbg !1244
  %1287 = xor i64 %1284, %1286, !dbg !1245
  %1288 = mul i64 %1287, 1099511628211, !dbg !1246
    #dbg_value(i64 3, !406, !DIExpression(), !1243)
  %1289 = extractelement <16 x i8> %1276, i64 3, !dbg !1244
  %1290 = zext i8 %1289 to i64, !dbg !1244
  %1291 = xor i64 %1288, %1290, !dbg !1245
  %1292 = mul i64 %1291, 1099511628211, !dbg !1246
    #dbg_value(i64 4, !406, !DIExpression(), !1243)
  %1293 = extractelement <16 x i8> %1276, i64 4, !dbg !1244
  %1294 = zext i8 %1293 to i64, !dbg !1244
  %1295 = xor i64 %1292, %1294, !dbg !1245
  %1296 = mul i64 %1295, 1099511628211, !dbg !1246
    #dbg_value(i64 5, !406, !DIExpression(), !1243)
  %1297 = extractelement <16 x i8> %1276, i64 5, !dbg !1244
  %1298 = zext i8 %1297 to i64, !dbg !1244
  %1299 = xor i64 %1296, %1298, !dbg !1245
  %1300 = mul i64 %1299, 1099511628211, !dbg !1246
    #dbg_value(i64 6, !406, !DIExpression(), !1243)
  %1301 = extractelement <16 x i8> %1276, i64 6, !dbg !1244
  %1302 = zext i8 %1301 to i64, !dbg !1244
  %1303 = xor i64 %1300, %1302, !dbg !1245
  %1304 = mul i64 %1303, 1099511628211, !dbg !1246
    #dbg_value(i64 7, !406, !DIExpression(), !1243)
  %1305 = extractelement <16 x i8> %1276, i64 7, !dbg !1244
  %1306 = zext i8 %1305 to i64, !dbg !1244
  %1307 = xor i64 %1304, %1306, !dbg !1245
  %1308 = mul i64 %1307, 1099511628211, !dbg !1246
    #dbg_value(i64 8, !406, !DIExpression(), !1243)
  %1309 = extractelement <16 x i8> %1276, i64 8, !dbg !1244
  %1310 = zext i8 %1309 to i64, !dbg !1244
  %1311 = xor i64 %1308, %1310, !dbg !1245
  %1312 = mul i64 %1311, 1099511628211, !dbg !1246
    #dbg_value(i64 9, !406, !DIExpression(), !1243)
  %1313 = extractelement <16 x i8> %1276, i64 9, !dbg !1244
  %1314 = zext i8 %1313 to i64, !dbg !1244
  %1315 = xor i64 %1312, %1314, !dbg !1245
  %1316 = mul i64 %1315, 1099511628211, !dbg !1246
    #dbg_value(i64 10, !406, !DIExpression(), !1243)
  %1317 = extractelement <16 x i8> %1276, i64 10, !dbg !1244
  %1318 = zext i8 %1317 to i64, !dbg !1244
  %1319 = xor i64 %1316, %1318, !dbg !1245
  %1320 = mul i64 %1319, 1099511628211, !dbg !1246
    #dbg_value(i64 11, !406, !DIExpression(), !1243)
  %1321 = extractelement <16 x i8> %1276, i64 11, !dbg !1244
  %1322 = zext i8 %1321 to i64, !dbg !1244
  %1323 = xor i64 %1320, %1322, !dbg !1245
  %1324 = mul i64 %1323, 1099511628211, !dbg !1246
    #dbg_value(i64 12, !406, !DIExpression(), !1243)
  %1325 = extractelement <16 x i8> %1276, i64 12, !dbg !1244
  %1326 = zext i8 %1325 to i64, !dbg !1244
  %1327 = xor i64 %1324, %1326, !dbg !1245
  %1328 = mul i64 %1327, 1099511628211, !dbg !1246
    #dbg_value(i64 13, !406, !DIExpression(), !1243)
  %1329 = extractelement <16 x i8> %1276, i64 13, !dbg !1244
  %1330 = zext i8 %1329 to i64, !dbg !1244
  %1331 = xor i64 %1328, %1330, !dbg !1245
  %1332 = mul i64 %1331, 1099511628211, !dbg !1246
    #dbg_value(i64 14, !406, !DIExpression(), !1243)
  %1333 = extractelement <16 x i8> %1276, i64 14, !dbg !1244
  %1334 = zext i8 %1333 to i64, !dbg !1244
  %1335 = xor i64 %1332, %1334, !dbg !1245
  %1336 = mul i64 %1335, 1099511628211, !dbg !1246
    #dbg_value(i64 15, !406, !DIExpression(), !1243)
  %1337 = extractelement <16 x i8> %1276, i64 15, !dbg !1244
  %1338 = zext i8 %1337 to i64, !dbg !1244
  %1339 = xor i64 %1336, %1338, !dbg !1245
  %1340 = mul i64 %1339, 1099511628211, !dbg !1246
    #dbg_value(i64 16, !406, !DIExpression(), !1243)
  %1341 = fmul <2 x double> %82, <double 1.300000e+00, double 1.300000e+00>, !dbg !1247
  %1342 = tail call <2 x double> @llvm.x86.sse41.round.pd(<2 x double> %1341, i32 1), !dbg !1247
  %1343 = bitcast <2 x double> %1342 to <16 x i8>, !dbg !1247
    #dbg_value(<2 x double> %1342, !1013, !DIExpression(), !1248)
    #dbg_value(ptr undef, !393, !DIExpression(), !1249)
    #dbg_value(i64 16, !402, !DIExpression(), !1249)
    #dbg_value(ptr undef, !403, !DIExpression(), !1249)
    #dbg_value(i64 0, !406, !DIExpression(), !1251)
    #dbg_value(i64 0, !406, !DIExpression(), !1251)
  %1344 = extractelement <16 x i8> %1343, i64 0, !dbg !1252
  %1345 = zext i8 %1344 to i64, !dbg !1252
  %1346 = xor i64 %1340, %1345, !dbg !1253
  %1347 = mul i64 %1346, 1099511628211, !dbg !1254
    #dbg_value(i64 1, !406, !DIExpression(), !1251)
  %1348 = extractelement <16 x i8> %1343, i64 1, !dbg !1252
  %1349 = zext i8 %1348 to i64, !dbg !1252
  %1350 = xor i64 %1347, %1349, !dbg !1253
  %1351 = mul i64 %1350, 1099511628211, !dbg !1254
    #dbg_value(i64 2, !406, !DIExpression(), !1251)
  %1352 = extractelement <16 x i8> %1343, i64 2, !dbg !1252
  %1353 = zext i8 %1352 to i64, !dbg !1252
  %1354 = xor i64 %1351, %1353, !dbg !1253
  %1355 = mul i64 %1354, 1099511628211, !dbg !1254
    #dbg_value(i64 3, !406, !DIExpression(), !1251)
  %1356 = extractelement <16 x i8> %1343, i64 3, !dbg !1252
  %1357 = zext i8 %1356 to i64, !dbg !1252
  %1358 = xor i64 %1355, %1357, !dbg !1253
  %1359 = mul i64 %1358, 1099511628211, !dbg !1254
    #dbg_value(i64 4, !406, !DIExpression(), !1251)
  %1360 = extractelement <16 x i8> %1343, i64 4, !dbg !1252
  %1361 = zext i8 %1360 to i64, !dbg !1252
  %1362 = xor i64 %1359, %1361, !dbg !1253
  %1363 = mul i64 %1362, 1099511628211, !dbg !1254
    #dbg_value(i64 5, !406, !DIExpression(), !1251)
  %1364 = extractelement <16 x i8> %1343, i64 5, !dbg !1252
  %1365 = zext i8 %1364 to i64, !dbg !1252
  %1366 = xor i64 %1363, %1365, !dbg !1253
  %1367 = mul i64 %1366, 1099511628211, !dbg !1254
    #dbg_value(i64 6, !406, !DIExpression(), !1251)
  %1368 = extractelement <16 x i8> %1343, i64 6, !dbg !1252
  %1369 = zext i8 %1368 to i64, !dbg !1252
  %1370 = xor i64 %1367, %1369, !dbg !1253
  %1371 = mul i64 %1370, 1099511628211, !dbg !1254
    #dbg_value(i64 7, !406, !DIExpression(), !1251)
  %1372 = extractelement <16 x i8> %1343, i64 7, !dbg !1252
  %1373 = zext i8 %1372 to i64, !dbg !1252
  %1374 = xor i64 %1371, %1373, !dbg !1253
  %1375 = mul i64 %1374, 1099511628211, !dbg !1254
    #dbg_value(i64 8, !406, !DIExpression(), !1251)
  %1376 = extractelement <16 x i8> %1343, i64 8, !dbg !1252
  %1377 = zext i8 %1376 to i64, !dbg !1252
  %1378 = xor i64 %1375, %1377, !dbg !1253
  %1379 = mul i64 %1378, 1099511628211, !dbg !1254
    #dbg_value(i64 9, !406, !DIExpression(), !1251)
  %1380 = extractelement <16 x i8> %1343, i64 9, !dbg !1252
  %1381 = zext i8 %1380 to i64, !dbg !1252
  %1382 = xor i64 %1379, %1381, !dbg !1253
  %1383 = mul i64 %1382, 1099511628211, !dbg !1254
    #dbg_value(i64 10, !406, !DIExpression(), !1251)
  %1384 = extractelement <16 x i8> %1343, i64 10, !dbg !1252
  %1385 = zext i8 %1384 to i64, !dbg !1252
  %1386 = xor i64 %1383, %1385, !dbg !1253
  %1387 = mul i64 %1386, 1099511628211, !dbg !1254
    #dbg_value(i64 11, !406, !DIExpression(), !1251)
  %1388 = extractelement <16 x i8> %1343, i64 11, !dbg !1252
  %1389 = zext i8 %1388 to i64, !dbg !1252
  %1390 = xor i64 %1387, %1389, !dbg !1253
  %1391 = mul i64 %1390, 1099511628211, !dbg !1254
    #dbg_value(i64 12, !406, !DIExpression(), !1251)
  %1392 = extractelement <16 x i8> %1343, i64 12, !dbg !1252
  %1393 = zext i8 %1392 to i64, !dbg !1252
  %1394 = xor i64 %1391, %1393, !dbg !1253
  %1395 = mul i64 %1394, 1099511628211, !dbg !1254
    #dbg_value(i64 13, !406, !DIExpression(), !1251)
  %1396 = extractelement <16 x i8> %1343, i64 13, !dbg !1252
  %1397 = zext i8 %1396 to i64, !dbg !1252
  %1398 = xor i64 %1395, %1397, !dbg !1253
  %1399 = mul i64 %1398, 1099511628211, !dbg !1254
    #dbg_value(i64 14, !406, !DIExpression(), !1251)
  %1400 = extractelement <16 x i8> %1343, i64 14, !dbg !1252
  %1401 = zext i8 %1400 to i64, !dbg !1252
  %1402 = xor i64 %1399, %1401, !dbg !1253
  %1403 = mul i64 %1402, 1099511628211, !dbg !1254
    #dbg_value(i64 15, !406, !DIExpression(), !1251)
  %1404 = extractelement <16 x i8> %1343, i64 15, !dbg !1252
  %1405 = zext i8 %1404 to i64, !dbg !1252
  %1406 = xor i64 %1403, %1405, !dbg !1253
  %1407 = mul i64 %1406, 1099511628211, !dbg !1254
    #dbg_value(i64 16, !406, !DIExpression(), !1251)
  %1408 = tail call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %12, i32 2), !dbg !1255
  %1409 = bitcast <4 x float> %1408 to <16 x i8>, !dbg !1255
    #dbg_value(<4 x float> %1408, !1015, !DIExpression(), !1256)
    #dbg_value(ptr undef, !393, !DIExpression(), !1257)
    #dbg_value(i64 16, !402, !DIExpression(), !1257)
    #dbg_value(ptr undef, !403, !DIExpression(), !1257)
    #dbg_value(i64 0, !406, !DIExpression(), !1259)
    #dbg_value(i64 0, !406, !DIExpression(), !1259)
  %1410 = extractelement <16 x i8> %1409, i64 0, !dbg !1260
  %1411 = zext i8 %1410 to i64, !dbg !1260
  %1412 = xor i64 %1407, %1411, !dbg !1261
  %1413 = mul i64 %1412, 1099511628211, !dbg !1262
    #dbg_value(i64 1, !406, !DIExpression(), !1259)
  %1414 = extractelement <16 x i8> %1409, i64 1, !dbg !1260
  %1415 = zext i8 %1414 to i64, !dbg !1260
  %1416 = xor i64 %1413, %1415, !dbg !1261
  %1417 = mul i64 %1416, 1099511628211, !dbg !1262
    #dbg_value(i64 2, !406, !DIExpression(), !1259)
  %1418 = extractelement <16 x i8> %1409, i64 2, !dbg !1260
  %1419 = zext i8 %1418 to i64, !dbg !1260
  %1420 = xor i64 %1417, %1419, !dbg !1261
  %1421 = mul i64 %1420, 1099511628211, !dbg !1262
    #dbg_value(i64 3, !406, !DIExpression(), !1259)
  %1422 = extractelement <16 x i8> %1409, i64 3, !dbg !1260
  %1423 = zext i8 %1422 to i64, !dbg !1260
  %1424 = xor i64 %1421, %1423, !dbg !1261
  %1425 = mul i64 %1424, 1099511628211, !dbg !1262
    #dbg_value(i64 4, !406, !DIExpression(), !1259)
  %1426 = extractelement <16 x i8> %1409, i64 4, !dbg !1260
  %1427 = zext i8 %1426 to i64, !dbg !1260
  %1428 = xor i64 %1425, %1427, !dbg !1261
  %1429 = mul i64 %1428, 1099511628211, !dbg !1262
    #dbg_value(i64 5, !406, !DIExpression(), !1259)
  %1430 = extractelement <16 x i8> %1409, i64 5, !dbg !1260
  %1431 = zext i8 %1430 to i64, !dbg !1260
  %1432 = xor i64 %1429, %1431, !dbg !1261
  %1433 = mul i64 %1432, 1099511628211, !dbg !1262
    #dbg_value(i64 6, !406, !DIExpression(), !1259)
  %1434 = extractelement <16 x i8> %1409, i64 6, !dbg !1260
  %1435 = zext i8 %1434 to i64, !dbg !1260
  %1436 = xor i64 %1433, %1435, !dbg !1261
  %1437 = mul i64 %1436, 1099511628211, !dbg !1262
    #dbg_value(i64 7, !406, !DIExpression(), !1259)
  %1438 = extractelement <16 x i8> %1409, i64 7, !dbg !1260
  %1439 = zext i8 %1438 to i64, !dbg !1260
  %1440 = xor i64 %1437, %1439, !dbg !1261
  %1441 = mul i64 %1440, 1099511628211, !dbg !1262
    #dbg_value(i64 8, !406, !DIExpression(), !1259)
  %1442 = extractelement <16 x i8> %1409, i64 8, !dbg !1260
  %1443 = zext i8 %1442 to i64, !dbg !1260
  %1444 = xor i64 %1441, %1443, !dbg !1261
  %1445 = mul i64 %1444, 1099511628211, !dbg !1262
    #dbg_value(i64 9, !406, !DIExpression(), !1259)
  %1446 = extractelement <16 x i8> %1409, i64 9, !dbg !1260
  %1447 = zext i8 %1446 to i64, !dbg !1260
  %1448 = xor i64 %1445, %1447, !dbg !1261
  %1449 = mul i64 %1448, 1099511628211, !dbg !1262
    #dbg_value(i64 10, !406, !DIExpression(), !1259)
  %1450 = extractelement <16 x i8> %1409, i64 10, !dbg !1260
  %1451 = zext i8 %1450 to i64, !dbg !1260
  %1452 = xor i64 %1449, %1451, !dbg !1261
  %1453 = mul i64 %1452, 1099511628211, !dbg !1262
    #dbg_value(i64 11, !406, !DIExpression(), !1259)
  %1454 = extractelement <16 x i8> %1409, i64 11, !dbg !1260
  %1455 = zext i8 %1454 to i64, !dbg !1260
  %1456 = xor i64 %1453, %1455, !dbg !1261
  %1457 = mul i64 %1456, 1099511628211, !dbg !1262
    #dbg_value(i64 12, !406, !DIExpression(), !1259)
  %1458 = extractelement <16 x i8> %1409, i64 12, !dbg !1260
  %1459 = zext i8 %1458 to i64, !dbg !1260
  %1460 = xor i64 %1457, %1459, !dbg !1261
  %1461 = mul i64 %1460, 1099511628211, !dbg !1262
    #dbg_value(i64 13, !406, !DIExpression(), !1259)
  %1462 = extractelement <16 x i8> %1409, i64 13, !dbg !1260
  %1463 = zext i8 %1462 to i64, !dbg !1260
  %1464 = xor i64 %1461, %1463, !dbg !1261
  %1465 = mul i64 %1464, 1099511628211, !dbg !1262
    #dbg_value(i64 14, !406, !DIExpression(), !1259)
  %1466 = extractelement <16 x i8> %1409, i64 14, !dbg !1260
  %1467 = zext i8 %1466 to i64, !dbg !1260
  %1468 = xor i64 %1465, %1467, !dbg !1261
  %1469 = mul i64 %1468, 1099511628211, !dbg !1262
    #dbg_value(i64 15, !406, !DIExpression(), !1259)
  %1470 = extractelement <16 x i8> %1409, i64 15, !dbg !1260
  %1471 = zext i8 %1470 to i64, !dbg !1260
  %1472 = xor i64 %1469, %1471, !dbg !1261
  %1473 = mul i64 %1472, 1099511628211, !dbg !1262
    #dbg_value(i64 16, !406, !DIExpression(), !1259)
  %1474 = fmul <4 x float> %12, <float 0x3FE6666660000000, float poison, float poison, float poison>, !dbg !1263
  %1475 = tail call <4 x float> @llvm.x86.sse41.round.ss(<4 x float> %10, <4 x float> %1474, i32 3), !dbg !1263
  %1476 = bitcast <4 x float> %1475 to <16 x i8>, !dbg !1263
    #dbg_value(<4 x float> %1475, !1017, !DIExpression(), !1264)
    #dbg_value(ptr undef, !393, !DIExpression(), !1265)
    #dbg_value(i64 16, !402, !DIExpression(), !1265)
    #dbg_value(ptr undef, !403, !DIExpression(), !1265)
    #dbg_value(i64 0, !406, !DIExpression(), !1267)
    #dbg_value(i64 0, !406, !DIExpression(), !1267)
  %1477 = extractelement <16 x i8> %1476, i64 0, !dbg !1268
  %1478 = zext i8 %1477 to i64, !dbg !1268
  %1479 = xor i64 %1473, %1478, !dbg !1269
  %1480 = mul i64 %1479, 1099511628211, !dbg !1270
    #dbg_value(i64 1, !406, !DIExpression(), !1267)
  %1481 = extractelement <16 x i8> %1476, i64 1, !dbg !1268
  %1482 = zext i8 %1481 to i64, !dbg !1268
  %1483 = xor i64 %1480, %1482, !dbg !1269
  %1484 = mul i64 %1483, 1099511628211, !dbg !1270
    #dbg_value(i64 2, !406, !DIExpression(), !1267)
  %1485 = extractelement <16 x i8> %1476, i64 2, !dbg !1268
  %1486 = zext i8 %1485 to i64, !dbg !1268
  %1487 = xor i64 %1484, %1486, !dbg !1269
  %1488 = mul i64 %1487, 1099511628211, !dbg !1270
    #dbg_value(i64 3, !406, !DIExpression(), !1267)
  %1489 = extractelement <16 x i8> %1476, i64 3, !dbg !1268
  %1490 = zext i8 %1489 to i64, !dbg !1268
  %1491 = xor i64 %1488, %1490, !dbg !1269
  %1492 = mul i64 %1491, 1099511628211, !dbg !1270
    #dbg_value(i64 4, !406, !DIExpression(), !1267)
  %1493 = extractelement <16 x i8> %1476, i64 4, !dbg !1268
  %1494 = zext i8 %1493 to i64, !dbg !1268
  %1495 = xor i64 %1492, %1494, !dbg !1269
  %1496 = mul i64 %1495, 1099511628211, !dbg !1270
    #dbg_value(i64 5, !406, !DIExpression(), !1267)
  %1497 = extractelement <16 x i8> %1476, i64 5, !dbg !1268
  %1498 = zext i8 %1497 to i64, !dbg !1268
  %1499 = xor i64 %1496, %1498, !dbg !1269
  %1500 = mul i64 %1499, 1099511628211, !dbg !1270
    #dbg_value(i64 6, !406, !DIExpression(), !1267)
  %1501 = extractelement <16 x i8> %1476, i64 6, !dbg !1268
  %1502 = zext i8 %1501 to i64, !dbg !1268
  %1503 = xor i64 %1500, %1502, !dbg !1269
  %1504 = mul i64 %1503, 1099511628211, !dbg !1270
    #dbg_value(i64 7, !406, !DIExpression(), !1267)
  %1505 = extractelement <16 x i8> %1476, i64 7, !dbg !1268
  %1506 = zext i8 %1505 to i64, !dbg !1268
  %1507 = xor i64 %1504, %1506, !dbg !1269
  %1508 = mul i64 %1507, 1099511628211, !dbg !1270
    #dbg_value(i64 8, !406, !DIExpression(), !1267)
  %1509 = extractelement <16 x i8> %1476, i64 8, !dbg !1268
  %1510 = zext i8 %1509 to i64, !dbg !1268
  %1511 = xor i64 %1508, %1510, !dbg !1269
  %1512 = mul i64 %1511, 1099511628211, !dbg !1270
    #dbg_value(i64 9, !406, !DIExpression(), !1267)
  %1513 = extractelement <16 x i8> %1476, i64 9, !dbg !1268
  %1514 = zext i8 %1513 to i64, !dbg !1268
  %1515 = xor i64 %1512, %1514, !dbg !1269
  %1516 = mul i64 %1515, 1099511628211, !dbg !1270
    #dbg_value(i64 10, !406, !DIExpression(), !1267)
  %1517 = extractelement <16 x i8> %1476, i64 10, !dbg !1268
  %1518 = zext i8 %1517 to i64, !dbg !1268
  %1519 = xor i64 %1516, %1518, !dbg !1269
  %1520 = mul i64 %1519, 1099511628211, !dbg !1270
    #dbg_value(i64 11, !406, !DIExpression(), !1267)
  %1521 = extractelement <16 x i8> %1476, i64 11, !dbg !1268
  %1522 = zext i8 %1521 to i64, !dbg !1268
  %1523 = xor i64 %1520, %1522, !dbg !1269
  %1524 = mul i64 %1523, 1099511628211, !dbg !1270
    #dbg_value(i64 12, !406, !DIExpression(), !1267)
  %1525 = extractelement <16 x i8> %1476, i64 12, !dbg !1268
  %1526 = zext i8 %1525 to i64, !dbg !1268
  %1527 = xor i64 %1524, %1526, !dbg !1269
  %1528 = mul i64 %1527, 1099511628211, !dbg !1270
    #dbg_value(i64 13, !406, !DIExpression(), !1267)
  %1529 = extractelement <16 x i8> %1476, i64 13, !dbg !1268
  %1530 = zext i8 %1529 to i64, !dbg !1268
  %1531 = xor i64 %1528, %1530, !dbg !1269
  %1532 = mul i64 %1531, 1099511628211, !dbg !1270
    #dbg_value(i64 14, !406, !DIExpression(), !1267)
  %1533 = extractelement <16 x i8> %1476, i64 14, !dbg !1268
  %1534 = zext i8 %1533 to i64, !dbg !1268
  %1535 = xor i64 %1532, %1534, !dbg !1269
  %1536 = mul i64 %1535, 1099511628211, !dbg !1270
    #dbg_value(i64 15, !406, !DIExpression(), !1267)
  %1537 = extractelement <16 x i8> %1476, i64 15, !dbg !1268
  %1538 = zext i8 %1537 to i64, !dbg !1268
  %1539 = xor i64 %1536, %1538, !dbg !1269
  %1540 = mul i64 %1539, 1099511628211, !dbg !1270
    #dbg_value(i64 16, !406, !DIExpression(), !1267)
  %1541 = tail call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %10, <4 x float> %12, i8 -15), !dbg !1271
  %1542 = bitcast <4 x float> %1541 to <16 x i8>, !dbg !1271
    #dbg_value(<4 x float> %1541, !1019, !DIExpression(), !1272)
    #dbg_value(ptr undef, !393, !DIExpression(), !1273)
    #dbg_value(i64 16, !402, !DIExpression(), !1273)
    #dbg_value(ptr undef, !403, !DIExpression(), !1273)
    #dbg_value(i64 0, !406, !DIExpression(), !1275)
    #dbg_value(i64 0, !406, !DIExpression(), !1275)
  %1543 = extractelement <16 x i8> %1542, i64 0, !dbg !1276
  %1544 = zext i8 %1543 to i64, !dbg !1276
  %1545 = xor i64 %1540, %1544, !dbg !1277
  %1546 = mul i64 %1545, 1099511628211, !dbg !1278
    #dbg_value(i64 1, !406, !DIExpression(), !1275)
  %1547 = extractelement <16 x i8> %1542, i64 1, !dbg !1276
  %1548 = zext i8 %1547 to i64, !dbg !1276
  %1549 = xor i64 %1546, %1548, !dbg !1277
  %1550 = mul i64 %1549, 1099511628211, !dbg !1278
    #dbg_value(i64 2, !406, !DIExpression(), !1275)
  %1551 = extractelement <16 x i8> %1542, i64 2, !dbg !1276
  %1552 = zext i8 %1551 to i64, !dbg !1276
  %1553 = xor i64 %1550, %1552, !dbg !1277
  %1554 = mul i64 %1553, 1099511628211, !dbg !1278
    #dbg_value(i64 3, !406, !DIExpression(), !1275)
  %1555 = extractelement <16 x i8> %1542, i64 3, !dbg !1276
  %1556 = zext i8 %1555 to i64, !dbg !1276
  %1557 = xor i64 %1554, %1556, !dbg !1277
  %1558 = mul i64 %1557, 1099511628211, !dbg !1278
    #dbg_value(i64 4, !406, !DIExpression(), !1275)
  %1559 = extractelement <16 x i8> %1542, i64 4, !dbg !1276
  %1560 = zext i8 %1559 to i64, !dbg !1276
  %1561 = xor i64 %1558, %1560, !dbg !1277
  %1562 = mul i64 %1561, 1099511628211, !dbg !1278
    #dbg_value(i64 5, !406, !DIExpression(), !1275)
  %1563 = extractelement <16 x i8> %1542, i64 5, !dbg !1276
  %1564 = zext i8 %1563 to i64, !dbg !1276
  %1565 = xor i64 %1562, %1564, !dbg !1277
  %1566 = mul i64 %1565, 1099511628211, !dbg !1278
    #dbg_value(i64 6, !406, !DIExpression(), !1275)
  %1567 = extractelement <16 x i8> %1542, i64 6, !dbg !1276
  %1568 = zext i8 %1567 to i64, !dbg !1276
  %1569 = xor i64 %1566, %1568, !dbg !1277
  %1570 = mul i64 %1569, 1099511628211, !dbg !1278
    #dbg_value(i64 7, !406, !DIExpression(), !1275)
  %1571 = extractelement <16 x i8> %1542, i64 7, !dbg !1276
  %1572 = zext i8 %1571 to i64, !dbg !1276
  %1573 = xor i64 %1570, %1572, !dbg !1277
  %1574 = mul i64 %1573, 1099511628211, !dbg !1278
    #dbg_value(i64 8, !406, !DIExpression(), !1275)
  %1575 = extractelement <16 x i8> %1542, i64 8, !dbg !1276
  %1576 = zext i8 %1575 to i64, !dbg !1276
  %1577 = xor i64 %1574, %1576, !dbg !1277
  %1578 = mul i64 %1577, 1099511628211, !dbg !1278
    #dbg_value(i64 9, !406, !DIExpression(), !1275)
  %1579 = extractelement <16 x i8> %1542, i64 9, !dbg !1276
  %1580 = zext i8 %1579 to i64, !dbg !1276
  %1581 = xor i64 %1578, %1580, !dbg !1277
  %1582 = mul i64 %1581, 1099511628211, !dbg !1278
    #dbg_value(i64 10, !406, !DIExpression(), !1275)
  %1583 = extractelement <16 x i8> %1542, i64 10, !dbg !1276
  %1584 = zext i8 %1583 to i64, !dbg !1276
  %1585 = xor i64 %1582, %1584, !dbg !1277
  %1586 = mul i64 %1585, 1099511628211, !dbg !1278
    #dbg_value(i64 11, !406, !DIExpression(), !1275)
  %1587 = extractelement <16 x i8> %1542, i64 11, !dbg !1276
  %1588 = zext i8 %1587 to i64, !dbg !1276
  %1589 = xor i64 %1586, %1588, !dbg !1277
  %1590 = mul i64 %1589, 1099511628211, !dbg !1278
    #dbg_value(i64 12, !406, !DIExpression(), !1275)
  %1591 = extractelement <16 x i8> %1542, i64 12, !dbg !1276
  %1592 = zext i8 %1591 to i64, !dbg !1276
  %1593 = xor i64 %1590, %1592, !dbg !1277
  %1594 = mul i64 %1593, 1099511628211, !dbg !1278
    #dbg_value(i64 13, !406, !DIExpression(), !1275)
  %1595 = extractelement <16 x i8> %1542, i64 13, !dbg !1276
  %1596 = zext i8 %1595 to i64, !dbg !1276
  %1597 = xor i64 %1594, %1596, !dbg !1277
  %1598 = mul i64 %1597, 1099511628211, !dbg !1278
    #dbg_value(i64 14, !406, !DIExpression(), !1275)
  %1599 = extractelement <16 x i8> %1542, i64 14, !dbg !1276
  %1600 = zext i8 %1599 to i64, !dbg !1276
  %1601 = xor i64 %1598, %1600, !dbg !1277
  %1602 = mul i64 %1601, 1099511628211, !dbg !1278
    #dbg_value(i64 15, !406, !DIExpression(), !1275)
  %1603 = extractelement <16 x i8> %1542, i64 15, !dbg !1276
  %1604 = zext i8 %1603 to i64, !dbg !1276
  %1605 = xor i64 %1602, %1604, !dbg !1277
  %1606 = mul i64 %1605, 1099511628211, !dbg !1278
    #dbg_value(i64 16, !406, !DIExpression(), !1275)
  %1607 = tail call <2 x double> @llvm.x86.sse41.dppd(<2 x double> %82, <2 x double> %83, i8 49), !dbg !1279
  %1608 = bitcast <2 x double> %1607 to <16 x i8>, !dbg !1279
    #dbg_value(<2 x double> %1607, !1021, !DIExpression(), !1280)
    #dbg_value(ptr undef, !393, !DIExpression(), !1281)
    #dbg_value(i64 16, !402, !DIExpression(), !1281)
    #dbg_value(ptr undef, !403, !DIExpression(), !1281)
    #dbg_value(i64 0, !406, !DIExpression(), !1283)
    #dbg_value(i64 0, !406, !DIExpression(), !1283)
  %1609 = extractelement <16 x i8> %1608, i64 0, !dbg !1284
  %1610 = zext i8 %1609 to i64, !dbg !1284
  %1611 = xor i64 %1606, %1610, !dbg !1285
  %1612 = mul i64 %1611, 1099511628211, !dbg !1286
    #dbg_value(i64 1, !406, !DIExpression(), !1283)
  %1613 = extractelement <16 x i8> %1608, i64 1, !dbg !1284
  %1614 = zext i8 %1613 to i64, !dbg !1284
  %1615 = xor i64 %1612, %1614, !dbg !1285
  %1616 = mul i64 %1615, 1099511628211, !dbg !1286
    #dbg_value(i64 2, !406, !DIExpression(), !1283)
  %1617 = extractelement <16 x i8> %1608, i64 2, !dbg !1284
  %1618 = zext i8 %1617 to i64, !dbg !1284
  %1619 = xor i64 %1616, %1618, !dbg !1285
  %1620 = mul i64 %1619, 1099511628211, !dbg !1286
    #dbg_value(i64 3, !406, !DIExpression(), !1283)
  %1621 = extractelement <16 x i8> %1608, i64 3, !dbg !1284
  %1622 = zext i8 %1621 to i64, !dbg !1284
  %1623 = xor i64 %1620, %1622, !dbg !1285
  %1624 = mul i64 %1623, 1099511628211, !dbg !1286
    #dbg_value(i64 4, !406, !DIExpression(), !1283)
  %1625 = extractelement <16 x i8> %1608, i64 4, !dbg !1284
  %1626 = zext i8 %1625 to i64, !dbg !1284
  %1627 = xor i64 %1624, %1626, !dbg !1285
  %1628 = mul i64 %1627, 1099511628211, !dbg !1286
    #dbg_value(i64 5, !406, !DIExpression(), !1283)
  %1629 = extractelement <16 x i8> %1608, i64 5, !dbg !1284
  %1630 = zext i8 %1629 to i64, !dbg !1284
  %1631 = xor i64 %1628, %1630, !dbg !1285
  %1632 = mul i64 %1631, 1099511628211, !dbg !1286
    #dbg_value(i64 6, !406, !DIExpression(), !1283)
  %1633 = extractelement <16 x i8> %1608, i64 6, !dbg !1284
  %1634 = zext i8 %1633 to i64, !dbg !1284
  %1635 = xor i64 %1632, %1634, !dbg !1285
  %1636 = mul i64 %1635, 1099511628211, !dbg !1286
    #dbg_value(i64 7, !406, !DIExpression(), !1283)
  %1637 = extractelement <16 x i8> %1608, i64 7, !dbg !1284
  %1638 = zext i8 %1637 to i64, !dbg !1284
  %1639 = xor i64 %1636, %1638, !dbg !1285
  %1640 = mul i64 %1639, 1099511628211, !dbg !1286
    #dbg_value(i64 8, !406, !DIExpression(), !1283)
  %1641 = extractelement <16 x i8> %1608, i64 8, !dbg !1284
  %1642 = zext i8 %1641 to i64, !dbg !1284
  %1643 = xor i64 %1640, %1642, !dbg !1285
  %1644 = mul i64 %1643, 1099511628211, !dbg !1286
    #dbg_value(i64 9, !406, !DIExpression(), !1283)
  %1645 = extractelement <16 x i8> %1608, i64 9, !dbg !1284
  %1646 = zext i8 %1645 to i64, !dbg !1284
  %1647 = xor i64 %1644, %1646, !dbg !1285
  %1648 = mul i64 %1647, 1099511628211, !dbg !1286
    #dbg_value(i64 10, !406, !DIExpression(), !1283)
  %1649 = extractelement <16 x i8> %1608, i64 10, !dbg !1284
  %1650 = zext i8 %1649 to i64, !dbg !1284
  %1651 = xor i64 %1648, %1650, !dbg !1285
  %1652 = mul i64 %1651, 1099511628211, !dbg !1286
    #dbg_value(i64 11, !406, !DIExpression(), !1283)
  %1653 = extractelement <16 x i8> %1608, i64 11, !dbg !1284
  %1654 = zext i8 %1653 to i64, !dbg !1284
  %1655 = xor i64 %1652, %1654, !dbg !1285
  %1656 = mul i64 %1655, 1099511628211, !dbg !1286
    #dbg_value(i64 12, !406, !DIExpression(), !1283)
  %1657 = extractelement <16 x i8> %1608, i64 12, !dbg !1284
  %1658 = zext i8 %1657 to i64, !dbg !1284
  %1659 = xor i64 %1656, %1658, !dbg !1285
  %1660 = mul i64 %1659, 1099511628211, !dbg !1286
    #dbg_value(i64 13, !406, !DIExpression(), !1283)
  %1661 = extractelement <16 x i8> %1608, i64 13, !dbg !1284
  %1662 = zext i8 %1661 to i64, !dbg !1284
  %1663 = xor i64 %1660, %1662, !dbg !1285
  %1664 = mul i64 %1663, 1099511628211, !dbg !1286
    #dbg_value(i64 14, !406, !DIExpression(), !1283)
  %1665 = extractelement <16 x i8> %1608, i64 14, !dbg !1284
  %1666 = zext i8 %1665 to i64, !dbg !1284
  %1667 = xor i64 %1664, %1666, !dbg !1285
  %1668 = mul i64 %1667, 1099511628211, !dbg !1286
    #dbg_value(i64 15, !406, !DIExpression(), !1283)
  %1669 = extractelement <16 x i8> %1608, i64 15, !dbg !1284
  %1670 = zext i8 %1669 to i64, !dbg !1284
  %1671 = xor i64 %1668, %1670, !dbg !1285
  %1672 = mul i64 %1671, 1099511628211, !dbg !1286
    #dbg_value(i64 16, !406, !DIExpression(), !1283)
  %1673 = tail call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %216, <16 x i8> %217, i8 5), !dbg !1287
  %1674 = bitcast <8 x i16> %1673 to <16 x i8>, !dbg !1287
    #dbg_value(<8 x i16> %1673, !1023, !DIExpression(), !1288)
    #dbg_value(ptr undef, !393, !DIExpression(), !1289)
    #dbg_value(i64 16, !402, !DIExpression(), !1289)
    #dbg_value(ptr undef, !403, !DIExpression(), !1289)
    #dbg_value(i64 0, !406, !DIExpression(), !1291)
    #dbg_value(i64 0, !406, !DIExpression(), !1291)
  %1675 = extractelement <16 x i8> %1674, i64 0, !dbg !1292
  %1676 = zext i8 %1675 to i64, !dbg !1292
  %1677 = xor i64 %1672, %1676, !dbg !1293
  %1678 = mul i64 %1677, 1099511628211, !dbg !1294
    #dbg_value(i64 1, !406, !DIExpression(), !1291)
  %1679 = extractelement <16 x i8> %1674, i64 1, !dbg !1292
  %1680 = zext i8 %1679 to i64, !dbg !1292
  %1681 = xor i64 %1678, %1680, !dbg !1293
  %1682 = mul i64 %1681, 1099511628211, !dbg !1294
    #dbg_value(i64 2, !406, !DIExpression(), !1291)
  %1683 = extractelement <16 x i8> %1674, i64 2, !dbg !1292
  %1684 = zext i8 %1683 to i64, !dbg !1292
  %1685 = xor i64 %1682, %1684, !dbg !1293
  %1686 = mul i64 %1685, 1099511628211, !dbg !1294
    #dbg_value(i64 3, !406, !DIExpression(), !1291)
  %1687 = extractelement <16 x i8> %1674, i64 3, !dbg !1292
  %1688 = zext i8 %1687 to i64, !dbg !1292
  %1689 = xor i64 %1686, %1688, !dbg !1293
  %1690 = mul i64 %1689, 1099511628211, !dbg !1294
    #dbg_value(i64 4, !406, !DIExpression(), !1291)
  %1691 = extractelement <16 x i8> %1674, i64 4, !dbg !1292
  %1692 = zext i8 %1691 to i64, !dbg !1292
  %1693 = xor i64 %1690, %1692, !dbg !1293
  %1694 = mul i64 %1693, 1099511628211, !dbg !1294
    #dbg_value(i64 5, !406, !DIExpression(), !1291)
  %1695 = extractelement <16 x i8> %1674, i64 5, !dbg !1292
  %1696 = zext i8 %1695 to i64, !dbg !1292
  %1697 = xor i64 %1694, %1696, !dbg !1293
  %1698 = mul i64 %1697, 1099511628211, !dbg !1294
    #dbg_value(i64 6, !406, !DIExpression(), !1291)
  %1699 = extractelement <16 x i8> %1674, i64 6, !dbg !1292
  %1700 = zext i8 %1699 to i64, !dbg !1292
  %1701 = xor i64 %1698, %1700, !dbg !1293
  %1702 = mul i64 %1701, 1099511628211, !dbg !1294
    #dbg_value(i64 7, !406, !DIExpression(), !1291)
  %1703 = extractelement <16 x i8> %1674, i64 7, !dbg !1292
  %1704 = zext i8 %1703 to i64, !dbg !1292
  %1705 = xor i64 %1702, %1704, !dbg !1293
  %1706 = mul i64 %1705, 1099511628211, !dbg !1294
    #dbg_value(i64 8, !406, !DIExpression(), !1291)
  %1707 = extractelement <16 x i8> %1674, i64 8, !dbg !1292
  %1708 = zext i8 %1707 to i64, !dbg !1292
  %1709 = xor i64 %1706, %1708, !dbg !1293
  %1710 = mul i64 %1709, 1099511628211, !dbg !1294
    #dbg_value(i64 9, !406, !DIExpression(), !1291)
  %1711 = extractelement <16 x i8> %1674, i64 9, !dbg !1292
  %1712 = zext i8 %1711 to i64, !dbg !1292
  %1713 = xor i64 %1710, %1712, !dbg !1293
  %1714 = mul i64 %1713, 1099511628211, !dbg !1294
    #dbg_value(i64 10, !406, !DIExpression(), !1291)
  %1715 = extractelement <16 x i8> %1674, i64 10, !dbg !1292
  %1716 = zext i8 %1715 to i64, !dbg !1292
  %1717 = xor i64 %1714, %1716, !dbg !1293
  %1718 = mul i64 %1717, 1099511628211, !dbg !1294
    #dbg_value(i64 11, !406, !DIExpression(), !1291)
  %1719 = extractelement <16 x i8> %1674, i64 11, !dbg !1292
  %1720 = zext i8 %1719 to i64, !dbg !1292
  %1721 = xor i64 %1718, %1720, !dbg !1293
  %1722 = mul i64 %1721, 1099511628211, !dbg !1294
    #dbg_value(i64 12, !406, !DIExpression(), !1291)
  %1723 = extractelement <16 x i8> %1674, i64 12, !dbg !1292
  %1724 = zext i8 %1723 to i64, !dbg !1292
  %1725 = xor i64 %1722, %1724, !dbg !1293
  %1726 = mul i64 %1725, 1099511628211, !dbg !1294
    #dbg_value(i64 13, !406, !DIExpression(), !1291)
  %1727 = extractelement <16 x i8> %1674, i64 13, !dbg !1292
  %1728 = zext i8 %1727 to i64, !dbg !1292
  %1729 = xor i64 %1726, %1728, !dbg !1293
  %1730 = mul i64 %1729, 1099511628211, !dbg !1294
    #dbg_value(i64 14, !406, !DIExpression(), !1291)
  %1731 = extractelement <16 x i8> %1674, i64 14, !dbg !1292
  %1732 = zext i8 %1731 to i64, !dbg !1292
  %1733 = xor i64 %1730, %1732, !dbg !1293
  %1734 = mul i64 %1733, 1099511628211, !dbg !1294
    #dbg_value(i64 15, !406, !DIExpression(), !1291)
  %1735 = extractelement <16 x i8> %1674, i64 15, !dbg !1292
  %1736 = zext i8 %1735 to i64, !dbg !1292
  %1737 = xor i64 %1734, %1736, !dbg !1293
  %1738 = mul i64 %1737, 1099511628211, !dbg !1294
    #dbg_value(i64 16, !406, !DIExpression(), !1291)
  %1739 = tail call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> %283), !dbg !1295
  %1740 = bitcast <8 x i16> %1739 to <16 x i8>, !dbg !1295
    #dbg_value(<8 x i16> %1739, !1025, !DIExpression(), !1296)
    #dbg_value(ptr undef, !393, !DIExpression(), !1297)
    #dbg_value(i64 16, !402, !DIExpression(), !1297)
    #dbg_value(ptr undef, !403, !DIExpression(), !1297)
    #dbg_value(i64 0, !406, !DIExpression(), !1299)
    #dbg_value(i64 0, !406, !DIExpression(), !1299)
  %1741 = extractelement <16 x i8> %1740, i64 0, !dbg !1300
  %1742 = zext i8 %1741 to i64, !dbg !1300
  %1743 = xor i64 %1738, %1742, !dbg !1301
  %1744 = mul i64 %1743, 1099511628211, !dbg !1302
    #dbg_value(i64 1, !406, !DIExpression(), !1299)
  %1745 = extractelement <16 x i8> %1740, i64 1, !dbg !1300
  %1746 = zext i8 %1745 to i64, !dbg !1300
  %1747 = xor i64 %1744, %1746, !dbg !1301
  %1748 = mul i64 %1747, 1099511628211, !dbg !1302
    #dbg_value(i64 2, !406, !DIExpression(), !1299)
  %1749 = extractelement <16 x i8> %1740, i64 2, !dbg !1300
  %1750 = zext i8 %1749 to i64, !dbg !1300
  %1751 = xor i64 %1748, %1750, !dbg !1301
  %1752 = mul i64 %1751, 1099511628211, !dbg !1302
    #dbg_value(i64 3, !406, !DIExpression(), !1299)
  %1753 = extractelement <16 x i8> %1740, i64 3, !dbg !1300
  %1754 = zext i8 %1753 to i64, !dbg !1300
  %1755 = xor i64 %1752, %1754, !dbg !1301
  %1756 = mul i64 %1755, 1099511628211, !dbg !1302
    #dbg_value(i64 4, !406, !DIExpression(), !1299)
  %1757 = extractelement <16 x i8> %1740, i64 4, !dbg !1300
  %1758 = zext i8 %1757 to i64, !dbg !1300
  %1759 = xor i64 %1756, %1758, !dbg !1301
  %1760 = mul i64 %1759, 1099511628211, !dbg !1302
    #dbg_value(i64 5, !406, !DIExpression(), !1299)
  %1761 = extractelement <16 x i8> %1740, i64 5, !dbg !1300
  %1762 = zext i8 %1761 to i64, !dbg !1300
  %1763 = xor i64 %1760, %1762, !dbg !1301
  %1764 = mul i64 %1763, 1099511628211, !dbg !1302
    #dbg_value(i64 6, !406, !DIExpression(), !1299)
  %1765 = extractelement <16 x i8> %1740, i64 6, !dbg !1300
  %1766 = zext i8 %1765 to i64, !dbg !1300
  %1767 = xor i64 %1764, %1766, !dbg !1301
  %1768 = mul i64 %1767, 1099511628211, !dbg !1302
    #dbg_value(i64 7, !406, !DIExpression(), !1299)
  %1769 = extractelement <16 x i8> %1740, i64 7, !dbg !1300
  %1770 = zext i8 %1769 to i64, !dbg !1300
  %1771 = xor i64 %1768, %1770, !dbg !1301
  %1772 = mul i64 %1771, 1099511628211, !dbg !1302
    #dbg_value(i64 8, !406, !DIExpression(), !1299)
  %1773 = extractelement <16 x i8> %1740, i64 8, !dbg !1300
  %1774 = zext i8 %1773 to i64, !dbg !1300
  %1775 = xor i64 %1772, %1774, !dbg !1301
  %1776 = mul i64 %1775, 1099511628211, !dbg !1302
    #dbg_value(i64 9, !406, !DIExpression(), !1299)
  %1777 = extractelement <16 x i8> %1740, i64 9, !dbg !1300
  %1778 = zext i8 %1777 to i64, !dbg !1300
  %1779 = xor i64 %1776, %1778, !dbg !1301
  %1780 = mul i64 %1779, 1099511628211, !dbg !1302
    #dbg_value(i64 10, !406, !DIExpression(), !1299)
  %1781 = extractelement <16 x i8> %1740, i64 10, !dbg !1300
  %1782 = zext i8 %1781 to i64, !dbg !1300
  %1783 = xor i64 %1780, %1782, !dbg !1301
  %1784 = mul i64 %1783, 1099511628211, !dbg !1302
    #dbg_value(i64 11, !406, !DIExpression(), !1299)
  %1785 = extractelement <16 x i8> %1740, i64 11, !dbg !1300
  %1786 = zext i8 %1785 to i64, !dbg !1300
  %1787 = xor i64 %1784, %1786, !dbg !1301
  %1788 = mul i64 %1787, 1099511628211, !dbg !1302
    #dbg_value(i64 12, !406, !DIExpression(), !1299)
  %1789 = extractelement <16 x i8> %1740, i64 12, !dbg !1300
  %1790 = zext i8 %1789 to i64, !dbg !1300
  %1791 = xor i64 %1788, %1790, !dbg !1301
  %1792 = mul i64 %1791, 1099511628211, !dbg !1302
    #dbg_value(i64 13, !406, !DIExpression(), !1299)
  %1793 = extractelement <16 x i8> %1740, i64 13, !dbg !1300
  %1794 = zext i8 %1793 to i64, !dbg !1300
  %1795 = xor i64 %1792, %1794, !dbg !1301
  %1796 = mul i64 %1795, 1099511628211, !dbg !1302
    #dbg_value(i64 14, !406, !DIExpression(), !1299)
  %1797 = extractelement <16 x i8> %1740, i64 14, !dbg !1300
  %1798 = zext i8 %1797 to i64, !dbg !1300
  %1799 = xor i64 %1796, %1798, !dbg !1301
  %1800 = mul i64 %1799, 1099511628211, !dbg !1302
    #dbg_value(i64 15, !406, !DIExpression(), !1299)
  %1801 = extractelement <16 x i8> %1740, i64 15, !dbg !1300
  %1802 = zext i8 %1801 to i64, !dbg !1300
  %1803 = xor i64 %1800, %1802, !dbg !1301
  %1804 = mul i64 %1803, 1099511628211, !dbg !1302
    #dbg_value(i64 16, !406, !DIExpression(), !1299)
  %1805 = tail call i32 @llvm.x86.sse41.ptestz(<2 x i64> %4, <2 x i64> %8), !dbg !1303
  %1806 = tail call i32 @llvm.x86.sse41.ptestc(<2 x i64> %4, <2 x i64> %8), !dbg !1304
  %1807 = shl nsw i32 %1806, 1, !dbg !1305
  %1808 = add nsw i32 %1807, %1805, !dbg !1306
  %1809 = tail call i32 @llvm.x86.sse41.ptestnzc(<2 x i64> %4, <2 x i64> %8), !dbg !1307
  %1810 = shl nsw i32 %1809, 2, !dbg !1308
  %1811 = add nsw i32 %1808, %1810, !dbg !1309
    #dbg_value(i32 %1811, !1027, !DIExpression(), !1076)
  %1812 = lshr i32 %1811, 8, !dbg !1310
  %1813 = lshr i32 %1811, 16, !dbg !1310
  %1814 = lshr i32 %1811, 24, !dbg !1310
  %1815 = zext nneg i32 %1814 to i64, !dbg !1310
    #dbg_value(i32 %1811, !1028, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1311)
    #dbg_value(i32 %1812, !1028, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1311)
    #dbg_value(i32 %1813, !1028, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1311)
    #dbg_value(i32 %1814, !1028, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1311)
    #dbg_value(ptr undef, !393, !DIExpression(), !1312)
    #dbg_value(i64 4, !402, !DIExpression(), !1312)
    #dbg_value(ptr undef, !403, !DIExpression(), !1312)
    #dbg_value(i64 0, !406, !DIExpression(), !1314)
    #dbg_value(i64 0, !406, !DIExpression(), !1314)
  %1816 = and i32 %1811, 255, !dbg !1315
  %1817 = zext nneg i32 %1816 to i64, !dbg !1315
  %1818 = xor i64 %1804, %1817, !dbg !1316
  %1819 = mul i64 %1818, 1099511628211, !dbg !1317
    #dbg_value(i64 1, !406, !DIExpression(), !1314)
  %1820 = and i32 %1812, 255, !dbg !1315
  %1821 = zext nneg i32 %1820 to i64, !dbg !1315
  %1822 = xor i64 %1819, %1821, !dbg !1316
  %1823 = mul i64 %1822, 1099511628211, !dbg !1317
    #dbg_value(i64 2, !406, !DIExpression(), !1314)
  %1824 = and i32 %1813, 255, !dbg !1315
  %1825 = zext nneg i32 %1824 to i64, !dbg !1315
  %1826 = xor i64 %1823, %1825, !dbg !1316
  %1827 = mul i64 %1826, 1099511628211, !dbg !1317
    #dbg_value(i64 3, !406, !DIExpression(), !1314)
  %1828 = xor i64 %1827, %1815, !dbg !1316
  %1829 = mul i64 %1828, 1099511628211, !dbg !1317
    #dbg_value(i64 4, !406, !DIExpression(), !1314)
  %1830 = tail call i32 @llvm.x86.sse41.ptestz(<2 x i64> %4, <2 x i64> zeroinitializer), !dbg !1318
    #dbg_value(i32 %1830, !1027, !DIExpression(), !1076)
  %1831 = lshr i32 %1830, 8, !dbg !1319
  %1832 = lshr i32 %1830, 16, !dbg !1319
  %1833 = lshr i32 %1830, 24, !dbg !1319
  %1834 = zext nneg i32 %1833 to i64, !dbg !1319
    #dbg_value(i32 %1830, !1030, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1320)
    #dbg_value(i32 %1831, !1030, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1320)
    #dbg_value(i32 %1832, !1030, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1320)
    #dbg_value(i32 %1833, !1030, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1320)
    #dbg_value(ptr undef, !393, !DIExpression(), !1321)
    #dbg_value(i64 4, !402, !DIExpression(), !1321)
    #dbg_value(ptr undef, !403, !DIExpression(), !1321)
    #dbg_value(i64 0, !406, !DIExpression(), !1323)
    #dbg_value(i64 0, !406, !DIExpression(), !1323)
  %1835 = and i32 %1830, 255, !dbg !1324
  %1836 = zext nneg i32 %1835 to i64, !dbg !1324
  %1837 = xor i64 %1829, %1836, !dbg !1325
  %1838 = mul i64 %1837, 1099511628211, !dbg !1326
    #dbg_value(i64 1, !406, !DIExpression(), !1323)
  %1839 = and i32 %1831, 255, !dbg !1324
  %1840 = zext nneg i32 %1839 to i64, !dbg !1324
  %1841 = xor i64 %1838, %1840, !dbg !1325
  %1842 = mul i64 %1841, 1099511628211, !dbg !1326
    #dbg_value(i64 2, !406, !DIExpression(), !1323)
  %1843 = and i32 %1832, 255, !dbg !1324
  %1844 = zext nneg i32 %1843 to i64, !dbg !1324
  %1845 = xor i64 %1842, %1844, !dbg !1325
  %1846 = mul i64 %1845, 1099511628211, !dbg !1326
    #dbg_value(i64 3, !406, !DIExpression(), !1323)
  %1847 = xor i64 %1846, %1834, !dbg !1325
  %1848 = mul i64 %1847, 1099511628211, !dbg !1326
    #dbg_value(i64 4, !406, !DIExpression(), !1323)
  %1849 = tail call <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32> %351, <4 x i32> %352), !dbg !1327
  %1850 = bitcast <8 x i16> %1849 to <16 x i8>, !dbg !1327
    #dbg_value(<8 x i16> %1849, !1032, !DIExpression(), !1328)
    #dbg_value(ptr undef, !393, !DIExpression(), !1329)
    #dbg_value(i64 16, !402, !DIExpression(), !1329)
    #dbg_value(ptr undef, !403, !DIExpression(), !1329)
    #dbg_value(i64 0, !406, !DIExpression(), !1331)
    #dbg_value(i64 0, !406, !DIExpression(), !1331)
  %1851 = extractelement <16 x i8> %1850, i64 0, !dbg !1332
  %1852 = zext i8 %1851 to i64, !dbg !1332
  %1853 = xor i64 %1848, %1852, !dbg !1333
  %1854 = mul i64 %1853, 1099511628211, !dbg !1334
    #dbg_value(i64 1, !406, !DIExpression(), !1331)
  %1855 = extractelement <16 x i8> %1850, i64 1, !dbg !1332
  %1856 = zext i8 %1855 to i64, !dbg !1332
  %1857 = xor i64 %1854, %1856, !dbg !1333
  %1858 = mul i64 %1857, 1099511628211, !dbg !1334
    #dbg_value(i64 2, !406, !DIExpression(), !1331)
  %1859 = extractelement <16 x i8> %1850, i64 2, !dbg !1332
  %1860 = zext i8 %1859 to i64, !dbg !1332
  %1861 = xor i64 %1858, %1860, !dbg !1333
  %1862 = mul i64 %1861, 1099511628211, !dbg !1334
    #dbg_value(i64 3, !406, !DIExpression(), !1331)
  %1863 = extractelement <16 x i8> %1850, i64 3, !dbg !1332
  %1864 = zext i8 %1863 to i64, !dbg !1332
  %1865 = xor i64 %1862, %1864, !dbg !1333
  %1866 = mul i64 %1865, 1099511628211, !dbg !1334
    #dbg_value(i64 4, !406, !DIExpression(), !1331)
  %1867 = extractelement <16 x i8> %1850, i64 4, !dbg !1332
  %1868 = zext i8 %1867 to i64, !dbg !1332
  %1869 = xor i64 %1866, %1868, !dbg !1333
  %1870 = mul i64 %1869, 1099511628211, !dbg !1334
    #dbg_value(i64 5, !406, !DIExpression(), !1331)
  %1871 = extractelement <16 x i8> %1850, i64 5, !dbg !1332
  %1872 = zext i8 %1871 to i64, !dbg !1332
  %1873 = xor i64 %1870, %1872, !dbg !1333
  %1874 = mul i64 %1873, 1099511628211, !dbg !1334
    #dbg_value(i64 6, !406, !DIExpression(), !1331)
  %1875 = extractelement <16 x i8> %1850, i64 6, !dbg !1332
  %1876 = zext i8 %1875 to i64, !dbg !1332
  %1877 = xor i64 %1874, %1876, !dbg !1333
  %1878 = mul i64 %1877, 1099511628211, !dbg !1334
    #dbg_value(i64 7, !406, !DIExpression(), !1331)
  %1879 = extractelement <16 x i8> %1850, i64 7, !dbg !1332
  %1880 = zext i8 %1879 to i64, !dbg !1332
  %1881 = xor i64 %1878, %1880, !dbg !1333
  %1882 = mul i64 %1881, 1099511628211, !dbg !1334
    #dbg_value(i64 8, !406, !DIExpression(), !1331)
  %1883 = extractelement <16 x i8> %1850, i64 8, !dbg !1332
  %1884 = zext i8 %1883 to i64, !dbg !1332
  %1885 = xor i64 %1882, %1884, !dbg !1333
  %1886 = mul i64 %1885, 1099511628211, !dbg !1334
    #dbg_value(i64 9, !406, !DIExpression(), !1331)
  %1887 = extractelement <16 x i8> %1850, i64 9, !dbg !1332
  %1888 = zext i8 %1887 to i64, !dbg !1332
  %1889 = xor i64 %1886, %1888, !dbg !1333
  %1890 = mul i64 %1889, 1099511628211, !dbg !1334
    #dbg_value(i64 10, !406, !DIExpression(), !1331)
  %1891 = extractelement <16 x i8> %1850, i64 10, !dbg !1332
  %1892 = zext i8 %1891 to i64, !dbg !1332
  %1893 = xor i64 %1890, %1892, !dbg !1333
  %1894 = mul i64 %1893, 1099511628211, !dbg !1334
    #dbg_value(i64 11, !406, !DIExpression(), !1331)
  %1895 = extractelement <16 x i8> %1850, i64 11, !dbg !1332
  %1896 = zext i8 %1895 to i64, !dbg !1332
  %1897 = xor i64 %1894, %1896, !dbg !1333
  %1898 = mul i64 %1897, 1099511628211, !dbg !1334
    #dbg_value(i64 12, !406, !DIExpression(), !1331)
  %1899 = extractelement <16 x i8> %1850, i64 12, !dbg !1332
  %1900 = zext i8 %1899 to i64, !dbg !1332
  %1901 = xor i64 %1898, %1900, !dbg !1333
  %1902 = mul i64 %1901, 1099511628211, !dbg !1334
    #dbg_value(i64 13, !406, !DIExpression(), !1331)
  %1903 = extractelement <16 x i8> %1850, i64 13, !dbg !1332
  %1904 = zext i8 %1903 to i64, !dbg !1332
  %1905 = xor i64 %1902, %1904, !dbg !1333
  %1906 = mul i64 %1905, 1099511628211, !dbg !1334
    #dbg_value(i64 14, !406, !DIExpression(), !1331)
  %1907 = extractelement <16 x i8> %1850, i64 14, !dbg !1332
  %1908 = zext i8 %1907 to i64, !dbg !1332
  %1909 = xor i64 %1906, %1908, !dbg !1333
  %1910 = mul i64 %1909, 1099511628211, !dbg !1334
    #dbg_value(i64 15, !406, !DIExpression(), !1331)
  %1911 = extractelement <16 x i8> %1850, i64 15, !dbg !1332
  %1912 = zext i8 %1911 to i64, !dbg !1332
  %1913 = xor i64 %1910, %1912, !dbg !1333
  %1914 = mul i64 %1913, 1099511628211, !dbg !1334
    #dbg_value(i64 16, !406, !DIExpression(), !1331)
  %1915 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %351, <4 x i32> %352), !dbg !1335
  %1916 = bitcast <4 x i32> %1915 to <16 x i8>, !dbg !1335
    #dbg_value(<4 x i32> %1915, !1034, !DIExpression(), !1336)
    #dbg_value(ptr undef, !393, !DIExpression(), !1337)
    #dbg_value(i64 16, !402, !DIExpression(), !1337)
    #dbg_value(ptr undef, !403, !DIExpression(), !1337)
    #dbg_value(i64 0, !406, !DIExpression(), !1339)
    #dbg_value(i64 0, !406, !DIExpression(), !1339)
  %1917 = extractelement <16 x i8> %1916, i64 0, !dbg !1340
  %1918 = zext i8 %1917 to i64, !dbg !1340
  %1919 = xor i64 %1914, %1918, !dbg !1341
  %1920 = mul i64 %1919, 1099511628211, !dbg !1342
    #dbg_value(i64 1, !406, !DIExpression(), !1339)
  %1921 = extractelement <16 x i8> %1916, i64 1, !dbg !1340
  %1922 = zext i8 %1921 to i64, !dbg !1340
  %1923 = xor i64 %1920, %1922, !dbg !1341
  %1924 = mul i64 %1923, 1099511628211, !dbg !1342
    #dbg_value(i64 2, !406, !DIExpression(), !1339)
  %1925 = extractelement <16 x i8> %1916, i64 2, !dbg !1340
  %1926 = zext i8 %1925 to i64, !dbg !1340
  %1927 = xor i64 %1924, %1926, !dbg !1341
  %1928 = mul i64 %1927, 1099511628211, !dbg !1342
    #dbg_value(i64 3, !406, !DIExpression(), !1339)
  %1929 = extractelement <16 x i8> %1916, i64 3, !dbg !1340
  %1930 = zext i8 %1929 to i64, !dbg !1340
  %1931 = xor i64 %1928, %1930, !dbg !1341
  %1932 = mul i64 %1931, 1099511628211, !dbg !1342
    #dbg_value(i64 4, !406, !DIExpression(), !1339)
  %1933 = extractelement <16 x i8> %1916, i64 4, !dbg !1340
  %1934 = zext i8 %1933 to i64, !dbg !1340
  %1935 = xor i64 %1932, %1934, !dbg !1341
  %1936 = mul i64 %1935, 1099511628211, !dbg !1342
    #dbg_value(i64 5, !406, !DIExpression(), !1339)
  %1937 = extractelement <16 x i8> %1916, i64 5, !dbg !1340
  %1938 = zext i8 %1937 to i64, !dbg !1340
  %1939 = xor i64 %1936, %1938, !dbg !1341
  %1940 = mul i64 %1939, 1099511628211, !dbg !1342
    #dbg_value(i64 6, !406, !DIExpression(), !1339)
  %1941 = extractelement <16 x i8> %1916, i64 6, !dbg !1340
  %1942 = zext i8 %1941 to i64, !dbg !1340
  %1943 = xor i64 %1940, %1942, !dbg !1341
  %1944 = mul i64 %1943, 1099511628211, !dbg !1342
    #dbg_value(i64 7, !406, !DIExpression(), !1339)
  %1945 = extractelement <16 x i8> %1916, i64 7, !dbg !1340
  %1946 = zext i8 %1945 to i64, !dbg !1340
  %1947 = xor i64 %1944, %1946, !dbg !1341
  %1948 = mul i64 %1947, 1099511628211, !dbg !1342
    #dbg_value(i64 8, !406, !DIExpression(), !1339)
  %1949 = extractelement <16 x i8> %1916, i64 8, !dbg !1340
  %1950 = zext i8 %1949 to i64, !dbg !1340
  %1951 = xor i64 %1948, %1950, !dbg !1341
  %1952 = mul i64 %1951, 1099511628211, !dbg !1342
    #dbg_value(i64 9, !406, !DIExpression(), !1339)
  %1953 = extractelement <16 x i8> %1916, i64 9, !dbg !1340
  %1954 = zext i8 %1953 to i64, !dbg !1340
  %1955 = xor i64 %1952, %1954, !dbg !1341
  %1956 = mul i64 %1955, 1099511628211, !dbg !1342
    #dbg_value(i64 10, !406, !DIExpression(), !1339)
  %1957 = extractelement <16 x i8> %1916, i64 10, !dbg !1340
  %1958 = zext i8 %1957 to i64, !dbg !1340
  %1959 = xor i64 %1956, %1958, !dbg !1341
  %1960 = mul i64 %1959, 1099511628211, !dbg !1342
    #dbg_value(i64 11, !406, !DIExpression(), !1339)
  %1961 = extractelement <16 x i8> %1916, i64 11, !dbg !1340
  %1962 = zext i8 %1961 to i64, !dbg !1340
  %1963 = xor i64 %1960, %1962, !dbg !1341
  %1964 = mul i64 %1963, 1099511628211, !dbg !1342
    #dbg_value(i64 12, !406, !DIExpression(), !1339)
  %1965 = extractelement <16 x i8> %1916, i64 12, !dbg !1340
  %1966 = zext i8 %1965 to i64, !dbg !1340
  %1967 = xor i64 %1964, %1966, !dbg !1341
  %1968 = mul i64 %1967, 1099511628211, !dbg !1342
    #dbg_value(i64 13, !406, !DIExpression(), !1339)
  %1969 = extractelement <16 x i8> %1916, i64 13, !dbg !1340
  %1970 = zext i8 %1969 to i64, !dbg !1340
  %1971 = xor i64 %1968, %1970, !dbg !1341
  %1972 = mul i64 %1971, 1099511628211, !dbg !1342
    #dbg_value(i64 14, !406, !DIExpression(), !1339)
  %1973 = extractelement <16 x i8> %1916, i64 14, !dbg !1340
  %1974 = zext i8 %1973 to i64, !dbg !1340
  %1975 = xor i64 %1972, %1974, !dbg !1341
  %1976 = mul i64 %1975, 1099511628211, !dbg !1342
    #dbg_value(i64 15, !406, !DIExpression(), !1339)
  %1977 = extractelement <16 x i8> %1916, i64 15, !dbg !1340
  %1978 = zext i8 %1977 to i64, !dbg !1340
  %1979 = xor i64 %1976, %1978, !dbg !1341
  %1980 = mul i64 %1979, 1099511628211, !dbg !1342
    #dbg_value(i64 16, !406, !DIExpression(), !1339)
  %1981 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %351, <4 x i32> %352), !dbg !1343
  %1982 = bitcast <4 x i32> %1981 to <16 x i8>, !dbg !1343
    #dbg_value(<4 x i32> %1981, !1036, !DIExpression(), !1344)
    #dbg_value(ptr undef, !393, !DIExpression(), !1345)
    #dbg_value(i64 16, !402, !DIExpression(), !1345)
    #dbg_value(ptr undef, !403, !DIExpression(), !1345)
    #dbg_value(i64 0, !406, !DIExpression(), !1347)
    #dbg_value(i64 0, !406, !DIExpression(), !1347)
  %1983 = extractelement <16 x i8> %1982, i64 0, !dbg !1348
  %1984 = zext i8 %1983 to i64, !dbg !1348
  %1985 = xor i64 %1980, %1984, !dbg !1349
  %1986 = mul i64 %1985, 1099511628211, !dbg !1350
    #dbg_value(i64 1, !406, !DIExpression(), !1347)
  %1987 = extractelement <16 x i8> %1982, i64 1, !dbg !1348
  %1988 = zext i8 %1987 to i64, !dbg !1348
  %1989 = xor i64 %1986, %1988, !dbg !1349
  %1990 = mul i64 %1989, 1099511628211, !dbg !1350
    #dbg_value(i64 2, !406, !DIExpression(), !1347)
  %1991 = extractelement <16 x i8> %1982, i64 2, !dbg !1348
  %1992 = zext i8 %1991 to i64, !dbg !1348
  %1993 = xor i64 %1990, %1992, !dbg !1349
  %1994 = mul i64 %1993, 1099511628211, !dbg !1350
    #dbg_value(i64 3, !406, !DIExpression(), !1347)
  %1995 = extractelement <16 x i8> %1982, i64 3, !dbg !1348
  %1996 = zext i8 %1995 to i64, !dbg !1348
  %1997 = xor i64 %1994, %1996, !dbg !1349
  %1998 = mul i64 %1997, 1099511628211, !dbg !1350
    #dbg_value(i64 4, !406, !DIExpression(), !1347)
  %1999 = extractelement <16 x i8> %1982, i64 4, !dbg !1348
  %2000 = zext i8 %1999 to i64, !dbg !1348
  %2001 = xor i64 %1998, %2000, !dbg !1349
  %2002 = mul i64 %2001, 1099511628211, !dbg !1350
    #dbg_value(i64 5, !406, !DIExpression(), !1347)
  %2003 = extractelement <16 x i8> %1982, i64 5, !dbg !1348
  %2004 = zext i8 %2003 to i64, !dbg !1348
  %2005 = xor i64 %2002, %2004, !dbg !1349
  %2006 = mul i64 %2005, 1099511628211, !dbg !1350
    #dbg_value(i64 6, !406, !DIExpression(), !1347)
  %2007 = extractelement <16 x i8> %1982, i64 6, !dbg !1348
  %2008 = zext i8 %2007 to i64, !dbg !1348
  %2009 = xor i64 %2006, %2008, !dbg !1349
  %2010 = mul i64 %2009, 1099511628211, !dbg !1350
    #dbg_value(i64 7, !406, !DIExpression(), !1347)
  %2011 = extractelement <16 x i8> %1982, i64 7, !dbg !1348
  %2012 = zext i8 %2011 to i64, !dbg !1348
  %2013 = xor i64 %2010, %2012, !dbg !1349
  %2014 = mul i64 %2013, 1099511628211, !dbg !1350
    #dbg_value(i64 8, !406, !DIExpression(), !1347)
  %2015 = extractelement <16 x i8> %1982, i64 8, !dbg !1348
  %2016 = zext i8 %2015 to i64, !dbg !1348
  %2017 = xor i64 %2014, %2016, !dbg !1349
  %2018 = mul i64 %2017, 1099511628211, !dbg !1350
    #dbg_value(i64 9, !406, !DIExpression(), !1347)
  %2019 = extractelement <16 x i8> %1982, i64 9, !dbg !1348
  %2020 = zext i8 %2019 to i64, !dbg !1348
  %2021 = xor i64 %2018, %2020, !dbg !1349
  %2022 = mul i64 %2021, 1099511628211, !dbg !1350
    #dbg_value(i64 10, !406, !DIExpression(), !1347)
  %2023 = extractelement <16 x i8> %1982, i64 10, !dbg !1348
  %2024 = zext i8 %2023 to i64, !dbg !1348
  %2025 = xor i64 %2022, %2024, !dbg !1349
  %2026 = mul i64 %2025, 1099511628211, !dbg !1350
    #dbg_value(i64 11, !406, !DIExpression(), !1347)
  %2027 = extractelement <16 x i8> %1982, i64 11, !dbg !1348
  %2028 = zext i8 %2027 to i64, !dbg !1348
  %2029 = xor i64 %2026, %2028, !dbg !1349
  %2030 = mul i64 %2029, 1099511628211, !dbg !1350
    #dbg_value(i64 12, !406, !DIExpression(), !1347)
  %2031 = extractelement <16 x i8> %1982, i64 12, !dbg !1348
  %2032 = zext i8 %2031 to i64, !dbg !1348
  %2033 = xor i64 %2030, %2032, !dbg !1349
  %2034 = mul i64 %2033, 1099511628211, !dbg !1350
    #dbg_value(i64 13, !406, !DIExpression(), !1347)
  %2035 = extractelement <16 x i8> %1982, i64 13, !dbg !1348
  %2036 = zext i8 %2035 to i64, !dbg !1348
  %2037 = xor i64 %2034, %2036, !dbg !1349
  %2038 = mul i64 %2037, 1099511628211, !dbg !1350
    #dbg_value(i64 14, !406, !DIExpression(), !1347)
  %2039 = extractelement <16 x i8> %1982, i64 14, !dbg !1348
  %2040 = zext i8 %2039 to i64, !dbg !1348
  %2041 = xor i64 %2038, %2040, !dbg !1349
  %2042 = mul i64 %2041, 1099511628211, !dbg !1350
    #dbg_value(i64 15, !406, !DIExpression(), !1347)
  %2043 = extractelement <16 x i8> %1982, i64 15, !dbg !1348
  %2044 = zext i8 %2043 to i64, !dbg !1348
  %2045 = xor i64 %2042, %2044, !dbg !1349
  %2046 = mul i64 %2045, 1099511628211, !dbg !1350
    #dbg_value(i64 16, !406, !DIExpression(), !1347)
  %2047 = tail call <16 x i8> @llvm.smax.v16i8(<16 x i8> %216, <16 x i8> %217), !dbg !1351
    #dbg_value(<16 x i8> %2047, !1038, !DIExpression(), !1352)
    #dbg_value(ptr undef, !393, !DIExpression(), !1353)
    #dbg_value(i64 16, !402, !DIExpression(), !1353)
    #dbg_value(ptr undef, !403, !DIExpression(), !1353)
    #dbg_value(i64 0, !406, !DIExpression(), !1355)
    #dbg_value(i64 0, !406, !DIExpression(), !1355)
  %2048 = extractelement <16 x i8> %2047, i64 0, !dbg !1356
  %2049 = zext i8 %2048 to i64, !dbg !1356
  %2050 = xor i64 %2046, %2049, !dbg !1357
  %2051 = mul i64 %2050, 1099511628211, !dbg !1358
    #dbg_value(i64 1, !406, !DIExpression(), !1355)
  %2052 = extractelement <16 x i8> %2047, i64 1, !dbg !1356
  %2053 = zext i8 %2052 to i64, !dbg !1356
  %2054 = xor i64 %2051, %2053, !dbg !1357
  %2055 = mul i64 %2054, 1099511628211, !dbg !1358
    #dbg_value(i64 2, !406, !DIExpression(), !1355)
  %2056 = extractelement <16 x i8> %2047, i64 2, !dbg !1356
  %2057 = zext i8 %2056 to i64, !dbg !1356
  %2058 = xor i64 %2055, %2057, !dbg !1357
  %2059 = mul i64 %2058, 1099511628211, !dbg !1358
    #dbg_value(i64 3, !406, !DIExpression(), !1355)
  %2060 = extractelement <16 x i8> %2047, i64 3, !dbg !1356
  %2061 = zext i8 %2060 to i64, !dbg !1356
  %2062 = xor i64 %2059, %2061, !dbg !1357
  %2063 = mul i64 %2062, 1099511628211, !dbg !1358
    #dbg_value(i64 4, !406, !DIExpression(), !1355)
  %2064 = extractelement <16 x i8> %2047, i64 4, !dbg !1356
  %2065 = zext i8 %2064 to i64, !dbg !1356
  %2066 = xor i64 %2063, %2065, !dbg !1357
  %2067 = mul i64 %2066, 1099511628211, !dbg !1358
    #dbg_value(i64 5, !406, !DIExpression(), !1355)
  %2068 = extractelement <16 x i8> %2047, i64 5, !dbg !1356
  %2069 = zext i8 %2068 to i64, !dbg !1356
  %2070 = xor i64 %2067, %2069, !dbg !1357
  %2071 = mul i64 %2070, 1099511628211, !dbg !1358
    #dbg_value(i64 6, !406, !DIExpression(), !1355)
  %2072 = extractelement <16 x i8> %2047, i64 6, !dbg !1356
  %2073 = zext i8 %2072 to i64, !dbg !1356
  %2074 = xor i64 %2071, %2073, !dbg !1357
  %2075 = mul i64 %2074, 1099511628211, !dbg !1358
    #dbg_value(i64 7, !406, !DIExpression(), !1355)
  %2076 = extractelement <16 x i8> %2047, i64 7, !dbg !1356
  %2077 = zext i8 %2076 to i64, !dbg !1356
  %2078 = xor i64 %2075, %2077, !dbg !1357
  %2079 = mul i64 %2078, 1099511628211, !dbg !1358
    #dbg_value(i64 8, !406, !DIExpression(), !1355)
  %2080 = extractelement <16 x i8> %2047, i64 8, !dbg !1356
  %2081 = zext i8 %2080 to i64, !dbg !1356
  %2082 = xor i64 %2079, %2081, !dbg !1357
  %2083 = mul i64 %2082, 1099511628211, !dbg !1358
    #dbg_value(i64 9, !406, !DIExpression(), !1355)
  %2084 = extractelement <16 x i8> %2047, i64 9, !dbg !1356
  %2085 = zext i8 %2084 to i64, !dbg !1356
  %2086 = xor i64 %2083, %2085, !dbg !1357
  %2087 = mul i64 %2086, 1099511628211, !dbg !1358
    #dbg_value(i64 10, !406, !DIExpression(), !1355)
  %2088 = extractelement <16 x i8> %2047, i64 10, !dbg !1356
  %2089 = zext i8 %2088 to i64, !dbg !1356
  %2090 = xor i64 %2087, %2089, !dbg !1357
  %2091 = mul i64 %2090, 1099511628211, !dbg !1358
    #dbg_value(i64 11, !406, !DIExpression(), !1355)
  %2092 = extractelement <16 x i8> %2047, i64 11, !dbg !1356
  %2093 = zext i8 %2092 to i64, !dbg !1356
  %2094 = xor i64 %2091, %2093, !dbg !1357
  %2095 = mul i64 %2094, 1099511628211, !dbg !1358
    #dbg_value(i64 12, !406, !DIExpression(), !1355)
  %2096 = extractelement <16 x i8> %2047, i64 12, !dbg !1356
  %2097 = zext i8 %2096 to i64, !dbg !1356
  %2098 = xor i64 %2095, %2097, !dbg !1357
  %2099 = mul i64 %2098, 1099511628211, !dbg !1358
    #dbg_value(i64 13, !406, !DIExpression(), !1355)
  %2100 = extractelement <16 x i8> %2047, i64 13, !dbg !1356
  %2101 = zext i8 %2100 to i64, !dbg !1356
  %2102 = xor i64 %2099, %2101, !dbg !1357
  %2103 = mul i64 %2102, 1099511628211, !dbg !1358
    #dbg_value(i64 14, !406, !DIExpression(), !1355)
  %2104 = extractelement <16 x i8> %2047, i64 14, !dbg !1356
  %2105 = zext i8 %2104 to i64, !dbg !1356
  %2106 = xor i64 %2103, %2105, !dbg !1357
  %2107 = mul i64 %2106, 1099511628211, !dbg !1358
    #dbg_value(i64 15, !406, !DIExpression(), !1355)
  %2108 = extractelement <16 x i8> %2047, i64 15, !dbg !1356
  %2109 = zext i8 %2108 to i64, !dbg !1356
  %2110 = xor i64 %2107, %2109, !dbg !1357
  %2111 = mul i64 %2110, 1099511628211, !dbg !1358
    #dbg_value(i64 16, !406, !DIExpression(), !1355)
  %2112 = tail call <8 x i16> @llvm.umin.v8i16(<8 x i16> %283, <8 x i16> %284), !dbg !1359
  %2113 = bitcast <8 x i16> %2112 to <16 x i8>, !dbg !1359
    #dbg_value(<8 x i16> %2112, !1040, !DIExpression(), !1360)
    #dbg_value(ptr undef, !393, !DIExpression(), !1361)
    #dbg_value(i64 16, !402, !DIExpression(), !1361)
    #dbg_value(ptr undef, !403, !DIExpression(), !1361)
    #dbg_value(i64 0, !406, !DIExpression(), !1363)
    #dbg_value(i64 0, !406, !DIExpression(), !1363)
  %2114 = extractelement <16 x i8> %2113, i64 0, !dbg !1364
  %2115 = zext i8 %2114 to i64, !dbg !1364
  %2116 = xor i64 %2111, %2115, !dbg !1365
  %2117 = mul i64 %2116, 1099511628211, !dbg !1366
    #dbg_value(i64 1, !406, !DIExpression(), !1363)
  %2118 = extractelement <16 x i8> %2113, i64 1, !dbg !1364
  %2119 = zext i8 %2118 to i64, !dbg !1364
  %2120 = xor i64 %2117, %2119, !dbg !1365
  %2121 = mul i64 %2120, 1099511628211, !dbg !1366
    #dbg_value(i64 2, !406, !DIExpression(), !1363)
  %2122 = extractelement <16 x i8> %2113, i64 2, !dbg !1364
  %2123 = zext i8 %2122 to i64, !dbg !1364
  %2124 = xor i64 %2121, %2123, !dbg !1365
  %2125 = mul i64 %2124, 1099511628211, !dbg !1366
    #dbg_value(i64 3, !406, !DIExpression(), !1363)
  %2126 = extractelement <16 x i8> %2113, i64 3, !dbg !1364
  %2127 = zext i8 %2126 to i64, !dbg !1364
  %2128 = xor i64 %2125, %2127, !dbg !1365
  %2129 = mul i64 %2128, 1099511628211, !dbg !1366
    #dbg_value(i64 4, !406, !DIExpression(), !1363)
  %2130 = extractelement <16 x i8> %2113, i64 4, !dbg !1364
  %2131 = zext i8 %2130 to i64, !dbg !1364
  %2132 = xor i64 %2129, %2131, !dbg !1365
  %2133 = mul i64 %2132, 1099511628211, !dbg !1366
    #dbg_value(i64 5, !406, !DIExpression(), !1363)
  %2134 = extractelement <16 x i8> %2113, i64 5, !dbg !1364
  %2135 = zext i8 %2134 to i64, !dbg !1364
  %2136 = xor i64 %2133, %2135, !dbg !1365
  %2137 = mul i64 %2136, 1099511628211, !dbg !1366
    #dbg_value(i64 6, !406, !DIExpression(), !1363)
  %2138 = extractelement <16 x i8> %2113, i64 6, !dbg !1364
  %2139 = zext i8 %2138 to i64, !dbg !1364
  %2140 = xor i64 %2137, %2139, !dbg !1365
  %2141 = mul i64 %2140, 1099511628211, !dbg !1366
    #dbg_value(i64 7, !406, !DIExpression(), !1363)
  %2142 = extractelement <16 x i8> %2113, i64 7, !dbg !1364
  %2143 = zext i8 %2142 to i64, !dbg !1364
  %2144 = xor i64 %2141, %2143, !dbg !1365
  %2145 = mul i64 %2144, 1099511628211, !dbg !1366
    #dbg_value(i64 8, !406, !DIExpression(), !1363)
  %2146 = extractelement <16 x i8> %2113, i64 8, !dbg !1364
  %2147 = zext i8 %2146 to i64, !dbg !1364
  %2148 = xor i64 %2145, %2147, !dbg !1365
  %2149 = mul i64 %2148, 1099511628211, !dbg !1366
    #dbg_value(i64 9, !406, !DIExpression(), !1363)
  %2150 = extractelement <16 x i8> %2113, i64 9, !dbg !1364
  %2151 = zext i8 %2150 to i64, !dbg !1364
  %2152 = xor i64 %2149, %2151, !dbg !1365
  %2153 = mul i64 %2152, 1099511628211, !dbg !1366
    #dbg_value(i64 10, !406, !DIExpression(), !1363)
  %2154 = extractelement <16 x i8> %2113, i64 10, !dbg !1364
  %2155 = zext i8 %2154 to i64, !dbg !1364
  %2156 = xor i64 %2153, %2155, !dbg !1365
  %2157 = mul i64 %2156, 1099511628211, !dbg !1366
    #dbg_value(i64 11, !406, !DIExpression(), !1363)
  %2158 = extractelement <16 x i8> %2113, i64 11, !dbg !1364
  %2159 = zext i8 %2158 to i64, !dbg !1364
  %2160 = xor i64 %2157, %2159, !dbg !1365
  %2161 = mul i64 %2160, 1099511628211, !dbg !1366
    #dbg_value(i64 12, !406, !DIExpression(), !1363)
  %2162 = extractelement <16 x i8> %2113, i64 12, !dbg !1364
  %2163 = zext i8 %2162 to i64, !dbg !1364
  %2164 = xor i64 %2161, %2163, !dbg !1365
  %2165 = mul i64 %2164, 1099511628211, !dbg !1366
    #dbg_value(i64 13, !406, !DIExpression(), !1363)
  %2166 = extractelement <16 x i8> %2113, i64 13, !dbg !1364
  %2167 = zext i8 %2166 to i64, !dbg !1364
  %2168 = xor i64 %2165, %2167, !dbg !1365
  %2169 = mul i64 %2168, 1099511628211, !dbg !1366
    #dbg_value(i64 14, !406, !DIExpression(), !1363)
  %2170 = extractelement <16 x i8> %2113, i64 14, !dbg !1364
  %2171 = zext i8 %2170 to i64, !dbg !1364
  %2172 = xor i64 %2169, %2171, !dbg !1365
  %2173 = mul i64 %2172, 1099511628211, !dbg !1366
    #dbg_value(i64 15, !406, !DIExpression(), !1363)
  %2174 = extractelement <16 x i8> %2113, i64 15, !dbg !1364
  %2175 = zext i8 %2174 to i64, !dbg !1364
  %2176 = xor i64 %2173, %2175, !dbg !1365
  %2177 = mul i64 %2176, 1099511628211, !dbg !1366
    #dbg_value(i64 16, !406, !DIExpression(), !1363)
  %2178 = mul <4 x i32> %352, %351, !dbg !1367
  %2179 = bitcast <4 x i32> %2178 to <16 x i8>, !dbg !1367
    #dbg_value(<4 x i32> %2178, !1042, !DIExpression(), !1368)
    #dbg_value(ptr undef, !393, !DIExpression(), !1369)
    #dbg_value(i64 16, !402, !DIExpression(), !1369)
    #dbg_value(ptr undef, !403, !DIExpression(), !1369)
    #dbg_value(i64 0, !406, !DIExpression(), !1371)
    #dbg_value(i64 0, !406, !DIExpression(), !1371)
  %2180 = extractelement <16 x i8> %2179, i64 0, !dbg !1372
  %2181 = zext i8 %2180 to i64, !dbg !1372
  %2182 = xor i64 %2177, %2181, !dbg !1373
  %2183 = mul i64 %2182, 1099511628211, !dbg !1374
    #dbg_value(i64 1, !406, !DIExpression(), !1371)
  %2184 = extractelement <16 x i8> %2179, i64 1, !dbg !1372
  %2185 = zext i8 %2184 to i64, !dbg !1372
  %2186 = xor i64 %2183, %2185, !dbg !1373
  %2187 = mul i64 %2186, 1099511628211, !dbg !1374
    #dbg_value(i64 2, !406, !DIExpression(), !1371)
  %2188 = extractelement <16 x i8> %2179, i64 2, !dbg !1372
  %2189 = zext i8 %2188 to i64, !dbg !1372
  %2190 = xor i64 %2187, %2189, !dbg !1373
  %2191 = mul i64 %2190, 1099511628211, !dbg !1374
    #dbg_value(i64 3, !406, !DIExpression(), !1371)
  %2192 = extractelement <16 x i8> %2179, i64 3, !dbg !1372
  %2193 = zext i8 %2192 to i64, !dbg !1372
  %2194 = xor i64 %2191, %2193, !dbg !1373
  %2195 = mul i64 %2194, 1099511628211, !dbg !1374
    #dbg_value(i64 4, !406, !DIExpression(), !1371)
  %2196 = extractelement <16 x i8> %2179, i64 4, !dbg !1372
  %2197 = zext i8 %2196 to i64, !dbg !1372
  %2198 = xor i64 %2195, %2197, !dbg !1373
  %2199 = mul i64 %2198, 1099511628211, !dbg !1374
    #dbg_value(i64 5, !406, !DIExpression(), !1371)
  %2200 = extractelement <16 x i8> %2179, i64 5, !dbg !1372
  %2201 = zext i8 %2200 to i64, !dbg !1372
  %2202 = xor i64 %2199, %2201, !dbg !1373
  %2203 = mul i64 %2202, 1099511628211, !dbg !1374
    #dbg_value(i64 6, !406, !DIExpression(), !1371)
  %2204 = extractelement <16 x i8> %2179, i64 6, !dbg !1372
  %2205 = zext i8 %2204 to i64, !dbg !1372
  %2206 = xor i64 %2203, %2205, !dbg !1373
  %2207 = mul i64 %2206, 1099511628211, !dbg !1374
    #dbg_value(i64 7, !406, !DIExpression(), !1371)
  %2208 = extractelement <16 x i8> %2179, i64 7, !dbg !1372
  %2209 = zext i8 %2208 to i64, !dbg !1372
  %2210 = xor i64 %2207, %2209, !dbg !1373
  %2211 = mul i64 %2210, 1099511628211, !dbg !1374
    #dbg_value(i64 8, !406, !DIExpression(), !1371)
  %2212 = extractelement <16 x i8> %2179, i64 8, !dbg !1372
  %2213 = zext i8 %2212 to i64, !dbg !1372
  %2214 = xor i64 %2211, %2213, !dbg !1373
  %2215 = mul i64 %2214, 1099511628211, !dbg !1374
    #dbg_value(i64 9, !406, !DIExpression(), !1371)
  %2216 = extractelement <16 x i8> %2179, i64 9, !dbg !1372
  %2217 = zext i8 %2216 to i64, !dbg !1372
  %2218 = xor i64 %2215, %2217, !dbg !1373
  %2219 = mul i64 %2218, 1099511628211, !dbg !1374
    #dbg_value(i64 10, !406, !DIExpression(), !1371)
  %2220 = extractelement <16 x i8> %2179, i64 10, !dbg !1372
  %2221 = zext i8 %2220 to i64, !dbg !1372
  %2222 = xor i64 %2219, %2221, !dbg !1373
  %2223 = mul i64 %2222, 1099511628211, !dbg !1374
    #dbg_value(i64 11, !406, !DIExpression(), !1371)
  %2224 = extractelement <16 x i8> %2179, i64 11, !dbg !1372
  %2225 = zext i8 %2224 to i64, !dbg !1372
  %2226 = xor i64 %2223, %2225, !dbg !1373
  %2227 = mul i64 %2226, 1099511628211, !dbg !1374
    #dbg_value(i64 12, !406, !DIExpression(), !1371)
  %2228 = extractelement <16 x i8> %2179, i64 12, !dbg !1372
  %2229 = zext i8 %2228 to i64, !dbg !1372
  %2230 = xor i64 %2227, %2229, !dbg !1373
  %2231 = mul i64 %2230, 1099511628211, !dbg !1374
    #dbg_value(i64 13, !406, !DIExpression(), !1371)
  %2232 = extractelement <16 x i8> %2179, i64 13, !dbg !1372
  %2233 = zext i8 %2232 to i64, !dbg !1372
  %2234 = xor i64 %2231, %2233, !dbg !1373
  %2235 = mul i64 %2234, 1099511628211, !dbg !1374
    #dbg_value(i64 14, !406, !DIExpression(), !1371)
  %2236 = extractelement <16 x i8> %2179, i64 14, !dbg !1372
  %2237 = zext i8 %2236 to i64, !dbg !1372
  %2238 = xor i64 %2235, %2237, !dbg !1373
  %2239 = mul i64 %2238, 1099511628211, !dbg !1374
    #dbg_value(i64 15, !406, !DIExpression(), !1371)
  %2240 = extractelement <16 x i8> %2179, i64 15, !dbg !1372
  %2241 = zext i8 %2240 to i64, !dbg !1372
  %2242 = xor i64 %2239, %2241, !dbg !1373
  %2243 = mul i64 %2242, 1099511628211, !dbg !1374
    #dbg_value(i64 16, !406, !DIExpression(), !1371)
  %2244 = shl <2 x i64> %4, <i64 32, i64 32>, !dbg !1375
  %2245 = ashr exact <2 x i64> %2244, <i64 32, i64 32>, !dbg !1375
  %2246 = shl <2 x i64> %8, <i64 32, i64 32>, !dbg !1375
  %2247 = ashr exact <2 x i64> %2246, <i64 32, i64 32>, !dbg !1375
  %2248 = mul nsw <2 x i64> %2247, %2245, !dbg !1375
  %2249 = bitcast <2 x i64> %2248 to <16 x i8>, !dbg !1375
    #dbg_value(<2 x i64> %2248, !1044, !DIExpression(), !1376)
    #dbg_value(ptr undef, !393, !DIExpression(), !1377)
    #dbg_value(i64 16, !402, !DIExpression(), !1377)
    #dbg_value(ptr undef, !403, !DIExpression(), !1377)
    #dbg_value(i64 0, !406, !DIExpression(), !1379)
    #dbg_value(i64 0, !406, !DIExpression(), !1379)
  %2250 = extractelement <16 x i8> %2249, i64 0, !dbg !1380
  %2251 = zext i8 %2250 to i64, !dbg !1380
  %2252 = xor i64 %2243, %2251, !dbg !1381
  %2253 = mul i64 %2252, 1099511628211, !dbg !1382
    #dbg_value(i64 1, !406, !DIExpression(), !1379)
  %2254 = extractelement <16 x i8> %2249, i64 1, !dbg !1380
  %2255 = zext i8 %2254 to i64, !dbg !1380
  %2256 = xor i64 %2253, %2255, !dbg !1381
  %2257 = mul i64 %2256, 1099511628211, !dbg !1382
    #dbg_value(i64 2, !406, !DIExpression(), !1379)
  %2258 = extractelement <16 x i8> %2249, i64 2, !dbg !1380
  %2259 = zext i8 %2258 to i64, !dbg !1380
  %2260 = xor i64 %2257, %2259, !dbg !1381
  %2261 = mul i64 %2260, 1099511628211, !dbg !1382
    #dbg_value(i64 3, !406, !DIExpression(), !1379)
  %2262 = extractelement <16 x i8> %2249, i64 3, !dbg !1380
  %2263 = zext i8 %2262 to i64, !dbg !1380
  %2264 = xor i64 %2261, %2263, !dbg !1381
  %2265 = mul i64 %2264, 1099511628211, !dbg !1382
    #dbg_value(i64 4, !406, !DIExpression(), !1379)
  %2266 = extractelement <16 x i8> %2249, i64 4, !dbg !1380
  %2267 = zext i8 %2266 to i64, !dbg !1380
  %2268 = xor i64 %2265, %2267, !dbg !1381
  %2269 = mul i64 %2268, 1099511628211, !dbg !1382
    #dbg_value(i64 5, !406, !DIExpression(), !1379)
  %2270 = extractelement <16 x i8> %2249, i64 5, !dbg !1380
  %2271 = zext i8 %2270 to i64, !dbg !1380
  %2272 = xor i64 %2269, %2271, !dbg !1381
  %2273 = mul i64 %2272, 1099511628211, !dbg !1382
    #dbg_value(i64 6, !406, !DIExpression(), !1379)
  %2274 = extractelement <16 x i8> %2249, i64 6, !dbg !1380
  %2275 = zext i8 %2274 to i64, !dbg !1380
  %2276 = xor i64 %2273, %2275, !dbg !1381
  %2277 = mul i64 %2276, 1099511628211, !dbg !1382
    #dbg_value(i64 7, !406, !DIExpression(), !1379)
  %2278 = extractelement <16 x i8> %2249, i64 7, !dbg !1380
  %2279 = zext i8 %2278 to i64, !dbg !1380
  %2280 = xor i64 %2277, %2279, !dbg !1381
  %2281 = mul i64 %2280, 1099511628211, !dbg !1382
    #dbg_value(i64 8, !406, !DIExpression(), !1379)
  %2282 = extractelement <16 x i8> %2249, i64 8, !dbg !1380
  %2283 = zext i8 %2282 to i64, !dbg !1380
  %2284 = xor i64 %2281, %2283, !dbg !1381
  %2285 = mul i64 %2284, 1099511628211, !dbg !1382
    #dbg_value(i64 9, !406, !DIExpression(), !1379)
  %2286 = extractelement <16 x i8> %2249, i64 9, !dbg !1380
  %2287 = zext i8 %2286 to i64, !dbg !1380
  %2288 = xor i64 %2285, %2287, !dbg !1381
  %2289 = mul i64 %2288, 1099511628211, !dbg !1382
    #dbg_value(i64 10, !406, !DIExpression(), !1379)
  %2290 = extractelement <16 x i8> %2249, i64 10, !dbg !1380
  %2291 = zext i8 %2290 to i64, !dbg !1380
  %2292 = xor i64 %2289, %2291, !dbg !1381
  %2293 = mul i64 %2292, 1099511628211, !dbg !1382
    #dbg_value(i64 11, !406, !DIExpression(), !1379)
  %2294 = extractelement <16 x i8> %2249, i64 11, !dbg !1380
  %2295 = zext i8 %2294 to i64, !dbg !1380
  %2296 = xor i64 %2293, %2295, !dbg !1381
  %2297 = mul i64 %2296, 1099511628211, !dbg !1382
    #dbg_value(i64 12, !406, !DIExpression(), !1379)
  %2298 = extractelement <16 x i8> %2249, i64 12, !dbg !1380
  %2299 = zext i8 %2298 to i64, !dbg !1380
  %2300 = xor i64 %2297, %2299, !dbg !1381
  %2301 = mul i64 %2300, 1099511628211, !dbg !1382
    #dbg_value(i64 13, !406, !DIExpression(), !1379)
  %2302 = extractelement <16 x i8> %2249, i64 13, !dbg !1380
  %2303 = zext i8 %2302 to i64, !dbg !1380
  %2304 = xor i64 %2301, %2303, !dbg !1381
  %2305 = mul i64 %2304, 1099511628211, !dbg !1382
    #dbg_value(i64 14, !406, !DIExpression(), !1379)
  %2306 = extractelement <16 x i8> %2249, i64 14, !dbg !1380
  %2307 = zext i8 %2306 to i64, !dbg !1380
  %2308 = xor i64 %2305, %2307, !dbg !1381
  %2309 = mul i64 %2308, 1099511628211, !dbg !1382
    #dbg_value(i64 15, !406, !DIExpression(), !1379)
  %2310 = extractelement <16 x i8> %2249, i64 15, !dbg !1380
  %2311 = zext i8 %2310 to i64, !dbg !1380
  %2312 = xor i64 %2309, %2311, !dbg !1381
  %2313 = mul i64 %2312, 1099511628211, !dbg !1382
    #dbg_value(i64 16, !406, !DIExpression(), !1379)
  %2314 = shufflevector <16 x i8> %216, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !1383
  %2315 = sext <4 x i8> %2314 to <4 x i32>, !dbg !1383
  %2316 = bitcast <4 x i32> %2315 to <16 x i8>, !dbg !1383
    #dbg_value(<4 x i32> %2315, !1046, !DIExpression(), !1384)
    #dbg_value(ptr undef, !393, !DIExpression(), !1385)
    #dbg_value(i64 16, !402, !DIExpression(), !1385)
    #dbg_value(ptr undef, !403, !DIExpression(), !1385)
    #dbg_value(i64 0, !406, !DIExpression(), !1387)
    #dbg_value(i64 0, !406, !DIExpression(), !1387)
  %2317 = extractelement <16 x i8> %2316, i64 0, !dbg !1388
  %2318 = zext i8 %2317 to i64, !dbg !1388
  %2319 = xor i64 %2313, %2318, !dbg !1389
  %2320 = mul i64 %2319, 1099511628211, !dbg !1390
    #dbg_value(i64 1, !406, !DIExpression(), !1387)
  %2321 = extractelement <16 x i8> %2316, i64 1, !dbg !1388
  %2322 = zext i8 %2321 to i64, !dbg !1388
  %2323 = xor i64 %2320, %2322, !dbg !1389
  %2324 = mul i64 %2323, 1099511628211, !dbg !1390
    #dbg_value(i64 2, !406, !DIExpression(), !1387)
  %2325 = extractelement <16 x i8> %2316, i64 2, !dbg !1388
  %2326 = zext i8 %2325 to i64, !dbg !1388
  %2327 = xor i64 %2324, %2326, !dbg !1389
  %2328 = mul i64 %2327, 1099511628211, !dbg !1390
    #dbg_value(i64 3, !406, !DIExpression(), !1387)
  %2329 = extractelement <16 x i8> %2316, i64 3, !dbg !1388
  %2330 = zext i8 %2329 to i64, !dbg !1388
  %2331 = xor i64 %2328, %2330, !dbg !1389
  %2332 = mul i64 %2331, 1099511628211, !dbg !1390
    #dbg_value(i64 4, !406, !DIExpression(), !1387)
  %2333 = extractelement <16 x i8> %2316, i64 4, !dbg !1388
  %2334 = zext i8 %2333 to i64, !dbg !1388
  %2335 = xor i64 %2332, %2334, !dbg !1389
  %2336 = mul i64 %2335, 1099511628211, !dbg !1390
    #dbg_value(i64 5, !406, !DIExpression(), !1387)
  %2337 = extractelement <16 x i8> %2316, i64 5, !dbg !1388
  %2338 = zext i8 %2337 to i64, !dbg !1388
  %2339 = xor i64 %2336, %2338, !dbg !1389
  %2340 = mul i64 %2339, 1099511628211, !dbg !1390
    #dbg_value(i64 6, !406, !DIExpression(), !1387)
  %2341 = extractelement <16 x i8> %2316, i64 6, !dbg !1388
  %2342 = zext i8 %2341 to i64, !dbg !1388
  %2343 = xor i64 %2340, %2342, !dbg !1389
  %2344 = mul i64 %2343, 1099511628211, !dbg !1390
    #dbg_value(i64 7, !406, !DIExpression(), !1387)
  %2345 = extractelement <16 x i8> %2316, i64 7, !dbg !1388
  %2346 = zext i8 %2345 to i64, !dbg !1388
  %2347 = xor i64 %2344, %2346, !dbg !1389
  %2348 = mul i64 %2347, 1099511628211, !dbg !1390
    #dbg_value(i64 8, !406, !DIExpression(), !1387)
  %2349 = extractelement <16 x i8> %2316, i64 8, !dbg !1388
  %2350 = zext i8 %2349 to i64, !dbg !1388
  %2351 = xor i64 %2348, %2350, !dbg !1389
  %2352 = mul i64 %2351, 1099511628211, !dbg !1390
    #dbg_value(i64 9, !406, !DIExpression(), !1387)
  %2353 = extractelement <16 x i8> %2316, i64 9, !dbg !1388
  %2354 = zext i8 %2353 to i64, !dbg !1388
  %2355 = xor i64 %2352, %2354, !dbg !1389
  %2356 = mul i64 %2355, 1099511628211, !dbg !1390
    #dbg_value(i64 10, !406, !DIExpression(), !1387)
  %2357 = extractelement <16 x i8> %2316, i64 10, !dbg !1388
  %2358 = zext i8 %2357 to i64, !dbg !1388
  %2359 = xor i64 %2356, %2358, !dbg !1389
  %2360 = mul i64 %2359, 1099511628211, !dbg !1390
    #dbg_value(i64 11, !406, !DIExpression(), !1387)
  %2361 = extractelement <16 x i8> %2316, i64 11, !dbg !1388
  %2362 = zext i8 %2361 to i64, !dbg !1388
  %2363 = xor i64 %2360, %2362, !dbg !1389
  %2364 = mul i64 %2363, 1099511628211, !dbg !1390
    #dbg_value(i64 12, !406, !DIExpression(), !1387)
  %2365 = extractelement <16 x i8> %2316, i64 12, !dbg !1388
  %2366 = zext i8 %2365 to i64, !dbg !1388
  %2367 = xor i64 %2364, %2366, !dbg !1389
  %2368 = mul i64 %2367, 1099511628211, !dbg !1390
    #dbg_value(i64 13, !406, !DIExpression(), !1387)
  %2369 = extractelement <16 x i8> %2316, i64 13, !dbg !1388
  %2370 = zext i8 %2369 to i64, !dbg !1388
  %2371 = xor i64 %2368, %2370, !dbg !1389
  %2372 = mul i64 %2371, 1099511628211, !dbg !1390
    #dbg_value(i64 14, !406, !DIExpression(), !1387)
  %2373 = extractelement <16 x i8> %2316, i64 14, !dbg !1388
  %2374 = zext i8 %2373 to i64, !dbg !1388
  %2375 = xor i64 %2372, %2374, !dbg !1389
  %2376 = mul i64 %2375, 1099511628211, !dbg !1390
    #dbg_value(i64 15, !406, !DIExpression(), !1387)
  %2377 = extractelement <16 x i8> %2316, i64 15, !dbg !1388
  %2378 = zext i8 %2377 to i64, !dbg !1388
  %2379 = xor i64 %2376, %2378, !dbg !1389
  %2380 = mul i64 %2379, 1099511628211, !dbg !1390
    #dbg_value(i64 16, !406, !DIExpression(), !1387)
  %2381 = shufflevector <8 x i16> %284, <8 x i16> poison, <2 x i32> <i32 0, i32 1>, !dbg !1391
  %2382 = zext <2 x i16> %2381 to <2 x i64>, !dbg !1391
  %2383 = bitcast <2 x i64> %2382 to <16 x i8>, !dbg !1391
    #dbg_value(<2 x i64> %2382, !1048, !DIExpression(), !1392)
    #dbg_value(ptr undef, !393, !DIExpression(), !1393)
    #dbg_value(i64 16, !402, !DIExpression(), !1393)
    #dbg_value(ptr undef, !403, !DIExpression(), !1393)
    #dbg_value(i64 0, !406, !DIExpression(), !1395)
    #dbg_value(i64 0, !406, !DIExpression(), !1395)
  %2384 = extractelement <16 x i8> %2383, i64 0, !dbg !1396
  %2385 = zext i8 %2384 to i64, !dbg !1396
  %2386 = xor i64 %2380, %2385, !dbg !1397
  %2387 = mul i64 %2386, 1099511628211, !dbg !1398
    #dbg_value(i64 1, !406, !DIExpression(), !1395)
  %2388 = extractelement <16 x i8> %2383, i64 1, !dbg !1396
  %2389 = zext i8 %2388 to i64, !dbg !1396
  %2390 = xor i64 %2387, %2389, !dbg !1397
  %2391 = mul i64 %2390, 1099511628211, !dbg !1398
    #dbg_value(i64 2, !406, !DIExpression(), !1395)
  %2392 = extractelement <16 x i8> %2383, i64 2, !dbg !1396
  %2393 = zext i8 %2392 to i64, !dbg !1396
  %2394 = xor i64 %2391, %2393, !dbg !1397
  %2395 = mul i64 %2394, 1099511628211, !dbg !1398
    #dbg_value(i64 3, !406, !DIExpression(), !1395)
  %2396 = extractelement <16 x i8> %2383, i64 3, !dbg !1396
  %2397 = zext i8 %2396 to i64, !dbg !1396
  %2398 = xor i64 %2395, %2397, !dbg !1397
  %2399 = mul i64 %2398, 1099511628211, !dbg !1398
    #dbg_value(i64 4, !406, !DIExpression(), !1395)
  %2400 = extractelement <16 x i8> %2383, i64 4, !dbg !1396
  %2401 = zext i8 %2400 to i64, !dbg !1396
  %2402 = xor i64 %2399, %2401, !dbg !1397
  %2403 = mul i64 %2402, 1099511628211, !dbg !1398
    #dbg_value(i64 5, !406, !DIExpression(), !1395)
  %2404 = extractelement <16 x i8> %2383, i64 5, !dbg !1396
  %2405 = zext i8 %2404 to i64, !dbg !1396
  %2406 = xor i64 %2403, %2405, !dbg !1397
  %2407 = mul i64 %2406, 1099511628211, !dbg !1398
    #dbg_value(i64 6, !406, !DIExpression(), !1395)
  %2408 = extractelement <16 x i8> %2383, i64 6, !dbg !1396
  %2409 = zext i8 %2408 to i64, !dbg !1396
  %2410 = xor i64 %2407, %2409, !dbg !1397
  %2411 = mul i64 %2410, 1099511628211, !dbg !1398
    #dbg_value(i64 7, !406, !DIExpression(), !1395)
  %2412 = extractelement <16 x i8> %2383, i64 7, !dbg !1396
  %2413 = zext i8 %2412 to i64, !dbg !1396
  %2414 = xor i64 %2411, %2413, !dbg !1397
  %2415 = mul i64 %2414, 1099511628211, !dbg !1398
    #dbg_value(i64 8, !406, !DIExpression(), !1395)
  %2416 = extractelement <16 x i8> %2383, i64 8, !dbg !1396
  %2417 = zext i8 %2416 to i64, !dbg !1396
  %2418 = xor i64 %2415, %2417, !dbg !1397
  %2419 = mul i64 %2418, 1099511628211, !dbg !1398
    #dbg_value(i64 9, !406, !DIExpression(), !1395)
  %2420 = extractelement <16 x i8> %2383, i64 9, !dbg !1396
  %2421 = zext i8 %2420 to i64, !dbg !1396
  %2422 = xor i64 %2419, %2421, !dbg !1397
  %2423 = mul i64 %2422, 1099511628211, !dbg !1398
    #dbg_value(i64 10, !406, !DIExpression(), !1395)
  %2424 = extractelement <16 x i8> %2383, i64 10, !dbg !1396
  %2425 = zext i8 %2424 to i64, !dbg !1396
  %2426 = xor i64 %2423, %2425, !dbg !1397
  %2427 = mul i64 %2426, 1099511628211, !dbg !1398
    #dbg_value(i64 11, !406, !DIExpression(), !1395)
  %2428 = extractelement <16 x i8> %2383, i64 11, !dbg !1396
  %2429 = zext i8 %2428 to i64, !dbg !1396
  %2430 = xor i64 %2427, %2429, !dbg !1397
  %2431 = mul i64 %2430, 1099511628211, !dbg !1398
    #dbg_value(i64 12, !406, !DIExpression(), !1395)
  %2432 = extractelement <16 x i8> %2383, i64 12, !dbg !1396
  %2433 = zext i8 %2432 to i64, !dbg !1396
  %2434 = xor i64 %2431, %2433, !dbg !1397
  %2435 = mul i64 %2434, 1099511628211, !dbg !1398
    #dbg_value(i64 13, !406, !DIExpression(), !1395)
  %2436 = extractelement <16 x i8> %2383, i64 13, !dbg !1396
  %2437 = zext i8 %2436 to i64, !dbg !1396
  %2438 = xor i64 %2435, %2437, !dbg !1397
  %2439 = mul i64 %2438, 1099511628211, !dbg !1398
    #dbg_value(i64 14, !406, !DIExpression(), !1395)
  %2440 = extractelement <16 x i8> %2383, i64 14, !dbg !1396
  %2441 = zext i8 %2440 to i64, !dbg !1396
  %2442 = xor i64 %2439, %2441, !dbg !1397
  %2443 = mul i64 %2442, 1099511628211, !dbg !1398
    #dbg_value(i64 15, !406, !DIExpression(), !1395)
  %2444 = extractelement <16 x i8> %2383, i64 15, !dbg !1396
  %2445 = zext i8 %2444 to i64, !dbg !1396
  %2446 = xor i64 %2443, %2445, !dbg !1397
  %2447 = mul i64 %2446, 1099511628211, !dbg !1398
    #dbg_value(i64 16, !406, !DIExpression(), !1395)
  %2448 = shufflevector <4 x i32> %351, <4 x i32> poison, <2 x i32> <i32 0, i32 1>, !dbg !1399
  %2449 = sext <2 x i32> %2448 to <2 x i64>, !dbg !1399
  %2450 = bitcast <2 x i64> %2449 to <16 x i8>, !dbg !1399
    #dbg_value(<2 x i64> %2449, !1050, !DIExpression(), !1400)
    #dbg_value(ptr undef, !393, !DIExpression(), !1401)
    #dbg_value(i64 16, !402, !DIExpression(), !1401)
    #dbg_value(ptr undef, !403, !DIExpression(), !1401)
    #dbg_value(i64 0, !406, !DIExpression(), !1403)
    #dbg_value(i64 0, !406, !DIExpression(), !1403)
  %2451 = extractelement <16 x i8> %2450, i64 0, !dbg !1404
  %2452 = zext i8 %2451 to i64, !dbg !1404
  %2453 = xor i64 %2447, %2452, !dbg !1405
  %2454 = mul i64 %2453, 1099511628211, !dbg !1406
    #dbg_value(i64 1, !406, !DIExpression(), !1403)
  %2455 = extractelement <16 x i8> %2450, i64 1, !dbg !1404
  %2456 = zext i8 %2455 to i64, !dbg !1404
  %2457 = xor i64 %2454, %2456, !dbg !1405
  %2458 = mul i64 %2457, 1099511628211, !dbg !1406
    #dbg_value(i64 2, !406, !DIExpression(), !1403)
  %2459 = extractelement <16 x i8> %2450, i64 2, !dbg !1404
  %2460 = zext i8 %2459 to i64, !dbg !1404
  %2461 = xor i64 %2458, %2460, !dbg !1405
  %2462 = mul i64 %2461, 1099511628211, !dbg !1406
    #dbg_value(i64 3, !406, !DIExpression(), !1403)
  %2463 = extractelement <16 x i8> %2450, i64 3, !dbg !1404
  %2464 = zext i8 %2463 to i64, !dbg !1404
  %2465 = xor i64 %2462, %2464, !dbg !1405
  %2466 = mul i64 %2465, 1099511628211, !dbg !1406
    #dbg_value(i64 4, !406, !DIExpression(), !1403)
  %2467 = extractelement <16 x i8> %2450, i64 4, !dbg !1404
  %2468 = zext i8 %2467 to i64, !dbg !1404
  %2469 = xor i64 %2466, %2468, !dbg !1405
  %2470 = mul i64 %2469, 1099511628211, !dbg !1406
    #dbg_value(i64 5, !406, !DIExpression(), !1403)
  %2471 = extractelement <16 x i8> %2450, i64 5, !dbg !1404
  %2472 = zext i8 %2471 to i64, !dbg !1404
  %2473 = xor i64 %2470, %2472, !dbg !1405
  %2474 = mul i64 %2473, 1099511628211, !dbg !1406
    #dbg_value(i64 6, !406, !DIExpression(), !1403)
  %2475 = extractelement <16 x i8> %2450, i64 6, !dbg !1404
  %2476 = zext i8 %2475 to i64, !dbg !1404
  %2477 = xor i64 %2474, %2476, !dbg !1405
  %2478 = mul i64 %2477, 1099511628211, !dbg !1406
    #dbg_value(i64 7, !406, !DIExpression(), !1403)
  %2479 = extractelement <16 x i8> %2450, i64 7, !dbg !1404
  %2480 = zext i8 %2479 to i64, !dbg !1404
  %2481 = xor i64 %2478, %2480, !dbg !1405
  %2482 = mul i64 %2481, 1099511628211, !dbg !1406
    #dbg_value(i64 8, !406, !DIExpression(), !1403)
  %2483 = extractelement <16 x i8> %2450, i64 8, !dbg !1404
  %2484 = zext i8 %2483 to i64, !dbg !1404
  %2485 = xor i64 %2482, %2484, !dbg !1405
  %2486 = mul i64 %2485, 1099511628211, !dbg !1406
    #dbg_value(i64 9, !406, !DIExpression(), !1403)
  %2487 = extractelement <16 x i8> %2450, i64 9, !dbg !1404
  %2488 = zext i8 %2487 to i64, !dbg !1404
  %2489 = xor i64 %2486, %2488, !dbg !1405
  %2490 = mul i64 %2489, 1099511628211, !dbg !1406
    #dbg_value(i64 10, !406, !DIExpression(), !1403)
  %2491 = extractelement <16 x i8> %2450, i64 10, !dbg !1404
  %2492 = zext i8 %2491 to i64, !dbg !1404
  %2493 = xor i64 %2490, %2492, !dbg !1405
  %2494 = mul i64 %2493, 1099511628211, !dbg !1406
    #dbg_value(i64 11, !406, !DIExpression(), !1403)
  %2495 = extractelement <16 x i8> %2450, i64 11, !dbg !1404
  %2496 = zext i8 %2495 to i64, !dbg !1404
  %2497 = xor i64 %2494, %2496, !dbg !1405
  %2498 = mul i64 %2497, 1099511628211, !dbg !1406
    #dbg_value(i64 12, !406, !DIExpression(), !1403)
  %2499 = extractelement <16 x i8> %2450, i64 12, !dbg !1404
  %2500 = zext i8 %2499 to i64, !dbg !1404
  %2501 = xor i64 %2498, %2500, !dbg !1405
  %2502 = mul i64 %2501, 1099511628211, !dbg !1406
    #dbg_value(i64 13, !406, !DIExpression(), !1403)
  %2503 = extractelement <16 x i8> %2450, i64 13, !dbg !1404
  %2504 = zext i8 %2503 to i64, !dbg !1404
  %2505 = xor i64 %2502, %2504, !dbg !1405
  %2506 = mul i64 %2505, 1099511628211, !dbg !1406
    #dbg_value(i64 14, !406, !DIExpression(), !1403)
  %2507 = extractelement <16 x i8> %2450, i64 14, !dbg !1404
  %2508 = zext i8 %2507 to i64, !dbg !1404
  %2509 = xor i64 %2506, %2508, !dbg !1405
  %2510 = mul i64 %2509, 1099511628211, !dbg !1406
    #dbg_value(i64 15, !406, !DIExpression(), !1403)
  %2511 = extractelement <16 x i8> %2450, i64 15, !dbg !1404
  %2512 = zext i8 %2511 to i64, !dbg !1404
  %2513 = xor i64 %2510, %2512, !dbg !1405
  %2514 = mul i64 %2513, 1099511628211, !dbg !1406
    #dbg_value(i64 16, !406, !DIExpression(), !1403)
  %2515 = extractelement <16 x i8> %216, i64 9, !dbg !1407
    #dbg_value(i8 %2515, !1052, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1408)
    #dbg_value(i8 0, !1052, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1408)
    #dbg_value(i8 0, !1052, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1408)
    #dbg_value(i8 0, !1052, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1408)
    #dbg_value(ptr undef, !393, !DIExpression(), !1409)
    #dbg_value(i64 4, !402, !DIExpression(), !1409)
    #dbg_value(ptr undef, !403, !DIExpression(), !1409)
    #dbg_value(i64 0, !406, !DIExpression(), !1411)
    #dbg_value(i64 0, !406, !DIExpression(), !1411)
  %2516 = zext i8 %2515 to i64, !dbg !1412
  %2517 = xor i64 %2514, %2516, !dbg !1413
    #dbg_value(i64 1, !406, !DIExpression(), !1411)
    #dbg_value(i64 2, !406, !DIExpression(), !1411)
    #dbg_value(i64 3, !406, !DIExpression(), !1411)
  %2518 = mul i64 %2517, -6919028725695267695, !dbg !1414
    #dbg_value(i64 4, !406, !DIExpression(), !1411)
  %2519 = extractelement <4 x i32> %352, i64 3, !dbg !1415
  %2520 = lshr i32 %2519, 8, !dbg !1415
  %2521 = lshr i32 %2519, 16, !dbg !1415
  %2522 = lshr i32 %2519, 24, !dbg !1415
  %2523 = zext nneg i32 %2522 to i64, !dbg !1415
    #dbg_value(i32 %2519, !1054, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1416)
    #dbg_value(i32 %2520, !1054, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1416)
    #dbg_value(i32 %2521, !1054, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1416)
    #dbg_value(i32 %2522, !1054, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1416)
    #dbg_value(ptr undef, !393, !DIExpression(), !1417)
    #dbg_value(i64 4, !402, !DIExpression(), !1417)
    #dbg_value(ptr undef, !403, !DIExpression(), !1417)
    #dbg_value(i64 0, !406, !DIExpression(), !1419)
    #dbg_value(i64 0, !406, !DIExpression(), !1419)
  %2524 = and i32 %2519, 255, !dbg !1420
  %2525 = zext nneg i32 %2524 to i64, !dbg !1420
  %2526 = xor i64 %2518, %2525, !dbg !1421
  %2527 = mul i64 %2526, 1099511628211, !dbg !1422
    #dbg_value(i64 1, !406, !DIExpression(), !1419)
  %2528 = and i32 %2520, 255, !dbg !1420
  %2529 = zext nneg i32 %2528 to i64, !dbg !1420
  %2530 = xor i64 %2527, %2529, !dbg !1421
  %2531 = mul i64 %2530, 1099511628211, !dbg !1422
    #dbg_value(i64 2, !406, !DIExpression(), !1419)
  %2532 = and i32 %2521, 255, !dbg !1420
  %2533 = zext nneg i32 %2532 to i64, !dbg !1420
  %2534 = xor i64 %2531, %2533, !dbg !1421
  %2535 = mul i64 %2534, 1099511628211, !dbg !1422
    #dbg_value(i64 3, !406, !DIExpression(), !1419)
  %2536 = xor i64 %2535, %2523, !dbg !1421
  %2537 = mul i64 %2536, 1099511628211, !dbg !1422
    #dbg_value(i64 4, !406, !DIExpression(), !1419)
  %2538 = extractelement <2 x i64> %4, i64 1, !dbg !1423
  %2539 = lshr i64 %2538, 8, !dbg !1423
  %2540 = lshr i64 %2538, 16, !dbg !1423
  %2541 = lshr i64 %2538, 24, !dbg !1423
  %2542 = lshr i64 %2538, 32, !dbg !1423
  %2543 = lshr i64 %2538, 40, !dbg !1423
  %2544 = lshr i64 %2538, 48, !dbg !1423
  %2545 = lshr i64 %2538, 56, !dbg !1423
    #dbg_value(i64 %2538, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1424)
    #dbg_value(i64 %2539, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1424)
    #dbg_value(i64 %2540, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1424)
    #dbg_value(i64 %2541, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1424)
    #dbg_value(i64 %2542, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !1424)
    #dbg_value(i64 %2543, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !1424)
    #dbg_value(i64 %2544, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !1424)
    #dbg_value(i64 %2545, !1056, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !1424)
    #dbg_value(ptr undef, !393, !DIExpression(), !1425)
    #dbg_value(i64 8, !402, !DIExpression(), !1425)
    #dbg_value(ptr undef, !403, !DIExpression(), !1425)
    #dbg_value(i64 0, !406, !DIExpression(), !1427)
    #dbg_value(i64 0, !406, !DIExpression(), !1427)
  %2546 = and i64 %2538, 255, !dbg !1428
  %2547 = xor i64 %2537, %2546, !dbg !1429
  %2548 = mul i64 %2547, 1099511628211, !dbg !1430
    #dbg_value(i64 1, !406, !DIExpression(), !1427)
  %2549 = and i64 %2539, 255, !dbg !1428
  %2550 = xor i64 %2548, %2549, !dbg !1429
  %2551 = mul i64 %2550, 1099511628211, !dbg !1430
    #dbg_value(i64 2, !406, !DIExpression(), !1427)
  %2552 = and i64 %2540, 255, !dbg !1428
  %2553 = xor i64 %2551, %2552, !dbg !1429
  %2554 = mul i64 %2553, 1099511628211, !dbg !1430
    #dbg_value(i64 3, !406, !DIExpression(), !1427)
  %2555 = and i64 %2541, 255, !dbg !1428
  %2556 = xor i64 %2554, %2555, !dbg !1429
  %2557 = mul i64 %2556, 1099511628211, !dbg !1430
    #dbg_value(i64 4, !406, !DIExpression(), !1427)
  %2558 = and i64 %2542, 255, !dbg !1428
  %2559 = xor i64 %2557, %2558, !dbg !1429
  %2560 = mul i64 %2559, 1099511628211, !dbg !1430
    #dbg_value(i64 5, !406, !DIExpression(), !1427)
  %2561 = and i64 %2543, 255, !dbg !1428
  %2562 = xor i64 %2560, %2561, !dbg !1429
  %2563 = mul i64 %2562, 1099511628211, !dbg !1430
    #dbg_value(i64 6, !406, !DIExpression(), !1427)
  %2564 = and i64 %2544, 255, !dbg !1428
  %2565 = xor i64 %2563, %2564, !dbg !1429
  %2566 = mul i64 %2565, 1099511628211, !dbg !1430
    #dbg_value(i64 7, !406, !DIExpression(), !1427)
  %2567 = xor i64 %2566, %2545, !dbg !1429
  %2568 = mul i64 %2567, 1099511628211, !dbg !1430
    #dbg_value(i64 8, !406, !DIExpression(), !1427)
    #dbg_value(<16 x i8> poison, !1058, !DIExpression(), !1431)
    #dbg_value(ptr undef, !393, !DIExpression(), !1432)
    #dbg_value(i64 16, !402, !DIExpression(), !1432)
    #dbg_value(ptr undef, !403, !DIExpression(), !1432)
    #dbg_value(i64 0, !406, !DIExpression(), !1434)
    #dbg_value(i64 0, !406, !DIExpression(), !1434)
  %2569 = extractelement <16 x i8> %216, i64 0, !dbg !1435
  %2570 = zext i8 %2569 to i64, !dbg !1435
  %2571 = xor i64 %2568, %2570, !dbg !1436
  %2572 = mul i64 %2571, 1099511628211, !dbg !1437
    #dbg_value(i64 1, !406, !DIExpression(), !1434)
  %2573 = extractelement <16 x i8> %216, i64 1, !dbg !1435
  %2574 = zext i8 %2573 to i64, !dbg !1435
  %2575 = xor i64 %2572, %2574, !dbg !1436
  %2576 = mul i64 %2575, 1099511628211, !dbg !1437
    #dbg_value(i64 2, !406, !DIExpression(), !1434)
  %2577 = extractelement <16 x i8> %216, i64 2, !dbg !1435
  %2578 = zext i8 %2577 to i64, !dbg !1435
  %2579 = xor i64 %2576, %2578, !dbg !1436
  %2580 = mul i64 %2579, 1099511628211, !dbg !1437
    #dbg_value(i64 3, !406, !DIExpression(), !1434)
  %2581 = extractelement <16 x i8> %216, i64 3, !dbg !1435
  %2582 = zext i8 %2581 to i64, !dbg !1435
  %2583 = xor i64 %2580, %2582, !dbg !1436
  %2584 = mul i64 %2583, 1099511628211, !dbg !1437
    #dbg_value(i64 4, !406, !DIExpression(), !1434)
  %2585 = extractelement <16 x i8> %216, i64 4, !dbg !1435
  %2586 = zext i8 %2585 to i64, !dbg !1435
  %2587 = xor i64 %2584, %2586, !dbg !1436
  %2588 = mul i64 %2587, 1099511628211, !dbg !1437
    #dbg_value(i64 5, !406, !DIExpression(), !1434)
  %2589 = extractelement <16 x i8> %216, i64 5, !dbg !1435
  %2590 = zext i8 %2589 to i64, !dbg !1435
  %2591 = xor i64 %2588, %2590, !dbg !1436
  %2592 = mul i64 %2591, 1099511628211, !dbg !1437
    #dbg_value(i64 6, !406, !DIExpression(), !1434)
  %2593 = extractelement <16 x i8> %216, i64 6, !dbg !1435
  %2594 = zext i8 %2593 to i64, !dbg !1435
  %2595 = xor i64 %2592, %2594, !dbg !1436
  %2596 = mul i64 %2595, 1099511628211, !dbg !1437
    #dbg_value(i64 7, !406, !DIExpression(), !1434)
  %2597 = extractelement <16 x i8> %216, i64 7, !dbg !1435
  %2598 = zext i8 %2597 to i64, !dbg !1435
  %2599 = xor i64 %2596, %2598, !dbg !1436
  %2600 = mul i64 %2599, 1099511628211, !dbg !1437
    #dbg_value(i64 8, !406, !DIExpression(), !1434)
  %2601 = extractelement <16 x i8> %216, i64 8, !dbg !1435
  %2602 = zext i8 %2601 to i64, !dbg !1435
  %2603 = xor i64 %2600, %2602, !dbg !1436
  %2604 = mul i64 %2603, 1099511628211, !dbg !1437
    #dbg_value(i64 9, !406, !DIExpression(), !1434)
  %2605 = extractelement <16 x i8> %216, i64 9, !dbg !1435
  %2606 = zext i8 %2605 to i64, !dbg !1435
  %2607 = xor i64 %2604, %2606, !dbg !1436
  %2608 = mul i64 %2607, 1099511628211, !dbg !1437
    #dbg_value(i64 10, !406, !DIExpression(), !1434)
  %2609 = extractelement <16 x i8> %216, i64 10, !dbg !1435
  %2610 = zext i8 %2609 to i64, !dbg !1435
  %2611 = xor i64 %2608, %2610, !dbg !1436
  %2612 = mul i64 %2611, 1099511628211, !dbg !1437
    #dbg_value(i64 11, !406, !DIExpression(), !1434)
  %2613 = xor i64 %2612, 90, !dbg !1436
  %2614 = mul i64 %2613, 1099511628211, !dbg !1437
    #dbg_value(i64 12, !406, !DIExpression(), !1434)
  %2615 = extractelement <16 x i8> %216, i64 12, !dbg !1435
  %2616 = zext i8 %2615 to i64, !dbg !1435
  %2617 = xor i64 %2614, %2616, !dbg !1436
  %2618 = mul i64 %2617, 1099511628211, !dbg !1437
    #dbg_value(i64 13, !406, !DIExpression(), !1434)
  %2619 = extractelement <16 x i8> %216, i64 13, !dbg !1435
  %2620 = zext i8 %2619 to i64, !dbg !1435
  %2621 = xor i64 %2618, %2620, !dbg !1436
  %2622 = mul i64 %2621, 1099511628211, !dbg !1437
    #dbg_value(i64 14, !406, !DIExpression(), !1434)
  %2623 = extractelement <16 x i8> %216, i64 14, !dbg !1435
  %2624 = zext i8 %2623 to i64, !dbg !1435
  %2625 = xor i64 %2622, %2624, !dbg !1436
  %2626 = mul i64 %2625, 1099511628211, !dbg !1437
    #dbg_value(i64 15, !406, !DIExpression(), !1434)
  %2627 = extractelement <16 x i8> %216, i64 15, !dbg !1435
  %2628 = zext i8 %2627 to i64, !dbg !1435
  %2629 = xor i64 %2626, %2628, !dbg !1436
  %2630 = mul i64 %2629, 1099511628211, !dbg !1437
    #dbg_value(i64 16, !406, !DIExpression(), !1434)
  %2631 = insertelement <4 x i32> %351, i32 %0, i64 1, !dbg !1438
  %2632 = bitcast <4 x i32> %2631 to <16 x i8>, !dbg !1438
    #dbg_value(<4 x i32> %2631, !1060, !DIExpression(), !1439)
    #dbg_value(ptr undef, !393, !DIExpression(), !1440)
    #dbg_value(i64 16, !402, !DIExpression(), !1440)
    #dbg_value(ptr undef, !403, !DIExpression(), !1440)
    #dbg_value(i64 0, !406, !DIExpression(), !1442)
    #dbg_value(i64 0, !406, !DIExpression(), !1442)
  %2633 = extractelement <16 x i8> %2632, i64 0, !dbg !1443
  %2634 = zext i8 %2633 to i64, !dbg !1443
  %2635 = xor i64 %2630, %2634, !dbg !1444
  %2636 = mul i64 %2635, 1099511628211, !dbg !1445
    #dbg_value(i64 1, !406, !DIExpression(), !1442)
  %2637 = extractelement <16 x i8> %2632, i64 1, !dbg !1443
  %2638 = zext i8 %2637 to i64, !dbg !1443
  %2639 = xor i64 %2636, %2638, !dbg !1444
  %2640 = mul i64 %2639, 1099511628211, !dbg !1445
    #dbg_value(i64 2, !406, !DIExpression(), !1442)
  %2641 = extractelement <16 x i8> %2632, i64 2, !dbg !1443
  %2642 = zext i8 %2641 to i64, !dbg !1443
  %2643 = xor i64 %2640, %2642, !dbg !1444
  %2644 = mul i64 %2643, 1099511628211, !dbg !1445
    #dbg_value(i64 3, !406, !DIExpression(), !1442)
  %2645 = extractelement <16 x i8> %2632, i64 3, !dbg !1443
  %2646 = zext i8 %2645 to i64, !dbg !1443
  %2647 = xor i64 %2644, %2646, !dbg !1444
  %2648 = mul i64 %2647, 1099511628211, !dbg !1445
    #dbg_value(i64 4, !406, !DIExpression(), !1442)
  %2649 = and i32 %0, 255, !dbg !1443
  %2650 = zext nneg i32 %2649 to i64, !dbg !1443
  %2651 = xor i64 %2648, %2650, !dbg !1444
  %2652 = mul i64 %2651, 1099511628211, !dbg !1445
    #dbg_value(i64 5, !406, !DIExpression(), !1442)
  %2653 = extractelement <16 x i8> %2632, i64 5, !dbg !1443
  %2654 = zext i8 %2653 to i64, !dbg !1443
  %2655 = xor i64 %2652, %2654, !dbg !1444
  %2656 = mul i64 %2655, 1099511628211, !dbg !1445
    #dbg_value(i64 6, !406, !DIExpression(), !1442)
  %2657 = extractelement <16 x i8> %2632, i64 6, !dbg !1443
  %2658 = zext i8 %2657 to i64, !dbg !1443
  %2659 = xor i64 %2656, %2658, !dbg !1444
  %2660 = mul i64 %2659, 1099511628211, !dbg !1445
    #dbg_value(i64 7, !406, !DIExpression(), !1442)
  %2661 = extractelement <16 x i8> %2632, i64 7, !dbg !1443
  %2662 = zext i8 %2661 to i64, !dbg !1443
  %2663 = xor i64 %2660, %2662, !dbg !1444
  %2664 = mul i64 %2663, 1099511628211, !dbg !1445
    #dbg_value(i64 8, !406, !DIExpression(), !1442)
  %2665 = extractelement <16 x i8> %2632, i64 8, !dbg !1443
  %2666 = zext i8 %2665 to i64, !dbg !1443
  %2667 = xor i64 %2664, %2666, !dbg !1444
  %2668 = mul i64 %2667, 1099511628211, !dbg !1445
    #dbg_value(i64 9, !406, !DIExpression(), !1442)
  %2669 = extractelement <16 x i8> %2632, i64 9, !dbg !1443
  %2670 = zext i8 %2669 to i64, !dbg !1443
  %2671 = xor i64 %2668, %2670, !dbg !1444
  %2672 = mul i64 %2671, 1099511628211, !dbg !1445
    #dbg_value(i64 10, !406, !DIExpression(), !1442)
  %2673 = extractelement <16 x i8> %2632, i64 10, !dbg !1443
  %2674 = zext i8 %2673 to i64, !dbg !1443
  %2675 = xor i64 %2672, %2674, !dbg !1444
  %2676 = mul i64 %2675, 1099511628211, !dbg !1445
    #dbg_value(i64 11, !406, !DIExpression(), !1442)
  %2677 = extractelement <16 x i8> %2632, i64 11, !dbg !1443
  %2678 = zext i8 %2677 to i64, !dbg !1443
  %2679 = xor i64 %2676, %2678, !dbg !1444
  %2680 = mul i64 %2679, 1099511628211, !dbg !1445
    #dbg_value(i64 12, !406, !DIExpression(), !1442)
  %2681 = extractelement <16 x i8> %2632, i64 12, !dbg !1443
  %2682 = zext i8 %2681 to i64, !dbg !1443
  %2683 = xor i64 %2680, %2682, !dbg !1444
  %2684 = mul i64 %2683, 1099511628211, !dbg !1445
    #dbg_value(i64 13, !406, !DIExpression(), !1442)
  %2685 = extractelement <16 x i8> %2632, i64 13, !dbg !1443
  %2686 = zext i8 %2685 to i64, !dbg !1443
  %2687 = xor i64 %2684, %2686, !dbg !1444
  %2688 = mul i64 %2687, 1099511628211, !dbg !1445
    #dbg_value(i64 14, !406, !DIExpression(), !1442)
  %2689 = extractelement <16 x i8> %2632, i64 14, !dbg !1443
  %2690 = zext i8 %2689 to i64, !dbg !1443
  %2691 = xor i64 %2688, %2690, !dbg !1444
  %2692 = mul i64 %2691, 1099511628211, !dbg !1445
    #dbg_value(i64 15, !406, !DIExpression(), !1442)
  %2693 = extractelement <16 x i8> %2632, i64 15, !dbg !1443
  %2694 = zext i8 %2693 to i64, !dbg !1443
  %2695 = xor i64 %2692, %2694, !dbg !1444
  %2696 = mul i64 %2695, 1099511628211, !dbg !1445
    #dbg_value(i64 16, !406, !DIExpression(), !1442)
  %2697 = insertelement <2 x i64> %8, i64 %2, i64 0, !dbg !1446
  %2698 = bitcast <2 x i64> %2697 to <16 x i8>, !dbg !1446
    #dbg_value(<2 x i64> %2697, !1062, !DIExpression(), !1447)
    #dbg_value(ptr undef, !393, !DIExpression(), !1448)
    #dbg_value(i64 16, !402, !DIExpression(), !1448)
    #dbg_value(ptr undef, !403, !DIExpression(), !1448)
    #dbg_value(i64 0, !406, !DIExpression(), !1450)
    #dbg_value(i64 0, !406, !DIExpression(), !1450)
  %2699 = and i32 %0, 255, !dbg !1451
  %2700 = zext nneg i32 %2699 to i64, !dbg !1451
  %2701 = xor i64 %2696, %2700, !dbg !1452
  %2702 = mul i64 %2701, 1099511628211, !dbg !1453
    #dbg_value(i64 1, !406, !DIExpression(), !1450)
  %2703 = extractelement <16 x i8> %2698, i64 1, !dbg !1451
  %2704 = zext i8 %2703 to i64, !dbg !1451
  %2705 = xor i64 %2702, %2704, !dbg !1452
  %2706 = mul i64 %2705, 1099511628211, !dbg !1453
    #dbg_value(i64 2, !406, !DIExpression(), !1450)
  %2707 = extractelement <16 x i8> %2698, i64 2, !dbg !1451
  %2708 = zext i8 %2707 to i64, !dbg !1451
  %2709 = xor i64 %2706, %2708, !dbg !1452
  %2710 = mul i64 %2709, 1099511628211, !dbg !1453
    #dbg_value(i64 3, !406, !DIExpression(), !1450)
  %2711 = extractelement <16 x i8> %2698, i64 3, !dbg !1451
  %2712 = zext i8 %2711 to i64, !dbg !1451
  %2713 = xor i64 %2710, %2712, !dbg !1452
  %2714 = mul i64 %2713, 1099511628211, !dbg !1453
    #dbg_value(i64 4, !406, !DIExpression(), !1450)
  %2715 = extractelement <16 x i8> %2698, i64 4, !dbg !1451
  %2716 = zext i8 %2715 to i64, !dbg !1451
  %2717 = xor i64 %2714, %2716, !dbg !1452
  %2718 = mul i64 %2717, 1099511628211, !dbg !1453
    #dbg_value(i64 5, !406, !DIExpression(), !1450)
  %2719 = extractelement <16 x i8> %2698, i64 5, !dbg !1451
  %2720 = zext i8 %2719 to i64, !dbg !1451
  %2721 = xor i64 %2718, %2720, !dbg !1452
  %2722 = mul i64 %2721, 1099511628211, !dbg !1453
    #dbg_value(i64 6, !406, !DIExpression(), !1450)
  %2723 = extractelement <16 x i8> %2698, i64 6, !dbg !1451
  %2724 = zext i8 %2723 to i64, !dbg !1451
  %2725 = xor i64 %2722, %2724, !dbg !1452
  %2726 = mul i64 %2725, 1099511628211, !dbg !1453
    #dbg_value(i64 7, !406, !DIExpression(), !1450)
  %2727 = extractelement <16 x i8> %2698, i64 7, !dbg !1451
  %2728 = zext i8 %2727 to i64, !dbg !1451
  %2729 = xor i64 %2726, %2728, !dbg !1452
  %2730 = mul i64 %2729, 1099511628211, !dbg !1453
    #dbg_value(i64 8, !406, !DIExpression(), !1450)
  %2731 = extractelement <16 x i8> %2698, i64 8, !dbg !1451
  %2732 = zext i8 %2731 to i64, !dbg !1451
  %2733 = xor i64 %2730, %2732, !dbg !1452
  %2734 = mul i64 %2733, 1099511628211, !dbg !1453
    #dbg_value(i64 9, !406, !DIExpression(), !1450)
  %2735 = extractelement <16 x i8> %2698, i64 9, !dbg !1451
  %2736 = zext i8 %2735 to i64, !dbg !1451
  %2737 = xor i64 %2734, %2736, !dbg !1452
  %2738 = mul i64 %2737, 1099511628211, !dbg !1453
    #dbg_value(i64 10, !406, !DIExpression(), !1450)
  %2739 = extractelement <16 x i8> %2698, i64 10, !dbg !1451
  %2740 = zext i8 %2739 to i64, !dbg !1451
  %2741 = xor i64 %2738, %2740, !dbg !1452
  %2742 = mul i64 %2741, 1099511628211, !dbg !1453
    #dbg_value(i64 11, !406, !DIExpression(), !1450)
  %2743 = extractelement <16 x i8> %2698, i64 11, !dbg !1451
  %2744 = zext i8 %2743 to i64, !dbg !1451
  %2745 = xor i64 %2742, %2744, !dbg !1452
  %2746 = mul i64 %2745, 1099511628211, !dbg !1453
    #dbg_value(i64 12, !406, !DIExpression(), !1450)
  %2747 = extractelement <16 x i8> %2698, i64 12, !dbg !1451
  %2748 = zext i8 %2747 to i64, !dbg !1451
  %2749 = xor i64 %2746, %2748, !dbg !1452
  %2750 = mul i64 %2749, 1099511628211, !dbg !1453
    #dbg_value(i64 13, !406, !DIExpression(), !1450)
  %2751 = extractelement <16 x i8> %2698, i64 13, !dbg !1451
  %2752 = zext i8 %2751 to i64, !dbg !1451
  %2753 = xor i64 %2750, %2752, !dbg !1452
  %2754 = mul i64 %2753, 1099511628211, !dbg !1453
    #dbg_value(i64 14, !406, !DIExpression(), !1450)
  %2755 = extractelement <16 x i8> %2698, i64 14, !dbg !1451
  %2756 = zext i8 %2755 to i64, !dbg !1451
  %2757 = xor i64 %2754, %2756, !dbg !1452
  %2758 = mul i64 %2757, 1099511628211, !dbg !1453
    #dbg_value(i64 15, !406, !DIExpression(), !1450)
  %2759 = extractelement <16 x i8> %2698, i64 15, !dbg !1451
  %2760 = zext i8 %2759 to i64, !dbg !1451
  %2761 = xor i64 %2758, %2760, !dbg !1452
  %2762 = mul i64 %2761, 1099511628211, !dbg !1453
    #dbg_value(i64 16, !406, !DIExpression(), !1450)
  %2763 = shufflevector <4 x float> %10, <4 x float> <float poison, float 0.000000e+00, float poison, float 0.000000e+00>, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !1454
  %2764 = bitcast <4 x float> %2763 to <16 x i8>, !dbg !1454
    #dbg_value(<4 x float> %2763, !1064, !DIExpression(), !1455)
    #dbg_value(ptr undef, !393, !DIExpression(), !1456)
    #dbg_value(i64 16, !402, !DIExpression(), !1456)
    #dbg_value(ptr undef, !403, !DIExpression(), !1456)
    #dbg_value(i64 0, !406, !DIExpression(), !1458)
    #dbg_value(i64 0, !406, !DIExpression(), !1458)
  %2765 = extractelement <16 x i8> %2764, i64 0, !dbg !1459
  %2766 = zext i8 %2765 to i64, !dbg !1459
  %2767 = xor i64 %2762, %2766, !dbg !1460
  %2768 = mul i64 %2767, 1099511628211, !dbg !1461
    #dbg_value(i64 1, !406, !DIExpression(), !1458)
  %2769 = extractelement <16 x i8> %2764, i64 1, !dbg !1459
  %2770 = zext i8 %2769 to i64, !dbg !1459
  %2771 = xor i64 %2768, %2770, !dbg !1460
  %2772 = mul i64 %2771, 1099511628211, !dbg !1461
    #dbg_value(i64 2, !406, !DIExpression(), !1458)
  %2773 = extractelement <16 x i8> %2764, i64 2, !dbg !1459
  %2774 = zext i8 %2773 to i64, !dbg !1459
  %2775 = xor i64 %2772, %2774, !dbg !1460
  %2776 = mul i64 %2775, 1099511628211, !dbg !1461
    #dbg_value(i64 3, !406, !DIExpression(), !1458)
  %2777 = extractelement <16 x i8> %2764, i64 3, !dbg !1459
  %2778 = zext i8 %2777 to i64, !dbg !1459
  %2779 = xor i64 %2776, %2778, !dbg !1460
  %2780 = mul i64 %2779, 1099511628211, !dbg !1461
    #dbg_value(i64 4, !406, !DIExpression(), !1458)
  %2781 = extractelement <16 x i8> %2764, i64 4, !dbg !1459
  %2782 = zext i8 %2781 to i64, !dbg !1459
  %2783 = xor i64 %2780, %2782, !dbg !1460
  %2784 = mul i64 %2783, 1099511628211, !dbg !1461
    #dbg_value(i64 5, !406, !DIExpression(), !1458)
  %2785 = extractelement <16 x i8> %2764, i64 5, !dbg !1459
  %2786 = zext i8 %2785 to i64, !dbg !1459
  %2787 = xor i64 %2784, %2786, !dbg !1460
  %2788 = mul i64 %2787, 1099511628211, !dbg !1461
    #dbg_value(i64 6, !406, !DIExpression(), !1458)
  %2789 = extractelement <16 x i8> %2764, i64 6, !dbg !1459
  %2790 = zext i8 %2789 to i64, !dbg !1459
  %2791 = xor i64 %2788, %2790, !dbg !1460
  %2792 = mul i64 %2791, 1099511628211, !dbg !1461
    #dbg_value(i64 7, !406, !DIExpression(), !1458)
  %2793 = extractelement <16 x i8> %2764, i64 7, !dbg !1459
  %2794 = zext i8 %2793 to i64, !dbg !1459
  %2795 = xor i64 %2792, %2794, !dbg !1460
  %2796 = mul i64 %2795, 1099511628211, !dbg !1461
    #dbg_value(i64 8, !406, !DIExpression(), !1458)
  %2797 = extractelement <16 x i8> %2764, i64 8, !dbg !1459
  %2798 = zext i8 %2797 to i64, !dbg !1459
  %2799 = xor i64 %2796, %2798, !dbg !1460
  %2800 = mul i64 %2799, 1099511628211, !dbg !1461
    #dbg_value(i64 9, !406, !DIExpression(), !1458)
  %2801 = extractelement <16 x i8> %2764, i64 9, !dbg !1459
  %2802 = zext i8 %2801 to i64, !dbg !1459
  %2803 = xor i64 %2800, %2802, !dbg !1460
  %2804 = mul i64 %2803, 1099511628211, !dbg !1461
    #dbg_value(i64 10, !406, !DIExpression(), !1458)
  %2805 = extractelement <16 x i8> %2764, i64 10, !dbg !1459
  %2806 = zext i8 %2805 to i64, !dbg !1459
  %2807 = xor i64 %2804, %2806, !dbg !1460
  %2808 = mul i64 %2807, 1099511628211, !dbg !1461
    #dbg_value(i64 11, !406, !DIExpression(), !1458)
  %2809 = extractelement <16 x i8> %2764, i64 11, !dbg !1459
  %2810 = zext i8 %2809 to i64, !dbg !1459
  %2811 = xor i64 %2808, %2810, !dbg !1460
  %2812 = mul i64 %2811, 1099511628211, !dbg !1461
    #dbg_value(i64 12, !406, !DIExpression(), !1458)
  %2813 = extractelement <16 x i8> %2764, i64 12, !dbg !1459
  %2814 = zext i8 %2813 to i64, !dbg !1459
  %2815 = xor i64 %2812, %2814, !dbg !1460
  %2816 = mul i64 %2815, 1099511628211, !dbg !1461
    #dbg_value(i64 13, !406, !DIExpression(), !1458)
  %2817 = extractelement <16 x i8> %2764, i64 13, !dbg !1459
  %2818 = zext i8 %2817 to i64, !dbg !1459
  %2819 = xor i64 %2816, %2818, !dbg !1460
  %2820 = mul i64 %2819, 1099511628211, !dbg !1461
    #dbg_value(i64 14, !406, !DIExpression(), !1458)
  %2821 = extractelement <16 x i8> %2764, i64 14, !dbg !1459
  %2822 = zext i8 %2821 to i64, !dbg !1459
  %2823 = xor i64 %2820, %2822, !dbg !1460
  %2824 = mul i64 %2823, 1099511628211, !dbg !1461
    #dbg_value(i64 15, !406, !DIExpression(), !1458)
  %2825 = extractelement <16 x i8> %2764, i64 15, !dbg !1459
  %2826 = zext i8 %2825 to i64, !dbg !1459
  %2827 = xor i64 %2824, %2826, !dbg !1460
  %2828 = mul i64 %2827, 1099511628211, !dbg !1461
    #dbg_value(i64 16, !406, !DIExpression(), !1458)
  %2829 = bitcast <4 x float> %10 to <4 x i32>, !dbg !1462
  %2830 = extractelement <4 x i32> %2829, i64 2, !dbg !1462
  %2831 = lshr i32 %2830, 8, !dbg !1462
  %2832 = lshr i32 %2830, 16, !dbg !1462
  %2833 = lshr i32 %2830, 24, !dbg !1462
  %2834 = zext nneg i32 %2833 to i64, !dbg !1462
    #dbg_value(i32 %2830, !1066, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !1463)
    #dbg_value(i32 %2831, !1066, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !1463)
    #dbg_value(i32 %2832, !1066, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !1463)
    #dbg_value(i32 %2833, !1066, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !1463)
    #dbg_value(ptr undef, !393, !DIExpression(), !1464)
    #dbg_value(i64 4, !402, !DIExpression(), !1464)
    #dbg_value(ptr undef, !403, !DIExpression(), !1464)
    #dbg_value(i64 0, !406, !DIExpression(), !1466)
    #dbg_value(i64 0, !406, !DIExpression(), !1466)
  %2835 = and i32 %2830, 255, !dbg !1467
  %2836 = zext nneg i32 %2835 to i64, !dbg !1467
  %2837 = xor i64 %2828, %2836, !dbg !1468
  %2838 = mul i64 %2837, 1099511628211, !dbg !1469
    #dbg_value(i64 1, !406, !DIExpression(), !1466)
  %2839 = and i32 %2831, 255, !dbg !1467
  %2840 = zext nneg i32 %2839 to i64, !dbg !1467
  %2841 = xor i64 %2838, %2840, !dbg !1468
  %2842 = mul i64 %2841, 1099511628211, !dbg !1469
    #dbg_value(i64 2, !406, !DIExpression(), !1466)
  %2843 = and i32 %2832, 255, !dbg !1467
  %2844 = zext nneg i32 %2843 to i64, !dbg !1467
  %2845 = xor i64 %2842, %2844, !dbg !1468
  %2846 = mul i64 %2845, 1099511628211, !dbg !1469
    #dbg_value(i64 3, !406, !DIExpression(), !1466)
  %2847 = xor i64 %2846, %2834, !dbg !1468
  %2848 = mul i64 %2847, 1099511628211, !dbg !1469
    #dbg_value(i64 4, !406, !DIExpression(), !1466)
  %2849 = icmp sgt <2 x i64> %4, %8, !dbg !1470
  %2850 = sext <2 x i1> %2849 to <2 x i64>, !dbg !1470
  %2851 = bitcast <2 x i64> %2850 to <16 x i8>, !dbg !1470
    #dbg_value(<2 x i64> %2850, !1068, !DIExpression(), !1471)
    #dbg_value(ptr undef, !393, !DIExpression(), !1472)
    #dbg_value(i64 16, !402, !DIExpression(), !1472)
    #dbg_value(ptr undef, !403, !DIExpression(), !1472)
    #dbg_value(i64 0, !406, !DIExpression(), !1474)
    #dbg_value(i64 0, !406, !DIExpression(), !1474)
  %2852 = extractelement <16 x i8> %2851, i64 0, !dbg !1475
  %2853 = zext i8 %2852 to i64, !dbg !1475
  %2854 = xor i64 %2848, %2853, !dbg !1476
  %2855 = mul i64 %2854, 1099511628211, !dbg !1477
    #dbg_value(i64 1, !406, !DIExpression(), !1474)
  %2856 = extractelement <16 x i8> %2851, i64 1, !dbg !1475
  %2857 = zext i8 %2856 to i64, !dbg !1475
  %2858 = xor i64 %2855, %2857, !dbg !1476
  %2859 = mul i64 %2858, 1099511628211, !dbg !1477
    #dbg_value(i64 2, !406, !DIExpression(), !1474)
  %2860 = extractelement <16 x i8> %2851, i64 2, !dbg !1475
  %2861 = zext i8 %2860 to i64, !dbg !1475
  %2862 = xor i64 %2859, %2861, !dbg !1476
  %2863 = mul i64 %2862, 1099511628211, !dbg !1477
    #dbg_value(i64 3, !406, !DIExpression(), !1474)
  %2864 = extractelement <16 x i8> %2851, i64 3, !dbg !1475
  %2865 = zext i8 %2864 to i64, !dbg !1475
  %2866 = xor i64 %2863, %2865, !dbg !1476
  %2867 = mul i64 %2866, 1099511628211, !dbg !1477
    #dbg_value(i64 4, !406, !DIExpression(), !1474)
  %2868 = extractelement <16 x i8> %2851, i64 4, !dbg !1475
  %2869 = zext i8 %2868 to i64, !dbg !1475
  %2870 = xor i64 %2867, %2869, !dbg !1476
  %2871 = mul i64 %2870, 1099511628211, !dbg !1477
    #dbg_value(i64 5, !406, !DIExpression(), !1474)
  %2872 = extractelement <16 x i8> %2851, i64 5, !dbg !1475
  %2873 = zext i8 %2872 to i64, !dbg !1475
  %2874 = xor i64 %2871, %2873, !dbg !1476
  %2875 = mul i64 %2874, 1099511628211, !dbg !1477
    #dbg_value(i64 6, !406, !DIExpression(), !1474)
  %2876 = extractelement <16 x i8> %2851, i64 6, !dbg !1475
  %2877 = zext i8 %2876 to i64, !dbg !1475
  %2878 = xor i64 %2875, %2877, !dbg !1476
  %2879 = mul i64 %2878, 1099511628211, !dbg !1477
    #dbg_value(i64 7, !406, !DIExpression(), !1474)
  %2880 = extractelement <16 x i8> %2851, i64 7, !dbg !1475
  %2881 = zext i8 %2880 to i64, !dbg !1475
  %2882 = xor i64 %2879, %2881, !dbg !1476
  %2883 = mul i64 %2882, 1099511628211, !dbg !1477
    #dbg_value(i64 8, !406, !DIExpression(), !1474)
  %2884 = extractelement <16 x i8> %2851, i64 8, !dbg !1475
  %2885 = zext i8 %2884 to i64, !dbg !1475
  %2886 = xor i64 %2883, %2885, !dbg !1476
  %2887 = mul i64 %2886, 1099511628211, !dbg !1477
    #dbg_value(i64 9, !406, !DIExpression(), !1474)
  %2888 = extractelement <16 x i8> %2851, i64 9, !dbg !1475
  %2889 = zext i8 %2888 to i64, !dbg !1475
  %2890 = xor i64 %2887, %2889, !dbg !1476
  %2891 = mul i64 %2890, 1099511628211, !dbg !1477
    #dbg_value(i64 10, !406, !DIExpression(), !1474)
  %2892 = extractelement <16 x i8> %2851, i64 10, !dbg !1475
  %2893 = zext i8 %2892 to i64, !dbg !1475
  %2894 = xor i64 %2891, %2893, !dbg !1476
  %2895 = mul i64 %2894, 1099511628211, !dbg !1477
    #dbg_value(i64 11, !406, !DIExpression(), !1474)
  %2896 = extractelement <16 x i8> %2851, i64 11, !dbg !1475
  %2897 = zext i8 %2896 to i64, !dbg !1475
  %2898 = xor i64 %2895, %2897, !dbg !1476
  %2899 = mul i64 %2898, 1099511628211, !dbg !1477
    #dbg_value(i64 12, !406, !DIExpression(), !1474)
  %2900 = extractelement <16 x i8> %2851, i64 12, !dbg !1475
  %2901 = zext i8 %2900 to i64, !dbg !1475
  %2902 = xor i64 %2899, %2901, !dbg !1476
  %2903 = mul i64 %2902, 1099511628211, !dbg !1477
    #dbg_value(i64 13, !406, !DIExpression(), !1474)
  %2904 = extractelement <16 x i8> %2851, i64 13, !dbg !1475
  %2905 = zext i8 %2904 to i64, !dbg !1475
  %2906 = xor i64 %2903, %2905, !dbg !1476
  %2907 = mul i64 %2906, 1099511628211, !dbg !1477
    #dbg_value(i64 14, !406, !DIExpression(), !1474)
  %2908 = extractelement <16 x i8> %2851, i64 14, !dbg !1475
  %2909 = zext i8 %2908 to i64, !dbg !1475
  %2910 = xor i64 %2907, %2909, !dbg !1476
  %2911 = mul i64 %2910, 1099511628211, !dbg !1477
    #dbg_value(i64 15, !406, !DIExpression(), !1474)
  %2912 = extractelement <16 x i8> %2851, i64 15, !dbg !1475
  %2913 = zext i8 %2912 to i64, !dbg !1475
  %2914 = xor i64 %2911, %2913, !dbg !1476
  %2915 = mul i64 %2914, 1099511628211, !dbg !1477
    #dbg_value(i64 16, !406, !DIExpression(), !1474)
  %2916 = icmp eq <2 x i64> %4, %8, !dbg !1478
  %2917 = sext <2 x i1> %2916 to <2 x i64>, !dbg !1478
  %2918 = bitcast <2 x i64> %2917 to <16 x i8>, !dbg !1478
    #dbg_value(<2 x i64> %2917, !1070, !DIExpression(), !1479)
    #dbg_value(ptr undef, !393, !DIExpression(), !1480)
    #dbg_value(i64 16, !402, !DIExpression(), !1480)
    #dbg_value(ptr undef, !403, !DIExpression(), !1480)
    #dbg_value(i64 0, !406, !DIExpression(), !1482)
    #dbg_value(i64 0, !406, !DIExpression(), !1482)
  %2919 = extractelement <16 x i8> %2918, i64 0, !dbg !1483
  %2920 = zext i8 %2919 to i64, !dbg !1483
  %2921 = xor i64 %2915, %2920, !dbg !1484
  %2922 = mul i64 %2921, 1099511628211, !dbg !1485
    #dbg_value(i64 1, !406, !DIExpression(), !1482)
  %2923 = extractelement <16 x i8> %2918, i64 1, !dbg !1483
  %2924 = zext i8 %2923 to i64, !dbg !1483
  %2925 = xor i64 %2922, %2924, !dbg !1484
  %2926 = mul i64 %2925, 1099511628211, !dbg !1485
    #dbg_value(i64 2, !406, !DIExpression(), !1482)
  %2927 = extractelement <16 x i8> %2918, i64 2, !dbg !1483
  %2928 = zext i8 %2927 to i64, !dbg !1483
  %2929 = xor i64 %2926, %2928, !dbg !1484
  %2930 = mul i64 %2929, 1099511628211, !dbg !1485
    #dbg_value(i64 3, !406, !DIExpression(), !1482)
  %2931 = extractelement <16 x i8> %2918, i64 3, !dbg !1483
  %2932 = zext i8 %2931 to i64, !dbg !1483
  %2933 = xor i64 %2930, %2932, !dbg !1484
  %2934 = mul i64 %2933, 1099511628211, !dbg !1485
    #dbg_value(i64 4, !406, !DIExpression(), !1482)
  %2935 = extractelement <16 x i8> %2918, i64 4, !dbg !1483
  %2936 = zext i8 %2935 to i64, !dbg !1483
  %2937 = xor i64 %2934, %2936, !dbg !1484
  %2938 = mul i64 %2937, 1099511628211, !dbg !1485
    #dbg_value(i64 5, !406, !DIExpression(), !1482)
  %2939 = extractelement <16 x i8> %2918, i64 5, !dbg !1483
  %2940 = zext i8 %2939 to i64, !dbg !1483
  %2941 = xor i64 %2938, %2940, !dbg !1484
  %2942 = mul i64 %2941, 1099511628211, !dbg !1485
    #dbg_value(i64 6, !406, !DIExpression(), !1482)
  %2943 = extractelement <16 x i8> %2918, i64 6, !dbg !1483
  %2944 = zext i8 %2943 to i64, !dbg !1483
  %2945 = xor i64 %2942, %2944, !dbg !1484
  %2946 = mul i64 %2945, 1099511628211, !dbg !1485
    #dbg_value(i64 7, !406, !DIExpression(), !1482)
  %2947 = extractelement <16 x i8> %2918, i64 7, !dbg !1483
  %2948 = zext i8 %2947 to i64, !dbg !1483
  %2949 = xor i64 %2946, %2948, !dbg !1484
  %2950 = mul i64 %2949, 1099511628211, !dbg !1485
    #dbg_value(i64 8, !406, !DIExpression(), !1482)
  %2951 = extractelement <16 x i8> %2918, i64 8, !dbg !1483
  %2952 = zext i8 %2951 to i64, !dbg !1483
  %2953 = xor i64 %2950, %2952, !dbg !1484
  %2954 = mul i64 %2953, 1099511628211, !dbg !1485
    #dbg_value(i64 9, !406, !DIExpression(), !1482)
  %2955 = extractelement <16 x i8> %2918, i64 9, !dbg !1483
  %2956 = zext i8 %2955 to i64, !dbg !1483
  %2957 = xor i64 %2954, %2956, !dbg !1484
  %2958 = mul i64 %2957, 1099511628211, !dbg !1485
    #dbg_value(i64 10, !406, !DIExpression(), !1482)
  %2959 = extractelement <16 x i8> %2918, i64 10, !dbg !1483
  %2960 = zext i8 %2959 to i64, !dbg !1483
  %2961 = xor i64 %2958, %2960, !dbg !1484
  %2962 = mul i64 %2961, 1099511628211, !dbg !1485
    #dbg_value(i64 11, !406, !DIExpression(), !1482)
  %2963 = extractelement <16 x i8> %2918, i64 11, !dbg !1483
  %2964 = zext i8 %2963 to i64, !dbg !1483
  %2965 = xor i64 %2962, %2964, !dbg !1484
  %2966 = mul i64 %2965, 1099511628211, !dbg !1485
    #dbg_value(i64 12, !406, !DIExpression(), !1482)
  %2967 = extractelement <16 x i8> %2918, i64 12, !dbg !1483
  %2968 = zext i8 %2967 to i64, !dbg !1483
  %2969 = xor i64 %2966, %2968, !dbg !1484
  %2970 = mul i64 %2969, 1099511628211, !dbg !1485
    #dbg_value(i64 13, !406, !DIExpression(), !1482)
  %2971 = extractelement <16 x i8> %2918, i64 13, !dbg !1483
  %2972 = zext i8 %2971 to i64, !dbg !1483
  %2973 = xor i64 %2970, %2972, !dbg !1484
  %2974 = mul i64 %2973, 1099511628211, !dbg !1485
    #dbg_value(i64 14, !406, !DIExpression(), !1482)
  %2975 = extractelement <16 x i8> %2918, i64 14, !dbg !1483
  %2976 = zext i8 %2975 to i64, !dbg !1483
  %2977 = xor i64 %2974, %2976, !dbg !1484
  %2978 = mul i64 %2977, 1099511628211, !dbg !1485
    #dbg_value(i64 15, !406, !DIExpression(), !1482)
  %2979 = extractelement <16 x i8> %2918, i64 15, !dbg !1483
  %2980 = zext i8 %2979 to i64, !dbg !1483
  %2981 = xor i64 %2978, %2980, !dbg !1484
  %2982 = mul i64 %2981, 1099511628211, !dbg !1485
    #dbg_value(i64 16, !406, !DIExpression(), !1482)
  %2983 = load i32, ptr %3, align 4, !dbg !1486, !tbaa !192
  %2984 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %2983), !dbg !1486
  %2985 = zext nneg i32 %2984 to i64, !dbg !1486
    #dbg_value(i8 0, !1072, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1487)
    #dbg_value(i8 0, !1072, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1487)
    #dbg_value(i8 0, !1072, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1487)
    #dbg_value(ptr undef, !393, !DIExpression(), !1488)
    #dbg_value(i64 4, !402, !DIExpression(), !1488)
    #dbg_value(ptr undef, !403, !DIExpression(), !1488)
    #dbg_value(i64 0, !406, !DIExpression(), !1490)
    #dbg_value(i64 0, !406, !DIExpression(), !1490)
    #dbg_value(i64 %2985, !1072, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1487)
  %2986 = xor i64 %2982, %2985, !dbg !1491
    #dbg_value(i64 1, !406, !DIExpression(), !1490)
    #dbg_value(i64 2, !406, !DIExpression(), !1490)
    #dbg_value(i64 3, !406, !DIExpression(), !1490)
  %2987 = mul i64 %2986, -6919028725695267695, !dbg !1492
    #dbg_value(i64 4, !406, !DIExpression(), !1490)
  %2988 = sext i32 %2983 to i64, !dbg !1493
  %2989 = shl nsw i64 %2988, 20, !dbg !1493
  %2990 = tail call range(i64 0, 64) i64 @llvm.ctpop.i64(i64 %2989), !dbg !1493
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !1494)
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !1494)
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !1494)
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !1494)
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !1494)
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !1494)
    #dbg_value(i8 0, !1074, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !1494)
    #dbg_value(ptr undef, !393, !DIExpression(), !1495)
    #dbg_value(i64 8, !402, !DIExpression(), !1495)
    #dbg_value(ptr undef, !403, !DIExpression(), !1495)
    #dbg_value(i64 0, !406, !DIExpression(), !1497)
    #dbg_value(i64 0, !406, !DIExpression(), !1497)
    #dbg_value(i64 %2990, !1074, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !1494)
  %2991 = xor i64 %2987, %2990, !dbg !1498
    #dbg_value(i64 1, !406, !DIExpression(), !1497)
    #dbg_value(i64 2, !406, !DIExpression(), !1497)
    #dbg_value(i64 3, !406, !DIExpression(), !1497)
    #dbg_value(i64 4, !406, !DIExpression(), !1497)
    #dbg_value(i64 5, !406, !DIExpression(), !1497)
    #dbg_value(i64 6, !406, !DIExpression(), !1497)
    #dbg_value(i64 7, !406, !DIExpression(), !1497)
  %2992 = mul i64 %2991, 2232315406967589409, !dbg !1499
    #dbg_value(i64 8, !406, !DIExpression(), !1497)
  store i64 %2992, ptr @hash, align 8, !dbg !1500, !tbaa !177
  ret void, !dbg !1501
}

; Function Attrs: nofree noinline nounwind memory(read) uwtable
define internal fastcc range(i32 0, 2) i32 @avx2(i32 noundef %0) unnamed_addr #5 !dbg !1502 {
  %2 = alloca <4 x i64>, align 32, !DIAssignID !1595
    #dbg_assign(i1 undef, !1507, !DIExpression(), !1595, ptr %2, !DIExpression(), !1596)
  %3 = alloca <4 x i64>, align 32, !DIAssignID !1597
    #dbg_assign(i1 undef, !1515, !DIExpression(), !1597, ptr %3, !DIExpression(), !1598)
  %4 = alloca <2 x i64>, align 16, !DIAssignID !1599
    #dbg_assign(i1 undef, !1517, !DIExpression(), !1599, ptr %4, !DIExpression(), !1598)
  %5 = alloca <2 x i64>, align 16, !DIAssignID !1600
    #dbg_assign(i1 undef, !1518, !DIExpression(), !1600, ptr %5, !DIExpression(), !1598)
  %6 = alloca <4 x i64>, align 32, !DIAssignID !1601
    #dbg_assign(i1 undef, !1519, !DIExpression(), !1601, ptr %6, !DIExpression(), !1602)
  %7 = alloca <2 x i64>, align 16, !DIAssignID !1603
    #dbg_assign(i1 undef, !1521, !DIExpression(), !1603, ptr %7, !DIExpression(), !1602)
  %8 = alloca <2 x i64>, align 16, !DIAssignID !1604
    #dbg_assign(i1 undef, !1522, !DIExpression(), !1604, ptr %8, !DIExpression(), !1602)
  %9 = alloca <4 x i64>, align 32, !DIAssignID !1605
    #dbg_assign(i1 undef, !1523, !DIExpression(), !1605, ptr %9, !DIExpression(), !1606)
  %10 = alloca <2 x i64>, align 16, !DIAssignID !1607
    #dbg_assign(i1 undef, !1525, !DIExpression(), !1607, ptr %10, !DIExpression(), !1606)
  %11 = alloca <2 x i64>, align 16, !DIAssignID !1608
    #dbg_assign(i1 undef, !1526, !DIExpression(), !1608, ptr %11, !DIExpression(), !1606)
  %12 = alloca <4 x i64>, align 32, !DIAssignID !1609
    #dbg_assign(i1 undef, !1527, !DIExpression(), !1609, ptr %12, !DIExpression(), !1610)
  %13 = alloca <2 x i64>, align 16, !DIAssignID !1611
    #dbg_assign(i1 undef, !1529, !DIExpression(), !1611, ptr %13, !DIExpression(), !1610)
  %14 = alloca <2 x i64>, align 16, !DIAssignID !1612
    #dbg_assign(i1 undef, !1530, !DIExpression(), !1612, ptr %14, !DIExpression(), !1610)
  %15 = alloca <4 x i64>, align 32, !DIAssignID !1613
    #dbg_assign(i1 undef, !1531, !DIExpression(), !1613, ptr %15, !DIExpression(), !1614)
  %16 = alloca <2 x i64>, align 16, !DIAssignID !1615
    #dbg_assign(i1 undef, !1533, !DIExpression(), !1615, ptr %16, !DIExpression(), !1614)
  %17 = alloca <2 x i64>, align 16, !DIAssignID !1616
    #dbg_assign(i1 undef, !1534, !DIExpression(), !1616, ptr %17, !DIExpression(), !1614)
  %18 = alloca <4 x i64>, align 32, !DIAssignID !1617
    #dbg_assign(i1 undef, !1535, !DIExpression(), !1617, ptr %18, !DIExpression(), !1618)
  %19 = alloca <2 x i64>, align 16, !DIAssignID !1619
    #dbg_assign(i1 undef, !1537, !DIExpression(), !1619, ptr %19, !DIExpression(), !1618)
  %20 = alloca <2 x i64>, align 16, !DIAssignID !1620
    #dbg_assign(i1 undef, !1538, !DIExpression(), !1620, ptr %20, !DIExpression(), !1618)
  %21 = alloca <4 x i64>, align 32, !DIAssignID !1621
    #dbg_assign(i1 undef, !1539, !DIExpression(), !1621, ptr %21, !DIExpression(), !1622)
  %22 = alloca <2 x i64>, align 16, !DIAssignID !1623
    #dbg_assign(i1 undef, !1541, !DIExpression(), !1623, ptr %22, !DIExpression(), !1622)
  %23 = alloca <2 x i64>, align 16, !DIAssignID !1624
    #dbg_assign(i1 undef, !1542, !DIExpression(), !1624, ptr %23, !DIExpression(), !1622)
  %24 = alloca <4 x i64>, align 32, !DIAssignID !1625
    #dbg_assign(i1 undef, !1543, !DIExpression(), !1625, ptr %24, !DIExpression(), !1626)
  %25 = alloca <2 x i64>, align 16, !DIAssignID !1627
    #dbg_assign(i1 undef, !1545, !DIExpression(), !1627, ptr %25, !DIExpression(), !1626)
  %26 = alloca <2 x i64>, align 16, !DIAssignID !1628
    #dbg_assign(i1 undef, !1546, !DIExpression(), !1628, ptr %26, !DIExpression(), !1626)
  %27 = alloca <4 x i64>, align 32, !DIAssignID !1629
    #dbg_assign(i1 undef, !1547, !DIExpression(), !1629, ptr %27, !DIExpression(), !1630)
  %28 = alloca <2 x i64>, align 16, !DIAssignID !1631
    #dbg_assign(i1 undef, !1549, !DIExpression(), !1631, ptr %28, !DIExpression(), !1630)
  %29 = alloca <2 x i64>, align 16, !DIAssignID !1632
    #dbg_assign(i1 undef, !1550, !DIExpression(), !1632, ptr %29, !DIExpression(), !1630)
  %30 = alloca <4 x i64>, align 32, !DIAssignID !1633
    #dbg_assign(i1 undef, !1551, !DIExpression(), !1633, ptr %30, !DIExpression(), !1634)
  %31 = alloca <2 x i64>, align 16, !DIAssignID !1635
    #dbg_assign(i1 undef, !1553, !DIExpression(), !1635, ptr %31, !DIExpression(), !1634)
  %32 = alloca <2 x i64>, align 16, !DIAssignID !1636
    #dbg_assign(i1 undef, !1554, !DIExpression(), !1636, ptr %32, !DIExpression(), !1634)
  %33 = alloca <4 x i64>, align 32, !DIAssignID !1637
    #dbg_assign(i1 undef, !1555, !DIExpression(), !1637, ptr %33, !DIExpression(), !1638)
  %34 = alloca <2 x i64>, align 16, !DIAssignID !1639
    #dbg_assign(i1 undef, !1557, !DIExpression(), !1639, ptr %34, !DIExpression(), !1638)
  %35 = alloca <2 x i64>, align 16, !DIAssignID !1640
    #dbg_assign(i1 undef, !1558, !DIExpression(), !1640, ptr %35, !DIExpression(), !1638)
  %36 = alloca <4 x i64>, align 32, !DIAssignID !1641
    #dbg_assign(i1 undef, !1562, !DIExpression(), !1641, ptr %36, !DIExpression(), !1642)
  %37 = alloca <2 x i64>, align 16, !DIAssignID !1643
    #dbg_assign(i1 undef, !1564, !DIExpression(), !1643, ptr %37, !DIExpression(), !1642)
  %38 = alloca <2 x i64>, align 16, !DIAssignID !1644
    #dbg_assign(i1 undef, !1565, !DIExpression(), !1644, ptr %38, !DIExpression(), !1642)
  %39 = alloca <4 x i64>, align 32, !DIAssignID !1645
    #dbg_assign(i1 undef, !1566, !DIExpression(), !1645, ptr %39, !DIExpression(), !1646)
  %40 = alloca <2 x i64>, align 16, !DIAssignID !1647
    #dbg_assign(i1 undef, !1568, !DIExpression(), !1647, ptr %40, !DIExpression(), !1646)
  %41 = alloca <2 x i64>, align 16, !DIAssignID !1648
    #dbg_assign(i1 undef, !1569, !DIExpression(), !1648, ptr %41, !DIExpression(), !1646)
  %42 = alloca [8 x i32], align 16, !DIAssignID !1649
    #dbg_assign(i1 undef, !1572, !DIExpression(), !1649, ptr %42, !DIExpression(), !1596)
  %43 = alloca <4 x i64>, align 32, !DIAssignID !1650
    #dbg_assign(i1 undef, !1578, !DIExpression(), !1650, ptr %43, !DIExpression(), !1596)
  %44 = alloca <4 x i64>, align 32, !DIAssignID !1651
    #dbg_assign(i1 undef, !1585, !DIExpression(), !1651, ptr %44, !DIExpression(), !1596)
  %45 = alloca [8 x i32], align 16, !DIAssignID !1652
    #dbg_assign(i1 undef, !1592, !DIExpression(), !1652, ptr %45, !DIExpression(), !1596)
    #dbg_value(i32 %0, !1506, !DIExpression(), !1596)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14, !dbg !1653
  %46 = sext i32 %0 to i64, !dbg !1654
  %47 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %46, !dbg !1654
  %48 = load <4 x i64>, ptr %47, align 4, !dbg !1655, !tbaa !381
  store <4 x i64> %48, ptr %2, align 32, !dbg !1656, !tbaa !381, !DIAssignID !1657
    #dbg_assign(<4 x i64> %48, !1507, !DIExpression(), !1657, ptr %2, !DIExpression(), !1596)
  %49 = add nsw i32 %0, 8, !dbg !1658
  %50 = sext i32 %49 to i64, !dbg !1659
  %51 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %50, !dbg !1659
  %52 = load <4 x i64>, ptr %51, align 4, !dbg !1660, !tbaa !381
    #dbg_value(<4 x i64> %52, !1508, !DIExpression(), !1596)
  %53 = getelementptr inbounds [64 x float], ptr @fdata, i64 0, i64 %46, !dbg !1661
  %54 = load <8 x float>, ptr %53, align 4, !dbg !1662, !tbaa !381
    #dbg_value(<8 x float> %54, !1509, !DIExpression(), !1596)
  %55 = shufflevector <4 x i64> %48, <4 x i64> poison, <2 x i32> <i32 0, i32 1>, !dbg !1663
    #dbg_value(<2 x i64> %55, !1510, !DIExpression(), !1596)
  %56 = shufflevector <4 x i64> %48, <4 x i64> poison, <2 x i32> <i32 2, i32 3>, !dbg !1664
    #dbg_value(<2 x i64> %56, !1511, !DIExpression(), !1596)
  %57 = shufflevector <4 x i64> %52, <4 x i64> poison, <2 x i32> <i32 0, i32 1>, !dbg !1665
    #dbg_value(<2 x i64> %57, !1512, !DIExpression(), !1596)
  %58 = shufflevector <4 x i64> %52, <4 x i64> poison, <2 x i32> <i32 2, i32 3>, !dbg !1666
    #dbg_value(<2 x i64> %58, !1513, !DIExpression(), !1596)
    #dbg_value(i32 1, !1514, !DIExpression(), !1596)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14, !dbg !1667
  %59 = bitcast <4 x i64> %48 to <16 x i16>, !dbg !1667
  %60 = bitcast <4 x i64> %52 to <16 x i16>, !dbg !1667
  %61 = tail call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %59, <16 x i16> %60), !dbg !1667
  store <8 x i32> %61, ptr %3, align 32, !dbg !1667, !tbaa !381, !DIAssignID !1668
    #dbg_assign(<8 x i32> %61, !1515, !DIExpression(), !1668, ptr %3, !DIExpression(), !1598)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #14, !dbg !1667
  %62 = bitcast <2 x i64> %55 to <8 x i16>, !dbg !1667
  %63 = bitcast <2 x i64> %57 to <8 x i16>, !dbg !1667
  %64 = tail call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %62, <8 x i16> %63), !dbg !1667
  store <4 x i32> %64, ptr %4, align 16, !dbg !1667, !tbaa !381, !DIAssignID !1669
    #dbg_assign(<4 x i32> %64, !1517, !DIExpression(), !1669, ptr %4, !DIExpression(), !1598)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14, !dbg !1667
  %65 = bitcast <2 x i64> %56 to <8 x i16>, !dbg !1667
  %66 = bitcast <2 x i64> %58 to <8 x i16>, !dbg !1667
  %67 = tail call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %65, <8 x i16> %66), !dbg !1667
  store <4 x i32> %67, ptr %5, align 16, !dbg !1667, !tbaa !381, !DIAssignID !1670
    #dbg_assign(<4 x i32> %67, !1518, !DIExpression(), !1670, ptr %5, !DIExpression(), !1598)
  %68 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %4, ptr noundef nonnull dereferenceable(16) %3, i64 16), !dbg !1667
  %69 = icmp eq i32 %68, 0, !dbg !1667
  br i1 %69, label %70, label %74, !dbg !1667

70:                                               ; preds = %1
  %71 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !1667
  %72 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %5, ptr noundef nonnull dereferenceable(16) %71, i64 16), !dbg !1667
  %73 = icmp eq i32 %72, 0, !dbg !1667
  br label %74

74:                                               ; preds = %70, %1
  %75 = phi i1 [ false, %1 ], [ %73, %70 ], !dbg !1598
    #dbg_value(i1 %75, !1514, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14, !dbg !1671
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #14, !dbg !1671
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14, !dbg !1671
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14, !dbg !1672
  %76 = bitcast <4 x i64> %48 to <8 x i32>, !dbg !1672
  %77 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1672
  %78 = tail call <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32> %76, <8 x i32> %77), !dbg !1672
  store <16 x i16> %78, ptr %6, align 32, !dbg !1672, !tbaa !381, !DIAssignID !1673
    #dbg_assign(<16 x i16> %78, !1519, !DIExpression(), !1673, ptr %6, !DIExpression(), !1602)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #14, !dbg !1672
  %79 = bitcast <2 x i64> %55 to <4 x i32>, !dbg !1672
  %80 = bitcast <2 x i64> %57 to <4 x i32>, !dbg !1672
  %81 = tail call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %79, <4 x i32> %80), !dbg !1672
  store <8 x i16> %81, ptr %7, align 16, !dbg !1672, !tbaa !381, !DIAssignID !1674
    #dbg_assign(<8 x i16> %81, !1521, !DIExpression(), !1674, ptr %7, !DIExpression(), !1602)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #14, !dbg !1672
  %82 = bitcast <2 x i64> %56 to <4 x i32>, !dbg !1672
  %83 = bitcast <2 x i64> %58 to <4 x i32>, !dbg !1672
  %84 = tail call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %82, <4 x i32> %83), !dbg !1672
  store <8 x i16> %84, ptr %8, align 16, !dbg !1672, !tbaa !381, !DIAssignID !1675
    #dbg_assign(<8 x i16> %84, !1522, !DIExpression(), !1675, ptr %8, !DIExpression(), !1602)
  %85 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %7, ptr noundef nonnull dereferenceable(16) %6, i64 16), !dbg !1672
  %86 = icmp eq i32 %85, 0, !dbg !1672
  br i1 %86, label %87, label %91, !dbg !1672

87:                                               ; preds = %74
  %88 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1672
  %89 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %8, ptr noundef nonnull dereferenceable(16) %88, i64 16), !dbg !1672
  %90 = icmp eq i32 %89, 0, !dbg !1672
  br label %91

91:                                               ; preds = %87, %74
  %92 = phi i1 [ false, %74 ], [ %90, %87 ], !dbg !1602
    #dbg_value(!DIArgList(i1 %75, i1 %92), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #14, !dbg !1676
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #14, !dbg !1676
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14, !dbg !1676
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #14, !dbg !1677
  %93 = bitcast <4 x i64> %48 to <32 x i8>, !dbg !1677
  %94 = bitcast <4 x i64> %52 to <32 x i8>, !dbg !1677
  %95 = tail call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> %93, <32 x i8> %94), !dbg !1677
  store <32 x i8> %95, ptr %9, align 32, !dbg !1677, !tbaa !381, !DIAssignID !1678
    #dbg_assign(<32 x i8> %95, !1523, !DIExpression(), !1678, ptr %9, !DIExpression(), !1606)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #14, !dbg !1677
  %96 = bitcast <2 x i64> %55 to <16 x i8>, !dbg !1677
  %97 = bitcast <2 x i64> %57 to <16 x i8>, !dbg !1677
  %98 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %96, <16 x i8> %97), !dbg !1677
  store <16 x i8> %98, ptr %10, align 16, !dbg !1677, !tbaa !381, !DIAssignID !1679
    #dbg_assign(<16 x i8> %98, !1525, !DIExpression(), !1679, ptr %10, !DIExpression(), !1606)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14, !dbg !1677
  %99 = bitcast <2 x i64> %56 to <16 x i8>, !dbg !1677
  %100 = bitcast <2 x i64> %58 to <16 x i8>, !dbg !1677
  %101 = tail call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %99, <16 x i8> %100), !dbg !1677
  store <16 x i8> %101, ptr %11, align 16, !dbg !1677, !tbaa !381, !DIAssignID !1680
    #dbg_assign(<16 x i8> %101, !1526, !DIExpression(), !1680, ptr %11, !DIExpression(), !1606)
  %102 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %10, ptr noundef nonnull dereferenceable(16) %9, i64 16), !dbg !1677
  %103 = icmp eq i32 %102, 0, !dbg !1677
  br i1 %103, label %104, label %108, !dbg !1677

104:                                              ; preds = %91
  %105 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !1677
  %106 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %11, ptr noundef nonnull dereferenceable(16) %105, i64 16), !dbg !1677
  %107 = icmp eq i32 %106, 0, !dbg !1677
  br label %108

108:                                              ; preds = %104, %91
  %109 = phi i1 [ false, %91 ], [ %107, %104 ], !dbg !1606
    #dbg_value(!DIArgList(i1 %75, i1 %109, i1 %92), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14, !dbg !1681
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #14, !dbg !1681
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #14, !dbg !1681
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #14, !dbg !1682
  %110 = tail call <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8> %93, <32 x i8> %94), !dbg !1682
  store <4 x i64> %110, ptr %12, align 32, !dbg !1682, !tbaa !381, !DIAssignID !1683
    #dbg_assign(<4 x i64> %110, !1527, !DIExpression(), !1683, ptr %12, !DIExpression(), !1610)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #14, !dbg !1682
  %111 = tail call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %96, <16 x i8> %97), !dbg !1682
  store <2 x i64> %111, ptr %13, align 16, !dbg !1682, !tbaa !381, !DIAssignID !1684
    #dbg_assign(<2 x i64> %111, !1529, !DIExpression(), !1684, ptr %13, !DIExpression(), !1610)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #14, !dbg !1682
  %112 = tail call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %99, <16 x i8> %100), !dbg !1682
  store <2 x i64> %112, ptr %14, align 16, !dbg !1682, !tbaa !381, !DIAssignID !1685
    #dbg_assign(<2 x i64> %112, !1530, !DIExpression(), !1685, ptr %14, !DIExpression(), !1610)
  %113 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %13, ptr noundef nonnull dereferenceable(16) %12, i64 16), !dbg !1682
  %114 = icmp eq i32 %113, 0, !dbg !1682
  br i1 %114, label %115, label %120, !dbg !1682

115:                                              ; preds = %108
  %116 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !1682
  %117 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %14, ptr noundef nonnull dereferenceable(16) %116, i64 16), !dbg !1682
  %118 = icmp eq i32 %117, 0, !dbg !1682
  %119 = zext i1 %118 to i32, !dbg !1682
  br label %120

120:                                              ; preds = %115, %108
  %121 = phi i32 [ 0, %108 ], [ %119, %115 ], !dbg !1610
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #14, !dbg !1686
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #14, !dbg !1686
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #14, !dbg !1686
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #14, !dbg !1687
  %122 = ashr <8 x i32> %76, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !1687
  store <8 x i32> %122, ptr %15, align 32, !dbg !1687, !tbaa !381, !DIAssignID !1688
    #dbg_assign(<8 x i32> %122, !1531, !DIExpression(), !1688, ptr %15, !DIExpression(), !1614)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #14, !dbg !1687
  %123 = ashr <4 x i32> %79, <i32 5, i32 5, i32 5, i32 5>, !dbg !1687
  store <4 x i32> %123, ptr %16, align 16, !dbg !1687, !tbaa !381, !DIAssignID !1689
    #dbg_assign(<4 x i32> %123, !1533, !DIExpression(), !1689, ptr %16, !DIExpression(), !1614)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #14, !dbg !1687
  %124 = ashr <4 x i32> %82, <i32 5, i32 5, i32 5, i32 5>, !dbg !1687
  store <4 x i32> %124, ptr %17, align 16, !dbg !1687, !tbaa !381, !DIAssignID !1690
    #dbg_assign(<4 x i32> %124, !1534, !DIExpression(), !1690, ptr %17, !DIExpression(), !1614)
  %125 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %16, ptr noundef nonnull dereferenceable(16) %15, i64 16), !dbg !1687
  %126 = icmp eq i32 %125, 0, !dbg !1687
  br i1 %126, label %127, label %132, !dbg !1687

127:                                              ; preds = %120
  %128 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !1687
  %129 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %17, ptr noundef nonnull dereferenceable(16) %128, i64 16), !dbg !1687
  %130 = icmp eq i32 %129, 0, !dbg !1687
  %131 = zext i1 %130 to i32, !dbg !1687
  br label %132

132:                                              ; preds = %127, %120
  %133 = phi i32 [ 0, %120 ], [ %131, %127 ], !dbg !1614
    #dbg_value(!DIArgList(i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #14, !dbg !1691
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #14, !dbg !1691
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #14, !dbg !1691
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #14, !dbg !1692
  %134 = and i32 %0, 63, !dbg !1692
  %135 = zext nneg i32 %134 to i64, !dbg !1692
  %136 = insertelement <4 x i64> poison, i64 %135, i64 0, !dbg !1692
  %137 = shufflevector <4 x i64> %136, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !1692
  %138 = shl <4 x i64> %48, %137, !dbg !1692
  store <4 x i64> %138, ptr %18, align 32, !dbg !1692, !tbaa !381, !DIAssignID !1693
    #dbg_assign(<4 x i64> %138, !1535, !DIExpression(), !1693, ptr %18, !DIExpression(), !1618)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #14, !dbg !1692
  %139 = insertelement <2 x i64> poison, i64 %135, i64 0, !dbg !1692
  %140 = shufflevector <2 x i64> %139, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !1692
  %141 = shl <2 x i64> %55, %140, !dbg !1692
  store <2 x i64> %141, ptr %19, align 16, !dbg !1692, !tbaa !381, !DIAssignID !1694
    #dbg_assign(<2 x i64> %141, !1537, !DIExpression(), !1694, ptr %19, !DIExpression(), !1618)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #14, !dbg !1692
  %142 = shl <2 x i64> %56, %140, !dbg !1692
  store <2 x i64> %142, ptr %20, align 16, !dbg !1692, !tbaa !381, !DIAssignID !1695
    #dbg_assign(<2 x i64> %142, !1538, !DIExpression(), !1695, ptr %20, !DIExpression(), !1618)
  %143 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %19, ptr noundef nonnull dereferenceable(16) %18, i64 16), !dbg !1692
  %144 = icmp eq i32 %143, 0, !dbg !1692
  br i1 %144, label %145, label %150, !dbg !1692

145:                                              ; preds = %132
  %146 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !1692
  %147 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %20, ptr noundef nonnull dereferenceable(16) %146, i64 16), !dbg !1692
  %148 = icmp eq i32 %147, 0, !dbg !1692
  %149 = zext i1 %148 to i32, !dbg !1692
  br label %150

150:                                              ; preds = %145, %132
  %151 = phi i32 [ 0, %132 ], [ %149, %145 ], !dbg !1618
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #14, !dbg !1696
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #14, !dbg !1696
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #14, !dbg !1696
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #14, !dbg !1697
  %152 = and i32 %0, 15, !dbg !1697
  %153 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %152, i64 0, !dbg !1697
  %154 = bitcast <4 x i32> %153 to <8 x i16>, !dbg !1697
  %155 = tail call <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16> %59, <8 x i16> %154), !dbg !1697
  store <16 x i16> %155, ptr %21, align 32, !dbg !1697, !tbaa !381, !DIAssignID !1698
    #dbg_assign(<16 x i16> %155, !1539, !DIExpression(), !1698, ptr %21, !DIExpression(), !1622)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #14, !dbg !1697
  %156 = tail call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %62, <8 x i16> %154), !dbg !1697
  store <8 x i16> %156, ptr %22, align 16, !dbg !1697, !tbaa !381, !DIAssignID !1699
    #dbg_assign(<8 x i16> %156, !1541, !DIExpression(), !1699, ptr %22, !DIExpression(), !1622)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #14, !dbg !1697
  %157 = tail call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %65, <8 x i16> %154), !dbg !1697
  store <8 x i16> %157, ptr %23, align 16, !dbg !1697, !tbaa !381, !DIAssignID !1700
    #dbg_assign(<8 x i16> %157, !1542, !DIExpression(), !1700, ptr %23, !DIExpression(), !1622)
  %158 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %22, ptr noundef nonnull dereferenceable(16) %21, i64 16), !dbg !1697
  %159 = icmp eq i32 %158, 0, !dbg !1697
  br i1 %159, label %160, label %165, !dbg !1697

160:                                              ; preds = %150
  %161 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !1697
  %162 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %23, ptr noundef nonnull dereferenceable(16) %161, i64 16), !dbg !1697
  %163 = icmp eq i32 %162, 0, !dbg !1697
  %164 = zext i1 %163 to i32, !dbg !1697
  br label %165

165:                                              ; preds = %160, %150
  %166 = phi i32 [ 0, %150 ], [ %164, %160 ], !dbg !1622
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #14, !dbg !1701
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #14, !dbg !1701
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #14, !dbg !1701
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #14, !dbg !1702
  %167 = tail call <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8> %93, <32 x i8> %94, <32 x i8> %93), !dbg !1702
  store <32 x i8> %167, ptr %24, align 32, !dbg !1702, !tbaa !381, !DIAssignID !1703
    #dbg_assign(<32 x i8> %167, !1543, !DIExpression(), !1703, ptr %24, !DIExpression(), !1626)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #14, !dbg !1702
  %168 = tail call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %96, <16 x i8> %97, <16 x i8> %96), !dbg !1702
  store <16 x i8> %168, ptr %25, align 16, !dbg !1702, !tbaa !381, !DIAssignID !1704
    #dbg_assign(<16 x i8> %168, !1545, !DIExpression(), !1704, ptr %25, !DIExpression(), !1626)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #14, !dbg !1702
  %169 = tail call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %99, <16 x i8> %100, <16 x i8> %99), !dbg !1702
  store <16 x i8> %169, ptr %26, align 16, !dbg !1702, !tbaa !381, !DIAssignID !1705
    #dbg_assign(<16 x i8> %169, !1546, !DIExpression(), !1705, ptr %26, !DIExpression(), !1626)
  %170 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %25, ptr noundef nonnull dereferenceable(16) %24, i64 16), !dbg !1702
  %171 = icmp eq i32 %170, 0, !dbg !1702
  br i1 %171, label %172, label %177, !dbg !1702

172:                                              ; preds = %165
  %173 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !1702
  %174 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %26, ptr noundef nonnull dereferenceable(16) %173, i64 16), !dbg !1702
  %175 = icmp eq i32 %174, 0, !dbg !1702
  %176 = zext i1 %175 to i32, !dbg !1702
  br label %177

177:                                              ; preds = %172, %165
  %178 = phi i32 [ 0, %165 ], [ %176, %172 ], !dbg !1626
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #14, !dbg !1706
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #14, !dbg !1706
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #14, !dbg !1706
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #14, !dbg !1707
  %179 = tail call <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32> %76, <8 x i32> %77), !dbg !1707
  store <8 x i32> %179, ptr %27, align 32, !dbg !1707, !tbaa !381, !DIAssignID !1708
    #dbg_assign(<8 x i32> %179, !1547, !DIExpression(), !1708, ptr %27, !DIExpression(), !1630)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #14, !dbg !1707
  %180 = tail call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %79, <4 x i32> %80), !dbg !1707
  store <4 x i32> %180, ptr %28, align 16, !dbg !1707, !tbaa !381, !DIAssignID !1709
    #dbg_assign(<4 x i32> %180, !1549, !DIExpression(), !1709, ptr %28, !DIExpression(), !1630)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %29) #14, !dbg !1707
  %181 = tail call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %82, <4 x i32> %83), !dbg !1707
  store <4 x i32> %181, ptr %29, align 16, !dbg !1707, !tbaa !381, !DIAssignID !1710
    #dbg_assign(<4 x i32> %181, !1550, !DIExpression(), !1710, ptr %29, !DIExpression(), !1630)
  %182 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %28, ptr noundef nonnull dereferenceable(16) %27, i64 16), !dbg !1707
  %183 = icmp eq i32 %182, 0, !dbg !1707
  br i1 %183, label %184, label %189, !dbg !1707

184:                                              ; preds = %177
  %185 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !1707
  %186 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %29, ptr noundef nonnull dereferenceable(16) %185, i64 16), !dbg !1707
  %187 = icmp eq i32 %186, 0, !dbg !1707
  %188 = zext i1 %187 to i32, !dbg !1707
  br label %189

189:                                              ; preds = %184, %177
  %190 = phi i32 [ 0, %177 ], [ %188, %184 ], !dbg !1630
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %29) #14, !dbg !1711
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #14, !dbg !1711
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #14, !dbg !1711
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #14, !dbg !1712
  %191 = tail call <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16> %59, <16 x i16> %60), !dbg !1712
  store <16 x i16> %191, ptr %30, align 32, !dbg !1712, !tbaa !381, !DIAssignID !1713
    #dbg_assign(<16 x i16> %191, !1551, !DIExpression(), !1713, ptr %30, !DIExpression(), !1634)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %31) #14, !dbg !1712
  %192 = tail call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %62, <8 x i16> %63), !dbg !1712
  store <8 x i16> %192, ptr %31, align 16, !dbg !1712, !tbaa !381, !DIAssignID !1714
    #dbg_assign(<8 x i16> %192, !1553, !DIExpression(), !1714, ptr %31, !DIExpression(), !1634)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #14, !dbg !1712
  %193 = tail call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %65, <8 x i16> %66), !dbg !1712
  store <8 x i16> %193, ptr %32, align 16, !dbg !1712, !tbaa !381, !DIAssignID !1715
    #dbg_assign(<8 x i16> %193, !1554, !DIExpression(), !1715, ptr %32, !DIExpression(), !1634)
  %194 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %31, ptr noundef nonnull dereferenceable(16) %30, i64 16), !dbg !1712
  %195 = icmp eq i32 %194, 0, !dbg !1712
  br i1 %195, label %196, label %201, !dbg !1712

196:                                              ; preds = %189
  %197 = getelementptr inbounds i8, ptr %30, i64 16, !dbg !1712
  %198 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %32, ptr noundef nonnull dereferenceable(16) %197, i64 16), !dbg !1712
  %199 = icmp eq i32 %198, 0, !dbg !1712
  %200 = zext i1 %199 to i32, !dbg !1712
  br label %201

201:                                              ; preds = %196, %189
  %202 = phi i32 [ 0, %189 ], [ %200, %196 ], !dbg !1634
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #14, !dbg !1716
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %31) #14, !dbg !1716
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #14, !dbg !1716
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #14, !dbg !1717
  %203 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %76, <8 x i32> %77), !dbg !1717
  store <8 x i32> %203, ptr %33, align 32, !dbg !1717, !tbaa !381, !DIAssignID !1718
    #dbg_assign(<8 x i32> %203, !1555, !DIExpression(), !1718, ptr %33, !DIExpression(), !1638)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #14, !dbg !1717
  %204 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %79, <4 x i32> %80), !dbg !1717
  store <4 x i32> %204, ptr %34, align 16, !dbg !1717, !tbaa !381, !DIAssignID !1719
    #dbg_assign(<4 x i32> %204, !1557, !DIExpression(), !1719, ptr %34, !DIExpression(), !1638)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #14, !dbg !1717
  %205 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %82, <4 x i32> %83), !dbg !1717
  store <4 x i32> %205, ptr %35, align 16, !dbg !1717, !tbaa !381, !DIAssignID !1720
    #dbg_assign(<4 x i32> %205, !1558, !DIExpression(), !1720, ptr %35, !DIExpression(), !1638)
  %206 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %34, ptr noundef nonnull dereferenceable(16) %33, i64 16), !dbg !1717
  %207 = icmp eq i32 %206, 0, !dbg !1717
  br i1 %207, label %208, label %213, !dbg !1717

208:                                              ; preds = %201
  %209 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !1717
  %210 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %35, ptr noundef nonnull dereferenceable(16) %209, i64 16), !dbg !1717
  %211 = icmp eq i32 %210, 0, !dbg !1717
  %212 = zext i1 %211 to i32, !dbg !1717
  br label %213

213:                                              ; preds = %208, %201
  %214 = phi i32 [ 0, %201 ], [ %212, %208 ], !dbg !1638
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #14, !dbg !1721
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #14, !dbg !1721
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #14, !dbg !1721
    #dbg_value(!DIArgList(<2 x i64> %57, <2 x i64> <i64 133143986207, i64 133143986207>), !1559, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
    #dbg_value(!DIArgList(<2 x i64> %58, <2 x i64> <i64 133143986207, i64 133143986207>), !1560, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
    #dbg_value(!DIArgList(<4 x i64> %52, <4 x i64> <i64 133143986207, i64 133143986207, i64 133143986207, i64 133143986207>), !1561, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #14, !dbg !1722
  %215 = and <8 x i32> %77, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>, !dbg !1722
  %216 = shl <8 x i32> %76, %215, !dbg !1722
  store <8 x i32> %216, ptr %36, align 32, !dbg !1722, !tbaa !381, !DIAssignID !1723
    #dbg_assign(<8 x i32> %216, !1562, !DIExpression(), !1723, ptr %36, !DIExpression(), !1642)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #14, !dbg !1722
  %217 = and <4 x i32> %80, <i32 31, i32 31, i32 31, i32 31>, !dbg !1722
  %218 = shl <4 x i32> %79, %217, !dbg !1722
  store <4 x i32> %218, ptr %37, align 16, !dbg !1722, !tbaa !381, !DIAssignID !1724
    #dbg_assign(<4 x i32> %218, !1564, !DIExpression(), !1724, ptr %37, !DIExpression(), !1642)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %38) #14, !dbg !1722
  %219 = and <4 x i32> %83, <i32 31, i32 31, i32 31, i32 31>, !dbg !1722
  %220 = shl <4 x i32> %82, %219, !dbg !1722
  store <4 x i32> %220, ptr %38, align 16, !dbg !1722, !tbaa !381, !DIAssignID !1725
    #dbg_assign(<4 x i32> %220, !1565, !DIExpression(), !1725, ptr %38, !DIExpression(), !1642)
  %221 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %37, ptr noundef nonnull dereferenceable(16) %36, i64 16), !dbg !1722
  %222 = icmp eq i32 %221, 0, !dbg !1722
  br i1 %222, label %223, label %228, !dbg !1722

223:                                              ; preds = %213
  %224 = getelementptr inbounds i8, ptr %36, i64 16, !dbg !1722
  %225 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %38, ptr noundef nonnull dereferenceable(16) %224, i64 16), !dbg !1722
  %226 = icmp eq i32 %225, 0, !dbg !1722
  %227 = zext i1 %226 to i32, !dbg !1722
  br label %228

228:                                              ; preds = %223, %213
  %229 = phi i32 [ 0, %213 ], [ %227, %223 ], !dbg !1642
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 8, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %38) #14, !dbg !1726
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #14, !dbg !1726
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #14, !dbg !1726
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #14, !dbg !1727
  %230 = ashr <8 x i32> %76, %215, !dbg !1727
  store <8 x i32> %230, ptr %39, align 32, !dbg !1727, !tbaa !381, !DIAssignID !1728
    #dbg_assign(<8 x i32> %230, !1566, !DIExpression(), !1728, ptr %39, !DIExpression(), !1646)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %40) #14, !dbg !1727
  %231 = ashr <4 x i32> %79, %217, !dbg !1727
  store <4 x i32> %231, ptr %40, align 16, !dbg !1727, !tbaa !381, !DIAssignID !1729
    #dbg_assign(<4 x i32> %231, !1568, !DIExpression(), !1729, ptr %40, !DIExpression(), !1646)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #14, !dbg !1727
  %232 = ashr <4 x i32> %82, %219, !dbg !1727
  store <4 x i32> %232, ptr %41, align 16, !dbg !1727, !tbaa !381, !DIAssignID !1730
    #dbg_assign(<4 x i32> %232, !1569, !DIExpression(), !1730, ptr %41, !DIExpression(), !1646)
  %233 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %40, ptr noundef nonnull dereferenceable(16) %39, i64 16), !dbg !1727
  %234 = icmp eq i32 %233, 0, !dbg !1727
  br i1 %234, label %235, label %240, !dbg !1727

235:                                              ; preds = %228
  %236 = getelementptr inbounds i8, ptr %39, i64 16, !dbg !1727
  %237 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %41, ptr noundef nonnull dereferenceable(16) %236, i64 16), !dbg !1727
  %238 = icmp eq i32 %237, 0, !dbg !1727
  %239 = zext i1 %238 to i32, !dbg !1727
  br label %240

240:                                              ; preds = %235, %228
  %241 = phi i32 [ 0, %228 ], [ %239, %235 ], !dbg !1646
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 9, DW_OP_and, DW_OP_LLVM_arg, 8, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_and, DW_OP_LLVM_arg, 6, DW_OP_and, DW_OP_LLVM_arg, 5, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #14, !dbg !1731
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %40) #14, !dbg !1731
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #14, !dbg !1731
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(!DIArgList(<4 x i64> %52, <4 x i64> <i64 30064771079, i64 30064771079, i64 30064771079, i64 30064771079>), !1570, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  %242 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1732
  %243 = and <8 x i32> %242, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !1732
    #dbg_value(<8 x i32> poison, !1571, !DIExpression(), !1596)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #14, !dbg !1733
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %42, ptr noundef nonnull align 32 dereferenceable(32) %2, i64 32, i1 false), !dbg !1734, !DIAssignID !1735
    #dbg_assign(i1 undef, !1572, !DIExpression(), !1735, ptr %42, !DIExpression(), !1596)
    #dbg_value(!DIArgList(<4 x i64> %52, <4 x i64> <i64 30064771079, i64 30064771079, i64 30064771079, i64 30064771079>), !1574, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
    #dbg_value(<8 x i32> poison, !1575, !DIExpression(), !1596)
    #dbg_value(i64 0, !1576, !DIExpression(), !1736)
  %244 = extractelement <8 x i32> %243, i64 0, !dbg !1737
  %245 = zext nneg i32 %244 to i64, !dbg !1739
  %246 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %245, !dbg !1739
  %247 = load i32, ptr %246, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 1, !1576, !DIExpression(), !1736)
  %248 = extractelement <8 x i32> %243, i64 1, !dbg !1737
  %249 = zext nneg i32 %248 to i64, !dbg !1739
  %250 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %249, !dbg !1739
  %251 = load i32, ptr %250, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 2, !1576, !DIExpression(), !1736)
  %252 = extractelement <8 x i32> %243, i64 2, !dbg !1737
  %253 = zext nneg i32 %252 to i64, !dbg !1739
  %254 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %253, !dbg !1739
  %255 = load i32, ptr %254, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 3, !1576, !DIExpression(), !1736)
  %256 = extractelement <8 x i32> %243, i64 3, !dbg !1737
  %257 = zext nneg i32 %256 to i64, !dbg !1739
  %258 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %257, !dbg !1739
  %259 = load i32, ptr %258, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 4, !1576, !DIExpression(), !1736)
  %260 = extractelement <8 x i32> %243, i64 4, !dbg !1737
  %261 = zext nneg i32 %260 to i64, !dbg !1739
  %262 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %261, !dbg !1739
  %263 = load i32, ptr %262, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 5, !1576, !DIExpression(), !1736)
  %264 = extractelement <8 x i32> %243, i64 5, !dbg !1737
  %265 = zext nneg i32 %264 to i64, !dbg !1739
  %266 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %265, !dbg !1739
  %267 = load i32, ptr %266, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 6, !1576, !DIExpression(), !1736)
  %268 = extractelement <8 x i32> %243, i64 6, !dbg !1737
  %269 = zext nneg i32 %268 to i64, !dbg !1739
  %270 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %269, !dbg !1739
  %271 = load i32, ptr %270, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 7, !1576, !DIExpression(), !1736)
  %272 = extractelement <8 x i32> %243, i64 7, !dbg !1737
  %273 = zext nneg i32 %272 to i64, !dbg !1739
  %274 = getelementptr inbounds [8 x i32], ptr %42, i64 0, i64 %273, !dbg !1739
  %275 = load i32, ptr %274, align 4, !dbg !1739, !tbaa !192
    #dbg_value(i64 8, !1576, !DIExpression(), !1736)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #14, !dbg !1740
  %276 = shufflevector <4 x i64> %48, <4 x i64> poison, <4 x i32> <i32 2, i32 3, i32 0, i32 1>, !dbg !1741
  store <4 x i64> %276, ptr %43, align 32, !dbg !1742, !tbaa !381, !DIAssignID !1743
    #dbg_assign(<4 x i64> %276, !1578, !DIExpression(), !1743, ptr %43, !DIExpression(), !1596)
  %277 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !1744
  %278 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %43, ptr noundef nonnull dereferenceable(16) %277, i64 16), !dbg !1745
  %279 = icmp eq i32 %278, 0, !dbg !1745
  br i1 %279, label %280, label %285, !dbg !1746

280:                                              ; preds = %240
  %281 = getelementptr inbounds i8, ptr %43, i64 16, !dbg !1747
  %282 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %281, ptr noundef nonnull dereferenceable(16) %2, i64 16), !dbg !1748
  %283 = icmp eq i32 %282, 0, !dbg !1749
  %284 = zext i1 %283 to i32, !dbg !1746
  br label %285

285:                                              ; preds = %280, %240
  %286 = phi i32 [ 0, %240 ], [ %284, %280 ], !dbg !1596
    #dbg_value(!DIArgList(i32 poison, i32 poison), !1514, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !1596)
  %287 = tail call <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32> zeroinitializer, ptr nonnull @data, <8 x i32> %243, <8 x i32> <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>, i8 4), !dbg !1750
    #dbg_value(<8 x i32> %287, !1579, !DIExpression(), !1596)
    #dbg_value(<8 x i32> %287, !1580, !DIExpression(), !1596)
    #dbg_value(i64 0, !1581, !DIExpression(), !1751)
  %288 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %245, !dbg !1752
  %289 = load i32, ptr %288, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 1, !1581, !DIExpression(), !1751)
  %290 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %249, !dbg !1752
  %291 = load i32, ptr %290, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 2, !1581, !DIExpression(), !1751)
  %292 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %253, !dbg !1752
  %293 = load i32, ptr %292, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 3, !1581, !DIExpression(), !1751)
  %294 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %257, !dbg !1752
  %295 = load i32, ptr %294, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 4, !1581, !DIExpression(), !1751)
  %296 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %261, !dbg !1752
  %297 = load i32, ptr %296, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 5, !1581, !DIExpression(), !1751)
  %298 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %265, !dbg !1752
  %299 = load i32, ptr %298, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 6, !1581, !DIExpression(), !1751)
  %300 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %269, !dbg !1752
  %301 = load i32, ptr %300, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 7, !1581, !DIExpression(), !1751)
  %302 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %273, !dbg !1752
  %303 = load i32, ptr %302, align 4, !dbg !1752, !tbaa !192
    #dbg_value(i64 8, !1581, !DIExpression(), !1751)
  %304 = load <8 x i32>, ptr %2, align 32, !dbg !1754, !tbaa !381
  %305 = tail call <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32> %77, ptr nonnull getelementptr inbounds (i8, ptr @data, i64 32), <8 x i32> %243, <8 x i32> %304, i8 4), !dbg !1754
    #dbg_value(<8 x i32> %305, !1583, !DIExpression(), !1596)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44), !dbg !1755
    #dbg_value(<8 x i32> %305, !1584, !DIExpression(), !1596)
  store <4 x i64> %52, ptr %44, align 32, !dbg !1756, !DIAssignID !1757
    #dbg_assign(<4 x i64> %52, !1585, !DIExpression(), !1757, ptr %44, !DIExpression(), !1596)
    #dbg_value(i64 0, !1586, !DIExpression(), !1758)
  %306 = load i32, ptr %42, align 16, !dbg !1759, !tbaa !192
  %307 = icmp slt i32 %306, 0, !dbg !1761
  %308 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %309 = extractelement <8 x i32> %308, i64 0, !dbg !1759
  br i1 %307, label %310, label %315, !dbg !1759

310:                                              ; preds = %285
  %311 = or disjoint i32 %244, 8, !dbg !1762
  %312 = zext nneg i32 %311 to i64, !dbg !1763
  %313 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %312, !dbg !1763
  %314 = load i32, ptr %313, align 4, !dbg !1759, !tbaa !192
  br label %315, !dbg !1759

315:                                              ; preds = %285, %310
  %316 = phi i32 [ %314, %310 ], [ %309, %285 ], !dbg !1759
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 1, !1586, !DIExpression(), !1758)
  %317 = getelementptr inbounds i8, ptr %42, i64 4, !dbg !1759
  %318 = load i32, ptr %317, align 4, !dbg !1759, !tbaa !192
  %319 = icmp slt i32 %318, 0, !dbg !1761
  %320 = or disjoint i32 %248, 8, !dbg !1759
  %321 = zext nneg i32 %320 to i64, !dbg !1759
  %322 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %321, !dbg !1759
  %323 = getelementptr inbounds i8, ptr %44, i64 4, !dbg !1759
  %324 = select i1 %319, ptr %322, ptr %323, !dbg !1759
  %325 = load i32, ptr %324, align 4, !dbg !1759, !tbaa !192
    #dbg_value(i64 2, !1586, !DIExpression(), !1758)
  %326 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !1759
  %327 = load i32, ptr %326, align 8, !dbg !1759, !tbaa !192
  %328 = icmp slt i32 %327, 0, !dbg !1761
  %329 = or disjoint i32 %252, 8, !dbg !1759
  %330 = zext nneg i32 %329 to i64, !dbg !1759
  %331 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %330, !dbg !1759
  %332 = getelementptr inbounds i8, ptr %44, i64 8, !dbg !1759
  %333 = select i1 %328, ptr %331, ptr %332, !dbg !1759
  %334 = load i32, ptr %333, align 4, !dbg !1759, !tbaa !192
    #dbg_value(i64 3, !1586, !DIExpression(), !1758)
  %335 = getelementptr inbounds i8, ptr %42, i64 12, !dbg !1759
  %336 = load i32, ptr %335, align 4, !dbg !1759, !tbaa !192
  %337 = icmp slt i32 %336, 0, !dbg !1761
  %338 = or disjoint i32 %256, 8, !dbg !1759
  %339 = zext nneg i32 %338 to i64, !dbg !1759
  %340 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %339, !dbg !1759
  %341 = getelementptr inbounds i8, ptr %44, i64 12, !dbg !1759
  %342 = select i1 %337, ptr %340, ptr %341, !dbg !1759
  %343 = load i32, ptr %342, align 4, !dbg !1759, !tbaa !192
    #dbg_value(i64 4, !1586, !DIExpression(), !1758)
  %344 = getelementptr inbounds i8, ptr %42, i64 16, !dbg !1759
  %345 = or disjoint i32 %260, 8, !dbg !1759
  %346 = zext nneg i32 %345 to i64, !dbg !1759
  %347 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %346, !dbg !1759
    #dbg_value(i64 5, !1586, !DIExpression(), !1758)
  %348 = or disjoint i32 %264, 8, !dbg !1759
  %349 = zext nneg i32 %348 to i64, !dbg !1759
  %350 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %349, !dbg !1759
    #dbg_value(i64 6, !1586, !DIExpression(), !1758)
  %351 = or disjoint i32 %268, 8, !dbg !1759
  %352 = zext nneg i32 %351 to i64, !dbg !1759
  %353 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %352, !dbg !1759
    #dbg_value(i64 7, !1586, !DIExpression(), !1758)
  %354 = load <4 x i32>, ptr %344, align 16, !dbg !1759, !tbaa !192
  %355 = shufflevector <4 x i32> %354, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !1759
  %356 = icmp slt <4 x i32> %355, zeroinitializer, !dbg !1761
  %357 = extractelement <4 x i1> %356, i64 3, !dbg !1759
  %358 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !1759
  %359 = select i1 %357, ptr %347, ptr %358, !dbg !1759
  %360 = load i32, ptr %359, align 4, !dbg !1759, !tbaa !192
  %361 = extractelement <4 x i1> %356, i64 2, !dbg !1759
  %362 = getelementptr inbounds i8, ptr %44, i64 20, !dbg !1759
  %363 = select i1 %361, ptr %350, ptr %362, !dbg !1759
  %364 = load i32, ptr %363, align 4, !dbg !1759, !tbaa !192
  %365 = extractelement <4 x i1> %356, i64 1, !dbg !1759
  %366 = getelementptr inbounds i8, ptr %44, i64 24, !dbg !1759
  %367 = select i1 %365, ptr %353, ptr %366, !dbg !1759
  %368 = load i32, ptr %367, align 4, !dbg !1759, !tbaa !192
  %369 = or disjoint i32 %272, 8, !dbg !1759
  %370 = zext nneg i32 %369 to i64, !dbg !1759
  %371 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %370, !dbg !1759
  %372 = extractelement <4 x i1> %356, i64 0, !dbg !1759
  %373 = getelementptr inbounds i8, ptr %44, i64 28, !dbg !1759
  %374 = select i1 %372, ptr %371, ptr %373, !dbg !1759
  %375 = load i32, ptr %374, align 4, !dbg !1759, !tbaa !192
    #dbg_value(i64 8, !1586, !DIExpression(), !1758)
  %376 = tail call <8 x i32> @llvm.x86.avx2.maskload.d.256(ptr nonnull %47, <8 x i32> %304), !dbg !1764
    #dbg_value(<8 x i32> %376, !1588, !DIExpression(), !1596)
    #dbg_value(<8 x i32> %376, !1589, !DIExpression(), !1596)
    #dbg_value(i64 0, !1590, !DIExpression(), !1765)
  br i1 %307, label %377, label %379, !dbg !1766

377:                                              ; preds = %315
  %378 = load i32, ptr %47, align 4, !dbg !1768, !tbaa !192
  br label %379, !dbg !1766

379:                                              ; preds = %315, %377
  %380 = phi i32 [ %378, %377 ], [ 0, %315 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 1, !1590, !DIExpression(), !1765)
  br i1 %319, label %381, label %385, !dbg !1766

381:                                              ; preds = %379
  %382 = add nsw i64 %46, 1, !dbg !1769
  %383 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %382, !dbg !1768
  %384 = load i32, ptr %383, align 4, !dbg !1768, !tbaa !192
  br label %385, !dbg !1766

385:                                              ; preds = %381, %379
  %386 = phi i32 [ %384, %381 ], [ 0, %379 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 2, !1590, !DIExpression(), !1765)
  br i1 %328, label %387, label %391, !dbg !1766

387:                                              ; preds = %385
  %388 = add nsw i64 %46, 2, !dbg !1769
  %389 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %388, !dbg !1768
  %390 = load i32, ptr %389, align 4, !dbg !1768, !tbaa !192
  br label %391, !dbg !1766

391:                                              ; preds = %387, %385
  %392 = phi i32 [ %390, %387 ], [ 0, %385 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 3, !1590, !DIExpression(), !1765)
  br i1 %337, label %393, label %397, !dbg !1766

393:                                              ; preds = %391
  %394 = add nsw i64 %46, 3, !dbg !1769
  %395 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %394, !dbg !1768
  %396 = load i32, ptr %395, align 4, !dbg !1768, !tbaa !192
  br label %397, !dbg !1766

397:                                              ; preds = %393, %391
  %398 = phi i32 [ %396, %393 ], [ 0, %391 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 4, !1590, !DIExpression(), !1765)
  br i1 %357, label %399, label %403, !dbg !1766

399:                                              ; preds = %397
  %400 = add nsw i64 %46, 4, !dbg !1769
  %401 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %400, !dbg !1768
  %402 = load i32, ptr %401, align 4, !dbg !1768, !tbaa !192
  br label %403, !dbg !1766

403:                                              ; preds = %399, %397
  %404 = phi i32 [ %402, %399 ], [ 0, %397 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 5, !1590, !DIExpression(), !1765)
  br i1 %361, label %405, label %409, !dbg !1766

405:                                              ; preds = %403
  %406 = add nsw i64 %46, 5, !dbg !1769
  %407 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %406, !dbg !1768
  %408 = load i32, ptr %407, align 4, !dbg !1768, !tbaa !192
  br label %409, !dbg !1766

409:                                              ; preds = %405, %403
  %410 = phi i32 [ %408, %405 ], [ 0, %403 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 6, !1590, !DIExpression(), !1765)
  br i1 %365, label %411, label %415, !dbg !1766

411:                                              ; preds = %409
  %412 = add nsw i64 %46, 6, !dbg !1769
  %413 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %412, !dbg !1768
  %414 = load i32, ptr %413, align 4, !dbg !1768, !tbaa !192
  br label %415, !dbg !1766

415:                                              ; preds = %411, %409
  %416 = phi i32 [ %414, %411 ], [ 0, %409 ], !dbg !1766
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 7, !1590, !DIExpression(), !1765)
  br i1 %372, label %417, label %421, !dbg !1766

417:                                              ; preds = %415
  %418 = add nsw i64 %46, 7, !dbg !1769
  %419 = getelementptr inbounds [64 x i32], ptr @data, i64 0, i64 %418, !dbg !1768
  %420 = load i32, ptr %419, align 4, !dbg !1768, !tbaa !192
  br label %421, !dbg !1766

421:                                              ; preds = %417, %415
  %422 = phi i32 [ %420, %417 ], [ 0, %415 ], !dbg !1766
  %423 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %424 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %425 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %426 = extractelement <8 x i32> %425, i64 5, !dbg !1759
  %427 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %428 = extractelement <8 x i32> %427, i64 4, !dbg !1759
  %429 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %430 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %431 = bitcast <4 x i64> %52 to <8 x i32>, !dbg !1759
  %432 = extractelement <8 x i32> %431, i64 1, !dbg !1759
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
    #dbg_value(i64 8, !1590, !DIExpression(), !1765)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #14, !dbg !1770
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %45, ptr noundef nonnull align 16 dereferenceable(32) @__const.avx2.out, i64 32, i1 false), !dbg !1771, !DIAssignID !1772
    #dbg_assign(i1 undef, !1592, !DIExpression(), !1772, ptr %45, !DIExpression(), !1596)
  call void @llvm.x86.avx2.maskstore.d.256(ptr nonnull %45, <8 x i32> %77, <8 x i32> %304), !dbg !1773
    #dbg_value(i64 3, !1593, !DIExpression(), !1774)
  %433 = shufflevector <8 x i32> %429, <8 x i32> %430, <4 x i32> <i32 3, i32 10, i32 poison, i32 poison>, !dbg !1775
  %434 = insertelement <4 x i32> %433, i32 %432, i64 2, !dbg !1775
  %435 = insertelement <4 x i32> %434, i32 %309, i64 3, !dbg !1775
  %436 = icmp slt <4 x i32> %435, zeroinitializer, !dbg !1775
  %437 = insertelement <4 x i32> poison, i32 %336, i64 0, !dbg !1777
  %438 = insertelement <4 x i32> %437, i32 %327, i64 1, !dbg !1777
  %439 = insertelement <4 x i32> %438, i32 %318, i64 2, !dbg !1777
  %440 = insertelement <4 x i32> %439, i32 %306, i64 3, !dbg !1777
  %441 = select <4 x i1> %436, <4 x i32> %440, <4 x i32> <i32 4, i32 3, i32 2, i32 1>, !dbg !1777
    #dbg_value(i64 7, !1593, !DIExpression(), !1774)
  %442 = load <8 x i32>, ptr %45, align 16, !dbg !1778, !tbaa !192
  %443 = shufflevector <8 x i32> %423, <8 x i32> %424, <4 x i32> <i32 7, i32 14, i32 poison, i32 poison>, !dbg !1775
  %444 = insertelement <4 x i32> %443, i32 %426, i64 2, !dbg !1775
  %445 = insertelement <4 x i32> %444, i32 %428, i64 3, !dbg !1775
  %446 = icmp slt <4 x i32> %445, zeroinitializer, !dbg !1775
  %447 = select <4 x i1> %446, <4 x i32> %355, <4 x i32> <i32 8, i32 7, i32 6, i32 5>, !dbg !1777
  %448 = tail call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %76, <8 x i32> %243), !dbg !1732
    #dbg_value(<8 x i32> %448, !1571, !DIExpression(), !1596)
    #dbg_value(<8 x i32> %448, !1575, !DIExpression(), !1596)
  %449 = insertelement <8 x i32> poison, i32 %247, i64 0, !dbg !1779
  %450 = insertelement <8 x i32> %449, i32 %251, i64 1, !dbg !1779
  %451 = insertelement <8 x i32> %450, i32 %255, i64 2, !dbg !1779
  %452 = insertelement <8 x i32> %451, i32 %259, i64 3, !dbg !1779
  %453 = insertelement <8 x i32> %452, i32 %263, i64 4, !dbg !1779
  %454 = insertelement <8 x i32> %453, i32 %267, i64 5, !dbg !1779
  %455 = insertelement <8 x i32> %454, i32 %271, i64 6, !dbg !1779
  %456 = insertelement <8 x i32> %455, i32 %275, i64 7, !dbg !1779
  %457 = icmp eq <8 x i32> %448, %456, !dbg !1779
  %458 = tail call i32 @llvm.x86.avx.ptestz.256(<4 x i64> %48, <4 x i64> %52), !dbg !1780
  %459 = tail call i32 @llvm.x86.sse41.ptestz(<2 x i64> %56, <2 x i64> %58), !dbg !1781
  %460 = tail call i32 @llvm.x86.sse41.ptestz(<2 x i64> %55, <2 x i64> %57), !dbg !1782
  %461 = and i32 %459, %460, !dbg !1783
  %462 = icmp eq i32 %458, %461, !dbg !1784
  %463 = bitcast <8 x float> %54 to <8 x i32>, !dbg !1785
  %464 = shufflevector <8 x i32> %463, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !1785
  %465 = icmp slt <4 x i32> %464, zeroinitializer, !dbg !1785
  %466 = bitcast <4 x i1> %465 to i4, !dbg !1785
  %467 = zext i4 %466 to i32, !dbg !1785
  %468 = shl nuw nsw i32 %467, 4, !dbg !1786
  %469 = bitcast <8 x float> %54 to <8 x i32>, !dbg !1787
  %470 = shufflevector <8 x i32> %469, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !1787
  %471 = icmp slt <4 x i32> %470, zeroinitializer, !dbg !1787
  %472 = bitcast <4 x i1> %471 to i4, !dbg !1787
  %473 = zext i4 %472 to i32, !dbg !1787
  %474 = or disjoint i32 %468, %473, !dbg !1788
  %475 = bitcast <8 x float> %54 to <8 x i32>, !dbg !1789
  %476 = icmp slt <8 x i32> %475, zeroinitializer, !dbg !1789
  %477 = bitcast <8 x i1> %476 to i8, !dbg !1789
  %478 = zext i8 %477 to i32, !dbg !1789
  %479 = icmp eq i32 %474, %478, !dbg !1790
  %480 = icmp slt <16 x i8> %99, zeroinitializer, !dbg !1791
  %481 = bitcast <16 x i1> %480 to i16, !dbg !1791
  %482 = zext i16 %481 to i32, !dbg !1791
  %483 = shl nuw i32 %482, 16, !dbg !1792
  %484 = icmp slt <16 x i8> %96, zeroinitializer, !dbg !1793
  %485 = bitcast <16 x i1> %484 to i16, !dbg !1793
  %486 = zext i16 %485 to i32, !dbg !1793
  %487 = or disjoint i32 %483, %486, !dbg !1794
  %488 = icmp slt <32 x i8> %93, zeroinitializer, !dbg !1795
  %489 = bitcast <32 x i1> %488 to i32, !dbg !1795
  %490 = icmp eq i32 %487, %489, !dbg !1796
  %491 = freeze <8 x i1> %457, !dbg !1797
  %492 = bitcast <8 x i1> %491 to i8, !dbg !1797
  %493 = icmp eq i8 %492, -1, !dbg !1797
  %494 = freeze i1 %462, !dbg !1797
  %495 = and i1 %493, %494, !dbg !1797
  %496 = freeze i1 %479, !dbg !1797
  %497 = and i1 %495, %496, !dbg !1797
  %498 = select i1 %497, i1 %490, i1 false, !dbg !1797
  %499 = and i1 %75, %92, !dbg !1672
    #dbg_value(i1 %499, !1514, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1596)
  %500 = and i1 %499, %109, !dbg !1677
    #dbg_value(i1 %500, !1514, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1596)
  %501 = select i1 %500, i32 %121, i32 0, !dbg !1682
    #dbg_value(i32 %501, !1514, !DIExpression(), !1596)
  %502 = and i32 %133, %501, !dbg !1687
    #dbg_value(i32 %502, !1514, !DIExpression(), !1596)
  %503 = and i32 %502, %151, !dbg !1692
    #dbg_value(i32 %503, !1514, !DIExpression(), !1596)
  %504 = and i32 %503, %166, !dbg !1697
    #dbg_value(i32 %504, !1514, !DIExpression(), !1596)
  %505 = and i32 %504, %178, !dbg !1702
    #dbg_value(i32 %505, !1514, !DIExpression(), !1596)
  %506 = and i32 %505, %190, !dbg !1707
    #dbg_value(i32 %506, !1514, !DIExpression(), !1596)
  %507 = and i32 %506, %202, !dbg !1712
    #dbg_value(i32 %507, !1514, !DIExpression(), !1596)
  %508 = and i32 %507, %214, !dbg !1717
    #dbg_value(i32 %508, !1514, !DIExpression(), !1596)
  %509 = and i32 %508, %229, !dbg !1722
    #dbg_value(i32 %509, !1514, !DIExpression(), !1596)
  %510 = and i32 %509, %241, !dbg !1727
    #dbg_value(i32 %510, !1514, !DIExpression(), !1596)
  %511 = select i1 %498, i32 %510, i32 0, !dbg !1797
    #dbg_value(i32 %511, !1514, !DIExpression(), !1596)
  %512 = and i32 %286, %511, !dbg !1798
    #dbg_value(i32 %512, !1514, !DIExpression(), !1596)
  %513 = shufflevector <8 x i32> %376, <8 x i32> %305, <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !1799
  %514 = shufflevector <8 x i32> %287, <8 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !1799
  %515 = shufflevector <32 x i32> %513, <32 x i32> %514, <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39>, !dbg !1799
  %516 = shufflevector <8 x i32> %442, <8 x i32> poison, <32 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !1799
  %517 = shufflevector <32 x i32> %516, <32 x i32> %515, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !1799
  %518 = insertelement <32 x i32> poison, i32 %380, i64 8, !dbg !1799
  %519 = insertelement <32 x i32> %518, i32 %386, i64 9, !dbg !1799
  %520 = insertelement <32 x i32> %519, i32 %392, i64 10, !dbg !1799
  %521 = insertelement <32 x i32> %520, i32 %398, i64 11, !dbg !1799
  %522 = insertelement <32 x i32> %521, i32 %404, i64 12, !dbg !1799
  %523 = insertelement <32 x i32> %522, i32 %410, i64 13, !dbg !1799
  %524 = insertelement <32 x i32> %523, i32 %416, i64 14, !dbg !1799
  %525 = insertelement <32 x i32> %524, i32 %316, i64 16, !dbg !1799
  %526 = insertelement <32 x i32> %525, i32 %325, i64 17, !dbg !1799
  %527 = insertelement <32 x i32> %526, i32 %334, i64 18, !dbg !1799
  %528 = insertelement <32 x i32> %527, i32 %343, i64 19, !dbg !1799
  %529 = insertelement <32 x i32> %528, i32 %360, i64 20, !dbg !1799
  %530 = insertelement <32 x i32> %529, i32 %364, i64 21, !dbg !1799
  %531 = insertelement <32 x i32> %530, i32 %368, i64 22, !dbg !1799
  %532 = insertelement <32 x i32> %531, i32 %375, i64 23, !dbg !1799
  %533 = insertelement <32 x i32> %532, i32 %289, i64 24, !dbg !1799
  %534 = insertelement <32 x i32> %533, i32 %291, i64 25, !dbg !1799
  %535 = insertelement <32 x i32> %534, i32 %293, i64 26, !dbg !1799
  %536 = insertelement <32 x i32> %535, i32 %295, i64 27, !dbg !1799
  %537 = insertelement <32 x i32> %536, i32 %297, i64 28, !dbg !1799
  %538 = insertelement <32 x i32> %537, i32 %299, i64 29, !dbg !1799
  %539 = insertelement <32 x i32> %538, i32 %301, i64 30, !dbg !1799
  %540 = insertelement <32 x i32> %539, i32 %303, i64 31, !dbg !1799
  %541 = shufflevector <4 x i32> %447, <4 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !1799
  %542 = shufflevector <32 x i32> %541, <32 x i32> %540, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>, !dbg !1799
  %543 = shufflevector <4 x i32> %441, <4 x i32> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !1799
  %544 = shufflevector <32 x i32> %542, <32 x i32> %543, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 32, i32 33, i32 34, i32 35, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>, !dbg !1799
  %545 = insertelement <32 x i32> %544, i32 %422, i64 15, !dbg !1799
  %546 = icmp eq <32 x i32> %517, %545, !dbg !1799
    #dbg_value(i32 poison, !1514, !DIExpression(), !1596)
  %547 = freeze <32 x i1> %546, !dbg !1800
  %548 = bitcast <32 x i1> %547 to i32, !dbg !1800
  %549 = icmp eq i32 %548, -1, !dbg !1800
  %550 = select i1 %549, i32 %512, i32 0, !dbg !1800
    #dbg_value(i32 %550, !1514, !DIExpression(), !1596)
    #dbg_value(i64 8, !1593, !DIExpression(), !1774)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #14, !dbg !1801
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44), !dbg !1801
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #14, !dbg !1801
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #14, !dbg !1801
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14, !dbg !1801
  ret i32 %550, !dbg !1802
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x i64> @llvm.x86.sse2.psrli.q(<2 x i64>, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psll.w(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.min.ps(<4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse2.max.sd(<2 x double>, <2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvtpd2dq(<2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.sse2.cvttpd2dq(<2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse2.cvtpd2ps(<2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.cvtss2si(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse.cvttss2si(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse2.cvtsd2si(<2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.sse.cvtss2si64(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.sse2.cvtsd2si64(<2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rcp.ps(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.sadd.sat.v16i8(<16 x i8>, <16 x i8>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse41.round.pd(<2 x double>, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.round.ss(<4 x float>, <4 x float>, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse41.dppd(<2 x double>, <2 x double>, i8 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8>, <16 x i8>, i8 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double>, <2 x double>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32>, <4 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32>, <4 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8>, <16 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32>, <4 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.abs.v16i8(<16 x i8>, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestz(<2 x i64>, <2 x i64>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestc(<2 x i64>, <2 x i64>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.sse41.ptestnzc(<2 x i64>, <2 x i64>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32>, <4 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i32> @llvm.x86.avx2.gather.d.d.256(<8 x i32>, ptr, <8 x i32>, <8 x i32>, i8 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32>, <8 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>, <32 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <8 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i8> @llvm.x86.avx2.pblendvb(<32 x i8>, <32 x i8>, <32 x i8>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32>, <8 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16>, <16 x i16>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.x86.avx.ptestz.256(<4 x i64>, <4 x i64>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.x86.avx2.maskload.d.256(ptr, <8 x i32>) #10

; Function Attrs: nounwind memory(argmem: readwrite)
declare void @llvm.x86.avx2.maskstore.d.256(ptr, <8 x i32>, <8 x i32>) #11

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #13

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nounwind memory(read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #11 = { nounwind memory(argmem: readwrite) }
attributes #12 = { nofree nounwind willreturn memory(argmem: read) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!139, !140, !141, !142, !143, !144, !145}
!llvm.ident = !{!146}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 22, type: !138, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !106, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/x86_intrinsics.c", directory: ".", checksumkind: CSK_MD5, checksum: "b00104a2a1bdeb17f95ed7533917e91a")
!4 = !{!5, !10, !9, !11, !12, !14, !20, !21, !26, !31, !32, !33, !39, !46, !49, !50, !55, !57, !60, !61, !62, !65, !67, !64, !17, !69, !74, !71, !75, !76, !78, !79, !81, !83, !89, !95, !97, !101, !103, !105}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128i", file: !15, line: 20, baseType: !16, align: 128)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/emmintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "3b8cc71610900a890b80a5728ae6f65c")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, flags: DIFlagVector, elements: !18)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v2di", file: !15, line: 28, baseType: !16)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4si", file: !22, line: 19, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/xmmintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "6d1f3318befe69a245cc0ddc3ca336d4")
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8hi", file: !15, line: 29, baseType: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, flags: DIFlagVector, elements: !29)
!28 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DISubrange(count: 8)
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_si128", file: !15, line: 3441, size: 128, elements: !36)
!36 = !{!37}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !35, file: !15, line: 3442, baseType: !38, size: 128, align: 8)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128i_u", file: !15, line: 23, baseType: !16, align: 8)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_ps", file: !22, line: 1857, size: 128, elements: !42)
!42 = !{!43}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !41, file: !22, line: 1858, baseType: !44, size: 128, align: 8)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128_u", file: !22, line: 23, baseType: !45, align: 8)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, flags: DIFlagVector, elements: !24)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128d", file: !15, line: 19, baseType: !47, align: 128)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, flags: DIFlagVector, elements: !18)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4sf", file: !22, line: 20, baseType: !45)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16qi", file: !15, line: 30, baseType: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 128, flags: DIFlagVector, elements: !53)
!52 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8hu", file: !15, line: 34, baseType: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 128, flags: DIFlagVector, elements: !29)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16qs", file: !15, line: 39, baseType: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 128, flags: DIFlagVector, elements: !53)
!59 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m128", file: !22, line: 21, baseType: !45, align: 128)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v2df", file: !15, line: 27, baseType: !47)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16qu", file: !15, line: 35, baseType: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 128, flags: DIFlagVector, elements: !53)
!64 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4su", file: !22, line: 26, baseType: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 128, flags: DIFlagVector, elements: !24)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v2du", file: !15, line: 33, baseType: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, flags: DIFlagVector, elements: !18)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256i", file: !72, line: 36, baseType: !73, align: 256)
!72 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/avxintrin.h", directory: "", checksumkind: CSK_MD5, checksum: "a79eac168c6d1e8feccd7c4cbd96d839")
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, flags: DIFlagVector, elements: !24)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4di", file: !72, line: 19, baseType: !73)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8sf", file: !72, line: 18, baseType: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 256, flags: DIFlagVector, elements: !29)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256", file: !72, line: 34, baseType: !77, align: 256)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v8si", file: !72, line: 20, baseType: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, flags: DIFlagVector, elements: !29)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_si256", file: !72, line: 3233, size: 256, elements: !86)
!86 = !{!87}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !85, file: !72, line: 3234, baseType: !88, size: 256, align: 8)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256i_u", file: !72, line: 40, baseType: !73, align: 8)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__loadu_ps", file: !72, line: 3197, size: 256, elements: !92)
!92 = !{!93}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__v", scope: !91, file: !72, line: 3198, baseType: !94, size: 256, align: 8)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__m256_u", file: !72, line: 38, baseType: !77, align: 8)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v16hi", file: !72, line: 21, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 256, flags: DIFlagVector, elements: !53)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v32qi", file: !72, line: 22, baseType: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 256, flags: DIFlagVector, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 32)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__v4du", file: !72, line: 25, baseType: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, flags: DIFlagVector, elements: !24)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!106 = !{!107, !112, !114, !119, !124, !0, !127, !132}
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 112, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 14)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !109, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 72, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 9)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 56, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 7)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 64, elements: !29)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "fdata", scope: !2, file: !3, line: 23, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 2048, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 64)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "hash", scope: !2, file: !3, line: 15, type: !134, isLocal: true, isDefinition: true)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !135, line: 27, baseType: !136)
!135 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !137)
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !130)
!139 = !{i32 7, !"Dwarf Version", i32 5}
!140 = !{i32 2, !"Debug Info Version", i32 3}
!141 = !{i32 1, !"wchar_size", i32 4}
!142 = !{i32 8, !"PIC Level", i32 2}
!143 = !{i32 7, !"PIE Level", i32 2}
!144 = !{i32 7, !"uwtable", i32 2}
!145 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!146 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!147 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 152, type: !148, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!9}
!150 = !{!151, !154, !156, !158, !161, !162}
!151 = !DILocalVariable(name: "s", scope: !147, file: !3, line: 153, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !135, line: 26, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !31)
!154 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 154, type: !9)
!155 = distinct !DILexicalBlock(scope: !147, file: !3, line: 154, column: 5)
!156 = !DILocalVariable(name: "k", scope: !157, file: !3, line: 160, type: !9)
!157 = distinct !DILexicalBlock(scope: !147, file: !3, line: 160, column: 5)
!158 = !DILocalVariable(name: "k", scope: !159, file: !3, line: 163, type: !9)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 163, column: 9)
!160 = distinct !DILexicalBlock(scope: !147, file: !3, line: 162, column: 9)
!161 = !DILocalVariable(name: "ok", scope: !147, file: !3, line: 165, type: !9)
!162 = !DILocalVariable(name: "k", scope: !163, file: !3, line: 167, type: !9)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 167, column: 9)
!164 = distinct !DILexicalBlock(scope: !147, file: !3, line: 166, column: 9)
!165 = !DILocation(line: 0, scope: !147)
!166 = !DILocation(line: 0, scope: !155)
!167 = !DILocation(line: 154, column: 5, scope: !155)
!168 = !DILocation(line: 159, column: 14, scope: !147)
!169 = !{!170, !170, i64 0}
!170 = !{!"float", !171, i64 0}
!171 = !{!"omnipotent char", !172, i64 0}
!172 = !{!"Simple C/C++ TBAA"}
!173 = !DILocation(line: 0, scope: !157)
!174 = !DILocation(line: 160, column: 34, scope: !175)
!175 = distinct !DILexicalBlock(scope: !157, file: !3, line: 160, column: 5)
!176 = !DILocation(line: 161, column: 50, scope: !147)
!177 = !{!178, !178, i64 0}
!178 = !{!"long", !171, i64 0}
!179 = !DILocation(line: 161, column: 5, scope: !147)
!180 = !DILocation(line: 162, column: 9, scope: !160)
!181 = !DILocation(line: 162, column: 42, scope: !160)
!182 = !DILocation(line: 155, column: 16, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 154, column: 34)
!184 = distinct !DILexicalBlock(scope: !155, file: !3, line: 154, column: 5)
!185 = !DILocation(line: 155, column: 11, scope: !183)
!186 = !DILocation(line: 155, column: 30, scope: !183)
!187 = !DILocation(line: 155, column: 25, scope: !183)
!188 = !DILocation(line: 155, column: 44, scope: !183)
!189 = !DILocation(line: 155, column: 39, scope: !183)
!190 = !DILocation(line: 156, column: 9, scope: !183)
!191 = !DILocation(line: 156, column: 17, scope: !183)
!192 = !{!193, !193, i64 0}
!193 = !{!"int", !171, i64 0}
!194 = !DILocation(line: 157, column: 35, scope: !183)
!195 = !DILocation(line: 157, column: 43, scope: !183)
!196 = !DILocation(line: 157, column: 20, scope: !183)
!197 = !DILocation(line: 157, column: 52, scope: !183)
!198 = !DILocation(line: 157, column: 9, scope: !183)
!199 = !DILocation(line: 157, column: 18, scope: !183)
!200 = !DILocation(line: 154, column: 30, scope: !184)
!201 = !DILocation(line: 154, column: 23, scope: !184)
!202 = distinct !{!202, !167, !203, !204}
!203 = !DILocation(line: 158, column: 5, scope: !155)
!204 = !{!"llvm.loop.mustprogress"}
!205 = !DILocation(line: 0, scope: !159)
!206 = !DILocation(line: 163, column: 38, scope: !207)
!207 = distinct !DILexicalBlock(scope: !159, file: !3, line: 163, column: 9)
!208 = !DILocation(line: 164, column: 50, scope: !147)
!209 = !DILocation(line: 164, column: 5, scope: !147)
!210 = !DILocation(line: 166, column: 9, scope: !164)
!211 = !DILocation(line: 166, column: 9, scope: !147)
!212 = !DILocation(line: 168, column: 25, scope: !147)
!213 = !DILocation(line: 167, column: 50, scope: !163)
!214 = !DILocation(line: 0, scope: !163)
!215 = !DILocation(line: 167, column: 44, scope: !216)
!216 = distinct !DILexicalBlock(scope: !163, file: !3, line: 167, column: 9)
!217 = !DILocation(line: 167, column: 41, scope: !216)
!218 = !DILocation(line: 167, column: 34, scope: !216)
!219 = !DILocation(line: 167, column: 27, scope: !216)
!220 = !DILocation(line: 167, column: 9, scope: !163)
!221 = distinct !{!221, !220, !213, !204}
!222 = !DILocation(line: 165, column: 9, scope: !147)
!223 = !DILocation(line: 168, column: 5, scope: !147)
!224 = !DILocation(line: 169, column: 18, scope: !147)
!225 = !DILocation(line: 169, column: 12, scope: !147)
!226 = !DILocation(line: 169, column: 5, scope: !147)
!227 = distinct !DISubprogram(name: "sse2", scope: !3, file: !3, line: 25, type: !228, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !9}
!230 = !{!231, !232, !233, !234, !235, !236, !237, !238, !240, !242, !244, !246, !248, !250, !252, !254, !256, !258, !260, !262, !264, !266, !268, !270, !272, !274, !276, !278, !280, !282, !284, !285, !287, !289, !291, !293, !295, !297, !299, !301, !303, !305, !307, !309, !310, !312, !314, !316, !318, !320, !322, !324, !326, !328, !330, !332, !334, !336, !338, !340, !342, !344, !346, !348, !349, !351, !352, !354, !356, !357, !358, !359, !360, !362, !364, !366, !368, !370, !372, !374, !376}
!231 = !DILocalVariable(name: "k", arg: 1, scope: !227, file: !3, line: 25, type: !9)
!232 = !DILocalVariable(name: "a", scope: !227, file: !3, line: 26, type: !14)
!233 = !DILocalVariable(name: "b", scope: !227, file: !3, line: 27, type: !14)
!234 = !DILocalVariable(name: "x", scope: !227, file: !3, line: 28, type: !60)
!235 = !DILocalVariable(name: "y", scope: !227, file: !3, line: 28, type: !60)
!236 = !DILocalVariable(name: "dx", scope: !227, file: !3, line: 29, type: !46)
!237 = !DILocalVariable(name: "dy", scope: !227, file: !3, line: 29, type: !46)
!238 = !DILocalVariable(name: "t_", scope: !239, file: !3, line: 30, type: !14)
!239 = distinct !DILexicalBlock(scope: !227, file: !3, line: 30, column: 5)
!240 = !DILocalVariable(name: "t_", scope: !241, file: !3, line: 30, type: !14)
!241 = distinct !DILexicalBlock(scope: !227, file: !3, line: 30, column: 34)
!242 = !DILocalVariable(name: "t_", scope: !243, file: !3, line: 30, type: !14)
!243 = distinct !DILexicalBlock(scope: !227, file: !3, line: 30, column: 63)
!244 = !DILocalVariable(name: "t_", scope: !245, file: !3, line: 31, type: !14)
!245 = distinct !DILexicalBlock(scope: !227, file: !3, line: 31, column: 5)
!246 = !DILocalVariable(name: "t_", scope: !247, file: !3, line: 31, type: !14)
!247 = distinct !DILexicalBlock(scope: !227, file: !3, line: 31, column: 33)
!248 = !DILocalVariable(name: "t_", scope: !249, file: !3, line: 31, type: !14)
!249 = distinct !DILexicalBlock(scope: !227, file: !3, line: 31, column: 59)
!250 = !DILocalVariable(name: "t_", scope: !251, file: !3, line: 32, type: !14)
!251 = distinct !DILexicalBlock(scope: !227, file: !3, line: 32, column: 5)
!252 = !DILocalVariable(name: "t_", scope: !253, file: !3, line: 32, type: !14)
!253 = distinct !DILexicalBlock(scope: !227, file: !3, line: 32, column: 32)
!254 = !DILocalVariable(name: "t_", scope: !255, file: !3, line: 32, type: !14)
!255 = distinct !DILexicalBlock(scope: !227, file: !3, line: 32, column: 61)
!256 = !DILocalVariable(name: "t_", scope: !257, file: !3, line: 33, type: !14)
!257 = distinct !DILexicalBlock(scope: !227, file: !3, line: 33, column: 5)
!258 = !DILocalVariable(name: "t_", scope: !259, file: !3, line: 33, type: !14)
!259 = distinct !DILexicalBlock(scope: !227, file: !3, line: 33, column: 32)
!260 = !DILocalVariable(name: "t_", scope: !261, file: !3, line: 34, type: !14)
!261 = distinct !DILexicalBlock(scope: !227, file: !3, line: 34, column: 5)
!262 = !DILocalVariable(name: "t_", scope: !263, file: !3, line: 34, type: !14)
!263 = distinct !DILexicalBlock(scope: !227, file: !3, line: 34, column: 33)
!264 = !DILocalVariable(name: "t_", scope: !265, file: !3, line: 34, type: !14)
!265 = distinct !DILexicalBlock(scope: !227, file: !3, line: 34, column: 61)
!266 = !DILocalVariable(name: "t_", scope: !267, file: !3, line: 35, type: !14)
!267 = distinct !DILexicalBlock(scope: !227, file: !3, line: 35, column: 5)
!268 = !DILocalVariable(name: "t_", scope: !269, file: !3, line: 35, type: !14)
!269 = distinct !DILexicalBlock(scope: !227, file: !3, line: 35, column: 33)
!270 = !DILocalVariable(name: "t_", scope: !271, file: !3, line: 35, type: !14)
!271 = distinct !DILexicalBlock(scope: !227, file: !3, line: 35, column: 62)
!272 = !DILocalVariable(name: "t_", scope: !273, file: !3, line: 36, type: !14)
!273 = distinct !DILexicalBlock(scope: !227, file: !3, line: 36, column: 5)
!274 = !DILocalVariable(name: "t_", scope: !275, file: !3, line: 36, type: !14)
!275 = distinct !DILexicalBlock(scope: !227, file: !3, line: 36, column: 34)
!276 = !DILocalVariable(name: "t_", scope: !277, file: !3, line: 36, type: !14)
!277 = distinct !DILexicalBlock(scope: !227, file: !3, line: 36, column: 62)
!278 = !DILocalVariable(name: "t_", scope: !279, file: !3, line: 37, type: !14)
!279 = distinct !DILexicalBlock(scope: !227, file: !3, line: 37, column: 5)
!280 = !DILocalVariable(name: "t_", scope: !281, file: !3, line: 37, type: !14)
!281 = distinct !DILexicalBlock(scope: !227, file: !3, line: 37, column: 38)
!282 = !DILocalVariable(name: "t_", scope: !283, file: !3, line: 37, type: !14)
!283 = distinct !DILexicalBlock(scope: !227, file: !3, line: 37, column: 71)
!284 = !DILocalVariable(name: "cnt", scope: !227, file: !3, line: 38, type: !14)
!285 = !DILocalVariable(name: "t_", scope: !286, file: !3, line: 39, type: !14)
!286 = distinct !DILexicalBlock(scope: !227, file: !3, line: 39, column: 5)
!287 = !DILocalVariable(name: "t_", scope: !288, file: !3, line: 39, type: !14)
!288 = distinct !DILexicalBlock(scope: !227, file: !3, line: 39, column: 34)
!289 = !DILocalVariable(name: "t_", scope: !290, file: !3, line: 39, type: !14)
!290 = distinct !DILexicalBlock(scope: !227, file: !3, line: 39, column: 63)
!291 = !DILocalVariable(name: "t_", scope: !292, file: !3, line: 40, type: !14)
!292 = distinct !DILexicalBlock(scope: !227, file: !3, line: 40, column: 5)
!293 = !DILocalVariable(name: "t_", scope: !294, file: !3, line: 41, type: !14)
!294 = distinct !DILexicalBlock(scope: !227, file: !3, line: 41, column: 5)
!295 = !DILocalVariable(name: "t_", scope: !296, file: !3, line: 41, type: !14)
!296 = distinct !DILexicalBlock(scope: !227, file: !3, line: 41, column: 33)
!297 = !DILocalVariable(name: "t_", scope: !298, file: !3, line: 42, type: !14)
!298 = distinct !DILexicalBlock(scope: !227, file: !3, line: 42, column: 5)
!299 = !DILocalVariable(name: "t_", scope: !300, file: !3, line: 42, type: !14)
!300 = distinct !DILexicalBlock(scope: !227, file: !3, line: 42, column: 39)
!301 = !DILocalVariable(name: "t_", scope: !302, file: !3, line: 42, type: !14)
!302 = distinct !DILexicalBlock(scope: !227, file: !3, line: 42, column: 75)
!303 = !DILocalVariable(name: "t_", scope: !304, file: !3, line: 43, type: !14)
!304 = distinct !DILexicalBlock(scope: !227, file: !3, line: 43, column: 5)
!305 = !DILocalVariable(name: "t_", scope: !306, file: !3, line: 43, type: !14)
!306 = distinct !DILexicalBlock(scope: !227, file: !3, line: 43, column: 36)
!307 = !DILocalVariable(name: "t_", scope: !308, file: !3, line: 43, type: !14)
!308 = distinct !DILexicalBlock(scope: !227, file: !3, line: 43, column: 68)
!309 = !DILocalVariable(name: "m", scope: !227, file: !3, line: 44, type: !9)
!310 = !DILocalVariable(name: "t_", scope: !311, file: !3, line: 44, type: !9)
!311 = distinct !DILexicalBlock(scope: !227, file: !3, line: 44, column: 54)
!312 = !DILocalVariable(name: "t_", scope: !313, file: !3, line: 45, type: !9)
!313 = distinct !DILexicalBlock(scope: !227, file: !3, line: 45, column: 46)
!314 = !DILocalVariable(name: "t_", scope: !315, file: !3, line: 46, type: !9)
!315 = distinct !DILexicalBlock(scope: !227, file: !3, line: 46, column: 48)
!316 = !DILocalVariable(name: "t_", scope: !317, file: !3, line: 47, type: !60)
!317 = distinct !DILexicalBlock(scope: !227, file: !3, line: 47, column: 5)
!318 = !DILocalVariable(name: "t_", scope: !319, file: !3, line: 47, type: !60)
!319 = distinct !DILexicalBlock(scope: !227, file: !3, line: 47, column: 29)
!320 = !DILocalVariable(name: "t_", scope: !321, file: !3, line: 47, type: !60)
!321 = distinct !DILexicalBlock(scope: !227, file: !3, line: 47, column: 53)
!322 = !DILocalVariable(name: "t_", scope: !323, file: !3, line: 47, type: !46)
!323 = distinct !DILexicalBlock(scope: !227, file: !3, line: 47, column: 77)
!324 = !DILocalVariable(name: "t_", scope: !325, file: !3, line: 48, type: !14)
!325 = distinct !DILexicalBlock(scope: !227, file: !3, line: 48, column: 5)
!326 = !DILocalVariable(name: "t_", scope: !327, file: !3, line: 48, type: !14)
!327 = distinct !DILexicalBlock(scope: !227, file: !3, line: 48, column: 32)
!328 = !DILocalVariable(name: "t_", scope: !329, file: !3, line: 49, type: !60)
!329 = distinct !DILexicalBlock(scope: !227, file: !3, line: 49, column: 5)
!330 = !DILocalVariable(name: "t_", scope: !331, file: !3, line: 49, type: !60)
!331 = distinct !DILexicalBlock(scope: !227, file: !3, line: 49, column: 34)
!332 = !DILocalVariable(name: "t_", scope: !333, file: !3, line: 49, type: !46)
!333 = distinct !DILexicalBlock(scope: !227, file: !3, line: 49, column: 61)
!334 = !DILocalVariable(name: "t_", scope: !335, file: !3, line: 50, type: !14)
!335 = distinct !DILexicalBlock(scope: !227, file: !3, line: 50, column: 5)
!336 = !DILocalVariable(name: "t_", scope: !337, file: !3, line: 51, type: !14)
!337 = distinct !DILexicalBlock(scope: !227, file: !3, line: 51, column: 5)
!338 = !DILocalVariable(name: "t_", scope: !339, file: !3, line: 52, type: !14)
!339 = distinct !DILexicalBlock(scope: !227, file: !3, line: 52, column: 5)
!340 = !DILocalVariable(name: "t_", scope: !341, file: !3, line: 52, type: !14)
!341 = distinct !DILexicalBlock(scope: !227, file: !3, line: 52, column: 32)
!342 = !DILocalVariable(name: "t_", scope: !343, file: !3, line: 52, type: !60)
!343 = distinct !DILexicalBlock(scope: !227, file: !3, line: 52, column: 60)
!344 = !DILocalVariable(name: "t_", scope: !345, file: !3, line: 53, type: !60)
!345 = distinct !DILexicalBlock(scope: !227, file: !3, line: 53, column: 5)
!346 = !DILocalVariable(name: "t_", scope: !347, file: !3, line: 53, type: !46)
!347 = distinct !DILexicalBlock(scope: !227, file: !3, line: 53, column: 31)
!348 = !DILocalVariable(name: "s", scope: !227, file: !3, line: 54, type: !31)
!349 = !DILocalVariable(name: "t_", scope: !350, file: !3, line: 54, type: !31)
!350 = distinct !DILexicalBlock(scope: !227, file: !3, line: 54, column: 109)
!351 = !DILocalVariable(name: "l", scope: !227, file: !3, line: 55, type: !11)
!352 = !DILocalVariable(name: "t_", scope: !353, file: !3, line: 55, type: !11)
!353 = distinct !DILexicalBlock(scope: !227, file: !3, line: 55, column: 108)
!354 = !DILocalVariable(name: "t_", scope: !355, file: !3, line: 56, type: !60)
!355 = distinct !DILexicalBlock(scope: !227, file: !3, line: 56, column: 5)
!356 = !DILocalVariable(name: "v", scope: !227, file: !3, line: 58, type: !60)
!357 = !DILocalVariable(name: "r", scope: !227, file: !3, line: 59, type: !10)
!358 = !DILocalVariable(name: "q", scope: !227, file: !3, line: 60, type: !10)
!359 = !DILocalVariable(name: "close", scope: !227, file: !3, line: 61, type: !9)
!360 = !DILocalVariable(name: "t_", scope: !361, file: !3, line: 62, type: !9)
!361 = distinct !DILexicalBlock(scope: !227, file: !3, line: 62, column: 5)
!362 = !DILocalVariable(name: "t_", scope: !363, file: !3, line: 63, type: !9)
!363 = distinct !DILexicalBlock(scope: !227, file: !3, line: 63, column: 5)
!364 = !DILocalVariable(name: "t_", scope: !365, file: !3, line: 63, type: !14)
!365 = distinct !DILexicalBlock(scope: !227, file: !3, line: 63, column: 36)
!366 = !DILocalVariable(name: "t_", scope: !367, file: !3, line: 64, type: !9)
!367 = distinct !DILexicalBlock(scope: !227, file: !3, line: 64, column: 5)
!368 = !DILocalVariable(name: "t_", scope: !369, file: !3, line: 64, type: !17)
!369 = distinct !DILexicalBlock(scope: !227, file: !3, line: 64, column: 33)
!370 = !DILocalVariable(name: "t_", scope: !371, file: !3, line: 65, type: !14)
!371 = distinct !DILexicalBlock(scope: !227, file: !3, line: 65, column: 5)
!372 = !DILocalVariable(name: "t_", scope: !373, file: !3, line: 65, type: !14)
!373 = distinct !DILexicalBlock(scope: !227, file: !3, line: 65, column: 32)
!374 = !DILocalVariable(name: "t_", scope: !375, file: !3, line: 66, type: !14)
!375 = distinct !DILexicalBlock(scope: !227, file: !3, line: 66, column: 5)
!376 = !DILocalVariable(name: "t_", scope: !377, file: !3, line: 66, type: !14)
!377 = distinct !DILexicalBlock(scope: !227, file: !3, line: 66, column: 35)
!378 = !DILocation(line: 0, scope: !227)
!379 = !DILocation(line: 26, column: 51, scope: !227)
!380 = !DILocation(line: 26, column: 17, scope: !227)
!381 = !{!171, !171, i64 0}
!382 = !DILocation(line: 27, column: 58, scope: !227)
!383 = !DILocation(line: 27, column: 51, scope: !227)
!384 = !DILocation(line: 27, column: 17, scope: !227)
!385 = !DILocation(line: 28, column: 30, scope: !227)
!386 = !DILocation(line: 28, column: 16, scope: !227)
!387 = !DILocation(line: 28, column: 59, scope: !227)
!388 = !DILocation(line: 28, column: 45, scope: !227)
!389 = !DILocation(line: 29, column: 18, scope: !227)
!390 = !DILocation(line: 29, column: 40, scope: !227)
!391 = !DILocation(line: 30, column: 5, scope: !239)
!392 = !DILocation(line: 0, scope: !239)
!393 = !DILocalVariable(name: "p", arg: 1, scope: !394, file: !3, line: 16, type: !397)
!394 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 16, type: !395, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !401)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !397, !399}
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !400, line: 18, baseType: !137)
!400 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!401 = !{!393, !402, !403, !406}
!402 = !DILocalVariable(name: "n", arg: 2, scope: !394, file: !3, line: 16, type: !399)
!403 = !DILocalVariable(name: "b", scope: !394, file: !3, line: 17, type: !404)
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!406 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 18, type: !399)
!407 = distinct !DILexicalBlock(scope: !394, file: !3, line: 18, column: 5)
!408 = !DILocation(line: 0, scope: !394, inlinedAt: !409)
!409 = distinct !DILocation(line: 30, column: 5, scope: !239)
!410 = !DILocation(line: 0, scope: !407, inlinedAt: !409)
!411 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !409)
!412 = distinct !DILexicalBlock(scope: !407, file: !3, line: 18, column: 5)
!413 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !409)
!414 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !409)
!415 = !DILocation(line: 30, column: 34, scope: !241)
!416 = !DILocation(line: 0, scope: !241)
!417 = !DILocation(line: 0, scope: !394, inlinedAt: !418)
!418 = distinct !DILocation(line: 30, column: 34, scope: !241)
!419 = !DILocation(line: 0, scope: !407, inlinedAt: !418)
!420 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !418)
!421 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !418)
!422 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !418)
!423 = !DILocation(line: 30, column: 63, scope: !243)
!424 = !DILocation(line: 0, scope: !243)
!425 = !DILocation(line: 0, scope: !394, inlinedAt: !426)
!426 = distinct !DILocation(line: 30, column: 63, scope: !243)
!427 = !DILocation(line: 0, scope: !407, inlinedAt: !426)
!428 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !426)
!429 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !426)
!430 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !426)
!431 = !DILocation(line: 31, column: 5, scope: !245)
!432 = !DILocation(line: 0, scope: !245)
!433 = !DILocation(line: 0, scope: !394, inlinedAt: !434)
!434 = distinct !DILocation(line: 31, column: 5, scope: !245)
!435 = !DILocation(line: 0, scope: !407, inlinedAt: !434)
!436 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !434)
!437 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !434)
!438 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !434)
!439 = !DILocation(line: 31, column: 33, scope: !247)
!440 = !DILocation(line: 0, scope: !247)
!441 = !DILocation(line: 0, scope: !394, inlinedAt: !442)
!442 = distinct !DILocation(line: 31, column: 33, scope: !247)
!443 = !DILocation(line: 0, scope: !407, inlinedAt: !442)
!444 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !442)
!445 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !442)
!446 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !442)
!447 = !DILocation(line: 31, column: 59, scope: !249)
!448 = !DILocation(line: 0, scope: !249)
!449 = !DILocation(line: 0, scope: !394, inlinedAt: !450)
!450 = distinct !DILocation(line: 31, column: 59, scope: !249)
!451 = !DILocation(line: 0, scope: !407, inlinedAt: !450)
!452 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !450)
!453 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !450)
!454 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !450)
!455 = !DILocation(line: 32, column: 5, scope: !251)
!456 = !DILocation(line: 0, scope: !251)
!457 = !DILocation(line: 0, scope: !394, inlinedAt: !458)
!458 = distinct !DILocation(line: 32, column: 5, scope: !251)
!459 = !DILocation(line: 0, scope: !407, inlinedAt: !458)
!460 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !458)
!461 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !458)
!462 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !458)
!463 = !DILocation(line: 32, column: 32, scope: !253)
!464 = !DILocation(line: 0, scope: !253)
!465 = !DILocation(line: 0, scope: !394, inlinedAt: !466)
!466 = distinct !DILocation(line: 32, column: 32, scope: !253)
!467 = !DILocation(line: 0, scope: !407, inlinedAt: !466)
!468 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !466)
!469 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !466)
!470 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !466)
!471 = !DILocation(line: 32, column: 61, scope: !255)
!472 = !DILocation(line: 0, scope: !255)
!473 = !DILocation(line: 0, scope: !394, inlinedAt: !474)
!474 = distinct !DILocation(line: 32, column: 61, scope: !255)
!475 = !DILocation(line: 0, scope: !407, inlinedAt: !474)
!476 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !474)
!477 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !474)
!478 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !474)
!479 = !DILocation(line: 33, column: 5, scope: !257)
!480 = !DILocation(line: 0, scope: !257)
!481 = !DILocation(line: 0, scope: !394, inlinedAt: !482)
!482 = distinct !DILocation(line: 33, column: 5, scope: !257)
!483 = !DILocation(line: 0, scope: !407, inlinedAt: !482)
!484 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !482)
!485 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !482)
!486 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !482)
!487 = !DILocation(line: 33, column: 32, scope: !259)
!488 = !DILocation(line: 0, scope: !259)
!489 = !DILocation(line: 0, scope: !394, inlinedAt: !490)
!490 = distinct !DILocation(line: 33, column: 32, scope: !259)
!491 = !DILocation(line: 0, scope: !407, inlinedAt: !490)
!492 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !490)
!493 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !490)
!494 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !490)
!495 = !DILocation(line: 34, column: 5, scope: !261)
!496 = !DILocation(line: 0, scope: !261)
!497 = !DILocation(line: 0, scope: !394, inlinedAt: !498)
!498 = distinct !DILocation(line: 34, column: 5, scope: !261)
!499 = !DILocation(line: 0, scope: !407, inlinedAt: !498)
!500 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !498)
!501 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !498)
!502 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !498)
!503 = !DILocation(line: 34, column: 33, scope: !263)
!504 = !DILocation(line: 0, scope: !263)
!505 = !DILocation(line: 0, scope: !394, inlinedAt: !506)
!506 = distinct !DILocation(line: 34, column: 33, scope: !263)
!507 = !DILocation(line: 0, scope: !407, inlinedAt: !506)
!508 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !506)
!509 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !506)
!510 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !506)
!511 = !DILocation(line: 34, column: 61, scope: !265)
!512 = !DILocation(line: 0, scope: !265)
!513 = !DILocation(line: 0, scope: !394, inlinedAt: !514)
!514 = distinct !DILocation(line: 34, column: 61, scope: !265)
!515 = !DILocation(line: 0, scope: !407, inlinedAt: !514)
!516 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !514)
!517 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !514)
!518 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !514)
!519 = !DILocation(line: 35, column: 5, scope: !267)
!520 = !DILocation(line: 0, scope: !267)
!521 = !DILocation(line: 0, scope: !394, inlinedAt: !522)
!522 = distinct !DILocation(line: 35, column: 5, scope: !267)
!523 = !DILocation(line: 0, scope: !407, inlinedAt: !522)
!524 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !522)
!525 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !522)
!526 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !522)
!527 = !DILocation(line: 35, column: 33, scope: !269)
!528 = !DILocation(line: 0, scope: !269)
!529 = !DILocation(line: 0, scope: !394, inlinedAt: !530)
!530 = distinct !DILocation(line: 35, column: 33, scope: !269)
!531 = !DILocation(line: 0, scope: !407, inlinedAt: !530)
!532 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !530)
!533 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !530)
!534 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !530)
!535 = !DILocation(line: 35, column: 62, scope: !271)
!536 = !DILocation(line: 0, scope: !271)
!537 = !DILocation(line: 0, scope: !394, inlinedAt: !538)
!538 = distinct !DILocation(line: 35, column: 62, scope: !271)
!539 = !DILocation(line: 0, scope: !407, inlinedAt: !538)
!540 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !538)
!541 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !538)
!542 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !538)
!543 = !DILocation(line: 36, column: 5, scope: !273)
!544 = !DILocation(line: 0, scope: !273)
!545 = !DILocation(line: 0, scope: !394, inlinedAt: !546)
!546 = distinct !DILocation(line: 36, column: 5, scope: !273)
!547 = !DILocation(line: 0, scope: !407, inlinedAt: !546)
!548 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !546)
!549 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !546)
!550 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !546)
!551 = !DILocation(line: 36, column: 34, scope: !275)
!552 = !DILocation(line: 0, scope: !275)
!553 = !DILocation(line: 0, scope: !394, inlinedAt: !554)
!554 = distinct !DILocation(line: 36, column: 34, scope: !275)
!555 = !DILocation(line: 0, scope: !407, inlinedAt: !554)
!556 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !554)
!557 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !554)
!558 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !554)
!559 = !DILocation(line: 36, column: 62, scope: !277)
!560 = !DILocation(line: 0, scope: !277)
!561 = !DILocation(line: 0, scope: !394, inlinedAt: !562)
!562 = distinct !DILocation(line: 36, column: 62, scope: !277)
!563 = !DILocation(line: 0, scope: !407, inlinedAt: !562)
!564 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !562)
!565 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !562)
!566 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !562)
!567 = !DILocation(line: 37, column: 5, scope: !279)
!568 = !DILocation(line: 0, scope: !279)
!569 = !DILocation(line: 0, scope: !394, inlinedAt: !570)
!570 = distinct !DILocation(line: 37, column: 5, scope: !279)
!571 = !DILocation(line: 0, scope: !407, inlinedAt: !570)
!572 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !570)
!573 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !570)
!574 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !570)
!575 = !DILocation(line: 37, column: 38, scope: !281)
!576 = !DILocation(line: 0, scope: !281)
!577 = !DILocation(line: 0, scope: !394, inlinedAt: !578)
!578 = distinct !DILocation(line: 37, column: 38, scope: !281)
!579 = !DILocation(line: 0, scope: !407, inlinedAt: !578)
!580 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !578)
!581 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !578)
!582 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !578)
!583 = !DILocation(line: 37, column: 71, scope: !283)
!584 = !DILocation(line: 0, scope: !283)
!585 = !DILocation(line: 0, scope: !394, inlinedAt: !586)
!586 = distinct !DILocation(line: 37, column: 71, scope: !283)
!587 = !DILocation(line: 0, scope: !407, inlinedAt: !586)
!588 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !586)
!589 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !586)
!590 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !586)
!591 = !DILocation(line: 38, column: 19, scope: !227)
!592 = !DILocation(line: 39, column: 5, scope: !286)
!593 = !DILocation(line: 0, scope: !286)
!594 = !DILocation(line: 0, scope: !394, inlinedAt: !595)
!595 = distinct !DILocation(line: 39, column: 5, scope: !286)
!596 = !DILocation(line: 0, scope: !407, inlinedAt: !595)
!597 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !595)
!598 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !595)
!599 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !595)
!600 = !DILocation(line: 39, column: 34, scope: !288)
!601 = !DILocation(line: 0, scope: !288)
!602 = !DILocation(line: 0, scope: !394, inlinedAt: !603)
!603 = distinct !DILocation(line: 39, column: 34, scope: !288)
!604 = !DILocation(line: 0, scope: !407, inlinedAt: !603)
!605 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !603)
!606 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !603)
!607 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !603)
!608 = !DILocation(line: 39, column: 63, scope: !290)
!609 = !DILocation(line: 0, scope: !290)
!610 = !DILocation(line: 0, scope: !394, inlinedAt: !611)
!611 = distinct !DILocation(line: 39, column: 63, scope: !290)
!612 = !DILocation(line: 0, scope: !407, inlinedAt: !611)
!613 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !611)
!614 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !611)
!615 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !611)
!616 = !DILocation(line: 40, column: 5, scope: !292)
!617 = !DILocation(line: 0, scope: !292)
!618 = !DILocation(line: 0, scope: !394, inlinedAt: !619)
!619 = distinct !DILocation(line: 40, column: 5, scope: !292)
!620 = !DILocation(line: 0, scope: !407, inlinedAt: !619)
!621 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !619)
!622 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !619)
!623 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !619)
!624 = !DILocation(line: 0, scope: !294)
!625 = !DILocation(line: 0, scope: !394, inlinedAt: !626)
!626 = distinct !DILocation(line: 41, column: 5, scope: !294)
!627 = !DILocation(line: 0, scope: !407, inlinedAt: !626)
!628 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !626)
!629 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !626)
!630 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !626)
!631 = !DILocation(line: 0, scope: !296)
!632 = !DILocation(line: 0, scope: !394, inlinedAt: !633)
!633 = distinct !DILocation(line: 41, column: 33, scope: !296)
!634 = !DILocation(line: 0, scope: !407, inlinedAt: !633)
!635 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !633)
!636 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !633)
!637 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !633)
!638 = !DILocation(line: 42, column: 5, scope: !298)
!639 = !DILocation(line: 0, scope: !298)
!640 = !DILocation(line: 0, scope: !394, inlinedAt: !641)
!641 = distinct !DILocation(line: 42, column: 5, scope: !298)
!642 = !DILocation(line: 0, scope: !407, inlinedAt: !641)
!643 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !641)
!644 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !641)
!645 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !641)
!646 = !DILocation(line: 42, column: 39, scope: !300)
!647 = !DILocation(line: 0, scope: !300)
!648 = !DILocation(line: 0, scope: !394, inlinedAt: !649)
!649 = distinct !DILocation(line: 42, column: 39, scope: !300)
!650 = !DILocation(line: 0, scope: !407, inlinedAt: !649)
!651 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !649)
!652 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !649)
!653 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !649)
!654 = !DILocation(line: 42, column: 75, scope: !302)
!655 = !DILocation(line: 0, scope: !302)
!656 = !DILocation(line: 0, scope: !394, inlinedAt: !657)
!657 = distinct !DILocation(line: 42, column: 75, scope: !302)
!658 = !DILocation(line: 0, scope: !407, inlinedAt: !657)
!659 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !657)
!660 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !657)
!661 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !657)
!662 = !DILocation(line: 0, scope: !304)
!663 = !DILocation(line: 0, scope: !394, inlinedAt: !664)
!664 = distinct !DILocation(line: 43, column: 5, scope: !304)
!665 = !DILocation(line: 0, scope: !407, inlinedAt: !664)
!666 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !664)
!667 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !664)
!668 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !664)
!669 = !DILocation(line: 43, column: 36, scope: !306)
!670 = !DILocation(line: 0, scope: !306)
!671 = !DILocation(line: 0, scope: !394, inlinedAt: !672)
!672 = distinct !DILocation(line: 43, column: 36, scope: !306)
!673 = !DILocation(line: 0, scope: !407, inlinedAt: !672)
!674 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !672)
!675 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !672)
!676 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !672)
!677 = !DILocation(line: 43, column: 68, scope: !308)
!678 = !DILocation(line: 0, scope: !308)
!679 = !DILocation(line: 0, scope: !394, inlinedAt: !680)
!680 = distinct !DILocation(line: 43, column: 68, scope: !308)
!681 = !DILocation(line: 0, scope: !407, inlinedAt: !680)
!682 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !680)
!683 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !680)
!684 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !680)
!685 = !DILocation(line: 44, column: 31, scope: !227)
!686 = !DILocation(line: 44, column: 54, scope: !311)
!687 = !DILocation(line: 0, scope: !311)
!688 = !DILocation(line: 0, scope: !394, inlinedAt: !689)
!689 = distinct !DILocation(line: 44, column: 54, scope: !311)
!690 = !DILocation(line: 0, scope: !407, inlinedAt: !689)
!691 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !689)
!692 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !689)
!693 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !689)
!694 = !DILocation(line: 45, column: 25, scope: !227)
!695 = !DILocation(line: 45, column: 9, scope: !227)
!696 = !DILocation(line: 0, scope: !313)
!697 = !DILocation(line: 0, scope: !394, inlinedAt: !698)
!698 = distinct !DILocation(line: 45, column: 46, scope: !313)
!699 = !DILocation(line: 0, scope: !407, inlinedAt: !698)
!700 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !698)
!701 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !698)
!702 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !698)
!703 = !DILocation(line: 46, column: 25, scope: !227)
!704 = !DILocation(line: 46, column: 9, scope: !227)
!705 = !DILocation(line: 0, scope: !315)
!706 = !DILocation(line: 0, scope: !394, inlinedAt: !707)
!707 = distinct !DILocation(line: 46, column: 48, scope: !315)
!708 = !DILocation(line: 0, scope: !407, inlinedAt: !707)
!709 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !707)
!710 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !707)
!711 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !707)
!712 = !DILocation(line: 47, column: 5, scope: !317)
!713 = !DILocation(line: 0, scope: !317)
!714 = !DILocation(line: 0, scope: !394, inlinedAt: !715)
!715 = distinct !DILocation(line: 47, column: 5, scope: !317)
!716 = !DILocation(line: 0, scope: !407, inlinedAt: !715)
!717 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !715)
!718 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !715)
!719 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !715)
!720 = !DILocation(line: 47, column: 29, scope: !319)
!721 = !DILocation(line: 0, scope: !319)
!722 = !DILocation(line: 0, scope: !394, inlinedAt: !723)
!723 = distinct !DILocation(line: 47, column: 29, scope: !319)
!724 = !DILocation(line: 0, scope: !407, inlinedAt: !723)
!725 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !723)
!726 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !723)
!727 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !723)
!728 = !DILocation(line: 47, column: 53, scope: !321)
!729 = !DILocation(line: 0, scope: !321)
!730 = !DILocation(line: 0, scope: !394, inlinedAt: !731)
!731 = distinct !DILocation(line: 47, column: 53, scope: !321)
!732 = !DILocation(line: 0, scope: !407, inlinedAt: !731)
!733 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !731)
!734 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !731)
!735 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !731)
!736 = !DILocation(line: 47, column: 77, scope: !323)
!737 = !DILocation(line: 0, scope: !323)
!738 = !DILocation(line: 0, scope: !394, inlinedAt: !739)
!739 = distinct !DILocation(line: 47, column: 77, scope: !323)
!740 = !DILocation(line: 0, scope: !407, inlinedAt: !739)
!741 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !739)
!742 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !739)
!743 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !739)
!744 = !DILocation(line: 48, column: 5, scope: !325)
!745 = !DILocation(line: 0, scope: !325)
!746 = !DILocation(line: 0, scope: !394, inlinedAt: !747)
!747 = distinct !DILocation(line: 48, column: 5, scope: !325)
!748 = !DILocation(line: 0, scope: !407, inlinedAt: !747)
!749 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !747)
!750 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !747)
!751 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !747)
!752 = !DILocation(line: 48, column: 32, scope: !327)
!753 = !DILocation(line: 0, scope: !327)
!754 = !DILocation(line: 0, scope: !394, inlinedAt: !755)
!755 = distinct !DILocation(line: 48, column: 32, scope: !327)
!756 = !DILocation(line: 0, scope: !407, inlinedAt: !755)
!757 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !755)
!758 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !755)
!759 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !755)
!760 = !DILocation(line: 49, column: 5, scope: !329)
!761 = !DILocation(line: 0, scope: !329)
!762 = !DILocation(line: 0, scope: !394, inlinedAt: !763)
!763 = distinct !DILocation(line: 49, column: 5, scope: !329)
!764 = !DILocation(line: 0, scope: !407, inlinedAt: !763)
!765 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !763)
!766 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !763)
!767 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !763)
!768 = !DILocation(line: 49, column: 34, scope: !331)
!769 = !DILocation(line: 0, scope: !331)
!770 = !DILocation(line: 0, scope: !394, inlinedAt: !771)
!771 = distinct !DILocation(line: 49, column: 34, scope: !331)
!772 = !DILocation(line: 0, scope: !407, inlinedAt: !771)
!773 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !771)
!774 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !771)
!775 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !771)
!776 = !DILocation(line: 49, column: 61, scope: !333)
!777 = !DILocation(line: 0, scope: !333)
!778 = !DILocation(line: 0, scope: !394, inlinedAt: !779)
!779 = distinct !DILocation(line: 49, column: 61, scope: !333)
!780 = !DILocation(line: 0, scope: !407, inlinedAt: !779)
!781 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !779)
!782 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !779)
!783 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !779)
!784 = !DILocation(line: 50, column: 5, scope: !335)
!785 = !DILocation(line: 0, scope: !335)
!786 = !DILocation(line: 0, scope: !394, inlinedAt: !787)
!787 = distinct !DILocation(line: 50, column: 5, scope: !335)
!788 = !DILocation(line: 0, scope: !407, inlinedAt: !787)
!789 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !787)
!790 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !787)
!791 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !787)
!792 = !DILocation(line: 51, column: 5, scope: !337)
!793 = !DILocation(line: 0, scope: !337)
!794 = !DILocation(line: 0, scope: !394, inlinedAt: !795)
!795 = distinct !DILocation(line: 51, column: 5, scope: !337)
!796 = !DILocation(line: 0, scope: !407, inlinedAt: !795)
!797 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !795)
!798 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !795)
!799 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !795)
!800 = !DILocation(line: 52, column: 5, scope: !339)
!801 = !DILocation(line: 0, scope: !339)
!802 = !DILocation(line: 0, scope: !394, inlinedAt: !803)
!803 = distinct !DILocation(line: 52, column: 5, scope: !339)
!804 = !DILocation(line: 0, scope: !407, inlinedAt: !803)
!805 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !803)
!806 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !803)
!807 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !803)
!808 = !DILocation(line: 52, column: 32, scope: !341)
!809 = !DILocation(line: 0, scope: !341)
!810 = !DILocation(line: 0, scope: !394, inlinedAt: !811)
!811 = distinct !DILocation(line: 52, column: 32, scope: !341)
!812 = !DILocation(line: 0, scope: !407, inlinedAt: !811)
!813 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !811)
!814 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !811)
!815 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !811)
!816 = !DILocation(line: 52, column: 60, scope: !343)
!817 = !DILocation(line: 0, scope: !343)
!818 = !DILocation(line: 0, scope: !394, inlinedAt: !819)
!819 = distinct !DILocation(line: 52, column: 60, scope: !343)
!820 = !DILocation(line: 0, scope: !407, inlinedAt: !819)
!821 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !819)
!822 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !819)
!823 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !819)
!824 = !DILocation(line: 53, column: 5, scope: !345)
!825 = !DILocation(line: 0, scope: !345)
!826 = !DILocation(line: 0, scope: !394, inlinedAt: !827)
!827 = distinct !DILocation(line: 53, column: 5, scope: !345)
!828 = !DILocation(line: 0, scope: !407, inlinedAt: !827)
!829 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !827)
!830 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !827)
!831 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !827)
!832 = !DILocation(line: 53, column: 31, scope: !347)
!833 = !DILocation(line: 0, scope: !347)
!834 = !DILocation(line: 0, scope: !394, inlinedAt: !835)
!835 = distinct !DILocation(line: 53, column: 31, scope: !347)
!836 = !DILocation(line: 0, scope: !407, inlinedAt: !835)
!837 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !835)
!838 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !835)
!839 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !835)
!840 = !DILocation(line: 54, column: 28, scope: !227)
!841 = !DILocation(line: 54, column: 58, scope: !227)
!842 = !DILocation(line: 54, column: 46, scope: !227)
!843 = !DILocation(line: 54, column: 89, scope: !227)
!844 = !DILocation(line: 54, column: 77, scope: !227)
!845 = !DILocation(line: 54, column: 109, scope: !350)
!846 = !DILocation(line: 0, scope: !350)
!847 = !DILocation(line: 0, scope: !394, inlinedAt: !848)
!848 = distinct !DILocation(line: 54, column: 109, scope: !350)
!849 = !DILocation(line: 0, scope: !407, inlinedAt: !848)
!850 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !848)
!851 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !848)
!852 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !848)
!853 = !DILocation(line: 55, column: 48, scope: !227)
!854 = !DILocation(line: 55, column: 88, scope: !227)
!855 = !DILocation(line: 55, column: 66, scope: !227)
!856 = !DILocation(line: 55, column: 108, scope: !353)
!857 = !DILocation(line: 0, scope: !353)
!858 = !DILocation(line: 0, scope: !394, inlinedAt: !859)
!859 = distinct !DILocation(line: 55, column: 108, scope: !353)
!860 = !DILocation(line: 0, scope: !407, inlinedAt: !859)
!861 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !859)
!862 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !859)
!863 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !859)
!864 = !DILocation(line: 56, column: 5, scope: !355)
!865 = !DILocation(line: 0, scope: !355)
!866 = !DILocation(line: 0, scope: !394, inlinedAt: !867)
!867 = distinct !DILocation(line: 56, column: 5, scope: !355)
!868 = !DILocation(line: 0, scope: !407, inlinedAt: !867)
!869 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !867)
!870 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !867)
!871 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !867)
!872 = !DILocation(line: 58, column: 35, scope: !227)
!873 = !DILocation(line: 58, column: 33, scope: !227)
!874 = !DILocation(line: 58, column: 16, scope: !227)
!875 = !DILocation(line: 59, column: 40, scope: !227)
!876 = !DILocation(line: 59, column: 29, scope: !227)
!877 = !DILocation(line: 59, column: 15, scope: !227)
!878 = !DILocation(line: 60, column: 51, scope: !227)
!879 = !DILocation(line: 60, column: 40, scope: !227)
!880 = !DILocation(line: 60, column: 29, scope: !227)
!881 = !DILocation(line: 60, column: 15, scope: !227)
!882 = !DILocation(line: 61, column: 19, scope: !227)
!883 = !DILocation(line: 61, column: 28, scope: !227)
!884 = !DILocation(line: 0, scope: !361)
!885 = !DILocation(line: 0, scope: !394, inlinedAt: !886)
!886 = distinct !DILocation(line: 62, column: 5, scope: !361)
!887 = !DILocation(line: 0, scope: !407, inlinedAt: !886)
!888 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !886)
!889 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !886)
!890 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !886)
!891 = !DILocation(line: 63, column: 5, scope: !363)
!892 = !DILocation(line: 0, scope: !363)
!893 = !DILocation(line: 0, scope: !394, inlinedAt: !894)
!894 = distinct !DILocation(line: 63, column: 5, scope: !363)
!895 = !DILocation(line: 0, scope: !407, inlinedAt: !894)
!896 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !894)
!897 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !894)
!898 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !894)
!899 = !DILocation(line: 63, column: 36, scope: !365)
!900 = !DILocation(line: 0, scope: !365)
!901 = !DILocation(line: 0, scope: !394, inlinedAt: !902)
!902 = distinct !DILocation(line: 63, column: 36, scope: !365)
!903 = !DILocation(line: 0, scope: !407, inlinedAt: !902)
!904 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !902)
!905 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !902)
!906 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !902)
!907 = !DILocation(line: 64, column: 5, scope: !367)
!908 = !DILocation(line: 0, scope: !367)
!909 = !DILocation(line: 0, scope: !394, inlinedAt: !910)
!910 = distinct !DILocation(line: 64, column: 5, scope: !367)
!911 = !DILocation(line: 0, scope: !407, inlinedAt: !910)
!912 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !910)
!913 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !910)
!914 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !910)
!915 = !DILocation(line: 64, column: 33, scope: !369)
!916 = !DILocation(line: 0, scope: !369)
!917 = !DILocation(line: 0, scope: !394, inlinedAt: !918)
!918 = distinct !DILocation(line: 64, column: 33, scope: !369)
!919 = !DILocation(line: 0, scope: !407, inlinedAt: !918)
!920 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !918)
!921 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !918)
!922 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !918)
!923 = !DILocation(line: 65, column: 5, scope: !371)
!924 = !DILocation(line: 0, scope: !371)
!925 = !DILocation(line: 0, scope: !394, inlinedAt: !926)
!926 = distinct !DILocation(line: 65, column: 5, scope: !371)
!927 = !DILocation(line: 0, scope: !407, inlinedAt: !926)
!928 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !926)
!929 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !926)
!930 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !926)
!931 = !DILocation(line: 65, column: 32, scope: !373)
!932 = !DILocation(line: 0, scope: !373)
!933 = !DILocation(line: 0, scope: !394, inlinedAt: !934)
!934 = distinct !DILocation(line: 65, column: 32, scope: !373)
!935 = !DILocation(line: 0, scope: !407, inlinedAt: !934)
!936 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !934)
!937 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !934)
!938 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !934)
!939 = !DILocation(line: 66, column: 5, scope: !375)
!940 = !DILocation(line: 0, scope: !375)
!941 = !DILocation(line: 0, scope: !394, inlinedAt: !942)
!942 = distinct !DILocation(line: 66, column: 5, scope: !375)
!943 = !DILocation(line: 0, scope: !407, inlinedAt: !942)
!944 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !942)
!945 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !942)
!946 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !942)
!947 = !DILocation(line: 66, column: 35, scope: !377)
!948 = !DILocation(line: 0, scope: !377)
!949 = !DILocation(line: 0, scope: !394, inlinedAt: !950)
!950 = distinct !DILocation(line: 66, column: 35, scope: !377)
!951 = !DILocation(line: 0, scope: !407, inlinedAt: !950)
!952 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !950)
!953 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !950)
!954 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !950)
!955 = !DILocation(line: 18, column: 41, scope: !412, inlinedAt: !950)
!956 = !DILocation(line: 67, column: 1, scope: !227)
!957 = !DISubprogram(name: "printf", scope: !958, file: !958, line: 356, type: !959, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!958 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!959 = !DISubroutineType(types: !960)
!960 = !{!9, !961, null}
!961 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !962)
!962 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !963, size: 64)
!963 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!964 = distinct !DISubprogram(name: "sse4", scope: !3, file: !3, line: 69, type: !228, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !965)
!965 = !{!966, !967, !968, !969, !970, !971, !972, !973, !975, !977, !979, !981, !983, !985, !987, !989, !991, !993, !995, !997, !999, !1001, !1003, !1005, !1007, !1009, !1011, !1013, !1015, !1017, !1019, !1021, !1023, !1025, !1027, !1028, !1030, !1032, !1034, !1036, !1038, !1040, !1042, !1044, !1046, !1048, !1050, !1052, !1054, !1056, !1058, !1060, !1062, !1064, !1066, !1068, !1070, !1072, !1074}
!966 = !DILocalVariable(name: "k", arg: 1, scope: !964, file: !3, line: 69, type: !9)
!967 = !DILocalVariable(name: "a", scope: !964, file: !3, line: 70, type: !14)
!968 = !DILocalVariable(name: "b", scope: !964, file: !3, line: 71, type: !14)
!969 = !DILocalVariable(name: "x", scope: !964, file: !3, line: 72, type: !60)
!970 = !DILocalVariable(name: "y", scope: !964, file: !3, line: 72, type: !60)
!971 = !DILocalVariable(name: "dx", scope: !964, file: !3, line: 73, type: !46)
!972 = !DILocalVariable(name: "dy", scope: !964, file: !3, line: 73, type: !46)
!973 = !DILocalVariable(name: "t_", scope: !974, file: !3, line: 74, type: !60)
!974 = distinct !DILexicalBlock(scope: !964, file: !3, line: 74, column: 5)
!975 = !DILocalVariable(name: "t_", scope: !976, file: !3, line: 74, type: !46)
!976 = distinct !DILexicalBlock(scope: !964, file: !3, line: 74, column: 30)
!977 = !DILocalVariable(name: "t_", scope: !978, file: !3, line: 74, type: !60)
!978 = distinct !DILexicalBlock(scope: !964, file: !3, line: 74, column: 57)
!979 = !DILocalVariable(name: "t_", scope: !980, file: !3, line: 75, type: !14)
!980 = distinct !DILexicalBlock(scope: !964, file: !3, line: 75, column: 5)
!981 = !DILocalVariable(name: "t_", scope: !982, file: !3, line: 75, type: !14)
!982 = distinct !DILexicalBlock(scope: !964, file: !3, line: 75, column: 35)
!983 = !DILocalVariable(name: "t_", scope: !984, file: !3, line: 75, type: !14)
!984 = distinct !DILexicalBlock(scope: !964, file: !3, line: 75, column: 63)
!985 = !DILocalVariable(name: "t_", scope: !986, file: !3, line: 76, type: !14)
!986 = distinct !DILexicalBlock(scope: !964, file: !3, line: 76, column: 5)
!987 = !DILocalVariable(name: "t_", scope: !988, file: !3, line: 76, type: !14)
!988 = distinct !DILexicalBlock(scope: !964, file: !3, line: 76, column: 33)
!989 = !DILocalVariable(name: "t_", scope: !990, file: !3, line: 77, type: !14)
!990 = distinct !DILexicalBlock(scope: !964, file: !3, line: 77, column: 5)
!991 = !DILocalVariable(name: "t_", scope: !992, file: !3, line: 77, type: !14)
!992 = distinct !DILexicalBlock(scope: !964, file: !3, line: 77, column: 36)
!993 = !DILocalVariable(name: "t_", scope: !994, file: !3, line: 78, type: !14)
!994 = distinct !DILexicalBlock(scope: !964, file: !3, line: 78, column: 5)
!995 = !DILocalVariable(name: "t_", scope: !996, file: !3, line: 78, type: !14)
!996 = distinct !DILexicalBlock(scope: !964, file: !3, line: 78, column: 32)
!997 = !DILocalVariable(name: "t_", scope: !998, file: !3, line: 79, type: !14)
!998 = distinct !DILexicalBlock(scope: !964, file: !3, line: 79, column: 5)
!999 = !DILocalVariable(name: "t_", scope: !1000, file: !3, line: 79, type: !14)
!1000 = distinct !DILexicalBlock(scope: !964, file: !3, line: 79, column: 28)
!1001 = !DILocalVariable(name: "t_", scope: !1002, file: !3, line: 79, type: !14)
!1002 = distinct !DILexicalBlock(scope: !964, file: !3, line: 79, column: 52)
!1003 = !DILocalVariable(name: "t_", scope: !1004, file: !3, line: 80, type: !14)
!1004 = distinct !DILexicalBlock(scope: !964, file: !3, line: 80, column: 5)
!1005 = !DILocalVariable(name: "t_", scope: !1006, file: !3, line: 80, type: !60)
!1006 = distinct !DILexicalBlock(scope: !964, file: !3, line: 80, column: 55)
!1007 = !DILocalVariable(name: "t_", scope: !1008, file: !3, line: 81, type: !14)
!1008 = distinct !DILexicalBlock(scope: !964, file: !3, line: 81, column: 5)
!1009 = !DILocalVariable(name: "t_", scope: !1010, file: !3, line: 81, type: !60)
!1010 = distinct !DILexicalBlock(scope: !964, file: !3, line: 81, column: 40)
!1011 = !DILocalVariable(name: "t_", scope: !1012, file: !3, line: 82, type: !60)
!1012 = distinct !DILexicalBlock(scope: !964, file: !3, line: 82, column: 5)
!1013 = !DILocalVariable(name: "t_", scope: !1014, file: !3, line: 83, type: !46)
!1014 = distinct !DILexicalBlock(scope: !964, file: !3, line: 83, column: 5)
!1015 = !DILocalVariable(name: "t_", scope: !1016, file: !3, line: 83, type: !60)
!1016 = distinct !DILexicalBlock(scope: !964, file: !3, line: 83, column: 59)
!1017 = !DILocalVariable(name: "t_", scope: !1018, file: !3, line: 84, type: !60)
!1018 = distinct !DILexicalBlock(scope: !964, file: !3, line: 84, column: 5)
!1019 = !DILocalVariable(name: "t_", scope: !1020, file: !3, line: 85, type: !60)
!1020 = distinct !DILexicalBlock(scope: !964, file: !3, line: 85, column: 5)
!1021 = !DILocalVariable(name: "t_", scope: !1022, file: !3, line: 85, type: !46)
!1022 = distinct !DILexicalBlock(scope: !964, file: !3, line: 85, column: 34)
!1023 = !DILocalVariable(name: "t_", scope: !1024, file: !3, line: 86, type: !14)
!1024 = distinct !DILexicalBlock(scope: !964, file: !3, line: 86, column: 5)
!1025 = !DILocalVariable(name: "t_", scope: !1026, file: !3, line: 86, type: !14)
!1026 = distinct !DILexicalBlock(scope: !964, file: !3, line: 86, column: 38)
!1027 = !DILocalVariable(name: "t", scope: !964, file: !3, line: 87, type: !9)
!1028 = !DILocalVariable(name: "t_", scope: !1029, file: !3, line: 87, type: !9)
!1029 = distinct !DILexicalBlock(scope: !964, file: !3, line: 87, column: 94)
!1030 = !DILocalVariable(name: "t_", scope: !1031, file: !3, line: 88, type: !9)
!1031 = distinct !DILexicalBlock(scope: !964, file: !3, line: 88, column: 50)
!1032 = !DILocalVariable(name: "t_", scope: !1033, file: !3, line: 89, type: !14)
!1033 = distinct !DILexicalBlock(scope: !964, file: !3, line: 89, column: 5)
!1034 = !DILocalVariable(name: "t_", scope: !1035, file: !3, line: 89, type: !14)
!1035 = distinct !DILexicalBlock(scope: !964, file: !3, line: 89, column: 35)
!1036 = !DILocalVariable(name: "t_", scope: !1037, file: !3, line: 89, type: !14)
!1037 = distinct !DILexicalBlock(scope: !964, file: !3, line: 89, column: 62)
!1038 = !DILocalVariable(name: "t_", scope: !1039, file: !3, line: 90, type: !14)
!1039 = distinct !DILexicalBlock(scope: !964, file: !3, line: 90, column: 5)
!1040 = !DILocalVariable(name: "t_", scope: !1041, file: !3, line: 90, type: !14)
!1041 = distinct !DILexicalBlock(scope: !964, file: !3, line: 90, column: 31)
!1042 = !DILocalVariable(name: "t_", scope: !1043, file: !3, line: 91, type: !14)
!1043 = distinct !DILexicalBlock(scope: !964, file: !3, line: 91, column: 5)
!1044 = !DILocalVariable(name: "t_", scope: !1045, file: !3, line: 91, type: !14)
!1045 = distinct !DILexicalBlock(scope: !964, file: !3, line: 91, column: 34)
!1046 = !DILocalVariable(name: "t_", scope: !1047, file: !3, line: 92, type: !14)
!1047 = distinct !DILexicalBlock(scope: !964, file: !3, line: 92, column: 5)
!1048 = !DILocalVariable(name: "t_", scope: !1049, file: !3, line: 92, type: !14)
!1049 = distinct !DILexicalBlock(scope: !964, file: !3, line: 92, column: 33)
!1050 = !DILocalVariable(name: "t_", scope: !1051, file: !3, line: 92, type: !14)
!1051 = distinct !DILexicalBlock(scope: !964, file: !3, line: 92, column: 62)
!1052 = !DILocalVariable(name: "t_", scope: !1053, file: !3, line: 93, type: !9)
!1053 = distinct !DILexicalBlock(scope: !964, file: !3, line: 93, column: 5)
!1054 = !DILocalVariable(name: "t_", scope: !1055, file: !3, line: 93, type: !9)
!1055 = distinct !DILexicalBlock(scope: !964, file: !3, line: 93, column: 35)
!1056 = !DILocalVariable(name: "t_", scope: !1057, file: !3, line: 93, type: !17)
!1057 = distinct !DILexicalBlock(scope: !964, file: !3, line: 93, column: 66)
!1058 = !DILocalVariable(name: "t_", scope: !1059, file: !3, line: 94, type: !14)
!1059 = distinct !DILexicalBlock(scope: !964, file: !3, line: 94, column: 5)
!1060 = !DILocalVariable(name: "t_", scope: !1061, file: !3, line: 94, type: !14)
!1061 = distinct !DILexicalBlock(scope: !964, file: !3, line: 94, column: 41)
!1062 = !DILocalVariable(name: "t_", scope: !1063, file: !3, line: 94, type: !14)
!1063 = distinct !DILexicalBlock(scope: !964, file: !3, line: 94, column: 74)
!1064 = !DILocalVariable(name: "t_", scope: !1065, file: !3, line: 95, type: !45)
!1065 = distinct !DILexicalBlock(scope: !964, file: !3, line: 95, column: 5)
!1066 = !DILocalVariable(name: "t_", scope: !1067, file: !3, line: 95, type: !9)
!1067 = distinct !DILexicalBlock(scope: !964, file: !3, line: 95, column: 38)
!1068 = !DILocalVariable(name: "t_", scope: !1069, file: !3, line: 96, type: !14)
!1069 = distinct !DILexicalBlock(scope: !964, file: !3, line: 96, column: 5)
!1070 = !DILocalVariable(name: "t_", scope: !1071, file: !3, line: 96, type: !14)
!1071 = distinct !DILexicalBlock(scope: !964, file: !3, line: 96, column: 34)
!1072 = !DILocalVariable(name: "t_", scope: !1073, file: !3, line: 97, type: !9)
!1073 = distinct !DILexicalBlock(scope: !964, file: !3, line: 97, column: 5)
!1074 = !DILocalVariable(name: "t_", scope: !1075, file: !3, line: 97, type: !17)
!1075 = distinct !DILexicalBlock(scope: !964, file: !3, line: 97, column: 46)
!1076 = !DILocation(line: 0, scope: !964)
!1077 = !DILocation(line: 70, column: 51, scope: !964)
!1078 = !DILocation(line: 70, column: 17, scope: !964)
!1079 = !DILocation(line: 71, column: 58, scope: !964)
!1080 = !DILocation(line: 71, column: 51, scope: !964)
!1081 = !DILocation(line: 71, column: 17, scope: !964)
!1082 = !DILocation(line: 72, column: 30, scope: !964)
!1083 = !DILocation(line: 72, column: 16, scope: !964)
!1084 = !DILocation(line: 72, column: 59, scope: !964)
!1085 = !DILocation(line: 72, column: 45, scope: !964)
!1086 = !DILocation(line: 73, column: 18, scope: !964)
!1087 = !DILocation(line: 73, column: 40, scope: !964)
!1088 = !DILocation(line: 74, column: 5, scope: !974)
!1089 = !DILocation(line: 0, scope: !974)
!1090 = !DILocation(line: 0, scope: !394, inlinedAt: !1091)
!1091 = distinct !DILocation(line: 74, column: 5, scope: !974)
!1092 = !DILocation(line: 0, scope: !407, inlinedAt: !1091)
!1093 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1091)
!1094 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1091)
!1095 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1091)
!1096 = !DILocation(line: 74, column: 30, scope: !976)
!1097 = !DILocation(line: 0, scope: !976)
!1098 = !DILocation(line: 0, scope: !394, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 74, column: 30, scope: !976)
!1100 = !DILocation(line: 0, scope: !407, inlinedAt: !1099)
!1101 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1099)
!1102 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1099)
!1103 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1099)
!1104 = !DILocation(line: 74, column: 57, scope: !978)
!1105 = !DILocation(line: 0, scope: !978)
!1106 = !DILocation(line: 0, scope: !394, inlinedAt: !1107)
!1107 = distinct !DILocation(line: 74, column: 57, scope: !978)
!1108 = !DILocation(line: 0, scope: !407, inlinedAt: !1107)
!1109 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1107)
!1110 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1107)
!1111 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1107)
!1112 = !DILocation(line: 75, column: 5, scope: !980)
!1113 = !DILocation(line: 0, scope: !980)
!1114 = !DILocation(line: 0, scope: !394, inlinedAt: !1115)
!1115 = distinct !DILocation(line: 75, column: 5, scope: !980)
!1116 = !DILocation(line: 0, scope: !407, inlinedAt: !1115)
!1117 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1115)
!1118 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1115)
!1119 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1115)
!1120 = !DILocation(line: 75, column: 35, scope: !982)
!1121 = !DILocation(line: 0, scope: !982)
!1122 = !DILocation(line: 0, scope: !394, inlinedAt: !1123)
!1123 = distinct !DILocation(line: 75, column: 35, scope: !982)
!1124 = !DILocation(line: 0, scope: !407, inlinedAt: !1123)
!1125 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1123)
!1126 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1123)
!1127 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1123)
!1128 = !DILocation(line: 75, column: 63, scope: !984)
!1129 = !DILocation(line: 0, scope: !984)
!1130 = !DILocation(line: 0, scope: !394, inlinedAt: !1131)
!1131 = distinct !DILocation(line: 75, column: 63, scope: !984)
!1132 = !DILocation(line: 0, scope: !407, inlinedAt: !1131)
!1133 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1131)
!1134 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1131)
!1135 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1131)
!1136 = !DILocation(line: 76, column: 5, scope: !986)
!1137 = !DILocation(line: 0, scope: !986)
!1138 = !DILocation(line: 0, scope: !394, inlinedAt: !1139)
!1139 = distinct !DILocation(line: 76, column: 5, scope: !986)
!1140 = !DILocation(line: 0, scope: !407, inlinedAt: !1139)
!1141 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1139)
!1142 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1139)
!1143 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1139)
!1144 = !DILocation(line: 76, column: 33, scope: !988)
!1145 = !DILocation(line: 0, scope: !988)
!1146 = !DILocation(line: 0, scope: !394, inlinedAt: !1147)
!1147 = distinct !DILocation(line: 76, column: 33, scope: !988)
!1148 = !DILocation(line: 0, scope: !407, inlinedAt: !1147)
!1149 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1147)
!1150 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1147)
!1151 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1147)
!1152 = !DILocation(line: 77, column: 5, scope: !990)
!1153 = !DILocation(line: 0, scope: !990)
!1154 = !DILocation(line: 0, scope: !394, inlinedAt: !1155)
!1155 = distinct !DILocation(line: 77, column: 5, scope: !990)
!1156 = !DILocation(line: 0, scope: !407, inlinedAt: !1155)
!1157 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1155)
!1158 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1155)
!1159 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1155)
!1160 = !DILocation(line: 77, column: 36, scope: !992)
!1161 = !DILocation(line: 0, scope: !992)
!1162 = !DILocation(line: 0, scope: !394, inlinedAt: !1163)
!1163 = distinct !DILocation(line: 77, column: 36, scope: !992)
!1164 = !DILocation(line: 0, scope: !407, inlinedAt: !1163)
!1165 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1163)
!1166 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1163)
!1167 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1163)
!1168 = !DILocation(line: 78, column: 5, scope: !994)
!1169 = !DILocation(line: 0, scope: !994)
!1170 = !DILocation(line: 0, scope: !394, inlinedAt: !1171)
!1171 = distinct !DILocation(line: 78, column: 5, scope: !994)
!1172 = !DILocation(line: 0, scope: !407, inlinedAt: !1171)
!1173 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1171)
!1174 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1171)
!1175 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1171)
!1176 = !DILocation(line: 78, column: 32, scope: !996)
!1177 = !DILocation(line: 0, scope: !996)
!1178 = !DILocation(line: 0, scope: !394, inlinedAt: !1179)
!1179 = distinct !DILocation(line: 78, column: 32, scope: !996)
!1180 = !DILocation(line: 0, scope: !407, inlinedAt: !1179)
!1181 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1179)
!1182 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1179)
!1183 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1179)
!1184 = !DILocation(line: 79, column: 5, scope: !998)
!1185 = !DILocation(line: 0, scope: !998)
!1186 = !DILocation(line: 0, scope: !394, inlinedAt: !1187)
!1187 = distinct !DILocation(line: 79, column: 5, scope: !998)
!1188 = !DILocation(line: 0, scope: !407, inlinedAt: !1187)
!1189 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1187)
!1190 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1187)
!1191 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1187)
!1192 = !DILocation(line: 79, column: 28, scope: !1000)
!1193 = !DILocation(line: 0, scope: !1000)
!1194 = !DILocation(line: 0, scope: !394, inlinedAt: !1195)
!1195 = distinct !DILocation(line: 79, column: 28, scope: !1000)
!1196 = !DILocation(line: 0, scope: !407, inlinedAt: !1195)
!1197 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1195)
!1198 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1195)
!1199 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1195)
!1200 = !DILocation(line: 0, scope: !1002)
!1201 = !DILocation(line: 0, scope: !394, inlinedAt: !1202)
!1202 = distinct !DILocation(line: 79, column: 52, scope: !1002)
!1203 = !DILocation(line: 0, scope: !407, inlinedAt: !1202)
!1204 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1202)
!1205 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1202)
!1206 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1202)
!1207 = !DILocation(line: 80, column: 5, scope: !1004)
!1208 = !DILocation(line: 0, scope: !1004)
!1209 = !DILocation(line: 0, scope: !394, inlinedAt: !1210)
!1210 = distinct !DILocation(line: 80, column: 5, scope: !1004)
!1211 = !DILocation(line: 0, scope: !407, inlinedAt: !1210)
!1212 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1210)
!1213 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1210)
!1214 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1210)
!1215 = !DILocation(line: 80, column: 55, scope: !1006)
!1216 = !DILocation(line: 0, scope: !1006)
!1217 = !DILocation(line: 0, scope: !394, inlinedAt: !1218)
!1218 = distinct !DILocation(line: 80, column: 55, scope: !1006)
!1219 = !DILocation(line: 0, scope: !407, inlinedAt: !1218)
!1220 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1218)
!1221 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1218)
!1222 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1218)
!1223 = !DILocation(line: 81, column: 5, scope: !1008)
!1224 = !DILocation(line: 0, scope: !1008)
!1225 = !DILocation(line: 0, scope: !394, inlinedAt: !1226)
!1226 = distinct !DILocation(line: 81, column: 5, scope: !1008)
!1227 = !DILocation(line: 0, scope: !407, inlinedAt: !1226)
!1228 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1226)
!1229 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1226)
!1230 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1226)
!1231 = !DILocation(line: 81, column: 40, scope: !1010)
!1232 = !DILocation(line: 0, scope: !1010)
!1233 = !DILocation(line: 0, scope: !394, inlinedAt: !1234)
!1234 = distinct !DILocation(line: 81, column: 40, scope: !1010)
!1235 = !DILocation(line: 0, scope: !407, inlinedAt: !1234)
!1236 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1234)
!1237 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1234)
!1238 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1234)
!1239 = !DILocation(line: 82, column: 5, scope: !1012)
!1240 = !DILocation(line: 0, scope: !1012)
!1241 = !DILocation(line: 0, scope: !394, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 82, column: 5, scope: !1012)
!1243 = !DILocation(line: 0, scope: !407, inlinedAt: !1242)
!1244 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1242)
!1245 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1242)
!1246 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1242)
!1247 = !DILocation(line: 83, column: 5, scope: !1014)
!1248 = !DILocation(line: 0, scope: !1014)
!1249 = !DILocation(line: 0, scope: !394, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 83, column: 5, scope: !1014)
!1251 = !DILocation(line: 0, scope: !407, inlinedAt: !1250)
!1252 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1250)
!1253 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1250)
!1254 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1250)
!1255 = !DILocation(line: 83, column: 59, scope: !1016)
!1256 = !DILocation(line: 0, scope: !1016)
!1257 = !DILocation(line: 0, scope: !394, inlinedAt: !1258)
!1258 = distinct !DILocation(line: 83, column: 59, scope: !1016)
!1259 = !DILocation(line: 0, scope: !407, inlinedAt: !1258)
!1260 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1258)
!1261 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1258)
!1262 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1258)
!1263 = !DILocation(line: 84, column: 5, scope: !1018)
!1264 = !DILocation(line: 0, scope: !1018)
!1265 = !DILocation(line: 0, scope: !394, inlinedAt: !1266)
!1266 = distinct !DILocation(line: 84, column: 5, scope: !1018)
!1267 = !DILocation(line: 0, scope: !407, inlinedAt: !1266)
!1268 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1266)
!1269 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1266)
!1270 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1266)
!1271 = !DILocation(line: 85, column: 5, scope: !1020)
!1272 = !DILocation(line: 0, scope: !1020)
!1273 = !DILocation(line: 0, scope: !394, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 85, column: 5, scope: !1020)
!1275 = !DILocation(line: 0, scope: !407, inlinedAt: !1274)
!1276 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1274)
!1277 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1274)
!1278 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1274)
!1279 = !DILocation(line: 85, column: 34, scope: !1022)
!1280 = !DILocation(line: 0, scope: !1022)
!1281 = !DILocation(line: 0, scope: !394, inlinedAt: !1282)
!1282 = distinct !DILocation(line: 85, column: 34, scope: !1022)
!1283 = !DILocation(line: 0, scope: !407, inlinedAt: !1282)
!1284 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1282)
!1285 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1282)
!1286 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1282)
!1287 = !DILocation(line: 86, column: 5, scope: !1024)
!1288 = !DILocation(line: 0, scope: !1024)
!1289 = !DILocation(line: 0, scope: !394, inlinedAt: !1290)
!1290 = distinct !DILocation(line: 86, column: 5, scope: !1024)
!1291 = !DILocation(line: 0, scope: !407, inlinedAt: !1290)
!1292 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1290)
!1293 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1290)
!1294 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1290)
!1295 = !DILocation(line: 86, column: 38, scope: !1026)
!1296 = !DILocation(line: 0, scope: !1026)
!1297 = !DILocation(line: 0, scope: !394, inlinedAt: !1298)
!1298 = distinct !DILocation(line: 86, column: 38, scope: !1026)
!1299 = !DILocation(line: 0, scope: !407, inlinedAt: !1298)
!1300 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1298)
!1301 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1298)
!1302 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1298)
!1303 = !DILocation(line: 87, column: 13, scope: !964)
!1304 = !DILocation(line: 87, column: 41, scope: !964)
!1305 = !DILocation(line: 87, column: 39, scope: !964)
!1306 = !DILocation(line: 87, column: 35, scope: !964)
!1307 = !DILocation(line: 87, column: 69, scope: !964)
!1308 = !DILocation(line: 87, column: 67, scope: !964)
!1309 = !DILocation(line: 87, column: 63, scope: !964)
!1310 = !DILocation(line: 87, column: 94, scope: !1029)
!1311 = !DILocation(line: 0, scope: !1029)
!1312 = !DILocation(line: 0, scope: !394, inlinedAt: !1313)
!1313 = distinct !DILocation(line: 87, column: 94, scope: !1029)
!1314 = !DILocation(line: 0, scope: !407, inlinedAt: !1313)
!1315 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1313)
!1316 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1313)
!1317 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1313)
!1318 = !DILocation(line: 88, column: 9, scope: !964)
!1319 = !DILocation(line: 88, column: 50, scope: !1031)
!1320 = !DILocation(line: 0, scope: !1031)
!1321 = !DILocation(line: 0, scope: !394, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 88, column: 50, scope: !1031)
!1323 = !DILocation(line: 0, scope: !407, inlinedAt: !1322)
!1324 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1322)
!1325 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1322)
!1326 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1322)
!1327 = !DILocation(line: 89, column: 5, scope: !1033)
!1328 = !DILocation(line: 0, scope: !1033)
!1329 = !DILocation(line: 0, scope: !394, inlinedAt: !1330)
!1330 = distinct !DILocation(line: 89, column: 5, scope: !1033)
!1331 = !DILocation(line: 0, scope: !407, inlinedAt: !1330)
!1332 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1330)
!1333 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1330)
!1334 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1330)
!1335 = !DILocation(line: 89, column: 35, scope: !1035)
!1336 = !DILocation(line: 0, scope: !1035)
!1337 = !DILocation(line: 0, scope: !394, inlinedAt: !1338)
!1338 = distinct !DILocation(line: 89, column: 35, scope: !1035)
!1339 = !DILocation(line: 0, scope: !407, inlinedAt: !1338)
!1340 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1338)
!1341 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1338)
!1342 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1338)
!1343 = !DILocation(line: 89, column: 62, scope: !1037)
!1344 = !DILocation(line: 0, scope: !1037)
!1345 = !DILocation(line: 0, scope: !394, inlinedAt: !1346)
!1346 = distinct !DILocation(line: 89, column: 62, scope: !1037)
!1347 = !DILocation(line: 0, scope: !407, inlinedAt: !1346)
!1348 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1346)
!1349 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1346)
!1350 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1346)
!1351 = !DILocation(line: 90, column: 5, scope: !1039)
!1352 = !DILocation(line: 0, scope: !1039)
!1353 = !DILocation(line: 0, scope: !394, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 90, column: 5, scope: !1039)
!1355 = !DILocation(line: 0, scope: !407, inlinedAt: !1354)
!1356 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1354)
!1357 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1354)
!1358 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1354)
!1359 = !DILocation(line: 90, column: 31, scope: !1041)
!1360 = !DILocation(line: 0, scope: !1041)
!1361 = !DILocation(line: 0, scope: !394, inlinedAt: !1362)
!1362 = distinct !DILocation(line: 90, column: 31, scope: !1041)
!1363 = !DILocation(line: 0, scope: !407, inlinedAt: !1362)
!1364 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1362)
!1365 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1362)
!1366 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1362)
!1367 = !DILocation(line: 91, column: 5, scope: !1043)
!1368 = !DILocation(line: 0, scope: !1043)
!1369 = !DILocation(line: 0, scope: !394, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 91, column: 5, scope: !1043)
!1371 = !DILocation(line: 0, scope: !407, inlinedAt: !1370)
!1372 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1370)
!1373 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1370)
!1374 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1370)
!1375 = !DILocation(line: 91, column: 34, scope: !1045)
!1376 = !DILocation(line: 0, scope: !1045)
!1377 = !DILocation(line: 0, scope: !394, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 91, column: 34, scope: !1045)
!1379 = !DILocation(line: 0, scope: !407, inlinedAt: !1378)
!1380 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1378)
!1381 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1378)
!1382 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1378)
!1383 = !DILocation(line: 92, column: 5, scope: !1047)
!1384 = !DILocation(line: 0, scope: !1047)
!1385 = !DILocation(line: 0, scope: !394, inlinedAt: !1386)
!1386 = distinct !DILocation(line: 92, column: 5, scope: !1047)
!1387 = !DILocation(line: 0, scope: !407, inlinedAt: !1386)
!1388 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1386)
!1389 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1386)
!1390 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1386)
!1391 = !DILocation(line: 92, column: 33, scope: !1049)
!1392 = !DILocation(line: 0, scope: !1049)
!1393 = !DILocation(line: 0, scope: !394, inlinedAt: !1394)
!1394 = distinct !DILocation(line: 92, column: 33, scope: !1049)
!1395 = !DILocation(line: 0, scope: !407, inlinedAt: !1394)
!1396 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1394)
!1397 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1394)
!1398 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1394)
!1399 = !DILocation(line: 92, column: 62, scope: !1051)
!1400 = !DILocation(line: 0, scope: !1051)
!1401 = !DILocation(line: 0, scope: !394, inlinedAt: !1402)
!1402 = distinct !DILocation(line: 92, column: 62, scope: !1051)
!1403 = !DILocation(line: 0, scope: !407, inlinedAt: !1402)
!1404 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1402)
!1405 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1402)
!1406 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1402)
!1407 = !DILocation(line: 93, column: 5, scope: !1053)
!1408 = !DILocation(line: 0, scope: !1053)
!1409 = !DILocation(line: 0, scope: !394, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 93, column: 5, scope: !1053)
!1411 = !DILocation(line: 0, scope: !407, inlinedAt: !1410)
!1412 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1410)
!1413 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1410)
!1414 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1410)
!1415 = !DILocation(line: 93, column: 35, scope: !1055)
!1416 = !DILocation(line: 0, scope: !1055)
!1417 = !DILocation(line: 0, scope: !394, inlinedAt: !1418)
!1418 = distinct !DILocation(line: 93, column: 35, scope: !1055)
!1419 = !DILocation(line: 0, scope: !407, inlinedAt: !1418)
!1420 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1418)
!1421 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1418)
!1422 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1418)
!1423 = !DILocation(line: 93, column: 66, scope: !1057)
!1424 = !DILocation(line: 0, scope: !1057)
!1425 = !DILocation(line: 0, scope: !394, inlinedAt: !1426)
!1426 = distinct !DILocation(line: 93, column: 66, scope: !1057)
!1427 = !DILocation(line: 0, scope: !407, inlinedAt: !1426)
!1428 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1426)
!1429 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1426)
!1430 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1426)
!1431 = !DILocation(line: 0, scope: !1059)
!1432 = !DILocation(line: 0, scope: !394, inlinedAt: !1433)
!1433 = distinct !DILocation(line: 94, column: 5, scope: !1059)
!1434 = !DILocation(line: 0, scope: !407, inlinedAt: !1433)
!1435 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1433)
!1436 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1433)
!1437 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1433)
!1438 = !DILocation(line: 94, column: 41, scope: !1061)
!1439 = !DILocation(line: 0, scope: !1061)
!1440 = !DILocation(line: 0, scope: !394, inlinedAt: !1441)
!1441 = distinct !DILocation(line: 94, column: 41, scope: !1061)
!1442 = !DILocation(line: 0, scope: !407, inlinedAt: !1441)
!1443 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1441)
!1444 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1441)
!1445 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1441)
!1446 = !DILocation(line: 94, column: 74, scope: !1063)
!1447 = !DILocation(line: 0, scope: !1063)
!1448 = !DILocation(line: 0, scope: !394, inlinedAt: !1449)
!1449 = distinct !DILocation(line: 94, column: 74, scope: !1063)
!1450 = !DILocation(line: 0, scope: !407, inlinedAt: !1449)
!1451 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1449)
!1452 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1449)
!1453 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1449)
!1454 = !DILocation(line: 95, column: 5, scope: !1065)
!1455 = !DILocation(line: 0, scope: !1065)
!1456 = !DILocation(line: 0, scope: !394, inlinedAt: !1457)
!1457 = distinct !DILocation(line: 95, column: 5, scope: !1065)
!1458 = !DILocation(line: 0, scope: !407, inlinedAt: !1457)
!1459 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1457)
!1460 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1457)
!1461 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1457)
!1462 = !DILocation(line: 95, column: 38, scope: !1067)
!1463 = !DILocation(line: 0, scope: !1067)
!1464 = !DILocation(line: 0, scope: !394, inlinedAt: !1465)
!1465 = distinct !DILocation(line: 95, column: 38, scope: !1067)
!1466 = !DILocation(line: 0, scope: !407, inlinedAt: !1465)
!1467 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1465)
!1468 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1465)
!1469 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1465)
!1470 = !DILocation(line: 96, column: 5, scope: !1069)
!1471 = !DILocation(line: 0, scope: !1069)
!1472 = !DILocation(line: 0, scope: !394, inlinedAt: !1473)
!1473 = distinct !DILocation(line: 96, column: 5, scope: !1069)
!1474 = !DILocation(line: 0, scope: !407, inlinedAt: !1473)
!1475 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1473)
!1476 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1473)
!1477 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1473)
!1478 = !DILocation(line: 96, column: 34, scope: !1071)
!1479 = !DILocation(line: 0, scope: !1071)
!1480 = !DILocation(line: 0, scope: !394, inlinedAt: !1481)
!1481 = distinct !DILocation(line: 96, column: 34, scope: !1071)
!1482 = !DILocation(line: 0, scope: !407, inlinedAt: !1481)
!1483 = !DILocation(line: 18, column: 51, scope: !412, inlinedAt: !1481)
!1484 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1481)
!1485 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1481)
!1486 = !DILocation(line: 97, column: 5, scope: !1073)
!1487 = !DILocation(line: 0, scope: !1073)
!1488 = !DILocation(line: 0, scope: !394, inlinedAt: !1489)
!1489 = distinct !DILocation(line: 97, column: 5, scope: !1073)
!1490 = !DILocation(line: 0, scope: !407, inlinedAt: !1489)
!1491 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1489)
!1492 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1489)
!1493 = !DILocation(line: 97, column: 46, scope: !1075)
!1494 = !DILocation(line: 0, scope: !1075)
!1495 = !DILocation(line: 0, scope: !394, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 97, column: 46, scope: !1075)
!1497 = !DILocation(line: 0, scope: !407, inlinedAt: !1496)
!1498 = !DILocation(line: 18, column: 49, scope: !412, inlinedAt: !1496)
!1499 = !DILocation(line: 18, column: 57, scope: !412, inlinedAt: !1496)
!1500 = !DILocation(line: 18, column: 41, scope: !412, inlinedAt: !1496)
!1501 = !DILocation(line: 98, column: 1, scope: !964)
!1502 = distinct !DISubprogram(name: "avx2", scope: !3, file: !3, line: 101, type: !1503, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1505)
!1503 = !DISubroutineType(types: !1504)
!1504 = !{!9, !9}
!1505 = !{!1506, !1507, !1508, !1509, !1510, !1511, !1512, !1513, !1514, !1515, !1517, !1518, !1519, !1521, !1522, !1523, !1525, !1526, !1527, !1529, !1530, !1531, !1533, !1534, !1535, !1537, !1538, !1539, !1541, !1542, !1543, !1545, !1546, !1547, !1549, !1550, !1551, !1553, !1554, !1555, !1557, !1558, !1559, !1560, !1561, !1562, !1564, !1565, !1566, !1568, !1569, !1570, !1571, !1572, !1574, !1575, !1576, !1578, !1579, !1580, !1581, !1583, !1584, !1585, !1586, !1588, !1589, !1590, !1592, !1593}
!1506 = !DILocalVariable(name: "k", arg: 1, scope: !1502, file: !3, line: 101, type: !9)
!1507 = !DILocalVariable(name: "a", scope: !1502, file: !3, line: 102, type: !71)
!1508 = !DILocalVariable(name: "b", scope: !1502, file: !3, line: 103, type: !71)
!1509 = !DILocalVariable(name: "x", scope: !1502, file: !3, line: 104, type: !78)
!1510 = !DILocalVariable(name: "alo", scope: !1502, file: !3, line: 105, type: !14)
!1511 = !DILocalVariable(name: "ahi", scope: !1502, file: !3, line: 105, type: !14)
!1512 = !DILocalVariable(name: "blo", scope: !1502, file: !3, line: 106, type: !14)
!1513 = !DILocalVariable(name: "bhi", scope: !1502, file: !3, line: 106, type: !14)
!1514 = !DILocalVariable(name: "ok", scope: !1502, file: !3, line: 107, type: !9)
!1515 = !DILocalVariable(name: "r_", scope: !1516, file: !3, line: 110, type: !71)
!1516 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 110, column: 5)
!1517 = !DILocalVariable(name: "l_", scope: !1516, file: !3, line: 110, type: !14)
!1518 = !DILocalVariable(name: "h_", scope: !1516, file: !3, line: 110, type: !14)
!1519 = !DILocalVariable(name: "r_", scope: !1520, file: !3, line: 111, type: !71)
!1520 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 111, column: 5)
!1521 = !DILocalVariable(name: "l_", scope: !1520, file: !3, line: 111, type: !14)
!1522 = !DILocalVariable(name: "h_", scope: !1520, file: !3, line: 111, type: !14)
!1523 = !DILocalVariable(name: "r_", scope: !1524, file: !3, line: 112, type: !71)
!1524 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 112, column: 5)
!1525 = !DILocalVariable(name: "l_", scope: !1524, file: !3, line: 112, type: !14)
!1526 = !DILocalVariable(name: "h_", scope: !1524, file: !3, line: 112, type: !14)
!1527 = !DILocalVariable(name: "r_", scope: !1528, file: !3, line: 113, type: !71)
!1528 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 113, column: 5)
!1529 = !DILocalVariable(name: "l_", scope: !1528, file: !3, line: 113, type: !14)
!1530 = !DILocalVariable(name: "h_", scope: !1528, file: !3, line: 113, type: !14)
!1531 = !DILocalVariable(name: "r_", scope: !1532, file: !3, line: 114, type: !71)
!1532 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 114, column: 5)
!1533 = !DILocalVariable(name: "l_", scope: !1532, file: !3, line: 114, type: !14)
!1534 = !DILocalVariable(name: "h_", scope: !1532, file: !3, line: 114, type: !14)
!1535 = !DILocalVariable(name: "r_", scope: !1536, file: !3, line: 115, type: !71)
!1536 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 115, column: 5)
!1537 = !DILocalVariable(name: "l_", scope: !1536, file: !3, line: 115, type: !14)
!1538 = !DILocalVariable(name: "h_", scope: !1536, file: !3, line: 115, type: !14)
!1539 = !DILocalVariable(name: "r_", scope: !1540, file: !3, line: 116, type: !71)
!1540 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 116, column: 5)
!1541 = !DILocalVariable(name: "l_", scope: !1540, file: !3, line: 116, type: !14)
!1542 = !DILocalVariable(name: "h_", scope: !1540, file: !3, line: 116, type: !14)
!1543 = !DILocalVariable(name: "r_", scope: !1544, file: !3, line: 118, type: !71)
!1544 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 118, column: 5)
!1545 = !DILocalVariable(name: "l_", scope: !1544, file: !3, line: 118, type: !14)
!1546 = !DILocalVariable(name: "h_", scope: !1544, file: !3, line: 118, type: !14)
!1547 = !DILocalVariable(name: "r_", scope: !1548, file: !3, line: 119, type: !71)
!1548 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 119, column: 5)
!1549 = !DILocalVariable(name: "l_", scope: !1548, file: !3, line: 119, type: !14)
!1550 = !DILocalVariable(name: "h_", scope: !1548, file: !3, line: 119, type: !14)
!1551 = !DILocalVariable(name: "r_", scope: !1552, file: !3, line: 120, type: !71)
!1552 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 120, column: 5)
!1553 = !DILocalVariable(name: "l_", scope: !1552, file: !3, line: 120, type: !14)
!1554 = !DILocalVariable(name: "h_", scope: !1552, file: !3, line: 120, type: !14)
!1555 = !DILocalVariable(name: "r_", scope: !1556, file: !3, line: 121, type: !71)
!1556 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 121, column: 5)
!1557 = !DILocalVariable(name: "l_", scope: !1556, file: !3, line: 121, type: !14)
!1558 = !DILocalVariable(name: "h_", scope: !1556, file: !3, line: 121, type: !14)
!1559 = !DILocalVariable(name: "cnt_lo", scope: !1502, file: !3, line: 122, type: !14)
!1560 = !DILocalVariable(name: "cnt_hi", scope: !1502, file: !3, line: 122, type: !14)
!1561 = !DILocalVariable(name: "cnt", scope: !1502, file: !3, line: 123, type: !71)
!1562 = !DILocalVariable(name: "r_", scope: !1563, file: !3, line: 124, type: !71)
!1563 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 124, column: 5)
!1564 = !DILocalVariable(name: "l_", scope: !1563, file: !3, line: 124, type: !14)
!1565 = !DILocalVariable(name: "h_", scope: !1563, file: !3, line: 124, type: !14)
!1566 = !DILocalVariable(name: "r_", scope: !1567, file: !3, line: 125, type: !71)
!1567 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 125, column: 5)
!1568 = !DILocalVariable(name: "l_", scope: !1567, file: !3, line: 125, type: !14)
!1569 = !DILocalVariable(name: "h_", scope: !1567, file: !3, line: 125, type: !14)
!1570 = !DILocalVariable(name: "idx", scope: !1502, file: !3, line: 130, type: !71)
!1571 = !DILocalVariable(name: "p", scope: !1502, file: !3, line: 131, type: !71)
!1572 = !DILocalVariable(name: "av", scope: !1502, file: !3, line: 132, type: !1573)
!1573 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !29)
!1574 = !DILocalVariable(name: "iv", scope: !1502, file: !3, line: 132, type: !1573)
!1575 = !DILocalVariable(name: "pv", scope: !1502, file: !3, line: 132, type: !1573)
!1576 = !DILocalVariable(name: "i", scope: !1577, file: !3, line: 134, type: !9)
!1577 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 134, column: 5)
!1578 = !DILocalVariable(name: "q", scope: !1502, file: !3, line: 135, type: !71)
!1579 = !DILocalVariable(name: "g", scope: !1502, file: !3, line: 137, type: !71)
!1580 = !DILocalVariable(name: "gv", scope: !1502, file: !3, line: 138, type: !1573)
!1581 = !DILocalVariable(name: "i", scope: !1582, file: !3, line: 139, type: !9)
!1582 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 139, column: 5)
!1583 = !DILocalVariable(name: "mg", scope: !1502, file: !3, line: 140, type: !71)
!1584 = !DILocalVariable(name: "mv", scope: !1502, file: !3, line: 141, type: !1573)
!1585 = !DILocalVariable(name: "bv", scope: !1502, file: !3, line: 141, type: !1573)
!1586 = !DILocalVariable(name: "i", scope: !1587, file: !3, line: 142, type: !9)
!1587 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 142, column: 5)
!1588 = !DILocalVariable(name: "ml", scope: !1502, file: !3, line: 143, type: !71)
!1589 = !DILocalVariable(name: "lv", scope: !1502, file: !3, line: 144, type: !1573)
!1590 = !DILocalVariable(name: "i", scope: !1591, file: !3, line: 145, type: !9)
!1591 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 145, column: 5)
!1592 = !DILocalVariable(name: "out", scope: !1502, file: !3, line: 146, type: !1573)
!1593 = !DILocalVariable(name: "i", scope: !1594, file: !3, line: 148, type: !9)
!1594 = distinct !DILexicalBlock(scope: !1502, file: !3, line: 148, column: 5)
!1595 = distinct !DIAssignID()
!1596 = !DILocation(line: 0, scope: !1502)
!1597 = distinct !DIAssignID()
!1598 = !DILocation(line: 0, scope: !1516)
!1599 = distinct !DIAssignID()
!1600 = distinct !DIAssignID()
!1601 = distinct !DIAssignID()
!1602 = !DILocation(line: 0, scope: !1520)
!1603 = distinct !DIAssignID()
!1604 = distinct !DIAssignID()
!1605 = distinct !DIAssignID()
!1606 = !DILocation(line: 0, scope: !1524)
!1607 = distinct !DIAssignID()
!1608 = distinct !DIAssignID()
!1609 = distinct !DIAssignID()
!1610 = !DILocation(line: 0, scope: !1528)
!1611 = distinct !DIAssignID()
!1612 = distinct !DIAssignID()
!1613 = distinct !DIAssignID()
!1614 = !DILocation(line: 0, scope: !1532)
!1615 = distinct !DIAssignID()
!1616 = distinct !DIAssignID()
!1617 = distinct !DIAssignID()
!1618 = !DILocation(line: 0, scope: !1536)
!1619 = distinct !DIAssignID()
!1620 = distinct !DIAssignID()
!1621 = distinct !DIAssignID()
!1622 = !DILocation(line: 0, scope: !1540)
!1623 = distinct !DIAssignID()
!1624 = distinct !DIAssignID()
!1625 = distinct !DIAssignID()
!1626 = !DILocation(line: 0, scope: !1544)
!1627 = distinct !DIAssignID()
!1628 = distinct !DIAssignID()
!1629 = distinct !DIAssignID()
!1630 = !DILocation(line: 0, scope: !1548)
!1631 = distinct !DIAssignID()
!1632 = distinct !DIAssignID()
!1633 = distinct !DIAssignID()
!1634 = !DILocation(line: 0, scope: !1552)
!1635 = distinct !DIAssignID()
!1636 = distinct !DIAssignID()
!1637 = distinct !DIAssignID()
!1638 = !DILocation(line: 0, scope: !1556)
!1639 = distinct !DIAssignID()
!1640 = distinct !DIAssignID()
!1641 = distinct !DIAssignID()
!1642 = !DILocation(line: 0, scope: !1563)
!1643 = distinct !DIAssignID()
!1644 = distinct !DIAssignID()
!1645 = distinct !DIAssignID()
!1646 = !DILocation(line: 0, scope: !1567)
!1647 = distinct !DIAssignID()
!1648 = distinct !DIAssignID()
!1649 = distinct !DIAssignID()
!1650 = distinct !DIAssignID()
!1651 = distinct !DIAssignID()
!1652 = distinct !DIAssignID()
!1653 = !DILocation(line: 102, column: 5, scope: !1502)
!1654 = !DILocation(line: 102, column: 54, scope: !1502)
!1655 = !DILocation(line: 102, column: 17, scope: !1502)
!1656 = !DILocation(line: 102, column: 13, scope: !1502)
!1657 = distinct !DIAssignID()
!1658 = !DILocation(line: 103, column: 61, scope: !1502)
!1659 = !DILocation(line: 103, column: 54, scope: !1502)
!1660 = !DILocation(line: 103, column: 17, scope: !1502)
!1661 = !DILocation(line: 104, column: 33, scope: !1502)
!1662 = !DILocation(line: 104, column: 16, scope: !1502)
!1663 = !DILocation(line: 105, column: 19, scope: !1502)
!1664 = !DILocation(line: 105, column: 52, scope: !1502)
!1665 = !DILocation(line: 106, column: 19, scope: !1502)
!1666 = !DILocation(line: 106, column: 52, scope: !1502)
!1667 = !DILocation(line: 110, column: 5, scope: !1516)
!1668 = distinct !DIAssignID()
!1669 = distinct !DIAssignID()
!1670 = distinct !DIAssignID()
!1671 = !DILocation(line: 110, column: 5, scope: !1502)
!1672 = !DILocation(line: 111, column: 5, scope: !1520)
!1673 = distinct !DIAssignID()
!1674 = distinct !DIAssignID()
!1675 = distinct !DIAssignID()
!1676 = !DILocation(line: 111, column: 5, scope: !1502)
!1677 = !DILocation(line: 112, column: 5, scope: !1524)
!1678 = distinct !DIAssignID()
!1679 = distinct !DIAssignID()
!1680 = distinct !DIAssignID()
!1681 = !DILocation(line: 112, column: 5, scope: !1502)
!1682 = !DILocation(line: 113, column: 5, scope: !1528)
!1683 = distinct !DIAssignID()
!1684 = distinct !DIAssignID()
!1685 = distinct !DIAssignID()
!1686 = !DILocation(line: 113, column: 5, scope: !1502)
!1687 = !DILocation(line: 114, column: 5, scope: !1532)
!1688 = distinct !DIAssignID()
!1689 = distinct !DIAssignID()
!1690 = distinct !DIAssignID()
!1691 = !DILocation(line: 114, column: 5, scope: !1502)
!1692 = !DILocation(line: 115, column: 5, scope: !1536)
!1693 = distinct !DIAssignID()
!1694 = distinct !DIAssignID()
!1695 = distinct !DIAssignID()
!1696 = !DILocation(line: 115, column: 5, scope: !1502)
!1697 = !DILocation(line: 116, column: 5, scope: !1540)
!1698 = distinct !DIAssignID()
!1699 = distinct !DIAssignID()
!1700 = distinct !DIAssignID()
!1701 = !DILocation(line: 116, column: 5, scope: !1502)
!1702 = !DILocation(line: 118, column: 5, scope: !1544)
!1703 = distinct !DIAssignID()
!1704 = distinct !DIAssignID()
!1705 = distinct !DIAssignID()
!1706 = !DILocation(line: 118, column: 5, scope: !1502)
!1707 = !DILocation(line: 119, column: 5, scope: !1548)
!1708 = distinct !DIAssignID()
!1709 = distinct !DIAssignID()
!1710 = distinct !DIAssignID()
!1711 = !DILocation(line: 119, column: 5, scope: !1502)
!1712 = !DILocation(line: 120, column: 5, scope: !1552)
!1713 = distinct !DIAssignID()
!1714 = distinct !DIAssignID()
!1715 = distinct !DIAssignID()
!1716 = !DILocation(line: 120, column: 5, scope: !1502)
!1717 = !DILocation(line: 121, column: 5, scope: !1556)
!1718 = distinct !DIAssignID()
!1719 = distinct !DIAssignID()
!1720 = distinct !DIAssignID()
!1721 = !DILocation(line: 121, column: 5, scope: !1502)
!1722 = !DILocation(line: 124, column: 5, scope: !1563)
!1723 = distinct !DIAssignID()
!1724 = distinct !DIAssignID()
!1725 = distinct !DIAssignID()
!1726 = !DILocation(line: 124, column: 5, scope: !1502)
!1727 = !DILocation(line: 125, column: 5, scope: !1567)
!1728 = distinct !DIAssignID()
!1729 = distinct !DIAssignID()
!1730 = distinct !DIAssignID()
!1731 = !DILocation(line: 125, column: 5, scope: !1502)
!1732 = !DILocation(line: 131, column: 17, scope: !1502)
!1733 = !DILocation(line: 132, column: 5, scope: !1502)
!1734 = !DILocation(line: 133, column: 5, scope: !1502)
!1735 = distinct !DIAssignID()
!1736 = !DILocation(line: 0, scope: !1577)
!1737 = !DILocation(line: 134, column: 51, scope: !1738)
!1738 = distinct !DILexicalBlock(scope: !1577, file: !3, line: 134, column: 5)
!1739 = !DILocation(line: 134, column: 48, scope: !1738)
!1740 = !DILocation(line: 135, column: 5, scope: !1502)
!1741 = !DILocation(line: 135, column: 17, scope: !1502)
!1742 = !DILocation(line: 135, column: 13, scope: !1502)
!1743 = distinct !DIAssignID()
!1744 = !DILocation(line: 136, column: 34, scope: !1502)
!1745 = !DILocation(line: 136, column: 12, scope: !1502)
!1746 = !DILocation(line: 136, column: 44, scope: !1502)
!1747 = !DILocation(line: 136, column: 66, scope: !1502)
!1748 = !DILocation(line: 136, column: 48, scope: !1502)
!1749 = !DILocation(line: 136, column: 47, scope: !1502)
!1750 = !DILocation(line: 137, column: 17, scope: !1502)
!1751 = !DILocation(line: 0, scope: !1582)
!1752 = !DILocation(line: 139, column: 48, scope: !1753)
!1753 = distinct !DILexicalBlock(scope: !1582, file: !3, line: 139, column: 5)
!1754 = !DILocation(line: 140, column: 18, scope: !1502)
!1755 = !DILocation(line: 141, column: 5, scope: !1502)
!1756 = !DILocation(line: 141, column: 48, scope: !1502)
!1757 = distinct !DIAssignID()
!1758 = !DILocation(line: 0, scope: !1587)
!1759 = !DILocation(line: 142, column: 49, scope: !1760)
!1760 = distinct !DILexicalBlock(scope: !1587, file: !3, line: 142, column: 5)
!1761 = !DILocation(line: 142, column: 55, scope: !1760)
!1762 = !DILocation(line: 142, column: 68, scope: !1760)
!1763 = !DILocation(line: 142, column: 61, scope: !1760)
!1764 = !DILocation(line: 143, column: 18, scope: !1502)
!1765 = !DILocation(line: 0, scope: !1591)
!1766 = !DILocation(line: 145, column: 49, scope: !1767)
!1767 = distinct !DILexicalBlock(scope: !1591, file: !3, line: 145, column: 5)
!1768 = !DILocation(line: 145, column: 61, scope: !1767)
!1769 = !DILocation(line: 145, column: 68, scope: !1767)
!1770 = !DILocation(line: 146, column: 5, scope: !1502)
!1771 = !DILocation(line: 146, column: 13, scope: !1502)
!1772 = distinct !DIAssignID()
!1773 = !DILocation(line: 147, column: 5, scope: !1502)
!1774 = !DILocation(line: 0, scope: !1594)
!1775 = !DILocation(line: 148, column: 56, scope: !1776)
!1776 = distinct !DILexicalBlock(scope: !1594, file: !3, line: 148, column: 5)
!1777 = !DILocation(line: 148, column: 50, scope: !1776)
!1778 = !DILocation(line: 148, column: 39, scope: !1776)
!1779 = !DILocation(line: 134, column: 45, scope: !1738)
!1780 = !DILocation(line: 128, column: 11, scope: !1502)
!1781 = !DILocation(line: 128, column: 68, scope: !1502)
!1782 = !DILocation(line: 128, column: 40, scope: !1502)
!1783 = !DILocation(line: 128, column: 66, scope: !1502)
!1784 = !DILocation(line: 128, column: 36, scope: !1502)
!1785 = !DILocation(line: 127, column: 82, scope: !1502)
!1786 = !DILocation(line: 127, column: 127, scope: !1502)
!1787 = !DILocation(line: 127, column: 37, scope: !1502)
!1788 = !DILocation(line: 127, column: 80, scope: !1502)
!1789 = !DILocation(line: 127, column: 11, scope: !1502)
!1790 = !DILocation(line: 127, column: 33, scope: !1502)
!1791 = !DILocation(line: 126, column: 89, scope: !1502)
!1792 = !DILocation(line: 126, column: 112, scope: !1502)
!1793 = !DILocation(line: 126, column: 54, scope: !1502)
!1794 = !DILocation(line: 126, column: 77, scope: !1502)
!1795 = !DILocation(line: 126, column: 11, scope: !1502)
!1796 = !DILocation(line: 126, column: 35, scope: !1502)
!1797 = !DILocation(line: 134, column: 36, scope: !1738)
!1798 = !DILocation(line: 136, column: 8, scope: !1502)
!1799 = !DILocation(line: 148, column: 46, scope: !1776)
!1800 = !DILocation(line: 148, column: 36, scope: !1776)
!1801 = !DILocation(line: 150, column: 1, scope: !1502)
!1802 = !DILocation(line: 149, column: 5, scope: !1502)
