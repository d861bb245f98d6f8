; ModuleID = 'programs/sigsetjmp_signal.c'
source_filename = "programs/sigsetjmp_signal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.sigaction = type { %union.anon, %struct.__sigset_t, i32, ptr }
%union.anon = type { ptr }

@.str = private unnamed_addr constant [9 x i8] c"got1=%d\0A\00", align 1, !dbg !0
@got1 = internal global i32 0, align 4, !dbg !7
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !27
@.str.1 = private unnamed_addr constant [63 x i8] c"after sigsetjmp(env,1): r=%d phase=%d got2=%d usr2 blocked=%d\0A\00", align 1, !dbg !13
@got2 = internal global i32 0, align 4, !dbg !20
@.str.2 = private unnamed_addr constant [63 x i8] c"after sigsetjmp(env,0): r=%d phase=%d got2=%d usr2 blocked=%d\0A\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca %struct.__sigset_t, align 8, !DIAssignID !173
  %2 = alloca %struct.__sigset_t, align 8, !DIAssignID !174
  %3 = alloca %struct.sigaction, align 8, !DIAssignID !175
    #dbg_assign(i1 undef, !66, !DIExpression(), !175, ptr %3, !DIExpression(), !176)
  %4 = alloca i32, align 4, !DIAssignID !177
    #dbg_assign(i1 undef, !170, !DIExpression(), !177, ptr %4, !DIExpression(), !176)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %3) #10, !dbg !178
  %5 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !179
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(152) %5, i8 0, i64 144, i1 false), !dbg !179, !DIAssignID !180
    #dbg_assign(i8 0, !66, !DIExpression(), !180, ptr %3, !DIExpression(), !176)
    #dbg_assign(i8 0, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !181, ptr undef, !DIExpression(), !176)
  store ptr @on_usr1, ptr %3, align 8, !dbg !182, !tbaa !183, !DIAssignID !186
    #dbg_assign(ptr @on_usr1, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !186, ptr %3, !DIExpression(), !176)
  %6 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !187
  %7 = call i32 @sigemptyset(ptr noundef nonnull %6) #10, !dbg !188
  %8 = call i32 @sigaction(i32 noundef 10, ptr noundef nonnull %3, ptr noundef null) #10, !dbg !189
  store ptr @on_usr2, ptr %3, align 8, !dbg !190, !tbaa !183, !DIAssignID !191
    #dbg_assign(ptr @on_usr2, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !191, ptr %3, !DIExpression(), !176)
  %9 = call i32 @sigaction(i32 noundef 12, ptr noundef nonnull %3, ptr noundef null) #10, !dbg !192
    #dbg_value(i32 0, !168, !DIExpression(), !193)
  %10 = call i32 @raise(i32 noundef 10) #10, !dbg !194
    #dbg_value(i32 1, !168, !DIExpression(), !193)
  %11 = call i32 @raise(i32 noundef 10) #10, !dbg !194
    #dbg_value(i32 2, !168, !DIExpression(), !193)
  %12 = call i32 @raise(i32 noundef 10) #10, !dbg !194
    #dbg_value(i32 3, !168, !DIExpression(), !193)
  %13 = call i32 @raise(i32 noundef 10) #10, !dbg !194
    #dbg_value(i32 4, !168, !DIExpression(), !193)
  %14 = call i32 @raise(i32 noundef 10) #10, !dbg !194
    #dbg_value(i32 5, !168, !DIExpression(), !193)
  %15 = load volatile i32, ptr @got1, align 4, !dbg !196, !tbaa !197
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15), !dbg !199
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !200
  store volatile i32 0, ptr %4, align 4, !dbg !201, !tbaa !197, !DIAssignID !202
    #dbg_assign(i32 0, !170, !DIExpression(), !202, ptr %4, !DIExpression(), !176)
  %17 = call i32 @__sigsetjmp(ptr noundef nonnull @env, i32 noundef 1) #11, !dbg !203
    #dbg_value(i32 %17, !172, !DIExpression(), !176)
  %18 = icmp eq i32 %17, 0, !dbg !204
  br i1 %18, label %19, label %20, !dbg !206

19:                                               ; preds = %0
  store volatile i32 1, ptr %4, align 4, !dbg !207, !tbaa !197, !DIAssignID !209
    #dbg_assign(i32 1, !170, !DIExpression(), !209, ptr %4, !DIExpression(), !176)
  call fastcc void @nested(i32 noundef 50), !dbg !210
  store volatile i32 2, ptr %4, align 4, !dbg !211, !tbaa !197, !DIAssignID !212
    #dbg_assign(i32 2, !170, !DIExpression(), !212, ptr %4, !DIExpression(), !176)
  br label %20, !dbg !213

20:                                               ; preds = %19, %0
  %21 = icmp eq i32 %17, 12, !dbg !214
  %22 = zext i1 %21 to i32, !dbg !214
  %23 = load volatile i32, ptr %4, align 4, !dbg !215, !tbaa !197
  %24 = load volatile i32, ptr @got2, align 4, !dbg !216, !tbaa !197
    #dbg_assign(i1 undef, !217, !DIExpression(), !174, ptr %2, !DIExpression(), !222)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10, !dbg !224
  %25 = call i32 @sigprocmask(i32 noundef 0, ptr noundef null, ptr noundef nonnull %2) #10, !dbg !225
  %26 = call i32 @sigismember(ptr noundef nonnull %2, i32 noundef 12) #10, !dbg !226
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10, !dbg !227
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %26), !dbg !228
  %28 = call i32 @__sigsetjmp(ptr noundef nonnull @env, i32 noundef 0) #11, !dbg !229
    #dbg_value(i32 %28, !172, !DIExpression(), !176)
  %29 = icmp eq i32 %28, 0, !dbg !230
  br i1 %29, label %30, label %31, !dbg !232

30:                                               ; preds = %20
  store volatile i32 3, ptr %4, align 4, !dbg !233, !tbaa !197, !DIAssignID !235
    #dbg_assign(i32 3, !170, !DIExpression(), !235, ptr %4, !DIExpression(), !176)
  call fastcc void @nested(i32 noundef 5), !dbg !236
  br label %31, !dbg !237

31:                                               ; preds = %30, %20
  %32 = icmp eq i32 %28, 12, !dbg !238
  %33 = zext i1 %32 to i32, !dbg !238
  %34 = load volatile i32, ptr %4, align 4, !dbg !239, !tbaa !197
  %35 = load volatile i32, ptr @got2, align 4, !dbg !240, !tbaa !197
    #dbg_assign(i1 undef, !217, !DIExpression(), !173, ptr %1, !DIExpression(), !241)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #10, !dbg !243
  %36 = call i32 @sigprocmask(i32 noundef 0, ptr noundef null, ptr noundef nonnull %1) #10, !dbg !244
  %37 = call i32 @sigismember(ptr noundef nonnull %1, i32 noundef 12) #10, !dbg !245
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #10, !dbg !246
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %37), !dbg !247
  %39 = load volatile i32, ptr @got1, align 4, !dbg !248, !tbaa !197
  %40 = mul nsw i32 %39, 10, !dbg !249
  %41 = load volatile i32, ptr @got2, align 4, !dbg !250, !tbaa !197
  %42 = add nsw i32 %40, %41, !dbg !251
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !252
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %3) #10, !dbg !252
  ret i32 %42, !dbg !253
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal void @on_usr1(i32 noundef %0) #3 !dbg !254 {
    #dbg_value(i32 %0, !256, !DIExpression(), !257)
  %2 = icmp eq i32 %0, 10, !dbg !258
  %3 = zext i1 %2 to i32, !dbg !258
  %4 = load volatile i32, ptr @got1, align 4, !dbg !259, !tbaa !197
  %5 = add nsw i32 %4, %3, !dbg !259
  store volatile i32 %5, ptr @got1, align 4, !dbg !259, !tbaa !197
  ret void, !dbg !260
}

; Function Attrs: nounwind
declare !dbg !261 i32 @sigemptyset(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !265 i32 @sigaction(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind uwtable
define internal void @on_usr2(i32 noundef %0) #5 !dbg !273 {
    #dbg_value(i32 %0, !275, !DIExpression(), !276)
  %2 = load volatile i32, ptr @got2, align 4, !dbg !277, !tbaa !197
  %3 = add nsw i32 %2, 1, !dbg !277
  store volatile i32 %3, ptr @got2, align 4, !dbg !277, !tbaa !197
  tail call void @siglongjmp(ptr noundef nonnull @env, i32 noundef %0) #12, !dbg !278
  unreachable, !dbg !278
}

; Function Attrs: nounwind
declare !dbg !279 i32 @raise(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !282 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind returns_twice
declare !dbg !289 i32 @__sigsetjmp(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @nested(i32 noundef %0) unnamed_addr #8 !dbg !293 {
    #dbg_value(i32 %0, !296, !DIExpression(), !297)
  %2 = tail call i32 @raise(i32 noundef 12) #10, !dbg !298
  ret void, !dbg !301
}

; Function Attrs: noreturn nounwind
declare !dbg !302 void @siglongjmp(ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare !dbg !305 i32 @sigprocmask(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !312 i32 @sigismember(ptr noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind returns_twice }
attributes #12 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/sigsetjmp_signal.c", directory: ".", checksumkind: CSK_MD5, checksum: "99f12ce6a71ba3fd93eac23d6ff18b69")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "got1", scope: !9, file: !2, line: 12, type: !22, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!0, !13, !18, !7, !20, !27}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 63)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !15, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "got2", scope: !9, file: !2, line: 12, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !24, line: 8, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !26, line: 215, baseType: !11)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "env", scope: !9, file: !2, line: 13, type: !29, isLocal: true, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "sigjmp_buf", file: !30, line: 70, baseType: !31)
!30 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 1600, elements: !53)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !33, line: 26, size: 1600, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!34 = !{!35, !42, !43}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !32, file: !33, line: 32, baseType: !36, size: 512)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !37, line: 31, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 512, elements: !40)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !32, file: !33, line: 33, baseType: !11, size: 32, offset: 512)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !32, file: !33, line: 34, baseType: !44, size: 1024, offset: 576)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !45, line: 8, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !45, line: 5, size: 1024, elements: !47)
!47 = !{!48}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !46, file: !45, line: 7, baseType: !49, size: 1024)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 1024, elements: !51)
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!52}
!52 = !DISubrange(count: 16)
!53 = !{!54}
!54 = !DISubrange(count: 1)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !64, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !65)
!64 = !DISubroutineType(types: !10)
!65 = !{!66, !168, !170, !172}
!66 = !DILocalVariable(name: "sa", scope: !63, file: !2, line: 20, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sigaction", file: !68, line: 27, size: 1216, elements: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/sigaction.h", directory: "", checksumkind: CSK_MD5, checksum: "95401d18e887df415f59d7a2cb411c28")
!69 = !{!70, !162, !163, !164}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__sigaction_handler", scope: !67, file: !68, line: 38, baseType: !71, size: 64)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !67, file: !68, line: 31, size: 64, elements: !72)
!72 = !{!73, !79}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "sa_handler", scope: !71, file: !68, line: 34, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sighandler_t", file: !75, line: 72, baseType: !76)
!75 = !DIFile(filename: "/usr/include/signal.h", directory: "", checksumkind: CSK_MD5, checksum: "331e107bf774bb600ec675d0db0b92ce")
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !11}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "sa_sigaction", scope: !71, file: !68, line: 36, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !11, !83, !119}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "siginfo_t", file: !85, line: 124, baseType: !86)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/siginfo_t.h", directory: "", checksumkind: CSK_MD5, checksum: "023cf7b0ef843da262cf07900eda0ac5")
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !85, line: 36, size: 1024, elements: !87)
!87 = !{!88, !89, !90, !91, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "si_signo", scope: !86, file: !85, line: 38, baseType: !11, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "si_errno", scope: !86, file: !85, line: 40, baseType: !11, size: 32, offset: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "si_code", scope: !86, file: !85, line: 42, baseType: !11, size: 32, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__pad0", scope: !86, file: !85, line: 48, baseType: !11, size: 32, offset: 96)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "_sifields", scope: !86, file: !85, line: 123, baseType: !93, size: 896, offset: 128)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !86, file: !85, line: 51, size: 896, elements: !94)
!94 = !{!95, !99, !107, !120, !126, !135, !151, !156}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "_pad", scope: !93, file: !85, line: 53, baseType: !96, size: 896)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 896, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 28)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "_kill", scope: !93, file: !85, line: 60, baseType: !100, size: 64)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 56, size: 64, elements: !101)
!101 = !{!102, !104}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "si_pid", scope: !100, file: !85, line: 58, baseType: !103, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pid_t", file: !26, line: 154, baseType: !11)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "si_uid", scope: !100, file: !85, line: 59, baseType: !105, size: 32, offset: 32)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uid_t", file: !26, line: 146, baseType: !106)
!106 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "_timer", scope: !93, file: !85, line: 68, baseType: !108, size: 128)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 63, size: 128, elements: !109)
!109 = !{!110, !111, !112}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "si_tid", scope: !108, file: !85, line: 65, baseType: !11, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "si_overrun", scope: !108, file: !85, line: 66, baseType: !11, size: 32, offset: 32)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "si_sigval", scope: !108, file: !85, line: 67, baseType: !113, size: 64, offset: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigval_t", file: !114, line: 30, baseType: !115)
!114 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigval_t.h", directory: "", checksumkind: CSK_MD5, checksum: "bc7605d16e396c16f725f8da13f6eb20")
!115 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "sigval", file: !114, line: 24, size: 64, elements: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "sival_int", scope: !115, file: !114, line: 26, baseType: !11, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "sival_ptr", scope: !115, file: !114, line: 27, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "_rt", scope: !93, file: !85, line: 76, baseType: !121, size: 128)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 71, size: 128, elements: !122)
!122 = !{!123, !124, !125}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "si_pid", scope: !121, file: !85, line: 73, baseType: !103, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "si_uid", scope: !121, file: !85, line: 74, baseType: !105, size: 32, offset: 32)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "si_sigval", scope: !121, file: !85, line: 75, baseType: !113, size: 64, offset: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "_sigchld", scope: !93, file: !85, line: 86, baseType: !127, size: 256)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 79, size: 256, elements: !128)
!128 = !{!129, !130, !131, !132, !134}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "si_pid", scope: !127, file: !85, line: 81, baseType: !103, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "si_uid", scope: !127, file: !85, line: 82, baseType: !105, size: 32, offset: 32)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "si_status", scope: !127, file: !85, line: 83, baseType: !11, size: 32, offset: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "si_utime", scope: !127, file: !85, line: 84, baseType: !133, size: 64, offset: 128)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clock_t", file: !26, line: 156, baseType: !39)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "si_stime", scope: !127, file: !85, line: 85, baseType: !133, size: 64, offset: 192)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "_sigfault", scope: !93, file: !85, line: 105, baseType: !136, size: 256)
!136 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 89, size: 256, elements: !137)
!137 = !{!138, !139, !141}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "si_addr", scope: !136, file: !85, line: 91, baseType: !119, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "si_addr_lsb", scope: !136, file: !85, line: 93, baseType: !140, size: 16, offset: 64)
!140 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "_bounds", scope: !136, file: !85, line: 104, baseType: !142, size: 128, offset: 128)
!142 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !136, file: !85, line: 94, size: 128, elements: !143)
!143 = !{!144, !149}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "_addr_bnd", scope: !142, file: !85, line: 101, baseType: !145, size: 128)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !142, file: !85, line: 97, size: 128, elements: !146)
!146 = !{!147, !148}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_lower", scope: !145, file: !85, line: 99, baseType: !119, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "_upper", scope: !145, file: !85, line: 100, baseType: !119, size: 64, offset: 64)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "_pkey", scope: !142, file: !85, line: 103, baseType: !150, size: 32)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !26, line: 42, baseType: !106)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "_sigpoll", scope: !93, file: !85, line: 112, baseType: !152, size: 128)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 108, size: 128, elements: !153)
!153 = !{!154, !155}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "si_band", scope: !152, file: !85, line: 110, baseType: !39, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "si_fd", scope: !152, file: !85, line: 111, baseType: !11, size: 32, offset: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "_sigsys", scope: !93, file: !85, line: 121, baseType: !157, size: 128)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !93, file: !85, line: 116, size: 128, elements: !158)
!158 = !{!159, !160, !161}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "_call_addr", scope: !157, file: !85, line: 118, baseType: !119, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "_syscall", scope: !157, file: !85, line: 119, baseType: !11, size: 32, offset: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_arch", scope: !157, file: !85, line: 120, baseType: !106, size: 32, offset: 96)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "sa_mask", scope: !67, file: !68, line: 46, baseType: !44, size: 1024, offset: 64)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "sa_flags", scope: !67, file: !68, line: 49, baseType: !11, size: 32, offset: 1088)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "sa_restorer", scope: !67, file: !68, line: 52, baseType: !165, size: 64, offset: 1152)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DISubroutineType(types: !167)
!167 = !{null}
!168 = !DILocalVariable(name: "i", scope: !169, file: !2, line: 27, type: !11)
!169 = distinct !DILexicalBlock(scope: !63, file: !2, line: 27, column: 5)
!170 = !DILocalVariable(name: "phase", scope: !63, file: !2, line: 29, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!172 = !DILocalVariable(name: "r", scope: !63, file: !2, line: 30, type: !11)
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = !DILocation(line: 0, scope: !63)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 20, column: 5, scope: !63)
!179 = !DILocation(line: 21, column: 5, scope: !63)
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 22, column: 19, scope: !63)
!183 = !{!184, !184, i64 0}
!184 = !{!"omnipotent char", !185, i64 0}
!185 = !{!"Simple C/C++ TBAA"}
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 23, column: 21, scope: !63)
!188 = !DILocation(line: 23, column: 5, scope: !63)
!189 = !DILocation(line: 24, column: 5, scope: !63)
!190 = !DILocation(line: 25, column: 19, scope: !63)
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 26, column: 5, scope: !63)
!193 = !DILocation(line: 0, scope: !169)
!194 = !DILocation(line: 27, column: 33, scope: !195)
!195 = distinct !DILexicalBlock(scope: !169, file: !2, line: 27, column: 5)
!196 = !DILocation(line: 28, column: 30, scope: !63)
!197 = !{!198, !198, i64 0}
!198 = !{!"int", !184, i64 0}
!199 = !DILocation(line: 28, column: 5, scope: !63)
!200 = !DILocation(line: 29, column: 5, scope: !63)
!201 = !DILocation(line: 29, column: 18, scope: !63)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 30, column: 13, scope: !63)
!204 = !DILocation(line: 31, column: 11, scope: !205)
!205 = distinct !DILexicalBlock(scope: !63, file: !2, line: 31, column: 9)
!206 = !DILocation(line: 31, column: 9, scope: !63)
!207 = !DILocation(line: 31, column: 25, scope: !208)
!208 = distinct !DILexicalBlock(scope: !205, file: !2, line: 31, column: 17)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 31, column: 30, scope: !208)
!211 = !DILocation(line: 31, column: 48, scope: !208)
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 31, column: 53, scope: !208)
!214 = !DILocation(line: 32, column: 81, scope: !63)
!215 = !DILocation(line: 32, column: 93, scope: !63)
!216 = !DILocation(line: 32, column: 105, scope: !63)
!217 = !DILocalVariable(name: "cur", scope: !218, file: !2, line: 17, type: !220)
!218 = distinct !DISubprogram(name: "usr2_blocked", scope: !2, file: !2, line: 17, type: !64, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !219)
!219 = !{!217}
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "sigset_t", file: !221, line: 7, baseType: !44)
!221 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "c2b978aaf49d5c0e2b1e9c2e1b7f7848")
!222 = !DILocation(line: 0, scope: !218, inlinedAt: !223)
!223 = distinct !DILocation(line: 32, column: 111, scope: !63)
!224 = !DILocation(line: 17, column: 33, scope: !218, inlinedAt: !223)
!225 = !DILocation(line: 17, column: 47, scope: !218, inlinedAt: !223)
!226 = !DILocation(line: 17, column: 90, scope: !218, inlinedAt: !223)
!227 = !DILocation(line: 17, column: 118, scope: !218, inlinedAt: !223)
!228 = !DILocation(line: 32, column: 5, scope: !63)
!229 = !DILocation(line: 33, column: 9, scope: !63)
!230 = !DILocation(line: 34, column: 11, scope: !231)
!231 = distinct !DILexicalBlock(scope: !63, file: !2, line: 34, column: 9)
!232 = !DILocation(line: 34, column: 9, scope: !63)
!233 = !DILocation(line: 34, column: 25, scope: !234)
!234 = distinct !DILexicalBlock(scope: !231, file: !2, line: 34, column: 17)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 34, column: 30, scope: !234)
!237 = !DILocation(line: 34, column: 41, scope: !234)
!238 = !DILocation(line: 35, column: 81, scope: !63)
!239 = !DILocation(line: 35, column: 93, scope: !63)
!240 = !DILocation(line: 35, column: 105, scope: !63)
!241 = !DILocation(line: 0, scope: !218, inlinedAt: !242)
!242 = distinct !DILocation(line: 35, column: 111, scope: !63)
!243 = !DILocation(line: 17, column: 33, scope: !218, inlinedAt: !242)
!244 = !DILocation(line: 17, column: 47, scope: !218, inlinedAt: !242)
!245 = !DILocation(line: 17, column: 90, scope: !218, inlinedAt: !242)
!246 = !DILocation(line: 17, column: 118, scope: !218, inlinedAt: !242)
!247 = !DILocation(line: 35, column: 5, scope: !63)
!248 = !DILocation(line: 36, column: 17, scope: !63)
!249 = !DILocation(line: 36, column: 22, scope: !63)
!250 = !DILocation(line: 36, column: 34, scope: !63)
!251 = !DILocation(line: 36, column: 27, scope: !63)
!252 = !DILocation(line: 37, column: 1, scope: !63)
!253 = !DILocation(line: 36, column: 5, scope: !63)
!254 = distinct !DISubprogram(name: "on_usr1", scope: !2, file: !2, line: 14, type: !77, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !255)
!255 = !{!256}
!256 = !DILocalVariable(name: "sig", arg: 1, scope: !254, file: !2, line: 14, type: !11)
!257 = !DILocation(line: 0, scope: !254)
!258 = !DILocation(line: 14, column: 44, scope: !254)
!259 = !DILocation(line: 14, column: 37, scope: !254)
!260 = !DILocation(line: 14, column: 56, scope: !254)
!261 = !DISubprogram(name: "sigemptyset", scope: !75, file: !75, line: 199, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubroutineType(types: !263)
!263 = !{!11, !264}
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!265 = !DISubprogram(name: "sigaction", scope: !75, file: !75, line: 243, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DISubroutineType(types: !267)
!267 = !{!11, !11, !268, !271}
!268 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!271 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!273 = distinct !DISubprogram(name: "on_usr2", scope: !2, file: !2, line: 15, type: !77, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !274)
!274 = !{!275}
!275 = !DILocalVariable(name: "sig", arg: 1, scope: !273, file: !2, line: 15, type: !11)
!276 = !DILocation(line: 0, scope: !273)
!277 = !DILocation(line: 15, column: 36, scope: !273)
!278 = !DILocation(line: 15, column: 40, scope: !273)
!279 = !DISubprogram(name: "raise", scope: !75, file: !75, line: 123, type: !280, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubroutineType(types: !281)
!281 = !{!11, !11}
!282 = !DISubprogram(name: "printf", scope: !283, file: !283, line: 356, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!284 = !DISubroutineType(types: !285)
!285 = !{!11, !286, null}
!286 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !287)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!289 = !DISubprogram(name: "__sigsetjmp", scope: !30, file: !30, line: 41, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{!11, !292, !11}
!292 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!293 = distinct !DISubprogram(name: "nested", scope: !2, file: !2, line: 16, type: !294, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !295)
!294 = !DISubroutineType(cc: DW_CC_nocall, types: !281)
!295 = !{!296}
!296 = !DILocalVariable(name: "n", arg: 1, scope: !293, file: !2, line: 16, type: !11)
!297 = !DILocation(line: 0, scope: !293)
!298 = !DILocation(line: 16, column: 68, scope: !299)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 16, column: 66)
!300 = distinct !DILexicalBlock(scope: !293, file: !2, line: 16, column: 58)
!301 = !DILocation(line: 16, column: 123, scope: !293)
!302 = !DISubprogram(name: "siglongjmp", scope: !30, file: !30, line: 80, type: !303, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{null, !292, !11}
!305 = !DISubprogram(name: "sigprocmask", scope: !75, file: !75, line: 232, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{!11, !11, !308, !311}
!308 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !220)
!311 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !264)
!312 = !DISubprogram(name: "sigismember", scope: !75, file: !75, line: 211, type: !313, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!313 = !DISubroutineType(types: !314)
!314 = !{!11, !309, !11}
