; ModuleID = 'programs/matrix_inverse.c'
source_filename = "programs/matrix_inverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [27 x i8] c"max |A*inv-I| < 1e-12: %d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [7 x i8] c" %9.6f\00", align 1, !dbg !7
@.str.4 = private unnamed_addr constant [6 x i8] c"lu x:\00", align 1, !dbg !12
@.str.5 = private unnamed_addr constant [6 x i8] c" %.8f\00", align 1, !dbg !17
@.str.6 = private unnamed_addr constant [21 x i8] c" residual small: %d\0A\00", align 1, !dbg !19
@.str.7 = private unnamed_addr constant [46 x i8] c"thomas sol[0]=%.9f sol[25]=%.9f sol[49]=%.9f\0A\00", align 1, !dbg !24
@str = private unnamed_addr constant [9 x i8] c"singular\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !32 {
  %1 = alloca [6 x [6 x double]], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !117, !DIExpression(), !116, ptr %1, !DIExpression(), !165)
  %2 = alloca [6 x [6 x double]], align 16, !DIAssignID !167
  %3 = alloca [6 x [12 x double]], align 16, !DIAssignID !168
  %4 = alloca [6 x [6 x double]], align 16, !DIAssignID !169
    #dbg_assign(i1 undef, !37, !DIExpression(), !169, ptr %4, !DIExpression(), !170)
  %5 = alloca [6 x [6 x double]], align 16, !DIAssignID !171
    #dbg_assign(i1 undef, !41, !DIExpression(), !171, ptr %5, !DIExpression(), !170)
  %6 = alloca [50 x double], align 16, !DIAssignID !172
    #dbg_assign(i1 undef, !77, !DIExpression(), !172, ptr %6, !DIExpression(), !170)
  %7 = alloca [50 x double], align 16, !DIAssignID !173
    #dbg_assign(i1 undef, !81, !DIExpression(), !173, ptr %7, !DIExpression(), !170)
  %8 = alloca [50 x double], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !82, !DIExpression(), !174, ptr %8, !DIExpression(), !170)
  %9 = alloca [50 x double], align 16, !DIAssignID !175
    #dbg_assign(i1 undef, !83, !DIExpression(), !175, ptr %9, !DIExpression(), !170)
  %10 = alloca [50 x double], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !84, !DIExpression(), !176, ptr %10, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %4) #8, !dbg !177
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %5) #8, !dbg !177
    #dbg_value(i64 0, !42, !DIExpression(), !178)
    #dbg_value(i64 1, !44, !DIExpression(), !179)
  store <2 x double> <double 1.000000e+01, double 0x3FD5555555555555>, ptr %4, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !44, !DIExpression(), !179)
  %11 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !186
    #dbg_value(i64 3, !44, !DIExpression(), !179)
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %11, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !44, !DIExpression(), !179)
  %12 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !186
    #dbg_value(i64 5, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %12, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 1, !42, !DIExpression(), !178)
    #dbg_value(i64 0, !44, !DIExpression(), !179)
  %13 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !186
    #dbg_value(i64 1, !44, !DIExpression(), !179)
  store <2 x double> <double 5.000000e-01, double 1.100000e+01>, ptr %13, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !44, !DIExpression(), !179)
  %14 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !186
    #dbg_value(i64 3, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %14, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !44, !DIExpression(), !179)
  %15 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !186
    #dbg_value(i64 5, !44, !DIExpression(), !179)
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %15, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !42, !DIExpression(), !178)
    #dbg_value(i64 0, !44, !DIExpression(), !179)
  %16 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !186
    #dbg_value(i64 1, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FD5555555555555, double 2.000000e-01>, ptr %16, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !44, !DIExpression(), !179)
  %17 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !186
    #dbg_value(i64 3, !44, !DIExpression(), !179)
  store <2 x double> <double 1.200000e+01, double 0x3FBC71C71C71C71C>, ptr %17, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !44, !DIExpression(), !179)
  %18 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !186
    #dbg_value(i64 5, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FB745D1745D1746, double 0x3FB3B13B13B13B14>, ptr %18, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 3, !42, !DIExpression(), !178)
    #dbg_value(i64 0, !44, !DIExpression(), !179)
  %19 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !186
    #dbg_value(i64 1, !44, !DIExpression(), !179)
  store <2 x double> <double 2.500000e-01, double 0x3FC5555555555555>, ptr %19, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !44, !DIExpression(), !179)
  %20 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !186
    #dbg_value(i64 3, !44, !DIExpression(), !179)
  store <2 x double> <double 1.250000e-01, double 1.300000e+01>, ptr %20, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !44, !DIExpression(), !179)
  %21 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !186
    #dbg_value(i64 5, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FB5555555555555, double 0x3FB2492492492492>, ptr %21, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !42, !DIExpression(), !178)
    #dbg_value(i64 0, !44, !DIExpression(), !179)
  %22 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !186
    #dbg_value(i64 1, !44, !DIExpression(), !179)
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %22, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !44, !DIExpression(), !179)
  %23 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !186
    #dbg_value(i64 3, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %23, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !44, !DIExpression(), !179)
  %24 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !186
    #dbg_value(i64 5, !44, !DIExpression(), !179)
  store <2 x double> <double 1.400000e+01, double 0x3FB1111111111111>, ptr %24, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 5, !42, !DIExpression(), !178)
    #dbg_value(i64 0, !44, !DIExpression(), !179)
  %25 = getelementptr inbounds i8, ptr %4, i64 240, !dbg !186
    #dbg_value(i64 1, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %25, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 2, !44, !DIExpression(), !179)
  %26 = getelementptr inbounds i8, ptr %4, i64 256, !dbg !186
    #dbg_value(i64 3, !44, !DIExpression(), !179)
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %26, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 4, !44, !DIExpression(), !179)
  %27 = getelementptr inbounds i8, ptr %4, i64 272, !dbg !186
    #dbg_value(i64 5, !44, !DIExpression(), !179)
  store <2 x double> <double 0x3FB2492492492492, double 1.500000e+01>, ptr %27, align 16, !dbg !180, !tbaa !182
    #dbg_value(i64 6, !44, !DIExpression(), !179)
    #dbg_value(i64 6, !42, !DIExpression(), !178)
    #dbg_assign(i1 undef, !187, !DIExpression(), !168, ptr %3, !DIExpression(), !230)
    #dbg_value(ptr %4, !192, !DIExpression(), !230)
    #dbg_value(ptr %5, !193, !DIExpression(), !230)
  call void @llvm.lifetime.start.p0(i64 576, ptr nonnull %3) #8, !dbg !233
    #dbg_value(i64 0, !194, !DIExpression(), !234)
    #dbg_value(i64 1, !196, !DIExpression(), !235)
  store <2 x double> <double 1.000000e+01, double 0x3FD5555555555555>, ptr %3, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 2, !196, !DIExpression(), !235)
  %28 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !238
    #dbg_value(i64 3, !196, !DIExpression(), !235)
  store <2 x double> <double 2.000000e-01, double 0x3FC2492492492492>, ptr %28, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 4, !196, !DIExpression(), !235)
  %29 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !238
    #dbg_value(i64 5, !196, !DIExpression(), !235)
  store <2 x double> <double 0x3FBC71C71C71C71C, double 0x3FB745D1745D1746>, ptr %29, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 6, !196, !DIExpression(), !235)
  %30 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !238
  store double 1.000000e+00, ptr %30, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 7, !196, !DIExpression(), !235)
  %31 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !238
    #dbg_value(i64 1, !194, !DIExpression(), !234)
    #dbg_value(i64 0, !196, !DIExpression(), !235)
  %32 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, i8 0, i64 40, i1 false), !dbg !236
    #dbg_value(i64 1, !196, !DIExpression(), !235)
  store <2 x double> <double 5.000000e-01, double 1.100000e+01>, ptr %32, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 2, !196, !DIExpression(), !235)
  %33 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !238
    #dbg_value(i64 3, !196, !DIExpression(), !235)
  store <2 x double> <double 0x3FC5555555555555, double 1.250000e-01>, ptr %33, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 4, !196, !DIExpression(), !235)
  %34 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !238
    #dbg_value(i64 5, !196, !DIExpression(), !235)
  store <2 x double> <double 1.000000e-01, double 0x3FB5555555555555>, ptr %34, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 6, !196, !DIExpression(), !235)
  %35 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !238
    #dbg_value(i64 7, !196, !DIExpression(), !235)
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %35, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 8, !196, !DIExpression(), !235)
  %36 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !238
    #dbg_value(i64 2, !194, !DIExpression(), !234)
    #dbg_value(i64 0, !196, !DIExpression(), !235)
  %37 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %36, i8 0, i64 32, i1 false), !dbg !236
    #dbg_value(i64 1, !196, !DIExpression(), !235)
  store <2 x double> <double 0x3FD5555555555555, double 2.000000e-01>, ptr %37, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 2, !196, !DIExpression(), !235)
  %38 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !238
    #dbg_value(i64 3, !196, !DIExpression(), !235)
  store <2 x double> <double 1.200000e+01, double 0x3FBC71C71C71C71C>, ptr %38, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 4, !196, !DIExpression(), !235)
  %39 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !238
    #dbg_value(i64 5, !196, !DIExpression(), !235)
  store <2 x double> <double 0x3FB745D1745D1746, double 0x3FB3B13B13B13B14>, ptr %39, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 6, !196, !DIExpression(), !235)
  %40 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !238
    #dbg_value(i64 8, !196, !DIExpression(), !235)
  %41 = getelementptr inbounds i8, ptr %3, i64 256, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %40, i8 0, i64 16, i1 false), !dbg !236
  store double 1.000000e+00, ptr %41, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 9, !196, !DIExpression(), !235)
  %42 = getelementptr inbounds i8, ptr %3, i64 264, !dbg !238
    #dbg_value(i64 3, !194, !DIExpression(), !234)
    #dbg_value(i64 0, !196, !DIExpression(), !235)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %42, i8 0, i64 24, i1 false), !dbg !236
  %43 = getelementptr inbounds i8, ptr %3, i64 288, !dbg !238
    #dbg_value(i64 1, !196, !DIExpression(), !235)
  %44 = load <2 x double>, ptr %19, align 16, !dbg !239, !tbaa !182
  store <2 x double> %44, ptr %43, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 2, !196, !DIExpression(), !235)
  %45 = getelementptr inbounds i8, ptr %3, i64 304, !dbg !238
    #dbg_value(i64 3, !196, !DIExpression(), !235)
  %46 = load <2 x double>, ptr %20, align 16, !dbg !239, !tbaa !182
  store <2 x double> %46, ptr %45, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 4, !196, !DIExpression(), !235)
  %47 = getelementptr inbounds i8, ptr %3, i64 320, !dbg !238
    #dbg_value(i64 5, !196, !DIExpression(), !235)
  %48 = load <2 x double>, ptr %21, align 16, !dbg !239, !tbaa !182
  store <2 x double> %48, ptr %47, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 6, !196, !DIExpression(), !235)
  %49 = getelementptr inbounds i8, ptr %3, i64 336, !dbg !238
    #dbg_value(i64 9, !196, !DIExpression(), !235)
  %50 = getelementptr inbounds i8, ptr %3, i64 360, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %49, i8 0, i64 24, i1 false), !dbg !236
  store double 1.000000e+00, ptr %50, align 8, !dbg !236, !tbaa !182
    #dbg_value(i64 10, !196, !DIExpression(), !235)
  %51 = getelementptr inbounds i8, ptr %3, i64 368, !dbg !238
    #dbg_value(i64 4, !194, !DIExpression(), !234)
    #dbg_value(i64 0, !196, !DIExpression(), !235)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %51, i8 0, i64 16, i1 false), !dbg !236
  %52 = getelementptr inbounds i8, ptr %3, i64 384, !dbg !238
    #dbg_value(i64 1, !196, !DIExpression(), !235)
  %53 = load <2 x double>, ptr %22, align 16, !dbg !239, !tbaa !182
  store <2 x double> %53, ptr %52, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 2, !196, !DIExpression(), !235)
  %54 = getelementptr inbounds i8, ptr %3, i64 400, !dbg !238
    #dbg_value(i64 3, !196, !DIExpression(), !235)
  %55 = load <2 x double>, ptr %23, align 16, !dbg !239, !tbaa !182
  store <2 x double> %55, ptr %54, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 4, !196, !DIExpression(), !235)
  %56 = getelementptr inbounds i8, ptr %3, i64 416, !dbg !238
    #dbg_value(i64 5, !196, !DIExpression(), !235)
  %57 = load <2 x double>, ptr %24, align 16, !dbg !239, !tbaa !182
  store <2 x double> %57, ptr %56, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 6, !196, !DIExpression(), !235)
  %58 = getelementptr inbounds i8, ptr %3, i64 432, !dbg !238
    #dbg_value(i64 10, !196, !DIExpression(), !235)
  %59 = getelementptr inbounds i8, ptr %3, i64 464, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %58, i8 0, i64 32, i1 false), !dbg !236
    #dbg_value(i64 11, !196, !DIExpression(), !235)
  store <2 x double> <double 1.000000e+00, double 0.000000e+00>, ptr %59, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 5, !194, !DIExpression(), !234)
    #dbg_value(i64 0, !196, !DIExpression(), !235)
  %60 = getelementptr inbounds i8, ptr %3, i64 480, !dbg !238
    #dbg_value(i64 1, !196, !DIExpression(), !235)
  %61 = load <2 x double>, ptr %25, align 16, !dbg !239, !tbaa !182
  store <2 x double> %61, ptr %60, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 2, !196, !DIExpression(), !235)
  %62 = getelementptr inbounds i8, ptr %3, i64 496, !dbg !238
    #dbg_value(i64 3, !196, !DIExpression(), !235)
  %63 = load <2 x double>, ptr %26, align 16, !dbg !239, !tbaa !182
  store <2 x double> %63, ptr %62, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 4, !196, !DIExpression(), !235)
  %64 = getelementptr inbounds i8, ptr %3, i64 512, !dbg !238
    #dbg_value(i64 5, !196, !DIExpression(), !235)
  %65 = load <2 x double>, ptr %27, align 16, !dbg !239, !tbaa !182
  store <2 x double> %65, ptr %64, align 16, !dbg !236, !tbaa !182
    #dbg_value(i64 6, !196, !DIExpression(), !235)
  %66 = getelementptr inbounds i8, ptr %3, i64 528, !dbg !238
    #dbg_value(i64 11, !196, !DIExpression(), !235)
  %67 = getelementptr inbounds i8, ptr %3, i64 568, !dbg !238
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %66, i8 0, i64 40, i1 false), !dbg !236
  store double 1.000000e+00, ptr %67, align 8, !dbg !236, !tbaa !182
    #dbg_value(i64 12, !196, !DIExpression(), !235)
    #dbg_value(i64 6, !194, !DIExpression(), !234)
  br label %68, !dbg !240

68:                                               ; preds = %0, %174
  %69 = phi i64 [ %175, %174 ], [ 1, %0 ]
  %70 = phi i64 [ %71, %174 ], [ 0, %0 ]
    #dbg_value(i64 %70, !199, !DIExpression(), !241)
    #dbg_value(i64 %70, !201, !DIExpression(), !242)
  %71 = add nuw nsw i64 %70, 1, !dbg !243
    #dbg_value(i64 %71, !204, !DIExpression(), !244)
  %72 = icmp eq i64 %70, 5, !dbg !245
  br i1 %72, label %75, label %73, !dbg !240

73:                                               ; preds = %68
  %74 = trunc nuw nsw i64 %70 to i32, !dbg !240
  br label %123, !dbg !240

75:                                               ; preds = %123, %68
  %76 = phi i32 [ 5, %68 ], [ %135, %123 ], !dbg !247
  %77 = sext i32 %76 to i64, !dbg !248
  %78 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 %70, !dbg !248
  %79 = load double, ptr %78, align 8, !dbg !248, !tbaa !182
  %80 = tail call double @llvm.fabs.f64(double %79), !dbg !250
  %81 = fcmp uge double %80, 0x3D719799812DEA11, !dbg !251
  br i1 %81, label %82, label %183, !dbg !252

82:                                               ; preds = %75
    #dbg_value(i64 0, !206, !DIExpression(), !253)
  %83 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 0, !dbg !254
    #dbg_value(double poison, !208, !DIExpression(), !255)
  %84 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 0, !dbg !256
    #dbg_value(i64 1, !206, !DIExpression(), !253)
  %85 = load <2 x double>, ptr %83, align 16, !dbg !254, !tbaa !182
  %86 = load <2 x double>, ptr %84, align 16, !dbg !256, !tbaa !182
  store <2 x double> %86, ptr %83, align 16, !dbg !257, !tbaa !182
  store <2 x double> %85, ptr %84, align 16, !dbg !258, !tbaa !182
    #dbg_value(i64 2, !206, !DIExpression(), !253)
  %87 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 2, !dbg !254
  %88 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 2, !dbg !256
    #dbg_value(i64 3, !206, !DIExpression(), !253)
  %89 = load <2 x double>, ptr %87, align 16, !dbg !254, !tbaa !182
  %90 = load <2 x double>, ptr %88, align 16, !dbg !256, !tbaa !182
  store <2 x double> %90, ptr %87, align 16, !dbg !257, !tbaa !182
  store <2 x double> %89, ptr %88, align 16, !dbg !258, !tbaa !182
    #dbg_value(i64 4, !206, !DIExpression(), !253)
  %91 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 4, !dbg !254
  %92 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 4, !dbg !256
    #dbg_value(i64 5, !206, !DIExpression(), !253)
  %93 = load <2 x double>, ptr %91, align 16, !dbg !254, !tbaa !182
  %94 = load <2 x double>, ptr %92, align 16, !dbg !256, !tbaa !182
  store <2 x double> %94, ptr %91, align 16, !dbg !257, !tbaa !182
  store <2 x double> %93, ptr %92, align 16, !dbg !258, !tbaa !182
    #dbg_value(i64 6, !206, !DIExpression(), !253)
  %95 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 6, !dbg !254
  %96 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 6, !dbg !256
    #dbg_value(i64 7, !206, !DIExpression(), !253)
  %97 = load <2 x double>, ptr %95, align 16, !dbg !254, !tbaa !182
  %98 = load <2 x double>, ptr %96, align 16, !dbg !256, !tbaa !182
  store <2 x double> %98, ptr %95, align 16, !dbg !257, !tbaa !182
  store <2 x double> %97, ptr %96, align 16, !dbg !258, !tbaa !182
    #dbg_value(i64 8, !206, !DIExpression(), !253)
  %99 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 8, !dbg !254
  %100 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 8, !dbg !256
    #dbg_value(i64 9, !206, !DIExpression(), !253)
  %101 = load <2 x double>, ptr %99, align 16, !dbg !254, !tbaa !182
  %102 = load <2 x double>, ptr %100, align 16, !dbg !256, !tbaa !182
  store <2 x double> %102, ptr %99, align 16, !dbg !257, !tbaa !182
  store <2 x double> %101, ptr %100, align 16, !dbg !258, !tbaa !182
    #dbg_value(i64 10, !206, !DIExpression(), !253)
  %103 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 10, !dbg !254
  %104 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %77, i64 10, !dbg !256
    #dbg_value(i64 11, !206, !DIExpression(), !253)
  %105 = load <2 x double>, ptr %103, align 16, !dbg !254, !tbaa !182
  %106 = load <2 x double>, ptr %104, align 16, !dbg !256, !tbaa !182
  store <2 x double> %106, ptr %103, align 16, !dbg !257, !tbaa !182
  store <2 x double> %105, ptr %104, align 16, !dbg !258, !tbaa !182
    #dbg_value(i64 12, !206, !DIExpression(), !253)
  %107 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %70, i64 %70, !dbg !259
  %108 = load double, ptr %107, align 8, !dbg !259, !tbaa !182
    #dbg_value(double %108, !211, !DIExpression(), !242)
    #dbg_value(i64 1, !212, !DIExpression(), !260)
  %109 = load <2 x double>, ptr %83, align 16, !dbg !261, !tbaa !182
  %110 = insertelement <2 x double> poison, double %108, i64 0, !dbg !261
  %111 = shufflevector <2 x double> %110, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !261
  %112 = fdiv <2 x double> %109, %111, !dbg !261
  store <2 x double> %112, ptr %83, align 16, !dbg !261, !tbaa !182
    #dbg_value(i64 3, !212, !DIExpression(), !260)
  %113 = load <2 x double>, ptr %87, align 16, !dbg !261, !tbaa !182
  %114 = fdiv <2 x double> %113, %111, !dbg !261
  store <2 x double> %114, ptr %87, align 16, !dbg !261, !tbaa !182
    #dbg_value(i64 5, !212, !DIExpression(), !260)
  %115 = load <2 x double>, ptr %91, align 16, !dbg !261, !tbaa !182
  %116 = fdiv <2 x double> %115, %111, !dbg !261
  store <2 x double> %116, ptr %91, align 16, !dbg !261, !tbaa !182
    #dbg_value(i64 7, !212, !DIExpression(), !260)
  %117 = load <2 x double>, ptr %95, align 16, !dbg !261, !tbaa !182
  %118 = fdiv <2 x double> %117, %111, !dbg !261
  store <2 x double> %118, ptr %95, align 16, !dbg !261, !tbaa !182
    #dbg_value(i64 9, !212, !DIExpression(), !260)
  %119 = load <2 x double>, ptr %99, align 16, !dbg !261, !tbaa !182
  %120 = fdiv <2 x double> %119, %111, !dbg !261
  store <2 x double> %120, ptr %99, align 16, !dbg !261, !tbaa !182
    #dbg_value(i64 11, !212, !DIExpression(), !260)
  %121 = load <2 x double>, ptr %103, align 16, !dbg !261, !tbaa !182
  %122 = fdiv <2 x double> %121, %111, !dbg !261
  store <2 x double> %122, ptr %103, align 16, !dbg !261, !tbaa !182
    #dbg_value(i64 12, !212, !DIExpression(), !260)
  br label %138, !dbg !263

123:                                              ; preds = %73, %123
  %124 = phi i64 [ %136, %123 ], [ %69, %73 ]
  %125 = phi i32 [ %135, %123 ], [ %74, %73 ]
    #dbg_value(i64 %124, !204, !DIExpression(), !244)
    #dbg_value(i32 %125, !201, !DIExpression(), !242)
  %126 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %124, i64 %70, !dbg !264
  %127 = load double, ptr %126, align 8, !dbg !264, !tbaa !182
  %128 = tail call double @llvm.fabs.f64(double %127), !dbg !266
  %129 = sext i32 %125 to i64, !dbg !267
  %130 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %129, i64 %70, !dbg !267
  %131 = load double, ptr %130, align 8, !dbg !267, !tbaa !182
  %132 = tail call double @llvm.fabs.f64(double %131), !dbg !268
  %133 = fcmp ogt double %128, %132, !dbg !269
  %134 = trunc nuw nsw i64 %124 to i32, !dbg !270
  %135 = select i1 %133, i32 %134, i32 %125, !dbg !270
    #dbg_value(i32 %135, !201, !DIExpression(), !242)
  %136 = add nuw nsw i64 %124, 1, !dbg !271
    #dbg_value(i64 %136, !204, !DIExpression(), !244)
  %137 = icmp eq i64 %136, 6, !dbg !245
  br i1 %137, label %75, label %123, !dbg !240, !llvm.loop !272

138:                                              ; preds = %171, %82
  %139 = phi i64 [ 0, %82 ], [ %172, %171 ]
    #dbg_value(i64 %139, !214, !DIExpression(), !275)
  %140 = icmp eq i64 %139, %70, !dbg !276
  br i1 %140, label %171, label %141, !dbg !277

141:                                              ; preds = %138
  %142 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 %70, !dbg !278
  %143 = load double, ptr %142, align 8, !dbg !278, !tbaa !182
    #dbg_value(double %143, !216, !DIExpression(), !279)
    #dbg_value(i32 0, !220, !DIExpression(), !280)
  %144 = fneg double %143
    #dbg_value(i64 0, !220, !DIExpression(), !280)
  %145 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 0, !dbg !281
    #dbg_value(i64 1, !220, !DIExpression(), !280)
  %146 = load <2 x double>, ptr %83, align 16, !dbg !283, !tbaa !182
  %147 = load <2 x double>, ptr %145, align 16, !dbg !284, !tbaa !182
  %148 = insertelement <2 x double> poison, double %144, i64 0, !dbg !284
  %149 = shufflevector <2 x double> %148, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !284
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %146, <2 x double> %147), !dbg !284
  store <2 x double> %150, ptr %145, align 16, !dbg !284, !tbaa !182
    #dbg_value(i64 2, !220, !DIExpression(), !280)
  %151 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 2, !dbg !281
    #dbg_value(i64 3, !220, !DIExpression(), !280)
  %152 = load <2 x double>, ptr %87, align 16, !dbg !283, !tbaa !182
  %153 = load <2 x double>, ptr %151, align 16, !dbg !284, !tbaa !182
  %154 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %152, <2 x double> %153), !dbg !284
  store <2 x double> %154, ptr %151, align 16, !dbg !284, !tbaa !182
    #dbg_value(i64 4, !220, !DIExpression(), !280)
  %155 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 4, !dbg !281
    #dbg_value(i64 5, !220, !DIExpression(), !280)
  %156 = load <2 x double>, ptr %91, align 16, !dbg !283, !tbaa !182
  %157 = load <2 x double>, ptr %155, align 16, !dbg !284, !tbaa !182
  %158 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %156, <2 x double> %157), !dbg !284
  store <2 x double> %158, ptr %155, align 16, !dbg !284, !tbaa !182
    #dbg_value(i64 6, !220, !DIExpression(), !280)
  %159 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 6, !dbg !281
    #dbg_value(i64 7, !220, !DIExpression(), !280)
  %160 = load <2 x double>, ptr %95, align 16, !dbg !283, !tbaa !182
  %161 = load <2 x double>, ptr %159, align 16, !dbg !284, !tbaa !182
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %160, <2 x double> %161), !dbg !284
  store <2 x double> %162, ptr %159, align 16, !dbg !284, !tbaa !182
    #dbg_value(i64 8, !220, !DIExpression(), !280)
  %163 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 8, !dbg !281
    #dbg_value(i64 9, !220, !DIExpression(), !280)
  %164 = load <2 x double>, ptr %99, align 16, !dbg !283, !tbaa !182
  %165 = load <2 x double>, ptr %163, align 16, !dbg !284, !tbaa !182
  %166 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %164, <2 x double> %165), !dbg !284
  store <2 x double> %166, ptr %163, align 16, !dbg !284, !tbaa !182
    #dbg_value(i64 10, !220, !DIExpression(), !280)
  %167 = getelementptr inbounds [6 x [12 x double]], ptr %3, i64 0, i64 %139, i64 10, !dbg !281
    #dbg_value(i64 11, !220, !DIExpression(), !280)
  %168 = load <2 x double>, ptr %103, align 16, !dbg !283, !tbaa !182
  %169 = load <2 x double>, ptr %167, align 16, !dbg !284, !tbaa !182
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %168, <2 x double> %169), !dbg !284
  store <2 x double> %170, ptr %167, align 16, !dbg !284, !tbaa !182
    #dbg_value(i64 12, !220, !DIExpression(), !280)
  br label %171, !dbg !285

171:                                              ; preds = %141, %138
  %172 = add nuw nsw i64 %139, 1, !dbg !285
    #dbg_value(i64 %172, !214, !DIExpression(), !275)
  %173 = icmp eq i64 %172, 6, !dbg !286
  br i1 %173, label %174, label %138, !dbg !263, !llvm.loop !287

174:                                              ; preds = %171
  %175 = add nuw nsw i64 %69, 1
    #dbg_value(i64 %71, !199, !DIExpression(), !241)
  %176 = icmp eq i64 %71, 6, !dbg !289
  br i1 %176, label %177, label %68, !dbg !290

177:                                              ; preds = %174
    #dbg_value(i64 0, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
    #dbg_value(i32 0, !224, !DIExpression(), !292)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, ptr noundef nonnull align 16 dereferenceable(48) %30, i64 48, i1 false), !dbg !293, !tbaa !182, !DIAssignID !295
    #dbg_assign(i1 undef, !41, !DIExpression(DW_OP_LLVM_fragment, 0, 384), !295, ptr %5, !DIExpression(), !170)
    #dbg_value(i64 poison, !224, !DIExpression(), !292)
    #dbg_value(i64 1, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
  %178 = getelementptr inbounds i8, ptr %5, i64 48
    #dbg_value(i32 0, !224, !DIExpression(), !292)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %178, ptr noundef nonnull align 16 dereferenceable(48) %35, i64 48, i1 false), !dbg !293, !tbaa !182, !DIAssignID !296
    #dbg_assign(i1 undef, !41, !DIExpression(DW_OP_LLVM_fragment, 384, 384), !296, ptr %178, !DIExpression(), !170)
    #dbg_value(i64 poison, !224, !DIExpression(), !292)
    #dbg_value(i64 2, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
  %179 = getelementptr inbounds i8, ptr %5, i64 96
    #dbg_value(i32 0, !224, !DIExpression(), !292)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %179, ptr noundef nonnull align 16 dereferenceable(48) %40, i64 48, i1 false), !dbg !293, !tbaa !182, !DIAssignID !297
    #dbg_assign(i1 undef, !41, !DIExpression(DW_OP_LLVM_fragment, 768, 384), !297, ptr %179, !DIExpression(), !170)
    #dbg_value(i64 poison, !224, !DIExpression(), !292)
    #dbg_value(i64 3, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
  %180 = getelementptr inbounds i8, ptr %5, i64 144
    #dbg_value(i32 0, !224, !DIExpression(), !292)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %180, ptr noundef nonnull align 16 dereferenceable(48) %49, i64 48, i1 false), !dbg !293, !tbaa !182, !DIAssignID !298
    #dbg_assign(i1 undef, !41, !DIExpression(DW_OP_LLVM_fragment, 1152, 384), !298, ptr %180, !DIExpression(), !170)
    #dbg_value(i64 poison, !224, !DIExpression(), !292)
    #dbg_value(i64 4, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
  %181 = getelementptr inbounds i8, ptr %5, i64 192
    #dbg_value(i32 0, !224, !DIExpression(), !292)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %181, ptr noundef nonnull align 16 dereferenceable(48) %58, i64 48, i1 false), !dbg !293, !tbaa !182, !DIAssignID !299
    #dbg_assign(i1 undef, !41, !DIExpression(DW_OP_LLVM_fragment, 1536, 384), !299, ptr %181, !DIExpression(), !170)
    #dbg_value(i64 poison, !224, !DIExpression(), !292)
    #dbg_value(i64 5, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
  %182 = getelementptr inbounds i8, ptr %5, i64 240
    #dbg_value(i32 0, !224, !DIExpression(), !292)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %182, ptr noundef nonnull align 16 dereferenceable(48) %66, i64 48, i1 false), !dbg !293, !tbaa !182, !DIAssignID !300
    #dbg_assign(i1 undef, !41, !DIExpression(DW_OP_LLVM_fragment, 1920, 384), !300, ptr %182, !DIExpression(), !170)
    #dbg_value(i64 poison, !224, !DIExpression(), !292)
    #dbg_value(i64 6, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !291)
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #8, !dbg !301
    #dbg_value(i32 0, !48, !DIExpression(), !302)
    #dbg_value(double 0.000000e+00, !47, !DIExpression(), !170)
  br label %185, !dbg !303

183:                                              ; preds = %75
  call void @llvm.lifetime.end.p0(i64 576, ptr nonnull %3) #8, !dbg !301
  %184 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !304
  br label %1090, !dbg !306

185:                                              ; preds = %177, %232
  %186 = phi i64 [ 0, %177 ], [ %233, %232 ]
  %187 = phi double [ 0.000000e+00, %177 ], [ %229, %232 ]
    #dbg_value(i64 %186, !48, !DIExpression(), !302)
    #dbg_value(i32 0, !50, !DIExpression(), !307)
    #dbg_value(double %187, !47, !DIExpression(), !170)
  %188 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 0, !dbg !308
  %189 = load double, ptr %188, align 16, !dbg !308, !tbaa !182
  %190 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 1
  %191 = load double, ptr %190, align 8, !dbg !308, !tbaa !182
  %192 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 2
  %193 = load double, ptr %192, align 16, !dbg !308, !tbaa !182
  %194 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 3
  %195 = load double, ptr %194, align 8, !dbg !308, !tbaa !182
  %196 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 4
  %197 = load double, ptr %196, align 16, !dbg !308, !tbaa !182
  %198 = getelementptr inbounds [6 x [6 x double]], ptr %4, i64 0, i64 %186, i64 5
  %199 = load double, ptr %198, align 8, !dbg !308, !tbaa !182
  br label %204, !dbg !310

200:                                              ; preds = %232
  %201 = fcmp olt double %229, 0x3D719799812DEA11, !dbg !311
  %202 = zext i1 %201 to i32, !dbg !311
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %202), !dbg !312
    #dbg_value(i32 0, !58, !DIExpression(), !313)
  br label %235, !dbg !314

204:                                              ; preds = %185, %204
  %205 = phi i64 [ 0, %185 ], [ %230, %204 ]
  %206 = phi double [ %187, %185 ], [ %229, %204 ]
    #dbg_value(i64 %205, !50, !DIExpression(), !307)
    #dbg_value(double %206, !47, !DIExpression(), !170)
    #dbg_value(i64 0, !56, !DIExpression(), !315)
    #dbg_value(double 0.000000e+00, !53, !DIExpression(), !316)
  %207 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 0, i64 %205, !dbg !317
  %208 = load double, ptr %207, align 8, !dbg !317, !tbaa !182
  %209 = tail call double @llvm.fmuladd.f64(double %189, double %208, double 0.000000e+00), !dbg !318
    #dbg_value(double %209, !53, !DIExpression(), !316)
    #dbg_value(i64 1, !56, !DIExpression(), !315)
  %210 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 1, i64 %205, !dbg !317
  %211 = load double, ptr %210, align 8, !dbg !317, !tbaa !182
  %212 = tail call double @llvm.fmuladd.f64(double %191, double %211, double %209), !dbg !318
    #dbg_value(double %212, !53, !DIExpression(), !316)
    #dbg_value(i64 2, !56, !DIExpression(), !315)
  %213 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 2, i64 %205, !dbg !317
  %214 = load double, ptr %213, align 8, !dbg !317, !tbaa !182
  %215 = tail call double @llvm.fmuladd.f64(double %193, double %214, double %212), !dbg !318
    #dbg_value(double %215, !53, !DIExpression(), !316)
    #dbg_value(i64 3, !56, !DIExpression(), !315)
  %216 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 3, i64 %205, !dbg !317
  %217 = load double, ptr %216, align 8, !dbg !317, !tbaa !182
  %218 = tail call double @llvm.fmuladd.f64(double %195, double %217, double %215), !dbg !318
    #dbg_value(double %218, !53, !DIExpression(), !316)
    #dbg_value(i64 4, !56, !DIExpression(), !315)
  %219 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 4, i64 %205, !dbg !317
  %220 = load double, ptr %219, align 8, !dbg !317, !tbaa !182
  %221 = tail call double @llvm.fmuladd.f64(double %197, double %220, double %218), !dbg !318
    #dbg_value(double %221, !53, !DIExpression(), !316)
    #dbg_value(i64 5, !56, !DIExpression(), !315)
  %222 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 5, i64 %205, !dbg !317
  %223 = load double, ptr %222, align 8, !dbg !317, !tbaa !182
  %224 = tail call double @llvm.fmuladd.f64(double %199, double %223, double %221), !dbg !318
    #dbg_value(double %224, !53, !DIExpression(), !316)
    #dbg_value(i64 6, !56, !DIExpression(), !315)
  %225 = icmp eq i64 %186, %205, !dbg !319
  %226 = uitofp i1 %225 to double, !dbg !320
  %227 = fsub double %224, %226, !dbg !321
  %228 = tail call double @llvm.fabs.f64(double %227), !dbg !322
  %229 = tail call double @llvm.maxnum.f64(double %206, double %228), !dbg !323
    #dbg_value(double %229, !47, !DIExpression(), !170)
  %230 = add nuw nsw i64 %205, 1, !dbg !324
    #dbg_value(i64 %230, !50, !DIExpression(), !307)
  %231 = icmp eq i64 %230, 6, !dbg !325
  br i1 %231, label %232, label %204, !dbg !310, !llvm.loop !326

232:                                              ; preds = %204
  %233 = add nuw nsw i64 %186, 1, !dbg !328
    #dbg_value(i64 %233, !48, !DIExpression(), !302)
    #dbg_value(double %229, !47, !DIExpression(), !170)
  %234 = icmp eq i64 %233, 6, !dbg !329
  br i1 %234, label %200, label %185, !dbg !303, !llvm.loop !330

235:                                              ; preds = %200, %235
  %236 = phi i64 [ 0, %200 ], [ %256, %235 ]
    #dbg_value(i64 %236, !58, !DIExpression(), !313)
    #dbg_value(i64 0, !60, !DIExpression(), !332)
  %237 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 0, !dbg !333
  %238 = load double, ptr %237, align 16, !dbg !333, !tbaa !182
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %238), !dbg !335
    #dbg_value(i64 1, !60, !DIExpression(), !332)
  %240 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 1, !dbg !333
  %241 = load double, ptr %240, align 8, !dbg !333, !tbaa !182
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %241), !dbg !335
    #dbg_value(i64 2, !60, !DIExpression(), !332)
  %243 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 2, !dbg !333
  %244 = load double, ptr %243, align 16, !dbg !333, !tbaa !182
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %244), !dbg !335
    #dbg_value(i64 3, !60, !DIExpression(), !332)
  %246 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 3, !dbg !333
  %247 = load double, ptr %246, align 8, !dbg !333, !tbaa !182
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %247), !dbg !335
    #dbg_value(i64 4, !60, !DIExpression(), !332)
  %249 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 4, !dbg !333
  %250 = load double, ptr %249, align 16, !dbg !333, !tbaa !182
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %250), !dbg !335
    #dbg_value(i64 5, !60, !DIExpression(), !332)
  %252 = getelementptr inbounds [6 x [6 x double]], ptr %5, i64 0, i64 %236, i64 5, !dbg !333
  %253 = load double, ptr %252, align 8, !dbg !333, !tbaa !182
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %253), !dbg !335
    #dbg_value(i64 6, !60, !DIExpression(), !332)
  %255 = tail call i32 @putchar(i32 10), !dbg !336
  %256 = add nuw nsw i64 %236, 1, !dbg !337
    #dbg_value(i64 %256, !58, !DIExpression(), !313)
  %257 = icmp eq i64 %256, 6, !dbg !338
  br i1 %257, label %258, label %235, !dbg !314, !llvm.loop !339

258:                                              ; preds = %235
    #dbg_assign(i8 0, !64, !DIExpression(), !341, ptr undef, !DIExpression(), !170)
    #dbg_value(<2 x double> <double 1.000000e+00, double 2.000000e+00>, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
    #dbg_value(<2 x double> <double 1.000000e+00, double 2.000000e+00>, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
    #dbg_value(<2 x double> <double 3.000000e+00, double 4.000000e+00>, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !170)
    #dbg_value(<2 x double> <double 3.000000e+00, double 4.000000e+00>, !64, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170)
    #dbg_value(<2 x double> <double 5.000000e+00, double 6.000000e+00>, !64, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !170)
    #dbg_value(<2 x double> <double 5.000000e+00, double 6.000000e+00>, !64, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !170)
    #dbg_assign(i1 undef, !129, !DIExpression(), !167, ptr %2, !DIExpression(), !165)
    #dbg_value(ptr %4, !126, !DIExpression(), !165)
    #dbg_value(ptr undef, !127, !DIExpression(), !165)
    #dbg_value(ptr undef, !128, !DIExpression(), !165)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %1) #8, !dbg !342
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %1, i8 0, i64 288, i1 false), !dbg !343, !DIAssignID !344
    #dbg_assign(i8 0, !117, !DIExpression(), !344, ptr %1, !DIExpression(), !165)
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %2) #8, !dbg !342
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(288) %2, i8 0, i64 288, i1 false), !dbg !345, !DIAssignID !346
    #dbg_assign(i8 0, !129, !DIExpression(), !346, ptr %2, !DIExpression(), !165)
    #dbg_value(i32 0, !131, !DIExpression(), !347)
  br label %259, !dbg !348

259:                                              ; preds = %522, %258
  %260 = phi i64 [ 0, %258 ], [ %523, %522 ]
    #dbg_value(i64 %260, !131, !DIExpression(), !347)
    #dbg_value(i64 %260, !133, !DIExpression(), !349)
  %261 = icmp eq i64 %260, 0
    #dbg_value(i64 %260, !133, !DIExpression(), !349)
    #dbg_value(i32 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  br i1 %261, label %267, label %488, !dbg !352

262:                                              ; preds = %482, %439, %396, %353, %310, %267
    #dbg_value(i64 %260, !142, !DIExpression(), !353)
  %263 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %260
  %264 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 %260
    #dbg_value(i64 %260, !142, !DIExpression(), !353)
  store double 1.000000e+00, ptr %264, align 8, !dbg !354, !tbaa !182
  %265 = add nuw nsw i64 %260, 1, !dbg !355
    #dbg_value(i64 %265, !142, !DIExpression(), !353)
  %266 = icmp eq i64 %265, 6, !dbg !356
  br i1 %266, label %522, label %525, !dbg !357, !llvm.loop !358

267:                                              ; preds = %488, %495, %502, %509, %516, %259
  %268 = phi double [ 0.000000e+00, %259 ], [ %493, %488 ], [ %500, %495 ], [ %507, %502 ], [ %514, %509 ], [ %521, %516 ], !dbg !360
  %269 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %260, !dbg !361
  %270 = load double, ptr %269, align 8, !dbg !361, !tbaa !182
  %271 = fsub double %270, %268, !dbg !362
  %272 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %260, !dbg !363
  store double %271, ptr %272, align 8, !dbg !364, !tbaa !182
  %273 = add nuw nsw i64 %260, 1, !dbg !365
    #dbg_value(i64 %273, !133, !DIExpression(), !349)
  %274 = icmp eq i64 %273, 6, !dbg !366
  br i1 %274, label %262, label %275, !dbg !367, !llvm.loop !368

275:                                              ; preds = %267
    #dbg_value(i64 %273, !133, !DIExpression(), !349)
    #dbg_value(i32 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  br i1 %261, label %310, label %276, !dbg !352

276:                                              ; preds = %275
    #dbg_value(i64 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  %277 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0, !dbg !370
  %278 = load double, ptr %277, align 16, !dbg !370, !tbaa !182
  %279 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %273, !dbg !372
  %280 = load double, ptr %279, align 8, !dbg !372, !tbaa !182
  %281 = tail call double @llvm.fmuladd.f64(double %278, double %280, double 0.000000e+00), !dbg !373
    #dbg_value(double %281, !137, !DIExpression(), !351)
    #dbg_value(i64 1, !140, !DIExpression(), !350)
  %282 = icmp eq i64 %260, 1, !dbg !374
  br i1 %282, label %310, label %283, !dbg !352, !llvm.loop !375

283:                                              ; preds = %276
    #dbg_value(i64 1, !140, !DIExpression(), !350)
    #dbg_value(double %281, !137, !DIExpression(), !351)
  %284 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1, !dbg !370
  %285 = load double, ptr %284, align 8, !dbg !370, !tbaa !182
  %286 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %273, !dbg !372
  %287 = load double, ptr %286, align 8, !dbg !372, !tbaa !182
  %288 = tail call double @llvm.fmuladd.f64(double %285, double %287, double %281), !dbg !373
    #dbg_value(double %288, !137, !DIExpression(), !351)
    #dbg_value(i64 2, !140, !DIExpression(), !350)
  %289 = icmp eq i64 %260, 2, !dbg !374
  br i1 %289, label %310, label %290, !dbg !352, !llvm.loop !375

290:                                              ; preds = %283
    #dbg_value(i64 2, !140, !DIExpression(), !350)
    #dbg_value(double %288, !137, !DIExpression(), !351)
  %291 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2, !dbg !370
  %292 = load double, ptr %291, align 16, !dbg !370, !tbaa !182
  %293 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %273, !dbg !372
  %294 = load double, ptr %293, align 8, !dbg !372, !tbaa !182
  %295 = tail call double @llvm.fmuladd.f64(double %292, double %294, double %288), !dbg !373
    #dbg_value(double %295, !137, !DIExpression(), !351)
    #dbg_value(i64 3, !140, !DIExpression(), !350)
  %296 = icmp eq i64 %260, 3, !dbg !374
  br i1 %296, label %310, label %297, !dbg !352, !llvm.loop !375

297:                                              ; preds = %290
    #dbg_value(i64 3, !140, !DIExpression(), !350)
    #dbg_value(double %295, !137, !DIExpression(), !351)
  %298 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3, !dbg !370
  %299 = load double, ptr %298, align 8, !dbg !370, !tbaa !182
  %300 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %273, !dbg !372
  %301 = load double, ptr %300, align 8, !dbg !372, !tbaa !182
  %302 = tail call double @llvm.fmuladd.f64(double %299, double %301, double %295), !dbg !373
    #dbg_value(double %302, !137, !DIExpression(), !351)
    #dbg_value(i64 4, !140, !DIExpression(), !350)
  %303 = icmp eq i64 %260, 4, !dbg !374
  br i1 %303, label %310, label %304, !dbg !352, !llvm.loop !375

304:                                              ; preds = %297
    #dbg_value(i64 4, !140, !DIExpression(), !350)
    #dbg_value(double %302, !137, !DIExpression(), !351)
  %305 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4, !dbg !370
  %306 = load double, ptr %305, align 16, !dbg !370, !tbaa !182
  %307 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %273, !dbg !372
  %308 = load double, ptr %307, align 8, !dbg !372, !tbaa !182
  %309 = tail call double @llvm.fmuladd.f64(double %306, double %308, double %302), !dbg !373
    #dbg_value(double %309, !137, !DIExpression(), !351)
    #dbg_value(i64 5, !140, !DIExpression(), !350)
  br label %310

310:                                              ; preds = %276, %283, %290, %297, %304, %275
  %311 = phi double [ 0.000000e+00, %275 ], [ %281, %276 ], [ %288, %283 ], [ %295, %290 ], [ %302, %297 ], [ %309, %304 ], !dbg !360
  %312 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %273, !dbg !361
  %313 = load double, ptr %312, align 8, !dbg !361, !tbaa !182
  %314 = fsub double %313, %311, !dbg !362
  %315 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %273, !dbg !363
  store double %314, ptr %315, align 8, !dbg !364, !tbaa !182
  %316 = add nuw nsw i64 %260, 2, !dbg !365
    #dbg_value(i64 %316, !133, !DIExpression(), !349)
  %317 = icmp eq i64 %316, 6, !dbg !366
  br i1 %317, label %262, label %318, !dbg !367, !llvm.loop !368

318:                                              ; preds = %310
    #dbg_value(i64 %316, !133, !DIExpression(), !349)
    #dbg_value(i32 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  br i1 %261, label %353, label %319, !dbg !352

319:                                              ; preds = %318
    #dbg_value(i64 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  %320 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0, !dbg !370
  %321 = load double, ptr %320, align 16, !dbg !370, !tbaa !182
  %322 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %316, !dbg !372
  %323 = load double, ptr %322, align 8, !dbg !372, !tbaa !182
  %324 = tail call double @llvm.fmuladd.f64(double %321, double %323, double 0.000000e+00), !dbg !373
    #dbg_value(double %324, !137, !DIExpression(), !351)
    #dbg_value(i64 1, !140, !DIExpression(), !350)
  %325 = icmp eq i64 %260, 1, !dbg !374
  br i1 %325, label %353, label %326, !dbg !352, !llvm.loop !375

326:                                              ; preds = %319
    #dbg_value(i64 1, !140, !DIExpression(), !350)
    #dbg_value(double %324, !137, !DIExpression(), !351)
  %327 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1, !dbg !370
  %328 = load double, ptr %327, align 8, !dbg !370, !tbaa !182
  %329 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %316, !dbg !372
  %330 = load double, ptr %329, align 8, !dbg !372, !tbaa !182
  %331 = tail call double @llvm.fmuladd.f64(double %328, double %330, double %324), !dbg !373
    #dbg_value(double %331, !137, !DIExpression(), !351)
    #dbg_value(i64 2, !140, !DIExpression(), !350)
  %332 = icmp eq i64 %260, 2, !dbg !374
  br i1 %332, label %353, label %333, !dbg !352, !llvm.loop !375

333:                                              ; preds = %326
    #dbg_value(i64 2, !140, !DIExpression(), !350)
    #dbg_value(double %331, !137, !DIExpression(), !351)
  %334 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2, !dbg !370
  %335 = load double, ptr %334, align 16, !dbg !370, !tbaa !182
  %336 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %316, !dbg !372
  %337 = load double, ptr %336, align 8, !dbg !372, !tbaa !182
  %338 = tail call double @llvm.fmuladd.f64(double %335, double %337, double %331), !dbg !373
    #dbg_value(double %338, !137, !DIExpression(), !351)
    #dbg_value(i64 3, !140, !DIExpression(), !350)
  %339 = icmp eq i64 %260, 3, !dbg !374
  br i1 %339, label %353, label %340, !dbg !352, !llvm.loop !375

340:                                              ; preds = %333
    #dbg_value(i64 3, !140, !DIExpression(), !350)
    #dbg_value(double %338, !137, !DIExpression(), !351)
  %341 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3, !dbg !370
  %342 = load double, ptr %341, align 8, !dbg !370, !tbaa !182
  %343 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %316, !dbg !372
  %344 = load double, ptr %343, align 8, !dbg !372, !tbaa !182
  %345 = tail call double @llvm.fmuladd.f64(double %342, double %344, double %338), !dbg !373
    #dbg_value(double %345, !137, !DIExpression(), !351)
    #dbg_value(i64 4, !140, !DIExpression(), !350)
  %346 = icmp eq i64 %260, 4, !dbg !374
  br i1 %346, label %353, label %347, !dbg !352, !llvm.loop !375

347:                                              ; preds = %340
    #dbg_value(i64 4, !140, !DIExpression(), !350)
    #dbg_value(double %345, !137, !DIExpression(), !351)
  %348 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4, !dbg !370
  %349 = load double, ptr %348, align 16, !dbg !370, !tbaa !182
  %350 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %316, !dbg !372
  %351 = load double, ptr %350, align 8, !dbg !372, !tbaa !182
  %352 = tail call double @llvm.fmuladd.f64(double %349, double %351, double %345), !dbg !373
    #dbg_value(double %352, !137, !DIExpression(), !351)
    #dbg_value(i64 5, !140, !DIExpression(), !350)
  br label %353

353:                                              ; preds = %319, %326, %333, %340, %347, %318
  %354 = phi double [ 0.000000e+00, %318 ], [ %324, %319 ], [ %331, %326 ], [ %338, %333 ], [ %345, %340 ], [ %352, %347 ], !dbg !360
  %355 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %316, !dbg !361
  %356 = load double, ptr %355, align 8, !dbg !361, !tbaa !182
  %357 = fsub double %356, %354, !dbg !362
  %358 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %316, !dbg !363
  store double %357, ptr %358, align 8, !dbg !364, !tbaa !182
  %359 = add nuw nsw i64 %260, 3, !dbg !365
    #dbg_value(i64 %359, !133, !DIExpression(), !349)
  %360 = icmp eq i64 %359, 6, !dbg !366
  br i1 %360, label %262, label %361, !dbg !367, !llvm.loop !368

361:                                              ; preds = %353
    #dbg_value(i64 %359, !133, !DIExpression(), !349)
    #dbg_value(i32 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  br i1 %261, label %396, label %362, !dbg !352

362:                                              ; preds = %361
    #dbg_value(i64 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  %363 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0, !dbg !370
  %364 = load double, ptr %363, align 16, !dbg !370, !tbaa !182
  %365 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %359, !dbg !372
  %366 = load double, ptr %365, align 8, !dbg !372, !tbaa !182
  %367 = tail call double @llvm.fmuladd.f64(double %364, double %366, double 0.000000e+00), !dbg !373
    #dbg_value(double %367, !137, !DIExpression(), !351)
    #dbg_value(i64 1, !140, !DIExpression(), !350)
  %368 = icmp eq i64 %260, 1, !dbg !374
  br i1 %368, label %396, label %369, !dbg !352, !llvm.loop !375

369:                                              ; preds = %362
    #dbg_value(i64 1, !140, !DIExpression(), !350)
    #dbg_value(double %367, !137, !DIExpression(), !351)
  %370 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1, !dbg !370
  %371 = load double, ptr %370, align 8, !dbg !370, !tbaa !182
  %372 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %359, !dbg !372
  %373 = load double, ptr %372, align 8, !dbg !372, !tbaa !182
  %374 = tail call double @llvm.fmuladd.f64(double %371, double %373, double %367), !dbg !373
    #dbg_value(double %374, !137, !DIExpression(), !351)
    #dbg_value(i64 2, !140, !DIExpression(), !350)
  %375 = icmp eq i64 %260, 2, !dbg !374
  br i1 %375, label %396, label %376, !dbg !352, !llvm.loop !375

376:                                              ; preds = %369
    #dbg_value(i64 2, !140, !DIExpression(), !350)
    #dbg_value(double %374, !137, !DIExpression(), !351)
  %377 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2, !dbg !370
  %378 = load double, ptr %377, align 16, !dbg !370, !tbaa !182
  %379 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %359, !dbg !372
  %380 = load double, ptr %379, align 8, !dbg !372, !tbaa !182
  %381 = tail call double @llvm.fmuladd.f64(double %378, double %380, double %374), !dbg !373
    #dbg_value(double %381, !137, !DIExpression(), !351)
    #dbg_value(i64 3, !140, !DIExpression(), !350)
  %382 = icmp eq i64 %260, 3, !dbg !374
  br i1 %382, label %396, label %383, !dbg !352, !llvm.loop !375

383:                                              ; preds = %376
    #dbg_value(i64 3, !140, !DIExpression(), !350)
    #dbg_value(double %381, !137, !DIExpression(), !351)
  %384 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3, !dbg !370
  %385 = load double, ptr %384, align 8, !dbg !370, !tbaa !182
  %386 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %359, !dbg !372
  %387 = load double, ptr %386, align 8, !dbg !372, !tbaa !182
  %388 = tail call double @llvm.fmuladd.f64(double %385, double %387, double %381), !dbg !373
    #dbg_value(double %388, !137, !DIExpression(), !351)
    #dbg_value(i64 4, !140, !DIExpression(), !350)
  %389 = icmp eq i64 %260, 4, !dbg !374
  br i1 %389, label %396, label %390, !dbg !352, !llvm.loop !375

390:                                              ; preds = %383
    #dbg_value(i64 4, !140, !DIExpression(), !350)
    #dbg_value(double %388, !137, !DIExpression(), !351)
  %391 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4, !dbg !370
  %392 = load double, ptr %391, align 16, !dbg !370, !tbaa !182
  %393 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %359, !dbg !372
  %394 = load double, ptr %393, align 8, !dbg !372, !tbaa !182
  %395 = tail call double @llvm.fmuladd.f64(double %392, double %394, double %388), !dbg !373
    #dbg_value(double %395, !137, !DIExpression(), !351)
    #dbg_value(i64 5, !140, !DIExpression(), !350)
  br label %396

396:                                              ; preds = %362, %369, %376, %383, %390, %361
  %397 = phi double [ 0.000000e+00, %361 ], [ %367, %362 ], [ %374, %369 ], [ %381, %376 ], [ %388, %383 ], [ %395, %390 ], !dbg !360
  %398 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %359, !dbg !361
  %399 = load double, ptr %398, align 8, !dbg !361, !tbaa !182
  %400 = fsub double %399, %397, !dbg !362
  %401 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %359, !dbg !363
  store double %400, ptr %401, align 8, !dbg !364, !tbaa !182
  %402 = add nuw nsw i64 %260, 4, !dbg !365
    #dbg_value(i64 %402, !133, !DIExpression(), !349)
  %403 = icmp eq i64 %402, 6, !dbg !366
  br i1 %403, label %262, label %404, !dbg !367, !llvm.loop !368

404:                                              ; preds = %396
    #dbg_value(i64 %402, !133, !DIExpression(), !349)
    #dbg_value(i32 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  br i1 %261, label %439, label %405, !dbg !352

405:                                              ; preds = %404
    #dbg_value(i64 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  %406 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0, !dbg !370
  %407 = load double, ptr %406, align 16, !dbg !370, !tbaa !182
  %408 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %402, !dbg !372
  %409 = load double, ptr %408, align 8, !dbg !372, !tbaa !182
  %410 = tail call double @llvm.fmuladd.f64(double %407, double %409, double 0.000000e+00), !dbg !373
    #dbg_value(double %410, !137, !DIExpression(), !351)
    #dbg_value(i64 1, !140, !DIExpression(), !350)
  %411 = icmp eq i64 %260, 1, !dbg !374
  br i1 %411, label %439, label %412, !dbg !352, !llvm.loop !375

412:                                              ; preds = %405
    #dbg_value(i64 1, !140, !DIExpression(), !350)
    #dbg_value(double %410, !137, !DIExpression(), !351)
  %413 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1, !dbg !370
  %414 = load double, ptr %413, align 8, !dbg !370, !tbaa !182
  %415 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %402, !dbg !372
  %416 = load double, ptr %415, align 8, !dbg !372, !tbaa !182
  %417 = tail call double @llvm.fmuladd.f64(double %414, double %416, double %410), !dbg !373
    #dbg_value(double %417, !137, !DIExpression(), !351)
    #dbg_value(i64 2, !140, !DIExpression(), !350)
  %418 = icmp eq i64 %260, 2, !dbg !374
  br i1 %418, label %439, label %419, !dbg !352, !llvm.loop !375

419:                                              ; preds = %412
    #dbg_value(i64 2, !140, !DIExpression(), !350)
    #dbg_value(double %417, !137, !DIExpression(), !351)
  %420 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2, !dbg !370
  %421 = load double, ptr %420, align 16, !dbg !370, !tbaa !182
  %422 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %402, !dbg !372
  %423 = load double, ptr %422, align 8, !dbg !372, !tbaa !182
  %424 = tail call double @llvm.fmuladd.f64(double %421, double %423, double %417), !dbg !373
    #dbg_value(double %424, !137, !DIExpression(), !351)
    #dbg_value(i64 3, !140, !DIExpression(), !350)
  %425 = icmp eq i64 %260, 3, !dbg !374
  br i1 %425, label %439, label %426, !dbg !352, !llvm.loop !375

426:                                              ; preds = %419
    #dbg_value(i64 3, !140, !DIExpression(), !350)
    #dbg_value(double %424, !137, !DIExpression(), !351)
  %427 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3, !dbg !370
  %428 = load double, ptr %427, align 8, !dbg !370, !tbaa !182
  %429 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %402, !dbg !372
  %430 = load double, ptr %429, align 8, !dbg !372, !tbaa !182
  %431 = tail call double @llvm.fmuladd.f64(double %428, double %430, double %424), !dbg !373
    #dbg_value(double %431, !137, !DIExpression(), !351)
    #dbg_value(i64 4, !140, !DIExpression(), !350)
  %432 = icmp eq i64 %260, 4, !dbg !374
  br i1 %432, label %439, label %433, !dbg !352, !llvm.loop !375

433:                                              ; preds = %426
    #dbg_value(i64 4, !140, !DIExpression(), !350)
    #dbg_value(double %431, !137, !DIExpression(), !351)
  %434 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4, !dbg !370
  %435 = load double, ptr %434, align 16, !dbg !370, !tbaa !182
  %436 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %402, !dbg !372
  %437 = load double, ptr %436, align 8, !dbg !372, !tbaa !182
  %438 = tail call double @llvm.fmuladd.f64(double %435, double %437, double %431), !dbg !373
    #dbg_value(double %438, !137, !DIExpression(), !351)
    #dbg_value(i64 5, !140, !DIExpression(), !350)
  br label %439

439:                                              ; preds = %405, %412, %419, %426, %433, %404
  %440 = phi double [ 0.000000e+00, %404 ], [ %410, %405 ], [ %417, %412 ], [ %424, %419 ], [ %431, %426 ], [ %438, %433 ], !dbg !360
  %441 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %402, !dbg !361
  %442 = load double, ptr %441, align 8, !dbg !361, !tbaa !182
  %443 = fsub double %442, %440, !dbg !362
  %444 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %402, !dbg !363
  store double %443, ptr %444, align 8, !dbg !364, !tbaa !182
  %445 = add nuw nsw i64 %260, 5, !dbg !365
    #dbg_value(i64 %445, !133, !DIExpression(), !349)
  %446 = icmp eq i64 %445, 6, !dbg !366
  br i1 %446, label %262, label %447, !dbg !367, !llvm.loop !368

447:                                              ; preds = %439
    #dbg_value(i64 %445, !133, !DIExpression(), !349)
    #dbg_value(i32 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  br i1 %261, label %482, label %448, !dbg !352

448:                                              ; preds = %447
    #dbg_value(i64 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  %449 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0, !dbg !370
  %450 = load double, ptr %449, align 16, !dbg !370, !tbaa !182
  %451 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %445, !dbg !372
  %452 = load double, ptr %451, align 8, !dbg !372, !tbaa !182
  %453 = tail call double @llvm.fmuladd.f64(double %450, double %452, double 0.000000e+00), !dbg !373
    #dbg_value(double %453, !137, !DIExpression(), !351)
    #dbg_value(i64 1, !140, !DIExpression(), !350)
  %454 = icmp eq i64 %260, 1, !dbg !374
  br i1 %454, label %482, label %455, !dbg !352, !llvm.loop !375

455:                                              ; preds = %448
    #dbg_value(i64 1, !140, !DIExpression(), !350)
    #dbg_value(double %453, !137, !DIExpression(), !351)
  %456 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1, !dbg !370
  %457 = load double, ptr %456, align 8, !dbg !370, !tbaa !182
  %458 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %445, !dbg !372
  %459 = load double, ptr %458, align 8, !dbg !372, !tbaa !182
  %460 = tail call double @llvm.fmuladd.f64(double %457, double %459, double %453), !dbg !373
    #dbg_value(double %460, !137, !DIExpression(), !351)
    #dbg_value(i64 2, !140, !DIExpression(), !350)
  %461 = icmp eq i64 %260, 2, !dbg !374
  br i1 %461, label %482, label %462, !dbg !352, !llvm.loop !375

462:                                              ; preds = %455
    #dbg_value(i64 2, !140, !DIExpression(), !350)
    #dbg_value(double %460, !137, !DIExpression(), !351)
  %463 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2, !dbg !370
  %464 = load double, ptr %463, align 16, !dbg !370, !tbaa !182
  %465 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %445, !dbg !372
  %466 = load double, ptr %465, align 8, !dbg !372, !tbaa !182
  %467 = tail call double @llvm.fmuladd.f64(double %464, double %466, double %460), !dbg !373
    #dbg_value(double %467, !137, !DIExpression(), !351)
    #dbg_value(i64 3, !140, !DIExpression(), !350)
  %468 = icmp eq i64 %260, 3, !dbg !374
  br i1 %468, label %482, label %469, !dbg !352, !llvm.loop !375

469:                                              ; preds = %462
    #dbg_value(i64 3, !140, !DIExpression(), !350)
    #dbg_value(double %467, !137, !DIExpression(), !351)
  %470 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3, !dbg !370
  %471 = load double, ptr %470, align 8, !dbg !370, !tbaa !182
  %472 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %445, !dbg !372
  %473 = load double, ptr %472, align 8, !dbg !372, !tbaa !182
  %474 = tail call double @llvm.fmuladd.f64(double %471, double %473, double %467), !dbg !373
    #dbg_value(double %474, !137, !DIExpression(), !351)
    #dbg_value(i64 4, !140, !DIExpression(), !350)
  %475 = icmp eq i64 %260, 4, !dbg !374
  br i1 %475, label %482, label %476, !dbg !352, !llvm.loop !375

476:                                              ; preds = %469
    #dbg_value(i64 4, !140, !DIExpression(), !350)
    #dbg_value(double %474, !137, !DIExpression(), !351)
  %477 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4, !dbg !370
  %478 = load double, ptr %477, align 16, !dbg !370, !tbaa !182
  %479 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %445, !dbg !372
  %480 = load double, ptr %479, align 8, !dbg !372, !tbaa !182
  %481 = tail call double @llvm.fmuladd.f64(double %478, double %480, double %474), !dbg !373
    #dbg_value(double %481, !137, !DIExpression(), !351)
    #dbg_value(i64 5, !140, !DIExpression(), !350)
  br label %482

482:                                              ; preds = %448, %455, %462, %469, %476, %447
  %483 = phi double [ 0.000000e+00, %447 ], [ %453, %448 ], [ %460, %455 ], [ %467, %462 ], [ %474, %469 ], [ %481, %476 ], !dbg !360
  %484 = getelementptr inbounds [6 x double], ptr %4, i64 %260, i64 %445, !dbg !361
  %485 = load double, ptr %484, align 8, !dbg !361, !tbaa !182
  %486 = fsub double %485, %483, !dbg !362
  %487 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 %260, i64 %445, !dbg !363
  store double %486, ptr %487, align 8, !dbg !364, !tbaa !182
    #dbg_value(i64 %260, !133, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !349)
  br label %262

488:                                              ; preds = %259
    #dbg_value(i64 0, !140, !DIExpression(), !350)
    #dbg_value(double 0.000000e+00, !137, !DIExpression(), !351)
  %489 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 0, !dbg !370
  %490 = load double, ptr %489, align 16, !dbg !370, !tbaa !182
  %491 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260, !dbg !372
  %492 = load double, ptr %491, align 8, !dbg !372, !tbaa !182
  %493 = tail call double @llvm.fmuladd.f64(double %490, double %492, double 0.000000e+00), !dbg !373
    #dbg_value(double %493, !137, !DIExpression(), !351)
    #dbg_value(i64 1, !140, !DIExpression(), !350)
  %494 = icmp eq i64 %260, 1, !dbg !374
  br i1 %494, label %267, label %495, !dbg !352, !llvm.loop !375

495:                                              ; preds = %488
    #dbg_value(i64 1, !140, !DIExpression(), !350)
    #dbg_value(double %493, !137, !DIExpression(), !351)
  %496 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 1, !dbg !370
  %497 = load double, ptr %496, align 8, !dbg !370, !tbaa !182
  %498 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260, !dbg !372
  %499 = load double, ptr %498, align 8, !dbg !372, !tbaa !182
  %500 = tail call double @llvm.fmuladd.f64(double %497, double %499, double %493), !dbg !373
    #dbg_value(double %500, !137, !DIExpression(), !351)
    #dbg_value(i64 2, !140, !DIExpression(), !350)
  %501 = icmp eq i64 %260, 2, !dbg !374
  br i1 %501, label %267, label %502, !dbg !352, !llvm.loop !375

502:                                              ; preds = %495
    #dbg_value(i64 2, !140, !DIExpression(), !350)
    #dbg_value(double %500, !137, !DIExpression(), !351)
  %503 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 2, !dbg !370
  %504 = load double, ptr %503, align 16, !dbg !370, !tbaa !182
  %505 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260, !dbg !372
  %506 = load double, ptr %505, align 8, !dbg !372, !tbaa !182
  %507 = tail call double @llvm.fmuladd.f64(double %504, double %506, double %500), !dbg !373
    #dbg_value(double %507, !137, !DIExpression(), !351)
    #dbg_value(i64 3, !140, !DIExpression(), !350)
  %508 = icmp eq i64 %260, 3, !dbg !374
  br i1 %508, label %267, label %509, !dbg !352, !llvm.loop !375

509:                                              ; preds = %502
    #dbg_value(i64 3, !140, !DIExpression(), !350)
    #dbg_value(double %507, !137, !DIExpression(), !351)
  %510 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 3, !dbg !370
  %511 = load double, ptr %510, align 8, !dbg !370, !tbaa !182
  %512 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260, !dbg !372
  %513 = load double, ptr %512, align 8, !dbg !372, !tbaa !182
  %514 = tail call double @llvm.fmuladd.f64(double %511, double %513, double %507), !dbg !373
    #dbg_value(double %514, !137, !DIExpression(), !351)
    #dbg_value(i64 4, !140, !DIExpression(), !350)
  %515 = icmp eq i64 %260, 4, !dbg !374
  br i1 %515, label %267, label %516, !dbg !352, !llvm.loop !375

516:                                              ; preds = %509
    #dbg_value(i64 4, !140, !DIExpression(), !350)
    #dbg_value(double %514, !137, !DIExpression(), !351)
  %517 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %260, i64 4, !dbg !370
  %518 = load double, ptr %517, align 16, !dbg !370, !tbaa !182
  %519 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260, !dbg !372
  %520 = load double, ptr %519, align 8, !dbg !372, !tbaa !182
  %521 = tail call double @llvm.fmuladd.f64(double %518, double %520, double %514), !dbg !373
    #dbg_value(double %521, !137, !DIExpression(), !351)
    #dbg_value(i64 5, !140, !DIExpression(), !350)
  br label %267

522:                                              ; preds = %740, %695, %650, %605, %560, %262
  %523 = add nuw nsw i64 %260, 1, !dbg !377
    #dbg_value(i64 %523, !131, !DIExpression(), !347)
  %524 = icmp eq i64 %523, 6, !dbg !378
  br i1 %524, label %748, label %259, !dbg !348, !llvm.loop !379

525:                                              ; preds = %262
    #dbg_value(i64 %265, !142, !DIExpression(), !353)
    #dbg_value(i32 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  br i1 %261, label %560, label %526, !dbg !383

526:                                              ; preds = %525
    #dbg_value(i64 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  %527 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 0, !dbg !384
  %528 = load double, ptr %527, align 16, !dbg !384, !tbaa !182
  %529 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260, !dbg !386
  %530 = load double, ptr %529, align 8, !dbg !386, !tbaa !182
  %531 = tail call double @llvm.fmuladd.f64(double %528, double %530, double 0.000000e+00), !dbg !387
    #dbg_value(double %531, !144, !DIExpression(), !382)
    #dbg_value(i64 1, !149, !DIExpression(), !381)
  %532 = icmp eq i64 %260, 1, !dbg !388
  br i1 %532, label %560, label %533, !dbg !383, !llvm.loop !389

533:                                              ; preds = %526
    #dbg_value(i64 1, !149, !DIExpression(), !381)
    #dbg_value(double %531, !144, !DIExpression(), !382)
  %534 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 1, !dbg !384
  %535 = load double, ptr %534, align 8, !dbg !384, !tbaa !182
  %536 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260, !dbg !386
  %537 = load double, ptr %536, align 8, !dbg !386, !tbaa !182
  %538 = tail call double @llvm.fmuladd.f64(double %535, double %537, double %531), !dbg !387
    #dbg_value(double %538, !144, !DIExpression(), !382)
    #dbg_value(i64 2, !149, !DIExpression(), !381)
  %539 = icmp eq i64 %260, 2, !dbg !388
  br i1 %539, label %560, label %540, !dbg !383, !llvm.loop !389

540:                                              ; preds = %533
    #dbg_value(i64 2, !149, !DIExpression(), !381)
    #dbg_value(double %538, !144, !DIExpression(), !382)
  %541 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 2, !dbg !384
  %542 = load double, ptr %541, align 16, !dbg !384, !tbaa !182
  %543 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260, !dbg !386
  %544 = load double, ptr %543, align 8, !dbg !386, !tbaa !182
  %545 = tail call double @llvm.fmuladd.f64(double %542, double %544, double %538), !dbg !387
    #dbg_value(double %545, !144, !DIExpression(), !382)
    #dbg_value(i64 3, !149, !DIExpression(), !381)
  %546 = icmp eq i64 %260, 3, !dbg !388
  br i1 %546, label %560, label %547, !dbg !383, !llvm.loop !389

547:                                              ; preds = %540
    #dbg_value(i64 3, !149, !DIExpression(), !381)
    #dbg_value(double %545, !144, !DIExpression(), !382)
  %548 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 3, !dbg !384
  %549 = load double, ptr %548, align 8, !dbg !384, !tbaa !182
  %550 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260, !dbg !386
  %551 = load double, ptr %550, align 8, !dbg !386, !tbaa !182
  %552 = tail call double @llvm.fmuladd.f64(double %549, double %551, double %545), !dbg !387
    #dbg_value(double %552, !144, !DIExpression(), !382)
    #dbg_value(i64 4, !149, !DIExpression(), !381)
  %553 = icmp eq i64 %260, 4, !dbg !388
  br i1 %553, label %560, label %554, !dbg !383, !llvm.loop !389

554:                                              ; preds = %547
    #dbg_value(i64 4, !149, !DIExpression(), !381)
    #dbg_value(double %552, !144, !DIExpression(), !382)
  %555 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 4, !dbg !384
  %556 = load double, ptr %555, align 16, !dbg !384, !tbaa !182
  %557 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260, !dbg !386
  %558 = load double, ptr %557, align 8, !dbg !386, !tbaa !182
  %559 = tail call double @llvm.fmuladd.f64(double %556, double %558, double %552), !dbg !387
    #dbg_value(double %559, !144, !DIExpression(), !382)
    #dbg_value(i64 5, !149, !DIExpression(), !381)
  br label %560

560:                                              ; preds = %526, %533, %540, %547, %554, %525
  %561 = phi double [ 0.000000e+00, %525 ], [ %531, %526 ], [ %538, %533 ], [ %545, %540 ], [ %552, %547 ], [ %559, %554 ], !dbg !391
  %562 = getelementptr inbounds [6 x double], ptr %4, i64 %265, i64 %260, !dbg !392
  %563 = load double, ptr %562, align 8, !dbg !392, !tbaa !182
  %564 = fsub double %563, %561, !dbg !393
  %565 = load double, ptr %263, align 8, !dbg !394, !tbaa !182
  %566 = fdiv double %564, %565, !dbg !395
  %567 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %265, i64 %260, !dbg !396
  store double %566, ptr %567, align 8, !dbg !397, !tbaa !182
  %568 = add nuw nsw i64 %260, 2, !dbg !355
    #dbg_value(i64 %568, !142, !DIExpression(), !353)
  %569 = icmp eq i64 %568, 6, !dbg !356
  br i1 %569, label %522, label %570, !dbg !357, !llvm.loop !358

570:                                              ; preds = %560
    #dbg_value(i64 %568, !142, !DIExpression(), !353)
    #dbg_value(i32 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  br i1 %261, label %605, label %571, !dbg !383

571:                                              ; preds = %570
    #dbg_value(i64 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  %572 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 0, !dbg !384
  %573 = load double, ptr %572, align 16, !dbg !384, !tbaa !182
  %574 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260, !dbg !386
  %575 = load double, ptr %574, align 8, !dbg !386, !tbaa !182
  %576 = tail call double @llvm.fmuladd.f64(double %573, double %575, double 0.000000e+00), !dbg !387
    #dbg_value(double %576, !144, !DIExpression(), !382)
    #dbg_value(i64 1, !149, !DIExpression(), !381)
  %577 = icmp eq i64 %260, 1, !dbg !388
  br i1 %577, label %605, label %578, !dbg !383, !llvm.loop !389

578:                                              ; preds = %571
    #dbg_value(i64 1, !149, !DIExpression(), !381)
    #dbg_value(double %576, !144, !DIExpression(), !382)
  %579 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 1, !dbg !384
  %580 = load double, ptr %579, align 8, !dbg !384, !tbaa !182
  %581 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260, !dbg !386
  %582 = load double, ptr %581, align 8, !dbg !386, !tbaa !182
  %583 = tail call double @llvm.fmuladd.f64(double %580, double %582, double %576), !dbg !387
    #dbg_value(double %583, !144, !DIExpression(), !382)
    #dbg_value(i64 2, !149, !DIExpression(), !381)
  %584 = icmp eq i64 %260, 2, !dbg !388
  br i1 %584, label %605, label %585, !dbg !383, !llvm.loop !389

585:                                              ; preds = %578
    #dbg_value(i64 2, !149, !DIExpression(), !381)
    #dbg_value(double %583, !144, !DIExpression(), !382)
  %586 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 2, !dbg !384
  %587 = load double, ptr %586, align 16, !dbg !384, !tbaa !182
  %588 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260, !dbg !386
  %589 = load double, ptr %588, align 8, !dbg !386, !tbaa !182
  %590 = tail call double @llvm.fmuladd.f64(double %587, double %589, double %583), !dbg !387
    #dbg_value(double %590, !144, !DIExpression(), !382)
    #dbg_value(i64 3, !149, !DIExpression(), !381)
  %591 = icmp eq i64 %260, 3, !dbg !388
  br i1 %591, label %605, label %592, !dbg !383, !llvm.loop !389

592:                                              ; preds = %585
    #dbg_value(i64 3, !149, !DIExpression(), !381)
    #dbg_value(double %590, !144, !DIExpression(), !382)
  %593 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 3, !dbg !384
  %594 = load double, ptr %593, align 8, !dbg !384, !tbaa !182
  %595 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260, !dbg !386
  %596 = load double, ptr %595, align 8, !dbg !386, !tbaa !182
  %597 = tail call double @llvm.fmuladd.f64(double %594, double %596, double %590), !dbg !387
    #dbg_value(double %597, !144, !DIExpression(), !382)
    #dbg_value(i64 4, !149, !DIExpression(), !381)
  %598 = icmp eq i64 %260, 4, !dbg !388
  br i1 %598, label %605, label %599, !dbg !383, !llvm.loop !389

599:                                              ; preds = %592
    #dbg_value(i64 4, !149, !DIExpression(), !381)
    #dbg_value(double %597, !144, !DIExpression(), !382)
  %600 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 4, !dbg !384
  %601 = load double, ptr %600, align 16, !dbg !384, !tbaa !182
  %602 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260, !dbg !386
  %603 = load double, ptr %602, align 8, !dbg !386, !tbaa !182
  %604 = tail call double @llvm.fmuladd.f64(double %601, double %603, double %597), !dbg !387
    #dbg_value(double %604, !144, !DIExpression(), !382)
    #dbg_value(i64 5, !149, !DIExpression(), !381)
  br label %605

605:                                              ; preds = %571, %578, %585, %592, %599, %570
  %606 = phi double [ 0.000000e+00, %570 ], [ %576, %571 ], [ %583, %578 ], [ %590, %585 ], [ %597, %592 ], [ %604, %599 ], !dbg !391
  %607 = getelementptr inbounds [6 x double], ptr %4, i64 %568, i64 %260, !dbg !392
  %608 = load double, ptr %607, align 8, !dbg !392, !tbaa !182
  %609 = fsub double %608, %606, !dbg !393
  %610 = load double, ptr %263, align 8, !dbg !394, !tbaa !182
  %611 = fdiv double %609, %610, !dbg !395
  %612 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %568, i64 %260, !dbg !396
  store double %611, ptr %612, align 8, !dbg !397, !tbaa !182
  %613 = add nuw nsw i64 %260, 3, !dbg !355
    #dbg_value(i64 %613, !142, !DIExpression(), !353)
  %614 = icmp eq i64 %613, 6, !dbg !356
  br i1 %614, label %522, label %615, !dbg !357, !llvm.loop !358

615:                                              ; preds = %605
    #dbg_value(i64 %613, !142, !DIExpression(), !353)
    #dbg_value(i32 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  br i1 %261, label %650, label %616, !dbg !383

616:                                              ; preds = %615
    #dbg_value(i64 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  %617 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 0, !dbg !384
  %618 = load double, ptr %617, align 16, !dbg !384, !tbaa !182
  %619 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260, !dbg !386
  %620 = load double, ptr %619, align 8, !dbg !386, !tbaa !182
  %621 = tail call double @llvm.fmuladd.f64(double %618, double %620, double 0.000000e+00), !dbg !387
    #dbg_value(double %621, !144, !DIExpression(), !382)
    #dbg_value(i64 1, !149, !DIExpression(), !381)
  %622 = icmp eq i64 %260, 1, !dbg !388
  br i1 %622, label %650, label %623, !dbg !383, !llvm.loop !389

623:                                              ; preds = %616
    #dbg_value(i64 1, !149, !DIExpression(), !381)
    #dbg_value(double %621, !144, !DIExpression(), !382)
  %624 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 1, !dbg !384
  %625 = load double, ptr %624, align 8, !dbg !384, !tbaa !182
  %626 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260, !dbg !386
  %627 = load double, ptr %626, align 8, !dbg !386, !tbaa !182
  %628 = tail call double @llvm.fmuladd.f64(double %625, double %627, double %621), !dbg !387
    #dbg_value(double %628, !144, !DIExpression(), !382)
    #dbg_value(i64 2, !149, !DIExpression(), !381)
  %629 = icmp eq i64 %260, 2, !dbg !388
  br i1 %629, label %650, label %630, !dbg !383, !llvm.loop !389

630:                                              ; preds = %623
    #dbg_value(i64 2, !149, !DIExpression(), !381)
    #dbg_value(double %628, !144, !DIExpression(), !382)
  %631 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 2, !dbg !384
  %632 = load double, ptr %631, align 16, !dbg !384, !tbaa !182
  %633 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260, !dbg !386
  %634 = load double, ptr %633, align 8, !dbg !386, !tbaa !182
  %635 = tail call double @llvm.fmuladd.f64(double %632, double %634, double %628), !dbg !387
    #dbg_value(double %635, !144, !DIExpression(), !382)
    #dbg_value(i64 3, !149, !DIExpression(), !381)
  %636 = icmp eq i64 %260, 3, !dbg !388
  br i1 %636, label %650, label %637, !dbg !383, !llvm.loop !389

637:                                              ; preds = %630
    #dbg_value(i64 3, !149, !DIExpression(), !381)
    #dbg_value(double %635, !144, !DIExpression(), !382)
  %638 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 3, !dbg !384
  %639 = load double, ptr %638, align 8, !dbg !384, !tbaa !182
  %640 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260, !dbg !386
  %641 = load double, ptr %640, align 8, !dbg !386, !tbaa !182
  %642 = tail call double @llvm.fmuladd.f64(double %639, double %641, double %635), !dbg !387
    #dbg_value(double %642, !144, !DIExpression(), !382)
    #dbg_value(i64 4, !149, !DIExpression(), !381)
  %643 = icmp eq i64 %260, 4, !dbg !388
  br i1 %643, label %650, label %644, !dbg !383, !llvm.loop !389

644:                                              ; preds = %637
    #dbg_value(i64 4, !149, !DIExpression(), !381)
    #dbg_value(double %642, !144, !DIExpression(), !382)
  %645 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 4, !dbg !384
  %646 = load double, ptr %645, align 16, !dbg !384, !tbaa !182
  %647 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260, !dbg !386
  %648 = load double, ptr %647, align 8, !dbg !386, !tbaa !182
  %649 = tail call double @llvm.fmuladd.f64(double %646, double %648, double %642), !dbg !387
    #dbg_value(double %649, !144, !DIExpression(), !382)
    #dbg_value(i64 5, !149, !DIExpression(), !381)
  br label %650

650:                                              ; preds = %616, %623, %630, %637, %644, %615
  %651 = phi double [ 0.000000e+00, %615 ], [ %621, %616 ], [ %628, %623 ], [ %635, %630 ], [ %642, %637 ], [ %649, %644 ], !dbg !391
  %652 = getelementptr inbounds [6 x double], ptr %4, i64 %613, i64 %260, !dbg !392
  %653 = load double, ptr %652, align 8, !dbg !392, !tbaa !182
  %654 = fsub double %653, %651, !dbg !393
  %655 = load double, ptr %263, align 8, !dbg !394, !tbaa !182
  %656 = fdiv double %654, %655, !dbg !395
  %657 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %613, i64 %260, !dbg !396
  store double %656, ptr %657, align 8, !dbg !397, !tbaa !182
  %658 = add nuw nsw i64 %260, 4, !dbg !355
    #dbg_value(i64 %658, !142, !DIExpression(), !353)
  %659 = icmp eq i64 %658, 6, !dbg !356
  br i1 %659, label %522, label %660, !dbg !357, !llvm.loop !358

660:                                              ; preds = %650
    #dbg_value(i64 %658, !142, !DIExpression(), !353)
    #dbg_value(i32 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  br i1 %261, label %695, label %661, !dbg !383

661:                                              ; preds = %660
    #dbg_value(i64 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  %662 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 0, !dbg !384
  %663 = load double, ptr %662, align 16, !dbg !384, !tbaa !182
  %664 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260, !dbg !386
  %665 = load double, ptr %664, align 8, !dbg !386, !tbaa !182
  %666 = tail call double @llvm.fmuladd.f64(double %663, double %665, double 0.000000e+00), !dbg !387
    #dbg_value(double %666, !144, !DIExpression(), !382)
    #dbg_value(i64 1, !149, !DIExpression(), !381)
  %667 = icmp eq i64 %260, 1, !dbg !388
  br i1 %667, label %695, label %668, !dbg !383, !llvm.loop !389

668:                                              ; preds = %661
    #dbg_value(i64 1, !149, !DIExpression(), !381)
    #dbg_value(double %666, !144, !DIExpression(), !382)
  %669 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 1, !dbg !384
  %670 = load double, ptr %669, align 8, !dbg !384, !tbaa !182
  %671 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260, !dbg !386
  %672 = load double, ptr %671, align 8, !dbg !386, !tbaa !182
  %673 = tail call double @llvm.fmuladd.f64(double %670, double %672, double %666), !dbg !387
    #dbg_value(double %673, !144, !DIExpression(), !382)
    #dbg_value(i64 2, !149, !DIExpression(), !381)
  %674 = icmp eq i64 %260, 2, !dbg !388
  br i1 %674, label %695, label %675, !dbg !383, !llvm.loop !389

675:                                              ; preds = %668
    #dbg_value(i64 2, !149, !DIExpression(), !381)
    #dbg_value(double %673, !144, !DIExpression(), !382)
  %676 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 2, !dbg !384
  %677 = load double, ptr %676, align 16, !dbg !384, !tbaa !182
  %678 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260, !dbg !386
  %679 = load double, ptr %678, align 8, !dbg !386, !tbaa !182
  %680 = tail call double @llvm.fmuladd.f64(double %677, double %679, double %673), !dbg !387
    #dbg_value(double %680, !144, !DIExpression(), !382)
    #dbg_value(i64 3, !149, !DIExpression(), !381)
  %681 = icmp eq i64 %260, 3, !dbg !388
  br i1 %681, label %695, label %682, !dbg !383, !llvm.loop !389

682:                                              ; preds = %675
    #dbg_value(i64 3, !149, !DIExpression(), !381)
    #dbg_value(double %680, !144, !DIExpression(), !382)
  %683 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 3, !dbg !384
  %684 = load double, ptr %683, align 8, !dbg !384, !tbaa !182
  %685 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260, !dbg !386
  %686 = load double, ptr %685, align 8, !dbg !386, !tbaa !182
  %687 = tail call double @llvm.fmuladd.f64(double %684, double %686, double %680), !dbg !387
    #dbg_value(double %687, !144, !DIExpression(), !382)
    #dbg_value(i64 4, !149, !DIExpression(), !381)
  %688 = icmp eq i64 %260, 4, !dbg !388
  br i1 %688, label %695, label %689, !dbg !383, !llvm.loop !389

689:                                              ; preds = %682
    #dbg_value(i64 4, !149, !DIExpression(), !381)
    #dbg_value(double %687, !144, !DIExpression(), !382)
  %690 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 4, !dbg !384
  %691 = load double, ptr %690, align 16, !dbg !384, !tbaa !182
  %692 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260, !dbg !386
  %693 = load double, ptr %692, align 8, !dbg !386, !tbaa !182
  %694 = tail call double @llvm.fmuladd.f64(double %691, double %693, double %687), !dbg !387
    #dbg_value(double %694, !144, !DIExpression(), !382)
    #dbg_value(i64 5, !149, !DIExpression(), !381)
  br label %695

695:                                              ; preds = %661, %668, %675, %682, %689, %660
  %696 = phi double [ 0.000000e+00, %660 ], [ %666, %661 ], [ %673, %668 ], [ %680, %675 ], [ %687, %682 ], [ %694, %689 ], !dbg !391
  %697 = getelementptr inbounds [6 x double], ptr %4, i64 %658, i64 %260, !dbg !392
  %698 = load double, ptr %697, align 8, !dbg !392, !tbaa !182
  %699 = fsub double %698, %696, !dbg !393
  %700 = load double, ptr %263, align 8, !dbg !394, !tbaa !182
  %701 = fdiv double %699, %700, !dbg !395
  %702 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %658, i64 %260, !dbg !396
  store double %701, ptr %702, align 8, !dbg !397, !tbaa !182
  %703 = add nuw nsw i64 %260, 5, !dbg !355
    #dbg_value(i64 %703, !142, !DIExpression(), !353)
  %704 = icmp eq i64 %703, 6, !dbg !356
  br i1 %704, label %522, label %705, !dbg !357, !llvm.loop !358

705:                                              ; preds = %695
    #dbg_value(i64 %703, !142, !DIExpression(), !353)
    #dbg_value(i32 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  br i1 %261, label %740, label %706, !dbg !383

706:                                              ; preds = %705
    #dbg_value(i64 0, !149, !DIExpression(), !381)
    #dbg_value(double 0.000000e+00, !144, !DIExpression(), !382)
  %707 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 0, !dbg !384
  %708 = load double, ptr %707, align 16, !dbg !384, !tbaa !182
  %709 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 0, i64 %260, !dbg !386
  %710 = load double, ptr %709, align 8, !dbg !386, !tbaa !182
  %711 = tail call double @llvm.fmuladd.f64(double %708, double %710, double 0.000000e+00), !dbg !387
    #dbg_value(double %711, !144, !DIExpression(), !382)
    #dbg_value(i64 1, !149, !DIExpression(), !381)
  %712 = icmp eq i64 %260, 1, !dbg !388
  br i1 %712, label %740, label %713, !dbg !383, !llvm.loop !389

713:                                              ; preds = %706
    #dbg_value(i64 1, !149, !DIExpression(), !381)
    #dbg_value(double %711, !144, !DIExpression(), !382)
  %714 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 1, !dbg !384
  %715 = load double, ptr %714, align 8, !dbg !384, !tbaa !182
  %716 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 1, i64 %260, !dbg !386
  %717 = load double, ptr %716, align 8, !dbg !386, !tbaa !182
  %718 = tail call double @llvm.fmuladd.f64(double %715, double %717, double %711), !dbg !387
    #dbg_value(double %718, !144, !DIExpression(), !382)
    #dbg_value(i64 2, !149, !DIExpression(), !381)
  %719 = icmp eq i64 %260, 2, !dbg !388
  br i1 %719, label %740, label %720, !dbg !383, !llvm.loop !389

720:                                              ; preds = %713
    #dbg_value(i64 2, !149, !DIExpression(), !381)
    #dbg_value(double %718, !144, !DIExpression(), !382)
  %721 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 2, !dbg !384
  %722 = load double, ptr %721, align 16, !dbg !384, !tbaa !182
  %723 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 2, i64 %260, !dbg !386
  %724 = load double, ptr %723, align 8, !dbg !386, !tbaa !182
  %725 = tail call double @llvm.fmuladd.f64(double %722, double %724, double %718), !dbg !387
    #dbg_value(double %725, !144, !DIExpression(), !382)
    #dbg_value(i64 3, !149, !DIExpression(), !381)
  %726 = icmp eq i64 %260, 3, !dbg !388
  br i1 %726, label %740, label %727, !dbg !383, !llvm.loop !389

727:                                              ; preds = %720
    #dbg_value(i64 3, !149, !DIExpression(), !381)
    #dbg_value(double %725, !144, !DIExpression(), !382)
  %728 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 3, !dbg !384
  %729 = load double, ptr %728, align 8, !dbg !384, !tbaa !182
  %730 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 3, i64 %260, !dbg !386
  %731 = load double, ptr %730, align 8, !dbg !386, !tbaa !182
  %732 = tail call double @llvm.fmuladd.f64(double %729, double %731, double %725), !dbg !387
    #dbg_value(double %732, !144, !DIExpression(), !382)
    #dbg_value(i64 4, !149, !DIExpression(), !381)
  %733 = icmp eq i64 %260, 4, !dbg !388
  br i1 %733, label %740, label %734, !dbg !383, !llvm.loop !389

734:                                              ; preds = %727
    #dbg_value(i64 4, !149, !DIExpression(), !381)
    #dbg_value(double %732, !144, !DIExpression(), !382)
  %735 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 4, !dbg !384
  %736 = load double, ptr %735, align 16, !dbg !384, !tbaa !182
  %737 = getelementptr inbounds [6 x [6 x double]], ptr %2, i64 0, i64 4, i64 %260, !dbg !386
  %738 = load double, ptr %737, align 8, !dbg !386, !tbaa !182
  %739 = tail call double @llvm.fmuladd.f64(double %736, double %738, double %732), !dbg !387
    #dbg_value(double %739, !144, !DIExpression(), !382)
    #dbg_value(i64 5, !149, !DIExpression(), !381)
  br label %740

740:                                              ; preds = %706, %713, %720, %727, %734, %705
  %741 = phi double [ 0.000000e+00, %705 ], [ %711, %706 ], [ %718, %713 ], [ %725, %720 ], [ %732, %727 ], [ %739, %734 ], !dbg !391
  %742 = getelementptr inbounds [6 x double], ptr %4, i64 %703, i64 %260, !dbg !392
  %743 = load double, ptr %742, align 8, !dbg !392, !tbaa !182
  %744 = fsub double %743, %741, !dbg !393
  %745 = load double, ptr %263, align 8, !dbg !394, !tbaa !182
  %746 = fdiv double %744, %745, !dbg !395
  %747 = getelementptr inbounds [6 x [6 x double]], ptr %1, i64 0, i64 %703, i64 %260, !dbg !396
  store double %746, ptr %747, align 8, !dbg !397, !tbaa !182
    #dbg_value(i64 %260, !142, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !353)
  br label %522

748:                                              ; preds = %522
    #dbg_value(double 1.000000e+00, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !165)
    #dbg_value(i64 1, !151, !DIExpression(), !398)
    #dbg_value(i64 0, !156, !DIExpression(), !399)
    #dbg_value(double 2.000000e+00, !153, !DIExpression(), !400)
  %749 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !401
  %750 = load double, ptr %749, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !165)
    #dbg_value(i64 2, !151, !DIExpression(), !398)
    #dbg_value(double 3.000000e+00, !153, !DIExpression(), !400)
  %751 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !401
  %752 = load double, ptr %751, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 1, !156, !DIExpression(), !399)
  %753 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !401
  %754 = load double, ptr %753, align 8, !dbg !401, !tbaa !182
    #dbg_value(double poison, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !165)
    #dbg_value(i64 3, !151, !DIExpression(), !398)
    #dbg_value(i64 0, !156, !DIExpression(), !399)
    #dbg_value(double 4.000000e+00, !153, !DIExpression(), !400)
  %755 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !401
  %756 = load double, ptr %755, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 1, !156, !DIExpression(), !399)
  %757 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !401
  %758 = load double, ptr %757, align 8, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 2, !156, !DIExpression(), !399)
  %759 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !401
  %760 = load double, ptr %759, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !165)
    #dbg_value(i64 4, !151, !DIExpression(), !398)
    #dbg_value(i64 0, !156, !DIExpression(), !399)
    #dbg_value(double 5.000000e+00, !153, !DIExpression(), !400)
  %761 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !401
  %762 = load double, ptr %761, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 1, !156, !DIExpression(), !399)
  %763 = getelementptr inbounds i8, ptr %1, i64 200, !dbg !401
  %764 = load double, ptr %763, align 8, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 2, !156, !DIExpression(), !399)
  %765 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !401
  %766 = load double, ptr %765, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 3, !156, !DIExpression(), !399)
  %767 = getelementptr inbounds i8, ptr %1, i64 216, !dbg !401
  %768 = load double, ptr %767, align 8, !dbg !401, !tbaa !182
    #dbg_value(double poison, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !165)
    #dbg_value(i64 5, !151, !DIExpression(), !398)
    #dbg_value(i64 0, !156, !DIExpression(), !399)
    #dbg_value(double 6.000000e+00, !153, !DIExpression(), !400)
  %769 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !401
  %770 = load double, ptr %769, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 1, !156, !DIExpression(), !399)
  %771 = getelementptr inbounds i8, ptr %1, i64 248, !dbg !401
  %772 = load double, ptr %771, align 8, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 2, !156, !DIExpression(), !399)
  %773 = getelementptr inbounds i8, ptr %1, i64 256, !dbg !401
  %774 = load double, ptr %773, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 3, !156, !DIExpression(), !399)
  %775 = getelementptr inbounds i8, ptr %1, i64 264, !dbg !401
  %776 = load double, ptr %775, align 8, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 4, !156, !DIExpression(), !399)
  %777 = getelementptr inbounds i8, ptr %1, i64 272, !dbg !401
  %778 = load double, ptr %777, align 16, !dbg !401, !tbaa !182
    #dbg_value(double poison, !153, !DIExpression(), !400)
    #dbg_value(i64 5, !156, !DIExpression(), !399)
    #dbg_value(double poison, !130, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !165)
    #dbg_value(i64 6, !151, !DIExpression(), !398)
    #dbg_value(i64 5, !158, !DIExpression(), !403)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(i64 5, !163, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !405)
  %779 = getelementptr inbounds i8, ptr %2, i64 280, !dbg !406
  %780 = load double, ptr %779, align 8, !dbg !406, !tbaa !182
    #dbg_value(double poison, !66, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !170)
    #dbg_value(i64 4, !158, !DIExpression(), !403)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %781 = getelementptr inbounds i8, ptr %2, i64 232, !dbg !407
  %782 = load double, ptr %781, align 8, !dbg !407, !tbaa !182
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %783 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !406
  %784 = load double, ptr %783, align 16, !dbg !406, !tbaa !182
    #dbg_value(double poison, !66, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !170)
    #dbg_value(i64 3, !158, !DIExpression(), !403)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %785 = getelementptr inbounds i8, ptr %2, i64 184, !dbg !407
  %786 = load double, ptr %785, align 8, !dbg !407, !tbaa !182
  %787 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !407
  %788 = load double, ptr %787, align 16, !dbg !407, !tbaa !182
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %789 = getelementptr inbounds i8, ptr %2, i64 168, !dbg !406
  %790 = load double, ptr %789, align 8, !dbg !406, !tbaa !182
    #dbg_value(double poison, !66, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170)
    #dbg_value(i64 2, !158, !DIExpression(), !403)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %791 = getelementptr inbounds i8, ptr %2, i64 136, !dbg !407
  %792 = load double, ptr %791, align 8, !dbg !407, !tbaa !182
  %793 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !407
  %794 = load double, ptr %793, align 16, !dbg !407, !tbaa !182
  %795 = getelementptr inbounds i8, ptr %2, i64 120, !dbg !407
  %796 = load double, ptr %795, align 8, !dbg !407, !tbaa !182
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %797 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !406
  %798 = load double, ptr %797, align 16, !dbg !406, !tbaa !182
    #dbg_value(double poison, !66, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !170)
    #dbg_value(i64 1, !158, !DIExpression(), !403)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %799 = getelementptr inbounds i8, ptr %2, i64 88, !dbg !407
  %800 = load double, ptr %799, align 8, !dbg !407, !tbaa !182
  %801 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !407
  %802 = load double, ptr %801, align 16, !dbg !407, !tbaa !182
  %803 = getelementptr inbounds i8, ptr %2, i64 72, !dbg !407
  %804 = load double, ptr %803, align 8, !dbg !407, !tbaa !182
  %805 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !407
  %806 = load double, ptr %805, align 16, !dbg !407, !tbaa !182
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %807 = getelementptr inbounds i8, ptr %2, i64 56, !dbg !406
  %808 = load double, ptr %807, align 8, !dbg !406, !tbaa !182
    #dbg_value(double poison, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
    #dbg_value(i64 0, !158, !DIExpression(), !403)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %809 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !407
  %810 = load double, ptr %809, align 8, !dbg !407, !tbaa !182
  %811 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !407
  %812 = load double, ptr %811, align 16, !dbg !407, !tbaa !182
  %813 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !407
  %814 = load double, ptr %813, align 8, !dbg !407, !tbaa !182
  %815 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !407
  %816 = load double, ptr %815, align 16, !dbg !407, !tbaa !182
  %817 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !407
  %818 = load double, ptr %817, align 8, !dbg !407, !tbaa !182
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
    #dbg_value(double poison, !160, !DIExpression(), !404)
  %819 = load double, ptr %2, align 16, !dbg !406, !tbaa !182
    #dbg_value(double poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
    #dbg_value(i64 -1, !158, !DIExpression(), !403)
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %2) #8, !dbg !409
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %1) #8, !dbg !409
    #dbg_value(double 0.000000e+00, !67, !DIExpression(), !170)
    #dbg_value(i32 0, !68, !DIExpression(), !410)
  %820 = fneg double %810, !dbg !411
  %821 = fneg double %778, !dbg !412
  %822 = fneg double %768, !dbg !412
  %823 = fneg double %760, !dbg !412
  %824 = fneg double %754, !dbg !412
  %825 = fsub double 2.000000e+00, %750, !dbg !412
    #dbg_value(double %825, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !165)
  %826 = fsub double 3.000000e+00, %752, !dbg !412
    #dbg_value(double %826, !153, !DIExpression(), !400)
  %827 = tail call double @llvm.fmuladd.f64(double %824, double %825, double %826), !dbg !412
    #dbg_value(double %827, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !165)
  %828 = fneg double %758, !dbg !412
  %829 = fsub double 4.000000e+00, %756, !dbg !412
    #dbg_value(double %829, !153, !DIExpression(), !400)
  %830 = tail call double @llvm.fmuladd.f64(double %828, double %825, double %829), !dbg !412
    #dbg_value(double %830, !153, !DIExpression(), !400)
  %831 = tail call double @llvm.fmuladd.f64(double %823, double %827, double %830), !dbg !412
    #dbg_value(double %831, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !165)
  %832 = fneg double %766, !dbg !412
  %833 = fneg double %764, !dbg !412
  %834 = fsub double 5.000000e+00, %762, !dbg !412
    #dbg_value(double %834, !153, !DIExpression(), !400)
  %835 = tail call double @llvm.fmuladd.f64(double %833, double %825, double %834), !dbg !412
    #dbg_value(double %835, !153, !DIExpression(), !400)
  %836 = tail call double @llvm.fmuladd.f64(double %832, double %827, double %835), !dbg !412
    #dbg_value(double %836, !153, !DIExpression(), !400)
  %837 = tail call double @llvm.fmuladd.f64(double %822, double %831, double %836), !dbg !412
    #dbg_value(double %837, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !165)
  %838 = fneg double %776, !dbg !412
  %839 = fneg double %774, !dbg !412
  %840 = fneg double %772, !dbg !412
  %841 = fsub double 6.000000e+00, %770, !dbg !412
    #dbg_value(double %841, !153, !DIExpression(), !400)
  %842 = tail call double @llvm.fmuladd.f64(double %840, double %825, double %841), !dbg !412
    #dbg_value(double %842, !153, !DIExpression(), !400)
  %843 = tail call double @llvm.fmuladd.f64(double %839, double %827, double %842), !dbg !412
    #dbg_value(double %843, !153, !DIExpression(), !400)
  %844 = tail call double @llvm.fmuladd.f64(double %838, double %831, double %843), !dbg !412
    #dbg_value(double %844, !153, !DIExpression(), !400)
  %845 = tail call double @llvm.fmuladd.f64(double %821, double %837, double %844), !dbg !412
    #dbg_value(double %845, !153, !DIExpression(), !400)
    #dbg_value(double %845, !130, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !165)
    #dbg_value(double %845, !160, !DIExpression(), !404)
  %846 = fdiv double %845, %780, !dbg !413
    #dbg_value(double %846, !66, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !170)
  %847 = fneg double %812, !dbg !411
  %848 = fneg double %782, !dbg !411
  %849 = tail call double @llvm.fmuladd.f64(double %848, double %846, double %837), !dbg !411
    #dbg_value(double %849, !160, !DIExpression(), !404)
  %850 = fdiv double %849, %784, !dbg !413
    #dbg_value(double %850, !66, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !170)
  %851 = fneg double %814, !dbg !411
  %852 = fneg double %786, !dbg !411
  %853 = fneg double %788, !dbg !411
  %854 = tail call double @llvm.fmuladd.f64(double %853, double %850, double %831), !dbg !411
    #dbg_value(double %854, !160, !DIExpression(), !404)
  %855 = tail call double @llvm.fmuladd.f64(double %852, double %846, double %854), !dbg !411
    #dbg_value(double %855, !160, !DIExpression(), !404)
  %856 = fdiv double %855, %790, !dbg !413
    #dbg_value(double %856, !66, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170)
  %857 = fneg double %816, !dbg !411
  %858 = fneg double %792, !dbg !411
  %859 = fneg double %794, !dbg !411
  %860 = fneg double %796, !dbg !411
  %861 = tail call double @llvm.fmuladd.f64(double %860, double %856, double %827), !dbg !411
    #dbg_value(double %861, !160, !DIExpression(), !404)
  %862 = tail call double @llvm.fmuladd.f64(double %859, double %850, double %861), !dbg !411
    #dbg_value(double %862, !160, !DIExpression(), !404)
  %863 = tail call double @llvm.fmuladd.f64(double %858, double %846, double %862), !dbg !411
    #dbg_value(double %863, !160, !DIExpression(), !404)
  %864 = fdiv double %863, %798, !dbg !413
    #dbg_value(double %864, !66, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !170)
  %865 = fneg double %818, !dbg !411
  %866 = fneg double %800, !dbg !411
  %867 = fneg double %802, !dbg !411
  %868 = fneg double %804, !dbg !411
  %869 = fneg double %806, !dbg !411
  %870 = tail call double @llvm.fmuladd.f64(double %869, double %864, double %825), !dbg !411
    #dbg_value(double %870, !160, !DIExpression(), !404)
  %871 = tail call double @llvm.fmuladd.f64(double %868, double %856, double %870), !dbg !411
    #dbg_value(double %871, !160, !DIExpression(), !404)
  %872 = tail call double @llvm.fmuladd.f64(double %867, double %850, double %871), !dbg !411
    #dbg_value(double %872, !160, !DIExpression(), !404)
  %873 = tail call double @llvm.fmuladd.f64(double %866, double %846, double %872), !dbg !411
    #dbg_value(double %873, !160, !DIExpression(), !404)
  %874 = fdiv double %873, %808, !dbg !413
    #dbg_value(double %874, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
  %875 = tail call double @llvm.fmuladd.f64(double %865, double %874, double 1.000000e+00), !dbg !411
    #dbg_value(double %875, !160, !DIExpression(), !404)
  %876 = tail call double @llvm.fmuladd.f64(double %857, double %864, double %875), !dbg !411
    #dbg_value(double %876, !160, !DIExpression(), !404)
  %877 = tail call double @llvm.fmuladd.f64(double %851, double %856, double %876), !dbg !411
    #dbg_value(double %877, !160, !DIExpression(), !404)
  %878 = tail call double @llvm.fmuladd.f64(double %847, double %850, double %877), !dbg !411
    #dbg_value(double %878, !160, !DIExpression(), !404)
  %879 = tail call double @llvm.fmuladd.f64(double %820, double %846, double %878), !dbg !411
    #dbg_value(double %879, !160, !DIExpression(), !404)
  %880 = fdiv double %879, %819, !dbg !413
    #dbg_value(double %880, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
    #dbg_value(i64 0, !68, !DIExpression(), !410)
    #dbg_value(double 0.000000e+00, !67, !DIExpression(), !170)
    #dbg_value(i64 0, !73, !DIExpression(), !414)
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !415)
  %881 = load double, ptr %4, align 16, !dbg !416, !tbaa !182
  %882 = tail call double @llvm.fmuladd.f64(double %881, double %880, double 0.000000e+00), !dbg !418
    #dbg_value(double %882, !70, !DIExpression(), !415)
    #dbg_value(i64 1, !73, !DIExpression(), !414)
  %883 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !416
  %884 = load double, ptr %883, align 8, !dbg !416, !tbaa !182
  %885 = tail call double @llvm.fmuladd.f64(double %884, double %874, double %882), !dbg !418
    #dbg_value(double %885, !70, !DIExpression(), !415)
    #dbg_value(i64 2, !73, !DIExpression(), !414)
  %886 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !416
  %887 = load double, ptr %886, align 16, !dbg !416, !tbaa !182
  %888 = tail call double @llvm.fmuladd.f64(double %887, double %864, double %885), !dbg !418
    #dbg_value(double %888, !70, !DIExpression(), !415)
    #dbg_value(i64 3, !73, !DIExpression(), !414)
  %889 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !416
  %890 = load double, ptr %889, align 8, !dbg !416, !tbaa !182
  %891 = tail call double @llvm.fmuladd.f64(double %890, double %856, double %888), !dbg !418
    #dbg_value(double %891, !70, !DIExpression(), !415)
    #dbg_value(i64 4, !73, !DIExpression(), !414)
  %892 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !416
  %893 = load double, ptr %892, align 16, !dbg !416, !tbaa !182
  %894 = tail call double @llvm.fmuladd.f64(double %893, double %850, double %891), !dbg !418
    #dbg_value(double %894, !70, !DIExpression(), !415)
    #dbg_value(i64 5, !73, !DIExpression(), !414)
  %895 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !416
  %896 = load double, ptr %895, align 8, !dbg !416, !tbaa !182
  %897 = tail call double @llvm.fmuladd.f64(double %896, double %846, double %894), !dbg !418
    #dbg_value(double %897, !70, !DIExpression(), !415)
    #dbg_value(i64 6, !73, !DIExpression(), !414)
  %898 = fadd double %897, -1.000000e+00, !dbg !419
  %899 = tail call double @llvm.fabs.f64(double %898), !dbg !420
  %900 = tail call double @llvm.maxnum.f64(double %899, double 0.000000e+00), !dbg !421
    #dbg_value(double %900, !67, !DIExpression(), !170)
    #dbg_value(i64 1, !68, !DIExpression(), !410)
    #dbg_value(i64 0, !73, !DIExpression(), !414)
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !415)
  %901 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !416
  %902 = load double, ptr %901, align 16, !dbg !416, !tbaa !182
  %903 = tail call double @llvm.fmuladd.f64(double %902, double %880, double 0.000000e+00), !dbg !418
    #dbg_value(double %903, !70, !DIExpression(), !415)
    #dbg_value(i64 1, !73, !DIExpression(), !414)
  %904 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !416
  %905 = load double, ptr %904, align 8, !dbg !416, !tbaa !182
  %906 = tail call double @llvm.fmuladd.f64(double %905, double %874, double %903), !dbg !418
    #dbg_value(double %906, !70, !DIExpression(), !415)
    #dbg_value(i64 2, !73, !DIExpression(), !414)
  %907 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !416
  %908 = load double, ptr %907, align 16, !dbg !416, !tbaa !182
  %909 = tail call double @llvm.fmuladd.f64(double %908, double %864, double %906), !dbg !418
    #dbg_value(double %909, !70, !DIExpression(), !415)
    #dbg_value(i64 3, !73, !DIExpression(), !414)
  %910 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !416
  %911 = load double, ptr %910, align 8, !dbg !416, !tbaa !182
  %912 = tail call double @llvm.fmuladd.f64(double %911, double %856, double %909), !dbg !418
    #dbg_value(double %912, !70, !DIExpression(), !415)
    #dbg_value(i64 4, !73, !DIExpression(), !414)
  %913 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !416
  %914 = load double, ptr %913, align 16, !dbg !416, !tbaa !182
  %915 = tail call double @llvm.fmuladd.f64(double %914, double %850, double %912), !dbg !418
    #dbg_value(double %915, !70, !DIExpression(), !415)
    #dbg_value(i64 5, !73, !DIExpression(), !414)
  %916 = getelementptr inbounds i8, ptr %4, i64 88, !dbg !416
  %917 = load double, ptr %916, align 8, !dbg !416, !tbaa !182
  %918 = tail call double @llvm.fmuladd.f64(double %917, double %846, double %915), !dbg !418
    #dbg_value(double %918, !70, !DIExpression(), !415)
    #dbg_value(i64 6, !73, !DIExpression(), !414)
  %919 = fadd double %918, -2.000000e+00, !dbg !419
  %920 = tail call double @llvm.fabs.f64(double %919), !dbg !420
  %921 = tail call double @llvm.maxnum.f64(double %900, double %920), !dbg !421
    #dbg_value(double %921, !67, !DIExpression(), !170)
    #dbg_value(i64 2, !68, !DIExpression(), !410)
    #dbg_value(i64 0, !73, !DIExpression(), !414)
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !415)
  %922 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !416
  %923 = load double, ptr %922, align 16, !dbg !416, !tbaa !182
  %924 = tail call double @llvm.fmuladd.f64(double %923, double %880, double 0.000000e+00), !dbg !418
    #dbg_value(double %924, !70, !DIExpression(), !415)
    #dbg_value(i64 1, !73, !DIExpression(), !414)
  %925 = getelementptr inbounds i8, ptr %4, i64 104, !dbg !416
  %926 = load double, ptr %925, align 8, !dbg !416, !tbaa !182
  %927 = tail call double @llvm.fmuladd.f64(double %926, double %874, double %924), !dbg !418
    #dbg_value(double %927, !70, !DIExpression(), !415)
    #dbg_value(i64 2, !73, !DIExpression(), !414)
  %928 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !416
  %929 = load double, ptr %928, align 16, !dbg !416, !tbaa !182
  %930 = tail call double @llvm.fmuladd.f64(double %929, double %864, double %927), !dbg !418
    #dbg_value(double %930, !70, !DIExpression(), !415)
    #dbg_value(i64 3, !73, !DIExpression(), !414)
  %931 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !416
  %932 = load double, ptr %931, align 8, !dbg !416, !tbaa !182
  %933 = tail call double @llvm.fmuladd.f64(double %932, double %856, double %930), !dbg !418
    #dbg_value(double %933, !70, !DIExpression(), !415)
    #dbg_value(i64 4, !73, !DIExpression(), !414)
  %934 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !416
  %935 = load double, ptr %934, align 16, !dbg !416, !tbaa !182
  %936 = tail call double @llvm.fmuladd.f64(double %935, double %850, double %933), !dbg !418
    #dbg_value(double %936, !70, !DIExpression(), !415)
    #dbg_value(i64 5, !73, !DIExpression(), !414)
  %937 = getelementptr inbounds i8, ptr %4, i64 136, !dbg !416
  %938 = load double, ptr %937, align 8, !dbg !416, !tbaa !182
  %939 = tail call double @llvm.fmuladd.f64(double %938, double %846, double %936), !dbg !418
    #dbg_value(double %939, !70, !DIExpression(), !415)
    #dbg_value(i64 6, !73, !DIExpression(), !414)
  %940 = fadd double %939, -3.000000e+00, !dbg !419
  %941 = tail call double @llvm.fabs.f64(double %940), !dbg !420
  %942 = tail call double @llvm.maxnum.f64(double %921, double %941), !dbg !421
    #dbg_value(double %942, !67, !DIExpression(), !170)
    #dbg_value(i64 3, !68, !DIExpression(), !410)
    #dbg_value(i64 0, !73, !DIExpression(), !414)
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !415)
  %943 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !416
  %944 = load double, ptr %943, align 16, !dbg !416, !tbaa !182
  %945 = tail call double @llvm.fmuladd.f64(double %944, double %880, double 0.000000e+00), !dbg !418
    #dbg_value(double %945, !70, !DIExpression(), !415)
    #dbg_value(i64 1, !73, !DIExpression(), !414)
  %946 = getelementptr inbounds i8, ptr %4, i64 152, !dbg !416
  %947 = load double, ptr %946, align 8, !dbg !416, !tbaa !182
  %948 = tail call double @llvm.fmuladd.f64(double %947, double %874, double %945), !dbg !418
    #dbg_value(double %948, !70, !DIExpression(), !415)
    #dbg_value(i64 2, !73, !DIExpression(), !414)
  %949 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !416
  %950 = load double, ptr %949, align 16, !dbg !416, !tbaa !182
  %951 = tail call double @llvm.fmuladd.f64(double %950, double %864, double %948), !dbg !418
    #dbg_value(double %951, !70, !DIExpression(), !415)
    #dbg_value(i64 3, !73, !DIExpression(), !414)
  %952 = getelementptr inbounds i8, ptr %4, i64 168, !dbg !416
  %953 = load double, ptr %952, align 8, !dbg !416, !tbaa !182
  %954 = tail call double @llvm.fmuladd.f64(double %953, double %856, double %951), !dbg !418
    #dbg_value(double %954, !70, !DIExpression(), !415)
    #dbg_value(i64 4, !73, !DIExpression(), !414)
  %955 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !416
  %956 = load double, ptr %955, align 16, !dbg !416, !tbaa !182
  %957 = tail call double @llvm.fmuladd.f64(double %956, double %850, double %954), !dbg !418
    #dbg_value(double %957, !70, !DIExpression(), !415)
    #dbg_value(i64 5, !73, !DIExpression(), !414)
  %958 = getelementptr inbounds i8, ptr %4, i64 184, !dbg !416
  %959 = load double, ptr %958, align 8, !dbg !416, !tbaa !182
  %960 = tail call double @llvm.fmuladd.f64(double %959, double %846, double %957), !dbg !418
    #dbg_value(double %960, !70, !DIExpression(), !415)
    #dbg_value(i64 6, !73, !DIExpression(), !414)
  %961 = fadd double %960, -4.000000e+00, !dbg !419
  %962 = tail call double @llvm.fabs.f64(double %961), !dbg !420
  %963 = tail call double @llvm.maxnum.f64(double %942, double %962), !dbg !421
    #dbg_value(double %963, !67, !DIExpression(), !170)
    #dbg_value(i64 4, !68, !DIExpression(), !410)
    #dbg_value(i64 0, !73, !DIExpression(), !414)
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !415)
  %964 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !416
  %965 = load double, ptr %964, align 16, !dbg !416, !tbaa !182
  %966 = tail call double @llvm.fmuladd.f64(double %965, double %880, double 0.000000e+00), !dbg !418
    #dbg_value(double %966, !70, !DIExpression(), !415)
    #dbg_value(i64 1, !73, !DIExpression(), !414)
  %967 = getelementptr inbounds i8, ptr %4, i64 200, !dbg !416
  %968 = load double, ptr %967, align 8, !dbg !416, !tbaa !182
  %969 = tail call double @llvm.fmuladd.f64(double %968, double %874, double %966), !dbg !418
    #dbg_value(double %969, !70, !DIExpression(), !415)
    #dbg_value(i64 2, !73, !DIExpression(), !414)
  %970 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !416
  %971 = load double, ptr %970, align 16, !dbg !416, !tbaa !182
  %972 = tail call double @llvm.fmuladd.f64(double %971, double %864, double %969), !dbg !418
    #dbg_value(double %972, !70, !DIExpression(), !415)
    #dbg_value(i64 3, !73, !DIExpression(), !414)
  %973 = getelementptr inbounds i8, ptr %4, i64 216, !dbg !416
  %974 = load double, ptr %973, align 8, !dbg !416, !tbaa !182
  %975 = tail call double @llvm.fmuladd.f64(double %974, double %856, double %972), !dbg !418
    #dbg_value(double %975, !70, !DIExpression(), !415)
    #dbg_value(i64 4, !73, !DIExpression(), !414)
  %976 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !416
  %977 = load double, ptr %976, align 16, !dbg !416, !tbaa !182
  %978 = tail call double @llvm.fmuladd.f64(double %977, double %850, double %975), !dbg !418
    #dbg_value(double %978, !70, !DIExpression(), !415)
    #dbg_value(i64 5, !73, !DIExpression(), !414)
  %979 = getelementptr inbounds i8, ptr %4, i64 232, !dbg !416
  %980 = load double, ptr %979, align 8, !dbg !416, !tbaa !182
  %981 = tail call double @llvm.fmuladd.f64(double %980, double %846, double %978), !dbg !418
    #dbg_value(double %981, !70, !DIExpression(), !415)
    #dbg_value(i64 6, !73, !DIExpression(), !414)
  %982 = fadd double %981, -5.000000e+00, !dbg !419
  %983 = tail call double @llvm.fabs.f64(double %982), !dbg !420
  %984 = tail call double @llvm.maxnum.f64(double %963, double %983), !dbg !421
    #dbg_value(double %984, !67, !DIExpression(), !170)
    #dbg_value(i64 5, !68, !DIExpression(), !410)
    #dbg_value(i64 0, !73, !DIExpression(), !414)
    #dbg_value(double 0.000000e+00, !70, !DIExpression(), !415)
  %985 = getelementptr inbounds i8, ptr %4, i64 240, !dbg !416
  %986 = load double, ptr %985, align 16, !dbg !416, !tbaa !182
  %987 = tail call double @llvm.fmuladd.f64(double %986, double %880, double 0.000000e+00), !dbg !418
    #dbg_value(double %987, !70, !DIExpression(), !415)
    #dbg_value(i64 1, !73, !DIExpression(), !414)
  %988 = getelementptr inbounds i8, ptr %4, i64 248, !dbg !416
  %989 = load double, ptr %988, align 8, !dbg !416, !tbaa !182
  %990 = tail call double @llvm.fmuladd.f64(double %989, double %874, double %987), !dbg !418
    #dbg_value(double %990, !70, !DIExpression(), !415)
    #dbg_value(i64 2, !73, !DIExpression(), !414)
  %991 = getelementptr inbounds i8, ptr %4, i64 256, !dbg !416
  %992 = load double, ptr %991, align 16, !dbg !416, !tbaa !182
  %993 = tail call double @llvm.fmuladd.f64(double %992, double %864, double %990), !dbg !418
    #dbg_value(double %993, !70, !DIExpression(), !415)
    #dbg_value(i64 3, !73, !DIExpression(), !414)
  %994 = getelementptr inbounds i8, ptr %4, i64 264, !dbg !416
  %995 = load double, ptr %994, align 8, !dbg !416, !tbaa !182
  %996 = tail call double @llvm.fmuladd.f64(double %995, double %856, double %993), !dbg !418
    #dbg_value(double %996, !70, !DIExpression(), !415)
    #dbg_value(i64 4, !73, !DIExpression(), !414)
  %997 = getelementptr inbounds i8, ptr %4, i64 272, !dbg !416
  %998 = load double, ptr %997, align 16, !dbg !416, !tbaa !182
  %999 = tail call double @llvm.fmuladd.f64(double %998, double %850, double %996), !dbg !418
    #dbg_value(double %999, !70, !DIExpression(), !415)
    #dbg_value(i64 5, !73, !DIExpression(), !414)
  %1000 = getelementptr inbounds i8, ptr %4, i64 280, !dbg !416
  %1001 = load double, ptr %1000, align 8, !dbg !416, !tbaa !182
  %1002 = tail call double @llvm.fmuladd.f64(double %1001, double %846, double %999), !dbg !418
    #dbg_value(double %1002, !70, !DIExpression(), !415)
    #dbg_value(i64 6, !73, !DIExpression(), !414)
  %1003 = fadd double %1002, -6.000000e+00, !dbg !419
  %1004 = tail call double @llvm.fabs.f64(double %1003), !dbg !420
  %1005 = tail call double @llvm.maxnum.f64(double %984, double %1004), !dbg !421
    #dbg_value(double %1005, !67, !DIExpression(), !170)
    #dbg_value(i64 6, !68, !DIExpression(), !410)
  %1006 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !422
    #dbg_value(i64 0, !75, !DIExpression(), !423)
  %1007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %880), !dbg !424
    #dbg_value(i64 1, !75, !DIExpression(), !423)
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %874), !dbg !424
    #dbg_value(i64 2, !75, !DIExpression(), !423)
  %1009 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %864), !dbg !424
    #dbg_value(i64 3, !75, !DIExpression(), !423)
  %1010 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %856), !dbg !424
    #dbg_value(i64 4, !75, !DIExpression(), !423)
  %1011 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %850), !dbg !424
    #dbg_value(i64 5, !75, !DIExpression(), !423)
  %1012 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %846), !dbg !424
    #dbg_value(i64 6, !75, !DIExpression(), !423)
  %1013 = fcmp olt double %1005, 0x3D719799812DEA11, !dbg !426
  %1014 = zext i1 %1013 to i32, !dbg !426
  %1015 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %1014), !dbg !427
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #8, !dbg !428
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #8, !dbg !428
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %8) #8, !dbg !428
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %9) #8, !dbg !428
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %10) #8, !dbg !428
    #dbg_value(i32 0, !85, !DIExpression(), !429)
  br label %1016, !dbg !430

1016:                                             ; preds = %1016, %748
  %1017 = phi i64 [ 0, %748 ], [ %1025, %1016 ], !dbg !431
  %1018 = phi <2 x i8> [ <i8 0, i8 1>, %748 ], [ %1026, %1016 ], !dbg !433
  %1019 = getelementptr inbounds [50 x double], ptr %6, i64 0, i64 %1017, !dbg !435
  store <2 x double> <double -1.000000e+00, double -1.000000e+00>, ptr %1019, align 16, !dbg !436, !tbaa !182
  %1020 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1017, !dbg !437
  store <2 x double> <double 2.500000e+00, double 2.500000e+00>, ptr %1020, align 16, !dbg !438, !tbaa !182
  %1021 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1017, !dbg !439
  store <2 x double> <double -1.000000e+00, double -1.000000e+00>, ptr %1021, align 16, !dbg !440, !tbaa !182
  %1022 = urem <2 x i8> %1018, <i8 5, i8 5>, !dbg !433
  %1023 = uitofp nneg <2 x i8> %1022 to <2 x double>, !dbg !441
  %1024 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1017, !dbg !442
  store <2 x double> %1023, ptr %1024, align 16, !dbg !443, !tbaa !182
  %1025 = add nuw i64 %1017, 2, !dbg !431
  %1026 = add <2 x i8> %1018, <i8 2, i8 2>, !dbg !433
  %1027 = icmp eq i64 %1025, 50, !dbg !431
  br i1 %1027, label %1028, label %1016, !dbg !431, !llvm.loop !444

1028:                                             ; preds = %1016
  %1029 = load double, ptr %7, align 16, !dbg !448, !tbaa !182
  %1030 = load double, ptr %9, align 16, !dbg !449, !tbaa !182
  br label %1038, !dbg !450

1031:                                             ; preds = %1038
  %1032 = getelementptr inbounds i8, ptr %9, i64 392, !dbg !451
  %1033 = load double, ptr %1032, align 8, !dbg !451, !tbaa !182
  %1034 = getelementptr inbounds i8, ptr %7, i64 392, !dbg !452
  %1035 = load double, ptr %1034, align 8, !dbg !452, !tbaa !182
  %1036 = fdiv double %1033, %1035, !dbg !453
  %1037 = getelementptr inbounds i8, ptr %10, i64 392, !dbg !454
  store double %1036, ptr %1037, align 8, !dbg !455, !tbaa !182, !DIAssignID !456
    #dbg_assign(double %1036, !84, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !456, ptr %1037, !DIExpression(), !170)
    #dbg_value(i32 48, !92, !DIExpression(), !457)
  br label %1063, !dbg !458

1038:                                             ; preds = %1028, %1038
  %1039 = phi double [ %1030, %1028 ], [ %1054, %1038 ], !dbg !449
  %1040 = phi double [ %1029, %1028 ], [ %1051, %1038 ], !dbg !448
  %1041 = phi i64 [ 1, %1028 ], [ %1055, %1038 ]
    #dbg_value(i64 %1041, !87, !DIExpression(), !459)
  %1042 = getelementptr inbounds [50 x double], ptr %6, i64 0, i64 %1041, !dbg !460
  %1043 = load double, ptr %1042, align 8, !dbg !460, !tbaa !182
  %1044 = add nsw i64 %1041, -1, !dbg !461
    #dbg_value(double poison, !89, !DIExpression(), !462)
  %1045 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1044, !dbg !463
  %1046 = load double, ptr %1045, align 8, !dbg !463, !tbaa !182
  %1047 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1041, !dbg !464
  %1048 = load double, ptr %1047, align 8, !dbg !465, !tbaa !182
  %1049 = fneg double %1043, !dbg !465
  %1050 = fdiv double %1049, %1040, !dbg !465
  %1051 = tail call double @llvm.fmuladd.f64(double %1050, double %1046, double %1048), !dbg !465
  store double %1051, ptr %1047, align 8, !dbg !465, !tbaa !182
  %1052 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1041, !dbg !466
  %1053 = load double, ptr %1052, align 8, !dbg !467, !tbaa !182
  %1054 = tail call double @llvm.fmuladd.f64(double %1050, double %1039, double %1053), !dbg !467
  store double %1054, ptr %1052, align 8, !dbg !467, !tbaa !182
  %1055 = add nuw nsw i64 %1041, 1, !dbg !468
    #dbg_value(i64 %1055, !87, !DIExpression(), !459)
  %1056 = icmp eq i64 %1055, 50, !dbg !469
  br i1 %1056, label %1031, label %1038, !dbg !450, !llvm.loop !470

1057:                                             ; preds = %1063
  %1058 = load double, ptr %10, align 16, !dbg !472, !tbaa !182
  %1059 = getelementptr inbounds i8, ptr %10, i64 200, !dbg !473
  %1060 = load double, ptr %1059, align 8, !dbg !473, !tbaa !182
  %1061 = load double, ptr %1037, align 8, !dbg !474, !tbaa !182
  %1062 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %1058, double noundef %1060, double noundef %1061), !dbg !475
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %10) #8, !dbg !476
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %9) #8, !dbg !476
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %8) #8, !dbg !476
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #8, !dbg !476
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #8, !dbg !476
  br label %1090

1063:                                             ; preds = %1077, %1031
  %1064 = phi double [ %1036, %1031 ], [ %1087, %1077 ], !dbg !477
  %1065 = phi i64 [ 48, %1031 ], [ %1089, %1077 ]
    #dbg_value(i64 %1065, !92, !DIExpression(), !457)
  %1066 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1065, !dbg !479
  %1067 = load double, ptr %1066, align 16, !dbg !479, !tbaa !182
  %1068 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1065, !dbg !480
  %1069 = load double, ptr %1068, align 16, !dbg !480, !tbaa !182
  %1070 = fneg double %1069, !dbg !481
  %1071 = tail call double @llvm.fmuladd.f64(double %1070, double %1064, double %1067), !dbg !481
  %1072 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1065, !dbg !482
  %1073 = load double, ptr %1072, align 16, !dbg !482, !tbaa !182
  %1074 = fdiv double %1071, %1073, !dbg !483
  %1075 = getelementptr inbounds [50 x double], ptr %10, i64 0, i64 %1065, !dbg !484
  store double %1074, ptr %1075, align 16, !dbg !485, !tbaa !182
    #dbg_value(i64 %1065, !92, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !457)
  %1076 = icmp eq i64 %1065, 0, !dbg !486
  br i1 %1076, label %1057, label %1077, !dbg !458, !llvm.loop !487

1077:                                             ; preds = %1063
  %1078 = add nsw i64 %1065, -1, !dbg !489
    #dbg_value(i64 %1078, !92, !DIExpression(), !457)
    #dbg_value(i64 %1078, !92, !DIExpression(), !457)
  %1079 = getelementptr inbounds [50 x double], ptr %9, i64 0, i64 %1078, !dbg !479
  %1080 = load double, ptr %1079, align 8, !dbg !479, !tbaa !182
  %1081 = getelementptr inbounds [50 x double], ptr %8, i64 0, i64 %1078, !dbg !480
  %1082 = load double, ptr %1081, align 8, !dbg !480, !tbaa !182
  %1083 = fneg double %1082, !dbg !481
  %1084 = tail call double @llvm.fmuladd.f64(double %1083, double %1074, double %1080), !dbg !481
  %1085 = getelementptr inbounds [50 x double], ptr %7, i64 0, i64 %1078, !dbg !482
  %1086 = load double, ptr %1085, align 8, !dbg !482, !tbaa !182
  %1087 = fdiv double %1084, %1086, !dbg !483
  %1088 = getelementptr inbounds [50 x double], ptr %10, i64 0, i64 %1078, !dbg !484
  store double %1087, ptr %1088, align 8, !dbg !485, !tbaa !182
  %1089 = add nsw i64 %1065, -2, !dbg !489
    #dbg_value(i64 %1089, !92, !DIExpression(), !457)
  br label %1063

1090:                                             ; preds = %1057, %183
  %1091 = phi i32 [ 0, %1057 ], [ 1, %183 ], !dbg !170
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %5) #8, !dbg !476
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %4) #8, !dbg !476
  ret i32 %1091, !dbg !476
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !490 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/matrix_inverse.c", directory: ".", checksumkind: CSK_MD5, checksum: "9a7bf930baff5458a135e4b480e65d00")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 27)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 46)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !30, globals: !97, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31}
!31 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !32, file: !2, line: 37, baseType: !94, size: 32, elements: !95)
!32 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !33, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37, !41, !42, !44, !47, !48, !50, !53, !56, !58, !60, !64, !66, !67, !68, !70, !73, !75, !77, !81, !82, !83, !84, !85, !87, !89, !92}
!37 = !DILocalVariable(name: "a", scope: !32, file: !2, line: 28, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 2304, elements: !40)
!39 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!40 = !{!16, !16}
!41 = !DILocalVariable(name: "inv", scope: !32, file: !2, line: 28, type: !38)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 29, type: !35)
!43 = distinct !DILexicalBlock(scope: !32, file: !2, line: 29, column: 5)
!44 = !DILocalVariable(name: "j", scope: !45, file: !2, line: 29, type: !35)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 29, column: 33)
!46 = distinct !DILexicalBlock(scope: !43, file: !2, line: 29, column: 5)
!47 = !DILocalVariable(name: "err", scope: !32, file: !2, line: 31, type: !39)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 31, type: !35)
!49 = distinct !DILexicalBlock(scope: !32, file: !2, line: 31, column: 21)
!50 = !DILocalVariable(name: "j", scope: !51, file: !2, line: 31, type: !35)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 31, column: 49)
!52 = distinct !DILexicalBlock(scope: !49, file: !2, line: 31, column: 21)
!53 = !DILocalVariable(name: "s", scope: !54, file: !2, line: 31, type: !39)
!54 = distinct !DILexicalBlock(scope: !55, file: !2, line: 31, column: 77)
!55 = distinct !DILexicalBlock(scope: !51, file: !2, line: 31, column: 49)
!56 = !DILocalVariable(name: "k", scope: !57, file: !2, line: 31, type: !35)
!57 = distinct !DILexicalBlock(scope: !54, file: !2, line: 31, column: 93)
!58 = !DILocalVariable(name: "i", scope: !59, file: !2, line: 33, type: !35)
!59 = distinct !DILexicalBlock(scope: !32, file: !2, line: 33, column: 5)
!60 = !DILocalVariable(name: "j", scope: !61, file: !2, line: 33, type: !35)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 33, column: 35)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 33, column: 33)
!63 = distinct !DILexicalBlock(scope: !59, file: !2, line: 33, column: 5)
!64 = !DILocalVariable(name: "b", scope: !32, file: !2, line: 34, type: !65)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !15)
!66 = !DILocalVariable(name: "x", scope: !32, file: !2, line: 34, type: !65)
!67 = !DILocalVariable(name: "r", scope: !32, file: !2, line: 35, type: !39)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 35, type: !35)
!69 = distinct !DILexicalBlock(scope: !32, file: !2, line: 35, column: 19)
!70 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 35, type: !39)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 35, column: 47)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 35, column: 19)
!73 = !DILocalVariable(name: "k", scope: !74, file: !2, line: 35, type: !35)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 35, column: 63)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 36, type: !35)
!76 = distinct !DILexicalBlock(scope: !32, file: !2, line: 36, column: 22)
!77 = !DILocalVariable(name: "lo", scope: !32, file: !2, line: 37, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 3200, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 50)
!81 = !DILocalVariable(name: "di", scope: !32, file: !2, line: 37, type: !78)
!82 = !DILocalVariable(name: "up", scope: !32, file: !2, line: 37, type: !78)
!83 = !DILocalVariable(name: "rhs", scope: !32, file: !2, line: 37, type: !78)
!84 = !DILocalVariable(name: "sol", scope: !32, file: !2, line: 37, type: !78)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 38, type: !35)
!86 = distinct !DILexicalBlock(scope: !32, file: !2, line: 38, column: 5)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 39, type: !35)
!88 = distinct !DILexicalBlock(scope: !32, file: !2, line: 39, column: 5)
!89 = !DILocalVariable(name: "w", scope: !90, file: !2, line: 39, type: !39)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 39, column: 33)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 39, column: 5)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 40, type: !35)
!93 = distinct !DILexicalBlock(scope: !32, file: !2, line: 40, column: 42)
!94 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!95 = !{!96}
!96 = !DIEnumerator(name: "M", value: 50)
!97 = !{!98, !0, !7, !103, !12, !17, !19, !24}
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 10)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 2)
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DIAssignID()
!117 = !DILocalVariable(name: "l", scope: !118, file: !2, line: 21, type: !38)
!118 = distinct !DISubprogram(name: "lu_solve", scope: !2, file: !2, line: 20, type: !119, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !125)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !121, !122, !124}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!125 = !{!126, !127, !128, !117, !129, !130, !131, !133, !137, !140, !142, !144, !149, !151, !153, !156, !158, !160, !163}
!126 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !2, line: 20, type: !121)
!127 = !DILocalVariable(name: "b", arg: 2, scope: !118, file: !2, line: 20, type: !122)
!128 = !DILocalVariable(name: "x", arg: 3, scope: !118, file: !2, line: 20, type: !124)
!129 = !DILocalVariable(name: "u", scope: !118, file: !2, line: 21, type: !38)
!130 = !DILocalVariable(name: "y", scope: !118, file: !2, line: 21, type: !65)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 22, type: !35)
!132 = distinct !DILexicalBlock(scope: !118, file: !2, line: 22, column: 5)
!133 = !DILocalVariable(name: "k", scope: !134, file: !2, line: 22, type: !35)
!134 = distinct !DILexicalBlock(scope: !135, file: !2, line: 22, column: 35)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 22, column: 33)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 22, column: 5)
!137 = !DILocalVariable(name: "s", scope: !138, file: !2, line: 22, type: !39)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 22, column: 63)
!139 = distinct !DILexicalBlock(scope: !134, file: !2, line: 22, column: 35)
!140 = !DILocalVariable(name: "j", scope: !141, file: !2, line: 22, type: !35)
!141 = distinct !DILexicalBlock(scope: !138, file: !2, line: 22, column: 79)
!142 = !DILocalVariable(name: "k", scope: !143, file: !2, line: 23, type: !35)
!143 = distinct !DILexicalBlock(scope: !135, file: !2, line: 23, column: 9)
!144 = !DILocalVariable(name: "s", scope: !145, file: !2, line: 23, type: !39)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 23, column: 69)
!146 = distinct !DILexicalBlock(scope: !147, file: !2, line: 23, column: 43)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 23, column: 37)
!148 = distinct !DILexicalBlock(scope: !143, file: !2, line: 23, column: 9)
!149 = !DILocalVariable(name: "j", scope: !150, file: !2, line: 23, type: !35)
!150 = distinct !DILexicalBlock(scope: !145, file: !2, line: 23, column: 85)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 24, type: !35)
!152 = distinct !DILexicalBlock(scope: !118, file: !2, line: 24, column: 5)
!153 = !DILocalVariable(name: "s", scope: !154, file: !2, line: 24, type: !39)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 24, column: 33)
!155 = distinct !DILexicalBlock(scope: !152, file: !2, line: 24, column: 5)
!156 = !DILocalVariable(name: "j", scope: !157, file: !2, line: 24, type: !35)
!157 = distinct !DILexicalBlock(scope: !154, file: !2, line: 24, column: 52)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 25, type: !35)
!159 = distinct !DILexicalBlock(scope: !118, file: !2, line: 25, column: 5)
!160 = !DILocalVariable(name: "s", scope: !161, file: !2, line: 25, type: !39)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 25, column: 38)
!162 = distinct !DILexicalBlock(scope: !159, file: !2, line: 25, column: 5)
!163 = !DILocalVariable(name: "j", scope: !164, file: !2, line: 25, type: !35)
!164 = distinct !DILexicalBlock(scope: !161, file: !2, line: 25, column: 57)
!165 = !DILocation(line: 0, scope: !118, inlinedAt: !166)
!166 = distinct !DILocation(line: 34, column: 47, scope: !32)
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !32)
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 28, column: 5, scope: !32)
!178 = !DILocation(line: 0, scope: !43)
!179 = !DILocation(line: 0, scope: !45)
!180 = !DILocation(line: 29, column: 69, scope: !181)
!181 = distinct !DILexicalBlock(scope: !45, file: !2, line: 29, column: 33)
!182 = !{!183, !183, i64 0}
!183 = !{!"double", !184, i64 0}
!184 = !{!"omnipotent char", !185, i64 0}
!185 = !{!"Simple C/C++ TBAA"}
!186 = !DILocation(line: 29, column: 61, scope: !181)
!187 = !DILocalVariable(name: "m", scope: !188, file: !2, line: 8, type: !227)
!188 = distinct !DISubprogram(name: "invert", scope: !2, file: !2, line: 7, type: !189, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !29, retainedNodes: !191)
!189 = !DISubroutineType(types: !190)
!190 = !{!35, !121, !121}
!191 = !{!192, !193, !187, !194, !196, !199, !201, !204, !206, !208, !211, !212, !214, !216, !220, !222, !224}
!192 = !DILocalVariable(name: "a", arg: 1, scope: !188, file: !2, line: 7, type: !121)
!193 = !DILocalVariable(name: "inv", arg: 2, scope: !188, file: !2, line: 7, type: !121)
!194 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 9, type: !35)
!195 = distinct !DILexicalBlock(scope: !188, file: !2, line: 9, column: 5)
!196 = !DILocalVariable(name: "j", scope: !197, file: !2, line: 9, type: !35)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 9, column: 33)
!198 = distinct !DILexicalBlock(scope: !195, file: !2, line: 9, column: 5)
!199 = !DILocalVariable(name: "c", scope: !200, file: !2, line: 10, type: !35)
!200 = distinct !DILexicalBlock(scope: !188, file: !2, line: 10, column: 5)
!201 = !DILocalVariable(name: "p", scope: !202, file: !2, line: 11, type: !35)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 10, column: 33)
!203 = distinct !DILexicalBlock(scope: !200, file: !2, line: 10, column: 5)
!204 = !DILocalVariable(name: "r", scope: !205, file: !2, line: 11, type: !35)
!205 = distinct !DILexicalBlock(scope: !202, file: !2, line: 11, column: 20)
!206 = !DILocalVariable(name: "j", scope: !207, file: !2, line: 13, type: !35)
!207 = distinct !DILexicalBlock(scope: !202, file: !2, line: 13, column: 9)
!208 = !DILocalVariable(name: "t", scope: !209, file: !2, line: 13, type: !39)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 13, column: 41)
!210 = distinct !DILexicalBlock(scope: !207, file: !2, line: 13, column: 9)
!211 = !DILocalVariable(name: "d", scope: !202, file: !2, line: 14, type: !39)
!212 = !DILocalVariable(name: "j", scope: !213, file: !2, line: 14, type: !35)
!213 = distinct !DILexicalBlock(scope: !202, file: !2, line: 14, column: 29)
!214 = !DILocalVariable(name: "r", scope: !215, file: !2, line: 15, type: !35)
!215 = distinct !DILexicalBlock(scope: !202, file: !2, line: 15, column: 9)
!216 = !DILocalVariable(name: "f", scope: !217, file: !2, line: 15, type: !39)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 15, column: 49)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 15, column: 41)
!219 = distinct !DILexicalBlock(scope: !215, file: !2, line: 15, column: 9)
!220 = !DILocalVariable(name: "j", scope: !221, file: !2, line: 15, type: !35)
!221 = distinct !DILexicalBlock(scope: !217, file: !2, line: 15, column: 71)
!222 = !DILocalVariable(name: "i", scope: !223, file: !2, line: 17, type: !35)
!223 = distinct !DILexicalBlock(scope: !188, file: !2, line: 17, column: 5)
!224 = !DILocalVariable(name: "j", scope: !225, file: !2, line: 17, type: !35)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 17, column: 33)
!226 = distinct !DILexicalBlock(scope: !223, file: !2, line: 17, column: 5)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 4608, elements: !228)
!228 = !{!16, !229}
!229 = !DISubrange(count: 12)
!230 = !DILocation(line: 0, scope: !188, inlinedAt: !231)
!231 = distinct !DILocation(line: 30, column: 10, scope: !232)
!232 = distinct !DILexicalBlock(scope: !32, file: !2, line: 30, column: 9)
!233 = !DILocation(line: 8, column: 5, scope: !188, inlinedAt: !231)
!234 = !DILocation(line: 0, scope: !195, inlinedAt: !231)
!235 = !DILocation(line: 0, scope: !197, inlinedAt: !231)
!236 = !DILocation(line: 9, column: 73, scope: !237, inlinedAt: !231)
!237 = distinct !DILexicalBlock(scope: !197, file: !2, line: 9, column: 33)
!238 = !DILocation(line: 9, column: 65, scope: !237, inlinedAt: !231)
!239 = !DILocation(line: 9, column: 83, scope: !237, inlinedAt: !231)
!240 = !DILocation(line: 11, column: 20, scope: !205, inlinedAt: !231)
!241 = !DILocation(line: 0, scope: !200, inlinedAt: !231)
!242 = !DILocation(line: 0, scope: !202, inlinedAt: !231)
!243 = !DILocation(line: 11, column: 35, scope: !205, inlinedAt: !231)
!244 = !DILocation(line: 0, scope: !205, inlinedAt: !231)
!245 = !DILocation(line: 11, column: 42, scope: !246, inlinedAt: !231)
!246 = distinct !DILexicalBlock(scope: !205, file: !2, line: 11, column: 20)
!247 = !DILocation(line: 11, scope: !202, inlinedAt: !231)
!248 = !DILocation(line: 12, column: 18, scope: !249, inlinedAt: !231)
!249 = distinct !DILexicalBlock(scope: !202, file: !2, line: 12, column: 13)
!250 = !DILocation(line: 12, column: 13, scope: !249, inlinedAt: !231)
!251 = !DILocation(line: 12, column: 27, scope: !249, inlinedAt: !231)
!252 = !DILocation(line: 12, column: 13, scope: !202, inlinedAt: !231)
!253 = !DILocation(line: 0, scope: !207, inlinedAt: !231)
!254 = !DILocation(line: 13, column: 54, scope: !209, inlinedAt: !231)
!255 = !DILocation(line: 0, scope: !209, inlinedAt: !231)
!256 = !DILocation(line: 13, column: 73, scope: !209, inlinedAt: !231)
!257 = !DILocation(line: 13, column: 71, scope: !209, inlinedAt: !231)
!258 = !DILocation(line: 13, column: 90, scope: !209, inlinedAt: !231)
!259 = !DILocation(line: 14, column: 20, scope: !202, inlinedAt: !231)
!260 = !DILocation(line: 0, scope: !213, inlinedAt: !231)
!261 = !DILocation(line: 14, column: 69, scope: !262, inlinedAt: !231)
!262 = distinct !DILexicalBlock(scope: !213, file: !2, line: 14, column: 29)
!263 = !DILocation(line: 15, column: 9, scope: !215, inlinedAt: !231)
!264 = !DILocation(line: 11, column: 61, scope: !265, inlinedAt: !231)
!265 = distinct !DILexicalBlock(scope: !246, file: !2, line: 11, column: 56)
!266 = !DILocation(line: 11, column: 56, scope: !265, inlinedAt: !231)
!267 = !DILocation(line: 11, column: 77, scope: !265, inlinedAt: !231)
!268 = !DILocation(line: 11, column: 72, scope: !265, inlinedAt: !231)
!269 = !DILocation(line: 11, column: 70, scope: !265, inlinedAt: !231)
!270 = !DILocation(line: 11, column: 56, scope: !246, inlinedAt: !231)
!271 = !DILocation(line: 11, column: 48, scope: !246, inlinedAt: !231)
!272 = distinct !{!272, !240, !273, !274}
!273 = !DILocation(line: 11, column: 91, scope: !205, inlinedAt: !231)
!274 = !{!"llvm.loop.mustprogress"}
!275 = !DILocation(line: 0, scope: !215, inlinedAt: !231)
!276 = !DILocation(line: 15, column: 43, scope: !218, inlinedAt: !231)
!277 = !DILocation(line: 15, column: 41, scope: !219, inlinedAt: !231)
!278 = !DILocation(line: 15, column: 62, scope: !217, inlinedAt: !231)
!279 = !DILocation(line: 0, scope: !217, inlinedAt: !231)
!280 = !DILocation(line: 0, scope: !221, inlinedAt: !231)
!281 = !DILocation(line: 15, column: 103, scope: !282, inlinedAt: !231)
!282 = distinct !DILexicalBlock(scope: !221, file: !2, line: 15, column: 71)
!283 = !DILocation(line: 15, column: 118, scope: !282, inlinedAt: !231)
!284 = !DILocation(line: 15, column: 111, scope: !282, inlinedAt: !231)
!285 = !DILocation(line: 15, column: 33, scope: !219, inlinedAt: !231)
!286 = !DILocation(line: 15, column: 27, scope: !219, inlinedAt: !231)
!287 = distinct !{!287, !263, !288, !274}
!288 = !DILocation(line: 15, column: 127, scope: !215, inlinedAt: !231)
!289 = !DILocation(line: 10, column: 23, scope: !203, inlinedAt: !231)
!290 = !DILocation(line: 10, column: 5, scope: !200, inlinedAt: !231)
!291 = !DILocation(line: 0, scope: !223, inlinedAt: !231)
!292 = !DILocation(line: 0, scope: !225, inlinedAt: !231)
!293 = !DILocation(line: 17, column: 71, scope: !294, inlinedAt: !231)
!294 = distinct !DILexicalBlock(scope: !225, file: !2, line: 17, column: 33)
!295 = distinct !DIAssignID()
!296 = distinct !DIAssignID()
!297 = distinct !DIAssignID()
!298 = distinct !DIAssignID()
!299 = distinct !DIAssignID()
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 19, column: 1, scope: !188, inlinedAt: !231)
!302 = !DILocation(line: 0, scope: !49)
!303 = !DILocation(line: 31, column: 21, scope: !49)
!304 = !DILocation(line: 30, column: 28, scope: !305)
!305 = distinct !DILexicalBlock(scope: !232, file: !2, line: 30, column: 26)
!306 = !DILocation(line: 30, column: 50, scope: !305)
!307 = !DILocation(line: 0, scope: !51)
!308 = !DILocation(line: 31, column: 126, scope: !309)
!309 = distinct !DILexicalBlock(scope: !57, file: !2, line: 31, column: 93)
!310 = !DILocation(line: 31, column: 49, scope: !51)
!311 = !DILocation(line: 32, column: 47, scope: !32)
!312 = !DILocation(line: 32, column: 5, scope: !32)
!313 = !DILocation(line: 0, scope: !59)
!314 = !DILocation(line: 33, column: 5, scope: !59)
!315 = !DILocation(line: 0, scope: !57)
!316 = !DILocation(line: 0, scope: !54)
!317 = !DILocation(line: 31, column: 136, scope: !309)
!318 = !DILocation(line: 31, column: 123, scope: !309)
!319 = !DILocation(line: 31, column: 175, scope: !54)
!320 = !DILocation(line: 31, column: 172, scope: !54)
!321 = !DILocation(line: 31, column: 170, scope: !54)
!322 = !DILocation(line: 31, column: 163, scope: !54)
!323 = !DILocation(line: 31, column: 153, scope: !54)
!324 = !DILocation(line: 31, column: 73, scope: !55)
!325 = !DILocation(line: 31, column: 67, scope: !55)
!326 = distinct !{!326, !310, !327, !274}
!327 = !DILocation(line: 31, column: 184, scope: !51)
!328 = !DILocation(line: 31, column: 45, scope: !52)
!329 = !DILocation(line: 31, column: 39, scope: !52)
!330 = distinct !{!330, !303, !331, !274}
!331 = !DILocation(line: 31, column: 184, scope: !49)
!332 = !DILocation(line: 0, scope: !61)
!333 = !DILocation(line: 33, column: 80, scope: !334)
!334 = distinct !DILexicalBlock(scope: !61, file: !2, line: 33, column: 35)
!335 = !DILocation(line: 33, column: 63, scope: !334)
!336 = !DILocation(line: 33, column: 92, scope: !62)
!337 = !DILocation(line: 33, column: 29, scope: !63)
!338 = !DILocation(line: 33, column: 23, scope: !63)
!339 = distinct !{!339, !314, !340, !274}
!340 = !DILocation(line: 33, column: 106, scope: !59)
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 21, column: 5, scope: !118, inlinedAt: !166)
!343 = !DILocation(line: 21, column: 12, scope: !118, inlinedAt: !166)
!344 = distinct !DIAssignID()
!345 = !DILocation(line: 21, column: 33, scope: !118, inlinedAt: !166)
!346 = distinct !DIAssignID()
!347 = !DILocation(line: 0, scope: !132, inlinedAt: !166)
!348 = !DILocation(line: 22, column: 5, scope: !132, inlinedAt: !166)
!349 = !DILocation(line: 0, scope: !134, inlinedAt: !166)
!350 = !DILocation(line: 0, scope: !141, inlinedAt: !166)
!351 = !DILocation(line: 0, scope: !138, inlinedAt: !166)
!352 = !DILocation(line: 22, column: 79, scope: !141, inlinedAt: !166)
!353 = !DILocation(line: 0, scope: !143, inlinedAt: !166)
!354 = !DILocation(line: 23, column: 59, scope: !146, inlinedAt: !166)
!355 = !DILocation(line: 23, column: 33, scope: !148, inlinedAt: !166)
!356 = !DILocation(line: 23, column: 27, scope: !148, inlinedAt: !166)
!357 = !DILocation(line: 23, column: 9, scope: !143, inlinedAt: !166)
!358 = distinct !{!358, !357, !359, !274}
!359 = !DILocation(line: 23, column: 174, scope: !143, inlinedAt: !166)
!360 = !DILocation(line: 22, scope: !138, inlinedAt: !166)
!361 = !DILocation(line: 22, column: 141, scope: !138, inlinedAt: !166)
!362 = !DILocation(line: 22, column: 149, scope: !138, inlinedAt: !166)
!363 = !DILocation(line: 22, column: 131, scope: !138, inlinedAt: !166)
!364 = !DILocation(line: 22, column: 139, scope: !138, inlinedAt: !166)
!365 = !DILocation(line: 22, column: 59, scope: !139, inlinedAt: !166)
!366 = !DILocation(line: 22, column: 53, scope: !139, inlinedAt: !166)
!367 = !DILocation(line: 22, column: 35, scope: !134, inlinedAt: !166)
!368 = distinct !{!368, !367, !369, !274}
!369 = !DILocation(line: 22, column: 154, scope: !134, inlinedAt: !166)
!370 = !DILocation(line: 22, column: 112, scope: !371, inlinedAt: !166)
!371 = distinct !DILexicalBlock(scope: !141, file: !2, line: 22, column: 79)
!372 = !DILocation(line: 22, column: 122, scope: !371, inlinedAt: !166)
!373 = !DILocation(line: 22, column: 109, scope: !371, inlinedAt: !166)
!374 = !DILocation(line: 22, column: 97, scope: !371, inlinedAt: !166)
!375 = distinct !{!375, !352, !376, !274}
!376 = !DILocation(line: 22, column: 128, scope: !141, inlinedAt: !166)
!377 = !DILocation(line: 22, column: 29, scope: !136, inlinedAt: !166)
!378 = !DILocation(line: 22, column: 23, scope: !136, inlinedAt: !166)
!379 = distinct !{!379, !348, !380, !274}
!380 = !DILocation(line: 23, column: 176, scope: !132, inlinedAt: !166)
!381 = !DILocation(line: 0, scope: !150, inlinedAt: !166)
!382 = !DILocation(line: 0, scope: !145, inlinedAt: !166)
!383 = !DILocation(line: 23, column: 85, scope: !150, inlinedAt: !166)
!384 = !DILocation(line: 23, column: 118, scope: !385, inlinedAt: !166)
!385 = distinct !DILexicalBlock(scope: !150, file: !2, line: 23, column: 85)
!386 = !DILocation(line: 23, column: 128, scope: !385, inlinedAt: !166)
!387 = !DILocation(line: 23, column: 115, scope: !385, inlinedAt: !166)
!388 = !DILocation(line: 23, column: 103, scope: !385, inlinedAt: !166)
!389 = distinct !{!389, !383, !390, !274}
!390 = !DILocation(line: 23, column: 134, scope: !150, inlinedAt: !166)
!391 = !DILocation(line: 23, scope: !145, inlinedAt: !166)
!392 = !DILocation(line: 23, column: 148, scope: !145, inlinedAt: !166)
!393 = !DILocation(line: 23, column: 156, scope: !145, inlinedAt: !166)
!394 = !DILocation(line: 23, column: 163, scope: !145, inlinedAt: !166)
!395 = !DILocation(line: 23, column: 161, scope: !145, inlinedAt: !166)
!396 = !DILocation(line: 23, column: 137, scope: !145, inlinedAt: !166)
!397 = !DILocation(line: 23, column: 145, scope: !145, inlinedAt: !166)
!398 = !DILocation(line: 0, scope: !152, inlinedAt: !166)
!399 = !DILocation(line: 0, scope: !157, inlinedAt: !166)
!400 = !DILocation(line: 0, scope: !154, inlinedAt: !166)
!401 = !DILocation(line: 24, column: 85, scope: !402, inlinedAt: !166)
!402 = distinct !DILexicalBlock(scope: !157, file: !2, line: 24, column: 52)
!403 = !DILocation(line: 0, scope: !159, inlinedAt: !166)
!404 = !DILocation(line: 0, scope: !161, inlinedAt: !166)
!405 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!406 = !DILocation(line: 25, column: 121, scope: !161, inlinedAt: !166)
!407 = !DILocation(line: 25, column: 94, scope: !408, inlinedAt: !166)
!408 = distinct !DILexicalBlock(scope: !164, file: !2, line: 25, column: 57)
!409 = !DILocation(line: 26, column: 1, scope: !118, inlinedAt: !166)
!410 = !DILocation(line: 0, scope: !69)
!411 = !DILocation(line: 25, column: 91, scope: !408, inlinedAt: !166)
!412 = !DILocation(line: 24, column: 82, scope: !402, inlinedAt: !166)
!413 = !DILocation(line: 25, column: 119, scope: !161, inlinedAt: !166)
!414 = !DILocation(line: 0, scope: !74)
!415 = !DILocation(line: 0, scope: !71)
!416 = !DILocation(line: 35, column: 96, scope: !417)
!417 = distinct !DILexicalBlock(scope: !74, file: !2, line: 35, column: 63)
!418 = !DILocation(line: 35, column: 93, scope: !417)
!419 = !DILocation(line: 35, column: 131, scope: !71)
!420 = !DILocation(line: 35, column: 124, scope: !71)
!421 = !DILocation(line: 35, column: 116, scope: !71)
!422 = !DILocation(line: 36, column: 5, scope: !32)
!423 = !DILocation(line: 0, scope: !76)
!424 = !DILocation(line: 36, column: 50, scope: !425)
!425 = distinct !DILexicalBlock(scope: !76, file: !2, line: 36, column: 22)
!426 = !DILocation(line: 36, column: 107, scope: !32)
!427 = !DILocation(line: 36, column: 73, scope: !32)
!428 = !DILocation(line: 37, column: 22, scope: !32)
!429 = !DILocation(line: 0, scope: !86)
!430 = !DILocation(line: 38, column: 5, scope: !86)
!431 = !DILocation(line: 38, column: 29, scope: !432)
!432 = distinct !DILexicalBlock(scope: !86, file: !2, line: 38, column: 5)
!433 = !DILocation(line: 38, column: 83, scope: !434)
!434 = distinct !DILexicalBlock(scope: !432, file: !2, line: 38, column: 33)
!435 = !DILocation(line: 38, column: 35, scope: !434)
!436 = !DILocation(line: 38, column: 41, scope: !434)
!437 = !DILocation(line: 38, column: 47, scope: !434)
!438 = !DILocation(line: 38, column: 53, scope: !434)
!439 = !DILocation(line: 38, column: 60, scope: !434)
!440 = !DILocation(line: 38, column: 66, scope: !434)
!441 = !DILocation(line: 38, column: 81, scope: !434)
!442 = !DILocation(line: 38, column: 72, scope: !434)
!443 = !DILocation(line: 38, column: 79, scope: !434)
!444 = distinct !{!444, !430, !445, !274, !446, !447}
!445 = !DILocation(line: 38, column: 88, scope: !86)
!446 = !{!"llvm.loop.isvectorized", i32 1}
!447 = !{!"llvm.loop.unroll.runtime.disable"}
!448 = !DILocation(line: 39, column: 54, scope: !90)
!449 = !DILocation(line: 39, column: 103, scope: !90)
!450 = !DILocation(line: 39, column: 5, scope: !88)
!451 = !DILocation(line: 40, column: 18, scope: !32)
!452 = !DILocation(line: 40, column: 31, scope: !32)
!453 = !DILocation(line: 40, column: 29, scope: !32)
!454 = !DILocation(line: 40, column: 5, scope: !32)
!455 = !DILocation(line: 40, column: 16, scope: !32)
!456 = distinct !DIAssignID()
!457 = !DILocation(line: 0, scope: !93)
!458 = !DILocation(line: 40, column: 42, scope: !93)
!459 = !DILocation(line: 0, scope: !88)
!460 = !DILocation(line: 39, column: 46, scope: !90)
!461 = !DILocation(line: 39, column: 59, scope: !90)
!462 = !DILocation(line: 0, scope: !90)
!463 = !DILocation(line: 39, column: 78, scope: !90)
!464 = !DILocation(line: 39, column: 65, scope: !90)
!465 = !DILocation(line: 39, column: 71, scope: !90)
!466 = !DILocation(line: 39, column: 89, scope: !90)
!467 = !DILocation(line: 39, column: 96, scope: !90)
!468 = !DILocation(line: 39, column: 29, scope: !91)
!469 = !DILocation(line: 39, column: 23, scope: !91)
!470 = distinct !{!470, !450, !471, !274}
!471 = !DILocation(line: 39, column: 115, scope: !88)
!472 = !DILocation(line: 41, column: 62, scope: !32)
!473 = !DILocation(line: 41, column: 70, scope: !32)
!474 = !DILocation(line: 41, column: 79, scope: !32)
!475 = !DILocation(line: 41, column: 5, scope: !32)
!476 = !DILocation(line: 43, column: 1, scope: !32)
!477 = !DILocation(line: 40, column: 102, scope: !478)
!478 = distinct !DILexicalBlock(scope: !93, file: !2, line: 40, column: 42)
!479 = !DILocation(line: 40, column: 85, scope: !478)
!480 = !DILocation(line: 40, column: 94, scope: !478)
!481 = !DILocation(line: 40, column: 92, scope: !478)
!482 = !DILocation(line: 40, column: 116, scope: !478)
!483 = !DILocation(line: 40, column: 114, scope: !478)
!484 = !DILocation(line: 40, column: 75, scope: !478)
!485 = !DILocation(line: 40, column: 82, scope: !478)
!486 = !DILocation(line: 40, column: 64, scope: !478)
!487 = distinct !{!487, !458, !488, !274}
!488 = !DILocation(line: 40, column: 120, scope: !93)
!489 = !DILocation(line: 40, column: 71, scope: !478)
!490 = !DISubprogram(name: "printf", scope: !491, file: !491, line: 356, type: !492, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!492 = !DISubroutineType(types: !493)
!493 = !{!35, !494, null}
!494 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !495)
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !496, size: 64)
!496 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
