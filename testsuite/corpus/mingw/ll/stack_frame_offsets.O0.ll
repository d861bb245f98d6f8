; ModuleID = 'programs/stack_frame_offsets.c'
source_filename = "programs/stack_frame_offsets.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"r=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call i32 @big_frame(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4)
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 127
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_frame(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [5000 x i8], align 16
  %19 = alloca i32, align 4
  %20 = alloca [10000 x i32], align 16
  %21 = alloca i32, align 4
  %22 = alloca [16640 x double], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %27 = load i32, ptr %9, align 4
  store volatile i32 %27, ptr %17, align 4
  %28 = load i32, ptr %10, align 4
  store volatile i32 %28, ptr %19, align 4
  %29 = load i32, ptr %11, align 4
  store volatile i32 %29, ptr %21, align 4
  %30 = load i32, ptr %12, align 4
  store volatile i32 %30, ptr %23, align 4
  %31 = getelementptr inbounds [5000 x i8], ptr %18, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %31, i8 1, i64 5000, i1 false)
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
  br label %32, !llvm.loop !5

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
  br label %44, !llvm.loop !7

57:                                               ; preds = %44
  %58 = load i32, ptr %15, align 4
  call void @touch(ptr noundef %17, i32 noundef %58)
  %59 = load i32, ptr %16, align 4
  call void @touch(ptr noundef %19, i32 noundef %59)
  %60 = load i32, ptr %13, align 4
  call void @touch(ptr noundef %21, i32 noundef %60)
  %61 = load i32, ptr %14, align 4
  call void @touch(ptr noundef %23, i32 noundef %61)
  %62 = load volatile i32, ptr %17, align 4
  %63 = load volatile i32, ptr %19, align 4
  %64 = mul nsw i32 %63, 10
  %65 = add nsw i32 %62, %64
  %66 = load volatile i32, ptr %21, align 4
  %67 = mul nsw i32 %66, 100
  %68 = add nsw i32 %65, %67
  %69 = load volatile i32, ptr %23, align 4
  %70 = mul nsw i32 %69, 1000
  %71 = add nsw i32 %68, %70
  store i32 %71, ptr %26, align 4
  %72 = getelementptr inbounds [5000 x i8], ptr %18, i64 0, i64 4999
  %73 = load i8, ptr %72, align 1
  %74 = sext i8 %73 to i32
  %75 = getelementptr inbounds [10000 x i32], ptr %20, i64 0, i64 9999
  %76 = load i32, ptr %75, align 4
  %77 = add nsw i32 %74, %76
  %78 = getelementptr inbounds [16640 x double], ptr %22, i64 0, i64 16639
  %79 = load double, ptr %78, align 8
  %80 = fptosi double %79 to i32
  %81 = add nsw i32 %77, %80
  %82 = load i32, ptr %26, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %26, align 4
  %84 = load i32, ptr %26, align 4
  ret i32 %84
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @touch(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = load volatile i32, ptr %6, align 4
  %8 = add nsw i32 %7, %5
  store volatile i32 %8, ptr %6, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
