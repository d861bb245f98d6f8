; ModuleID = 'src/lua/lstring.c'
source_filename = "src/lua/lstring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.UValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [18 x i8] c"not enough memory\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define hidden range(i32 0, 2) i32 @luaS_eqlngstr(ptr noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = icmp eq ptr %0, %1
  br i1 %5, label %16, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !5
  %9 = icmp eq i64 %4, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = tail call i32 @bcmp(ptr nonnull %11, ptr nonnull %12, i64 %4)
  %14 = icmp eq i32 %13, 0
  %15 = zext i1 %14 to i32
  br label %16

16:                                               ; preds = %6, %10, %2
  %17 = phi i32 [ 1, %2 ], [ 0, %6 ], [ %15, %10 ]
  ret i32 %17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define hidden i32 @luaS_hash(ptr nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = trunc i64 %1 to i32
  %5 = xor i32 %4, %2
  %6 = getelementptr i8, ptr %0, i64 -1
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %49, label %8

8:                                                ; preds = %3
  %9 = and i64 %1, 1
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %8
  %12 = shl i32 %5, 5
  %13 = lshr i32 %5, 2
  %14 = add i32 %12, %13
  %15 = getelementptr i8, ptr %6, i64 %1
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = add i32 %14, %17
  %19 = xor i32 %18, %5
  %20 = add nsw i64 %1, -1
  br label %21

21:                                               ; preds = %11, %8
  %22 = phi i32 [ poison, %8 ], [ %19, %11 ]
  %23 = phi i32 [ %5, %8 ], [ %19, %11 ]
  %24 = phi i64 [ %1, %8 ], [ %20, %11 ]
  %25 = icmp eq i64 %1, 1
  br i1 %25, label %49, label %26

26:                                               ; preds = %21
  %27 = getelementptr i8, ptr %6, i64 -1
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i32 [ %23, %26 ], [ %46, %28 ]
  %30 = phi i64 [ %24, %26 ], [ %47, %28 ]
  %31 = shl i32 %29, 5
  %32 = lshr i32 %29, 2
  %33 = add i32 %31, %32
  %34 = getelementptr i8, ptr %6, i64 %30
  %35 = load i8, ptr %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i32
  %37 = add i32 %33, %36
  %38 = xor i32 %37, %29
  %39 = shl i32 %38, 5
  %40 = lshr i32 %38, 2
  %41 = add i32 %39, %40
  %42 = getelementptr i8, ptr %27, i64 %30
  %43 = load i8, ptr %42, align 1, !tbaa !5
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  %46 = xor i32 %45, %38
  %47 = add i64 %30, -2
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %49, label %28, !llvm.loop !8

49:                                               ; preds = %21, %28, %3
  %50 = phi i32 [ %5, %3 ], [ %22, %21 ], [ %46, %28 ]
  ret i32 %50
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden i32 @luaS_hashlongstr(ptr nocapture noundef %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 10
  %3 = load i8, ptr %2, align 2, !tbaa !10
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !14
  br label %60

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !14
  %13 = trunc i64 %10 to i32
  %14 = xor i32 %12, %13
  %15 = getelementptr i8, ptr %0, i64 23
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %58, label %17

17:                                               ; preds = %8
  %18 = and i64 %10, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %17
  %21 = shl i32 %14, 5
  %22 = lshr i32 %14, 2
  %23 = add i32 %21, %22
  %24 = getelementptr i8, ptr %15, i64 %10
  %25 = load i8, ptr %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i32
  %27 = add i32 %23, %26
  %28 = xor i32 %27, %14
  %29 = add nsw i64 %10, -1
  br label %30

30:                                               ; preds = %20, %17
  %31 = phi i32 [ poison, %17 ], [ %28, %20 ]
  %32 = phi i32 [ %14, %17 ], [ %28, %20 ]
  %33 = phi i64 [ %10, %17 ], [ %29, %20 ]
  %34 = icmp eq i64 %10, 1
  br i1 %34, label %58, label %35

35:                                               ; preds = %30
  %36 = getelementptr i8, ptr %15, i64 -1
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i32 [ %32, %35 ], [ %55, %37 ]
  %39 = phi i64 [ %33, %35 ], [ %56, %37 ]
  %40 = shl i32 %38, 5
  %41 = lshr i32 %38, 2
  %42 = add i32 %40, %41
  %43 = getelementptr i8, ptr %15, i64 %39
  %44 = load i8, ptr %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = add i32 %42, %45
  %47 = xor i32 %46, %38
  %48 = shl i32 %47, 5
  %49 = lshr i32 %47, 2
  %50 = add i32 %48, %49
  %51 = getelementptr i8, ptr %36, i64 %39
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i32
  %54 = add i32 %50, %53
  %55 = xor i32 %54, %47
  %56 = add i64 %39, -2
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %37, !llvm.loop !8

58:                                               ; preds = %30, %37, %8
  %59 = phi i32 [ %14, %8 ], [ %31, %30 ], [ %55, %37 ]
  store i32 %59, ptr %11, align 4, !tbaa !14
  store i8 1, ptr %2, align 2, !tbaa !10
  br label %60

60:                                               ; preds = %5, %58
  %61 = phi i32 [ %7, %5 ], [ %59, %58 ]
  ret i32 %61
}

; Function Attrs: nounwind uwtable
define hidden void @luaS_resize(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  %6 = getelementptr inbounds i8, ptr %4, i64 60
  %7 = load i32, ptr %6, align 4, !tbaa !20
  %8 = icmp sgt i32 %7, %1
  %9 = load ptr, ptr %5, align 8, !tbaa !22
  %10 = icmp sgt i32 %7, 0
  %11 = and i1 %8, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %2
  %13 = add nsw i32 %1, -1
  %14 = zext nneg i32 %7 to i64
  br label %15

15:                                               ; preds = %31, %12
  %16 = phi i64 [ 0, %12 ], [ %32, %31 ]
  %17 = getelementptr inbounds ptr, ptr %9, i64 %16
  %18 = load ptr, ptr %17, align 8, !tbaa !23
  store ptr null, ptr %17, align 8, !tbaa !23
  %19 = icmp eq ptr %18, null
  br i1 %19, label %31, label %20

20:                                               ; preds = %15, %20
  %21 = phi ptr [ %23, %20 ], [ %18, %15 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %21, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !14
  %26 = and i32 %25, %13
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds ptr, ptr %9, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !23
  store ptr %29, ptr %22, align 8, !tbaa !5
  store ptr %21, ptr %28, align 8, !tbaa !23
  %30 = icmp eq ptr %23, null
  br i1 %30, label %31, label %20, !llvm.loop !24

31:                                               ; preds = %20, %15
  %32 = add nuw nsw i64 %16, 1
  %33 = icmp eq i64 %32, %14
  br i1 %33, label %34, label %15, !llvm.loop !25

34:                                               ; preds = %31
  %35 = load ptr, ptr %5, align 8, !tbaa !22
  br label %36

36:                                               ; preds = %34, %2
  %37 = phi ptr [ %35, %34 ], [ %9, %2 ]
  %38 = sext i32 %7 to i64
  %39 = shl nsw i64 %38, 3
  %40 = sext i32 %1 to i64
  %41 = shl nsw i64 %40, 3
  %42 = tail call ptr @luaM_realloc_(ptr noundef %0, ptr noundef %37, i64 noundef %39, i64 noundef %41) #12
  %43 = icmp eq ptr %42, null
  br i1 %43, label %44, label %47, !prof !26

44:                                               ; preds = %36
  br i1 %8, label %45, label %79

45:                                               ; preds = %44
  %46 = load ptr, ptr %5, align 8, !tbaa !22
  tail call fastcc void @tablerehash(ptr noundef %46, i32 noundef %1, i32 noundef %7)
  br label %79

47:                                               ; preds = %36
  store ptr %42, ptr %5, align 8, !tbaa !22
  store i32 %1, ptr %6, align 4, !tbaa !20
  %48 = icmp slt i32 %7, %1
  br i1 %48, label %49, label %79

49:                                               ; preds = %47
  %50 = getelementptr i8, ptr %42, i64 %39
  %51 = xor i32 %7, -1
  %52 = add i32 %51, %1
  %53 = zext i32 %52 to i64
  %54 = shl nuw nsw i64 %53, 3
  %55 = add nuw nsw i64 %54, 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %50, i8 0, i64 %55, i1 false), !tbaa !23
  %56 = icmp sgt i32 %7, 0
  br i1 %56, label %57, label %79

57:                                               ; preds = %49
  %58 = add nsw i32 %1, -1
  %59 = zext nneg i32 %7 to i64
  br label %60

60:                                               ; preds = %76, %57
  %61 = phi i64 [ 0, %57 ], [ %77, %76 ]
  %62 = getelementptr inbounds ptr, ptr %42, i64 %61
  %63 = load ptr, ptr %62, align 8, !tbaa !23
  store ptr null, ptr %62, align 8, !tbaa !23
  %64 = icmp eq ptr %63, null
  br i1 %64, label %76, label %65

65:                                               ; preds = %60, %65
  %66 = phi ptr [ %68, %65 ], [ %63, %60 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %66, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !14
  %71 = and i32 %70, %58
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds ptr, ptr %42, i64 %72
  %74 = load ptr, ptr %73, align 8, !tbaa !23
  store ptr %74, ptr %67, align 8, !tbaa !5
  store ptr %66, ptr %73, align 8, !tbaa !23
  %75 = icmp eq ptr %68, null
  br i1 %75, label %76, label %65, !llvm.loop !24

76:                                               ; preds = %65, %60
  %77 = add nuw nsw i64 %61, 1
  %78 = icmp eq i64 %77, %59
  br i1 %78, label %79, label %60, !llvm.loop !25

79:                                               ; preds = %76, %49, %47, %44, %45
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @tablerehash(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %14

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = getelementptr i8, ptr %0, i64 %7
  %9 = xor i32 %1, -1
  %10 = add i32 %9, %2
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 3
  %13 = add nuw nsw i64 %12, 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %8, i8 0, i64 %13, i1 false), !tbaa !23
  br label %14

14:                                               ; preds = %5, %3
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  %17 = add nsw i32 %2, -1
  %18 = zext nneg i32 %1 to i64
  br label %19

19:                                               ; preds = %16, %35
  %20 = phi i64 [ 0, %16 ], [ %36, %35 ]
  %21 = getelementptr inbounds ptr, ptr %0, i64 %20
  %22 = load ptr, ptr %21, align 8, !tbaa !23
  store ptr null, ptr %21, align 8, !tbaa !23
  %23 = icmp eq ptr %22, null
  br i1 %23, label %35, label %24

24:                                               ; preds = %19, %24
  %25 = phi ptr [ %27, %24 ], [ %22, %19 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %25, i64 12
  %29 = load i32, ptr %28, align 4, !tbaa !14
  %30 = and i32 %29, %17
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds ptr, ptr %0, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !23
  store ptr %33, ptr %26, align 8, !tbaa !5
  store ptr %25, ptr %32, align 8, !tbaa !23
  %34 = icmp eq ptr %27, null
  br i1 %34, label %35, label %24, !llvm.loop !24

35:                                               ; preds = %24, %19
  %36 = add nuw nsw i64 %20, 1
  %37 = icmp eq i64 %36, %18
  br i1 %37, label %38, label %19, !llvm.loop !25

38:                                               ; preds = %35, %14
  ret void
}

declare hidden ptr @luaM_realloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden void @luaS_clearcache(ptr nocapture noundef %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 552
  %3 = getelementptr inbounds i8, ptr %0, i64 272
  br label %4

4:                                                ; preds = %1, %23
  %5 = phi i64 [ 0, %1 ], [ %24, %23 ]
  %6 = getelementptr inbounds [53 x [2 x ptr]], ptr %2, i64 0, i64 %5, i64 0
  %7 = load ptr, ptr %6, align 8, !tbaa !23
  %8 = getelementptr inbounds i8, ptr %7, i64 9
  %9 = load i8, ptr %8, align 1, !tbaa !27
  %10 = and i8 %9, 24
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = load ptr, ptr %3, align 8, !tbaa !28
  store ptr %13, ptr %6, align 8, !tbaa !23
  br label %14

14:                                               ; preds = %4, %12
  %15 = getelementptr inbounds [53 x [2 x ptr]], ptr %2, i64 0, i64 %5, i64 1
  %16 = load ptr, ptr %15, align 8, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %16, i64 9
  %18 = load i8, ptr %17, align 1, !tbaa !27
  %19 = and i8 %18, 24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 8, !tbaa !28
  store ptr %22, ptr %15, align 8, !tbaa !23
  br label %23

23:                                               ; preds = %21, %14
  %24 = add nuw nsw i64 %5, 1
  %25 = icmp eq i64 %24, 53
  br i1 %25, label %26, label %4, !llvm.loop !31

26:                                               ; preds = %23
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaS_init(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %3, i64 48
  %5 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 1024, i32 noundef 0) #12
  store ptr %5, ptr %4, align 8, !tbaa !22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %5, i8 0, i64 1024, i1 false), !tbaa !23
  %6 = getelementptr inbounds i8, ptr %3, i64 60
  store i32 128, ptr %6, align 4, !tbaa !20
  %7 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 17)
  %8 = getelementptr inbounds i8, ptr %3, i64 272
  store ptr %7, ptr %8, align 8, !tbaa !28
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %7) #12
  %9 = load ptr, ptr %8, align 8, !tbaa !28
  %10 = getelementptr inbounds i8, ptr %3, i64 552
  br label %11

11:                                               ; preds = %16, %1
  %12 = phi i64 [ 0, %1 ], [ %20, %16 ]
  %13 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %12, i64 0
  store ptr %9, ptr %13, align 8, !tbaa !23
  %14 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %12, i64 1
  store ptr %9, ptr %14, align 8, !tbaa !23
  %15 = icmp eq i64 %12, 52
  br i1 %15, label %21, label %16, !llvm.loop !32

16:                                               ; preds = %11
  %17 = or disjoint i64 %12, 1
  %18 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %17, i64 0
  store ptr %9, ptr %18, align 8, !tbaa !23
  %19 = getelementptr inbounds [53 x [2 x ptr]], ptr %10, i64 0, i64 %17, i64 1
  store ptr %9, ptr %19, align 8, !tbaa !23
  %20 = add nuw nsw i64 %12, 2
  br label %11

21:                                               ; preds = %11
  ret void
}

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_newlstr(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #3 {
  %4 = icmp ult i64 %2, 41
  br i1 %4, label %5, label %130

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %7, i64 48
  %9 = getelementptr inbounds i8, ptr %7, i64 96
  %10 = load i32, ptr %9, align 8, !tbaa !33
  %11 = trunc nuw i64 %2 to i32
  %12 = xor i32 %10, %11
  %13 = getelementptr i8, ptr %1, i64 -1
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %56, label %15

15:                                               ; preds = %5
  %16 = and i64 %2, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = shl i32 %12, 5
  %20 = lshr i32 %12, 2
  %21 = add i32 %19, %20
  %22 = getelementptr i8, ptr %13, i64 %2
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = add i32 %21, %24
  %26 = xor i32 %25, %12
  %27 = add nsw i64 %2, -1
  br label %28

28:                                               ; preds = %18, %15
  %29 = phi i32 [ poison, %15 ], [ %26, %18 ]
  %30 = phi i32 [ %12, %15 ], [ %26, %18 ]
  %31 = phi i64 [ %2, %15 ], [ %27, %18 ]
  %32 = icmp eq i64 %2, 1
  br i1 %32, label %56, label %33

33:                                               ; preds = %28
  %34 = getelementptr i8, ptr %13, i64 -1
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i32 [ %30, %33 ], [ %53, %35 ]
  %37 = phi i64 [ %31, %33 ], [ %54, %35 ]
  %38 = shl i32 %36, 5
  %39 = lshr i32 %36, 2
  %40 = add i32 %38, %39
  %41 = getelementptr i8, ptr %13, i64 %37
  %42 = load i8, ptr %41, align 1, !tbaa !5
  %43 = zext i8 %42 to i32
  %44 = add i32 %40, %43
  %45 = xor i32 %44, %36
  %46 = shl i32 %45, 5
  %47 = lshr i32 %45, 2
  %48 = add i32 %46, %47
  %49 = getelementptr i8, ptr %34, i64 %37
  %50 = load i8, ptr %49, align 1, !tbaa !5
  %51 = zext i8 %50 to i32
  %52 = add i32 %48, %51
  %53 = xor i32 %52, %45
  %54 = add i64 %37, -2
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %56, label %35, !llvm.loop !8

56:                                               ; preds = %28, %35, %5
  %57 = phi i32 [ %12, %5 ], [ %29, %28 ], [ %53, %35 ]
  %58 = load ptr, ptr %8, align 8, !tbaa !22
  %59 = getelementptr inbounds i8, ptr %7, i64 60
  %60 = load i32, ptr %59, align 4, !tbaa !20
  %61 = add nsw i32 %60, -1
  %62 = and i32 %61, %57
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds ptr, ptr %58, i64 %63
  %65 = load ptr, ptr %64, align 8, !tbaa !5
  %66 = icmp eq ptr %65, null
  br i1 %66, label %91, label %67

67:                                               ; preds = %56, %87
  %68 = phi ptr [ %89, %87 ], [ %65, %56 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 11
  %70 = load i8, ptr %69, align 1, !tbaa !34
  %71 = zext i8 %70 to i64
  %72 = icmp eq i64 %71, %2
  br i1 %72, label %73, label %87

73:                                               ; preds = %67
  %74 = getelementptr inbounds i8, ptr %68, i64 24
  %75 = tail call i32 @bcmp(ptr readonly %1, ptr nonnull %74, i64 %2)
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %87

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %68, i64 9
  %79 = load i8, ptr %78, align 1, !tbaa !27
  %80 = getelementptr inbounds i8, ptr %7, i64 100
  %81 = load i8, ptr %80, align 4, !tbaa !35
  %82 = xor i8 %81, 24
  %83 = and i8 %82, %79
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %146, label %85

85:                                               ; preds = %77
  %86 = xor i8 %79, 24
  store i8 %86, ptr %78, align 1, !tbaa !27
  br label %146

87:                                               ; preds = %73, %67
  %88 = getelementptr inbounds i8, ptr %68, i64 16
  %89 = load ptr, ptr %88, align 8, !tbaa !5
  %90 = icmp eq ptr %89, null
  br i1 %90, label %91, label %67, !llvm.loop !36

91:                                               ; preds = %87, %56
  %92 = getelementptr inbounds i8, ptr %7, i64 56
  %93 = load i32, ptr %92, align 8, !tbaa !37
  %94 = icmp slt i32 %93, %60
  br i1 %94, label %116, label %95

95:                                               ; preds = %91
  %96 = icmp eq i32 %93, 2147483647
  br i1 %96, label %97, label %103, !prof !26

97:                                               ; preds = %95
  tail call void @luaC_fullgc(ptr noundef %0, i32 noundef 1) #12
  %98 = load i32, ptr %92, align 8, !tbaa !37
  %99 = icmp eq i32 %98, 2147483647
  br i1 %99, label %102, label %100

100:                                              ; preds = %97
  %101 = load i32, ptr %59, align 4, !tbaa !20
  br label %103

102:                                              ; preds = %97
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 4) #13
  unreachable

103:                                              ; preds = %100, %95
  %104 = phi i32 [ %101, %100 ], [ %60, %95 ]
  %105 = icmp slt i32 %104, 1073741824
  br i1 %105, label %106, label %109

106:                                              ; preds = %103
  %107 = shl nsw i32 %104, 1
  tail call void @luaS_resize(ptr noundef %0, i32 noundef %107)
  %108 = load i32, ptr %59, align 4, !tbaa !20
  br label %109

109:                                              ; preds = %106, %103
  %110 = phi i32 [ %104, %103 ], [ %108, %106 ]
  %111 = load ptr, ptr %8, align 8, !tbaa !22
  %112 = add nsw i32 %110, -1
  %113 = and i32 %112, %57
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds ptr, ptr %111, i64 %114
  br label %116

116:                                              ; preds = %109, %91
  %117 = phi ptr [ %115, %109 ], [ %64, %91 ]
  %118 = add nuw nsw i64 %2, 25
  %119 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 4, i64 noundef %118) #12
  %120 = getelementptr inbounds i8, ptr %119, i64 12
  store i32 %57, ptr %120, align 4, !tbaa !14
  %121 = getelementptr inbounds i8, ptr %119, i64 10
  store i8 0, ptr %121, align 2, !tbaa !10
  %122 = getelementptr inbounds i8, ptr %119, i64 24
  %123 = getelementptr inbounds [1 x i8], ptr %122, i64 0, i64 %2
  store i8 0, ptr %123, align 1, !tbaa !5
  %124 = trunc nuw nsw i64 %2 to i8
  %125 = getelementptr inbounds i8, ptr %119, i64 11
  store i8 %124, ptr %125, align 1, !tbaa !34
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %122, ptr readonly align 1 %1, i64 %2, i1 false)
  %126 = load ptr, ptr %117, align 8, !tbaa !23
  %127 = getelementptr inbounds i8, ptr %119, i64 16
  store ptr %126, ptr %127, align 8, !tbaa !5
  store ptr %119, ptr %117, align 8, !tbaa !23
  %128 = load i32, ptr %92, align 8, !tbaa !37
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %92, align 8, !tbaa !37
  br label %146

130:                                              ; preds = %3
  %131 = icmp ugt i64 %2, 9223372036854775774
  br i1 %131, label %132, label %133, !prof !26

132:                                              ; preds = %130
  tail call void @luaM_toobig(ptr noundef %0) #13
  unreachable

133:                                              ; preds = %130
  %134 = getelementptr inbounds i8, ptr %0, i64 24
  %135 = load ptr, ptr %134, align 8, !tbaa !15
  %136 = getelementptr inbounds i8, ptr %135, i64 96
  %137 = load i32, ptr %136, align 8, !tbaa !33
  %138 = add nuw nsw i64 %2, 25
  %139 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 20, i64 noundef %138) #12
  %140 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 %137, ptr %140, align 4, !tbaa !14
  %141 = getelementptr inbounds i8, ptr %139, i64 10
  store i8 0, ptr %141, align 2, !tbaa !10
  %142 = getelementptr inbounds i8, ptr %139, i64 24
  %143 = getelementptr inbounds [1 x i8], ptr %142, i64 0, i64 %2
  store i8 0, ptr %143, align 1, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %139, i64 16
  store i64 %2, ptr %144, align 8, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %139, i64 11
  store i8 -1, ptr %145, align 1, !tbaa !34
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %142, ptr align 1 %1, i64 %2, i1 false)
  br label %146

146:                                              ; preds = %116, %85, %77, %133
  %147 = phi ptr [ %139, %133 ], [ %119, %116 ], [ %68, %85 ], [ %68, %77 ]
  ret ptr %147
}

declare hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_createlngstrobj(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 96
  %6 = load i32, ptr %5, align 8, !tbaa !33
  %7 = add i64 %1, 25
  %8 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 20, i64 noundef %7) #12
  %9 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 %6, ptr %9, align 4, !tbaa !14
  %10 = getelementptr inbounds i8, ptr %8, i64 10
  store i8 0, ptr %10, align 2, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %8, i64 24
  %12 = getelementptr inbounds [1 x i8], ptr %11, i64 0, i64 %1
  store i8 0, ptr %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %1, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %8, i64 11
  store i8 -1, ptr %14, align 1, !tbaa !34
  ret ptr %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaS_remove(ptr nocapture noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = load i32, ptr %7, align 4, !tbaa !14
  %9 = getelementptr inbounds i8, ptr %4, i64 60
  %10 = load i32, ptr %9, align 4, !tbaa !20
  %11 = add nsw i32 %10, -1
  %12 = and i32 %11, %8
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds ptr, ptr %6, i64 %13
  br label %15

15:                                               ; preds = %15, %2
  %16 = phi ptr [ %14, %2 ], [ %19, %15 ]
  %17 = load ptr, ptr %16, align 8, !tbaa !23
  %18 = icmp eq ptr %17, %1
  %19 = getelementptr inbounds i8, ptr %17, i64 16
  br i1 %18, label %20, label %15, !llvm.loop !38

20:                                               ; preds = %15
  %21 = load ptr, ptr %19, align 8, !tbaa !5
  store ptr %21, ptr %16, align 8, !tbaa !23
  %22 = getelementptr inbounds i8, ptr %4, i64 56
  %23 = load i32, ptr %22, align 8, !tbaa !37
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %22, align 8, !tbaa !37
  ret void
}

; Function Attrs: noreturn
declare hidden void @luaM_toobig(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_new(ptr noundef %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = ptrtoint ptr %1 to i64
  %4 = trunc i64 %3 to i32
  %5 = urem i32 %4, 53
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, ptr %7, i64 552
  %9 = zext nneg i32 %5 to i64
  %10 = getelementptr inbounds [53 x [2 x ptr]], ptr %8, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %12) #14
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !23
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %18) #14
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %15
  store ptr %11, ptr %16, align 8, !tbaa !23
  %22 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #14
  %23 = tail call ptr @luaS_newlstr(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %22)
  store ptr %23, ptr %10, align 8, !tbaa !23
  br label %24

24:                                               ; preds = %2, %15, %21
  %25 = phi ptr [ %23, %21 ], [ %11, %2 ], [ %17, %15 ]
  ret ptr %25
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_newudata(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp eq i32 %2, 0
  %5 = sext i32 %2 to i64
  %6 = shl nsw i64 %5, 4
  %7 = add nsw i64 %6, 40
  %8 = select i1 %4, i64 32, i64 %7
  %9 = sub i64 9223372036854775807, %8
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %12, !prof !26

11:                                               ; preds = %3
  tail call void @luaM_toobig(ptr noundef %0) #13
  unreachable

12:                                               ; preds = %3
  %13 = add i64 %8, %1
  %14 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 7, i64 noundef %13) #12
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 %1, ptr %15, align 8, !tbaa !39
  %16 = trunc i32 %2 to i16
  %17 = getelementptr inbounds i8, ptr %14, i64 10
  store i16 %16, ptr %17, align 2, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %14, i64 24
  store ptr null, ptr %18, align 8, !tbaa !42
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %50

20:                                               ; preds = %12
  %21 = getelementptr inbounds i8, ptr %14, i64 40
  %22 = zext nneg i32 %2 to i64
  %23 = and i64 %22, 3
  %24 = icmp ult i32 %2, 4
  br i1 %24, label %40, label %25

25:                                               ; preds = %20
  %26 = and i64 %22, 2147483644
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %37, %27 ]
  %29 = phi i64 [ 0, %25 ], [ %38, %27 ]
  %30 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %28, i32 0, i32 1
  store i8 0, ptr %30, align 8, !tbaa !5
  %31 = or disjoint i64 %28, 1
  %32 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %31, i32 0, i32 1
  store i8 0, ptr %32, align 8, !tbaa !5
  %33 = or disjoint i64 %28, 2
  %34 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %33, i32 0, i32 1
  store i8 0, ptr %34, align 8, !tbaa !5
  %35 = or disjoint i64 %28, 3
  %36 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %35, i32 0, i32 1
  store i8 0, ptr %36, align 8, !tbaa !5
  %37 = add nuw nsw i64 %28, 4
  %38 = add i64 %29, 4
  %39 = icmp eq i64 %38, %26
  br i1 %39, label %40, label %27, !llvm.loop !43

40:                                               ; preds = %27, %20
  %41 = phi i64 [ 0, %20 ], [ %37, %27 ]
  %42 = icmp eq i64 %23, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %40, %43
  %44 = phi i64 [ %47, %43 ], [ %41, %40 ]
  %45 = phi i64 [ %48, %43 ], [ 0, %40 ]
  %46 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %44, i32 0, i32 1
  store i8 0, ptr %46, align 8, !tbaa !5
  %47 = add nuw nsw i64 %44, 1
  %48 = add i64 %45, 1
  %49 = icmp eq i64 %48, %23
  br i1 %49, label %50, label %43, !llvm.loop !44

50:                                               ; preds = %40, %43, %12
  ret ptr %14
}

declare hidden ptr @luaC_newobj(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

declare hidden void @luaC_fullgc(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

attributes #0 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !6, i64 10}
!11 = !{!"TString", !12, i64 0, !6, i64 8, !6, i64 9, !6, i64 10, !6, i64 11, !13, i64 12, !6, i64 16, !6, i64 24}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = !{!11, !13, i64 12}
!15 = !{!16, !12, i64 24}
!16 = !{!"lua_State", !12, i64 0, !6, i64 8, !6, i64 9, !6, i64 10, !6, i64 11, !17, i64 12, !6, i64 16, !12, i64 24, !12, i64 32, !6, i64 40, !6, i64 48, !12, i64 56, !6, i64 64, !12, i64 72, !12, i64 80, !12, i64 88, !18, i64 96, !12, i64 160, !19, i64 168, !13, i64 176, !13, i64 180, !13, i64 184, !13, i64 188, !13, i64 192}
!17 = !{!"short", !6, i64 0}
!18 = !{!"CallInfo", !6, i64 0, !6, i64 8, !12, i64 16, !12, i64 24, !6, i64 32, !6, i64 56, !17, i64 60, !17, i64 62}
!19 = !{!"long", !6, i64 0}
!20 = !{!21, !13, i64 12}
!21 = !{!"stringtable", !12, i64 0, !13, i64 8, !13, i64 12}
!22 = !{!21, !12, i64 0}
!23 = !{!12, !12, i64 0}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!27 = !{!11, !6, i64 9}
!28 = !{!29, !12, i64 272}
!29 = !{!"global_State", !12, i64 0, !12, i64 8, !19, i64 16, !19, i64 24, !19, i64 32, !19, i64 40, !21, i64 48, !30, i64 64, !30, i64 80, !13, i64 96, !6, i64 100, !6, i64 101, !6, i64 102, !6, i64 103, !6, i64 104, !6, i64 105, !6, i64 106, !6, i64 107, !6, i64 108, !6, i64 109, !6, i64 110, !12, i64 112, !12, i64 120, !12, i64 128, !12, i64 136, !12, i64 144, !12, i64 152, !12, i64 160, !12, i64 168, !12, i64 176, !12, i64 184, !12, i64 192, !12, i64 200, !12, i64 208, !12, i64 216, !12, i64 224, !12, i64 232, !12, i64 240, !12, i64 248, !12, i64 256, !12, i64 264, !12, i64 272, !6, i64 280, !6, i64 480, !6, i64 552, !12, i64 1400, !12, i64 1408}
!30 = !{!"TValue", !6, i64 0, !6, i64 8}
!31 = distinct !{!31, !9}
!32 = distinct !{!32, !9}
!33 = !{!29, !13, i64 96}
!34 = !{!11, !6, i64 11}
!35 = !{!29, !6, i64 100}
!36 = distinct !{!36, !9}
!37 = !{!21, !13, i64 8}
!38 = distinct !{!38, !9}
!39 = !{!40, !19, i64 16}
!40 = !{!"Udata", !12, i64 0, !6, i64 8, !6, i64 9, !17, i64 10, !19, i64 16, !12, i64 24, !12, i64 32, !6, i64 40}
!41 = !{!40, !17, i64 10}
!42 = !{!40, !12, i64 24}
!43 = distinct !{!43, !9}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.unroll.disable"}
