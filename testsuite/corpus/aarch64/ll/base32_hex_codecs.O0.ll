; ModuleID = 'programs/base32_hex_codecs.c'
source_filename = "programs/base32_hex_codecs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@__const.main.samples = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 8
@.str.7 = private unnamed_addr constant [15 x i8] c"base32(%s)=%s\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"ascii85: %s\0Ahex: \00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"\01\AB\FF\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"%s\0Abad=%d h=%08x\0A\00", align 1
@b32 = internal constant [33 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [200 x i8], align 1
  %3 = alloca [100 x i8], align 1
  %4 = alloca [7 x ptr], align 8
  %5 = alloca i32, align 4
  %6 = alloca [64 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.samples, i64 56, i1 false)
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %32, %0
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %35

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = call i64 @strlen(ptr noundef %22) #5
  %24 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %25 = call i64 @b32_enc(ptr noundef %18, i64 noundef %23, ptr noundef %24)
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [7 x ptr], ptr %4, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %29, ptr noundef %30)
  br label %32

32:                                               ; preds = %14
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %11, !llvm.loop !6

35:                                               ; preds = %11
  store i32 0, ptr %7, align 4
  br label %36

36:                                               ; preds = %51, %35
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %37, 64
  br i1 %38, label %39, label %54

39:                                               ; preds = %36
  %40 = load i32, ptr %7, align 4
  %41 = mul nsw i32 %40, 73
  %42 = load i32, ptr %7, align 4
  %43 = icmp sgt i32 %42, 40
  %44 = zext i1 %43 to i64
  %45 = select i1 %43, i32 0, i32 0
  %46 = add nsw i32 %41, %45
  %47 = trunc i32 %46 to i8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %49
  store i8 %47, ptr %50, align 1
  br label %51

51:                                               ; preds = %39
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %36, !llvm.loop !8

54:                                               ; preds = %36
  %55 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %56 = getelementptr inbounds i8, ptr %55, i64 20
  call void @llvm.memset.p0.i64(ptr align 1 %56, i8 0, i64 8, i1 false)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i64 0, ptr %10, align 8
  br label %57

57:                                               ; preds = %132, %54
  %58 = load i64, ptr %10, align 8
  %59 = icmp ule i64 %58, 64
  br i1 %59, label %60, label %135

60:                                               ; preds = %57
  %61 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %62 = load i64, ptr %10, align 8
  %63 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %64 = call i64 @b32_enc(ptr noundef %61, i64 noundef %62, ptr noundef %63)
  %65 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %66 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %67 = call i64 @b32_dec(ptr noundef %65, ptr noundef %66)
  %68 = load i64, ptr %10, align 8
  %69 = icmp ne i64 %67, %68
  br i1 %69, label %76, label %70

70:                                               ; preds = %60
  %71 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %72 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %73 = load i64, ptr %10, align 8
  %74 = call i32 @memcmp(ptr noundef %71, ptr noundef %72, i64 noundef %73) #5
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %79

76:                                               ; preds = %70, %60
  %77 = load i32, ptr %8, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %8, align 4
  br label %79

79:                                               ; preds = %76, %70
  %80 = load i32, ptr %9, align 4
  %81 = mul i32 %80, 31
  %82 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %83 = call i64 @strlen(ptr noundef %82) #5
  %84 = trunc i64 %83 to i32
  %85 = add i32 %81, %84
  store i32 %85, ptr %9, align 4
  %86 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %87 = load i64, ptr %10, align 8
  %88 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %89 = load i64, ptr %10, align 8
  %90 = and i64 %89, 1
  %91 = trunc i64 %90 to i32
  call void @hex_enc(ptr noundef %86, i64 noundef %87, ptr noundef %88, i32 noundef %91)
  %92 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %93 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %94 = call i64 @hex_dec(ptr noundef %92, ptr noundef %93)
  %95 = load i64, ptr %10, align 8
  %96 = icmp ne i64 %94, %95
  br i1 %96, label %103, label %97

97:                                               ; preds = %79
  %98 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %99 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %100 = load i64, ptr %10, align 8
  %101 = call i32 @memcmp(ptr noundef %98, ptr noundef %99, i64 noundef %100) #5
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %97, %79
  %104 = load i32, ptr %8, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %8, align 4
  br label %106

106:                                              ; preds = %103, %97
  %107 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %108 = load i64, ptr %10, align 8
  %109 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %110 = call i64 @a85_enc(ptr noundef %107, i64 noundef %108, ptr noundef %109)
  %111 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %112 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %113 = call i64 @a85_dec(ptr noundef %111, ptr noundef %112)
  %114 = load i64, ptr %10, align 8
  %115 = icmp ne i64 %113, %114
  br i1 %115, label %122, label %116

116:                                              ; preds = %106
  %117 = getelementptr inbounds [100 x i8], ptr %3, i64 0, i64 0
  %118 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %119 = load i64, ptr %10, align 8
  %120 = call i32 @memcmp(ptr noundef %117, ptr noundef %118, i64 noundef %119) #5
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %125

122:                                              ; preds = %116, %106
  %123 = load i32, ptr %8, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %8, align 4
  br label %125

125:                                              ; preds = %122, %116
  %126 = load i32, ptr %9, align 4
  %127 = mul i32 %126, 31
  %128 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %129 = call i64 @strlen(ptr noundef %128) #5
  %130 = trunc i64 %129 to i32
  %131 = add i32 %127, %130
  store i32 %131, ptr %9, align 4
  br label %132

132:                                              ; preds = %125
  %133 = load i64, ptr %10, align 8
  %134 = add i64 %133, 1
  store i64 %134, ptr %10, align 8
  br label %57, !llvm.loop !9

135:                                              ; preds = %57
  %136 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %137 = call i64 @a85_enc(ptr noundef @.str.8, i64 noundef 20, ptr noundef %136)
  %138 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %138)
  %140 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  call void @hex_enc(ptr noundef @.str.10, i64 noundef 3, ptr noundef %140, i32 noundef 1)
  %141 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %141)
  %143 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  call void @hex_enc(ptr noundef @.str.10, i64 noundef 3, ptr noundef %143, i32 noundef 0)
  %144 = getelementptr inbounds [200 x i8], ptr %2, i64 0, i64 0
  %145 = load i32, ptr %8, align 4
  %146 = load i32, ptr %9, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %144, i32 noundef %145, i32 noundef %146)
  %148 = load i32, ptr %8, align 4
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %150, label %151

150:                                              ; preds = %135
  br label %154

151:                                              ; preds = %135
  %152 = load i32, ptr %9, align 4
  %153 = and i32 %152, 127
  br label %154

154:                                              ; preds = %151, %150
  %155 = phi i32 [ 100, %150 ], [ %153, %151 ]
  ret i32 %155
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b32_enc(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i64 0, ptr %10, align 8
  br label %11

11:                                               ; preds = %45, %3
  %12 = load i64, ptr %10, align 8
  %13 = load i64, ptr %5, align 8
  %14 = icmp ult i64 %12, %13
  br i1 %14, label %15, label %48

15:                                               ; preds = %11
  %16 = load i64, ptr %8, align 8
  %17 = shl i64 %16, 8
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %10, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i64
  %23 = or i64 %17, %22
  store i64 %23, ptr %8, align 8
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 8
  store i32 %25, ptr %9, align 4
  br label %26

26:                                               ; preds = %29, %15
  %27 = load i32, ptr %9, align 4
  %28 = icmp sge i32 %27, 5
  br i1 %28, label %29, label %44

29:                                               ; preds = %26
  %30 = load i64, ptr %8, align 8
  %31 = load i32, ptr %9, align 4
  %32 = sub nsw i32 %31, 5
  %33 = zext i32 %32 to i64
  %34 = lshr i64 %30, %33
  %35 = and i64 %34, 31
  %36 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = load ptr, ptr %6, align 8
  %39 = load i64, ptr %7, align 8
  %40 = add i64 %39, 1
  store i64 %40, ptr %7, align 8
  %41 = getelementptr inbounds i8, ptr %38, i64 %39
  store i8 %37, ptr %41, align 1
  %42 = load i32, ptr %9, align 4
  %43 = sub nsw i32 %42, 5
  store i32 %43, ptr %9, align 4
  br label %26, !llvm.loop !10

44:                                               ; preds = %26
  br label %45

45:                                               ; preds = %44
  %46 = load i64, ptr %10, align 8
  %47 = add i64 %46, 1
  store i64 %47, ptr %10, align 8
  br label %11, !llvm.loop !11

48:                                               ; preds = %11
  %49 = load i32, ptr %9, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %64

51:                                               ; preds = %48
  %52 = load i64, ptr %8, align 8
  %53 = load i32, ptr %9, align 4
  %54 = sub nsw i32 5, %53
  %55 = zext i32 %54 to i64
  %56 = shl i64 %52, %55
  %57 = and i64 %56, 31
  %58 = getelementptr inbounds [33 x i8], ptr @b32, i64 0, i64 %57
  %59 = load i8, ptr %58, align 1
  %60 = load ptr, ptr %6, align 8
  %61 = load i64, ptr %7, align 8
  %62 = add i64 %61, 1
  store i64 %62, ptr %7, align 8
  %63 = getelementptr inbounds i8, ptr %60, i64 %61
  store i8 %59, ptr %63, align 1
  br label %64

64:                                               ; preds = %51, %48
  br label %65

65:                                               ; preds = %69, %64
  %66 = load i64, ptr %7, align 8
  %67 = urem i64 %66, 8
  %68 = icmp ne i64 %67, 0
  br i1 %68, label %69, label %74

69:                                               ; preds = %65
  %70 = load ptr, ptr %6, align 8
  %71 = load i64, ptr %7, align 8
  %72 = add i64 %71, 1
  store i64 %72, ptr %7, align 8
  %73 = getelementptr inbounds i8, ptr %70, i64 %71
  store i8 61, ptr %73, align 1
  br label %65, !llvm.loop !12

74:                                               ; preds = %65
  %75 = load ptr, ptr %6, align 8
  %76 = load i64, ptr %7, align 8
  %77 = getelementptr inbounds i8, ptr %75, i64 %76
  store i8 0, ptr %77, align 1
  %78 = load i64, ptr %7, align 8
  ret i64 %78
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b32_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %55, %2
  %11 = load ptr, ptr %4, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp ne i32 %18, 61
  br label %20

20:                                               ; preds = %15, %10
  %21 = phi i1 [ false, %10 ], [ %19, %15 ]
  br i1 %21, label %22, label %58

22:                                               ; preds = %20
  %23 = load ptr, ptr %4, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = call ptr @strchr(ptr noundef @b32, i32 noundef %25) #5
  store ptr %26, ptr %9, align 8
  %27 = load ptr, ptr %9, align 8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %30, label %29

29:                                               ; preds = %22
  store i64 -1, ptr %3, align 8
  br label %60

30:                                               ; preds = %22
  %31 = load i64, ptr %7, align 8
  %32 = shl i64 %31, 5
  %33 = load ptr, ptr %9, align 8
  %34 = ptrtoint ptr %33 to i64
  %35 = sub i64 %34, ptrtoint (ptr @b32 to i64)
  %36 = or i64 %32, %35
  store i64 %36, ptr %7, align 8
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 5
  store i32 %38, ptr %8, align 4
  %39 = load i32, ptr %8, align 4
  %40 = icmp sge i32 %39, 8
  br i1 %40, label %41, label %54

41:                                               ; preds = %30
  %42 = load i64, ptr %7, align 8
  %43 = load i32, ptr %8, align 4
  %44 = sub nsw i32 %43, 8
  %45 = zext i32 %44 to i64
  %46 = lshr i64 %42, %45
  %47 = trunc i64 %46 to i8
  %48 = load ptr, ptr %5, align 8
  %49 = load i64, ptr %6, align 8
  %50 = add i64 %49, 1
  store i64 %50, ptr %6, align 8
  %51 = getelementptr inbounds i8, ptr %48, i64 %49
  store i8 %47, ptr %51, align 1
  %52 = load i32, ptr %8, align 4
  %53 = sub nsw i32 %52, 8
  store i32 %53, ptr %8, align 4
  br label %54

54:                                               ; preds = %41, %30
  br label %55

55:                                               ; preds = %54
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 1
  store ptr %57, ptr %4, align 8
  br label %10, !llvm.loop !13

58:                                               ; preds = %20
  %59 = load i64, ptr %6, align 8
  store i64 %59, ptr %3, align 8
  br label %60

60:                                               ; preds = %58, %29
  %61 = load i64, ptr %3, align 8
  ret i64 %61
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex_enc(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load i32, ptr %8, align 4
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @.str.13, ptr @.str.14
  store ptr %14, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %15

15:                                               ; preds = %49, %4
  %16 = load i64, ptr %10, align 8
  %17 = load i64, ptr %6, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %52

19:                                               ; preds = %15
  %20 = load ptr, ptr %9, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load i64, ptr %10, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = ashr i32 %25, 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %20, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = load ptr, ptr %7, align 8
  %31 = load i64, ptr %10, align 8
  %32 = mul i64 2, %31
  %33 = getelementptr inbounds i8, ptr %30, i64 %32
  store i8 %29, ptr %33, align 1
  %34 = load ptr, ptr %9, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = load i64, ptr %10, align 8
  %37 = getelementptr inbounds i8, ptr %35, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = and i32 %39, 15
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %34, i64 %41
  %43 = load i8, ptr %42, align 1
  %44 = load ptr, ptr %7, align 8
  %45 = load i64, ptr %10, align 8
  %46 = mul i64 2, %45
  %47 = add i64 %46, 1
  %48 = getelementptr inbounds i8, ptr %44, i64 %47
  store i8 %43, ptr %48, align 1
  br label %49

49:                                               ; preds = %19
  %50 = load i64, ptr %10, align 8
  %51 = add i64 %50, 1
  store i64 %51, ptr %10, align 8
  br label %15, !llvm.loop !14

52:                                               ; preds = %15
  %53 = load ptr, ptr %7, align 8
  %54 = load i64, ptr %6, align 8
  %55 = mul i64 2, %54
  %56 = getelementptr inbounds i8, ptr %53, i64 %55
  store i8 0, ptr %56, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hex_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = call i64 @strlen(ptr noundef %10) #5
  store i64 %11, ptr %6, align 8
  %12 = load i64, ptr %6, align 8
  %13 = urem i64 %12, 2
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store i64 -1, ptr %3, align 8
  br label %57

16:                                               ; preds = %2
  store i64 0, ptr %7, align 8
  br label %17

17:                                               ; preds = %51, %16
  %18 = load i64, ptr %7, align 8
  %19 = load i64, ptr %6, align 8
  %20 = udiv i64 %19, 2
  %21 = icmp ult i64 %18, %20
  br i1 %21, label %22, label %54

22:                                               ; preds = %17
  %23 = load ptr, ptr %4, align 8
  %24 = load i64, ptr %7, align 8
  %25 = mul i64 2, %24
  %26 = getelementptr inbounds i8, ptr %23, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = call i32 @hexval(i8 noundef %27)
  store i32 %28, ptr %8, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = load i64, ptr %7, align 8
  %31 = mul i64 2, %30
  %32 = add i64 %31, 1
  %33 = getelementptr inbounds i8, ptr %29, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = call i32 @hexval(i8 noundef %34)
  store i32 %35, ptr %9, align 4
  %36 = load i32, ptr %8, align 4
  %37 = icmp slt i32 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %22
  %39 = load i32, ptr %9, align 4
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %38, %22
  store i64 -1, ptr %3, align 8
  br label %57

42:                                               ; preds = %38
  %43 = load i32, ptr %8, align 4
  %44 = shl i32 %43, 4
  %45 = load i32, ptr %9, align 4
  %46 = or i32 %44, %45
  %47 = trunc i32 %46 to i8
  %48 = load ptr, ptr %5, align 8
  %49 = load i64, ptr %7, align 8
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  store i8 %47, ptr %50, align 1
  br label %51

51:                                               ; preds = %42
  %52 = load i64, ptr %7, align 8
  %53 = add i64 %52, 1
  store i64 %53, ptr %7, align 8
  br label %17, !llvm.loop !15

54:                                               ; preds = %17
  %55 = load i64, ptr %6, align 8
  %56 = udiv i64 %55, 2
  store i64 %56, ptr %3, align 8
  br label %57

57:                                               ; preds = %54, %41, %15
  %58 = load i64, ptr %3, align 8
  ret i64 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @a85_enc(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca [5 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %15

15:                                               ; preds = %101, %3
  %16 = load i64, ptr %8, align 8
  %17 = load i64, ptr %5, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %104

19:                                               ; preds = %15
  store i32 0, ptr %9, align 4
  %20 = load i64, ptr %5, align 8
  %21 = load i64, ptr %8, align 8
  %22 = sub i64 %20, %21
  %23 = icmp ult i64 %22, 4
  br i1 %23, label %24, label %28

24:                                               ; preds = %19
  %25 = load i64, ptr %5, align 8
  %26 = load i64, ptr %8, align 8
  %27 = sub i64 %25, %26
  br label %29

28:                                               ; preds = %19
  br label %29

29:                                               ; preds = %28, %24
  %30 = phi i64 [ %27, %24 ], [ 4, %28 ]
  store i64 %30, ptr %10, align 8
  store i64 0, ptr %11, align 8
  br label %31

31:                                               ; preds = %52, %29
  %32 = load i64, ptr %11, align 8
  %33 = icmp ult i64 %32, 4
  br i1 %33, label %34, label %55

34:                                               ; preds = %31
  %35 = load i32, ptr %9, align 4
  %36 = shl i32 %35, 8
  %37 = load i64, ptr %11, align 8
  %38 = load i64, ptr %10, align 8
  %39 = icmp ult i64 %37, %38
  br i1 %39, label %40, label %48

40:                                               ; preds = %34
  %41 = load ptr, ptr %4, align 8
  %42 = load i64, ptr %8, align 8
  %43 = load i64, ptr %11, align 8
  %44 = add i64 %42, %43
  %45 = getelementptr inbounds i8, ptr %41, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  br label %49

48:                                               ; preds = %34
  br label %49

49:                                               ; preds = %48, %40
  %50 = phi i32 [ %47, %40 ], [ 0, %48 ]
  %51 = or i32 %36, %50
  store i32 %51, ptr %9, align 4
  br label %52

52:                                               ; preds = %49
  %53 = load i64, ptr %11, align 8
  %54 = add i64 %53, 1
  store i64 %54, ptr %11, align 8
  br label %31, !llvm.loop !16

55:                                               ; preds = %31
  %56 = load i32, ptr %9, align 4
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %66

58:                                               ; preds = %55
  %59 = load i64, ptr %10, align 8
  %60 = icmp eq i64 %59, 4
  br i1 %60, label %61, label %66

61:                                               ; preds = %58
  %62 = load ptr, ptr %6, align 8
  %63 = load i64, ptr %7, align 8
  %64 = add i64 %63, 1
  store i64 %64, ptr %7, align 8
  %65 = getelementptr inbounds i8, ptr %62, i64 %63
  store i8 122, ptr %65, align 1
  br label %101

66:                                               ; preds = %58, %55
  store i32 4, ptr %13, align 4
  br label %67

67:                                               ; preds = %80, %66
  %68 = load i32, ptr %13, align 4
  %69 = icmp sge i32 %68, 0
  br i1 %69, label %70, label %83

70:                                               ; preds = %67
  %71 = load i32, ptr %9, align 4
  %72 = urem i32 %71, 85
  %73 = add i32 33, %72
  %74 = trunc i32 %73 to i8
  %75 = load i32, ptr %13, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [5 x i8], ptr %12, i64 0, i64 %76
  store i8 %74, ptr %77, align 1
  %78 = load i32, ptr %9, align 4
  %79 = udiv i32 %78, 85
  store i32 %79, ptr %9, align 4
  br label %80

80:                                               ; preds = %70
  %81 = load i32, ptr %13, align 4
  %82 = add nsw i32 %81, -1
  store i32 %82, ptr %13, align 4
  br label %67, !llvm.loop !17

83:                                               ; preds = %67
  store i64 0, ptr %14, align 8
  br label %84

84:                                               ; preds = %97, %83
  %85 = load i64, ptr %14, align 8
  %86 = load i64, ptr %10, align 8
  %87 = add i64 %86, 1
  %88 = icmp ult i64 %85, %87
  br i1 %88, label %89, label %100

89:                                               ; preds = %84
  %90 = load i64, ptr %14, align 8
  %91 = getelementptr inbounds [5 x i8], ptr %12, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1
  %93 = load ptr, ptr %6, align 8
  %94 = load i64, ptr %7, align 8
  %95 = add i64 %94, 1
  store i64 %95, ptr %7, align 8
  %96 = getelementptr inbounds i8, ptr %93, i64 %94
  store i8 %92, ptr %96, align 1
  br label %97

97:                                               ; preds = %89
  %98 = load i64, ptr %14, align 8
  %99 = add i64 %98, 1
  store i64 %99, ptr %14, align 8
  br label %84, !llvm.loop !18

100:                                              ; preds = %84
  br label %101

101:                                              ; preds = %100, %61
  %102 = load i64, ptr %8, align 8
  %103 = add i64 %102, 4
  store i64 %103, ptr %8, align 8
  br label %15, !llvm.loop !19

104:                                              ; preds = %15
  %105 = load ptr, ptr %6, align 8
  %106 = load i64, ptr %7, align 8
  %107 = getelementptr inbounds i8, ptr %105, i64 %106
  store i8 0, ptr %107, align 1
  %108 = load i64, ptr %7, align 8
  ret i64 %108
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @a85_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = call i64 @strlen(ptr noundef %12) #5
  store i64 %13, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %14

14:                                               ; preds = %91, %25, %2
  %15 = load i64, ptr %7, align 8
  %16 = load i64, ptr %6, align 8
  %17 = icmp ult i64 %15, %16
  br i1 %17, label %18, label %95

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = load i64, ptr %7, align 8
  %21 = getelementptr inbounds i8, ptr %19, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %23, 122
  br i1 %24, label %25, label %33

25:                                               ; preds = %18
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %26, i64 %27
  call void @llvm.memset.p0.i64(ptr align 1 %28, i8 0, i64 4, i1 false)
  %29 = load i64, ptr %5, align 8
  %30 = add i64 %29, 4
  store i64 %30, ptr %5, align 8
  %31 = load i64, ptr %7, align 8
  %32 = add i64 %31, 1
  store i64 %32, ptr %7, align 8
  br label %14, !llvm.loop !20

33:                                               ; preds = %18
  %34 = load i64, ptr %6, align 8
  %35 = load i64, ptr %7, align 8
  %36 = sub i64 %34, %35
  %37 = icmp ult i64 %36, 5
  br i1 %37, label %38, label %42

38:                                               ; preds = %33
  %39 = load i64, ptr %6, align 8
  %40 = load i64, ptr %7, align 8
  %41 = sub i64 %39, %40
  br label %43

42:                                               ; preds = %33
  br label %43

43:                                               ; preds = %42, %38
  %44 = phi i64 [ %41, %38 ], [ 5, %42 ]
  store i64 %44, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i64 0, ptr %10, align 8
  br label %45

45:                                               ; preds = %67, %43
  %46 = load i64, ptr %10, align 8
  %47 = icmp ult i64 %46, 5
  br i1 %47, label %48, label %70

48:                                               ; preds = %45
  %49 = load i32, ptr %9, align 4
  %50 = mul i32 %49, 85
  %51 = load i64, ptr %10, align 8
  %52 = load i64, ptr %8, align 8
  %53 = icmp ult i64 %51, %52
  br i1 %53, label %54, label %63

54:                                               ; preds = %48
  %55 = load ptr, ptr %3, align 8
  %56 = load i64, ptr %7, align 8
  %57 = load i64, ptr %10, align 8
  %58 = add i64 %56, %57
  %59 = getelementptr inbounds i8, ptr %55, i64 %58
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = sub nsw i32 %61, 33
  br label %64

63:                                               ; preds = %48
  br label %64

64:                                               ; preds = %63, %54
  %65 = phi i32 [ %62, %54 ], [ 84, %63 ]
  %66 = add i32 %50, %65
  store i32 %66, ptr %9, align 4
  br label %67

67:                                               ; preds = %64
  %68 = load i64, ptr %10, align 8
  %69 = add i64 %68, 1
  store i64 %69, ptr %10, align 8
  br label %45, !llvm.loop !21

70:                                               ; preds = %45
  store i64 0, ptr %11, align 8
  br label %71

71:                                               ; preds = %88, %70
  %72 = load i64, ptr %11, align 8
  %73 = load i64, ptr %8, align 8
  %74 = sub i64 %73, 1
  %75 = icmp ult i64 %72, %74
  br i1 %75, label %76, label %91

76:                                               ; preds = %71
  %77 = load i32, ptr %9, align 4
  %78 = load i64, ptr %11, align 8
  %79 = mul i64 8, %78
  %80 = sub i64 24, %79
  %81 = trunc i64 %80 to i32
  %82 = lshr i32 %77, %81
  %83 = trunc i32 %82 to i8
  %84 = load ptr, ptr %4, align 8
  %85 = load i64, ptr %5, align 8
  %86 = add i64 %85, 1
  store i64 %86, ptr %5, align 8
  %87 = getelementptr inbounds i8, ptr %84, i64 %85
  store i8 %83, ptr %87, align 1
  br label %88

88:                                               ; preds = %76
  %89 = load i64, ptr %11, align 8
  %90 = add i64 %89, 1
  store i64 %90, ptr %11, align 8
  br label %71, !llvm.loop !22

91:                                               ; preds = %71
  %92 = load i64, ptr %8, align 8
  %93 = load i64, ptr %7, align 8
  %94 = add i64 %93, %92
  store i64 %94, ptr %7, align 8
  br label %14, !llvm.loop !20

95:                                               ; preds = %14
  %96 = load i64, ptr %5, align 8
  ret i64 %96
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hexval(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp sge i32 %4, 48
  br i1 %5, label %6, label %14

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sle i32 %8, 57
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = load i8, ptr %2, align 1
  %12 = zext i8 %11 to i32
  %13 = sub nsw i32 %12, 48
  br label %45

14:                                               ; preds = %6, %1
  %15 = load i8, ptr %2, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp sge i32 %16, 97
  br i1 %17, label %18, label %27

18:                                               ; preds = %14
  %19 = load i8, ptr %2, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp sle i32 %20, 102
  br i1 %21, label %22, label %27

22:                                               ; preds = %18
  %23 = load i8, ptr %2, align 1
  %24 = zext i8 %23 to i32
  %25 = sub nsw i32 %24, 97
  %26 = add nsw i32 %25, 10
  br label %43

27:                                               ; preds = %18, %14
  %28 = load i8, ptr %2, align 1
  %29 = zext i8 %28 to i32
  %30 = icmp sge i32 %29, 65
  br i1 %30, label %31, label %40

31:                                               ; preds = %27
  %32 = load i8, ptr %2, align 1
  %33 = zext i8 %32 to i32
  %34 = icmp sle i32 %33, 70
  br i1 %34, label %35, label %40

35:                                               ; preds = %31
  %36 = load i8, ptr %2, align 1
  %37 = zext i8 %36 to i32
  %38 = sub nsw i32 %37, 65
  %39 = add nsw i32 %38, 10
  br label %41

40:                                               ; preds = %31, %27
  br label %41

41:                                               ; preds = %40, %35
  %42 = phi i32 [ %39, %35 ], [ -1, %40 ]
  br label %43

43:                                               ; preds = %41, %22
  %44 = phi i32 [ %26, %22 ], [ %42, %41 ]
  br label %45

45:                                               ; preds = %43, %10
  %46 = phi i32 [ %13, %10 ], [ %44, %43 ]
  ret i32 %46
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

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
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
