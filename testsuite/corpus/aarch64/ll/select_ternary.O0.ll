; ModuleID = 'programs/select_ternary.c'
source_filename = "programs/select_ternary.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pt = type { i32, i32 }

@.str = private unnamed_addr constant [16 x i8] c"i8 %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"u8 %u %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"i16 %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"u16 %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"i32 %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"u32 %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"i64 %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"u64 %llu %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"f32 %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"f64 %g %g %g\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"pt %d %d %d %d\0A\00", align 1
@__const.main.vs = private unnamed_addr constant [4 x i64] [i64 -5, i64 0, i64 50, i64 5000], align 8
@.str.11 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"median sum=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"acc=%lld\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"small\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"big\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.pt, align 4
  %3 = alloca %struct.pt, align 4
  %4 = alloca %struct.pt, align 4
  %5 = alloca %struct.pt, align 4
  %6 = alloca %struct.pt, align 4
  %7 = alloca %struct.pt, align 4
  %8 = alloca [4 x i64], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %16 = call i8 @min_i8(i8 noundef -128, i8 noundef 127)
  %17 = sext i8 %16 to i32
  %18 = call i8 @max_i8(i8 noundef -128, i8 noundef 127)
  %19 = sext i8 %18 to i32
  %20 = call i8 @clamp_i8(i8 noundef 100, i8 noundef -10, i8 noundef 10)
  %21 = sext i8 %20 to i32
  %22 = call i8 @pick_i8(i32 noundef 0, i8 noundef 1, i8 noundef -1)
  %23 = sext i8 %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17, i32 noundef %19, i32 noundef %21, i32 noundef %23)
  %25 = call i8 @min_u8(i8 noundef 0, i8 noundef -1)
  %26 = zext i8 %25 to i32
  %27 = call i8 @max_u8(i8 noundef 0, i8 noundef -1)
  %28 = zext i8 %27 to i32
  %29 = call i8 @clamp_u8(i8 noundef -56, i8 noundef 10, i8 noundef 100)
  %30 = zext i8 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %26, i32 noundef %28, i32 noundef %30)
  %32 = call i16 @min_i16(i16 noundef -32768, i16 noundef 1)
  %33 = sext i16 %32 to i32
  %34 = call i16 @max_i16(i16 noundef -1, i16 noundef -2)
  %35 = sext i16 %34 to i32
  %36 = call i16 @clamp_i16(i16 noundef -5000, i16 noundef -100, i16 noundef 100)
  %37 = sext i16 %36 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33, i32 noundef %35, i32 noundef %37)
  %39 = call i16 @min_u16(i16 noundef -1, i16 noundef 1)
  %40 = zext i16 %39 to i32
  %41 = call i16 @max_u16(i16 noundef -1, i16 noundef 1)
  %42 = zext i16 %41 to i32
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %40, i32 noundef %42)
  %44 = call i32 @min_i32(i32 noundef -2147483648, i32 noundef 0)
  %45 = call i32 @max_i32(i32 noundef 2147483647, i32 noundef -1)
  %46 = call i32 @clamp_i32(i32 noundef 7, i32 noundef 0, i32 noundef 5)
  %47 = call i32 @pick_i32(i32 noundef 5, i32 noundef 10, i32 noundef 20)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47)
  %49 = call i32 @min_u32(i32 noundef -1, i32 noundef 0)
  %50 = call i32 @max_u32(i32 noundef -2147483648, i32 noundef 2147483647)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %49, i32 noundef %50)
  %52 = call i64 @min_i64(i64 noundef -9223372036854775808, i64 noundef 9223372036854775807)
  %53 = call i64 @clamp_i64(i64 noundef -1, i64 noundef 0, i64 noundef 10)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %52, i64 noundef %53)
  %55 = call i64 @max_u64(i64 noundef -1, i64 noundef 0)
  %56 = call i64 @min_u64(i64 noundef 1, i64 noundef 2)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %55, i64 noundef %56)
  %58 = call float @min_f32(float noundef -5.000000e-01, float noundef 2.500000e-01)
  %59 = fpext float %58 to double
  %60 = call float @max_f32(float noundef 0x46293E5940000000, float noundef 0xC6293E5940000000)
  %61 = fpext float %60 to double
  %62 = call float @clamp_f32(float noundef 3.500000e+00, float noundef 0.000000e+00, float noundef 1.000000e+00)
  %63 = fpext float %62 to double
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %59, double noundef %61, double noundef %63)
  %65 = call double @min_f64(double noundef -0.000000e+00, double noundef 0.000000e+00)
  %66 = call double @max_f64(double noundef 2.500000e+00, double noundef 2.250000e+00)
  %67 = call double @clamp_f64(double noundef -7.500000e+00, double noundef -1.000000e+00, double noundef 1.000000e+00)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %65, double noundef %66, double noundef %67)
  %69 = getelementptr inbounds %struct.pt, ptr %3, i32 0, i32 0
  store i32 1, ptr %69, align 4
  %70 = getelementptr inbounds %struct.pt, ptr %3, i32 0, i32 1
  store i32 2, ptr %70, align 4
  %71 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  store i32 3, ptr %71, align 4
  %72 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  store i32 4, ptr %72, align 4
  %73 = load i64, ptr %3, align 4
  %74 = load i64, ptr %4, align 4
  %75 = call i64 @pick_pt(i32 noundef 1, i64 %73, i64 %74)
  store i64 %75, ptr %2, align 4
  %76 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 0
  store i32 1, ptr %76, align 4
  %77 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 1
  store i32 2, ptr %77, align 4
  %78 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  store i32 3, ptr %78, align 4
  %79 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  store i32 4, ptr %79, align 4
  %80 = load i64, ptr %6, align 4
  %81 = load i64, ptr %7, align 4
  %82 = call i64 @pick_pt(i32 noundef 0, i64 %80, i64 %81)
  store i64 %82, ptr %5, align 4
  %83 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 0
  %84 = load i32, ptr %83, align 4
  %85 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 1
  %90 = load i32, ptr %89, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %84, i32 noundef %86, i32 noundef %88, i32 noundef %90)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.vs, i64 32, i1 false)
  store i32 0, ptr %9, align 4
  br label %92

92:                                               ; preds = %102, %0
  %93 = load i32, ptr %9, align 4
  %94 = icmp slt i32 %93, 4
  br i1 %94, label %95, label %105

95:                                               ; preds = %92
  %96 = load i32, ptr %9, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [4 x i64], ptr %8, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = call ptr @pick_str(i64 noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %100)
  br label %102

102:                                              ; preds = %95
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %9, align 4
  br label %92, !llvm.loop !6

105:                                              ; preds = %92
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %107

107:                                              ; preds = %142, %105
  %108 = load i32, ptr %11, align 4
  %109 = icmp slt i32 %108, 4
  br i1 %109, label %110, label %145

110:                                              ; preds = %107
  store i32 0, ptr %12, align 4
  br label %111

111:                                              ; preds = %138, %110
  %112 = load i32, ptr %12, align 4
  %113 = icmp slt i32 %112, 4
  br i1 %113, label %114, label %141

114:                                              ; preds = %111
  store i32 0, ptr %13, align 4
  br label %115

115:                                              ; preds = %134, %114
  %116 = load i32, ptr %13, align 4
  %117 = icmp slt i32 %116, 4
  br i1 %117, label %118, label %137

118:                                              ; preds = %115
  %119 = load i32, ptr %11, align 4
  %120 = load i32, ptr %12, align 4
  %121 = load i32, ptr %13, align 4
  %122 = call i32 @sel_chain(i32 noundef %119, i32 noundef %120, i32 noundef %121)
  %123 = load i32, ptr %11, align 4
  %124 = load i32, ptr %12, align 4
  %125 = mul nsw i32 2, %124
  %126 = add nsw i32 %123, %125
  %127 = load i32, ptr %13, align 4
  %128 = mul nsw i32 3, %127
  %129 = add nsw i32 %126, %128
  %130 = add nsw i32 %129, 1
  %131 = mul nsw i32 %122, %130
  %132 = load i32, ptr %10, align 4
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr %10, align 4
  br label %134

134:                                              ; preds = %118
  %135 = load i32, ptr %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %13, align 4
  br label %115, !llvm.loop !8

137:                                              ; preds = %115
  br label %138

138:                                              ; preds = %137
  %139 = load i32, ptr %12, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %12, align 4
  br label %111, !llvm.loop !9

141:                                              ; preds = %111
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %11, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %11, align 4
  br label %107, !llvm.loop !10

145:                                              ; preds = %107
  %146 = load i32, ptr %10, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %146)
  store i64 0, ptr %14, align 8
  store i32 -500, ptr %15, align 4
  br label %148

148:                                              ; preds = %168, %145
  %149 = load i32, ptr %15, align 4
  %150 = icmp slt i32 %149, 500
  br i1 %150, label %151, label %171

151:                                              ; preds = %148
  %152 = load i32, ptr %15, align 4
  %153 = mul nsw i32 %152, 37
  %154 = srem i32 %153, 1000
  %155 = call i32 @clamp_i32(i32 noundef %154, i32 noundef -200, i32 noundef 300)
  %156 = sext i32 %155 to i64
  %157 = load i32, ptr %15, align 4
  %158 = and i32 %157, 1
  %159 = load i32, ptr %15, align 4
  %160 = sext i32 %159 to i64
  %161 = load i32, ptr %15, align 4
  %162 = sub nsw i32 0, %161
  %163 = sext i32 %162 to i64
  %164 = call i64 @pick_i64(i32 noundef %158, i64 noundef %160, i64 noundef %163)
  %165 = add nsw i64 %156, %164
  %166 = load i64, ptr %14, align 8
  %167 = add nsw i64 %166, %165
  store i64 %167, ptr %14, align 8
  br label %168

168:                                              ; preds = %151
  %169 = load i32, ptr %15, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %15, align 4
  br label %148, !llvm.loop !11

171:                                              ; preds = %148
  %172 = load i64, ptr %14, align 8
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %172)
  %174 = load i32, ptr %10, align 4
  %175 = and i32 %174, 255
  ret i32 %175
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @min_i8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = sext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @max_i8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = sext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = sext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_i8(i8 noundef %0, i8 noundef %1, i8 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store i8 %2, ptr %6, align 1
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = load i8, ptr %5, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = load i8, ptr %5, align 1
  %14 = sext i8 %13 to i32
  br label %29

15:                                               ; preds = %3
  %16 = load i8, ptr %4, align 1
  %17 = sext i8 %16 to i32
  %18 = load i8, ptr %6, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp sgt i32 %17, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %15
  %22 = load i8, ptr %6, align 1
  %23 = sext i8 %22 to i32
  br label %27

24:                                               ; preds = %15
  %25 = load i8, ptr %4, align 1
  %26 = sext i8 %25 to i32
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %23, %21 ], [ %26, %24 ]
  br label %29

29:                                               ; preds = %27, %12
  %30 = phi i32 [ %14, %12 ], [ %28, %27 ]
  %31 = trunc i32 %30 to i8
  ret i8 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @pick_i8(i32 noundef %0, i8 noundef %1, i8 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i32 %0, ptr %4, align 4
  store i8 %1, ptr %5, align 1
  store i8 %2, ptr %6, align 1
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load i8, ptr %5, align 1
  %11 = sext i8 %10 to i32
  br label %15

12:                                               ; preds = %3
  %13 = load i8, ptr %6, align 1
  %14 = sext i8 %13 to i32
  br label %15

15:                                               ; preds = %12, %9
  %16 = phi i32 [ %11, %9 ], [ %14, %12 ]
  %17 = trunc i32 %16 to i8
  ret i8 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @min_u8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @max_u8(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1
  %12 = zext i8 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i8, ptr %4, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i8
  ret i8 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @clamp_u8(i8 noundef %0, i8 noundef %1, i8 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store i8 %2, ptr %6, align 1
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = load i8, ptr %5, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = load i8, ptr %5, align 1
  %14 = zext i8 %13 to i32
  br label %29

15:                                               ; preds = %3
  %16 = load i8, ptr %4, align 1
  %17 = zext i8 %16 to i32
  %18 = load i8, ptr %6, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp sgt i32 %17, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %15
  %22 = load i8, ptr %6, align 1
  %23 = zext i8 %22 to i32
  br label %27

24:                                               ; preds = %15
  %25 = load i8, ptr %4, align 1
  %26 = zext i8 %25 to i32
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %23, %21 ], [ %26, %24 ]
  br label %29

29:                                               ; preds = %27, %12
  %30 = phi i32 [ %14, %12 ], [ %28, %27 ]
  %31 = trunc i32 %30 to i8
  ret i8 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @min_i16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @max_i16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @clamp_i16(i16 noundef %0, i16 noundef %1, i16 noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  store i16 %2, ptr %6, align 2
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = load i16, ptr %5, align 2
  %10 = sext i16 %9 to i32
  %11 = icmp slt i32 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = load i16, ptr %5, align 2
  %14 = sext i16 %13 to i32
  br label %29

15:                                               ; preds = %3
  %16 = load i16, ptr %4, align 2
  %17 = sext i16 %16 to i32
  %18 = load i16, ptr %6, align 2
  %19 = sext i16 %18 to i32
  %20 = icmp sgt i32 %17, %19
  br i1 %20, label %21, label %24

21:                                               ; preds = %15
  %22 = load i16, ptr %6, align 2
  %23 = sext i16 %22 to i32
  br label %27

24:                                               ; preds = %15
  %25 = load i16, ptr %4, align 2
  %26 = sext i16 %25 to i32
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %23, %21 ], [ %26, %24 ]
  br label %29

29:                                               ; preds = %27, %12
  %30 = phi i32 [ %14, %12 ], [ %28, %27 ]
  %31 = trunc i32 %30 to i16
  ret i16 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @min_u16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @max_u16(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = zext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = zext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_i32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp_i32(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load i32, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick_i32(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load i32, ptr %5, align 4
  br label %13

11:                                               ; preds = %3
  %12 = load i32, ptr %6, align 4
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_u32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_i64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @clamp_i64(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = icmp slt i64 %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load i64, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load i64, ptr %4, align 8
  %14 = load i64, ptr %6, align 8
  %15 = icmp sgt i64 %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i64, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load i64, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi i64 [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi i64 [ %11, %10 ], [ %21, %20 ]
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @min_u64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @min_f32(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp olt float %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load float, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load float, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float [ %9, %8 ], [ %11, %10 ]
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @max_f32(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fcmp ogt float %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load float, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load float, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi float [ %9, %8 ], [ %11, %10 ]
  ret float %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @clamp_f32(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %5, align 4
  %9 = fcmp olt float %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load float, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load float, ptr %4, align 4
  %14 = load float, ptr %6, align 4
  %15 = fcmp ogt float %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load float, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load float, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi float [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi float [ %11, %10 ], [ %21, %20 ]
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @min_f64(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp olt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @max_f64(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fcmp ogt double %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ]
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @clamp_f64(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fcmp olt double %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load double, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %6, align 8
  %15 = fcmp ogt double %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load double, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load double, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi double [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi double [ %11, %10 ], [ %21, %20 ]
  ret double %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pick_pt(i32 noundef %0, i64 %1, i64 %2) #0 {
  %4 = alloca %struct.pt, align 4
  %5 = alloca %struct.pt, align 4
  %6 = alloca %struct.pt, align 4
  %7 = alloca i32, align 4
  store i64 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 4
  store i32 %0, ptr %7, align 4
  %8 = load i32, ptr %7, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 8, i1 false)
  br label %12

11:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %6, i64 8, i1 false)
  br label %12

12:                                               ; preds = %11, %10
  %13 = load i64, ptr %4, align 4
  ret i64 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick_str(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %17

6:                                                ; preds = %1
  %7 = load i64, ptr %2, align 8
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %6
  br label %15

10:                                               ; preds = %6
  %11 = load i64, ptr %2, align 8
  %12 = icmp slt i64 %11, 100
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, ptr @.str.17, ptr @.str.18
  br label %15

15:                                               ; preds = %10, %9
  %16 = phi ptr [ @.str.16, %9 ], [ %14, %10 ]
  br label %17

17:                                               ; preds = %15, %5
  %18 = phi ptr [ @.str.15, %5 ], [ %16, %15 ]
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_chain(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp sgt i32 %7, %8
  br i1 %9, label %10, label %28

10:                                               ; preds = %3
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  br label %26

16:                                               ; preds = %10
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp sgt i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  br label %24

22:                                               ; preds = %16
  %23 = load i32, ptr %4, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  br label %26

26:                                               ; preds = %24, %14
  %27 = phi i32 [ %15, %14 ], [ %25, %24 ]
  br label %46

28:                                               ; preds = %3
  %29 = load i32, ptr %4, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp sgt i32 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  %33 = load i32, ptr %4, align 4
  br label %44

34:                                               ; preds = %28
  %35 = load i32, ptr %5, align 4
  %36 = load i32, ptr %6, align 4
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %34
  %39 = load i32, ptr %6, align 4
  br label %42

40:                                               ; preds = %34
  %41 = load i32, ptr %5, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  br label %44

44:                                               ; preds = %42, %32
  %45 = phi i32 [ %33, %32 ], [ %43, %42 ]
  br label %46

46:                                               ; preds = %44, %26
  %47 = phi i32 [ %27, %26 ], [ %45, %44 ]
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pick_i64(i32 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load i64, ptr %5, align 8
  br label %13

11:                                               ; preds = %3
  %12 = load i64, ptr %6, align 8
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i64 [ %10, %9 ], [ %12, %11 ]
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
