; ModuleID = 'programs/long_double_ops.c'
source_filename = "programs/long_double_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.withld = type { i8, x86_fp80, i32 }

@.str = private unnamed_addr constant [18 x i8] c"third %.21Lg %La\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [38 x i8] c"eps %Lg mant=%d digits=%d max_exp=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"add3 %.20Lg\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"mix %.20Lg\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [45 x i8] c"struct %c %Lg %d sum=%Lg size=%zu align=%zu\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"sqrt2 %.20Lg\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [27 x i8] c"big %Lg tiny %Lg prod %Lg\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [27 x i8] c"u64 exact %.0Lf back=%llu\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [21 x i8] c"i64 %.0Lf back=%lld\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [19 x i8] c"narrow %.17g %.9g\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [18 x i8] c"nan cmp %d %d %d\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [21 x i8] c"negz %Lg signbit=%d\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [14 x i8] c"basel %.19Lg\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [9 x i8] c"max %Lg\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [33 x i8] c"fmodl %Lg truncl %Lg floorl %Lg\0A\00", align 1, !dbg !65

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca %struct.withld, align 16, !DIAssignID !129
    #dbg_assign(i1 undef, !98, !DIExpression(), !129, ptr %1, !DIExpression(), !130)
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !131, ptr undef, !DIExpression(), !130)
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !132, ptr undef, !DIExpression(), !130)
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !133, ptr undef, !DIExpression(), !130)
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !134, ptr undef, !DIExpression(), !130)
    #dbg_assign(i1 undef, !116, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !135, ptr undef, !DIExpression(), !130)
    #dbg_assign(i1 undef, !121, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !136, ptr undef, !DIExpression(), !130)
    #dbg_value(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB), !dbg !137
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xK3FC08000000000000000, i32 noundef 64, i32 noundef 18, i32 noundef 16384), !dbg !138
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef 0xK3FFF8000000000000000), !dbg !139
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xK4002A800000000000000), !dbg !140
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9, !dbg !141
  call fastcc void @mk(ptr dead_on_unwind nonnull writable sret(%struct.withld) align 16 %1), !dbg !142
  %6 = load i8, ptr %1, align 16, !dbg !143, !tbaa !144
  %7 = sext i8 %6 to i32, !dbg !150
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !151
  %9 = load x86_fp80, ptr %8, align 16, !dbg !151, !tbaa !152
  %10 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !153
  %11 = load i32, ptr %10, align 16, !dbg !153, !tbaa !154
  %12 = tail call fastcc x86_fp80 @sum_struct(ptr noundef nonnull byval(%struct.withld) align 16 %1), !dbg !155
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7, x86_fp80 noundef %9, i32 noundef %11, x86_fp80 noundef %12, i64 noundef 48, i64 noundef 16), !dbg !156
  %14 = tail call fastcc x86_fp80 @ld_sqrt_newton(), !dbg !157
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %14), !dbg !158
    #dbg_value(x86_fp80 0xK73E6D1BA8323FE558C61, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, x86_fp80 noundef 0xK0C179C3D73864F3805C0, x86_fp80 noundef 0xK3FFF8000000000000000), !dbg !159
    #dbg_value(i64 -1, !105, !DIExpression(), !130)
    #dbg_value(x86_fp80 0xK403EFFFFFFFFFFFFFFFF, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF, i64 noundef -1), !dbg !160
    #dbg_value(i64 -9223372036854775808, !107, !DIExpression(), !130)
    #dbg_value(x86_fp80 0xKC03E8000000000000000, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef 0xKC03E8000000000000000, i64 noundef -9223372036854775808), !dbg !161
    #dbg_value(double 0x3FD5555555555555, !109, !DIExpression(), !130)
    #dbg_value(float 0x3FD5555560000000, !110, !DIExpression(), !130)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x3FD5555555555555, double noundef 0x3FD5555560000000), !dbg !162
    #dbg_value(x86_fp80 0xK7FFFC000000000000000, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !163
    #dbg_value(x86_fp80 0xK80000000000000000000, !112, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, x86_fp80 noundef 0xK80000000000000000000, i32 noundef 1), !dbg !164
    #dbg_value(x86_fp80 0xK00000000000000000000, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(i32 1, !114, !DIExpression(), !165)
  br label %42, !dbg !166

22:                                               ; preds = %42
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, x86_fp80 noundef %68), !dbg !167
    #dbg_assign(i8 0, !116, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !168, ptr undef, !DIExpression(), !130)
    #dbg_assign(i8 0, !116, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !169, ptr undef, !DIExpression(), !130)
    #dbg_assign(i8 0, !116, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !170, ptr undef, !DIExpression(), !130)
    #dbg_assign(i8 0, !116, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !171, ptr undef, !DIExpression(), !130)
    #dbg_assign(i8 0, !116, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !172, ptr undef, !DIExpression(), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xKBFFF8000000000000000, !116, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !130)
    #dbg_value(x86_fp80 0xK4000E000000000000000, !116, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !130)
    #dbg_value(x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, !116, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !130)
    #dbg_value(x86_fp80 0xK40008000000000000000, !116, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xK4001A000000000000000, !118, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, x86_fp80 noundef 0xK4001A000000000000000), !dbg !173
    #dbg_assign(i8 0, !121, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !174, ptr undef, !DIExpression(), !130)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(i32 0, !127, !DIExpression(), !175)
    #dbg_value(i64 0, !127, !DIExpression(), !175)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 1, !127, !DIExpression(), !175)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 2, !127, !DIExpression(), !175)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 3, !127, !DIExpression(), !175)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 4, !127, !DIExpression(), !175)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 5, !127, !DIExpression(), !175)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 6, !127, !DIExpression(), !175)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0), !dbg !176
    #dbg_value(i64 7, !127, !DIExpression(), !175)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 128), !dbg !176
    #dbg_value(i64 8, !127, !DIExpression(), !175)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 255), !dbg !176
    #dbg_value(i64 9, !127, !DIExpression(), !175)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 63), !dbg !176
    #dbg_value(i64 10, !127, !DIExpression(), !175)
  %35 = tail call i32 @putchar(i32 10), !dbg !178
  %36 = tail call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000C000000000000000) #9, !dbg !179
  %37 = tail call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC000ACCCCCCCCCCCCCCD), !dbg !180
  %38 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000), !dbg !181
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, x86_fp80 noundef %36, x86_fp80 noundef %37, x86_fp80 noundef %38), !dbg !182
  %40 = fmul x86_fp80 %68, 0xK4002A000000000000000, !dbg !183
  %41 = fptosi x86_fp80 %40 to i32, !dbg !184
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9, !dbg !185
  ret i32 %41, !dbg !186

42:                                               ; preds = %42, %0
  %43 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %68, %42 ]
  %44 = phi i32 [ 1, %0 ], [ %69, %42 ]
    #dbg_value(x86_fp80 %43, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
    #dbg_value(i32 %44, !114, !DIExpression(), !165)
  %45 = mul nuw nsw i32 %44, %44, !dbg !187
  %46 = uitofp nneg i32 %45 to x86_fp80, !dbg !187
  %47 = fdiv x86_fp80 0xK3FFF8000000000000000, %46, !dbg !189
  %48 = fadd x86_fp80 %43, %47, !dbg !190
    #dbg_value(x86_fp80 %48, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %49 = add nuw nsw i32 %44, 1, !dbg !191
    #dbg_value(i32 %49, !114, !DIExpression(), !165)
  %50 = mul nuw nsw i32 %49, %49, !dbg !187
  %51 = uitofp nneg i32 %50 to x86_fp80, !dbg !187
  %52 = fdiv x86_fp80 0xK3FFF8000000000000000, %51, !dbg !189
  %53 = fadd x86_fp80 %48, %52, !dbg !190
    #dbg_value(x86_fp80 %53, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %54 = add nuw nsw i32 %44, 2, !dbg !191
    #dbg_value(i32 %54, !114, !DIExpression(), !165)
  %55 = mul nuw nsw i32 %54, %54, !dbg !187
  %56 = uitofp nneg i32 %55 to x86_fp80, !dbg !187
  %57 = fdiv x86_fp80 0xK3FFF8000000000000000, %56, !dbg !189
  %58 = fadd x86_fp80 %53, %57, !dbg !190
    #dbg_value(x86_fp80 %58, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %59 = add nuw nsw i32 %44, 3, !dbg !191
    #dbg_value(i32 %59, !114, !DIExpression(), !165)
  %60 = mul nuw nsw i32 %59, %59, !dbg !187
  %61 = uitofp nneg i32 %60 to x86_fp80, !dbg !187
  %62 = fdiv x86_fp80 0xK3FFF8000000000000000, %61, !dbg !189
  %63 = fadd x86_fp80 %58, %62, !dbg !190
    #dbg_value(x86_fp80 %63, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %64 = add nuw nsw i32 %44, 4, !dbg !191
    #dbg_value(i32 %64, !114, !DIExpression(), !165)
  %65 = mul nuw nsw i32 %64, %64, !dbg !187
  %66 = uitofp nneg i32 %65 to x86_fp80, !dbg !187
  %67 = fdiv x86_fp80 0xK3FFF8000000000000000, %66, !dbg !189
  %68 = fadd x86_fp80 %63, %67, !dbg !190
    #dbg_value(x86_fp80 %68, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !130)
  %69 = add nuw nsw i32 %44, 5, !dbg !191
    #dbg_value(i32 %69, !114, !DIExpression(), !165)
  %70 = icmp eq i32 %69, 1001, !dbg !192
  br i1 %70, label %22, label %42, !dbg !166, !llvm.loop !193
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !196 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.withld) align 16 %0) unnamed_addr #3 !dbg !203 {
    #dbg_value(x86_fp80 0xK3FFFA000000000000000, !207, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !209)
    #dbg_declare(ptr %0, !208, !DIExpression(), !210)
  store i8 120, ptr %0, align 16, !dbg !211, !tbaa !144
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !211
  store x86_fp80 0xK4000A000000000000000, ptr %2, align 16, !dbg !211, !tbaa !152
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !211
  store i32 7, ptr %3, align 16, !dbg !211, !tbaa !154
  ret void, !dbg !212
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @sum_struct(ptr nocapture noundef readonly byval(%struct.withld) align 16 %0) unnamed_addr #4 !dbg !213 {
    #dbg_declare(ptr %0, !217, !DIExpression(), !218)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !219
  %3 = load x86_fp80, ptr %2, align 16, !dbg !219, !tbaa !152
  %4 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !220
  %5 = load i32, ptr %4, align 16, !dbg !220, !tbaa !154
  %6 = sitofp i32 %5 to x86_fp80, !dbg !221
  %7 = fadd x86_fp80 %3, %6, !dbg !222
  %8 = load i8, ptr %0, align 16, !dbg !223, !tbaa !144
  %9 = sitofp i8 %8 to x86_fp80, !dbg !224
  %10 = fadd x86_fp80 %7, %9, !dbg !225
  ret x86_fp80 %10, !dbg !226
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @ld_sqrt_newton() unnamed_addr #5 !dbg !227 {
    #dbg_value(x86_fp80 0xK40008000000000000000, !231, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(x86_fp80 0xK40008000000000000000, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(i32 0, !233, !DIExpression(), !236)
  br label %2, !dbg !237

1:                                                ; preds = %2
  ret x86_fp80 %22, !dbg !238

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = phi x86_fp80 [ 0xK40008000000000000000, %0 ], [ %22, %2 ]
    #dbg_value(i32 %3, !233, !DIExpression(), !236)
    #dbg_value(x86_fp80 %4, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
  %5 = fdiv x86_fp80 0xK40008000000000000000, %4, !dbg !239
  %6 = fadd x86_fp80 %4, %5, !dbg !241
  %7 = fmul x86_fp80 %6, 0xK3FFE8000000000000000, !dbg !242
    #dbg_value(x86_fp80 %7, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(i32 %3, !233, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %8 = fdiv x86_fp80 0xK40008000000000000000, %7, !dbg !239
  %9 = fadd x86_fp80 %7, %8, !dbg !241
  %10 = fmul x86_fp80 %9, 0xK3FFE8000000000000000, !dbg !242
    #dbg_value(x86_fp80 %10, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(i32 %3, !233, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %11 = fdiv x86_fp80 0xK40008000000000000000, %10, !dbg !239
  %12 = fadd x86_fp80 %10, %11, !dbg !241
  %13 = fmul x86_fp80 %12, 0xK3FFE8000000000000000, !dbg !242
    #dbg_value(x86_fp80 %13, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(i32 %3, !233, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %14 = fdiv x86_fp80 0xK40008000000000000000, %13, !dbg !239
  %15 = fadd x86_fp80 %13, %14, !dbg !241
  %16 = fmul x86_fp80 %15, 0xK3FFE8000000000000000, !dbg !242
    #dbg_value(x86_fp80 %16, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(i32 %3, !233, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %17 = fdiv x86_fp80 0xK40008000000000000000, %16, !dbg !239
  %18 = fadd x86_fp80 %16, %17, !dbg !241
  %19 = fmul x86_fp80 %18, 0xK3FFE8000000000000000, !dbg !242
    #dbg_value(x86_fp80 %19, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
    #dbg_value(i32 %3, !233, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %20 = fdiv x86_fp80 0xK40008000000000000000, %19, !dbg !239
  %21 = fadd x86_fp80 %19, %20, !dbg !241
  %22 = fmul x86_fp80 %21, 0xK3FFE8000000000000000, !dbg !242
    #dbg_value(x86_fp80 %22, !232, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !235)
  %23 = add nuw nsw i32 %3, 6, !dbg !243
    #dbg_value(i32 %23, !233, !DIExpression(), !236)
  %24 = icmp eq i32 %23, 60, !dbg !244
  br i1 %24, label %1, label %2, !dbg !237, !llvm.loop !245
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !247 x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/long_double_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "1e5b54f16924b527bbd647fd02cf327c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 38)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 45)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 27)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 21)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 19)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !41, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !29, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 9)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 5)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 33)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !79, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72, !73, !74, !75, !76, !78}
!72 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "LD", file: !2, line: 7, baseType: !77)
!77 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!78 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!79 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !49, !51, !53, !55, !60, !80, !65}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 2)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !94, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!78}
!96 = !{!97, !98, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !116, !118, !119, !121, !126, !127}
!97 = !DILocalVariable(name: "third", scope: !93, file: !2, line: 16, type: !76)
!98 = !DILocalVariable(name: "s", scope: !93, file: !2, line: 21, type: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "withld", file: !2, line: 8, size: 384, elements: !100)
!100 = !{!101, !102, !103}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !99, file: !2, line: 8, baseType: !4, size: 8)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !99, file: !2, line: 8, baseType: !76, size: 128, offset: 128)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !99, file: !2, line: 8, baseType: !78, size: 32, offset: 256)
!104 = !DILocalVariable(name: "big", scope: !93, file: !2, line: 23, type: !76)
!105 = !DILocalVariable(name: "u", scope: !93, file: !2, line: 24, type: !72)
!106 = !DILocalVariable(name: "lu", scope: !93, file: !2, line: 24, type: !76)
!107 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 25, type: !73)
!108 = !DILocalVariable(name: "li", scope: !93, file: !2, line: 25, type: !76)
!109 = !DILocalVariable(name: "d", scope: !93, file: !2, line: 26, type: !74)
!110 = !DILocalVariable(name: "f", scope: !93, file: !2, line: 26, type: !75)
!111 = !DILocalVariable(name: "nan", scope: !93, file: !2, line: 27, type: !76)
!112 = !DILocalVariable(name: "negz", scope: !93, file: !2, line: 28, type: !76)
!113 = !DILocalVariable(name: "acc", scope: !93, file: !2, line: 29, type: !76)
!114 = !DILocalVariable(name: "k", scope: !115, file: !2, line: 29, type: !78)
!115 = distinct !DILexicalBlock(scope: !93, file: !2, line: 29, column: 17)
!116 = !DILocalVariable(name: "arr", scope: !93, file: !2, line: 30, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 640, elements: !63)
!118 = !DILocalVariable(name: "mx", scope: !93, file: !2, line: 30, type: !76)
!119 = !DILocalVariable(name: "k", scope: !120, file: !2, line: 30, type: !78)
!120 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 61)
!121 = !DILocalVariable(name: "bytes", scope: !93, file: !2, line: 31, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 128, elements: !124)
!123 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!124 = !{!125}
!125 = !DISubrange(count: 16)
!126 = !DILocalVariable(name: "one", scope: !93, file: !2, line: 31, type: !76)
!127 = !DILocalVariable(name: "k", scope: !128, file: !2, line: 32, type: !78)
!128 = distinct !DILexicalBlock(scope: !93, file: !2, line: 32, column: 5)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !93)
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 17, column: 5, scope: !93)
!138 = !DILocation(line: 18, column: 5, scope: !93)
!139 = !DILocation(line: 19, column: 5, scope: !93)
!140 = !DILocation(line: 20, column: 5, scope: !93)
!141 = !DILocation(line: 21, column: 5, scope: !93)
!142 = !DILocation(line: 21, column: 23, scope: !93)
!143 = !DILocation(line: 21, column: 92, scope: !93)
!144 = !{!145, !146, i64 0}
!145 = !{!"withld", !146, i64 0, !148, i64 16, !149, i64 32}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !{!"long double", !146, i64 0}
!149 = !{!"int", !146, i64 0}
!150 = !DILocation(line: 21, column: 90, scope: !93)
!151 = !DILocation(line: 21, column: 97, scope: !93)
!152 = !{!145, !148, i64 16}
!153 = !DILocation(line: 21, column: 102, scope: !93)
!154 = !{!145, !149, i64 32}
!155 = !DILocation(line: 21, column: 105, scope: !93)
!156 = !DILocation(line: 21, column: 34, scope: !93)
!157 = !DILocation(line: 22, column: 30, scope: !93)
!158 = !DILocation(line: 22, column: 5, scope: !93)
!159 = !DILocation(line: 23, column: 23, scope: !93)
!160 = !DILocation(line: 24, column: 62, scope: !93)
!161 = !DILocation(line: 25, column: 58, scope: !93)
!162 = !DILocation(line: 26, column: 55, scope: !93)
!163 = !DILocation(line: 27, column: 19, scope: !93)
!164 = !DILocation(line: 28, column: 22, scope: !93)
!165 = !DILocation(line: 0, scope: !115)
!166 = !DILocation(line: 29, column: 17, scope: !115)
!167 = !DILocation(line: 29, column: 76, scope: !93)
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 30, column: 119, scope: !93)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 0, scope: !128)
!176 = !DILocation(line: 32, column: 34, scope: !177)
!177 = distinct !DILexicalBlock(scope: !128, file: !2, line: 32, column: 5)
!178 = !DILocation(line: 32, column: 60, scope: !93)
!179 = !DILocation(line: 33, column: 49, scope: !93)
!180 = !DILocation(line: 33, column: 69, scope: !93)
!181 = !DILocation(line: 33, column: 84, scope: !93)
!182 = !DILocation(line: 33, column: 5, scope: !93)
!183 = !DILocation(line: 34, column: 22, scope: !93)
!184 = !DILocation(line: 34, column: 12, scope: !93)
!185 = !DILocation(line: 35, column: 1, scope: !93)
!186 = !DILocation(line: 34, column: 5, scope: !93)
!187 = !DILocation(line: 29, column: 70, scope: !188)
!188 = distinct !DILexicalBlock(scope: !115, file: !2, line: 29, column: 17)
!189 = !DILocation(line: 29, column: 61, scope: !188)
!190 = !DILocation(line: 29, column: 53, scope: !188)
!191 = !DILocation(line: 29, column: 45, scope: !188)
!192 = !DILocation(line: 29, column: 35, scope: !188)
!193 = distinct !{!193, !166, !194, !195}
!194 = !DILocation(line: 29, column: 73, scope: !115)
!195 = !{!"llvm.loop.mustprogress"}
!196 = !DISubprogram(name: "printf", scope: !197, file: !197, line: 356, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!198 = !DISubroutineType(types: !199)
!199 = !{!78, !200, null}
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!203 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 11, type: !204, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !206)
!204 = !DISubroutineType(cc: DW_CC_nocall, types: !205)
!205 = !{!99, !76}
!206 = !{!207, !208}
!207 = !DILocalVariable(name: "v", arg: 1, scope: !203, file: !2, line: 11, type: !76)
!208 = !DILocalVariable(name: "s", scope: !203, file: !2, line: 11, type: !99)
!209 = !DILocation(line: 0, scope: !203)
!210 = !DILocation(line: 11, column: 73, scope: !203)
!211 = !DILocation(line: 11, column: 77, scope: !203)
!212 = !DILocation(line: 11, column: 96, scope: !203)
!213 = distinct !DISubprogram(name: "sum_struct", scope: !2, file: !2, line: 12, type: !214, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{!76, !99}
!216 = !{!217}
!217 = !DILocalVariable(name: "s", arg: 1, scope: !213, file: !2, line: 12, type: !99)
!218 = !DILocation(line: 12, column: 62, scope: !213)
!219 = !DILocation(line: 12, column: 76, scope: !213)
!220 = !DILocation(line: 12, column: 82, scope: !213)
!221 = !DILocation(line: 12, column: 80, scope: !213)
!222 = !DILocation(line: 12, column: 78, scope: !213)
!223 = !DILocation(line: 12, column: 88, scope: !213)
!224 = !DILocation(line: 12, column: 86, scope: !213)
!225 = !DILocation(line: 12, column: 84, scope: !213)
!226 = !DILocation(line: 12, column: 67, scope: !213)
!227 = distinct !DISubprogram(name: "ld_sqrt_newton", scope: !2, file: !2, line: 13, type: !228, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !70, retainedNodes: !230)
!228 = !DISubroutineType(cc: DW_CC_nocall, types: !229)
!229 = !{!76, !76}
!230 = !{!231, !232, !233}
!231 = !DILocalVariable(name: "x", arg: 1, scope: !227, file: !2, line: 13, type: !76)
!232 = !DILocalVariable(name: "r", scope: !227, file: !2, line: 13, type: !76)
!233 = !DILocalVariable(name: "i", scope: !234, file: !2, line: 13, type: !78)
!234 = distinct !DILexicalBlock(scope: !227, file: !2, line: 13, column: 70)
!235 = !DILocation(line: 0, scope: !227)
!236 = !DILocation(line: 0, scope: !234)
!237 = !DILocation(line: 13, column: 70, scope: !234)
!238 = !DILocation(line: 13, column: 120, scope: !227)
!239 = !DILocation(line: 13, column: 110, scope: !240)
!240 = distinct !DILexicalBlock(scope: !234, file: !2, line: 13, column: 70)
!241 = !DILocation(line: 13, column: 106, scope: !240)
!242 = !DILocation(line: 13, column: 115, scope: !240)
!243 = !DILocation(line: 13, column: 95, scope: !240)
!244 = !DILocation(line: 13, column: 88, scope: !240)
!245 = distinct !{!245, !237, !246, !195}
!246 = !DILocation(line: 13, column: 117, scope: !234)
!247 = !DISubprogram(name: "fmodl", scope: !248, file: !248, line: 168, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!248 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!249 = !DISubroutineType(types: !250)
!250 = !{!77, !77, !77}
