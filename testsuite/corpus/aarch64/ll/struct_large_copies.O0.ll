; ModuleID = 'programs/struct_large_copies.c'
source_filename = "programs/struct_large_copies.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S24 = type { i32, [20 x i8] }
%struct.M4 = type { [4 x [4 x double]] }
%struct.K4 = type { [4096 x i8], i32 }
%struct.anon = type { i32, [30 x i64], double }

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
  %14 = alloca [50 x %struct.S24], align 4
  %15 = alloca [50 x %struct.S24], align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.anon, align 8
  %19 = alloca i64, align 8
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
  br label %43, !llvm.loop !6

63:                                               ; preds = %43
  br label %64

64:                                               ; preds = %63
  %65 = load i32, ptr %6, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %6, align 4
  br label %39, !llvm.loop !8

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
  store i32 %103, ptr %107, align 4
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
  %119 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %117, i64 noundef 20, ptr noundef @.str.3, i32 noundef %118) #5
  br label %120

120:                                              ; preds = %102
  %121 = load i32, ptr %16, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %16, align 4
  br label %99, !llvm.loop !9

123:                                              ; preds = %99
  %124 = getelementptr inbounds [50 x %struct.S24], ptr %15, i64 0, i64 0
  %125 = getelementptr inbounds [50 x %struct.S24], ptr %14, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %124, ptr align 4 %125, i64 1200, i1 false)
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
  br label %126, !llvm.loop !10

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
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 256, i1 false)
  %150 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 0
  store i32 1, ptr %150, align 8
  %151 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 2
  store double 2.500000e+00, ptr %151, align 8
  store i64 0, ptr %19, align 8
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
  %159 = getelementptr inbounds [30 x i64], ptr %156, i64 0, i64 %158
  %160 = load i64, ptr %159, align 8
  %161 = load i64, ptr %19, align 8
  %162 = add nsw i64 %161, %160
  store i64 %162, ptr %19, align 8
  br label %163

163:                                              ; preds = %155
  %164 = load i32, ptr %20, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %20, align 4
  br label %152, !llvm.loop !11

166:                                              ; preds = %152
  %167 = load i64, ptr %19, align 8
  %168 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 0
  %169 = load i32, ptr %168, align 8
  %170 = getelementptr inbounds %struct.anon, ptr %18, i32 0, i32 2
  %171 = load double, ptr %170, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %167, i32 noundef %169, double noundef %171)
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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mmul(ptr dead_on_unwind noalias writable sret(%struct.M4) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %57, %3
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %60

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %53, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %56

17:                                               ; preds = %14
  store double 0.000000e+00, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %41, %17
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %44

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.M4, ptr %1, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x [4 x double]], ptr %22, i64 0, i64 %24
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4 x double], ptr %25, i64 0, i64 %27
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds %struct.M4, ptr %2, i32 0, i32 0
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [4 x [4 x double]], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [4 x double], ptr %33, i64 0, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = fmul double %29, %37
  %39 = load double, ptr %8, align 8
  %40 = fadd double %39, %38
  store double %40, ptr %8, align 8
  br label %41

41:                                               ; preds = %21
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %18, !llvm.loop !12

44:                                               ; preds = %18
  %45 = load double, ptr %8, align 8
  %46 = getelementptr inbounds %struct.M4, ptr %0, i32 0, i32 0
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x [4 x double]], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %7, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4 x double], ptr %49, i64 0, i64 %51
  store double %45, ptr %52, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %14, !llvm.loop !13

56:                                               ; preds = %14
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %6, align 4
  br label %10, !llvm.loop !14

60:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_twice(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.K4, align 4
  %5 = alloca %struct.K4, align 4
  store i32 %1, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  call void @k4_make(ptr dead_on_unwind writable sret(%struct.K4) align 4 %5, i32 noundef %6)
  call void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %4, ptr noundef %5)
  call void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %0, ptr noundef %4)
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
  br label %9, !llvm.loop !15

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_xform(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4096
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i8
  %11 = zext i8 %10 to i32
  %12 = getelementptr inbounds %struct.K4, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4096 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %17, %11
  %19 = trunc i32 %18 to i8
  store i8 %19, ptr %15, align 1
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !16

23:                                               ; preds = %5
  %24 = getelementptr inbounds %struct.K4, ptr %1, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %1, i64 4100, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_make(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4096
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 7
  %12 = add nsw i32 %9, %11
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds %struct.K4, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4096 x i8], ptr %14, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !17

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  %23 = getelementptr inbounds %struct.K4, ptr %0, i32 0, i32 1
  store i32 %22, ptr %23, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
