; ModuleID = 'programs/inline_asm_goto_outputs.c'
source_filename = "programs/inline_asm_goto_outputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.buf = private unnamed_addr constant [5 x i8] c"\05\06\07\00\09", align 1
@.str = private unnamed_addr constant [15 x i8] c"%d %d %ld %ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sub_or_neg(i32 noundef %0, i32 noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !24, !DIExpression(), !25)
    #dbg_declare(ptr %6, !26, !DIExpression(), !27)
  %7 = load i32, ptr %4, align 4, !dbg !28
  store i32 %7, ptr %6, align 4, !dbg !27
  %8 = load i32, ptr %6, align 4, !dbg !29
  %9 = load i32, ptr %5, align 4, !dbg !30
  %10 = callbr i32 asm "subl $1, $0\0A\09js ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %8) #3
          to label %11 [label %13], !dbg !29, !srcloc !31

11:                                               ; preds = %2
  store i32 %10, ptr %6, align 4, !dbg !29
  %12 = load i32, ptr %6, align 4, !dbg !32
  store i32 %12, ptr %3, align 4, !dbg !33
  br label %17, !dbg !33

13:                                               ; preds = %2
  store i32 %10, ptr %6, align 4, !dbg !29
  br label %14, !dbg !29

14:                                               ; preds = %13
    #dbg_label(!34, !35)
  %15 = load i32, ptr %6, align 4, !dbg !36
  %16 = mul nsw i32 %15, 100, !dbg !37
  store i32 %16, ptr %3, align 4, !dbg !38
  br label %17, !dbg !38

17:                                               ; preds = %14, %11
  %18 = load i32, ptr %3, align 4, !dbg !39
  ret i32 %18, !dbg !39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @find_zero_byte(ptr noundef %0, i64 noundef %1) #0 !dbg !40 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !47, !DIExpression(), !48)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !49, !DIExpression(), !50)
    #dbg_declare(ptr %6, !51, !DIExpression(), !52)
  store i64 0, ptr %6, align 8, !dbg !52
  %7 = load i64, ptr %6, align 8, !dbg !53
  %8 = load ptr, ptr %4, align 8, !dbg !54
  %9 = load i64, ptr %5, align 8, !dbg !55
  %10 = callbr i64 asm "1:\0A\09cmpq $2, $0\0A\09jae ${4:l}\0A\09cmpb $$0, ($1,$0)\0A\09je ${5:l}\0A\09incq $0\0A\09jmp 1b", "=r,r,r,0,!i,!i,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %8, i64 %9, i64 %7) #4
          to label %11 [label %12, label %13], !dbg !53, !srcloc !56

11:                                               ; preds = %2
  store i64 %10, ptr %6, align 8, !dbg !53
  store i64 -2, ptr %3, align 8, !dbg !57
  br label %19, !dbg !57

12:                                               ; preds = %2
  store i64 %10, ptr %6, align 8, !dbg !53
  br label %14, !dbg !53

13:                                               ; preds = %2
  store i64 %10, ptr %6, align 8, !dbg !53
  br label %17, !dbg !53

14:                                               ; preds = %12
    #dbg_label(!58, !59)
  %15 = load i64, ptr %6, align 8, !dbg !60
  %16 = sub nsw i64 -1000, %15, !dbg !61
  store i64 %16, ptr %3, align 8, !dbg !62
  br label %19, !dbg !62

17:                                               ; preds = %13
    #dbg_label(!63, !64)
  %18 = load i64, ptr %6, align 8, !dbg !65
  store i64 %18, ptr %3, align 8, !dbg !66
  br label %19, !dbg !66

19:                                               ; preds = %17, %14, %11
  %20 = load i64, ptr %3, align 8, !dbg !67
  ret i64 %20, !dbg !67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i8], align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !75)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.buf, i64 5, i1 false), !dbg !75
  %3 = call i32 @sub_or_neg(i32 noundef 10, i32 noundef 3), !dbg !76
  %4 = call i32 @sub_or_neg(i32 noundef 3, i32 noundef 10), !dbg !77
  %5 = getelementptr inbounds [5 x i8], ptr %2, i64 0, i64 0, !dbg !78
  %6 = call i64 @find_zero_byte(ptr noundef %5, i64 noundef 5), !dbg !79
  %7 = getelementptr inbounds [5 x i8], ptr %2, i64 0, i64 0, !dbg !80
  %8 = call i64 @find_zero_byte(ptr noundef %7, i64 noundef 3), !dbg !81
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %4, i64 noundef %6, i64 noundef %8), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }

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
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "sub_or_neg", scope: !2, file: !2, line: 4, type: !18, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !2, line: 4, type: !20)
!23 = !DILocation(line: 4, column: 46, scope: !17)
!24 = !DILocalVariable(name: "b", arg: 2, scope: !17, file: !2, line: 4, type: !20)
!25 = !DILocation(line: 4, column: 53, scope: !17)
!26 = !DILocalVariable(name: "r", scope: !17, file: !2, line: 5, type: !20)
!27 = !DILocation(line: 5, column: 9, scope: !17)
!28 = !DILocation(line: 5, column: 13, scope: !17)
!29 = !DILocation(line: 6, column: 5, scope: !17)
!30 = !DILocation(line: 6, column: 58, scope: !17)
!31 = !{i64 284, i64 298}
!32 = !DILocation(line: 7, column: 12, scope: !17)
!33 = !DILocation(line: 7, column: 5, scope: !17)
!34 = !DILabel(scope: !17, name: "neg", file: !2, line: 8)
!35 = !DILocation(line: 8, column: 1, scope: !17)
!36 = !DILocation(line: 9, column: 12, scope: !17)
!37 = !DILocation(line: 9, column: 14, scope: !17)
!38 = !DILocation(line: 9, column: 5, scope: !17)
!39 = !DILocation(line: 10, column: 1, scope: !17)
!40 = distinct !DISubprogram(name: "find_zero_byte", scope: !2, file: !2, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !21)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !44, !43}
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!47 = !DILocalVariable(name: "p", arg: 1, scope: !40, file: !2, line: 11, type: !44)
!48 = !DILocation(line: 11, column: 68, scope: !40)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !40, file: !2, line: 11, type: !43)
!50 = !DILocation(line: 11, column: 76, scope: !40)
!51 = !DILocalVariable(name: "i", scope: !40, file: !2, line: 12, type: !43)
!52 = !DILocation(line: 12, column: 10, scope: !40)
!53 = !DILocation(line: 13, column: 5, scope: !40)
!54 = !DILocation(line: 13, column: 123, scope: !40)
!55 = !DILocation(line: 13, column: 131, scope: !40)
!56 = !{i64 496, i64 501, i64 516, i64 532, i64 552, i64 568, i64 579}
!57 = !DILocation(line: 14, column: 5, scope: !40)
!58 = !DILabel(scope: !40, name: "none", file: !2, line: 15)
!59 = !DILocation(line: 15, column: 1, scope: !40)
!60 = !DILocation(line: 16, column: 20, scope: !40)
!61 = !DILocation(line: 16, column: 18, scope: !40)
!62 = !DILocation(line: 16, column: 5, scope: !40)
!63 = !DILabel(scope: !40, name: "found", file: !2, line: 17)
!64 = !DILocation(line: 17, column: 1, scope: !40)
!65 = !DILocation(line: 18, column: 12, scope: !40)
!66 = !DILocation(line: 18, column: 5, scope: !40)
!67 = !DILocation(line: 19, column: 1, scope: !40)
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !69, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !21)
!69 = !DISubroutineType(types: !70)
!70 = !{!20}
!71 = !DILocalVariable(name: "buf", scope: !68, file: !2, line: 21, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 40, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 5)
!75 = !DILocation(line: 21, column: 19, scope: !68)
!76 = !DILocation(line: 22, column: 31, scope: !68)
!77 = !DILocation(line: 22, column: 50, scope: !68)
!78 = !DILocation(line: 22, column: 84, scope: !68)
!79 = !DILocation(line: 22, column: 69, scope: !68)
!80 = !DILocation(line: 22, column: 108, scope: !68)
!81 = !DILocation(line: 22, column: 93, scope: !68)
!82 = !DILocation(line: 22, column: 5, scope: !68)
!83 = !DILocation(line: 23, column: 5, scope: !68)
