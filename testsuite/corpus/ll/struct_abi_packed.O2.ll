; ModuleID = 'programs/struct_abi_packed.c'
source_filename = "programs/struct_abi_packed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.p5 = type <{ i8, i32 }>
%struct.p9 = type <{ i8, double }>
%struct.p11 = type <{ i16, i64, i8 }>
%struct.q = type <{ i8, i8, i32, i16, double }>
%struct.outer = type { i8, %struct.p5, i16 }
%struct.pa = type <{ i8, i16, i8 }>

@.str = private unnamed_addr constant [78 x i8] c"p5 size %zu off i %zu | p9 size %zu off d %zu | p11 size %zu off l %zu c %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [96 x i8] c"q size %zu off i %zu s %zu d %zu | outer size %zu off in %zu after %zu | pa size %zu align %zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [65 x i8] c"a=%c,%d b=%c,%g c=%d,%ld,%c d=%d,%d,%d,%g o=%c,%c,%d,%d e=%c,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"sum=%ld raw[13..24]:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -8388657, 8388657) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.p5, align 1
  %2 = alloca %struct.p5, align 8
  %3 = alloca %struct.p5, align 8
  %4 = alloca %struct.p9, align 1
  %5 = alloca %struct.p9, align 8
  %6 = alloca %struct.p11, align 2
  %7 = alloca %struct.p11, align 8
  %8 = alloca %struct.q, align 2
  %9 = alloca %struct.q, align 8
  %10 = alloca %struct.q, align 8
  %11 = alloca %struct.outer, align 2
  %12 = alloca %struct.outer, align 8
  %13 = alloca %struct.pa, align 4
  %14 = alloca %struct.pa, align 8
  %15 = alloca [7 x %struct.p11], align 16
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5, i64 noundef 1, i64 noundef 9, i64 noundef 1, i64 noundef 11, i64 noundef 2, i64 noundef 10)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 16, i64 noundef 2, i64 noundef 6, i64 noundef 8, i64 noundef 8, i64 noundef 1, i64 noundef 6, i64 noundef 4, i64 noundef 4)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #7
  store i8 97, ptr %3, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %3, i64 1
  store i32 7, ptr %18, align 1, !tbaa !10
  call fastcc void @p5_inc(ptr dead_on_unwind nonnull writable sret(%struct.p5) align 1 %2, ptr noundef nonnull byval(%struct.p5) align 8 %3)
  call fastcc void @p5_inc(ptr dead_on_unwind nonnull writable sret(%struct.p5) align 1 %1, ptr noundef nonnull byval(%struct.p5) align 8 %2)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %4) #7
  store i8 120, ptr %5, align 8, !tbaa !11
  %19 = getelementptr inbounds i8, ptr %5, i64 1
  store double 1.500000e+00, ptr %19, align 1, !tbaa !14
  call fastcc void @p9_scale(ptr dead_on_unwind nonnull writable sret(%struct.p9) align 1 %4, ptr noundef nonnull byval(%struct.p9) align 8 %5)
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %6) #7
  store i16 100, ptr %7, align 8, !tbaa !15
  %20 = getelementptr inbounds i8, ptr %7, i64 2
  store i64 123456789, ptr %20, align 2, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %7, i64 10
  store i8 113, ptr %21, align 2, !tbaa !20
  call fastcc void @p11_mix(ptr dead_on_unwind nonnull writable sret(%struct.p11) align 1 %6, ptr noundef nonnull byval(%struct.p11) align 8 %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7
  store i8 3, ptr %10, align 8, !tbaa !21
  %22 = getelementptr inbounds i8, ptr %10, i64 2
  store i32 10, ptr %22, align 2, !tbaa !23
  %23 = getelementptr inbounds i8, ptr %10, i64 6
  store i16 20, ptr %23, align 2, !tbaa !24
  %24 = getelementptr inbounds i8, ptr %10, i64 8
  store double 5.000000e-01, ptr %24, align 8, !tbaa !25
  call fastcc void @q_step(ptr dead_on_unwind nonnull writable sret(%struct.q) align 2 %9, ptr noundef nonnull byval(%struct.q) align 8 %10)
  call fastcc void @q_step(ptr dead_on_unwind nonnull writable sret(%struct.q) align 2 %8, ptr noundef nonnull byval(%struct.q) align 8 %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #7
  store i8 84, ptr %12, align 8, !tbaa !26
  %25 = getelementptr inbounds i8, ptr %12, i64 1
  store i8 107, ptr %25, align 1, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %12, i64 2
  store i32 -2, ptr %26, align 2, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %12, i64 6
  store i16 300, ptr %27, align 2, !tbaa !28
  call fastcc void @outer_f(ptr dead_on_unwind nonnull writable sret(%struct.outer) align 2 %11, ptr noundef nonnull byval(%struct.outer) align 8 %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #7
  store i8 101, ptr %14, align 8, !tbaa !29
  %28 = getelementptr inbounds i8, ptr %14, i64 1
  store i16 1234, ptr %28, align 1, !tbaa !31
  call fastcc void @pa_f(ptr dead_on_unwind nonnull writable sret(%struct.pa) align 4 %13, ptr noundef nonnull byval(%struct.pa) align 8 %14)
  %29 = load i8, ptr %1, align 1, !tbaa !5
  %30 = sext i8 %29 to i32
  %31 = getelementptr inbounds i8, ptr %1, i64 1
  %32 = load i32, ptr %31, align 1, !tbaa !10
  %33 = load i8, ptr %4, align 1, !tbaa !11
  %34 = sext i8 %33 to i32
  %35 = getelementptr inbounds i8, ptr %4, i64 1
  %36 = load double, ptr %35, align 1, !tbaa !14
  %37 = load i16, ptr %6, align 2, !tbaa !15
  %38 = sext i16 %37 to i32
  %39 = getelementptr inbounds i8, ptr %6, i64 2
  %40 = load i64, ptr %39, align 2, !tbaa !19
  %41 = getelementptr inbounds i8, ptr %6, i64 10
  %42 = load i8, ptr %41, align 2, !tbaa !20
  %43 = sext i8 %42 to i32
  %44 = load i8, ptr %8, align 2, !tbaa !21
  %45 = sext i8 %44 to i32
  %46 = getelementptr inbounds i8, ptr %8, i64 2
  %47 = load i32, ptr %46, align 2, !tbaa !23
  %48 = getelementptr inbounds i8, ptr %8, i64 6
  %49 = load i16, ptr %48, align 2, !tbaa !24
  %50 = sext i16 %49 to i32
  %51 = getelementptr inbounds i8, ptr %8, i64 8
  %52 = load double, ptr %51, align 2, !tbaa !25
  %53 = load i8, ptr %11, align 2, !tbaa !26
  %54 = sext i8 %53 to i32
  %55 = getelementptr inbounds i8, ptr %11, i64 1
  %56 = load i8, ptr %55, align 1, !tbaa !32
  %57 = sext i8 %56 to i32
  %58 = getelementptr inbounds i8, ptr %11, i64 2
  %59 = load i32, ptr %58, align 2, !tbaa !33
  %60 = getelementptr inbounds i8, ptr %11, i64 6
  %61 = load i16, ptr %60, align 2, !tbaa !28
  %62 = sext i16 %61 to i32
  %63 = load i8, ptr %13, align 4, !tbaa !29
  %64 = sext i8 %63 to i32
  %65 = getelementptr inbounds i8, ptr %13, i64 1
  %66 = load i16, ptr %65, align 1, !tbaa !31
  %67 = sext i16 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %30, i32 noundef %32, i32 noundef %34, double noundef %36, i32 noundef %38, i64 noundef %40, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %50, double noundef %52, i32 noundef %54, i32 noundef %57, i32 noundef %59, i32 noundef %62, i32 noundef %64, i32 noundef %67)
  call void @llvm.lifetime.start.p0(i64 77, ptr nonnull %15) #7
  store i16 0, ptr %15, align 16, !tbaa !15
  %69 = getelementptr inbounds i8, ptr %15, i64 2
  store i64 0, ptr %69, align 2, !tbaa !19
  %70 = getelementptr inbounds i8, ptr %15, i64 10
  store i8 48, ptr %70, align 2, !tbaa !20
  %71 = getelementptr inbounds i8, ptr %15, i64 11
  store i16 11, ptr %71, align 1, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %15, i64 13
  store i64 1099511627776, ptr %72, align 1, !tbaa !19
  %73 = getelementptr inbounds i8, ptr %15, i64 21
  store i8 49, ptr %73, align 1, !tbaa !20
  %74 = getelementptr inbounds i8, ptr %15, i64 22
  store i16 22, ptr %74, align 2, !tbaa !15
  %75 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 2199023255552, ptr %75, align 8, !tbaa !19
  %76 = getelementptr inbounds i8, ptr %15, i64 32
  store i8 50, ptr %76, align 16, !tbaa !20
  %77 = getelementptr inbounds i8, ptr %15, i64 33
  store i16 33, ptr %77, align 1, !tbaa !15
  %78 = getelementptr inbounds i8, ptr %15, i64 35
  store i64 3298534883328, ptr %78, align 1, !tbaa !19
  %79 = getelementptr inbounds i8, ptr %15, i64 43
  store i8 51, ptr %79, align 1, !tbaa !20
  %80 = getelementptr inbounds i8, ptr %15, i64 44
  store i16 44, ptr %80, align 4, !tbaa !15
  %81 = getelementptr inbounds i8, ptr %15, i64 46
  store i64 4398046511104, ptr %81, align 2, !tbaa !19
  %82 = getelementptr inbounds i8, ptr %15, i64 54
  store i8 52, ptr %82, align 2, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %15, i64 55
  store i16 55, ptr %83, align 1, !tbaa !15
  %84 = getelementptr inbounds i8, ptr %15, i64 57
  store i64 5497558138880, ptr %84, align 1, !tbaa !19
  %85 = getelementptr inbounds i8, ptr %15, i64 65
  store i8 53, ptr %85, align 1, !tbaa !20
  %86 = getelementptr inbounds i8, ptr %15, i64 66
  store i16 66, ptr %86, align 2, !tbaa !15
  %87 = getelementptr inbounds i8, ptr %15, i64 68
  store i64 6597069766656, ptr %87, align 4, !tbaa !19
  %88 = getelementptr inbounds i8, ptr %15, i64 76
  store i8 54, ptr %88, align 4, !tbaa !20
  %89 = call fastcc i64 @sum_array(ptr noundef nonnull %15)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %89)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 49)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 22)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %103 = tail call i32 @putchar(i32 10)
  %104 = ashr i64 %89, 40
  %105 = trunc nsw i64 %104 to i32
  %106 = srem i32 %32, 50
  %107 = add nsw i32 %106, %105
  call void @llvm.lifetime.end.p0(i64 77, ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #7
  ret i32 %107
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @p5_inc(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.p5) align 1 %0, ptr nocapture noundef byval(%struct.p5) align 8 %1) unnamed_addr #3 {
  %3 = load i8, ptr %1, align 8, !tbaa !5
  %4 = add i8 %3, 1
  store i8 %4, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 1
  %6 = load i32, ptr %5, align 1, !tbaa !10
  %7 = mul nsw i32 %6, -3
  store i32 %7, ptr %5, align 1, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %0, ptr noundef nonnull align 8 dereferenceable(5) %1, i64 5, i1 false), !tbaa.struct !34
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @p9_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.p9) align 1 %0, ptr nocapture noundef byval(%struct.p9) align 8 %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  %4 = load double, ptr %3, align 1, !tbaa !14
  %5 = fmul double %4, -4.000000e+00
  store double %5, ptr %3, align 1, !tbaa !14
  %6 = load i8, ptr %1, align 8, !tbaa !11
  %7 = add i8 %6, 1
  store i8 %7, ptr %1, align 8, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %0, ptr noundef nonnull align 8 dereferenceable(9) %1, i64 9, i1 false), !tbaa.struct !37
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @p11_mix(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.p11) align 1 %0, ptr nocapture noundef byval(%struct.p11) align 8 %1) unnamed_addr #3 {
  %3 = load i16, ptr %1, align 8, !tbaa !15
  %4 = add i16 %3, 5
  store i16 %4, ptr %1, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %1, i64 2
  %6 = load i64, ptr %5, align 2, !tbaa !19
  %7 = mul nsw i64 %6, 1000
  %8 = add nsw i64 %7, 42
  store i64 %8, ptr %5, align 2, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %1, i64 10
  %10 = load i8, ptr %9, align 2, !tbaa !20
  %11 = xor i8 %10, 32
  store i8 %11, ptr %9, align 2, !tbaa !20
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %0, ptr noundef nonnull align 8 dereferenceable(11) %1, i64 11, i1 false), !tbaa.struct !39
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @q_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.q) align 2 %0, ptr nocapture noundef byval(%struct.q) align 8 %1) unnamed_addr #3 {
  %3 = load i8, ptr %1, align 8, !tbaa !21
  %4 = sext i8 %3 to i32
  %5 = getelementptr inbounds i8, ptr %1, i64 2
  %6 = load i32, ptr %5, align 2, !tbaa !23
  %7 = add nsw i32 %6, %4
  store i32 %7, ptr %5, align 2, !tbaa !23
  %8 = getelementptr inbounds i8, ptr %1, i64 6
  %9 = load i16, ptr %8, align 2, !tbaa !24
  %10 = add i16 %9, -1
  store i16 %10, ptr %8, align 2, !tbaa !24
  %11 = sitofp i32 %7 to double
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !25
  %14 = fadd double %13, %11
  store double %14, ptr %12, align 8, !tbaa !25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !42
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @outer_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.outer) align 2 %0, ptr nocapture noundef byval(%struct.outer) align 8 %1) unnamed_addr #3 {
  %3 = alloca %struct.p5, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 1
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %3, ptr noundef nonnull align 1 dereferenceable(5) %4, i64 5, i1 false), !tbaa.struct !34
  call fastcc void @p5_inc(ptr dead_on_unwind nonnull writable sret(%struct.p5) align 1 %4, ptr noundef nonnull byval(%struct.p5) align 8 %3)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %3) #7
  %5 = getelementptr inbounds i8, ptr %1, i64 6
  %6 = load i16, ptr %5, align 2, !tbaa !28
  %7 = shl i16 %6, 1
  store i16 %7, ptr %5, align 2, !tbaa !28
  %8 = load i64, ptr %1, align 8
  store i64 %8, ptr %0, align 2
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @pa_f(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.pa) align 4 %0, ptr nocapture noundef byval(%struct.pa) align 8 %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  %4 = load i16, ptr %3, align 1, !tbaa !31
  %5 = shl i16 %4, 1
  store i16 %5, ptr %3, align 1, !tbaa !31
  %6 = load i32, ptr %1, align 8
  store i32 %6, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sum_array(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 2
  %3 = load i64, ptr %2, align 1, !tbaa !19
  %4 = load i16, ptr %0, align 1, !tbaa !15
  %5 = sext i16 %4 to i64
  %6 = getelementptr inbounds i8, ptr %0, i64 10
  %7 = load i8, ptr %6, align 1, !tbaa !20
  %8 = sext i8 %7 to i64
  %9 = add i64 %3, %5
  %10 = add i64 %9, %8
  %11 = getelementptr inbounds i8, ptr %0, i64 11
  %12 = getelementptr inbounds i8, ptr %0, i64 13
  %13 = load i64, ptr %12, align 1, !tbaa !19
  %14 = load i16, ptr %11, align 1, !tbaa !15
  %15 = sext i16 %14 to i64
  %16 = getelementptr inbounds i8, ptr %0, i64 21
  %17 = load i8, ptr %16, align 1, !tbaa !20
  %18 = sext i8 %17 to i64
  %19 = add i64 %13, %10
  %20 = add i64 %19, %15
  %21 = add i64 %20, %18
  %22 = getelementptr inbounds i8, ptr %0, i64 22
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  %24 = load i64, ptr %23, align 1, !tbaa !19
  %25 = load i16, ptr %22, align 1, !tbaa !15
  %26 = sext i16 %25 to i64
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = load i8, ptr %27, align 1, !tbaa !20
  %29 = sext i8 %28 to i64
  %30 = add i64 %24, %21
  %31 = add i64 %30, %26
  %32 = add i64 %31, %29
  %33 = getelementptr inbounds i8, ptr %0, i64 33
  %34 = getelementptr inbounds i8, ptr %0, i64 35
  %35 = load i64, ptr %34, align 1, !tbaa !19
  %36 = load i16, ptr %33, align 1, !tbaa !15
  %37 = sext i16 %36 to i64
  %38 = getelementptr inbounds i8, ptr %0, i64 43
  %39 = load i8, ptr %38, align 1, !tbaa !20
  %40 = sext i8 %39 to i64
  %41 = add i64 %35, %32
  %42 = add i64 %41, %37
  %43 = add i64 %42, %40
  %44 = getelementptr inbounds i8, ptr %0, i64 44
  %45 = getelementptr inbounds i8, ptr %0, i64 46
  %46 = load i64, ptr %45, align 1, !tbaa !19
  %47 = load i16, ptr %44, align 1, !tbaa !15
  %48 = sext i16 %47 to i64
  %49 = getelementptr inbounds i8, ptr %0, i64 54
  %50 = load i8, ptr %49, align 1, !tbaa !20
  %51 = sext i8 %50 to i64
  %52 = add i64 %46, %43
  %53 = add i64 %52, %48
  %54 = add i64 %53, %51
  %55 = getelementptr inbounds i8, ptr %0, i64 55
  %56 = getelementptr inbounds i8, ptr %0, i64 57
  %57 = load i64, ptr %56, align 1, !tbaa !19
  %58 = load i16, ptr %55, align 1, !tbaa !15
  %59 = sext i16 %58 to i64
  %60 = getelementptr inbounds i8, ptr %0, i64 65
  %61 = load i8, ptr %60, align 1, !tbaa !20
  %62 = sext i8 %61 to i64
  %63 = add i64 %57, %54
  %64 = add i64 %63, %59
  %65 = add i64 %64, %62
  %66 = getelementptr inbounds i8, ptr %0, i64 66
  %67 = getelementptr inbounds i8, ptr %0, i64 68
  %68 = load i64, ptr %67, align 1, !tbaa !19
  %69 = load i16, ptr %66, align 1, !tbaa !15
  %70 = sext i16 %69 to i64
  %71 = getelementptr inbounds i8, ptr %0, i64 76
  %72 = load i8, ptr %71, align 1, !tbaa !20
  %73 = sext i8 %72 to i64
  %74 = add i64 %68, %65
  %75 = add i64 %74, %70
  %76 = add i64 %75, %73
  ret i64 %76
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"p5", !7, i64 0, !9, i64 1}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!6, !9, i64 1}
!11 = !{!12, !7, i64 0}
!12 = !{!"p9", !7, i64 0, !13, i64 1}
!13 = !{!"double", !7, i64 0}
!14 = !{!12, !13, i64 1}
!15 = !{!16, !17, i64 0}
!16 = !{!"p11", !17, i64 0, !18, i64 2, !7, i64 10}
!17 = !{!"short", !7, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{!16, !18, i64 2}
!20 = !{!16, !7, i64 10}
!21 = !{!22, !7, i64 0}
!22 = !{!"q", !7, i64 0, !9, i64 2, !17, i64 6, !13, i64 8}
!23 = !{!22, !9, i64 2}
!24 = !{!22, !17, i64 6}
!25 = !{!22, !13, i64 8}
!26 = !{!27, !7, i64 0}
!27 = !{!"outer", !7, i64 0, !6, i64 1, !17, i64 6}
!28 = !{!27, !17, i64 6}
!29 = !{!30, !7, i64 0}
!30 = !{!"pa", !7, i64 0, !17, i64 1}
!31 = !{!30, !17, i64 1}
!32 = !{!27, !7, i64 1}
!33 = !{!27, !9, i64 2}
!34 = !{i64 0, i64 1, !35, i64 1, i64 4, !36}
!35 = !{!7, !7, i64 0}
!36 = !{!9, !9, i64 0}
!37 = !{i64 0, i64 1, !35, i64 1, i64 8, !38}
!38 = !{!13, !13, i64 0}
!39 = !{i64 0, i64 2, !40, i64 2, i64 8, !41, i64 10, i64 1, !35}
!40 = !{!17, !17, i64 0}
!41 = !{!18, !18, i64 0}
!42 = !{i64 0, i64 1, !35, i64 2, i64 4, !36, i64 6, i64 2, !40, i64 8, i64 8, !38}
