; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [45 x i8] c"n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"const %016llx\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i64] [i64 -9223372036854775807, i64 1311768467463790320, i64 -281470681808896, i64 1], align 16
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
  %13 = alloca %struct.pair, align 8
  %14 = alloca i128, align 16
  %15 = alloca [4 x i64], align 16
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i64 -81985529216486896, ptr %2, align 8
  store volatile i64 1089357896855742840, ptr %3, align 8
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %17

17:                                               ; preds = %108, %0
  %18 = load i32, ptr %6, align 4
  %19 = icmp ult i32 %18, 70
  br i1 %19, label %20, label %111

20:                                               ; preds = %17
  %21 = load volatile i64, ptr %2, align 8
  %22 = load volatile i64, ptr %3, align 8
  %23 = load i32, ptr %6, align 4
  %24 = call i64 @fshl64(i64 noundef %21, i64 noundef %22, i32 noundef %23)
  store i64 %24, ptr %7, align 8
  %25 = load volatile i64, ptr %2, align 8
  %26 = load volatile i64, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = call i64 @fshr64(i64 noundef %25, i64 noundef %26, i32 noundef %27)
  store i64 %28, ptr %8, align 8
  %29 = load volatile i64, ptr %2, align 8
  %30 = trunc i64 %29 to i32
  %31 = load volatile i64, ptr %3, align 8
  %32 = trunc i64 %31 to i32
  %33 = load i32, ptr %6, align 4
  %34 = call i32 @fshl32(i32 noundef %30, i32 noundef %32, i32 noundef %33)
  store i32 %34, ptr %9, align 4
  %35 = load volatile i64, ptr %2, align 8
  %36 = zext i64 %35 to i128
  %37 = shl i128 %36, 64
  %38 = load volatile i64, ptr %3, align 8
  %39 = zext i64 %38 to i128
  %40 = or i128 %37, %39
  store i128 %40, ptr %10, align 16
  %41 = load i64, ptr %7, align 8
  %42 = load i128, ptr %10, align 16
  %43 = load i32, ptr %6, align 4
  %44 = and i32 %43, 63
  %45 = zext i32 %44 to i128
  %46 = shl i128 %42, %45
  %47 = lshr i128 %46, 64
  %48 = trunc i128 %47 to i64
  %49 = icmp ne i64 %41, %48
  br i1 %49, label %59, label %50

50:                                               ; preds = %20
  %51 = load i64, ptr %8, align 8
  %52 = load i128, ptr %10, align 16
  %53 = load i32, ptr %6, align 4
  %54 = and i32 %53, 63
  %55 = zext i32 %54 to i128
  %56 = lshr i128 %52, %55
  %57 = trunc i128 %56 to i64
  %58 = icmp ne i64 %51, %57
  br i1 %58, label %59, label %62

59:                                               ; preds = %50, %20
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %62

62:                                               ; preds = %59, %50
  %63 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 0
  %64 = load volatile i64, ptr %3, align 8
  store i64 %64, ptr %63, align 8
  %65 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 1
  %66 = load volatile i64, ptr %2, align 8
  store i64 %66, ptr %65, align 8
  %67 = load i32, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %11, i64 16, i1 false)
  call void @shl_pair(ptr dead_on_unwind writable sret(%struct.pair) align 8 %12, ptr noundef %13, i32 noundef %67)
  %68 = load i128, ptr %10, align 16
  %69 = load i32, ptr %6, align 4
  %70 = zext i32 %69 to i128
  %71 = shl i128 %68, %70
  store i128 %71, ptr %14, align 16
  %72 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 0
  %73 = load i64, ptr %72, align 8
  %74 = load i128, ptr %14, align 16
  %75 = trunc i128 %74 to i64
  %76 = icmp ne i64 %73, %75
  br i1 %76, label %84, label %77

77:                                               ; preds = %62
  %78 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 1
  %79 = load i64, ptr %78, align 8
  %80 = load i128, ptr %14, align 16
  %81 = lshr i128 %80, 64
  %82 = trunc i128 %81 to i64
  %83 = icmp ne i64 %79, %82
  br i1 %83, label %84, label %87

84:                                               ; preds = %77, %62
  %85 = load i32, ptr %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %5, align 4
  br label %87

87:                                               ; preds = %84, %77
  %88 = load i64, ptr %4, align 8
  %89 = mul i64 %88, 1099511628211
  %90 = load i64, ptr %7, align 8
  %91 = xor i64 %89, %90
  %92 = load i64, ptr %8, align 8
  %93 = shl i64 %92, 1
  %94 = xor i64 %91, %93
  %95 = load i32, ptr %9, align 4
  %96 = zext i32 %95 to i64
  %97 = xor i64 %94, %96
  store i64 %97, ptr %4, align 8
  %98 = load i32, ptr %6, align 4
  %99 = urem i32 %98, 7
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %107

101:                                              ; preds = %87
  %102 = load i32, ptr %6, align 4
  %103 = load i64, ptr %7, align 8
  %104 = load i64, ptr %8, align 8
  %105 = load i32, ptr %9, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %102, i64 noundef %103, i64 noundef %104, i32 noundef %105)
  br label %107

107:                                              ; preds = %101, %87
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %6, align 4
  %110 = add i32 %109, 1
  store i32 %110, ptr %6, align 4
  br label %17, !llvm.loop !5

111:                                              ; preds = %17
  %112 = load volatile i64, ptr %2, align 8
  %113 = load volatile i64, ptr %3, align 8
  %114 = call i64 @const_fsh(i64 noundef %112, i64 noundef %113)
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %114)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.words, i64 32, i1 false)
  store i32 0, ptr %16, align 4
  br label %116

116:                                              ; preds = %131, %111
  %117 = load i32, ptr %16, align 4
  %118 = icmp ult i32 %117, 200
  br i1 %118, label %119, label %134

119:                                              ; preds = %116
  %120 = load i32, ptr %16, align 4
  %121 = load i32, ptr %16, align 4
  %122 = urem i32 %121, 50
  %123 = add i32 13, %122
  %124 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 0
  %125 = load i32, ptr %16, align 4
  %126 = load i32, ptr %16, align 4
  %127 = urem i32 %126, 50
  %128 = add i32 13, %127
  %129 = call i64 @extract(ptr noundef %124, i32 noundef %125, i32 noundef %128)
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %120, i32 noundef %123, i64 noundef %129)
  br label %131

131:                                              ; preds = %119
  %132 = load i32, ptr %16, align 4
  %133 = add i32 %132, 23
  store i32 %133, ptr %16, align 4
  br label %116, !llvm.loop !7

134:                                              ; preds = %116
  %135 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 0
  call void @shift_words_left(ptr noundef %135, i32 noundef 4, i32 noundef 5)
  %136 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 3
  %137 = load i64, ptr %136, align 8
  %138 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 2
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 1
  %141 = load i64, ptr %140, align 8
  %142 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 0
  %143 = load i64, ptr %142, align 16
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %137, i64 noundef %139, i64 noundef %141, i64 noundef %143)
  %145 = load i64, ptr %4, align 8
  %146 = load i32, ptr %5, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %145, i32 noundef %146)
  %148 = load i32, ptr %5, align 4
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %150, label %151

150:                                              ; preds = %134
  br label %155

151:                                              ; preds = %134
  %152 = load i64, ptr %4, align 8
  %153 = and i64 %152, 63
  %154 = trunc i64 %153 to i32
  br label %155

155:                                              ; preds = %151, %150
  %156 = phi i32 [ 1, %150 ], [ %154, %151 ]
  ret i32 %156
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
define internal void @shl_pair(ptr dead_on_unwind noalias writable sret(%struct.pair) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = icmp uge i32 %7, 64
  br i1 %8, label %9, label %18

9:                                                ; preds = %3
  %10 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = load i32, ptr %6, align 4
  %13 = sub i32 %12, 64
  %14 = zext i32 %13 to i64
  %15 = shl i64 %11, %14
  %16 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  store i64 %15, ptr %16, align 8
  %17 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  store i64 0, ptr %17, align 8
  br label %43

18:                                               ; preds = %3
  %19 = load i32, ptr %6, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 16, i1 false)
  br label %42

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = load i32, ptr %6, align 4
  %26 = zext i32 %25 to i64
  %27 = shl i64 %24, %26
  %28 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sub i32 64, %30
  %32 = zext i32 %31 to i64
  %33 = lshr i64 %29, %32
  %34 = or i64 %27, %33
  %35 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  store i64 %34, ptr %35, align 8
  %36 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = load i32, ptr %6, align 4
  %39 = zext i32 %38 to i64
  %40 = shl i64 %37, %39
  %41 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  store i64 %40, ptr %41, align 8
  br label %42

42:                                               ; preds = %22, %21
  br label %43

43:                                               ; preds = %42, %9
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
  br label %10, !llvm.loop !8

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
