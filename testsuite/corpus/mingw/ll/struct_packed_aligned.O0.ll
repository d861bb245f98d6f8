; ModuleID = 'programs/struct_packed_aligned.c'
source_filename = "programs/struct_packed_aligned.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %17 = alloca %struct.A64, align 64
  %18 = alloca %struct.P3, align 2
  %19 = alloca %struct.P3, align 2
  store i32 0, ptr %1, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 15, i64 noundef 0, i64 noundef 1, i64 noundef 5, i64 noundef 7)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 23, i64 noundef 1, i64 noundef 15)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef 16, i64 noundef 2, i64 noundef 8)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 32, i64 noundef 32, i64 noundef 128, i64 noundef 64, i64 noundef 64, i64 noundef 16)
  store i64 0, ptr %2, align 8
  store i32 -3, ptr %3, align 4
  br label %24

24:                                               ; preds = %32, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 20
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i32, ptr %3, align 4
  call void @mkp1(ptr dead_on_unwind writable sret(%struct.P1) align 1 %4, i32 noundef %28)
  %29 = call i64 @sump1(ptr noundef %4)
  %30 = load i64, ptr %2, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %3, align 4
  br label %24, !llvm.loop !5

35:                                               ; preds = %24
  %36 = load i64, ptr %2, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %36)
  store i32 0, ptr %6, align 4
  br label %38

38:                                               ; preds = %75, %35
  %39 = load i32, ptr %6, align 4
  %40 = icmp slt i32 %39, 7
  br i1 %40, label %41, label %78

41:                                               ; preds = %38
  %42 = load i32, ptr %6, align 4
  %43 = trunc i32 %42 to i8
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.P2, ptr %46, i32 0, i32 0
  store i8 %43, ptr %47, align 1
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = mul i64 1234605616436508552, %49
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.P2, ptr %53, i32 0, i32 1
  store i64 %50, ptr %54, align 1
  %55 = load i32, ptr %6, align 4
  %56 = mul nsw i32 %55, 999
  %57 = trunc i32 %56 to i16
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.P2, ptr %60, i32 0, i32 2
  store i16 %57, ptr %61, align 1
  %62 = load i32, ptr %6, align 4
  %63 = xor i32 -559038737, %62
  %64 = load i32, ptr %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.P2, ptr %66, i32 0, i32 3
  store i32 %63, ptr %67, align 1
  %68 = load i32, ptr %6, align 4
  %69 = sitofp i32 %68 to double
  %70 = fmul double %69, 1.500000e+00
  %71 = load i32, ptr %6, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %72
  %74 = getelementptr inbounds %struct.P2, ptr %73, i32 0, i32 4
  store double %70, ptr %74, align 1
  br label %75

75:                                               ; preds = %41
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %6, align 4
  br label %38, !llvm.loop !7

78:                                               ; preds = %38
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %79

79:                                               ; preds = %89, %78
  %80 = load i32, ptr %8, align 4
  %81 = icmp slt i32 %80, 7
  br i1 %81, label %82, label %92

82:                                               ; preds = %79
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 %84
  %86 = call i64 @sump2(ptr noundef %85)
  %87 = load i64, ptr %7, align 8
  %88 = add i64 %87, %86
  store i64 %88, ptr %7, align 8
  br label %89

89:                                               ; preds = %82
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %79, !llvm.loop !8

92:                                               ; preds = %79
  %93 = load i64, ptr %7, align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %93, i64 noundef 161)
  %95 = getelementptr inbounds [23 x i8], ptr %9, i64 0, i64 0
  %96 = getelementptr inbounds [7 x %struct.P2], ptr %5, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %95, ptr align 1 %96, i64 23, i1 false)
  store i64 0, ptr %10, align 8
  br label %97

97:                                               ; preds = %106, %92
  %98 = load i64, ptr %10, align 8
  %99 = icmp ult i64 %98, 23
  br i1 %99, label %100, label %109

100:                                              ; preds = %97
  %101 = load i64, ptr %10, align 8
  %102 = getelementptr inbounds [23 x i8], ptr %9, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = zext i8 %103 to i32
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %104)
  br label %106

106:                                              ; preds = %100
  %107 = load i64, ptr %10, align 8
  %108 = add i64 %107, 1
  store i64 %108, ptr %10, align 8
  br label %97, !llvm.loop !9

109:                                              ; preds = %97
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %111 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 0
  store i8 1, ptr %111, align 1
  %112 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 1
  store i32 2, ptr %112, align 1
  %113 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 2
  store i16 3, ptr %113, align 1
  %114 = getelementptr inbounds %struct.P1, ptr %12, i32 0, i32 3
  store i64 4, ptr %114, align 1
  store ptr %12, ptr %11, align 8
  %115 = load ptr, ptr %11, align 8
  %116 = getelementptr inbounds %struct.P1, ptr %115, i32 0, i32 1
  %117 = load i32, ptr %116, align 1
  %118 = add nsw i32 %117, 65536
  store i32 %118, ptr %116, align 1
  %119 = load ptr, ptr %11, align 8
  %120 = getelementptr inbounds %struct.P1, ptr %119, i32 0, i32 3
  %121 = load i64, ptr %120, align 1
  %122 = mul nsw i64 %121, -3
  store i64 %122, ptr %120, align 1
  %123 = load ptr, ptr %11, align 8
  %124 = getelementptr inbounds %struct.P1, ptr %123, i32 0, i32 1
  %125 = load i32, ptr %124, align 1
  %126 = load ptr, ptr %11, align 8
  %127 = getelementptr inbounds %struct.P1, ptr %126, i32 0, i32 3
  %128 = load i64, ptr %127, align 1
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %125, i64 noundef %128)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %130

130:                                              ; preds = %138, %109
  %131 = load i32, ptr %14, align 4
  %132 = icmp slt i32 %131, 5
  br i1 %132, label %133, label %141

133:                                              ; preds = %130
  %134 = load i32, ptr %14, align 4
  call void @mka32(ptr dead_on_unwind writable sret(%struct.A32) align 32 %15, i32 noundef %134)
  %135 = call i32 @suma32(ptr noundef %15)
  %136 = load i32, ptr %13, align 4
  %137 = add nsw i32 %136, %135
  store i32 %137, ptr %13, align 4
  br label %138

138:                                              ; preds = %133
  %139 = load i32, ptr %14, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %14, align 4
  br label %130, !llvm.loop !10

141:                                              ; preds = %130
  %142 = load i32, ptr %13, align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %142)
  call void @llvm.memset.p0.i64(ptr align 64 %16, i8 0, i64 128, i1 false)
  %144 = getelementptr inbounds %struct.A64, ptr %16, i32 0, i32 0
  store i8 2, ptr %144, align 64
  %145 = getelementptr inbounds %struct.A64, ptr %16, i32 0, i32 2
  store double 3.500000e+00, ptr %145, align 64
  %146 = getelementptr inbounds %struct.A64, ptr %16, i32 0, i32 3
  store i32 4, ptr %146, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %17, ptr align 64 %16, i64 128, i1 false)
  %147 = call double @suma64(ptr noundef %17)
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %147)
  %149 = call i32 @check_local_align()
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %149)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %18, ptr align 2 @__const.main.p3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %19, ptr align 2 %18, i64 16, i1 false)
  %151 = getelementptr inbounds %struct.P3, ptr %19, i32 0, i32 2
  %152 = load i32, ptr %151, align 2
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %151, align 2
  %154 = getelementptr inbounds %struct.P3, ptr %19, i32 0, i32 0
  %155 = load i8, ptr %154, align 2
  %156 = sext i8 %155 to i32
  %157 = getelementptr inbounds %struct.P3, ptr %19, i32 0, i32 2
  %158 = load i32, ptr %157, align 2
  %159 = getelementptr inbounds %struct.P3, ptr %19, i32 0, i32 3
  %160 = load i8, ptr %159, align 2
  %161 = sext i8 %160 to i32
  %162 = getelementptr inbounds %struct.P3, ptr %19, i32 0, i32 5
  %163 = load double, ptr %162, align 2
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %156, i32 noundef %158, i32 noundef %161, double noundef %163)
  %165 = load i64, ptr %2, align 8
  %166 = and i64 %165, 127
  %167 = trunc i64 %166 to i32
  ret i32 %167
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sump1(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 0
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  %6 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 1
  %7 = load i32, ptr %6, align 1
  %8 = add nsw i32 %5, %7
  %9 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 2
  %10 = load i16, ptr %9, align 1
  %11 = sext i16 %10 to i32
  %12 = add nsw i32 %8, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 3
  %15 = load i64, ptr %14, align 1
  %16 = add nsw i64 %13, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkp1(ptr dead_on_unwind noalias writable sret(%struct.P1) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  %7 = trunc i32 %6 to i8
  store i8 %7, ptr %5, align 1
  %8 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 1
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %9, 1000
  store i32 %10, ptr %8, align 1
  %11 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 2
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 3
  %14 = trunc i32 %13 to i16
  store i16 %14, ptr %11, align 1
  %15 = getelementptr inbounds %struct.P1, ptr %0, i32 0, i32 3
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 1099511627776
  store i64 %18, ptr %15, align 1
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.A32, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds i32, ptr %5, i64 1
  %8 = load i32, ptr %4, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 4
  %10 = getelementptr inbounds i32, ptr %5, i64 2
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 2
  store i32 %12, ptr %10, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @suma64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.A64, ptr %0, i32 0, i32 0
  %4 = load i8, ptr %3, align 64
  %5 = sext i8 %4 to i32
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

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
