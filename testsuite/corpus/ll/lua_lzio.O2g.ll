; ModuleID = 'src/lua/lzio.c'
source_filename = "src/lua/lzio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define hidden range(i32 -1, 256) i32 @luaZ_fill(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !15 {
  %2 = alloca i64, align 8, !DIAssignID !365
    #dbg_assign(i1 undef, !362, !DIExpression(), !365, ptr %2, !DIExpression(), !366)
    #dbg_value(ptr %0, !361, !DIExpression(), !366)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !367
  %3 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !368
  %4 = load ptr, ptr %3, align 8, !dbg !368, !tbaa !369
    #dbg_value(ptr %4, !363, !DIExpression(), !366)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !375
  %6 = load ptr, ptr %5, align 8, !dbg !375, !tbaa !376
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !377
  %8 = load ptr, ptr %7, align 8, !dbg !377, !tbaa !378
  %9 = call ptr %6(ptr noundef %4, ptr noundef %8, ptr noundef nonnull %2) #6, !dbg !379
    #dbg_value(ptr %9, !364, !DIExpression(), !366)
  %10 = icmp eq ptr %9, null, !dbg !380
  %11 = load i64, ptr %2, align 8
  %12 = icmp eq i64 %11, 0
  %13 = select i1 %10, i1 true, i1 %12, !dbg !382
  br i1 %13, label %20, label %14, !dbg !382

14:                                               ; preds = %1
  %15 = add i64 %11, -1, !dbg !383
  store i64 %15, ptr %0, align 8, !dbg !384, !tbaa !385
  %16 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !386
  %17 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !387
  store ptr %17, ptr %16, align 8, !dbg !387, !tbaa !388
  %18 = load i8, ptr %9, align 1, !dbg !387, !tbaa !389
  %19 = zext i8 %18 to i32, !dbg !387
  br label %20, !dbg !390

20:                                               ; preds = %1, %14
  %21 = phi i32 [ %19, %14 ], [ -1, %1 ], !dbg !366
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !391
  ret i32 %21, !dbg !391
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden void @luaZ_init(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #2 !dbg !392 {
    #dbg_value(ptr %0, !396, !DIExpression(), !400)
    #dbg_value(ptr %1, !397, !DIExpression(), !400)
    #dbg_value(ptr %2, !398, !DIExpression(), !400)
    #dbg_value(ptr %3, !399, !DIExpression(), !400)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !401
  store ptr %0, ptr %5, align 8, !dbg !402, !tbaa !369
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !403
  store ptr %2, ptr %6, align 8, !dbg !404, !tbaa !376
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !405
  store ptr %3, ptr %7, align 8, !dbg !406, !tbaa !378
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false), !dbg !407
  ret void, !dbg !408
}

; Function Attrs: nounwind uwtable
define hidden i64 @luaZ_read(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #0 !dbg !409 {
  %4 = alloca i64, align 8, !DIAssignID !418
    #dbg_value(ptr %0, !413, !DIExpression(), !419)
    #dbg_value(ptr %1, !414, !DIExpression(), !419)
    #dbg_value(i64 %2, !415, !DIExpression(), !419)
  %5 = icmp eq i64 %2, 0, !dbg !420
  br i1 %5, label %40, label %6, !dbg !420

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %0, align 8, !dbg !421, !tbaa !385
  br label %12, !dbg !420

12:                                               ; preds = %6, %29
  %13 = phi i64 [ %11, %6 ], [ %34, %29 ], !dbg !421
  %14 = phi i64 [ %2, %6 ], [ %38, %29 ]
  %15 = phi ptr [ %1, %6 ], [ %37, %29 ]
    #dbg_value(i64 %14, !415, !DIExpression(), !419)
    #dbg_value(ptr %15, !414, !DIExpression(), !419)
  %16 = icmp eq i64 %13, 0, !dbg !423
  br i1 %16, label %19, label %17, !dbg !424

17:                                               ; preds = %12
  %18 = load ptr, ptr %10, align 8, !dbg !425, !tbaa !388
  br label %29, !dbg !424

19:                                               ; preds = %12
    #dbg_assign(i1 undef, !362, !DIExpression(), !418, ptr %4, !DIExpression(), !426)
    #dbg_value(ptr %0, !361, !DIExpression(), !426)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !430
  %20 = load ptr, ptr %7, align 8, !dbg !431, !tbaa !369
    #dbg_value(ptr %20, !363, !DIExpression(), !426)
  %21 = load ptr, ptr %8, align 8, !dbg !432, !tbaa !376
  %22 = load ptr, ptr %9, align 8, !dbg !433, !tbaa !378
  %23 = call ptr %21(ptr noundef %20, ptr noundef %22, ptr noundef nonnull %4) #6, !dbg !434
    #dbg_value(ptr %23, !364, !DIExpression(), !426)
  %24 = icmp eq ptr %23, null, !dbg !435
  %25 = load i64, ptr %4, align 8
  %26 = icmp eq i64 %25, 0
  %27 = select i1 %24, i1 true, i1 %26, !dbg !436
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !437
  br i1 %27, label %40, label %28, !dbg !436

28:                                               ; preds = %19
  store i64 %25, ptr %0, align 8, !dbg !438, !tbaa !385
  store ptr %23, ptr %10, align 8, !dbg !440, !tbaa !388
  br label %29, !dbg !441

29:                                               ; preds = %17, %28
  %30 = phi ptr [ %18, %17 ], [ %23, %28 ], !dbg !425
  %31 = phi i64 [ %13, %17 ], [ %25, %28 ], !dbg !442
  %32 = call i64 @llvm.umin.i64(i64 %14, i64 %31), !dbg !443
    #dbg_value(i64 %32, !416, !DIExpression(), !444)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %30, i64 %32, i1 false), !dbg !445
  %33 = load i64, ptr %0, align 8, !dbg !446, !tbaa !385
  %34 = sub i64 %33, %32, !dbg !446
  store i64 %34, ptr %0, align 8, !dbg !446, !tbaa !385
  %35 = load ptr, ptr %10, align 8, !dbg !447, !tbaa !388
  %36 = getelementptr inbounds i8, ptr %35, i64 %32, !dbg !447
  store ptr %36, ptr %10, align 8, !dbg !447, !tbaa !388
  %37 = getelementptr inbounds i8, ptr %15, i64 %32, !dbg !448
    #dbg_value(ptr %37, !414, !DIExpression(), !419)
  %38 = sub i64 %14, %32, !dbg !449
    #dbg_value(i64 %38, !415, !DIExpression(), !419)
  %39 = icmp eq i64 %38, 0, !dbg !420
  br i1 %39, label %40, label %12, !dbg !420

40:                                               ; preds = %29, %19, %3
  %41 = phi i64 [ 0, %3 ], [ 0, %29 ], [ %14, %19 ]
  ret i64 %41, !dbg !450
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/lua/lzio.c", directory: ".", checksumkind: CSK_MD5, checksum: "480ddbad8144af1118a8d2d376785192")
!2 = !{!3, !4, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "luaZ_fill", scope: !1, file: !1, line: 23, type: !16, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !360)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !21, line: 55, size: 320, elements: !23)
!23 = !{!24, !28, !31, !358, !359}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !22, file: !21, line: 56, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !26, line: 18, baseType: !27)
!26 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !22, file: !21, line: 57, baseType: !29, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !22, file: !21, line: 58, baseType: !32, size: 64, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !33, line: 117, baseType: !34)
!33 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DISubroutineType(types: !36)
!36 = !{!29, !37, !3, !357}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !33, line: 57, baseType: !39)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !40, line: 309, size: 1600, elements: !41)
!40 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!41 = !{!42, !52, !53, !54, !55, !56, !58, !101, !233, !288, !289, !290, !314, !315, !316, !317, !320, !321, !351, !352, !353, !354, !355, !356}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !40, line: 310, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !45, line: 292, size: 128, elements: !46)
!45 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!46 = !{!47, !48, !51}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !44, file: !45, line: 293, baseType: !43, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !44, file: !45, line: 293, baseType: !49, size: 8, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !50, line: 36, baseType: !4)
!50 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!51 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !44, file: !45, line: 293, baseType: !49, size: 8, offset: 72)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !39, file: !40, line: 310, baseType: !49, size: 8, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !39, file: !40, line: 310, baseType: !49, size: 8, offset: 72)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !39, file: !40, line: 311, baseType: !49, size: 8, offset: 80)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !39, file: !40, line: 312, baseType: !49, size: 8, offset: 88)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !39, file: !40, line: 313, baseType: !57, size: 16, offset: 96)
!57 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !39, file: !40, line: 314, baseType: !59, size: 64, offset: 128)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !45, line: 168, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !45, line: 165, size: 64, elements: !61)
!61 = !{!62, !97}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !60, file: !45, line: 166, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !45, line: 158, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !45, line: 154, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !45, line: 148, size: 128, elements: !67)
!67 = !{!68, !91}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !66, file: !45, line: 149, baseType: !69, size: 128)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !45, line: 69, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !45, line: 67, size: 128, elements: !71)
!71 = !{!72, !90}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !70, file: !45, line: 68, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !45, line: 57, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !45, line: 49, size: 64, elements: !75)
!75 = !{!76, !77, !78, !83, !86, !89}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !74, file: !45, line: 50, baseType: !43, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !74, file: !45, line: 51, baseType: !3, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !74, file: !45, line: 52, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !33, line: 106, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DISubroutineType(types: !82)
!82 = !{!18, !37}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !74, file: !45, line: 53, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !33, line: 94, baseType: !85)
!85 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !74, file: !45, line: 54, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !33, line: 90, baseType: !88)
!88 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !74, file: !45, line: 56, baseType: !49, size: 8)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !70, file: !45, line: 68, baseType: !49, size: 8, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !66, file: !45, line: 153, baseType: !92, size: 128)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !66, file: !45, line: 150, size: 128, elements: !93)
!93 = !{!94, !95, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !92, file: !45, line: 151, baseType: !73, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !92, file: !45, line: 151, baseType: !49, size: 8, offset: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !92, file: !45, line: 152, baseType: !57, size: 16, offset: 80)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !60, file: !45, line: 167, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !99, line: 18, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !39, file: !40, line: 315, baseType: !102, size: 64, offset: 192)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !40, line: 303, baseType: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !40, line: 254, size: 11328, elements: !105)
!105 = !{!106, !111, !112, !114, !115, !117, !118, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !161, !164, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !183, !184, !185, !186, !190, !222, !227, !232}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !104, file: !40, line: 255, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !33, line: 125, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DISubroutineType(types: !110)
!110 = !{!3, !3, !3, !25, !25}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !104, file: !40, line: 256, baseType: !3, size: 64, offset: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !104, file: !40, line: 257, baseType: !113, size: 64, offset: 128)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !50, line: 28, baseType: !98)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !104, file: !40, line: 258, baseType: !113, size: 64, offset: 192)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !104, file: !40, line: 259, baseType: !116, size: 64, offset: 256)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !50, line: 27, baseType: !25)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !104, file: !40, line: 260, baseType: !116, size: 64, offset: 320)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !104, file: !40, line: 261, baseType: !119, size: 128, offset: 384)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !40, line: 159, baseType: !120)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !40, line: 155, size: 128, elements: !121)
!121 = !{!122, !145, !146}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !120, file: !40, line: 156, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !45, line: 396, baseType: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !45, line: 386, size: 256, elements: !127)
!127 = !{!128, !129, !130, !131, !132, !133, !135, !141}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !126, file: !45, line: 387, baseType: !43, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !126, file: !45, line: 387, baseType: !49, size: 8, offset: 64)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !126, file: !45, line: 387, baseType: !49, size: 8, offset: 72)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !126, file: !45, line: 388, baseType: !49, size: 8, offset: 80)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !126, file: !45, line: 389, baseType: !49, size: 8, offset: 88)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !126, file: !45, line: 390, baseType: !134, size: 32, offset: 96)
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !126, file: !45, line: 394, baseType: !136, size: 64, offset: 128)
!136 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !126, file: !45, line: 391, size: 64, elements: !137)
!137 = !{!138, !139}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !136, file: !45, line: 392, baseType: !25, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !136, file: !45, line: 393, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !126, file: !45, line: 395, baseType: !142, size: 8, offset: 192)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 1)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !120, file: !40, line: 157, baseType: !18, size: 32, offset: 64)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !120, file: !40, line: 158, baseType: !18, size: 32, offset: 96)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !104, file: !40, line: 262, baseType: !69, size: 128, offset: 512)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !104, file: !40, line: 263, baseType: !69, size: 128, offset: 640)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !104, file: !40, line: 264, baseType: !134, size: 32, offset: 768)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !104, file: !40, line: 265, baseType: !49, size: 8, offset: 800)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !104, file: !40, line: 266, baseType: !49, size: 8, offset: 808)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !104, file: !40, line: 267, baseType: !49, size: 8, offset: 816)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !104, file: !40, line: 268, baseType: !49, size: 8, offset: 824)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !104, file: !40, line: 269, baseType: !49, size: 8, offset: 832)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !104, file: !40, line: 270, baseType: !49, size: 8, offset: 840)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !104, file: !40, line: 271, baseType: !49, size: 8, offset: 848)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !104, file: !40, line: 272, baseType: !49, size: 8, offset: 856)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !104, file: !40, line: 273, baseType: !49, size: 8, offset: 864)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !104, file: !40, line: 274, baseType: !49, size: 8, offset: 872)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !104, file: !40, line: 275, baseType: !49, size: 8, offset: 880)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !104, file: !40, line: 276, baseType: !162, size: 64, offset: 896)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !45, line: 294, baseType: !44)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !104, file: !40, line: 277, baseType: !165, size: 64, offset: 960)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !104, file: !40, line: 278, baseType: !162, size: 64, offset: 1024)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !104, file: !40, line: 279, baseType: !162, size: 64, offset: 1088)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !104, file: !40, line: 280, baseType: !162, size: 64, offset: 1152)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !104, file: !40, line: 281, baseType: !162, size: 64, offset: 1216)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !104, file: !40, line: 282, baseType: !162, size: 64, offset: 1280)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !104, file: !40, line: 283, baseType: !162, size: 64, offset: 1344)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !104, file: !40, line: 284, baseType: !162, size: 64, offset: 1408)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !104, file: !40, line: 285, baseType: !162, size: 64, offset: 1472)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !104, file: !40, line: 287, baseType: !162, size: 64, offset: 1536)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !104, file: !40, line: 288, baseType: !162, size: 64, offset: 1600)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !104, file: !40, line: 289, baseType: !162, size: 64, offset: 1664)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !104, file: !40, line: 290, baseType: !162, size: 64, offset: 1728)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !104, file: !40, line: 291, baseType: !162, size: 64, offset: 1792)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !104, file: !40, line: 292, baseType: !162, size: 64, offset: 1856)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !104, file: !40, line: 293, baseType: !162, size: 64, offset: 1920)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !104, file: !40, line: 294, baseType: !182, size: 64, offset: 1984)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !104, file: !40, line: 295, baseType: !79, size: 64, offset: 2048)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !104, file: !40, line: 296, baseType: !182, size: 64, offset: 2112)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !104, file: !40, line: 297, baseType: !124, size: 64, offset: 2176)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !104, file: !40, line: 298, baseType: !187, size: 1600, offset: 2240)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 1600, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 25)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !104, file: !40, line: 299, baseType: !191, size: 576, offset: 3840)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 576, elements: !220)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !45, line: 737, size: 448, elements: !194)
!194 = !{!195, !196, !197, !198, !199, !200, !201, !203, !217, !218, !219}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !193, file: !45, line: 738, baseType: !43, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !193, file: !45, line: 738, baseType: !49, size: 8, offset: 64)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !193, file: !45, line: 738, baseType: !49, size: 8, offset: 72)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !193, file: !45, line: 739, baseType: !49, size: 8, offset: 80)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !193, file: !45, line: 740, baseType: !49, size: 8, offset: 88)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !193, file: !45, line: 741, baseType: !134, size: 32, offset: 96)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !193, file: !45, line: 742, baseType: !202, size: 64, offset: 128)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !193, file: !45, line: 743, baseType: !204, size: 64, offset: 192)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !45, line: 707, baseType: !206)
!206 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !45, line: 699, size: 192, elements: !207)
!207 = !{!208, !216}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !206, file: !45, line: 705, baseType: !209, size: 192)
!209 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !45, line: 700, size: 192, elements: !210)
!210 = !{!211, !212, !213, !214, !215}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !209, file: !45, line: 701, baseType: !73, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !209, file: !45, line: 701, baseType: !49, size: 8, offset: 64)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !209, file: !45, line: 702, baseType: !49, size: 8, offset: 72)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !209, file: !45, line: 703, baseType: !18, size: 32, offset: 96)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !209, file: !45, line: 704, baseType: !73, size: 64, offset: 128)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !206, file: !45, line: 706, baseType: !69, size: 128)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !193, file: !45, line: 744, baseType: !204, size: 64, offset: 256)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !193, file: !45, line: 745, baseType: !192, size: 64, offset: 320)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !193, file: !45, line: 746, baseType: !162, size: 64, offset: 384)
!220 = !{!221}
!221 = !DISubrange(count: 9)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !104, file: !40, line: 300, baseType: !223, size: 6784, offset: 4416)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 6784, elements: !224)
!224 = !{!225, !226}
!225 = !DISubrange(count: 53)
!226 = !DISubrange(count: 2)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !104, file: !40, line: 301, baseType: !228, size: 64, offset: 11200)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !33, line: 131, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DISubroutineType(types: !231)
!231 = !{null, !3, !29, !18}
!232 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !104, file: !40, line: 302, baseType: !3, size: 64, offset: 11264)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !39, file: !40, line: 316, baseType: !234, size: 64, offset: 256)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !40, line: 14, baseType: !236)
!236 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !40, line: 177, size: 512, elements: !237)
!237 = !{!238, !239, !240, !242, !243, !274, !285, !287}
!238 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !236, file: !40, line: 178, baseType: !59, size: 64)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !236, file: !40, line: 179, baseType: !59, size: 64, offset: 64)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !236, file: !40, line: 180, baseType: !241, size: 64, offset: 128)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !236, file: !40, line: 180, baseType: !241, size: 64, offset: 192)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !236, file: !40, line: 192, baseType: !244, size: 192, offset: 256)
!244 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !236, file: !40, line: 181, size: 192, elements: !245)
!245 = !{!246, !261}
!246 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !244, file: !40, line: 186, baseType: !247, size: 128)
!247 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !244, file: !40, line: 182, size: 128, elements: !248)
!248 = !{!249, !254, !260}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !247, file: !40, line: 183, baseType: !250, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !252)
!252 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !50, line: 205, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !50, line: 200, baseType: !134)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !247, file: !40, line: 184, baseType: !255, size: 32, offset: 64)
!255 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !256)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !257, line: 8, baseType: !258)
!257 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !259, line: 215, baseType: !18)
!259 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!260 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !247, file: !40, line: 185, baseType: !18, size: 32, offset: 96)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !244, file: !40, line: 191, baseType: !262, size: 192)
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !244, file: !40, line: 187, size: 192, elements: !263)
!263 = !{!264, !272, !273}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !262, file: !40, line: 188, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !33, line: 111, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DISubroutineType(types: !268)
!268 = !{!18, !37, !18, !269}
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !33, line: 100, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !271, line: 87, baseType: !100)
!271 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!272 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !262, file: !40, line: 189, baseType: !98, size: 64, offset: 64)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !262, file: !40, line: 190, baseType: !269, size: 64, offset: 128)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !236, file: !40, line: 201, baseType: !275, size: 32, offset: 448)
!275 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !236, file: !40, line: 193, size: 32, elements: !276)
!276 = !{!277, !278, !279, !280}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !275, file: !40, line: 194, baseType: !18, size: 32)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !275, file: !40, line: 195, baseType: !18, size: 32)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !275, file: !40, line: 196, baseType: !18, size: 32)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !275, file: !40, line: 200, baseType: !281, size: 32)
!281 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !275, file: !40, line: 197, size: 32, elements: !282)
!282 = !{!283, !284}
!283 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !281, file: !40, line: 198, baseType: !57, size: 16)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !281, file: !40, line: 199, baseType: !57, size: 16, offset: 16)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !236, file: !40, line: 202, baseType: !286, size: 16, offset: 480)
!286 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !236, file: !40, line: 203, baseType: !57, size: 16, offset: 496)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !39, file: !40, line: 317, baseType: !59, size: 64, offset: 320)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !39, file: !40, line: 318, baseType: !59, size: 64, offset: 384)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !39, file: !40, line: 319, baseType: !291, size: 64, offset: 448)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !45, line: 640, baseType: !293)
!293 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !45, line: 627, size: 320, elements: !294)
!294 = !{!295, !296, !297, !298, !303}
!295 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !293, file: !45, line: 628, baseType: !43, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !293, file: !45, line: 628, baseType: !49, size: 8, offset: 64)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !293, file: !45, line: 628, baseType: !49, size: 8, offset: 72)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !293, file: !45, line: 632, baseType: !299, size: 64, offset: 128)
!299 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !293, file: !45, line: 629, size: 64, elements: !300)
!300 = !{!301, !302}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !299, file: !45, line: 630, baseType: !202, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !299, file: !45, line: 631, baseType: !98, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !293, file: !45, line: 639, baseType: !304, size: 128, offset: 192)
!304 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !293, file: !45, line: 633, size: 128, elements: !305)
!305 = !{!306, !313}
!306 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !304, file: !45, line: 637, baseType: !307, size: 128)
!307 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !304, file: !45, line: 634, size: 128, elements: !308)
!308 = !{!309, !311}
!309 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !307, file: !45, line: 635, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !293, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !307, file: !45, line: 636, baseType: !312, size: 64, offset: 64)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !304, file: !45, line: 638, baseType: !69, size: 128)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !39, file: !40, line: 320, baseType: !59, size: 64, offset: 512)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !39, file: !40, line: 321, baseType: !162, size: 64, offset: 576)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !39, file: !40, line: 322, baseType: !182, size: 64, offset: 640)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !39, file: !40, line: 323, baseType: !318, size: 64, offset: 704)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !40, line: 122, flags: DIFlagFwdDecl)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !39, file: !40, line: 324, baseType: !235, size: 512, offset: 768)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !39, file: !40, line: 325, baseType: !322, size: 64, offset: 1280)
!322 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !323)
!323 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !33, line: 143, baseType: !324)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 64)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !37, !327}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !33, line: 137, baseType: !329)
!329 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !33, line: 475, size: 1088, elements: !330)
!330 = !{!331, !332, !333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !345, !346, !350}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !329, file: !33, line: 476, baseType: !18, size: 32)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !329, file: !33, line: 477, baseType: !29, size: 64, offset: 64)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !329, file: !33, line: 478, baseType: !29, size: 64, offset: 128)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !329, file: !33, line: 479, baseType: !29, size: 64, offset: 192)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !329, file: !33, line: 480, baseType: !29, size: 64, offset: 256)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !329, file: !33, line: 481, baseType: !25, size: 64, offset: 320)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !329, file: !33, line: 482, baseType: !18, size: 32, offset: 384)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !329, file: !33, line: 483, baseType: !18, size: 32, offset: 416)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !329, file: !33, line: 484, baseType: !18, size: 32, offset: 448)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !329, file: !33, line: 485, baseType: !4, size: 8, offset: 480)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !329, file: !33, line: 486, baseType: !4, size: 8, offset: 488)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !329, file: !33, line: 487, baseType: !6, size: 8, offset: 496)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !329, file: !33, line: 488, baseType: !6, size: 8, offset: 504)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !329, file: !33, line: 489, baseType: !57, size: 16, offset: 512)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !329, file: !33, line: 490, baseType: !57, size: 16, offset: 528)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !329, file: !33, line: 491, baseType: !347, size: 480, offset: 544)
!347 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 480, elements: !348)
!348 = !{!349}
!349 = !DISubrange(count: 60)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !329, file: !33, line: 493, baseType: !241, size: 64, offset: 1024)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !39, file: !40, line: 326, baseType: !98, size: 64, offset: 1344)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !39, file: !40, line: 327, baseType: !253, size: 32, offset: 1408)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !39, file: !40, line: 328, baseType: !18, size: 32, offset: 1440)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !39, file: !40, line: 329, baseType: !18, size: 32, offset: 1472)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !39, file: !40, line: 330, baseType: !18, size: 32, offset: 1504)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !39, file: !40, line: 331, baseType: !255, size: 32, offset: 1536)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !22, file: !21, line: 59, baseType: !3, size: 64, offset: 192)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !22, file: !21, line: 60, baseType: !37, size: 64, offset: 256)
!360 = !{!361, !362, !363, !364}
!361 = !DILocalVariable(name: "z", arg: 1, scope: !15, file: !1, line: 23, type: !19)
!362 = !DILocalVariable(name: "size", scope: !15, file: !1, line: 24, type: !25)
!363 = !DILocalVariable(name: "L", scope: !15, file: !1, line: 25, type: !37)
!364 = !DILocalVariable(name: "buff", scope: !15, file: !1, line: 26, type: !29)
!365 = distinct !DIAssignID()
!366 = !DILocation(line: 0, scope: !15)
!367 = !DILocation(line: 24, column: 3, scope: !15)
!368 = !DILocation(line: 25, column: 21, scope: !15)
!369 = !{!370, !374, i64 32}
!370 = !{!"Zio", !371, i64 0, !374, i64 8, !374, i64 16, !374, i64 24, !374, i64 32}
!371 = !{!"long", !372, i64 0}
!372 = !{!"omnipotent char", !373, i64 0}
!373 = !{!"Simple C/C++ TBAA"}
!374 = !{!"any pointer", !372, i64 0}
!375 = !DILocation(line: 28, column: 13, scope: !15)
!376 = !{!370, !374, i64 16}
!377 = !DILocation(line: 28, column: 26, scope: !15)
!378 = !{!370, !374, i64 24}
!379 = !DILocation(line: 28, column: 10, scope: !15)
!380 = !DILocation(line: 30, column: 12, scope: !381)
!381 = distinct !DILexicalBlock(scope: !15, file: !1, line: 30, column: 7)
!382 = !DILocation(line: 30, column: 20, scope: !381)
!383 = !DILocation(line: 32, column: 15, scope: !15)
!384 = !DILocation(line: 32, column: 8, scope: !15)
!385 = !{!370, !371, i64 0}
!386 = !DILocation(line: 33, column: 6, scope: !15)
!387 = !DILocation(line: 34, column: 10, scope: !15)
!388 = !{!370, !374, i64 8}
!389 = !{!372, !372, i64 0}
!390 = !DILocation(line: 34, column: 3, scope: !15)
!391 = !DILocation(line: 35, column: 1, scope: !15)
!392 = distinct !DISubprogram(name: "luaZ_init", scope: !1, file: !1, line: 38, type: !393, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !395)
!393 = !DISubroutineType(types: !394)
!394 = !{null, !37, !19, !32, !3}
!395 = !{!396, !397, !398, !399}
!396 = !DILocalVariable(name: "L", arg: 1, scope: !392, file: !1, line: 38, type: !37)
!397 = !DILocalVariable(name: "z", arg: 2, scope: !392, file: !1, line: 38, type: !19)
!398 = !DILocalVariable(name: "reader", arg: 3, scope: !392, file: !1, line: 38, type: !32)
!399 = !DILocalVariable(name: "data", arg: 4, scope: !392, file: !1, line: 38, type: !3)
!400 = !DILocation(line: 0, scope: !392)
!401 = !DILocation(line: 39, column: 6, scope: !392)
!402 = !DILocation(line: 39, column: 8, scope: !392)
!403 = !DILocation(line: 40, column: 6, scope: !392)
!404 = !DILocation(line: 40, column: 13, scope: !392)
!405 = !DILocation(line: 41, column: 6, scope: !392)
!406 = !DILocation(line: 41, column: 11, scope: !392)
!407 = !DILocation(line: 43, column: 8, scope: !392)
!408 = !DILocation(line: 44, column: 1, scope: !392)
!409 = distinct !DISubprogram(name: "luaZ_read", scope: !1, file: !1, line: 48, type: !410, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !412)
!410 = !DISubroutineType(types: !411)
!411 = !{!25, !19, !3, !25}
!412 = !{!413, !414, !415, !416}
!413 = !DILocalVariable(name: "z", arg: 1, scope: !409, file: !1, line: 48, type: !19)
!414 = !DILocalVariable(name: "b", arg: 2, scope: !409, file: !1, line: 48, type: !3)
!415 = !DILocalVariable(name: "n", arg: 3, scope: !409, file: !1, line: 48, type: !25)
!416 = !DILocalVariable(name: "m", scope: !417, file: !1, line: 50, type: !25)
!417 = distinct !DILexicalBlock(scope: !409, file: !1, line: 49, column: 13)
!418 = distinct !DIAssignID()
!419 = !DILocation(line: 0, scope: !409)
!420 = !DILocation(line: 49, column: 3, scope: !409)
!421 = !DILocation(line: 51, column: 12, scope: !422)
!422 = distinct !DILexicalBlock(scope: !417, file: !1, line: 51, column: 9)
!423 = !DILocation(line: 51, column: 14, scope: !422)
!424 = !DILocation(line: 51, column: 9, scope: !417)
!425 = !DILocation(line: 60, column: 18, scope: !417)
!426 = !DILocation(line: 0, scope: !15, inlinedAt: !427)
!427 = distinct !DILocation(line: 52, column: 11, scope: !428)
!428 = distinct !DILexicalBlock(scope: !429, file: !1, line: 52, column: 11)
!429 = distinct !DILexicalBlock(scope: !422, file: !1, line: 51, column: 20)
!430 = !DILocation(line: 24, column: 3, scope: !15, inlinedAt: !427)
!431 = !DILocation(line: 25, column: 21, scope: !15, inlinedAt: !427)
!432 = !DILocation(line: 28, column: 13, scope: !15, inlinedAt: !427)
!433 = !DILocation(line: 28, column: 26, scope: !15, inlinedAt: !427)
!434 = !DILocation(line: 28, column: 10, scope: !15, inlinedAt: !427)
!435 = !DILocation(line: 30, column: 12, scope: !381, inlinedAt: !427)
!436 = !DILocation(line: 30, column: 20, scope: !381, inlinedAt: !427)
!437 = !DILocation(line: 35, column: 1, scope: !15, inlinedAt: !427)
!438 = !DILocation(line: 55, column: 13, scope: !439)
!439 = distinct !DILexicalBlock(scope: !428, file: !1, line: 54, column: 12)
!440 = !DILocation(line: 56, column: 13, scope: !439)
!441 = !DILocation(line: 58, column: 5, scope: !429)
!442 = !DILocation(line: 59, column: 18, scope: !417)
!443 = !DILocation(line: 59, column: 9, scope: !417)
!444 = !DILocation(line: 0, scope: !417)
!445 = !DILocation(line: 60, column: 5, scope: !417)
!446 = !DILocation(line: 61, column: 10, scope: !417)
!447 = !DILocation(line: 62, column: 10, scope: !417)
!448 = !DILocation(line: 63, column: 19, scope: !417)
!449 = !DILocation(line: 64, column: 7, scope: !417)
!450 = !DILocation(line: 67, column: 1, scope: !409)
