; ModuleID = 'programs/checksum_validators.c'
source_filename = "programs/checksum_validators.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [20 x i8] c"4539 1488 0343 6467\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"8273 1232 7352 0569\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"79927398713\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@__const.main.cards = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
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
@vd = internal constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 0, i32 6, i32 7, i32 8, i32 9, i32 5], [10 x i32] [i32 2, i32 3, i32 4, i32 0, i32 1, i32 7, i32 8, i32 9, i32 5, i32 6], [10 x i32] [i32 3, i32 4, i32 0, i32 1, i32 2, i32 8, i32 9, i32 5, i32 6, i32 7], [10 x i32] [i32 4, i32 0, i32 1, i32 2, i32 3, i32 9, i32 5, i32 6, i32 7, i32 8], [10 x i32] [i32 5, i32 9, i32 8, i32 7, i32 6, i32 0, i32 4, i32 3, i32 2, i32 1], [10 x i32] [i32 6, i32 5, i32 9, i32 8, i32 7, i32 1, i32 0, i32 4, i32 3, i32 2], [10 x i32] [i32 7, i32 6, i32 5, i32 9, i32 8, i32 2, i32 1, i32 0, i32 4, i32 3], [10 x i32] [i32 8, i32 7, i32 6, i32 5, i32 9, i32 3, i32 2, i32 1, i32 0, i32 4], [10 x i32] [i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0]], align 16
@vp = internal constant [8 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 5, i32 7, i32 6, i32 2, i32 8, i32 3, i32 0, i32 9, i32 4], [10 x i32] [i32 5, i32 8, i32 0, i32 3, i32 7, i32 9, i32 6, i32 1, i32 4, i32 2], [10 x i32] [i32 8, i32 9, i32 1, i32 6, i32 0, i32 4, i32 3, i32 5, i32 2, i32 7], [10 x i32] [i32 9, i32 4, i32 5, i32 3, i32 1, i32 2, i32 6, i32 8, i32 7, i32 0], [10 x i32] [i32 4, i32 2, i32 8, i32 6, i32 5, i32 7, i32 3, i32 9, i32 0, i32 1], [10 x i32] [i32 2, i32 7, i32 9, i32 3, i32 8, i32 0, i32 6, i32 4, i32 1, i32 5], [10 x i32] [i32 7, i32 0, i32 4, i32 6, i32 9, i32 1, i32 3, i32 2, i32 5, i32 8]], align 16
@dm = internal constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 3, i32 1, i32 7, i32 5, i32 9, i32 8, i32 6, i32 4, i32 2], [10 x i32] [i32 7, i32 0, i32 9, i32 2, i32 1, i32 5, i32 4, i32 8, i32 6, i32 3], [10 x i32] [i32 4, i32 2, i32 0, i32 6, i32 8, i32 7, i32 1, i32 3, i32 5, i32 9], [10 x i32] [i32 1, i32 7, i32 5, i32 0, i32 9, i32 8, i32 3, i32 4, i32 2, i32 6], [10 x i32] [i32 6, i32 1, i32 2, i32 3, i32 0, i32 4, i32 5, i32 9, i32 7, i32 8], [10 x i32] [i32 3, i32 6, i32 7, i32 4, i32 2, i32 0, i32 9, i32 5, i32 8, i32 1], [10 x i32] [i32 5, i32 8, i32 6, i32 9, i32 7, i32 2, i32 0, i32 1, i32 3, i32 4], [10 x i32] [i32 8, i32 9, i32 4, i32 5, i32 3, i32 6, i32 2, i32 0, i32 1, i32 7], [10 x i32] [i32 9, i32 4, i32 3, i32 8, i32 6, i32 1, i32 7, i32 2, i32 0, i32 5], [10 x i32] [i32 2, i32 5, i32 8, i32 1, i32 4, i32 3, i32 6, i32 7, i32 9, i32 0]], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [8 x i8], align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.cards, i64 32, i1 false)
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
  br label %7, !llvm.loop !5

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
  %44 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef 8, ptr noundef @.str.18, i32 noundef %43)
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
  br label %38, !llvm.loop !7

58:                                               ; preds = %38
  %59 = load i32, ptr %4, align 4
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %59)
  %61 = load i32, ptr %4, align 4
  %62 = srem i32 %61, 256
  ret i32 %62
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
  %8 = call i64 @strlen(ptr noundef %7) #6
  %9 = trunc i64 %8 to i32
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %51, %1
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %54

14:                                               ; preds = %11
  %15 = load ptr, ptr %2, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = call i32 @isdigit(i32 noundef %20) #7
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %24, label %23

23:                                               ; preds = %14
  br label %51

24:                                               ; preds = %14
  %25 = load ptr, ptr %2, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i32
  %31 = sub nsw i32 %30, 48
  store i32 %31, ptr %6, align 4
  %32 = load i32, ptr %4, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %43

34:                                               ; preds = %24
  %35 = load i32, ptr %6, align 4
  %36 = mul nsw i32 %35, 2
  store i32 %36, ptr %6, align 4
  %37 = load i32, ptr %6, align 4
  %38 = icmp sgt i32 %37, 9
  br i1 %38, label %39, label %42

39:                                               ; preds = %34
  %40 = load i32, ptr %6, align 4
  %41 = sub nsw i32 %40, 9
  store i32 %41, ptr %6, align 4
  br label %42

42:                                               ; preds = %39, %34
  br label %43

43:                                               ; preds = %42, %24
  %44 = load i32, ptr %6, align 4
  %45 = load i32, ptr %3, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %3, align 4
  %47 = load i32, ptr %4, align 4
  %48 = icmp ne i32 %47, 0
  %49 = xor i1 %48, true
  %50 = zext i1 %49 to i32
  store i32 %50, ptr %4, align 4
  br label %51

51:                                               ; preds = %43, %23
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %5, align 4
  br label %11, !llvm.loop !8

54:                                               ; preds = %11
  %55 = load i32, ptr %3, align 4
  %56 = srem i32 %55, 10
  %57 = icmp eq i32 %56, 0
  %58 = zext i1 %57 to i32
  ret i32 %58
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
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 45
  br i1 %14, label %15, label %16

15:                                               ; preds = %10
  br label %35

16:                                               ; preds = %10
  %17 = load ptr, ptr %2, align 8
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp eq i32 %19, 88
  br i1 %20, label %21, label %22

21:                                               ; preds = %16
  br label %27

22:                                               ; preds = %16
  %23 = load ptr, ptr %2, align 8
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
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
  br label %6, !llvm.loop !9

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
  %12 = sext i8 %11 to i32
  %13 = icmp eq i32 %12, 45
  br i1 %13, label %14, label %15

14:                                               ; preds = %9
  br label %29

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
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
  br label %5, !llvm.loop !10

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
  %3 = alloca [80 x i8], align 16
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
  %12 = call i64 @strlen(ptr noundef %11) #6
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
  %22 = sext i8 %21 to i32
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
  br label %13, !llvm.loop !11

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
  br label %38, !llvm.loop !12

54:                                               ; preds = %38
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %55

55:                                               ; preds = %93, %54
  %56 = load i32, ptr %9, align 4
  %57 = load i32, ptr %4, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %96

59:                                               ; preds = %55
  %60 = load i32, ptr %9, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %61
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = call i32 @isalpha(i32 noundef %64) #7
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %81

67:                                               ; preds = %59
  %68 = load i32, ptr %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = call i32 @toupper(i32 noundef %72) #7
  %74 = sub nsw i32 %73, 65
  %75 = add nsw i32 %74, 10
  store i32 %75, ptr %10, align 4
  %76 = load i32, ptr %8, align 4
  %77 = mul nsw i32 %76, 100
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %77, %78
  %80 = srem i32 %79, 97
  store i32 %80, ptr %8, align 4
  br label %92

81:                                               ; preds = %59
  %82 = load i32, ptr %8, align 4
  %83 = mul nsw i32 %82, 10
  %84 = load i32, ptr %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [80 x i8], ptr %3, i64 0, i64 %85
  %87 = load i8, ptr %86, align 1
  %88 = sext i8 %87 to i32
  %89 = add nsw i32 %83, %88
  %90 = sub nsw i32 %89, 48
  %91 = srem i32 %90, 97
  store i32 %91, ptr %8, align 4
  br label %92

92:                                               ; preds = %81, %67
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %9, align 4
  br label %55, !llvm.loop !13

96:                                               ; preds = %55
  %97 = load i32, ptr %8, align 4
  %98 = icmp eq i32 %97, 1
  %99 = zext i1 %98 to i32
  ret i32 %99
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
  %7 = call i64 @strlen(ptr noundef %6) #6
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
  %29 = sext i8 %28 to i32
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
  br label %9, !llvm.loop !14

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
  %14 = sext i8 %13 to i32
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
  br label %4, !llvm.loop !15

22:                                               ; preds = %4
  %23 = load i32, ptr %3, align 4
  %24 = icmp eq i32 %23, 0
  %25 = zext i1 %24 to i32
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalpha(i32 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @toupper(i32 noundef) #5

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
