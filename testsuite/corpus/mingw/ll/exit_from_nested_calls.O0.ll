; ModuleID = 'programs/exit_from_nested_calls.c'
source_filename = "programs/exit_from_nested_calls.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [56 x i8] c"start (this line stays in the stdio buffer until exit)\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"atexit: depth=%d accumulated=%ld\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@accumulated = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [28 x i8] c"atexit second (runs first)\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"exiting at depth %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"never printed\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @atexit(ptr noundef @report)
  %3 = call i32 @atexit(ptr noundef @second)
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  call void @descend(i32 noundef 1)
  ret i32 0
}

declare dso_local i32 @atexit(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report() #0 {
  %1 = load i32, ptr @depth_reached, align 4
  %2 = load i32, ptr @accumulated, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %1, i32 noundef %2)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @second() #0 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @descend(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  store i32 %3, ptr @depth_reached, align 4
  %4 = load i32, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = mul nsw i32 %4, %5
  %7 = load i32, ptr @accumulated, align 4
  %8 = add nsw i32 %7, %6
  store i32 %8, ptr @accumulated, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 50
  br i1 %10, label %11, label %14

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %12)
  call void @exit(i32 noundef 300) #6
  unreachable

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  call void @descend(i32 noundef %16)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noreturn nounwind
declare dso_local void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
