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
@asm_calls = external local_unnamed_addr global i32, align 4
@asm_message = external global [0 x i8], align 1
@asm_scratch = external local_unnamed_addr global [64 x i8], align 16
@.str.4 = private unnamed_addr constant [25 x i8] c"scratch zero=%d then %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @c_callback(i32 noundef %0) local_unnamed_addr #0 {
  %2 = mul nsw i32 %0, 10
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = tail call i64 @asm_add3(i64 noundef 1, i64 noundef 20, i64 noundef 300) #4
  %2 = tail call i64 @asm_sum_squares(i64 noundef 10) #4
  %3 = tail call i64 @asm_sum_squares(i64 noundef 100) #4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1, i64 noundef %2, i64 noundef %3)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %6 = tail call i32 @asm_lookup(i32 noundef 0) #4
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6)
  %8 = tail call i32 @asm_lookup(i32 noundef 1) #4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8)
  %10 = tail call i32 @asm_lookup(i32 noundef 2) #4
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %10)
  %12 = tail call i32 @asm_lookup(i32 noundef 3) #4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %12)
  %14 = tail call i32 @asm_lookup(i32 noundef 4) #4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14)
  %16 = tail call i32 @asm_lookup(i32 noundef 5) #4
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %16)
  %18 = tail call i32 @asm_lookup(i32 noundef 6) #4
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %18)
  %20 = tail call i32 @asm_lookup(i32 noundef 7) #4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20)
  %22 = tail call i32 @asm_lookup(i32 noundef 8) #4
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %22)
  %24 = tail call i32 @asm_lookup(i32 noundef 9) #4
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24)
  %26 = tail call i32 @asm_call_back(i32 noundef 4) #4
  %27 = load i32, ptr @asm_calls, align 4, !tbaa !5
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26, i32 noundef %27, ptr noundef nonnull @asm_message)
  %29 = load <4 x i8>, ptr @asm_scratch, align 16, !tbaa !9
  %30 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 4), align 4, !tbaa !9
  %31 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 8), align 8, !tbaa !9
  %32 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 12), align 4, !tbaa !9
  %33 = or <4 x i8> %29, %31
  %34 = or <4 x i8> %30, %32
  %35 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 16), align 16, !tbaa !9
  %36 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 20), align 4, !tbaa !9
  %37 = or <4 x i8> %33, %35
  %38 = or <4 x i8> %34, %36
  %39 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 24), align 8, !tbaa !9
  %40 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 28), align 4, !tbaa !9
  %41 = or <4 x i8> %37, %39
  %42 = or <4 x i8> %38, %40
  %43 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 32), align 16, !tbaa !9
  %44 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 36), align 4, !tbaa !9
  %45 = or <4 x i8> %41, %43
  %46 = or <4 x i8> %42, %44
  %47 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 40), align 8, !tbaa !9
  %48 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 44), align 4, !tbaa !9
  %49 = or <4 x i8> %45, %47
  %50 = or <4 x i8> %46, %48
  %51 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 48), align 16, !tbaa !9
  %52 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 52), align 4, !tbaa !9
  %53 = or <4 x i8> %49, %51
  %54 = or <4 x i8> %50, %52
  %55 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 56), align 8, !tbaa !9
  %56 = load <4 x i8>, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 60), align 4, !tbaa !9
  %57 = or <4 x i8> %53, %55
  %58 = or <4 x i8> %54, %56
  %59 = or <4 x i8> %58, %57
  %60 = freeze <4 x i8> %59
  %61 = bitcast <4 x i8> %60 to i32
  %62 = icmp eq i32 %61, 0
  %63 = zext i1 %62 to i32
  store i8 42, ptr getelementptr inbounds (i8, ptr @asm_scratch, i64 5), align 1, !tbaa !9
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %63, i32 noundef 42)
  %65 = load i32, ptr @asm_calls, align 4, !tbaa !5
  ret i32 %65
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare i64 @asm_add3(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare i64 @asm_sum_squares(i64 noundef) local_unnamed_addr #3

declare i32 @asm_lookup(i32 noundef) local_unnamed_addr #3

declare i32 @asm_call_back(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
