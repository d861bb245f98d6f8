; ModuleID = 'programs/bitfields_rmw_union.c'
source_filename = "programs/bitfields_rmw_union.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.reg = type { i32 }
%struct.counters = type { i32 }

@.str = private unnamed_addr constant [12 x i8] c"en -> %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"mode -> %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"div -> %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"offs -> %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"rsvd -> %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"div+=100 -> %08x div=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"offs-=30 -> %08x offs=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"from word: en=%u mode=%u div=%u offs=%d rsvd=%x\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"counters a=%u b=%u c=%u d=%u e=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"promoted=%d wide=%lld cmp=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.reg, align 4
  %3 = alloca %struct.counters, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 4, i1 false)
  %7 = load i32, ptr %2, align 4
  %8 = and i32 %7, -2
  %9 = or i32 %8, 1
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
  %12 = load i32, ptr %2, align 4
  %13 = and i32 %12, -15
  %14 = or i32 %13, 10
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15)
  %17 = load i32, ptr %2, align 4
  %18 = and i32 %17, -4081
  %19 = or i32 %18, 3200
  store i32 %19, ptr %2, align 4
  %20 = load i32, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %20)
  %22 = load i32, ptr %2, align 4
  %23 = and i32 %22, -258049
  %24 = or i32 %23, 249856
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25)
  %27 = load i32, ptr %2, align 4
  %28 = and i32 %27, 262143
  %29 = or i32 %28, -262144
  store i32 %29, ptr %2, align 4
  %30 = load i32, ptr %2, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %30)
  %32 = load i32, ptr %2, align 4
  %33 = lshr i32 %32, 4
  %34 = and i32 %33, 255
  %35 = add nsw i32 %34, 100
  %36 = load i32, ptr %2, align 4
  %37 = and i32 %35, 255
  %38 = shl i32 %37, 4
  %39 = and i32 %36, -4081
  %40 = or i32 %39, %38
  store i32 %40, ptr %2, align 4
  %41 = load i32, ptr %2, align 4
  %42 = load i32, ptr %2, align 4
  %43 = lshr i32 %42, 4
  %44 = and i32 %43, 255
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %41, i32 noundef %44)
  %46 = load i32, ptr %2, align 4
  %47 = shl i32 %46, 14
  %48 = ashr i32 %47, 26
  %49 = sub nsw i32 %48, 30
  %50 = load i32, ptr %2, align 4
  %51 = and i32 %49, 63
  %52 = shl i32 %51, 12
  %53 = and i32 %50, -258049
  %54 = or i32 %53, %52
  store i32 %54, ptr %2, align 4
  %55 = shl i32 %51, 26
  %56 = ashr i32 %55, 26
  %57 = load i32, ptr %2, align 4
  %58 = load i32, ptr %2, align 4
  %59 = shl i32 %58, 14
  %60 = ashr i32 %59, 26
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %57, i32 noundef %60)
  store i32 -559038737, ptr %2, align 4
  %62 = load i32, ptr %2, align 4
  %63 = and i32 %62, 1
  %64 = load i32, ptr %2, align 4
  %65 = lshr i32 %64, 1
  %66 = and i32 %65, 7
  %67 = load i32, ptr %2, align 4
  %68 = lshr i32 %67, 4
  %69 = and i32 %68, 255
  %70 = load i32, ptr %2, align 4
  %71 = shl i32 %70, 14
  %72 = ashr i32 %71, 26
  %73 = load i32, ptr %2, align 4
  %74 = lshr i32 %73, 18
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %63, i32 noundef %66, i32 noundef %69, i32 noundef %72, i32 noundef %74)
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 4, i1 false)
  store i32 0, ptr %4, align 4
  br label %76

76:                                               ; preds = %81, %0
  %77 = load i32, ptr %4, align 4
  %78 = icmp slt i32 %77, 100
  br i1 %78, label %79, label %84

79:                                               ; preds = %76
  %80 = load i32, ptr %4, align 4
  call void @tick(ptr noundef %3, i32 noundef %80)
  br label %81

81:                                               ; preds = %79
  %82 = load i32, ptr %4, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %4, align 4
  br label %76, !llvm.loop !6

84:                                               ; preds = %76
  %85 = load i32, ptr %3, align 4
  %86 = and i32 %85, 15
  %87 = load i32, ptr %3, align 4
  %88 = lshr i32 %87, 4
  %89 = and i32 %88, 15
  %90 = load i32, ptr %3, align 4
  %91 = lshr i32 %90, 8
  %92 = and i32 %91, 15
  %93 = load i32, ptr %3, align 4
  %94 = lshr i32 %93, 12
  %95 = and i32 %94, 15
  %96 = load i32, ptr %3, align 4
  %97 = lshr i32 %96, 16
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %86, i32 noundef %89, i32 noundef %92, i32 noundef %95, i32 noundef %97)
  %99 = load i32, ptr %3, align 4
  %100 = and i32 %99, 15
  %101 = sub nsw i32 %100, 20
  store i32 %101, ptr %5, align 4
  %102 = load i32, ptr %3, align 4
  %103 = lshr i32 %102, 16
  %104 = mul nsw i32 %103, 10000
  %105 = sext i32 %104 to i64
  store i64 %105, ptr %6, align 8
  %106 = load i32, ptr %5, align 4
  %107 = load i64, ptr %6, align 8
  %108 = load i32, ptr %3, align 4
  %109 = and i32 %108, 15
  %110 = sub nsw i32 %109, 20
  %111 = icmp slt i32 %110, 0
  %112 = zext i1 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %106, i64 noundef %107, i32 noundef %112)
  %114 = load i32, ptr %2, align 4
  %115 = lshr i32 %114, 4
  %116 = and i32 %115, 255
  %117 = load i32, ptr %3, align 4
  %118 = lshr i32 %117, 16
  %119 = add nsw i32 %116, %118
  %120 = and i32 %119, 127
  ret i32 %120
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tick(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %5, align 4
  %7 = and i32 %6, 15
  %8 = add i32 %7, 1
  %9 = load i32, ptr %5, align 4
  %10 = and i32 %8, 15
  %11 = and i32 %9, -16
  %12 = or i32 %11, %10
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %2
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %17, align 4
  %19 = lshr i32 %18, 4
  %20 = and i32 %19, 15
  %21 = add nsw i32 %20, 3
  %22 = load i32, ptr %17, align 4
  %23 = and i32 %21, 15
  %24 = shl i32 %23, 4
  %25 = and i32 %22, -241
  %26 = or i32 %25, %24
  store i32 %26, ptr %17, align 4
  br label %27

27:                                               ; preds = %16, %2
  %28 = load i32, ptr %4, align 4
  %29 = srem i32 %28, 5
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %42

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %32, align 4
  %34 = lshr i32 %33, 8
  %35 = and i32 %34, 15
  %36 = sub nsw i32 %35, 1
  %37 = load i32, ptr %32, align 4
  %38 = and i32 %36, 15
  %39 = shl i32 %38, 8
  %40 = and i32 %37, -3841
  %41 = or i32 %40, %39
  store i32 %41, ptr %32, align 4
  br label %42

42:                                               ; preds = %31, %27
  %43 = load i32, ptr %4, align 4
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %44, align 4
  %46 = lshr i32 %45, 12
  %47 = and i32 %46, 15
  %48 = xor i32 %47, %43
  %49 = load i32, ptr %44, align 4
  %50 = and i32 %48, 15
  %51 = shl i32 %50, 12
  %52 = and i32 %49, -61441
  %53 = or i32 %52, %51
  store i32 %53, ptr %44, align 4
  %54 = load i32, ptr %4, align 4
  %55 = mul nsw i32 %54, 7
  %56 = load ptr, ptr %3, align 8
  %57 = load i32, ptr %56, align 4
  %58 = lshr i32 %57, 16
  %59 = add i32 %58, %55
  %60 = load i32, ptr %56, align 4
  %61 = and i32 %59, 65535
  %62 = shl i32 %61, 16
  %63 = and i32 %60, 65535
  %64 = or i32 %63, %62
  store i32 %64, ptr %56, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
