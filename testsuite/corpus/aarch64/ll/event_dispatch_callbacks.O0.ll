; ModuleID = 'programs/event_dispatch_callbacks.c'
source_filename = "programs/event_dispatch_callbacks.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Bus = type { [8 x [16 x %struct.Slot]], [8 x i32] }
%struct.Slot = type { ptr, ptr, i32, i32 }
%struct.Acc = type { i64, i32 }
%struct.Event = type { i32, i64 }

@main.bus = internal global %struct.Bus zeroinitializer, align 8
@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"acc[%d] sum=%ld count=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"handled=%d logged=%d max=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"  log #%d type=%d payload=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"  once: type=%d payload=%ld tag=%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Acc], align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Event, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  store i32 0, ptr %3, align 4
  store i64 -1, ptr %4, align 8
  %10 = getelementptr inbounds [3 x %struct.Acc], ptr %2, i64 0, i64 0
  call void @subscribe(ptr noundef @main.bus, i32 noundef 0, ptr noundef @h_accumulate, ptr noundef %10, i32 noundef 1)
  call void @subscribe(ptr noundef @main.bus, i32 noundef 0, ptr noundef @h_filter_big, ptr noundef null, i32 noundef 10)
  call void @subscribe(ptr noundef @main.bus, i32 noundef 0, ptr noundef @h_log, ptr noundef %3, i32 noundef 5)
  call void @subscribe(ptr noundef @main.bus, i32 noundef 1, ptr noundef @h_once, ptr noundef @.str, i32 noundef 3)
  %11 = getelementptr inbounds [3 x %struct.Acc], ptr %2, i64 0, i64 1
  call void @subscribe(ptr noundef @main.bus, i32 noundef 1, ptr noundef @h_accumulate, ptr noundef %11, i32 noundef 2)
  call void @subscribe(ptr noundef @main.bus, i32 noundef 1, ptr noundef @h_max, ptr noundef %4, i32 noundef 0)
  %12 = getelementptr inbounds [3 x %struct.Acc], ptr %2, i64 0, i64 2
  call void @subscribe(ptr noundef @main.bus, i32 noundef 2, ptr noundef @h_accumulate, ptr noundef %12, i32 noundef 0)
  call void @subscribe(ptr noundef @main.bus, i32 noundef 2, ptr noundef @h_once, ptr noundef @.str.1, i32 noundef 9)
  call void @subscribe(ptr noundef @main.bus, i32 noundef 2, ptr noundef @h_log, ptr noundef %3, i32 noundef 1)
  store i32 0, ptr %5, align 4
  store i32 17, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %32, %0
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 500
  br i1 %15, label %16, label %35

16:                                               ; preds = %13
  %17 = load i32, ptr %6, align 4
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  store i32 %19, ptr %6, align 4
  %20 = getelementptr inbounds %struct.Event, ptr %8, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = lshr i32 %21, 16
  %23 = srem i32 %22, 3
  store i32 %23, ptr %20, align 8
  %24 = getelementptr inbounds %struct.Event, ptr %8, i32 0, i32 1
  %25 = load i32, ptr %6, align 4
  %26 = lshr i32 %25, 4
  %27 = urem i32 %26, 2000
  %28 = zext i32 %27 to i64
  store i64 %28, ptr %24, align 8
  %29 = call i32 @dispatch(ptr noundef @main.bus, ptr noundef %8)
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr %5, align 4
  br label %32

32:                                               ; preds = %16
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4
  br label %13, !llvm.loop !6

35:                                               ; preds = %13
  store i32 0, ptr %9, align 4
  br label %36

36:                                               ; preds = %52, %35
  %37 = load i32, ptr %9, align 4
  %38 = icmp slt i32 %37, 3
  br i1 %38, label %39, label %55

39:                                               ; preds = %36
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x %struct.Acc], ptr %2, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.Acc, ptr %43, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [3 x %struct.Acc], ptr %2, i64 0, i64 %47
  %49 = getelementptr inbounds %struct.Acc, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %40, i64 noundef %45, i32 noundef %50)
  br label %52

52:                                               ; preds = %39
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %9, align 4
  br label %36, !llvm.loop !8

55:                                               ; preds = %36
  %56 = load i32, ptr %5, align 4
  %57 = load i32, ptr %3, align 4
  %58 = load i64, ptr %4, align 8
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %56, i32 noundef %57, i64 noundef %58)
  %60 = load i32, ptr %5, align 4
  %61 = and i32 %60, 255
  ret i32 %61
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @subscribe(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.Slot, align 8
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.Bus, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [8 x [16 x %struct.Slot]], ptr %16, i64 0, i64 %18
  %20 = getelementptr inbounds [16 x %struct.Slot], ptr %19, i64 0, i64 0
  store ptr %20, ptr %11, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds %struct.Bus, ptr %21, i32 0, i32 1
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], ptr %22, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %25, align 4
  store i32 %26, ptr %12, align 4
  %28 = load i32, ptr %12, align 4
  store i32 %28, ptr %13, align 4
  br label %29

29:                                               ; preds = %44, %5
  %30 = load i32, ptr %13, align 4
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = load ptr, ptr %11, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.Slot, ptr %33, i64 %36
  %38 = getelementptr inbounds %struct.Slot, ptr %37, i32 0, i32 2
  %39 = load i32, ptr %38, align 8
  %40 = load i32, ptr %10, align 4
  %41 = icmp slt i32 %39, %40
  br label %42

42:                                               ; preds = %32, %29
  %43 = phi i1 [ false, %29 ], [ %41, %32 ]
  br i1 %43, label %44, label %56

44:                                               ; preds = %42
  %45 = load ptr, ptr %11, align 8
  %46 = load i32, ptr %13, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.Slot, ptr %45, i64 %47
  %49 = load ptr, ptr %11, align 8
  %50 = load i32, ptr %13, align 4
  %51 = sub nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.Slot, ptr %49, i64 %52
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %53, i64 24, i1 false)
  %54 = load i32, ptr %13, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %13, align 4
  br label %29, !llvm.loop !9

56:                                               ; preds = %42
  %57 = load ptr, ptr %11, align 8
  %58 = load i32, ptr %13, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds %struct.Slot, ptr %57, i64 %59
  %61 = getelementptr inbounds %struct.Slot, ptr %14, i32 0, i32 0
  %62 = load ptr, ptr %8, align 8
  store ptr %62, ptr %61, align 8
  %63 = getelementptr inbounds %struct.Slot, ptr %14, i32 0, i32 1
  %64 = load ptr, ptr %9, align 8
  store ptr %64, ptr %63, align 8
  %65 = getelementptr inbounds %struct.Slot, ptr %14, i32 0, i32 2
  %66 = load i32, ptr %10, align 4
  store i32 %66, ptr %65, align 8
  %67 = getelementptr inbounds %struct.Slot, ptr %14, i32 0, i32 3
  store i32 1, ptr %67, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %60, ptr align 8 %14, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h_accumulate(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Event, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.Acc, ptr %10, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = add nsw i64 %12, %9
  store i64 %13, ptr %11, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Acc, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %15, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h_filter_big(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Event, ptr %6, i32 0, i32 1
  %8 = load i64, ptr %7, align 8
  %9 = icmp sgt i64 %8, 1000
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i32 1, i32 0
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h_log(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %5, align 8
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 4
  %10 = icmp sle i32 %9, 5
  br i1 %10, label %11, label %21

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Event, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.Event, ptr %17, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %13, i32 noundef %16, i64 noundef %19)
  br label %21

21:                                               ; preds = %11, %2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h_once(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Event, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Event, ptr %8, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %7, i64 noundef %10, ptr noundef %11)
  ret i32 -1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @h_max(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Event, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = load i64, ptr %10, align 8
  %12 = icmp sgt i64 %9, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %2
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Event, ptr %14, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = load ptr, ptr %5, align 8
  store i64 %16, ptr %17, align 8
  br label %18

18:                                               ; preds = %13, %2
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dispatch(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %57, %2
  %10 = load i32, ptr %6, align 4
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.Bus, ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Event, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i32], ptr %12, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = icmp slt i32 %10, %18
  br i1 %19, label %20, label %60

20:                                               ; preds = %9
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.Bus, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.Event, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x [16 x %struct.Slot]], ptr %22, i64 0, i64 %26
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x %struct.Slot], ptr %27, i64 0, i64 %29
  store ptr %30, ptr %7, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.Slot, ptr %31, i32 0, i32 3
  %33 = load i32, ptr %32, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %36, label %35

35:                                               ; preds = %20
  br label %57

36:                                               ; preds = %20
  %37 = load ptr, ptr %7, align 8
  %38 = getelementptr inbounds %struct.Slot, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load ptr, ptr %4, align 8
  %41 = load ptr, ptr %7, align 8
  %42 = getelementptr inbounds %struct.Slot, ptr %41, i32 0, i32 1
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %39(ptr noundef %40, ptr noundef %43)
  store i32 %44, ptr %8, align 4
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %5, align 4
  %47 = load i32, ptr %8, align 4
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %36
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr inbounds %struct.Slot, ptr %50, i32 0, i32 3
  store i32 0, ptr %51, align 4
  br label %52

52:                                               ; preds = %49, %36
  %53 = load i32, ptr %8, align 4
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %52
  br label %60

56:                                               ; preds = %52
  br label %57

57:                                               ; preds = %56, %35
  %58 = load i32, ptr %6, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %6, align 4
  br label %9, !llvm.loop !10

60:                                               ; preds = %55, %9
  %61 = load i32, ptr %5, align 4
  ret i32 %61
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
