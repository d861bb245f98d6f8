; ModuleID = 'programs/varargs_int128.c'
source_filename = "programs/varargs_int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"wiu\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"iwiiwiwu\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"dwdudiwu\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"r1=\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"r2=\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [4 x i8] c"r3=\00", align 1, !dbg !18
@.str.7 = private unnamed_addr constant [3 x i8] c"w=\00", align 1, !dbg !20
@.str.8 = private unnamed_addr constant [3 x i8] c"u=\00", align 1, !dbg !25
@.str.9 = private unnamed_addr constant [6 x i8] c"i=%d \00", align 1, !dbg !27
@.str.10 = private unnamed_addr constant [6 x i8] c"d=%g \00", align 1, !dbg !32
@.str.11 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx \00", align 1, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !61 {
    #dbg_value(i128 -1237940039285380274899136569, !65, !DIExpression(), !70)
    #dbg_value(i128 -44291611843981158765213436369005982225, !66, !DIExpression(), !70)
  %1 = tail call { i64, i64 } (ptr, ...) @sum(ptr noundef nonnull @.str, i64 noundef -12345, i64 noundef -67108865, i32 noundef 7, i64 noundef 81985529216486895, i64 noundef -2401053089206453570), !dbg !71
  %2 = extractvalue { i64, i64 } %1, 0, !dbg !71
  %3 = extractvalue { i64, i64 } %1, 1, !dbg !71
    #dbg_value(!DIArgList(i128 poison, i64 poison), !67, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !70)
  %4 = tail call { i64, i64 } (ptr, ...) @sum(ptr noundef nonnull @.str.1, i32 noundef 1, i64 noundef -12345, i64 noundef -67108865, i32 noundef 2, i32 noundef 3, i128 noundef -1, i32 noundef 4, i128 noundef 5, i128 noundef -44291611843981158765213436369005982225), !dbg !72
  %5 = extractvalue { i64, i64 } %4, 0, !dbg !72
  %6 = extractvalue { i64, i64 } %4, 1, !dbg !72
    #dbg_value(!DIArgList(i128 poison, i64 poison), !68, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !70)
  %7 = tail call { i64, i64 } (ptr, ...) @sum(ptr noundef nonnull @.str.2, double noundef 1.500000e+00, i64 noundef -12345, i64 noundef -67108865, double noundef 2.500000e+00, i64 noundef 81985529216486895, i64 noundef -2401053089206453570, double noundef 3.500000e+00, i32 noundef 9, i128 noundef -44291611843981158765213436369005982225, i128 noundef 44291611843981158765213436369005982224), !dbg !73
  %8 = extractvalue { i64, i64 } %7, 0, !dbg !73
  %9 = extractvalue { i64, i64 } %7, 1, !dbg !73
    #dbg_value(!DIArgList(i128 poison, i128 poison), !69, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !70)
    #dbg_value(ptr @.str.3, !74, !DIExpression(), !82)
    #dbg_value(!DIArgList(i128 0, i64 %2), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !82)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i64 noundef %3, i64 noundef %2), !dbg !84
    #dbg_value(ptr @.str.4, !74, !DIExpression(), !85)
    #dbg_value(!DIArgList(i128 0, i64 %5), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !85)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i64 noundef %6, i64 noundef %5), !dbg !87
    #dbg_value(ptr @.str.5, !74, !DIExpression(), !88)
    #dbg_value(!DIArgList(i128 0, i64 %8), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !88)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i64 noundef %9, i64 noundef %8), !dbg !90
  %13 = tail call i32 @putchar(i32 10), !dbg !91
  %14 = trunc i64 %8 to i32, !dbg !92
  %15 = and i32 %14, 127, !dbg !92
  ret i32 %15, !dbg !93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal { i64, i64 } @sum(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 !dbg !94 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !131
    #dbg_assign(i1 undef, !99, !DIExpression(), !131, ptr %2, !DIExpression(), !132)
    #dbg_value(ptr %0, !98, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !133
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !134
    #dbg_value(i128 0, !114, !DIExpression(), !132)
    #dbg_value(ptr %0, !115, !DIExpression(), !135)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  br label %6, !dbg !136

6:                                                ; preds = %99, %1
  %7 = phi ptr [ %0, %1 ], [ %101, %99 ], !dbg !137
  %8 = phi i128 [ 0, %1 ], [ %100, %99 ], !dbg !132
    #dbg_value(i128 %8, !114, !DIExpression(), !132)
    #dbg_value(ptr %7, !115, !DIExpression(), !135)
  %9 = load i8, ptr %7, align 1, !dbg !138, !tbaa !139
  switch i8 %9, label %81 [
    i8 0, label %10
    i8 119, label %17
    i8 117, label %40
    i8 105, label %63
  ], !dbg !142

10:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !143
  %11 = call i32 @putchar(i32 10), !dbg !144
  %12 = trunc i128 %8 to i64, !dbg !145
  %13 = lshr i128 %8, 64, !dbg !145
  %14 = trunc nuw i128 %13 to i64, !dbg !145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !146
  %15 = insertvalue { i64, i64 } poison, i64 %12, 0, !dbg !146
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1, !dbg !146
  ret { i64, i64 } %16, !dbg !146

17:                                               ; preds = %6
  %18 = load i32, ptr %2, align 16, !dbg !147
  %19 = icmp ult i32 %18, 33, !dbg !147
  br i1 %19, label %20, label %26, !dbg !147

20:                                               ; preds = %17
  %21 = load ptr, ptr %4, align 16, !dbg !147
  %22 = zext nneg i32 %18 to i64, !dbg !147
  %23 = getelementptr i8, ptr %21, i64 %22, !dbg !147
  %24 = load i128, ptr %23, align 8, !dbg !147
  %25 = add nuw nsw i32 %18, 16, !dbg !147
  store i32 %25, ptr %2, align 16, !dbg !147, !DIAssignID !148
    #dbg_assign(i32 %25, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !148, ptr %2, !DIExpression(), !132)
  br label %32, !dbg !147

26:                                               ; preds = %17
  %27 = load ptr, ptr %3, align 8, !dbg !147
  %28 = getelementptr inbounds i8, ptr %27, i64 15, !dbg !147
  %29 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %28, i64 -16), !dbg !147
  %30 = getelementptr i8, ptr %29, i64 16, !dbg !147
  store ptr %30, ptr %3, align 8, !dbg !147, !DIAssignID !149
    #dbg_assign(ptr %30, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !149, ptr %3, !DIExpression(), !132)
  %31 = load i128, ptr %29, align 16, !dbg !147, !tbaa !150
  br label %32, !dbg !147

32:                                               ; preds = %26, %20
  %33 = phi i128 [ %24, %20 ], [ %31, %26 ], !dbg !147
    #dbg_value(i128 %33, !117, !DIExpression(), !152)
  %34 = trunc i128 %33 to i64, !dbg !153
  %35 = lshr i128 %33, 64, !dbg !153
  %36 = trunc nuw i128 %35 to i64, !dbg !153
    #dbg_value(ptr @.str.7, !74, !DIExpression(), !154)
    #dbg_value(!DIArgList(i128 0, i64 %34), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !154)
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i64 noundef %36, i64 noundef %34), !dbg !156
  %38 = mul i128 %8, 3, !dbg !157
  %39 = add i128 %33, %38, !dbg !158
    #dbg_value(i128 %39, !114, !DIExpression(), !132)
  br label %99, !dbg !159

40:                                               ; preds = %6
  %41 = load i32, ptr %2, align 16, !dbg !160
  %42 = icmp ult i32 %41, 33, !dbg !160
  br i1 %42, label %43, label %49, !dbg !160

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 16, !dbg !160
  %45 = zext nneg i32 %41 to i64, !dbg !160
  %46 = getelementptr i8, ptr %44, i64 %45, !dbg !160
  %47 = load i128, ptr %46, align 8, !dbg !160
  %48 = add nuw nsw i32 %41, 16, !dbg !160
  store i32 %48, ptr %2, align 16, !dbg !160, !DIAssignID !161
    #dbg_assign(i32 %48, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !161, ptr %2, !DIExpression(), !132)
  br label %55, !dbg !160

49:                                               ; preds = %40
  %50 = load ptr, ptr %3, align 8, !dbg !160
  %51 = getelementptr inbounds i8, ptr %50, i64 15, !dbg !160
  %52 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %51, i64 -16), !dbg !160
  %53 = getelementptr i8, ptr %52, i64 16, !dbg !160
  store ptr %53, ptr %3, align 8, !dbg !160, !DIAssignID !162
    #dbg_assign(ptr %53, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162, ptr %3, !DIExpression(), !132)
  %54 = load i128, ptr %52, align 16, !dbg !160, !tbaa !150
  br label %55, !dbg !160

55:                                               ; preds = %49, %43
  %56 = phi i128 [ %47, %43 ], [ %54, %49 ], !dbg !160
    #dbg_value(i128 %56, !122, !DIExpression(), !163)
  %57 = trunc i128 %56 to i64, !dbg !164
  %58 = lshr i128 %56, 64, !dbg !164
  %59 = trunc nuw i128 %58 to i64, !dbg !164
    #dbg_value(ptr @.str.8, !74, !DIExpression(), !165)
    #dbg_value(!DIArgList(i128 0, i64 %57), !81, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value), !165)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i64 noundef %59, i64 noundef %57), !dbg !167
  %61 = mul i128 %8, 5, !dbg !168
  %62 = add i128 %56, %61, !dbg !169
    #dbg_value(i128 %62, !114, !DIExpression(), !132)
  br label %99, !dbg !170

63:                                               ; preds = %6
  %64 = load i32, ptr %2, align 16, !dbg !171
  %65 = icmp ult i32 %64, 41, !dbg !171
  br i1 %65, label %66, label %71, !dbg !171

66:                                               ; preds = %63
  %67 = load ptr, ptr %4, align 16, !dbg !171
  %68 = zext nneg i32 %64 to i64, !dbg !171
  %69 = getelementptr i8, ptr %67, i64 %68, !dbg !171
  %70 = add nuw nsw i32 %64, 8, !dbg !171
  store i32 %70, ptr %2, align 16, !dbg !171, !DIAssignID !172
    #dbg_assign(i32 %70, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !172, ptr %2, !DIExpression(), !132)
  br label %74, !dbg !171

71:                                               ; preds = %63
  %72 = load ptr, ptr %3, align 8, !dbg !171
  %73 = getelementptr i8, ptr %72, i64 8, !dbg !171
  store ptr %73, ptr %3, align 8, !dbg !171, !DIAssignID !173
    #dbg_assign(ptr %73, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !173, ptr %3, !DIExpression(), !132)
  br label %74, !dbg !171

74:                                               ; preds = %71, %66
  %75 = phi ptr [ %69, %66 ], [ %72, %71 ], !dbg !171
  %76 = load i32, ptr %75, align 4, !dbg !171, !tbaa !174
    #dbg_value(i32 %76, !125, !DIExpression(), !176)
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %76), !dbg !177
  %78 = mul i128 %8, 7, !dbg !178
  %79 = sext i32 %76 to i128, !dbg !179
  %80 = add i128 %78, %79, !dbg !180
    #dbg_value(i128 %80, !114, !DIExpression(), !132)
  br label %99, !dbg !181

81:                                               ; preds = %6
  %82 = load i32, ptr %5, align 4, !dbg !182
  %83 = icmp ult i32 %82, 161, !dbg !182
  br i1 %83, label %84, label %89, !dbg !182

84:                                               ; preds = %81
  %85 = load ptr, ptr %4, align 16, !dbg !182
  %86 = zext nneg i32 %82 to i64, !dbg !182
  %87 = getelementptr i8, ptr %85, i64 %86, !dbg !182
  %88 = add nuw nsw i32 %82, 16, !dbg !182
  store i32 %88, ptr %5, align 4, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %88, !99, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !183, ptr %5, !DIExpression(), !132)
  br label %92, !dbg !182

89:                                               ; preds = %81
  %90 = load ptr, ptr %3, align 8, !dbg !182
  %91 = getelementptr i8, ptr %90, i64 8, !dbg !182
  store ptr %91, ptr %3, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %91, !99, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %3, !DIExpression(), !132)
  br label %92, !dbg !182

92:                                               ; preds = %89, %84
  %93 = phi ptr [ %87, %84 ], [ %90, %89 ], !dbg !182
  %94 = load double, ptr %93, align 8, !dbg !182, !tbaa !185
    #dbg_value(double %94, !128, !DIExpression(), !187)
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %94), !dbg !188
  %96 = fmul double %94, 1.000000e+03, !dbg !189
  %97 = fptoui double %96 to i128, !dbg !190
  %98 = add i128 %8, %97, !dbg !191
    #dbg_value(i128 %98, !114, !DIExpression(), !132)
  br label %99

99:                                               ; preds = %32, %74, %92, %55
  %100 = phi i128 [ %39, %32 ], [ %62, %55 ], [ %80, %74 ], [ %98, %92 ], !dbg !192
    #dbg_value(i128 %100, !114, !DIExpression(), !132)
  %101 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !193
    #dbg_value(ptr %101, !115, !DIExpression(), !135)
  br label %6, !dbg !194, !llvm.loop !195
}

; Function Attrs: nofree nounwind
declare !dbg !198 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_int128.c", directory: ".", checksumkind: CSK_MD5, checksum: "242a68312e8a56d4c92ad70b0bb7822e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 3)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 18)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !47, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !43, !45, !46}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "i128", file: !2, line: 9, baseType: !42)
!42 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "u128", file: !2, line: 10, baseType: !44)
!44 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!47 = !{!0, !7, !12, !14, !16, !18, !48, !20, !25, !27, !32, !34}
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !62, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!45}
!64 = !{!65, !66, !67, !68, !69}
!65 = !DILocalVariable(name: "a", scope: !61, file: !2, line: 28, type: !41)
!66 = !DILocalVariable(name: "b", scope: !61, file: !2, line: 29, type: !43)
!67 = !DILocalVariable(name: "r1", scope: !61, file: !2, line: 30, type: !43)
!68 = !DILocalVariable(name: "r2", scope: !61, file: !2, line: 31, type: !43)
!69 = !DILocalVariable(name: "r3", scope: !61, file: !2, line: 32, type: !43)
!70 = !DILocation(line: 0, scope: !61)
!71 = !DILocation(line: 30, column: 15, scope: !61)
!72 = !DILocation(line: 31, column: 15, scope: !61)
!73 = !DILocation(line: 32, column: 15, scope: !61)
!74 = !DILocalVariable(name: "t", arg: 1, scope: !75, file: !2, line: 11, type: !78)
!75 = distinct !DISubprogram(name: "p", scope: !2, file: !2, line: 11, type: !76, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !80)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78, !43}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!80 = !{!74, !81}
!81 = !DILocalVariable(name: "v", arg: 2, scope: !75, file: !2, line: 11, type: !43)
!82 = !DILocation(line: 0, scope: !75, inlinedAt: !83)
!83 = distinct !DILocation(line: 33, column: 5, scope: !61)
!84 = !DILocation(line: 11, column: 40, scope: !75, inlinedAt: !83)
!85 = !DILocation(line: 0, scope: !75, inlinedAt: !86)
!86 = distinct !DILocation(line: 33, column: 19, scope: !61)
!87 = !DILocation(line: 11, column: 40, scope: !75, inlinedAt: !86)
!88 = !DILocation(line: 0, scope: !75, inlinedAt: !89)
!89 = distinct !DILocation(line: 33, column: 33, scope: !61)
!90 = !DILocation(line: 11, column: 40, scope: !75, inlinedAt: !89)
!91 = !DILocation(line: 33, column: 47, scope: !61)
!92 = !DILocation(line: 34, column: 12, scope: !61)
!93 = !DILocation(line: 34, column: 5, scope: !61)
!94 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 13, type: !95, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!43, !78, null}
!97 = !{!98, !99, !114, !115, !117, !122, !125, !128}
!98 = !DILocalVariable(name: "kinds", arg: 1, scope: !94, file: !2, line: 13, type: !78)
!99 = !DILocalVariable(name: "ap", scope: !94, file: !2, line: 14, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !101, line: 12, baseType: !102)
!101 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 192, elements: !112)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !105)
!105 = !{!106, !108, !109, !111}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !104, file: !2, line: 14, baseType: !107, size: 32)
!107 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !104, file: !2, line: 14, baseType: !107, size: 32, offset: 32)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !104, file: !2, line: 14, baseType: !110, size: 64, offset: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !104, file: !2, line: 14, baseType: !110, size: 64, offset: 128)
!112 = !{!113}
!113 = !DISubrange(count: 1)
!114 = !DILocalVariable(name: "acc", scope: !94, file: !2, line: 15, type: !43)
!115 = !DILocalVariable(name: "k", scope: !116, file: !2, line: 16, type: !78)
!116 = distinct !DILexicalBlock(scope: !94, file: !2, line: 16, column: 5)
!117 = !DILocalVariable(name: "v", scope: !118, file: !2, line: 17, type: !41)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 17, column: 24)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 17, column: 13)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 16, column: 42)
!121 = distinct !DILexicalBlock(scope: !116, file: !2, line: 16, column: 5)
!122 = !DILocalVariable(name: "v", scope: !123, file: !2, line: 18, type: !43)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 18, column: 29)
!124 = distinct !DILexicalBlock(scope: !119, file: !2, line: 18, column: 18)
!125 = !DILocalVariable(name: "v", scope: !126, file: !2, line: 19, type: !45)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 19, column: 29)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 19, column: 18)
!128 = !DILocalVariable(name: "d", scope: !129, file: !2, line: 20, type: !130)
!129 = distinct !DILexicalBlock(scope: !127, file: !2, line: 20, column: 14)
!130 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !94)
!133 = !DILocation(line: 14, column: 5, scope: !94)
!134 = !DILocation(line: 14, column: 17, scope: !94)
!135 = !DILocation(line: 0, scope: !116)
!136 = !DILocation(line: 16, column: 10, scope: !116)
!137 = !DILocation(line: 16, scope: !116)
!138 = !DILocation(line: 16, column: 33, scope: !121)
!139 = !{!140, !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = !DILocation(line: 16, column: 5, scope: !116)
!143 = !DILocation(line: 22, column: 5, scope: !94)
!144 = !DILocation(line: 23, column: 5, scope: !94)
!145 = !DILocation(line: 24, column: 5, scope: !94)
!146 = !DILocation(line: 25, column: 1, scope: !94)
!147 = !DILocation(line: 17, column: 35, scope: !118)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !{!151, !151, i64 0}
!151 = !{!"__int128", !140, i64 0}
!152 = !DILocation(line: 0, scope: !118)
!153 = !DILocation(line: 17, column: 53, scope: !118)
!154 = !DILocation(line: 0, scope: !75, inlinedAt: !155)
!155 = distinct !DILocation(line: 17, column: 53, scope: !118)
!156 = !DILocation(line: 11, column: 40, scope: !75, inlinedAt: !155)
!157 = !DILocation(line: 17, column: 81, scope: !118)
!158 = !DILocation(line: 17, column: 85, scope: !118)
!159 = !DILocation(line: 17, column: 96, scope: !118)
!160 = !DILocation(line: 18, column: 40, scope: !123)
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !123)
!164 = !DILocation(line: 18, column: 58, scope: !123)
!165 = !DILocation(line: 0, scope: !75, inlinedAt: !166)
!166 = distinct !DILocation(line: 18, column: 58, scope: !123)
!167 = !DILocation(line: 11, column: 40, scope: !75, inlinedAt: !166)
!168 = !DILocation(line: 18, column: 80, scope: !123)
!169 = !DILocation(line: 18, column: 84, scope: !123)
!170 = !DILocation(line: 18, column: 89, scope: !123)
!171 = !DILocation(line: 19, column: 39, scope: !126)
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = !{!175, !175, i64 0}
!175 = !{!"int", !140, i64 0}
!176 = !DILocation(line: 0, scope: !126)
!177 = !DILocation(line: 19, column: 56, scope: !126)
!178 = !DILocation(line: 19, column: 86, scope: !126)
!179 = !DILocation(line: 19, column: 98, scope: !126)
!180 = !DILocation(line: 19, column: 90, scope: !126)
!181 = !DILocation(line: 19, column: 107, scope: !126)
!182 = !DILocation(line: 20, column: 27, scope: !129)
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = !{!186, !186, i64 0}
!186 = !{!"double", !140, i64 0}
!187 = !DILocation(line: 0, scope: !129)
!188 = !DILocation(line: 20, column: 47, scope: !129)
!189 = !DILocation(line: 20, column: 83, scope: !129)
!190 = !DILocation(line: 20, column: 74, scope: !129)
!191 = !DILocation(line: 20, column: 71, scope: !129)
!192 = !DILocation(line: 0, scope: !119)
!193 = !DILocation(line: 16, column: 38, scope: !121)
!194 = !DILocation(line: 16, column: 5, scope: !121)
!195 = distinct !{!195, !142, !196, !197}
!196 = !DILocation(line: 21, column: 5, scope: !116)
!197 = !{!"llvm.loop.mustprogress"}
!198 = !DISubprogram(name: "printf", scope: !199, file: !199, line: 356, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!200 = !DISubroutineType(types: !201)
!201 = !{!45, !202, null}
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
