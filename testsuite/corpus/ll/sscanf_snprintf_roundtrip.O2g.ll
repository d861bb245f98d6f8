; ModuleID = 'programs/sscanf_snprintf_roundtrip.c'
source_filename = "programs/sscanf_snprintf_roundtrip.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [54 x i8] c"  -17 4000000000 ff 777 -9000000000000 -56 65535 0x1f\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"%d %u %x %o %lld %hhd %hu%n\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"%i%n\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [71 x i8] c"r=%d a=%d u=%u x=%d o=%d ll=%lld hh=%d hu=%u n1=%d | r2=%d i=%d n2=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [41 x i8] c"1.5 -2.25e-3 3.0000000000000000001 1e400\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [15 x i8] c"%f %lf %Lf %le\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [28 x i8] c"r=%d f=%a d=%a ld=%La e=%g\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [23 x i8] c"abcdefghijk lmn xyz123\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [13 x i8] c"%5s%s %[a-z]\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [25 x i8] c"r=%d w1=%s w2=%s set=%s\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [7 x i8] c"12 abc\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [19 x i8] c"partial r=%d a=%d\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"%d-%s\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [12 x i8] c"overflowing\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [27 x i8] c"snprintf need=%d got='%s'\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [15 x i8] c"%.3f|%5d|%-5s|\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !80
@.str.19 = private unnamed_addr constant [29 x i8] c"exact need=%d wrote=%d '%s'\0A\00", align 1, !dbg !85
@.str.20 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [4 x i8] c"%lf\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [29 x i8] c"roundtrip bad=%d last=%.17g\0A\00", align 1, !dbg !97

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !114 {
  %1 = alloca i32, align 4, !DIAssignID !168
    #dbg_assign(i1 undef, !119, !DIExpression(), !168, ptr %1, !DIExpression(), !169)
  %2 = alloca i32, align 4, !DIAssignID !170
    #dbg_assign(i1 undef, !120, !DIExpression(), !170, ptr %2, !DIExpression(), !169)
  %3 = alloca i32, align 4, !DIAssignID !171
    #dbg_assign(i1 undef, !121, !DIExpression(), !171, ptr %3, !DIExpression(), !169)
  %4 = alloca i32, align 4, !DIAssignID !172
    #dbg_assign(i1 undef, !122, !DIExpression(), !172, ptr %4, !DIExpression(), !169)
  %5 = alloca i32, align 4, !DIAssignID !173
    #dbg_assign(i1 undef, !124, !DIExpression(), !173, ptr %5, !DIExpression(), !169)
  %6 = alloca i32, align 4, !DIAssignID !174
    #dbg_assign(i1 undef, !125, !DIExpression(), !174, ptr %6, !DIExpression(), !169)
  %7 = alloca i64, align 8, !DIAssignID !175
    #dbg_assign(i1 undef, !126, !DIExpression(), !175, ptr %7, !DIExpression(), !169)
  %8 = alloca i8, align 1, !DIAssignID !176
    #dbg_assign(i1 undef, !128, !DIExpression(), !176, ptr %8, !DIExpression(), !169)
  %9 = alloca i16, align 2, !DIAssignID !177
    #dbg_assign(i1 undef, !130, !DIExpression(), !177, ptr %9, !DIExpression(), !169)
  %10 = alloca i32, align 4, !DIAssignID !178
    #dbg_assign(i1 undef, !132, !DIExpression(), !178, ptr %10, !DIExpression(), !169)
  %11 = alloca float, align 4, !DIAssignID !179
    #dbg_assign(i1 undef, !135, !DIExpression(), !179, ptr %11, !DIExpression(), !169)
  %12 = alloca double, align 8, !DIAssignID !180
    #dbg_assign(i1 undef, !137, !DIExpression(), !180, ptr %12, !DIExpression(), !169)
  %13 = alloca x86_fp80, align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !181, ptr %13, !DIExpression(), !169)
  %14 = alloca double, align 8, !DIAssignID !182
    #dbg_assign(i1 undef, !140, !DIExpression(), !182, ptr %14, !DIExpression(), !169)
  %15 = alloca [8 x i8], align 1, !DIAssignID !183
    #dbg_assign(i1 undef, !141, !DIExpression(), !183, ptr %15, !DIExpression(), !169)
  %16 = alloca [16 x i8], align 16, !DIAssignID !184
    #dbg_assign(i1 undef, !145, !DIExpression(), !184, ptr %16, !DIExpression(), !169)
  %17 = alloca [16 x i8], align 16, !DIAssignID !185
    #dbg_assign(i1 undef, !149, !DIExpression(), !185, ptr %17, !DIExpression(), !169)
  %18 = alloca [8 x i8], align 1, !DIAssignID !186
    #dbg_assign(i1 undef, !150, !DIExpression(), !186, ptr %18, !DIExpression(), !169)
  %19 = alloca [32 x i8], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !152, !DIExpression(), !187, ptr %19, !DIExpression(), !169)
  %20 = alloca [64 x i8], align 16, !DIAssignID !188
    #dbg_assign(i1 undef, !161, !DIExpression(), !188, ptr %20, !DIExpression(), !189)
  %21 = alloca double, align 8, !DIAssignID !190
    #dbg_assign(i1 undef, !167, !DIExpression(), !190, ptr %21, !DIExpression(), !189)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3, !dbg !191
  store i32 0, ptr %1, align 4, !dbg !192, !tbaa !193, !DIAssignID !197
    #dbg_assign(i32 0, !119, !DIExpression(), !197, ptr %1, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3, !dbg !191
  store i32 0, ptr %2, align 4, !dbg !198, !tbaa !193, !DIAssignID !199
    #dbg_assign(i32 0, !120, !DIExpression(), !199, ptr %2, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3, !dbg !191
  store i32 0, ptr %3, align 4, !dbg !200, !tbaa !193, !DIAssignID !201
    #dbg_assign(i32 0, !121, !DIExpression(), !201, ptr %3, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3, !dbg !202
  store i32 0, ptr %4, align 4, !dbg !203, !tbaa !193, !DIAssignID !204
    #dbg_assign(i32 0, !122, !DIExpression(), !204, ptr %4, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3, !dbg !205
  store i32 0, ptr %5, align 4, !dbg !206, !tbaa !193, !DIAssignID !207
    #dbg_assign(i32 0, !124, !DIExpression(), !207, ptr %5, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3, !dbg !205
  store i32 0, ptr %6, align 4, !dbg !208, !tbaa !193, !DIAssignID !209
    #dbg_assign(i32 0, !125, !DIExpression(), !209, ptr %6, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3, !dbg !210
  store i64 0, ptr %7, align 8, !dbg !211, !tbaa !212, !DIAssignID !214
    #dbg_assign(i64 0, !126, !DIExpression(), !214, ptr %7, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #3, !dbg !215
  store i8 0, ptr %8, align 1, !dbg !216, !tbaa !217, !DIAssignID !218
    #dbg_assign(i8 0, !128, !DIExpression(), !218, ptr %8, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %9) #3, !dbg !219
  store i16 0, ptr %9, align 2, !dbg !220, !tbaa !221, !DIAssignID !223
    #dbg_assign(i16 0, !130, !DIExpression(), !223, ptr %9, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #3, !dbg !224
  store i32 0, ptr %10, align 4, !dbg !225, !tbaa !193, !DIAssignID !226
    #dbg_assign(i32 0, !132, !DIExpression(), !226, ptr %10, !DIExpression(), !169)
  %22 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %2) #3, !dbg !227
    #dbg_value(i32 %22, !133, !DIExpression(), !169)
  %23 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, ptr noundef nonnull %10, ptr noundef nonnull %3) #3, !dbg !228
    #dbg_value(i32 %23, !134, !DIExpression(), !169)
  %24 = load i32, ptr %1, align 4, !dbg !229, !tbaa !193
  %25 = load i32, ptr %4, align 4, !dbg !230, !tbaa !193
  %26 = load i32, ptr %5, align 4, !dbg !231, !tbaa !193
  %27 = load i32, ptr %6, align 4, !dbg !232, !tbaa !193
  %28 = load i64, ptr %7, align 8, !dbg !233, !tbaa !212
  %29 = load i8, ptr %8, align 1, !dbg !234, !tbaa !217
  %30 = sext i8 %29 to i32, !dbg !234
  %31 = load i16, ptr %9, align 2, !dbg !235, !tbaa !221
  %32 = zext i16 %31 to i32, !dbg !235
  %33 = load i32, ptr %2, align 4, !dbg !236, !tbaa !193
  %34 = load i32, ptr %10, align 4, !dbg !237, !tbaa !193
  %35 = load i32, ptr %3, align 4, !dbg !238, !tbaa !193
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %22, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i64 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %33, i32 noundef %23, i32 noundef %34, i32 noundef %35), !dbg !239
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #3, !dbg !240
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #3, !dbg !241
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #3, !dbg !242
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #3, !dbg !243
  %37 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %14) #3, !dbg !244
    #dbg_value(i32 %37, !133, !DIExpression(), !169)
  %38 = load float, ptr %11, align 4, !dbg !245, !tbaa !246
  %39 = fpext float %38 to double, !dbg !248
  %40 = load double, ptr %12, align 8, !dbg !249, !tbaa !250
  %41 = load x86_fp80, ptr %13, align 16, !dbg !252, !tbaa !253
  %42 = load double, ptr %14, align 8, !dbg !255, !tbaa !250
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %37, double noundef %39, double noundef %40, x86_fp80 noundef %41, double noundef %42), !dbg !256
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #3, !dbg !257
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #3, !dbg !257
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #3, !dbg !257
  %44 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17) #3, !dbg !258
    #dbg_value(i32 %44, !133, !DIExpression(), !169)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %44, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17), !dbg !259
  %46 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, ptr noundef nonnull %1, ptr noundef nonnull %5) #3, !dbg !260
    #dbg_value(i32 %46, !133, !DIExpression(), !169)
  %47 = load i32, ptr %1, align 4, !dbg !261, !tbaa !193
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %46, i32 noundef %47), !dbg !262
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #3, !dbg !263
  %49 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 8, ptr noundef nonnull @.str.14, i32 noundef 123456, ptr noundef nonnull @.str.15) #3, !dbg !264
    #dbg_value(i32 %49, !151, !DIExpression(), !169)
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %49, ptr noundef nonnull %18), !dbg !265
  %51 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef nonnull @.str.18) #3, !dbg !266
    #dbg_value(i32 %51, !151, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #3, !dbg !267
  %52 = sext i32 %51 to i64, !dbg !268
  %53 = add nsw i64 %52, 1, !dbg !269
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %19, i64 noundef %53, ptr noundef nonnull @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef nonnull @.str.18) #3, !dbg !270
    #dbg_value(i32 %54, !156, !DIExpression(), !169)
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %51, i32 noundef %54, ptr noundef nonnull %19), !dbg !271
    #dbg_value(i32 0, !157, !DIExpression(), !169)
    #dbg_value(double 1.000000e+00, !158, !DIExpression(), !169)
    #dbg_value(i32 0, !159, !DIExpression(), !272)
  br label %59, !dbg !273

56:                                               ; preds = %59
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %74, double noundef %66), !dbg !274
  %58 = add nsw i32 %74, %46, !dbg !275
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %9) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3, !dbg !276
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3, !dbg !276
  ret i32 %58, !dbg !277

59:                                               ; preds = %0, %59
  %60 = phi i32 [ 0, %0 ], [ %75, %59 ]
  %61 = phi double [ 1.000000e+00, %0 ], [ %66, %59 ]
  %62 = phi i32 [ 0, %0 ], [ %74, %59 ]
    #dbg_value(i32 %60, !159, !DIExpression(), !272)
    #dbg_value(double %61, !158, !DIExpression(), !169)
    #dbg_value(i32 %62, !157, !DIExpression(), !169)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #3, !dbg !278
  %63 = fmul double %61, 1.370000e+00, !dbg !279
  %64 = uitofp nneg i32 %60 to double, !dbg !280
  %65 = fmul double %64, 1.000000e-03, !dbg !281
  %66 = fsub double %65, %63, !dbg !282
    #dbg_value(double %66, !158, !DIExpression(), !169)
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 64, ptr noundef nonnull @.str.20, double noundef %66) #3, !dbg !283
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #3, !dbg !284
  %68 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull %20, ptr noundef nonnull @.str.21, ptr noundef nonnull %21) #3, !dbg !285
  %69 = icmp ne i32 %68, 1, !dbg !287
  %70 = load double, ptr %21, align 8
  %71 = fcmp une double %70, %66
  %72 = select i1 %69, i1 true, i1 %71, !dbg !288
  %73 = zext i1 %72 to i32, !dbg !288
  %74 = add nuw nsw i32 %62, %73, !dbg !288
    #dbg_value(i32 %74, !157, !DIExpression(), !169)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #3, !dbg !289
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #3, !dbg !289
  %75 = add nuw nsw i32 %60, 1, !dbg !290
    #dbg_value(i32 %75, !159, !DIExpression(), !272)
  %76 = icmp eq i32 %75, 500, !dbg !291
  br i1 %76, label %56, label %59, !dbg !273, !llvm.loop !292
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !295 noundef i32 @__isoc99_sscanf(ptr nocapture noundef readonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !302 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !305 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!99}
!llvm.module.flags = !{!106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/sscanf_snprintf_roundtrip.c", directory: ".", checksumkind: CSK_MD5, checksum: "3c165bb4778bd05ca600af507df05a46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 54)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 568, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 71)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 41)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 23)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 13)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 25)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 7)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 6)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 19)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !58, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 12)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 27)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !31, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 3)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 29)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !58, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 4)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !87, isLocal: true, isDefinition: true)
!99 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !100, globals: !105, splitDebugInlining: false, nameTableKind: None)
!100 = !{!101, !102}
!101 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !103, line: 18, baseType: !104)
!103 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!104 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!105 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !41, !46, !51, !56, !61, !66, !68, !73, !78, !80, !85, !90, !92, !97}
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !115, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !99, retainedNodes: !118)
!115 = !DISubroutineType(types: !116)
!116 = !{!117}
!117 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!118 = !{!119, !120, !121, !122, !124, !125, !126, !128, !130, !132, !133, !134, !135, !137, !138, !140, !141, !145, !149, !150, !151, !152, !156, !157, !158, !159, !161, !167}
!119 = !DILocalVariable(name: "a", scope: !114, file: !2, line: 10, type: !117)
!120 = !DILocalVariable(name: "n1", scope: !114, file: !2, line: 10, type: !117)
!121 = !DILocalVariable(name: "n2", scope: !114, file: !2, line: 10, type: !117)
!122 = !DILocalVariable(name: "u", scope: !114, file: !2, line: 10, type: !123)
!123 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!124 = !DILocalVariable(name: "x", scope: !114, file: !2, line: 10, type: !117)
!125 = !DILocalVariable(name: "o", scope: !114, file: !2, line: 10, type: !117)
!126 = !DILocalVariable(name: "ll", scope: !114, file: !2, line: 10, type: !127)
!127 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!128 = !DILocalVariable(name: "hh", scope: !114, file: !2, line: 10, type: !129)
!129 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!130 = !DILocalVariable(name: "hu", scope: !114, file: !2, line: 10, type: !131)
!131 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!132 = !DILocalVariable(name: "ii", scope: !114, file: !2, line: 10, type: !117)
!133 = !DILocalVariable(name: "r", scope: !114, file: !2, line: 11, type: !117)
!134 = !DILocalVariable(name: "r2", scope: !114, file: !2, line: 12, type: !117)
!135 = !DILocalVariable(name: "f", scope: !114, file: !2, line: 14, type: !136)
!136 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!137 = !DILocalVariable(name: "d", scope: !114, file: !2, line: 14, type: !101)
!138 = !DILocalVariable(name: "ld", scope: !114, file: !2, line: 14, type: !139)
!139 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!140 = !DILocalVariable(name: "e", scope: !114, file: !2, line: 14, type: !101)
!141 = !DILocalVariable(name: "w1", scope: !114, file: !2, line: 17, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 8)
!145 = !DILocalVariable(name: "w2", scope: !114, file: !2, line: 17, type: !146)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !147)
!147 = !{!148}
!148 = !DISubrange(count: 16)
!149 = !DILocalVariable(name: "set", scope: !114, file: !2, line: 17, type: !146)
!150 = !DILocalVariable(name: "small", scope: !114, file: !2, line: 22, type: !142)
!151 = !DILocalVariable(name: "need", scope: !114, file: !2, line: 23, type: !117)
!152 = !DILocalVariable(name: "exact", scope: !114, file: !2, line: 26, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 32)
!156 = !DILocalVariable(name: "wrote", scope: !114, file: !2, line: 27, type: !117)
!157 = !DILocalVariable(name: "bad", scope: !114, file: !2, line: 29, type: !117)
!158 = !DILocalVariable(name: "v", scope: !114, file: !2, line: 30, type: !101)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 31, type: !117)
!160 = distinct !DILexicalBlock(scope: !114, file: !2, line: 31, column: 5)
!161 = !DILocalVariable(name: "buf", scope: !162, file: !2, line: 32, type: !164)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 31, column: 35)
!163 = distinct !DILexicalBlock(scope: !160, file: !2, line: 31, column: 5)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 64)
!167 = !DILocalVariable(name: "back", scope: !162, file: !2, line: 35, type: !101)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 0, scope: !114)
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !162)
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 10, column: 5, scope: !114)
!192 = !DILocation(line: 10, column: 9, scope: !114)
!193 = !{!194, !194, i64 0}
!194 = !{!"int", !195, i64 0}
!195 = !{!"omnipotent char", !196, i64 0}
!196 = !{!"Simple C/C++ TBAA"}
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 10, column: 16, scope: !114)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 10, column: 24, scope: !114)
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 10, column: 32, scope: !114)
!203 = !DILocation(line: 10, column: 41, scope: !114)
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 10, column: 48, scope: !114)
!206 = !DILocation(line: 10, column: 52, scope: !114)
!207 = distinct !DIAssignID()
!208 = !DILocation(line: 10, column: 59, scope: !114)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 10, column: 66, scope: !114)
!211 = !DILocation(line: 10, column: 76, scope: !114)
!212 = !{!213, !213, i64 0}
!213 = !{!"long long", !195, i64 0}
!214 = distinct !DIAssignID()
!215 = !DILocation(line: 10, column: 84, scope: !114)
!216 = !DILocation(line: 10, column: 96, scope: !114)
!217 = !{!195, !195, i64 0}
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 10, column: 104, scope: !114)
!220 = !DILocation(line: 10, column: 119, scope: !114)
!221 = !{!222, !222, i64 0}
!222 = !{!"short", !195, i64 0}
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 10, column: 127, scope: !114)
!225 = !DILocation(line: 10, column: 131, scope: !114)
!226 = distinct !DIAssignID()
!227 = !DILocation(line: 11, column: 13, scope: !114)
!228 = !DILocation(line: 12, column: 14, scope: !114)
!229 = !DILocation(line: 13, column: 90, scope: !114)
!230 = !DILocation(line: 13, column: 93, scope: !114)
!231 = !DILocation(line: 13, column: 96, scope: !114)
!232 = !DILocation(line: 13, column: 99, scope: !114)
!233 = !DILocation(line: 13, column: 102, scope: !114)
!234 = !DILocation(line: 13, column: 106, scope: !114)
!235 = !DILocation(line: 13, column: 110, scope: !114)
!236 = !DILocation(line: 13, column: 114, scope: !114)
!237 = !DILocation(line: 13, column: 122, scope: !114)
!238 = !DILocation(line: 13, column: 126, scope: !114)
!239 = !DILocation(line: 13, column: 5, scope: !114)
!240 = !DILocation(line: 14, column: 5, scope: !114)
!241 = !DILocation(line: 14, column: 14, scope: !114)
!242 = !DILocation(line: 14, column: 24, scope: !114)
!243 = !DILocation(line: 14, column: 40, scope: !114)
!244 = !DILocation(line: 15, column: 9, scope: !114)
!245 = !DILocation(line: 16, column: 55, scope: !114)
!246 = !{!247, !247, i64 0}
!247 = !{!"float", !195, i64 0}
!248 = !DILocation(line: 16, column: 47, scope: !114)
!249 = !DILocation(line: 16, column: 58, scope: !114)
!250 = !{!251, !251, i64 0}
!251 = !{!"double", !195, i64 0}
!252 = !DILocation(line: 16, column: 61, scope: !114)
!253 = !{!254, !254, i64 0}
!254 = !{!"long double", !195, i64 0}
!255 = !DILocation(line: 16, column: 65, scope: !114)
!256 = !DILocation(line: 16, column: 5, scope: !114)
!257 = !DILocation(line: 17, column: 5, scope: !114)
!258 = !DILocation(line: 18, column: 9, scope: !114)
!259 = !DILocation(line: 19, column: 5, scope: !114)
!260 = !DILocation(line: 20, column: 9, scope: !114)
!261 = !DILocation(line: 21, column: 38, scope: !114)
!262 = !DILocation(line: 21, column: 5, scope: !114)
!263 = !DILocation(line: 22, column: 5, scope: !114)
!264 = !DILocation(line: 23, column: 16, scope: !114)
!265 = !DILocation(line: 24, column: 5, scope: !114)
!266 = !DILocation(line: 25, column: 12, scope: !114)
!267 = !DILocation(line: 26, column: 5, scope: !114)
!268 = !DILocation(line: 27, column: 33, scope: !114)
!269 = !DILocation(line: 27, column: 46, scope: !114)
!270 = !DILocation(line: 27, column: 17, scope: !114)
!271 = !DILocation(line: 28, column: 5, scope: !114)
!272 = !DILocation(line: 0, scope: !160)
!273 = !DILocation(line: 31, column: 5, scope: !160)
!274 = !DILocation(line: 38, column: 5, scope: !114)
!275 = !DILocation(line: 39, column: 16, scope: !114)
!276 = !DILocation(line: 40, column: 1, scope: !114)
!277 = !DILocation(line: 39, column: 5, scope: !114)
!278 = !DILocation(line: 32, column: 9, scope: !162)
!279 = !DILocation(line: 33, column: 15, scope: !162)
!280 = !DILocation(line: 33, column: 33, scope: !162)
!281 = !DILocation(line: 33, column: 31, scope: !162)
!282 = !DILocation(line: 33, column: 23, scope: !162)
!283 = !DILocation(line: 34, column: 9, scope: !162)
!284 = !DILocation(line: 35, column: 9, scope: !162)
!285 = !DILocation(line: 36, column: 13, scope: !286)
!286 = distinct !DILexicalBlock(scope: !162, file: !2, line: 36, column: 13)
!287 = !DILocation(line: 36, column: 39, scope: !286)
!288 = !DILocation(line: 36, column: 44, scope: !286)
!289 = !DILocation(line: 37, column: 5, scope: !163)
!290 = !DILocation(line: 31, column: 31, scope: !163)
!291 = !DILocation(line: 31, column: 23, scope: !163)
!292 = distinct !{!292, !273, !293, !294}
!293 = !DILocation(line: 37, column: 5, scope: !160)
!294 = !{!"llvm.loop.mustprogress"}
!295 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !296, file: !296, line: 439, type: !297, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!296 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!297 = !DISubroutineType(types: !298)
!298 = !{!117, !299, !299, null}
!299 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !301, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!302 = !DISubprogram(name: "printf", scope: !296, file: !296, line: 356, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{!117, !299, null}
!305 = !DISubprogram(name: "snprintf", scope: !296, file: !296, line: 378, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{!117, !308, !102, !299, null}
!308 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
