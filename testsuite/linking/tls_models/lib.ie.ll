; ModuleID = 'lib.c'
source_filename = "lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tls_counter = thread_local(initialexec) global i32 5, align 4
@tls_local = internal thread_local(initialexec) global i32 100, align 4
@tls_buf = thread_local(initialexec) global [16 x i8] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define i32 @bump(i32 noundef %by) #0 {
entry:
  %by.addr = alloca i32, align 4
  store i32 %by, ptr %by.addr, align 4
  %0 = load i32, ptr %by.addr, align 4
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %2 = load i32, ptr %1, align 4
  %add = add nsw i32 %2, %0
  store i32 %add, ptr %1, align 4
  %3 = load i32, ptr %by.addr, align 4
  %mul = mul nsw i32 2, %3
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_local)
  %5 = load i32, ptr %4, align 4
  %add1 = add nsw i32 %5, %mul
  store i32 %add1, ptr %4, align 4
  %6 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_buf)
  %7 = load i32, ptr %by.addr, align 4
  %rem = srem i32 %7, 16
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %idxprom
  %8 = load i8, ptr %arrayidx, align 1
  %inc = add i8 %8, 1
  store i8 %inc, ptr %arrayidx, align 1
  %9 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %10 = load i32, ptr %9, align 4
  %11 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_local)
  %12 = load i32, ptr %11, align 4
  %add2 = add nsw i32 %10, %12
  %13 = call align 16 ptr @llvm.threadlocal.address.p0(ptr align 16 @tls_buf)
  %14 = load i32, ptr %by.addr, align 4
  %rem3 = srem i32 %14, 16
  %idxprom4 = sext i32 %rem3 to i64
  %arrayidx5 = getelementptr inbounds [16 x i8], ptr %13, i64 0, i64 %idxprom4
  %15 = load i8, ptr %arrayidx5, align 1
  %conv = sext i8 %15 to i32
  %add6 = add nsw i32 %add2, %conv
  ret i32 %add6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noinline nounwind optnone uwtable
define ptr @counter_addr() #0 {
entry:
  %0 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %0
}

; Function Attrs: noinline nounwind optnone uwtable
define i32 @local_value() #0 {
entry:
  %0 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_local)
  %1 = load i32, ptr %0, align 4
  ret i32 %1
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
