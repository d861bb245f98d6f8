; ModuleID = 'src/zstd/lib/decompress/zstd_ddict.c'
source_filename = "src/zstd/lib/decompress/zstd_ddict.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { ptr, ptr, ptr }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local ptr @ZSTD_DDict_dictContent(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !6
  ret ptr %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_DDict_dictSize(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !15
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_copyDDictParameters(ptr nocapture noundef writeonly %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds i8, ptr %1, i64 27316
  %4 = load i32, ptr %3, align 4, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %0, i64 30200
  store i32 %4, ptr %5, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %0, i64 29896
  store ptr %7, ptr %8, align 8, !tbaa !23
  %9 = getelementptr inbounds i8, ptr %0, i64 29904
  store ptr %7, ptr %9, align 8, !tbaa !24
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %7, i64 %11
  %13 = getelementptr inbounds i8, ptr %0, i64 29912
  store ptr %12, ptr %13, align 8, !tbaa !25
  %14 = getelementptr inbounds i8, ptr %0, i64 29888
  store ptr %12, ptr %14, align 8, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %1, i64 27320
  %16 = load i32, ptr %15, align 8, !tbaa !27
  %17 = icmp eq i32 %16, 0
  %18 = getelementptr inbounds i8, ptr %0, i64 30000
  br i1 %17, label %36, label %19

19:                                               ; preds = %2
  store <2 x i32> <i32 1, i32 1>, ptr %18, align 8, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  store ptr %20, ptr %0, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %1, i64 6184
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %21, ptr %22, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %1, i64 4128
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %23, ptr %24, align 8, !tbaa !31
  %25 = getelementptr inbounds i8, ptr %1, i64 10288
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %25, ptr %26, align 8, !tbaa !32
  %27 = getelementptr inbounds i8, ptr %1, i64 26676
  %28 = load i32, ptr %27, align 4, !tbaa !28
  %29 = getelementptr inbounds i8, ptr %0, i64 26684
  store i32 %28, ptr %29, align 4, !tbaa !28
  %30 = getelementptr inbounds i8, ptr %1, i64 26680
  %31 = load i32, ptr %30, align 4, !tbaa !28
  %32 = getelementptr inbounds i8, ptr %0, i64 26688
  store i32 %31, ptr %32, align 4, !tbaa !28
  %33 = getelementptr inbounds i8, ptr %1, i64 26684
  %34 = load i32, ptr %33, align 4, !tbaa !28
  %35 = getelementptr inbounds i8, ptr %0, i64 26692
  store i32 %34, ptr %35, align 4, !tbaa !28
  br label %37

36:                                               ; preds = %2
  store <2 x i32> zeroinitializer, ptr %18, align 8, !tbaa !28
  br label %37

37:                                               ; preds = %36, %19
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr nocapture noundef readonly %4) local_unnamed_addr #2 {
  %6 = load ptr, ptr %4, align 8, !tbaa !33
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
  %15 = load ptr, ptr %14, align 8, !tbaa !33
  %16 = tail call ptr %6(ptr noundef %15, i64 noundef 27352) #10
  br label %19

17:                                               ; preds = %12
  %18 = tail call noalias dereferenceable_or_null(27352) ptr @malloc(i64 noundef 27352) #11
  br label %19

19:                                               ; preds = %13, %17
  %20 = phi ptr [ %16, %13 ], [ %18, %17 ]
  %21 = icmp eq ptr %20, null
  br i1 %21, label %40, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %20, i64 27328
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %4, i64 24, i1 false), !tbaa.struct !35
  %24 = tail call fastcc i64 @ZSTD_initDDict_internal(ptr noundef nonnull %20, ptr noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3)
  %25 = icmp ult i64 %24, -119
  br i1 %25, label %40, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %20, i64 27336
  %28 = load ptr, ptr %27, align 8, !tbaa !33
  %29 = getelementptr inbounds i8, ptr %20, i64 27344
  %30 = load ptr, ptr %29, align 8, !tbaa !33
  %31 = load ptr, ptr %20, align 8, !tbaa !36
  %32 = icmp eq ptr %31, null
  %33 = icmp eq ptr %28, null
  br i1 %32, label %37, label %34

34:                                               ; preds = %26
  br i1 %33, label %36, label %35

35:                                               ; preds = %34
  tail call void %28(ptr noundef %30, ptr noundef nonnull %31) #10
  br label %38

36:                                               ; preds = %34
  tail call void @free(ptr noundef nonnull %31) #10
  br label %39

37:                                               ; preds = %26
  br i1 %33, label %39, label %38

38:                                               ; preds = %37, %35
  tail call void %28(ptr noundef %30, ptr noundef nonnull %20) #10
  br label %40

39:                                               ; preds = %37, %36
  tail call void @free(ptr noundef nonnull %20) #10
  br label %40

40:                                               ; preds = %22, %38, %39, %19, %5
  %41 = phi ptr [ null, %5 ], [ null, %19 ], [ null, %39 ], [ null, %38 ], [ %20, %22 ]
  ret ptr %41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc noundef i64 @ZSTD_initDDict_internal(ptr noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #2 {
  %6 = icmp ne i32 %3, 1
  %7 = icmp ne ptr %1, null
  %8 = icmp ne i64 %2, 0
  %9 = and i1 %8, %6
  %10 = and i1 %7, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %5
  store ptr null, ptr %0, align 8, !tbaa !36
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %1, ptr %12, align 8, !tbaa !6
  %13 = select i1 %7, i64 %2, i64 0
  br label %29

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 27328
  %16 = load ptr, ptr %15, align 8, !tbaa !33
  %17 = icmp eq ptr %16, null
  br i1 %17, label %22, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %0, i64 27344
  %20 = load ptr, ptr %19, align 8, !tbaa !33
  %21 = tail call ptr %16(ptr noundef %20, i64 noundef %2) #10
  br label %24

22:                                               ; preds = %14
  %23 = tail call noalias ptr @malloc(i64 noundef %2) #11
  br label %24

24:                                               ; preds = %18, %22
  %25 = phi ptr [ %21, %18 ], [ %23, %22 ]
  store ptr %25, ptr %0, align 8, !tbaa !36
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %25, ptr %26, align 8, !tbaa !6
  %27 = icmp eq ptr %25, null
  br i1 %27, label %56, label %28

28:                                               ; preds = %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %25, ptr nonnull align 1 %1, i64 %2, i1 false)
  br label %29

29:                                               ; preds = %28, %11
  %30 = phi i64 [ %13, %11 ], [ %2, %28 ]
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %30, ptr %31, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %0, i64 10288
  store i32 201326604, ptr %32, align 8, !tbaa !28
  %33 = getelementptr inbounds i8, ptr %0, i64 27316
  %34 = getelementptr inbounds i8, ptr %0, i64 27320
  store <2 x i32> zeroinitializer, ptr %33, align 4, !tbaa !28
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
  %42 = load ptr, ptr %41, align 8, !tbaa !6
  %43 = load i32, ptr %42, align 1, !tbaa !28
  %44 = icmp eq i32 %43, -332356553
  br i1 %44, label %45, label %52

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %42, i64 4
  %47 = load i32, ptr %46, align 1, !tbaa !28
  store i32 %47, ptr %33, align 4, !tbaa !16
  %48 = getelementptr inbounds i8, ptr %0, i64 24
  %49 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %48, ptr noundef nonnull %42, i64 noundef %30) #10
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %56

51:                                               ; preds = %45
  store i32 1, ptr %34, align 8, !tbaa !27
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
  %5 = load ptr, ptr %4, align 8, !tbaa !33
  %6 = getelementptr inbounds i8, ptr %0, i64 27344
  %7 = load ptr, ptr %6, align 8, !tbaa !33
  %8 = load ptr, ptr %0, align 8, !tbaa !36
  %9 = icmp eq ptr %8, null
  %10 = icmp eq ptr %5, null
  br i1 %9, label %14, label %11

11:                                               ; preds = %3
  br i1 %10, label %13, label %12

12:                                               ; preds = %11
  tail call void %5(ptr noundef %7, ptr noundef nonnull %8) #10
  br label %15

13:                                               ; preds = %11
  tail call void @free(ptr noundef nonnull %8) #10
  br label %16

14:                                               ; preds = %3
  br i1 %10, label %16, label %15

15:                                               ; preds = %12, %14
  tail call void %5(ptr noundef %7, ptr noundef nonnull %0) #10
  br label %17

16:                                               ; preds = %13, %14
  tail call void @free(ptr noundef nonnull %0) #10
  br label %17

17:                                               ; preds = %16, %15, %1
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDDict(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_customMem, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  %4 = call ptr @ZSTD_createDDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef 0, i32 noundef 0, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  ret ptr %4
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define dso_local ptr @ZSTD_createDDict_byReference(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.ZSTD_customMem, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  %4 = call ptr @ZSTD_createDDict_advanced(ptr noundef %0, i64 noundef %1, i32 noundef 1, i32 noundef 0, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  ret ptr %4
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
  store ptr null, ptr %0, align 8, !tbaa !36
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %20, ptr %22, align 8, !tbaa !6
  %23 = select i1 %21, i64 0, i64 %3
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %23, ptr %24, align 8, !tbaa !15
  %25 = getelementptr inbounds i8, ptr %0, i64 10288
  store i32 201326604, ptr %25, align 8, !tbaa !28
  %26 = getelementptr inbounds i8, ptr %0, i64 27316
  %27 = getelementptr inbounds i8, ptr %0, i64 27320
  store <2 x i32> zeroinitializer, ptr %26, align 4, !tbaa !28
  %28 = icmp eq i32 %5, 1
  br i1 %28, label %45, label %29

29:                                               ; preds = %19
  %30 = icmp ult i64 %23, 8
  br i1 %30, label %31, label %33

31:                                               ; preds = %29
  %32 = icmp eq i32 %5, 2
  br i1 %32, label %46, label %45

33:                                               ; preds = %29
  %34 = load i32, ptr %20, align 1, !tbaa !28
  %35 = icmp eq i32 %34, -332356553
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %20, i64 4
  %38 = load i32, ptr %37, align 1, !tbaa !28
  store i32 %38, ptr %26, align 4, !tbaa !16
  %39 = getelementptr inbounds i8, ptr %0, i64 24
  %40 = tail call i64 @ZSTD_loadDEntropy(ptr noundef nonnull %39, ptr noundef nonnull %20, i64 noundef %3) #10
  %41 = icmp ult i64 %40, -119
  br i1 %41, label %42, label %46

42:                                               ; preds = %36
  store i32 1, ptr %27, align 8, !tbaa !27
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
define dso_local noundef i64 @ZSTD_estimateDDictSize(i64 noundef %0, i32 noundef %1) local_unnamed_addr #6 {
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
  %4 = load ptr, ptr %0, align 8, !tbaa !36
  %5 = icmp eq ptr %4, null
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !15
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
  %5 = load i32, ptr %4, align 4, !tbaa !16
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

declare i64 @ZSTD_loadDEntropy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 8}
!7 = !{!"ZSTD_DDict_s", !8, i64 0, !8, i64 8, !11, i64 16, !12, i64 24, !13, i64 27316, !13, i64 27320, !14, i64 27328}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!"", !9, i64 0, !9, i64 4104, !9, i64 6160, !9, i64 10264, !9, i64 26652, !9, i64 26664}
!13 = !{!"int", !9, i64 0}
!14 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16}
!15 = !{!7, !11, i64 16}
!16 = !{!7, !13, i64 27316}
!17 = !{!18, !13, i64 30200}
!18 = !{!"ZSTD_DCtx_s", !8, i64 0, !8, i64 8, !8, i64 16, !8, i64 24, !12, i64 32, !9, i64 27324, !8, i64 29888, !8, i64 29896, !8, i64 29904, !8, i64 29912, !11, i64 29920, !19, i64 29928, !11, i64 29976, !11, i64 29984, !13, i64 29992, !13, i64 29996, !13, i64 30000, !13, i64 30004, !21, i64 30008, !11, i64 30096, !13, i64 30104, !13, i64 30108, !13, i64 30112, !8, i64 30120, !14, i64 30128, !11, i64 30152, !11, i64 30160, !11, i64 30168, !13, i64 30176, !8, i64 30184, !8, i64 30192, !13, i64 30200, !13, i64 30204, !13, i64 30208, !8, i64 30216, !13, i64 30224, !13, i64 30228, !13, i64 30232, !13, i64 30236, !8, i64 30240, !11, i64 30248, !11, i64 30256, !11, i64 30264, !8, i64 30272, !11, i64 30280, !11, i64 30288, !11, i64 30296, !11, i64 30304, !13, i64 30312, !13, i64 30316, !13, i64 30320, !22, i64 30328, !8, i64 30352, !8, i64 30360, !13, i64 30368, !9, i64 30372, !9, i64 95940, !11, i64 95960, !20, i64 95968}
!19 = !{!"", !20, i64 0, !20, i64 8, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !13, i64 36, !13, i64 40}
!20 = !{!"long long", !9, i64 0}
!21 = !{!"XXH_NAMESPACEXXH64_state_s", !11, i64 0, !9, i64 8, !9, i64 40, !13, i64 72, !13, i64 76, !11, i64 80}
!22 = !{!"ZSTD_outBuffer_s", !8, i64 0, !11, i64 8, !11, i64 16}
!23 = !{!18, !8, i64 29896}
!24 = !{!18, !8, i64 29904}
!25 = !{!18, !8, i64 29912}
!26 = !{!18, !8, i64 29888}
!27 = !{!7, !13, i64 27320}
!28 = !{!13, !13, i64 0}
!29 = !{!18, !8, i64 0}
!30 = !{!18, !8, i64 8}
!31 = !{!18, !8, i64 16}
!32 = !{!18, !8, i64 24}
!33 = !{!8, !8, i64 0}
!34 = !{!14, !8, i64 8}
!35 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33}
!36 = !{!7, !8, i64 0}
