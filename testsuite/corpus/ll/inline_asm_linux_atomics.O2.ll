; ModuleID = 'programs/inline_asm_linux_atomics.c'
source_filename = "programs/inline_asm_linux_atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.atomic_t = type { i32 }

@.str = private unnamed_addr constant [60 x i8] c"hits=%d adds=%d xadds=%d cas=%d locked=%ld tas=%d bits=%lx\0A\00", align 1
@hits = internal global %struct.atomic_t zeroinitializer, align 4
@adds = internal global %struct.atomic_t zeroinitializer, align 4
@xadds = internal global %struct.atomic_t zeroinitializer, align 4
@cas_count = internal global %struct.atomic_t zeroinitializer, align 4
@plain_under_lock = internal unnamed_addr global i64 0, align 8
@tas_winners = internal unnamed_addr global i32 0, align 4
@bits = internal global i64 0, align 8
@.str.1 = private unnamed_addr constant [24 x i8] c"dec_and_test: %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"xchg: %lu -> %lu, xadd returns old: %d\0A\00", align 1
@lock_word = internal global i64 0, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 -99, 100) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca %struct.atomic_t, align 4
  %3 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6
  %11 = load i64, ptr %1, align 16, !tbaa !5
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6
  %13 = load i64, ptr %5, align 8, !tbaa !5
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6
  %15 = load i64, ptr %7, align 16, !tbaa !5
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6
  %17 = load i64, ptr %9, align 8, !tbaa !5
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !9
  %19 = load volatile i32, ptr @hits, align 4, !tbaa !10
  %20 = load volatile i32, ptr @adds, align 4, !tbaa !10
  %21 = load volatile i32, ptr @xadds, align 4, !tbaa !10
  %22 = load volatile i32, ptr @cas_count, align 4, !tbaa !10
  %23 = load i64, ptr @plain_under_lock, align 8, !tbaa !5
  %24 = load i32, ptr @tas_winners, align 4, !tbaa !13
  %25 = load volatile i64, ptr @bits, align 8, !tbaa !5
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i64 noundef %23, i32 noundef %24, i64 noundef %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 3, ptr %2, align 4
  %27 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #6, !srcloc !14
  %28 = icmp ult i8 %27, 2
  call void @llvm.assume(i1 %28)
  %29 = zext nneg i8 %27 to i32
  %30 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #6, !srcloc !14
  %31 = icmp ult i8 %30, 2
  call void @llvm.assume(i1 %31)
  %32 = zext nneg i8 %30 to i32
  %33 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %2, ptr nonnull elementtype(i32) %2) #6, !srcloc !14
  %34 = icmp ult i8 %33, 2
  call void @llvm.assume(i1 %34)
  %35 = zext nneg i8 %33 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %32, i32 noundef %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  store volatile i64 7, ptr %3, align 8, !tbaa !5
  %37 = call i64 asm sideeffect "xchgq $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) %3, i64 9, ptr nonnull elementtype(i64) %3) #6, !srcloc !15
  %38 = load volatile i64, ptr %3, align 8, !tbaa !5
  %39 = call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @hits, i32 1, ptr nonnull elementtype(i32) @hits) #6, !srcloc !16
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %37, i64 noundef %38, i32 noundef %39)
  %41 = load volatile i32, ptr @hits, align 4, !tbaa !10
  %42 = srem i32 %41, 100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  ret i32 %42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noundef ptr @worker(ptr noundef %0) #0 {
  %2 = ptrtoint ptr %0 to i64
  %3 = add nsw i64 %2, 1
  br label %5

4:                                                ; preds = %32
  ret ptr null

5:                                                ; preds = %1, %32
  %6 = phi i32 [ 0, %1 ], [ %35, %32 ]
  tail call void asm sideeffect "lock; incl $0", "=*m,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @hits, ptr nonnull elementtype(i32) @hits) #6, !srcloc !17
  tail call void asm sideeffect "lock; addl $1, $0", "=*m,ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @adds, i32 3, ptr nonnull elementtype(i32) @adds) #6, !srcloc !18
  %7 = tail call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @xadds, i32 2, ptr nonnull elementtype(i32) @xadds) #6, !srcloc !16
  br label %8

8:                                                ; preds = %8, %5
  %9 = load volatile i32, ptr @cas_count, align 4, !tbaa !10
  %10 = add nsw i32 %9, 5
  %11 = tail call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) @cas_count, i32 %10, i32 %9, ptr nonnull elementtype(i32) @cas_count) #6, !srcloc !19
  %12 = icmp eq i32 %11, %9
  br i1 %12, label %13, label %8, !llvm.loop !20

13:                                               ; preds = %8, %17
  callbr void asm sideeffect "movl $$1, %eax\0A\09xchgq %rax, $0\0A\09testq %rax, %rax\0A\09jnz ${1:l}", "*m,!i,~{rax},~{memory},~{cc},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @lock_word) #6
          to label %21 [label %14], !srcloc !22

14:                                               ; preds = %13
  %15 = load volatile i64, ptr @lock_word, align 8, !tbaa !5
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %18, %14
  br label %13

18:                                               ; preds = %14, %18
  tail call void asm sideeffect "rep; nop", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !23
  %19 = load volatile i64, ptr @lock_word, align 8, !tbaa !5
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %17, label %18, !llvm.loop !24

21:                                               ; preds = %13
  %22 = load i64, ptr @plain_under_lock, align 8, !tbaa !5
  %23 = add nsw i64 %3, %22
  store i64 %23, ptr @plain_under_lock, align 8, !tbaa !5
  %24 = and i32 %6, 63
  %25 = zext nneg i32 %24 to i64
  %26 = tail call i8 asm sideeffect "lock; btsq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @bits, i64 %25, ptr nonnull elementtype(i64) @bits) #6, !srcloc !25
  %27 = icmp ult i8 %26, 2
  tail call void @llvm.assume(i1 %27)
  %28 = icmp eq i8 %26, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %21
  %30 = load i32, ptr @tas_winners, align 4, !tbaa !13
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @tas_winners, align 4, !tbaa !13
  br label %32

32:                                               ; preds = %29, %21
  %33 = tail call i8 asm sideeffect "lock; btrq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i64) @bits, i64 %25, ptr nonnull elementtype(i64) @bits) #6, !srcloc !26
  %34 = icmp ult i8 %33, 2
  tail call void @llvm.assume(i1 %34)
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !27
  store volatile i64 0, ptr @lock_word, align 8, !tbaa !5
  %35 = add nuw nsw i32 %6, 1
  %36 = icmp eq i32 %35, 20000
  br i1 %36, label %4, label %5, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 2093}
!10 = !{!11, !12, i64 0}
!11 = !{!"", !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!12, !12, i64 0}
!14 = !{i64 1311}
!15 = !{i64 1898}
!16 = !{i64 938}
!17 = !{i64 680}
!18 = !{i64 801}
!19 = !{i64 1118}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{i64 2383, i64 2400, i64 2419, i64 2441}
!23 = !{i64 2018}
!24 = distinct !{!24, !21}
!25 = !{i64 1501}
!26 = !{i64 1705}
!27 = !{i64 2171}
!28 = distinct !{!28, !21}
