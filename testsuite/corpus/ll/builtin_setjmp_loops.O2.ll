; ModuleID = 'programs/builtin_setjmp_loops.c'
source_filename = "programs/builtin_setjmp_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"\0Asum=%ld hits=%d\0A\00", align 1
@hits = internal unnamed_addr global i32 0, align 4
@buf = internal global [5 x ptr] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [11 x i8] c"rounds=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = tail call fastcc i32 @attempt(i32 noundef 0)
  %3 = sext i32 %2 to i64
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  %5 = tail call fastcc i32 @attempt(i32 noundef 1)
  %6 = sext i32 %5 to i64
  %7 = add nsw i64 %3, %6
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5)
  %9 = tail call fastcc i32 @attempt(i32 noundef 2)
  %10 = sext i32 %9 to i64
  %11 = add nsw i64 %7, %10
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  %13 = tail call fastcc i32 @attempt(i32 noundef 3)
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %11, %14
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  %17 = tail call fastcc i32 @attempt(i32 noundef 4)
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %15, %18
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17)
  %21 = tail call fastcc i32 @attempt(i32 noundef 5)
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %19, %22
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  %25 = tail call fastcc i32 @attempt(i32 noundef 6)
  %26 = sext i32 %25 to i64
  %27 = add nsw i64 %23, %26
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %25)
  %29 = tail call fastcc i32 @attempt(i32 noundef 7)
  %30 = sext i32 %29 to i64
  %31 = add nsw i64 %27, %30
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29)
  %33 = tail call fastcc i32 @attempt(i32 noundef 8)
  %34 = sext i32 %33 to i64
  %35 = add nsw i64 %31, %34
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33)
  %37 = tail call fastcc i32 @attempt(i32 noundef 9)
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %35, %38
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %37)
  %41 = tail call fastcc i32 @attempt(i32 noundef 10)
  %42 = sext i32 %41 to i64
  %43 = add nsw i64 %39, %42
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41)
  %45 = tail call fastcc i32 @attempt(i32 noundef 11)
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %43, %46
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %45)
  %49 = tail call fastcc i32 @attempt(i32 noundef 12)
  %50 = sext i32 %49 to i64
  %51 = add nsw i64 %47, %50
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %49)
  %53 = tail call fastcc i32 @attempt(i32 noundef 13)
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %51, %54
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %53)
  %57 = tail call fastcc i32 @attempt(i32 noundef 14)
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %55, %58
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57)
  %61 = tail call fastcc i32 @attempt(i32 noundef 15)
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %59, %62
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61)
  %65 = tail call fastcc i32 @attempt(i32 noundef 16)
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %63, %66
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %65)
  %69 = tail call fastcc i32 @attempt(i32 noundef 17)
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %67, %70
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %69)
  %73 = tail call fastcc i32 @attempt(i32 noundef 18)
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %71, %74
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73)
  %77 = tail call fastcc i32 @attempt(i32 noundef 19)
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %75, %78
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %77)
  %81 = load i32, ptr @hits, align 4, !tbaa !5
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %79, i32 noundef %81)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !5
  %83 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %83, ptr @buf, align 16
  %84 = tail call ptr @llvm.stacksave.p0()
  store ptr %84, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16
  %85 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf)
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %88

87:                                               ; preds = %0
  store volatile i32 1, ptr %1, align 4, !tbaa !5
  tail call fastcc void @deep()
  unreachable

88:                                               ; preds = %0
  %89 = load volatile i32, ptr %1, align 4, !tbaa !5
  %90 = add nsw i32 %89, 10
  store volatile i32 %90, ptr %1, align 4, !tbaa !5
  %91 = load volatile i32, ptr %1, align 4, !tbaa !5
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91)
  %93 = trunc i64 %79 to i32
  %94 = and i32 %93, 127
  %95 = load i32, ptr @hits, align 4, !tbaa !5
  %96 = xor i32 %95, %94
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @attempt(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 -1, ptr %2, align 4, !tbaa !5
  %3 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %3, ptr @buf, align 16
  %4 = tail call ptr @llvm.stacksave.p0()
  store ptr %4, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16
  %5 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = tail call fastcc i32 @middle(i32 noundef %0)
  store volatile i32 %8, ptr %2, align 4, !tbaa !5
  br label %11

9:                                                ; preds = %1
  %10 = sub nsw i32 0, %0
  store volatile i32 %10, ptr %2, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %9, %7
  %12 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  ret i32 %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #6

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @deep() unnamed_addr #7 {
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf)
  unreachable
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @middle(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  %3 = shl nsw i32 %0, 1
  store volatile i32 %3, ptr %2, align 4, !tbaa !5
  tail call fastcc void @leaf(i32 noundef %0)
  %4 = load volatile i32, ptr %2, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  ret i32 %5
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @leaf(i32 noundef %0) unnamed_addr #2 {
  %2 = srem i32 %0, 3
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load i32, ptr @hits, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @hits, align 4, !tbaa !5
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf)
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }

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
