; ModuleID = 'programs/setjmp_longjmp.c'
source_filename = "programs/setjmp_longjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@.str.1 = private unnamed_addr constant [42 x i8] c"longjmp returned %d, counter=%d depth=%d\0A\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [26 x i8] c"zero value -> %d pass=%d\0A\00", align 1, !dbg !20
@__const.main.divs = private unnamed_addr constant [3 x i32] [i32 0, i32 0, i32 5], align 4
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !44
@.str.3 = private unnamed_addr constant [23 x i8] c"div error, attempt %d\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [23 x i8] c"result=%d attempts=%d\0A\00", align 1, !dbg !30
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 5, i32 3, i32 9, i32 13, i32 1, i32 7], align 16
@.str.6 = private unnamed_addr constant [23 x i8] c"qsort aborted with %d\0A\00", align 1, !dbg !37
@.str.7 = private unnamed_addr constant [10 x i8] c"stage=%d\0A\00", align 1, !dbg !39
@str.8 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca i32, align 4, !DIAssignID !100
    #dbg_assign(i1 undef, !84, !DIExpression(), !100, ptr %1, !DIExpression(), !101)
  %2 = alloca i32, align 4, !DIAssignID !102
    #dbg_assign(i1 undef, !87, !DIExpression(), !102, ptr %2, !DIExpression(), !101)
  %3 = alloca i32, align 4, !DIAssignID !103
    #dbg_assign(i1 undef, !88, !DIExpression(), !103, ptr %3, !DIExpression(), !101)
  %4 = alloca i32, align 4, !DIAssignID !104
    #dbg_assign(i1 undef, !93, !DIExpression(), !104, ptr %4, !DIExpression(), !101)
  %5 = alloca [6 x i32], align 16, !DIAssignID !105
    #dbg_assign(i1 undef, !94, !DIExpression(), !105, ptr %5, !DIExpression(), !101)
  %6 = alloca [1 x %struct.__jmp_buf_tag], align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !98, !DIExpression(), !106, ptr %6, !DIExpression(), !101)
  %7 = alloca i32, align 4, !DIAssignID !107
    #dbg_assign(i1 undef, !99, !DIExpression(), !107, ptr %7, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !108
  store volatile i32 0, ptr %1, align 4, !dbg !109, !tbaa !110, !DIAssignID !114
    #dbg_assign(i32 0, !84, !DIExpression(), !114, ptr %1, !DIExpression(), !101)
  %8 = call i32 @_setjmp(ptr noundef nonnull @env) #10, !dbg !115
    #dbg_value(i32 %8, !86, !DIExpression(), !101)
  %9 = icmp eq i32 %8, 0, !dbg !116
  br i1 %9, label %10, label %11, !dbg !118

10:                                               ; preds = %0
  store volatile i32 1, ptr %1, align 4, !dbg !119, !tbaa !110, !DIAssignID !121
    #dbg_assign(i32 1, !84, !DIExpression(), !121, ptr %1, !DIExpression(), !101)
  call fastcc void @deep(), !dbg !122
  unreachable, !dbg !123

11:                                               ; preds = %0
  %12 = load volatile i32, ptr %1, align 4, !dbg !124, !tbaa !110
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %12, i32 noundef 0), !dbg !125
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !126
  store volatile i32 0, ptr %2, align 4, !dbg !127, !tbaa !110, !DIAssignID !128
    #dbg_assign(i32 0, !87, !DIExpression(), !128, ptr %2, !DIExpression(), !101)
  %14 = call i32 @_setjmp(ptr noundef nonnull @env) #10, !dbg !129
    #dbg_value(i32 %14, !86, !DIExpression(), !101)
  %15 = icmp eq i32 %14, 0, !dbg !131
  %16 = load volatile i32, ptr %2, align 4, !dbg !101, !tbaa !110
  br i1 %15, label %17, label %19, !dbg !132

17:                                               ; preds = %11
  %18 = add nsw i32 %16, 1, !dbg !133
  store volatile i32 %18, ptr %2, align 4, !dbg !133, !tbaa !110, !DIAssignID !135
    #dbg_assign(i32 %18, !87, !DIExpression(), !135, ptr %2, !DIExpression(), !101)
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 0) #11, !dbg !136
  unreachable, !dbg !136

19:                                               ; preds = %11
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %16), !dbg !137
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !138
  store volatile i32 0, ptr %3, align 4, !dbg !139, !tbaa !110, !DIAssignID !140
    #dbg_assign(i32 0, !88, !DIExpression(), !140, ptr %3, !DIExpression(), !101)
    #dbg_assign(i1 undef, !89, !DIExpression(), !141, ptr @__const.main.divs, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !142
  store volatile i32 0, ptr %4, align 4, !dbg !143, !tbaa !110, !DIAssignID !144
    #dbg_assign(i32 0, !93, !DIExpression(), !144, ptr %4, !DIExpression(), !101)
  %21 = call i32 @_setjmp(ptr noundef nonnull @env2) #10, !dbg !145
  %22 = icmp eq i32 %21, 0, !dbg !145
  br i1 %22, label %28, label %23, !dbg !147

23:                                               ; preds = %19
  %24 = load volatile i32, ptr %3, align 4, !dbg !148, !tbaa !110
  %25 = add nsw i32 %24, 1, !dbg !148
  store volatile i32 %25, ptr %3, align 4, !dbg !148, !tbaa !110, !DIAssignID !150
    #dbg_assign(i32 %25, !88, !DIExpression(), !150, ptr %3, !DIExpression(), !101)
  %26 = load volatile i32, ptr %3, align 4, !dbg !151, !tbaa !110
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26), !dbg !152
  br label %28, !dbg !153

28:                                               ; preds = %23, %19
  %29 = load volatile i32, ptr %3, align 4, !dbg !154, !tbaa !110
  %30 = icmp slt i32 %29, 3, !dbg !156
  br i1 %30, label %31, label %37, !dbg !157

31:                                               ; preds = %28
  %32 = load volatile i32, ptr %3, align 4, !dbg !158, !tbaa !110
  %33 = sext i32 %32 to i64, !dbg !159
  %34 = getelementptr inbounds [3 x i32], ptr @__const.main.divs, i64 0, i64 %33, !dbg !159
  %35 = load i32, ptr %34, align 4, !dbg !159, !tbaa !110
  %36 = call fastcc i32 @checked_div(i32 noundef %35), !dbg !160
  store volatile i32 %36, ptr %4, align 4, !dbg !161, !tbaa !110, !DIAssignID !162
    #dbg_assign(i32 %36, !93, !DIExpression(), !162, ptr %4, !DIExpression(), !101)
  br label %37, !dbg !163

37:                                               ; preds = %31, %28
  %38 = load volatile i32, ptr %4, align 4, !dbg !164, !tbaa !110
  %39 = load volatile i32, ptr %3, align 4, !dbg !165, !tbaa !110
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %38, i32 noundef %39), !dbg !166
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12, !dbg !167
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.arr, i64 24, i1 false), !dbg !168, !DIAssignID !169
    #dbg_assign(i1 undef, !94, !DIExpression(), !169, ptr %5, !DIExpression(), !101)
  %41 = call i32 @_setjmp(ptr noundef nonnull @env) #10, !dbg !170
    #dbg_value(i32 %41, !86, !DIExpression(), !101)
  %42 = icmp eq i32 %41, 0, !dbg !172
  br i1 %42, label %43, label %45, !dbg !173

43:                                               ; preds = %37
  call void @qsort(ptr noundef nonnull %5, i64 noundef 6, i64 noundef 4, ptr noundef nonnull @cmp_abort) #12, !dbg !174
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !176
  br label %47, !dbg !177

45:                                               ; preds = %37
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %41), !dbg !178
  br label %47

47:                                               ; preds = %45, %43
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %6) #12, !dbg !179
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !180
  store volatile i32 0, ptr %7, align 4, !dbg !181, !tbaa !110, !DIAssignID !182
    #dbg_assign(i32 0, !99, !DIExpression(), !182, ptr %7, !DIExpression(), !101)
  %48 = call i32 @_setjmp(ptr noundef nonnull @env) #10, !dbg !183
  %49 = icmp eq i32 %48, 0, !dbg !185
  br i1 %49, label %50, label %55, !dbg !186

50:                                               ; preds = %47
  store volatile i32 1, ptr %7, align 4, !dbg !187, !tbaa !110, !DIAssignID !189
    #dbg_assign(i32 1, !99, !DIExpression(), !189, ptr %7, !DIExpression(), !101)
  %51 = call i32 @_setjmp(ptr noundef nonnull %6) #10, !dbg !190
  %52 = icmp eq i32 %51, 0, !dbg !192
  br i1 %52, label %53, label %54, !dbg !193

53:                                               ; preds = %50
  store volatile i32 2, ptr %7, align 4, !dbg !194, !tbaa !110, !DIAssignID !196
    #dbg_assign(i32 2, !99, !DIExpression(), !196, ptr %7, !DIExpression(), !101)
  call void @longjmp(ptr noundef nonnull %6, i32 noundef 1) #11, !dbg !197
  unreachable, !dbg !197

54:                                               ; preds = %50
  store volatile i32 3, ptr %7, align 4, !dbg !198, !tbaa !110, !DIAssignID !199
    #dbg_assign(i32 3, !99, !DIExpression(), !199, ptr %7, !DIExpression(), !101)
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 2) #11, !dbg !200
  unreachable, !dbg !200

55:                                               ; preds = %47
  %56 = load volatile i32, ptr %7, align 4, !dbg !201, !tbaa !110
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %56), !dbg !202
  %58 = load volatile i32, ptr %1, align 4, !dbg !203, !tbaa !110
  %59 = load volatile i32, ptr %3, align 4, !dbg !204, !tbaa !110
  %60 = mul nsw i32 %59, 10, !dbg !205
  %61 = add nsw i32 %60, %58, !dbg !206
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !207
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %6) #12, !dbg !207
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12, !dbg !207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !207
  ret i32 %61, !dbg !208
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare !dbg !209 i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @deep() unnamed_addr #3 !dbg !213 {
    #dbg_value(i32 poison, !217, !DIExpression(), !222)
    #dbg_value(i32 poison, !218, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !222)
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #11, !dbg !223
  unreachable, !dbg !223
}

; Function Attrs: nofree nounwind
declare !dbg !225 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !232 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef range(i32 -100, 101) i32 @checked_div(i32 noundef %0) unnamed_addr #7 !dbg !235 {
    #dbg_value(i32 100, !239, !DIExpression(), !241)
    #dbg_value(i32 %0, !240, !DIExpression(), !241)
  %2 = icmp eq i32 %0, 0, !dbg !242
  br i1 %2, label %3, label %4, !dbg !244

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @env2, i32 noundef 1) #11, !dbg !245
  unreachable, !dbg !245

4:                                                ; preds = %1
  %5 = sdiv i32 100, %0, !dbg !246
  ret i32 %5, !dbg !247
}

; Function Attrs: nofree
declare !dbg !248 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal range(i32 -1, 2) i32 @cmp_abort(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 !dbg !261 {
    #dbg_value(ptr %0, !263, !DIExpression(), !267)
    #dbg_value(ptr %1, !264, !DIExpression(), !267)
  %3 = load i32, ptr %0, align 4, !dbg !268, !tbaa !110
    #dbg_value(i32 %3, !265, !DIExpression(), !267)
  %4 = load i32, ptr %1, align 4, !dbg !269, !tbaa !110
    #dbg_value(i32 %4, !266, !DIExpression(), !267)
  %5 = icmp eq i32 %3, 13, !dbg !270
  %6 = icmp eq i32 %4, 13
  %7 = select i1 %5, i1 true, i1 %6, !dbg !272
  br i1 %7, label %8, label %9, !dbg !272

8:                                                ; preds = %2
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 13) #11, !dbg !273
  unreachable, !dbg !273

9:                                                ; preds = %2
  %10 = icmp sgt i32 %3, %4, !dbg !274
  %11 = zext i1 %10 to i32, !dbg !274
  %12 = icmp slt i32 %3, %4, !dbg !275
  %13 = sext i1 %12 to i32, !dbg !275
  %14 = add nsw i32 %13, %11, !dbg !276
  ret i32 %14, !dbg !277
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind returns_twice }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 7, type: !46, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/setjmp_longjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b5991ac129279738230fdd68253e4b9")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !15, !20, !25, !30, !32, !37, !39, !0, !44, !70}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 13)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 336, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 42)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 208, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 26)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 184, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 23)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !27, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 80, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 10)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "env2", scope: !2, file: !3, line: 7, type: !46, isLocal: true, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !47, line: 32, baseType: !48)
!47 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 1600, elements: !68)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !50, line: 26, size: 1600, elements: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!51 = !{!52, !57, !58}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !49, file: !50, line: 32, baseType: !53, size: 512)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !54, line: 31, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 512, elements: !35)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !49, file: !50, line: 33, baseType: !8, size: 32, offset: 512)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !49, file: !50, line: 34, baseType: !59, size: 1024, offset: 576)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !60, line: 8, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !60, line: 5, size: 1024, elements: !62)
!62 = !{!63}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !61, file: !60, line: 7, baseType: !64, size: 1024)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 1024, elements: !66)
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !{!67}
!67 = !DISubrange(count: 16)
!68 = !{!69}
!69 = !DISubrange(count: 1)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 8, type: !8, isLocal: true, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !81, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!8}
!83 = !{!84, !86, !87, !88, !89, !93, !94, !98, !99}
!84 = !DILocalVariable(name: "counter", scope: !80, file: !3, line: 24, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!86 = !DILocalVariable(name: "r", scope: !80, file: !3, line: 25, type: !8)
!87 = !DILocalVariable(name: "pass", scope: !80, file: !3, line: 29, type: !85)
!88 = !DILocalVariable(name: "attempts", scope: !80, file: !3, line: 33, type: !85)
!89 = !DILocalVariable(name: "divs", scope: !80, file: !3, line: 33, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 3)
!93 = !DILocalVariable(name: "result", scope: !80, file: !3, line: 34, type: !85)
!94 = !DILocalVariable(name: "arr", scope: !80, file: !3, line: 39, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 6)
!98 = !DILocalVariable(name: "inner", scope: !80, file: !3, line: 43, type: !46)
!99 = !DILocalVariable(name: "stage", scope: !80, file: !3, line: 43, type: !85)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !80)
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 24, column: 5, scope: !80)
!109 = !DILocation(line: 24, column: 18, scope: !80)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 25, column: 13, scope: !80)
!116 = !DILocation(line: 26, column: 11, scope: !117)
!117 = distinct !DILexicalBlock(scope: !80, file: !3, line: 26, column: 9)
!118 = !DILocation(line: 26, column: 9, scope: !80)
!119 = !DILocation(line: 26, column: 27, scope: !120)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 26, column: 17)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 26, column: 32, scope: !120)
!123 = !DILocation(line: 26, column: 42, scope: !120)
!124 = !DILocation(line: 27, column: 66, scope: !117)
!125 = !DILocation(line: 27, column: 10, scope: !117)
!126 = !DILocation(line: 29, column: 5, scope: !80)
!127 = !DILocation(line: 29, column: 18, scope: !80)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 30, column: 14, scope: !130)
!130 = distinct !DILexicalBlock(scope: !80, file: !3, line: 30, column: 9)
!131 = !DILocation(line: 30, column: 27, scope: !130)
!132 = !DILocation(line: 30, column: 9, scope: !80)
!133 = !DILocation(line: 30, column: 39, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 30, column: 33)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 30, column: 43, scope: !134)
!137 = !DILocation(line: 31, column: 5, scope: !80)
!138 = !DILocation(line: 33, column: 5, scope: !80)
!139 = !DILocation(line: 33, column: 18, scope: !80)
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 34, column: 5, scope: !80)
!143 = !DILocation(line: 34, column: 18, scope: !80)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 35, column: 9, scope: !146)
!146 = distinct !DILexicalBlock(scope: !80, file: !3, line: 35, column: 9)
!147 = !DILocation(line: 35, column: 9, scope: !80)
!148 = !DILocation(line: 35, column: 33, scope: !149)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 35, column: 23)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 35, column: 71, scope: !149)
!152 = !DILocation(line: 35, column: 37, scope: !149)
!153 = !DILocation(line: 35, column: 82, scope: !149)
!154 = !DILocation(line: 36, column: 9, scope: !155)
!155 = distinct !DILexicalBlock(scope: !80, file: !3, line: 36, column: 9)
!156 = !DILocation(line: 36, column: 18, scope: !155)
!157 = !DILocation(line: 36, column: 9, scope: !80)
!158 = !DILocation(line: 36, column: 54, scope: !155)
!159 = !DILocation(line: 36, column: 49, scope: !155)
!160 = !DILocation(line: 36, column: 32, scope: !155)
!161 = !DILocation(line: 36, column: 30, scope: !155)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 36, column: 23, scope: !155)
!164 = !DILocation(line: 37, column: 39, scope: !80)
!165 = !DILocation(line: 37, column: 47, scope: !80)
!166 = !DILocation(line: 37, column: 5, scope: !80)
!167 = !DILocation(line: 39, column: 5, scope: !80)
!168 = !DILocation(line: 39, column: 9, scope: !80)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 40, column: 14, scope: !171)
!171 = distinct !DILexicalBlock(scope: !80, file: !3, line: 40, column: 9)
!172 = !DILocation(line: 40, column: 27, scope: !171)
!173 = !DILocation(line: 40, column: 9, scope: !80)
!174 = !DILocation(line: 40, column: 35, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 40, column: 33)
!176 = !DILocation(line: 40, column: 74, scope: !175)
!177 = !DILocation(line: 40, column: 94, scope: !175)
!178 = !DILocation(line: 41, column: 10, scope: !171)
!179 = !DILocation(line: 43, column: 5, scope: !80)
!180 = !DILocation(line: 43, column: 20, scope: !80)
!181 = !DILocation(line: 43, column: 33, scope: !80)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 44, column: 9, scope: !184)
!184 = distinct !DILexicalBlock(scope: !80, file: !3, line: 44, column: 9)
!185 = !DILocation(line: 44, column: 21, scope: !184)
!186 = !DILocation(line: 44, column: 9, scope: !80)
!187 = !DILocation(line: 45, column: 15, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !3, line: 44, column: 27)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 46, column: 13, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 46, column: 13)
!192 = !DILocation(line: 46, column: 27, scope: !191)
!193 = !DILocation(line: 46, column: 13, scope: !188)
!194 = !DILocation(line: 46, column: 41, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !3, line: 46, column: 33)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 46, column: 46, scope: !195)
!198 = !DILocation(line: 47, column: 15, scope: !188)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 48, column: 9, scope: !188)
!201 = !DILocation(line: 50, column: 26, scope: !80)
!202 = !DILocation(line: 50, column: 5, scope: !80)
!203 = !DILocation(line: 51, column: 12, scope: !80)
!204 = !DILocation(line: 51, column: 22, scope: !80)
!205 = !DILocation(line: 51, column: 31, scope: !80)
!206 = !DILocation(line: 51, column: 20, scope: !80)
!207 = !DILocation(line: 52, column: 1, scope: !80)
!208 = !DILocation(line: 51, column: 5, scope: !80)
!209 = !DISubprogram(name: "_setjmp", scope: !47, file: !47, line: 45, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!8, !212}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!213 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 10, type: !214, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!214 = !DISubroutineType(cc: DW_CC_nocall, types: !215)
!215 = !{null, !8}
!216 = !{!217, !218}
!217 = !DILocalVariable(name: "n", arg: 1, scope: !213, file: !3, line: 10, type: !8)
!218 = !DILocalVariable(name: "pad", scope: !213, file: !3, line: 11, type: !219)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !220)
!220 = !{!221}
!221 = !DISubrange(count: 64)
!222 = !DILocation(line: 0, scope: !213)
!223 = !DILocation(line: 13, column: 17, scope: !224)
!224 = distinct !DILexicalBlock(scope: !213, file: !3, line: 13, column: 9)
!225 = !DISubprogram(name: "printf", scope: !226, file: !226, line: 356, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!227 = !DISubroutineType(types: !228)
!228 = !{!8, !229, null}
!229 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!232 = !DISubprogram(name: "longjmp", scope: !47, file: !47, line: 54, type: !233, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !212, !8}
!235 = distinct !DISubprogram(name: "checked_div", scope: !3, file: !3, line: 16, type: !236, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !238)
!236 = !DISubroutineType(cc: DW_CC_nocall, types: !237)
!237 = !{!8, !8, !8}
!238 = !{!239, !240}
!239 = !DILocalVariable(name: "a", arg: 1, scope: !235, file: !3, line: 16, type: !8)
!240 = !DILocalVariable(name: "b", arg: 2, scope: !235, file: !3, line: 16, type: !8)
!241 = !DILocation(line: 0, scope: !235)
!242 = !DILocation(line: 16, column: 72, scope: !243)
!243 = distinct !DILexicalBlock(scope: !235, file: !3, line: 16, column: 70)
!244 = !DILocation(line: 16, column: 70, scope: !235)
!245 = !DILocation(line: 16, column: 78, scope: !243)
!246 = !DILocation(line: 16, column: 105, scope: !235)
!247 = !DILocation(line: 16, column: 96, scope: !235)
!248 = !DISubprogram(name: "qsort", scope: !249, file: !249, line: 851, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!250 = !DISubroutineType(types: !251)
!251 = !{null, !252, !253, !253, !255}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !254, line: 18, baseType: !65)
!254 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !249, line: 829, baseType: !256)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DISubroutineType(types: !258)
!258 = !{!8, !259, !259}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!261 = distinct !DISubprogram(name: "cmp_abort", scope: !3, file: !3, line: 17, type: !257, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !262)
!262 = !{!263, !264, !265, !266}
!263 = !DILocalVariable(name: "a", arg: 1, scope: !261, file: !3, line: 17, type: !259)
!264 = !DILocalVariable(name: "b", arg: 2, scope: !261, file: !3, line: 17, type: !259)
!265 = !DILocalVariable(name: "x", scope: !261, file: !3, line: 18, type: !8)
!266 = !DILocalVariable(name: "y", scope: !261, file: !3, line: 18, type: !8)
!267 = !DILocation(line: 0, scope: !261)
!268 = !DILocation(line: 18, column: 13, scope: !261)
!269 = !DILocation(line: 18, column: 34, scope: !261)
!270 = !DILocation(line: 19, column: 11, scope: !271)
!271 = distinct !DILexicalBlock(scope: !261, file: !3, line: 19, column: 9)
!272 = !DILocation(line: 19, column: 17, scope: !271)
!273 = !DILocation(line: 19, column: 29, scope: !271)
!274 = !DILocation(line: 20, column: 15, scope: !261)
!275 = !DILocation(line: 20, column: 25, scope: !261)
!276 = !DILocation(line: 20, column: 20, scope: !261)
!277 = !DILocation(line: 20, column: 5, scope: !261)
