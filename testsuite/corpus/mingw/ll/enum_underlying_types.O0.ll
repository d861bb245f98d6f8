; ModuleID = 'programs/enum_underlying_types.c'
source_filename = "programs/enum_underlying_types.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.holder = type { i32 }

@.str = private unnamed_addr constant [76 x i8] c"sizes small=%zu neg=%zu big_u=%zu big_l=%zu tiny=%zu tiny_s=%zu holder=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"\0Aclassify: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"widen=%ld %ld uwiden=%u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"tiny=%d tiny_s=%d compare=%d\0A\00", align 1
@__const.main.h = private unnamed_addr constant { i8, i8, [2 x i8] } { i8 86, i8 -106, [2 x i8] undef }, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"holder s=%d n=%d other=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"arith=%d less=%d unsigned_cmp=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca %struct.holder, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 4, i64 noundef 4, i64 noundef 4, i64 noundef 8, i64 noundef 1, i64 noundef 1, i64 noundef 4)
  store i32 0, ptr %2, align 4
  br label %9

9:                                                ; preds = %16, %0
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = call ptr @name(i32 noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %14)
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %2, align 4
  br label %9, !llvm.loop !5

19:                                               ; preds = %9
  %20 = call i32 @classify(i32 noundef -3)
  %21 = call i32 @classify(i32 noundef 0)
  %22 = call i32 @classify(i32 noundef 3)
  %23 = call i32 @classify(i32 noundef 2)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = call i32 @widen(i64 noundef 4294967296)
  %26 = call i32 @widen(i64 noundef -1)
  %27 = call i32 @uwiden(i32 noundef -2147483648)
  %28 = call i32 @uwiden(i32 noundef 1)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28)
  store i8 -56, ptr %3, align 1
  store i8 -100, ptr %4, align 1
  %30 = load i8, ptr %3, align 1
  %31 = zext i8 %30 to i32
  %32 = load i8, ptr %4, align 1
  %33 = sext i8 %32 to i32
  %34 = load i8, ptr %3, align 1
  %35 = zext i8 %34 to i32
  %36 = load i8, ptr %4, align 1
  %37 = sext i8 %36 to i32
  %38 = icmp sgt i32 %35, %37
  %39 = zext i1 %38 to i32
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31, i32 noundef %33, i32 noundef %39)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.h, i64 4, i1 false)
  %41 = load i32, ptr %5, align 4
  %42 = shl i32 %41, 25
  %43 = ashr i32 %42, 29
  %44 = add nsw i32 %43, 1
  %45 = load i32, ptr %5, align 4
  %46 = and i32 %44, 7
  %47 = shl i32 %46, 4
  %48 = and i32 %45, -113
  %49 = or i32 %48, %47
  store i32 %49, ptr %5, align 4
  %50 = shl i32 %46, 29
  %51 = ashr i32 %50, 29
  %52 = load i32, ptr %5, align 4
  %53 = and i32 %52, 15
  %54 = load i32, ptr %5, align 4
  %55 = shl i32 %54, 25
  %56 = ashr i32 %55, 29
  %57 = load i32, ptr %5, align 4
  %58 = lshr i32 %57, 7
  %59 = and i32 %58, 511
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %53, i32 noundef %56, i32 noundef %59)
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %61

61:                                               ; preds = %67, %19
  %62 = load i32, ptr %7, align 4
  %63 = icmp slt i32 %62, 3
  br i1 %63, label %64, label %70

64:                                               ; preds = %61
  %65 = load i32, ptr %6, align 4
  %66 = add i32 %65, 2
  store i32 %66, ptr %6, align 4
  br label %67

67:                                               ; preds = %64
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %61, !llvm.loop !7

70:                                               ; preds = %61
  %71 = load i32, ptr %6, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %71, i32 noundef 1, i32 noundef 1)
  %73 = load i32, ptr %6, align 4
  %74 = load i32, ptr %5, align 4
  %75 = shl i32 %74, 25
  %76 = ashr i32 %75, 29
  %77 = add nsw i32 %73, %76
  ret i32 %77
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
define internal ptr @name(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %9 [
    i32 0, label %5
    i32 1, label %6
    i32 5, label %7
    i32 6, label %8
  ]

5:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %10

6:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %10

7:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %10

8:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %10

9:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load ptr, ptr %2, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %7 [
    i32 -3, label %5
    i32 3, label %6
  ]

5:                                                ; preds = %1
  store i32 -30, ptr %2, align 4
  br label %9

6:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %9

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %7, %6, %5
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i32
  %5 = mul nsw i32 %4, 2
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @uwiden(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 31
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
