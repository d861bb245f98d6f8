; ModuleID = 'programs/setjmp_longjmp.c'
source_filename = "programs/setjmp_longjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [42 x i8] c"longjmp returned %d, counter=%d depth=%d\0A\00", align 1, !dbg !15
@depth_reached = internal global i32 0, align 4, !dbg !70
@.str.2 = private unnamed_addr constant [26 x i8] c"zero value -> %d pass=%d\0A\00", align 1, !dbg !20
@__const.main.divs = private unnamed_addr constant [3 x i32] [i32 0, i32 0, i32 5], align 4
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !44
@.str.3 = private unnamed_addr constant [23 x i8] c"div error, attempt %d\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [23 x i8] c"result=%d attempts=%d\0A\00", align 1, !dbg !30
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 5, i32 3, i32 9, i32 13, i32 1, i32 7], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"sorted\0A\00", align 1, !dbg !32
@.str.6 = private unnamed_addr constant [23 x i8] c"qsort aborted with %d\0A\00", align 1, !dbg !37
@.str.7 = private unnamed_addr constant [10 x i8] c"stage=%d\0A\00", align 1, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !80 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [3 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x i32], align 16
  %9 = alloca [1 x %struct.__jmp_buf_tag], align 16
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !86)
  store volatile i32 0, ptr %2, align 4, !dbg !86
    #dbg_declare(ptr %3, !87, !DIExpression(), !88)
  %11 = call i32 @_setjmp(ptr noundef @env) #5, !dbg !89
  store i32 %11, ptr %3, align 4, !dbg !88
  %12 = load i32, ptr %3, align 4, !dbg !90
  %13 = icmp eq i32 %12, 0, !dbg !92
  br i1 %13, label %14, label %16, !dbg !93

14:                                               ; preds = %0
  store volatile i32 1, ptr %2, align 4, !dbg !94
  call void @deep(i32 noundef 50), !dbg !96
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !97
  br label %21, !dbg !98

16:                                               ; preds = %0
  %17 = load i32, ptr %3, align 4, !dbg !99
  %18 = load volatile i32, ptr %2, align 4, !dbg !100
  %19 = load i32, ptr @depth_reached, align 4, !dbg !101
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17, i32 noundef %18, i32 noundef %19), !dbg !102
  br label %21

21:                                               ; preds = %16, %14
    #dbg_declare(ptr %4, !103, !DIExpression(), !104)
  store volatile i32 0, ptr %4, align 4, !dbg !104
  %22 = call i32 @_setjmp(ptr noundef @env) #5, !dbg !105
  store i32 %22, ptr %3, align 4, !dbg !107
  %23 = icmp eq i32 %22, 0, !dbg !108
  br i1 %23, label %24, label %27, !dbg !109

24:                                               ; preds = %21
  %25 = load volatile i32, ptr %4, align 4, !dbg !110
  %26 = add nsw i32 %25, 1, !dbg !110
  store volatile i32 %26, ptr %4, align 4, !dbg !110
  call void @longjmp(ptr noundef @env, i32 noundef 0) #6, !dbg !112
  unreachable, !dbg !112

27:                                               ; preds = %21
  %28 = load i32, ptr %3, align 4, !dbg !113
  %29 = load volatile i32, ptr %4, align 4, !dbg !114
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %28, i32 noundef %29), !dbg !115
    #dbg_declare(ptr %5, !116, !DIExpression(), !117)
  store volatile i32 0, ptr %5, align 4, !dbg !117
    #dbg_declare(ptr %6, !118, !DIExpression(), !122)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.divs, i64 12, i1 false), !dbg !122
    #dbg_declare(ptr %7, !123, !DIExpression(), !124)
  store volatile i32 0, ptr %7, align 4, !dbg !124
  %31 = call i32 @_setjmp(ptr noundef @env2) #5, !dbg !125
  %32 = icmp ne i32 %31, 0, !dbg !125
  br i1 %32, label %33, label %38, !dbg !127

33:                                               ; preds = %27
  %34 = load volatile i32, ptr %5, align 4, !dbg !128
  %35 = add nsw i32 %34, 1, !dbg !128
  store volatile i32 %35, ptr %5, align 4, !dbg !128
  %36 = load volatile i32, ptr %5, align 4, !dbg !130
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %36), !dbg !131
  br label %38, !dbg !132

38:                                               ; preds = %33, %27
  %39 = load volatile i32, ptr %5, align 4, !dbg !133
  %40 = icmp slt i32 %39, 3, !dbg !135
  br i1 %40, label %41, label %47, !dbg !136

41:                                               ; preds = %38
  %42 = load volatile i32, ptr %5, align 4, !dbg !137
  %43 = sext i32 %42 to i64, !dbg !138
  %44 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 %43, !dbg !138
  %45 = load i32, ptr %44, align 4, !dbg !138
  %46 = call i32 @checked_div(i32 noundef 100, i32 noundef %45), !dbg !139
  store volatile i32 %46, ptr %7, align 4, !dbg !140
  br label %47, !dbg !141

47:                                               ; preds = %41, %38
  %48 = load volatile i32, ptr %7, align 4, !dbg !142
  %49 = load volatile i32, ptr %5, align 4, !dbg !143
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %48, i32 noundef %49), !dbg !144
    #dbg_declare(ptr %8, !145, !DIExpression(), !149)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.arr, i64 24, i1 false), !dbg !149
  %51 = call i32 @_setjmp(ptr noundef @env) #5, !dbg !150
  store i32 %51, ptr %3, align 4, !dbg !152
  %52 = icmp eq i32 %51, 0, !dbg !153
  br i1 %52, label %53, label %56, !dbg !154

53:                                               ; preds = %47
  %54 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 0, !dbg !155
  call void @qsort(ptr noundef %54, i64 noundef 6, i64 noundef 4, ptr noundef @cmp_abort), !dbg !157
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !158
  br label %59, !dbg !159

56:                                               ; preds = %47
  %57 = load i32, ptr %3, align 4, !dbg !160
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %57), !dbg !161
  br label %59

59:                                               ; preds = %56, %53
    #dbg_declare(ptr %9, !162, !DIExpression(), !163)
    #dbg_declare(ptr %10, !164, !DIExpression(), !165)
  store volatile i32 0, ptr %10, align 4, !dbg !165
  %60 = call i32 @_setjmp(ptr noundef @env) #5, !dbg !166
  %61 = icmp eq i32 %60, 0, !dbg !168
  br i1 %61, label %62, label %69, !dbg !169

62:                                               ; preds = %59
  store volatile i32 1, ptr %10, align 4, !dbg !170
  %63 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %9, i64 0, i64 0, !dbg !172
  %64 = call i32 @_setjmp(ptr noundef %63) #5, !dbg !172
  %65 = icmp eq i32 %64, 0, !dbg !174
  br i1 %65, label %66, label %68, !dbg !175

66:                                               ; preds = %62
  store volatile i32 2, ptr %10, align 4, !dbg !176
  %67 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %9, i64 0, i64 0, !dbg !178
  call void @longjmp(ptr noundef %67, i32 noundef 1) #6, !dbg !179
  unreachable, !dbg !179

68:                                               ; preds = %62
  store volatile i32 3, ptr %10, align 4, !dbg !180
  call void @longjmp(ptr noundef @env, i32 noundef 2) #6, !dbg !181
  unreachable, !dbg !181

69:                                               ; preds = %59
  %70 = load volatile i32, ptr %10, align 4, !dbg !182
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %70), !dbg !183
  %72 = load volatile i32, ptr %2, align 4, !dbg !184
  %73 = load volatile i32, ptr %5, align 4, !dbg !185
  %74 = mul nsw i32 %73, 10, !dbg !186
  %75 = add nsw i32 %72, %74, !dbg !187
  ret i32 %75, !dbg !188
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deep(i32 noundef %0) #0 !dbg !189 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 16
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !192, !DIExpression(), !193)
    #dbg_declare(ptr %3, !194, !DIExpression(), !198)
  %4 = load i32, ptr %2, align 4, !dbg !199
  %5 = trunc i32 %4 to i8, !dbg !200
  %6 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !201
  store i8 %5, ptr %6, align 16, !dbg !202
  %7 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !203
  %8 = load i32, ptr %2, align 4, !dbg !204
  store i32 %8, ptr @depth_reached, align 4, !dbg !205
  %9 = load i32, ptr %2, align 4, !dbg !206
  %10 = icmp eq i32 %9, 0, !dbg !208
  br i1 %10, label %11, label %12, !dbg !209

11:                                               ; preds = %1
  call void @longjmp(ptr noundef @env, i32 noundef 42) #6, !dbg !210
  unreachable, !dbg !210

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4, !dbg !211
  %14 = sub nsw i32 %13, 1, !dbg !212
  call void @deep(i32 noundef %14), !dbg !213
  ret void, !dbg !214
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checked_div(i32 noundef %0, i32 noundef %1) #0 !dbg !215 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !218, !DIExpression(), !219)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !220, !DIExpression(), !221)
  %5 = load i32, ptr %4, align 4, !dbg !222
  %6 = icmp eq i32 %5, 0, !dbg !224
  br i1 %6, label %7, label %8, !dbg !225

7:                                                ; preds = %2
  call void @longjmp(ptr noundef @env2, i32 noundef 1) #6, !dbg !226
  unreachable, !dbg !226

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !227
  %10 = load i32, ptr %4, align 4, !dbg !228
  %11 = sdiv i32 %9, %10, !dbg !229
  ret i32 %11, !dbg !230
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_abort(ptr noundef %0, ptr noundef %1) #0 !dbg !231 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !236, !DIExpression(), !237)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !238, !DIExpression(), !239)
    #dbg_declare(ptr %5, !240, !DIExpression(), !241)
  %7 = load ptr, ptr %3, align 8, !dbg !242
  %8 = load i32, ptr %7, align 4, !dbg !243
  store i32 %8, ptr %5, align 4, !dbg !241
    #dbg_declare(ptr %6, !244, !DIExpression(), !245)
  %9 = load ptr, ptr %4, align 8, !dbg !246
  %10 = load i32, ptr %9, align 4, !dbg !247
  store i32 %10, ptr %6, align 4, !dbg !245
  %11 = load i32, ptr %5, align 4, !dbg !248
  %12 = icmp eq i32 %11, 13, !dbg !250
  br i1 %12, label %16, label %13, !dbg !251

13:                                               ; preds = %2
  %14 = load i32, ptr %6, align 4, !dbg !252
  %15 = icmp eq i32 %14, 13, !dbg !253
  br i1 %15, label %16, label %17, !dbg !254

16:                                               ; preds = %13, %2
  call void @longjmp(ptr noundef @env, i32 noundef 13) #6, !dbg !255
  unreachable, !dbg !255

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4, !dbg !256
  %19 = load i32, ptr %6, align 4, !dbg !257
  %20 = icmp sgt i32 %18, %19, !dbg !258
  %21 = zext i1 %20 to i32, !dbg !258
  %22 = load i32, ptr %5, align 4, !dbg !259
  %23 = load i32, ptr %6, align 4, !dbg !260
  %24 = icmp slt i32 %22, %23, !dbg !261
  %25 = zext i1 %24 to i32, !dbg !261
  %26 = sub nsw i32 %21, %25, !dbg !262
  ret i32 %26, !dbg !263
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "env", scope: !2, file: !3, line: 7, type: !46, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/setjmp_longjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b5991ac129279738230fdd68253e4b9")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !15, !20, !25, !30, !32, !37, !39, !0, !44, !70}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 104, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 13)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 336, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 42)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 208, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 26)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 184, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 23)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !27, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 80, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 10)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "env2", scope: !2, file: !3, line: 7, type: !46, isLocal: true, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !47, line: 32, baseType: !48)
!47 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 1600, elements: !68)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !50, line: 26, size: 1600, elements: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!51 = !{!52, !57, !58}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !49, file: !50, line: 32, baseType: !53, size: 512)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !54, line: 31, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 512, elements: !35)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !49, file: !50, line: 33, baseType: !8, size: 32, offset: 512)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !49, file: !50, line: 34, baseType: !59, size: 1024, offset: 576)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !60, line: 8, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !60, line: 5, size: 1024, elements: !62)
!62 = !{!63}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !61, file: !60, line: 7, baseType: !64, size: 1024)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 1024, elements: !66)
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !{!67}
!67 = !DISubrange(count: 16)
!68 = !{!69}
!69 = !DISubrange(count: 1)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 8, type: !8, isLocal: true, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"frame-pointer", i32 2}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !81, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!8}
!83 = !{}
!84 = !DILocalVariable(name: "counter", scope: !80, file: !3, line: 24, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!86 = !DILocation(line: 24, column: 18, scope: !80)
!87 = !DILocalVariable(name: "r", scope: !80, file: !3, line: 25, type: !8)
!88 = !DILocation(line: 25, column: 9, scope: !80)
!89 = !DILocation(line: 25, column: 13, scope: !80)
!90 = !DILocation(line: 26, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !80, file: !3, line: 26, column: 9)
!92 = !DILocation(line: 26, column: 11, scope: !91)
!93 = !DILocation(line: 26, column: 9, scope: !80)
!94 = !DILocation(line: 26, column: 27, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 26, column: 17)
!96 = !DILocation(line: 26, column: 32, scope: !95)
!97 = !DILocation(line: 26, column: 42, scope: !95)
!98 = !DILocation(line: 26, column: 67, scope: !95)
!99 = !DILocation(line: 27, column: 63, scope: !91)
!100 = !DILocation(line: 27, column: 66, scope: !91)
!101 = !DILocation(line: 27, column: 75, scope: !91)
!102 = !DILocation(line: 27, column: 10, scope: !91)
!103 = !DILocalVariable(name: "pass", scope: !80, file: !3, line: 29, type: !85)
!104 = !DILocation(line: 29, column: 18, scope: !80)
!105 = !DILocation(line: 30, column: 14, scope: !106)
!106 = distinct !DILexicalBlock(scope: !80, file: !3, line: 30, column: 9)
!107 = !DILocation(line: 30, column: 12, scope: !106)
!108 = !DILocation(line: 30, column: 27, scope: !106)
!109 = !DILocation(line: 30, column: 9, scope: !80)
!110 = !DILocation(line: 30, column: 39, scope: !111)
!111 = distinct !DILexicalBlock(scope: !106, file: !3, line: 30, column: 33)
!112 = !DILocation(line: 30, column: 43, scope: !111)
!113 = !DILocation(line: 31, column: 42, scope: !80)
!114 = !DILocation(line: 31, column: 45, scope: !80)
!115 = !DILocation(line: 31, column: 5, scope: !80)
!116 = !DILocalVariable(name: "attempts", scope: !80, file: !3, line: 33, type: !85)
!117 = !DILocation(line: 33, column: 18, scope: !80)
!118 = !DILocalVariable(name: "divs", scope: !80, file: !3, line: 33, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 3)
!122 = !DILocation(line: 33, column: 36, scope: !80)
!123 = !DILocalVariable(name: "result", scope: !80, file: !3, line: 34, type: !85)
!124 = !DILocation(line: 34, column: 18, scope: !80)
!125 = !DILocation(line: 35, column: 9, scope: !126)
!126 = distinct !DILexicalBlock(scope: !80, file: !3, line: 35, column: 9)
!127 = !DILocation(line: 35, column: 9, scope: !80)
!128 = !DILocation(line: 35, column: 33, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 35, column: 23)
!130 = !DILocation(line: 35, column: 71, scope: !129)
!131 = !DILocation(line: 35, column: 37, scope: !129)
!132 = !DILocation(line: 35, column: 82, scope: !129)
!133 = !DILocation(line: 36, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !80, file: !3, line: 36, column: 9)
!135 = !DILocation(line: 36, column: 18, scope: !134)
!136 = !DILocation(line: 36, column: 9, scope: !80)
!137 = !DILocation(line: 36, column: 54, scope: !134)
!138 = !DILocation(line: 36, column: 49, scope: !134)
!139 = !DILocation(line: 36, column: 32, scope: !134)
!140 = !DILocation(line: 36, column: 30, scope: !134)
!141 = !DILocation(line: 36, column: 23, scope: !134)
!142 = !DILocation(line: 37, column: 39, scope: !80)
!143 = !DILocation(line: 37, column: 47, scope: !80)
!144 = !DILocation(line: 37, column: 5, scope: !80)
!145 = !DILocalVariable(name: "arr", scope: !80, file: !3, line: 39, type: !146)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 6)
!149 = !DILocation(line: 39, column: 9, scope: !80)
!150 = !DILocation(line: 40, column: 14, scope: !151)
!151 = distinct !DILexicalBlock(scope: !80, file: !3, line: 40, column: 9)
!152 = !DILocation(line: 40, column: 12, scope: !151)
!153 = !DILocation(line: 40, column: 27, scope: !151)
!154 = !DILocation(line: 40, column: 9, scope: !80)
!155 = !DILocation(line: 40, column: 41, scope: !156)
!156 = distinct !DILexicalBlock(scope: !151, file: !3, line: 40, column: 33)
!157 = !DILocation(line: 40, column: 35, scope: !156)
!158 = !DILocation(line: 40, column: 74, scope: !156)
!159 = !DILocation(line: 40, column: 94, scope: !156)
!160 = !DILocation(line: 41, column: 44, scope: !151)
!161 = !DILocation(line: 41, column: 10, scope: !151)
!162 = !DILocalVariable(name: "inner", scope: !80, file: !3, line: 43, type: !46)
!163 = !DILocation(line: 43, column: 13, scope: !80)
!164 = !DILocalVariable(name: "stage", scope: !80, file: !3, line: 43, type: !85)
!165 = !DILocation(line: 43, column: 33, scope: !80)
!166 = !DILocation(line: 44, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !80, file: !3, line: 44, column: 9)
!168 = !DILocation(line: 44, column: 21, scope: !167)
!169 = !DILocation(line: 44, column: 9, scope: !80)
!170 = !DILocation(line: 45, column: 15, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !3, line: 44, column: 27)
!172 = !DILocation(line: 46, column: 13, scope: !173)
!173 = distinct !DILexicalBlock(scope: !171, file: !3, line: 46, column: 13)
!174 = !DILocation(line: 46, column: 27, scope: !173)
!175 = !DILocation(line: 46, column: 13, scope: !171)
!176 = !DILocation(line: 46, column: 41, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 46, column: 33)
!178 = !DILocation(line: 46, column: 54, scope: !177)
!179 = !DILocation(line: 46, column: 46, scope: !177)
!180 = !DILocation(line: 47, column: 15, scope: !171)
!181 = !DILocation(line: 48, column: 9, scope: !171)
!182 = !DILocation(line: 50, column: 26, scope: !80)
!183 = !DILocation(line: 50, column: 5, scope: !80)
!184 = !DILocation(line: 51, column: 12, scope: !80)
!185 = !DILocation(line: 51, column: 22, scope: !80)
!186 = !DILocation(line: 51, column: 31, scope: !80)
!187 = !DILocation(line: 51, column: 20, scope: !80)
!188 = !DILocation(line: 51, column: 5, scope: !80)
!189 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 10, type: !190, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !83)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !8}
!192 = !DILocalVariable(name: "n", arg: 1, scope: !189, file: !3, line: 10, type: !8)
!193 = !DILocation(line: 10, column: 48, scope: !189)
!194 = !DILocalVariable(name: "pad", scope: !189, file: !3, line: 11, type: !195)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !196)
!196 = !{!197}
!197 = !DISubrange(count: 64)
!198 = !DILocation(line: 11, column: 10, scope: !189)
!199 = !DILocation(line: 11, column: 34, scope: !189)
!200 = !DILocation(line: 11, column: 28, scope: !189)
!201 = !DILocation(line: 11, column: 19, scope: !189)
!202 = !DILocation(line: 11, column: 26, scope: !189)
!203 = !DILocation(line: 11, column: 43, scope: !189)
!204 = !DILocation(line: 12, column: 21, scope: !189)
!205 = !DILocation(line: 12, column: 19, scope: !189)
!206 = !DILocation(line: 13, column: 9, scope: !207)
!207 = distinct !DILexicalBlock(scope: !189, file: !3, line: 13, column: 9)
!208 = !DILocation(line: 13, column: 11, scope: !207)
!209 = !DILocation(line: 13, column: 9, scope: !189)
!210 = !DILocation(line: 13, column: 17, scope: !207)
!211 = !DILocation(line: 14, column: 10, scope: !189)
!212 = !DILocation(line: 14, column: 12, scope: !189)
!213 = !DILocation(line: 14, column: 5, scope: !189)
!214 = !DILocation(line: 15, column: 1, scope: !189)
!215 = distinct !DISubprogram(name: "checked_div", scope: !3, file: !3, line: 16, type: !216, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !83)
!216 = !DISubroutineType(types: !217)
!217 = !{!8, !8, !8}
!218 = !DILocalVariable(name: "a", arg: 1, scope: !215, file: !3, line: 16, type: !8)
!219 = !DILocation(line: 16, column: 54, scope: !215)
!220 = !DILocalVariable(name: "b", arg: 2, scope: !215, file: !3, line: 16, type: !8)
!221 = !DILocation(line: 16, column: 61, scope: !215)
!222 = !DILocation(line: 16, column: 70, scope: !223)
!223 = distinct !DILexicalBlock(scope: !215, file: !3, line: 16, column: 70)
!224 = !DILocation(line: 16, column: 72, scope: !223)
!225 = !DILocation(line: 16, column: 70, scope: !215)
!226 = !DILocation(line: 16, column: 78, scope: !223)
!227 = !DILocation(line: 16, column: 103, scope: !215)
!228 = !DILocation(line: 16, column: 107, scope: !215)
!229 = !DILocation(line: 16, column: 105, scope: !215)
!230 = !DILocation(line: 16, column: 96, scope: !215)
!231 = distinct !DISubprogram(name: "cmp_abort", scope: !3, file: !3, line: 17, type: !232, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !83)
!232 = !DISubroutineType(types: !233)
!233 = !{!8, !234, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!236 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !3, line: 17, type: !234)
!237 = !DILocation(line: 17, column: 34, scope: !231)
!238 = !DILocalVariable(name: "b", arg: 2, scope: !231, file: !3, line: 17, type: !234)
!239 = !DILocation(line: 17, column: 49, scope: !231)
!240 = !DILocalVariable(name: "x", scope: !231, file: !3, line: 18, type: !8)
!241 = !DILocation(line: 18, column: 9, scope: !231)
!242 = !DILocation(line: 18, column: 27, scope: !231)
!243 = !DILocation(line: 18, column: 13, scope: !231)
!244 = !DILocalVariable(name: "y", scope: !231, file: !3, line: 18, type: !8)
!245 = !DILocation(line: 18, column: 30, scope: !231)
!246 = !DILocation(line: 18, column: 48, scope: !231)
!247 = !DILocation(line: 18, column: 34, scope: !231)
!248 = !DILocation(line: 19, column: 9, scope: !249)
!249 = distinct !DILexicalBlock(scope: !231, file: !3, line: 19, column: 9)
!250 = !DILocation(line: 19, column: 11, scope: !249)
!251 = !DILocation(line: 19, column: 17, scope: !249)
!252 = !DILocation(line: 19, column: 20, scope: !249)
!253 = !DILocation(line: 19, column: 22, scope: !249)
!254 = !DILocation(line: 19, column: 9, scope: !231)
!255 = !DILocation(line: 19, column: 29, scope: !249)
!256 = !DILocation(line: 20, column: 13, scope: !231)
!257 = !DILocation(line: 20, column: 17, scope: !231)
!258 = !DILocation(line: 20, column: 15, scope: !231)
!259 = !DILocation(line: 20, column: 23, scope: !231)
!260 = !DILocation(line: 20, column: 27, scope: !231)
!261 = !DILocation(line: 20, column: 25, scope: !231)
!262 = !DILocation(line: 20, column: 20, scope: !231)
!263 = !DILocation(line: 20, column: 5, scope: !231)
