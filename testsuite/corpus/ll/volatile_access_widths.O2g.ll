; ModuleID = 'programs/volatile_access_widths.c'
source_filename = "programs/volatile_access_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.regs = type { i32, i32, i32 }

@v8 = internal global i8 0, align 1, !dbg !0
@v16 = internal global i16 0, align 2, !dbg !44
@v32 = internal global i32 0, align 4, !dbg !47
@v64 = internal global i64 0, align 8, !dbg !50
@vf = internal global float 0.000000e+00, align 4, !dbg !53
@vd = internal global double 0.000000e+00, align 8, !dbg !57
@.str = private unnamed_addr constant [59 x i8] c"v8=%u v16=%u v32=%08x v64=%016llx vf=%g vd=%.6f h=%016llx\0A\00", align 1, !dbg !23
@__const.main.r = private unnamed_addr constant %struct.regs { i32 1, i32 2, i32 3 }, align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"regs ctrl=%x status=%u poll=%llu\0A\00", align 1, !dbg !29
@.str.2 = private unnamed_addr constant [31 x i8] c"flags a=%u b=%u c=%u size=%zu\0A\00", align 1, !dbg !34
@.str.3 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1, !dbg !39

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = alloca %struct.regs, align 4, !DIAssignID !98
    #dbg_assign(i1 undef, !76, !DIExpression(), !98, ptr %1, !DIExpression(), !99)
  %2 = alloca i32, align 4, !DIAssignID !100
    #dbg_assign(i1 undef, !82, !DIExpression(), !100, ptr %2, !DIExpression(), !99)
  %3 = alloca i32, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !91, !DIExpression(), !101, ptr %3, !DIExpression(), !99)
  %4 = alloca ptr, align 8, !DIAssignID !102
    #dbg_assign(i1 undef, !93, !DIExpression(), !102, ptr %4, !DIExpression(), !99)
  %5 = alloca i32, align 4, !DIAssignID !103
    #dbg_assign(i1 undef, !96, !DIExpression(), !103, ptr %5, !DIExpression(), !104)
    #dbg_value(i64 0, !73, !DIExpression(), !99)
    #dbg_value(i32 0, !74, !DIExpression(), !105)
  br label %26, !dbg !106

6:                                                ; preds = %26
  %7 = load volatile i8, ptr @v8, align 1, !dbg !107, !tbaa !108
  %8 = zext i8 %7 to i32, !dbg !107
  %9 = load volatile i16, ptr @v16, align 2, !dbg !111, !tbaa !112
  %10 = zext i16 %9 to i32, !dbg !111
  %11 = load volatile i32, ptr @v32, align 4, !dbg !114, !tbaa !115
  %12 = load volatile i64, ptr @v64, align 8, !dbg !117, !tbaa !118
  %13 = load volatile float, ptr @vf, align 4, !dbg !120, !tbaa !121
  %14 = fpext float %13 to double, !dbg !123
  %15 = load volatile double, ptr @vd, align 8, !dbg !124, !tbaa !125
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %10, i32 noundef %11, i64 noundef %12, double noundef %14, double noundef %15, i64 noundef %63), !dbg !127
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #5, !dbg !128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.r, i64 12, i1 false), !dbg !129, !DIAssignID !130
    #dbg_assign(i1 undef, !76, !DIExpression(), !130, ptr %1, !DIExpression(), !99)
  %17 = load volatile i32, ptr %1, align 4, !dbg !131, !tbaa !132
  %18 = or i32 %17, 128, !dbg !131
  store volatile i32 %18, ptr %1, align 4, !dbg !131, !tbaa !132, !DIAssignID !134
    #dbg_assign(i32 %18, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !134, ptr %1, !DIExpression(), !99)
  %19 = load volatile i32, ptr %1, align 4, !dbg !135, !tbaa !132
  %20 = add i32 %19, 3, !dbg !136
  %21 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !137
  store volatile i32 %20, ptr %21, align 4, !dbg !138, !tbaa !139, !DIAssignID !140
    #dbg_assign(i32 %20, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %21, !DIExpression(), !99)
  %22 = load volatile i32, ptr %1, align 4, !dbg !141, !tbaa !132
  %23 = load volatile i32, ptr %21, align 4, !dbg !142, !tbaa !139
  %24 = call fastcc i64 @poll(ptr noundef nonnull %1), !dbg !143
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22, i32 noundef %23, i64 noundef %24), !dbg !144
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !145
  store i32 0, ptr %2, align 4, !dbg !146, !DIAssignID !147
    #dbg_assign(i32 0, !82, !DIExpression(), !147, ptr %2, !DIExpression(), !99)
    #dbg_value(i32 0, !89, !DIExpression(), !148)
  br label %80, !dbg !149

26:                                               ; preds = %0, %26
  %27 = phi i32 [ 0, %0 ], [ %64, %26 ]
  %28 = phi i64 [ 0, %0 ], [ %63, %26 ]
    #dbg_value(i32 %27, !74, !DIExpression(), !105)
    #dbg_value(i64 %28, !73, !DIExpression(), !99)
  %29 = load volatile i8, ptr @v8, align 1, !dbg !150, !tbaa !108
  %30 = add i8 %29, 3, !dbg !153
  store volatile i8 %30, ptr @v8, align 1, !dbg !154, !tbaa !108
  %31 = load volatile i16, ptr @v16, align 2, !dbg !155, !tbaa !112
  %32 = mul i16 %31, 3, !dbg !156
  %33 = add i16 %32, 1, !dbg !157
  store volatile i16 %33, ptr @v16, align 2, !dbg !158, !tbaa !112
  %34 = trunc nuw i32 %27 to i8, !dbg !159
  %35 = urem i8 %34, 25, !dbg !159
  %36 = zext nneg i8 %35 to i32, !dbg !159
  %37 = shl nuw nsw i32 %27, %36, !dbg !160
  %38 = load volatile i32, ptr @v32, align 4, !dbg !161, !tbaa !115
  %39 = xor i32 %38, %37, !dbg !161
  store volatile i32 %39, ptr @v32, align 4, !dbg !161, !tbaa !115
  %40 = load volatile i32, ptr @v32, align 4, !dbg !162, !tbaa !115
  %41 = zext i32 %40 to i64, !dbg !163
  %42 = load volatile i16, ptr @v16, align 2, !dbg !164, !tbaa !112
  %43 = zext i16 %42 to i64, !dbg !164
  %44 = mul nuw nsw i64 %43, %41, !dbg !165
  %45 = load volatile i64, ptr @v64, align 8, !dbg !166, !tbaa !118
  %46 = add i64 %44, %45, !dbg !166
  store volatile i64 %46, ptr @v64, align 8, !dbg !166, !tbaa !118
  %47 = load volatile float, ptr @vf, align 4, !dbg !167, !tbaa !121
  %48 = fadd float %47, 5.000000e-01, !dbg !168
  store volatile float %48, ptr @vf, align 4, !dbg !169, !tbaa !121
  %49 = load volatile double, ptr @vd, align 8, !dbg !170, !tbaa !125
  %50 = fmul double %49, 1.010000e+00, !dbg !171
  %51 = fadd double %50, 1.000000e+00, !dbg !172
  store volatile double %51, ptr @vd, align 8, !dbg !173, !tbaa !125
  %52 = mul i64 %28, 31, !dbg !174
  %53 = load volatile i8, ptr @v8, align 1, !dbg !175, !tbaa !108
  %54 = zext i8 %53 to i64, !dbg !175
  %55 = add i64 %52, %54, !dbg !176
  %56 = load volatile i16, ptr @v16, align 2, !dbg !177, !tbaa !112
  %57 = zext i16 %56 to i64, !dbg !177
  %58 = add i64 %55, %57, !dbg !178
  %59 = load volatile i32, ptr @v32, align 4, !dbg !179, !tbaa !115
  %60 = zext i32 %59 to i64, !dbg !179
  %61 = add i64 %58, %60, !dbg !180
  %62 = load volatile i64, ptr @v64, align 8, !dbg !181, !tbaa !118
  %63 = add i64 %61, %62, !dbg !182
    #dbg_value(i64 %63, !73, !DIExpression(), !99)
  %64 = add nuw nsw i32 %27, 1, !dbg !183
    #dbg_value(i32 %64, !74, !DIExpression(), !105)
  %65 = icmp eq i32 %64, 100, !dbg !184
  br i1 %65, label %6, label %26, !dbg !106, !llvm.loop !185

66:                                               ; preds = %80
  %67 = load volatile i32, ptr %2, align 4, !dbg !188
  %68 = and i32 %67, 7, !dbg !188
  %69 = load volatile i32, ptr %2, align 4, !dbg !189
  %70 = lshr i32 %69, 3, !dbg !189
  %71 = and i32 %70, 127, !dbg !189
  %72 = load volatile i32, ptr %2, align 4, !dbg !190
  %73 = lshr i32 %72, 10, !dbg !190
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %68, i32 noundef %71, i32 noundef %73, i64 noundef 4), !dbg !191
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #5, !dbg !192
  store volatile i32 5, ptr %3, align 4, !dbg !193, !tbaa !115, !DIAssignID !194
    #dbg_assign(i32 5, !91, !DIExpression(), !194, ptr %3, !DIExpression(), !99)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !195
  store volatile ptr %3, ptr %4, align 8, !dbg !196, !tbaa !197, !DIAssignID !199
    #dbg_assign(ptr %3, !93, !DIExpression(), !199, ptr %4, !DIExpression(), !99)
  %75 = load volatile ptr, ptr %4, align 8, !dbg !200, !tbaa !197
  %76 = load volatile i32, ptr %75, align 4, !dbg !201, !tbaa !115
  %77 = add nsw i32 %76, 10, !dbg !201
  store volatile i32 %77, ptr %75, align 4, !dbg !201, !tbaa !115
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !202
  store volatile i32 0, ptr %5, align 4, !dbg !203, !tbaa !115, !DIAssignID !204
    #dbg_assign(i32 0, !96, !DIExpression(), !204, ptr %5, !DIExpression(), !104)
  %78 = load volatile i32, ptr %5, align 4, !dbg !205, !tbaa !115
  %79 = icmp slt i32 %78, 10, !dbg !207
  br i1 %79, label %108, label %103, !dbg !208

80:                                               ; preds = %6, %80
  %81 = phi i32 [ 0, %6 ], [ %101, %80 ]
    #dbg_value(i32 %81, !89, !DIExpression(), !148)
  %82 = load volatile i32, ptr %2, align 4, !dbg !209
  %83 = add i32 %82, 1, !dbg !209
  %84 = load volatile i32, ptr %2, align 4, !dbg !209
  %85 = and i32 %83, 7, !dbg !209
  %86 = and i32 %84, -8, !dbg !209
  %87 = or disjoint i32 %86, %85, !dbg !209
  store volatile i32 %87, ptr %2, align 4, !dbg !209, !DIAssignID !212
    #dbg_assign(i32 %87, !82, !DIExpression(), !212, ptr %2, !DIExpression(), !99)
  %88 = load volatile i32, ptr %2, align 4, !dbg !213
  %89 = load volatile i32, ptr %2, align 4, !dbg !213
  %90 = add i32 %88, 40, !dbg !213
  %91 = and i32 %90, 1016, !dbg !213
  %92 = and i32 %89, -1017, !dbg !213
  %93 = or disjoint i32 %92, %91, !dbg !213
  store volatile i32 %93, ptr %2, align 4, !dbg !213, !DIAssignID !214
    #dbg_assign(i32 %93, !82, !DIExpression(), !214, ptr %2, !DIExpression(), !99)
  %94 = load volatile i32, ptr %2, align 4, !dbg !215
  %95 = lshr i32 %94, 10, !dbg !215
  %96 = load volatile i32, ptr %2, align 4, !dbg !216
  %97 = mul i32 %95, 3072, !dbg !216
  %98 = add i32 %97, 1024, !dbg !216
  %99 = and i32 %96, 1023, !dbg !216
  %100 = or disjoint i32 %98, %99, !dbg !216
  store volatile i32 %100, ptr %2, align 4, !dbg !216, !DIAssignID !217
    #dbg_assign(i32 %100, !82, !DIExpression(), !217, ptr %2, !DIExpression(), !99)
  %101 = add nuw nsw i32 %81, 1, !dbg !218
    #dbg_value(i32 %101, !89, !DIExpression(), !148)
  %102 = icmp eq i32 %101, 20, !dbg !219
  br i1 %102, label %66, label %80, !dbg !149, !llvm.loop !220

103:                                              ; preds = %108, %66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !222
  %104 = load volatile i32, ptr %3, align 4, !dbg !223, !tbaa !115
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %104), !dbg !224
  %106 = trunc i64 %63 to i32, !dbg !225
  %107 = and i32 %106, 127, !dbg !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !226
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5, !dbg !226
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !226
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #5, !dbg !226
  ret i32 %107, !dbg !227

108:                                              ; preds = %66, %108
  %109 = load volatile i32, ptr %5, align 4, !dbg !228, !tbaa !115
  %110 = load volatile i32, ptr %3, align 4, !dbg !229, !tbaa !115
  %111 = add nsw i32 %110, %109, !dbg !229
  store volatile i32 %111, ptr %3, align 4, !dbg !229, !tbaa !115, !DIAssignID !230
    #dbg_assign(i32 %111, !91, !DIExpression(), !230, ptr %3, !DIExpression(), !99)
  %112 = load volatile i32, ptr %5, align 4, !dbg !231, !tbaa !115
  %113 = add nsw i32 %112, 1, !dbg !231
  store volatile i32 %113, ptr %5, align 4, !dbg !231, !tbaa !115, !DIAssignID !232
    #dbg_assign(i32 %113, !96, !DIExpression(), !232, ptr %5, !DIExpression(), !104)
  %114 = load volatile i32, ptr %5, align 4, !dbg !205, !tbaa !115
  %115 = icmp slt i32 %114, 10, !dbg !207
  br i1 %115, label %108, label %103, !dbg !208, !llvm.loop !233
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !235 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @poll(ptr noundef %0) unnamed_addr #4 !dbg !242 {
    #dbg_value(ptr %0, !247, !DIExpression(), !252)
    #dbg_value(i32 10, !248, !DIExpression(), !252)
    #dbg_value(i64 0, !249, !DIExpression(), !252)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
    #dbg_value(i64 0, !249, !DIExpression(), !252)
  %2 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %3 = zext i32 %2 to i64, !dbg !254
    #dbg_value(i64 %3, !249, !DIExpression(), !252)
    #dbg_value(i32 1, !250, !DIExpression(), !253)
  %4 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %5 = zext i32 %4 to i64, !dbg !254
  %6 = add nuw nsw i64 %3, %5, !dbg !256
    #dbg_value(i64 %6, !249, !DIExpression(), !252)
    #dbg_value(i32 2, !250, !DIExpression(), !253)
  %7 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %8 = zext i32 %7 to i64, !dbg !254
  %9 = add nuw nsw i64 %6, %8, !dbg !256
    #dbg_value(i64 %9, !249, !DIExpression(), !252)
    #dbg_value(i32 3, !250, !DIExpression(), !253)
  %10 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %11 = zext i32 %10 to i64, !dbg !254
  %12 = add nuw nsw i64 %9, %11, !dbg !256
    #dbg_value(i64 %12, !249, !DIExpression(), !252)
    #dbg_value(i32 4, !250, !DIExpression(), !253)
  %13 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %14 = zext i32 %13 to i64, !dbg !254
  %15 = add nuw nsw i64 %12, %14, !dbg !256
    #dbg_value(i64 %15, !249, !DIExpression(), !252)
    #dbg_value(i32 5, !250, !DIExpression(), !253)
  %16 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %17 = zext i32 %16 to i64, !dbg !254
  %18 = add nuw nsw i64 %15, %17, !dbg !256
    #dbg_value(i64 %18, !249, !DIExpression(), !252)
    #dbg_value(i32 6, !250, !DIExpression(), !253)
  %19 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %20 = zext i32 %19 to i64, !dbg !254
  %21 = add nuw nsw i64 %18, %20, !dbg !256
    #dbg_value(i64 %21, !249, !DIExpression(), !252)
    #dbg_value(i32 7, !250, !DIExpression(), !253)
  %22 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %23 = zext i32 %22 to i64, !dbg !254
  %24 = add nuw nsw i64 %21, %23, !dbg !256
    #dbg_value(i64 %24, !249, !DIExpression(), !252)
    #dbg_value(i32 8, !250, !DIExpression(), !253)
  %25 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %26 = zext i32 %25 to i64, !dbg !254
  %27 = add nuw nsw i64 %24, %26, !dbg !256
    #dbg_value(i64 %27, !249, !DIExpression(), !252)
    #dbg_value(i32 9, !250, !DIExpression(), !253)
  %28 = load volatile i32, ptr %0, align 4, !dbg !254, !tbaa !115
  %29 = zext i32 %28 to i64, !dbg !254
  %30 = add nuw nsw i64 %27, %29, !dbg !256
    #dbg_value(i64 %30, !249, !DIExpression(), !252)
    #dbg_value(i32 10, !250, !DIExpression(), !253)
  ret i64 %30, !dbg !257
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "v8", scope: !2, file: !3, line: 9, type: !60, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/volatile_access_widths.c", directory: ".", checksumkind: CSK_MD5, checksum: "be069587773beba5cbc5e3ac46eabd48")
!4 = !{!5, !10, !13, !16, !19, !20, !21}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !6, line: 25, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !8, line: 40, baseType: !12)
!12 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !15)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !6, line: 27, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !18)
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!23, !29, !34, !39, !0, !44, !47, !50, !53, !57}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 472, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 59)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 272, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 34)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 248, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 31)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 48, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 6)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "v16", scope: !2, file: !3, line: 9, type: !46, isLocal: true, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "v32", scope: !2, file: !3, line: 9, type: !49, isLocal: true, isDefinition: true)
!49 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "v64", scope: !2, file: !3, line: 9, type: !52, isLocal: true, isDefinition: true)
!52 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "vf", scope: !2, file: !3, line: 10, type: !55, isLocal: true, isDefinition: true)
!55 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !56)
!56 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "vd", scope: !2, file: !3, line: 10, type: !59, isLocal: true, isDefinition: true)
!59 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!60 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !70, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!21}
!72 = !{!73, !74, !76, !82, !89, !91, !93, !96}
!73 = !DILocalVariable(name: "h", scope: !69, file: !3, line: 17, type: !16)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 18, type: !21)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 18, column: 5)
!76 = !DILocalVariable(name: "r", scope: !69, file: !3, line: 24, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "regs", file: !3, line: 11, size: 96, elements: !78)
!78 = !{!79, !80, !81}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ctrl", scope: !77, file: !3, line: 11, baseType: !49, size: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !77, file: !3, line: 11, baseType: !49, size: 32, offset: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "plain", scope: !77, file: !3, line: 11, baseType: !13, size: 32, offset: 64)
!82 = !DILocalVariable(name: "f", scope: !69, file: !3, line: 27, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !3, line: 12, size: 32, elements: !84)
!84 = !{!85, !87, !88}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !83, file: !3, line: 12, baseType: !86, size: 3, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !15)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !83, file: !3, line: 12, baseType: !86, size: 7, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !83, file: !3, line: 12, baseType: !86, size: 22, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 28, type: !21)
!90 = distinct !DILexicalBlock(scope: !69, file: !3, line: 28, column: 5)
!91 = !DILocalVariable(name: "x", scope: !69, file: !3, line: 30, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!93 = !DILocalVariable(name: "px", scope: !69, file: !3, line: 31, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 33, type: !92)
!97 = distinct !DILexicalBlock(scope: !69, file: !3, line: 33, column: 5)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 0, scope: !69)
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !97)
!105 = !DILocation(line: 0, scope: !75)
!106 = !DILocation(line: 18, column: 5, scope: !75)
!107 = !DILocation(line: 23, column: 75, scope: !69)
!108 = !{!109, !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = !DILocation(line: 23, column: 79, scope: !69)
!112 = !{!113, !113, i64 0}
!113 = !{!"short", !109, i64 0}
!114 = !DILocation(line: 23, column: 84, scope: !69)
!115 = !{!116, !116, i64 0}
!116 = !{!"int", !109, i64 0}
!117 = !DILocation(line: 23, column: 109, scope: !69)
!118 = !{!119, !119, i64 0}
!119 = !{!"long", !109, i64 0}
!120 = !DILocation(line: 23, column: 122, scope: !69)
!121 = !{!122, !122, i64 0}
!122 = !{!"float", !109, i64 0}
!123 = !DILocation(line: 23, column: 114, scope: !69)
!124 = !DILocation(line: 23, column: 126, scope: !69)
!125 = !{!126, !126, i64 0}
!126 = !{!"double", !109, i64 0}
!127 = !DILocation(line: 23, column: 5, scope: !69)
!128 = !DILocation(line: 24, column: 5, scope: !69)
!129 = !DILocation(line: 24, column: 17, scope: !69)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 25, column: 12, scope: !69)
!132 = !{!133, !116, i64 0}
!133 = !{!"regs", !116, i64 0, !116, i64 4, !116, i64 8}
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 25, column: 34, scope: !69)
!136 = !DILocation(line: 25, column: 39, scope: !69)
!137 = !DILocation(line: 25, column: 23, scope: !69)
!138 = !DILocation(line: 25, column: 30, scope: !69)
!139 = !{!133, !116, i64 4}
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 26, column: 52, scope: !69)
!142 = !DILocation(line: 26, column: 60, scope: !69)
!143 = !DILocation(line: 26, column: 88, scope: !69)
!144 = !DILocation(line: 26, column: 5, scope: !69)
!145 = !DILocation(line: 27, column: 5, scope: !69)
!146 = !DILocation(line: 27, column: 18, scope: !69)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !90)
!149 = !DILocation(line: 28, column: 5, scope: !90)
!150 = !DILocation(line: 19, column: 24, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 18, column: 35)
!152 = distinct !DILexicalBlock(scope: !75, file: !3, line: 18, column: 5)
!153 = !DILocation(line: 19, column: 27, scope: !151)
!154 = !DILocation(line: 19, column: 12, scope: !151)
!155 = !DILocation(line: 19, column: 50, scope: !151)
!156 = !DILocation(line: 19, column: 54, scope: !151)
!157 = !DILocation(line: 19, column: 58, scope: !151)
!158 = !DILocation(line: 19, column: 37, scope: !151)
!159 = !DILocation(line: 19, column: 89, scope: !151)
!160 = !DILocation(line: 19, column: 83, scope: !151)
!161 = !DILocation(line: 19, column: 68, scope: !151)
!162 = !DILocation(line: 19, column: 113, scope: !151)
!163 = !DILocation(line: 19, column: 103, scope: !151)
!164 = !DILocation(line: 19, column: 119, scope: !151)
!165 = !DILocation(line: 19, column: 117, scope: !151)
!166 = !DILocation(line: 19, column: 100, scope: !151)
!167 = !DILocation(line: 20, column: 14, scope: !151)
!168 = !DILocation(line: 20, column: 17, scope: !151)
!169 = !DILocation(line: 20, column: 12, scope: !151)
!170 = !DILocation(line: 20, column: 30, scope: !151)
!171 = !DILocation(line: 20, column: 33, scope: !151)
!172 = !DILocation(line: 20, column: 40, scope: !151)
!173 = !DILocation(line: 20, column: 28, scope: !151)
!174 = !DILocation(line: 21, column: 15, scope: !151)
!175 = !DILocation(line: 21, column: 22, scope: !151)
!176 = !DILocation(line: 21, column: 20, scope: !151)
!177 = !DILocation(line: 21, column: 27, scope: !151)
!178 = !DILocation(line: 21, column: 25, scope: !151)
!179 = !DILocation(line: 21, column: 33, scope: !151)
!180 = !DILocation(line: 21, column: 31, scope: !151)
!181 = !DILocation(line: 21, column: 39, scope: !151)
!182 = !DILocation(line: 21, column: 37, scope: !151)
!183 = !DILocation(line: 18, column: 31, scope: !152)
!184 = !DILocation(line: 18, column: 23, scope: !152)
!185 = distinct !{!185, !106, !186, !187}
!186 = !DILocation(line: 22, column: 5, scope: !75)
!187 = !{!"llvm.loop.mustprogress"}
!188 = !DILocation(line: 29, column: 49, scope: !69)
!189 = !DILocation(line: 29, column: 54, scope: !69)
!190 = !DILocation(line: 29, column: 59, scope: !69)
!191 = !DILocation(line: 29, column: 5, scope: !69)
!192 = !DILocation(line: 30, column: 5, scope: !69)
!193 = !DILocation(line: 30, column: 18, scope: !69)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 31, column: 5, scope: !69)
!196 = !DILocation(line: 31, column: 28, scope: !69)
!197 = !{!198, !198, i64 0}
!198 = !{!"any pointer", !109, i64 0}
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 32, column: 6, scope: !69)
!201 = !DILocation(line: 32, column: 9, scope: !69)
!202 = !DILocation(line: 33, column: 10, scope: !97)
!203 = !DILocation(line: 33, column: 23, scope: !97)
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 33, column: 30, scope: !206)
!206 = distinct !DILexicalBlock(scope: !97, file: !3, line: 33, column: 5)
!207 = !DILocation(line: 33, column: 32, scope: !206)
!208 = !DILocation(line: 33, column: 5, scope: !97)
!209 = !DILocation(line: 28, column: 39, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 28, column: 34)
!211 = distinct !DILexicalBlock(scope: !90, file: !3, line: 28, column: 5)
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 28, column: 47, scope: !210)
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 28, column: 61, scope: !210)
!216 = !DILocation(line: 28, column: 57, scope: !210)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 28, column: 30, scope: !211)
!219 = !DILocation(line: 28, column: 23, scope: !211)
!220 = distinct !{!220, !149, !221, !187}
!221 = !DILocation(line: 28, column: 72, scope: !90)
!222 = !DILocation(line: 33, column: 5, scope: !206)
!223 = !DILocation(line: 34, column: 22, scope: !69)
!224 = !DILocation(line: 34, column: 5, scope: !69)
!225 = !DILocation(line: 35, column: 12, scope: !69)
!226 = !DILocation(line: 36, column: 1, scope: !69)
!227 = !DILocation(line: 35, column: 5, scope: !69)
!228 = !DILocation(line: 33, column: 48, scope: !206)
!229 = !DILocation(line: 33, column: 45, scope: !206)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 33, column: 39, scope: !206)
!232 = distinct !DIAssignID()
!233 = distinct !{!233, !208, !234, !187}
!234 = !DILocation(line: 33, column: 48, scope: !97)
!235 = !DISubprogram(name: "printf", scope: !236, file: !236, line: 356, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!237 = !DISubroutineType(types: !238)
!238 = !{!21, !239, null}
!239 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!242 = distinct !DISubprogram(name: "poll", scope: !3, file: !3, line: 14, type: !243, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!243 = !DISubroutineType(cc: DW_CC_nocall, types: !244)
!244 = !{!16, !245, !21}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!246 = !{!247, !248, !249, !250}
!247 = !DILocalVariable(name: "reg", arg: 1, scope: !242, file: !3, line: 14, type: !245)
!248 = !DILocalVariable(name: "n", arg: 2, scope: !242, file: !3, line: 14, type: !21)
!249 = !DILocalVariable(name: "s", scope: !242, file: !3, line: 14, type: !16)
!250 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 14, type: !21)
!251 = distinct !DILexicalBlock(scope: !242, file: !3, line: 14, column: 97)
!252 = !DILocation(line: 0, scope: !242)
!253 = !DILocation(line: 0, scope: !251)
!254 = !DILocation(line: 14, column: 130, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !3, line: 14, column: 97)
!256 = !DILocation(line: 14, column: 127, scope: !255)
!257 = !DILocation(line: 14, column: 136, scope: !242)
