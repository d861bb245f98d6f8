; ModuleID = 'programs/integer_promotion_rules.c'
source_filename = "programs/integer_promotion_rules.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bf = type { i64 }

@.str = private unnamed_addr constant [35 x i8] c"uc_sum(255,255)=%d uc_sub(1,2)=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [30 x i8] c"us_mul_small(46340,46340)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [53 x i8] c"-1 < 1u: %d   -1L < 1u: %d   cmp_long_uint(-1,1)=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [27 x i8] c"~(uchar)0x0f=%d stored=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [47 x i8] c"cond_type(1,-1,0)=%ld cond_type2(1,-1,0)=%lld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [18 x i8] c"compound(100)=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [20 x i8] c"char_arith('q')=%c\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [30 x i8] c"bf_promote=%d sizeof(bf)=%zu\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [37 x i8] c"ull(-1)=%llx ull((unsigned)-1)=%llx\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [48 x i8] c"us+1=%d ss==us:%d (unsigned)ss==us:%d u-1>0:%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [77 x i8] c"sc==uc:%d (unsigned char)sc==uc:%d -sc=%d sizeof(+sc)=%zu sizeof(sc+sc)=%zu\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [34 x i8] c"-1L < 1UL: %d  sizeof(1L+1u)=%zu\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [31 x i8] c"a32+1=%llu (uint64)a32+1=%llu\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"-0=%d, -0==0:%d\0A\00", align 1, !dbg !64

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !90 {
  %1 = alloca %struct.bf, align 8, !DIAssignID !124
    #dbg_assign(i1 undef, !95, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca i16, align 2, !DIAssignID !126
    #dbg_assign(i1 undef, !101, !DIExpression(), !126, ptr %2, !DIExpression(), !125)
  %3 = alloca i16, align 2, !DIAssignID !127
    #dbg_assign(i1 undef, !103, !DIExpression(), !127, ptr %3, !DIExpression(), !125)
  %4 = alloca i32, align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !106, !DIExpression(), !128, ptr %4, !DIExpression(), !125)
  %5 = alloca i8, align 1, !DIAssignID !129
    #dbg_assign(i1 undef, !108, !DIExpression(), !129, ptr %5, !DIExpression(), !125)
  %6 = alloca i8, align 1, !DIAssignID !130
    #dbg_assign(i1 undef, !111, !DIExpression(), !130, ptr %6, !DIExpression(), !125)
  %7 = alloca i64, align 8, !DIAssignID !131
    #dbg_assign(i1 undef, !113, !DIExpression(), !131, ptr %7, !DIExpression(), !125)
  %8 = alloca i64, align 8, !DIAssignID !132
    #dbg_assign(i1 undef, !115, !DIExpression(), !132, ptr %8, !DIExpression(), !125)
  %9 = alloca i32, align 4, !DIAssignID !133
    #dbg_assign(i1 undef, !117, !DIExpression(), !133, ptr %9, !DIExpression(), !125)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 510, i32 noundef -1), !dbg !134
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2147395600), !dbg !135
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1, i32 noundef 1), !dbg !136
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -16, i32 noundef 240), !dbg !137
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 4294967295, i64 noundef -1), !dbg !138
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8), !dbg !139
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 81), !dbg !140
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !141
  store i64 233, ptr %1, align 8, !dbg !142, !DIAssignID !143
    #dbg_assign(i1 undef, !95, !DIExpression(), !143, ptr %1, !DIExpression(), !125)
  %17 = call fastcc i32 @bf_promote(ptr noundef nonnull %1), !dbg !144
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %17, i64 noundef 8), !dbg !145
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -1, i64 noundef 4294967295), !dbg !146
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %2), !dbg !147
  store volatile i16 -1, ptr %2, align 2, !dbg !148, !tbaa !149, !DIAssignID !153
    #dbg_assign(i16 -1, !101, !DIExpression(), !153, ptr %2, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3), !dbg !154
  store volatile i16 -1, ptr %3, align 2, !dbg !155, !tbaa !149, !DIAssignID !156
    #dbg_assign(i16 -1, !103, !DIExpression(), !156, ptr %3, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !157
  store volatile i32 0, ptr %4, align 4, !dbg !158, !tbaa !159, !DIAssignID !161
    #dbg_assign(i32 0, !106, !DIExpression(), !161, ptr %4, !DIExpression(), !125)
  %20 = load volatile i16, ptr %2, align 2, !dbg !162, !tbaa !149
  %21 = zext i16 %20 to i32, !dbg !162
  %22 = add nuw nsw i32 %21, 1, !dbg !163
  %23 = load volatile i16, ptr %3, align 2, !dbg !164, !tbaa !149
  %24 = sext i16 %23 to i32, !dbg !164
  %25 = load volatile i16, ptr %2, align 2, !dbg !165, !tbaa !149
  %26 = zext i16 %25 to i32, !dbg !165
  %27 = icmp eq i32 %24, %26, !dbg !166
  %28 = zext i1 %27 to i32, !dbg !166
  %29 = load volatile i16, ptr %3, align 2, !dbg !167, !tbaa !149
  %30 = load volatile i16, ptr %2, align 2, !dbg !168, !tbaa !149
  %31 = icmp eq i16 %29, %30, !dbg !169
  %32 = zext i1 %31 to i32, !dbg !169
  %33 = load volatile i32, ptr %4, align 4, !dbg !170, !tbaa !159
  %34 = icmp ne i32 %33, 1, !dbg !171
  %35 = zext i1 %34 to i32, !dbg !171
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %22, i32 noundef %28, i32 noundef %32, i32 noundef %35), !dbg !172
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5), !dbg !173
  store volatile i8 -128, ptr %5, align 1, !dbg !174, !tbaa !175, !DIAssignID !176
    #dbg_assign(i8 -128, !108, !DIExpression(), !176, ptr %5, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6), !dbg !177
  store volatile i8 -128, ptr %6, align 1, !dbg !178, !tbaa !175, !DIAssignID !179
    #dbg_assign(i8 -128, !111, !DIExpression(), !179, ptr %6, !DIExpression(), !125)
  %37 = load volatile i8, ptr %5, align 1, !dbg !180, !tbaa !175
  %38 = sext i8 %37 to i32, !dbg !180
  %39 = load volatile i8, ptr %6, align 1, !dbg !181, !tbaa !175
  %40 = zext i8 %39 to i32, !dbg !181
  %41 = icmp eq i32 %38, %40, !dbg !182
  %42 = zext i1 %41 to i32, !dbg !182
  %43 = load volatile i8, ptr %5, align 1, !dbg !183, !tbaa !175
  %44 = load volatile i8, ptr %6, align 1, !dbg !184, !tbaa !175
  %45 = icmp eq i8 %43, %44, !dbg !185
  %46 = zext i1 %45 to i32, !dbg !185
  %47 = load volatile i8, ptr %5, align 1, !dbg !186, !tbaa !175
  %48 = sext i8 %47 to i32, !dbg !186
  %49 = sub nsw i32 0, %48, !dbg !187
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %42, i32 noundef %46, i32 noundef %49, i64 noundef 4, i64 noundef 4), !dbg !188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !dbg !189
  store volatile i64 -1, ptr %7, align 8, !dbg !190, !tbaa !191, !DIAssignID !193
    #dbg_assign(i64 -1, !113, !DIExpression(), !193, ptr %7, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !dbg !194
  store volatile i64 1, ptr %8, align 8, !dbg !195, !tbaa !191, !DIAssignID !196
    #dbg_assign(i64 1, !115, !DIExpression(), !196, ptr %8, !DIExpression(), !125)
  %51 = load volatile i64, ptr %7, align 8, !dbg !197, !tbaa !191
  %52 = load volatile i64, ptr %8, align 8, !dbg !198, !tbaa !191
  %53 = icmp slt i64 %51, %52, !dbg !199
  %54 = zext i1 %53 to i32, !dbg !199
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %54, i64 noundef 8), !dbg !200
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9), !dbg !201
  store volatile i32 -1, ptr %9, align 4, !dbg !202, !tbaa !159, !DIAssignID !203
    #dbg_assign(i32 -1, !117, !DIExpression(), !203, ptr %9, !DIExpression(), !125)
  %56 = load volatile i32, ptr %9, align 4, !dbg !204, !tbaa !159
  %57 = add i32 %56, 1, !dbg !205
  %58 = zext i32 %57 to i64, !dbg !204
    #dbg_value(i64 %58, !121, !DIExpression(), !125)
  %59 = load volatile i32, ptr %9, align 4, !dbg !206, !tbaa !159
  %60 = zext i32 %59 to i64, !dbg !207
  %61 = add nuw nsw i64 %60, 1, !dbg !208
    #dbg_value(i64 %61, !122, !DIExpression(), !125)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %58, i64 noundef %61), !dbg !209
    #dbg_value(i32 0, !123, !DIExpression(), !125)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1), !dbg !210
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6), !dbg !211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5), !dbg !211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !211
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3), !dbg !211
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !211
  ret i32 126, !dbg !212
}

; Function Attrs: nofree nounwind
declare !dbg !213 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i32 0, 112) i32 @bf_promote(ptr nocapture noundef readonly %0) unnamed_addr #3 !dbg !220 {
    #dbg_value(ptr %0, !225, !DIExpression(), !226)
  %2 = load i64, ptr %0, align 8, !dbg !227
  %3 = and i64 %2, 7, !dbg !228
  %4 = icmp ult i64 %3, 5, !dbg !228
  %5 = select i1 %4, i32 100, i32 0, !dbg !229
  %6 = and i64 %2, 128, !dbg !230
  %7 = icmp eq i64 %6, 0, !dbg !230
  %8 = select i1 %7, i32 0, i32 10, !dbg !230
  %9 = or disjoint i32 %5, %8, !dbg !231
  %10 = and i64 %2, 281474976710400, !dbg !232
  %11 = icmp ne i64 %10, 256, !dbg !232
  %12 = zext i1 %11 to i32, !dbg !232
  %13 = or disjoint i32 %9, %12, !dbg !233
  ret i32 %13, !dbg !234
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!69}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/integer_promotion_rules.c", directory: ".", checksumkind: CSK_MD5, checksum: "889fd6707dedea6cf8b8487c878144fc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 30)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 53)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 27)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 47)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 20)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 37)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 48)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 616, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 77)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 34)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 31)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 17)
!69 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !70, globals: !81, splitDebugInlining: false, nameTableKind: None)
!70 = !{!71, !72, !73, !74, !79, !80}
!71 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!72 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !77, line: 45, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !49, !54, !59, !64}
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !91, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !94)
!91 = !DISubroutineType(types: !92)
!92 = !{!93}
!93 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!94 = !{!95, !101, !103, !106, !108, !111, !113, !115, !117, !121, !122, !123}
!95 = !DILocalVariable(name: "s", scope: !90, file: !2, line: 36, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bf", file: !2, line: 11, size: 64, elements: !97)
!97 = !{!98, !99, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "u3", scope: !96, file: !2, line: 11, baseType: !80, size: 3, flags: DIFlagBitField, extraData: i64 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "s5", scope: !96, file: !2, line: 11, baseType: !93, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "u40", scope: !96, file: !2, line: 11, baseType: !79, size: 40, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!101 = !DILocalVariable(name: "us", scope: !90, file: !2, line: 39, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !71)
!103 = !DILocalVariable(name: "ss", scope: !90, file: !2, line: 39, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!105 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!106 = !DILocalVariable(name: "u", scope: !90, file: !2, line: 39, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !80)
!108 = !DILocalVariable(name: "sc", scope: !90, file: !2, line: 41, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !110)
!110 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!111 = !DILocalVariable(name: "uc", scope: !90, file: !2, line: 41, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !72)
!113 = !DILocalVariable(name: "l", scope: !90, file: !2, line: 43, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !73)
!115 = !DILocalVariable(name: "ul", scope: !90, file: !2, line: 43, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !78)
!117 = !DILocalVariable(name: "a32", scope: !90, file: !2, line: 45, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !75, line: 26, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !77, line: 42, baseType: !80)
!121 = !DILocalVariable(name: "wide", scope: !90, file: !2, line: 46, type: !74)
!122 = !DILocalVariable(name: "wide2", scope: !90, file: !2, line: 47, type: !74)
!123 = !DILocalVariable(name: "zero", scope: !90, file: !2, line: 49, type: !93)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !90)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 29, column: 5, scope: !90)
!135 = !DILocation(line: 30, column: 5, scope: !90)
!136 = !DILocation(line: 31, column: 5, scope: !90)
!137 = !DILocation(line: 32, column: 5, scope: !90)
!138 = !DILocation(line: 33, column: 5, scope: !90)
!139 = !DILocation(line: 34, column: 5, scope: !90)
!140 = !DILocation(line: 35, column: 5, scope: !90)
!141 = !DILocation(line: 36, column: 5, scope: !90)
!142 = !DILocation(line: 36, column: 15, scope: !90)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 37, column: 46, scope: !90)
!145 = !DILocation(line: 37, column: 5, scope: !90)
!146 = !DILocation(line: 38, column: 5, scope: !90)
!147 = !DILocation(line: 39, column: 5, scope: !90)
!148 = !DILocation(line: 39, column: 29, scope: !90)
!149 = !{!150, !150, i64 0}
!150 = !{!"short", !151, i64 0}
!151 = !{!"omnipotent char", !152, i64 0}
!152 = !{!"Simple C/C++ TBAA"}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 39, column: 41, scope: !90)
!155 = !DILocation(line: 39, column: 56, scope: !90)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 39, column: 65, scope: !90)
!158 = !DILocation(line: 39, column: 83, scope: !90)
!159 = !{!160, !160, i64 0}
!160 = !{!"int", !151, i64 0}
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 40, column: 64, scope: !90)
!163 = !DILocation(line: 40, column: 67, scope: !90)
!164 = !DILocation(line: 40, column: 72, scope: !90)
!165 = !DILocation(line: 40, column: 78, scope: !90)
!166 = !DILocation(line: 40, column: 75, scope: !90)
!167 = !DILocation(line: 40, column: 98, scope: !90)
!168 = !DILocation(line: 40, column: 104, scope: !90)
!169 = !DILocation(line: 40, column: 101, scope: !90)
!170 = !DILocation(line: 40, column: 108, scope: !90)
!171 = !DILocation(line: 40, column: 114, scope: !90)
!172 = !DILocation(line: 40, column: 5, scope: !90)
!173 = !DILocation(line: 41, column: 5, scope: !90)
!174 = !DILocation(line: 41, column: 26, scope: !90)
!175 = !{!151, !151, i64 0}
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 41, column: 37, scope: !90)
!178 = !DILocation(line: 41, column: 60, scope: !90)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 42, column: 93, scope: !90)
!181 = !DILocation(line: 42, column: 99, scope: !90)
!182 = !DILocation(line: 42, column: 96, scope: !90)
!183 = !DILocation(line: 42, column: 118, scope: !90)
!184 = !DILocation(line: 42, column: 124, scope: !90)
!185 = !DILocation(line: 42, column: 121, scope: !90)
!186 = !DILocation(line: 42, column: 129, scope: !90)
!187 = !DILocation(line: 42, column: 128, scope: !90)
!188 = !DILocation(line: 42, column: 5, scope: !90)
!189 = !DILocation(line: 43, column: 5, scope: !90)
!190 = !DILocation(line: 43, column: 19, scope: !90)
!191 = !{!192, !192, i64 0}
!192 = !{!"long", !151, i64 0}
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 43, column: 27, scope: !90)
!195 = !DILocation(line: 43, column: 50, scope: !90)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 44, column: 50, scope: !90)
!198 = !DILocation(line: 44, column: 60, scope: !90)
!199 = !DILocation(line: 44, column: 52, scope: !90)
!200 = !DILocation(line: 44, column: 5, scope: !90)
!201 = !DILocation(line: 45, column: 5, scope: !90)
!202 = !DILocation(line: 45, column: 23, scope: !90)
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 46, column: 21, scope: !90)
!205 = !DILocation(line: 46, column: 25, scope: !90)
!206 = !DILocation(line: 47, column: 32, scope: !90)
!207 = !DILocation(line: 47, column: 22, scope: !90)
!208 = !DILocation(line: 47, column: 36, scope: !90)
!209 = !DILocation(line: 48, column: 5, scope: !90)
!210 = !DILocation(line: 50, column: 5, scope: !90)
!211 = !DILocation(line: 52, column: 1, scope: !90)
!212 = !DILocation(line: 51, column: 5, scope: !90)
!213 = !DISubprogram(name: "printf", scope: !214, file: !214, line: 356, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!215 = !DISubroutineType(types: !216)
!216 = !{!93, !217, null}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!220 = distinct !DISubprogram(name: "bf_promote", scope: !2, file: !2, line: 24, type: !221, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !69, retainedNodes: !224)
!221 = !DISubroutineType(types: !222)
!222 = !{!93, !223}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!224 = !{!225}
!225 = !DILocalVariable(name: "p", arg: 1, scope: !220, file: !2, line: 24, type: !223)
!226 = !DILocation(line: 0, scope: !220)
!227 = !DILocation(line: 24, column: 76, scope: !220)
!228 = !DILocation(line: 24, column: 83, scope: !220)
!229 = !DILocation(line: 24, column: 88, scope: !220)
!230 = !DILocation(line: 24, column: 108, scope: !220)
!231 = !DILocation(line: 24, column: 94, scope: !220)
!232 = !DILocation(line: 24, column: 127, scope: !220)
!233 = !DILocation(line: 24, column: 113, scope: !220)
!234 = !DILocation(line: 24, column: 65, scope: !220)
