; ModuleID = 'src/zlib/compress.c'
source_filename = "src/zlib/compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @compress2_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !42 {
  %6 = alloca %struct.z_stream_s, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !54, !DIExpression(), !79, ptr %6, !DIExpression(), !80)
    #dbg_value(ptr %0, !49, !DIExpression(), !80)
    #dbg_value(ptr %1, !50, !DIExpression(), !80)
    #dbg_value(ptr %2, !51, !DIExpression(), !80)
    #dbg_value(i64 %3, !52, !DIExpression(), !80)
    #dbg_value(i32 %4, !53, !DIExpression(), !80)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %6) #6, !dbg !81
    #dbg_value(i32 -1, !76, !DIExpression(), !80)
  %7 = icmp ne i64 %3, 0, !dbg !82
  %8 = icmp eq ptr %2, null
  %9 = and i1 %8, %7, !dbg !84
  %10 = icmp eq ptr %1, null
  %11 = or i1 %10, %9, !dbg !84
  br i1 %11, label %58, label %12, !dbg !84

12:                                               ; preds = %5
  %13 = load i64, ptr %1, align 8, !dbg !85, !tbaa !86
  %14 = icmp ne i64 %13, 0, !dbg !90
  %15 = icmp eq ptr %0, null
  %16 = and i1 %15, %14, !dbg !91
  br i1 %16, label %58, label %17, !dbg !91

17:                                               ; preds = %12
    #dbg_value(i64 %13, !78, !DIExpression(), !80)
  store i64 0, ptr %1, align 8, !dbg !92, !tbaa !86
  %18 = getelementptr inbounds i8, ptr %6, i64 64, !dbg !93
    #dbg_assign(ptr null, !54, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !94, ptr %18, !DIExpression(), !80)
    #dbg_assign(ptr null, !54, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !94, ptr %6, !DIExpression(DW_OP_plus_uconst, 72), !80)
    #dbg_assign(ptr null, !54, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !94, ptr %6, !DIExpression(DW_OP_plus_uconst, 80), !80)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %18, i8 0, i64 24, i1 false), !dbg !95, !DIAssignID !94
  %19 = call i32 @deflateInit_(ptr noundef nonnull %6, i32 noundef %4, ptr noundef nonnull @.str, i32 noundef 112) #6, !dbg !96
    #dbg_value(i32 %19, !75, !DIExpression(), !80)
  %20 = icmp eq i32 %19, 0, !dbg !97
  br i1 %20, label %21, label %58, !dbg !99

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !100
  store ptr %0, ptr %22, align 8, !dbg !101, !tbaa !102, !DIAssignID !106
    #dbg_assign(ptr %0, !54, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !106, ptr %22, !DIExpression(), !80)
  %23 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !107
  store i32 0, ptr %23, align 8, !dbg !108, !tbaa !109, !DIAssignID !110
    #dbg_assign(i32 0, !54, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !110, ptr %23, !DIExpression(), !80)
  store ptr %2, ptr %6, align 8, !dbg !111, !tbaa !112, !DIAssignID !113
    #dbg_assign(ptr %2, !54, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113, ptr %6, !DIExpression(), !80)
  %24 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !114
  store i32 0, ptr %24, align 8, !dbg !115, !tbaa !116, !DIAssignID !117
    #dbg_assign(i32 0, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !117, ptr %24, !DIExpression(), !80)
  br label %27, !dbg !118

25:                                               ; preds = %44
  %26 = load i32, ptr %23, align 8, !dbg !119, !tbaa !109
  br label %27, !dbg !119

27:                                               ; preds = %25, %21
  %28 = phi i32 [ %26, %25 ], [ 0, %21 ], !dbg !119
  %29 = phi i64 [ %45, %25 ], [ %3, %21 ]
  %30 = phi i64 [ %37, %25 ], [ %13, %21 ], !dbg !80
    #dbg_value(i64 %30, !78, !DIExpression(), !80)
    #dbg_value(i64 %29, !52, !DIExpression(), !80)
  %31 = icmp eq i32 %28, 0, !dbg !122
  br i1 %31, label %32, label %36, !dbg !123

32:                                               ; preds = %27
  %33 = call i64 @llvm.umin.i64(i64 %30, i64 4294967295), !dbg !124
  %34 = trunc nuw i64 %33 to i32, !dbg !124
  store i32 %34, ptr %23, align 8, !dbg !126, !tbaa !109, !DIAssignID !127
    #dbg_assign(i32 %34, !54, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !127, ptr %23, !DIExpression(), !80)
  %35 = sub i64 %30, %33, !dbg !128
    #dbg_value(i64 %35, !78, !DIExpression(), !80)
  br label %36, !dbg !129

36:                                               ; preds = %32, %27
  %37 = phi i64 [ %35, %32 ], [ %30, %27 ], !dbg !80
    #dbg_value(i64 %37, !78, !DIExpression(), !80)
  %38 = load i32, ptr %24, align 8, !dbg !130, !tbaa !116
  %39 = icmp eq i32 %38, 0, !dbg !132
  br i1 %39, label %40, label %44, !dbg !133

40:                                               ; preds = %36
  %41 = call i64 @llvm.umin.i64(i64 %29, i64 4294967295), !dbg !134
  %42 = trunc nuw i64 %41 to i32, !dbg !134
  store i32 %42, ptr %24, align 8, !dbg !136, !tbaa !116, !DIAssignID !137
    #dbg_assign(i32 %42, !54, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !137, ptr %24, !DIExpression(), !80)
  %43 = sub i64 %29, %41, !dbg !138
    #dbg_value(i64 %43, !52, !DIExpression(), !80)
  br label %44, !dbg !139

44:                                               ; preds = %40, %36
  %45 = phi i64 [ %43, %40 ], [ %29, %36 ]
    #dbg_value(i64 %45, !52, !DIExpression(), !80)
  %46 = icmp eq i64 %45, 0, !dbg !140
  %47 = select i1 %46, i32 4, i32 0, !dbg !140
  %48 = call i32 @deflate(ptr noundef nonnull %6, i32 noundef %47) #6, !dbg !141
    #dbg_value(i32 %48, !75, !DIExpression(), !80)
  %49 = icmp eq i32 %48, 0, !dbg !142
  br i1 %49, label %25, label %50, !dbg !143, !llvm.loop !144

50:                                               ; preds = %44
  %51 = load ptr, ptr %22, align 8, !dbg !147, !tbaa !102
  %52 = ptrtoint ptr %51 to i64, !dbg !148
  %53 = ptrtoint ptr %0 to i64, !dbg !148
  %54 = sub i64 %52, %53, !dbg !148
  store i64 %54, ptr %1, align 8, !dbg !149, !tbaa !86
  %55 = call i32 @deflateEnd(ptr noundef nonnull %6) #6, !dbg !150
  %56 = icmp eq i32 %48, 1, !dbg !151
  %57 = select i1 %56, i32 0, i32 %48, !dbg !152
  br label %58, !dbg !153

58:                                               ; preds = %17, %5, %12, %50
  %59 = phi i32 [ %57, %50 ], [ -2, %12 ], [ -2, %5 ], [ %19, %17 ], !dbg !80
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %6) #6, !dbg !154
  ret i32 %59, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !155 i32 @deflateInit_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !162 i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !165 i32 @deflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @compress2(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !168 {
  %6 = alloca i64, align 8, !DIAssignID !181
    #dbg_assign(i1 undef, !180, !DIExpression(), !181, ptr %6, !DIExpression(), !182)
    #dbg_value(ptr %0, !174, !DIExpression(), !182)
    #dbg_value(ptr %1, !175, !DIExpression(), !182)
    #dbg_value(ptr %2, !176, !DIExpression(), !182)
    #dbg_value(i64 %3, !177, !DIExpression(), !182)
    #dbg_value(i32 %4, !178, !DIExpression(), !182)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6, !dbg !183
  %7 = load i64, ptr %1, align 8, !dbg !184, !tbaa !86
  store i64 %7, ptr %6, align 8, !dbg !185, !tbaa !86, !DIAssignID !186
    #dbg_assign(i64 %7, !180, !DIExpression(), !186, ptr %6, !DIExpression(), !182)
  %8 = call i32 @compress2_z(ptr noundef %0, ptr noundef nonnull %6, ptr noundef %2, i64 noundef %3, i32 noundef %4), !dbg !187
    #dbg_value(i32 %8, !179, !DIExpression(), !182)
  %9 = load i64, ptr %6, align 8, !dbg !188, !tbaa !86
  store i64 %9, ptr %1, align 8, !dbg !189, !tbaa !86
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6, !dbg !190
  ret i32 %8, !dbg !191
}

; Function Attrs: nounwind uwtable
define dso_local i32 @compress_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !192 {
    #dbg_value(ptr %0, !196, !DIExpression(), !200)
    #dbg_value(ptr %1, !197, !DIExpression(), !200)
    #dbg_value(ptr %2, !198, !DIExpression(), !200)
    #dbg_value(i64 %3, !199, !DIExpression(), !200)
  %5 = tail call i32 @compress2_z(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef -1), !dbg !201
  ret i32 %5, !dbg !202
}

; Function Attrs: nounwind uwtable
define dso_local i32 @compress(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !203 {
  %5 = alloca i64, align 8, !DIAssignID !211
    #dbg_value(ptr %0, !207, !DIExpression(), !212)
    #dbg_value(ptr %1, !208, !DIExpression(), !212)
    #dbg_value(ptr %2, !209, !DIExpression(), !212)
    #dbg_value(i64 %3, !210, !DIExpression(), !212)
    #dbg_assign(i1 undef, !180, !DIExpression(), !211, ptr %5, !DIExpression(), !213)
    #dbg_value(ptr %0, !174, !DIExpression(), !213)
    #dbg_value(ptr %1, !175, !DIExpression(), !213)
    #dbg_value(ptr %2, !176, !DIExpression(), !213)
    #dbg_value(i64 %3, !177, !DIExpression(), !213)
    #dbg_value(i32 -1, !178, !DIExpression(), !213)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !215
  %6 = load i64, ptr %1, align 8, !dbg !216, !tbaa !86
  store i64 %6, ptr %5, align 8, !dbg !217, !tbaa !86, !DIAssignID !218
    #dbg_assign(i64 %6, !180, !DIExpression(), !218, ptr %5, !DIExpression(), !213)
  %7 = call i32 @compress2_z(ptr noundef %0, ptr noundef nonnull %5, ptr noundef %2, i64 noundef %3, i32 noundef -1), !dbg !219
    #dbg_value(i32 %7, !179, !DIExpression(), !213)
  %8 = load i64, ptr %5, align 8, !dbg !220, !tbaa !86
  store i64 %8, ptr %1, align 8, !dbg !221, !tbaa !86
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !222
  ret i32 %7, !dbg !223
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @compressBound_z(i64 noundef %0) local_unnamed_addr #3 !dbg !224 {
    #dbg_value(i64 %0, !228, !DIExpression(), !230)
  %2 = lshr i64 %0, 12, !dbg !231
  %3 = lshr i64 %0, 14, !dbg !232
  %4 = lshr i64 %0, 25, !dbg !233
  %5 = add i64 %0, 13, !dbg !234
  %6 = add i64 %5, %2, !dbg !235
  %7 = add i64 %6, %3, !dbg !236
  %8 = add i64 %7, %4, !dbg !237
    #dbg_value(i64 %8, !229, !DIExpression(), !230)
  %9 = icmp ult i64 %8, %0, !dbg !238
  %10 = select i1 %9, i64 -1, i64 %8, !dbg !239
  ret i64 %10, !dbg !240
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @compressBound(i64 noundef %0) local_unnamed_addr #3 !dbg !241 {
    #dbg_value(i64 %0, !245, !DIExpression(), !247)
    #dbg_value(i64 %0, !228, !DIExpression(), !248)
  %2 = lshr i64 %0, 12, !dbg !250
  %3 = lshr i64 %0, 14, !dbg !251
  %4 = lshr i64 %0, 25, !dbg !252
  %5 = add i64 %0, 13, !dbg !253
  %6 = add i64 %5, %2, !dbg !254
  %7 = add i64 %6, %3, !dbg !255
  %8 = add i64 %7, %4, !dbg !256
    #dbg_value(i64 %8, !229, !DIExpression(), !248)
  %9 = icmp ult i64 %8, %0, !dbg !257
  %10 = select i1 %9, i64 -1, i64 %8, !dbg !258
    #dbg_value(i64 %10, !246, !DIExpression(), !247)
  ret i64 %10, !dbg !259
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/compress.c", directory: ".", checksumkind: CSK_MD5, checksum: "268d6d146a1d8847598e85044234cc71")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !33, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !13, !19, !18, !23, !24, !28, !32}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !10, line: 405, baseType: !11)
!10 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !14, line: 85, baseType: !15)
!14 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !9, !9}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !10, line: 421, baseType: !12)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !14, line: 86, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !18, !18}
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !10, line: 412, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !10, line: 403, baseType: !27)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
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
!42 = distinct !DISubprogram(name: "compress2_z", scope: !2, file: !2, line: 24, type: !43, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{!23, !24, !45, !46, !28, !23}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!48 = !{!49, !50, !51, !52, !53, !54, !75, !76, !78}
!49 = !DILocalVariable(name: "dest", arg: 1, scope: !42, file: !2, line: 24, type: !24)
!50 = !DILocalVariable(name: "destLen", arg: 2, scope: !42, file: !2, line: 24, type: !45)
!51 = !DILocalVariable(name: "source", arg: 3, scope: !42, file: !2, line: 24, type: !46)
!52 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !42, file: !2, line: 25, type: !28)
!53 = !DILocalVariable(name: "level", arg: 5, scope: !42, file: !2, line: 25, type: !23)
!54 = !DILocalVariable(name: "stream", scope: !42, file: !2, line: 26, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !14, line: 110, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !14, line: 90, size: 896, elements: !57)
!57 = !{!58, !59, !60, !61, !62, !63, !64, !66, !69, !70, !71, !72, !73, !74}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !56, file: !14, line: 91, baseType: !24, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !56, file: !14, line: 92, baseType: !9, size: 32, offset: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !56, file: !14, line: 93, baseType: !32, size: 64, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !56, file: !14, line: 95, baseType: !24, size: 64, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !56, file: !14, line: 96, baseType: !9, size: 32, offset: 256)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !56, file: !14, line: 97, baseType: !32, size: 64, offset: 320)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !56, file: !14, line: 99, baseType: !65, size: 64, offset: 384)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !56, file: !14, line: 100, baseType: !67, size: 64, offset: 448)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !14, line: 88, flags: DIFlagFwdDecl)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !56, file: !14, line: 102, baseType: !13, size: 64, offset: 512)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !56, file: !14, line: 103, baseType: !19, size: 64, offset: 576)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !56, file: !14, line: 104, baseType: !18, size: 64, offset: 640)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !56, file: !14, line: 106, baseType: !23, size: 32, offset: 704)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !56, file: !14, line: 108, baseType: !32, size: 64, offset: 768)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !56, file: !14, line: 109, baseType: !32, size: 64, offset: 832)
!75 = !DILocalVariable(name: "err", scope: !42, file: !2, line: 27, type: !23)
!76 = !DILocalVariable(name: "max", scope: !42, file: !2, line: 28, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!78 = !DILocalVariable(name: "left", scope: !42, file: !2, line: 29, type: !28)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !42)
!81 = !DILocation(line: 26, column: 5, scope: !42)
!82 = !DILocation(line: 31, column: 20, scope: !83)
!83 = distinct !DILexicalBlock(scope: !42, file: !2, line: 31, column: 9)
!84 = !DILocation(line: 31, column: 24, scope: !83)
!85 = !DILocation(line: 32, column: 29, scope: !83)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 32, column: 38, scope: !83)
!91 = !DILocation(line: 32, column: 42, scope: !83)
!92 = !DILocation(line: 36, column: 14, scope: !42)
!93 = !DILocation(line: 38, column: 12, scope: !42)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 39, column: 18, scope: !42)
!96 = !DILocation(line: 42, column: 11, scope: !42)
!97 = !DILocation(line: 43, column: 13, scope: !98)
!98 = distinct !DILexicalBlock(scope: !42, file: !2, line: 43, column: 9)
!99 = !DILocation(line: 43, column: 9, scope: !42)
!100 = !DILocation(line: 45, column: 12, scope: !42)
!101 = !DILocation(line: 45, column: 21, scope: !42)
!102 = !{!103, !104, i64 24}
!103 = !{!"z_stream_s", !104, i64 0, !105, i64 8, !87, i64 16, !104, i64 24, !105, i64 32, !87, i64 40, !104, i64 48, !104, i64 56, !104, i64 64, !104, i64 72, !104, i64 80, !105, i64 88, !87, i64 96, !87, i64 104}
!104 = !{!"any pointer", !88, i64 0}
!105 = !{!"int", !88, i64 0}
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 46, column: 12, scope: !42)
!108 = !DILocation(line: 46, column: 22, scope: !42)
!109 = !{!103, !105, i64 32}
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 47, column: 20, scope: !42)
!112 = !{!103, !104, i64 0}
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 48, column: 12, scope: !42)
!115 = !DILocation(line: 48, column: 21, scope: !42)
!116 = !{!103, !105, i64 8}
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 50, column: 5, scope: !42)
!119 = !DILocation(line: 51, column: 20, scope: !120)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 51, column: 13)
!121 = distinct !DILexicalBlock(scope: !42, file: !2, line: 50, column: 8)
!122 = !DILocation(line: 51, column: 30, scope: !120)
!123 = !DILocation(line: 51, column: 13, scope: !121)
!124 = !DILocation(line: 52, column: 32, scope: !125)
!125 = distinct !DILexicalBlock(scope: !120, file: !2, line: 51, column: 36)
!126 = !DILocation(line: 52, column: 30, scope: !125)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 53, column: 18, scope: !125)
!129 = !DILocation(line: 54, column: 9, scope: !125)
!130 = !DILocation(line: 55, column: 20, scope: !131)
!131 = distinct !DILexicalBlock(scope: !121, file: !2, line: 55, column: 13)
!132 = !DILocation(line: 55, column: 29, scope: !131)
!133 = !DILocation(line: 55, column: 13, scope: !121)
!134 = !DILocation(line: 56, column: 31, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !2, line: 55, column: 35)
!136 = !DILocation(line: 56, column: 29, scope: !135)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 58, column: 23, scope: !135)
!139 = !DILocation(line: 59, column: 9, scope: !135)
!140 = !DILocation(line: 60, column: 32, scope: !121)
!141 = !DILocation(line: 60, column: 15, scope: !121)
!142 = !DILocation(line: 61, column: 18, scope: !42)
!143 = !DILocation(line: 61, column: 5, scope: !121)
!144 = distinct !{!144, !118, !145, !146}
!145 = !DILocation(line: 61, column: 25, scope: !42)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 63, column: 34, scope: !42)
!148 = !DILocation(line: 63, column: 43, scope: !42)
!149 = !DILocation(line: 63, column: 14, scope: !42)
!150 = !DILocation(line: 64, column: 5, scope: !42)
!151 = !DILocation(line: 65, column: 16, scope: !42)
!152 = !DILocation(line: 65, column: 12, scope: !42)
!153 = !DILocation(line: 65, column: 5, scope: !42)
!154 = !DILocation(line: 66, column: 1, scope: !42)
!155 = !DISubprogram(name: "deflateInit_", scope: !14, file: !14, line: 1903, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!23, !158, !23, !160, !23}
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !14, line: 112, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!162 = !DISubprogram(name: "deflate", scope: !14, file: !14, line: 254, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!23, !158, !23}
!165 = !DISubprogram(name: "deflateEnd", scope: !14, file: !14, line: 367, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!23, !158}
!168 = distinct !DISubprogram(name: "compress2", scope: !2, file: !2, line: 67, type: !169, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !173)
!169 = !DISubroutineType(types: !170)
!170 = !{!23, !24, !171, !46, !32, !23}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLongf", file: !10, line: 417, baseType: !32)
!173 = !{!174, !175, !176, !177, !178, !179, !180}
!174 = !DILocalVariable(name: "dest", arg: 1, scope: !168, file: !2, line: 67, type: !24)
!175 = !DILocalVariable(name: "destLen", arg: 2, scope: !168, file: !2, line: 67, type: !171)
!176 = !DILocalVariable(name: "source", arg: 3, scope: !168, file: !2, line: 67, type: !46)
!177 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !168, file: !2, line: 68, type: !32)
!178 = !DILocalVariable(name: "level", arg: 5, scope: !168, file: !2, line: 68, type: !23)
!179 = !DILocalVariable(name: "ret", scope: !168, file: !2, line: 69, type: !23)
!180 = !DILocalVariable(name: "got", scope: !168, file: !2, line: 70, type: !28)
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 0, scope: !168)
!183 = !DILocation(line: 70, column: 5, scope: !168)
!184 = !DILocation(line: 70, column: 20, scope: !168)
!185 = !DILocation(line: 70, column: 14, scope: !168)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 71, column: 11, scope: !168)
!188 = !DILocation(line: 72, column: 23, scope: !168)
!189 = !DILocation(line: 72, column: 14, scope: !168)
!190 = !DILocation(line: 74, column: 1, scope: !168)
!191 = !DILocation(line: 73, column: 5, scope: !168)
!192 = distinct !DISubprogram(name: "compress_z", scope: !2, file: !2, line: 77, type: !193, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{!23, !24, !45, !46, !28}
!195 = !{!196, !197, !198, !199}
!196 = !DILocalVariable(name: "dest", arg: 1, scope: !192, file: !2, line: 77, type: !24)
!197 = !DILocalVariable(name: "destLen", arg: 2, scope: !192, file: !2, line: 77, type: !45)
!198 = !DILocalVariable(name: "source", arg: 3, scope: !192, file: !2, line: 77, type: !46)
!199 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !192, file: !2, line: 78, type: !28)
!200 = !DILocation(line: 0, scope: !192)
!201 = !DILocation(line: 79, column: 12, scope: !192)
!202 = !DILocation(line: 79, column: 5, scope: !192)
!203 = distinct !DISubprogram(name: "compress", scope: !2, file: !2, line: 82, type: !204, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!23, !24, !171, !46, !32}
!206 = !{!207, !208, !209, !210}
!207 = !DILocalVariable(name: "dest", arg: 1, scope: !203, file: !2, line: 82, type: !24)
!208 = !DILocalVariable(name: "destLen", arg: 2, scope: !203, file: !2, line: 82, type: !171)
!209 = !DILocalVariable(name: "source", arg: 3, scope: !203, file: !2, line: 82, type: !46)
!210 = !DILocalVariable(name: "sourceLen", arg: 4, scope: !203, file: !2, line: 83, type: !32)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !203)
!213 = !DILocation(line: 0, scope: !168, inlinedAt: !214)
!214 = distinct !DILocation(line: 84, column: 12, scope: !203)
!215 = !DILocation(line: 70, column: 5, scope: !168, inlinedAt: !214)
!216 = !DILocation(line: 70, column: 20, scope: !168, inlinedAt: !214)
!217 = !DILocation(line: 70, column: 14, scope: !168, inlinedAt: !214)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 71, column: 11, scope: !168, inlinedAt: !214)
!220 = !DILocation(line: 72, column: 23, scope: !168, inlinedAt: !214)
!221 = !DILocation(line: 72, column: 14, scope: !168, inlinedAt: !214)
!222 = !DILocation(line: 74, column: 1, scope: !168, inlinedAt: !214)
!223 = !DILocation(line: 84, column: 5, scope: !203)
!224 = distinct !DISubprogram(name: "compressBound_z", scope: !2, file: !2, line: 91, type: !225, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!28, !28}
!227 = !{!228, !229}
!228 = !DILocalVariable(name: "sourceLen", arg: 1, scope: !224, file: !2, line: 91, type: !28)
!229 = !DILocalVariable(name: "bound", scope: !224, file: !2, line: 92, type: !28)
!230 = !DILocation(line: 0, scope: !224)
!231 = !DILocation(line: 92, column: 45, scope: !224)
!232 = !DILocation(line: 92, column: 65, scope: !224)
!233 = !DILocation(line: 93, column: 33, scope: !224)
!234 = !DILocation(line: 92, column: 32, scope: !224)
!235 = !DILocation(line: 92, column: 52, scope: !224)
!236 = !DILocation(line: 92, column: 72, scope: !224)
!237 = !DILocation(line: 93, column: 40, scope: !224)
!238 = !DILocation(line: 94, column: 18, scope: !224)
!239 = !DILocation(line: 94, column: 12, scope: !224)
!240 = !DILocation(line: 94, column: 5, scope: !224)
!241 = distinct !DISubprogram(name: "compressBound", scope: !2, file: !2, line: 96, type: !242, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!32, !32}
!244 = !{!245, !246}
!245 = !DILocalVariable(name: "sourceLen", arg: 1, scope: !241, file: !2, line: 96, type: !32)
!246 = !DILocalVariable(name: "bound", scope: !241, file: !2, line: 97, type: !28)
!247 = !DILocation(line: 0, scope: !241)
!248 = !DILocation(line: 0, scope: !224, inlinedAt: !249)
!249 = distinct !DILocation(line: 97, column: 22, scope: !241)
!250 = !DILocation(line: 92, column: 45, scope: !224, inlinedAt: !249)
!251 = !DILocation(line: 92, column: 65, scope: !224, inlinedAt: !249)
!252 = !DILocation(line: 93, column: 33, scope: !224, inlinedAt: !249)
!253 = !DILocation(line: 92, column: 32, scope: !224, inlinedAt: !249)
!254 = !DILocation(line: 92, column: 52, scope: !224, inlinedAt: !249)
!255 = !DILocation(line: 92, column: 72, scope: !224, inlinedAt: !249)
!256 = !DILocation(line: 93, column: 40, scope: !224, inlinedAt: !249)
!257 = !DILocation(line: 94, column: 18, scope: !224, inlinedAt: !249)
!258 = !DILocation(line: 94, column: 12, scope: !224, inlinedAt: !249)
!259 = !DILocation(line: 98, column: 5, scope: !241)
