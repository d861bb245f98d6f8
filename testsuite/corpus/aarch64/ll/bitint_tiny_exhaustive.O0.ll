; ModuleID = 'programs/bitint_tiny_exhaustive.c'
source_filename = "programs/bitint_tiny_exhaustive.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"sizes: u1=%zu s2=%zu s3=%zu u5=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"u1 %d,%d: add=%d mul=%d not=%d lt=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"u1 from 2,3,-1: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"s2 %2d:\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" +%d=%2d\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c" /%d=%2d %%%d=%2d\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" >>1=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"s3 hash %016llx\0A\00", align 1
@h = internal global i64 1469598103934665603, align 8
@.str.8 = private unnamed_addr constant [36 x i8] c"s3 row -4: mul3=%d div3=%d rem3=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"u5 hash %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"u5 samples: %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1)
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %48, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 2
  br i1 %14, label %15, label %51

15:                                               ; preds = %12
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %44, %15
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 2
  br i1 %18, label %19, label %47

19:                                               ; preds = %16
  %20 = load i32, ptr %2, align 4
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %2, align 4
  %23 = trunc i32 %22 to i1
  %24 = load i32, ptr %3, align 4
  %25 = trunc i32 %24 to i1
  %26 = call i1 @u1_add(i1 noundef %23, i1 noundef %25)
  %27 = zext i1 %26 to i32
  %28 = load i32, ptr %2, align 4
  %29 = trunc i32 %28 to i1
  %30 = load i32, ptr %3, align 4
  %31 = trunc i32 %30 to i1
  %32 = call i1 @u1_mul(i1 noundef %29, i1 noundef %31)
  %33 = zext i1 %32 to i32
  %34 = load i32, ptr %2, align 4
  %35 = trunc i32 %34 to i1
  %36 = call i1 @u1_not(i1 noundef %35)
  %37 = zext i1 %36 to i32
  %38 = load i32, ptr %2, align 4
  %39 = trunc i32 %38 to i1
  %40 = load i32, ptr %3, align 4
  %41 = trunc i32 %40 to i1
  %42 = call i32 @u1_lt(i1 noundef %39, i1 noundef %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20, i32 noundef %21, i32 noundef %27, i32 noundef %33, i32 noundef %37, i32 noundef %42)
  br label %44

44:                                               ; preds = %19
  %45 = load i32, ptr %3, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %3, align 4
  br label %16, !llvm.loop !6

47:                                               ; preds = %16
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %2, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %2, align 4
  br label %12, !llvm.loop !8

51:                                               ; preds = %12
  %52 = call i1 @u1_from(i32 noundef 2)
  %53 = zext i1 %52 to i32
  %54 = call i1 @u1_from(i32 noundef 3)
  %55 = zext i1 %54 to i32
  %56 = call i1 @u1_from(i32 noundef -1)
  %57 = zext i1 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %53, i32 noundef %55, i32 noundef %57)
  store i32 -2, ptr %4, align 4
  br label %59

59:                                               ; preds = %111, %51
  %60 = load i32, ptr %4, align 4
  %61 = icmp slt i32 %60, 2
  br i1 %61, label %62, label %114

62:                                               ; preds = %59
  %63 = load i32, ptr %4, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %63)
  store i32 -2, ptr %5, align 4
  br label %65

65:                                               ; preds = %102, %62
  %66 = load i32, ptr %5, align 4
  %67 = icmp slt i32 %66, 2
  br i1 %67, label %68, label %105

68:                                               ; preds = %65
  %69 = load i32, ptr %5, align 4
  %70 = load i32, ptr %4, align 4
  %71 = trunc i32 %70 to i2
  %72 = load i32, ptr %5, align 4
  %73 = trunc i32 %72 to i2
  %74 = call i2 @s2_wadd(i2 noundef %71, i2 noundef %73)
  %75 = call i32 @s2_to_int(i2 noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %69, i32 noundef %75)
  %77 = load i32, ptr %5, align 4
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %101

79:                                               ; preds = %68
  %80 = load i32, ptr %4, align 4
  %81 = icmp eq i32 %80, -2
  br i1 %81, label %82, label %85

82:                                               ; preds = %79
  %83 = load i32, ptr %5, align 4
  %84 = icmp eq i32 %83, -1
  br i1 %84, label %101, label %85

85:                                               ; preds = %82, %79
  %86 = load i32, ptr %5, align 4
  %87 = load i32, ptr %4, align 4
  %88 = trunc i32 %87 to i2
  %89 = load i32, ptr %5, align 4
  %90 = trunc i32 %89 to i2
  %91 = call i2 @s2_div(i2 noundef %88, i2 noundef %90)
  %92 = call i32 @s2_to_int(i2 noundef %91)
  %93 = load i32, ptr %5, align 4
  %94 = load i32, ptr %4, align 4
  %95 = trunc i32 %94 to i2
  %96 = load i32, ptr %5, align 4
  %97 = trunc i32 %96 to i2
  %98 = call i2 @s2_rem(i2 noundef %95, i2 noundef %97)
  %99 = call i32 @s2_to_int(i2 noundef %98)
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %86, i32 noundef %92, i32 noundef %93, i32 noundef %99)
  br label %101

101:                                              ; preds = %85, %82, %68
  br label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %5, align 4
  br label %65, !llvm.loop !9

105:                                              ; preds = %65
  %106 = load i32, ptr %4, align 4
  %107 = trunc i32 %106 to i2
  %108 = call i2 @s2_ashr(i2 noundef %107, i32 noundef 1)
  %109 = call i32 @s2_to_int(i2 noundef %108)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %109)
  br label %111

111:                                              ; preds = %105
  %112 = load i32, ptr %4, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %4, align 4
  br label %59, !llvm.loop !10

114:                                              ; preds = %59
  store i32 -4, ptr %6, align 4
  br label %115

115:                                              ; preds = %161, %114
  %116 = load i32, ptr %6, align 4
  %117 = icmp slt i32 %116, 4
  br i1 %117, label %118, label %164

118:                                              ; preds = %115
  store i32 -4, ptr %7, align 4
  br label %119

119:                                              ; preds = %157, %118
  %120 = load i32, ptr %7, align 4
  %121 = icmp slt i32 %120, 4
  br i1 %121, label %122, label %160

122:                                              ; preds = %119
  %123 = load i32, ptr %6, align 4
  %124 = trunc i32 %123 to i3
  %125 = load i32, ptr %7, align 4
  %126 = trunc i32 %125 to i3
  %127 = call i3 @s3_wmul(i3 noundef %124, i3 noundef %126)
  %128 = sext i3 %127 to i64
  call void @mix(i64 noundef %128)
  %129 = load i32, ptr %6, align 4
  %130 = trunc i32 %129 to i3
  %131 = load i32, ptr %7, align 4
  %132 = trunc i32 %131 to i3
  %133 = call i32 @s3_cmp(i3 noundef %130, i3 noundef %132)
  %134 = sext i32 %133 to i64
  call void @mix(i64 noundef %134)
  %135 = load i32, ptr %7, align 4
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %137, label %156

137:                                              ; preds = %122
  %138 = load i32, ptr %6, align 4
  %139 = icmp eq i32 %138, -4
  br i1 %139, label %140, label %143

140:                                              ; preds = %137
  %141 = load i32, ptr %7, align 4
  %142 = icmp eq i32 %141, -1
  br i1 %142, label %156, label %143

143:                                              ; preds = %140, %137
  %144 = load i32, ptr %6, align 4
  %145 = trunc i32 %144 to i3
  %146 = load i32, ptr %7, align 4
  %147 = trunc i32 %146 to i3
  %148 = call i3 @s3_div(i3 noundef %145, i3 noundef %147)
  %149 = sext i3 %148 to i64
  call void @mix(i64 noundef %149)
  %150 = load i32, ptr %6, align 4
  %151 = trunc i32 %150 to i3
  %152 = load i32, ptr %7, align 4
  %153 = trunc i32 %152 to i3
  %154 = call i3 @s3_rem(i3 noundef %151, i3 noundef %153)
  %155 = sext i3 %154 to i64
  call void @mix(i64 noundef %155)
  br label %156

156:                                              ; preds = %143, %140, %122
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %7, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %7, align 4
  br label %119, !llvm.loop !11

160:                                              ; preds = %119
  br label %161

161:                                              ; preds = %160
  %162 = load i32, ptr %6, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %6, align 4
  br label %115, !llvm.loop !12

164:                                              ; preds = %115
  %165 = load i64, ptr @h, align 8
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %165)
  %167 = call i3 @s3_wmul(i3 noundef -4, i3 noundef 3)
  %168 = sext i3 %167 to i32
  %169 = call i3 @s3_div(i3 noundef -4, i3 noundef 3)
  %170 = sext i3 %169 to i32
  %171 = call i3 @s3_rem(i3 noundef -4, i3 noundef 3)
  %172 = sext i3 %171 to i32
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %168, i32 noundef %170, i32 noundef %172)
  store i32 0, ptr %8, align 4
  br label %174

174:                                              ; preds = %201, %164
  %175 = load i32, ptr %8, align 4
  %176 = icmp slt i32 %175, 32
  br i1 %176, label %177, label %204

177:                                              ; preds = %174
  store i32 0, ptr %9, align 4
  br label %178

178:                                              ; preds = %197, %177
  %179 = load i32, ptr %9, align 4
  %180 = icmp slt i32 %179, 32
  br i1 %180, label %181, label %200

181:                                              ; preds = %178
  store i32 0, ptr %10, align 4
  br label %182

182:                                              ; preds = %193, %181
  %183 = load i32, ptr %10, align 4
  %184 = icmp slt i32 %183, 5
  br i1 %184, label %185, label %196

185:                                              ; preds = %182
  %186 = load i32, ptr %8, align 4
  %187 = trunc i32 %186 to i5
  %188 = load i32, ptr %9, align 4
  %189 = trunc i32 %188 to i5
  %190 = load i32, ptr %10, align 4
  %191 = call i5 @u5_ops(i5 noundef %187, i5 noundef %189, i32 noundef %190)
  %192 = zext i5 %191 to i64
  call void @mix(i64 noundef %192)
  br label %193

193:                                              ; preds = %185
  %194 = load i32, ptr %10, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %10, align 4
  br label %182, !llvm.loop !13

196:                                              ; preds = %182
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %9, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %9, align 4
  br label %178, !llvm.loop !14

200:                                              ; preds = %178
  br label %201

201:                                              ; preds = %200
  %202 = load i32, ptr %8, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %8, align 4
  br label %174, !llvm.loop !15

204:                                              ; preds = %174
  %205 = load i64, ptr @h, align 8
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %205)
  %207 = call i5 @u5_ops(i5 noundef -1, i5 noundef -1, i32 noundef 4)
  %208 = zext i5 %207 to i32
  %209 = call i5 @u5_ops(i5 noundef -15, i5 noundef 3, i32 noundef 2)
  %210 = zext i5 %209 to i32
  %211 = call i5 @u5_ops(i5 noundef 0, i5 noundef -2, i32 noundef 1)
  %212 = zext i5 %211 to i32
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %208, i32 noundef %210, i32 noundef %212)
  %214 = load i64, ptr @h, align 8
  %215 = urem i64 %214, 128
  %216 = trunc i64 %215 to i32
  ret i32 %216
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @u1_add(i1 noundef %0, i1 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = zext i1 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = zext i1 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i1
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i1
  %11 = add i1 %8, %10
  ret i1 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @u1_mul(i1 noundef %0, i1 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = zext i1 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = zext i1 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i1
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i1
  %11 = mul i1 %8, %10
  ret i1 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @u1_not(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = xor i1 %5, true
  ret i1 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u1_lt(i1 noundef %0, i1 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = zext i1 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = zext i1 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i1
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i1
  %11 = icmp ult i1 %8, %10
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @u1_from(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = trunc i32 %3 to i1
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @s2_to_int(i2 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i2 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i2
  %6 = sext i2 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i2 @s2_wadd(i2 noundef %0, i2 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i2 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i2 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i2
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i2
  %11 = add i2 %8, %10
  ret i2 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i2 @s2_div(i2 noundef %0, i2 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i2 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i2 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i2
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i2
  %11 = sdiv i2 %8, %10
  ret i2 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i2 @s2_rem(i2 noundef %0, i2 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i2 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i2 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i2
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i2
  %11 = srem i2 %8, %10
  ret i2 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i2 @s2_ashr(i2 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = sext i2 %0 to i8
  store i8 %5, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %6 = load i8, ptr %3, align 1
  %7 = trunc i8 %6 to i2
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i2
  %10 = ashr i2 %7, %9
  ret i2 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr @h, align 8
  %4 = load i64, ptr %2, align 8
  %5 = xor i64 %3, %4
  %6 = mul i64 %5, 1099511628211
  store i64 %6, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i3 @s3_wmul(i3 noundef %0, i3 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i3 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i3 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i3
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i3
  %11 = mul i3 %8, %10
  ret i3 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @s3_cmp(i3 noundef %0, i3 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i3 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i3 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i3
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i3
  %11 = icmp slt i3 %8, %10
  %12 = zext i1 %11 to i32
  %13 = mul nsw i32 %12, 4
  %14 = load i8, ptr %3, align 1
  %15 = trunc i8 %14 to i3
  %16 = load i8, ptr %4, align 1
  %17 = trunc i8 %16 to i3
  %18 = icmp eq i3 %15, %17
  %19 = zext i1 %18 to i32
  %20 = mul nsw i32 %19, 2
  %21 = add nsw i32 %13, %20
  %22 = load i8, ptr %3, align 1
  %23 = trunc i8 %22 to i3
  %24 = load i8, ptr %4, align 1
  %25 = trunc i8 %24 to i3
  %26 = icmp sgt i3 %23, %25
  %27 = zext i1 %26 to i32
  %28 = add nsw i32 %21, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i3 @s3_div(i3 noundef %0, i3 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i3 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i3 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i3
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i3
  %11 = sdiv i3 %8, %10
  ret i3 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i3 @s3_rem(i3 noundef %0, i3 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i3 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i3 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i3
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i3
  %11 = srem i3 %8, %10
  ret i3 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i5 @u5_ops(i5 noundef %0, i5 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = zext i5 %0 to i8
  store i8 %7, ptr %4, align 1
  %8 = zext i5 %1 to i8
  store i8 %8, ptr %5, align 1
  store i32 %2, ptr %6, align 4
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i5
  %11 = load i8, ptr %5, align 1
  %12 = trunc i8 %11 to i5
  %13 = mul i5 %10, %12
  %14 = load i8, ptr %4, align 1
  %15 = trunc i8 %14 to i5
  %16 = load i8, ptr %5, align 1
  %17 = trunc i8 %16 to i5
  %18 = sub i5 %15, %17
  %19 = xor i5 %13, %18
  %20 = load i8, ptr %4, align 1
  %21 = trunc i8 %20 to i5
  %22 = load i32, ptr %6, align 4
  %23 = trunc i32 %22 to i5
  %24 = shl i5 %21, %23
  %25 = xor i5 %19, %24
  %26 = load i8, ptr %4, align 1
  %27 = trunc i8 %26 to i5
  %28 = load i32, ptr %6, align 4
  %29 = trunc i32 %28 to i5
  %30 = lshr i5 %27, %29
  %31 = xor i5 %25, %30
  %32 = load i8, ptr %5, align 1
  %33 = trunc i8 %32 to i5
  %34 = zext i5 %33 to i32
  %35 = load i8, ptr %4, align 1
  %36 = trunc i8 %35 to i5
  %37 = zext i5 %36 to i32
  %38 = or i32 %37, 1
  %39 = sdiv i32 %34, %38
  %40 = trunc i32 %39 to i5
  %41 = xor i5 %31, %40
  %42 = load i8, ptr %5, align 1
  %43 = trunc i8 %42 to i5
  %44 = zext i5 %43 to i32
  %45 = load i8, ptr %4, align 1
  %46 = trunc i8 %45 to i5
  %47 = zext i5 %46 to i32
  %48 = or i32 %47, 1
  %49 = srem i32 %44, %48
  %50 = trunc i32 %49 to i5
  %51 = xor i5 %41, %50
  ret i5 %51
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
