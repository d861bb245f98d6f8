; irprograms: expected-by-hand
; musttail calls passing byval structs in swapped positions (each call's arguments come
; from the caller's own incoming byval area): clang-19 -O0 IR of the C below, kept as IR
; because llc-19 -O0 miscompiles it (the expected output is that of clang-19 -O2).
; #define MUSTTAIL __attribute__((musttail))
; struct big {
;   long v[6];
; };
; static long walk_b(struct big x, struct big y, int n);
; static long walk_a(struct big x, struct big y, int n) {
;   if (n == 0) return x.v[0] + x.v[5] * 10 + y.v[0] * 100 + y.v[5] * 1000;
;   x.v[n % 6] += n;
;   MUSTTAIL return walk_b(y, x, n - 1);
; }
; static long walk_b(struct big x, struct big y, int n) {
;   if (n == 0) return x.v[1] - y.v[2];
;   y.v[(n + 1) % 6] ^= n;
;   MUSTTAIL return walk_a(x, y, n - 1);
; }
; 
; #include <stdio.h>
; int main(void) {
;   struct big x = {{1, 2, 3, 4, 5, 6}}, y = {{60, 50, 40, 30, 20, 10}};
;   printf("walk %ld %ld\n", walk_a(x, y, 11), walk_a(x, y, 1000000));
;   return 0;
; }
; ModuleID = 'mtb.c'
source_filename = "mtb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [6 x i64] }

@.str = private unnamed_addr constant [14 x i8] c"walk %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.big, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %4 = getelementptr inbounds %struct.big, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 0
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 1
  store i64 2, ptr %6, align 8
  %7 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 2
  store i64 3, ptr %7, align 8
  %8 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 3
  store i64 4, ptr %8, align 8
  %9 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 4
  store i64 5, ptr %9, align 8
  %10 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 5
  store i64 6, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 48, i1 false)
  %11 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 0
  store i64 60, ptr %12, align 8
  %13 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 1
  store i64 50, ptr %13, align 8
  %14 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 2
  store i64 40, ptr %14, align 8
  %15 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 3
  store i64 30, ptr %15, align 8
  %16 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 4
  store i64 20, ptr %16, align 8
  %17 = getelementptr inbounds [6 x i64], ptr %11, i32 0, i32 5
  store i64 10, ptr %17, align 8
  %18 = call i64 @walk_a(ptr noundef byval(%struct.big) align 8 %2, ptr noundef byval(%struct.big) align 8 %3, i32 noundef 11)
  %19 = call i64 @walk_a(ptr noundef byval(%struct.big) align 8 %2, ptr noundef byval(%struct.big) align 8 %3, i32 noundef 1000000)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %18, i64 noundef %19)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @walk_a(ptr noundef byval(%struct.big) align 8 %0, ptr noundef byval(%struct.big) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %2, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %27

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [6 x i64], ptr %9, i64 0, i64 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %13 = getelementptr inbounds [6 x i64], ptr %12, i64 0, i64 5
  %14 = load i64, ptr %13, align 8
  %15 = mul nsw i64 %14, 10
  %16 = add nsw i64 %11, %15
  %17 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %18 = getelementptr inbounds [6 x i64], ptr %17, i64 0, i64 0
  %19 = load i64, ptr %18, align 8
  %20 = mul nsw i64 %19, 100
  %21 = add nsw i64 %16, %20
  %22 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %23 = getelementptr inbounds [6 x i64], ptr %22, i64 0, i64 5
  %24 = load i64, ptr %23, align 8
  %25 = mul nsw i64 %24, 1000
  %26 = add nsw i64 %21, %25
  store i64 %26, ptr %4, align 8
  br label %41

27:                                               ; preds = %3
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %31 = load i32, ptr %5, align 4
  %32 = srem i32 %31, 6
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [6 x i64], ptr %30, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = add nsw i64 %35, %29
  store i64 %36, ptr %34, align 8
  %37 = load i32, ptr %5, align 4
  %38 = sub nsw i32 %37, 1
  %39 = musttail call i64 @walk_b(ptr noundef byval(%struct.big) align 8 %1, ptr noundef byval(%struct.big) align 8 %0, i32 noundef %38)
  ret i64 %39

40:                                               ; No predecessors!
  store i64 undef, ptr %4, align 8
  br label %41

41:                                               ; preds = %40, %8
  %42 = load i64, ptr %4, align 8
  ret i64 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @walk_b(ptr noundef byval(%struct.big) align 8 %0, ptr noundef byval(%struct.big) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %2, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [6 x i64], ptr %9, i64 0, i64 1
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %13 = getelementptr inbounds [6 x i64], ptr %12, i64 0, i64 2
  %14 = load i64, ptr %13, align 8
  %15 = sub nsw i64 %11, %14
  store i64 %15, ptr %4, align 8
  br label %31

16:                                               ; preds = %3
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.big, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, 1
  %22 = srem i32 %21, 6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [6 x i64], ptr %19, i64 0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = xor i64 %25, %18
  store i64 %26, ptr %24, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 %27, 1
  %29 = musttail call i64 @walk_a(ptr noundef byval(%struct.big) align 8 %0, ptr noundef byval(%struct.big) align 8 %1, i32 noundef %28)
  ret i64 %29

30:                                               ; No predecessors!
  store i64 undef, ptr %4, align 8
  br label %31

31:                                               ; preds = %30, %8
  %32 = load i64, ptr %4, align 8
  ret i64 %32
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
