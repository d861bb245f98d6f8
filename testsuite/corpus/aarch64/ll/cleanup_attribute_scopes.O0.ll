; ModuleID = 'programs/cleanup_attribute_scopes.c'
source_filename = "programs/cleanup_attribute_scopes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@log_ = internal global [512 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"r0=%d r1=%d j0=%d j1=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"~%d \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"body \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"out \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"free \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call i32 @early(i32 noundef 0)
  store i32 %6, ptr %2, align 4
  call void @note(ptr noundef @.str)
  %7 = call i32 @early(i32 noundef 1)
  store i32 %7, ptr %3, align 4
  call void @note(ptr noundef @.str)
  call void @loop()
  call void @note(ptr noundef @.str)
  %8 = call i32 @jumpy(i32 noundef 0)
  store i32 %8, ptr %4, align 4
  call void @note(ptr noundef @.str)
  %9 = call i32 @jumpy(i32 noundef 1)
  store i32 %9, ptr %5, align 4
  call void @note(ptr noundef @.str)
  call void @buffers()
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef @log_)
  %11 = load i32, ptr %2, align 4
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %5, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14)
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %16, %17
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %20, %21
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @early(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 2, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %2, align 4
  store i32 1, ptr %6, align 4
  br label %20

14:                                               ; preds = %1
  store i32 3, ptr %7, align 4
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %15, %16
  %18 = load i32, ptr %7, align 4
  %19 = add nsw i32 %17, %18
  store i32 %19, ptr %2, align 4
  store i32 1, ptr %6, align 4
  call void @cl_int(ptr noundef %7)
  br label %20

20:                                               ; preds = %14, %10
  call void @cl_int(ptr noundef %5)
  call void @cl_int(ptr noundef %4)
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @note(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @strlen(ptr noundef @log_) #4
  %5 = sub i64 512, %4
  %6 = sub i64 %5, 1
  %7 = call ptr @strncat(ptr noundef @log_, ptr noundef %3, i64 noundef %6) #5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @loop() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %21, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp slt i32 %5, 4
  br i1 %6, label %7, label %24

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  %9 = add nsw i32 10, %8
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %1, align 4
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  store i32 4, ptr %3, align 4
  br label %18

13:                                               ; preds = %7
  %14 = load i32, ptr %1, align 4
  %15 = icmp eq i32 %14, 3
  br i1 %15, label %16, label %17

16:                                               ; preds = %13
  store i32 2, ptr %3, align 4
  br label %18

17:                                               ; preds = %13
  call void @note(ptr noundef @.str.4)
  store i32 0, ptr %3, align 4
  br label %18

18:                                               ; preds = %17, %16, %12
  call void @cl_int(ptr noundef %2)
  %19 = load i32, ptr %3, align 4
  switch i32 %19, label %25 [
    i32 0, label %20
    i32 4, label %21
    i32 2, label %24
  ]

20:                                               ; preds = %18
  br label %21

21:                                               ; preds = %20, %18
  %22 = load i32, ptr %1, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %4, !llvm.loop !6

24:                                               ; preds = %18, %4
  ret void

25:                                               ; preds = %18
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @jumpy(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 100, ptr %4, align 4
  store i32 200, ptr %5, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 2, ptr %6, align 4
  br label %11

10:                                               ; preds = %1
  store i32 1, ptr %3, align 4
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %9, %10
  call void @cl_int(ptr noundef %5)
  %12 = load i32, ptr %6, align 4
  switch i32 %12, label %16 [
    i32 0, label %13
  ]

13:                                               ; preds = %11
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 2
  store i32 %15, ptr %3, align 4
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %13, %11
  call void @cl_int(ptr noundef %4)
  %17 = load i32, ptr %6, align 4
  switch i32 %17, label %21 [
    i32 0, label %18
    i32 2, label %19
  ]

18:                                               ; preds = %16
  br label %19

19:                                               ; preds = %18, %16
  call void @note(ptr noundef @.str.5)
  %20 = load i32, ptr %3, align 4
  ret i32 %20

21:                                               ; preds = %16
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @buffers() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  store ptr @.str.6, ptr %1, align 8
  store ptr @.str.7, ptr %2, align 8
  %3 = load ptr, ptr %1, align 8
  call void @note(ptr noundef %3)
  %4 = load ptr, ptr %2, align 8
  call void @note(ptr noundef %4)
  call void @note(ptr noundef @.str.8)
  call void @cl_buf(ptr noundef %2)
  call void @cl_buf(ptr noundef %1)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cl_int(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [16 x i8], align 1
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  %5 = load ptr, ptr %2, align 8
  %6 = load i32, ptr %5, align 4
  %7 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %4, i64 noundef 16, ptr noundef @.str.3, i32 noundef %6) #5
  %8 = getelementptr inbounds [16 x i8], ptr %3, i64 0, i64 0
  call void @note(ptr noundef %8)
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cl_buf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @note(ptr noundef @.str.9)
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  call void @note(ptr noundef %4)
  call void @note(ptr noundef @.str.8)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind }

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
