; ModuleID = 'programs/linkage_visibility.c'
source_filename = "programs/linkage_visibility.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@hidden_var = hidden global i32 10, align 4
@protected_var = protected global i32 20, align 4
@default_var = dso_local global i32 30, align 4
@defined_below = dso_local global i32 1234, align 4
@.str = private unnamed_addr constant [68 x i8] c"hidden=%d protected=%d default=%d later=%d inl=%d sinl=%d below=%d\0A\00", align 1
@__const.main.fps = private unnamed_addr constant [5 x ptr] [ptr @hidden_fn, ptr @protected_fn, ptr @default_fn, ptr @later, ptr @inl], align 8
@.str.1 = private unnamed_addr constant [26 x i8] c"r=%d s=%d after=%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define hidden i32 @hidden_fn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @hidden_var, align 4
  %5 = add nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define protected i32 @protected_fn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @protected_var, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @default_fn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @default_var, align 4
  %5 = sub nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call i32 @hidden_fn(i32 noundef 1)
  %7 = call i32 @protected_fn(i32 noundef 2)
  %8 = add nsw i32 %6, %7
  %9 = call i32 @default_fn(i32 noundef 3)
  %10 = add nsw i32 %8, %9
  %11 = call i32 @later(i32 noundef 4)
  %12 = add nsw i32 %10, %11
  %13 = call i32 @inl(i32 noundef 5)
  %14 = add nsw i32 %12, %13
  %15 = call i32 @sinl(i32 noundef 6)
  %16 = add nsw i32 %14, %15
  %17 = load i32, ptr @defined_below, align 4
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %2, align 4
  %19 = call i32 @hidden_fn(i32 noundef 1)
  %20 = call i32 @protected_fn(i32 noundef 2)
  %21 = call i32 @default_fn(i32 noundef 3)
  %22 = call i32 @later(i32 noundef 4)
  %23 = call i32 @inl(i32 noundef 5)
  %24 = call i32 @sinl(i32 noundef 6)
  %25 = load i32, ptr @defined_below, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.fps, i64 40, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %27

27:                                               ; preds = %39, %0
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %28, 5
  br i1 %29, label %30, label %42

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [5 x ptr], ptr %3, i64 0, i64 %32
  %34 = load ptr, ptr %33, align 8
  %35 = load i32, ptr %5, align 4
  %36 = call i32 %34(i32 noundef %35)
  %37 = load i32, ptr %4, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %4, align 4
  br label %39

39:                                               ; preds = %30
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %27, !llvm.loop !6

42:                                               ; preds = %27
  %43 = load i32, ptr @hidden_var, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr @hidden_var, align 4
  %45 = load i32, ptr @protected_var, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @protected_var, align 4
  %47 = load i32, ptr @default_var, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr @default_var, align 4
  %49 = load i32, ptr %2, align 4
  %50 = load i32, ptr %4, align 4
  %51 = call i32 @hidden_fn(i32 noundef 0)
  %52 = call i32 @protected_fn(i32 noundef 1)
  %53 = call i32 @default_fn(i32 noundef 0)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53)
  %55 = load i32, ptr %2, align 4
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %55, %56
  %58 = and i32 %57, 127
  ret i32 %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @later(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = shl i32 %3, 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sinl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  ret i32 %4
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
