; ModuleID = 'programs/globals_self_referential.c'
source_filename = "programs/globals_self_referential.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dnode = type { i32, ptr, ptr }
%struct.state = type { ptr, ptr, ptr }
%struct.self = type { ptr, ptr }
%struct.tnode = type { i8, ptr, ptr }

@ring = dso_local global [5 x %struct.dnode] [%struct.dnode { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr getelementptr (i8, ptr @ring, i64 96) }, %struct.dnode { i32 20, ptr getelementptr (i8, ptr @ring, i64 48), ptr @ring }, %struct.dnode { i32 30, ptr getelementptr (i8, ptr @ring, i64 72), ptr getelementptr (i8, ptr @ring, i64 24) }, %struct.dnode { i32 40, ptr getelementptr (i8, ptr @ring, i64 96), ptr getelementptr (i8, ptr @ring, i64 48) }, %struct.dnode { i32 50, ptr @ring, ptr getelementptr (i8, ptr @ring, i64 72) }], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"even0\00", align 1, !dbg !5
@states = dso_local constant [3 x %struct.state] [%struct.state { ptr @.str, ptr @states, ptr getelementptr (i8, ptr @states, i64 24) }, %struct.state { ptr @.str.1, ptr getelementptr (i8, ptr @states, i64 48), ptr @states }, %struct.state { ptr @.str.2, ptr getelementptr (i8, ptr @states, i64 24), ptr getelementptr (i8, ptr @states, i64 48) }], align 16, !dbg !21
@.str.1 = private unnamed_addr constant [5 x i8] c"odd1\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [3 x i8] c"| \00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [11 x i8] c"\0A%s %s %d\0A\00", align 1, !dbg !40
@s = internal global %struct.self { ptr @.str.10, ptr @s }, align 8, !dbg !67
@root = internal global %struct.tnode { i8 100, ptr @t_b, ptr @t_f }, align 8, !dbg !74
@.str.6 = private unnamed_addr constant [12 x i8] c"inorder %s\0A\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [13 x i8] c"110110111001\00", align 1, !dbg !50
@.str.8 = private unnamed_addr constant [16 x i8] c"%s mod 3 -> %s\0A\00", align 1, !dbg !55
@.str.9 = private unnamed_addr constant [21 x i8] c"after unlink sum=%d\0A\00", align 1, !dbg !60
@.str.10 = private unnamed_addr constant [5 x i8] c"self\00", align 1, !dbg !65
@t_b = internal global %struct.tnode { i8 98, ptr @t_a, ptr @t_c }, align 8, !dbg !82
@t_f = internal global %struct.tnode { i8 102, ptr @t_e, ptr @t_g }, align 8, !dbg !88
@t_a = internal global %struct.tnode { i8 97, ptr null, ptr null }, align 8, !dbg !84
@t_c = internal global %struct.tnode { i8 99, ptr null, ptr null }, align 8, !dbg !86
@t_e = internal global %struct.tnode { i8 101, ptr null, ptr null }, align 8, !dbg !90
@t_g = internal global %struct.tnode { i8 103, ptr null, ptr null }, align 8, !dbg !92

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !110 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !133
    #dbg_assign(i1 undef, !121, !DIExpression(), !133, ptr %1, !DIExpression(), !134)
  %2 = alloca i32, align 4, !DIAssignID !135
    #dbg_assign(i1 undef, !125, !DIExpression(), !135, ptr %2, !DIExpression(), !134)
    #dbg_value(ptr @ring, !114, !DIExpression(), !134)
    #dbg_value(i32 0, !117, !DIExpression(), !136)
    #dbg_value(ptr @ring, !114, !DIExpression(), !134)
    #dbg_value(i32 0, !117, !DIExpression(), !136)
  %3 = load i32, ptr @ring, align 16, !dbg !137, !tbaa !140
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3), !dbg !146
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %5, !114, !DIExpression(), !134)
    #dbg_value(i32 1, !117, !DIExpression(), !136)
  %6 = load i32, ptr %5, align 8, !dbg !137, !tbaa !140
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %6), !dbg !146
  %8 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !147
  %9 = load ptr, ptr %8, align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %9, !114, !DIExpression(), !134)
    #dbg_value(i32 2, !117, !DIExpression(), !136)
  %10 = load i32, ptr %9, align 8, !dbg !137, !tbaa !140
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10), !dbg !146
  %12 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !147
  %13 = load ptr, ptr %12, align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %13, !114, !DIExpression(), !134)
    #dbg_value(i32 3, !117, !DIExpression(), !136)
  %14 = load i32, ptr %13, align 8, !dbg !137, !tbaa !140
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14), !dbg !146
  %16 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !147
  %17 = load ptr, ptr %16, align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %17, !114, !DIExpression(), !134)
    #dbg_value(i32 4, !117, !DIExpression(), !136)
  %18 = load i32, ptr %17, align 8, !dbg !137, !tbaa !140
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %18), !dbg !146
  %20 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !147
  %21 = load ptr, ptr %20, align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %21, !114, !DIExpression(), !134)
    #dbg_value(i32 5, !117, !DIExpression(), !136)
  %22 = load i32, ptr %21, align 8, !dbg !137, !tbaa !140
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22), !dbg !146
  %24 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !147
  %25 = load ptr, ptr %24, align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %25, !114, !DIExpression(), !134)
    #dbg_value(i32 6, !117, !DIExpression(), !136)
  %26 = load i32, ptr %25, align 8, !dbg !137, !tbaa !140
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26), !dbg !146
  %28 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !147
  %29 = load ptr, ptr %28, align 8, !dbg !147, !tbaa !148
    #dbg_value(ptr %29, !114, !DIExpression(), !134)
    #dbg_value(i32 7, !117, !DIExpression(), !136)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !149
    #dbg_value(i32 0, !119, !DIExpression(), !150)
    #dbg_value(ptr %29, !114, !DIExpression(), !134)
    #dbg_value(i32 0, !119, !DIExpression(), !150)
  %31 = load i32, ptr %29, align 8, !dbg !151, !tbaa !140
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %31), !dbg !154
  %33 = getelementptr inbounds i8, ptr %29, i64 16, !dbg !155
  %34 = load ptr, ptr %33, align 8, !dbg !155, !tbaa !156
    #dbg_value(ptr %34, !114, !DIExpression(), !134)
    #dbg_value(i32 1, !119, !DIExpression(), !150)
  %35 = load i32, ptr %34, align 8, !dbg !151, !tbaa !140
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35), !dbg !154
  %37 = getelementptr inbounds i8, ptr %34, i64 16, !dbg !155
  %38 = load ptr, ptr %37, align 8, !dbg !155, !tbaa !156
    #dbg_value(ptr %38, !114, !DIExpression(), !134)
    #dbg_value(i32 2, !119, !DIExpression(), !150)
  %39 = load i32, ptr %38, align 8, !dbg !151, !tbaa !140
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39), !dbg !154
  %41 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !155
  %42 = load ptr, ptr %41, align 8, !dbg !155, !tbaa !156
    #dbg_value(ptr %42, !114, !DIExpression(), !134)
    #dbg_value(i32 3, !119, !DIExpression(), !150)
  %43 = load i32, ptr %42, align 8, !dbg !151, !tbaa !140
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43), !dbg !154
  %45 = getelementptr inbounds i8, ptr %42, i64 16, !dbg !155
  %46 = load ptr, ptr %45, align 8, !dbg !155, !tbaa !156
    #dbg_value(ptr %46, !114, !DIExpression(), !134)
    #dbg_value(i32 4, !119, !DIExpression(), !150)
  %47 = load i32, ptr %46, align 8, !dbg !151, !tbaa !140
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %47), !dbg !154
  %49 = getelementptr inbounds i8, ptr %46, i64 16, !dbg !155
  %50 = load ptr, ptr %49, align 8, !dbg !155, !tbaa !156
    #dbg_value(ptr %50, !114, !DIExpression(), !134)
    #dbg_value(i32 5, !119, !DIExpression(), !150)
  %51 = load i32, ptr %50, align 8, !dbg !151, !tbaa !140
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %51), !dbg !154
  %53 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !155
  %54 = load ptr, ptr %53, align 8, !dbg !155, !tbaa !156
    #dbg_value(ptr %54, !114, !DIExpression(), !134)
    #dbg_value(i32 6, !119, !DIExpression(), !150)
  %55 = load i32, ptr %54, align 8, !dbg !151, !tbaa !140
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55), !dbg !154
    #dbg_value(ptr poison, !114, !DIExpression(), !134)
    #dbg_value(i32 7, !119, !DIExpression(), !150)
  %57 = load ptr, ptr @s, align 8, !dbg !157, !tbaa !158
  %58 = load ptr, ptr getelementptr inbounds (i8, ptr @s, i64 8), align 8, !dbg !160, !tbaa !161
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !162
  %60 = load ptr, ptr %59, align 8, !dbg !162, !tbaa !161
  %61 = load ptr, ptr %60, align 8, !dbg !163, !tbaa !158
  %62 = icmp eq ptr %58, @s, !dbg !164
  %63 = zext i1 %62 to i32, !dbg !164
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %57, ptr noundef %61, i32 noundef %63), !dbg !165
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !166
  store i64 0, ptr %1, align 8, !dbg !167, !DIAssignID !168
    #dbg_assign(i64 0, !121, !DIExpression(), !168, ptr %1, !DIExpression(), !134)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4, !dbg !169
  store i32 0, ptr %2, align 4, !dbg !170, !tbaa !171, !DIAssignID !172
    #dbg_assign(i32 0, !125, !DIExpression(), !172, ptr %2, !DIExpression(), !134)
  call fastcc void @inorder(ptr noundef nonnull @root, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !173
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1), !dbg !174
    #dbg_value(ptr @.str.7, !126, !DIExpression(), !134)
    #dbg_value(ptr @states, !127, !DIExpression(), !134)
    #dbg_value(ptr @.str.7, !128, !DIExpression(), !175)
  br label %66, !dbg !176

66:                                               ; preds = %88, %0
  %67 = phi ptr [ @states, %0 ], [ %91, %88 ], !dbg !134
  %68 = phi ptr [ @.str.7, %0 ], [ %92, %88 ], !dbg !177
    #dbg_value(ptr %68, !128, !DIExpression(), !175)
    #dbg_value(ptr %67, !127, !DIExpression(), !134)
  %69 = load i8, ptr %68, align 1, !dbg !178, !tbaa !180
  switch i8 %69, label %87 [
    i8 0, label %70
    i8 49, label %88
  ], !dbg !181

70:                                               ; preds = %66
  %71 = load ptr, ptr %67, align 8, !dbg !182, !tbaa !183
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, ptr noundef %71), !dbg !185
  store ptr getelementptr inbounds (i8, ptr @ring, i64 96), ptr getelementptr inbounds (i8, ptr @ring, i64 56), align 8, !dbg !186, !tbaa !148
  store ptr getelementptr inbounds (i8, ptr @ring, i64 48), ptr getelementptr inbounds (i8, ptr @ring, i64 112), align 16, !dbg !187, !tbaa !156
    #dbg_value(i32 0, !130, !DIExpression(), !134)
    #dbg_value(ptr @ring, !114, !DIExpression(), !134)
    #dbg_value(i32 0, !131, !DIExpression(), !188)
    #dbg_value(i32 0, !131, !DIExpression(), !188)
    #dbg_value(i32 0, !130, !DIExpression(), !134)
    #dbg_value(ptr @ring, !114, !DIExpression(), !134)
  %73 = load i32, ptr @ring, align 16, !dbg !189, !tbaa !140
    #dbg_value(i32 %73, !130, !DIExpression(), !134)
  %74 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !dbg !192, !tbaa !148
    #dbg_value(ptr %74, !114, !DIExpression(), !134)
    #dbg_value(i32 1, !131, !DIExpression(), !188)
  %75 = load i32, ptr %74, align 8, !dbg !189, !tbaa !140
  %76 = add nsw i32 %75, %73, !dbg !193
    #dbg_value(i32 %76, !130, !DIExpression(), !134)
  %77 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !192
  %78 = load ptr, ptr %77, align 8, !dbg !192, !tbaa !148
    #dbg_value(ptr %78, !114, !DIExpression(), !134)
    #dbg_value(i32 2, !131, !DIExpression(), !188)
  %79 = load i32, ptr %78, align 8, !dbg !189, !tbaa !140
  %80 = add nsw i32 %79, %76, !dbg !193
    #dbg_value(i32 %80, !130, !DIExpression(), !134)
  %81 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !192
  %82 = load ptr, ptr %81, align 8, !dbg !192, !tbaa !148
    #dbg_value(ptr %82, !114, !DIExpression(), !134)
    #dbg_value(i32 3, !131, !DIExpression(), !188)
  %83 = load i32, ptr %82, align 8, !dbg !189, !tbaa !140
  %84 = add nsw i32 %83, %80, !dbg !193
    #dbg_value(i32 %84, !130, !DIExpression(), !134)
    #dbg_value(ptr poison, !114, !DIExpression(), !134)
    #dbg_value(i32 4, !131, !DIExpression(), !188)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %84), !dbg !194
  %86 = and i32 %84, 127, !dbg !195
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #4, !dbg !196
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !196
  ret i32 %86, !dbg !197

87:                                               ; preds = %66
  br label %88, !dbg !198

88:                                               ; preds = %66, %87
  %89 = phi i64 [ 8, %87 ], [ 16, %66 ]
  %90 = getelementptr inbounds i8, ptr %67, i64 %89, !dbg !199
  %91 = load ptr, ptr %90, align 8, !dbg !198, !tbaa !200
    #dbg_value(ptr %91, !127, !DIExpression(), !134)
  %92 = getelementptr inbounds i8, ptr %68, i64 1, !dbg !201
    #dbg_value(ptr %92, !128, !DIExpression(), !175)
  br label %66, !dbg !202, !llvm.loop !203
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !206 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) unnamed_addr #3 !dbg !211 {
    #dbg_value(ptr %0, !219, !DIExpression(), !222)
    #dbg_value(ptr %1, !220, !DIExpression(), !222)
    #dbg_value(ptr %2, !221, !DIExpression(), !222)
  %4 = icmp eq ptr %0, null, !dbg !223
  br i1 %4, label %17, label %5, !dbg !225

5:                                                ; preds = %3, %5
  %6 = phi ptr [ %15, %5 ], [ %0, %3 ]
    #dbg_value(ptr %6, !219, !DIExpression(), !222)
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !226
  %8 = load ptr, ptr %7, align 8, !dbg !226, !tbaa !227
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1, ptr noundef %2), !dbg !229
  %9 = load i8, ptr %6, align 8, !dbg !230, !tbaa !231
  %10 = load i32, ptr %2, align 4, !dbg !232, !tbaa !171
  %11 = add nsw i32 %10, 1, !dbg !232
  store i32 %11, ptr %2, align 4, !dbg !232, !tbaa !171
  %12 = sext i32 %10 to i64, !dbg !233
  %13 = getelementptr inbounds i8, ptr %1, i64 %12, !dbg !233
  store i8 %9, ptr %13, align 1, !dbg !234, !tbaa !180
  %14 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !235
  %15 = load ptr, ptr %14, align 8, !dbg !235, !tbaa !236
    #dbg_value(ptr %15, !219, !DIExpression(), !222)
    #dbg_value(ptr %1, !220, !DIExpression(), !222)
    #dbg_value(ptr %2, !221, !DIExpression(), !222)
  %16 = icmp eq ptr %15, null, !dbg !223
  br i1 %16, label %17, label %5, !dbg !225

17:                                               ; preds = %5, %3
  ret void, !dbg !237
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ring", scope: !2, file: !3, line: 9, type: !94, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/globals_self_referential.c", directory: ".", checksumkind: CSK_MD5, checksum: "eead555df87eb465c2455b6255a3b235")
!4 = !{!0, !5, !11, !16, !21, !35, !37, !40, !45, !50, !55, !60, !65, !67, !74, !82, !84, !86, !88, !90, !92}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 6)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 4)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "states", scope: !2, file: !3, line: 18, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 576, elements: !33)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !3, line: 16, size: 192, elements: !26)
!26 = !{!27, !30, !32}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !25, file: !3, line: 16, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "on0", scope: !25, file: !3, line: 16, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "on1", scope: !25, file: !3, line: 16, baseType: !31, size: 64, offset: 128)
!33 = !{!34}
!34 = !DISubrange(count: 3)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 24, elements: !33)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 11)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 13)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 16)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 21)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 11, type: !69, isLocal: true, isDefinition: true)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "self", file: !3, line: 10, size: 128, elements: !70)
!70 = !{!71, !72}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !69, file: !3, line: 10, baseType: !28, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "me", scope: !69, file: !3, line: 10, baseType: !73, size: 64, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "root", scope: !2, file: !3, line: 15, type: !76, isLocal: true, isDefinition: true)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tnode", file: !3, line: 12, size: 192, elements: !77)
!77 = !{!78, !79, !81}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !76, file: !3, line: 12, baseType: !8, size: 8)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !76, file: !3, line: 12, baseType: !80, size: 64, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !76, file: !3, line: 12, baseType: !80, size: 64, offset: 128)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "t_b", scope: !2, file: !3, line: 14, type: !76, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "t_a", scope: !2, file: !3, line: 13, type: !76, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "t_c", scope: !2, file: !3, line: 13, type: !76, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "t_f", scope: !2, file: !3, line: 14, type: !76, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "t_e", scope: !2, file: !3, line: 13, type: !76, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "t_g", scope: !2, file: !3, line: 13, type: !76, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 960, elements: !14)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !3, line: 7, size: 192, elements: !96)
!96 = !{!97, !99, !101}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !95, file: !3, line: 7, baseType: !98, size: 32)
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !95, file: !3, line: 7, baseType: !100, size: 64, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !95, file: !3, line: 7, baseType: !100, size: 64, offset: 128)
!102 = !{i32 7, !"Dwarf Version", i32 5}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"PIE Level", i32 2}
!107 = !{i32 7, !"uwtable", i32 2}
!108 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!109 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!110 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !111, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!98}
!113 = !{!114, !117, !119, !121, !125, !126, !127, !128, !130, !131}
!114 = !DILocalVariable(name: "p", scope: !110, file: !3, line: 23, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 24, type: !98)
!118 = distinct !DILexicalBlock(scope: !110, file: !3, line: 24, column: 5)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 26, type: !98)
!120 = distinct !DILexicalBlock(scope: !110, file: !3, line: 26, column: 5)
!121 = !DILocalVariable(name: "out", scope: !110, file: !3, line: 28, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 8)
!125 = !DILocalVariable(name: "k", scope: !110, file: !3, line: 28, type: !98)
!126 = !DILocalVariable(name: "bits", scope: !110, file: !3, line: 32, type: !28)
!127 = !DILocalVariable(name: "st", scope: !110, file: !3, line: 33, type: !31)
!128 = !DILocalVariable(name: "b", scope: !129, file: !3, line: 34, type: !28)
!129 = distinct !DILexicalBlock(scope: !110, file: !3, line: 34, column: 5)
!130 = !DILocalVariable(name: "sum", scope: !110, file: !3, line: 37, type: !98)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 38, type: !98)
!132 = distinct !DILexicalBlock(scope: !110, file: !3, line: 38, column: 5)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 0, scope: !110)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !118)
!137 = !DILocation(line: 24, column: 52, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 24, column: 33)
!139 = distinct !DILexicalBlock(scope: !118, file: !3, line: 24, column: 5)
!140 = !{!141, !142, i64 0}
!141 = !{!"dnode", !142, i64 0, !145, i64 8, !145, i64 16}
!142 = !{!"int", !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = !{!"any pointer", !143, i64 0}
!146 = !DILocation(line: 24, column: 35, scope: !138)
!147 = !DILocation(line: 24, column: 63, scope: !138)
!148 = !{!141, !145, i64 8}
!149 = !DILocation(line: 25, column: 5, scope: !110)
!150 = !DILocation(line: 0, scope: !120)
!151 = !DILocation(line: 26, column: 52, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 26, column: 33)
!153 = distinct !DILexicalBlock(scope: !120, file: !3, line: 26, column: 5)
!154 = !DILocation(line: 26, column: 35, scope: !152)
!155 = !DILocation(line: 26, column: 63, scope: !152)
!156 = !{!141, !145, i64 16}
!157 = !DILocation(line: 27, column: 30, scope: !110)
!158 = !{!159, !145, i64 0}
!159 = !{!"self", !145, i64 0, !145, i64 8}
!160 = !DILocation(line: 27, column: 38, scope: !110)
!161 = !{!159, !145, i64 8}
!162 = !DILocation(line: 27, column: 42, scope: !110)
!163 = !DILocation(line: 27, column: 46, scope: !110)
!164 = !DILocation(line: 27, column: 57, scope: !110)
!165 = !DILocation(line: 27, column: 5, scope: !110)
!166 = !DILocation(line: 28, column: 5, scope: !110)
!167 = !DILocation(line: 28, column: 10, scope: !110)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 28, column: 24, scope: !110)
!170 = !DILocation(line: 28, column: 28, scope: !110)
!171 = !{!142, !142, i64 0}
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 29, column: 5, scope: !110)
!174 = !DILocation(line: 30, column: 5, scope: !110)
!175 = !DILocation(line: 0, scope: !129)
!176 = !DILocation(line: 34, column: 10, scope: !129)
!177 = !DILocation(line: 34, scope: !129)
!178 = !DILocation(line: 34, column: 32, scope: !179)
!179 = distinct !DILexicalBlock(scope: !129, file: !3, line: 34, column: 5)
!180 = !{!143, !143, i64 0}
!181 = !DILocation(line: 34, column: 5, scope: !129)
!182 = !DILocation(line: 35, column: 42, scope: !110)
!183 = !{!184, !145, i64 0}
!184 = !{!"state", !145, i64 0, !145, i64 8, !145, i64 16}
!185 = !DILocation(line: 35, column: 5, scope: !110)
!186 = !DILocation(line: 36, column: 18, scope: !110)
!187 = !DILocation(line: 36, column: 43, scope: !110)
!188 = !DILocation(line: 0, scope: !132)
!189 = !DILocation(line: 38, column: 45, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 38, column: 33)
!191 = distinct !DILexicalBlock(scope: !132, file: !3, line: 38, column: 5)
!192 = !DILocation(line: 38, column: 55, scope: !190)
!193 = !DILocation(line: 38, column: 39, scope: !190)
!194 = !DILocation(line: 39, column: 5, scope: !110)
!195 = !DILocation(line: 40, column: 16, scope: !110)
!196 = !DILocation(line: 41, column: 1, scope: !110)
!197 = !DILocation(line: 40, column: 5, scope: !110)
!198 = !DILocation(line: 34, column: 46, scope: !179)
!199 = !DILocation(line: 34, scope: !179)
!200 = !{!145, !145, i64 0}
!201 = !DILocation(line: 34, column: 37, scope: !179)
!202 = !DILocation(line: 34, column: 5, scope: !179)
!203 = distinct !{!203, !181, !204, !205}
!204 = !DILocation(line: 34, column: 72, scope: !129)
!205 = !{!"llvm.loop.mustprogress"}
!206 = !DISubprogram(name: "printf", scope: !207, file: !207, line: 356, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!208 = !DISubroutineType(types: !209)
!209 = !{!98, !210, null}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !28)
!211 = distinct !DISubprogram(name: "inorder", scope: !3, file: !3, line: 20, type: !212, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !214, !216, !217}
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!218 = !{!219, !220, !221}
!219 = !DILocalVariable(name: "n", arg: 1, scope: !211, file: !3, line: 20, type: !214)
!220 = !DILocalVariable(name: "out", arg: 2, scope: !211, file: !3, line: 20, type: !216)
!221 = !DILocalVariable(name: "k", arg: 3, scope: !211, file: !3, line: 20, type: !217)
!222 = !DILocation(line: 0, scope: !211)
!223 = !DILocation(line: 20, column: 70, scope: !224)
!224 = distinct !DILexicalBlock(scope: !211, file: !3, line: 20, column: 69)
!225 = !DILocation(line: 20, column: 69, scope: !211)
!226 = !DILocation(line: 20, column: 92, scope: !211)
!227 = !{!228, !145, i64 8}
!228 = !{!"tnode", !143, i64 0, !145, i64 8, !145, i64 16}
!229 = !DILocation(line: 20, column: 81, scope: !211)
!230 = !DILocation(line: 20, column: 121, scope: !211)
!231 = !{!228, !143, i64 0}
!232 = !DILocation(line: 20, column: 112, scope: !211)
!233 = !DILocation(line: 20, column: 104, scope: !211)
!234 = !DILocation(line: 20, column: 116, scope: !211)
!235 = !DILocation(line: 20, column: 137, scope: !211)
!236 = !{!228, !145, i64 16}
!237 = !DILocation(line: 20, column: 149, scope: !211)
