; ModuleID = 'src/lua/lmem.c'
source_filename = "src/lua/lmem.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"too many %s (limit is %d)\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"memory allocation error: block too big\00", align 1

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_growaux_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #0 {
  %8 = load i32, ptr %3, align 4, !tbaa !6
  %9 = icmp sgt i32 %8, %2
  br i1 %9, label %50, label %10

10:                                               ; preds = %7
  %11 = sdiv i32 %5, 2
  %12 = icmp slt i32 %8, %11
  br i1 %12, label %16, label %13

13:                                               ; preds = %10
  %14 = icmp slt i32 %8, %5
  br i1 %14, label %19, label %15, !prof !10

15:                                               ; preds = %13
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef %6, i32 noundef %5) #5
  unreachable

16:                                               ; preds = %10
  %17 = shl nsw i32 %8, 1
  %18 = tail call i32 @llvm.smax.i32(i32 %17, i32 4)
  br label %19

19:                                               ; preds = %13, %16
  %20 = phi i32 [ %18, %16 ], [ %5, %13 ]
  %21 = sext i32 %8 to i64
  %22 = sext i32 %4 to i64
  %23 = mul nsw i64 %21, %22
  %24 = sext i32 %20 to i64
  %25 = mul nsw i64 %24, %22
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load ptr, ptr %26, align 8, !tbaa !11
  %28 = load ptr, ptr %27, align 8, !tbaa !17
  %29 = getelementptr inbounds i8, ptr %27, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !21
  %31 = tail call ptr %28(ptr noundef %30, ptr noundef %1, i64 noundef %23, i64 noundef %25) #6
  %32 = icmp eq ptr %31, null
  %33 = icmp ne i64 %25, 0
  %34 = and i1 %33, %32
  br i1 %34, label %35, label %38, !prof !22

35:                                               ; preds = %19
  %36 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %23, i64 noundef %25)
  %37 = icmp eq ptr %36, null
  br i1 %37, label %44, label %38

38:                                               ; preds = %35, %19
  %39 = phi ptr [ %36, %35 ], [ %31, %19 ]
  %40 = getelementptr inbounds i8, ptr %27, i64 24
  %41 = load i64, ptr %40, align 8, !tbaa !23
  %42 = sub nsw i64 %25, %23
  %43 = add i64 %42, %41
  store i64 %43, ptr %40, align 8, !tbaa !23
  br label %44

44:                                               ; preds = %38, %35
  %45 = phi ptr [ %39, %38 ], [ null, %35 ]
  %46 = icmp eq ptr %45, null
  %47 = and i1 %33, %46
  br i1 %47, label %48, label %49, !prof !22

48:                                               ; preds = %44
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5
  unreachable

49:                                               ; preds = %44
  store i32 %20, ptr %3, align 4, !tbaa !6
  br label %50

50:                                               ; preds = %7, %49
  %51 = phi ptr [ %45, %49 ], [ %1, %7 ]
  ret ptr %51
}

; Function Attrs: noreturn
declare hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_saferealloc_(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = load ptr, ptr %6, align 8, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !21
  %10 = tail call ptr %7(ptr noundef %9, ptr noundef %1, i64 noundef %2, i64 noundef %3) #6
  %11 = icmp eq ptr %10, null
  %12 = icmp ne i64 %3, 0
  %13 = and i1 %12, %11
  br i1 %13, label %14, label %17, !prof !22

14:                                               ; preds = %4
  %15 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, i64 noundef %3)
  %16 = icmp eq ptr %15, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %14, %4
  %18 = phi ptr [ %15, %14 ], [ %10, %4 ]
  %19 = getelementptr inbounds i8, ptr %6, i64 24
  %20 = load i64, ptr %19, align 8, !tbaa !23
  %21 = sub i64 %3, %2
  %22 = add i64 %21, %20
  store i64 %22, ptr %19, align 8, !tbaa !23
  br label %23

23:                                               ; preds = %14, %17
  %24 = phi ptr [ %18, %17 ], [ null, %14 ]
  %25 = icmp eq ptr %24, null
  %26 = and i1 %12, %25
  br i1 %26, label %27, label %28, !prof !22

27:                                               ; preds = %23
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5
  unreachable

28:                                               ; preds = %23
  ret ptr %24
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_shrinkvector_(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %2, align 4, !tbaa !6
  %7 = mul nsw i32 %6, %4
  %8 = sext i32 %7 to i64
  %9 = mul nsw i32 %4, %3
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %12, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !21
  %16 = tail call ptr %13(ptr noundef %15, ptr noundef %1, i64 noundef %8, i64 noundef %10) #6
  %17 = icmp eq ptr %16, null
  %18 = icmp ne i32 %9, 0
  %19 = and i1 %18, %17
  br i1 %19, label %20, label %23, !prof !22

20:                                               ; preds = %5
  %21 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %8, i64 noundef %10)
  %22 = icmp eq ptr %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20, %5
  %24 = phi ptr [ %21, %20 ], [ %16, %5 ]
  %25 = getelementptr inbounds i8, ptr %12, i64 24
  %26 = load i64, ptr %25, align 8, !tbaa !23
  %27 = sub nsw i64 %10, %8
  %28 = add i64 %27, %26
  store i64 %28, ptr %25, align 8, !tbaa !23
  br label %29

29:                                               ; preds = %23, %20
  %30 = phi ptr [ %24, %23 ], [ null, %20 ]
  %31 = icmp eq ptr %30, null
  %32 = and i1 %18, %31
  br i1 %32, label %33, label %34, !prof !22

33:                                               ; preds = %29
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5
  unreachable

34:                                               ; preds = %29
  store i32 %3, ptr %2, align 4, !tbaa !6
  ret ptr %30
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaM_toobig(ptr noundef %0) local_unnamed_addr #2 {
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1) #5
  unreachable
}

; Function Attrs: nounwind uwtable
define hidden void @luaM_free_(ptr nocapture noundef readonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !21
  %9 = tail call ptr %6(ptr noundef %8, ptr noundef %1, i64 noundef %2, i64 noundef 0) #6
  %10 = getelementptr inbounds i8, ptr %5, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !23
  %12 = sub i64 %11, %2
  store i64 %12, ptr %10, align 8, !tbaa !23
  ret void
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_realloc_(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = load ptr, ptr %6, align 8, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !21
  %10 = tail call ptr %7(ptr noundef %9, ptr noundef %1, i64 noundef %2, i64 noundef %3) #6
  %11 = icmp eq ptr %10, null
  %12 = icmp ne i64 %3, 0
  %13 = and i1 %12, %11
  br i1 %13, label %14, label %17, !prof !22

14:                                               ; preds = %4
  %15 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, i64 noundef %3)
  %16 = icmp eq ptr %15, null
  br i1 %16, label %23, label %17

17:                                               ; preds = %14, %4
  %18 = phi ptr [ %15, %14 ], [ %10, %4 ]
  %19 = getelementptr inbounds i8, ptr %6, i64 24
  %20 = load i64, ptr %19, align 8, !tbaa !23
  %21 = sub i64 %3, %2
  %22 = add i64 %21, %20
  store i64 %22, ptr %19, align 8, !tbaa !23
  br label %23

23:                                               ; preds = %14, %17
  %24 = phi ptr [ %18, %17 ], [ null, %14 ]
  ret ptr %24
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @tryagain(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %6, i64 88
  %8 = load i8, ptr %7, align 8, !tbaa !24
  %9 = and i8 %8, 15
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %6, i64 103
  %13 = load i8, ptr %12, align 1, !tbaa !25
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %11
  tail call void @luaC_fullgc(ptr noundef nonnull %0, i32 noundef 1) #6
  %16 = load ptr, ptr %6, align 8, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !21
  %19 = tail call ptr %16(ptr noundef %18, ptr noundef %1, i64 noundef %2, i64 noundef %3) #6
  br label %20

20:                                               ; preds = %4, %11, %15
  %21 = phi ptr [ %19, %15 ], [ null, %11 ], [ null, %4 ]
  ret ptr %21
}

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_malloc_(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %23, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !11
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !21
  %11 = sext i32 %2 to i64
  %12 = tail call ptr %8(ptr noundef %10, ptr noundef null, i64 noundef %11, i64 noundef %1) #6
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %18, !prof !22

14:                                               ; preds = %5
  %15 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef null, i64 noundef %11, i64 noundef %1)
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %18

17:                                               ; preds = %14
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5
  unreachable

18:                                               ; preds = %14, %5
  %19 = phi ptr [ %15, %14 ], [ %12, %5 ]
  %20 = getelementptr inbounds i8, ptr %7, i64 24
  %21 = load i64, ptr %20, align 8, !tbaa !23
  %22 = add i64 %21, %1
  store i64 %22, ptr %20, align 8, !tbaa !23
  br label %23

23:                                               ; preds = %3, %18
  %24 = phi ptr [ %19, %18 ], [ null, %3 ]
  ret ptr %24
}

declare hidden void @luaC_fullgc(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

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
!10 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!11 = !{!12, !13, i64 24}
!12 = !{!"lua_State", !13, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !14, i64 12, !8, i64 16, !13, i64 24, !13, i64 32, !8, i64 40, !8, i64 48, !13, i64 56, !8, i64 64, !13, i64 72, !13, i64 80, !13, i64 88, !15, i64 96, !13, i64 160, !16, i64 168, !7, i64 176, !7, i64 180, !7, i64 184, !7, i64 188, !7, i64 192}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{!"CallInfo", !8, i64 0, !8, i64 8, !13, i64 16, !13, i64 24, !8, i64 32, !8, i64 56, !14, i64 60, !14, i64 62}
!16 = !{!"long", !8, i64 0}
!17 = !{!18, !13, i64 0}
!18 = !{!"global_State", !13, i64 0, !13, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !19, i64 48, !20, i64 64, !20, i64 80, !7, i64 96, !8, i64 100, !8, i64 101, !8, i64 102, !8, i64 103, !8, i64 104, !8, i64 105, !8, i64 106, !8, i64 107, !8, i64 108, !8, i64 109, !8, i64 110, !13, i64 112, !13, i64 120, !13, i64 128, !13, i64 136, !13, i64 144, !13, i64 152, !13, i64 160, !13, i64 168, !13, i64 176, !13, i64 184, !13, i64 192, !13, i64 200, !13, i64 208, !13, i64 216, !13, i64 224, !13, i64 232, !13, i64 240, !13, i64 248, !13, i64 256, !13, i64 264, !13, i64 272, !8, i64 280, !8, i64 480, !8, i64 552, !13, i64 1400, !13, i64 1408}
!19 = !{!"stringtable", !13, i64 0, !7, i64 8, !7, i64 12}
!20 = !{!"TValue", !8, i64 0, !8, i64 8}
!21 = !{!18, !13, i64 8}
!22 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!23 = !{!18, !16, i64 24}
!24 = !{!18, !8, i64 88}
!25 = !{!18, !8, i64 103}
