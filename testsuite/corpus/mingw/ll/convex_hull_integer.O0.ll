; ModuleID = 'programs/convex_hull_integer.c'
source_filename = "programs/convex_hull_integer.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %11 = alloca %struct.pt, align 8
  %12 = alloca %struct.pt, align 8
  %13 = alloca %struct.pt, align 8
  %14 = alloca [5 x [4 x %struct.pt]], align 16
  %15 = alloca i32, align 4
  %16 = alloca %struct.pt, align 8
  %17 = alloca %struct.pt, align 8
  %18 = alloca %struct.pt, align 8
  %19 = alloca %struct.pt, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 2718, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %26

26:                                               ; preds = %54, %0
  %27 = load i32, ptr %3, align 4
  %28 = icmp slt i32 %27, 2000
  br i1 %28, label %29, label %57

29:                                               ; preds = %26
  %30 = load i32, ptr %2, align 4
  %31 = mul i32 %30, 1103515245
  %32 = add i32 %31, 12345
  store i32 %32, ptr %2, align 4
  %33 = load i32, ptr %2, align 4
  %34 = lshr i32 %33, 8
  %35 = urem i32 %34, 2000001
  %36 = zext i32 %35 to i64
  %37 = sub nsw i64 %36, 1000000
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.pt, ptr %40, i32 0, i32 0
  store i64 %37, ptr %41, align 16
  %42 = load i32, ptr %2, align 4
  %43 = mul i32 %42, 1103515245
  %44 = add i32 %43, 12345
  store i32 %44, ptr %2, align 4
  %45 = load i32, ptr %2, align 4
  %46 = lshr i32 %45, 8
  %47 = urem i32 %46, 2000001
  %48 = zext i32 %47 to i64
  %49 = sub nsw i64 %48, 1000000
  %50 = load i32, ptr %3, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %51
  %53 = getelementptr inbounds %struct.pt, ptr %52, i32 0, i32 1
  store i64 %49, ptr %53, align 8
  br label %54

54:                                               ; preds = %29
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  br label %26, !llvm.loop !5

57:                                               ; preds = %26
  %58 = call i32 @hull(ptr noundef @main.p, i32 noundef 2000, ptr noundef @main.h)
  store i32 %58, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %59

59:                                               ; preds = %95, %57
  %60 = load i32, ptr %6, align 4
  %61 = load i32, ptr %4, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %98

63:                                               ; preds = %59
  %64 = load i32, ptr %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %65
  %67 = getelementptr inbounds %struct.pt, ptr %66, i32 0, i32 0
  %68 = load i64, ptr %67, align 16
  %69 = load i32, ptr %6, align 4
  %70 = add nsw i32 %69, 1
  %71 = load i32, ptr %4, align 4
  %72 = srem i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %73
  %75 = getelementptr inbounds %struct.pt, ptr %74, i32 0, i32 1
  %76 = load i64, ptr %75, align 8
  %77 = mul nsw i64 %68, %76
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 1
  %80 = load i32, ptr %4, align 4
  %81 = srem i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %82
  %84 = getelementptr inbounds %struct.pt, ptr %83, i32 0, i32 0
  %85 = load i64, ptr %84, align 16
  %86 = load i32, ptr %6, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %87
  %89 = getelementptr inbounds %struct.pt, ptr %88, i32 0, i32 1
  %90 = load i64, ptr %89, align 8
  %91 = mul nsw i64 %85, %90
  %92 = sub nsw i64 %77, %91
  %93 = load i64, ptr %5, align 8
  %94 = add nsw i64 %93, %92
  store i64 %94, ptr %5, align 8
  br label %95

95:                                               ; preds = %63
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %59, !llvm.loop !7

98:                                               ; preds = %59
  %99 = load i32, ptr %4, align 4
  %100 = load i64, ptr %5, align 8
  %101 = load i64, ptr @main.h, align 16
  %102 = load i64, ptr getelementptr inbounds (%struct.pt, ptr @main.h, i32 0, i32 1), align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %99, i64 noundef %100, i64 noundef %101, i64 noundef %102)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %104

104:                                              ; preds = %115, %98
  %105 = load i32, ptr %8, align 4
  %106 = icmp slt i32 %105, 2000
  br i1 %106, label %107, label %118

107:                                              ; preds = %104
  %108 = load i32, ptr %4, align 4
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %110
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 16 %111, i64 16, i1 false)
  %112 = call i32 @inside(ptr noundef @main.h, i32 noundef %108, ptr noundef %9)
  %113 = load i32, ptr %7, align 4
  %114 = add nsw i32 %113, %112
  store i32 %114, ptr %7, align 4
  br label %115

115:                                              ; preds = %107
  %116 = load i32, ptr %8, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %8, align 4
  br label %104, !llvm.loop !8

118:                                              ; preds = %104
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.far, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 16, i1 false)
  %119 = load i32, ptr %7, align 4
  %120 = load i32, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %11, i64 16, i1 false)
  %121 = call i32 @inside(ptr noundef @main.h, i32 noundef %120, ptr noundef %12)
  %122 = load i32, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %10, i64 16, i1 false)
  %123 = call i32 @inside(ptr noundef @main.h, i32 noundef %122, ptr noundef %13)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %119, i32 noundef %121, i32 noundef %123)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.s, i64 320, i1 false)
  store i32 0, ptr %15, align 4
  br label %125

125:                                              ; preds = %148, %118
  %126 = load i32, ptr %15, align 4
  %127 = icmp slt i32 %126, 5
  br i1 %127, label %128, label %151

128:                                              ; preds = %125
  %129 = load i32, ptr %15, align 4
  %130 = load i32, ptr %15, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %14, i64 0, i64 %131
  %133 = getelementptr inbounds [4 x %struct.pt], ptr %132, i64 0, i64 0
  %134 = load i32, ptr %15, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %14, i64 0, i64 %135
  %137 = getelementptr inbounds [4 x %struct.pt], ptr %136, i64 0, i64 1
  %138 = load i32, ptr %15, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %14, i64 0, i64 %139
  %141 = getelementptr inbounds [4 x %struct.pt], ptr %140, i64 0, i64 2
  %142 = load i32, ptr %15, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %14, i64 0, i64 %143
  %145 = getelementptr inbounds [4 x %struct.pt], ptr %144, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 16 %133, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 16 %137, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 16 %141, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 16 %145, i64 16, i1 false)
  %146 = call i32 @intersect(ptr noundef %16, ptr noundef %17, ptr noundef %18, ptr noundef %19)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %129, i32 noundef %146)
  br label %148

148:                                              ; preds = %128
  %149 = load i32, ptr %15, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %15, align 4
  br label %125, !llvm.loop !9

151:                                              ; preds = %125
  store i64 9223372036854775807, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %152

152:                                              ; preds = %201, %151
  %153 = load i32, ptr %21, align 4
  %154 = icmp slt i32 %153, 600
  br i1 %154, label %155, label %204

155:                                              ; preds = %152
  %156 = load i32, ptr %21, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %22, align 4
  br label %158

158:                                              ; preds = %197, %155
  %159 = load i32, ptr %22, align 4
  %160 = icmp slt i32 %159, 600
  br i1 %160, label %161, label %200

161:                                              ; preds = %158
  %162 = load i32, ptr %21, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %163
  %165 = getelementptr inbounds %struct.pt, ptr %164, i32 0, i32 0
  %166 = load i64, ptr %165, align 16
  %167 = load i32, ptr %22, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %168
  %170 = getelementptr inbounds %struct.pt, ptr %169, i32 0, i32 0
  %171 = load i64, ptr %170, align 16
  %172 = sub nsw i64 %166, %171
  store i64 %172, ptr %23, align 8
  %173 = load i32, ptr %21, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %174
  %176 = getelementptr inbounds %struct.pt, ptr %175, i32 0, i32 1
  %177 = load i64, ptr %176, align 8
  %178 = load i32, ptr %22, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %179
  %181 = getelementptr inbounds %struct.pt, ptr %180, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  %183 = sub nsw i64 %177, %182
  store i64 %183, ptr %24, align 8
  %184 = load i64, ptr %23, align 8
  %185 = load i64, ptr %23, align 8
  %186 = mul nsw i64 %184, %185
  %187 = load i64, ptr %24, align 8
  %188 = load i64, ptr %24, align 8
  %189 = mul nsw i64 %187, %188
  %190 = add nsw i64 %186, %189
  store i64 %190, ptr %25, align 8
  %191 = load i64, ptr %25, align 8
  %192 = load i64, ptr %20, align 8
  %193 = icmp slt i64 %191, %192
  br i1 %193, label %194, label %196

194:                                              ; preds = %161
  %195 = load i64, ptr %25, align 8
  store i64 %195, ptr %20, align 8
  br label %196

196:                                              ; preds = %194, %161
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %22, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %22, align 4
  br label %158, !llvm.loop !10

200:                                              ; preds = %158
  br label %201

201:                                              ; preds = %200
  %202 = load i32, ptr %21, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %21, align 4
  br label %152, !llvm.loop !11

204:                                              ; preds = %152
  %205 = load i64, ptr %20, align 8
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %205)
  %207 = load i32, ptr %4, align 4
  ret i32 %207
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hull(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.pt, align 8
  %10 = alloca %struct.pt, align 8
  %11 = alloca %struct.pt, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.pt, align 8
  %15 = alloca %struct.pt, align 8
  %16 = alloca %struct.pt, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  call void @qsort(ptr noundef %17, i64 noundef %19, i64 noundef 16, ptr noundef @cmp_pt)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %60, %3
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %63

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %47, %24
  %26 = load i32, ptr %7, align 4
  %27 = icmp sge i32 %26, 2
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = load ptr, ptr %6, align 8
  %30 = load i32, ptr %7, align 4
  %31 = sub nsw i32 %30, 2
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.pt, ptr %29, i64 %32
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sub nsw i32 %35, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.pt, ptr %34, i64 %37
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.pt, ptr %39, i64 %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %33, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %38, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %42, i64 16, i1 false)
  %43 = call i64 @cross(ptr noundef %9, ptr noundef %10, ptr noundef %11)
  %44 = icmp sle i64 %43, 0
  br label %45

45:                                               ; preds = %28, %25
  %46 = phi i1 [ false, %25 ], [ %44, %28 ]
  br i1 %46, label %47, label %50

47:                                               ; preds = %45
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %7, align 4
  br label %25, !llvm.loop !12

50:                                               ; preds = %45
  %51 = load ptr, ptr %6, align 8
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds %struct.pt, ptr %51, i64 %54
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %8, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds %struct.pt, ptr %56, i64 %58
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 8 %59, i64 16, i1 false)
  br label %60

60:                                               ; preds = %50
  %61 = load i32, ptr %8, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %8, align 4
  br label %20, !llvm.loop !13

63:                                               ; preds = %20
  %64 = load i32, ptr %5, align 4
  %65 = sub nsw i32 %64, 2
  store i32 %65, ptr %12, align 4
  %66 = load i32, ptr %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %13, align 4
  br label %68

68:                                               ; preds = %108, %63
  %69 = load i32, ptr %12, align 4
  %70 = icmp sge i32 %69, 0
  br i1 %70, label %71, label %111

71:                                               ; preds = %68
  br label %72

72:                                               ; preds = %95, %71
  %73 = load i32, ptr %7, align 4
  %74 = load i32, ptr %13, align 4
  %75 = icmp sge i32 %73, %74
  br i1 %75, label %76, label %93

76:                                               ; preds = %72
  %77 = load ptr, ptr %6, align 8
  %78 = load i32, ptr %7, align 4
  %79 = sub nsw i32 %78, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds %struct.pt, ptr %77, i64 %80
  %82 = load ptr, ptr %6, align 8
  %83 = load i32, ptr %7, align 4
  %84 = sub nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds %struct.pt, ptr %82, i64 %85
  %87 = load ptr, ptr %4, align 8
  %88 = load i32, ptr %12, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds %struct.pt, ptr %87, i64 %89
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %81, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %86, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %90, i64 16, i1 false)
  %91 = call i64 @cross(ptr noundef %14, ptr noundef %15, ptr noundef %16)
  %92 = icmp sle i64 %91, 0
  br label %93

93:                                               ; preds = %76, %72
  %94 = phi i1 [ false, %72 ], [ %92, %76 ]
  br i1 %94, label %95, label %98

95:                                               ; preds = %93
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, -1
  store i32 %97, ptr %7, align 4
  br label %72, !llvm.loop !14

98:                                               ; preds = %93
  %99 = load ptr, ptr %6, align 8
  %100 = load i32, ptr %7, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %7, align 4
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds %struct.pt, ptr %99, i64 %102
  %104 = load ptr, ptr %4, align 8
  %105 = load i32, ptr %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %struct.pt, ptr %104, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %103, ptr align 8 %107, i64 16, i1 false)
  br label %108

108:                                              ; preds = %98
  %109 = load i32, ptr %12, align 4
  %110 = add nsw i32 %109, -1
  store i32 %110, ptr %12, align 4
  br label %68, !llvm.loop !15

111:                                              ; preds = %68
  %112 = load i32, ptr %7, align 4
  %113 = sub nsw i32 %112, 1
  ret i32 %113
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
define internal i32 @inside(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.pt, align 8
  %9 = alloca %struct.pt, align 8
  %10 = alloca %struct.pt, align 8
  %11 = alloca %struct.pt, align 8
  %12 = alloca %struct.pt, align 8
  %13 = alloca %struct.pt, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.pt, align 8
  %18 = alloca %struct.pt, align 8
  %19 = alloca %struct.pt, align 8
  %20 = alloca %struct.pt, align 8
  %21 = alloca %struct.pt, align 8
  %22 = alloca %struct.pt, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds %struct.pt, ptr %23, i64 0
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.pt, ptr %25, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %24, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %26, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %2, i64 16, i1 false)
  %27 = call i64 @cross(ptr noundef %8, ptr noundef %9, ptr noundef %10)
  %28 = icmp slt i64 %27, 0
  br i1 %28, label %39, label %29

29:                                               ; preds = %3
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.pt, ptr %30, i64 0
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sub nsw i32 %33, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.pt, ptr %32, i64 %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %31, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %36, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %2, i64 16, i1 false)
  %37 = call i64 @cross(ptr noundef %11, ptr noundef %12, ptr noundef %13)
  %38 = icmp sgt i64 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %29, %3
  store i32 0, ptr %4, align 4
  br label %78

40:                                               ; preds = %29
  store i32 1, ptr %14, align 4
  %41 = load i32, ptr %6, align 4
  %42 = sub nsw i32 %41, 1
  store i32 %42, ptr %15, align 4
  br label %43

43:                                               ; preds = %65, %40
  %44 = load i32, ptr %15, align 4
  %45 = load i32, ptr %14, align 4
  %46 = sub nsw i32 %44, %45
  %47 = icmp sgt i32 %46, 1
  br i1 %47, label %48, label %66

48:                                               ; preds = %43
  %49 = load i32, ptr %14, align 4
  %50 = load i32, ptr %15, align 4
  %51 = add nsw i32 %49, %50
  %52 = sdiv i32 %51, 2
  store i32 %52, ptr %16, align 4
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.pt, ptr %53, i64 0
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %16, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.pt, ptr %55, i64 %57
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %54, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %58, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %2, i64 16, i1 false)
  %59 = call i64 @cross(ptr noundef %17, ptr noundef %18, ptr noundef %19)
  %60 = icmp sge i64 %59, 0
  br i1 %60, label %61, label %63

61:                                               ; preds = %48
  %62 = load i32, ptr %16, align 4
  store i32 %62, ptr %14, align 4
  br label %65

63:                                               ; preds = %48
  %64 = load i32, ptr %16, align 4
  store i32 %64, ptr %15, align 4
  br label %65

65:                                               ; preds = %63, %61
  br label %43, !llvm.loop !16

66:                                               ; preds = %43
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %14, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.pt, ptr %67, i64 %69
  %71 = load ptr, ptr %5, align 8
  %72 = load i32, ptr %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.pt, ptr %71, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %70, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %74, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %2, i64 16, i1 false)
  %75 = call i64 @cross(ptr noundef %20, ptr noundef %21, ptr noundef %22)
  %76 = icmp sge i64 %75, 0
  %77 = zext i1 %76 to i32
  store i32 %77, ptr %4, align 4
  br label %78

78:                                               ; preds = %66, %39
  %79 = load i32, ptr %4, align 4
  ret i32 %79
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @intersect(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.pt, align 8
  %12 = alloca %struct.pt, align 8
  %13 = alloca %struct.pt, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.pt, align 8
  %16 = alloca %struct.pt, align 8
  %17 = alloca %struct.pt, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.pt, align 8
  %20 = alloca %struct.pt, align 8
  %21 = alloca %struct.pt, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.pt, align 8
  %24 = alloca %struct.pt, align 8
  %25 = alloca %struct.pt, align 8
  %26 = alloca %struct.pt, align 8
  %27 = alloca %struct.pt, align 8
  %28 = alloca %struct.pt, align 8
  %29 = alloca %struct.pt, align 8
  %30 = alloca %struct.pt, align 8
  %31 = alloca %struct.pt, align 8
  %32 = alloca %struct.pt, align 8
  %33 = alloca %struct.pt, align 8
  %34 = alloca %struct.pt, align 8
  %35 = alloca %struct.pt, align 8
  %36 = alloca %struct.pt, align 8
  %37 = alloca %struct.pt, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %0, i64 16, i1 false)
  %38 = call i64 @cross(ptr noundef %11, ptr noundef %12, ptr noundef %13)
  %39 = call i32 @sgn(i64 noundef %38)
  store i32 %39, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %1, i64 16, i1 false)
  %40 = call i64 @cross(ptr noundef %15, ptr noundef %16, ptr noundef %17)
  %41 = call i32 @sgn(i64 noundef %40)
  store i32 %41, ptr %14, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %2, i64 16, i1 false)
  %42 = call i64 @cross(ptr noundef %19, ptr noundef %20, ptr noundef %21)
  %43 = call i32 @sgn(i64 noundef %42)
  store i32 %43, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %3, i64 16, i1 false)
  %44 = call i64 @cross(ptr noundef %23, ptr noundef %24, ptr noundef %25)
  %45 = call i32 @sgn(i64 noundef %44)
  store i32 %45, ptr %22, align 4
  %46 = load i32, ptr %10, align 4
  %47 = load i32, ptr %14, align 4
  %48 = mul nsw i32 %46, %47
  %49 = icmp slt i32 %48, 0
  br i1 %49, label %50, label %56

50:                                               ; preds = %4
  %51 = load i32, ptr %18, align 4
  %52 = load i32, ptr %22, align 4
  %53 = mul nsw i32 %51, %52
  %54 = icmp slt i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %50
  store i32 1, ptr %5, align 4
  br label %85

56:                                               ; preds = %50, %4
  %57 = load i32, ptr %10, align 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %62, label %59

59:                                               ; preds = %56
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %0, i64 16, i1 false)
  %60 = call i32 @on_seg(ptr noundef %26, ptr noundef %27, ptr noundef %28)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %82, label %62

62:                                               ; preds = %59, %56
  %63 = load i32, ptr %14, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %68, label %65

65:                                               ; preds = %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %1, i64 16, i1 false)
  %66 = call i32 @on_seg(ptr noundef %29, ptr noundef %30, ptr noundef %31)
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %82, label %68

68:                                               ; preds = %65, %62
  %69 = load i32, ptr %18, align 4
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %68
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %2, i64 16, i1 false)
  %72 = call i32 @on_seg(ptr noundef %32, ptr noundef %33, ptr noundef %34)
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %71, %68
  %75 = load i32, ptr %22, align 4
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %0, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %1, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %3, i64 16, i1 false)
  %78 = call i32 @on_seg(ptr noundef %35, ptr noundef %36, ptr noundef %37)
  %79 = icmp ne i32 %78, 0
  br label %80

80:                                               ; preds = %77, %74
  %81 = phi i1 [ false, %74 ], [ %79, %77 ]
  br label %82

82:                                               ; preds = %80, %71, %65, %59
  %83 = phi i1 [ true, %71 ], [ true, %65 ], [ true, %59 ], [ %81, %80 ]
  %84 = zext i1 %83 to i32
  store i32 %84, ptr %5, align 4
  br label %85

85:                                               ; preds = %82, %55
  %86 = load i32, ptr %5, align 4
  ret i32 %86
}

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

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
define internal i64 @cross(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = sub nsw i64 %8, %10
  %12 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = sub nsw i64 %13, %15
  %17 = mul nsw i64 %11, %16
  %18 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = sub nsw i64 %19, %21
  %23 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = sub nsw i64 %24, %26
  %28 = mul nsw i64 %22, %27
  %29 = sub nsw i64 %17, %28
  ret i64 %29
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

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
define internal i32 @on_seg(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = icmp slt i64 %10, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  br label %20

17:                                               ; preds = %3
  %18 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  br label %20

20:                                               ; preds = %17, %14
  %21 = phi i64 [ %16, %14 ], [ %19, %17 ]
  %22 = icmp sge i64 %8, %21
  br i1 %22, label %23, label %74

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = icmp sgt i64 %27, %29
  br i1 %30, label %31, label %34

31:                                               ; preds = %23
  %32 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  br label %37

34:                                               ; preds = %23
  %35 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  br label %37

37:                                               ; preds = %34, %31
  %38 = phi i64 [ %33, %31 ], [ %36, %34 ]
  %39 = icmp sle i64 %25, %38
  br i1 %39, label %40, label %74

40:                                               ; preds = %37
  %41 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 1
  %46 = load i64, ptr %45, align 8
  %47 = icmp slt i64 %44, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %40
  %49 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  br label %54

51:                                               ; preds = %40
  %52 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  br label %54

54:                                               ; preds = %51, %48
  %55 = phi i64 [ %50, %48 ], [ %53, %51 ]
  %56 = icmp sge i64 %42, %55
  br i1 %56, label %57, label %74

57:                                               ; preds = %54
  %58 = getelementptr inbounds %struct.pt, ptr %2, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  %64 = icmp sgt i64 %61, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %57
  %66 = getelementptr inbounds %struct.pt, ptr %0, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  br label %71

68:                                               ; preds = %57
  %69 = getelementptr inbounds %struct.pt, ptr %1, i32 0, i32 1
  %70 = load i64, ptr %69, align 8
  br label %71

71:                                               ; preds = %68, %65
  %72 = phi i64 [ %67, %65 ], [ %70, %68 ]
  %73 = icmp sle i64 %59, %72
  br label %74

74:                                               ; preds = %71, %54, %37, %20
  %75 = phi i1 [ false, %54 ], [ false, %37 ], [ false, %20 ], [ %73, %71 ]
  %76 = zext i1 %75 to i32
  ret i32 %76
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
