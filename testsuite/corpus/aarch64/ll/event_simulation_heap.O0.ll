; ModuleID = 'programs/event_simulation_heap.c'
source_filename = "programs/event_simulation_heap.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ev = type { i64, i64, i32, i32 }

@hn = internal global i32 0, align 4
@.str = private unnamed_addr constant [78 x i8] c"served=%d avg_wait*100=%ld max_wait=%ld max_queue=%d events=%ld hash=%016llx\0A\00", align 1
@seqno = internal global i64 0, align 8
@rs = internal global i32 12345, align 4
@heap = internal global [4096 x %struct.ev] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2000 x i64], align 8
  %3 = alloca [2000 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.ev, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i64 0, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i64 0, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %17

17:                                               ; preds = %26, %0
  %18 = load i32, ptr %13, align 4
  %19 = icmp slt i32 %18, 2000
  br i1 %19, label %20, label %29

20:                                               ; preds = %17
  %21 = call i64 @rnd(i64 noundef 1, i64 noundef 9)
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %22, %21
  store i64 %23, ptr %11, align 8
  %24 = load i64, ptr %11, align 8
  %25 = load i32, ptr %13, align 4
  call void @push(i64 noundef %24, i32 noundef 0, i32 noundef %25)
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %13, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %13, align 4
  br label %17, !llvm.loop !6

29:                                               ; preds = %17
  br label %30

30:                                               ; preds = %122, %29
  %31 = load i32, ptr @hn, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %123

33:                                               ; preds = %30
  call void @pop(ptr dead_on_unwind writable sret(%struct.ev) align 8 %14)
  %34 = load i64, ptr %12, align 8
  %35 = mul i64 %34, 1000003
  %36 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = mul nsw i64 %37, 4
  %39 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 2
  %40 = load i32, ptr %39, align 8
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %38, %41
  %43 = add i64 %35, %42
  store i64 %43, ptr %12, align 8
  %44 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 2
  %45 = load i32, ptr %44, align 8
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %84

47:                                               ; preds = %33
  %48 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 3
  %51 = load i32, ptr %50, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2000 x i64], ptr %2, i64 0, i64 %52
  store i64 %49, ptr %53, align 8
  %54 = load i32, ptr %6, align 4
  %55 = icmp slt i32 %54, 3
  br i1 %55, label %56, label %65

56:                                               ; preds = %47
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  %59 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %60 = load i64, ptr %59, align 8
  %61 = call i64 @rnd(i64 noundef 5, i64 noundef 20)
  %62 = add nsw i64 %60, %61
  %63 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 3
  %64 = load i32, ptr %63, align 4
  call void @push(i64 noundef %62, i32 noundef 1, i32 noundef %64)
  br label %83

65:                                               ; preds = %47
  %66 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 3
  %67 = load i32, ptr %66, align 4
  %68 = sext i32 %67 to i64
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %5, align 4
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds [2000 x i64], ptr %3, i64 0, i64 %71
  store i64 %68, ptr %72, align 8
  %73 = load i32, ptr %5, align 4
  %74 = load i32, ptr %4, align 4
  %75 = sub nsw i32 %73, %74
  %76 = load i32, ptr %8, align 4
  %77 = icmp sgt i32 %75, %76
  br i1 %77, label %78, label %82

78:                                               ; preds = %65
  %79 = load i32, ptr %5, align 4
  %80 = load i32, ptr %4, align 4
  %81 = sub nsw i32 %79, %80
  store i32 %81, ptr %8, align 4
  br label %82

82:                                               ; preds = %78, %65
  br label %83

83:                                               ; preds = %82, %56
  br label %122

84:                                               ; preds = %33
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %7, align 4
  %87 = load i32, ptr %4, align 4
  %88 = load i32, ptr %5, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %118

90:                                               ; preds = %84
  %91 = load i32, ptr %4, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %4, align 4
  %93 = sext i32 %91 to i64
  %94 = getelementptr inbounds [2000 x i64], ptr %3, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8
  %96 = trunc i64 %95 to i32
  store i32 %96, ptr %15, align 4
  %97 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %98 = load i64, ptr %97, align 8
  %99 = load i32, ptr %15, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [2000 x i64], ptr %2, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8
  %103 = sub nsw i64 %98, %102
  store i64 %103, ptr %16, align 8
  %104 = load i64, ptr %16, align 8
  %105 = load i64, ptr %9, align 8
  %106 = add nsw i64 %105, %104
  store i64 %106, ptr %9, align 8
  %107 = load i64, ptr %16, align 8
  %108 = load i64, ptr %10, align 8
  %109 = icmp sgt i64 %107, %108
  br i1 %109, label %110, label %112

110:                                              ; preds = %90
  %111 = load i64, ptr %16, align 8
  store i64 %111, ptr %10, align 8
  br label %112

112:                                              ; preds = %110, %90
  %113 = getelementptr inbounds %struct.ev, ptr %14, i32 0, i32 0
  %114 = load i64, ptr %113, align 8
  %115 = call i64 @rnd(i64 noundef 5, i64 noundef 20)
  %116 = add nsw i64 %114, %115
  %117 = load i32, ptr %15, align 4
  call void @push(i64 noundef %116, i32 noundef 1, i32 noundef %117)
  br label %121

118:                                              ; preds = %84
  %119 = load i32, ptr %6, align 4
  %120 = add nsw i32 %119, -1
  store i32 %120, ptr %6, align 4
  br label %121

121:                                              ; preds = %118, %112
  br label %122

122:                                              ; preds = %121, %83
  br label %30, !llvm.loop !8

123:                                              ; preds = %30
  %124 = load i32, ptr %7, align 4
  %125 = load i64, ptr %9, align 8
  %126 = mul nsw i64 %125, 100
  %127 = sdiv i64 %126, 2000
  %128 = load i64, ptr %10, align 8
  %129 = load i32, ptr %8, align 4
  %130 = load i64, ptr @seqno, align 8
  %131 = load i64, ptr %12, align 8
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %124, i64 noundef %127, i64 noundef %128, i32 noundef %129, i64 noundef %130, i64 noundef %131)
  %133 = load i32, ptr %8, align 4
  %134 = and i32 %133, 127
  ret i32 %134
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rnd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr @rs, align 4
  %6 = mul i32 %5, 1103515245
  %7 = add i32 %6, 12345
  store i32 %7, ptr @rs, align 4
  %8 = load i64, ptr %3, align 8
  %9 = load i32, ptr @rs, align 4
  %10 = lshr i32 %9, 8
  %11 = load i64, ptr %4, align 8
  %12 = load i64, ptr %3, align 8
  %13 = sub nsw i64 %11, %12
  %14 = add nsw i64 %13, 1
  %15 = trunc i64 %14 to i32
  %16 = urem i32 %10, %15
  %17 = zext i32 %16 to i64
  %18 = add nsw i64 %8, %17
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(i64 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.ev, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.ev, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 0
  %11 = load i64, ptr %4, align 8
  store i64 %11, ptr %10, align 8
  %12 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 1
  %13 = load i64, ptr @seqno, align 8
  %14 = add nsw i64 %13, 1
  store i64 %14, ptr @seqno, align 8
  store i64 %13, ptr %12, align 8
  %15 = getelementptr inbounds %struct.ev, ptr %7, i32 0, i32 2
  %16 = load i32, ptr %5, align 4
  store i32 %16, ptr %15, align 8
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %7, i64 24, i1 false)
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %43, i64 24, i1 false)
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %45
  %47 = load i32, ptr %8, align 4
  %48 = sub nsw i32 %47, 1
  %49 = sdiv i32 %48, 2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %51, i64 24, i1 false)
  %52 = load i32, ptr %8, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sdiv i32 %53, 2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %9, i64 24, i1 false)
  %57 = load i32, ptr %8, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sdiv i32 %58, 2
  store i32 %59, ptr %8, align 4
  br label %24, !llvm.loop !9

60:                                               ; preds = %38
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pop(ptr dead_on_unwind noalias writable sret(%struct.ev) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.ev, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 @heap, i64 24, i1 false)
  %7 = load i32, ptr @hn, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @hn, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @heap, ptr align 8 %10, i64 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %52, %1
  %12 = load i32, ptr %2, align 4
  %13 = mul nsw i32 2, %12
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %2, align 4
  store i32 %17, ptr %5, align 4
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr @hn, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %32

21:                                               ; preds = %11
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %23
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %26
  %28 = call i32 @less(ptr noundef %24, ptr noundef %27)
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %21
  %31 = load i32, ptr %3, align 4
  store i32 %31, ptr %5, align 4
  br label %32

32:                                               ; preds = %30, %21, %11
  %33 = load i32, ptr %4, align 4
  %34 = load i32, ptr @hn, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %47

36:                                               ; preds = %32
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %38
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %41
  %43 = call i32 @less(ptr noundef %39, ptr noundef %42)
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %47

45:                                               ; preds = %36
  %46 = load i32, ptr %4, align 4
  store i32 %46, ptr %5, align 4
  br label %47

47:                                               ; preds = %45, %36, %32
  %48 = load i32, ptr %5, align 4
  %49 = load i32, ptr %2, align 4
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %47
  br label %66

52:                                               ; preds = %47
  %53 = load i32, ptr %2, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %54
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %55, i64 24, i1 false)
  %56 = load i32, ptr %2, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %57
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr align 8 %61, i64 24, i1 false)
  %62 = load i32, ptr %5, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4096 x %struct.ev], ptr @heap, i64 0, i64 %63
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %64, ptr align 8 %6, i64 24, i1 false)
  %65 = load i32, ptr %5, align 4
  store i32 %65, ptr %2, align 4
  br label %11

66:                                               ; preds = %51
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @less(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.ev, ptr %5, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.ev, ptr %8, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = icmp ne i64 %7, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %2
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.ev, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.ev, ptr %16, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = icmp slt i64 %15, %18
  %20 = zext i1 %19 to i32
  br label %30

21:                                               ; preds = %2
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.ev, ptr %22, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.ev, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = icmp slt i64 %24, %27
  %29 = zext i1 %28 to i32
  br label %30

30:                                               ; preds = %21, %12
  %31 = phi i32 [ %20, %12 ], [ %29, %21 ]
  ret i32 %31
}

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
!9 = distinct !{!9, !7}
