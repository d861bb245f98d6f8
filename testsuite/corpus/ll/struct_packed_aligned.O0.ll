; ModuleID = 'programs/struct_packed_aligned.c'
source_filename = "programs/struct_packed_aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P3 = type <{ i8, i8, i32, i8, i8, double }>
%struct.P1 = type <{ i8, i32, i16, i64 }>
%struct.P2 = type <{ i8, i64, i16, i32, double }>
%struct.A32 = type { [3 x i32], [20 x i8] }
%struct.A64 = type { i8, [63 x i8], double, i32, [52 x i8] }

@.str = private unnamed_addr constant [42 x i8] c"P1 size=%zu off: c=%zu i=%zu s=%zu l=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"P2 size=%zu off b=%zu e=%zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"P3 size=%zu off i=%zu x=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [70 x i8] c"A32 size=%zu align=%zu A64 size=%zu align=%zu off d=%zu A16 size=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"sump1=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"sump2=%llu arrsize=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"pp %d %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"a32 sum=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"a64 sum=%g\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"local align=%d\0A\00", align 1
@__const.main.p3 = private unnamed_addr constant %struct.P3 <{ i8 122, i8 undef, i32 305419896, i8 121, i8 undef, double 2.750000e+00 }>, align 2
@.str.12 = private unnamed_addr constant [16 x i8] c"p3 %c %x %c %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.P1, align 8
  %5 = alloca [7 x %struct.P2], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca [23 x i8], align 16
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca %struct.P1, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.A32, align 32
  %16 = alloca %struct.A64, align 64
  %17 = alloca %struct.P3, align 2
  %18 = alloca %struct.P3, align 2
  store i32 0, ptr %1, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 15, i64 noundef 0, i64 noundef 1, i64 noundef 5, i64 noundef 7)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 23, i64 noundef 1, i64 noundef 15)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 16, i64 noundef 2, i64 noundef 8)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 32, i64 noundef 32, i64 noundef 128, i64 noundef 64, i64 noundef 64, i64 noundef 16)
  store i64 0, ptr %2, align 8
  store i32 -3, ptr %3, align 4
  br label %23

23:                                               ; preds = %31, %0
  %24 = load i32, ptr %3, align 4
  %25 = icmp slt i32 %24, 20
  br i1 %25, label %26, label %34

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  call void @mkp1(ptr dead_on_unwind writable sret(%struct.P1) align 1 %4, i32 noundef %27)
  %28 = call i64 @sump1(ptr noundef byval(%struct.P1) align 8 %4)
  %29 = load i64, ptr %2, align 8
  %30 = add nsw i64 %29, %28
  store i64 %30, ptr %2, align 8
  br label %31

31:                                               ; preds = %26
  %32 = load i32, ptr %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %3, align 4
  br label %23, !llvm.loop !6

34:                                               ; preds = %23
  %35 = load i64, ptr %2, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %35)
  store i32 0, ptr %6, align 4
  br label %37

37:                                               ; preds = %74, %34
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %38, 7
  br i1 %39, label %40, label %77

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = trunc i32 %41 to i8
  %43 = load i32, ptr %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.P2, ptr %45, i32 0, i32 0
  store i8 %42, ptr %46, align 1
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = mul i64 1234605616436508552, %48
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.P2, ptr %52, i32 0, i32 1
  store i64 %49, ptr %53, align 1
  %54 = load i32, ptr %6, align 4
  %55 = mul nsw i32 %54, 999
  %56 = trunc i32 %55 to i16
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %58
  %60 = getelementptr inbounds %struct.P2, ptr %59, i32 0, i32 2
  store i16 %56, ptr %60, align 1
  %61 = load i32, ptr %6, align 4
  %62 = xor i32 -559038737, %61
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %64
  %66 = getelementptr inbounds %struct.P2, ptr %65, i32 0, i32 3
  store i32 %62, ptr %66, align 1
  %67 = load i32, ptr %6, align 4
  %68 = sitofp i32 %67 to double
  %69 = fmul double %68, 1.500000e+00
  %70 = load i32, ptr %6, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %71
  %73 = getelementptr inbounds %struct.P2, ptr %72, i32 0, i32 4
  store double %69, ptr %73, align 1
  br label %74

74:                                               ; preds = %40
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %37, !llvm.loop !8

77:                                               ; preds = %37
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %78

78:                                               ; preds = %88, %77
  %79 = load i32, ptr %8, align 4
  %80 = icmp slt i32 %79, 7
  br i1 %80, label %81, label %91

81:                                               ; preds = %78
  %82 = load i32, ptr %8, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %83
  %85 = call i64 @sump2(ptr noundef %84)
  %86 = load i64, ptr %7, align 8
  %87 = add i64 %86, %85
  store i64 %87, ptr %7, align 8
  br label %88

88:                                               ; preds = %81
  %89 = load i32, ptr %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %8, align 4
  br label %78, !llvm.loop !9

91:                                               ; preds = %78
  %92 = load i64, ptr %7, align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %92, i64 noundef 161)
  %94 = getelementptr inbounds [23 x i8], ptr %9, i64 0, i64 0
  %95 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %94, ptr align 1 %95, i64 23, i1 false)
  store i64 0, ptr %10, align 8
  br label %96

96:                                               ; preds = %105, %91
  %97 = load i64, ptr %10, align 8
  %98 = icmp ult i64 %97, 23
  br i1 %98, label %99, label %108

99:                                               ; preds = %96
  %100 = load i64, ptr %10, align 8
  %101 = getelementptr inbounds [23 x i8], ptr %9, i64 0, i64 %100
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %103)
  br label %105

105:                                              ; preds = %99
  %106 = load i64, ptr %10, align 8
  %107 = add i64 %106, 1
  store i64 %107, ptr %10, align 8
  br label %96, !llvm.loop !10

108:                                              ; preds = %96
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %110 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 0
  store i8 1, ptr %110, align 1
  %111 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 1
  store i32 2, ptr %111, align 1
  %112 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 2
  store i16 3, ptr %112, align 1
  %113 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 3
  store i64 4, ptr %113, align 1
  store ptr %12, ptr %11, align 8
  %114 = load ptr, ptr %11, align 8
  %115 = getelementptr inbounds %struct.P1, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 1
  %117 = add nsw i32 %116, 65536
  store i32 %117, ptr %115, align 1
  %118 = load ptr, ptr %11, align 8
  %119 = getelementptr inbounds %struct.P1, ptr %118, i32 0, i32 3
  %120 = load i64, ptr %119, align 1
  %121 = mul nsw i64 %120, -3
  store i64 %121, ptr %119, align 1
  %122 = load ptr, ptr %11, align 8
  %123 = getelementptr inbounds %struct.P1, ptr %122, i32 0, i32 1
  %124 = load i32, ptr %123, align 1
  %125 = load ptr, ptr %11, align 8
  %126 = getelementptr inbounds %struct.P1, ptr %125, i32 0, i32 3
  %127 = load i64, ptr %126, align 1
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %124, i64 noundef %127)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %129

129:                                              ; preds = %137, %108
  %130 = load i32, ptr %14, align 4
  %131 = icmp slt i32 %130, 5
  br i1 %131, label %132, label %140

132:                                              ; preds = %129
  %133 = load i32, ptr %14, align 4
  call void @mka32(ptr dead_on_unwind writable sret(%struct.A32) align 32 %15, i32 noundef %133)
  %134 = call i32 @suma32(ptr noundef byval(%struct.A32) align 32 %15)
  %135 = load i32, ptr %13, align 4
  %136 = add nsw i32 %135, %134
  store i32 %136, ptr %13, align 4
  br label %137

137:                                              ; preds = %132
  %138 = load i32, ptr %14, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %14, align 4
  br label %129, !llvm.loop !11

140:                                              ; preds = %129
  %141 = load i32, ptr %13, align 4
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %141)
  call void @llvm.memset.p0.i64(ptr align 64 %16, i8 0, i64 128, i1 false)
  %143 = getelementptr inbounds %struct.A64, ptr %16, i32 0, i32 0
  store i8 2, ptr %143, align 64
  %144 = getelementptr inbounds %struct.A64, ptr %16, i32 0, i32 2
  store double 3.500000e+00, ptr %144, align 64
  %145 = getelementptr inbounds %struct.A64, ptr %16, i32 0, i32 3
  store i32 4, ptr %145, align 8
  %146 = call double @suma64(ptr noundef byval(%struct.A64) align 64 %16)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %146)
  %148 = call i32 @check_local_align()
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %148)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %17, ptr align 2 @__const.main.p3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %18, ptr align 2 %17, i64 16, i1 false)
  %150 = getelementptr inbounds %struct.P3, ptr %18, i32 0, i32 2
  %151 = load i32, ptr %150, align 2
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %150, align 2
  %153 = getelementptr inbounds %struct.P3, ptr %18, i32 0, i32 0
  %154 = load i8, ptr %153, align 2
  %155 = sext i8 %154 to i32
  %156 = getelementptr inbounds %struct.P3, ptr %18, i32 0, i32 2
  %157 = load i32, ptr %156, align 2
  %158 = getelementptr inbounds %struct.P3, ptr %18, i32 0, i32 3
  %159 = load i8, ptr %158, align 2
  %160 = sext i8 %159 to i32
  %161 = getelementptr inbounds %struct.P3, ptr %18, i32 0, i32 5
  %162 = load double, ptr %161, align 2
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %155, i32 noundef %157, i32 noundef %160, double noundef %162)
  %164 = load i64, ptr %2, align 8
  %165 = and i64 %164, 127
  %166 = trunc i64 %165 to i32
  ret i32 %166
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sump1(ptr noundef byval(%struct.P1) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 0
  %3 = load i8, ptr %2, align 8
  %4 = sext i8 %3 to i32
  %5 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 1
  %6 = load i32, ptr %5, align 1
  %7 = add nsw i32 %4, %6
  %8 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 2
  %9 = load i16, ptr %8, align 1
  %10 = sext i16 %9 to i32
  %11 = add nsw i32 %7, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 3
  %14 = load i64, ptr %13, align 1
  %15 = add nsw i64 %12, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkp1(ptr dead_on_unwind noalias writable sret(%struct.P1) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = trunc i32 %5 to i8
  store i8 %6, ptr %4, align 1
  %7 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  %9 = mul nsw i32 %8, 1000
  store i32 %9, ptr %7, align 1
  %10 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 2
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 3
  %13 = trunc i32 %12 to i16
  store i16 %13, ptr %10, align 1
  %14 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 3
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 %16, 1099511627776
  store i64 %17, ptr %14, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sump2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.P2, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i64
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 1
  %10 = add i64 %6, %9
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.P2, ptr %11, i32 0, i32 2
  %13 = load i16, ptr %12, align 1
  %14 = zext i16 %13 to i64
  %15 = add i64 %10, %14
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.P2, ptr %16, i32 0, i32 3
  %18 = load i32, ptr %17, align 1
  %19 = zext i32 %18 to i64
  %20 = add i64 %15, %19
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.P2, ptr %21, i32 0, i32 4
  %23 = load double, ptr %22, align 1
  %24 = fptoui double %23 to i64
  %25 = add i64 %20, %24
  ret i64 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @suma32(ptr noundef byval(%struct.A32) align 32 %0) #0 {
  %2 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 0
  %4 = load i32, ptr %3, align 32
  %5 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 1
  %7 = load i32, ptr %6, align 4
  %8 = add nsw i32 %4, %7
  %9 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [3 x i32], ptr %9, i64 0, i64 2
  %11 = load i32, ptr %10, align 8
  %12 = add nsw i32 %8, %11
  %13 = ptrtoint ptr %0 to i64
  %14 = urem i64 %13, 32
  %15 = trunc i64 %14 to i32
  %16 = add nsw i32 %12, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mka32(ptr dead_on_unwind noalias writable sret(%struct.A32) align 32 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  store i32 %5, ptr %4, align 4
  %6 = getelementptr inbounds i32, ptr %4, i64 1
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  %9 = getelementptr inbounds i32, ptr %4, i64 2
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 2
  store i32 %11, ptr %9, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @suma64(ptr noundef byval(%struct.A64) align 64 %0) #0 {
  %2 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 0
  %3 = load i8, ptr %2, align 64
  %4 = sext i8 %3 to i32
  %5 = sitofp i32 %4 to double
  %6 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 2
  %7 = load double, ptr %6, align 64
  %8 = fadd double %5, %7
  %9 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 3
  %10 = load i32, ptr %9, align 8
  %11 = sitofp i32 %10 to double
  %12 = fadd double %8, %11
  %13 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 2
  %14 = ptrtoint ptr %13 to i64
  %15 = urem i64 %14, 64
  %16 = uitofp i64 %15 to double
  %17 = fadd double %12, %16
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check_local_align() #0 {
  %1 = alloca %struct.A64, align 64
  %2 = alloca [3 x %struct.A32], align 32
  %3 = alloca [5 x i8], align 128
  call void @llvm.memset.p0.i64(ptr align 64 %1, i8 0, i64 128, i1 false)
  %4 = getelementptr inbounds [3 x %struct.A32], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 32 %4, i8 0, i64 96, i1 false)
  %5 = getelementptr inbounds [5 x i8], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 128 %5, i8 0, i64 5, i1 false)
  %6 = ptrtoint ptr %1 to i64
  %7 = urem i64 %6, 64
  %8 = getelementptr inbounds [3 x %struct.A32], ptr %2, i64 0, i64 1
  %9 = ptrtoint ptr %8 to i64
  %10 = urem i64 %9, 32
  %11 = add i64 %7, %10
  %12 = getelementptr inbounds [5 x i8], ptr %3, i64 0, i64 0
  %13 = ptrtoint ptr %12 to i64
  %14 = urem i64 %13, 128
  %15 = add i64 %11, %14
  %16 = trunc i64 %15 to i32
  ret i32 %16
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
