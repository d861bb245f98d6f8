; ModuleID = 'programs/varargs_fp_kinds.c'
source_filename = "programs/varargs_fp_kinds.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [16 x i8] c"sum_doubles=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"sum_ld=%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"alternating=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"%d|%.3f|%Lf|%s|%g|%Le|%c|%a\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"vsnprintf(%d): %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i8], align 1
  %2 = tail call double (i32, ...) @sum_doubles(i32 poison, double noundef 1.000000e+00, double noundef 0x3FB99999A0000000, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e-10, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %2)
  %4 = tail call fp128 (i32, ...) @sum_ld(i32 poison, fp128 noundef 0xL55555555555555553FFD555555555555, fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL0000000000000000BFFE000000000000, fp128 noundef 0xLCEB0B2784C4CE0BF414B249AD2594C37, fp128 noundef 0xLFD7AB2F0FC5727793EB2BFF2EE48E052)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %4)
  %6 = tail call double (i32, ...) @alternating(i32 poison, i32 noundef 1, double noundef 5.000000e-01, fp128 noundef 0xL00000000000000003FFD000000000000, i32 noundef 2, double noundef 1.500000e+00, fp128 noundef 0xL00000000000000004000200000000000, i32 noundef 3, double noundef 2.500000e+00, fp128 noundef 0xL00000000000000004001100000000000, i32 noundef 4, double noundef 3.500000e+00, fp128 noundef 0xL00000000000000004002040000000000)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %6)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #8
  %8 = call i32 (ptr, i64, ptr, ...) @check(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, i32 noundef 42, double noundef 3.141590e+00, fp128 noundef 0xL00000000000000004000400000000000, ptr noundef nonnull @.str.4, double noundef 0x3E7AD7F29ABCAF48, fp128 noundef 0xLF64F795FB752DD7A47C81D672E2852FD, i32 noundef 122, double noundef 7.500000e-01)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %8, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #8
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal double @sum_doubles(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  br label %9

8:                                                ; preds = %25
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %30

9:                                                ; preds = %1, %25
  %10 = phi i32 [ 0, %1 ], [ %31, %25 ]
  %11 = phi double [ 0.000000e+00, %1 ], [ %30, %25 ]
  %12 = phi i32 [ %4, %1 ], [ %27, %25 ]
  %13 = phi ptr [ %5, %1 ], [ %26, %25 ]
  %14 = fmul double %11, 2.000000e+00
  %15 = icmp sgt i32 %12, -1
  br i1 %15, label %22, label %16

16:                                               ; preds = %9
  %17 = add nsw i32 %12, 16
  store i32 %17, ptr %3, align 4
  %18 = icmp ult i32 %12, -15
  br i1 %18, label %19, label %22

19:                                               ; preds = %16
  %20 = sext i32 %12 to i64
  %21 = getelementptr inbounds i8, ptr %7, i64 %20
  br label %25

22:                                               ; preds = %16, %9
  %23 = phi i32 [ %17, %16 ], [ %12, %9 ]
  %24 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %24, ptr %2, align 8
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi ptr [ %13, %19 ], [ %24, %22 ]
  %27 = phi i32 [ %17, %19 ], [ %23, %22 ]
  %28 = phi ptr [ %21, %19 ], [ %13, %22 ]
  %29 = load double, ptr %28, align 8, !tbaa !6
  %30 = fadd double %14, %29
  %31 = add nuw nsw i32 %10, 1
  %32 = icmp eq i32 %31, 12
  br i1 %32, label %8, label %9, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal fp128 @sum_ld(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 28
  %4 = load i32, ptr %3, align 4
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = icmp sgt i32 %4, -1
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = add nsw i32 %4, 16
  store i32 %10, ptr %3, align 4
  %11 = icmp ult i32 %4, -15
  br i1 %11, label %17, label %12

12:                                               ; preds = %1, %9
  %13 = getelementptr inbounds i8, ptr %5, i64 15
  %14 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %13, i64 -16)
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %15, ptr %2, align 8
  %16 = load fp128, ptr %14, align 16, !tbaa !12
  br label %25

17:                                               ; preds = %9
  %18 = sext i32 %4 to i64
  %19 = getelementptr inbounds i8, ptr %7, i64 %18
  %20 = load fp128, ptr %19, align 16, !tbaa !12
  %21 = icmp sgt i32 %4, -17
  br i1 %21, label %25, label %22

22:                                               ; preds = %17
  %23 = add nsw i32 %4, 32
  store i32 %23, ptr %3, align 4
  %24 = icmp ult i32 %10, -15
  br i1 %24, label %32, label %25

25:                                               ; preds = %17, %22, %12
  %26 = phi fp128 [ %20, %22 ], [ %20, %17 ], [ %16, %12 ]
  %27 = phi ptr [ %5, %22 ], [ %5, %17 ], [ %15, %12 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 15
  %29 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %28, i64 -16)
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %30, ptr %2, align 8
  %31 = load fp128, ptr %29, align 16, !tbaa !12
  br label %40

32:                                               ; preds = %22
  %33 = sext i32 %10 to i64
  %34 = getelementptr inbounds i8, ptr %7, i64 %33
  %35 = load fp128, ptr %34, align 16, !tbaa !12
  %36 = icmp sgt i32 %4, -33
  br i1 %36, label %40, label %37

37:                                               ; preds = %32
  %38 = add nsw i32 %4, 48
  store i32 %38, ptr %3, align 4
  %39 = icmp ult i32 %23, -15
  br i1 %39, label %48, label %40

40:                                               ; preds = %32, %37, %25
  %41 = phi fp128 [ %35, %37 ], [ %35, %32 ], [ %31, %25 ]
  %42 = phi ptr [ %5, %37 ], [ %5, %32 ], [ %30, %25 ]
  %43 = phi fp128 [ %20, %37 ], [ %20, %32 ], [ %26, %25 ]
  %44 = getelementptr inbounds i8, ptr %42, i64 15
  %45 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %44, i64 -16)
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  store ptr %46, ptr %2, align 8
  %47 = load fp128, ptr %45, align 16, !tbaa !12
  br label %56

48:                                               ; preds = %37
  %49 = sext i32 %23 to i64
  %50 = getelementptr inbounds i8, ptr %7, i64 %49
  %51 = load fp128, ptr %50, align 16, !tbaa !12
  %52 = icmp sgt i32 %4, -49
  br i1 %52, label %56, label %53

53:                                               ; preds = %48
  %54 = add nsw i32 %4, 64
  store i32 %54, ptr %3, align 4
  %55 = icmp ult i32 %38, -15
  br i1 %55, label %65, label %56

56:                                               ; preds = %48, %53, %40
  %57 = phi fp128 [ %51, %53 ], [ %51, %48 ], [ %47, %40 ]
  %58 = phi ptr [ %5, %53 ], [ %5, %48 ], [ %46, %40 ]
  %59 = phi fp128 [ %20, %53 ], [ %20, %48 ], [ %43, %40 ]
  %60 = phi fp128 [ %35, %53 ], [ %35, %48 ], [ %41, %40 ]
  %61 = getelementptr inbounds i8, ptr %58, i64 15
  %62 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %61, i64 -16)
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %63, ptr %2, align 8
  %64 = load fp128, ptr %62, align 16, !tbaa !12
  br label %76

65:                                               ; preds = %53
  %66 = sext i32 %38 to i64
  %67 = getelementptr inbounds i8, ptr %7, i64 %66
  %68 = load fp128, ptr %67, align 16, !tbaa !12
  %69 = icmp sgt i32 %4, -65
  br i1 %69, label %76, label %70

70:                                               ; preds = %65
  %71 = add nsw i32 %4, 80
  store i32 %71, ptr %3, align 4
  %72 = icmp ult i32 %54, -15
  br i1 %72, label %73, label %76

73:                                               ; preds = %70
  %74 = sext i32 %54 to i64
  %75 = getelementptr inbounds i8, ptr %7, i64 %74
  br label %85

76:                                               ; preds = %56, %70, %65
  %77 = phi fp128 [ %64, %56 ], [ %68, %70 ], [ %68, %65 ]
  %78 = phi ptr [ %63, %56 ], [ %5, %70 ], [ %5, %65 ]
  %79 = phi fp128 [ %60, %56 ], [ %35, %70 ], [ %35, %65 ]
  %80 = phi fp128 [ %59, %56 ], [ %20, %70 ], [ %20, %65 ]
  %81 = phi fp128 [ %57, %56 ], [ %51, %70 ], [ %51, %65 ]
  %82 = getelementptr inbounds i8, ptr %78, i64 15
  %83 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %82, i64 -16)
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  store ptr %84, ptr %2, align 8
  br label %85

85:                                               ; preds = %76, %73
  %86 = phi fp128 [ %68, %73 ], [ %77, %76 ]
  %87 = phi fp128 [ %35, %73 ], [ %79, %76 ]
  %88 = phi fp128 [ %20, %73 ], [ %80, %76 ]
  %89 = phi fp128 [ %51, %73 ], [ %81, %76 ]
  %90 = phi ptr [ %75, %73 ], [ %83, %76 ]
  %91 = fadd fp128 %88, 0xL00000000000000000000000000000000
  %92 = fmul fp128 %87, 0xL00000000000000004000000000000000
  %93 = fadd fp128 %91, %92
  %94 = fmul fp128 %89, 0xL00000000000000004000800000000000
  %95 = fadd fp128 %93, %94
  %96 = fmul fp128 %86, 0xL00000000000000004001000000000000
  %97 = fadd fp128 %95, %96
  %98 = load fp128, ptr %90, align 16, !tbaa !12
  %99 = fmul fp128 %98, 0xL00000000000000004001400000000000
  %100 = fadd fp128 %97, %99
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret fp128 %100
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal double @alternating(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 28
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %7, align 8
  br label %13

12:                                               ; preds = %73
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %78

13:                                               ; preds = %1, %73
  %14 = phi i32 [ %11, %1 ], [ %74, %73 ]
  %15 = phi i32 [ %10, %1 ], [ %75, %73 ]
  %16 = phi i32 [ 0, %1 ], [ %79, %73 ]
  %17 = phi double [ 0.000000e+00, %1 ], [ %78, %73 ]
  %18 = phi ptr [ %3, %1 ], [ %76, %73 ]
  %19 = trunc nuw i32 %16 to i8
  %20 = urem i8 %19, 3
  switch i8 %20, label %54 [
    i8 0, label %21
    i8 1, label %38
  ]

21:                                               ; preds = %13
  %22 = icmp sgt i32 %14, -1
  br i1 %22, label %29, label %23

23:                                               ; preds = %21
  %24 = add nsw i32 %14, 8
  store i32 %24, ptr %7, align 8
  %25 = icmp ult i32 %14, -7
  br i1 %25, label %26, label %29

26:                                               ; preds = %23
  %27 = sext i32 %14 to i64
  %28 = getelementptr inbounds i8, ptr %9, i64 %27
  br label %32

29:                                               ; preds = %23, %21
  %30 = phi i32 [ %24, %23 ], [ %14, %21 ]
  %31 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %29, %26
  %33 = phi i32 [ %24, %26 ], [ %30, %29 ]
  %34 = phi ptr [ %18, %26 ], [ %31, %29 ]
  %35 = phi ptr [ %28, %26 ], [ %18, %29 ]
  %36 = load i32, ptr %35, align 8, !tbaa !14
  %37 = sitofp i32 %36 to double
  br label %73

38:                                               ; preds = %13
  %39 = icmp sgt i32 %15, -1
  br i1 %39, label %46, label %40

40:                                               ; preds = %38
  %41 = add nsw i32 %15, 16
  store i32 %41, ptr %4, align 4
  %42 = icmp ult i32 %15, -15
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = sext i32 %15 to i64
  %45 = getelementptr inbounds i8, ptr %6, i64 %44
  br label %49

46:                                               ; preds = %40, %38
  %47 = phi i32 [ %41, %40 ], [ %15, %38 ]
  %48 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %48, ptr %2, align 8
  br label %49

49:                                               ; preds = %46, %43
  %50 = phi i32 [ %41, %43 ], [ %47, %46 ]
  %51 = phi ptr [ %18, %43 ], [ %48, %46 ]
  %52 = phi ptr [ %45, %43 ], [ %18, %46 ]
  %53 = load double, ptr %52, align 8, !tbaa !6
  br label %73

54:                                               ; preds = %13
  %55 = icmp sgt i32 %15, -1
  br i1 %55, label %62, label %56

56:                                               ; preds = %54
  %57 = add nsw i32 %15, 16
  store i32 %57, ptr %4, align 4
  %58 = icmp ult i32 %15, -15
  br i1 %58, label %59, label %62

59:                                               ; preds = %56
  %60 = sext i32 %15 to i64
  %61 = getelementptr inbounds i8, ptr %6, i64 %60
  br label %67

62:                                               ; preds = %56, %54
  %63 = phi i32 [ %57, %56 ], [ %15, %54 ]
  %64 = getelementptr inbounds i8, ptr %18, i64 15
  %65 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %64, i64 -16)
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  store ptr %66, ptr %2, align 8
  br label %67

67:                                               ; preds = %62, %59
  %68 = phi i32 [ %57, %59 ], [ %63, %62 ]
  %69 = phi ptr [ %18, %59 ], [ %66, %62 ]
  %70 = phi ptr [ %61, %59 ], [ %65, %62 ]
  %71 = load fp128, ptr %70, align 16, !tbaa !12
  %72 = fptrunc fp128 %71 to double
  br label %73

73:                                               ; preds = %32, %67, %49
  %74 = phi i32 [ %33, %32 ], [ %14, %49 ], [ %14, %67 ]
  %75 = phi i32 [ %15, %32 ], [ %50, %49 ], [ %68, %67 ]
  %76 = phi ptr [ %34, %32 ], [ %51, %49 ], [ %69, %67 ]
  %77 = phi double [ %37, %32 ], [ %53, %49 ], [ %72, %67 ]
  %78 = fadd double %17, %77
  %79 = add nuw nsw i32 %16, 1
  %80 = icmp eq i32 %79, 12
  br i1 %80, label %12, label %13, !llvm.loop !16
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @check(ptr nocapture noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !17
  %6 = call i32 @vsnprintf(ptr noundef %0, i64 noundef 200, ptr noundef nonnull @.str.3, ptr noundef nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long double", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !11}
!17 = !{i64 0, i64 8, !18, i64 8, i64 8, !18, i64 16, i64 8, !18, i64 24, i64 4, !14, i64 28, i64 4, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
