; ModuleID = 'gxx_unwind_frame_shapes.cpp'
source_filename = "gxx_unwind_frame_shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Aligned = type { [16 x i32] }

@_ZL6logged = internal global i32 0, align 4
@_ZL9depth_log = internal global [8 x i32] zeroinitializer, align 16
@_ZTIi = external constant ptr

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12frames_entryi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call noundef i32 @_ZL9many_argsiiiiiiiiiildd(i32 noundef %3, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i64 noundef 10, double noundef 1.500000e+00, double noundef 2.500000e+00)
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 noundef %10, double noundef %11, double noundef %12) #0 {
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  store i32 %0, ptr %14, align 4
  store i32 %1, ptr %15, align 4
  store i32 %2, ptr %16, align 4
  store i32 %3, ptr %17, align 4
  store i32 %4, ptr %18, align 4
  store i32 %5, ptr %19, align 4
  store i32 %6, ptr %20, align 4
  store i32 %7, ptr %21, align 4
  store i32 %8, ptr %22, align 4
  store i32 %9, ptr %23, align 4
  store i64 %10, ptr %24, align 8
  store double %11, ptr %25, align 8
  store double %12, ptr %26, align 8
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !6
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %15, align 4
  %30 = add nsw i32 %28, %29
  %31 = load i32, ptr %16, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, ptr %17, align 4
  %34 = add nsw i32 %32, %33
  %35 = load i32, ptr %18, align 4
  %36 = add nsw i32 %34, %35
  %37 = load i32, ptr %19, align 4
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %20, align 4
  %40 = add nsw i32 %38, %39
  %41 = load i32, ptr %21, align 4
  %42 = add nsw i32 %40, %41
  %43 = load i32, ptr %22, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32, ptr %23, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i64, ptr %24, align 8
  %48 = trunc i64 %47 to i32
  %49 = add nsw i32 %46, %48
  %50 = load double, ptr %25, align 8
  %51 = load double, ptr %26, align 8
  %52 = fadd double %50, %51
  %53 = fptosi double %52 to i32
  %54 = add nsw i32 %49, %53
  %55 = call noundef i32 @_ZL16with_large_framei(i32 noundef %54)
  store i32 %55, ptr %27, align 4
  %56 = load i32, ptr %27, align 4
  ret i32 %56
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_Z13frames_loggedi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr @_ZL6logged, align 4
  br label %13

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = and i32 %8, 7
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  br label %13

13:                                               ; preds = %7, %5
  %14 = phi i32 [ %6, %5 ], [ %12, %7 ]
  ret i32 %14
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL16with_large_framei(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [20000 x i8], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  %7 = load i32, ptr %2, align 4
  %8 = srem i32 %7, 20000
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %9
  store volatile i8 %6, ptr %10, align 1
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !7
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 1
  %13 = call noundef i32 @_ZL16with_overalignedi(i32 noundef %12)
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %2, align 4
  %16 = srem i32 %15, 20000
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %17
  %19 = load volatile i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = add nsw i32 %14, %20
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL16with_overalignedi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Aligned, align 64
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Aligned, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 0
  store i32 %5, ptr %7, align 64
  %8 = ptrtoint ptr %3 to i64
  %9 = urem i64 %8, 64
  %10 = trunc i64 %9 to i32
  %11 = getelementptr inbounds %struct.Aligned, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [16 x i32], ptr %11, i64 0, i64 15
  store i32 %10, ptr %12, align 4
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !8
  %13 = load i32, ptr %2, align 4
  %14 = srem i32 %13, 3
  %15 = add nsw i32 5, %14
  %16 = load i32, ptr %2, align 4
  %17 = add nsw i32 %16, 1
  %18 = call noundef i32 @_ZL8with_vlaii(i32 noundef %15, i32 noundef %17)
  store i32 %18, ptr %4, align 4
  %19 = load i32, ptr %4, align 4
  %20 = getelementptr inbounds %struct.Aligned, ptr %3, i32 0, i32 0
  %21 = getelementptr inbounds [16 x i32], ptr %20, i64 0, i64 0
  %22 = load i32, ptr %21, align 64
  %23 = add nsw i32 %19, %22
  %24 = getelementptr inbounds %struct.Aligned, ptr %3, i32 0, i32 0
  %25 = getelementptr inbounds [16 x i32], ptr %24, i64 0, i64 15
  %26 = load i32, ptr %25, align 4
  %27 = add nsw i32 %23, %26
  ret i32 %27
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8with_vlaii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  %11 = call ptr @llvm.stacksave.p0()
  store ptr %11, ptr %5, align 8
  %12 = alloca i32, i64 %10, align 16
  store i64 %10, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %24, %2
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %13
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %4, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %12, i64 %22
  store i32 %20, ptr %23, align 4
  br label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %13, !llvm.loop !9

27:                                               ; preds = %13
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !11
  %28 = load i32, ptr %3, align 4
  %29 = mul nsw i32 %28, 3
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  %32 = call noundef i32 @_ZL11with_allocaii(i32 noundef %29, i32 noundef %31)
  store i32 %32, ptr %8, align 4
  %33 = load i32, ptr %8, align 4
  %34 = load i32, ptr %3, align 4
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %12, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %33, %38
  %40 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore.p0(ptr %40)
  ret i32 %39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL11with_allocaii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = sext i32 %6 to i64
  %8 = alloca i8, i64 %7, align 16
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %4, align 4
  %11 = and i32 %10, 127
  %12 = trunc i32 %11 to i8
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %9, i8 %12, i64 %14, i1 false)
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !12
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %15, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = sext i8 %20 to i32
  %22 = load i32, ptr @_ZL6logged, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @_ZL6logged, align 4
  %24 = and i32 %22, 7
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %25
  store i32 %21, ptr %26, align 4
  %27 = load i32, ptr %4, align 4
  call void @_ZL7throweri(i32 noundef %27)
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 0
  %30 = load i8, ptr %29, align 1
  %31 = sext i8 %30 to i32
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !13
  %3 = call ptr @__cxa_allocate_exception(i64 4) #4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #5
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 2147847846}
!7 = !{i64 2147847781}
!8 = !{i64 2147847716}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 2147847651}
!12 = !{i64 2147847586}
!13 = !{i64 2147847521}
