; ModuleID = 'programs/inline_asm_goto_outputs.c'
source_filename = "programs/inline_asm_goto_outputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.buf = private unnamed_addr constant [5 x i8] c"\05\06\07\00\09", align 1
@.str = private unnamed_addr constant [15 x i8] c"%d %d %ld %ld\0A\00", align 1, !dbg !0

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define dso_local i32 @sub_or_neg(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !22, !DIExpression(), !26)
    #dbg_value(i32 %1, !23, !DIExpression(), !26)
    #dbg_value(i32 %0, !24, !DIExpression(), !26)
  %3 = callbr i32 asm "subl $1, $0\0A\09js ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %1, i32 %0) #6
          to label %6 [label %4], !dbg !27, !srcloc !28

4:                                                ; preds = %2
    #dbg_value(i32 %3, !24, !DIExpression(), !26)
    #dbg_label(!25, !29)
  %5 = mul nsw i32 %3, 100, !dbg !30
  br label %6, !dbg !31

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ %3, %2 ], !dbg !26
  ret i32 %7, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @find_zero_byte(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 !dbg !33 {
    #dbg_value(ptr %0, !41, !DIExpression(), !46)
    #dbg_value(i64 %1, !42, !DIExpression(), !46)
    #dbg_value(i64 0, !43, !DIExpression(), !46)
  %3 = callbr i64 asm "1:\0A\09cmpq $2, $0\0A\09jae ${4:l}\0A\09cmpb $$0, ($1,$0)\0A\09je ${5:l}\0A\09incq $0\0A\09jmp 1b", "=r,r,r,0,!i,!i,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0, i64 %1, i64 0) #7
          to label %7 [label %4, label %6], !dbg !47, !srcloc !48

4:                                                ; preds = %2
    #dbg_value(i64 %3, !43, !DIExpression(), !46)
    #dbg_label(!44, !49)
  %5 = sub nsw i64 -1000, %3, !dbg !50
  br label %7, !dbg !51

6:                                                ; preds = %2
    #dbg_value(i64 %3, !43, !DIExpression(), !46)
    #dbg_label(!45, !52)
  br label %7, !dbg !53

7:                                                ; preds = %2, %6, %4
  %8 = phi i64 [ %3, %6 ], [ %5, %4 ], [ -2, %2 ], !dbg !46
  ret i64 %8, !dbg !54
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !55 {
  %1 = alloca [5 x i8], align 1, !DIAssignID !63
    #dbg_assign(i1 undef, !59, !DIExpression(), !63, ptr %1, !DIExpression(), !64)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #7, !dbg !65
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %1, ptr noundef nonnull align 1 dereferenceable(5) @__const.main.buf, i64 5, i1 false), !dbg !66, !DIAssignID !67
    #dbg_assign(i1 undef, !59, !DIExpression(), !67, ptr %1, !DIExpression(), !64)
  %2 = tail call i32 @sub_or_neg(i32 noundef 10, i32 noundef 3), !dbg !68
  %3 = tail call i32 @sub_or_neg(i32 noundef 3, i32 noundef 10), !dbg !69
  %4 = call i64 @find_zero_byte(ptr noundef nonnull %1, i64 noundef 5), !dbg !70
  %5 = call i64 @find_zero_byte(ptr noundef nonnull %1, i64 noundef 3), !dbg !71
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5), !dbg !72
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #7, !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare !dbg !75 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_goto_outputs.c", directory: ".", checksumkind: CSK_MD5, checksum: "92ea6fe53653104a39d28b46f9439075")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "sub_or_neg", scope: !2, file: !2, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22, !23, !24, !25}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !2, line: 4, type: !20)
!23 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !2, line: 4, type: !20)
!24 = !DILocalVariable(name: "r", scope: !17, file: !2, line: 5, type: !20)
!25 = !DILabel(scope: !17, name: "neg", file: !2, line: 8)
!26 = !DILocation(line: 0, scope: !17)
!27 = !DILocation(line: 6, column: 5, scope: !17)
!28 = !{i64 284, i64 298}
!29 = !DILocation(line: 8, column: 1, scope: !17)
!30 = !DILocation(line: 9, column: 14, scope: !17)
!31 = !DILocation(line: 9, column: 5, scope: !17)
!32 = !DILocation(line: 10, column: 1, scope: !17)
!33 = distinct !DISubprogram(name: "find_zero_byte", scope: !2, file: !2, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !40)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !37, !36}
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !{!41, !42, !43, !44, !45}
!41 = !DILocalVariable(name: "p", arg: 1, scope: !33, file: !2, line: 11, type: !37)
!42 = !DILocalVariable(name: "n", arg: 2, scope: !33, file: !2, line: 11, type: !36)
!43 = !DILocalVariable(name: "i", scope: !33, file: !2, line: 12, type: !36)
!44 = !DILabel(scope: !33, name: "none", file: !2, line: 15)
!45 = !DILabel(scope: !33, name: "found", file: !2, line: 17)
!46 = !DILocation(line: 0, scope: !33)
!47 = !DILocation(line: 13, column: 5, scope: !33)
!48 = !{i64 496, i64 501, i64 516, i64 532, i64 552, i64 568, i64 579}
!49 = !DILocation(line: 15, column: 1, scope: !33)
!50 = !DILocation(line: 16, column: 18, scope: !33)
!51 = !DILocation(line: 16, column: 5, scope: !33)
!52 = !DILocation(line: 17, column: 1, scope: !33)
!53 = !DILocation(line: 18, column: 5, scope: !33)
!54 = !DILocation(line: 19, column: 1, scope: !33)
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !56, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!20}
!58 = !{!59}
!59 = !DILocalVariable(name: "buf", scope: !55, file: !2, line: 21, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 40, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 5)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 0, scope: !55)
!65 = !DILocation(line: 21, column: 5, scope: !55)
!66 = !DILocation(line: 21, column: 19, scope: !55)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 22, column: 31, scope: !55)
!69 = !DILocation(line: 22, column: 50, scope: !55)
!70 = !DILocation(line: 22, column: 69, scope: !55)
!71 = !DILocation(line: 22, column: 93, scope: !55)
!72 = !DILocation(line: 22, column: 5, scope: !55)
!73 = !DILocation(line: 24, column: 1, scope: !55)
!74 = !DILocation(line: 23, column: 5, scope: !55)
!75 = !DISubprogram(name: "printf", scope: !76, file: !76, line: 356, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!77 = !DISubroutineType(types: !78)
!78 = !{!20, !79, null}
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
