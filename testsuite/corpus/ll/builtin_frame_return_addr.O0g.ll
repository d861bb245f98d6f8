; ModuleID = 'programs/builtin_frame_return_addr.c'
source_filename = "programs/builtin_frame_return_addr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"frames decreasing=%d aligned=%d non-null=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"return address non-null=%d after main start=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [35 x i8] c"callee locals below main frame=%d\0A\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !41)
  %10 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 0, !dbg !42
  %11 = call i64 @frame_at(i32 noundef 7, ptr noundef %10, i32 noundef 0), !dbg !43
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  store i32 1, ptr %3, align 4, !dbg !45
    #dbg_declare(ptr %4, !46, !DIExpression(), !47)
  store i32 1, ptr %4, align 4, !dbg !47
    #dbg_declare(ptr %5, !48, !DIExpression(), !50)
  store i32 1, ptr %5, align 4, !dbg !50
  br label %12, !dbg !51

12:                                               ; preds = %29, %0
  %13 = load i32, ptr %5, align 4, !dbg !52
  %14 = icmp slt i32 %13, 8, !dbg !54
  br i1 %14, label %15, label %32, !dbg !55

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4, !dbg !56
  %17 = sext i32 %16 to i64, !dbg !57
  %18 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 %17, !dbg !57
  %19 = load i64, ptr %18, align 8, !dbg !57
  %20 = load i32, ptr %5, align 4, !dbg !58
  %21 = sub nsw i32 %20, 1, !dbg !59
  %22 = sext i32 %21 to i64, !dbg !60
  %23 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 %22, !dbg !60
  %24 = load i64, ptr %23, align 8, !dbg !60
  %25 = icmp ult i64 %19, %24, !dbg !61
  %26 = zext i1 %25 to i32, !dbg !61
  %27 = load i32, ptr %3, align 4, !dbg !62
  %28 = and i32 %27, %26, !dbg !62
  store i32 %28, ptr %3, align 4, !dbg !62
  br label %29, !dbg !63

29:                                               ; preds = %15
  %30 = load i32, ptr %5, align 4, !dbg !64
  %31 = add nsw i32 %30, 1, !dbg !64
  store i32 %31, ptr %5, align 4, !dbg !64
  br label %12, !dbg !65, !llvm.loop !66

32:                                               ; preds = %12
    #dbg_declare(ptr %6, !69, !DIExpression(), !71)
  store i32 0, ptr %6, align 4, !dbg !71
  br label %33, !dbg !72

33:                                               ; preds = %46, %32
  %34 = load i32, ptr %6, align 4, !dbg !73
  %35 = icmp slt i32 %34, 8, !dbg !75
  br i1 %35, label %36, label %49, !dbg !76

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4, !dbg !77
  %38 = sext i32 %37 to i64, !dbg !78
  %39 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 %38, !dbg !78
  %40 = load i64, ptr %39, align 8, !dbg !78
  %41 = urem i64 %40, 16, !dbg !79
  %42 = icmp eq i64 %41, 0, !dbg !80
  %43 = zext i1 %42 to i32, !dbg !80
  %44 = load i32, ptr %4, align 4, !dbg !81
  %45 = and i32 %44, %43, !dbg !81
  store i32 %45, ptr %4, align 4, !dbg !81
  br label %46, !dbg !82

46:                                               ; preds = %36
  %47 = load i32, ptr %6, align 4, !dbg !83
  %48 = add nsw i32 %47, 1, !dbg !83
  store i32 %48, ptr %6, align 4, !dbg !83
  br label %33, !dbg !84, !llvm.loop !85

49:                                               ; preds = %33
  %50 = load i32, ptr %3, align 4, !dbg !87
  %51 = load i32, ptr %4, align 4, !dbg !88
  %52 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 7, !dbg !89
  %53 = load i64, ptr %52, align 8, !dbg !89
  %54 = icmp ne i64 %53, 0, !dbg !90
  %55 = zext i1 %54 to i32, !dbg !90
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %51, i32 noundef %55), !dbg !91
    #dbg_declare(ptr %7, !92, !DIExpression(), !93)
  %57 = call ptr @ret_addr(), !dbg !94
  store ptr %57, ptr %7, align 8, !dbg !93
    #dbg_declare(ptr %8, !95, !DIExpression(), !96)
  store ptr @main, ptr %8, align 8, !dbg !96
  %58 = load ptr, ptr %7, align 8, !dbg !97
  %59 = icmp ne ptr %58, null, !dbg !98
  %60 = zext i1 %59 to i32, !dbg !98
  %61 = load ptr, ptr %7, align 8, !dbg !99
  %62 = ptrtoint ptr %61 to i64, !dbg !100
  %63 = load ptr, ptr %8, align 8, !dbg !101
  %64 = ptrtoint ptr %63 to i64, !dbg !102
  %65 = icmp ugt i64 %62, %64, !dbg !103
  %66 = zext i1 %65 to i32, !dbg !103
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %60, i32 noundef %66), !dbg !104
    #dbg_declare(ptr %9, !105, !DIExpression(), !106)
  %68 = call ptr @llvm.frameaddress.p0(i32 0), !dbg !107
  %69 = ptrtoint ptr %68 to i64, !dbg !108
  store i64 %69, ptr %9, align 8, !dbg !106
  %70 = load i64, ptr %9, align 8, !dbg !109
  %71 = call i32 @local_below_caller(i64 noundef %70), !dbg !110
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71), !dbg !111
  %73 = load i32, ptr %3, align 4, !dbg !112
  %74 = mul nsw i32 %73, 10, !dbg !113
  %75 = load i32, ptr %4, align 4, !dbg !114
  %76 = add nsw i32 %74, %75, !dbg !115
  ret i32 %76, !dbg !116
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @frame_at(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !117 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [48 x i8], align 16
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !121, !DIExpression(), !122)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !123, !DIExpression(), !124)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !125, !DIExpression(), !126)
  %9 = call ptr @llvm.frameaddress.p0(i32 0), !dbg !127
  %10 = ptrtoint ptr %9 to i64, !dbg !128
  %11 = load ptr, ptr %6, align 8, !dbg !129
  %12 = load i32, ptr %7, align 4, !dbg !130
  %13 = sext i32 %12 to i64, !dbg !129
  %14 = getelementptr inbounds i64, ptr %11, i64 %13, !dbg !129
  store i64 %10, ptr %14, align 8, !dbg !131
  %15 = load i32, ptr %5, align 4, !dbg !132
  %16 = icmp eq i32 %15, 0, !dbg !134
  br i1 %16, label %17, label %23, !dbg !135

17:                                               ; preds = %3
  %18 = load ptr, ptr %6, align 8, !dbg !136
  %19 = load i32, ptr %7, align 4, !dbg !137
  %20 = sext i32 %19 to i64, !dbg !136
  %21 = getelementptr inbounds i64, ptr %18, i64 %20, !dbg !136
  %22 = load i64, ptr %21, align 8, !dbg !136
  store i64 %22, ptr %4, align 8, !dbg !138
  br label %35, !dbg !138

23:                                               ; preds = %3
    #dbg_declare(ptr %8, !139, !DIExpression(), !142)
  %24 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 0, !dbg !143
  store volatile i8 0, ptr %24, align 16, !dbg !144
  %25 = load i32, ptr %5, align 4, !dbg !145
  %26 = sub nsw i32 %25, 1, !dbg !146
  %27 = load ptr, ptr %6, align 8, !dbg !147
  %28 = load i32, ptr %7, align 4, !dbg !148
  %29 = add nsw i32 %28, 1, !dbg !149
  %30 = call i64 @frame_at(i32 noundef %26, ptr noundef %27, i32 noundef %29), !dbg !150
  %31 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 0, !dbg !151
  %32 = load volatile i8, ptr %31, align 16, !dbg !151
  %33 = sext i8 %32 to i64, !dbg !151
  %34 = add i64 %30, %33, !dbg !152
  store i64 %34, ptr %4, align 8, !dbg !153
  br label %35, !dbg !153

35:                                               ; preds = %23, %17
  %36 = load i64, ptr %4, align 8, !dbg !154
  ret i64 %36, !dbg !154
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ret_addr() #0 !dbg !155 {
  %1 = call ptr @llvm.returnaddress(i32 0), !dbg !158
  ret ptr %1, !dbg !159
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @local_below_caller(i64 noundef %0) #0 !dbg !160 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !163, !DIExpression(), !164)
    #dbg_declare(ptr %3, !165, !DIExpression(), !166)
  store i32 0, ptr %3, align 4, !dbg !166
  %4 = ptrtoint ptr %3 to i64, !dbg !167
  %5 = load i64, ptr %2, align 8, !dbg !168
  %6 = icmp ult i64 %4, %5, !dbg !169
  %7 = zext i1 %6 to i32, !dbg !169
  ret i32 %7, !dbg !170
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtin_frame_return_addr.c", directory: ".", checksumkind: CSK_MD5, checksum: "573fd8c0dab9261597db6b269666189b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 48)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 35)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !23, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !21, line: 90, baseType: !22)
!21 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{!0, !7, !12}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !33, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{}
!37 = !DILocalVariable(name: "frames", scope: !32, file: !2, line: 19, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 512, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = !DILocation(line: 19, column: 15, scope: !32)
!42 = !DILocation(line: 20, column: 17, scope: !32)
!43 = !DILocation(line: 20, column: 5, scope: !32)
!44 = !DILocalVariable(name: "decreasing", scope: !32, file: !2, line: 21, type: !35)
!45 = !DILocation(line: 21, column: 9, scope: !32)
!46 = !DILocalVariable(name: "aligned", scope: !32, file: !2, line: 21, type: !35)
!47 = !DILocation(line: 21, column: 25, scope: !32)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 22, type: !35)
!49 = distinct !DILexicalBlock(scope: !32, file: !2, line: 22, column: 5)
!50 = !DILocation(line: 22, column: 14, scope: !49)
!51 = !DILocation(line: 22, column: 10, scope: !49)
!52 = !DILocation(line: 22, column: 21, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !2, line: 22, column: 5)
!54 = !DILocation(line: 22, column: 23, scope: !53)
!55 = !DILocation(line: 22, column: 5, scope: !49)
!56 = !DILocation(line: 22, column: 54, scope: !53)
!57 = !DILocation(line: 22, column: 47, scope: !53)
!58 = !DILocation(line: 22, column: 66, scope: !53)
!59 = !DILocation(line: 22, column: 68, scope: !53)
!60 = !DILocation(line: 22, column: 59, scope: !53)
!61 = !DILocation(line: 22, column: 57, scope: !53)
!62 = !DILocation(line: 22, column: 44, scope: !53)
!63 = !DILocation(line: 22, column: 33, scope: !53)
!64 = !DILocation(line: 22, column: 29, scope: !53)
!65 = !DILocation(line: 22, column: 5, scope: !53)
!66 = distinct !{!66, !55, !67, !68}
!67 = !DILocation(line: 22, column: 71, scope: !49)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 23, type: !35)
!70 = distinct !DILexicalBlock(scope: !32, file: !2, line: 23, column: 5)
!71 = !DILocation(line: 23, column: 14, scope: !70)
!72 = !DILocation(line: 23, column: 10, scope: !70)
!73 = !DILocation(line: 23, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 23, column: 5)
!75 = !DILocation(line: 23, column: 23, scope: !74)
!76 = !DILocation(line: 23, column: 5, scope: !70)
!77 = !DILocation(line: 23, column: 51, scope: !74)
!78 = !DILocation(line: 23, column: 44, scope: !74)
!79 = !DILocation(line: 23, column: 54, scope: !74)
!80 = !DILocation(line: 23, column: 59, scope: !74)
!81 = !DILocation(line: 23, column: 41, scope: !74)
!82 = !DILocation(line: 23, column: 33, scope: !74)
!83 = !DILocation(line: 23, column: 29, scope: !74)
!84 = !DILocation(line: 23, column: 5, scope: !74)
!85 = distinct !{!85, !76, !86, !68}
!86 = !DILocation(line: 23, column: 62, scope: !70)
!87 = !DILocation(line: 24, column: 61, scope: !32)
!88 = !DILocation(line: 24, column: 73, scope: !32)
!89 = !DILocation(line: 24, column: 82, scope: !32)
!90 = !DILocation(line: 24, column: 92, scope: !32)
!91 = !DILocation(line: 24, column: 5, scope: !32)
!92 = !DILocalVariable(name: "r1", scope: !32, file: !2, line: 25, type: !19)
!93 = !DILocation(line: 25, column: 11, scope: !32)
!94 = !DILocation(line: 25, column: 16, scope: !32)
!95 = !DILocalVariable(name: "lo", scope: !32, file: !2, line: 26, type: !19)
!96 = !DILocation(line: 26, column: 11, scope: !32)
!97 = !DILocation(line: 27, column: 64, scope: !32)
!98 = !DILocation(line: 27, column: 67, scope: !32)
!99 = !DILocation(line: 27, column: 84, scope: !32)
!100 = !DILocation(line: 27, column: 73, scope: !32)
!101 = !DILocation(line: 27, column: 100, scope: !32)
!102 = !DILocation(line: 27, column: 89, scope: !32)
!103 = !DILocation(line: 27, column: 87, scope: !32)
!104 = !DILocation(line: 27, column: 5, scope: !32)
!105 = !DILocalVariable(name: "me", scope: !32, file: !2, line: 28, type: !20)
!106 = !DILocation(line: 28, column: 15, scope: !32)
!107 = !DILocation(line: 28, column: 31, scope: !32)
!108 = !DILocation(line: 28, column: 20, scope: !32)
!109 = !DILocation(line: 29, column: 70, scope: !32)
!110 = !DILocation(line: 29, column: 51, scope: !32)
!111 = !DILocation(line: 29, column: 5, scope: !32)
!112 = !DILocation(line: 30, column: 12, scope: !32)
!113 = !DILocation(line: 30, column: 23, scope: !32)
!114 = !DILocation(line: 30, column: 30, scope: !32)
!115 = !DILocation(line: 30, column: 28, scope: !32)
!116 = !DILocation(line: 30, column: 5, scope: !32)
!117 = distinct !DISubprogram(name: "frame_at", scope: !2, file: !2, line: 8, type: !118, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !36)
!118 = !DISubroutineType(types: !119)
!119 = !{!20, !35, !120, !35}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!121 = !DILocalVariable(name: "depth", arg: 1, scope: !117, file: !2, line: 8, type: !35)
!122 = !DILocation(line: 8, column: 57, scope: !117)
!123 = !DILocalVariable(name: "out", arg: 2, scope: !117, file: !2, line: 8, type: !120)
!124 = !DILocation(line: 8, column: 75, scope: !117)
!125 = !DILocalVariable(name: "i", arg: 3, scope: !117, file: !2, line: 8, type: !35)
!126 = !DILocation(line: 8, column: 84, scope: !117)
!127 = !DILocation(line: 9, column: 25, scope: !117)
!128 = !DILocation(line: 9, column: 14, scope: !117)
!129 = !DILocation(line: 9, column: 5, scope: !117)
!130 = !DILocation(line: 9, column: 9, scope: !117)
!131 = !DILocation(line: 9, column: 12, scope: !117)
!132 = !DILocation(line: 10, column: 9, scope: !133)
!133 = distinct !DILexicalBlock(scope: !117, file: !2, line: 10, column: 9)
!134 = !DILocation(line: 10, column: 15, scope: !133)
!135 = !DILocation(line: 10, column: 9, scope: !117)
!136 = !DILocation(line: 10, column: 28, scope: !133)
!137 = !DILocation(line: 10, column: 32, scope: !133)
!138 = !DILocation(line: 10, column: 21, scope: !133)
!139 = !DILocalVariable(name: "pad", scope: !117, file: !2, line: 11, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 384, elements: !10)
!141 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !4)
!142 = !DILocation(line: 11, column: 19, scope: !117)
!143 = !DILocation(line: 12, column: 5, scope: !117)
!144 = !DILocation(line: 12, column: 12, scope: !117)
!145 = !DILocation(line: 13, column: 21, scope: !117)
!146 = !DILocation(line: 13, column: 27, scope: !117)
!147 = !DILocation(line: 13, column: 32, scope: !117)
!148 = !DILocation(line: 13, column: 37, scope: !117)
!149 = !DILocation(line: 13, column: 39, scope: !117)
!150 = !DILocation(line: 13, column: 12, scope: !117)
!151 = !DILocation(line: 13, column: 46, scope: !117)
!152 = !DILocation(line: 13, column: 44, scope: !117)
!153 = !DILocation(line: 13, column: 5, scope: !117)
!154 = !DILocation(line: 14, column: 1, scope: !117)
!155 = distinct !DISubprogram(name: "ret_addr", scope: !2, file: !2, line: 15, type: !156, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17)
!156 = !DISubroutineType(types: !157)
!157 = !{!19}
!158 = !DILocation(line: 15, column: 64, scope: !155)
!159 = !DILocation(line: 15, column: 57, scope: !155)
!160 = distinct !DISubprogram(name: "local_below_caller", scope: !2, file: !2, line: 16, type: !161, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !36)
!161 = !DISubroutineType(types: !162)
!162 = !{!35, !20}
!163 = !DILocalVariable(name: "caller_frame", arg: 1, scope: !160, file: !2, line: 16, type: !20)
!164 = !DILocation(line: 16, column: 67, scope: !160)
!165 = !DILocalVariable(name: "local", scope: !160, file: !2, line: 16, type: !35)
!166 = !DILocation(line: 16, column: 87, scope: !160)
!167 = !DILocation(line: 16, column: 105, scope: !160)
!168 = !DILocation(line: 16, column: 125, scope: !160)
!169 = !DILocation(line: 16, column: 123, scope: !160)
!170 = !DILocation(line: 16, column: 98, scope: !160)
