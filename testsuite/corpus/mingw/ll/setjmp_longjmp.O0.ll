; ModuleID = 'programs/setjmp_longjmp.c'
source_filename = "programs/setjmp_longjmp.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct._SETJMP_FLOAT128 = type { [2 x i64] }

@env = internal global [16 x %struct._SETJMP_FLOAT128] zeroinitializer, align 16
@.str = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"longjmp returned %d, counter=%d depth=%d\0A\00", align 1
@depth_reached = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [26 x i8] c"zero value -> %d pass=%d\0A\00", align 1
@__const.main.divs = private unnamed_addr constant [3 x i32] [i32 0, i32 0, i32 5], align 4
@env2 = internal global [16 x %struct._SETJMP_FLOAT128] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [23 x i8] c"div error, attempt %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"result=%d attempts=%d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 5, i32 3, i32 9, i32 13, i32 1, i32 7], align 16
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
  %8 = alloca [6 x i32], align 16
  %9 = alloca [16 x %struct._SETJMP_FLOAT128], align 16
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 0, ptr %2, align 4
  %11 = call ptr @llvm.frameaddress.p0(i32 0)
  %12 = call i32 @_setjmp(ptr noundef @env, ptr noundef %11) #8
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %0
  store volatile i32 1, ptr %2, align 4
  call void @deep(i32 noundef 50)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  br label %22

17:                                               ; preds = %0
  %18 = load i32, ptr %3, align 4
  %19 = load volatile i32, ptr %2, align 4
  %20 = load i32, ptr @depth_reached, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  br label %22

22:                                               ; preds = %17, %15
  store volatile i32 0, ptr %4, align 4
  %23 = call ptr @llvm.frameaddress.p0(i32 0)
  %24 = call i32 @_setjmp(ptr noundef @env, ptr noundef %23) #8
  store i32 %24, ptr %3, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = load volatile i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store volatile i32 %28, ptr %4, align 4
  call void @longjmp(ptr noundef @env, i32 noundef 0) #9
  unreachable

29:                                               ; preds = %22
  %30 = load i32, ptr %3, align 4
  %31 = load volatile i32, ptr %4, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %30, i32 noundef %31)
  store volatile i32 0, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.divs, i64 12, i1 false)
  store volatile i32 0, ptr %7, align 4
  %33 = call ptr @llvm.frameaddress.p0(i32 0)
  %34 = call i32 @_setjmp(ptr noundef @env2, ptr noundef %33) #8
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %29
  %37 = load volatile i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store volatile i32 %38, ptr %5, align 4
  %39 = load volatile i32, ptr %5, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %39)
  br label %41

41:                                               ; preds = %36, %29
  %42 = load volatile i32, ptr %5, align 4
  %43 = icmp slt i32 %42, 3
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  %45 = load volatile i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = call i32 @checked_div(i32 noundef 100, i32 noundef %48)
  store volatile i32 %49, ptr %7, align 4
  br label %50

50:                                               ; preds = %44, %41
  %51 = load volatile i32, ptr %7, align 4
  %52 = load volatile i32, ptr %5, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %51, i32 noundef %52)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.arr, i64 24, i1 false)
  %54 = call ptr @llvm.frameaddress.p0(i32 0)
  %55 = call i32 @_setjmp(ptr noundef @env, ptr noundef %54) #8
  store i32 %55, ptr %3, align 4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %60

57:                                               ; preds = %50
  %58 = getelementptr inbounds [6 x i32], ptr %8, i64 0, i64 0
  call void @qsort(ptr noundef %58, i64 noundef 6, i64 noundef 4, ptr noundef @cmp_abort)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  br label %63

60:                                               ; preds = %50
  %61 = load i32, ptr %3, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %61)
  br label %63

63:                                               ; preds = %60, %57
  store volatile i32 0, ptr %10, align 4
  %64 = call ptr @llvm.frameaddress.p0(i32 0)
  %65 = call i32 @_setjmp(ptr noundef @env, ptr noundef %64) #8
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %75

67:                                               ; preds = %63
  store volatile i32 1, ptr %10, align 4
  %68 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %9, i64 0, i64 0
  %69 = call ptr @llvm.frameaddress.p0(i32 0)
  %70 = call i32 @_setjmp(ptr noundef %68, ptr noundef %69) #8
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %74

72:                                               ; preds = %67
  store volatile i32 2, ptr %10, align 4
  %73 = getelementptr inbounds [16 x %struct._SETJMP_FLOAT128], ptr %9, i64 0, i64 0
  call void @longjmp(ptr noundef %73, i32 noundef 1) #9
  unreachable

74:                                               ; preds = %67
  store volatile i32 3, ptr %10, align 4
  call void @longjmp(ptr noundef @env, i32 noundef 2) #9
  unreachable

75:                                               ; preds = %63
  %76 = load volatile i32, ptr %10, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %76)
  %78 = load volatile i32, ptr %2, align 4
  %79 = load volatile i32, ptr %5, align 4
  %80 = mul nsw i32 %79, 10
  %81 = add nsw i32 %78, %80
  ret i32 %81
}

; Function Attrs: nounwind returns_twice
declare dso_local i32 @_setjmp(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 16
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i8
  %6 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  store i8 %5, ptr %6, align 16
  %7 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr @depth_reached, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %1
  call void @longjmp(ptr noundef @env, i32 noundef 42) #9
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 1
  call void @deep(i32 noundef %14)
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #10
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noreturn nounwind
declare dllimport void @longjmp(ptr noundef, i32 noundef) #3

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
  call void @longjmp(ptr noundef @env2, i32 noundef 1) #9
  unreachable

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sdiv i32 %9, %10
  ret i32 %11
}

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #5

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
  call void @longjmp(ptr noundef @env, i32 noundef 13) #9
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
