; ModuleID = 'programs/inline_asm_module_asm.c'
source_filename = "programs/inline_asm_module_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_add3"
module asm ".type asm_add3,@function"
module asm "asm_add3:"
module asm "  leaq (%rdi,%rsi), %rax"
module asm "  addq %rdx, %rax"
module asm "  ret"
module asm ".size asm_add3, .-asm_add3"
module asm ""
module asm ".p2align 4"
module asm "asm_square_local:"
module asm "  movq %rdi, %rax"
module asm "  imulq %rdi, %rax"
module asm "  ret"
module asm ".globl asm_sum_squares"
module asm ".type asm_sum_squares,@function"
module asm "asm_sum_squares:"
module asm "  pushq %rbx"
module asm "  pushq %r12"
module asm "  pushq %r13"
module asm "  movq %rdi, %r12"
module asm "  xorl %ebx, %ebx"
module asm "  xorl %r13d, %r13d"
module asm "1:"
module asm "  cmpq %r12, %rbx"
module asm "  jae 2f"
module asm "  movq %rbx, %rdi"
module asm "  call asm_square_local"
module asm "  addq %rax, %r13"
module asm "  incq %rbx"
module asm "  jmp 1b"
module asm "2:"
module asm "  incl asm_calls(%rip)"
module asm "  movq %r13, %rax"
module asm "  popq %r13"
module asm "  popq %r12"
module asm "  popq %rbx"
module asm "  ret"
module asm ".globl asm_lookup"
module asm ".type asm_lookup,@function"
module asm "asm_lookup:"
module asm "  andl $7, %edi"
module asm "  leaq asm_table(%rip), %rax"
module asm "  movl (%rax,%rdi,4), %eax"
module asm "  ret"
module asm ".globl asm_call_back"
module asm ".type asm_call_back,@function"
module asm "asm_call_back:"
module asm "  subq $8, %rsp"
module asm "  call c_callback"
module asm "  addq $8, %rsp"
module asm "  incl %eax"
module asm "  ret"
module asm ".section .rodata"
module asm ".p2align 2"
module asm "asm_table:"
module asm "  .long 2, 3, 5, 7, 11, 13, 17, 19"
module asm ".data"
module asm ".globl asm_calls"
module asm ".p2align 2"
module asm "asm_calls:"
module asm "  .long 100"
module asm ".globl asm_message"
module asm "asm_message:"
module asm "  .asciz \22hello from module asm\22"
module asm ".bss"
module asm ".globl asm_scratch"
module asm ".p2align 4"
module asm "asm_scratch:"
module asm "  .zero 64"
module asm ".text"

@.str = private unnamed_addr constant [42 x i8] c"add3=%ld sum_squares(10)=%llu (100)=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"lookup:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [37 x i8] c"\0Acall_back=%d calls=%d message='%s'\0A\00", align 1, !dbg !17
@asm_calls = external local_unnamed_addr global i32, align 4
@asm_message = external global [0 x i8], align 1
@asm_scratch = external local_unnamed_addr global [64 x i8], align 16
@.str.4 = private unnamed_addr constant [25 x i8] c"scratch zero=%d then %d\0A\00", align 1, !dbg !22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @c_callback(i32 noundef %0) local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i32 %0, !44, !DIExpression(), !45)
  %2 = mul nsw i32 %0, 10, !dbg !46
  ret i32 %2, !dbg !47
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !48 {
  %1 = tail call i64 @asm_add3(i64 noundef 1, i64 noundef 20, i64 noundef 300) #4, !dbg !57
  %2 = tail call i64 @asm_sum_squares(i64 noundef 10) #4, !dbg !58
  %3 = tail call i64 @asm_sum_squares(i64 noundef 100) #4, !dbg !59
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2, i64 noundef %3), !dbg !60
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !61
    #dbg_value(i32 0, !52, !DIExpression(), !62)
  %6 = tail call i32 @asm_lookup(i32 noundef 0) #4, !dbg !63
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6), !dbg !65
    #dbg_value(i32 1, !52, !DIExpression(), !62)
  %8 = tail call i32 @asm_lookup(i32 noundef 1) #4, !dbg !63
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8), !dbg !65
    #dbg_value(i32 2, !52, !DIExpression(), !62)
  %10 = tail call i32 @asm_lookup(i32 noundef 2) #4, !dbg !63
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10), !dbg !65
    #dbg_value(i32 3, !52, !DIExpression(), !62)
  %12 = tail call i32 @asm_lookup(i32 noundef 3) #4, !dbg !63
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12), !dbg !65
    #dbg_value(i32 4, !52, !DIExpression(), !62)
  %14 = tail call i32 @asm_lookup(i32 noundef 4) #4, !dbg !63
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14), !dbg !65
    #dbg_value(i32 5, !52, !DIExpression(), !62)
  %16 = tail call i32 @asm_lookup(i32 noundef 5) #4, !dbg !63
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16), !dbg !65
    #dbg_value(i32 6, !52, !DIExpression(), !62)
  %18 = tail call i32 @asm_lookup(i32 noundef 6) #4, !dbg !63
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18), !dbg !65
    #dbg_value(i32 7, !52, !DIExpression(), !62)
  %20 = tail call i32 @asm_lookup(i32 noundef 7) #4, !dbg !63
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20), !dbg !65
    #dbg_value(i32 8, !52, !DIExpression(), !62)
  %22 = tail call i32 @asm_lookup(i32 noundef 8) #4, !dbg !63
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22), !dbg !65
    #dbg_value(i32 9, !52, !DIExpression(), !62)
  %24 = tail call i32 @asm_lookup(i32 noundef 9) #4, !dbg !63
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24), !dbg !65
    #dbg_value(i32 10, !52, !DIExpression(), !62)
  %26 = tail call i32 @asm_call_back(i32 noundef 4) #4, !dbg !66
  %27 = load i32, ptr @asm_calls, align 4, !dbg !67, !tbaa !68
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26, i32 noundef %27, ptr noundef nonnull @asm_message), !dbg !72
    #dbg_value(i32 1, !54, !DIExpression(), !73)
    #dbg_value(i32 0, !55, !DIExpression(), !74)
  %29 = load <4 x i8>, ptr @asm_scratch, align 16, !dbg !75, !tbaa !77
  %30 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 4), align 4, !dbg !75, !tbaa !77
  %31 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 8), align 8, !dbg !75, !tbaa !77
  %32 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 12), align 4, !dbg !75, !tbaa !77
  %33 = or <4 x i8> %29, %31
  %34 = or <4 x i8> %30, %32
  %35 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 16), align 16, !dbg !75, !tbaa !77
  %36 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 20), align 4, !dbg !75, !tbaa !77
  %37 = or <4 x i8> %33, %35
  %38 = or <4 x i8> %34, %36
  %39 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 24), align 8, !dbg !75, !tbaa !77
  %40 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 28), align 4, !dbg !75, !tbaa !77
  %41 = or <4 x i8> %37, %39
  %42 = or <4 x i8> %38, %40
  %43 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 32), align 16, !dbg !75, !tbaa !77
  %44 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 36), align 4, !dbg !75, !tbaa !77
  %45 = or <4 x i8> %41, %43
  %46 = or <4 x i8> %42, %44
  %47 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 40), align 8, !dbg !75, !tbaa !77
  %48 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 44), align 4, !dbg !75, !tbaa !77
  %49 = or <4 x i8> %45, %47
  %50 = or <4 x i8> %46, %48
  %51 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 48), align 16, !dbg !75, !tbaa !77
  %52 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 52), align 4, !dbg !75, !tbaa !77
  %53 = or <4 x i8> %49, %51
  %54 = or <4 x i8> %50, %52
  %55 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 56), align 8, !dbg !75, !tbaa !77
  %56 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 60), align 4, !dbg !75, !tbaa !77
  %57 = or <4 x i8> %53, %55
  %58 = or <4 x i8> %54, %56
  %59 = or <4 x i8> %58, %57, !dbg !78
  %60 = freeze <4 x i8> %59, !dbg !78
  %61 = bitcast <4 x i8> %60 to i32, !dbg !78
  %62 = icmp eq i32 %61, 0, !dbg !78
  %63 = zext i1 %62 to i32, !dbg !78
  store i8 42, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 5), align 1, !dbg !79, !tbaa !77
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %63, i32 noundef 42), !dbg !80
  %65 = load i32, ptr @asm_calls, align 4, !dbg !81, !tbaa !68
  ret i32 %65, !dbg !82
}

; Function Attrs: nofree nounwind
declare !dbg !83 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare !dbg !90 i64 @asm_add3(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare !dbg !94 i64 @asm_sum_squares(i64 noundef) local_unnamed_addr #3

declare !dbg !102 i32 @asm_lookup(i32 noundef) local_unnamed_addr #3

declare !dbg !103 i32 @asm_call_back(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_module_asm.c", directory: ".", checksumkind: CSK_MD5, checksum: "fa57022fde49885ac61d882cef78c65c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 42)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 37)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "c_callback", scope: !2, file: !2, line: 89, type: !40, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42, !42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44}
!44 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !2, line: 89, type: !42)
!45 = !DILocation(line: 0, scope: !39)
!46 = !DILocation(line: 89, column: 34, scope: !39)
!47 = !DILocation(line: 89, column: 25, scope: !39)
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 91, type: !49, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!42}
!51 = !{!52, !54, !55}
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 94, type: !42)
!53 = distinct !DILexicalBlock(scope: !48, file: !2, line: 94, column: 5)
!54 = !DILocalVariable(name: "zero", scope: !48, file: !2, line: 96, type: !42)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 97, type: !42)
!56 = distinct !DILexicalBlock(scope: !48, file: !2, line: 97, column: 5)
!57 = !DILocation(line: 92, column: 58, scope: !48)
!58 = !DILocation(line: 92, column: 100, scope: !48)
!59 = !DILocation(line: 92, column: 141, scope: !48)
!60 = !DILocation(line: 92, column: 5, scope: !48)
!61 = !DILocation(line: 93, column: 5, scope: !48)
!62 = !DILocation(line: 0, scope: !53)
!63 = !DILocation(line: 94, column: 48, scope: !64)
!64 = distinct !DILexicalBlock(scope: !53, file: !2, line: 94, column: 5)
!65 = !DILocation(line: 94, column: 34, scope: !64)
!66 = !DILocation(line: 95, column: 54, scope: !48)
!67 = !DILocation(line: 95, column: 72, scope: !48)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 95, column: 5, scope: !48)
!73 = !DILocation(line: 0, scope: !48)
!74 = !DILocation(line: 0, scope: !56)
!75 = !DILocation(line: 97, column: 42, scope: !76)
!76 = distinct !DILexicalBlock(scope: !56, file: !2, line: 97, column: 5)
!77 = !{!70, !70, i64 0}
!78 = !DILocation(line: 97, column: 5, scope: !56)
!79 = !DILocation(line: 98, column: 20, scope: !48)
!80 = !DILocation(line: 99, column: 5, scope: !48)
!81 = !DILocation(line: 100, column: 12, scope: !48)
!82 = !DILocation(line: 100, column: 5, scope: !48)
!83 = !DISubprogram(name: "printf", scope: !84, file: !84, line: 356, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!85 = !DISubroutineType(types: !86)
!86 = !{!42, !87, null}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!90 = !DISubprogram(name: "asm_add3", scope: !2, file: !2, line: 81, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !93, !93, !93}
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DISubprogram(name: "asm_sum_squares", scope: !2, file: !2, line: 82, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !98, line: 27, baseType: !99)
!98 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !100, line: 45, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !DISubprogram(name: "asm_lookup", scope: !2, file: !2, line: 83, type: !40, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubprogram(name: "asm_call_back", scope: !2, file: !2, line: 84, type: !40, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
