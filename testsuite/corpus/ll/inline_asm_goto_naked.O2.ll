; ModuleID = 'programs/inline_asm_goto_naked.c'
source_filename = "programs/inline_asm_goto_naked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"is_zero: %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"classify: %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"add_or_overflow: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"naked_add3=%ld popcount=%u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"side_effects=%d\0A\00", align 1
@side_effects = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483628, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @is_zero(i64 noundef 0)
  %2 = tail call fastcc i32 @is_zero(i64 noundef 5)
  %3 = tail call fastcc i32 @is_zero(i64 noundef -1)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  %5 = tail call fastcc i32 @classify(i32 noundef -7)
  %6 = tail call fastcc i32 @classify(i32 noundef 0)
  %7 = tail call fastcc i32 @classify(i32 noundef 7)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i32 noundef %6, i32 noundef %7)
  %9 = tail call fastcc i32 @add_or_overflow(i32 noundef 1, i32 noundef 2)
  %10 = tail call fastcc i32 @add_or_overflow(i32 noundef 2147483647, i32 noundef 1)
  %11 = tail call fastcc i32 @add_or_overflow(i32 noundef -5, i32 noundef -2147483645)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = tail call i64 @naked_add3(i64 noundef 1, i64 noundef 20, i64 noundef 300)
  %14 = tail call i32 @naked_popcount_loop(i32 noundef -16711935)
  %15 = tail call i32 @naked_popcount_loop(i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %13, i32 noundef %14, i32 noundef %15)
  tail call fastcc void @barrier_count()
  tail call fastcc void @barrier_count()
  tail call fastcc void @barrier_count()
  tail call fastcc void @barrier_count()
  tail call fastcc void @barrier_count()
  tail call fastcc void @barrier_count()
  tail call fastcc void @barrier_count()
  %17 = load i32, ptr @side_effects, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17)
  %19 = load i32, ptr @side_effects, align 4, !tbaa !5
  %20 = tail call fastcc i32 @classify(i32 noundef -3)
  %21 = mul nsw i32 %20, 10
  %22 = add i32 %19, 20
  %23 = add i32 %22, %21
  ret i32 %23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @is_zero(i64 noundef %0) unnamed_addr #2 {
  callbr void asm sideeffect "testq $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %0) #5
          to label %3 [label %2], !srcloc !9

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %2
  %4 = phi i32 [ 1, %2 ], [ 0, %1 ]
  ret i32 %4
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 -1, 2) i32 @classify(i32 noundef %0) unnamed_addr #2 {
  callbr void asm sideeffect "cmpl $$0, $0\0A\09jl ${1:l}\0A\09je ${2:l}", "r,!i,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #5
          to label %4 [label %2, label %3], !srcloc !10

2:                                                ; preds = %1
  br label %4

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %1, %3, %2
  %5 = phi i32 [ 0, %3 ], [ -1, %2 ], [ 1, %1 ]
  ret i32 %5
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @add_or_overflow(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = callbr i32 asm "addl $1, $0\0A\09jo ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %1, i32 %0) #6
          to label %5 [label %4], !srcloc !11

4:                                                ; preds = %2
  br label %5

5:                                                ; preds = %2, %4
  %6 = phi i32 [ -999, %4 ], [ %3, %2 ]
  ret i32 %6
}

; Function Attrs: naked noinline nounwind uwtable
define internal i64 @naked_add3(i64 noundef %0, i64 noundef %1, i64 noundef %2) #4 {
  tail call void asm sideeffect "leaq (%rdi,%rsi), %rax\0A\09addq %rdx, %rax\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !12
  unreachable
}

; Function Attrs: naked noinline nounwind uwtable
define internal i32 @naked_popcount_loop(i32 noundef %0) #4 {
  tail call void asm sideeffect "xorl %eax, %eax\0A1:\0A\09testl %edi, %edi\0A\09jz 2f\0A\09leal -1(%rdi), %ecx\0A\09andl %ecx, %edi\0A\09incl %eax\0A\09jmp 1b\0A2:\0A\09ret", "~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !13
  unreachable
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @barrier_count() unnamed_addr #2 {
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !14
  %1 = load i32, ptr @side_effects, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @side_effects, align 4, !tbaa !5
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !15
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { naked noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

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
!9 = !{i64 374, i64 389}
!10 = !{i64 530, i64 544, i64 554}
!11 = !{i64 759, i64 773}
!12 = !{i64 953, i64 978, i64 997}
!13 = !{i64 1103, i64 1136, i64 1140, i64 1160, i64 1169, i64 1192, i64 1211, i64 1224, i64 1249, i64 1253}
!14 = !{i64 1366}
!15 = !{i64 1417}
