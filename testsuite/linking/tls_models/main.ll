; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"thread %d: %ld same=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"main: counter=%d local=%d same=%d\0A\00", align 1
@tls_counter = external thread_local global i32, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %t = alloca [4 x i64], align 16
  %i = alloca i64, align 8
  %i1 = alloca i32, align 4
  %r = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i64 0, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i64, ptr %i, align 8
  %cmp = icmp slt i64 %0, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds [4 x i64], ptr %t, i64 0, i64 %1
  %2 = load i64, ptr %i, align 8
  %3 = inttoptr i64 %2 to ptr
  %call = call i32 @pthread_create(ptr noundef %arrayidx, ptr noundef null, ptr noundef @worker, ptr noundef %3) #4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i64, ptr %i, align 8
  %inc = add nsw i64 %4, 1
  store i64 %inc, ptr %i, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %i1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc8, %for.end
  %5 = load i32, ptr %i1, align 4
  %cmp3 = icmp slt i32 %5, 4
  br i1 %cmp3, label %for.body4, label %for.end10

for.body4:                                        ; preds = %for.cond2
  %6 = load i32, ptr %i1, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx5 = getelementptr inbounds [4 x i64], ptr %t, i64 0, i64 %idxprom
  %7 = load i64, ptr %arrayidx5, align 8
  %call6 = call i32 @pthread_join(i64 noundef %7, ptr noundef %r)
  %8 = load i32, ptr %i1, align 4
  %9 = load ptr, ptr %r, align 8
  %10 = ptrtoint ptr %9 to i64
  %div = sdiv i64 %10, 2
  %11 = load ptr, ptr %r, align 8
  %12 = ptrtoint ptr %11 to i64
  %rem = srem i64 %12, 2
  %call7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8, i64 noundef %div, i64 noundef %rem)
  br label %for.inc8

for.inc8:                                         ; preds = %for.body4
  %13 = load i32, ptr %i1, align 4
  %inc9 = add nsw i32 %13, 1
  store i32 %inc9, ptr %i1, align 4
  br label %for.cond2, !llvm.loop !8

for.end10:                                        ; preds = %for.cond2
  %14 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %15 = load i32, ptr %14, align 4
  %call11 = call i32 @local_value()
  %16 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %call12 = call ptr @counter_addr()
  %cmp13 = icmp eq ptr %16, %call12
  %conv = zext i1 %cmp13 to i32
  %call14 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15, i32 noundef %call11, i32 noundef %conv)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %arg) #0 {
entry:
  %arg.addr = alloca ptr, align 8
  %id = alloca i64, align 8
  %r = alloca i32, align 4
  %i = alloca i32, align 4
  %same = alloca i32, align 4
  store ptr %arg, ptr %arg.addr, align 8
  %0 = load ptr, ptr %arg.addr, align 8
  %1 = ptrtoint ptr %0 to i64
  store i64 %1, ptr %id, align 8
  store i32 0, ptr %r, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %2, 1000
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i64, ptr %id, align 8
  %conv = trunc i64 %3 to i32
  %add = add nsw i32 %conv, 1
  %call = call i32 @bump(i32 noundef %add)
  store i32 %call, ptr %r, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %call1 = call ptr @counter_addr()
  %cmp2 = icmp eq ptr %5, %call1
  %conv3 = zext i1 %cmp2 to i32
  store i32 %conv3, ptr %same, align 4
  %6 = load i32, ptr %r, align 4
  %mul = mul nsw i32 %6, 2
  %7 = load i32, ptr %same, align 4
  %add4 = add nsw i32 %mul, %7
  %conv5 = sext i32 %add4 to i64
  %8 = inttoptr i64 %conv5 to ptr
  ret ptr %8
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

declare i32 @local_value() #2

declare ptr @counter_addr() #2

declare i32 @bump(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
