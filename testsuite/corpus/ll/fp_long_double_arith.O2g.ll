; ModuleID = 'programs/fp_long_double_arith.c'
source_filename = "programs/fp_long_double_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"eps=%La 1+eps=%La 1+eps/2=%La\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [29 x i8] c"2^64+1=%.0Lf 2^64+0.5=%.1Lf\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"big: %Lg %Lg tiny: %Lg %La\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [30 x i8] c"max=%La min=%La true_min=%La\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"1/3=%.25Lf 2/3=%La\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [19 x i8] c"poly: %La %La %La\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [18 x i8] c"cmp: %d %d %d %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [19 x i8] c"harmonic50=%.21Lg\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [13 x i8] c"many=%.21Lg\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [54 x i8] c"sqrtl(2)=%La fabsl=%Lg fmal=%La floorl=%Lg ceill=%Lg\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [45 x i8] c"largest factorial below max/1e10: %d! = %Lg\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [22 x i8] c"halvings to zero: %d\0A\00", align 1, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca x86_fp80, align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !88, ptr %1, !DIExpression(), !89)
  %2 = alloca [50 x x86_fp80], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !78, !DIExpression(), !90, ptr %2, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1), !dbg !91
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr %1, align 16, !dbg !92, !tbaa !93, !DIAssignID !97
    #dbg_assign(x86_fp80 0xK3FFF8000000000000000, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !97, ptr %1, !DIExpression(), !89)
  %3 = load volatile x86_fp80, ptr %1, align 16, !dbg !98, !tbaa !93
  %4 = tail call fastcc x86_fp80 @add(x86_fp80 noundef %3, x86_fp80 noundef 0xK3FC08000000000000000), !dbg !99
  %5 = load volatile x86_fp80, ptr %1, align 16, !dbg !100, !tbaa !93
  %6 = tail call fastcc x86_fp80 @add(x86_fp80 noundef %5, x86_fp80 noundef 0xK3FBF8000000000000000), !dbg !101
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef %4, x86_fp80 noundef %6), !dbg !102
  %8 = load volatile x86_fp80, ptr %1, align 16, !dbg !103, !tbaa !93
  %9 = tail call fastcc x86_fp80 @add(x86_fp80 noundef 0xK403F8000000000000000, x86_fp80 noundef %8), !dbg !104
  %10 = tail call fastcc x86_fp80 @add(x86_fp80 noundef 0xK403F8000000000000000, x86_fp80 noundef 0xK3FFE8000000000000000), !dbg !105
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %9, x86_fp80 noundef %10), !dbg !106
  %12 = tail call fastcc x86_fp80 @mul(x86_fp80 noundef 0xK59F2E7B64E4DE2FC4251, x86_fp80 noundef 0xK59F2E7B64E4DE2FC4251), !dbg !107
  %13 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF), !dbg !108
  %14 = tail call fastcc x86_fp80 @mul(x86_fp80 noundef 0xK1FF1E4BF1839E22209DD, x86_fp80 noundef 0xK1FF1E4BF1839E22209DD), !dbg !109
  %15 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK40098000000000000000), !dbg !110
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %12, x86_fp80 noundef %13, x86_fp80 noundef %14, x86_fp80 noundef %15), !dbg !111
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00000000000000000001), !dbg !112
  %18 = load volatile x86_fp80, ptr %1, align 16, !dbg !113, !tbaa !93
  %19 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef %18, x86_fp80 noundef 0xK4000C000000000000000), !dbg !114
  %20 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK4000C000000000000000), !dbg !115
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %19, x86_fp80 noundef %20), !dbg !116
  %22 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD), !dbg !117
  %23 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xKC001E800000000000000), !dbg !118
  %24 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xK40209502F90000000000), !dbg !119
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %22, x86_fp80 noundef %23, x86_fp80 noundef %24), !dbg !120
  %26 = load volatile x86_fp80, ptr %1, align 16, !dbg !121, !tbaa !93
  %27 = load volatile x86_fp80, ptr %1, align 16, !dbg !122, !tbaa !93
  %28 = tail call fastcc x86_fp80 @add(x86_fp80 noundef %27, x86_fp80 noundef 0xK3FC08000000000000000), !dbg !123
  %29 = tail call fastcc i32 @cmp(x86_fp80 noundef %26, x86_fp80 noundef %28), !dbg !124
  %30 = load volatile x86_fp80, ptr %1, align 16, !dbg !125, !tbaa !93
  %31 = load volatile x86_fp80, ptr %1, align 16, !dbg !126, !tbaa !93
  %32 = tail call fastcc i32 @cmp(x86_fp80 noundef %30, x86_fp80 noundef %31), !dbg !127
  %33 = load volatile x86_fp80, ptr %1, align 16, !dbg !128, !tbaa !93
  %34 = tail call fastcc i32 @cmp(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %33), !dbg !129
  %35 = load volatile x86_fp80, ptr %1, align 16, !dbg !130, !tbaa !93
  %36 = tail call fastcc i32 @cmp(x86_fp80 noundef 0xK7FFFC000000000000000, x86_fp80 noundef %35), !dbg !131
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %29, i32 noundef %32, i32 noundef %34, i32 noundef %36), !dbg !132
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #7, !dbg !133
    #dbg_value(i32 0, !82, !DIExpression(), !134)
  br label %62, !dbg !135

38:                                               ; preds = %62
  %39 = call fastcc x86_fp80 @sum_array(ptr noundef nonnull %2), !dbg !136
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef %39), !dbg !137
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef 0xK3FFD8000000000000025), !dbg !138
  %42 = load volatile x86_fp80, ptr %1, align 16, !dbg !139, !tbaa !93
  %43 = fmul x86_fp80 %42, 0xK40008000000000000000, !dbg !140
  %44 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %43) #7, !dbg !141
  %45 = load volatile x86_fp80, ptr %1, align 16, !dbg !142, !tbaa !93
  %46 = fmul x86_fp80 %45, 0xKC000D000000000000000, !dbg !143
  %47 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %46), !dbg !144
  %48 = load volatile x86_fp80, ptr %1, align 16, !dbg !145, !tbaa !93
  %49 = fadd x86_fp80 %48, 0xK3FC08000000000000000, !dbg !146
  %50 = load volatile x86_fp80, ptr %1, align 16, !dbg !147, !tbaa !93
  %51 = fadd x86_fp80 %50, 0xKBFC08000000000000000, !dbg !148
  %52 = load volatile x86_fp80, ptr %1, align 16, !dbg !149, !tbaa !93
  %53 = fneg x86_fp80 %52, !dbg !150
  %54 = tail call x86_fp80 @llvm.fma.f80(x86_fp80 %49, x86_fp80 %51, x86_fp80 %53), !dbg !151
  %55 = load volatile x86_fp80, ptr %1, align 16, !dbg !152, !tbaa !93
  %56 = fmul x86_fp80 %55, 0xKC000A000000000000000, !dbg !153
  %57 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %56), !dbg !154
  %58 = load volatile x86_fp80, ptr %1, align 16, !dbg !155, !tbaa !93
  %59 = fmul x86_fp80 %58, 0xKC000A000000000000000, !dbg !156
  %60 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %59), !dbg !157
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %44, x86_fp80 noundef %47, x86_fp80 noundef %54, x86_fp80 noundef %57, x86_fp80 noundef %60), !dbg !158
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !89)
    #dbg_value(i32 1, !85, !DIExpression(), !89)
  br label %71, !dbg !159

62:                                               ; preds = %0, %62
  %63 = phi i64 [ 0, %0 ], [ %65, %62 ]
    #dbg_value(i64 %63, !82, !DIExpression(), !134)
  %64 = load volatile x86_fp80, ptr %1, align 16, !dbg !160, !tbaa !93
  %65 = add nuw nsw i64 %63, 1, !dbg !162
  %66 = trunc nuw nsw i64 %65 to i32, !dbg !163
  %67 = uitofp nneg i32 %66 to x86_fp80, !dbg !163
  %68 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef %64, x86_fp80 noundef %67), !dbg !164
  %69 = getelementptr inbounds [50 x x86_fp80], ptr %2, i64 0, i64 %63, !dbg !165
  store x86_fp80 %68, ptr %69, align 16, !dbg !166, !tbaa !93
    #dbg_value(i64 %65, !82, !DIExpression(), !134)
  %70 = icmp eq i64 %65, 50, !dbg !167
  br i1 %70, label %38, label %62, !dbg !135, !llvm.loop !168

71:                                               ; preds = %71, %38
  %72 = phi x86_fp80 [ 0xK3FFF8000000000000000, %38 ], [ %75, %71 ], !dbg !89
  %73 = phi i32 [ 1, %38 ], [ %77, %71 ], !dbg !89
    #dbg_value(i32 %73, !85, !DIExpression(), !89)
    #dbg_value(x86_fp80 %72, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !89)
  %74 = uitofp nneg i32 %73 to x86_fp80, !dbg !171
  %75 = fmul x86_fp80 %72, %74, !dbg !172
  %76 = fcmp olt x86_fp80 %75, 0xK7FDDDBE6FECEBDEDD5BE, !dbg !173
    #dbg_value(x86_fp80 %75, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !89)
  %77 = add nuw nsw i32 %73, 1, !dbg !174
    #dbg_value(i32 %77, !85, !DIExpression(), !89)
  br i1 %76, label %71, label %78, !dbg !159, !llvm.loop !176

78:                                               ; preds = %71
  %79 = add nsw i32 %73, -1, !dbg !178
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %79, x86_fp80 noundef %72), !dbg !179
  %81 = load volatile x86_fp80, ptr %1, align 16, !dbg !180, !tbaa !93
    #dbg_value(x86_fp80 %81, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !89)
    #dbg_value(i32 0, !87, !DIExpression(), !89)
  %82 = fcmp une x86_fp80 %81, 0xK00000000000000000000, !dbg !181
  br i1 %82, label %83, label %89, !dbg !182

83:                                               ; preds = %78, %83
  %84 = phi i32 [ %87, %83 ], [ 0, %78 ]
  %85 = phi x86_fp80 [ %86, %83 ], [ %81, %78 ]
    #dbg_value(i32 %84, !87, !DIExpression(), !89)
    #dbg_value(x86_fp80 %85, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !89)
  %86 = fmul x86_fp80 %85, 0xK3FFE8000000000000000, !dbg !183
    #dbg_value(x86_fp80 %86, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !89)
  %87 = add nuw nsw i32 %84, 1, !dbg !185
    #dbg_value(i32 %87, !87, !DIExpression(), !89)
  %88 = fcmp une x86_fp80 %86, 0xK00000000000000000000, !dbg !181
  br i1 %88, label %83, label %89, !dbg !182, !llvm.loop !186

89:                                               ; preds = %83, %78
  %90 = phi i32 [ 0, %78 ], [ %87, %83 ], !dbg !89
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90), !dbg !188
  %92 = and i32 %90, 127, !dbg !189
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #7, !dbg !190
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1), !dbg !190
  ret i32 %92, !dbg !191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !192 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @add(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 !dbg !199 {
    #dbg_value(x86_fp80 %0, !203, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !205)
    #dbg_value(x86_fp80 %1, !204, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !205)
  %3 = fadd x86_fp80 %0, %1, !dbg !206
  ret x86_fp80 %3, !dbg !207
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @mul(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 !dbg !208 {
    #dbg_value(x86_fp80 %0, !210, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !212)
    #dbg_value(x86_fp80 %1, !211, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !212)
  %3 = fmul x86_fp80 %0, %1, !dbg !213
  ret x86_fp80 %3, !dbg !214
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @dv(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 !dbg !215 {
    #dbg_value(x86_fp80 %0, !217, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !219)
    #dbg_value(x86_fp80 %1, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !219)
  %3 = fdiv x86_fp80 %0, %1, !dbg !220
  ret x86_fp80 %3, !dbg !221
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @poly(x86_fp80 noundef %0) unnamed_addr #3 !dbg !222 {
    #dbg_value(x86_fp80 %0, !226, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !227)
  %2 = fmul x86_fp80 %0, 0xK4000C000000000000000, !dbg !228
  %3 = fadd x86_fp80 %2, 0xKC0008000000000000000, !dbg !229
  %4 = fmul x86_fp80 %3, %0, !dbg !230
  %5 = fadd x86_fp80 %4, 0xK3FFF8000000000000000, !dbg !231
  %6 = fmul x86_fp80 %5, %0, !dbg !232
  %7 = fadd x86_fp80 %6, 0xKBFFE8000000000000000, !dbg !233
  ret x86_fp80 %7, !dbg !234
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @cmp(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 !dbg !235 {
    #dbg_value(x86_fp80 %0, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !241)
    #dbg_value(x86_fp80 %1, !240, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !241)
  %3 = fcmp olt x86_fp80 %0, %1, !dbg !242
  %4 = zext i1 %3 to i32, !dbg !242
  %5 = fcmp oeq x86_fp80 %0, %1, !dbg !243
  %6 = select i1 %5, i32 2, i32 0, !dbg !244
  %7 = or disjoint i32 %6, %4, !dbg !245
  %8 = fcmp ogt x86_fp80 %0, %1, !dbg !246
  %9 = select i1 %8, i32 4, i32 0, !dbg !247
  %10 = or disjoint i32 %7, %9, !dbg !248
  ret i32 %10, !dbg !249
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc x86_fp80 @sum_array(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !250 {
    #dbg_value(ptr %0, !256, !DIExpression(), !261)
    #dbg_value(i32 50, !257, !DIExpression(), !261)
    #dbg_value(x86_fp80 0xK00000000000000000000, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
    #dbg_value(i32 0, !259, !DIExpression(), !262)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !263
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !263
  %4 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !263
  %5 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !263
  br label %7, !dbg !263

6:                                                ; preds = %7
  ret x86_fp80 %24, !dbg !264

7:                                                ; preds = %7, %1
  %8 = phi i64 [ 0, %1 ], [ %25, %7 ]
  %9 = phi x86_fp80 [ 0xK00000000000000000000, %1 ], [ %24, %7 ]
    #dbg_value(i64 %8, !259, !DIExpression(), !262)
    #dbg_value(x86_fp80 %9, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
  %10 = getelementptr inbounds x86_fp80, ptr %0, i64 %8, !dbg !265
  %11 = load x86_fp80, ptr %10, align 16, !dbg !265, !tbaa !93
  %12 = fadd x86_fp80 %9, %11, !dbg !267
    #dbg_value(x86_fp80 %12, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
    #dbg_value(i64 %8, !259, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !262)
  %13 = getelementptr inbounds x86_fp80, ptr %2, i64 %8, !dbg !265
  %14 = load x86_fp80, ptr %13, align 16, !dbg !265, !tbaa !93
  %15 = fadd x86_fp80 %12, %14, !dbg !267
    #dbg_value(x86_fp80 %15, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
    #dbg_value(i64 %8, !259, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !262)
  %16 = getelementptr inbounds x86_fp80, ptr %3, i64 %8, !dbg !265
  %17 = load x86_fp80, ptr %16, align 16, !dbg !265, !tbaa !93
  %18 = fadd x86_fp80 %15, %17, !dbg !267
    #dbg_value(x86_fp80 %18, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
    #dbg_value(i64 %8, !259, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !262)
  %19 = getelementptr inbounds x86_fp80, ptr %4, i64 %8, !dbg !265
  %20 = load x86_fp80, ptr %19, align 16, !dbg !265, !tbaa !93
  %21 = fadd x86_fp80 %18, %20, !dbg !267
    #dbg_value(x86_fp80 %21, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
    #dbg_value(i64 %8, !259, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !262)
  %22 = getelementptr inbounds x86_fp80, ptr %5, i64 %8, !dbg !265
  %23 = load x86_fp80, ptr %22, align 16, !dbg !265, !tbaa !93
  %24 = fadd x86_fp80 %21, %23, !dbg !267
    #dbg_value(x86_fp80 %24, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !261)
  %25 = add nuw nsw i64 %8, 5, !dbg !268
    #dbg_value(i64 %25, !259, !DIExpression(), !262)
  %26 = icmp eq i64 %25, 50, !dbg !269
  br i1 %26, label %6, label %7, !dbg !263, !llvm.loop !270
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !272 x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_long_double_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "cf8f2768e271fb9124e4046f92a3c67a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 30)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 19)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 18)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !29, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 13)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 54)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 45)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 22)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !62, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61}
!61 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!62 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !49, !54}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !72, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !78, !82, !84, !85, !86, !87}
!76 = !DILocalVariable(name: "one", scope: !71, file: !2, line: 19, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !61)
!78 = !DILocalVariable(name: "arr", scope: !71, file: !2, line: 27, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 6400, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 50)
!82 = !DILocalVariable(name: "i", scope: !83, file: !2, line: 28, type: !74)
!83 = distinct !DILexicalBlock(scope: !71, file: !2, line: 28, column: 5)
!84 = !DILocalVariable(name: "f", scope: !71, file: !2, line: 32, type: !61)
!85 = !DILocalVariable(name: "n", scope: !71, file: !2, line: 32, type: !74)
!86 = !DILocalVariable(name: "x", scope: !71, file: !2, line: 35, type: !61)
!87 = !DILocalVariable(name: "steps", scope: !71, file: !2, line: 35, type: !74)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !71)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 19, column: 5, scope: !71)
!92 = !DILocation(line: 19, column: 26, scope: !71)
!93 = !{!94, !94, i64 0}
!94 = !{!"long double", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 20, column: 65, scope: !71)
!99 = !DILocation(line: 20, column: 61, scope: !71)
!100 = !DILocation(line: 20, column: 89, scope: !71)
!101 = !DILocation(line: 20, column: 85, scope: !71)
!102 = !DILocation(line: 20, column: 5, scope: !71)
!103 = !DILocation(line: 21, column: 74, scope: !71)
!104 = !DILocation(line: 21, column: 45, scope: !71)
!105 = !DILocation(line: 21, column: 80, scope: !71)
!106 = !DILocation(line: 21, column: 5, scope: !71)
!107 = !DILocation(line: 22, column: 44, scope: !71)
!108 = !DILocation(line: 22, column: 67, scope: !71)
!109 = !DILocation(line: 22, column: 89, scope: !71)
!110 = !DILocation(line: 22, column: 114, scope: !71)
!111 = !DILocation(line: 22, column: 5, scope: !71)
!112 = !DILocation(line: 23, column: 5, scope: !71)
!113 = !DILocation(line: 24, column: 39, scope: !71)
!114 = !DILocation(line: 24, column: 36, scope: !71)
!115 = !DILocation(line: 24, column: 51, scope: !71)
!116 = !DILocation(line: 24, column: 5, scope: !71)
!117 = !DILocation(line: 25, column: 35, scope: !71)
!118 = !DILocation(line: 25, column: 47, scope: !71)
!119 = !DILocation(line: 25, column: 61, scope: !71)
!120 = !DILocation(line: 25, column: 5, scope: !71)
!121 = !DILocation(line: 26, column: 38, scope: !71)
!122 = !DILocation(line: 26, column: 47, scope: !71)
!123 = !DILocation(line: 26, column: 43, scope: !71)
!124 = !DILocation(line: 26, column: 34, scope: !71)
!125 = !DILocation(line: 26, column: 72, scope: !71)
!126 = !DILocation(line: 26, column: 77, scope: !71)
!127 = !DILocation(line: 26, column: 68, scope: !71)
!128 = !DILocation(line: 26, column: 90, scope: !71)
!129 = !DILocation(line: 26, column: 83, scope: !71)
!130 = !DILocation(line: 26, column: 105, scope: !71)
!131 = !DILocation(line: 26, column: 96, scope: !71)
!132 = !DILocation(line: 26, column: 5, scope: !71)
!133 = !DILocation(line: 27, column: 5, scope: !71)
!134 = !DILocation(line: 0, scope: !83)
!135 = !DILocation(line: 28, column: 5, scope: !83)
!136 = !DILocation(line: 29, column: 35, scope: !71)
!137 = !DILocation(line: 29, column: 5, scope: !71)
!138 = !DILocation(line: 30, column: 5, scope: !71)
!139 = !DILocation(line: 31, column: 83, scope: !71)
!140 = !DILocation(line: 31, column: 81, scope: !71)
!141 = !DILocation(line: 31, column: 70, scope: !71)
!142 = !DILocation(line: 31, column: 104, scope: !71)
!143 = !DILocation(line: 31, column: 102, scope: !71)
!144 = !DILocation(line: 31, column: 89, scope: !71)
!145 = !DILocation(line: 31, column: 115, scope: !71)
!146 = !DILocation(line: 31, column: 119, scope: !71)
!147 = !DILocation(line: 31, column: 135, scope: !71)
!148 = !DILocation(line: 31, column: 139, scope: !71)
!149 = !DILocation(line: 31, column: 156, scope: !71)
!150 = !DILocation(line: 31, column: 155, scope: !71)
!151 = !DILocation(line: 31, column: 110, scope: !71)
!152 = !DILocation(line: 31, column: 177, scope: !71)
!153 = !DILocation(line: 31, column: 175, scope: !71)
!154 = !DILocation(line: 31, column: 162, scope: !71)
!155 = !DILocation(line: 31, column: 197, scope: !71)
!156 = !DILocation(line: 31, column: 195, scope: !71)
!157 = !DILocation(line: 31, column: 183, scope: !71)
!158 = !DILocation(line: 31, column: 5, scope: !71)
!159 = !DILocation(line: 33, column: 5, scope: !71)
!160 = !DILocation(line: 28, column: 46, scope: !161)
!161 = distinct !DILexicalBlock(scope: !83, file: !2, line: 28, column: 5)
!162 = !DILocation(line: 28, column: 67, scope: !161)
!163 = !DILocation(line: 28, column: 51, scope: !161)
!164 = !DILocation(line: 28, column: 43, scope: !161)
!165 = !DILocation(line: 28, column: 34, scope: !161)
!166 = !DILocation(line: 28, column: 41, scope: !161)
!167 = !DILocation(line: 28, column: 23, scope: !161)
!168 = distinct !{!168, !135, !169, !170}
!169 = !DILocation(line: 28, column: 71, scope: !83)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocation(line: 33, column: 16, scope: !71)
!172 = !DILocation(line: 33, column: 14, scope: !71)
!173 = !DILocation(line: 33, column: 18, scope: !71)
!174 = !DILocation(line: 33, column: 49, scope: !175)
!175 = distinct !DILexicalBlock(scope: !71, file: !2, line: 33, column: 38)
!176 = distinct !{!176, !159, !177, !170}
!177 = !DILocation(line: 33, column: 53, scope: !71)
!178 = !DILocation(line: 34, column: 63, scope: !71)
!179 = !DILocation(line: 34, column: 5, scope: !71)
!180 = !DILocation(line: 35, column: 21, scope: !71)
!181 = !DILocation(line: 36, column: 14, scope: !71)
!182 = !DILocation(line: 36, column: 5, scope: !71)
!183 = !DILocation(line: 36, column: 24, scope: !184)
!184 = distinct !DILexicalBlock(scope: !71, file: !2, line: 36, column: 20)
!185 = !DILocation(line: 36, column: 35, scope: !184)
!186 = distinct !{!186, !182, !187, !170}
!187 = !DILocation(line: 36, column: 39, scope: !71)
!188 = !DILocation(line: 37, column: 5, scope: !71)
!189 = !DILocation(line: 38, column: 18, scope: !71)
!190 = !DILocation(line: 39, column: 1, scope: !71)
!191 = !DILocation(line: 38, column: 5, scope: !71)
!192 = !DISubprogram(name: "printf", scope: !193, file: !193, line: 356, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!194 = !DISubroutineType(types: !195)
!195 = !{!74, !196, null}
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!199 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 10, type: !200, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!61, !61, !61}
!202 = !{!203, !204}
!203 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !2, line: 10, type: !61)
!204 = !DILocalVariable(name: "b", arg: 2, scope: !199, file: !2, line: 10, type: !61)
!205 = !DILocation(line: 0, scope: !199)
!206 = !DILocation(line: 10, column: 91, scope: !199)
!207 = !DILocation(line: 10, column: 82, scope: !199)
!208 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 11, type: !200, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !209)
!209 = !{!210, !211}
!210 = !DILocalVariable(name: "a", arg: 1, scope: !208, file: !2, line: 11, type: !61)
!211 = !DILocalVariable(name: "b", arg: 2, scope: !208, file: !2, line: 11, type: !61)
!212 = !DILocation(line: 0, scope: !208)
!213 = !DILocation(line: 11, column: 91, scope: !208)
!214 = !DILocation(line: 11, column: 82, scope: !208)
!215 = distinct !DISubprogram(name: "dv", scope: !2, file: !2, line: 12, type: !200, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !216)
!216 = !{!217, !218}
!217 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !2, line: 12, type: !61)
!218 = !DILocalVariable(name: "b", arg: 2, scope: !215, file: !2, line: 12, type: !61)
!219 = !DILocation(line: 0, scope: !215)
!220 = !DILocation(line: 12, column: 90, scope: !215)
!221 = !DILocation(line: 12, column: 81, scope: !215)
!222 = distinct !DISubprogram(name: "poly", scope: !2, file: !2, line: 13, type: !223, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!61, !61}
!225 = !{!226}
!226 = !DILocalVariable(name: "x", arg: 1, scope: !222, file: !2, line: 13, type: !61)
!227 = !DILocation(line: 0, scope: !222)
!228 = !DILocation(line: 13, column: 79, scope: !222)
!229 = !DILocation(line: 13, column: 86, scope: !222)
!230 = !DILocation(line: 13, column: 94, scope: !222)
!231 = !DILocation(line: 13, column: 98, scope: !222)
!232 = !DILocation(line: 13, column: 106, scope: !222)
!233 = !DILocation(line: 13, column: 110, scope: !222)
!234 = !DILocation(line: 13, column: 68, scope: !222)
!235 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 14, type: !236, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!74, !61, !61}
!238 = !{!239, !240}
!239 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !2, line: 14, type: !61)
!240 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !2, line: 14, type: !61)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 14, column: 84, scope: !235)
!243 = !DILocation(line: 14, column: 94, scope: !235)
!244 = !DILocation(line: 14, column: 100, scope: !235)
!245 = !DILocation(line: 14, column: 89, scope: !235)
!246 = !DILocation(line: 14, column: 110, scope: !235)
!247 = !DILocation(line: 14, column: 115, scope: !235)
!248 = !DILocation(line: 14, column: 105, scope: !235)
!249 = !DILocation(line: 14, column: 74, scope: !235)
!250 = distinct !DISubprogram(name: "sum_array", scope: !2, file: !2, line: 15, type: !251, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !255)
!251 = !DISubroutineType(cc: DW_CC_nocall, types: !252)
!252 = !{!61, !253, !74}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!255 = !{!256, !257, !258, !259}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !250, file: !2, line: 15, type: !253)
!257 = !DILocalVariable(name: "n", arg: 2, scope: !250, file: !2, line: 15, type: !74)
!258 = !DILocalVariable(name: "s", scope: !250, file: !2, line: 15, type: !61)
!259 = !DILocalVariable(name: "i", scope: !260, file: !2, line: 15, type: !74)
!260 = distinct !DILexicalBlock(scope: !250, file: !2, line: 15, column: 106)
!261 = !DILocation(line: 0, scope: !250)
!262 = !DILocation(line: 0, scope: !260)
!263 = !DILocation(line: 15, column: 106, scope: !260)
!264 = !DILocation(line: 15, column: 145, scope: !250)
!265 = !DILocation(line: 15, column: 139, scope: !266)
!266 = distinct !DILexicalBlock(scope: !260, file: !2, line: 15, column: 106)
!267 = !DILocation(line: 15, column: 136, scope: !266)
!268 = !DILocation(line: 15, column: 130, scope: !266)
!269 = !DILocation(line: 15, column: 124, scope: !266)
!270 = distinct !{!270, !263, !271, !170}
!271 = !DILocation(line: 15, column: 142, scope: !260)
!272 = !DISubprogram(name: "sqrtl", scope: !273, file: !273, line: 143, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
