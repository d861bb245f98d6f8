; ModuleID = 'programs/compound_literals_designated.c'
source_filename = "programs/compound_literals_designated.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, ptr, [4 x i32] }
%struct.point = type { i32, i32 }
%union.val = type { i32, [4 x i8] }

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@color_names = internal global [3 x ptr] [ptr @.str.15, ptr @.str.16, ptr @.str.17], align 16
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"sparse:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@sparse = internal global [20 x i32] [i32 0, i32 0, i32 0, i32 3, i32 0, i32 0, i32 0, i32 7, i32 0, i32 0, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 19], align 16
@.str.4 = private unnamed_addr constant [10 x i8] c"gp=%d,%d\0A\00", align 1
@gp = internal global ptr @.compoundliteral, align 8
@.str.5 = private unnamed_addr constant [9 x i8] c"gp.x=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"rects: %s %d %d %d | %s %d %d\0A\00", align 1
@rects = internal global [2 x %struct.rect] [%struct.rect { %struct.point { i32 1, i32 2 }, %struct.point { i32 3, i32 4 }, ptr @.str.18, [4 x i32] [i32 0, i32 0, i32 5, i32 0] }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 0, i32 9 }, ptr @.str.19, [4 x i32] zeroinitializer }], align 16
@constinit = private constant [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 10], align 4
@.str.7 = private unnamed_addr constant [16 x i8] c"area=%d sum=%d\0A\00", align 1
@__const.main.u = private unnamed_addr constant { float, [4 x i8] } { float 1.000000e+00, [4 x i8] undef }, align 4
@.str.8 = private unnamed_addr constant [10 x i8] c"u.i=%08x\0A\00", align 1
@__const.main.u2 = private unnamed_addr constant { [8 x i8] } { [8 x i8] c"abc\00\00\00\00\00" }, align 4
@.str.9 = private unnamed_addr constant [7 x i8] c"u2=%s\0A\00", align 1
@__const.main.pts = private unnamed_addr constant [3 x %struct.point] [%struct.point { i32 1, i32 0 }, %struct.point zeroinitializer, %struct.point { i32 3, i32 4 }], align 16
@.str.10 = private unnamed_addr constant [30 x i8] c"pts n=%zu: %d %d %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"p1=%d,%d\0A\00", align 1
@__const.main.str = private unnamed_addr constant [10 x i8] c"hi\00\00\00!\00\00\00\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"strlen=%zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [24 x i8] c"m diag=%d %d %d off=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.compoundliteral = internal global %struct.point { i32 5, i32 6 }, align 4
@.str.18 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"second\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.rect, align 8
  %6 = alloca i32, align 4
  %7 = alloca [10 x i32], align 4
  %8 = alloca %union.val, align 4
  %9 = alloca %union.val, align 4
  %10 = alloca [3 x %struct.point], align 16
  %11 = alloca ptr, align 8
  %12 = alloca [2 x %struct.point], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca %struct.point, align 4
  %17 = alloca [10 x i8], align 1
  %18 = alloca [3 x [3 x i32]], align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %29, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 3
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x ptr], ptr @color_names, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, ptr noundef %27)
  br label %29

29:                                               ; preds = %22
  %30 = load i32, ptr %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %2, align 4
  br label %19, !llvm.loop !6

32:                                               ; preds = %19
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %3, align 4
  br label %35

35:                                               ; preds = %44, %32
  %36 = load i32, ptr %3, align 4
  %37 = icmp slt i32 %36, 20
  br i1 %37, label %38, label %47

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [20 x i32], ptr @sparse, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %42)
  br label %44

44:                                               ; preds = %38
  %45 = load i32, ptr %3, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %3, align 4
  br label %35, !llvm.loop !8

47:                                               ; preds = %35
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %49 = load ptr, ptr @gp, align 8
  %50 = getelementptr inbounds %struct.point, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = load ptr, ptr @gp, align 8
  %53 = getelementptr inbounds %struct.point, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %51, i32 noundef %54)
  %56 = load ptr, ptr @gp, align 8
  %57 = getelementptr inbounds %struct.point, ptr %56, i32 0, i32 0
  store i32 50, ptr %57, align 4
  %58 = load ptr, ptr @gp, align 8
  %59 = getelementptr inbounds %struct.point, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 4
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %60)
  %62 = load ptr, ptr getelementptr inbounds (%struct.rect, ptr @rects, i32 0, i32 2), align 16
  %63 = load i32, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds (%struct.rect, ptr @rects, i32 0, i32 3), i64 0, i64 2), align 8
  %64 = load i32, ptr getelementptr inbounds (%struct.point, ptr getelementptr inbounds (%struct.rect, ptr @rects, i32 0, i32 1), i32 0, i32 1), align 4
  %65 = call i32 @area(ptr noundef byval(%struct.rect) align 8 @rects)
  %66 = load ptr, ptr getelementptr inbounds (%struct.rect, ptr getelementptr inbounds ([2 x %struct.rect], ptr @rects, i64 0, i64 1), i32 0, i32 2), align 8
  %67 = load i32, ptr getelementptr inbounds (%struct.point, ptr getelementptr inbounds (%struct.rect, ptr getelementptr inbounds ([2 x %struct.rect], ptr @rects, i64 0, i64 1), i32 0, i32 1), i32 0, i32 1), align 4
  %68 = call i32 @area(ptr noundef byval(%struct.rect) align 8 getelementptr inbounds ([2 x %struct.rect], ptr @rects, i64 0, i64 1))
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, ptr noundef %66, i32 noundef %67, i32 noundef %68)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %70 = getelementptr inbounds %struct.rect, ptr %5, i32 0, i32 0
  %71 = getelementptr inbounds %struct.point, ptr %70, i32 0, i32 0
  %72 = getelementptr inbounds %struct.point, ptr %70, i32 0, i32 1
  %73 = getelementptr inbounds %struct.rect, ptr %5, i32 0, i32 1
  %74 = getelementptr inbounds %struct.point, ptr %73, i32 0, i32 0
  store i32 7, ptr %74, align 8
  %75 = getelementptr inbounds %struct.point, ptr %73, i32 0, i32 1
  store i32 3, ptr %75, align 4
  %76 = getelementptr inbounds %struct.rect, ptr %5, i32 0, i32 2
  %77 = getelementptr inbounds %struct.rect, ptr %5, i32 0, i32 3
  %78 = call i32 @area(ptr noundef byval(%struct.rect) align 8 %5)
  store i32 %78, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @constinit, i64 40, i1 false)
  %79 = getelementptr inbounds [10 x i32], ptr %7, i64 0, i64 0
  %80 = call i32 @sum(ptr noundef %79, i32 noundef 10)
  store i32 %80, ptr %6, align 4
  %81 = load i32, ptr %4, align 4
  %82 = load i32, ptr %6, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %81, i32 noundef %82)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.u, i64 8, i1 false)
  %84 = load i32, ptr %8, align 4
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 @__const.main.u2, i64 8, i1 false)
  %86 = getelementptr inbounds [8 x i8], ptr %9, i64 0, i64 0
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.pts, i64 24, i1 false)
  %88 = getelementptr inbounds [3 x %struct.point], ptr %10, i64 0, i64 0
  %89 = getelementptr inbounds %struct.point, ptr %88, i32 0, i32 0
  %90 = load i32, ptr %89, align 16
  %91 = getelementptr inbounds [3 x %struct.point], ptr %10, i64 0, i64 0
  %92 = getelementptr inbounds %struct.point, ptr %91, i32 0, i32 1
  %93 = load i32, ptr %92, align 4
  %94 = getelementptr inbounds [3 x %struct.point], ptr %10, i64 0, i64 1
  %95 = getelementptr inbounds %struct.point, ptr %94, i32 0, i32 0
  %96 = load i32, ptr %95, align 8
  %97 = getelementptr inbounds [3 x %struct.point], ptr %10, i64 0, i64 1
  %98 = getelementptr inbounds %struct.point, ptr %97, i32 0, i32 1
  %99 = load i32, ptr %98, align 4
  %100 = getelementptr inbounds [3 x %struct.point], ptr %10, i64 0, i64 2
  %101 = getelementptr inbounds %struct.point, ptr %100, i32 0, i32 0
  %102 = load i32, ptr %101, align 16
  %103 = getelementptr inbounds [3 x %struct.point], ptr %10, i64 0, i64 2
  %104 = getelementptr inbounds %struct.point, ptr %103, i32 0, i32 1
  %105 = load i32, ptr %104, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 3, i32 noundef %90, i32 noundef %93, i32 noundef %96, i32 noundef %99, i32 noundef %102, i32 noundef %105)
  %107 = getelementptr inbounds %struct.point, ptr %12, i32 0, i32 0
  store i32 1, ptr %107, align 4
  %108 = getelementptr inbounds %struct.point, ptr %12, i32 0, i32 1
  store i32 1, ptr %108, align 4
  %109 = getelementptr inbounds %struct.point, ptr %12, i64 1
  %110 = getelementptr inbounds %struct.point, ptr %109, i32 0, i32 0
  store i32 2, ptr %110, align 4
  %111 = getelementptr inbounds %struct.point, ptr %109, i32 0, i32 1
  store i32 2, ptr %111, align 4
  %112 = getelementptr inbounds [2 x %struct.point], ptr %12, i64 0, i64 0
  store ptr %112, ptr %11, align 8
  %113 = load ptr, ptr %11, align 8
  %114 = getelementptr inbounds %struct.point, ptr %113, i64 1
  %115 = getelementptr inbounds %struct.point, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 4
  %117 = add nsw i32 %116, 10
  store i32 %117, ptr %115, align 4
  %118 = load ptr, ptr %11, align 8
  %119 = getelementptr inbounds %struct.point, ptr %118, i64 1
  %120 = getelementptr inbounds %struct.point, ptr %119, i32 0, i32 0
  %121 = load i32, ptr %120, align 4
  %122 = load ptr, ptr %11, align 8
  %123 = getelementptr inbounds %struct.point, ptr %122, i64 1
  %124 = getelementptr inbounds %struct.point, ptr %123, i32 0, i32 1
  %125 = load i32, ptr %124, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %121, i32 noundef %125)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %127

127:                                              ; preds = %146, %47
  %128 = load i32, ptr %14, align 4
  %129 = icmp slt i32 %128, 5
  br i1 %129, label %130, label %149

130:                                              ; preds = %127
  %131 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 0
  %132 = load i32, ptr %14, align 4
  store i32 %132, ptr %131, align 4
  %133 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 1
  %134 = load i32, ptr %14, align 4
  %135 = load i32, ptr %14, align 4
  %136 = mul nsw i32 %134, %135
  store i32 %136, ptr %133, align 4
  store ptr %16, ptr %15, align 8
  %137 = load ptr, ptr %15, align 8
  %138 = getelementptr inbounds %struct.point, ptr %137, i32 0, i32 0
  %139 = load i32, ptr %138, align 4
  %140 = load ptr, ptr %15, align 8
  %141 = getelementptr inbounds %struct.point, ptr %140, i32 0, i32 1
  %142 = load i32, ptr %141, align 4
  %143 = add nsw i32 %139, %142
  %144 = load i32, ptr %13, align 4
  %145 = add nsw i32 %144, %143
  store i32 %145, ptr %13, align 4
  br label %146

146:                                              ; preds = %130
  %147 = load i32, ptr %14, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %14, align 4
  br label %127, !llvm.loop !9

149:                                              ; preds = %127
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 1 @__const.main.str, i64 10, i1 false)
  %150 = getelementptr inbounds [10 x i8], ptr %17, i64 0, i64 0
  %151 = call i64 @strlen(ptr noundef %150) #5
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %151)
  call void @llvm.memset.p0.i64(ptr align 16 %18, i8 0, i64 36, i1 false)
  %153 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i32 0, i32 0
  %154 = getelementptr inbounds [3 x i32], ptr %153, i32 0, i32 0
  store i32 1, ptr %154, align 16
  %155 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i32 0, i32 1
  %156 = getelementptr inbounds [3 x i32], ptr %155, i32 0, i32 1
  store i32 1, ptr %156, align 4
  %157 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i32 0, i32 2
  %158 = getelementptr inbounds [3 x i32], ptr %157, i32 0, i32 2
  store i32 1, ptr %158, align 8
  %159 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i64 0, i64 0
  %160 = getelementptr inbounds [3 x i32], ptr %159, i64 0, i64 0
  %161 = load i32, ptr %160, align 16
  %162 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i64 0, i64 1
  %163 = getelementptr inbounds [3 x i32], ptr %162, i64 0, i64 1
  %164 = load i32, ptr %163, align 4
  %165 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i64 0, i64 2
  %166 = getelementptr inbounds [3 x i32], ptr %165, i64 0, i64 2
  %167 = load i32, ptr %166, align 8
  %168 = getelementptr inbounds [3 x [3 x i32]], ptr %18, i64 0, i64 0
  %169 = getelementptr inbounds [3 x i32], ptr %168, i64 0, i64 2
  %170 = load i32, ptr %169, align 8
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %161, i32 noundef %164, i32 noundef %167, i32 noundef %170)
  %172 = load i32, ptr %13, align 4
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %172)
  %174 = load i32, ptr %4, align 4
  %175 = load i32, ptr %6, align 4
  %176 = add nsw i32 %174, %175
  %177 = load i32, ptr %13, align 4
  %178 = add nsw i32 %176, %177
  ret i32 %178
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @area(ptr noundef byval(%struct.rect) align 8 %0) #0 {
  %2 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = sub nsw i32 %4, %7
  %9 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.point, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.point, ptr %12, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = sub nsw i32 %11, %14
  %16 = mul nsw i32 %8, %15
  ret i32 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
