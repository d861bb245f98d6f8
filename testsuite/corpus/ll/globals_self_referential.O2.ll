; ModuleID = 'programs/globals_self_referential.c'
source_filename = "programs/globals_self_referential.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dnode = type { i32, ptr, ptr }
%struct.state = type { ptr, ptr, ptr }
%struct.self = type { ptr, ptr }
%struct.tnode = type { i8, ptr, ptr }

@ring = dso_local global [5 x %struct.dnode] [%struct.dnode { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr getelementptr (i8, ptr @ring, i64 96) }, %struct.dnode { i32 20, ptr getelementptr (i8, ptr @ring, i64 48), ptr @ring }, %struct.dnode { i32 30, ptr getelementptr (i8, ptr @ring, i64 72), ptr getelementptr (i8, ptr @ring, i64 24) }, %struct.dnode { i32 40, ptr getelementptr (i8, ptr @ring, i64 96), ptr getelementptr (i8, ptr @ring, i64 48) }, %struct.dnode { i32 50, ptr @ring, ptr getelementptr (i8, ptr @ring, i64 72) }], align 16
@.str = private unnamed_addr constant [6 x i8] c"even0\00", align 1
@states = dso_local constant [3 x %struct.state] [%struct.state { ptr @.str, ptr @states, ptr getelementptr (i8, ptr @states, i64 24) }, %struct.state { ptr @.str.1, ptr getelementptr (i8, ptr @states, i64 48), ptr @states }, %struct.state { ptr @.str.2, ptr getelementptr (i8, ptr @states, i64 24), ptr getelementptr (i8, ptr @states, i64 48) }], align 16
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
  %3 = load i32, ptr @ring, align 16, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3)
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !tbaa !11
  %6 = load i32, ptr %5, align 8, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %6)
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !11
  %10 = load i32, ptr %9, align 8, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %10)
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !11
  %14 = load i32, ptr %13, align 8, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14)
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !11
  %18 = load i32, ptr %17, align 8, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %18)
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !11
  %22 = load i32, ptr %21, align 8, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22)
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !11
  %26 = load i32, ptr %25, align 8, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  %28 = getelementptr inbounds i8, ptr %25, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !11
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %31 = load i32, ptr %29, align 8, !tbaa !5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %29, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !12
  %35 = load i32, ptr %34, align 8, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = load ptr, ptr %37, align 8, !tbaa !12
  %39 = load i32, ptr %38, align 8, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39)
  %41 = getelementptr inbounds i8, ptr %38, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !12
  %43 = load i32, ptr %42, align 8, !tbaa !5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %42, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !12
  %47 = load i32, ptr %46, align 8, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !12
  %51 = load i32, ptr %50, align 8, !tbaa !5
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = load ptr, ptr %53, align 8, !tbaa !12
  %55 = load i32, ptr %54, align 8, !tbaa !5
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55)
  %57 = load ptr, ptr @s, align 8, !tbaa !13
  %58 = load ptr, ptr getelementptr inbounds (i8, ptr @s, i64 8), align 8, !tbaa !15
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !15
  %61 = load ptr, ptr %60, align 8, !tbaa !13
  %62 = icmp eq ptr %58, @s
  %63 = zext i1 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %57, ptr noundef %61, i32 noundef %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4
  store i64 0, ptr %1, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4
  store i32 0, ptr %2, align 4, !tbaa !16
  call fastcc void @inorder(ptr noundef nonnull @root, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1)
  br label %66

66:                                               ; preds = %88, %0
  %67 = phi ptr [ @states, %0 ], [ %91, %88 ]
  %68 = phi ptr [ @.str.7, %0 ], [ %92, %88 ]
  %69 = load i8, ptr %68, align 1, !tbaa !17
  switch i8 %69, label %87 [
    i8 0, label %70
    i8 49, label %88
  ]

70:                                               ; preds = %66
  %71 = load ptr, ptr %67, align 8, !tbaa !18
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, ptr noundef %71)
  store ptr getelementptr inbounds (i8, ptr @ring, i64 96), ptr getelementptr inbounds (i8, ptr @ring, i64 56), align 8, !tbaa !11
  store ptr getelementptr inbounds (i8, ptr @ring, i64 48), ptr getelementptr inbounds (i8, ptr @ring, i64 112), align 16, !tbaa !12
  %73 = load i32, ptr @ring, align 16, !tbaa !5
  %74 = load ptr, ptr getelementptr inbounds (i8, ptr @ring, i64 8), align 8, !tbaa !11
  %75 = load i32, ptr %74, align 8, !tbaa !5
  %76 = add nsw i32 %75, %73
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !11
  %79 = load i32, ptr %78, align 8, !tbaa !5
  %80 = add nsw i32 %79, %76
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !11
  %83 = load i32, ptr %82, align 8, !tbaa !5
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
  %91 = load ptr, ptr %90, align 8, !tbaa !20
  %92 = getelementptr inbounds i8, ptr %68, i64 1
  br label %66, !llvm.loop !21
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
  %8 = load ptr, ptr %7, align 8, !tbaa !23
  tail call fastcc void @inorder(ptr noundef %8, ptr noundef %1, ptr noundef %2)
  %9 = load i8, ptr %6, align 8, !tbaa !25
  %10 = load i32, ptr %2, align 4, !tbaa !16
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4, !tbaa !16
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds i8, ptr %1, i64 %12
  store i8 %9, ptr %13, align 1, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !26
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %5

17:                                               ; preds = %5, %3
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"dnode", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 16}
!13 = !{!14, !10, i64 0}
!14 = !{!"self", !10, i64 0, !10, i64 8}
!15 = !{!14, !10, i64 8}
!16 = !{!7, !7, i64 0}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !10, i64 0}
!19 = !{!"state", !10, i64 0, !10, i64 8, !10, i64 16}
!20 = !{!10, !10, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!24, !10, i64 8}
!24 = !{!"tnode", !8, i64 0, !10, i64 8, !10, i64 16}
!25 = !{!24, !8, i64 0}
!26 = !{!24, !10, i64 16}
