; ModuleID = 'programs/atomics_rmw_families.c'
source_filename = "programs/atomics_rmw_families.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"float: sum=%g max=%g min=%g\0A\00", align 1
@fsum = internal global float 0.000000e+00, align 4
@fmaxv = internal global float 0xC6293E5940000000, align 4
@fminv = internal global float 0x46293E5940000000, align 4
@.str.1 = private unnamed_addr constant [30 x i8] c"double: sum=%g max=%g min=%g\0A\00", align 1
@dsum = internal global double 0.000000e+00, align 8
@dmaxv = internal global double -1.000000e+300, align 8
@dminv = internal global double 1.000000e+300, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"wide_sum\00", align 1
@wide_sum = internal global i128 0, align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"wide_or\00", align 1
@wide_or = internal global i128 0, align 16
@.str.4 = private unnamed_addr constant [9 x i8] c"wide_and\00", align 1
@wide_and = internal global i128 -1, align 16
@.str.5 = private unnamed_addr constant [9 x i8] c"wide_xor\00", align 1
@wide_xor = internal global i128 0, align 16
@.str.6 = private unnamed_addr constant [10 x i8] c"wide_nand\00", align 1
@wide_nand = internal global i128 0, align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"wide_nand_seen=%u exch=%d\0A\00", align 1
@wide_nand_seen = internal global i32 0, align 4
@wide_exch = internal global i128 0, align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"wide_max\00", align 1
@wide_max = internal global i128 0, align 16
@w8_nand = internal global i8 0, align 4
@w8_nand_seen = internal global i32 0, align 4
@w8_and = internal global i8 -1, align 4
@w8_or = internal global i8 0, align 4
@w8_xor = internal global i8 0, align 4
@w8_sum = internal global i8 0, align 4
@w8_exch = internal global i8 0, align 4
@w8_smax = internal global i8 0, align 4
@w8_smin = internal global i8 0, align 4
@w8_umax = internal global i8 0, align 4
@w8_umin = internal global i8 -1, align 4
@w16_nand = internal global i16 0, align 4
@w16_nand_seen = internal global i32 0, align 4
@w16_and = internal global i16 -1, align 4
@w16_or = internal global i16 0, align 4
@w16_xor = internal global i16 0, align 4
@w16_sum = internal global i16 0, align 4
@w16_exch = internal global i16 0, align 4
@w16_smax = internal global i16 0, align 4
@w16_smin = internal global i16 0, align 4
@w16_umax = internal global i16 0, align 4
@w16_umin = internal global i16 -1, align 4
@w32_nand = internal global i32 0, align 4
@w32_nand_seen = internal global i32 0, align 4
@w32_and = internal global i32 -1, align 4
@w32_or = internal global i32 0, align 4
@w32_xor = internal global i32 0, align 4
@w32_sum = internal global i32 0, align 4
@w32_exch = internal global i32 0, align 4
@w32_smax = internal global i32 0, align 4
@w32_smin = internal global i32 0, align 4
@w32_umax = internal global i32 0, align 4
@w32_umin = internal global i32 -1, align 4
@w64_nand = internal global i64 0, align 8
@w64_nand_seen = internal global i32 0, align 4
@w64_and = internal global i64 -1, align 8
@w64_or = internal global i64 0, align 8
@w64_xor = internal global i64 0, align 8
@w64_sum = internal global i64 0, align 8
@w64_exch = internal global i64 0, align 8
@w64_smax = internal global i64 0, align 8
@w64_smin = internal global i64 0, align 8
@w64_umax = internal global i64 0, align 8
@w64_umin = internal global i64 -1, align 8
@.str.9 = private unnamed_addr constant [66 x i8] c"w8: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"w8: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.11 = private unnamed_addr constant [67 x i8] c"w16: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"w16: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [67 x i8] c"w32: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"w32: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [67 x i8] c"w64: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"w64: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [19 x i8] c"%s=%016llx%016llx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8
  %9 = load i64, ptr %1, align 8, !tbaa !6
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #8
  %11 = load i64, ptr %3, align 8, !tbaa !6
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #8
  %13 = load i64, ptr %5, align 8, !tbaa !6
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #8
  %15 = load i64, ptr %7, align 8, !tbaa !6
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #8
  %17 = load i8, ptr @w8_nand, align 4, !tbaa !10
  %18 = zext i8 %17 to i64
  %19 = load i32, ptr @w8_nand_seen, align 4, !tbaa !11
  %20 = load i8, ptr @w8_and, align 4, !tbaa !10
  %21 = zext i8 %20 to i64
  %22 = load i8, ptr @w8_or, align 4, !tbaa !10
  %23 = zext i8 %22 to i64
  %24 = load i8, ptr @w8_xor, align 4, !tbaa !10
  %25 = zext i8 %24 to i64
  %26 = load i8, ptr @w8_sum, align 4, !tbaa !10
  %27 = zext i8 %26 to i64
  %28 = load i8, ptr @w8_exch, align 4
  %29 = add i8 %28, -1
  %30 = icmp ult i8 %29, 4
  %31 = zext i1 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %18, i32 noundef %19, i64 noundef %21, i64 noundef %23, i64 noundef %25, i64 noundef %27, i32 noundef %31)
  %33 = load i8, ptr @w8_smax, align 4, !tbaa !10
  %34 = sext i8 %33 to i64
  %35 = load i8, ptr @w8_smin, align 4, !tbaa !10
  %36 = sext i8 %35 to i64
  %37 = load i8, ptr @w8_umax, align 4, !tbaa !10
  %38 = zext i8 %37 to i64
  %39 = load i8, ptr @w8_umin, align 4, !tbaa !10
  %40 = zext i8 %39 to i64
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %34, i64 noundef %36, i64 noundef %38, i64 noundef %40)
  %42 = load i16, ptr @w16_nand, align 4, !tbaa !13
  %43 = zext i16 %42 to i64
  %44 = load i32, ptr @w16_nand_seen, align 4, !tbaa !11
  %45 = load i16, ptr @w16_and, align 4, !tbaa !13
  %46 = zext i16 %45 to i64
  %47 = load i16, ptr @w16_or, align 4, !tbaa !13
  %48 = zext i16 %47 to i64
  %49 = load i16, ptr @w16_xor, align 4, !tbaa !13
  %50 = zext i16 %49 to i64
  %51 = load i16, ptr @w16_sum, align 4, !tbaa !13
  %52 = zext i16 %51 to i64
  %53 = load i16, ptr @w16_exch, align 4
  %54 = add i16 %53, -1
  %55 = icmp ult i16 %54, 4
  %56 = zext i1 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %43, i32 noundef %44, i64 noundef %46, i64 noundef %48, i64 noundef %50, i64 noundef %52, i32 noundef %56)
  %58 = load i16, ptr @w16_smax, align 4, !tbaa !13
  %59 = sext i16 %58 to i64
  %60 = load i16, ptr @w16_smin, align 4, !tbaa !13
  %61 = sext i16 %60 to i64
  %62 = load i16, ptr @w16_umax, align 4, !tbaa !13
  %63 = zext i16 %62 to i64
  %64 = load i16, ptr @w16_umin, align 4, !tbaa !13
  %65 = zext i16 %64 to i64
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %59, i64 noundef %61, i64 noundef %63, i64 noundef %65)
  %67 = load i32, ptr @w32_nand, align 4, !tbaa !11
  %68 = zext i32 %67 to i64
  %69 = load i32, ptr @w32_nand_seen, align 4, !tbaa !11
  %70 = load i32, ptr @w32_and, align 4, !tbaa !11
  %71 = zext i32 %70 to i64
  %72 = load i32, ptr @w32_or, align 4, !tbaa !11
  %73 = zext i32 %72 to i64
  %74 = load i32, ptr @w32_xor, align 4, !tbaa !11
  %75 = zext i32 %74 to i64
  %76 = load i32, ptr @w32_sum, align 4, !tbaa !11
  %77 = zext i32 %76 to i64
  %78 = load i32, ptr @w32_exch, align 4
  %79 = add i32 %78, -1
  %80 = icmp ult i32 %79, 4
  %81 = zext i1 %80 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %68, i32 noundef %69, i64 noundef %71, i64 noundef %73, i64 noundef %75, i64 noundef %77, i32 noundef %81)
  %83 = load i32, ptr @w32_smax, align 4, !tbaa !11
  %84 = sext i32 %83 to i64
  %85 = load i32, ptr @w32_smin, align 4, !tbaa !11
  %86 = sext i32 %85 to i64
  %87 = load i32, ptr @w32_umax, align 4, !tbaa !11
  %88 = zext i32 %87 to i64
  %89 = load i32, ptr @w32_umin, align 4, !tbaa !11
  %90 = zext i32 %89 to i64
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %84, i64 noundef %86, i64 noundef %88, i64 noundef %90)
  %92 = load i64, ptr @w64_nand, align 8, !tbaa !6
  %93 = load i32, ptr @w64_nand_seen, align 4, !tbaa !11
  %94 = load i64, ptr @w64_and, align 8, !tbaa !6
  %95 = load i64, ptr @w64_or, align 8, !tbaa !6
  %96 = load i64, ptr @w64_xor, align 8, !tbaa !6
  %97 = load i64, ptr @w64_sum, align 8, !tbaa !6
  %98 = load i64, ptr @w64_exch, align 8
  %99 = add i64 %98, -1
  %100 = icmp ult i64 %99, 4
  %101 = zext i1 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %92, i32 noundef %93, i64 noundef %94, i64 noundef %95, i64 noundef %96, i64 noundef %97, i32 noundef %101)
  %103 = load i64, ptr @w64_smax, align 8, !tbaa !6
  %104 = load i64, ptr @w64_smin, align 8, !tbaa !6
  %105 = load i64, ptr @w64_umax, align 8, !tbaa !6
  %106 = load i64, ptr @w64_umin, align 8, !tbaa !6
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %103, i64 noundef %104, i64 noundef %105, i64 noundef %106)
  %108 = load float, ptr @fsum, align 4, !tbaa !15
  %109 = fpext float %108 to double
  %110 = load float, ptr @fmaxv, align 4, !tbaa !15
  %111 = fpext float %110 to double
  %112 = load float, ptr @fminv, align 4, !tbaa !15
  %113 = fpext float %112 to double
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %109, double noundef %111, double noundef %113)
  %115 = load double, ptr @dsum, align 8, !tbaa !17
  %116 = load double, ptr @dmaxv, align 8, !tbaa !17
  %117 = load double, ptr @dminv, align 8, !tbaa !17
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %115, double noundef %116, double noundef %117)
  %119 = load i128, ptr @wide_sum, align 16, !tbaa !19
  %120 = lshr i128 %119, 64
  %121 = trunc nuw i128 %120 to i64
  %122 = trunc i128 %119 to i64
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.2, i64 noundef %121, i64 noundef %122)
  %124 = load i128, ptr @wide_or, align 16, !tbaa !19
  %125 = lshr i128 %124, 64
  %126 = trunc nuw i128 %125 to i64
  %127 = trunc i128 %124 to i64
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.3, i64 noundef %126, i64 noundef %127)
  %129 = load i128, ptr @wide_and, align 16, !tbaa !19
  %130 = lshr i128 %129, 64
  %131 = trunc nuw i128 %130 to i64
  %132 = trunc i128 %129 to i64
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.4, i64 noundef %131, i64 noundef %132)
  %134 = load i128, ptr @wide_xor, align 16, !tbaa !19
  %135 = lshr i128 %134, 64
  %136 = trunc nuw i128 %135 to i64
  %137 = trunc i128 %134 to i64
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.5, i64 noundef %136, i64 noundef %137)
  %139 = load i128, ptr @wide_nand, align 16, !tbaa !19
  %140 = lshr i128 %139, 64
  %141 = trunc nuw i128 %140 to i64
  %142 = trunc i128 %139 to i64
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.6, i64 noundef %141, i64 noundef %142)
  %144 = load i32, ptr @wide_nand_seen, align 4, !tbaa !11
  %145 = load i128, ptr @wide_exch, align 16
  switch i128 %145, label %146 [
    i128 3541774862152233910272, label %149
    i128 2361183241434822606848, label %149
    i128 1180591620717411303424, label %149
  ]

146:                                              ; preds = %0
  %147 = icmp eq i128 %145, 4722366482869645213696
  %148 = zext i1 %147 to i32
  br label %149

149:                                              ; preds = %0, %0, %0, %146
  %150 = phi i32 [ 1, %0 ], [ %148, %146 ], [ 1, %0 ], [ 1, %0 ]
  %151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %144, i32 noundef %150)
  %152 = load i128, ptr @wide_max, align 16, !tbaa !19
  %153 = lshr i128 %152, 64
  %154 = trunc nuw i128 %153 to i64
  %155 = trunc i128 %152 to i64
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.8, i64 noundef %154, i64 noundef %155)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 {
  %2 = ptrtoint ptr %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul i32 %3, 55
  %5 = trunc i64 %2 to i8
  %6 = add i8 %5, 1
  %7 = mul i32 %3, 40503
  %8 = trunc i64 %2 to i16
  %9 = add i16 %8, 1
  %10 = add i32 %3, 1
  %11 = zext i32 %10 to i64
  %12 = uitofp i32 %3 to float
  %13 = fneg float %12
  %14 = uitofp i32 %3 to double
  %15 = fneg double %14
  br label %17

16:                                               ; preds = %105
  ret ptr null

17:                                               ; preds = %1, %105
  %18 = phi i64 [ 0, %1 ], [ %150, %105 ]
  %19 = atomicrmw nand ptr @w8_nand, i8 -1 seq_cst, align 1
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = atomicrmw add ptr @w8_nand_seen, i32 1 monotonic, align 4
  br label %23

23:                                               ; preds = %17, %21
  %24 = trunc i64 %18 to i32
  %25 = mul i32 %24, 177
  %26 = add i32 %25, %4
  %27 = trunc i32 %26 to i8
  %28 = trunc nuw nsw i64 %18 to i32
  %29 = add i32 %28, %3
  %30 = and i32 %29, 7
  %31 = shl nuw nsw i32 1, %30
  %32 = trunc nuw i32 %31 to i8
  %33 = xor i8 %32, -1
  %34 = atomicrmw and ptr @w8_and, i8 %33 acquire, align 1
  %35 = trunc i64 %18 to i32
  %36 = mul i32 %35, 3
  %37 = add i32 %36, %3
  %38 = and i32 %37, 7
  %39 = shl nuw nsw i32 1, %38
  %40 = trunc nuw i32 %39 to i8
  %41 = atomicrmw or ptr @w8_or, i8 %40 release, align 1
  %42 = atomicrmw xor ptr @w8_xor, i8 %27 acq_rel, align 1
  %43 = atomicrmw add ptr @w8_sum, i8 %27 monotonic, align 1
  %44 = udiv i8 %27, 3
  %45 = atomicrmw sub ptr @w8_sum, i8 %44 seq_cst, align 1
  %46 = atomicrmw xchg ptr @w8_exch, i8 %6 acq_rel, align 1
  %47 = atomicrmw max ptr @w8_smax, i8 %27 seq_cst, align 1
  %48 = atomicrmw min ptr @w8_smin, i8 %27 acquire, align 1
  %49 = atomicrmw umax ptr @w8_umax, i8 %27 release, align 1
  %50 = atomicrmw umin ptr @w8_umin, i8 %27 monotonic, align 1
  %51 = atomicrmw nand ptr @w16_nand, i16 -1 seq_cst, align 2
  %52 = icmp eq i16 %51, 0
  br i1 %52, label %53, label %55

53:                                               ; preds = %23
  %54 = atomicrmw add ptr @w16_nand_seen, i32 1 monotonic, align 4
  br label %55

55:                                               ; preds = %23, %53
  %56 = trunc i64 %18 to i32
  %57 = mul i32 %56, 31153
  %58 = add i32 %57, %7
  %59 = trunc i32 %58 to i16
  %60 = and i32 %29, 15
  %61 = shl nuw nsw i32 1, %60
  %62 = trunc nuw i32 %61 to i16
  %63 = xor i16 %62, -1
  %64 = atomicrmw and ptr @w16_and, i16 %63 acquire, align 2
  %65 = and i32 %37, 15
  %66 = shl nuw nsw i32 1, %65
  %67 = trunc nuw i32 %66 to i16
  %68 = atomicrmw or ptr @w16_or, i16 %67 release, align 2
  %69 = atomicrmw xor ptr @w16_xor, i16 %59 acq_rel, align 2
  %70 = atomicrmw add ptr @w16_sum, i16 %59 monotonic, align 2
  %71 = udiv i16 %59, 3
  %72 = atomicrmw sub ptr @w16_sum, i16 %71 seq_cst, align 2
  %73 = atomicrmw xchg ptr @w16_exch, i16 %9 acq_rel, align 2
  %74 = atomicrmw max ptr @w16_smax, i16 %59 seq_cst, align 2
  %75 = atomicrmw min ptr @w16_smin, i16 %59 acquire, align 2
  %76 = atomicrmw umax ptr @w16_umax, i16 %59 release, align 2
  %77 = atomicrmw umin ptr @w16_umin, i16 %59 monotonic, align 2
  %78 = atomicrmw nand ptr @w32_nand, i32 -1 seq_cst, align 4
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %82

80:                                               ; preds = %55
  %81 = atomicrmw add ptr @w32_nand_seen, i32 1 monotonic, align 4
  br label %82

82:                                               ; preds = %55, %80
  %83 = mul i32 %28, -1640531535
  %84 = add i32 %83, %7
  %85 = and i32 %29, 31
  %86 = shl nuw i32 1, %85
  %87 = xor i32 %86, -1
  %88 = atomicrmw and ptr @w32_and, i32 %87 acquire, align 4
  %89 = and i32 %37, 31
  %90 = shl nuw i32 1, %89
  %91 = atomicrmw or ptr @w32_or, i32 %90 release, align 4
  %92 = atomicrmw xor ptr @w32_xor, i32 %84 acq_rel, align 4
  %93 = atomicrmw add ptr @w32_sum, i32 %84 monotonic, align 4
  %94 = udiv i32 %84, 3
  %95 = atomicrmw sub ptr @w32_sum, i32 %94 seq_cst, align 4
  %96 = atomicrmw xchg ptr @w32_exch, i32 %10 acq_rel, align 4
  %97 = atomicrmw max ptr @w32_smax, i32 %84 seq_cst, align 4
  %98 = atomicrmw min ptr @w32_smin, i32 %84 acquire, align 4
  %99 = atomicrmw umax ptr @w32_umax, i32 %84 release, align 4
  %100 = atomicrmw umin ptr @w32_umin, i32 %84 monotonic, align 4
  %101 = atomicrmw nand ptr @w64_nand, i64 -1 seq_cst, align 8
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %105

103:                                              ; preds = %82
  %104 = atomicrmw add ptr @w64_nand_seen, i32 1 monotonic, align 4
  br label %105

105:                                              ; preds = %82, %103
  %106 = zext i32 %84 to i64
  %107 = and i32 %29, 63
  %108 = zext nneg i32 %107 to i64
  %109 = shl nuw i64 1, %108
  %110 = xor i64 %109, -1
  %111 = atomicrmw and ptr @w64_and, i64 %110 acquire, align 8
  %112 = and i32 %37, 63
  %113 = zext nneg i32 %112 to i64
  %114 = shl nuw i64 1, %113
  %115 = atomicrmw or ptr @w64_or, i64 %114 release, align 8
  %116 = atomicrmw xor ptr @w64_xor, i64 %106 acq_rel, align 8
  %117 = atomicrmw add ptr @w64_sum, i64 %106 monotonic, align 8
  %118 = zext nneg i32 %94 to i64
  %119 = atomicrmw sub ptr @w64_sum, i64 %118 seq_cst, align 8
  %120 = atomicrmw xchg ptr @w64_exch, i64 %11 acq_rel, align 8
  %121 = atomicrmw max ptr @w64_smax, i64 %106 seq_cst, align 8
  %122 = atomicrmw min ptr @w64_smin, i64 %106 acquire, align 8
  %123 = atomicrmw umax ptr @w64_umax, i64 %106 release, align 8
  %124 = atomicrmw umin ptr @w64_umin, i64 %106 monotonic, align 8
  %125 = atomicrmw fadd ptr @fsum, float 5.000000e-01 seq_cst, align 4
  %126 = atomicrmw fsub ptr @fsum, float 2.500000e-01 monotonic, align 4
  %127 = atomicrmw fadd ptr @dsum, double 1.250000e-01 acq_rel, align 8
  %128 = atomicrmw fsub ptr @dsum, double 1.000000e+00 release, align 8
  %129 = trunc i64 %18 to i16
  %130 = urem i16 %129, 1013
  %131 = uitofp nneg i16 %130 to float
  %132 = tail call float @llvm.fmuladd.f32(float %131, float 5.000000e-01, float %13)
  %133 = atomicrmw fmax ptr @fmaxv, float %132 seq_cst, align 4
  %134 = urem i16 %129, 977
  %135 = uitofp nneg i16 %134 to float
  %136 = tail call float @llvm.fmuladd.f32(float %135, float 2.500000e-01, float %12)
  %137 = atomicrmw fmin ptr @fminv, float %136 acquire, align 4
  %138 = trunc i64 %18 to i32
  %139 = mul i32 %138, 31
  %140 = urem i32 %139, 4099
  %141 = uitofp nneg i32 %140 to double
  %142 = tail call double @llvm.fmuladd.f64(double %14, double 5.000000e-01, double %141)
  %143 = atomicrmw fmax ptr @dmaxv, double %142 monotonic, align 8
  %144 = trunc i64 %18 to i32
  %145 = mul i32 %144, 17
  %146 = urem i32 %145, 3001
  %147 = uitofp nneg i32 %146 to double
  %148 = tail call double @llvm.fmuladd.f64(double %15, double 5.000000e-01, double %147)
  %149 = atomicrmw fmin ptr @dminv, double %148 seq_cst, align 8
  tail call fastcc void @wide_step(i32 noundef %3, i32 noundef %28)
  %150 = add nuw nsw i64 %18, 1
  %151 = icmp eq i64 %150, 4000
  br i1 %151, label %16, label %17, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_step(i32 noundef %0, i32 noundef %1) unnamed_addr #6 {
  %3 = mul i32 %1, -1640531535
  %4 = add i32 %3, %0
  %5 = zext i32 %4 to i128
  %6 = shl nuw nsw i128 %5, 64
  %7 = mul nuw nsw i32 %1, 40503
  %8 = mul i32 %0, 7
  %9 = add i32 %7, %8
  %10 = zext i32 %9 to i128
  %11 = or disjoint i128 %6, %10
  %12 = atomicrmw add ptr @wide_sum, i128 %11 seq_cst, align 16
  %13 = lshr i128 %11, 1
  %14 = atomicrmw sub ptr @wide_sum, i128 %13 monotonic, align 16
  %15 = mul nuw nsw i32 %1, 5
  %16 = add i32 %15, %0
  %17 = and i32 %16, 127
  %18 = zext nneg i32 %17 to i128
  %19 = shl nuw i128 1, %18
  %20 = atomicrmw or ptr @wide_or, i128 %19 release, align 16
  %21 = mul i32 %0, 9
  %22 = add i32 %21, %1
  %23 = and i32 %22, 127
  %24 = zext nneg i32 %23 to i128
  %25 = shl nuw i128 1, %24
  %26 = xor i128 %25, -1
  %27 = atomicrmw and ptr @wide_and, i128 %26 acquire, align 16
  %28 = atomicrmw xor ptr @wide_xor, i128 %11 acq_rel, align 16
  %29 = atomicrmw nand ptr @wide_nand, i128 -1 seq_cst, align 16
  %30 = icmp eq i128 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %2
  %32 = atomicrmw add ptr @wide_nand_seen, i32 1 monotonic, align 4
  br label %33

33:                                               ; preds = %31, %2
  %34 = add i32 %0, 1
  %35 = zext i32 %34 to i128
  %36 = shl nuw nsw i128 %35, 70
  %37 = atomicrmw xchg ptr @wide_exch, i128 %36 seq_cst, align 16
  %38 = load atomic i128, ptr @wide_max acquire, align 16
  br label %39

39:                                               ; preds = %42, %33
  %40 = phi i128 [ %38, %33 ], [ %45, %42 ]
  %41 = icmp ult i128 %40, %11
  br i1 %41, label %42, label %46

42:                                               ; preds = %39
  %43 = cmpxchg ptr @wide_max, i128 %40, i128 %11 seq_cst acquire, align 16
  %44 = extractvalue { i128, i1 } %43, 1
  %45 = extractvalue { i128, i1 } %43, 0
  br i1 %44, label %46, label %39, !llvm.loop !23

46:                                               ; preds = %39, %42
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!12 = !{!"int", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"__int128", !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
