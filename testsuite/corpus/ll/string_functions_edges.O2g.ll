; ModuleID = 'programs/string_functions_edges.c'
source_filename = "programs/string_functions_edges.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"strlen: %zu %zu %zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [13 x i8] c"strncpy pad:\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !17
@.str.6 = private unnamed_addr constant [17 x i8] c" | no-term %.4s\0A\00", align 1, !dbg !22
@__const.main.cat = private unnamed_addr constant [32 x i8] c"foo\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
@.str.8 = private unnamed_addr constant [7 x i8] c"bazqux\00", align 1, !dbg !27
@.str.9 = private unnamed_addr constant [16 x i8] c"cat=%s len=%zu\0A\00", align 1, !dbg !32
@.str.11 = private unnamed_addr constant [57 x i8] c"strchr(o)=%td strchr(0)=%td strrchr(o)=%td strchr(z)=%s\0A\00", align 1, !dbg !37
@.str.13 = private unnamed_addr constant [5 x i8] c"null\00", align 1, !dbg !42
@.str.14 = private unnamed_addr constant [20 x i8] c"strstr: %td %td %s\0A\00", align 1, !dbg !47
@.str.18 = private unnamed_addr constant [27 x i8] c"spn=%zu cspn=%zu pbrk=%td\0A\00", align 1, !dbg !52
@__const.main.toks = private unnamed_addr constant [30 x i8] c"  alpha, beta;;gamma ,delta  \00", align 16
@.str.24 = private unnamed_addr constant [4 x i8] c" ,;\00", align 1, !dbg !57
@.str.25 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !62
@.str.26 = private unnamed_addr constant [12 x i8] c" %d tokens\0A\00", align 1, !dbg !64
@.str.27 = private unnamed_addr constant [10 x i8] c"duplicate\00", align 1, !dbg !69
@.str.28 = private unnamed_addr constant [10 x i8] c"truncated\00", align 1, !dbg !74
@.str.29 = private unnamed_addr constant [36 x i8] c"strdup=%s strndup=%s casecmp=%d %d\0A\00", align 1, !dbg !76
@.str.30 = private unnamed_addr constant [6 x i8] c"HeLLo\00", align 1, !dbg !81
@.str.31 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !83
@.str.32 = private unnamed_addr constant [5 x i8] c"ABCd\00", align 1, !dbg !85
@.str.33 = private unnamed_addr constant [5 x i8] c"abce\00", align 1, !dbg !87

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !136 {
  %1 = alloca [1000 x i8], align 16, !DIAssignID !166
    #dbg_assign(i1 undef, !141, !DIExpression(), !166, ptr %1, !DIExpression(), !167)
  %2 = alloca [4 x i8], align 4, !DIAssignID !168
    #dbg_assign(i1 undef, !148, !DIExpression(), !168, ptr %2, !DIExpression(), !167)
  %3 = alloca [32 x i8], align 16, !DIAssignID !169
    #dbg_assign(i1 undef, !149, !DIExpression(), !169, ptr %3, !DIExpression(), !167)
  %4 = alloca [30 x i8], align 16, !DIAssignID !170
    #dbg_assign(i1 undef, !156, !DIExpression(), !170, ptr %4, !DIExpression(), !167)
  %5 = alloca ptr, align 8, !DIAssignID !171
    #dbg_assign(i1 undef, !160, !DIExpression(), !171, ptr %5, !DIExpression(), !167)
  call void @llvm.lifetime.start.p0(i64 1000, ptr nonnull %1) #11, !dbg !172
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(999) %1, i8 120, i64 999, i1 false), !dbg !173, !DIAssignID !174
    #dbg_assign(i1 undef, !141, !DIExpression(DW_OP_LLVM_fragment, 0, 7992), !174, ptr %1, !DIExpression(), !167)
  %6 = getelementptr inbounds i8, ptr %1, i64 999, !dbg !175
  store i8 0, ptr %6, align 1, !dbg !176, !tbaa !177, !DIAssignID !180
    #dbg_assign(i8 0, !141, !DIExpression(DW_OP_LLVM_fragment, 7992, 8), !180, ptr %6, !DIExpression(), !167)
  %7 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12, !dbg !181
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i64 noundef 1, i64 noundef %7), !dbg !182
    #dbg_value(i32 -1, !183, !DIExpression(), !188)
    #dbg_value(i32 1, !183, !DIExpression(), !190)
    #dbg_value(i32 0, !183, !DIExpression(), !192)
    #dbg_value(i32 1, !183, !DIExpression(), !194)
    #dbg_value(i32 0, !183, !DIExpression(), !196)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0), !dbg !198
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !167)
    #dbg_value(i8 35, !145, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !167)
    #dbg_value(i8 104, !145, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !167)
    #dbg_value(i8 105, !145, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !167)
    #dbg_value(i8 0, !145, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !167)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3), !dbg !199
    #dbg_value(i32 0, !146, !DIExpression(), !200)
    #dbg_value(i64 0, !146, !DIExpression(), !200)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 104), !dbg !201
    #dbg_value(i64 1, !146, !DIExpression(), !200)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 105), !dbg !201
    #dbg_value(i64 2, !146, !DIExpression(), !200)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 3, !146, !DIExpression(), !200)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 4, !146, !DIExpression(), !200)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 5, !146, !DIExpression(), !200)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 6, !146, !DIExpression(), !200)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 7, !146, !DIExpression(), !200)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 8, !146, !DIExpression(), !200)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 9, !146, !DIExpression(), !200)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0), !dbg !201
    #dbg_value(i64 10, !146, !DIExpression(), !200)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11, !dbg !203
  store i32 1819242356, ptr %2, align 4, !dbg !204
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2), !dbg !205
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11, !dbg !206
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.cat, i64 32, i1 false), !dbg !207, !DIAssignID !208
    #dbg_assign(i1 undef, !149, !DIExpression(), !208, ptr %3, !DIExpression(), !167)
  %22 = call i64 @strlen(ptr nonnull dereferenceable(1) %3), !dbg !209
  %23 = getelementptr inbounds i8, ptr %3, i64 %22, !dbg !209
  store i32 7496034, ptr %23, align 1, !dbg !209
  %24 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(7) @.str.8, i64 noundef 3) #11, !dbg !210
  %25 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #12, !dbg !211
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %3, i64 noundef %25), !dbg !212
    #dbg_value(ptr poison, !153, !DIExpression(), !167)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 4, i64 noundef 12, i64 noundef 8, ptr noundef nonnull @.str.13), !dbg !213
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef 7, i64 noundef 0, ptr noundef nonnull @.str.13), !dbg !214
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 6, i64 noundef 5, i64 noundef 5), !dbg !215
  call void @llvm.lifetime.start.p0(i64 30, ptr nonnull %4) #11, !dbg !216
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(30) %4, ptr noundef nonnull align 16 dereferenceable(30) @__const.main.toks, i64 30, i1 false), !dbg !217, !DIAssignID !218
    #dbg_assign(i1 undef, !156, !DIExpression(), !218, ptr %4, !DIExpression(), !167)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #11, !dbg !219
    #dbg_value(i32 0, !163, !DIExpression(), !167)
  %30 = call ptr @strtok_r(ptr noundef nonnull %4, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #11, !dbg !220
    #dbg_value(ptr %30, !162, !DIExpression(), !167)
  %31 = icmp eq ptr %30, null, !dbg !222
  br i1 %31, label %39, label %32, !dbg !222

32:                                               ; preds = %0, %32
  %33 = phi ptr [ %37, %32 ], [ %30, %0 ]
  %34 = phi i32 [ %36, %32 ], [ 0, %0 ]
    #dbg_value(ptr %33, !162, !DIExpression(), !167)
    #dbg_value(i32 %34, !163, !DIExpression(), !167)
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, ptr noundef nonnull %33), !dbg !223
  %36 = add nuw nsw i32 %34, 1, !dbg !225
    #dbg_value(i32 %36, !163, !DIExpression(), !167)
  %37 = call ptr @strtok_r(ptr noundef null, ptr noundef nonnull @.str.24, ptr noundef nonnull %5) #11, !dbg !226
    #dbg_value(ptr %37, !162, !DIExpression(), !167)
  %38 = icmp eq ptr %37, null, !dbg !222
  br i1 %38, label %39, label %32, !dbg !222, !llvm.loop !227

39:                                               ; preds = %32, %0
  %40 = phi i32 [ 0, %0 ], [ %36, %32 ], !dbg !167
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %40), !dbg !230
  %42 = call noalias dereferenceable_or_null(10) ptr @strdup(ptr noundef nonnull @.str.27) #11, !dbg !231
    #dbg_value(ptr %42, !164, !DIExpression(), !167)
  %43 = call noalias dereferenceable_or_null(6) ptr @strndup(ptr noundef nonnull dereferenceable(10) @.str.28, i64 noundef 5) #11, !dbg !232
    #dbg_value(ptr %43, !165, !DIExpression(), !167)
  %44 = call i32 @strcasecmp(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31) #12, !dbg !233
    #dbg_value(i32 %44, !183, !DIExpression(), !234)
  %45 = ashr i32 %44, 31, !dbg !236
  %46 = icmp ne i32 %44, 0, !dbg !237
  %47 = zext i1 %46 to i32, !dbg !237
  %48 = or i32 %45, %47, !dbg !237
  %49 = call i32 @strncasecmp(ptr noundef nonnull @.str.32, ptr noundef nonnull @.str.33, i64 noundef 4) #12, !dbg !238
    #dbg_value(i32 %49, !183, !DIExpression(), !239)
  %50 = ashr i32 %49, 31, !dbg !241
  %51 = icmp ne i32 %49, 0, !dbg !242
  %52 = zext i1 %51 to i32, !dbg !242
  %53 = or i32 %50, %52, !dbg !242
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.29, ptr noundef %42, ptr noundef %43, i32 noundef %48, i32 noundef %53), !dbg !243
  call void @free(ptr noundef %42) #11, !dbg !244
  call void @free(ptr noundef %43) #11, !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11, !dbg !246
  call void @llvm.lifetime.end.p0(i64 30, ptr nonnull %4) #11, !dbg !246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11, !dbg !246
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11, !dbg !246
  call void @llvm.lifetime.end.p0(i64 1000, ptr nonnull %1) #11, !dbg !246
  ret i32 %40, !dbg !247
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !248 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !253 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !258 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !264 ptr @strtok_r(ptr noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !269 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !272 noalias ptr @strndup(ptr nocapture noundef readonly, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !275 i32 @strcasecmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare !dbg !279 i32 @strncasecmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !282 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!89}
!llvm.module.flags = !{!128, !129, !130, !131, !132, !133, !134}
!llvm.ident = !{!135}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/string_functions_edges.c", directory: ".", checksumkind: CSK_MD5, checksum: "e37b792fbb495b2feaead8695494db0e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 24)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 57)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 20)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 27)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 4)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !44, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 12)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 10)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !71, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 36)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !44, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !44, isLocal: true, isDefinition: true)
!89 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !90, globals: !92, splitDebugInlining: false, nameTableKind: None)
!90 = !{!91}
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !{!0, !7, !93, !12, !17, !98, !22, !103, !27, !32, !105, !37, !107, !42, !47, !109, !111, !116, !52, !118, !120, !122, !124, !126, !57, !62, !64, !69, !74, !76, !81, !83, !85, !87}
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 3)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 8)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !59, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !19, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 1)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !29, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !71, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !95, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !66, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !95, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !95, isLocal: true, isDefinition: true)
!128 = !{i32 7, !"Dwarf Version", i32 5}
!129 = !{i32 2, !"Debug Info Version", i32 3}
!130 = !{i32 1, !"wchar_size", i32 4}
!131 = !{i32 8, !"PIC Level", i32 2}
!132 = !{i32 7, !"PIE Level", i32 2}
!133 = !{i32 7, !"uwtable", i32 2}
!134 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!135 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!136 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !137, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !89, retainedNodes: !140)
!137 = !DISubroutineType(types: !138)
!138 = !{!139}
!139 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!140 = !{!141, !145, !146, !148, !149, !153, !156, !160, !162, !163, !164, !165}
!141 = !DILocalVariable(name: "big", scope: !136, file: !2, line: 14, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8000, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 1000)
!145 = !DILocalVariable(name: "pad", scope: !136, file: !2, line: 18, type: !71)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 22, type: !139)
!147 = distinct !DILexicalBlock(scope: !136, file: !2, line: 22, column: 5)
!148 = !DILocalVariable(name: "nt", scope: !136, file: !2, line: 23, type: !59)
!149 = !DILocalVariable(name: "cat", scope: !136, file: !2, line: 26, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 32)
!153 = !DILocalVariable(name: "s", scope: !136, file: !2, line: 29, type: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!156 = !DILocalVariable(name: "toks", scope: !136, file: !2, line: 33, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 30)
!160 = !DILocalVariable(name: "save", scope: !136, file: !2, line: 34, type: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!162 = !DILocalVariable(name: "t", scope: !136, file: !2, line: 34, type: !161)
!163 = !DILocalVariable(name: "n", scope: !136, file: !2, line: 35, type: !139)
!164 = !DILocalVariable(name: "d", scope: !136, file: !2, line: 38, type: !161)
!165 = !DILocalVariable(name: "dn", scope: !136, file: !2, line: 38, type: !161)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 0, scope: !136)
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 14, column: 5, scope: !136)
!173 = !DILocation(line: 15, column: 5, scope: !136)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 15, column: 28, scope: !136)
!176 = !DILocation(line: 15, column: 37, scope: !136)
!177 = !{!178, !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 16, column: 62, scope: !136)
!182 = !DILocation(line: 16, column: 5, scope: !136)
!183 = !DILocalVariable(name: "v", arg: 1, scope: !184, file: !2, line: 11, type: !139)
!184 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 11, type: !185, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !89, retainedNodes: !187)
!185 = !DISubroutineType(types: !186)
!186 = !{!139, !139}
!187 = !{!183}
!188 = !DILocation(line: 0, scope: !184, inlinedAt: !189)
!189 = distinct !DILocation(line: 17, column: 40, scope: !136)
!190 = !DILocation(line: 0, scope: !184, inlinedAt: !191)
!191 = distinct !DILocation(line: 17, column: 67, scope: !136)
!192 = !DILocation(line: 0, scope: !184, inlinedAt: !193)
!193 = distinct !DILocation(line: 17, column: 93, scope: !136)
!194 = !DILocation(line: 0, scope: !184, inlinedAt: !195)
!195 = distinct !DILocation(line: 17, column: 114, scope: !136)
!196 = !DILocation(line: 0, scope: !184, inlinedAt: !197)
!197 = distinct !DILocation(line: 17, column: 143, scope: !136)
!198 = !DILocation(line: 17, column: 5, scope: !136)
!199 = !DILocation(line: 21, column: 5, scope: !136)
!200 = !DILocation(line: 0, scope: !147)
!201 = !DILocation(line: 22, column: 34, scope: !202)
!202 = distinct !DILexicalBlock(scope: !147, file: !2, line: 22, column: 5)
!203 = !DILocation(line: 23, column: 5, scope: !136)
!204 = !DILocation(line: 24, column: 5, scope: !136)
!205 = !DILocation(line: 25, column: 5, scope: !136)
!206 = !DILocation(line: 26, column: 5, scope: !136)
!207 = !DILocation(line: 26, column: 10, scope: !136)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 27, column: 5, scope: !136)
!210 = !DILocation(line: 27, column: 25, scope: !136)
!211 = !DILocation(line: 28, column: 37, scope: !136)
!212 = !DILocation(line: 28, column: 5, scope: !136)
!213 = !DILocation(line: 30, column: 5, scope: !136)
!214 = !DILocation(line: 31, column: 5, scope: !136)
!215 = !DILocation(line: 32, column: 5, scope: !136)
!216 = !DILocation(line: 33, column: 5, scope: !136)
!217 = !DILocation(line: 33, column: 10, scope: !136)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 34, column: 5, scope: !136)
!220 = !DILocation(line: 36, column: 14, scope: !221)
!221 = distinct !DILexicalBlock(scope: !136, file: !2, line: 36, column: 5)
!222 = !DILocation(line: 36, column: 5, scope: !221)
!223 = !DILocation(line: 36, column: 81, scope: !224)
!224 = distinct !DILexicalBlock(scope: !221, file: !2, line: 36, column: 5)
!225 = !DILocation(line: 36, column: 101, scope: !224)
!226 = !DILocation(line: 36, column: 51, scope: !224)
!227 = distinct !{!227, !222, !228, !229}
!228 = !DILocation(line: 36, column: 101, scope: !221)
!229 = !{!"llvm.loop.mustprogress"}
!230 = !DILocation(line: 37, column: 5, scope: !136)
!231 = !DILocation(line: 38, column: 15, scope: !136)
!232 = !DILocation(line: 38, column: 42, scope: !136)
!233 = !DILocation(line: 39, column: 63, scope: !136)
!234 = !DILocation(line: 0, scope: !184, inlinedAt: !235)
!235 = distinct !DILocation(line: 39, column: 59, scope: !136)
!236 = !DILocation(line: 11, column: 45, scope: !184, inlinedAt: !235)
!237 = !DILocation(line: 11, column: 40, scope: !184, inlinedAt: !235)
!238 = !DILocation(line: 39, column: 98, scope: !136)
!239 = !DILocation(line: 0, scope: !184, inlinedAt: !240)
!240 = distinct !DILocation(line: 39, column: 94, scope: !136)
!241 = !DILocation(line: 11, column: 45, scope: !184, inlinedAt: !240)
!242 = !DILocation(line: 11, column: 40, scope: !184, inlinedAt: !240)
!243 = !DILocation(line: 39, column: 5, scope: !136)
!244 = !DILocation(line: 40, column: 5, scope: !136)
!245 = !DILocation(line: 40, column: 14, scope: !136)
!246 = !DILocation(line: 42, column: 1, scope: !136)
!247 = !DILocation(line: 41, column: 5, scope: !136)
!248 = !DISubprogram(name: "printf", scope: !249, file: !249, line: 356, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!250 = !DISubroutineType(types: !251)
!251 = !{!139, !252, null}
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!253 = !DISubprogram(name: "strlen", scope: !254, file: !254, line: 407, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!255 = !DISubroutineType(types: !256)
!256 = !{!257, !154}
!257 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!258 = !DISubprogram(name: "strncat", scope: !254, file: !254, line: 152, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!161, !261, !252, !262}
!261 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !161)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !263, line: 18, baseType: !257)
!263 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!264 = !DISubprogram(name: "strtok_r", scope: !254, file: !254, line: 366, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = !DISubroutineType(types: !266)
!266 = !{!161, !261, !252, !267}
!267 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !268)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!269 = !DISubprogram(name: "strdup", scope: !254, file: !254, line: 187, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!161, !154}
!272 = !DISubprogram(name: "strndup", scope: !254, file: !254, line: 195, type: !273, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DISubroutineType(types: !274)
!274 = !{!161, !154, !262}
!275 = !DISubprogram(name: "strcasecmp", scope: !276, file: !276, line: 116, type: !277, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DIFile(filename: "/usr/include/strings.h", directory: "", checksumkind: CSK_MD5, checksum: "7444da68ad94ab9f25ff447750787173")
!277 = !DISubroutineType(types: !278)
!278 = !{!139, !154, !154}
!279 = !DISubprogram(name: "strncasecmp", scope: !276, file: !276, line: 120, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!139, !154, !154, !262}
!282 = !DISubprogram(name: "free", scope: !283, file: !283, line: 568, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!284 = !DISubroutineType(types: !285)
!285 = !{null, !286}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
