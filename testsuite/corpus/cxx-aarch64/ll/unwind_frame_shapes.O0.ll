; ModuleID = 'unwind_frame_shapes.cpp'
source_filename = "unwind_frame_shapes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Aligned = type { [16 x i32] }

@.str = private unnamed_addr constant [22 x i8] c"total %ld, logged %d:\00", align 1
@_ZL6logged = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL9depth_log = internal global [8 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [71 x i8] c"seed %d: caught %d; a %ld b %ld c %ld d %ld e %ld f %ld x %.2f y %.2f\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %5

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp sle i32 %6, 4
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = call noundef i64 @_ZL7catcheri(i32 noundef %9)
  %11 = load i64, ptr %2, align 8
  %12 = add nsw i64 %11, %10
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !6

16:                                               ; preds = %5
  %17 = load i64, ptr %2, align 8
  %18 = load i32, ptr @_ZL6logged, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %17, i32 noundef %18)
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %35, %16
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr @_ZL6logged, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 8
  br label %27

27:                                               ; preds = %24, %20
  %28 = phi i1 [ false, %20 ], [ %26, %24 ]
  br i1 %28, label %29, label %38

29:                                               ; preds = %27
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
  br label %35

35:                                               ; preds = %29
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %20, !llvm.loop !8

38:                                               ; preds = %27
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL7catcheri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = mul nsw i64 %17, 3
  store i64 %18, ptr %4, align 8
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = mul nsw i64 %20, 5
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %5, align 8
  %23 = load i32, ptr %3, align 4
  %24 = xor i32 %23, 85
  %25 = sext i32 %24 to i64
  store i64 %25, ptr %6, align 8
  %26 = load i32, ptr %3, align 4
  %27 = load i32, ptr %3, align 4
  %28 = mul nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  store i64 %29, ptr %7, align 8
  %30 = load i32, ptr %3, align 4
  %31 = sub nsw i32 %30, 7
  %32 = sext i32 %31 to i64
  store i64 %32, ptr %8, align 8
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = mul nsw i64 %34, 11
  store i64 %35, ptr %9, align 8
  %36 = load i32, ptr %3, align 4
  %37 = sitofp i32 %36 to double
  %38 = fmul double %37, 5.000000e-01
  store double %38, ptr %10, align 8
  %39 = load i32, ptr %3, align 4
  %40 = sitofp i32 %39 to double
  %41 = fmul double %40, 2.500000e-01
  store double %41, ptr %11, align 8
  %42 = load i32, ptr %3, align 4
  %43 = invoke noundef i32 @_ZL9many_argsiiiiiiiiiildd(i32 noundef %42, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i64 noundef 10, double noundef 1.500000e+00, double noundef 2.500000e+00)
          to label %44 unwind label %59

44:                                               ; preds = %1
  %45 = sext i32 %43 to i64
  store i64 %45, ptr %12, align 8
  %46 = load i64, ptr %12, align 8
  %47 = load i64, ptr %4, align 8
  %48 = add nsw i64 %46, %47
  %49 = load i64, ptr %5, align 8
  %50 = add nsw i64 %48, %49
  %51 = load i64, ptr %6, align 8
  %52 = add nsw i64 %50, %51
  %53 = load i64, ptr %7, align 8
  %54 = add nsw i64 %52, %53
  %55 = load i64, ptr %8, align 8
  %56 = add nsw i64 %54, %55
  %57 = load i64, ptr %9, align 8
  %58 = add nsw i64 %56, %57
  store i64 %58, ptr %2, align 8
  br label %107

59:                                               ; preds = %1
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %61 = extractvalue { ptr, i32 } %60, 0
  store ptr %61, ptr %13, align 8
  %62 = extractvalue { ptr, i32 } %60, 1
  store i32 %62, ptr %14, align 4
  br label %63

63:                                               ; preds = %59
  %64 = load i32, ptr %14, align 4
  %65 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %66 = icmp eq i32 %64, %65
  br i1 %66, label %67, label %109

67:                                               ; preds = %63
  %68 = load ptr, ptr %13, align 8
  %69 = call ptr @__cxa_begin_catch(ptr %68) #7
  %70 = load i32, ptr %69, align 4
  store i32 %70, ptr %15, align 4
  %71 = load i32, ptr %3, align 4
  %72 = load i32, ptr %15, align 4
  %73 = load i64, ptr %4, align 8
  %74 = load i64, ptr %5, align 8
  %75 = load i64, ptr %6, align 8
  %76 = load i64, ptr %7, align 8
  %77 = load i64, ptr %8, align 8
  %78 = load i64, ptr %9, align 8
  %79 = load double, ptr %10, align 8
  %80 = load double, ptr %11, align 8
  %81 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %71, i32 noundef %72, i64 noundef %73, i64 noundef %74, i64 noundef %75, i64 noundef %76, i64 noundef %77, i64 noundef %78, double noundef %79, double noundef %80)
          to label %82 unwind label %102

82:                                               ; preds = %67
  %83 = load i64, ptr %4, align 8
  %84 = load i64, ptr %5, align 8
  %85 = add nsw i64 %83, %84
  %86 = load i64, ptr %6, align 8
  %87 = add nsw i64 %85, %86
  %88 = load i64, ptr %7, align 8
  %89 = add nsw i64 %87, %88
  %90 = load i64, ptr %8, align 8
  %91 = add nsw i64 %89, %90
  %92 = load i64, ptr %9, align 8
  %93 = add nsw i64 %91, %92
  %94 = load double, ptr %10, align 8
  %95 = load double, ptr %11, align 8
  %96 = fadd double %94, %95
  %97 = fptosi double %96 to i64
  %98 = add nsw i64 %93, %97
  %99 = load i32, ptr %15, align 4
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %98, %100
  store i64 %101, ptr %2, align 8
  call void @__cxa_end_catch() #7
  br label %107

102:                                              ; preds = %67
  %103 = landingpad { ptr, i32 }
          cleanup
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %13, align 8
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %14, align 4
  call void @__cxa_end_catch() #7
  br label %109

106:                                              ; No predecessors!
  call void @llvm.trap()
  unreachable

107:                                              ; preds = %82, %44
  %108 = load i64, ptr %2, align 8
  ret i64 %108

109:                                              ; preds = %102, %63
  %110 = load ptr, ptr %13, align 8
  %111 = load i32, ptr %14, align 4
  %112 = insertvalue { ptr, i32 } poison, ptr %110, 0
  %113 = insertvalue { ptr, i32 } %112, i32 %111, 1
  resume { ptr, i32 } %113
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 noundef %10, double noundef %11, double noundef %12) #1 {
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
  call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #7, !srcloc !9
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

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL16with_large_framei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca [20000 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = trunc i32 %5 to i8
  %7 = load i32, ptr %2, align 4
  %8 = srem i32 %7, 20000
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %9
  store volatile i8 %6, ptr %10, align 1
  call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #7, !srcloc !10
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
  %20 = zext i8 %19 to i32
  %21 = add nsw i32 %14, %20
  ret i32 %21
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL16with_overalignedi(i32 noundef %0) #1 {
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
  call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #7, !srcloc !11
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
define internal noundef i32 @_ZL8with_vlaii(i32 noundef %0, i32 noundef %1) #1 {
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
  %12 = alloca i32, i64 %10, align 4
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
  br label %13, !llvm.loop !12

27:                                               ; preds = %13
  call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #7, !srcloc !13
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
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL11with_allocaii(i32 noundef %0, i32 noundef %1) #1 {
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
  call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #7, !srcloc !14
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %15, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
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
  %31 = zext i8 %30 to i32
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #7, !srcloc !15
  %3 = call ptr @__cxa_allocate_exception(i64 4) #7
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #8
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!9 = !{i64 2147851996}
!10 = !{i64 2147851896}
!11 = !{i64 2147851796}
!12 = distinct !{!12, !7}
!13 = !{i64 2147851696}
!14 = !{i64 2147851596}
!15 = !{i64 2147851496}
