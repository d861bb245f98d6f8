; ModuleID = 'programs/fannkuch_redux.c'
source_filename = "programs/fannkuch_redux.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%d\0APfannkuchen(%d) = %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 !dbg !10 {
  %1 = alloca [8 x i32], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !15, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  %2 = alloca [8 x i32], align 16, !DIAssignID !61
    #dbg_assign(i1 undef, !19, !DIExpression(), !61, ptr %2, !DIExpression(), !60)
  %3 = alloca [8 x i32], align 16, !DIAssignID !62
    #dbg_assign(i1 undef, !20, !DIExpression(), !62, ptr %3, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5, !dbg !63
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2), !dbg !63
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !63
    #dbg_value(i32 0, !21, !DIExpression(), !60)
    #dbg_value(i32 0, !22, !DIExpression(), !60)
    #dbg_value(i32 8, !23, !DIExpression(), !60)
    #dbg_value(i32 0, !24, !DIExpression(), !60)
    #dbg_value(i64 3, !25, !DIExpression(), !64)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !dbg !65, !tbaa !67
    #dbg_value(i64 7, !25, !DIExpression(), !64)
  %4 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !65
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %4, align 16, !dbg !65, !tbaa !67
    #dbg_value(i64 8, !25, !DIExpression(), !64)
  %5 = getelementptr inbounds i8, ptr %3, i64 4
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 12
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 20
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = getelementptr inbounds i8, ptr %3, i64 28
  %12 = getelementptr inbounds i8, ptr %2, i64 4
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 4
  %15 = getelementptr inbounds i8, ptr %2, i64 12
  %16 = getelementptr inbounds i8, ptr %2, i64 4
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = getelementptr inbounds i8, ptr %2, i64 4
  %19 = getelementptr inbounds i8, ptr %2, i64 20
  %20 = getelementptr inbounds i8, ptr %2, i64 4
  %21 = getelementptr inbounds i8, ptr %2, i64 24
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = getelementptr inbounds i8, ptr %2, i64 28
  br label %24, !dbg !71

24:                                               ; preds = %0, %129
  %25 = phi i32 [ %130, %129 ], [ 8, %0 ], !dbg !72
  %26 = phi i32 [ %131, %129 ], [ 0, %0 ], !dbg !73
  %27 = phi i32 [ %90, %129 ], [ 0, %0 ], !dbg !60
  %28 = phi i32 [ %85, %129 ], [ 0, %0 ], !dbg !60
    #dbg_value(i32 %28, !21, !DIExpression(), !60)
    #dbg_value(i32 %27, !22, !DIExpression(), !60)
    #dbg_value(i32 %26, !24, !DIExpression(), !60)
    #dbg_value(i32 %25, !23, !DIExpression(), !60)
  %29 = icmp eq i32 %25, 1, !dbg !74
  br i1 %29, label %58, label %30, !dbg !71

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64, !dbg !71
  %32 = and i64 %31, 4294967294, !dbg !71
  %33 = add nsw i64 %31, -2, !dbg !71
  %34 = insertelement <2 x i64> poison, i64 %33, i64 0, !dbg !71
  %35 = shufflevector <2 x i64> %34, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !71
  br label %36, !dbg !71

36:                                               ; preds = %55, %30
  %37 = phi i64 [ 0, %30 ], [ %56, %55 ]
  %38 = sub i64 %31, %37, !dbg !71
  %39 = trunc i64 %37 to i32, !dbg !71
  %40 = sub i32 %25, %39, !dbg !71
  %41 = insertelement <2 x i64> poison, i64 %37, i64 0, !dbg !71
  %42 = shufflevector <2 x i64> %41, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !71
  %43 = or disjoint <2 x i64> %42, <i64 0, i64 1>, !dbg !71
  %44 = icmp ule <2 x i64> %43, %35
  %45 = extractelement <2 x i1> %44, i64 0
  br i1 %45, label %46, label %49, !dbg !71

46:                                               ; preds = %36
  %47 = add nsw i64 %38, -1, !dbg !75
  %48 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %47, !dbg !77
  store i32 %40, ptr %48, align 4, !dbg !78, !tbaa !67
  br label %49

49:                                               ; preds = %46, %36
  %50 = extractelement <2 x i1> %44, i64 1, !dbg !78
  br i1 %50, label %51, label %55, !dbg !78

51:                                               ; preds = %49
  %52 = add i64 %38, -2, !dbg !75
  %53 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %52, !dbg !77
  %54 = add i32 %40, -1, !dbg !77
  store i32 %54, ptr %53, align 4, !dbg !78, !tbaa !67
  br label %55, !dbg !78

55:                                               ; preds = %51, %49
  %56 = add i64 %37, 2
  %57 = icmp eq i64 %56, %32
  br i1 %57, label %58, label %36, !llvm.loop !79

58:                                               ; preds = %55, %24
    #dbg_value(i32 0, !27, !DIExpression(), !84)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %2, i64 32, i1 false), !dbg !85, !tbaa !67
    #dbg_value(i64 poison, !27, !DIExpression(), !84)
    #dbg_value(i32 0, !32, !DIExpression(), !87)
  %59 = load i32, ptr %1, align 16, !dbg !88, !tbaa !67
  %60 = icmp eq i32 %59, 0, !dbg !89
  br i1 %60, label %83, label %61, !dbg !90

61:                                               ; preds = %58, %69
  %62 = phi i32 [ %70, %69 ], [ %59, %58 ]
  %63 = phi i32 [ %71, %69 ], [ 0, %58 ]
    #dbg_value(i32 %63, !32, !DIExpression(), !87)
    #dbg_value(i32 %62, !37, !DIExpression(), !91)
    #dbg_value(i32 0, !34, !DIExpression(), !91)
  %64 = icmp sgt i32 %62, 0, !dbg !92
  br i1 %64, label %65, label %69, !dbg !93

65:                                               ; preds = %61
  %66 = zext nneg i32 %62 to i64, !dbg !93
  br label %73, !dbg !93

67:                                               ; preds = %73
  %68 = load i32, ptr %1, align 16, !dbg !88, !tbaa !67
  br label %69, !dbg !94

69:                                               ; preds = %67, %61
  %70 = phi i32 [ %68, %67 ], [ %62, %61 ], !dbg !88
  %71 = add nuw nsw i32 %63, 1, !dbg !94
    #dbg_value(i32 %71, !32, !DIExpression(), !87)
    #dbg_value(i32 %70, !33, !DIExpression(), !87)
  %72 = icmp eq i32 %70, 0, !dbg !89
  br i1 %72, label %83, label %61, !dbg !90, !llvm.loop !95

73:                                               ; preds = %65, %73
  %74 = phi i64 [ 0, %65 ], [ %80, %73 ]
  %75 = phi i64 [ %66, %65 ], [ %81, %73 ]
    #dbg_value(i64 %75, !37, !DIExpression(), !91)
    #dbg_value(i64 %74, !34, !DIExpression(), !91)
  %76 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %74, !dbg !97
  %77 = load i32, ptr %76, align 4, !dbg !97, !tbaa !67
    #dbg_value(i32 %77, !38, !DIExpression(), !98)
  %78 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %75, !dbg !99
  %79 = load i32, ptr %78, align 4, !dbg !99, !tbaa !67
  store i32 %79, ptr %76, align 4, !dbg !100, !tbaa !67
  store i32 %77, ptr %78, align 4, !dbg !101, !tbaa !67
  %80 = add nuw nsw i64 %74, 1, !dbg !102
    #dbg_value(i64 %80, !34, !DIExpression(), !91)
  %81 = add nsw i64 %75, -1, !dbg !103
    #dbg_value(i64 %81, !37, !DIExpression(), !91)
  %82 = icmp slt i64 %80, %81, !dbg !92
  br i1 %82, label %73, label %67, !dbg !93, !llvm.loop !104

83:                                               ; preds = %69, %58
  %84 = phi i32 [ 0, %58 ], [ %71, %69 ], !dbg !87
  %85 = tail call i32 @llvm.smax.i32(i32 %84, i32 %28), !dbg !106
    #dbg_value(i32 %85, !21, !DIExpression(), !60)
  %86 = and i32 %26, 1, !dbg !107
  %87 = icmp eq i32 %86, 0, !dbg !107
  %88 = sub nsw i32 0, %84, !dbg !108
  %89 = select i1 %87, i32 %84, i32 %88, !dbg !108
  %90 = add nsw i32 %89, %27, !dbg !109
    #dbg_value(i32 %90, !22, !DIExpression(), !60)
    #dbg_value(i64 1, !23, !DIExpression(), !60)
    #dbg_value(i32 poison, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  %91 = load <2 x i32>, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  %92 = shufflevector <2 x i32> %91, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !113
  store <2 x i32> %92, ptr %2, align 16, !dbg !113, !tbaa !67
  %93 = load i32, ptr %5, align 4, !dbg !115, !tbaa !67
  %94 = add nsw i32 %93, -1, !dbg !115
  store i32 %94, ptr %5, align 4, !dbg !115, !tbaa !67
  %95 = icmp sgt i32 %93, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %95, label %129, label %98

96:                                               ; preds = %124
    #dbg_value(i64 8, !23, !DIExpression(), !60)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %90, i32 noundef 8, i32 noundef %85), !dbg !118
    #dbg_value(i32 poison, !24, !DIExpression(), !60)
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2), !dbg !121
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5, !dbg !121
  ret i32 %85, !dbg !121

98:                                               ; preds = %83
    #dbg_value(i64 2, !23, !DIExpression(), !60)
  %99 = load i32, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i32 %99, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  %100 = load i64, ptr %12, align 4, !dbg !113, !tbaa !67
  store i64 %100, ptr %2, align 16, !dbg !113, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  store i32 %99, ptr %13, align 8, !dbg !122, !tbaa !67
  %101 = load i32, ptr %6, align 8, !dbg !115, !tbaa !67
  %102 = add nsw i32 %101, -1, !dbg !115
  store i32 %102, ptr %6, align 8, !dbg !115, !tbaa !67
  %103 = icmp sgt i32 %101, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %103, label %129, label %104

104:                                              ; preds = %98
    #dbg_value(i64 3, !23, !DIExpression(), !60)
  %105 = load i32, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i32 %105, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %14, i64 12, i1 false), !dbg !113, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  store i32 %105, ptr %15, align 4, !dbg !122, !tbaa !67
  %106 = load i32, ptr %7, align 4, !dbg !115, !tbaa !67
  %107 = add nsw i32 %106, -1, !dbg !115
  store i32 %107, ptr %7, align 4, !dbg !115, !tbaa !67
  %108 = icmp sgt i32 %106, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %108, label %129, label %109

109:                                              ; preds = %104
    #dbg_value(i64 4, !23, !DIExpression(), !60)
  %110 = load i32, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i32 %110, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 4 dereferenceable(16) %16, i64 16, i1 false), !dbg !113, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  store i32 %110, ptr %17, align 16, !dbg !122, !tbaa !67
  %111 = load i32, ptr %8, align 16, !dbg !115, !tbaa !67
  %112 = add nsw i32 %111, -1, !dbg !115
  store i32 %112, ptr %8, align 16, !dbg !115, !tbaa !67
  %113 = icmp sgt i32 %111, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %113, label %129, label %114

114:                                              ; preds = %109
    #dbg_value(i64 5, !23, !DIExpression(), !60)
  %115 = load i32, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i32 %115, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %18, i64 20, i1 false), !dbg !113, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  store i32 %115, ptr %19, align 4, !dbg !122, !tbaa !67
  %116 = load i32, ptr %9, align 4, !dbg !115, !tbaa !67
  %117 = add nsw i32 %116, -1, !dbg !115
  store i32 %117, ptr %9, align 4, !dbg !115, !tbaa !67
  %118 = icmp sgt i32 %116, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %118, label %129, label %119

119:                                              ; preds = %114
    #dbg_value(i64 6, !23, !DIExpression(), !60)
  %120 = load i32, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i32 %120, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 4 dereferenceable(24) %20, i64 24, i1 false), !dbg !113, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  store i32 %120, ptr %21, align 8, !dbg !122, !tbaa !67
  %121 = load i32, ptr %10, align 8, !dbg !115, !tbaa !67
  %122 = add nsw i32 %121, -1, !dbg !115
  store i32 %122, ptr %10, align 8, !dbg !115, !tbaa !67
  %123 = icmp sgt i32 %121, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %123, label %129, label %124

124:                                              ; preds = %119
    #dbg_value(i64 7, !23, !DIExpression(), !60)
  %125 = load i32, ptr %2, align 16, !dbg !112, !tbaa !67
    #dbg_value(i32 %125, !41, !DIExpression(), !110)
    #dbg_value(i32 0, !45, !DIExpression(), !111)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %2, ptr noundef nonnull align 4 dereferenceable(28) %22, i64 28, i1 false), !dbg !113, !tbaa !67
    #dbg_value(i64 poison, !45, !DIExpression(), !111)
  store i32 %125, ptr %23, align 4, !dbg !122, !tbaa !67
  %126 = load i32, ptr %11, align 4, !dbg !115, !tbaa !67
  %127 = add nsw i32 %126, -1, !dbg !115
  store i32 %127, ptr %11, align 4, !dbg !115, !tbaa !67
  %128 = icmp sgt i32 %126, 1, !dbg !117
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br i1 %128, label %129, label %96

129:                                              ; preds = %124, %119, %114, %109, %104, %98, %83
  %130 = phi i32 [ 1, %83 ], [ 2, %98 ], [ 3, %104 ], [ 4, %109 ], [ 5, %114 ], [ 6, %119 ], [ 7, %124 ]
  %131 = add nuw nsw i32 %26, 1, !dbg !123
    #dbg_value(i32 %131, !24, !DIExpression(), !60)
    #dbg_value(i32 poison, !23, !DIExpression(), !60)
  br label %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fannkuch_redux.c", directory: ".", checksumkind: CSK_MD5, checksum: "aa229f810a4c9d2ea2fd5611549fb47f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, globals: !50, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !10, file: !2, line: 7, baseType: !47, size: 32, elements: !48)
!10 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !19, !20, !21, !22, !23, !24, !25, !27, !32, !33, !34, !37, !38, !41, !45}
!15 = !DILocalVariable(name: "perm", scope: !10, file: !2, line: 8, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DILocalVariable(name: "perm1", scope: !10, file: !2, line: 8, type: !16)
!20 = !DILocalVariable(name: "count", scope: !10, file: !2, line: 8, type: !16)
!21 = !DILocalVariable(name: "max_flips", scope: !10, file: !2, line: 9, type: !13)
!22 = !DILocalVariable(name: "checksum", scope: !10, file: !2, line: 9, type: !13)
!23 = !DILocalVariable(name: "r", scope: !10, file: !2, line: 9, type: !13)
!24 = !DILocalVariable(name: "perm_count", scope: !10, file: !2, line: 9, type: !13)
!25 = !DILocalVariable(name: "i", scope: !26, file: !2, line: 10, type: !13)
!26 = distinct !DILexicalBlock(scope: !10, file: !2, line: 10, column: 5)
!27 = !DILocalVariable(name: "i", scope: !28, file: !2, line: 13, type: !13)
!28 = distinct !DILexicalBlock(scope: !29, file: !2, line: 13, column: 9)
!29 = distinct !DILexicalBlock(scope: !30, file: !2, line: 11, column: 14)
!30 = distinct !DILexicalBlock(scope: !31, file: !2, line: 11, column: 5)
!31 = distinct !DILexicalBlock(scope: !10, file: !2, line: 11, column: 5)
!32 = !DILocalVariable(name: "flips", scope: !29, file: !2, line: 14, type: !13)
!33 = !DILocalVariable(name: "k", scope: !29, file: !2, line: 14, type: !13)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 16, type: !13)
!35 = distinct !DILexicalBlock(scope: !36, file: !2, line: 16, column: 13)
!36 = distinct !DILexicalBlock(scope: !29, file: !2, line: 15, column: 36)
!37 = !DILocalVariable(name: "j", scope: !35, file: !2, line: 16, type: !13)
!38 = !DILocalVariable(name: "t", scope: !39, file: !2, line: 16, type: !13)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 16, column: 53)
!40 = distinct !DILexicalBlock(scope: !35, file: !2, line: 16, column: 13)
!41 = !DILocalVariable(name: "p0", scope: !42, file: !2, line: 23, type: !13)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 21, column: 18)
!43 = distinct !DILexicalBlock(scope: !44, file: !2, line: 21, column: 9)
!44 = distinct !DILexicalBlock(scope: !29, file: !2, line: 21, column: 9)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 24, type: !13)
!46 = distinct !DILexicalBlock(scope: !42, file: !2, line: 24, column: 13)
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49}
!49 = !DIEnumerator(name: "n", value: 8)
!50 = !{!0}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !10)
!61 = distinct !DIAssignID()
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 8, column: 5, scope: !10)
!64 = !DILocation(line: 0, scope: !26)
!65 = !DILocation(line: 10, column: 42, scope: !66)
!66 = distinct !DILexicalBlock(scope: !26, file: !2, line: 10, column: 5)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 12, column: 9, scope: !29)
!72 = !DILocation(line: 9, column: 38, scope: !10)
!73 = !DILocation(line: 9, column: 45, scope: !10)
!74 = !DILocation(line: 12, column: 18, scope: !29)
!75 = !DILocation(line: 12, column: 34, scope: !76)
!76 = distinct !DILexicalBlock(scope: !29, file: !2, line: 12, column: 24)
!77 = !DILocation(line: 12, column: 26, scope: !76)
!78 = !DILocation(line: 12, column: 39, scope: !76)
!79 = distinct !{!79, !71, !80, !81, !82, !83}
!80 = !DILocation(line: 12, column: 49, scope: !29)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !{!"llvm.loop.isvectorized", i32 1}
!83 = !{!"llvm.loop.unroll.runtime.disable"}
!84 = !DILocation(line: 0, scope: !28)
!85 = !DILocation(line: 13, column: 45, scope: !86)
!86 = distinct !DILexicalBlock(scope: !28, file: !2, line: 13, column: 9)
!87 = !DILocation(line: 0, scope: !29)
!88 = !DILocation(line: 15, column: 21, scope: !29)
!89 = !DILocation(line: 15, column: 30, scope: !29)
!90 = !DILocation(line: 15, column: 9, scope: !29)
!91 = !DILocation(line: 0, scope: !35)
!92 = !DILocation(line: 16, column: 38, scope: !40)
!93 = !DILocation(line: 16, column: 13, scope: !35)
!94 = !DILocation(line: 17, column: 18, scope: !36)
!95 = distinct !{!95, !90, !96, !81}
!96 = !DILocation(line: 18, column: 9, scope: !29)
!97 = !DILocation(line: 16, column: 63, scope: !39)
!98 = !DILocation(line: 0, scope: !39)
!99 = !DILocation(line: 16, column: 82, scope: !39)
!100 = !DILocation(line: 16, column: 80, scope: !39)
!101 = !DILocation(line: 16, column: 99, scope: !39)
!102 = !DILocation(line: 16, column: 44, scope: !40)
!103 = !DILocation(line: 16, column: 49, scope: !40)
!104 = distinct !{!104, !93, !105, !81}
!105 = !DILocation(line: 16, column: 104, scope: !35)
!106 = !DILocation(line: 19, column: 13, scope: !29)
!107 = !DILocation(line: 20, column: 36, scope: !29)
!108 = !DILocation(line: 20, column: 21, scope: !29)
!109 = !DILocation(line: 20, column: 18, scope: !29)
!110 = !DILocation(line: 0, scope: !42)
!111 = !DILocation(line: 0, scope: !46)
!112 = !DILocation(line: 23, column: 22, scope: !42)
!113 = !DILocation(line: 24, column: 50, scope: !114)
!114 = distinct !DILexicalBlock(scope: !46, file: !2, line: 24, column: 13)
!115 = !DILocation(line: 26, column: 17, scope: !116)
!116 = distinct !DILexicalBlock(scope: !42, file: !2, line: 26, column: 17)
!117 = !DILocation(line: 26, column: 28, scope: !116)
!118 = !DILocation(line: 22, column: 27, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 22, column: 25)
!120 = distinct !DILexicalBlock(scope: !42, file: !2, line: 22, column: 17)
!121 = !DILocation(line: 31, column: 1, scope: !10)
!122 = !DILocation(line: 25, column: 22, scope: !42)
!123 = !DILocation(line: 29, column: 19, scope: !29)
!124 = !DISubprogram(name: "printf", scope: !125, file: !125, line: 356, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!126 = !DISubroutineType(types: !127)
!127 = !{!13, !128, null}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
