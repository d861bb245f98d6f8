; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %13 = alloca i128, align 16
  %14 = alloca [4 x i64], align 16
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i64 -81985529216486896, ptr %2, align 8
  store volatile i64 1089357896855742840, ptr %3, align 8
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %116, %0
  %17 = load i32, ptr %6, align 4
  %18 = icmp ult i32 %17, 70
  br i1 %18, label %19, label %119

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
  %67 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = call { i64, i64 } @shl_pair(i64 %68, i64 %70, i32 noundef %66)
  %72 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %73 = extractvalue { i64, i64 } %71, 0
  store i64 %73, ptr %72, align 8
  %74 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %75 = extractvalue { i64, i64 } %71, 1
  store i64 %75, ptr %74, align 8
  %76 = load i128, ptr %10, align 16
  %77 = load i32, ptr %6, align 4
  %78 = zext i32 %77 to i128
  %79 = shl i128 %76, %78
  store i128 %79, ptr %13, align 16
  %80 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 0
  %81 = load i64, ptr %80, align 8
  %82 = load i128, ptr %13, align 16
  %83 = trunc i128 %82 to i64
  %84 = icmp ne i64 %81, %83
  br i1 %84, label %92, label %85

85:                                               ; preds = %61
  %86 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 1
  %87 = load i64, ptr %86, align 8
  %88 = load i128, ptr %13, align 16
  %89 = lshr i128 %88, 64
  %90 = trunc i128 %89 to i64
  %91 = icmp ne i64 %87, %90
  br i1 %91, label %92, label %95

92:                                               ; preds = %85, %61
  %93 = load i32, ptr %5, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %5, align 4
  br label %95

95:                                               ; preds = %92, %85
  %96 = load i64, ptr %4, align 8
  %97 = mul i64 %96, 1099511628211
  %98 = load i64, ptr %7, align 8
  %99 = xor i64 %97, %98
  %100 = load i64, ptr %8, align 8
  %101 = shl i64 %100, 1
  %102 = xor i64 %99, %101
  %103 = load i32, ptr %9, align 4
  %104 = zext i32 %103 to i64
  %105 = xor i64 %102, %104
  store i64 %105, ptr %4, align 8
  %106 = load i32, ptr %6, align 4
  %107 = urem i32 %106, 7
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %115

109:                                              ; preds = %95
  %110 = load i32, ptr %6, align 4
  %111 = load i64, ptr %7, align 8
  %112 = load i64, ptr %8, align 8
  %113 = load i32, ptr %9, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %110, i64 noundef %111, i64 noundef %112, i32 noundef %113)
  br label %115

115:                                              ; preds = %109, %95
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %6, align 4
  %118 = add i32 %117, 1
  store i32 %118, ptr %6, align 4
  br label %16, !llvm.loop !6

119:                                              ; preds = %16
  %120 = load volatile i64, ptr %2, align 8
  %121 = load volatile i64, ptr %3, align 8
  %122 = call i64 @const_fsh(i64 noundef %120, i64 noundef %121)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %122)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.words, i64 32, i1 false)
  store i32 0, ptr %15, align 4
  br label %124

124:                                              ; preds = %139, %119
  %125 = load i32, ptr %15, align 4
  %126 = icmp ult i32 %125, 200
  br i1 %126, label %127, label %142

127:                                              ; preds = %124
  %128 = load i32, ptr %15, align 4
  %129 = load i32, ptr %15, align 4
  %130 = urem i32 %129, 50
  %131 = add i32 13, %130
  %132 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0
  %133 = load i32, ptr %15, align 4
  %134 = load i32, ptr %15, align 4
  %135 = urem i32 %134, 50
  %136 = add i32 13, %135
  %137 = call i64 @extract(ptr noundef %132, i32 noundef %133, i32 noundef %136)
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %128, i32 noundef %131, i64 noundef %137)
  br label %139

139:                                              ; preds = %127
  %140 = load i32, ptr %15, align 4
  %141 = add i32 %140, 23
  store i32 %141, ptr %15, align 4
  br label %124, !llvm.loop !8

142:                                              ; preds = %124
  %143 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0
  call void @shift_words_left(ptr noundef %143, i32 noundef 4, i32 noundef 5)
  %144 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 3
  %145 = load i64, ptr %144, align 8
  %146 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 2
  %147 = load i64, ptr %146, align 16
  %148 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 1
  %149 = load i64, ptr %148, align 8
  %150 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0
  %151 = load i64, ptr %150, align 16
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %145, i64 noundef %147, i64 noundef %149, i64 noundef %151)
  %153 = load i64, ptr %4, align 8
  %154 = load i32, ptr %5, align 4
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %153, i32 noundef %154)
  %156 = load i32, ptr %5, align 4
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %158, label %159

158:                                              ; preds = %142
  br label %163

159:                                              ; preds = %142
  %160 = load i64, ptr %4, align 8
  %161 = and i64 %160, 63
  %162 = trunc i64 %161 to i32
  br label %163

163:                                              ; preds = %159, %158
  %164 = phi i32 [ 1, %158 ], [ %162, %159 ]
  ret i32 %164
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
define internal { i64, i64 } @shl_pair(i64 %0, i64 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = icmp uge i32 %9, 64
  br i1 %10, label %11, label %20

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sub i32 %14, 64
  %16 = zext i32 %15 to i64
  %17 = shl i64 %13, %16
  %18 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  store i64 %17, ptr %18, align 8
  %19 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  store i64 0, ptr %19, align 8
  br label %45

20:                                               ; preds = %3
  %21 = load i32, ptr %6, align 4
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %5, i64 16, i1 false)
  br label %44

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = load i32, ptr %6, align 4
  %28 = zext i32 %27 to i64
  %29 = shl i64 %26, %28
  %30 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sub i32 64, %32
  %34 = zext i32 %33 to i64
  %35 = lshr i64 %31, %34
  %36 = or i64 %29, %35
  %37 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  store i64 %36, ptr %37, align 8
  %38 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = load i32, ptr %6, align 4
  %41 = zext i32 %40 to i64
  %42 = shl i64 %39, %41
  %43 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  store i64 %42, ptr %43, align 8
  br label %44

44:                                               ; preds = %24, %23
  br label %45

45:                                               ; preds = %44, %11
  %46 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %46
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
