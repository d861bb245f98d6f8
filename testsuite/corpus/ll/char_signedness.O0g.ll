; ModuleID = 'programs/char_signedness.c'
source_filename = "programs/char_signedness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"CHAR_MIN=%d CHAR_MAX=%d signed=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"A\80\FF\7F z\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"ret %d %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [15 x i8] c"hist %d %d %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1, !dbg !32
@__const.main.arr = private unnamed_addr constant [4 x i8] c"\90\10\F0\01", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [17 x i8] c"wrap u=%u sc=%d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [10 x i8] c"upper %c\0A\00", align 1, !dbg !44

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [256 x i32], align 16
  %5 = alloca ptr, align 8
  %6 = alloca [4 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -128, i32 noundef 127, i32 noundef 1), !dbg !64
    #dbg_declare(ptr %2, !65, !DIExpression(), !68)
  store ptr @.str.1, ptr %2, align 8, !dbg !68
    #dbg_declare(ptr %3, !69, !DIExpression(), !71)
  %13 = load ptr, ptr %2, align 8, !dbg !72
  store ptr %13, ptr %3, align 8, !dbg !71
  br label %14, !dbg !73

14:                                               ; preds = %29, %0
  %15 = load ptr, ptr %3, align 8, !dbg !74
  %16 = load i8, ptr %15, align 1, !dbg !76
  %17 = icmp ne i8 %16, 0, !dbg !77
  br i1 %17, label %18, label %32, !dbg !77

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8, !dbg !78
  %20 = load i8, ptr %19, align 1, !dbg !79
  %21 = call i32 @widen_c(i8 noundef signext %20), !dbg !80
  %22 = load ptr, ptr %3, align 8, !dbg !81
  %23 = load i8, ptr %22, align 1, !dbg !82
  %24 = call i32 @widen_sc(i8 noundef signext %23), !dbg !83
  %25 = load ptr, ptr %3, align 8, !dbg !84
  %26 = load i8, ptr %25, align 1, !dbg !85
  %27 = call i32 @widen_uc(i8 noundef zeroext %26), !dbg !86
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %24, i32 noundef %27), !dbg !87
  br label %29, !dbg !87

29:                                               ; preds = %18
  %30 = load ptr, ptr %3, align 8, !dbg !88
  %31 = getelementptr inbounds i8, ptr %30, i32 1, !dbg !88
  store ptr %31, ptr %3, align 8, !dbg !88
  br label %14, !dbg !89, !llvm.loop !90

32:                                               ; preds = %14
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !93
  %34 = call signext i8 @ret_c(i32 noundef 200), !dbg !94
  %35 = sext i8 %34 to i32, !dbg !94
  %36 = call zeroext i8 @ret_uc(i32 noundef -1), !dbg !95
  %37 = zext i8 %36 to i32, !dbg !95
  %38 = call signext i8 @ret_sc(i32 noundef 255), !dbg !96
  %39 = sext i8 %38 to i32, !dbg !96
  %40 = call signext i8 @ret_c(i32 noundef -129), !dbg !97
  %41 = sext i8 %40 to i32, !dbg !97
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41), !dbg !98
    #dbg_declare(ptr %4, !99, !DIExpression(), !103)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 1024, i1 false), !dbg !103
    #dbg_declare(ptr %5, !104, !DIExpression(), !106)
  %43 = load ptr, ptr %2, align 8, !dbg !107
  store ptr %43, ptr %5, align 8, !dbg !106
  br label %44, !dbg !108

44:                                               ; preds = %55, %32
  %45 = load ptr, ptr %5, align 8, !dbg !109
  %46 = load i8, ptr %45, align 1, !dbg !111
  %47 = icmp ne i8 %46, 0, !dbg !112
  br i1 %47, label %48, label %58, !dbg !112

48:                                               ; preds = %44
  %49 = load ptr, ptr %5, align 8, !dbg !113
  %50 = load i8, ptr %49, align 1, !dbg !114
  %51 = zext i8 %50 to i64, !dbg !115
  %52 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %51, !dbg !115
  %53 = load i32, ptr %52, align 4, !dbg !116
  %54 = add nsw i32 %53, 1, !dbg !116
  store i32 %54, ptr %52, align 4, !dbg !116
  br label %55, !dbg !115

55:                                               ; preds = %48
  %56 = load ptr, ptr %5, align 8, !dbg !117
  %57 = getelementptr inbounds i8, ptr %56, i32 1, !dbg !117
  store ptr %57, ptr %5, align 8, !dbg !117
  br label %44, !dbg !118, !llvm.loop !119

58:                                               ; preds = %44
  %59 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 128, !dbg !121
  %60 = load i32, ptr %59, align 16, !dbg !121
  %61 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 255, !dbg !122
  %62 = load i32, ptr %61, align 4, !dbg !122
  %63 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 65, !dbg !123
  %64 = load i32, ptr %63, align 4, !dbg !123
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %60, i32 noundef %62, i32 noundef %64), !dbg !124
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 1, i32 noundef 1), !dbg !125
    #dbg_declare(ptr %6, !126, !DIExpression(), !130)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.arr, i64 4, i1 false), !dbg !130
    #dbg_declare(ptr %7, !131, !DIExpression(), !132)
  store i32 0, ptr %7, align 4, !dbg !132
    #dbg_declare(ptr %8, !133, !DIExpression(), !135)
  store i32 0, ptr %8, align 4, !dbg !135
  br label %67, !dbg !136

67:                                               ; preds = %78, %58
  %68 = load i32, ptr %8, align 4, !dbg !137
  %69 = icmp slt i32 %68, 4, !dbg !139
  br i1 %69, label %70, label %81, !dbg !140

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4, !dbg !141
  %72 = sext i32 %71 to i64, !dbg !142
  %73 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 %72, !dbg !142
  %74 = load i8, ptr %73, align 1, !dbg !142
  %75 = sext i8 %74 to i32, !dbg !142
  %76 = load i32, ptr %7, align 4, !dbg !143
  %77 = add nsw i32 %76, %75, !dbg !143
  store i32 %77, ptr %7, align 4, !dbg !143
  br label %78, !dbg !144

78:                                               ; preds = %70
  %79 = load i32, ptr %8, align 4, !dbg !145
  %80 = add nsw i32 %79, 1, !dbg !145
  store i32 %80, ptr %8, align 4, !dbg !145
  br label %67, !dbg !146, !llvm.loop !147

81:                                               ; preds = %67
  %82 = load i32, ptr %7, align 4, !dbg !149
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %82), !dbg !150
    #dbg_declare(ptr %9, !151, !DIExpression(), !152)
  store i8 -6, ptr %9, align 1, !dbg !152
  %84 = load i8, ptr %9, align 1, !dbg !153
  %85 = zext i8 %84 to i32, !dbg !153
  %86 = add nsw i32 %85, 10, !dbg !153
  %87 = trunc i32 %86 to i8, !dbg !153
  store i8 %87, ptr %9, align 1, !dbg !153
    #dbg_declare(ptr %10, !154, !DIExpression(), !155)
  store i8 120, ptr %10, align 1, !dbg !155
  %88 = load i8, ptr %10, align 1, !dbg !156
  %89 = sext i8 %88 to i32, !dbg !156
  %90 = add nsw i32 %89, 10, !dbg !157
  %91 = trunc i32 %90 to i8, !dbg !158
  store i8 %91, ptr %10, align 1, !dbg !159
  %92 = load i8, ptr %9, align 1, !dbg !160
  %93 = zext i8 %92 to i32, !dbg !160
  %94 = load i8, ptr %10, align 1, !dbg !161
  %95 = sext i8 %94 to i32, !dbg !161
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %93, i32 noundef %95), !dbg !162
    #dbg_declare(ptr %11, !163, !DIExpression(), !164)
  store i8 97, ptr %11, align 1, !dbg !164
  %97 = load i8, ptr %11, align 1, !dbg !165
  %98 = sext i8 %97 to i32, !dbg !165
  %99 = add nsw i32 %98, -32, !dbg !165
  %100 = trunc i32 %99 to i8, !dbg !165
  store i8 %100, ptr %11, align 1, !dbg !165
  %101 = load i8, ptr %11, align 1, !dbg !166
  %102 = sext i8 %101 to i32, !dbg !166
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %102), !dbg !167
  %104 = load i32, ptr %7, align 4, !dbg !168
  %105 = and i32 %104, 255, !dbg !169
  ret i32 %105, !dbg !170
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen_c(i8 noundef signext %0) #0 !dbg !171 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !174, !DIExpression(), !175)
  %3 = load i8, ptr %2, align 1, !dbg !176
  %4 = sext i8 %3 to i32, !dbg !176
  ret i32 %4, !dbg !177
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen_sc(i8 noundef signext %0) #0 !dbg !178 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !181, !DIExpression(), !182)
  %3 = load i8, ptr %2, align 1, !dbg !183
  %4 = sext i8 %3 to i32, !dbg !183
  ret i32 %4, !dbg !184
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen_uc(i8 noundef zeroext %0) #0 !dbg !185 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !188, !DIExpression(), !189)
  %3 = load i8, ptr %2, align 1, !dbg !190
  %4 = zext i8 %3 to i32, !dbg !190
  ret i32 %4, !dbg !191
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @ret_c(i32 noundef %0) #0 !dbg !192 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !195, !DIExpression(), !196)
  %3 = load i32, ptr %2, align 4, !dbg !197
  %4 = trunc i32 %3 to i8, !dbg !198
  ret i8 %4, !dbg !199
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @ret_uc(i32 noundef %0) #0 !dbg !200 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !203, !DIExpression(), !204)
  %3 = load i32, ptr %2, align 4, !dbg !205
  %4 = trunc i32 %3 to i8, !dbg !206
  ret i8 %4, !dbg !207
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @ret_sc(i32 noundef %0) #0 !dbg !208 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !211, !DIExpression(), !212)
  %3 = load i32, ptr %2, align 4, !dbg !213
  %4 = trunc i32 %3 to i8, !dbg !214
  ret i8 %4, !dbg !215
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/char_signedness.c", directory: ".", checksumkind: CSK_MD5, checksum: "178157d6d64163bffc8df4ed16654eb2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 11)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !14, isLocal: true, isDefinition: true)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !50, splitDebugInlining: false, nameTableKind: None)
!47 = !{!4, !48, !49}
!48 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!49 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!50 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !60, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !46, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{}
!64 = !DILocation(line: 15, column: 5, scope: !59)
!65 = !DILocalVariable(name: "s", scope: !59, file: !2, line: 16, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!68 = !DILocation(line: 16, column: 17, scope: !59)
!69 = !DILocalVariable(name: "p", scope: !70, file: !2, line: 17, type: !66)
!70 = distinct !DILexicalBlock(scope: !59, file: !2, line: 17, column: 5)
!71 = !DILocation(line: 17, column: 22, scope: !70)
!72 = !DILocation(line: 17, column: 26, scope: !70)
!73 = !DILocation(line: 17, column: 10, scope: !70)
!74 = !DILocation(line: 17, column: 30, scope: !75)
!75 = distinct !DILexicalBlock(scope: !70, file: !2, line: 17, column: 5)
!76 = !DILocation(line: 17, column: 29, scope: !75)
!77 = !DILocation(line: 17, column: 5, scope: !70)
!78 = !DILocation(line: 17, column: 67, scope: !75)
!79 = !DILocation(line: 17, column: 66, scope: !75)
!80 = !DILocation(line: 17, column: 58, scope: !75)
!81 = !DILocation(line: 17, column: 94, scope: !75)
!82 = !DILocation(line: 17, column: 93, scope: !75)
!83 = !DILocation(line: 17, column: 71, scope: !75)
!84 = !DILocation(line: 17, column: 123, scope: !75)
!85 = !DILocation(line: 17, column: 122, scope: !75)
!86 = !DILocation(line: 17, column: 98, scope: !75)
!87 = !DILocation(line: 17, column: 38, scope: !75)
!88 = !DILocation(line: 17, column: 34, scope: !75)
!89 = !DILocation(line: 17, column: 5, scope: !75)
!90 = distinct !{!90, !77, !91, !92}
!91 = !DILocation(line: 17, column: 125, scope: !70)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 17, column: 128, scope: !59)
!94 = !DILocation(line: 18, column: 33, scope: !59)
!95 = !DILocation(line: 18, column: 45, scope: !59)
!96 = !DILocation(line: 18, column: 57, scope: !59)
!97 = !DILocation(line: 18, column: 70, scope: !59)
!98 = !DILocation(line: 18, column: 5, scope: !59)
!99 = !DILocalVariable(name: "hist", scope: !59, file: !2, line: 19, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 8192, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 256)
!103 = !DILocation(line: 19, column: 9, scope: !59)
!104 = !DILocalVariable(name: "p", scope: !105, file: !2, line: 19, type: !66)
!105 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 28)
!106 = !DILocation(line: 19, column: 45, scope: !105)
!107 = !DILocation(line: 19, column: 49, scope: !105)
!108 = !DILocation(line: 19, column: 33, scope: !105)
!109 = !DILocation(line: 19, column: 53, scope: !110)
!110 = distinct !DILexicalBlock(scope: !105, file: !2, line: 19, column: 28)
!111 = !DILocation(line: 19, column: 52, scope: !110)
!112 = !DILocation(line: 19, column: 28, scope: !105)
!113 = !DILocation(line: 19, column: 82, scope: !110)
!114 = !DILocation(line: 19, column: 81, scope: !110)
!115 = !DILocation(line: 19, column: 61, scope: !110)
!116 = !DILocation(line: 19, column: 84, scope: !110)
!117 = !DILocation(line: 19, column: 57, scope: !110)
!118 = !DILocation(line: 19, column: 28, scope: !110)
!119 = distinct !{!119, !112, !120, !92}
!120 = !DILocation(line: 19, column: 84, scope: !105)
!121 = !DILocation(line: 19, column: 114, scope: !59)
!122 = !DILocation(line: 19, column: 126, scope: !59)
!123 = !DILocation(line: 19, column: 138, scope: !59)
!124 = !DILocation(line: 19, column: 88, scope: !59)
!125 = !DILocation(line: 20, column: 5, scope: !59)
!126 = !DILocalVariable(name: "arr", scope: !59, file: !2, line: 21, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 4)
!130 = !DILocation(line: 21, column: 10, scope: !59)
!131 = !DILocalVariable(name: "sum", scope: !59, file: !2, line: 21, type: !62)
!132 = !DILocation(line: 21, column: 63, scope: !59)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 21, type: !62)
!134 = distinct !DILexicalBlock(scope: !59, file: !2, line: 21, column: 72)
!135 = !DILocation(line: 21, column: 81, scope: !134)
!136 = !DILocation(line: 21, column: 77, scope: !134)
!137 = !DILocation(line: 21, column: 88, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 21, column: 72)
!139 = !DILocation(line: 21, column: 90, scope: !138)
!140 = !DILocation(line: 21, column: 72, scope: !134)
!141 = !DILocation(line: 21, column: 111, scope: !138)
!142 = !DILocation(line: 21, column: 107, scope: !138)
!143 = !DILocation(line: 21, column: 104, scope: !138)
!144 = !DILocation(line: 21, column: 100, scope: !138)
!145 = !DILocation(line: 21, column: 96, scope: !138)
!146 = !DILocation(line: 21, column: 72, scope: !138)
!147 = distinct !{!147, !140, !148, !92}
!148 = !DILocation(line: 21, column: 112, scope: !134)
!149 = !DILocation(line: 21, column: 134, scope: !59)
!150 = !DILocation(line: 21, column: 115, scope: !59)
!151 = !DILocalVariable(name: "u", scope: !59, file: !2, line: 22, type: !49)
!152 = !DILocation(line: 22, column: 19, scope: !59)
!153 = !DILocation(line: 22, column: 30, scope: !59)
!154 = !DILocalVariable(name: "sc", scope: !59, file: !2, line: 22, type: !48)
!155 = !DILocation(line: 22, column: 49, scope: !59)
!156 = !DILocation(line: 22, column: 78, scope: !59)
!157 = !DILocation(line: 22, column: 81, scope: !59)
!158 = !DILocation(line: 22, column: 64, scope: !59)
!159 = !DILocation(line: 22, column: 62, scope: !59)
!160 = !DILocation(line: 22, column: 116, scope: !59)
!161 = !DILocation(line: 22, column: 119, scope: !59)
!162 = !DILocation(line: 22, column: 88, scope: !59)
!163 = !DILocalVariable(name: "c", scope: !59, file: !2, line: 23, type: !4)
!164 = !DILocation(line: 23, column: 10, scope: !59)
!165 = !DILocation(line: 23, column: 21, scope: !59)
!166 = !DILocation(line: 23, column: 56, scope: !59)
!167 = !DILocation(line: 23, column: 35, scope: !59)
!168 = !DILocation(line: 24, column: 12, scope: !59)
!169 = !DILocation(line: 24, column: 16, scope: !59)
!170 = !DILocation(line: 24, column: 5, scope: !59)
!171 = distinct !DISubprogram(name: "widen_c", scope: !2, file: !2, line: 7, type: !172, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !63)
!172 = !DISubroutineType(types: !173)
!173 = !{!62, !4}
!174 = !DILocalVariable(name: "c", arg: 1, scope: !171, file: !2, line: 7, type: !4)
!175 = !DILocation(line: 7, column: 51, scope: !171)
!176 = !DILocation(line: 7, column: 63, scope: !171)
!177 = !DILocation(line: 7, column: 56, scope: !171)
!178 = distinct !DISubprogram(name: "widen_sc", scope: !2, file: !2, line: 8, type: !179, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !63)
!179 = !DISubroutineType(types: !180)
!180 = !{!62, !48}
!181 = !DILocalVariable(name: "c", arg: 1, scope: !178, file: !2, line: 8, type: !48)
!182 = !DILocation(line: 8, column: 59, scope: !178)
!183 = !DILocation(line: 8, column: 71, scope: !178)
!184 = !DILocation(line: 8, column: 64, scope: !178)
!185 = distinct !DISubprogram(name: "widen_uc", scope: !2, file: !2, line: 9, type: !186, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !63)
!186 = !DISubroutineType(types: !187)
!187 = !{!62, !49}
!188 = !DILocalVariable(name: "c", arg: 1, scope: !185, file: !2, line: 9, type: !49)
!189 = !DILocation(line: 9, column: 61, scope: !185)
!190 = !DILocation(line: 9, column: 73, scope: !185)
!191 = !DILocation(line: 9, column: 66, scope: !185)
!192 = distinct !DISubprogram(name: "ret_c", scope: !2, file: !2, line: 10, type: !193, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !63)
!193 = !DISubroutineType(types: !194)
!194 = !{!4, !62}
!195 = !DILocalVariable(name: "v", arg: 1, scope: !192, file: !2, line: 10, type: !62)
!196 = !DILocation(line: 10, column: 49, scope: !192)
!197 = !DILocation(line: 10, column: 67, scope: !192)
!198 = !DILocation(line: 10, column: 61, scope: !192)
!199 = !DILocation(line: 10, column: 54, scope: !192)
!200 = distinct !DISubprogram(name: "ret_uc", scope: !2, file: !2, line: 11, type: !201, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !63)
!201 = !DISubroutineType(types: !202)
!202 = !{!49, !62}
!203 = !DILocalVariable(name: "v", arg: 1, scope: !200, file: !2, line: 11, type: !62)
!204 = !DILocation(line: 11, column: 59, scope: !200)
!205 = !DILocation(line: 11, column: 86, scope: !200)
!206 = !DILocation(line: 11, column: 71, scope: !200)
!207 = !DILocation(line: 11, column: 64, scope: !200)
!208 = distinct !DISubprogram(name: "ret_sc", scope: !2, file: !2, line: 12, type: !209, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !63)
!209 = !DISubroutineType(types: !210)
!210 = !{!48, !62}
!211 = !DILocalVariable(name: "v", arg: 1, scope: !208, file: !2, line: 12, type: !62)
!212 = !DILocation(line: 12, column: 57, scope: !208)
!213 = !DILocation(line: 12, column: 82, scope: !208)
!214 = !DILocation(line: 12, column: 69, scope: !208)
!215 = !DILocation(line: 12, column: 62, scope: !208)
