; ModuleID = 'programs/struct_abi_packed.c'
source_filename = "programs/struct_abi_packed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.p11 = type <{ i16, i64, i8 }>

@.str = private unnamed_addr constant [78 x i8] c"p5 size %zu off i %zu | p9 size %zu off d %zu | p11 size %zu off l %zu c %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [96 x i8] c"q size %zu off i %zu s %zu d %zu | outer size %zu off in %zu after %zu | pa size %zu align %zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [65 x i8] c"a=%c,%d b=%c,%g c=%d,%ld,%c d=%d,%d,%d,%g o=%c,%c,%d,%d e=%c,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"sum=%ld raw[13..24]:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -8388657, 8388657) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.p11, align 8
  %2 = alloca %struct.p11, align 8
  %3 = alloca [7 x %struct.p11], align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5, i64 noundef 1, i64 noundef 9, i64 noundef 1, i64 noundef 11, i64 noundef 2, i64 noundef 10)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 16, i64 noundef 2, i64 noundef 6, i64 noundef 8, i64 noundef 8, i64 noundef 1, i64 noundef 6, i64 noundef 4, i64 noundef 4)
  %6 = tail call fastcc i40 @p5_inc(i64 1889)
  %7 = zext i40 %6 to i64
  %8 = tail call fastcc i40 @p5_inc(i64 %7)
  %9 = trunc i40 %8 to i32
  %10 = lshr i40 %8, 8
  %11 = trunc nuw i40 %10 to i32
  %12 = tail call fastcc [2 x i64] @p9_scale()
  %13 = extractvalue [2 x i64] %12, 0
  %14 = trunc i64 %13 to i32
  %15 = extractvalue [2 x i64] %12, 1
  %16 = tail call i64 @llvm.fshl.i64(i64 %15, i64 %13, i64 56)
  %17 = bitcast i64 %16 to double
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %1)
  store i16 100, ptr %2, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 2
  store i64 123456789, ptr %18, align 2, !tbaa !12
  %19 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 113, ptr %19, align 2, !tbaa !13
  %20 = load i64, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = load i24, ptr %21, align 8
  %23 = zext i24 %22 to i64
  %24 = insertvalue [2 x i64] poison, i64 %20, 0
  %25 = insertvalue [2 x i64] %24, i64 %23, 1
  %26 = tail call fastcc [2 x i64] @p11_mix([2 x i64] %25)
  %27 = extractvalue [2 x i64] %26, 0
  %28 = extractvalue [2 x i64] %26, 1
  store i64 %27, ptr %1, align 8
  %29 = trunc i64 %28 to i24
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  store i24 %29, ptr %30, align 8
  %31 = tail call fastcc [2 x i64] @q_step([2 x i64] [i64 5629499534868483, i64 4602678819172646912])
  %32 = tail call fastcc [2 x i64] @q_step([2 x i64] %31)
  %33 = extractvalue [2 x i64] %32, 0
  %34 = extractvalue [2 x i64] %32, 1
  %35 = bitcast i64 %34 to double
  %36 = tail call fastcc i64 @outer_f()
  %37 = trunc i64 %36 to i32
  %38 = lshr i32 %37, 8
  %39 = lshr i64 %36, 16
  %40 = trunc i64 %39 to i32
  %41 = and i32 %9, 255
  %42 = and i32 %14, 255
  %43 = trunc i64 %27 to i32
  %44 = shl i32 %43, 16
  %45 = ashr exact i32 %44, 16
  %46 = getelementptr inbounds i8, ptr %1, i64 2
  %47 = load i64, ptr %46, align 2, !tbaa !12
  %48 = trunc i64 %28 to i32
  %49 = lshr i32 %48, 16
  %50 = and i32 %49, 255
  %51 = trunc i64 %33 to i32
  %52 = and i32 %51, 255
  %53 = lshr i64 %33, 16
  %54 = trunc i64 %53 to i32
  %55 = lshr i64 %33, 32
  %56 = trunc nuw i64 %55 to i32
  %57 = ashr i32 %56, 16
  %58 = and i32 %37, 255
  %59 = and i32 %38, 255
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41, i32 noundef %11, i32 noundef %42, double noundef %17, i32 noundef %45, i64 noundef %47, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %57, double noundef %35, i32 noundef %58, i32 noundef %59, i32 noundef %40, i32 noundef 600, i32 noundef 101, i32 noundef 2468)
  call void @llvm.lifetime.start.p0(i64 77, ptr nonnull %3) #7
  store i16 0, ptr %3, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %3, i64 2
  store i64 0, ptr %61, align 2, !tbaa !12
  %62 = getelementptr inbounds i8, ptr %3, i64 10
  store i8 48, ptr %62, align 2, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %3, i64 11
  store i16 11, ptr %63, align 1, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %3, i64 13
  store i64 1099511627776, ptr %64, align 1, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %3, i64 21
  store i8 49, ptr %65, align 1, !tbaa !13
  %66 = getelementptr inbounds i8, ptr %3, i64 22
  store i16 22, ptr %66, align 2, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 2199023255552, ptr %67, align 4, !tbaa !12
  %68 = getelementptr inbounds i8, ptr %3, i64 32
  store i8 50, ptr %68, align 4, !tbaa !13
  %69 = getelementptr inbounds i8, ptr %3, i64 33
  store i16 33, ptr %69, align 1, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %3, i64 35
  store i64 3298534883328, ptr %70, align 1, !tbaa !12
  %71 = getelementptr inbounds i8, ptr %3, i64 43
  store i8 51, ptr %71, align 1, !tbaa !13
  %72 = getelementptr inbounds i8, ptr %3, i64 44
  store i16 44, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %3, i64 46
  store i64 4398046511104, ptr %73, align 2, !tbaa !12
  %74 = getelementptr inbounds i8, ptr %3, i64 54
  store i8 52, ptr %74, align 2, !tbaa !13
  %75 = getelementptr inbounds i8, ptr %3, i64 55
  store i16 55, ptr %75, align 1, !tbaa !6
  %76 = getelementptr inbounds i8, ptr %3, i64 57
  store i64 5497558138880, ptr %76, align 1, !tbaa !12
  %77 = getelementptr inbounds i8, ptr %3, i64 65
  store i8 53, ptr %77, align 1, !tbaa !13
  %78 = getelementptr inbounds i8, ptr %3, i64 66
  store i16 66, ptr %78, align 2, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %3, i64 68
  store i64 6597069766656, ptr %79, align 4, !tbaa !12
  %80 = getelementptr inbounds i8, ptr %3, i64 76
  store i8 54, ptr %80, align 4, !tbaa !13
  %81 = call fastcc i64 @sum_array(ptr noundef nonnull %3)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %81)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 49)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 22)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0)
  %95 = tail call i32 @putchar(i32 10)
  %96 = ashr i64 %81, 40
  %97 = trunc nsw i64 %96 to i32
  %98 = srem i32 %11, 50
  %99 = add nsw i32 %98, %97
  call void @llvm.lifetime.end.p0(i64 77, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %1)
  ret i32 %99
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i40 @p5_inc(i64 %0) unnamed_addr #3 {
  %2 = trunc i64 %0 to i8
  %3 = lshr i64 %0, 8
  %4 = trunc i64 %3 to i32
  %5 = add i8 %2, 1
  %6 = mul nsw i32 %4, -3
  %7 = zext i32 %6 to i40
  %8 = shl nuw i40 %7, 8
  %9 = zext i8 %5 to i40
  %10 = or disjoint i40 %8, %9
  ret i40 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @p9_scale() unnamed_addr #3 {
  ret [2 x i64] [i64 1729382256910270585, i64 192]
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @p11_mix([2 x i64] %0) unnamed_addr #3 {
  %2 = alloca %struct.p11, align 8
  %3 = extractvalue [2 x i64] %0, 0
  %4 = extractvalue [2 x i64] %0, 1
  store i64 %3, ptr %2, align 8
  %5 = trunc i64 %4 to i24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i24 %5, ptr %6, align 8
  %7 = trunc i64 %3 to i16
  %8 = add i16 %7, 5
  store i16 %8, ptr %2, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %2, i64 2
  %10 = load i64, ptr %9, align 2, !tbaa !12
  %11 = mul nsw i64 %10, 1000
  %12 = add nsw i64 %11, 42
  %13 = getelementptr inbounds i8, ptr %2, i64 2
  store i64 %12, ptr %13, align 2, !tbaa !12
  %14 = lshr i64 %4, 16
  %15 = trunc i64 %14 to i8
  %16 = xor i8 %15, 32
  %17 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 %16, ptr %17, align 2, !tbaa !13
  %18 = load i64, ptr %2, align 8
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = load i24, ptr %19, align 8
  %21 = zext i24 %20 to i64
  %22 = insertvalue [2 x i64] poison, i64 %18, 0
  %23 = insertvalue [2 x i64] %22, i64 %21, 1
  ret [2 x i64] %23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @q_step([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = lshr i64 %2, 16
  %4 = trunc i64 %3 to i32
  %5 = extractvalue [2 x i64] %0, 1
  %6 = bitcast i64 %5 to double
  %7 = trunc i64 %2 to i32
  %8 = and i32 %7, 255
  %9 = add nsw i32 %8, %4
  %10 = sitofp i32 %9 to double
  %11 = fadd double %6, %10
  %12 = and i64 %2, -281474976710656
  %13 = add i64 %12, -281474976710656
  %14 = zext i32 %9 to i64
  %15 = shl nuw nsw i64 %14, 16
  %16 = or disjoint i64 %15, %13
  %17 = and i64 %2, 65535
  %18 = or disjoint i64 %16, %17
  %19 = insertvalue [2 x i64] poison, i64 %18, 0
  %20 = bitcast double %11 to i64
  %21 = insertvalue [2 x i64] %19, i64 %20, 1
  ret [2 x i64] %21
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 168884986026393684, 169166461003104256) i64 @outer_f() unnamed_addr #3 {
  %1 = tail call fastcc i40 @p5_inc(i64 1099511627371)
  %2 = zext i40 %1 to i64
  %3 = shl nuw nsw i64 %2, 8
  %4 = or disjoint i64 %3, 168884986026393684
  ret i64 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @sum_array(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 2
  %3 = load i64, ptr %2, align 1, !tbaa !12
  %4 = load i16, ptr %0, align 1, !tbaa !6
  %5 = sext i16 %4 to i64
  %6 = getelementptr inbounds i8, ptr %0, i64 10
  %7 = load i8, ptr %6, align 1, !tbaa !13
  %8 = zext i8 %7 to i64
  %9 = add i64 %3, %5
  %10 = add i64 %9, %8
  %11 = getelementptr inbounds i8, ptr %0, i64 11
  %12 = getelementptr inbounds i8, ptr %0, i64 13
  %13 = load i64, ptr %12, align 1, !tbaa !12
  %14 = load i16, ptr %11, align 1, !tbaa !6
  %15 = sext i16 %14 to i64
  %16 = getelementptr inbounds i8, ptr %0, i64 21
  %17 = load i8, ptr %16, align 1, !tbaa !13
  %18 = zext i8 %17 to i64
  %19 = add i64 %13, %10
  %20 = add i64 %19, %15
  %21 = add i64 %20, %18
  %22 = getelementptr inbounds i8, ptr %0, i64 22
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  %24 = load i64, ptr %23, align 1, !tbaa !12
  %25 = load i16, ptr %22, align 1, !tbaa !6
  %26 = sext i16 %25 to i64
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = load i8, ptr %27, align 1, !tbaa !13
  %29 = zext i8 %28 to i64
  %30 = add i64 %24, %21
  %31 = add i64 %30, %26
  %32 = add i64 %31, %29
  %33 = getelementptr inbounds i8, ptr %0, i64 33
  %34 = getelementptr inbounds i8, ptr %0, i64 35
  %35 = load i64, ptr %34, align 1, !tbaa !12
  %36 = load i16, ptr %33, align 1, !tbaa !6
  %37 = sext i16 %36 to i64
  %38 = getelementptr inbounds i8, ptr %0, i64 43
  %39 = load i8, ptr %38, align 1, !tbaa !13
  %40 = zext i8 %39 to i64
  %41 = add i64 %35, %32
  %42 = add i64 %41, %37
  %43 = add i64 %42, %40
  %44 = getelementptr inbounds i8, ptr %0, i64 44
  %45 = getelementptr inbounds i8, ptr %0, i64 46
  %46 = load i64, ptr %45, align 1, !tbaa !12
  %47 = load i16, ptr %44, align 1, !tbaa !6
  %48 = sext i16 %47 to i64
  %49 = getelementptr inbounds i8, ptr %0, i64 54
  %50 = load i8, ptr %49, align 1, !tbaa !13
  %51 = zext i8 %50 to i64
  %52 = add i64 %46, %43
  %53 = add i64 %52, %48
  %54 = add i64 %53, %51
  %55 = getelementptr inbounds i8, ptr %0, i64 55
  %56 = getelementptr inbounds i8, ptr %0, i64 57
  %57 = load i64, ptr %56, align 1, !tbaa !12
  %58 = load i16, ptr %55, align 1, !tbaa !6
  %59 = sext i16 %58 to i64
  %60 = getelementptr inbounds i8, ptr %0, i64 65
  %61 = load i8, ptr %60, align 1, !tbaa !13
  %62 = zext i8 %61 to i64
  %63 = add i64 %57, %54
  %64 = add i64 %63, %59
  %65 = add i64 %64, %62
  %66 = getelementptr inbounds i8, ptr %0, i64 66
  %67 = getelementptr inbounds i8, ptr %0, i64 68
  %68 = load i64, ptr %67, align 1, !tbaa !12
  %69 = load i16, ptr %66, align 1, !tbaa !6
  %70 = sext i16 %69 to i64
  %71 = getelementptr inbounds i8, ptr %0, i64 76
  %72 = load i8, ptr %71, align 1, !tbaa !13
  %73 = zext i8 %72 to i64
  %74 = add i64 %68, %65
  %75 = add i64 %74, %70
  %76 = add i64 %75, %73
  ret i64 %76
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"p11", !8, i64 0, !11, i64 2, !9, i64 10}
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 2}
!13 = !{!7, !9, i64 10}
