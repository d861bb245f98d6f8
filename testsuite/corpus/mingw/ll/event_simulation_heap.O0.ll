; ModuleID = 'programs/event_simulation_heap.c'
source_filename = "programs/event_simulation_heap.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.ev = type { i32, i32, i32, i32 }

@hn = internal global i32 0, align 4
@.str = private unnamed_addr constant [78 x i8] c"served=%d avg_wait*100=%ld max_wait=%ld max_queue=%d events=%ld hash=%016llx\0A\00", align 1
@seqno = internal global i32 0, align 4
@rs = internal global i32 12345, align 4
@heap = internal global [4096 x %struct.ev] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2000 x i32], align 16
  %3 = alloca [2000 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.ev, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %17

17:                                               ; preds = %26, %0
  %18 = load i32, ptr %13, align 4
  %19 = icmp slt i32 %18, 2000
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = call i32 @rnd(i32 noundef 1, i32 noundef 9)
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %11, align 4
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %13, align 4
  call void @push(i32 noundef %24, i32 noundef 0, i32 noundef %25)
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %13, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %13, align 4
  br label %17, !llvm.loop !5

29:                                               ; preds = %17
  br label %30

30:                                               ; preds = %120, %29
  %31 = load i32, ptr @hn, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %121

33:                                               ; preds = %30
  call void @pop(ptr dead_on_unwind writable sret(%struct.ev) align 4 %14)
  %34 = load i64, ptr %12, align 8
  %35 = mul i64 %34, 1000003
  %36 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  %38 = mul nsw i32 %37, 4
  %39 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 2
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %38, %40
  %42 = sext i32 %41 to i64
  %43 = add i64 %35, %42
  store i64 %43, ptr %12, align 8
  %44 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 2
  %45 = load i32, ptr %44, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %83

47:                                               ; preds = %33
  %48 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  %50 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 3
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2000 x i32], ptr %2, i64 0, i64 %52
  store i32 %49, ptr %53, align 4
  %54 = load i32, ptr %6, align 4
  %55 = icmp slt i32 %54, 3
  br i1 %55, label %56, label %65

56:                                               ; preds = %47
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  %59 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %60 = load i32, ptr %59, align 4
  %61 = call i32 @rnd(i32 noundef 5, i32 noundef 20)
  %62 = add nsw i32 %60, %61
  %63 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 3
  %64 = load i32, ptr %63, align 4
  call void @push(i32 noundef %62, i32 noundef 1, i32 noundef %64)
  br label %82

65:                                               ; preds = %47
  %66 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 3
  %67 = load i32, ptr %66, align 4
  %68 = load i32, ptr %5, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %5, align 4
  %70 = sext i32 %68 to i64
  %71 = getelementptr inbounds [2000 x i32], ptr %3, i64 0, i64 %70
  store i32 %67, ptr %71, align 4
  %72 = load i32, ptr %5, align 4
  %73 = load i32, ptr %4, align 4
  %74 = sub nsw i32 %72, %73
  %75 = load i32, ptr %8, align 4
  %76 = icmp sgt i32 %74, %75
  br i1 %76, label %77, label %81

77:                                               ; preds = %65
  %78 = load i32, ptr %5, align 4
  %79 = load i32, ptr %4, align 4
  %80 = sub nsw i32 %78, %79
  store i32 %80, ptr %8, align 4
  br label %81

81:                                               ; preds = %77, %65
  br label %82

82:                                               ; preds = %81, %56
  br label %120

83:                                               ; preds = %33
  %84 = load i32, ptr %7, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %7, align 4
  %86 = load i32, ptr %4, align 4
  %87 = load i32, ptr %5, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %116

89:                                               ; preds = %83
  %90 = load i32, ptr %4, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %4, align 4
  %92 = sext i32 %90 to i64
  %93 = getelementptr inbounds [2000 x i32], ptr %3, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  store i32 %94, ptr %15, align 4
  %95 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %96 = load i32, ptr %95, align 4
  %97 = load i32, ptr %15, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [2000 x i32], ptr %2, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = sub nsw i32 %96, %100
  store i32 %101, ptr %16, align 4
  %102 = load i32, ptr %16, align 4
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, %102
  store i32 %104, ptr %9, align 4
  %105 = load i32, ptr %16, align 4
  %106 = load i32, ptr %10, align 4
  %107 = icmp sgt i32 %105, %106
  br i1 %107, label %108, label %110

108:                                              ; preds = %89
  %109 = load i32, ptr %16, align 4
  store i32 %109, ptr %10, align 4
  br label %110

110:                                              ; preds = %108, %89
  %111 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %112 = load i32, ptr %111, align 4
  %113 = call i32 @rnd(i32 noundef 5, i32 noundef 20)
  %114 = add nsw i32 %112, %113
  %115 = load i32, ptr %15, align 4
  call void @push(i32 noundef %114, i32 noundef 1, i32 noundef %115)
  br label %119

116:                                              ; preds = %83
  %117 = load i32, ptr %6, align 4
  %118 = add nsw i32 %117, -1
  store i32 %118, ptr %6, align 4
  br label %119

119:                                              ; preds = %116, %110
  br label %120

120:                                              ; preds = %119, %82
  br label %30, !llvm.loop !7

121:                                              ; preds = %30
  %122 = load i32, ptr %7, align 4
  %123 = load i32, ptr %9, align 4
  %124 = mul nsw i32 %123, 100
  %125 = sdiv i32 %124, 2000
  %126 = load i32, ptr %10, align 4
  %127 = load i32, ptr %8, align 4
  %128 = load i32, ptr @seqno, align 4
  %129 = load i64, ptr %12, align 8
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %122, i32 noundef %125, i32 noundef %126, i32 noundef %127, i32 noundef %128, i64 noundef %129)
  %131 = load i32, ptr %8, align 4
  %132 = and i32 %131, 127
  ret i32 %132
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr @rs, align 4
  %6 = mul i32 %5, 1103515245
  %7 = add i32 %6, 12345
  store i32 %7, ptr @rs, align 4
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr @rs, align 4
  %10 = lshr i32 %9, 8
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %3, align 4
  %13 = sub nsw i32 %11, %12
  %14 = add nsw i32 %13, 1
  %15 = urem i32 %10, %14
  %16 = add nsw i32 %8, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.ev, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.ev, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 0
  %11 = load i32, ptr %4, align 4
  store i32 %11, ptr %10, align 4
  %12 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 1
  %13 = load i32, ptr @seqno, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @seqno, align 4
  store i32 %13, ptr %12, align 4
  %15 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 2
  %16 = load i32, ptr %5, align 4
  store i32 %16, ptr %15, align 4
  %17 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 3
  %18 = load i32, ptr %6, align 4
  store i32 %18, ptr %17, align 4
  %19 = load i32, ptr @hn, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @hn, align 4
  store i32 %19, ptr %8, align 4
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %22
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 4 %7, i64 16, i1 false)
  br label %24

24:                                               ; preds = %40, %3
  %25 = load i32, ptr %8, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %29
  %31 = load i32, ptr %8, align 4
  %32 = sub nsw i32 %31, 1
  %33 = sdiv i32 %32, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %34
  %36 = call i32 @less(ptr noundef %30, ptr noundef %35)
  %37 = icmp ne i32 %36, 0
  br label %38

38:                                               ; preds = %27, %24
  %39 = phi i1 [ false, %24 ], [ %37, %27 ]
  br i1 %39, label %40, label %60

40:                                               ; preds = %38
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 16 %43, i64 16, i1 false)
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %45
  %47 = load i32, ptr %8, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sdiv i32 %48, 2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 %51, i64 16, i1 false)
  %52 = load i32, ptr %8, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sdiv i32 %53, 2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %56, ptr align 4 %9, i64 16, i1 false)
  %57 = load i32, ptr %8, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sdiv i32 %58, 2
  store i32 %59, ptr %8, align 4
  br label %24, !llvm.loop !8

60:                                               ; preds = %38
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pop(ptr dead_on_unwind noalias writable sret(%struct.ev) align 4 %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.ev, align 4
  store ptr %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 16 @heap, i64 16, i1 false)
  %8 = load i32, ptr @hn, align 4
  %9 = add nsw i32 %8, -1
  store i32 %9, ptr @hn, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @heap, ptr align 16 %11, i64 16, i1 false)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %53, %1
  %13 = load i32, ptr %3, align 4
  %14 = mul nsw i32 2, %13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %3, align 4
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr @hn, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %12
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %24
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %27
  %29 = call i32 @less(ptr noundef %25, ptr noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %22
  %32 = load i32, ptr %4, align 4
  store i32 %32, ptr %6, align 4
  br label %33

33:                                               ; preds = %31, %22, %12
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr @hn, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %33
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %39
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %42
  %44 = call i32 @less(ptr noundef %40, ptr noundef %43)
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %48

46:                                               ; preds = %37
  %47 = load i32, ptr %5, align 4
  store i32 %47, ptr %6, align 4
  br label %48

48:                                               ; preds = %46, %37, %33
  %49 = load i32, ptr %6, align 4
  %50 = load i32, ptr %3, align 4
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %53

52:                                               ; preds = %48
  br label %67

53:                                               ; preds = %48
  %54 = load i32, ptr %3, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 16 %56, i64 16, i1 false)
  %57 = load i32, ptr %3, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %58
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %61
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %59, ptr align 16 %62, i64 16, i1 false)
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %65, ptr align 4 %7, i64 16, i1 false)
  %66 = load i32, ptr %6, align 4
  store i32 %66, ptr %3, align 4
  br label %12

67:                                               ; preds = %52
  ret void
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
define internal i32 @less(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.ev, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.ev, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = icmp ne i32 %7, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.ev, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ev, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = icmp slt i32 %15, %18
  %20 = zext i1 %19 to i32
  br label %30

21:                                               ; preds = %2
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.ev, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.ev, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = icmp slt i32 %24, %27
  %29 = zext i1 %28 to i32
  br label %30

30:                                               ; preds = %21, %12
  %31 = phi i32 [ %20, %12 ], [ %29, %21 ]
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

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
