; ModuleID = 'programs/rational_arith.c'
source_filename = "programs/rational_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Q = type { i64, i64 }

@.str = private unnamed_addr constant [7 x i8] c"H20 = \00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"golden cf = \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"  ~ %.15f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"B%d = \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"B1 = \00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"egyptian 4/13 =\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c" 1/%lld\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"cf(355/113) =\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"%s%lld/%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Q, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Q, align 8
  %5 = alloca %struct.Q, align 8
  %6 = alloca %struct.Q, align 8
  %7 = alloca %struct.Q, align 8
  %8 = alloca %struct.Q, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Q, align 8
  %11 = alloca %struct.Q, align 8
  %12 = alloca %struct.Q, align 8
  %13 = alloca %struct.Q, align 8
  %14 = alloca %struct.Q, align 8
  %15 = alloca %struct.Q, align 8
  %16 = alloca [21 x %struct.Q], align 16
  %17 = alloca %struct.Q, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.Q, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.Q, align 8
  %23 = alloca %struct.Q, align 8
  %24 = alloca %struct.Q, align 8
  %25 = alloca %struct.Q, align 8
  %26 = alloca %struct.Q, align 8
  %27 = alloca i32, align 4
  %28 = alloca [16 x i8], align 16
  %29 = alloca %struct.Q, align 8
  %30 = alloca %struct.Q, align 8
  %31 = alloca %struct.Q, align 8
  %32 = alloca i64, align 8
  %33 = alloca %struct.Q, align 8
  %34 = alloca %struct.Q, align 8
  %35 = alloca %struct.Q, align 8
  %36 = alloca %struct.Q, align 8
  %37 = alloca [20 x i64], align 16
  %38 = alloca i32, align 4
  %39 = alloca %struct.Q, align 8
  %40 = alloca i64, align 8
  %41 = alloca %struct.Q, align 8
  %42 = alloca %struct.Q, align 8
  %43 = alloca %struct.Q, align 8
  %44 = alloca %struct.Q, align 8
  %45 = alloca %struct.Q, align 8
  %46 = alloca %struct.Q, align 8
  %47 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %2, i64 noundef 0, i64 noundef 1)
  store i32 1, ptr %3, align 4
  br label %48

48:                                               ; preds = %54, %0
  %49 = load i32, ptr %3, align 4
  %50 = icmp sle i32 %49, 20
  br i1 %50, label %51, label %57

51:                                               ; preds = %48
  %52 = load i32, ptr %3, align 4
  %53 = sext i32 %52 to i64
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %5, i64 noundef 1, i64 noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %2, i64 16, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.Q) align 8 %4, ptr noundef %6, ptr noundef %5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %4, i64 16, i1 false)
  br label %54

54:                                               ; preds = %51
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  br label %48, !llvm.loop !5

57:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %2, i64 16, i1 false)
  call void @pq(ptr noundef @.str, ptr noundef %7)
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %8, i64 noundef 1, i64 noundef 1)
  store i32 0, ptr %9, align 4
  br label %58

58:                                               ; preds = %62, %57
  %59 = load i32, ptr %9, align 4
  %60 = icmp slt i32 %59, 30
  br i1 %60, label %61, label %65

61:                                               ; preds = %58
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %11, i64 noundef 1, i64 noundef 1)
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %13, i64 noundef 1, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %8, i64 16, i1 false)
  call void @dv(ptr dead_on_unwind writable sret(%struct.Q) align 8 %12, ptr noundef %13, ptr noundef %14)
  call void @add(ptr dead_on_unwind writable sret(%struct.Q) align 8 %10, ptr noundef %11, ptr noundef %12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %10, i64 16, i1 false)
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4
  br label %58, !llvm.loop !7

65:                                               ; preds = %58
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %8, i64 16, i1 false)
  call void @pq(ptr noundef @.str.1, ptr noundef %15)
  %66 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 0
  %67 = load i64, ptr %66, align 8
  %68 = sitofp i64 %67 to double
  %69 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = sitofp i64 %70 to double
  %72 = fdiv double %68, %71
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %72)
  %74 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 0
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %17, i64 noundef 1, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %74, ptr align 8 %17, i64 16, i1 false)
  store i32 1, ptr %18, align 4
  br label %75

75:                                               ; preds = %116, %65
  %76 = load i32, ptr %18, align 4
  %77 = icmp sle i32 %76, 20
  br i1 %77, label %78, label %119

78:                                               ; preds = %75
  %79 = load i32, ptr %18, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 %80
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %19, i64 noundef 0, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %81, ptr align 8 %19, i64 16, i1 false)
  store i64 1, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %82

82:                                               ; preds = %112, %78
  %83 = load i32, ptr %21, align 4
  %84 = load i32, ptr %18, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %115

86:                                               ; preds = %82
  %87 = load i32, ptr %18, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 %88
  %90 = load i32, ptr %18, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 %91
  %93 = load i64, ptr %20, align 8
  %94 = load i32, ptr %18, align 4
  %95 = add nsw i32 %94, 1
  %96 = load i32, ptr %21, align 4
  %97 = sub nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %24, i64 noundef %93, i64 noundef %98)
  %99 = load i32, ptr %21, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 %100
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 16 %101, i64 16, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Q) align 8 %23, ptr noundef %24, ptr noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 16 %92, i64 16, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.Q) align 8 %22, ptr noundef %26, ptr noundef %23)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %89, ptr align 8 %22, i64 16, i1 false)
  %102 = load i64, ptr %20, align 8
  %103 = load i32, ptr %18, align 4
  %104 = load i32, ptr %21, align 4
  %105 = sub nsw i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = mul nsw i64 %102, %106
  %108 = load i32, ptr %21, align 4
  %109 = add nsw i32 %108, 1
  %110 = sext i32 %109 to i64
  %111 = sdiv i64 %107, %110
  store i64 %111, ptr %20, align 8
  br label %112

112:                                              ; preds = %86
  %113 = load i32, ptr %21, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %21, align 4
  br label %82, !llvm.loop !8

115:                                              ; preds = %82
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %18, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %18, align 4
  br label %75, !llvm.loop !9

119:                                              ; preds = %75
  store i32 0, ptr %27, align 4
  br label %120

120:                                              ; preds = %131, %119
  %121 = load i32, ptr %27, align 4
  %122 = icmp sle i32 %121, 20
  br i1 %122, label %123, label %134

123:                                              ; preds = %120
  %124 = getelementptr inbounds [16 x i8], ptr %28, i64 0, i64 0
  %125 = load i32, ptr %27, align 4
  %126 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %124, i64 noundef 16, ptr noundef @.str.3, i32 noundef %125)
  %127 = getelementptr inbounds [16 x i8], ptr %28, i64 0, i64 0
  %128 = load i32, ptr %27, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 %129
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 16 %130, i64 16, i1 false)
  call void @pq(ptr noundef %127, ptr noundef %29)
  br label %131

131:                                              ; preds = %123
  %132 = load i32, ptr %27, align 4
  %133 = add nsw i32 %132, 2
  store i32 %133, ptr %27, align 4
  br label %120, !llvm.loop !10

134:                                              ; preds = %120
  %135 = getelementptr inbounds [21 x %struct.Q], ptr %16, i64 0, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 16 %135, i64 16, i1 false)
  call void @pq(ptr noundef @.str.4, ptr noundef %30)
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %31, i64 noundef 4, i64 noundef 13)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %137

137:                                              ; preds = %141, %134
  %138 = getelementptr inbounds %struct.Q, ptr %31, i32 0, i32 0
  %139 = load i64, ptr %138, align 8
  %140 = icmp ne i64 %139, 0
  br i1 %140, label %141, label %154

141:                                              ; preds = %137
  %142 = getelementptr inbounds %struct.Q, ptr %31, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  %144 = getelementptr inbounds %struct.Q, ptr %31, i32 0, i32 0
  %145 = load i64, ptr %144, align 8
  %146 = add nsw i64 %143, %145
  %147 = sub nsw i64 %146, 1
  %148 = getelementptr inbounds %struct.Q, ptr %31, i32 0, i32 0
  %149 = load i64, ptr %148, align 8
  %150 = sdiv i64 %147, %149
  store i64 %150, ptr %32, align 8
  %151 = load i64, ptr %32, align 8
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %151)
  %153 = load i64, ptr %32, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %34, i64 noundef 1, i64 noundef %153)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %31, i64 16, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.Q) align 8 %33, ptr noundef %35, ptr noundef %34)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %33, i64 16, i1 false)
  br label %137, !llvm.loop !11

154:                                              ; preds = %137
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %36, i64 noundef 355, i64 noundef 113)
  store i32 0, ptr %38, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %36, i64 16, i1 false)
  br label %156

156:                                              ; preds = %189, %154
  %157 = load i32, ptr %38, align 4
  %158 = icmp slt i32 %157, 20
  br i1 %158, label %159, label %190

159:                                              ; preds = %156
  %160 = getelementptr inbounds %struct.Q, ptr %39, i32 0, i32 0
  %161 = load i64, ptr %160, align 8
  %162 = getelementptr inbounds %struct.Q, ptr %39, i32 0, i32 1
  %163 = load i64, ptr %162, align 8
  %164 = sdiv i64 %161, %163
  store i64 %164, ptr %40, align 8
  %165 = getelementptr inbounds %struct.Q, ptr %39, i32 0, i32 0
  %166 = load i64, ptr %165, align 8
  %167 = icmp slt i64 %166, 0
  br i1 %167, label %168, label %178

168:                                              ; preds = %159
  %169 = getelementptr inbounds %struct.Q, ptr %39, i32 0, i32 0
  %170 = load i64, ptr %169, align 8
  %171 = getelementptr inbounds %struct.Q, ptr %39, i32 0, i32 1
  %172 = load i64, ptr %171, align 8
  %173 = srem i64 %170, %172
  %174 = icmp ne i64 %173, 0
  br i1 %174, label %175, label %178

175:                                              ; preds = %168
  %176 = load i64, ptr %40, align 8
  %177 = add nsw i64 %176, -1
  store i64 %177, ptr %40, align 8
  br label %178

178:                                              ; preds = %175, %168, %159
  %179 = load i64, ptr %40, align 8
  %180 = load i32, ptr %38, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %38, align 4
  %182 = sext i32 %180 to i64
  %183 = getelementptr inbounds [20 x i64], ptr %37, i64 0, i64 %182
  store i64 %179, ptr %183, align 8
  %184 = load i64, ptr %40, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %42, i64 noundef %184, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr align 8 %39, i64 16, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.Q) align 8 %41, ptr noundef %43, ptr noundef %42)
  %185 = getelementptr inbounds %struct.Q, ptr %41, i32 0, i32 0
  %186 = load i64, ptr %185, align 8
  %187 = icmp ne i64 %186, 0
  br i1 %187, label %189, label %188

188:                                              ; preds = %178
  br label %190

189:                                              ; preds = %178
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %45, i64 noundef 1, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %41, i64 16, i1 false)
  call void @dv(ptr dead_on_unwind writable sret(%struct.Q) align 8 %44, ptr noundef %45, ptr noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %44, i64 16, i1 false)
  br label %156, !llvm.loop !12

190:                                              ; preds = %188, %156
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %47, align 4
  br label %192

192:                                              ; preds = %202, %190
  %193 = load i32, ptr %47, align 4
  %194 = load i32, ptr %38, align 4
  %195 = icmp slt i32 %193, %194
  br i1 %195, label %196, label %205

196:                                              ; preds = %192
  %197 = load i32, ptr %47, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [20 x i64], ptr %37, i64 0, i64 %198
  %200 = load i64, ptr %199, align 8
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %200)
  br label %202

202:                                              ; preds = %196
  %203 = load i32, ptr %47, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %47, align 4
  br label %192, !llvm.loop !13

205:                                              ; preds = %192
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %207 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %208 = load i64, ptr %207, align 8
  %209 = srem i64 %208, 256
  %210 = trunc i64 %209 to i32
  ret i32 %210
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.Q) align 8 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %8 = load i64, ptr %6, align 8
  %9 = icmp slt i64 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = load i64, ptr %5, align 8
  %12 = sub nsw i64 0, %11
  store i64 %12, ptr %5, align 8
  %13 = load i64, ptr %6, align 8
  %14 = sub nsw i64 0, %13
  store i64 %14, ptr %6, align 8
  br label %15

15:                                               ; preds = %10, %3
  %16 = load i64, ptr %5, align 8
  %17 = load i64, ptr %6, align 8
  %18 = call i64 @gcd(i64 noundef %16, i64 noundef %17)
  store i64 %18, ptr %7, align 8
  %19 = load i64, ptr %7, align 8
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %15
  store i64 1, ptr %7, align 8
  br label %22

22:                                               ; preds = %21, %15
  %23 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 0
  %24 = load i64, ptr %5, align 8
  %25 = load i64, ptr %7, align 8
  %26 = sdiv i64 %24, %25
  store i64 %26, ptr %23, align 8
  %27 = getelementptr inbounds %struct.Q, ptr %0, i32 0, i32 1
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = sdiv i64 %28, %29
  store i64 %30, ptr %27, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.Q) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = call i64 @gcd(i64 noundef %9, i64 noundef %11)
  store i64 %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = load i64, ptr %7, align 8
  %18 = sdiv i64 %16, %17
  %19 = mul nsw i64 %14, %18
  %20 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %7, align 8
  %25 = sdiv i64 %23, %24
  %26 = mul nsw i64 %21, %25
  %27 = add nsw i64 %19, %26
  %28 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = load i64, ptr %7, align 8
  %31 = sdiv i64 %29, %30
  %32 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = mul nsw i64 %31, %33
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %0, i64 noundef %27, i64 noundef %34)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %5, i64 noundef %7, i64 noundef %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dv(ptr dead_on_unwind noalias writable sret(%struct.Q) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Q, align 8
  %8 = alloca %struct.Q, align 8
  %9 = alloca %struct.Q, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %11 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %10, align 8
  %13 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  store i64 %15, ptr %13, align 8
  %16 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = icmp slt i64 %17, 0
  br i1 %18, label %19, label %28

19:                                               ; preds = %3
  %20 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = sub nsw i64 0, %21
  %23 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  store i64 %22, ptr %23, align 8
  %24 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = sub nsw i64 0, %25
  %27 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  store i64 %26, ptr %27, align 8
  br label %28

28:                                               ; preds = %19, %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %7, i64 16, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.Q) align 8 %0, ptr noundef %8, ptr noundef %9)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub(ptr dead_on_unwind noalias writable sret(%struct.Q) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Q, align 8
  %8 = alloca %struct.Q, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = sub nsw i64 0, %10
  %12 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  store i64 %11, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %2, i64 16, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.Q) align 8 %0, ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.Q) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = call i64 @gcd(i64 noundef %10, i64 noundef %12)
  store i64 %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = call i64 @gcd(i64 noundef %15, i64 noundef %17)
  store i64 %18, ptr %8, align 8
  %19 = load i64, ptr %7, align 8
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %3
  store i64 1, ptr %7, align 8
  br label %22

22:                                               ; preds = %21, %3
  %23 = load i64, ptr %8, align 8
  %24 = icmp ne i64 %23, 0
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  store i64 1, ptr %8, align 8
  br label %26

26:                                               ; preds = %25, %22
  %27 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 0
  %28 = load i64, ptr %27, align 8
  %29 = load i64, ptr %7, align 8
  %30 = sdiv i64 %28, %29
  %31 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = load i64, ptr %8, align 8
  %34 = sdiv i64 %32, %33
  %35 = mul nsw i64 %30, %34
  %36 = getelementptr inbounds %struct.Q, ptr %1, i32 0, i32 1
  %37 = load i64, ptr %36, align 8
  %38 = load i64, ptr %8, align 8
  %39 = sdiv i64 %37, %38
  %40 = getelementptr inbounds %struct.Q, ptr %2, i32 0, i32 1
  %41 = load i64, ptr %40, align 8
  %42 = load i64, ptr %7, align 8
  %43 = sdiv i64 %41, %42
  %44 = mul nsw i64 %39, %43
  call void @mk(ptr dead_on_unwind writable sret(%struct.Q) align 8 %0, i64 noundef %35, i64 noundef %44)
  ret void
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = icmp slt i64 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  %10 = sub nsw i64 0, %9
  store i64 %10, ptr %3, align 8
  br label %11

11:                                               ; preds = %8, %2
  %12 = load i64, ptr %4, align 8
  %13 = icmp slt i64 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8
  %16 = sub nsw i64 0, %15
  store i64 %16, ptr %4, align 8
  br label %17

17:                                               ; preds = %14, %11
  br label %18

18:                                               ; preds = %21, %17
  %19 = load i64, ptr %4, align 8
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = load i64, ptr %4, align 8
  %24 = srem i64 %22, %23
  store i64 %24, ptr %5, align 8
  %25 = load i64, ptr %4, align 8
  store i64 %25, ptr %3, align 8
  %26 = load i64, ptr %5, align 8
  store i64 %26, ptr %4, align 8
  br label %18, !llvm.loop !14

27:                                               ; preds = %18
  %28 = load i64, ptr %3, align 8
  ret i64 %28
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
