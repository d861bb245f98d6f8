; ModuleID = 'programs/union_byval.c'
source_filename = "programs/union_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U16 = type { x86_fp80 }
%union.U20 = type { double, [16 x i8] }

@.str = private unnamed_addr constant [17 x i8] c"U4 %g %08x %02x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"U8 %g %016llx %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c"U8b %016llx %08x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"U16 %Lg \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [21 x i8] c"U20 sum=%d size=%zu\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [19 x i8] c"invsqrt(4) ~ %.4f\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1, !dbg !51

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca %union.U16, align 16, !DIAssignID !168
    #dbg_assign(i1 undef, !126, !DIExpression(), !168, ptr %1, !DIExpression(), !169)
  %2 = alloca %union.U16, align 16, !DIAssignID !170
    #dbg_assign(i1 undef, !138, !DIExpression(), !170, ptr %2, !DIExpression(), !169)
  %3 = alloca %union.U20, align 8
    #dbg_value(i32 1069547520, !79, !DIExpression(), !169)
    #dbg_value(float -1.500000e+00, !96, !DIExpression(), !169)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -1.500000e+00, i32 noundef -1077936128, i32 noundef 191), !dbg !171
    #dbg_value(i64 4621819117588971520, !97, !DIExpression(), !169)
    #dbg_value(double 5.000000e+00, !111, !DIExpression(), !169)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e+00, i64 noundef 4617315517961601024, i32 noundef 0, i32 noundef 1075052544), !dbg !172
    #dbg_value(i64 81985529216486895, !112, !DIExpression(), !169)
    #dbg_value(i32 19088743, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 -1985229329, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -8526495043095935641, i32 noundef 19088743), !dbg !173
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1), !dbg !174
    #dbg_value(i32 0, !136, !DIExpression(), !175)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 0, i64 16, i1 false), !dbg !176, !tbaa !178
    #dbg_value(i64 poison, !136, !DIExpression(), !175)
  store x86_fp80 0xK40008000000000000000, ptr %1, align 16, !dbg !181, !tbaa !178, !DIAssignID !182
    #dbg_assign(x86_fp80 0xK40008000000000000000, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !182, ptr %1, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2), !dbg !183
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !184
  %8 = load i64, ptr %7, align 8, !dbg !184
  %9 = tail call fastcc { i64, i64 } @id16(i64 -9223372036854775808, i64 %8), !dbg !184
  %10 = extractvalue { i64, i64 } %9, 0, !dbg !184
  store i64 %10, ptr %2, align 16, !dbg !184, !DIAssignID !185
    #dbg_assign(i64 %10, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !185, ptr %2, !DIExpression(), !169)
  %11 = extractvalue { i64, i64 } %9, 1, !dbg !184
  %12 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !184
  store i64 %11, ptr %12, align 8, !dbg !184, !DIAssignID !186
    #dbg_assign(i64 %11, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !186, ptr %12, !DIExpression(), !169)
  %13 = load x86_fp80, ptr %2, align 16, !dbg !187
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %13), !dbg !188
    #dbg_value(i64 0, !139, !DIExpression(), !189)
  %15 = bitcast x86_fp80 %13 to i80, !dbg !190
  %16 = trunc i80 %15 to i32, !dbg !190
  %17 = and i32 %16, 255, !dbg !190
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17), !dbg !192
    #dbg_value(i64 1, !139, !DIExpression(), !189)
  %19 = trunc i80 %15 to i32, !dbg !190
  %20 = lshr i32 %19, 8, !dbg !190
  %21 = and i32 %20, 255, !dbg !190
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %21), !dbg !192
    #dbg_value(i64 2, !139, !DIExpression(), !189)
  %23 = trunc i80 %15 to i32, !dbg !190
  %24 = lshr i32 %23, 16, !dbg !190
  %25 = and i32 %24, 255, !dbg !190
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %25), !dbg !192
    #dbg_value(i64 3, !139, !DIExpression(), !189)
  %27 = trunc i80 %15 to i32, !dbg !190
  %28 = lshr i32 %27, 24, !dbg !190
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28), !dbg !192
    #dbg_value(i64 4, !139, !DIExpression(), !189)
  %30 = lshr i80 %15, 32, !dbg !190
  %31 = trunc i80 %30 to i32, !dbg !190
  %32 = and i32 %31, 255, !dbg !190
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %32), !dbg !192
    #dbg_value(i64 5, !139, !DIExpression(), !189)
  %34 = lshr i80 %15, 40, !dbg !190
  %35 = trunc i80 %34 to i32, !dbg !190
  %36 = and i32 %35, 255, !dbg !190
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36), !dbg !192
    #dbg_value(i64 6, !139, !DIExpression(), !189)
  %38 = lshr i80 %15, 48, !dbg !190
  %39 = trunc nuw i80 %38 to i32, !dbg !190
  %40 = and i32 %39, 255, !dbg !190
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %40), !dbg !192
    #dbg_value(i64 7, !139, !DIExpression(), !189)
  %42 = lshr i80 %15, 56, !dbg !190
  %43 = trunc nuw nsw i80 %42 to i32, !dbg !190
  %44 = and i32 %43, 255, !dbg !190
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %44), !dbg !192
    #dbg_value(i64 8, !139, !DIExpression(), !189)
  %46 = lshr i80 %15, 64, !dbg !190
  %47 = trunc nuw nsw i80 %46 to i32, !dbg !190
  %48 = and i32 %47, 255, !dbg !190
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %48), !dbg !192
    #dbg_value(i64 9, !139, !DIExpression(), !189)
  %50 = lshr i80 %15, 72, !dbg !190
  %51 = trunc nuw nsw i80 %50 to i32, !dbg !190
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51), !dbg !192
    #dbg_value(i64 10, !139, !DIExpression(), !189)
  %53 = tail call i32 @putchar(i32 10), !dbg !193
    #dbg_value(i32 0, !142, !DIExpression(), !194)
    #dbg_value(i32 0, !141, !DIExpression(), !169)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 0), !dbg !195
  %54 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
    #dbg_value(i32 %54, !141, !DIExpression(), !169)
    #dbg_value(i32 1, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 1), !dbg !195
  %55 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %56 = add nsw i32 %55, %54, !dbg !198
    #dbg_value(i32 %56, !141, !DIExpression(), !169)
    #dbg_value(i32 2, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 2), !dbg !195
  %57 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %58 = add nsw i32 %57, %56, !dbg !198
    #dbg_value(i32 %58, !141, !DIExpression(), !169)
    #dbg_value(i32 3, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 3), !dbg !195
  %59 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %60 = add nsw i32 %59, %58, !dbg !198
    #dbg_value(i32 %60, !141, !DIExpression(), !169)
    #dbg_value(i32 4, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 4), !dbg !195
  %61 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %62 = add nsw i32 %61, %60, !dbg !198
    #dbg_value(i32 %62, !141, !DIExpression(), !169)
    #dbg_value(i32 5, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 5), !dbg !195
  %63 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %64 = add nsw i32 %63, %62, !dbg !198
    #dbg_value(i32 %64, !141, !DIExpression(), !169)
    #dbg_value(i32 6, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 6), !dbg !195
  %65 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %66 = add nsw i32 %65, %64, !dbg !198
    #dbg_value(i32 %66, !141, !DIExpression(), !169)
    #dbg_value(i32 7, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 7), !dbg !195
  %67 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %68 = add nsw i32 %67, %66, !dbg !198
    #dbg_value(i32 %68, !141, !DIExpression(), !169)
    #dbg_value(i32 8, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 8), !dbg !195
  %69 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %70 = add nsw i32 %69, %68, !dbg !198
    #dbg_value(i32 %70, !141, !DIExpression(), !169)
    #dbg_value(i32 9, !142, !DIExpression(), !194)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 9), !dbg !195
  %71 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3), !dbg !197
  %72 = add nsw i32 %71, %70, !dbg !198
    #dbg_value(i32 %72, !141, !DIExpression(), !169)
    #dbg_value(i32 10, !142, !DIExpression(), !194)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %72, i64 noundef 24), !dbg !199
    #dbg_value(i64 0, !164, !DIExpression(), !200)
  tail call fastcc void @show(i32 0, i64 42), !dbg !201
    #dbg_value(i64 1, !164, !DIExpression(), !200)
  tail call fastcc void @show(i32 1, i64 4612811918334230528), !dbg !201
    #dbg_value(i64 2, !164, !DIExpression(), !200)
  tail call fastcc void @show(i32 2, i64 ptrtoint (ptr @.str.7 to i64)), !dbg !201
    #dbg_value(i64 3, !164, !DIExpression(), !200)
  tail call fastcc void @show(i32 3, i64 524287), !dbg !201
    #dbg_value(i64 4, !164, !DIExpression(), !200)
    #dbg_value(float 0x3FDEEB3BE0000000, !166, !DIExpression(), !169)
    #dbg_value(float 0x3FDFF221E0000000, !167, !DIExpression(), !169)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FDFF221E0000000), !dbg !203
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2), !dbg !204
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1), !dbg !204
  ret i32 191, !dbg !205
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !206 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @id16(i64 %0, i64 %1) unnamed_addr #3 !dbg !211 {
  %3 = alloca %union.U16, align 16, !DIAssignID !216
    #dbg_assign(i1 undef, !215, !DIExpression(), !216, ptr %3, !DIExpression(), !217)
  store i64 %0, ptr %3, align 16, !DIAssignID !218
    #dbg_assign(i64 %0, !215, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !218, ptr %3, !DIExpression(), !217)
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %1, ptr %4, align 8, !DIAssignID !219
    #dbg_assign(i64 %1, !215, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !219, ptr %4, !DIExpression(), !217)
  %5 = load x86_fp80, ptr %3, align 16, !dbg !220, !tbaa !178
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000, !dbg !220
    #dbg_assign(x86_fp80 %6, !215, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !221, ptr %3, !DIExpression(), !217)
  %7 = bitcast x86_fp80 %6 to i80, !dbg !222
  %8 = trunc i80 %7 to i64, !dbg !222
  %9 = lshr i80 %7, 64, !dbg !222
  %10 = trunc nuw nsw i80 %9 to i64, !dbg !222
  %11 = and i64 %1, -65536, !dbg !223
  %12 = insertvalue { i64, i64 } poison, i64 %8, 0, !dbg !223
  %13 = or disjoint i64 %11, %10, !dbg !223
  %14 = insertvalue { i64, i64 } %12, i64 %13, 1, !dbg !223
  ret { i64, i64 } %14, !dbg !223
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum20(ptr nocapture noundef readonly byval(%union.U20) align 8 %0) unnamed_addr #4 !dbg !224 {
    #dbg_declare(ptr %0, !235, !DIExpression(), !236)
  %2 = load <4 x i32>, ptr %0, align 8, !dbg !237, !tbaa !178
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !238
  %4 = load i32, ptr %3, align 8, !dbg !238, !tbaa !178
  %5 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2), !dbg !239
  %6 = add i32 %5, %4, !dbg !239
  ret i32 %6, !dbg !240
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.U20) align 8 %0, i32 noundef %1) unnamed_addr #5 !dbg !241 {
    #dbg_value(i32 %1, !245, !DIExpression(), !247)
    #dbg_declare(ptr %0, !246, !DIExpression(), !248)
  store i32 %1, ptr %0, align 8, !dbg !249, !tbaa !178
  %3 = shl nsw i32 %1, 1, !dbg !250
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !251
  store i32 %3, ptr %4, align 4, !dbg !252, !tbaa !178
  %5 = mul nsw i32 %1, 3, !dbg !253
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !254
  store i32 %5, ptr %6, align 8, !dbg !255, !tbaa !178
  %7 = shl nsw i32 %1, 2, !dbg !256
  %8 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !257
  store i32 %7, ptr %8, align 4, !dbg !258, !tbaa !178
  %9 = mul nsw i32 %1, 5, !dbg !259
  %10 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !260
  store i32 %9, ptr %10, align 8, !dbg !261, !tbaa !178
  ret void, !dbg !262
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(i32 %0, i64 %1) unnamed_addr #6 !dbg !263 {
    #dbg_assign(i1 undef, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268, ptr undef, !DIExpression(), !269)
    #dbg_value(i32 %0, !267, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !269)
    #dbg_assign(double %7, !267, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !270, ptr undef, !DIExpression(), !269)
  switch i32 %0, label %12 [
    i32 0, label %3
    i32 1, label %6
    i32 2, label %9
  ], !dbg !271

3:                                                ; preds = %2
  %4 = trunc i64 %1 to i32, !dbg !271
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %4), !dbg !272
  br label %19, !dbg !274

6:                                                ; preds = %2
  %7 = bitcast i64 %1 to double
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %7), !dbg !275
  br label %19, !dbg !276

9:                                                ; preds = %2
  %10 = inttoptr i64 %1 to ptr, !dbg !271
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %10), !dbg !277
  br label %19, !dbg !278

12:                                               ; preds = %2
  %13 = trunc i64 %1 to i32, !dbg !271
  %14 = trunc i64 %1 to i32, !dbg !271
  %15 = shl i32 %14, 16, !dbg !279
  %16 = ashr exact i32 %15, 16, !dbg !279
  %17 = ashr i32 %13, 16, !dbg !280
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %16, i32 noundef %17), !dbg !281
  br label %19, !dbg !282

19:                                               ; preds = %12, %9, %6, %3
  ret void, !dbg !283
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!56}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/union_byval.c", directory: ".", checksumkind: CSK_MD5, checksum: "4c772a20e6338ca644bd65384933cd16")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 6)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 19)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 11)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !41, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !57, globals: !61, splitDebugInlining: false, nameTableKind: None)
!57 = !{!58, !59, !60}
!58 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!59 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !{!0, !7, !12, !17, !22, !62, !27, !29, !34, !39, !44, !49, !51}
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 2)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !76, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!60}
!78 = !{!79, !96, !97, !111, !112, !125, !126, !136, !138, !139, !141, !142, !144, !164, !166, !167}
!79 = !DILocalVariable(name: "a", scope: !75, file: !2, line: 28, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "U4", file: !2, line: 5, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 5, size: 32, elements: !82)
!82 = !{!83, !85, !91}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !81, file: !2, line: 5, baseType: !84, size: 32)
!84 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !81, file: !2, line: 5, baseType: !86, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !87, line: 26, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !89, line: 42, baseType: !90)
!89 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !81, file: !2, line: 5, baseType: !92, size: 32)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 32, elements: !94)
!93 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!94 = !{!95}
!95 = !DISubrange(count: 4)
!96 = !DILocalVariable(name: "na", scope: !75, file: !2, line: 28, type: !80)
!97 = !DILocalVariable(name: "b", scope: !75, file: !2, line: 29, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "U8", file: !2, line: 6, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 6, size: 64, elements: !100)
!100 = !{!101, !102, !106}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !99, file: !2, line: 6, baseType: !58, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !99, file: !2, line: 6, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !87, line: 27, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !89, line: 45, baseType: !105)
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !99, file: !2, line: 6, baseType: !107, size: 64)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 64, elements: !65)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !109, line: 26, baseType: !110)
!109 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !89, line: 41, baseType: !60)
!111 = !DILocalVariable(name: "hb", scope: !75, file: !2, line: 29, type: !98)
!112 = !DILocalVariable(name: "c", scope: !75, file: !2, line: 30, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "U8b", file: !2, line: 7, baseType: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 7, size: 64, elements: !115)
!115 = !{!116, !121, !122, !123}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !114, file: !2, line: 7, baseType: !117, size: 64)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !114, file: !2, line: 7, size: 64, elements: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !117, file: !2, line: 7, baseType: !86, size: 32)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !117, file: !2, line: 7, baseType: !86, size: 32, offset: 32)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !114, file: !2, line: 7, baseType: !103, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !114, file: !2, line: 7, baseType: !58, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !114, file: !2, line: 7, baseType: !124, size: 64)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 64, elements: !65)
!125 = !DILocalVariable(name: "sc", scope: !75, file: !2, line: 30, type: !113)
!126 = !DILocalVariable(name: "d", scope: !75, file: !2, line: 31, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !2, line: 8, baseType: !128)
!128 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 8, size: 128, elements: !129)
!129 = !{!130, !132}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "ld", scope: !128, file: !2, line: 8, baseType: !131, size: 128)
!131 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !128, file: !2, line: 8, baseType: !133, size: 128)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 128, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 16)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 31, type: !60)
!137 = distinct !DILexicalBlock(scope: !75, file: !2, line: 31, column: 12)
!138 = !DILocalVariable(name: "d2", scope: !75, file: !2, line: 31, type: !127)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 31, type: !60)
!140 = distinct !DILexicalBlock(scope: !75, file: !2, line: 31, column: 111)
!141 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 32, type: !60)
!142 = !DILocalVariable(name: "k", scope: !143, file: !2, line: 32, type: !60)
!143 = distinct !DILexicalBlock(scope: !75, file: !2, line: 32, column: 16)
!144 = !DILocalVariable(name: "ts", scope: !75, file: !2, line: 33, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 512, elements: !94)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "Tagged", file: !2, line: 10, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !148)
!148 = !{!149, !150}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !147, file: !2, line: 10, baseType: !60, size: 32)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !147, file: !2, line: 10, baseType: !151, size: 64, offset: 64)
!151 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !147, file: !2, line: 10, size: 64, elements: !152)
!152 = !{!153, !154, !155, !158}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !151, file: !2, line: 10, baseType: !60, size: 32)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !151, file: !2, line: 10, baseType: !58, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !151, file: !2, line: 10, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !151, file: !2, line: 10, baseType: !159, size: 32)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !151, file: !2, line: 10, size: 32, elements: !160)
!160 = !{!161, !163}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !159, file: !2, line: 10, baseType: !162, size: 16)
!162 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !159, file: !2, line: 10, baseType: !162, size: 16, offset: 16)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 34, type: !60)
!165 = distinct !DILexicalBlock(scope: !75, file: !2, line: 34, column: 5)
!166 = !DILocalVariable(name: "q", scope: !75, file: !2, line: 36, type: !80)
!167 = !DILocalVariable(name: "y", scope: !75, file: !2, line: 36, type: !84)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 0, scope: !75)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 28, column: 44, scope: !75)
!172 = !DILocation(line: 29, column: 45, scope: !75)
!173 = !DILocation(line: 30, column: 64, scope: !75)
!174 = !DILocation(line: 31, column: 5, scope: !75)
!175 = !DILocation(line: 0, scope: !137)
!176 = !DILocation(line: 31, column: 48, scope: !177)
!177 = distinct !DILexicalBlock(scope: !137, file: !2, line: 31, column: 12)
!178 = !{!179, !179, i64 0}
!179 = !{!"omnipotent char", !180, i64 0}
!180 = !{!"Simple C/C++ TBAA"}
!181 = !DILocation(line: 31, column: 58, scope: !75)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 31, column: 66, scope: !75)
!184 = !DILocation(line: 31, column: 75, scope: !75)
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 31, column: 106, scope: !75)
!188 = !DILocation(line: 31, column: 84, scope: !75)
!189 = !DILocation(line: 0, scope: !140)
!190 = !DILocation(line: 31, column: 155, scope: !191)
!191 = distinct !DILexicalBlock(scope: !140, file: !2, line: 31, column: 111)
!192 = !DILocation(line: 31, column: 140, scope: !191)
!193 = !DILocation(line: 31, column: 165, scope: !75)
!194 = !DILocation(line: 0, scope: !143)
!195 = !DILocation(line: 32, column: 56, scope: !196)
!196 = distinct !DILexicalBlock(scope: !143, file: !2, line: 32, column: 16)
!197 = !DILocation(line: 32, column: 50, scope: !196)
!198 = !DILocation(line: 32, column: 47, scope: !196)
!199 = !DILocation(line: 32, column: 66, scope: !75)
!200 = !DILocation(line: 0, scope: !165)
!201 = !DILocation(line: 34, column: 33, scope: !202)
!202 = distinct !DILexicalBlock(scope: !165, file: !2, line: 34, column: 5)
!203 = !DILocation(line: 37, column: 5, scope: !75)
!204 = !DILocation(line: 39, column: 1, scope: !75)
!205 = !DILocation(line: 38, column: 5, scope: !75)
!206 = !DISubprogram(name: "printf", scope: !207, file: !207, line: 356, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!208 = !DISubroutineType(types: !209)
!209 = !{!60, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!211 = distinct !DISubprogram(name: "id16", scope: !2, file: !2, line: 15, type: !212, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!127, !127}
!214 = !{!215}
!215 = !DILocalVariable(name: "x", arg: 1, scope: !211, file: !2, line: 15, type: !127)
!216 = distinct !DIAssignID()
!217 = !DILocation(line: 0, scope: !211)
!218 = distinct !DIAssignID()
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 15, column: 57, scope: !211)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 15, column: 70, scope: !211)
!223 = !DILocation(line: 15, column: 63, scope: !211)
!224 = distinct !DISubprogram(name: "sum20", scope: !2, file: !2, line: 17, type: !225, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !234)
!225 = !DISubroutineType(types: !226)
!226 = !{!60, !227}
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "U20", file: !2, line: 9, baseType: !228)
!228 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !2, line: 9, size: 192, elements: !229)
!229 = !{!230, !231, !232}
!230 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !228, file: !2, line: 9, baseType: !4, size: 8)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !228, file: !2, line: 9, baseType: !58, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !228, file: !2, line: 9, baseType: !233, size: 160)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 160, elements: !25)
!234 = !{!235}
!235 = !DILocalVariable(name: "u", arg: 1, scope: !224, file: !2, line: 17, type: !227)
!236 = !DILocation(line: 17, column: 48, scope: !224)
!237 = !DILocation(line: 17, column: 60, scope: !224)
!238 = !DILocation(line: 17, column: 96, scope: !224)
!239 = !DILocation(line: 17, column: 94, scope: !224)
!240 = !DILocation(line: 17, column: 53, scope: !224)
!241 = distinct !DISubprogram(name: "mk20", scope: !2, file: !2, line: 16, type: !242, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!227, !60}
!244 = !{!245, !246}
!245 = !DILocalVariable(name: "k", arg: 1, scope: !241, file: !2, line: 16, type: !60)
!246 = !DILocalVariable(name: "u", scope: !241, file: !2, line: 16, type: !227)
!247 = !DILocation(line: 0, scope: !241)
!248 = !DILocation(line: 16, column: 56, scope: !241)
!249 = !DILocation(line: 16, column: 66, scope: !241)
!250 = !DILocation(line: 16, column: 82, scope: !241)
!251 = !DILocation(line: 16, column: 71, scope: !241)
!252 = !DILocation(line: 16, column: 78, scope: !241)
!253 = !DILocation(line: 16, column: 98, scope: !241)
!254 = !DILocation(line: 16, column: 87, scope: !241)
!255 = !DILocation(line: 16, column: 94, scope: !241)
!256 = !DILocation(line: 16, column: 114, scope: !241)
!257 = !DILocation(line: 16, column: 103, scope: !241)
!258 = !DILocation(line: 16, column: 110, scope: !241)
!259 = !DILocation(line: 16, column: 130, scope: !241)
!260 = !DILocation(line: 16, column: 119, scope: !241)
!261 = !DILocation(line: 16, column: 126, scope: !241)
!262 = !DILocation(line: 16, column: 135, scope: !241)
!263 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 18, type: !264, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{null, !146}
!266 = !{!267}
!267 = !DILocalVariable(name: "t", arg: 1, scope: !263, file: !2, line: 18, type: !146)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !263)
!270 = distinct !DIAssignID()
!271 = !DILocation(line: 19, column: 5, scope: !263)
!272 = !DILocation(line: 20, column: 13, scope: !273)
!273 = distinct !DILexicalBlock(scope: !263, file: !2, line: 19, column: 20)
!274 = !DILocation(line: 20, column: 40, scope: !273)
!275 = !DILocation(line: 21, column: 13, scope: !273)
!276 = !DILocation(line: 21, column: 43, scope: !273)
!277 = !DILocation(line: 22, column: 13, scope: !273)
!278 = !DILocation(line: 22, column: 40, scope: !273)
!279 = !DILocation(line: 23, column: 37, scope: !273)
!280 = !DILocation(line: 23, column: 49, scope: !273)
!281 = !DILocation(line: 23, column: 14, scope: !273)
!282 = !DILocation(line: 23, column: 62, scope: !273)
!283 = !DILocation(line: 25, column: 1, scope: !263)
