; ModuleID = 'programs/globals_self_referential.c'
source_filename = "programs/globals_self_referential.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.dnode = type { i32, ptr, ptr }
%struct.state = type { ptr, ptr, ptr }
%struct.self = type { ptr, ptr }
%struct.tnode = type { i8, ptr, ptr }

@ring = dso_local global [5 x %struct.dnode] [%struct.dnode { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr getelementptr (i8, ptr @ring, i64 96) }, %struct.dnode { i32 20, ptr getelementptr (i8, ptr @ring, i64 48), ptr @ring }, %struct.dnode { i32 30, ptr getelementptr (i8, ptr @ring, i64 72), ptr getelementptr (i8, ptr @ring, i64 24) }, %struct.dnode { i32 40, ptr getelementptr (i8, ptr @ring, i64 96), ptr getelementptr (i8, ptr @ring, i64 48) }, %struct.dnode { i32 50, ptr @ring, ptr getelementptr (i8, ptr @ring, i64 72) }], align 8
@.str = private unnamed_addr constant [6 x i8] c"even0\00", align 1
@states = dso_local constant [3 x %struct.state] [%struct.state { ptr @.str, ptr @states, ptr getelementptr (i8, ptr @states, i64 24) }, %struct.state { ptr @.str.1, ptr getelementptr (i8, ptr @states, i64 48), ptr @states }, %struct.state { ptr @.str.2, ptr getelementptr (i8, ptr @states, i64 24), ptr getelementptr (i8, ptr @states, i64 48) }], align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"odd1\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"\0A%s %s %d\0A\00", align 1
@s = internal global %struct.self { ptr @.str.10, ptr @s }, align 8
@root = internal global %struct.tnode { i8 100, ptr @t_b, ptr @t_f }, align 8
@.str.6 = private unnamed_addr constant [12 x i8] c"inorder %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"110110111001\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"%s mod 3 -> %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"after unlink sum=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"self\00", align 1
@t_b = internal global %struct.tnode { i8 98, ptr @t_a, ptr @t_c }, align 8
@t_f = internal global %struct.tnode { i8 102, ptr @t_e, ptr @t_g }, align 8
@t_a = internal global %struct.tnode { i8 97, ptr null, ptr null }, align 8
@t_c = internal global %struct.tnode { i8 99, ptr null, ptr null }, align 8
@t_e = internal global %struct.tnode { i8 101, ptr null, ptr null }, align 8
@t_g = internal global %struct.tnode { i8 103, ptr null, ptr null }, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i8], align 8
  %2 = alloca i32, align 4
  %3 = load i32, ptr @ring, align 8, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !tbaa !12
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %6)
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !12
  %10 = load i32, ptr %9, align 8, !tbaa !6
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10)
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = load i32, ptr %13, align 8, !tbaa !6
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14)
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !12
  %18 = load i32, ptr %17, align 8, !tbaa !6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %18)
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !12
  %22 = load i32, ptr %21, align 8, !tbaa !6
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22)
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !12
  %26 = load i32, ptr %25, align 8, !tbaa !6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !12
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %31 = load i32, ptr %29, align 8, !tbaa !6
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %29, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !13
  %35 = load i32, ptr %34, align 8, !tbaa !6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = load ptr, ptr %37, align 8, !tbaa !13
  %39 = load i32, ptr %38, align 8, !tbaa !6
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39)
  %41 = getelementptr inbounds i8, ptr %38, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !13
  %43 = load i32, ptr %42, align 8, !tbaa !6
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %42, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !13
  %47 = load i32, ptr %46, align 8, !tbaa !6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !13
  %51 = load i32, ptr %50, align 8, !tbaa !6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !13
  %55 = load i32, ptr %54, align 8, !tbaa !6
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55)
  %57 = load ptr, ptr @s, align 8, !tbaa !14
  %58 = load ptr, ptr getelementptr inbounds (i8, ptr @s, i64 8), align 8, !tbaa !16
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !16
  %61 = load ptr, ptr %60, align 8, !tbaa !14
  %62 = icmp eq ptr %58, @s
  %63 = zext i1 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %57, ptr noundef %61, i32 noundef %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4
  store i64 0, ptr %1, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4
  store i32 0, ptr %2, align 4, !tbaa !17
  call fastcc void @inorder(ptr noundef nonnull @root, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1)
  br label %66

66:                                               ; preds = %88, %0
  %67 = phi ptr [ @states, %0 ], [ %91, %88 ]
  %68 = phi ptr [ @.str.7, %0 ], [ %92, %88 ]
  %69 = load i8, ptr %68, align 1, !tbaa !18
  switch i8 %69, label %87 [
    i8 0, label %70
    i8 49, label %88
  ]

70:                                               ; preds = %66
  %71 = load ptr, ptr %67, align 8, !tbaa !19
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, ptr noundef %71)
  store ptr getelementptr inbounds (i8, ptr @ring, i64 96), ptr getelementptr inbounds (i8, ptr @ring, i64 56), align 8, !tbaa !12
  store ptr getelementptr inbounds (i8, ptr @ring, i64 48), ptr getelementptr inbounds (i8, ptr @ring, i64 112), align 8, !tbaa !13
  %73 = load i32, ptr @ring, align 8, !tbaa !6
  %74 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !tbaa !12
  %75 = load i32, ptr %74, align 8, !tbaa !6
  %76 = add nsw i32 %75, %73
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !12
  %79 = load i32, ptr %78, align 8, !tbaa !6
  %80 = add nsw i32 %79, %76
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !12
  %83 = load i32, ptr %82, align 8, !tbaa !6
  %84 = add nsw i32 %83, %80
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %84)
  %86 = and i32 %84, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4
  ret i32 %86

87:                                               ; preds = %66
  br label %88

88:                                               ; preds = %66, %87
  %89 = phi i64 [ 8, %87 ], [ 16, %66 ]
  %90 = getelementptr inbounds i8, ptr %67, i64 %89
  %91 = load ptr, ptr %90, align 8, !tbaa !21
  %92 = getelementptr inbounds i8, ptr %68, i64 1
  br label %66, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @inorder(ptr noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2) unnamed_addr #3 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %17, label %5

5:                                                ; preds = %3, %5
  %6 = phi ptr [ %15, %5 ], [ %0, %3 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1, ptr noundef %2)
  %9 = load i8, ptr %6, align 8, !tbaa !26
  %10 = load i32, ptr %2, align 4, !tbaa !17
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4, !tbaa !17
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  store i8 %9, ptr %13, align 1, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !27
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %5

17:                                               ; preds = %5, %3
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"dnode", !8, i64 0, !11, i64 8, !11, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!7, !11, i64 16}
!14 = !{!15, !11, i64 0}
!15 = !{!"self", !11, i64 0, !11, i64 8}
!16 = !{!15, !11, i64 8}
!17 = !{!8, !8, i64 0}
!18 = !{!9, !9, i64 0}
!19 = !{!20, !11, i64 0}
!20 = !{!"state", !11, i64 0, !11, i64 8, !11, i64 16}
!21 = !{!11, !11, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !11, i64 8}
!25 = !{!"tnode", !9, i64 0, !11, i64 8, !11, i64 16}
!26 = !{!25, !9, i64 0}
!27 = !{!25, !11, i64 16}
