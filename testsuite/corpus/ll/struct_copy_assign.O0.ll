; ModuleID = 'programs/struct_copy_assign.c'
source_filename = "programs/struct_copy_assign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S3 = type { [3 x i8] }
%struct.S6 = type { [3 x i16] }
%struct.S12 = type { [3 x i32] }
%struct.S129 = type { [129 x i8] }
%struct.Mat = type { [4 x [4 x double]], %struct.S3 }
%struct.Outer = type { %struct.S12, [4 x %struct.S3], %struct.S40 }
%struct.S40 = type { [5 x i64] }

@__const.main.a3 = private unnamed_addr constant %struct.S3 { [3 x i8] c"\01\02\03" }, align 1
@__const.main.b3 = private unnamed_addr constant %struct.S3 { [3 x i8] c"\04\05\06" }, align 1
@.str = private unnamed_addr constant [18 x i8] c"S3 %u%u%u %u%u%u\0A\00", align 1
@__const.main.a6 = private unnamed_addr constant %struct.S6 { [3 x i16] [i16 100, i16 200, i16 300] }, align 2
@.str.1 = private unnamed_addr constant [10 x i8] c"S6 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"S12 %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"S129 %.5s %zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"Mat %g %g %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"Outer %x %u %llu sizes %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"hashes %08x %08x %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"S40 %llu %llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S3, align 1
  %3 = alloca %struct.S3, align 1
  %4 = alloca %struct.S3, align 1
  %5 = alloca %struct.S6, align 2
  %6 = alloca %struct.S6, align 2
  %7 = alloca [10 x %struct.S12], align 16
  %8 = alloca i32, align 4
  %9 = alloca %struct.S12, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.S129, align 1
  %12 = alloca %struct.S129, align 1
  %13 = alloca %struct.Mat, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Mat, align 8
  %16 = alloca %struct.Outer, align 8
  %17 = alloca %struct.Outer, align 8
  %18 = alloca %struct.Outer, align 8
  %19 = alloca %struct.S40, align 8
  %20 = alloca %struct.S40, align 8
  %21 = alloca %struct.S40, align 8
  %22 = alloca ptr, align 8
  %23 = alloca %struct.S40, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.a3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.b3, i64 3, i1 false)
  br label %24

24:                                               ; preds = %0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 3, i1 false)
  br label %25

25:                                               ; preds = %24
  %26 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %27 = getelementptr inbounds [3 x i8], ptr %26, i64 0, i64 0
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %31 = getelementptr inbounds [3 x i8], ptr %30, i64 0, i64 1
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %35 = getelementptr inbounds [3 x i8], ptr %34, i64 0, i64 2
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %39 = getelementptr inbounds [3 x i8], ptr %38, i64 0, i64 0
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %43 = getelementptr inbounds [3 x i8], ptr %42, i64 0, i64 1
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %47 = getelementptr inbounds [3 x i8], ptr %46, i64 0, i64 2
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29, i32 noundef %33, i32 noundef %37, i32 noundef %41, i32 noundef %45, i32 noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 @__const.main.a6, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 %5, i64 6, i1 false)
  %51 = getelementptr inbounds %struct.S6, ptr %6, i32 0, i32 0
  %52 = getelementptr inbounds [3 x i16], ptr %51, i64 0, i64 2
  %53 = load i16, ptr %52, align 2
  %54 = add i16 %53, 1
  store i16 %54, ptr %52, align 2
  %55 = getelementptr inbounds %struct.S6, ptr %5, i32 0, i32 0
  %56 = getelementptr inbounds [3 x i16], ptr %55, i64 0, i64 2
  %57 = load i16, ptr %56, align 2
  %58 = zext i16 %57 to i32
  %59 = getelementptr inbounds %struct.S6, ptr %6, i32 0, i32 0
  %60 = getelementptr inbounds [3 x i16], ptr %59, i64 0, i64 2
  %61 = load i16, ptr %60, align 2
  %62 = zext i16 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %58, i32 noundef %62)
  store i32 0, ptr %8, align 4
  br label %64

64:                                               ; preds = %79, %25
  %65 = load i32, ptr %8, align 4
  %66 = icmp slt i32 %65, 10
  br i1 %66, label %67, label %82

67:                                               ; preds = %64
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 %69
  %71 = getelementptr inbounds %struct.S12, ptr %9, i32 0, i32 0
  %72 = load i32, ptr %8, align 4
  store i32 %72, ptr %71, align 4
  %73 = getelementptr inbounds i32, ptr %71, i64 1
  %74 = load i32, ptr %8, align 4
  %75 = mul i32 %74, 2
  store i32 %75, ptr %73, align 4
  %76 = getelementptr inbounds i32, ptr %71, i64 2
  %77 = load i32, ptr %8, align 4
  %78 = mul i32 %77, 3
  store i32 %78, ptr %76, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %70, ptr align 4 %9, i64 12, i1 false)
  br label %79

79:                                               ; preds = %67
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %8, align 4
  br label %64, !llvm.loop !6

82:                                               ; preds = %64
  store i32 0, ptr %10, align 4
  br label %83

83:                                               ; preds = %94, %82
  %84 = load i32, ptr %10, align 4
  %85 = icmp slt i32 %84, 9
  br i1 %85, label %86, label %97

86:                                               ; preds = %83
  %87 = load i32, ptr %10, align 4
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 %89
  %91 = load i32, ptr %10, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 %92
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %90, ptr align 4 %93, i64 12, i1 false)
  br label %94

94:                                               ; preds = %86
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %10, align 4
  br label %83, !llvm.loop !8

97:                                               ; preds = %83
  %98 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 9
  %99 = getelementptr inbounds %struct.S12, ptr %98, i32 0, i32 0
  %100 = getelementptr inbounds [3 x i32], ptr %99, i64 0, i64 2
  %101 = load i32, ptr %100, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %101)
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 122, i64 129, i1 false)
  %103 = getelementptr inbounds %struct.S129, ptr %11, i32 0, i32 0
  %104 = getelementptr inbounds [129 x i8], ptr %103, i64 0, i64 128
  store i8 0, ptr %104, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %11, i64 129, i1 false)
  %105 = getelementptr inbounds %struct.S129, ptr %12, i32 0, i32 0
  %106 = getelementptr inbounds [129 x i8], ptr %105, i64 0, i64 0
  store i8 65, ptr %106, align 1
  %107 = getelementptr inbounds %struct.S129, ptr %12, i32 0, i32 0
  %108 = getelementptr inbounds [129 x i8], ptr %107, i64 0, i64 0
  %109 = getelementptr inbounds %struct.S129, ptr %12, i32 0, i32 0
  %110 = getelementptr inbounds [129 x i8], ptr %109, i64 0, i64 0
  %111 = call i64 @strlen(ptr noundef %110) #5
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %108, i64 noundef %111)
  store i32 0, ptr %14, align 4
  br label %113

113:                                              ; preds = %129, %97
  %114 = load i32, ptr %14, align 4
  %115 = icmp slt i32 %114, 16
  br i1 %115, label %116, label %132

116:                                              ; preds = %113
  %117 = load i32, ptr %14, align 4
  %118 = sitofp i32 %117 to double
  %119 = fmul double %118, 5.000000e-01
  %120 = getelementptr inbounds %struct.Mat, ptr %13, i32 0, i32 0
  %121 = load i32, ptr %14, align 4
  %122 = sdiv i32 %121, 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [4 x [4 x double]], ptr %120, i64 0, i64 %123
  %125 = load i32, ptr %14, align 4
  %126 = srem i32 %125, 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [4 x double], ptr %124, i64 0, i64 %127
  store double %119, ptr %128, align 8
  br label %129

129:                                              ; preds = %116
  %130 = load i32, ptr %14, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %14, align 4
  br label %113, !llvm.loop !9

132:                                              ; preds = %113
  %133 = getelementptr inbounds %struct.Mat, ptr %13, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %133, ptr align 1 %3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %13, i64 136, i1 false)
  %134 = getelementptr inbounds %struct.Mat, ptr %15, i32 0, i32 0
  %135 = getelementptr inbounds [4 x [4 x double]], ptr %134, i64 0, i64 3
  %136 = getelementptr inbounds [4 x double], ptr %135, i64 0, i64 3
  store double -1.000000e+00, ptr %136, align 8
  %137 = getelementptr inbounds %struct.Mat, ptr %13, i32 0, i32 0
  %138 = getelementptr inbounds [4 x [4 x double]], ptr %137, i64 0, i64 3
  %139 = getelementptr inbounds [4 x double], ptr %138, i64 0, i64 3
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds %struct.Mat, ptr %15, i32 0, i32 0
  %142 = getelementptr inbounds [4 x [4 x double]], ptr %141, i64 0, i64 3
  %143 = getelementptr inbounds [4 x double], ptr %142, i64 0, i64 3
  %144 = load double, ptr %143, align 8
  %145 = getelementptr inbounds %struct.Mat, ptr %15, i32 0, i32 1
  %146 = getelementptr inbounds %struct.S3, ptr %145, i32 0, i32 0
  %147 = getelementptr inbounds [3 x i8], ptr %146, i64 0, i64 0
  %148 = load i8, ptr %147, align 8
  %149 = zext i8 %148 to i32
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %140, double noundef %144, i32 noundef %149)
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 64, i1 false)
  %151 = getelementptr inbounds %struct.Outer, ptr %16, i32 0, i32 0
  %152 = getelementptr inbounds %struct.S12, ptr %151, i32 0, i32 0
  %153 = getelementptr inbounds [3 x i32], ptr %152, i64 0, i64 1
  store i32 4660, ptr %153, align 4
  %154 = getelementptr inbounds %struct.Outer, ptr %16, i32 0, i32 1
  %155 = getelementptr inbounds [4 x %struct.S3], ptr %154, i64 0, i64 0
  %156 = getelementptr inbounds %struct.S3, ptr %155, i32 0, i32 0
  %157 = getelementptr inbounds [3 x i8], ptr %156, i64 0, i64 0
  store i8 9, ptr %157, align 4
  %158 = getelementptr inbounds %struct.Outer, ptr %16, i32 0, i32 2
  %159 = getelementptr inbounds %struct.S40, ptr %158, i32 0, i32 0
  %160 = getelementptr inbounds [5 x i64], ptr %159, i64 0, i64 0
  store i64 77, ptr %160, align 8
  call void @copy_outer(ptr noundef %17, ptr noundef %16)
  call void @modify(ptr dead_on_unwind writable sret(%struct.Outer) align 8 %18, ptr noundef byval(%struct.Outer) align 8 %17)
  %161 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %162 = getelementptr inbounds %struct.S12, ptr %161, i32 0, i32 0
  %163 = getelementptr inbounds [3 x i32], ptr %162, i64 0, i64 1
  %164 = load i32, ptr %163, align 4
  %165 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 1
  %166 = getelementptr inbounds [4 x %struct.S3], ptr %165, i64 0, i64 3
  %167 = getelementptr inbounds %struct.S3, ptr %166, i32 0, i32 0
  %168 = getelementptr inbounds [3 x i8], ptr %167, i64 0, i64 0
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  %171 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %172 = getelementptr inbounds %struct.S40, ptr %171, i32 0, i32 0
  %173 = getelementptr inbounds [5 x i64], ptr %172, i64 0, i64 4
  %174 = load i64, ptr %173, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %164, i32 noundef %170, i64 noundef %174, i64 noundef 64)
  %176 = call i32 @sum(ptr noundef %16, i64 noundef 64)
  %177 = call i32 @sum(ptr noundef %17, i64 noundef 64)
  %178 = call i32 @sum(ptr noundef %18, i64 noundef 64)
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %176, i32 noundef %177, i32 noundef %178)
  %180 = getelementptr inbounds %struct.S40, ptr %19, i32 0, i32 0
  %181 = getelementptr inbounds [5 x i64], ptr %180, i64 0, i64 0
  store volatile i64 1, ptr %181, align 8
  %182 = getelementptr inbounds %struct.S40, ptr %19, i32 0, i32 0
  %183 = getelementptr inbounds [5 x i64], ptr %182, i64 0, i64 4
  store volatile i64 5, ptr %183, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %19, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %21, i8 0, i64 40, i1 false)
  %184 = getelementptr inbounds %struct.S40, ptr %21, i32 0, i32 0
  %185 = getelementptr inbounds [5 x i64], ptr %184, i32 0, i32 0
  store i64 1, ptr %185, align 8
  %186 = getelementptr inbounds [5 x i64], ptr %184, i32 0, i32 1
  store i64 2, ptr %186, align 8
  %187 = getelementptr inbounds [5 x i64], ptr %184, i32 0, i32 2
  store i64 3, ptr %187, align 8
  %188 = getelementptr inbounds [5 x i64], ptr %184, i32 0, i32 3
  store i64 4, ptr %188, align 8
  %189 = getelementptr inbounds [5 x i64], ptr %184, i32 0, i32 4
  store i64 5, ptr %189, align 8
  store ptr %21, ptr %22, align 8
  %190 = load ptr, ptr %22, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %190, i64 40, i1 false)
  %191 = getelementptr inbounds %struct.S40, ptr %23, i32 0, i32 0
  %192 = getelementptr inbounds [5 x i64], ptr %191, i64 0, i64 0
  store i64 10, ptr %192, align 8
  %193 = getelementptr inbounds %struct.S40, ptr %21, i32 0, i32 0
  %194 = getelementptr inbounds [5 x i64], ptr %193, i64 0, i64 0
  %195 = load i64, ptr %194, align 8
  %196 = getelementptr inbounds %struct.S40, ptr %23, i32 0, i32 0
  %197 = getelementptr inbounds [5 x i64], ptr %196, i64 0, i64 0
  %198 = load i64, ptr %197, align 8
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %195, i64 noundef %198)
  %200 = call i32 @sum(ptr noundef %18, i64 noundef 64)
  %201 = and i32 %200, 127
  ret i32 %201
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_outer(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @modify(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 8 %0, ptr noundef byval(%struct.Outer) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %4 = getelementptr inbounds %struct.S12, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [3 x i32], ptr %4, i64 0, i64 1
  %6 = load i32, ptr %5, align 4
  %7 = xor i32 %6, 65535
  store i32 %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %9 = getelementptr inbounds [4 x %struct.S3], ptr %8, i64 0, i64 3
  %10 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %11 = getelementptr inbounds [4 x %struct.S3], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 4 %11, i64 3, i1 false)
  %12 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %13 = getelementptr inbounds %struct.S40, ptr %12, i32 0, i32 0
  %14 = getelementptr inbounds [5 x i64], ptr %13, i64 0, i64 0
  %15 = load i64, ptr %14, align 8
  %16 = add i64 %15, 1
  %17 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %18 = getelementptr inbounds %struct.S40, ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds [5 x i64], ptr %18, i64 0, i64 4
  store i64 %16, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = mul i32 %14, 31
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %16, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %15, %20
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !10

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }

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
