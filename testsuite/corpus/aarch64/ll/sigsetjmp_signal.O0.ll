; ModuleID = 'programs/sigsetjmp_signal.c'
source_filename = "programs/sigsetjmp_signal.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.sigaction = type { %union.anon, %struct.__sigset_t, i32, ptr }
%union.anon = type { ptr }

@.str = private unnamed_addr constant [9 x i8] c"got1=%d\0A\00", align 1
@got1 = internal global i32 0, align 4
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [63 x i8] c"after sigsetjmp(env,1): r=%d phase=%d got2=%d usr2 blocked=%d\0A\00", align 1
@got2 = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [63 x i8] c"after sigsetjmp(env,0): r=%d phase=%d got2=%d usr2 blocked=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.sigaction, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 152, i1 false)
  %6 = getelementptr inbounds %struct.sigaction, ptr %2, i32 0, i32 0
  store ptr @on_usr1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.sigaction, ptr %2, i32 0, i32 1
  %8 = call i32 @sigemptyset(ptr noundef %7) #6
  %9 = call i32 @sigaction(i32 noundef 10, ptr noundef %2, ptr noundef null) #6
  %10 = getelementptr inbounds %struct.sigaction, ptr %2, i32 0, i32 0
  store ptr @on_usr2, ptr %10, align 8
  %11 = call i32 @sigaction(i32 noundef 12, ptr noundef %2, ptr noundef null) #6
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %17, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 5
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = call i32 @raise(i32 noundef 10) #6
  br label %17

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %12, !llvm.loop !6

20:                                               ; preds = %12
  %21 = load volatile i32, ptr @got1, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
  store volatile i32 0, ptr %4, align 4
  %23 = call i32 @__sigsetjmp(ptr noundef @env, i32 noundef 1) #7
  store i32 %23, ptr %5, align 4
  %24 = load i32, ptr %5, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %20
  store volatile i32 1, ptr %4, align 4
  %27 = call i32 @nested(i32 noundef 50)
  store volatile i32 2, ptr %4, align 4
  br label %28

28:                                               ; preds = %26, %20
  %29 = load i32, ptr %5, align 4
  %30 = icmp eq i32 %29, 12
  %31 = zext i1 %30 to i32
  %32 = load volatile i32, ptr %4, align 4
  %33 = load volatile i32, ptr @got2, align 4
  %34 = call i32 @usr2_blocked()
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34)
  %36 = call i32 @__sigsetjmp(ptr noundef @env, i32 noundef 0) #7
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %5, align 4
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %28
  store volatile i32 3, ptr %4, align 4
  %40 = call i32 @nested(i32 noundef 5)
  br label %41

41:                                               ; preds = %39, %28
  %42 = load i32, ptr %5, align 4
  %43 = icmp eq i32 %42, 12
  %44 = zext i1 %43 to i32
  %45 = load volatile i32, ptr %4, align 4
  %46 = load volatile i32, ptr @got2, align 4
  %47 = call i32 @usr2_blocked()
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47)
  %49 = load volatile i32, ptr @got1, align 4
  %50 = mul nsw i32 %49, 10
  %51 = load volatile i32, ptr @got2, align 4
  %52 = add nsw i32 %50, %51
  ret i32 %52
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @on_usr1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 10
  %5 = zext i1 %4 to i32
  %6 = load volatile i32, ptr @got1, align 4
  %7 = add nsw i32 %6, %5
  store volatile i32 %7, ptr @got1, align 4
  ret void
}

; Function Attrs: nounwind
declare i32 @sigemptyset(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sigaction(i32 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @on_usr2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load volatile i32, ptr @got2, align 4
  %4 = add nsw i32 %3, 1
  store volatile i32 %4, ptr @got2, align 4
  %5 = load i32, ptr %2, align 4
  call void @siglongjmp(ptr noundef @env, i32 noundef %5) #8
  unreachable
}

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nested(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = call i32 @raise(i32 noundef 12) #6
  store i32 -1, ptr %2, align 4
  br label %13

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i32 @nested(i32 noundef %10)
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %8, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @usr2_blocked() #0 {
  %1 = alloca %struct.__sigset_t, align 8
  %2 = call i32 @sigprocmask(i32 noundef 0, ptr noundef null, ptr noundef %1) #6
  %3 = call i32 @sigismember(ptr noundef %1, i32 noundef 12) #6
  ret i32 %3
}

; Function Attrs: noreturn nounwind
declare void @siglongjmp(ptr noundef, i32 noundef) #5

; Function Attrs: nounwind
declare i32 @sigprocmask(i32 noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sigismember(ptr noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }

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
