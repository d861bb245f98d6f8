; ModuleID = 'programs/mutual_tail_calls.c'
source_filename = "programs/mutual_tail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"even(30000)=%d odd(29999)=%d even(12345)=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"state machine %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"*.c\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"a?c*\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [8 x i8] c"*a*b*c*\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"**x\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [7 x i8] c"main.c\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [7 x i8] c"xaybzc\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [4 x i8] c"yyx\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [17 x i8] c"match(%s,%s)=%d \00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [27 x i8] c"\0Avia_ptr=%ld few_args=%ld\0A\00", align 1, !dbg !55

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 65) i32 @main() local_unnamed_addr #0 !dbg !79 {
    #dbg_assign(i1 undef, !82, !DIExpression(), !91, ptr poison, !DIExpression(), !92)
    #dbg_assign(i1 undef, !88, !DIExpression(), !93, ptr poison, !DIExpression(), !92)
    #dbg_value(i32 poison, !94, !DIExpression(), !100)
    #dbg_value(i32 poison, !94, !DIExpression(), !102)
  br label %1, !dbg !108

1:                                                ; preds = %0, %3
  %2 = phi i32 [ %4, %3 ], [ 12345, %0 ]
    #dbg_value(i32 %2, !94, !DIExpression(), !110)
  switch i32 %2, label %3 [
    i32 0, label %6
    i32 1, label %5
  ], !dbg !108

3:                                                ; preds = %1
  %4 = add i32 %2, -2, !dbg !111
  br label %1, !dbg !113

5:                                                ; preds = %1
  br label %6, !dbg !114

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 0, %5 ], [ 1, %1 ], !dbg !108
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef %7), !dbg !114
    #dbg_value(i64 30000, !115, !DIExpression(), !119)
    #dbg_value(i64 1, !118, !DIExpression(), !119)
    #dbg_value(i64 30000, !121, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !125)
    #dbg_value(i64 4, !124, !DIExpression(), !125)
    #dbg_value(i64 29998, !127, !DIExpression(), !131)
    #dbg_value(i64 11, !130, !DIExpression(), !131)
  br label %9, !dbg !133

9:                                                ; preds = %9, %6
  %10 = phi i64 [ 94, %6 ], [ %24, %9 ]
  %11 = phi i64 [ 29998, %6 ], [ %22, %9 ]
    #dbg_value(i64 %11, !127, !DIExpression(), !131)
    #dbg_value(i64 %11, !121, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !135)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !135)
  %12 = mul nuw nsw i64 %10, 3, !dbg !137
  %13 = urem i64 %12, 1000003, !dbg !138
    #dbg_value(i64 %13, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !135)
  %14 = add nuw nsw i64 %13, 8, !dbg !139
    #dbg_value(i64 %14, !130, !DIExpression(), !131)
    #dbg_value(i64 %11, !127, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !131)
  %15 = xor i64 %14, 85, !dbg !140
    #dbg_value(i64 %11, !115, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !141)
    #dbg_value(i64 %15, !118, !DIExpression(), !141)
    #dbg_value(i64 %11, !121, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !135)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !135)
  %16 = mul nuw nsw i64 %15, 3, !dbg !137
  %17 = urem i64 %16, 1000003, !dbg !138
    #dbg_value(i64 %17, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !135)
  %18 = add nuw nsw i64 %17, 8, !dbg !139
    #dbg_value(i64 %18, !130, !DIExpression(), !131)
    #dbg_value(i64 %11, !127, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !131)
  %19 = xor i64 %18, 85, !dbg !140
    #dbg_value(i64 %11, !115, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !141)
    #dbg_value(i64 %19, !118, !DIExpression(), !141)
    #dbg_value(i64 %11, !121, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !135)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !135)
  %20 = mul nuw nsw i64 %19, 3, !dbg !137
  %21 = urem i64 %20, 1000003, !dbg !138
    #dbg_value(i64 %21, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !135)
  %22 = add nsw i64 %11, -9, !dbg !142
  %23 = add nuw nsw i64 %21, 8, !dbg !139
    #dbg_value(i64 %23, !130, !DIExpression(), !131)
    #dbg_value(i64 %22, !127, !DIExpression(), !131)
  %24 = xor i64 %23, 85, !dbg !140
    #dbg_value(i64 %22, !115, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !141)
    #dbg_value(i64 %24, !118, !DIExpression(), !141)
  %25 = icmp eq i64 %22, 1, !dbg !143
  br i1 %25, label %26, label %9, !dbg !133

26:                                               ; preds = %9, %26
  %27 = phi i64 [ %42, %26 ], [ 23, %9 ]
  %28 = phi i64 [ %41, %26 ], [ 29997, %9 ]
    #dbg_value(i64 %27, !130, !DIExpression(), !144)
    #dbg_value(i64 %28, !127, !DIExpression(), !144)
    #dbg_value(i64 %28, !115, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !148)
    #dbg_value(i64 %27, !118, !DIExpression(DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value), !148)
    #dbg_value(i64 %28, !121, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !150)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !150)
  %29 = xor i64 %27, 85, !dbg !152
    #dbg_value(i64 %29, !118, !DIExpression(), !148)
  %30 = mul nuw nsw i64 %29, 3, !dbg !153
  %31 = urem i64 %30, 1000003, !dbg !154
    #dbg_value(i64 %31, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !150)
  %32 = add nuw nsw i64 %31, 8, !dbg !155
    #dbg_value(i64 %32, !130, !DIExpression(), !144)
    #dbg_value(i64 %28, !127, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !144)
    #dbg_value(i64 %28, !115, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !148)
    #dbg_value(i64 %32, !118, !DIExpression(DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value), !148)
    #dbg_value(i64 %28, !121, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !150)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !150)
  %33 = xor i64 %32, 85, !dbg !152
    #dbg_value(i64 %33, !118, !DIExpression(), !148)
  %34 = mul nuw nsw i64 %33, 3, !dbg !153
  %35 = urem i64 %34, 1000003, !dbg !154
    #dbg_value(i64 %35, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !150)
  %36 = add nsw i64 %28, -6, !dbg !156
  %37 = add nuw nsw i64 %35, 8, !dbg !155
    #dbg_value(i64 %37, !130, !DIExpression(), !144)
    #dbg_value(i64 %36, !127, !DIExpression(), !144)
    #dbg_value(i64 %36, !115, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !148)
    #dbg_value(i64 %37, !118, !DIExpression(DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value), !148)
    #dbg_value(i64 %36, !121, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !150)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !150)
  %38 = xor i64 %37, 85, !dbg !152
    #dbg_value(i64 %38, !118, !DIExpression(), !148)
  %39 = mul nuw nsw i64 %38, 3, !dbg !153
  %40 = urem i64 %39, 1000003, !dbg !154
    #dbg_value(i64 %40, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !150)
  %41 = add nsw i64 %28, -9, !dbg !156
  %42 = add nuw nsw i64 %40, 8, !dbg !155
    #dbg_value(i64 %41, !127, !DIExpression(), !144)
    #dbg_value(i64 %42, !130, !DIExpression(), !144)
  %43 = icmp ult i64 %36, 4, !dbg !157
  br i1 %43, label %44, label %26, !dbg !158

44:                                               ; preds = %26
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %24, i64 noundef %42), !dbg !159
    #dbg_assign(i1 undef, !82, !DIExpression(), !160, ptr poison, !DIExpression(), !92)
    #dbg_assign(i1 undef, !88, !DIExpression(), !161, ptr poison, !DIExpression(), !92)
    #dbg_value(i64 0, !89, !DIExpression(), !162)
  %46 = tail call fastcc i32 @match(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8), !dbg !163
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.8, i32 noundef %46), !dbg !165
    #dbg_value(i64 1, !89, !DIExpression(), !162)
  %48 = tail call fastcc i32 @match(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9), !dbg !163
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9, i32 noundef %48), !dbg !165
    #dbg_value(i64 2, !89, !DIExpression(), !162)
  %50 = tail call fastcc i32 @match(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10), !dbg !163
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, i32 noundef %50), !dbg !165
    #dbg_value(i64 3, !89, !DIExpression(), !162)
  %52 = tail call fastcc i32 @match(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6), !dbg !163
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, i32 noundef %52), !dbg !165
    #dbg_value(i64 4, !89, !DIExpression(), !162)
  %54 = tail call fastcc i32 @match(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6), !dbg !163
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, i32 noundef %54), !dbg !165
    #dbg_value(i64 5, !89, !DIExpression(), !162)
  %56 = tail call fastcc i32 @match(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11), !dbg !163
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.11, i32 noundef %56), !dbg !165
    #dbg_value(i64 6, !89, !DIExpression(), !162)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 200010000, i64 noundef 73), !dbg !166
  br label %59

59:                                               ; preds = %61, %44
  %60 = phi i32 [ 101, %44 ], [ %62, %61 ]
    #dbg_value(i32 %60, !94, !DIExpression(), !167)
  switch i32 %60, label %61 [
    i32 0, label %64
    i32 1, label %63
  ], !dbg !169

61:                                               ; preds = %59
  %62 = add i32 %60, -2, !dbg !170
  br label %59, !dbg !172

63:                                               ; preds = %59
  br label %64, !dbg !173

64:                                               ; preds = %59, %63
  %65 = phi i32 [ 13, %63 ], [ 14, %59 ], !dbg !169
    #dbg_value(i64 100, !115, !DIExpression(), !174)
    #dbg_value(i64 1, !118, !DIExpression(), !174)
    #dbg_value(i64 100, !121, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !176)
    #dbg_value(i64 4, !124, !DIExpression(), !176)
    #dbg_value(i64 poison, !130, !DIExpression(), !178)
    #dbg_value(i64 2, !127, !DIExpression(), !178)
    #dbg_value(i64 2, !115, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !180)
    #dbg_value(i64 poison, !118, !DIExpression(DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value), !180)
    #dbg_value(i64 2, !121, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !182)
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !182)
  ret i32 %65, !dbg !173
}

; Function Attrs: nofree nounwind
declare !dbg !184 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc range(i32 0, 2) i32 @match(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) unnamed_addr #2 !dbg !189 {
  br label %3

3:                                                ; preds = %28, %2
  %4 = phi ptr [ %7, %28 ], [ %0, %2 ]
  %5 = phi ptr [ %29, %28 ], [ %1, %2 ]
  %6 = load i8, ptr %4, align 1, !tbaa !195
  %7 = getelementptr inbounds i8, ptr %4, i64 1
  br label %8, !dbg !198

8:                                                ; preds = %17, %3
  %9 = phi ptr [ %20, %17 ], [ %5, %3 ]
    #dbg_value(ptr %4, !193, !DIExpression(), !199)
    #dbg_value(ptr %9, !194, !DIExpression(), !199)
  switch i8 %6, label %21 [
    i8 0, label %10
    i8 42, label %14
  ], !dbg !198

10:                                               ; preds = %8
  %11 = load i8, ptr %5, align 1, !dbg !200, !tbaa !195
  %12 = icmp eq i8 %11, 0, !dbg !202
  %13 = zext i1 %12 to i32, !dbg !202
  br label %30, !dbg !203

14:                                               ; preds = %8
  %15 = tail call fastcc i32 @match(ptr noundef nonnull %7, ptr noundef %9), !dbg !204
  %16 = icmp eq i32 %15, 0, !dbg !204
  br i1 %16, label %17, label %30, !dbg !206

17:                                               ; preds = %14
  %18 = load i8, ptr %9, align 1, !dbg !207, !tbaa !195
  %19 = icmp eq i8 %18, 0, !dbg !207
  %20 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !208
  br i1 %19, label %30, label %8, !dbg !209

21:                                               ; preds = %8
  %22 = load i8, ptr %5, align 1, !dbg !210, !tbaa !195
  %23 = icmp eq i8 %22, 0, !dbg !210
  br i1 %23, label %30, label %24, !dbg !212

24:                                               ; preds = %21
  %25 = icmp eq i8 %6, 63, !dbg !213
  %26 = icmp eq i8 %6, %22
  %27 = or i1 %25, %26, !dbg !214
  br i1 %27, label %28, label %30, !dbg !214

28:                                               ; preds = %24
  %29 = getelementptr i8, ptr %5, i64 1, !dbg !215
  br label %3, !dbg !216

30:                                               ; preds = %21, %24, %14, %17, %10
  %31 = phi i32 [ %13, %10 ], [ 1, %14 ], [ 0, %17 ], [ 0, %24 ], [ 0, %21 ], !dbg !199
  ret i32 %31, !dbg !217
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!60}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/mutual_tail_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "4d4570008fbec7d07adb377a7a6efcf9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 2)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 1)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 7)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !41, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 17)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 27)
!60 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !61, globals: !63, splitDebugInlining: false, nameTableKind: None)
!61 = !{!62}
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !46, !48, !50, !55, !64}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "next", scope: !60, file: !2, line: 24, type: !66, isLocal: true, isDefinition: true)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "fn", file: !2, line: 22, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !70, !70}
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !80, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !81)
!80 = !DISubroutineType(types: !61)
!81 = !{!82, !88, !89}
!82 = !DILocalVariable(name: "pats", scope: !79, file: !2, line: 32, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 384, elements: !86)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!86 = !{!87}
!87 = !DISubrange(count: 6)
!88 = !DILocalVariable(name: "strs", scope: !79, file: !2, line: 33, type: !83)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 34, type: !62)
!90 = distinct !DILexicalBlock(scope: !79, file: !2, line: 34, column: 5)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !79)
!93 = distinct !DIAssignID()
!94 = !DILocalVariable(name: "n", arg: 1, scope: !95, file: !2, line: 8, type: !98)
!95 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 8, type: !96, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!62, !98}
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !{!94}
!100 = !DILocation(line: 0, scope: !95, inlinedAt: !101)
!101 = distinct !DILocation(line: 30, column: 61, scope: !79)
!102 = !DILocation(line: 0, scope: !95, inlinedAt: !103)
!103 = distinct !DILocation(line: 9, column: 53, scope: !104, inlinedAt: !107)
!104 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 9, type: !96, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !105)
!105 = !{!106}
!106 = !DILocalVariable(name: "n", arg: 1, scope: !104, file: !2, line: 9, type: !98)
!107 = distinct !DILocation(line: 30, column: 77, scope: !79)
!108 = !DILocation(line: 8, column: 41, scope: !95, inlinedAt: !109)
!109 = distinct !DILocation(line: 30, column: 92, scope: !79)
!110 = !DILocation(line: 0, scope: !95, inlinedAt: !109)
!111 = !DILocation(line: 9, column: 63, scope: !104, inlinedAt: !112)
!112 = distinct !DILocation(line: 8, column: 54, scope: !95, inlinedAt: !109)
!113 = !DILocation(line: 9, column: 53, scope: !104, inlinedAt: !112)
!114 = !DILocation(line: 30, column: 5, scope: !79)
!115 = !DILocalVariable(name: "n", arg: 1, scope: !116, file: !2, line: 12, type: !70)
!116 = distinct !DISubprogram(name: "st_a", scope: !2, file: !2, line: 12, type: !68, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !117)
!117 = !{!115, !118}
!118 = !DILocalVariable(name: "acc", arg: 2, scope: !116, file: !2, line: 12, type: !70)
!119 = !DILocation(line: 0, scope: !116, inlinedAt: !120)
!120 = distinct !DILocation(line: 31, column: 39, scope: !79)
!121 = !DILocalVariable(name: "n", arg: 1, scope: !122, file: !2, line: 13, type: !70)
!122 = distinct !DISubprogram(name: "st_b", scope: !2, file: !2, line: 13, type: !68, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !123)
!123 = !{!121, !124}
!124 = !DILocalVariable(name: "acc", arg: 2, scope: !122, file: !2, line: 13, type: !70)
!125 = !DILocation(line: 0, scope: !122, inlinedAt: !126)
!126 = distinct !DILocation(line: 12, column: 60, scope: !116, inlinedAt: !120)
!127 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !2, line: 14, type: !70)
!128 = distinct !DISubprogram(name: "st_c", scope: !2, file: !2, line: 14, type: !68, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !129)
!129 = !{!127, !130}
!130 = !DILocalVariable(name: "acc", arg: 2, scope: !128, file: !2, line: 14, type: !70)
!131 = !DILocation(line: 0, scope: !128, inlinedAt: !132)
!132 = distinct !DILocation(line: 13, column: 60, scope: !122, inlinedAt: !126)
!133 = !DILocation(line: 12, column: 45, scope: !116, inlinedAt: !134)
!134 = distinct !DILocation(line: 14, column: 60, scope: !128, inlinedAt: !132)
!135 = !DILocation(line: 0, scope: !122, inlinedAt: !136)
!136 = distinct !DILocation(line: 12, column: 60, scope: !116, inlinedAt: !134)
!137 = !DILocation(line: 12, column: 76, scope: !116, inlinedAt: !134)
!138 = !DILocation(line: 12, column: 80, scope: !116, inlinedAt: !134)
!139 = !DILocation(line: 13, column: 76, scope: !122, inlinedAt: !136)
!140 = !DILocation(line: 14, column: 76, scope: !128, inlinedAt: !132)
!141 = !DILocation(line: 0, scope: !116, inlinedAt: !134)
!142 = !DILocation(line: 13, column: 67, scope: !122, inlinedAt: !136)
!143 = !DILocation(line: 12, column: 47, scope: !116, inlinedAt: !134)
!144 = !DILocation(line: 0, scope: !128, inlinedAt: !145)
!145 = distinct !DILocation(line: 13, column: 60, scope: !122, inlinedAt: !146)
!146 = distinct !DILocation(line: 12, column: 60, scope: !116, inlinedAt: !147)
!147 = distinct !DILocation(line: 31, column: 55, scope: !79)
!148 = !DILocation(line: 0, scope: !116, inlinedAt: !149)
!149 = distinct !DILocation(line: 14, column: 60, scope: !128, inlinedAt: !145)
!150 = !DILocation(line: 0, scope: !122, inlinedAt: !151)
!151 = distinct !DILocation(line: 12, column: 60, scope: !116, inlinedAt: !149)
!152 = !DILocation(line: 14, column: 76, scope: !128, inlinedAt: !145)
!153 = !DILocation(line: 12, column: 76, scope: !116, inlinedAt: !149)
!154 = !DILocation(line: 12, column: 80, scope: !116, inlinedAt: !149)
!155 = !DILocation(line: 13, column: 76, scope: !122, inlinedAt: !151)
!156 = !DILocation(line: 13, column: 67, scope: !122, inlinedAt: !151)
!157 = !DILocation(line: 14, column: 47, scope: !128, inlinedAt: !145)
!158 = !DILocation(line: 14, column: 45, scope: !128, inlinedAt: !145)
!159 = !DILocation(line: 31, column: 5, scope: !79)
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !90)
!163 = !DILocation(line: 34, column: 78, scope: !164)
!164 = distinct !DILexicalBlock(scope: !90, file: !2, line: 34, column: 5)
!165 = !DILocation(line: 34, column: 33, scope: !164)
!166 = !DILocation(line: 35, column: 5, scope: !79)
!167 = !DILocation(line: 0, scope: !95, inlinedAt: !168)
!168 = distinct !DILocation(line: 36, column: 12, scope: !79)
!169 = !DILocation(line: 8, column: 41, scope: !95, inlinedAt: !168)
!170 = !DILocation(line: 9, column: 63, scope: !104, inlinedAt: !171)
!171 = distinct !DILocation(line: 8, column: 54, scope: !95, inlinedAt: !168)
!172 = !DILocation(line: 9, column: 53, scope: !104, inlinedAt: !171)
!173 = !DILocation(line: 36, column: 5, scope: !79)
!174 = !DILocation(line: 0, scope: !116, inlinedAt: !175)
!175 = distinct !DILocation(line: 36, column: 33, scope: !79)
!176 = !DILocation(line: 0, scope: !122, inlinedAt: !177)
!177 = distinct !DILocation(line: 12, column: 60, scope: !116, inlinedAt: !175)
!178 = !DILocation(line: 0, scope: !128, inlinedAt: !179)
!179 = distinct !DILocation(line: 13, column: 60, scope: !122, inlinedAt: !177)
!180 = !DILocation(line: 0, scope: !116, inlinedAt: !181)
!181 = distinct !DILocation(line: 14, column: 60, scope: !128, inlinedAt: !179)
!182 = !DILocation(line: 0, scope: !122, inlinedAt: !183)
!183 = distinct !DILocation(line: 12, column: 60, scope: !116, inlinedAt: !181)
!184 = !DISubprogram(name: "printf", scope: !185, file: !185, line: 356, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!186 = !DISubroutineType(types: !187)
!187 = !{!62, !188, null}
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!189 = distinct !DISubprogram(name: "match", scope: !2, file: !2, line: 16, type: !190, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!62, !84, !84}
!192 = !{!193, !194}
!193 = !DILocalVariable(name: "pat", arg: 1, scope: !189, file: !2, line: 16, type: !84)
!194 = !DILocalVariable(name: "s", arg: 2, scope: !189, file: !2, line: 16, type: !84)
!195 = !{!196, !196, i64 0}
!196 = !{!"omnipotent char", !197, i64 0}
!197 = !{!"Simple C/C++ TBAA"}
!198 = !DILocation(line: 17, column: 9, scope: !189)
!199 = !DILocation(line: 0, scope: !189)
!200 = !DILocation(line: 17, column: 27, scope: !201)
!201 = distinct !DILexicalBlock(scope: !189, file: !2, line: 17, column: 9)
!202 = !DILocation(line: 17, column: 30, scope: !201)
!203 = !DILocation(line: 17, column: 20, scope: !201)
!204 = !DILocation(line: 18, column: 29, scope: !205)
!205 = distinct !DILexicalBlock(scope: !189, file: !2, line: 18, column: 9)
!206 = !DILocation(line: 18, column: 47, scope: !205)
!207 = !DILocation(line: 18, column: 51, scope: !205)
!208 = !DILocation(line: 18, column: 70, scope: !205)
!209 = !DILocation(line: 18, column: 54, scope: !205)
!210 = !DILocation(line: 19, column: 9, scope: !211)
!211 = distinct !DILexicalBlock(scope: !189, file: !2, line: 19, column: 9)
!212 = !DILocation(line: 19, column: 12, scope: !211)
!213 = !DILocation(line: 19, column: 21, scope: !211)
!214 = !DILocation(line: 19, column: 28, scope: !211)
!215 = !DILocation(line: 19, column: 68, scope: !211)
!216 = !DILocation(line: 19, column: 51, scope: !211)
!217 = !DILocation(line: 21, column: 1, scope: !189)
