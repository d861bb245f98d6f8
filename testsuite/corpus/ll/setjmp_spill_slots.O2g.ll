; ModuleID = 'programs/setjmp_spill_slots.c'
source_filename = "programs/setjmp_spill_slots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0
@buf = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca [14 x i64], align 16, !DIAssignID !57
    #dbg_assign(i1 undef, !50, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #7, !dbg !59
    #dbg_value(i32 0, !55, !DIExpression(), !60)
    #dbg_value(i64 0, !55, !DIExpression(), !60)
  store volatile i64 1, ptr %1, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 1, !55, !DIExpression(), !60)
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !67
  store volatile i64 2, ptr %2, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 2, !55, !DIExpression(), !60)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !67
  store volatile i64 3, ptr %3, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 3, !55, !DIExpression(), !60)
  %4 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !67
  store volatile i64 4, ptr %4, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 4, !55, !DIExpression(), !60)
  %5 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !67
  store volatile i64 5, ptr %5, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 5, !55, !DIExpression(), !60)
  %6 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !67
  store volatile i64 6, ptr %6, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 6, !55, !DIExpression(), !60)
  %7 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !67
  store volatile i64 7, ptr %7, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 7, !55, !DIExpression(), !60)
  %8 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !67
  store volatile i64 8, ptr %8, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 8, !55, !DIExpression(), !60)
  %9 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !67
  store volatile i64 9, ptr %9, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 9, !55, !DIExpression(), !60)
  %10 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !67
  store volatile i64 10, ptr %10, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 10, !55, !DIExpression(), !60)
  %11 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !67
  store volatile i64 11, ptr %11, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 11, !55, !DIExpression(), !60)
  %12 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !67
  store volatile i64 12, ptr %12, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 12, !55, !DIExpression(), !60)
  %13 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !67
  store volatile i64 13, ptr %13, align 16, !dbg !61, !tbaa !63
    #dbg_value(i64 13, !55, !DIExpression(), !60)
  %14 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !67
  store volatile i64 14, ptr %14, align 8, !dbg !61, !tbaa !63
    #dbg_value(i64 14, !55, !DIExpression(), !60)
  %15 = call fastcc i64 @f(ptr noundef nonnull %1), !dbg !68
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15), !dbg !69
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #7, !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !72 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @f(ptr noundef %0) unnamed_addr #3 !dbg !79 {
    #dbg_value(ptr %0, !84, !DIExpression(), !117)
  %2 = load volatile i64, ptr %0, align 8, !dbg !118, !tbaa !63
    #dbg_value(i64 %2, !85, !DIExpression(), !117)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !119
  %4 = load volatile i64, ptr %3, align 8, !dbg !119, !tbaa !63
    #dbg_value(i64 %4, !86, !DIExpression(), !117)
  %5 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !120
  %6 = load volatile i64, ptr %5, align 8, !dbg !120, !tbaa !63
    #dbg_value(i64 %6, !87, !DIExpression(), !117)
  %7 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !121
  %8 = load volatile i64, ptr %7, align 8, !dbg !121, !tbaa !63
    #dbg_value(i64 %8, !88, !DIExpression(), !117)
  %9 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !122
  %10 = load volatile i64, ptr %9, align 8, !dbg !122, !tbaa !63
    #dbg_value(i64 %10, !89, !DIExpression(), !117)
  %11 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !123
  %12 = load volatile i64, ptr %11, align 8, !dbg !123, !tbaa !63
    #dbg_value(i64 %12, !90, !DIExpression(), !117)
  %13 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !124
  %14 = load volatile i64, ptr %13, align 8, !dbg !124, !tbaa !63
    #dbg_value(i64 %14, !91, !DIExpression(), !117)
  %15 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !125
  %16 = load volatile i64, ptr %15, align 8, !dbg !125, !tbaa !63
    #dbg_value(i64 %16, !92, !DIExpression(), !117)
  %17 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !126
  %18 = load volatile i64, ptr %17, align 8, !dbg !126, !tbaa !63
    #dbg_value(i64 %18, !93, !DIExpression(), !117)
  %19 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !127
  %20 = load volatile i64, ptr %19, align 8, !dbg !127, !tbaa !63
    #dbg_value(i64 %20, !94, !DIExpression(), !117)
  %21 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !128
  %22 = load volatile i64, ptr %21, align 8, !dbg !128, !tbaa !63
    #dbg_value(i64 %22, !95, !DIExpression(), !117)
  %23 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !129
  %24 = load volatile i64, ptr %23, align 8, !dbg !129, !tbaa !63
    #dbg_value(i64 %24, !96, !DIExpression(), !117)
  %25 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !130
  %26 = load volatile i64, ptr %25, align 8, !dbg !130, !tbaa !63
    #dbg_value(i64 %26, !97, !DIExpression(), !117)
  %27 = getelementptr inbounds i8, ptr %0, i64 104, !dbg !131
  %28 = load volatile i64, ptr %27, align 8, !dbg !131, !tbaa !63
    #dbg_value(i64 %28, !98, !DIExpression(), !117)
  %29 = call i32 @_setjmp(ptr noundef nonnull @buf) #8, !dbg !132
  %30 = icmp eq i32 %29, 0, !dbg !133
  br i1 %30, label %31, label %114, !dbg !134

31:                                               ; preds = %1
  %32 = add nsw i64 %4, %2, !dbg !135
  %33 = add nsw i64 %32, %6, !dbg !136
  %34 = add nsw i64 %33, %8, !dbg !137
  %35 = add nsw i64 %34, %10, !dbg !138
  %36 = add nsw i64 %35, %12, !dbg !139
  %37 = add nsw i64 %36, %14, !dbg !140
  %38 = add nsw i64 %37, %16, !dbg !141
  %39 = add nsw i64 %38, %18, !dbg !142
  %40 = add nsw i64 %39, %20, !dbg !143
  %41 = add nsw i64 %40, %22, !dbg !144
  %42 = add nsw i64 %41, %24, !dbg !145
  %43 = add nsw i64 %42, %26, !dbg !146
  %44 = add nsw i64 %43, %28, !dbg !147
    #dbg_value(i64 %44, !99, !DIExpression(), !148)
  %45 = load volatile i64, ptr %0, align 8, !dbg !149, !tbaa !63
  %46 = xor i64 %45, %44, !dbg !150
    #dbg_value(i64 %46, !102, !DIExpression(), !148)
  %47 = load volatile i64, ptr %3, align 8, !dbg !151, !tbaa !63
    #dbg_value(!DIArgList(i64 %47, i64 %44), !103, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shra, DW_OP_xor, DW_OP_stack_value), !148)
  %48 = load volatile i64, ptr %5, align 8, !dbg !152, !tbaa !63
  %49 = ashr i64 %44, 2, !dbg !153
  %50 = xor i64 %48, %49, !dbg !154
    #dbg_value(i64 %50, !104, !DIExpression(), !148)
  %51 = load volatile i64, ptr %7, align 8, !dbg !155, !tbaa !63
  %52 = ashr i64 %44, 3, !dbg !156
  %53 = xor i64 %51, %52, !dbg !157
    #dbg_value(i64 %53, !105, !DIExpression(), !148)
  %54 = load volatile i64, ptr %9, align 8, !dbg !158, !tbaa !63
  %55 = ashr i64 %44, 4, !dbg !159
  %56 = xor i64 %54, %55, !dbg !160
    #dbg_value(i64 %56, !106, !DIExpression(), !148)
  %57 = load volatile i64, ptr %11, align 8, !dbg !161, !tbaa !63
  %58 = ashr i64 %44, 5, !dbg !162
  %59 = xor i64 %57, %58, !dbg !163
    #dbg_value(i64 %59, !107, !DIExpression(), !148)
  %60 = load volatile i64, ptr %13, align 8, !dbg !164, !tbaa !63
  %61 = ashr i64 %44, 6, !dbg !165
  %62 = xor i64 %60, %61, !dbg !166
    #dbg_value(i64 %62, !108, !DIExpression(), !148)
  %63 = load volatile i64, ptr %15, align 8, !dbg !167, !tbaa !63
  %64 = ashr i64 %44, 7, !dbg !168
  %65 = xor i64 %63, %64, !dbg !169
    #dbg_value(i64 %65, !109, !DIExpression(), !148)
  %66 = load volatile i64, ptr %17, align 8, !dbg !170, !tbaa !63
  %67 = ashr i64 %44, 8, !dbg !171
  %68 = xor i64 %66, %67, !dbg !172
    #dbg_value(i64 %68, !110, !DIExpression(), !148)
  %69 = load volatile i64, ptr %19, align 8, !dbg !173, !tbaa !63
  %70 = ashr i64 %44, 9, !dbg !174
  %71 = xor i64 %69, %70, !dbg !175
    #dbg_value(i64 %71, !111, !DIExpression(), !148)
  %72 = load volatile i64, ptr %21, align 8, !dbg !176, !tbaa !63
  %73 = ashr i64 %44, 10, !dbg !177
  %74 = xor i64 %72, %73, !dbg !178
    #dbg_value(i64 %74, !112, !DIExpression(), !148)
  %75 = load volatile i64, ptr %23, align 8, !dbg !179, !tbaa !63
  %76 = ashr i64 %44, 11, !dbg !180
  %77 = xor i64 %75, %76, !dbg !181
    #dbg_value(i64 %77, !113, !DIExpression(), !148)
  %78 = load volatile i64, ptr %25, align 8, !dbg !182, !tbaa !63
  %79 = ashr i64 %44, 12, !dbg !183
  %80 = xor i64 %78, %79, !dbg !184
    #dbg_value(i64 %80, !114, !DIExpression(), !148)
  %81 = load volatile i64, ptr %27, align 8, !dbg !185, !tbaa !63
  %82 = ashr i64 %44, 13, !dbg !186
  %83 = xor i64 %81, %82, !dbg !187
    #dbg_value(i64 %83, !115, !DIExpression(), !148)
  %84 = call fastcc i64 @opaque(i64 noundef %44), !dbg !188
    #dbg_value(i64 %84, !116, !DIExpression(), !148)
  %85 = shl i64 %47, 1, !dbg !189
  %86 = and i64 %44, -2, !dbg !189
  %87 = xor i64 %85, %86, !dbg !189
  %88 = mul nsw i64 %50, 3, !dbg !190
  %89 = shl nsw i64 %53, 2, !dbg !191
  %90 = mul nsw i64 %56, 5, !dbg !192
  %91 = mul nsw i64 %59, 6, !dbg !193
  %92 = mul nsw i64 %62, 7, !dbg !194
  %93 = shl nsw i64 %65, 3, !dbg !195
  %94 = mul nsw i64 %68, 9, !dbg !196
  %95 = mul nsw i64 %71, 10, !dbg !197
  %96 = mul nsw i64 %74, 11, !dbg !198
  %97 = mul nsw i64 %77, 12, !dbg !199
  %98 = mul nsw i64 %80, 13, !dbg !200
  %99 = mul nsw i64 %83, 14, !dbg !201
  %100 = add i64 %87, %46, !dbg !202
  %101 = add i64 %100, %88, !dbg !203
  %102 = add i64 %101, %89, !dbg !204
  %103 = add i64 %102, %90, !dbg !205
  %104 = add i64 %103, %91, !dbg !206
  %105 = add i64 %104, %92, !dbg !207
  %106 = add i64 %105, %93, !dbg !208
  %107 = add i64 %106, %94, !dbg !209
  %108 = add i64 %107, %95, !dbg !210
  %109 = add i64 %108, %96, !dbg !211
  %110 = add i64 %109, %97, !dbg !212
  %111 = add i64 %110, %84, !dbg !213
  %112 = add nsw i64 %111, %98, !dbg !214
  %113 = add nsw i64 %112, %99, !dbg !215
  call fastcc void @thrower(i64 noundef %113), !dbg !216
  br label %141

114:                                              ; preds = %1
  %115 = shl nsw i64 %4, 1, !dbg !217
  %116 = add nsw i64 %115, %2, !dbg !218
  %117 = mul nsw i64 %6, 3, !dbg !219
  %118 = add nsw i64 %116, %117, !dbg !220
  %119 = shl nsw i64 %8, 2, !dbg !221
  %120 = add nsw i64 %118, %119, !dbg !222
  %121 = mul nsw i64 %10, 5, !dbg !223
  %122 = add nsw i64 %120, %121, !dbg !224
  %123 = mul nsw i64 %12, 6, !dbg !225
  %124 = add nsw i64 %122, %123, !dbg !226
  %125 = mul nsw i64 %14, 7, !dbg !227
  %126 = add nsw i64 %124, %125, !dbg !228
  %127 = shl nsw i64 %16, 3, !dbg !229
  %128 = add nsw i64 %126, %127, !dbg !230
  %129 = mul nsw i64 %18, 9, !dbg !231
  %130 = add nsw i64 %128, %129, !dbg !232
  %131 = mul nsw i64 %20, 10, !dbg !233
  %132 = add nsw i64 %130, %131, !dbg !234
  %133 = mul nsw i64 %22, 11, !dbg !235
  %134 = add nsw i64 %132, %133, !dbg !236
  %135 = mul nsw i64 %24, 12, !dbg !237
  %136 = add nsw i64 %134, %135, !dbg !238
  %137 = mul nsw i64 %26, 13, !dbg !239
  %138 = add nsw i64 %136, %137, !dbg !240
  %139 = mul nsw i64 %28, 14, !dbg !241
  %140 = add nsw i64 %138, %139, !dbg !242
  br label %141, !dbg !243

141:                                              ; preds = %114, %31
  %142 = phi i64 [ %84, %31 ], [ %140, %114 ], !dbg !117
  ret i64 %142, !dbg !244
}

; Function Attrs: nounwind returns_twice
declare !dbg !245 i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @opaque(i64 noundef %0) unnamed_addr #5 !dbg !249 {
    #dbg_value(i64 %0, !253, !DIExpression(), !254)
  %2 = mul nsw i64 %0, 3, !dbg !255
  %3 = add nsw i64 %2, 1, !dbg !256
  ret i64 %3, !dbg !257
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @thrower(i64 noundef %0) unnamed_addr #3 !dbg !258 {
    #dbg_value(i64 %0, !262, !DIExpression(), !263)
  %2 = icmp eq i64 %0, 12345, !dbg !264
  br i1 %2, label %4, label %3, !dbg !266

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @buf, i32 noundef 1) #9, !dbg !267
  unreachable, !dbg !267

4:                                                ; preds = %1
  ret void, !dbg !268
}

; Function Attrs: noreturn nounwind
declare !dbg !269 void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/setjmp_spill_slots.c", directory: ".", checksumkind: CSK_MD5, checksum: "09f49f11976e8aba023cdae57200056a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "buf", scope: !9, file: !2, line: 8, type: !11, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !12, line: 32, baseType: !13)
!12 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 1600, elements: !36)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !15, line: 26, size: 1600, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!16 = !{!17, !24, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !14, file: !15, line: 32, baseType: !18, size: 512)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !19, line: 31, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 512, elements: !22)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !14, file: !15, line: 33, baseType: !25, size: 32, offset: 512)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !14, file: !15, line: 34, baseType: !27, size: 1024, offset: 576)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !28, line: 8, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !28, line: 5, size: 1024, elements: !30)
!30 = !{!31}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !29, file: !28, line: 7, baseType: !32, size: 1024)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 1024, elements: !34)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DISubrange(count: 16)
!36 = !{!37}
!37 = !DISubrange(count: 1)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !47, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!25}
!49 = !{!50, !55}
!50 = !DILocalVariable(name: "in", scope: !46, file: !2, line: 29, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 896, elements: !53)
!52 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!53 = !{!54}
!54 = !DISubrange(count: 14)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 30, type: !25)
!56 = distinct !DILexicalBlock(scope: !46, file: !2, line: 30, column: 3)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !46)
!59 = !DILocation(line: 29, column: 3, scope: !46)
!60 = !DILocation(line: 0, scope: !56)
!61 = !DILocation(line: 30, column: 38, scope: !62)
!62 = distinct !DILexicalBlock(scope: !56, file: !2, line: 30, column: 3)
!63 = !{!64, !64, i64 0}
!64 = !{!"long", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 30, column: 32, scope: !62)
!68 = !DILocation(line: 31, column: 19, scope: !46)
!69 = !DILocation(line: 31, column: 3, scope: !46)
!70 = !DILocation(line: 33, column: 1, scope: !46)
!71 = !DILocation(line: 32, column: 3, scope: !46)
!72 = !DISubprogram(name: "printf", scope: !73, file: !73, line: 356, type: !74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!74 = !DISubroutineType(types: !75)
!75 = !{!25, !76, null}
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!79 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 11, type: !80, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!21, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!83 = !{!84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116}
!84 = !DILocalVariable(name: "in", arg: 1, scope: !79, file: !2, line: 11, type: !82)
!85 = !DILocalVariable(name: "a0", scope: !79, file: !2, line: 12, type: !21)
!86 = !DILocalVariable(name: "a1", scope: !79, file: !2, line: 12, type: !21)
!87 = !DILocalVariable(name: "a2", scope: !79, file: !2, line: 12, type: !21)
!88 = !DILocalVariable(name: "a3", scope: !79, file: !2, line: 12, type: !21)
!89 = !DILocalVariable(name: "a4", scope: !79, file: !2, line: 12, type: !21)
!90 = !DILocalVariable(name: "a5", scope: !79, file: !2, line: 12, type: !21)
!91 = !DILocalVariable(name: "a6", scope: !79, file: !2, line: 12, type: !21)
!92 = !DILocalVariable(name: "a7", scope: !79, file: !2, line: 13, type: !21)
!93 = !DILocalVariable(name: "a8", scope: !79, file: !2, line: 13, type: !21)
!94 = !DILocalVariable(name: "a9", scope: !79, file: !2, line: 13, type: !21)
!95 = !DILocalVariable(name: "a10", scope: !79, file: !2, line: 13, type: !21)
!96 = !DILocalVariable(name: "a11", scope: !79, file: !2, line: 13, type: !21)
!97 = !DILocalVariable(name: "a12", scope: !79, file: !2, line: 13, type: !21)
!98 = !DILocalVariable(name: "a13", scope: !79, file: !2, line: 13, type: !21)
!99 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 15, type: !21)
!100 = distinct !DILexicalBlock(scope: !101, file: !2, line: 14, column: 25)
!101 = distinct !DILexicalBlock(scope: !79, file: !2, line: 14, column: 7)
!102 = !DILocalVariable(name: "b0", scope: !100, file: !2, line: 16, type: !21)
!103 = !DILocalVariable(name: "b1", scope: !100, file: !2, line: 16, type: !21)
!104 = !DILocalVariable(name: "b2", scope: !100, file: !2, line: 16, type: !21)
!105 = !DILocalVariable(name: "b3", scope: !100, file: !2, line: 16, type: !21)
!106 = !DILocalVariable(name: "b4", scope: !100, file: !2, line: 17, type: !21)
!107 = !DILocalVariable(name: "b5", scope: !100, file: !2, line: 17, type: !21)
!108 = !DILocalVariable(name: "b6", scope: !100, file: !2, line: 17, type: !21)
!109 = !DILocalVariable(name: "b7", scope: !100, file: !2, line: 17, type: !21)
!110 = !DILocalVariable(name: "b8", scope: !100, file: !2, line: 18, type: !21)
!111 = !DILocalVariable(name: "b9", scope: !100, file: !2, line: 18, type: !21)
!112 = !DILocalVariable(name: "b10", scope: !100, file: !2, line: 18, type: !21)
!113 = !DILocalVariable(name: "b11", scope: !100, file: !2, line: 18, type: !21)
!114 = !DILocalVariable(name: "b12", scope: !100, file: !2, line: 19, type: !21)
!115 = !DILocalVariable(name: "b13", scope: !100, file: !2, line: 19, type: !21)
!116 = !DILocalVariable(name: "t", scope: !100, file: !2, line: 20, type: !21)
!117 = !DILocation(line: 0, scope: !79)
!118 = !DILocation(line: 12, column: 13, scope: !79)
!119 = !DILocation(line: 12, column: 25, scope: !79)
!120 = !DILocation(line: 12, column: 37, scope: !79)
!121 = !DILocation(line: 12, column: 49, scope: !79)
!122 = !DILocation(line: 12, column: 61, scope: !79)
!123 = !DILocation(line: 12, column: 73, scope: !79)
!124 = !DILocation(line: 12, column: 85, scope: !79)
!125 = !DILocation(line: 13, column: 13, scope: !79)
!126 = !DILocation(line: 13, column: 25, scope: !79)
!127 = !DILocation(line: 13, column: 37, scope: !79)
!128 = !DILocation(line: 13, column: 50, scope: !79)
!129 = !DILocation(line: 13, column: 64, scope: !79)
!130 = !DILocation(line: 13, column: 78, scope: !79)
!131 = !DILocation(line: 13, column: 92, scope: !79)
!132 = !DILocation(line: 14, column: 7, scope: !101)
!133 = !DILocation(line: 14, column: 19, scope: !101)
!134 = !DILocation(line: 14, column: 7, scope: !79)
!135 = !DILocation(line: 15, column: 17, scope: !100)
!136 = !DILocation(line: 15, column: 22, scope: !100)
!137 = !DILocation(line: 15, column: 27, scope: !100)
!138 = !DILocation(line: 15, column: 32, scope: !100)
!139 = !DILocation(line: 15, column: 37, scope: !100)
!140 = !DILocation(line: 15, column: 42, scope: !100)
!141 = !DILocation(line: 15, column: 47, scope: !100)
!142 = !DILocation(line: 15, column: 52, scope: !100)
!143 = !DILocation(line: 15, column: 57, scope: !100)
!144 = !DILocation(line: 15, column: 62, scope: !100)
!145 = !DILocation(line: 15, column: 68, scope: !100)
!146 = !DILocation(line: 15, column: 74, scope: !100)
!147 = !DILocation(line: 15, column: 80, scope: !100)
!148 = !DILocation(line: 0, scope: !100)
!149 = !DILocation(line: 16, column: 15, scope: !100)
!150 = !DILocation(line: 16, column: 21, scope: !100)
!151 = !DILocation(line: 16, column: 31, scope: !100)
!152 = !DILocation(line: 16, column: 54, scope: !100)
!153 = !DILocation(line: 16, column: 65, scope: !100)
!154 = !DILocation(line: 16, column: 60, scope: !100)
!155 = !DILocation(line: 16, column: 77, scope: !100)
!156 = !DILocation(line: 16, column: 88, scope: !100)
!157 = !DILocation(line: 16, column: 83, scope: !100)
!158 = !DILocation(line: 17, column: 15, scope: !100)
!159 = !DILocation(line: 17, column: 26, scope: !100)
!160 = !DILocation(line: 17, column: 21, scope: !100)
!161 = !DILocation(line: 17, column: 38, scope: !100)
!162 = !DILocation(line: 17, column: 49, scope: !100)
!163 = !DILocation(line: 17, column: 44, scope: !100)
!164 = !DILocation(line: 17, column: 61, scope: !100)
!165 = !DILocation(line: 17, column: 72, scope: !100)
!166 = !DILocation(line: 17, column: 67, scope: !100)
!167 = !DILocation(line: 17, column: 84, scope: !100)
!168 = !DILocation(line: 17, column: 95, scope: !100)
!169 = !DILocation(line: 17, column: 90, scope: !100)
!170 = !DILocation(line: 18, column: 15, scope: !100)
!171 = !DILocation(line: 18, column: 26, scope: !100)
!172 = !DILocation(line: 18, column: 21, scope: !100)
!173 = !DILocation(line: 18, column: 38, scope: !100)
!174 = !DILocation(line: 18, column: 49, scope: !100)
!175 = !DILocation(line: 18, column: 44, scope: !100)
!176 = !DILocation(line: 18, column: 62, scope: !100)
!177 = !DILocation(line: 18, column: 74, scope: !100)
!178 = !DILocation(line: 18, column: 69, scope: !100)
!179 = !DILocation(line: 18, column: 88, scope: !100)
!180 = !DILocation(line: 18, column: 100, scope: !100)
!181 = !DILocation(line: 18, column: 95, scope: !100)
!182 = !DILocation(line: 19, column: 16, scope: !100)
!183 = !DILocation(line: 19, column: 28, scope: !100)
!184 = !DILocation(line: 19, column: 23, scope: !100)
!185 = !DILocation(line: 19, column: 42, scope: !100)
!186 = !DILocation(line: 19, column: 54, scope: !100)
!187 = !DILocation(line: 19, column: 49, scope: !100)
!188 = !DILocation(line: 20, column: 14, scope: !100)
!189 = !DILocation(line: 21, column: 24, scope: !100)
!190 = !DILocation(line: 21, column: 33, scope: !100)
!191 = !DILocation(line: 21, column: 42, scope: !100)
!192 = !DILocation(line: 21, column: 51, scope: !100)
!193 = !DILocation(line: 21, column: 60, scope: !100)
!194 = !DILocation(line: 21, column: 69, scope: !100)
!195 = !DILocation(line: 21, column: 78, scope: !100)
!196 = !DILocation(line: 21, column: 87, scope: !100)
!197 = !DILocation(line: 21, column: 97, scope: !100)
!198 = !DILocation(line: 22, column: 16, scope: !100)
!199 = !DILocation(line: 22, column: 27, scope: !100)
!200 = !DILocation(line: 22, column: 38, scope: !100)
!201 = !DILocation(line: 22, column: 49, scope: !100)
!202 = !DILocation(line: 21, column: 15, scope: !100)
!203 = !DILocation(line: 21, column: 20, scope: !100)
!204 = !DILocation(line: 21, column: 29, scope: !100)
!205 = !DILocation(line: 21, column: 38, scope: !100)
!206 = !DILocation(line: 21, column: 47, scope: !100)
!207 = !DILocation(line: 21, column: 56, scope: !100)
!208 = !DILocation(line: 21, column: 65, scope: !100)
!209 = !DILocation(line: 21, column: 74, scope: !100)
!210 = !DILocation(line: 21, column: 83, scope: !100)
!211 = !DILocation(line: 21, column: 92, scope: !100)
!212 = !DILocation(line: 21, column: 102, scope: !100)
!213 = !DILocation(line: 22, column: 22, scope: !100)
!214 = !DILocation(line: 22, column: 33, scope: !100)
!215 = !DILocation(line: 22, column: 44, scope: !100)
!216 = !DILocation(line: 21, column: 5, scope: !100)
!217 = !DILocation(line: 25, column: 17, scope: !79)
!218 = !DILocation(line: 25, column: 13, scope: !79)
!219 = !DILocation(line: 25, column: 26, scope: !79)
!220 = !DILocation(line: 25, column: 22, scope: !79)
!221 = !DILocation(line: 25, column: 35, scope: !79)
!222 = !DILocation(line: 25, column: 31, scope: !79)
!223 = !DILocation(line: 25, column: 44, scope: !79)
!224 = !DILocation(line: 25, column: 40, scope: !79)
!225 = !DILocation(line: 25, column: 53, scope: !79)
!226 = !DILocation(line: 25, column: 49, scope: !79)
!227 = !DILocation(line: 25, column: 62, scope: !79)
!228 = !DILocation(line: 25, column: 58, scope: !79)
!229 = !DILocation(line: 25, column: 71, scope: !79)
!230 = !DILocation(line: 25, column: 67, scope: !79)
!231 = !DILocation(line: 25, column: 80, scope: !79)
!232 = !DILocation(line: 25, column: 76, scope: !79)
!233 = !DILocation(line: 25, column: 90, scope: !79)
!234 = !DILocation(line: 25, column: 85, scope: !79)
!235 = !DILocation(line: 26, column: 13, scope: !79)
!236 = !DILocation(line: 25, column: 95, scope: !79)
!237 = !DILocation(line: 26, column: 24, scope: !79)
!238 = !DILocation(line: 26, column: 19, scope: !79)
!239 = !DILocation(line: 26, column: 35, scope: !79)
!240 = !DILocation(line: 26, column: 30, scope: !79)
!241 = !DILocation(line: 26, column: 46, scope: !79)
!242 = !DILocation(line: 26, column: 41, scope: !79)
!243 = !DILocation(line: 25, column: 3, scope: !79)
!244 = !DILocation(line: 27, column: 1, scope: !79)
!245 = !DISubprogram(name: "_setjmp", scope: !12, file: !12, line: 45, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!25, !248}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!249 = distinct !DISubprogram(name: "opaque", scope: !2, file: !2, line: 10, type: !250, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!21, !21}
!252 = !{!253}
!253 = !DILocalVariable(name: "v", arg: 1, scope: !249, file: !2, line: 10, type: !21)
!254 = !DILocation(line: 0, scope: !249)
!255 = !DILocation(line: 10, column: 65, scope: !249)
!256 = !DILocation(line: 10, column: 69, scope: !249)
!257 = !DILocation(line: 10, column: 56, scope: !249)
!258 = distinct !DISubprogram(name: "thrower", scope: !2, file: !2, line: 9, type: !259, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !21}
!261 = !{!262}
!262 = !DILocalVariable(name: "v", arg: 1, scope: !258, file: !2, line: 9, type: !21)
!263 = !DILocation(line: 0, scope: !258)
!264 = !DILocation(line: 9, column: 63, scope: !265)
!265 = distinct !DILexicalBlock(scope: !258, file: !2, line: 9, column: 61)
!266 = !DILocation(line: 9, column: 61, scope: !258)
!267 = !DILocation(line: 9, column: 73, scope: !265)
!268 = !DILocation(line: 9, column: 90, scope: !258)
!269 = !DISubprogram(name: "longjmp", scope: !12, file: !12, line: 54, type: !270, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !248, !25}
