; ModuleID = 'programs/compound_literals_designated.c'
source_filename = "programs/compound_literals_designated.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, ptr, [4 x i32] }
%struct.point = type { i32, i32 }
%union.val = type { i32, [4 x i8] }

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [8 x i8] c"sparse:\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [10 x i8] c"gp=%d,%d\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [9 x i8] c"gp.x=%d\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [31 x i8] c"rects: %s %d %d %d | %s %d %d\0A\00", align 1, !dbg !27
@rects = internal global [2 x %struct.rect] [%struct.rect { %struct.point { i32 1, i32 2 }, %struct.point { i32 3, i32 4 }, ptr @.str.18, [4 x i32] [i32 0, i32 0, i32 5, i32 0] }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 0, i32 9 }, ptr @.str.19, [4 x i32] zeroinitializer }], align 16, !dbg !32
@constinit = private unnamed_addr constant [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 10], align 4
@.str.7 = private unnamed_addr constant [16 x i8] c"area=%d sum=%d\0A\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [10 x i8] c"u.i=%08x\0A\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [7 x i8] c"u2=%s\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [30 x i8] c"pts n=%zu: %d %d %d %d %d %d\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [10 x i8] c"p1=%d,%d\0A\00", align 1, !dbg !64
@.str.12 = private unnamed_addr constant [12 x i8] c"strlen=%zu\0A\00", align 1, !dbg !66
@.str.13 = private unnamed_addr constant [24 x i8] c"m diag=%d %d %d off=%d\0A\00", align 1, !dbg !71
@.str.14 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1, !dbg !76
@.str.15 = private unnamed_addr constant [4 x i8] c"red\00", align 1, !dbg !78
@.str.16 = private unnamed_addr constant [6 x i8] c"green\00", align 1, !dbg !80
@.str.17 = private unnamed_addr constant [5 x i8] c"blue\00", align 1, !dbg !85
@.compoundliteral.0 = internal unnamed_addr global i1 false, align 4
@.str.18 = private unnamed_addr constant [6 x i8] c"first\00", align 1, !dbg !110
@.str.19 = private unnamed_addr constant [7 x i8] c"second\00", align 1, !dbg !112

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !130 {
  %1 = alloca %struct.rect, align 8
  %2 = alloca %union.val, align 8, !DIAssignID !161
    #dbg_assign(i1 undef, !147, !DIExpression(), !161, ptr %2, !DIExpression(), !162)
    #dbg_assign(i1 undef, !157, !DIExpression(), !163, ptr poison, !DIExpression(), !162)
    #dbg_assign(i1 undef, !158, !DIExpression(DW_OP_LLVM_fragment, 160, 96), !164, ptr undef, !DIExpression(), !162)
    #dbg_value(i32 0, !134, !DIExpression(), !165)
    #dbg_value(i64 0, !134, !DIExpression(), !165)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, ptr noundef nonnull @.str.15), !dbg !166
    #dbg_value(i64 1, !134, !DIExpression(), !165)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, ptr noundef nonnull @.str.16), !dbg !166
    #dbg_value(i64 2, !134, !DIExpression(), !165)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, ptr noundef nonnull @.str.17), !dbg !166
    #dbg_value(i64 3, !134, !DIExpression(), !165)
  %6 = tail call i32 @putchar(i32 10), !dbg !168
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !169
    #dbg_value(i32 0, !136, !DIExpression(), !170)
    #dbg_value(i64 0, !136, !DIExpression(), !170)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 1, !136, !DIExpression(), !170)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 2, !136, !DIExpression(), !170)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 3, !136, !DIExpression(), !170)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !171
    #dbg_value(i64 4, !136, !DIExpression(), !170)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 5, !136, !DIExpression(), !170)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 6, !136, !DIExpression(), !170)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 7, !136, !DIExpression(), !170)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7), !dbg !171
    #dbg_value(i64 8, !136, !DIExpression(), !170)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 9, !136, !DIExpression(), !170)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 10, !136, !DIExpression(), !170)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !171
    #dbg_value(i64 11, !136, !DIExpression(), !170)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !171
    #dbg_value(i64 12, !136, !DIExpression(), !170)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !171
    #dbg_value(i64 13, !136, !DIExpression(), !170)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 14, !136, !DIExpression(), !170)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 15, !136, !DIExpression(), !170)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 16, !136, !DIExpression(), !170)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 17, !136, !DIExpression(), !170)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 18, !136, !DIExpression(), !170)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !171
    #dbg_value(i64 19, !136, !DIExpression(), !170)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 19), !dbg !171
    #dbg_value(i64 20, !136, !DIExpression(), !170)
  %28 = tail call i32 @putchar(i32 10), !dbg !173
  %29 = load i1, ptr @.compoundliteral.0, align 4, !dbg !174
  %30 = select i1 %29, i32 50, i32 5, !dbg !174
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, i32 noundef 6), !dbg !175
  store i1 true, ptr @.compoundliteral.0, align 4, !dbg !176
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 50), !dbg !177
  %33 = load ptr, ptr getelementptr inbounds (i8, ptr @rects, i64 16), align 16, !dbg !178, !tbaa !179
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @rects, i64 32), align 16, !dbg !186, !tbaa !187
  %35 = load i32, ptr getelementptr inbounds (i8, ptr @rects, i64 12), align 4, !dbg !188, !tbaa !189
  %36 = tail call fastcc i32 @area(ptr noundef nonnull byval(%struct.rect) align 8 @rects), !dbg !190
  %37 = load ptr, ptr getelementptr inbounds (i8, ptr @rects, i64 56), align 8, !dbg !191, !tbaa !179
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @rects, i64 52), align 4, !dbg !192, !tbaa !189
  %39 = tail call fastcc i32 @area(ptr noundef nonnull byval(%struct.rect) align 8 getelementptr inbounds (i8, ptr @rects, i64 40)), !dbg !193
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, ptr noundef %37, i32 noundef %38, i32 noundef %39), !dbg !194
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %1, i8 0, i64 40, i1 false), !dbg !195
  %41 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !196
  store i32 7, ptr %41, align 8, !dbg !197, !tbaa !198
  %42 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !197
  store i32 3, ptr %42, align 4, !dbg !197, !tbaa !199
  %43 = tail call fastcc i32 @area(ptr noundef nonnull byval(%struct.rect) align 8 %1), !dbg !200
    #dbg_value(i32 %43, !138, !DIExpression(), !162)
  %44 = tail call fastcc i32 @sum(ptr noundef nonnull @constinit), !dbg !201
    #dbg_value(i32 %44, !139, !DIExpression(), !162)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %43, i32 noundef %44), !dbg !202
    #dbg_value(i32 1065353216, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 poison, !140, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1065353216), !dbg !203
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !204
  store i64 6513249, ptr %2, align 8, !dbg !205, !DIAssignID !206
    #dbg_assign(i1 undef, !147, !DIExpression(), !206, ptr %2, !DIExpression(), !162)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2), !dbg !207
    #dbg_value(i32 1, !148, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 0, !148, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 0, !148, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !148, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 3, !148, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 4, !148, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 3, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 3, i32 noundef 4), !dbg !208
    #dbg_value(ptr undef, !150, !DIExpression(), !162)
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef 12), !dbg !209
    #dbg_value(i32 0, !151, !DIExpression(), !162)
    #dbg_value(i32 poison, !151, !DIExpression(), !162)
    #dbg_assign(i1 undef, !157, !DIExpression(), !210, ptr poison, !DIExpression(), !162)
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 2), !dbg !211
    #dbg_value(i32 0, !158, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 0, !158, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !158, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_assign(i8 0, !158, !DIExpression(DW_OP_LLVM_fragment, 160, 96), !212, ptr undef, !DIExpression(), !162)
    #dbg_value(i32 1, !158, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 1, !158, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 1, !158, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 0), !dbg !213
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 40), !dbg !214
  %53 = add nsw i32 %44, %43, !dbg !215
  %54 = add nsw i32 %53, 40, !dbg !216
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !217
  ret i32 %54, !dbg !218
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !219 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @area(ptr nocapture noundef readonly byval(%struct.rect) align 8 %0) unnamed_addr #3 !dbg !224 {
    #dbg_declare(ptr %0, !228, !DIExpression(), !229)
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !230
  %3 = load i32, ptr %2, align 8, !dbg !231, !tbaa !232
  %4 = load i32, ptr %0, align 8, !dbg !233, !tbaa !234
  %5 = sub nsw i32 %3, %4, !dbg !235
  %6 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !236
  %7 = load i32, ptr %6, align 4, !dbg !236, !tbaa !189
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !237
  %9 = load i32, ptr %8, align 4, !dbg !237, !tbaa !238
  %10 = sub nsw i32 %7, %9, !dbg !239
  %11 = mul nsw i32 %10, %5, !dbg !240
  ret i32 %11, !dbg !241
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !242 {
    #dbg_value(ptr %0, !248, !DIExpression(), !253)
    #dbg_value(i32 10, !249, !DIExpression(), !253)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
    #dbg_value(i32 0, !251, !DIExpression(), !254)
    #dbg_value(i64 0, !251, !DIExpression(), !254)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 1, !251, !DIExpression(), !254)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 2, !251, !DIExpression(), !254)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 3, !251, !DIExpression(), !254)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 4, !251, !DIExpression(), !254)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 5, !251, !DIExpression(), !254)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 6, !251, !DIExpression(), !254)
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 7, !251, !DIExpression(), !254)
  %2 = load <8 x i32>, ptr %0, align 4, !dbg !255, !tbaa !187
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 8, !251, !DIExpression(), !254)
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !255
  %4 = load i32, ptr %3, align 4, !dbg !255, !tbaa !187
    #dbg_value(i32 poison, !250, !DIExpression(), !253)
    #dbg_value(i64 9, !251, !DIExpression(), !254)
  %5 = getelementptr inbounds i8, ptr %0, i64 36, !dbg !255
  %6 = load i32, ptr %5, align 4, !dbg !255, !tbaa !187
  %7 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %2), !dbg !257
  %8 = add i32 %7, %4, !dbg !257
  %9 = add i32 %8, %6, !dbg !257
    #dbg_value(i32 %9, !250, !DIExpression(), !253)
    #dbg_value(i64 10, !251, !DIExpression(), !254)
  ret i32 %9, !dbg !258
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!34}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/compound_literals_designated.c", directory: ".", checksumkind: CSK_MD5, checksum: "7218cd647bba455673b07589ff7666b8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 31)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "rects", scope: !34, file: !2, line: 13, type: !114, isLocal: true, isDefinition: true)
!34 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !35, retainedTypes: !43, globals: !44, splitDebugInlining: false, nameTableKind: None)
!35 = !{!36}
!36 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 9, baseType: !37, size: 32, elements: !38)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !{!39, !40, !41, !42}
!39 = !DIEnumerator(name: "RED", value: 0)
!40 = !DIEnumerator(name: "GREEN", value: 1)
!41 = !DIEnumerator(name: "BLUE", value: 2)
!42 = !DIEnumerator(name: "NCOLORS", value: 3)
!43 = !{!37}
!44 = !{!0, !45, !7, !12, !17, !22, !27, !50, !55, !57, !59, !64, !66, !71, !76, !78, !80, !85, !90, !97, !103, !110, !112, !32}
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 2)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 16)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !19, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 30)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 12)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 24)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !14, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 6)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 5)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "color_names", scope: !34, file: !2, line: 10, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 192, elements: !95)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "sparse", scope: !34, file: !2, line: 11, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 640, elements: !101)
!100 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!101 = !{!102}
!102 = !DISubrange(count: 20)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "gp", scope: !34, file: !2, line: 12, type: !105, isLocal: true, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 6, size: 64, elements: !107)
!107 = !{!108, !109}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !106, file: !2, line: 6, baseType: !100, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !106, file: !2, line: 6, baseType: !100, size: 32, offset: 32)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !82, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 640, elements: !48)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 7, size: 320, elements: !116)
!116 = !{!117, !118, !119, !120}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "tl", scope: !115, file: !2, line: 7, baseType: !106, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "br", scope: !115, file: !2, line: 7, baseType: !106, size: 64, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !115, file: !2, line: 7, baseType: !93, size: 64, offset: 128)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "tags", scope: !115, file: !2, line: 7, baseType: !121, size: 128, offset: 192)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 128, elements: !15)
!122 = !{i32 7, !"Dwarf Version", i32 5}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 4}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"PIE Level", i32 2}
!127 = !{i32 7, !"uwtable", i32 2}
!128 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !131, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!100}
!133 = !{!134, !136, !138, !139, !140, !147, !148, !150, !151, !152, !154, !157, !158}
!134 = !DILocalVariable(name: "c", scope: !135, file: !2, line: 19, type: !100)
!135 = distinct !DILexicalBlock(scope: !130, file: !2, line: 19, column: 5)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 20, type: !100)
!137 = distinct !DILexicalBlock(scope: !130, file: !2, line: 20, column: 24)
!138 = !DILocalVariable(name: "a", scope: !130, file: !2, line: 23, type: !100)
!139 = !DILocalVariable(name: "s", scope: !130, file: !2, line: 24, type: !100)
!140 = !DILocalVariable(name: "u", scope: !130, file: !2, line: 26, type: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "val", file: !2, line: 8, size: 64, elements: !142)
!142 = !{!143, !144, !146}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !141, file: !2, line: 8, baseType: !100, size: 32)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !141, file: !2, line: 8, baseType: !145, size: 32)
!145 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !141, file: !2, line: 8, baseType: !9, size: 64)
!147 = !DILocalVariable(name: "u2", scope: !130, file: !2, line: 27, type: !141)
!148 = !DILocalVariable(name: "pts", scope: !130, file: !2, line: 28, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 192, elements: !95)
!150 = !DILocalVariable(name: "p", scope: !130, file: !2, line: 30, type: !105)
!151 = !DILocalVariable(name: "total", scope: !130, file: !2, line: 31, type: !100)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 32, type: !100)
!153 = distinct !DILexicalBlock(scope: !130, file: !2, line: 32, column: 5)
!154 = !DILocalVariable(name: "q", scope: !155, file: !2, line: 32, type: !105)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 32, column: 33)
!156 = distinct !DILexicalBlock(scope: !153, file: !2, line: 32, column: 5)
!157 = !DILocalVariable(name: "str", scope: !130, file: !2, line: 33, type: !19)
!158 = !DILocalVariable(name: "m", scope: !130, file: !2, line: 34, type: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 288, elements: !160)
!160 = !{!96, !96}
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !130)
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = !DILocation(line: 0, scope: !135)
!166 = !DILocation(line: 19, column: 39, scope: !167)
!167 = distinct !DILexicalBlock(scope: !135, file: !2, line: 19, column: 5)
!168 = !DILocation(line: 19, column: 76, scope: !130)
!169 = !DILocation(line: 20, column: 5, scope: !130)
!170 = !DILocation(line: 0, scope: !137)
!171 = !DILocation(line: 20, column: 53, scope: !172)
!172 = distinct !DILexicalBlock(scope: !137, file: !2, line: 20, column: 24)
!173 = !DILocation(line: 20, column: 79, scope: !130)
!174 = !DILocation(line: 21, column: 30, scope: !130)
!175 = !DILocation(line: 21, column: 5, scope: !130)
!176 = !DILocation(line: 21, column: 47, scope: !130)
!177 = !DILocation(line: 21, column: 53, scope: !130)
!178 = !DILocation(line: 22, column: 56, scope: !130)
!179 = !{!180, !185, i64 16}
!180 = !{!"rect", !181, i64 0, !181, i64 8, !185, i64 16, !183, i64 24}
!181 = !{!"point", !182, i64 0, !182, i64 4}
!182 = !{!"int", !183, i64 0}
!183 = !{!"omnipotent char", !184, i64 0}
!184 = !{!"Simple C/C++ TBAA"}
!185 = !{!"any pointer", !183, i64 0}
!186 = !DILocation(line: 22, column: 62, scope: !130)
!187 = !{!182, !182, i64 0}
!188 = !DILocation(line: 22, column: 92, scope: !130)
!189 = !{!180, !182, i64 12}
!190 = !DILocation(line: 22, column: 95, scope: !130)
!191 = !DILocation(line: 22, column: 120, scope: !130)
!192 = !DILocation(line: 22, column: 138, scope: !130)
!193 = !DILocation(line: 22, column: 141, scope: !130)
!194 = !DILocation(line: 22, column: 5, scope: !130)
!195 = !DILocation(line: 23, column: 18, scope: !130)
!196 = !DILocation(line: 23, column: 31, scope: !130)
!197 = !DILocation(line: 23, column: 55, scope: !130)
!198 = !{!181, !182, i64 0}
!199 = !{!181, !182, i64 4}
!200 = !DILocation(line: 23, column: 13, scope: !130)
!201 = !DILocation(line: 24, column: 13, scope: !130)
!202 = !DILocation(line: 25, column: 5, scope: !130)
!203 = !DILocation(line: 26, column: 34, scope: !130)
!204 = !DILocation(line: 27, column: 5, scope: !130)
!205 = !DILocation(line: 27, column: 15, scope: !130)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 27, column: 36, scope: !130)
!208 = !DILocation(line: 29, column: 5, scope: !130)
!209 = !DILocation(line: 30, column: 77, scope: !130)
!210 = distinct !DIAssignID()
!211 = !DILocation(line: 33, column: 57, scope: !130)
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 34, column: 66, scope: !130)
!214 = !DILocation(line: 35, column: 5, scope: !130)
!215 = !DILocation(line: 36, column: 14, scope: !130)
!216 = !DILocation(line: 36, column: 18, scope: !130)
!217 = !DILocation(line: 37, column: 1, scope: !130)
!218 = !DILocation(line: 36, column: 5, scope: !130)
!219 = !DISubprogram(name: "printf", scope: !220, file: !220, line: 356, type: !221, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!221 = !DISubroutineType(types: !222)
!222 = !{!100, !223, null}
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!224 = distinct !DISubprogram(name: "area", scope: !2, file: !2, line: 15, type: !225, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!100, !115}
!227 = !{!228}
!228 = !DILocalVariable(name: "r", arg: 1, scope: !224, file: !2, line: 15, type: !115)
!229 = !DILocation(line: 15, column: 55, scope: !224)
!230 = !DILocation(line: 15, column: 70, scope: !224)
!231 = !DILocation(line: 15, column: 73, scope: !224)
!232 = !{!180, !182, i64 8}
!233 = !DILocation(line: 15, column: 82, scope: !224)
!234 = !{!180, !182, i64 0}
!235 = !DILocation(line: 15, column: 75, scope: !224)
!236 = !DILocation(line: 15, column: 93, scope: !224)
!237 = !DILocation(line: 15, column: 102, scope: !224)
!238 = !{!180, !182, i64 4}
!239 = !DILocation(line: 15, column: 95, scope: !224)
!240 = !DILocation(line: 15, column: 85, scope: !224)
!241 = !DILocation(line: 15, column: 60, scope: !224)
!242 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 16, type: !243, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !34, retainedNodes: !247)
!243 = !DISubroutineType(cc: DW_CC_nocall, types: !244)
!244 = !{!100, !245, !100}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!247 = !{!248, !249, !250, !251}
!248 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !2, line: 16, type: !245)
!249 = !DILocalVariable(name: "n", arg: 2, scope: !242, file: !2, line: 16, type: !100)
!250 = !DILocalVariable(name: "s", scope: !242, file: !2, line: 16, type: !100)
!251 = !DILocalVariable(name: "i", scope: !252, file: !2, line: 16, type: !100)
!252 = distinct !DILexicalBlock(scope: !242, file: !2, line: 16, column: 76)
!253 = !DILocation(line: 0, scope: !242)
!254 = !DILocation(line: 0, scope: !252)
!255 = !DILocation(line: 16, column: 109, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 16, column: 76)
!257 = !DILocation(line: 16, column: 106, scope: !256)
!258 = !DILocation(line: 16, column: 115, scope: !242)
