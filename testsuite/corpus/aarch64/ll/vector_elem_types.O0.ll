; ModuleID = 'programs/vector_elem_types.c'
source_filename = "programs/vector_elem_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.tests = private unnamed_addr constant [21 x ptr] [ptr @i8x4, ptr @i8x8, ptr @i8x16, ptr @i8x32, ptr @i16x4, ptr @i16x8, ptr @i16x16, ptr @i32x2, ptr @i32x4, ptr @i32x8, ptr @i32x16, ptr @i64x2, ptr @i64x4, ptr @i64x8, ptr @f32x2, ptr @f32x4, ptr @f32x8, ptr @f32x16, ptr @f64x2, ptr @f64x4, ptr @conversions], align 8
@.str = private unnamed_addr constant [5 x i8] c"i8x4\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"i8x8\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"i8x16\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"i8x32\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"i16x4\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"i16x8\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"i16x16\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"i32x2\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"i32x4\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"i32x8\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"i32x16\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"i64x2\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"i64x4\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"i64x8\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"f32x2\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"f32x4\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"f32x8\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"f32x16\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"f64x2\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"f64x4\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"conversions\00", align 1
@__const.main.names = private unnamed_addr constant [21 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 8
@.str.21 = private unnamed_addr constant [15 x i8] c"%-12s %016llx\0A\00", align 1
@hash = internal global i64 -3750763034362895579, align 8
@rng = internal global i64 -7046029254386353131, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [21 x ptr], align 8
  %3 = alloca [21 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.tests, i64 168, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.names, i64 168, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %29, %0
  %7 = load i32, ptr %4, align 4
  %8 = zext i32 %7 to i64
  %9 = icmp ult i64 %8, 21
  br i1 %9, label %10, label %32

10:                                               ; preds = %6
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %19, %10
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %12, 20
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [21 x ptr], ptr %2, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  call void %18()
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  br label %11, !llvm.loop !6

22:                                               ; preds = %11
  %23 = load i32, ptr %4, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [21 x ptr], ptr %3, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  %27 = load i64, ptr @hash, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %26, i64 noundef %27)
  br label %29

29:                                               ; preds = %22
  %30 = load i32, ptr %4, align 4
  %31 = add i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %6, !llvm.loop !8

32:                                               ; preds = %6
  %33 = load i64, ptr @hash, align 8
  %34 = and i64 %33, 63
  %35 = trunc i64 %34 to i32
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x4() #0 {
  %1 = alloca <4 x i8>, align 4
  %2 = alloca <4 x i8>, align 4
  %3 = alloca <4 x i8>, align 4
  %4 = alloca <4 x i8>, align 4
  %5 = alloca i32, align 4
  %6 = alloca <4 x i8>, align 4
  %7 = alloca <4 x i8>, align 4
  %8 = alloca <4 x i8>, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x i8>, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i8
  %21 = load i32, ptr %5, align 4
  %22 = load <4 x i8>, ptr %1, align 4
  %23 = insertelement <4 x i8> %22, i8 %20, i32 %21
  store <4 x i8> %23, ptr %1, align 4
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i8
  %26 = load i32, ptr %5, align 4
  %27 = load <4 x i8>, ptr %2, align 4
  %28 = insertelement <4 x i8> %27, i8 %25, i32 %26
  store <4 x i8> %28, ptr %2, align 4
  %29 = call i64 @next()
  %30 = urem i64 %29, 8
  %31 = trunc i64 %30 to i8
  %32 = load i32, ptr %5, align 4
  %33 = load <4 x i8>, ptr %3, align 4
  %34 = insertelement <4 x i8> %33, i8 %31, i32 %32
  store <4 x i8> %34, ptr %3, align 4
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !9

38:                                               ; preds = %15
  %39 = load <4 x i8>, ptr %1, align 4
  %40 = extractelement <4 x i8> %39, i32 1
  %41 = load <4 x i8>, ptr %2, align 4
  %42 = insertelement <4 x i8> %41, i8 %40, i32 1
  store <4 x i8> %42, ptr %2, align 4
  %43 = load <4 x i8>, ptr %2, align 4
  %44 = or <4 x i8> %43, <i8 1, i8 1, i8 1, i8 1>
  store <4 x i8> %44, ptr %6, align 4
  %45 = load <4 x i8>, ptr %6, align 4
  %46 = lshr <4 x i8> %45, <i8 1, i8 1, i8 1, i8 1>
  %47 = or <4 x i8> %46, <i8 1, i8 1, i8 1, i8 1>
  store <4 x i8> %47, ptr %7, align 4
  %48 = load <4 x i8>, ptr %1, align 4
  %49 = load <4 x i8>, ptr %2, align 4
  %50 = add <4 x i8> %48, %49
  store <4 x i8> %50, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %51 = load <4 x i8>, ptr %1, align 4
  %52 = load <4 x i8>, ptr %2, align 4
  %53 = sub <4 x i8> %51, %52
  store <4 x i8> %53, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %54 = load <4 x i8>, ptr %1, align 4
  %55 = load <4 x i8>, ptr %2, align 4
  %56 = mul <4 x i8> %54, %55
  store <4 x i8> %56, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %57 = load <4 x i8>, ptr %1, align 4
  %58 = load <4 x i8>, ptr %7, align 4
  %59 = sdiv <4 x i8> %57, %58
  store <4 x i8> %59, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %60 = load <4 x i8>, ptr %1, align 4
  %61 = load <4 x i8>, ptr %7, align 4
  %62 = srem <4 x i8> %60, %61
  store <4 x i8> %62, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %63 = load <4 x i8>, ptr %1, align 4
  %64 = load <4 x i8>, ptr %6, align 4
  %65 = udiv <4 x i8> %63, %64
  store <4 x i8> %65, ptr %8, align 4
  call void @mix(ptr noundef %8, i64 noundef 4)
  %66 = load <4 x i8>, ptr %1, align 4
  %67 = load <4 x i8>, ptr %6, align 4
  %68 = urem <4 x i8> %66, %67
  store <4 x i8> %68, ptr %8, align 4
  call void @mix(ptr noundef %8, i64 noundef 4)
  %69 = load <4 x i8>, ptr %1, align 4
  %70 = load <4 x i8>, ptr %2, align 4
  %71 = and <4 x i8> %69, %70
  store <4 x i8> %71, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %72 = load <4 x i8>, ptr %1, align 4
  %73 = load <4 x i8>, ptr %2, align 4
  %74 = or <4 x i8> %72, %73
  store <4 x i8> %74, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %75 = load <4 x i8>, ptr %1, align 4
  %76 = load <4 x i8>, ptr %2, align 4
  %77 = xor <4 x i8> %75, %76
  store <4 x i8> %77, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %78 = load <4 x i8>, ptr %1, align 4
  %79 = xor <4 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1>
  store <4 x i8> %79, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %80 = load <4 x i8>, ptr %1, align 4
  %81 = sub <4 x i8> zeroinitializer, %80
  store <4 x i8> %81, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %82 = load <4 x i8>, ptr %1, align 4
  %83 = load <4 x i8>, ptr %3, align 4
  %84 = shl <4 x i8> %82, %83
  store <4 x i8> %84, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %85 = load <4 x i8>, ptr %1, align 4
  %86 = load <4 x i8>, ptr %3, align 4
  %87 = ashr <4 x i8> %85, %86
  store <4 x i8> %87, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %88 = load <4 x i8>, ptr %1, align 4
  %89 = load <4 x i8>, ptr %3, align 4
  %90 = lshr <4 x i8> %88, %89
  store <4 x i8> %90, ptr %8, align 4
  call void @mix(ptr noundef %8, i64 noundef 4)
  %91 = call i64 @next()
  %92 = urem i64 %91, 8
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <4 x i8>, ptr %1, align 4
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <4 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> zeroinitializer
  %98 = trunc <4 x i32> %97 to <4 x i8>
  %99 = shl <4 x i8> %94, %98
  store <4 x i8> %99, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %100 = load <4 x i8>, ptr %1, align 4
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <4 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> zeroinitializer
  %104 = trunc <4 x i32> %103 to <4 x i8>
  %105 = ashr <4 x i8> %100, %104
  store <4 x i8> %105, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %106 = load <4 x i8>, ptr %1, align 4
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <4 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer
  %110 = trunc <4 x i32> %109 to <4 x i8>
  %111 = lshr <4 x i8> %106, %110
  store <4 x i8> %111, ptr %8, align 4
  call void @mix(ptr noundef %8, i64 noundef 4)
  %112 = load <4 x i8>, ptr %1, align 4
  %113 = ashr <4 x i8> %112, <i8 7, i8 7, i8 7, i8 7>
  store <4 x i8> %113, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %114 = load <4 x i8>, ptr %1, align 4
  %115 = add <4 x i8> %114, <i8 3, i8 3, i8 3, i8 3>
  store <4 x i8> %115, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %116 = load <4 x i8>, ptr %1, align 4
  %117 = sub <4 x i8> <i8 100, i8 100, i8 100, i8 100>, %116
  store <4 x i8> %117, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %118 = load <4 x i8>, ptr %1, align 4
  %119 = load <4 x i8>, ptr %2, align 4
  %120 = icmp eq <4 x i8> %118, %119
  %121 = sext <4 x i1> %120 to <4 x i8>
  store <4 x i8> %121, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %122 = load <4 x i8>, ptr %1, align 4
  %123 = load <4 x i8>, ptr %2, align 4
  %124 = icmp ne <4 x i8> %122, %123
  %125 = sext <4 x i1> %124 to <4 x i8>
  store <4 x i8> %125, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %126 = load <4 x i8>, ptr %1, align 4
  %127 = load <4 x i8>, ptr %2, align 4
  %128 = icmp slt <4 x i8> %126, %127
  %129 = sext <4 x i1> %128 to <4 x i8>
  store <4 x i8> %129, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %130 = load <4 x i8>, ptr %1, align 4
  %131 = load <4 x i8>, ptr %2, align 4
  %132 = icmp sle <4 x i8> %130, %131
  %133 = sext <4 x i1> %132 to <4 x i8>
  store <4 x i8> %133, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %134 = load <4 x i8>, ptr %1, align 4
  %135 = load <4 x i8>, ptr %2, align 4
  %136 = icmp sgt <4 x i8> %134, %135
  %137 = sext <4 x i1> %136 to <4 x i8>
  store <4 x i8> %137, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %138 = load <4 x i8>, ptr %1, align 4
  %139 = load <4 x i8>, ptr %2, align 4
  %140 = icmp sge <4 x i8> %138, %139
  %141 = sext <4 x i1> %140 to <4 x i8>
  store <4 x i8> %141, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %142 = load <4 x i8>, ptr %1, align 4
  %143 = load <4 x i8>, ptr %2, align 4
  %144 = icmp ult <4 x i8> %142, %143
  %145 = sext <4 x i1> %144 to <4 x i8>
  store <4 x i8> %145, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %146 = load <4 x i8>, ptr %1, align 4
  %147 = load <4 x i8>, ptr %2, align 4
  %148 = icmp uge <4 x i8> %146, %147
  %149 = sext <4 x i1> %148 to <4 x i8>
  store <4 x i8> %149, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %150 = load <4 x i8>, ptr %1, align 4
  %151 = load <4 x i8>, ptr %2, align 4
  %152 = icmp sgt <4 x i8> %150, %151
  %153 = sext <4 x i1> %152 to <4 x i8>
  store <4 x i8> %153, ptr %10, align 4
  %154 = load <4 x i8>, ptr %1, align 4
  %155 = load <4 x i8>, ptr %10, align 4
  %156 = and <4 x i8> %154, %155
  %157 = load <4 x i8>, ptr %2, align 4
  %158 = load <4 x i8>, ptr %10, align 4
  %159 = xor <4 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1>
  %160 = and <4 x i8> %157, %159
  %161 = or <4 x i8> %156, %160
  store <4 x i8> %161, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  %162 = call i64 @next()
  %163 = urem i64 %162, 4
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <4 x i8>, ptr %1, align 4
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <4 x i8> %165, i32 %166
  store i8 %167, ptr %12, align 1
  call void @mix(ptr noundef %12, i64 noundef 1)
  %168 = load <4 x i8>, ptr %1, align 4
  store <4 x i8> %168, ptr %4, align 4
  %169 = load <4 x i8>, ptr %2, align 4
  %170 = extractelement <4 x i8> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <4 x i8>, ptr %4, align 4
  %173 = insertelement <4 x i8> %172, i8 %170, i32 %171
  store <4 x i8> %173, ptr %4, align 4
  %174 = load <4 x i8>, ptr %4, align 4
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 3, %175
  %177 = extractelement <4 x i8> %174, i32 %176
  %178 = zext i8 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i8
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 3, %181
  %183 = load <4 x i8>, ptr %4, align 4
  %184 = insertelement <4 x i8> %183, i8 %180, i32 %182
  store <4 x i8> %184, ptr %4, align 4
  call void @mix(ptr noundef %4, i64 noundef 4)
  store i8 0, ptr %13, align 1
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 4
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <4 x i8>, ptr %1, align 4
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <4 x i8> %189, i32 %190
  %192 = sext i8 %191 to i32
  %193 = load <4 x i8>, ptr %2, align 4
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <4 x i8> %193, i32 %194
  %196 = sext i8 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i8
  %199 = zext i8 %198 to i32
  %200 = load i8, ptr %13, align 1
  %201 = zext i8 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %13, align 1
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !10

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x8() #0 {
  %1 = alloca <8 x i8>, align 8
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  %5 = alloca i32, align 4
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  %8 = alloca <8 x i8>, align 8
  %9 = alloca i32, align 4
  %10 = alloca <8 x i8>, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i8
  %21 = load i32, ptr %5, align 4
  %22 = load <8 x i8>, ptr %1, align 8
  %23 = insertelement <8 x i8> %22, i8 %20, i32 %21
  store <8 x i8> %23, ptr %1, align 8
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i8
  %26 = load i32, ptr %5, align 4
  %27 = load <8 x i8>, ptr %2, align 8
  %28 = insertelement <8 x i8> %27, i8 %25, i32 %26
  store <8 x i8> %28, ptr %2, align 8
  %29 = call i64 @next()
  %30 = urem i64 %29, 8
  %31 = trunc i64 %30 to i8
  %32 = load i32, ptr %5, align 4
  %33 = load <8 x i8>, ptr %3, align 8
  %34 = insertelement <8 x i8> %33, i8 %31, i32 %32
  store <8 x i8> %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !11

38:                                               ; preds = %15
  %39 = load <8 x i8>, ptr %1, align 8
  %40 = extractelement <8 x i8> %39, i32 1
  %41 = load <8 x i8>, ptr %2, align 8
  %42 = insertelement <8 x i8> %41, i8 %40, i32 1
  store <8 x i8> %42, ptr %2, align 8
  %43 = load <8 x i8>, ptr %2, align 8
  %44 = or <8 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <8 x i8> %44, ptr %6, align 8
  %45 = load <8 x i8>, ptr %6, align 8
  %46 = lshr <8 x i8> %45, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %47 = or <8 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <8 x i8> %47, ptr %7, align 8
  %48 = load <8 x i8>, ptr %1, align 8
  %49 = load <8 x i8>, ptr %2, align 8
  %50 = add <8 x i8> %48, %49
  store <8 x i8> %50, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %51 = load <8 x i8>, ptr %1, align 8
  %52 = load <8 x i8>, ptr %2, align 8
  %53 = sub <8 x i8> %51, %52
  store <8 x i8> %53, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %54 = load <8 x i8>, ptr %1, align 8
  %55 = load <8 x i8>, ptr %2, align 8
  %56 = mul <8 x i8> %54, %55
  store <8 x i8> %56, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %57 = load <8 x i8>, ptr %1, align 8
  %58 = load <8 x i8>, ptr %7, align 8
  %59 = sdiv <8 x i8> %57, %58
  store <8 x i8> %59, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %60 = load <8 x i8>, ptr %1, align 8
  %61 = load <8 x i8>, ptr %7, align 8
  %62 = srem <8 x i8> %60, %61
  store <8 x i8> %62, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %63 = load <8 x i8>, ptr %1, align 8
  %64 = load <8 x i8>, ptr %6, align 8
  %65 = udiv <8 x i8> %63, %64
  store <8 x i8> %65, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %66 = load <8 x i8>, ptr %1, align 8
  %67 = load <8 x i8>, ptr %6, align 8
  %68 = urem <8 x i8> %66, %67
  store <8 x i8> %68, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %69 = load <8 x i8>, ptr %1, align 8
  %70 = load <8 x i8>, ptr %2, align 8
  %71 = and <8 x i8> %69, %70
  store <8 x i8> %71, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %72 = load <8 x i8>, ptr %1, align 8
  %73 = load <8 x i8>, ptr %2, align 8
  %74 = or <8 x i8> %72, %73
  store <8 x i8> %74, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %75 = load <8 x i8>, ptr %1, align 8
  %76 = load <8 x i8>, ptr %2, align 8
  %77 = xor <8 x i8> %75, %76
  store <8 x i8> %77, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %78 = load <8 x i8>, ptr %1, align 8
  %79 = xor <8 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  store <8 x i8> %79, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %80 = load <8 x i8>, ptr %1, align 8
  %81 = sub <8 x i8> zeroinitializer, %80
  store <8 x i8> %81, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %82 = load <8 x i8>, ptr %1, align 8
  %83 = load <8 x i8>, ptr %3, align 8
  %84 = shl <8 x i8> %82, %83
  store <8 x i8> %84, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %85 = load <8 x i8>, ptr %1, align 8
  %86 = load <8 x i8>, ptr %3, align 8
  %87 = ashr <8 x i8> %85, %86
  store <8 x i8> %87, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %88 = load <8 x i8>, ptr %1, align 8
  %89 = load <8 x i8>, ptr %3, align 8
  %90 = lshr <8 x i8> %88, %89
  store <8 x i8> %90, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %91 = call i64 @next()
  %92 = urem i64 %91, 8
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <8 x i8>, ptr %1, align 8
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer
  %98 = trunc <8 x i32> %97 to <8 x i8>
  %99 = shl <8 x i8> %94, %98
  store <8 x i8> %99, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %100 = load <8 x i8>, ptr %1, align 8
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <8 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <8 x i32> %102, <8 x i32> poison, <8 x i32> zeroinitializer
  %104 = trunc <8 x i32> %103 to <8 x i8>
  %105 = ashr <8 x i8> %100, %104
  store <8 x i8> %105, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %106 = load <8 x i8>, ptr %1, align 8
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <8 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <8 x i32> %108, <8 x i32> poison, <8 x i32> zeroinitializer
  %110 = trunc <8 x i32> %109 to <8 x i8>
  %111 = lshr <8 x i8> %106, %110
  store <8 x i8> %111, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %112 = load <8 x i8>, ptr %1, align 8
  %113 = ashr <8 x i8> %112, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <8 x i8> %113, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %114 = load <8 x i8>, ptr %1, align 8
  %115 = add <8 x i8> %114, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <8 x i8> %115, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %116 = load <8 x i8>, ptr %1, align 8
  %117 = sub <8 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>, %116
  store <8 x i8> %117, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %118 = load <8 x i8>, ptr %1, align 8
  %119 = load <8 x i8>, ptr %2, align 8
  %120 = icmp eq <8 x i8> %118, %119
  %121 = sext <8 x i1> %120 to <8 x i8>
  store <8 x i8> %121, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %122 = load <8 x i8>, ptr %1, align 8
  %123 = load <8 x i8>, ptr %2, align 8
  %124 = icmp ne <8 x i8> %122, %123
  %125 = sext <8 x i1> %124 to <8 x i8>
  store <8 x i8> %125, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %126 = load <8 x i8>, ptr %1, align 8
  %127 = load <8 x i8>, ptr %2, align 8
  %128 = icmp slt <8 x i8> %126, %127
  %129 = sext <8 x i1> %128 to <8 x i8>
  store <8 x i8> %129, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %130 = load <8 x i8>, ptr %1, align 8
  %131 = load <8 x i8>, ptr %2, align 8
  %132 = icmp sle <8 x i8> %130, %131
  %133 = sext <8 x i1> %132 to <8 x i8>
  store <8 x i8> %133, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %134 = load <8 x i8>, ptr %1, align 8
  %135 = load <8 x i8>, ptr %2, align 8
  %136 = icmp sgt <8 x i8> %134, %135
  %137 = sext <8 x i1> %136 to <8 x i8>
  store <8 x i8> %137, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %138 = load <8 x i8>, ptr %1, align 8
  %139 = load <8 x i8>, ptr %2, align 8
  %140 = icmp sge <8 x i8> %138, %139
  %141 = sext <8 x i1> %140 to <8 x i8>
  store <8 x i8> %141, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %142 = load <8 x i8>, ptr %1, align 8
  %143 = load <8 x i8>, ptr %2, align 8
  %144 = icmp ult <8 x i8> %142, %143
  %145 = sext <8 x i1> %144 to <8 x i8>
  store <8 x i8> %145, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %146 = load <8 x i8>, ptr %1, align 8
  %147 = load <8 x i8>, ptr %2, align 8
  %148 = icmp uge <8 x i8> %146, %147
  %149 = sext <8 x i1> %148 to <8 x i8>
  store <8 x i8> %149, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %150 = load <8 x i8>, ptr %1, align 8
  %151 = load <8 x i8>, ptr %2, align 8
  %152 = icmp sgt <8 x i8> %150, %151
  %153 = sext <8 x i1> %152 to <8 x i8>
  store <8 x i8> %153, ptr %10, align 8
  %154 = load <8 x i8>, ptr %1, align 8
  %155 = load <8 x i8>, ptr %10, align 8
  %156 = and <8 x i8> %154, %155
  %157 = load <8 x i8>, ptr %2, align 8
  %158 = load <8 x i8>, ptr %10, align 8
  %159 = xor <8 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %160 = and <8 x i8> %157, %159
  %161 = or <8 x i8> %156, %160
  store <8 x i8> %161, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %162 = call i64 @next()
  %163 = urem i64 %162, 8
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <8 x i8>, ptr %1, align 8
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <8 x i8> %165, i32 %166
  store i8 %167, ptr %12, align 1
  call void @mix(ptr noundef %12, i64 noundef 1)
  %168 = load <8 x i8>, ptr %1, align 8
  store <8 x i8> %168, ptr %4, align 8
  %169 = load <8 x i8>, ptr %2, align 8
  %170 = extractelement <8 x i8> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <8 x i8>, ptr %4, align 8
  %173 = insertelement <8 x i8> %172, i8 %170, i32 %171
  store <8 x i8> %173, ptr %4, align 8
  %174 = load <8 x i8>, ptr %4, align 8
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 7, %175
  %177 = extractelement <8 x i8> %174, i32 %176
  %178 = zext i8 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i8
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 7, %181
  %183 = load <8 x i8>, ptr %4, align 8
  %184 = insertelement <8 x i8> %183, i8 %180, i32 %182
  store <8 x i8> %184, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  store i8 0, ptr %13, align 1
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 8
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <8 x i8>, ptr %1, align 8
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <8 x i8> %189, i32 %190
  %192 = sext i8 %191 to i32
  %193 = load <8 x i8>, ptr %2, align 8
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <8 x i8> %193, i32 %194
  %196 = sext i8 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i8
  %199 = zext i8 %198 to i32
  %200 = load i8, ptr %13, align 1
  %201 = zext i8 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %13, align 1
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !12

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x16() #0 {
  %1 = alloca <16 x i8>, align 16
  %2 = alloca <16 x i8>, align 16
  %3 = alloca <16 x i8>, align 16
  %4 = alloca <16 x i8>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <16 x i8>, align 16
  %7 = alloca <16 x i8>, align 16
  %8 = alloca <16 x i8>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <16 x i8>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 16
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i8
  %21 = load i32, ptr %5, align 4
  %22 = load <16 x i8>, ptr %1, align 16
  %23 = insertelement <16 x i8> %22, i8 %20, i32 %21
  store <16 x i8> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i8
  %26 = load i32, ptr %5, align 4
  %27 = load <16 x i8>, ptr %2, align 16
  %28 = insertelement <16 x i8> %27, i8 %25, i32 %26
  store <16 x i8> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 8
  %31 = trunc i64 %30 to i8
  %32 = load i32, ptr %5, align 4
  %33 = load <16 x i8>, ptr %3, align 16
  %34 = insertelement <16 x i8> %33, i8 %31, i32 %32
  store <16 x i8> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !13

38:                                               ; preds = %15
  %39 = load <16 x i8>, ptr %1, align 16
  %40 = extractelement <16 x i8> %39, i32 1
  %41 = load <16 x i8>, ptr %2, align 16
  %42 = insertelement <16 x i8> %41, i8 %40, i32 1
  store <16 x i8> %42, ptr %2, align 16
  %43 = load <16 x i8>, ptr %2, align 16
  %44 = or <16 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <16 x i8> %44, ptr %6, align 16
  %45 = load <16 x i8>, ptr %6, align 16
  %46 = lshr <16 x i8> %45, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %47 = or <16 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <16 x i8> %47, ptr %7, align 16
  %48 = load <16 x i8>, ptr %1, align 16
  %49 = load <16 x i8>, ptr %2, align 16
  %50 = add <16 x i8> %48, %49
  store <16 x i8> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %51 = load <16 x i8>, ptr %1, align 16
  %52 = load <16 x i8>, ptr %2, align 16
  %53 = sub <16 x i8> %51, %52
  store <16 x i8> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %54 = load <16 x i8>, ptr %1, align 16
  %55 = load <16 x i8>, ptr %2, align 16
  %56 = mul <16 x i8> %54, %55
  store <16 x i8> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %57 = load <16 x i8>, ptr %1, align 16
  %58 = load <16 x i8>, ptr %7, align 16
  %59 = sdiv <16 x i8> %57, %58
  store <16 x i8> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %60 = load <16 x i8>, ptr %1, align 16
  %61 = load <16 x i8>, ptr %7, align 16
  %62 = srem <16 x i8> %60, %61
  store <16 x i8> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %63 = load <16 x i8>, ptr %1, align 16
  %64 = load <16 x i8>, ptr %6, align 16
  %65 = udiv <16 x i8> %63, %64
  store <16 x i8> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %66 = load <16 x i8>, ptr %1, align 16
  %67 = load <16 x i8>, ptr %6, align 16
  %68 = urem <16 x i8> %66, %67
  store <16 x i8> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %69 = load <16 x i8>, ptr %1, align 16
  %70 = load <16 x i8>, ptr %2, align 16
  %71 = and <16 x i8> %69, %70
  store <16 x i8> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %72 = load <16 x i8>, ptr %1, align 16
  %73 = load <16 x i8>, ptr %2, align 16
  %74 = or <16 x i8> %72, %73
  store <16 x i8> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %75 = load <16 x i8>, ptr %1, align 16
  %76 = load <16 x i8>, ptr %2, align 16
  %77 = xor <16 x i8> %75, %76
  store <16 x i8> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %78 = load <16 x i8>, ptr %1, align 16
  %79 = xor <16 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  store <16 x i8> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %80 = load <16 x i8>, ptr %1, align 16
  %81 = sub <16 x i8> zeroinitializer, %80
  store <16 x i8> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %82 = load <16 x i8>, ptr %1, align 16
  %83 = load <16 x i8>, ptr %3, align 16
  %84 = shl <16 x i8> %82, %83
  store <16 x i8> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %85 = load <16 x i8>, ptr %1, align 16
  %86 = load <16 x i8>, ptr %3, align 16
  %87 = ashr <16 x i8> %85, %86
  store <16 x i8> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %88 = load <16 x i8>, ptr %1, align 16
  %89 = load <16 x i8>, ptr %3, align 16
  %90 = lshr <16 x i8> %88, %89
  store <16 x i8> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %91 = call i64 @next()
  %92 = urem i64 %91, 8
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <16 x i8>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <16 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <16 x i32> %96, <16 x i32> poison, <16 x i32> zeroinitializer
  %98 = trunc <16 x i32> %97 to <16 x i8>
  %99 = shl <16 x i8> %94, %98
  store <16 x i8> %99, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %100 = load <16 x i8>, ptr %1, align 16
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <16 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <16 x i32> %102, <16 x i32> poison, <16 x i32> zeroinitializer
  %104 = trunc <16 x i32> %103 to <16 x i8>
  %105 = ashr <16 x i8> %100, %104
  store <16 x i8> %105, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %106 = load <16 x i8>, ptr %1, align 16
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <16 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <16 x i32> %108, <16 x i32> poison, <16 x i32> zeroinitializer
  %110 = trunc <16 x i32> %109 to <16 x i8>
  %111 = lshr <16 x i8> %106, %110
  store <16 x i8> %111, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %112 = load <16 x i8>, ptr %1, align 16
  %113 = ashr <16 x i8> %112, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <16 x i8> %113, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %114 = load <16 x i8>, ptr %1, align 16
  %115 = add <16 x i8> %114, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <16 x i8> %115, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %116 = load <16 x i8>, ptr %1, align 16
  %117 = sub <16 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>, %116
  store <16 x i8> %117, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %118 = load <16 x i8>, ptr %1, align 16
  %119 = load <16 x i8>, ptr %2, align 16
  %120 = icmp eq <16 x i8> %118, %119
  %121 = sext <16 x i1> %120 to <16 x i8>
  store <16 x i8> %121, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %122 = load <16 x i8>, ptr %1, align 16
  %123 = load <16 x i8>, ptr %2, align 16
  %124 = icmp ne <16 x i8> %122, %123
  %125 = sext <16 x i1> %124 to <16 x i8>
  store <16 x i8> %125, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %126 = load <16 x i8>, ptr %1, align 16
  %127 = load <16 x i8>, ptr %2, align 16
  %128 = icmp slt <16 x i8> %126, %127
  %129 = sext <16 x i1> %128 to <16 x i8>
  store <16 x i8> %129, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %130 = load <16 x i8>, ptr %1, align 16
  %131 = load <16 x i8>, ptr %2, align 16
  %132 = icmp sle <16 x i8> %130, %131
  %133 = sext <16 x i1> %132 to <16 x i8>
  store <16 x i8> %133, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %134 = load <16 x i8>, ptr %1, align 16
  %135 = load <16 x i8>, ptr %2, align 16
  %136 = icmp sgt <16 x i8> %134, %135
  %137 = sext <16 x i1> %136 to <16 x i8>
  store <16 x i8> %137, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %138 = load <16 x i8>, ptr %1, align 16
  %139 = load <16 x i8>, ptr %2, align 16
  %140 = icmp sge <16 x i8> %138, %139
  %141 = sext <16 x i1> %140 to <16 x i8>
  store <16 x i8> %141, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %142 = load <16 x i8>, ptr %1, align 16
  %143 = load <16 x i8>, ptr %2, align 16
  %144 = icmp ult <16 x i8> %142, %143
  %145 = sext <16 x i1> %144 to <16 x i8>
  store <16 x i8> %145, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %146 = load <16 x i8>, ptr %1, align 16
  %147 = load <16 x i8>, ptr %2, align 16
  %148 = icmp uge <16 x i8> %146, %147
  %149 = sext <16 x i1> %148 to <16 x i8>
  store <16 x i8> %149, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %150 = load <16 x i8>, ptr %1, align 16
  %151 = load <16 x i8>, ptr %2, align 16
  %152 = icmp sgt <16 x i8> %150, %151
  %153 = sext <16 x i1> %152 to <16 x i8>
  store <16 x i8> %153, ptr %10, align 16
  %154 = load <16 x i8>, ptr %1, align 16
  %155 = load <16 x i8>, ptr %10, align 16
  %156 = and <16 x i8> %154, %155
  %157 = load <16 x i8>, ptr %2, align 16
  %158 = load <16 x i8>, ptr %10, align 16
  %159 = xor <16 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %160 = and <16 x i8> %157, %159
  %161 = or <16 x i8> %156, %160
  store <16 x i8> %161, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %162 = call i64 @next()
  %163 = urem i64 %162, 16
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <16 x i8>, ptr %1, align 16
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <16 x i8> %165, i32 %166
  store i8 %167, ptr %12, align 1
  call void @mix(ptr noundef %12, i64 noundef 1)
  %168 = load <16 x i8>, ptr %1, align 16
  store <16 x i8> %168, ptr %4, align 16
  %169 = load <16 x i8>, ptr %2, align 16
  %170 = extractelement <16 x i8> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <16 x i8>, ptr %4, align 16
  %173 = insertelement <16 x i8> %172, i8 %170, i32 %171
  store <16 x i8> %173, ptr %4, align 16
  %174 = load <16 x i8>, ptr %4, align 16
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 15, %175
  %177 = extractelement <16 x i8> %174, i32 %176
  %178 = zext i8 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i8
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 15, %181
  %183 = load <16 x i8>, ptr %4, align 16
  %184 = insertelement <16 x i8> %183, i8 %180, i32 %182
  store <16 x i8> %184, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  store i8 0, ptr %13, align 1
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 16
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <16 x i8>, ptr %1, align 16
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <16 x i8> %189, i32 %190
  %192 = sext i8 %191 to i32
  %193 = load <16 x i8>, ptr %2, align 16
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <16 x i8> %193, i32 %194
  %196 = sext i8 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i8
  %199 = zext i8 %198 to i32
  %200 = load i8, ptr %13, align 1
  %201 = zext i8 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %13, align 1
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !14

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8x32() #0 {
  %1 = alloca <32 x i8>, align 16
  %2 = alloca <32 x i8>, align 16
  %3 = alloca <32 x i8>, align 16
  %4 = alloca <32 x i8>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <32 x i8>, align 16
  %7 = alloca <32 x i8>, align 16
  %8 = alloca <32 x i8>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <32 x i8>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i8
  %21 = load i32, ptr %5, align 4
  %22 = load <32 x i8>, ptr %1, align 16
  %23 = insertelement <32 x i8> %22, i8 %20, i32 %21
  store <32 x i8> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i8
  %26 = load i32, ptr %5, align 4
  %27 = load <32 x i8>, ptr %2, align 16
  %28 = insertelement <32 x i8> %27, i8 %25, i32 %26
  store <32 x i8> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 8
  %31 = trunc i64 %30 to i8
  %32 = load i32, ptr %5, align 4
  %33 = load <32 x i8>, ptr %3, align 16
  %34 = insertelement <32 x i8> %33, i8 %31, i32 %32
  store <32 x i8> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !15

38:                                               ; preds = %15
  %39 = load <32 x i8>, ptr %1, align 16
  %40 = extractelement <32 x i8> %39, i32 1
  %41 = load <32 x i8>, ptr %2, align 16
  %42 = insertelement <32 x i8> %41, i8 %40, i32 1
  store <32 x i8> %42, ptr %2, align 16
  %43 = load <32 x i8>, ptr %2, align 16
  %44 = or <32 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <32 x i8> %44, ptr %6, align 16
  %45 = load <32 x i8>, ptr %6, align 16
  %46 = lshr <32 x i8> %45, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %47 = or <32 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <32 x i8> %47, ptr %7, align 16
  %48 = load <32 x i8>, ptr %1, align 16
  %49 = load <32 x i8>, ptr %2, align 16
  %50 = add <32 x i8> %48, %49
  store <32 x i8> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %51 = load <32 x i8>, ptr %1, align 16
  %52 = load <32 x i8>, ptr %2, align 16
  %53 = sub <32 x i8> %51, %52
  store <32 x i8> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %54 = load <32 x i8>, ptr %1, align 16
  %55 = load <32 x i8>, ptr %2, align 16
  %56 = mul <32 x i8> %54, %55
  store <32 x i8> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %57 = load <32 x i8>, ptr %1, align 16
  %58 = load <32 x i8>, ptr %7, align 16
  %59 = sdiv <32 x i8> %57, %58
  store <32 x i8> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %60 = load <32 x i8>, ptr %1, align 16
  %61 = load <32 x i8>, ptr %7, align 16
  %62 = srem <32 x i8> %60, %61
  store <32 x i8> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %63 = load <32 x i8>, ptr %1, align 16
  %64 = load <32 x i8>, ptr %6, align 16
  %65 = udiv <32 x i8> %63, %64
  store <32 x i8> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %66 = load <32 x i8>, ptr %1, align 16
  %67 = load <32 x i8>, ptr %6, align 16
  %68 = urem <32 x i8> %66, %67
  store <32 x i8> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %69 = load <32 x i8>, ptr %1, align 16
  %70 = load <32 x i8>, ptr %2, align 16
  %71 = and <32 x i8> %69, %70
  store <32 x i8> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %72 = load <32 x i8>, ptr %1, align 16
  %73 = load <32 x i8>, ptr %2, align 16
  %74 = or <32 x i8> %72, %73
  store <32 x i8> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %75 = load <32 x i8>, ptr %1, align 16
  %76 = load <32 x i8>, ptr %2, align 16
  %77 = xor <32 x i8> %75, %76
  store <32 x i8> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %78 = load <32 x i8>, ptr %1, align 16
  %79 = xor <32 x i8> %78, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  store <32 x i8> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %80 = load <32 x i8>, ptr %1, align 16
  %81 = sub <32 x i8> zeroinitializer, %80
  store <32 x i8> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %82 = load <32 x i8>, ptr %1, align 16
  %83 = load <32 x i8>, ptr %3, align 16
  %84 = shl <32 x i8> %82, %83
  store <32 x i8> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %85 = load <32 x i8>, ptr %1, align 16
  %86 = load <32 x i8>, ptr %3, align 16
  %87 = ashr <32 x i8> %85, %86
  store <32 x i8> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %88 = load <32 x i8>, ptr %1, align 16
  %89 = load <32 x i8>, ptr %3, align 16
  %90 = lshr <32 x i8> %88, %89
  store <32 x i8> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %91 = call i64 @next()
  %92 = urem i64 %91, 8
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <32 x i8>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <32 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <32 x i32> %96, <32 x i32> poison, <32 x i32> zeroinitializer
  %98 = trunc <32 x i32> %97 to <32 x i8>
  %99 = shl <32 x i8> %94, %98
  store <32 x i8> %99, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %100 = load <32 x i8>, ptr %1, align 16
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <32 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <32 x i32> %102, <32 x i32> poison, <32 x i32> zeroinitializer
  %104 = trunc <32 x i32> %103 to <32 x i8>
  %105 = ashr <32 x i8> %100, %104
  store <32 x i8> %105, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %106 = load <32 x i8>, ptr %1, align 16
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <32 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <32 x i32> %108, <32 x i32> poison, <32 x i32> zeroinitializer
  %110 = trunc <32 x i32> %109 to <32 x i8>
  %111 = lshr <32 x i8> %106, %110
  store <32 x i8> %111, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %112 = load <32 x i8>, ptr %1, align 16
  %113 = ashr <32 x i8> %112, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <32 x i8> %113, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %114 = load <32 x i8>, ptr %1, align 16
  %115 = add <32 x i8> %114, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  store <32 x i8> %115, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %116 = load <32 x i8>, ptr %1, align 16
  %117 = sub <32 x i8> <i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100, i8 100>, %116
  store <32 x i8> %117, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %118 = load <32 x i8>, ptr %1, align 16
  %119 = load <32 x i8>, ptr %2, align 16
  %120 = icmp eq <32 x i8> %118, %119
  %121 = sext <32 x i1> %120 to <32 x i8>
  store <32 x i8> %121, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %122 = load <32 x i8>, ptr %1, align 16
  %123 = load <32 x i8>, ptr %2, align 16
  %124 = icmp ne <32 x i8> %122, %123
  %125 = sext <32 x i1> %124 to <32 x i8>
  store <32 x i8> %125, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %126 = load <32 x i8>, ptr %1, align 16
  %127 = load <32 x i8>, ptr %2, align 16
  %128 = icmp slt <32 x i8> %126, %127
  %129 = sext <32 x i1> %128 to <32 x i8>
  store <32 x i8> %129, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %130 = load <32 x i8>, ptr %1, align 16
  %131 = load <32 x i8>, ptr %2, align 16
  %132 = icmp sle <32 x i8> %130, %131
  %133 = sext <32 x i1> %132 to <32 x i8>
  store <32 x i8> %133, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %134 = load <32 x i8>, ptr %1, align 16
  %135 = load <32 x i8>, ptr %2, align 16
  %136 = icmp sgt <32 x i8> %134, %135
  %137 = sext <32 x i1> %136 to <32 x i8>
  store <32 x i8> %137, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %138 = load <32 x i8>, ptr %1, align 16
  %139 = load <32 x i8>, ptr %2, align 16
  %140 = icmp sge <32 x i8> %138, %139
  %141 = sext <32 x i1> %140 to <32 x i8>
  store <32 x i8> %141, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %142 = load <32 x i8>, ptr %1, align 16
  %143 = load <32 x i8>, ptr %2, align 16
  %144 = icmp ult <32 x i8> %142, %143
  %145 = sext <32 x i1> %144 to <32 x i8>
  store <32 x i8> %145, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %146 = load <32 x i8>, ptr %1, align 16
  %147 = load <32 x i8>, ptr %2, align 16
  %148 = icmp uge <32 x i8> %146, %147
  %149 = sext <32 x i1> %148 to <32 x i8>
  store <32 x i8> %149, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %150 = load <32 x i8>, ptr %1, align 16
  %151 = load <32 x i8>, ptr %2, align 16
  %152 = icmp sgt <32 x i8> %150, %151
  %153 = sext <32 x i1> %152 to <32 x i8>
  store <32 x i8> %153, ptr %10, align 16
  %154 = load <32 x i8>, ptr %1, align 16
  %155 = load <32 x i8>, ptr %10, align 16
  %156 = and <32 x i8> %154, %155
  %157 = load <32 x i8>, ptr %2, align 16
  %158 = load <32 x i8>, ptr %10, align 16
  %159 = xor <32 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %160 = and <32 x i8> %157, %159
  %161 = or <32 x i8> %156, %160
  store <32 x i8> %161, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %162 = call i64 @next()
  %163 = urem i64 %162, 32
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <32 x i8>, ptr %1, align 16
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <32 x i8> %165, i32 %166
  store i8 %167, ptr %12, align 1
  call void @mix(ptr noundef %12, i64 noundef 1)
  %168 = load <32 x i8>, ptr %1, align 16
  store <32 x i8> %168, ptr %4, align 16
  %169 = load <32 x i8>, ptr %2, align 16
  %170 = extractelement <32 x i8> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <32 x i8>, ptr %4, align 16
  %173 = insertelement <32 x i8> %172, i8 %170, i32 %171
  store <32 x i8> %173, ptr %4, align 16
  %174 = load <32 x i8>, ptr %4, align 16
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 31, %175
  %177 = extractelement <32 x i8> %174, i32 %176
  %178 = zext i8 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i8
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 31, %181
  %183 = load <32 x i8>, ptr %4, align 16
  %184 = insertelement <32 x i8> %183, i8 %180, i32 %182
  store <32 x i8> %184, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  store i8 0, ptr %13, align 1
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 32
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <32 x i8>, ptr %1, align 16
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <32 x i8> %189, i32 %190
  %192 = sext i8 %191 to i32
  %193 = load <32 x i8>, ptr %2, align 16
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <32 x i8> %193, i32 %194
  %196 = sext i8 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i8
  %199 = zext i8 %198 to i32
  %200 = load i8, ptr %13, align 1
  %201 = zext i8 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i8
  store i8 %203, ptr %13, align 1
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !16

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i16x4() #0 {
  %1 = alloca <4 x i16>, align 8
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x i16>, align 8
  %4 = alloca <4 x i16>, align 8
  %5 = alloca i32, align 4
  %6 = alloca <4 x i16>, align 8
  %7 = alloca <4 x i16>, align 8
  %8 = alloca <4 x i16>, align 8
  %9 = alloca i32, align 4
  %10 = alloca <4 x i16>, align 8
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i16
  %21 = load i32, ptr %5, align 4
  %22 = load <4 x i16>, ptr %1, align 8
  %23 = insertelement <4 x i16> %22, i16 %20, i32 %21
  store <4 x i16> %23, ptr %1, align 8
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i16
  %26 = load i32, ptr %5, align 4
  %27 = load <4 x i16>, ptr %2, align 8
  %28 = insertelement <4 x i16> %27, i16 %25, i32 %26
  store <4 x i16> %28, ptr %2, align 8
  %29 = call i64 @next()
  %30 = urem i64 %29, 16
  %31 = trunc i64 %30 to i16
  %32 = load i32, ptr %5, align 4
  %33 = load <4 x i16>, ptr %3, align 8
  %34 = insertelement <4 x i16> %33, i16 %31, i32 %32
  store <4 x i16> %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !17

38:                                               ; preds = %15
  %39 = load <4 x i16>, ptr %1, align 8
  %40 = extractelement <4 x i16> %39, i32 1
  %41 = load <4 x i16>, ptr %2, align 8
  %42 = insertelement <4 x i16> %41, i16 %40, i32 1
  store <4 x i16> %42, ptr %2, align 8
  %43 = load <4 x i16>, ptr %2, align 8
  %44 = or <4 x i16> %43, <i16 1, i16 1, i16 1, i16 1>
  store <4 x i16> %44, ptr %6, align 8
  %45 = load <4 x i16>, ptr %6, align 8
  %46 = lshr <4 x i16> %45, <i16 1, i16 1, i16 1, i16 1>
  %47 = or <4 x i16> %46, <i16 1, i16 1, i16 1, i16 1>
  store <4 x i16> %47, ptr %7, align 8
  %48 = load <4 x i16>, ptr %1, align 8
  %49 = load <4 x i16>, ptr %2, align 8
  %50 = add <4 x i16> %48, %49
  store <4 x i16> %50, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %51 = load <4 x i16>, ptr %1, align 8
  %52 = load <4 x i16>, ptr %2, align 8
  %53 = sub <4 x i16> %51, %52
  store <4 x i16> %53, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %54 = load <4 x i16>, ptr %1, align 8
  %55 = load <4 x i16>, ptr %2, align 8
  %56 = mul <4 x i16> %54, %55
  store <4 x i16> %56, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %57 = load <4 x i16>, ptr %1, align 8
  %58 = load <4 x i16>, ptr %7, align 8
  %59 = sdiv <4 x i16> %57, %58
  store <4 x i16> %59, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %60 = load <4 x i16>, ptr %1, align 8
  %61 = load <4 x i16>, ptr %7, align 8
  %62 = srem <4 x i16> %60, %61
  store <4 x i16> %62, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %63 = load <4 x i16>, ptr %1, align 8
  %64 = load <4 x i16>, ptr %6, align 8
  %65 = udiv <4 x i16> %63, %64
  store <4 x i16> %65, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %66 = load <4 x i16>, ptr %1, align 8
  %67 = load <4 x i16>, ptr %6, align 8
  %68 = urem <4 x i16> %66, %67
  store <4 x i16> %68, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %69 = load <4 x i16>, ptr %1, align 8
  %70 = load <4 x i16>, ptr %2, align 8
  %71 = and <4 x i16> %69, %70
  store <4 x i16> %71, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %72 = load <4 x i16>, ptr %1, align 8
  %73 = load <4 x i16>, ptr %2, align 8
  %74 = or <4 x i16> %72, %73
  store <4 x i16> %74, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %75 = load <4 x i16>, ptr %1, align 8
  %76 = load <4 x i16>, ptr %2, align 8
  %77 = xor <4 x i16> %75, %76
  store <4 x i16> %77, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %78 = load <4 x i16>, ptr %1, align 8
  %79 = xor <4 x i16> %78, <i16 -1, i16 -1, i16 -1, i16 -1>
  store <4 x i16> %79, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %80 = load <4 x i16>, ptr %1, align 8
  %81 = sub <4 x i16> zeroinitializer, %80
  store <4 x i16> %81, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %82 = load <4 x i16>, ptr %1, align 8
  %83 = load <4 x i16>, ptr %3, align 8
  %84 = shl <4 x i16> %82, %83
  store <4 x i16> %84, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %85 = load <4 x i16>, ptr %1, align 8
  %86 = load <4 x i16>, ptr %3, align 8
  %87 = ashr <4 x i16> %85, %86
  store <4 x i16> %87, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %88 = load <4 x i16>, ptr %1, align 8
  %89 = load <4 x i16>, ptr %3, align 8
  %90 = lshr <4 x i16> %88, %89
  store <4 x i16> %90, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %91 = call i64 @next()
  %92 = urem i64 %91, 16
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <4 x i16>, ptr %1, align 8
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <4 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> zeroinitializer
  %98 = trunc <4 x i32> %97 to <4 x i16>
  %99 = shl <4 x i16> %94, %98
  store <4 x i16> %99, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %100 = load <4 x i16>, ptr %1, align 8
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <4 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> zeroinitializer
  %104 = trunc <4 x i32> %103 to <4 x i16>
  %105 = ashr <4 x i16> %100, %104
  store <4 x i16> %105, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %106 = load <4 x i16>, ptr %1, align 8
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <4 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> zeroinitializer
  %110 = trunc <4 x i32> %109 to <4 x i16>
  %111 = lshr <4 x i16> %106, %110
  store <4 x i16> %111, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %112 = load <4 x i16>, ptr %1, align 8
  %113 = ashr <4 x i16> %112, <i16 15, i16 15, i16 15, i16 15>
  store <4 x i16> %113, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %114 = load <4 x i16>, ptr %1, align 8
  %115 = add <4 x i16> %114, <i16 3, i16 3, i16 3, i16 3>
  store <4 x i16> %115, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %116 = load <4 x i16>, ptr %1, align 8
  %117 = sub <4 x i16> <i16 100, i16 100, i16 100, i16 100>, %116
  store <4 x i16> %117, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %118 = load <4 x i16>, ptr %1, align 8
  %119 = load <4 x i16>, ptr %2, align 8
  %120 = icmp eq <4 x i16> %118, %119
  %121 = sext <4 x i1> %120 to <4 x i16>
  store <4 x i16> %121, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %122 = load <4 x i16>, ptr %1, align 8
  %123 = load <4 x i16>, ptr %2, align 8
  %124 = icmp ne <4 x i16> %122, %123
  %125 = sext <4 x i1> %124 to <4 x i16>
  store <4 x i16> %125, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %126 = load <4 x i16>, ptr %1, align 8
  %127 = load <4 x i16>, ptr %2, align 8
  %128 = icmp slt <4 x i16> %126, %127
  %129 = sext <4 x i1> %128 to <4 x i16>
  store <4 x i16> %129, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %130 = load <4 x i16>, ptr %1, align 8
  %131 = load <4 x i16>, ptr %2, align 8
  %132 = icmp sle <4 x i16> %130, %131
  %133 = sext <4 x i1> %132 to <4 x i16>
  store <4 x i16> %133, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %134 = load <4 x i16>, ptr %1, align 8
  %135 = load <4 x i16>, ptr %2, align 8
  %136 = icmp sgt <4 x i16> %134, %135
  %137 = sext <4 x i1> %136 to <4 x i16>
  store <4 x i16> %137, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %138 = load <4 x i16>, ptr %1, align 8
  %139 = load <4 x i16>, ptr %2, align 8
  %140 = icmp sge <4 x i16> %138, %139
  %141 = sext <4 x i1> %140 to <4 x i16>
  store <4 x i16> %141, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %142 = load <4 x i16>, ptr %1, align 8
  %143 = load <4 x i16>, ptr %2, align 8
  %144 = icmp ult <4 x i16> %142, %143
  %145 = sext <4 x i1> %144 to <4 x i16>
  store <4 x i16> %145, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %146 = load <4 x i16>, ptr %1, align 8
  %147 = load <4 x i16>, ptr %2, align 8
  %148 = icmp uge <4 x i16> %146, %147
  %149 = sext <4 x i1> %148 to <4 x i16>
  store <4 x i16> %149, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %150 = load <4 x i16>, ptr %1, align 8
  %151 = load <4 x i16>, ptr %2, align 8
  %152 = icmp sgt <4 x i16> %150, %151
  %153 = sext <4 x i1> %152 to <4 x i16>
  store <4 x i16> %153, ptr %10, align 8
  %154 = load <4 x i16>, ptr %1, align 8
  %155 = load <4 x i16>, ptr %10, align 8
  %156 = and <4 x i16> %154, %155
  %157 = load <4 x i16>, ptr %2, align 8
  %158 = load <4 x i16>, ptr %10, align 8
  %159 = xor <4 x i16> %158, <i16 -1, i16 -1, i16 -1, i16 -1>
  %160 = and <4 x i16> %157, %159
  %161 = or <4 x i16> %156, %160
  store <4 x i16> %161, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %162 = call i64 @next()
  %163 = urem i64 %162, 4
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <4 x i16>, ptr %1, align 8
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <4 x i16> %165, i32 %166
  store i16 %167, ptr %12, align 2
  call void @mix(ptr noundef %12, i64 noundef 2)
  %168 = load <4 x i16>, ptr %1, align 8
  store <4 x i16> %168, ptr %4, align 8
  %169 = load <4 x i16>, ptr %2, align 8
  %170 = extractelement <4 x i16> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <4 x i16>, ptr %4, align 8
  %173 = insertelement <4 x i16> %172, i16 %170, i32 %171
  store <4 x i16> %173, ptr %4, align 8
  %174 = load <4 x i16>, ptr %4, align 8
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 3, %175
  %177 = extractelement <4 x i16> %174, i32 %176
  %178 = zext i16 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i16
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 3, %181
  %183 = load <4 x i16>, ptr %4, align 8
  %184 = insertelement <4 x i16> %183, i16 %180, i32 %182
  store <4 x i16> %184, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  store i16 0, ptr %13, align 2
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 4
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <4 x i16>, ptr %1, align 8
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <4 x i16> %189, i32 %190
  %192 = sext i16 %191 to i32
  %193 = load <4 x i16>, ptr %2, align 8
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <4 x i16> %193, i32 %194
  %196 = sext i16 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i16
  %199 = zext i16 %198 to i32
  %200 = load i16, ptr %13, align 2
  %201 = zext i16 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i16
  store i16 %203, ptr %13, align 2
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !18

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i16x8() #0 {
  %1 = alloca <8 x i16>, align 16
  %2 = alloca <8 x i16>, align 16
  %3 = alloca <8 x i16>, align 16
  %4 = alloca <8 x i16>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <8 x i16>, align 16
  %7 = alloca <8 x i16>, align 16
  %8 = alloca <8 x i16>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <8 x i16>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i16
  %21 = load i32, ptr %5, align 4
  %22 = load <8 x i16>, ptr %1, align 16
  %23 = insertelement <8 x i16> %22, i16 %20, i32 %21
  store <8 x i16> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i16
  %26 = load i32, ptr %5, align 4
  %27 = load <8 x i16>, ptr %2, align 16
  %28 = insertelement <8 x i16> %27, i16 %25, i32 %26
  store <8 x i16> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 16
  %31 = trunc i64 %30 to i16
  %32 = load i32, ptr %5, align 4
  %33 = load <8 x i16>, ptr %3, align 16
  %34 = insertelement <8 x i16> %33, i16 %31, i32 %32
  store <8 x i16> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !19

38:                                               ; preds = %15
  %39 = load <8 x i16>, ptr %1, align 16
  %40 = extractelement <8 x i16> %39, i32 1
  %41 = load <8 x i16>, ptr %2, align 16
  %42 = insertelement <8 x i16> %41, i16 %40, i32 1
  store <8 x i16> %42, ptr %2, align 16
  %43 = load <8 x i16>, ptr %2, align 16
  %44 = or <8 x i16> %43, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <8 x i16> %44, ptr %6, align 16
  %45 = load <8 x i16>, ptr %6, align 16
  %46 = lshr <8 x i16> %45, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %47 = or <8 x i16> %46, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <8 x i16> %47, ptr %7, align 16
  %48 = load <8 x i16>, ptr %1, align 16
  %49 = load <8 x i16>, ptr %2, align 16
  %50 = add <8 x i16> %48, %49
  store <8 x i16> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %51 = load <8 x i16>, ptr %1, align 16
  %52 = load <8 x i16>, ptr %2, align 16
  %53 = sub <8 x i16> %51, %52
  store <8 x i16> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %54 = load <8 x i16>, ptr %1, align 16
  %55 = load <8 x i16>, ptr %2, align 16
  %56 = mul <8 x i16> %54, %55
  store <8 x i16> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %57 = load <8 x i16>, ptr %1, align 16
  %58 = load <8 x i16>, ptr %7, align 16
  %59 = sdiv <8 x i16> %57, %58
  store <8 x i16> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %60 = load <8 x i16>, ptr %1, align 16
  %61 = load <8 x i16>, ptr %7, align 16
  %62 = srem <8 x i16> %60, %61
  store <8 x i16> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %63 = load <8 x i16>, ptr %1, align 16
  %64 = load <8 x i16>, ptr %6, align 16
  %65 = udiv <8 x i16> %63, %64
  store <8 x i16> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %66 = load <8 x i16>, ptr %1, align 16
  %67 = load <8 x i16>, ptr %6, align 16
  %68 = urem <8 x i16> %66, %67
  store <8 x i16> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %69 = load <8 x i16>, ptr %1, align 16
  %70 = load <8 x i16>, ptr %2, align 16
  %71 = and <8 x i16> %69, %70
  store <8 x i16> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %72 = load <8 x i16>, ptr %1, align 16
  %73 = load <8 x i16>, ptr %2, align 16
  %74 = or <8 x i16> %72, %73
  store <8 x i16> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %75 = load <8 x i16>, ptr %1, align 16
  %76 = load <8 x i16>, ptr %2, align 16
  %77 = xor <8 x i16> %75, %76
  store <8 x i16> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %78 = load <8 x i16>, ptr %1, align 16
  %79 = xor <8 x i16> %78, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>
  store <8 x i16> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %80 = load <8 x i16>, ptr %1, align 16
  %81 = sub <8 x i16> zeroinitializer, %80
  store <8 x i16> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %82 = load <8 x i16>, ptr %1, align 16
  %83 = load <8 x i16>, ptr %3, align 16
  %84 = shl <8 x i16> %82, %83
  store <8 x i16> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %85 = load <8 x i16>, ptr %1, align 16
  %86 = load <8 x i16>, ptr %3, align 16
  %87 = ashr <8 x i16> %85, %86
  store <8 x i16> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %88 = load <8 x i16>, ptr %1, align 16
  %89 = load <8 x i16>, ptr %3, align 16
  %90 = lshr <8 x i16> %88, %89
  store <8 x i16> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %91 = call i64 @next()
  %92 = urem i64 %91, 16
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <8 x i16>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer
  %98 = trunc <8 x i32> %97 to <8 x i16>
  %99 = shl <8 x i16> %94, %98
  store <8 x i16> %99, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %100 = load <8 x i16>, ptr %1, align 16
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <8 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <8 x i32> %102, <8 x i32> poison, <8 x i32> zeroinitializer
  %104 = trunc <8 x i32> %103 to <8 x i16>
  %105 = ashr <8 x i16> %100, %104
  store <8 x i16> %105, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %106 = load <8 x i16>, ptr %1, align 16
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <8 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <8 x i32> %108, <8 x i32> poison, <8 x i32> zeroinitializer
  %110 = trunc <8 x i32> %109 to <8 x i16>
  %111 = lshr <8 x i16> %106, %110
  store <8 x i16> %111, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %112 = load <8 x i16>, ptr %1, align 16
  %113 = ashr <8 x i16> %112, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  store <8 x i16> %113, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %114 = load <8 x i16>, ptr %1, align 16
  %115 = add <8 x i16> %114, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <8 x i16> %115, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %116 = load <8 x i16>, ptr %1, align 16
  %117 = sub <8 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>, %116
  store <8 x i16> %117, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %118 = load <8 x i16>, ptr %1, align 16
  %119 = load <8 x i16>, ptr %2, align 16
  %120 = icmp eq <8 x i16> %118, %119
  %121 = sext <8 x i1> %120 to <8 x i16>
  store <8 x i16> %121, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %122 = load <8 x i16>, ptr %1, align 16
  %123 = load <8 x i16>, ptr %2, align 16
  %124 = icmp ne <8 x i16> %122, %123
  %125 = sext <8 x i1> %124 to <8 x i16>
  store <8 x i16> %125, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %126 = load <8 x i16>, ptr %1, align 16
  %127 = load <8 x i16>, ptr %2, align 16
  %128 = icmp slt <8 x i16> %126, %127
  %129 = sext <8 x i1> %128 to <8 x i16>
  store <8 x i16> %129, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %130 = load <8 x i16>, ptr %1, align 16
  %131 = load <8 x i16>, ptr %2, align 16
  %132 = icmp sle <8 x i16> %130, %131
  %133 = sext <8 x i1> %132 to <8 x i16>
  store <8 x i16> %133, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %134 = load <8 x i16>, ptr %1, align 16
  %135 = load <8 x i16>, ptr %2, align 16
  %136 = icmp sgt <8 x i16> %134, %135
  %137 = sext <8 x i1> %136 to <8 x i16>
  store <8 x i16> %137, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %138 = load <8 x i16>, ptr %1, align 16
  %139 = load <8 x i16>, ptr %2, align 16
  %140 = icmp sge <8 x i16> %138, %139
  %141 = sext <8 x i1> %140 to <8 x i16>
  store <8 x i16> %141, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %142 = load <8 x i16>, ptr %1, align 16
  %143 = load <8 x i16>, ptr %2, align 16
  %144 = icmp ult <8 x i16> %142, %143
  %145 = sext <8 x i1> %144 to <8 x i16>
  store <8 x i16> %145, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %146 = load <8 x i16>, ptr %1, align 16
  %147 = load <8 x i16>, ptr %2, align 16
  %148 = icmp uge <8 x i16> %146, %147
  %149 = sext <8 x i1> %148 to <8 x i16>
  store <8 x i16> %149, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %150 = load <8 x i16>, ptr %1, align 16
  %151 = load <8 x i16>, ptr %2, align 16
  %152 = icmp sgt <8 x i16> %150, %151
  %153 = sext <8 x i1> %152 to <8 x i16>
  store <8 x i16> %153, ptr %10, align 16
  %154 = load <8 x i16>, ptr %1, align 16
  %155 = load <8 x i16>, ptr %10, align 16
  %156 = and <8 x i16> %154, %155
  %157 = load <8 x i16>, ptr %2, align 16
  %158 = load <8 x i16>, ptr %10, align 16
  %159 = xor <8 x i16> %158, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>
  %160 = and <8 x i16> %157, %159
  %161 = or <8 x i16> %156, %160
  store <8 x i16> %161, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %162 = call i64 @next()
  %163 = urem i64 %162, 8
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <8 x i16>, ptr %1, align 16
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <8 x i16> %165, i32 %166
  store i16 %167, ptr %12, align 2
  call void @mix(ptr noundef %12, i64 noundef 2)
  %168 = load <8 x i16>, ptr %1, align 16
  store <8 x i16> %168, ptr %4, align 16
  %169 = load <8 x i16>, ptr %2, align 16
  %170 = extractelement <8 x i16> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <8 x i16>, ptr %4, align 16
  %173 = insertelement <8 x i16> %172, i16 %170, i32 %171
  store <8 x i16> %173, ptr %4, align 16
  %174 = load <8 x i16>, ptr %4, align 16
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 7, %175
  %177 = extractelement <8 x i16> %174, i32 %176
  %178 = zext i16 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i16
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 7, %181
  %183 = load <8 x i16>, ptr %4, align 16
  %184 = insertelement <8 x i16> %183, i16 %180, i32 %182
  store <8 x i16> %184, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  store i16 0, ptr %13, align 2
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 8
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <8 x i16>, ptr %1, align 16
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <8 x i16> %189, i32 %190
  %192 = sext i16 %191 to i32
  %193 = load <8 x i16>, ptr %2, align 16
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <8 x i16> %193, i32 %194
  %196 = sext i16 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i16
  %199 = zext i16 %198 to i32
  %200 = load i16, ptr %13, align 2
  %201 = zext i16 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i16
  store i16 %203, ptr %13, align 2
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !20

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i16x16() #0 {
  %1 = alloca <16 x i16>, align 16
  %2 = alloca <16 x i16>, align 16
  %3 = alloca <16 x i16>, align 16
  %4 = alloca <16 x i16>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <16 x i16>, align 16
  %7 = alloca <16 x i16>, align 16
  %8 = alloca <16 x i16>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <16 x i16>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 16
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i16
  %21 = load i32, ptr %5, align 4
  %22 = load <16 x i16>, ptr %1, align 16
  %23 = insertelement <16 x i16> %22, i16 %20, i32 %21
  store <16 x i16> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i16
  %26 = load i32, ptr %5, align 4
  %27 = load <16 x i16>, ptr %2, align 16
  %28 = insertelement <16 x i16> %27, i16 %25, i32 %26
  store <16 x i16> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 16
  %31 = trunc i64 %30 to i16
  %32 = load i32, ptr %5, align 4
  %33 = load <16 x i16>, ptr %3, align 16
  %34 = insertelement <16 x i16> %33, i16 %31, i32 %32
  store <16 x i16> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !21

38:                                               ; preds = %15
  %39 = load <16 x i16>, ptr %1, align 16
  %40 = extractelement <16 x i16> %39, i32 1
  %41 = load <16 x i16>, ptr %2, align 16
  %42 = insertelement <16 x i16> %41, i16 %40, i32 1
  store <16 x i16> %42, ptr %2, align 16
  %43 = load <16 x i16>, ptr %2, align 16
  %44 = or <16 x i16> %43, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <16 x i16> %44, ptr %6, align 16
  %45 = load <16 x i16>, ptr %6, align 16
  %46 = lshr <16 x i16> %45, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %47 = or <16 x i16> %46, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <16 x i16> %47, ptr %7, align 16
  %48 = load <16 x i16>, ptr %1, align 16
  %49 = load <16 x i16>, ptr %2, align 16
  %50 = add <16 x i16> %48, %49
  store <16 x i16> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %51 = load <16 x i16>, ptr %1, align 16
  %52 = load <16 x i16>, ptr %2, align 16
  %53 = sub <16 x i16> %51, %52
  store <16 x i16> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %54 = load <16 x i16>, ptr %1, align 16
  %55 = load <16 x i16>, ptr %2, align 16
  %56 = mul <16 x i16> %54, %55
  store <16 x i16> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %57 = load <16 x i16>, ptr %1, align 16
  %58 = load <16 x i16>, ptr %7, align 16
  %59 = sdiv <16 x i16> %57, %58
  store <16 x i16> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %60 = load <16 x i16>, ptr %1, align 16
  %61 = load <16 x i16>, ptr %7, align 16
  %62 = srem <16 x i16> %60, %61
  store <16 x i16> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %63 = load <16 x i16>, ptr %1, align 16
  %64 = load <16 x i16>, ptr %6, align 16
  %65 = udiv <16 x i16> %63, %64
  store <16 x i16> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %66 = load <16 x i16>, ptr %1, align 16
  %67 = load <16 x i16>, ptr %6, align 16
  %68 = urem <16 x i16> %66, %67
  store <16 x i16> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %69 = load <16 x i16>, ptr %1, align 16
  %70 = load <16 x i16>, ptr %2, align 16
  %71 = and <16 x i16> %69, %70
  store <16 x i16> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %72 = load <16 x i16>, ptr %1, align 16
  %73 = load <16 x i16>, ptr %2, align 16
  %74 = or <16 x i16> %72, %73
  store <16 x i16> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %75 = load <16 x i16>, ptr %1, align 16
  %76 = load <16 x i16>, ptr %2, align 16
  %77 = xor <16 x i16> %75, %76
  store <16 x i16> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %78 = load <16 x i16>, ptr %1, align 16
  %79 = xor <16 x i16> %78, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>
  store <16 x i16> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %80 = load <16 x i16>, ptr %1, align 16
  %81 = sub <16 x i16> zeroinitializer, %80
  store <16 x i16> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %82 = load <16 x i16>, ptr %1, align 16
  %83 = load <16 x i16>, ptr %3, align 16
  %84 = shl <16 x i16> %82, %83
  store <16 x i16> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %85 = load <16 x i16>, ptr %1, align 16
  %86 = load <16 x i16>, ptr %3, align 16
  %87 = ashr <16 x i16> %85, %86
  store <16 x i16> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %88 = load <16 x i16>, ptr %1, align 16
  %89 = load <16 x i16>, ptr %3, align 16
  %90 = lshr <16 x i16> %88, %89
  store <16 x i16> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %91 = call i64 @next()
  %92 = urem i64 %91, 16
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <16 x i16>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <16 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <16 x i32> %96, <16 x i32> poison, <16 x i32> zeroinitializer
  %98 = trunc <16 x i32> %97 to <16 x i16>
  %99 = shl <16 x i16> %94, %98
  store <16 x i16> %99, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %100 = load <16 x i16>, ptr %1, align 16
  %101 = load i32, ptr %9, align 4
  %102 = insertelement <16 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <16 x i32> %102, <16 x i32> poison, <16 x i32> zeroinitializer
  %104 = trunc <16 x i32> %103 to <16 x i16>
  %105 = ashr <16 x i16> %100, %104
  store <16 x i16> %105, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %106 = load <16 x i16>, ptr %1, align 16
  %107 = load i32, ptr %9, align 4
  %108 = insertelement <16 x i32> poison, i32 %107, i64 0
  %109 = shufflevector <16 x i32> %108, <16 x i32> poison, <16 x i32> zeroinitializer
  %110 = trunc <16 x i32> %109 to <16 x i16>
  %111 = lshr <16 x i16> %106, %110
  store <16 x i16> %111, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %112 = load <16 x i16>, ptr %1, align 16
  %113 = ashr <16 x i16> %112, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  store <16 x i16> %113, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %114 = load <16 x i16>, ptr %1, align 16
  %115 = add <16 x i16> %114, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <16 x i16> %115, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %116 = load <16 x i16>, ptr %1, align 16
  %117 = sub <16 x i16> <i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100, i16 100>, %116
  store <16 x i16> %117, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %118 = load <16 x i16>, ptr %1, align 16
  %119 = load <16 x i16>, ptr %2, align 16
  %120 = icmp eq <16 x i16> %118, %119
  %121 = sext <16 x i1> %120 to <16 x i16>
  store <16 x i16> %121, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %122 = load <16 x i16>, ptr %1, align 16
  %123 = load <16 x i16>, ptr %2, align 16
  %124 = icmp ne <16 x i16> %122, %123
  %125 = sext <16 x i1> %124 to <16 x i16>
  store <16 x i16> %125, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %126 = load <16 x i16>, ptr %1, align 16
  %127 = load <16 x i16>, ptr %2, align 16
  %128 = icmp slt <16 x i16> %126, %127
  %129 = sext <16 x i1> %128 to <16 x i16>
  store <16 x i16> %129, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %130 = load <16 x i16>, ptr %1, align 16
  %131 = load <16 x i16>, ptr %2, align 16
  %132 = icmp sle <16 x i16> %130, %131
  %133 = sext <16 x i1> %132 to <16 x i16>
  store <16 x i16> %133, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %134 = load <16 x i16>, ptr %1, align 16
  %135 = load <16 x i16>, ptr %2, align 16
  %136 = icmp sgt <16 x i16> %134, %135
  %137 = sext <16 x i1> %136 to <16 x i16>
  store <16 x i16> %137, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %138 = load <16 x i16>, ptr %1, align 16
  %139 = load <16 x i16>, ptr %2, align 16
  %140 = icmp sge <16 x i16> %138, %139
  %141 = sext <16 x i1> %140 to <16 x i16>
  store <16 x i16> %141, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %142 = load <16 x i16>, ptr %1, align 16
  %143 = load <16 x i16>, ptr %2, align 16
  %144 = icmp ult <16 x i16> %142, %143
  %145 = sext <16 x i1> %144 to <16 x i16>
  store <16 x i16> %145, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %146 = load <16 x i16>, ptr %1, align 16
  %147 = load <16 x i16>, ptr %2, align 16
  %148 = icmp uge <16 x i16> %146, %147
  %149 = sext <16 x i1> %148 to <16 x i16>
  store <16 x i16> %149, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %150 = load <16 x i16>, ptr %1, align 16
  %151 = load <16 x i16>, ptr %2, align 16
  %152 = icmp sgt <16 x i16> %150, %151
  %153 = sext <16 x i1> %152 to <16 x i16>
  store <16 x i16> %153, ptr %10, align 16
  %154 = load <16 x i16>, ptr %1, align 16
  %155 = load <16 x i16>, ptr %10, align 16
  %156 = and <16 x i16> %154, %155
  %157 = load <16 x i16>, ptr %2, align 16
  %158 = load <16 x i16>, ptr %10, align 16
  %159 = xor <16 x i16> %158, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>
  %160 = and <16 x i16> %157, %159
  %161 = or <16 x i16> %156, %160
  store <16 x i16> %161, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %162 = call i64 @next()
  %163 = urem i64 %162, 16
  %164 = trunc i64 %163 to i32
  store i32 %164, ptr %11, align 4
  %165 = load <16 x i16>, ptr %1, align 16
  %166 = load i32, ptr %11, align 4
  %167 = extractelement <16 x i16> %165, i32 %166
  store i16 %167, ptr %12, align 2
  call void @mix(ptr noundef %12, i64 noundef 2)
  %168 = load <16 x i16>, ptr %1, align 16
  store <16 x i16> %168, ptr %4, align 16
  %169 = load <16 x i16>, ptr %2, align 16
  %170 = extractelement <16 x i16> %169, i32 0
  %171 = load i32, ptr %11, align 4
  %172 = load <16 x i16>, ptr %4, align 16
  %173 = insertelement <16 x i16> %172, i16 %170, i32 %171
  store <16 x i16> %173, ptr %4, align 16
  %174 = load <16 x i16>, ptr %4, align 16
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 15, %175
  %177 = extractelement <16 x i16> %174, i32 %176
  %178 = zext i16 %177 to i32
  %179 = add nsw i32 %178, 7
  %180 = trunc i32 %179 to i16
  %181 = load i32, ptr %11, align 4
  %182 = sub nsw i32 15, %181
  %183 = load <16 x i16>, ptr %4, align 16
  %184 = insertelement <16 x i16> %183, i16 %180, i32 %182
  store <16 x i16> %184, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  store i16 0, ptr %13, align 2
  store i32 0, ptr %14, align 4
  br label %185

185:                                              ; preds = %204, %38
  %186 = load i32, ptr %14, align 4
  %187 = icmp slt i32 %186, 16
  br i1 %187, label %188, label %207

188:                                              ; preds = %185
  %189 = load <16 x i16>, ptr %1, align 16
  %190 = load i32, ptr %14, align 4
  %191 = extractelement <16 x i16> %189, i32 %190
  %192 = sext i16 %191 to i32
  %193 = load <16 x i16>, ptr %2, align 16
  %194 = load i32, ptr %14, align 4
  %195 = extractelement <16 x i16> %193, i32 %194
  %196 = sext i16 %195 to i32
  %197 = xor i32 %192, %196
  %198 = trunc i32 %197 to i16
  %199 = zext i16 %198 to i32
  %200 = load i16, ptr %13, align 2
  %201 = zext i16 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = trunc i32 %202 to i16
  store i16 %203, ptr %13, align 2
  br label %204

204:                                              ; preds = %188
  %205 = load i32, ptr %14, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %14, align 4
  br label %185, !llvm.loop !22

207:                                              ; preds = %185
  call void @mix(ptr noundef %13, i64 noundef 2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x2() #0 {
  %1 = alloca <2 x i32>, align 8
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  %5 = alloca i32, align 4
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca i32, align 4
  %10 = alloca <2 x i32>, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 2
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %5, align 4
  %22 = load <2 x i32>, ptr %1, align 8
  %23 = insertelement <2 x i32> %22, i32 %20, i32 %21
  store <2 x i32> %23, ptr %1, align 8
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %5, align 4
  %27 = load <2 x i32>, ptr %2, align 8
  %28 = insertelement <2 x i32> %27, i32 %25, i32 %26
  store <2 x i32> %28, ptr %2, align 8
  %29 = call i64 @next()
  %30 = urem i64 %29, 32
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %5, align 4
  %33 = load <2 x i32>, ptr %3, align 8
  %34 = insertelement <2 x i32> %33, i32 %31, i32 %32
  store <2 x i32> %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !23

38:                                               ; preds = %15
  %39 = load <2 x i32>, ptr %1, align 8
  %40 = extractelement <2 x i32> %39, i32 1
  %41 = load <2 x i32>, ptr %2, align 8
  %42 = insertelement <2 x i32> %41, i32 %40, i32 1
  store <2 x i32> %42, ptr %2, align 8
  %43 = load <2 x i32>, ptr %2, align 8
  %44 = or <2 x i32> %43, <i32 1, i32 1>
  store <2 x i32> %44, ptr %6, align 8
  %45 = load <2 x i32>, ptr %6, align 8
  %46 = lshr <2 x i32> %45, <i32 1, i32 1>
  %47 = or <2 x i32> %46, <i32 1, i32 1>
  store <2 x i32> %47, ptr %7, align 8
  %48 = load <2 x i32>, ptr %1, align 8
  %49 = load <2 x i32>, ptr %2, align 8
  %50 = add <2 x i32> %48, %49
  store <2 x i32> %50, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %51 = load <2 x i32>, ptr %1, align 8
  %52 = load <2 x i32>, ptr %2, align 8
  %53 = sub <2 x i32> %51, %52
  store <2 x i32> %53, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %54 = load <2 x i32>, ptr %1, align 8
  %55 = load <2 x i32>, ptr %2, align 8
  %56 = mul <2 x i32> %54, %55
  store <2 x i32> %56, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %57 = load <2 x i32>, ptr %1, align 8
  %58 = load <2 x i32>, ptr %7, align 8
  %59 = sdiv <2 x i32> %57, %58
  store <2 x i32> %59, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %60 = load <2 x i32>, ptr %1, align 8
  %61 = load <2 x i32>, ptr %7, align 8
  %62 = srem <2 x i32> %60, %61
  store <2 x i32> %62, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %63 = load <2 x i32>, ptr %1, align 8
  %64 = load <2 x i32>, ptr %6, align 8
  %65 = udiv <2 x i32> %63, %64
  store <2 x i32> %65, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %66 = load <2 x i32>, ptr %1, align 8
  %67 = load <2 x i32>, ptr %6, align 8
  %68 = urem <2 x i32> %66, %67
  store <2 x i32> %68, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %69 = load <2 x i32>, ptr %1, align 8
  %70 = load <2 x i32>, ptr %2, align 8
  %71 = and <2 x i32> %69, %70
  store <2 x i32> %71, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %72 = load <2 x i32>, ptr %1, align 8
  %73 = load <2 x i32>, ptr %2, align 8
  %74 = or <2 x i32> %72, %73
  store <2 x i32> %74, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %75 = load <2 x i32>, ptr %1, align 8
  %76 = load <2 x i32>, ptr %2, align 8
  %77 = xor <2 x i32> %75, %76
  store <2 x i32> %77, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %78 = load <2 x i32>, ptr %1, align 8
  %79 = xor <2 x i32> %78, <i32 -1, i32 -1>
  store <2 x i32> %79, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %80 = load <2 x i32>, ptr %1, align 8
  %81 = sub <2 x i32> zeroinitializer, %80
  store <2 x i32> %81, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %82 = load <2 x i32>, ptr %1, align 8
  %83 = load <2 x i32>, ptr %3, align 8
  %84 = shl <2 x i32> %82, %83
  store <2 x i32> %84, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %85 = load <2 x i32>, ptr %1, align 8
  %86 = load <2 x i32>, ptr %3, align 8
  %87 = ashr <2 x i32> %85, %86
  store <2 x i32> %87, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %88 = load <2 x i32>, ptr %1, align 8
  %89 = load <2 x i32>, ptr %3, align 8
  %90 = lshr <2 x i32> %88, %89
  store <2 x i32> %90, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %91 = call i64 @next()
  %92 = urem i64 %91, 32
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <2 x i32>, ptr %1, align 8
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <2 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <2 x i32> %96, <2 x i32> poison, <2 x i32> zeroinitializer
  %98 = shl <2 x i32> %94, %97
  store <2 x i32> %98, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %99 = load <2 x i32>, ptr %1, align 8
  %100 = load i32, ptr %9, align 4
  %101 = insertelement <2 x i32> poison, i32 %100, i64 0
  %102 = shufflevector <2 x i32> %101, <2 x i32> poison, <2 x i32> zeroinitializer
  %103 = ashr <2 x i32> %99, %102
  store <2 x i32> %103, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %104 = load <2 x i32>, ptr %1, align 8
  %105 = load i32, ptr %9, align 4
  %106 = insertelement <2 x i32> poison, i32 %105, i64 0
  %107 = shufflevector <2 x i32> %106, <2 x i32> poison, <2 x i32> zeroinitializer
  %108 = lshr <2 x i32> %104, %107
  store <2 x i32> %108, ptr %8, align 8
  call void @mix(ptr noundef %8, i64 noundef 8)
  %109 = load <2 x i32>, ptr %1, align 8
  %110 = ashr <2 x i32> %109, <i32 31, i32 31>
  store <2 x i32> %110, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %111 = load <2 x i32>, ptr %1, align 8
  %112 = add <2 x i32> %111, <i32 3, i32 3>
  store <2 x i32> %112, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %113 = load <2 x i32>, ptr %1, align 8
  %114 = sub <2 x i32> <i32 100, i32 100>, %113
  store <2 x i32> %114, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %115 = load <2 x i32>, ptr %1, align 8
  %116 = load <2 x i32>, ptr %2, align 8
  %117 = icmp eq <2 x i32> %115, %116
  %118 = sext <2 x i1> %117 to <2 x i32>
  store <2 x i32> %118, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %119 = load <2 x i32>, ptr %1, align 8
  %120 = load <2 x i32>, ptr %2, align 8
  %121 = icmp ne <2 x i32> %119, %120
  %122 = sext <2 x i1> %121 to <2 x i32>
  store <2 x i32> %122, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %123 = load <2 x i32>, ptr %1, align 8
  %124 = load <2 x i32>, ptr %2, align 8
  %125 = icmp slt <2 x i32> %123, %124
  %126 = sext <2 x i1> %125 to <2 x i32>
  store <2 x i32> %126, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %127 = load <2 x i32>, ptr %1, align 8
  %128 = load <2 x i32>, ptr %2, align 8
  %129 = icmp sle <2 x i32> %127, %128
  %130 = sext <2 x i1> %129 to <2 x i32>
  store <2 x i32> %130, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %131 = load <2 x i32>, ptr %1, align 8
  %132 = load <2 x i32>, ptr %2, align 8
  %133 = icmp sgt <2 x i32> %131, %132
  %134 = sext <2 x i1> %133 to <2 x i32>
  store <2 x i32> %134, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %135 = load <2 x i32>, ptr %1, align 8
  %136 = load <2 x i32>, ptr %2, align 8
  %137 = icmp sge <2 x i32> %135, %136
  %138 = sext <2 x i1> %137 to <2 x i32>
  store <2 x i32> %138, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %139 = load <2 x i32>, ptr %1, align 8
  %140 = load <2 x i32>, ptr %2, align 8
  %141 = icmp ult <2 x i32> %139, %140
  %142 = sext <2 x i1> %141 to <2 x i32>
  store <2 x i32> %142, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %143 = load <2 x i32>, ptr %1, align 8
  %144 = load <2 x i32>, ptr %2, align 8
  %145 = icmp uge <2 x i32> %143, %144
  %146 = sext <2 x i1> %145 to <2 x i32>
  store <2 x i32> %146, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %147 = load <2 x i32>, ptr %1, align 8
  %148 = load <2 x i32>, ptr %2, align 8
  %149 = icmp sgt <2 x i32> %147, %148
  %150 = sext <2 x i1> %149 to <2 x i32>
  store <2 x i32> %150, ptr %10, align 8
  %151 = load <2 x i32>, ptr %1, align 8
  %152 = load <2 x i32>, ptr %10, align 8
  %153 = and <2 x i32> %151, %152
  %154 = load <2 x i32>, ptr %2, align 8
  %155 = load <2 x i32>, ptr %10, align 8
  %156 = xor <2 x i32> %155, <i32 -1, i32 -1>
  %157 = and <2 x i32> %154, %156
  %158 = or <2 x i32> %153, %157
  store <2 x i32> %158, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  %159 = call i64 @next()
  %160 = urem i64 %159, 2
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <2 x i32>, ptr %1, align 8
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <2 x i32> %162, i32 %163
  store i32 %164, ptr %12, align 4
  call void @mix(ptr noundef %12, i64 noundef 4)
  %165 = load <2 x i32>, ptr %1, align 8
  store <2 x i32> %165, ptr %4, align 8
  %166 = load <2 x i32>, ptr %2, align 8
  %167 = extractelement <2 x i32> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <2 x i32>, ptr %4, align 8
  %170 = insertelement <2 x i32> %169, i32 %167, i32 %168
  store <2 x i32> %170, ptr %4, align 8
  %171 = load <2 x i32>, ptr %4, align 8
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 1, %172
  %174 = extractelement <2 x i32> %171, i32 %173
  %175 = add i32 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 1, %176
  %178 = load <2 x i32>, ptr %4, align 8
  %179 = insertelement <2 x i32> %178, i32 %175, i32 %177
  store <2 x i32> %179, ptr %4, align 8
  call void @mix(ptr noundef %4, i64 noundef 8)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 2
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <2 x i32>, ptr %1, align 8
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <2 x i32> %184, i32 %185
  %187 = load <2 x i32>, ptr %2, align 8
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <2 x i32> %187, i32 %188
  %190 = xor i32 %186, %189
  %191 = load i32, ptr %13, align 4
  %192 = add i32 %191, %190
  store i32 %192, ptr %13, align 4
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !24

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x4() #0 {
  %1 = alloca <4 x i32>, align 16
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <4 x i32>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %5, align 4
  %22 = load <4 x i32>, ptr %1, align 16
  %23 = insertelement <4 x i32> %22, i32 %20, i32 %21
  store <4 x i32> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %5, align 4
  %27 = load <4 x i32>, ptr %2, align 16
  %28 = insertelement <4 x i32> %27, i32 %25, i32 %26
  store <4 x i32> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 32
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %5, align 4
  %33 = load <4 x i32>, ptr %3, align 16
  %34 = insertelement <4 x i32> %33, i32 %31, i32 %32
  store <4 x i32> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !25

38:                                               ; preds = %15
  %39 = load <4 x i32>, ptr %1, align 16
  %40 = extractelement <4 x i32> %39, i32 1
  %41 = load <4 x i32>, ptr %2, align 16
  %42 = insertelement <4 x i32> %41, i32 %40, i32 1
  store <4 x i32> %42, ptr %2, align 16
  %43 = load <4 x i32>, ptr %2, align 16
  %44 = or <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %44, ptr %6, align 16
  %45 = load <4 x i32>, ptr %6, align 16
  %46 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %47 = or <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %47, ptr %7, align 16
  %48 = load <4 x i32>, ptr %1, align 16
  %49 = load <4 x i32>, ptr %2, align 16
  %50 = add <4 x i32> %48, %49
  store <4 x i32> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %51 = load <4 x i32>, ptr %1, align 16
  %52 = load <4 x i32>, ptr %2, align 16
  %53 = sub <4 x i32> %51, %52
  store <4 x i32> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %54 = load <4 x i32>, ptr %1, align 16
  %55 = load <4 x i32>, ptr %2, align 16
  %56 = mul <4 x i32> %54, %55
  store <4 x i32> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %57 = load <4 x i32>, ptr %1, align 16
  %58 = load <4 x i32>, ptr %7, align 16
  %59 = sdiv <4 x i32> %57, %58
  store <4 x i32> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %60 = load <4 x i32>, ptr %1, align 16
  %61 = load <4 x i32>, ptr %7, align 16
  %62 = srem <4 x i32> %60, %61
  store <4 x i32> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %63 = load <4 x i32>, ptr %1, align 16
  %64 = load <4 x i32>, ptr %6, align 16
  %65 = udiv <4 x i32> %63, %64
  store <4 x i32> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %66 = load <4 x i32>, ptr %1, align 16
  %67 = load <4 x i32>, ptr %6, align 16
  %68 = urem <4 x i32> %66, %67
  store <4 x i32> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %69 = load <4 x i32>, ptr %1, align 16
  %70 = load <4 x i32>, ptr %2, align 16
  %71 = and <4 x i32> %69, %70
  store <4 x i32> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %72 = load <4 x i32>, ptr %1, align 16
  %73 = load <4 x i32>, ptr %2, align 16
  %74 = or <4 x i32> %72, %73
  store <4 x i32> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %75 = load <4 x i32>, ptr %1, align 16
  %76 = load <4 x i32>, ptr %2, align 16
  %77 = xor <4 x i32> %75, %76
  store <4 x i32> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %78 = load <4 x i32>, ptr %1, align 16
  %79 = xor <4 x i32> %78, <i32 -1, i32 -1, i32 -1, i32 -1>
  store <4 x i32> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %80 = load <4 x i32>, ptr %1, align 16
  %81 = sub <4 x i32> zeroinitializer, %80
  store <4 x i32> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %82 = load <4 x i32>, ptr %1, align 16
  %83 = load <4 x i32>, ptr %3, align 16
  %84 = shl <4 x i32> %82, %83
  store <4 x i32> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %85 = load <4 x i32>, ptr %1, align 16
  %86 = load <4 x i32>, ptr %3, align 16
  %87 = ashr <4 x i32> %85, %86
  store <4 x i32> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %88 = load <4 x i32>, ptr %1, align 16
  %89 = load <4 x i32>, ptr %3, align 16
  %90 = lshr <4 x i32> %88, %89
  store <4 x i32> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %91 = call i64 @next()
  %92 = urem i64 %91, 32
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <4 x i32>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <4 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <4 x i32> zeroinitializer
  %98 = shl <4 x i32> %94, %97
  store <4 x i32> %98, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %99 = load <4 x i32>, ptr %1, align 16
  %100 = load i32, ptr %9, align 4
  %101 = insertelement <4 x i32> poison, i32 %100, i64 0
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> zeroinitializer
  %103 = ashr <4 x i32> %99, %102
  store <4 x i32> %103, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %104 = load <4 x i32>, ptr %1, align 16
  %105 = load i32, ptr %9, align 4
  %106 = insertelement <4 x i32> poison, i32 %105, i64 0
  %107 = shufflevector <4 x i32> %106, <4 x i32> poison, <4 x i32> zeroinitializer
  %108 = lshr <4 x i32> %104, %107
  store <4 x i32> %108, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %109 = load <4 x i32>, ptr %1, align 16
  %110 = ashr <4 x i32> %109, <i32 31, i32 31, i32 31, i32 31>
  store <4 x i32> %110, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %111 = load <4 x i32>, ptr %1, align 16
  %112 = add <4 x i32> %111, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %112, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %113 = load <4 x i32>, ptr %1, align 16
  %114 = sub <4 x i32> <i32 100, i32 100, i32 100, i32 100>, %113
  store <4 x i32> %114, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %115 = load <4 x i32>, ptr %1, align 16
  %116 = load <4 x i32>, ptr %2, align 16
  %117 = icmp eq <4 x i32> %115, %116
  %118 = sext <4 x i1> %117 to <4 x i32>
  store <4 x i32> %118, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %119 = load <4 x i32>, ptr %1, align 16
  %120 = load <4 x i32>, ptr %2, align 16
  %121 = icmp ne <4 x i32> %119, %120
  %122 = sext <4 x i1> %121 to <4 x i32>
  store <4 x i32> %122, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %123 = load <4 x i32>, ptr %1, align 16
  %124 = load <4 x i32>, ptr %2, align 16
  %125 = icmp slt <4 x i32> %123, %124
  %126 = sext <4 x i1> %125 to <4 x i32>
  store <4 x i32> %126, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %127 = load <4 x i32>, ptr %1, align 16
  %128 = load <4 x i32>, ptr %2, align 16
  %129 = icmp sle <4 x i32> %127, %128
  %130 = sext <4 x i1> %129 to <4 x i32>
  store <4 x i32> %130, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %131 = load <4 x i32>, ptr %1, align 16
  %132 = load <4 x i32>, ptr %2, align 16
  %133 = icmp sgt <4 x i32> %131, %132
  %134 = sext <4 x i1> %133 to <4 x i32>
  store <4 x i32> %134, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %135 = load <4 x i32>, ptr %1, align 16
  %136 = load <4 x i32>, ptr %2, align 16
  %137 = icmp sge <4 x i32> %135, %136
  %138 = sext <4 x i1> %137 to <4 x i32>
  store <4 x i32> %138, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %139 = load <4 x i32>, ptr %1, align 16
  %140 = load <4 x i32>, ptr %2, align 16
  %141 = icmp ult <4 x i32> %139, %140
  %142 = sext <4 x i1> %141 to <4 x i32>
  store <4 x i32> %142, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %143 = load <4 x i32>, ptr %1, align 16
  %144 = load <4 x i32>, ptr %2, align 16
  %145 = icmp uge <4 x i32> %143, %144
  %146 = sext <4 x i1> %145 to <4 x i32>
  store <4 x i32> %146, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %147 = load <4 x i32>, ptr %1, align 16
  %148 = load <4 x i32>, ptr %2, align 16
  %149 = icmp sgt <4 x i32> %147, %148
  %150 = sext <4 x i1> %149 to <4 x i32>
  store <4 x i32> %150, ptr %10, align 16
  %151 = load <4 x i32>, ptr %1, align 16
  %152 = load <4 x i32>, ptr %10, align 16
  %153 = and <4 x i32> %151, %152
  %154 = load <4 x i32>, ptr %2, align 16
  %155 = load <4 x i32>, ptr %10, align 16
  %156 = xor <4 x i32> %155, <i32 -1, i32 -1, i32 -1, i32 -1>
  %157 = and <4 x i32> %154, %156
  %158 = or <4 x i32> %153, %157
  store <4 x i32> %158, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %159 = call i64 @next()
  %160 = urem i64 %159, 4
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <4 x i32>, ptr %1, align 16
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <4 x i32> %162, i32 %163
  store i32 %164, ptr %12, align 4
  call void @mix(ptr noundef %12, i64 noundef 4)
  %165 = load <4 x i32>, ptr %1, align 16
  store <4 x i32> %165, ptr %4, align 16
  %166 = load <4 x i32>, ptr %2, align 16
  %167 = extractelement <4 x i32> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <4 x i32>, ptr %4, align 16
  %170 = insertelement <4 x i32> %169, i32 %167, i32 %168
  store <4 x i32> %170, ptr %4, align 16
  %171 = load <4 x i32>, ptr %4, align 16
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 3, %172
  %174 = extractelement <4 x i32> %171, i32 %173
  %175 = add i32 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 3, %176
  %178 = load <4 x i32>, ptr %4, align 16
  %179 = insertelement <4 x i32> %178, i32 %175, i32 %177
  store <4 x i32> %179, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 4
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <4 x i32>, ptr %1, align 16
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <4 x i32> %184, i32 %185
  %187 = load <4 x i32>, ptr %2, align 16
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <4 x i32> %187, i32 %188
  %190 = xor i32 %186, %189
  %191 = load i32, ptr %13, align 4
  %192 = add i32 %191, %190
  store i32 %192, ptr %13, align 4
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !26

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x8() #0 {
  %1 = alloca <8 x i32>, align 16
  %2 = alloca <8 x i32>, align 16
  %3 = alloca <8 x i32>, align 16
  %4 = alloca <8 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <8 x i32>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca <8 x i32>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <8 x i32>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %5, align 4
  %22 = load <8 x i32>, ptr %1, align 16
  %23 = insertelement <8 x i32> %22, i32 %20, i32 %21
  store <8 x i32> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %5, align 4
  %27 = load <8 x i32>, ptr %2, align 16
  %28 = insertelement <8 x i32> %27, i32 %25, i32 %26
  store <8 x i32> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 32
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %5, align 4
  %33 = load <8 x i32>, ptr %3, align 16
  %34 = insertelement <8 x i32> %33, i32 %31, i32 %32
  store <8 x i32> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !27

38:                                               ; preds = %15
  %39 = load <8 x i32>, ptr %1, align 16
  %40 = extractelement <8 x i32> %39, i32 1
  %41 = load <8 x i32>, ptr %2, align 16
  %42 = insertelement <8 x i32> %41, i32 %40, i32 1
  store <8 x i32> %42, ptr %2, align 16
  %43 = load <8 x i32>, ptr %2, align 16
  %44 = or <8 x i32> %43, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  store <8 x i32> %44, ptr %6, align 16
  %45 = load <8 x i32>, ptr %6, align 16
  %46 = lshr <8 x i32> %45, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %47 = or <8 x i32> %46, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  store <8 x i32> %47, ptr %7, align 16
  %48 = load <8 x i32>, ptr %1, align 16
  %49 = load <8 x i32>, ptr %2, align 16
  %50 = add <8 x i32> %48, %49
  store <8 x i32> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %51 = load <8 x i32>, ptr %1, align 16
  %52 = load <8 x i32>, ptr %2, align 16
  %53 = sub <8 x i32> %51, %52
  store <8 x i32> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %54 = load <8 x i32>, ptr %1, align 16
  %55 = load <8 x i32>, ptr %2, align 16
  %56 = mul <8 x i32> %54, %55
  store <8 x i32> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %57 = load <8 x i32>, ptr %1, align 16
  %58 = load <8 x i32>, ptr %7, align 16
  %59 = sdiv <8 x i32> %57, %58
  store <8 x i32> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %60 = load <8 x i32>, ptr %1, align 16
  %61 = load <8 x i32>, ptr %7, align 16
  %62 = srem <8 x i32> %60, %61
  store <8 x i32> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %63 = load <8 x i32>, ptr %1, align 16
  %64 = load <8 x i32>, ptr %6, align 16
  %65 = udiv <8 x i32> %63, %64
  store <8 x i32> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %66 = load <8 x i32>, ptr %1, align 16
  %67 = load <8 x i32>, ptr %6, align 16
  %68 = urem <8 x i32> %66, %67
  store <8 x i32> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %69 = load <8 x i32>, ptr %1, align 16
  %70 = load <8 x i32>, ptr %2, align 16
  %71 = and <8 x i32> %69, %70
  store <8 x i32> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %72 = load <8 x i32>, ptr %1, align 16
  %73 = load <8 x i32>, ptr %2, align 16
  %74 = or <8 x i32> %72, %73
  store <8 x i32> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %75 = load <8 x i32>, ptr %1, align 16
  %76 = load <8 x i32>, ptr %2, align 16
  %77 = xor <8 x i32> %75, %76
  store <8 x i32> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %78 = load <8 x i32>, ptr %1, align 16
  %79 = xor <8 x i32> %78, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  store <8 x i32> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %80 = load <8 x i32>, ptr %1, align 16
  %81 = sub <8 x i32> zeroinitializer, %80
  store <8 x i32> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %82 = load <8 x i32>, ptr %1, align 16
  %83 = load <8 x i32>, ptr %3, align 16
  %84 = shl <8 x i32> %82, %83
  store <8 x i32> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %85 = load <8 x i32>, ptr %1, align 16
  %86 = load <8 x i32>, ptr %3, align 16
  %87 = ashr <8 x i32> %85, %86
  store <8 x i32> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %88 = load <8 x i32>, ptr %1, align 16
  %89 = load <8 x i32>, ptr %3, align 16
  %90 = lshr <8 x i32> %88, %89
  store <8 x i32> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %91 = call i64 @next()
  %92 = urem i64 %91, 32
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <8 x i32>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <8 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <8 x i32> %96, <8 x i32> poison, <8 x i32> zeroinitializer
  %98 = shl <8 x i32> %94, %97
  store <8 x i32> %98, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %99 = load <8 x i32>, ptr %1, align 16
  %100 = load i32, ptr %9, align 4
  %101 = insertelement <8 x i32> poison, i32 %100, i64 0
  %102 = shufflevector <8 x i32> %101, <8 x i32> poison, <8 x i32> zeroinitializer
  %103 = ashr <8 x i32> %99, %102
  store <8 x i32> %103, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %104 = load <8 x i32>, ptr %1, align 16
  %105 = load i32, ptr %9, align 4
  %106 = insertelement <8 x i32> poison, i32 %105, i64 0
  %107 = shufflevector <8 x i32> %106, <8 x i32> poison, <8 x i32> zeroinitializer
  %108 = lshr <8 x i32> %104, %107
  store <8 x i32> %108, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %109 = load <8 x i32>, ptr %1, align 16
  %110 = ashr <8 x i32> %109, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  store <8 x i32> %110, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %111 = load <8 x i32>, ptr %1, align 16
  %112 = add <8 x i32> %111, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <8 x i32> %112, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %113 = load <8 x i32>, ptr %1, align 16
  %114 = sub <8 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>, %113
  store <8 x i32> %114, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %115 = load <8 x i32>, ptr %1, align 16
  %116 = load <8 x i32>, ptr %2, align 16
  %117 = icmp eq <8 x i32> %115, %116
  %118 = sext <8 x i1> %117 to <8 x i32>
  store <8 x i32> %118, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %119 = load <8 x i32>, ptr %1, align 16
  %120 = load <8 x i32>, ptr %2, align 16
  %121 = icmp ne <8 x i32> %119, %120
  %122 = sext <8 x i1> %121 to <8 x i32>
  store <8 x i32> %122, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %123 = load <8 x i32>, ptr %1, align 16
  %124 = load <8 x i32>, ptr %2, align 16
  %125 = icmp slt <8 x i32> %123, %124
  %126 = sext <8 x i1> %125 to <8 x i32>
  store <8 x i32> %126, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %127 = load <8 x i32>, ptr %1, align 16
  %128 = load <8 x i32>, ptr %2, align 16
  %129 = icmp sle <8 x i32> %127, %128
  %130 = sext <8 x i1> %129 to <8 x i32>
  store <8 x i32> %130, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %131 = load <8 x i32>, ptr %1, align 16
  %132 = load <8 x i32>, ptr %2, align 16
  %133 = icmp sgt <8 x i32> %131, %132
  %134 = sext <8 x i1> %133 to <8 x i32>
  store <8 x i32> %134, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %135 = load <8 x i32>, ptr %1, align 16
  %136 = load <8 x i32>, ptr %2, align 16
  %137 = icmp sge <8 x i32> %135, %136
  %138 = sext <8 x i1> %137 to <8 x i32>
  store <8 x i32> %138, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %139 = load <8 x i32>, ptr %1, align 16
  %140 = load <8 x i32>, ptr %2, align 16
  %141 = icmp ult <8 x i32> %139, %140
  %142 = sext <8 x i1> %141 to <8 x i32>
  store <8 x i32> %142, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %143 = load <8 x i32>, ptr %1, align 16
  %144 = load <8 x i32>, ptr %2, align 16
  %145 = icmp uge <8 x i32> %143, %144
  %146 = sext <8 x i1> %145 to <8 x i32>
  store <8 x i32> %146, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %147 = load <8 x i32>, ptr %1, align 16
  %148 = load <8 x i32>, ptr %2, align 16
  %149 = icmp sgt <8 x i32> %147, %148
  %150 = sext <8 x i1> %149 to <8 x i32>
  store <8 x i32> %150, ptr %10, align 16
  %151 = load <8 x i32>, ptr %1, align 16
  %152 = load <8 x i32>, ptr %10, align 16
  %153 = and <8 x i32> %151, %152
  %154 = load <8 x i32>, ptr %2, align 16
  %155 = load <8 x i32>, ptr %10, align 16
  %156 = xor <8 x i32> %155, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %157 = and <8 x i32> %154, %156
  %158 = or <8 x i32> %153, %157
  store <8 x i32> %158, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %159 = call i64 @next()
  %160 = urem i64 %159, 8
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <8 x i32>, ptr %1, align 16
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <8 x i32> %162, i32 %163
  store i32 %164, ptr %12, align 4
  call void @mix(ptr noundef %12, i64 noundef 4)
  %165 = load <8 x i32>, ptr %1, align 16
  store <8 x i32> %165, ptr %4, align 16
  %166 = load <8 x i32>, ptr %2, align 16
  %167 = extractelement <8 x i32> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <8 x i32>, ptr %4, align 16
  %170 = insertelement <8 x i32> %169, i32 %167, i32 %168
  store <8 x i32> %170, ptr %4, align 16
  %171 = load <8 x i32>, ptr %4, align 16
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 7, %172
  %174 = extractelement <8 x i32> %171, i32 %173
  %175 = add i32 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 7, %176
  %178 = load <8 x i32>, ptr %4, align 16
  %179 = insertelement <8 x i32> %178, i32 %175, i32 %177
  store <8 x i32> %179, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 8
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <8 x i32>, ptr %1, align 16
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <8 x i32> %184, i32 %185
  %187 = load <8 x i32>, ptr %2, align 16
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <8 x i32> %187, i32 %188
  %190 = xor i32 %186, %189
  %191 = load i32, ptr %13, align 4
  %192 = add i32 %191, %190
  store i32 %192, ptr %13, align 4
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !28

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32x16() #0 {
  %1 = alloca <16 x i32>, align 16
  %2 = alloca <16 x i32>, align 16
  %3 = alloca <16 x i32>, align 16
  %4 = alloca <16 x i32>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <16 x i32>, align 16
  %7 = alloca <16 x i32>, align 16
  %8 = alloca <16 x i32>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <16 x i32>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %35, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 16
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = trunc i64 %19 to i32
  %21 = load i32, ptr %5, align 4
  %22 = load <16 x i32>, ptr %1, align 16
  %23 = insertelement <16 x i32> %22, i32 %20, i32 %21
  store <16 x i32> %23, ptr %1, align 16
  %24 = call i64 @next()
  %25 = trunc i64 %24 to i32
  %26 = load i32, ptr %5, align 4
  %27 = load <16 x i32>, ptr %2, align 16
  %28 = insertelement <16 x i32> %27, i32 %25, i32 %26
  store <16 x i32> %28, ptr %2, align 16
  %29 = call i64 @next()
  %30 = urem i64 %29, 32
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %5, align 4
  %33 = load <16 x i32>, ptr %3, align 16
  %34 = insertelement <16 x i32> %33, i32 %31, i32 %32
  store <16 x i32> %34, ptr %3, align 16
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %5, align 4
  br label %15, !llvm.loop !29

38:                                               ; preds = %15
  %39 = load <16 x i32>, ptr %1, align 16
  %40 = extractelement <16 x i32> %39, i32 1
  %41 = load <16 x i32>, ptr %2, align 16
  %42 = insertelement <16 x i32> %41, i32 %40, i32 1
  store <16 x i32> %42, ptr %2, align 16
  %43 = load <16 x i32>, ptr %2, align 16
  %44 = or <16 x i32> %43, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  store <16 x i32> %44, ptr %6, align 16
  %45 = load <16 x i32>, ptr %6, align 16
  %46 = lshr <16 x i32> %45, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %47 = or <16 x i32> %46, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  store <16 x i32> %47, ptr %7, align 16
  %48 = load <16 x i32>, ptr %1, align 16
  %49 = load <16 x i32>, ptr %2, align 16
  %50 = add <16 x i32> %48, %49
  store <16 x i32> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %51 = load <16 x i32>, ptr %1, align 16
  %52 = load <16 x i32>, ptr %2, align 16
  %53 = sub <16 x i32> %51, %52
  store <16 x i32> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %54 = load <16 x i32>, ptr %1, align 16
  %55 = load <16 x i32>, ptr %2, align 16
  %56 = mul <16 x i32> %54, %55
  store <16 x i32> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %57 = load <16 x i32>, ptr %1, align 16
  %58 = load <16 x i32>, ptr %7, align 16
  %59 = sdiv <16 x i32> %57, %58
  store <16 x i32> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %60 = load <16 x i32>, ptr %1, align 16
  %61 = load <16 x i32>, ptr %7, align 16
  %62 = srem <16 x i32> %60, %61
  store <16 x i32> %62, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %63 = load <16 x i32>, ptr %1, align 16
  %64 = load <16 x i32>, ptr %6, align 16
  %65 = udiv <16 x i32> %63, %64
  store <16 x i32> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %66 = load <16 x i32>, ptr %1, align 16
  %67 = load <16 x i32>, ptr %6, align 16
  %68 = urem <16 x i32> %66, %67
  store <16 x i32> %68, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %69 = load <16 x i32>, ptr %1, align 16
  %70 = load <16 x i32>, ptr %2, align 16
  %71 = and <16 x i32> %69, %70
  store <16 x i32> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %72 = load <16 x i32>, ptr %1, align 16
  %73 = load <16 x i32>, ptr %2, align 16
  %74 = or <16 x i32> %72, %73
  store <16 x i32> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %75 = load <16 x i32>, ptr %1, align 16
  %76 = load <16 x i32>, ptr %2, align 16
  %77 = xor <16 x i32> %75, %76
  store <16 x i32> %77, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %78 = load <16 x i32>, ptr %1, align 16
  %79 = xor <16 x i32> %78, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  store <16 x i32> %79, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %80 = load <16 x i32>, ptr %1, align 16
  %81 = sub <16 x i32> zeroinitializer, %80
  store <16 x i32> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %82 = load <16 x i32>, ptr %1, align 16
  %83 = load <16 x i32>, ptr %3, align 16
  %84 = shl <16 x i32> %82, %83
  store <16 x i32> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %85 = load <16 x i32>, ptr %1, align 16
  %86 = load <16 x i32>, ptr %3, align 16
  %87 = ashr <16 x i32> %85, %86
  store <16 x i32> %87, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %88 = load <16 x i32>, ptr %1, align 16
  %89 = load <16 x i32>, ptr %3, align 16
  %90 = lshr <16 x i32> %88, %89
  store <16 x i32> %90, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %91 = call i64 @next()
  %92 = urem i64 %91, 32
  %93 = trunc i64 %92 to i32
  store i32 %93, ptr %9, align 4
  %94 = load <16 x i32>, ptr %1, align 16
  %95 = load i32, ptr %9, align 4
  %96 = insertelement <16 x i32> poison, i32 %95, i64 0
  %97 = shufflevector <16 x i32> %96, <16 x i32> poison, <16 x i32> zeroinitializer
  %98 = shl <16 x i32> %94, %97
  store <16 x i32> %98, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %99 = load <16 x i32>, ptr %1, align 16
  %100 = load i32, ptr %9, align 4
  %101 = insertelement <16 x i32> poison, i32 %100, i64 0
  %102 = shufflevector <16 x i32> %101, <16 x i32> poison, <16 x i32> zeroinitializer
  %103 = ashr <16 x i32> %99, %102
  store <16 x i32> %103, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %104 = load <16 x i32>, ptr %1, align 16
  %105 = load i32, ptr %9, align 4
  %106 = insertelement <16 x i32> poison, i32 %105, i64 0
  %107 = shufflevector <16 x i32> %106, <16 x i32> poison, <16 x i32> zeroinitializer
  %108 = lshr <16 x i32> %104, %107
  store <16 x i32> %108, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %109 = load <16 x i32>, ptr %1, align 16
  %110 = ashr <16 x i32> %109, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  store <16 x i32> %110, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %111 = load <16 x i32>, ptr %1, align 16
  %112 = add <16 x i32> %111, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  store <16 x i32> %112, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %113 = load <16 x i32>, ptr %1, align 16
  %114 = sub <16 x i32> <i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100, i32 100>, %113
  store <16 x i32> %114, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %115 = load <16 x i32>, ptr %1, align 16
  %116 = load <16 x i32>, ptr %2, align 16
  %117 = icmp eq <16 x i32> %115, %116
  %118 = sext <16 x i1> %117 to <16 x i32>
  store <16 x i32> %118, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %119 = load <16 x i32>, ptr %1, align 16
  %120 = load <16 x i32>, ptr %2, align 16
  %121 = icmp ne <16 x i32> %119, %120
  %122 = sext <16 x i1> %121 to <16 x i32>
  store <16 x i32> %122, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %123 = load <16 x i32>, ptr %1, align 16
  %124 = load <16 x i32>, ptr %2, align 16
  %125 = icmp slt <16 x i32> %123, %124
  %126 = sext <16 x i1> %125 to <16 x i32>
  store <16 x i32> %126, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %127 = load <16 x i32>, ptr %1, align 16
  %128 = load <16 x i32>, ptr %2, align 16
  %129 = icmp sle <16 x i32> %127, %128
  %130 = sext <16 x i1> %129 to <16 x i32>
  store <16 x i32> %130, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %131 = load <16 x i32>, ptr %1, align 16
  %132 = load <16 x i32>, ptr %2, align 16
  %133 = icmp sgt <16 x i32> %131, %132
  %134 = sext <16 x i1> %133 to <16 x i32>
  store <16 x i32> %134, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %135 = load <16 x i32>, ptr %1, align 16
  %136 = load <16 x i32>, ptr %2, align 16
  %137 = icmp sge <16 x i32> %135, %136
  %138 = sext <16 x i1> %137 to <16 x i32>
  store <16 x i32> %138, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %139 = load <16 x i32>, ptr %1, align 16
  %140 = load <16 x i32>, ptr %2, align 16
  %141 = icmp ult <16 x i32> %139, %140
  %142 = sext <16 x i1> %141 to <16 x i32>
  store <16 x i32> %142, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %143 = load <16 x i32>, ptr %1, align 16
  %144 = load <16 x i32>, ptr %2, align 16
  %145 = icmp uge <16 x i32> %143, %144
  %146 = sext <16 x i1> %145 to <16 x i32>
  store <16 x i32> %146, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %147 = load <16 x i32>, ptr %1, align 16
  %148 = load <16 x i32>, ptr %2, align 16
  %149 = icmp sgt <16 x i32> %147, %148
  %150 = sext <16 x i1> %149 to <16 x i32>
  store <16 x i32> %150, ptr %10, align 16
  %151 = load <16 x i32>, ptr %1, align 16
  %152 = load <16 x i32>, ptr %10, align 16
  %153 = and <16 x i32> %151, %152
  %154 = load <16 x i32>, ptr %2, align 16
  %155 = load <16 x i32>, ptr %10, align 16
  %156 = xor <16 x i32> %155, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %157 = and <16 x i32> %154, %156
  %158 = or <16 x i32> %153, %157
  store <16 x i32> %158, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %159 = call i64 @next()
  %160 = urem i64 %159, 16
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <16 x i32>, ptr %1, align 16
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <16 x i32> %162, i32 %163
  store i32 %164, ptr %12, align 4
  call void @mix(ptr noundef %12, i64 noundef 4)
  %165 = load <16 x i32>, ptr %1, align 16
  store <16 x i32> %165, ptr %4, align 16
  %166 = load <16 x i32>, ptr %2, align 16
  %167 = extractelement <16 x i32> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <16 x i32>, ptr %4, align 16
  %170 = insertelement <16 x i32> %169, i32 %167, i32 %168
  store <16 x i32> %170, ptr %4, align 16
  %171 = load <16 x i32>, ptr %4, align 16
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 15, %172
  %174 = extractelement <16 x i32> %171, i32 %173
  %175 = add i32 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 15, %176
  %178 = load <16 x i32>, ptr %4, align 16
  %179 = insertelement <16 x i32> %178, i32 %175, i32 %177
  store <16 x i32> %179, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %38
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 16
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <16 x i32>, ptr %1, align 16
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <16 x i32> %184, i32 %185
  %187 = load <16 x i32>, ptr %2, align 16
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <16 x i32> %187, i32 %188
  %190 = xor i32 %186, %189
  %191 = load i32, ptr %13, align 4
  %192 = add i32 %191, %190
  store i32 %192, ptr %13, align 4
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !30

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64x2() #0 {
  %1 = alloca <2 x i64>, align 16
  %2 = alloca <2 x i64>, align 16
  %3 = alloca <2 x i64>, align 16
  %4 = alloca <2 x i64>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <2 x i64>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca <2 x i64>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <2 x i64>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 2
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = load i32, ptr %5, align 4
  %21 = load <2 x i64>, ptr %1, align 16
  %22 = insertelement <2 x i64> %21, i64 %19, i32 %20
  store <2 x i64> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = load i32, ptr %5, align 4
  %25 = load <2 x i64>, ptr %2, align 16
  %26 = insertelement <2 x i64> %25, i64 %23, i32 %24
  store <2 x i64> %26, ptr %2, align 16
  %27 = call i64 @next()
  %28 = urem i64 %27, 64
  %29 = load i32, ptr %5, align 4
  %30 = load <2 x i64>, ptr %3, align 16
  %31 = insertelement <2 x i64> %30, i64 %28, i32 %29
  store <2 x i64> %31, ptr %3, align 16
  br label %32

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %15, !llvm.loop !31

35:                                               ; preds = %15
  %36 = load <2 x i64>, ptr %1, align 16
  %37 = extractelement <2 x i64> %36, i32 1
  %38 = load <2 x i64>, ptr %2, align 16
  %39 = insertelement <2 x i64> %38, i64 %37, i32 1
  store <2 x i64> %39, ptr %2, align 16
  %40 = load <2 x i64>, ptr %2, align 16
  %41 = or <2 x i64> %40, <i64 1, i64 1>
  store <2 x i64> %41, ptr %6, align 16
  %42 = load <2 x i64>, ptr %6, align 16
  %43 = lshr <2 x i64> %42, <i64 1, i64 1>
  %44 = or <2 x i64> %43, <i64 1, i64 1>
  store <2 x i64> %44, ptr %7, align 16
  %45 = load <2 x i64>, ptr %1, align 16
  %46 = load <2 x i64>, ptr %2, align 16
  %47 = add <2 x i64> %45, %46
  store <2 x i64> %47, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %48 = load <2 x i64>, ptr %1, align 16
  %49 = load <2 x i64>, ptr %2, align 16
  %50 = sub <2 x i64> %48, %49
  store <2 x i64> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %51 = load <2 x i64>, ptr %1, align 16
  %52 = load <2 x i64>, ptr %2, align 16
  %53 = mul <2 x i64> %51, %52
  store <2 x i64> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %54 = load <2 x i64>, ptr %1, align 16
  %55 = load <2 x i64>, ptr %7, align 16
  %56 = sdiv <2 x i64> %54, %55
  store <2 x i64> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %57 = load <2 x i64>, ptr %1, align 16
  %58 = load <2 x i64>, ptr %7, align 16
  %59 = srem <2 x i64> %57, %58
  store <2 x i64> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %60 = load <2 x i64>, ptr %1, align 16
  %61 = load <2 x i64>, ptr %6, align 16
  %62 = udiv <2 x i64> %60, %61
  store <2 x i64> %62, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %63 = load <2 x i64>, ptr %1, align 16
  %64 = load <2 x i64>, ptr %6, align 16
  %65 = urem <2 x i64> %63, %64
  store <2 x i64> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %66 = load <2 x i64>, ptr %1, align 16
  %67 = load <2 x i64>, ptr %2, align 16
  %68 = and <2 x i64> %66, %67
  store <2 x i64> %68, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %69 = load <2 x i64>, ptr %1, align 16
  %70 = load <2 x i64>, ptr %2, align 16
  %71 = or <2 x i64> %69, %70
  store <2 x i64> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %72 = load <2 x i64>, ptr %1, align 16
  %73 = load <2 x i64>, ptr %2, align 16
  %74 = xor <2 x i64> %72, %73
  store <2 x i64> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %75 = load <2 x i64>, ptr %1, align 16
  %76 = xor <2 x i64> %75, <i64 -1, i64 -1>
  store <2 x i64> %76, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %77 = load <2 x i64>, ptr %1, align 16
  %78 = sub <2 x i64> zeroinitializer, %77
  store <2 x i64> %78, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %79 = load <2 x i64>, ptr %1, align 16
  %80 = load <2 x i64>, ptr %3, align 16
  %81 = shl <2 x i64> %79, %80
  store <2 x i64> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %82 = load <2 x i64>, ptr %1, align 16
  %83 = load <2 x i64>, ptr %3, align 16
  %84 = ashr <2 x i64> %82, %83
  store <2 x i64> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %85 = load <2 x i64>, ptr %1, align 16
  %86 = load <2 x i64>, ptr %3, align 16
  %87 = lshr <2 x i64> %85, %86
  store <2 x i64> %87, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %88 = call i64 @next()
  %89 = urem i64 %88, 64
  %90 = trunc i64 %89 to i32
  store i32 %90, ptr %9, align 4
  %91 = load <2 x i64>, ptr %1, align 16
  %92 = load i32, ptr %9, align 4
  %93 = insertelement <2 x i32> poison, i32 %92, i64 0
  %94 = shufflevector <2 x i32> %93, <2 x i32> poison, <2 x i32> zeroinitializer
  %95 = zext <2 x i32> %94 to <2 x i64>
  %96 = shl <2 x i64> %91, %95
  store <2 x i64> %96, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %97 = load <2 x i64>, ptr %1, align 16
  %98 = load i32, ptr %9, align 4
  %99 = insertelement <2 x i32> poison, i32 %98, i64 0
  %100 = shufflevector <2 x i32> %99, <2 x i32> poison, <2 x i32> zeroinitializer
  %101 = zext <2 x i32> %100 to <2 x i64>
  %102 = ashr <2 x i64> %97, %101
  store <2 x i64> %102, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %103 = load <2 x i64>, ptr %1, align 16
  %104 = load i32, ptr %9, align 4
  %105 = insertelement <2 x i32> poison, i32 %104, i64 0
  %106 = shufflevector <2 x i32> %105, <2 x i32> poison, <2 x i32> zeroinitializer
  %107 = zext <2 x i32> %106 to <2 x i64>
  %108 = lshr <2 x i64> %103, %107
  store <2 x i64> %108, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 16)
  %109 = load <2 x i64>, ptr %1, align 16
  %110 = ashr <2 x i64> %109, <i64 63, i64 63>
  store <2 x i64> %110, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %111 = load <2 x i64>, ptr %1, align 16
  %112 = add <2 x i64> %111, <i64 3, i64 3>
  store <2 x i64> %112, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %113 = load <2 x i64>, ptr %1, align 16
  %114 = sub <2 x i64> <i64 100, i64 100>, %113
  store <2 x i64> %114, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %115 = load <2 x i64>, ptr %1, align 16
  %116 = load <2 x i64>, ptr %2, align 16
  %117 = icmp eq <2 x i64> %115, %116
  %118 = sext <2 x i1> %117 to <2 x i64>
  store <2 x i64> %118, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %119 = load <2 x i64>, ptr %1, align 16
  %120 = load <2 x i64>, ptr %2, align 16
  %121 = icmp ne <2 x i64> %119, %120
  %122 = sext <2 x i1> %121 to <2 x i64>
  store <2 x i64> %122, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %123 = load <2 x i64>, ptr %1, align 16
  %124 = load <2 x i64>, ptr %2, align 16
  %125 = icmp slt <2 x i64> %123, %124
  %126 = sext <2 x i1> %125 to <2 x i64>
  store <2 x i64> %126, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %127 = load <2 x i64>, ptr %1, align 16
  %128 = load <2 x i64>, ptr %2, align 16
  %129 = icmp sle <2 x i64> %127, %128
  %130 = sext <2 x i1> %129 to <2 x i64>
  store <2 x i64> %130, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %131 = load <2 x i64>, ptr %1, align 16
  %132 = load <2 x i64>, ptr %2, align 16
  %133 = icmp sgt <2 x i64> %131, %132
  %134 = sext <2 x i1> %133 to <2 x i64>
  store <2 x i64> %134, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %135 = load <2 x i64>, ptr %1, align 16
  %136 = load <2 x i64>, ptr %2, align 16
  %137 = icmp sge <2 x i64> %135, %136
  %138 = sext <2 x i1> %137 to <2 x i64>
  store <2 x i64> %138, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %139 = load <2 x i64>, ptr %1, align 16
  %140 = load <2 x i64>, ptr %2, align 16
  %141 = icmp ult <2 x i64> %139, %140
  %142 = sext <2 x i1> %141 to <2 x i64>
  store <2 x i64> %142, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %143 = load <2 x i64>, ptr %1, align 16
  %144 = load <2 x i64>, ptr %2, align 16
  %145 = icmp uge <2 x i64> %143, %144
  %146 = sext <2 x i1> %145 to <2 x i64>
  store <2 x i64> %146, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %147 = load <2 x i64>, ptr %1, align 16
  %148 = load <2 x i64>, ptr %2, align 16
  %149 = icmp sgt <2 x i64> %147, %148
  %150 = sext <2 x i1> %149 to <2 x i64>
  store <2 x i64> %150, ptr %10, align 16
  %151 = load <2 x i64>, ptr %1, align 16
  %152 = load <2 x i64>, ptr %10, align 16
  %153 = and <2 x i64> %151, %152
  %154 = load <2 x i64>, ptr %2, align 16
  %155 = load <2 x i64>, ptr %10, align 16
  %156 = xor <2 x i64> %155, <i64 -1, i64 -1>
  %157 = and <2 x i64> %154, %156
  %158 = or <2 x i64> %153, %157
  store <2 x i64> %158, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  %159 = call i64 @next()
  %160 = urem i64 %159, 2
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <2 x i64>, ptr %1, align 16
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <2 x i64> %162, i32 %163
  store i64 %164, ptr %12, align 8
  call void @mix(ptr noundef %12, i64 noundef 8)
  %165 = load <2 x i64>, ptr %1, align 16
  store <2 x i64> %165, ptr %4, align 16
  %166 = load <2 x i64>, ptr %2, align 16
  %167 = extractelement <2 x i64> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <2 x i64>, ptr %4, align 16
  %170 = insertelement <2 x i64> %169, i64 %167, i32 %168
  store <2 x i64> %170, ptr %4, align 16
  %171 = load <2 x i64>, ptr %4, align 16
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 1, %172
  %174 = extractelement <2 x i64> %171, i32 %173
  %175 = add i64 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 1, %176
  %178 = load <2 x i64>, ptr %4, align 16
  %179 = insertelement <2 x i64> %178, i64 %175, i32 %177
  store <2 x i64> %179, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 16)
  store i64 0, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %35
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 2
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <2 x i64>, ptr %1, align 16
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <2 x i64> %184, i32 %185
  %187 = load <2 x i64>, ptr %2, align 16
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <2 x i64> %187, i32 %188
  %190 = xor i64 %186, %189
  %191 = load i64, ptr %13, align 8
  %192 = add i64 %191, %190
  store i64 %192, ptr %13, align 8
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !32

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64x4() #0 {
  %1 = alloca <4 x i64>, align 16
  %2 = alloca <4 x i64>, align 16
  %3 = alloca <4 x i64>, align 16
  %4 = alloca <4 x i64>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <4 x i64>, align 16
  %7 = alloca <4 x i64>, align 16
  %8 = alloca <4 x i64>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <4 x i64>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = load i32, ptr %5, align 4
  %21 = load <4 x i64>, ptr %1, align 16
  %22 = insertelement <4 x i64> %21, i64 %19, i32 %20
  store <4 x i64> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = load i32, ptr %5, align 4
  %25 = load <4 x i64>, ptr %2, align 16
  %26 = insertelement <4 x i64> %25, i64 %23, i32 %24
  store <4 x i64> %26, ptr %2, align 16
  %27 = call i64 @next()
  %28 = urem i64 %27, 64
  %29 = load i32, ptr %5, align 4
  %30 = load <4 x i64>, ptr %3, align 16
  %31 = insertelement <4 x i64> %30, i64 %28, i32 %29
  store <4 x i64> %31, ptr %3, align 16
  br label %32

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %15, !llvm.loop !33

35:                                               ; preds = %15
  %36 = load <4 x i64>, ptr %1, align 16
  %37 = extractelement <4 x i64> %36, i32 1
  %38 = load <4 x i64>, ptr %2, align 16
  %39 = insertelement <4 x i64> %38, i64 %37, i32 1
  store <4 x i64> %39, ptr %2, align 16
  %40 = load <4 x i64>, ptr %2, align 16
  %41 = or <4 x i64> %40, <i64 1, i64 1, i64 1, i64 1>
  store <4 x i64> %41, ptr %6, align 16
  %42 = load <4 x i64>, ptr %6, align 16
  %43 = lshr <4 x i64> %42, <i64 1, i64 1, i64 1, i64 1>
  %44 = or <4 x i64> %43, <i64 1, i64 1, i64 1, i64 1>
  store <4 x i64> %44, ptr %7, align 16
  %45 = load <4 x i64>, ptr %1, align 16
  %46 = load <4 x i64>, ptr %2, align 16
  %47 = add <4 x i64> %45, %46
  store <4 x i64> %47, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %48 = load <4 x i64>, ptr %1, align 16
  %49 = load <4 x i64>, ptr %2, align 16
  %50 = sub <4 x i64> %48, %49
  store <4 x i64> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %51 = load <4 x i64>, ptr %1, align 16
  %52 = load <4 x i64>, ptr %2, align 16
  %53 = mul <4 x i64> %51, %52
  store <4 x i64> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %54 = load <4 x i64>, ptr %1, align 16
  %55 = load <4 x i64>, ptr %7, align 16
  %56 = sdiv <4 x i64> %54, %55
  store <4 x i64> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %57 = load <4 x i64>, ptr %1, align 16
  %58 = load <4 x i64>, ptr %7, align 16
  %59 = srem <4 x i64> %57, %58
  store <4 x i64> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %60 = load <4 x i64>, ptr %1, align 16
  %61 = load <4 x i64>, ptr %6, align 16
  %62 = udiv <4 x i64> %60, %61
  store <4 x i64> %62, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %63 = load <4 x i64>, ptr %1, align 16
  %64 = load <4 x i64>, ptr %6, align 16
  %65 = urem <4 x i64> %63, %64
  store <4 x i64> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %66 = load <4 x i64>, ptr %1, align 16
  %67 = load <4 x i64>, ptr %2, align 16
  %68 = and <4 x i64> %66, %67
  store <4 x i64> %68, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %69 = load <4 x i64>, ptr %1, align 16
  %70 = load <4 x i64>, ptr %2, align 16
  %71 = or <4 x i64> %69, %70
  store <4 x i64> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %72 = load <4 x i64>, ptr %1, align 16
  %73 = load <4 x i64>, ptr %2, align 16
  %74 = xor <4 x i64> %72, %73
  store <4 x i64> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %75 = load <4 x i64>, ptr %1, align 16
  %76 = xor <4 x i64> %75, <i64 -1, i64 -1, i64 -1, i64 -1>
  store <4 x i64> %76, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %77 = load <4 x i64>, ptr %1, align 16
  %78 = sub <4 x i64> zeroinitializer, %77
  store <4 x i64> %78, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %79 = load <4 x i64>, ptr %1, align 16
  %80 = load <4 x i64>, ptr %3, align 16
  %81 = shl <4 x i64> %79, %80
  store <4 x i64> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %82 = load <4 x i64>, ptr %1, align 16
  %83 = load <4 x i64>, ptr %3, align 16
  %84 = ashr <4 x i64> %82, %83
  store <4 x i64> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %85 = load <4 x i64>, ptr %1, align 16
  %86 = load <4 x i64>, ptr %3, align 16
  %87 = lshr <4 x i64> %85, %86
  store <4 x i64> %87, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %88 = call i64 @next()
  %89 = urem i64 %88, 64
  %90 = trunc i64 %89 to i32
  store i32 %90, ptr %9, align 4
  %91 = load <4 x i64>, ptr %1, align 16
  %92 = load i32, ptr %9, align 4
  %93 = insertelement <4 x i32> poison, i32 %92, i64 0
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer
  %95 = zext <4 x i32> %94 to <4 x i64>
  %96 = shl <4 x i64> %91, %95
  store <4 x i64> %96, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %97 = load <4 x i64>, ptr %1, align 16
  %98 = load i32, ptr %9, align 4
  %99 = insertelement <4 x i32> poison, i32 %98, i64 0
  %100 = shufflevector <4 x i32> %99, <4 x i32> poison, <4 x i32> zeroinitializer
  %101 = zext <4 x i32> %100 to <4 x i64>
  %102 = ashr <4 x i64> %97, %101
  store <4 x i64> %102, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %103 = load <4 x i64>, ptr %1, align 16
  %104 = load i32, ptr %9, align 4
  %105 = insertelement <4 x i32> poison, i32 %104, i64 0
  %106 = shufflevector <4 x i32> %105, <4 x i32> poison, <4 x i32> zeroinitializer
  %107 = zext <4 x i32> %106 to <4 x i64>
  %108 = lshr <4 x i64> %103, %107
  store <4 x i64> %108, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %109 = load <4 x i64>, ptr %1, align 16
  %110 = ashr <4 x i64> %109, <i64 63, i64 63, i64 63, i64 63>
  store <4 x i64> %110, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %111 = load <4 x i64>, ptr %1, align 16
  %112 = add <4 x i64> %111, <i64 3, i64 3, i64 3, i64 3>
  store <4 x i64> %112, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %113 = load <4 x i64>, ptr %1, align 16
  %114 = sub <4 x i64> <i64 100, i64 100, i64 100, i64 100>, %113
  store <4 x i64> %114, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %115 = load <4 x i64>, ptr %1, align 16
  %116 = load <4 x i64>, ptr %2, align 16
  %117 = icmp eq <4 x i64> %115, %116
  %118 = sext <4 x i1> %117 to <4 x i64>
  store <4 x i64> %118, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %119 = load <4 x i64>, ptr %1, align 16
  %120 = load <4 x i64>, ptr %2, align 16
  %121 = icmp ne <4 x i64> %119, %120
  %122 = sext <4 x i1> %121 to <4 x i64>
  store <4 x i64> %122, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %123 = load <4 x i64>, ptr %1, align 16
  %124 = load <4 x i64>, ptr %2, align 16
  %125 = icmp slt <4 x i64> %123, %124
  %126 = sext <4 x i1> %125 to <4 x i64>
  store <4 x i64> %126, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %127 = load <4 x i64>, ptr %1, align 16
  %128 = load <4 x i64>, ptr %2, align 16
  %129 = icmp sle <4 x i64> %127, %128
  %130 = sext <4 x i1> %129 to <4 x i64>
  store <4 x i64> %130, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %131 = load <4 x i64>, ptr %1, align 16
  %132 = load <4 x i64>, ptr %2, align 16
  %133 = icmp sgt <4 x i64> %131, %132
  %134 = sext <4 x i1> %133 to <4 x i64>
  store <4 x i64> %134, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %135 = load <4 x i64>, ptr %1, align 16
  %136 = load <4 x i64>, ptr %2, align 16
  %137 = icmp sge <4 x i64> %135, %136
  %138 = sext <4 x i1> %137 to <4 x i64>
  store <4 x i64> %138, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %139 = load <4 x i64>, ptr %1, align 16
  %140 = load <4 x i64>, ptr %2, align 16
  %141 = icmp ult <4 x i64> %139, %140
  %142 = sext <4 x i1> %141 to <4 x i64>
  store <4 x i64> %142, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %143 = load <4 x i64>, ptr %1, align 16
  %144 = load <4 x i64>, ptr %2, align 16
  %145 = icmp uge <4 x i64> %143, %144
  %146 = sext <4 x i1> %145 to <4 x i64>
  store <4 x i64> %146, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %147 = load <4 x i64>, ptr %1, align 16
  %148 = load <4 x i64>, ptr %2, align 16
  %149 = icmp sgt <4 x i64> %147, %148
  %150 = sext <4 x i1> %149 to <4 x i64>
  store <4 x i64> %150, ptr %10, align 16
  %151 = load <4 x i64>, ptr %1, align 16
  %152 = load <4 x i64>, ptr %10, align 16
  %153 = and <4 x i64> %151, %152
  %154 = load <4 x i64>, ptr %2, align 16
  %155 = load <4 x i64>, ptr %10, align 16
  %156 = xor <4 x i64> %155, <i64 -1, i64 -1, i64 -1, i64 -1>
  %157 = and <4 x i64> %154, %156
  %158 = or <4 x i64> %153, %157
  store <4 x i64> %158, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  %159 = call i64 @next()
  %160 = urem i64 %159, 4
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <4 x i64>, ptr %1, align 16
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <4 x i64> %162, i32 %163
  store i64 %164, ptr %12, align 8
  call void @mix(ptr noundef %12, i64 noundef 8)
  %165 = load <4 x i64>, ptr %1, align 16
  store <4 x i64> %165, ptr %4, align 16
  %166 = load <4 x i64>, ptr %2, align 16
  %167 = extractelement <4 x i64> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <4 x i64>, ptr %4, align 16
  %170 = insertelement <4 x i64> %169, i64 %167, i32 %168
  store <4 x i64> %170, ptr %4, align 16
  %171 = load <4 x i64>, ptr %4, align 16
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 3, %172
  %174 = extractelement <4 x i64> %171, i32 %173
  %175 = add i64 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 3, %176
  %178 = load <4 x i64>, ptr %4, align 16
  %179 = insertelement <4 x i64> %178, i64 %175, i32 %177
  store <4 x i64> %179, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 32)
  store i64 0, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %35
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 4
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <4 x i64>, ptr %1, align 16
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <4 x i64> %184, i32 %185
  %187 = load <4 x i64>, ptr %2, align 16
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <4 x i64> %187, i32 %188
  %190 = xor i64 %186, %189
  %191 = load i64, ptr %13, align 8
  %192 = add i64 %191, %190
  store i64 %192, ptr %13, align 8
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !34

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64x8() #0 {
  %1 = alloca <8 x i64>, align 16
  %2 = alloca <8 x i64>, align 16
  %3 = alloca <8 x i64>, align 16
  %4 = alloca <8 x i64>, align 16
  %5 = alloca i32, align 4
  %6 = alloca <8 x i64>, align 16
  %7 = alloca <8 x i64>, align 16
  %8 = alloca <8 x i64>, align 16
  %9 = alloca i32, align 4
  %10 = alloca <8 x i64>, align 16
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %32, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = call i64 @next()
  %20 = load i32, ptr %5, align 4
  %21 = load <8 x i64>, ptr %1, align 16
  %22 = insertelement <8 x i64> %21, i64 %19, i32 %20
  store <8 x i64> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = load i32, ptr %5, align 4
  %25 = load <8 x i64>, ptr %2, align 16
  %26 = insertelement <8 x i64> %25, i64 %23, i32 %24
  store <8 x i64> %26, ptr %2, align 16
  %27 = call i64 @next()
  %28 = urem i64 %27, 64
  %29 = load i32, ptr %5, align 4
  %30 = load <8 x i64>, ptr %3, align 16
  %31 = insertelement <8 x i64> %30, i64 %28, i32 %29
  store <8 x i64> %31, ptr %3, align 16
  br label %32

32:                                               ; preds = %18
  %33 = load i32, ptr %5, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %5, align 4
  br label %15, !llvm.loop !35

35:                                               ; preds = %15
  %36 = load <8 x i64>, ptr %1, align 16
  %37 = extractelement <8 x i64> %36, i32 1
  %38 = load <8 x i64>, ptr %2, align 16
  %39 = insertelement <8 x i64> %38, i64 %37, i32 1
  store <8 x i64> %39, ptr %2, align 16
  %40 = load <8 x i64>, ptr %2, align 16
  %41 = or <8 x i64> %40, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  store <8 x i64> %41, ptr %6, align 16
  %42 = load <8 x i64>, ptr %6, align 16
  %43 = lshr <8 x i64> %42, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %44 = or <8 x i64> %43, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  store <8 x i64> %44, ptr %7, align 16
  %45 = load <8 x i64>, ptr %1, align 16
  %46 = load <8 x i64>, ptr %2, align 16
  %47 = add <8 x i64> %45, %46
  store <8 x i64> %47, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %48 = load <8 x i64>, ptr %1, align 16
  %49 = load <8 x i64>, ptr %2, align 16
  %50 = sub <8 x i64> %48, %49
  store <8 x i64> %50, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %51 = load <8 x i64>, ptr %1, align 16
  %52 = load <8 x i64>, ptr %2, align 16
  %53 = mul <8 x i64> %51, %52
  store <8 x i64> %53, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %54 = load <8 x i64>, ptr %1, align 16
  %55 = load <8 x i64>, ptr %7, align 16
  %56 = sdiv <8 x i64> %54, %55
  store <8 x i64> %56, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %57 = load <8 x i64>, ptr %1, align 16
  %58 = load <8 x i64>, ptr %7, align 16
  %59 = srem <8 x i64> %57, %58
  store <8 x i64> %59, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %60 = load <8 x i64>, ptr %1, align 16
  %61 = load <8 x i64>, ptr %6, align 16
  %62 = udiv <8 x i64> %60, %61
  store <8 x i64> %62, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %63 = load <8 x i64>, ptr %1, align 16
  %64 = load <8 x i64>, ptr %6, align 16
  %65 = urem <8 x i64> %63, %64
  store <8 x i64> %65, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %66 = load <8 x i64>, ptr %1, align 16
  %67 = load <8 x i64>, ptr %2, align 16
  %68 = and <8 x i64> %66, %67
  store <8 x i64> %68, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %69 = load <8 x i64>, ptr %1, align 16
  %70 = load <8 x i64>, ptr %2, align 16
  %71 = or <8 x i64> %69, %70
  store <8 x i64> %71, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %72 = load <8 x i64>, ptr %1, align 16
  %73 = load <8 x i64>, ptr %2, align 16
  %74 = xor <8 x i64> %72, %73
  store <8 x i64> %74, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %75 = load <8 x i64>, ptr %1, align 16
  %76 = xor <8 x i64> %75, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  store <8 x i64> %76, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %77 = load <8 x i64>, ptr %1, align 16
  %78 = sub <8 x i64> zeroinitializer, %77
  store <8 x i64> %78, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %79 = load <8 x i64>, ptr %1, align 16
  %80 = load <8 x i64>, ptr %3, align 16
  %81 = shl <8 x i64> %79, %80
  store <8 x i64> %81, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %82 = load <8 x i64>, ptr %1, align 16
  %83 = load <8 x i64>, ptr %3, align 16
  %84 = ashr <8 x i64> %82, %83
  store <8 x i64> %84, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %85 = load <8 x i64>, ptr %1, align 16
  %86 = load <8 x i64>, ptr %3, align 16
  %87 = lshr <8 x i64> %85, %86
  store <8 x i64> %87, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %88 = call i64 @next()
  %89 = urem i64 %88, 64
  %90 = trunc i64 %89 to i32
  store i32 %90, ptr %9, align 4
  %91 = load <8 x i64>, ptr %1, align 16
  %92 = load i32, ptr %9, align 4
  %93 = insertelement <8 x i32> poison, i32 %92, i64 0
  %94 = shufflevector <8 x i32> %93, <8 x i32> poison, <8 x i32> zeroinitializer
  %95 = zext <8 x i32> %94 to <8 x i64>
  %96 = shl <8 x i64> %91, %95
  store <8 x i64> %96, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %97 = load <8 x i64>, ptr %1, align 16
  %98 = load i32, ptr %9, align 4
  %99 = insertelement <8 x i32> poison, i32 %98, i64 0
  %100 = shufflevector <8 x i32> %99, <8 x i32> poison, <8 x i32> zeroinitializer
  %101 = zext <8 x i32> %100 to <8 x i64>
  %102 = ashr <8 x i64> %97, %101
  store <8 x i64> %102, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %103 = load <8 x i64>, ptr %1, align 16
  %104 = load i32, ptr %9, align 4
  %105 = insertelement <8 x i32> poison, i32 %104, i64 0
  %106 = shufflevector <8 x i32> %105, <8 x i32> poison, <8 x i32> zeroinitializer
  %107 = zext <8 x i32> %106 to <8 x i64>
  %108 = lshr <8 x i64> %103, %107
  store <8 x i64> %108, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 64)
  %109 = load <8 x i64>, ptr %1, align 16
  %110 = ashr <8 x i64> %109, <i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63>
  store <8 x i64> %110, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %111 = load <8 x i64>, ptr %1, align 16
  %112 = add <8 x i64> %111, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  store <8 x i64> %112, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %113 = load <8 x i64>, ptr %1, align 16
  %114 = sub <8 x i64> <i64 100, i64 100, i64 100, i64 100, i64 100, i64 100, i64 100, i64 100>, %113
  store <8 x i64> %114, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %115 = load <8 x i64>, ptr %1, align 16
  %116 = load <8 x i64>, ptr %2, align 16
  %117 = icmp eq <8 x i64> %115, %116
  %118 = sext <8 x i1> %117 to <8 x i64>
  store <8 x i64> %118, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %119 = load <8 x i64>, ptr %1, align 16
  %120 = load <8 x i64>, ptr %2, align 16
  %121 = icmp ne <8 x i64> %119, %120
  %122 = sext <8 x i1> %121 to <8 x i64>
  store <8 x i64> %122, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %123 = load <8 x i64>, ptr %1, align 16
  %124 = load <8 x i64>, ptr %2, align 16
  %125 = icmp slt <8 x i64> %123, %124
  %126 = sext <8 x i1> %125 to <8 x i64>
  store <8 x i64> %126, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %127 = load <8 x i64>, ptr %1, align 16
  %128 = load <8 x i64>, ptr %2, align 16
  %129 = icmp sle <8 x i64> %127, %128
  %130 = sext <8 x i1> %129 to <8 x i64>
  store <8 x i64> %130, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %131 = load <8 x i64>, ptr %1, align 16
  %132 = load <8 x i64>, ptr %2, align 16
  %133 = icmp sgt <8 x i64> %131, %132
  %134 = sext <8 x i1> %133 to <8 x i64>
  store <8 x i64> %134, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %135 = load <8 x i64>, ptr %1, align 16
  %136 = load <8 x i64>, ptr %2, align 16
  %137 = icmp sge <8 x i64> %135, %136
  %138 = sext <8 x i1> %137 to <8 x i64>
  store <8 x i64> %138, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %139 = load <8 x i64>, ptr %1, align 16
  %140 = load <8 x i64>, ptr %2, align 16
  %141 = icmp ult <8 x i64> %139, %140
  %142 = sext <8 x i1> %141 to <8 x i64>
  store <8 x i64> %142, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %143 = load <8 x i64>, ptr %1, align 16
  %144 = load <8 x i64>, ptr %2, align 16
  %145 = icmp uge <8 x i64> %143, %144
  %146 = sext <8 x i1> %145 to <8 x i64>
  store <8 x i64> %146, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %147 = load <8 x i64>, ptr %1, align 16
  %148 = load <8 x i64>, ptr %2, align 16
  %149 = icmp sgt <8 x i64> %147, %148
  %150 = sext <8 x i1> %149 to <8 x i64>
  store <8 x i64> %150, ptr %10, align 16
  %151 = load <8 x i64>, ptr %1, align 16
  %152 = load <8 x i64>, ptr %10, align 16
  %153 = and <8 x i64> %151, %152
  %154 = load <8 x i64>, ptr %2, align 16
  %155 = load <8 x i64>, ptr %10, align 16
  %156 = xor <8 x i64> %155, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %157 = and <8 x i64> %154, %156
  %158 = or <8 x i64> %153, %157
  store <8 x i64> %158, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  %159 = call i64 @next()
  %160 = urem i64 %159, 8
  %161 = trunc i64 %160 to i32
  store i32 %161, ptr %11, align 4
  %162 = load <8 x i64>, ptr %1, align 16
  %163 = load i32, ptr %11, align 4
  %164 = extractelement <8 x i64> %162, i32 %163
  store i64 %164, ptr %12, align 8
  call void @mix(ptr noundef %12, i64 noundef 8)
  %165 = load <8 x i64>, ptr %1, align 16
  store <8 x i64> %165, ptr %4, align 16
  %166 = load <8 x i64>, ptr %2, align 16
  %167 = extractelement <8 x i64> %166, i32 0
  %168 = load i32, ptr %11, align 4
  %169 = load <8 x i64>, ptr %4, align 16
  %170 = insertelement <8 x i64> %169, i64 %167, i32 %168
  store <8 x i64> %170, ptr %4, align 16
  %171 = load <8 x i64>, ptr %4, align 16
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 7, %172
  %174 = extractelement <8 x i64> %171, i32 %173
  %175 = add i64 %174, 7
  %176 = load i32, ptr %11, align 4
  %177 = sub nsw i32 7, %176
  %178 = load <8 x i64>, ptr %4, align 16
  %179 = insertelement <8 x i64> %178, i64 %175, i32 %177
  store <8 x i64> %179, ptr %4, align 16
  call void @mix(ptr noundef %4, i64 noundef 64)
  store i64 0, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %193, %35
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 8
  br i1 %182, label %183, label %196

183:                                              ; preds = %180
  %184 = load <8 x i64>, ptr %1, align 16
  %185 = load i32, ptr %14, align 4
  %186 = extractelement <8 x i64> %184, i32 %185
  %187 = load <8 x i64>, ptr %2, align 16
  %188 = load i32, ptr %14, align 4
  %189 = extractelement <8 x i64> %187, i32 %188
  %190 = xor i64 %186, %189
  %191 = load i64, ptr %13, align 8
  %192 = add i64 %191, %190
  store i64 %192, ptr %13, align 8
  br label %193

193:                                              ; preds = %183
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %180, !llvm.loop !36

196:                                              ; preds = %180
  call void @mix(ptr noundef %13, i64 noundef 8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x2() #0 {
  %1 = alloca <2 x float>, align 8
  %2 = alloca <2 x float>, align 8
  %3 = alloca <2 x float>, align 8
  %4 = alloca i32, align 4
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x float>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = call i64 @next()
  %15 = urem i64 %14, 2001
  %16 = trunc i64 %15 to i32
  %17 = sub nsw i32 %16, 1000
  %18 = sitofp i32 %17 to float
  %19 = fdiv float %18, 8.000000e+00
  %20 = load i32, ptr %4, align 4
  %21 = load <2 x float>, ptr %1, align 8
  %22 = insertelement <2 x float> %21, float %19, i32 %20
  store <2 x float> %22, ptr %1, align 8
  %23 = call i64 @next()
  %24 = urem i64 %23, 2001
  %25 = trunc i64 %24 to i32
  %26 = sub nsw i32 %25, 1000
  %27 = sitofp i32 %26 to float
  %28 = fdiv float %27, 4.000000e+00
  %29 = fadd float %28, 5.000000e-01
  %30 = load i32, ptr %4, align 4
  %31 = load <2 x float>, ptr %2, align 8
  %32 = insertelement <2 x float> %31, float %29, i32 %30
  store <2 x float> %32, ptr %2, align 8
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %10, !llvm.loop !37

36:                                               ; preds = %10
  %37 = load <2 x float>, ptr %1, align 8
  %38 = extractelement <2 x float> %37, i32 1
  %39 = load <2 x float>, ptr %2, align 8
  %40 = insertelement <2 x float> %39, float %38, i32 1
  store <2 x float> %40, ptr %2, align 8
  %41 = load <2 x float>, ptr %1, align 8
  %42 = load <2 x float>, ptr %2, align 8
  %43 = fadd <2 x float> %41, %42
  store <2 x float> %43, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %44 = load <2 x float>, ptr %1, align 8
  %45 = load <2 x float>, ptr %2, align 8
  %46 = fsub <2 x float> %44, %45
  store <2 x float> %46, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %47 = load <2 x float>, ptr %1, align 8
  %48 = load <2 x float>, ptr %2, align 8
  %49 = fmul <2 x float> %47, %48
  store <2 x float> %49, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %50 = load <2 x float>, ptr %1, align 8
  %51 = load <2 x float>, ptr %2, align 8
  %52 = fdiv <2 x float> %50, %51
  store <2 x float> %52, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %53 = load <2 x float>, ptr %1, align 8
  %54 = fneg <2 x float> %53
  store <2 x float> %54, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %55 = load <2 x float>, ptr %1, align 8
  %56 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %55, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> <float 1.000000e+00, float 1.000000e+00>)
  store <2 x float> %56, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %57 = load <2 x float>, ptr %1, align 8
  %58 = load <2 x float>, ptr %2, align 8
  %59 = fcmp oeq <2 x float> %57, %58
  %60 = sext <2 x i1> %59 to <2 x i32>
  store <2 x i32> %60, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %61 = load <2 x float>, ptr %1, align 8
  %62 = load <2 x float>, ptr %2, align 8
  %63 = fcmp une <2 x float> %61, %62
  %64 = sext <2 x i1> %63 to <2 x i32>
  store <2 x i32> %64, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %65 = load <2 x float>, ptr %1, align 8
  %66 = load <2 x float>, ptr %2, align 8
  %67 = fcmp olt <2 x float> %65, %66
  %68 = sext <2 x i1> %67 to <2 x i32>
  store <2 x i32> %68, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %69 = load <2 x float>, ptr %1, align 8
  %70 = load <2 x float>, ptr %2, align 8
  %71 = fcmp ole <2 x float> %69, %70
  %72 = sext <2 x i1> %71 to <2 x i32>
  store <2 x i32> %72, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %73 = load <2 x float>, ptr %1, align 8
  %74 = load <2 x float>, ptr %2, align 8
  %75 = fcmp ogt <2 x float> %73, %74
  %76 = sext <2 x i1> %75 to <2 x i32>
  store <2 x i32> %76, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %77 = load <2 x float>, ptr %1, align 8
  %78 = load <2 x float>, ptr %2, align 8
  %79 = fcmp oge <2 x float> %77, %78
  %80 = sext <2 x i1> %79 to <2 x i32>
  store <2 x i32> %80, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %81 = load <2 x float>, ptr %1, align 8
  store <2 x float> %81, ptr %6, align 8
  %82 = load <2 x float>, ptr %6, align 8
  %83 = insertelement <2 x float> %82, float 0x7FF8000000000000, i32 0
  store <2 x float> %83, ptr %6, align 8
  %84 = load <2 x float>, ptr %6, align 8
  %85 = load <2 x float>, ptr %2, align 8
  %86 = fcmp olt <2 x float> %84, %85
  %87 = sext <2 x i1> %86 to <2 x i32>
  store <2 x i32> %87, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %88 = load <2 x float>, ptr %6, align 8
  %89 = load <2 x float>, ptr %2, align 8
  %90 = fcmp une <2 x float> %88, %89
  %91 = sext <2 x i1> %90 to <2 x i32>
  store <2 x i32> %91, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %92 = load <2 x float>, ptr %6, align 8
  %93 = load <2 x float>, ptr %6, align 8
  %94 = fcmp oeq <2 x float> %92, %93
  %95 = sext <2 x i1> %94 to <2 x i32>
  store <2 x i32> %95, ptr %5, align 8
  call void @mix(ptr noundef %5, i64 noundef 8)
  %96 = load <2 x float>, ptr %1, align 8
  %97 = load <2 x float>, ptr %2, align 8
  %98 = fcmp olt <2 x float> %96, %97
  %99 = sext <2 x i1> %98 to <2 x i32>
  store <2 x i32> %99, ptr %5, align 8
  %100 = load <2 x float>, ptr %1, align 8
  %101 = bitcast <2 x float> %100 to <2 x i32>
  %102 = load <2 x i32>, ptr %5, align 8
  %103 = and <2 x i32> %101, %102
  %104 = load <2 x float>, ptr %2, align 8
  %105 = bitcast <2 x float> %104 to <2 x i32>
  %106 = load <2 x i32>, ptr %5, align 8
  %107 = xor <2 x i32> %106, <i32 -1, i32 -1>
  %108 = and <2 x i32> %105, %107
  %109 = or <2 x i32> %103, %108
  %110 = bitcast <2 x i32> %109 to <2 x float>
  store <2 x float> %110, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %111 = load <2 x float>, ptr %1, align 8
  %112 = fmul <2 x float> %111, <float 4.000000e+00, float 4.000000e+00>
  %113 = fptosi <2 x float> %112 to <2 x i32>
  store <2 x i32> %113, ptr %7, align 8
  call void @mix(ptr noundef %7, i64 noundef 8)
  %114 = load <2 x i32>, ptr %7, align 8
  %115 = sitofp <2 x i32> %114 to <2 x float>
  store <2 x float> %115, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  %116 = call i64 @next()
  %117 = urem i64 %116, 2
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %8, align 4
  %119 = load <2 x float>, ptr %1, align 8
  %120 = load i32, ptr %8, align 4
  %121 = extractelement <2 x float> %119, i32 %120
  store float %121, ptr %9, align 4
  call void @mix(ptr noundef %9, i64 noundef 4)
  %122 = load <2 x float>, ptr %1, align 8
  store <2 x float> %122, ptr %3, align 8
  %123 = load <2 x float>, ptr %2, align 8
  %124 = extractelement <2 x float> %123, i32 0
  %125 = load i32, ptr %8, align 4
  %126 = load <2 x float>, ptr %3, align 8
  %127 = insertelement <2 x float> %126, float %124, i32 %125
  store <2 x float> %127, ptr %3, align 8
  call void @mix(ptr noundef %3, i64 noundef 8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x4() #0 {
  %1 = alloca <4 x float>, align 16
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x float>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = call i64 @next()
  %15 = urem i64 %14, 2001
  %16 = trunc i64 %15 to i32
  %17 = sub nsw i32 %16, 1000
  %18 = sitofp i32 %17 to float
  %19 = fdiv float %18, 8.000000e+00
  %20 = load i32, ptr %4, align 4
  %21 = load <4 x float>, ptr %1, align 16
  %22 = insertelement <4 x float> %21, float %19, i32 %20
  store <4 x float> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = urem i64 %23, 2001
  %25 = trunc i64 %24 to i32
  %26 = sub nsw i32 %25, 1000
  %27 = sitofp i32 %26 to float
  %28 = fdiv float %27, 4.000000e+00
  %29 = fadd float %28, 5.000000e-01
  %30 = load i32, ptr %4, align 4
  %31 = load <4 x float>, ptr %2, align 16
  %32 = insertelement <4 x float> %31, float %29, i32 %30
  store <4 x float> %32, ptr %2, align 16
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %10, !llvm.loop !38

36:                                               ; preds = %10
  %37 = load <4 x float>, ptr %1, align 16
  %38 = extractelement <4 x float> %37, i32 1
  %39 = load <4 x float>, ptr %2, align 16
  %40 = insertelement <4 x float> %39, float %38, i32 1
  store <4 x float> %40, ptr %2, align 16
  %41 = load <4 x float>, ptr %1, align 16
  %42 = load <4 x float>, ptr %2, align 16
  %43 = fadd <4 x float> %41, %42
  store <4 x float> %43, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %44 = load <4 x float>, ptr %1, align 16
  %45 = load <4 x float>, ptr %2, align 16
  %46 = fsub <4 x float> %44, %45
  store <4 x float> %46, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %47 = load <4 x float>, ptr %1, align 16
  %48 = load <4 x float>, ptr %2, align 16
  %49 = fmul <4 x float> %47, %48
  store <4 x float> %49, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %50 = load <4 x float>, ptr %1, align 16
  %51 = load <4 x float>, ptr %2, align 16
  %52 = fdiv <4 x float> %50, %51
  store <4 x float> %52, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %53 = load <4 x float>, ptr %1, align 16
  %54 = fneg <4 x float> %53
  store <4 x float> %54, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %55 = load <4 x float>, ptr %1, align 16
  %56 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %55, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <4 x float> %56, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %57 = load <4 x float>, ptr %1, align 16
  %58 = load <4 x float>, ptr %2, align 16
  %59 = fcmp oeq <4 x float> %57, %58
  %60 = sext <4 x i1> %59 to <4 x i32>
  store <4 x i32> %60, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %61 = load <4 x float>, ptr %1, align 16
  %62 = load <4 x float>, ptr %2, align 16
  %63 = fcmp une <4 x float> %61, %62
  %64 = sext <4 x i1> %63 to <4 x i32>
  store <4 x i32> %64, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %65 = load <4 x float>, ptr %1, align 16
  %66 = load <4 x float>, ptr %2, align 16
  %67 = fcmp olt <4 x float> %65, %66
  %68 = sext <4 x i1> %67 to <4 x i32>
  store <4 x i32> %68, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %69 = load <4 x float>, ptr %1, align 16
  %70 = load <4 x float>, ptr %2, align 16
  %71 = fcmp ole <4 x float> %69, %70
  %72 = sext <4 x i1> %71 to <4 x i32>
  store <4 x i32> %72, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %73 = load <4 x float>, ptr %1, align 16
  %74 = load <4 x float>, ptr %2, align 16
  %75 = fcmp ogt <4 x float> %73, %74
  %76 = sext <4 x i1> %75 to <4 x i32>
  store <4 x i32> %76, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %77 = load <4 x float>, ptr %1, align 16
  %78 = load <4 x float>, ptr %2, align 16
  %79 = fcmp oge <4 x float> %77, %78
  %80 = sext <4 x i1> %79 to <4 x i32>
  store <4 x i32> %80, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %81 = load <4 x float>, ptr %1, align 16
  store <4 x float> %81, ptr %6, align 16
  %82 = load <4 x float>, ptr %6, align 16
  %83 = insertelement <4 x float> %82, float 0x7FF8000000000000, i32 0
  store <4 x float> %83, ptr %6, align 16
  %84 = load <4 x float>, ptr %6, align 16
  %85 = load <4 x float>, ptr %2, align 16
  %86 = fcmp olt <4 x float> %84, %85
  %87 = sext <4 x i1> %86 to <4 x i32>
  store <4 x i32> %87, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %88 = load <4 x float>, ptr %6, align 16
  %89 = load <4 x float>, ptr %2, align 16
  %90 = fcmp une <4 x float> %88, %89
  %91 = sext <4 x i1> %90 to <4 x i32>
  store <4 x i32> %91, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %92 = load <4 x float>, ptr %6, align 16
  %93 = load <4 x float>, ptr %6, align 16
  %94 = fcmp oeq <4 x float> %92, %93
  %95 = sext <4 x i1> %94 to <4 x i32>
  store <4 x i32> %95, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %96 = load <4 x float>, ptr %1, align 16
  %97 = load <4 x float>, ptr %2, align 16
  %98 = fcmp olt <4 x float> %96, %97
  %99 = sext <4 x i1> %98 to <4 x i32>
  store <4 x i32> %99, ptr %5, align 16
  %100 = load <4 x float>, ptr %1, align 16
  %101 = bitcast <4 x float> %100 to <4 x i32>
  %102 = load <4 x i32>, ptr %5, align 16
  %103 = and <4 x i32> %101, %102
  %104 = load <4 x float>, ptr %2, align 16
  %105 = bitcast <4 x float> %104 to <4 x i32>
  %106 = load <4 x i32>, ptr %5, align 16
  %107 = xor <4 x i32> %106, <i32 -1, i32 -1, i32 -1, i32 -1>
  %108 = and <4 x i32> %105, %107
  %109 = or <4 x i32> %103, %108
  %110 = bitcast <4 x i32> %109 to <4 x float>
  store <4 x float> %110, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %111 = load <4 x float>, ptr %1, align 16
  %112 = fmul <4 x float> %111, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %113 = fptosi <4 x float> %112 to <4 x i32>
  store <4 x i32> %113, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 16)
  %114 = load <4 x i32>, ptr %7, align 16
  %115 = sitofp <4 x i32> %114 to <4 x float>
  store <4 x float> %115, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %116 = call i64 @next()
  %117 = urem i64 %116, 4
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %8, align 4
  %119 = load <4 x float>, ptr %1, align 16
  %120 = load i32, ptr %8, align 4
  %121 = extractelement <4 x float> %119, i32 %120
  store float %121, ptr %9, align 4
  call void @mix(ptr noundef %9, i64 noundef 4)
  %122 = load <4 x float>, ptr %1, align 16
  store <4 x float> %122, ptr %3, align 16
  %123 = load <4 x float>, ptr %2, align 16
  %124 = extractelement <4 x float> %123, i32 0
  %125 = load i32, ptr %8, align 4
  %126 = load <4 x float>, ptr %3, align 16
  %127 = insertelement <4 x float> %126, float %124, i32 %125
  store <4 x float> %127, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x8() #0 {
  %1 = alloca <8 x float>, align 16
  %2 = alloca <8 x float>, align 16
  %3 = alloca <8 x float>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <8 x i32>, align 16
  %6 = alloca <8 x float>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 8
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = call i64 @next()
  %15 = urem i64 %14, 2001
  %16 = trunc i64 %15 to i32
  %17 = sub nsw i32 %16, 1000
  %18 = sitofp i32 %17 to float
  %19 = fdiv float %18, 8.000000e+00
  %20 = load i32, ptr %4, align 4
  %21 = load <8 x float>, ptr %1, align 16
  %22 = insertelement <8 x float> %21, float %19, i32 %20
  store <8 x float> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = urem i64 %23, 2001
  %25 = trunc i64 %24 to i32
  %26 = sub nsw i32 %25, 1000
  %27 = sitofp i32 %26 to float
  %28 = fdiv float %27, 4.000000e+00
  %29 = fadd float %28, 5.000000e-01
  %30 = load i32, ptr %4, align 4
  %31 = load <8 x float>, ptr %2, align 16
  %32 = insertelement <8 x float> %31, float %29, i32 %30
  store <8 x float> %32, ptr %2, align 16
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %10, !llvm.loop !39

36:                                               ; preds = %10
  %37 = load <8 x float>, ptr %1, align 16
  %38 = extractelement <8 x float> %37, i32 1
  %39 = load <8 x float>, ptr %2, align 16
  %40 = insertelement <8 x float> %39, float %38, i32 1
  store <8 x float> %40, ptr %2, align 16
  %41 = load <8 x float>, ptr %1, align 16
  %42 = load <8 x float>, ptr %2, align 16
  %43 = fadd <8 x float> %41, %42
  store <8 x float> %43, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %44 = load <8 x float>, ptr %1, align 16
  %45 = load <8 x float>, ptr %2, align 16
  %46 = fsub <8 x float> %44, %45
  store <8 x float> %46, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %47 = load <8 x float>, ptr %1, align 16
  %48 = load <8 x float>, ptr %2, align 16
  %49 = fmul <8 x float> %47, %48
  store <8 x float> %49, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %50 = load <8 x float>, ptr %1, align 16
  %51 = load <8 x float>, ptr %2, align 16
  %52 = fdiv <8 x float> %50, %51
  store <8 x float> %52, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %53 = load <8 x float>, ptr %1, align 16
  %54 = fneg <8 x float> %53
  store <8 x float> %54, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %55 = load <8 x float>, ptr %1, align 16
  %56 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %55, <8 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <8 x float> %56, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %57 = load <8 x float>, ptr %1, align 16
  %58 = load <8 x float>, ptr %2, align 16
  %59 = fcmp oeq <8 x float> %57, %58
  %60 = sext <8 x i1> %59 to <8 x i32>
  store <8 x i32> %60, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %61 = load <8 x float>, ptr %1, align 16
  %62 = load <8 x float>, ptr %2, align 16
  %63 = fcmp une <8 x float> %61, %62
  %64 = sext <8 x i1> %63 to <8 x i32>
  store <8 x i32> %64, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %65 = load <8 x float>, ptr %1, align 16
  %66 = load <8 x float>, ptr %2, align 16
  %67 = fcmp olt <8 x float> %65, %66
  %68 = sext <8 x i1> %67 to <8 x i32>
  store <8 x i32> %68, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %69 = load <8 x float>, ptr %1, align 16
  %70 = load <8 x float>, ptr %2, align 16
  %71 = fcmp ole <8 x float> %69, %70
  %72 = sext <8 x i1> %71 to <8 x i32>
  store <8 x i32> %72, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %73 = load <8 x float>, ptr %1, align 16
  %74 = load <8 x float>, ptr %2, align 16
  %75 = fcmp ogt <8 x float> %73, %74
  %76 = sext <8 x i1> %75 to <8 x i32>
  store <8 x i32> %76, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %77 = load <8 x float>, ptr %1, align 16
  %78 = load <8 x float>, ptr %2, align 16
  %79 = fcmp oge <8 x float> %77, %78
  %80 = sext <8 x i1> %79 to <8 x i32>
  store <8 x i32> %80, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %81 = load <8 x float>, ptr %1, align 16
  store <8 x float> %81, ptr %6, align 16
  %82 = load <8 x float>, ptr %6, align 16
  %83 = insertelement <8 x float> %82, float 0x7FF8000000000000, i32 0
  store <8 x float> %83, ptr %6, align 16
  %84 = load <8 x float>, ptr %6, align 16
  %85 = load <8 x float>, ptr %2, align 16
  %86 = fcmp olt <8 x float> %84, %85
  %87 = sext <8 x i1> %86 to <8 x i32>
  store <8 x i32> %87, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %88 = load <8 x float>, ptr %6, align 16
  %89 = load <8 x float>, ptr %2, align 16
  %90 = fcmp une <8 x float> %88, %89
  %91 = sext <8 x i1> %90 to <8 x i32>
  store <8 x i32> %91, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %92 = load <8 x float>, ptr %6, align 16
  %93 = load <8 x float>, ptr %6, align 16
  %94 = fcmp oeq <8 x float> %92, %93
  %95 = sext <8 x i1> %94 to <8 x i32>
  store <8 x i32> %95, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %96 = load <8 x float>, ptr %1, align 16
  %97 = load <8 x float>, ptr %2, align 16
  %98 = fcmp olt <8 x float> %96, %97
  %99 = sext <8 x i1> %98 to <8 x i32>
  store <8 x i32> %99, ptr %5, align 16
  %100 = load <8 x float>, ptr %1, align 16
  %101 = bitcast <8 x float> %100 to <8 x i32>
  %102 = load <8 x i32>, ptr %5, align 16
  %103 = and <8 x i32> %101, %102
  %104 = load <8 x float>, ptr %2, align 16
  %105 = bitcast <8 x float> %104 to <8 x i32>
  %106 = load <8 x i32>, ptr %5, align 16
  %107 = xor <8 x i32> %106, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %108 = and <8 x i32> %105, %107
  %109 = or <8 x i32> %103, %108
  %110 = bitcast <8 x i32> %109 to <8 x float>
  store <8 x float> %110, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %111 = load <8 x float>, ptr %1, align 16
  %112 = fmul <8 x float> %111, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %113 = fptosi <8 x float> %112 to <8 x i32>
  store <8 x i32> %113, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 32)
  %114 = load <8 x i32>, ptr %7, align 16
  %115 = sitofp <8 x i32> %114 to <8 x float>
  store <8 x float> %115, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %116 = call i64 @next()
  %117 = urem i64 %116, 8
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %8, align 4
  %119 = load <8 x float>, ptr %1, align 16
  %120 = load i32, ptr %8, align 4
  %121 = extractelement <8 x float> %119, i32 %120
  store float %121, ptr %9, align 4
  call void @mix(ptr noundef %9, i64 noundef 4)
  %122 = load <8 x float>, ptr %1, align 16
  store <8 x float> %122, ptr %3, align 16
  %123 = load <8 x float>, ptr %2, align 16
  %124 = extractelement <8 x float> %123, i32 0
  %125 = load i32, ptr %8, align 4
  %126 = load <8 x float>, ptr %3, align 16
  %127 = insertelement <8 x float> %126, float %124, i32 %125
  store <8 x float> %127, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f32x16() #0 {
  %1 = alloca <16 x float>, align 16
  %2 = alloca <16 x float>, align 16
  %3 = alloca <16 x float>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <16 x i32>, align 16
  %6 = alloca <16 x float>, align 16
  %7 = alloca <16 x i32>, align 16
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = call i64 @next()
  %15 = urem i64 %14, 2001
  %16 = trunc i64 %15 to i32
  %17 = sub nsw i32 %16, 1000
  %18 = sitofp i32 %17 to float
  %19 = fdiv float %18, 8.000000e+00
  %20 = load i32, ptr %4, align 4
  %21 = load <16 x float>, ptr %1, align 16
  %22 = insertelement <16 x float> %21, float %19, i32 %20
  store <16 x float> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = urem i64 %23, 2001
  %25 = trunc i64 %24 to i32
  %26 = sub nsw i32 %25, 1000
  %27 = sitofp i32 %26 to float
  %28 = fdiv float %27, 4.000000e+00
  %29 = fadd float %28, 5.000000e-01
  %30 = load i32, ptr %4, align 4
  %31 = load <16 x float>, ptr %2, align 16
  %32 = insertelement <16 x float> %31, float %29, i32 %30
  store <16 x float> %32, ptr %2, align 16
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %10, !llvm.loop !40

36:                                               ; preds = %10
  %37 = load <16 x float>, ptr %1, align 16
  %38 = extractelement <16 x float> %37, i32 1
  %39 = load <16 x float>, ptr %2, align 16
  %40 = insertelement <16 x float> %39, float %38, i32 1
  store <16 x float> %40, ptr %2, align 16
  %41 = load <16 x float>, ptr %1, align 16
  %42 = load <16 x float>, ptr %2, align 16
  %43 = fadd <16 x float> %41, %42
  store <16 x float> %43, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %44 = load <16 x float>, ptr %1, align 16
  %45 = load <16 x float>, ptr %2, align 16
  %46 = fsub <16 x float> %44, %45
  store <16 x float> %46, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %47 = load <16 x float>, ptr %1, align 16
  %48 = load <16 x float>, ptr %2, align 16
  %49 = fmul <16 x float> %47, %48
  store <16 x float> %49, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %50 = load <16 x float>, ptr %1, align 16
  %51 = load <16 x float>, ptr %2, align 16
  %52 = fdiv <16 x float> %50, %51
  store <16 x float> %52, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %53 = load <16 x float>, ptr %1, align 16
  %54 = fneg <16 x float> %53
  store <16 x float> %54, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %55 = load <16 x float>, ptr %1, align 16
  %56 = call <16 x float> @llvm.fmuladd.v16f32(<16 x float> %55, <16 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <16 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  store <16 x float> %56, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %57 = load <16 x float>, ptr %1, align 16
  %58 = load <16 x float>, ptr %2, align 16
  %59 = fcmp oeq <16 x float> %57, %58
  %60 = sext <16 x i1> %59 to <16 x i32>
  store <16 x i32> %60, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %61 = load <16 x float>, ptr %1, align 16
  %62 = load <16 x float>, ptr %2, align 16
  %63 = fcmp une <16 x float> %61, %62
  %64 = sext <16 x i1> %63 to <16 x i32>
  store <16 x i32> %64, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %65 = load <16 x float>, ptr %1, align 16
  %66 = load <16 x float>, ptr %2, align 16
  %67 = fcmp olt <16 x float> %65, %66
  %68 = sext <16 x i1> %67 to <16 x i32>
  store <16 x i32> %68, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %69 = load <16 x float>, ptr %1, align 16
  %70 = load <16 x float>, ptr %2, align 16
  %71 = fcmp ole <16 x float> %69, %70
  %72 = sext <16 x i1> %71 to <16 x i32>
  store <16 x i32> %72, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %73 = load <16 x float>, ptr %1, align 16
  %74 = load <16 x float>, ptr %2, align 16
  %75 = fcmp ogt <16 x float> %73, %74
  %76 = sext <16 x i1> %75 to <16 x i32>
  store <16 x i32> %76, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %77 = load <16 x float>, ptr %1, align 16
  %78 = load <16 x float>, ptr %2, align 16
  %79 = fcmp oge <16 x float> %77, %78
  %80 = sext <16 x i1> %79 to <16 x i32>
  store <16 x i32> %80, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %81 = load <16 x float>, ptr %1, align 16
  store <16 x float> %81, ptr %6, align 16
  %82 = load <16 x float>, ptr %6, align 16
  %83 = insertelement <16 x float> %82, float 0x7FF8000000000000, i32 0
  store <16 x float> %83, ptr %6, align 16
  %84 = load <16 x float>, ptr %6, align 16
  %85 = load <16 x float>, ptr %2, align 16
  %86 = fcmp olt <16 x float> %84, %85
  %87 = sext <16 x i1> %86 to <16 x i32>
  store <16 x i32> %87, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %88 = load <16 x float>, ptr %6, align 16
  %89 = load <16 x float>, ptr %2, align 16
  %90 = fcmp une <16 x float> %88, %89
  %91 = sext <16 x i1> %90 to <16 x i32>
  store <16 x i32> %91, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %92 = load <16 x float>, ptr %6, align 16
  %93 = load <16 x float>, ptr %6, align 16
  %94 = fcmp oeq <16 x float> %92, %93
  %95 = sext <16 x i1> %94 to <16 x i32>
  store <16 x i32> %95, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 64)
  %96 = load <16 x float>, ptr %1, align 16
  %97 = load <16 x float>, ptr %2, align 16
  %98 = fcmp olt <16 x float> %96, %97
  %99 = sext <16 x i1> %98 to <16 x i32>
  store <16 x i32> %99, ptr %5, align 16
  %100 = load <16 x float>, ptr %1, align 16
  %101 = bitcast <16 x float> %100 to <16 x i32>
  %102 = load <16 x i32>, ptr %5, align 16
  %103 = and <16 x i32> %101, %102
  %104 = load <16 x float>, ptr %2, align 16
  %105 = bitcast <16 x float> %104 to <16 x i32>
  %106 = load <16 x i32>, ptr %5, align 16
  %107 = xor <16 x i32> %106, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %108 = and <16 x i32> %105, %107
  %109 = or <16 x i32> %103, %108
  %110 = bitcast <16 x i32> %109 to <16 x float>
  store <16 x float> %110, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %111 = load <16 x float>, ptr %1, align 16
  %112 = fmul <16 x float> %111, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %113 = fptosi <16 x float> %112 to <16 x i32>
  store <16 x i32> %113, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 64)
  %114 = load <16 x i32>, ptr %7, align 16
  %115 = sitofp <16 x i32> %114 to <16 x float>
  store <16 x float> %115, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  %116 = call i64 @next()
  %117 = urem i64 %116, 16
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %8, align 4
  %119 = load <16 x float>, ptr %1, align 16
  %120 = load i32, ptr %8, align 4
  %121 = extractelement <16 x float> %119, i32 %120
  store float %121, ptr %9, align 4
  call void @mix(ptr noundef %9, i64 noundef 4)
  %122 = load <16 x float>, ptr %1, align 16
  store <16 x float> %122, ptr %3, align 16
  %123 = load <16 x float>, ptr %2, align 16
  %124 = extractelement <16 x float> %123, i32 0
  %125 = load i32, ptr %8, align 4
  %126 = load <16 x float>, ptr %3, align 16
  %127 = insertelement <16 x float> %126, float %124, i32 %125
  store <16 x float> %127, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 64)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f64x2() #0 {
  %1 = alloca <2 x double>, align 16
  %2 = alloca <2 x double>, align 16
  %3 = alloca <2 x double>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <2 x i64>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <2 x i64>, align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = call i64 @next()
  %15 = urem i64 %14, 2001
  %16 = trunc i64 %15 to i32
  %17 = sub nsw i32 %16, 1000
  %18 = sitofp i32 %17 to double
  %19 = fdiv double %18, 8.000000e+00
  %20 = load i32, ptr %4, align 4
  %21 = load <2 x double>, ptr %1, align 16
  %22 = insertelement <2 x double> %21, double %19, i32 %20
  store <2 x double> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = urem i64 %23, 2001
  %25 = trunc i64 %24 to i32
  %26 = sub nsw i32 %25, 1000
  %27 = sitofp i32 %26 to double
  %28 = fdiv double %27, 4.000000e+00
  %29 = fadd double %28, 5.000000e-01
  %30 = load i32, ptr %4, align 4
  %31 = load <2 x double>, ptr %2, align 16
  %32 = insertelement <2 x double> %31, double %29, i32 %30
  store <2 x double> %32, ptr %2, align 16
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %10, !llvm.loop !41

36:                                               ; preds = %10
  %37 = load <2 x double>, ptr %1, align 16
  %38 = extractelement <2 x double> %37, i32 1
  %39 = load <2 x double>, ptr %2, align 16
  %40 = insertelement <2 x double> %39, double %38, i32 1
  store <2 x double> %40, ptr %2, align 16
  %41 = load <2 x double>, ptr %1, align 16
  %42 = load <2 x double>, ptr %2, align 16
  %43 = fadd <2 x double> %41, %42
  store <2 x double> %43, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %44 = load <2 x double>, ptr %1, align 16
  %45 = load <2 x double>, ptr %2, align 16
  %46 = fsub <2 x double> %44, %45
  store <2 x double> %46, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %47 = load <2 x double>, ptr %1, align 16
  %48 = load <2 x double>, ptr %2, align 16
  %49 = fmul <2 x double> %47, %48
  store <2 x double> %49, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %50 = load <2 x double>, ptr %1, align 16
  %51 = load <2 x double>, ptr %2, align 16
  %52 = fdiv <2 x double> %50, %51
  store <2 x double> %52, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %53 = load <2 x double>, ptr %1, align 16
  %54 = fneg <2 x double> %53
  store <2 x double> %54, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %55 = load <2 x double>, ptr %1, align 16
  %56 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  store <2 x double> %56, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %57 = load <2 x double>, ptr %1, align 16
  %58 = load <2 x double>, ptr %2, align 16
  %59 = fcmp oeq <2 x double> %57, %58
  %60 = sext <2 x i1> %59 to <2 x i64>
  store <2 x i64> %60, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %61 = load <2 x double>, ptr %1, align 16
  %62 = load <2 x double>, ptr %2, align 16
  %63 = fcmp une <2 x double> %61, %62
  %64 = sext <2 x i1> %63 to <2 x i64>
  store <2 x i64> %64, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %65 = load <2 x double>, ptr %1, align 16
  %66 = load <2 x double>, ptr %2, align 16
  %67 = fcmp olt <2 x double> %65, %66
  %68 = sext <2 x i1> %67 to <2 x i64>
  store <2 x i64> %68, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %69 = load <2 x double>, ptr %1, align 16
  %70 = load <2 x double>, ptr %2, align 16
  %71 = fcmp ole <2 x double> %69, %70
  %72 = sext <2 x i1> %71 to <2 x i64>
  store <2 x i64> %72, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %73 = load <2 x double>, ptr %1, align 16
  %74 = load <2 x double>, ptr %2, align 16
  %75 = fcmp ogt <2 x double> %73, %74
  %76 = sext <2 x i1> %75 to <2 x i64>
  store <2 x i64> %76, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %77 = load <2 x double>, ptr %1, align 16
  %78 = load <2 x double>, ptr %2, align 16
  %79 = fcmp oge <2 x double> %77, %78
  %80 = sext <2 x i1> %79 to <2 x i64>
  store <2 x i64> %80, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %81 = load <2 x double>, ptr %1, align 16
  store <2 x double> %81, ptr %6, align 16
  %82 = load <2 x double>, ptr %6, align 16
  %83 = insertelement <2 x double> %82, double 0x7FF8000000000000, i32 0
  store <2 x double> %83, ptr %6, align 16
  %84 = load <2 x double>, ptr %6, align 16
  %85 = load <2 x double>, ptr %2, align 16
  %86 = fcmp olt <2 x double> %84, %85
  %87 = sext <2 x i1> %86 to <2 x i64>
  store <2 x i64> %87, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %88 = load <2 x double>, ptr %6, align 16
  %89 = load <2 x double>, ptr %2, align 16
  %90 = fcmp une <2 x double> %88, %89
  %91 = sext <2 x i1> %90 to <2 x i64>
  store <2 x i64> %91, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %92 = load <2 x double>, ptr %6, align 16
  %93 = load <2 x double>, ptr %6, align 16
  %94 = fcmp oeq <2 x double> %92, %93
  %95 = sext <2 x i1> %94 to <2 x i64>
  store <2 x i64> %95, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %96 = load <2 x double>, ptr %1, align 16
  %97 = load <2 x double>, ptr %2, align 16
  %98 = fcmp olt <2 x double> %96, %97
  %99 = sext <2 x i1> %98 to <2 x i64>
  store <2 x i64> %99, ptr %5, align 16
  %100 = load <2 x double>, ptr %1, align 16
  %101 = bitcast <2 x double> %100 to <2 x i64>
  %102 = load <2 x i64>, ptr %5, align 16
  %103 = and <2 x i64> %101, %102
  %104 = load <2 x double>, ptr %2, align 16
  %105 = bitcast <2 x double> %104 to <2 x i64>
  %106 = load <2 x i64>, ptr %5, align 16
  %107 = xor <2 x i64> %106, <i64 -1, i64 -1>
  %108 = and <2 x i64> %105, %107
  %109 = or <2 x i64> %103, %108
  %110 = bitcast <2 x i64> %109 to <2 x double>
  store <2 x double> %110, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %111 = load <2 x double>, ptr %1, align 16
  %112 = fmul <2 x double> %111, <double 4.000000e+00, double 4.000000e+00>
  %113 = fptosi <2 x double> %112 to <2 x i64>
  store <2 x i64> %113, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 16)
  %114 = load <2 x i64>, ptr %7, align 16
  %115 = sitofp <2 x i64> %114 to <2 x double>
  store <2 x double> %115, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  %116 = call i64 @next()
  %117 = urem i64 %116, 2
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %8, align 4
  %119 = load <2 x double>, ptr %1, align 16
  %120 = load i32, ptr %8, align 4
  %121 = extractelement <2 x double> %119, i32 %120
  store double %121, ptr %9, align 8
  call void @mix(ptr noundef %9, i64 noundef 8)
  %122 = load <2 x double>, ptr %1, align 16
  store <2 x double> %122, ptr %3, align 16
  %123 = load <2 x double>, ptr %2, align 16
  %124 = extractelement <2 x double> %123, i32 0
  %125 = load i32, ptr %8, align 4
  %126 = load <2 x double>, ptr %3, align 16
  %127 = insertelement <2 x double> %126, double %124, i32 %125
  store <2 x double> %127, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f64x4() #0 {
  %1 = alloca <4 x double>, align 16
  %2 = alloca <4 x double>, align 16
  %3 = alloca <4 x double>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <4 x i64>, align 16
  %6 = alloca <4 x double>, align 16
  %7 = alloca <4 x i64>, align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %33, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %36

13:                                               ; preds = %10
  %14 = call i64 @next()
  %15 = urem i64 %14, 2001
  %16 = trunc i64 %15 to i32
  %17 = sub nsw i32 %16, 1000
  %18 = sitofp i32 %17 to double
  %19 = fdiv double %18, 8.000000e+00
  %20 = load i32, ptr %4, align 4
  %21 = load <4 x double>, ptr %1, align 16
  %22 = insertelement <4 x double> %21, double %19, i32 %20
  store <4 x double> %22, ptr %1, align 16
  %23 = call i64 @next()
  %24 = urem i64 %23, 2001
  %25 = trunc i64 %24 to i32
  %26 = sub nsw i32 %25, 1000
  %27 = sitofp i32 %26 to double
  %28 = fdiv double %27, 4.000000e+00
  %29 = fadd double %28, 5.000000e-01
  %30 = load i32, ptr %4, align 4
  %31 = load <4 x double>, ptr %2, align 16
  %32 = insertelement <4 x double> %31, double %29, i32 %30
  store <4 x double> %32, ptr %2, align 16
  br label %33

33:                                               ; preds = %13
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %10, !llvm.loop !42

36:                                               ; preds = %10
  %37 = load <4 x double>, ptr %1, align 16
  %38 = extractelement <4 x double> %37, i32 1
  %39 = load <4 x double>, ptr %2, align 16
  %40 = insertelement <4 x double> %39, double %38, i32 1
  store <4 x double> %40, ptr %2, align 16
  %41 = load <4 x double>, ptr %1, align 16
  %42 = load <4 x double>, ptr %2, align 16
  %43 = fadd <4 x double> %41, %42
  store <4 x double> %43, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %44 = load <4 x double>, ptr %1, align 16
  %45 = load <4 x double>, ptr %2, align 16
  %46 = fsub <4 x double> %44, %45
  store <4 x double> %46, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %47 = load <4 x double>, ptr %1, align 16
  %48 = load <4 x double>, ptr %2, align 16
  %49 = fmul <4 x double> %47, %48
  store <4 x double> %49, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %50 = load <4 x double>, ptr %1, align 16
  %51 = load <4 x double>, ptr %2, align 16
  %52 = fdiv <4 x double> %50, %51
  store <4 x double> %52, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %53 = load <4 x double>, ptr %1, align 16
  %54 = fneg <4 x double> %53
  store <4 x double> %54, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %55 = load <4 x double>, ptr %1, align 16
  %56 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %55, <4 x double> <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  store <4 x double> %56, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %57 = load <4 x double>, ptr %1, align 16
  %58 = load <4 x double>, ptr %2, align 16
  %59 = fcmp oeq <4 x double> %57, %58
  %60 = sext <4 x i1> %59 to <4 x i64>
  store <4 x i64> %60, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %61 = load <4 x double>, ptr %1, align 16
  %62 = load <4 x double>, ptr %2, align 16
  %63 = fcmp une <4 x double> %61, %62
  %64 = sext <4 x i1> %63 to <4 x i64>
  store <4 x i64> %64, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %65 = load <4 x double>, ptr %1, align 16
  %66 = load <4 x double>, ptr %2, align 16
  %67 = fcmp olt <4 x double> %65, %66
  %68 = sext <4 x i1> %67 to <4 x i64>
  store <4 x i64> %68, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %69 = load <4 x double>, ptr %1, align 16
  %70 = load <4 x double>, ptr %2, align 16
  %71 = fcmp ole <4 x double> %69, %70
  %72 = sext <4 x i1> %71 to <4 x i64>
  store <4 x i64> %72, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %73 = load <4 x double>, ptr %1, align 16
  %74 = load <4 x double>, ptr %2, align 16
  %75 = fcmp ogt <4 x double> %73, %74
  %76 = sext <4 x i1> %75 to <4 x i64>
  store <4 x i64> %76, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %77 = load <4 x double>, ptr %1, align 16
  %78 = load <4 x double>, ptr %2, align 16
  %79 = fcmp oge <4 x double> %77, %78
  %80 = sext <4 x i1> %79 to <4 x i64>
  store <4 x i64> %80, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %81 = load <4 x double>, ptr %1, align 16
  store <4 x double> %81, ptr %6, align 16
  %82 = load <4 x double>, ptr %6, align 16
  %83 = insertelement <4 x double> %82, double 0x7FF8000000000000, i32 0
  store <4 x double> %83, ptr %6, align 16
  %84 = load <4 x double>, ptr %6, align 16
  %85 = load <4 x double>, ptr %2, align 16
  %86 = fcmp olt <4 x double> %84, %85
  %87 = sext <4 x i1> %86 to <4 x i64>
  store <4 x i64> %87, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %88 = load <4 x double>, ptr %6, align 16
  %89 = load <4 x double>, ptr %2, align 16
  %90 = fcmp une <4 x double> %88, %89
  %91 = sext <4 x i1> %90 to <4 x i64>
  store <4 x i64> %91, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %92 = load <4 x double>, ptr %6, align 16
  %93 = load <4 x double>, ptr %6, align 16
  %94 = fcmp oeq <4 x double> %92, %93
  %95 = sext <4 x i1> %94 to <4 x i64>
  store <4 x i64> %95, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 32)
  %96 = load <4 x double>, ptr %1, align 16
  %97 = load <4 x double>, ptr %2, align 16
  %98 = fcmp olt <4 x double> %96, %97
  %99 = sext <4 x i1> %98 to <4 x i64>
  store <4 x i64> %99, ptr %5, align 16
  %100 = load <4 x double>, ptr %1, align 16
  %101 = bitcast <4 x double> %100 to <4 x i64>
  %102 = load <4 x i64>, ptr %5, align 16
  %103 = and <4 x i64> %101, %102
  %104 = load <4 x double>, ptr %2, align 16
  %105 = bitcast <4 x double> %104 to <4 x i64>
  %106 = load <4 x i64>, ptr %5, align 16
  %107 = xor <4 x i64> %106, <i64 -1, i64 -1, i64 -1, i64 -1>
  %108 = and <4 x i64> %105, %107
  %109 = or <4 x i64> %103, %108
  %110 = bitcast <4 x i64> %109 to <4 x double>
  store <4 x double> %110, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %111 = load <4 x double>, ptr %1, align 16
  %112 = fmul <4 x double> %111, <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>
  %113 = fptosi <4 x double> %112 to <4 x i64>
  store <4 x i64> %113, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 32)
  %114 = load <4 x i64>, ptr %7, align 16
  %115 = sitofp <4 x i64> %114 to <4 x double>
  store <4 x double> %115, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  %116 = call i64 @next()
  %117 = urem i64 %116, 4
  %118 = trunc i64 %117 to i32
  store i32 %118, ptr %8, align 4
  %119 = load <4 x double>, ptr %1, align 16
  %120 = load i32, ptr %8, align 4
  %121 = extractelement <4 x double> %119, i32 %120
  store double %121, ptr %9, align 8
  call void @mix(ptr noundef %9, i64 noundef 8)
  %122 = load <4 x double>, ptr %1, align 16
  store <4 x double> %122, ptr %3, align 16
  %123 = load <4 x double>, ptr %2, align 16
  %124 = extractelement <4 x double> %123, i32 0
  %125 = load i32, ptr %8, align 4
  %126 = load <4 x double>, ptr %3, align 16
  %127 = insertelement <4 x double> %126, double %124, i32 %125
  store <4 x double> %127, ptr %3, align 16
  call void @mix(ptr noundef %3, i64 noundef 32)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conversions() #0 {
  %1 = alloca <8 x i8>, align 8
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i64>, align 16
  %4 = alloca i32, align 4
  %5 = alloca <8 x i16>, align 16
  %6 = alloca <8 x i16>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca <8 x i32>, align 16
  %9 = alloca <8 x i64>, align 16
  %10 = alloca <8 x i64>, align 16
  %11 = alloca <8 x i8>, align 8
  %12 = alloca <8 x i16>, align 16
  %13 = alloca <8 x i32>, align 16
  %14 = alloca <8 x float>, align 16
  %15 = alloca <8 x double>, align 16
  %16 = alloca <8 x float>, align 16
  %17 = alloca <8 x i32>, align 16
  %18 = alloca <8 x i64>, align 16
  %19 = alloca <8 x i64>, align 16
  %20 = alloca <8 x i32>, align 16
  %21 = alloca <8 x i8>, align 8
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %40, %0
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 8
  br i1 %24, label %25, label %43

25:                                               ; preds = %22
  %26 = call i64 @next()
  %27 = trunc i64 %26 to i8
  %28 = load i32, ptr %4, align 4
  %29 = load <8 x i8>, ptr %1, align 8
  %30 = insertelement <8 x i8> %29, i8 %27, i32 %28
  store <8 x i8> %30, ptr %1, align 8
  %31 = call i64 @next()
  %32 = trunc i64 %31 to i8
  %33 = load i32, ptr %4, align 4
  %34 = load <8 x i8>, ptr %2, align 8
  %35 = insertelement <8 x i8> %34, i8 %32, i32 %33
  store <8 x i8> %35, ptr %2, align 8
  %36 = call i64 @next()
  %37 = load i32, ptr %4, align 4
  %38 = load <8 x i64>, ptr %3, align 16
  %39 = insertelement <8 x i64> %38, i64 %36, i32 %37
  store <8 x i64> %39, ptr %3, align 16
  br label %40

40:                                               ; preds = %25
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %22, !llvm.loop !43

43:                                               ; preds = %22
  %44 = load <8 x i8>, ptr %1, align 8
  %45 = sext <8 x i8> %44 to <8 x i16>
  store <8 x i16> %45, ptr %5, align 16
  call void @mix(ptr noundef %5, i64 noundef 16)
  %46 = load <8 x i8>, ptr %2, align 8
  %47 = zext <8 x i8> %46 to <8 x i16>
  store <8 x i16> %47, ptr %6, align 16
  call void @mix(ptr noundef %6, i64 noundef 16)
  %48 = load <8 x i8>, ptr %1, align 8
  %49 = sext <8 x i8> %48 to <8 x i32>
  store <8 x i32> %49, ptr %7, align 16
  call void @mix(ptr noundef %7, i64 noundef 32)
  %50 = load <8 x i8>, ptr %2, align 8
  %51 = zext <8 x i8> %50 to <8 x i32>
  store <8 x i32> %51, ptr %8, align 16
  call void @mix(ptr noundef %8, i64 noundef 32)
  %52 = load <8 x i8>, ptr %1, align 8
  %53 = sext <8 x i8> %52 to <8 x i64>
  store <8 x i64> %53, ptr %9, align 16
  call void @mix(ptr noundef %9, i64 noundef 64)
  %54 = load <8 x i8>, ptr %2, align 8
  %55 = zext <8 x i8> %54 to <8 x i64>
  store <8 x i64> %55, ptr %10, align 16
  call void @mix(ptr noundef %10, i64 noundef 64)
  %56 = load <8 x i64>, ptr %3, align 16
  %57 = trunc <8 x i64> %56 to <8 x i8>
  store <8 x i8> %57, ptr %11, align 8
  call void @mix(ptr noundef %11, i64 noundef 8)
  %58 = load <8 x i64>, ptr %3, align 16
  %59 = trunc <8 x i64> %58 to <8 x i16>
  store <8 x i16> %59, ptr %12, align 16
  call void @mix(ptr noundef %12, i64 noundef 16)
  %60 = load <8 x i64>, ptr %3, align 16
  %61 = trunc <8 x i64> %60 to <8 x i32>
  store <8 x i32> %61, ptr %13, align 16
  call void @mix(ptr noundef %13, i64 noundef 32)
  %62 = load <8 x i32>, ptr %7, align 16
  %63 = sitofp <8 x i32> %62 to <8 x float>
  store <8 x float> %63, ptr %14, align 16
  call void @mix(ptr noundef %14, i64 noundef 32)
  %64 = load <8 x i32>, ptr %8, align 16
  %65 = uitofp <8 x i32> %64 to <8 x float>
  store <8 x float> %65, ptr %14, align 16
  call void @mix(ptr noundef %14, i64 noundef 32)
  %66 = load <8 x i32>, ptr %7, align 16
  %67 = sitofp <8 x i32> %66 to <8 x double>
  store <8 x double> %67, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 64)
  %68 = load <8 x i64>, ptr %9, align 16
  %69 = sitofp <8 x i64> %68 to <8 x double>
  store <8 x double> %69, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 64)
  %70 = load <8 x i64>, ptr %10, align 16
  %71 = uitofp <8 x i64> %70 to <8 x double>
  store <8 x double> %71, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 64)
  %72 = load <8 x double>, ptr %15, align 16
  %73 = fptrunc <8 x double> %72 to <8 x float>
  store <8 x float> %73, ptr %14, align 16
  call void @mix(ptr noundef %14, i64 noundef 32)
  %74 = load <8 x float>, ptr %14, align 16
  store <8 x float> <float 5.000000e-01, float 1.500000e+00, float -2.250000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00>, ptr %16, align 16
  %75 = load <8 x float>, ptr %16, align 16
  %76 = fmul <8 x float> %74, %75
  %77 = fpext <8 x float> %76 to <8 x double>
  store <8 x double> %77, ptr %15, align 16
  call void @mix(ptr noundef %15, i64 noundef 64)
  %78 = load <8 x float>, ptr %14, align 16
  %79 = fptosi <8 x float> %78 to <8 x i32>
  store <8 x i32> %79, ptr %17, align 16
  call void @mix(ptr noundef %17, i64 noundef 32)
  %80 = load <8 x double>, ptr %15, align 16
  %81 = fmul <8 x double> %80, <double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03, double 1.000000e+03>
  %82 = fptosi <8 x double> %81 to <8 x i64>
  store <8 x i64> %82, ptr %18, align 16
  call void @mix(ptr noundef %18, i64 noundef 64)
  %83 = load <8 x double>, ptr %15, align 16
  %84 = load <8 x double>, ptr %15, align 16
  %85 = fmul <8 x double> %83, %84
  %86 = fptoui <8 x double> %85 to <8 x i64>
  store <8 x i64> %86, ptr %19, align 16
  call void @mix(ptr noundef %19, i64 noundef 64)
  %87 = load <8 x float>, ptr %14, align 16
  %88 = load <8 x float>, ptr %14, align 16
  %89 = fmul <8 x float> %87, %88
  %90 = fptoui <8 x float> %89 to <8 x i32>
  store <8 x i32> %90, ptr %20, align 16
  call void @mix(ptr noundef %20, i64 noundef 32)
  %91 = load <8 x float>, ptr %14, align 16
  %92 = fdiv <8 x float> %91, <float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03, float 1.000000e+03>
  %93 = fptosi <8 x float> %92 to <8 x i8>
  store <8 x i8> %93, ptr %21, align 8
  call void @mix(ptr noundef %21, i64 noundef 8)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @next() #0 {
  %1 = load i64, ptr @rng, align 8
  %2 = shl i64 %1, 13
  %3 = load i64, ptr @rng, align 8
  %4 = xor i64 %3, %2
  store i64 %4, ptr @rng, align 8
  %5 = load i64, ptr @rng, align 8
  %6 = lshr i64 %5, 7
  %7 = load i64, ptr @rng, align 8
  %8 = xor i64 %7, %6
  store i64 %8, ptr @rng, align 8
  %9 = load i64, ptr @rng, align 8
  %10 = shl i64 %9, 17
  %11 = load i64, ptr @rng, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr @rng, align 8
  %13 = load i64, ptr @rng, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %24

12:                                               ; preds = %8
  %13 = load i64, ptr @hash, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load i64, ptr %6, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = xor i64 %13, %18
  %20 = mul i64 %19, 1099511628211
  store i64 %20, ptr @hash, align 8
  br label %21

21:                                               ; preds = %12
  %22 = load i64, ptr %6, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  br label %8, !llvm.loop !44

24:                                               ; preds = %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
