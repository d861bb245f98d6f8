; ModuleID = 'programs/convex_hull_integer.c'
source_filename = "programs/convex_hull_integer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pt = type { i64, i64 }

@main.p = internal global [2000 x %struct.pt] zeroinitializer, align 8
@main.h = internal global [2001 x %struct.pt] zeroinitializer, align 8
@.str = private unnamed_addr constant [54 x i8] c"hull vertices=%d doubled area=%lld first=(%lld,%lld)\0A\00", align 1
@__const.main.far = private unnamed_addr constant %struct.pt { i64 2000000, i64 0 }, align 8
@.str.1 = private unnamed_addr constant [46 x i8] c"points inside or on hull=%d origin=%d far=%d\0A\00", align 1
@__const.main.s = private unnamed_addr constant [5 x [4 x %struct.pt]] [[4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 4 }, %struct.pt { i64 0, i64 4 }, %struct.pt { i64 4, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 2, i64 2 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 5 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 1 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 0 }, %struct.pt { i64 2, i64 0 }, %struct.pt { i64 6, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 1, i64 1 }, %struct.pt { i64 1, i64 0 }, %struct.pt { i64 2, i64 1 }]], align 8
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
  %11 = alloca [5 x [4 x %struct.pt]], align 8
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
  store i64 %30, ptr %34, align 8
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
  %61 = load i64, ptr %60, align 8
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
  %78 = load i64, ptr %77, align 8
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
  %94 = load i64, ptr @main.h, align 8
  %95 = load i64, ptr getelementptr inbounds (%struct.pt, ptr @main.h, i32 0, i32 1), align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %92, i64 noundef %93, i64 noundef %94, i64 noundef %95)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %97

97:                                               ; preds = %109, %91
  %98 = load i32, ptr %8, align 4
  %99 = icmp slt i32 %98, 2000
  br i1 %99, label %100, label %112

100:                                              ; preds = %97
  %101 = load i32, ptr %4, align 4
  %102 = load i32, ptr %8, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %103
  %105 = load [2 x i64], ptr %104, align 8
  %106 = call i32 @inside(ptr noundef @main.h, i32 noundef %101, [2 x i64] %105)
  %107 = load i32, ptr %7, align 4
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr %7, align 4
  br label %109

109:                                              ; preds = %100
  %110 = load i32, ptr %8, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %8, align 4
  br label %97, !llvm.loop !9

112:                                              ; preds = %97
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.far, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 16, i1 false)
  %113 = load i32, ptr %7, align 4
  %114 = load i32, ptr %4, align 4
  %115 = load [2 x i64], ptr %10, align 8
  %116 = call i32 @inside(ptr noundef @main.h, i32 noundef %114, [2 x i64] %115)
  %117 = load i32, ptr %4, align 4
  %118 = load [2 x i64], ptr %9, align 8
  %119 = call i32 @inside(ptr noundef @main.h, i32 noundef %117, [2 x i64] %118)
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %113, i32 noundef %116, i32 noundef %119)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.s, i64 320, i1 false)
  store i32 0, ptr %12, align 4
  br label %121

121:                                              ; preds = %148, %112
  %122 = load i32, ptr %12, align 4
  %123 = icmp slt i32 %122, 5
  br i1 %123, label %124, label %151

124:                                              ; preds = %121
  %125 = load i32, ptr %12, align 4
  %126 = load i32, ptr %12, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %127
  %129 = getelementptr inbounds [4 x %struct.pt], ptr %128, i64 0, i64 0
  %130 = load i32, ptr %12, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %131
  %133 = getelementptr inbounds [4 x %struct.pt], ptr %132, i64 0, i64 1
  %134 = load i32, ptr %12, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %135
  %137 = getelementptr inbounds [4 x %struct.pt], ptr %136, i64 0, i64 2
  %138 = load i32, ptr %12, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr %11, i64 0, i64 %139
  %141 = getelementptr inbounds [4 x %struct.pt], ptr %140, i64 0, i64 3
  %142 = load [2 x i64], ptr %129, align 8
  %143 = load [2 x i64], ptr %133, align 8
  %144 = load [2 x i64], ptr %137, align 8
  %145 = load [2 x i64], ptr %141, align 8
  %146 = call i32 @intersect([2 x i64] %142, [2 x i64] %143, [2 x i64] %144, [2 x i64] %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %125, i32 noundef %146)
  br label %148

148:                                              ; preds = %124
  %149 = load i32, ptr %12, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %12, align 4
  br label %121, !llvm.loop !10

151:                                              ; preds = %121
  store i64 9223372036854775807, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %152

152:                                              ; preds = %201, %151
  %153 = load i32, ptr %14, align 4
  %154 = icmp slt i32 %153, 600
  br i1 %154, label %155, label %204

155:                                              ; preds = %152
  %156 = load i32, ptr %14, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %15, align 4
  br label %158

158:                                              ; preds = %197, %155
  %159 = load i32, ptr %15, align 4
  %160 = icmp slt i32 %159, 600
  br i1 %160, label %161, label %200

161:                                              ; preds = %158
  %162 = load i32, ptr %14, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %163
  %165 = getelementptr inbounds %struct.pt, ptr %164, i32 0, i32 0
  %166 = load i64, ptr %165, align 8
  %167 = load i32, ptr %15, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %168
  %170 = getelementptr inbounds %struct.pt, ptr %169, i32 0, i32 0
  %171 = load i64, ptr %170, align 8
  %172 = sub nsw i64 %166, %171
  store i64 %172, ptr %16, align 8
  %173 = load i32, ptr %14, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %174
  %176 = getelementptr inbounds %struct.pt, ptr %175, i32 0, i32 1
  %177 = load i64, ptr %176, align 8
  %178 = load i32, ptr %15, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %179
  %181 = getelementptr inbounds %struct.pt, ptr %180, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  %183 = sub nsw i64 %177, %182
  store i64 %183, ptr %17, align 8
  %184 = load i64, ptr %16, align 8
  %185 = load i64, ptr %16, align 8
  %186 = mul nsw i64 %184, %185
  %187 = load i64, ptr %17, align 8
  %188 = load i64, ptr %17, align 8
  %189 = mul nsw i64 %187, %188
  %190 = add nsw i64 %186, %189
  store i64 %190, ptr %18, align 8
  %191 = load i64, ptr %18, align 8
  %192 = load i64, ptr %13, align 8
  %193 = icmp slt i64 %191, %192
  br i1 %193, label %194, label %196

194:                                              ; preds = %161
  %195 = load i64, ptr %18, align 8
  store i64 %195, ptr %13, align 8
  br label %196

196:                                              ; preds = %194, %161
  br label %197

197:                                              ; preds = %196
  %198 = load i32, ptr %15, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %15, align 4
  br label %158, !llvm.loop !11

200:                                              ; preds = %158
  br label %201

201:                                              ; preds = %200
  %202 = load i32, ptr %14, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %14, align 4
  br label %152, !llvm.loop !12

204:                                              ; preds = %152
  %205 = load i64, ptr %13, align 8
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

14:                                               ; preds = %57, %3
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %60

18:                                               ; preds = %14
  br label %19

19:                                               ; preds = %44, %18
  %20 = load i32, ptr %7, align 4
  %21 = icmp sge i32 %20, 2
  br i1 %21, label %22, label %42

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
  %37 = load [2 x i64], ptr %27, align 8
  %38 = load [2 x i64], ptr %32, align 8
  %39 = load [2 x i64], ptr %36, align 8
  %40 = call i64 @cross([2 x i64] %37, [2 x i64] %38, [2 x i64] %39)
  %41 = icmp sle i64 %40, 0
  br label %42

42:                                               ; preds = %22, %19
  %43 = phi i1 [ false, %19 ], [ %41, %22 ]
  br i1 %43, label %44, label %47

44:                                               ; preds = %42
  %45 = load i32, ptr %7, align 4
  %46 = add nsw i32 %45, -1
  store i32 %46, ptr %7, align 4
  br label %19, !llvm.loop !13

47:                                               ; preds = %42
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds %struct.pt, ptr %48, i64 %51
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %8, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds %struct.pt, ptr %53, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 8 %56, i64 16, i1 false)
  br label %57

57:                                               ; preds = %47
  %58 = load i32, ptr %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %8, align 4
  br label %14, !llvm.loop !14

60:                                               ; preds = %14
  %61 = load i32, ptr %5, align 4
  %62 = sub nsw i32 %61, 2
  store i32 %62, ptr %9, align 4
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %10, align 4
  br label %65

65:                                               ; preds = %108, %60
  %66 = load i32, ptr %9, align 4
  %67 = icmp sge i32 %66, 0
  br i1 %67, label %68, label %111

68:                                               ; preds = %65
  br label %69

69:                                               ; preds = %95, %68
  %70 = load i32, ptr %7, align 4
  %71 = load i32, ptr %10, align 4
  %72 = icmp sge i32 %70, %71
  br i1 %72, label %73, label %93

73:                                               ; preds = %69
  %74 = load ptr, ptr %6, align 8
  %75 = load i32, ptr %7, align 4
  %76 = sub nsw i32 %75, 2
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds %struct.pt, ptr %74, i64 %77
  %79 = load ptr, ptr %6, align 8
  %80 = load i32, ptr %7, align 4
  %81 = sub nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds %struct.pt, ptr %79, i64 %82
  %84 = load ptr, ptr %4, align 8
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.pt, ptr %84, i64 %86
  %88 = load [2 x i64], ptr %78, align 8
  %89 = load [2 x i64], ptr %83, align 8
  %90 = load [2 x i64], ptr %87, align 8
  %91 = call i64 @cross([2 x i64] %88, [2 x i64] %89, [2 x i64] %90)
  %92 = icmp sle i64 %91, 0
  br label %93

93:                                               ; preds = %73, %69
  %94 = phi i1 [ false, %69 ], [ %92, %73 ]
  br i1 %94, label %95, label %98

95:                                               ; preds = %93
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, -1
  store i32 %97, ptr %7, align 4
  br label %69, !llvm.loop !15

98:                                               ; preds = %93
  %99 = load ptr, ptr %6, align 8
  %100 = load i32, ptr %7, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %7, align 4
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds %struct.pt, ptr %99, i64 %102
  %104 = load ptr, ptr %4, align 8
  %105 = load i32, ptr %9, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %struct.pt, ptr %104, i64 %106
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %103, ptr align 8 %107, i64 16, i1 false)
  br label %108

108:                                              ; preds = %98
  %109 = load i32, ptr %9, align 4
  %110 = add nsw i32 %109, -1
  store i32 %110, ptr %9, align 4
  br label %65, !llvm.loop !16

111:                                              ; preds = %65
  %112 = load i32, ptr %7, align 4
  %113 = sub nsw i32 %112, 1
  ret i32 %113
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inside(ptr noundef %0, i32 noundef %1, [2 x i64] %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca %struct.pt, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store [2 x i64] %2, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %struct.pt, ptr %11, i64 0
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.pt, ptr %13, i64 1
  %15 = load [2 x i64], ptr %12, align 8
  %16 = load [2 x i64], ptr %14, align 8
  %17 = load [2 x i64], ptr %5, align 8
  %18 = call i64 @cross([2 x i64] %15, [2 x i64] %16, [2 x i64] %17)
  %19 = icmp slt i64 %18, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %3
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds %struct.pt, ptr %21, i64 0
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sub nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.pt, ptr %23, i64 %26
  %28 = load [2 x i64], ptr %22, align 8
  %29 = load [2 x i64], ptr %27, align 8
  %30 = load [2 x i64], ptr %5, align 8
  %31 = call i64 @cross([2 x i64] %28, [2 x i64] %29, [2 x i64] %30)
  %32 = icmp sgt i64 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %20, %3
  store i32 0, ptr %4, align 4
  br label %78

34:                                               ; preds = %20
  store i32 1, ptr %8, align 4
  %35 = load i32, ptr %7, align 4
  %36 = sub nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %37

37:                                               ; preds = %62, %34
  %38 = load i32, ptr %9, align 4
  %39 = load i32, ptr %8, align 4
  %40 = sub nsw i32 %38, %39
  %41 = icmp sgt i32 %40, 1
  br i1 %41, label %42, label %63

42:                                               ; preds = %37
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = add nsw i32 %43, %44
  %46 = sdiv i32 %45, 2
  store i32 %46, ptr %10, align 4
  %47 = load ptr, ptr %6, align 8
  %48 = getelementptr inbounds %struct.pt, ptr %47, i64 0
  %49 = load ptr, ptr %6, align 8
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.pt, ptr %49, i64 %51
  %53 = load [2 x i64], ptr %48, align 8
  %54 = load [2 x i64], ptr %52, align 8
  %55 = load [2 x i64], ptr %5, align 8
  %56 = call i64 @cross([2 x i64] %53, [2 x i64] %54, [2 x i64] %55)
  %57 = icmp sge i64 %56, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %42
  %59 = load i32, ptr %10, align 4
  store i32 %59, ptr %8, align 4
  br label %62

60:                                               ; preds = %42
  %61 = load i32, ptr %10, align 4
  store i32 %61, ptr %9, align 4
  br label %62

62:                                               ; preds = %60, %58
  br label %37, !llvm.loop !17

63:                                               ; preds = %37
  %64 = load ptr, ptr %6, align 8
  %65 = load i32, ptr %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds %struct.pt, ptr %64, i64 %66
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds %struct.pt, ptr %68, i64 %70
  %72 = load [2 x i64], ptr %67, align 8
  %73 = load [2 x i64], ptr %71, align 8
  %74 = load [2 x i64], ptr %5, align 8
  %75 = call i64 @cross([2 x i64] %72, [2 x i64] %73, [2 x i64] %74)
  %76 = icmp sge i64 %75, 0
  %77 = zext i1 %76 to i32
  store i32 %77, ptr %4, align 4
  br label %78

78:                                               ; preds = %63, %33
  %79 = load i32, ptr %4, align 4
  ret i32 %79
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @intersect([2 x i64] %0, [2 x i64] %1, [2 x i64] %2, [2 x i64] %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca %struct.pt, align 8
  %7 = alloca %struct.pt, align 8
  %8 = alloca %struct.pt, align 8
  %9 = alloca %struct.pt, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store [2 x i64] %0, ptr %6, align 8
  store [2 x i64] %1, ptr %7, align 8
  store [2 x i64] %2, ptr %8, align 8
  store [2 x i64] %3, ptr %9, align 8
  %14 = load [2 x i64], ptr %8, align 8
  %15 = load [2 x i64], ptr %9, align 8
  %16 = load [2 x i64], ptr %6, align 8
  %17 = call i64 @cross([2 x i64] %14, [2 x i64] %15, [2 x i64] %16)
  %18 = call i32 @sgn(i64 noundef %17)
  store i32 %18, ptr %10, align 4
  %19 = load [2 x i64], ptr %8, align 8
  %20 = load [2 x i64], ptr %9, align 8
  %21 = load [2 x i64], ptr %7, align 8
  %22 = call i64 @cross([2 x i64] %19, [2 x i64] %20, [2 x i64] %21)
  %23 = call i32 @sgn(i64 noundef %22)
  store i32 %23, ptr %11, align 4
  %24 = load [2 x i64], ptr %6, align 8
  %25 = load [2 x i64], ptr %7, align 8
  %26 = load [2 x i64], ptr %8, align 8
  %27 = call i64 @cross([2 x i64] %24, [2 x i64] %25, [2 x i64] %26)
  %28 = call i32 @sgn(i64 noundef %27)
  store i32 %28, ptr %12, align 4
  %29 = load [2 x i64], ptr %6, align 8
  %30 = load [2 x i64], ptr %7, align 8
  %31 = load [2 x i64], ptr %9, align 8
  %32 = call i64 @cross([2 x i64] %29, [2 x i64] %30, [2 x i64] %31)
  %33 = call i32 @sgn(i64 noundef %32)
  store i32 %33, ptr %13, align 4
  %34 = load i32, ptr %10, align 4
  %35 = load i32, ptr %11, align 4
  %36 = mul nsw i32 %34, %35
  %37 = icmp slt i32 %36, 0
  br i1 %37, label %38, label %44

38:                                               ; preds = %4
  %39 = load i32, ptr %12, align 4
  %40 = load i32, ptr %13, align 4
  %41 = mul nsw i32 %39, %40
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %38
  store i32 1, ptr %5, align 4
  br label %85

44:                                               ; preds = %38, %4
  %45 = load i32, ptr %10, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %44
  %48 = load [2 x i64], ptr %8, align 8
  %49 = load [2 x i64], ptr %9, align 8
  %50 = load [2 x i64], ptr %6, align 8
  %51 = call i32 @on_seg([2 x i64] %48, [2 x i64] %49, [2 x i64] %50)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %82, label %53

53:                                               ; preds = %47, %44
  %54 = load i32, ptr %11, align 4
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %62, label %56

56:                                               ; preds = %53
  %57 = load [2 x i64], ptr %8, align 8
  %58 = load [2 x i64], ptr %9, align 8
  %59 = load [2 x i64], ptr %7, align 8
  %60 = call i32 @on_seg([2 x i64] %57, [2 x i64] %58, [2 x i64] %59)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %82, label %62

62:                                               ; preds = %56, %53
  %63 = load i32, ptr %12, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = load [2 x i64], ptr %6, align 8
  %67 = load [2 x i64], ptr %7, align 8
  %68 = load [2 x i64], ptr %8, align 8
  %69 = call i32 @on_seg([2 x i64] %66, [2 x i64] %67, [2 x i64] %68)
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %82, label %71

71:                                               ; preds = %65, %62
  %72 = load i32, ptr %13, align 4
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %80, label %74

74:                                               ; preds = %71
  %75 = load [2 x i64], ptr %6, align 8
  %76 = load [2 x i64], ptr %7, align 8
  %77 = load [2 x i64], ptr %9, align 8
  %78 = call i32 @on_seg([2 x i64] %75, [2 x i64] %76, [2 x i64] %77)
  %79 = icmp ne i32 %78, 0
  br label %80

80:                                               ; preds = %74, %71
  %81 = phi i1 [ false, %71 ], [ %79, %74 ]
  br label %82

82:                                               ; preds = %80, %65, %56, %47
  %83 = phi i1 [ true, %65 ], [ true, %56 ], [ true, %47 ], [ %81, %80 ]
  %84 = zext i1 %83 to i32
  store i32 %84, ptr %5, align 4
  br label %85

85:                                               ; preds = %82, %43
  %86 = load i32, ptr %5, align 4
  ret i32 %86
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
define internal i64 @cross([2 x i64] %0, [2 x i64] %1, [2 x i64] %2) #0 {
  %4 = alloca %struct.pt, align 8
  %5 = alloca %struct.pt, align 8
  %6 = alloca %struct.pt, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  store [2 x i64] %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = sub nsw i64 %8, %10
  %12 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = sub nsw i64 %13, %15
  %17 = mul nsw i64 %11, %16
  %18 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = sub nsw i64 %19, %21
  %23 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = sub nsw i64 %24, %26
  %28 = mul nsw i64 %22, %27
  %29 = sub nsw i64 %17, %28
  ret i64 %29
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
define internal i32 @on_seg([2 x i64] %0, [2 x i64] %1, [2 x i64] %2) #0 {
  %4 = alloca %struct.pt, align 8
  %5 = alloca %struct.pt, align 8
  %6 = alloca %struct.pt, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  store [2 x i64] %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = icmp slt i64 %10, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  br label %20

17:                                               ; preds = %3
  %18 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  br label %20

20:                                               ; preds = %17, %14
  %21 = phi i64 [ %16, %14 ], [ %19, %17 ]
  %22 = icmp sge i64 %8, %21
  br i1 %22, label %23, label %74

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = icmp sgt i64 %27, %29
  br i1 %30, label %31, label %34

31:                                               ; preds = %23
  %32 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  br label %37

34:                                               ; preds = %23
  %35 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  br label %37

37:                                               ; preds = %34, %31
  %38 = phi i64 [ %33, %31 ], [ %36, %34 ]
  %39 = icmp sle i64 %25, %38
  br i1 %39, label %40, label %74

40:                                               ; preds = %37
  %41 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 1
  %46 = load i64, ptr %45, align 8
  %47 = icmp slt i64 %44, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %40
  %49 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %50 = load i64, ptr %49, align 8
  br label %54

51:                                               ; preds = %40
  %52 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 1
  %53 = load i64, ptr %52, align 8
  br label %54

54:                                               ; preds = %51, %48
  %55 = phi i64 [ %50, %48 ], [ %53, %51 ]
  %56 = icmp sge i64 %42, %55
  br i1 %56, label %57, label %74

57:                                               ; preds = %54
  %58 = getelementptr inbounds %struct.pt, ptr %6, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  %64 = icmp sgt i64 %61, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %57
  %66 = getelementptr inbounds %struct.pt, ptr %4, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  br label %71

68:                                               ; preds = %57
  %69 = getelementptr inbounds %struct.pt, ptr %5, i32 0, i32 1
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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
