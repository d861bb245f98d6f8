; ModuleID = 'src/zstd/lib/decompress/zstd_ddict.c'
source_filename = "src/zstd/lib/decompress/zstd_ddict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @ZSTD_DDict_dictContent(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_DDict_dictSize(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !14
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_copyDDictParameters(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds i8, ptr %1, i64 27316
  %4 = load i32, ptr %3, align 4, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 %4, ptr %5, align 8, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 29896
  store ptr %7, ptr %8, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %7, ptr %9, align 8, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %7, i64 %11
  %13 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %12, ptr %13, align 8, !tbaa !24
  %14 = getelementptr inbounds i8, ptr %0, i64 29888
  store ptr %12, ptr %14, align 8, !tbaa !25
  %15 = getelementptr inbounds i8, ptr %1, i64 27320
  %16 = load i32, ptr %15, align 8, !tbaa !26
  %17 = icmp eq i32 %16, 0
  %18 = getelementptr inbounds i8, ptr %0, i64 30000
  %19 = getelementptr inbounds i8, ptr %0, i64 30004
  br i1 %17, label %37, label %20

20:                                               ; preds = %2
  store i32 1, ptr %18, align 8, !tbaa !27
  store i32 1, ptr %19, align 4, !tbaa !28
  %21 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %21, ptr %0, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %1, i64 6184
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %22, ptr %23, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %1, i64 4128
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %24, ptr %25, align 8, !tbaa !31
  %26 = getelementptr inbounds i8, ptr %1, i64 10288
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %26, ptr %27, align 8, !tbaa !32
  %28 = getelementptr inbounds i8, ptr %1, i64 26676
  %29 = load i32, ptr %28, align 4, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %0, i64 26684
  store i32 %29, ptr %30, align 4, !tbaa !33
  %31 = getelementptr inbounds i8, ptr %1, i64 26680
  %32 = load i32, ptr %31, align 4, !tbaa !33
  %33 = getelementptr inbounds i8, ptr %0, i64 26688
  store i32 %32, ptr %33, align 4, !tbaa !33
  %34 = getelementptr inbounds i8, ptr %1, i64 26684
  %35 = load i32, ptr %34, align 4, !tbaa !33
  %36 = getelementptr inbounds i8, ptr %0, i64 26692
  store i32 %35, ptr %36, align 4, !tbaa !33
  br label %38

37:                                               ; preds = %2
  store i32 0, ptr %18, align 8, !tbaa !27
  store i32 0, ptr %19, align 4, !tbaa !28
  br label %38

38:                                               ; preds = %37, %20
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %4) local_unnamed_addr #2 {
  %6 = load ptr, ptr %4, align 8
  %7 = icmp eq ptr %6, null
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !34
  %10 = icmp eq ptr %9, null
  %11 = xor i1 %7, %10
  br i1 %11, label %40, label %12

12:                                               ; preds = %5
  br i1 %7, label %17, label %13

13:                                               ; preds = %12
  %14 = getelementptr inbounds i8, ptr %4, i64 16
  %15 = load ptr, ptr %14, align 8
  %16 = tail call ptr %6(ptr noundef %15, i64 noundef 27352) #9
  br label %19

17:                                               ; preds = %12
  %18 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #10
  br label %19

19:                                               ; preds = %13, %17
  %20 = phi ptr [ %16, %13 ], [ %18, %17 ]
  %21 = icmp eq ptr %20, null
  br i1 %21, label %40, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %20, i64 27328
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !35
  %24 = tail call fastcc i64 @ZSTD_initDDict_internal(ptr noundef nonnull %20, ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3)
  %25 = icmp ult i64 %24, -119
  br i1 %25, label %40, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %20, i64 27336
  %28 = load ptr, ptr %27, align 8, !tbaa !36
  %29 = getelementptr inbounds i8, ptr %20, i64 27344
  %30 = load ptr, ptr %29, align 8, !tbaa !36
  %31 = load ptr, ptr %20, align 8, !tbaa !37
  %32 = icmp eq ptr %31, null
  %33 = icmp eq ptr %28, null
  br i1 %32, label %37, label %34

34:                                               ; preds = %26
  br i1 %33, label %36, label %35

35:                                               ; preds = %34
  tail call void %28(ptr noundef %30, ptr noundef nonnull %31) #9
  br label %38

36:                                               ; preds = %34
  tail call void @free(ptr noundef nonnull %31) #9
  br label %39

37:                                               ; preds = %26
  br i1 %33, label %39, label %38

38:                                               ; preds = %37, %35
  tail call void %28(ptr noundef %30, ptr noundef nonnull %20) #9
  br label %40

39:                                               ; preds = %37, %36
  tail call void @free(ptr noundef nonnull %20) #9
  br label %40

40:                                               ; preds = %22, %38, %39, %19, %5
  %41 = phi ptr [ null, %5 ], [ null, %19 ], [ null, %39 ], [ null, %38 ], [ %20, %22 ]
  ret ptr %41
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal fastcc noundef i64 @ZSTD_initDDict_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #2 {
  %6 = icmp ne i32 %3, 1
  %7 = icmp ne ptr %1, null
  %8 = icmp ne i64 %2, 0
  %9 = and i1 %8, %6
  %10 = and i1 %7, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %5
  store ptr null, ptr %0, align 8, !tbaa !37
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %1, ptr %12, align 8, !tbaa !5
  %13 = select i1 %7, i64 %2, i64 0
  br label %29

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 27328
  %16 = load ptr, ptr %15, align 1
  %17 = icmp eq ptr %16, null
  br i1 %17, label %22, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 27344
  %20 = load ptr, ptr %19, align 1
  %21 = tail call ptr %16(ptr noundef %20, i64 noundef %2) #9
  br label %24

22:                                               ; preds = %14
  %23 = tail call noalias ptr @malloc(i64 noundef %2) #10
  br label %24

24:                                               ; preds = %18, %22
  %25 = phi ptr [ %21, %18 ], [ %23, %22 ]
  store ptr %25, ptr %0, align 8, !tbaa !37
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %25, ptr %26, align 8, !tbaa !5
  %27 = icmp eq ptr %25, null
  br i1 %27, label %56, label %28

28:                                               ; preds = %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr nonnull align 1 %1, i64 %2, i1 false)
  br label %29

29:                                               ; preds = %28, %11
  %30 = phi i64 [ %13, %11 ], [ %2, %28 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %30, ptr %31, align 8, !tbaa !14
  %32 = getelementptr inbounds i8, ptr %0, i64 10288
  store i32 201326604, ptr %32, align 8, !tbaa !33
  %33 = getelementptr inbounds i8, ptr %0, i64 27316
  store i32 0, ptr %33, align 4, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %0, i64 27320
  store i32 0, ptr %34, align 8, !tbaa !26
  %35 = icmp eq i32 %4, 1
  br i1 %35, label %55, label %36

36:                                               ; preds = %29
  %37 = icmp ult i64 %30, 8
  br i1 %37, label %38, label %40

38:                                               ; preds = %36
  %39 = icmp eq i32 %4, 2
  br i1 %39, label %56, label %55

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !5
  %43 = load i32, ptr %42, align 1, !tbaa !33
  %44 = icmp eq i32 %43, -332356553
  br i1 %44, label %45, label %52

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %42, i64 4
  %47 = load i32, ptr %46, align 1, !tbaa !33
  store i32 %47, ptr %33, align 4, !tbaa !15
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %48, ptr noundef nonnull %42, i64 noundef %30) #9
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %56

51:                                               ; preds = %45
  store i32 1, ptr %34, align 8, !tbaa !26
  br label %55

52:                                               ; preds = %40
  %53 = icmp eq i32 %4, 2
  %54 = select i1 %53, i64 -30, i64 0
  br i1 %53, label %56, label %55

55:                                               ; preds = %38, %29, %51, %52
  br label %56

56:                                               ; preds = %38, %45, %55, %52, %24
  %57 = phi i64 [ -64, %24 ], [ 0, %55 ], [ %54, %52 ], [ -30, %45 ], [ -30, %38 ]
  ret i64 %57
}

; Function Attrs: nounwind uwtable
define dso_local noundef i64 @ZSTD_freeDDict(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 27336
  %5 = load ptr, ptr %4, align 8, !tbaa !36
  %6 = getelementptr inbounds i8, ptr %0, i64 27344
  %7 = load ptr, ptr %6, align 8, !tbaa !36
  %8 = load ptr, ptr %0, align 8, !tbaa !37
  %9 = icmp eq ptr %8, null
  %10 = icmp eq ptr %5, null
  br i1 %9, label %14, label %11

11:                                               ; preds = %3
  br i1 %10, label %13, label %12

12:                                               ; preds = %11
  tail call void %5(ptr noundef %7, ptr noundef nonnull %8) #9
  br label %15

13:                                               ; preds = %11
  tail call void @free(ptr noundef nonnull %8) #9
  br label %16

14:                                               ; preds = %3
  br i1 %10, label %16, label %15

15:                                               ; preds = %12, %14
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #9
  br label %17

16:                                               ; preds = %13, %14
  tail call void @free(ptr noundef nonnull %0) #9
  br label %17

17:                                               ; preds = %16, %15, %1
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_createDDict(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #10
  %4 = icmp eq ptr %3, null
  br i1 %4, label %53, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 27328
  %7 = getelementptr inbounds i8, ptr %3, i64 27336
  %8 = getelementptr inbounds i8, ptr %3, i64 27344
  %9 = icmp ne ptr %0, null
  %10 = icmp ne i64 %1, 0
  %11 = and i1 %9, %10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  br i1 %11, label %19, label %12

12:                                               ; preds = %5
  store ptr null, ptr %3, align 8, !tbaa !37
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %13, align 8, !tbaa !5
  br i1 %9, label %24, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 0, ptr %15, align 8, !tbaa !14
  %16 = getelementptr inbounds i8, ptr %3, i64 10288
  store i32 201326604, ptr %16, align 8, !tbaa !33
  %17 = getelementptr inbounds i8, ptr %3, i64 27316
  store i32 0, ptr %17, align 4, !tbaa !15
  %18 = getelementptr inbounds i8, ptr %3, i64 27320
  store i32 0, ptr %18, align 8, !tbaa !26
  br label %53

19:                                               ; preds = %5
  %20 = tail call noalias ptr @malloc(i64 noundef %1) #10
  store ptr %20, ptr %3, align 8, !tbaa !37
  %21 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %20, ptr %21, align 8, !tbaa !5
  %22 = icmp eq ptr %20, null
  br i1 %22, label %52, label %23

23:                                               ; preds = %19
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %20, ptr nonnull align 1 %0, i64 %1, i1 false)
  br label %24

24:                                               ; preds = %12, %23
  %25 = phi ptr [ %0, %12 ], [ %20, %23 ]
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %1, ptr %26, align 8, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %3, i64 10288
  store i32 201326604, ptr %27, align 8, !tbaa !33
  %28 = getelementptr inbounds i8, ptr %3, i64 27316
  store i32 0, ptr %28, align 4, !tbaa !15
  %29 = getelementptr inbounds i8, ptr %3, i64 27320
  store i32 0, ptr %29, align 8, !tbaa !26
  %30 = icmp ult i64 %1, 8
  br i1 %30, label %53, label %31

31:                                               ; preds = %24
  %32 = load i32, ptr %25, align 1, !tbaa !33
  %33 = icmp eq i32 %32, -332356553
  br i1 %33, label %34, label %53

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %25, i64 4
  %36 = load i32, ptr %35, align 1, !tbaa !33
  store i32 %36, ptr %28, align 4, !tbaa !15
  %37 = getelementptr inbounds i8, ptr %3, i64 24
  %38 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %37, ptr noundef nonnull %25, i64 noundef %1) #9
  %39 = icmp ult i64 %38, -119
  br i1 %39, label %40, label %41

40:                                               ; preds = %34
  store i32 1, ptr %29, align 8, !tbaa !26
  br label %53

41:                                               ; preds = %34
  %42 = load ptr, ptr %3, align 8, !tbaa !37
  %43 = load ptr, ptr %7, align 8, !tbaa !36
  %44 = load ptr, ptr %8, align 8, !tbaa !36
  %45 = icmp eq ptr %42, null
  %46 = icmp eq ptr %43, null
  br i1 %45, label %50, label %47

47:                                               ; preds = %41
  br i1 %46, label %49, label %48

48:                                               ; preds = %47
  tail call void %43(ptr noundef %44, ptr noundef nonnull %42) #9
  br label %51

49:                                               ; preds = %47
  tail call void @free(ptr noundef nonnull %42) #9
  br label %52

50:                                               ; preds = %41
  br i1 %46, label %52, label %51

51:                                               ; preds = %50, %48
  tail call void %43(ptr noundef %44, ptr noundef nonnull %3) #9
  br label %53

52:                                               ; preds = %19, %50, %49
  tail call void @free(ptr noundef nonnull %3) #9
  br label %53

53:                                               ; preds = %40, %14, %24, %31, %2, %51, %52
  %54 = phi ptr [ null, %2 ], [ null, %52 ], [ null, %51 ], [ %3, %31 ], [ %3, %24 ], [ %3, %14 ], [ %3, %40 ]
  ret ptr %54
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_createDDict_byReference(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #10
  %4 = icmp eq ptr %3, null
  br i1 %4, label %39, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 27328
  %7 = getelementptr inbounds i8, ptr %3, i64 27336
  %8 = getelementptr inbounds i8, ptr %3, i64 27344
  %9 = icmp eq ptr %0, null
  store ptr null, ptr %3, align 8, !tbaa !37
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  store ptr %0, ptr %10, align 8, !tbaa !5
  %11 = select i1 %9, i64 0, i64 %1
  %12 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %11, ptr %12, align 8, !tbaa !14
  %13 = getelementptr inbounds i8, ptr %3, i64 10288
  store i32 201326604, ptr %13, align 8, !tbaa !33
  %14 = getelementptr inbounds i8, ptr %3, i64 27316
  store i32 0, ptr %14, align 4, !tbaa !15
  %15 = getelementptr inbounds i8, ptr %3, i64 27320
  store i32 0, ptr %15, align 8, !tbaa !26
  %16 = icmp ult i64 %11, 8
  br i1 %16, label %39, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %0, align 1, !tbaa !33
  %19 = icmp eq i32 %18, -332356553
  br i1 %19, label %20, label %39

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 4
  %22 = load i32, ptr %21, align 1, !tbaa !33
  store i32 %22, ptr %14, align 4, !tbaa !15
  %23 = getelementptr inbounds i8, ptr %3, i64 24
  %24 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %23, ptr noundef nonnull %0, i64 noundef %1) #9
  %25 = icmp ult i64 %24, -119
  br i1 %25, label %26, label %27

26:                                               ; preds = %20
  store i32 1, ptr %15, align 8, !tbaa !26
  br label %39

27:                                               ; preds = %20
  %28 = load ptr, ptr %7, align 8, !tbaa !36
  %29 = load ptr, ptr %8, align 8, !tbaa !36
  %30 = load ptr, ptr %3, align 8, !tbaa !37
  %31 = icmp eq ptr %30, null
  %32 = icmp eq ptr %28, null
  br i1 %31, label %36, label %33

33:                                               ; preds = %27
  br i1 %32, label %35, label %34

34:                                               ; preds = %33
  tail call void %28(ptr noundef %29, ptr noundef nonnull %30) #9
  br label %37

35:                                               ; preds = %33
  tail call void @free(ptr noundef nonnull %30) #9
  br label %38

36:                                               ; preds = %27
  br i1 %32, label %38, label %37

37:                                               ; preds = %36, %34
  tail call void %28(ptr noundef %29, ptr noundef nonnull %3) #9
  br label %39

38:                                               ; preds = %36, %35
  tail call void @free(ptr noundef nonnull %3) #9
  br label %39

39:                                               ; preds = %26, %5, %17, %2, %37, %38
  %40 = phi ptr [ null, %2 ], [ null, %38 ], [ null, %37 ], [ %3, %17 ], [ %3, %5 ], [ %3, %26 ]
  ret ptr %40
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @ZSTD_initStaticDDict(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = ptrtoint ptr %0 to i64
  %8 = and i64 %7, 7
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %46

10:                                               ; preds = %6
  %11 = icmp eq i32 %4, 1
  %12 = add i64 %3, 27352
  %13 = select i1 %11, i64 27352, i64 %12
  %14 = icmp ugt i64 %13, %1
  br i1 %14, label %46, label %15

15:                                               ; preds = %10
  %16 = icmp eq i32 %4, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = getelementptr inbounds i8, ptr %0, i64 27352
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %18, ptr align 1 %2, i64 %3, i1 false)
  br label %19

19:                                               ; preds = %17, %15
  %20 = phi ptr [ %18, %17 ], [ %2, %15 ]
  %21 = icmp eq ptr %20, null
  store ptr null, ptr %0, align 8, !tbaa !37
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %20, ptr %22, align 8, !tbaa !5
  %23 = select i1 %21, i64 0, i64 %3
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %23, ptr %24, align 8, !tbaa !14
  %25 = getelementptr inbounds i8, ptr %0, i64 10288
  store i32 201326604, ptr %25, align 8, !tbaa !33
  %26 = getelementptr inbounds i8, ptr %0, i64 27316
  store i32 0, ptr %26, align 4, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %0, i64 27320
  store i32 0, ptr %27, align 8, !tbaa !26
  %28 = icmp eq i32 %5, 1
  br i1 %28, label %45, label %29

29:                                               ; preds = %19
  %30 = icmp ult i64 %23, 8
  br i1 %30, label %31, label %33

31:                                               ; preds = %29
  %32 = icmp eq i32 %5, 2
  br i1 %32, label %46, label %45

33:                                               ; preds = %29
  %34 = load i32, ptr %20, align 1, !tbaa !33
  %35 = icmp eq i32 %34, -332356553
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %20, i64 4
  %38 = load i32, ptr %37, align 1, !tbaa !33
  store i32 %38, ptr %26, align 4, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %0, i64 24
  %40 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %39, ptr noundef nonnull %20, i64 noundef %3) #9
  %41 = icmp ult i64 %40, -119
  br i1 %41, label %42, label %46

42:                                               ; preds = %36
  store i32 1, ptr %27, align 8, !tbaa !26
  br label %45

43:                                               ; preds = %33
  %44 = icmp eq i32 %5, 2
  br i1 %44, label %46, label %45

45:                                               ; preds = %43, %42, %31, %19
  br label %46

46:                                               ; preds = %45, %43, %36, %31, %10, %6
  %47 = phi ptr [ null, %6 ], [ null, %10 ], [ %0, %45 ], [ null, %43 ], [ null, %36 ], [ null, %31 ]
  ret ptr %47
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @ZSTD_estimateDDictSize(i64 noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp eq i32 %1, 1
  %4 = add i64 %0, 27352
  %5 = select i1 %3, i64 27352, i64 %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_sizeof_DDict(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = load ptr, ptr %0, align 8, !tbaa !37
  %5 = icmp eq ptr %4, null
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !14
  %9 = add i64 %8, 27352
  br label %10

10:                                               ; preds = %6, %3, %1
  %11 = phi i64 [ 0, %1 ], [ %9, %6 ], [ 27352, %3 ]
  ret i64 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @ZSTD_getDictID_fromDDict(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 27316
  %5 = load i32, ptr %4, align 4, !tbaa !15
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

declare i64 @ZSTD_loadDEntropy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"ZSTD_DDict_s", !7, i64 0, !7, i64 8, !10, i64 16, !11, i64 24, !12, i64 27316, !12, i64 27320, !13, i64 27328}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"", !8, i64 0, !8, i64 4104, !8, i64 6160, !8, i64 10264, !8, i64 26652, !8, i64 26664}
!12 = !{!"int", !8, i64 0}
!13 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16}
!14 = !{!6, !10, i64 16}
!15 = !{!6, !12, i64 27316}
!16 = !{!17, !12, i64 30200}
!17 = !{!"ZSTD_DCtx_s", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !11, i64 32, !8, i64 27324, !7, i64 29888, !7, i64 29896, !7, i64 29904, !7, i64 29912, !10, i64 29920, !18, i64 29928, !10, i64 29976, !10, i64 29984, !12, i64 29992, !12, i64 29996, !12, i64 30000, !12, i64 30004, !20, i64 30008, !10, i64 30096, !12, i64 30104, !12, i64 30108, !12, i64 30112, !7, i64 30120, !13, i64 30128, !10, i64 30152, !10, i64 30160, !10, i64 30168, !12, i64 30176, !12, i64 30180, !7, i64 30184, !7, i64 30192, !12, i64 30200, !12, i64 30204, !12, i64 30208, !7, i64 30216, !12, i64 30224, !12, i64 30228, !12, i64 30232, !12, i64 30236, !7, i64 30240, !10, i64 30248, !10, i64 30256, !10, i64 30264, !7, i64 30272, !10, i64 30280, !10, i64 30288, !10, i64 30296, !10, i64 30304, !12, i64 30312, !12, i64 30316, !12, i64 30320, !21, i64 30328, !7, i64 30352, !7, i64 30360, !12, i64 30368, !8, i64 30372, !8, i64 95940, !10, i64 95960, !19, i64 95968}
!18 = !{!"", !19, i64 0, !19, i64 8, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !12, i64 40}
!19 = !{!"long long", !8, i64 0}
!20 = !{!"XXH_NAMESPACEXXH64_state_s", !10, i64 0, !8, i64 8, !8, i64 40, !12, i64 72, !12, i64 76, !10, i64 80}
!21 = !{!"ZSTD_outBuffer_s", !7, i64 0, !10, i64 8, !10, i64 16}
!22 = !{!17, !7, i64 29896}
!23 = !{!17, !7, i64 29904}
!24 = !{!17, !7, i64 29912}
!25 = !{!17, !7, i64 29888}
!26 = !{!6, !12, i64 27320}
!27 = !{!17, !12, i64 30000}
!28 = !{!17, !12, i64 30004}
!29 = !{!17, !7, i64 0}
!30 = !{!17, !7, i64 8}
!31 = !{!17, !7, i64 16}
!32 = !{!17, !7, i64 24}
!33 = !{!12, !12, i64 0}
!34 = !{!13, !7, i64 8}
!35 = !{i64 0, i64 8, !36, i64 8, i64 8, !36, i64 16, i64 8, !36}
!36 = !{!7, !7, i64 0}
!37 = !{!6, !7, i64 0}
