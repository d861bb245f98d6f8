; ModuleID = 'programs/union_byval.c'
source_filename = "programs/union_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.U4 = type { float }
%union.U8 = type { double }
%union.U8b = type { i64 }
%struct.Tagged = type { i32, %union.anon }
%union.anon = type { double }
%struct.anon.0 = type { i16, i16 }
%union.U16 = type { fp128 }
%union.U20 = type { double, [16 x i8] }
%struct.anon = type { i32, i32 }

@__const.main.a = private unnamed_addr constant %union.U4 { float 1.500000e+00 }, align 4
@.str = private unnamed_addr constant [17 x i8] c"U4 %g %08x %02x\0A\00", align 1
@__const.main.b = private unnamed_addr constant %union.U8 { double 1.000000e+01 }, align 8
@.str.1 = private unnamed_addr constant [21 x i8] c"U8 %g %016llx %d %d\0A\00", align 1
@__const.main.c = private unnamed_addr constant %union.U8b { i64 81985529216486895 }, align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"U8b %016llx %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"U16 %Lg \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"U20 sum=%d size=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@__const.main.ts = private unnamed_addr constant <{ { i32, [4 x i8], { i32, [4 x i8] } }, %struct.Tagged, { i32, { ptr } }, { i32, [4 x i8], { %struct.anon.0, [4 x i8] } } }> <{ { i32, [4 x i8], { i32, [4 x i8] } } { i32 0, [4 x i8] undef, { i32, [4 x i8] } { i32 42, [4 x i8] undef } }, %struct.Tagged { i32 1, %union.anon { double 2.500000e+00 } }, { i32, { ptr } } { i32 2, { ptr } { ptr @.str.7 } }, { i32, [4 x i8], { %struct.anon.0, [4 x i8] } } { i32 3, [4 x i8] undef, { %struct.anon.0, [4 x i8] } { %struct.anon.0 { i16 -1, i16 7 }, [4 x i8] undef } } }>, align 8
@__const.main.q = private unnamed_addr constant %union.U4 { float 4.000000e+00 }, align 4
@.str.8 = private unnamed_addr constant [19 x i8] c"invsqrt(4) ~ %.4f\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.U4, align 4
  %3 = alloca %union.U4, align 4
  %4 = alloca i64, align 8
  %5 = alloca %union.U8, align 8
  %6 = alloca %union.U8, align 8
  %7 = alloca %union.U8b, align 8
  %8 = alloca %union.U8b, align 8
  %9 = alloca %union.U16, align 16
  %10 = alloca i32, align 4
  %11 = alloca %union.U16, align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %union.U20, align 8
  %16 = alloca [4 x %struct.Tagged], align 8
  %17 = alloca i32, align 4
  %18 = alloca %union.U4, align 4
  %19 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 4, i1 false)
  %20 = getelementptr inbounds %union.U4, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %20, i64 4, i1 false)
  %21 = load i64, ptr %4, align 8
  %22 = call i32 @neg4(i64 %21)
  %23 = getelementptr inbounds %union.U4, ptr %3, i32 0, i32 0
  store i32 %22, ptr %23, align 4
  %24 = load float, ptr %3, align 4
  %25 = fpext float %24 to double
  %26 = load i32, ptr %3, align 4
  %27 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 3
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %25, i32 noundef %26, i32 noundef %29)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.b, i64 8, i1 false)
  %31 = getelementptr inbounds %union.U8, ptr %5, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = call i64 @half8(i64 %32)
  %34 = getelementptr inbounds %union.U8, ptr %6, i32 0, i32 0
  store i64 %33, ptr %34, align 8
  %35 = load double, ptr %6, align 8
  %36 = load i64, ptr %6, align 8
  %37 = getelementptr inbounds [2 x i32], ptr %6, i64 0, i64 0
  %38 = load i32, ptr %37, align 8
  %39 = getelementptr inbounds [2 x i32], ptr %6, i64 0, i64 1
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %35, i64 noundef %36, i32 noundef %38, i32 noundef %40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.c, i64 8, i1 false)
  %42 = getelementptr inbounds %union.U8b, ptr %7, i32 0, i32 0
  %43 = load i64, ptr %42, align 8
  %44 = call i64 @swap8(i64 %43)
  %45 = getelementptr inbounds %union.U8b, ptr %8, i32 0, i32 0
  store i64 %44, ptr %45, align 8
  %46 = load i64, ptr %8, align 8
  %47 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 0
  %48 = load i32, ptr %47, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %46, i32 noundef %48)
  store i32 0, ptr %10, align 4
  br label %50

50:                                               ; preds = %57, %0
  %51 = load i32, ptr %10, align 4
  %52 = icmp slt i32 %51, 16
  br i1 %52, label %53, label %60

53:                                               ; preds = %50
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [16 x i8], ptr %9, i64 0, i64 %55
  store i8 0, ptr %56, align 1
  br label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %10, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %10, align 4
  br label %50, !llvm.loop !6

60:                                               ; preds = %50
  store fp128 0xL00000000000000004000000000000000, ptr %9, align 16
  %61 = getelementptr inbounds %union.U16, ptr %9, i32 0, i32 0
  %62 = load i128, ptr %61, align 16
  %63 = call i128 @id16(i128 %62)
  %64 = getelementptr inbounds %union.U16, ptr %11, i32 0, i32 0
  store i128 %63, ptr %64, align 16
  %65 = load fp128, ptr %11, align 16
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef %65)
  store i32 0, ptr %12, align 4
  br label %67

67:                                               ; preds = %77, %60
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %68, 10
  br i1 %69, label %70, label %80

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [16 x i8], ptr %11, i64 0, i64 %72
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %75)
  br label %77

77:                                               ; preds = %70
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %12, align 4
  br label %67, !llvm.loop !8

80:                                               ; preds = %67
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %82

82:                                               ; preds = %90, %80
  %83 = load i32, ptr %14, align 4
  %84 = icmp slt i32 %83, 10
  br i1 %84, label %85, label %93

85:                                               ; preds = %82
  %86 = load i32, ptr %14, align 4
  call void @mk20(ptr dead_on_unwind writable sret(%union.U20) align 8 %15, i32 noundef %86)
  %87 = call i32 @sum20(ptr noundef %15)
  %88 = load i32, ptr %13, align 4
  %89 = add nsw i32 %88, %87
  store i32 %89, ptr %13, align 4
  br label %90

90:                                               ; preds = %85
  %91 = load i32, ptr %14, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %14, align 4
  br label %82, !llvm.loop !9

93:                                               ; preds = %82
  %94 = load i32, ptr %13, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %94, i64 noundef 24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 @__const.main.ts, i64 64, i1 false)
  store i32 0, ptr %17, align 4
  br label %96

96:                                               ; preds = %104, %93
  %97 = load i32, ptr %17, align 4
  %98 = icmp slt i32 %97, 4
  br i1 %98, label %99, label %107

99:                                               ; preds = %96
  %100 = load i32, ptr %17, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [4 x %struct.Tagged], ptr %16, i64 0, i64 %101
  %103 = load [2 x i64], ptr %102, align 8
  call void @show([2 x i64] %103)
  br label %104

104:                                              ; preds = %99
  %105 = load i32, ptr %17, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %17, align 4
  br label %96, !llvm.loop !10

107:                                              ; preds = %96
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 @__const.main.q, i64 4, i1 false)
  %108 = load i32, ptr %18, align 4
  %109 = lshr i32 %108, 1
  %110 = sub i32 1597463007, %109
  store i32 %110, ptr %18, align 4
  %111 = load float, ptr %18, align 4
  store float %111, ptr %19, align 4
  %112 = load float, ptr %19, align 4
  %113 = load float, ptr %19, align 4
  %114 = fmul float 2.000000e+00, %113
  %115 = load float, ptr %19, align 4
  %116 = fneg float %114
  %117 = call float @llvm.fmuladd.f32(float %116, float %115, float 1.500000e+00)
  %118 = fmul float %112, %117
  store float %118, ptr %19, align 4
  %119 = load float, ptr %19, align 4
  %120 = fpext float %119 to double
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %120)
  %122 = load i32, ptr %3, align 4
  %123 = lshr i32 %122, 24
  ret i32 %123
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @neg4(i64 %0) #0 {
  %2 = alloca %union.U4, align 4
  %3 = alloca %union.U4, align 4
  %4 = getelementptr inbounds %union.U4, ptr %3, i32 0, i32 0
  %5 = trunc i64 %0 to i32
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, -2147483648
  store i32 %7, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %8 = getelementptr inbounds %union.U4, ptr %2, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  ret i32 %9
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @half8(i64 %0) #0 {
  %2 = alloca %union.U8, align 8
  %3 = alloca %union.U8, align 8
  %4 = getelementptr inbounds %union.U8, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = fmul double %5, 5.000000e-01
  store double %6, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %7 = getelementptr inbounds %union.U8, ptr %2, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @swap8(i64 %0) #0 {
  %2 = alloca %union.U8b, align 8
  %3 = alloca %union.U8b, align 8
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %union.U8b, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  store i32 %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  store i32 %9, ptr %10, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  store i32 %11, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %13 = getelementptr inbounds %union.U8b, ptr %2, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @id16(i128 %0) #0 {
  %2 = alloca %union.U16, align 16
  %3 = alloca %union.U16, align 16
  %4 = getelementptr inbounds %union.U16, ptr %3, i32 0, i32 0
  store i128 %0, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = fadd fp128 %5, 0xL00000000000000003FFF000000000000
  store fp128 %6, ptr %3, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 %3, i64 16, i1 false)
  %7 = getelementptr inbounds %union.U16, ptr %2, i32 0, i32 0
  %8 = load i128, ptr %7, align 16
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum20(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 0
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 1
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %4, %6
  %8 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 2
  %9 = load i32, ptr %8, align 8
  %10 = add nsw i32 %7, %9
  %11 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 3
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %10, %12
  %14 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 4
  %15 = load i32, ptr %14, align 8
  %16 = add nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk20(ptr dead_on_unwind noalias writable sret(%union.U20) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 0
  store i32 %4, ptr %5, align 8
  %6 = load i32, ptr %3, align 4
  %7 = mul nsw i32 %6, 2
  %8 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 1
  store i32 %7, ptr %8, align 4
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 3
  %11 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 2
  store i32 %10, ptr %11, align 8
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 4
  %14 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 3
  store i32 %13, ptr %14, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul nsw i32 %15, 5
  %17 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 4
  store i32 %16, ptr %17, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show([2 x i64] %0) #0 {
  %2 = alloca %struct.Tagged, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 8
  switch i32 %4, label %17 [
    i32 0, label %5
    i32 1, label %9
    i32 2, label %13
  ]

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %7)
  br label %27

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %11)
  br label %27

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %15)
  br label %27

17:                                               ; preds = %1
  %18 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %19 = getelementptr inbounds %struct.anon.0, ptr %18, i32 0, i32 0
  %20 = load i16, ptr %19, align 8
  %21 = sext i16 %20 to i32
  %22 = getelementptr inbounds %struct.Tagged, ptr %2, i32 0, i32 1
  %23 = getelementptr inbounds %struct.anon.0, ptr %22, i32 0, i32 1
  %24 = load i16, ptr %23, align 2
  %25 = sext i16 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %21, i32 noundef %25)
  br label %27

27:                                               ; preds = %17, %13, %9, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
