; ModuleID = 'programs/divrem_negatives.c'
source_filename = "programs/divrem_negatives.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"int32: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"i8: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"u: %u %u %llu\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [14 x i32] [i32 0, i32 1, i32 -1, i32 2, i32 -2, i32 99, i32 -99, i32 1000000, i32 -1000000, i32 2147483647, i32 -2147483647, i32 -2147483648, i32 123456789, i32 -987654321], align 4
@.str.3 = private unnamed_addr constant [68 x i8] c"x=%d x/7=%d x%%7=%d x/-8=%d x%%-8=%d y/10=%lld y%%10=%lld ux/10=%u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"acc=%llx\0A\00", align 1
@acc = internal unnamed_addr global i64 0, align 8
@.str.5 = private unnamed_addr constant [41 x i8] c"%lld / %lld = %lld, %lld %% %lld = %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"bad i32 %d/%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"bad i64 %lld/%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"bad u32 %u/%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"bad u64/%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"bad neg i32 %d/%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"bad neg i64 %lld/%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 100) i32 @main() local_unnamed_addr #0 {
  tail call fastcc void @show(i64 noundef 7, i64 noundef 2)
  tail call fastcc void @show(i64 noundef -7, i64 noundef 2)
  tail call fastcc void @show(i64 noundef 7, i64 noundef -2)
  tail call fastcc void @show(i64 noundef -7, i64 noundef -2)
  tail call fastcc void @show(i64 noundef 1, i64 noundef 3)
  tail call fastcc void @show(i64 noundef -1, i64 noundef 3)
  tail call fastcc void @show(i64 noundef 0, i64 noundef -5)
  tail call fastcc void @show(i64 noundef -9, i64 noundef 3)
  tail call fastcc void @show(i64 noundef -9223372036854775808, i64 noundef 2)
  tail call fastcc void @show(i64 noundef -9223372036854775808, i64 noundef 9223372036854775807)
  tail call fastcc void @show(i64 noundef 9223372036854775807, i64 noundef -9223372036854775808)
  tail call fastcc void @show(i64 noundef -100, i64 noundef 7)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -1073741824, i32 noundef -2, i32 noundef -1, i32 noundef -7)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 128, i32 noundef -7)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1431655765, i32 noundef 9, i64 noundef 1844674407370955161)
  br label %10

4:                                                ; preds = %24
  %5 = load i64, ptr @acc, align 8, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %5)
  %7 = load i64, ptr @acc, align 8, !tbaa !6
  %8 = urem i64 %7, 100
  %9 = trunc nuw nsw i64 %8 to i32
  ret i32 %9

10:                                               ; preds = %0, %24
  %11 = phi i64 [ 0, %0 ], [ %35, %24 ]
  %12 = getelementptr inbounds [14 x i32], ptr @__const.main.xs, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = sext i32 %13 to i64
  %15 = mul nsw i64 %14, 4000000007
  %16 = lshr i64 2457, %11
  %17 = and i64 %16, 1
  %18 = icmp eq i64 %17, 0
  %19 = select i1 %18, i64 -5, i64 5
  %20 = add nsw i64 %15, %19
  %21 = icmp eq i64 %11, 11
  %22 = select i1 %21, i64 -9223372036854775807, i64 %20
  tail call fastcc void @cd_1(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_2(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_3(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_5(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_6(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_7(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_8(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_10(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_12(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_16(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_25(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_60(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_100(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_641(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_1000(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_65536(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  tail call fastcc void @cd_1000000007(i32 noundef %13, i64 noundef %22, i32 noundef %13, i64 noundef %22)
  br i1 %21, label %24, label %23

23:                                               ; preds = %10
  tail call fastcc void @ncd_m1(i32 noundef %13, i64 noundef %20)
  br label %24

24:                                               ; preds = %23, %10
  tail call fastcc void @ncd_m2(i32 noundef %13, i64 noundef %22)
  tail call fastcc void @ncd_m3(i32 noundef %13, i64 noundef %22)
  tail call fastcc void @ncd_m7(i32 noundef %13, i64 noundef %22)
  tail call fastcc void @ncd_m8(i32 noundef %13, i64 noundef %22)
  tail call fastcc void @ncd_m10(i32 noundef %13, i64 noundef %22)
  tail call fastcc void @ncd_m1024(i32 noundef %13, i64 noundef %22)
  %25 = sdiv i32 %13, 7
  %26 = mul i32 %25, 7
  %27 = sub i32 %13, %26
  %28 = sdiv i32 %13, -8
  %29 = srem i32 %13, 8
  %30 = sdiv i64 %22, 10
  %31 = mul i64 %30, 10
  %32 = sub i64 %22, %31
  %33 = udiv i32 %13, 10
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13, i32 noundef %25, i32 noundef %27, i32 noundef %28, i32 noundef %29, i64 noundef %30, i64 noundef %32, i32 noundef %33)
  %35 = add nuw nsw i64 %11, 1
  %36 = icmp eq i64 %35, 14
  br i1 %36, label %4, label %10, !llvm.loop !12
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(i64 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = sdiv i64 %0, %1
  %4 = mul i64 %3, %1
  %5 = sub i64 %0, %4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %0, i64 noundef %1, i64 noundef %3, i64 noundef %0, i64 noundef %1, i64 noundef %5)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_1(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 1, ptr %5, align 4, !tbaa !10
  %6 = load volatile i32, ptr %5, align 4, !tbaa !10
  %7 = sdiv i32 %0, %6
  %8 = icmp eq i32 %7, %0
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = load volatile i32, ptr %5, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %9, %4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 1)
  br label %15

15:                                               ; preds = %13, %9
  %16 = load volatile i32, ptr %5, align 4, !tbaa !10
  %17 = sext i32 %16 to i64
  %18 = sdiv i64 %1, %17
  %19 = icmp eq i64 %18, %1
  br i1 %19, label %20, label %25

20:                                               ; preds = %15
  %21 = load volatile i32, ptr %5, align 4, !tbaa !10
  %22 = sext i32 %21 to i64
  %23 = srem i64 %1, %22
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %27, label %25

25:                                               ; preds = %20, %15
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 1)
  br label %27

27:                                               ; preds = %25, %20
  %28 = load volatile i32, ptr %5, align 4, !tbaa !10
  %29 = udiv i32 %2, %28
  %30 = icmp eq i32 %29, %2
  br i1 %30, label %31, label %35

31:                                               ; preds = %27
  %32 = load volatile i32, ptr %5, align 4, !tbaa !10
  %33 = urem i32 %2, %32
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %31, %27
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 1)
  br label %37

37:                                               ; preds = %35, %31
  %38 = load volatile i32, ptr %5, align 4, !tbaa !10
  %39 = sext i32 %38 to i64
  %40 = udiv i64 %3, %39
  %41 = icmp eq i64 %40, %3
  br i1 %41, label %42, label %47

42:                                               ; preds = %37
  %43 = load volatile i32, ptr %5, align 4, !tbaa !10
  %44 = sext i32 %43 to i64
  %45 = urem i64 %3, %44
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %42, %37
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1)
  br label %49

49:                                               ; preds = %47, %42
  %50 = sext i32 %0 to i64
  %51 = zext i32 %2 to i64
  %52 = add nsw i64 %51, %50
  %53 = load i64, ptr @acc, align 8, !tbaa !6
  %54 = add i64 %52, %53
  store i64 %54, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_2(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 2, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 2
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 2
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 2)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 2
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 2
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 2)
  br label %32

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 1
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = and i32 %2, 1
  %39 = load volatile i32, ptr %5, align 4, !tbaa !10
  %40 = urem i32 %2, %39
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %44, label %42

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 2)
  br label %44

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 1
  %46 = load volatile i32, ptr %5, align 4, !tbaa !10
  %47 = sext i32 %46 to i64
  %48 = udiv i64 %3, %47
  %49 = icmp eq i64 %45, %48
  %50 = and i64 %3, 1
  br i1 %49, label %51, label %56

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !tbaa !10
  %53 = sext i32 %52 to i64
  %54 = urem i64 %3, %53
  %55 = icmp eq i64 %50, %54
  br i1 %55, label %58, label %56

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2)
  br label %58

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64
  %60 = mul i64 %19, 2
  %61 = sub i64 %1, %60
  %62 = add nsw i64 %61, %59
  %63 = zext nneg i32 %33 to i64
  %64 = add nsw i64 %62, %63
  %65 = add nsw i64 %64, %50
  %66 = load i64, ptr @acc, align 8, !tbaa !6
  %67 = add i64 %65, %66
  store i64 %67, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_3(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 3, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 3
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 3
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 3)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 3
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 3
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 3)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 3
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 3
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 3)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 3
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 3
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 3
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_5(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 5, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 5
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 5
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 5)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 5
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 5
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 5)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 5
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 5
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 5)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 5
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 5
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 5)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 5
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_6(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 6, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 6
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 6
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 6)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 6
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 6
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 6)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 6
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 6
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 6)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 6
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 6
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 6)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 6
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_7(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 7, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 7
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 7
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 7)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 7
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 7
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 7)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 7
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 7
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 7)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 7
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 7
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 7)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 7
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_8(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 8, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 8
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 8
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 8)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 8
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 8
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 8)
  br label %32

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 3
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = and i32 %2, 7
  %39 = load volatile i32, ptr %5, align 4, !tbaa !10
  %40 = urem i32 %2, %39
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %44, label %42

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 8)
  br label %44

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 3
  %46 = load volatile i32, ptr %5, align 4, !tbaa !10
  %47 = sext i32 %46 to i64
  %48 = udiv i64 %3, %47
  %49 = icmp eq i64 %45, %48
  %50 = and i64 %3, 7
  br i1 %49, label %51, label %56

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !tbaa !10
  %53 = sext i32 %52 to i64
  %54 = urem i64 %3, %53
  %55 = icmp eq i64 %50, %54
  br i1 %55, label %58, label %56

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 8)
  br label %58

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64
  %60 = mul i64 %19, 8
  %61 = sub i64 %1, %60
  %62 = add nsw i64 %61, %59
  %63 = zext nneg i32 %33 to i64
  %64 = add nsw i64 %62, %63
  %65 = add nsw i64 %64, %50
  %66 = load i64, ptr @acc, align 8, !tbaa !6
  %67 = add i64 %65, %66
  store i64 %67, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_10(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 10, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 10
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 10
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 10)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 10
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 10
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 10)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 10
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 10
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 10)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 10
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 10
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 10)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 10
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_12(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 12, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 12
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 12
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 12)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 12
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 12
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 12)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 12
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 12
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 12)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 12
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 12
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 12)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 12
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_16(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 16, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 16
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 16
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 16)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 16
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 16
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 16)
  br label %32

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 4
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = and i32 %2, 15
  %39 = load volatile i32, ptr %5, align 4, !tbaa !10
  %40 = urem i32 %2, %39
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %44, label %42

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 16)
  br label %44

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 4
  %46 = load volatile i32, ptr %5, align 4, !tbaa !10
  %47 = sext i32 %46 to i64
  %48 = udiv i64 %3, %47
  %49 = icmp eq i64 %45, %48
  %50 = and i64 %3, 15
  br i1 %49, label %51, label %56

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !tbaa !10
  %53 = sext i32 %52 to i64
  %54 = urem i64 %3, %53
  %55 = icmp eq i64 %50, %54
  br i1 %55, label %58, label %56

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 16)
  br label %58

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64
  %60 = mul i64 %19, 16
  %61 = sub i64 %1, %60
  %62 = add nsw i64 %61, %59
  %63 = zext nneg i32 %33 to i64
  %64 = add nsw i64 %62, %63
  %65 = add nsw i64 %64, %50
  %66 = load i64, ptr @acc, align 8, !tbaa !6
  %67 = add i64 %65, %66
  store i64 %67, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_25(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 25, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 25
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 25
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 25)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 25
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 25
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 25)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 25
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 25
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 25)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 25
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 25
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 25)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 25
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_60(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 60, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 60
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 60
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 60)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 60
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 60
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 60)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 60
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 60
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 60)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 60
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 60
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 60)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 60
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_100(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 100, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 100
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 100
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 100)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 100
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 100
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 100)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 100
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 100
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 100)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 100
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 100
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 100)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 100
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_641(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 641, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 641
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 641
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 641)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 641
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 641
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 641)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 641
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 641
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 641)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 641
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 641
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 641)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 641
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_1000(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 1000, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 1000
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 1000
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 1000)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 1000
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 1000
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 1000)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 1000
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 1000
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 1000)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 1000
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 1000
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1000)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 1000
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_65536(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 65536, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 65536
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 65536
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 65536)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 65536
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 65536
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 65536)
  br label %32

32:                                               ; preds = %30, %24
  %33 = lshr i32 %2, 16
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = and i32 %2, 65535
  %39 = load volatile i32, ptr %5, align 4, !tbaa !10
  %40 = urem i32 %2, %39
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %44, label %42

42:                                               ; preds = %37, %32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 65536)
  br label %44

44:                                               ; preds = %42, %37
  %45 = lshr i64 %3, 16
  %46 = load volatile i32, ptr %5, align 4, !tbaa !10
  %47 = sext i32 %46 to i64
  %48 = udiv i64 %3, %47
  %49 = icmp eq i64 %45, %48
  %50 = and i64 %3, 65535
  br i1 %49, label %51, label %56

51:                                               ; preds = %44
  %52 = load volatile i32, ptr %5, align 4, !tbaa !10
  %53 = sext i32 %52 to i64
  %54 = urem i64 %3, %53
  %55 = icmp eq i64 %50, %54
  br i1 %55, label %58, label %56

56:                                               ; preds = %44, %51
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 65536)
  br label %58

58:                                               ; preds = %56, %51
  %59 = sext i32 %6 to i64
  %60 = mul i64 %19, 65536
  %61 = sub i64 %1, %60
  %62 = add nsw i64 %61, %59
  %63 = zext nneg i32 %33 to i64
  %64 = add nsw i64 %62, %63
  %65 = add nsw i64 %64, %50
  %66 = load i64, ptr @acc, align 8, !tbaa !6
  %67 = add i64 %65, %66
  store i64 %67, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @cd_1000000007(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3) unnamed_addr #1 {
  %5 = alloca i32, align 4
  store volatile i32 1000000007, ptr %5, align 4, !tbaa !10
  %6 = sdiv i32 %0, 1000000007
  %7 = load volatile i32, ptr %5, align 4, !tbaa !10
  %8 = sdiv i32 %0, %7
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = mul i32 %6, 1000000007
  %12 = sub i32 %0, %11
  %13 = load volatile i32, ptr %5, align 4, !tbaa !10
  %14 = srem i32 %0, %13
  %15 = icmp eq i32 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %10, %4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %0, i32 noundef 1000000007)
  br label %18

18:                                               ; preds = %16, %10
  %19 = sdiv i64 %1, 1000000007
  %20 = load volatile i32, ptr %5, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = sdiv i64 %1, %21
  %23 = icmp eq i64 %19, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = srem i64 %1, 1000000007
  %26 = load volatile i32, ptr %5, align 4, !tbaa !10
  %27 = sext i32 %26 to i64
  %28 = srem i64 %1, %27
  %29 = icmp eq i64 %25, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %24, %18
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %1, i32 noundef 1000000007)
  br label %32

32:                                               ; preds = %30, %24
  %33 = udiv i32 %2, 1000000007
  %34 = load volatile i32, ptr %5, align 4, !tbaa !10
  %35 = udiv i32 %2, %34
  %36 = icmp eq i32 %33, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %32
  %38 = mul i32 %33, 1000000007
  %39 = sub i32 %2, %38
  %40 = load volatile i32, ptr %5, align 4, !tbaa !10
  %41 = urem i32 %2, %40
  %42 = icmp eq i32 %39, %41
  br i1 %42, label %45, label %43

43:                                               ; preds = %37, %32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2, i32 noundef 1000000007)
  br label %45

45:                                               ; preds = %43, %37
  %46 = udiv i64 %3, 1000000007
  %47 = load volatile i32, ptr %5, align 4, !tbaa !10
  %48 = sext i32 %47 to i64
  %49 = udiv i64 %3, %48
  %50 = icmp eq i64 %46, %49
  %51 = mul i64 %46, 1000000007
  %52 = sub i64 %3, %51
  br i1 %50, label %53, label %58

53:                                               ; preds = %45
  %54 = load volatile i32, ptr %5, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = urem i64 %3, %55
  %57 = icmp eq i64 %52, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %45, %53
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1000000007)
  br label %60

60:                                               ; preds = %58, %53
  %61 = sext i32 %6 to i64
  %62 = mul i64 %19, 1000000007
  %63 = sub i64 %1, %62
  %64 = add nsw i64 %63, %61
  %65 = zext nneg i32 %33 to i64
  %66 = add nsw i64 %64, %65
  %67 = add nsw i64 %66, %52
  %68 = load i64, ptr @acc, align 8, !tbaa !6
  %69 = add i64 %67, %68
  store i64 %69, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m1(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -1, ptr %3, align 4, !tbaa !10
  %4 = sub nsw i32 0, %0
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %6, %4
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = load volatile i32, ptr %3, align 4, !tbaa !10
  %10 = srem i32 %0, %9
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %8, %2
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -1)
  br label %14

14:                                               ; preds = %12, %8
  %15 = sub nsw i64 0, %1
  %16 = load volatile i32, ptr %3, align 4, !tbaa !10
  %17 = sext i32 %16 to i64
  %18 = sdiv i64 %1, %17
  %19 = icmp eq i64 %18, %15
  br i1 %19, label %20, label %25

20:                                               ; preds = %14
  %21 = load volatile i32, ptr %3, align 4, !tbaa !10
  %22 = sext i32 %21 to i64
  %23 = srem i64 %1, %22
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %27, label %25

25:                                               ; preds = %20, %14
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -1)
  br label %27

27:                                               ; preds = %25, %20
  %28 = sext i32 %4 to i64
  %29 = mul nsw i64 %28, 3
  %30 = load i64, ptr @acc, align 8, !tbaa !6
  %31 = add i64 %30, %29
  store i64 %31, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m2(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -2, ptr %3, align 4, !tbaa !10
  %4 = sdiv i32 %0, -2
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = srem i32 %0, 2
  %10 = load volatile i32, ptr %3, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -2)
  br label %15

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -2
  %17 = load volatile i32, ptr %3, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %1, %18
  %20 = icmp eq i64 %16, %19
  %21 = srem i64 %1, 2
  br i1 %20, label %22, label %27

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = srem i64 %1, %24
  %26 = icmp eq i64 %21, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -2)
  br label %29

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, 3
  %32 = add nsw i64 %31, %21
  %33 = load i64, ptr @acc, align 8, !tbaa !6
  %34 = add i64 %32, %33
  store i64 %34, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m3(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -3, ptr %3, align 4, !tbaa !10
  %4 = sdiv i32 %0, -3
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = srem i32 %0, 3
  %10 = load volatile i32, ptr %3, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -3)
  br label %15

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -3
  %17 = load volatile i32, ptr %3, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %1, %18
  %20 = icmp eq i64 %16, %19
  %21 = srem i64 %1, 3
  br i1 %20, label %22, label %27

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = srem i64 %1, %24
  %26 = icmp eq i64 %21, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -3)
  br label %29

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, 3
  %32 = add nsw i64 %31, %21
  %33 = load i64, ptr @acc, align 8, !tbaa !6
  %34 = add i64 %32, %33
  store i64 %34, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m7(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -7, ptr %3, align 4, !tbaa !10
  %4 = sdiv i32 %0, -7
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = srem i32 %0, 7
  %10 = load volatile i32, ptr %3, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -7)
  br label %15

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -7
  %17 = load volatile i32, ptr %3, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %1, %18
  %20 = icmp eq i64 %16, %19
  %21 = srem i64 %1, 7
  br i1 %20, label %22, label %27

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = srem i64 %1, %24
  %26 = icmp eq i64 %21, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -7)
  br label %29

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, 3
  %32 = add nsw i64 %31, %21
  %33 = load i64, ptr @acc, align 8, !tbaa !6
  %34 = add i64 %32, %33
  store i64 %34, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m8(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -8, ptr %3, align 4, !tbaa !10
  %4 = sdiv i32 %0, -8
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = srem i32 %0, 8
  %10 = load volatile i32, ptr %3, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -8)
  br label %15

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -8
  %17 = load volatile i32, ptr %3, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %1, %18
  %20 = icmp eq i64 %16, %19
  %21 = srem i64 %1, 8
  br i1 %20, label %22, label %27

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = srem i64 %1, %24
  %26 = icmp eq i64 %21, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -8)
  br label %29

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, 3
  %32 = add nsw i64 %31, %21
  %33 = load i64, ptr @acc, align 8, !tbaa !6
  %34 = add i64 %32, %33
  store i64 %34, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m10(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -10, ptr %3, align 4, !tbaa !10
  %4 = sdiv i32 %0, -10
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = srem i32 %0, 10
  %10 = load volatile i32, ptr %3, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -10)
  br label %15

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -10
  %17 = load volatile i32, ptr %3, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %1, %18
  %20 = icmp eq i64 %16, %19
  %21 = srem i64 %1, 10
  br i1 %20, label %22, label %27

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = srem i64 %1, %24
  %26 = icmp eq i64 %21, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -10)
  br label %29

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, 3
  %32 = add nsw i64 %31, %21
  %33 = load i64, ptr @acc, align 8, !tbaa !6
  %34 = add i64 %32, %33
  store i64 %34, ptr @acc, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @ncd_m1024(i32 noundef %0, i64 noundef %1) unnamed_addr #1 {
  %3 = alloca i32, align 4
  store volatile i32 -1024, ptr %3, align 4, !tbaa !10
  %4 = sdiv i32 %0, -1024
  %5 = load volatile i32, ptr %3, align 4, !tbaa !10
  %6 = sdiv i32 %0, %5
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = srem i32 %0, 1024
  %10 = load volatile i32, ptr %3, align 4, !tbaa !10
  %11 = srem i32 %0, %10
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %8, %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef -1024)
  br label %15

15:                                               ; preds = %13, %8
  %16 = sdiv i64 %1, -1024
  %17 = load volatile i32, ptr %3, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = sdiv i64 %1, %18
  %20 = icmp eq i64 %16, %19
  %21 = srem i64 %1, 1024
  br i1 %20, label %22, label %27

22:                                               ; preds = %15
  %23 = load volatile i32, ptr %3, align 4, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = srem i64 %1, %24
  %26 = icmp eq i64 %21, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %15, %22
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %1, i32 noundef -1024)
  br label %29

29:                                               ; preds = %27, %22
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, 3
  %32 = add nsw i64 %31, %21
  %33 = load i64, ptr @acc, align 8, !tbaa !6
  %34 = add i64 %32, %33
  store i64 %34, ptr @acc, align 8, !tbaa !6
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
