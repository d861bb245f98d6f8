; ModuleID = 'programs/globals_sections_aligned.c'
source_filename = "programs/globals_sections_aligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.reg = type { ptr, i32 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@reg_alpha = internal constant %struct.reg { ptr @.str, i32 1 }, section "rllc_regs", align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@reg_beta = internal constant %struct.reg { ptr @.str.1, i32 20 }, section "rllc_regs", align 16
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@reg_gamma = internal constant %struct.reg { ptr @.str.2, i32 300 }, section "rllc_regs", align 16
@unused_but_kept = internal global i32 42, align 4
@__start_rllc_regs = external constant [0 x %struct.reg], align 8
@__stop_rllc_regs = external constant [0 x %struct.reg], align 8
@.str.3 = private unnamed_addr constant [37 x i8] c"registered %d entries, value sum %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"alignment ok: %d %d c1=%d a64=%d a256=%d\0A\00", align 1
@aligned64 = internal global i8 2, align 64
@aligned256 = internal global [3 x i16] [i16 1, i16 2, i16 3], align 256
@c1 = internal global i8 1, align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"cv=%d custom=%d kept=%d\0A\00", align 1
@cv = internal constant i32 77, align 4
@llvm.compiler.used = appending global [4 x ptr] [ptr @reg_alpha, ptr @reg_beta, ptr @reg_gamma, ptr @unused_but_kept], section "llvm.metadata"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store ptr @__start_rllc_regs, ptr %4, align 8
  br label %5

5:                                                ; preds = %16, %0
  %6 = load ptr, ptr %4, align 8
  %7 = icmp ult ptr %6, @__stop_rllc_regs
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %2, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.reg, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %3, align 4
  br label %16

16:                                               ; preds = %8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.reg, ptr %17, i32 1
  store ptr %18, ptr %4, align 8
  br label %5, !llvm.loop !6

19:                                               ; preds = %5
  %20 = load i32, ptr %2, align 4
  %21 = load i32, ptr %3, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %20, i32 noundef %21)
  %23 = urem i64 ptrtoint (ptr @aligned64 to i64), 64
  %24 = icmp eq i64 %23, 0
  %25 = zext i1 %24 to i32
  %26 = urem i64 ptrtoint (ptr @aligned256 to i64), 256
  %27 = icmp eq i64 %26, 0
  %28 = zext i1 %27 to i32
  %29 = load i8, ptr @c1, align 1
  %30 = zext i8 %29 to i32
  %31 = load i8, ptr @aligned64, align 64
  %32 = zext i8 %31 to i32
  %33 = load i16, ptr getelementptr inbounds ([3 x i16], ptr @aligned256, i64 0, i64 2), align 4
  %34 = sext i16 %33 to i32
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34)
  %36 = load volatile i32, ptr @cv, align 4
  %37 = load volatile i32, ptr @cv, align 4
  %38 = call i32 @in_custom_text(i32 noundef %37)
  %39 = load i32, ptr @unused_but_kept, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %36, i32 noundef %38, i32 noundef %39)
  %41 = load i32, ptr %2, align 4
  %42 = mul nsw i32 %41, 10
  %43 = load i32, ptr %3, align 4
  %44 = srem i32 %43, 10
  %45 = add nsw i32 %42, %44
  ret i32 %45
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @in_custom_text(i32 noundef %0) #0 section ".text.rllc_custom" {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
