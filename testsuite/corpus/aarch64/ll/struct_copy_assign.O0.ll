; ModuleID = 'programs/struct_copy_assign.c'
source_filename = "programs/struct_copy_assign.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %7 = alloca [10 x %struct.S12], align 4
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
  %19 = alloca %struct.Outer, align 8
  %20 = alloca %struct.S40, align 8
  %21 = alloca %struct.S40, align 8
  %22 = alloca %struct.S40, align 8
  %23 = alloca ptr, align 8
  %24 = alloca %struct.S40, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.a3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.b3, i64 3, i1 false)
  br label %25

25:                                               ; preds = %0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 3, i1 false)
  br label %26

26:                                               ; preds = %25
  %27 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %28 = getelementptr inbounds [3 x i8], ptr %27, i64 0, i64 0
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %32 = getelementptr inbounds [3 x i8], ptr %31, i64 0, i64 1
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = getelementptr inbounds %struct.S3, ptr %2, i32 0, i32 0
  %36 = getelementptr inbounds [3 x i8], ptr %35, i64 0, i64 2
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %40 = getelementptr inbounds [3 x i8], ptr %39, i64 0, i64 0
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i32
  %43 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %44 = getelementptr inbounds [3 x i8], ptr %43, i64 0, i64 1
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = getelementptr inbounds %struct.S3, ptr %3, i32 0, i32 0
  %48 = getelementptr inbounds [3 x i8], ptr %47, i64 0, i64 2
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, i32 noundef %34, i32 noundef %38, i32 noundef %42, i32 noundef %46, i32 noundef %50)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 @__const.main.a6, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 %5, i64 6, i1 false)
  %52 = getelementptr inbounds %struct.S6, ptr %6, i32 0, i32 0
  %53 = getelementptr inbounds [3 x i16], ptr %52, i64 0, i64 2
  %54 = load i16, ptr %53, align 2
  %55 = add i16 %54, 1
  store i16 %55, ptr %53, align 2
  %56 = getelementptr inbounds %struct.S6, ptr %5, i32 0, i32 0
  %57 = getelementptr inbounds [3 x i16], ptr %56, i64 0, i64 2
  %58 = load i16, ptr %57, align 2
  %59 = zext i16 %58 to i32
  %60 = getelementptr inbounds %struct.S6, ptr %6, i32 0, i32 0
  %61 = getelementptr inbounds [3 x i16], ptr %60, i64 0, i64 2
  %62 = load i16, ptr %61, align 2
  %63 = zext i16 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %59, i32 noundef %63)
  store i32 0, ptr %8, align 4
  br label %65

65:                                               ; preds = %80, %26
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %66, 10
  br i1 %67, label %68, label %83

68:                                               ; preds = %65
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 %70
  %72 = getelementptr inbounds %struct.S12, ptr %9, i32 0, i32 0
  %73 = load i32, ptr %8, align 4
  store i32 %73, ptr %72, align 4
  %74 = getelementptr inbounds i32, ptr %72, i64 1
  %75 = load i32, ptr %8, align 4
  %76 = mul i32 %75, 2
  store i32 %76, ptr %74, align 4
  %77 = getelementptr inbounds i32, ptr %72, i64 2
  %78 = load i32, ptr %8, align 4
  %79 = mul i32 %78, 3
  store i32 %79, ptr %77, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %71, ptr align 4 %9, i64 12, i1 false)
  br label %80

80:                                               ; preds = %68
  %81 = load i32, ptr %8, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %8, align 4
  br label %65, !llvm.loop !6

83:                                               ; preds = %65
  store i32 0, ptr %10, align 4
  br label %84

84:                                               ; preds = %95, %83
  %85 = load i32, ptr %10, align 4
  %86 = icmp slt i32 %85, 9
  br i1 %86, label %87, label %98

87:                                               ; preds = %84
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 %90
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 %93
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %91, ptr align 4 %94, i64 12, i1 false)
  br label %95

95:                                               ; preds = %87
  %96 = load i32, ptr %10, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %10, align 4
  br label %84, !llvm.loop !8

98:                                               ; preds = %84
  %99 = getelementptr inbounds [10 x %struct.S12], ptr %7, i64 0, i64 9
  %100 = getelementptr inbounds %struct.S12, ptr %99, i32 0, i32 0
  %101 = getelementptr inbounds [3 x i32], ptr %100, i64 0, i64 2
  %102 = load i32, ptr %101, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %102)
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 122, i64 129, i1 false)
  %104 = getelementptr inbounds %struct.S129, ptr %11, i32 0, i32 0
  %105 = getelementptr inbounds [129 x i8], ptr %104, i64 0, i64 128
  store i8 0, ptr %105, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %11, i64 129, i1 false)
  %106 = getelementptr inbounds %struct.S129, ptr %12, i32 0, i32 0
  %107 = getelementptr inbounds [129 x i8], ptr %106, i64 0, i64 0
  store i8 65, ptr %107, align 1
  %108 = getelementptr inbounds %struct.S129, ptr %12, i32 0, i32 0
  %109 = getelementptr inbounds [129 x i8], ptr %108, i64 0, i64 0
  %110 = getelementptr inbounds %struct.S129, ptr %12, i32 0, i32 0
  %111 = getelementptr inbounds [129 x i8], ptr %110, i64 0, i64 0
  %112 = call i64 @strlen(ptr noundef %111) #5
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %109, i64 noundef %112)
  store i32 0, ptr %14, align 4
  br label %114

114:                                              ; preds = %130, %98
  %115 = load i32, ptr %14, align 4
  %116 = icmp slt i32 %115, 16
  br i1 %116, label %117, label %133

117:                                              ; preds = %114
  %118 = load i32, ptr %14, align 4
  %119 = sitofp i32 %118 to double
  %120 = fmul double %119, 5.000000e-01
  %121 = getelementptr inbounds %struct.Mat, ptr %13, i32 0, i32 0
  %122 = load i32, ptr %14, align 4
  %123 = sdiv i32 %122, 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [4 x [4 x double]], ptr %121, i64 0, i64 %124
  %126 = load i32, ptr %14, align 4
  %127 = srem i32 %126, 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [4 x double], ptr %125, i64 0, i64 %128
  store double %120, ptr %129, align 8
  br label %130

130:                                              ; preds = %117
  %131 = load i32, ptr %14, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %14, align 4
  br label %114, !llvm.loop !9

133:                                              ; preds = %114
  %134 = getelementptr inbounds %struct.Mat, ptr %13, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %134, ptr align 1 %3, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %13, i64 136, i1 false)
  %135 = getelementptr inbounds %struct.Mat, ptr %15, i32 0, i32 0
  %136 = getelementptr inbounds [4 x [4 x double]], ptr %135, i64 0, i64 3
  %137 = getelementptr inbounds [4 x double], ptr %136, i64 0, i64 3
  store double -1.000000e+00, ptr %137, align 8
  %138 = getelementptr inbounds %struct.Mat, ptr %13, i32 0, i32 0
  %139 = getelementptr inbounds [4 x [4 x double]], ptr %138, i64 0, i64 3
  %140 = getelementptr inbounds [4 x double], ptr %139, i64 0, i64 3
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds %struct.Mat, ptr %15, i32 0, i32 0
  %143 = getelementptr inbounds [4 x [4 x double]], ptr %142, i64 0, i64 3
  %144 = getelementptr inbounds [4 x double], ptr %143, i64 0, i64 3
  %145 = load double, ptr %144, align 8
  %146 = getelementptr inbounds %struct.Mat, ptr %15, i32 0, i32 1
  %147 = getelementptr inbounds %struct.S3, ptr %146, i32 0, i32 0
  %148 = getelementptr inbounds [3 x i8], ptr %147, i64 0, i64 0
  %149 = load i8, ptr %148, align 8
  %150 = zext i8 %149 to i32
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %141, double noundef %145, i32 noundef %150)
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 64, i1 false)
  %152 = getelementptr inbounds %struct.Outer, ptr %16, i32 0, i32 0
  %153 = getelementptr inbounds %struct.S12, ptr %152, i32 0, i32 0
  %154 = getelementptr inbounds [3 x i32], ptr %153, i64 0, i64 1
  store i32 4660, ptr %154, align 4
  %155 = getelementptr inbounds %struct.Outer, ptr %16, i32 0, i32 1
  %156 = getelementptr inbounds [4 x %struct.S3], ptr %155, i64 0, i64 0
  %157 = getelementptr inbounds %struct.S3, ptr %156, i32 0, i32 0
  %158 = getelementptr inbounds [3 x i8], ptr %157, i64 0, i64 0
  store i8 9, ptr %158, align 4
  %159 = getelementptr inbounds %struct.Outer, ptr %16, i32 0, i32 2
  %160 = getelementptr inbounds %struct.S40, ptr %159, i32 0, i32 0
  %161 = getelementptr inbounds [5 x i64], ptr %160, i64 0, i64 0
  store i64 77, ptr %161, align 8
  call void @copy_outer(ptr noundef %17, ptr noundef %16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %17, i64 64, i1 false)
  call void @modify(ptr dead_on_unwind writable sret(%struct.Outer) align 8 %18, ptr noundef %19)
  %162 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 0
  %163 = getelementptr inbounds %struct.S12, ptr %162, i32 0, i32 0
  %164 = getelementptr inbounds [3 x i32], ptr %163, i64 0, i64 1
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 1
  %167 = getelementptr inbounds [4 x %struct.S3], ptr %166, i64 0, i64 3
  %168 = getelementptr inbounds %struct.S3, ptr %167, i32 0, i32 0
  %169 = getelementptr inbounds [3 x i8], ptr %168, i64 0, i64 0
  %170 = load i8, ptr %169, align 1
  %171 = zext i8 %170 to i32
  %172 = getelementptr inbounds %struct.Outer, ptr %18, i32 0, i32 2
  %173 = getelementptr inbounds %struct.S40, ptr %172, i32 0, i32 0
  %174 = getelementptr inbounds [5 x i64], ptr %173, i64 0, i64 4
  %175 = load i64, ptr %174, align 8
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %165, i32 noundef %171, i64 noundef %175, i64 noundef 64)
  %177 = call i32 @sum(ptr noundef %16, i64 noundef 64)
  %178 = call i32 @sum(ptr noundef %17, i64 noundef 64)
  %179 = call i32 @sum(ptr noundef %18, i64 noundef 64)
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %177, i32 noundef %178, i32 noundef %179)
  %181 = getelementptr inbounds %struct.S40, ptr %20, i32 0, i32 0
  %182 = getelementptr inbounds [5 x i64], ptr %181, i64 0, i64 0
  store volatile i64 1, ptr %182, align 8
  %183 = getelementptr inbounds %struct.S40, ptr %20, i32 0, i32 0
  %184 = getelementptr inbounds [5 x i64], ptr %183, i64 0, i64 4
  store volatile i64 5, ptr %184, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %20, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %22, i8 0, i64 40, i1 false)
  %185 = getelementptr inbounds %struct.S40, ptr %22, i32 0, i32 0
  %186 = getelementptr inbounds [5 x i64], ptr %185, i32 0, i32 0
  store i64 1, ptr %186, align 8
  %187 = getelementptr inbounds [5 x i64], ptr %185, i32 0, i32 1
  store i64 2, ptr %187, align 8
  %188 = getelementptr inbounds [5 x i64], ptr %185, i32 0, i32 2
  store i64 3, ptr %188, align 8
  %189 = getelementptr inbounds [5 x i64], ptr %185, i32 0, i32 3
  store i64 4, ptr %189, align 8
  %190 = getelementptr inbounds [5 x i64], ptr %185, i32 0, i32 4
  store i64 5, ptr %190, align 8
  store ptr %22, ptr %23, align 8
  %191 = load ptr, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %191, i64 40, i1 false)
  %192 = getelementptr inbounds %struct.S40, ptr %24, i32 0, i32 0
  %193 = getelementptr inbounds [5 x i64], ptr %192, i64 0, i64 0
  store i64 10, ptr %193, align 8
  %194 = getelementptr inbounds %struct.S40, ptr %22, i32 0, i32 0
  %195 = getelementptr inbounds [5 x i64], ptr %194, i64 0, i64 0
  %196 = load i64, ptr %195, align 8
  %197 = getelementptr inbounds %struct.S40, ptr %24, i32 0, i32 0
  %198 = getelementptr inbounds [5 x i64], ptr %197, i64 0, i64 0
  %199 = load i64, ptr %198, align 8
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %196, i64 noundef %199)
  %201 = call i32 @sum(ptr noundef %18, i64 noundef 64)
  %202 = and i32 %201, 127
  ret i32 %202
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
define internal void @modify(ptr dead_on_unwind noalias writable sret(%struct.Outer) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 0
  %5 = getelementptr inbounds %struct.S12, ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds [3 x i32], ptr %5, i64 0, i64 1
  %7 = load i32, ptr %6, align 4
  %8 = xor i32 %7, 65535
  store i32 %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %10 = getelementptr inbounds [4 x %struct.S3], ptr %9, i64 0, i64 3
  %11 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 1
  %12 = getelementptr inbounds [4 x %struct.S3], ptr %11, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 4 %12, i64 3, i1 false)
  %13 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %14 = getelementptr inbounds %struct.S40, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds [5 x i64], ptr %14, i64 0, i64 0
  %16 = load i64, ptr %15, align 8
  %17 = add i64 %16, 1
  %18 = getelementptr inbounds %struct.Outer, ptr %1, i32 0, i32 2
  %19 = getelementptr inbounds %struct.S40, ptr %18, i32 0, i32 0
  %20 = getelementptr inbounds [5 x i64], ptr %19, i64 0, i64 4
  store i64 %17, ptr %20, align 8
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }

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
