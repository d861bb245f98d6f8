; ModuleID = 'programs/divrem_negatives.c'
source_filename = "programs/divrem_negatives.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.pairs = private unnamed_addr constant [12 x [2 x i64]] [[2 x i64] [i64 7, i64 2], [2 x i64] [i64 -7, i64 2], [2 x i64] [i64 7, i64 -2], [2 x i64] [i64 -7, i64 -2], [2 x i64] [i64 1, i64 3], [2 x i64] [i64 -1, i64 3], [2 x i64] [i64 0, i64 -5], [2 x i64] [i64 -9, i64 3], [2 x i64] [i64 -9223372036854775808, i64 2], [2 x i64] [i64 -9223372036854775808, i64 9223372036854775807], [2 x i64] [i64 9223372036854775807, i64 -9223372036854775808], [2 x i64] [i64 -100, i64 7]], align 8
@.str = private unnamed_addr constant [20 x i8] c"int32: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"i8: %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"u: %u %u %llu\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [14 x i32] [i32 0, i32 1, i32 -1, i32 2, i32 -2, i32 99, i32 -99, i32 1000000, i32 -1000000, i32 2147483647, i32 -2147483647, i32 -2147483648, i32 123456789, i32 -987654321], align 4
@.str.3 = private unnamed_addr constant [68 x i8] c"x=%d x/7=%d x%%7=%d x/-8=%d x%%-8=%d y/10=%lld y%%10=%lld ux/10=%u\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"acc=%llx\0A\00", align 1
@acc = internal global i64 0, align 8
@.str.5 = private unnamed_addr constant [41 x i8] c"%lld / %lld = %lld, %lld %% %lld = %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"bad i32 %d/%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"bad i64 %lld/%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"bad u32 %u/%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"bad u64/%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"bad neg i32 %d/%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"bad neg i64 %lld/%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x [2 x i64]], align 8
  %3 = alloca i32, align 4
  %4 = alloca [14 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.pairs, i64 192, i1 false)
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %25, %0
  %11 = load i32, ptr %3, align 4
  %12 = zext i32 %11 to i64
  %13 = icmp ult i64 %12, 12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [12 x [2 x i64]], ptr %2, i64 0, i64 %16
  %18 = getelementptr inbounds [2 x i64], ptr %17, i64 0, i64 0
  %19 = load i64, ptr %18, align 8
  %20 = load i32, ptr %3, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [12 x [2 x i64]], ptr %2, i64 0, i64 %21
  %23 = getelementptr inbounds [2 x i64], ptr %22, i64 0, i64 1
  %24 = load i64, ptr %23, align 8
  call void @show(i64 noundef %19, i64 noundef %24)
  br label %25

25:                                               ; preds = %14
  %26 = load i32, ptr %3, align 4
  %27 = add i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %10, !llvm.loop !6

28:                                               ; preds = %10
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -1073741824, i32 noundef -2, i32 noundef -1, i32 noundef -7)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 128, i32 noundef -7)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 1431655765, i32 noundef 9, i64 noundef 1844674407370955161)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.xs, i64 56, i1 false)
  store i32 0, ptr %5, align 4
  br label %32

32:                                               ; preds = %159, %28
  %33 = load i32, ptr %5, align 4
  %34 = zext i32 %33 to i64
  %35 = icmp ult i64 %34, 14
  br i1 %35, label %36, label %162

36:                                               ; preds = %32
  %37 = load i32, ptr %5, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [14 x i32], ptr %4, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, 4000000007
  %44 = load i32, ptr %6, align 4
  %45 = and i32 %44, 1
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 -5, i32 5
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %43, %49
  store i64 %50, ptr %7, align 8
  %51 = load i32, ptr %6, align 4
  %52 = icmp eq i32 %51, -2147483648
  br i1 %52, label %53, label %54

53:                                               ; preds = %36
  store i64 -9223372036854775807, ptr %7, align 8
  br label %54

54:                                               ; preds = %53, %36
  %55 = load i32, ptr %6, align 4
  store i32 %55, ptr %8, align 4
  %56 = load i64, ptr %7, align 8
  store i64 %56, ptr %9, align 8
  %57 = load i32, ptr %6, align 4
  %58 = load i64, ptr %7, align 8
  %59 = load i32, ptr %8, align 4
  %60 = load i64, ptr %9, align 8
  call void @cd_1(i32 noundef %57, i64 noundef %58, i32 noundef %59, i64 noundef %60, i32 noundef 1)
  %61 = load i32, ptr %6, align 4
  %62 = load i64, ptr %7, align 8
  %63 = load i32, ptr %8, align 4
  %64 = load i64, ptr %9, align 8
  call void @cd_2(i32 noundef %61, i64 noundef %62, i32 noundef %63, i64 noundef %64, i32 noundef 2)
  %65 = load i32, ptr %6, align 4
  %66 = load i64, ptr %7, align 8
  %67 = load i32, ptr %8, align 4
  %68 = load i64, ptr %9, align 8
  call void @cd_3(i32 noundef %65, i64 noundef %66, i32 noundef %67, i64 noundef %68, i32 noundef 3)
  %69 = load i32, ptr %6, align 4
  %70 = load i64, ptr %7, align 8
  %71 = load i32, ptr %8, align 4
  %72 = load i64, ptr %9, align 8
  call void @cd_5(i32 noundef %69, i64 noundef %70, i32 noundef %71, i64 noundef %72, i32 noundef 5)
  %73 = load i32, ptr %6, align 4
  %74 = load i64, ptr %7, align 8
  %75 = load i32, ptr %8, align 4
  %76 = load i64, ptr %9, align 8
  call void @cd_6(i32 noundef %73, i64 noundef %74, i32 noundef %75, i64 noundef %76, i32 noundef 6)
  %77 = load i32, ptr %6, align 4
  %78 = load i64, ptr %7, align 8
  %79 = load i32, ptr %8, align 4
  %80 = load i64, ptr %9, align 8
  call void @cd_7(i32 noundef %77, i64 noundef %78, i32 noundef %79, i64 noundef %80, i32 noundef 7)
  %81 = load i32, ptr %6, align 4
  %82 = load i64, ptr %7, align 8
  %83 = load i32, ptr %8, align 4
  %84 = load i64, ptr %9, align 8
  call void @cd_8(i32 noundef %81, i64 noundef %82, i32 noundef %83, i64 noundef %84, i32 noundef 8)
  %85 = load i32, ptr %6, align 4
  %86 = load i64, ptr %7, align 8
  %87 = load i32, ptr %8, align 4
  %88 = load i64, ptr %9, align 8
  call void @cd_10(i32 noundef %85, i64 noundef %86, i32 noundef %87, i64 noundef %88, i32 noundef 10)
  %89 = load i32, ptr %6, align 4
  %90 = load i64, ptr %7, align 8
  %91 = load i32, ptr %8, align 4
  %92 = load i64, ptr %9, align 8
  call void @cd_12(i32 noundef %89, i64 noundef %90, i32 noundef %91, i64 noundef %92, i32 noundef 12)
  %93 = load i32, ptr %6, align 4
  %94 = load i64, ptr %7, align 8
  %95 = load i32, ptr %8, align 4
  %96 = load i64, ptr %9, align 8
  call void @cd_16(i32 noundef %93, i64 noundef %94, i32 noundef %95, i64 noundef %96, i32 noundef 16)
  %97 = load i32, ptr %6, align 4
  %98 = load i64, ptr %7, align 8
  %99 = load i32, ptr %8, align 4
  %100 = load i64, ptr %9, align 8
  call void @cd_25(i32 noundef %97, i64 noundef %98, i32 noundef %99, i64 noundef %100, i32 noundef 25)
  %101 = load i32, ptr %6, align 4
  %102 = load i64, ptr %7, align 8
  %103 = load i32, ptr %8, align 4
  %104 = load i64, ptr %9, align 8
  call void @cd_60(i32 noundef %101, i64 noundef %102, i32 noundef %103, i64 noundef %104, i32 noundef 60)
  %105 = load i32, ptr %6, align 4
  %106 = load i64, ptr %7, align 8
  %107 = load i32, ptr %8, align 4
  %108 = load i64, ptr %9, align 8
  call void @cd_100(i32 noundef %105, i64 noundef %106, i32 noundef %107, i64 noundef %108, i32 noundef 100)
  %109 = load i32, ptr %6, align 4
  %110 = load i64, ptr %7, align 8
  %111 = load i32, ptr %8, align 4
  %112 = load i64, ptr %9, align 8
  call void @cd_641(i32 noundef %109, i64 noundef %110, i32 noundef %111, i64 noundef %112, i32 noundef 641)
  %113 = load i32, ptr %6, align 4
  %114 = load i64, ptr %7, align 8
  %115 = load i32, ptr %8, align 4
  %116 = load i64, ptr %9, align 8
  call void @cd_1000(i32 noundef %113, i64 noundef %114, i32 noundef %115, i64 noundef %116, i32 noundef 1000)
  %117 = load i32, ptr %6, align 4
  %118 = load i64, ptr %7, align 8
  %119 = load i32, ptr %8, align 4
  %120 = load i64, ptr %9, align 8
  call void @cd_65536(i32 noundef %117, i64 noundef %118, i32 noundef %119, i64 noundef %120, i32 noundef 65536)
  %121 = load i32, ptr %6, align 4
  %122 = load i64, ptr %7, align 8
  %123 = load i32, ptr %8, align 4
  %124 = load i64, ptr %9, align 8
  call void @cd_1000000007(i32 noundef %121, i64 noundef %122, i32 noundef %123, i64 noundef %124, i32 noundef 1000000007)
  %125 = load i32, ptr %6, align 4
  %126 = icmp ne i32 %125, -2147483648
  br i1 %126, label %127, label %130

127:                                              ; preds = %54
  %128 = load i32, ptr %6, align 4
  %129 = load i64, ptr %7, align 8
  call void @ncd_m1(i32 noundef %128, i64 noundef %129, i32 noundef -1)
  br label %130

130:                                              ; preds = %127, %54
  %131 = load i32, ptr %6, align 4
  %132 = load i64, ptr %7, align 8
  call void @ncd_m2(i32 noundef %131, i64 noundef %132, i32 noundef -2)
  %133 = load i32, ptr %6, align 4
  %134 = load i64, ptr %7, align 8
  call void @ncd_m3(i32 noundef %133, i64 noundef %134, i32 noundef -3)
  %135 = load i32, ptr %6, align 4
  %136 = load i64, ptr %7, align 8
  call void @ncd_m7(i32 noundef %135, i64 noundef %136, i32 noundef -7)
  %137 = load i32, ptr %6, align 4
  %138 = load i64, ptr %7, align 8
  call void @ncd_m8(i32 noundef %137, i64 noundef %138, i32 noundef -8)
  %139 = load i32, ptr %6, align 4
  %140 = load i64, ptr %7, align 8
  call void @ncd_m10(i32 noundef %139, i64 noundef %140, i32 noundef -10)
  %141 = load i32, ptr %6, align 4
  %142 = load i64, ptr %7, align 8
  call void @ncd_m1024(i32 noundef %141, i64 noundef %142, i32 noundef -1024)
  %143 = load i32, ptr %6, align 4
  %144 = load i32, ptr %6, align 4
  %145 = sdiv i32 %144, 7
  %146 = load i32, ptr %6, align 4
  %147 = srem i32 %146, 7
  %148 = load i32, ptr %6, align 4
  %149 = sdiv i32 %148, -8
  %150 = load i32, ptr %6, align 4
  %151 = srem i32 %150, -8
  %152 = load i64, ptr %7, align 8
  %153 = sdiv i64 %152, 10
  %154 = load i64, ptr %7, align 8
  %155 = srem i64 %154, 10
  %156 = load i32, ptr %8, align 4
  %157 = udiv i32 %156, 10
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %143, i32 noundef %145, i32 noundef %147, i32 noundef %149, i32 noundef %151, i64 noundef %153, i64 noundef %155, i32 noundef %157)
  br label %159

159:                                              ; preds = %130
  %160 = load i32, ptr %5, align 4
  %161 = add i32 %160, 1
  store i32 %161, ptr %5, align 4
  br label %32, !llvm.loop !8

162:                                              ; preds = %32
  %163 = load i64, ptr @acc, align 8
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %163)
  %165 = load i64, ptr @acc, align 8
  %166 = urem i64 %165, 100
  %167 = trunc i64 %166 to i32
  ret i32 %167
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = sdiv i64 %7, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i64, ptr %4, align 8
  %14 = srem i64 %12, %13
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %5, i64 noundef %6, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %14)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_1(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 1
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 1
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 1)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 1
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 1
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 1)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 1
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 1
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 1)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 1
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 1
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 1)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 1
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 1
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 1
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_2(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 2
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 2
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 2)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 2
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 2
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 2)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 2
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 2
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 2)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 2
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 2
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 2)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 2
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 2
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 2
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 2
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_3(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 3
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 3
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 3)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 3
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 3
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 3)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 3
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 3
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 3)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 3
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 3
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 3)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 3
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 3
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 3
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 3
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_5(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 5
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 5
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 5)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 5
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 5
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 5)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 5
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 5
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 5)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 5
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 5
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 5)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 5
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 5
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 5
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 5
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_6(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 6
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 6
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 6)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 6
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 6
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 6)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 6
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 6
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 6)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 6
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 6
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 6)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 6
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 6
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 6
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 6
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_7(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 7
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 7
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 7)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 7
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 7
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 7)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 7
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 7
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 7)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 7
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 7
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 7)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 7
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 7
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 7
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 7
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_8(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 8
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 8
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 8)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 8
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 8
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 8)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 8
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 8
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 8)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 8
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 8
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 8)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 8
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 8
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 8
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 8
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_10(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 10
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 10
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 10)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 10
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 10
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 10)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 10
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 10
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 10)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 10
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 10
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 10)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 10
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 10
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 10
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 10
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_12(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 12
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 12
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 12)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 12
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 12
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 12)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 12
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 12
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 12)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 12
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 12
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 12)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 12
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 12
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 12
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 12
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_16(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 16
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 16
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 16)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 16
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 16
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 16)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 16
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 16
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 16)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 16
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 16
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 16)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 16
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 16
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 16
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 16
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_25(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 25
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 25
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 25)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 25
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 25
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 25)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 25
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 25
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 25)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 25
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 25
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 25)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 25
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 25
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 25
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 25
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_60(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 60
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 60
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 60)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 60
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 60
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 60)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 60
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 60
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 60)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 60
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 60
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 60)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 60
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 60
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 60
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 60
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_100(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 100
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 100
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 100)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 100
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 100
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 100)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 100
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 100
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 100)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 100
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 100
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 100)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 100
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 100
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 100
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 100
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_641(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 641
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 641
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 641)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 641
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 641
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 641)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 641
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 641
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 641)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 641
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 641
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 641)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 641
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 641
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 641
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 641
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_1000(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 1000
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 1000
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 1000)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 1000
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 1000
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 1000)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 1000
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 1000
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 1000)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 1000
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 1000
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 1000)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 1000
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 1000
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 1000
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 1000
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_65536(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 65536
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 65536
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 65536)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 65536
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 65536
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 65536)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 65536
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 65536
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 65536)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 65536
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 65536
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 65536)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 65536
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 65536
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 65536
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 65536
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cd_1000000007(i32 noundef %0, i64 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store volatile i32 %4, ptr %10, align 4
  %11 = load i32, ptr %6, align 4
  %12 = sdiv i32 %11, 1000000007
  %13 = load i32, ptr %6, align 4
  %14 = load volatile i32, ptr %10, align 4
  %15 = sdiv i32 %13, %14
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %24, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %6, align 4
  %19 = srem i32 %18, 1000000007
  %20 = load i32, ptr %6, align 4
  %21 = load volatile i32, ptr %10, align 4
  %22 = srem i32 %20, %21
  %23 = icmp ne i32 %19, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %17, %5
  %25 = load i32, ptr %6, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef 1000000007)
  br label %27

27:                                               ; preds = %24, %17
  %28 = load i64, ptr %7, align 8
  %29 = sdiv i64 %28, 1000000007
  %30 = load i64, ptr %7, align 8
  %31 = load volatile i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sdiv i64 %30, %32
  %34 = icmp ne i64 %29, %33
  br i1 %34, label %43, label %35

35:                                               ; preds = %27
  %36 = load i64, ptr %7, align 8
  %37 = srem i64 %36, 1000000007
  %38 = load i64, ptr %7, align 8
  %39 = load volatile i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = srem i64 %38, %40
  %42 = icmp ne i64 %37, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %35, %27
  %44 = load i64, ptr %7, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %44, i32 noundef 1000000007)
  br label %46

46:                                               ; preds = %43, %35
  %47 = load i32, ptr %8, align 4
  %48 = udiv i32 %47, 1000000007
  %49 = load i32, ptr %8, align 4
  %50 = load volatile i32, ptr %10, align 4
  %51 = udiv i32 %49, %50
  %52 = icmp ne i32 %48, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %8, align 4
  %55 = urem i32 %54, 1000000007
  %56 = load i32, ptr %8, align 4
  %57 = load volatile i32, ptr %10, align 4
  %58 = urem i32 %56, %57
  %59 = icmp ne i32 %55, %58
  br i1 %59, label %60, label %63

60:                                               ; preds = %53, %46
  %61 = load i32, ptr %8, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %61, i32 noundef 1000000007)
  br label %63

63:                                               ; preds = %60, %53
  %64 = load i64, ptr %9, align 8
  %65 = udiv i64 %64, 1000000007
  %66 = load i64, ptr %9, align 8
  %67 = load volatile i32, ptr %10, align 4
  %68 = sext i32 %67 to i64
  %69 = udiv i64 %66, %68
  %70 = icmp ne i64 %65, %69
  br i1 %70, label %79, label %71

71:                                               ; preds = %63
  %72 = load i64, ptr %9, align 8
  %73 = urem i64 %72, 1000000007
  %74 = load i64, ptr %9, align 8
  %75 = load volatile i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = urem i64 %74, %76
  %78 = icmp ne i64 %73, %77
  br i1 %78, label %79, label %81

79:                                               ; preds = %71, %63
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 1000000007)
  br label %81

81:                                               ; preds = %79, %71
  %82 = load i32, ptr %6, align 4
  %83 = sdiv i32 %82, 1000000007
  %84 = sext i32 %83 to i64
  %85 = load i64, ptr %7, align 8
  %86 = srem i64 %85, 1000000007
  %87 = add i64 %84, %86
  %88 = load i32, ptr %8, align 4
  %89 = udiv i32 %88, 1000000007
  %90 = zext i32 %89 to i64
  %91 = add i64 %87, %90
  %92 = load i64, ptr %9, align 8
  %93 = urem i64 %92, 1000000007
  %94 = add i64 %91, %93
  %95 = load i64, ptr @acc, align 8
  %96 = add i64 %95, %94
  store i64 %96, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m1(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -1
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -1
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -1)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -1
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -1
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -1)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -1
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -1
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m2(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -2
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -2
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -2)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -2
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -2
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -2)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -2
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -2
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m3(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -3
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -3
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -3)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -3
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -3
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -3)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -3
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -3
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m7(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -7
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -7
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -7)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -7
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -7
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -7)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -7
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -7
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m8(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -8
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -8
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -8)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -8
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -8
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -8)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -8
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -8
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m10(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -10
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -10
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -10)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -10
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -10
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -10)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -10
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -10
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ncd_m1024(i32 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store volatile i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sdiv i32 %7, -1024
  %9 = load i32, ptr %4, align 4
  %10 = load volatile i32, ptr %6, align 4
  %11 = sdiv i32 %9, %10
  %12 = icmp ne i32 %8, %11
  br i1 %12, label %20, label %13

13:                                               ; preds = %3
  %14 = load i32, ptr %4, align 4
  %15 = srem i32 %14, -1024
  %16 = load i32, ptr %4, align 4
  %17 = load volatile i32, ptr %6, align 4
  %18 = srem i32 %16, %17
  %19 = icmp ne i32 %15, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13, %3
  %21 = load i32, ptr %4, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %21, i32 noundef -1024)
  br label %23

23:                                               ; preds = %20, %13
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, -1024
  %26 = load i64, ptr %5, align 8
  %27 = load volatile i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = sdiv i64 %26, %28
  %30 = icmp ne i64 %25, %29
  br i1 %30, label %39, label %31

31:                                               ; preds = %23
  %32 = load i64, ptr %5, align 8
  %33 = srem i64 %32, -1024
  %34 = load i64, ptr %5, align 8
  %35 = load volatile i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = srem i64 %34, %36
  %38 = icmp ne i64 %33, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31, %23
  %40 = load i64, ptr %5, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %40, i32 noundef -1024)
  br label %42

42:                                               ; preds = %39, %31
  %43 = load i32, ptr %4, align 4
  %44 = sdiv i32 %43, -1024
  %45 = sext i32 %44 to i64
  %46 = mul i64 %45, 3
  %47 = load i64, ptr %5, align 8
  %48 = srem i64 %47, -1024
  %49 = add i64 %46, %48
  %50 = load i64, ptr @acc, align 8
  %51 = add i64 %50, %49
  store i64 %51, ptr @acc, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
