; ModuleID = 'programs/inline_asm_aarch64.c'
source_filename = "programs/inline_asm_aarch64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i64, i64, i32, i16, i8, i8, [4 x i8] }

@__const.main.pair = private unnamed_addr constant [2 x i64] [i64 100, i64 23], align 16
@.str = private unnamed_addr constant [12 x i8] c"triple %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"table %ld %ld %d %d %d %s\0A\00", align 1
@asm_table = internal constant %struct.anon { i64 11, i64 22, i32 33, i16 44, i8 55, i8 0, [4 x i8] c"asm\00" }, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"atomic %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"shifted %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"clz %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"pair %d slot %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"imm %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"rev %lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"fma %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"min %ld %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"x19 %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"clobbers %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"zero %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"goto %ld %ld %g %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"fpcr %lu\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"counter %s freq %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"backwards\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@counter_value = internal global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @asm_triple(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = mul nsw i64 3, %3
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %9 = call i64 @counter()
  store i64 %9, ptr %2, align 8
  store i32 40, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.pair, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %18, %0
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = call i32 @atomic_add(ptr noundef %3, i32 noundef %14)
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %6, align 4
  br label %18

18:                                               ; preds = %13
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4
  br label %10, !llvm.loop !6

21:                                               ; preds = %10
  call void @store_word(ptr noundef %5, i32 noundef 1234)
  %22 = call i64 @asm_triple(i64 noundef 14)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %22)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 11, i64 noundef 22, i32 noundef 33, i32 noundef 44, i32 noundef 55, ptr noundef getelementptr inbounds (%struct.anon, ptr @asm_table, i32 0, i32 6))
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %6, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %25, i32 noundef %26)
  %28 = call i64 @add_shifted(i64 noundef 5, i64 noundef 6)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %28)
  %30 = call i32 @count_bits(i64 noundef 1)
  %31 = call i32 @count_bits(i64 noundef 2147483648)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %30, i32 noundef %31)
  %33 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 0
  %34 = call i32 @sum_pair(ptr noundef %33)
  %35 = load i32, ptr %5, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %34, i32 noundef %35)
  %37 = call i64 @add_imm(i64 noundef -1)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %37)
  %39 = call i64 @byte_swap(i64 noundef 72623859790382856)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %39)
  %41 = call double @fma_asm(double noundef 1.500000e+00, double noundef 2.000000e+00, double noundef 2.500000e-01)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %41)
  %43 = call i64 @select_lt(i64 noundef 3, i64 noundef -4)
  %44 = call i64 @select_lt(i64 noundef -7, i64 noundef 2)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %43, i64 noundef %44)
  %46 = call i64 @in_x19(i64 noundef 41)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %46)
  %48 = call i64 @clobbers(i64 noundef 100)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %48)
  %50 = call i32 @is_zero(i64 noundef 0)
  %51 = call i32 @is_zero(i64 noundef 5)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %50, i32 noundef %51)
  %53 = call i64 @add_or_jump(i64 noundef 3, i64 noundef 4)
  %54 = call i64 @add_or_jump(i64 noundef 2, i64 noundef -9)
  %55 = call double @double_or_jump(double noundef 1.250000e+00)
  %56 = call double @double_or_jump(double noundef 0.000000e+00)
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %53, i64 noundef %54, double noundef %55, double noundef %56)
  %58 = call i64 @read_fpcr()
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %58)
  %60 = call i64 @counter()
  store i64 %60, ptr %8, align 8
  %61 = load i64, ptr %8, align 8
  %62 = load i64, ptr %2, align 8
  %63 = icmp uge i64 %61, %62
  %64 = zext i1 %63 to i64
  %65 = select i1 %63, ptr @.str.16, ptr @.str.17
  %66 = call i64 @counter_freq()
  %67 = icmp ugt i64 %66, 0
  %68 = zext i1 %67 to i64
  %69 = select i1 %67, ptr @.str.16, ptr @.str.18
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %65, ptr noundef %69)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @counter() #0 {
  %1 = load i64, ptr @counter_value, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr @counter_value, align 8
  ret i64 %2
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atomic_add(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %9, align 4
  %11 = add nsw i32 %10, %8
  store i32 %11, ptr %9, align 4
  %12 = load i32, ptr %5, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_word(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  store i32 %5, ptr %6, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_shifted(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = shl i64 %6, 2
  %8 = add nsw i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  %7 = call i64 @llvm.ctlz.i64(i64 %6, i1 true)
  %8 = trunc i64 %7 to i32
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %9, %5
  %11 = phi i32 [ %8, %5 ], [ 64, %9 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_pair(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i64, ptr %3, i64 0
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i64, ptr %6, i64 1
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %5, %8
  %10 = trunc i64 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_imm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = add nsw i64 %3, 4000
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @byte_swap(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fma_asm(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = load double, ptr %6, align 8
  %10 = call double @llvm.fmuladd.f64(double %7, double %8, double %9)
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @select_lt(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp slt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @in_x19(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = add nsw i64 %3, 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @clobbers(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = add nsw i64 %3, 16
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_zero(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp eq i64 %3, 0
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_or_jump(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add nsw i64 %5, %6
  %8 = icmp sle i64 %7, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = add nsw i64 %10, %11
  %13 = sub nsw i64 0, %12
  %14 = sub nsw i64 %13, 1000
  br label %19

15:                                               ; preds = %2
  %16 = load i64, ptr %3, align 8
  %17 = load i64, ptr %4, align 8
  %18 = add nsw i64 %16, %17
  br label %19

19:                                               ; preds = %15, %9
  %20 = phi i64 [ %14, %9 ], [ %18, %15 ]
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @double_or_jump(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = fadd double %3, %4
  %6 = fcmp oeq double %5, 0.000000e+00
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8
  %9 = load double, ptr %2, align 8
  %10 = fadd double %8, %9
  %11 = fadd double %10, 1.500000e+00
  br label %16

12:                                               ; preds = %1
  %13 = load double, ptr %2, align 8
  %14 = load double, ptr %2, align 8
  %15 = fadd double %13, %14
  br label %16

16:                                               ; preds = %12, %7
  %17 = phi double [ %11, %7 ], [ %15, %12 ]
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @read_fpcr() #0 {
  ret i64 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @counter_freq() #0 {
  ret i64 1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
