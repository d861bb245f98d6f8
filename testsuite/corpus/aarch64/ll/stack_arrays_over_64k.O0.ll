; ModuleID = 'programs/stack_arrays_over_64k.c'
source_filename = "programs/stack_arrays_over_64k.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"frame70k=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"frame200k=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"frame1m=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"recurse=%08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @frame70k(i32 noundef 7)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = call i64 @frame200k(i32 noundef 3)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %4)
  %6 = call i32 @frame1m()
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %6)
  %8 = call i32 @recurse(i32 noundef 20)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %8)
  %10 = call i32 @frame70k(i32 noundef 1)
  %11 = and i32 %10, 127
  ret i32 %11
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @frame70k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [71680 x i8], align 1
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %4, align 8
  br label %7

7:                                                ; preds = %19, %1
  %8 = load i64, ptr %4, align 8
  %9 = icmp ult i64 %8, 71680
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = zext i32 %11 to i64
  %13 = load i64, ptr %4, align 8
  %14 = mul i64 %13, 13
  %15 = add i64 %12, %14
  %16 = trunc i64 %15 to i8
  %17 = load i64, ptr %4, align 8
  %18 = getelementptr inbounds [71680 x i8], ptr %3, i64 0, i64 %17
  store i8 %16, ptr %18, align 1
  br label %19

19:                                               ; preds = %10
  %20 = load i64, ptr %4, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %4, align 8
  br label %7, !llvm.loop !6

22:                                               ; preds = %7
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %23

23:                                               ; preds = %34, %22
  %24 = load i64, ptr %6, align 8
  %25 = icmp ult i64 %24, 71680
  br i1 %25, label %26, label %37

26:                                               ; preds = %23
  %27 = load i32, ptr %5, align 4
  %28 = mul i32 %27, 31
  %29 = load i64, ptr %6, align 8
  %30 = getelementptr inbounds [71680 x i8], ptr %3, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = add i32 %28, %32
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %26
  %35 = load i64, ptr %6, align 8
  %36 = add i64 %35, 4093
  store i64 %36, ptr %6, align 8
  br label %23, !llvm.loop !8

37:                                               ; preds = %23
  %38 = load i32, ptr %5, align 4
  %39 = getelementptr inbounds [71680 x i8], ptr %3, i64 0, i64 71679
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = xor i32 %38, %41
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @frame200k(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [25600 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  store volatile i32 %9, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = mul nsw i32 %10, 2
  store volatile i32 %11, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %12

12:                                               ; preds = %27, %1
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %13, 25600
  br i1 %14, label %15, label %30

15:                                               ; preds = %12
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = mul i64 %17, %19
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = add i64 %20, %22
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [25600 x i64], ptr %4, i64 0, i64 %25
  store i64 %23, ptr %26, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %12, !llvm.loop !9

30:                                               ; preds = %12
  store i64 0, ptr %7, align 8
  store i32 25599, ptr %8, align 4
  br label %31

31:                                               ; preds = %41, %30
  %32 = load i32, ptr %8, align 4
  %33 = icmp sge i32 %32, 0
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [25600 x i64], ptr %4, i64 0, i64 %36
  %38 = load i64, ptr %37, align 8
  %39 = load i64, ptr %7, align 8
  %40 = add i64 %39, %38
  store i64 %40, ptr %7, align 8
  br label %41

41:                                               ; preds = %34
  %42 = load i32, ptr %8, align 4
  %43 = sub nsw i32 %42, 511
  store i32 %43, ptr %8, align 4
  br label %31, !llvm.loop !10

44:                                               ; preds = %31
  %45 = load i64, ptr %7, align 8
  %46 = load volatile i32, ptr %3, align 4
  %47 = sext i32 %46 to i64
  %48 = add i64 %45, %47
  %49 = load volatile i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = add i64 %48, %50
  ret i64 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @frame1m() #0 {
  %1 = alloca [1048576 x i8], align 1
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %4, i8 120, i64 1048576, i1 false)
  %5 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 12345
  store i8 121, ptr %5, align 1
  %6 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 1048575
  store i8 122, ptr %6, align 1
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  br label %7

7:                                                ; preds = %19, %0
  %8 = load i64, ptr %3, align 8
  %9 = icmp ult i64 %8, 1048576
  br i1 %9, label %10, label %22

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 %11
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp eq i32 %14, 120
  %16 = zext i1 %15 to i32
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %2, align 4
  br label %19

19:                                               ; preds = %10
  %20 = load i64, ptr %3, align 8
  %21 = add i64 %20, 1000
  store i64 %21, ptr %3, align 8
  br label %7, !llvm.loop !11

22:                                               ; preds = %7
  %23 = load i32, ptr %2, align 4
  %24 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 12345
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %26, 121
  %28 = zext i1 %27 to i32
  %29 = add nsw i32 %23, %28
  %30 = getelementptr inbounds [1048576 x i8], ptr %1, i64 0, i64 1048575
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp eq i32 %32, 122
  %34 = zext i1 %33 to i32
  %35 = add nsw i32 %29, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @recurse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [25000 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 25000
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = mul nsw i32 %10, 100000
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %11, %12
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [25000 x i32], ptr %3, i64 0, i64 %15
  store i32 %13, ptr %16, align 4
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %6, !llvm.loop !12

20:                                               ; preds = %6
  %21 = load i32, ptr %2, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  %24 = load i32, ptr %2, align 4
  %25 = sub nsw i32 %24, 1
  %26 = call i32 @recurse(i32 noundef %25)
  br label %28

27:                                               ; preds = %20
  br label %28

28:                                               ; preds = %27, %23
  %29 = phi i32 [ %26, %23 ], [ 0, %27 ]
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = mul i32 %30, 7
  %32 = load i32, ptr %2, align 4
  %33 = mul nsw i32 %32, 1000
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [25000 x i32], ptr %3, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = add i32 %31, %36
  %38 = getelementptr inbounds [25000 x i32], ptr %3, i64 0, i64 24999
  %39 = load i32, ptr %38, align 4
  %40 = add i32 %37, %39
  ret i32 %40
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
