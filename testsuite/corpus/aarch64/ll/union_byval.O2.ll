; ModuleID = 'programs/union_byval.c'
source_filename = "programs/union_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.U20 = type { double, [16 x i8] }

@.str = private unnamed_addr constant [17 x i8] c"U4 %g %08x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"U8 %g %016llx %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"U8b %016llx %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"U16 %Lg \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"U20 sum=%d size=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"invsqrt(4) ~ %.4f\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.U20, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -1.500000e+00, i32 noundef -1077936128, i32 noundef 191)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e+00, i64 noundef 4617315517961601024, i32 noundef 0, i32 noundef 1075052544)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -8526495043095935641, i32 noundef 19088743)
  %5 = tail call fastcc i128 @id16(i128 85070591730234615865843651857942052864)
  %6 = trunc i128 %5 to i32
  %7 = trunc i128 %5 to i32
  %8 = lshr i32 %7, 8
  %9 = trunc i128 %5 to i32
  %10 = lshr i32 %9, 16
  %11 = trunc i128 %5 to i32
  %12 = lshr i32 %11, 24
  %13 = lshr i128 %5, 32
  %14 = trunc i128 %13 to i32
  %15 = lshr i128 %5, 40
  %16 = trunc i128 %15 to i32
  %17 = lshr i128 %5, 48
  %18 = trunc i128 %17 to i32
  %19 = lshr i128 %5, 56
  %20 = trunc i128 %19 to i32
  %21 = lshr i128 %5, 64
  %22 = trunc i128 %21 to i32
  %23 = lshr i128 %5, 72
  %24 = trunc i128 %23 to i32
  %25 = bitcast i128 %5 to fp128
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef %25)
  %27 = and i32 %6, 255
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %27)
  %29 = and i32 %8, 255
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %29)
  %31 = and i32 %10, 255
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %31)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %12)
  %34 = and i32 %14, 255
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %34)
  %36 = and i32 %16, 255
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  %38 = and i32 %18, 255
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %38)
  %40 = and i32 %20, 255
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %40)
  %42 = and i32 %22, 255
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %42)
  %44 = and i32 %24, 255
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %44)
  %46 = tail call i32 @putchar(i32 10)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 0)
  %47 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 1)
  %48 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %49 = add nsw i32 %48, %47
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 2)
  %50 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %51 = add nsw i32 %50, %49
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 3)
  %52 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %53 = add nsw i32 %52, %51
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 4)
  %54 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %55 = add nsw i32 %54, %53
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 5)
  %56 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %57 = add nsw i32 %56, %55
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 6)
  %58 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %59 = add nsw i32 %58, %57
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 7)
  %60 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %61 = add nsw i32 %60, %59
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 8)
  %62 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %63 = add nsw i32 %62, %61
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %1, i32 noundef 9)
  %64 = call fastcc i32 @sum20(ptr noundef nonnull %1)
  %65 = add nsw i32 %64, %63
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %65, i64 noundef 24)
  tail call fastcc void @show([2 x i64] [i64 0, i64 42])
  tail call fastcc void @show([2 x i64] [i64 1, i64 4612811918334230528])
  tail call fastcc void @show([2 x i64] [i64 2, i64 ptrtoint (ptr @.str.7 to i64)])
  tail call fastcc void @show([2 x i64] [i64 3, i64 524287])
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FDFF221E0000000)
  ret i32 191
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @id16(i128 %0) unnamed_addr #2 {
  %2 = bitcast i128 %0 to fp128
  %3 = fadd fp128 %2, 0xL00000000000000003FFF000000000000
  %4 = bitcast fp128 %3 to i128
  ret i128 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum20(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load <4 x i32>, ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !6
  %5 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2)
  %6 = add i32 %5, %4
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.U20) align 8 %0, i32 noundef %1) unnamed_addr #4 {
  store i32 %1, ptr %0, align 8, !tbaa !6
  %3 = insertelement <4 x i32> poison, i32 %1, i64 0
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <4 x i32> zeroinitializer
  %5 = mul <4 x i32> %4, <i32 2, i32 3, i32 4, i32 5>
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  store <4 x i32> %5, ptr %6, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show([2 x i64] %0) unnamed_addr #5 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = trunc i64 %2 to i32
  %4 = extractvalue [2 x i64] %0, 1
  switch i32 %3, label %14 [
    i32 0, label %5
    i32 1, label %8
    i32 2, label %11
  ]

5:                                                ; preds = %1
  %6 = trunc i64 %4 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %6)
  br label %21

8:                                                ; preds = %1
  %9 = bitcast i64 %4 to double
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %9)
  br label %21

11:                                               ; preds = %1
  %12 = inttoptr i64 %4 to ptr
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %12)
  br label %21

14:                                               ; preds = %1
  %15 = trunc i64 %4 to i32
  %16 = trunc i64 %4 to i32
  %17 = shl i32 %16, 16
  %18 = ashr exact i32 %17, 16
  %19 = ashr i32 %15, 16
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %18, i32 noundef %19)
  br label %21

21:                                               ; preds = %14, %11, %8, %5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
