; ModuleID = 'programs/setjmp_longjmp.c'
source_filename = "programs/setjmp_longjmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"longjmp returned %d, counter=%d depth=%d\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [26 x i8] c"zero value -> %d pass=%d\0A\00", align 1
@__const.main.divs = private unnamed_addr constant [3 x i32] [i32 0, i32 0, i32 5], align 4
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"div error, attempt %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"result=%d attempts=%d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 5, i32 3, i32 9, i32 13, i32 1, i32 7], align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"sorted\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"qsort aborted with %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"stage=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [3 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x i32], align 4
  %9 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 0, ptr %2, align 4
  %11 = call i32 @_setjmp(ptr noundef @env) #5
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %0
  store volatile i32 1, ptr %2, align 4
  call void @deep(i32 noundef 50)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  br label %21

16:                                               ; preds = %0
  %17 = load i32, ptr %3, align 4
  %18 = load volatile i32, ptr %2, align 4
  %19 = load i32, ptr @depth_reached, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17, i32 noundef %18, i32 noundef %19)
  br label %21

21:                                               ; preds = %16, %14
  store volatile i32 0, ptr %4, align 4
  %22 = call i32 @_setjmp(ptr noundef @env) #5
  store i32 %22, ptr %3, align 4
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = load volatile i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store volatile i32 %26, ptr %4, align 4
  call void @longjmp(ptr noundef @env, i32 noundef 0) #6
  unreachable

27:                                               ; preds = %21
  %28 = load i32, ptr %3, align 4
  %29 = load volatile i32, ptr %4, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %28, i32 noundef %29)
  store volatile i32 0, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.divs, i64 12, i1 false)
  store volatile i32 0, ptr %7, align 4
  %31 = call i32 @_setjmp(ptr noundef @env2) #5
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %27
  %34 = load volatile i32, ptr %5, align 4
  %35 = add nsw i32 %34, 1
  store volatile i32 %35, ptr %5, align 4
  %36 = load volatile i32, ptr %5, align 4
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %36)
  br label %38

38:                                               ; preds = %33, %27
  %39 = load volatile i32, ptr %5, align 4
  %40 = icmp slt i32 %39, 3
  br i1 %40, label %41, label %47

41:                                               ; preds = %38
  %42 = load volatile i32, ptr %5, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = call i32 @checked_div(i32 noundef 100, i32 noundef %45)
  store volatile i32 %46, ptr %7, align 4
  br label %47

47:                                               ; preds = %41, %38
  %48 = load volatile i32, ptr %7, align 4
  %49 = load volatile i32, ptr %5, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %48, i32 noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.arr, i64 24, i1 false)
  %51 = call i32 @_setjmp(ptr noundef @env) #5
  store i32 %51, ptr %3, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %56

53:                                               ; preds = %47
  %54 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 0
  call void @qsort(ptr noundef %54, i64 noundef 6, i64 noundef 4, ptr noundef @cmp_abort)
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %59

56:                                               ; preds = %47
  %57 = load i32, ptr %3, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %57)
  br label %59

59:                                               ; preds = %56, %53
  store volatile i32 0, ptr %10, align 4
  %60 = call i32 @_setjmp(ptr noundef @env) #5
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %69

62:                                               ; preds = %59
  store volatile i32 1, ptr %10, align 4
  %63 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %9, i64 0, i64 0
  %64 = call i32 @_setjmp(ptr noundef %63) #5
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %68

66:                                               ; preds = %62
  store volatile i32 2, ptr %10, align 4
  %67 = getelementptr inbounds [1 x %struct.__jmp_buf_tag], ptr %9, i64 0, i64 0
  call void @longjmp(ptr noundef %67, i32 noundef 1) #6
  unreachable

68:                                               ; preds = %62
  store volatile i32 3, ptr %10, align 4
  call void @longjmp(ptr noundef @env, i32 noundef 2) #6
  unreachable

69:                                               ; preds = %59
  %70 = load volatile i32, ptr %10, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %70)
  %72 = load volatile i32, ptr %2, align 4
  %73 = load volatile i32, ptr %5, align 4
  %74 = mul nsw i32 %73, 10
  %75 = add nsw i32 %72, %74
  ret i32 %75
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i8
  %6 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i8 %5, ptr %6, align 1
  %7 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr @depth_reached, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  call void @longjmp(ptr noundef @env, i32 noundef 42) #6
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 1
  call void @deep(i32 noundef %14)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checked_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  call void @longjmp(ptr noundef @env2, i32 noundef 1) #6
  unreachable

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sdiv i32 %9, %10
  ret i32 %11
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_abort(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp eq i32 %11, 13
  br i1 %12, label %16, label %13

13:                                               ; preds = %2
  %14 = load i32, ptr %6, align 4
  %15 = icmp eq i32 %14, 13
  br i1 %15, label %16, label %17

16:                                               ; preds = %13, %2
  call void @longjmp(ptr noundef @env, i32 noundef 13) #6
  unreachable

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp sgt i32 %18, %19
  %21 = zext i1 %20 to i32
  %22 = load i32, ptr %5, align 4
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %22, %23
  %25 = zext i1 %24 to i32
  %26 = sub nsw i32 %21, %25
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
