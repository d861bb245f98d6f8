; ModuleID = 'programs/select_ternary.c'
source_filename = "programs/select_ternary.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"i8 %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"u8 %u %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"i16 %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"u16 %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"i32 %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"u32 %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"i64 %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"u64 %llu %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"f32 %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"f64 %g %g %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"pt %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"median sum=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"acc=%lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"small\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"big\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -128, i32 noundef 127, i32 noundef 10, i32 noundef -1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 255, i32 noundef 100)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -32768, i32 noundef -1, i32 noundef -100)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 65535)
  %5 = tail call fastcc i32 @clamp_i32(i32 noundef 7, i32 noundef 0, i32 noundef 5)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2147483648, i32 noundef 2147483647, i32 noundef %5, i32 noundef 10)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef -2147483648)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -9223372036854775808, i64 noundef 0)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef -1, i64 noundef 1)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -5.000000e-01, double noundef 0x46293E5940000000, double noundef 1.000000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0.000000e+00, double noundef 2.500000e+00, double noundef -1.000000e+00)
  %12 = tail call fastcc i64 @pick_pt(i32 noundef 1)
  %13 = trunc i64 %12 to i32
  %14 = lshr i64 %12, 32
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = tail call fastcc i64 @pick_pt(i32 noundef 0)
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %16, 32
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %13, i32 noundef %15, i32 noundef %17, i32 noundef %19)
  %21 = tail call fastcc ptr @pick_str(i64 noundef -5)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %21)
  %23 = tail call fastcc ptr @pick_str(i64 noundef 0)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %23)
  %25 = tail call fastcc ptr @pick_str(i64 noundef 50)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %25)
  %27 = tail call fastcc ptr @pick_str(i64 noundef 5000)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %27)
  %29 = tail call i32 @putchar(i32 10)
  br label %30

30:                                               ; preds = %0, %30
  %31 = phi i32 [ 0, %0 ], [ %33, %30 ]
  %32 = phi i32 [ 0, %0 ], [ %94, %30 ]
  %33 = add nuw nsw i32 %31, 1
  %34 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 0)
  %35 = mul nsw i32 %34, %33
  %36 = add nsw i32 %35, %32
  %37 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 1)
  %38 = add nuw nsw i32 %31, 4
  %39 = mul nsw i32 %37, %38
  %40 = add nsw i32 %39, %36
  %41 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 2)
  %42 = add nuw nsw i32 %31, 7
  %43 = mul nsw i32 %41, %42
  %44 = add nsw i32 %43, %40
  %45 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 0, i32 noundef 3)
  %46 = add nuw nsw i32 %31, 10
  %47 = mul nsw i32 %45, %46
  %48 = add nsw i32 %47, %44
  %49 = add nuw nsw i32 %31, 3
  %50 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 0)
  %51 = mul nsw i32 %50, %49
  %52 = add nsw i32 %51, %48
  %53 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 1)
  %54 = add nuw nsw i32 %31, 6
  %55 = mul nsw i32 %53, %54
  %56 = add nsw i32 %55, %52
  %57 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 2)
  %58 = add nuw nsw i32 %31, 9
  %59 = mul nsw i32 %57, %58
  %60 = add nsw i32 %59, %56
  %61 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 1, i32 noundef 3)
  %62 = add nuw nsw i32 %31, 12
  %63 = mul nsw i32 %61, %62
  %64 = add nsw i32 %63, %60
  %65 = add nuw nsw i32 %31, 5
  %66 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 0)
  %67 = mul nsw i32 %66, %65
  %68 = add nsw i32 %67, %64
  %69 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 1)
  %70 = add nuw nsw i32 %31, 8
  %71 = mul nsw i32 %69, %70
  %72 = add nsw i32 %71, %68
  %73 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 2)
  %74 = add nuw nsw i32 %31, 11
  %75 = mul nsw i32 %73, %74
  %76 = add nsw i32 %75, %72
  %77 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 2, i32 noundef 3)
  %78 = add nuw nsw i32 %31, 14
  %79 = mul nsw i32 %77, %78
  %80 = add nsw i32 %79, %76
  %81 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 0)
  %82 = mul nsw i32 %81, %42
  %83 = add nsw i32 %82, %80
  %84 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 1)
  %85 = mul nsw i32 %84, %46
  %86 = add nsw i32 %85, %83
  %87 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 2)
  %88 = add nuw nsw i32 %31, 13
  %89 = mul nsw i32 %87, %88
  %90 = add nsw i32 %89, %86
  %91 = tail call fastcc i32 @sel_chain(i32 noundef %31, i32 noundef 3, i32 noundef 3)
  %92 = add nuw nsw i32 %31, 16
  %93 = mul nsw i32 %91, %92
  %94 = add nsw i32 %93, %90
  %95 = icmp eq i32 %33, 4
  br i1 %95, label %96, label %30, !llvm.loop !6

96:                                               ; preds = %30
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %94)
  br label %101

98:                                               ; preds = %101
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %114)
  %100 = and i32 %94, 255
  ret i32 %100

101:                                              ; preds = %96, %101
  %102 = phi i64 [ -500, %96 ], [ %115, %101 ]
  %103 = phi i64 [ 0, %96 ], [ %114, %101 ]
  %104 = trunc i64 %102 to i32
  %105 = mul i32 %104, 37
  %106 = srem i32 %105, 1000
  %107 = tail call fastcc i32 @clamp_i32(i32 noundef %106, i32 noundef -200, i32 noundef 300)
  %108 = sext i32 %107 to i64
  %109 = trunc nsw i64 %102 to i32
  %110 = and i32 %109, 1
  %111 = sub nsw i64 0, %102
  %112 = tail call fastcc i64 @pick_i64(i32 noundef %110, i64 noundef %102, i64 noundef %111)
  %113 = add i64 %103, %108
  %114 = add i64 %113, %112
  %115 = add nsw i64 %102, 1
  %116 = icmp eq i64 %115, 500
  br i1 %116, label %98, label %101, !llvm.loop !8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @clamp_i32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %0, %1
  %5 = tail call i32 @llvm.smin.i32(i32 %0, i32 %2)
  %6 = select i1 %4, i32 %1, i32 %5
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 8589934593, 17179869188) i64 @pick_pt(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i64 17179869187, i64 8589934593
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef nonnull ptr @pick_str(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i64 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %3
  %6 = icmp ult i64 %0, 100
  %7 = select i1 %6, ptr @.str.17, ptr @.str.18
  br label %8

8:                                                ; preds = %5, %3, %1
  %9 = phi ptr [ @.str.15, %1 ], [ %7, %5 ], [ @.str.16, %3 ]
  ret ptr %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @sel_chain(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %6 = icmp sgt i32 %4, %2
  %7 = tail call i32 @llvm.smin.i32(i32 %5, i32 %2)
  %8 = select i1 %6, i32 %4, i32 %7
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @pick_i64(i32 noundef %0, i64 noundef %1, i64 noundef %2) unnamed_addr #2 {
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, i64 %2, i64 %1
  ret i64 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !7}
