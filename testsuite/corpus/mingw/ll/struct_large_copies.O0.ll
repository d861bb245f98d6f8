; ModuleID = 'programs/struct_large_copies.c'
source_filename = "programs/struct_large_copies.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S24 = type { i32, [20 x i8] }
%struct.M4 = type { [4 x [4 x double]] }
%struct.K4 = type { [4096 x i8], i32 }
%struct.anon = type { i32, [30 x i32], double }

@__const.main.a = private unnamed_addr constant %struct.S24 { i32 1, [20 x i8] c"alpha\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@__const.main.b = private unnamed_addr constant %struct.S24 { i32 2, [20 x i8] c"beta\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@.str = private unnamed_addr constant [21 x i8] c"swap: %d %s / %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"m: %g %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"K4 tail=%d hash=%08x first=%d last=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"item-%03d\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"copy[0]=%s copy[49]=%s hash=%08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"compound zeros=%ld a=%d d=%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S24, align 4
  %3 = alloca %struct.S24, align 4
  %4 = alloca %struct.M4, align 8
  %5 = alloca %struct.M4, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.M4, align 8
  %9 = alloca %struct.M4, align 8
  %10 = alloca %struct.M4, align 8
  %11 = alloca %struct.M4, align 8
  %12 = alloca %struct.M4, align 8
  %13 = alloca %struct.K4, align 4
  %14 = alloca [50 x %struct.S24], align 16
  %15 = alloca [50 x %struct.S24], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.anon, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 24, i1 false)
  call void @swap24(ptr noundef %2, ptr noundef %3)
  %21 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 1
  %24 = getelementptr inbounds [20 x i8], ptr %23, i64 0, i64 0
  %25 = getelementptr inbounds %struct.S24, ptr %3, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds %struct.S24, ptr %3, i32 0, i32 1
  %28 = getelementptr inbounds [20 x i8], ptr %27, i64 0, i64 0
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, ptr noundef %24, i32 noundef %26, ptr noundef %28)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 128, i1 false)
  %30 = getelementptr inbounds %struct.M4, ptr %4, i32 0, i32 0
  %31 = getelementptr inbounds [4 x [4 x double]], ptr %30, i32 0, i32 0
  %32 = getelementptr inbounds [4 x double], ptr %31, i32 0, i32 0
  store double 1.000000e+00, ptr %32, align 8
  %33 = getelementptr inbounds [4 x [4 x double]], ptr %30, i32 0, i32 1
  %34 = getelementptr inbounds [4 x double], ptr %33, i32 0, i32 1
  store double 1.000000e+00, ptr %34, align 8
  %35 = getelementptr inbounds [4 x [4 x double]], ptr %30, i32 0, i32 2
  %36 = getelementptr inbounds [4 x double], ptr %35, i32 0, i32 2
  store double 1.000000e+00, ptr %36, align 8
  %37 = getelementptr inbounds [4 x [4 x double]], ptr %30, i32 0, i32 3
  %38 = getelementptr inbounds [4 x double], ptr %37, i32 0, i32 3
  store double 1.000000e+00, ptr %38, align 8
  store i32 0, ptr %6, align 4
  br label %39

39:                                               ; preds = %64, %0
  %40 = load i32, ptr %6, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %67

42:                                               ; preds = %39
  store i32 0, ptr %7, align 4
  br label %43

43:                                               ; preds = %60, %42
  %44 = load i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 4
  br i1 %45, label %46, label %63

46:                                               ; preds = %43
  %47 = load i32, ptr %6, align 4
  %48 = mul nsw i32 %47, 4
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %48, %49
  %51 = sitofp i32 %50 to double
  %52 = fadd double %51, 5.000000e-01
  %53 = getelementptr inbounds %struct.M4, ptr %5, i32 0, i32 0
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x [4 x double]], ptr %53, i64 0, i64 %55
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4 x double], ptr %56, i64 0, i64 %58
  store double %52, ptr %59, align 8
  br label %60

60:                                               ; preds = %46
  %61 = load i32, ptr %7, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %7, align 4
  br label %43, !llvm.loop !5

63:                                               ; preds = %43
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %6, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %6, align 4
  br label %39, !llvm.loop !7

67:                                               ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %5, i64 128, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %4, i64 128, i1 false)
  call void @mmul(ptr dead_on_unwind writable sret(%struct.M4) align 8 %9, ptr noundef %10, ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %5, i64 128, i1 false)
  call void @mmul(ptr dead_on_unwind writable sret(%struct.M4) align 8 %8, ptr noundef %9, ptr noundef %12)
  %68 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %69 = getelementptr inbounds [4 x [4 x double]], ptr %68, i64 0, i64 0
  %70 = getelementptr inbounds [4 x double], ptr %69, i64 0, i64 0
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %73 = getelementptr inbounds [4 x [4 x double]], ptr %72, i64 0, i64 1
  %74 = getelementptr inbounds [4 x double], ptr %73, i64 0, i64 2
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %77 = getelementptr inbounds [4 x [4 x double]], ptr %76, i64 0, i64 3
  %78 = getelementptr inbounds [4 x double], ptr %77, i64 0, i64 3
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %81 = getelementptr inbounds [4 x [4 x double]], ptr %80, i64 0, i64 2
  %82 = getelementptr inbounds [4 x double], ptr %81, i64 0, i64 1
  %83 = load double, ptr %82, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %71, double noundef %75, double noundef %79, double noundef %83)
  call void @k4_twice(ptr dead_on_unwind writable sret(%struct.K4) align 4 %13, i32 noundef 5)
  %85 = getelementptr inbounds %struct.K4, ptr %13, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = getelementptr inbounds %struct.K4, ptr %13, i32 0, i32 0
  %88 = getelementptr inbounds [4096 x i8], ptr %87, i64 0, i64 0
  %89 = call i32 @hash(ptr noundef %88, i64 noundef 4096)
  %90 = getelementptr inbounds %struct.K4, ptr %13, i32 0, i32 0
  %91 = getelementptr inbounds [4096 x i8], ptr %90, i64 0, i64 0
  %92 = load i8, ptr %91, align 4
  %93 = zext i8 %92 to i32
  %94 = getelementptr inbounds %struct.K4, ptr %13, i32 0, i32 0
  %95 = getelementptr inbounds [4096 x i8], ptr %94, i64 0, i64 4095
  %96 = load i8, ptr %95, align 1
  %97 = zext i8 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %86, i32 noundef %89, i32 noundef %93, i32 noundef %97)
  store i32 0, ptr %16, align 4
  br label %99

99:                                               ; preds = %120, %67
  %100 = load i32, ptr %16, align 4
  %101 = icmp slt i32 %100, 50
  br i1 %101, label %102, label %123

102:                                              ; preds = %99
  %103 = load i32, ptr %16, align 4
  %104 = load i32, ptr %16, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [50 x %struct.S24], ptr %14, i64 0, i64 %105
  %107 = getelementptr inbounds %struct.S24, ptr %106, i32 0, i32 0
  store i32 %103, ptr %107, align 8
  %108 = load i32, ptr %16, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [50 x %struct.S24], ptr %14, i64 0, i64 %109
  %111 = getelementptr inbounds %struct.S24, ptr %110, i32 0, i32 1
  %112 = getelementptr inbounds [20 x i8], ptr %111, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %112, i8 0, i64 20, i1 false)
  %113 = load i32, ptr %16, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [50 x %struct.S24], ptr %14, i64 0, i64 %114
  %116 = getelementptr inbounds %struct.S24, ptr %115, i32 0, i32 1
  %117 = getelementptr inbounds [20 x i8], ptr %116, i64 0, i64 0
  %118 = load i32, ptr %16, align 4
  %119 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %117, i64 noundef 20, ptr noundef @.str.3, i32 noundef %118)
  br label %120

120:                                              ; preds = %102
  %121 = load i32, ptr %16, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %16, align 4
  br label %99, !llvm.loop !8

123:                                              ; preds = %99
  %124 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 0
  %125 = getelementptr inbounds [50 x %struct.S24], ptr %14, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %124, ptr align 16 %125, i64 1200, i1 false)
  store i32 0, ptr %17, align 4
  br label %126

126:                                              ; preds = %137, %123
  %127 = load i32, ptr %17, align 4
  %128 = icmp slt i32 %127, 25
  br i1 %128, label %129, label %140

129:                                              ; preds = %126
  %130 = load i32, ptr %17, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 %131
  %133 = load i32, ptr %17, align 4
  %134 = sub nsw i32 49, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 %135
  call void @swap24(ptr noundef %132, ptr noundef %136)
  br label %137

137:                                              ; preds = %129
  %138 = load i32, ptr %17, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %17, align 4
  br label %126, !llvm.loop !9

140:                                              ; preds = %126
  %141 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 0
  %142 = getelementptr inbounds %struct.S24, ptr %141, i32 0, i32 1
  %143 = getelementptr inbounds [20 x i8], ptr %142, i64 0, i64 0
  %144 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 49
  %145 = getelementptr inbounds %struct.S24, ptr %144, i32 0, i32 1
  %146 = getelementptr inbounds [20 x i8], ptr %145, i64 0, i64 0
  %147 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 0
  %148 = call i32 @hash(ptr noundef %147, i64 noundef 1200)
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %143, ptr noundef %146, i32 noundef %148)
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 136, i1 false)
  %150 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 0
  store i32 1, ptr %150, align 8
  %151 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 2
  store double 2.500000e+00, ptr %151, align 8
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %152

152:                                              ; preds = %163, %140
  %153 = load i32, ptr %20, align 4
  %154 = icmp slt i32 %153, 30
  br i1 %154, label %155, label %166

155:                                              ; preds = %152
  %156 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 1
  %157 = load i32, ptr %20, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [30 x i32], ptr %156, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4
  %161 = load i32, ptr %19, align 4
  %162 = add nsw i32 %161, %160
  store i32 %162, ptr %19, align 4
  br label %163

163:                                              ; preds = %155
  %164 = load i32, ptr %20, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %20, align 4
  br label %152, !llvm.loop !10

166:                                              ; preds = %152
  %167 = load i32, ptr %19, align 4
  %168 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 0
  %169 = load i32, ptr %168, align 8
  %170 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 2
  %171 = load double, ptr %170, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %167, i32 noundef %169, double noundef %171)
  %173 = getelementptr inbounds %struct.K4, ptr %13, i32 0, i32 0
  %174 = getelementptr inbounds [4096 x i8], ptr %173, i64 0, i64 0
  %175 = call i32 @hash(ptr noundef %174, i64 noundef 4096)
  %176 = and i32 %175, 127
  ret i32 %176
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap24(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.S24, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 24, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 24, i1 false)
  %9 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %5, i64 24, i1 false)
  ret void
}

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mmul(ptr dead_on_unwind noalias writable sret(%struct.M4) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %58, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %61

14:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %54, %14
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %57

18:                                               ; preds = %15
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %19

19:                                               ; preds = %42, %18
  %20 = load i32, ptr %10, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %45

22:                                               ; preds = %19
  %23 = getelementptr inbounds %struct.M4, ptr %1, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x [4 x double]], ptr %23, i64 0, i64 %25
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 %28
  %30 = load double, ptr %29, align 8
  %31 = getelementptr inbounds %struct.M4, ptr %2, i32 0, i32 0
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x [4 x double]], ptr %31, i64 0, i64 %33
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x double], ptr %34, i64 0, i64 %36
  %38 = load double, ptr %37, align 8
  %39 = fmul double %30, %38
  %40 = load double, ptr %9, align 8
  %41 = fadd double %40, %39
  store double %41, ptr %9, align 8
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %19, !llvm.loop !11

45:                                               ; preds = %19
  %46 = load double, ptr %9, align 8
  %47 = getelementptr inbounds %struct.M4, ptr %0, i32 0, i32 0
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x [4 x double]], ptr %47, i64 0, i64 %49
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x double], ptr %50, i64 0, i64 %52
  store double %46, ptr %53, align 8
  br label %54

54:                                               ; preds = %45
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %8, align 4
  br label %15, !llvm.loop !12

57:                                               ; preds = %15
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %11, !llvm.loop !13

61:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_twice(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.K4, align 4
  %6 = alloca %struct.K4, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  call void @k4_make(ptr dead_on_unwind writable sret(%struct.K4) align 4 %6, i32 noundef %7)
  call void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %5, ptr noundef %6)
  call void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %0, ptr noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 -2128831035, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds i8, ptr %15, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = xor i32 %14, %19
  %21 = mul i32 %20, 16777619
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !14

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
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
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_xform(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 4096
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4
  %11 = trunc i32 %10 to i8
  %12 = zext i8 %11 to i32
  %13 = getelementptr inbounds %struct.K4, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4096 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = xor i32 %18, %12
  %20 = trunc i32 %19 to i8
  store i8 %20, ptr %16, align 1
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !15

24:                                               ; preds = %6
  %25 = getelementptr inbounds %struct.K4, ptr %1, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %25, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 4100, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_make(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 4096
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.K4, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4096 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %6, !llvm.loop !16

22:                                               ; preds = %6
  %23 = load i32, ptr %4, align 4
  %24 = getelementptr inbounds %struct.K4, ptr %0, i32 0, i32 1
  store i32 %23, ptr %24, align 4
  ret void
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!16 = distinct !{!16, !6}
