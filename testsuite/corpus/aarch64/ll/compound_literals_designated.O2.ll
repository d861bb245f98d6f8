; ModuleID = 'programs/compound_literals_designated.c'
source_filename = "programs/compound_literals_designated.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, ptr, [4 x i32] }
%struct.point = type { i32, i32 }
%union.val = type { i32, [4 x i8] }

@.str = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"sparse:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"gp=%d,%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"gp.x=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"rects: %s %d %d %d | %s %d %d\0A\00", align 1
@rects = internal unnamed_addr constant [2 x %struct.rect] [%struct.rect { %struct.point { i32 1, i32 2 }, %struct.point { i32 3, i32 4 }, ptr @.str.18, [4 x i32] [i32 0, i32 0, i32 5, i32 0] }, %struct.rect { %struct.point zeroinitializer, %struct.point { i32 0, i32 9 }, ptr @.str.19, [4 x i32] zeroinitializer }], align 8
@constinit = private unnamed_addr constant [10 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 10], align 4
@.str.7 = private unnamed_addr constant [16 x i8] c"area=%d sum=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"u.i=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"u2=%s\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"pts n=%zu: %d %d %d %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"p1=%d,%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"strlen=%zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [24 x i8] c"m diag=%d %d %d off=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@.compoundliteral.0 = internal unnamed_addr global i1 false, align 4
@.str.18 = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c"second\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.rect, align 8
  %2 = alloca %union.val, align 8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, ptr noundef nonnull @.str.15)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, ptr noundef nonnull @.str.16)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, ptr noundef nonnull @.str.17)
  %6 = tail call i32 @putchar(i32 10)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 7)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 19)
  %28 = tail call i32 @putchar(i32 10)
  %29 = load i1, ptr @.compoundliteral.0, align 4
  %30 = select i1 %29, i32 50, i32 5
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, i32 noundef 6)
  store i1 true, ptr @.compoundliteral.0, align 4
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 50)
  %33 = tail call fastcc i32 @area(ptr noundef nonnull @rects)
  %34 = tail call fastcc i32 @area(ptr noundef nonnull getelementptr inbounds (i8, ptr @rects, i64 40))
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.18, i32 noundef 5, i32 noundef 4, i32 noundef %33, ptr noundef nonnull @.str.19, i32 noundef 9, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %36, i8 0, i64 24, i1 false)
  store i64 0, ptr %1, align 8
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x i32> <i32 7, i32 3>, ptr %37, align 8, !tbaa !6
  %38 = call fastcc i32 @area(ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #7
  %39 = tail call fastcc i32 @sum(ptr noundef nonnull @constinit)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %38, i32 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1065353216)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  store i64 6513249, ptr %2, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %2)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 3, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 3, i32 noundef 4)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2, i32 noundef 12)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 2)
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 40)
  %48 = add nsw i32 %39, %38
  %49 = add nsw i32 %48, 40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @area(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load <2 x i32>, ptr %2, align 8, !tbaa !6
  %4 = load <2 x i32>, ptr %0, align 8, !tbaa !6
  %5 = sub nsw <2 x i32> %3, %4
  %6 = shufflevector <2 x i32> %5, <2 x i32> poison, <2 x i32> <i32 1, i32 poison>
  %7 = mul nsw <2 x i32> %6, %5
  %8 = extractelement <2 x i32> %7, i64 0
  ret i32 %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load <8 x i32>, ptr %0, align 4, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load i32, ptr %3, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 36
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %2)
  %8 = add i32 %7, %4
  %9 = add i32 %8, %6
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
