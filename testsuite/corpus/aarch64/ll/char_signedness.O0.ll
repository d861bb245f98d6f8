; ModuleID = 'programs/char_signedness.c'
source_filename = "programs/char_signedness.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"CHAR_MIN=%d CHAR_MAX=%d signed=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"A\80\FF\7F z\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"ret %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"hist %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x i8] c"\90\10\F0\01", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"wrap u=%u sc=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"upper %c\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [256 x i32], align 4
  %5 = alloca ptr, align 8
  %6 = alloca [4 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 0, i32 noundef 255, i32 noundef 0)
  store ptr @.str.1, ptr %2, align 8
  %13 = load ptr, ptr %2, align 8
  store ptr %13, ptr %3, align 8
  br label %14

14:                                               ; preds = %29, %0
  %15 = load ptr, ptr %3, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %32

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = load i8, ptr %19, align 1
  %21 = call i32 @widen_c(i8 noundef %20)
  %22 = load ptr, ptr %3, align 8
  %23 = load i8, ptr %22, align 1
  %24 = call i32 @widen_sc(i8 noundef %23)
  %25 = load ptr, ptr %3, align 8
  %26 = load i8, ptr %25, align 1
  %27 = call i32 @widen_uc(i8 noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %24, i32 noundef %27)
  br label %29

29:                                               ; preds = %18
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds i8, ptr %30, i32 1
  store ptr %31, ptr %3, align 8
  br label %14, !llvm.loop !6

32:                                               ; preds = %14
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %34 = call i8 @ret_c(i32 noundef 200)
  %35 = zext i8 %34 to i32
  %36 = call i8 @ret_uc(i32 noundef -1)
  %37 = zext i8 %36 to i32
  %38 = call i8 @ret_sc(i32 noundef 255)
  %39 = sext i8 %38 to i32
  %40 = call i8 @ret_c(i32 noundef -129)
  %41 = zext i8 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %35, i32 noundef %37, i32 noundef %39, i32 noundef %41)
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 1024, i1 false)
  %43 = load ptr, ptr %2, align 8
  store ptr %43, ptr %5, align 8
  br label %44

44:                                               ; preds = %55, %32
  %45 = load ptr, ptr %5, align 8
  %46 = load i8, ptr %45, align 1
  %47 = icmp ne i8 %46, 0
  br i1 %47, label %48, label %58

48:                                               ; preds = %44
  %49 = load ptr, ptr %5, align 8
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i64
  %52 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %52, align 4
  br label %55

55:                                               ; preds = %48
  %56 = load ptr, ptr %5, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 1
  store ptr %57, ptr %5, align 8
  br label %44, !llvm.loop !8

58:                                               ; preds = %44
  %59 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 128
  %60 = load i32, ptr %59, align 4
  %61 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 255
  %62 = load i32, ptr %61, align 4
  %63 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 65
  %64 = load i32, ptr %63, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %60, i32 noundef %62, i32 noundef %64)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 1, i32 noundef 0)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.arr, i64 4, i1 false)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %78, %58
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %68, 4
  br i1 %69, label %70, label %81

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 %72
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = load i32, ptr %7, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %7, align 4
  br label %78

78:                                               ; preds = %70
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  br label %67, !llvm.loop !9

81:                                               ; preds = %67
  %82 = load i32, ptr %7, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %82)
  store i8 -6, ptr %9, align 1
  %84 = load i8, ptr %9, align 1
  %85 = zext i8 %84 to i32
  %86 = add nsw i32 %85, 10
  %87 = trunc i32 %86 to i8
  store i8 %87, ptr %9, align 1
  store i8 120, ptr %10, align 1
  %88 = load i8, ptr %10, align 1
  %89 = sext i8 %88 to i32
  %90 = add nsw i32 %89, 10
  %91 = trunc i32 %90 to i8
  store i8 %91, ptr %10, align 1
  %92 = load i8, ptr %9, align 1
  %93 = zext i8 %92 to i32
  %94 = load i8, ptr %10, align 1
  %95 = sext i8 %94 to i32
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %93, i32 noundef %95)
  store i8 97, ptr %11, align 1
  %97 = load i8, ptr %11, align 1
  %98 = zext i8 %97 to i32
  %99 = add nsw i32 %98, -32
  %100 = trunc i32 %99 to i8
  store i8 %100, ptr %11, align 1
  %101 = load i8, ptr %11, align 1
  %102 = zext i8 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %102)
  %104 = load i32, ptr %7, align 4
  %105 = and i32 %104, 255
  ret i32 %105
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen_c(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen_sc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @widen_uc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @ret_c(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = trunc i32 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @ret_uc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = trunc i32 %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @ret_sc(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = trunc i32 %3 to i8
  ret i8 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
