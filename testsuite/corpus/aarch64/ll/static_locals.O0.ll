; ModuleID = 'programs/static_locals.c'
source_filename = "programs/static_locals.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"fib(90)=%llu fib(50)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"depth %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"f1=%d f2=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"avg=%g\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"sfl=%g sshort=%d suc=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"suc %u \00", align 1
@next_id.id = internal global i32 100, align 4
@fib_memo.cache = internal global [94 x i64] zeroinitializer, align 8
@fib_memo.init = internal global i32 0, align 4
@month_name.names = internal constant [12 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 8
@.str.10 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"Feb\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"Apr\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"May\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"Jun\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"Aug\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"Oct\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"Nov\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"Dec\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@depth_tracker.maxdepth = internal global i32 0, align 4
@depth_tracker.cur = internal global i32 0, align 4
@f1.x = internal global i32 1, align 4
@f2.x = internal global i32 1, align 4
@fmt_num.buf = internal global [32 x i8] zeroinitializer, align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"<%d>\00", align 1
@running_avg.sum = internal global double 0.000000e+00, align 8
@running_avg.n = internal global i64 0, align 8
@sfl.f = internal global float 5.000000e-01, align 4
@sshort.s = internal global i16 30000, align 2
@suc.c = internal global i8 -6, align 1

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
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %16

16:                                               ; preds = %22, %0
  %17 = load i32, ptr %2, align 4
  %18 = icmp slt i32 %17, 3
  br i1 %18, label %19, label %25

19:                                               ; preds = %16
  %20 = call i32 @next_id()
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
  br label %22

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %2, align 4
  br label %16, !llvm.loop !6

25:                                               ; preds = %16
  %26 = call i64 @fib_memo(i32 noundef 90)
  %27 = call i64 @fib_memo(i32 noundef 50)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %26, i64 noundef %27)
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %36, %25
  %30 = load i32, ptr %3, align 4
  %31 = icmp sle i32 %30, 13
  br i1 %31, label %32, label %39

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = call ptr @month_name(i32 noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %34)
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 4
  %38 = add nsw i32 %37, 3
  store i32 %38, ptr %3, align 4
  br label %29, !llvm.loop !8

39:                                               ; preds = %29
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %41 = call i32 @depth_tracker(i32 noundef 5)
  store i32 %41, ptr %4, align 4
  %42 = call i32 @depth_tracker(i32 noundef 12)
  store i32 %42, ptr %5, align 4
  %43 = load i32, ptr %4, align 4
  %44 = load i32, ptr %5, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %43, i32 noundef %44)
  store i32 0, ptr %6, align 4
  br label %46

46:                                               ; preds = %55, %39
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 4
  br i1 %48, label %49, label %58

49:                                               ; preds = %46
  %50 = call i32 @f1()
  store i32 %50, ptr %7, align 4
  %51 = call i32 @f2()
  store i32 %51, ptr %8, align 4
  %52 = load i32, ptr %7, align 4
  %53 = load i32, ptr %8, align 4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %52, i32 noundef %53)
  br label %55

55:                                               ; preds = %49
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %46, !llvm.loop !9

58:                                               ; preds = %46
  %59 = call ptr @fmt_num(i32 noundef 1)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %59)
  %61 = call ptr @fmt_num(i32 noundef 22)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %61)
  store double 0.000000e+00, ptr %9, align 8
  store i32 1, ptr %10, align 4
  br label %63

63:                                               ; preds = %72, %58
  %64 = load i32, ptr %10, align 4
  %65 = icmp sle i32 %64, 10
  br i1 %65, label %66, label %75

66:                                               ; preds = %63
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %10, align 4
  %69 = mul nsw i32 %67, %68
  %70 = sitofp i32 %69 to double
  %71 = call double @running_avg(double noundef %70)
  store double %71, ptr %9, align 8
  br label %72

72:                                               ; preds = %66
  %73 = load i32, ptr %10, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %10, align 4
  br label %63, !llvm.loop !10

75:                                               ; preds = %63
  %76 = load double, ptr %9, align 8
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %76)
  store i32 0, ptr %11, align 4
  br label %78

78:                                               ; preds = %92, %75
  %79 = load i32, ptr %11, align 4
  %80 = icmp slt i32 %79, 3
  br i1 %80, label %81, label %95

81:                                               ; preds = %78
  %82 = call float @sfl()
  %83 = fpext float %82 to double
  store double %83, ptr %12, align 8
  %84 = call i16 @sshort()
  %85 = sext i16 %84 to i32
  store i32 %85, ptr %13, align 4
  %86 = call i8 @suc()
  %87 = zext i8 %86 to i32
  store i32 %87, ptr %14, align 4
  %88 = load double, ptr %12, align 8
  %89 = load i32, ptr %13, align 4
  %90 = load i32, ptr %14, align 4
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %88, i32 noundef %89, i32 noundef %90)
  br label %92

92:                                               ; preds = %81
  %93 = load i32, ptr %11, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %11, align 4
  br label %78, !llvm.loop !11

95:                                               ; preds = %78
  store i32 0, ptr %15, align 4
  br label %96

96:                                               ; preds = %103, %95
  %97 = load i32, ptr %15, align 4
  %98 = icmp slt i32 %97, 5
  br i1 %98, label %99, label %106

99:                                               ; preds = %96
  %100 = call i8 @suc()
  %101 = zext i8 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %101)
  br label %103

103:                                              ; preds = %99
  %104 = load i32, ptr %15, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %15, align 4
  br label %96, !llvm.loop !12

106:                                              ; preds = %96
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %108 = call i32 @next_id()
  %109 = sub nsw i32 %108, 100
  ret i32 %109
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 {
  %1 = load i32, ptr @next_id.id, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_memo(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr @fib_memo.init, align 4
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  call void @llvm.memset.p0.i64(ptr align 8 @fib_memo.cache, i8 0, i64 752, i1 false)
  store i32 1, ptr @fib_memo.init, align 4
  br label %7

7:                                                ; preds = %6, %1
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  store i64 %12, ptr %2, align 8
  br label %35

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [94 x i64], ptr @fib_memo.cache, i64 0, i64 %15
  %17 = load i64, ptr %16, align 8
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %13
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [94 x i64], ptr @fib_memo.cache, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %2, align 8
  br label %35

24:                                               ; preds = %13
  %25 = load i32, ptr %3, align 4
  %26 = sub nsw i32 %25, 1
  %27 = call i64 @fib_memo(i32 noundef %26)
  %28 = load i32, ptr %3, align 4
  %29 = sub nsw i32 %28, 2
  %30 = call i64 @fib_memo(i32 noundef %29)
  %31 = add i64 %27, %30
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [94 x i64], ptr @fib_memo.cache, i64 0, i64 %33
  store i64 %31, ptr %34, align 8
  store i64 %31, ptr %2, align 8
  br label %35

35:                                               ; preds = %24, %19, %10
  %36 = load i64, ptr %2, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @month_name(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sge i32 %3, 1
  br i1 %4, label %5, label %14

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 12
  br i1 %7, label %8, label %14

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [12 x ptr], ptr @month_name.names, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8
  br label %15

14:                                               ; preds = %5, %1
  br label %15

15:                                               ; preds = %14, %8
  %16 = phi ptr [ %13, %8 ], [ @.str.22, %14 ]
  ret ptr %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @depth_tracker(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @depth_tracker.cur, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @depth_tracker.cur, align 4
  %5 = load i32, ptr @depth_tracker.cur, align 4
  %6 = load i32, ptr @depth_tracker.maxdepth, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, ptr @depth_tracker.cur, align 4
  store i32 %9, ptr @depth_tracker.maxdepth, align 4
  br label %10

10:                                               ; preds = %8, %1
  %11 = load i32, ptr %2, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = sub nsw i32 %14, 1
  %16 = call i32 @depth_tracker(i32 noundef %15)
  br label %17

17:                                               ; preds = %13, %10
  %18 = load i32, ptr @depth_tracker.cur, align 4
  %19 = add nsw i32 %18, -1
  store i32 %19, ptr @depth_tracker.cur, align 4
  %20 = load i32, ptr @depth_tracker.maxdepth, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f1() #0 {
  %1 = load i32, ptr @f1.x, align 4
  %2 = mul nsw i32 %1, 2
  store i32 %2, ptr @f1.x, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2() #0 {
  %1 = load i32, ptr @f2.x, align 4
  %2 = mul nsw i32 %1, 3
  store i32 %2, ptr @f2.x, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @fmt_num(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef @fmt_num.buf, i64 noundef 32, ptr noundef @.str.23, i32 noundef %3) #4
  ret ptr @fmt_num.buf
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @running_avg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr @running_avg.sum, align 8
  %5 = fadd double %4, %3
  store double %5, ptr @running_avg.sum, align 8
  %6 = load i64, ptr @running_avg.n, align 8
  %7 = add nsw i64 %6, 1
  store i64 %7, ptr @running_avg.n, align 8
  %8 = load double, ptr @running_avg.sum, align 8
  %9 = load i64, ptr @running_avg.n, align 8
  %10 = sitofp i64 %9 to double
  %11 = fdiv double %8, %10
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sfl() #0 {
  %1 = load float, ptr @sfl.f, align 4
  %2 = fmul float %1, 1.500000e+00
  store float %2, ptr @sfl.f, align 4
  %3 = load float, ptr @sfl.f, align 4
  ret float %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @sshort() #0 {
  %1 = load i16, ptr @sshort.s, align 2
  %2 = sext i16 %1 to i32
  %3 = add nsw i32 %2, 1000
  %4 = trunc i32 %3 to i16
  store i16 %4, ptr @sshort.s, align 2
  %5 = load i16, ptr @sshort.s, align 2
  ret i16 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @suc() #0 {
  %1 = load i8, ptr @suc.c, align 1
  %2 = add i8 %1, 1
  store i8 %2, ptr @suc.c, align 1
  ret i8 %1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
