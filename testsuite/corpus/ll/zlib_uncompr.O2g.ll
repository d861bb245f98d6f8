; ModuleID = 'src/zlib/uncompr.c'
source_filename = "src/zlib/uncompr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @uncompress2_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #0 !dbg !42 {
  %5 = alloca %struct.z_stream_s, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !53, !DIExpression(), !79, ptr %5, !DIExpression(), !80)
    #dbg_value(ptr %0, !49, !DIExpression(), !80)
    #dbg_value(ptr %1, !50, !DIExpression(), !80)
    #dbg_value(ptr %2, !51, !DIExpression(), !80)
    #dbg_value(ptr %3, !52, !DIExpression(), !80)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %5) #5, !dbg !81
    #dbg_value(i32 -1, !75, !DIExpression(), !80)
  %6 = icmp eq ptr %3, null, !dbg !82
  br i1 %6, label %72, label %7, !dbg !84

7:                                                ; preds = %4
  %8 = load i64, ptr %3, align 8, !dbg !85, !tbaa !86
  %9 = icmp ne i64 %8, 0, !dbg !90
  %10 = icmp eq ptr %2, null
  %11 = and i1 %10, %9, !dbg !91
  %12 = icmp eq ptr %1, null
  %13 = or i1 %12, %11, !dbg !91
  br i1 %13, label %72, label %14, !dbg !91

14:                                               ; preds = %7
  %15 = load i64, ptr %1, align 8, !dbg !92, !tbaa !86
  %16 = icmp ne i64 %15, 0, !dbg !93
  %17 = icmp eq ptr %0, null
  %18 = and i1 %17, %16, !dbg !94
  br i1 %18, label %72, label %19, !dbg !94

19:                                               ; preds = %14
    #dbg_value(i64 %8, !77, !DIExpression(), !80)
    #dbg_value(i64 %15, !78, !DIExpression(), !80)
    #dbg_value(ptr poison, !49, !DIExpression(), !80)
  store ptr %2, ptr %5, align 8, !dbg !95, !tbaa !96, !DIAssignID !100
    #dbg_assign(ptr %2, !53, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !100, ptr %5, !DIExpression(), !80)
  %20 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !101
  store i32 0, ptr %20, align 8, !dbg !102, !tbaa !103, !DIAssignID !104
    #dbg_assign(i32 0, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !104, ptr %20, !DIExpression(), !80)
  %21 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !105
    #dbg_assign(ptr null, !53, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !106, ptr %21, !DIExpression(), !80)
    #dbg_assign(ptr null, !53, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !106, ptr %5, !DIExpression(DW_OP_plus_uconst, 72), !80)
    #dbg_assign(ptr null, !53, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !106, ptr %5, !DIExpression(DW_OP_plus_uconst, 80), !80)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false), !dbg !107, !DIAssignID !106
  %22 = call i32 @inflateInit_(ptr noundef nonnull %5, ptr noundef nonnull @.str, i32 noundef 112) #5, !dbg !108
    #dbg_value(i32 %22, !74, !DIExpression(), !80)
  %23 = icmp eq i32 %22, 0, !dbg !109
  br i1 %23, label %24, label %72, !dbg !111

24:                                               ; preds = %19
  %25 = icmp eq i64 %15, 0, !dbg !112
  %26 = and i1 %17, %25, !dbg !114
  %27 = getelementptr inbounds i8, ptr %5, i64 104
  %28 = select i1 %26, ptr %27, ptr %0, !dbg !114
    #dbg_value(ptr %28, !49, !DIExpression(), !80)
  %29 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !115
  store ptr %28, ptr %29, align 8, !dbg !116, !tbaa !117, !DIAssignID !118
    #dbg_assign(ptr %28, !53, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !118, ptr %29, !DIExpression(), !80)
  %30 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !119
  store i32 0, ptr %30, align 8, !dbg !120, !tbaa !121, !DIAssignID !122
    #dbg_assign(i32 0, !53, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !122, ptr %30, !DIExpression(), !80)
  br label %33, !dbg !123

31:                                               ; preds = %50
  %32 = load i32, ptr %30, align 8, !dbg !124, !tbaa !121
  br label %33, !dbg !124

33:                                               ; preds = %31, %24
  %34 = phi i32 [ %32, %31 ], [ 0, %24 ], !dbg !124
  %35 = phi i64 [ %51, %31 ], [ %8, %24 ], !dbg !80
  %36 = phi i64 [ %43, %31 ], [ %15, %24 ], !dbg !80
    #dbg_value(i64 %36, !78, !DIExpression(), !80)
    #dbg_value(i64 %35, !77, !DIExpression(), !80)
  %37 = icmp eq i32 %34, 0, !dbg !127
  br i1 %37, label %38, label %42, !dbg !128

38:                                               ; preds = %33
  %39 = call i64 @llvm.umin.i64(i64 %36, i64 4294967295), !dbg !129
  %40 = trunc nuw i64 %39 to i32, !dbg !129
  store i32 %40, ptr %30, align 8, !dbg !131, !tbaa !121, !DIAssignID !132
    #dbg_assign(i32 %40, !53, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !132, ptr %30, !DIExpression(), !80)
  %41 = sub i64 %36, %39, !dbg !133
    #dbg_value(i64 %41, !78, !DIExpression(), !80)
  br label %42, !dbg !134

42:                                               ; preds = %38, %33
  %43 = phi i64 [ %41, %38 ], [ %36, %33 ], !dbg !80
    #dbg_value(i64 %43, !78, !DIExpression(), !80)
  %44 = load i32, ptr %20, align 8, !dbg !135, !tbaa !103
  %45 = icmp eq i32 %44, 0, !dbg !137
  br i1 %45, label %46, label %50, !dbg !138

46:                                               ; preds = %42
  %47 = call i64 @llvm.umin.i64(i64 %35, i64 4294967295), !dbg !139
  %48 = trunc nuw i64 %47 to i32, !dbg !139
  store i32 %48, ptr %20, align 8, !dbg !141, !tbaa !103, !DIAssignID !142
    #dbg_assign(i32 %48, !53, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !142, ptr %20, !DIExpression(), !80)
  %49 = sub i64 %35, %47, !dbg !143
    #dbg_value(i64 %49, !77, !DIExpression(), !80)
  br label %50, !dbg !144

50:                                               ; preds = %46, %42
  %51 = phi i64 [ %49, %46 ], [ %35, %42 ], !dbg !80
    #dbg_value(i64 %51, !77, !DIExpression(), !80)
  %52 = call i32 @inflate(ptr noundef nonnull %5, i32 noundef 0) #5, !dbg !145
    #dbg_value(i32 %52, !74, !DIExpression(), !80)
  %53 = icmp eq i32 %52, 0, !dbg !146
  br i1 %53, label %31, label %54, !dbg !147, !llvm.loop !148

54:                                               ; preds = %50
  %55 = load i32, ptr %20, align 8, !dbg !151, !tbaa !103
  %56 = zext i32 %55 to i64, !dbg !152
  %57 = add i64 %51, %56, !dbg !153
    #dbg_value(i64 %57, !77, !DIExpression(), !80)
  %58 = load i32, ptr %30, align 8, !dbg !154, !tbaa !121
  %59 = zext i32 %58 to i64, !dbg !155
    #dbg_value(!DIArgList(i64 0, i64 %63), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !80)
  %60 = load i64, ptr %3, align 8, !dbg !156, !tbaa !86
  %61 = sub i64 %60, %57, !dbg !156
  store i64 %61, ptr %3, align 8, !dbg !156, !tbaa !86
  %62 = load i64, ptr %1, align 8, !dbg !157, !tbaa !86
  %63 = add i64 %43, %59, !dbg !158
  %64 = sub i64 %62, %63, !dbg !157
  store i64 %64, ptr %1, align 8, !dbg !157, !tbaa !86
  %65 = call i32 @inflateEnd(ptr noundef nonnull %5) #5, !dbg !159
  switch i32 %52, label %66 [
    i32 1, label %72
    i32 2, label %71
  ], !dbg !160

66:                                               ; preds = %54
  %67 = icmp eq i32 %52, -5, !dbg !161
  %68 = icmp eq i64 %57, 0
  %69 = select i1 %67, i1 %68, i1 false, !dbg !162
  %70 = select i1 %69, i32 -3, i32 %52, !dbg !162
  br label %72, !dbg !163

71:                                               ; preds = %54
  br label %72, !dbg !164

72:                                               ; preds = %66, %71, %54, %19, %4, %7, %14
  %73 = phi i32 [ -2, %14 ], [ -2, %7 ], [ -2, %4 ], [ %22, %19 ], [ 0, %54 ], [ %70, %66 ], [ -3, %71 ], !dbg !80
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %5) #5, !dbg !165
  ret i32 %73, !dbg !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !166 i32 @inflateInit_(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !173 i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !176 i32 @inflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @uncompress2(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !179 {
  %5 = alloca i64, align 8, !DIAssignID !193
    #dbg_assign(i1 undef, !191, !DIExpression(), !193, ptr %5, !DIExpression(), !194)
  %6 = alloca i64, align 8, !DIAssignID !195
    #dbg_assign(i1 undef, !192, !DIExpression(), !195, ptr %6, !DIExpression(), !194)
    #dbg_value(ptr %0, !186, !DIExpression(), !194)
    #dbg_value(ptr %1, !187, !DIExpression(), !194)
    #dbg_value(ptr %2, !188, !DIExpression(), !194)
    #dbg_value(ptr %3, !189, !DIExpression(), !194)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5, !dbg !196
  %7 = load i64, ptr %1, align 8, !dbg !197, !tbaa !86
  store i64 %7, ptr %5, align 8, !dbg !198, !tbaa !86, !DIAssignID !199
    #dbg_assign(i64 %7, !191, !DIExpression(), !199, ptr %5, !DIExpression(), !194)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5, !dbg !196
  %8 = load i64, ptr %3, align 8, !dbg !200, !tbaa !86
  store i64 %8, ptr %6, align 8, !dbg !201, !tbaa !86, !DIAssignID !202
    #dbg_assign(i64 %8, !192, !DIExpression(), !202, ptr %6, !DIExpression(), !194)
  %9 = call i32 @uncompress2_z(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %2, ptr noundef nonnull %6), !dbg !203
    #dbg_value(i32 %9, !190, !DIExpression(), !194)
  %10 = load i64, ptr %6, align 8, !dbg !204, !tbaa !86
  store i64 %10, ptr %3, align 8, !dbg !205, !tbaa !86
  %11 = load i64, ptr %5, align 8, !dbg !206, !tbaa !86
  store i64 %11, ptr %1, align 8, !dbg !207, !tbaa !86
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5, !dbg !208
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5, !dbg !208
  ret i32 %9, !dbg !209
}

; Function Attrs: nounwind uwtable
define dso_local i32 @uncompress_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !210 {
  %5 = alloca i64, align 8, !DIAssignID !219
    #dbg_assign(i1 undef, !218, !DIExpression(), !219, ptr %5, !DIExpression(), !220)
    #dbg_value(ptr %0, !214, !DIExpression(), !220)
    #dbg_value(ptr %1, !215, !DIExpression(), !220)
    #dbg_value(ptr %2, !216, !DIExpression(), !220)
    #dbg_value(i64 %3, !217, !DIExpression(), !220)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5, !dbg !221
  store i64 %3, ptr %5, align 8, !dbg !222, !tbaa !86, !DIAssignID !223
    #dbg_assign(i64 %3, !218, !DIExpression(), !223, ptr %5, !DIExpression(), !220)
  %6 = call i32 @uncompress2_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %5), !dbg !224
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5, !dbg !225
  ret i32 %6, !dbg !226
}

; Function Attrs: nounwind uwtable
define dso_local i32 @uncompress(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !227 {
  %5 = alloca i64, align 8, !DIAssignID !236
    #dbg_assign(i1 undef, !191, !DIExpression(), !236, ptr %5, !DIExpression(), !237)
  %6 = alloca i64, align 8, !DIAssignID !239
    #dbg_value(ptr %0, !231, !DIExpression(), !240)
    #dbg_value(ptr %1, !232, !DIExpression(), !240)
    #dbg_value(ptr %2, !233, !DIExpression(), !240)
    #dbg_value(i64 %3, !234, !DIExpression(), !240)
    #dbg_value(i64 %3, !235, !DIExpression(), !240)
    #dbg_assign(i1 undef, !192, !DIExpression(), !239, ptr %6, !DIExpression(), !237)
    #dbg_value(ptr %0, !186, !DIExpression(), !237)
    #dbg_value(ptr %1, !187, !DIExpression(), !237)
    #dbg_value(ptr %2, !188, !DIExpression(), !237)
    #dbg_value(ptr undef, !189, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5, !dbg !241
  %7 = load i64, ptr %1, align 8, !dbg !242, !tbaa !86
  store i64 %7, ptr %5, align 8, !dbg !243, !tbaa !86, !DIAssignID !244
    #dbg_assign(i64 %7, !191, !DIExpression(), !244, ptr %5, !DIExpression(), !237)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5, !dbg !241
  store i64 %3, ptr %6, align 8, !dbg !245, !tbaa !86, !DIAssignID !246
    #dbg_assign(i64 %3, !192, !DIExpression(), !246, ptr %6, !DIExpression(), !237)
  %8 = call i32 @uncompress2_z(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %2, ptr noundef nonnull %6), !dbg !247
    #dbg_value(i32 %8, !190, !DIExpression(), !237)
    #dbg_value(i64 poison, !235, !DIExpression(), !240)
  %9 = load i64, ptr %5, align 8, !dbg !248, !tbaa !86
  store i64 %9, ptr %1, align 8, !dbg !249, !tbaa !86
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5, !dbg !250
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5, !dbg !250
  ret i32 %8, !dbg !251
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/uncompr.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9652fd685e60df0b458b6573ac22f18")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !33, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !13, !17, !23, !22, !27, !28, !32}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !10, line: 405, baseType: !11)
!10 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !10, line: 412, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !10, line: 403, baseType: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !18, line: 85, baseType: !19)
!18 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !9, !9}
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !10, line: 421, baseType: !12)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !18, line: 86, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !22, !22}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_size_t", file: !10, line: 265, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !30, line: 18, baseType: !31)
!30 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !10, line: 406, baseType: !31)
!33 = !{!0}
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "uncompress2_z", scope: !2, file: !2, line: 29, type: !43, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{!27, !13, !45, !46, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!48 = !{!49, !50, !51, !52, !53, !74, !75, !77, !78}
!49 = !DILocalVariable(name: "dest", arg: 1, scope: !42, file: !2, line: 29, type: !13)
!50 = !DILocalVariable(name: "destLen", arg: 2, scope: !42, file: !2, line: 29, type: !45)
!51 = !DILocalVariable(name: "source", arg: 3, scope: !42, file: !2, line: 29, type: !46)
!52 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !42, file: !2, line: 30, type: !45)
!53 = !DILocalVariable(name: "stream", scope: !42, file: !2, line: 31, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !18, line: 110, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !18, line: 90, size: 896, elements: !56)
!56 = !{!57, !58, !59, !60, !61, !62, !63, !65, !68, !69, !70, !71, !72, !73}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !55, file: !18, line: 91, baseType: !13, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !55, file: !18, line: 92, baseType: !9, size: 32, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !55, file: !18, line: 93, baseType: !32, size: 64, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !55, file: !18, line: 95, baseType: !13, size: 64, offset: 192)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !55, file: !18, line: 96, baseType: !9, size: 32, offset: 256)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !55, file: !18, line: 97, baseType: !32, size: 64, offset: 320)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !55, file: !18, line: 99, baseType: !64, size: 64, offset: 384)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !55, file: !18, line: 100, baseType: !66, size: 64, offset: 448)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !18, line: 88, flags: DIFlagFwdDecl)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !55, file: !18, line: 102, baseType: !17, size: 64, offset: 512)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !55, file: !18, line: 103, baseType: !23, size: 64, offset: 576)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !55, file: !18, line: 104, baseType: !22, size: 64, offset: 640)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !55, file: !18, line: 106, baseType: !27, size: 32, offset: 704)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !55, file: !18, line: 108, baseType: !32, size: 64, offset: 768)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !55, file: !18, line: 109, baseType: !32, size: 64, offset: 832)
!74 = !DILocalVariable(name: "err", scope: !42, file: !2, line: 32, type: !27)
!75 = !DILocalVariable(name: "max", scope: !42, file: !2, line: 33, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!77 = !DILocalVariable(name: "len", scope: !42, file: !2, line: 34, type: !28)
!78 = !DILocalVariable(name: "left", scope: !42, file: !2, line: 34, type: !28)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !42)
!81 = !DILocation(line: 31, column: 5, scope: !42)
!82 = !DILocation(line: 36, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !42, file: !2, line: 36, column: 9)
!84 = !DILocation(line: 36, column: 27, scope: !83)
!85 = !DILocation(line: 36, column: 31, scope: !83)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 36, column: 42, scope: !83)
!91 = !DILocation(line: 36, column: 46, scope: !83)
!92 = !DILocation(line: 37, column: 29, scope: !83)
!93 = !DILocation(line: 37, column: 38, scope: !83)
!94 = !DILocation(line: 37, column: 42, scope: !83)
!95 = !DILocation(line: 45, column: 20, scope: !42)
!96 = !{!97, !98, i64 0}
!97 = !{!"z_stream_s", !98, i64 0, !99, i64 8, !87, i64 16, !98, i64 24, !99, i64 32, !87, i64 40, !98, i64 48, !98, i64 56, !98, i64 64, !98, i64 72, !98, i64 80, !99, i64 88, !87, i64 96, !87, i64 104}
!98 = !{!"any pointer", !88, i64 0}
!99 = !{!"int", !88, i64 0}
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 46, column: 12, scope: !42)
!102 = !DILocation(line: 46, column: 21, scope: !42)
!103 = !{!97, !99, i64 8}
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 47, column: 12, scope: !42)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 47, column: 19, scope: !42)
!108 = !DILocation(line: 51, column: 11, scope: !42)
!109 = !DILocation(line: 52, column: 13, scope: !110)
!110 = distinct !DILexicalBlock(scope: !42, file: !2, line: 52, column: 9)
!111 = !DILocation(line: 52, column: 9, scope: !42)
!112 = !DILocation(line: 42, column: 14, scope: !113)
!113 = distinct !DILexicalBlock(scope: !42, file: !2, line: 42, column: 9)
!114 = !DILocation(line: 42, column: 19, scope: !113)
!115 = !DILocation(line: 54, column: 12, scope: !42)
!116 = !DILocation(line: 54, column: 21, scope: !42)
!117 = !{!97, !98, i64 24}
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 55, column: 12, scope: !42)
!120 = !DILocation(line: 55, column: 22, scope: !42)
!121 = !{!97, !99, i64 32}
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 57, column: 5, scope: !42)
!124 = !DILocation(line: 58, column: 20, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 58, column: 13)
!126 = distinct !DILexicalBlock(scope: !42, file: !2, line: 57, column: 8)
!127 = !DILocation(line: 58, column: 30, scope: !125)
!128 = !DILocation(line: 58, column: 13, scope: !126)
!129 = !DILocation(line: 59, column: 32, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !2, line: 58, column: 36)
!131 = !DILocation(line: 59, column: 30, scope: !130)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 60, column: 18, scope: !130)
!134 = !DILocation(line: 61, column: 9, scope: !130)
!135 = !DILocation(line: 62, column: 20, scope: !136)
!136 = distinct !DILexicalBlock(scope: !126, file: !2, line: 62, column: 13)
!137 = !DILocation(line: 62, column: 29, scope: !136)
!138 = !DILocation(line: 62, column: 13, scope: !126)
!139 = !DILocation(line: 63, column: 31, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 62, column: 35)
!141 = !DILocation(line: 63, column: 29, scope: !140)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 64, column: 17, scope: !140)
!144 = !DILocation(line: 65, column: 9, scope: !140)
!145 = !DILocation(line: 66, column: 15, scope: !126)
!146 = !DILocation(line: 67, column: 18, scope: !42)
!147 = !DILocation(line: 67, column: 5, scope: !126)
!148 = distinct !{!148, !123, !149, !150}
!149 = !DILocation(line: 67, column: 25, scope: !42)
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DILocation(line: 72, column: 19, scope: !42)
!152 = !DILocation(line: 72, column: 12, scope: !42)
!153 = !DILocation(line: 72, column: 9, scope: !42)
!154 = !DILocation(line: 73, column: 20, scope: !42)
!155 = !DILocation(line: 73, column: 13, scope: !42)
!156 = !DILocation(line: 74, column: 16, scope: !42)
!157 = !DILocation(line: 75, column: 14, scope: !42)
!158 = !DILocation(line: 73, column: 10, scope: !42)
!159 = !DILocation(line: 77, column: 5, scope: !42)
!160 = !DILocation(line: 78, column: 12, scope: !42)
!161 = !DILocation(line: 80, column: 16, scope: !42)
!162 = !DILocation(line: 80, column: 31, scope: !42)
!163 = !DILocation(line: 79, column: 12, scope: !42)
!164 = !DILocation(line: 78, column: 5, scope: !42)
!165 = !DILocation(line: 82, column: 1, scope: !42)
!166 = !DISubprogram(name: "inflateInit_", scope: !18, file: !18, line: 1905, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!27, !169, !171, !27}
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !18, line: 112, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!173 = !DISubprogram(name: "inflate", scope: !18, file: !18, line: 405, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!27, !169, !27}
!176 = !DISubprogram(name: "inflateEnd", scope: !18, file: !18, line: 525, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!27, !169}
!179 = distinct !DISubprogram(name: "uncompress2", scope: !2, file: !2, line: 83, type: !180, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !185)
!180 = !DISubroutineType(types: !181)
!181 = !{!27, !13, !182, !46, !184}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLongf", file: !10, line: 417, baseType: !32)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!185 = !{!186, !187, !188, !189, !190, !191, !192}
!186 = !DILocalVariable(name: "dest", arg: 1, scope: !179, file: !2, line: 83, type: !13)
!187 = !DILocalVariable(name: "destLen", arg: 2, scope: !179, file: !2, line: 83, type: !182)
!188 = !DILocalVariable(name: "source", arg: 3, scope: !179, file: !2, line: 83, type: !46)
!189 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !179, file: !2, line: 84, type: !184)
!190 = !DILocalVariable(name: "ret", scope: !179, file: !2, line: 85, type: !27)
!191 = !DILocalVariable(name: "got", scope: !179, file: !2, line: 86, type: !28)
!192 = !DILocalVariable(name: "used", scope: !179, file: !2, line: 86, type: !28)
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !179)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 86, column: 5, scope: !179)
!197 = !DILocation(line: 86, column: 20, scope: !179)
!198 = !DILocation(line: 86, column: 14, scope: !179)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 86, column: 37, scope: !179)
!201 = !DILocation(line: 86, column: 30, scope: !179)
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 87, column: 11, scope: !179)
!204 = !DILocation(line: 88, column: 25, scope: !179)
!205 = !DILocation(line: 88, column: 16, scope: !179)
!206 = !DILocation(line: 89, column: 23, scope: !179)
!207 = !DILocation(line: 89, column: 14, scope: !179)
!208 = !DILocation(line: 91, column: 1, scope: !179)
!209 = !DILocation(line: 90, column: 5, scope: !179)
!210 = distinct !DISubprogram(name: "uncompress_z", scope: !2, file: !2, line: 92, type: !211, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!27, !13, !45, !46, !28}
!213 = !{!214, !215, !216, !217, !218}
!214 = !DILocalVariable(name: "dest", arg: 1, scope: !210, file: !2, line: 92, type: !13)
!215 = !DILocalVariable(name: "destLen", arg: 2, scope: !210, file: !2, line: 92, type: !45)
!216 = !DILocalVariable(name: "source", arg: 3, scope: !210, file: !2, line: 92, type: !46)
!217 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !210, file: !2, line: 93, type: !28)
!218 = !DILocalVariable(name: "used", scope: !210, file: !2, line: 94, type: !28)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !210)
!221 = !DILocation(line: 94, column: 5, scope: !210)
!222 = !DILocation(line: 94, column: 14, scope: !210)
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 95, column: 12, scope: !210)
!225 = !DILocation(line: 96, column: 1, scope: !210)
!226 = !DILocation(line: 95, column: 5, scope: !210)
!227 = distinct !DISubprogram(name: "uncompress", scope: !2, file: !2, line: 97, type: !228, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{!27, !13, !182, !46, !32}
!230 = !{!231, !232, !233, !234, !235}
!231 = !DILocalVariable(name: "dest", arg: 1, scope: !227, file: !2, line: 97, type: !13)
!232 = !DILocalVariable(name: "destLen", arg: 2, scope: !227, file: !2, line: 97, type: !182)
!233 = !DILocalVariable(name: "source", arg: 3, scope: !227, file: !2, line: 97, type: !46)
!234 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !227, file: !2, line: 98, type: !32)
!235 = !DILocalVariable(name: "used", scope: !227, file: !2, line: 99, type: !32)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 0, scope: !179, inlinedAt: !238)
!238 = distinct !DILocation(line: 100, column: 12, scope: !227)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !227)
!241 = !DILocation(line: 86, column: 5, scope: !179, inlinedAt: !238)
!242 = !DILocation(line: 86, column: 20, scope: !179, inlinedAt: !238)
!243 = !DILocation(line: 86, column: 14, scope: !179, inlinedAt: !238)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 86, column: 30, scope: !179, inlinedAt: !238)
!246 = distinct !DIAssignID()
!247 = !DILocation(line: 87, column: 11, scope: !179, inlinedAt: !238)
!248 = !DILocation(line: 89, column: 23, scope: !179, inlinedAt: !238)
!249 = !DILocation(line: 89, column: 14, scope: !179, inlinedAt: !238)
!250 = !DILocation(line: 91, column: 1, scope: !179, inlinedAt: !238)
!251 = !DILocation(line: 100, column: 5, scope: !227)
