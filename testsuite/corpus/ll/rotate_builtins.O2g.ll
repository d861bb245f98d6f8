; ModuleID = 'programs/rotate_builtins.c'
source_filename = "programs/rotate_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"n=%3u rl8=%02x rr16=%04x rl32=%08x rr32=%08x rl64=%016llx rr64=%016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"const %08x %016llx\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !48, !DIExpression(), !62, ptr %1, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !64
  store volatile i64 81985529216486895, ptr %1, align 8, !dbg !65, !tbaa !66, !DIAssignID !70
    #dbg_assign(i64 81985529216486895, !48, !DIExpression(), !70, ptr %1, !DIExpression(), !63)
    #dbg_value(i64 0, !50, !DIExpression(), !63)
    #dbg_value(i32 0, !51, !DIExpression(), !63)
    #dbg_value(i32 0, !52, !DIExpression(), !71)
  br label %14, !dbg !72

2:                                                ; preds = %92
  %3 = load volatile i64, ptr %1, align 8, !dbg !73, !tbaa !66
  %4 = trunc i64 %3 to i32, !dbg !74
  %5 = tail call fastcc i32 @const_rot(i32 noundef %4), !dbg !75
  %6 = load volatile i64, ptr %1, align 8, !dbg !76, !tbaa !66
  %7 = tail call fastcc i64 @const_rot64(i64 noundef %6), !dbg !77
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i64 noundef %7), !dbg !78
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %86, i32 noundef %72), !dbg !79
  %10 = icmp eq i32 %72, 0, !dbg !80
  %11 = trunc i64 %86 to i32, !dbg !80
  %12 = and i32 %11, 127, !dbg !80
  %13 = select i1 %10, i32 %12, i32 1, !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !81
  ret i32 %13, !dbg !82

14:                                               ; preds = %0, %92
  %15 = phi i64 [ 0, %0 ], [ %93, %92 ]
  %16 = phi i64 [ 0, %0 ], [ %86, %92 ]
  %17 = phi i32 [ 0, %0 ], [ %72, %92 ]
    #dbg_value(i64 %16, !50, !DIExpression(), !63)
    #dbg_value(i32 %17, !51, !DIExpression(), !63)
    #dbg_value(i64 %15, !52, !DIExpression(), !71)
  %18 = load volatile i64, ptr %1, align 8, !dbg !83, !tbaa !66
  %19 = trunc i64 %18 to i8, !dbg !84
  %20 = trunc nuw nsw i64 %15 to i32, !dbg !85
  %21 = trunc i64 %15 to i8, !dbg !85
  %22 = tail call fastcc zeroext i8 @rl8(i8 noundef zeroext %19, i8 noundef zeroext %21), !dbg !86
    #dbg_value(i8 %22, !54, !DIExpression(), !87)
  %23 = load volatile i64, ptr %1, align 8, !dbg !88, !tbaa !66
  %24 = trunc i64 %23 to i16, !dbg !89
  %25 = trunc i64 %15 to i16, !dbg !90
  %26 = tail call fastcc zeroext i16 @rr16(i16 noundef zeroext %24, i16 noundef zeroext %25), !dbg !91
    #dbg_value(i16 %26, !57, !DIExpression(), !87)
  %27 = load volatile i64, ptr %1, align 8, !dbg !92, !tbaa !66
  %28 = trunc i64 %27 to i32, !dbg !93
  %29 = tail call fastcc i32 @rl32(i32 noundef %28, i32 noundef %20), !dbg !94
    #dbg_value(i32 %29, !58, !DIExpression(), !87)
  %30 = load volatile i64, ptr %1, align 8, !dbg !95, !tbaa !66
  %31 = trunc i64 %30 to i32, !dbg !96
  %32 = tail call fastcc i32 @rr32(i32 noundef %31, i32 noundef %20), !dbg !97
    #dbg_value(i32 %32, !59, !DIExpression(), !87)
  %33 = load volatile i64, ptr %1, align 8, !dbg !98, !tbaa !66
  %34 = tail call fastcc i64 @rl64(i64 noundef %33, i64 noundef %15), !dbg !99
    #dbg_value(i64 %34, !60, !DIExpression(), !87)
  %35 = load volatile i64, ptr %1, align 8, !dbg !100, !tbaa !66
  %36 = tail call fastcc i64 @rr64(i64 noundef %35, i64 noundef %15), !dbg !101
    #dbg_value(i64 %36, !61, !DIExpression(), !87)
  %37 = load volatile i64, ptr %1, align 8, !dbg !102, !tbaa !66
  %38 = trunc i64 %37 to i32, !dbg !104
  %39 = tail call fastcc i32 @idiom32(i32 noundef %38, i32 noundef %20), !dbg !105
  %40 = icmp ne i32 %29, %39, !dbg !106
  %41 = zext i1 %40 to i32, !dbg !107
  %42 = add nsw i32 %17, %41, !dbg !107
    #dbg_value(i32 %42, !51, !DIExpression(), !63)
  %43 = load volatile i64, ptr %1, align 8, !dbg !108, !tbaa !66
  %44 = tail call fastcc i64 @idiom64r(i64 noundef %43, i32 noundef %20), !dbg !110
  %45 = icmp ne i64 %36, %44, !dbg !111
  %46 = zext i1 %45 to i32, !dbg !112
  %47 = add nsw i32 %42, %46, !dbg !112
    #dbg_value(i32 %47, !51, !DIExpression(), !63)
  %48 = zext i8 %22 to i32, !dbg !113
  %49 = load volatile i64, ptr %1, align 8, !dbg !115, !tbaa !66
  %50 = trunc i64 %49 to i8, !dbg !116
  %51 = tail call fastcc zeroext i8 @idiom8(i8 noundef zeroext %50, i32 noundef %20), !dbg !117
  %52 = icmp ne i8 %22, %51, !dbg !118
  %53 = zext i1 %52 to i32, !dbg !119
  %54 = add nsw i32 %47, %53, !dbg !119
    #dbg_value(i32 %54, !51, !DIExpression(), !63)
  %55 = tail call fastcc i32 @rr32(i32 noundef %29, i32 noundef %20), !dbg !120
  %56 = load volatile i64, ptr %1, align 8, !dbg !122, !tbaa !66
  %57 = trunc i64 %56 to i32, !dbg !123
  %58 = icmp eq i32 %55, %57, !dbg !124
  br i1 %58, label %59, label %63, !dbg !125

59:                                               ; preds = %14
  %60 = tail call fastcc i64 @rl64(i64 noundef %36, i64 noundef %15), !dbg !126
  %61 = load volatile i64, ptr %1, align 8, !dbg !127, !tbaa !66
  %62 = icmp eq i64 %60, %61, !dbg !128
  br i1 %62, label %65, label %63, !dbg !129

63:                                               ; preds = %59, %14
  %64 = add nsw i32 %54, 1, !dbg !130
    #dbg_value(i32 %64, !51, !DIExpression(), !63)
  br label %65, !dbg !131

65:                                               ; preds = %63, %59
  %66 = phi i32 [ %64, %63 ], [ %54, %59 ], !dbg !87
    #dbg_value(i32 %66, !51, !DIExpression(), !63)
  %67 = tail call fastcc zeroext i16 @idiom16(i16 noundef zeroext %26, i32 noundef %20), !dbg !132
  %68 = load volatile i64, ptr %1, align 8, !dbg !134, !tbaa !66
  %69 = trunc i64 %68 to i16, !dbg !135
  %70 = icmp ne i16 %67, %69, !dbg !135
  %71 = zext i1 %70 to i32, !dbg !136
  %72 = add nsw i32 %66, %71, !dbg !136
    #dbg_value(i32 %72, !51, !DIExpression(), !63)
  %73 = mul i64 %16, 1000003, !dbg !137
  %74 = zext i8 %22 to i64, !dbg !138
  %75 = xor i64 %73, %74, !dbg !139
  %76 = zext i16 %26 to i64, !dbg !140
  %77 = shl nuw nsw i64 %76, 8, !dbg !141
  %78 = xor i64 %75, %77, !dbg !142
  %79 = zext i32 %29 to i64, !dbg !143
  %80 = shl nuw nsw i64 %79, 24, !dbg !144
  %81 = xor i64 %78, %80, !dbg !145
  %82 = zext i32 %32 to i64, !dbg !146
  %83 = xor i64 %81, %82, !dbg !147
  %84 = shl i64 %36, 3, !dbg !148
  %85 = xor i64 %83, %84, !dbg !149
  %86 = xor i64 %85, %34, !dbg !149
    #dbg_value(i64 %86, !50, !DIExpression(), !63)
  %87 = urem i8 %21, 9, !dbg !150
  %88 = icmp eq i8 %87, 0, !dbg !152
  br i1 %88, label %89, label %92, !dbg !153

89:                                               ; preds = %65
  %90 = zext i16 %26 to i32, !dbg !154
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i32 noundef %48, i32 noundef %90, i32 noundef %29, i32 noundef %32, i64 noundef %34, i64 noundef %36), !dbg !155
  br label %92, !dbg !155

92:                                               ; preds = %89, %65
  %93 = add nuw nsw i64 %15, 1, !dbg !156
    #dbg_value(i64 %86, !50, !DIExpression(), !63)
    #dbg_value(i32 %72, !51, !DIExpression(), !63)
    #dbg_value(i64 %93, !52, !DIExpression(), !71)
  %94 = icmp eq i64 %93, 130, !dbg !157
  br i1 %94, label %2, label %14, !dbg !72, !llvm.loop !158
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @rl8(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 !dbg !161 {
    #dbg_value(i8 %0, !165, !DIExpression(), !167)
    #dbg_value(i8 %1, !166, !DIExpression(), !167)
  %3 = tail call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 %1), !dbg !168
  ret i8 %3, !dbg !169
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @rr16(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 !dbg !170 {
    #dbg_value(i16 %0, !174, !DIExpression(), !176)
    #dbg_value(i16 %1, !175, !DIExpression(), !176)
  %3 = tail call i16 @llvm.fshr.i16(i16 %0, i16 %0, i16 %1), !dbg !177
  ret i16 %3, !dbg !178
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rl32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !179 {
    #dbg_value(i32 %0, !183, !DIExpression(), !185)
    #dbg_value(i32 %1, !184, !DIExpression(), !185)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !186
  ret i32 %3, !dbg !187
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rr32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !188 {
    #dbg_value(i32 %0, !190, !DIExpression(), !192)
    #dbg_value(i32 %1, !191, !DIExpression(), !192)
  %3 = tail call i32 @llvm.fshr.i32(i32 %0, i32 %0, i32 %1), !dbg !193
  ret i32 %3, !dbg !194
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rl64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !195 {
    #dbg_value(i64 %0, !199, !DIExpression(), !201)
    #dbg_value(i64 %1, !200, !DIExpression(), !201)
  %3 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 %1), !dbg !202
  ret i64 %3, !dbg !203
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rr64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 !dbg !204 {
    #dbg_value(i64 %0, !206, !DIExpression(), !208)
    #dbg_value(i64 %1, !207, !DIExpression(), !208)
  %3 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %1), !dbg !209
  ret i64 %3, !dbg !210
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @idiom32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !211 {
    #dbg_value(i32 %0, !215, !DIExpression(), !217)
    #dbg_value(i32 %1, !216, !DIExpression(), !217)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1), !dbg !218
  ret i32 %3, !dbg !219
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @idiom64r(i64 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !220 {
    #dbg_value(i64 %0, !224, !DIExpression(), !226)
    #dbg_value(i32 %1, !225, !DIExpression(), !226)
  %3 = zext i32 %1 to i64, !dbg !227
  %4 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %3), !dbg !228
  ret i64 %4, !dbg !229
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @idiom8(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !230 {
    #dbg_value(i8 %0, !234, !DIExpression(), !236)
    #dbg_value(i32 %1, !235, !DIExpression(), !236)
    #dbg_value(i32 %1, !235, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value), !236)
  %3 = trunc i32 %1 to i8, !dbg !237
  %4 = tail call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 %3), !dbg !237
  ret i8 %4, !dbg !238
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @idiom16(i16 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 !dbg !239 {
    #dbg_value(i16 %0, !243, !DIExpression(), !245)
    #dbg_value(i32 %1, !244, !DIExpression(), !245)
    #dbg_value(i32 %1, !244, !DIExpression(DW_OP_constu, 15, DW_OP_and, DW_OP_stack_value), !245)
  %3 = trunc i32 %1 to i16, !dbg !246
  %4 = tail call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 %3), !dbg !246
  ret i16 %4, !dbg !247
}

; Function Attrs: nofree nounwind
declare !dbg !248 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @const_rot(i32 noundef %0) unnamed_addr #2 !dbg !255 {
    #dbg_value(i32 %0, !259, !DIExpression(), !260)
  %2 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 7), !dbg !261
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 19), !dbg !262
  %4 = xor i32 %2, %3, !dbg !263
  ret i32 %4, !dbg !264
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @const_rot64(i64 noundef %0) unnamed_addr #2 !dbg !265 {
    #dbg_value(i64 %0, !269, !DIExpression(), !270)
  %2 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 1), !dbg !271
  %3 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 32), !dbg !272
  %4 = add i64 %2, %3, !dbg !273
  ret i64 %4, !dbg !274
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshr.i16(i16, i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/rotate_builtins.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9bceea43c86c2777f59d464dc9b097d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 72)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !35, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !24, !27, !30, !33, !34}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !20, line: 24, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !22, line: 38, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !20, line: 25, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !22, line: 40, baseType: !26)
!26 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !29)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !32)
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{!0, !7, !12}
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !45, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!34}
!47 = !{!48, !50, !51, !52, !54, !57, !58, !59, !60, !61}
!48 = !DILocalVariable(name: "v", scope: !44, file: !2, line: 22, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!50 = !DILocalVariable(name: "h", scope: !44, file: !2, line: 23, type: !33)
!51 = !DILocalVariable(name: "bad", scope: !44, file: !2, line: 24, type: !34)
!52 = !DILocalVariable(name: "n", scope: !53, file: !2, line: 25, type: !29)
!53 = distinct !DILexicalBlock(scope: !44, file: !2, line: 25, column: 5)
!54 = !DILocalVariable(name: "a8", scope: !55, file: !2, line: 26, type: !19)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 25, column: 40)
!56 = distinct !DILexicalBlock(scope: !53, file: !2, line: 25, column: 5)
!57 = !DILocalVariable(name: "a16", scope: !55, file: !2, line: 27, type: !24)
!58 = !DILocalVariable(name: "a32", scope: !55, file: !2, line: 28, type: !27)
!59 = !DILocalVariable(name: "b32", scope: !55, file: !2, line: 28, type: !27)
!60 = !DILocalVariable(name: "a64", scope: !55, file: !2, line: 29, type: !30)
!61 = !DILocalVariable(name: "b64", scope: !55, file: !2, line: 29, type: !30)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !44)
!64 = !DILocation(line: 22, column: 5, scope: !44)
!65 = !DILocation(line: 22, column: 23, scope: !44)
!66 = !{!67, !67, i64 0}
!67 = !{!"long", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 0, scope: !53)
!72 = !DILocation(line: 25, column: 5, scope: !53)
!73 = !DILocation(line: 38, column: 56, scope: !44)
!74 = !DILocation(line: 38, column: 46, scope: !44)
!75 = !DILocation(line: 38, column: 36, scope: !44)
!76 = !DILocation(line: 38, column: 92, scope: !44)
!77 = !DILocation(line: 38, column: 80, scope: !44)
!78 = !DILocation(line: 38, column: 5, scope: !44)
!79 = !DILocation(line: 39, column: 5, scope: !44)
!80 = !DILocation(line: 40, column: 12, scope: !44)
!81 = !DILocation(line: 41, column: 1, scope: !44)
!82 = !DILocation(line: 40, column: 5, scope: !44)
!83 = !DILocation(line: 26, column: 35, scope: !55)
!84 = !DILocation(line: 26, column: 26, scope: !55)
!85 = !DILocation(line: 26, column: 38, scope: !55)
!86 = !DILocation(line: 26, column: 22, scope: !55)
!87 = !DILocation(line: 0, scope: !55)
!88 = !DILocation(line: 27, column: 39, scope: !55)
!89 = !DILocation(line: 27, column: 29, scope: !55)
!90 = !DILocation(line: 27, column: 42, scope: !55)
!91 = !DILocation(line: 27, column: 24, scope: !55)
!92 = !DILocation(line: 28, column: 39, scope: !55)
!93 = !DILocation(line: 28, column: 29, scope: !55)
!94 = !DILocation(line: 28, column: 24, scope: !55)
!95 = !DILocation(line: 28, column: 67, scope: !55)
!96 = !DILocation(line: 28, column: 57, scope: !55)
!97 = !DILocation(line: 28, column: 52, scope: !55)
!98 = !DILocation(line: 29, column: 29, scope: !55)
!99 = !DILocation(line: 29, column: 24, scope: !55)
!100 = !DILocation(line: 29, column: 47, scope: !55)
!101 = !DILocation(line: 29, column: 42, scope: !55)
!102 = !DILocation(line: 30, column: 38, scope: !103)
!103 = distinct !DILexicalBlock(scope: !55, file: !2, line: 30, column: 13)
!104 = !DILocation(line: 30, column: 28, scope: !103)
!105 = !DILocation(line: 30, column: 20, scope: !103)
!106 = !DILocation(line: 30, column: 17, scope: !103)
!107 = !DILocation(line: 30, column: 13, scope: !55)
!108 = !DILocation(line: 31, column: 29, scope: !109)
!109 = distinct !DILexicalBlock(scope: !55, file: !2, line: 31, column: 13)
!110 = !DILocation(line: 31, column: 20, scope: !109)
!111 = !DILocation(line: 31, column: 17, scope: !109)
!112 = !DILocation(line: 31, column: 13, scope: !55)
!113 = !DILocation(line: 32, column: 13, scope: !114)
!114 = distinct !DILexicalBlock(scope: !55, file: !2, line: 32, column: 13)
!115 = !DILocation(line: 32, column: 35, scope: !114)
!116 = !DILocation(line: 32, column: 26, scope: !114)
!117 = !DILocation(line: 32, column: 19, scope: !114)
!118 = !DILocation(line: 32, column: 16, scope: !114)
!119 = !DILocation(line: 32, column: 13, scope: !55)
!120 = !DILocation(line: 33, column: 13, scope: !121)
!121 = distinct !DILexicalBlock(scope: !55, file: !2, line: 33, column: 13)
!122 = !DILocation(line: 33, column: 39, scope: !121)
!123 = !DILocation(line: 33, column: 29, scope: !121)
!124 = !DILocation(line: 33, column: 26, scope: !121)
!125 = !DILocation(line: 33, column: 41, scope: !121)
!126 = !DILocation(line: 33, column: 44, scope: !121)
!127 = !DILocation(line: 33, column: 60, scope: !121)
!128 = !DILocation(line: 33, column: 57, scope: !121)
!129 = !DILocation(line: 33, column: 13, scope: !55)
!130 = !DILocation(line: 33, column: 66, scope: !121)
!131 = !DILocation(line: 33, column: 63, scope: !121)
!132 = !DILocation(line: 34, column: 13, scope: !133)
!133 = distinct !DILexicalBlock(scope: !55, file: !2, line: 34, column: 13)
!134 = !DILocation(line: 34, column: 42, scope: !133)
!135 = !DILocation(line: 34, column: 29, scope: !133)
!136 = !DILocation(line: 34, column: 13, scope: !55)
!137 = !DILocation(line: 35, column: 15, scope: !55)
!138 = !DILocation(line: 35, column: 27, scope: !55)
!139 = !DILocation(line: 35, column: 25, scope: !55)
!140 = !DILocation(line: 35, column: 32, scope: !55)
!141 = !DILocation(line: 35, column: 46, scope: !55)
!142 = !DILocation(line: 35, column: 30, scope: !55)
!143 = !DILocation(line: 35, column: 53, scope: !55)
!144 = !DILocation(line: 35, column: 67, scope: !55)
!145 = !DILocation(line: 35, column: 51, scope: !55)
!146 = !DILocation(line: 35, column: 75, scope: !55)
!147 = !DILocation(line: 35, column: 73, scope: !55)
!148 = !DILocation(line: 35, column: 91, scope: !55)
!149 = !DILocation(line: 35, column: 85, scope: !55)
!150 = !DILocation(line: 36, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !55, file: !2, line: 36, column: 13)
!152 = !DILocation(line: 36, column: 19, scope: !151)
!153 = !DILocation(line: 36, column: 13, scope: !55)
!154 = !DILocation(line: 36, column: 115, scope: !151)
!155 = !DILocation(line: 36, column: 25, scope: !151)
!156 = !DILocation(line: 25, column: 36, scope: !56)
!157 = !DILocation(line: 25, column: 28, scope: !56)
!158 = distinct !{!158, !72, !159, !160}
!159 = !DILocation(line: 37, column: 5, scope: !53)
!160 = !{!"llvm.loop.mustprogress"}
!161 = distinct !DISubprogram(name: "rl8", scope: !2, file: !2, line: 8, type: !162, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!19, !19, !19}
!164 = !{!165, !166}
!165 = !DILocalVariable(name: "x", arg: 1, scope: !161, file: !2, line: 8, type: !19)
!166 = !DILocalVariable(name: "n", arg: 2, scope: !161, file: !2, line: 8, type: !19)
!167 = !DILocation(line: 0, scope: !161)
!168 = !DILocation(line: 8, column: 77, scope: !161)
!169 = !DILocation(line: 8, column: 70, scope: !161)
!170 = distinct !DISubprogram(name: "rr16", scope: !2, file: !2, line: 9, type: !171, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !173)
!171 = !DISubroutineType(types: !172)
!172 = !{!24, !24, !24}
!173 = !{!174, !175}
!174 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !2, line: 9, type: !24)
!175 = !DILocalVariable(name: "n", arg: 2, scope: !170, file: !2, line: 9, type: !24)
!176 = !DILocation(line: 0, scope: !170)
!177 = !DILocation(line: 9, column: 81, scope: !170)
!178 = !DILocation(line: 9, column: 74, scope: !170)
!179 = distinct !DISubprogram(name: "rl32", scope: !2, file: !2, line: 10, type: !180, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!27, !27, !27}
!182 = !{!183, !184}
!183 = !DILocalVariable(name: "x", arg: 1, scope: !179, file: !2, line: 10, type: !27)
!184 = !DILocalVariable(name: "n", arg: 2, scope: !179, file: !2, line: 10, type: !27)
!185 = !DILocation(line: 0, scope: !179)
!186 = !DILocation(line: 10, column: 81, scope: !179)
!187 = !DILocation(line: 10, column: 74, scope: !179)
!188 = distinct !DISubprogram(name: "rr32", scope: !2, file: !2, line: 11, type: !180, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !189)
!189 = !{!190, !191}
!190 = !DILocalVariable(name: "x", arg: 1, scope: !188, file: !2, line: 11, type: !27)
!191 = !DILocalVariable(name: "n", arg: 2, scope: !188, file: !2, line: 11, type: !27)
!192 = !DILocation(line: 0, scope: !188)
!193 = !DILocation(line: 11, column: 81, scope: !188)
!194 = !DILocation(line: 11, column: 74, scope: !188)
!195 = distinct !DISubprogram(name: "rl64", scope: !2, file: !2, line: 12, type: !196, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{!30, !30, !30}
!198 = !{!199, !200}
!199 = !DILocalVariable(name: "x", arg: 1, scope: !195, file: !2, line: 12, type: !30)
!200 = !DILocalVariable(name: "n", arg: 2, scope: !195, file: !2, line: 12, type: !30)
!201 = !DILocation(line: 0, scope: !195)
!202 = !DILocation(line: 12, column: 81, scope: !195)
!203 = !DILocation(line: 12, column: 74, scope: !195)
!204 = distinct !DISubprogram(name: "rr64", scope: !2, file: !2, line: 13, type: !196, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !205)
!205 = !{!206, !207}
!206 = !DILocalVariable(name: "x", arg: 1, scope: !204, file: !2, line: 13, type: !30)
!207 = !DILocalVariable(name: "n", arg: 2, scope: !204, file: !2, line: 13, type: !30)
!208 = !DILocation(line: 0, scope: !204)
!209 = !DILocation(line: 13, column: 81, scope: !204)
!210 = !DILocation(line: 13, column: 74, scope: !204)
!211 = distinct !DISubprogram(name: "idiom32", scope: !2, file: !2, line: 14, type: !212, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!27, !27, !29}
!214 = !{!215, !216}
!215 = !DILocalVariable(name: "x", arg: 1, scope: !211, file: !2, line: 14, type: !27)
!216 = !DILocalVariable(name: "n", arg: 2, scope: !211, file: !2, line: 14, type: !29)
!217 = !DILocation(line: 0, scope: !211)
!218 = !DILocation(line: 14, column: 100, scope: !211)
!219 = !DILocation(line: 14, column: 77, scope: !211)
!220 = distinct !DISubprogram(name: "idiom64r", scope: !2, file: !2, line: 15, type: !221, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!30, !30, !29}
!223 = !{!224, !225}
!224 = !DILocalVariable(name: "x", arg: 1, scope: !220, file: !2, line: 15, type: !30)
!225 = !DILocalVariable(name: "n", arg: 2, scope: !220, file: !2, line: 15, type: !29)
!226 = !DILocation(line: 0, scope: !220)
!227 = !DILocation(line: 15, column: 88, scope: !220)
!228 = !DILocation(line: 15, column: 101, scope: !220)
!229 = !DILocation(line: 15, column: 78, scope: !220)
!230 = distinct !DISubprogram(name: "idiom8", scope: !2, file: !2, line: 17, type: !231, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!19, !19, !29}
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "x", arg: 1, scope: !230, file: !2, line: 17, type: !19)
!235 = !DILocalVariable(name: "n", arg: 2, scope: !230, file: !2, line: 17, type: !29)
!236 = !DILocation(line: 0, scope: !230)
!237 = !DILocation(line: 17, column: 89, scope: !230)
!238 = !DILocation(line: 17, column: 82, scope: !230)
!239 = distinct !DISubprogram(name: "idiom16", scope: !2, file: !2, line: 16, type: !240, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!24, !24, !29}
!242 = !{!243, !244}
!243 = !DILocalVariable(name: "x", arg: 1, scope: !239, file: !2, line: 16, type: !24)
!244 = !DILocalVariable(name: "n", arg: 2, scope: !239, file: !2, line: 16, type: !29)
!245 = !DILocation(line: 0, scope: !239)
!246 = !DILocation(line: 16, column: 93, scope: !239)
!247 = !DILocation(line: 16, column: 86, scope: !239)
!248 = !DISubprogram(name: "printf", scope: !249, file: !249, line: 356, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!250 = !DISubroutineType(types: !251)
!251 = !{!34, !252, null}
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!255 = distinct !DISubprogram(name: "const_rot", scope: !2, file: !2, line: 18, type: !256, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !258)
!256 = !DISubroutineType(types: !257)
!257 = !{!27, !27}
!258 = !{!259}
!259 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !2, line: 18, type: !27)
!260 = !DILocation(line: 0, scope: !255)
!261 = !DILocation(line: 18, column: 84, scope: !255)
!262 = !DILocation(line: 18, column: 110, scope: !255)
!263 = !DILocation(line: 18, column: 97, scope: !255)
!264 = !DILocation(line: 18, column: 67, scope: !255)
!265 = distinct !DISubprogram(name: "const_rot64", scope: !2, file: !2, line: 19, type: !266, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!30, !30}
!268 = !{!269}
!269 = !DILocalVariable(name: "x", arg: 1, scope: !265, file: !2, line: 19, type: !30)
!270 = !DILocation(line: 0, scope: !265)
!271 = !DILocation(line: 19, column: 86, scope: !265)
!272 = !DILocation(line: 19, column: 112, scope: !265)
!273 = !DILocation(line: 19, column: 99, scope: !265)
!274 = !DILocation(line: 19, column: 69, scope: !265)
