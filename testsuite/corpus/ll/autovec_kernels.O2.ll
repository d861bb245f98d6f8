; ModuleID = 'programs/autovec_kernels.c'
source_filename = "programs/autovec_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@i8a = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16
@u8a = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16
@u8b = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16
@i16a = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16
@i16b = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16
@i32a = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@i32b = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@u32a = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@idx = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@i64a = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16
@i64b = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16
@fa = internal unnamed_addr global [1031 x float] zeroinitializer, align 16
@fb = internal unnamed_addr global [1031 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [17 x i8] c"kernels %016llx\0A\00", align 1
@__cpu_model = external dso_local local_unnamed_addr global { i32, i32, i32, [1 x i32] }
@.str.1 = private unnamed_addr constant [16 x i8] c"avx2 copies %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"DIFFER\00", align 1
@hash = internal unnamed_addr global i64 0, align 8
@run_base.o32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@run_base.ou32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@run_base.o8 = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16
@run_base.o16 = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16
@run_base.of = internal unnamed_addr global [1031 x float] zeroinitializer, align 16
@run_base.y = internal unnamed_addr global [1031 x float] zeroinitializer, align 16
@run_base.od = internal unnamed_addr global [1031 x double] zeroinitializer, align 16
@run_base.o64 = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16
@run_avx2.o32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@run_avx2.ou32 = internal unnamed_addr global [1031 x i32] zeroinitializer, align 16
@run_avx2.o8 = internal unnamed_addr global [1031 x i8] zeroinitializer, align 16
@run_avx2.o16 = internal unnamed_addr global [1031 x i16] zeroinitializer, align 16
@run_avx2.of = internal unnamed_addr global [1031 x float] zeroinitializer, align 16
@run_avx2.y = internal unnamed_addr global [1031 x float] zeroinitializer, align 16
@run_avx2.od = internal unnamed_addr global [1031 x double] zeroinitializer, align 16
@run_avx2.o64 = internal unnamed_addr global [1031 x i64] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %7

1:                                                ; preds = %7
  %2 = tail call fastcc i64 @run_base()
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2)
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @__cpu_model, i64 12), align 4
  %5 = and i32 %4, 1024
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %61, label %57

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %55, %7 ]
  %9 = phi i32 [ -1831433054, %0 ], [ %15, %7 ]
  %10 = shl i32 %9, 13
  %11 = xor i32 %10, %9
  %12 = lshr i32 %11, 17
  %13 = xor i32 %12, %11
  %14 = shl i32 %13, 5
  %15 = xor i32 %14, %13
  %16 = trunc i32 %15 to i8
  %17 = getelementptr inbounds [1031 x i8], ptr @i8a, i64 0, i64 %8
  store i8 %16, ptr %17, align 1, !tbaa !5
  %18 = lshr i32 %15, 8
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds [1031 x i8], ptr @u8a, i64 0, i64 %8
  store i8 %19, ptr %20, align 1, !tbaa !5
  %21 = lshr i32 %15, 16
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds [1031 x i8], ptr @u8b, i64 0, i64 %8
  store i8 %22, ptr %23, align 1, !tbaa !5
  %24 = lshr i32 %15, 3
  %25 = trunc i32 %24 to i16
  %26 = getelementptr inbounds [1031 x i16], ptr @i16a, i64 0, i64 %8
  store i16 %25, ptr %26, align 2, !tbaa !8
  %27 = lshr i32 %15, 11
  %28 = trunc i32 %27 to i16
  %29 = getelementptr inbounds [1031 x i16], ptr @i16b, i64 0, i64 %8
  store i16 %28, ptr %29, align 2, !tbaa !8
  %30 = urem i32 %15, 40000
  %31 = add nsw i32 %30, -20000
  %32 = getelementptr inbounds [1031 x i32], ptr @i32a, i64 0, i64 %8
  store i32 %31, ptr %32, align 4, !tbaa !10
  %33 = lshr i32 %15, 12
  %34 = add nsw i32 %33, -400000
  %35 = getelementptr inbounds [1031 x i32], ptr @i32b, i64 0, i64 %8
  store i32 %34, ptr %35, align 4, !tbaa !10
  %36 = mul i32 %15, -1640531535
  %37 = getelementptr inbounds [1031 x i32], ptr @u32a, i64 0, i64 %8
  store i32 %36, ptr %37, align 4, !tbaa !10
  %38 = urem i32 %15, 1031
  %39 = getelementptr inbounds [1031 x i32], ptr @idx, i64 0, i64 %8
  store i32 %38, ptr %39, align 4, !tbaa !10
  %40 = zext i32 %15 to i64
  %41 = mul nuw nsw i64 %40, 1234567
  %42 = getelementptr inbounds [1031 x i64], ptr @i64a, i64 0, i64 %8
  store i64 %41, ptr %42, align 8, !tbaa !12
  %43 = xor i32 %15, -559038737
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 7
  %46 = getelementptr inbounds [1031 x i64], ptr @i64b, i64 0, i64 %8
  store i64 %45, ptr %46, align 8, !tbaa !12
  %47 = urem i32 %15, 1000
  %48 = uitofp nneg i32 %47 to float
  %49 = fmul float %48, 6.250000e-02
  %50 = getelementptr inbounds [1031 x float], ptr @fa, i64 0, i64 %8
  store float %49, ptr %50, align 4, !tbaa !14
  %51 = urem i32 %15, 777
  %52 = uitofp nneg i32 %51 to float
  %53 = fmul float %52, 1.250000e-01
  %54 = getelementptr inbounds [1031 x float], ptr @fb, i64 0, i64 %8
  store float %53, ptr %54, align 4, !tbaa !14
  %55 = add nuw nsw i64 %8, 1
  %56 = icmp eq i64 %55, 1031
  br i1 %56, label %1, label %7, !llvm.loop !16

57:                                               ; preds = %1
  %58 = tail call fastcc i64 @run_avx2()
  %59 = icmp eq i64 %58, %2
  %60 = select i1 %59, ptr @.str.2, ptr @.str.3
  br label %61

61:                                               ; preds = %57, %1
  %62 = phi ptr [ %60, %57 ], [ @.str.2, %1 ]
  %63 = lshr i64 %2, 8
  %64 = lshr i64 %2, 16
  %65 = lshr i64 %2, 24
  %66 = lshr i64 %2, 32
  %67 = lshr i64 %2, 40
  %68 = lshr i64 %2, 48
  %69 = lshr i64 %2, 56
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %62)
  %71 = load i64, ptr @hash, align 8, !tbaa !12
  %72 = and i64 %2, 255
  %73 = xor i64 %71, %72
  %74 = mul i64 %73, 1099511628211
  %75 = and i64 %63, 255
  %76 = xor i64 %74, %75
  %77 = mul i64 %76, 1099511628211
  %78 = and i64 %64, 255
  %79 = xor i64 %77, %78
  %80 = mul i64 %79, 1099511628211
  %81 = and i64 %65, 255
  %82 = xor i64 %80, %81
  %83 = mul i64 %82, 1099511628211
  %84 = and i64 %66, 255
  %85 = xor i64 %83, %84
  %86 = mul i64 %85, 1099511628211
  %87 = and i64 %67, 255
  %88 = xor i64 %86, %87
  %89 = mul i64 %88, 1099511628211
  %90 = and i64 %68, 255
  %91 = xor i64 %89, %90
  %92 = mul i64 %91, 1099511628211
  %93 = xor i64 %92, %69
  %94 = mul i64 %93, 1099511628211
  store i64 %94, ptr @hash, align 8, !tbaa !12
  %95 = trunc i64 %94 to i32
  %96 = and i32 %95, 127
  ret i32 %96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @run_base() unnamed_addr #2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  br label %4

3:                                                ; preds = %107
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #15
  ret i64 %108

4:                                                ; preds = %0, %107
  %5 = phi i64 [ 1015, %0 ], [ %109, %107 ]
  %6 = phi i64 [ 0, %0 ], [ %108, %107 ]
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
  %17 = load i32, ptr %1, align 4, !tbaa !10
  %18 = zext i32 %17 to i64
  %19 = add i64 %16, %18
  %20 = load i32, ptr %2, align 4, !tbaa !10
  %21 = zext i32 %20 to i64
  %22 = mul nuw nsw i64 %21, 3
  %23 = add i64 %19, %22
  %24 = mul i64 %23, 31
  %25 = tail call fastcc zeroext i8 @umax8_base(i32 noundef %8)
  %26 = zext i8 %25 to i64
  %27 = add i64 %24, %26
  %28 = mul i64 %27, 31
  %29 = tail call fastcc i32 @count_gt_base(i32 noundef %8)
  %30 = zext i32 %29 to i64
  %31 = add i64 %28, %30
  %32 = mul i64 %31, 31
  %33 = trunc i64 %5 to i16
  %34 = tail call fastcc i32 @any_eq_base(i32 noundef %8, i16 noundef signext %33)
  %35 = zext nneg i32 %34 to i64
  %36 = add i64 %32, %35
  %37 = mul i64 %36, 31
  %38 = tail call fastcc i64 @xor64_base(i32 noundef %8)
  %39 = add i64 %37, %38
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_base.y, ptr noundef nonnull align 16 dereferenceable(4124) @fb, i64 4124, i1 false)
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_base.o32, ptr noundef nonnull align 16 dereferenceable(4124) @i32b, i64 4124, i1 false)
  tail call fastcc void @cond_store_base(i32 noundef %8)
  tail call fastcc void @shifts_base(i32 noundef %8)
  tail call fastcc void @mul64_base(i32 noundef %8)
  %48 = mul i64 %47, 31
  %49 = tail call fastcc i32 @popcnt_base(i32 noundef %8)
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  br label %56

52:                                               ; preds = %56
  %53 = udiv i32 %8, 3
  tail call fastcc void @gray_base(i32 noundef %53)
  tail call fastcc void @divconst_base(i32 noundef %8)
  %54 = and i64 %5, 1
  %55 = and i64 %5, 9223372036854775806
  br label %111

56:                                               ; preds = %4, %56
  %57 = phi i64 [ 0, %4 ], [ %93, %56 ]
  %58 = phi i64 [ %51, %4 ], [ %92, %56 ]
  %59 = mul i64 %58, 31
  %60 = getelementptr inbounds [1031 x i32], ptr @run_base.o32, i64 0, i64 %57
  %61 = load i32, ptr %60, align 4, !tbaa !10
  %62 = zext i32 %61 to i64
  %63 = add i64 %59, %62
  %64 = getelementptr inbounds [1031 x float], ptr @run_base.y, i64 0, i64 %57
  %65 = load float, ptr %64, align 4, !tbaa !14
  %66 = fmul float %65, 1.600000e+01
  %67 = fptosi float %66 to i64
  %68 = add i64 %63, %67
  %69 = getelementptr inbounds [1031 x float], ptr @run_base.of, i64 0, i64 %57
  %70 = load float, ptr %69, align 4, !tbaa !14
  %71 = fmul float %70, 4.000000e+00
  %72 = fptosi float %71 to i64
  %73 = add i64 %68, %72
  %74 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %57
  %75 = load i8, ptr %74, align 1, !tbaa !5
  %76 = zext i8 %75 to i64
  %77 = add i64 %73, %76
  %78 = getelementptr inbounds [1031 x i16], ptr @run_base.o16, i64 0, i64 %57
  %79 = load i16, ptr %78, align 2, !tbaa !8
  %80 = zext i16 %79 to i64
  %81 = add i64 %77, %80
  %82 = getelementptr inbounds [1031 x double], ptr @run_base.od, i64 0, i64 %57
  %83 = load double, ptr %82, align 8, !tbaa !18
  %84 = fptosi double %83 to i64
  %85 = add i64 %81, %84
  %86 = getelementptr inbounds [1031 x i64], ptr @run_base.o64, i64 0, i64 %57
  %87 = load i64, ptr %86, align 8, !tbaa !12
  %88 = add i64 %85, %87
  %89 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %57
  %90 = load i32, ptr %89, align 4, !tbaa !10
  %91 = zext i32 %90 to i64
  %92 = add i64 %88, %91
  %93 = add nuw nsw i64 %57, 1
  %94 = icmp eq i64 %93, %5
  br i1 %94, label %52, label %56, !llvm.loop !20

95:                                               ; preds = %111
  %96 = icmp eq i64 %54, 0
  br i1 %96, label %107, label %97

97:                                               ; preds = %95
  %98 = mul i64 %133, 31
  %99 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %134
  %100 = load i8, ptr %99, align 1, !tbaa !5
  %101 = zext i8 %100 to i64
  %102 = add i64 %98, %101
  %103 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %134
  %104 = load i32, ptr %103, align 4, !tbaa !10
  %105 = zext i32 %104 to i64
  %106 = add i64 %102, %105
  br label %107

107:                                              ; preds = %95, %97
  %108 = phi i64 [ %133, %95 ], [ %106, %97 ]
  %109 = add nuw nsw i64 %5, 5
  %110 = icmp ult i64 %5, 1027
  br i1 %110, label %4, label %3, !llvm.loop !21

111:                                              ; preds = %111, %52
  %112 = phi i64 [ 0, %52 ], [ %134, %111 ]
  %113 = phi i64 [ %92, %52 ], [ %133, %111 ]
  %114 = phi i64 [ 0, %52 ], [ %135, %111 ]
  %115 = mul i64 %113, 31
  %116 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %112
  %117 = load i8, ptr %116, align 2, !tbaa !5
  %118 = zext i8 %117 to i64
  %119 = add i64 %115, %118
  %120 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %112
  %121 = load i32, ptr %120, align 8, !tbaa !10
  %122 = zext i32 %121 to i64
  %123 = add i64 %119, %122
  %124 = or disjoint i64 %112, 1
  %125 = mul i64 %123, 31
  %126 = getelementptr inbounds [1031 x i8], ptr @run_base.o8, i64 0, i64 %124
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = zext i8 %127 to i64
  %129 = add i64 %125, %128
  %130 = getelementptr inbounds [1031 x i32], ptr @run_base.ou32, i64 0, i64 %124
  %131 = load i32, ptr %130, align 4, !tbaa !10
  %132 = zext i32 %131 to i64
  %133 = add i64 %129, %132
  %134 = add nuw nsw i64 %112, 2
  %135 = add nuw nsw i64 %114, 2
  %136 = icmp eq i64 %135, %55
  br i1 %136, label %95, label %111, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @run_avx2() unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #15
  br label %4

3:                                                ; preds = %107
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #15
  ret i64 %108

4:                                                ; preds = %0, %107
  %5 = phi i64 [ 1015, %0 ], [ %109, %107 ]
  %6 = phi i64 [ 0, %0 ], [ %108, %107 ]
  %7 = mul i64 %6, 31
  %8 = trunc nuw nsw i64 %5 to i32
  %9 = tail call fastcc i32 @sum_i8_avx2(i32 noundef %8)
  %10 = zext i32 %9 to i64
  %11 = add i64 %7, %10
  %12 = mul i64 %11, 31
  %13 = tail call fastcc i32 @dot16_avx2(i32 noundef %8)
  %14 = zext i32 %13 to i64
  %15 = add i64 %12, %14
  call fastcc void @minmax_avx2(i32 noundef %8, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %16 = mul i64 %15, 31
  %17 = load i32, ptr %1, align 4, !tbaa !10
  %18 = zext i32 %17 to i64
  %19 = add i64 %16, %18
  %20 = load i32, ptr %2, align 4, !tbaa !10
  %21 = zext i32 %20 to i64
  %22 = mul nuw nsw i64 %21, 3
  %23 = add i64 %19, %22
  %24 = mul i64 %23, 31
  %25 = tail call fastcc zeroext i8 @umax8_avx2(i32 noundef %8)
  %26 = zext i8 %25 to i64
  %27 = add i64 %24, %26
  %28 = mul i64 %27, 31
  %29 = tail call fastcc i32 @count_gt_avx2(i32 noundef %8)
  %30 = zext i32 %29 to i64
  %31 = add i64 %28, %30
  %32 = mul i64 %31, 31
  %33 = trunc i64 %5 to i16
  %34 = tail call fastcc i32 @any_eq_avx2(i32 noundef %8, i16 noundef signext %33)
  %35 = zext nneg i32 %34 to i64
  %36 = add i64 %32, %35
  %37 = mul i64 %36, 31
  %38 = tail call fastcc i64 @xor64_avx2(i32 noundef %8)
  %39 = add i64 %37, %38
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_avx2.y, ptr noundef nonnull align 16 dereferenceable(4124) @fb, i64 4124, i1 false)
  tail call fastcc void @saxpy_avx2(i32 noundef %8)
  tail call fastcc void @absdiff_avx2(i32 noundef %8)
  tail call fastcc void @clamp_u8_avx2(i32 noundef %8)
  tail call fastcc void @convert_avx2(i32 noundef %8)
  %40 = mul i64 %39, 31
  %41 = tail call fastcc i32 @stride2_avx2(i32 noundef %8)
  %42 = zext i32 %41 to i64
  %43 = add i64 %40, %42
  tail call fastcc void @reverse_avx2(i32 noundef %8)
  %44 = mul i64 %43, 31
  %45 = tail call fastcc i32 @gather_avx2(i32 noundef %8)
  %46 = zext i32 %45 to i64
  %47 = add i64 %44, %46
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4124) @run_avx2.o32, ptr noundef nonnull align 16 dereferenceable(4124) @i32b, i64 4124, i1 false)
  tail call fastcc void @cond_store_avx2(i32 noundef %8)
  tail call fastcc void @shifts_avx2(i32 noundef %8)
  tail call fastcc void @mul64_avx2(i32 noundef %8)
  %48 = mul i64 %47, 31
  %49 = tail call fastcc i32 @popcnt_avx2(i32 noundef %8)
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  br label %56

52:                                               ; preds = %56
  %53 = udiv i32 %8, 3
  tail call fastcc void @gray_avx2(i32 noundef %53)
  tail call fastcc void @divconst_avx2(i32 noundef %8)
  %54 = and i64 %5, 1
  %55 = and i64 %5, 9223372036854775806
  br label %111

56:                                               ; preds = %4, %56
  %57 = phi i64 [ 0, %4 ], [ %93, %56 ]
  %58 = phi i64 [ %51, %4 ], [ %92, %56 ]
  %59 = mul i64 %58, 31
  %60 = getelementptr inbounds [1031 x i32], ptr @run_avx2.o32, i64 0, i64 %57
  %61 = load i32, ptr %60, align 4, !tbaa !10
  %62 = zext i32 %61 to i64
  %63 = add i64 %59, %62
  %64 = getelementptr inbounds [1031 x float], ptr @run_avx2.y, i64 0, i64 %57
  %65 = load float, ptr %64, align 4, !tbaa !14
  %66 = fmul float %65, 1.600000e+01
  %67 = fptosi float %66 to i64
  %68 = add i64 %63, %67
  %69 = getelementptr inbounds [1031 x float], ptr @run_avx2.of, i64 0, i64 %57
  %70 = load float, ptr %69, align 4, !tbaa !14
  %71 = fmul float %70, 4.000000e+00
  %72 = fptosi float %71 to i64
  %73 = add i64 %68, %72
  %74 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %57
  %75 = load i8, ptr %74, align 1, !tbaa !5
  %76 = zext i8 %75 to i64
  %77 = add i64 %73, %76
  %78 = getelementptr inbounds [1031 x i16], ptr @run_avx2.o16, i64 0, i64 %57
  %79 = load i16, ptr %78, align 2, !tbaa !8
  %80 = zext i16 %79 to i64
  %81 = add i64 %77, %80
  %82 = getelementptr inbounds [1031 x double], ptr @run_avx2.od, i64 0, i64 %57
  %83 = load double, ptr %82, align 8, !tbaa !18
  %84 = fptosi double %83 to i64
  %85 = add i64 %81, %84
  %86 = getelementptr inbounds [1031 x i64], ptr @run_avx2.o64, i64 0, i64 %57
  %87 = load i64, ptr %86, align 8, !tbaa !12
  %88 = add i64 %85, %87
  %89 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %57
  %90 = load i32, ptr %89, align 4, !tbaa !10
  %91 = zext i32 %90 to i64
  %92 = add i64 %88, %91
  %93 = add nuw nsw i64 %57, 1
  %94 = icmp eq i64 %93, %5
  br i1 %94, label %52, label %56, !llvm.loop !23

95:                                               ; preds = %111
  %96 = icmp eq i64 %54, 0
  br i1 %96, label %107, label %97

97:                                               ; preds = %95
  %98 = mul i64 %133, 31
  %99 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %134
  %100 = load i8, ptr %99, align 1, !tbaa !5
  %101 = zext i8 %100 to i64
  %102 = add i64 %98, %101
  %103 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %134
  %104 = load i32, ptr %103, align 4, !tbaa !10
  %105 = zext i32 %104 to i64
  %106 = add i64 %102, %105
  br label %107

107:                                              ; preds = %95, %97
  %108 = phi i64 [ %133, %95 ], [ %106, %97 ]
  %109 = add nuw nsw i64 %5, 5
  %110 = icmp ult i64 %5, 1027
  br i1 %110, label %4, label %3, !llvm.loop !24

111:                                              ; preds = %111, %52
  %112 = phi i64 [ 0, %52 ], [ %134, %111 ]
  %113 = phi i64 [ %92, %52 ], [ %133, %111 ]
  %114 = phi i64 [ 0, %52 ], [ %135, %111 ]
  %115 = mul i64 %113, 31
  %116 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %112
  %117 = load i8, ptr %116, align 2, !tbaa !5
  %118 = zext i8 %117 to i64
  %119 = add i64 %115, %118
  %120 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %112
  %121 = load i32, ptr %120, align 8, !tbaa !10
  %122 = zext i32 %121 to i64
  %123 = add i64 %119, %122
  %124 = or disjoint i64 %112, 1
  %125 = mul i64 %123, 31
  %126 = getelementptr inbounds [1031 x i8], ptr @run_avx2.o8, i64 0, i64 %124
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = zext i8 %127 to i64
  %129 = add i64 %125, %128
  %130 = getelementptr inbounds [1031 x i32], ptr @run_avx2.ou32, i64 0, i64 %124
  %131 = load i32, ptr %130, align 4, !tbaa !10
  %132 = zext i32 %131 to i64
  %133 = add i64 %129, %132
  %134 = add nuw nsw i64 %112, 2
  %135 = add nuw nsw i64 %114, 2
  %136 = icmp eq i64 %135, %55
  br i1 %136, label %95, label %111, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_i8_base(i32 noundef %0) unnamed_addr #5 {
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
  %15 = getelementptr inbounds i8, ptr @i8a, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 4
  %17 = load <4 x i8>, ptr %15, align 8, !tbaa !5
  %18 = load <4 x i8>, ptr %16, align 4, !tbaa !5
  %19 = sext <4 x i8> %17 to <4 x i32>
  %20 = sext <4 x i8> %18 to <4 x i32>
  %21 = add <4 x i32> %13, %19
  %22 = add <4 x i32> %14, %20
  %23 = add nuw i64 %12, 8
  %24 = icmp eq i64 %23, %10
  br i1 %24, label %25, label %11, !llvm.loop !26

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
  %34 = getelementptr inbounds i8, ptr @i8a, i64 %32
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = sext i8 %35 to i32
  %37 = add nsw i32 %33, %36
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %29, label %31, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @dot16_base(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %37

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %9

6:                                                ; preds = %33, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %33 ]
  %8 = phi i32 [ 0, %3 ], [ %35, %33 ]
  br label %39

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %31, %11 ]
  %13 = phi <4 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <4 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = getelementptr inbounds i16, ptr @i16a, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load <4 x i16>, ptr %15, align 16, !tbaa !8
  %18 = load <4 x i16>, ptr %16, align 8, !tbaa !8
  %19 = sext <4 x i16> %17 to <4 x i32>
  %20 = sext <4 x i16> %18 to <4 x i32>
  %21 = getelementptr inbounds i16, ptr @i16b, i64 %12
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load <4 x i16>, ptr %21, align 16, !tbaa !8
  %24 = load <4 x i16>, ptr %22, align 8, !tbaa !8
  %25 = sext <4 x i16> %23 to <4 x i32>
  %26 = sext <4 x i16> %24 to <4 x i32>
  %27 = mul nsw <4 x i32> %25, %19
  %28 = mul nsw <4 x i32> %26, %20
  %29 = add <4 x i32> %27, %13
  %30 = add <4 x i32> %28, %14
  %31 = add nuw i64 %12, 8
  %32 = icmp eq i64 %31, %10
  br i1 %32, label %33, label %11, !llvm.loop !30

33:                                               ; preds = %11
  %34 = add <4 x i32> %30, %29
  %35 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %34)
  %36 = icmp eq i64 %10, %4
  br i1 %36, label %37, label %6

37:                                               ; preds = %39, %33, %1
  %38 = phi i32 [ 0, %1 ], [ %35, %33 ], [ %49, %39 ]
  ret i32 %38

39:                                               ; preds = %6, %39
  %40 = phi i64 [ %50, %39 ], [ %7, %6 ]
  %41 = phi i32 [ %49, %39 ], [ %8, %6 ]
  %42 = getelementptr inbounds i16, ptr @i16a, i64 %40
  %43 = load i16, ptr %42, align 2, !tbaa !8
  %44 = sext i16 %43 to i32
  %45 = getelementptr inbounds i16, ptr @i16b, i64 %40
  %46 = load i16, ptr %45, align 2, !tbaa !8
  %47 = sext i16 %46 to i32
  %48 = mul nsw i32 %47, %44
  %49 = add i32 %48, %41
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %37, label %39, !llvm.loop !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @minmax_base(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 {
  %4 = load i32, ptr @i32a, align 16, !tbaa !10
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
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !10
  %31 = load <4 x i32>, ptr %29, align 4, !tbaa !10
  %32 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %30, <4 x i32> %25)
  %33 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %31, <4 x i32> %26)
  %34 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %30, <4 x i32> %23)
  %35 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %31, <4 x i32> %24)
  %36 = add nuw i64 %22, 8
  %37 = icmp eq i64 %36, %15
  br i1 %37, label %38, label %21, !llvm.loop !32

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
  store i32 %45, ptr %1, align 4, !tbaa !10
  store i32 %46, ptr %2, align 4, !tbaa !10
  ret void

47:                                               ; preds = %10, %47
  %48 = phi i64 [ %55, %47 ], [ %11, %10 ]
  %49 = phi i32 [ %54, %47 ], [ %12, %10 ]
  %50 = phi i32 [ %53, %47 ], [ %13, %10 ]
  %51 = getelementptr inbounds i32, ptr @i32a, i64 %48
  %52 = load i32, ptr %51, align 4, !tbaa !10
  %53 = tail call i32 @llvm.smin.i32(i32 %52, i32 %50)
  %54 = tail call i32 @llvm.smax.i32(i32 %52, i32 %49)
  %55 = add nuw nsw i64 %48, 1
  %56 = icmp eq i64 %55, %7
  br i1 %56, label %44, label %47, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @umax8_base(i32 noundef %0) unnamed_addr #5 {
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
  %16 = load <16 x i8>, ptr %14, align 16, !tbaa !5
  %17 = load <16 x i8>, ptr %15, align 16, !tbaa !5
  %18 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %16, <16 x i8> %12)
  %19 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %17, <16 x i8> %13)
  %20 = add nuw i64 %11, 32
  %21 = icmp eq i64 %20, %9
  br i1 %21, label %22, label %10, !llvm.loop !34

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
  %42 = load <8 x i8>, ptr %41, align 8, !tbaa !5
  %43 = tail call <8 x i8> @llvm.umax.v8i8(<8 x i8> %42, <8 x i8> %40)
  %44 = add nuw i64 %39, 8
  %45 = icmp eq i64 %44, %35
  br i1 %45, label %46, label %38, !llvm.loop !35

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
  %55 = load i8, ptr %54, align 1, !tbaa !5
  %56 = tail call i8 @llvm.umax.i8(i8 %55, i8 %53)
  %57 = add nuw nsw i64 %52, 1
  %58 = icmp eq i64 %57, %4
  br i1 %58, label %49, label %51, !llvm.loop !36
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_gt_base(i32 noundef %0) unnamed_addr #5 {
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
  %17 = load <4 x i32>, ptr %15, align 16, !tbaa !10
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !10
  %19 = icmp sgt <4 x i32> %17, <i32 12345, i32 12345, i32 12345, i32 12345>
  %20 = icmp sgt <4 x i32> %18, <i32 12345, i32 12345, i32 12345, i32 12345>
  %21 = zext <4 x i1> %19 to <4 x i32>
  %22 = zext <4 x i1> %20 to <4 x i32>
  %23 = add <4 x i32> %13, %21
  %24 = add <4 x i32> %14, %22
  %25 = add nuw i64 %12, 8
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %27, label %11, !llvm.loop !37

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
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = icmp sgt i32 %37, 12345
  %39 = zext i1 %38 to i32
  %40 = add nuw nsw i32 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %4
  br i1 %42, label %31, label %33, !llvm.loop !38
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq_base(i32 noundef %0, i16 noundef signext %1) unnamed_addr #5 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %34

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %30, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %30 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %30 ]
  br label %36

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  %12 = insertelement <4 x i16> poison, i16 %1, i64 0
  %13 = shufflevector <4 x i16> %12, <4 x i16> poison, <4 x i32> zeroinitializer
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %28, %14 ]
  %16 = phi <4 x i32> [ zeroinitializer, %10 ], [ %26, %14 ]
  %17 = phi <4 x i32> [ zeroinitializer, %10 ], [ %27, %14 ]
  %18 = getelementptr inbounds i16, ptr @i16a, i64 %15
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load <4 x i16>, ptr %18, align 16, !tbaa !8
  %21 = load <4 x i16>, ptr %19, align 8, !tbaa !8
  %22 = icmp eq <4 x i16> %20, %13
  %23 = icmp eq <4 x i16> %21, %13
  %24 = zext <4 x i1> %22 to <4 x i32>
  %25 = zext <4 x i1> %23 to <4 x i32>
  %26 = or <4 x i32> %16, %24
  %27 = or <4 x i32> %17, %25
  %28 = add nuw i64 %15, 8
  %29 = icmp eq i64 %28, %11
  br i1 %29, label %30, label %14, !llvm.loop !39

30:                                               ; preds = %14
  %31 = or <4 x i32> %27, %26
  %32 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %31)
  %33 = icmp eq i64 %11, %5
  br i1 %33, label %34, label %7

34:                                               ; preds = %36, %30, %2
  %35 = phi i32 [ 0, %2 ], [ %32, %30 ], [ %43, %36 ]
  ret i32 %35

36:                                               ; preds = %7, %36
  %37 = phi i64 [ %44, %36 ], [ %8, %7 ]
  %38 = phi i32 [ %43, %36 ], [ %9, %7 ]
  %39 = getelementptr inbounds i16, ptr @i16a, i64 %37
  %40 = load i16, ptr %39, align 2, !tbaa !8
  %41 = icmp eq i16 %40, %1
  %42 = zext i1 %41 to i32
  %43 = or i32 %38, %42
  %44 = add nuw nsw i64 %37, 1
  %45 = icmp eq i64 %44, %5
  br i1 %45, label %34, label %36, !llvm.loop !40
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @xor64_base(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %29

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %6, label %9

6:                                                ; preds = %25, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %25 ]
  %8 = phi i64 [ 0, %3 ], [ %27, %25 ]
  br label %31

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483644
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ]
  %13 = phi <2 x i64> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <2 x i64> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds i64, ptr @i64a, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <2 x i64>, ptr %15, align 16, !tbaa !12
  %18 = load <2 x i64>, ptr %16, align 16, !tbaa !12
  %19 = mul <2 x i64> %17, <i64 -7046029254386353131, i64 -7046029254386353131>
  %20 = mul <2 x i64> %18, <i64 -7046029254386353131, i64 -7046029254386353131>
  %21 = xor <2 x i64> %19, %13
  %22 = xor <2 x i64> %20, %14
  %23 = add nuw i64 %12, 4
  %24 = icmp eq i64 %23, %10
  br i1 %24, label %25, label %11, !llvm.loop !41

25:                                               ; preds = %11
  %26 = xor <2 x i64> %22, %21
  %27 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %26)
  %28 = icmp eq i64 %10, %4
  br i1 %28, label %29, label %6

29:                                               ; preds = %31, %25, %1
  %30 = phi i64 [ 0, %1 ], [ %27, %25 ], [ %37, %31 ]
  ret i64 %30

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %38, %31 ], [ %7, %6 ]
  %33 = phi i64 [ %37, %31 ], [ %8, %6 ]
  %34 = getelementptr inbounds i64, ptr @i64a, i64 %32
  %35 = load i64, ptr %34, align 8, !tbaa !12
  %36 = mul i64 %35, -7046029254386353131
  %37 = xor i64 %36, %33
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %29, label %31, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy_base(i32 noundef %0) unnamed_addr #8 {
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
  %14 = load <4 x float>, ptr %12, align 16, !tbaa !14
  %15 = load <4 x float>, ptr %13, align 16, !tbaa !14
  %16 = getelementptr inbounds float, ptr @run_base.y, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x float>, ptr %16, align 16, !tbaa !14
  %19 = load <4 x float>, ptr %17, align 16, !tbaa !14
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %14, <4 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <4 x float> %18)
  %21 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %15, <4 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <4 x float> %19)
  store <4 x float> %20, ptr %16, align 16, !tbaa !14
  store <4 x float> %21, ptr %17, align 16, !tbaa !14
  %22 = add nuw i64 %11, 8
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !43

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %4
  br i1 %25, label %26, label %6

26:                                               ; preds = %27, %24, %1
  ret void

27:                                               ; preds = %6, %27
  %28 = phi i64 [ %34, %27 ], [ %7, %6 ]
  %29 = getelementptr inbounds float, ptr @fa, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !14
  %31 = getelementptr inbounds float, ptr @run_base.y, i64 %28
  %32 = load float, ptr %31, align 4, !tbaa !14
  %33 = tail call float @llvm.fmuladd.f32(float %30, float 1.500000e+00, float %32)
  store float %33, ptr %31, align 4, !tbaa !14
  %34 = add nuw nsw i64 %28, 1
  %35 = icmp eq i64 %34, %4
  br i1 %35, label %26, label %27, !llvm.loop !44
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff_base(i32 noundef %0) unnamed_addr #8 {
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
  %14 = load <4 x i32>, ptr %12, align 16, !tbaa !10
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !10
  %16 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !10
  %19 = load <4 x i32>, ptr %17, align 16, !tbaa !10
  %20 = sub nsw <4 x i32> %14, %18
  %21 = sub nsw <4 x i32> %15, %19
  %22 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %20, i1 true)
  %23 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %21, i1 true)
  %24 = getelementptr inbounds i32, ptr @run_base.o32, i64 %11
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> %22, ptr %24, align 16, !tbaa !10
  store <4 x i32> %23, ptr %25, align 16, !tbaa !10
  %26 = add nuw i64 %11, 8
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %10, !llvm.loop !45

28:                                               ; preds = %10
  %29 = icmp eq i64 %9, %4
  br i1 %29, label %30, label %6

30:                                               ; preds = %31, %28, %1
  ret void

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %40, %31 ], [ %7, %6 ]
  %33 = getelementptr inbounds i32, ptr @i32a, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = getelementptr inbounds i32, ptr @i32b, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !10
  %37 = sub nsw i32 %34, %36
  %38 = tail call i32 @llvm.abs.i32(i32 %37, i1 true)
  %39 = getelementptr inbounds i32, ptr @run_base.o32, i64 %32
  store i32 %38, ptr %39, align 4, !tbaa !10
  %40 = add nuw nsw i64 %32, 1
  %41 = icmp eq i64 %40, %4
  br i1 %41, label %30, label %31, !llvm.loop !46
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp_u8_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %28

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %26, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %26 ]
  br label %29

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 16, !tbaa !10
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !10
  %16 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %14, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %17 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %15, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %18 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %16, <4 x i32> zeroinitializer)
  %19 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %17, <4 x i32> zeroinitializer)
  %20 = trunc <4 x i32> %18 to <4 x i8>
  %21 = trunc <4 x i32> %19 to <4 x i8>
  %22 = getelementptr inbounds i8, ptr @run_base.o8, i64 %11
  %23 = getelementptr inbounds i8, ptr %22, i64 4
  store <4 x i8> %20, ptr %22, align 8, !tbaa !5
  store <4 x i8> %21, ptr %23, align 4, !tbaa !5
  %24 = add nuw i64 %11, 8
  %25 = icmp eq i64 %24, %9
  br i1 %25, label %26, label %10, !llvm.loop !47

26:                                               ; preds = %10
  %27 = icmp eq i64 %9, %4
  br i1 %27, label %28, label %6

28:                                               ; preds = %29, %26, %1
  ret void

29:                                               ; preds = %6, %29
  %30 = phi i64 [ %37, %29 ], [ %7, %6 ]
  %31 = getelementptr inbounds i32, ptr @i32b, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = tail call i32 @llvm.smin.i32(i32 %32, i32 255)
  %34 = tail call i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = trunc nuw i32 %34 to i8
  %36 = getelementptr inbounds i8, ptr @run_base.o8, i64 %30
  store i8 %35, ptr %36, align 1, !tbaa !5
  %37 = add nuw nsw i64 %30, 1
  %38 = icmp eq i64 %37, %4
  br i1 %38, label %28, label %29, !llvm.loop !48
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @convert_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %33

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp eq i32 %0, 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %31, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %31 ]
  br label %34

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483646
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %13 = load <2 x i32>, ptr %12, align 8, !tbaa !10
  %14 = sitofp <2 x i32> %13 to <2 x float>
  %15 = fmul <2 x float> %14, <float 5.000000e-01, float 5.000000e-01>
  %16 = getelementptr inbounds float, ptr @run_base.of, i64 %11
  store <2 x float> %15, ptr %16, align 8, !tbaa !14
  %17 = fpext <2 x float> %15 to <2 x double>
  %18 = getelementptr inbounds i8, ptr @u8a, i64 %11
  %19 = load <2 x i8>, ptr %18, align 2, !tbaa !5
  %20 = uitofp <2 x i8> %19 to <2 x double>
  %21 = fadd <2 x double> %17, %20
  %22 = getelementptr inbounds double, ptr @run_base.od, i64 %11
  store <2 x double> %21, ptr %22, align 16, !tbaa !18
  %23 = zext <2 x i8> %19 to <2 x i32>
  %24 = mul nuw nsw <2 x i32> %23, <i32 3, i32 3>
  %25 = fptosi <2 x float> %15 to <2 x i32>
  %26 = sub nsw <2 x i32> %24, %25
  %27 = trunc <2 x i32> %26 to <2 x i16>
  %28 = getelementptr inbounds i16, ptr @run_base.o16, i64 %11
  store <2 x i16> %27, ptr %28, align 4, !tbaa !8
  %29 = add nuw i64 %11, 2
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %10, !llvm.loop !49

31:                                               ; preds = %10
  %32 = icmp eq i64 %9, %4
  br i1 %32, label %33, label %6

33:                                               ; preds = %34, %31, %1
  ret void

34:                                               ; preds = %6, %34
  %35 = phi i64 [ %53, %34 ], [ %7, %6 ]
  %36 = getelementptr inbounds i32, ptr @i32b, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = sitofp i32 %37 to float
  %39 = fmul float %38, 5.000000e-01
  %40 = getelementptr inbounds float, ptr @run_base.of, i64 %35
  store float %39, ptr %40, align 4, !tbaa !14
  %41 = fpext float %39 to double
  %42 = getelementptr inbounds i8, ptr @u8a, i64 %35
  %43 = load i8, ptr %42, align 1, !tbaa !5
  %44 = uitofp i8 %43 to double
  %45 = fadd double %41, %44
  %46 = getelementptr inbounds double, ptr @run_base.od, i64 %35
  store double %45, ptr %46, align 8, !tbaa !18
  %47 = zext i8 %43 to i32
  %48 = mul nuw nsw i32 %47, 3
  %49 = fptosi float %39 to i32
  %50 = sub nsw i32 %48, %49
  %51 = trunc i32 %50 to i16
  %52 = getelementptr inbounds i16, ptr @run_base.o16, i64 %35
  store i16 %51, ptr %52, align 2, !tbaa !8
  %53 = add nuw nsw i64 %35, 1
  %54 = icmp eq i64 %53, %4
  br i1 %54, label %33, label %34, !llvm.loop !50
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @stride2_base(i32 noundef %0) unnamed_addr #5 {
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
  %23 = load <8 x i32>, ptr %21, align 16, !tbaa !10
  %24 = load <8 x i32>, ptr %22, align 16, !tbaa !10
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
  br i1 %36, label %37, label %15, !llvm.loop !51

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
  %48 = load i32, ptr %47, align 8, !tbaa !10
  %49 = mul nsw i32 %48, 3
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %46
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = sub i32 %45, %51
  %53 = add i32 %52, %49
  %54 = add nuw nsw i64 %44, 2
  %55 = or disjoint i64 %54, 1
  %56 = icmp ult i64 %55, %4
  br i1 %56, label %43, label %41, !llvm.loop !52
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_base(i32 noundef %0) unnamed_addr #8 {
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
  %18 = load <8 x i16>, ptr %16, align 2, !tbaa !8
  %19 = shufflevector <8 x i16> %18, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %20 = load <8 x i16>, ptr %17, align 2, !tbaa !8
  %21 = shufflevector <8 x i16> %20, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = getelementptr inbounds i16, ptr @run_base.o16, i64 %13
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <8 x i16> %19, ptr %22, align 16, !tbaa !8
  store <8 x i16> %21, ptr %23, align 16, !tbaa !8
  %24 = add nuw i64 %13, 16
  %25 = icmp eq i64 %24, %11
  br i1 %25, label %26, label %12, !llvm.loop !53

26:                                               ; preds = %12
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %8

28:                                               ; preds = %29, %26, %1
  ret void

29:                                               ; preds = %8, %29
  %30 = phi i64 [ %35, %29 ], [ %9, %8 ]
  %31 = xor i64 %30, -1
  %32 = getelementptr i16, ptr %6, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !8
  %34 = getelementptr inbounds i16, ptr @run_base.o16, i64 %30
  store i16 %33, ptr %34, align 2, !tbaa !8
  %35 = add nuw nsw i64 %30, 1
  %36 = icmp eq i64 %35, %5
  br i1 %36, label %28, label %29, !llvm.loop !54
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @gather_base(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %27

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = and i64 %4, 3
  %6 = icmp ult i32 %0, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483644
  br label %29

9:                                                ; preds = %29, %3
  %10 = phi i32 [ poison, %3 ], [ %59, %29 ]
  %11 = phi i64 [ 0, %3 ], [ %60, %29 ]
  %12 = phi i32 [ 0, %3 ], [ %59, %29 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %27, label %14

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %24, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %23, %14 ], [ %12, %9 ]
  %17 = phi i64 [ %25, %14 ], [ 0, %9 ]
  %18 = getelementptr inbounds i32, ptr @idx, i64 %15
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr @i32a, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !10
  %23 = add nsw i32 %22, %16
  %24 = add nuw nsw i64 %15, 1
  %25 = add i64 %17, 1
  %26 = icmp eq i64 %25, %5
  br i1 %26, label %27, label %14, !llvm.loop !55

27:                                               ; preds = %9, %14, %1
  %28 = phi i32 [ 0, %1 ], [ %10, %9 ], [ %23, %14 ]
  ret i32 %28

29:                                               ; preds = %29, %7
  %30 = phi i64 [ 0, %7 ], [ %60, %29 ]
  %31 = phi i32 [ 0, %7 ], [ %59, %29 ]
  %32 = phi i64 [ 0, %7 ], [ %61, %29 ]
  %33 = getelementptr inbounds i32, ptr @idx, i64 %30
  %34 = load i32, ptr %33, align 16, !tbaa !10
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr @i32a, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !10
  %38 = add nsw i32 %37, %31
  %39 = or disjoint i64 %30, 1
  %40 = getelementptr inbounds i32, ptr @idx, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !10
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr @i32a, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !10
  %45 = add nsw i32 %44, %38
  %46 = or disjoint i64 %30, 2
  %47 = getelementptr inbounds i32, ptr @idx, i64 %46
  %48 = load i32, ptr %47, align 8, !tbaa !10
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = add nsw i32 %51, %45
  %53 = or disjoint i64 %30, 3
  %54 = getelementptr inbounds i32, ptr @idx, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !10
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr @i32a, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !10
  %59 = add nsw i32 %58, %52
  %60 = add nuw nsw i64 %30, 4
  %61 = add i64 %32, 4
  %62 = icmp eq i64 %61, %8
  br i1 %62, label %9, label %29, !llvm.loop !57
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %77

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %75, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %75 ]
  br label %78

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %72, %8
  %11 = phi i64 [ 0, %8 ], [ %73, %72 ]
  %12 = or disjoint i64 %11, 4
  %13 = getelementptr inbounds i32, ptr @i32a, i64 %11
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !10
  %16 = load <4 x i32>, ptr %14, align 16, !tbaa !10
  %17 = icmp sgt <4 x i32> %15, zeroinitializer
  %18 = icmp sgt <4 x i32> %16, zeroinitializer
  %19 = extractelement <4 x i1> %17, i64 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %10
  %21 = getelementptr inbounds i32, ptr @run_base.o32, i64 %11
  %22 = extractelement <4 x i32> %15, i64 0
  %23 = udiv i32 %22, 3
  store i32 %23, ptr %21, align 16, !tbaa !10
  br label %24

24:                                               ; preds = %20, %10
  %25 = extractelement <4 x i1> %17, i64 1
  br i1 %25, label %26, label %31

26:                                               ; preds = %24
  %27 = or disjoint i64 %11, 1
  %28 = getelementptr inbounds i32, ptr @run_base.o32, i64 %27
  %29 = extractelement <4 x i32> %15, i64 1
  %30 = udiv i32 %29, 3
  store i32 %30, ptr %28, align 4, !tbaa !10
  br label %31

31:                                               ; preds = %26, %24
  %32 = extractelement <4 x i1> %17, i64 2
  br i1 %32, label %33, label %38

33:                                               ; preds = %31
  %34 = or disjoint i64 %11, 2
  %35 = getelementptr inbounds i32, ptr @run_base.o32, i64 %34
  %36 = extractelement <4 x i32> %15, i64 2
  %37 = udiv i32 %36, 3
  store i32 %37, ptr %35, align 8, !tbaa !10
  br label %38

38:                                               ; preds = %33, %31
  %39 = extractelement <4 x i1> %17, i64 3
  br i1 %39, label %40, label %45

40:                                               ; preds = %38
  %41 = or disjoint i64 %11, 3
  %42 = getelementptr inbounds i32, ptr @run_base.o32, i64 %41
  %43 = extractelement <4 x i32> %15, i64 3
  %44 = udiv i32 %43, 3
  store i32 %44, ptr %42, align 4, !tbaa !10
  br label %45

45:                                               ; preds = %40, %38
  %46 = extractelement <4 x i1> %18, i64 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %45
  %48 = getelementptr inbounds i32, ptr @run_base.o32, i64 %12
  %49 = extractelement <4 x i32> %16, i64 0
  %50 = udiv i32 %49, 3
  store i32 %50, ptr %48, align 16, !tbaa !10
  br label %51

51:                                               ; preds = %47, %45
  %52 = extractelement <4 x i1> %18, i64 1
  br i1 %52, label %53, label %58

53:                                               ; preds = %51
  %54 = or disjoint i64 %11, 5
  %55 = getelementptr inbounds i32, ptr @run_base.o32, i64 %54
  %56 = extractelement <4 x i32> %16, i64 1
  %57 = udiv i32 %56, 3
  store i32 %57, ptr %55, align 4, !tbaa !10
  br label %58

58:                                               ; preds = %53, %51
  %59 = extractelement <4 x i1> %18, i64 2
  br i1 %59, label %60, label %65

60:                                               ; preds = %58
  %61 = or disjoint i64 %11, 6
  %62 = getelementptr inbounds i32, ptr @run_base.o32, i64 %61
  %63 = extractelement <4 x i32> %16, i64 2
  %64 = udiv i32 %63, 3
  store i32 %64, ptr %62, align 8, !tbaa !10
  br label %65

65:                                               ; preds = %60, %58
  %66 = extractelement <4 x i1> %18, i64 3
  br i1 %66, label %67, label %72

67:                                               ; preds = %65
  %68 = or disjoint i64 %11, 7
  %69 = getelementptr inbounds i32, ptr @run_base.o32, i64 %68
  %70 = extractelement <4 x i32> %16, i64 3
  %71 = udiv i32 %70, 3
  store i32 %71, ptr %69, align 4, !tbaa !10
  br label %72

72:                                               ; preds = %67, %65
  %73 = add nuw i64 %11, 8
  %74 = icmp eq i64 %73, %9
  br i1 %74, label %75, label %10, !llvm.loop !58

75:                                               ; preds = %72
  %76 = icmp eq i64 %9, %4
  br i1 %76, label %77, label %6

77:                                               ; preds = %86, %75, %1
  ret void

78:                                               ; preds = %6, %86
  %79 = phi i64 [ %87, %86 ], [ %7, %6 ]
  %80 = getelementptr inbounds i32, ptr @i32a, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !10
  %82 = icmp sgt i32 %81, 0
  br i1 %82, label %83, label %86

83:                                               ; preds = %78
  %84 = udiv i32 %81, 3
  %85 = getelementptr inbounds i32, ptr @run_base.o32, i64 %79
  store i32 %84, ptr %85, align 4, !tbaa !10
  br label %86

86:                                               ; preds = %78, %83
  %87 = add nuw nsw i64 %79, 1
  %88 = icmp eq i64 %87, %4
  br i1 %88, label %77, label %78, !llvm.loop !59
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shifts_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %26

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %6, label %8

6:                                                ; preds = %24, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %24 ]
  br label %27

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %22, %10 ]
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11
  %13 = load <4 x i32>, ptr %12, align 16, !tbaa !10
  %14 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %15 = load <4 x i32>, ptr %14, align 16, !tbaa !10
  %16 = and <4 x i32> %15, <i32 31, i32 31, i32 31, i32 31>
  %17 = shl <4 x i32> %13, %16
  %18 = and <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>
  %19 = lshr <4 x i32> %13, %18
  %20 = xor <4 x i32> %17, %19
  %21 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %11
  store <4 x i32> %20, ptr %21, align 16, !tbaa !10
  %22 = add nuw i64 %11, 4
  %23 = icmp eq i64 %22, %9
  br i1 %23, label %24, label %10, !llvm.loop !60

24:                                               ; preds = %10
  %25 = icmp eq i64 %9, %4
  br i1 %25, label %26, label %6

26:                                               ; preds = %27, %24, %1
  ret void

27:                                               ; preds = %6, %27
  %28 = phi i64 [ %39, %27 ], [ %7, %6 ]
  %29 = getelementptr inbounds i32, ptr @u32a, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !10
  %31 = getelementptr inbounds i32, ptr @i32b, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = and i32 %32, 31
  %34 = shl i32 %30, %33
  %35 = and i32 %32, 7
  %36 = lshr i32 %30, %35
  %37 = xor i32 %34, %36
  %38 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %28
  store i32 %37, ptr %38, align 4, !tbaa !10
  %39 = add nuw nsw i64 %28, 1
  %40 = icmp eq i64 %39, %4
  br i1 %40, label %26, label %27, !llvm.loop !61
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul64_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %30

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 4
  br i1 %5, label %6, label %8

6:                                                ; preds = %28, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %28 ]
  br label %31

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %26, %10 ]
  %12 = getelementptr inbounds i64, ptr @i64a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <2 x i64>, ptr %12, align 16, !tbaa !12
  %15 = load <2 x i64>, ptr %13, align 16, !tbaa !12
  %16 = getelementptr inbounds i64, ptr @i64b, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x i64>, ptr %16, align 16, !tbaa !12
  %19 = load <2 x i64>, ptr %17, align 16, !tbaa !12
  %20 = mul <2 x i64> %18, %14
  %21 = mul <2 x i64> %19, %15
  %22 = add <2 x i64> %20, <i64 7, i64 7>
  %23 = add <2 x i64> %21, <i64 7, i64 7>
  %24 = getelementptr inbounds i64, ptr @run_base.o64, i64 %11
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <2 x i64> %22, ptr %24, align 16, !tbaa !12
  store <2 x i64> %23, ptr %25, align 16, !tbaa !12
  %26 = add nuw i64 %11, 4
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %10, !llvm.loop !62

28:                                               ; preds = %10
  %29 = icmp eq i64 %9, %4
  br i1 %29, label %30, label %6

30:                                               ; preds = %31, %28, %1
  ret void

31:                                               ; preds = %6, %31
  %32 = phi i64 [ %40, %31 ], [ %7, %6 ]
  %33 = getelementptr inbounds i64, ptr @i64a, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !12
  %35 = getelementptr inbounds i64, ptr @i64b, i64 %32
  %36 = load i64, ptr %35, align 8, !tbaa !12
  %37 = mul i64 %36, %34
  %38 = add i64 %37, 7
  %39 = getelementptr inbounds i64, ptr @run_base.o64, i64 %32
  store i64 %38, ptr %39, align 8, !tbaa !12
  %40 = add nuw nsw i64 %32, 1
  %41 = icmp eq i64 %40, %4
  br i1 %41, label %30, label %31, !llvm.loop !63
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @popcnt_base(i32 noundef %0) unnamed_addr #5 {
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
  %17 = load <4 x i32>, ptr %15, align 16, !tbaa !10
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !10
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
  %35 = load i32, ptr %34, align 4, !tbaa !10
  %36 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %35)
  %37 = add nuw nsw i32 %36, %33
  %38 = add nuw nsw i64 %32, 1
  %39 = icmp eq i64 %38, %4
  br i1 %39, label %29, label %31, !llvm.loop !65
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @gray_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %31

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483646
  br label %32

9:                                                ; preds = %32, %3
  %10 = phi i64 [ 0, %3 ], [ %72, %32 ]
  %11 = icmp eq i64 %5, 0
  br i1 %11, label %31, label %12

12:                                               ; preds = %9
  %13 = mul nuw nsw i64 %10, 3
  %14 = getelementptr inbounds i8, ptr @u8b, i64 %13
  %15 = load i8, ptr %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i32
  %17 = mul nuw nsw i32 %16, 77
  %18 = getelementptr inbounds i8, ptr %14, i64 1
  %19 = load i8, ptr %18, align 1, !tbaa !5
  %20 = zext i8 %19 to i32
  %21 = mul nuw nsw i32 %20, 150
  %22 = add nuw nsw i32 %21, %17
  %23 = getelementptr inbounds i8, ptr %14, i64 2
  %24 = load i8, ptr %23, align 1, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nuw nsw i32 %25, 29
  %27 = add nuw nsw i32 %22, %26
  %28 = lshr i32 %27, 8
  %29 = trunc nuw i32 %28 to i8
  %30 = getelementptr inbounds i8, ptr @run_base.o8, i64 %10
  store i8 %29, ptr %30, align 1, !tbaa !5
  br label %31

31:                                               ; preds = %12, %9, %1
  ret void

32:                                               ; preds = %32, %7
  %33 = phi i64 [ 0, %7 ], [ %72, %32 ]
  %34 = phi i64 [ 0, %7 ], [ %73, %32 ]
  %35 = mul nuw nsw i64 %33, 3
  %36 = getelementptr inbounds i8, ptr @u8b, i64 %35
  %37 = load i8, ptr %36, align 2, !tbaa !5
  %38 = zext i8 %37 to i32
  %39 = mul nuw nsw i32 %38, 77
  %40 = getelementptr inbounds i8, ptr %36, i64 1
  %41 = load i8, ptr %40, align 1, !tbaa !5
  %42 = zext i8 %41 to i32
  %43 = mul nuw nsw i32 %42, 150
  %44 = add nuw nsw i32 %43, %39
  %45 = getelementptr inbounds i8, ptr %36, i64 2
  %46 = load i8, ptr %45, align 2, !tbaa !5
  %47 = zext i8 %46 to i32
  %48 = mul nuw nsw i32 %47, 29
  %49 = add nuw nsw i32 %44, %48
  %50 = lshr i32 %49, 8
  %51 = trunc nuw i32 %50 to i8
  %52 = getelementptr inbounds i8, ptr @run_base.o8, i64 %33
  store i8 %51, ptr %52, align 2, !tbaa !5
  %53 = or disjoint i64 %33, 1
  %54 = mul nuw nsw i64 %53, 3
  %55 = getelementptr inbounds i8, ptr @u8b, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !5
  %57 = zext i8 %56 to i32
  %58 = mul nuw nsw i32 %57, 77
  %59 = getelementptr inbounds i8, ptr %55, i64 1
  %60 = load i8, ptr %59, align 2, !tbaa !5
  %61 = zext i8 %60 to i32
  %62 = mul nuw nsw i32 %61, 150
  %63 = add nuw nsw i32 %62, %58
  %64 = getelementptr inbounds i8, ptr %55, i64 2
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i32
  %67 = mul nuw nsw i32 %66, 29
  %68 = add nuw nsw i32 %63, %67
  %69 = lshr i32 %68, 8
  %70 = trunc nuw i32 %69 to i8
  %71 = getelementptr inbounds i8, ptr @run_base.o8, i64 %53
  store i8 %70, ptr %71, align 1, !tbaa !5
  %72 = add nuw nsw i64 %33, 2
  %73 = add i64 %34, 2
  %74 = icmp eq i64 %73, %8
  br i1 %74, label %9, label %32, !llvm.loop !66
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @divconst_base(i32 noundef %0) unnamed_addr #8 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %28

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %26, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %26 ]
  br label %29

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ]
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 16, !tbaa !10
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !10
  %16 = udiv <4 x i32> %14, <i32 7, i32 7, i32 7, i32 7>
  %17 = udiv <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>
  %18 = urem <4 x i32> %14, <i32 10, i32 10, i32 10, i32 10>
  %19 = urem <4 x i32> %15, <i32 10, i32 10, i32 10, i32 10>
  %20 = add nuw nsw <4 x i32> %16, %18
  %21 = add nuw nsw <4 x i32> %17, %19
  %22 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %11
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <4 x i32> %20, ptr %22, align 16, !tbaa !10
  store <4 x i32> %21, ptr %23, align 16, !tbaa !10
  %24 = add nuw i64 %11, 8
  %25 = icmp eq i64 %24, %9
  br i1 %25, label %26, label %10, !llvm.loop !67

26:                                               ; preds = %10
  %27 = icmp eq i64 %9, %4
  br i1 %27, label %28, label %6

28:                                               ; preds = %29, %26, %1
  ret void

29:                                               ; preds = %6, %29
  %30 = phi i64 [ %37, %29 ], [ %7, %6 ]
  %31 = getelementptr inbounds i32, ptr @u32a, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !10
  %33 = udiv i32 %32, 7
  %34 = urem i32 %32, 10
  %35 = add nuw nsw i32 %33, %34
  %36 = getelementptr inbounds i32, ptr @run_base.ou32, i64 %30
  store i32 %35, ptr %36, align 4, !tbaa !10
  %37 = add nuw nsw i64 %30, 1
  %38 = icmp eq i64 %37, %4
  br i1 %38, label %28, label %29, !llvm.loop !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #9

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_i8_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %41

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi i32 [ 0, %3 ], [ %39, %35 ]
  br label %43

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds i8, ptr @i8a, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = getelementptr inbounds i8, ptr %17, i64 16
  %20 = getelementptr inbounds i8, ptr %17, i64 24
  %21 = load <8 x i8>, ptr %17, align 16, !tbaa !5
  %22 = load <8 x i8>, ptr %18, align 8, !tbaa !5
  %23 = load <8 x i8>, ptr %19, align 16, !tbaa !5
  %24 = load <8 x i8>, ptr %20, align 8, !tbaa !5
  %25 = sext <8 x i8> %21 to <8 x i32>
  %26 = sext <8 x i8> %22 to <8 x i32>
  %27 = sext <8 x i8> %23 to <8 x i32>
  %28 = sext <8 x i8> %24 to <8 x i32>
  %29 = add <8 x i32> %13, %25
  %30 = add <8 x i32> %14, %26
  %31 = add <8 x i32> %15, %27
  %32 = add <8 x i32> %16, %28
  %33 = add nuw i64 %12, 32
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !69

35:                                               ; preds = %11
  %36 = add <8 x i32> %30, %29
  %37 = add <8 x i32> %31, %36
  %38 = add <8 x i32> %32, %37
  %39 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %38)
  %40 = icmp eq i64 %10, %4
  br i1 %40, label %41, label %6

41:                                               ; preds = %43, %35, %1
  %42 = phi i32 [ 0, %1 ], [ %39, %35 ], [ %49, %43 ]
  ret i32 %42

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi i32 [ %49, %43 ], [ %8, %6 ]
  %46 = getelementptr inbounds i8, ptr @i8a, i64 %44
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %48 = sext i8 %47 to i32
  %49 = add nsw i32 %45, %48
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %41, label %43, !llvm.loop !70
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @dot16_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %57

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %51, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %51 ]
  %8 = phi i32 [ 0, %3 ], [ %55, %51 ]
  br label %59

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %49, %11 ]
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %45, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %46, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %47, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %48, %11 ]
  %17 = getelementptr inbounds i16, ptr @i16a, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = getelementptr inbounds i8, ptr %17, i64 32
  %20 = getelementptr inbounds i8, ptr %17, i64 48
  %21 = load <8 x i16>, ptr %17, align 16, !tbaa !8
  %22 = load <8 x i16>, ptr %18, align 16, !tbaa !8
  %23 = load <8 x i16>, ptr %19, align 16, !tbaa !8
  %24 = load <8 x i16>, ptr %20, align 16, !tbaa !8
  %25 = sext <8 x i16> %21 to <8 x i32>
  %26 = sext <8 x i16> %22 to <8 x i32>
  %27 = sext <8 x i16> %23 to <8 x i32>
  %28 = sext <8 x i16> %24 to <8 x i32>
  %29 = getelementptr inbounds i16, ptr @i16b, i64 %12
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = getelementptr inbounds i8, ptr %29, i64 32
  %32 = getelementptr inbounds i8, ptr %29, i64 48
  %33 = load <8 x i16>, ptr %29, align 16, !tbaa !8
  %34 = load <8 x i16>, ptr %30, align 16, !tbaa !8
  %35 = load <8 x i16>, ptr %31, align 16, !tbaa !8
  %36 = load <8 x i16>, ptr %32, align 16, !tbaa !8
  %37 = sext <8 x i16> %33 to <8 x i32>
  %38 = sext <8 x i16> %34 to <8 x i32>
  %39 = sext <8 x i16> %35 to <8 x i32>
  %40 = sext <8 x i16> %36 to <8 x i32>
  %41 = mul nsw <8 x i32> %37, %25
  %42 = mul nsw <8 x i32> %38, %26
  %43 = mul nsw <8 x i32> %39, %27
  %44 = mul nsw <8 x i32> %40, %28
  %45 = add <8 x i32> %41, %13
  %46 = add <8 x i32> %42, %14
  %47 = add <8 x i32> %43, %15
  %48 = add <8 x i32> %44, %16
  %49 = add nuw i64 %12, 32
  %50 = icmp eq i64 %49, %10
  br i1 %50, label %51, label %11, !llvm.loop !71

51:                                               ; preds = %11
  %52 = add <8 x i32> %46, %45
  %53 = add <8 x i32> %47, %52
  %54 = add <8 x i32> %48, %53
  %55 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %54)
  %56 = icmp eq i64 %10, %4
  br i1 %56, label %57, label %6

57:                                               ; preds = %59, %51, %1
  %58 = phi i32 [ 0, %1 ], [ %55, %51 ], [ %69, %59 ]
  ret i32 %58

59:                                               ; preds = %6, %59
  %60 = phi i64 [ %70, %59 ], [ %7, %6 ]
  %61 = phi i32 [ %69, %59 ], [ %8, %6 ]
  %62 = getelementptr inbounds i16, ptr @i16a, i64 %60
  %63 = load i16, ptr %62, align 2, !tbaa !8
  %64 = sext i16 %63 to i32
  %65 = getelementptr inbounds i16, ptr @i16b, i64 %60
  %66 = load i16, ptr %65, align 2, !tbaa !8
  %67 = sext i16 %66 to i32
  %68 = mul nsw i32 %67, %64
  %69 = add i32 %68, %61
  %70 = add nuw nsw i64 %60, 1
  %71 = icmp eq i64 %70, %4
  br i1 %71, label %57, label %59, !llvm.loop !72
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @minmax_avx2(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #11 {
  %4 = load i32, ptr @i32a, align 16, !tbaa !10
  %5 = icmp sgt i32 %0, 1
  br i1 %5, label %6, label %60

6:                                                ; preds = %3
  %7 = zext nneg i32 %0 to i64
  %8 = add nsw i64 %7, -1
  %9 = icmp ult i32 %0, 33
  br i1 %9, label %10, label %14

10:                                               ; preds = %50, %6
  %11 = phi i64 [ 1, %6 ], [ %16, %50 ]
  %12 = phi i32 [ %4, %6 ], [ %54, %50 ]
  %13 = phi i32 [ %4, %6 ], [ %58, %50 ]
  br label %63

14:                                               ; preds = %6
  %15 = and i64 %8, -32
  %16 = or disjoint i64 %15, 1
  %17 = insertelement <8 x i32> poison, i32 %4, i64 0
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer
  %19 = insertelement <8 x i32> poison, i32 %4, i64 0
  %20 = shufflevector <8 x i32> %19, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %14
  %22 = phi i64 [ 0, %14 ], [ %48, %21 ]
  %23 = phi <8 x i32> [ %18, %14 ], [ %44, %21 ]
  %24 = phi <8 x i32> [ %18, %14 ], [ %45, %21 ]
  %25 = phi <8 x i32> [ %18, %14 ], [ %46, %21 ]
  %26 = phi <8 x i32> [ %18, %14 ], [ %47, %21 ]
  %27 = phi <8 x i32> [ %20, %14 ], [ %40, %21 ]
  %28 = phi <8 x i32> [ %20, %14 ], [ %41, %21 ]
  %29 = phi <8 x i32> [ %20, %14 ], [ %42, %21 ]
  %30 = phi <8 x i32> [ %20, %14 ], [ %43, %21 ]
  %31 = or disjoint i64 %22, 1
  %32 = getelementptr inbounds i32, ptr @i32a, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 32
  %34 = getelementptr inbounds i8, ptr %32, i64 64
  %35 = getelementptr inbounds i8, ptr %32, i64 96
  %36 = load <8 x i32>, ptr %32, align 4, !tbaa !10
  %37 = load <8 x i32>, ptr %33, align 4, !tbaa !10
  %38 = load <8 x i32>, ptr %34, align 4, !tbaa !10
  %39 = load <8 x i32>, ptr %35, align 4, !tbaa !10
  %40 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %36, <8 x i32> %27)
  %41 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %37, <8 x i32> %28)
  %42 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %38, <8 x i32> %29)
  %43 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %39, <8 x i32> %30)
  %44 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %36, <8 x i32> %23)
  %45 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %37, <8 x i32> %24)
  %46 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %38, <8 x i32> %25)
  %47 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %39, <8 x i32> %26)
  %48 = add nuw i64 %22, 32
  %49 = icmp eq i64 %48, %15
  br i1 %49, label %50, label %21, !llvm.loop !73

50:                                               ; preds = %21
  %51 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %44, <8 x i32> %45)
  %52 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %51, <8 x i32> %46)
  %53 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %52, <8 x i32> %47)
  %54 = tail call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %53)
  %55 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %40, <8 x i32> %41)
  %56 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %55, <8 x i32> %42)
  %57 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %56, <8 x i32> %43)
  %58 = tail call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %57)
  %59 = icmp eq i64 %8, %15
  br i1 %59, label %60, label %10

60:                                               ; preds = %63, %50, %3
  %61 = phi i32 [ %4, %3 ], [ %58, %50 ], [ %69, %63 ]
  %62 = phi i32 [ %4, %3 ], [ %54, %50 ], [ %70, %63 ]
  store i32 %61, ptr %1, align 4, !tbaa !10
  store i32 %62, ptr %2, align 4, !tbaa !10
  ret void

63:                                               ; preds = %10, %63
  %64 = phi i64 [ %71, %63 ], [ %11, %10 ]
  %65 = phi i32 [ %70, %63 ], [ %12, %10 ]
  %66 = phi i32 [ %69, %63 ], [ %13, %10 ]
  %67 = getelementptr inbounds i32, ptr @i32a, i64 %64
  %68 = load i32, ptr %67, align 4, !tbaa !10
  %69 = tail call i32 @llvm.smin.i32(i32 %68, i32 %66)
  %70 = tail call i32 @llvm.smax.i32(i32 %68, i32 %65)
  %71 = add nuw nsw i64 %64, 1
  %72 = icmp eq i64 %71, %7
  br i1 %72, label %60, label %63, !llvm.loop !74
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @umax8_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %59

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %39, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 128
  br i1 %7, label %42, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483520
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %28, %10 ]
  %12 = phi <32 x i8> [ zeroinitializer, %8 ], [ %24, %10 ]
  %13 = phi <32 x i8> [ zeroinitializer, %8 ], [ %25, %10 ]
  %14 = phi <32 x i8> [ zeroinitializer, %8 ], [ %26, %10 ]
  %15 = phi <32 x i8> [ zeroinitializer, %8 ], [ %27, %10 ]
  %16 = getelementptr inbounds i8, ptr @u8a, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 32
  %18 = getelementptr inbounds i8, ptr %16, i64 64
  %19 = getelementptr inbounds i8, ptr %16, i64 96
  %20 = load <32 x i8>, ptr %16, align 16, !tbaa !5
  %21 = load <32 x i8>, ptr %17, align 16, !tbaa !5
  %22 = load <32 x i8>, ptr %18, align 16, !tbaa !5
  %23 = load <32 x i8>, ptr %19, align 16, !tbaa !5
  %24 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %20, <32 x i8> %12)
  %25 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %21, <32 x i8> %13)
  %26 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %22, <32 x i8> %14)
  %27 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %23, <32 x i8> %15)
  %28 = add nuw i64 %11, 128
  %29 = icmp eq i64 %28, %9
  br i1 %29, label %30, label %10, !llvm.loop !75

30:                                               ; preds = %10
  %31 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %24, <32 x i8> %25)
  %32 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %31, <32 x i8> %26)
  %33 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %32, <32 x i8> %27)
  %34 = tail call i8 @llvm.vector.reduce.umax.v32i8(<32 x i8> %33)
  %35 = icmp eq i64 %9, %4
  br i1 %35, label %59, label %36

36:                                               ; preds = %30
  %37 = and i64 %4, 112
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %56, %3, %36
  %40 = phi i64 [ 0, %3 ], [ %9, %36 ], [ %45, %56 ]
  %41 = phi i8 [ 0, %3 ], [ %34, %36 ], [ %57, %56 ]
  br label %61

42:                                               ; preds = %6, %36
  %43 = phi i8 [ %34, %36 ], [ 0, %6 ]
  %44 = phi i64 [ %9, %36 ], [ 0, %6 ]
  %45 = and i64 %4, 2147483632
  %46 = insertelement <16 x i8> poison, i8 %43, i64 0
  %47 = shufflevector <16 x i8> %46, <16 x i8> poison, <16 x i32> zeroinitializer
  br label %48

48:                                               ; preds = %48, %42
  %49 = phi i64 [ %44, %42 ], [ %54, %48 ]
  %50 = phi <16 x i8> [ %47, %42 ], [ %53, %48 ]
  %51 = getelementptr inbounds i8, ptr @u8a, i64 %49
  %52 = load <16 x i8>, ptr %51, align 16, !tbaa !5
  %53 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %52, <16 x i8> %50)
  %54 = add nuw i64 %49, 16
  %55 = icmp eq i64 %54, %45
  br i1 %55, label %56, label %48, !llvm.loop !76

56:                                               ; preds = %48
  %57 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %53)
  %58 = icmp eq i64 %45, %4
  br i1 %58, label %59, label %39

59:                                               ; preds = %61, %30, %56, %1
  %60 = phi i8 [ 0, %1 ], [ %34, %30 ], [ %57, %56 ], [ %66, %61 ]
  ret i8 %60

61:                                               ; preds = %39, %61
  %62 = phi i64 [ %67, %61 ], [ %40, %39 ]
  %63 = phi i8 [ %66, %61 ], [ %41, %39 ]
  %64 = getelementptr inbounds i8, ptr @u8a, i64 %62
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = tail call i8 @llvm.umax.i8(i8 %65, i8 %63)
  %67 = add nuw nsw i64 %62, 1
  %68 = icmp eq i64 %67, %4
  br i1 %68, label %59, label %61, !llvm.loop !77
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_gt_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %45

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %39, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %39 ]
  %8 = phi i32 [ 0, %3 ], [ %43, %39 ]
  br label %47

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %37, %11 ]
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %33, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %34, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %35, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %36, %11 ]
  %17 = getelementptr inbounds i32, ptr @i32a, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  %19 = getelementptr inbounds i8, ptr %17, i64 64
  %20 = getelementptr inbounds i8, ptr %17, i64 96
  %21 = load <8 x i32>, ptr %17, align 16, !tbaa !10
  %22 = load <8 x i32>, ptr %18, align 16, !tbaa !10
  %23 = load <8 x i32>, ptr %19, align 16, !tbaa !10
  %24 = load <8 x i32>, ptr %20, align 16, !tbaa !10
  %25 = icmp sgt <8 x i32> %21, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>
  %26 = icmp sgt <8 x i32> %22, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>
  %27 = icmp sgt <8 x i32> %23, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>
  %28 = icmp sgt <8 x i32> %24, <i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345, i32 12345>
  %29 = zext <8 x i1> %25 to <8 x i32>
  %30 = zext <8 x i1> %26 to <8 x i32>
  %31 = zext <8 x i1> %27 to <8 x i32>
  %32 = zext <8 x i1> %28 to <8 x i32>
  %33 = add <8 x i32> %13, %29
  %34 = add <8 x i32> %14, %30
  %35 = add <8 x i32> %15, %31
  %36 = add <8 x i32> %16, %32
  %37 = add nuw i64 %12, 32
  %38 = icmp eq i64 %37, %10
  br i1 %38, label %39, label %11, !llvm.loop !78

39:                                               ; preds = %11
  %40 = add <8 x i32> %34, %33
  %41 = add <8 x i32> %35, %40
  %42 = add <8 x i32> %36, %41
  %43 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %42)
  %44 = icmp eq i64 %10, %4
  br i1 %44, label %45, label %6

45:                                               ; preds = %47, %39, %1
  %46 = phi i32 [ 0, %1 ], [ %43, %39 ], [ %54, %47 ]
  ret i32 %46

47:                                               ; preds = %6, %47
  %48 = phi i64 [ %55, %47 ], [ %7, %6 ]
  %49 = phi i32 [ %54, %47 ], [ %8, %6 ]
  %50 = getelementptr inbounds i32, ptr @i32a, i64 %48
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = icmp sgt i32 %51, 12345
  %53 = zext i1 %52 to i32
  %54 = add nuw nsw i32 %49, %53
  %55 = add nuw nsw i64 %48, 1
  %56 = icmp eq i64 %55, %4
  br i1 %56, label %45, label %47, !llvm.loop !79
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @any_eq_avx2(i32 noundef %0, i16 noundef signext %1) unnamed_addr #10 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %48

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  %6 = icmp ult i32 %0, 32
  br i1 %6, label %7, label %10

7:                                                ; preds = %42, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %42 ]
  %9 = phi i32 [ 0, %4 ], [ %46, %42 ]
  br label %50

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483616
  %12 = insertelement <8 x i16> poison, i16 %1, i64 0
  %13 = shufflevector <8 x i16> %12, <8 x i16> poison, <8 x i32> zeroinitializer
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %40, %14 ]
  %16 = phi <8 x i32> [ zeroinitializer, %10 ], [ %36, %14 ]
  %17 = phi <8 x i32> [ zeroinitializer, %10 ], [ %37, %14 ]
  %18 = phi <8 x i32> [ zeroinitializer, %10 ], [ %38, %14 ]
  %19 = phi <8 x i32> [ zeroinitializer, %10 ], [ %39, %14 ]
  %20 = getelementptr inbounds i16, ptr @i16a, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = getelementptr inbounds i8, ptr %20, i64 32
  %23 = getelementptr inbounds i8, ptr %20, i64 48
  %24 = load <8 x i16>, ptr %20, align 16, !tbaa !8
  %25 = load <8 x i16>, ptr %21, align 16, !tbaa !8
  %26 = load <8 x i16>, ptr %22, align 16, !tbaa !8
  %27 = load <8 x i16>, ptr %23, align 16, !tbaa !8
  %28 = icmp eq <8 x i16> %24, %13
  %29 = icmp eq <8 x i16> %25, %13
  %30 = icmp eq <8 x i16> %26, %13
  %31 = icmp eq <8 x i16> %27, %13
  %32 = zext <8 x i1> %28 to <8 x i32>
  %33 = zext <8 x i1> %29 to <8 x i32>
  %34 = zext <8 x i1> %30 to <8 x i32>
  %35 = zext <8 x i1> %31 to <8 x i32>
  %36 = or <8 x i32> %16, %32
  %37 = or <8 x i32> %17, %33
  %38 = or <8 x i32> %18, %34
  %39 = or <8 x i32> %19, %35
  %40 = add nuw i64 %15, 32
  %41 = icmp eq i64 %40, %11
  br i1 %41, label %42, label %14, !llvm.loop !80

42:                                               ; preds = %14
  %43 = or <8 x i32> %37, %36
  %44 = or <8 x i32> %38, %43
  %45 = or <8 x i32> %39, %44
  %46 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %45)
  %47 = icmp eq i64 %11, %5
  br i1 %47, label %48, label %7

48:                                               ; preds = %50, %42, %2
  %49 = phi i32 [ 0, %2 ], [ %46, %42 ], [ %57, %50 ]
  ret i32 %49

50:                                               ; preds = %7, %50
  %51 = phi i64 [ %58, %50 ], [ %8, %7 ]
  %52 = phi i32 [ %57, %50 ], [ %9, %7 ]
  %53 = getelementptr inbounds i16, ptr @i16a, i64 %51
  %54 = load i16, ptr %53, align 2, !tbaa !8
  %55 = icmp eq i16 %54, %1
  %56 = zext i1 %55 to i32
  %57 = or i32 %52, %56
  %58 = add nuw nsw i64 %51, 1
  %59 = icmp eq i64 %58, %5
  br i1 %59, label %48, label %50, !llvm.loop !81
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @xor64_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %41

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %6, label %9

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi i64 [ 0, %3 ], [ %39, %35 ]
  br label %43

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483632
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi <4 x i64> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <4 x i64> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <4 x i64> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <4 x i64> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds i64, ptr @i64a, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  %19 = getelementptr inbounds i8, ptr %17, i64 64
  %20 = getelementptr inbounds i8, ptr %17, i64 96
  %21 = load <4 x i64>, ptr %17, align 16, !tbaa !12
  %22 = load <4 x i64>, ptr %18, align 16, !tbaa !12
  %23 = load <4 x i64>, ptr %19, align 16, !tbaa !12
  %24 = load <4 x i64>, ptr %20, align 16, !tbaa !12
  %25 = mul <4 x i64> %21, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>
  %26 = mul <4 x i64> %22, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>
  %27 = mul <4 x i64> %23, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>
  %28 = mul <4 x i64> %24, <i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131, i64 -7046029254386353131>
  %29 = xor <4 x i64> %25, %13
  %30 = xor <4 x i64> %26, %14
  %31 = xor <4 x i64> %27, %15
  %32 = xor <4 x i64> %28, %16
  %33 = add nuw i64 %12, 16
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !82

35:                                               ; preds = %11
  %36 = xor <4 x i64> %30, %29
  %37 = xor <4 x i64> %31, %36
  %38 = xor <4 x i64> %32, %37
  %39 = tail call i64 @llvm.vector.reduce.xor.v4i64(<4 x i64> %38)
  %40 = icmp eq i64 %10, %4
  br i1 %40, label %41, label %6

41:                                               ; preds = %43, %35, %1
  %42 = phi i64 [ 0, %1 ], [ %39, %35 ], [ %49, %43 ]
  ret i64 %42

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi i64 [ %49, %43 ], [ %8, %6 ]
  %46 = getelementptr inbounds i64, ptr @i64a, i64 %44
  %47 = load i64, ptr %46, align 8, !tbaa !12
  %48 = mul i64 %47, -7046029254386353131
  %49 = xor i64 %48, %45
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %41, label %43, !llvm.loop !83
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %36

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %8

6:                                                ; preds = %34, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %34 ]
  br label %37

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ]
  %12 = getelementptr inbounds float, ptr @fa, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <8 x float>, ptr %12, align 16, !tbaa !14
  %17 = load <8 x float>, ptr %13, align 16, !tbaa !14
  %18 = load <8 x float>, ptr %14, align 16, !tbaa !14
  %19 = load <8 x float>, ptr %15, align 16, !tbaa !14
  %20 = getelementptr inbounds float, ptr @run_avx2.y, i64 %11
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <8 x float>, ptr %20, align 16, !tbaa !14
  %25 = load <8 x float>, ptr %21, align 16, !tbaa !14
  %26 = load <8 x float>, ptr %22, align 16, !tbaa !14
  %27 = load <8 x float>, ptr %23, align 16, !tbaa !14
  %28 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %16, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %24)
  %29 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %17, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %25)
  %30 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %18, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %26)
  %31 = tail call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %19, <8 x float> <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, <8 x float> %27)
  store <8 x float> %28, ptr %20, align 16, !tbaa !14
  store <8 x float> %29, ptr %21, align 16, !tbaa !14
  store <8 x float> %30, ptr %22, align 16, !tbaa !14
  store <8 x float> %31, ptr %23, align 16, !tbaa !14
  %32 = add nuw i64 %11, 32
  %33 = icmp eq i64 %32, %9
  br i1 %33, label %34, label %10, !llvm.loop !84

34:                                               ; preds = %10
  %35 = icmp eq i64 %9, %4
  br i1 %35, label %36, label %6

36:                                               ; preds = %37, %34, %1
  ret void

37:                                               ; preds = %6, %37
  %38 = phi i64 [ %44, %37 ], [ %7, %6 ]
  %39 = getelementptr inbounds float, ptr @fa, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !14
  %41 = getelementptr inbounds float, ptr @run_avx2.y, i64 %38
  %42 = load float, ptr %41, align 4, !tbaa !14
  %43 = tail call float @llvm.fmuladd.f32(float %40, float 1.500000e+00, float %42)
  store float %43, ptr %41, align 4, !tbaa !14
  %44 = add nuw nsw i64 %38, 1
  %45 = icmp eq i64 %44, %4
  br i1 %45, label %36, label %37, !llvm.loop !85
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %44

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %8

6:                                                ; preds = %42, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %42 ]
  br label %45

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %40, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <8 x i32>, ptr %12, align 16, !tbaa !10
  %17 = load <8 x i32>, ptr %13, align 16, !tbaa !10
  %18 = load <8 x i32>, ptr %14, align 16, !tbaa !10
  %19 = load <8 x i32>, ptr %15, align 16, !tbaa !10
  %20 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <8 x i32>, ptr %20, align 16, !tbaa !10
  %25 = load <8 x i32>, ptr %21, align 16, !tbaa !10
  %26 = load <8 x i32>, ptr %22, align 16, !tbaa !10
  %27 = load <8 x i32>, ptr %23, align 16, !tbaa !10
  %28 = sub nsw <8 x i32> %16, %24
  %29 = sub nsw <8 x i32> %17, %25
  %30 = sub nsw <8 x i32> %18, %26
  %31 = sub nsw <8 x i32> %19, %27
  %32 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %28, i1 true)
  %33 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %29, i1 true)
  %34 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %30, i1 true)
  %35 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %31, i1 true)
  %36 = getelementptr inbounds i32, ptr @run_avx2.o32, i64 %11
  %37 = getelementptr inbounds i8, ptr %36, i64 32
  %38 = getelementptr inbounds i8, ptr %36, i64 64
  %39 = getelementptr inbounds i8, ptr %36, i64 96
  store <8 x i32> %32, ptr %36, align 16, !tbaa !10
  store <8 x i32> %33, ptr %37, align 16, !tbaa !10
  store <8 x i32> %34, ptr %38, align 16, !tbaa !10
  store <8 x i32> %35, ptr %39, align 16, !tbaa !10
  %40 = add nuw i64 %11, 32
  %41 = icmp eq i64 %40, %9
  br i1 %41, label %42, label %10, !llvm.loop !86

42:                                               ; preds = %10
  %43 = icmp eq i64 %9, %4
  br i1 %43, label %44, label %6

44:                                               ; preds = %45, %42, %1
  ret void

45:                                               ; preds = %6, %45
  %46 = phi i64 [ %54, %45 ], [ %7, %6 ]
  %47 = getelementptr inbounds i32, ptr @i32a, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !10
  %49 = getelementptr inbounds i32, ptr @i32b, i64 %46
  %50 = load i32, ptr %49, align 4, !tbaa !10
  %51 = sub nsw i32 %48, %50
  %52 = tail call i32 @llvm.abs.i32(i32 %51, i1 true)
  %53 = getelementptr inbounds i32, ptr @run_avx2.o32, i64 %46
  store i32 %52, ptr %53, align 4, !tbaa !10
  %54 = add nuw nsw i64 %46, 1
  %55 = icmp eq i64 %54, %4
  br i1 %55, label %44, label %45, !llvm.loop !87
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp_u8_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %40

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %8

6:                                                ; preds = %38, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %38 ]
  br label %41

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %36, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <8 x i32>, ptr %12, align 16, !tbaa !10
  %17 = load <8 x i32>, ptr %13, align 16, !tbaa !10
  %18 = load <8 x i32>, ptr %14, align 16, !tbaa !10
  %19 = load <8 x i32>, ptr %15, align 16, !tbaa !10
  %20 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %16, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %21 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %17, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %22 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %18, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %23 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %19, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %24 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %20, <8 x i32> zeroinitializer)
  %25 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %21, <8 x i32> zeroinitializer)
  %26 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %22, <8 x i32> zeroinitializer)
  %27 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %23, <8 x i32> zeroinitializer)
  %28 = trunc <8 x i32> %24 to <8 x i8>
  %29 = trunc <8 x i32> %25 to <8 x i8>
  %30 = trunc <8 x i32> %26 to <8 x i8>
  %31 = trunc <8 x i32> %27 to <8 x i8>
  %32 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %11
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = getelementptr inbounds i8, ptr %32, i64 16
  %35 = getelementptr inbounds i8, ptr %32, i64 24
  store <8 x i8> %28, ptr %32, align 16, !tbaa !5
  store <8 x i8> %29, ptr %33, align 8, !tbaa !5
  store <8 x i8> %30, ptr %34, align 16, !tbaa !5
  store <8 x i8> %31, ptr %35, align 8, !tbaa !5
  %36 = add nuw i64 %11, 32
  %37 = icmp eq i64 %36, %9
  br i1 %37, label %38, label %10, !llvm.loop !88

38:                                               ; preds = %10
  %39 = icmp eq i64 %9, %4
  br i1 %39, label %40, label %6

40:                                               ; preds = %41, %38, %1
  ret void

41:                                               ; preds = %6, %41
  %42 = phi i64 [ %49, %41 ], [ %7, %6 ]
  %43 = getelementptr inbounds i32, ptr @i32b, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !10
  %45 = tail call i32 @llvm.smin.i32(i32 %44, i32 255)
  %46 = tail call i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = trunc nuw i32 %46 to i8
  %48 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %42
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = add nuw nsw i64 %42, 1
  %50 = icmp eq i64 %49, %4
  br i1 %50, label %40, label %41, !llvm.loop !89
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @convert_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %50

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 8
  br i1 %5, label %6, label %8

6:                                                ; preds = %48, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %48 ]
  br label %51

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %46, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <4 x i32>, ptr %12, align 16, !tbaa !10
  %15 = load <4 x i32>, ptr %13, align 16, !tbaa !10
  %16 = sitofp <4 x i32> %14 to <4 x float>
  %17 = sitofp <4 x i32> %15 to <4 x float>
  %18 = fmul <4 x float> %16, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %19 = fmul <4 x float> %17, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %20 = getelementptr inbounds float, ptr @run_avx2.of, i64 %11
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <4 x float> %18, ptr %20, align 16, !tbaa !14
  store <4 x float> %19, ptr %21, align 16, !tbaa !14
  %22 = fpext <4 x float> %18 to <4 x double>
  %23 = fpext <4 x float> %19 to <4 x double>
  %24 = getelementptr inbounds i8, ptr @u8a, i64 %11
  %25 = getelementptr inbounds i8, ptr %24, i64 4
  %26 = load <4 x i8>, ptr %24, align 8, !tbaa !5
  %27 = load <4 x i8>, ptr %25, align 4, !tbaa !5
  %28 = uitofp <4 x i8> %26 to <4 x double>
  %29 = uitofp <4 x i8> %27 to <4 x double>
  %30 = fadd <4 x double> %22, %28
  %31 = fadd <4 x double> %23, %29
  %32 = getelementptr inbounds double, ptr @run_avx2.od, i64 %11
  %33 = getelementptr inbounds i8, ptr %32, i64 32
  store <4 x double> %30, ptr %32, align 16, !tbaa !18
  store <4 x double> %31, ptr %33, align 16, !tbaa !18
  %34 = zext <4 x i8> %26 to <4 x i32>
  %35 = zext <4 x i8> %27 to <4 x i32>
  %36 = mul nuw nsw <4 x i32> %34, <i32 3, i32 3, i32 3, i32 3>
  %37 = mul nuw nsw <4 x i32> %35, <i32 3, i32 3, i32 3, i32 3>
  %38 = fptosi <4 x float> %18 to <4 x i32>
  %39 = fptosi <4 x float> %19 to <4 x i32>
  %40 = sub nsw <4 x i32> %36, %38
  %41 = sub nsw <4 x i32> %37, %39
  %42 = trunc <4 x i32> %40 to <4 x i16>
  %43 = trunc <4 x i32> %41 to <4 x i16>
  %44 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %11
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  store <4 x i16> %42, ptr %44, align 16, !tbaa !8
  store <4 x i16> %43, ptr %45, align 8, !tbaa !8
  %46 = add nuw i64 %11, 8
  %47 = icmp eq i64 %46, %9
  br i1 %47, label %48, label %10, !llvm.loop !90

48:                                               ; preds = %10
  %49 = icmp eq i64 %9, %4
  br i1 %49, label %50, label %6

50:                                               ; preds = %51, %48, %1
  ret void

51:                                               ; preds = %6, %51
  %52 = phi i64 [ %70, %51 ], [ %7, %6 ]
  %53 = getelementptr inbounds i32, ptr @i32b, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !10
  %55 = sitofp i32 %54 to float
  %56 = fmul float %55, 5.000000e-01
  %57 = getelementptr inbounds float, ptr @run_avx2.of, i64 %52
  store float %56, ptr %57, align 4, !tbaa !14
  %58 = fpext float %56 to double
  %59 = getelementptr inbounds i8, ptr @u8a, i64 %52
  %60 = load i8, ptr %59, align 1, !tbaa !5
  %61 = uitofp i8 %60 to double
  %62 = fadd double %58, %61
  %63 = getelementptr inbounds double, ptr @run_avx2.od, i64 %52
  store double %62, ptr %63, align 8, !tbaa !18
  %64 = zext i8 %60 to i32
  %65 = mul nuw nsw i32 %64, 3
  %66 = fptosi float %56 to i32
  %67 = sub nsw i32 %65, %66
  %68 = trunc i32 %67 to i16
  %69 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %52
  store i16 %68, ptr %69, align 2, !tbaa !8
  %70 = add nuw nsw i64 %52, 1
  %71 = icmp eq i64 %70, %4
  br i1 %71, label %50, label %51, !llvm.loop !91
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @stride2_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 1
  br i1 %2, label %3, label %61

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = add nsw i64 %4, -2
  %6 = lshr i64 %5, 1
  %7 = add nuw i64 %6, 1
  %8 = icmp ult i64 %5, 62
  br i1 %8, label %9, label %12

9:                                                ; preds = %55, %3
  %10 = phi i64 [ 0, %3 ], [ %14, %55 ]
  %11 = phi i32 [ 0, %3 ], [ %59, %55 ]
  br label %63

12:                                               ; preds = %3
  %13 = and i64 %7, -32
  %14 = shl i64 %13, 1
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %53, %15 ]
  %17 = phi <8 x i32> [ zeroinitializer, %12 ], [ %49, %15 ]
  %18 = phi <8 x i32> [ zeroinitializer, %12 ], [ %50, %15 ]
  %19 = phi <8 x i32> [ zeroinitializer, %12 ], [ %51, %15 ]
  %20 = phi <8 x i32> [ zeroinitializer, %12 ], [ %52, %15 ]
  %21 = shl i64 %16, 1
  %22 = or disjoint i64 %21, 16
  %23 = or disjoint i64 %21, 32
  %24 = or disjoint i64 %21, 48
  %25 = getelementptr inbounds i32, ptr @i32a, i64 %21
  %26 = getelementptr inbounds i32, ptr @i32a, i64 %22
  %27 = getelementptr inbounds i32, ptr @i32a, i64 %23
  %28 = getelementptr inbounds i32, ptr @i32a, i64 %24
  %29 = load <16 x i32>, ptr %25, align 16, !tbaa !10
  %30 = load <16 x i32>, ptr %26, align 16, !tbaa !10
  %31 = load <16 x i32>, ptr %27, align 16, !tbaa !10
  %32 = load <16 x i32>, ptr %28, align 16, !tbaa !10
  %33 = shufflevector <16 x i32> %29, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %34 = shufflevector <16 x i32> %30, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %35 = shufflevector <16 x i32> %31, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %36 = shufflevector <16 x i32> %32, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %37 = shufflevector <16 x i32> %29, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %38 = shufflevector <16 x i32> %30, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %39 = shufflevector <16 x i32> %31, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %40 = shufflevector <16 x i32> %32, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %41 = mul nsw <8 x i32> %33, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %42 = mul nsw <8 x i32> %34, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %43 = mul nsw <8 x i32> %35, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %44 = mul nsw <8 x i32> %36, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %45 = sub <8 x i32> %17, %37
  %46 = sub <8 x i32> %18, %38
  %47 = sub <8 x i32> %19, %39
  %48 = sub <8 x i32> %20, %40
  %49 = add <8 x i32> %45, %41
  %50 = add <8 x i32> %46, %42
  %51 = add <8 x i32> %47, %43
  %52 = add <8 x i32> %48, %44
  %53 = add nuw i64 %16, 32
  %54 = icmp eq i64 %53, %13
  br i1 %54, label %55, label %15, !llvm.loop !92

55:                                               ; preds = %15
  %56 = add <8 x i32> %50, %49
  %57 = add <8 x i32> %51, %56
  %58 = add <8 x i32> %52, %57
  %59 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %58)
  %60 = icmp eq i64 %7, %13
  br i1 %60, label %61, label %9

61:                                               ; preds = %63, %55, %1
  %62 = phi i32 [ 0, %1 ], [ %59, %55 ], [ %73, %63 ]
  ret i32 %62

63:                                               ; preds = %9, %63
  %64 = phi i64 [ %74, %63 ], [ %10, %9 ]
  %65 = phi i32 [ %73, %63 ], [ %11, %9 ]
  %66 = or disjoint i64 %64, 1
  %67 = getelementptr inbounds i32, ptr @i32a, i64 %64
  %68 = load i32, ptr %67, align 8, !tbaa !10
  %69 = mul nsw i32 %68, 3
  %70 = getelementptr inbounds i32, ptr @i32a, i64 %66
  %71 = load i32, ptr %70, align 4, !tbaa !10
  %72 = sub i32 %65, %71
  %73 = add i32 %72, %69
  %74 = add nuw nsw i64 %64, 2
  %75 = or disjoint i64 %74, 1
  %76 = icmp ult i64 %75, %4
  br i1 %76, label %63, label %61, !llvm.loop !93
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %56

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = zext nneg i32 %0 to i64
  %6 = getelementptr i16, ptr @i16a, i64 %4
  %7 = icmp ult i32 %0, 8
  br i1 %7, label %39, label %8

8:                                                ; preds = %3
  %9 = icmp ult i32 %0, 64
  br i1 %9, label %41, label %10

10:                                               ; preds = %8
  %11 = and i64 %5, 2147483584
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %32, %12 ]
  %14 = xor i64 %13, -1
  %15 = getelementptr i16, ptr %6, i64 %14
  %16 = getelementptr i8, ptr %15, i64 -30
  %17 = getelementptr i8, ptr %15, i64 -62
  %18 = getelementptr i8, ptr %15, i64 -94
  %19 = getelementptr i8, ptr %15, i64 -126
  %20 = load <16 x i16>, ptr %16, align 2, !tbaa !8
  %21 = shufflevector <16 x i16> %20, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %22 = load <16 x i16>, ptr %17, align 2, !tbaa !8
  %23 = shufflevector <16 x i16> %22, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %24 = load <16 x i16>, ptr %18, align 2, !tbaa !8
  %25 = shufflevector <16 x i16> %24, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %26 = load <16 x i16>, ptr %19, align 2, !tbaa !8
  %27 = shufflevector <16 x i16> %26, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %28 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %13
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = getelementptr inbounds i8, ptr %28, i64 64
  %31 = getelementptr inbounds i8, ptr %28, i64 96
  store <16 x i16> %21, ptr %28, align 16, !tbaa !8
  store <16 x i16> %23, ptr %29, align 16, !tbaa !8
  store <16 x i16> %25, ptr %30, align 16, !tbaa !8
  store <16 x i16> %27, ptr %31, align 16, !tbaa !8
  %32 = add nuw i64 %13, 64
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %12, !llvm.loop !94

34:                                               ; preds = %12
  %35 = icmp eq i64 %11, %5
  br i1 %35, label %56, label %36

36:                                               ; preds = %34
  %37 = and i64 %5, 56
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %54, %3, %36
  %40 = phi i64 [ 0, %3 ], [ %11, %36 ], [ %43, %54 ]
  br label %57

41:                                               ; preds = %8, %36
  %42 = phi i64 [ %11, %36 ], [ 0, %8 ]
  %43 = and i64 %5, 2147483640
  %44 = getelementptr i8, ptr %6, i64 -14
  br label %45

45:                                               ; preds = %45, %41
  %46 = phi i64 [ %42, %41 ], [ %52, %45 ]
  %47 = xor i64 %46, -1
  %48 = getelementptr i16, ptr %44, i64 %47
  %49 = load <8 x i16>, ptr %48, align 2, !tbaa !8
  %50 = shufflevector <8 x i16> %49, <8 x i16> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %51 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %46
  store <8 x i16> %50, ptr %51, align 16, !tbaa !8
  %52 = add nuw i64 %46, 8
  %53 = icmp eq i64 %52, %43
  br i1 %53, label %54, label %45, !llvm.loop !95

54:                                               ; preds = %45
  %55 = icmp eq i64 %43, %5
  br i1 %55, label %56, label %39

56:                                               ; preds = %57, %34, %54, %1
  ret void

57:                                               ; preds = %39, %57
  %58 = phi i64 [ %63, %57 ], [ %40, %39 ]
  %59 = xor i64 %58, -1
  %60 = getelementptr i16, ptr %6, i64 %59
  %61 = load i16, ptr %60, align 2, !tbaa !8
  %62 = getelementptr inbounds i16, ptr @run_avx2.o16, i64 %58
  store i16 %61, ptr %62, align 2, !tbaa !8
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %5
  br i1 %64, label %56, label %57, !llvm.loop !96
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @gather_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %252

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %246, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %246 ]
  %8 = phi i32 [ 0, %3 ], [ %250, %246 ]
  br label %254

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %244, %11 ]
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %240, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %241, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %242, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %243, %11 ]
  %17 = or disjoint i64 %12, 1
  %18 = or disjoint i64 %12, 2
  %19 = or disjoint i64 %12, 3
  %20 = or disjoint i64 %12, 4
  %21 = or disjoint i64 %12, 5
  %22 = or disjoint i64 %12, 6
  %23 = or disjoint i64 %12, 7
  %24 = or disjoint i64 %12, 8
  %25 = or disjoint i64 %12, 9
  %26 = or disjoint i64 %12, 10
  %27 = or disjoint i64 %12, 11
  %28 = or disjoint i64 %12, 12
  %29 = or disjoint i64 %12, 13
  %30 = or disjoint i64 %12, 14
  %31 = or disjoint i64 %12, 15
  %32 = or disjoint i64 %12, 16
  %33 = or disjoint i64 %12, 17
  %34 = or disjoint i64 %12, 18
  %35 = or disjoint i64 %12, 19
  %36 = or disjoint i64 %12, 20
  %37 = or disjoint i64 %12, 21
  %38 = or disjoint i64 %12, 22
  %39 = or disjoint i64 %12, 23
  %40 = or disjoint i64 %12, 24
  %41 = or disjoint i64 %12, 25
  %42 = or disjoint i64 %12, 26
  %43 = or disjoint i64 %12, 27
  %44 = or disjoint i64 %12, 28
  %45 = or disjoint i64 %12, 29
  %46 = or disjoint i64 %12, 30
  %47 = or disjoint i64 %12, 31
  %48 = getelementptr inbounds i32, ptr @idx, i64 %12
  %49 = getelementptr inbounds i32, ptr @idx, i64 %17
  %50 = getelementptr inbounds i32, ptr @idx, i64 %18
  %51 = getelementptr inbounds i32, ptr @idx, i64 %19
  %52 = getelementptr inbounds i32, ptr @idx, i64 %20
  %53 = getelementptr inbounds i32, ptr @idx, i64 %21
  %54 = getelementptr inbounds i32, ptr @idx, i64 %22
  %55 = getelementptr inbounds i32, ptr @idx, i64 %23
  %56 = getelementptr inbounds i32, ptr @idx, i64 %24
  %57 = getelementptr inbounds i32, ptr @idx, i64 %25
  %58 = getelementptr inbounds i32, ptr @idx, i64 %26
  %59 = getelementptr inbounds i32, ptr @idx, i64 %27
  %60 = getelementptr inbounds i32, ptr @idx, i64 %28
  %61 = getelementptr inbounds i32, ptr @idx, i64 %29
  %62 = getelementptr inbounds i32, ptr @idx, i64 %30
  %63 = getelementptr inbounds i32, ptr @idx, i64 %31
  %64 = getelementptr inbounds i32, ptr @idx, i64 %32
  %65 = getelementptr inbounds i32, ptr @idx, i64 %33
  %66 = getelementptr inbounds i32, ptr @idx, i64 %34
  %67 = getelementptr inbounds i32, ptr @idx, i64 %35
  %68 = getelementptr inbounds i32, ptr @idx, i64 %36
  %69 = getelementptr inbounds i32, ptr @idx, i64 %37
  %70 = getelementptr inbounds i32, ptr @idx, i64 %38
  %71 = getelementptr inbounds i32, ptr @idx, i64 %39
  %72 = getelementptr inbounds i32, ptr @idx, i64 %40
  %73 = getelementptr inbounds i32, ptr @idx, i64 %41
  %74 = getelementptr inbounds i32, ptr @idx, i64 %42
  %75 = getelementptr inbounds i32, ptr @idx, i64 %43
  %76 = getelementptr inbounds i32, ptr @idx, i64 %44
  %77 = getelementptr inbounds i32, ptr @idx, i64 %45
  %78 = getelementptr inbounds i32, ptr @idx, i64 %46
  %79 = getelementptr inbounds i32, ptr @idx, i64 %47
  %80 = load i32, ptr %48, align 16, !tbaa !10
  %81 = load i32, ptr %49, align 4, !tbaa !10
  %82 = load i32, ptr %50, align 8, !tbaa !10
  %83 = load i32, ptr %51, align 4, !tbaa !10
  %84 = load i32, ptr %52, align 16, !tbaa !10
  %85 = load i32, ptr %53, align 4, !tbaa !10
  %86 = load i32, ptr %54, align 8, !tbaa !10
  %87 = load i32, ptr %55, align 4, !tbaa !10
  %88 = load i32, ptr %56, align 16, !tbaa !10
  %89 = load i32, ptr %57, align 4, !tbaa !10
  %90 = load i32, ptr %58, align 8, !tbaa !10
  %91 = load i32, ptr %59, align 4, !tbaa !10
  %92 = load i32, ptr %60, align 16, !tbaa !10
  %93 = load i32, ptr %61, align 4, !tbaa !10
  %94 = load i32, ptr %62, align 8, !tbaa !10
  %95 = load i32, ptr %63, align 4, !tbaa !10
  %96 = load i32, ptr %64, align 16, !tbaa !10
  %97 = load i32, ptr %65, align 4, !tbaa !10
  %98 = load i32, ptr %66, align 8, !tbaa !10
  %99 = load i32, ptr %67, align 4, !tbaa !10
  %100 = load i32, ptr %68, align 16, !tbaa !10
  %101 = load i32, ptr %69, align 4, !tbaa !10
  %102 = load i32, ptr %70, align 8, !tbaa !10
  %103 = load i32, ptr %71, align 4, !tbaa !10
  %104 = load i32, ptr %72, align 16, !tbaa !10
  %105 = load i32, ptr %73, align 4, !tbaa !10
  %106 = load i32, ptr %74, align 8, !tbaa !10
  %107 = load i32, ptr %75, align 4, !tbaa !10
  %108 = load i32, ptr %76, align 16, !tbaa !10
  %109 = load i32, ptr %77, align 4, !tbaa !10
  %110 = load i32, ptr %78, align 8, !tbaa !10
  %111 = load i32, ptr %79, align 4, !tbaa !10
  %112 = sext i32 %80 to i64
  %113 = sext i32 %81 to i64
  %114 = sext i32 %82 to i64
  %115 = sext i32 %83 to i64
  %116 = sext i32 %84 to i64
  %117 = sext i32 %85 to i64
  %118 = sext i32 %86 to i64
  %119 = sext i32 %87 to i64
  %120 = sext i32 %88 to i64
  %121 = sext i32 %89 to i64
  %122 = sext i32 %90 to i64
  %123 = sext i32 %91 to i64
  %124 = sext i32 %92 to i64
  %125 = sext i32 %93 to i64
  %126 = sext i32 %94 to i64
  %127 = sext i32 %95 to i64
  %128 = sext i32 %96 to i64
  %129 = sext i32 %97 to i64
  %130 = sext i32 %98 to i64
  %131 = sext i32 %99 to i64
  %132 = sext i32 %100 to i64
  %133 = sext i32 %101 to i64
  %134 = sext i32 %102 to i64
  %135 = sext i32 %103 to i64
  %136 = sext i32 %104 to i64
  %137 = sext i32 %105 to i64
  %138 = sext i32 %106 to i64
  %139 = sext i32 %107 to i64
  %140 = sext i32 %108 to i64
  %141 = sext i32 %109 to i64
  %142 = sext i32 %110 to i64
  %143 = sext i32 %111 to i64
  %144 = getelementptr inbounds i32, ptr @i32a, i64 %112
  %145 = getelementptr inbounds i32, ptr @i32a, i64 %113
  %146 = getelementptr inbounds i32, ptr @i32a, i64 %114
  %147 = getelementptr inbounds i32, ptr @i32a, i64 %115
  %148 = getelementptr inbounds i32, ptr @i32a, i64 %116
  %149 = getelementptr inbounds i32, ptr @i32a, i64 %117
  %150 = getelementptr inbounds i32, ptr @i32a, i64 %118
  %151 = getelementptr inbounds i32, ptr @i32a, i64 %119
  %152 = getelementptr inbounds i32, ptr @i32a, i64 %120
  %153 = getelementptr inbounds i32, ptr @i32a, i64 %121
  %154 = getelementptr inbounds i32, ptr @i32a, i64 %122
  %155 = getelementptr inbounds i32, ptr @i32a, i64 %123
  %156 = getelementptr inbounds i32, ptr @i32a, i64 %124
  %157 = getelementptr inbounds i32, ptr @i32a, i64 %125
  %158 = getelementptr inbounds i32, ptr @i32a, i64 %126
  %159 = getelementptr inbounds i32, ptr @i32a, i64 %127
  %160 = getelementptr inbounds i32, ptr @i32a, i64 %128
  %161 = getelementptr inbounds i32, ptr @i32a, i64 %129
  %162 = getelementptr inbounds i32, ptr @i32a, i64 %130
  %163 = getelementptr inbounds i32, ptr @i32a, i64 %131
  %164 = getelementptr inbounds i32, ptr @i32a, i64 %132
  %165 = getelementptr inbounds i32, ptr @i32a, i64 %133
  %166 = getelementptr inbounds i32, ptr @i32a, i64 %134
  %167 = getelementptr inbounds i32, ptr @i32a, i64 %135
  %168 = getelementptr inbounds i32, ptr @i32a, i64 %136
  %169 = getelementptr inbounds i32, ptr @i32a, i64 %137
  %170 = getelementptr inbounds i32, ptr @i32a, i64 %138
  %171 = getelementptr inbounds i32, ptr @i32a, i64 %139
  %172 = getelementptr inbounds i32, ptr @i32a, i64 %140
  %173 = getelementptr inbounds i32, ptr @i32a, i64 %141
  %174 = getelementptr inbounds i32, ptr @i32a, i64 %142
  %175 = getelementptr inbounds i32, ptr @i32a, i64 %143
  %176 = load i32, ptr %144, align 4, !tbaa !10
  %177 = load i32, ptr %145, align 4, !tbaa !10
  %178 = load i32, ptr %146, align 4, !tbaa !10
  %179 = load i32, ptr %147, align 4, !tbaa !10
  %180 = load i32, ptr %148, align 4, !tbaa !10
  %181 = load i32, ptr %149, align 4, !tbaa !10
  %182 = load i32, ptr %150, align 4, !tbaa !10
  %183 = load i32, ptr %151, align 4, !tbaa !10
  %184 = insertelement <8 x i32> poison, i32 %176, i64 0
  %185 = insertelement <8 x i32> %184, i32 %177, i64 1
  %186 = insertelement <8 x i32> %185, i32 %178, i64 2
  %187 = insertelement <8 x i32> %186, i32 %179, i64 3
  %188 = insertelement <8 x i32> %187, i32 %180, i64 4
  %189 = insertelement <8 x i32> %188, i32 %181, i64 5
  %190 = insertelement <8 x i32> %189, i32 %182, i64 6
  %191 = insertelement <8 x i32> %190, i32 %183, i64 7
  %192 = load i32, ptr %152, align 4, !tbaa !10
  %193 = load i32, ptr %153, align 4, !tbaa !10
  %194 = load i32, ptr %154, align 4, !tbaa !10
  %195 = load i32, ptr %155, align 4, !tbaa !10
  %196 = load i32, ptr %156, align 4, !tbaa !10
  %197 = load i32, ptr %157, align 4, !tbaa !10
  %198 = load i32, ptr %158, align 4, !tbaa !10
  %199 = load i32, ptr %159, align 4, !tbaa !10
  %200 = insertelement <8 x i32> poison, i32 %192, i64 0
  %201 = insertelement <8 x i32> %200, i32 %193, i64 1
  %202 = insertelement <8 x i32> %201, i32 %194, i64 2
  %203 = insertelement <8 x i32> %202, i32 %195, i64 3
  %204 = insertelement <8 x i32> %203, i32 %196, i64 4
  %205 = insertelement <8 x i32> %204, i32 %197, i64 5
  %206 = insertelement <8 x i32> %205, i32 %198, i64 6
  %207 = insertelement <8 x i32> %206, i32 %199, i64 7
  %208 = load i32, ptr %160, align 4, !tbaa !10
  %209 = load i32, ptr %161, align 4, !tbaa !10
  %210 = load i32, ptr %162, align 4, !tbaa !10
  %211 = load i32, ptr %163, align 4, !tbaa !10
  %212 = load i32, ptr %164, align 4, !tbaa !10
  %213 = load i32, ptr %165, align 4, !tbaa !10
  %214 = load i32, ptr %166, align 4, !tbaa !10
  %215 = load i32, ptr %167, align 4, !tbaa !10
  %216 = insertelement <8 x i32> poison, i32 %208, i64 0
  %217 = insertelement <8 x i32> %216, i32 %209, i64 1
  %218 = insertelement <8 x i32> %217, i32 %210, i64 2
  %219 = insertelement <8 x i32> %218, i32 %211, i64 3
  %220 = insertelement <8 x i32> %219, i32 %212, i64 4
  %221 = insertelement <8 x i32> %220, i32 %213, i64 5
  %222 = insertelement <8 x i32> %221, i32 %214, i64 6
  %223 = insertelement <8 x i32> %222, i32 %215, i64 7
  %224 = load i32, ptr %168, align 4, !tbaa !10
  %225 = load i32, ptr %169, align 4, !tbaa !10
  %226 = load i32, ptr %170, align 4, !tbaa !10
  %227 = load i32, ptr %171, align 4, !tbaa !10
  %228 = load i32, ptr %172, align 4, !tbaa !10
  %229 = load i32, ptr %173, align 4, !tbaa !10
  %230 = load i32, ptr %174, align 4, !tbaa !10
  %231 = load i32, ptr %175, align 4, !tbaa !10
  %232 = insertelement <8 x i32> poison, i32 %224, i64 0
  %233 = insertelement <8 x i32> %232, i32 %225, i64 1
  %234 = insertelement <8 x i32> %233, i32 %226, i64 2
  %235 = insertelement <8 x i32> %234, i32 %227, i64 3
  %236 = insertelement <8 x i32> %235, i32 %228, i64 4
  %237 = insertelement <8 x i32> %236, i32 %229, i64 5
  %238 = insertelement <8 x i32> %237, i32 %230, i64 6
  %239 = insertelement <8 x i32> %238, i32 %231, i64 7
  %240 = add <8 x i32> %191, %13
  %241 = add <8 x i32> %207, %14
  %242 = add <8 x i32> %223, %15
  %243 = add <8 x i32> %239, %16
  %244 = add nuw i64 %12, 32
  %245 = icmp eq i64 %244, %10
  br i1 %245, label %246, label %11, !llvm.loop !97

246:                                              ; preds = %11
  %247 = add <8 x i32> %241, %240
  %248 = add <8 x i32> %242, %247
  %249 = add <8 x i32> %243, %248
  %250 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %249)
  %251 = icmp eq i64 %10, %4
  br i1 %251, label %252, label %6

252:                                              ; preds = %254, %246, %1
  %253 = phi i32 [ 0, %1 ], [ %250, %246 ], [ %262, %254 ]
  ret i32 %253

254:                                              ; preds = %6, %254
  %255 = phi i64 [ %263, %254 ], [ %7, %6 ]
  %256 = phi i32 [ %262, %254 ], [ %8, %6 ]
  %257 = getelementptr inbounds i32, ptr @idx, i64 %255
  %258 = load i32, ptr %257, align 4, !tbaa !10
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds i32, ptr @i32a, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !10
  %262 = add nsw i32 %261, %256
  %263 = add nuw nsw i64 %255, 1
  %264 = icmp eq i64 %263, %4
  br i1 %264, label %252, label %254, !llvm.loop !98
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %36

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %8

6:                                                ; preds = %34, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %34 ]
  br label %37

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %32, %10 ]
  %12 = getelementptr inbounds i32, ptr @i32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <8 x i32>, ptr %12, align 16, !tbaa !10
  %17 = load <8 x i32>, ptr %13, align 16, !tbaa !10
  %18 = load <8 x i32>, ptr %14, align 16, !tbaa !10
  %19 = load <8 x i32>, ptr %15, align 16, !tbaa !10
  %20 = icmp sgt <8 x i32> %16, zeroinitializer
  %21 = icmp sgt <8 x i32> %17, zeroinitializer
  %22 = icmp sgt <8 x i32> %18, zeroinitializer
  %23 = icmp sgt <8 x i32> %19, zeroinitializer
  %24 = udiv <8 x i32> %16, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %25 = udiv <8 x i32> %17, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %26 = udiv <8 x i32> %18, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %27 = udiv <8 x i32> %19, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %28 = getelementptr i32, ptr @run_avx2.o32, i64 %11
  %29 = getelementptr i8, ptr %28, i64 32
  %30 = getelementptr i8, ptr %28, i64 64
  %31 = getelementptr i8, ptr %28, i64 96
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %24, ptr %28, i32 4, <8 x i1> %20), !tbaa !10
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %25, ptr %29, i32 4, <8 x i1> %21), !tbaa !10
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %26, ptr %30, i32 4, <8 x i1> %22), !tbaa !10
  tail call void @llvm.masked.store.v8i32.p0(<8 x i32> %27, ptr %31, i32 4, <8 x i1> %23), !tbaa !10
  %32 = add nuw i64 %11, 32
  %33 = icmp eq i64 %32, %9
  br i1 %33, label %34, label %10, !llvm.loop !99

34:                                               ; preds = %10
  %35 = icmp eq i64 %9, %4
  br i1 %35, label %36, label %6

36:                                               ; preds = %45, %34, %1
  ret void

37:                                               ; preds = %6, %45
  %38 = phi i64 [ %46, %45 ], [ %7, %6 ]
  %39 = getelementptr inbounds i32, ptr @i32a, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !10
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %37
  %43 = udiv i32 %40, 3
  %44 = getelementptr inbounds i32, ptr @run_avx2.o32, i64 %38
  store i32 %43, ptr %44, align 4, !tbaa !10
  br label %45

45:                                               ; preds = %37, %42
  %46 = add nuw nsw i64 %38, 1
  %47 = icmp eq i64 %46, %4
  br i1 %47, label %36, label %37, !llvm.loop !100
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shifts_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %56

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %8

6:                                                ; preds = %54, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %54 ]
  br label %57

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %52, %10 ]
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <8 x i32>, ptr %12, align 16, !tbaa !10
  %17 = load <8 x i32>, ptr %13, align 16, !tbaa !10
  %18 = load <8 x i32>, ptr %14, align 16, !tbaa !10
  %19 = load <8 x i32>, ptr %15, align 16, !tbaa !10
  %20 = getelementptr inbounds i32, ptr @i32b, i64 %11
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <8 x i32>, ptr %20, align 16, !tbaa !10
  %25 = load <8 x i32>, ptr %21, align 16, !tbaa !10
  %26 = load <8 x i32>, ptr %22, align 16, !tbaa !10
  %27 = load <8 x i32>, ptr %23, align 16, !tbaa !10
  %28 = and <8 x i32> %24, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %29 = and <8 x i32> %25, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %30 = and <8 x i32> %26, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %31 = and <8 x i32> %27, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %32 = shl <8 x i32> %16, %28
  %33 = shl <8 x i32> %17, %29
  %34 = shl <8 x i32> %18, %30
  %35 = shl <8 x i32> %19, %31
  %36 = and <8 x i32> %24, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %37 = and <8 x i32> %25, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %38 = and <8 x i32> %26, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %39 = and <8 x i32> %27, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %40 = lshr <8 x i32> %16, %36
  %41 = lshr <8 x i32> %17, %37
  %42 = lshr <8 x i32> %18, %38
  %43 = lshr <8 x i32> %19, %39
  %44 = xor <8 x i32> %32, %40
  %45 = xor <8 x i32> %33, %41
  %46 = xor <8 x i32> %34, %42
  %47 = xor <8 x i32> %35, %43
  %48 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %11
  %49 = getelementptr inbounds i8, ptr %48, i64 32
  %50 = getelementptr inbounds i8, ptr %48, i64 64
  %51 = getelementptr inbounds i8, ptr %48, i64 96
  store <8 x i32> %44, ptr %48, align 16, !tbaa !10
  store <8 x i32> %45, ptr %49, align 16, !tbaa !10
  store <8 x i32> %46, ptr %50, align 16, !tbaa !10
  store <8 x i32> %47, ptr %51, align 16, !tbaa !10
  %52 = add nuw i64 %11, 32
  %53 = icmp eq i64 %52, %9
  br i1 %53, label %54, label %10, !llvm.loop !101

54:                                               ; preds = %10
  %55 = icmp eq i64 %9, %4
  br i1 %55, label %56, label %6

56:                                               ; preds = %57, %54, %1
  ret void

57:                                               ; preds = %6, %57
  %58 = phi i64 [ %69, %57 ], [ %7, %6 ]
  %59 = getelementptr inbounds i32, ptr @u32a, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !10
  %61 = getelementptr inbounds i32, ptr @i32b, i64 %58
  %62 = load i32, ptr %61, align 4, !tbaa !10
  %63 = and i32 %62, 31
  %64 = shl i32 %60, %63
  %65 = and i32 %62, 7
  %66 = lshr i32 %60, %65
  %67 = xor i32 %64, %66
  %68 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %58
  store i32 %67, ptr %68, align 4, !tbaa !10
  %69 = add nuw nsw i64 %58, 1
  %70 = icmp eq i64 %69, %4
  br i1 %70, label %56, label %57, !llvm.loop !102
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul64_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %44

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %6, label %8

6:                                                ; preds = %42, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %42 ]
  br label %45

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483632
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %40, %10 ]
  %12 = getelementptr inbounds i64, ptr @i64a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <4 x i64>, ptr %12, align 16, !tbaa !12
  %17 = load <4 x i64>, ptr %13, align 16, !tbaa !12
  %18 = load <4 x i64>, ptr %14, align 16, !tbaa !12
  %19 = load <4 x i64>, ptr %15, align 16, !tbaa !12
  %20 = getelementptr inbounds i64, ptr @i64b, i64 %11
  %21 = getelementptr inbounds i8, ptr %20, i64 32
  %22 = getelementptr inbounds i8, ptr %20, i64 64
  %23 = getelementptr inbounds i8, ptr %20, i64 96
  %24 = load <4 x i64>, ptr %20, align 16, !tbaa !12
  %25 = load <4 x i64>, ptr %21, align 16, !tbaa !12
  %26 = load <4 x i64>, ptr %22, align 16, !tbaa !12
  %27 = load <4 x i64>, ptr %23, align 16, !tbaa !12
  %28 = mul <4 x i64> %24, %16
  %29 = mul <4 x i64> %25, %17
  %30 = mul <4 x i64> %26, %18
  %31 = mul <4 x i64> %27, %19
  %32 = add <4 x i64> %28, <i64 7, i64 7, i64 7, i64 7>
  %33 = add <4 x i64> %29, <i64 7, i64 7, i64 7, i64 7>
  %34 = add <4 x i64> %30, <i64 7, i64 7, i64 7, i64 7>
  %35 = add <4 x i64> %31, <i64 7, i64 7, i64 7, i64 7>
  %36 = getelementptr inbounds i64, ptr @run_avx2.o64, i64 %11
  %37 = getelementptr inbounds i8, ptr %36, i64 32
  %38 = getelementptr inbounds i8, ptr %36, i64 64
  %39 = getelementptr inbounds i8, ptr %36, i64 96
  store <4 x i64> %32, ptr %36, align 16, !tbaa !12
  store <4 x i64> %33, ptr %37, align 16, !tbaa !12
  store <4 x i64> %34, ptr %38, align 16, !tbaa !12
  store <4 x i64> %35, ptr %39, align 16, !tbaa !12
  %40 = add nuw i64 %11, 16
  %41 = icmp eq i64 %40, %9
  br i1 %41, label %42, label %10, !llvm.loop !103

42:                                               ; preds = %10
  %43 = icmp eq i64 %9, %4
  br i1 %43, label %44, label %6

44:                                               ; preds = %45, %42, %1
  ret void

45:                                               ; preds = %6, %45
  %46 = phi i64 [ %54, %45 ], [ %7, %6 ]
  %47 = getelementptr inbounds i64, ptr @i64a, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !12
  %49 = getelementptr inbounds i64, ptr @i64b, i64 %46
  %50 = load i64, ptr %49, align 8, !tbaa !12
  %51 = mul i64 %50, %48
  %52 = add i64 %51, 7
  %53 = getelementptr inbounds i64, ptr @run_avx2.o64, i64 %46
  store i64 %52, ptr %53, align 8, !tbaa !12
  %54 = add nuw nsw i64 %46, 1
  %55 = icmp eq i64 %54, %4
  br i1 %55, label %44, label %45, !llvm.loop !104
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @popcnt_avx2(i32 noundef %0) unnamed_addr #10 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %41

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %35, %3
  %7 = phi i64 [ 0, %3 ], [ %10, %35 ]
  %8 = phi i32 [ 0, %3 ], [ %39, %35 ]
  br label %43

9:                                                ; preds = %3
  %10 = and i64 %4, 2147483616
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %33, %11 ]
  %13 = phi <8 x i32> [ zeroinitializer, %9 ], [ %29, %11 ]
  %14 = phi <8 x i32> [ zeroinitializer, %9 ], [ %30, %11 ]
  %15 = phi <8 x i32> [ zeroinitializer, %9 ], [ %31, %11 ]
  %16 = phi <8 x i32> [ zeroinitializer, %9 ], [ %32, %11 ]
  %17 = getelementptr inbounds i32, ptr @u32a, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 32
  %19 = getelementptr inbounds i8, ptr %17, i64 64
  %20 = getelementptr inbounds i8, ptr %17, i64 96
  %21 = load <8 x i32>, ptr %17, align 16, !tbaa !10
  %22 = load <8 x i32>, ptr %18, align 16, !tbaa !10
  %23 = load <8 x i32>, ptr %19, align 16, !tbaa !10
  %24 = load <8 x i32>, ptr %20, align 16, !tbaa !10
  %25 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %21)
  %26 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %22)
  %27 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %23)
  %28 = tail call range(i32 0, 33) <8 x i32> @llvm.ctpop.v8i32(<8 x i32> %24)
  %29 = add <8 x i32> %25, %13
  %30 = add <8 x i32> %26, %14
  %31 = add <8 x i32> %27, %15
  %32 = add <8 x i32> %28, %16
  %33 = add nuw i64 %12, 32
  %34 = icmp eq i64 %33, %10
  br i1 %34, label %35, label %11, !llvm.loop !105

35:                                               ; preds = %11
  %36 = add <8 x i32> %30, %29
  %37 = add <8 x i32> %31, %36
  %38 = add <8 x i32> %32, %37
  %39 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %38)
  %40 = icmp eq i64 %10, %4
  br i1 %40, label %41, label %6

41:                                               ; preds = %43, %35, %1
  %42 = phi i32 [ 0, %1 ], [ %39, %35 ], [ %49, %43 ]
  ret i32 %42

43:                                               ; preds = %6, %43
  %44 = phi i64 [ %50, %43 ], [ %7, %6 ]
  %45 = phi i32 [ %49, %43 ], [ %8, %6 ]
  %46 = getelementptr inbounds i32, ptr @u32a, i64 %44
  %47 = load i32, ptr %46, align 4, !tbaa !10
  %48 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %47)
  %49 = add nuw nsw i32 %48, %45
  %50 = add nuw nsw i64 %44, 1
  %51 = icmp eq i64 %50, %4
  br i1 %51, label %41, label %43, !llvm.loop !106
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @gray_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %64

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 16
  br i1 %5, label %36, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %0, 32
  br i1 %7, label %38, label %8

8:                                                ; preds = %6
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = mul nuw nsw i64 %11, 3
  %13 = getelementptr inbounds i8, ptr @u8b, i64 %12
  %14 = load <96 x i8>, ptr %13, align 16, !tbaa !5
  %15 = shufflevector <96 x i8> %14, <96 x i8> poison, <32 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45, i32 48, i32 51, i32 54, i32 57, i32 60, i32 63, i32 66, i32 69, i32 72, i32 75, i32 78, i32 81, i32 84, i32 87, i32 90, i32 93>
  %16 = shufflevector <96 x i8> %14, <96 x i8> poison, <32 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46, i32 49, i32 52, i32 55, i32 58, i32 61, i32 64, i32 67, i32 70, i32 73, i32 76, i32 79, i32 82, i32 85, i32 88, i32 91, i32 94>
  %17 = shufflevector <96 x i8> %14, <96 x i8> poison, <32 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47, i32 50, i32 53, i32 56, i32 59, i32 62, i32 65, i32 68, i32 71, i32 74, i32 77, i32 80, i32 83, i32 86, i32 89, i32 92, i32 95>
  %18 = zext <32 x i8> %15 to <32 x i32>
  %19 = mul nuw nsw <32 x i32> %18, <i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77>
  %20 = zext <32 x i8> %16 to <32 x i32>
  %21 = mul nuw nsw <32 x i32> %20, <i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150>
  %22 = add nuw nsw <32 x i32> %21, %19
  %23 = zext <32 x i8> %17 to <32 x i32>
  %24 = mul nuw nsw <32 x i32> %23, <i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29>
  %25 = add nuw nsw <32 x i32> %22, %24
  %26 = lshr <32 x i32> %25, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %27 = trunc <32 x i32> %26 to <32 x i8>
  %28 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %11
  store <32 x i8> %27, ptr %28, align 16, !tbaa !5
  %29 = add nuw i64 %11, 32
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %10, !llvm.loop !107

31:                                               ; preds = %10
  %32 = icmp eq i64 %9, %4
  br i1 %32, label %64, label %33

33:                                               ; preds = %31
  %34 = and i64 %4, 16
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %38

36:                                               ; preds = %62, %3, %33
  %37 = phi i64 [ 0, %3 ], [ %9, %33 ], [ %40, %62 ]
  br label %65

38:                                               ; preds = %6, %33
  %39 = phi i64 [ %9, %33 ], [ 0, %6 ]
  %40 = and i64 %4, 2147483632
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ %39, %38 ], [ %60, %41 ]
  %43 = mul nuw nsw i64 %42, 3
  %44 = getelementptr inbounds i8, ptr @u8b, i64 %43
  %45 = load <48 x i8>, ptr %44, align 16, !tbaa !5
  %46 = shufflevector <48 x i8> %45, <48 x i8> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %47 = shufflevector <48 x i8> %45, <48 x i8> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %48 = shufflevector <48 x i8> %45, <48 x i8> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %49 = zext <16 x i8> %46 to <16 x i32>
  %50 = mul nuw nsw <16 x i32> %49, <i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77, i32 77>
  %51 = zext <16 x i8> %47 to <16 x i32>
  %52 = mul nuw nsw <16 x i32> %51, <i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150, i32 150>
  %53 = add nuw nsw <16 x i32> %52, %50
  %54 = zext <16 x i8> %48 to <16 x i32>
  %55 = mul nuw nsw <16 x i32> %54, <i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29, i32 29>
  %56 = add nuw nsw <16 x i32> %53, %55
  %57 = lshr <16 x i32> %56, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %58 = trunc <16 x i32> %57 to <16 x i8>
  %59 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %42
  store <16 x i8> %58, ptr %59, align 16, !tbaa !5
  %60 = add nuw i64 %42, 16
  %61 = icmp eq i64 %60, %40
  br i1 %61, label %62, label %41, !llvm.loop !108

62:                                               ; preds = %41
  %63 = icmp eq i64 %40, %4
  br i1 %63, label %64, label %36

64:                                               ; preds = %65, %31, %62, %1
  ret void

65:                                               ; preds = %36, %65
  %66 = phi i64 [ %85, %65 ], [ %37, %36 ]
  %67 = mul nuw nsw i64 %66, 3
  %68 = getelementptr inbounds i8, ptr @u8b, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !5
  %70 = zext i8 %69 to i32
  %71 = mul nuw nsw i32 %70, 77
  %72 = getelementptr inbounds i8, ptr %68, i64 1
  %73 = load i8, ptr %72, align 1, !tbaa !5
  %74 = zext i8 %73 to i32
  %75 = mul nuw nsw i32 %74, 150
  %76 = add nuw nsw i32 %75, %71
  %77 = getelementptr inbounds i8, ptr %68, i64 2
  %78 = load i8, ptr %77, align 1, !tbaa !5
  %79 = zext i8 %78 to i32
  %80 = mul nuw nsw i32 %79, 29
  %81 = add nuw nsw i32 %76, %80
  %82 = lshr i32 %81, 8
  %83 = trunc nuw i32 %82 to i8
  %84 = getelementptr inbounds i8, ptr @run_avx2.o8, i64 %66
  store i8 %83, ptr %84, align 1, !tbaa !5
  %85 = add nuw nsw i64 %66, 1
  %86 = icmp eq i64 %85, %4
  br i1 %86, label %64, label %65, !llvm.loop !109
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @divconst_avx2(i32 noundef %0) unnamed_addr #12 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %40

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %8

6:                                                ; preds = %38, %3
  %7 = phi i64 [ 0, %3 ], [ %9, %38 ]
  br label %41

8:                                                ; preds = %3
  %9 = and i64 %4, 2147483616
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %36, %10 ]
  %12 = getelementptr inbounds i32, ptr @u32a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 32
  %14 = getelementptr inbounds i8, ptr %12, i64 64
  %15 = getelementptr inbounds i8, ptr %12, i64 96
  %16 = load <8 x i32>, ptr %12, align 16, !tbaa !10
  %17 = load <8 x i32>, ptr %13, align 16, !tbaa !10
  %18 = load <8 x i32>, ptr %14, align 16, !tbaa !10
  %19 = load <8 x i32>, ptr %15, align 16, !tbaa !10
  %20 = udiv <8 x i32> %16, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %21 = udiv <8 x i32> %17, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %22 = udiv <8 x i32> %18, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %23 = udiv <8 x i32> %19, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %24 = urem <8 x i32> %16, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %25 = urem <8 x i32> %17, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %26 = urem <8 x i32> %18, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %27 = urem <8 x i32> %19, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %28 = add nuw nsw <8 x i32> %20, %24
  %29 = add nuw nsw <8 x i32> %21, %25
  %30 = add nuw nsw <8 x i32> %22, %26
  %31 = add nuw nsw <8 x i32> %23, %27
  %32 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %11
  %33 = getelementptr inbounds i8, ptr %32, i64 32
  %34 = getelementptr inbounds i8, ptr %32, i64 64
  %35 = getelementptr inbounds i8, ptr %32, i64 96
  store <8 x i32> %28, ptr %32, align 16, !tbaa !10
  store <8 x i32> %29, ptr %33, align 16, !tbaa !10
  store <8 x i32> %30, ptr %34, align 16, !tbaa !10
  store <8 x i32> %31, ptr %35, align 16, !tbaa !10
  %36 = add nuw i64 %11, 32
  %37 = icmp eq i64 %36, %9
  br i1 %37, label %38, label %10, !llvm.loop !110

38:                                               ; preds = %10
  %39 = icmp eq i64 %9, %4
  br i1 %39, label %40, label %6

40:                                               ; preds = %41, %38, %1
  ret void

41:                                               ; preds = %6, %41
  %42 = phi i64 [ %49, %41 ], [ %7, %6 ]
  %43 = getelementptr inbounds i32, ptr @u32a, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !10
  %45 = udiv i32 %44, 7
  %46 = urem i32 %44, 10
  %47 = add nuw nsw i32 %45, %46
  %48 = getelementptr inbounds i32, ptr @run_avx2.ou32, i64 %42
  store i32 %47, ptr %48, align 4, !tbaa !10
  %49 = add nuw nsw i64 %42, 1
  %50 = icmp eq i64 %49, %4
  br i1 %50, label %40, label %41, !llvm.loop !111
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.umax.v8i8(<8 x i8>, <8 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.umax.v32i8(<32 x i8>, <32 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v32i8(<32 x i8>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v4i64(<4 x i64>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr nocapture, i32 immarg, <8 x i1>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.ctpop.v8i32(<8 x i32>) #13

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #11 = { nofree noinline norecurse nosync nounwind memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #12 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #15 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !6, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !6, i64 0}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !17, !28, !27}
!30 = distinct !{!30, !17, !27, !28}
!31 = distinct !{!31, !17, !28, !27}
!32 = distinct !{!32, !17, !27, !28}
!33 = distinct !{!33, !17, !28, !27}
!34 = distinct !{!34, !17, !27, !28}
!35 = distinct !{!35, !17, !27, !28}
!36 = distinct !{!36, !17, !28, !27}
!37 = distinct !{!37, !17, !27, !28}
!38 = distinct !{!38, !17, !28, !27}
!39 = distinct !{!39, !17, !27, !28}
!40 = distinct !{!40, !17, !28, !27}
!41 = distinct !{!41, !17, !27, !28}
!42 = distinct !{!42, !17, !28, !27}
!43 = distinct !{!43, !17, !27, !28}
!44 = distinct !{!44, !17, !28, !27}
!45 = distinct !{!45, !17, !27, !28}
!46 = distinct !{!46, !17, !28, !27}
!47 = distinct !{!47, !17, !27, !28}
!48 = distinct !{!48, !17, !28, !27}
!49 = distinct !{!49, !17, !27, !28}
!50 = distinct !{!50, !17, !28, !27}
!51 = distinct !{!51, !17, !27, !28}
!52 = distinct !{!52, !17, !28, !27}
!53 = distinct !{!53, !17, !27, !28}
!54 = distinct !{!54, !17, !28, !27}
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = distinct !{!57, !17}
!58 = distinct !{!58, !17, !27, !28}
!59 = distinct !{!59, !17, !28, !27}
!60 = distinct !{!60, !17, !27, !28}
!61 = distinct !{!61, !17, !28, !27}
!62 = distinct !{!62, !17, !27, !28}
!63 = distinct !{!63, !17, !28, !27}
!64 = distinct !{!64, !17, !27, !28}
!65 = distinct !{!65, !17, !28, !27}
!66 = distinct !{!66, !17}
!67 = distinct !{!67, !17, !27, !28}
!68 = distinct !{!68, !17, !28, !27}
!69 = distinct !{!69, !17, !27, !28}
!70 = distinct !{!70, !17, !28, !27}
!71 = distinct !{!71, !17, !27, !28}
!72 = distinct !{!72, !17, !28, !27}
!73 = distinct !{!73, !17, !27, !28}
!74 = distinct !{!74, !17, !28, !27}
!75 = distinct !{!75, !17, !27, !28}
!76 = distinct !{!76, !17, !27, !28}
!77 = distinct !{!77, !17, !28, !27}
!78 = distinct !{!78, !17, !27, !28}
!79 = distinct !{!79, !17, !28, !27}
!80 = distinct !{!80, !17, !27, !28}
!81 = distinct !{!81, !17, !28, !27}
!82 = distinct !{!82, !17, !27, !28}
!83 = distinct !{!83, !17, !28, !27}
!84 = distinct !{!84, !17, !27, !28}
!85 = distinct !{!85, !17, !28, !27}
!86 = distinct !{!86, !17, !27, !28}
!87 = distinct !{!87, !17, !28, !27}
!88 = distinct !{!88, !17, !27, !28}
!89 = distinct !{!89, !17, !28, !27}
!90 = distinct !{!90, !17, !27, !28}
!91 = distinct !{!91, !17, !28, !27}
!92 = distinct !{!92, !17, !27, !28}
!93 = distinct !{!93, !17, !28, !27}
!94 = distinct !{!94, !17, !27, !28}
!95 = distinct !{!95, !17, !27, !28}
!96 = distinct !{!96, !17, !28, !27}
!97 = distinct !{!97, !17, !27, !28}
!98 = distinct !{!98, !17, !28, !27}
!99 = distinct !{!99, !17, !27, !28}
!100 = distinct !{!100, !17, !28, !27}
!101 = distinct !{!101, !17, !27, !28}
!102 = distinct !{!102, !17, !28, !27}
!103 = distinct !{!103, !17, !27, !28}
!104 = distinct !{!104, !17, !28, !27}
!105 = distinct !{!105, !17, !27, !28}
!106 = distinct !{!106, !17, !28, !27}
!107 = distinct !{!107, !17, !27, !28}
!108 = distinct !{!108, !17, !27, !28}
!109 = distinct !{!109, !17, !28, !27}
!110 = distinct !{!110, !17, !27, !28}
!111 = distinct !{!111, !17, !28, !27}
