; ModuleID = 'src/lua/lzio.c'
source_filename = "src/lua/lzio.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define hidden range(i32 -1, 256) i32 @luaZ_fill(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !13
  %9 = call ptr %6(ptr noundef %4, ptr noundef %8, ptr noundef nonnull %2) #6
  %10 = icmp eq ptr %9, null
  %11 = load i64, ptr %2, align 8
  %12 = icmp eq i64 %11, 0
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %20, label %14

14:                                               ; preds = %1
  %15 = add i64 %11, -1
  store i64 %15, ptr %0, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = getelementptr inbounds i8, ptr %9, i64 1
  store ptr %17, ptr %16, align 8, !tbaa !15
  %18 = load i8, ptr %9, align 1, !tbaa !16
  %19 = zext i8 %18 to i32
  br label %20

20:                                               ; preds = %1, %14
  %21 = phi i32 [ %19, %14 ], [ -1, %1 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret i32 %21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define hidden void @luaZ_init(ptr noundef %0, ptr nocapture noundef writeonly %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #2 {
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store ptr %0, ptr %5, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %2, ptr %6, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %3, ptr %7, align 8, !tbaa !13
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i64 @luaZ_read(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = alloca i64, align 8
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %40, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %0, align 8, !tbaa !14
  br label %12

12:                                               ; preds = %6, %29
  %13 = phi i64 [ %11, %6 ], [ %34, %29 ]
  %14 = phi i64 [ %2, %6 ], [ %38, %29 ]
  %15 = phi ptr [ %1, %6 ], [ %37, %29 ]
  %16 = icmp eq i64 %13, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %12
  %18 = load ptr, ptr %10, align 8, !tbaa !15
  br label %29

19:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %20 = load ptr, ptr %7, align 8, !tbaa !6
  %21 = load ptr, ptr %8, align 8, !tbaa !12
  %22 = load ptr, ptr %9, align 8, !tbaa !13
  %23 = call ptr %21(ptr noundef %20, ptr noundef %22, ptr noundef nonnull %4) #6
  %24 = icmp eq ptr %23, null
  %25 = load i64, ptr %4, align 8
  %26 = icmp eq i64 %25, 0
  %27 = select i1 %24, i1 true, i1 %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  br i1 %27, label %40, label %28

28:                                               ; preds = %19
  store i64 %25, ptr %0, align 8, !tbaa !14
  store ptr %23, ptr %10, align 8, !tbaa !15
  br label %29

29:                                               ; preds = %17, %28
  %30 = phi ptr [ %18, %17 ], [ %23, %28 ]
  %31 = phi i64 [ %13, %17 ], [ %25, %28 ]
  %32 = call i64 @llvm.umin.i64(i64 %14, i64 %31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %30, i64 %32, i1 false)
  %33 = load i64, ptr %0, align 8, !tbaa !14
  %34 = sub i64 %33, %32
  store i64 %34, ptr %0, align 8, !tbaa !14
  %35 = load ptr, ptr %10, align 8, !tbaa !15
  %36 = getelementptr inbounds i8, ptr %35, i64 %32
  store ptr %36, ptr %10, align 8, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %15, i64 %32
  %38 = sub i64 %14, %32
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %40, label %12

40:                                               ; preds = %29, %19, %3
  %41 = phi i64 [ 0, %3 ], [ 0, %29 ], [ %14, %19 ]
  ret i64 %41
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 32}
!7 = !{!"Zio", !8, i64 0, !11, i64 8, !11, i64 16, !11, i64 24, !11, i64 32}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 16}
!13 = !{!7, !11, i64 24}
!14 = !{!7, !8, i64 0}
!15 = !{!7, !11, i64 8}
!16 = !{!9, !9, i64 0}
