; ModuleID = 'programs/inline_asm_goto_naked.c'
source_filename = "programs/inline_asm_goto_naked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"is_zero: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"classify: %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"add_or_overflow: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"naked_add3=%ld popcount=%u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"side_effects=%d\0A\00", align 1
@side_effects = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %3 = call i32 @is_zero(i64 noundef 0)
  %4 = call i32 @is_zero(i64 noundef 5)
  %5 = call i32 @is_zero(i64 noundef -1)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  %7 = call i32 @classify(i32 noundef -7)
  %8 = call i32 @classify(i32 noundef 0)
  %9 = call i32 @classify(i32 noundef 7)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %7, i32 noundef %8, i32 noundef %9)
  %11 = call i32 @add_or_overflow(i32 noundef 1, i32 noundef 2)
  %12 = call i32 @add_or_overflow(i32 noundef 2147483647, i32 noundef 1)
  %13 = call i32 @add_or_overflow(i32 noundef -5, i32 noundef -2147483645)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %11, i32 noundef %12, i32 noundef %13)
  %15 = call i64 @naked_add3(i64 noundef 1, i64 noundef 20, i64 noundef 300)
  %16 = call i32 @naked_popcount_loop(i32 noundef -16711935)
  %17 = call i32 @naked_popcount_loop(i32 noundef 0)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %15, i32 noundef %16, i32 noundef %17)
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %23, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 7
  br i1 %21, label %22, label %26

22:                                               ; preds = %19
  call void @barrier_count()
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %2, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %2, align 4
  br label %19, !llvm.loop !6

26:                                               ; preds = %19
  %27 = load i32, ptr @side_effects, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %27)
  %29 = load i32, ptr @side_effects, align 4
  %30 = call i32 @classify(i32 noundef -3)
  %31 = mul nsw i32 %30, 10
  %32 = add nsw i32 %29, %31
  %33 = add nsw i32 %32, 20
  ret i32 %33
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_zero(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  callbr void asm sideeffect "testq $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %4) #3
          to label %5 [label %6], !srcloc !8

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  callbr void asm sideeffect "cmpl $$0, $0\0A\09jl ${1:l}\0A\09je ${2:l}", "r,!i,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #3
          to label %5 [label %6, label %7], !srcloc !9

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %8

6:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %8

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %7, %6, %5
  %9 = load i32, ptr %2, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_or_overflow(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = callbr i32 asm "addl $1, $0\0A\09jo ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %8) #4
          to label %11 [label %13], !srcloc !10

11:                                               ; preds = %2
  store i32 %10, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  store i32 %12, ptr %3, align 4
  br label %15

13:                                               ; preds = %2
  store i32 %10, ptr %6, align 4
  br label %14

14:                                               ; preds = %13
  store i32 -999, ptr %3, align 4
  br label %15

15:                                               ; preds = %14, %11
  %16 = load i32, ptr %3, align 4
  ret i32 %16
}

; Function Attrs: naked noinline nounwind optnone uwtable
define internal i64 @naked_add3(i64 noundef %0, i64 noundef %1, i64 noundef %2) #2 {
  call void asm sideeffect "leaq (%rdi,%rsi), %rax\0A\09addq %rdx, %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !11
  unreachable
}

; Function Attrs: naked noinline nounwind optnone uwtable
define internal i32 @naked_popcount_loop(i32 noundef %0) #2 {
  call void asm sideeffect "xorl %eax, %eax\0A1:\0A\09testl %edi, %edi\0A\09jz 2f\0A\09leal -1(%rdi), %ecx\0A\09andl %ecx, %edi\0A\09incl %eax\0A\09jmp 1b\0A2:\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !12
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @barrier_count() #0 {
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !13
  %1 = load i32, ptr @side_effects, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @side_effects, align 4
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !14
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { naked noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{i64 374, i64 389}
!9 = !{i64 530, i64 544, i64 554}
!10 = !{i64 759, i64 773}
!11 = !{i64 953, i64 978, i64 997}
!12 = !{i64 1103, i64 1136, i64 1140, i64 1160, i64 1169, i64 1192, i64 1211, i64 1224, i64 1249, i64 1253}
!13 = !{i64 1366}
!14 = !{i64 1417}
