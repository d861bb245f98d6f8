; ModuleID = 'programs/enum_ops.c'
source_filename = "programs/enum_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"colors %d %d %d %d %d sizeof=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"big %d %d sizes %zu %zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.events = private unnamed_addr constant [8 x i32] [i32 0, i32 1, i32 1, i32 2, i32 2, i32 1, i32 3, i32 1], align 4
@.str.3 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@state_names = internal constant [4 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@.str.4 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"c=%d cmp=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%c%c%c \00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"idle\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"run\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"wait\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 0, i32 noundef 5, i32 noundef 6, i32 noundef -3, i32 noundef -2, i64 noundef 4)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 2147483647, i32 noundef -2147483648, i64 noundef 4, i64 noundef 4)
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %16, %0
  %12 = load i32, ptr %2, align 4
  %13 = icmp sle i32 %12, 7
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 4
  call void @show_flags(i32 noundef %15)
  br label %16

16:                                               ; preds = %14
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %11, !llvm.loop !6

19:                                               ; preds = %11
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.events, i64 32, i1 false)
  store i32 0, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 16, i1 false)
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %41, %19
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %22, 8
  br i1 %23, label %24, label %44

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %6, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = call i32 @next(i32 noundef %25, i32 noundef %29)
  store i32 %30, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %33, align 4
  %36 = load i32, ptr %4, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [4 x ptr], ptr @state_names, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %39)
  br label %41

41:                                               ; preds = %24
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %21, !llvm.loop !8

44:                                               ; preds = %21
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %7, align 4
  br label %46

46:                                               ; preds = %59, %44
  %47 = load i32, ptr %7, align 4
  %48 = icmp ult i32 %47, 4
  br i1 %48, label %49, label %62

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [4 x ptr], ptr @state_names, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = load i32, ptr %7, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %53, i32 noundef %57)
  br label %59

59:                                               ; preds = %49
  %60 = load i32, ptr %7, align 4
  %61 = add i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %46, !llvm.loop !9

62:                                               ; preds = %46
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 6, ptr %8, align 4
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  %66 = load i32, ptr %8, align 4
  %67 = load i32, ptr %8, align 4
  %68 = icmp sgt i32 %67, 5
  %69 = zext i1 %68 to i32
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %66, i32 noundef %69)
  %71 = load i32, ptr %4, align 4
  ret i32 %71
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show_flags(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = and i32 %3, 1
  %5 = icmp ne i32 %4, 0
  %6 = zext i1 %5 to i64
  %7 = select i1 %5, i32 114, i32 45
  %8 = load i32, ptr %2, align 4
  %9 = and i32 %8, 2
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, i32 119, i32 45
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 4
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 120, i32 45
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %7, i32 noundef %12, i32 noundef %17)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %29 [
    i32 0, label %7
    i32 1, label %12
    i32 2, label %23
    i32 3, label %28
    i32 4, label %28
  ]

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i32 1, i32 0
  store i32 %11, ptr %3, align 4
  br label %30

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  br label %21

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = icmp eq i32 %17, 3
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 3, i32 1
  br label %21

21:                                               ; preds = %16, %15
  %22 = phi i32 [ 2, %15 ], [ %20, %16 ]
  store i32 %22, ptr %3, align 4
  br label %30

23:                                               ; preds = %2
  %24 = load i32, ptr %5, align 4
  %25 = icmp eq i32 %24, 1
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, i32 1, i32 2
  store i32 %27, ptr %3, align 4
  br label %30

28:                                               ; preds = %2, %2
  br label %29

29:                                               ; preds = %2, %28
  store i32 3, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %23, %21, %7
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
