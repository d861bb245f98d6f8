; ModuleID = 'programs/vla_multidim.c'
source_filename = "programs/vla_multidim.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"n=%d sizeof=%zu trace=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"b[10][6]=%d b[3][2]=%d row_sum(a[4])=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"cells k=%d sizeof=%zu last=%d%c calls=%d\0A\00", align 1
@calls = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [30 x i8] c"vbuf sum sample=%d total=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %34

1:                                                ; preds = %93
  %2 = alloca [77 x i32], align 16
  %3 = alloca [77 x i32], align 4
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %2, i64 32
  store <4 x i32> <i32 8, i32 9, i32 10, i32 100>, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x i32> <i32 101, i32 102, i32 103, i32 104>, ptr %6, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %2, i64 64
  store <4 x i32> <i32 105, i32 106, i32 107, i32 108>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x i32> <i32 109, i32 110, i32 200, i32 201>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %2, i64 96
  store <4 x i32> <i32 202, i32 203, i32 204, i32 205>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x i32> <i32 206, i32 207, i32 208, i32 209>, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %2, i64 128
  store <4 x i32> <i32 210, i32 300, i32 301, i32 302>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x i32> <i32 303, i32 304, i32 305, i32 306>, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %2, i64 160
  store <4 x i32> <i32 307, i32 308, i32 309, i32 310>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x i32> <i32 400, i32 401, i32 402, i32 403>, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %2, i64 192
  store <4 x i32> <i32 404, i32 405, i32 406, i32 407>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x i32> <i32 408, i32 409, i32 410, i32 500>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %2, i64 224
  store <4 x i32> <i32 501, i32 502, i32 503, i32 504>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x i32> <i32 505, i32 506, i32 507, i32 508>, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %2, i64 256
  store <4 x i32> <i32 509, i32 510, i32 600, i32 601>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %2, i64 272
  store <4 x i32> <i32 602, i32 603, i32 604, i32 605>, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %2, i64 288
  store <4 x i32> <i32 606, i32 607, i32 608, i32 609>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %2, i64 304
  store i32 610, ptr %22, align 16, !tbaa !6
  call fastcc void @transpose(ptr noundef nonnull %2, ptr noundef nonnull %3)
  %23 = getelementptr inbounds i8, ptr %3, i64 304
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %3, i64 92
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = call fastcc i64 @row_sum(ptr noundef nonnull %14)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %26, i64 noundef %27)
  tail call fastcc void @size_of_next()
  %29 = load i32, ptr @calls, align 4, !tbaa !6
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 16, i64 noundef 128, i32 noundef 225, i32 noundef 112, i32 noundef %29)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 14, i64 noundef %77)
  %32 = trunc i64 %77 to i32
  %33 = and i32 %32, 127
  ret i32 %33

34:                                               ; preds = %0, %93
  %35 = phi i64 [ 1, %0 ], [ %94, %93 ]
  %36 = phi i64 [ 0, %0 ], [ %77, %93 ]
  %37 = tail call ptr @llvm.stacksave.p0()
  %38 = mul nuw nsw i64 %35, %35
  %39 = alloca double, i64 %38, align 8
  %40 = trunc nuw nsw i64 %35 to i32
  %41 = uitofp nneg i32 %40 to double
  %42 = icmp ult i64 %35, 4
  %43 = and i64 %35, 9223372036854775804
  %44 = icmp eq i64 %35, %43
  br label %45

45:                                               ; preds = %34, %80
  %46 = phi i64 [ 0, %34 ], [ %81, %80 ]
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = uitofp nneg i32 %47 to double
  %49 = fmul double %48, 5.000000e-01
  %50 = fadd double %49, %41
  %51 = mul nuw nsw i64 %46, %35
  %52 = getelementptr inbounds double, ptr %39, i64 %51
  br i1 %42, label %53, label %55

53:                                               ; preds = %73, %45
  %54 = phi i64 [ 0, %45 ], [ %43, %73 ]
  br label %83

55:                                               ; preds = %45
  %56 = insertelement <2 x i64> poison, i64 %46, i64 0
  %57 = shufflevector <2 x i64> %56, <2 x i64> poison, <2 x i32> zeroinitializer
  %58 = insertelement <2 x double> poison, double %50, i64 0
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> zeroinitializer
  br label %60

60:                                               ; preds = %60, %55
  %61 = phi i64 [ 0, %55 ], [ %70, %60 ]
  %62 = phi <2 x i64> [ <i64 0, i64 1>, %55 ], [ %71, %60 ]
  %63 = add <2 x i64> %62, <i64 2, i64 2>
  %64 = icmp eq <2 x i64> %57, %62
  %65 = icmp eq <2 x i64> %57, %63
  %66 = select <2 x i1> %64, <2 x double> %59, <2 x double> <double -1.000000e+00, double -1.000000e+00>
  %67 = select <2 x i1> %65, <2 x double> %59, <2 x double> <double -1.000000e+00, double -1.000000e+00>
  %68 = getelementptr inbounds double, ptr %52, i64 %61
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  store <2 x double> %66, ptr %68, align 8, !tbaa !10
  store <2 x double> %67, ptr %69, align 8, !tbaa !10
  %70 = add nuw i64 %61, 4
  %71 = add <2 x i64> %62, <i64 4, i64 4>
  %72 = icmp eq i64 %70, %43
  br i1 %72, label %73, label %60, !llvm.loop !12

73:                                               ; preds = %60
  br i1 %44, label %80, label %53

74:                                               ; preds = %80
  %75 = call fastcc double @trace(i32 noundef %40, ptr noundef nonnull %39)
  %76 = fptosi double %75 to i64
  %77 = add nsw i64 %36, %76
  %78 = urem i32 %40, 13
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %90, label %93

80:                                               ; preds = %83, %73
  %81 = add nuw nsw i64 %46, 1
  %82 = icmp eq i64 %81, %35
  br i1 %82, label %74, label %45, !llvm.loop !16

83:                                               ; preds = %53, %83
  %84 = phi i64 [ %88, %83 ], [ %54, %53 ]
  %85 = icmp eq i64 %46, %84
  %86 = select i1 %85, double %50, double -1.000000e+00
  %87 = getelementptr inbounds double, ptr %52, i64 %84
  store double %86, ptr %87, align 8, !tbaa !10
  %88 = add nuw nsw i64 %84, 1
  %89 = icmp eq i64 %88, %35
  br i1 %89, label %80, label %83, !llvm.loop !17

90:                                               ; preds = %74
  %91 = shl nuw nsw i64 %38, 3
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40, i64 noundef %91, double noundef %75)
  br label %93

93:                                               ; preds = %90, %74
  tail call void @llvm.stackrestore.p0(ptr %37)
  %94 = add nuw nsw i64 %35, 1
  %95 = icmp eq i64 %94, 41
  br i1 %95, label %1, label %34, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @trace(i32 noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #2 {
  %3 = zext i32 %0 to i64
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %30

5:                                                ; preds = %2
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %28, %5
  %8 = phi i64 [ 0, %5 ], [ %11, %28 ]
  %9 = phi double [ 0.000000e+00, %5 ], [ %25, %28 ]
  br label %32

10:                                               ; preds = %5
  %11 = and i64 %3, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %26, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %25, %12 ]
  %15 = or disjoint i64 %13, 1
  %16 = mul nuw nsw i64 %13, %3
  %17 = mul nuw nsw i64 %15, %3
  %18 = getelementptr inbounds double, ptr %1, i64 %16
  %19 = getelementptr inbounds double, ptr %1, i64 %17
  %20 = getelementptr inbounds double, ptr %18, i64 %13
  %21 = getelementptr inbounds double, ptr %19, i64 %15
  %22 = load double, ptr %20, align 8, !tbaa !10
  %23 = load double, ptr %21, align 8, !tbaa !10
  %24 = fadd double %14, %22
  %25 = fadd double %24, %23
  %26 = add nuw i64 %13, 2
  %27 = icmp eq i64 %26, %11
  br i1 %27, label %28, label %12, !llvm.loop !19

28:                                               ; preds = %12
  %29 = icmp eq i64 %11, %3
  br i1 %29, label %30, label %7

30:                                               ; preds = %32, %28, %2
  %31 = phi double [ 0.000000e+00, %2 ], [ %25, %28 ], [ %39, %32 ]
  ret double %31

32:                                               ; preds = %7, %32
  %33 = phi i64 [ %40, %32 ], [ %8, %7 ]
  %34 = phi double [ %39, %32 ], [ %9, %7 ]
  %35 = mul nuw nsw i64 %33, %3
  %36 = getelementptr inbounds double, ptr %1, i64 %35
  %37 = getelementptr inbounds double, ptr %36, i64 %33
  %38 = load double, ptr %37, align 8, !tbaa !10
  %39 = fadd double %34, %38
  %40 = add nuw nsw i64 %33, 1
  %41 = icmp eq i64 %40, %3
  br i1 %41, label %30, label %32, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @transpose(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #4 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %3, ptr %1, align 4, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 %5, ptr %6, align 4, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 56
  store i32 %8, ptr %9, align 4, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %0, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 84
  store i32 %11, ptr %12, align 4, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 112
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %0, i64 20
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 140
  store i32 %17, ptr %18, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %0, i64 24
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %1, i64 168
  store i32 %20, ptr %21, align 4, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %0, i64 28
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %1, i64 196
  store i32 %23, ptr %24, align 4, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %1, i64 224
  store i32 %26, ptr %27, align 4, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %0, i64 36
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 252
  store i32 %29, ptr %30, align 4, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %1, i64 280
  store i32 %32, ptr %33, align 4, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %0, i64 44
  %35 = getelementptr inbounds i8, ptr %1, i64 4
  %36 = load i32, ptr %34, align 4, !tbaa !6
  store i32 %36, ptr %35, align 4, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %0, i64 48
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %0, i64 52
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 %41, ptr %42, align 4, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %0, i64 56
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %1, i64 88
  store i32 %44, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %0, i64 60
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %1, i64 116
  store i32 %47, ptr %48, align 4, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %0, i64 64
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %1, i64 144
  store i32 %50, ptr %51, align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %0, i64 68
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %1, i64 172
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %0, i64 72
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %1, i64 200
  store i32 %56, ptr %57, align 4, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %0, i64 76
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %1, i64 228
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %0, i64 80
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %1, i64 256
  store i32 %62, ptr %63, align 4, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %0, i64 84
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds i8, ptr %1, i64 284
  store i32 %65, ptr %66, align 4, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %0, i64 88
  %68 = getelementptr inbounds i8, ptr %1, i64 8
  %69 = load i32, ptr %67, align 4, !tbaa !6
  store i32 %69, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %0, i64 92
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %1, i64 36
  store i32 %71, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %0, i64 96
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %1, i64 64
  store i32 %74, ptr %75, align 4, !tbaa !6
  %76 = getelementptr inbounds i8, ptr %0, i64 100
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = getelementptr inbounds i8, ptr %1, i64 92
  store i32 %77, ptr %78, align 4, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %0, i64 104
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %1, i64 120
  store i32 %80, ptr %81, align 4, !tbaa !6
  %82 = getelementptr inbounds i8, ptr %0, i64 108
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = getelementptr inbounds i8, ptr %1, i64 148
  store i32 %83, ptr %84, align 4, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %0, i64 112
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %1, i64 176
  store i32 %86, ptr %87, align 4, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %0, i64 116
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %1, i64 204
  store i32 %89, ptr %90, align 4, !tbaa !6
  %91 = getelementptr inbounds i8, ptr %0, i64 120
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %1, i64 232
  store i32 %92, ptr %93, align 4, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %0, i64 124
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds i8, ptr %1, i64 260
  store i32 %95, ptr %96, align 4, !tbaa !6
  %97 = getelementptr inbounds i8, ptr %0, i64 128
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = getelementptr inbounds i8, ptr %1, i64 288
  store i32 %98, ptr %99, align 4, !tbaa !6
  %100 = getelementptr inbounds i8, ptr %0, i64 132
  %101 = getelementptr inbounds i8, ptr %1, i64 12
  %102 = load i32, ptr %100, align 4, !tbaa !6
  store i32 %102, ptr %101, align 4, !tbaa !6
  %103 = getelementptr inbounds i8, ptr %0, i64 136
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = getelementptr inbounds i8, ptr %1, i64 40
  store i32 %104, ptr %105, align 4, !tbaa !6
  %106 = getelementptr inbounds i8, ptr %0, i64 140
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = getelementptr inbounds i8, ptr %1, i64 68
  store i32 %107, ptr %108, align 4, !tbaa !6
  %109 = getelementptr inbounds i8, ptr %0, i64 144
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = getelementptr inbounds i8, ptr %1, i64 96
  store i32 %110, ptr %111, align 4, !tbaa !6
  %112 = getelementptr inbounds i8, ptr %0, i64 148
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = getelementptr inbounds i8, ptr %1, i64 124
  store i32 %113, ptr %114, align 4, !tbaa !6
  %115 = getelementptr inbounds i8, ptr %0, i64 152
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %1, i64 152
  store i32 %116, ptr %117, align 4, !tbaa !6
  %118 = getelementptr inbounds i8, ptr %0, i64 156
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = getelementptr inbounds i8, ptr %1, i64 180
  store i32 %119, ptr %120, align 4, !tbaa !6
  %121 = getelementptr inbounds i8, ptr %0, i64 160
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = getelementptr inbounds i8, ptr %1, i64 208
  store i32 %122, ptr %123, align 4, !tbaa !6
  %124 = getelementptr inbounds i8, ptr %0, i64 164
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = getelementptr inbounds i8, ptr %1, i64 236
  store i32 %125, ptr %126, align 4, !tbaa !6
  %127 = getelementptr inbounds i8, ptr %0, i64 168
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %1, i64 264
  store i32 %128, ptr %129, align 4, !tbaa !6
  %130 = getelementptr inbounds i8, ptr %0, i64 172
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = getelementptr inbounds i8, ptr %1, i64 292
  store i32 %131, ptr %132, align 4, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %0, i64 176
  %134 = getelementptr inbounds i8, ptr %1, i64 16
  %135 = load i32, ptr %133, align 4, !tbaa !6
  store i32 %135, ptr %134, align 4, !tbaa !6
  %136 = getelementptr inbounds i8, ptr %0, i64 180
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 %137, ptr %138, align 4, !tbaa !6
  %139 = getelementptr inbounds i8, ptr %0, i64 184
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = getelementptr inbounds i8, ptr %1, i64 72
  store i32 %140, ptr %141, align 4, !tbaa !6
  %142 = getelementptr inbounds i8, ptr %0, i64 188
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = getelementptr inbounds i8, ptr %1, i64 100
  store i32 %143, ptr %144, align 4, !tbaa !6
  %145 = getelementptr inbounds i8, ptr %0, i64 192
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = getelementptr inbounds i8, ptr %1, i64 128
  store i32 %146, ptr %147, align 4, !tbaa !6
  %148 = getelementptr inbounds i8, ptr %0, i64 196
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = getelementptr inbounds i8, ptr %1, i64 156
  store i32 %149, ptr %150, align 4, !tbaa !6
  %151 = getelementptr inbounds i8, ptr %0, i64 200
  %152 = load i32, ptr %151, align 4, !tbaa !6
  %153 = getelementptr inbounds i8, ptr %1, i64 184
  store i32 %152, ptr %153, align 4, !tbaa !6
  %154 = getelementptr inbounds i8, ptr %0, i64 204
  %155 = load i32, ptr %154, align 4, !tbaa !6
  %156 = getelementptr inbounds i8, ptr %1, i64 212
  store i32 %155, ptr %156, align 4, !tbaa !6
  %157 = getelementptr inbounds i8, ptr %0, i64 208
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = getelementptr inbounds i8, ptr %1, i64 240
  store i32 %158, ptr %159, align 4, !tbaa !6
  %160 = getelementptr inbounds i8, ptr %0, i64 212
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = getelementptr inbounds i8, ptr %1, i64 268
  store i32 %161, ptr %162, align 4, !tbaa !6
  %163 = getelementptr inbounds i8, ptr %0, i64 216
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = getelementptr inbounds i8, ptr %1, i64 296
  store i32 %164, ptr %165, align 4, !tbaa !6
  %166 = getelementptr inbounds i8, ptr %0, i64 220
  %167 = getelementptr inbounds i8, ptr %1, i64 20
  %168 = load i32, ptr %166, align 4, !tbaa !6
  store i32 %168, ptr %167, align 4, !tbaa !6
  %169 = getelementptr inbounds i8, ptr %0, i64 224
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 %170, ptr %171, align 4, !tbaa !6
  %172 = getelementptr inbounds i8, ptr %0, i64 228
  %173 = load i32, ptr %172, align 4, !tbaa !6
  %174 = getelementptr inbounds i8, ptr %1, i64 76
  store i32 %173, ptr %174, align 4, !tbaa !6
  %175 = getelementptr inbounds i8, ptr %0, i64 232
  %176 = load i32, ptr %175, align 4, !tbaa !6
  %177 = getelementptr inbounds i8, ptr %1, i64 104
  store i32 %176, ptr %177, align 4, !tbaa !6
  %178 = getelementptr inbounds i8, ptr %0, i64 236
  %179 = load i32, ptr %178, align 4, !tbaa !6
  %180 = getelementptr inbounds i8, ptr %1, i64 132
  store i32 %179, ptr %180, align 4, !tbaa !6
  %181 = getelementptr inbounds i8, ptr %0, i64 240
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = getelementptr inbounds i8, ptr %1, i64 160
  store i32 %182, ptr %183, align 4, !tbaa !6
  %184 = getelementptr inbounds i8, ptr %0, i64 244
  %185 = load i32, ptr %184, align 4, !tbaa !6
  %186 = getelementptr inbounds i8, ptr %1, i64 188
  store i32 %185, ptr %186, align 4, !tbaa !6
  %187 = getelementptr inbounds i8, ptr %0, i64 248
  %188 = load i32, ptr %187, align 4, !tbaa !6
  %189 = getelementptr inbounds i8, ptr %1, i64 216
  store i32 %188, ptr %189, align 4, !tbaa !6
  %190 = getelementptr inbounds i8, ptr %0, i64 252
  %191 = load i32, ptr %190, align 4, !tbaa !6
  %192 = getelementptr inbounds i8, ptr %1, i64 244
  store i32 %191, ptr %192, align 4, !tbaa !6
  %193 = getelementptr inbounds i8, ptr %0, i64 256
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = getelementptr inbounds i8, ptr %1, i64 272
  store i32 %194, ptr %195, align 4, !tbaa !6
  %196 = getelementptr inbounds i8, ptr %0, i64 260
  %197 = load i32, ptr %196, align 4, !tbaa !6
  %198 = getelementptr inbounds i8, ptr %1, i64 300
  store i32 %197, ptr %198, align 4, !tbaa !6
  %199 = getelementptr inbounds i8, ptr %0, i64 264
  %200 = getelementptr inbounds i8, ptr %1, i64 24
  %201 = load i32, ptr %199, align 4, !tbaa !6
  store i32 %201, ptr %200, align 4, !tbaa !6
  %202 = getelementptr inbounds i8, ptr %0, i64 268
  %203 = load i32, ptr %202, align 4, !tbaa !6
  %204 = getelementptr inbounds i8, ptr %1, i64 52
  store i32 %203, ptr %204, align 4, !tbaa !6
  %205 = getelementptr inbounds i8, ptr %0, i64 272
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = getelementptr inbounds i8, ptr %1, i64 80
  store i32 %206, ptr %207, align 4, !tbaa !6
  %208 = getelementptr inbounds i8, ptr %0, i64 276
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = getelementptr inbounds i8, ptr %1, i64 108
  store i32 %209, ptr %210, align 4, !tbaa !6
  %211 = getelementptr inbounds i8, ptr %0, i64 280
  %212 = load i32, ptr %211, align 4, !tbaa !6
  %213 = getelementptr inbounds i8, ptr %1, i64 136
  store i32 %212, ptr %213, align 4, !tbaa !6
  %214 = getelementptr inbounds i8, ptr %0, i64 284
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = getelementptr inbounds i8, ptr %1, i64 164
  store i32 %215, ptr %216, align 4, !tbaa !6
  %217 = getelementptr inbounds i8, ptr %0, i64 288
  %218 = load i32, ptr %217, align 4, !tbaa !6
  %219 = getelementptr inbounds i8, ptr %1, i64 192
  store i32 %218, ptr %219, align 4, !tbaa !6
  %220 = getelementptr inbounds i8, ptr %0, i64 292
  %221 = load i32, ptr %220, align 4, !tbaa !6
  %222 = getelementptr inbounds i8, ptr %1, i64 220
  store i32 %221, ptr %222, align 4, !tbaa !6
  %223 = getelementptr inbounds i8, ptr %0, i64 296
  %224 = load i32, ptr %223, align 4, !tbaa !6
  %225 = getelementptr inbounds i8, ptr %1, i64 248
  store i32 %224, ptr %225, align 4, !tbaa !6
  %226 = getelementptr inbounds i8, ptr %0, i64 300
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = getelementptr inbounds i8, ptr %1, i64 276
  store i32 %227, ptr %228, align 4, !tbaa !6
  %229 = getelementptr inbounds i8, ptr %0, i64 304
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = getelementptr inbounds i8, ptr %1, i64 304
  store i32 %230, ptr %231, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @row_sum(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load <8 x i32>, ptr %0, align 4, !tbaa !6
  %3 = sext <8 x i32> %2 to <8 x i64>
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i8, ptr %0, i64 36
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = sext i32 %11 to i64
  %13 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %3)
  %14 = add i64 %13, %6
  %15 = add nsw i64 %9, %12
  %16 = add i64 %14, %15
  ret i64 %16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @size_of_next() unnamed_addr #6 {
  %1 = load i32, ptr @calls, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @calls, align 4, !tbaa !6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13, !14, !15}
!20 = distinct !{!20, !13, !14}
