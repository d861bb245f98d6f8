; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mix = type { i32, double, i64, i16 }
%struct.L3 = type { i64, i64, i64 }
%struct.D3 = type { double, double, double }
%struct.C17 = type { [17 x i8] }
%struct.Big = type { [16 x i64] }

@.str = private unnamed_addr constant [25 x i8] c"L3 %ld %ld %ld size %zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"D3 %a %a %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"hello, world 17\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"C17 '%s' -> '%s'\0A\00", align 1, !dbg !17
@__const.main.m = private unnamed_addr constant %struct.Mix { i32 1, double 5.000000e-01, i64 255, i16 7 }, align 8
@.str.4 = private unnamed_addr constant [27 x i8] c"Mix %d %a %lx %d size %zu\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"Big sum %ld rev %ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [20 x i8] c"regs_and_stack %ld\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !52 {
  %1 = alloca %struct.L3, align 8, !DIAssignID !103
    #dbg_assign(i1 undef, !66, !DIExpression(), !103, ptr %1, !DIExpression(), !104)
  %2 = alloca %struct.L3, align 8
  %3 = alloca %struct.L3, align 8
  %4 = alloca %struct.L3, align 8
  %5 = alloca %struct.L3, align 8
  %6 = alloca %struct.D3, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !67, !DIExpression(), !105, ptr %6, !DIExpression(), !104)
  %7 = alloca %struct.D3, align 8
  %8 = alloca %struct.D3, align 16
  %9 = alloca %struct.C17, align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !75, !DIExpression(), !106, ptr %9, !DIExpression(), !104)
  %10 = alloca %struct.C17, align 1, !DIAssignID !107
    #dbg_assign(i1 undef, !83, !DIExpression(), !107, ptr %10, !DIExpression(), !104)
  %11 = alloca %struct.Mix, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !84, !DIExpression(), !108, ptr %11, !DIExpression(), !104)
  %12 = alloca %struct.Mix, align 8
  %13 = alloca %struct.Big, align 8, !DIAssignID !109
    #dbg_assign(i1 undef, !94, !DIExpression(), !109, ptr %13, !DIExpression(), !104)
  %14 = alloca %struct.Big, align 8
    #dbg_value(ptr @l3_make, !56, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !110
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %3, i64 noundef 3), !dbg !111
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %4, i64 noundef 5), !dbg !112
  call fastcc void @l3_add(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %2, ptr noundef nonnull byval(%struct.L3) align 8 %3, ptr noundef nonnull byval(%struct.L3) align 8 %4), !dbg !113
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %5, i64 noundef -2), !dbg !114
  call fastcc void @l3_add(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %1, ptr noundef nonnull byval(%struct.L3) align 8 %2, ptr noundef nonnull byval(%struct.L3) align 8 %5), !dbg !115
  %15 = load i64, ptr %1, align 8, !dbg !116, !tbaa !117
  %16 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !122
  %17 = load i64, ptr %16, align 8, !dbg !122, !tbaa !123
  %18 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !124
  %19 = load i64, ptr %18, align 8, !dbg !124, !tbaa !125
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, i64 noundef %17, i64 noundef %19, i64 noundef 24), !dbg !126
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #8, !dbg !127
  store <2 x double> <double 1.500000e+00, double -2.250000e+00>, ptr %8, align 16, !dbg !128, !tbaa !129
  %21 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !128
  store double 1.000000e+10, ptr %21, align 16, !dbg !128, !tbaa !131
  call fastcc void @d3_scale(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %7, ptr noundef nonnull byval(%struct.D3) align 8 %8, double noundef 2.000000e+00), !dbg !133
  call fastcc void @d3_scale(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %6, ptr noundef nonnull byval(%struct.D3) align 8 %7, double noundef 5.000000e-01), !dbg !134
  %22 = load double, ptr %6, align 8, !dbg !135, !tbaa !136
  %23 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !137
  %24 = load double, ptr %23, align 8, !dbg !137, !tbaa !138
  %25 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !139
  %26 = load double, ptr %25, align 8, !dbg !139, !tbaa !131
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %22, double noundef %24, double noundef %26), !dbg !140
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %9) #8, !dbg !141
    #dbg_assign(i8 0, !75, !DIExpression(), !142, ptr %9, !DIExpression(), !104)
  %28 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !143
  store i8 0, ptr %28, align 8, !dbg !143
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 1 dereferenceable(16) @.str.2, i64 16, i1 false) #8, !dbg !144
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %10) #8, !dbg !145
  call fastcc void @c17_upper(ptr dead_on_unwind nonnull writable sret(%struct.C17) align 1 %10, ptr noundef nonnull byval(%struct.C17) align 8 %9), !dbg !146
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %9, ptr noundef nonnull %10), !dbg !147
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #8, !dbg !148
    #dbg_assign(i1 undef, !84, !DIExpression(), !149, ptr %11, !DIExpression(), !104)
    #dbg_value(i32 0, !92, !DIExpression(), !150)
    #dbg_value(i64 0, !92, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8, !dbg !151
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 0, ptr noundef nonnull byval(%struct.Mix) align 8 @__const.main.m, double noundef 0.000000e+00, i64 noundef 1), !dbg !151
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !dbg !151, !tbaa.struct !153, !DIAssignID !159
    #dbg_assign(i1 undef, !84, !DIExpression(), !159, ptr %11, !DIExpression(), !104)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8, !dbg !151
    #dbg_value(i64 1, !92, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8, !dbg !151
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 1, ptr noundef nonnull byval(%struct.Mix) align 8 %11, double noundef 2.500000e-01, i64 noundef 1024), !dbg !151
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !dbg !151, !tbaa.struct !153, !DIAssignID !159
    #dbg_assign(i1 undef, !84, !DIExpression(), !159, ptr %11, !DIExpression(), !104)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8, !dbg !151
    #dbg_value(i64 2, !92, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8, !dbg !151
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 2, ptr noundef nonnull byval(%struct.Mix) align 8 %11, double noundef 5.000000e-01, i64 noundef 1048576), !dbg !151
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !dbg !151, !tbaa.struct !153, !DIAssignID !159
    #dbg_assign(i1 undef, !84, !DIExpression(), !159, ptr %11, !DIExpression(), !104)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8, !dbg !151
    #dbg_value(i64 3, !92, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8, !dbg !151
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 3, ptr noundef nonnull byval(%struct.Mix) align 8 %11, double noundef 7.500000e-01, i64 noundef 1073741824), !dbg !151
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !dbg !151, !tbaa.struct !153, !DIAssignID !159
    #dbg_assign(i1 undef, !84, !DIExpression(), !159, ptr %11, !DIExpression(), !104)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8, !dbg !151
    #dbg_value(i64 4, !92, !DIExpression(), !150)
  %30 = load i32, ptr %11, align 8, !dbg !160, !tbaa !161
  %31 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !163
  %32 = load double, ptr %31, align 8, !dbg !163, !tbaa !164
  %33 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !165
  %34 = load i64, ptr %33, align 8, !dbg !165, !tbaa !166
  %35 = getelementptr inbounds i8, ptr %11, i64 24, !dbg !167
  %36 = load i16, ptr %35, align 8, !dbg !167, !tbaa !168
  %37 = sext i16 %36 to i32, !dbg !169
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, double noundef %32, i64 noundef %34, i32 noundef %37, i64 noundef 32), !dbg !170
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #8, !dbg !171
  call fastcc void @big_fill(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %13), !dbg !172
  %39 = call fastcc i64 @big_sum(ptr noundef nonnull byval(%struct.Big) align 8 %13), !dbg !173
    #dbg_value(i64 %39, !100, !DIExpression(), !104)
  call fastcc void @big_rev(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %14, ptr noundef nonnull byval(%struct.Big) align 8 %13), !dbg !174
  %40 = call fastcc i64 @big_sum(ptr noundef nonnull byval(%struct.Big) align 8 %14), !dbg !175
    #dbg_value(i64 %40, !101, !DIExpression(), !104)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %39, i64 noundef %40), !dbg !176
  %42 = call fastcc i64 @regs_and_stack(ptr noundef nonnull byval(%struct.L3) align 8 %1, ptr noundef nonnull byval(%struct.D3) align 8 %6), !dbg !177
    #dbg_value(i64 %42, !102, !DIExpression(), !104)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %42), !dbg !178
  %44 = xor i64 %40, %39, !dbg !179
  %45 = xor i64 %44, %42, !dbg !180
  %46 = trunc i64 %45 to i32, !dbg !181
  %47 = and i32 %46, 127, !dbg !181
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #8, !dbg !182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #8, !dbg !182
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %10) #8, !dbg !182
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %9) #8, !dbg !182
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #8, !dbg !182
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !182
  ret i32 %47, !dbg !183
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @l3_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, i64 noundef %1) unnamed_addr #2 !dbg !184 {
    #dbg_value(i64 %1, !186, !DIExpression(), !188)
    #dbg_declare(ptr %0, !187, !DIExpression(), !189)
  store i64 %1, ptr %0, align 8, !dbg !190, !tbaa !117
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !190
  %4 = mul nsw i64 %1, %1, !dbg !191
  store i64 %4, ptr %3, align 8, !dbg !190, !tbaa !123
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !190
  %6 = sub nsw i64 0, %1, !dbg !192
  store i64 %6, ptr %5, align 8, !dbg !190, !tbaa !125
  ret void, !dbg !193
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @l3_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, ptr nocapture noundef readonly byval(%struct.L3) align 8 %1, ptr nocapture noundef readonly byval(%struct.L3) align 8 %2) unnamed_addr #3 !dbg !194 {
    #dbg_declare(ptr %1, !198, !DIExpression(), !201)
    #dbg_declare(ptr %2, !199, !DIExpression(), !202)
    #dbg_declare(ptr %0, !200, !DIExpression(), !203)
  %4 = load <2 x i64>, ptr %1, align 8, !dbg !204, !tbaa !156
  %5 = load <2 x i64>, ptr %2, align 8, !dbg !205, !tbaa !156
  %6 = add nsw <2 x i64> %5, %4, !dbg !206
  store <2 x i64> %6, ptr %0, align 8, !dbg !207, !tbaa !156
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !207
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !208
  %9 = load i64, ptr %8, align 8, !dbg !208, !tbaa !125
  %10 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !209
  %11 = load i64, ptr %10, align 8, !dbg !209, !tbaa !125
  %12 = add nsw i64 %11, %9, !dbg !210
  store i64 %12, ptr %7, align 8, !dbg !207, !tbaa !125
  ret void, !dbg !211
}

; Function Attrs: nofree nounwind
declare !dbg !212 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d3_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1, double noundef %2) unnamed_addr #3 !dbg !219 {
    #dbg_declare(ptr %1, !223, !DIExpression(), !226)
    #dbg_value(double %2, !224, !DIExpression(), !227)
    #dbg_declare(ptr %0, !225, !DIExpression(), !228)
  %4 = load <2 x double>, ptr %1, align 8, !dbg !229, !tbaa !129
  %5 = insertelement <2 x double> poison, double %2, i64 0, !dbg !230
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !230
  %7 = fmul <2 x double> %4, %6, !dbg !230
  store <2 x double> %7, ptr %0, align 8, !dbg !231, !tbaa !129
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !231
  %9 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !232
  %10 = load double, ptr %9, align 8, !dbg !232, !tbaa !131
  %11 = fmul double %10, %2, !dbg !233
  store double %11, ptr %8, align 8, !dbg !231, !tbaa !131
  ret void, !dbg !234
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @c17_upper(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.C17) align 1 %0, ptr nocapture noundef byval(%struct.C17) align 8 %1) unnamed_addr #5 !dbg !235 {
    #dbg_declare(ptr %1, !239, !DIExpression(), !242)
    #dbg_value(i32 0, !240, !DIExpression(), !243)
  br label %3, !dbg !244

3:                                                ; preds = %26, %2
  %4 = phi i64 [ 0, %2 ], [ %27, %26 ]
    #dbg_value(i64 %4, !240, !DIExpression(), !243)
  %5 = getelementptr inbounds [17 x i8], ptr %1, i64 0, i64 %4, !dbg !246
  %6 = load i8, ptr %5, align 2, !dbg !246, !tbaa !247
  %7 = icmp eq i8 %6, 0, !dbg !244
  br i1 %7, label %8, label %9, !dbg !248

8:                                                ; preds = %16, %14, %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 8 dereferenceable(17) %1, i64 17, i1 false), !dbg !249, !tbaa.struct !250
  ret void, !dbg !251

9:                                                ; preds = %3
  %10 = add i8 %6, -97, !dbg !252
  %11 = icmp ult i8 %10, 26, !dbg !252
  br i1 %11, label %12, label %14, !dbg !252

12:                                               ; preds = %9
  %13 = add nsw i8 %6, -32, !dbg !254
  store i8 %13, ptr %5, align 2, !dbg !255, !tbaa !247
  br label %14, !dbg !256

14:                                               ; preds = %9, %12
    #dbg_value(i64 %4, !240, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !243)
  %15 = icmp eq i64 %4, 16, !dbg !257
  br i1 %15, label %8, label %16, !dbg !244, !llvm.loop !258

16:                                               ; preds = %14
  %17 = or disjoint i64 %4, 1, !dbg !261
    #dbg_value(i64 %17, !240, !DIExpression(), !243)
    #dbg_value(i64 %17, !240, !DIExpression(), !243)
  %18 = getelementptr inbounds [17 x i8], ptr %1, i64 0, i64 %17, !dbg !246
  %19 = load i8, ptr %18, align 1, !dbg !246, !tbaa !247
  %20 = icmp eq i8 %19, 0, !dbg !244
  br i1 %20, label %8, label %21, !dbg !248

21:                                               ; preds = %16
  %22 = add i8 %19, -97, !dbg !252
  %23 = icmp ult i8 %22, 26, !dbg !252
  br i1 %23, label %24, label %26, !dbg !252

24:                                               ; preds = %21
  %25 = add nsw i8 %19, -32, !dbg !254
  store i8 %25, ptr %18, align 1, !dbg !255, !tbaa !247
  br label %26, !dbg !256

26:                                               ; preds = %24, %21
  %27 = add nuw nsw i64 %4, 2, !dbg !261
    #dbg_value(i64 %27, !240, !DIExpression(), !243)
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mix_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr nocapture noundef byval(%struct.Mix) align 8 %2, double noundef %3, i64 noundef %4) unnamed_addr #3 !dbg !262 {
    #dbg_value(i32 %1, !266, !DIExpression(), !270)
    #dbg_declare(ptr %2, !267, !DIExpression(), !271)
    #dbg_value(double %3, !268, !DIExpression(), !270)
    #dbg_value(i64 %4, !269, !DIExpression(), !270)
  %6 = load i32, ptr %2, align 8, !dbg !272, !tbaa !161
  %7 = add nsw i32 %6, %1, !dbg !272
  store i32 %7, ptr %2, align 8, !dbg !272, !tbaa !161
  %8 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !273
  %9 = load double, ptr %8, align 8, !dbg !274, !tbaa !164
  %10 = fadd double %9, %3, !dbg !274
  store double %10, ptr %8, align 8, !dbg !274, !tbaa !164
  %11 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !275
  %12 = load i64, ptr %11, align 8, !dbg !276, !tbaa !166
  %13 = xor i64 %12, %4, !dbg !276
  store i64 %13, ptr %11, align 8, !dbg !276, !tbaa !166
  %14 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !277
  %15 = load i16, ptr %14, align 8, !dbg !277, !tbaa !168
  %16 = add i16 %15, 1, !dbg !278
  store i16 %16, ptr %14, align 8, !dbg !279, !tbaa !168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !dbg !280, !tbaa.struct !153
  ret void, !dbg !281
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @big_fill(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0) unnamed_addr #2 !dbg !282 {
    #dbg_value(i64 4886718345, !286, !DIExpression(), !290)
    #dbg_declare(ptr %0, !287, !DIExpression(), !291)
    #dbg_value(i32 0, !288, !DIExpression(), !292)
    #dbg_value(i64 0, !288, !DIExpression(), !292)
  store i64 0, ptr %0, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 1, !288, !DIExpression(), !292)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !295
  store i64 12199689430, ptr %2, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 2, !288, !DIExpression(), !292)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !295
  store i64 13438644089, ptr %3, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 3, !288, !DIExpression(), !292)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !295
  store i64 20023423701, ptr %4, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 4, !288, !DIExpression(), !292)
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !295
  store i64 24200041429, ptr %5, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 5, !288, !DIExpression(), !292)
  %6 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !295
  store i64 29439444490, ptr %6, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 6, !288, !DIExpression(), !292)
  %7 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !295
  store i64 34131722529, ptr %7, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 7, !288, !DIExpression(), !292)
  %8 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !295
  store i64 39064548999, ptr %8, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 8, !288, !DIExpression(), !292)
  %9 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !295
  store i64 43961804470, ptr %9, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 9, !288, !DIExpression(), !292)
  %10 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !295
  store i64 48857852393, ptr %10, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 10, !288, !DIExpression(), !292)
  %11 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !295
  store i64 53749195706, ptr %11, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 11, !288, !DIExpression(), !292)
  %12 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !295
  store i64 58642969280, ptr %12, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 12, !288, !DIExpression(), !292)
  %13 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !295
  store i64 63528269219, ptr %13, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 13, !288, !DIExpression(), !292)
  %14 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !295
  store i64 68413469525, ptr %14, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 14, !288, !DIExpression(), !292)
  %15 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !295
  store i64 73301072914, ptr %15, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 15, !288, !DIExpression(), !292)
  %16 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !295
  store i64 78187347482, ptr %16, align 8, !dbg !293, !tbaa !156
    #dbg_value(i64 16, !288, !DIExpression(), !292)
  ret void, !dbg !296
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @big_sum(ptr nocapture noundef readonly byval(%struct.Big) align 8 %0) unnamed_addr #7 !dbg !297 {
    #dbg_declare(ptr %0, !301, !DIExpression(), !305)
    #dbg_value(i64 0, !302, !DIExpression(), !306)
    #dbg_value(i32 0, !303, !DIExpression(), !307)
    #dbg_value(i64 0, !303, !DIExpression(), !307)
    #dbg_value(i64 0, !302, !DIExpression(), !306)
  %2 = load i64, ptr %0, align 8, !dbg !308, !tbaa !156
    #dbg_value(i64 1, !303, !DIExpression(), !307)
    #dbg_value(i64 %2, !302, !DIExpression(), !306)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !308
  %4 = load i64, ptr %3, align 8, !dbg !308, !tbaa !156
  %5 = shl nsw i64 %4, 1, !dbg !310
  %6 = add nsw i64 %5, %2, !dbg !311
    #dbg_value(i64 2, !303, !DIExpression(), !307)
    #dbg_value(i64 %6, !302, !DIExpression(), !306)
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !308
  %8 = load i64, ptr %7, align 8, !dbg !308, !tbaa !156
  %9 = mul nsw i64 %8, 3, !dbg !310
  %10 = add nsw i64 %9, %6, !dbg !311
    #dbg_value(i64 3, !303, !DIExpression(), !307)
    #dbg_value(i64 %10, !302, !DIExpression(), !306)
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !308
  %12 = load i64, ptr %11, align 8, !dbg !308, !tbaa !156
  %13 = shl nsw i64 %12, 2, !dbg !310
  %14 = add nsw i64 %13, %10, !dbg !311
    #dbg_value(i64 4, !303, !DIExpression(), !307)
    #dbg_value(i64 %14, !302, !DIExpression(), !306)
  %15 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !308
  %16 = load i64, ptr %15, align 8, !dbg !308, !tbaa !156
  %17 = mul nsw i64 %16, 5, !dbg !310
  %18 = add nsw i64 %17, %14, !dbg !311
    #dbg_value(i64 5, !303, !DIExpression(), !307)
    #dbg_value(i64 %18, !302, !DIExpression(), !306)
  %19 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !308
  %20 = load i64, ptr %19, align 8, !dbg !308, !tbaa !156
  %21 = mul nsw i64 %20, 6, !dbg !310
  %22 = add nsw i64 %21, %18, !dbg !311
    #dbg_value(i64 6, !303, !DIExpression(), !307)
    #dbg_value(i64 %22, !302, !DIExpression(), !306)
  %23 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !308
  %24 = load i64, ptr %23, align 8, !dbg !308, !tbaa !156
  %25 = mul nsw i64 %24, 7, !dbg !310
  %26 = add nsw i64 %25, %22, !dbg !311
    #dbg_value(i64 7, !303, !DIExpression(), !307)
    #dbg_value(i64 %26, !302, !DIExpression(), !306)
  %27 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !308
  %28 = load i64, ptr %27, align 8, !dbg !308, !tbaa !156
  %29 = shl nsw i64 %28, 3, !dbg !310
  %30 = add nsw i64 %29, %26, !dbg !311
    #dbg_value(i64 8, !303, !DIExpression(), !307)
    #dbg_value(i64 %30, !302, !DIExpression(), !306)
  %31 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !308
  %32 = load i64, ptr %31, align 8, !dbg !308, !tbaa !156
  %33 = mul nsw i64 %32, 9, !dbg !310
  %34 = add nsw i64 %33, %30, !dbg !311
    #dbg_value(i64 9, !303, !DIExpression(), !307)
    #dbg_value(i64 %34, !302, !DIExpression(), !306)
  %35 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !308
  %36 = load i64, ptr %35, align 8, !dbg !308, !tbaa !156
  %37 = mul nsw i64 %36, 10, !dbg !310
  %38 = add nsw i64 %37, %34, !dbg !311
    #dbg_value(i64 10, !303, !DIExpression(), !307)
    #dbg_value(i64 %38, !302, !DIExpression(), !306)
  %39 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !308
  %40 = load i64, ptr %39, align 8, !dbg !308, !tbaa !156
  %41 = mul nsw i64 %40, 11, !dbg !310
  %42 = add nsw i64 %41, %38, !dbg !311
    #dbg_value(i64 11, !303, !DIExpression(), !307)
    #dbg_value(i64 %42, !302, !DIExpression(), !306)
  %43 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !308
  %44 = load i64, ptr %43, align 8, !dbg !308, !tbaa !156
  %45 = mul nsw i64 %44, 12, !dbg !310
  %46 = add nsw i64 %45, %42, !dbg !311
    #dbg_value(i64 12, !303, !DIExpression(), !307)
    #dbg_value(i64 %46, !302, !DIExpression(), !306)
  %47 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !308
  %48 = load i64, ptr %47, align 8, !dbg !308, !tbaa !156
  %49 = mul nsw i64 %48, 13, !dbg !310
  %50 = add nsw i64 %49, %46, !dbg !311
    #dbg_value(i64 13, !303, !DIExpression(), !307)
    #dbg_value(i64 %50, !302, !DIExpression(), !306)
  %51 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !308
  %52 = load i64, ptr %51, align 8, !dbg !308, !tbaa !156
  %53 = mul nsw i64 %52, 14, !dbg !310
  %54 = add nsw i64 %53, %50, !dbg !311
    #dbg_value(i64 14, !303, !DIExpression(), !307)
    #dbg_value(i64 %54, !302, !DIExpression(), !306)
  %55 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !308
  %56 = load i64, ptr %55, align 8, !dbg !308, !tbaa !156
  %57 = mul nsw i64 %56, 15, !dbg !310
  %58 = add nsw i64 %57, %54, !dbg !311
    #dbg_value(i64 15, !303, !DIExpression(), !307)
    #dbg_value(i64 %58, !302, !DIExpression(), !306)
  %59 = getelementptr inbounds i8, ptr %0, i64 120, !dbg !308
  %60 = load i64, ptr %59, align 8, !dbg !308, !tbaa !156
  %61 = shl nsw i64 %60, 4, !dbg !310
  %62 = add nsw i64 %61, %58, !dbg !311
    #dbg_value(i64 16, !303, !DIExpression(), !307)
    #dbg_value(i64 %62, !302, !DIExpression(), !306)
  ret i64 %62, !dbg !312
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @big_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef readonly byval(%struct.Big) align 8 %1) unnamed_addr #3 !dbg !313 {
    #dbg_declare(ptr %1, !317, !DIExpression(), !321)
    #dbg_declare(ptr %0, !318, !DIExpression(), !322)
    #dbg_value(i32 0, !319, !DIExpression(), !323)
    #dbg_value(i64 0, !319, !DIExpression(), !323)
    #dbg_value(i64 1, !319, !DIExpression(), !323)
  %3 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !324
  %4 = load <2 x i64>, ptr %3, align 8, !dbg !324, !tbaa !156
  %5 = shufflevector <2 x i64> %4, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %5, ptr %0, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 2, !319, !DIExpression(), !323)
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !327
    #dbg_value(i64 3, !319, !DIExpression(), !323)
  %7 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !324
  %8 = load <2 x i64>, ptr %7, align 8, !dbg !324, !tbaa !156
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %9, ptr %6, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 4, !319, !DIExpression(), !323)
  %10 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !327
    #dbg_value(i64 5, !319, !DIExpression(), !323)
  %11 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !324
  %12 = load <2 x i64>, ptr %11, align 8, !dbg !324, !tbaa !156
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %13, ptr %10, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 6, !319, !DIExpression(), !323)
  %14 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !327
    #dbg_value(i64 7, !319, !DIExpression(), !323)
  %15 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !324
  %16 = load <2 x i64>, ptr %15, align 8, !dbg !324, !tbaa !156
  %17 = shufflevector <2 x i64> %16, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %17, ptr %14, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 8, !319, !DIExpression(), !323)
  %18 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !327
    #dbg_value(i64 9, !319, !DIExpression(), !323)
  %19 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !324
  %20 = load <2 x i64>, ptr %19, align 8, !dbg !324, !tbaa !156
  %21 = shufflevector <2 x i64> %20, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %21, ptr %18, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 10, !319, !DIExpression(), !323)
  %22 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !327
    #dbg_value(i64 11, !319, !DIExpression(), !323)
  %23 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !324
  %24 = load <2 x i64>, ptr %23, align 8, !dbg !324, !tbaa !156
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %25, ptr %22, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 12, !319, !DIExpression(), !323)
  %26 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !327
    #dbg_value(i64 13, !319, !DIExpression(), !323)
  %27 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !324
  %28 = load <2 x i64>, ptr %27, align 8, !dbg !324, !tbaa !156
  %29 = shufflevector <2 x i64> %28, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %29, ptr %26, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 14, !319, !DIExpression(), !323)
  %30 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !327
    #dbg_value(i64 15, !319, !DIExpression(), !323)
  %31 = load <2 x i64>, ptr %1, align 8, !dbg !324, !tbaa !156
  %32 = shufflevector <2 x i64> %31, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !326
  store <2 x i64> %32, ptr %30, align 8, !dbg !326, !tbaa !156
    #dbg_value(i64 16, !319, !DIExpression(), !323)
  ret void, !dbg !328
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775801, -9223372036854775808) i64 @regs_and_stack(ptr nocapture noundef readonly byval(%struct.L3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1) unnamed_addr #7 !dbg !329 {
    #dbg_value(i64 1, !333, !DIExpression(), !342)
    #dbg_value(i64 2, !334, !DIExpression(), !342)
    #dbg_value(i64 3, !335, !DIExpression(), !342)
    #dbg_value(i64 4, !336, !DIExpression(), !342)
    #dbg_value(i64 5, !337, !DIExpression(), !342)
    #dbg_value(i64 6, !338, !DIExpression(), !342)
    #dbg_declare(ptr %0, !339, !DIExpression(), !343)
    #dbg_declare(ptr %1, !340, !DIExpression(), !344)
    #dbg_value(i64 7, !341, !DIExpression(), !342)
  %3 = load i64, ptr %0, align 8, !dbg !345, !tbaa !117
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !346
  %5 = load i64, ptr %4, align 8, !dbg !346, !tbaa !123
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !347
  %7 = load i64, ptr %6, align 8, !dbg !347, !tbaa !125
  %8 = load double, ptr %1, align 8, !dbg !348, !tbaa !136
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !349
  %10 = load double, ptr %9, align 8, !dbg !349, !tbaa !138
  %11 = fadd double %8, %10, !dbg !350
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !351
  %13 = load double, ptr %12, align 8, !dbg !351, !tbaa !131
  %14 = fadd double %11, %13, !dbg !352
  %15 = fptosi double %14 to i64, !dbg !353
  %16 = add i64 %3, 28, !dbg !354
  %17 = add i64 %16, %5, !dbg !355
  %18 = add i64 %17, %7, !dbg !356
  %19 = add i64 %18, %15, !dbg !357
  ret i64 %19, !dbg !358
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_memory_class.c", directory: ".", checksumkind: CSK_MD5, checksum: "724aa95d42d59c2b9394ec7ea4589895")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 27)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 20)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !43, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !40, !4, !41, !42}
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !{!0, !7, !12, !17, !22, !27, !32}
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !53, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!40}
!55 = !{!56, !66, !67, !75, !83, !84, !92, !94, !100, !101, !102}
!56 = !DILocalVariable(name: "mk", scope: !52, file: !2, line: 24, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !42}
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "L3", file: !2, line: 7, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 192, elements: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !61, file: !2, line: 7, baseType: !42, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !2, line: 7, baseType: !42, size: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !61, file: !2, line: 7, baseType: !42, size: 64, offset: 128)
!66 = !DILocalVariable(name: "s", scope: !52, file: !2, line: 25, type: !60)
!67 = !DILocalVariable(name: "d", scope: !52, file: !2, line: 27, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "D3", file: !2, line: 8, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 192, elements: !70)
!70 = !{!71, !73, !74}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !69, file: !2, line: 8, baseType: !72, size: 64)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !69, file: !2, line: 8, baseType: !72, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !69, file: !2, line: 8, baseType: !72, size: 64, offset: 128)
!75 = !DILocalVariable(name: "c", scope: !52, file: !2, line: 29, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "C17", file: !2, line: 9, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 136, elements: !78)
!78 = !{!79}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !77, file: !2, line: 9, baseType: !80, size: 136)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 17)
!83 = !DILocalVariable(name: "u", scope: !52, file: !2, line: 30, type: !76)
!84 = !DILocalVariable(name: "m", scope: !52, file: !2, line: 32, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mix", file: !2, line: 10, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 256, elements: !87)
!87 = !{!88, !89, !90, !91}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !86, file: !2, line: 10, baseType: !40, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !86, file: !2, line: 10, baseType: !72, size: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !86, file: !2, line: 10, baseType: !42, size: 64, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !86, file: !2, line: 10, baseType: !41, size: 16, offset: 192)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 33, type: !40)
!93 = distinct !DILexicalBlock(scope: !52, file: !2, line: 33, column: 5)
!94 = !DILocalVariable(name: "b", scope: !52, file: !2, line: 35, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "Big", file: !2, line: 11, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 1024, elements: !97)
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !96, file: !2, line: 11, baseType: !99, size: 1024)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 1024, elements: !15)
!100 = !DILocalVariable(name: "bs", scope: !52, file: !2, line: 36, type: !42)
!101 = !DILocalVariable(name: "rs", scope: !52, file: !2, line: 36, type: !42)
!102 = !DILocalVariable(name: "r", scope: !52, file: !2, line: 38, type: !42)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !52)
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 25, column: 5, scope: !52)
!111 = !DILocation(line: 25, column: 26, scope: !52)
!112 = !DILocation(line: 25, column: 33, scope: !52)
!113 = !DILocation(line: 25, column: 19, scope: !52)
!114 = !DILocation(line: 25, column: 41, scope: !52)
!115 = !DILocation(line: 25, column: 12, scope: !52)
!116 = !DILocation(line: 26, column: 43, scope: !52)
!117 = !{!118, !119, i64 0}
!118 = !{!"", !119, i64 0, !119, i64 8, !119, i64 16}
!119 = !{!"long", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = !DILocation(line: 26, column: 48, scope: !52)
!123 = !{!118, !119, i64 8}
!124 = !DILocation(line: 26, column: 53, scope: !52)
!125 = !{!118, !119, i64 16}
!126 = !DILocation(line: 26, column: 5, scope: !52)
!127 = !DILocation(line: 27, column: 5, scope: !52)
!128 = !DILocation(line: 27, column: 34, scope: !52)
!129 = !{!130, !130, i64 0}
!130 = !{!"double", !120, i64 0}
!131 = !{!132, !130, i64 16}
!132 = !{!"", !130, i64 0, !130, i64 8, !130, i64 16}
!133 = !DILocation(line: 27, column: 21, scope: !52)
!134 = !DILocation(line: 27, column: 12, scope: !52)
!135 = !DILocation(line: 28, column: 31, scope: !52)
!136 = !{!132, !130, i64 0}
!137 = !DILocation(line: 28, column: 36, scope: !52)
!138 = !{!132, !130, i64 8}
!139 = !DILocation(line: 28, column: 41, scope: !52)
!140 = !DILocation(line: 28, column: 5, scope: !52)
!141 = !DILocation(line: 29, column: 5, scope: !52)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 29, column: 12, scope: !52)
!144 = !DILocation(line: 29, column: 37, scope: !52)
!145 = !DILocation(line: 30, column: 5, scope: !52)
!146 = !DILocation(line: 30, column: 13, scope: !52)
!147 = !DILocation(line: 31, column: 5, scope: !52)
!148 = !DILocation(line: 32, column: 5, scope: !52)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !93)
!151 = !DILocation(line: 33, column: 37, scope: !152)
!152 = distinct !DILexicalBlock(scope: !93, file: !2, line: 33, column: 5)
!153 = !{i64 0, i64 4, !154, i64 8, i64 8, !129, i64 16, i64 8, !156, i64 24, i64 2, !157}
!154 = !{!155, !155, i64 0}
!155 = !{!"int", !120, i64 0}
!156 = !{!119, !119, i64 0}
!157 = !{!158, !158, i64 0}
!158 = !{!"short", !120, i64 0}
!159 = distinct !DIAssignID()
!160 = !DILocation(line: 34, column: 45, scope: !52)
!161 = !{!162, !155, i64 0}
!162 = !{!"", !155, i64 0, !130, i64 8, !119, i64 16, !158, i64 24}
!163 = !DILocation(line: 34, column: 50, scope: !52)
!164 = !{!162, !130, i64 8}
!165 = !DILocation(line: 34, column: 70, scope: !52)
!166 = !{!162, !119, i64 16}
!167 = !DILocation(line: 34, column: 75, scope: !52)
!168 = !{!162, !158, i64 24}
!169 = !DILocation(line: 34, column: 73, scope: !52)
!170 = !DILocation(line: 34, column: 5, scope: !52)
!171 = !DILocation(line: 35, column: 5, scope: !52)
!172 = !DILocation(line: 35, column: 13, scope: !52)
!173 = !DILocation(line: 36, column: 15, scope: !52)
!174 = !DILocation(line: 36, column: 40, scope: !52)
!175 = !DILocation(line: 36, column: 32, scope: !52)
!176 = !DILocation(line: 37, column: 5, scope: !52)
!177 = !DILocation(line: 38, column: 14, scope: !52)
!178 = !DILocation(line: 39, column: 5, scope: !52)
!179 = !DILocation(line: 40, column: 22, scope: !52)
!180 = !DILocation(line: 40, column: 27, scope: !52)
!181 = !DILocation(line: 40, column: 12, scope: !52)
!182 = !DILocation(line: 41, column: 1, scope: !52)
!183 = !DILocation(line: 40, column: 5, scope: !52)
!184 = distinct !DISubprogram(name: "l3_make", scope: !2, file: !2, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !185)
!185 = !{!186, !187}
!186 = !DILocalVariable(name: "k", arg: 1, scope: !184, file: !2, line: 13, type: !42)
!187 = !DILocalVariable(name: "r", scope: !184, file: !2, line: 13, type: !60)
!188 = !DILocation(line: 0, scope: !184)
!189 = !DILocation(line: 13, column: 58, scope: !184)
!190 = !DILocation(line: 13, column: 62, scope: !184)
!191 = !DILocation(line: 13, column: 68, scope: !184)
!192 = !DILocation(line: 13, column: 73, scope: !184)
!193 = !DILocation(line: 13, column: 78, scope: !184)
!194 = distinct !DISubprogram(name: "l3_add", scope: !2, file: !2, line: 14, type: !195, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!60, !60, !60}
!197 = !{!198, !199, !200}
!198 = !DILocalVariable(name: "x", arg: 1, scope: !194, file: !2, line: 14, type: !60)
!199 = !DILocalVariable(name: "y", arg: 2, scope: !194, file: !2, line: 14, type: !60)
!200 = !DILocalVariable(name: "r", scope: !194, file: !2, line: 14, type: !60)
!201 = !DILocation(line: 14, column: 47, scope: !194)
!202 = !DILocation(line: 14, column: 53, scope: !194)
!203 = !DILocation(line: 14, column: 61, scope: !194)
!204 = !DILocation(line: 14, column: 68, scope: !194)
!205 = !DILocation(line: 14, column: 74, scope: !194)
!206 = !DILocation(line: 14, column: 70, scope: !194)
!207 = !DILocation(line: 14, column: 65, scope: !194)
!208 = !DILocation(line: 14, column: 90, scope: !194)
!209 = !DILocation(line: 14, column: 96, scope: !194)
!210 = !DILocation(line: 14, column: 92, scope: !194)
!211 = !DILocation(line: 14, column: 100, scope: !194)
!212 = !DISubprogram(name: "printf", scope: !213, file: !213, line: 356, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!214 = !DISubroutineType(types: !215)
!215 = !{!40, !216, null}
!216 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!219 = distinct !DISubprogram(name: "d3_scale", scope: !2, file: !2, line: 15, type: !220, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!68, !68, !72}
!222 = !{!223, !224, !225}
!223 = !DILocalVariable(name: "v", arg: 1, scope: !219, file: !2, line: 15, type: !68)
!224 = !DILocalVariable(name: "s", arg: 2, scope: !219, file: !2, line: 15, type: !72)
!225 = !DILocalVariable(name: "r", scope: !219, file: !2, line: 15, type: !68)
!226 = !DILocation(line: 15, column: 49, scope: !219)
!227 = !DILocation(line: 0, scope: !219)
!228 = !DILocation(line: 15, column: 67, scope: !219)
!229 = !DILocation(line: 15, column: 74, scope: !219)
!230 = !DILocation(line: 15, column: 76, scope: !219)
!231 = !DILocation(line: 15, column: 71, scope: !219)
!232 = !DILocation(line: 15, column: 92, scope: !219)
!233 = !DILocation(line: 15, column: 94, scope: !219)
!234 = !DILocation(line: 15, column: 100, scope: !219)
!235 = distinct !DISubprogram(name: "c17_upper", scope: !2, file: !2, line: 16, type: !236, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!76, !76}
!238 = !{!239, !240}
!239 = !DILocalVariable(name: "v", arg: 1, scope: !235, file: !2, line: 16, type: !76)
!240 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 16, type: !40)
!241 = distinct !DILexicalBlock(scope: !235, file: !2, line: 16, column: 57)
!242 = !DILocation(line: 16, column: 52, scope: !235)
!243 = !DILocation(line: 0, scope: !241)
!244 = !DILocation(line: 16, column: 80, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 16, column: 57)
!246 = !DILocation(line: 16, column: 83, scope: !245)
!247 = !{!120, !120, i64 0}
!248 = !DILocation(line: 16, column: 57, scope: !241)
!249 = !DILocation(line: 16, column: 169, scope: !235)
!250 = !{i64 0, i64 17, !247}
!251 = !DILocation(line: 16, column: 162, scope: !235)
!252 = !DILocation(line: 16, column: 114, scope: !253)
!253 = distinct !DILexicalBlock(scope: !245, file: !2, line: 16, column: 100)
!254 = !DILocation(line: 16, column: 155, scope: !253)
!255 = !DILocation(line: 16, column: 139, scope: !253)
!256 = !DILocation(line: 16, column: 132, scope: !253)
!257 = !DILocation(line: 16, column: 75, scope: !245)
!258 = distinct !{!258, !248, !259, !260}
!259 = !DILocation(line: 16, column: 159, scope: !241)
!260 = !{!"llvm.loop.mustprogress"}
!261 = !DILocation(line: 16, column: 92, scope: !245)
!262 = distinct !DISubprogram(name: "mix_step", scope: !2, file: !2, line: 17, type: !263, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!85, !40, !85, !72, !42}
!265 = !{!266, !267, !268, !269}
!266 = !DILocalVariable(name: "a", arg: 1, scope: !262, file: !2, line: 17, type: !40)
!267 = !DILocalVariable(name: "m", arg: 2, scope: !262, file: !2, line: 17, type: !85)
!268 = !DILocalVariable(name: "b", arg: 3, scope: !262, file: !2, line: 17, type: !72)
!269 = !DILocalVariable(name: "c", arg: 4, scope: !262, file: !2, line: 17, type: !42)
!270 = !DILocation(line: 0, scope: !262)
!271 = !DILocation(line: 17, column: 58, scope: !262)
!272 = !DILocation(line: 17, column: 85, scope: !262)
!273 = !DILocation(line: 17, column: 93, scope: !262)
!274 = !DILocation(line: 17, column: 95, scope: !262)
!275 = !DILocation(line: 17, column: 103, scope: !262)
!276 = !DILocation(line: 17, column: 105, scope: !262)
!277 = !DILocation(line: 17, column: 127, scope: !262)
!278 = !DILocation(line: 17, column: 129, scope: !262)
!279 = !DILocation(line: 17, column: 115, scope: !262)
!280 = !DILocation(line: 17, column: 142, scope: !262)
!281 = !DILocation(line: 17, column: 135, scope: !262)
!282 = distinct !DISubprogram(name: "big_fill", scope: !2, file: !2, line: 18, type: !283, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !285)
!283 = !DISubroutineType(cc: DW_CC_nocall, types: !284)
!284 = !{!95, !42}
!285 = !{!286, !287, !288}
!286 = !DILocalVariable(name: "seed", arg: 1, scope: !282, file: !2, line: 18, type: !42)
!287 = !DILocalVariable(name: "b", scope: !282, file: !2, line: 18, type: !95)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 18, type: !40)
!289 = distinct !DILexicalBlock(scope: !282, file: !2, line: 18, column: 67)
!290 = !DILocation(line: 0, scope: !282)
!291 = !DILocation(line: 18, column: 64, scope: !282)
!292 = !DILocation(line: 0, scope: !289)
!293 = !DILocation(line: 18, column: 103, scope: !294)
!294 = distinct !DILexicalBlock(scope: !289, file: !2, line: 18, column: 67)
!295 = !DILocation(line: 18, column: 96, scope: !294)
!296 = !DILocation(line: 18, column: 135, scope: !282)
!297 = distinct !DISubprogram(name: "big_sum", scope: !2, file: !2, line: 19, type: !298, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{!42, !95}
!300 = !{!301, !302, !303}
!301 = !DILocalVariable(name: "b", arg: 1, scope: !297, file: !2, line: 19, type: !95)
!302 = !DILocalVariable(name: "s", scope: !297, file: !2, line: 19, type: !42)
!303 = !DILocalVariable(name: "i", scope: !304, file: !2, line: 19, type: !40)
!304 = distinct !DILexicalBlock(scope: !297, file: !2, line: 19, column: 68)
!305 = !DILocation(line: 19, column: 51, scope: !297)
!306 = !DILocation(line: 0, scope: !297)
!307 = !DILocation(line: 0, scope: !304)
!308 = !DILocation(line: 19, column: 102, scope: !309)
!309 = distinct !DILexicalBlock(scope: !304, file: !2, line: 19, column: 68)
!310 = !DILocation(line: 19, column: 109, scope: !309)
!311 = !DILocation(line: 19, column: 99, scope: !309)
!312 = !DILocation(line: 19, column: 120, scope: !297)
!313 = distinct !DISubprogram(name: "big_rev", scope: !2, file: !2, line: 20, type: !314, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !316)
!314 = !DISubroutineType(types: !315)
!315 = !{!95, !95}
!316 = !{!317, !318, !319}
!317 = !DILocalVariable(name: "b", arg: 1, scope: !313, file: !2, line: 20, type: !95)
!318 = !DILocalVariable(name: "r", scope: !313, file: !2, line: 20, type: !95)
!319 = !DILocalVariable(name: "i", scope: !320, file: !2, line: 20, type: !40)
!320 = distinct !DILexicalBlock(scope: !313, file: !2, line: 20, column: 62)
!321 = !DILocation(line: 20, column: 50, scope: !313)
!322 = !DILocation(line: 20, column: 59, scope: !313)
!323 = !DILocation(line: 0, scope: !320)
!324 = !DILocation(line: 20, column: 100, scope: !325)
!325 = distinct !DILexicalBlock(scope: !320, file: !2, line: 20, column: 62)
!326 = !DILocation(line: 20, column: 98, scope: !325)
!327 = !DILocation(line: 20, column: 91, scope: !325)
!328 = !DILocation(line: 20, column: 113, scope: !313)
!329 = distinct !DISubprogram(name: "regs_and_stack", scope: !2, file: !2, line: 21, type: !330, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !332)
!330 = !DISubroutineType(cc: DW_CC_nocall, types: !331)
!331 = !{!42, !42, !42, !42, !42, !42, !42, !60, !68, !42}
!332 = !{!333, !334, !335, !336, !337, !338, !339, !340, !341}
!333 = !DILocalVariable(name: "a", arg: 1, scope: !329, file: !2, line: 21, type: !42)
!334 = !DILocalVariable(name: "b", arg: 2, scope: !329, file: !2, line: 21, type: !42)
!335 = !DILocalVariable(name: "c", arg: 3, scope: !329, file: !2, line: 21, type: !42)
!336 = !DILocalVariable(name: "d", arg: 4, scope: !329, file: !2, line: 21, type: !42)
!337 = !DILocalVariable(name: "e", arg: 5, scope: !329, file: !2, line: 21, type: !42)
!338 = !DILocalVariable(name: "f", arg: 6, scope: !329, file: !2, line: 21, type: !42)
!339 = !DILocalVariable(name: "x", arg: 7, scope: !329, file: !2, line: 21, type: !60)
!340 = !DILocalVariable(name: "y", arg: 8, scope: !329, file: !2, line: 21, type: !68)
!341 = !DILocalVariable(name: "g", arg: 9, scope: !329, file: !2, line: 21, type: !42)
!342 = !DILocation(line: 0, scope: !329)
!343 = !DILocation(line: 21, column: 105, scope: !329)
!344 = !DILocation(line: 21, column: 111, scope: !329)
!345 = !DILocation(line: 21, column: 157, scope: !329)
!346 = !DILocation(line: 21, column: 163, scope: !329)
!347 = !DILocation(line: 21, column: 169, scope: !329)
!348 = !DILocation(line: 21, column: 182, scope: !329)
!349 = !DILocation(line: 21, column: 188, scope: !329)
!350 = !DILocation(line: 21, column: 184, scope: !329)
!351 = !DILocation(line: 21, column: 194, scope: !329)
!352 = !DILocation(line: 21, column: 190, scope: !329)
!353 = !DILocation(line: 21, column: 173, scope: !329)
!354 = !DILocation(line: 21, column: 159, scope: !329)
!355 = !DILocation(line: 21, column: 165, scope: !329)
!356 = !DILocation(line: 21, column: 171, scope: !329)
!357 = !DILocation(line: 21, column: 197, scope: !329)
!358 = !DILocation(line: 21, column: 124, scope: !329)
