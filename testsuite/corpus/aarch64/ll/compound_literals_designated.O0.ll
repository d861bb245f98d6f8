; ModuleID = 'programs/compound_literals_designated.c'
source_filename = "programs/compound_literals_designated.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, ptr, [4 x i32] }
%struct.point = type { i32, i32 }
%union.val = type { i32, [4 x i8] }

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@color_names = internal global [3 x ptr] [ptr @.str.15, ptr @.str.16, ptr @.str.17], align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"sparse:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@sparse = internal global [20 x i32] [i32 0, i32 0, i32 0, i32 3, i32 0, i32 0, i32 0, i32 7, i32 0, i32 0, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 19], align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"gp=%d,%d\0A\00", align 1
@gp = internal global ptr @.compoundliteral, align 8
@.str.5 = private unnamed_addr constant [9 x i8] c"gp.x=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"rects: %s %d %d %d | %s %d %d\0A\00", align 1
@rects = internal global [2 x %struct.rect] [%struct.rect { %struct.point { i32 1, i32 2 }, %struct.point { i32 3, i32 4 }, ptr @.str.18, [4 x i32] [i32 0, i32 0, i32 5, i32 0] }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 0, i32 9 }, ptr @.str.19, [4 x i32] zeroinitializer }], align 8
@constinit = private constant [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 10], align 4
@.str.7 = private unnamed_addr constant [16 x i8] c"area=%d sum=%d\0A\00", align 1
@__const.main.u = private unnamed_addr constant { float, [4 x i8] } { float 1.000000e+00, [4 x i8] undef }, align 4
@.str.8 = private unnamed_addr constant [10 x i8] c"u.i=%08x\0A\00", align 1
@__const.main.u2 = private unnamed_addr constant { [8 x i8] } { [8 x i8] c"abc\00\00\00\00\00" }, align 4
@.str.9 = private unnamed_addr constant [7 x i8] c"u2=%s\0A\00", align 1
@__const.main.pts = private unnamed_addr constant [3 x %struct.point] [%struct.point { i32 1, i32 0 }, %struct.point zeroinitializer, %struct.point { i32 3, i32 4 }], align 4
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
  %4 = alloca %struct.rect, align 8
  %5 = alloca %struct.rect, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.rect, align 8
  %8 = alloca %struct.rect, align 8
  %9 = alloca i32, align 4
  %10 = alloca [10 x i32], align 4
  %11 = alloca %union.val, align 4
  %12 = alloca %union.val, align 4
  %13 = alloca [3 x %struct.point], align 4
  %14 = alloca ptr, align 8
  %15 = alloca [2 x %struct.point], align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.point, align 4
  %20 = alloca [10 x i8], align 1
  %21 = alloca [3 x [3 x i32]], align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %22

22:                                               ; preds = %32, %0
  %23 = load i32, ptr %2, align 4
  %24 = icmp slt i32 %23, 3
  br i1 %24, label %25, label %35

25:                                               ; preds = %22
  %26 = load i32, ptr %2, align 4
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3 x ptr], ptr @color_names, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26, ptr noundef %30)
  br label %32

32:                                               ; preds = %25
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %22, !llvm.loop !6

35:                                               ; preds = %22
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %3, align 4
  br label %38

38:                                               ; preds = %47, %35
  %39 = load i32, ptr %3, align 4
  %40 = icmp slt i32 %39, 20
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [20 x i32], ptr @sparse, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45)
  br label %47

47:                                               ; preds = %41
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %3, align 4
  br label %38, !llvm.loop !8

50:                                               ; preds = %38
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %52 = load ptr, ptr @gp, align 8
  %53 = getelementptr inbounds %struct.point, ptr %52, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = load ptr, ptr @gp, align 8
  %56 = getelementptr inbounds %struct.point, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %54, i32 noundef %57)
  %59 = load ptr, ptr @gp, align 8
  %60 = getelementptr inbounds %struct.point, ptr %59, i32 0, i32 0
  store i32 50, ptr %60, align 4
  %61 = load ptr, ptr @gp, align 8
  %62 = getelementptr inbounds %struct.point, ptr %61, i32 0, i32 0
  %63 = load i32, ptr %62, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %63)
  %65 = load ptr, ptr getelementptr inbounds (%struct.rect, ptr @rects, i32 0, i32 2), align 8
  %66 = load i32, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds (%struct.rect, ptr @rects, i32 0, i32 3), i64 0, i64 2), align 8
  %67 = load i32, ptr getelementptr inbounds (%struct.point, ptr getelementptr inbounds (%struct.rect, ptr @rects, i32 0, i32 1), i32 0, i32 1), align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @rects, i64 40, i1 false)
  %68 = call i32 @area(ptr noundef %4)
  %69 = load ptr, ptr getelementptr inbounds (%struct.rect, ptr getelementptr inbounds ([2 x %struct.rect], ptr @rects, i64 0, i64 1), i32 0, i32 2), align 8
  %70 = load i32, ptr getelementptr inbounds (%struct.point, ptr getelementptr inbounds (%struct.rect, ptr getelementptr inbounds ([2 x %struct.rect], ptr @rects, i64 0, i64 1), i32 0, i32 1), i32 0, i32 1), align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 getelementptr inbounds ([2 x %struct.rect], ptr @rects, i64 0, i64 1), i64 40, i1 false)
  %71 = call i32 @area(ptr noundef %5)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %65, i32 noundef %66, i32 noundef %67, i32 noundef %68, ptr noundef %69, i32 noundef %70, i32 noundef %71)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  %73 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 0
  %74 = getelementptr inbounds %struct.point, ptr %73, i32 0, i32 0
  %75 = getelementptr inbounds %struct.point, ptr %73, i32 0, i32 1
  %76 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 1
  %77 = getelementptr inbounds %struct.point, ptr %76, i32 0, i32 0
  store i32 7, ptr %77, align 8
  %78 = getelementptr inbounds %struct.point, ptr %76, i32 0, i32 1
  store i32 3, ptr %78, align 4
  %79 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 2
  %80 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 40, i1 false)
  %81 = call i32 @area(ptr noundef %8)
  store i32 %81, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @constinit, i64 40, i1 false)
  %82 = getelementptr inbounds [10 x i32], ptr %10, i64 0, i64 0
  %83 = call i32 @sum(ptr noundef %82, i32 noundef 10)
  store i32 %83, ptr %9, align 4
  %84 = load i32, ptr %6, align 4
  %85 = load i32, ptr %9, align 4
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %84, i32 noundef %85)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.u, i64 8, i1 false)
  %87 = load i32, ptr %11, align 4
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.u2, i64 8, i1 false)
  %89 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 0
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %89)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 @__const.main.pts, i64 24, i1 false)
  %91 = getelementptr inbounds [3 x %struct.point], ptr %13, i64 0, i64 0
  %92 = getelementptr inbounds %struct.point, ptr %91, i32 0, i32 0
  %93 = load i32, ptr %92, align 4
  %94 = getelementptr inbounds [3 x %struct.point], ptr %13, i64 0, i64 0
  %95 = getelementptr inbounds %struct.point, ptr %94, i32 0, i32 1
  %96 = load i32, ptr %95, align 4
  %97 = getelementptr inbounds [3 x %struct.point], ptr %13, i64 0, i64 1
  %98 = getelementptr inbounds %struct.point, ptr %97, i32 0, i32 0
  %99 = load i32, ptr %98, align 4
  %100 = getelementptr inbounds [3 x %struct.point], ptr %13, i64 0, i64 1
  %101 = getelementptr inbounds %struct.point, ptr %100, i32 0, i32 1
  %102 = load i32, ptr %101, align 4
  %103 = getelementptr inbounds [3 x %struct.point], ptr %13, i64 0, i64 2
  %104 = getelementptr inbounds %struct.point, ptr %103, i32 0, i32 0
  %105 = load i32, ptr %104, align 4
  %106 = getelementptr inbounds [3 x %struct.point], ptr %13, i64 0, i64 2
  %107 = getelementptr inbounds %struct.point, ptr %106, i32 0, i32 1
  %108 = load i32, ptr %107, align 4
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 3, i32 noundef %93, i32 noundef %96, i32 noundef %99, i32 noundef %102, i32 noundef %105, i32 noundef %108)
  %110 = getelementptr inbounds %struct.point, ptr %15, i32 0, i32 0
  store i32 1, ptr %110, align 4
  %111 = getelementptr inbounds %struct.point, ptr %15, i32 0, i32 1
  store i32 1, ptr %111, align 4
  %112 = getelementptr inbounds %struct.point, ptr %15, i64 1
  %113 = getelementptr inbounds %struct.point, ptr %112, i32 0, i32 0
  store i32 2, ptr %113, align 4
  %114 = getelementptr inbounds %struct.point, ptr %112, i32 0, i32 1
  store i32 2, ptr %114, align 4
  %115 = getelementptr inbounds [2 x %struct.point], ptr %15, i64 0, i64 0
  store ptr %115, ptr %14, align 8
  %116 = load ptr, ptr %14, align 8
  %117 = getelementptr inbounds %struct.point, ptr %116, i64 1
  %118 = getelementptr inbounds %struct.point, ptr %117, i32 0, i32 1
  %119 = load i32, ptr %118, align 4
  %120 = add nsw i32 %119, 10
  store i32 %120, ptr %118, align 4
  %121 = load ptr, ptr %14, align 8
  %122 = getelementptr inbounds %struct.point, ptr %121, i64 1
  %123 = getelementptr inbounds %struct.point, ptr %122, i32 0, i32 0
  %124 = load i32, ptr %123, align 4
  %125 = load ptr, ptr %14, align 8
  %126 = getelementptr inbounds %struct.point, ptr %125, i64 1
  %127 = getelementptr inbounds %struct.point, ptr %126, i32 0, i32 1
  %128 = load i32, ptr %127, align 4
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %124, i32 noundef %128)
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %130

130:                                              ; preds = %149, %50
  %131 = load i32, ptr %17, align 4
  %132 = icmp slt i32 %131, 5
  br i1 %132, label %133, label %152

133:                                              ; preds = %130
  %134 = getelementptr inbounds %struct.point, ptr %19, i32 0, i32 0
  %135 = load i32, ptr %17, align 4
  store i32 %135, ptr %134, align 4
  %136 = getelementptr inbounds %struct.point, ptr %19, i32 0, i32 1
  %137 = load i32, ptr %17, align 4
  %138 = load i32, ptr %17, align 4
  %139 = mul nsw i32 %137, %138
  store i32 %139, ptr %136, align 4
  store ptr %19, ptr %18, align 8
  %140 = load ptr, ptr %18, align 8
  %141 = getelementptr inbounds %struct.point, ptr %140, i32 0, i32 0
  %142 = load i32, ptr %141, align 4
  %143 = load ptr, ptr %18, align 8
  %144 = getelementptr inbounds %struct.point, ptr %143, i32 0, i32 1
  %145 = load i32, ptr %144, align 4
  %146 = add nsw i32 %142, %145
  %147 = load i32, ptr %16, align 4
  %148 = add nsw i32 %147, %146
  store i32 %148, ptr %16, align 4
  br label %149

149:                                              ; preds = %133
  %150 = load i32, ptr %17, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %17, align 4
  br label %130, !llvm.loop !9

152:                                              ; preds = %130
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 @__const.main.str, i64 10, i1 false)
  %153 = getelementptr inbounds [10 x i8], ptr %20, i64 0, i64 0
  %154 = call i64 @strlen(ptr noundef %153) #5
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %154)
  call void @llvm.memset.p0.i64(ptr align 4 %21, i8 0, i64 36, i1 false)
  %156 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i32 0, i32 0
  %157 = getelementptr inbounds [3 x i32], ptr %156, i32 0, i32 0
  store i32 1, ptr %157, align 4
  %158 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i32 0, i32 1
  %159 = getelementptr inbounds [3 x i32], ptr %158, i32 0, i32 1
  store i32 1, ptr %159, align 4
  %160 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i32 0, i32 2
  %161 = getelementptr inbounds [3 x i32], ptr %160, i32 0, i32 2
  store i32 1, ptr %161, align 4
  %162 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i64 0, i64 0
  %163 = getelementptr inbounds [3 x i32], ptr %162, i64 0, i64 0
  %164 = load i32, ptr %163, align 4
  %165 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i64 0, i64 1
  %166 = getelementptr inbounds [3 x i32], ptr %165, i64 0, i64 1
  %167 = load i32, ptr %166, align 4
  %168 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i64 0, i64 2
  %169 = getelementptr inbounds [3 x i32], ptr %168, i64 0, i64 2
  %170 = load i32, ptr %169, align 4
  %171 = getelementptr inbounds [3 x [3 x i32]], ptr %21, i64 0, i64 0
  %172 = getelementptr inbounds [3 x i32], ptr %171, i64 0, i64 2
  %173 = load i32, ptr %172, align 4
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %164, i32 noundef %167, i32 noundef %170, i32 noundef %173)
  %175 = load i32, ptr %16, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %175)
  %177 = load i32, ptr %6, align 4
  %178 = load i32, ptr %9, align 4
  %179 = add nsw i32 %177, %178
  %180 = load i32, ptr %16, align 4
  %181 = add nsw i32 %179, %180
  ret i32 %181
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @area(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %4 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.point, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 8
  %9 = sub nsw i32 %5, %8
  %10 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.point, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds %struct.point, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %12, %15
  %17 = mul nsw i32 %9, %16
  ret i32 %17
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

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

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
