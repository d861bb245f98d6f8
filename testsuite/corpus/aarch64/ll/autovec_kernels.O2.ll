; ModuleID = 'programs/autovec_kernels.c'
source_filename = "programs/autovec_kernels.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@i8a = internal unnamed_addr global [1031 x i8] zeroinitializer, align 1
@u8a = internal unnamed_addr global [1031 x i8] zeroinitializer, align 1
@u8b = internal unnamed_addr global [1031 x i8] zeroinitializer, align 1
@i16a = internal unnamed_addr global [1031 x i16] zeroinitializer, align 2
@i16b = internal unnamed_addr global [1031 x i16] zeroinitializer, align 2
@i32a = internal unnamed_addr global [1031 x i32] zeroinitializer, align 4
@i32b = internal unnamed_addr global [1031 x i32] zeroinitializer, align 4
@u32a = internal unnamed_addr global [1031 x i32] zeroinitializer, align 4
@idx = internal unnamed_addr global [1031 x i32] zeroinitializer, align 4
@i64a = internal unnamed_addr global [1031 x i64] zeroinitializer, align 8
@i64b = internal unnamed_addr global [1031 x i64] zeroinitializer, align 8
@fa = internal unnamed_addr global [1031 x float] zeroinitializer, align 4
@fb = internal unnamed_addr global [1031 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [17 x i8] c"kernels %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"avx2 copies %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@hash = internal unnamed_addr global i64 0, align 8
@run_base.o32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 4
@run_base.ou32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 4
@run_base.o8 = internal unnamed_addr global [1031 x i8] zeroinitializer, align 1
@run_base.o16 = internal unnamed_addr global [1031 x i16] zeroinitializer, align 2
@run_base.of = internal unnamed_addr global [1031 x float] zeroinitializer, align 4
@run_base.y = internal unnamed_addr global [1031 x float] zeroinitializer, align 4
@run_base.od = internal unnamed_addr global [1031 x double] zeroinitializer, align 8
@run_base.o64 = internal unnamed_addr global [1031 x i64] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %38

1:                                                ; preds = %38
  %2 = tail call fastcc i64 @run_base()
  %3 = lshr i64 %2, 8
  %4 = lshr i64 %2, 16
  %5 = lshr i64 %2, 24
  %6 = lshr i64 %2, 32
  %7 = lshr i64 %2, 40
  %8 = lshr i64 %2, 48
  %9 = lshr i64 %2, 56
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str.2)
  %12 = load i64, ptr @hash, align 8, !tbaa !6
  %13 = and i64 %2, 255
  %14 = xor i64 %12, %13
  %15 = mul i64 %14, 1099511628211
  %16 = and i64 %3, 255
  %17 = xor i64 %15, %16
  %18 = mul i64 %17, 1099511628211
  %19 = and i64 %4, 255
  %20 = xor i64 %18, %19
  %21 = mul i64 %20, 1099511628211
  %22 = and i64 %5, 255
  %23 = xor i64 %21, %22
  %24 = mul i64 %23, 1099511628211
  %25 = and i64 %6, 255
  %26 = xor i64 %24, %25
  %27 = mul i64 %26, 1099511628211
  %28 = and i64 %7, 255
  %29 = xor i64 %27, %28
  %30 = mul i64 %29, 1099511628211
  %31 = and i64 %8, 255
  %32 = xor i64 %30, %31
  %33 = mul i64 %32, 1099511628211
  %34 = xor i64 %33, %9
  %35 = mul i64 %34, 1099511628211
  store i64 %35, ptr @hash, align 8, !tbaa !6
  %36 = trunc i64 %35 to i32
  %37 = and i32 %36, 127
  ret i32 %37

38:                                               ; preds = %0, %38
  %39 = phi i64 [ 0, %0 ], [ %86, %38 ]
  %40 = phi i32 [ -1831433054, %0 ], [ %46, %38 ]
  %41 = shl i32 %40, 13
  %42 = xor i32 %41, %40
  %43 = lshr i32 %42, 17
  %44 = xor i32 %43, %42
  %45 = shl i32 %44, 5
  %46 = xor i32 %45, %44
  %47 = trunc i32 %46 to i8
  %48 = getelementptr inbounds [1031 x i8], ptr @i8a, i64 0, i64 %39
  store i8 %47, ptr %48, align 1, !tbaa !10
  %49 = lshr i32 %46, 8
  %50 = trunc i32 %49 to i8
  %51 = getelementptr inbounds [1031 x i8], ptr @u8a, i64 0, i64 %39
  store i8 %50, ptr %51, align 1, !tbaa !10
  %52 = lshr i32 %46, 16
  %53 = trunc i32 %52 to i8
  %54 = getelementptr inbounds [1031 x i8], ptr @u8b, i64 0, i64 %39
  store i8 %53, ptr %54, align 1, !tbaa !10
  %55 = lshr i32 %46, 3
  %56 = trunc i32 %55 to i16
  %57 = getelementptr inbounds [1031 x i16], ptr @i16a, i64 0, i64 %39
  store i16 %56, ptr %57, align 2, !tbaa !11
  %58 = lshr i32 %46, 11
  %59 = trunc i32 %58 to i16
  %60 = getelementptr inbounds [1031 x i16], ptr @i16b, i64 0, i64 %39
  store i16 %59, ptr %60, align 2, !tbaa !11
  %61 = urem i32 %46, 40000
  %62 = add nsw i32 %61, -20000
  %63 = getelementptr inbounds [1031 x i32], ptr @i32a, i64 0, i64 %39
  store i32 %62, ptr %63, align 4, !tbaa !13
  %64 = lshr i32 %46, 12
  %65 = add nsw i32 %64, -400000
  %66 = getelementptr inbounds [1031 x i32], ptr @i32b, i64 0, i64 %39
  store i32 %65, ptr %66, align 4, !tbaa !13
  %67 = mul i32 %46, -1640531535
  %68 = getelementptr inbounds [1031 x i32], ptr @u32a, i64 0, i64 %39
  store i32 %67, ptr %68, align 4, !tbaa !13
  %69 = urem i32 %46, 1031
  %70 = getelementptr inbounds [1031 x i32], ptr @idx, i64 0, i64 %39
  store i32 %69, ptr %70, align 4, !tbaa !13
  %71 = zext i32 %46 to i64
  %72 = mul nuw nsw i64 %71, 1234567
  %73 = getelementptr inbounds [1031 x i64], ptr @i64a, i64 0, i64 %39
  store i64 %72, ptr %73, align 8, !tbaa !6
  %74 = xor i32 %46, -559038737
  %75 = zext i32 %74 to i64
  %76 = shl nuw nsw i64 %75, 7
  %77 = getelementptr inbounds [1031 x i64], ptr @i64b, i64 0, i64 %39
  store i64 %76, ptr %77, align 8, !tbaa !6
  %78 = urem i32 %46, 1000
  %79 = uitofp nneg i32 %78 to float
  %80 = fmul float %79, 6.250000e-02
  %81 = getelementptr inbounds [1031 x float], ptr @fa, i64 0, i64 %39
  store float %80, ptr %81, align 4, !tbaa !15
  %82 = urem i32 %46, 777
  %83 = uitofp nneg i32 %82 to float
  %84 = fmul float %83, 1.250000e-01
  %85 = getelementptr inbounds [1031 x float], ptr @fb, i64 0, i64 %39
  store float %84, ptr %85, align 4, !tbaa !15
  %86 = add nuw nsw i64 %39, 1
  %87 = icmp eq i64 %86, 1031
  br i1 %87, label %1, label %38, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @run_base() unnamed_addr #2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  br label %4

3:                                                ; preds = %93
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i64 %107

4:                                                ; preds = %0, %93
  %5 = phi i64 [ 1015, %0 ], [ %94, %93 ]
  %6 = phi i64 [ 0, %0 ], [ %107, %93 ]
  %7 = mul i64 %6, 31
  %8 = trunc nuw nsw i64 %5 to i32
  %9 = tail call fastcc i32 @sum_i8_base(i32 noundef %8)
  %10 = zext i32 %9 to i64
  %11 = add i64 %7, %10
  %12 = mul i64 %11, 31
  %13 = tail call fastcc i32 @dot16_base(i32 noundef %8)
  %14 = zext i32 %13 to i64
  %15 = add i64 %12, %14
  call fastcc void @minmax_base(i32 noundef %8, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %16 = mul i64 %15, 31
  %17 = load i32, ptr %1, align 4, !tbaa !13
  %18 = zext i32 %17 to i64
  %19 = add i64 %16, %18
  %20 = load i32, ptr %2, align 4, !tbaa !13
  %21 = zext i32 %20 to i64
  %22 = mul nuw nsw i64 %21, 3
  %23 = add i64 %19, %22
  %24 = mul i64 %23, 31
  %25 = tail call fastcc i8 @umax8_base(i32 noundef %8)
  %26 = zext i8 %25 to i64
  %27 = add i64 %24, %26
  %28 = mul i64 %27, 31
  %29 = tail call fastcc i32 @count_gt_base(i32 noundef %8)
  %30 = zext i32 %29 to i64
  %31 = add i64 %28, %30
  %32 = mul i64 %31, 31
  %33 = trunc i64 %5 to i16
  %34 = tail call fastcc i32 @any_eq_base(i32 noundef %8, i16 noundef %33)
  %35 = zext nneg i32 %34 to i64
  %36 = add i64 %32, %35
  %37 = mul i64 %36, 31
  %38 = tail call fastcc i64 @xor64_base(i32 noundef %8)
  %39 = add i64 %37, %38
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4124) @run_base.y, ptr noundef nonnull align 4 dereferenceable(4124) @fb, i64 4124, i1 false)
  tail call fastcc void @saxpy_base(i32 noundef %8)
  tail call fastcc void @absdiff_base(i32 noundef %8)
  tail call fastcc void @clamp_u8_base(i32 noundef %8)
  tail call fastcc void @convert_base(i32 noundef %8)
  %40 = mul i64 %39, 31
  %41 = tail call fastcc i32 @stride2_base(i32 noundef %8)
  %42 = zext i32 %41 to i64
  %43 = add i64 %40, %42
  tail call fastcc void @reverse_base(i32 noundef %8)
  %44 = mul i64 %43, 31
  %45 = tail call fastcc i32 @gather_base(i32 noundef %8)
  %46 = zext i32 %45 to i64
  %47 = add i64 %44, %46
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(4124) @run_base.o32, ptr noundef nonnull align 4 dereferenceable(4124) @i32b, i64 4124, i1 false)
  tail call fastcc void @cond_store_base(i32 noundef %8)
  tail call fastcc void @shifts_base(i32 noundef %8)
  tail call fastcc void @mul64_base(i32 noundef %8)
  %48 = mul i64 %47, 31
  %49 = tail call fastcc i32 @popcnt_base(i32 noundef %8)
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  br label %54

52:                                               ; preds = %54
  %53 = udiv i32 %8, 3
  tail call fastcc void @gray_base(i32 noundef %53)
  tail call fastcc void @divconst_base(i32 noundef %8)
  br label %96

54:                                               ; preds = %4, %54
  %55 = phi i64 [ 0, %4 ], [ %91, %54 ]
  %56 = phi i64 [ %51, %4 ], [ %90, %54 ]
  %57 = mul i64 %56, 31
  %58 = getelementptr inbounds [1031 x i32], ptr @run_base.o32, i64 0, i64 %55
  %59 = load i32, ptr %58, align 4, !tbaa !13
  %60 = zext i32 %59 to i64
  %61 = add i64 %57, %60
  %62 = getelementptr inbounds [1031 x float], ptr @run_base.y, i64 0, i64 %55
  %63 = load float, ptr %62, align 4, !tbaa !15
  %64 = fmul float %63, 1.600000e+01
  %65 = fptosi float %64 to i64
  %66 = add i64 %61, %65
  %67 = getelementptr inbounds [1031 x float], ptr @run_base.of, i64 0, i64 %55
  %68 = load float, ptr %67, align 4, !tbaa !15
  %69 = fmul float %68, 4.000000e+00
  %70 = fptosi float %69 to i64
  %71 = add i64 %66, %70
  %72 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %55
  %73 = load i8, ptr %72, align 1, !tbaa !10
  %74 = zext i8 %73 to i64
  %75 = add i64 %71, %74
  %76 = getelementptr inbounds [1031 x i16], ptr @run_base.o16, i64 0, i64 %55
  %77 = load i16, ptr %76, align 2, !tbaa !11
  %78 = zext i16 %77 to i64
  %79 = add i64 %75, %78
  %80 = getelementptr inbounds [1031 x double], ptr @run_base.od, i64 0, i64 %55
  %81 = load double, ptr %80, align 8, !tbaa !19
  %82 = fptosi double %81 to i64
  %83 = add i64 %79, %82
  %84 = getelementptr inbounds [1031 x i64], ptr @run_base.o64, i64 0, i64 %55
  %85 = load i64, ptr %84, align 8, !tbaa !6
  %86 = add i64 %83, %85
  %87 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %55
  %88 = load i32, ptr %87, align 4, !tbaa !13
  %89 = zext i32 %88 to i64
  %90 = add i64 %86, %89
  %91 = add nuw nsw i64 %55, 1
  %92 = icmp eq i64 %91, %5
  br i1 %92, label %52, label %54, !llvm.loop !21

93:                                               ; preds = %96
  %94 = add nuw nsw i64 %5, 5
  %95 = icmp ult i64 %5, 1027
  br i1 %95, label %4, label %3, !llvm.loop !22

96:                                               ; preds = %52, %96
  %97 = phi i64 [ 0, %52 ], [ %108, %96 ]
  %98 = phi i64 [ %90, %52 ], [ %107, %96 ]
  %99 = mul i64 %98, 31
  %100 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %97
  %101 = load i8, ptr %100, align 1, !tbaa !10
  %102 = zext i8 %101 to i64
  %103 = add i64 %99, %102
  %104 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %97
  %105 = load i32, ptr %104, align 4, !tbaa !13
  %106 = zext i32 %105 to i64
  %107 = add i64 %103, %106
  %108 = add nuw nsw i64 %97, 1
  %109 = icmp eq i64 %108, %5
  br i1 %109, label %93, label %96, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_i8_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %51

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %31, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32
  br i1 %7, label %34, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ]
  %12 = phi <16 x i32> [ zeroinitializer, %8 ], [ %20, %10 ]
  %13 = phi <16 x i32> [ zeroinitializer, %8 ], [ %21, %10 ]
  %14 = getelementptr inbounds i8, ptr @i8a, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <16 x i8>, ptr %14, align 1, !tbaa !10
  %17 = load <16 x i8>, ptr %15, align 1, !tbaa !10
  %18 = sext <16 x i8> %16 to <16 x i32>
  %19 = sext <16 x i8> %17 to <16 x i32>
  %20 = add <16 x i32> %12, %18
  %21 = add <16 x i32> %13, %19
  %22 = add nuw i64 %11, 32
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !24

24:                                               ; preds = %10
  %25 = add <16 x i32> %21, %20
  %26 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %25)
  %27 = icmp eq i64 %9, %4
  br i1 %27, label %51, label %28

28:                                               ; preds = %24
  %29 = and i64 %4, 24
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %34

31:                                               ; preds = %48, %3, %28
  %32 = phi i64 [ 0, %3 ], [ %9, %28 ], [ %37, %48 ]
  %33 = phi i32 [ 0, %3 ], [ %26, %28 ], [ %49, %48 ]
  br label %53

34:                                               ; preds = %6, %28
  %35 = phi i32 [ %26, %28 ], [ 0, %6 ]
  %36 = phi i64 [ %9, %28 ], [ 0, %6 ]
  %37 = and i64 %4, 2147483640
  %38 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %35, i64 0
  br label %39

39:                                               ; preds = %39, %34
  %40 = phi i64 [ %36, %34 ], [ %46, %39 ]
  %41 = phi <8 x i32> [ %38, %34 ], [ %45, %39 ]
  %42 = getelementptr inbounds i8, ptr @i8a, i64 %40
  %43 = load <8 x i8>, ptr %42, align 1, !tbaa !10
  %44 = sext <8 x i8> %43 to <8 x i32>
  %45 = add <8 x i32> %41, %44
  %46 = add nuw i64 %40, 8
  %47 = icmp eq i64 %46, %37
  br i1 %47, label %48, label %39, !llvm.loop !27

48:                                               ; preds = %39
  %49 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %45)
  %50 = icmp eq i64 %37, %4
  br i1 %50, label %51, label %31

51:                                               ; preds = %53, %24, %48, %1
  %52 = phi i32 [ 0, %1 ], [ %26, %24 ], [ %49, %48 ], [ %59, %53 ]
  ret i32 %52

53:                                               ; preds = %31, %53
  %54 = phi i64 [ %60, %53 ], [ %32, %31 ]
  %55 = phi i32 [ %59, %53 ], [ %33, %31 ]
  %56 = getelementptr inbounds i8, ptr @i8a, i64 %54
  %57 = load i8, ptr %56, align 1, !tbaa !10
  %58 = sext i8 %57 to i32
  %59 = add nsw i32 %55, %58
  %60 = add nuw nsw i64 %54, 1
  %61 = icmp eq i64 %60, %4
  br i1 %61, label %51, label %53, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @dot16_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %37

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %33, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %33 ]
  %8 = phi i32 [ 0, %3 ], [ %35, %33 ]
  br label %39

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %31, %11 ]
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = getelementptr inbounds i16, ptr @i16a, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <8 x i16>, ptr %15, align 2, !tbaa !11
  %18 = load <8 x i16>, ptr %16, align 2, !tbaa !11
  %19 = sext <8 x i16> %17 to <8 x i32>
  %20 = sext <8 x i16> %18 to <8 x i32>
  %21 = getelementptr inbounds i16, ptr @i16b, i64 %12
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load <8 x i16>, ptr %21, align 2, !tbaa !11
  %24 = load <8 x i16>, ptr %22, align 2, !tbaa !11
  %25 = sext <8 x i16> %23 to <8 x i32>
  %26 = sext <8 x i16> %24 to <8 x i32>
  %27 = mul nsw <8 x i32> %25, %19
  %28 = mul nsw <8 x i32> %26, %20
  %29 = add <8 x i32> %27, %13
  %30 = add <8 x i32> %28, %14
  %31 = add nuw i64 %12, 16
  %32 = icmp eq i64 %31, %10
  br i1 %32, label %33, label %11, !llvm.loop !29

33:                                               ; preds = %11
  %34 = add <8 x i32> %30, %29
  %35 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %34)
  %36 = icmp eq i64 %10, %4
  br i1 %36, label %37, label %6

37:                                               ; preds = %39, %33, %1
  %38 = phi i32 [ 0, %1 ], [ %35, %33 ], [ %49, %39 ]
  ret i32 %38

39:                                               ; preds = %6, %39
  %40 = phi i64 [ %50, %39 ], [ %7, %6 ]
  %41 = phi i32 [ %49, %39 ], [ %8, %6 ]
  %42 = getelementptr inbounds i16, ptr @i16a, i64 %40
  %43 = load i16, ptr %42, align 2, !tbaa !11
  %44 = sext i16 %43 to i32
  %45 = getelementptr inbounds i16, ptr @i16b, i64 %40
  %46 = load i16, ptr %45, align 2, !tbaa !11
  %47 = sext i16 %46 to i32
  %48 = mul nsw i32 %47, %44
  %49 = add i32 %48, %41
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %37, label %39, !llvm.loop !30
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @minmax_base(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #5 {
  %4 = load i32, ptr @i32a, align 4, !tbaa !13
  %5 = icmp sgt i32 %0, 1
  br i1 %5, label %6, label %44

6:                                                ; preds = %3
  %7 = zext nneg i32 %0 to i64
  %8 = add nsw i64 %7, -1
  %9 = icmp ult i32 %0, 9
  br i1 %9, label %10, label %14

10:                                               ; preds = %38, %6
  %11 = phi i64 [ 1, %6 ], [ %16, %38 ]
  %12 = phi i32 [ %4, %6 ], [ %40, %38 ]
  %13 = phi i32 [ %4, %6 ], [ %42, %38 ]
  br label %47

14:                                               ; preds = %6
  %15 = and i64 %8, -8
  %16 = or disjoint i64 %15, 1
  %17 = insertelement <4 x i32> poison, i32 %4, i64 0
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> zeroinitializer
  %19 = insertelement <4 x i32> poison, i32 %4, i64 0
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %14
  %22 = phi i64 [ 0, %14 ], [ %36, %21 ]
  %23 = phi <4 x i32> [ %18, %14 ], [ %34, %21 ]
  %24 = phi <4 x i32> [ %18, %14 ], [ %35, %21 ]
  %25 = phi <4 x i32> [ %20, %14 ], [ %32, %21 ]
  %26 = phi <4 x i32> [ %20, %14 ], [ %33, %21 ]
  %27 = or disjoint i64 %22, 1
  %28 = getelementptr inbounds i32, ptr @i32a, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !13
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !13
  %32 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %30, <4 x i32> %25)
  %33 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %31, <4 x i32> %26)
  %34 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %30, <4 x i32> %23)
  %35 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %31, <4 x i32> %24)
  %36 = add nuw i64 %22, 8
  %37 = icmp eq i64 %36, %15
  br i1 %37, label %38, label %21, !llvm.loop !31

38:                                               ; preds = %21
  %39 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %34, <4 x i32> %35)
  %40 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %39)
  %41 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %32, <4 x i32> %33)
  %42 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %41)
  %43 = icmp eq i64 %8, %15
  br i1 %43, label %44, label %10

44:                                               ; preds = %47, %38, %3
  %45 = phi i32 [ %4, %3 ], [ %42, %38 ], [ %53, %47 ]
  %46 = phi i32 [ %4, %3 ], [ %40, %38 ], [ %54, %47 ]
  store i32 %45, ptr %1, align 4, !tbaa !13
  store i32 %46, ptr %2, align 4, !tbaa !13
  ret void

47:                                               ; preds = %10, %47
  %48 = phi i64 [ %55, %47 ], [ %11, %10 ]
  %49 = phi i32 [ %54, %47 ], [ %12, %10 ]
  %50 = phi i32 [ %53, %47 ], [ %13, %10 ]
  %51 = getelementptr inbounds i32, ptr @i32a, i64 %48
  %52 = load i32, ptr %51, align 4, !tbaa !13
  %53 = tail call i32 @llvm.smin.i32(i32 %52, i32 %50)
  %54 = tail call i32 @llvm.smax.i32(i32 %52, i32 %49)
  %55 = add nuw nsw i64 %48, 1
  %56 = icmp eq i64 %55, %7
  br i1 %56, label %44, label %47, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @umax8_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %49

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %29, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32
  br i1 %7, label %32, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %20, %10 ]
  %12 = phi <16 x i8> [ zeroinitializer, %8 ], [ %18, %10 ]
  %13 = phi <16 x i8> [ zeroinitializer, %8 ], [ %19, %10 ]
  %14 = getelementptr inbounds i8, ptr @u8a, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <16 x i8>, ptr %14, align 1, !tbaa !10
  %17 = load <16 x i8>, ptr %15, align 1, !tbaa !10
  %18 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %16, <16 x i8> %12)
  %19 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %17, <16 x i8> %13)
  %20 = add nuw i64 %11, 32
  %21 = icmp eq i64 %20, %9
  br i1 %21, label %22, label %10, !llvm.loop !33

22:                                               ; preds = %10
  %23 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %18, <16 x i8> %19)
  %24 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %23)
  %25 = icmp eq i64 %9, %4
  br i1 %25, label %49, label %26

26:                                               ; preds = %22
  %27 = and i64 %4, 24
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %46, %3, %26
  %30 = phi i64 [ 0, %3 ], [ %9, %26 ], [ %35, %46 ]
  %31 = phi i8 [ 0, %3 ], [ %24, %26 ], [ %47, %46 ]
  br label %51

32:                                               ; preds = %6, %26
  %33 = phi i8 [ %24, %26 ], [ 0, %6 ]
  %34 = phi i64 [ %9, %26 ], [ 0, %6 ]
  %35 = and i64 %4, 2147483640
  %36 = insertelement <8 x i8> poison, i8 %33, i64 0
  %37 = shufflevector <8 x i8> %36, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %38

38:                                               ; preds = %38, %32
  %39 = phi i64 [ %34, %32 ], [ %44, %38 ]
  %40 = phi <8 x i8> [ %37, %32 ], [ %43, %38 ]
  %41 = getelementptr inbounds i8, ptr @u8a, i64 %39
  %42 = load <8 x i8>, ptr %41, align 1, !tbaa !10
  %43 = tail call <8 x i8> @llvm.umax.v8i8(<8 x i8> %42, <8 x i8> %40)
  %44 = add nuw i64 %39, 8
  %45 = icmp eq i64 %44, %35
  br i1 %45, label %46, label %38, !llvm.loop !34

46:                                               ; preds = %38
  %47 = tail call i8 @llvm.vector.reduce.umax.v8i8(<8 x i8> %43)
  %48 = icmp eq i64 %35, %4
  br i1 %48, label %49, label %29

49:                                               ; preds = %51, %22, %46, %1
  %50 = phi i8 [ 0, %1 ], [ %24, %22 ], [ %47, %46 ], [ %56, %51 ]
  ret i8 %50

51:                                               ; preds = %29, %51
  %52 = phi i64 [ %57, %51 ], [ %30, %29 ]
  %53 = phi i8 [ %56, %51 ], [ %31, %29 ]
  %54 = getelementptr inbounds i8, ptr @u8a, i64 %52
  %55 = load i8, ptr %54, align 1, !tbaa !10
  %56 = tail call i8 @llvm.umax.i8(i8 %55, i8 %53)
  %57 = add nuw nsw i64 %52, 1
  %58 = icmp eq i64 %57, %4
  br i1 %58, label %49, label %51, !llvm.loop !35
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_gt_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %31

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %9

6:                                                ; preds = %27, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %27 ]
  %8 = phi i32 [ 0, %3 ], [ %29, %27 ]
  br label %33

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %25, %11 ]
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %23, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %24, %11 ]
  %15 = getelementptr inbounds i32, ptr @i32a, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !13
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !13
  %19 = icmp sgt <4 x i32> %17, <i32 12345, i32 12345, i32 12345, i32 12345>
  %20 = icmp sgt <4 x i32> %18, <i32 12345, i32 12345, i32 12345, i32 12345>
  %21 = zext <4 x i1> %19 to <4 x i32>
  %22 = zext <4 x i1> %20 to <4 x i32>
  %23 = add <4 x i32> %13, %21
  %24 = add <4 x i32> %14, %22
  %25 = add nuw i64 %12, 8
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %11, !llvm.loop !36

27:                                               ; preds = %11
  %28 = add <4 x i32> %24, %23
  %29 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %28)
  %30 = icmp eq i64 %10, %4
  br i1 %30, label %31, label %6

31:                                               ; preds = %33, %27, %1
  %32 = phi i32 [ 0, %1 ], [ %29, %27 ], [ %40, %33 ]
  ret i32 %32

33:                                               ; preds = %6, %33
  %34 = phi i64 [ %41, %33 ], [ %7, %6 ]
  %35 = phi i32 [ %40, %33 ], [ %8, %6 ]
  %36 = getelementptr inbounds i32, ptr @i32a, i64 %34
  %37 = load i32, ptr %36, align 4, !tbaa !13
  %38 = icmp sgt i32 %37, 12345
  %39 = zext i1 %38 to i32
  %40 = add nuw nsw i32 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %4
  br i1 %42, label %31, label %33, !llvm.loop !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq_base(i32 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %34

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  %6 = icmp ult i32 %0, 16
  br i1 %6, label %7, label %10

7:                                                ; preds = %30, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %30 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %30 ]
  br label %36

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483632
  %12 = insertelement <8 x i16> poison, i16 %1, i64 0
  %13 = shufflevector <8 x i16> %12, <8 x i16> poison, <8 x i32> zeroinitializer
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %28, %14 ]
  %16 = phi <8 x i32> [ zeroinitializer, %10 ], [ %26, %14 ]
  %17 = phi <8 x i32> [ zeroinitializer, %10 ], [ %27, %14 ]
  %18 = getelementptr inbounds i16, ptr @i16a, i64 %15
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <8 x i16>, ptr %18, align 2, !tbaa !11
  %21 = load <8 x i16>, ptr %19, align 2, !tbaa !11
  %22 = icmp eq <8 x i16> %20, %13
  %23 = icmp eq <8 x i16> %21, %13
  %24 = zext <8 x i1> %22 to <8 x i32>
  %25 = zext <8 x i1> %23 to <8 x i32>
  %26 = or <8 x i32> %16, %24
  %27 = or <8 x i32> %17, %25
  %28 = add nuw i64 %15, 16
  %29 = icmp eq i64 %28, %11
  br i1 %29, label %30, label %14, !llvm.loop !38

30:                                               ; preds = %14
  %31 = or <8 x i32> %27, %26
  %32 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %31)
  %33 = icmp eq i64 %11, %5
  br i1 %33, label %34, label %7

34:                                               ; preds = %36, %30, %2
  %35 = phi i32 [ 0, %2 ], [ %32, %30 ], [ %43, %36 ]
  ret i32 %35

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %44, %36 ], [ %8, %7 ]
  %38 = phi i32 [ %43, %36 ], [ %9, %7 ]
  %39 = getelementptr inbounds i16, ptr @i16a, i64 %37
  %40 = load i16, ptr %39, align 2, !tbaa !11
  %41 = icmp eq i16 %40, %1
  %42 = zext i1 %41 to i32
  %43 = or i32 %38, %42
  %44 = add nuw nsw i64 %37, 1
  %45 = icmp eq i64 %44, %5
  br i1 %45, label %34, label %36, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @xor64_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %29

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp eq i32 %0, 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %26, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %26 ]
  %8 = phi i64 [ 0, %3 ], [ %27, %26 ]
  br label %31

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483646
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %24, %11 ]
  %13 = phi i64 [ 0, %9 ], [ %22, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %23, %11 ]
  %15 = or disjoint i64 %12, 1
  %16 = getelementptr inbounds i64, ptr @i64a, i64 %12
  %17 = getelementptr inbounds i64, ptr @i64a, i64 %15
  %18 = load i64, ptr %16, align 8, !tbaa !6
  %19 = load i64, ptr %17, align 8, !tbaa !6
  %20 = mul i64 %18, -7046029254386353131
  %21 = mul i64 %19, -7046029254386353131
  %22 = xor i64 %20, %13
  %23 = xor i64 %21, %14
  %24 = add nuw i64 %12, 2
  %25 = icmp eq i64 %24, %10
  br i1 %25, label %26, label %11, !llvm.loop !40

26:                                               ; preds = %11
  %27 = xor i64 %23, %22
  %28 = icmp eq i64 %10, %4
  br i1 %28, label %29, label %6

29:                                               ; preds = %31, %26, %1
  %30 = phi i64 [ 0, %1 ], [ %27, %26 ], [ %37, %31 ]
  ret i64 %30

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %38, %31 ], [ %7, %6 ]
  %33 = phi i64 [ %37, %31 ], [ %8, %6 ]
  %34 = getelementptr inbounds i64, ptr @i64a, i64 %32
  %35 = load i64, ptr %34, align 8, !tbaa !6
  %36 = mul i64 %35, -7046029254386353131
  %37 = xor i64 %36, %33
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %29, label %31, !llvm.loop !41
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %26

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %24, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %24 ]
  br label %27

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ]
  %12 = getelementptr inbounds float, ptr @fa, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x float>, ptr %12, align 4, !tbaa !15
  %15 = load <4 x float>, ptr %13, align 4, !tbaa !15
  %16 = getelementptr inbounds float, ptr @run_base.y, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x float>, ptr %16, align 4, !tbaa !15
  %19 = load <4 x float>, ptr %17, align 4, !tbaa !15
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <4 x float> %18)
  %21 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <4 x float> %19)
  store <4 x float> %20, ptr %16, align 4, !tbaa !15
  store <4 x float> %21, ptr %17, align 4, !tbaa !15
  %22 = add nuw i64 %11, 8
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !42

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %4
  br i1 %25, label %26, label %6

26:                                               ; preds = %27, %24, %1
  ret void

27:                                               ; preds = %6, %27
  %28 = phi i64 [ %34, %27 ], [ %7, %6 ]
  %29 = getelementptr inbounds float, ptr @fa, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !15
  %31 = getelementptr inbounds float, ptr @run_base.y, i64 %28
  %32 = load float, ptr %31, align 4, !tbaa !15
  %33 = tail call float @llvm.fmuladd.f32(float %30, float 1.500000e+00, float %32)
  store float %33, ptr %31, align 4, !tbaa !15
  %34 = add nuw nsw i64 %28, 1
  %35 = icmp eq i64 %34, %4
  br i1 %35, label %26, label %27, !llvm.loop !43
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %30

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %28, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %28 ]
  br label %31

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %26, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !13
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !13
  %16 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !13
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !13
  %20 = sub nsw <4 x i32> %14, %18
  %21 = sub nsw <4 x i32> %15, %19
  %22 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %20, i1 true)
  %23 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %21, i1 true)
  %24 = getelementptr inbounds i32, ptr @run_base.o32, i64 %11
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> %22, ptr %24, align 4, !tbaa !13
  store <4 x i32> %23, ptr %25, align 4, !tbaa !13
  %26 = add nuw i64 %11, 8
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %10, !llvm.loop !44

28:                                               ; preds = %10
  %29 = icmp eq i64 %9, %4
  br i1 %29, label %30, label %6

30:                                               ; preds = %31, %28, %1
  ret void

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %40, %31 ], [ %7, %6 ]
  %33 = getelementptr inbounds i32, ptr @i32a, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !13
  %35 = getelementptr inbounds i32, ptr @i32b, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !13
  %37 = sub nsw i32 %34, %36
  %38 = tail call i32 @llvm.abs.i32(i32 %37, i1 true)
  %39 = getelementptr inbounds i32, ptr @run_base.o32, i64 %32
  store i32 %38, ptr %39, align 4, !tbaa !13
  %40 = add nuw nsw i64 %32, 1
  %41 = icmp eq i64 %40, %4
  br i1 %41, label %30, label %31, !llvm.loop !45
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp_u8_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %48

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %31, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32
  br i1 %7, label %33, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 64
  %14 = load <16 x i32>, ptr %12, align 4, !tbaa !13
  %15 = load <16 x i32>, ptr %13, align 4, !tbaa !13
  %16 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %14, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %17 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %15, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %18 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %16, <16 x i32> zeroinitializer)
  %19 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %17, <16 x i32> zeroinitializer)
  %20 = trunc <16 x i32> %18 to <16 x i8>
  %21 = trunc <16 x i32> %19 to <16 x i8>
  %22 = getelementptr inbounds i8, ptr @run_base.o8, i64 %11
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <16 x i8> %20, ptr %22, align 1, !tbaa !10
  store <16 x i8> %21, ptr %23, align 1, !tbaa !10
  %24 = add nuw i64 %11, 32
  %25 = icmp eq i64 %24, %9
  br i1 %25, label %26, label %10, !llvm.loop !46

26:                                               ; preds = %10
  %27 = icmp eq i64 %9, %4
  br i1 %27, label %48, label %28

28:                                               ; preds = %26
  %29 = and i64 %4, 24
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %46, %3, %28
  %32 = phi i64 [ 0, %3 ], [ %9, %28 ], [ %35, %46 ]
  br label %49

33:                                               ; preds = %6, %28
  %34 = phi i64 [ %9, %28 ], [ 0, %6 ]
  %35 = and i64 %4, 2147483640
  br label %36

36:                                               ; preds = %36, %33
  %37 = phi i64 [ %34, %33 ], [ %44, %36 ]
  %38 = getelementptr inbounds i32, ptr @i32b, i64 %37
  %39 = load <8 x i32>, ptr %38, align 4, !tbaa !13
  %40 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %39, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %41 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %40, <8 x i32> zeroinitializer)
  %42 = trunc <8 x i32> %41 to <8 x i8>
  %43 = getelementptr inbounds i8, ptr @run_base.o8, i64 %37
  store <8 x i8> %42, ptr %43, align 1, !tbaa !10
  %44 = add nuw i64 %37, 8
  %45 = icmp eq i64 %44, %35
  br i1 %45, label %46, label %36, !llvm.loop !47

46:                                               ; preds = %36
  %47 = icmp eq i64 %35, %4
  br i1 %47, label %48, label %31

48:                                               ; preds = %49, %26, %46, %1
  ret void

49:                                               ; preds = %31, %49
  %50 = phi i64 [ %57, %49 ], [ %32, %31 ]
  %51 = getelementptr inbounds i32, ptr @i32b, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !13
  %53 = tail call i32 @llvm.smin.i32(i32 %52, i32 255)
  %54 = tail call i32 @llvm.smax.i32(i32 %53, i32 0)
  %55 = trunc nuw i32 %54 to i8
  %56 = getelementptr inbounds i8, ptr @run_base.o8, i64 %50
  store i8 %55, ptr %56, align 1, !tbaa !10
  %57 = add nuw nsw i64 %50, 1
  %58 = icmp eq i64 %57, %4
  br i1 %58, label %48, label %49, !llvm.loop !48
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @convert_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %64

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %36, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 16
  br i1 %7, label %38, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483632
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %13 = load <16 x i32>, ptr %12, align 4, !tbaa !13
  %14 = sitofp <16 x i32> %13 to <16 x float>
  %15 = fmul <16 x float> %14, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %16 = getelementptr inbounds float, ptr @run_base.of, i64 %11
  store <16 x float> %15, ptr %16, align 4, !tbaa !15
  %17 = fpext <16 x float> %15 to <16 x double>
  %18 = getelementptr inbounds i8, ptr @u8a, i64 %11
  %19 = load <16 x i8>, ptr %18, align 1, !tbaa !10
  %20 = uitofp <16 x i8> %19 to <16 x double>
  %21 = fadd <16 x double> %17, %20
  %22 = getelementptr inbounds double, ptr @run_base.od, i64 %11
  store <16 x double> %21, ptr %22, align 8, !tbaa !19
  %23 = zext <16 x i8> %19 to <16 x i32>
  %24 = mul nuw nsw <16 x i32> %23, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %25 = fptosi <16 x float> %15 to <16 x i32>
  %26 = sub nsw <16 x i32> %24, %25
  %27 = trunc <16 x i32> %26 to <16 x i16>
  %28 = getelementptr inbounds i16, ptr @run_base.o16, i64 %11
  store <16 x i16> %27, ptr %28, align 2, !tbaa !11
  %29 = add nuw i64 %11, 16
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %10, !llvm.loop !49

31:                                               ; preds = %10
  %32 = icmp eq i64 %9, %4
  br i1 %32, label %64, label %33

33:                                               ; preds = %31
  %34 = and i64 %4, 8
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %62, %3, %33
  %37 = phi i64 [ 0, %3 ], [ %9, %33 ], [ %40, %62 ]
  br label %65

38:                                               ; preds = %6, %33
  %39 = phi i64 [ %9, %33 ], [ 0, %6 ]
  %40 = and i64 %4, 2147483640
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ %39, %38 ], [ %60, %41 ]
  %43 = getelementptr inbounds i32, ptr @i32b, i64 %42
  %44 = load <8 x i32>, ptr %43, align 4, !tbaa !13
  %45 = sitofp <8 x i32> %44 to <8 x float>
  %46 = fmul <8 x float> %45, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %47 = getelementptr inbounds float, ptr @run_base.of, i64 %42
  store <8 x float> %46, ptr %47, align 4, !tbaa !15
  %48 = fpext <8 x float> %46 to <8 x double>
  %49 = getelementptr inbounds i8, ptr @u8a, i64 %42
  %50 = load <8 x i8>, ptr %49, align 1, !tbaa !10
  %51 = uitofp <8 x i8> %50 to <8 x double>
  %52 = fadd <8 x double> %48, %51
  %53 = getelementptr inbounds double, ptr @run_base.od, i64 %42
  store <8 x double> %52, ptr %53, align 8, !tbaa !19
  %54 = zext <8 x i8> %50 to <8 x i32>
  %55 = mul nuw nsw <8 x i32> %54, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %56 = fptosi <8 x float> %46 to <8 x i32>
  %57 = sub nsw <8 x i32> %55, %56
  %58 = trunc <8 x i32> %57 to <8 x i16>
  %59 = getelementptr inbounds i16, ptr @run_base.o16, i64 %42
  store <8 x i16> %58, ptr %59, align 2, !tbaa !11
  %60 = add nuw i64 %42, 8
  %61 = icmp eq i64 %60, %40
  br i1 %61, label %62, label %41, !llvm.loop !50

62:                                               ; preds = %41
  %63 = icmp eq i64 %40, %4
  br i1 %63, label %64, label %36

64:                                               ; preds = %65, %31, %62, %1
  ret void

65:                                               ; preds = %36, %65
  %66 = phi i64 [ %84, %65 ], [ %37, %36 ]
  %67 = getelementptr inbounds i32, ptr @i32b, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !13
  %69 = sitofp i32 %68 to float
  %70 = fmul float %69, 5.000000e-01
  %71 = getelementptr inbounds float, ptr @run_base.of, i64 %66
  store float %70, ptr %71, align 4, !tbaa !15
  %72 = fpext float %70 to double
  %73 = getelementptr inbounds i8, ptr @u8a, i64 %66
  %74 = load i8, ptr %73, align 1, !tbaa !10
  %75 = uitofp i8 %74 to double
  %76 = fadd double %72, %75
  %77 = getelementptr inbounds double, ptr @run_base.od, i64 %66
  store double %76, ptr %77, align 8, !tbaa !19
  %78 = zext i8 %74 to i32
  %79 = mul nuw nsw i32 %78, 3
  %80 = fptosi float %70 to i32
  %81 = sub nsw i32 %79, %80
  %82 = trunc i32 %81 to i16
  %83 = getelementptr inbounds i16, ptr @run_base.o16, i64 %66
  store i16 %82, ptr %83, align 2, !tbaa !11
  %84 = add nuw nsw i64 %66, 1
  %85 = icmp eq i64 %84, %4
  br i1 %85, label %64, label %65, !llvm.loop !51
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @stride2_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 1
  br i1 %2, label %3, label %41

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = add nsw i64 %4, -2
  %6 = lshr i64 %5, 1
  %7 = add nuw i64 %6, 1
  %8 = icmp ult i64 %5, 14
  br i1 %8, label %9, label %12

9:                                                ; preds = %37, %3
  %10 = phi i64 [ 0, %3 ], [ %14, %37 ]
  %11 = phi i32 [ 0, %3 ], [ %39, %37 ]
  br label %43

12:                                               ; preds = %3
  %13 = and i64 %7, -8
  %14 = shl i64 %13, 1
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %35, %15 ]
  %17 = phi <4 x i32> [ zeroinitializer, %12 ], [ %33, %15 ]
  %18 = phi <4 x i32> [ zeroinitializer, %12 ], [ %34, %15 ]
  %19 = shl i64 %16, 1
  %20 = or disjoint i64 %19, 8
  %21 = getelementptr inbounds i32, ptr @i32a, i64 %19
  %22 = getelementptr inbounds i32, ptr @i32a, i64 %20
  %23 = load <8 x i32>, ptr %21, align 4, !tbaa !13
  %24 = load <8 x i32>, ptr %22, align 4, !tbaa !13
  %25 = shufflevector <8 x i32> %23, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %26 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %27 = shufflevector <8 x i32> %23, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %28 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %29 = mul nsw <4 x i32> %25, <i32 3, i32 3, i32 3, i32 3>
  %30 = mul nsw <4 x i32> %26, <i32 3, i32 3, i32 3, i32 3>
  %31 = sub <4 x i32> %17, %27
  %32 = sub <4 x i32> %18, %28
  %33 = add <4 x i32> %31, %29
  %34 = add <4 x i32> %32, %30
  %35 = add nuw i64 %16, 8
  %36 = icmp eq i64 %35, %13
  br i1 %36, label %37, label %15, !llvm.loop !52

37:                                               ; preds = %15
  %38 = add <4 x i32> %34, %33
  %39 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %38)
  %40 = icmp eq i64 %7, %13
  br i1 %40, label %41, label %9

41:                                               ; preds = %43, %37, %1
  %42 = phi i32 [ 0, %1 ], [ %39, %37 ], [ %53, %43 ]
  ret i32 %42

43:                                               ; preds = %9, %43
  %44 = phi i64 [ %54, %43 ], [ %10, %9 ]
  %45 = phi i32 [ %53, %43 ], [ %11, %9 ]
  %46 = or disjoint i64 %44, 1
  %47 = getelementptr inbounds i32, ptr @i32a, i64 %44
  %48 = load i32, ptr %47, align 4, !tbaa !13
  %49 = mul nsw i32 %48, 3
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %46
  %51 = load i32, ptr %50, align 4, !tbaa !13
  %52 = sub i32 %45, %51
  %53 = add i32 %52, %49
  %54 = add nuw nsw i64 %44, 2
  %55 = or disjoint i64 %54, 1
  %56 = icmp ult i64 %55, %4
  br i1 %56, label %43, label %41, !llvm.loop !53
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %28

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr i16, ptr @i16a, i64 %4
  %7 = icmp ult i32 %0, 16
  br i1 %7, label %8, label %10

8:                                                ; preds = %26, %3
  %9 = phi i64 [ 0, %3 ], [ %11, %26 ]
  br label %29

10:                                               ; preds = %3
  %11 = and i64 %5, 2147483632
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %24, %12 ]
  %14 = xor i64 %13, -1
  %15 = getelementptr i16, ptr %6, i64 %14
  %16 = getelementptr i8, ptr %15, i64 -14
  %17 = getelementptr i8, ptr %15, i64 -30
  %18 = load <8 x i16>, ptr %16, align 2, !tbaa !11
  %19 = shufflevector <8 x i16> %18, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = load <8 x i16>, ptr %17, align 2, !tbaa !11
  %21 = shufflevector <8 x i16> %20, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds i16, ptr @run_base.o16, i64 %13
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <8 x i16> %19, ptr %22, align 2, !tbaa !11
  store <8 x i16> %21, ptr %23, align 2, !tbaa !11
  %24 = add nuw i64 %13, 16
  %25 = icmp eq i64 %24, %11
  br i1 %25, label %26, label %12, !llvm.loop !54

26:                                               ; preds = %12
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %8

28:                                               ; preds = %29, %26, %1
  ret void

29:                                               ; preds = %8, %29
  %30 = phi i64 [ %35, %29 ], [ %9, %8 ]
  %31 = xor i64 %30, -1
  %32 = getelementptr i16, ptr %6, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !11
  %34 = getelementptr inbounds i16, ptr @run_base.o16, i64 %30
  store i16 %33, ptr %34, align 2, !tbaa !11
  %35 = add nuw nsw i64 %30, 1
  %36 = icmp eq i64 %35, %5
  br i1 %36, label %28, label %29, !llvm.loop !55
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @gather_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %33

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp eq i32 %0, 1
  br i1 %5, label %6, label %9

6:                                                ; preds = %30, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %30 ]
  %8 = phi i32 [ 0, %3 ], [ %31, %30 ]
  br label %35

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483646
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %28, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %26, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %15 = or disjoint i64 %12, 1
  %16 = getelementptr inbounds i32, ptr @idx, i64 %12
  %17 = getelementptr inbounds i32, ptr @idx, i64 %15
  %18 = load i32, ptr %16, align 4, !tbaa !13
  %19 = load i32, ptr %17, align 4, !tbaa !13
  %20 = sext i32 %18 to i64
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, ptr @i32a, i64 %20
  %23 = getelementptr inbounds i32, ptr @i32a, i64 %21
  %24 = load i32, ptr %22, align 4, !tbaa !13
  %25 = load i32, ptr %23, align 4, !tbaa !13
  %26 = add i32 %24, %13
  %27 = add i32 %25, %14
  %28 = add nuw i64 %12, 2
  %29 = icmp eq i64 %28, %10
  br i1 %29, label %30, label %11, !llvm.loop !56

30:                                               ; preds = %11
  %31 = add i32 %27, %26
  %32 = icmp eq i64 %10, %4
  br i1 %32, label %33, label %6

33:                                               ; preds = %35, %30, %1
  %34 = phi i32 [ 0, %1 ], [ %31, %30 ], [ %43, %35 ]
  ret i32 %34

35:                                               ; preds = %6, %35
  %36 = phi i64 [ %44, %35 ], [ %7, %6 ]
  %37 = phi i32 [ %43, %35 ], [ %8, %6 ]
  %38 = getelementptr inbounds i32, ptr @idx, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !13
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr @i32a, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = add nsw i32 %42, %37
  %44 = add nuw nsw i64 %36, 1
  %45 = icmp eq i64 %44, %4
  br i1 %45, label %33, label %35, !llvm.loop !57
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %46

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %6, label %8

6:                                                ; preds = %44, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %44 ]
  br label %47

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483644
  br label %10

10:                                               ; preds = %41, %8
  %11 = phi i64 [ 0, %8 ], [ %42, %41 ]
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11
  %13 = load <4 x i32>, ptr %12, align 4, !tbaa !13
  %14 = icmp sgt <4 x i32> %13, zeroinitializer
  %15 = extractelement <4 x i1> %14, i64 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = getelementptr inbounds i32, ptr @run_base.o32, i64 %11
  %18 = extractelement <4 x i32> %13, i64 0
  %19 = udiv i32 %18, 3
  store i32 %19, ptr %17, align 4, !tbaa !13
  br label %20

20:                                               ; preds = %16, %10
  %21 = extractelement <4 x i1> %14, i64 1
  br i1 %21, label %22, label %27

22:                                               ; preds = %20
  %23 = or disjoint i64 %11, 1
  %24 = getelementptr inbounds i32, ptr @run_base.o32, i64 %23
  %25 = extractelement <4 x i32> %13, i64 1
  %26 = udiv i32 %25, 3
  store i32 %26, ptr %24, align 4, !tbaa !13
  br label %27

27:                                               ; preds = %22, %20
  %28 = extractelement <4 x i1> %14, i64 2
  br i1 %28, label %29, label %34

29:                                               ; preds = %27
  %30 = or disjoint i64 %11, 2
  %31 = getelementptr inbounds i32, ptr @run_base.o32, i64 %30
  %32 = extractelement <4 x i32> %13, i64 2
  %33 = udiv i32 %32, 3
  store i32 %33, ptr %31, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %29, %27
  %35 = extractelement <4 x i1> %14, i64 3
  br i1 %35, label %36, label %41

36:                                               ; preds = %34
  %37 = or disjoint i64 %11, 3
  %38 = getelementptr inbounds i32, ptr @run_base.o32, i64 %37
  %39 = extractelement <4 x i32> %13, i64 3
  %40 = udiv i32 %39, 3
  store i32 %40, ptr %38, align 4, !tbaa !13
  br label %41

41:                                               ; preds = %36, %34
  %42 = add nuw i64 %11, 4
  %43 = icmp eq i64 %42, %9
  br i1 %43, label %44, label %10, !llvm.loop !58

44:                                               ; preds = %41
  %45 = icmp eq i64 %9, %4
  br i1 %45, label %46, label %6

46:                                               ; preds = %55, %44, %1
  ret void

47:                                               ; preds = %6, %55
  %48 = phi i64 [ %56, %55 ], [ %7, %6 ]
  %49 = getelementptr inbounds i32, ptr @i32a, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %52, label %55

52:                                               ; preds = %47
  %53 = udiv i32 %50, 3
  %54 = getelementptr inbounds i32, ptr @run_base.o32, i64 %48
  store i32 %53, ptr %54, align 4, !tbaa !13
  br label %55

55:                                               ; preds = %47, %52
  %56 = add nuw nsw i64 %48, 1
  %57 = icmp eq i64 %56, %4
  br i1 %57, label %46, label %47, !llvm.loop !59
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shifts_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %36

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %34, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %34 ]
  br label %37

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ]
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !13
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !13
  %16 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !13
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !13
  %20 = and <4 x i32> %18, <i32 31, i32 31, i32 31, i32 31>
  %21 = and <4 x i32> %19, <i32 31, i32 31, i32 31, i32 31>
  %22 = shl <4 x i32> %14, %20
  %23 = shl <4 x i32> %15, %21
  %24 = and <4 x i32> %18, <i32 7, i32 7, i32 7, i32 7>
  %25 = and <4 x i32> %19, <i32 7, i32 7, i32 7, i32 7>
  %26 = lshr <4 x i32> %14, %24
  %27 = lshr <4 x i32> %15, %25
  %28 = xor <4 x i32> %22, %26
  %29 = xor <4 x i32> %23, %27
  %30 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %11
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  store <4 x i32> %28, ptr %30, align 4, !tbaa !13
  store <4 x i32> %29, ptr %31, align 4, !tbaa !13
  %32 = add nuw i64 %11, 8
  %33 = icmp eq i64 %32, %9
  br i1 %33, label %34, label %10, !llvm.loop !60

34:                                               ; preds = %10
  %35 = icmp eq i64 %9, %4
  br i1 %35, label %36, label %6

36:                                               ; preds = %37, %34, %1
  ret void

37:                                               ; preds = %6, %37
  %38 = phi i64 [ %49, %37 ], [ %7, %6 ]
  %39 = getelementptr inbounds i32, ptr @u32a, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !13
  %41 = getelementptr inbounds i32, ptr @i32b, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !13
  %43 = and i32 %42, 31
  %44 = shl i32 %40, %43
  %45 = and i32 %42, 7
  %46 = lshr i32 %40, %45
  %47 = xor i32 %44, %46
  %48 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %38
  store i32 %47, ptr %48, align 4, !tbaa !13
  %49 = add nuw nsw i64 %38, 1
  %50 = icmp eq i64 %49, %4
  br i1 %50, label %36, label %37, !llvm.loop !61
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul64_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %31

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp eq i32 %0, 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %29, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %29 ]
  br label %32

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483646
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %27, %10 ]
  %12 = or disjoint i64 %11, 1
  %13 = getelementptr inbounds i64, ptr @i64a, i64 %11
  %14 = getelementptr inbounds i64, ptr @i64a, i64 %12
  %15 = load i64, ptr %13, align 8, !tbaa !6
  %16 = load i64, ptr %14, align 8, !tbaa !6
  %17 = getelementptr inbounds i64, ptr @i64b, i64 %11
  %18 = getelementptr inbounds i64, ptr @i64b, i64 %12
  %19 = load i64, ptr %17, align 8, !tbaa !6
  %20 = load i64, ptr %18, align 8, !tbaa !6
  %21 = mul i64 %19, %15
  %22 = mul i64 %20, %16
  %23 = add i64 %21, 7
  %24 = add i64 %22, 7
  %25 = getelementptr inbounds i64, ptr @run_base.o64, i64 %11
  %26 = getelementptr inbounds i64, ptr @run_base.o64, i64 %12
  store i64 %23, ptr %25, align 8, !tbaa !6
  store i64 %24, ptr %26, align 8, !tbaa !6
  %27 = add nuw i64 %11, 2
  %28 = icmp eq i64 %27, %9
  br i1 %28, label %29, label %10, !llvm.loop !62

29:                                               ; preds = %10
  %30 = icmp eq i64 %9, %4
  br i1 %30, label %31, label %6

31:                                               ; preds = %32, %29, %1
  ret void

32:                                               ; preds = %6, %32
  %33 = phi i64 [ %41, %32 ], [ %7, %6 ]
  %34 = getelementptr inbounds i64, ptr @i64a, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds i64, ptr @i64b, i64 %33
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = mul i64 %37, %35
  %39 = add i64 %38, 7
  %40 = getelementptr inbounds i64, ptr @run_base.o64, i64 %33
  store i64 %39, ptr %40, align 8, !tbaa !6
  %41 = add nuw nsw i64 %33, 1
  %42 = icmp eq i64 %41, %4
  br i1 %42, label %31, label %32, !llvm.loop !63
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @popcnt_base(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %29

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %9

6:                                                ; preds = %25, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %25 ]
  %8 = phi i32 [ 0, %3 ], [ %27, %25 ]
  br label %31

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ]
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds i32, ptr @u32a, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !13
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !13
  %19 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %17)
  %20 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %18)
  %21 = add <4 x i32> %19, %13
  %22 = add <4 x i32> %20, %14
  %23 = add nuw i64 %12, 8
  %24 = icmp eq i64 %23, %10
  br i1 %24, label %25, label %11, !llvm.loop !64

25:                                               ; preds = %11
  %26 = add <4 x i32> %22, %21
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26)
  %28 = icmp eq i64 %10, %4
  br i1 %28, label %29, label %6

29:                                               ; preds = %31, %25, %1
  %30 = phi i32 [ 0, %1 ], [ %27, %25 ], [ %37, %31 ]
  ret i32 %30

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %38, %31 ], [ %7, %6 ]
  %33 = phi i32 [ %37, %31 ], [ %8, %6 ]
  %34 = getelementptr inbounds i32, ptr @u32a, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !13
  %36 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %35)
  %37 = add nuw nsw i32 %36, %33
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %29, label %31, !llvm.loop !65
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @gray_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %81

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %53, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32
  br i1 %7, label %55, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %46, %10 ]
  %12 = mul nuw nsw i64 %11, 3
  %13 = mul nuw i64 %11, 3
  %14 = getelementptr inbounds i8, ptr @u8b, i64 %12
  %15 = getelementptr i8, ptr getelementptr (i8, ptr @u8b, i64 48), i64 %13
  %16 = load <48 x i8>, ptr %14, align 1, !tbaa !10
  %17 = load <48 x i8>, ptr %15, align 1, !tbaa !10
  %18 = shufflevector <48 x i8> %16, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %19 = shufflevector <48 x i8> %17, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %20 = shufflevector <48 x i8> %16, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %21 = shufflevector <48 x i8> %17, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %22 = shufflevector <48 x i8> %16, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %23 = shufflevector <48 x i8> %17, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %24 = zext <16 x i8> %18 to <16 x i16>
  %25 = zext <16 x i8> %19 to <16 x i16>
  %26 = mul nuw nsw <16 x i16> %24, <i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77>
  %27 = mul nuw nsw <16 x i16> %25, <i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77>
  %28 = zext <16 x i8> %20 to <16 x i16>
  %29 = zext <16 x i8> %21 to <16 x i16>
  %30 = mul nuw <16 x i16> %28, <i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150>
  %31 = mul nuw <16 x i16> %29, <i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150>
  %32 = add <16 x i16> %30, %26
  %33 = add <16 x i16> %31, %27
  %34 = zext <16 x i8> %22 to <16 x i16>
  %35 = zext <16 x i8> %23 to <16 x i16>
  %36 = mul nuw nsw <16 x i16> %34, <i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29>
  %37 = mul nuw nsw <16 x i16> %35, <i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29>
  %38 = add <16 x i16> %32, %36
  %39 = add <16 x i16> %33, %37
  %40 = lshr <16 x i16> %38, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %41 = lshr <16 x i16> %39, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %42 = trunc nuw <16 x i16> %40 to <16 x i8>
  %43 = trunc nuw <16 x i16> %41 to <16 x i8>
  %44 = getelementptr inbounds i8, ptr @run_base.o8, i64 %11
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <16 x i8> %42, ptr %44, align 1, !tbaa !10
  store <16 x i8> %43, ptr %45, align 1, !tbaa !10
  %46 = add nuw i64 %11, 32
  %47 = icmp eq i64 %46, %9
  br i1 %47, label %48, label %10, !llvm.loop !66

48:                                               ; preds = %10
  %49 = icmp eq i64 %9, %4
  br i1 %49, label %81, label %50

50:                                               ; preds = %48
  %51 = and i64 %4, 24
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %53, label %55

53:                                               ; preds = %79, %3, %50
  %54 = phi i64 [ 0, %3 ], [ %9, %50 ], [ %57, %79 ]
  br label %82

55:                                               ; preds = %6, %50
  %56 = phi i64 [ %9, %50 ], [ 0, %6 ]
  %57 = and i64 %4, 2147483640
  br label %58

58:                                               ; preds = %58, %55
  %59 = phi i64 [ %56, %55 ], [ %77, %58 ]
  %60 = mul nuw nsw i64 %59, 3
  %61 = getelementptr inbounds i8, ptr @u8b, i64 %60
  %62 = load <24 x i8>, ptr %61, align 1, !tbaa !10
  %63 = shufflevector <24 x i8> %62, <24 x i8> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %64 = shufflevector <24 x i8> %62, <24 x i8> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %65 = shufflevector <24 x i8> %62, <24 x i8> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %66 = zext <8 x i8> %63 to <8 x i16>
  %67 = mul nuw nsw <8 x i16> %66, <i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77>
  %68 = zext <8 x i8> %64 to <8 x i16>
  %69 = mul nuw <8 x i16> %68, <i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150, i16 150>
  %70 = add <8 x i16> %69, %67
  %71 = zext <8 x i8> %65 to <8 x i16>
  %72 = mul nuw nsw <8 x i16> %71, <i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29, i16 29>
  %73 = add <8 x i16> %70, %72
  %74 = lshr <8 x i16> %73, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %75 = trunc nuw <8 x i16> %74 to <8 x i8>
  %76 = getelementptr inbounds i8, ptr @run_base.o8, i64 %59
  store <8 x i8> %75, ptr %76, align 1, !tbaa !10
  %77 = add nuw i64 %59, 8
  %78 = icmp eq i64 %77, %57
  br i1 %78, label %79, label %58, !llvm.loop !67

79:                                               ; preds = %58
  %80 = icmp eq i64 %57, %4
  br i1 %80, label %81, label %53

81:                                               ; preds = %82, %48, %79, %1
  ret void

82:                                               ; preds = %53, %82
  %83 = phi i64 [ %102, %82 ], [ %54, %53 ]
  %84 = mul nuw nsw i64 %83, 3
  %85 = getelementptr inbounds i8, ptr @u8b, i64 %84
  %86 = load i8, ptr %85, align 1, !tbaa !10
  %87 = zext i8 %86 to i32
  %88 = mul nuw nsw i32 %87, 77
  %89 = getelementptr inbounds i8, ptr %85, i64 1
  %90 = load i8, ptr %89, align 1, !tbaa !10
  %91 = zext i8 %90 to i32
  %92 = mul nuw nsw i32 %91, 150
  %93 = add nuw nsw i32 %92, %88
  %94 = getelementptr inbounds i8, ptr %85, i64 2
  %95 = load i8, ptr %94, align 1, !tbaa !10
  %96 = zext i8 %95 to i32
  %97 = mul nuw nsw i32 %96, 29
  %98 = add nuw nsw i32 %93, %97
  %99 = lshr i32 %98, 8
  %100 = trunc nuw i32 %99 to i8
  %101 = getelementptr inbounds i8, ptr @run_base.o8, i64 %83
  store i8 %100, ptr %101, align 1, !tbaa !10
  %102 = add nuw nsw i64 %83, 1
  %103 = icmp eq i64 %102, %4
  br i1 %103, label %81, label %82, !llvm.loop !68
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @divconst_base(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %22

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %6, label %8

6:                                                ; preds = %20, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %20 ]
  br label %23

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %18, %10 ]
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11
  %13 = load <4 x i32>, ptr %12, align 4, !tbaa !13
  %14 = udiv <4 x i32> %13, <i32 7, i32 7, i32 7, i32 7>
  %15 = urem <4 x i32> %13, <i32 10, i32 10, i32 10, i32 10>
  %16 = add nuw nsw <4 x i32> %14, %15
  %17 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %11
  store <4 x i32> %16, ptr %17, align 4, !tbaa !13
  %18 = add nuw i64 %11, 4
  %19 = icmp eq i64 %18, %9
  br i1 %19, label %20, label %10, !llvm.loop !69

20:                                               ; preds = %10
  %21 = icmp eq i64 %9, %4
  br i1 %21, label %22, label %6

22:                                               ; preds = %23, %20, %1
  ret void

23:                                               ; preds = %6, %23
  %24 = phi i64 [ %31, %23 ], [ %7, %6 ]
  %25 = getelementptr inbounds i32, ptr @u32a, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !13
  %27 = udiv i32 %26, 7
  %28 = urem i32 %26, 10
  %29 = add nuw nsw i32 %27, %28
  %30 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %24
  store i32 %29, ptr %30, align 4, !tbaa !13
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, %4
  br i1 %32, label %22, label %23, !llvm.loop !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.umax.v8i8(<8 x i8>, <8 x i8>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18, !25, !26}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !18, !25, !26}
!28 = distinct !{!28, !18, !26, !25}
!29 = distinct !{!29, !18, !25, !26}
!30 = distinct !{!30, !18, !26, !25}
!31 = distinct !{!31, !18, !25, !26}
!32 = distinct !{!32, !18, !26, !25}
!33 = distinct !{!33, !18, !25, !26}
!34 = distinct !{!34, !18, !25, !26}
!35 = distinct !{!35, !18, !26, !25}
!36 = distinct !{!36, !18, !25, !26}
!37 = distinct !{!37, !18, !26, !25}
!38 = distinct !{!38, !18, !25, !26}
!39 = distinct !{!39, !18, !26, !25}
!40 = distinct !{!40, !18, !25, !26}
!41 = distinct !{!41, !18, !25}
!42 = distinct !{!42, !18, !25, !26}
!43 = distinct !{!43, !18, !26, !25}
!44 = distinct !{!44, !18, !25, !26}
!45 = distinct !{!45, !18, !26, !25}
!46 = distinct !{!46, !18, !25, !26}
!47 = distinct !{!47, !18, !25, !26}
!48 = distinct !{!48, !18, !26, !25}
!49 = distinct !{!49, !18, !25, !26}
!50 = distinct !{!50, !18, !25, !26}
!51 = distinct !{!51, !18, !26, !25}
!52 = distinct !{!52, !18, !25, !26}
!53 = distinct !{!53, !18, !26, !25}
!54 = distinct !{!54, !18, !25, !26}
!55 = distinct !{!55, !18, !26, !25}
!56 = distinct !{!56, !18, !25, !26}
!57 = distinct !{!57, !18, !25}
!58 = distinct !{!58, !18, !25, !26}
!59 = distinct !{!59, !18, !26, !25}
!60 = distinct !{!60, !18, !25, !26}
!61 = distinct !{!61, !18, !26, !25}
!62 = distinct !{!62, !18, !25, !26}
!63 = distinct !{!63, !18, !25}
!64 = distinct !{!64, !18, !25, !26}
!65 = distinct !{!65, !18, !26, !25}
!66 = distinct !{!66, !18, !25, !26}
!67 = distinct !{!67, !18, !25, !26}
!68 = distinct !{!68, !18, !26, !25}
!69 = distinct !{!69, !18, !25, !26}
!70 = distinct !{!70, !18, !26, !25}
