; ModuleID = 'programs/ring_buffer_queue.c'
source_filename = "programs/ring_buffer_queue.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Ev = type { double, i32, i32 }
%struct.Ring = type { i32, i32, [64 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"ring pushed=%d sum=%ld head=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"([]{<>})\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"([)]\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"((((\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"{[()()]}<>\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@__const.main.bs = private unnamed_addr constant [6 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [9 x i8] c"'%s'=%d \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@hn = internal global i32 0, align 4
@.str.9 = private unnamed_addr constant [22 x i8] c"t=%.1f id=%d kind=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [35 x i8] c"processed=%d final t=%.1f left=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"([{<\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c")]}>\00", align 1
@heap = internal global [256 x %struct.Ev] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Ring, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [6 x ptr], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Ev, align 8
  %12 = alloca %struct.Ev, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca %struct.Ev, align 8
  %16 = alloca %struct.Ev, align 8
  %17 = alloca %struct.Ev, align 8
  store i32 0, ptr %1, align 4
  %18 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 1
  store i32 -16, ptr %18, align 4
  %19 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 0
  store i32 -16, ptr %19, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %43, %0
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 1000
  br i1 %22, label %23, label %46

23:                                               ; preds = %20
  %24 = load i32, ptr %6, align 4
  %25 = call i32 @ring_push(ptr noundef %2, i32 noundef %24)
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %23
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %27, %23
  %31 = load i32, ptr %6, align 4
  %32 = srem i32 %31, 3
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %42

34:                                               ; preds = %30
  %35 = call i32 @ring_pop(ptr noundef %2, ptr noundef %5)
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = load i32, ptr %5, align 4
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %3, align 4
  br label %41

41:                                               ; preds = %37, %34
  br label %42

42:                                               ; preds = %41, %30
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %20, !llvm.loop !5

46:                                               ; preds = %20
  br label %47

47:                                               ; preds = %50, %46
  %48 = call i32 @ring_pop(ptr noundef %2, ptr noundef %5)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %54

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %3, align 4
  br label %47, !llvm.loop !7

54:                                               ; preds = %47
  %55 = load i32, ptr %4, align 4
  %56 = load i32, ptr %3, align 4
  %57 = getelementptr inbounds %struct.Ring, ptr %2, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %56, i32 noundef %58)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.bs, i64 48, i1 false)
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
  br label %60, !llvm.loop !8

77:                                               ; preds = %60
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 9, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %79

79:                                               ; preds = %95, %77
  %80 = load i32, ptr %10, align 4
  %81 = icmp slt i32 %80, 10
  br i1 %81, label %82, label %98

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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %11, i64 16, i1 false)
  call void @hpush(ptr noundef %12)
  br label %95

95:                                               ; preds = %82
  %96 = load i32, ptr %10, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %10, align 4
  br label %79, !llvm.loop !9

98:                                               ; preds = %79
  store i32 0, ptr %13, align 4
  store double 0.000000e+00, ptr %14, align 8
  br label %99

99:                                               ; preds = %146, %98
  %100 = load i32, ptr @hn, align 4
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %105

102:                                              ; preds = %99
  %103 = load i32, ptr %13, align 4
  %104 = icmp slt i32 %103, 60
  br label %105

105:                                              ; preds = %102, %99
  %106 = phi i1 [ false, %99 ], [ %104, %102 ]
  br i1 %106, label %107, label %147

107:                                              ; preds = %105
  call void @hpop(ptr dead_on_unwind writable sret(%struct.Ev) align 8 %15)
  %108 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 0
  %109 = load double, ptr %108, align 8
  store double %109, ptr %14, align 8
  %110 = load i32, ptr %13, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %13, align 4
  %112 = load i32, ptr %13, align 4
  %113 = icmp sle i32 %112, 12
  br i1 %113, label %114, label %122

114:                                              ; preds = %107
  %115 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 1
  %118 = load i32, ptr %117, align 8
  %119 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 2
  %120 = load i32, ptr %119, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %116, i32 noundef %118, i32 noundef %120)
  br label %122

122:                                              ; preds = %114, %107
  %123 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 2
  %124 = load i32, ptr %123, align 4
  %125 = icmp slt i32 %124, 3
  br i1 %125, label %126, label %146

126:                                              ; preds = %122
  %127 = load i32, ptr %9, align 4
  %128 = mul i32 %127, 1664525
  %129 = add i32 %128, 1013904223
  store i32 %129, ptr %9, align 4
  %130 = getelementptr inbounds %struct.Ev, ptr %16, i32 0, i32 0
  %131 = load double, ptr %14, align 8
  %132 = load i32, ptr %9, align 4
  %133 = lshr i32 %132, 8
  %134 = urem i32 %133, 100
  %135 = uitofp i32 %134 to double
  %136 = fdiv double %135, 1.000000e+01
  %137 = fadd double %131, %136
  %138 = fadd double %137, 1.000000e-01
  store double %138, ptr %130, align 8
  %139 = getelementptr inbounds %struct.Ev, ptr %16, i32 0, i32 1
  %140 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 1
  %141 = load i32, ptr %140, align 8
  store i32 %141, ptr %139, align 8
  %142 = getelementptr inbounds %struct.Ev, ptr %16, i32 0, i32 2
  %143 = getelementptr inbounds %struct.Ev, ptr %15, i32 0, i32 2
  %144 = load i32, ptr %143, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %142, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %16, i64 16, i1 false)
  call void @hpush(ptr noundef %17)
  br label %146

146:                                              ; preds = %126, %122
  br label %99, !llvm.loop !10

147:                                              ; preds = %105
  %148 = load i32, ptr %13, align 4
  %149 = load double, ptr %14, align 8
  %150 = load i32, ptr @hn, align 4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %148, double noundef %149, i32 noundef %150)
  %152 = load i32, ptr %13, align 4
  ret i32 %152
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @brackets_ok(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca [128 x i8], align 16
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
  %14 = sext i8 %13 to i32
  %15 = call ptr @strchr(ptr noundef @.str.11, i32 noundef %14) #5
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
  %27 = sext i8 %26 to i32
  %28 = call ptr @strchr(ptr noundef @.str.12, i32 noundef %27) #5
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
  %41 = sext i8 %40 to i32
  %42 = icmp eq i32 %41, 40
  br i1 %42, label %43, label %48

43:                                               ; preds = %34
  %44 = load ptr, ptr %3, align 8
  %45 = load i8, ptr %44, align 1
  %46 = sext i8 %45 to i32
  %47 = icmp ne i32 %46, 41
  br i1 %47, label %75, label %48

48:                                               ; preds = %43, %34
  %49 = load i8, ptr %6, align 1
  %50 = sext i8 %49 to i32
  %51 = icmp eq i32 %50, 91
  br i1 %51, label %52, label %57

52:                                               ; preds = %48
  %53 = load ptr, ptr %3, align 8
  %54 = load i8, ptr %53, align 1
  %55 = sext i8 %54 to i32
  %56 = icmp ne i32 %55, 93
  br i1 %56, label %75, label %57

57:                                               ; preds = %52, %48
  %58 = load i8, ptr %6, align 1
  %59 = sext i8 %58 to i32
  %60 = icmp eq i32 %59, 123
  br i1 %60, label %61, label %66

61:                                               ; preds = %57
  %62 = load ptr, ptr %3, align 8
  %63 = load i8, ptr %62, align 1
  %64 = sext i8 %63 to i32
  %65 = icmp ne i32 %64, 125
  br i1 %65, label %75, label %66

66:                                               ; preds = %61, %57
  %67 = load i8, ptr %6, align 1
  %68 = sext i8 %67 to i32
  %69 = icmp eq i32 %68, 60
  br i1 %69, label %70, label %76

70:                                               ; preds = %66
  %71 = load ptr, ptr %3, align 8
  %72 = load i8, ptr %71, align 1
  %73 = sext i8 %72 to i32
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
  br label %7, !llvm.loop !11

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
define internal void @hpush(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
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
  %16 = load double, ptr %15, align 16
  %17 = getelementptr inbounds %struct.Ev, ptr %0, i32 0, i32 0
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 %30, i64 16, i1 false)
  %31 = load i32, ptr %3, align 4
  %32 = sub nsw i32 %31, 1
  %33 = sdiv i32 %32, 2
  store i32 %33, ptr %3, align 4
  br label %6, !llvm.loop !12

34:                                               ; preds = %20
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %37, ptr align 8 %0, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hpop(ptr dead_on_unwind noalias writable sret(%struct.Ev) align 8 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Ev, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 16 @heap, i64 16, i1 false)
  %6 = load i32, ptr @hn, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @hn, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 16 %9, i64 16, i1 false)
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %49, %1
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 2, %11
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %5, align 4
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr @hn, align 4
  %16 = icmp sge i32 %14, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %10
  br label %57

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  %21 = load i32, ptr @hn, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %39

23:                                               ; preds = %18
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %26
  %28 = getelementptr inbounds %struct.Ev, ptr %27, i32 0, i32 0
  %29 = load double, ptr %28, align 16
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.Ev, ptr %32, i32 0, i32 0
  %34 = load double, ptr %33, align 16
  %35 = fcmp olt double %29, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %23
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %39

39:                                               ; preds = %36, %23, %18
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.Ev, ptr %42, i32 0, i32 0
  %44 = load double, ptr %43, align 16
  %45 = getelementptr inbounds %struct.Ev, ptr %3, i32 0, i32 0
  %46 = load double, ptr %45, align 8
  %47 = fcmp oge double %44, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %39
  br label %57

49:                                               ; preds = %39
  %50 = load i32, ptr %4, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %51
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %52, ptr align 16 %55, i64 16, i1 false)
  %56 = load i32, ptr %5, align 4
  store i32 %56, ptr %4, align 4
  br label %10

57:                                               ; preds = %48, %17
  %58 = load i32, ptr %4, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %59
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %60, ptr align 8 %3, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local ptr @strchr(ptr noundef, i32 noundef) #3

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
