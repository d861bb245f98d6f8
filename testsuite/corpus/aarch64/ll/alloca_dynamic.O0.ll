; ModuleID = 'programs/alloca_dynamic.c'
source_filename = "programs/alloca_dynamic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"blocks ok=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"grow=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"aligned=%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp slt i32 %6, 50
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = call i32 @blocks(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 7
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !6

16:                                               ; preds = %5
  %17 = load i32, ptr %2, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17)
  %19 = call i64 @grow(i32 noundef 40)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %19)
  %21 = call i32 @aligned_block(i32 noundef 1)
  %22 = call i32 @aligned_block(i32 noundef 1000)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %22)
  %24 = alloca i8, i64 0, align 16
  store ptr %24, ptr %4, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %2, align 4
  %27 = call i64 @grow(i32 noundef 10)
  %28 = and i64 %27, 63
  %29 = trunc i64 %28 to i32
  %30 = add nsw i32 %26, %29
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @blocks(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = sext i32 %10 to i64
  %12 = alloca i8, i64 %11, align 16
  store ptr %12, ptr %3, align 8
  %13 = load i32, ptr %2, align 4
  %14 = sext i32 %13 to i64
  %15 = mul i64 %14, 2
  %16 = add i64 %15, 1
  %17 = alloca i8, i64 %16, align 16
  store ptr %17, ptr %4, align 8
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = mul i64 4, %19
  %21 = alloca i8, i64 %20, align 16
  store ptr %21, ptr %5, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %2, align 4
  %24 = sext i32 %23 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %22, i8 97, i64 %24, i1 false)
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %2, align 4
  %27 = sext i32 %26 to i64
  %28 = mul i64 %27, 2
  %29 = add i64 %28, 1
  call void @llvm.memset.p0.i64(ptr align 1 %25, i8 98, i64 %29, i1 false)
  store i32 0, ptr %6, align 4
  br label %30

30:                                               ; preds = %40, %1
  %31 = load i32, ptr %6, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %43

34:                                               ; preds = %30
  %35 = load i32, ptr %6, align 4
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  store i32 %35, ptr %39, align 4
  br label %40

40:                                               ; preds = %34
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %30, !llvm.loop !8

43:                                               ; preds = %30
  store i32 1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %44

44:                                               ; preds = %69, %43
  %45 = load i32, ptr %8, align 4
  %46 = load i32, ptr %2, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %72

48:                                               ; preds = %44
  %49 = load ptr, ptr %3, align 8
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = icmp eq i32 %54, 97
  br i1 %55, label %56, label %64

56:                                               ; preds = %48
  %57 = load ptr, ptr %5, align 8
  %58 = load i32, ptr %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load i32, ptr %8, align 4
  %63 = icmp eq i32 %61, %62
  br label %64

64:                                               ; preds = %56, %48
  %65 = phi i1 [ false, %48 ], [ %63, %56 ]
  %66 = zext i1 %65 to i32
  %67 = load i32, ptr %7, align 4
  %68 = and i32 %67, %66
  store i32 %68, ptr %7, align 4
  br label %69

69:                                               ; preds = %64
  %70 = load i32, ptr %8, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %8, align 4
  br label %44, !llvm.loop !9

72:                                               ; preds = %44
  store i32 0, ptr %9, align 4
  br label %73

73:                                               ; preds = %90, %72
  %74 = load i32, ptr %9, align 4
  %75 = load i32, ptr %2, align 4
  %76 = mul nsw i32 2, %75
  %77 = add nsw i32 %76, 1
  %78 = icmp slt i32 %74, %77
  br i1 %78, label %79, label %93

79:                                               ; preds = %73
  %80 = load ptr, ptr %4, align 8
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr %80, i64 %82
  %84 = load i8, ptr %83, align 1
  %85 = zext i8 %84 to i32
  %86 = icmp eq i32 %85, 98
  %87 = zext i1 %86 to i32
  %88 = load i32, ptr %7, align 4
  %89 = and i32 %88, %87
  store i32 %89, ptr %7, align 4
  br label %90

90:                                               ; preds = %79
  %91 = load i32, ptr %9, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %9, align 4
  br label %73, !llvm.loop !10

93:                                               ; preds = %73
  %94 = load ptr, ptr %3, align 8
  %95 = ptrtoint ptr %94 to i64
  %96 = urem i64 %95, 16
  %97 = icmp eq i64 %96, 0
  br i1 %97, label %98, label %108

98:                                               ; preds = %93
  %99 = load ptr, ptr %4, align 8
  %100 = ptrtoint ptr %99 to i64
  %101 = urem i64 %100, 16
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %108

103:                                              ; preds = %98
  %104 = load ptr, ptr %5, align 8
  %105 = ptrtoint ptr %104 to i64
  %106 = urem i64 %105, 16
  %107 = icmp eq i64 %106, 0
  br label %108

108:                                              ; preds = %103, %98, %93
  %109 = phi i1 [ false, %98 ], [ false, %93 ], [ %107, %103 ]
  %110 = zext i1 %109 to i32
  %111 = load i32, ptr %7, align 4
  %112 = and i32 %111, %110
  store i32 %112, ptr %7, align 4
  %113 = load i32, ptr %7, align 4
  ret i32 %113
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @grow(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store ptr null, ptr %4, align 8
  store i32 1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %40, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %43

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = mul nsw i32 %13, 10
  %15 = add nsw i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = alloca i8, i64 %16, align 16
  store ptr %17, ptr %7, align 8
  %18 = load ptr, ptr %7, align 8
  %19 = load i32, ptr %6, align 4
  %20 = trunc i32 %19 to i8
  %21 = load i32, ptr %6, align 4
  %22 = mul nsw i32 %21, 10
  %23 = add nsw i32 %22, 1
  %24 = sext i32 %23 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %18, i8 %20, i64 %24, i1 false)
  %25 = load ptr, ptr %7, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = icmp eq ptr %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %12
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %28, %12
  %30 = load ptr, ptr %7, align 8
  store ptr %30, ptr %4, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %6, align 4
  %33 = mul nsw i32 %32, 10
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i64
  %38 = load i64, ptr %3, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %3, align 8
  br label %40

40:                                               ; preds = %29
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %8, !llvm.loop !11

43:                                               ; preds = %8
  %44 = load i64, ptr %3, align 8
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = mul nsw i64 %44, %46
  ret i64 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @aligned_block(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = alloca i8, i64 %5, align 64
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %7, i8 0, i64 %9, i1 false)
  %10 = load ptr, ptr %3, align 8
  %11 = ptrtoint ptr %10 to i64
  %12 = urem i64 %11, 64
  %13 = icmp eq i64 %12, 0
  %14 = zext i1 %13 to i32
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
