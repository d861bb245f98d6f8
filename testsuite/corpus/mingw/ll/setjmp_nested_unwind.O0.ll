; ModuleID = 'programs/setjmp_nested_unwind.c'
source_filename = "programs/setjmp_nested_unwind.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct._SETJMP_FLOAT128 = type { [2 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"outer(0)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer(1)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"outer(2)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"longjmp(jb, 0) delivered %d\0A\00", align 1
@retry_buf = internal global [16 x %struct._SETJMP_FLOAT128] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [52 x i8] c"retries: attempts=%d last=%d try_count=%d depth=%d\0A\00", align 1
@attempts = internal global i32 0, align 4
@try_count = internal global i32 0, align 4
@depth = internal global i32 0, align 4
@handlers = internal global [8 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x %struct._SETJMP_FLOAT128], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 @outer(i32 noundef 0)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
  %9 = call i32 @outer(i32 noundef 1)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %9)
  %11 = call i32 @outer(i32 noundef 2)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %11)
  store volatile i32 0, ptr %3, align 4
  %13 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %2, i64 0, i64 0
  %14 = call ptr @llvm.frameaddress.p0(i32 0)
  %15 = call i32 @_setjmp(ptr noundef %13, ptr noundef %14) #7
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %0
  %19 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %2, i64 0, i64 0
  call void @longjmp(ptr noundef %19, i32 noundef 0) #8
  unreachable

20:                                               ; preds = %0
  %21 = load i32, ptr %4, align 4
  store volatile i32 %21, ptr %3, align 4
  %22 = load volatile i32, ptr %3, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %22)
  store volatile i32 0, ptr %5, align 4
  %24 = call ptr @llvm.frameaddress.p0(i32 0)
  %25 = call i32 @_setjmp(ptr noundef @retry_buf, ptr noundef %24) #7
  store i32 %25, ptr %6, align 4
  %26 = load i32, ptr %6, align 4
  store volatile i32 %26, ptr %5, align 4
  call void @flaky()
  %27 = load i32, ptr @attempts, align 4
  %28 = load volatile i32, ptr %5, align 4
  %29 = load i32, ptr @try_count, align 4
  %30 = load i32, ptr @depth, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30)
  %32 = call i32 @outer(i32 noundef 1)
  %33 = sdiv i32 %32, 100
  %34 = load i32, ptr @attempts, align 4
  %35 = add nsw i32 %33, %34
  ret i32 %35
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @outer(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [16 x %struct._SETJMP_FLOAT128], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %8 = load i32, ptr @depth, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @depth, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %10
  store ptr %4, ptr %11, align 8
  store volatile i32 0, ptr %5, align 4
  %12 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %4, i64 0, i64 0
  %13 = call ptr @llvm.frameaddress.p0(i32 0)
  %14 = call i32 @_setjmp(ptr noundef %12, ptr noundef %13) #7
  store i32 %14, ptr %6, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %1
  store volatile i32 1, ptr %5, align 4
  %18 = load i32, ptr %3, align 4
  %19 = call i32 @inner(i32 noundef %18)
  store i32 %19, ptr %7, align 4
  store volatile i32 2, ptr %5, align 4
  %20 = load i32, ptr @depth, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr @depth, align 4
  %22 = load i32, ptr %7, align 4
  store i32 %22, ptr %2, align 4
  br label %31

23:                                               ; preds = %1
  %24 = load i32, ptr @depth, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr @depth, align 4
  %26 = load i32, ptr %6, align 4
  %27 = sub nsw i32 0, %26
  %28 = load volatile i32, ptr %5, align 4
  %29 = mul nsw i32 %28, 1000
  %30 = sub nsw i32 %27, %29
  store i32 %30, ptr %2, align 4
  br label %31

31:                                               ; preds = %23, %17
  %32 = load i32, ptr %2, align 4
  ret i32 %32
}

; Function Attrs: nounwind returns_twice
declare dso_local i32 @_setjmp(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: noreturn nounwind
declare dllimport void @longjmp(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @flaky() #0 {
  %1 = load i32, ptr @attempts, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @attempts, align 4
  %3 = icmp slt i32 %2, 5
  br i1 %3, label %4, label %6

4:                                                ; preds = %0
  %5 = load i32, ptr @attempts, align 4
  call void @longjmp(ptr noundef @retry_buf, i32 noundef %5) #8
  unreachable

6:                                                ; preds = %0
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inner(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [16 x %struct._SETJMP_FLOAT128], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr @depth, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @depth, align 4
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %8
  store ptr %3, ptr %9, align 8
  store volatile i32 -1, ptr %4, align 4
  %10 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %3, i64 0, i64 0
  %11 = call ptr @llvm.frameaddress.p0(i32 0)
  %12 = call i32 @_setjmp(ptr noundef %10, ptr noundef %11) #7
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %35

15:                                               ; preds = %1
  %16 = load i32, ptr @try_count, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @try_count, align 4
  %18 = load i32, ptr %2, align 4
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = call i32 @recurse_then_throw(i32 noundef 100, i32 noundef 7)
  br label %22

22:                                               ; preds = %20, %15
  %23 = load i32, ptr %2, align 4
  %24 = icmp eq i32 %23, 2
  br i1 %24, label %25, label %34

25:                                               ; preds = %22
  %26 = load i32, ptr @depth, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr @depth, align 4
  %28 = load i32, ptr @depth, align 4
  %29 = sub nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %32, i64 0, i64 0
  call void @longjmp(ptr noundef %33, i32 noundef 99) #8
  unreachable

34:                                               ; preds = %22
  store volatile i32 10, ptr %4, align 4
  br label %38

35:                                               ; preds = %1
  %36 = load i32, ptr %5, align 4
  %37 = mul nsw i32 %36, 100
  store volatile i32 %37, ptr %4, align 4
  br label %38

38:                                               ; preds = %35, %34
  %39 = load i32, ptr @depth, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, ptr @depth, align 4
  %41 = load volatile i32, ptr %4, align 4
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @recurse_then_throw(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [64 x i8], align 16
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i8
  %8 = load i32, ptr %3, align 4
  %9 = srem i32 %8, 64
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %10
  store volatile i8 %7, ptr %11, align 1
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %2
  %15 = load i32, ptr @depth, align 4
  %16 = sub nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %19, i64 0, i64 0
  %21 = load i32, ptr %4, align 4
  call void @longjmp(ptr noundef %20, i32 noundef %21) #8
  unreachable

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4
  %24 = sub nsw i32 %23, 1
  %25 = load i32, ptr %4, align 4
  %26 = call i32 @recurse_then_throw(i32 noundef %24, i32 noundef %25)
  %27 = load i32, ptr %3, align 4
  %28 = srem i32 %27, 64
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %29
  %31 = load volatile i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = add nsw i32 %26, %32
  ret i32 %33
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
