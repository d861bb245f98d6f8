; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [45 x i8] c"n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"const %016llx\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i64] [i64 -9223372036854775807, i64 1311768467463790320, i64 -281470681808896, i64 1], align 8
@.str.2 = private unnamed_addr constant [21 x i8] c"extract(%u,%u)=%llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"shifted %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i128, align 16
  %11 = alloca %struct.pair, align 8
  %12 = alloca %struct.pair, align 8
  %13 = alloca i128, align 16
  %14 = alloca [4 x i64], align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i64 -81985529216486896, ptr %2, align 8
  store volatile i64 1089357896855742840, ptr %3, align 8
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %109, %0
  %17 = load i32, ptr %6, align 4
  %18 = icmp ult i32 %17, 70
  br i1 %18, label %19, label %112

19:                                               ; preds = %16
  %20 = load volatile i64, ptr %2, align 8
  %21 = load volatile i64, ptr %3, align 8
  %22 = load i32, ptr %6, align 4
  %23 = call i64 @fshl64(i64 noundef %20, i64 noundef %21, i32 noundef %22)
  store i64 %23, ptr %7, align 8
  %24 = load volatile i64, ptr %2, align 8
  %25 = load volatile i64, ptr %3, align 8
  %26 = load i32, ptr %6, align 4
  %27 = call i64 @fshr64(i64 noundef %24, i64 noundef %25, i32 noundef %26)
  store i64 %27, ptr %8, align 8
  %28 = load volatile i64, ptr %2, align 8
  %29 = trunc i64 %28 to i32
  %30 = load volatile i64, ptr %3, align 8
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %6, align 4
  %33 = call i32 @fshl32(i32 noundef %29, i32 noundef %31, i32 noundef %32)
  store i32 %33, ptr %9, align 4
  %34 = load volatile i64, ptr %2, align 8
  %35 = zext i64 %34 to i128
  %36 = shl i128 %35, 64
  %37 = load volatile i64, ptr %3, align 8
  %38 = zext i64 %37 to i128
  %39 = or i128 %36, %38
  store i128 %39, ptr %10, align 16
  %40 = load i64, ptr %7, align 8
  %41 = load i128, ptr %10, align 16
  %42 = load i32, ptr %6, align 4
  %43 = and i32 %42, 63
  %44 = zext i32 %43 to i128
  %45 = shl i128 %41, %44
  %46 = lshr i128 %45, 64
  %47 = trunc i128 %46 to i64
  %48 = icmp ne i64 %40, %47
  br i1 %48, label %58, label %49

49:                                               ; preds = %19
  %50 = load i64, ptr %8, align 8
  %51 = load i128, ptr %10, align 16
  %52 = load i32, ptr %6, align 4
  %53 = and i32 %52, 63
  %54 = zext i32 %53 to i128
  %55 = lshr i128 %51, %54
  %56 = trunc i128 %55 to i64
  %57 = icmp ne i64 %50, %56
  br i1 %57, label %58, label %61

58:                                               ; preds = %49, %19
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %61

61:                                               ; preds = %58, %49
  %62 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 0
  %63 = load volatile i64, ptr %3, align 8
  store i64 %63, ptr %62, align 8
  %64 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 1
  %65 = load volatile i64, ptr %2, align 8
  store i64 %65, ptr %64, align 8
  %66 = load i32, ptr %6, align 4
  %67 = load [2 x i64], ptr %11, align 8
  %68 = call [2 x i64] @shl_pair([2 x i64] %67, i32 noundef %66)
  store [2 x i64] %68, ptr %12, align 8
  %69 = load i128, ptr %10, align 16
  %70 = load i32, ptr %6, align 4
  %71 = zext i32 %70 to i128
  %72 = shl i128 %69, %71
  store i128 %72, ptr %13, align 16
  %73 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 0
  %74 = load i64, ptr %73, align 8
  %75 = load i128, ptr %13, align 16
  %76 = trunc i128 %75 to i64
  %77 = icmp ne i64 %74, %76
  br i1 %77, label %85, label %78

78:                                               ; preds = %61
  %79 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 1
  %80 = load i64, ptr %79, align 8
  %81 = load i128, ptr %13, align 16
  %82 = lshr i128 %81, 64
  %83 = trunc i128 %82 to i64
  %84 = icmp ne i64 %80, %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %78, %61
  %86 = load i32, ptr %5, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %5, align 4
  br label %88

88:                                               ; preds = %85, %78
  %89 = load i64, ptr %4, align 8
  %90 = mul i64 %89, 1099511628211
  %91 = load i64, ptr %7, align 8
  %92 = xor i64 %90, %91
  %93 = load i64, ptr %8, align 8
  %94 = shl i64 %93, 1
  %95 = xor i64 %92, %94
  %96 = load i32, ptr %9, align 4
  %97 = zext i32 %96 to i64
  %98 = xor i64 %95, %97
  store i64 %98, ptr %4, align 8
  %99 = load i32, ptr %6, align 4
  %100 = urem i32 %99, 7
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %108

102:                                              ; preds = %88
  %103 = load i32, ptr %6, align 4
  %104 = load i64, ptr %7, align 8
  %105 = load i64, ptr %8, align 8
  %106 = load i32, ptr %9, align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %103, i64 noundef %104, i64 noundef %105, i32 noundef %106)
  br label %108

108:                                              ; preds = %102, %88
  br label %109

109:                                              ; preds = %108
  %110 = load i32, ptr %6, align 4
  %111 = add i32 %110, 1
  store i32 %111, ptr %6, align 4
  br label %16, !llvm.loop !6

112:                                              ; preds = %16
  %113 = load volatile i64, ptr %2, align 8
  %114 = load volatile i64, ptr %3, align 8
  %115 = call i64 @const_fsh(i64 noundef %113, i64 noundef %114)
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %115)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.words, i64 32, i1 false)
  store i32 0, ptr %15, align 4
  br label %117

117:                                              ; preds = %132, %112
  %118 = load i32, ptr %15, align 4
  %119 = icmp ult i32 %118, 200
  br i1 %119, label %120, label %135

120:                                              ; preds = %117
  %121 = load i32, ptr %15, align 4
  %122 = load i32, ptr %15, align 4
  %123 = urem i32 %122, 50
  %124 = add i32 13, %123
  %125 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0
  %126 = load i32, ptr %15, align 4
  %127 = load i32, ptr %15, align 4
  %128 = urem i32 %127, 50
  %129 = add i32 13, %128
  %130 = call i64 @extract(ptr noundef %125, i32 noundef %126, i32 noundef %129)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %121, i32 noundef %124, i64 noundef %130)
  br label %132

132:                                              ; preds = %120
  %133 = load i32, ptr %15, align 4
  %134 = add i32 %133, 23
  store i32 %134, ptr %15, align 4
  br label %117, !llvm.loop !8

135:                                              ; preds = %117
  %136 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0
  call void @shift_words_left(ptr noundef %136, i32 noundef 4, i32 noundef 5)
  %137 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 3
  %138 = load i64, ptr %137, align 8
  %139 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 2
  %140 = load i64, ptr %139, align 8
  %141 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 1
  %142 = load i64, ptr %141, align 8
  %143 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0
  %144 = load i64, ptr %143, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %138, i64 noundef %140, i64 noundef %142, i64 noundef %144)
  %146 = load i64, ptr %4, align 8
  %147 = load i32, ptr %5, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %146, i32 noundef %147)
  %149 = load i32, ptr %5, align 4
  %150 = icmp ne i32 %149, 0
  br i1 %150, label %151, label %152

151:                                              ; preds = %135
  br label %156

152:                                              ; preds = %135
  %153 = load i64, ptr %4, align 8
  %154 = and i64 %153, 63
  %155 = trunc i64 %154 to i32
  br label %156

156:                                              ; preds = %152, %151
  %157 = phi i32 [ 1, %151 ], [ %155, %152 ]
  ret i32 %157
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fshl64(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = and i32 %7, 63
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %3
  %12 = load i64, ptr %4, align 8
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = shl i64 %12, %14
  %16 = load i64, ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sub i32 64, %17
  %19 = zext i32 %18 to i64
  %20 = lshr i64 %16, %19
  %21 = or i64 %15, %20
  br label %24

22:                                               ; preds = %3
  %23 = load i64, ptr %4, align 8
  br label %24

24:                                               ; preds = %22, %11
  %25 = phi i64 [ %21, %11 ], [ %23, %22 ]
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fshr64(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = and i32 %7, 63
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %3
  %12 = load i64, ptr %5, align 8
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %12, %14
  %16 = load i64, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sub i32 64, %17
  %19 = zext i32 %18 to i64
  %20 = shl i64 %16, %19
  %21 = or i64 %15, %20
  br label %24

22:                                               ; preds = %3
  %23 = load i64, ptr %5, align 8
  br label %24

24:                                               ; preds = %22, %11
  %25 = phi i64 [ %21, %11 ], [ %23, %22 ]
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fshl32(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = zext i32 %7 to i64
  %9 = shl i64 %8, 32
  %10 = load i32, ptr %5, align 4
  %11 = zext i32 %10 to i64
  %12 = or i64 %9, %11
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, 31
  %15 = zext i32 %14 to i64
  %16 = shl i64 %12, %15
  %17 = lshr i64 %16, 32
  %18 = trunc i64 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @shl_pair([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pair, align 8
  %4 = alloca %struct.pair, align 8
  %5 = alloca i32, align 4
  store [2 x i64] %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp uge i32 %6, 64
  br i1 %7, label %8, label %17

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 %11, 64
  %13 = zext i32 %12 to i64
  %14 = shl i64 %10, %13
  %15 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  store i64 %14, ptr %15, align 8
  %16 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0
  store i64 0, ptr %16, align 8
  br label %42

17:                                               ; preds = %2
  %18 = load i32, ptr %5, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  br label %41

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  %24 = load i32, ptr %5, align 4
  %25 = zext i32 %24 to i64
  %26 = shl i64 %23, %25
  %27 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  %28 = load i64, ptr %27, align 8
  %29 = load i32, ptr %5, align 4
  %30 = sub i32 64, %29
  %31 = zext i32 %30 to i64
  %32 = lshr i64 %28, %31
  %33 = or i64 %26, %32
  %34 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 1
  store i64 %33, ptr %34, align 8
  %35 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %5, align 4
  %38 = zext i32 %37 to i64
  %39 = shl i64 %36, %38
  %40 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0
  store i64 %39, ptr %40, align 8
  br label %41

41:                                               ; preds = %21, %20
  br label %42

42:                                               ; preds = %41, %8
  %43 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %43
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @const_fsh(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = shl i64 %5, 12
  %7 = load i64, ptr %4, align 8
  %8 = lshr i64 %7, 52
  %9 = or i64 %6, %8
  ret i64 %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @extract(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = udiv i32 %10, 64
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = urem i32 %12, 64
  store i32 %13, ptr %8, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i64, ptr %14, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = load i32, ptr %8, align 4
  %20 = zext i32 %19 to i64
  %21 = lshr i64 %18, %20
  store i64 %21, ptr %9, align 8
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %6, align 4
  %24 = add i32 %22, %23
  %25 = icmp ugt i32 %24, 64
  br i1 %25, label %26, label %39

26:                                               ; preds = %3
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %7, align 4
  %29 = add i32 %28, 1
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr %27, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sub i32 64, %33
  %35 = zext i32 %34 to i64
  %36 = shl i64 %32, %35
  %37 = load i64, ptr %9, align 8
  %38 = or i64 %37, %36
  store i64 %38, ptr %9, align 8
  br label %39

39:                                               ; preds = %26, %3
  %40 = load i32, ptr %6, align 4
  %41 = icmp eq i32 %40, 64
  br i1 %41, label %42, label %44

42:                                               ; preds = %39
  %43 = load i64, ptr %9, align 8
  br label %51

44:                                               ; preds = %39
  %45 = load i64, ptr %9, align 8
  %46 = load i32, ptr %6, align 4
  %47 = zext i32 %46 to i64
  %48 = shl i64 1, %47
  %49 = sub i64 %48, 1
  %50 = and i64 %45, %49
  br label %51

51:                                               ; preds = %44, %42
  %52 = phi i64 [ %43, %42 ], [ %50, %44 ]
  ret i64 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_words_left(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %5, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %7, align 4
  br label %10

10:                                               ; preds = %37, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %40

13:                                               ; preds = %10
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, ptr %14, i64 %16
  %18 = load i64, ptr %17, align 8
  %19 = load i32, ptr %6, align 4
  %20 = zext i32 %19 to i64
  %21 = shl i64 %18, %20
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sub nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, ptr %22, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = load i32, ptr %6, align 4
  %29 = sub i32 64, %28
  %30 = zext i32 %29 to i64
  %31 = lshr i64 %27, %30
  %32 = or i64 %21, %31
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i64, ptr %33, i64 %35
  store i64 %32, ptr %36, align 8
  br label %37

37:                                               ; preds = %13
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %7, align 4
  br label %10, !llvm.loop !9

40:                                               ; preds = %10
  %41 = load i32, ptr %6, align 4
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds i64, ptr %42, i64 0
  %44 = load i64, ptr %43, align 8
  %45 = zext i32 %41 to i64
  %46 = shl i64 %44, %45
  store i64 %46, ptr %43, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
