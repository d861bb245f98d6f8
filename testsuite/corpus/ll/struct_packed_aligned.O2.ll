; ModuleID = 'programs/struct_packed_aligned.c'
source_filename = "programs/struct_packed_aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P1 = type <{ i8, i32, i16, i64 }>
%struct.P2 = type <{ i8, i64, i16, i32, double }>
%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { i8, [63 x i8], double, i32, [52 x i8] }

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
  %1 = alloca %struct.P1, align 8
  %2 = alloca [7 x %struct.P2], align 16
  %3 = alloca %struct.A32, align 32
  %4 = alloca %struct.A64, align 64
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 15, i64 noundef 0, i64 noundef 1, i64 noundef 5, i64 noundef 7)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 23, i64 noundef 1, i64 noundef 15)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 16, i64 noundef 2, i64 noundef 8)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 32, i64 noundef 32, i64 noundef 128, i64 noundef 64, i64 noundef 64, i64 noundef 16)
  br label %103

9:                                                ; preds = %103
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %107)
  call void @llvm.lifetime.start.p0(i64 161, ptr nonnull %2) #8
  store i8 0, ptr %2, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 1
  store i64 0, ptr %11, align 1, !tbaa !13
  %12 = getelementptr inbounds i8, ptr %2, i64 9
  store i16 0, ptr %12, align 1, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %2, i64 11
  store i32 -559038737, ptr %13, align 1, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %2, i64 15
  store double 0.000000e+00, ptr %14, align 1, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %2, i64 23
  store i8 1, ptr %15, align 1, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 1234605616436508552, ptr %16, align 8, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %2, i64 32
  store i16 999, ptr %17, align 16, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %2, i64 34
  store i32 -559038738, ptr %18, align 2, !tbaa !15
  %19 = getelementptr inbounds i8, ptr %2, i64 38
  store double 1.500000e+00, ptr %19, align 2, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 2, ptr %20, align 2, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %2, i64 47
  store i64 2469211232873017104, ptr %21, align 1, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %2, i64 55
  store i16 1998, ptr %22, align 1, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %2, i64 57
  store i32 -559038739, ptr %23, align 1, !tbaa !15
  %24 = getelementptr inbounds i8, ptr %2, i64 61
  store double 3.000000e+00, ptr %24, align 1, !tbaa !16
  %25 = getelementptr inbounds i8, ptr %2, i64 69
  store i8 3, ptr %25, align 1, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %2, i64 70
  store i64 3703816849309525656, ptr %26, align 2, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %2, i64 78
  store i16 2997, ptr %27, align 2, !tbaa !14
  %28 = getelementptr inbounds i8, ptr %2, i64 80
  store i32 -559038740, ptr %28, align 16, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %2, i64 84
  store double 4.500000e+00, ptr %29, align 4, !tbaa !16
  %30 = getelementptr inbounds i8, ptr %2, i64 92
  store i8 4, ptr %30, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i64 93
  store i64 4938422465746034208, ptr %31, align 1, !tbaa !13
  %32 = getelementptr inbounds i8, ptr %2, i64 101
  store i16 3996, ptr %32, align 1, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %2, i64 103
  store i32 -559038741, ptr %33, align 1, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %2, i64 107
  store double 6.000000e+00, ptr %34, align 1, !tbaa !16
  %35 = getelementptr inbounds i8, ptr %2, i64 115
  store i8 5, ptr %35, align 1, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %2, i64 116
  store i64 6173028082182542760, ptr %36, align 4, !tbaa !13
  %37 = getelementptr inbounds i8, ptr %2, i64 124
  store i16 4995, ptr %37, align 4, !tbaa !14
  %38 = getelementptr inbounds i8, ptr %2, i64 126
  store i32 -559038742, ptr %38, align 2, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %2, i64 130
  store double 7.500000e+00, ptr %39, align 2, !tbaa !16
  %40 = getelementptr inbounds i8, ptr %2, i64 138
  store i8 6, ptr %40, align 2, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %2, i64 139
  store i64 7407633698619051312, ptr %41, align 1, !tbaa !13
  %42 = getelementptr inbounds i8, ptr %2, i64 147
  store i16 5994, ptr %42, align 1, !tbaa !14
  %43 = getelementptr inbounds i8, ptr %2, i64 149
  store i32 -559038743, ptr %43, align 1, !tbaa !15
  %44 = getelementptr inbounds i8, ptr %2, i64 153
  store double 9.000000e+00, ptr %44, align 1, !tbaa !16
  %45 = call fastcc i64 @sump2(ptr noundef nonnull %2)
  %46 = call fastcc i64 @sump2(ptr noundef nonnull %15)
  %47 = add i64 %46, %45
  %48 = call fastcc i64 @sump2(ptr noundef nonnull %20)
  %49 = add i64 %48, %47
  %50 = call fastcc i64 @sump2(ptr noundef nonnull %25)
  %51 = add i64 %50, %49
  %52 = call fastcc i64 @sump2(ptr noundef nonnull %30)
  %53 = add i64 %52, %51
  %54 = call fastcc i64 @sump2(ptr noundef nonnull %35)
  %55 = add i64 %54, %53
  %56 = call fastcc i64 @sump2(ptr noundef nonnull %40)
  %57 = add i64 %56, %55
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %57, i64 noundef 161)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 152)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 51)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 205)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 153)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 51)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 181)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 11)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 236)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 190)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 173)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 222)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 18)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 64)
  %82 = tail call i32 @putchar(i32 10)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 65538, i64 noundef -12)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 0)
  %84 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3)
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 1)
  %85 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3)
  %86 = add nsw i32 %85, %84
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 2)
  %87 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3)
  %88 = add nsw i32 %87, %86
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 3)
  %89 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3)
  %90 = add nsw i32 %89, %88
  call fastcc void @mka32(ptr dead_on_unwind nonnull writable sret(%struct.A32) align 32 %3, i32 noundef 4)
  %91 = tail call fastcc i32 @suma32(ptr noundef nonnull byval(%struct.A32) align 32 %3)
  %92 = add nsw i32 %91, %90
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %92)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(128) %4, i8 0, i64 128, i1 false)
  store i8 2, ptr %4, align 64, !tbaa !17
  %94 = getelementptr inbounds i8, ptr %4, i64 64
  store double 3.500000e+00, ptr %94, align 64, !tbaa !19
  %95 = getelementptr inbounds i8, ptr %4, i64 72
  store i32 4, ptr %95, align 8, !tbaa !20
  %96 = tail call fastcc double @suma64(ptr noundef nonnull byval(%struct.A64) align 64 %4)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %96)
  %98 = tail call fastcc i32 @check_local_align()
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %98)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 122, i32 noundef 305419897, i32 noundef 121, double noundef 2.750000e+00)
  %101 = trunc i64 %107 to i32
  %102 = and i32 %101, 127
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 161, ptr nonnull %2) #8
  ret i32 %102

103:                                              ; preds = %0, %103
  %104 = phi i64 [ 0, %0 ], [ %107, %103 ]
  %105 = phi i32 [ -3, %0 ], [ %108, %103 ]
  call fastcc void @mkp1(ptr dead_on_unwind nonnull writable sret(%struct.P1) align 1 %1, i32 noundef %105)
  %106 = tail call fastcc i64 @sump1(ptr noundef nonnull byval(%struct.P1) align 8 %1)
  %107 = add nsw i64 %106, %104
  %108 = add nsw i32 %105, 1
  %109 = icmp eq i32 %108, 20
  br i1 %109, label %9, label %103, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sump1(ptr nocapture noundef readonly byval(%struct.P1) align 8 %0) unnamed_addr #3 {
  %2 = load i8, ptr %0, align 8, !tbaa !23
  %3 = sext i8 %2 to i32
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i32, ptr %4, align 1, !tbaa !26
  %6 = add nsw i32 %5, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 5
  %8 = load i16, ptr %7, align 1, !tbaa !27
  %9 = sext i16 %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i8, ptr %0, i64 7
  %13 = load i64, ptr %12, align 1, !tbaa !28
  %14 = add nsw i64 %13, %11
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mkp1(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.P1) align 1 %0, i32 noundef %1) unnamed_addr #4 {
  %3 = trunc i32 %1 to i8
  store i8 %3, ptr %0, align 1, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = mul nsw i32 %1, 1000
  store i32 %5, ptr %4, align 1, !tbaa !26
  %6 = getelementptr inbounds i8, ptr %0, i64 5
  %7 = trunc i32 %1 to i16
  %8 = mul i16 %7, 3
  store i16 %8, ptr %6, align 1, !tbaa !27
  %9 = getelementptr inbounds i8, ptr %0, i64 7
  %10 = sext i32 %1 to i64
  %11 = shl nsw i64 %10, 40
  store i64 %11, ptr %9, align 1, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sump2(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load i8, ptr %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i64
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i64, ptr %4, align 1, !tbaa !13
  %6 = add i64 %5, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 9
  %8 = load i16, ptr %7, align 1, !tbaa !14
  %9 = zext i16 %8 to i64
  %10 = add i64 %6, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 11
  %12 = load i32, ptr %11, align 1, !tbaa !15
  %13 = zext i32 %12 to i64
  %14 = add i64 %10, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 15
  %16 = load double, ptr %15, align 1, !tbaa !16
  %17 = fptoui double %16 to i64
  %18 = add i64 %14, %17
  ret i64 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @suma32(ptr nocapture noundef readonly byval(%struct.A32) align 32 %0) unnamed_addr #3 {
  %2 = load i32, ptr %0, align 32, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !29
  %5 = add nsw i32 %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !29
  %8 = add nsw i32 %5, %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mka32(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.A32) align 32 %0, i32 noundef %1) unnamed_addr #4 {
  store i32 %1, ptr %0, align 32, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = add nsw i32 %1, 1
  store i32 %4, ptr %3, align 4, !tbaa !29
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = add nsw i32 %1, 2
  store i32 %6, ptr %5, align 8, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @suma64(ptr nocapture noundef readonly byval(%struct.A64) align 64 %0) unnamed_addr #3 {
  %2 = load i8, ptr %0, align 64, !tbaa !17
  %3 = sitofp i8 %2 to double
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load double, ptr %4, align 64, !tbaa !19
  %6 = fadd double %5, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 72
  %8 = load i32, ptr %7, align 8, !tbaa !20
  %9 = sitofp i32 %8 to double
  %10 = fadd double %6, %9
  ret double %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 222) i32 @check_local_align() unnamed_addr #6 {
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"P2", !7, i64 0, !9, i64 1, !10, i64 9, !11, i64 11, !12, i64 15}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"long", !7, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!6, !9, i64 1}
!14 = !{!6, !10, i64 9}
!15 = !{!6, !11, i64 11}
!16 = !{!6, !12, i64 15}
!17 = !{!18, !7, i64 0}
!18 = !{!"A64", !7, i64 0, !12, i64 64, !11, i64 72}
!19 = !{!18, !12, i64 64}
!20 = !{!18, !11, i64 72}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!24, !7, i64 0}
!24 = !{!"P1", !7, i64 0, !11, i64 1, !10, i64 5, !25, i64 7}
!25 = !{!"long long", !7, i64 0}
!26 = !{!24, !11, i64 1}
!27 = !{!24, !10, i64 5}
!28 = !{!24, !25, i64 7}
!29 = !{!11, !11, i64 0}
