; ModuleID = 'smash.c'
source_filename = "smash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [4 x i8] c"%ld\00", align 1
@__const.dbl.v = private unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 3], align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"short: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@stdout = external global ptr, align 8
@.str.5 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.6 = private unnamed_addr constant [58 x i8] c"this string is much longer than eight bytes and overflows\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i64 @two(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i64], align 16
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = load i64, ptr %4, align 8
  store i64 %8, ptr %7, align 8
  %9 = getelementptr inbounds i64, ptr %7, i64 1
  %10 = load i64, ptr %5, align 8
  store i64 %10, ptr %9, align 8
  %11 = getelementptr inbounds i64, ptr %7, i64 2
  %12 = load i64, ptr %4, align 8
  %13 = load i64, ptr %5, align 8
  %14 = add nsw i64 %12, %13
  store i64 %14, ptr %11, align 8
  %15 = getelementptr inbounds i64, ptr %7, i64 3
  %16 = load i64, ptr %4, align 8
  %17 = load i64, ptr %5, align 8
  %18 = sub nsw i64 %16, %17
  store i64 %18, ptr %15, align 8
  %19 = load i64, ptr %4, align 8
  %20 = and i64 %19, 3
  %21 = getelementptr inbounds [4 x i64], ptr %7, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = load ptr, ptr %6, align 8
  store i64 %22, ptr %23, align 8
  %24 = getelementptr inbounds [4 x i64], ptr %7, i64 0, i64 2
  %25 = load i64, ptr %24, align 16
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local { i64, i64 } @pr(i64 noundef %0) #0 {
  %2 = alloca %struct.pair, align 8
  %3 = alloca i64, align 8
  %4 = alloca [16 x i8], align 16
  store i64 %0, ptr %3, align 8
  %5 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  %6 = load i64, ptr %3, align 8
  %7 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %5, i64 noundef 16, ptr noundef @.str, i64 noundef %6) #5
  %8 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  %10 = call i64 @strlen(ptr noundef %9) #6
  store i64 %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.pair, ptr %2, i32 0, i32 1
  %12 = load i64, ptr %3, align 8
  %13 = mul nsw i64 %12, 2
  store i64 %13, ptr %11, align 8
  %14 = load { i64, i64 }, ptr %2, align 8
  ret { i64, i64 } %14
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local double @dbl(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca [3 x i32], align 4
  %4 = alloca ptr, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.dbl.v, i64 12, i1 false)
  %5 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 0
  store ptr %5, ptr %4, align 8
  %6 = load double, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds i32, ptr %7, i64 1
  %9 = load volatile i32, ptr %8, align 4
  %10 = sitofp i32 %9 to double
  %11 = fmul double %6, %10
  ret double %11
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @copy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [8 x i8], align 1
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0
  %5 = load ptr, ptr %2, align 8
  %6 = call ptr @strcpy(ptr noundef %4, ptr noundef %5) #5
  %7 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0
  %8 = call i64 @strlen(ptr noundef %7) #6
  %9 = trunc i64 %8 to i32
  ret i32 %9
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.pair, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %9 = call i64 @two(i64 noundef 5, i64 noundef 7, ptr noundef %6)
  store i64 %9, ptr %7, align 8
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %6, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %10, i64 noundef %11)
  %13 = call { i64, i64 } @pr(i64 noundef 12345)
  %14 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %15 = extractvalue { i64, i64 } %13, 0
  store i64 %15, ptr %14, align 8
  %16 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %17 = extractvalue { i64, i64 } %13, 1
  store i64 %17, ptr %16, align 8
  %18 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1
  %21 = load i64, ptr %20, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %19, i64 noundef %21)
  %23 = call double @dbl(double noundef 1.500000e+00)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %23)
  %25 = call i32 @copy(ptr noundef @.str.4)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25)
  %27 = load ptr, ptr @stdout, align 8
  %28 = call i32 @fflush(ptr noundef %27)
  %29 = load i32, ptr %4, align 4
  %30 = icmp sgt i32 %29, 5
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, ptr @.str.5, ptr @.str.6
  %33 = call i32 @copy(ptr noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

declare i32 @fflush(ptr noundef) #4

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
