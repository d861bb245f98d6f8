; ModuleID = 'programs/struct_byval_sizes.c'
source_filename = "programs/struct_byval_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = call i8 @make1(i32 noundef 1)
  %6 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  store i8 %5, ptr %6, align 1
  %7 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  %8 = load i8, ptr %7, align 1
  %9 = call i8 @bump1(i8 %8, i32 noundef 3)
  %10 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %9, ptr %10, align 1
  store ptr @sum1, ptr %3, align 8
  %11 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  %12 = load i8, ptr %11, align 1
  %13 = call i32 @sum1(i8 %12)
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %16 = load i8, ptr %15, align 1
  %17 = call i32 %14(i8 %16)
  %18 = xor i32 %13, %17
  %19 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %20 = load i8, ptr %19, align 1
  %21 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  %22 = load i8, ptr %21, align 1
  %23 = call i32 @late1(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i8 %20, i64 noundef 7, i8 %22)
  %24 = xor i32 %18, %23
  store i32 %24, ptr %4, align 4
  %25 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  %26 = load i8, ptr %25, align 1
  %27 = call i32 @sum1(i8 %26)
  %28 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %29 = load i8, ptr %28, align 1
  %30 = call i32 @sum1(i8 %29)
  %31 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %32 = load i8, ptr %31, align 1
  %33 = getelementptr inbounds %struct.s1, ptr %1, i32 0, i32 0
  %34 = load i8, ptr %33, align 1
  %35 = call i32 @late1(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i8 %32, i64 noundef 7, i8 %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 1, i64 noundef 1, i32 noundef %27, i32 noundef %30, i32 noundef %35)
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr @total, align 4
  %39 = xor i32 %38, %37
  store i32 %39, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test2() #0 {
  %1 = alloca %struct.s2, align 1
  %2 = alloca %struct.s2, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = call i16 @make2(i32 noundef 2)
  %6 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  store i16 %5, ptr %6, align 1
  %7 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  %8 = load i16, ptr %7, align 1
  %9 = call i16 @bump2(i16 %8, i32 noundef 3)
  %10 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %9, ptr %10, align 1
  store ptr @sum2, ptr %3, align 8
  %11 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  %12 = load i16, ptr %11, align 1
  %13 = call i32 @sum2(i16 %12)
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %16 = load i16, ptr %15, align 1
  %17 = call i32 %14(i16 %16)
  %18 = xor i32 %13, %17
  %19 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %20 = load i16, ptr %19, align 1
  %21 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  %22 = load i16, ptr %21, align 1
  %23 = call i32 @late2(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i16 %20, i64 noundef 7, i16 %22)
  %24 = xor i32 %18, %23
  store i32 %24, ptr %4, align 4
  %25 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  %26 = load i16, ptr %25, align 1
  %27 = call i32 @sum2(i16 %26)
  %28 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %29 = load i16, ptr %28, align 1
  %30 = call i32 @sum2(i16 %29)
  %31 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %32 = load i16, ptr %31, align 1
  %33 = getelementptr inbounds %struct.s2, ptr %1, i32 0, i32 0
  %34 = load i16, ptr %33, align 1
  %35 = call i32 @late2(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i16 %32, i64 noundef 7, i16 %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 2, i64 noundef 2, i32 noundef %27, i32 noundef %30, i32 noundef %35)
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr @total, align 4
  %39 = xor i32 %38, %37
  store i32 %39, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test3() #0 {
  %1 = alloca %struct.s3, align 1
  %2 = alloca %struct.s3, align 1
  %3 = alloca i24, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i24, align 4
  %7 = alloca i24, align 4
  %8 = alloca i24, align 4
  %9 = alloca i24, align 4
  %10 = alloca i24, align 4
  %11 = alloca i24, align 4
  %12 = alloca i24, align 4
  %13 = alloca i24, align 4
  %14 = call i24 @make3(i32 noundef 3)
  %15 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  store i24 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 1 %16, i64 3, i1 false)
  %17 = load i24, ptr %3, align 4
  %18 = call i24 @bump3(i24 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  store i24 %18, ptr %19, align 1
  store ptr @sum3, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 1 %20, i64 3, i1 false)
  %21 = load i24, ptr %6, align 4
  %22 = call i32 @sum3(i24 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 1 %24, i64 3, i1 false)
  %25 = load i24, ptr %7, align 4
  %26 = call i32 %23(i24 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 1 %28, i64 3, i1 false)
  %29 = load i24, ptr %8, align 4
  %30 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 1 %30, i64 3, i1 false)
  %31 = load i24, ptr %9, align 4
  %32 = call i32 @late3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i24 %29, i64 noundef 7, i24 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 1 %34, i64 3, i1 false)
  %35 = load i24, ptr %10, align 4
  %36 = call i32 @sum3(i24 %35)
  %37 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 1 %37, i64 3, i1 false)
  %38 = load i24, ptr %11, align 4
  %39 = call i32 @sum3(i24 %38)
  %40 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 1 %40, i64 3, i1 false)
  %41 = load i24, ptr %12, align 4
  %42 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 1 %42, i64 3, i1 false)
  %43 = load i24, ptr %13, align 4
  %44 = call i32 @late3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i24 %41, i64 noundef 7, i24 %43)
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
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = call i32 @make4(i32 noundef 4)
  %6 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  store i32 %5, ptr %6, align 1
  %7 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  %8 = load i32, ptr %7, align 1
  %9 = call i32 @bump4(i32 %8, i32 noundef 3)
  %10 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  store i32 %9, ptr %10, align 1
  store ptr @sum4, ptr %3, align 8
  %11 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %11, align 1
  %13 = call i32 @sum4(i32 %12)
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %15, align 1
  %17 = call i32 %14(i32 %16)
  %18 = xor i32 %13, %17
  %19 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %20 = load i32, ptr %19, align 1
  %21 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %21, align 1
  %23 = call i32 @late4(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i32 %20, i64 noundef 7, i32 %22)
  %24 = xor i32 %18, %23
  store i32 %24, ptr %4, align 4
  %25 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  %26 = load i32, ptr %25, align 1
  %27 = call i32 @sum4(i32 %26)
  %28 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %29 = load i32, ptr %28, align 1
  %30 = call i32 @sum4(i32 %29)
  %31 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %32 = load i32, ptr %31, align 1
  %33 = getelementptr inbounds %struct.s4, ptr %1, i32 0, i32 0
  %34 = load i32, ptr %33, align 1
  %35 = call i32 @late4(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i32 %32, i64 noundef 7, i32 %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 4, i64 noundef 4, i32 noundef %27, i32 noundef %30, i32 noundef %35)
  %37 = load i32, ptr %4, align 4
  %38 = load i32, ptr @total, align 4
  %39 = xor i32 %38, %37
  store i32 %39, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test5() #0 {
  %1 = alloca %struct.s5, align 1
  %2 = alloca %struct.s5, align 1
  %3 = alloca i40, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i40, align 8
  %7 = alloca i40, align 8
  %8 = alloca i40, align 8
  %9 = alloca i40, align 8
  %10 = alloca i40, align 8
  %11 = alloca i40, align 8
  %12 = alloca i40, align 8
  %13 = alloca i40, align 8
  %14 = call i40 @make5(i32 noundef 5)
  %15 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  store i40 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 5, i1 false)
  %17 = load i40, ptr %3, align 8
  %18 = call i40 @bump5(i40 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  store i40 %18, ptr %19, align 1
  store ptr @sum5, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 5, i1 false)
  %21 = load i40, ptr %6, align 8
  %22 = call i32 @sum5(i40 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 5, i1 false)
  %25 = load i40, ptr %7, align 8
  %26 = call i32 %23(i40 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 5, i1 false)
  %29 = load i40, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 5, i1 false)
  %31 = load i40, ptr %9, align 8
  %32 = call i32 @late5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i40 %29, i64 noundef 7, i40 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 5, i1 false)
  %35 = load i40, ptr %10, align 8
  %36 = call i32 @sum5(i40 %35)
  %37 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 5, i1 false)
  %38 = load i40, ptr %11, align 8
  %39 = call i32 @sum5(i40 %38)
  %40 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 5, i1 false)
  %41 = load i40, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 5, i1 false)
  %43 = load i40, ptr %13, align 8
  %44 = call i32 @late5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i40 %41, i64 noundef 7, i40 %43)
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
  %3 = alloca i48, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i48, align 8
  %7 = alloca i48, align 8
  %8 = alloca i48, align 8
  %9 = alloca i48, align 8
  %10 = alloca i48, align 8
  %11 = alloca i48, align 8
  %12 = alloca i48, align 8
  %13 = alloca i48, align 8
  %14 = call i48 @make6(i32 noundef 6)
  %15 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  store i48 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 6, i1 false)
  %17 = load i48, ptr %3, align 8
  %18 = call i48 @bump6(i48 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  store i48 %18, ptr %19, align 1
  store ptr @sum6, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 6, i1 false)
  %21 = load i48, ptr %6, align 8
  %22 = call i32 @sum6(i48 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 6, i1 false)
  %25 = load i48, ptr %7, align 8
  %26 = call i32 %23(i48 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 6, i1 false)
  %29 = load i48, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 6, i1 false)
  %31 = load i48, ptr %9, align 8
  %32 = call i32 @late6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i48 %29, i64 noundef 7, i48 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 6, i1 false)
  %35 = load i48, ptr %10, align 8
  %36 = call i32 @sum6(i48 %35)
  %37 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 6, i1 false)
  %38 = load i48, ptr %11, align 8
  %39 = call i32 @sum6(i48 %38)
  %40 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 6, i1 false)
  %41 = load i48, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 6, i1 false)
  %43 = load i48, ptr %13, align 8
  %44 = call i32 @late6(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i48 %41, i64 noundef 7, i48 %43)
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
  %3 = alloca i56, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i56, align 8
  %7 = alloca i56, align 8
  %8 = alloca i56, align 8
  %9 = alloca i56, align 8
  %10 = alloca i56, align 8
  %11 = alloca i56, align 8
  %12 = alloca i56, align 8
  %13 = alloca i56, align 8
  %14 = call i56 @make7(i32 noundef 7)
  %15 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  store i56 %14, ptr %15, align 1
  %16 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 %16, i64 7, i1 false)
  %17 = load i56, ptr %3, align 8
  %18 = call i56 @bump7(i56 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  store i56 %18, ptr %19, align 1
  store ptr @sum7, ptr %4, align 8
  %20 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %20, i64 7, i1 false)
  %21 = load i56, ptr %6, align 8
  %22 = call i32 @sum7(i56 %21)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %24, i64 7, i1 false)
  %25 = load i56, ptr %7, align 8
  %26 = call i32 %23(i56 %25)
  %27 = xor i32 %22, %26
  %28 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %28, i64 7, i1 false)
  %29 = load i56, ptr %8, align 8
  %30 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %30, i64 7, i1 false)
  %31 = load i56, ptr %9, align 8
  %32 = call i32 @late7(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i56 %29, i64 noundef 7, i56 %31)
  %33 = xor i32 %27, %32
  store i32 %33, ptr %5, align 4
  %34 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 1 %34, i64 7, i1 false)
  %35 = load i56, ptr %10, align 8
  %36 = call i32 @sum7(i56 %35)
  %37 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %37, i64 7, i1 false)
  %38 = load i56, ptr %11, align 8
  %39 = call i32 @sum7(i56 %38)
  %40 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 1 %40, i64 7, i1 false)
  %41 = load i56, ptr %12, align 8
  %42 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %42, i64 7, i1 false)
  %43 = load i56, ptr %13, align 8
  %44 = call i32 @late7(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i56 %41, i64 noundef 7, i56 %43)
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
  %1 = alloca %struct.s9, align 8
  %2 = alloca { i64, i8 }, align 8
  %3 = alloca %struct.s9, align 8
  %4 = alloca { i64, i8 }, align 1
  %5 = alloca { i64, i8 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i8 }, align 1
  %9 = alloca { i64, i8 }, align 1
  %10 = alloca { i64, i8 }, align 1
  %11 = alloca { i64, i8 }, align 1
  %12 = call { i64, i8 } @make9(i32 noundef 9)
  %13 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  store { i64, i8 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 9, i1 false)
  %14 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  %17 = load i8, ptr %16, align 1
  %18 = call { i64, i8 } @bump9(i64 %15, i8 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  store { i64, i8 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 9, i1 false)
  store ptr @sum9, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 9, i1 false)
  %20 = getelementptr inbounds { i64, i8 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i8 }, ptr %8, i32 0, i32 1
  %23 = load i8, ptr %22, align 1
  %24 = call i32 @sum9(i64 %21, i8 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 9, i1 false)
  %26 = getelementptr inbounds { i64, i8 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i8 }, ptr %9, i32 0, i32 1
  %29 = load i8, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i8 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late9(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s9) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s9) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 9, i1 false)
  %34 = getelementptr inbounds { i64, i8 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i8 }, ptr %10, i32 0, i32 1
  %37 = load i8, ptr %36, align 1
  %38 = call i32 @sum9(i64 %35, i8 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 9, i1 false)
  %39 = getelementptr inbounds { i64, i8 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i8 }, ptr %11, i32 0, i32 1
  %42 = load i8, ptr %41, align 1
  %43 = call i32 @sum9(i64 %40, i8 %42)
  %44 = call i32 @late9(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s9) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s9) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 9, i64 noundef 9, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test10() #0 {
  %1 = alloca %struct.s10, align 8
  %2 = alloca { i64, i16 }, align 8
  %3 = alloca %struct.s10, align 8
  %4 = alloca { i64, i16 }, align 1
  %5 = alloca { i64, i16 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i16 }, align 1
  %9 = alloca { i64, i16 }, align 1
  %10 = alloca { i64, i16 }, align 1
  %11 = alloca { i64, i16 }, align 1
  %12 = call { i64, i16 } @make10(i32 noundef 10)
  %13 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  store { i64, i16 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 10, i1 false)
  %14 = getelementptr inbounds { i64, i16 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i16 }, ptr %4, i32 0, i32 1
  %17 = load i16, ptr %16, align 1
  %18 = call { i64, i16 } @bump10(i64 %15, i16 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  store { i64, i16 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 10, i1 false)
  store ptr @sum10, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 10, i1 false)
  %20 = getelementptr inbounds { i64, i16 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i16 }, ptr %8, i32 0, i32 1
  %23 = load i16, ptr %22, align 1
  %24 = call i32 @sum10(i64 %21, i16 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 10, i1 false)
  %26 = getelementptr inbounds { i64, i16 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i16 }, ptr %9, i32 0, i32 1
  %29 = load i16, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i16 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late10(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s10) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s10) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 10, i1 false)
  %34 = getelementptr inbounds { i64, i16 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i16 }, ptr %10, i32 0, i32 1
  %37 = load i16, ptr %36, align 1
  %38 = call i32 @sum10(i64 %35, i16 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 10, i1 false)
  %39 = getelementptr inbounds { i64, i16 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i16 }, ptr %11, i32 0, i32 1
  %42 = load i16, ptr %41, align 1
  %43 = call i32 @sum10(i64 %40, i16 %42)
  %44 = call i32 @late10(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s10) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s10) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 10, i64 noundef 10, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test11() #0 {
  %1 = alloca %struct.s11, align 8
  %2 = alloca { i64, i24 }, align 8
  %3 = alloca %struct.s11, align 8
  %4 = alloca { i64, i24 }, align 1
  %5 = alloca { i64, i24 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i24 }, align 1
  %9 = alloca { i64, i24 }, align 1
  %10 = alloca { i64, i24 }, align 1
  %11 = alloca { i64, i24 }, align 1
  %12 = call { i64, i24 } @make11(i32 noundef 11)
  %13 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  store { i64, i24 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 11, i1 false)
  %14 = getelementptr inbounds { i64, i24 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i24 }, ptr %4, i32 0, i32 1
  %17 = load i24, ptr %16, align 1
  %18 = call { i64, i24 } @bump11(i64 %15, i24 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  store { i64, i24 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 11, i1 false)
  store ptr @sum11, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 11, i1 false)
  %20 = getelementptr inbounds { i64, i24 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i24 }, ptr %8, i32 0, i32 1
  %23 = load i24, ptr %22, align 1
  %24 = call i32 @sum11(i64 %21, i24 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 11, i1 false)
  %26 = getelementptr inbounds { i64, i24 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i24 }, ptr %9, i32 0, i32 1
  %29 = load i24, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i24 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late11(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s11) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s11) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 11, i1 false)
  %34 = getelementptr inbounds { i64, i24 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i24 }, ptr %10, i32 0, i32 1
  %37 = load i24, ptr %36, align 1
  %38 = call i32 @sum11(i64 %35, i24 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 11, i1 false)
  %39 = getelementptr inbounds { i64, i24 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i24 }, ptr %11, i32 0, i32 1
  %42 = load i24, ptr %41, align 1
  %43 = call i32 @sum11(i64 %40, i24 %42)
  %44 = call i32 @late11(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s11) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s11) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 11, i64 noundef 11, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test12() #0 {
  %1 = alloca %struct.s12, align 8
  %2 = alloca { i64, i32 }, align 8
  %3 = alloca %struct.s12, align 8
  %4 = alloca { i64, i32 }, align 1
  %5 = alloca { i64, i32 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i32 }, align 1
  %9 = alloca { i64, i32 }, align 1
  %10 = alloca { i64, i32 }, align 1
  %11 = alloca { i64, i32 }, align 1
  %12 = call { i64, i32 } @make12(i32 noundef 12)
  %13 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  store { i64, i32 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 12, i1 false)
  %14 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 1
  %17 = load i32, ptr %16, align 1
  %18 = call { i64, i32 } @bump12(i64 %15, i32 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  store { i64, i32 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 12, i1 false)
  store ptr @sum12, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 12, i1 false)
  %20 = getelementptr inbounds { i64, i32 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i32 }, ptr %8, i32 0, i32 1
  %23 = load i32, ptr %22, align 1
  %24 = call i32 @sum12(i64 %21, i32 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 12, i1 false)
  %26 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i32 }, ptr %9, i32 0, i32 1
  %29 = load i32, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i32 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late12(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s12) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s12) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 12, i1 false)
  %34 = getelementptr inbounds { i64, i32 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i32 }, ptr %10, i32 0, i32 1
  %37 = load i32, ptr %36, align 1
  %38 = call i32 @sum12(i64 %35, i32 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 12, i1 false)
  %39 = getelementptr inbounds { i64, i32 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i32 }, ptr %11, i32 0, i32 1
  %42 = load i32, ptr %41, align 1
  %43 = call i32 @sum12(i64 %40, i32 %42)
  %44 = call i32 @late12(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s12) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s12) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 12, i64 noundef 12, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test13() #0 {
  %1 = alloca %struct.s13, align 8
  %2 = alloca { i64, i40 }, align 8
  %3 = alloca %struct.s13, align 8
  %4 = alloca { i64, i40 }, align 1
  %5 = alloca { i64, i40 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i40 }, align 1
  %9 = alloca { i64, i40 }, align 1
  %10 = alloca { i64, i40 }, align 1
  %11 = alloca { i64, i40 }, align 1
  %12 = call { i64, i40 } @make13(i32 noundef 13)
  %13 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  store { i64, i40 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 13, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 13, i1 false)
  %14 = getelementptr inbounds { i64, i40 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i40 }, ptr %4, i32 0, i32 1
  %17 = load i40, ptr %16, align 1
  %18 = call { i64, i40 } @bump13(i64 %15, i40 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  store { i64, i40 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 13, i1 false)
  store ptr @sum13, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 13, i1 false)
  %20 = getelementptr inbounds { i64, i40 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i40 }, ptr %8, i32 0, i32 1
  %23 = load i40, ptr %22, align 1
  %24 = call i32 @sum13(i64 %21, i40 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 13, i1 false)
  %26 = getelementptr inbounds { i64, i40 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i40 }, ptr %9, i32 0, i32 1
  %29 = load i40, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i40 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late13(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s13) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s13) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 13, i1 false)
  %34 = getelementptr inbounds { i64, i40 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i40 }, ptr %10, i32 0, i32 1
  %37 = load i40, ptr %36, align 1
  %38 = call i32 @sum13(i64 %35, i40 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 13, i1 false)
  %39 = getelementptr inbounds { i64, i40 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i40 }, ptr %11, i32 0, i32 1
  %42 = load i40, ptr %41, align 1
  %43 = call i32 @sum13(i64 %40, i40 %42)
  %44 = call i32 @late13(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s13) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s13) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 13, i64 noundef 13, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test14() #0 {
  %1 = alloca %struct.s14, align 8
  %2 = alloca { i64, i48 }, align 8
  %3 = alloca %struct.s14, align 8
  %4 = alloca { i64, i48 }, align 1
  %5 = alloca { i64, i48 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i48 }, align 1
  %9 = alloca { i64, i48 }, align 1
  %10 = alloca { i64, i48 }, align 1
  %11 = alloca { i64, i48 }, align 1
  %12 = call { i64, i48 } @make14(i32 noundef 14)
  %13 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  store { i64, i48 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 14, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 14, i1 false)
  %14 = getelementptr inbounds { i64, i48 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i48 }, ptr %4, i32 0, i32 1
  %17 = load i48, ptr %16, align 1
  %18 = call { i64, i48 } @bump14(i64 %15, i48 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  store { i64, i48 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 14, i1 false)
  store ptr @sum14, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 14, i1 false)
  %20 = getelementptr inbounds { i64, i48 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i48 }, ptr %8, i32 0, i32 1
  %23 = load i48, ptr %22, align 1
  %24 = call i32 @sum14(i64 %21, i48 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 14, i1 false)
  %26 = getelementptr inbounds { i64, i48 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i48 }, ptr %9, i32 0, i32 1
  %29 = load i48, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i48 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late14(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s14) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s14) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 14, i1 false)
  %34 = getelementptr inbounds { i64, i48 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i48 }, ptr %10, i32 0, i32 1
  %37 = load i48, ptr %36, align 1
  %38 = call i32 @sum14(i64 %35, i48 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 14, i1 false)
  %39 = getelementptr inbounds { i64, i48 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i48 }, ptr %11, i32 0, i32 1
  %42 = load i48, ptr %41, align 1
  %43 = call i32 @sum14(i64 %40, i48 %42)
  %44 = call i32 @late14(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s14) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s14) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 14, i64 noundef 14, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test15() #0 {
  %1 = alloca %struct.s15, align 8
  %2 = alloca { i64, i56 }, align 8
  %3 = alloca %struct.s15, align 8
  %4 = alloca { i64, i56 }, align 1
  %5 = alloca { i64, i56 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca { i64, i56 }, align 1
  %9 = alloca { i64, i56 }, align 1
  %10 = alloca { i64, i56 }, align 1
  %11 = alloca { i64, i56 }, align 1
  %12 = call { i64, i56 } @make15(i32 noundef 15)
  %13 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  store { i64, i56 } %12, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 8 %2, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %1, i64 15, i1 false)
  %14 = getelementptr inbounds { i64, i56 }, ptr %4, i32 0, i32 0
  %15 = load i64, ptr %14, align 1
  %16 = getelementptr inbounds { i64, i56 }, ptr %4, i32 0, i32 1
  %17 = load i56, ptr %16, align 1
  %18 = call { i64, i56 } @bump15(i64 %15, i56 %17, i32 noundef 3)
  %19 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  store { i64, i56 } %18, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 8 %5, i64 15, i1 false)
  store ptr @sum15, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %1, i64 15, i1 false)
  %20 = getelementptr inbounds { i64, i56 }, ptr %8, i32 0, i32 0
  %21 = load i64, ptr %20, align 1
  %22 = getelementptr inbounds { i64, i56 }, ptr %8, i32 0, i32 1
  %23 = load i56, ptr %22, align 1
  %24 = call i32 @sum15(i64 %21, i56 %23)
  %25 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %3, i64 15, i1 false)
  %26 = getelementptr inbounds { i64, i56 }, ptr %9, i32 0, i32 0
  %27 = load i64, ptr %26, align 1
  %28 = getelementptr inbounds { i64, i56 }, ptr %9, i32 0, i32 1
  %29 = load i56, ptr %28, align 1
  %30 = call i32 %25(i64 %27, i56 %29)
  %31 = xor i32 %24, %30
  %32 = call i32 @late15(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s15) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s15) align 8 %1)
  %33 = xor i32 %31, %32
  store i32 %33, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 15, i1 false)
  %34 = getelementptr inbounds { i64, i56 }, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = getelementptr inbounds { i64, i56 }, ptr %10, i32 0, i32 1
  %37 = load i56, ptr %36, align 1
  %38 = call i32 @sum15(i64 %35, i56 %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %3, i64 15, i1 false)
  %39 = getelementptr inbounds { i64, i56 }, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = getelementptr inbounds { i64, i56 }, ptr %11, i32 0, i32 1
  %42 = load i56, ptr %41, align 1
  %43 = call i32 @sum15(i64 %40, i56 %42)
  %44 = call i32 @late15(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s15) align 8 %3, i64 noundef 7, ptr noundef byval(%struct.s15) align 8 %1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 15, i64 noundef 15, i32 noundef %38, i32 noundef %43, i32 noundef %44)
  %46 = load i32, ptr %7, align 4
  %47 = load i32, ptr @total, align 4
  %48 = xor i32 %47, %46
  store i32 %48, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test16() #0 {
  %1 = alloca %struct.s16, align 8
  %2 = alloca %struct.s16, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = call { i64, i64 } @make16(i32 noundef 16)
  %6 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %7 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %8 = extractvalue { i64, i64 } %5, 0
  store i64 %8, ptr %7, align 1
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %10 = extractvalue { i64, i64 } %5, 1
  store i64 %10, ptr %9, align 1
  %11 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %12 = load i64, ptr %11, align 1
  %13 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %14 = load i64, ptr %13, align 1
  %15 = call { i64, i64 } @bump16(i64 %12, i64 %14, i32 noundef 3)
  %16 = getelementptr inbounds %struct.s16, ptr %2, i32 0, i32 0
  %17 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %18 = extractvalue { i64, i64 } %15, 0
  store i64 %18, ptr %17, align 1
  %19 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %20 = extractvalue { i64, i64 } %15, 1
  store i64 %20, ptr %19, align 1
  store ptr @sum16, ptr %3, align 8
  %21 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %22 = load i64, ptr %21, align 1
  %23 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %24 = load i64, ptr %23, align 1
  %25 = call i32 @sum16(i64 %22, i64 %24)
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %28 = load i64, ptr %27, align 1
  %29 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %30 = load i64, ptr %29, align 1
  %31 = call i32 %26(i64 %28, i64 %30)
  %32 = xor i32 %25, %31
  %33 = call i32 @late16(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s16) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s16) align 8 %1)
  %34 = xor i32 %32, %33
  store i32 %34, ptr %4, align 4
  %35 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 0
  %36 = load i64, ptr %35, align 1
  %37 = getelementptr inbounds { i64, i64 }, ptr %1, i32 0, i32 1
  %38 = load i64, ptr %37, align 1
  %39 = call i32 @sum16(i64 %36, i64 %38)
  %40 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %41 = load i64, ptr %40, align 1
  %42 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %43 = load i64, ptr %42, align 1
  %44 = call i32 @sum16(i64 %41, i64 %43)
  %45 = call i32 @late16(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s16) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s16) align 8 %1)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 16, i64 noundef 16, i32 noundef %39, i32 noundef %44, i32 noundef %45)
  %47 = load i32, ptr %4, align 4
  %48 = load i32, ptr @total, align 4
  %49 = xor i32 %48, %47
  store i32 %49, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test17() #0 {
  %1 = alloca %struct.s17, align 8
  %2 = alloca %struct.s17, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make17(ptr dead_on_unwind writable sret(%struct.s17) align 1 %1, i32 noundef 17)
  call void @bump17(ptr dead_on_unwind writable sret(%struct.s17) align 1 %2, ptr noundef byval(%struct.s17) align 8 %1, i32 noundef 3)
  store ptr @sum17, ptr %3, align 8
  %5 = call i32 @sum17(ptr noundef byval(%struct.s17) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s17) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late17(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s17) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s17) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum17(ptr noundef byval(%struct.s17) align 8 %1)
  %12 = call i32 @sum17(ptr noundef byval(%struct.s17) align 8 %2)
  %13 = call i32 @late17(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s17) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s17) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 17, i64 noundef 17, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test20() #0 {
  %1 = alloca %struct.s20, align 8
  %2 = alloca %struct.s20, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make20(ptr dead_on_unwind writable sret(%struct.s20) align 1 %1, i32 noundef 20)
  call void @bump20(ptr dead_on_unwind writable sret(%struct.s20) align 1 %2, ptr noundef byval(%struct.s20) align 8 %1, i32 noundef 3)
  store ptr @sum20, ptr %3, align 8
  %5 = call i32 @sum20(ptr noundef byval(%struct.s20) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s20) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late20(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s20) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s20) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum20(ptr noundef byval(%struct.s20) align 8 %1)
  %12 = call i32 @sum20(ptr noundef byval(%struct.s20) align 8 %2)
  %13 = call i32 @late20(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s20) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s20) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 20, i64 noundef 20, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test23() #0 {
  %1 = alloca %struct.s23, align 8
  %2 = alloca %struct.s23, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make23(ptr dead_on_unwind writable sret(%struct.s23) align 1 %1, i32 noundef 23)
  call void @bump23(ptr dead_on_unwind writable sret(%struct.s23) align 1 %2, ptr noundef byval(%struct.s23) align 8 %1, i32 noundef 3)
  store ptr @sum23, ptr %3, align 8
  %5 = call i32 @sum23(ptr noundef byval(%struct.s23) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s23) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late23(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s23) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s23) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum23(ptr noundef byval(%struct.s23) align 8 %1)
  %12 = call i32 @sum23(ptr noundef byval(%struct.s23) align 8 %2)
  %13 = call i32 @late23(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s23) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s23) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 23, i64 noundef 23, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test24() #0 {
  %1 = alloca %struct.s24, align 8
  %2 = alloca %struct.s24, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make24(ptr dead_on_unwind writable sret(%struct.s24) align 1 %1, i32 noundef 24)
  call void @bump24(ptr dead_on_unwind writable sret(%struct.s24) align 1 %2, ptr noundef byval(%struct.s24) align 8 %1, i32 noundef 3)
  store ptr @sum24, ptr %3, align 8
  %5 = call i32 @sum24(ptr noundef byval(%struct.s24) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s24) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late24(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s24) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s24) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum24(ptr noundef byval(%struct.s24) align 8 %1)
  %12 = call i32 @sum24(ptr noundef byval(%struct.s24) align 8 %2)
  %13 = call i32 @late24(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s24) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s24) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 24, i64 noundef 24, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test31() #0 {
  %1 = alloca %struct.s31, align 8
  %2 = alloca %struct.s31, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make31(ptr dead_on_unwind writable sret(%struct.s31) align 1 %1, i32 noundef 31)
  call void @bump31(ptr dead_on_unwind writable sret(%struct.s31) align 1 %2, ptr noundef byval(%struct.s31) align 8 %1, i32 noundef 3)
  store ptr @sum31, ptr %3, align 8
  %5 = call i32 @sum31(ptr noundef byval(%struct.s31) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s31) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late31(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s31) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s31) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum31(ptr noundef byval(%struct.s31) align 8 %1)
  %12 = call i32 @sum31(ptr noundef byval(%struct.s31) align 8 %2)
  %13 = call i32 @late31(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s31) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s31) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 31, i64 noundef 31, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test32() #0 {
  %1 = alloca %struct.s32, align 8
  %2 = alloca %struct.s32, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make32(ptr dead_on_unwind writable sret(%struct.s32) align 1 %1, i32 noundef 32)
  call void @bump32(ptr dead_on_unwind writable sret(%struct.s32) align 1 %2, ptr noundef byval(%struct.s32) align 8 %1, i32 noundef 3)
  store ptr @sum32, ptr %3, align 8
  %5 = call i32 @sum32(ptr noundef byval(%struct.s32) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s32) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late32(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s32) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s32) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum32(ptr noundef byval(%struct.s32) align 8 %1)
  %12 = call i32 @sum32(ptr noundef byval(%struct.s32) align 8 %2)
  %13 = call i32 @late32(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s32) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s32) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 32, i64 noundef 32, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test33() #0 {
  %1 = alloca %struct.s33, align 8
  %2 = alloca %struct.s33, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make33(ptr dead_on_unwind writable sret(%struct.s33) align 1 %1, i32 noundef 33)
  call void @bump33(ptr dead_on_unwind writable sret(%struct.s33) align 1 %2, ptr noundef byval(%struct.s33) align 8 %1, i32 noundef 3)
  store ptr @sum33, ptr %3, align 8
  %5 = call i32 @sum33(ptr noundef byval(%struct.s33) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s33) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late33(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s33) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s33) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum33(ptr noundef byval(%struct.s33) align 8 %1)
  %12 = call i32 @sum33(ptr noundef byval(%struct.s33) align 8 %2)
  %13 = call i32 @late33(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s33) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s33) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 33, i64 noundef 33, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test40() #0 {
  %1 = alloca %struct.s40, align 8
  %2 = alloca %struct.s40, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make40(ptr dead_on_unwind writable sret(%struct.s40) align 1 %1, i32 noundef 40)
  call void @bump40(ptr dead_on_unwind writable sret(%struct.s40) align 1 %2, ptr noundef byval(%struct.s40) align 8 %1, i32 noundef 3)
  store ptr @sum40, ptr %3, align 8
  %5 = call i32 @sum40(ptr noundef byval(%struct.s40) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s40) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late40(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s40) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s40) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum40(ptr noundef byval(%struct.s40) align 8 %1)
  %12 = call i32 @sum40(ptr noundef byval(%struct.s40) align 8 %2)
  %13 = call i32 @late40(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s40) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s40) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 40, i64 noundef 40, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test48() #0 {
  %1 = alloca %struct.s48, align 8
  %2 = alloca %struct.s48, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make48(ptr dead_on_unwind writable sret(%struct.s48) align 1 %1, i32 noundef 48)
  call void @bump48(ptr dead_on_unwind writable sret(%struct.s48) align 1 %2, ptr noundef byval(%struct.s48) align 8 %1, i32 noundef 3)
  store ptr @sum48, ptr %3, align 8
  %5 = call i32 @sum48(ptr noundef byval(%struct.s48) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s48) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late48(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s48) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s48) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum48(ptr noundef byval(%struct.s48) align 8 %1)
  %12 = call i32 @sum48(ptr noundef byval(%struct.s48) align 8 %2)
  %13 = call i32 @late48(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s48) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s48) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 48, i64 noundef 48, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test63() #0 {
  %1 = alloca %struct.s63, align 8
  %2 = alloca %struct.s63, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make63(ptr dead_on_unwind writable sret(%struct.s63) align 1 %1, i32 noundef 63)
  call void @bump63(ptr dead_on_unwind writable sret(%struct.s63) align 1 %2, ptr noundef byval(%struct.s63) align 8 %1, i32 noundef 3)
  store ptr @sum63, ptr %3, align 8
  %5 = call i32 @sum63(ptr noundef byval(%struct.s63) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s63) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late63(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s63) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s63) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum63(ptr noundef byval(%struct.s63) align 8 %1)
  %12 = call i32 @sum63(ptr noundef byval(%struct.s63) align 8 %2)
  %13 = call i32 @late63(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s63) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s63) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 63, i64 noundef 63, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test64() #0 {
  %1 = alloca %struct.s64, align 8
  %2 = alloca %struct.s64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make64(ptr dead_on_unwind writable sret(%struct.s64) align 1 %1, i32 noundef 64)
  call void @bump64(ptr dead_on_unwind writable sret(%struct.s64) align 1 %2, ptr noundef byval(%struct.s64) align 8 %1, i32 noundef 3)
  store ptr @sum64, ptr %3, align 8
  %5 = call i32 @sum64(ptr noundef byval(%struct.s64) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s64) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late64(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s64) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s64) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum64(ptr noundef byval(%struct.s64) align 8 %1)
  %12 = call i32 @sum64(ptr noundef byval(%struct.s64) align 8 %2)
  %13 = call i32 @late64(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s64) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s64) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 64, i64 noundef 64, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test100() #0 {
  %1 = alloca %struct.s100, align 8
  %2 = alloca %struct.s100, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  call void @make100(ptr dead_on_unwind writable sret(%struct.s100) align 1 %1, i32 noundef 100)
  call void @bump100(ptr dead_on_unwind writable sret(%struct.s100) align 1 %2, ptr noundef byval(%struct.s100) align 8 %1, i32 noundef 3)
  store ptr @sum100, ptr %3, align 8
  %5 = call i32 @sum100(ptr noundef byval(%struct.s100) align 8 %1)
  %6 = load ptr, ptr %3, align 8
  %7 = call i32 %6(ptr noundef byval(%struct.s100) align 8 %2)
  %8 = xor i32 %5, %7
  %9 = call i32 @late100(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s100) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s100) align 8 %1)
  %10 = xor i32 %8, %9
  store i32 %10, ptr %4, align 4
  %11 = call i32 @sum100(ptr noundef byval(%struct.s100) align 8 %1)
  %12 = call i32 @sum100(ptr noundef byval(%struct.s100) align 8 %2)
  %13 = call i32 @late100(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.s100) align 8 %2, i64 noundef 7, ptr noundef byval(%struct.s100) align 8 %1)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 100, i64 noundef 100, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = load i32, ptr %4, align 4
  %16 = load i32, ptr @total, align 4
  %17 = xor i32 %16, %15
  store i32 %17, ptr @total, align 4
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
define internal i8 @bump1(i8 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s1, align 1
  %4 = alloca %struct.s1, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  store i8 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s1, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [1 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %8, !llvm.loop !8

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 1, i1 false)
  %29 = getelementptr inbounds %struct.s1, ptr %3, i32 0, i32 0
  %30 = load i8, ptr %29, align 1
  ret i8 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum1(i8 %0) #0 {
  %2 = alloca %struct.s1, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  store i8 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 1
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s1, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !9

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late1(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i8 %6, i64 noundef %7, i8 %8) #0 {
  %10 = alloca %struct.s1, align 1
  %11 = alloca %struct.s1, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  store i8 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  store i8 %8, ptr %20, align 1
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
  %35 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  %36 = load i8, ptr %35, align 1
  %37 = call i32 @sum1(i8 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %34, %38
  %40 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %41 = load i8, ptr %40, align 1
  %42 = call i32 @sum1(i8 %41)
  %43 = add i32 %39, %42
  ret i32 %43
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
define internal i16 @bump2(i16 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s2, align 1
  %4 = alloca %struct.s2, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s2, ptr %4, i32 0, i32 0
  store i16 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s2, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [2 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s2, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [2 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %8, !llvm.loop !11

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 2, i1 false)
  %29 = getelementptr inbounds %struct.s2, ptr %3, i32 0, i32 0
  %30 = load i16, ptr %29, align 1
  ret i16 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum2(i16 %0) #0 {
  %2 = alloca %struct.s2, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  store i16 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 2
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s2, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [2 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !12

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i16 %6, i64 noundef %7, i16 %8) #0 {
  %10 = alloca %struct.s2, align 1
  %11 = alloca %struct.s2, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  store i16 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  store i16 %8, ptr %20, align 1
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
  %35 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  %36 = load i16, ptr %35, align 1
  %37 = call i32 @sum2(i16 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %34, %38
  %40 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %41 = load i16, ptr %40, align 1
  %42 = call i32 @sum2(i16 %41)
  %43 = add i32 %39, %42
  ret i32 %43
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
define internal i24 @bump3(i24 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s3, align 1
  %4 = alloca %struct.s3, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i24, align 4
  %8 = getelementptr inbounds %struct.s3, ptr %4, i32 0, i32 0
  store i24 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s3, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [3 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s3, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !14

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 3, i1 false)
  %30 = getelementptr inbounds %struct.s3, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 1 %30, i64 3, i1 false)
  %31 = load i24, ptr %7, align 4
  ret i24 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum3(i24 %0) #0 {
  %2 = alloca %struct.s3, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  store i24 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s3, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !15

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i24 %6, i64 noundef %7, i24 %8) #0 {
  %10 = alloca %struct.s3, align 1
  %11 = alloca %struct.s3, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i24, align 4
  %20 = alloca i24, align 4
  %21 = getelementptr inbounds %struct.s3, ptr %10, i32 0, i32 0
  store i24 %6, ptr %21, align 1
  %22 = getelementptr inbounds %struct.s3, ptr %11, i32 0, i32 0
  store i24 %8, ptr %22, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = add nsw i64 %33, %34
  %36 = trunc i64 %35 to i32
  %37 = getelementptr inbounds %struct.s3, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 1 %37, i64 3, i1 false)
  %38 = load i24, ptr %19, align 4
  %39 = call i32 @sum3(i24 %38)
  %40 = mul i32 %39, 3
  %41 = add i32 %36, %40
  %42 = getelementptr inbounds %struct.s3, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 1 %42, i64 3, i1 false)
  %43 = load i24, ptr %20, align 4
  %44 = call i32 @sum3(i24 %43)
  %45 = add i32 %41, %44
  ret i32 %45
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
define internal i32 @bump4(i32 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s4, align 1
  %4 = alloca %struct.s4, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.s4, ptr %4, i32 0, i32 0
  store i32 %0, ptr %7, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s4, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s4, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %8, !llvm.loop !17

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 4, i1 false)
  %29 = getelementptr inbounds %struct.s4, ptr %3, i32 0, i32 0
  %30 = load i32, ptr %29, align 1
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum4(i32 %0) #0 {
  %2 = alloca %struct.s4, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  store i32 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s4, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [4 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !18

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late4(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i32 %6, i64 noundef %7, i32 %8) #0 {
  %10 = alloca %struct.s4, align 1
  %11 = alloca %struct.s4, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = getelementptr inbounds %struct.s4, ptr %10, i32 0, i32 0
  store i32 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s4, ptr %11, i32 0, i32 0
  store i32 %8, ptr %20, align 1
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
  %35 = getelementptr inbounds %struct.s4, ptr %10, i32 0, i32 0
  %36 = load i32, ptr %35, align 1
  %37 = call i32 @sum4(i32 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %34, %38
  %40 = getelementptr inbounds %struct.s4, ptr %11, i32 0, i32 0
  %41 = load i32, ptr %40, align 1
  %42 = call i32 @sum4(i32 %41)
  %43 = add i32 %39, %42
  ret i32 %43
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
define internal i40 @bump5(i40 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s5, align 1
  %4 = alloca %struct.s5, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i40, align 8
  %8 = getelementptr inbounds %struct.s5, ptr %4, i32 0, i32 0
  store i40 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s5, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s5, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [5 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !20

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 5, i1 false)
  %30 = getelementptr inbounds %struct.s5, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %30, i64 5, i1 false)
  %31 = load i40, ptr %7, align 8
  ret i40 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum5(i40 %0) #0 {
  %2 = alloca %struct.s5, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  store i40 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s5, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !21

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i40 %6, i64 noundef %7, i40 %8) #0 {
  %10 = alloca %struct.s5, align 1
  %11 = alloca %struct.s5, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i40, align 8
  %20 = alloca i40, align 8
  %21 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  store i40 %6, ptr %21, align 1
  %22 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  store i40 %8, ptr %22, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = add nsw i64 %33, %34
  %36 = trunc i64 %35 to i32
  %37 = getelementptr inbounds %struct.s5, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %37, i64 5, i1 false)
  %38 = load i40, ptr %19, align 8
  %39 = call i32 @sum5(i40 %38)
  %40 = mul i32 %39, 3
  %41 = add i32 %36, %40
  %42 = getelementptr inbounds %struct.s5, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %42, i64 5, i1 false)
  %43 = load i40, ptr %20, align 8
  %44 = call i32 @sum5(i40 %43)
  %45 = add i32 %41, %44
  ret i32 %45
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
define internal i48 @bump6(i48 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s6, align 1
  %4 = alloca %struct.s6, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i48, align 8
  %8 = getelementptr inbounds %struct.s6, ptr %4, i32 0, i32 0
  store i48 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 6
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s6, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [6 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s6, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !23

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 6, i1 false)
  %30 = getelementptr inbounds %struct.s6, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %30, i64 6, i1 false)
  %31 = load i48, ptr %7, align 8
  ret i48 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum6(i48 %0) #0 {
  %2 = alloca %struct.s6, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  store i48 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s6, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !24

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late6(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i48 %6, i64 noundef %7, i48 %8) #0 {
  %10 = alloca %struct.s6, align 1
  %11 = alloca %struct.s6, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i48, align 8
  %20 = alloca i48, align 8
  %21 = getelementptr inbounds %struct.s6, ptr %10, i32 0, i32 0
  store i48 %6, ptr %21, align 1
  %22 = getelementptr inbounds %struct.s6, ptr %11, i32 0, i32 0
  store i48 %8, ptr %22, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = add nsw i64 %33, %34
  %36 = trunc i64 %35 to i32
  %37 = getelementptr inbounds %struct.s6, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %37, i64 6, i1 false)
  %38 = load i48, ptr %19, align 8
  %39 = call i32 @sum6(i48 %38)
  %40 = mul i32 %39, 3
  %41 = add i32 %36, %40
  %42 = getelementptr inbounds %struct.s6, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %42, i64 6, i1 false)
  %43 = load i48, ptr %20, align 8
  %44 = call i32 @sum6(i48 %43)
  %45 = add i32 %41, %44
  ret i32 %45
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
define internal i56 @bump7(i56 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.s7, align 1
  %4 = alloca %struct.s7, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i56, align 8
  %8 = getelementptr inbounds %struct.s7, ptr %4, i32 0, i32 0
  store i56 %0, ptr %8, align 1
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %26, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.s7, ptr %4, i32 0, i32 0
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [7 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = trunc i32 %20 to i8
  %22 = getelementptr inbounds %struct.s7, ptr %4, i32 0, i32 0
  %23 = load i32, ptr %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [7 x i8], ptr %22, i64 0, i64 %24
  store i8 %21, ptr %25, align 1
  br label %26

26:                                               ; preds = %12
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %9, !llvm.loop !26

29:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 7, i1 false)
  %30 = getelementptr inbounds %struct.s7, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %30, i64 7, i1 false)
  %31 = load i56, ptr %7, align 8
  ret i56 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum7(i56 %0) #0 {
  %2 = alloca %struct.s7, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  store i56 %0, ptr %5, align 1
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 33
  %12 = getelementptr inbounds %struct.s7, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add i32 %11, %17
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !27

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late7(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i56 %6, i64 noundef %7, i56 %8) #0 {
  %10 = alloca %struct.s7, align 1
  %11 = alloca %struct.s7, align 1
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i56, align 8
  %20 = alloca i56, align 8
  %21 = getelementptr inbounds %struct.s7, ptr %10, i32 0, i32 0
  store i56 %6, ptr %21, align 1
  %22 = getelementptr inbounds %struct.s7, ptr %11, i32 0, i32 0
  store i56 %8, ptr %22, align 1
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store i64 %5, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  %23 = load i64, ptr %12, align 8
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %17, align 8
  %33 = add nsw i64 %31, %32
  %34 = load i64, ptr %18, align 8
  %35 = add nsw i64 %33, %34
  %36 = trunc i64 %35 to i32
  %37 = getelementptr inbounds %struct.s7, ptr %10, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 1 %37, i64 7, i1 false)
  %38 = load i56, ptr %19, align 8
  %39 = call i32 @sum7(i56 %38)
  %40 = mul i32 %39, 3
  %41 = add i32 %36, %40
  %42 = getelementptr inbounds %struct.s7, ptr %11, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 1 %42, i64 7, i1 false)
  %43 = load i56, ptr %20, align 8
  %44 = call i32 @sum7(i56 %43)
  %45 = add i32 %41, %44
  ret i32 %45
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
define internal { i64, i8 } @make9(i32 noundef %0) #0 {
  %2 = alloca %struct.s9, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i8 }, align 8
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
  %25 = load { i64, i8 }, ptr %5, align 8
  ret { i64, i8 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i8 } @bump9(i64 %0, i8 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s9, align 1
  %5 = alloca %struct.s9, align 1
  %6 = alloca { i64, i8 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i8 }, align 8
  %10 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i8 }, ptr %6, i32 0, i32 1
  store i8 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 9, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 9
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s9, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s9, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [9 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !32

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 9, i1 false)
  %33 = getelementptr inbounds %struct.s9, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 9, i1 false)
  %34 = load { i64, i8 }, ptr %9, align 8
  ret { i64, i8 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum9(i64 %0, i8 %1) #0 {
  %3 = alloca %struct.s9, align 1
  %4 = alloca { i64, i8 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i8 }, ptr %4, i32 0, i32 1
  store i8 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 9, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 9
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s9, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [9 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !33

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late9(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s9) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s9) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i8 }, align 8
  %18 = alloca { i64, i8 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 9, i1 false)
  %33 = getelementptr inbounds { i64, i8 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i8 }, ptr %17, i32 0, i32 1
  %36 = load i8, ptr %35, align 8
  %37 = call i32 @sum9(i64 %34, i8 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 9, i1 false)
  %40 = getelementptr inbounds { i64, i8 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i8 }, ptr %18, i32 0, i32 1
  %43 = load i8, ptr %42, align 8
  %44 = call i32 @sum9(i64 %41, i8 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i16 } @make10(i32 noundef %0) #0 {
  %2 = alloca %struct.s10, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i16 }, align 8
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
  %25 = load { i64, i16 }, ptr %5, align 8
  ret { i64, i16 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i16 } @bump10(i64 %0, i16 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s10, align 1
  %5 = alloca %struct.s10, align 1
  %6 = alloca { i64, i16 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i16 }, align 8
  %10 = getelementptr inbounds { i64, i16 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i16 }, ptr %6, i32 0, i32 1
  store i16 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 10, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 10
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s10, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s10, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [10 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !35

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 10, i1 false)
  %33 = getelementptr inbounds %struct.s10, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 10, i1 false)
  %34 = load { i64, i16 }, ptr %9, align 8
  ret { i64, i16 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum10(i64 %0, i16 %1) #0 {
  %3 = alloca %struct.s10, align 1
  %4 = alloca { i64, i16 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i16 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i16 }, ptr %4, i32 0, i32 1
  store i16 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 10, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 10
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s10, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [10 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !36

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late10(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s10) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s10) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i16 }, align 8
  %18 = alloca { i64, i16 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 10, i1 false)
  %33 = getelementptr inbounds { i64, i16 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i16 }, ptr %17, i32 0, i32 1
  %36 = load i16, ptr %35, align 8
  %37 = call i32 @sum10(i64 %34, i16 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 10, i1 false)
  %40 = getelementptr inbounds { i64, i16 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i16 }, ptr %18, i32 0, i32 1
  %43 = load i16, ptr %42, align 8
  %44 = call i32 @sum10(i64 %41, i16 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i24 } @make11(i32 noundef %0) #0 {
  %2 = alloca %struct.s11, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i24 }, align 8
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
  %25 = load { i64, i24 }, ptr %5, align 8
  ret { i64, i24 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i24 } @bump11(i64 %0, i24 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s11, align 1
  %5 = alloca %struct.s11, align 1
  %6 = alloca { i64, i24 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i24 }, align 8
  %10 = getelementptr inbounds { i64, i24 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i24 }, ptr %6, i32 0, i32 1
  store i24 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 11, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 11
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s11, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [11 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s11, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [11 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !38

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 11, i1 false)
  %33 = getelementptr inbounds %struct.s11, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 11, i1 false)
  %34 = load { i64, i24 }, ptr %9, align 8
  ret { i64, i24 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum11(i64 %0, i24 %1) #0 {
  %3 = alloca %struct.s11, align 1
  %4 = alloca { i64, i24 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i24 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i24 }, ptr %4, i32 0, i32 1
  store i24 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 11, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 11
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s11, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !39

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late11(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s11) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s11) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i24 }, align 8
  %18 = alloca { i64, i24 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 11, i1 false)
  %33 = getelementptr inbounds { i64, i24 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i24 }, ptr %17, i32 0, i32 1
  %36 = load i24, ptr %35, align 8
  %37 = call i32 @sum11(i64 %34, i24 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 11, i1 false)
  %40 = getelementptr inbounds { i64, i24 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i24 }, ptr %18, i32 0, i32 1
  %43 = load i24, ptr %42, align 8
  %44 = call i32 @sum11(i64 %41, i24 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @make12(i32 noundef %0) #0 {
  %2 = alloca %struct.s12, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i32 }, align 8
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
  %25 = load { i64, i32 }, ptr %5, align 8
  ret { i64, i32 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i32 } @bump12(i64 %0, i32 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s12, align 1
  %5 = alloca %struct.s12, align 1
  %6 = alloca { i64, i32 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i32 }, align 8
  %10 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i32 }, ptr %6, i32 0, i32 1
  store i32 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 12, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 12
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s12, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s12, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [12 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !41

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 12, i1 false)
  %33 = getelementptr inbounds %struct.s12, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 12, i1 false)
  %34 = load { i64, i32 }, ptr %9, align 8
  ret { i64, i32 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum12(i64 %0, i32 %1) #0 {
  %3 = alloca %struct.s12, align 1
  %4 = alloca { i64, i32 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 12, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s12, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [12 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !42

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late12(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s12) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s12) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i32 }, align 8
  %18 = alloca { i64, i32 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 12, i1 false)
  %33 = getelementptr inbounds { i64, i32 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i32 }, ptr %17, i32 0, i32 1
  %36 = load i32, ptr %35, align 8
  %37 = call i32 @sum12(i64 %34, i32 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 12, i1 false)
  %40 = getelementptr inbounds { i64, i32 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i32 }, ptr %18, i32 0, i32 1
  %43 = load i32, ptr %42, align 8
  %44 = call i32 @sum12(i64 %41, i32 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i40 } @make13(i32 noundef %0) #0 {
  %2 = alloca %struct.s13, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i40 }, align 8
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
  %25 = load { i64, i40 }, ptr %5, align 8
  ret { i64, i40 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i40 } @bump13(i64 %0, i40 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s13, align 1
  %5 = alloca %struct.s13, align 1
  %6 = alloca { i64, i40 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i40 }, align 8
  %10 = getelementptr inbounds { i64, i40 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i40 }, ptr %6, i32 0, i32 1
  store i40 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 13, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 13
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s13, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [13 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s13, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !44

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 13, i1 false)
  %33 = getelementptr inbounds %struct.s13, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 13, i1 false)
  %34 = load { i64, i40 }, ptr %9, align 8
  ret { i64, i40 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum13(i64 %0, i40 %1) #0 {
  %3 = alloca %struct.s13, align 1
  %4 = alloca { i64, i40 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i40 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i40 }, ptr %4, i32 0, i32 1
  store i40 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 13, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 13
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s13, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [13 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !45

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late13(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s13) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s13) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i40 }, align 8
  %18 = alloca { i64, i40 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 13, i1 false)
  %33 = getelementptr inbounds { i64, i40 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i40 }, ptr %17, i32 0, i32 1
  %36 = load i40, ptr %35, align 8
  %37 = call i32 @sum13(i64 %34, i40 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 13, i1 false)
  %40 = getelementptr inbounds { i64, i40 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i40 }, ptr %18, i32 0, i32 1
  %43 = load i40, ptr %42, align 8
  %44 = call i32 @sum13(i64 %41, i40 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i48 } @make14(i32 noundef %0) #0 {
  %2 = alloca %struct.s14, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i48 }, align 8
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
  %25 = load { i64, i48 }, ptr %5, align 8
  ret { i64, i48 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i48 } @bump14(i64 %0, i48 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s14, align 1
  %5 = alloca %struct.s14, align 1
  %6 = alloca { i64, i48 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i48 }, align 8
  %10 = getelementptr inbounds { i64, i48 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i48 }, ptr %6, i32 0, i32 1
  store i48 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 14, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 14
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s14, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s14, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [14 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !47

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 14, i1 false)
  %33 = getelementptr inbounds %struct.s14, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 14, i1 false)
  %34 = load { i64, i48 }, ptr %9, align 8
  ret { i64, i48 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum14(i64 %0, i48 %1) #0 {
  %3 = alloca %struct.s14, align 1
  %4 = alloca { i64, i48 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i48 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i48 }, ptr %4, i32 0, i32 1
  store i48 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 14, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 14
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s14, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [14 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !48

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late14(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s14) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s14) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i48 }, align 8
  %18 = alloca { i64, i48 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 14, i1 false)
  %33 = getelementptr inbounds { i64, i48 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i48 }, ptr %17, i32 0, i32 1
  %36 = load i48, ptr %35, align 8
  %37 = call i32 @sum14(i64 %34, i48 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 14, i1 false)
  %40 = getelementptr inbounds { i64, i48 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i48 }, ptr %18, i32 0, i32 1
  %43 = load i48, ptr %42, align 8
  %44 = call i32 @sum14(i64 %41, i48 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i56 } @make15(i32 noundef %0) #0 {
  %2 = alloca %struct.s15, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca { i64, i56 }, align 8
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
  %25 = load { i64, i56 }, ptr %5, align 8
  ret { i64, i56 } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i56 } @bump15(i64 %0, i56 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s15, align 1
  %5 = alloca %struct.s15, align 1
  %6 = alloca { i64, i56 }, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca { i64, i56 }, align 8
  %10 = getelementptr inbounds { i64, i56 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 1
  %11 = getelementptr inbounds { i64, i56 }, ptr %6, i32 0, i32 1
  store i56 %1, ptr %11, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %6, i64 15, i1 false)
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %29, %3
  %13 = load i32, ptr %8, align 4
  %14 = icmp slt i32 %13, 15
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.s15, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load i32, ptr %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds %struct.s15, ptr %5, i32 0, i32 0
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [15 x i8], ptr %25, i64 0, i64 %27
  store i8 %24, ptr %28, align 1
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %8, align 4
  br label %12, !llvm.loop !50

32:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 15, i1 false)
  %33 = getelementptr inbounds %struct.s15, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %33, i64 15, i1 false)
  %34 = load { i64, i56 }, ptr %9, align 8
  ret { i64, i56 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum15(i64 %0, i56 %1) #0 {
  %3 = alloca %struct.s15, align 1
  %4 = alloca { i64, i56 }, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i56 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %7, align 1
  %8 = getelementptr inbounds { i64, i56 }, ptr %4, i32 0, i32 1
  store i56 %1, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 15, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 15
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4
  %14 = mul i32 %13, 33
  %15 = getelementptr inbounds %struct.s15, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [15 x i8], ptr %15, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %14, %20
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !51

25:                                               ; preds = %9
  %26 = load i32, ptr %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late15(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s15) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s15) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca { i64, i56 }, align 8
  %18 = alloca { i64, i56 }, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %13, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %14, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %15, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %16, align 8
  %31 = add nsw i64 %29, %30
  %32 = trunc i64 %31 to i32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %6, i64 15, i1 false)
  %33 = getelementptr inbounds { i64, i56 }, ptr %17, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds { i64, i56 }, ptr %17, i32 0, i32 1
  %36 = load i56, ptr %35, align 8
  %37 = call i32 @sum15(i64 %34, i56 %36)
  %38 = mul i32 %37, 3
  %39 = add i32 %32, %38
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %8, i64 15, i1 false)
  %40 = getelementptr inbounds { i64, i56 }, ptr %18, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds { i64, i56 }, ptr %18, i32 0, i32 1
  %43 = load i56, ptr %42, align 8
  %44 = call i32 @sum15(i64 %41, i56 %43)
  %45 = add i32 %39, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @make16(i32 noundef %0) #0 {
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
  %24 = load { i64, i64 }, ptr %23, align 1
  ret { i64, i64 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @bump16(i64 %0, i64 %1, i32 noundef %2) #0 {
  %4 = alloca %struct.s16, align 1
  %5 = alloca %struct.s16, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 1
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 1
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %27, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 16
  br i1 %12, label %13, label %30

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.s16, ptr %5, i32 0, i32 0
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  %22 = trunc i32 %21 to i8
  %23 = getelementptr inbounds %struct.s16, ptr %5, i32 0, i32 0
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i8], ptr %23, i64 0, i64 %25
  store i8 %22, ptr %26, align 1
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %10, !llvm.loop !53

30:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 16, i1 false)
  %31 = getelementptr inbounds %struct.s16, ptr %4, i32 0, i32 0
  %32 = load { i64, i64 }, ptr %31, align 1
  ret { i64, i64 } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum16(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.s16, align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %6, align 1
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %7, align 1
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %24

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4
  %13 = mul i32 %12, 33
  %14 = getelementptr inbounds %struct.s16, ptr %3, i32 0, i32 0
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = add i32 %13, %19
  store i32 %20, ptr %4, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %8, !llvm.loop !54

24:                                               ; preds = %8
  %25 = load i32, ptr %4, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late16(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s16) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s16) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = call i32 @sum16(i64 %32, i64 %34)
  %36 = mul i32 %35, 3
  %37 = add i32 %30, %36
  %38 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %41 = load i64, ptr %40, align 8
  %42 = call i32 @sum16(i64 %39, i64 %41)
  %43 = add i32 %37, %42
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
define internal void @bump17(ptr dead_on_unwind noalias writable sret(%struct.s17) align 1 %0, ptr noundef byval(%struct.s17) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 17
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s17, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [17 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s17, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [17 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !56

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 17, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum17(ptr noundef byval(%struct.s17) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 17
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s17, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [17 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !57

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late17(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s17) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s17) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum17(ptr noundef byval(%struct.s17) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum17(ptr noundef byval(%struct.s17) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump20(ptr dead_on_unwind noalias writable sret(%struct.s20) align 1 %0, ptr noundef byval(%struct.s20) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 20
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s20, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [20 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s20, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [20 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !59

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 20, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum20(ptr noundef byval(%struct.s20) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 20
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s20, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [20 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !60

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late20(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s20) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s20) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum20(ptr noundef byval(%struct.s20) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum20(ptr noundef byval(%struct.s20) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump23(ptr dead_on_unwind noalias writable sret(%struct.s23) align 1 %0, ptr noundef byval(%struct.s23) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 23
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s23, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [23 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s23, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [23 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !62

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 23, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum23(ptr noundef byval(%struct.s23) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 23
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s23, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [23 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !63

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late23(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s23) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s23) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum23(ptr noundef byval(%struct.s23) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum23(ptr noundef byval(%struct.s23) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump24(ptr dead_on_unwind noalias writable sret(%struct.s24) align 1 %0, ptr noundef byval(%struct.s24) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 24
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s24, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [24 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s24, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [24 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !65

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum24(ptr noundef byval(%struct.s24) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 24
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s24, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [24 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !66

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late24(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s24) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s24) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum24(ptr noundef byval(%struct.s24) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum24(ptr noundef byval(%struct.s24) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump31(ptr dead_on_unwind noalias writable sret(%struct.s31) align 1 %0, ptr noundef byval(%struct.s31) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 31
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s31, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [31 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s31, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [31 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !68

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 31, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum31(ptr noundef byval(%struct.s31) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 31
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s31, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [31 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !69

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late31(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s31) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s31) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum31(ptr noundef byval(%struct.s31) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum31(ptr noundef byval(%struct.s31) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump32(ptr dead_on_unwind noalias writable sret(%struct.s32) align 1 %0, ptr noundef byval(%struct.s32) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 32
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s32, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s32, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [32 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !71

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum32(ptr noundef byval(%struct.s32) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 32
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s32, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [32 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !72

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late32(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s32) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s32) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum32(ptr noundef byval(%struct.s32) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum32(ptr noundef byval(%struct.s32) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump33(ptr dead_on_unwind noalias writable sret(%struct.s33) align 1 %0, ptr noundef byval(%struct.s33) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 33
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s33, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [33 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s33, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [33 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !74

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 33, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum33(ptr noundef byval(%struct.s33) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 33
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s33, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [33 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !75

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late33(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s33) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s33) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum33(ptr noundef byval(%struct.s33) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum33(ptr noundef byval(%struct.s33) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump40(ptr dead_on_unwind noalias writable sret(%struct.s40) align 1 %0, ptr noundef byval(%struct.s40) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 40
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s40, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s40, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [40 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !77

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 40, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum40(ptr noundef byval(%struct.s40) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 40
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s40, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !78

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late40(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s40) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s40) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum40(ptr noundef byval(%struct.s40) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum40(ptr noundef byval(%struct.s40) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump48(ptr dead_on_unwind noalias writable sret(%struct.s48) align 1 %0, ptr noundef byval(%struct.s48) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 48
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s48, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s48, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [48 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !80

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 48, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum48(ptr noundef byval(%struct.s48) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 48
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s48, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [48 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !81

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late48(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s48) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s48) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum48(ptr noundef byval(%struct.s48) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum48(ptr noundef byval(%struct.s48) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump63(ptr dead_on_unwind noalias writable sret(%struct.s63) align 1 %0, ptr noundef byval(%struct.s63) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 63
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s63, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [63 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s63, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [63 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !83

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 63, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum63(ptr noundef byval(%struct.s63) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 63
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s63, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [63 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !84

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late63(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s63) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s63) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum63(ptr noundef byval(%struct.s63) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum63(ptr noundef byval(%struct.s63) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump64(ptr dead_on_unwind noalias writable sret(%struct.s64) align 1 %0, ptr noundef byval(%struct.s64) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s64, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s64, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [64 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !86

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum64(ptr noundef byval(%struct.s64) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 64
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s64, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !87

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late64(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s64) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s64) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum64(ptr noundef byval(%struct.s64) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum64(ptr noundef byval(%struct.s64) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
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
define internal void @bump100(ptr dead_on_unwind noalias writable sret(%struct.s100) align 1 %0, ptr noundef byval(%struct.s100) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %23, %3
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 100
  br i1 %8, label %9, label %26

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.s100, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [100 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %15, %16
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.s100, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [100 x i8], ptr %19, i64 0, i64 %21
  store i8 %18, ptr %22, align 1
  br label %23

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %6, !llvm.loop !89

26:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 100, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum100(ptr noundef byval(%struct.s100) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %17, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 100
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = getelementptr inbounds %struct.s100, ptr %0, i32 0, i32 0
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [100 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add i32 %9, %15
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %7
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %4, !llvm.loop !90

20:                                               ; preds = %4
  %21 = load i32, ptr %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late100(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.s100) align 8 %6, i64 noundef %7, ptr noundef byval(%struct.s100) align 8 %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = trunc i64 %29 to i32
  %31 = call i32 @sum100(ptr noundef byval(%struct.s100) align 8 %6)
  %32 = mul i32 %31, 3
  %33 = add i32 %30, %32
  %34 = call i32 @sum100(ptr noundef byval(%struct.s100) align 8 %8)
  %35 = add i32 %33, %34
  ret i32 %35
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
