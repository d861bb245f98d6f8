; ModuleID = 'src/lua/lstring.c'
source_filename = "src/lua/lstring.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.UValue = type { %struct.TValue }
%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [18 x i8] c"not enough memory\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define hidden range(i32 0, 2) i32 @luaS_eqlngstr(ptr noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !6
  %5 = icmp eq ptr %0, %1
  br i1 %5, label %16, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !6
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
  br i1 %7, label %21, label %8

8:                                                ; preds = %3, %8
  %9 = phi i32 [ %18, %8 ], [ %5, %3 ]
  %10 = phi i64 [ %19, %8 ], [ %1, %3 ]
  %11 = shl i32 %9, 5
  %12 = lshr i32 %9, 2
  %13 = add i32 %11, %12
  %14 = getelementptr i8, ptr %6, i64 %10
  %15 = load i8, ptr %14, align 1, !tbaa !6
  %16 = zext i8 %15 to i32
  %17 = add i32 %13, %16
  %18 = xor i32 %17, %9
  %19 = add i64 %10, -1
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %8, !llvm.loop !9

21:                                               ; preds = %8, %3
  %22 = phi i32 [ %5, %3 ], [ %18, %8 ]
  ret i32 %22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define hidden i32 @luaS_hashlongstr(ptr nocapture noundef %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 10
  %3 = load i8, ptr %2, align 2, !tbaa !11
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !15
  br label %32

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %0, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !15
  %13 = trunc i64 %10 to i32
  %14 = xor i32 %12, %13
  %15 = getelementptr i8, ptr %0, i64 23
  %16 = icmp eq i64 %10, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %8, %17
  %18 = phi i32 [ %27, %17 ], [ %14, %8 ]
  %19 = phi i64 [ %28, %17 ], [ %10, %8 ]
  %20 = shl i32 %18, 5
  %21 = lshr i32 %18, 2
  %22 = add i32 %20, %21
  %23 = getelementptr i8, ptr %15, i64 %19
  %24 = load i8, ptr %23, align 1, !tbaa !6
  %25 = zext i8 %24 to i32
  %26 = add i32 %22, %25
  %27 = xor i32 %26, %18
  %28 = add i64 %19, -1
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %30, label %17, !llvm.loop !9

30:                                               ; preds = %17, %8
  %31 = phi i32 [ %14, %8 ], [ %27, %17 ]
  store i32 %31, ptr %11, align 4, !tbaa !15
  store i8 1, ptr %2, align 2, !tbaa !11
  br label %32

32:                                               ; preds = %5, %30
  %33 = phi i32 [ %7, %5 ], [ %31, %30 ]
  ret i32 %33
}

; Function Attrs: nounwind uwtable
define hidden void @luaS_resize(ptr noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  %6 = getelementptr inbounds i8, ptr %4, i64 60
  %7 = load i32, ptr %6, align 4, !tbaa !21
  %8 = icmp sgt i32 %7, %1
  %9 = load ptr, ptr %5, align 8, !tbaa !23
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
  %18 = load ptr, ptr %17, align 8, !tbaa !24
  store ptr null, ptr %17, align 8, !tbaa !24
  %19 = icmp eq ptr %18, null
  br i1 %19, label %31, label %20

20:                                               ; preds = %15, %20
  %21 = phi ptr [ %23, %20 ], [ %18, %15 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %21, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !15
  %26 = and i32 %25, %13
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds ptr, ptr %9, i64 %27
  %29 = load ptr, ptr %28, align 8, !tbaa !24
  store ptr %29, ptr %22, align 8, !tbaa !6
  store ptr %21, ptr %28, align 8, !tbaa !24
  %30 = icmp eq ptr %23, null
  br i1 %30, label %31, label %20, !llvm.loop !25

31:                                               ; preds = %20, %15
  %32 = add nuw nsw i64 %16, 1
  %33 = icmp eq i64 %32, %14
  br i1 %33, label %34, label %15, !llvm.loop !26

34:                                               ; preds = %31
  %35 = load ptr, ptr %5, align 8, !tbaa !23
  br label %36

36:                                               ; preds = %34, %2
  %37 = phi ptr [ %35, %34 ], [ %9, %2 ]
  %38 = sext i32 %7 to i64
  %39 = shl nsw i64 %38, 3
  %40 = sext i32 %1 to i64
  %41 = shl nsw i64 %40, 3
  %42 = tail call ptr @luaM_realloc_(ptr noundef %0, ptr noundef %37, i64 noundef %39, i64 noundef %41) #12
  %43 = icmp eq ptr %42, null
  br i1 %43, label %44, label %47, !prof !27

44:                                               ; preds = %36
  br i1 %8, label %45, label %79

45:                                               ; preds = %44
  %46 = load ptr, ptr %5, align 8, !tbaa !23
  tail call fastcc void @tablerehash(ptr noundef %46, i32 noundef %1, i32 noundef %7)
  br label %79

47:                                               ; preds = %36
  store ptr %42, ptr %5, align 8, !tbaa !23
  store i32 %1, ptr %6, align 4, !tbaa !21
  %48 = icmp slt i32 %7, %1
  br i1 %48, label %49, label %79

49:                                               ; preds = %47
  %50 = getelementptr i8, ptr %42, i64 %39
  %51 = xor i32 %7, -1
  %52 = add i32 %51, %1
  %53 = zext i32 %52 to i64
  %54 = shl nuw nsw i64 %53, 3
  %55 = add nuw nsw i64 %54, 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %50, i8 0, i64 %55, i1 false), !tbaa !24
  %56 = icmp sgt i32 %7, 0
  br i1 %56, label %57, label %79

57:                                               ; preds = %49
  %58 = add nsw i32 %1, -1
  %59 = zext nneg i32 %7 to i64
  br label %60

60:                                               ; preds = %76, %57
  %61 = phi i64 [ 0, %57 ], [ %77, %76 ]
  %62 = getelementptr inbounds ptr, ptr %42, i64 %61
  %63 = load ptr, ptr %62, align 8, !tbaa !24
  store ptr null, ptr %62, align 8, !tbaa !24
  %64 = icmp eq ptr %63, null
  br i1 %64, label %76, label %65

65:                                               ; preds = %60, %65
  %66 = phi ptr [ %68, %65 ], [ %63, %60 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %66, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !15
  %71 = and i32 %70, %58
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds ptr, ptr %42, i64 %72
  %74 = load ptr, ptr %73, align 8, !tbaa !24
  store ptr %74, ptr %67, align 8, !tbaa !6
  store ptr %66, ptr %73, align 8, !tbaa !24
  %75 = icmp eq ptr %68, null
  br i1 %75, label %76, label %65, !llvm.loop !25

76:                                               ; preds = %65, %60
  %77 = add nuw nsw i64 %61, 1
  %78 = icmp eq i64 %77, %59
  br i1 %78, label %79, label %60, !llvm.loop !26

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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %8, i8 0, i64 %13, i1 false), !tbaa !24
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
  %22 = load ptr, ptr %21, align 8, !tbaa !24
  store ptr null, ptr %21, align 8, !tbaa !24
  %23 = icmp eq ptr %22, null
  br i1 %23, label %35, label %24

24:                                               ; preds = %19, %24
  %25 = phi ptr [ %27, %24 ], [ %22, %19 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %25, i64 12
  %29 = load i32, ptr %28, align 4, !tbaa !15
  %30 = and i32 %29, %17
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds ptr, ptr %0, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  store ptr %33, ptr %26, align 8, !tbaa !6
  store ptr %25, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %27, null
  br i1 %34, label %35, label %24, !llvm.loop !25

35:                                               ; preds = %24, %19
  %36 = add nuw nsw i64 %20, 1
  %37 = icmp eq i64 %36, %18
  br i1 %37, label %38, label %19, !llvm.loop !26

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
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %7, i64 9
  %9 = load i8, ptr %8, align 1, !tbaa !28
  %10 = and i8 %9, 24
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr %13, ptr %6, align 8, !tbaa !24
  br label %14

14:                                               ; preds = %4, %12
  %15 = getelementptr inbounds [53 x [2 x ptr]], ptr %2, i64 0, i64 %5, i64 1
  %16 = load ptr, ptr %15, align 8, !tbaa !24
  %17 = getelementptr inbounds i8, ptr %16, i64 9
  %18 = load i8, ptr %17, align 1, !tbaa !28
  %19 = and i8 %18, 24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr %22, ptr %15, align 8, !tbaa !24
  br label %23

23:                                               ; preds = %21, %14
  %24 = add nuw nsw i64 %5, 1
  %25 = icmp eq i64 %24, 53
  br i1 %25, label %26, label %4, !llvm.loop !32

26:                                               ; preds = %23
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaS_init(ptr noundef %0) local_unnamed_addr #3 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = getelementptr inbounds i8, ptr %3, i64 48
  %5 = tail call ptr @luaM_malloc_(ptr noundef %0, i64 noundef 1024, i32 noundef 0) #12
  store ptr %5, ptr %4, align 8, !tbaa !23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1024) %5, i8 0, i64 1024, i1 false), !tbaa !24
  %6 = getelementptr inbounds i8, ptr %3, i64 60
  store i32 128, ptr %6, align 4, !tbaa !21
  %7 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 17)
  %8 = getelementptr inbounds i8, ptr %3, i64 272
  store ptr %7, ptr %8, align 8, !tbaa !29
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %7) #12
  %9 = load ptr, ptr %8, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %3, i64 552
  %11 = insertelement <2 x ptr> poison, ptr %9, i64 0
  %12 = getelementptr inbounds i8, ptr %3, i64 584
  %13 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %13, ptr %10, align 8, !tbaa !24
  store <4 x ptr> %13, ptr %12, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %3, i64 616
  %15 = getelementptr inbounds i8, ptr %3, i64 648
  %16 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %16, ptr %14, align 8, !tbaa !24
  store <4 x ptr> %16, ptr %15, align 8, !tbaa !24
  %17 = getelementptr inbounds i8, ptr %3, i64 680
  %18 = getelementptr inbounds i8, ptr %3, i64 712
  %19 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %19, ptr %17, align 8, !tbaa !24
  store <4 x ptr> %19, ptr %18, align 8, !tbaa !24
  %20 = getelementptr inbounds i8, ptr %3, i64 744
  %21 = getelementptr inbounds i8, ptr %3, i64 776
  %22 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %22, ptr %20, align 8, !tbaa !24
  store <4 x ptr> %22, ptr %21, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %3, i64 808
  %24 = getelementptr inbounds i8, ptr %3, i64 840
  %25 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %25, ptr %23, align 8, !tbaa !24
  store <4 x ptr> %25, ptr %24, align 8, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %3, i64 872
  %27 = getelementptr inbounds i8, ptr %3, i64 904
  %28 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %28, ptr %26, align 8, !tbaa !24
  store <4 x ptr> %28, ptr %27, align 8, !tbaa !24
  %29 = getelementptr inbounds i8, ptr %3, i64 936
  %30 = getelementptr inbounds i8, ptr %3, i64 968
  %31 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %31, ptr %29, align 8, !tbaa !24
  store <4 x ptr> %31, ptr %30, align 8, !tbaa !24
  %32 = getelementptr inbounds i8, ptr %3, i64 1000
  %33 = getelementptr inbounds i8, ptr %3, i64 1032
  %34 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %34, ptr %32, align 8, !tbaa !24
  store <4 x ptr> %34, ptr %33, align 8, !tbaa !24
  %35 = getelementptr inbounds i8, ptr %3, i64 1064
  %36 = getelementptr inbounds i8, ptr %3, i64 1096
  %37 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %37, ptr %35, align 8, !tbaa !24
  store <4 x ptr> %37, ptr %36, align 8, !tbaa !24
  %38 = getelementptr inbounds i8, ptr %3, i64 1128
  %39 = getelementptr inbounds i8, ptr %3, i64 1160
  %40 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %40, ptr %38, align 8, !tbaa !24
  store <4 x ptr> %40, ptr %39, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %3, i64 1192
  %42 = getelementptr inbounds i8, ptr %3, i64 1224
  %43 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %43, ptr %41, align 8, !tbaa !24
  store <4 x ptr> %43, ptr %42, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %3, i64 1256
  %45 = getelementptr inbounds i8, ptr %3, i64 1288
  %46 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %46, ptr %44, align 8, !tbaa !24
  store <4 x ptr> %46, ptr %45, align 8, !tbaa !24
  %47 = getelementptr inbounds i8, ptr %3, i64 1320
  %48 = getelementptr inbounds i8, ptr %3, i64 1352
  %49 = shufflevector <2 x ptr> %11, <2 x ptr> poison, <4 x i32> zeroinitializer
  store <4 x ptr> %49, ptr %47, align 8, !tbaa !24
  store <4 x ptr> %49, ptr %48, align 8, !tbaa !24
  %50 = getelementptr inbounds i8, ptr %3, i64 1384
  %51 = insertelement <2 x ptr> poison, ptr %9, i64 0
  %52 = shufflevector <2 x ptr> %51, <2 x ptr> poison, <2 x i32> zeroinitializer
  store <2 x ptr> %52, ptr %50, align 8, !tbaa !24
  ret void
}

declare hidden ptr @luaM_malloc_(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_newlstr(ptr noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #3 {
  %4 = icmp ult i64 %2, 41
  br i1 %4, label %5, label %102

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %7, i64 48
  %9 = getelementptr inbounds i8, ptr %7, i64 96
  %10 = load i32, ptr %9, align 8, !tbaa !33
  %11 = trunc nuw i64 %2 to i32
  %12 = xor i32 %10, %11
  %13 = getelementptr i8, ptr %1, i64 -1
  %14 = icmp eq i64 %2, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %25, %15 ], [ %12, %5 ]
  %17 = phi i64 [ %26, %15 ], [ %2, %5 ]
  %18 = shl i32 %16, 5
  %19 = lshr i32 %16, 2
  %20 = add i32 %18, %19
  %21 = getelementptr i8, ptr %13, i64 %17
  %22 = load i8, ptr %21, align 1, !tbaa !6
  %23 = zext i8 %22 to i32
  %24 = add i32 %20, %23
  %25 = xor i32 %24, %16
  %26 = add i64 %17, -1
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %15, !llvm.loop !9

28:                                               ; preds = %15, %5
  %29 = phi i32 [ %12, %5 ], [ %25, %15 ]
  %30 = load ptr, ptr %8, align 8, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %7, i64 60
  %32 = load i32, ptr %31, align 4, !tbaa !21
  %33 = add nsw i32 %32, -1
  %34 = and i32 %33, %29
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds ptr, ptr %30, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !6
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %28, %59
  %40 = phi ptr [ %61, %59 ], [ %37, %28 ]
  %41 = getelementptr inbounds i8, ptr %40, i64 11
  %42 = load i8, ptr %41, align 1, !tbaa !34
  %43 = zext i8 %42 to i64
  %44 = icmp eq i64 %43, %2
  br i1 %44, label %45, label %59

45:                                               ; preds = %39
  %46 = getelementptr inbounds i8, ptr %40, i64 24
  %47 = tail call i32 @bcmp(ptr readonly %1, ptr nonnull %46, i64 %2)
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %59

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, ptr %40, i64 9
  %51 = load i8, ptr %50, align 1, !tbaa !28
  %52 = getelementptr inbounds i8, ptr %7, i64 100
  %53 = load i8, ptr %52, align 4, !tbaa !35
  %54 = xor i8 %53, 24
  %55 = and i8 %54, %51
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %118, label %57

57:                                               ; preds = %49
  %58 = xor i8 %51, 24
  store i8 %58, ptr %50, align 1, !tbaa !28
  br label %118

59:                                               ; preds = %45, %39
  %60 = getelementptr inbounds i8, ptr %40, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !6
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %39, !llvm.loop !36

63:                                               ; preds = %59, %28
  %64 = getelementptr inbounds i8, ptr %7, i64 56
  %65 = load i32, ptr %64, align 8, !tbaa !37
  %66 = icmp slt i32 %65, %32
  br i1 %66, label %88, label %67

67:                                               ; preds = %63
  %68 = icmp eq i32 %65, 2147483647
  br i1 %68, label %69, label %75, !prof !27

69:                                               ; preds = %67
  tail call void @luaC_fullgc(ptr noundef %0, i32 noundef 1) #12
  %70 = load i32, ptr %64, align 8, !tbaa !37
  %71 = icmp eq i32 %70, 2147483647
  br i1 %71, label %74, label %72

72:                                               ; preds = %69
  %73 = load i32, ptr %31, align 4, !tbaa !21
  br label %75

74:                                               ; preds = %69
  tail call void @luaD_throw(ptr noundef %0, i32 noundef 4) #13
  unreachable

75:                                               ; preds = %72, %67
  %76 = phi i32 [ %73, %72 ], [ %32, %67 ]
  %77 = icmp slt i32 %76, 1073741824
  br i1 %77, label %78, label %81

78:                                               ; preds = %75
  %79 = shl nsw i32 %76, 1
  tail call void @luaS_resize(ptr noundef %0, i32 noundef %79)
  %80 = load i32, ptr %31, align 4, !tbaa !21
  br label %81

81:                                               ; preds = %78, %75
  %82 = phi i32 [ %76, %75 ], [ %80, %78 ]
  %83 = load ptr, ptr %8, align 8, !tbaa !23
  %84 = add nsw i32 %82, -1
  %85 = and i32 %84, %29
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds ptr, ptr %83, i64 %86
  br label %88

88:                                               ; preds = %81, %63
  %89 = phi ptr [ %87, %81 ], [ %36, %63 ]
  %90 = add nuw nsw i64 %2, 25
  %91 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 4, i64 noundef %90) #12
  %92 = getelementptr inbounds i8, ptr %91, i64 12
  store i32 %29, ptr %92, align 4, !tbaa !15
  %93 = getelementptr inbounds i8, ptr %91, i64 10
  store i8 0, ptr %93, align 2, !tbaa !11
  %94 = getelementptr inbounds i8, ptr %91, i64 24
  %95 = getelementptr inbounds [1 x i8], ptr %94, i64 0, i64 %2
  store i8 0, ptr %95, align 1, !tbaa !6
  %96 = trunc nuw nsw i64 %2 to i8
  %97 = getelementptr inbounds i8, ptr %91, i64 11
  store i8 %96, ptr %97, align 1, !tbaa !34
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %94, ptr readonly align 1 %1, i64 %2, i1 false)
  %98 = load ptr, ptr %89, align 8, !tbaa !24
  %99 = getelementptr inbounds i8, ptr %91, i64 16
  store ptr %98, ptr %99, align 8, !tbaa !6
  store ptr %91, ptr %89, align 8, !tbaa !24
  %100 = load i32, ptr %64, align 8, !tbaa !37
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %64, align 8, !tbaa !37
  br label %118

102:                                              ; preds = %3
  %103 = icmp ugt i64 %2, 9223372036854775774
  br i1 %103, label %104, label %105, !prof !27

104:                                              ; preds = %102
  tail call void @luaM_toobig(ptr noundef %0) #13
  unreachable

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %0, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !16
  %108 = getelementptr inbounds i8, ptr %107, i64 96
  %109 = load i32, ptr %108, align 8, !tbaa !33
  %110 = add nuw nsw i64 %2, 25
  %111 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 20, i64 noundef %110) #12
  %112 = getelementptr inbounds i8, ptr %111, i64 12
  store i32 %109, ptr %112, align 4, !tbaa !15
  %113 = getelementptr inbounds i8, ptr %111, i64 10
  store i8 0, ptr %113, align 2, !tbaa !11
  %114 = getelementptr inbounds i8, ptr %111, i64 24
  %115 = getelementptr inbounds [1 x i8], ptr %114, i64 0, i64 %2
  store i8 0, ptr %115, align 1, !tbaa !6
  %116 = getelementptr inbounds i8, ptr %111, i64 16
  store i64 %2, ptr %116, align 8, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %111, i64 11
  store i8 -1, ptr %117, align 1, !tbaa !34
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %114, ptr align 1 %1, i64 %2, i1 false)
  br label %118

118:                                              ; preds = %88, %57, %49, %105
  %119 = phi ptr [ %111, %105 ], [ %91, %88 ], [ %40, %57 ], [ %40, %49 ]
  ret ptr %119
}

declare hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden ptr @luaS_createlngstrobj(ptr noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %4, i64 96
  %6 = load i32, ptr %5, align 8, !tbaa !33
  %7 = add i64 %1, 25
  %8 = tail call ptr @luaC_newobj(ptr noundef %0, i32 noundef 20, i64 noundef %7) #12
  %9 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 %6, ptr %9, align 4, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %8, i64 10
  store i8 0, ptr %10, align 2, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %8, i64 24
  %12 = getelementptr inbounds [1 x i8], ptr %11, i64 0, i64 %1
  store i8 0, ptr %12, align 1, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 %1, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %8, i64 11
  store i8 -1, ptr %14, align 1, !tbaa !34
  ret ptr %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaS_remove(ptr nocapture noundef readonly %0, ptr noundef readonly %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  %6 = load ptr, ptr %5, align 8, !tbaa !23
  %7 = getelementptr inbounds i8, ptr %1, i64 12
  %8 = load i32, ptr %7, align 4, !tbaa !15
  %9 = getelementptr inbounds i8, ptr %4, i64 60
  %10 = load i32, ptr %9, align 4, !tbaa !21
  %11 = add nsw i32 %10, -1
  %12 = and i32 %11, %8
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds ptr, ptr %6, i64 %13
  br label %15

15:                                               ; preds = %15, %2
  %16 = phi ptr [ %14, %2 ], [ %19, %15 ]
  %17 = load ptr, ptr %16, align 8, !tbaa !24
  %18 = icmp eq ptr %17, %1
  %19 = getelementptr inbounds i8, ptr %17, i64 16
  br i1 %18, label %20, label %15, !llvm.loop !38

20:                                               ; preds = %15
  %21 = load ptr, ptr %19, align 8, !tbaa !6
  store ptr %21, ptr %16, align 8, !tbaa !24
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
  %7 = load ptr, ptr %6, align 8, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %7, i64 552
  %9 = zext nneg i32 %5 to i64
  %10 = getelementptr inbounds [53 x [2 x ptr]], ptr %8, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %11, i64 24
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %12) #14
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  %17 = load ptr, ptr %16, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %18) #14
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %15
  store ptr %11, ptr %16, align 8, !tbaa !24
  %22 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #14
  %23 = tail call ptr @luaS_newlstr(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %22)
  store ptr %23, ptr %10, align 8, !tbaa !24
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
  br i1 %10, label %11, label %12, !prof !27

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
  br i1 %19, label %20, label %42

20:                                               ; preds = %12
  %21 = getelementptr inbounds i8, ptr %14, i64 40
  %22 = zext nneg i32 %2 to i64
  %23 = icmp eq i32 %2, 1
  br i1 %23, label %35, label %24

24:                                               ; preds = %20
  %25 = and i64 %22, 2147483646
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %31, %26 ]
  %28 = or disjoint i64 %27, 1
  %29 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %27, i32 0, i32 1
  %30 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %28, i32 0, i32 1
  store i8 0, ptr %29, align 8, !tbaa !6
  store i8 0, ptr %30, align 8, !tbaa !6
  %31 = add nuw i64 %27, 2
  %32 = icmp eq i64 %31, %25
  br i1 %32, label %33, label %26, !llvm.loop !43

33:                                               ; preds = %26
  %34 = icmp eq i64 %25, %22
  br i1 %34, label %42, label %35

35:                                               ; preds = %33, %20
  %36 = phi i64 [ 0, %20 ], [ %25, %33 ]
  br label %37

37:                                               ; preds = %35, %37
  %38 = phi i64 [ %40, %37 ], [ %36, %35 ]
  %39 = getelementptr inbounds [1 x %union.UValue], ptr %21, i64 0, i64 %38, i32 0, i32 1
  store i8 0, ptr %39, align 8, !tbaa !6
  %40 = add nuw nsw i64 %38, 1
  %41 = icmp eq i64 %40, %22
  br i1 %41, label %42, label %37, !llvm.loop !46

42:                                               ; preds = %37, %33, %12
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

attributes #0 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !7, i64 10}
!12 = !{!"TString", !13, i64 0, !7, i64 8, !7, i64 9, !7, i64 10, !7, i64 11, !14, i64 12, !7, i64 16, !7, i64 24}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!12, !14, i64 12}
!16 = !{!17, !13, i64 24}
!17 = !{!"lua_State", !13, i64 0, !7, i64 8, !7, i64 9, !7, i64 10, !7, i64 11, !18, i64 12, !7, i64 16, !13, i64 24, !13, i64 32, !7, i64 40, !7, i64 48, !13, i64 56, !7, i64 64, !13, i64 72, !13, i64 80, !13, i64 88, !19, i64 96, !13, i64 160, !20, i64 168, !14, i64 176, !14, i64 180, !14, i64 184, !14, i64 188, !14, i64 192}
!18 = !{!"short", !7, i64 0}
!19 = !{!"CallInfo", !7, i64 0, !7, i64 8, !13, i64 16, !13, i64 24, !7, i64 32, !7, i64 56, !18, i64 60, !18, i64 62}
!20 = !{!"long", !7, i64 0}
!21 = !{!22, !14, i64 12}
!22 = !{!"stringtable", !13, i64 0, !14, i64 8, !14, i64 12}
!23 = !{!22, !13, i64 0}
!24 = !{!13, !13, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!28 = !{!12, !7, i64 9}
!29 = !{!30, !13, i64 272}
!30 = !{!"global_State", !13, i64 0, !13, i64 8, !20, i64 16, !20, i64 24, !20, i64 32, !20, i64 40, !22, i64 48, !31, i64 64, !31, i64 80, !14, i64 96, !7, i64 100, !7, i64 101, !7, i64 102, !7, i64 103, !7, i64 104, !7, i64 105, !7, i64 106, !7, i64 107, !7, i64 108, !7, i64 109, !7, i64 110, !13, i64 112, !13, i64 120, !13, i64 128, !13, i64 136, !13, i64 144, !13, i64 152, !13, i64 160, !13, i64 168, !13, i64 176, !13, i64 184, !13, i64 192, !13, i64 200, !13, i64 208, !13, i64 216, !13, i64 224, !13, i64 232, !13, i64 240, !13, i64 248, !13, i64 256, !13, i64 264, !13, i64 272, !7, i64 280, !7, i64 480, !7, i64 552, !13, i64 1400, !13, i64 1408}
!31 = !{!"TValue", !7, i64 0, !7, i64 8}
!32 = distinct !{!32, !10}
!33 = !{!30, !14, i64 96}
!34 = !{!12, !7, i64 11}
!35 = !{!30, !7, i64 100}
!36 = distinct !{!36, !10}
!37 = !{!22, !14, i64 8}
!38 = distinct !{!38, !10}
!39 = !{!40, !20, i64 16}
!40 = !{!"Udata", !13, i64 0, !7, i64 8, !7, i64 9, !18, i64 10, !20, i64 16, !13, i64 24, !13, i64 32, !7, i64 40}
!41 = !{!40, !18, i64 10}
!42 = !{!40, !13, i64 24}
!43 = distinct !{!43, !10, !44, !45}
!44 = !{!"llvm.loop.isvectorized", i32 1}
!45 = !{!"llvm.loop.unroll.runtime.disable"}
!46 = distinct !{!46, !10, !44}
