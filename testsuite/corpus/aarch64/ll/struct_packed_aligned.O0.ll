; ModuleID = 'programs/struct_packed_aligned.c'
source_filename = "programs/struct_packed_aligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %4 = alloca %struct.P1, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca [2 x i64], align 8
  %7 = alloca [7 x %struct.P2], align 1
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca [23 x i8], align 1
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.P1, align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.A32, align 32
  %18 = alloca %struct.A64, align 64
  %19 = alloca %struct.A64, align 64
  %20 = alloca %struct.P3, align 2
  %21 = alloca %struct.P3, align 2
  store i32 0, ptr %1, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 15, i64 noundef 0, i64 noundef 1, i64 noundef 5, i64 noundef 7)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 23, i64 noundef 1, i64 noundef 15)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 16, i64 noundef 2, i64 noundef 8)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 32, i64 noundef 32, i64 noundef 128, i64 noundef 64, i64 noundef 64, i64 noundef 16)
  store i64 0, ptr %2, align 8
  store i32 -3, ptr %3, align 4
  br label %26

26:                                               ; preds = %36, %0
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %27, 20
  br i1 %28, label %29, label %39

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = call [2 x i64] @mkp1(i32 noundef %30)
  store [2 x i64] %31, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 8 %5, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %4, i64 15, i1 false)
  %32 = load [2 x i64], ptr %6, align 8
  %33 = call i64 @sump1([2 x i64] %32)
  %34 = load i64, ptr %2, align 8
  %35 = add nsw i64 %34, %33
  store i64 %35, ptr %2, align 8
  br label %36

36:                                               ; preds = %29
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %3, align 4
  br label %26, !llvm.loop !6

39:                                               ; preds = %26
  %40 = load i64, ptr %2, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %40)
  store i32 0, ptr %8, align 4
  br label %42

42:                                               ; preds = %79, %39
  %43 = load i32, ptr %8, align 4
  %44 = icmp slt i32 %43, 7
  br i1 %44, label %45, label %82

45:                                               ; preds = %42
  %46 = load i32, ptr %8, align 4
  %47 = trunc i32 %46 to i8
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 %49
  %51 = getelementptr inbounds %struct.P2, ptr %50, i32 0, i32 0
  store i8 %47, ptr %51, align 1
  %52 = load i32, ptr %8, align 4
  %53 = sext i32 %52 to i64
  %54 = mul i64 1234605616436508552, %53
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 %56
  %58 = getelementptr inbounds %struct.P2, ptr %57, i32 0, i32 1
  store i64 %54, ptr %58, align 1
  %59 = load i32, ptr %8, align 4
  %60 = mul nsw i32 %59, 999
  %61 = trunc i32 %60 to i16
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 %63
  %65 = getelementptr inbounds %struct.P2, ptr %64, i32 0, i32 2
  store i16 %61, ptr %65, align 1
  %66 = load i32, ptr %8, align 4
  %67 = xor i32 -559038737, %66
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 %69
  %71 = getelementptr inbounds %struct.P2, ptr %70, i32 0, i32 3
  store i32 %67, ptr %71, align 1
  %72 = load i32, ptr %8, align 4
  %73 = sitofp i32 %72 to double
  %74 = fmul double %73, 1.500000e+00
  %75 = load i32, ptr %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 %76
  %78 = getelementptr inbounds %struct.P2, ptr %77, i32 0, i32 4
  store double %74, ptr %78, align 1
  br label %79

79:                                               ; preds = %45
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %8, align 4
  br label %42, !llvm.loop !8

82:                                               ; preds = %42
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %83

83:                                               ; preds = %93, %82
  %84 = load i32, ptr %10, align 4
  %85 = icmp slt i32 %84, 7
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = load i32, ptr %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 %88
  %90 = call i64 @sump2(ptr noundef %89)
  %91 = load i64, ptr %9, align 8
  %92 = add i64 %91, %90
  store i64 %92, ptr %9, align 8
  br label %93

93:                                               ; preds = %86
  %94 = load i32, ptr %10, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %10, align 4
  br label %83, !llvm.loop !9

96:                                               ; preds = %83
  %97 = load i64, ptr %9, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %97, i64 noundef 161)
  %99 = getelementptr inbounds [23 x i8], ptr %11, i64 0, i64 0
  %100 = getelementptr inbounds [7 x %struct.P2], ptr %7, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %99, ptr align 1 %100, i64 23, i1 false)
  store i64 0, ptr %12, align 8
  br label %101

101:                                              ; preds = %110, %96
  %102 = load i64, ptr %12, align 8
  %103 = icmp ult i64 %102, 23
  br i1 %103, label %104, label %113

104:                                              ; preds = %101
  %105 = load i64, ptr %12, align 8
  %106 = getelementptr inbounds [23 x i8], ptr %11, i64 0, i64 %105
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %108)
  br label %110

110:                                              ; preds = %104
  %111 = load i64, ptr %12, align 8
  %112 = add i64 %111, 1
  store i64 %112, ptr %12, align 8
  br label %101, !llvm.loop !10

113:                                              ; preds = %101
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %115 = getelementptr inbounds %struct.P1, ptr %14, i32 0, i32 0
  store i8 1, ptr %115, align 1
  %116 = getelementptr inbounds %struct.P1, ptr %14, i32 0, i32 1
  store i32 2, ptr %116, align 1
  %117 = getelementptr inbounds %struct.P1, ptr %14, i32 0, i32 2
  store i16 3, ptr %117, align 1
  %118 = getelementptr inbounds %struct.P1, ptr %14, i32 0, i32 3
  store i64 4, ptr %118, align 1
  store ptr %14, ptr %13, align 8
  %119 = load ptr, ptr %13, align 8
  %120 = getelementptr inbounds %struct.P1, ptr %119, i32 0, i32 1
  %121 = load i32, ptr %120, align 1
  %122 = add nsw i32 %121, 65536
  store i32 %122, ptr %120, align 1
  %123 = load ptr, ptr %13, align 8
  %124 = getelementptr inbounds %struct.P1, ptr %123, i32 0, i32 3
  %125 = load i64, ptr %124, align 1
  %126 = mul nsw i64 %125, -3
  store i64 %126, ptr %124, align 1
  %127 = load ptr, ptr %13, align 8
  %128 = getelementptr inbounds %struct.P1, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %128, align 1
  %130 = load ptr, ptr %13, align 8
  %131 = getelementptr inbounds %struct.P1, ptr %130, i32 0, i32 3
  %132 = load i64, ptr %131, align 1
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %129, i64 noundef %132)
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %134

134:                                              ; preds = %142, %113
  %135 = load i32, ptr %16, align 4
  %136 = icmp slt i32 %135, 5
  br i1 %136, label %137, label %145

137:                                              ; preds = %134
  %138 = load i32, ptr %16, align 4
  call void @mka32(ptr dead_on_unwind writable sret(%struct.A32) align 32 %17, i32 noundef %138)
  %139 = call i32 @suma32(ptr noundef %17)
  %140 = load i32, ptr %15, align 4
  %141 = add nsw i32 %140, %139
  store i32 %141, ptr %15, align 4
  br label %142

142:                                              ; preds = %137
  %143 = load i32, ptr %16, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %16, align 4
  br label %134, !llvm.loop !11

145:                                              ; preds = %134
  %146 = load i32, ptr %15, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %146)
  call void @llvm.memset.p0.i64(ptr align 64 %18, i8 0, i64 128, i1 false)
  %148 = getelementptr inbounds %struct.A64, ptr %18, i32 0, i32 0
  store i8 2, ptr %148, align 64
  %149 = getelementptr inbounds %struct.A64, ptr %18, i32 0, i32 2
  store double 3.500000e+00, ptr %149, align 64
  %150 = getelementptr inbounds %struct.A64, ptr %18, i32 0, i32 3
  store i32 4, ptr %150, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %19, ptr align 64 %18, i64 128, i1 false)
  %151 = call double @suma64(ptr noundef %19)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %151)
  %153 = call i32 @check_local_align()
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %153)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %20, ptr align 2 @__const.main.p3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %21, ptr align 2 %20, i64 16, i1 false)
  %155 = getelementptr inbounds %struct.P3, ptr %21, i32 0, i32 2
  %156 = load i32, ptr %155, align 2
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %155, align 2
  %158 = getelementptr inbounds %struct.P3, ptr %21, i32 0, i32 0
  %159 = load i8, ptr %158, align 2
  %160 = zext i8 %159 to i32
  %161 = getelementptr inbounds %struct.P3, ptr %21, i32 0, i32 2
  %162 = load i32, ptr %161, align 2
  %163 = getelementptr inbounds %struct.P3, ptr %21, i32 0, i32 3
  %164 = load i8, ptr %163, align 2
  %165 = zext i8 %164 to i32
  %166 = getelementptr inbounds %struct.P3, ptr %21, i32 0, i32 5
  %167 = load double, ptr %166, align 2
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %160, i32 noundef %162, i32 noundef %165, double noundef %167)
  %169 = load i64, ptr %2, align 8
  %170 = and i64 %169, 127
  %171 = trunc i64 %170 to i32
  ret i32 %171
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sump1([2 x i64] %0) #0 {
  %2 = alloca %struct.P1, align 1
  %3 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 8 %3, i64 15, i1 false)
  %4 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 0
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 1
  %8 = load i32, ptr %7, align 1
  %9 = add nsw i32 %6, %8
  %10 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 2
  %11 = load i16, ptr %10, align 1
  %12 = sext i16 %11 to i32
  %13 = add nsw i32 %9, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 3
  %16 = load i64, ptr %15, align 1
  %17 = add nsw i64 %14, %16
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @mkp1(i32 noundef %0) #0 {
  %2 = alloca %struct.P1, align 1
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  %5 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 0
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i8
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 1
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 1000
  store i32 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 2
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 3
  %14 = trunc i32 %13 to i16
  store i16 %14, ptr %11, align 1
  %15 = getelementptr inbounds %struct.P1, ptr %2, i32 0, i32 3
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 1099511627776
  store i64 %18, ptr %15, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 15, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @suma32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %4, align 32
  %6 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 1
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %5, %8
  %10 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %11 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 2
  %12 = load i32, ptr %11, align 8
  %13 = add nsw i32 %9, %12
  %14 = ptrtoint ptr %0 to i64
  %15 = urem i64 %14, 32
  %16 = trunc i64 %15 to i32
  %17 = add nsw i32 %13, %16
  ret i32 %17
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
define internal double @suma64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 0
  %4 = load i8, ptr %3, align 64
  %5 = zext i8 %4 to i32
  %6 = sitofp i32 %5 to double
  %7 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 2
  %8 = load double, ptr %7, align 64
  %9 = fadd double %6, %8
  %10 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 3
  %11 = load i32, ptr %10, align 8
  %12 = sitofp i32 %11 to double
  %13 = fadd double %9, %12
  %14 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 2
  %15 = ptrtoint ptr %14 to i64
  %16 = urem i64 %15, 64
  %17 = uitofp i64 %16 to double
  %18 = fadd double %13, %17
  ret double %18
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
