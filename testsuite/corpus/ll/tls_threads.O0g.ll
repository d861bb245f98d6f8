; ModuleID = 'programs/tls_threads.c'
source_filename = "programs/tls_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.result = type { i32, i32, i64, [16 x i8], ptr }

@tl_counter = dso_local thread_local global i32 100, align 4, !dbg !0
@tl_name = dso_local thread_local global [16 x i8] c"initial\00\00\00\00\00\00\00\00\00", align 16, !dbg !7
@main_addr = internal global ptr null, align 8, !dbg !26
@.str = private unnamed_addr constant [51 x i8] c"thread %d: counter=%d acc=%ld name=%s own_copy=%d\0A\00", align 1, !dbg !13
@differs = internal global [4 x i32] zeroinitializer, align 16, !dbg !30
@.str.1 = private unnamed_addr constant [34 x i8] c"main: counter=%d name=%s acc=%ld\0A\00", align 1, !dbg !18
@tl_acc = internal thread_local global i64 0, align 8, !dbg !23
@.str.2 = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !40

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !53 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x %struct.result], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !72)
  %7 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !73
  store ptr %7, ptr @main_addr, align 8, !dbg !74
  %8 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !75
  store i32 5, ptr %8, align 4, !dbg !76
    #dbg_declare(ptr %4, !77, !DIExpression(), !79)
  store i32 0, ptr %4, align 4, !dbg !79
  br label %9, !dbg !80

9:                                                ; preds = %25, %0
  %10 = load i32, ptr %4, align 4, !dbg !81
  %11 = icmp slt i32 %10, 4, !dbg !83
  br i1 %11, label %12, label %28, !dbg !84

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4, !dbg !85
  %14 = load i32, ptr %4, align 4, !dbg !87
  %15 = sext i32 %14 to i64, !dbg !88
  %16 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %15, !dbg !88
  %17 = getelementptr inbounds %struct.result, ptr %16, i32 0, i32 0, !dbg !89
  store i32 %13, ptr %17, align 8, !dbg !90
  %18 = load i32, ptr %4, align 4, !dbg !91
  %19 = sext i32 %18 to i64, !dbg !92
  %20 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %19, !dbg !92
  %21 = load i32, ptr %4, align 4, !dbg !93
  %22 = sext i32 %21 to i64, !dbg !94
  %23 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %22, !dbg !94
  %24 = call i32 @pthread_create(ptr noundef %20, ptr noundef null, ptr noundef @worker, ptr noundef %23) #4, !dbg !95
  br label %25, !dbg !96

25:                                               ; preds = %12
  %26 = load i32, ptr %4, align 4, !dbg !97
  %27 = add nsw i32 %26, 1, !dbg !97
  store i32 %27, ptr %4, align 4, !dbg !97
  br label %9, !dbg !98, !llvm.loop !99

28:                                               ; preds = %9
    #dbg_declare(ptr %5, !102, !DIExpression(), !104)
  store i32 0, ptr %5, align 4, !dbg !104
  br label %29, !dbg !105

29:                                               ; preds = %38, %28
  %30 = load i32, ptr %5, align 4, !dbg !106
  %31 = icmp slt i32 %30, 4, !dbg !108
  br i1 %31, label %32, label %41, !dbg !109

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4, !dbg !110
  %34 = sext i32 %33 to i64, !dbg !111
  %35 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %34, !dbg !111
  %36 = load i64, ptr %35, align 8, !dbg !111
  %37 = call i32 @pthread_join(i64 noundef %36, ptr noundef null), !dbg !112
  br label %38, !dbg !112

38:                                               ; preds = %32
  %39 = load i32, ptr %5, align 4, !dbg !113
  %40 = add nsw i32 %39, 1, !dbg !113
  store i32 %40, ptr %5, align 4, !dbg !113
  br label %29, !dbg !114, !llvm.loop !115

41:                                               ; preds = %29
    #dbg_declare(ptr %6, !117, !DIExpression(), !119)
  store i32 0, ptr %6, align 4, !dbg !119
  br label %42, !dbg !120

42:                                               ; preds = %71, %41
  %43 = load i32, ptr %6, align 4, !dbg !121
  %44 = icmp slt i32 %43, 4, !dbg !123
  br i1 %44, label %45, label %74, !dbg !124

45:                                               ; preds = %42
  %46 = load i32, ptr %6, align 4, !dbg !125
  %47 = sext i32 %46 to i64, !dbg !126
  %48 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %47, !dbg !126
  %49 = getelementptr inbounds %struct.result, ptr %48, i32 0, i32 0, !dbg !127
  %50 = load i32, ptr %49, align 8, !dbg !127
  %51 = load i32, ptr %6, align 4, !dbg !128
  %52 = sext i32 %51 to i64, !dbg !129
  %53 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %52, !dbg !129
  %54 = getelementptr inbounds %struct.result, ptr %53, i32 0, i32 1, !dbg !130
  %55 = load i32, ptr %54, align 4, !dbg !130
  %56 = load i32, ptr %6, align 4, !dbg !131
  %57 = sext i32 %56 to i64, !dbg !132
  %58 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %57, !dbg !132
  %59 = getelementptr inbounds %struct.result, ptr %58, i32 0, i32 2, !dbg !133
  %60 = load i64, ptr %59, align 8, !dbg !133
  %61 = load i32, ptr %6, align 4, !dbg !134
  %62 = sext i32 %61 to i64, !dbg !135
  %63 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %62, !dbg !135
  %64 = getelementptr inbounds %struct.result, ptr %63, i32 0, i32 3, !dbg !136
  %65 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0, !dbg !135
  %66 = load i32, ptr %6, align 4, !dbg !137
  %67 = sext i32 %66 to i64, !dbg !138
  %68 = getelementptr inbounds [4 x i32], ptr @differs, i64 0, i64 %67, !dbg !138
  %69 = load i32, ptr %68, align 4, !dbg !138
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %55, i64 noundef %60, ptr noundef %65, i32 noundef %69), !dbg !139
  br label %71, !dbg !139

71:                                               ; preds = %45
  %72 = load i32, ptr %6, align 4, !dbg !140
  %73 = add nsw i32 %72, 1, !dbg !140
  store i32 %73, ptr %6, align 4, !dbg !140
  br label %42, !dbg !141, !llvm.loop !142

74:                                               ; preds = %42
  %75 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !144
  %76 = load i32, ptr %75, align 4, !dbg !144
  %77 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_name), !dbg !145
  %78 = getelementptr inbounds [16 x i8], ptr %77, i64 0, i64 0, !dbg !145
  %79 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc), !dbg !146
  %80 = load i64, ptr %79, align 8, !dbg !146
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %76, ptr noundef %78, i64 noundef %80), !dbg !147
  %82 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !148
  %83 = load i32, ptr %82, align 4, !dbg !148
  %84 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 3, !dbg !149
  %85 = getelementptr inbounds %struct.result, ptr %84, i32 0, i32 1, !dbg !150
  %86 = load i32, ptr %85, align 4, !dbg !150
  %87 = srem i32 %86, 100, !dbg !151
  %88 = add nsw i32 %83, %87, !dbg !152
  ret i32 %88, !dbg !153
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !154 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !157, !DIExpression(), !158)
    #dbg_declare(ptr %3, !159, !DIExpression(), !161)
  %5 = load ptr, ptr %2, align 8, !dbg !162
  store ptr %5, ptr %3, align 8, !dbg !161
    #dbg_declare(ptr %4, !163, !DIExpression(), !165)
  store i32 0, ptr %4, align 4, !dbg !165
  br label %6, !dbg !166

6:                                                ; preds = %22, %1
  %7 = load i32, ptr %4, align 4, !dbg !167
  %8 = load ptr, ptr %3, align 8, !dbg !169
  %9 = getelementptr inbounds %struct.result, ptr %8, i32 0, i32 0, !dbg !170
  %10 = load i32, ptr %9, align 8, !dbg !170
  %11 = mul nsw i32 %10, 10, !dbg !171
  %12 = icmp sle i32 %7, %11, !dbg !172
  br i1 %12, label %13, label %25, !dbg !173

13:                                               ; preds = %6
  %14 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !174
  %15 = load i32, ptr %14, align 4, !dbg !176
  %16 = add nsw i32 %15, 1, !dbg !176
  store i32 %16, ptr %14, align 4, !dbg !176
  %17 = load i32, ptr %4, align 4, !dbg !177
  %18 = sext i32 %17 to i64, !dbg !177
  %19 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc), !dbg !178
  %20 = load i64, ptr %19, align 8, !dbg !179
  %21 = add nsw i64 %20, %18, !dbg !179
  store i64 %21, ptr %19, align 8, !dbg !179
  br label %22, !dbg !180

22:                                               ; preds = %13
  %23 = load i32, ptr %4, align 4, !dbg !181
  %24 = add nsw i32 %23, 1, !dbg !181
  store i32 %24, ptr %4, align 4, !dbg !181
  br label %6, !dbg !182, !llvm.loop !183

25:                                               ; preds = %6
  %26 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_name), !dbg !185
  %27 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0, !dbg !185
  %28 = load ptr, ptr %3, align 8, !dbg !186
  %29 = getelementptr inbounds %struct.result, ptr %28, i32 0, i32 0, !dbg !187
  %30 = load i32, ptr %29, align 8, !dbg !187
  %31 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %27, i64 noundef 16, ptr noundef @.str.2, i32 noundef %30) #4, !dbg !188
  %32 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !189
  %33 = load i32, ptr %32, align 4, !dbg !189
  %34 = load ptr, ptr %3, align 8, !dbg !190
  %35 = getelementptr inbounds %struct.result, ptr %34, i32 0, i32 1, !dbg !191
  store i32 %33, ptr %35, align 4, !dbg !192
  %36 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc), !dbg !193
  %37 = load i64, ptr %36, align 8, !dbg !193
  %38 = load ptr, ptr %3, align 8, !dbg !194
  %39 = getelementptr inbounds %struct.result, ptr %38, i32 0, i32 2, !dbg !195
  store i64 %37, ptr %39, align 8, !dbg !196
  %40 = load ptr, ptr %3, align 8, !dbg !197
  %41 = getelementptr inbounds %struct.result, ptr %40, i32 0, i32 3, !dbg !198
  %42 = getelementptr inbounds [16 x i8], ptr %41, i64 0, i64 0, !dbg !197
  %43 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tl_name), !dbg !199
  %44 = getelementptr inbounds [16 x i8], ptr %43, i64 0, i64 0, !dbg !199
  %45 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef 16, ptr noundef @.str.3, ptr noundef %44) #4, !dbg !200
  %46 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter), !dbg !201
  %47 = load ptr, ptr @main_addr, align 8, !dbg !202
  %48 = icmp ne ptr %46, %47, !dbg !203
  %49 = zext i1 %48 to i32, !dbg !203
  %50 = load ptr, ptr %3, align 8, !dbg !204
  %51 = getelementptr inbounds %struct.result, ptr %50, i32 0, i32 0, !dbg !205
  %52 = load i32, ptr %51, align 8, !dbg !205
  %53 = sext i32 %52 to i64, !dbg !206
  %54 = getelementptr inbounds [4 x i32], ptr @differs, i64 0, i64 %53, !dbg !206
  store i32 %49, ptr %54, align 4, !dbg !207
  ret ptr null, !dbg !208
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tl_counter", scope: !2, file: !3, line: 8, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/tls_threads.c", directory: ".", checksumkind: CSK_MD5, checksum: "f4d682fc471744aaec2b6b3983607f9d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13, !18, !23, !26, !30, !35, !40}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "tl_name", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 408, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 51)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 272, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 34)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "tl_acc", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "main_addr", scope: !2, file: !3, line: 12, type: !28, isLocal: true, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "differs", scope: !2, file: !3, line: 13, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 24, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !54, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!29}
!56 = !{}
!57 = !DILocalVariable(name: "th", scope: !53, file: !3, line: 27, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 256, elements: !33)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 27, column: 15, scope: !53)
!63 = !DILocalVariable(name: "res", scope: !53, file: !3, line: 28, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 1280, elements: !33)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "result", file: !3, line: 11, size: 320, elements: !66)
!66 = !{!67, !68, !69, !70, !71}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !65, file: !3, line: 11, baseType: !29, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "counter", scope: !65, file: !3, line: 11, baseType: !29, size: 32, offset: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "acc", scope: !65, file: !3, line: 11, baseType: !25, size: 64, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !65, file: !3, line: 11, baseType: !9, size: 128, offset: 128)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "addr_differs", scope: !65, file: !3, line: 11, baseType: !28, size: 64, offset: 256)
!72 = !DILocation(line: 28, column: 19, scope: !53)
!73 = !DILocation(line: 29, column: 18, scope: !53)
!74 = !DILocation(line: 29, column: 15, scope: !53)
!75 = !DILocation(line: 30, column: 5, scope: !53)
!76 = !DILocation(line: 30, column: 16, scope: !53)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 31, type: !29)
!78 = distinct !DILexicalBlock(scope: !53, file: !3, line: 31, column: 5)
!79 = !DILocation(line: 31, column: 14, scope: !78)
!80 = !DILocation(line: 31, column: 10, scope: !78)
!81 = !DILocation(line: 31, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 31, column: 5)
!83 = !DILocation(line: 31, column: 23, scope: !82)
!84 = !DILocation(line: 31, column: 5, scope: !78)
!85 = !DILocation(line: 31, column: 47, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 31, column: 33)
!87 = !DILocation(line: 31, column: 39, scope: !86)
!88 = !DILocation(line: 31, column: 35, scope: !86)
!89 = !DILocation(line: 31, column: 42, scope: !86)
!90 = !DILocation(line: 31, column: 45, scope: !86)
!91 = !DILocation(line: 31, column: 69, scope: !86)
!92 = !DILocation(line: 31, column: 66, scope: !86)
!93 = !DILocation(line: 31, column: 92, scope: !86)
!94 = !DILocation(line: 31, column: 88, scope: !86)
!95 = !DILocation(line: 31, column: 50, scope: !86)
!96 = !DILocation(line: 31, column: 97, scope: !86)
!97 = !DILocation(line: 31, column: 29, scope: !82)
!98 = !DILocation(line: 31, column: 5, scope: !82)
!99 = distinct !{!99, !84, !100, !101}
!100 = !DILocation(line: 31, column: 97, scope: !78)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 32, type: !29)
!103 = distinct !DILexicalBlock(scope: !53, file: !3, line: 32, column: 5)
!104 = !DILocation(line: 32, column: 14, scope: !103)
!105 = !DILocation(line: 32, column: 10, scope: !103)
!106 = !DILocation(line: 32, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 32, column: 5)
!108 = !DILocation(line: 32, column: 23, scope: !107)
!109 = !DILocation(line: 32, column: 5, scope: !103)
!110 = !DILocation(line: 32, column: 49, scope: !107)
!111 = !DILocation(line: 32, column: 46, scope: !107)
!112 = !DILocation(line: 32, column: 33, scope: !107)
!113 = !DILocation(line: 32, column: 29, scope: !107)
!114 = !DILocation(line: 32, column: 5, scope: !107)
!115 = distinct !{!115, !109, !116, !101}
!116 = !DILocation(line: 32, column: 57, scope: !103)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 33, type: !29)
!118 = distinct !DILexicalBlock(scope: !53, file: !3, line: 33, column: 5)
!119 = !DILocation(line: 33, column: 14, scope: !118)
!120 = !DILocation(line: 33, column: 10, scope: !118)
!121 = !DILocation(line: 33, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !3, line: 33, column: 5)
!123 = !DILocation(line: 33, column: 23, scope: !122)
!124 = !DILocation(line: 33, column: 5, scope: !118)
!125 = !DILocation(line: 33, column: 99, scope: !122)
!126 = !DILocation(line: 33, column: 95, scope: !122)
!127 = !DILocation(line: 33, column: 102, scope: !122)
!128 = !DILocation(line: 33, column: 110, scope: !122)
!129 = !DILocation(line: 33, column: 106, scope: !122)
!130 = !DILocation(line: 33, column: 113, scope: !122)
!131 = !DILocation(line: 33, column: 126, scope: !122)
!132 = !DILocation(line: 33, column: 122, scope: !122)
!133 = !DILocation(line: 33, column: 129, scope: !122)
!134 = !DILocation(line: 33, column: 138, scope: !122)
!135 = !DILocation(line: 33, column: 134, scope: !122)
!136 = !DILocation(line: 33, column: 141, scope: !122)
!137 = !DILocation(line: 33, column: 155, scope: !122)
!138 = !DILocation(line: 33, column: 147, scope: !122)
!139 = !DILocation(line: 33, column: 33, scope: !122)
!140 = !DILocation(line: 33, column: 29, scope: !122)
!141 = !DILocation(line: 33, column: 5, scope: !122)
!142 = distinct !{!142, !124, !143, !101}
!143 = !DILocation(line: 33, column: 157, scope: !118)
!144 = !DILocation(line: 34, column: 50, scope: !53)
!145 = !DILocation(line: 34, column: 62, scope: !53)
!146 = !DILocation(line: 34, column: 71, scope: !53)
!147 = !DILocation(line: 34, column: 5, scope: !53)
!148 = !DILocation(line: 35, column: 12, scope: !53)
!149 = !DILocation(line: 35, column: 25, scope: !53)
!150 = !DILocation(line: 35, column: 32, scope: !53)
!151 = !DILocation(line: 35, column: 40, scope: !53)
!152 = !DILocation(line: 35, column: 23, scope: !53)
!153 = !DILocation(line: 35, column: 5, scope: !53)
!154 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !155, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!155 = !DISubroutineType(types: !156)
!156 = !{!5, !5}
!157 = !DILocalVariable(name: "arg", arg: 1, scope: !154, file: !3, line: 15, type: !5)
!158 = !DILocation(line: 15, column: 27, scope: !154)
!159 = !DILocalVariable(name: "r", scope: !154, file: !3, line: 16, type: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!161 = !DILocation(line: 16, column: 20, scope: !154)
!162 = !DILocation(line: 16, column: 24, scope: !154)
!163 = !DILocalVariable(name: "i", scope: !164, file: !3, line: 17, type: !29)
!164 = distinct !DILexicalBlock(scope: !154, file: !3, line: 17, column: 5)
!165 = !DILocation(line: 17, column: 14, scope: !164)
!166 = !DILocation(line: 17, column: 10, scope: !164)
!167 = !DILocation(line: 17, column: 21, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 17, column: 5)
!169 = !DILocation(line: 17, column: 26, scope: !168)
!170 = !DILocation(line: 17, column: 29, scope: !168)
!171 = !DILocation(line: 17, column: 32, scope: !168)
!172 = !DILocation(line: 17, column: 23, scope: !168)
!173 = !DILocation(line: 17, column: 5, scope: !164)
!174 = !DILocation(line: 17, column: 45, scope: !175)
!175 = distinct !DILexicalBlock(scope: !168, file: !3, line: 17, column: 43)
!176 = !DILocation(line: 17, column: 55, scope: !175)
!177 = !DILocation(line: 17, column: 69, scope: !175)
!178 = !DILocation(line: 17, column: 59, scope: !175)
!179 = !DILocation(line: 17, column: 66, scope: !175)
!180 = !DILocation(line: 17, column: 72, scope: !175)
!181 = !DILocation(line: 17, column: 39, scope: !168)
!182 = !DILocation(line: 17, column: 5, scope: !168)
!183 = distinct !{!183, !173, !184, !101}
!184 = !DILocation(line: 17, column: 72, scope: !164)
!185 = !DILocation(line: 18, column: 14, scope: !154)
!186 = !DILocation(line: 18, column: 52, scope: !154)
!187 = !DILocation(line: 18, column: 55, scope: !154)
!188 = !DILocation(line: 18, column: 5, scope: !154)
!189 = !DILocation(line: 19, column: 18, scope: !154)
!190 = !DILocation(line: 19, column: 5, scope: !154)
!191 = !DILocation(line: 19, column: 8, scope: !154)
!192 = !DILocation(line: 19, column: 16, scope: !154)
!193 = !DILocation(line: 20, column: 14, scope: !154)
!194 = !DILocation(line: 20, column: 5, scope: !154)
!195 = !DILocation(line: 20, column: 8, scope: !154)
!196 = !DILocation(line: 20, column: 12, scope: !154)
!197 = !DILocation(line: 21, column: 14, scope: !154)
!198 = !DILocation(line: 21, column: 17, scope: !154)
!199 = !DILocation(line: 21, column: 45, scope: !154)
!200 = !DILocation(line: 21, column: 5, scope: !154)
!201 = !DILocation(line: 22, column: 23, scope: !154)
!202 = !DILocation(line: 22, column: 37, scope: !154)
!203 = !DILocation(line: 22, column: 34, scope: !154)
!204 = !DILocation(line: 22, column: 13, scope: !154)
!205 = !DILocation(line: 22, column: 16, scope: !154)
!206 = !DILocation(line: 22, column: 5, scope: !154)
!207 = !DILocation(line: 22, column: 20, scope: !154)
!208 = !DILocation(line: 23, column: 5, scope: !154)
