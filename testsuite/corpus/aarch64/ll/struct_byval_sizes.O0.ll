; ModuleID = 'programs/struct_byval_sizes.c'
source_filename = "programs/struct_byval_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.s1 = type { [1 x i8] }
%struct.s2 = type { [2 x i8] }
%struct.s3 = type { [3 x i8] }
%struct.s4 = type { [4 x i8] }
%struct.s5 = type { [5 x i8] }
%struct.s6 = type { [6 x i8] }
%struct.s7 = type { [7 x i8] }
%struct.s8 = type { [8 x i8] }
%struct.s9 = type { [9 x i8] }
%struct.s10 = type { [10 x i8] }
%struct.s11 = type { [11 x i8] }
%struct.s12 = type { [12 x i8] }
%struct.s13 = type { [13 x i8] }
%struct.s14 = type { [14 x i8] }
%struct.s15 = type { [15 x i8] }
%struct.s16 = type { [16 x i8] }
%struct.s17 = type { [17 x i8] }
%struct.s20 = type { [20 x i8] }
%struct.s23 = type { [23 x i8] }
%struct.s24 = type { [24 x i8] }
%struct.s31 = type { [31 x i8] }
%struct.s32 = type { [32 x i8] }
%struct.s33 = type { [33 x i8] }
%struct.s40 = type { [40 x i8] }
%struct.s48 = type { [48 x i8] }
%struct.s63 = type { [63 x i8] }
%struct.s64 = type { [64 x i8] }
%struct.s100 = type { [100 x i8] }

@.str = private unnamed_addr constant [12 x i8] c"total=%08x\0A\00", align 1
@total = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [53 x i8] c"size %2d sizeof=%2zu sum=%08x bumped=%08x late=%08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @test1()
  call void @test2()
  call void @test3()
  call void @test4()
  call void @test5()
  call void @test6()
  call void @test7()
  call void @test8()
  call void @test9()
  call void @test10()
  call void @test11()
  call void @test12()
  call void @test13()
  call void @test14()
  call void @test15()
  call void @test16()
  call void @test17()
  call void @test20()
  call void @test23()
  call void @test24()
  call void @test31()
  call void @test32()
  call void @test33()
  call void @test40()
  call void @test48()
  call void @test63()
  call void @test64()
  call void @test100()
  %2 = load i32, ptr @total, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = load i32, ptr @total, align 4
  %5 = and i32 %4, 127
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test1() #0 {
  %1 = alloca %struct.s1, align 1
  %2 = alloca %struct.s1, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i8 @make1(i32 noundef 1)
  %15 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  store i8 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 1, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i8 @bump1(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %18, ptr %19, align 1
  store ptr @sum1, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 1, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum1(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 1, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 1, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 1, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late1(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 1, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum1(i64 %35)
  %37 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 1, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum1(i64 %38)
  %40 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 1, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 1, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late1(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 1, i64 noundef 1, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test2() #0 {
  %1 = alloca %struct.s2, align 1
  %2 = alloca %struct.s2, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i16 @make2(i32 noundef 2)
  %15 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  store i16 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 2, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i16 @bump2(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %18, ptr %19, align 1
  store ptr @sum2, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 2, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum2(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 2, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 2, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 2, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late2(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 2, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum2(i64 %35)
  %37 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 2, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum2(i64 %38)
  %40 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 2, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 2, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late2(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 2, i64 noundef 2, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test3() #0 {
  %1 = alloca %struct.s3, align 1
  %2 = alloca %struct.s3, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i24 @make3(i32 noundef 3)
  %15 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  store i24 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 3, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i24 @bump3(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  store i24 %18, ptr %19, align 1
  store ptr @sum3, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 3, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum3(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 3, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 3, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 3, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 3, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum3(i64 %35)
  %37 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 3, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum3(i64 %38)
  %40 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 3, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 3, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 3, i64 noundef 3, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test4() #0 {
  %1 = alloca %struct.s4, align 1
  %2 = alloca %struct.s4, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i32 @make4(i32 noundef 4)
  %15 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  store i32 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 4, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i32 @bump4(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  store i32 %18, ptr %19, align 1
  store ptr @sum4, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 4, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum4(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 4, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 4, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 4, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late4(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 4, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum4(i64 %35)
  %37 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 4, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum4(i64 %38)
  %40 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 4, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 4, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late4(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 4, i64 noundef 4, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test5() #0 {
  %1 = alloca %struct.s5, align 1
  %2 = alloca %struct.s5, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i40 @make5(i32 noundef 5)
  %15 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  store i40 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 5, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i40 @bump5(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  store i40 %18, ptr %19, align 1
  store ptr @sum5, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 5, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum5(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 5, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 5, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 5, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 5, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum5(i64 %35)
  %37 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 5, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum5(i64 %38)
  %40 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 5, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 5, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 5, i64 noundef 5, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test6() #0 {
  %1 = alloca %struct.s6, align 1
  %2 = alloca %struct.s6, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i48 @make6(i32 noundef 6)
  %15 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  store i48 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 6, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i48 @bump6(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  store i48 %18, ptr %19, align 1
  store ptr @sum6, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 6, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum6(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 6, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 6, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 6, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 6, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum6(i64 %35)
  %37 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 6, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum6(i64 %38)
  %40 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 6, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 6, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 6, i64 noundef 6, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test7() #0 {
  %1 = alloca %struct.s7, align 1
  %2 = alloca %struct.s7, align 1
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = call i56 @make7(i32 noundef 7)
  %15 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  store i56 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 7, i1 false)
  %17 = load i64, ptr %3, align 8
  %18 = call i56 @bump7(i64 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  store i56 %18, ptr %19, align 1
  store ptr @sum7, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 7, i1 false)
  %21 = load i64, ptr %6, align 8
  %22 = call i32 @sum7(i64 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 7, i1 false)
  %25 = load i64, ptr %7, align 8
  %26 = call i32 %23(i64 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 7, i1 false)
  %29 = load i64, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 7, i1 false)
  %31 = load i64, ptr %9, align 8
  %32 = call i32 @late7(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %29, i64 noundef 7, i64 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 7, i1 false)
  %35 = load i64, ptr %10, align 8
  %36 = call i32 @sum7(i64 %35)
  %37 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 7, i1 false)
  %38 = load i64, ptr %11, align 8
  %39 = call i32 @sum7(i64 %38)
  %40 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 7, i1 false)
  %41 = load i64, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 7, i1 false)
  %43 = load i64, ptr %13, align 8
  %44 = call i32 @late7(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %41, i64 noundef 7, i64 %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 7, i64 noundef 7, i32 noundef %36, i32 noundef %39, i32 noundef %44)
  %46 = load i32, ptr %5, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test8() #0 {
  %1 = alloca %struct.s8, align 1
  %2 = alloca %struct.s8, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = call i64 @make8(i32 noundef 8)
  %6 = getelementptr inbounds %struct.s8, ptr %1, i32 0, i32 0
  store i64 %5, ptr %6, align 1
  %7 = getelementptr inbounds %struct.s8, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 1
  %9 = call i64 @bump8(i64 %8, i32 noundef 3)
  %10 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  store i64 %9, ptr %10, align 1
  store ptr @sum8, ptr %3, align 8
  %11 = getelementptr inbounds %struct.s8, ptr %1, i32 0, i32 0
  %12 = load i64, ptr %11, align 1
  %13 = call i32 @sum8(i64 %12)
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %16 = load i64, ptr %15, align 1
  %17 = call i32 %14(i64 %16)
  %18 = xor i32 %13, %17
  %19 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %20 = load i64, ptr %19, align 1
  %21 = getelementptr inbounds %struct.s8, ptr %1, i32 0, i32 0
  %22 = load i64, ptr %21, align 1
  %23 = call i32 @late8(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %20, i64 noundef 7, i64 %22)
  %24 = xor i32 %18, %23
  store i32 %24, ptr %4, align 4
  %25 = getelementptr inbounds %struct.s8, ptr %1, i32 0, i32 0
  %26 = load i64, ptr %25, align 1
  %27 = call i32 @sum8(i64 %26)
  %28 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %29 = load i64, ptr %28, align 1
  %30 = call i32 @sum8(i64 %29)
  %31 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %32 = load i64, ptr %31, align 1
  %33 = getelementptr inbounds %struct.s8, ptr %1, i32 0, i32 0
  %34 = load i64, ptr %33, align 1
  %35 = call i32 @late8(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 %32, i64 noundef 7, i64 %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 8, i64 noundef 8, i32 noundef %27, i32 noundef %30, i32 noundef %35)
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr @total, align 4
  %39 = xor i32 %38, %37
  store i32 %39, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test9() #0 {
  %1 = alloca %struct.s9, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s9, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make9(i32 noundef 9)
  %17 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 9, i1 false)
  %18 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 9, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump9([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 9, i1 false)
  store ptr @sum9, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 9, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum9([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 9, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 9, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 9, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late9(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 9, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum9([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 9, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum9([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 9, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 9, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late9(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 9, i64 noundef 9, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test10() #0 {
  %1 = alloca %struct.s10, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s10, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make10(i32 noundef 10)
  %17 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 10, i1 false)
  %18 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 10, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump10([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 10, i1 false)
  store ptr @sum10, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 10, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum10([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 10, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 10, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 10, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late10(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 10, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum10([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 10, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum10([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 10, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 10, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late10(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 10, i64 noundef 10, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test11() #0 {
  %1 = alloca %struct.s11, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s11, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make11(i32 noundef 11)
  %17 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 11, i1 false)
  %18 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 11, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump11([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 11, i1 false)
  store ptr @sum11, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 11, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum11([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 11, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 11, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 11, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late11(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 11, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum11([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 11, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum11([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 11, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 11, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late11(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 11, i64 noundef 11, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test12() #0 {
  %1 = alloca %struct.s12, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s12, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make12(i32 noundef 12)
  %17 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 12, i1 false)
  %18 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 12, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump12([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 12, i1 false)
  store ptr @sum12, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 12, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum12([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 12, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 12, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 12, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late12(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 12, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum12([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 12, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum12([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 12, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 12, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late12(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 12, i64 noundef 12, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test13() #0 {
  %1 = alloca %struct.s13, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s13, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make13(i32 noundef 13)
  %17 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 13, i1 false)
  %18 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 13, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump13([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 13, i1 false)
  store ptr @sum13, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 13, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum13([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 13, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 13, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 13, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late13(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 13, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum13([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 13, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum13([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 13, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 13, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late13(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 13, i64 noundef 13, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test14() #0 {
  %1 = alloca %struct.s14, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s14, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make14(i32 noundef 14)
  %17 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 14, i1 false)
  %18 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 14, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump14([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 14, i1 false)
  store ptr @sum14, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 14, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum14([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 14, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 14, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 14, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late14(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 14, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum14([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 14, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum14([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 14, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 14, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late14(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 14, i64 noundef 14, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test15() #0 {
  %1 = alloca %struct.s15, align 1
  %2 = alloca [2 x i64], align 8
  %3 = alloca %struct.s15, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca [2 x i64], align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = call [2 x i64] @make15(i32 noundef 15)
  %17 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  store [2 x i64] %16, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %2, i64 15, i1 false)
  %18 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %18, i64 15, i1 false)
  %19 = load [2 x i64], ptr %4, align 8
  %20 = call [2 x i64] @bump15([2 x i64] %19, i32 noundef 3)
  %21 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  store [2 x i64] %20, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 8 %5, i64 15, i1 false)
  store ptr @sum15, ptr %6, align 8
  %22 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %22, i64 15, i1 false)
  %23 = load [2 x i64], ptr %8, align 8
  %24 = call i32 @sum15([2 x i64] %23)
  %25 = load ptr, ptr %6, align 8
  %26 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %26, i64 15, i1 false)
  %27 = load [2 x i64], ptr %9, align 8
  %28 = call i32 %25([2 x i64] %27)
  %29 = xor i32 %24, %28
  %30 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %30, i64 15, i1 false)
  %31 = load [2 x i64], ptr %10, align 8
  %32 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %32, i64 15, i1 false)
  %33 = load [2 x i64], ptr %11, align 8
  %34 = call i32 @late15(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %31, i64 noundef 7, [2 x i64] %33)
  %35 = xor i32 %29, %34
  store i32 %35, ptr %7, align 4
  %36 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %36, i64 15, i1 false)
  %37 = load [2 x i64], ptr %12, align 8
  %38 = call i32 @sum15([2 x i64] %37)
  %39 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %39, i64 15, i1 false)
  %40 = load [2 x i64], ptr %13, align 8
  %41 = call i32 @sum15([2 x i64] %40)
  %42 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 1 %42, i64 15, i1 false)
  %43 = load [2 x i64], ptr %14, align 8
  %44 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %44, i64 15, i1 false)
  %45 = load [2 x i64], ptr %15, align 8
  %46 = call i32 @late15(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %43, i64 noundef 7, [2 x i64] %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 15, i64 noundef 15, i32 noundef %38, i32 noundef %41, i32 noundef %46)
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr @total, align 4
  %50 = xor i32 %49, %48
  store i32 %50, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test16() #0 {
  %1 = alloca %struct.s16, align 1
  %2 = alloca %struct.s16, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = call [2 x i64] @make16(i32 noundef 16)
  %6 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  store [2 x i64] %5, ptr %6, align 1
  %7 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %8 = load [2 x i64], ptr %7, align 1
  %9 = call [2 x i64] @bump16([2 x i64] %8, i32 noundef 3)
  %10 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  store [2 x i64] %9, ptr %10, align 1
  store ptr @sum16, ptr %3, align 8
  %11 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %12 = load [2 x i64], ptr %11, align 1
  %13 = call i32 @sum16([2 x i64] %12)
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %16 = load [2 x i64], ptr %15, align 1
  %17 = call i32 %14([2 x i64] %16)
  %18 = xor i32 %13, %17
  %19 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %20 = load [2 x i64], ptr %19, align 1
  %21 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %22 = load [2 x i64], ptr %21, align 1
  %23 = call i32 @late16(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %20, i64 noundef 7, [2 x i64] %22)
  %24 = xor i32 %18, %23
  store i32 %24, ptr %4, align 4
  %25 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %26 = load [2 x i64], ptr %25, align 1
  %27 = call i32 @sum16([2 x i64] %26)
  %28 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %29 = load [2 x i64], ptr %28, align 1
  %30 = call i32 @sum16([2 x i64] %29)
  %31 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %32 = load [2 x i64], ptr %31, align 1
  %33 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %34 = load [2 x i64], ptr %33, align 1
  %35 = call i32 @late16(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, [2 x i64] %32, i64 noundef 7, [2 x i64] %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 16, i64 noundef 16, i32 noundef %27, i32 noundef %30, i32 noundef %35)
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr @total, align 4
  %39 = xor i32 %38, %37
  store i32 %39, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test17() #0 {
  %1 = alloca %struct.s17, align 1
  %2 = alloca %struct.s17, align 1
  %3 = alloca %struct.s17, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s17, align 1
  %7 = alloca %struct.s17, align 1
  %8 = alloca %struct.s17, align 1
  %9 = alloca %struct.s17, align 1
  %10 = alloca %struct.s17, align 1
  %11 = alloca %struct.s17, align 1
  %12 = alloca %struct.s17, align 1
  %13 = alloca %struct.s17, align 1
  call void @make17(ptr dead_on_unwind writable sret(%struct.s17) align 1 %1, i32 noundef 17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 17, i1 false)
  call void @bump17(ptr dead_on_unwind writable sret(%struct.s17) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum17, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 17, i1 false)
  %14 = call i32 @sum17(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 17, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 17, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 17, i1 false)
  %18 = call i32 @late17(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 17, i1 false)
  %20 = call i32 @sum17(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 17, i1 false)
  %21 = call i32 @sum17(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 17, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 17, i1 false)
  %22 = call i32 @late17(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 17, i64 noundef 17, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test20() #0 {
  %1 = alloca %struct.s20, align 1
  %2 = alloca %struct.s20, align 1
  %3 = alloca %struct.s20, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s20, align 1
  %7 = alloca %struct.s20, align 1
  %8 = alloca %struct.s20, align 1
  %9 = alloca %struct.s20, align 1
  %10 = alloca %struct.s20, align 1
  %11 = alloca %struct.s20, align 1
  %12 = alloca %struct.s20, align 1
  %13 = alloca %struct.s20, align 1
  call void @make20(ptr dead_on_unwind writable sret(%struct.s20) align 1 %1, i32 noundef 20)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 20, i1 false)
  call void @bump20(ptr dead_on_unwind writable sret(%struct.s20) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum20, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 20, i1 false)
  %14 = call i32 @sum20(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 20, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 20, i1 false)
  %18 = call i32 @late20(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 20, i1 false)
  %20 = call i32 @sum20(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 20, i1 false)
  %21 = call i32 @sum20(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 20, i1 false)
  %22 = call i32 @late20(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 20, i64 noundef 20, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test23() #0 {
  %1 = alloca %struct.s23, align 1
  %2 = alloca %struct.s23, align 1
  %3 = alloca %struct.s23, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s23, align 1
  %7 = alloca %struct.s23, align 1
  %8 = alloca %struct.s23, align 1
  %9 = alloca %struct.s23, align 1
  %10 = alloca %struct.s23, align 1
  %11 = alloca %struct.s23, align 1
  %12 = alloca %struct.s23, align 1
  %13 = alloca %struct.s23, align 1
  call void @make23(ptr dead_on_unwind writable sret(%struct.s23) align 1 %1, i32 noundef 23)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 23, i1 false)
  call void @bump23(ptr dead_on_unwind writable sret(%struct.s23) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum23, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 23, i1 false)
  %14 = call i32 @sum23(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 23, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 23, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 23, i1 false)
  %18 = call i32 @late23(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 23, i1 false)
  %20 = call i32 @sum23(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 23, i1 false)
  %21 = call i32 @sum23(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 23, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 23, i1 false)
  %22 = call i32 @late23(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 23, i64 noundef 23, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test24() #0 {
  %1 = alloca %struct.s24, align 1
  %2 = alloca %struct.s24, align 1
  %3 = alloca %struct.s24, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s24, align 1
  %7 = alloca %struct.s24, align 1
  %8 = alloca %struct.s24, align 1
  %9 = alloca %struct.s24, align 1
  %10 = alloca %struct.s24, align 1
  %11 = alloca %struct.s24, align 1
  %12 = alloca %struct.s24, align 1
  %13 = alloca %struct.s24, align 1
  call void @make24(ptr dead_on_unwind writable sret(%struct.s24) align 1 %1, i32 noundef 24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 24, i1 false)
  call void @bump24(ptr dead_on_unwind writable sret(%struct.s24) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum24, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 24, i1 false)
  %14 = call i32 @sum24(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 24, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 24, i1 false)
  %18 = call i32 @late24(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 24, i1 false)
  %20 = call i32 @sum24(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 24, i1 false)
  %21 = call i32 @sum24(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 24, i1 false)
  %22 = call i32 @late24(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 24, i64 noundef 24, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test31() #0 {
  %1 = alloca %struct.s31, align 1
  %2 = alloca %struct.s31, align 1
  %3 = alloca %struct.s31, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s31, align 1
  %7 = alloca %struct.s31, align 1
  %8 = alloca %struct.s31, align 1
  %9 = alloca %struct.s31, align 1
  %10 = alloca %struct.s31, align 1
  %11 = alloca %struct.s31, align 1
  %12 = alloca %struct.s31, align 1
  %13 = alloca %struct.s31, align 1
  call void @make31(ptr dead_on_unwind writable sret(%struct.s31) align 1 %1, i32 noundef 31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 31, i1 false)
  call void @bump31(ptr dead_on_unwind writable sret(%struct.s31) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum31, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 31, i1 false)
  %14 = call i32 @sum31(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 31, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 31, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 31, i1 false)
  %18 = call i32 @late31(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 31, i1 false)
  %20 = call i32 @sum31(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 31, i1 false)
  %21 = call i32 @sum31(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 31, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 31, i1 false)
  %22 = call i32 @late31(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 31, i64 noundef 31, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test32() #0 {
  %1 = alloca %struct.s32, align 1
  %2 = alloca %struct.s32, align 1
  %3 = alloca %struct.s32, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s32, align 1
  %7 = alloca %struct.s32, align 1
  %8 = alloca %struct.s32, align 1
  %9 = alloca %struct.s32, align 1
  %10 = alloca %struct.s32, align 1
  %11 = alloca %struct.s32, align 1
  %12 = alloca %struct.s32, align 1
  %13 = alloca %struct.s32, align 1
  call void @make32(ptr dead_on_unwind writable sret(%struct.s32) align 1 %1, i32 noundef 32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 32, i1 false)
  call void @bump32(ptr dead_on_unwind writable sret(%struct.s32) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum32, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 32, i1 false)
  %14 = call i32 @sum32(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 32, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 32, i1 false)
  %18 = call i32 @late32(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 32, i1 false)
  %20 = call i32 @sum32(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 32, i1 false)
  %21 = call i32 @sum32(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 32, i1 false)
  %22 = call i32 @late32(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 32, i64 noundef 32, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test33() #0 {
  %1 = alloca %struct.s33, align 1
  %2 = alloca %struct.s33, align 1
  %3 = alloca %struct.s33, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s33, align 1
  %7 = alloca %struct.s33, align 1
  %8 = alloca %struct.s33, align 1
  %9 = alloca %struct.s33, align 1
  %10 = alloca %struct.s33, align 1
  %11 = alloca %struct.s33, align 1
  %12 = alloca %struct.s33, align 1
  %13 = alloca %struct.s33, align 1
  call void @make33(ptr dead_on_unwind writable sret(%struct.s33) align 1 %1, i32 noundef 33)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 33, i1 false)
  call void @bump33(ptr dead_on_unwind writable sret(%struct.s33) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum33, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 33, i1 false)
  %14 = call i32 @sum33(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 33, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 33, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 33, i1 false)
  %18 = call i32 @late33(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 33, i1 false)
  %20 = call i32 @sum33(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 33, i1 false)
  %21 = call i32 @sum33(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 33, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 33, i1 false)
  %22 = call i32 @late33(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 33, i64 noundef 33, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test40() #0 {
  %1 = alloca %struct.s40, align 1
  %2 = alloca %struct.s40, align 1
  %3 = alloca %struct.s40, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s40, align 1
  %7 = alloca %struct.s40, align 1
  %8 = alloca %struct.s40, align 1
  %9 = alloca %struct.s40, align 1
  %10 = alloca %struct.s40, align 1
  %11 = alloca %struct.s40, align 1
  %12 = alloca %struct.s40, align 1
  %13 = alloca %struct.s40, align 1
  call void @make40(ptr dead_on_unwind writable sret(%struct.s40) align 1 %1, i32 noundef 40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 40, i1 false)
  call void @bump40(ptr dead_on_unwind writable sret(%struct.s40) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum40, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 40, i1 false)
  %14 = call i32 @sum40(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 40, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 40, i1 false)
  %18 = call i32 @late40(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 40, i1 false)
  %20 = call i32 @sum40(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 40, i1 false)
  %21 = call i32 @sum40(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 40, i1 false)
  %22 = call i32 @late40(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 40, i64 noundef 40, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test48() #0 {
  %1 = alloca %struct.s48, align 1
  %2 = alloca %struct.s48, align 1
  %3 = alloca %struct.s48, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s48, align 1
  %7 = alloca %struct.s48, align 1
  %8 = alloca %struct.s48, align 1
  %9 = alloca %struct.s48, align 1
  %10 = alloca %struct.s48, align 1
  %11 = alloca %struct.s48, align 1
  %12 = alloca %struct.s48, align 1
  %13 = alloca %struct.s48, align 1
  call void @make48(ptr dead_on_unwind writable sret(%struct.s48) align 1 %1, i32 noundef 48)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 48, i1 false)
  call void @bump48(ptr dead_on_unwind writable sret(%struct.s48) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum48, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 48, i1 false)
  %14 = call i32 @sum48(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 48, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 48, i1 false)
  %18 = call i32 @late48(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 48, i1 false)
  %20 = call i32 @sum48(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 48, i1 false)
  %21 = call i32 @sum48(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 48, i1 false)
  %22 = call i32 @late48(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 48, i64 noundef 48, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test63() #0 {
  %1 = alloca %struct.s63, align 1
  %2 = alloca %struct.s63, align 1
  %3 = alloca %struct.s63, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s63, align 1
  %7 = alloca %struct.s63, align 1
  %8 = alloca %struct.s63, align 1
  %9 = alloca %struct.s63, align 1
  %10 = alloca %struct.s63, align 1
  %11 = alloca %struct.s63, align 1
  %12 = alloca %struct.s63, align 1
  %13 = alloca %struct.s63, align 1
  call void @make63(ptr dead_on_unwind writable sret(%struct.s63) align 1 %1, i32 noundef 63)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 63, i1 false)
  call void @bump63(ptr dead_on_unwind writable sret(%struct.s63) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum63, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 63, i1 false)
  %14 = call i32 @sum63(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 63, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 63, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 63, i1 false)
  %18 = call i32 @late63(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 63, i1 false)
  %20 = call i32 @sum63(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 63, i1 false)
  %21 = call i32 @sum63(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 63, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 63, i1 false)
  %22 = call i32 @late63(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 63, i64 noundef 63, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test64() #0 {
  %1 = alloca %struct.s64, align 1
  %2 = alloca %struct.s64, align 1
  %3 = alloca %struct.s64, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s64, align 1
  %7 = alloca %struct.s64, align 1
  %8 = alloca %struct.s64, align 1
  %9 = alloca %struct.s64, align 1
  %10 = alloca %struct.s64, align 1
  %11 = alloca %struct.s64, align 1
  %12 = alloca %struct.s64, align 1
  %13 = alloca %struct.s64, align 1
  call void @make64(ptr dead_on_unwind writable sret(%struct.s64) align 1 %1, i32 noundef 64)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 64, i1 false)
  call void @bump64(ptr dead_on_unwind writable sret(%struct.s64) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum64, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 64, i1 false)
  %14 = call i32 @sum64(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 64, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 64, i1 false)
  %18 = call i32 @late64(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 64, i1 false)
  %20 = call i32 @sum64(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 64, i1 false)
  %21 = call i32 @sum64(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 64, i1 false)
  %22 = call i32 @late64(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 64, i64 noundef 64, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test100() #0 {
  %1 = alloca %struct.s100, align 1
  %2 = alloca %struct.s100, align 1
  %3 = alloca %struct.s100, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s100, align 1
  %7 = alloca %struct.s100, align 1
  %8 = alloca %struct.s100, align 1
  %9 = alloca %struct.s100, align 1
  %10 = alloca %struct.s100, align 1
  %11 = alloca %struct.s100, align 1
  %12 = alloca %struct.s100, align 1
  %13 = alloca %struct.s100, align 1
  call void @make100(ptr dead_on_unwind writable sret(%struct.s100) align 1 %1, i32 noundef 100)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 100, i1 false)
  call void @bump100(ptr dead_on_unwind writable sret(%struct.s100) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum100, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 100, i1 false)
  %14 = call i32 @sum100(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 100, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 100, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 100, i1 false)
  %18 = call i32 @late100(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %8, i64 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 100, i1 false)
  %20 = call i32 @sum100(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 100, i1 false)
  %21 = call i32 @sum100(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 100, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 100, i1 false)
  %22 = call i32 @late100(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %12, i64 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 100, i64 noundef 100, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @make1(i32 noundef %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 1
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [1 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !6

22:                                               ; preds = %5
  %23 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %24 = load i8, ptr %23, align 1
  ret i8 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @bump1(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s1, align 1
  %4 = alloca %struct.s1, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %8 = trunc i64 %0 to i8
  store i8 %8, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [1 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !8

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 1, i1 false)
  %30 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %31 = load i8, ptr %30, align 1
  ret i8 %31
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum1(i64 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i8
  store i8 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 1
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [1 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !9

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late1(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s1, align 1
  %11 = alloca %struct.s1, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i8
  store i8 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i8
  store i8 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 1, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum1(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 1, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum1(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @make2(i32 noundef %0) #0 {
  %2 = alloca %struct.s2, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 2
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [2 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !10

22:                                               ; preds = %5
  %23 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %24 = load i16, ptr %23, align 1
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @bump2(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s2, align 1
  %4 = alloca %struct.s2, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s2, ptr %4, i32 0, i32 0
  %8 = trunc i64 %0 to i16
  store i16 %8, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 2
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s2, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [2 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s2, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [2 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !11

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 2, i1 false)
  %30 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0
  %31 = load i16, ptr %30, align 1
  ret i16 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum2(i64 %0) #0 {
  %2 = alloca %struct.s2, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i16
  store i16 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [2 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !12

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s2, align 1
  %11 = alloca %struct.s2, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i16
  store i16 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i16
  store i16 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 2, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum2(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 2, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum2(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @make3(i32 noundef %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i24, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !13

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 1 %24, i64 3, i1 false)
  %25 = load i24, ptr %5, align 4
  ret i24 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @bump3(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s3, align 1
  %4 = alloca %struct.s3, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i24, align 4
  %8 = getelementptr inbounds %struct.s3, ptr %4, i32 0, i32 0
  %9 = trunc i64 %0 to i24
  store i24 %9, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 3
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s3, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s3, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !14

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 3, i1 false)
  %31 = getelementptr inbounds %struct.s3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 1 %31, i64 3, i1 false)
  %32 = load i24, ptr %7, align 4
  ret i24 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum3(i64 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i24
  store i24 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 3
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [3 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !15

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s3, align 1
  %11 = alloca %struct.s3, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s3, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i24
  store i24 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s3, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i24
  store i24 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s3, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 3, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum3(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s3, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 3, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum3(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @make4(i32 noundef %0) #0 {
  %2 = alloca %struct.s4, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [4 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !16

22:                                               ; preds = %5
  %23 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %24 = load i32, ptr %23, align 1
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bump4(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s4, align 1
  %4 = alloca %struct.s4, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s4, ptr %4, i32 0, i32 0
  %8 = trunc i64 %0 to i32
  store i32 %8, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s4, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s4, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !17

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 4, i1 false)
  %30 = getelementptr inbounds %struct.s4, ptr %3, i32 0, i32 0
  %31 = load i32, ptr %30, align 1
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum4(i64 %0) #0 {
  %2 = alloca %struct.s4, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i32
  store i32 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !18

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late4(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s4, align 1
  %11 = alloca %struct.s4, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s4, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i32
  store i32 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s4, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i32
  store i32 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s4, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 4, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum4(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s4, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 4, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum4(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @make5(i32 noundef %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i40, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !19

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 5, i1 false)
  %25 = load i40, ptr %5, align 8
  ret i40 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @bump5(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s5, align 1
  %4 = alloca %struct.s5, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i40, align 8
  %8 = getelementptr inbounds %struct.s5, ptr %4, i32 0, i32 0
  %9 = trunc i64 %0 to i40
  store i40 %9, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s5, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [5 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s5, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !20

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 5, i1 false)
  %31 = getelementptr inbounds %struct.s5, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %31, i64 5, i1 false)
  %32 = load i40, ptr %7, align 8
  ret i40 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum5(i64 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i40
  store i40 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !21

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s5, align 1
  %11 = alloca %struct.s5, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i40
  store i40 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i40
  store i40 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 5, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum5(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 5, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum5(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @make6(i32 noundef %0) #0 {
  %2 = alloca %struct.s6, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i48, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [6 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !22

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 6, i1 false)
  %25 = load i48, ptr %5, align 8
  ret i48 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @bump6(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s6, align 1
  %4 = alloca %struct.s6, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i48, align 8
  %8 = getelementptr inbounds %struct.s6, ptr %4, i32 0, i32 0
  %9 = trunc i64 %0 to i48
  store i48 %9, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 6
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s6, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [6 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s6, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [6 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !23

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 6, i1 false)
  %31 = getelementptr inbounds %struct.s6, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %31, i64 6, i1 false)
  %32 = load i48, ptr %7, align 8
  ret i48 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum6(i64 %0) #0 {
  %2 = alloca %struct.s6, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i48
  store i48 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !24

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s6, align 1
  %11 = alloca %struct.s6, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s6, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i48
  store i48 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s6, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i48
  store i48 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s6, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 6, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum6(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s6, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 6, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum6(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i56 @make7(i32 noundef %0) #0 {
  %2 = alloca %struct.s7, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i56, align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !25

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 7, i1 false)
  %25 = load i56, ptr %5, align 8
  ret i56 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i56 @bump7(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s7, align 1
  %4 = alloca %struct.s7, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i56, align 8
  %8 = getelementptr inbounds %struct.s7, ptr %4, i32 0, i32 0
  %9 = trunc i64 %0 to i56
  store i56 %9, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s7, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [7 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s7, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %10, !llvm.loop !26

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 7, i1 false)
  %31 = getelementptr inbounds %struct.s7, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %31, i64 7, i1 false)
  %32 = load i56, ptr %7, align 8
  ret i56 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum7(i64 %0) #0 {
  %2 = alloca %struct.s7, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %6 = trunc i64 %0 to i56
  store i56 %6, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 7
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [7 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %7, !llvm.loop !27

23:                                               ; preds = %7
  %24 = load i32, ptr %3, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late7(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s7, align 1
  %11 = alloca %struct.s7, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = getelementptr inbounds %struct.s7, ptr %10, i32 0, i32 0
  %22 = trunc i64 %6 to i56
  store i56 %22, ptr %21, align 1
  %23 = getelementptr inbounds %struct.s7, ptr %11, i32 0, i32 0
  %24 = trunc i64 %8 to i56
  store i56 %24, ptr %23, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %25 = load i64, ptr %12, align 8
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s7, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %39, i64 7, i1 false)
  %40 = load i64, ptr %19, align 8
  %41 = call i32 @sum7(i64 %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s7, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %44, i64 7, i1 false)
  %45 = load i64, ptr %20, align 8
  %46 = call i32 @sum7(i64 %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make8(i32 noundef %0) #0 {
  %2 = alloca %struct.s8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !28

22:                                               ; preds = %5
  %23 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %24 = load i64, ptr %23, align 1
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bump8(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s8, align 1
  %4 = alloca %struct.s8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s8, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 8
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s8, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s8, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %8, !llvm.loop !29

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 8, i1 false)
  %29 = getelementptr inbounds %struct.s8, ptr %3, i32 0, i32 0
  %30 = load i64, ptr %29, align 1
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum8(i64 %0) #0 {
  %2 = alloca %struct.s8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  store i64 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 8
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s8, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !30

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late8(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 %6, i64 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8, align 1
  %11 = alloca %struct.s8, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = getelementptr inbounds %struct.s8, ptr %10, i32 0, i32 0
  store i64 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s8, ptr %11, i32 0, i32 0
  store i64 %8, ptr %20, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  %35 = getelementptr inbounds %struct.s8, ptr %10, i32 0, i32 0
  %36 = load i64, ptr %35, align 1
  %37 = call i32 @sum8(i64 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %34, %38
  %40 = getelementptr inbounds %struct.s8, ptr %11, i32 0, i32 0
  %41 = load i64, ptr %40, align 1
  %42 = call i32 @sum8(i64 %41)
  %43 = add i32 %39, %42
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make9(i32 noundef %0) #0 {
  %2 = alloca %struct.s9, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s9, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !31

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s9, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 9, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump9([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s9, align 1
  %4 = alloca %struct.s9, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s9, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 9, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 9
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s9, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [9 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s9, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [9 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !32

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 9, i1 false)
  %31 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 9, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum9([2 x i64] %0) #0 {
  %2 = alloca %struct.s9, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s9, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 9, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 9
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s9, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !33

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late9(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s9, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s9, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s9, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 9, i1 false)
  %24 = getelementptr inbounds %struct.s9, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 9, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s9, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 9, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum9([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s9, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 9, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum9([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make10(i32 noundef %0) #0 {
  %2 = alloca %struct.s10, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s10, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !34

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s10, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 10, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump10([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s10, align 1
  %4 = alloca %struct.s10, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s10, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 10, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s10, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s10, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [10 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !35

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 10, i1 false)
  %31 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 10, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum10([2 x i64] %0) #0 {
  %2 = alloca %struct.s10, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s10, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 10, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s10, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [10 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !36

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late10(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s10, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s10, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s10, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 10, i1 false)
  %24 = getelementptr inbounds %struct.s10, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 10, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s10, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 10, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum10([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s10, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 10, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum10([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make11(i32 noundef %0) #0 {
  %2 = alloca %struct.s11, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s11, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [11 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !37

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s11, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 11, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump11([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s11, align 1
  %4 = alloca %struct.s11, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s11, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 11, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 11
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s11, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [11 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s11, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [11 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !38

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 11, i1 false)
  %31 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 11, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum11([2 x i64] %0) #0 {
  %2 = alloca %struct.s11, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s11, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 11, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 11
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s11, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [11 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !39

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late11(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s11, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s11, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s11, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 11, i1 false)
  %24 = getelementptr inbounds %struct.s11, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 11, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s11, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 11, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum11([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s11, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 11, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum11([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make12(i32 noundef %0) #0 {
  %2 = alloca %struct.s12, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s12, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !40

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s12, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 12, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump12([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s12, align 1
  %4 = alloca %struct.s12, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s12, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 12, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 12
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s12, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [12 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s12, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [12 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !41

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 12, i1 false)
  %31 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 12, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum12([2 x i64] %0) #0 {
  %2 = alloca %struct.s12, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s12, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 12, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 12
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s12, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [12 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !42

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late12(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s12, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s12, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s12, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 12, i1 false)
  %24 = getelementptr inbounds %struct.s12, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 12, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s12, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 12, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum12([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s12, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 12, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum12([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make13(i32 noundef %0) #0 {
  %2 = alloca %struct.s13, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 13
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s13, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [13 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !43

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s13, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 13, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump13([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s13, align 1
  %4 = alloca %struct.s13, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s13, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 13, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 13
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s13, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [13 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s13, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [13 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !44

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 13, i1 false)
  %31 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 13, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum13([2 x i64] %0) #0 {
  %2 = alloca %struct.s13, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s13, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 13, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 13
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s13, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [13 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !45

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late13(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s13, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s13, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s13, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 13, i1 false)
  %24 = getelementptr inbounds %struct.s13, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 13, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s13, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 13, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum13([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s13, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 13, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum13([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make14(i32 noundef %0) #0 {
  %2 = alloca %struct.s14, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 14
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s14, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !46

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s14, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 14, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump14([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s14, align 1
  %4 = alloca %struct.s14, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s14, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 14, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 14
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s14, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [14 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s14, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [14 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !47

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 14, i1 false)
  %31 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 14, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum14([2 x i64] %0) #0 {
  %2 = alloca %struct.s14, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s14, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 14, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 14
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s14, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [14 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !48

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late14(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s14, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s14, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s14, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 14, i1 false)
  %24 = getelementptr inbounds %struct.s14, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 14, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s14, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 14, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum14([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s14, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 14, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum14([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make15(i32 noundef %0) #0 {
  %2 = alloca %struct.s15, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s15, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !49

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.s15, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 15, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump15([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s15, align 1
  %4 = alloca %struct.s15, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.s15, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %5, i64 15, i1 false)
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 15
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s15, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [15 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s15, ptr %4, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [15 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !50

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 15, i1 false)
  %31 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %31, i64 15, i1 false)
  %32 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum15([2 x i64] %0) #0 {
  %2 = alloca %struct.s15, align 1
  %3 = alloca [2 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds %struct.s15, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 8 %3, i64 15, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 15
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = mul i32 %11, 33
  %13 = getelementptr inbounds %struct.s15, ptr %2, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [15 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %12, %18
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %10
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %7, !llvm.loop !51

23:                                               ; preds = %7
  %24 = load i32, ptr %4, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late15(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s15, align 1
  %11 = alloca [2 x i64], align 8
  %12 = alloca %struct.s15, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca [2 x i64], align 8
  %22 = alloca [2 x i64], align 8
  %23 = getelementptr inbounds %struct.s15, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 8 %11, i64 15, i1 false)
  %24 = getelementptr inbounds %struct.s15, ptr %12, i32 0, i32 0
  store [2 x i64] %8, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %24, ptr align 8 %13, i64 15, i1 false)
  store i64 %0, ptr %14, align 8
  store i64 %1, ptr %15, align 8
  store i64 %2, ptr %16, align 8
  store i64 %3, ptr %17, align 8
  store i64 %4, ptr %18, align 8
  store i64 %5, ptr %19, align 8
  store i64 %7, ptr %20, align 8
  %25 = load i64, ptr %14, align 8
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %19, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %20, align 8
  %37 = add nsw i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = getelementptr inbounds %struct.s15, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 1 %39, i64 15, i1 false)
  %40 = load [2 x i64], ptr %21, align 8
  %41 = call i32 @sum15([2 x i64] %40)
  %42 = mul i32 %41, 3
  %43 = add i32 %38, %42
  %44 = getelementptr inbounds %struct.s15, ptr %12, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 1 %44, i64 15, i1 false)
  %45 = load [2 x i64], ptr %22, align 8
  %46 = call i32 @sum15([2 x i64] %45)
  %47 = add i32 %43, %46
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make16(i32 noundef %0) #0 {
  %2 = alloca %struct.s16, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [16 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !52

22:                                               ; preds = %5
  %23 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %24 = load [2 x i64], ptr %23, align 1
  ret [2 x i64] %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @bump16([2 x i64] %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s16, align 1
  %4 = alloca %struct.s16, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s16, ptr %4, i32 0, i32 0
  store [2 x i64] %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s16, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s16, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %8, !llvm.loop !53

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 16, i1 false)
  %29 = getelementptr inbounds %struct.s16, ptr %3, i32 0, i32 0
  %30 = load [2 x i64], ptr %29, align 1
  ret [2 x i64] %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum16([2 x i64] %0) #0 {
  %2 = alloca %struct.s16, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !54

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late16(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, [2 x i64] %6, i64 noundef %7, [2 x i64] %8) #0 {
  %10 = alloca %struct.s16, align 1
  %11 = alloca %struct.s16, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = getelementptr inbounds %struct.s16, ptr %10, i32 0, i32 0
  store [2 x i64] %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s16, ptr %11, i32 0, i32 0
  store [2 x i64] %8, ptr %20, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %17, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %18, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  %35 = getelementptr inbounds %struct.s16, ptr %10, i32 0, i32 0
  %36 = load [2 x i64], ptr %35, align 1
  %37 = call i32 @sum16([2 x i64] %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %34, %38
  %40 = getelementptr inbounds %struct.s16, ptr %11, i32 0, i32 0
  %41 = load [2 x i64], ptr %40, align 1
  %42 = call i32 @sum16([2 x i64] %41)
  %43 = add i32 %39, %42
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make17(ptr dead_on_unwind noalias writable sret(%struct.s17) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 17
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s17, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [17 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !55

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump17(ptr dead_on_unwind noalias writable sret(%struct.s17) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 17
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s17, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [17 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s17, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [17 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !56

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 17, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum17(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 17
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s17, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [17 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !57

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late17(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s17, align 1
  %20 = alloca %struct.s17, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 17, i1 false)
  %35 = call i32 @sum17(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 17, i1 false)
  %38 = call i32 @sum17(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make20(ptr dead_on_unwind noalias writable sret(%struct.s20) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 20
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s20, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [20 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !58

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump20(ptr dead_on_unwind noalias writable sret(%struct.s20) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 20
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s20, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [20 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s20, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [20 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !59

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum20(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 20
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s20, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [20 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !60

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late20(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s20, align 1
  %20 = alloca %struct.s20, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 20, i1 false)
  %35 = call i32 @sum20(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 20, i1 false)
  %38 = call i32 @sum20(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make23(ptr dead_on_unwind noalias writable sret(%struct.s23) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 23
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s23, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [23 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !61

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump23(ptr dead_on_unwind noalias writable sret(%struct.s23) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 23
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s23, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [23 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s23, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [23 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !62

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 23, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum23(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 23
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s23, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [23 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !63

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late23(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s23, align 1
  %20 = alloca %struct.s23, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 23, i1 false)
  %35 = call i32 @sum23(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 23, i1 false)
  %38 = call i32 @sum23(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make24(ptr dead_on_unwind noalias writable sret(%struct.s24) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 24
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s24, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [24 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !64

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump24(ptr dead_on_unwind noalias writable sret(%struct.s24) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 24
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s24, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [24 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s24, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [24 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !65

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum24(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 24
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s24, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [24 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !66

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late24(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s24, align 1
  %20 = alloca %struct.s24, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 24, i1 false)
  %35 = call i32 @sum24(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 24, i1 false)
  %38 = call i32 @sum24(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make31(ptr dead_on_unwind noalias writable sret(%struct.s31) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 31
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s31, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [31 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !67

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump31(ptr dead_on_unwind noalias writable sret(%struct.s31) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 31
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s31, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [31 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s31, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [31 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !68

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 31, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum31(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 31
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s31, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [31 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !69

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late31(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s31, align 1
  %20 = alloca %struct.s31, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 31, i1 false)
  %35 = call i32 @sum31(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 31, i1 false)
  %38 = call i32 @sum31(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make32(ptr dead_on_unwind noalias writable sret(%struct.s32) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 32
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s32, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !70

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump32(ptr dead_on_unwind noalias writable sret(%struct.s32) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 32
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s32, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s32, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !71

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 32
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s32, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [32 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !72

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late32(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s32, align 1
  %20 = alloca %struct.s32, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 32, i1 false)
  %35 = call i32 @sum32(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 32, i1 false)
  %38 = call i32 @sum32(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make33(ptr dead_on_unwind noalias writable sret(%struct.s33) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 33
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s33, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [33 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !73

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump33(ptr dead_on_unwind noalias writable sret(%struct.s33) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 33
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s33, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [33 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s33, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [33 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !74

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 33, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum33(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 33
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s33, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [33 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !75

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late33(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s33, align 1
  %20 = alloca %struct.s33, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 33, i1 false)
  %35 = call i32 @sum33(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 33, i1 false)
  %38 = call i32 @sum33(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make40(ptr dead_on_unwind noalias writable sret(%struct.s40) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 40
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s40, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [40 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !76

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump40(ptr dead_on_unwind noalias writable sret(%struct.s40) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 40
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s40, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s40, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [40 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !77

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 40, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum40(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 40
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s40, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [40 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !78

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late40(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s40, align 1
  %20 = alloca %struct.s40, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 40, i1 false)
  %35 = call i32 @sum40(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 40, i1 false)
  %38 = call i32 @sum40(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make48(ptr dead_on_unwind noalias writable sret(%struct.s48) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 48
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s48, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [48 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !79

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump48(ptr dead_on_unwind noalias writable sret(%struct.s48) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 48
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s48, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s48, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [48 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !80

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 48, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum48(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 48
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s48, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [48 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !81

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late48(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s48, align 1
  %20 = alloca %struct.s48, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 48, i1 false)
  %35 = call i32 @sum48(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 48, i1 false)
  %38 = call i32 @sum48(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make63(ptr dead_on_unwind noalias writable sret(%struct.s63) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 63
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s63, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [63 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !82

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump63(ptr dead_on_unwind noalias writable sret(%struct.s63) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 63
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s63, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [63 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s63, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [63 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !83

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 63, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum63(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 63
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s63, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [63 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !84

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late63(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s63, align 1
  %20 = alloca %struct.s63, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 63, i1 false)
  %35 = call i32 @sum63(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 63, i1 false)
  %38 = call i32 @sum63(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make64(ptr dead_on_unwind noalias writable sret(%struct.s64) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s64, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !85

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump64(ptr dead_on_unwind noalias writable sret(%struct.s64) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 64
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s64, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s64, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !86

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 64
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s64, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [64 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !87

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late64(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s64, align 1
  %20 = alloca %struct.s64, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 64, i1 false)
  %35 = call i32 @sum64(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 64, i1 false)
  %38 = call i32 @sum64(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make100(ptr dead_on_unwind noalias writable sret(%struct.s100) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 100
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 31
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 7
  %13 = add nsw i32 %10, %12
  %14 = trunc i32 %13 to i8
  %15 = getelementptr inbounds %struct.s100, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [100 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !88

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump100(ptr dead_on_unwind noalias writable sret(%struct.s100) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %24, %3
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 100
  br i1 %9, label %10, label %27

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.s100, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %6, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [100 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %16, %17
  %19 = trunc i32 %18 to i8
  %20 = getelementptr inbounds %struct.s100, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [100 x i8], ptr %20, i64 0, i64 %22
  store i8 %19, ptr %23, align 1
  br label %24

24:                                               ; preds = %10
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %7, !llvm.loop !89

27:                                               ; preds = %7
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 100, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum100(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 100
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s100, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [100 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !90

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late100(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s100, align 1
  %20 = alloca %struct.s100, align 1
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store ptr %6, ptr %16, align 8
  store i64 %7, ptr %17, align 8
  store ptr %8, ptr %18, align 8
  %21 = load i64, ptr %10, align 8
  %22 = load i64, ptr %11, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %12, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = trunc i64 %33 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 100, i1 false)
  %35 = call i32 @sum100(ptr noundef %19)
  %36 = mul i32 %35, 3
  %37 = add i32 %34, %36
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 100, i1 false)
  %38 = call i32 @sum100(ptr noundef %20)
  %39 = add i32 %37, %38
  ret i32 %39
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
!62 = distinct !{!62, !7}
!63 = distinct !{!63, !7}
!64 = distinct !{!64, !7}
!65 = distinct !{!65, !7}
!66 = distinct !{!66, !7}
!67 = distinct !{!67, !7}
!68 = distinct !{!68, !7}
!69 = distinct !{!69, !7}
!70 = distinct !{!70, !7}
!71 = distinct !{!71, !7}
!72 = distinct !{!72, !7}
!73 = distinct !{!73, !7}
!74 = distinct !{!74, !7}
!75 = distinct !{!75, !7}
!76 = distinct !{!76, !7}
!77 = distinct !{!77, !7}
!78 = distinct !{!78, !7}
!79 = distinct !{!79, !7}
!80 = distinct !{!80, !7}
!81 = distinct !{!81, !7}
!82 = distinct !{!82, !7}
!83 = distinct !{!83, !7}
!84 = distinct !{!84, !7}
!85 = distinct !{!85, !7}
!86 = distinct !{!86, !7}
!87 = distinct !{!87, !7}
!88 = distinct !{!88, !7}
!89 = distinct !{!89, !7}
!90 = distinct !{!90, !7}
