; ModuleID = 'programs/switch_sparse_wide.c'
source_filename = "programs/switch_sparse_wide.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [21 x i32] [i32 -2147483648, i32 -2147483647, i32 -1000000, i32 -4097, i32 -4096, i32 -7, i32 -6, i32 0, i32 13, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 999, i32 65536, i32 1048576, i32 123456789, i32 2147483646, i32 2147483647], align 4
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.wp = private unnamed_addr constant [11 x i64] [i64 0, i64 1, i64 42, i64 4294967295, i64 4294967296, i64 4294967297, i64 1250999896491, i64 -9223372036854775808, i64 9223372036854775807, i64 -2, i64 -1], align 8
@__const.main.sp = private unnamed_addr constant [9 x i16] [i16 -32768, i16 -32767, i16 -300, i16 -1, i16 0, i16 255, i16 256, i16 257, i16 32767], align 2
@.str.3 = private unnamed_addr constant [34 x i8] c"f(x) = 3*(y + 42) / [z - 7]\09{ok}\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"classes %d %d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [21 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [11 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca [9 x i16], align 2
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca [5 x i32], align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.probes, i64 84, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %13

13:                                               ; preds = %34, %0
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %14, 21
  br i1 %15, label %16, label %37

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [21 x i32], ptr %2, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = call i32 @sparse(i32 noundef %20)
  store i32 %21, ptr %5, align 4
  %22 = load i32, ptr %3, align 4
  %23 = mul i32 %22, 3
  %24 = load i32, ptr %5, align 4
  %25 = add i32 %23, %24
  store i32 %25, ptr %3, align 4
  %26 = load i32, ptr %5, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26)
  %28 = load i32, ptr %4, align 4
  %29 = srem i32 %28, 10
  %30 = icmp eq i32 %29, 9
  br i1 %30, label %31, label %33

31:                                               ; preds = %16
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %33

33:                                               ; preds = %31, %16
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %13, !llvm.loop !6

37:                                               ; preds = %13
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.wp, i64 88, i1 false)
  store i32 0, ptr %7, align 4
  br label %39

39:                                               ; preds = %49, %37
  %40 = load i32, ptr %7, align 4
  %41 = icmp slt i32 %40, 11
  br i1 %41, label %42, label %52

42:                                               ; preds = %39
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [11 x i64], ptr %6, i64 0, i64 %44
  %46 = load i64, ptr %45, align 8
  %47 = call i32 @wide(i64 noundef %46)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %47)
  br label %49

49:                                               ; preds = %42
  %50 = load i32, ptr %7, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %7, align 4
  br label %39, !llvm.loop !8

52:                                               ; preds = %39
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.main.sp, i64 18, i1 false)
  store i32 0, ptr %9, align 4
  br label %54

54:                                               ; preds = %64, %52
  %55 = load i32, ptr %9, align 4
  %56 = icmp slt i32 %55, 9
  br i1 %56, label %57, label %67

57:                                               ; preds = %54
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [9 x i16], ptr %8, i64 0, i64 %59
  %61 = load i16, ptr %60, align 2
  %62 = call i32 @small(i16 noundef %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %62)
  br label %64

64:                                               ; preds = %57
  %65 = load i32, ptr %9, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %9, align 4
  br label %54, !llvm.loop !9

67:                                               ; preds = %54
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store ptr @.str.3, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %11, i8 0, i64 20, i1 false)
  %69 = load ptr, ptr %10, align 8
  store ptr %69, ptr %12, align 8
  br label %70

70:                                               ; preds = %82, %67
  %71 = load ptr, ptr %12, align 8
  %72 = load i8, ptr %71, align 1
  %73 = icmp ne i8 %72, 0
  br i1 %73, label %74, label %85

74:                                               ; preds = %70
  %75 = load ptr, ptr %12, align 8
  %76 = load i8, ptr %75, align 1
  %77 = call i32 @cls(i8 noundef %76)
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %79, align 4
  br label %82

82:                                               ; preds = %74
  %83 = load ptr, ptr %12, align 8
  %84 = getelementptr inbounds i8, ptr %83, i32 1
  store ptr %84, ptr %12, align 8
  br label %70, !llvm.loop !10

85:                                               ; preds = %70
  %86 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 0
  %87 = load i32, ptr %86, align 4
  %88 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 1
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 2
  %91 = load i32, ptr %90, align 4
  %92 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 3
  %93 = load i32, ptr %92, align 4
  %94 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 4
  %95 = load i32, ptr %94, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95)
  %97 = load i32, ptr %3, align 4
  %98 = and i32 %97, 63
  ret i32 %98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %21 [
    i32 -2147483648, label %5
    i32 -1000000, label %6
    i32 -4096, label %7
    i32 -7, label %8
    i32 0, label %9
    i32 13, label %10
    i32 100, label %11
    i32 101, label %12
    i32 102, label %13
    i32 103, label %14
    i32 999, label %15
    i32 65536, label %16
    i32 1048576, label %17
    i32 123456789, label %18
    i32 2147483646, label %19
    i32 2147483647, label %20
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %22

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %22

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %22

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %22

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %22

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %22

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %22

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %22

13:                                               ; preds = %1
  store i32 9, ptr %2, align 4
  br label %22

14:                                               ; preds = %1
  store i32 10, ptr %2, align 4
  br label %22

15:                                               ; preds = %1
  store i32 11, ptr %2, align 4
  br label %22

16:                                               ; preds = %1
  store i32 12, ptr %2, align 4
  br label %22

17:                                               ; preds = %1
  store i32 13, ptr %2, align 4
  br label %22

18:                                               ; preds = %1
  store i32 14, ptr %2, align 4
  br label %22

19:                                               ; preds = %1
  store i32 15, ptr %2, align 4
  br label %22

20:                                               ; preds = %1
  store i32 16, ptr %2, align 4
  br label %22

21:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %23 = load i32, ptr %2, align 4
  ret i32 %23
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wide(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  switch i64 %4, label %13 [
    i64 0, label %5
    i64 4294967295, label %6
    i64 4294967296, label %7
    i64 1250999896491, label %8
    i64 -9223372036854775808, label %9
    i64 -2, label %10
    i64 -1, label %11
    i64 42, label %12
  ]

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %14

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %14

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %14

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %14

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %14

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %14

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4
  br label %14

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4
  br label %14

13:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %13, %12, %11, %10, %9, %8, %7, %6, %5
  %15 = load i32, ptr %2, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small(i16 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  %4 = load i16, ptr %3, align 2
  %5 = sext i16 %4 to i32
  switch i32 %5, label %12 [
    i32 -32768, label %6
    i32 -300, label %7
    i32 -1, label %8
    i32 255, label %9
    i32 256, label %10
    i32 32767, label %11
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 6, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 32, label %6
    i32 9, label %6
    i32 10, label %6
    i32 13, label %6
    i32 40, label %7
    i32 41, label %7
    i32 91, label %7
    i32 93, label %7
    i32 123, label %7
    i32 125, label %7
    i32 43, label %8
    i32 45, label %8
    i32 42, label %8
    i32 47, label %8
    i32 37, label %8
    i32 94, label %8
    i32 38, label %8
    i32 124, label %8
    i32 48, label %9
    i32 49, label %9
    i32 50, label %9
    i32 51, label %9
    i32 52, label %9
    i32 53, label %9
    i32 54, label %9
    i32 55, label %9
    i32 56, label %9
    i32 57, label %9
  ]

6:                                                ; preds = %1, %1, %1, %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1, %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
