; ModuleID = 'programs/exit_from_nested_calls.c'
source_filename = "programs/exit_from_nested_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [56 x i8] c"start (this line stays in the stdio buffer until exit)\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"atexit: depth=%d accumulated=%ld\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@accumulated = internal global i64 0, align 8
@.str.2 = private unnamed_addr constant [28 x i8] c"atexit second (runs first)\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"exiting at depth %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"never printed\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @atexit(ptr noundef @report) #4
  %3 = call i32 @atexit(ptr noundef @second) #4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  call void @descend(i32 noundef 1)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report() #0 {
  %1 = load i32, ptr @depth_reached, align 4
  %2 = load i64, ptr @accumulated, align 8
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %1, i64 noundef %2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @second() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @descend(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr @depth_reached, align 4
  %4 = load i32, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = mul nsw i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = load i64, ptr @accumulated, align 8
  %9 = add nsw i64 %8, %7
  store i64 %9, ptr @accumulated, align 8
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, 50
  br i1 %11, label %12, label %15

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %13)
  call void @exit(i32 noundef 300) #5
  unreachable

15:                                               ; preds = %1
  %16 = load i32, ptr %2, align 4
  %17 = add nsw i32 %16, 1
  call void @descend(i32 noundef %17)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
