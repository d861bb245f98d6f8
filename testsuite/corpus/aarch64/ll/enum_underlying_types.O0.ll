; ModuleID = 'programs/enum_underlying_types.c'
source_filename = "programs/enum_underlying_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.holder = type { i16, [2 x i8] }

@.str = private unnamed_addr constant [76 x i8] c"sizes small=%zu neg=%zu big_u=%zu big_l=%zu tiny=%zu tiny_s=%zu holder=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"\0Aclassify: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"widen=%ld %ld uwiden=%u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"tiny=%d tiny_s=%d compare=%d\0A\00", align 1
@__const.main.h = private unnamed_addr constant { i8, i8, [2 x i8] } { i8 86, i8 -106, [2 x i8] undef }, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"holder s=%d n=%d other=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"arith=%d less=%d unsigned_cmp=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca %struct.holder, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 4, i64 noundef 4, i64 noundef 4, i64 noundef 8, i64 noundef 1, i64 noundef 1, i64 noundef 4)
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %16, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = call ptr @name(i32 noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %14)
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %9, !llvm.loop !6

19:                                               ; preds = %9
  %20 = call i32 @classify(i32 noundef -3)
  %21 = call i32 @classify(i32 noundef 0)
  %22 = call i32 @classify(i32 noundef 3)
  %23 = call i32 @classify(i32 noundef 2)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = call i64 @widen(i64 noundef 4294967296)
  %26 = call i64 @widen(i64 noundef -1)
  %27 = call i32 @uwiden(i32 noundef -2147483648)
  %28 = call i32 @uwiden(i32 noundef 1)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %25, i64 noundef %26, i32 noundef %27, i32 noundef %28)
  store i8 -56, ptr %3, align 1
  store i8 -100, ptr %4, align 1
  %30 = load i8, ptr %3, align 1
  %31 = zext i8 %30 to i32
  %32 = load i8, ptr %4, align 1
  %33 = sext i8 %32 to i32
  %34 = load i8, ptr %3, align 1
  %35 = zext i8 %34 to i32
  %36 = load i8, ptr %4, align 1
  %37 = sext i8 %36 to i32
  %38 = icmp sgt i32 %35, %37
  %39 = zext i1 %38 to i32
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31, i32 noundef %33, i32 noundef %39)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.h, i64 4, i1 false)
  %41 = load i16, ptr %5, align 4
  %42 = shl i16 %41, 9
  %43 = ashr i16 %42, 13
  %44 = sext i16 %43 to i32
  %45 = add nsw i32 %44, 1
  %46 = trunc i32 %45 to i16
  %47 = load i16, ptr %5, align 4
  %48 = and i16 %46, 7
  %49 = shl i16 %48, 4
  %50 = and i16 %47, -113
  %51 = or i16 %50, %49
  store i16 %51, ptr %5, align 4
  %52 = shl i16 %48, 13
  %53 = ashr i16 %52, 13
  %54 = sext i16 %53 to i32
  %55 = load i16, ptr %5, align 4
  %56 = and i16 %55, 15
  %57 = zext i16 %56 to i32
  %58 = load i16, ptr %5, align 4
  %59 = shl i16 %58, 9
  %60 = ashr i16 %59, 13
  %61 = sext i16 %60 to i32
  %62 = load i16, ptr %5, align 4
  %63 = lshr i16 %62, 7
  %64 = zext i16 %63 to i32
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %57, i32 noundef %61, i32 noundef %64)
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %66

66:                                               ; preds = %72, %19
  %67 = load i32, ptr %7, align 4
  %68 = icmp slt i32 %67, 3
  br i1 %68, label %69, label %75

69:                                               ; preds = %66
  %70 = load i32, ptr %6, align 4
  %71 = add i32 %70, 2
  store i32 %71, ptr %6, align 4
  br label %72

72:                                               ; preds = %69
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %66, !llvm.loop !8

75:                                               ; preds = %66
  %76 = load i32, ptr %6, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %76, i32 noundef 1, i32 noundef 1)
  %78 = load i32, ptr %6, align 4
  %79 = load i16, ptr %5, align 4
  %80 = shl i16 %79, 9
  %81 = ashr i16 %80, 13
  %82 = sext i16 %81 to i32
  %83 = add nsw i32 %78, %82
  ret i32 %83
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @name(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 5, label %7
    i32 6, label %8
  ]

5:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %10

6:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %7 [
    i32 -3, label %5
    i32 3, label %6
  ]

5:                                                ; preds = %1
  store i32 -30, ptr %2, align 4
  br label %9

6:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %9

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %7, %6, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = mul nsw i64 %3, 2
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @uwiden(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 31
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
