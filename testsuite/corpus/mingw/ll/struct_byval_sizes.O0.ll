; ModuleID = 'programs/struct_byval_sizes.c'
source_filename = "programs/struct_byval_sizes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %23 = call i32 @late1(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i8 %20, i32 noundef 7, i8 %22)
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
  %35 = call i32 @late1(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i8 %32, i32 noundef 7, i8 %34)
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
  %23 = call i32 @late2(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i16 %20, i32 noundef 7, i16 %22)
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
  %35 = call i32 @late2(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i16 %32, i32 noundef 7, i16 %34)
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
  %3 = alloca %struct.s3, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s3, align 1
  %7 = alloca %struct.s3, align 1
  %8 = alloca %struct.s3, align 1
  %9 = alloca %struct.s3, align 1
  %10 = alloca %struct.s3, align 1
  %11 = alloca %struct.s3, align 1
  %12 = alloca %struct.s3, align 1
  %13 = alloca %struct.s3, align 1
  call void @make3(ptr dead_on_unwind writable sret(%struct.s3) align 1 %1, i32 noundef 3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 3, i1 false)
  call void @bump3(ptr dead_on_unwind writable sret(%struct.s3) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum3, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 3, i1 false)
  %14 = call i32 @sum3(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 3, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 3, i1 false)
  %18 = call i32 @late3(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 3, i1 false)
  %20 = call i32 @sum3(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 3, i1 false)
  %21 = call i32 @sum3(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 3, i1 false)
  %22 = call i32 @late3(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 3, i64 noundef 3, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
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
  %23 = call i32 @late4(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 %20, i32 noundef 7, i32 %22)
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
  %35 = call i32 @late4(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 %32, i32 noundef 7, i32 %34)
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
  %3 = alloca %struct.s5, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s5, align 1
  %7 = alloca %struct.s5, align 1
  %8 = alloca %struct.s5, align 1
  %9 = alloca %struct.s5, align 1
  %10 = alloca %struct.s5, align 1
  %11 = alloca %struct.s5, align 1
  %12 = alloca %struct.s5, align 1
  %13 = alloca %struct.s5, align 1
  call void @make5(ptr dead_on_unwind writable sret(%struct.s5) align 1 %1, i32 noundef 5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 5, i1 false)
  call void @bump5(ptr dead_on_unwind writable sret(%struct.s5) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum5, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 5, i1 false)
  %14 = call i32 @sum5(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 5, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 5, i1 false)
  %18 = call i32 @late5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 5, i1 false)
  %20 = call i32 @sum5(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 5, i1 false)
  %21 = call i32 @sum5(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 5, i1 false)
  %22 = call i32 @late5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 5, i64 noundef 5, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test6() #0 {
  %1 = alloca %struct.s6, align 1
  %2 = alloca %struct.s6, align 1
  %3 = alloca %struct.s6, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s6, align 1
  %7 = alloca %struct.s6, align 1
  %8 = alloca %struct.s6, align 1
  %9 = alloca %struct.s6, align 1
  %10 = alloca %struct.s6, align 1
  %11 = alloca %struct.s6, align 1
  %12 = alloca %struct.s6, align 1
  %13 = alloca %struct.s6, align 1
  call void @make6(ptr dead_on_unwind writable sret(%struct.s6) align 1 %1, i32 noundef 6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 6, i1 false)
  call void @bump6(ptr dead_on_unwind writable sret(%struct.s6) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum6, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 6, i1 false)
  %14 = call i32 @sum6(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 6, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 6, i1 false)
  %18 = call i32 @late6(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 6, i1 false)
  %20 = call i32 @sum6(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 6, i1 false)
  %21 = call i32 @sum6(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 6, i1 false)
  %22 = call i32 @late6(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 6, i64 noundef 6, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test7() #0 {
  %1 = alloca %struct.s7, align 1
  %2 = alloca %struct.s7, align 1
  %3 = alloca %struct.s7, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s7, align 1
  %7 = alloca %struct.s7, align 1
  %8 = alloca %struct.s7, align 1
  %9 = alloca %struct.s7, align 1
  %10 = alloca %struct.s7, align 1
  %11 = alloca %struct.s7, align 1
  %12 = alloca %struct.s7, align 1
  %13 = alloca %struct.s7, align 1
  call void @make7(ptr dead_on_unwind writable sret(%struct.s7) align 1 %1, i32 noundef 7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 7, i1 false)
  call void @bump7(ptr dead_on_unwind writable sret(%struct.s7) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum7, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 7, i1 false)
  %14 = call i32 @sum7(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 7, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 7, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 7, i1 false)
  %18 = call i32 @late7(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 7, i1 false)
  %20 = call i32 @sum7(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 7, i1 false)
  %21 = call i32 @sum7(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 7, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 7, i1 false)
  %22 = call i32 @late7(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 7, i64 noundef 7, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
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
  %23 = call i32 @late8(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i64 %20, i32 noundef 7, i64 %22)
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
  %35 = call i32 @late8(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i64 %32, i32 noundef 7, i64 %34)
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
  %2 = alloca %struct.s9, align 1
  %3 = alloca %struct.s9, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s9, align 1
  %7 = alloca %struct.s9, align 1
  %8 = alloca %struct.s9, align 1
  %9 = alloca %struct.s9, align 1
  %10 = alloca %struct.s9, align 1
  %11 = alloca %struct.s9, align 1
  %12 = alloca %struct.s9, align 1
  %13 = alloca %struct.s9, align 1
  call void @make9(ptr dead_on_unwind writable sret(%struct.s9) align 1 %1, i32 noundef 9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 9, i1 false)
  call void @bump9(ptr dead_on_unwind writable sret(%struct.s9) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum9, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 9, i1 false)
  %14 = call i32 @sum9(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 9, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 9, i1 false)
  %18 = call i32 @late9(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 9, i1 false)
  %20 = call i32 @sum9(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 9, i1 false)
  %21 = call i32 @sum9(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 9, i1 false)
  %22 = call i32 @late9(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 9, i64 noundef 9, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test10() #0 {
  %1 = alloca %struct.s10, align 1
  %2 = alloca %struct.s10, align 1
  %3 = alloca %struct.s10, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s10, align 1
  %7 = alloca %struct.s10, align 1
  %8 = alloca %struct.s10, align 1
  %9 = alloca %struct.s10, align 1
  %10 = alloca %struct.s10, align 1
  %11 = alloca %struct.s10, align 1
  %12 = alloca %struct.s10, align 1
  %13 = alloca %struct.s10, align 1
  call void @make10(ptr dead_on_unwind writable sret(%struct.s10) align 1 %1, i32 noundef 10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 10, i1 false)
  call void @bump10(ptr dead_on_unwind writable sret(%struct.s10) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum10, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 10, i1 false)
  %14 = call i32 @sum10(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 10, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 10, i1 false)
  %18 = call i32 @late10(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 10, i1 false)
  %20 = call i32 @sum10(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 10, i1 false)
  %21 = call i32 @sum10(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 10, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 10, i1 false)
  %22 = call i32 @late10(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 10, i64 noundef 10, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test11() #0 {
  %1 = alloca %struct.s11, align 1
  %2 = alloca %struct.s11, align 1
  %3 = alloca %struct.s11, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s11, align 1
  %7 = alloca %struct.s11, align 1
  %8 = alloca %struct.s11, align 1
  %9 = alloca %struct.s11, align 1
  %10 = alloca %struct.s11, align 1
  %11 = alloca %struct.s11, align 1
  %12 = alloca %struct.s11, align 1
  %13 = alloca %struct.s11, align 1
  call void @make11(ptr dead_on_unwind writable sret(%struct.s11) align 1 %1, i32 noundef 11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 11, i1 false)
  call void @bump11(ptr dead_on_unwind writable sret(%struct.s11) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum11, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 11, i1 false)
  %14 = call i32 @sum11(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 11, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 11, i1 false)
  %18 = call i32 @late11(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 11, i1 false)
  %20 = call i32 @sum11(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 11, i1 false)
  %21 = call i32 @sum11(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 11, i1 false)
  %22 = call i32 @late11(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 11, i64 noundef 11, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test12() #0 {
  %1 = alloca %struct.s12, align 1
  %2 = alloca %struct.s12, align 1
  %3 = alloca %struct.s12, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s12, align 1
  %7 = alloca %struct.s12, align 1
  %8 = alloca %struct.s12, align 1
  %9 = alloca %struct.s12, align 1
  %10 = alloca %struct.s12, align 1
  %11 = alloca %struct.s12, align 1
  %12 = alloca %struct.s12, align 1
  %13 = alloca %struct.s12, align 1
  call void @make12(ptr dead_on_unwind writable sret(%struct.s12) align 1 %1, i32 noundef 12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 12, i1 false)
  call void @bump12(ptr dead_on_unwind writable sret(%struct.s12) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum12, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 12, i1 false)
  %14 = call i32 @sum12(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 12, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 12, i1 false)
  %18 = call i32 @late12(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 12, i1 false)
  %20 = call i32 @sum12(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 12, i1 false)
  %21 = call i32 @sum12(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 12, i1 false)
  %22 = call i32 @late12(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 12, i64 noundef 12, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test13() #0 {
  %1 = alloca %struct.s13, align 1
  %2 = alloca %struct.s13, align 1
  %3 = alloca %struct.s13, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s13, align 1
  %7 = alloca %struct.s13, align 1
  %8 = alloca %struct.s13, align 1
  %9 = alloca %struct.s13, align 1
  %10 = alloca %struct.s13, align 1
  %11 = alloca %struct.s13, align 1
  %12 = alloca %struct.s13, align 1
  %13 = alloca %struct.s13, align 1
  call void @make13(ptr dead_on_unwind writable sret(%struct.s13) align 1 %1, i32 noundef 13)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 13, i1 false)
  call void @bump13(ptr dead_on_unwind writable sret(%struct.s13) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum13, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 13, i1 false)
  %14 = call i32 @sum13(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 13, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 13, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 13, i1 false)
  %18 = call i32 @late13(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 13, i1 false)
  %20 = call i32 @sum13(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 13, i1 false)
  %21 = call i32 @sum13(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 13, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 13, i1 false)
  %22 = call i32 @late13(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 13, i64 noundef 13, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test14() #0 {
  %1 = alloca %struct.s14, align 1
  %2 = alloca %struct.s14, align 1
  %3 = alloca %struct.s14, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s14, align 1
  %7 = alloca %struct.s14, align 1
  %8 = alloca %struct.s14, align 1
  %9 = alloca %struct.s14, align 1
  %10 = alloca %struct.s14, align 1
  %11 = alloca %struct.s14, align 1
  %12 = alloca %struct.s14, align 1
  %13 = alloca %struct.s14, align 1
  call void @make14(ptr dead_on_unwind writable sret(%struct.s14) align 1 %1, i32 noundef 14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 14, i1 false)
  call void @bump14(ptr dead_on_unwind writable sret(%struct.s14) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum14, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 14, i1 false)
  %14 = call i32 @sum14(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 14, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 14, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 14, i1 false)
  %18 = call i32 @late14(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 14, i1 false)
  %20 = call i32 @sum14(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 14, i1 false)
  %21 = call i32 @sum14(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 14, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 14, i1 false)
  %22 = call i32 @late14(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 14, i64 noundef 14, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test15() #0 {
  %1 = alloca %struct.s15, align 1
  %2 = alloca %struct.s15, align 1
  %3 = alloca %struct.s15, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s15, align 1
  %7 = alloca %struct.s15, align 1
  %8 = alloca %struct.s15, align 1
  %9 = alloca %struct.s15, align 1
  %10 = alloca %struct.s15, align 1
  %11 = alloca %struct.s15, align 1
  %12 = alloca %struct.s15, align 1
  %13 = alloca %struct.s15, align 1
  call void @make15(ptr dead_on_unwind writable sret(%struct.s15) align 1 %1, i32 noundef 15)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 15, i1 false)
  call void @bump15(ptr dead_on_unwind writable sret(%struct.s15) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum15, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 15, i1 false)
  %14 = call i32 @sum15(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 15, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 15, i1 false)
  %18 = call i32 @late15(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 15, i1 false)
  %20 = call i32 @sum15(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 15, i1 false)
  %21 = call i32 @sum15(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 15, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 15, i1 false)
  %22 = call i32 @late15(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 15, i64 noundef 15, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test16() #0 {
  %1 = alloca %struct.s16, align 1
  %2 = alloca %struct.s16, align 1
  %3 = alloca %struct.s16, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.s16, align 1
  %7 = alloca %struct.s16, align 1
  %8 = alloca %struct.s16, align 1
  %9 = alloca %struct.s16, align 1
  %10 = alloca %struct.s16, align 1
  %11 = alloca %struct.s16, align 1
  %12 = alloca %struct.s16, align 1
  %13 = alloca %struct.s16, align 1
  call void @make16(ptr dead_on_unwind writable sret(%struct.s16) align 1 %1, i32 noundef 16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %1, i64 16, i1 false)
  call void @bump16(ptr dead_on_unwind writable sret(%struct.s16) align 1 %2, ptr noundef %3, i32 noundef 3)
  store ptr @sum16, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %1, i64 16, i1 false)
  %14 = call i32 @sum16(ptr noundef %6)
  %15 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %2, i64 16, i1 false)
  %16 = call i32 %15(ptr noundef %7)
  %17 = xor i32 %14, %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %1, i64 16, i1 false)
  %18 = call i32 @late16(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 16, i1 false)
  %20 = call i32 @sum16(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 16, i1 false)
  %21 = call i32 @sum16(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 16, i1 false)
  %22 = call i32 @late16(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 16, i64 noundef 16, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
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
  %18 = call i32 @late17(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 17, i1 false)
  %20 = call i32 @sum17(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 17, i1 false)
  %21 = call i32 @sum17(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 17, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 17, i1 false)
  %22 = call i32 @late17(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late20(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 20, i1 false)
  %20 = call i32 @sum20(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 20, i1 false)
  %21 = call i32 @sum20(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 20, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 20, i1 false)
  %22 = call i32 @late20(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late23(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 23, i1 false)
  %20 = call i32 @sum23(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 23, i1 false)
  %21 = call i32 @sum23(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 23, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 23, i1 false)
  %22 = call i32 @late23(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late24(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 24, i1 false)
  %20 = call i32 @sum24(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 24, i1 false)
  %21 = call i32 @sum24(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 24, i1 false)
  %22 = call i32 @late24(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late31(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 31, i1 false)
  %20 = call i32 @sum31(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 31, i1 false)
  %21 = call i32 @sum31(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 31, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 31, i1 false)
  %22 = call i32 @late31(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late32(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 32, i1 false)
  %20 = call i32 @sum32(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 32, i1 false)
  %21 = call i32 @sum32(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 32, i1 false)
  %22 = call i32 @late32(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late33(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 33, i1 false)
  %20 = call i32 @sum33(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 33, i1 false)
  %21 = call i32 @sum33(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 33, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 33, i1 false)
  %22 = call i32 @late33(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late40(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 40, i1 false)
  %20 = call i32 @sum40(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 40, i1 false)
  %21 = call i32 @sum40(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 40, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 40, i1 false)
  %22 = call i32 @late40(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late48(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 48, i1 false)
  %20 = call i32 @sum48(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 48, i1 false)
  %21 = call i32 @sum48(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 48, i1 false)
  %22 = call i32 @late48(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late63(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 63, i1 false)
  %20 = call i32 @sum63(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 63, i1 false)
  %21 = call i32 @sum63(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 63, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 63, i1 false)
  %22 = call i32 @late63(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late64(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 64, i1 false)
  %20 = call i32 @sum64(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 64, i1 false)
  %21 = call i32 @sum64(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 64, i1 false)
  %22 = call i32 @late64(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
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
  %18 = call i32 @late100(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %8, i32 noundef 7, ptr noundef %9)
  %19 = xor i32 %17, %18
  store i32 %19, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 %1, i64 100, i1 false)
  %20 = call i32 @sum100(ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %2, i64 100, i1 false)
  %21 = call i32 @sum100(ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr align 1 %2, i64 100, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %1, i64 100, i1 false)
  %22 = call i32 @late100(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %12, i32 noundef 7, ptr noundef %13)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 100, i64 noundef 100, i32 noundef %20, i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr @total, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr @total, align 4
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
  br label %5, !llvm.loop !5

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
  br label %8, !llvm.loop !7

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
  br label %6, !llvm.loop !8

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late1(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i8 %6, i32 noundef %7, i8 %8) #0 {
  %10 = alloca %struct.s1, align 1
  %11 = alloca %struct.s1, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  store i8 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  store i8 %8, ptr %20, align 1
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s1, ptr %10, i32 0, i32 0
  %35 = load i8, ptr %34, align 1
  %36 = call i32 @sum1(i8 %35)
  %37 = mul i32 %36, 3
  %38 = add i32 %33, %37
  %39 = getelementptr inbounds %struct.s1, ptr %11, i32 0, i32 0
  %40 = load i8, ptr %39, align 1
  %41 = call i32 @sum1(i8 %40)
  %42 = add i32 %38, %41
  ret i32 %42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
  br label %5, !llvm.loop !9

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
  br label %8, !llvm.loop !10

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
  br label %6, !llvm.loop !11

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late2(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i16 %6, i32 noundef %7, i16 %8) #0 {
  %10 = alloca %struct.s2, align 1
  %11 = alloca %struct.s2, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  store i16 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  store i16 %8, ptr %20, align 1
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s2, ptr %10, i32 0, i32 0
  %35 = load i16, ptr %34, align 1
  %36 = call i32 @sum2(i16 %35)
  %37 = mul i32 %36, 3
  %38 = add i32 %33, %37
  %39 = getelementptr inbounds %struct.s2, ptr %11, i32 0, i32 0
  %40 = load i16, ptr %39, align 1
  %41 = call i32 @sum2(i16 %40)
  %42 = add i32 %38, %41
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make3(ptr dead_on_unwind noalias writable sret(%struct.s3) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !12

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump3(ptr dead_on_unwind noalias writable sret(%struct.s3) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 3
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [3 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s3, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !13

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 3, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s3, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !14

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late3(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s3, align 1
  %20 = alloca %struct.s3, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 3, i1 false)
  %34 = call i32 @sum3(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 3, i1 false)
  %37 = call i32 @sum3(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
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
  br label %5, !llvm.loop !15

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
  br label %8, !llvm.loop !16

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
  br label %6, !llvm.loop !17

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late4(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 %6, i32 noundef %7, i32 %8) #0 {
  %10 = alloca %struct.s4, align 1
  %11 = alloca %struct.s4, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s4, ptr %10, i32 0, i32 0
  store i32 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s4, ptr %11, i32 0, i32 0
  store i32 %8, ptr %20, align 1
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s4, ptr %10, i32 0, i32 0
  %35 = load i32, ptr %34, align 1
  %36 = call i32 @sum4(i32 %35)
  %37 = mul i32 %36, 3
  %38 = add i32 %33, %37
  %39 = getelementptr inbounds %struct.s4, ptr %11, i32 0, i32 0
  %40 = load i32, ptr %39, align 1
  %41 = call i32 @sum4(i32 %40)
  %42 = add i32 %38, %41
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make5(ptr dead_on_unwind noalias writable sret(%struct.s5) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [5 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !18

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump5(ptr dead_on_unwind noalias writable sret(%struct.s5) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 5
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [5 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s5, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [5 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !19

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 5, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum5(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s5, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [5 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !20

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s5, align 1
  %20 = alloca %struct.s5, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 5, i1 false)
  %34 = call i32 @sum5(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 5, i1 false)
  %37 = call i32 @sum5(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make6(ptr dead_on_unwind noalias writable sret(%struct.s6) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 6
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [6 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !21

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump6(ptr dead_on_unwind noalias writable sret(%struct.s6) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [6 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s6, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !22

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 6, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum6(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s6, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [6 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !23

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late6(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s6, align 1
  %20 = alloca %struct.s6, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 6, i1 false)
  %34 = call i32 @sum6(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 6, i1 false)
  %37 = call i32 @sum6(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make7(ptr dead_on_unwind noalias writable sret(%struct.s7) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s7, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [7 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !24

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump7(ptr dead_on_unwind noalias writable sret(%struct.s7) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s7, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [7 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !25

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 7, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum7(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 7
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s7, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [7 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !26

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late7(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s7, align 1
  %20 = alloca %struct.s7, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 7, i1 false)
  %34 = call i32 @sum7(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 7, i1 false)
  %37 = call i32 @sum7(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
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
  br label %5, !llvm.loop !27

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
  br label %8, !llvm.loop !28

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
  br label %6, !llvm.loop !29

22:                                               ; preds = %6
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late8(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.s8, align 1
  %11 = alloca %struct.s8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = getelementptr inbounds %struct.s8, ptr %10, i32 0, i32 0
  store i64 %6, ptr %19, align 1
  %20 = getelementptr inbounds %struct.s8, ptr %11, i32 0, i32 0
  store i64 %8, ptr %20, align 1
  store i32 %0, ptr %12, align 4
  store i32 %1, ptr %13, align 4
  store i32 %2, ptr %14, align 4
  store i32 %3, ptr %15, align 4
  store i32 %4, ptr %16, align 4
  store i32 %5, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %13, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %14, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %15, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %16, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %17, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %18, align 4
  %33 = add nsw i32 %31, %32
  %34 = getelementptr inbounds %struct.s8, ptr %10, i32 0, i32 0
  %35 = load i64, ptr %34, align 1
  %36 = call i32 @sum8(i64 %35)
  %37 = mul i32 %36, 3
  %38 = add i32 %33, %37
  %39 = getelementptr inbounds %struct.s8, ptr %11, i32 0, i32 0
  %40 = load i64, ptr %39, align 1
  %41 = call i32 @sum8(i64 %40)
  %42 = add i32 %38, %41
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make9(ptr dead_on_unwind noalias writable sret(%struct.s9) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s9, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !30

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump9(ptr dead_on_unwind noalias writable sret(%struct.s9) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 9
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s9, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [9 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !31

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 9, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum9(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 9
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s9, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !32

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late9(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s9, align 1
  %20 = alloca %struct.s9, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 9, i1 false)
  %34 = call i32 @sum9(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 9, i1 false)
  %37 = call i32 @sum9(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make10(ptr dead_on_unwind noalias writable sret(%struct.s10) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s10, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !33

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump10(ptr dead_on_unwind noalias writable sret(%struct.s10) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 10
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [10 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s10, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [10 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !34

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 10, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum10(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 10
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s10, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [10 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !35

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late10(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s10, align 1
  %20 = alloca %struct.s10, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 10, i1 false)
  %34 = call i32 @sum10(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 10, i1 false)
  %37 = call i32 @sum10(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make11(ptr dead_on_unwind noalias writable sret(%struct.s11) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s11, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [11 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !36

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump11(ptr dead_on_unwind noalias writable sret(%struct.s11) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 11
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [11 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s11, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [11 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !37

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 11, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum11(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 11
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s11, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [11 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !38

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late11(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s11, align 1
  %20 = alloca %struct.s11, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 11, i1 false)
  %34 = call i32 @sum11(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 11, i1 false)
  %37 = call i32 @sum11(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make12(ptr dead_on_unwind noalias writable sret(%struct.s12) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s12, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !39

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump12(ptr dead_on_unwind noalias writable sret(%struct.s12) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [12 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s12, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [12 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !40

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 12, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum12(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 12
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s12, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [12 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !41

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late12(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s12, align 1
  %20 = alloca %struct.s12, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 12, i1 false)
  %34 = call i32 @sum12(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 12, i1 false)
  %37 = call i32 @sum12(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make13(ptr dead_on_unwind noalias writable sret(%struct.s13) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 13
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s13, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [13 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !42

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump13(ptr dead_on_unwind noalias writable sret(%struct.s13) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 13
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [13 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s13, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !43

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 13, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum13(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 13
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s13, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [13 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !44

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late13(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s13, align 1
  %20 = alloca %struct.s13, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 13, i1 false)
  %34 = call i32 @sum13(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 13, i1 false)
  %37 = call i32 @sum13(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make14(ptr dead_on_unwind noalias writable sret(%struct.s14) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 14
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s14, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [14 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !45

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump14(ptr dead_on_unwind noalias writable sret(%struct.s14) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 14
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [14 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s14, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [14 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !46

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 14, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum14(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 14
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s14, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [14 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !47

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late14(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s14, align 1
  %20 = alloca %struct.s14, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 14, i1 false)
  %34 = call i32 @sum14(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 14, i1 false)
  %37 = call i32 @sum14(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make15(ptr dead_on_unwind noalias writable sret(%struct.s15) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s15, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !48

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump15(ptr dead_on_unwind noalias writable sret(%struct.s15) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 15
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [15 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s15, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [15 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !49

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 15, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum15(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 15
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s15, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [15 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !50

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late15(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s15, align 1
  %20 = alloca %struct.s15, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 15, i1 false)
  %34 = call i32 @sum15(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 15, i1 false)
  %37 = call i32 @sum15(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make16(ptr dead_on_unwind noalias writable sret(%struct.s16) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s16, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [16 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !51

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump16(ptr dead_on_unwind noalias writable sret(%struct.s16) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 16
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s16, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !52

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = getelementptr inbounds %struct.s16, ptr %0, i32 0, i32 0
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = add i32 %10, %16
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !53

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late16(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s16, align 1
  %20 = alloca %struct.s16, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 16, i1 false)
  %34 = call i32 @sum16(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 16, i1 false)
  %37 = call i32 @sum16(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make17(ptr dead_on_unwind noalias writable sret(%struct.s17) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 17
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s17, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [17 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !54

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump17(ptr dead_on_unwind noalias writable sret(%struct.s17) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 17
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s17, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [17 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s17, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [17 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !55

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !56

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late17(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s17, align 1
  %20 = alloca %struct.s17, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 17, i1 false)
  %34 = call i32 @sum17(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 17, i1 false)
  %37 = call i32 @sum17(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make20(ptr dead_on_unwind noalias writable sret(%struct.s20) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 20
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s20, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [20 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !57

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump20(ptr dead_on_unwind noalias writable sret(%struct.s20) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 20
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s20, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [20 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s20, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [20 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !58

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !59

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late20(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s20, align 1
  %20 = alloca %struct.s20, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 20, i1 false)
  %34 = call i32 @sum20(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 20, i1 false)
  %37 = call i32 @sum20(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make23(ptr dead_on_unwind noalias writable sret(%struct.s23) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 23
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s23, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [23 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !60

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump23(ptr dead_on_unwind noalias writable sret(%struct.s23) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 23
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s23, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [23 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s23, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [23 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !61

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !62

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late23(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s23, align 1
  %20 = alloca %struct.s23, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 23, i1 false)
  %34 = call i32 @sum23(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 23, i1 false)
  %37 = call i32 @sum23(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make24(ptr dead_on_unwind noalias writable sret(%struct.s24) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 24
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s24, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [24 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !63

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump24(ptr dead_on_unwind noalias writable sret(%struct.s24) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 24
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s24, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [24 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s24, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [24 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !64

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !65

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late24(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s24, align 1
  %20 = alloca %struct.s24, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 24, i1 false)
  %34 = call i32 @sum24(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 24, i1 false)
  %37 = call i32 @sum24(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make31(ptr dead_on_unwind noalias writable sret(%struct.s31) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 31
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s31, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [31 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !66

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump31(ptr dead_on_unwind noalias writable sret(%struct.s31) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 31
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s31, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [31 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s31, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [31 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !67

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !68

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late31(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s31, align 1
  %20 = alloca %struct.s31, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 31, i1 false)
  %34 = call i32 @sum31(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 31, i1 false)
  %37 = call i32 @sum31(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make32(ptr dead_on_unwind noalias writable sret(%struct.s32) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 32
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s32, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [32 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !69

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump32(ptr dead_on_unwind noalias writable sret(%struct.s32) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 32
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s32, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [32 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s32, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [32 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !70

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !71

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late32(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s32, align 1
  %20 = alloca %struct.s32, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 32, i1 false)
  %34 = call i32 @sum32(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 32, i1 false)
  %37 = call i32 @sum32(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make33(ptr dead_on_unwind noalias writable sret(%struct.s33) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 33
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s33, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [33 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !72

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump33(ptr dead_on_unwind noalias writable sret(%struct.s33) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 33
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s33, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [33 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s33, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [33 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !73

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !74

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late33(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s33, align 1
  %20 = alloca %struct.s33, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 33, i1 false)
  %34 = call i32 @sum33(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 33, i1 false)
  %37 = call i32 @sum33(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make40(ptr dead_on_unwind noalias writable sret(%struct.s40) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 40
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s40, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [40 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !75

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump40(ptr dead_on_unwind noalias writable sret(%struct.s40) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 40
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s40, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [40 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s40, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [40 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !76

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !77

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late40(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s40, align 1
  %20 = alloca %struct.s40, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 40, i1 false)
  %34 = call i32 @sum40(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 40, i1 false)
  %37 = call i32 @sum40(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make48(ptr dead_on_unwind noalias writable sret(%struct.s48) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 48
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s48, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [48 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !78

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump48(ptr dead_on_unwind noalias writable sret(%struct.s48) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 48
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s48, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [48 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s48, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [48 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !79

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !80

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late48(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s48, align 1
  %20 = alloca %struct.s48, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 48, i1 false)
  %34 = call i32 @sum48(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 48, i1 false)
  %37 = call i32 @sum48(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make63(ptr dead_on_unwind noalias writable sret(%struct.s63) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 63
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s63, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [63 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !81

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump63(ptr dead_on_unwind noalias writable sret(%struct.s63) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 63
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s63, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [63 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s63, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [63 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !82

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !83

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late63(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s63, align 1
  %20 = alloca %struct.s63, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 63, i1 false)
  %34 = call i32 @sum63(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 63, i1 false)
  %37 = call i32 @sum63(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make64(ptr dead_on_unwind noalias writable sret(%struct.s64) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s64, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !84

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump64(ptr dead_on_unwind noalias writable sret(%struct.s64) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s64, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [64 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s64, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !85

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !86

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late64(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s64, align 1
  %20 = alloca %struct.s64, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 64, i1 false)
  %34 = call i32 @sum64(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 64, i1 false)
  %37 = call i32 @sum64(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make100(ptr dead_on_unwind noalias writable sret(%struct.s100) align 1 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 100
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 31
  %12 = load i32, ptr %5, align 4
  %13 = mul nsw i32 %12, 7
  %14 = add nsw i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = getelementptr inbounds %struct.s100, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [100 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !87

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump100(ptr dead_on_unwind noalias writable sret(%struct.s100) align 1 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %25, %3
  %9 = load i32, ptr %7, align 4
  %10 = icmp slt i32 %9, 100
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.s100, ptr %1, i32 0, i32 0
  %13 = load i32, ptr %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [100 x i8], ptr %12, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i8
  %21 = getelementptr inbounds %struct.s100, ptr %1, i32 0, i32 0
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [100 x i8], ptr %21, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %8, !llvm.loop !88

28:                                               ; preds = %8
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
  br label %5, !llvm.loop !89

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @late100(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %struct.s100, align 1
  %20 = alloca %struct.s100, align 1
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  store ptr %8, ptr %18, align 8
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %11, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %12, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %17, align 4
  %33 = add nsw i32 %31, %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 %6, i64 100, i1 false)
  %34 = call i32 @sum100(ptr noundef %19)
  %35 = mul i32 %34, 3
  %36 = add i32 %33, %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 %8, i64 100, i1 false)
  %37 = call i32 @sum100(ptr noundef %20)
  %38 = add i32 %36, %37
  ret i32 %38
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
!35 = distinct !{!35, !6}
!36 = distinct !{!36, !6}
!37 = distinct !{!37, !6}
!38 = distinct !{!38, !6}
!39 = distinct !{!39, !6}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !6}
!44 = distinct !{!44, !6}
!45 = distinct !{!45, !6}
!46 = distinct !{!46, !6}
!47 = distinct !{!47, !6}
!48 = distinct !{!48, !6}
!49 = distinct !{!49, !6}
!50 = distinct !{!50, !6}
!51 = distinct !{!51, !6}
!52 = distinct !{!52, !6}
!53 = distinct !{!53, !6}
!54 = distinct !{!54, !6}
!55 = distinct !{!55, !6}
!56 = distinct !{!56, !6}
!57 = distinct !{!57, !6}
!58 = distinct !{!58, !6}
!59 = distinct !{!59, !6}
!60 = distinct !{!60, !6}
!61 = distinct !{!61, !6}
!62 = distinct !{!62, !6}
!63 = distinct !{!63, !6}
!64 = distinct !{!64, !6}
!65 = distinct !{!65, !6}
!66 = distinct !{!66, !6}
!67 = distinct !{!67, !6}
!68 = distinct !{!68, !6}
!69 = distinct !{!69, !6}
!70 = distinct !{!70, !6}
!71 = distinct !{!71, !6}
!72 = distinct !{!72, !6}
!73 = distinct !{!73, !6}
!74 = distinct !{!74, !6}
!75 = distinct !{!75, !6}
!76 = distinct !{!76, !6}
!77 = distinct !{!77, !6}
!78 = distinct !{!78, !6}
!79 = distinct !{!79, !6}
!80 = distinct !{!80, !6}
!81 = distinct !{!81, !6}
!82 = distinct !{!82, !6}
!83 = distinct !{!83, !6}
!84 = distinct !{!84, !6}
!85 = distinct !{!85, !6}
!86 = distinct !{!86, !6}
!87 = distinct !{!87, !6}
!88 = distinct !{!88, !6}
!89 = distinct !{!89, !6}
