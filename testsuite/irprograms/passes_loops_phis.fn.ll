; Functions for the optimiser (issue 15), made by `clang-19 -O0 -Xclang -disable-O0-optnone`
; from the C source quoted below, so that the passes run on them: a header phi of undef and
; another header phi (the previous iteration's pointer), swap and rotate phis, an irreducible
; loop, undef phi inputs, volatile accesses, and a volatile local across setjmp/longjmp in a
; returns_twice caller. The driver is passes_loops_phis.c.
;
; #include <setjmp.h>
; /* The previous iteration's pointer: mem2reg makes `prev` a header phi of undef and `p`. */
; const char *before_last(const char *p, int n) {
;   const char *prev;
;   for (int i = 0; i < n; i++) {
;     prev = p;
;     p++;
;   }
;   return prev;
; }
; /* A scanner remembering the last blank in one branch. */
; const char *last_blank(const char *p) {
;   const char *end;
;   int seen = 0;
;   while (*p) {
;     if (*p == ' ') {
;       end = p;
;       seen = 1;
;     }
;     p++;
;   }
;   return seen ? end : 0;
; }
; /* Header phis that take each other's values: swap and rotation. */
; int fib_swap(int n) {
;   int a = 0, b = 1;
;   for (int i = 0; i < n; i++) {
;     int t = a;
;     a = b;
;     b = t + b;
;   }
;   return a;
; }
; int rotate3(int n) {
;   int x = 1, y = 2, z = 3;
;   for (int i = 0; i < n; i++) {
;     int t = x;
;     x = y;
;     y = z;
;     z = t;
;   }
;   return x * 100 + y * 10 + z;
; }
; /* An irreducible loop: entered at either of two blocks. */
; int irreducible(int n) {
;   int i = 0, s = 0;
;   if (n & 1)
;     goto inside;
; loop:
;   s += i;
; inside:
;   i++;
;   if (i < n)
;     goto loop;
;   return s * 10 + i;
; }
; /* Phi inputs that are undef on the paths that never read them. */
; int maybe_set(int c, int k) {
;   int x;
;   if (c)
;     x = k * 5;
;   int r = 0;
;   for (int i = 0; i < 3; i++)
;     if (c)
;       r += x;
;   return r;
; }
; /* Volatile accesses stay, in order and in number. */
; int volatile_sum(int n) {
;   volatile int v = 0;
;   for (int i = 0; i < n; i++)
;     v += i;
;   return v + v;
; }
; /* A volatile local written between setjmp and longjmp keeps its last value. */
; static jmp_buf jb;
; __attribute__((noinline)) static void jump_if(int n) {
;   if (n > 4)
;     longjmp(jb, n);
; }
; int setjmp_volatile(int n) {
;   volatile int last = -1;
;   int r = setjmp(jb);
;   if (r)
;     return last * 100 + r;
;   for (int i = 0; i < 10; i++) {
;     last = i;
;     jump_if(i + n);
;   }
;   return -1;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; ModuleID = 'passes_fn.c'
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
@jb = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
; Function Attrs: noinline nounwind uwtable
define dso_local ptr @before_last(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %7
7:                                                ; preds = %15, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %18
11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  store ptr %12, ptr %5, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %3, align 8
  br label %15
15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  br label %7
18:                                               ; preds = %7
  %19 = load ptr, ptr %5, align 8
  ret ptr %19
}
; Function Attrs: noinline nounwind uwtable
define dso_local ptr @last_blank(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %5
5:                                                ; preds = %16, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %19
9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8
  %11 = load i8, ptr %10, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp eq i32 %12, 32
  br i1 %13, label %14, label %16
14:                                               ; preds = %9
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %3, align 8
  store i32 1, ptr %4, align 4
  br label %16
16:                                               ; preds = %14, %9
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %17, i32 1
  store ptr %18, ptr %2, align 8
  br label %5
19:                                               ; preds = %5
  %20 = load i32, ptr %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %24
22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 8
  br label %25
24:                                               ; preds = %19
  br label %25
25:                                               ; preds = %24, %22
  %26 = phi ptr [ %23, %22 ], [ null, %24 ]
  ret ptr %26
}
; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fib_swap(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7
7:                                                ; preds = %17, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20
11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %4, align 4
  %16 = add nsw i32 %14, %15
  store i32 %16, ptr %4, align 4
  br label %17
17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %5, align 4
  br label %7
20:                                               ; preds = %7
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}
; Function Attrs: noinline nounwind uwtable
define dso_local i32 @rotate3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  store i32 2, ptr %4, align 4
  store i32 3, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8
8:                                                ; preds = %17, %1
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %20
12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %7, align 4
  store i32 %16, ptr %5, align 4
  br label %17
17:                                               ; preds = %12
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %6, align 4
  br label %8
20:                                               ; preds = %8
  %21 = load i32, ptr %3, align 4
  %22 = mul nsw i32 %21, 100
  %23 = load i32, ptr %4, align 4
  %24 = mul nsw i32 %23, 10
  %25 = add nsw i32 %22, %24
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %25, %26
  ret i32 %27
}
; Function Attrs: noinline nounwind uwtable
define dso_local i32 @irreducible(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %5 = load i32, ptr %2, align 4
  %6 = and i32 %5, 1
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %9
8:                                                ; preds = %1
  br label %14
9:                                                ; preds = %1
  br label %10
10:                                               ; preds = %20, %9
  %11 = load i32, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr %4, align 4
  br label %14
14:                                               ; preds = %10, %8
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %21
20:                                               ; preds = %14
  br label %10
21:                                               ; preds = %14
  %22 = load i32, ptr %4, align 4
  %23 = mul nsw i32 %22, 10
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %23, %24
  ret i32 %25
}
; Function Attrs: noinline nounwind uwtable
define dso_local i32 @maybe_set(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %13
10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 5
  store i32 %12, ptr %5, align 4
  br label %13
13:                                               ; preds = %10, %2
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %14
14:                                               ; preds = %25, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %28
17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %24
20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %6, align 4
  br label %24
24:                                               ; preds = %20, %17
  br label %25
25:                                               ; preds = %24
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %14
28:                                               ; preds = %14
  %29 = load i32, ptr %6, align 4
  ret i32 %29
}
; Function Attrs: noinline nounwind uwtable
define dso_local i32 @volatile_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store volatile i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5
5:                                                ; preds = %13, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %16
9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = load volatile i32, ptr %3, align 4
  %12 = add nsw i32 %11, %10
  store volatile i32 %12, ptr %3, align 4
  br label %13
13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  br label %5
16:                                               ; preds = %5
  %17 = load volatile i32, ptr %3, align 4
  %18 = load volatile i32, ptr %3, align 4
  %19 = add nsw i32 %17, %18
  ret i32 %19
}
; Function Attrs: noinline nounwind uwtable
define dso_local i32 @setjmp_volatile(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store volatile i32 -1, ptr %4, align 4
  %7 = call i32 @_setjmp(ptr noundef @jb) #3
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %15
10:                                               ; preds = %1
  %11 = load volatile i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 100
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %2, align 4
  br label %28
15:                                               ; preds = %1
  store i32 0, ptr %6, align 4
  br label %16
16:                                               ; preds = %24, %15
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 10
  br i1 %18, label %19, label %27
19:                                               ; preds = %16
  %20 = load i32, ptr %6, align 4
  store volatile i32 %20, ptr %4, align 4
  %21 = load i32, ptr %6, align 4
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %21, %22
  call void @jump_if(i32 noundef %23)
  br label %24
24:                                               ; preds = %19
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  br label %16
27:                                               ; preds = %16
  store i32 -1, ptr %2, align 4
  br label %28
28:                                               ; preds = %27, %10
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}
; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #1
; Function Attrs: noinline nounwind uwtable
define internal void @jump_if(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 4
  br i1 %4, label %5, label %7
5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  call void @longjmp(ptr noundef @jb, i32 noundef %6) #4
  unreachable
7:                                                ; preds = %1
  ret void
}
; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #2
attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind returns_twice }
attributes #4 = { noreturn nounwind }
