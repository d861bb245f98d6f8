; ModuleID = 'programs/sha1_hmac.c'
source_filename = "programs/sha1_hmac.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.sha1_ctx = type { [5 x i32], i64, [64 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@main.as = internal global [1000 x i8] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Hi There\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Jefe\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"what do ya want for nothing?\00", align 1
@.str.6 = private unnamed_addr constant [55 x i8] c"Test Using Larger Than Block-Size Key - Hash Key First\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@init.iv = internal constant [5 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878, i32 -1009589776], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i8], align 1
  %3 = alloca %struct.sha1_ctx, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca [20 x i8], align 1
  %8 = alloca [80 x i8], align 1
  store i32 0, ptr %1, align 4
  %9 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @sha1(ptr noundef @.str, i64 noundef 3, ptr noundef %9)
  %10 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %10)
  %11 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @sha1(ptr noundef @.str.1, i64 noundef 0, ptr noundef %11)
  %12 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %12)
  %13 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @sha1(ptr noundef @.str.2, i64 noundef 56, ptr noundef %13)
  %14 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %14)
  call void @init(ptr noundef %3)
  call void @llvm.memset.p0.i64(ptr align 1 @main.as, i8 97, i64 1000, i1 false)
  store i64 0, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %15

15:                                               ; preds = %31, %0
  %16 = load i64, ptr %4, align 8
  %17 = icmp ult i64 %16, 1000000
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = load i32, ptr %5, align 4
  %20 = mul nsw i32 %19, 37
  %21 = srem i32 %20, 1000
  %22 = sext i32 %21 to i64
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  %24 = load i64, ptr %6, align 8
  %25 = load i64, ptr %4, align 8
  %26 = sub i64 1000000, %25
  %27 = icmp ugt i64 %24, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %18
  %29 = load i64, ptr %4, align 8
  %30 = sub i64 1000000, %29
  store i64 %30, ptr %6, align 8
  br label %31

31:                                               ; preds = %28, %18
  %32 = load i64, ptr %6, align 8
  call void @update(ptr noundef %3, ptr noundef @main.as, i64 noundef %32)
  %33 = load i64, ptr %6, align 8
  %34 = load i64, ptr %4, align 8
  %35 = add i64 %34, %33
  store i64 %35, ptr %4, align 8
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !6

38:                                               ; preds = %15
  %39 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @final(ptr noundef %3, ptr noundef %39)
  %40 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %40)
  %41 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %41, i8 11, i64 20, i1 false)
  %42 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0
  %43 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hmac(ptr noundef %42, i64 noundef 20, ptr noundef @.str.3, i64 noundef 8, ptr noundef %43)
  %44 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %44)
  %45 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hmac(ptr noundef @.str.4, i64 noundef 4, ptr noundef @.str.5, i64 noundef 28, ptr noundef %45)
  %46 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %46)
  %47 = getelementptr inbounds [80 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %47, i8 -86, i64 80, i1 false)
  %48 = getelementptr inbounds [80 x i8], ptr %8, i64 0, i64 0
  %49 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hmac(ptr noundef %48, i64 noundef 80, ptr noundef @.str.6, i64 noundef 54, ptr noundef %49)
  %50 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  call void @hex(ptr noundef %50)
  %51 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = and i32 %53, 127
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sha1(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.sha1_ctx, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @init(ptr noundef %7)
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  call void @update(ptr noundef %7, ptr noundef %8, i64 noundef %9)
  %10 = load ptr, ptr %6, align 8
  call void @final(ptr noundef %7, ptr noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 20
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load ptr, ptr %2, align 8
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr %8, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %13)
  br label %15

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %4, !llvm.loop !8

18:                                               ; preds = %4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.sha1_ctx, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [5 x i32], ptr %4, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 @init.iv, i64 20, i1 false)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.sha1_ctx, ptr %6, i32 0, i32 1
  store i64 0, ptr %7, align 8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.sha1_ctx, ptr %8, i32 0, i32 3
  store i32 0, ptr %9, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load i64, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.sha1_ctx, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = add i64 %13, %10
  store i64 %14, ptr %12, align 8
  br label %15

15:                                               ; preds = %63, %3
  %16 = load i64, ptr %6, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %64

18:                                               ; preds = %15
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.sha1_ctx, ptr %19, i32 0, i32 3
  %21 = load i32, ptr %20, align 8
  %22 = sext i32 %21 to i64
  %23 = sub i64 64, %22
  store i64 %23, ptr %8, align 8
  %24 = load i64, ptr %8, align 8
  %25 = load i64, ptr %6, align 8
  %26 = icmp ugt i64 %24, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = load i64, ptr %6, align 8
  store i64 %28, ptr %8, align 8
  br label %29

29:                                               ; preds = %27, %18
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.sha1_ctx, ptr %30, i32 0, i32 2
  %32 = getelementptr inbounds [64 x i8], ptr %31, i64 0, i64 0
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.sha1_ctx, ptr %33, i32 0, i32 3
  %35 = load i32, ptr %34, align 8
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %32, i64 %36
  %38 = load ptr, ptr %7, align 8
  %39 = load i64, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %37, ptr align 1 %38, i64 %39, i1 false)
  %40 = load i64, ptr %8, align 8
  %41 = trunc i64 %40 to i32
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds %struct.sha1_ctx, ptr %42, i32 0, i32 3
  %44 = load i32, ptr %43, align 8
  %45 = add nsw i32 %44, %41
  store i32 %45, ptr %43, align 8
  %46 = load i64, ptr %8, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 %46
  store ptr %48, ptr %7, align 8
  %49 = load i64, ptr %8, align 8
  %50 = load i64, ptr %6, align 8
  %51 = sub i64 %50, %49
  store i64 %51, ptr %6, align 8
  %52 = load ptr, ptr %4, align 8
  %53 = getelementptr inbounds %struct.sha1_ctx, ptr %52, i32 0, i32 3
  %54 = load i32, ptr %53, align 8
  %55 = icmp eq i32 %54, 64
  br i1 %55, label %56, label %63

56:                                               ; preds = %29
  %57 = load ptr, ptr %4, align 8
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.sha1_ctx, ptr %58, i32 0, i32 2
  %60 = getelementptr inbounds [64 x i8], ptr %59, i64 0, i64 0
  call void @block(ptr noundef %57, ptr noundef %60)
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds %struct.sha1_ctx, ptr %61, i32 0, i32 3
  store i32 0, ptr %62, align 8
  br label %63

63:                                               ; preds = %56, %29
  br label %15, !llvm.loop !9

64:                                               ; preds = %15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @final(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca [8 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.sha1_ctx, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = mul i64 %14, 8
  store i64 %15, ptr %5, align 8
  store i8 -128, ptr %6, align 1
  store i8 0, ptr %7, align 1
  %16 = load ptr, ptr %3, align 8
  call void @update(ptr noundef %16, ptr noundef %6, i64 noundef 1)
  br label %17

17:                                               ; preds = %22, %2
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.sha1_ctx, ptr %18, i32 0, i32 3
  %20 = load i32, ptr %19, align 8
  %21 = icmp ne i32 %20, 56
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  %23 = load ptr, ptr %3, align 8
  call void @update(ptr noundef %23, ptr noundef %7, i64 noundef 1)
  br label %17, !llvm.loop !10

24:                                               ; preds = %17
  store i32 0, ptr %9, align 4
  br label %25

25:                                               ; preds = %39, %24
  %26 = load i32, ptr %9, align 4
  %27 = icmp slt i32 %26, 8
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = load i64, ptr %5, align 8
  %30 = load i32, ptr %9, align 4
  %31 = mul nsw i32 8, %30
  %32 = sub nsw i32 56, %31
  %33 = zext i32 %32 to i64
  %34 = lshr i64 %29, %33
  %35 = trunc i64 %34 to i8
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 %37
  store i8 %35, ptr %38, align 1
  br label %39

39:                                               ; preds = %28
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %25, !llvm.loop !11

42:                                               ; preds = %25
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  call void @update(ptr noundef %43, ptr noundef %44, i64 noundef 8)
  store i32 0, ptr %10, align 4
  br label %45

45:                                               ; preds = %75, %42
  %46 = load i32, ptr %10, align 4
  %47 = icmp slt i32 %46, 5
  br i1 %47, label %48, label %78

48:                                               ; preds = %45
  store i32 0, ptr %11, align 4
  br label %49

49:                                               ; preds = %71, %48
  %50 = load i32, ptr %11, align 4
  %51 = icmp slt i32 %50, 4
  br i1 %51, label %52, label %74

52:                                               ; preds = %49
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.sha1_ctx, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [5 x i32], ptr %54, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = load i32, ptr %11, align 4
  %60 = mul nsw i32 8, %59
  %61 = sub nsw i32 24, %60
  %62 = lshr i32 %58, %61
  %63 = trunc i32 %62 to i8
  %64 = load ptr, ptr %4, align 8
  %65 = load i32, ptr %10, align 4
  %66 = mul nsw i32 4, %65
  %67 = load i32, ptr %11, align 4
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %64, i64 %69
  store i8 %63, ptr %70, align 1
  br label %71

71:                                               ; preds = %52
  %72 = load i32, ptr %11, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %11, align 4
  br label %49, !llvm.loop !12

74:                                               ; preds = %49
  br label %75

75:                                               ; preds = %74
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %10, align 4
  br label %45, !llvm.loop !13

78:                                               ; preds = %45
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hmac(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [64 x i8], align 1
  %12 = alloca [64 x i8], align 1
  %13 = alloca [64 x i8], align 1
  %14 = alloca [20 x i8], align 1
  %15 = alloca i32, align 4
  %16 = alloca %struct.sha1_ctx, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 0, i64 64, i1 false)
  %17 = load i64, ptr %7, align 8
  %18 = icmp ugt i64 %17, 64
  br i1 %18, label %19, label %23

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8
  %21 = load i64, ptr %7, align 8
  %22 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  call void @sha1(ptr noundef %20, i64 noundef %21, ptr noundef %22)
  br label %27

23:                                               ; preds = %5
  %24 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 0
  %25 = load ptr, ptr %6, align 8
  %26 = load i64, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 1 %25, i64 %26, i1 false)
  br label %27

27:                                               ; preds = %23, %19
  store i32 0, ptr %15, align 4
  br label %28

28:                                               ; preds = %52, %27
  %29 = load i32, ptr %15, align 4
  %30 = icmp slt i32 %29, 64
  br i1 %30, label %31, label %55

31:                                               ; preds = %28
  %32 = load i32, ptr %15, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = xor i32 %36, 54
  %38 = trunc i32 %37 to i8
  %39 = load i32, ptr %15, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 %40
  store i8 %38, ptr %41, align 1
  %42 = load i32, ptr %15, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 %43
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = xor i32 %46, 92
  %48 = trunc i32 %47 to i8
  %49 = load i32, ptr %15, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 %50
  store i8 %48, ptr %51, align 1
  br label %52

52:                                               ; preds = %31
  %53 = load i32, ptr %15, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %15, align 4
  br label %28, !llvm.loop !14

55:                                               ; preds = %28
  call void @init(ptr noundef %16)
  %56 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 0
  call void @update(ptr noundef %16, ptr noundef %56, i64 noundef 64)
  %57 = load ptr, ptr %8, align 8
  %58 = load i64, ptr %9, align 8
  call void @update(ptr noundef %16, ptr noundef %57, i64 noundef %58)
  %59 = getelementptr inbounds [20 x i8], ptr %14, i64 0, i64 0
  call void @final(ptr noundef %16, ptr noundef %59)
  call void @init(ptr noundef %16)
  %60 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0
  call void @update(ptr noundef %16, ptr noundef %60, i64 noundef 64)
  %61 = getelementptr inbounds [20 x i8], ptr %14, i64 0, i64 0
  call void @update(ptr noundef %16, ptr noundef %61, i64 noundef 20)
  %62 = load ptr, ptr %10, align 8
  call void @final(ptr noundef %16, ptr noundef %62)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [80 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %61, %2
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %18, 16
  br i1 %19, label %20, label %64

20:                                               ; preds = %17
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %6, align 4
  %23 = mul nsw i32 4, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %21, i64 %24
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = shl i32 %27, 24
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %6, align 4
  %31 = mul nsw i32 4, %30
  %32 = add nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = shl i32 %36, 16
  %38 = or i32 %28, %37
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %6, align 4
  %41 = mul nsw i32 4, %40
  %42 = add nsw i32 %41, 2
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %39, i64 %43
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = shl i32 %46, 8
  %48 = or i32 %38, %47
  %49 = load ptr, ptr %4, align 8
  %50 = load i32, ptr %6, align 4
  %51 = mul nsw i32 4, %50
  %52 = add nsw i32 %51, 3
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %49, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = or i32 %48, %56
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %59
  store i32 %57, ptr %60, align 4
  br label %61

61:                                               ; preds = %20
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %17, !llvm.loop !15

64:                                               ; preds = %17
  store i32 16, ptr %7, align 4
  br label %65

65:                                               ; preds = %96, %64
  %66 = load i32, ptr %7, align 4
  %67 = icmp slt i32 %66, 80
  br i1 %67, label %68, label %99

68:                                               ; preds = %65
  %69 = load i32, ptr %7, align 4
  %70 = sub nsw i32 %69, 3
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = load i32, ptr %7, align 4
  %75 = sub nsw i32 %74, 8
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = xor i32 %73, %78
  %80 = load i32, ptr %7, align 4
  %81 = sub nsw i32 %80, 14
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = xor i32 %79, %84
  %86 = load i32, ptr %7, align 4
  %87 = sub nsw i32 %86, 16
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = xor i32 %85, %90
  %92 = call i32 @rol(i32 noundef %91, i32 noundef 1)
  %93 = load i32, ptr %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %94
  store i32 %92, ptr %95, align 4
  br label %96

96:                                               ; preds = %68
  %97 = load i32, ptr %7, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %7, align 4
  br label %65, !llvm.loop !16

99:                                               ; preds = %65
  %100 = load ptr, ptr %3, align 8
  %101 = getelementptr inbounds %struct.sha1_ctx, ptr %100, i32 0, i32 0
  %102 = getelementptr inbounds [5 x i32], ptr %101, i64 0, i64 0
  %103 = load i32, ptr %102, align 8
  store i32 %103, ptr %8, align 4
  %104 = load ptr, ptr %3, align 8
  %105 = getelementptr inbounds %struct.sha1_ctx, ptr %104, i32 0, i32 0
  %106 = getelementptr inbounds [5 x i32], ptr %105, i64 0, i64 1
  %107 = load i32, ptr %106, align 4
  store i32 %107, ptr %9, align 4
  %108 = load ptr, ptr %3, align 8
  %109 = getelementptr inbounds %struct.sha1_ctx, ptr %108, i32 0, i32 0
  %110 = getelementptr inbounds [5 x i32], ptr %109, i64 0, i64 2
  %111 = load i32, ptr %110, align 8
  store i32 %111, ptr %10, align 4
  %112 = load ptr, ptr %3, align 8
  %113 = getelementptr inbounds %struct.sha1_ctx, ptr %112, i32 0, i32 0
  %114 = getelementptr inbounds [5 x i32], ptr %113, i64 0, i64 3
  %115 = load i32, ptr %114, align 4
  store i32 %115, ptr %11, align 4
  %116 = load ptr, ptr %3, align 8
  %117 = getelementptr inbounds %struct.sha1_ctx, ptr %116, i32 0, i32 0
  %118 = getelementptr inbounds [5 x i32], ptr %117, i64 0, i64 4
  %119 = load i32, ptr %118, align 8
  store i32 %119, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %120

120:                                              ; preds = %187, %99
  %121 = load i32, ptr %13, align 4
  %122 = icmp slt i32 %121, 80
  br i1 %122, label %123, label %190

123:                                              ; preds = %120
  %124 = load i32, ptr %13, align 4
  %125 = icmp slt i32 %124, 20
  br i1 %125, label %126, label %135

126:                                              ; preds = %123
  %127 = load i32, ptr %9, align 4
  %128 = load i32, ptr %10, align 4
  %129 = and i32 %127, %128
  %130 = load i32, ptr %9, align 4
  %131 = xor i32 %130, -1
  %132 = load i32, ptr %11, align 4
  %133 = and i32 %131, %132
  %134 = or i32 %129, %133
  store i32 %134, ptr %14, align 4
  store i32 1518500249, ptr %15, align 4
  br label %167

135:                                              ; preds = %123
  %136 = load i32, ptr %13, align 4
  %137 = icmp slt i32 %136, 40
  br i1 %137, label %138, label %144

138:                                              ; preds = %135
  %139 = load i32, ptr %9, align 4
  %140 = load i32, ptr %10, align 4
  %141 = xor i32 %139, %140
  %142 = load i32, ptr %11, align 4
  %143 = xor i32 %141, %142
  store i32 %143, ptr %14, align 4
  store i32 1859775393, ptr %15, align 4
  br label %166

144:                                              ; preds = %135
  %145 = load i32, ptr %13, align 4
  %146 = icmp slt i32 %145, 60
  br i1 %146, label %147, label %159

147:                                              ; preds = %144
  %148 = load i32, ptr %9, align 4
  %149 = load i32, ptr %10, align 4
  %150 = and i32 %148, %149
  %151 = load i32, ptr %9, align 4
  %152 = load i32, ptr %11, align 4
  %153 = and i32 %151, %152
  %154 = or i32 %150, %153
  %155 = load i32, ptr %10, align 4
  %156 = load i32, ptr %11, align 4
  %157 = and i32 %155, %156
  %158 = or i32 %154, %157
  store i32 %158, ptr %14, align 4
  store i32 -1894007588, ptr %15, align 4
  br label %165

159:                                              ; preds = %144
  %160 = load i32, ptr %9, align 4
  %161 = load i32, ptr %10, align 4
  %162 = xor i32 %160, %161
  %163 = load i32, ptr %11, align 4
  %164 = xor i32 %162, %163
  store i32 %164, ptr %14, align 4
  store i32 -899497514, ptr %15, align 4
  br label %165

165:                                              ; preds = %159, %147
  br label %166

166:                                              ; preds = %165, %138
  br label %167

167:                                              ; preds = %166, %126
  %168 = load i32, ptr %8, align 4
  %169 = call i32 @rol(i32 noundef %168, i32 noundef 5)
  %170 = load i32, ptr %14, align 4
  %171 = add i32 %169, %170
  %172 = load i32, ptr %12, align 4
  %173 = add i32 %171, %172
  %174 = load i32, ptr %15, align 4
  %175 = add i32 %173, %174
  %176 = load i32, ptr %13, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [80 x i32], ptr %5, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = add i32 %175, %179
  store i32 %180, ptr %16, align 4
  %181 = load i32, ptr %11, align 4
  store i32 %181, ptr %12, align 4
  %182 = load i32, ptr %10, align 4
  store i32 %182, ptr %11, align 4
  %183 = load i32, ptr %9, align 4
  %184 = call i32 @rol(i32 noundef %183, i32 noundef 30)
  store i32 %184, ptr %10, align 4
  %185 = load i32, ptr %8, align 4
  store i32 %185, ptr %9, align 4
  %186 = load i32, ptr %16, align 4
  store i32 %186, ptr %8, align 4
  br label %187

187:                                              ; preds = %167
  %188 = load i32, ptr %13, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %13, align 4
  br label %120, !llvm.loop !17

190:                                              ; preds = %120
  %191 = load i32, ptr %8, align 4
  %192 = load ptr, ptr %3, align 8
  %193 = getelementptr inbounds %struct.sha1_ctx, ptr %192, i32 0, i32 0
  %194 = getelementptr inbounds [5 x i32], ptr %193, i64 0, i64 0
  %195 = load i32, ptr %194, align 8
  %196 = add i32 %195, %191
  store i32 %196, ptr %194, align 8
  %197 = load i32, ptr %9, align 4
  %198 = load ptr, ptr %3, align 8
  %199 = getelementptr inbounds %struct.sha1_ctx, ptr %198, i32 0, i32 0
  %200 = getelementptr inbounds [5 x i32], ptr %199, i64 0, i64 1
  %201 = load i32, ptr %200, align 4
  %202 = add i32 %201, %197
  store i32 %202, ptr %200, align 4
  %203 = load i32, ptr %10, align 4
  %204 = load ptr, ptr %3, align 8
  %205 = getelementptr inbounds %struct.sha1_ctx, ptr %204, i32 0, i32 0
  %206 = getelementptr inbounds [5 x i32], ptr %205, i64 0, i64 2
  %207 = load i32, ptr %206, align 8
  %208 = add i32 %207, %203
  store i32 %208, ptr %206, align 8
  %209 = load i32, ptr %11, align 4
  %210 = load ptr, ptr %3, align 8
  %211 = getelementptr inbounds %struct.sha1_ctx, ptr %210, i32 0, i32 0
  %212 = getelementptr inbounds [5 x i32], ptr %211, i64 0, i64 3
  %213 = load i32, ptr %212, align 4
  %214 = add i32 %213, %209
  store i32 %214, ptr %212, align 4
  %215 = load i32, ptr %12, align 4
  %216 = load ptr, ptr %3, align 8
  %217 = getelementptr inbounds %struct.sha1_ctx, ptr %216, i32 0, i32 0
  %218 = getelementptr inbounds [5 x i32], ptr %217, i64 0, i64 4
  %219 = load i32, ptr %218, align 8
  %220 = add i32 %219, %215
  store i32 %220, ptr %218, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rol(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 32, %9
  %11 = lshr i32 %8, %10
  %12 = or i32 %7, %11
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
