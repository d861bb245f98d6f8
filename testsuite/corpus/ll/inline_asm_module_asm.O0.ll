; ModuleID = 'programs/inline_asm_module_asm.c'
source_filename = "programs/inline_asm_module_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_add3"
module asm ".type asm_add3,@function"
module asm "asm_add3:"
module asm "  leaq (%rdi,%rsi), %rax"
module asm "  addq %rdx, %rax"
module asm "  ret"
module asm ".size asm_add3, .-asm_add3"
module asm ""
module asm ".p2align 4"
module asm "asm_square_local:"
module asm "  movq %rdi, %rax"
module asm "  imulq %rdi, %rax"
module asm "  ret"
module asm ".globl asm_sum_squares"
module asm ".type asm_sum_squares,@function"
module asm "asm_sum_squares:"
module asm "  pushq %rbx"
module asm "  pushq %r12"
module asm "  pushq %r13"
module asm "  movq %rdi, %r12"
module asm "  xorl %ebx, %ebx"
module asm "  xorl %r13d, %r13d"
module asm "1:"
module asm "  cmpq %r12, %rbx"
module asm "  jae 2f"
module asm "  movq %rbx, %rdi"
module asm "  call asm_square_local"
module asm "  addq %rax, %r13"
module asm "  incq %rbx"
module asm "  jmp 1b"
module asm "2:"
module asm "  incl asm_calls(%rip)"
module asm "  movq %r13, %rax"
module asm "  popq %r13"
module asm "  popq %r12"
module asm "  popq %rbx"
module asm "  ret"
module asm ".globl asm_lookup"
module asm ".type asm_lookup,@function"
module asm "asm_lookup:"
module asm "  andl $7, %edi"
module asm "  leaq asm_table(%rip), %rax"
module asm "  movl (%rax,%rdi,4), %eax"
module asm "  ret"
module asm ".globl asm_call_back"
module asm ".type asm_call_back,@function"
module asm "asm_call_back:"
module asm "  subq $8, %rsp"
module asm "  call c_callback"
module asm "  addq $8, %rsp"
module asm "  incl %eax"
module asm "  ret"
module asm ".section .rodata"
module asm ".p2align 2"
module asm "asm_table:"
module asm "  .long 2, 3, 5, 7, 11, 13, 17, 19"
module asm ".data"
module asm ".globl asm_calls"
module asm ".p2align 2"
module asm "asm_calls:"
module asm "  .long 100"
module asm ".globl asm_message"
module asm "asm_message:"
module asm "  .asciz \22hello from module asm\22"
module asm ".bss"
module asm ".globl asm_scratch"
module asm ".p2align 4"
module asm "asm_scratch:"
module asm "  .zero 64"
module asm ".text"

@.str = private unnamed_addr constant [42 x i8] c"add3=%ld sum_squares(10)=%llu (100)=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"lookup:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [37 x i8] c"\0Acall_back=%d calls=%d message='%s'\0A\00", align 1
@asm_calls = external global i32, align 4
@asm_message = external global [0 x i8], align 1
@asm_scratch = external global [64 x i8], align 16
@.str.4 = private unnamed_addr constant [25 x i8] c"scratch zero=%d then %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @c_callback(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i64 @asm_add3(i64 noundef 1, i64 noundef 20, i64 noundef 300)
  %6 = call i64 @asm_sum_squares(i64 noundef 10)
  %7 = call i64 @asm_sum_squares(i64 noundef 100)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %5, i64 noundef %6, i64 noundef %7)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %17, %0
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %20

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  %15 = call i32 @asm_lookup(i32 noundef %14)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %15)
  br label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %2, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %2, align 4
  br label %10, !llvm.loop !6

20:                                               ; preds = %10
  %21 = call i32 @asm_call_back(i32 noundef 4)
  %22 = load i32, ptr @asm_calls, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %21, i32 noundef %22, ptr noundef @asm_message)
  store i32 1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %37, %20
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 64
  br i1 %26, label %27, label %40

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i8], ptr @asm_scratch, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp eq i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = load i32, ptr %3, align 4
  %36 = and i32 %35, %34
  store i32 %36, ptr %3, align 4
  br label %37

37:                                               ; preds = %27
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %24, !llvm.loop !8

40:                                               ; preds = %24
  store i8 42, ptr getelementptr inbounds ([64 x i8], ptr @asm_scratch, i64 0, i64 5), align 1
  %41 = load i32, ptr %3, align 4
  %42 = load i8, ptr getelementptr inbounds ([64 x i8], ptr @asm_scratch, i64 0, i64 5), align 1
  %43 = zext i8 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41, i32 noundef %43)
  %45 = load i32, ptr @asm_calls, align 4
  ret i32 %45
}

declare i32 @printf(ptr noundef, ...) #1

declare i64 @asm_add3(i64 noundef, i64 noundef, i64 noundef) #1

declare i64 @asm_sum_squares(i64 noundef) #1

declare i32 @asm_lookup(i32 noundef) #1

declare i32 @asm_call_back(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !7}
