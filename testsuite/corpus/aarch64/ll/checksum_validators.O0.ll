; ModuleID = 'programs/checksum_validators.c'
source_filename = "programs/checksum_validators.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"4539 1488 0343 6467\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"8273 1232 7352 0569\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"79927398713\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@__const.main.cards = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"luhn %s = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"isbn10 %d %d isbn13 %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"0-306-40615-2\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"0-306-40615-3\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"978-0-306-40615-7\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"978-0-306-40615-8\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"iban %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"GB82 WEST 1234 5698 7654 32\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"GB82 WEST 1234 5698 7654 33\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"verhoeff %d %d damm %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"2363\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"2364\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"5724\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"5727\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"%04d\00", align 1
@.str.19 = private unnamed_addr constant [24 x i8] c"valid 4-digit count=%d\0A\00", align 1
@vd = internal constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 0, i32 6, i32 7, i32 8, i32 9, i32 5], [10 x i32] [i32 2, i32 3, i32 4, i32 0, i32 1, i32 7, i32 8, i32 9, i32 5, i32 6], [10 x i32] [i32 3, i32 4, i32 0, i32 1, i32 2, i32 8, i32 9, i32 5, i32 6, i32 7], [10 x i32] [i32 4, i32 0, i32 1, i32 2, i32 3, i32 9, i32 5, i32 6, i32 7, i32 8], [10 x i32] [i32 5, i32 9, i32 8, i32 7, i32 6, i32 0, i32 4, i32 3, i32 2, i32 1], [10 x i32] [i32 6, i32 5, i32 9, i32 8, i32 7, i32 1, i32 0, i32 4, i32 3, i32 2], [10 x i32] [i32 7, i32 6, i32 5, i32 9, i32 8, i32 2, i32 1, i32 0, i32 4, i32 3], [10 x i32] [i32 8, i32 7, i32 6, i32 5, i32 9, i32 3, i32 2, i32 1, i32 0, i32 4], [10 x i32] [i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0]], align 4
@vp = internal constant [8 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 5, i32 7, i32 6, i32 2, i32 8, i32 3, i32 0, i32 9, i32 4], [10 x i32] [i32 5, i32 8, i32 0, i32 3, i32 7, i32 9, i32 6, i32 1, i32 4, i32 2], [10 x i32] [i32 8, i32 9, i32 1, i32 6, i32 0, i32 4, i32 3, i32 5, i32 2, i32 7], [10 x i32] [i32 9, i32 4, i32 5, i32 3, i32 1, i32 2, i32 6, i32 8, i32 7, i32 0], [10 x i32] [i32 4, i32 2, i32 8, i32 6, i32 5, i32 7, i32 3, i32 9, i32 0, i32 1], [10 x i32] [i32 2, i32 7, i32 9, i32 3, i32 8, i32 0, i32 6, i32 4, i32 1, i32 5], [10 x i32] [i32 7, i32 0, i32 4, i32 6, i32 9, i32 1, i32 3, i32 2, i32 5, i32 8]], align 4
@dm = internal constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 3, i32 1, i32 7, i32 5, i32 9, i32 8, i32 6, i32 4, i32 2], [10 x i32] [i32 7, i32 0, i32 9, i32 2, i32 1, i32 5, i32 4, i32 8, i32 6, i32 3], [10 x i32] [i32 4, i32 2, i32 0, i32 6, i32 8, i32 7, i32 1, i32 3, i32 5, i32 9], [10 x i32] [i32 1, i32 7, i32 5, i32 0, i32 9, i32 8, i32 3, i32 4, i32 2, i32 6], [10 x i32] [i32 6, i32 1, i32 2, i32 3, i32 0, i32 4, i32 5, i32 9, i32 7, i32 8], [10 x i32] [i32 3, i32 6, i32 7, i32 4, i32 2, i32 0, i32 9, i32 5, i32 8, i32 1], [10 x i32] [i32 5, i32 8, i32 6, i32 9, i32 7, i32 2, i32 0, i32 1, i32 3, i32 4], [10 x i32] [i32 8, i32 9, i32 4, i32 5, i32 3, i32 6, i32 2, i32 0, i32 1, i32 7], [10 x i32] [i32 9, i32 4, i32 3, i32 8, i32 6, i32 1, i32 7, i32 2, i32 0, i32 5], [10 x i32] [i32 2, i32 5, i32 8, i32 1, i32 4, i32 3, i32 6, i32 7, i32 9, i32 0]], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [8 x i8], align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.cards, i64 32, i1 false)
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %21, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %24

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = call i32 @luhn(ptr noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %14, i32 noundef %19)
  br label %21

21:                                               ; preds = %10
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %3, align 4
  br label %7, !llvm.loop !6

24:                                               ; preds = %7
  %25 = call i32 @isbn10(ptr noundef @.str.6)
  %26 = call i32 @isbn10(ptr noundef @.str.7)
  %27 = call i32 @isbn13(ptr noundef @.str.8)
  %28 = call i32 @isbn13(ptr noundef @.str.9)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28)
  %30 = call i32 @iban(ptr noundef @.str.11)
  %31 = call i32 @iban(ptr noundef @.str.12)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %30, i32 noundef %31)
  %33 = call i32 @verhoeff(ptr noundef @.str.14)
  %34 = call i32 @verhoeff(ptr noundef @.str.15)
  %35 = call i32 @damm(ptr noundef @.str.16)
  %36 = call i32 @damm(ptr noundef @.str.17)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %38

38:                                               ; preds = %55, %24
  %39 = load i32, ptr %6, align 4
  %40 = icmp slt i32 %39, 10000
  br i1 %40, label %41, label %58

41:                                               ; preds = %38
  %42 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %43 = load i32, ptr %6, align 4
  %44 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef 8, ptr noundef @.str.18, i32 noundef %43) #6
  %45 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %46 = call i32 @luhn(ptr noundef %45)
  %47 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %48 = call i32 @damm(ptr noundef %47)
  %49 = add nsw i32 %46, %48
  %50 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %51 = call i32 @verhoeff(ptr noundef %50)
  %52 = add nsw i32 %49, %51
  %53 = load i32, ptr %4, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %4, align 4
  br label %55

55:                                               ; preds = %41
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %38, !llvm.loop !8

58:                                               ; preds = %38
  %59 = load i32, ptr %4, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %59)
  %61 = load i32, ptr %4, align 4
  %62 = srem i32 %61, 256
  ret i32 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @luhn(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %7 = load ptr, ptr %2, align 8
  %8 = call i64 @strlen(ptr noundef %7) #7
  %9 = trunc i64 %8 to i32
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %57, %1
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  %15 = call ptr @__ctype_b_loc() #8
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i8, ptr %17, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i16, ptr %16, i64 %23
  %25 = load i16, ptr %24, align 2
  %26 = zext i16 %25 to i32
  %27 = and i32 %26, 2048
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %14
  br label %57

30:                                               ; preds = %14
  %31 = load ptr, ptr %2, align 8
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = sub nsw i32 %36, 48
  store i32 %37, ptr %6, align 4
  %38 = load i32, ptr %4, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %49

40:                                               ; preds = %30
  %41 = load i32, ptr %6, align 4
  %42 = mul nsw i32 %41, 2
  store i32 %42, ptr %6, align 4
  %43 = load i32, ptr %6, align 4
  %44 = icmp sgt i32 %43, 9
  br i1 %44, label %45, label %48

45:                                               ; preds = %40
  %46 = load i32, ptr %6, align 4
  %47 = sub nsw i32 %46, 9
  store i32 %47, ptr %6, align 4
  br label %48

48:                                               ; preds = %45, %40
  br label %49

49:                                               ; preds = %48, %30
  %50 = load i32, ptr %6, align 4
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %3, align 4
  %53 = load i32, ptr %4, align 4
  %54 = icmp ne i32 %53, 0
  %55 = xor i1 %54, true
  %56 = zext i1 %55 to i32
  store i32 %56, ptr %4, align 4
  br label %57

57:                                               ; preds = %49, %29
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, -1
  store i32 %59, ptr %5, align 4
  br label %11, !llvm.loop !9

60:                                               ; preds = %11
  %61 = load i32, ptr %3, align 4
  %62 = srem i32 %61, 10
  %63 = icmp eq i32 %62, 0
  %64 = zext i1 %63 to i32
  ret i32 %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isbn10(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 10, ptr %4, align 4
  br label %6

6:                                                ; preds = %35, %1
  %7 = load ptr, ptr %2, align 8
  %8 = load i8, ptr %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %38

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp eq i32 %13, 45
  br i1 %14, label %15, label %16

15:                                               ; preds = %10
  br label %35

16:                                               ; preds = %10
  %17 = load ptr, ptr %2, align 8
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 88
  br i1 %20, label %21, label %22

21:                                               ; preds = %16
  br label %27

22:                                               ; preds = %16
  %23 = load ptr, ptr %2, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = sub nsw i32 %25, 48
  br label %27

27:                                               ; preds = %22, %21
  %28 = phi i32 [ 10, %21 ], [ %26, %22 ]
  store i32 %28, ptr %5, align 4
  %29 = load i32, ptr %5, align 4
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %4, align 4
  %32 = mul nsw i32 %29, %30
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %3, align 4
  br label %35

35:                                               ; preds = %27, %15
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds i8, ptr %36, i32 1
  store ptr %37, ptr %2, align 8
  br label %6, !llvm.loop !10

38:                                               ; preds = %6
  %39 = load i32, ptr %4, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = srem i32 %42, 11
  %44 = icmp eq i32 %43, 0
  br label %45

45:                                               ; preds = %41, %38
  %46 = phi i1 [ false, %38 ], [ %44, %41 ]
  %47 = zext i1 %46 to i32
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isbn13(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %29, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %32

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = icmp eq i32 %12, 45
  br i1 %13, label %14, label %15

14:                                               ; preds = %9
  br label %29

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = sub nsw i32 %18, 48
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  %22 = srem i32 %20, 2
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, i32 3, i32 1
  %26 = mul nsw i32 %19, %25
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %3, align 4
  br label %29

29:                                               ; preds = %15, %14
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds i8, ptr %30, i32 1
  store ptr %31, ptr %2, align 8
  br label %5, !llvm.loop !11

32:                                               ; preds = %5
  %33 = load i32, ptr %4, align 4
  %34 = icmp eq i32 %33, 13
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = load i32, ptr %3, align 4
  %37 = srem i32 %36, 10
  %38 = icmp eq i32 %37, 0
  br label %39

39:                                               ; preds = %35, %32
  %40 = phi i1 [ false, %32 ], [ %38, %35 ]
  %41 = zext i1 %40 to i32
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iban(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [80 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = call i64 @strlen(ptr noundef %11) #7
  store i64 %12, ptr %5, align 8
  store i64 4, ptr %6, align 8
  br label %13

13:                                               ; preds = %34, %1
  %14 = load i64, ptr %6, align 8
  %15 = load i64, ptr %5, align 8
  %16 = icmp ult i64 %14, %15
  br i1 %16, label %17, label %37

17:                                               ; preds = %13
  %18 = load ptr, ptr %2, align 8
  %19 = load i64, ptr %6, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = icmp ne i32 %22, 32
  br i1 %23, label %24, label %33

24:                                               ; preds = %17
  %25 = load ptr, ptr %2, align 8
  %26 = load i64, ptr %6, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %4, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %31
  store i8 %28, ptr %32, align 1
  br label %33

33:                                               ; preds = %24, %17
  br label %34

34:                                               ; preds = %33
  %35 = load i64, ptr %6, align 8
  %36 = add i64 %35, 1
  store i64 %36, ptr %6, align 8
  br label %13, !llvm.loop !12

37:                                               ; preds = %13
  store i32 0, ptr %7, align 4
  br label %38

38:                                               ; preds = %51, %37
  %39 = load i32, ptr %7, align 4
  %40 = icmp slt i32 %39, 4
  br i1 %40, label %41, label %54

41:                                               ; preds = %38
  %42 = load ptr, ptr %2, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, ptr %42, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %49
  store i8 %46, ptr %50, align 1
  br label %51

51:                                               ; preds = %41
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %38, !llvm.loop !13

54:                                               ; preds = %38
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %55

55:                                               ; preds = %99, %54
  %56 = load i32, ptr %9, align 4
  %57 = load i32, ptr %4, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %102

59:                                               ; preds = %55
  %60 = call ptr @__ctype_b_loc() #8
  %61 = load ptr, ptr %60, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i16, ptr %61, i64 %67
  %69 = load i16, ptr %68, align 2
  %70 = zext i16 %69 to i32
  %71 = and i32 %70, 1024
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %73, label %87

73:                                               ; preds = %59
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = call i32 @toupper(i32 noundef %78) #7
  %80 = sub nsw i32 %79, 65
  %81 = add nsw i32 %80, 10
  store i32 %81, ptr %10, align 4
  %82 = load i32, ptr %8, align 4
  %83 = mul nsw i32 %82, 100
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %83, %84
  %86 = srem i32 %85, 97
  store i32 %86, ptr %8, align 4
  br label %98

87:                                               ; preds = %59
  %88 = load i32, ptr %8, align 4
  %89 = mul nsw i32 %88, 10
  %90 = load i32, ptr %9, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %91
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = add nsw i32 %89, %94
  %96 = sub nsw i32 %95, 48
  %97 = srem i32 %96, 97
  store i32 %97, ptr %8, align 4
  br label %98

98:                                               ; preds = %87, %73
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %9, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %9, align 4
  br label %55, !llvm.loop !14

102:                                              ; preds = %55
  %103 = load i32, ptr %8, align 4
  %104 = icmp eq i32 %103, 1
  %105 = zext i1 %104 to i32
  ret i32 %105
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @verhoeff(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = call i64 @strlen(ptr noundef %6) #7
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %37, %1
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %40

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [10 x [10 x i32]], ptr @vd, i64 0, i64 %15
  %17 = load i32, ptr %5, align 4
  %18 = srem i32 %17, 8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x [10 x i32]], ptr @vp, i64 0, i64 %19
  %21 = load ptr, ptr %2, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sub nsw i32 %22, 1
  %24 = load i32, ptr %5, align 4
  %25 = sub nsw i32 %23, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %21, i64 %26
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = sub nsw i32 %29, 48
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [10 x i32], ptr %20, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [10 x i32], ptr %16, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %3, align 4
  br label %37

37:                                               ; preds = %13
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %5, align 4
  br label %9, !llvm.loop !15

40:                                               ; preds = %9
  %41 = load i32, ptr %3, align 4
  %42 = icmp eq i32 %41, 0
  %43 = zext i1 %42 to i32
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @damm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %19, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [10 x [10 x i32]], ptr @dm, i64 0, i64 %10
  %12 = load ptr, ptr %2, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = sub nsw i32 %14, 48
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i32], ptr %11, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %8
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 1
  store ptr %21, ptr %2, align 8
  br label %4, !llvm.loop !16

22:                                               ; preds = %4
  %23 = load i32, ptr %3, align 4
  %24 = icmp eq i32 %23, 0
  %25 = zext i1 %24 to i32
  ret i32 %25
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind willreturn memory(none) }

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
