; ModuleID = 'programs/ring_buffer_queue.c'
source_filename = "programs/ring_buffer_queue.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Ev = type { double, i32, i32 }
%struct.Ring = type { i32, i32, [64 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"ring pushed=%d sum=%ld head=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"([]{<>})\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"([)]\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"((((\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"{[()()]}<>\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@__const.main.bs = private unnamed_addr constant [6 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"'%s'=%d \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@hn = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [22 x i8] c"t=%.1f id=%d kind=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [35 x i8] c"processed=%d final t=%.1f left=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"([{<\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c")]}>\00", align 1
@heap = internal global [256 x %struct.Ev] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Ring, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [6 x ptr], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ev, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca %struct.Ev, align 8
  %15 = alloca %struct.Ev, align 8
  store i32 0, ptr %1, align 4
  %16 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 1
  store i32 -16, ptr %16, align 4
  %17 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 0
  store i32 -16, ptr %17, align 4
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %18

18:                                               ; preds = %42, %0
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %19, 1000
  br i1 %20, label %21, label %45

21:                                               ; preds = %18
  %22 = load i32, ptr %6, align 4
  %23 = call i32 @ring_push(ptr noundef %2, i32 noundef %22)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %21
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %4, align 4
  br label %28

28:                                               ; preds = %25, %21
  %29 = load i32, ptr %6, align 4
  %30 = srem i32 %29, 3
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %41

32:                                               ; preds = %28
  %33 = call i32 @ring_pop(ptr noundef %2, ptr noundef %5)
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %32
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = load i64, ptr %3, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %3, align 8
  br label %40

40:                                               ; preds = %35, %32
  br label %41

41:                                               ; preds = %40, %28
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %18, !llvm.loop !6

45:                                               ; preds = %18
  br label %46

46:                                               ; preds = %49, %45
  %47 = call i32 @ring_pop(ptr noundef %2, ptr noundef %5)
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4
  %51 = sext i32 %50 to i64
  %52 = load i64, ptr %3, align 8
  %53 = add nsw i64 %52, %51
  store i64 %53, ptr %3, align 8
  br label %46, !llvm.loop !8

54:                                               ; preds = %46
  %55 = load i32, ptr %4, align 4
  %56 = load i64, ptr %3, align 8
  %57 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i64 noundef %56, i32 noundef %58)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.bs, i64 48, i1 false)
  store i32 0, ptr %8, align 4
  br label %60

60:                                               ; preds = %74, %54
  %61 = load i32, ptr %8, align 4
  %62 = icmp slt i32 %61, 6
  br i1 %62, label %63, label %77

63:                                               ; preds = %60
  %64 = load i32, ptr %8, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [6 x ptr], ptr %7, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = load i32, ptr %8, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [6 x ptr], ptr %7, i64 0, i64 %69
  %71 = load ptr, ptr %70, align 8
  %72 = call i32 @brackets_ok(ptr noundef %71)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %67, i32 noundef %72)
  br label %74

74:                                               ; preds = %63
  %75 = load i32, ptr %8, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %8, align 4
  br label %60, !llvm.loop !9

77:                                               ; preds = %60
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 9, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %79

79:                                               ; preds = %96, %77
  %80 = load i32, ptr %10, align 4
  %81 = icmp slt i32 %80, 10
  br i1 %81, label %82, label %99

82:                                               ; preds = %79
  %83 = load i32, ptr %9, align 4
  %84 = mul i32 %83, 1664525
  %85 = add i32 %84, 1013904223
  store i32 %85, ptr %9, align 4
  %86 = getelementptr inbounds %struct.Ev, ptr %11, i32 0, i32 0
  %87 = load i32, ptr %9, align 4
  %88 = lshr i32 %87, 8
  %89 = urem i32 %88, 1000
  %90 = uitofp i32 %89 to double
  %91 = fdiv double %90, 1.000000e+01
  store double %91, ptr %86, align 8
  %92 = getelementptr inbounds %struct.Ev, ptr %11, i32 0, i32 1
  %93 = load i32, ptr %10, align 4
  store i32 %93, ptr %92, align 8
  %94 = getelementptr inbounds %struct.Ev, ptr %11, i32 0, i32 2
  store i32 0, ptr %94, align 4
  %95 = load [2 x i64], ptr %11, align 8
  call void @hpush([2 x i64] %95)
  br label %96

96:                                               ; preds = %82
  %97 = load i32, ptr %10, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %10, align 4
  br label %79, !llvm.loop !10

99:                                               ; preds = %79
  store i32 0, ptr %12, align 4
  store double 0.000000e+00, ptr %13, align 8
  br label %100

100:                                              ; preds = %149, %99
  %101 = load i32, ptr @hn, align 4
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4
  %105 = icmp slt i32 %104, 60
  br label %106

106:                                              ; preds = %103, %100
  %107 = phi i1 [ false, %100 ], [ %105, %103 ]
  br i1 %107, label %108, label %150

108:                                              ; preds = %106
  %109 = call [2 x i64] @hpop()
  store [2 x i64] %109, ptr %14, align 8
  %110 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 0
  %111 = load double, ptr %110, align 8
  store double %111, ptr %13, align 8
  %112 = load i32, ptr %12, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %12, align 4
  %114 = load i32, ptr %12, align 4
  %115 = icmp sle i32 %114, 12
  br i1 %115, label %116, label %124

116:                                              ; preds = %108
  %117 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 1
  %120 = load i32, ptr %119, align 8
  %121 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 2
  %122 = load i32, ptr %121, align 4
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %118, i32 noundef %120, i32 noundef %122)
  br label %124

124:                                              ; preds = %116, %108
  %125 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 2
  %126 = load i32, ptr %125, align 4
  %127 = icmp slt i32 %126, 3
  br i1 %127, label %128, label %149

128:                                              ; preds = %124
  %129 = load i32, ptr %9, align 4
  %130 = mul i32 %129, 1664525
  %131 = add i32 %130, 1013904223
  store i32 %131, ptr %9, align 4
  %132 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 0
  %133 = load double, ptr %13, align 8
  %134 = load i32, ptr %9, align 4
  %135 = lshr i32 %134, 8
  %136 = urem i32 %135, 100
  %137 = uitofp i32 %136 to double
  %138 = fdiv double %137, 1.000000e+01
  %139 = fadd double %133, %138
  %140 = fadd double %139, 1.000000e-01
  store double %140, ptr %132, align 8
  %141 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 1
  %142 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 1
  %143 = load i32, ptr %142, align 8
  store i32 %143, ptr %141, align 8
  %144 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 2
  %145 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 2
  %146 = load i32, ptr %145, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %144, align 4
  %148 = load [2 x i64], ptr %15, align 8
  call void @hpush([2 x i64] %148)
  br label %149

149:                                              ; preds = %128, %124
  br label %100, !llvm.loop !11

150:                                              ; preds = %106
  %151 = load i32, ptr %12, align 4
  %152 = load double, ptr %13, align 8
  %153 = load i32, ptr @hn, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %151, double noundef %152, i32 noundef %153)
  %155 = load i32, ptr %12, align 4
  ret i32 %155
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ring_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ring, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ring, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sub i32 %8, %11
  %13 = icmp eq i32 %12, 64
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %26

15:                                               ; preds = %2
  %16 = load i32, ptr %5, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Ring, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %4, align 8
  %20 = getelementptr inbounds %struct.Ring, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = add i32 %21, 1
  store i32 %22, ptr %20, align 4
  %23 = and i32 %21, 63
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i32], ptr %18, i64 0, i64 %24
  store i32 %16, ptr %25, align 4
  store i32 1, ptr %3, align 4
  br label %26

26:                                               ; preds = %15, %14
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ring_pop(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Ring, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Ring, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %8, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %26

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Ring, ptr %15, i32 0, i32 2
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Ring, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = add i32 %19, 1
  store i32 %20, ptr %18, align 4
  %21 = and i32 %19, 63
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], ptr %16, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load ptr, ptr %5, align 8
  store i32 %24, ptr %25, align 4
  store i32 1, ptr %3, align 4
  br label %26

26:                                               ; preds = %14, %13
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @brackets_ok(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca [128 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %79, %1
  %8 = load ptr, ptr %3, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %82

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = call ptr @strchr(ptr noundef @.str.11, i32 noundef %14) #4
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %24

17:                                               ; preds = %11
  %18 = load ptr, ptr %3, align 8
  %19 = load i8, ptr %18, align 1
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %5, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %78

24:                                               ; preds = %11
  %25 = load ptr, ptr %3, align 8
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = call ptr @strchr(ptr noundef @.str.12, i32 noundef %27) #4
  %29 = icmp ne ptr %28, null
  br i1 %29, label %30, label %77

30:                                               ; preds = %24
  %31 = load i32, ptr %5, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %30
  store i32 0, ptr %2, align 4
  br label %86

34:                                               ; preds = %30
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 %37
  %39 = load i8, ptr %38, align 1
  store i8 %39, ptr %6, align 1
  %40 = load i8, ptr %6, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp eq i32 %41, 40
  br i1 %42, label %43, label %48

43:                                               ; preds = %34
  %44 = load ptr, ptr %3, align 8
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = icmp ne i32 %46, 41
  br i1 %47, label %75, label %48

48:                                               ; preds = %43, %34
  %49 = load i8, ptr %6, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp eq i32 %50, 91
  br i1 %51, label %52, label %57

52:                                               ; preds = %48
  %53 = load ptr, ptr %3, align 8
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = icmp ne i32 %55, 93
  br i1 %56, label %75, label %57

57:                                               ; preds = %52, %48
  %58 = load i8, ptr %6, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %59, 123
  br i1 %60, label %61, label %66

61:                                               ; preds = %57
  %62 = load ptr, ptr %3, align 8
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = icmp ne i32 %64, 125
  br i1 %65, label %75, label %66

66:                                               ; preds = %61, %57
  %67 = load i8, ptr %6, align 1
  %68 = zext i8 %67 to i32
  %69 = icmp eq i32 %68, 60
  br i1 %69, label %70, label %76

70:                                               ; preds = %66
  %71 = load ptr, ptr %3, align 8
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = icmp ne i32 %73, 62
  br i1 %74, label %75, label %76

75:                                               ; preds = %70, %61, %52, %43
  store i32 0, ptr %2, align 4
  br label %86

76:                                               ; preds = %70, %66
  br label %77

77:                                               ; preds = %76, %24
  br label %78

78:                                               ; preds = %77, %17
  br label %79

79:                                               ; preds = %78
  %80 = load ptr, ptr %3, align 8
  %81 = getelementptr inbounds i8, ptr %80, i32 1
  store ptr %81, ptr %3, align 8
  br label %7, !llvm.loop !12

82:                                               ; preds = %7
  %83 = load i32, ptr %5, align 4
  %84 = icmp eq i32 %83, 0
  %85 = zext i1 %84 to i32
  store i32 %85, ptr %2, align 4
  br label %86

86:                                               ; preds = %82, %75, %33
  %87 = load i32, ptr %2, align 4
  ret i32 %87
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hpush([2 x i64] %0) #0 {
  %2 = alloca %struct.Ev, align 8
  %3 = alloca i32, align 4
  store [2 x i64] %0, ptr %2, align 8
  %4 = load i32, ptr @hn, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @hn, align 4
  store i32 %4, ptr %3, align 4
  br label %6

6:                                                ; preds = %22, %1
  %7 = load i32, ptr %3, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = sub nsw i32 %10, 1
  %12 = sdiv i32 %11, 2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %13
  %15 = getelementptr inbounds %struct.Ev, ptr %14, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds %struct.Ev, ptr %2, i32 0, i32 0
  %18 = load double, ptr %17, align 8
  %19 = fcmp ogt double %16, %18
  br label %20

20:                                               ; preds = %9, %6
  %21 = phi i1 [ false, %6 ], [ %19, %9 ]
  br i1 %21, label %22, label %34

22:                                               ; preds = %20
  %23 = load i32, ptr %3, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %24
  %26 = load i32, ptr %3, align 4
  %27 = sub nsw i32 %26, 1
  %28 = sdiv i32 %27, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %30, i64 16, i1 false)
  %31 = load i32, ptr %3, align 4
  %32 = sub nsw i32 %31, 1
  %33 = sdiv i32 %32, 2
  store i32 %33, ptr %3, align 4
  br label %6, !llvm.loop !13

34:                                               ; preds = %20
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %2, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @hpop() #0 {
  %1 = alloca %struct.Ev, align 8
  %2 = alloca %struct.Ev, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @heap, i64 16, i1 false)
  %5 = load i32, ptr @hn, align 4
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr @hn, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %8, i64 16, i1 false)
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %48, %0
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 2, %10
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr @hn, align 4
  %15 = icmp sge i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  br label %56

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  %20 = load i32, ptr @hn, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %38

22:                                               ; preds = %17
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %25
  %27 = getelementptr inbounds %struct.Ev, ptr %26, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %30
  %32 = getelementptr inbounds %struct.Ev, ptr %31, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = fcmp olt double %28, %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %22
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %38

38:                                               ; preds = %35, %22, %17
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %40
  %42 = getelementptr inbounds %struct.Ev, ptr %41, i32 0, i32 0
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds %struct.Ev, ptr %2, i32 0, i32 0
  %45 = load double, ptr %44, align 8
  %46 = fcmp oge double %43, %45
  br i1 %46, label %47, label %48

47:                                               ; preds = %38
  br label %56

48:                                               ; preds = %38
  %49 = load i32, ptr %3, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %50
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %54, i64 16, i1 false)
  %55 = load i32, ptr %4, align 4
  store i32 %55, ptr %3, align 4
  br label %9

56:                                               ; preds = %47, %16
  %57 = load i32, ptr %3, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %58
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %59, ptr align 8 %2, i64 16, i1 false)
  %60 = load [2 x i64], ptr %1, align 8
  ret [2 x i64] %60
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
