; ModuleID = 'programs/struct_packed_aligned.c'
source_filename = "programs/struct_packed_aligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P2 = type <{ i8, i64, i16, i32, double }>
%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { i8, [63 x i8], double, i32, [52 x i8] }
%struct.P1 = type <{ i8, i32, i16, i64 }>

@.str = private unnamed_addr constant [42 x i8] c"P1 size=%zu off: c=%zu i=%zu s=%zu l=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"P2 size=%zu off b=%zu e=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"P3 size=%zu off i=%zu x=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [70 x i8] c"A32 size=%zu align=%zu A64 size=%zu align=%zu off d=%zu A16 size=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sump1=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"sump2=%llu arrsize=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"pp %d %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"a32 sum=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"a64 sum=%g\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"local align=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"p3 %c %x %c %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x %struct.P2], align 4
  %2 = alloca %struct.A32, align 32
  %3 = alloca %struct.A64, align 64
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 15, i64 noundef 0, i64 noundef 1, i64 noundef 5, i64 noundef 7)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 23, i64 noundef 1, i64 noundef 15)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 16, i64 noundef 2, i64 noundef 8)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 32, i64 noundef 32, i64 noundef 128, i64 noundef 64, i64 noundef 64, i64 noundef 16)
  br label %104

8:                                                ; preds = %104
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %112)
  call void @llvm.lifetime.start.p0(i64 161, ptr nonnull %1) #8
  store i8 0, ptr %1, align 4, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 1
  store i64 0, ptr %10, align 1, !tbaa !14
  %11 = getelementptr inbounds i8, ptr %1, i64 9
  store i16 0, ptr %11, align 1, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %1, i64 11
  store i32 -559038737, ptr %12, align 1, !tbaa !16
  %13 = getelementptr inbounds i8, ptr %1, i64 15
  store double 0.000000e+00, ptr %13, align 1, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %1, i64 23
  store i8 1, ptr %14, align 1, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 1234605616436508552, ptr %15, align 4, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  store i16 999, ptr %16, align 4, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %1, i64 34
  store i32 -559038738, ptr %17, align 2, !tbaa !16
  %18 = getelementptr inbounds i8, ptr %1, i64 38
  store double 1.500000e+00, ptr %18, align 2, !tbaa !17
  %19 = getelementptr inbounds i8, ptr %1, i64 46
  store i8 2, ptr %19, align 2, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 47
  store i64 2469211232873017104, ptr %20, align 1, !tbaa !14
  %21 = getelementptr inbounds i8, ptr %1, i64 55
  store i16 1998, ptr %21, align 1, !tbaa !15
  %22 = getelementptr inbounds i8, ptr %1, i64 57
  store i32 -559038739, ptr %22, align 1, !tbaa !16
  %23 = getelementptr inbounds i8, ptr %1, i64 61
  store double 3.000000e+00, ptr %23, align 1, !tbaa !17
  %24 = getelementptr inbounds i8, ptr %1, i64 69
  store i8 3, ptr %24, align 1, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %1, i64 70
  store i64 3703816849309525656, ptr %25, align 2, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %1, i64 78
  store i16 2997, ptr %26, align 2, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %1, i64 80
  store i32 -559038740, ptr %27, align 4, !tbaa !16
  %28 = getelementptr inbounds i8, ptr %1, i64 84
  store double 4.500000e+00, ptr %28, align 4, !tbaa !17
  %29 = getelementptr inbounds i8, ptr %1, i64 92
  store i8 4, ptr %29, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 93
  store i64 4938422465746034208, ptr %30, align 1, !tbaa !14
  %31 = getelementptr inbounds i8, ptr %1, i64 101
  store i16 3996, ptr %31, align 1, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %1, i64 103
  store i32 -559038741, ptr %32, align 1, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %1, i64 107
  store double 6.000000e+00, ptr %33, align 1, !tbaa !17
  %34 = getelementptr inbounds i8, ptr %1, i64 115
  store i8 5, ptr %34, align 1, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %1, i64 116
  store i64 6173028082182542760, ptr %35, align 4, !tbaa !14
  %36 = getelementptr inbounds i8, ptr %1, i64 124
  store i16 4995, ptr %36, align 4, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %1, i64 126
  store i32 -559038742, ptr %37, align 2, !tbaa !16
  %38 = getelementptr inbounds i8, ptr %1, i64 130
  store double 7.500000e+00, ptr %38, align 2, !tbaa !17
  %39 = getelementptr inbounds i8, ptr %1, i64 138
  store i8 6, ptr %39, align 2, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %1, i64 139
  store i64 7407633698619051312, ptr %40, align 1, !tbaa !14
  %41 = getelementptr inbounds i8, ptr %1, i64 147
  store i16 5994, ptr %41, align 1, !tbaa !15
  %42 = getelementptr inbounds i8, ptr %1, i64 149
  store i32 -559038743, ptr %42, align 1, !tbaa !16
  %43 = getelementptr inbounds i8, ptr %1, i64 153
  store double 9.000000e+00, ptr %43, align 1, !tbaa !17
  %44 = call fastcc i64 @sump2(ptr noundef nonnull %1)
  %45 = call fastcc i64 @sump2(ptr noundef nonnull %14)
  %46 = add i64 %45, %44
  %47 = call fastcc i64 @sump2(ptr noundef nonnull %19)
  %48 = add i64 %47, %46
  %49 = call fastcc i64 @sump2(ptr noundef nonnull %24)
  %50 = add i64 %49, %48
  %51 = call fastcc i64 @sump2(ptr noundef nonnull %29)
  %52 = add i64 %51, %50
  %53 = call fastcc i64 @sump2(ptr noundef nonnull %34)
  %54 = add i64 %53, %52
  %55 = call fastcc i64 @sump2(ptr noundef nonnull %39)
  %56 = add i64 %55, %54
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %56, i64 noundef 161)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 152)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 51)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 205)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 153)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 51)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 181)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 11)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 236)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 190)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 173)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 222)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 18)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 64)
  %81 = tail call i32 @putchar(i32 10)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 65538, i64 noundef -12)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, i32 noundef 0)
  %83 = call fastcc i32 @suma32(ptr noundef nonnull %2)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, i32 noundef 1)
  %84 = call fastcc i32 @suma32(ptr noundef nonnull %2)
  %85 = add nsw i32 %84, %83
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, i32 noundef 2)
  %86 = call fastcc i32 @suma32(ptr noundef nonnull %2)
  %87 = add nsw i32 %86, %85
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, i32 noundef 3)
  %88 = call fastcc i32 @suma32(ptr noundef nonnull %2)
  %89 = add nsw i32 %88, %87
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %2, i32 noundef 4)
  %90 = call fastcc i32 @suma32(ptr noundef nonnull %2)
  %91 = add nsw i32 %90, %89
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %91)
  %93 = getelementptr inbounds i8, ptr %3, i64 76
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %93, i8 0, i64 52, i1 false)
  store i8 2, ptr %3, align 64, !tbaa !18
  %94 = getelementptr inbounds i8, ptr %3, i64 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %94, i8 0, i64 63, i1 false)
  %95 = getelementptr inbounds i8, ptr %3, i64 64
  store double 3.500000e+00, ptr %95, align 64, !tbaa !19
  %96 = getelementptr inbounds i8, ptr %3, i64 72
  store i32 4, ptr %96, align 8, !tbaa !20
  %97 = call fastcc double @suma64(ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %97)
  %99 = tail call fastcc i32 @check_local_align()
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 122, i32 noundef 305419897, i32 noundef 121, double noundef 2.750000e+00)
  %102 = trunc i64 %112 to i32
  %103 = and i32 %102, 127
  call void @llvm.lifetime.end.p0(i64 161, ptr nonnull %1) #8
  ret i32 %103

104:                                              ; preds = %0, %104
  %105 = phi i64 [ 0, %0 ], [ %112, %104 ]
  %106 = phi i32 [ -3, %0 ], [ %113, %104 ]
  %107 = tail call fastcc [2 x i64] @mkp1(i32 noundef %106)
  %108 = extractvalue [2 x i64] %107, 1
  %109 = and i64 %108, 72057594037927935
  %110 = insertvalue [2 x i64] %107, i64 %109, 1
  %111 = tail call fastcc i64 @sump1([2 x i64] %110)
  %112 = add nsw i64 %111, %105
  %113 = add nsw i32 %106, 1
  %114 = icmp eq i32 %113, 20
  br i1 %114, label %8, label %104, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sump1([2 x i64] %0) unnamed_addr #3 {
  %2 = alloca %struct.P1, align 8
  %3 = extractvalue [2 x i64] %0, 0
  %4 = extractvalue [2 x i64] %0, 1
  store i64 %3, ptr %2, align 8
  %5 = trunc i64 %4 to i56
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i56 %5, ptr %6, align 8
  %7 = trunc i64 %3 to i32
  %8 = and i32 %7, 255
  %9 = lshr i64 %3, 8
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %8, %10
  %12 = lshr i64 %3, 24
  %13 = trunc i64 %12 to i32
  %14 = ashr i32 %13, 16
  %15 = add nsw i32 %11, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %2, i64 7
  %18 = load i64, ptr %17, align 1, !tbaa !23
  %19 = add nsw i64 %18, %16
  ret i64 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @mkp1(i32 noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.P1, align 8
  %3 = trunc i32 %0 to i8
  store i8 %3, ptr %2, align 8, !tbaa !26
  %4 = mul nsw i32 %0, 1000
  %5 = getelementptr inbounds i8, ptr %2, i64 1
  store i32 %4, ptr %5, align 1, !tbaa !27
  %6 = trunc i32 %0 to i16
  %7 = mul i16 %6, 3
  %8 = getelementptr inbounds i8, ptr %2, i64 5
  store i16 %7, ptr %8, align 1, !tbaa !28
  %9 = sext i32 %0 to i64
  %10 = shl nsw i64 %9, 40
  %11 = getelementptr inbounds i8, ptr %2, i64 7
  store i64 %10, ptr %11, align 1, !tbaa !23
  %12 = load i64, ptr %2, align 8
  %13 = lshr exact i64 %10, 8
  %14 = insertvalue [2 x i64] poison, i64 %12, 0
  %15 = insertvalue [2 x i64] %14, i64 %13, 1
  ret [2 x i64] %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sump2(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i8, ptr %0, align 1, !tbaa !6
  %3 = zext i8 %2 to i64
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i64, ptr %4, align 1, !tbaa !14
  %6 = add i64 %5, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 9
  %8 = load i16, ptr %7, align 1, !tbaa !15
  %9 = zext i16 %8 to i64
  %10 = add i64 %6, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 11
  %12 = load i32, ptr %11, align 1, !tbaa !16
  %13 = zext i32 %12 to i64
  %14 = add i64 %10, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 15
  %16 = load double, ptr %15, align 1, !tbaa !17
  %17 = fptoui double %16 to i64
  %18 = add i64 %14, %17
  ret i64 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @suma32(ptr noundef %0) unnamed_addr #4 {
  %2 = load i32, ptr %0, align 32, !tbaa !20
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8, !tbaa !20
  %7 = ptrtoint ptr %0 to i64
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, 31
  %10 = add i32 %2, %9
  %11 = add i32 %10, %4
  %12 = add i32 %11, %6
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mka32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, i32 noundef %1) unnamed_addr #5 {
  store i32 %1, ptr %0, align 32, !tbaa !20
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = insertelement <2 x i32> poison, i32 %1, i64 0
  %5 = shufflevector <2 x i32> %4, <2 x i32> poison, <2 x i32> zeroinitializer
  %6 = add nsw <2 x i32> %5, <i32 1, i32 2>
  store <2 x i32> %6, ptr %3, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @suma64(ptr noundef %0) unnamed_addr #4 {
  %2 = load i8, ptr %0, align 64, !tbaa !29
  %3 = uitofp i8 %2 to double
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load double, ptr %4, align 64, !tbaa !31
  %6 = fadd double %5, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 72
  %8 = load i32, ptr %7, align 8, !tbaa !32
  %9 = sitofp i32 %8 to double
  %10 = fadd double %6, %9
  %11 = ptrtoint ptr %4 to i64
  %12 = and i64 %11, 63
  %13 = uitofp nneg i64 %12 to double
  %14 = fadd double %10, %13
  ret double %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 222) i32 @check_local_align() unnamed_addr #3 {
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"P2", !8, i64 0, !10, i64 1, !11, i64 9, !12, i64 11, !13, i64 15}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!7, !10, i64 1}
!15 = !{!7, !11, i64 9}
!16 = !{!7, !12, i64 11}
!17 = !{!7, !13, i64 15}
!18 = !{!8, !8, i64 0}
!19 = !{!13, !13, i64 0}
!20 = !{!12, !12, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!24, !25, i64 7}
!24 = !{!"P1", !8, i64 0, !12, i64 1, !11, i64 5, !25, i64 7}
!25 = !{!"long long", !8, i64 0}
!26 = !{!24, !8, i64 0}
!27 = !{!24, !12, i64 1}
!28 = !{!24, !11, i64 5}
!29 = !{!30, !8, i64 0}
!30 = !{!"A64", !8, i64 0, !13, i64 64, !12, i64 72}
!31 = !{!30, !13, i64 64}
!32 = !{!30, !12, i64 72}
