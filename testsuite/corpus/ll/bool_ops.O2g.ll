; ModuleID = 'programs/bool_ops.c'
source_filename = "programs/bool_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"int %lld -> %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"dbl %g -> %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"ptr %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"ops %d %d %d %d %d %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [16 x i8] c"arith %d %d %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"inc %d \00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [31 x i8] c"flags %d %d %d %d %d size=%zu\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [28 x i8] c"count %d sizeof(_Bool)=%zu\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [7 x i8] c"vb %d\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [7 x i8] c"sh %d\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca i32, align 4, !DIAssignID !108
    #dbg_assign(i1 undef, !83, !DIExpression(), !108, ptr %1, !DIExpression(), !109)
  %2 = alloca i8, align 1, !DIAssignID !110
    #dbg_assign(i1 undef, !105, !DIExpression(), !110, ptr %2, !DIExpression(), !109)
    #dbg_value(i64 0, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !109)
    #dbg_value(i64 1, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !109)
    #dbg_value(i64 -1, !72, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !109)
    #dbg_value(i64 2, !72, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !109)
    #dbg_value(i64 256, !72, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !109)
    #dbg_value(i64 4294967296, !72, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !109)
    #dbg_value(i64 -9223372036854775808, !72, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !109)
    #dbg_value(i64 0, !75, !DIExpression(), !111)
  %3 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef 0), !dbg !112
  %4 = zext i1 %3 to i32, !dbg !112
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i32 noundef %4), !dbg !114
    #dbg_value(i64 1, !75, !DIExpression(), !111)
  %6 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef 1), !dbg !112
  %7 = zext i1 %6 to i32, !dbg !112
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i32 noundef %7), !dbg !114
    #dbg_value(i64 2, !75, !DIExpression(), !111)
  %9 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef -1), !dbg !112
  %10 = zext i1 %9 to i32, !dbg !112
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -1, i32 noundef %10), !dbg !114
    #dbg_value(i64 3, !75, !DIExpression(), !111)
  %12 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef 2), !dbg !112
  %13 = zext i1 %12 to i32, !dbg !112
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 2, i32 noundef %13), !dbg !114
    #dbg_value(i64 4, !75, !DIExpression(), !111)
  %15 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef 256), !dbg !112
  %16 = zext i1 %15 to i32, !dbg !112
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 256, i32 noundef %16), !dbg !114
    #dbg_value(i64 5, !75, !DIExpression(), !111)
  %18 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef 4294967296), !dbg !112
  %19 = zext i1 %18 to i32, !dbg !112
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967296, i32 noundef %19), !dbg !114
    #dbg_value(i64 6, !75, !DIExpression(), !111)
  %21 = tail call fastcc zeroext i1 @to_bool_i(i64 noundef -9223372036854775808), !dbg !112
  %22 = zext i1 %21 to i32, !dbg !112
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, i32 noundef %22), !dbg !114
    #dbg_value(i64 7, !75, !DIExpression(), !111)
    #dbg_value(double 0.000000e+00, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !109)
    #dbg_value(double -0.000000e+00, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !109)
    #dbg_value(double 5.000000e-01, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !109)
    #dbg_value(double 9.999880e-321, !78, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !109)
    #dbg_value(double -1.000000e+300, !78, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !109)
    #dbg_value(double 0x7FF8000000000000, !78, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !109)
    #dbg_value(double 0x7FF0000000000000, !78, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !109)
    #dbg_value(i64 0, !81, !DIExpression(), !115)
  %24 = tail call fastcc zeroext i1 @to_bool_d(double noundef 0.000000e+00), !dbg !116
  %25 = zext i1 %24 to i32, !dbg !116
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, i32 noundef %25), !dbg !118
    #dbg_value(i64 1, !81, !DIExpression(), !115)
  %27 = tail call fastcc zeroext i1 @to_bool_d(double noundef -0.000000e+00), !dbg !116
  %28 = zext i1 %27 to i32, !dbg !116
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -0.000000e+00, i32 noundef %28), !dbg !118
    #dbg_value(i64 2, !81, !DIExpression(), !115)
  %30 = tail call fastcc zeroext i1 @to_bool_d(double noundef 5.000000e-01), !dbg !116
  %31 = zext i1 %30 to i32, !dbg !116
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e-01, i32 noundef %31), !dbg !118
    #dbg_value(i64 3, !81, !DIExpression(), !115)
  %33 = tail call fastcc zeroext i1 @to_bool_d(double noundef 9.999880e-321), !dbg !116
  %34 = zext i1 %33 to i32, !dbg !116
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 9.999880e-321, i32 noundef %34), !dbg !118
    #dbg_value(i64 4, !81, !DIExpression(), !115)
  %36 = tail call fastcc zeroext i1 @to_bool_d(double noundef -1.000000e+300), !dbg !116
  %37 = zext i1 %36 to i32, !dbg !116
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -1.000000e+300, i32 noundef %37), !dbg !118
    #dbg_value(i64 5, !81, !DIExpression(), !115)
  %39 = tail call fastcc zeroext i1 @to_bool_d(double noundef 0x7FF8000000000000), !dbg !116
  %40 = zext i1 %39 to i32, !dbg !116
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF8000000000000, i32 noundef %40), !dbg !118
    #dbg_value(i64 6, !81, !DIExpression(), !115)
  %42 = tail call fastcc zeroext i1 @to_bool_d(double noundef 0x7FF0000000000000), !dbg !116
  %43 = zext i1 %42 to i32, !dbg !116
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF0000000000000, i32 noundef %43), !dbg !118
    #dbg_value(i64 7, !81, !DIExpression(), !115)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !119
  store i32 5, ptr %1, align 4, !dbg !120, !tbaa !121, !DIAssignID !125
    #dbg_assign(i32 5, !83, !DIExpression(), !125, ptr %1, !DIExpression(), !109)
  %45 = call fastcc zeroext i1 @to_bool_p(ptr noundef nonnull %1), !dbg !126
  %46 = zext i1 %45 to i32, !dbg !126
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 0), !dbg !127
    #dbg_value(i8 1, !84, !DIExpression(), !109)
    #dbg_value(i8 0, !85, !DIExpression(), !109)
  %48 = call fastcc zeroext i1 @bxor(i1 noundef zeroext true), !dbg !128
  %49 = zext i1 %48 to i32, !dbg !128
  %50 = call fastcc zeroext i1 @bxor(i1 noundef zeroext false), !dbg !129
  %51 = zext i1 %50 to i32, !dbg !129
  %52 = call fastcc zeroext i1 @bnot(i1 noundef zeroext false), !dbg !130
  %53 = zext i1 %52 to i32, !dbg !130
  %54 = call fastcc zeroext i1 @bnot(i1 noundef zeroext true), !dbg !131
  %55 = zext i1 %54 to i32, !dbg !131
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef %49, i32 noundef %51, i32 noundef %53, i32 noundef %55), !dbg !132
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 2, i32 noundef 5), !dbg !133
    #dbg_value(i8 1, !86, !DIExpression(), !109)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !134
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !135
    #dbg_value(i8 0, !86, !DIExpression(), !109)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !136
    #dbg_value(i8 1, !86, !DIExpression(), !109)
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1), !dbg !137
  %62 = call fastcc zeroext i1 @ret_cmp(i32 noundef 3, i32 noundef 4), !dbg !138
    #dbg_value(i1 %62, !87, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !109)
  %63 = zext i1 %62 to i32, !dbg !139
  %64 = call fastcc zeroext i1 @ret_cmp(i32 noundef 4, i32 noundef 3), !dbg !140
  %65 = zext i1 %64 to i32, !dbg !140
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %63, i32 noundef %65), !dbg !141
    #dbg_value(i8 1, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !109)
    #dbg_value(i8 poison, !88, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !109)
    #dbg_value(i8 19, !88, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !109)
    #dbg_value(i8 1, !88, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !109)
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i64 noundef 4), !dbg !142
    #dbg_value(i32 0, !100, !DIExpression(), !109)
    #dbg_value(i32 0, !101, !DIExpression(), !143)
    #dbg_value(<16 x i8> <i8 0, i8 1, i8 1, i8 0, i8 1, i8 1, i8 0, i8 1, i8 1, i8 0, i8 1, i8 1, i8 0, i8 1, i8 1, i8 0>, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !109)
    #dbg_value(i8 1, !96, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !109)
    #dbg_value(i64 17, !101, !DIExpression(), !143)
    #dbg_value(i8 poison, !100, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !109)
    #dbg_value(i64 3, !103, !DIExpression(), !144)
    #dbg_value(i64 4, !103, !DIExpression(), !144)
    #dbg_value(i64 5, !103, !DIExpression(), !144)
    #dbg_value(i64 6, !103, !DIExpression(), !144)
    #dbg_value(i32 poison, !100, !DIExpression(), !109)
    #dbg_value(i64 14, !103, !DIExpression(), !144)
    #dbg_value(i64 15, !103, !DIExpression(), !144)
    #dbg_value(i64 16, !103, !DIExpression(), !144)
    #dbg_value(i32 11, !100, !DIExpression(), !109)
    #dbg_value(i64 17, !103, !DIExpression(), !144)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 11, i64 noundef 1), !dbg !145
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2), !dbg !146
  store volatile i8 1, ptr %2, align 1, !dbg !147, !tbaa !148, !DIAssignID !150
    #dbg_assign(i8 1, !105, !DIExpression(), !150, ptr %2, !DIExpression(), !109)
  %69 = load volatile i8, ptr %2, align 1, !dbg !151, !tbaa !148, !range !152, !noundef !153
  %70 = xor i8 %69, 1, !dbg !154
  store volatile i8 %70, ptr %2, align 1, !dbg !155, !tbaa !148, !DIAssignID !156
    #dbg_assign(i8 %70, !105, !DIExpression(), !156, ptr %2, !DIExpression(), !109)
  %71 = load volatile i8, ptr %2, align 1, !dbg !157, !tbaa !148, !range !152, !noundef !153
  %72 = zext nneg i8 %71 to i32, !dbg !157
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %72), !dbg !158
    #dbg_value(i8 1, !107, !DIExpression(), !109)
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1), !dbg !159
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2), !dbg !160
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !160
  ret i32 11, !dbg !161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !162 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @to_bool_i(i64 noundef %0) unnamed_addr #3 !dbg !169 {
    #dbg_value(i64 %0, !173, !DIExpression(), !174)
  %2 = icmp ne i64 %0, 0, !dbg !175
  ret i1 %2, !dbg !176
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @to_bool_d(double noundef %0) unnamed_addr #3 !dbg !177 {
    #dbg_value(double %0, !181, !DIExpression(), !182)
  %2 = fcmp une double %0, 0.000000e+00, !dbg !183
  ret i1 %2, !dbg !184
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @to_bool_p(ptr noundef readnone %0) unnamed_addr #3 !dbg !185 {
    #dbg_value(ptr %0, !191, !DIExpression(), !192)
  %2 = icmp ne ptr %0, null, !dbg !193
  ret i1 %2, !dbg !194
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @bxor(i1 noundef zeroext %0) unnamed_addr #3 !dbg !195 {
    #dbg_value(i8 1, !199, !DIExpression(), !201)
    #dbg_value(i1 %0, !200, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !201)
  %2 = xor i1 %0, true, !dbg !202
  ret i1 %2, !dbg !203
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @bnot(i1 noundef zeroext %0) unnamed_addr #3 !dbg !204 {
    #dbg_value(i1 %0, !208, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !209)
  %2 = xor i1 %0, true, !dbg !210
  ret i1 %2, !dbg !211
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @ret_cmp(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !212 {
    #dbg_value(i32 %0, !216, !DIExpression(), !218)
    #dbg_value(i32 %1, !217, !DIExpression(), !218)
  %3 = icmp slt i32 %0, %1, !dbg !219
  ret i1 %3, !dbg !220
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bool_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "8f13ce797ec68c676788215c40085b47")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 31)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 28)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 7)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !50, isLocal: true, isDefinition: true)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57}
!57 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!58 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !38, !43, !48, !53}
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !68, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !75, !78, !81, !83, !84, !85, !86, !87, !88, !96, !100, !101, !103, !105, !107}
!72 = !DILocalVariable(name: "iv", scope: !67, file: !2, line: 18, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 448, elements: !51)
!74 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 19, type: !77)
!76 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 5)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DILocalVariable(name: "dv", scope: !67, file: !2, line: 20, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 448, elements: !51)
!80 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 21, type: !77)
!82 = distinct !DILexicalBlock(scope: !67, file: !2, line: 21, column: 5)
!83 = !DILocalVariable(name: "x", scope: !67, file: !2, line: 22, type: !70)
!84 = !DILocalVariable(name: "t", scope: !67, file: !2, line: 24, type: !57)
!85 = !DILocalVariable(name: "f", scope: !67, file: !2, line: 24, type: !57)
!86 = !DILocalVariable(name: "inc", scope: !67, file: !2, line: 27, type: !57)
!87 = !DILocalVariable(name: "cmp", scope: !67, file: !2, line: 28, type: !57)
!88 = !DILocalVariable(name: "fl", scope: !67, file: !2, line: 29, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 6, size: 32, elements: !90)
!90 = !{!91, !92, !93, !94, !95}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !89, file: !2, line: 6, baseType: !57, size: 8)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !2, line: 6, baseType: !57, size: 8, offset: 8)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !89, file: !2, line: 6, baseType: !57, size: 1, offset: 16, flags: DIFlagBitField, extraData: i64 16)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !89, file: !2, line: 6, baseType: !77, size: 3, offset: 17, flags: DIFlagBitField, extraData: i64 16)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !89, file: !2, line: 6, baseType: !57, size: 1, offset: 20, flags: DIFlagBitField, extraData: i64 16)
!96 = !DILocalVariable(name: "arr", scope: !67, file: !2, line: 32, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 136, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 17)
!100 = !DILocalVariable(name: "count", scope: !67, file: !2, line: 32, type: !70)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 33, type: !70)
!102 = distinct !DILexicalBlock(scope: !67, file: !2, line: 33, column: 5)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 34, type: !70)
!104 = distinct !DILexicalBlock(scope: !67, file: !2, line: 34, column: 5)
!105 = !DILocalVariable(name: "vb", scope: !67, file: !2, line: 36, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !57)
!107 = !DILocalVariable(name: "sh", scope: !67, file: !2, line: 37, type: !57)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !67)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !76)
!112 = !DILocation(line: 19, column: 95, scope: !113)
!113 = distinct !DILexicalBlock(scope: !76, file: !2, line: 19, column: 5)
!114 = !DILocation(line: 19, column: 61, scope: !113)
!115 = !DILocation(line: 0, scope: !82)
!116 = !DILocation(line: 21, column: 93, scope: !117)
!117 = distinct !DILexicalBlock(scope: !82, file: !2, line: 21, column: 5)
!118 = !DILocation(line: 21, column: 61, scope: !117)
!119 = !DILocation(line: 22, column: 5, scope: !67)
!120 = !DILocation(line: 22, column: 9, scope: !67)
!121 = !{!122, !122, i64 0}
!122 = !{!"int", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 23, column: 27, scope: !67)
!127 = !DILocation(line: 23, column: 5, scope: !67)
!128 = !DILocation(line: 25, column: 63, scope: !67)
!129 = !DILocation(line: 25, column: 75, scope: !67)
!130 = !DILocation(line: 25, column: 87, scope: !67)
!131 = !DILocation(line: 25, column: 96, scope: !67)
!132 = !DILocation(line: 25, column: 5, scope: !67)
!133 = !DILocation(line: 26, column: 5, scope: !67)
!134 = !DILocation(line: 27, column: 27, scope: !67)
!135 = !DILocation(line: 27, column: 58, scope: !67)
!136 = !DILocation(line: 27, column: 85, scope: !67)
!137 = !DILocation(line: 27, column: 112, scope: !67)
!138 = !DILocation(line: 28, column: 17, scope: !67)
!139 = !DILocation(line: 28, column: 54, scope: !67)
!140 = !DILocation(line: 28, column: 59, scope: !67)
!141 = !DILocation(line: 28, column: 32, scope: !67)
!142 = !DILocation(line: 31, column: 5, scope: !67)
!143 = !DILocation(line: 0, scope: !102)
!144 = !DILocation(line: 0, scope: !104)
!145 = !DILocation(line: 35, column: 5, scope: !67)
!146 = !DILocation(line: 36, column: 5, scope: !67)
!147 = !DILocation(line: 36, column: 20, scope: !67)
!148 = !{!149, !149, i64 0}
!149 = !{!"_Bool", !123, i64 0}
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 36, column: 34, scope: !67)
!152 = !{i8 0, i8 2}
!153 = !{}
!154 = !DILocation(line: 36, column: 33, scope: !67)
!155 = !DILocation(line: 36, column: 31, scope: !67)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 36, column: 56, scope: !67)
!158 = !DILocation(line: 36, column: 38, scope: !67)
!159 = !DILocation(line: 37, column: 35, scope: !67)
!160 = !DILocation(line: 39, column: 1, scope: !67)
!161 = !DILocation(line: 38, column: 5, scope: !67)
!162 = !DISubprogram(name: "printf", scope: !163, file: !163, line: 356, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!164 = !DISubroutineType(types: !165)
!165 = !{!70, !166, null}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!169 = distinct !DISubprogram(name: "to_bool_i", scope: !2, file: !2, line: 8, type: !170, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!57, !74}
!172 = !{!173}
!173 = !DILocalVariable(name: "v", arg: 1, scope: !169, file: !2, line: 8, type: !74)
!174 = !DILocation(line: 0, scope: !169)
!175 = !DILocation(line: 8, column: 72, scope: !169)
!176 = !DILocation(line: 8, column: 65, scope: !169)
!177 = distinct !DISubprogram(name: "to_bool_d", scope: !2, file: !2, line: 9, type: !178, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!57, !80}
!180 = !{!181}
!181 = !DILocalVariable(name: "v", arg: 1, scope: !177, file: !2, line: 9, type: !80)
!182 = !DILocation(line: 0, scope: !177)
!183 = !DILocation(line: 9, column: 69, scope: !177)
!184 = !DILocation(line: 9, column: 62, scope: !177)
!185 = distinct !DISubprogram(name: "to_bool_p", scope: !2, file: !2, line: 10, type: !186, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !190)
!186 = !DISubroutineType(types: !187)
!187 = !{!57, !188}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!190 = !{!191}
!191 = !DILocalVariable(name: "p", arg: 1, scope: !185, file: !2, line: 10, type: !188)
!192 = !DILocation(line: 0, scope: !185)
!193 = !DILocation(line: 10, column: 74, scope: !185)
!194 = !DILocation(line: 10, column: 67, scope: !185)
!195 = distinct !DISubprogram(name: "bxor", scope: !2, file: !2, line: 13, type: !196, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !198)
!196 = !DISubroutineType(cc: DW_CC_nocall, types: !197)
!197 = !{!57, !57, !57}
!198 = !{!199, !200}
!199 = !DILocalVariable(name: "a", arg: 1, scope: !195, file: !2, line: 13, type: !57)
!200 = !DILocalVariable(name: "b", arg: 2, scope: !195, file: !2, line: 13, type: !57)
!201 = !DILocation(line: 0, scope: !195)
!202 = !DILocation(line: 13, column: 74, scope: !195)
!203 = !DILocation(line: 13, column: 65, scope: !195)
!204 = distinct !DISubprogram(name: "bnot", scope: !2, file: !2, line: 14, type: !205, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !207)
!205 = !DISubroutineType(types: !206)
!206 = !{!57, !57}
!207 = !{!208}
!208 = !DILocalVariable(name: "a", arg: 1, scope: !204, file: !2, line: 14, type: !57)
!209 = !DILocation(line: 0, scope: !204)
!210 = !DILocation(line: 14, column: 63, scope: !204)
!211 = !DILocation(line: 14, column: 56, scope: !204)
!212 = distinct !DISubprogram(name: "ret_cmp", scope: !2, file: !2, line: 15, type: !213, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!57, !70, !70}
!215 = !{!216, !217}
!216 = !DILocalVariable(name: "a", arg: 1, scope: !212, file: !2, line: 15, type: !70)
!217 = !DILocalVariable(name: "b", arg: 2, scope: !212, file: !2, line: 15, type: !70)
!218 = !DILocation(line: 0, scope: !212)
!219 = !DILocation(line: 15, column: 73, scope: !212)
!220 = !DILocation(line: 15, column: 64, scope: !212)
