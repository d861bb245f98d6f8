; ModuleID = 'programs/builtin_frame_return_addr.c'
source_filename = "programs/builtin_frame_return_addr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"frames decreasing=%d aligned=%d non-null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"return address non-null=%d after main start=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"callee locals below main frame=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %10 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 0
  %11 = call i64 @frame_at(i32 noundef 7, ptr noundef %10, i32 noundef 0)
  store i32 1, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %12

12:                                               ; preds = %29, %0
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %15, label %32

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 %17
  %19 = load i64, ptr %18, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sub nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  %25 = icmp ult i64 %19, %24
  %26 = zext i1 %25 to i32
  %27 = load i32, ptr %3, align 4
  %28 = and i32 %27, %26
  store i32 %28, ptr %3, align 4
  br label %29

29:                                               ; preds = %15
  %30 = load i32, ptr %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %12, !llvm.loop !6

32:                                               ; preds = %12
  store i32 0, ptr %6, align 4
  br label %33

33:                                               ; preds = %46, %32
  %34 = load i32, ptr %6, align 4
  %35 = icmp slt i32 %34, 8
  br i1 %35, label %36, label %49

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 %38
  %40 = load i64, ptr %39, align 8
  %41 = urem i64 %40, 16
  %42 = icmp eq i64 %41, 0
  %43 = zext i1 %42 to i32
  %44 = load i32, ptr %4, align 4
  %45 = and i32 %44, %43
  store i32 %45, ptr %4, align 4
  br label %46

46:                                               ; preds = %36
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %6, align 4
  br label %33, !llvm.loop !8

49:                                               ; preds = %33
  %50 = load i32, ptr %3, align 4
  %51 = load i32, ptr %4, align 4
  %52 = getelementptr inbounds [8 x i64], ptr %2, i64 0, i64 7
  %53 = load i64, ptr %52, align 8
  %54 = icmp ne i64 %53, 0
  %55 = zext i1 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %51, i32 noundef %55)
  %57 = call ptr @ret_addr()
  store ptr %57, ptr %7, align 8
  store ptr @main, ptr %8, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = icmp ne ptr %58, null
  %60 = zext i1 %59 to i32
  %61 = load ptr, ptr %7, align 8
  %62 = ptrtoint ptr %61 to i64
  %63 = load ptr, ptr %8, align 8
  %64 = ptrtoint ptr %63 to i64
  %65 = icmp ugt i64 %62, %64
  %66 = zext i1 %65 to i32
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %60, i32 noundef %66)
  %68 = call ptr @llvm.frameaddress.p0(i32 0)
  %69 = ptrtoint ptr %68 to i64
  store i64 %69, ptr %9, align 8
  %70 = load i64, ptr %9, align 8
  %71 = call i32 @local_below_caller(i64 noundef %70)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71)
  %73 = load i32, ptr %3, align 4
  %74 = mul nsw i32 %73, 10
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %74, %75
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @frame_at(i32 noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca [48 x i8], align 1
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = call ptr @llvm.frameaddress.p0(i32 0)
  %10 = ptrtoint ptr %9 to i64
  %11 = load ptr, ptr %6, align 8
  %12 = load i32, ptr %7, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i64, ptr %11, i64 %13
  store i64 %10, ptr %14, align 8
  %15 = load i32, ptr %5, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %3
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, ptr %18, i64 %20
  %22 = load i64, ptr %21, align 8
  store i64 %22, ptr %4, align 8
  br label %35

23:                                               ; preds = %3
  %24 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 0
  store volatile i8 0, ptr %24, align 1
  %25 = load i32, ptr %5, align 4
  %26 = sub nsw i32 %25, 1
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  %30 = call i64 @frame_at(i32 noundef %26, ptr noundef %27, i32 noundef %29)
  %31 = getelementptr inbounds [48 x i8], ptr %8, i64 0, i64 0
  %32 = load volatile i8, ptr %31, align 1
  %33 = zext i8 %32 to i64
  %34 = add i64 %30, %33
  store i64 %34, ptr %4, align 8
  br label %35

35:                                               ; preds = %23, %17
  %36 = load i64, ptr %4, align 8
  ret i64 %36
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ret_addr() #0 {
  %1 = call ptr @llvm.returnaddress(i32 0)
  ret ptr %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @local_below_caller(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %4 = ptrtoint ptr %3 to i64
  %5 = load i64, ptr %2, align 8
  %6 = icmp ult i64 %4, %5
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.returnaddress(i32 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
