; ModuleID = 'programs/stack_frame_offsets.c'
source_filename = "programs/stack_frame_offsets.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"r=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call i64 @big_frame(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %4)
  %6 = load i64, ptr %2, align 8
  %7 = and i64 %6, 127
  %8 = trunc i64 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_frame(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca [5000 x i8], align 1
  %19 = alloca i64, align 8
  %20 = alloca [10000 x i32], align 4
  %21 = alloca i64, align 8
  %22 = alloca [16640 x double], align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i64 %7, ptr %16, align 8
  %27 = load i64, ptr %9, align 8
  store volatile i64 %27, ptr %17, align 8
  %28 = load i64, ptr %10, align 8
  store volatile i64 %28, ptr %19, align 8
  %29 = load i64, ptr %11, align 8
  store volatile i64 %29, ptr %21, align 8
  %30 = load i64, ptr %12, align 8
  store volatile i64 %30, ptr %23, align 8
  %31 = getelementptr inbounds [5000 x i8], ptr %18, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %31, i8 1, i64 5000, i1 false)
  store i32 0, ptr %24, align 4
  br label %32

32:                                               ; preds = %40, %8
  %33 = load i32, ptr %24, align 4
  %34 = icmp slt i32 %33, 10000
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load i32, ptr %24, align 4
  %37 = load i32, ptr %24, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [10000 x i32], ptr %20, i64 0, i64 %38
  store i32 %36, ptr %39, align 4
  br label %40

40:                                               ; preds = %35
  %41 = load i32, ptr %24, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %24, align 4
  br label %32, !llvm.loop !6

43:                                               ; preds = %32
  store i32 0, ptr %25, align 4
  br label %44

44:                                               ; preds = %54, %43
  %45 = load i32, ptr %25, align 4
  %46 = icmp slt i32 %45, 16640
  br i1 %46, label %47, label %57

47:                                               ; preds = %44
  %48 = load i32, ptr %25, align 4
  %49 = sitofp i32 %48 to double
  %50 = fmul double %49, 5.000000e-01
  %51 = load i32, ptr %25, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [16640 x double], ptr %22, i64 0, i64 %52
  store double %50, ptr %53, align 8
  br label %54

54:                                               ; preds = %47
  %55 = load i32, ptr %25, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %25, align 4
  br label %44, !llvm.loop !8

57:                                               ; preds = %44
  %58 = load i64, ptr %15, align 8
  call void @touch(ptr noundef %17, i64 noundef %58)
  %59 = load i64, ptr %16, align 8
  call void @touch(ptr noundef %19, i64 noundef %59)
  %60 = load i64, ptr %13, align 8
  call void @touch(ptr noundef %21, i64 noundef %60)
  %61 = load i64, ptr %14, align 8
  call void @touch(ptr noundef %23, i64 noundef %61)
  %62 = load volatile i64, ptr %17, align 8
  %63 = load volatile i64, ptr %19, align 8
  %64 = mul nsw i64 %63, 10
  %65 = add nsw i64 %62, %64
  %66 = load volatile i64, ptr %21, align 8
  %67 = mul nsw i64 %66, 100
  %68 = add nsw i64 %65, %67
  %69 = load volatile i64, ptr %23, align 8
  %70 = mul nsw i64 %69, 1000
  %71 = add nsw i64 %68, %70
  store i64 %71, ptr %26, align 8
  %72 = getelementptr inbounds [5000 x i8], ptr %18, i64 0, i64 4999
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  %75 = getelementptr inbounds [10000 x i32], ptr %20, i64 0, i64 9999
  %76 = load i32, ptr %75, align 4
  %77 = add nsw i32 %74, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16640 x double], ptr %22, i64 0, i64 16639
  %80 = load double, ptr %79, align 8
  %81 = fptosi double %80 to i64
  %82 = add nsw i64 %78, %81
  %83 = load i64, ptr %26, align 8
  %84 = add nsw i64 %83, %82
  store i64 %84, ptr %26, align 8
  %85 = load i64, ptr %26, align 8
  ret i64 %85
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @touch(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load volatile i64, ptr %6, align 8
  %8 = add nsw i64 %7, %5
  store volatile i64 %8, ptr %6, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
