; ModuleID = 'programs/struct_abi_mixed_int_sse.c'
source_filename = "programs/struct_abi_mixed_int_sse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.fccf = type { float, i8, i8, float }
%struct.ld_ = type { i64, double }
%struct.dl = type { double, i64 }
%struct.ifd = type { i32, float, double }

@.str = private unnamed_addr constant [41 x i8] c"a={%d,%a} b={%a,%d} c={%a,%d} d={%d,%a}\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [30 x i8] c"e={%d,%a,%d} f={%a,%d,%d,%a}\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"g={%ld,%a} h={%a,%ld} i={%d,%a,%a}\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [30 x i8] c"all=%a sizes %zu %zu %zu %zu\0A\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !35 {
  %1 = alloca i32, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !39, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
  %2 = alloca %struct.fccf, align 8, !DIAssignID !103
    #dbg_assign(i1 undef, !72, !DIExpression(), !103, ptr %2, !DIExpression(), !102)
  %3 = alloca %struct.ld_, align 8, !DIAssignID !104
    #dbg_assign(i1 undef, !80, !DIExpression(), !104, ptr %3, !DIExpression(), !102)
  %4 = alloca %struct.dl, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !87, !DIExpression(), !105, ptr %4, !DIExpression(), !102)
  %5 = alloca %struct.ifd, align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !93, !DIExpression(), !106, ptr %5, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !107
  store volatile i32 3, ptr %1, align 4, !dbg !108, !tbaa !109, !DIAssignID !113
    #dbg_assign(i32 3, !39, !DIExpression(), !113, ptr %1, !DIExpression(), !102)
  %6 = load volatile i32, ptr %1, align 4, !dbg !114, !tbaa !109
  %7 = tail call fastcc i64 @f_if(i32 noundef %6), !dbg !115
  %8 = trunc i64 %7 to i32, !dbg !115
  %9 = lshr i64 %7, 32, !dbg !115
  %10 = trunc nuw i64 %9 to i32, !dbg !115
  %11 = bitcast i32 %10 to float, !dbg !115
    #dbg_value(i32 %8, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !102)
    #dbg_value(float %11, !41, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !102)
    #dbg_value(float 8.000000e+00, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !102)
    #dbg_value(i32 90, !47, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !102)
  %12 = load volatile i32, ptr %1, align 4, !dbg !116, !tbaa !109
  %13 = tail call fastcc i32 @f_di(i32 noundef %12), !dbg !117
    #dbg_value(double 0x412E848100000000, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(i32 %13, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !102)
    #dbg_value(i32 123, !59, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !102)
    #dbg_value(double -6.500000e+00, !59, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !102)
    #dbg_value(i32 98, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !102)
    #dbg_value(float 2.500000e+00, !65, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !102)
    #dbg_value(i16 -3702, !65, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !102)
    #dbg_value(i16 undef, !65, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !102)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #5, !dbg !118
  store i64 132464309698560, ptr %2, align 8, !dbg !119, !DIAssignID !120
  %14 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !119
  store float 1.500000e+00, ptr %14, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(i64 132464309698560, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !120, ptr %2, !DIExpression(), !102)
    #dbg_assign(float 1.500000e+00, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !121, ptr %14, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5, !dbg !122
  store i64 1099511627771, ptr %3, align 8, !dbg !123, !DIAssignID !124
    #dbg_assign(i64 1099511627771, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !124, ptr %3, !DIExpression(), !102)
  %15 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !123
  store double 3.000000e+00, ptr %15, align 8, !dbg !123, !DIAssignID !125
    #dbg_assign(double 3.000000e+00, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125, ptr %15, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #5, !dbg !126
  store double 9.875000e+00, ptr %4, align 8, !dbg !127, !DIAssignID !128
    #dbg_assign(double 9.875000e+00, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128, ptr %4, !DIExpression(), !102)
  %16 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !127
  store i64 -21, ptr %16, align 8, !dbg !127, !DIAssignID !129
    #dbg_assign(i64 -21, !87, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !129, ptr %16, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #5, !dbg !130
  %17 = tail call fastcc i64 @f_ifd(i64 %7), !dbg !131
  store i64 %17, ptr %5, align 8, !dbg !131, !DIAssignID !132
    #dbg_assign(i64 %17, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132, ptr %5, !DIExpression(), !102)
  %18 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !131
  store double 2.000000e+00, ptr %18, align 8, !dbg !131, !DIAssignID !133
    #dbg_assign(double 2.000000e+00, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !133, ptr %18, !DIExpression(), !102)
  %19 = fpext float %11 to double, !dbg !134
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, double noundef %19, double noundef 8.000000e+00, i32 noundef 90, double noundef 0x412E848100000000, i32 noundef %13, i32 noundef 123, double noundef -6.500000e+00), !dbg !135
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 98, double noundef 2.500000e+00, i32 noundef -3702, double noundef -2.500000e+00, i32 noundef 121, i32 noundef 120, double noundef 1.500000e+00), !dbg !136
  %22 = trunc i64 %17 to i32, !dbg !137
  %23 = lshr i64 %17, 32, !dbg !138
  %24 = trunc nuw i64 %23 to i32, !dbg !138
  %25 = bitcast i32 %24 to float, !dbg !138
  %26 = fpext float %25 to double, !dbg !139
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1099511627771, double noundef 3.000000e+00, double noundef 9.875000e+00, i64 noundef -21, i32 noundef %22, double noundef %26, double noundef 2.000000e+00), !dbg !140
  %28 = tail call fastcc double @all(i64 %7, i32 %13, ptr noundef nonnull byval(%struct.fccf) align 8 %2, ptr noundef nonnull byval(%struct.ld_) align 8 %3, ptr noundef nonnull byval(%struct.dl) align 8 %4, ptr noundef nonnull byval(%struct.ifd) align 8 %5), !dbg !141
    #dbg_value(double %28, !100, !DIExpression(), !102)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %28, i64 noundef 8, i64 noundef 12, i64 noundef 12, i64 noundef 16), !dbg !142
  %30 = fptosi double %28 to i64, !dbg !143
  %31 = trunc i64 %30 to i32, !dbg !144
  %32 = and i32 %31, 127, !dbg !144
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #5, !dbg !145
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !145
  ret i32 %32, !dbg !146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_if(i32 noundef %0) unnamed_addr #2 !dbg !147 {
    #dbg_value(i32 10, !151, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(float 2.500000e+00, !151, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i32 %0, !152, !DIExpression(), !153)
  %2 = add nsw i32 %0, 10, !dbg !154
    #dbg_value(i32 %2, !151, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
  %3 = sitofp i32 %0 to float, !dbg !155
  %4 = fmul float %3, 2.500000e+00, !dbg !156
    #dbg_value(float %4, !151, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
  %5 = bitcast float %4 to i32, !dbg !157
  %6 = zext i32 %5 to i64, !dbg !157
  %7 = shl nuw i64 %6, 32, !dbg !157
  %8 = zext i32 %2 to i64, !dbg !157
  %9 = or disjoint i64 %7, %8, !dbg !157
  ret i64 %9, !dbg !157
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f_di(i32 noundef %0) unnamed_addr #2 !dbg !158 {
    #dbg_value(double 5.000000e-01, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !165)
    #dbg_value(i32 100, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !165)
    #dbg_value(double 1.000000e+06, !162, !DIExpression(), !165)
    #dbg_value(i32 %0, !164, !DIExpression(), !165)
    #dbg_value(double 0x412E848100000000, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !165)
  %2 = sub nsw i32 100, %0, !dbg !166
    #dbg_value(i32 %2, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !165)
  ret i32 %2, !dbg !167
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_ifd(i64 %0) unnamed_addr #2 !dbg !168 {
    #dbg_value(i32 1, !172, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !175)
    #dbg_value(i32 1065353216, !172, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !175)
    #dbg_value(double 1.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !175)
  %2 = lshr i64 %0, 32
  %3 = trunc nuw i64 %2 to i32
  %4 = bitcast i32 %3 to float
    #dbg_value(i64 %0, !173, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !175)
    #dbg_value(float %4, !173, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !175)
    #dbg_value(float 8.000000e+00, !174, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !175)
    #dbg_value(i32 90, !174, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !175)
  %5 = add i64 %0, 91, !dbg !176
    #dbg_value(i64 %0, !172, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 91, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !175)
  %6 = fadd float %4, 8.000000e+00, !dbg !177
  %7 = fadd float %6, 1.000000e+00, !dbg !178
  %8 = bitcast float %7 to i32, !dbg !178
    #dbg_value(i32 %8, !172, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !175)
    #dbg_value(double 2.000000e+00, !172, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !175)
  %9 = zext i32 %8 to i64, !dbg !179
  %10 = shl nuw i64 %9, 32, !dbg !179
  %11 = and i64 %5, 4294967295, !dbg !179
  %12 = or disjoint i64 %10, %11, !dbg !179
  ret i64 %12, !dbg !179
}

; Function Attrs: nofree nounwind
declare !dbg !180 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @all(i64 %0, i32 %1, ptr nocapture noundef readonly byval(%struct.fccf) align 8 %2, ptr nocapture noundef readonly byval(%struct.ld_) align 8 %3, ptr nocapture noundef readonly byval(%struct.dl) align 8 %4, ptr nocapture noundef readonly byval(%struct.ifd) align 8 %5) unnamed_addr #4 !dbg !187 {
  %7 = trunc i64 %0 to i32
  %8 = lshr i64 %0, 32
  %9 = trunc nuw i64 %8 to i32
  %10 = bitcast i32 %9 to float
    #dbg_value(i32 %7, !191, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
    #dbg_value(float %10, !191, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !202)
    #dbg_value(float 8.000000e+00, !192, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
    #dbg_value(i32 90, !192, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !202)
    #dbg_value(double 0x412E848100000000, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !202)
    #dbg_value(i32 %1, !193, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !202)
    #dbg_value(i32 123, !194, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
    #dbg_value(double -6.500000e+00, !194, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !202)
    #dbg_value(i32 98, !195, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202)
    #dbg_value(float 2.500000e+00, !195, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !202)
    #dbg_value(i16 -3702, !195, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !202)
    #dbg_value(i16 undef, !195, !DIExpression(DW_OP_LLVM_fragment, 80, 16), !202)
    #dbg_declare(ptr %2, !196, !DIExpression(), !203)
    #dbg_declare(ptr %3, !197, !DIExpression(), !204)
    #dbg_declare(ptr %4, !198, !DIExpression(), !205)
    #dbg_declare(ptr %5, !199, !DIExpression(), !206)
    #dbg_value(double 1.000000e-03, !200, !DIExpression(), !202)
    #dbg_value(i64 -99, !201, !DIExpression(), !202)
  %11 = sitofp i32 %7 to float, !dbg !207
  %12 = fadd float %11, %10, !dbg !208
  %13 = fadd float %12, 8.000000e+00, !dbg !209
  %14 = fadd float %13, 9.000000e+01, !dbg !210
  %15 = fpext float %14 to double, !dbg !207
  %16 = fadd double %15, 0x412E848100000000, !dbg !211
  %17 = sitofp i32 %1 to double, !dbg !212
  %18 = fadd double %16, %17, !dbg !213
  %19 = fadd double %18, 1.230000e+02, !dbg !214
  %20 = fadd double %19, -6.500000e+00, !dbg !215
  %21 = fadd double %20, 9.800000e+01, !dbg !216
  %22 = fadd double %21, 2.500000e+00, !dbg !217
  %23 = fadd double %22, -3.702000e+03, !dbg !218
  %24 = load float, ptr %2, align 8, !dbg !219, !tbaa !220
  %25 = fpext float %24 to double, !dbg !223
  %26 = fadd double %23, %25, !dbg !224
  %27 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !225
  %28 = load i8, ptr %27, align 4, !dbg !225, !tbaa !226
  %29 = sitofp i8 %28 to double, !dbg !227
  %30 = fadd double %26, %29, !dbg !228
  %31 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !229
  %32 = load i8, ptr %31, align 1, !dbg !229, !tbaa !230
  %33 = sitofp i8 %32 to double, !dbg !231
  %34 = fadd double %30, %33, !dbg !232
  %35 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !233
  %36 = load float, ptr %35, align 8, !dbg !233, !tbaa !234
  %37 = fpext float %36 to double, !dbg !235
  %38 = fadd double %34, %37, !dbg !236
  %39 = load i64, ptr %3, align 8, !dbg !237, !tbaa !238
  %40 = sitofp i64 %39 to double, !dbg !242
  %41 = fadd double %38, %40, !dbg !243
  %42 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !244
  %43 = load double, ptr %42, align 8, !dbg !244, !tbaa !245
  %44 = fadd double %43, %41, !dbg !246
  %45 = load double, ptr %4, align 8, !dbg !247, !tbaa !248
  %46 = fadd double %45, %44, !dbg !250
  %47 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !251
  %48 = load i64, ptr %47, align 8, !dbg !251, !tbaa !252
  %49 = sitofp i64 %48 to double, !dbg !253
  %50 = fadd double %46, %49, !dbg !254
  %51 = load i32, ptr %5, align 8, !dbg !255, !tbaa !256
  %52 = sitofp i32 %51 to double, !dbg !258
  %53 = fadd double %50, %52, !dbg !259
  %54 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !260
  %55 = load float, ptr %54, align 4, !dbg !260, !tbaa !261
  %56 = fpext float %55 to double, !dbg !262
  %57 = fadd double %53, %56, !dbg !263
  %58 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !264
  %59 = load double, ptr %58, align 8, !dbg !264, !tbaa !265
  %60 = fadd double %59, %57, !dbg !266
  %61 = fadd double %60, 1.000000e-03, !dbg !267
  %62 = fadd double %61, -9.900000e+01, !dbg !268
  ret double %62, !dbg !269
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_abi_mixed_int_sse.c", directory: ".", checksumkind: CSK_MD5, checksum: "4f429e7072a1aedaabae6631ecda9915")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 30)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !9, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !26, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22, !23, !24, !25}
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !{!0, !7, !12, !17}
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !36, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!22}
!38 = !{!39, !41, !47, !53, !59, !65, !72, !80, !87, !93, !100}
!39 = !DILocalVariable(name: "k", scope: !35, file: !2, line: 32, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !22)
!41 = !DILocalVariable(name: "a", scope: !35, file: !2, line: 33, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "if_", file: !2, line: 8, baseType: !43)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 64, elements: !44)
!44 = !{!45, !46}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !43, file: !2, line: 8, baseType: !22, size: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !43, file: !2, line: 8, baseType: !24, size: 32, offset: 32)
!47 = !DILocalVariable(name: "b", scope: !35, file: !2, line: 34, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "fi", file: !2, line: 9, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 64, elements: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !49, file: !2, line: 9, baseType: !24, size: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !49, file: !2, line: 9, baseType: !22, size: 32, offset: 32)
!53 = !DILocalVariable(name: "c", scope: !35, file: !2, line: 35, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "di", file: !2, line: 10, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !55, file: !2, line: 10, baseType: !21, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !55, file: !2, line: 10, baseType: !22, size: 32, offset: 64)
!59 = !DILocalVariable(name: "d", scope: !35, file: !2, line: 36, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "id", file: !2, line: 11, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !62)
!62 = !{!63, !64}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !61, file: !2, line: 11, baseType: !22, size: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !61, file: !2, line: 11, baseType: !21, size: 64, offset: 64)
!65 = !DILocalVariable(name: "e", scope: !35, file: !2, line: 37, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "cfs", file: !2, line: 12, baseType: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 96, elements: !68)
!68 = !{!69, !70, !71}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !67, file: !2, line: 12, baseType: !4, size: 8)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !67, file: !2, line: 12, baseType: !24, size: 32, offset: 32)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !67, file: !2, line: 12, baseType: !25, size: 16, offset: 64)
!72 = !DILocalVariable(name: "f", scope: !35, file: !2, line: 38, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "fccf", file: !2, line: 13, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 13, size: 96, elements: !75)
!75 = !{!76, !77, !78, !79}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !74, file: !2, line: 13, baseType: !24, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !74, file: !2, line: 13, baseType: !4, size: 8, offset: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !74, file: !2, line: 13, baseType: !4, size: 8, offset: 40)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !74, file: !2, line: 13, baseType: !24, size: 32, offset: 64)
!80 = !DILocalVariable(name: "g", scope: !35, file: !2, line: 39, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "ld_", file: !2, line: 14, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 14, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !82, file: !2, line: 14, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !82, file: !2, line: 14, baseType: !21, size: 64, offset: 64)
!87 = !DILocalVariable(name: "h", scope: !35, file: !2, line: 40, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "dl", file: !2, line: 15, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 15, size: 128, elements: !90)
!90 = !{!91, !92}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !89, file: !2, line: 15, baseType: !21, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !89, file: !2, line: 15, baseType: !85, size: 64, offset: 64)
!93 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 41, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "ifd", file: !2, line: 16, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 128, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !95, file: !2, line: 16, baseType: !22, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !95, file: !2, line: 16, baseType: !24, size: 32, offset: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !95, file: !2, line: 16, baseType: !21, size: 64, offset: 64)
!100 = !DILocalVariable(name: "t", scope: !35, file: !2, line: 45, type: !21)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !35)
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 32, column: 5, scope: !35)
!108 = !DILocation(line: 32, column: 18, scope: !35)
!109 = !{!110, !110, i64 0}
!110 = !{!"int", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 33, column: 35, scope: !35)
!115 = !DILocation(line: 33, column: 13, scope: !35)
!116 = !DILocation(line: 35, column: 38, scope: !35)
!117 = !DILocation(line: 35, column: 12, scope: !35)
!118 = !DILocation(line: 38, column: 5, scope: !35)
!119 = !DILocation(line: 38, column: 14, scope: !35)
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 39, column: 5, scope: !35)
!123 = !DILocation(line: 39, column: 13, scope: !35)
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 40, column: 5, scope: !35)
!127 = !DILocation(line: 40, column: 12, scope: !35)
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 41, column: 5, scope: !35)
!131 = !DILocation(line: 41, column: 13, scope: !35)
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 42, column: 62, scope: !35)
!135 = !DILocation(line: 42, column: 5, scope: !35)
!136 = !DILocation(line: 43, column: 5, scope: !35)
!137 = !DILocation(line: 44, column: 74, scope: !35)
!138 = !DILocation(line: 44, column: 87, scope: !35)
!139 = !DILocation(line: 44, column: 77, scope: !35)
!140 = !DILocation(line: 44, column: 5, scope: !35)
!141 = !DILocation(line: 45, column: 16, scope: !35)
!142 = !DILocation(line: 46, column: 5, scope: !35)
!143 = !DILocation(line: 47, column: 18, scope: !35)
!144 = !DILocation(line: 47, column: 12, scope: !35)
!145 = !DILocation(line: 48, column: 1, scope: !35)
!146 = !DILocation(line: 47, column: 5, scope: !35)
!147 = distinct !DISubprogram(name: "f_if", scope: !2, file: !2, line: 18, type: !148, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !150)
!148 = !DISubroutineType(cc: DW_CC_nocall, types: !149)
!149 = !{!42, !42, !22}
!150 = !{!151, !152}
!151 = !DILocalVariable(name: "v", arg: 1, scope: !147, file: !2, line: 18, type: !42)
!152 = !DILocalVariable(name: "k", arg: 2, scope: !147, file: !2, line: 18, type: !22)
!153 = !DILocation(line: 0, scope: !147)
!154 = !DILocation(line: 18, column: 63, scope: !147)
!155 = !DILocation(line: 18, column: 76, scope: !147)
!156 = !DILocation(line: 18, column: 73, scope: !147)
!157 = !DILocation(line: 18, column: 86, scope: !147)
!158 = distinct !DISubprogram(name: "f_di", scope: !2, file: !2, line: 20, type: !159, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !161)
!159 = !DISubroutineType(cc: DW_CC_nocall, types: !160)
!160 = !{!54, !21, !54, !22}
!161 = !{!162, !163, !164}
!162 = !DILocalVariable(name: "x", arg: 1, scope: !158, file: !2, line: 20, type: !21)
!163 = !DILocalVariable(name: "v", arg: 2, scope: !158, file: !2, line: 20, type: !54)
!164 = !DILocalVariable(name: "y", arg: 3, scope: !158, file: !2, line: 20, type: !22)
!165 = !DILocation(line: 0, scope: !158)
!166 = !DILocation(line: 20, column: 81, scope: !158)
!167 = !DILocation(line: 20, column: 87, scope: !158)
!168 = distinct !DISubprogram(name: "f_ifd", scope: !2, file: !2, line: 26, type: !169, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !171)
!169 = !DISubroutineType(cc: DW_CC_nocall, types: !170)
!170 = !{!94, !94, !42, !48}
!171 = !{!172, !173, !174}
!172 = !DILocalVariable(name: "v", arg: 1, scope: !168, file: !2, line: 26, type: !94)
!173 = !DILocalVariable(name: "a", arg: 2, scope: !168, file: !2, line: 26, type: !42)
!174 = !DILocalVariable(name: "b", arg: 3, scope: !168, file: !2, line: 26, type: !48)
!175 = !DILocation(line: 0, scope: !168)
!176 = !DILocation(line: 26, column: 70, scope: !168)
!177 = !DILocation(line: 26, column: 95, scope: !168)
!178 = !DILocation(line: 26, column: 88, scope: !168)
!179 = !DILocation(line: 26, column: 112, scope: !168)
!180 = !DISubprogram(name: "printf", scope: !181, file: !181, line: 356, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!182 = !DISubroutineType(types: !183)
!183 = !{!22, !184, null}
!184 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!187 = distinct !DISubprogram(name: "all", scope: !2, file: !2, line: 27, type: !188, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !190)
!188 = !DISubroutineType(cc: DW_CC_nocall, types: !189)
!189 = !{!21, !42, !48, !54, !60, !66, !73, !81, !88, !94, !21, !85}
!190 = !{!191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201}
!191 = !DILocalVariable(name: "a", arg: 1, scope: !187, file: !2, line: 27, type: !42)
!192 = !DILocalVariable(name: "b", arg: 2, scope: !187, file: !2, line: 27, type: !48)
!193 = !DILocalVariable(name: "c", arg: 3, scope: !187, file: !2, line: 27, type: !54)
!194 = !DILocalVariable(name: "d", arg: 4, scope: !187, file: !2, line: 27, type: !60)
!195 = !DILocalVariable(name: "e", arg: 5, scope: !187, file: !2, line: 27, type: !66)
!196 = !DILocalVariable(name: "f", arg: 6, scope: !187, file: !2, line: 27, type: !73)
!197 = !DILocalVariable(name: "g", arg: 7, scope: !187, file: !2, line: 27, type: !81)
!198 = !DILocalVariable(name: "h", arg: 8, scope: !187, file: !2, line: 27, type: !88)
!199 = !DILocalVariable(name: "i", arg: 9, scope: !187, file: !2, line: 27, type: !94)
!200 = !DILocalVariable(name: "x", arg: 10, scope: !187, file: !2, line: 27, type: !21)
!201 = !DILocalVariable(name: "y", arg: 11, scope: !187, file: !2, line: 27, type: !85)
!202 = !DILocation(line: 0, scope: !187)
!203 = !DILocation(line: 27, column: 82, scope: !187)
!204 = !DILocation(line: 27, column: 89, scope: !187)
!205 = !DILocation(line: 27, column: 95, scope: !187)
!206 = !DILocation(line: 27, column: 102, scope: !187)
!207 = !DILocation(line: 28, column: 12, scope: !187)
!208 = !DILocation(line: 28, column: 16, scope: !187)
!209 = !DILocation(line: 28, column: 22, scope: !187)
!210 = !DILocation(line: 28, column: 28, scope: !187)
!211 = !DILocation(line: 28, column: 34, scope: !187)
!212 = !DILocation(line: 28, column: 42, scope: !187)
!213 = !DILocation(line: 28, column: 40, scope: !187)
!214 = !DILocation(line: 28, column: 46, scope: !187)
!215 = !DILocation(line: 28, column: 52, scope: !187)
!216 = !DILocation(line: 28, column: 58, scope: !187)
!217 = !DILocation(line: 28, column: 64, scope: !187)
!218 = !DILocation(line: 28, column: 70, scope: !187)
!219 = !DILocation(line: 28, column: 80, scope: !187)
!220 = !{!221, !222, i64 0}
!221 = !{!"", !222, i64 0, !111, i64 4, !111, i64 5, !222, i64 8}
!222 = !{!"float", !111, i64 0}
!223 = !DILocation(line: 28, column: 78, scope: !187)
!224 = !DILocation(line: 28, column: 76, scope: !187)
!225 = !DILocation(line: 28, column: 86, scope: !187)
!226 = !{!221, !111, i64 4}
!227 = !DILocation(line: 28, column: 84, scope: !187)
!228 = !DILocation(line: 28, column: 82, scope: !187)
!229 = !DILocation(line: 28, column: 92, scope: !187)
!230 = !{!221, !111, i64 5}
!231 = !DILocation(line: 28, column: 90, scope: !187)
!232 = !DILocation(line: 28, column: 88, scope: !187)
!233 = !DILocation(line: 28, column: 98, scope: !187)
!234 = !{!221, !222, i64 8}
!235 = !DILocation(line: 28, column: 96, scope: !187)
!236 = !DILocation(line: 28, column: 94, scope: !187)
!237 = !DILocation(line: 28, column: 112, scope: !187)
!238 = !{!239, !240, i64 0}
!239 = !{!"", !240, i64 0, !241, i64 8}
!240 = !{!"long", !111, i64 0}
!241 = !{!"double", !111, i64 0}
!242 = !DILocation(line: 28, column: 102, scope: !187)
!243 = !DILocation(line: 28, column: 100, scope: !187)
!244 = !DILocation(line: 28, column: 118, scope: !187)
!245 = !{!239, !241, i64 8}
!246 = !DILocation(line: 28, column: 114, scope: !187)
!247 = !DILocation(line: 28, column: 124, scope: !187)
!248 = !{!249, !241, i64 0}
!249 = !{!"", !241, i64 0, !240, i64 8}
!250 = !DILocation(line: 28, column: 120, scope: !187)
!251 = !DILocation(line: 28, column: 138, scope: !187)
!252 = !{!249, !240, i64 8}
!253 = !DILocation(line: 28, column: 128, scope: !187)
!254 = !DILocation(line: 28, column: 126, scope: !187)
!255 = !DILocation(line: 28, column: 144, scope: !187)
!256 = !{!257, !110, i64 0}
!257 = !{!"", !110, i64 0, !222, i64 4, !241, i64 8}
!258 = !DILocation(line: 28, column: 142, scope: !187)
!259 = !DILocation(line: 28, column: 140, scope: !187)
!260 = !DILocation(line: 28, column: 150, scope: !187)
!261 = !{!257, !222, i64 4}
!262 = !DILocation(line: 28, column: 148, scope: !187)
!263 = !DILocation(line: 28, column: 146, scope: !187)
!264 = !DILocation(line: 28, column: 156, scope: !187)
!265 = !{!257, !241, i64 8}
!266 = !DILocation(line: 28, column: 152, scope: !187)
!267 = !DILocation(line: 28, column: 158, scope: !187)
!268 = !DILocation(line: 28, column: 162, scope: !187)
!269 = !DILocation(line: 28, column: 5, scope: !187)
