; ModuleID = 'programs/bitint_tiny_exhaustive.c'
source_filename = "programs/bitint_tiny_exhaustive.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"sizes: u1=%zu s2=%zu s3=%zu u5=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"u1 %d,%d: add=%d mul=%d not=%d lt=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"u1 from 2,3,-1: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"s2 %2d:\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" +%d=%2d\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c" /%d=%2d %%%d=%2d\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" >>1=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"s3 hash %016llx\0A\00", align 1
@h = internal unnamed_addr global i64 1469598103934665603, align 8
@.str.8 = private unnamed_addr constant [36 x i8] c"s3 row -4: mul3=%d div3=%d rem3=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"u5 hash %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"u5 samples: %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1)
  %2 = tail call fastcc i1 @u1_not(i1 noundef false)
  %3 = zext i1 %2 to i32
  %4 = tail call fastcc i1 @u1_add(i1 noundef false, i1 noundef false)
  %5 = zext i1 %4 to i32
  %6 = tail call fastcc i1 @u1_mul(i1 noundef false, i1 noundef false)
  %7 = zext i1 %6 to i32
  %8 = tail call fastcc i32 @u1_lt(i1 noundef false, i1 noundef false)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef %5, i32 noundef %7, i32 noundef %3, i32 noundef %8)
  %10 = tail call fastcc i1 @u1_add(i1 noundef false, i1 noundef true)
  %11 = zext i1 %10 to i32
  %12 = tail call fastcc i1 @u1_mul(i1 noundef false, i1 noundef true)
  %13 = zext i1 %12 to i32
  %14 = tail call fastcc i32 @u1_lt(i1 noundef false, i1 noundef true)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 1, i32 noundef %11, i32 noundef %13, i32 noundef %3, i32 noundef %14)
  %16 = tail call fastcc i1 @u1_not(i1 noundef true)
  %17 = zext i1 %16 to i32
  %18 = tail call fastcc i1 @u1_add(i1 noundef true, i1 noundef false)
  %19 = zext i1 %18 to i32
  %20 = tail call fastcc i1 @u1_mul(i1 noundef true, i1 noundef false)
  %21 = zext i1 %20 to i32
  %22 = tail call fastcc i32 @u1_lt(i1 noundef true, i1 noundef false)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 0, i32 noundef %19, i32 noundef %21, i32 noundef %17, i32 noundef %22)
  %24 = tail call fastcc i1 @u1_add(i1 noundef true, i1 noundef true)
  %25 = zext i1 %24 to i32
  %26 = tail call fastcc i1 @u1_mul(i1 noundef true, i1 noundef true)
  %27 = zext i1 %26 to i32
  %28 = tail call fastcc i32 @u1_lt(i1 noundef true, i1 noundef true)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i32 noundef %25, i32 noundef %27, i32 noundef %17, i32 noundef %28)
  %30 = tail call fastcc i1 @u1_from(i32 noundef 2)
  %31 = zext i1 %30 to i32
  %32 = tail call fastcc i1 @u1_from(i32 noundef 3)
  %33 = zext i1 %32 to i32
  %34 = tail call fastcc i1 @u1_from(i32 noundef -1)
  %35 = zext i1 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31, i32 noundef %33, i32 noundef %35)
  br label %39

37:                                               ; preds = %61
  %38 = load i64, ptr @h, align 8, !tbaa !6
  br label %78

39:                                               ; preds = %0, %61
  %40 = phi i32 [ -2, %0 ], [ %76, %61 ]
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40)
  %42 = trunc i32 %40 to i2
  %43 = icmp eq i32 %40, -2
  %44 = tail call fastcc i2 @s2_wadd(i2 noundef %42, i2 noundef -2)
  %45 = tail call fastcc i32 @s2_to_int(i2 noundef %44)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2, i32 noundef %45)
  %47 = tail call fastcc i2 @s2_div(i2 noundef %42, i2 noundef -2)
  %48 = tail call fastcc i32 @s2_to_int(i2 noundef %47)
  %49 = tail call fastcc i2 @s2_rem(i2 noundef %42, i2 noundef -2)
  %50 = tail call fastcc i32 @s2_to_int(i2 noundef %49)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -2, i32 noundef %48, i32 noundef -2, i32 noundef %50)
  %52 = tail call fastcc i2 @s2_wadd(i2 noundef %42, i2 noundef -1)
  %53 = tail call fastcc i32 @s2_to_int(i2 noundef %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef %53)
  br i1 %43, label %61, label %55

55:                                               ; preds = %39
  %56 = tail call fastcc i2 @s2_div(i2 noundef %42, i2 noundef -1)
  %57 = tail call fastcc i32 @s2_to_int(i2 noundef %56)
  %58 = tail call fastcc i2 @s2_rem(i2 noundef %42, i2 noundef -1)
  %59 = tail call fastcc i32 @s2_to_int(i2 noundef %58)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -1, i32 noundef %57, i32 noundef -1, i32 noundef %59)
  br label %61

61:                                               ; preds = %39, %55
  %62 = tail call fastcc i2 @s2_wadd(i2 noundef %42, i2 noundef 0)
  %63 = tail call fastcc i32 @s2_to_int(i2 noundef %62)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %63)
  %65 = tail call fastcc i2 @s2_wadd(i2 noundef %42, i2 noundef 1)
  %66 = tail call fastcc i32 @s2_to_int(i2 noundef %65)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %66)
  %68 = tail call fastcc i2 @s2_div(i2 noundef %42, i2 noundef 1)
  %69 = tail call fastcc i32 @s2_to_int(i2 noundef %68)
  %70 = tail call fastcc i2 @s2_rem(i2 noundef %42, i2 noundef 1)
  %71 = tail call fastcc i32 @s2_to_int(i2 noundef %70)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %69, i32 noundef 1, i32 noundef %71)
  %73 = tail call fastcc i2 @s2_ashr(i2 noundef %42)
  %74 = tail call fastcc i32 @s2_to_int(i2 noundef %73)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %74)
  %76 = add nsw i32 %40, 1
  %77 = icmp eq i32 %76, 2
  br i1 %77, label %37, label %39, !llvm.loop !10

78:                                               ; preds = %37, %93
  %79 = phi i32 [ -4, %37 ], [ %94, %93 ]
  %80 = phi i64 [ %38, %37 ], [ %122, %93 ]
  %81 = trunc i32 %79 to i3
  %82 = icmp eq i32 %79, -4
  br label %96

83:                                               ; preds = %93
  store i64 %122, ptr @h, align 8, !tbaa !6
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %122)
  %85 = tail call fastcc i3 @s3_wmul(i3 noundef -4, i3 noundef 3)
  %86 = sext i3 %85 to i32
  %87 = tail call fastcc i3 @s3_div(i3 noundef -4, i3 noundef 3)
  %88 = sext i3 %87 to i32
  %89 = tail call fastcc i3 @s3_rem(i3 noundef -4, i3 noundef 3)
  %90 = sext i3 %89 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %86, i32 noundef %88, i32 noundef %90)
  %92 = load i64, ptr @h, align 8, !tbaa !6
  br label %125

93:                                               ; preds = %121
  %94 = add nsw i32 %79, 1
  %95 = icmp eq i32 %94, 4
  br i1 %95, label %83, label %78, !llvm.loop !12

96:                                               ; preds = %78, %121
  %97 = phi i32 [ -4, %78 ], [ %123, %121 ]
  %98 = phi i64 [ %80, %78 ], [ %122, %121 ]
  %99 = trunc i32 %97 to i3
  %100 = tail call fastcc i3 @s3_wmul(i3 noundef %81, i3 noundef %99)
  %101 = sext i3 %100 to i64
  %102 = xor i64 %98, %101
  %103 = mul i64 %102, 1099511628211
  %104 = tail call fastcc i32 @s3_cmp(i3 noundef %81, i3 noundef %99)
  %105 = zext nneg i32 %104 to i64
  %106 = xor i64 %103, %105
  %107 = mul i64 %106, 1099511628211
  %108 = icmp eq i32 %97, 0
  %109 = icmp eq i32 %97, -1
  %110 = and i1 %82, %109
  %111 = or i1 %108, %110
  br i1 %111, label %121, label %112

112:                                              ; preds = %96
  %113 = tail call fastcc i3 @s3_div(i3 noundef %81, i3 noundef %99)
  %114 = sext i3 %113 to i64
  %115 = xor i64 %107, %114
  %116 = mul i64 %115, 1099511628211
  %117 = tail call fastcc i3 @s3_rem(i3 noundef %81, i3 noundef %99)
  %118 = sext i3 %117 to i64
  %119 = xor i64 %116, %118
  %120 = mul i64 %119, 1099511628211
  br label %121

121:                                              ; preds = %96, %112
  %122 = phi i64 [ %107, %96 ], [ %120, %112 ]
  %123 = add nsw i32 %97, 1
  %124 = icmp eq i32 %123, 4
  br i1 %124, label %93, label %96, !llvm.loop !13

125:                                              ; preds = %83, %167
  %126 = phi i32 [ 0, %83 ], [ %168, %167 ]
  %127 = phi i64 [ %92, %83 ], [ %164, %167 ]
  %128 = trunc nuw i32 %126 to i5
  br label %141

129:                                              ; preds = %167
  store i64 %164, ptr @h, align 8, !tbaa !6
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %164)
  %131 = tail call fastcc i5 @u5_ops(i5 noundef -1, i5 noundef -1, i32 noundef 4)
  %132 = zext i5 %131 to i32
  %133 = tail call fastcc i5 @u5_ops(i5 noundef -15, i5 noundef 3, i32 noundef 2)
  %134 = zext i5 %133 to i32
  %135 = tail call fastcc i5 @u5_ops(i5 noundef 0, i5 noundef -2, i32 noundef 1)
  %136 = zext i5 %135 to i32
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %132, i32 noundef %134, i32 noundef %136)
  %138 = load i64, ptr @h, align 8, !tbaa !6
  %139 = trunc i64 %138 to i32
  %140 = and i32 %139, 127
  ret i32 %140

141:                                              ; preds = %125, %141
  %142 = phi i32 [ 0, %125 ], [ %165, %141 ]
  %143 = phi i64 [ %127, %125 ], [ %164, %141 ]
  %144 = trunc nuw i32 %142 to i5
  %145 = tail call fastcc i5 @u5_ops(i5 noundef %128, i5 noundef %144, i32 noundef 0)
  %146 = zext i5 %145 to i64
  %147 = xor i64 %143, %146
  %148 = mul i64 %147, 1099511628211
  %149 = tail call fastcc i5 @u5_ops(i5 noundef %128, i5 noundef %144, i32 noundef 1)
  %150 = zext i5 %149 to i64
  %151 = xor i64 %148, %150
  %152 = mul i64 %151, 1099511628211
  %153 = tail call fastcc i5 @u5_ops(i5 noundef %128, i5 noundef %144, i32 noundef 2)
  %154 = zext i5 %153 to i64
  %155 = xor i64 %152, %154
  %156 = mul i64 %155, 1099511628211
  %157 = tail call fastcc i5 @u5_ops(i5 noundef %128, i5 noundef %144, i32 noundef 3)
  %158 = zext i5 %157 to i64
  %159 = xor i64 %156, %158
  %160 = mul i64 %159, 1099511628211
  %161 = tail call fastcc i5 @u5_ops(i5 noundef %128, i5 noundef %144, i32 noundef 4)
  %162 = zext i5 %161 to i64
  %163 = xor i64 %160, %162
  %164 = mul i64 %163, 1099511628211
  %165 = add nuw nsw i32 %142, 1
  %166 = icmp eq i32 %165, 32
  br i1 %166, label %167, label %141, !llvm.loop !14

167:                                              ; preds = %141
  %168 = add nuw nsw i32 %126, 1
  %169 = icmp eq i32 %168, 32
  br i1 %169, label %129, label %125, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @u1_add(i1 noundef %0, i1 noundef %1) unnamed_addr #2 {
  %3 = xor i1 %0, %1
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @u1_mul(i1 noundef %0, i1 noundef %1) unnamed_addr #2 {
  %3 = and i1 %0, %1
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @u1_not(i1 noundef %0) unnamed_addr #2 {
  %2 = xor i1 %0, true
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @u1_lt(i1 noundef %0, i1 noundef %1) unnamed_addr #2 {
  %3 = xor i1 %0, true
  %4 = and i1 %3, %1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @u1_from(i32 noundef %0) unnamed_addr #2 {
  %2 = trunc i32 %0 to i1
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2, 2) i32 @s2_to_int(i2 noundef %0) unnamed_addr #2 {
  %2 = sext i2 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i2 @s2_wadd(i2 noundef %0, i2 noundef %1) unnamed_addr #2 {
  %3 = add i2 %1, %0
  ret i2 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i2 @s2_div(i2 noundef %0, i2 noundef %1) unnamed_addr #2 {
  %3 = sdiv i2 %0, %1
  ret i2 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i2 @s2_rem(i2 noundef %0, i2 noundef %1) unnamed_addr #2 {
  %3 = srem i2 %0, %1
  ret i2 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i2 -1, 1) i2 @s2_ashr(i2 noundef %0) unnamed_addr #2 {
  %2 = ashr i2 %0, 1
  ret i2 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i3 @s3_wmul(i3 noundef %0, i3 noundef %1) unnamed_addr #2 {
  %3 = mul i3 %1, %0
  ret i3 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @s3_cmp(i3 noundef %0, i3 noundef %1) unnamed_addr #2 {
  %3 = icmp slt i3 %0, %1
  %4 = select i1 %3, i32 4, i32 0
  %5 = icmp eq i3 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %4, %6
  %8 = icmp sgt i3 %0, %1
  %9 = zext i1 %8 to i32
  %10 = or disjoint i32 %7, %9
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i3 @s3_div(i3 noundef %0, i3 noundef %1) unnamed_addr #2 {
  %3 = sdiv i3 %0, %1
  ret i3 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i3 @s3_rem(i3 noundef %0, i3 noundef %1) unnamed_addr #2 {
  %3 = srem i3 %0, %1
  ret i3 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i5 @u5_ops(i5 noundef %0, i5 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = mul i5 %1, %0
  %5 = sub i5 %0, %1
  %6 = xor i5 %4, %5
  %7 = trunc i32 %2 to i5
  %8 = shl i5 %0, %7
  %9 = xor i5 %6, %8
  %10 = lshr i5 %0, %7
  %11 = xor i5 %9, %10
  %12 = or i5 %0, 1
  %13 = udiv i5 %1, %12
  %14 = xor i5 %11, %13
  %15 = mul i5 %13, %12
  %16 = sub i5 %1, %15
  %17 = xor i5 %14, %16
  ret i5 %17
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
