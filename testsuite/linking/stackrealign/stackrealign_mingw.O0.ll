; ModuleID = 'stackrealign.c'
source_filename = "stackrealign.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"alloca %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"pages %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !5

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = load i64, ptr %4, align 8
  %8 = sub i64 %7, 1
  %9 = and i64 %6, %8
  %10 = icmp eq i64 %9, 0
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla_loop(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32], align 32
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  store i32 %11, ptr %5, align 4
  %12 = getelementptr inbounds i32, ptr %5, i64 1
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %12, align 4
  %15 = getelementptr inbounds i32, ptr %5, i64 2
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 2
  store i32 %17, ptr %15, align 4
  %18 = getelementptr inbounds i32, ptr %5, i64 3
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 3
  store i32 %20, ptr %18, align 4
  store i32 0, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %21

21:                                               ; preds = %60, %2
  %22 = load i32, ptr %7, align 4
  %23 = load i32, ptr %3, align 4
  %24 = icmp sle i32 %22, %23
  br i1 %24, label %25, label %63

25:                                               ; preds = %21
  %26 = load i32, ptr %7, align 4
  %27 = mul nsw i32 %26, 3
  %28 = zext i32 %27 to i64
  %29 = call ptr @llvm.stacksave.p0()
  store ptr %29, ptr %8, align 8
  %30 = alloca i32, i64 %28, align 16
  store i64 %28, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %45, %25
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %7, align 4
  %34 = mul nsw i32 %33, 3
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %48

36:                                               ; preds = %31
  %37 = load i32, ptr %10, align 4
  %38 = load i32, ptr %4, align 4
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %30, i64 %43
  store i32 %41, ptr %44, align 4
  br label %45

45:                                               ; preds = %36
  %46 = load i32, ptr %10, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %10, align 4
  br label %31, !llvm.loop !7

48:                                               ; preds = %31
  %49 = load i32, ptr %7, align 4
  %50 = mul nsw i32 %49, 3
  %51 = call i32 @sum(ptr noundef %30, i32 noundef %50)
  %52 = call i32 @aligned(ptr noundef %30, i64 noundef 16)
  %53 = add nsw i32 %51, %52
  %54 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 0
  %55 = call i32 @aligned(ptr noundef %54, i64 noundef 32)
  %56 = add nsw i32 %53, %55
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %6, align 4
  %59 = load ptr, ptr %8, align 8
  call void @llvm.stackrestore.p0(ptr %59)
  br label %60

60:                                               ; preds = %48
  %61 = load i32, ptr %7, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %7, align 4
  br label %21, !llvm.loop !8

63:                                               ; preds = %21
  %64 = load i32, ptr %6, align 4
  %65 = getelementptr inbounds [4 x i32], ptr %5, i64 0, i64 0
  %66 = call i32 @sum(ptr noundef %65, i32 noundef 4)
  %67 = add nsw i32 %64, %66
  ret i32 %67
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @with_alloca(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  store i32 %7, ptr %16, align 4
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 4
  %26 = alloca i8, i64 %25, align 16
  store ptr %26, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %27

27:                                               ; preds = %41, %8
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %27
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %18, align 4
  %34 = mul nsw i32 %32, %33
  %35 = load i32, ptr %11, align 4
  %36 = add nsw i32 %34, %35
  %37 = load ptr, ptr %17, align 8
  %38 = load i32, ptr %18, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  store i32 %36, ptr %40, align 4
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %18, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %18, align 4
  br label %27, !llvm.loop !9

44:                                               ; preds = %27
  %45 = load ptr, ptr %17, align 8
  %46 = load i32, ptr %9, align 4
  %47 = call i32 @sum(ptr noundef %45, i32 noundef %46)
  store i32 %47, ptr %19, align 4
  %48 = load i32, ptr %9, align 4
  %49 = add nsw i32 %48, 7
  %50 = sext i32 %49 to i64
  %51 = alloca i8, i64 %50, align 16
  store ptr %51, ptr %20, align 8
  %52 = load ptr, ptr %20, align 8
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, 7
  %55 = sext i32 %54 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %52, i8 3, i64 %55, i1 false)
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %56

56:                                               ; preds = %70, %44
  %57 = load i32, ptr %22, align 4
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 7
  %60 = icmp slt i32 %57, %59
  br i1 %60, label %61, label %73

61:                                               ; preds = %56
  %62 = load ptr, ptr %20, align 8
  %63 = load i32, ptr %22, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  %66 = load i8, ptr %65, align 1
  %67 = sext i8 %66 to i32
  %68 = load i32, ptr %21, align 4
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr %21, align 4
  br label %70

70:                                               ; preds = %61
  %71 = load i32, ptr %22, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %22, align 4
  br label %56, !llvm.loop !10

73:                                               ; preds = %56
  %74 = load i32, ptr %19, align 4
  %75 = load i32, ptr %21, align 4
  %76 = add nsw i32 %74, %75
  %77 = load i32, ptr %12, align 4
  %78 = load i32, ptr %13, align 4
  %79 = mul nsw i32 %77, %78
  %80 = add nsw i32 %76, %79
  %81 = load i32, ptr %14, align 4
  %82 = load i32, ptr %15, align 4
  %83 = mul nsw i32 %81, %82
  %84 = add nsw i32 %80, %83
  %85 = load i32, ptr %16, align 4
  %86 = add nsw i32 %84, %85
  %87 = load ptr, ptr %17, align 8
  %88 = load i32, ptr %9, align 4
  %89 = sdiv i32 %88, 2
  %90 = call i32 @sum(ptr noundef %87, i32 noundef %89)
  %91 = add nsw i32 %86, %90
  ret i32 %91
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pages(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [20000 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %23, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %14, %15
  %17 = trunc i32 %16 to i8
  %18 = load i32, ptr %6, align 4
  %19 = mul nsw i32 %18, 97
  %20 = srem i32 %19, 20000
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [20000 x i8], ptr %5, i64 0, i64 %21
  store volatile i8 %17, ptr %22, align 1
  br label %23

23:                                               ; preds = %13
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %9, !llvm.loop !11

26:                                               ; preds = %9
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %27

27:                                               ; preds = %41, %26
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %3, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %44

31:                                               ; preds = %27
  %32 = load i32, ptr %8, align 4
  %33 = mul nsw i32 %32, 97
  %34 = srem i32 %33, 20000
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [20000 x i8], ptr %5, i64 0, i64 %35
  %37 = load volatile i8, ptr %36, align 1
  %38 = sext i8 %37 to i32
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %7, align 4
  br label %41

41:                                               ; preds = %31
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %8, align 4
  br label %27, !llvm.loop !12

44:                                               ; preds = %27
  %45 = load i32, ptr %7, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @many_pages(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [12000 x i32], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = zext i32 %9 to i64
  %11 = call ptr @llvm.stacksave.p0()
  store ptr %11, ptr %4, align 8
  %12 = alloca i32, i64 %10, align 16
  store i64 %10, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %29, %1
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %32

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %12, i64 %20
  store i32 %18, ptr %21, align 4
  %22 = load i32, ptr %6, align 4
  %23 = mul nsw i32 %22, 2
  %24 = load i32, ptr %6, align 4
  %25 = mul nsw i32 %24, 31
  %26 = srem i32 %25, 12000
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [12000 x i32], ptr %3, i64 0, i64 %27
  store volatile i32 %23, ptr %28, align 4
  br label %29

29:                                               ; preds = %17
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %6, align 4
  br label %13, !llvm.loop !13

32:                                               ; preds = %13
  %33 = load i32, ptr %2, align 4
  %34 = call i32 @sum(ptr noundef %12, i32 noundef %33)
  %35 = call i32 @aligned(ptr noundef %12, i64 noundef 16)
  %36 = add nsw i32 %34, %35
  store i32 %36, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %37

37:                                               ; preds = %50, %32
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %2, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %53

41:                                               ; preds = %37
  %42 = load i32, ptr %8, align 4
  %43 = mul nsw i32 %42, 31
  %44 = srem i32 %43, 12000
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [12000 x i32], ptr %3, i64 0, i64 %45
  %47 = load volatile i32, ptr %46, align 4
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr %7, align 4
  br label %50

50:                                               ; preds = %41
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %37, !llvm.loop !14

53:                                               ; preds = %37
  %54 = load i32, ptr %7, align 4
  %55 = load ptr, ptr %4, align 8
  call void @llvm.stackrestore.p0(ptr %55)
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @vla_loop(i32 noundef 6, i32 noundef 5)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = call i32 @with_alloca(i32 noundef 11, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %4)
  %6 = call i32 @pages(i32 noundef 300, i32 noundef 1)
  %7 = call i32 @many_pages(i32 noundef 5000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %6, i32 noundef %7)
  ret i32 0
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
