; ModuleID = 'programs/builtin_setjmp_loops.c'
source_filename = "programs/builtin_setjmp_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"\0Asum=%ld hits=%d\0A\00", align 1, !dbg !7
@hits = internal unnamed_addr global i32 0, align 4, !dbg !12
@buf = internal global [5 x ptr] zeroinitializer, align 16, !dbg !23
@.str.2 = private unnamed_addr constant [11 x i8] c"rounds=%d\0A\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = alloca i32, align 4, !DIAssignID !49
    #dbg_assign(i1 undef, !47, !DIExpression(), !49, ptr %1, !DIExpression(), !50)
    #dbg_value(i64 0, !40, !DIExpression(), !50)
    #dbg_value(i32 0, !42, !DIExpression(), !51)
  %2 = tail call fastcc i32 @attempt(i32 noundef 0), !dbg !52
    #dbg_value(i32 %2, !44, !DIExpression(), !53)
  %3 = sext i32 %2 to i64, !dbg !54
    #dbg_value(i64 %3, !40, !DIExpression(), !50)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !55
    #dbg_value(i32 1, !42, !DIExpression(), !51)
  %5 = tail call fastcc i32 @attempt(i32 noundef 1), !dbg !52
    #dbg_value(i32 %5, !44, !DIExpression(), !53)
  %6 = sext i32 %5 to i64, !dbg !54
  %7 = add nsw i64 %3, %6, !dbg !56
    #dbg_value(i64 %7, !40, !DIExpression(), !50)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5), !dbg !55
    #dbg_value(i32 2, !42, !DIExpression(), !51)
  %9 = tail call fastcc i32 @attempt(i32 noundef 2), !dbg !52
    #dbg_value(i32 %9, !44, !DIExpression(), !53)
  %10 = sext i32 %9 to i64, !dbg !54
  %11 = add nsw i64 %7, %10, !dbg !56
    #dbg_value(i64 %11, !40, !DIExpression(), !50)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9), !dbg !55
    #dbg_value(i32 3, !42, !DIExpression(), !51)
  %13 = tail call fastcc i32 @attempt(i32 noundef 3), !dbg !52
    #dbg_value(i32 %13, !44, !DIExpression(), !53)
  %14 = sext i32 %13 to i64, !dbg !54
  %15 = add nsw i64 %11, %14, !dbg !56
    #dbg_value(i64 %15, !40, !DIExpression(), !50)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13), !dbg !55
    #dbg_value(i32 4, !42, !DIExpression(), !51)
  %17 = tail call fastcc i32 @attempt(i32 noundef 4), !dbg !52
    #dbg_value(i32 %17, !44, !DIExpression(), !53)
  %18 = sext i32 %17 to i64, !dbg !54
  %19 = add nsw i64 %15, %18, !dbg !56
    #dbg_value(i64 %19, !40, !DIExpression(), !50)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17), !dbg !55
    #dbg_value(i32 5, !42, !DIExpression(), !51)
  %21 = tail call fastcc i32 @attempt(i32 noundef 5), !dbg !52
    #dbg_value(i32 %21, !44, !DIExpression(), !53)
  %22 = sext i32 %21 to i64, !dbg !54
  %23 = add nsw i64 %19, %22, !dbg !56
    #dbg_value(i64 %23, !40, !DIExpression(), !50)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21), !dbg !55
    #dbg_value(i32 6, !42, !DIExpression(), !51)
  %25 = tail call fastcc i32 @attempt(i32 noundef 6), !dbg !52
    #dbg_value(i32 %25, !44, !DIExpression(), !53)
  %26 = sext i32 %25 to i64, !dbg !54
  %27 = add nsw i64 %23, %26, !dbg !56
    #dbg_value(i64 %27, !40, !DIExpression(), !50)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %25), !dbg !55
    #dbg_value(i32 7, !42, !DIExpression(), !51)
  %29 = tail call fastcc i32 @attempt(i32 noundef 7), !dbg !52
    #dbg_value(i32 %29, !44, !DIExpression(), !53)
  %30 = sext i32 %29 to i64, !dbg !54
  %31 = add nsw i64 %27, %30, !dbg !56
    #dbg_value(i64 %31, !40, !DIExpression(), !50)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29), !dbg !55
    #dbg_value(i32 8, !42, !DIExpression(), !51)
  %33 = tail call fastcc i32 @attempt(i32 noundef 8), !dbg !52
    #dbg_value(i32 %33, !44, !DIExpression(), !53)
  %34 = sext i32 %33 to i64, !dbg !54
  %35 = add nsw i64 %31, %34, !dbg !56
    #dbg_value(i64 %35, !40, !DIExpression(), !50)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33), !dbg !55
    #dbg_value(i32 9, !42, !DIExpression(), !51)
  %37 = tail call fastcc i32 @attempt(i32 noundef 9), !dbg !52
    #dbg_value(i32 %37, !44, !DIExpression(), !53)
  %38 = sext i32 %37 to i64, !dbg !54
  %39 = add nsw i64 %35, %38, !dbg !56
    #dbg_value(i64 %39, !40, !DIExpression(), !50)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %37), !dbg !55
    #dbg_value(i32 10, !42, !DIExpression(), !51)
  %41 = tail call fastcc i32 @attempt(i32 noundef 10), !dbg !52
    #dbg_value(i32 %41, !44, !DIExpression(), !53)
  %42 = sext i32 %41 to i64, !dbg !54
  %43 = add nsw i64 %39, %42, !dbg !56
    #dbg_value(i64 %43, !40, !DIExpression(), !50)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41), !dbg !55
    #dbg_value(i32 11, !42, !DIExpression(), !51)
  %45 = tail call fastcc i32 @attempt(i32 noundef 11), !dbg !52
    #dbg_value(i32 %45, !44, !DIExpression(), !53)
  %46 = sext i32 %45 to i64, !dbg !54
  %47 = add nsw i64 %43, %46, !dbg !56
    #dbg_value(i64 %47, !40, !DIExpression(), !50)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45), !dbg !55
    #dbg_value(i32 12, !42, !DIExpression(), !51)
  %49 = tail call fastcc i32 @attempt(i32 noundef 12), !dbg !52
    #dbg_value(i32 %49, !44, !DIExpression(), !53)
  %50 = sext i32 %49 to i64, !dbg !54
  %51 = add nsw i64 %47, %50, !dbg !56
    #dbg_value(i64 %51, !40, !DIExpression(), !50)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49), !dbg !55
    #dbg_value(i32 13, !42, !DIExpression(), !51)
  %53 = tail call fastcc i32 @attempt(i32 noundef 13), !dbg !52
    #dbg_value(i32 %53, !44, !DIExpression(), !53)
  %54 = sext i32 %53 to i64, !dbg !54
  %55 = add nsw i64 %51, %54, !dbg !56
    #dbg_value(i64 %55, !40, !DIExpression(), !50)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %53), !dbg !55
    #dbg_value(i32 14, !42, !DIExpression(), !51)
  %57 = tail call fastcc i32 @attempt(i32 noundef 14), !dbg !52
    #dbg_value(i32 %57, !44, !DIExpression(), !53)
  %58 = sext i32 %57 to i64, !dbg !54
  %59 = add nsw i64 %55, %58, !dbg !56
    #dbg_value(i64 %59, !40, !DIExpression(), !50)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57), !dbg !55
    #dbg_value(i32 15, !42, !DIExpression(), !51)
  %61 = tail call fastcc i32 @attempt(i32 noundef 15), !dbg !52
    #dbg_value(i32 %61, !44, !DIExpression(), !53)
  %62 = sext i32 %61 to i64, !dbg !54
  %63 = add nsw i64 %59, %62, !dbg !56
    #dbg_value(i64 %63, !40, !DIExpression(), !50)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61), !dbg !55
    #dbg_value(i32 16, !42, !DIExpression(), !51)
  %65 = tail call fastcc i32 @attempt(i32 noundef 16), !dbg !52
    #dbg_value(i32 %65, !44, !DIExpression(), !53)
  %66 = sext i32 %65 to i64, !dbg !54
  %67 = add nsw i64 %63, %66, !dbg !56
    #dbg_value(i64 %67, !40, !DIExpression(), !50)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %65), !dbg !55
    #dbg_value(i32 17, !42, !DIExpression(), !51)
  %69 = tail call fastcc i32 @attempt(i32 noundef 17), !dbg !52
    #dbg_value(i32 %69, !44, !DIExpression(), !53)
  %70 = sext i32 %69 to i64, !dbg !54
  %71 = add nsw i64 %67, %70, !dbg !56
    #dbg_value(i64 %71, !40, !DIExpression(), !50)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %69), !dbg !55
    #dbg_value(i32 18, !42, !DIExpression(), !51)
  %73 = tail call fastcc i32 @attempt(i32 noundef 18), !dbg !52
    #dbg_value(i32 %73, !44, !DIExpression(), !53)
  %74 = sext i32 %73 to i64, !dbg !54
  %75 = add nsw i64 %71, %74, !dbg !56
    #dbg_value(i64 %75, !40, !DIExpression(), !50)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73), !dbg !55
    #dbg_value(i32 19, !42, !DIExpression(), !51)
  %77 = tail call fastcc i32 @attempt(i32 noundef 19), !dbg !52
    #dbg_value(i32 %77, !44, !DIExpression(), !53)
  %78 = sext i32 %77 to i64, !dbg !54
  %79 = add nsw i64 %75, %78, !dbg !56
    #dbg_value(i64 %79, !40, !DIExpression(), !50)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %77), !dbg !55
    #dbg_value(i32 20, !42, !DIExpression(), !51)
  %81 = load i32, ptr @hits, align 4, !dbg !57, !tbaa !58
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %79, i32 noundef %81), !dbg !62
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !63
  store volatile i32 0, ptr %1, align 4, !dbg !64, !tbaa !58, !DIAssignID !65
    #dbg_assign(i32 0, !47, !DIExpression(), !65, ptr %1, !DIExpression(), !50)
  %83 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !66
  store ptr %83, ptr @buf, align 16, !dbg !66
  %84 = tail call ptr @llvm.stacksave.p0(), !dbg !66
  store ptr %84, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16, !dbg !66
  %85 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf), !dbg !66
  %86 = icmp eq i32 %85, 0, !dbg !68
  br i1 %86, label %87, label %88, !dbg !69

87:                                               ; preds = %0
  store volatile i32 1, ptr %1, align 4, !dbg !70, !tbaa !58, !DIAssignID !72
    #dbg_assign(i32 1, !47, !DIExpression(), !72, ptr %1, !DIExpression(), !50)
  tail call fastcc void @deep(), !dbg !73
  unreachable, !dbg !74

88:                                               ; preds = %0
  %89 = load volatile i32, ptr %1, align 4, !dbg !75, !tbaa !58
  %90 = add nsw i32 %89, 10, !dbg !75
  store volatile i32 %90, ptr %1, align 4, !dbg !75, !tbaa !58, !DIAssignID !76
    #dbg_assign(i32 %90, !47, !DIExpression(), !76, ptr %1, !DIExpression(), !50)
  %91 = load volatile i32, ptr %1, align 4, !dbg !77, !tbaa !58
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91), !dbg !78
  %93 = trunc i64 %79 to i32, !dbg !79
  %94 = and i32 %93, 127, !dbg !79
  %95 = load i32, ptr @hits, align 4, !dbg !80, !tbaa !58
  %96 = xor i32 %95, %94, !dbg !81
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !82
  ret i32 %96, !dbg !83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @attempt(i32 noundef %0) unnamed_addr #2 !dbg !84 {
  %2 = alloca i32, align 4, !DIAssignID !90
    #dbg_assign(i1 undef, !89, !DIExpression(), !90, ptr %2, !DIExpression(), !91)
    #dbg_value(i32 %0, !88, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !92
  store volatile i32 -1, ptr %2, align 4, !dbg !93, !tbaa !58, !DIAssignID !94
    #dbg_assign(i32 -1, !89, !DIExpression(), !94, ptr %2, !DIExpression(), !91)
  %3 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !95
  store ptr %3, ptr @buf, align 16, !dbg !95
  %4 = tail call ptr @llvm.stacksave.p0(), !dbg !95
  store ptr %4, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16, !dbg !95
  %5 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf), !dbg !95
  %6 = icmp eq i32 %5, 0, !dbg !97
  br i1 %6, label %7, label %9, !dbg !98

7:                                                ; preds = %1
  %8 = tail call fastcc i32 @middle(i32 noundef %0), !dbg !99
  store volatile i32 %8, ptr %2, align 4, !dbg !101, !tbaa !58, !DIAssignID !102
    #dbg_assign(i32 %8, !89, !DIExpression(), !102, ptr %2, !DIExpression(), !91)
  br label %11, !dbg !103

9:                                                ; preds = %1
  %10 = sub nsw i32 0, %0, !dbg !104
  store volatile i32 %10, ptr %2, align 4, !dbg !106, !tbaa !58, !DIAssignID !107
    #dbg_assign(i32 %10, !89, !DIExpression(), !107, ptr %2, !DIExpression(), !91)
  br label %11

11:                                               ; preds = %9, %7
  %12 = load volatile i32, ptr %2, align 4, !dbg !108, !tbaa !58
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !109
  ret i32 %12, !dbg !110
}

; Function Attrs: nofree nounwind
declare !dbg !111 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #6

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @deep() unnamed_addr #7 !dbg !118 {
    #dbg_value(i32 poison, !122, !DIExpression(), !123)
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf), !dbg !124
  unreachable, !dbg !124
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @middle(i32 noundef %0) unnamed_addr #2 !dbg !126 {
  %2 = alloca i32, align 4, !DIAssignID !130
    #dbg_assign(i1 undef, !129, !DIExpression(), !130, ptr %2, !DIExpression(), !131)
    #dbg_value(i32 %0, !128, !DIExpression(), !131)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !132
  %3 = shl nsw i32 %0, 1, !dbg !133
  store volatile i32 %3, ptr %2, align 4, !dbg !134, !tbaa !58, !DIAssignID !135
    #dbg_assign(i32 %3, !129, !DIExpression(), !135, ptr %2, !DIExpression(), !131)
  tail call fastcc void @leaf(i32 noundef %0), !dbg !136
  %4 = load volatile i32, ptr %2, align 4, !dbg !137, !tbaa !58
  %5 = add nsw i32 %4, 1, !dbg !138
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !139
  ret i32 %5, !dbg !140
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @leaf(i32 noundef %0) unnamed_addr #2 !dbg !141 {
    #dbg_value(i32 %0, !145, !DIExpression(), !146)
  %2 = srem i32 %0, 3, !dbg !147
  %3 = icmp eq i32 %2, 0, !dbg !149
  br i1 %3, label %4, label %7, !dbg !150

4:                                                ; preds = %1
  %5 = load i32, ptr @hits, align 4, !dbg !151, !tbaa !58
  %6 = add nsw i32 %5, 1, !dbg !151
  store i32 %6, ptr @hits, align 4, !dbg !151, !tbaa !58
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf), !dbg !153
  unreachable, !dbg !153

7:                                                ; preds = %1
  ret void, !dbg !154
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/builtin_setjmp_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d76175b6f7c9af09f9110462515c4c0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "hits", scope: !14, file: !2, line: 8, type: !16, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !7, !18, !23, !12}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "buf", scope: !14, file: !2, line: 7, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 320, elements: !27)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!27 = !{!28}
!28 = !DISubrange(count: 5)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !38, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !39)
!38 = !DISubroutineType(types: !15)
!39 = !{!40, !42, !44, !47}
!40 = !DILocalVariable(name: "sum", scope: !37, file: !2, line: 24, type: !41)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 25, type: !16)
!43 = distinct !DILexicalBlock(scope: !37, file: !2, line: 25, column: 5)
!44 = !DILocalVariable(name: "r", scope: !45, file: !2, line: 26, type: !16)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 25, column: 34)
!46 = distinct !DILexicalBlock(scope: !43, file: !2, line: 25, column: 5)
!47 = !DILocalVariable(name: "rounds", scope: !37, file: !2, line: 31, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!49 = distinct !DIAssignID()
!50 = !DILocation(line: 0, scope: !37)
!51 = !DILocation(line: 0, scope: !43)
!52 = !DILocation(line: 26, column: 17, scope: !45)
!53 = !DILocation(line: 0, scope: !45)
!54 = !DILocation(line: 27, column: 16, scope: !45)
!55 = !DILocation(line: 28, column: 9, scope: !45)
!56 = !DILocation(line: 27, column: 13, scope: !45)
!57 = !DILocation(line: 30, column: 40, scope: !37)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 30, column: 5, scope: !37)
!63 = !DILocation(line: 31, column: 5, scope: !37)
!64 = !DILocation(line: 31, column: 18, scope: !37)
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 32, column: 9, scope: !67)
!67 = distinct !DILexicalBlock(scope: !37, file: !2, line: 32, column: 9)
!68 = !DILocation(line: 32, column: 31, scope: !67)
!69 = !DILocation(line: 32, column: 9, scope: !37)
!70 = !DILocation(line: 32, column: 46, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 32, column: 37)
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 32, column: 51, scope: !71)
!74 = !DILocation(line: 32, column: 70, scope: !71)
!75 = !DILocation(line: 33, column: 17, scope: !67)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 34, column: 27, scope: !37)
!78 = !DILocation(line: 34, column: 5, scope: !37)
!79 = !DILocation(line: 35, column: 12, scope: !37)
!80 = !DILocation(line: 35, column: 32, scope: !37)
!81 = !DILocation(line: 35, column: 30, scope: !37)
!82 = !DILocation(line: 36, column: 1, scope: !37)
!83 = !DILocation(line: 35, column: 5, scope: !37)
!84 = distinct !DISubprogram(name: "attempt", scope: !2, file: !2, line: 12, type: !85, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!16, !16}
!87 = !{!88, !89}
!88 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !2, line: 12, type: !16)
!89 = !DILocalVariable(name: "result", scope: !84, file: !2, line: 13, type: !48)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !84)
!92 = !DILocation(line: 13, column: 5, scope: !84)
!93 = !DILocation(line: 13, column: 18, scope: !84)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 14, column: 9, scope: !96)
!96 = distinct !DILexicalBlock(scope: !84, file: !2, line: 14, column: 9)
!97 = !DILocation(line: 14, column: 31, scope: !96)
!98 = !DILocation(line: 14, column: 9, scope: !84)
!99 = !DILocation(line: 15, column: 18, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !2, line: 14, column: 37)
!101 = !DILocation(line: 15, column: 16, scope: !100)
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 16, column: 5, scope: !100)
!104 = !DILocation(line: 17, column: 18, scope: !105)
!105 = distinct !DILexicalBlock(scope: !96, file: !2, line: 16, column: 12)
!106 = !DILocation(line: 17, column: 16, scope: !105)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 19, column: 12, scope: !84)
!109 = !DILocation(line: 20, column: 1, scope: !84)
!110 = !DILocation(line: 19, column: 5, scope: !84)
!111 = !DISubprogram(name: "printf", scope: !112, file: !112, line: 356, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!113 = !DISubroutineType(types: !114)
!114 = !{!16, !115, null}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!118 = distinct !DISubprogram(name: "deep", scope: !2, file: !2, line: 21, type: !119, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !121)
!119 = !DISubroutineType(cc: DW_CC_nocall, types: !120)
!120 = !{!41, !16}
!121 = !{!122}
!122 = !DILocalVariable(name: "n", arg: 1, scope: !118, file: !2, line: 21, type: !16)
!123 = !DILocation(line: 0, scope: !118)
!124 = !DILocation(line: 21, column: 65, scope: !125)
!125 = distinct !DILexicalBlock(scope: !118, file: !2, line: 21, column: 57)
!126 = distinct !DISubprogram(name: "middle", scope: !2, file: !2, line: 11, type: !85, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !127)
!127 = !{!128, !129}
!128 = !DILocalVariable(name: "n", arg: 1, scope: !126, file: !2, line: 11, type: !16)
!129 = !DILocalVariable(name: "local", scope: !126, file: !2, line: 11, type: !48)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 0, scope: !126)
!132 = !DILocation(line: 11, column: 54, scope: !126)
!133 = !DILocation(line: 11, column: 77, scope: !126)
!134 = !DILocation(line: 11, column: 67, scope: !126)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 11, column: 82, scope: !126)
!137 = !DILocation(line: 11, column: 98, scope: !126)
!138 = !DILocation(line: 11, column: 104, scope: !126)
!139 = !DILocation(line: 11, column: 109, scope: !126)
!140 = !DILocation(line: 11, column: 91, scope: !126)
!141 = distinct !DISubprogram(name: "leaf", scope: !2, file: !2, line: 10, type: !142, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !14, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !16}
!144 = !{!145}
!145 = !DILocalVariable(name: "n", arg: 1, scope: !141, file: !2, line: 10, type: !16)
!146 = !DILocation(line: 0, scope: !141)
!147 = !DILocation(line: 10, column: 59, scope: !148)
!148 = distinct !DILexicalBlock(scope: !141, file: !2, line: 10, column: 57)
!149 = !DILocation(line: 10, column: 63, scope: !148)
!150 = !DILocation(line: 10, column: 57, scope: !141)
!151 = !DILocation(line: 10, column: 75, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 10, column: 69)
!153 = !DILocation(line: 10, column: 79, scope: !152)
!154 = !DILocation(line: 10, column: 108, scope: !141)
