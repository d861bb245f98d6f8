; ModuleID = 'programs/crc_variants.c'
source_filename = "programs/crc_variants.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"crc8=%02x crc16=%04x crc32=%08x crc32c=%08x crc64=%016llx\0A\00", align 1
@main.buf = internal global [20000 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [67 x i8] c"buffer: crc32 %08x/%08x crc32c %08x/%08x crc16 %04x crc64 %016llx\0A\00", align 1
@table32 = internal global [256 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = call i8 @crc8(ptr noundef %9, i64 noundef 9)
  %11 = zext i8 %10 to i32
  %12 = load ptr, ptr %2, align 8
  %13 = call i16 @crc16_ccitt(ptr noundef %12, i64 noundef 9)
  %14 = zext i16 %13 to i32
  %15 = load ptr, ptr %2, align 8
  %16 = call i32 @crc32_bitwise(ptr noundef %15, i64 noundef 9, i32 noundef -306674912)
  %17 = load ptr, ptr %2, align 8
  %18 = call i32 @crc32_bitwise(ptr noundef %17, i64 noundef 9, i32 noundef -2097792136)
  %19 = load ptr, ptr %2, align 8
  %20 = call i64 @crc64_xz(ptr noundef %19, i64 noundef 9)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %11, i32 noundef %14, i32 noundef %16, i32 noundef %18, i64 noundef %20)
  store i32 7, ptr %3, align 4
  store i64 0, ptr %4, align 8
  br label %22

22:                                               ; preds = %34, %0
  %23 = load i64, ptr %4, align 8
  %24 = icmp ult i64 %23, 20000
  br i1 %24, label %25, label %37

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4
  %27 = mul i32 %26, 1103515245
  %28 = add i32 %27, 12345
  store i32 %28, ptr %3, align 4
  %29 = load i32, ptr %3, align 4
  %30 = lshr i32 %29, 16
  %31 = trunc i32 %30 to i8
  %32 = load i64, ptr %4, align 8
  %33 = getelementptr inbounds [20000 x i8], ptr @main.buf, i64 0, i64 %32
  store i8 %31, ptr %33, align 1
  br label %34

34:                                               ; preds = %25
  %35 = load i64, ptr %4, align 8
  %36 = add i64 %35, 1
  store i64 %36, ptr %4, align 8
  br label %22, !llvm.loop !6

37:                                               ; preds = %22
  call void @make_table(i32 noundef -306674912)
  %38 = call i32 @crc32_table(ptr noundef @main.buf, i64 noundef 20000)
  store i32 %38, ptr %5, align 4
  %39 = call i32 @crc32_bitwise(ptr noundef @main.buf, i64 noundef 20000, i32 noundef -306674912)
  store i32 %39, ptr %6, align 4
  call void @make_table(i32 noundef -2097792136)
  %40 = call i32 @crc32_table(ptr noundef @main.buf, i64 noundef 20000)
  store i32 %40, ptr %7, align 4
  %41 = call i32 @crc32_bitwise(ptr noundef @main.buf, i64 noundef 20000, i32 noundef -2097792136)
  store i32 %41, ptr %8, align 4
  %42 = load i32, ptr %5, align 4
  %43 = load i32, ptr %6, align 4
  %44 = load i32, ptr %7, align 4
  %45 = load i32, ptr %8, align 4
  %46 = call i16 @crc16_ccitt(ptr noundef @main.buf, i64 noundef 20000)
  %47 = zext i16 %46 to i32
  %48 = call i64 @crc64_xz(ptr noundef @main.buf, i64 noundef 20000)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %47, i64 noundef %48)
  %50 = load i32, ptr %5, align 4
  %51 = load i32, ptr %6, align 4
  %52 = icmp ne i32 %50, %51
  br i1 %52, label %57, label %53

53:                                               ; preds = %37
  %54 = load i32, ptr %7, align 4
  %55 = load i32, ptr %8, align 4
  %56 = icmp ne i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53, %37
  br label %61

58:                                               ; preds = %53
  %59 = load i32, ptr %5, align 4
  %60 = and i32 %59, 127
  br label %61

61:                                               ; preds = %58, %57
  %62 = phi i32 [ 100, %57 ], [ %60, %58 ]
  ret i32 %62
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @crc8(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i8 0, ptr %5, align 1
  br label %7

7:                                                ; preds = %43, %2
  %8 = load i64, ptr %4, align 8
  %9 = add i64 %8, -1
  store i64 %9, ptr %4, align 8
  %10 = icmp ne i64 %8, 0
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  %14 = load i8, ptr %12, align 1
  %15 = zext i8 %14 to i32
  %16 = load i8, ptr %5, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %17, %15
  %19 = trunc i32 %18 to i8
  store i8 %19, ptr %5, align 1
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %40, %11
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %43

23:                                               ; preds = %20
  %24 = load i8, ptr %5, align 1
  %25 = zext i8 %24 to i32
  %26 = and i32 %25, 128
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %33

28:                                               ; preds = %23
  %29 = load i8, ptr %5, align 1
  %30 = zext i8 %29 to i32
  %31 = shl i32 %30, 1
  %32 = xor i32 %31, 7
  br label %37

33:                                               ; preds = %23
  %34 = load i8, ptr %5, align 1
  %35 = zext i8 %34 to i32
  %36 = shl i32 %35, 1
  br label %37

37:                                               ; preds = %33, %28
  %38 = phi i32 [ %32, %28 ], [ %36, %33 ]
  %39 = trunc i32 %38 to i8
  store i8 %39, ptr %5, align 1
  br label %40

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %20, !llvm.loop !8

43:                                               ; preds = %20
  br label %7, !llvm.loop !9

44:                                               ; preds = %7
  %45 = load i8, ptr %5, align 1
  ret i8 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @crc16_ccitt(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i16 -1, ptr %5, align 2
  br label %7

7:                                                ; preds = %46, %2
  %8 = load i64, ptr %4, align 8
  %9 = add i64 %8, -1
  store i64 %9, ptr %4, align 8
  %10 = icmp ne i64 %8, 0
  br i1 %10, label %11, label %47

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  %14 = load i8, ptr %12, align 1
  %15 = zext i8 %14 to i32
  %16 = shl i32 %15, 8
  %17 = trunc i32 %16 to i16
  %18 = zext i16 %17 to i32
  %19 = load i16, ptr %5, align 2
  %20 = zext i16 %19 to i32
  %21 = xor i32 %20, %18
  %22 = trunc i32 %21 to i16
  store i16 %22, ptr %5, align 2
  store i32 0, ptr %6, align 4
  br label %23

23:                                               ; preds = %43, %11
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %24, 8
  br i1 %25, label %26, label %46

26:                                               ; preds = %23
  %27 = load i16, ptr %5, align 2
  %28 = zext i16 %27 to i32
  %29 = and i32 %28, 32768
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = load i16, ptr %5, align 2
  %33 = zext i16 %32 to i32
  %34 = shl i32 %33, 1
  %35 = xor i32 %34, 4129
  br label %40

36:                                               ; preds = %26
  %37 = load i16, ptr %5, align 2
  %38 = zext i16 %37 to i32
  %39 = shl i32 %38, 1
  br label %40

40:                                               ; preds = %36, %31
  %41 = phi i32 [ %35, %31 ], [ %39, %36 ]
  %42 = trunc i32 %41 to i16
  store i16 %42, ptr %5, align 2
  br label %43

43:                                               ; preds = %40
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %23, !llvm.loop !10

46:                                               ; preds = %23
  br label %7, !llvm.loop !11

47:                                               ; preds = %7
  %48 = load i16, ptr %5, align 2
  ret i16 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_bitwise(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 -1, ptr %7, align 4
  br label %9

9:                                                ; preds = %40, %3
  %10 = load i64, ptr %5, align 8
  %11 = add i64 %10, -1
  store i64 %11, ptr %5, align 8
  %12 = icmp ne i64 %10, 0
  br i1 %12, label %13, label %41

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 1
  store ptr %15, ptr %4, align 8
  %16 = load i8, ptr %14, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %7, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %37, %13
  %21 = load i32, ptr %8, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %40

23:                                               ; preds = %20
  %24 = load i32, ptr %7, align 4
  %25 = and i32 %24, 1
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %23
  %28 = load i32, ptr %7, align 4
  %29 = lshr i32 %28, 1
  %30 = load i32, ptr %6, align 4
  %31 = xor i32 %29, %30
  br label %35

32:                                               ; preds = %23
  %33 = load i32, ptr %7, align 4
  %34 = lshr i32 %33, 1
  br label %35

35:                                               ; preds = %32, %27
  %36 = phi i32 [ %31, %27 ], [ %34, %32 ]
  store i32 %36, ptr %7, align 4
  br label %37

37:                                               ; preds = %35
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %8, align 4
  br label %20, !llvm.loop !12

40:                                               ; preds = %20
  br label %9, !llvm.loop !13

41:                                               ; preds = %9
  %42 = load i32, ptr %7, align 4
  %43 = xor i32 %42, -1
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @crc64_xz(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 -1, ptr %5, align 8
  br label %7

7:                                                ; preds = %37, %2
  %8 = load i64, ptr %4, align 8
  %9 = add i64 %8, -1
  store i64 %9, ptr %4, align 8
  %10 = icmp ne i64 %8, 0
  br i1 %10, label %11, label %38

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  %14 = load i8, ptr %12, align 1
  %15 = zext i8 %14 to i64
  %16 = load i64, ptr %5, align 8
  %17 = xor i64 %16, %15
  store i64 %17, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %18

18:                                               ; preds = %34, %11
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %19, 8
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = load i64, ptr %5, align 8
  %23 = and i64 %22, 1
  %24 = icmp ne i64 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %21
  %26 = load i64, ptr %5, align 8
  %27 = lshr i64 %26, 1
  %28 = xor i64 %27, -3932672073523589310
  br label %32

29:                                               ; preds = %21
  %30 = load i64, ptr %5, align 8
  %31 = lshr i64 %30, 1
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i64 [ %28, %25 ], [ %31, %29 ]
  store i64 %33, ptr %5, align 8
  br label %34

34:                                               ; preds = %32
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %18, !llvm.loop !14

37:                                               ; preds = %18
  br label %7, !llvm.loop !15

38:                                               ; preds = %7
  %39 = load i64, ptr %5, align 8
  %40 = xor i64 %39, -1
  ret i64 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_table(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %36, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp ult i32 %7, 256
  br i1 %8, label %9, label %39

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %28, %9
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %31

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = lshr i32 %19, 1
  %21 = load i32, ptr %2, align 4
  %22 = xor i32 %20, %21
  br label %26

23:                                               ; preds = %14
  %24 = load i32, ptr %4, align 4
  %25 = lshr i32 %24, 1
  br label %26

26:                                               ; preds = %23, %18
  %27 = phi i32 [ %22, %18 ], [ %25, %23 ]
  store i32 %27, ptr %4, align 4
  br label %28

28:                                               ; preds = %26
  %29 = load i32, ptr %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %5, align 4
  br label %11, !llvm.loop !16

31:                                               ; preds = %11
  %32 = load i32, ptr %4, align 4
  %33 = load i32, ptr %3, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %34
  store i32 %32, ptr %35, align 4
  br label %36

36:                                               ; preds = %31
  %37 = load i32, ptr %3, align 4
  %38 = add i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %6, !llvm.loop !17

39:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_table(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i64, ptr %4, align 8
  %8 = add i64 %7, -1
  store i64 %8, ptr %4, align 8
  %9 = icmp ne i64 %7, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  %14 = load i8, ptr %12, align 1
  %15 = zext i8 %14 to i32
  %16 = xor i32 %11, %15
  %17 = and i32 %16, 255
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr @table32, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %5, align 4
  %22 = lshr i32 %21, 8
  %23 = xor i32 %20, %22
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !18

24:                                               ; preds = %6
  %25 = load i32, ptr %5, align 4
  %26 = xor i32 %25, -1
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
