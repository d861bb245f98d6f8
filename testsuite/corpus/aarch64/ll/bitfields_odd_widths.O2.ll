; ModuleID = 'programs/bitfields_odd_widths.c'
source_filename = "programs/bitfields_odd_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.bf2 = type { i64, i64, i64, i8, [6 x i8] }

@.str = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"k=%d a=%u b=%d c=%u d=%d e=%u f=%u sum=%lld \00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"total1=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"k=%lld x=%llu y=%lld z=%llu tag=%u w=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"bf3 %c %d %d %d %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"bf4 %u %u %u \00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"neg=%lld sh=%d cmp=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"d=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"c wrap=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.bf2, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 8, i64 noundef 32, i64 noundef 12, i64 noundef 2)
  br label %9

3:                                                ; preds = %64
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14)
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = getelementptr inbounds i8, ptr %1, i64 25
  br label %79

9:                                                ; preds = %0, %64
  %10 = phi i64 [ 0, %0 ], [ %14, %64 ]
  %11 = phi i32 [ -5, %0 ], [ %65, %64 ]
  %12 = tail call fastcc i64 @mk1(i32 noundef %11)
  %13 = tail call fastcc i64 @sum1(i64 %12)
  %14 = add nsw i64 %13, %10
  %15 = srem i32 %11, 5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %64

17:                                               ; preds = %9
  %18 = lshr i64 %12, 56
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = lshr i64 %12, 48
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = lshr i64 %12, 40
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = lshr i64 %12, 32
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = trunc i64 %12 to i32
  %27 = lshr i32 %26, 24
  %28 = trunc i64 %12 to i32
  %29 = lshr i32 %28, 16
  %30 = trunc i64 %12 to i32
  %31 = lshr i32 %30, 8
  %32 = trunc i64 %12 to i32
  %33 = trunc i64 %12 to i32
  %34 = and i32 %33, 7
  %35 = shl i64 %12, 58
  %36 = ashr i64 %35, 61
  %37 = trunc nsw i64 %36 to i32
  %38 = lshr i32 %33, 6
  %39 = and i32 %38, 131071
  %40 = shl i64 %12, 15
  %41 = ashr i64 %40, 47
  %42 = trunc nsw i64 %41 to i32
  %43 = lshr i64 %12, 49
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = and i32 %44, 1
  %46 = lshr i64 %12, 50
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, i32 noundef %34, i32 noundef %37, i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %47, i64 noundef %13)
  %49 = and i32 %32, 255
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49)
  %51 = and i32 %31, 255
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %51)
  %53 = and i32 %29, 255
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %53)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %27)
  %56 = and i32 %25, 255
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %56)
  %58 = and i32 %23, 255
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %58)
  %60 = and i32 %21, 255
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %60)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %19)
  %63 = tail call i32 @putchar(i32 10)
  br label %64

64:                                               ; preds = %17, %9
  %65 = add nsw i32 %11, 7
  %66 = icmp slt i32 %11, 293
  br i1 %66, label %9, label %3, !llvm.loop !6

67:                                               ; preds = %79
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 113, i32 noundef -16, i32 noundef 1073741823, i32 noundef -256, i32 noundef 511)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 113, i32 noundef 15, i32 noundef -1073741824, i32 noundef -256, i32 noundef 1)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef 7, i32 noundef 28)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 115)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 28)
  %73 = tail call i32 @putchar(i32 10)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -4, i32 noundef -2, i32 noundef 1)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 65535)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0)
  %77 = trunc i64 %14 to i32
  %78 = and i32 %77, 63
  ret i32 %78

79:                                               ; preds = %3, %79
  %80 = phi i64 [ -3, %3 ], [ %96, %79 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  call fastcc void @mk2(ptr dead_on_unwind nonnull writable sret(%struct.bf2) align 8 %1, i64 noundef %80)
  %81 = load i64, ptr %1, align 8
  %82 = and i64 %81, 8589934591
  %83 = load i64, ptr %5, align 8
  %84 = shl i64 %83, 31
  %85 = ashr exact i64 %84, 31
  %86 = load i64, ptr %6, align 8
  %87 = and i64 %86, 9223372036854775807
  %88 = load i8, ptr %7, align 8, !tbaa !8
  %89 = zext i8 %88 to i32
  %90 = load i48, ptr %8, align 1
  %91 = shl i48 %90, 1
  %92 = ashr exact i48 %91, 1
  %93 = sext i48 %92 to i64
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %80, i64 noundef %82, i64 noundef %85, i64 noundef %87, i32 noundef %89, i64 noundef %93)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  %95 = mul nsw i64 %80, 3
  %96 = add nsw i64 %95, 11
  %97 = icmp slt i64 %80, 1333333330
  br i1 %97, label %79, label %67, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 144115188075855872) i64 @mk1(i32 noundef %0) unnamed_addr #3 {
  %2 = zext i32 %0 to i64
  %3 = and i64 %2, 7
  %4 = srem i32 %0, 4
  %5 = shl nsw i32 %4, 3
  %6 = add nsw i32 %5, 48
  %7 = and i32 %6, 56
  %8 = zext nneg i32 %7 to i64
  %9 = mul i32 %0, 262336
  %10 = and i32 %9, 8388544
  %11 = zext nneg i32 %10 to i64
  %12 = mul i32 %0, 130051
  %13 = and i32 %12, 131071
  %14 = zext nneg i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 32
  %16 = shl i64 %2, 49
  %17 = and i64 %16, 562949953421312
  %18 = mul i32 %0, 3
  %19 = and i32 %18, 127
  %20 = zext nneg i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 50
  %22 = or disjoint i64 %3, %11
  %23 = or disjoint i64 %22, %17
  %24 = or disjoint i64 %23, %15
  %25 = or disjoint i64 %24, %21
  %26 = or disjoint i64 %25, %8
  ret i64 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -65540, 196745) i64 @sum1(i64 %0) unnamed_addr #3 {
  %2 = and i64 %0, 7
  %3 = shl i64 %0, 58
  %4 = ashr i64 %3, 61
  %5 = add nsw i64 %4, %2
  %6 = lshr i64 %0, 6
  %7 = and i64 %6, 131071
  %8 = add nsw i64 %5, %7
  %9 = shl i64 %0, 15
  %10 = ashr i64 %9, 47
  %11 = add nsw i64 %8, %10
  %12 = lshr i64 %0, 49
  %13 = and i64 %12, 1
  %14 = add nsw i64 %11, %13
  %15 = lshr i64 %0, 50
  %16 = and i64 %15, 127
  %17 = add nsw i64 %14, %16
  ret i64 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk2(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.bf2) align 8 %0, i64 noundef %1) unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %3, align 8
  %4 = mul i64 %1, 74565
  %5 = and i64 %4, 8589934591
  store i64 %5, ptr %0, align 8
  %6 = mul i64 %1, 8588934589
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = and i64 %6, 8589934591
  store i64 %8, ptr %7, align 8
  %9 = shl i64 %1, 40
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = and i64 %9, 9223370937343148032
  store i64 %11, ptr %10, align 8
  %12 = trunc i64 %1 to i8
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  store i8 %12, ptr %13, align 8, !tbaa !8
  %14 = mul i64 %1, 140737410577551
  %15 = getelementptr inbounds i8, ptr %0, i64 25
  %16 = trunc i64 %14 to i48
  %17 = and i48 %16, 140737488355327
  store i48 %17, ptr %15, align 1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !11, i64 24}
!9 = !{!"bf2", !10, i64 0, !10, i64 8, !10, i64 16, !11, i64 24, !10, i64 25}
!10 = !{!"long long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
