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
@plain_under_lock = internal global i64 0, align 8
@tas_winners = internal global i32 0, align 4
@bits = internal global i64 0, align 8
@__const.main.refs = private unnamed_addr constant %struct.atomic_t { i32 3 }, align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"dec_and_test: %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"xchg: %lu -> %lu, xadd returns old: %d\0A\00", align 1
@lock_word = internal global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.atomic_t, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %3, align 8
  br label %11

11:                                               ; preds = %20, %0
  %12 = load i64, ptr %3, align 8
  %13 = icmp slt i64 %12, 4
  br i1 %13, label %14, label %23

14:                                               ; preds = %11
  %15 = load i64, ptr %3, align 8
  %16 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %15
  %17 = load i64, ptr %3, align 8
  %18 = inttoptr i64 %17 to ptr
  %19 = call i32 @pthread_create(ptr noundef %16, ptr noundef null, ptr noundef @worker, ptr noundef %18) #5
  br label %20

20:                                               ; preds = %14
  %21 = load i64, ptr %3, align 8
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %3, align 8
  br label %11, !llvm.loop !6

23:                                               ; preds = %11
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %33, %23
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 4
  br i1 %26, label %27, label %36

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = call i32 @pthread_join(i64 noundef %31, ptr noundef null)
  br label %33

33:                                               ; preds = %27
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %24, !llvm.loop !8

36:                                               ; preds = %24
  call void @mb()
  %37 = load volatile i32, ptr @hits, align 4
  %38 = load volatile i32, ptr @adds, align 4
  %39 = load volatile i32, ptr @xadds, align 4
  %40 = load volatile i32, ptr @cas_count, align 4
  %41 = load i64, ptr @plain_under_lock, align 8
  %42 = load i32, ptr @tas_winners, align 4
  %43 = load volatile i64, ptr @bits, align 8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i64 noundef %41, i32 noundef %42, i64 noundef %43)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.refs, i64 4, i1 false)
  %45 = call i32 @atomic_dec_and_test(ptr noundef %5)
  store i32 %45, ptr %6, align 4
  %46 = call i32 @atomic_dec_and_test(ptr noundef %5)
  store i32 %46, ptr %7, align 4
  %47 = call i32 @atomic_dec_and_test(ptr noundef %5)
  store i32 %47, ptr %8, align 4
  %48 = load i32, ptr %6, align 4
  %49 = load i32, ptr %7, align 4
  %50 = load i32, ptr %8, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  store volatile i64 7, ptr %9, align 8
  %52 = call i64 @xchg_ul(ptr noundef %9, i64 noundef 9)
  store i64 %52, ptr %10, align 8
  %53 = load i64, ptr %10, align 8
  %54 = load volatile i64, ptr %9, align 8
  %55 = call i32 @atomic_xadd(ptr noundef @hits, i32 noundef 1)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %53, i64 noundef %54, i32 noundef %55)
  %57 = load volatile i32, ptr @hits, align 4
  %58 = srem i32 %57, 100
  ret i32 %58
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = ptrtoint ptr %6 to i64
  store i64 %7, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %40, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 20000
  br i1 %10, label %11, label %43

11:                                               ; preds = %8
  call void @atomic_inc(ptr noundef @hits)
  call void @atomic_add(i32 noundef 3, ptr noundef @adds)
  %12 = call i32 @atomic_xadd(ptr noundef @xadds, i32 noundef 2)
  br label %13

13:                                               ; preds = %15, %11
  %14 = load volatile i32, ptr @cas_count, align 4
  store i32 %14, ptr %5, align 4
  br label %15

15:                                               ; preds = %13
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, 5
  %19 = call i32 @atomic_cmpxchg(ptr noundef @cas_count, i32 noundef %16, i32 noundef %18)
  %20 = load i32, ptr %5, align 4
  %21 = icmp ne i32 %19, %20
  br i1 %21, label %13, label %22, !llvm.loop !9

22:                                               ; preds = %15
  call void @spin_lock()
  %23 = load i64, ptr %3, align 8
  %24 = add nsw i64 %23, 1
  %25 = load i64, ptr @plain_under_lock, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, ptr @plain_under_lock, align 8
  %27 = load i32, ptr %4, align 4
  %28 = srem i32 %27, 64
  %29 = sext i32 %28 to i64
  %30 = call i32 @test_and_set_bit(i64 noundef %29, ptr noundef @bits)
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %22
  %33 = load i32, ptr @tas_winners, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr @tas_winners, align 4
  br label %35

35:                                               ; preds = %32, %22
  %36 = load i32, ptr %4, align 4
  %37 = srem i32 %36, 64
  %38 = sext i32 %37 to i64
  %39 = call i32 @test_and_clear_bit(i64 noundef %38, ptr noundef @bits)
  call void @spin_unlock()
  br label %40

40:                                               ; preds = %35
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %8, !llvm.loop !10

43:                                               ; preds = %8
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mb() #0 {
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !11
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atomic_dec_and_test(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.atomic_t, ptr %4, i32 0, i32 0
  %6 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %5, ptr elementtype(i32) %5) #5, !srcloc !12
  %7 = icmp ult i8 %6, 2
  call void @llvm.assume(i1 %7)
  store i8 %6, ptr %3, align 1
  %8 = load i8, ptr %3, align 1
  %9 = trunc i8 %8 to i1
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xchg_ul(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call i64 asm sideeffect "xchgq $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %6, i64 %5, ptr elementtype(i64) %6) #5, !srcloc !13
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atomic_xadd(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.atomic_t, ptr %6, i32 0, i32 0
  %8 = call i32 asm sideeffect "lock; xaddl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %7, i32 %5, ptr elementtype(i32) %7) #5, !srcloc !14
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @atomic_inc(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.atomic_t, ptr %3, i32 0, i32 0
  call void asm sideeffect "lock; incl $0", "=*m,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %4, ptr elementtype(i32) %4) #5, !srcloc !15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @atomic_add(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.atomic_t, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  call void asm sideeffect "lock; addl $1, $0", "=*m,ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %6, i32 %7, ptr elementtype(i32) %6) #5, !srcloc !16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atomic_cmpxchg(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.atomic_t, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %9, i32 %10, i32 %11, ptr elementtype(i32) %9) #5, !srcloc !17
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_lock() #0 {
  br label %1

1:                                                ; preds = %8, %0
  callbr void asm sideeffect "movl $$1, %eax\0A\09xchgq %rax, $0\0A\09testq %rax, %rax\0A\09jnz ${1:l}", "*m,!i,~{rax},~{memory},~{cc},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) @lock_word) #5
          to label %2 [label %3], !srcloc !18

2:                                                ; preds = %1
  ret void

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %7, %3
  %5 = load volatile i64, ptr @lock_word, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  call void @cpu_relax()
  br label %4, !llvm.loop !19

8:                                                ; preds = %4
  br label %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @test_and_set_bit(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = call i8 asm sideeffect "lock; btsq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %6, i64 %7, ptr elementtype(i64) %6) #5, !srcloc !20
  %9 = icmp ult i8 %8, 2
  call void @llvm.assume(i1 %9)
  store i8 %8, ptr %5, align 1
  %10 = load i8, ptr %5, align 1
  %11 = trunc i8 %10 to i1
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @test_and_clear_bit(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = call i8 asm sideeffect "lock; btrq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %6, i64 %7, ptr elementtype(i64) %6) #5, !srcloc !21
  %9 = icmp ult i8 %8, 2
  call void @llvm.assume(i1 %9)
  store i8 %8, ptr %5, align 1
  %10 = load i8, ptr %5, align 1
  %11 = trunc i8 %10 to i1
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spin_unlock() #0 {
  call void @barrier()
  store volatile i64 0, ptr @lock_word, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cpu_relax() #0 {
  call void asm sideeffect "rep; nop", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !22
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @barrier() #0 {
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !23
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = !{i64 2093}
!12 = !{i64 1311}
!13 = !{i64 1898}
!14 = !{i64 938}
!15 = !{i64 680}
!16 = !{i64 801}
!17 = !{i64 1118}
!18 = !{i64 2383, i64 2400, i64 2419, i64 2441}
!19 = distinct !{!19, !7}
!20 = !{i64 1501}
!21 = !{i64 1705}
!22 = !{i64 2018}
!23 = !{i64 2171}
