; ModuleID = 'probe.c'
source_filename = "probe.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"mid %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"vla %d: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fill(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %7, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %19, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %10, !llvm.loop !6

26:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %27

27:                                               ; preds = %40, %26
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %43

31:                                               ; preds = %27
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %32, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %8, align 4
  br label %40

40:                                               ; preds = %31
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 97
  store i32 %42, ptr %9, align 4
  br label %27, !llvm.loop !8

43:                                               ; preds = %27
  %44 = load i32, ptr %8, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @big_frame(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [70000 x i8], align 1
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [70000 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = call i32 @fill(ptr noundef %4, i32 noundef 70000, i32 noundef %5)
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mid_frame(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10000 x i8], align 1
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [10000 x i8], ptr %3, i64 0, i64 0
  %5 = load i32, ptr %2, align 4
  %6 = call i32 @fill(ptr noundef %4, i32 noundef 10000, i32 noundef %5)
  %7 = load i32, ptr %2, align 4
  %8 = add nsw i32 %7, 1
  %9 = call i32 @big_frame(i32 noundef %8)
  %10 = add nsw i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  %9 = call ptr @llvm.stacksave.p0()
  store ptr %9, ptr %5, align 8
  %10 = alloca i8, i64 %8, align 1
  store i64 %8, ptr %6, align 8
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = call i32 @fill(ptr noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore.p0(ptr %14)
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call i32 @mid_frame(i32 noundef 3)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  store i32 16, ptr %2, align 4
  br label %5

5:                                                ; preds = %14, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 200000
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  %12 = call i32 @vla(i32 noundef %10, i32 noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9, i32 noundef %12)
  br label %14

14:                                               ; preds = %8
  %15 = load i32, ptr %2, align 4
  %16 = mul nsw i32 %15, 5
  %17 = add nsw i32 %16, 3
  store i32 %17, ptr %2, align 4
  br label %5, !llvm.loop !9

18:                                               ; preds = %5
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
