; ModuleID = 'programs/setjmp_nested_unwind.c'
source_filename = "programs/setjmp_nested_unwind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"outer(0)=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"outer(1)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"outer(2)=%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [29 x i8] c"longjmp(jb, 0) delivered %d\0A\00", align 1, !dbg !11
@retry_buf = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !16
@.str.4 = private unnamed_addr constant [52 x i8] c"retries: attempts=%d last=%d try_count=%d depth=%d\0A\00", align 1, !dbg !21
@attempts = internal unnamed_addr global i32 0, align 4, !dbg !31
@try_count = internal unnamed_addr global i32 0, align 4, !dbg !29
@depth = internal unnamed_addr global i32 0, align 4, !dbg !26
@handlers = internal unnamed_addr global [8 x ptr] zeroinitializer, align 16, !dbg !33

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 16, !DIAssignID !81
    #dbg_assign(i1 undef, !75, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  %2 = alloca i32, align 4, !DIAssignID !83
    #dbg_assign(i1 undef, !76, !DIExpression(), !83, ptr %2, !DIExpression(), !82)
  %3 = alloca i32, align 4, !DIAssignID !84
    #dbg_assign(i1 undef, !79, !DIExpression(), !84, ptr %3, !DIExpression(), !82)
  %4 = call fastcc i32 @outer(i32 noundef 0), !dbg !85
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4), !dbg !86
  %6 = call fastcc i32 @outer(i32 noundef 1), !dbg !87
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6), !dbg !88
  %8 = call fastcc i32 @outer(i32 noundef 2), !dbg !89
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8), !dbg !90
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #6, !dbg !91
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !92
  store volatile i32 0, ptr %2, align 4, !dbg !93, !tbaa !94, !DIAssignID !98
    #dbg_assign(i32 0, !76, !DIExpression(), !98, ptr %2, !DIExpression(), !82)
  %10 = call i32 @_setjmp(ptr noundef nonnull %1) #7, !dbg !99
    #dbg_value(i32 %10, !78, !DIExpression(), !82)
  %11 = icmp eq i32 %10, 0, !dbg !100
  br i1 %11, label %12, label %13, !dbg !102

12:                                               ; preds = %0
  call void @longjmp(ptr noundef nonnull %1, i32 noundef 0) #8, !dbg !103
  unreachable, !dbg !103

13:                                               ; preds = %0
  store volatile i32 %10, ptr %2, align 4, !dbg !104, !tbaa !94, !DIAssignID !105
    #dbg_assign(i32 %10, !76, !DIExpression(), !105, ptr %2, !DIExpression(), !82)
  %14 = load volatile i32, ptr %2, align 4, !dbg !106, !tbaa !94
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14), !dbg !107
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !108
  store volatile i32 0, ptr %3, align 4, !dbg !109, !tbaa !94, !DIAssignID !110
    #dbg_assign(i32 0, !79, !DIExpression(), !110, ptr %3, !DIExpression(), !82)
  %16 = call i32 @_setjmp(ptr noundef nonnull @retry_buf) #7, !dbg !111
    #dbg_value(i32 %16, !80, !DIExpression(), !82)
  store volatile i32 %16, ptr %3, align 4, !dbg !112, !tbaa !94, !DIAssignID !113
    #dbg_assign(i32 %16, !79, !DIExpression(), !113, ptr %3, !DIExpression(), !82)
  call fastcc void @flaky(), !dbg !114
  %17 = load i32, ptr @attempts, align 4, !dbg !115, !tbaa !94
  %18 = load volatile i32, ptr %3, align 4, !dbg !116, !tbaa !94
  %19 = load i32, ptr @try_count, align 4, !dbg !117, !tbaa !94
  %20 = load i32, ptr @depth, align 4, !dbg !118, !tbaa !94
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20), !dbg !119
  %22 = call fastcc i32 @outer(i32 noundef 1), !dbg !120
  %23 = sdiv i32 %22, 100, !dbg !121
  %24 = load i32, ptr @attempts, align 4, !dbg !122, !tbaa !94
  %25 = add nsw i32 %23, %24, !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !124
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !124
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #6, !dbg !124
  ret i32 %25, !dbg !125
}

; Function Attrs: nofree nounwind
declare !dbg !126 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @outer(i32 noundef %0) unnamed_addr #2 !dbg !133 {
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !138, !DIExpression(), !144, ptr %2, !DIExpression(), !145)
  %3 = alloca i32, align 4, !DIAssignID !146
    #dbg_assign(i1 undef, !139, !DIExpression(), !146, ptr %3, !DIExpression(), !145)
    #dbg_value(i32 %0, !137, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %2) #6, !dbg !147
  %4 = load i32, ptr @depth, align 4, !dbg !148, !tbaa !94
  %5 = add nsw i32 %4, 1, !dbg !148
  store i32 %5, ptr @depth, align 4, !dbg !148, !tbaa !94
  %6 = sext i32 %4 to i64, !dbg !149
  %7 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %6, !dbg !149
  store ptr %2, ptr %7, align 8, !dbg !150, !tbaa !151
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !153
  store volatile i32 0, ptr %3, align 4, !dbg !154, !tbaa !94, !DIAssignID !155
    #dbg_assign(i32 0, !139, !DIExpression(), !155, ptr %3, !DIExpression(), !145)
  %8 = call i32 @_setjmp(ptr noundef nonnull %2) #7, !dbg !156
    #dbg_value(i32 %8, !140, !DIExpression(), !145)
  %9 = icmp eq i32 %8, 0, !dbg !157
  br i1 %9, label %10, label %13, !dbg !158

10:                                               ; preds = %1
  store volatile i32 1, ptr %3, align 4, !dbg !159, !tbaa !94, !DIAssignID !160
    #dbg_assign(i32 1, !139, !DIExpression(), !160, ptr %3, !DIExpression(), !145)
  %11 = call fastcc i32 @inner(i32 noundef %0), !dbg !161
    #dbg_value(i32 %11, !141, !DIExpression(), !162)
  store volatile i32 2, ptr %3, align 4, !dbg !163, !tbaa !94, !DIAssignID !164
    #dbg_assign(i32 2, !139, !DIExpression(), !164, ptr %3, !DIExpression(), !145)
  %12 = load i32, ptr @depth, align 4, !dbg !165, !tbaa !94
  br label %18

13:                                               ; preds = %1
  %14 = load i32, ptr @depth, align 4, !dbg !166, !tbaa !94
  %15 = load volatile i32, ptr %3, align 4, !dbg !167, !tbaa !94
  %16 = mul i32 %15, -1000, !dbg !168
  %17 = sub i32 %16, %8, !dbg !169
  br label %18, !dbg !170

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %14, %13 ]
  %20 = phi i32 [ %11, %10 ], [ %17, %13 ], !dbg !145
  %21 = add nsw i32 %19, -1, !dbg !145
  store i32 %21, ptr @depth, align 4, !dbg !145
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !171
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %2) #6, !dbg !171
  ret i32 %20, !dbg !171
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind returns_twice
declare !dbg !172 i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !176 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @flaky() unnamed_addr #2 !dbg !179 {
  %1 = load i32, ptr @attempts, align 4, !dbg !182, !tbaa !94
  %2 = add nsw i32 %1, 1, !dbg !182
  store i32 %2, ptr @attempts, align 4, !dbg !182, !tbaa !94
  %3 = icmp slt i32 %1, 4, !dbg !184
  br i1 %3, label %4, label %5, !dbg !185

4:                                                ; preds = %0
  tail call void @longjmp(ptr noundef nonnull @retry_buf, i32 noundef %2) #8, !dbg !186
  unreachable, !dbg !186

5:                                                ; preds = %0
  ret void, !dbg !187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @inner(i32 noundef %0) unnamed_addr #2 !dbg !188 {
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 16, !DIAssignID !194
    #dbg_assign(i1 undef, !191, !DIExpression(), !194, ptr %2, !DIExpression(), !195)
  %3 = alloca i32, align 4, !DIAssignID !196
    #dbg_assign(i1 undef, !192, !DIExpression(), !196, ptr %3, !DIExpression(), !195)
    #dbg_value(i32 %0, !190, !DIExpression(), !195)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %2) #6, !dbg !197
  %4 = load i32, ptr @depth, align 4, !dbg !198, !tbaa !94
  %5 = add nsw i32 %4, 1, !dbg !198
  store i32 %5, ptr @depth, align 4, !dbg !198, !tbaa !94
  %6 = sext i32 %4 to i64, !dbg !199
  %7 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %6, !dbg !199
  store ptr %2, ptr %7, align 8, !dbg !200, !tbaa !151
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !201
  store volatile i32 -1, ptr %3, align 4, !dbg !202, !tbaa !94, !DIAssignID !203
    #dbg_assign(i32 -1, !192, !DIExpression(), !203, ptr %3, !DIExpression(), !195)
  %8 = call i32 @_setjmp(ptr noundef nonnull %2) #7, !dbg !204
    #dbg_value(i32 %8, !193, !DIExpression(), !195)
  %9 = icmp eq i32 %8, 0, !dbg !205
  br i1 %9, label %10, label %23, !dbg !207

10:                                               ; preds = %1
  %11 = load i32, ptr @try_count, align 4, !dbg !208, !tbaa !94
  %12 = add nsw i32 %11, 1, !dbg !208
  store i32 %12, ptr @try_count, align 4, !dbg !208, !tbaa !94
  switch i32 %0, label %22 [
    i32 1, label %13
    i32 2, label %15
  ], !dbg !210

13:                                               ; preds = %10
  %14 = call fastcc i32 @recurse_then_throw(i32 noundef 100), !dbg !211
  br label %22, !dbg !213

15:                                               ; preds = %10
  %16 = load i32, ptr @depth, align 4, !dbg !214, !tbaa !94
  %17 = add nsw i32 %16, -1, !dbg !214
  store i32 %17, ptr @depth, align 4, !dbg !214, !tbaa !94
  %18 = add nsw i32 %16, -2, !dbg !217
  %19 = sext i32 %18 to i64, !dbg !217
  %20 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %19, !dbg !217
  %21 = load ptr, ptr %20, align 8, !dbg !217, !tbaa !151
  call void @longjmp(ptr noundef %21, i32 noundef 99) #8, !dbg !217
  unreachable, !dbg !217

22:                                               ; preds = %13, %10
  store volatile i32 10, ptr %3, align 4, !dbg !218, !tbaa !94, !DIAssignID !219
    #dbg_assign(i32 10, !192, !DIExpression(), !219, ptr %3, !DIExpression(), !195)
  br label %25, !dbg !220

23:                                               ; preds = %1
  %24 = mul nsw i32 %8, 100, !dbg !221
  store volatile i32 %24, ptr %3, align 4, !dbg !223, !tbaa !94, !DIAssignID !224
    #dbg_assign(i32 %24, !192, !DIExpression(), !224, ptr %3, !DIExpression(), !195)
  br label %25

25:                                               ; preds = %23, %22
  %26 = load i32, ptr @depth, align 4, !dbg !225, !tbaa !94
  %27 = add nsw i32 %26, -1, !dbg !225
  store i32 %27, ptr @depth, align 4, !dbg !225, !tbaa !94
  %28 = load volatile i32, ptr %3, align 4, !dbg !226, !tbaa !94
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !227
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %2) #6, !dbg !227
  ret i32 %28, !dbg !228
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @recurse_then_throw(i32 noundef %0) unnamed_addr #2 !dbg !229 {
  %2 = alloca [64 x i8], align 16, !DIAssignID !240
    #dbg_assign(i1 undef, !235, !DIExpression(), !240, ptr %2, !DIExpression(), !241)
    #dbg_value(i32 %0, !233, !DIExpression(), !241)
    #dbg_value(i32 7, !234, !DIExpression(), !241)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #6, !dbg !242
  %3 = trunc i32 %0 to i8, !dbg !243
  %4 = srem i32 %0, 64, !dbg !244
  %5 = sext i32 %4 to i64, !dbg !245
  %6 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %5, !dbg !245
  store volatile i8 %3, ptr %6, align 1, !dbg !246, !tbaa !247
  %7 = icmp eq i32 %0, 0, !dbg !248
  br i1 %7, label %8, label %14, !dbg !250

8:                                                ; preds = %1
  %9 = load i32, ptr @depth, align 4, !dbg !251, !tbaa !94
  %10 = add nsw i32 %9, -1, !dbg !251
  %11 = sext i32 %10 to i64, !dbg !251
  %12 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %11, !dbg !251
  %13 = load ptr, ptr %12, align 8, !dbg !251, !tbaa !151
  tail call void @longjmp(ptr noundef %13, i32 noundef 7) #8, !dbg !251
  unreachable, !dbg !251

14:                                               ; preds = %1
  %15 = add nsw i32 %0, -1, !dbg !252
  %16 = tail call fastcc i32 @recurse_then_throw(i32 noundef %15), !dbg !253
  %17 = load volatile i8, ptr %6, align 1, !dbg !254, !tbaa !247
  %18 = sext i8 %17 to i32, !dbg !254
  %19 = add nsw i32 %16, %18, !dbg !255
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #6, !dbg !256
  ret i32 %19, !dbg !257
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/setjmp_nested_unwind.c", directory: ".", checksumkind: CSK_MD5, checksum: "13537f400c2f372511570896d2d4ddec")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 29)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "retry_buf", scope: !18, file: !2, line: 51, type: !37, isLocal: true, isDefinition: true)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !19, globals: !20, splitDebugInlining: false, nameTableKind: None)
!19 = !{!4}
!20 = !{!0, !7, !9, !11, !21, !26, !29, !16, !31, !33}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 52)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "depth", scope: !18, file: !2, line: 10, type: !28, isLocal: true, isDefinition: true)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "try_count", scope: !18, file: !2, line: 11, type: !28, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "attempts", scope: !18, file: !2, line: 52, type: !28, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "handlers", scope: !18, file: !2, line: 9, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !48)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !38, line: 32, baseType: !39)
!38 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1600, elements: !61)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !41, line: 26, size: 1600, elements: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!42 = !{!43, !50, !51}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !40, file: !41, line: 32, baseType: !44, size: 512)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !45, line: 31, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 512, elements: !48)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !40, file: !41, line: 33, baseType: !28, size: 32, offset: 512)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !40, file: !41, line: 34, baseType: !52, size: 1024, offset: 576)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !53, line: 8, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !53, line: 5, size: 1024, elements: !55)
!55 = !{!56}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !54, file: !53, line: 7, baseType: !57, size: 1024)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 1024, elements: !59)
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !{!60}
!60 = !DISubrange(count: 16)
!61 = !{!62}
!62 = !DISubrange(count: 1)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 55, type: !72, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!28}
!74 = !{!75, !76, !78, !79, !80}
!75 = !DILocalVariable(name: "jb", scope: !71, file: !2, line: 59, type: !37)
!76 = !DILocalVariable(name: "zero_val", scope: !71, file: !2, line: 60, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!78 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 61, type: !28)
!79 = !DILocalVariable(name: "last", scope: !71, file: !2, line: 65, type: !77)
!80 = !DILocalVariable(name: "r", scope: !71, file: !2, line: 66, type: !28)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !71)
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 56, column: 29, scope: !71)
!86 = !DILocation(line: 56, column: 5, scope: !71)
!87 = !DILocation(line: 57, column: 29, scope: !71)
!88 = !DILocation(line: 57, column: 5, scope: !71)
!89 = !DILocation(line: 58, column: 29, scope: !71)
!90 = !DILocation(line: 58, column: 5, scope: !71)
!91 = !DILocation(line: 59, column: 5, scope: !71)
!92 = !DILocation(line: 60, column: 5, scope: !71)
!93 = !DILocation(line: 60, column: 18, scope: !71)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 61, column: 13, scope: !71)
!100 = !DILocation(line: 62, column: 11, scope: !101)
!101 = distinct !DILexicalBlock(scope: !71, file: !2, line: 62, column: 9)
!102 = !DILocation(line: 62, column: 9, scope: !71)
!103 = !DILocation(line: 62, column: 17, scope: !101)
!104 = !DILocation(line: 63, column: 14, scope: !71)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 64, column: 45, scope: !71)
!107 = !DILocation(line: 64, column: 5, scope: !71)
!108 = !DILocation(line: 65, column: 5, scope: !71)
!109 = !DILocation(line: 65, column: 18, scope: !71)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 66, column: 13, scope: !71)
!112 = !DILocation(line: 67, column: 10, scope: !71)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 68, column: 5, scope: !71)
!115 = !DILocation(line: 69, column: 68, scope: !71)
!116 = !DILocation(line: 69, column: 78, scope: !71)
!117 = !DILocation(line: 69, column: 84, scope: !71)
!118 = !DILocation(line: 69, column: 95, scope: !71)
!119 = !DILocation(line: 69, column: 5, scope: !71)
!120 = !DILocation(line: 70, column: 12, scope: !71)
!121 = !DILocation(line: 70, column: 21, scope: !71)
!122 = !DILocation(line: 70, column: 29, scope: !71)
!123 = !DILocation(line: 70, column: 27, scope: !71)
!124 = !DILocation(line: 71, column: 1, scope: !71)
!125 = !DILocation(line: 70, column: 5, scope: !71)
!126 = !DISubprogram(name: "printf", scope: !127, file: !127, line: 356, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!128 = !DISubroutineType(types: !129)
!129 = !{!28, !130, null}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!133 = distinct !DISubprogram(name: "outer", scope: !2, file: !2, line: 36, type: !134, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!28, !28}
!136 = !{!137, !138, !139, !140, !141}
!137 = !DILocalVariable(name: "what", arg: 1, scope: !133, file: !2, line: 36, type: !28)
!138 = !DILocalVariable(name: "jb", scope: !133, file: !2, line: 37, type: !37)
!139 = !DILocalVariable(name: "stage", scope: !133, file: !2, line: 39, type: !77)
!140 = !DILocalVariable(name: "code", scope: !133, file: !2, line: 40, type: !28)
!141 = !DILocalVariable(name: "r", scope: !142, file: !2, line: 43, type: !28)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 41, column: 20)
!143 = distinct !DILexicalBlock(scope: !133, file: !2, line: 41, column: 9)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !133)
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 37, column: 5, scope: !133)
!148 = !DILocation(line: 38, column: 19, scope: !133)
!149 = !DILocation(line: 38, column: 5, scope: !133)
!150 = !DILocation(line: 38, column: 23, scope: !133)
!151 = !{!152, !152, i64 0}
!152 = !{!"any pointer", !96, i64 0}
!153 = !DILocation(line: 39, column: 5, scope: !133)
!154 = !DILocation(line: 39, column: 18, scope: !133)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 40, column: 16, scope: !133)
!157 = !DILocation(line: 41, column: 14, scope: !143)
!158 = !DILocation(line: 41, column: 9, scope: !133)
!159 = !DILocation(line: 42, column: 15, scope: !142)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 43, column: 17, scope: !142)
!162 = !DILocation(line: 0, scope: !142)
!163 = !DILocation(line: 44, column: 15, scope: !142)
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 45, column: 14, scope: !142)
!166 = !DILocation(line: 48, column: 10, scope: !133)
!167 = !DILocation(line: 49, column: 20, scope: !133)
!168 = !DILocation(line: 49, column: 26, scope: !133)
!169 = !DILocation(line: 49, column: 18, scope: !133)
!170 = !DILocation(line: 49, column: 5, scope: !133)
!171 = !DILocation(line: 50, column: 1, scope: !133)
!172 = !DISubprogram(name: "_setjmp", scope: !38, file: !38, line: 45, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!28, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!176 = !DISubprogram(name: "longjmp", scope: !38, file: !38, line: 54, type: !177, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !175, !28}
!179 = distinct !DISubprogram(name: "flaky", scope: !2, file: !2, line: 53, type: !180, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18)
!180 = !DISubroutineType(types: !181)
!181 = !{null}
!182 = !DILocation(line: 53, column: 57, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 53, column: 57)
!184 = !DILocation(line: 53, column: 68, scope: !183)
!185 = !DILocation(line: 53, column: 57, scope: !179)
!186 = !DILocation(line: 53, column: 73, scope: !183)
!187 = !DILocation(line: 53, column: 103, scope: !179)
!188 = distinct !DISubprogram(name: "inner", scope: !2, file: !2, line: 20, type: !134, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !189)
!189 = !{!190, !191, !192, !193}
!190 = !DILocalVariable(name: "what", arg: 1, scope: !188, file: !2, line: 20, type: !28)
!191 = !DILocalVariable(name: "jb", scope: !188, file: !2, line: 21, type: !37)
!192 = !DILocalVariable(name: "result", scope: !188, file: !2, line: 23, type: !77)
!193 = !DILocalVariable(name: "code", scope: !188, file: !2, line: 24, type: !28)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 0, scope: !188)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 21, column: 5, scope: !188)
!198 = !DILocation(line: 22, column: 19, scope: !188)
!199 = !DILocation(line: 22, column: 5, scope: !188)
!200 = !DILocation(line: 22, column: 23, scope: !188)
!201 = !DILocation(line: 23, column: 5, scope: !188)
!202 = !DILocation(line: 23, column: 18, scope: !188)
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 24, column: 16, scope: !188)
!205 = !DILocation(line: 25, column: 14, scope: !206)
!206 = distinct !DILexicalBlock(scope: !188, file: !2, line: 25, column: 9)
!207 = !DILocation(line: 25, column: 9, scope: !188)
!208 = !DILocation(line: 26, column: 18, scope: !209)
!209 = distinct !DILexicalBlock(scope: !206, file: !2, line: 25, column: 20)
!210 = !DILocation(line: 27, column: 13, scope: !209)
!211 = !DILocation(line: 27, column: 24, scope: !212)
!212 = distinct !DILexicalBlock(scope: !209, file: !2, line: 27, column: 13)
!213 = !DILocation(line: 28, column: 13, scope: !209)
!214 = !DILocation(line: 28, column: 31, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 28, column: 24)
!216 = distinct !DILexicalBlock(scope: !209, file: !2, line: 28, column: 13)
!217 = !DILocation(line: 28, column: 35, scope: !215)
!218 = !DILocation(line: 29, column: 16, scope: !209)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 30, column: 5, scope: !209)
!221 = !DILocation(line: 31, column: 23, scope: !222)
!222 = distinct !DILexicalBlock(scope: !206, file: !2, line: 30, column: 12)
!223 = !DILocation(line: 31, column: 16, scope: !222)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 33, column: 10, scope: !188)
!226 = !DILocation(line: 34, column: 12, scope: !188)
!227 = !DILocation(line: 35, column: 1, scope: !188)
!228 = !DILocation(line: 34, column: 5, scope: !188)
!229 = distinct !DISubprogram(name: "recurse_then_throw", scope: !2, file: !2, line: 14, type: !230, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !232)
!230 = !DISubroutineType(cc: DW_CC_nocall, types: !231)
!231 = !{!28, !28, !28}
!232 = !{!233, !234, !235}
!233 = !DILocalVariable(name: "n", arg: 1, scope: !229, file: !2, line: 14, type: !28)
!234 = !DILocalVariable(name: "code", arg: 2, scope: !229, file: !2, line: 14, type: !28)
!235 = !DILocalVariable(name: "pad", scope: !229, file: !2, line: 15, type: !236)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !237, size: 512, elements: !238)
!237 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !4)
!238 = !{!239}
!239 = !DISubrange(count: 64)
!240 = distinct !DIAssignID()
!241 = !DILocation(line: 0, scope: !229)
!242 = !DILocation(line: 15, column: 5, scope: !229)
!243 = !DILocation(line: 16, column: 19, scope: !229)
!244 = !DILocation(line: 16, column: 11, scope: !229)
!245 = !DILocation(line: 16, column: 5, scope: !229)
!246 = !DILocation(line: 16, column: 17, scope: !229)
!247 = !{!96, !96, i64 0}
!248 = !DILocation(line: 17, column: 11, scope: !249)
!249 = distinct !DILexicalBlock(scope: !229, file: !2, line: 17, column: 9)
!250 = !DILocation(line: 17, column: 9, scope: !229)
!251 = !DILocation(line: 17, column: 17, scope: !249)
!252 = !DILocation(line: 18, column: 33, scope: !229)
!253 = !DILocation(line: 18, column: 12, scope: !229)
!254 = !DILocation(line: 18, column: 46, scope: !229)
!255 = !DILocation(line: 18, column: 44, scope: !229)
!256 = !DILocation(line: 19, column: 1, scope: !229)
!257 = !DILocation(line: 18, column: 5, scope: !229)
