; ModuleID = 'programs/struct_abi_long_double.c'
source_filename = "programs/struct_abi_long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LI = type { x86_fp80, i32 }
%struct.L1 = type { x86_fp80 }
%struct.L2 = type { x86_fp80, x86_fp80 }
%struct.FL = type { float, x86_fp80 }
%struct.LA = type { [3 x x86_fp80], [4 x i8] }

@__const.main.b = private unnamed_addr constant %struct.LI { x86_fp80 0xK3FFE8000000000000000, i32 0 }, align 16
@.str.1 = private unnamed_addr constant [26 x i8] c"a=%La b=%La,%d c=%La,%La\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [16 x i8] c"d=%a,%La e=%La\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed=%La\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [16 x i8] c"ret_scalar=%La\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [14 x i8] c"cl=(%La,%La)\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [42 x i8] c"sizes L1=%zu LI=%zu L2=%zu FL=%zu LA=%zu\0A\00", align 1, !dbg !24

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !48 {
  %1 = alloca x86_fp80, align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !91, ptr %1, !DIExpression(), !92)
  %2 = alloca %struct.L1, align 16
  %3 = alloca %struct.L1, align 16
  %4 = alloca %struct.LI, align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !60, !DIExpression(), !93, ptr %4, !DIExpression(), !92)
  %5 = alloca %struct.LI, align 16
  %6 = alloca %struct.L2, align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !68, !DIExpression(), !94, ptr %6, !DIExpression(), !92)
  %7 = alloca %struct.L2, align 16
  %8 = alloca %struct.FL, align 16, !DIAssignID !95
    #dbg_assign(i1 undef, !74, !DIExpression(), !95, ptr %8, !DIExpression(), !92)
  %9 = alloca %struct.FL, align 16
  %10 = alloca %struct.LA, align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !80, !DIExpression(), !96, ptr %10, !DIExpression(), !92)
  %11 = alloca { x86_fp80, x86_fp80 }, align 16
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1), !dbg !97
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %1, align 16, !dbg !98, !tbaa !99, !DIAssignID !103
    #dbg_assign(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !52, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !103, ptr %1, !DIExpression(), !92)
  %12 = load volatile x86_fp80, ptr %1, align 16, !dbg !104, !tbaa !99
  store x86_fp80 %12, ptr %3, align 16, !dbg !105, !tbaa !106
  %13 = tail call fastcc x86_fp80 @l1_half(ptr noundef nonnull byval(%struct.L1) align 16 %3), !dbg !108
  store x86_fp80 %13, ptr %2, align 16, !dbg !108
  %14 = tail call fastcc x86_fp80 @l1_half(ptr noundef nonnull byval(%struct.L1) align 16 %2), !dbg !109
    #dbg_value(x86_fp80 %14, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8, !dbg !110
    #dbg_assign(i1 undef, !60, !DIExpression(), !111, ptr %4, !DIExpression(), !92)
    #dbg_value(i32 0, !66, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8, !dbg !113
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 @__const.main.b), !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !dbg !113, !tbaa.struct !115, !DIAssignID !118
    #dbg_assign(i1 undef, !60, !DIExpression(), !118, ptr %4, !DIExpression(), !92)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8, !dbg !113
    #dbg_value(i32 1, !66, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8, !dbg !113
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4), !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !dbg !113, !tbaa.struct !115, !DIAssignID !118
    #dbg_assign(i1 undef, !60, !DIExpression(), !118, ptr %4, !DIExpression(), !92)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8, !dbg !113
    #dbg_value(i32 2, !66, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8, !dbg !113
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4), !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !dbg !113, !tbaa.struct !115, !DIAssignID !118
    #dbg_assign(i1 undef, !60, !DIExpression(), !118, ptr %4, !DIExpression(), !92)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8, !dbg !113
    #dbg_value(i32 3, !66, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8, !dbg !113
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4), !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !dbg !113, !tbaa.struct !115, !DIAssignID !118
    #dbg_assign(i1 undef, !60, !DIExpression(), !118, ptr %4, !DIExpression(), !92)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8, !dbg !113
    #dbg_value(i32 4, !66, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8, !dbg !113
  call fastcc void @li_next(ptr dead_on_unwind nonnull writable sret(%struct.LI) align 16 %5, ptr noundef nonnull byval(%struct.LI) align 16 %4), !dbg !113
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) %5, i64 32, i1 false), !dbg !113, !tbaa.struct !115, !DIAssignID !118
    #dbg_assign(i1 undef, !60, !DIExpression(), !118, ptr %4, !DIExpression(), !92)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8, !dbg !113
    #dbg_value(i32 5, !66, !DIExpression(), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #8, !dbg !119
  %15 = load volatile x86_fp80, ptr %1, align 16, !dbg !120, !tbaa !99
  store x86_fp80 %15, ptr %7, align 16, !dbg !121, !tbaa !122
  %16 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !121
  %17 = load volatile x86_fp80, ptr %1, align 16, !dbg !124, !tbaa !99
  %18 = fmul x86_fp80 %17, 0xKC0008000000000000000, !dbg !125
  store x86_fp80 %18, ptr %16, align 16, !dbg !121, !tbaa !126
  call fastcc void @l2_swap(ptr dead_on_unwind nonnull writable sret(%struct.L2) align 16 %6, ptr noundef nonnull byval(%struct.L2) align 16 %7), !dbg !127
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #8, !dbg !128
  store float 2.500000e+00, ptr %9, align 16, !dbg !129, !tbaa !130
  %19 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !129
  store x86_fp80 0xK4041AD78EBC5AC620000, ptr %19, align 16, !dbg !129, !tbaa !133
  %20 = load volatile x86_fp80, ptr %1, align 16, !dbg !134, !tbaa !99
  call fastcc void @fl_mix(ptr dead_on_unwind nonnull writable sret(%struct.FL) align 16 %8, ptr noundef nonnull byval(%struct.FL) align 16 %9, x86_fp80 noundef %20), !dbg !135
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #8, !dbg !136
  %21 = load volatile x86_fp80, ptr %1, align 16, !dbg !137, !tbaa !99
  store x86_fp80 %21, ptr %10, align 16, !dbg !138, !tbaa !99, !DIAssignID !139
    #dbg_assign(x86_fp80 %21, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !139, ptr %10, !DIExpression(), !92)
  %22 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !138
  %23 = load volatile x86_fp80, ptr %1, align 16, !dbg !140, !tbaa !99
  %24 = fmul x86_fp80 %23, 0xK40008000000000000000, !dbg !141
  store x86_fp80 %24, ptr %22, align 16, !dbg !138, !tbaa !99, !DIAssignID !142
    #dbg_assign(x86_fp80 %24, !80, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !142, ptr %22, !DIExpression(), !92)
  %25 = getelementptr inbounds i8, ptr %10, i64 32, !dbg !138
  %26 = load volatile x86_fp80, ptr %1, align 16, !dbg !143, !tbaa !99
  %27 = fmul x86_fp80 %26, 0xK4000C000000000000000, !dbg !144
  store x86_fp80 %27, ptr %25, align 16, !dbg !138, !tbaa !99, !DIAssignID !145
    #dbg_assign(x86_fp80 %27, !80, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !145, ptr %25, !DIExpression(), !92)
  %28 = getelementptr inbounds i8, ptr %10, i64 48, !dbg !146
  store i32 6513249, ptr %28, align 16, !dbg !147, !tbaa !148, !DIAssignID !149
    #dbg_assign(i1 undef, !80, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !149, ptr %28, !DIExpression(), !92)
  %29 = load x86_fp80, ptr %4, align 16, !dbg !150, !tbaa !151
  %30 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !153
  %31 = load i32, ptr %30, align 16, !dbg !153, !tbaa !154
  %32 = load x86_fp80, ptr %6, align 16, !dbg !155, !tbaa !122
  %33 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !156
  %34 = load x86_fp80, ptr %33, align 16, !dbg !156, !tbaa !126
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %14, x86_fp80 noundef %29, i32 noundef %31, x86_fp80 noundef %32, x86_fp80 noundef %34), !dbg !157
  %36 = load float, ptr %8, align 16, !dbg !158, !tbaa !130
  %37 = fpext float %36 to double, !dbg !159
  %38 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !160
  %39 = load x86_fp80, ptr %38, align 16, !dbg !160, !tbaa !133
  %40 = tail call fastcc x86_fp80 @la_sum(ptr noundef nonnull byval(%struct.LA) align 16 %10), !dbg !161
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %37, x86_fp80 noundef %39, x86_fp80 noundef %40), !dbg !162
  %42 = load volatile x86_fp80, ptr %1, align 16, !dbg !163, !tbaa !99
  %43 = tail call fastcc x86_fp80 @mixed(x86_fp80 noundef %42), !dbg !164
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %43), !dbg !165
  %45 = load volatile x86_fp80, ptr %1, align 16, !dbg !166, !tbaa !99
  %46 = tail call fastcc x86_fp80 @ret_scalar(x86_fp80 noundef %45), !dbg !167
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %46), !dbg !168
  %48 = load volatile x86_fp80, ptr %1, align 16, !dbg !169, !tbaa !99
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #8, !dbg !170
  %49 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !170
  store x86_fp80 %48, ptr %11, align 16, !dbg !170
  store x86_fp80 0xK3FFF8000000000000000, ptr %49, align 16, !dbg !170
  %50 = tail call fastcc { x86_fp80, x86_fp80 } @cl(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %11), !dbg !170
  %51 = extractvalue { x86_fp80, x86_fp80 } %50, 0, !dbg !170
  %52 = extractvalue { x86_fp80, x86_fp80 } %50, 1, !dbg !170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #8, !dbg !170
    #dbg_value(x86_fp80 %51, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(x86_fp80 %52, !89, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !92)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %51, x86_fp80 noundef %52), !dbg !171
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 16, i64 noundef 32, i64 noundef 32, i64 noundef 32, i64 noundef 64), !dbg !172
  %55 = fptosi x86_fp80 %29 to i32, !dbg !173
  %56 = srem i32 %55, 100, !dbg !174
  %57 = add nsw i32 %56, %31, !dbg !175
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #8, !dbg !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #8, !dbg !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #8, !dbg !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8, !dbg !176
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1), !dbg !176
  ret i32 %57, !dbg !177
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @l1_half(ptr nocapture noundef readonly byval(%struct.L1) align 16 %0) unnamed_addr #2 !dbg !178 {
    #dbg_declare(ptr %0, !182, !DIExpression(), !183)
  %2 = load x86_fp80, ptr %0, align 16, !dbg !184, !tbaa !106
  %3 = fmul x86_fp80 %2, 0xK3FFE8000000000000000, !dbg !184
  ret x86_fp80 %3, !dbg !185
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @li_next(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.LI) align 16 %0, ptr nocapture noundef byval(%struct.LI) align 16 %1) unnamed_addr #4 !dbg !186 {
    #dbg_declare(ptr %1, !190, !DIExpression(), !191)
  %3 = load x86_fp80, ptr %1, align 16, !dbg !192, !tbaa !151
  %4 = fmul x86_fp80 %3, 0xK4000C000000000000000, !dbg !193
  %5 = fadd x86_fp80 %4, 0xK3FFF8000000000000000, !dbg !194
  store x86_fp80 %5, ptr %1, align 16, !dbg !195, !tbaa !151
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !196
  %7 = load i32, ptr %6, align 16, !dbg !197, !tbaa !154
  %8 = add nsw i32 %7, 1, !dbg !197
  store i32 %8, ptr %6, align 16, !dbg !197, !tbaa !154
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !dbg !198, !tbaa.struct !115
  ret void, !dbg !199
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @l2_swap(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L2) align 16 %0, ptr nocapture noundef readonly byval(%struct.L2) align 16 %1) unnamed_addr #4 !dbg !200 {
    #dbg_declare(ptr %1, !204, !DIExpression(), !206)
    #dbg_declare(ptr %0, !205, !DIExpression(), !207)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !208
  %4 = load x86_fp80, ptr %3, align 16, !dbg !208, !tbaa !126
  store x86_fp80 %4, ptr %0, align 16, !dbg !209, !tbaa !122
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !209
  %6 = load x86_fp80, ptr %1, align 16, !dbg !210, !tbaa !122
  store x86_fp80 %6, ptr %5, align 16, !dbg !209, !tbaa !126
  ret void, !dbg !211
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fl_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.FL) align 16 %0, ptr nocapture noundef byval(%struct.FL) align 16 %1, x86_fp80 noundef %2) unnamed_addr #4 !dbg !212 {
    #dbg_declare(ptr %1, !216, !DIExpression(), !218)
    #dbg_value(x86_fp80 %2, !217, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !219)
  %4 = load float, ptr %1, align 16, !dbg !220, !tbaa !130
  %5 = fpext float %4 to x86_fp80, !dbg !221
  %6 = fmul x86_fp80 %5, %2, !dbg !222
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !223
  %8 = load x86_fp80, ptr %7, align 16, !dbg !224, !tbaa !133
  %9 = fadd x86_fp80 %8, %6, !dbg !224
  store x86_fp80 %9, ptr %7, align 16, !dbg !224, !tbaa !133
  %10 = fmul x86_fp80 %9, 0xK3FFC8000000000000000, !dbg !225
  %11 = fptrunc x86_fp80 %10 to float, !dbg !226
  store float %11, ptr %1, align 16, !dbg !227, !tbaa !130
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !dbg !228, !tbaa.struct !229
  ret void, !dbg !231
}

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @la_sum(ptr nocapture noundef readonly byval(%struct.LA) align 16 %0) unnamed_addr #2 !dbg !239 {
    #dbg_declare(ptr %0, !243, !DIExpression(), !244)
  %2 = load x86_fp80, ptr %0, align 16, !dbg !245, !tbaa !99
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !246
  %4 = load x86_fp80, ptr %3, align 16, !dbg !246, !tbaa !99
  %5 = fadd x86_fp80 %2, %4, !dbg !247
  %6 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !248
  %7 = load x86_fp80, ptr %6, align 16, !dbg !248, !tbaa !99
  %8 = fadd x86_fp80 %5, %7, !dbg !249
  %9 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !250
  %10 = load i8, ptr %9, align 16, !dbg !251, !tbaa !148
  %11 = sitofp i8 %10 to x86_fp80, !dbg !251
  %12 = fadd x86_fp80 %8, %11, !dbg !252
  ret x86_fp80 %12, !dbg !253
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @mixed(x86_fp80 noundef %0) unnamed_addr #6 !dbg !254 {
    #dbg_value(double 1.500000e+00, !258, !DIExpression(), !272)
    #dbg_value(x86_fp80 %0, !259, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !272)
    #dbg_value(i32 3, !260, !DIExpression(), !272)
    #dbg_value(double 2.500000e-01, !261, !DIExpression(), !272)
    #dbg_value(x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !272)
    #dbg_value(float 2.000000e+00, !263, !DIExpression(), !272)
    #dbg_value(double 1.000000e+00, !264, !DIExpression(), !272)
    #dbg_value(double 2.000000e+00, !265, !DIExpression(), !272)
    #dbg_value(double 3.000000e+00, !266, !DIExpression(), !272)
    #dbg_value(double 4.000000e+00, !267, !DIExpression(), !272)
    #dbg_value(double 5.000000e+00, !268, !DIExpression(), !272)
    #dbg_value(double 6.000000e+00, !269, !DIExpression(), !272)
    #dbg_value(x86_fp80 0xK4062C9F2C9CD04674EDF, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !272)
    #dbg_value(i32 7, !271, !DIExpression(), !272)
  %2 = fmul x86_fp80 %0, 0xK4000C000000000000000, !dbg !273
  %3 = fadd x86_fp80 %2, 0xK3FFFC000000000000000, !dbg !274
  %4 = fadd x86_fp80 %3, 0xKBFFD8000000000000000, !dbg !275
  %5 = fadd x86_fp80 %4, 0xK3FDEDBE6FECEBDEDD5BF, !dbg !276
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000, !dbg !277
  %7 = fadd x86_fp80 %6, 0xK40008000000000000000, !dbg !278
  %8 = fadd x86_fp80 %7, 0xK4000C000000000000000, !dbg !279
  %9 = fadd x86_fp80 %8, 0xK40018000000000000000, !dbg !280
  %10 = fadd x86_fp80 %9, 0xK4001A000000000000000, !dbg !281
  %11 = fadd x86_fp80 %10, 0xK4001C000000000000000, !dbg !282
  %12 = fadd x86_fp80 %11, 0xK405FE6CC545805085A23, !dbg !283
  ret x86_fp80 %12, !dbg !284
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @ret_scalar(x86_fp80 noundef %0) unnamed_addr #6 !dbg !285 {
    #dbg_value(x86_fp80 %0, !289, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !291)
    #dbg_value(x86_fp80 0xK4000C000000000000000, !290, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !291)
  %2 = fmul x86_fp80 %0, 0xK4000C000000000000000, !dbg !292
  %3 = fadd x86_fp80 %2, 0xKBFFF8000000000000000, !dbg !293
  ret x86_fp80 %3, !dbg !294
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @cl(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0) unnamed_addr #7 !dbg !295 {
    #dbg_declare(ptr %0, !299, !DIExpression(), !300)
  %2 = load x86_fp80, ptr %0, align 16, !dbg !301
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !301
  %4 = load x86_fp80, ptr %3, align 16, !dbg !301
  %5 = fmul x86_fp80 %2, %2, !dbg !302
  %6 = fmul x86_fp80 %4, %4, !dbg !302
  %7 = fmul x86_fp80 %2, %4, !dbg !302
  %8 = fsub x86_fp80 %5, %6, !dbg !302
  %9 = fadd x86_fp80 %7, %7, !dbg !302
  %10 = fcmp uno x86_fp80 %8, 0xK00000000000000000000, !dbg !302
  br i1 %10, label %11, label %17, !dbg !302, !prof !303

11:                                               ; preds = %1
  %12 = fcmp uno x86_fp80 %9, 0xK00000000000000000000, !dbg !302
  br i1 %12, label %13, label %17, !dbg !302, !prof !303

13:                                               ; preds = %11
  %14 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %2, x86_fp80 noundef %4, x86_fp80 noundef %2, x86_fp80 noundef %4) #8, !dbg !302
  %15 = extractvalue { x86_fp80, x86_fp80 } %14, 0, !dbg !302
  %16 = extractvalue { x86_fp80, x86_fp80 } %14, 1, !dbg !302
  br label %17, !dbg !302

17:                                               ; preds = %13, %11, %1
  %18 = phi x86_fp80 [ %8, %1 ], [ %8, %11 ], [ %15, %13 ], !dbg !302
  %19 = phi x86_fp80 [ %9, %1 ], [ %9, %11 ], [ %16, %13 ], !dbg !302
  %20 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %18, 0, !dbg !304
  %21 = insertvalue { x86_fp80, x86_fp80 } %20, x86_fp80 %19, 1, !dbg !304
  ret { x86_fp80, x86_fp80 } %21, !dbg !304
}

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_long_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "77a08686662e1f80e43a4cb706cfc3e1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 42)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !34, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !32, !33}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!34 = !{!35, !0, !7, !12, !17, !19, !24}
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !49, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!32}
!51 = !{!52, !55, !60, !66, !68, !74, !80, !89}
!52 = !DILocalVariable(name: "third", scope: !48, file: !2, line: 26, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !54)
!54 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!55 = !DILocalVariable(name: "a", scope: !48, file: !2, line: 27, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "L1", file: !2, line: 8, baseType: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 128, elements: !58)
!58 = !{!59}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !57, file: !2, line: 8, baseType: !54, size: 128)
!60 = !DILocalVariable(name: "b", scope: !48, file: !2, line: 28, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "LI", file: !2, line: 9, baseType: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 256, elements: !63)
!63 = !{!64, !65}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !62, file: !2, line: 9, baseType: !54, size: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !62, file: !2, line: 9, baseType: !32, size: 32, offset: 128)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 29, type: !32)
!67 = distinct !DILexicalBlock(scope: !48, file: !2, line: 29, column: 5)
!68 = !DILocalVariable(name: "c", scope: !48, file: !2, line: 30, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "L2", file: !2, line: 10, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 256, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !70, file: !2, line: 10, baseType: !54, size: 128)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !70, file: !2, line: 10, baseType: !54, size: 128, offset: 128)
!74 = !DILocalVariable(name: "d", scope: !48, file: !2, line: 31, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "FL", file: !2, line: 11, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 256, elements: !77)
!77 = !{!78, !79}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !76, file: !2, line: 11, baseType: !33, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !76, file: !2, line: 11, baseType: !54, size: 128, offset: 128)
!80 = !DILocalVariable(name: "e", scope: !48, file: !2, line: 32, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "LA", file: !2, line: 12, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 512, elements: !83)
!83 = !{!84, !88}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !82, file: !2, line: 12, baseType: !85, size: 384)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 384, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 3)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !82, file: !2, line: 12, baseType: !37, size: 32, offset: 384)
!89 = !DILocalVariable(name: "z", scope: !48, file: !2, line: 37, type: !90)
!90 = !DIBasicType(name: "complex", size: 256, encoding: DW_ATE_complex_float)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !48)
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 26, column: 5, scope: !48)
!98 = !DILocation(line: 26, column: 26, scope: !48)
!99 = !{!100, !100, i64 0}
!100 = !{!"long double", !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 27, column: 33, scope: !48)
!105 = !DILocation(line: 27, column: 32, scope: !48)
!106 = !{!107, !100, i64 0}
!107 = !{!"", !100, i64 0}
!108 = !DILocation(line: 27, column: 20, scope: !48)
!109 = !DILocation(line: 27, column: 12, scope: !48)
!110 = !DILocation(line: 28, column: 5, scope: !48)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !67)
!113 = !DILocation(line: 29, column: 37, scope: !114)
!114 = distinct !DILexicalBlock(scope: !67, file: !2, line: 29, column: 5)
!115 = !{i64 0, i64 16, !99, i64 16, i64 4, !116}
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !101, i64 0}
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 30, column: 5, scope: !48)
!120 = !DILocation(line: 30, column: 25, scope: !48)
!121 = !DILocation(line: 30, column: 24, scope: !48)
!122 = !{!123, !100, i64 0}
!123 = !{!"", !100, i64 0, !100, i64 16}
!124 = !DILocation(line: 30, column: 33, scope: !48)
!125 = !DILocation(line: 30, column: 39, scope: !48)
!126 = !{!123, !100, i64 16}
!127 = !DILocation(line: 30, column: 12, scope: !48)
!128 = !DILocation(line: 31, column: 5, scope: !48)
!129 = !DILocation(line: 31, column: 23, scope: !48)
!130 = !{!131, !132, i64 0}
!131 = !{!"", !132, i64 0, !100, i64 16}
!132 = !{!"float", !101, i64 0}
!133 = !{!131, !100, i64 16}
!134 = !DILocation(line: 31, column: 38, scope: !48)
!135 = !DILocation(line: 31, column: 12, scope: !48)
!136 = !DILocation(line: 32, column: 5, scope: !48)
!137 = !DILocation(line: 32, column: 14, scope: !48)
!138 = !DILocation(line: 32, column: 13, scope: !48)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 32, column: 25, scope: !48)
!141 = !DILocation(line: 32, column: 23, scope: !48)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 32, column: 36, scope: !48)
!144 = !DILocation(line: 32, column: 34, scope: !48)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 32, column: 12, scope: !48)
!147 = !DILocation(line: 32, column: 44, scope: !48)
!148 = !{!101, !101, i64 0}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 33, column: 49, scope: !48)
!151 = !{!152, !100, i64 0}
!152 = !{!"", !100, i64 0, !117, i64 16}
!153 = !DILocation(line: 33, column: 54, scope: !48)
!154 = !{!152, !117, i64 16}
!155 = !DILocation(line: 33, column: 61, scope: !48)
!156 = !DILocation(line: 33, column: 66, scope: !48)
!157 = !DILocation(line: 33, column: 5, scope: !48)
!158 = !DILocation(line: 34, column: 42, scope: !48)
!159 = !DILocation(line: 34, column: 32, scope: !48)
!160 = !DILocation(line: 34, column: 47, scope: !48)
!161 = !DILocation(line: 34, column: 50, scope: !48)
!162 = !DILocation(line: 34, column: 5, scope: !48)
!163 = !DILocation(line: 35, column: 38, scope: !48)
!164 = !DILocation(line: 35, column: 27, scope: !48)
!165 = !DILocation(line: 35, column: 5, scope: !48)
!166 = !DILocation(line: 36, column: 43, scope: !48)
!167 = !DILocation(line: 36, column: 32, scope: !48)
!168 = !DILocation(line: 36, column: 5, scope: !48)
!169 = !DILocation(line: 37, column: 51, scope: !48)
!170 = !DILocation(line: 37, column: 30, scope: !48)
!171 = !DILocation(line: 38, column: 5, scope: !48)
!172 = !DILocation(line: 39, column: 5, scope: !48)
!173 = !DILocation(line: 40, column: 20, scope: !48)
!174 = !DILocation(line: 40, column: 29, scope: !48)
!175 = !DILocation(line: 40, column: 18, scope: !48)
!176 = !DILocation(line: 41, column: 1, scope: !48)
!177 = !DILocation(line: 40, column: 5, scope: !48)
!178 = distinct !DISubprogram(name: "l1_half", scope: !2, file: !2, line: 14, type: !179, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!56, !56}
!181 = !{!182}
!182 = !DILocalVariable(name: "x", arg: 1, scope: !178, file: !2, line: 14, type: !56)
!183 = !DILocation(line: 14, column: 48, scope: !178)
!184 = !DILocation(line: 14, column: 57, scope: !178)
!185 = !DILocation(line: 14, column: 63, scope: !178)
!186 = distinct !DISubprogram(name: "li_next", scope: !2, file: !2, line: 15, type: !187, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!61, !61}
!189 = !{!190}
!190 = !DILocalVariable(name: "x", arg: 1, scope: !186, file: !2, line: 15, type: !61)
!191 = !DILocation(line: 15, column: 48, scope: !186)
!192 = !DILocation(line: 15, column: 61, scope: !186)
!193 = !DILocation(line: 15, column: 63, scope: !186)
!194 = !DILocation(line: 15, column: 67, scope: !186)
!195 = !DILocation(line: 15, column: 57, scope: !186)
!196 = !DILocation(line: 15, column: 74, scope: !186)
!197 = !DILocation(line: 15, column: 77, scope: !186)
!198 = !DILocation(line: 15, column: 88, scope: !186)
!199 = !DILocation(line: 15, column: 81, scope: !186)
!200 = distinct !DISubprogram(name: "l2_swap", scope: !2, file: !2, line: 16, type: !201, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!69, !69}
!203 = !{!204, !205}
!204 = !DILocalVariable(name: "x", arg: 1, scope: !200, file: !2, line: 16, type: !69)
!205 = !DILocalVariable(name: "r", scope: !200, file: !2, line: 16, type: !69)
!206 = !DILocation(line: 16, column: 48, scope: !200)
!207 = !DILocation(line: 16, column: 56, scope: !200)
!208 = !DILocation(line: 16, column: 63, scope: !200)
!209 = !DILocation(line: 16, column: 60, scope: !200)
!210 = !DILocation(line: 16, column: 68, scope: !200)
!211 = !DILocation(line: 16, column: 72, scope: !200)
!212 = distinct !DISubprogram(name: "fl_mix", scope: !2, file: !2, line: 17, type: !213, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!75, !75, !54}
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "x", arg: 1, scope: !212, file: !2, line: 17, type: !75)
!217 = !DILocalVariable(name: "k", arg: 2, scope: !212, file: !2, line: 17, type: !54)
!218 = !DILocation(line: 17, column: 47, scope: !212)
!219 = !DILocation(line: 0, scope: !212)
!220 = !DILocation(line: 17, column: 76, scope: !212)
!221 = !DILocation(line: 17, column: 74, scope: !212)
!222 = !DILocation(line: 17, column: 78, scope: !212)
!223 = !DILocation(line: 17, column: 69, scope: !212)
!224 = !DILocation(line: 17, column: 71, scope: !212)
!225 = !DILocation(line: 17, column: 101, scope: !212)
!226 = !DILocation(line: 17, column: 89, scope: !212)
!227 = !DILocation(line: 17, column: 87, scope: !212)
!228 = !DILocation(line: 17, column: 114, scope: !212)
!229 = !{i64 0, i64 4, !230, i64 16, i64 16, !99}
!230 = !{!132, !132, i64 0}
!231 = !DILocation(line: 17, column: 107, scope: !212)
!232 = !DISubprogram(name: "printf", scope: !233, file: !233, line: 356, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!234 = !DISubroutineType(types: !235)
!235 = !{!32, !236, null}
!236 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!239 = distinct !DISubprogram(name: "la_sum", scope: !2, file: !2, line: 18, type: !240, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!54, !81}
!242 = !{!243}
!243 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !2, line: 18, type: !81)
!244 = !DILocation(line: 18, column: 56, scope: !239)
!245 = !DILocation(line: 18, column: 68, scope: !239)
!246 = !DILocation(line: 18, column: 79, scope: !239)
!247 = !DILocation(line: 18, column: 77, scope: !239)
!248 = !DILocation(line: 18, column: 90, scope: !239)
!249 = !DILocation(line: 18, column: 88, scope: !239)
!250 = !DILocation(line: 18, column: 103, scope: !239)
!251 = !DILocation(line: 18, column: 101, scope: !239)
!252 = !DILocation(line: 18, column: 99, scope: !239)
!253 = !DILocation(line: 18, column: 61, scope: !239)
!254 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 19, type: !255, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !257)
!255 = !DISubroutineType(cc: DW_CC_nocall, types: !256)
!256 = !{!54, !31, !54, !32, !31, !54, !33, !31, !31, !31, !31, !31, !31, !54, !32}
!257 = !{!258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !270, !271}
!258 = !DILocalVariable(name: "a", arg: 1, scope: !254, file: !2, line: 19, type: !31)
!259 = !DILocalVariable(name: "b", arg: 2, scope: !254, file: !2, line: 19, type: !54)
!260 = !DILocalVariable(name: "c", arg: 3, scope: !254, file: !2, line: 19, type: !32)
!261 = !DILocalVariable(name: "d", arg: 4, scope: !254, file: !2, line: 19, type: !31)
!262 = !DILocalVariable(name: "e", arg: 5, scope: !254, file: !2, line: 19, type: !54)
!263 = !DILocalVariable(name: "f", arg: 6, scope: !254, file: !2, line: 19, type: !33)
!264 = !DILocalVariable(name: "g", arg: 7, scope: !254, file: !2, line: 19, type: !31)
!265 = !DILocalVariable(name: "h", arg: 8, scope: !254, file: !2, line: 19, type: !31)
!266 = !DILocalVariable(name: "i", arg: 9, scope: !254, file: !2, line: 19, type: !31)
!267 = !DILocalVariable(name: "j", arg: 10, scope: !254, file: !2, line: 19, type: !31)
!268 = !DILocalVariable(name: "k", arg: 11, scope: !254, file: !2, line: 19, type: !31)
!269 = !DILocalVariable(name: "l", arg: 12, scope: !254, file: !2, line: 19, type: !31)
!270 = !DILocalVariable(name: "m", arg: 13, scope: !254, file: !2, line: 19, type: !54)
!271 = !DILocalVariable(name: "n", arg: 14, scope: !254, file: !2, line: 19, type: !32)
!272 = !DILocation(line: 0, scope: !254)
!273 = !DILocation(line: 20, column: 18, scope: !254)
!274 = !DILocation(line: 20, column: 14, scope: !254)
!275 = !DILocation(line: 20, column: 22, scope: !254)
!276 = !DILocation(line: 20, column: 26, scope: !254)
!277 = !DILocation(line: 20, column: 34, scope: !254)
!278 = !DILocation(line: 20, column: 38, scope: !254)
!279 = !DILocation(line: 20, column: 42, scope: !254)
!280 = !DILocation(line: 20, column: 46, scope: !254)
!281 = !DILocation(line: 20, column: 50, scope: !254)
!282 = !DILocation(line: 20, column: 54, scope: !254)
!283 = !DILocation(line: 20, column: 58, scope: !254)
!284 = !DILocation(line: 20, column: 5, scope: !254)
!285 = distinct !DISubprogram(name: "ret_scalar", scope: !2, file: !2, line: 22, type: !286, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !288)
!286 = !DISubroutineType(cc: DW_CC_nocall, types: !287)
!287 = !{!54, !54, !54}
!288 = !{!289, !290}
!289 = !DILocalVariable(name: "x", arg: 1, scope: !285, file: !2, line: 22, type: !54)
!290 = !DILocalVariable(name: "y", arg: 2, scope: !285, file: !2, line: 22, type: !54)
!291 = !DILocation(line: 0, scope: !285)
!292 = !DILocation(line: 22, column: 98, scope: !285)
!293 = !DILocation(line: 22, column: 102, scope: !285)
!294 = !DILocation(line: 22, column: 89, scope: !285)
!295 = distinct !DISubprogram(name: "cl", scope: !2, file: !2, line: 23, type: !296, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{!90, !90}
!298 = !{!299}
!299 = !DILocalVariable(name: "z", arg: 1, scope: !295, file: !2, line: 23, type: !90)
!300 = !DILocation(line: 23, column: 79, scope: !295)
!301 = !DILocation(line: 23, column: 91, scope: !295)
!302 = !DILocation(line: 23, column: 93, scope: !295)
!303 = !{!"branch_weights", i32 1, i32 1048575}
!304 = !DILocation(line: 23, column: 84, scope: !295)
