; ModuleID = 'programs/float_int_conv_limits.c'
source_filename = "programs/float_int_conv_limits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"u8: %u %u %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"i16: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"u16: %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [15 x i8] c"u32: %u %u %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [26 x i8] c"i64: %lld %lld %lld %lld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [26 x i8] c"u64: %llu %llu %llu %llu\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [16 x i8] c"bool: %d %d %d\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [17 x i8] c"i8->: %g %g %Lg\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [17 x i8] c"u8->: %g %g %Lg\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [14 x i8] c"i16->: %g %g\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [14 x i8] c"u16->: %g %g\0A\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [26 x i8] c"i32->: %.17g %.9g %.20Lg\0A\00", align 1, !dbg !49
@.str.14 = private unnamed_addr constant [26 x i8] c"u32->: %.17g %.9g %.20Lg\0A\00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [26 x i8] c"i64->: %.17g %.9g %.20Lg\0A\00", align 1, !dbg !53
@.str.16 = private unnamed_addr constant [26 x i8] c"u64->: %.17g %.9g %.20Lg\0A\00", align 1, !dbg !55
@.str.17 = private unnamed_addr constant [26 x i8] c"u64->: %.17g %.17g %.17g\0A\00", align 1, !dbg !57
@.str.18 = private unnamed_addr constant [12 x i8] c"b->: %g %g\0A\00", align 1, !dbg !59
@.str.19 = private unnamed_addr constant [27 x i8] c"ties: %.1f %.1f %.1f %.1f\0A\00", align 1, !dbg !61
@.str.20 = private unnamed_addr constant [21 x i8] c"trunc %g -> %d %lld\0A\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !94 {
  %1 = tail call fastcc signext i8 @d2_i8(double noundef 1.279000e+02), !dbg !104
  %2 = sext i8 %1 to i32, !dbg !104
  %3 = tail call fastcc signext i8 @d2_i8(double noundef -1.289000e+02), !dbg !105
  %4 = sext i8 %3 to i32, !dbg !105
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %4, i32 noundef 0, i32 noundef 100), !dbg !106
  %6 = tail call fastcc zeroext i8 @d2_u8(double noundef 2.559900e+02), !dbg !107
  %7 = zext i8 %6 to i32, !dbg !107
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7, i32 noundef 0, i32 noundef 254), !dbg !108
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 32767, i32 noundef -32768, i32 noundef -12345), !dbg !109
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 65535, i32 noundef 65535), !dbg !110
  %11 = tail call fastcc i32 @d2_i32(double noundef 0x41DFFFFFFFFF5C29), !dbg !111
  %12 = tail call fastcc i32 @d2_i32(double noundef 0xC1E00000001FAE14), !dbg !112
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %11, i32 noundef %12, i32 noundef 2147483520, i32 noundef -2147483648), !dbg !113
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -1, i32 noundef -256, i32 noundef -1294967296), !dbg !114
  %15 = tail call fastcc i64 @d2_i64(double noundef 0x43DFFFFFFFFFFFFF), !dbg !115
  %16 = tail call fastcc i64 @d2_i64(double noundef 0xC3E0000000000000), !dbg !116
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %15, i64 noundef %16, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807), !dbg !117
  %18 = tail call fastcc i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF), !dbg !118
  %19 = tail call fastcc i64 @d2_u64(double noundef 0x43E0000000000000), !dbg !119
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %18, i64 noundef -1099511627776, i64 noundef -1, i64 noundef %19), !dbg !120
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i32 noundef 0, i32 noundef 1), !dbg !121
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -1.280000e+02, double noundef 1.270000e+02, x86_fp80 noundef 0xKBFFF8000000000000000), !dbg !122
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 2.550000e+02, double noundef 1.280000e+02, x86_fp80 noundef 0xK00000000000000000000), !dbg !123
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef -3.276800e+04, double noundef 3.276700e+04), !dbg !124
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 6.553500e+04, double noundef 6.553500e+04), !dbg !125
  %26 = tail call fastcc float @i32_2f(i32 noundef 2147483647), !dbg !126
  %27 = fpext float %26 to double, !dbg !127
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0x41DFFFFFFFC00000, double noundef %27, x86_fp80 noundef 0xKC01E8000000000000000), !dbg !128
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef 0x41EFFFFFFFE00000, double noundef 0x41F0000000000000, x86_fp80 noundef 0xK401EFFFFFFFF00000000), !dbg !129
  %30 = tail call fastcc double @i64_2d(i64 noundef 9223372036854775807), !dbg !130
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %30, double noundef 0xC3E0000000000000, x86_fp80 noundef 0xK403DFFFFFFFFFFFFFFFE), !dbg !131
  %32 = tail call fastcc double @u64_2d(i64 noundef -1), !dbg !132
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %32, double noundef 0x43F0000000000000, x86_fp80 noundef 0xK403EFFFFFFFFFFFFFFFF), !dbg !133
  %34 = tail call fastcc double @u64_2d(i64 noundef -9223372036854775808), !dbg !134
  %35 = tail call fastcc double @u64_2d(i64 noundef -9223372036854774783), !dbg !135
  %36 = tail call fastcc double @u64_2d(i64 noundef -2049), !dbg !136
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %34, double noundef %35, double noundef %36), !dbg !137
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 1.000000e+00, double noundef 0.000000e+00), !dbg !138
  %39 = tail call fastcc float @i32_2f(i32 noundef 16777217), !dbg !139
  %40 = fpext float %39 to double, !dbg !140
  %41 = tail call fastcc float @i32_2f(i32 noundef 16777219), !dbg !141
  %42 = fpext float %41 to double, !dbg !142
  %43 = tail call fastcc double @i64_2d(i64 noundef 9007199254740993), !dbg !143
  %44 = tail call fastcc double @i64_2d(i64 noundef 9007199254740995), !dbg !144
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef %40, double noundef %42, double noundef %43, double noundef %44), !dbg !145
    #dbg_value(double 2.500000e+00, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !146)
    #dbg_value(double -2.500000e+00, !98, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !146)
    #dbg_value(double 0x3FEFFFFDE7210BE9, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !146)
    #dbg_value(double 0xBFEFFFFDE7210BE9, !98, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !146)
    #dbg_value(double 0x41CDCD6500400000, !98, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !146)
    #dbg_value(double 0xC1CDCD6500400000, !98, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !146)
    #dbg_value(i32 0, !102, !DIExpression(), !147)
    #dbg_value(i64 0, !102, !DIExpression(), !147)
  %46 = tail call fastcc i32 @d2_i32(double noundef 2.500000e+00), !dbg !148
  %47 = tail call fastcc i64 @d2_i64(double noundef 2.500000e+00), !dbg !150
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 2.500000e+00, i32 noundef %46, i64 noundef %47), !dbg !151
    #dbg_value(i64 1, !102, !DIExpression(), !147)
  %49 = tail call fastcc i32 @d2_i32(double noundef -2.500000e+00), !dbg !148
  %50 = tail call fastcc i64 @d2_i64(double noundef -2.500000e+00), !dbg !150
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef -2.500000e+00, i32 noundef %49, i64 noundef %50), !dbg !151
    #dbg_value(i64 2, !102, !DIExpression(), !147)
  %52 = tail call fastcc i32 @d2_i32(double noundef 0x3FEFFFFDE7210BE9), !dbg !148
  %53 = tail call fastcc i64 @d2_i64(double noundef 0x3FEFFFFDE7210BE9), !dbg !150
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0x3FEFFFFDE7210BE9, i32 noundef %52, i64 noundef %53), !dbg !151
    #dbg_value(i64 3, !102, !DIExpression(), !147)
  %55 = tail call fastcc i32 @d2_i32(double noundef 0xBFEFFFFDE7210BE9), !dbg !148
  %56 = tail call fastcc i64 @d2_i64(double noundef 0xBFEFFFFDE7210BE9), !dbg !150
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0xBFEFFFFDE7210BE9, i32 noundef %55, i64 noundef %56), !dbg !151
    #dbg_value(i64 4, !102, !DIExpression(), !147)
  %58 = tail call fastcc i32 @d2_i32(double noundef 0x41CDCD6500400000), !dbg !148
  %59 = tail call fastcc i64 @d2_i64(double noundef 0x41CDCD6500400000), !dbg !150
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0x41CDCD6500400000, i32 noundef %58, i64 noundef %59), !dbg !151
    #dbg_value(i64 5, !102, !DIExpression(), !147)
  %61 = tail call fastcc i32 @d2_i32(double noundef 0xC1CDCD6500400000), !dbg !148
  %62 = tail call fastcc i64 @d2_i64(double noundef 0xC1CDCD6500400000), !dbg !150
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 0xC1CDCD6500400000, i32 noundef %61, i64 noundef %62), !dbg !151
    #dbg_value(i64 6, !102, !DIExpression(), !147)
  %64 = tail call fastcc zeroext i8 @d2_u8(double noundef 7.770000e+01), !dbg !152
  %65 = zext i8 %64 to i32, !dbg !152
  ret i32 %65, !dbg !153
}

; Function Attrs: nofree nounwind
declare !dbg !154 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @d2_i8(double noundef %0) unnamed_addr #2 !dbg !161 {
    #dbg_value(double %0, !165, !DIExpression(), !166)
  %2 = fptosi double %0 to i8, !dbg !167
  ret i8 %2, !dbg !167
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @d2_u8(double noundef %0) unnamed_addr #2 !dbg !168 {
    #dbg_value(double %0, !172, !DIExpression(), !173)
  %2 = fptoui double %0 to i8, !dbg !174
  ret i8 %2, !dbg !174
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2_i32(double noundef %0) unnamed_addr #2 !dbg !175 {
    #dbg_value(double %0, !179, !DIExpression(), !180)
  %2 = fptosi double %0 to i32, !dbg !181
  ret i32 %2, !dbg !181
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_i64(double noundef %0) unnamed_addr #2 !dbg !182 {
    #dbg_value(double %0, !186, !DIExpression(), !187)
  %2 = fptosi double %0 to i64, !dbg !188
  ret i64 %2, !dbg !188
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2_u64(double noundef %0) unnamed_addr #2 !dbg !189 {
    #dbg_value(double %0, !193, !DIExpression(), !194)
  %2 = fptoui double %0 to i64, !dbg !195
  ret i64 %2, !dbg !195
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @i32_2f(i32 noundef %0) unnamed_addr #2 !dbg !196 {
    #dbg_value(i32 %0, !200, !DIExpression(), !201)
  %2 = uitofp nneg i32 %0 to float, !dbg !202
  ret float %2, !dbg !202
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @i64_2d(i64 noundef %0) unnamed_addr #2 !dbg !203 {
    #dbg_value(i64 %0, !207, !DIExpression(), !208)
  %2 = uitofp nneg i64 %0 to double, !dbg !209
  ret double %2, !dbg !209
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u64_2d(i64 noundef %0) unnamed_addr #2 !dbg !210 {
    #dbg_value(i64 %0, !214, !DIExpression(), !215)
  %2 = uitofp i64 %0 to double, !dbg !216
  ret double %2, !dbg !216
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/float_int_conv_limits.c", directory: ".", checksumkind: CSK_MD5, checksum: "276f9380dff56361d1066d2a48cd8dfe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 17)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 26)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 16)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !31, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !31, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !31, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !31, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !31, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 27)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 21)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !72, globals: !85, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84}
!73 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!74 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!75 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!76 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!77 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!81 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!83 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!84 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!85 = !{!0, !7, !12, !17, !22, !27, !29, !34, !36, !41, !43, !45, !47, !49, !51, !53, !55, !57, !59, !61, !66}
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !95, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!78}
!97 = !{!98, !102}
!98 = !DILocalVariable(name: "tv", scope: !94, file: !2, line: 40, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 384, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 6)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 41, type: !78)
!103 = distinct !DILexicalBlock(scope: !94, file: !2, line: 41, column: 5)
!104 = !DILocation(line: 18, column: 33, scope: !94)
!105 = !DILocation(line: 18, column: 47, scope: !94)
!106 = !DILocation(line: 18, column: 5, scope: !94)
!107 = !DILocation(line: 19, column: 30, scope: !94)
!108 = !DILocation(line: 19, column: 5, scope: !94)
!109 = !DILocation(line: 20, column: 5, scope: !94)
!110 = !DILocation(line: 21, column: 5, scope: !94)
!111 = !DILocation(line: 22, column: 34, scope: !94)
!112 = !DILocation(line: 22, column: 57, scope: !94)
!113 = !DILocation(line: 22, column: 5, scope: !94)
!114 = !DILocation(line: 23, column: 5, scope: !94)
!115 = !DILocation(line: 24, column: 42, scope: !94)
!116 = !DILocation(line: 24, column: 73, scope: !94)
!117 = !DILocation(line: 24, column: 5, scope: !94)
!118 = !DILocation(line: 25, column: 42, scope: !94)
!119 = !DILocation(line: 25, column: 140, scope: !94)
!120 = !DILocation(line: 25, column: 5, scope: !94)
!121 = !DILocation(line: 26, column: 5, scope: !94)
!122 = !DILocation(line: 27, column: 5, scope: !94)
!123 = !DILocation(line: 28, column: 5, scope: !94)
!124 = !DILocation(line: 29, column: 5, scope: !94)
!125 = !DILocation(line: 30, column: 5, scope: !94)
!126 = !DILocation(line: 31, column: 67, scope: !94)
!127 = !DILocation(line: 31, column: 59, scope: !94)
!128 = !DILocation(line: 31, column: 5, scope: !94)
!129 = !DILocation(line: 32, column: 5, scope: !94)
!130 = !DILocation(line: 33, column: 42, scope: !94)
!131 = !DILocation(line: 33, column: 5, scope: !94)
!132 = !DILocation(line: 34, column: 42, scope: !94)
!133 = !DILocation(line: 34, column: 5, scope: !94)
!134 = !DILocation(line: 35, column: 42, scope: !94)
!135 = !DILocation(line: 35, column: 73, scope: !94)
!136 = !DILocation(line: 35, column: 104, scope: !94)
!137 = !DILocation(line: 35, column: 5, scope: !94)
!138 = !DILocation(line: 36, column: 5, scope: !94)
!139 = !DILocation(line: 38, column: 51, scope: !94)
!140 = !DILocation(line: 38, column: 43, scope: !94)
!141 = !DILocation(line: 38, column: 77, scope: !94)
!142 = !DILocation(line: 38, column: 69, scope: !94)
!143 = !DILocation(line: 38, column: 95, scope: !94)
!144 = !DILocation(line: 38, column: 123, scope: !94)
!145 = !DILocation(line: 38, column: 5, scope: !94)
!146 = !DILocation(line: 0, scope: !94)
!147 = !DILocation(line: 0, scope: !103)
!148 = !DILocation(line: 41, column: 72, scope: !149)
!149 = distinct !DILexicalBlock(scope: !103, file: !2, line: 41, column: 5)
!150 = !DILocation(line: 41, column: 87, scope: !149)
!151 = !DILocation(line: 41, column: 33, scope: !149)
!152 = !DILocation(line: 42, column: 12, scope: !94)
!153 = !DILocation(line: 42, column: 5, scope: !94)
!154 = !DISubprogram(name: "printf", scope: !155, file: !155, line: 356, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!156 = !DISubroutineType(types: !157)
!157 = !{!78, !158, null}
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = distinct !DISubprogram(name: "d2_i8", scope: !2, file: !2, line: 14, type: !162, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !164)
!162 = !DISubroutineType(types: !163)
!163 = !{!74, !73}
!164 = !{!165}
!165 = !DILocalVariable(name: "d", arg: 1, scope: !161, file: !2, line: 14, type: !73)
!166 = !DILocation(line: 0, scope: !161)
!167 = !DILocation(line: 14, column: 1, scope: !161)
!168 = distinct !DISubprogram(name: "d2_u8", scope: !2, file: !2, line: 14, type: !169, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{!75, !73}
!171 = !{!172}
!172 = !DILocalVariable(name: "d", arg: 1, scope: !168, file: !2, line: 14, type: !73)
!173 = !DILocation(line: 0, scope: !168)
!174 = !DILocation(line: 14, column: 23, scope: !168)
!175 = distinct !DISubprogram(name: "d2_i32", scope: !2, file: !2, line: 14, type: !176, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !178)
!176 = !DISubroutineType(types: !177)
!177 = !{!78, !73}
!178 = !{!179}
!179 = !DILocalVariable(name: "d", arg: 1, scope: !175, file: !2, line: 14, type: !73)
!180 = !DILocation(line: 0, scope: !175)
!181 = !DILocation(line: 14, column: 90, scope: !175)
!182 = distinct !DISubprogram(name: "d2_i64", scope: !2, file: !2, line: 15, type: !183, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!80, !73}
!185 = !{!186}
!186 = !DILocalVariable(name: "d", arg: 1, scope: !182, file: !2, line: 15, type: !73)
!187 = !DILocation(line: 0, scope: !182)
!188 = !DILocation(line: 15, column: 1, scope: !182)
!189 = distinct !DISubprogram(name: "d2_u64", scope: !2, file: !2, line: 15, type: !190, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{!81, !73}
!192 = !{!193}
!193 = !DILocalVariable(name: "d", arg: 1, scope: !189, file: !2, line: 15, type: !73)
!194 = !DILocation(line: 0, scope: !189)
!195 = !DILocation(line: 15, column: 22, scope: !189)
!196 = distinct !DISubprogram(name: "i32_2f", scope: !2, file: !2, line: 14, type: !197, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!83, !78}
!199 = !{!200}
!200 = !DILocalVariable(name: "v", arg: 1, scope: !196, file: !2, line: 14, type: !78)
!201 = !DILocation(line: 0, scope: !196)
!202 = !DILocation(line: 14, column: 90, scope: !196)
!203 = distinct !DISubprogram(name: "i64_2d", scope: !2, file: !2, line: 15, type: !204, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!73, !80}
!206 = !{!207}
!207 = !DILocalVariable(name: "v", arg: 1, scope: !203, file: !2, line: 15, type: !80)
!208 = !DILocation(line: 0, scope: !203)
!209 = !DILocation(line: 15, column: 1, scope: !203)
!210 = distinct !DISubprogram(name: "u64_2d", scope: !2, file: !2, line: 15, type: !211, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!73, !81}
!213 = !{!214}
!214 = !DILocalVariable(name: "v", arg: 1, scope: !210, file: !2, line: 15, type: !81)
!215 = !DILocation(line: 0, scope: !210)
!216 = !DILocation(line: 15, column: 22, scope: !210)
