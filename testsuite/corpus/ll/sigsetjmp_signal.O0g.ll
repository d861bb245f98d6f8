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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !63 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.sigaction, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !168)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 152, i1 false), !dbg !169
  %6 = getelementptr inbounds %struct.sigaction, ptr %2, i32 0, i32 0, !dbg !170
  store ptr @on_usr1, ptr %6, align 8, !dbg !171
  %7 = getelementptr inbounds %struct.sigaction, ptr %2, i32 0, i32 1, !dbg !172
  %8 = call i32 @sigemptyset(ptr noundef %7) #6, !dbg !173
  %9 = call i32 @sigaction(i32 noundef 10, ptr noundef %2, ptr noundef null) #6, !dbg !174
  %10 = getelementptr inbounds %struct.sigaction, ptr %2, i32 0, i32 0, !dbg !175
  store ptr @on_usr2, ptr %10, align 8, !dbg !176
  %11 = call i32 @sigaction(i32 noundef 12, ptr noundef %2, ptr noundef null) #6, !dbg !177
    #dbg_declare(ptr %3, !178, !DIExpression(), !180)
  store i32 0, ptr %3, align 4, !dbg !180
  br label %12, !dbg !181

12:                                               ; preds = %17, %0
  %13 = load i32, ptr %3, align 4, !dbg !182
  %14 = icmp slt i32 %13, 5, !dbg !184
  br i1 %14, label %15, label %20, !dbg !185

15:                                               ; preds = %12
  %16 = call i32 @raise(i32 noundef 10) #6, !dbg !186
  br label %17, !dbg !186

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4, !dbg !187
  %19 = add nsw i32 %18, 1, !dbg !187
  store i32 %19, ptr %3, align 4, !dbg !187
  br label %12, !dbg !188, !llvm.loop !189

20:                                               ; preds = %12
  %21 = load volatile i32, ptr @got1, align 4, !dbg !192
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21), !dbg !193
    #dbg_declare(ptr %4, !194, !DIExpression(), !196)
  store volatile i32 0, ptr %4, align 4, !dbg !196
    #dbg_declare(ptr %5, !197, !DIExpression(), !198)
  %23 = call i32 @__sigsetjmp(ptr noundef @env, i32 noundef 1) #7, !dbg !199
  store i32 %23, ptr %5, align 4, !dbg !198
  %24 = load i32, ptr %5, align 4, !dbg !200
  %25 = icmp eq i32 %24, 0, !dbg !202
  br i1 %25, label %26, label %28, !dbg !203

26:                                               ; preds = %20
  store volatile i32 1, ptr %4, align 4, !dbg !204
  %27 = call i32 @nested(i32 noundef 50), !dbg !206
  store volatile i32 2, ptr %4, align 4, !dbg !207
  br label %28, !dbg !208

28:                                               ; preds = %26, %20
  %29 = load i32, ptr %5, align 4, !dbg !209
  %30 = icmp eq i32 %29, 12, !dbg !210
  %31 = zext i1 %30 to i32, !dbg !210
  %32 = load volatile i32, ptr %4, align 4, !dbg !211
  %33 = load volatile i32, ptr @got2, align 4, !dbg !212
  %34 = call i32 @usr2_blocked(), !dbg !213
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34), !dbg !214
  %36 = call i32 @__sigsetjmp(ptr noundef @env, i32 noundef 0) #7, !dbg !215
  store i32 %36, ptr %5, align 4, !dbg !216
  %37 = load i32, ptr %5, align 4, !dbg !217
  %38 = icmp eq i32 %37, 0, !dbg !219
  br i1 %38, label %39, label %41, !dbg !220

39:                                               ; preds = %28
  store volatile i32 3, ptr %4, align 4, !dbg !221
  %40 = call i32 @nested(i32 noundef 5), !dbg !223
  br label %41, !dbg !224

41:                                               ; preds = %39, %28
  %42 = load i32, ptr %5, align 4, !dbg !225
  %43 = icmp eq i32 %42, 12, !dbg !226
  %44 = zext i1 %43 to i32, !dbg !226
  %45 = load volatile i32, ptr %4, align 4, !dbg !227
  %46 = load volatile i32, ptr @got2, align 4, !dbg !228
  %47 = call i32 @usr2_blocked(), !dbg !229
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47), !dbg !230
  %49 = load volatile i32, ptr @got1, align 4, !dbg !231
  %50 = mul nsw i32 %49, 10, !dbg !232
  %51 = load volatile i32, ptr @got2, align 4, !dbg !233
  %52 = add nsw i32 %50, %51, !dbg !234
  ret i32 %52, !dbg !235
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @on_usr1(i32 noundef %0) #0 !dbg !236 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !237, !DIExpression(), !238)
  %3 = load i32, ptr %2, align 4, !dbg !239
  %4 = icmp eq i32 %3, 10, !dbg !240
  %5 = zext i1 %4 to i32, !dbg !240
  %6 = load volatile i32, ptr @got1, align 4, !dbg !241
  %7 = add nsw i32 %6, %5, !dbg !241
  store volatile i32 %7, ptr @got1, align 4, !dbg !241
  ret void, !dbg !242
}

; Function Attrs: nounwind
declare i32 @sigemptyset(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sigaction(i32 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @on_usr2(i32 noundef %0) #0 !dbg !243 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !244, !DIExpression(), !245)
  %3 = load volatile i32, ptr @got2, align 4, !dbg !246
  %4 = add nsw i32 %3, 1, !dbg !246
  store volatile i32 %4, ptr @got2, align 4, !dbg !246
  %5 = load i32, ptr %2, align 4, !dbg !247
  call void @siglongjmp(ptr noundef @env, i32 noundef %5) #8, !dbg !248
  unreachable, !dbg !248
}

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nested(i32 noundef %0) #0 !dbg !249 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !252, !DIExpression(), !253)
  %4 = load i32, ptr %3, align 4, !dbg !254
  %5 = icmp eq i32 %4, 0, !dbg !256
  br i1 %5, label %6, label %8, !dbg !257

6:                                                ; preds = %1
  %7 = call i32 @raise(i32 noundef 12) #6, !dbg !258
  store i32 -1, ptr %2, align 4, !dbg !260
  br label %13, !dbg !260

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !261
  %10 = sub nsw i32 %9, 1, !dbg !262
  %11 = call i32 @nested(i32 noundef %10), !dbg !263
  %12 = add nsw i32 %11, 1, !dbg !264
  store i32 %12, ptr %2, align 4, !dbg !265
  br label %13, !dbg !265

13:                                               ; preds = %8, %6
  %14 = load i32, ptr %2, align 4, !dbg !266
  ret i32 %14, !dbg !266
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @usr2_blocked() #0 !dbg !267 {
  %1 = alloca %struct.__sigset_t, align 8
    #dbg_declare(ptr %1, !268, !DIExpression(), !271)
  %2 = call i32 @sigprocmask(i32 noundef 0, ptr noundef null, ptr noundef %1) #6, !dbg !272
  %3 = call i32 @sigismember(ptr noundef %1, i32 noundef 12) #6, !dbg !273
  ret i32 %3, !dbg !274
}

; Function Attrs: noreturn nounwind
declare void @siglongjmp(ptr noundef, i32 noundef) #5

; Function Attrs: nounwind
declare i32 @sigprocmask(i32 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sigismember(ptr noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }

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
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
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
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !64, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !65)
!64 = !DISubroutineType(types: !10)
!65 = !{}
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
!168 = !DILocation(line: 20, column: 22, scope: !63)
!169 = !DILocation(line: 21, column: 5, scope: !63)
!170 = !DILocation(line: 22, column: 8, scope: !63)
!171 = !DILocation(line: 22, column: 19, scope: !63)
!172 = !DILocation(line: 23, column: 21, scope: !63)
!173 = !DILocation(line: 23, column: 5, scope: !63)
!174 = !DILocation(line: 24, column: 5, scope: !63)
!175 = !DILocation(line: 25, column: 8, scope: !63)
!176 = !DILocation(line: 25, column: 19, scope: !63)
!177 = !DILocation(line: 26, column: 5, scope: !63)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 27, type: !11)
!179 = distinct !DILexicalBlock(scope: !63, file: !2, line: 27, column: 5)
!180 = !DILocation(line: 27, column: 14, scope: !179)
!181 = !DILocation(line: 27, column: 10, scope: !179)
!182 = !DILocation(line: 27, column: 21, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 27, column: 5)
!184 = !DILocation(line: 27, column: 23, scope: !183)
!185 = !DILocation(line: 27, column: 5, scope: !179)
!186 = !DILocation(line: 27, column: 33, scope: !183)
!187 = !DILocation(line: 27, column: 29, scope: !183)
!188 = !DILocation(line: 27, column: 5, scope: !183)
!189 = distinct !{!189, !185, !190, !191}
!190 = !DILocation(line: 27, column: 46, scope: !179)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !DILocation(line: 28, column: 30, scope: !63)
!193 = !DILocation(line: 28, column: 5, scope: !63)
!194 = !DILocalVariable(name: "phase", scope: !63, file: !2, line: 29, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!196 = !DILocation(line: 29, column: 18, scope: !63)
!197 = !DILocalVariable(name: "r", scope: !63, file: !2, line: 30, type: !11)
!198 = !DILocation(line: 30, column: 9, scope: !63)
!199 = !DILocation(line: 30, column: 13, scope: !63)
!200 = !DILocation(line: 31, column: 9, scope: !201)
!201 = distinct !DILexicalBlock(scope: !63, file: !2, line: 31, column: 9)
!202 = !DILocation(line: 31, column: 11, scope: !201)
!203 = !DILocation(line: 31, column: 9, scope: !63)
!204 = !DILocation(line: 31, column: 25, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !2, line: 31, column: 17)
!206 = !DILocation(line: 31, column: 30, scope: !205)
!207 = !DILocation(line: 31, column: 48, scope: !205)
!208 = !DILocation(line: 31, column: 53, scope: !205)
!209 = !DILocation(line: 32, column: 79, scope: !63)
!210 = !DILocation(line: 32, column: 81, scope: !63)
!211 = !DILocation(line: 32, column: 93, scope: !63)
!212 = !DILocation(line: 32, column: 105, scope: !63)
!213 = !DILocation(line: 32, column: 111, scope: !63)
!214 = !DILocation(line: 32, column: 5, scope: !63)
!215 = !DILocation(line: 33, column: 9, scope: !63)
!216 = !DILocation(line: 33, column: 7, scope: !63)
!217 = !DILocation(line: 34, column: 9, scope: !218)
!218 = distinct !DILexicalBlock(scope: !63, file: !2, line: 34, column: 9)
!219 = !DILocation(line: 34, column: 11, scope: !218)
!220 = !DILocation(line: 34, column: 9, scope: !63)
!221 = !DILocation(line: 34, column: 25, scope: !222)
!222 = distinct !DILexicalBlock(scope: !218, file: !2, line: 34, column: 17)
!223 = !DILocation(line: 34, column: 30, scope: !222)
!224 = !DILocation(line: 34, column: 41, scope: !222)
!225 = !DILocation(line: 35, column: 79, scope: !63)
!226 = !DILocation(line: 35, column: 81, scope: !63)
!227 = !DILocation(line: 35, column: 93, scope: !63)
!228 = !DILocation(line: 35, column: 105, scope: !63)
!229 = !DILocation(line: 35, column: 111, scope: !63)
!230 = !DILocation(line: 35, column: 5, scope: !63)
!231 = !DILocation(line: 36, column: 17, scope: !63)
!232 = !DILocation(line: 36, column: 22, scope: !63)
!233 = !DILocation(line: 36, column: 34, scope: !63)
!234 = !DILocation(line: 36, column: 27, scope: !63)
!235 = !DILocation(line: 36, column: 5, scope: !63)
!236 = distinct !DISubprogram(name: "on_usr1", scope: !2, file: !2, line: 14, type: !77, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !65)
!237 = !DILocalVariable(name: "sig", arg: 1, scope: !236, file: !2, line: 14, type: !11)
!238 = !DILocation(line: 14, column: 25, scope: !236)
!239 = !DILocation(line: 14, column: 40, scope: !236)
!240 = !DILocation(line: 14, column: 44, scope: !236)
!241 = !DILocation(line: 14, column: 37, scope: !236)
!242 = !DILocation(line: 14, column: 56, scope: !236)
!243 = distinct !DISubprogram(name: "on_usr2", scope: !2, file: !2, line: 15, type: !77, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !65)
!244 = !DILocalVariable(name: "sig", arg: 1, scope: !243, file: !2, line: 15, type: !11)
!245 = !DILocation(line: 15, column: 25, scope: !243)
!246 = !DILocation(line: 15, column: 36, scope: !243)
!247 = !DILocation(line: 15, column: 56, scope: !243)
!248 = !DILocation(line: 15, column: 40, scope: !243)
!249 = distinct !DISubprogram(name: "nested", scope: !2, file: !2, line: 16, type: !250, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !65)
!250 = !DISubroutineType(types: !251)
!251 = !{!11, !11}
!252 = !DILocalVariable(name: "n", arg: 1, scope: !249, file: !2, line: 16, type: !11)
!253 = !DILocation(line: 16, column: 49, scope: !249)
!254 = !DILocation(line: 16, column: 58, scope: !255)
!255 = distinct !DILexicalBlock(scope: !249, file: !2, line: 16, column: 58)
!256 = !DILocation(line: 16, column: 60, scope: !255)
!257 = !DILocation(line: 16, column: 58, scope: !249)
!258 = !DILocation(line: 16, column: 68, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !2, line: 16, column: 66)
!260 = !DILocation(line: 16, column: 84, scope: !259)
!261 = !DILocation(line: 16, column: 111, scope: !249)
!262 = !DILocation(line: 16, column: 113, scope: !249)
!263 = !DILocation(line: 16, column: 104, scope: !249)
!264 = !DILocation(line: 16, column: 118, scope: !249)
!265 = !DILocation(line: 16, column: 97, scope: !249)
!266 = !DILocation(line: 16, column: 123, scope: !249)
!267 = distinct !DISubprogram(name: "usr2_blocked", scope: !2, file: !2, line: 17, type: !64, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !65)
!268 = !DILocalVariable(name: "cur", scope: !267, file: !2, line: 17, type: !269)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "sigset_t", file: !270, line: 7, baseType: !44)
!270 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "c2b978aaf49d5c0e2b1e9c2e1b7f7848")
!271 = !DILocation(line: 17, column: 42, scope: !267)
!272 = !DILocation(line: 17, column: 47, scope: !267)
!273 = !DILocation(line: 17, column: 90, scope: !267)
!274 = !DILocation(line: 17, column: 83, scope: !267)
