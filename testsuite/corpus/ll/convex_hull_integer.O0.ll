; ModuleID = 'programs/convex_hull_integer.c'
source_filename = "programs/convex_hull_integer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i64, i64 }

@main.p = internal global [2000 x %struct.pt] zeroinitializer, align 16
@main.h = internal global [2001 x %struct.pt] zeroinitializer, align 16
@.str = private unnamed_addr constant [54 x i8] c"hull vertices=%d doubled area=%lld first=(%lld,%lld)\0A\00", align 1
@__const.main.far = private unnamed_addr constant %struct.pt { i64 2000000, i64 0 }, align 8
@.str.1 = private unnamed_addr constant [46 x i8] c"points inside or on hull=%d origin=%d far=%d\0A\00", align 1
@__const.main.s = private unnamed_addr constant [5 x [4 x %struct.pt]] [[4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 4 }, %struct.pt { i64 0, i64 4 }, %struct.pt { i64 4, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 2, i64 2 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 5 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 1 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 0 }, %struct.pt { i64 2, i64 0 }, %struct.pt { i64 6, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 1, i64 1 }, %struct.pt { i64 1, i64 0 }, %struct.pt { i64 2, i64 1 }]], align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"intersect%d=%d \00", align 1
@.str.3 = private unnamed_addr constant [49 x i8] c"\0Aclosest pair squared distance (first 600)=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.pt, align 8
  %10 = alloca %struct.pt, align 8
  %11 = alloca [5 x [4 x %struct.pt]], align 16
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 2718, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %47, %0
  %20 = load i32, ptr %3, align 4
  %21 = icmp slt i32 %20, 2000
  br i1 %21, label %22, label %50

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = mul i32 %23, 1103515245
  %25 = add i32 %24, 12345
  store i32 %25, ptr %2, align 4
  %26 = load i32, ptr %2, align 4
  %27 = lshr i32 %26, 8
  %28 = urem i32 %27, 2000001
  %29 = zext i32 %28 to i64
  %30 = sub nsw i64 %29, 1000000
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.pt, ptr %33, i32 0, i32 0
  store i64 %30, ptr %34, align 16
  %35 = load i32, ptr %2, align 4
  %36 = mul i32 %35, 1103515245
  %37 = add i32 %36, 12345
  store i32 %37, ptr %2, align 4
  %38 = load i32, ptr %2, align 4
  %39 = lshr i32 %38, 8
  %40 = urem i32 %39, 2000001
  %41 = zext i32 %40 to i64
  %42 = sub nsw i64 %41, 1000000
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.pt, ptr %45, i32 0, i32 1
  store i64 %42, ptr %46, align 8
  br label %47

47:                                               ; preds = %22
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %3, align 4
  br label %19, !llvm.loop !6

50:                                               ; preds = %19
  %51 = call i32 @hull(ptr noundef @main.p, i32 noundef 2000, ptr noundef @main.h)
  store i32 %51, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %52

52:                                               ; preds = %88, %50
  %53 = load i32, ptr %6, align 4
  %54 = load i32, ptr %4, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %91

56:                                               ; preds = %52
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %58
  %60 = getelementptr inbounds %struct.pt, ptr %59, i32 0, i32 0
  %61 = load i64, ptr %60, align 16
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  %64 = load i32, ptr %4, align 4
  %65 = srem i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %66
  %68 = getelementptr inbounds %struct.pt, ptr %67, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  %70 = mul nsw i64 %61, %69
  %71 = load i32, ptr %6, align 4
  %72 = add nsw i32 %71, 1
  %73 = load i32, ptr %4, align 4
  %74 = srem i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %75
  %77 = getelementptr inbounds %struct.pt, ptr %76, i32 0, i32 0
  %78 = load i64, ptr %77, align 16
  %79 = load i32, ptr %6, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %80
  %82 = getelementptr inbounds %struct.pt, ptr %81, i32 0, i32 1
  %83 = load i64, ptr %82, align 8
  %84 = mul nsw i64 %78, %83
  %85 = sub nsw i64 %70, %84
  %86 = load i64, ptr %5, align 8
  %87 = add nsw i64 %86, %85
  store i64 %87, ptr %5, align 8
  br label %88

88:                                               ; preds = %56
  %89 = load i32, ptr %6, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %6, align 4
  br label %52, !llvm.loop !8

91:                                               ; preds = %52
  %92 = load i32, ptr %4, align 4
  %93 = load i64, ptr %5, align 8
  %94 = load i64, ptr @main.h, align 16
  %95 = load i64, ptr getelementptr inbounds (%struct.pt, ptr @main.h, i32 0, i32 1), align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %92, i64 noundef %93, i64 noundef %94, i64 noundef %95)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %97

97:                                               ; preds = %112, %91
  %98 = load i32, ptr %8, align 4
  %99 = icmp slt i32 %98, 2000
  br i1 %99, label %100, label %115

100:                                              ; preds = %97
  %101 = load i32, ptr %4, align 4
  %102 = load i32, ptr %8, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %103
  %105 = getelementptr inbounds { i64, i64 }, ptr %104, i32 0, i32 0
  %106 = load i64, ptr %105, align 16
  %107 = getelementptr inbounds { i64, i64 }, ptr %104, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  %109 = call i32 @inside(ptr noundef @main.h, i32 noundef %101, i64 %106, i64 %108)
  %110 = load i32, ptr %7, align 4
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr %7, align 4
  br label %112

112:                                              ; preds = %100
  %113 = load i32, ptr %8, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %8, align 4
  br label %97, !llvm.loop !9

115:                                              ; preds = %97
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.far, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 16, i1 false)
  %116 = load i32, ptr %7, align 4
  %117 = load i32, ptr %4, align 4
  %118 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %119 = load i64, ptr %118, align 8
  %120 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  %122 = call i32 @inside(ptr noundef @main.h, i32 noundef %117, i64 %119, i64 %121)
  %123 = load i32, ptr %4, align 4
  %124 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %125 = load i64, ptr %124, align 8
  %126 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %127 = load i64, ptr %126, align 8
  %128 = call i32 @inside(ptr noundef @main.h, i32 noundef %123, i64 %125, i64 %127)
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %116, i32 noundef %122, i32 noundef %128)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.s, i64 320, i1 false)
  store i32 0, ptr %12, align 4
  br label %130

130:                                              ; preds = %165, %115
  %131 = load i32, ptr %12, align 4
  %132 = icmp slt i32 %131, 5
  br i1 %132, label %133, label %168

133:                                              ; preds = %130
  %134 = load i32, ptr %12, align 4
  %135 = load i32, ptr %12, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %136
  %138 = getelementptr inbounds [4 x %struct.pt], ptr %137, i64 0, i64 0
  %139 = load i32, ptr %12, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %140
  %142 = getelementptr inbounds [4 x %struct.pt], ptr %141, i64 0, i64 1
  %143 = load i32, ptr %12, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %144
  %146 = getelementptr inbounds [4 x %struct.pt], ptr %145, i64 0, i64 2
  %147 = load i32, ptr %12, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %148
  %150 = getelementptr inbounds [4 x %struct.pt], ptr %149, i64 0, i64 3
  %151 = getelementptr inbounds { i64, i64 }, ptr %138, i32 0, i32 0
  %152 = load i64, ptr %151, align 16
  %153 = getelementptr inbounds { i64, i64 }, ptr %138, i32 0, i32 1
  %154 = load i64, ptr %153, align 8
  %155 = getelementptr inbounds { i64, i64 }, ptr %142, i32 0, i32 0
  %156 = load i64, ptr %155, align 16
  %157 = getelementptr inbounds { i64, i64 }, ptr %142, i32 0, i32 1
  %158 = load i64, ptr %157, align 8
  %159 = getelementptr inbounds { i64, i64 }, ptr %146, i32 0, i32 0
  %160 = load i64, ptr %159, align 16
  %161 = getelementptr inbounds { i64, i64 }, ptr %146, i32 0, i32 1
  %162 = load i64, ptr %161, align 8
  %163 = call i32 @intersect(i64 %152, i64 %154, i64 %156, i64 %158, i64 %160, i64 %162, ptr noundef byval(%struct.pt) align 8 %150)
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %134, i32 noundef %163)
  br label %165

165:                                              ; preds = %133
  %166 = load i32, ptr %12, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %12, align 4
  br label %130, !llvm.loop !10

168:                                              ; preds = %130
  store i64 9223372036854775807, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %169

169:                                              ; preds = %218, %168
  %170 = load i32, ptr %14, align 4
  %171 = icmp slt i32 %170, 600
  br i1 %171, label %172, label %221

172:                                              ; preds = %169
  %173 = load i32, ptr %14, align 4
  %174 = add nsw i32 %173, 1
  store i32 %174, ptr %15, align 4
  br label %175

175:                                              ; preds = %214, %172
  %176 = load i32, ptr %15, align 4
  %177 = icmp slt i32 %176, 600
  br i1 %177, label %178, label %217

178:                                              ; preds = %175
  %179 = load i32, ptr %14, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %180
  %182 = getelementptr inbounds %struct.pt, ptr %181, i32 0, i32 0
  %183 = load i64, ptr %182, align 16
  %184 = load i32, ptr %15, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %185
  %187 = getelementptr inbounds %struct.pt, ptr %186, i32 0, i32 0
  %188 = load i64, ptr %187, align 16
  %189 = sub nsw i64 %183, %188
  store i64 %189, ptr %16, align 8
  %190 = load i32, ptr %14, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %191
  %193 = getelementptr inbounds %struct.pt, ptr %192, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  %195 = load i32, ptr %15, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %196
  %198 = getelementptr inbounds %struct.pt, ptr %197, i32 0, i32 1
  %199 = load i64, ptr %198, align 8
  %200 = sub nsw i64 %194, %199
  store i64 %200, ptr %17, align 8
  %201 = load i64, ptr %16, align 8
  %202 = load i64, ptr %16, align 8
  %203 = mul nsw i64 %201, %202
  %204 = load i64, ptr %17, align 8
  %205 = load i64, ptr %17, align 8
  %206 = mul nsw i64 %204, %205
  %207 = add nsw i64 %203, %206
  store i64 %207, ptr %18, align 8
  %208 = load i64, ptr %18, align 8
  %209 = load i64, ptr %13, align 8
  %210 = icmp slt i64 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %178
  %212 = load i64, ptr %18, align 8
  store i64 %212, ptr %13, align 8
  br label %213

213:                                              ; preds = %211, %178
  br label %214

214:                                              ; preds = %213
  %215 = load i32, ptr %15, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %15, align 4
  br label %175, !llvm.loop !11

217:                                              ; preds = %175
  br label %218

218:                                              ; preds = %217
  %219 = load i32, ptr %14, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %14, align 4
  br label %169, !llvm.loop !12

221:                                              ; preds = %169
  %222 = load i64, ptr %13, align 8
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %222)
  %224 = load i32, ptr %4, align 4
  ret i32 %224
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hull(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  call void @qsort(ptr noundef %11, i64 noundef %13, i64 noundef 16, ptr noundef @cmp_pt)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %66, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %69

18:                                               ; preds = %14
  br label %19

19:                                               ; preds = %53, %18
  %20 = load i32, ptr %7, align 4
  %21 = icmp sge i32 %20, 2
  br i1 %21, label %22, label %51

22:                                               ; preds = %19
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sub nsw i32 %24, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.pt, ptr %23, i64 %26
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sub nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.pt, ptr %28, i64 %31
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.pt, ptr %33, i64 %35
  %37 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %38 = load i64, ptr %37, align 8
  %39 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %46 = load i64, ptr %45, align 8
  %47 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %48 = load i64, ptr %47, align 8
  %49 = call i64 @cross(i64 %38, i64 %40, i64 %42, i64 %44, i64 %46, i64 %48)
  %50 = icmp sle i64 %49, 0
  br label %51

51:                                               ; preds = %22, %19
  %52 = phi i1 [ false, %19 ], [ %50, %22 ]
  br i1 %52, label %53, label %56

53:                                               ; preds = %51
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %7, align 4
  br label %19, !llvm.loop !13

56:                                               ; preds = %51
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds %struct.pt, ptr %57, i64 %60
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.pt, ptr %62, i64 %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %61, ptr align 8 %65, i64 16, i1 false)
  br label %66

66:                                               ; preds = %56
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %14, !llvm.loop !14

69:                                               ; preds = %14
  %70 = load i32, ptr %5, align 4
  %71 = sub nsw i32 %70, 2
  store i32 %71, ptr %9, align 4
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %10, align 4
  br label %74

74:                                               ; preds = %126, %69
  %75 = load i32, ptr %9, align 4
  %76 = icmp sge i32 %75, 0
  br i1 %76, label %77, label %129

77:                                               ; preds = %74
  br label %78

78:                                               ; preds = %113, %77
  %79 = load i32, ptr %7, align 4
  %80 = load i32, ptr %10, align 4
  %81 = icmp sge i32 %79, %80
  br i1 %81, label %82, label %111

82:                                               ; preds = %78
  %83 = load ptr, ptr %6, align 8
  %84 = load i32, ptr %7, align 4
  %85 = sub nsw i32 %84, 2
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.pt, ptr %83, i64 %86
  %88 = load ptr, ptr %6, align 8
  %89 = load i32, ptr %7, align 4
  %90 = sub nsw i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %struct.pt, ptr %88, i64 %91
  %93 = load ptr, ptr %4, align 8
  %94 = load i32, ptr %9, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %struct.pt, ptr %93, i64 %95
  %97 = getelementptr inbounds { i64, i64 }, ptr %87, i32 0, i32 0
  %98 = load i64, ptr %97, align 8
  %99 = getelementptr inbounds { i64, i64 }, ptr %87, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  %101 = getelementptr inbounds { i64, i64 }, ptr %92, i32 0, i32 0
  %102 = load i64, ptr %101, align 8
  %103 = getelementptr inbounds { i64, i64 }, ptr %92, i32 0, i32 1
  %104 = load i64, ptr %103, align 8
  %105 = getelementptr inbounds { i64, i64 }, ptr %96, i32 0, i32 0
  %106 = load i64, ptr %105, align 8
  %107 = getelementptr inbounds { i64, i64 }, ptr %96, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  %109 = call i64 @cross(i64 %98, i64 %100, i64 %102, i64 %104, i64 %106, i64 %108)
  %110 = icmp sle i64 %109, 0
  br label %111

111:                                              ; preds = %82, %78
  %112 = phi i1 [ false, %78 ], [ %110, %82 ]
  br i1 %112, label %113, label %116

113:                                              ; preds = %111
  %114 = load i32, ptr %7, align 4
  %115 = add nsw i32 %114, -1
  store i32 %115, ptr %7, align 4
  br label %78, !llvm.loop !15

116:                                              ; preds = %111
  %117 = load ptr, ptr %6, align 8
  %118 = load i32, ptr %7, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %7, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds %struct.pt, ptr %117, i64 %120
  %122 = load ptr, ptr %4, align 8
  %123 = load i32, ptr %9, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds %struct.pt, ptr %122, i64 %124
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %121, ptr align 8 %125, i64 16, i1 false)
  br label %126

126:                                              ; preds = %116
  %127 = load i32, ptr %9, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, ptr %9, align 4
  br label %74, !llvm.loop !16

129:                                              ; preds = %74
  %130 = load i32, ptr %7, align 4
  %131 = sub nsw i32 %130, 1
  ret i32 %131
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inside(ptr noundef %0, i32 noundef %1, i64 %2, i64 %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca %struct.pt, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %14 = load ptr, ptr %7, align 8
  %15 = getelementptr inbounds %struct.pt, ptr %14, i64 0
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds %struct.pt, ptr %16, i64 1
  %18 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = call i64 @cross(i64 %19, i64 %21, i64 %23, i64 %25, i64 %27, i64 %29)
  %31 = icmp slt i64 %30, 0
  br i1 %31, label %54, label %32

32:                                               ; preds = %4
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds %struct.pt, ptr %33, i64 0
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %8, align 4
  %37 = sub nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.pt, ptr %35, i64 %38
  %40 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = call i64 @cross(i64 %41, i64 %43, i64 %45, i64 %47, i64 %49, i64 %51)
  %53 = icmp sgt i64 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %32, %4
  store i32 0, ptr %5, align 4
  br label %117

55:                                               ; preds = %32
  store i32 1, ptr %9, align 4
  %56 = load i32, ptr %8, align 4
  %57 = sub nsw i32 %56, 1
  store i32 %57, ptr %10, align 4
  br label %58

58:                                               ; preds = %92, %55
  %59 = load i32, ptr %10, align 4
  %60 = load i32, ptr %9, align 4
  %61 = sub nsw i32 %59, %60
  %62 = icmp sgt i32 %61, 1
  br i1 %62, label %63, label %93

63:                                               ; preds = %58
  %64 = load i32, ptr %9, align 4
  %65 = load i32, ptr %10, align 4
  %66 = add nsw i32 %64, %65
  %67 = sdiv i32 %66, 2
  store i32 %67, ptr %11, align 4
  %68 = load ptr, ptr %7, align 8
  %69 = getelementptr inbounds %struct.pt, ptr %68, i64 0
  %70 = load ptr, ptr %7, align 8
  %71 = load i32, ptr %11, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds %struct.pt, ptr %70, i64 %72
  %74 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 0
  %75 = load i64, ptr %74, align 8
  %76 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 1
  %77 = load i64, ptr %76, align 8
  %78 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 0
  %79 = load i64, ptr %78, align 8
  %80 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 1
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %83 = load i64, ptr %82, align 8
  %84 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %85 = load i64, ptr %84, align 8
  %86 = call i64 @cross(i64 %75, i64 %77, i64 %79, i64 %81, i64 %83, i64 %85)
  %87 = icmp sge i64 %86, 0
  br i1 %87, label %88, label %90

88:                                               ; preds = %63
  %89 = load i32, ptr %11, align 4
  store i32 %89, ptr %9, align 4
  br label %92

90:                                               ; preds = %63
  %91 = load i32, ptr %11, align 4
  store i32 %91, ptr %10, align 4
  br label %92

92:                                               ; preds = %90, %88
  br label %58, !llvm.loop !17

93:                                               ; preds = %58
  %94 = load ptr, ptr %7, align 8
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds %struct.pt, ptr %94, i64 %96
  %98 = load ptr, ptr %7, align 8
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds %struct.pt, ptr %98, i64 %100
  %102 = getelementptr inbounds { i64, i64 }, ptr %97, i32 0, i32 0
  %103 = load i64, ptr %102, align 8
  %104 = getelementptr inbounds { i64, i64 }, ptr %97, i32 0, i32 1
  %105 = load i64, ptr %104, align 8
  %106 = getelementptr inbounds { i64, i64 }, ptr %101, i32 0, i32 0
  %107 = load i64, ptr %106, align 8
  %108 = getelementptr inbounds { i64, i64 }, ptr %101, i32 0, i32 1
  %109 = load i64, ptr %108, align 8
  %110 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = call i64 @cross(i64 %103, i64 %105, i64 %107, i64 %109, i64 %111, i64 %113)
  %115 = icmp sge i64 %114, 0
  %116 = zext i1 %115 to i32
  store i32 %116, ptr %5, align 4
  br label %117

117:                                              ; preds = %93, %54
  %118 = load i32, ptr %5, align 4
  ret i32 %118
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @intersect(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, ptr noundef byval(%struct.pt) align 8 %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca %struct.pt, align 8
  %10 = alloca %struct.pt, align 8
  %11 = alloca %struct.pt, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %0, ptr %16, align 8
  %17 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %1, ptr %17, align 8
  %18 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %2, ptr %18, align 8
  %19 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %3, ptr %19, align 8
  %20 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  store i64 %4, ptr %20, align 8
  %21 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  store i64 %5, ptr %21, align 8
  %22 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = call i64 @cross(i64 %23, i64 %25, i64 %27, i64 %29, i64 %31, i64 %33)
  %35 = call i32 @sgn(i64 noundef %34)
  store i32 %35, ptr %12, align 4
  %36 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %47 = load i64, ptr %46, align 8
  %48 = call i64 @cross(i64 %37, i64 %39, i64 %41, i64 %43, i64 %45, i64 %47)
  %49 = call i32 @sgn(i64 noundef %48)
  store i32 %49, ptr %13, align 4
  %50 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = call i64 @cross(i64 %51, i64 %53, i64 %55, i64 %57, i64 %59, i64 %61)
  %63 = call i32 @sgn(i64 noundef %62)
  store i32 %63, ptr %14, align 4
  %64 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %75 = load i64, ptr %74, align 8
  %76 = call i64 @cross(i64 %65, i64 %67, i64 %69, i64 %71, i64 %73, i64 %75)
  %77 = call i32 @sgn(i64 noundef %76)
  store i32 %77, ptr %15, align 4
  %78 = load i32, ptr %12, align 4
  %79 = load i32, ptr %13, align 4
  %80 = mul nsw i32 %78, %79
  %81 = icmp slt i32 %80, 0
  br i1 %81, label %82, label %88

82:                                               ; preds = %7
  %83 = load i32, ptr %14, align 4
  %84 = load i32, ptr %15, align 4
  %85 = mul nsw i32 %83, %84
  %86 = icmp slt i32 %85, 0
  br i1 %86, label %87, label %88

87:                                               ; preds = %82
  store i32 1, ptr %8, align 4
  br label %165

88:                                               ; preds = %82, %7
  %89 = load i32, ptr %12, align 4
  %90 = icmp ne i32 %89, 0
  br i1 %90, label %106, label %91

91:                                               ; preds = %88
  %92 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %93 = load i64, ptr %92, align 8
  %94 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %97 = load i64, ptr %96, align 8
  %98 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %99 = load i64, ptr %98, align 8
  %100 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %101 = load i64, ptr %100, align 8
  %102 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  %104 = call i32 @on_seg(i64 %93, i64 %95, i64 %97, i64 %99, i64 %101, i64 %103)
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %162, label %106

106:                                              ; preds = %91, %88
  %107 = load i32, ptr %13, align 4
  %108 = icmp ne i32 %107, 0
  br i1 %108, label %124, label %109

109:                                              ; preds = %106
  %110 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %111 = load i64, ptr %110, align 8
  %112 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %115 = load i64, ptr %114, align 8
  %116 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %119 = load i64, ptr %118, align 8
  %120 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  %122 = call i32 @on_seg(i64 %111, i64 %113, i64 %115, i64 %117, i64 %119, i64 %121)
  %123 = icmp ne i32 %122, 0
  br i1 %123, label %162, label %124

124:                                              ; preds = %109, %106
  %125 = load i32, ptr %14, align 4
  %126 = icmp ne i32 %125, 0
  br i1 %126, label %142, label %127

127:                                              ; preds = %124
  %128 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %129 = load i64, ptr %128, align 8
  %130 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %131 = load i64, ptr %130, align 8
  %132 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %135 = load i64, ptr %134, align 8
  %136 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %137 = load i64, ptr %136, align 8
  %138 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %139 = load i64, ptr %138, align 8
  %140 = call i32 @on_seg(i64 %129, i64 %131, i64 %133, i64 %135, i64 %137, i64 %139)
  %141 = icmp ne i32 %140, 0
  br i1 %141, label %162, label %142

142:                                              ; preds = %127, %124
  %143 = load i32, ptr %15, align 4
  %144 = icmp ne i32 %143, 0
  br i1 %144, label %160, label %145

145:                                              ; preds = %142
  %146 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %147 = load i64, ptr %146, align 8
  %148 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %149 = load i64, ptr %148, align 8
  %150 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %151 = load i64, ptr %150, align 8
  %152 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %153 = load i64, ptr %152, align 8
  %154 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %155 = load i64, ptr %154, align 8
  %156 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %157 = load i64, ptr %156, align 8
  %158 = call i32 @on_seg(i64 %147, i64 %149, i64 %151, i64 %153, i64 %155, i64 %157)
  %159 = icmp ne i32 %158, 0
  br label %160

160:                                              ; preds = %145, %142
  %161 = phi i1 [ false, %142 ], [ %159, %145 ]
  br label %162

162:                                              ; preds = %160, %127, %109, %91
  %163 = phi i1 [ true, %127 ], [ true, %109 ], [ true, %91 ], [ %161, %160 ]
  %164 = zext i1 %163 to i32
  store i32 %164, ptr %8, align 4
  br label %165

165:                                              ; preds = %162, %87
  %166 = load i32, ptr %8, align 4
  ret i32 %166
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_pt(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.pt, ptr %10, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.pt, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = icmp ne i64 %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.pt, ptr %18, i32 0, i32 0
  %20 = load i64, ptr %19, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.pt, ptr %21, i32 0, i32 0
  %23 = load i64, ptr %22, align 8
  %24 = icmp slt i64 %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %45

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.pt, ptr %28, i32 0, i32 1
  %30 = load i64, ptr %29, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.pt, ptr %31, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = icmp sgt i64 %30, %33
  %35 = zext i1 %34 to i32
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.pt, ptr %36, i32 0, i32 1
  %38 = load i64, ptr %37, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.pt, ptr %39, i32 0, i32 1
  %41 = load i64, ptr %40, align 8
  %42 = icmp slt i64 %38, %41
  %43 = zext i1 %42 to i32
  %44 = sub nsw i32 %35, %43
  store i32 %44, ptr %3, align 4
  br label %45

45:                                               ; preds = %27, %17
  %46 = load i32, ptr %3, align 4
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @cross(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
  %7 = alloca %struct.pt, align 8
  %8 = alloca %struct.pt, align 8
  %9 = alloca %struct.pt, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %4, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %5, ptr %15, align 8
  %16 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = sub nsw i64 %17, %19
  %21 = getelementptr inbounds %struct.pt, ptr %9, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = sub nsw i64 %22, %24
  %26 = mul nsw i64 %20, %25
  %27 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 1
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  %30 = load i64, ptr %29, align 8
  %31 = sub nsw i64 %28, %30
  %32 = getelementptr inbounds %struct.pt, ptr %9, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  %35 = load i64, ptr %34, align 8
  %36 = sub nsw i64 %33, %35
  %37 = mul nsw i64 %31, %36
  %38 = sub nsw i64 %26, %37
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp sgt i64 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i64, ptr %2, align 8
  %7 = icmp slt i64 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @on_seg(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5) #0 {
  %7 = alloca %struct.pt, align 8
  %8 = alloca %struct.pt, align 8
  %9 = alloca %struct.pt, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  store i64 %2, ptr %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  %14 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  store i64 %4, ptr %14, align 8
  %15 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  store i64 %5, ptr %15, align 8
  %16 = getelementptr inbounds %struct.pt, ptr %9, i32 0, i32 0
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = icmp slt i64 %19, %21
  br i1 %22, label %23, label %26

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  br label %29

26:                                               ; preds = %6
  %27 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 0
  %28 = load i64, ptr %27, align 8
  br label %29

29:                                               ; preds = %26, %23
  %30 = phi i64 [ %25, %23 ], [ %28, %26 ]
  %31 = icmp sge i64 %17, %30
  br i1 %31, label %32, label %83

32:                                               ; preds = %29
  %33 = getelementptr inbounds %struct.pt, ptr %9, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 0
  %38 = load i64, ptr %37, align 8
  %39 = icmp sgt i64 %36, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %32
  %41 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  br label %46

43:                                               ; preds = %32
  %44 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi i64 [ %42, %40 ], [ %45, %43 ]
  %48 = icmp sle i64 %34, %47
  br i1 %48, label %49, label %83

49:                                               ; preds = %46
  %50 = getelementptr inbounds %struct.pt, ptr %9, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 1
  %55 = load i64, ptr %54, align 8
  %56 = icmp slt i64 %53, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %49
  %58 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  br label %63

60:                                               ; preds = %49
  %61 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 1
  %62 = load i64, ptr %61, align 8
  br label %63

63:                                               ; preds = %60, %57
  %64 = phi i64 [ %59, %57 ], [ %62, %60 ]
  %65 = icmp sge i64 %51, %64
  br i1 %65, label %66, label %83

66:                                               ; preds = %63
  %67 = getelementptr inbounds %struct.pt, ptr %9, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  %71 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 1
  %72 = load i64, ptr %71, align 8
  %73 = icmp sgt i64 %70, %72
  br i1 %73, label %74, label %77

74:                                               ; preds = %66
  %75 = getelementptr inbounds %struct.pt, ptr %7, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  br label %80

77:                                               ; preds = %66
  %78 = getelementptr inbounds %struct.pt, ptr %8, i32 0, i32 1
  %79 = load i64, ptr %78, align 8
  br label %80

80:                                               ; preds = %77, %74
  %81 = phi i64 [ %76, %74 ], [ %79, %77 ]
  %82 = icmp sle i64 %68, %81
  br label %83

83:                                               ; preds = %80, %63, %46, %29
  %84 = phi i1 [ false, %63 ], [ false, %46 ], [ false, %29 ], [ %82, %80 ]
  %85 = zext i1 %84 to i32
  ret i32 %85
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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
