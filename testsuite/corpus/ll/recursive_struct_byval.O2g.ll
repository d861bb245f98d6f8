; ModuleID = 'programs/recursive_struct_byval.c'
source_filename = "programs/recursive_struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i64, i64, i64, double, [2 x i64] }

@.str = private unnamed_addr constant [75 x i8] c"walk depth=%ld sum=%ld prod_mod=%ld avg=%g pad=%ld,%ld original depth=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"range %ld..%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"acc count=%d weight=%g\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !32 {
  %1 = alloca %struct.state, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !36, !DIExpression(), !67, ptr %1, !DIExpression(), !68)
  %2 = alloca %struct.state, align 8, !DIAssignID !69
    #dbg_assign(i1 undef, !48, !DIExpression(), !69, ptr %2, !DIExpression(), !68)
  %3 = alloca [1000 x i64], align 16, !DIAssignID !70
    #dbg_assign(i1 undef, !49, !DIExpression(), !70, ptr %3, !DIExpression(), !68)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9, !dbg !71
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %1, i8 0, i64 48, i1 false), !dbg !72, !DIAssignID !73
    #dbg_assign(i8 0, !36, !DIExpression(), !73, ptr %1, !DIExpression(), !68)
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !72
  store i64 1, ptr %4, align 8, !dbg !72, !DIAssignID !74
    #dbg_assign(i64 1, !36, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !74, ptr %4, !DIExpression(), !68)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9, !dbg !75
  call fastcc void @walk(ptr dead_on_unwind nonnull writable sret(%struct.state) align 8 %2, ptr noundef nonnull byval(%struct.state) align 8 %1, i32 noundef 200), !dbg !76
  %5 = load i64, ptr %2, align 8, !dbg !77, !tbaa !78
  %6 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !84
  %7 = load i64, ptr %6, align 8, !dbg !84, !tbaa !85
  %8 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !86
  %9 = load i64, ptr %8, align 8, !dbg !86, !tbaa !87
  %10 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !88
  %11 = load double, ptr %10, align 8, !dbg !88, !tbaa !89
  %12 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !90
  %13 = load i64, ptr %12, align 8, !dbg !91, !tbaa !92
  %14 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !93
  %15 = load i64, ptr %14, align 8, !dbg !93, !tbaa !92
  %16 = load i64, ptr %1, align 8, !dbg !94, !tbaa !78
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %5, i64 noundef %7, i64 noundef %9, double noundef %11, i64 noundef %13, i64 noundef %15, i64 noundef %16), !dbg !95
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %3) #9, !dbg !96
    #dbg_value(i32 0, !53, !DIExpression(), !97)
  br label %32, !dbg !98

18:                                               ; preds = %32
  %19 = call fastcc { i64, i64 } @combine(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 1000), !dbg !99
  %20 = extractvalue { i64, i64 } %19, 0, !dbg !99
    #dbg_value(i64 %20, !55, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !68)
  %21 = extractvalue { i64, i64 } %19, 1, !dbg !99
    #dbg_value(i64 %21, !55, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !68)
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %20, i64 noundef %21), !dbg !100
  %23 = call fastcc i64 @accumulate(i64 0, i32 noundef 3000), !dbg !101
  %24 = trunc i64 %23 to i32, !dbg !101
  %25 = lshr i64 %23, 32, !dbg !101
  %26 = trunc nuw i64 %25 to i32, !dbg !101
  %27 = bitcast i32 %26 to float, !dbg !101
    #dbg_value(i32 %24, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !68)
    #dbg_value(float %27, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !68)
  %28 = fpext float %27 to double, !dbg !102
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, double noundef %28), !dbg !103
  %30 = trunc i64 %9 to i32, !dbg !104
  %31 = and i32 %30, 127, !dbg !104
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %3) #9, !dbg !105
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9, !dbg !105
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9, !dbg !105
  ret i32 %31, !dbg !106

32:                                               ; preds = %32, %0
  %33 = phi i64 [ 0, %0 ], [ %47, %32 ]
    #dbg_value(i64 %33, !53, !DIExpression(), !97)
  %34 = trunc i64 %33 to i32, !dbg !107
  %35 = mul nuw nsw i32 %34, 7919, !dbg !107
  %36 = urem i32 %35, 10007, !dbg !107
  %37 = zext nneg i32 %36 to i64, !dbg !107
  %38 = add nsw i64 %37, -5000, !dbg !109
  %39 = getelementptr inbounds [1000 x i64], ptr %3, i64 0, i64 %33, !dbg !110
  store i64 %38, ptr %39, align 16, !dbg !111, !tbaa !92
  %40 = or disjoint i64 %33, 1, !dbg !112
    #dbg_value(i64 %40, !53, !DIExpression(), !97)
  %41 = trunc i64 %40 to i32, !dbg !107
  %42 = mul nuw nsw i32 %41, 7919, !dbg !107
  %43 = urem i32 %42, 10007, !dbg !107
  %44 = zext nneg i32 %43 to i64, !dbg !107
  %45 = add nsw i64 %44, -5000, !dbg !109
  %46 = getelementptr inbounds [1000 x i64], ptr %3, i64 0, i64 %40, !dbg !110
  store i64 %45, ptr %46, align 8, !dbg !111, !tbaa !92
  %47 = add nuw nsw i64 %33, 2, !dbg !112
    #dbg_value(i64 %47, !53, !DIExpression(), !97)
  %48 = icmp eq i64 %47, 1000, !dbg !113
  br i1 %48, label %18, label %32, !dbg !98, !llvm.loop !114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @walk(ptr dead_on_unwind noalias nocapture writable sret(%struct.state) align 8 %0, ptr nocapture noundef byval(%struct.state) align 8 %1, i32 noundef %2) unnamed_addr #3 !dbg !117 {
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 320), !125, ptr undef, !DIExpression(), !126)
    #dbg_declare(ptr %1, !121, !DIExpression(), !127)
    #dbg_value(i32 %2, !122, !DIExpression(), !126)
  %4 = icmp eq i32 %2, 0, !dbg !128
  br i1 %4, label %5, label %6, !dbg !130

5:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !dbg !131, !tbaa.struct !132
  br label %33, !dbg !135

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !dbg !136, !tbaa !92
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !136
    #dbg_value(i64 %7, !123, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126)
    #dbg_assign(i1 undef, !123, !DIExpression(DW_OP_LLVM_fragment, 64, 320), !137, ptr undef, !DIExpression(), !126)
  %9 = add nsw i64 %7, 1, !dbg !138
  store i64 %9, ptr %1, align 8, !dbg !138, !tbaa !78
  %10 = sext i32 %2 to i64, !dbg !139
  %11 = load i64, ptr %8, align 8, !dbg !140, !tbaa !85
  %12 = add nsw i64 %11, %10, !dbg !140
  store i64 %12, ptr %8, align 8, !dbg !140, !tbaa !85
  %13 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !141
  %14 = load i64, ptr %13, align 8, !dbg !141, !tbaa !87
  %15 = add nsw i32 %2, 1, !dbg !142
  %16 = sext i32 %15 to i64, !dbg !143
  %17 = mul nsw i64 %14, %16, !dbg !144
  %18 = srem i64 %17, 1000003, !dbg !145
  store i64 %18, ptr %13, align 8, !dbg !146, !tbaa !87
  %19 = sitofp i64 %12 to double, !dbg !147
  %20 = sitofp i64 %9 to double, !dbg !148
  %21 = fdiv double %19, %20, !dbg !149
  %22 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !150
  store double %21, ptr %22, align 8, !dbg !151, !tbaa !89
    #dbg_declare(ptr %0, !124, !DIExpression(), !152)
  %23 = add nsw i32 %2, -1, !dbg !153
  tail call fastcc void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %0, ptr noundef nonnull byval(%struct.state) align 8 %1, i32 noundef %23), !dbg !154
  %24 = load i64, ptr %1, align 8, !dbg !155, !tbaa !78
  %25 = add nsw i64 %24, -1, !dbg !157
  %26 = icmp eq i64 %7, %25, !dbg !158
  br i1 %26, label %29, label %27, !dbg !159

27:                                               ; preds = %6
  %28 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !160
  store i64 -1, ptr %28, align 8, !dbg !161, !tbaa !92
  br label %29, !dbg !162

29:                                               ; preds = %27, %6
  %30 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !163
  %31 = load i64, ptr %30, align 8, !dbg !164, !tbaa !92
  %32 = add nsw i64 %31, %7, !dbg !164
  store i64 %32, ptr %30, align 8, !dbg !164, !tbaa !92
  br label %33

33:                                               ; preds = %29, %5
  ret void, !dbg !165
}

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nosync nounwind memory(argmem: read) uwtable
define internal fastcc { i64, i64 } @combine(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 !dbg !173 {
    #dbg_value(ptr %0, !179, !DIExpression(), !189)
    #dbg_value(i32 %1, !180, !DIExpression(), !189)
    #dbg_value(i32 %2, !181, !DIExpression(), !189)
  %4 = sub nsw i32 %2, %1, !dbg !190
  %5 = icmp eq i32 %4, 1, !dbg !191
  br i1 %5, label %6, label %10, !dbg !192

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64, !dbg !193
  %8 = getelementptr inbounds i64, ptr %0, i64 %7, !dbg !193
  %9 = load i64, ptr %8, align 8, !dbg !193, !tbaa !92
    #dbg_value(i64 %9, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
    #dbg_value(i64 %9, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !194)
    #dbg_value(i64 %9, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !189)
    #dbg_value(i64 %9, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194)
  br label %21, !dbg !195

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %2, %1, !dbg !196
  %12 = lshr i32 %11, 1, !dbg !197
    #dbg_value(i32 %12, !185, !DIExpression(), !189)
  %13 = tail call fastcc { i64, i64 } @combine(ptr noundef %0, i32 noundef %1, i32 noundef %12), !dbg !198
  %14 = extractvalue { i64, i64 } %13, 0, !dbg !198
    #dbg_value(i64 %14, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
  %15 = extractvalue { i64, i64 } %13, 1, !dbg !198
    #dbg_value(i64 %15, !186, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !189)
  %16 = tail call fastcc { i64, i64 } @combine(ptr noundef %0, i32 noundef %12, i32 noundef %2), !dbg !199
  %17 = extractvalue { i64, i64 } %16, 0, !dbg !199
    #dbg_value(i64 %17, !187, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
  %18 = extractvalue { i64, i64 } %16, 1, !dbg !199
    #dbg_value(i64 %18, !187, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !189)
  %19 = tail call i64 @llvm.smin.i64(i64 %14, i64 %17), !dbg !200
    #dbg_value(i64 %19, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
    #dbg_value(i64 %19, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !194)
  %20 = tail call i64 @llvm.smax.i64(i64 %15, i64 %18), !dbg !201
    #dbg_value(i64 %20, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !189)
    #dbg_value(i64 %20, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194)
  br label %21

21:                                               ; preds = %10, %6
  %22 = phi i64 [ %9, %6 ], [ %19, %10 ], !dbg !189
  %23 = phi i64 [ %9, %6 ], [ %20, %10 ], !dbg !189
    #dbg_value(i64 %23, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !189)
    #dbg_value(i64 %23, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194)
    #dbg_value(i64 %22, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
    #dbg_value(i64 %22, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !194)
  %24 = insertvalue { i64, i64 } poison, i64 %22, 0, !dbg !202
  %25 = insertvalue { i64, i64 } %24, i64 %23, 1, !dbg !202
  ret { i64, i64 } %25, !dbg !202
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @accumulate(i64 %0, i32 noundef %1) unnamed_addr #6 !dbg !203 {
  %3 = lshr i64 %0, 32
    #dbg_value(i64 %0, !207, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !209)
    #dbg_value(i64 %3, !207, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !209)
    #dbg_value(i32 %1, !208, !DIExpression(), !209)
  %4 = icmp eq i32 %1, 0, !dbg !210
  br i1 %4, label %21, label %5, !dbg !212

5:                                                ; preds = %2
  %6 = trunc nuw i64 %3 to i32
    #dbg_value(i32 %6, !207, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !209)
  %7 = bitcast i32 %6 to float
    #dbg_value(float %7, !207, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !209)
  %8 = add i64 %0, 1, !dbg !213
    #dbg_value(i64 %0, !207, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !209)
  %9 = srem i32 %1, 3, !dbg !214
  %10 = sitofp i32 %9 to float, !dbg !215
  %11 = fmul float %10, 5.000000e-01, !dbg !216
  %12 = fadd float %11, %7, !dbg !217
    #dbg_value(float %12, !207, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !209)
  %13 = add nsw i32 %1, -1, !dbg !218
  %14 = bitcast float %12 to i32, !dbg !219
  %15 = zext i32 %14 to i64, !dbg !219
  %16 = shl nuw i64 %15, 32, !dbg !219
  %17 = and i64 %8, 4294967295, !dbg !219
  %18 = or disjoint i64 %16, %17, !dbg !219
  %19 = tail call fastcc i64 @accumulate(i64 %18, i32 noundef %13), !dbg !219
  %20 = lshr i64 %19, 32, !dbg !219
  br label %21, !dbg !220

21:                                               ; preds = %2, %5
  %22 = phi i64 [ %19, %5 ], [ %0, %2 ]
  %23 = phi i64 [ %20, %5 ], [ %3, %2 ], !dbg !221
  %24 = shl nuw i64 %23, 32, !dbg !222
  %25 = and i64 %22, 4294967295, !dbg !222
  %26 = or disjoint i64 %24, %25, !dbg !222
  ret i64 %26, !dbg !222
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/recursive_struct_byval.c", directory: ".", checksumkind: CSK_MD5, checksum: "9cd749d7923ebbda104df9765723d102")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 600, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 75)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !23, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20, !21, !22}
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!23 = !{!0, !7, !12}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !33, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!21}
!35 = !{!36, !48, !49, !53, !55, !61}
!36 = !DILocalVariable(name: "s", scope: !32, file: !2, line: 31, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "state", file: !2, line: 8, baseType: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 384, elements: !39)
!39 = !{!40, !41, !42, !43, !44}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "depth", scope: !38, file: !2, line: 8, baseType: !19, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !38, file: !2, line: 8, baseType: !19, size: 64, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "prod_mod", scope: !38, file: !2, line: 8, baseType: !19, size: 64, offset: 128)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !38, file: !2, line: 8, baseType: !20, size: 64, offset: 192)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "pad", scope: !38, file: !2, line: 8, baseType: !45, size: 128, offset: 256)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 2)
!48 = !DILocalVariable(name: "r", scope: !32, file: !2, line: 32, type: !37)
!49 = !DILocalVariable(name: "arr", scope: !32, file: !2, line: 34, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64000, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 1000)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 35, type: !21)
!54 = distinct !DILexicalBlock(scope: !32, file: !2, line: 35, column: 5)
!55 = !DILocalVariable(name: "g", scope: !32, file: !2, line: 36, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "range", file: !2, line: 9, baseType: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 128, elements: !58)
!58 = !{!59, !60}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !57, file: !2, line: 9, baseType: !19, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !57, file: !2, line: 9, baseType: !19, size: 64, offset: 64)
!61 = !DILocalVariable(name: "a", scope: !32, file: !2, line: 38, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "acc", file: !2, line: 10, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 64, elements: !64)
!64 = !{!65, !66}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !63, file: !2, line: 10, baseType: !21, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !63, file: !2, line: 10, baseType: !22, size: 32, offset: 32)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 0, scope: !32)
!69 = distinct !DIAssignID()
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 31, column: 5, scope: !32)
!72 = !DILocation(line: 31, column: 11, scope: !32)
!73 = distinct !DIAssignID()
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 32, column: 5, scope: !32)
!76 = !DILocation(line: 32, column: 15, scope: !32)
!77 = !DILocation(line: 33, column: 93, scope: !32)
!78 = !{!79, !80, i64 0}
!79 = !{!"", !80, i64 0, !80, i64 8, !80, i64 16, !83, i64 24, !81, i64 32}
!80 = !{!"long", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !{!"double", !81, i64 0}
!84 = !DILocation(line: 33, column: 102, scope: !32)
!85 = !{!79, !80, i64 8}
!86 = !DILocation(line: 33, column: 109, scope: !32)
!87 = !{!79, !80, i64 16}
!88 = !DILocation(line: 33, column: 121, scope: !32)
!89 = !{!79, !83, i64 24}
!90 = !DILocation(line: 33, column: 128, scope: !32)
!91 = !DILocation(line: 33, column: 126, scope: !32)
!92 = !{!80, !80, i64 0}
!93 = !DILocation(line: 33, column: 136, scope: !32)
!94 = !DILocation(line: 33, column: 148, scope: !32)
!95 = !DILocation(line: 33, column: 5, scope: !32)
!96 = !DILocation(line: 34, column: 5, scope: !32)
!97 = !DILocation(line: 0, scope: !54)
!98 = !DILocation(line: 35, column: 5, scope: !54)
!99 = !DILocation(line: 36, column: 15, scope: !32)
!100 = !DILocation(line: 37, column: 5, scope: !32)
!101 = !DILocation(line: 38, column: 13, scope: !32)
!102 = !DILocation(line: 39, column: 49, scope: !32)
!103 = !DILocation(line: 39, column: 5, scope: !32)
!104 = !DILocation(line: 40, column: 12, scope: !32)
!105 = !DILocation(line: 41, column: 1, scope: !32)
!106 = !DILocation(line: 40, column: 5, scope: !32)
!107 = !DILocation(line: 35, column: 64, scope: !108)
!108 = distinct !DILexicalBlock(scope: !54, file: !2, line: 35, column: 5)
!109 = !DILocation(line: 35, column: 73, scope: !108)
!110 = !DILocation(line: 35, column: 36, scope: !108)
!111 = !DILocation(line: 35, column: 43, scope: !108)
!112 = !DILocation(line: 35, column: 32, scope: !108)
!113 = !DILocation(line: 35, column: 23, scope: !108)
!114 = distinct !{!114, !98, !115, !116}
!115 = !DILocation(line: 35, column: 75, scope: !54)
!116 = !{!"llvm.loop.mustprogress"}
!117 = distinct !DISubprogram(name: "walk", scope: !2, file: !2, line: 12, type: !118, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!37, !37, !21}
!120 = !{!121, !122, !123, !124}
!121 = !DILocalVariable(name: "s", arg: 1, scope: !117, file: !2, line: 12, type: !37)
!122 = !DILocalVariable(name: "n", arg: 2, scope: !117, file: !2, line: 12, type: !21)
!123 = !DILocalVariable(name: "mine", scope: !117, file: !2, line: 14, type: !37)
!124 = !DILocalVariable(name: "r", scope: !117, file: !2, line: 16, type: !37)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !117)
!127 = !DILocation(line: 12, column: 51, scope: !117)
!128 = !DILocation(line: 13, column: 11, scope: !129)
!129 = distinct !DILexicalBlock(scope: !117, file: !2, line: 13, column: 9)
!130 = !DILocation(line: 13, column: 9, scope: !117)
!131 = !DILocation(line: 13, column: 24, scope: !129)
!132 = !{i64 0, i64 8, !92, i64 8, i64 8, !92, i64 16, i64 8, !92, i64 24, i64 8, !133, i64 32, i64 16, !134}
!133 = !{!83, !83, i64 0}
!134 = !{!81, !81, i64 0}
!135 = !DILocation(line: 13, column: 17, scope: !129)
!136 = !DILocation(line: 14, column: 18, scope: !117)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 15, column: 12, scope: !117)
!139 = !DILocation(line: 15, column: 25, scope: !117)
!140 = !DILocation(line: 15, column: 22, scope: !117)
!141 = !DILocation(line: 15, column: 43, scope: !117)
!142 = !DILocation(line: 15, column: 57, scope: !117)
!143 = !DILocation(line: 15, column: 54, scope: !117)
!144 = !DILocation(line: 15, column: 52, scope: !117)
!145 = !DILocation(line: 15, column: 62, scope: !117)
!146 = !DILocation(line: 15, column: 39, scope: !117)
!147 = !DILocation(line: 15, column: 81, scope: !117)
!148 = !DILocation(line: 15, column: 97, scope: !117)
!149 = !DILocation(line: 15, column: 95, scope: !117)
!150 = !DILocation(line: 15, column: 75, scope: !117)
!151 = !DILocation(line: 15, column: 79, scope: !117)
!152 = !DILocation(line: 16, column: 11, scope: !117)
!153 = !DILocation(line: 16, column: 25, scope: !117)
!154 = !DILocation(line: 16, column: 15, scope: !117)
!155 = !DILocation(line: 17, column: 25, scope: !156)
!156 = distinct !DILexicalBlock(scope: !117, file: !2, line: 17, column: 9)
!157 = !DILocation(line: 17, column: 31, scope: !156)
!158 = !DILocation(line: 17, column: 20, scope: !156)
!159 = !DILocation(line: 17, column: 9, scope: !117)
!160 = !DILocation(line: 17, column: 38, scope: !156)
!161 = !DILocation(line: 17, column: 45, scope: !156)
!162 = !DILocation(line: 17, column: 36, scope: !156)
!163 = !DILocation(line: 18, column: 5, scope: !117)
!164 = !DILocation(line: 18, column: 14, scope: !117)
!165 = !DILocation(line: 20, column: 1, scope: !117)
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!21, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!173 = distinct !DISubprogram(name: "combine", scope: !2, file: !2, line: 21, type: !174, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !178)
!174 = !DISubroutineType(types: !175)
!175 = !{!56, !176, !21, !21}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!178 = !{!179, !180, !181, !182, !185, !186, !187, !188}
!179 = !DILocalVariable(name: "a", arg: 1, scope: !173, file: !2, line: 21, type: !176)
!180 = !DILocalVariable(name: "lo", arg: 2, scope: !173, file: !2, line: 21, type: !21)
!181 = !DILocalVariable(name: "hi", arg: 3, scope: !173, file: !2, line: 21, type: !21)
!182 = !DILocalVariable(name: "r", scope: !183, file: !2, line: 22, type: !56)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 22, column: 23)
!184 = distinct !DILexicalBlock(scope: !173, file: !2, line: 22, column: 9)
!185 = !DILocalVariable(name: "mid", scope: !173, file: !2, line: 23, type: !21)
!186 = !DILocalVariable(name: "l", scope: !173, file: !2, line: 24, type: !56)
!187 = !DILocalVariable(name: "r", scope: !173, file: !2, line: 24, type: !56)
!188 = !DILocalVariable(name: "out", scope: !173, file: !2, line: 25, type: !56)
!189 = !DILocation(line: 0, scope: !173)
!190 = !DILocation(line: 22, column: 12, scope: !184)
!191 = !DILocation(line: 22, column: 17, scope: !184)
!192 = !DILocation(line: 22, column: 9, scope: !173)
!193 = !DILocation(line: 22, column: 36, scope: !183)
!194 = !DILocation(line: 0, scope: !183)
!195 = !DILocation(line: 22, column: 51, scope: !183)
!196 = !DILocation(line: 23, column: 19, scope: !173)
!197 = !DILocation(line: 23, column: 25, scope: !173)
!198 = !DILocation(line: 24, column: 15, scope: !173)
!199 = !DILocation(line: 24, column: 40, scope: !173)
!200 = !DILocation(line: 25, column: 18, scope: !173)
!201 = !DILocation(line: 25, column: 45, scope: !173)
!202 = !DILocation(line: 27, column: 1, scope: !173)
!203 = distinct !DISubprogram(name: "accumulate", scope: !2, file: !2, line: 28, type: !204, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!62, !62, !21}
!206 = !{!207, !208}
!207 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !2, line: 28, type: !62)
!208 = !DILocalVariable(name: "n", arg: 2, scope: !203, file: !2, line: 28, type: !21)
!209 = !DILocation(line: 0, scope: !203)
!210 = !DILocation(line: 28, column: 71, scope: !211)
!211 = distinct !DILexicalBlock(scope: !203, file: !2, line: 28, column: 69)
!212 = !DILocation(line: 28, column: 69, scope: !203)
!213 = !DILocation(line: 28, column: 94, scope: !203)
!214 = !DILocation(line: 28, column: 127, scope: !203)
!215 = !DILocation(line: 28, column: 117, scope: !203)
!216 = !DILocation(line: 28, column: 115, scope: !203)
!217 = !DILocation(line: 28, column: 107, scope: !203)
!218 = !DILocation(line: 28, column: 156, scope: !203)
!219 = !DILocation(line: 28, column: 140, scope: !203)
!220 = !DILocation(line: 28, column: 133, scope: !203)
!221 = !DILocation(line: 28, scope: !203)
!222 = !DILocation(line: 28, column: 162, scope: !203)
