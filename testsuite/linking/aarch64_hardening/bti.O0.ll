; ModuleID = 'bti.c'
source_filename = "bti.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@side = dso_local global i32 0, align 4
@interp.ops = internal global [3 x ptr] [ptr blockaddress(@interp, %10), ptr blockaddress(@interp, %19), ptr blockaddress(@interp, %28)], align 8
@env = internal global [21 x i64] zeroinitializer, align 8
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @add, ptr @mul, ptr @sub], align 8
@.str = private unnamed_addr constant [5 x i8] c"op: \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"class: \00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"side: \00", align 1
@main.prog = internal constant [5 x i8] c"\00\01\00\01\02", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"interp: \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"setjmp returned \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"rounds \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @apply(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call i32 %7(i32 noundef %8, i32 noundef %9) #5
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %13

6:                                                ; preds = %1
  store i32 23, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 37, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 41, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 59, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 61, ptr %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 73, ptr %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define dso_local void @act(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %25 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %13
    i32 4, label %16
    i32 5, label %19
    i32 6, label %22
  ]

4:                                                ; preds = %1
  %5 = load i32, ptr @side, align 4
  %6 = add nsw i32 %5, 3
  store i32 %6, ptr @side, align 4
  br label %26

7:                                                ; preds = %1
  %8 = load i32, ptr @side, align 4
  %9 = mul nsw i32 %8, 5
  store i32 %9, ptr @side, align 4
  br label %26

10:                                               ; preds = %1
  %11 = load i32, ptr @side, align 4
  %12 = sub nsw i32 %11, 7
  store i32 %12, ptr @side, align 4
  br label %26

13:                                               ; preds = %1
  %14 = load i32, ptr @side, align 4
  %15 = xor i32 %14, 9
  store i32 %15, ptr @side, align 4
  br label %26

16:                                               ; preds = %1
  %17 = load i32, ptr @side, align 4
  %18 = shl i32 %17, 2
  store i32 %18, ptr @side, align 4
  br label %26

19:                                               ; preds = %1
  %20 = load i32, ptr @side, align 4
  %21 = add nsw i32 %20, 100
  store i32 %21, ptr @side, align 4
  br label %26

22:                                               ; preds = %1
  %23 = load i32, ptr @side, align 4
  %24 = or i32 %23, 64
  store i32 %24, ptr @side, align 4
  br label %26

25:                                               ; preds = %1
  store i32 0, ptr @side, align 4
  br label %26

26:                                               ; preds = %25, %22, %19, %16, %13, %10, %7, %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @interp(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %4, i32 1
  store ptr %5, ptr %2, align 8
  %6 = load i8, ptr %4, align 1
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8
  br label %30

10:                                               ; preds = %30
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %3, align 4
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %2, align 8
  %15 = load i8, ptr %13, align 1
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  br label %30

19:                                               ; preds = %30
  %20 = load i32, ptr %3, align 4
  %21 = mul nsw i32 %20, 2
  store i32 %21, ptr %3, align 4
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr %2, align 8
  %24 = load i8, ptr %22, align 1
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  br label %30

28:                                               ; preds = %30
  %29 = load i32, ptr %3, align 4
  ret i32 %29

30:                                               ; preds = %19, %10, %1
  %31 = phi ptr [ %9, %1 ], [ %18, %10 ], [ %27, %19 ]
  indirectbr ptr %31, [label %10, label %19, label %28]
}

; Function Attrs: noinline nounwind optnone
define dso_local void @jump_back(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @my_longjmp(ptr noundef @env, i32 noundef %3) #6
  unreachable
}

; Function Attrs: noreturn
declare void @my_longjmp(ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca [3 x ptr], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 @__const.main.fs, i64 24, i1 false)
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %16, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %19

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x ptr], ptr %1, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  %15 = call i32 @apply(ptr noundef %14, i32 noundef 7, i32 noundef 5) #5
  call void @put_int(ptr noundef @.str, i32 noundef %15) #5
  br label %16

16:                                               ; preds = %10
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %7, !llvm.loop !8

19:                                               ; preds = %7
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %26, %19
  %21 = load i32, ptr %3, align 4
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %23, label %29

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = call i32 @classify(i32 noundef %24) #5
  call void @put_int(ptr noundef @.str.1, i32 noundef %25) #5
  br label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %20, !llvm.loop !10

29:                                               ; preds = %20
  store i32 0, ptr %4, align 4
  br label %30

30:                                               ; preds = %35, %29
  %31 = load i32, ptr %4, align 4
  %32 = icmp slt i32 %31, 7
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4
  call void @act(i32 noundef %34) #5
  br label %35

35:                                               ; preds = %33
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %30, !llvm.loop !11

38:                                               ; preds = %30
  %39 = load i32, ptr @side, align 4
  call void @put_int(ptr noundef @.str.2, i32 noundef %39) #5
  %40 = call i32 @interp(ptr noundef @main.prog) #5
  call void @put_int(ptr noundef @.str.3, i32 noundef %40) #5
  store volatile i32 0, ptr %5, align 4
  %41 = call i32 @my_setjmp(ptr noundef @env) #7
  store i32 %41, ptr %6, align 4
  %42 = load i32, ptr %6, align 4
  call void @put_int(ptr noundef @.str.4, i32 noundef %42) #5
  %43 = load i32, ptr %6, align 4
  %44 = icmp slt i32 %43, 3
  br i1 %44, label %45, label %50

45:                                               ; preds = %38
  %46 = load volatile i32, ptr %5, align 4
  %47 = add nsw i32 %46, 1
  store volatile i32 %47, ptr %5, align 4
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  call void @jump_back(i32 noundef %49) #5
  br label %50

50:                                               ; preds = %45, %38
  %51 = load volatile i32, ptr %5, align 4
  call void @put_int(ptr noundef @.str.5, i32 noundef %51) #5
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @put_int(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 15, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 0
  %11 = zext i1 %10 to i32
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  %16 = sub i32 0, %15
  br label %19

17:                                               ; preds = %2
  %18 = load i32, ptr %4, align 4
  br label %19

19:                                               ; preds = %17, %14
  %20 = phi i32 [ %16, %14 ], [ %18, %17 ]
  store i32 %20, ptr %8, align 4
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %22
  store i8 0, ptr %23, align 1
  br label %24

24:                                               ; preds = %33, %19
  %25 = load i32, ptr %8, align 4
  %26 = urem i32 %25, 10
  %27 = add i32 48, %26
  %28 = trunc i32 %27 to i8
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, -1
  store i32 %30, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %31
  store i8 %28, ptr %32, align 1
  br label %33

33:                                               ; preds = %24
  %34 = load i32, ptr %8, align 4
  %35 = udiv i32 %34, 10
  store i32 %35, ptr %8, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %24, label %37, !llvm.loop !12

37:                                               ; preds = %33
  %38 = load i32, ptr %7, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %6, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 %43
  store i8 45, ptr %44, align 1
  br label %45

45:                                               ; preds = %40, %37
  %46 = load ptr, ptr %3, align 8
  call void @put(ptr noundef %46) #5
  %47 = getelementptr inbounds [16 x i8], ptr %5, i64 0, i64 0
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %47, i64 %49
  call void @put(ptr noundef %50) #5
  call void @put(ptr noundef @.str.6) #5
  ret void
}

; Function Attrs: returns_twice
declare i32 @my_setjmp(ptr noundef) #3

; Function Attrs: noinline nounwind optnone
define internal void @put(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %4

4:                                                ; preds = %10, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i64, ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 %6
  %8 = load i8, ptr %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = load i64, ptr %3, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %3, align 8
  br label %4, !llvm.loop !13

13:                                               ; preds = %4
  %14 = load ptr, ptr %2, align 8
  %15 = load i64, ptr %3, align 8
  %16 = call i64 @sys_write(i32 noundef 1, ptr noundef %14, i64 noundef %15) #5
  ret void
}

declare i64 @sys_write(i32 noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noreturn "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { returns_twice "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-builtins" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #6 = { nobuiltin noreturn "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #7 = { nobuiltin returns_twice "branch-target-enforcement" "guarded-control-stack" "no-builtins" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"frame-pointer", i32 1}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
