; ModuleID = 'programs/inline_asm_barriers.c'
source_filename = "programs/inline_asm_barriers.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"opaque_loop=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"fence=%d flag=%d data=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"fp=%g mem=%d multi=%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [64 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %11 = call i64 @opaque_loop(i64 noundef 1000)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %13 = call i32 @memory_fence_flag(ptr noundef %2, ptr noundef %3)
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %2, align 4
  %16 = load i32, ptr %3, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  store i32 0, ptr %5, align 4
  br label %18

18:                                               ; preds = %23, %0
  %19 = load i32, ptr %5, align 4
  %20 = icmp slt i32 %19, 5
  br i1 %20, label %21, label %26

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  call void @keep_alive(i32 noundef %22)
  br label %23

23:                                               ; preds = %21
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %18, !llvm.loop !5

26:                                               ; preds = %18
  %27 = call double @fp_barrier(double noundef 1.250000e+00)
  %28 = call i32 @mem_operand(i32 noundef 41)
  %29 = call i32 @multi(i32 noundef -252645136, i32 noundef 267390960)
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %27, i32 noundef %28, i32 noundef %29)
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %39, %26
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, ptr %7, align 4
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 %37
  store i32 %35, ptr %38, align 4
  br label %39

39:                                               ; preds = %34
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4
  br label %31, !llvm.loop !7

42:                                               ; preds = %31
  %43 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 0
  call void @do_not_optimize(ptr noundef %43)
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %44

44:                                               ; preds = %54, %42
  %45 = load i32, ptr %9, align 4
  %46 = icmp slt i32 %45, 64
  br i1 %46, label %47, label %57

47:                                               ; preds = %44
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i32], ptr %6, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = load i32, ptr %8, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %8, align 4
  br label %54

54:                                               ; preds = %47
  %55 = load i32, ptr %9, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %9, align 4
  br label %44, !llvm.loop !8

57:                                               ; preds = %44
  %58 = load i32, ptr %8, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58)
  store i32 10, ptr %10, align 4
  %60 = load i32, ptr %10, align 4
  %61 = call i32 asm sideeffect "", "=r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %60) #4, !srcloc !9
  store i32 %61, ptr %10, align 4
  %62 = load i32, ptr %10, align 4
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %62)
  %64 = load i32, ptr %8, align 4
  %65 = and i32 %64, 255
  ret i32 %65
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @opaque_loop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %2, align 8
  %9 = icmp ult i64 %7, %8
  br i1 %9, label %10, label %22

10:                                               ; preds = %6
  %11 = load i64, ptr %4, align 8
  %12 = load i64, ptr %4, align 8
  %13 = mul i64 %11, %12
  store i64 %13, ptr %5, align 8
  %14 = load i64, ptr %5, align 8
  %15 = call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %14) #5, !srcloc !10
  store i64 %15, ptr %5, align 8
  %16 = load i64, ptr %5, align 8
  %17 = load i64, ptr %3, align 8
  %18 = add i64 %17, %16
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %10
  %20 = load i64, ptr %4, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %4, align 8
  br label %6, !llvm.loop !11

22:                                               ; preds = %6
  %23 = load i64, ptr %3, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @memory_fence_flag(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  store i32 42, ptr %5, align 4
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !12
  %6 = load ptr, ptr %3, align 8
  store i32 1, ptr %6, align 4
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !13
  %7 = load ptr, ptr %4, align 8
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %8, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @keep_alive(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void asm sideeffect "", "r,~{dirflag},~{fpsr},~{flags}"(i32 %3) #4, !srcloc !14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fp_barrier(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double asm "", "=x,0,~{dirflag},~{fpsr},~{flags}"(double %3) #5, !srcloc !15
  store double %4, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  %6 = fmul double %5, 2.000000e+00
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mem_operand(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void asm "", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %2, ptr elementtype(i32) %2) #4, !srcloc !16
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @multi(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call { i32, i32 } asm "", "=r,=r,0,1,~{dirflag},~{fpsr},~{flags}"(i32 %5, i32 %6) #5, !srcloc !17
  %8 = extractvalue { i32, i32 } %7, 0
  %9 = extractvalue { i32, i32 } %7, 1
  store i32 %8, ptr %3, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = xor i32 %10, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @do_not_optimize(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void asm sideeffect "", "imr,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %3) #4, !srcloc !18
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = !{i64 1664}
!10 = !{i64 353}
!11 = distinct !{!11, !6}
!12 = !{i64 506}
!13 = !{i64 552}
!14 = !{i64 669}
!15 = !{i64 758}
!16 = !{i64 855}
!17 = !{i64 968}
!18 = !{i64 1071}
