; ModuleID = 'src/zlib/gzlib.c'
source_filename = "src/zlib/gzlib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"<fd:%d>\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%s%s%s\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define internal fastcc noalias noundef ptr @gz_open(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2) unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %123, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(248) ptr @malloc(i64 noundef 248) #13
  %9 = icmp eq ptr %8, null
  br i1 %9, label %123, label %10

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %8, i64 40
  store <2 x i32> <i32 0, i32 8192>, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %8, i64 120
  store i32 0, ptr %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %8, i64 128
  store ptr null, ptr %13, align 8, !tbaa !16
  %14 = getelementptr inbounds i8, ptr %8, i64 24
  store i32 0, ptr %14, align 8, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %8, i64 96
  %16 = getelementptr inbounds i8, ptr %8, i64 100
  store <2 x i32> <i32 -1, i32 0>, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %8, i64 64
  store i32 0, ptr %17, align 8, !tbaa !18
  %18 = load i8, ptr %2, align 1, !tbaa !19
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %59, label %20

20:                                               ; preds = %10, %48
  %21 = phi i32 [ %49, %48 ], [ 0, %10 ]
  %22 = phi i32 [ %50, %48 ], [ 0, %10 ]
  %23 = phi i8 [ %54, %48 ], [ %18, %10 ]
  %24 = phi i32 [ %52, %48 ], [ 0, %10 ]
  %25 = phi i32 [ %51, %48 ], [ 0, %10 ]
  %26 = phi ptr [ %53, %48 ], [ %2, %10 ]
  %27 = add i8 %23, -48
  %28 = icmp ult i8 %27, 10
  br i1 %28, label %29, label %32

29:                                               ; preds = %20
  %30 = zext nneg i8 %23 to i32
  %31 = add nsw i32 %30, -48
  store i32 %31, ptr %15, align 8, !tbaa !20
  br label %48

32:                                               ; preds = %20
  switch i8 %23, label %48 [
    i8 114, label %33
    i8 119, label %34
    i8 97, label %35
    i8 43, label %36
    i8 84, label %47
    i8 101, label %37
    i8 120, label %39
    i8 102, label %40
    i8 104, label %41
    i8 82, label %42
    i8 70, label %43
    i8 71, label %44
    i8 78, label %45
  ]

33:                                               ; preds = %32
  store i32 7247, ptr %14, align 8, !tbaa !17
  br label %48

34:                                               ; preds = %32
  store i32 31153, ptr %14, align 8, !tbaa !17
  br label %48

35:                                               ; preds = %32
  store i32 1, ptr %14, align 8, !tbaa !17
  br label %48

36:                                               ; preds = %32
  tail call void @free(ptr noundef %8) #14
  br label %123

37:                                               ; preds = %32
  %38 = or i32 %25, 524288
  br label %48

39:                                               ; preds = %32
  br label %48

40:                                               ; preds = %32
  store i32 1, ptr %16, align 4, !tbaa !21
  br label %48

41:                                               ; preds = %32
  store i32 2, ptr %16, align 4, !tbaa !21
  br label %48

42:                                               ; preds = %32
  store i32 3, ptr %16, align 4, !tbaa !21
  br label %48

43:                                               ; preds = %32
  store i32 4, ptr %16, align 4, !tbaa !21
  br label %48

44:                                               ; preds = %32
  store i32 -1, ptr %17, align 8, !tbaa !18
  br label %48

45:                                               ; preds = %32
  %46 = or i32 %25, 2048
  br label %48

47:                                               ; preds = %32
  store i32 1, ptr %17, align 8, !tbaa !18
  br label %48

48:                                               ; preds = %33, %34, %35, %37, %39, %40, %41, %42, %43, %44, %45, %47, %32, %29
  %49 = phi i32 [ %21, %29 ], [ %21, %32 ], [ %21, %45 ], [ -1, %44 ], [ %21, %43 ], [ %21, %42 ], [ %21, %41 ], [ %21, %40 ], [ %21, %39 ], [ %21, %37 ], [ 1, %47 ], [ %21, %35 ], [ %21, %34 ], [ %21, %33 ]
  %50 = phi i32 [ %22, %29 ], [ %22, %32 ], [ %22, %45 ], [ %22, %44 ], [ %22, %43 ], [ %22, %42 ], [ %22, %41 ], [ %22, %40 ], [ %22, %39 ], [ %22, %37 ], [ %22, %47 ], [ 1, %35 ], [ 31153, %34 ], [ 7247, %33 ]
  %51 = phi i32 [ %25, %29 ], [ %25, %32 ], [ %46, %45 ], [ %25, %44 ], [ %25, %43 ], [ %25, %42 ], [ %25, %41 ], [ %25, %40 ], [ %25, %39 ], [ %38, %37 ], [ %25, %47 ], [ %25, %35 ], [ %25, %34 ], [ %25, %33 ]
  %52 = phi i32 [ %24, %29 ], [ %24, %32 ], [ %24, %45 ], [ %24, %44 ], [ %24, %43 ], [ %24, %42 ], [ %24, %41 ], [ %24, %40 ], [ 1, %39 ], [ %24, %37 ], [ %24, %47 ], [ %24, %35 ], [ %24, %34 ], [ %24, %33 ]
  %53 = getelementptr inbounds i8, ptr %26, i64 1
  %54 = load i8, ptr %53, align 1, !tbaa !19
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %56, label %20, !llvm.loop !22

56:                                               ; preds = %48
  %57 = icmp eq i32 %52, 0
  %58 = select i1 %57, i32 65, i32 193
  switch i32 %50, label %63 [
    i32 0, label %59
    i32 7247, label %60
  ]

59:                                               ; preds = %10, %56
  tail call void @free(ptr noundef nonnull %8) #14
  br label %123

60:                                               ; preds = %56
  switch i32 %49, label %66 [
    i32 1, label %61
    i32 0, label %62
  ]

61:                                               ; preds = %60
  tail call void @free(ptr noundef nonnull %8) #14
  br label %123

62:                                               ; preds = %60
  store i32 1, ptr %17, align 8, !tbaa !18
  br label %66

63:                                               ; preds = %56
  %64 = icmp eq i32 %49, -1
  br i1 %64, label %65, label %66

65:                                               ; preds = %63
  tail call void @free(ptr noundef nonnull %8) #14
  br label %123

66:                                               ; preds = %60, %63, %62
  %67 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #15
  %68 = add i64 %67, 1
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #13
  %70 = getelementptr inbounds i8, ptr %8, i64 32
  store ptr %69, ptr %70, align 8, !tbaa !24
  %71 = icmp eq ptr %69, null
  br i1 %71, label %72, label %73

72:                                               ; preds = %66
  tail call void @free(ptr noundef nonnull %8) #14
  br label %123

73:                                               ; preds = %66
  %74 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %69, i64 noundef %68, ptr noundef nonnull @.str.5, ptr noundef %0) #14
  %75 = icmp eq i32 %50, 7247
  %76 = icmp eq i32 %1, -1
  br i1 %76, label %93, label %77

77:                                               ; preds = %73
  %78 = and i32 %51, 2048
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %84, label %80

80:                                               ; preds = %77
  %81 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 3) #14
  %82 = or i32 %81, 2048
  %83 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 4, i32 noundef %82) #14
  br label %84

84:                                               ; preds = %80, %77
  %85 = and i32 %51, 524288
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %91, label %87

87:                                               ; preds = %84
  %88 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 1) #14
  %89 = or i32 %88, 524288
  %90 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 2, i32 noundef %89) #14
  br label %91

91:                                               ; preds = %84, %87
  %92 = getelementptr inbounds i8, ptr %8, i64 28
  store i32 %1, ptr %92, align 4, !tbaa !25
  br label %103

93:                                               ; preds = %73
  %94 = icmp eq i32 %50, 31153
  %95 = select i1 %94, i32 512, i32 1024
  %96 = or disjoint i32 %95, %58
  %97 = select i1 %75, i32 0, i32 %96
  %98 = or i32 %97, %51
  %99 = tail call i32 (ptr, i32, ...) @open(ptr noundef %0, i32 noundef %98, i32 noundef 438) #14
  %100 = getelementptr inbounds i8, ptr %8, i64 28
  store i32 %99, ptr %100, align 4, !tbaa !25
  %101 = icmp eq i32 %99, -1
  br i1 %101, label %102, label %103

102:                                              ; preds = %93
  tail call void @free(ptr noundef nonnull %69) #14
  tail call void @free(ptr noundef nonnull %8) #14
  br label %123

103:                                              ; preds = %91, %93
  %104 = phi i32 [ %1, %91 ], [ %99, %93 ]
  %105 = icmp eq i32 %50, 1
  br i1 %105, label %106, label %108

106:                                              ; preds = %103
  %107 = tail call i64 @lseek64(i32 noundef %104, i64 noundef 0, i32 noundef 2) #14
  store i32 31153, ptr %14, align 8, !tbaa !17
  br label %116

108:                                              ; preds = %103
  br i1 %75, label %109, label %116

109:                                              ; preds = %108
  %110 = tail call i64 @lseek64(i32 noundef %104, i64 noundef 0, i32 noundef 1) #14
  %111 = getelementptr inbounds i8, ptr %8, i64 80
  %112 = icmp eq i64 %110, -1
  %113 = select i1 %112, i64 0, i64 %110
  store i64 %113, ptr %111, align 8
  store i32 0, ptr %8, align 8, !tbaa !26
  %114 = getelementptr inbounds i8, ptr %8, i64 88
  store <2 x i32> zeroinitializer, ptr %114, align 8, !tbaa !6
  %115 = getelementptr inbounds i8, ptr %8, i64 68
  store <2 x i32> <i32 -1, i32 0>, ptr %115, align 4, !tbaa !6
  br label %118

116:                                              ; preds = %108, %106
  store i32 0, ptr %8, align 8, !tbaa !26
  %117 = getelementptr inbounds i8, ptr %8, i64 104
  store i32 0, ptr %117, align 8, !tbaa !27
  br label %118

118:                                              ; preds = %109, %116
  %119 = getelementptr inbounds i8, ptr %8, i64 76
  store i32 0, ptr %119, align 4, !tbaa !28
  %120 = getelementptr inbounds i8, ptr %8, i64 112
  store i64 0, ptr %120, align 8, !tbaa !29
  store i32 0, ptr %12, align 8, !tbaa !10
  %121 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 0, ptr %121, align 8, !tbaa !30
  %122 = getelementptr inbounds i8, ptr %8, i64 144
  store i32 0, ptr %122, align 8, !tbaa !31
  br label %123

123:                                              ; preds = %7, %3, %118, %102, %72, %65, %61, %59, %36
  %124 = phi ptr [ null, %36 ], [ null, %59 ], [ null, %61 ], [ null, %72 ], [ null, %102 ], [ %8, %118 ], [ null, %65 ], [ null, %3 ], [ null, %7 ]
  ret ptr %124
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen64(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzdopen(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, -1
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(19) ptr @malloc(i64 noundef 19) #13
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %4
  %8 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 19, ptr noundef nonnull @.str, i32 noundef %0) #14
  %9 = tail call fastcc ptr @gz_open(ptr noundef nonnull %5, i32 noundef %0, ptr noundef %1)
  tail call void @free(ptr noundef nonnull %5) #14
  br label %10

10:                                               ; preds = %2, %4, %7
  %11 = phi ptr [ %9, %7 ], [ null, %4 ], [ null, %2 ]
  ret ptr %11
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @gzbuffer(ptr noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %16, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !17
  switch i32 %6, label %16 [
    i32 7247, label %7
    i32 31153, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i32, ptr %8, align 8, !tbaa !32
  %10 = icmp ne i32 %9, 0
  %11 = icmp slt i32 %1, 0
  %12 = or i1 %11, %10
  br i1 %12, label %16, label %13

13:                                               ; preds = %7
  %14 = tail call i32 @llvm.umax.i32(i32 %1, i32 8)
  %15 = getelementptr inbounds i8, ptr %0, i64 44
  store i32 %14, ptr %15, align 4, !tbaa !33
  br label %16

16:                                               ; preds = %7, %4, %2, %13
  %17 = phi i32 [ 0, %13 ], [ -1, %2 ], [ -1, %4 ], [ -1, %7 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 1) i32 @gzrewind(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %39, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %39

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = load i32, ptr %8, align 8, !tbaa !10
  switch i32 %9, label %39 [
    i32 0, label %10
    i32 -5, label %10
  ]

10:                                               ; preds = %7, %7
  %11 = getelementptr inbounds i8, ptr %0, i64 28
  %12 = load i32, ptr %11, align 4, !tbaa !25
  %13 = getelementptr inbounds i8, ptr %0, i64 80
  %14 = load i64, ptr %13, align 8, !tbaa !34
  %15 = tail call i64 @lseek64(i32 noundef %12, i64 noundef %14, i32 noundef 0) #14
  %16 = icmp eq i64 %15, -1
  br i1 %16, label %39, label %17

17:                                               ; preds = %10
  store i32 0, ptr %0, align 8, !tbaa !26
  %18 = load i32, ptr %4, align 8, !tbaa !17
  %19 = icmp eq i32 %18, 7247
  br i1 %19, label %20, label %23

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 88
  store <2 x i32> zeroinitializer, ptr %21, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %0, i64 68
  store <2 x i32> <i32 -1, i32 0>, ptr %22, align 4, !tbaa !6
  br label %25

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 104
  store i32 0, ptr %24, align 8, !tbaa !27
  br label %25

25:                                               ; preds = %23, %20
  %26 = getelementptr inbounds i8, ptr %0, i64 76
  store i32 0, ptr %26, align 4, !tbaa !28
  %27 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %27, align 8, !tbaa !29
  %28 = getelementptr inbounds i8, ptr %0, i64 128
  %29 = load ptr, ptr %28, align 8, !tbaa !16
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %25
  %32 = load i32, ptr %8, align 8, !tbaa !10
  %33 = icmp eq i32 %32, -4
  br i1 %33, label %35, label %34

34:                                               ; preds = %31
  tail call void @free(ptr noundef nonnull %29) #14
  br label %35

35:                                               ; preds = %34, %31
  store ptr null, ptr %28, align 8, !tbaa !16
  br label %36

36:                                               ; preds = %25, %35
  store i32 0, ptr %8, align 8, !tbaa !10
  %37 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %37, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 0, ptr %38, align 8, !tbaa !31
  br label %39

39:                                               ; preds = %10, %3, %7, %1, %36
  %40 = phi i32 [ 0, %36 ], [ -1, %1 ], [ -1, %7 ], [ -1, %3 ], [ -1, %10 ]
  ret i32 %40
}

; Function Attrs: nounwind
declare i64 @lseek64(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %105, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !17
  switch i32 %7, label %105 [
    i32 7247, label %8
    i32 31153, label %8
  ]

8:                                                ; preds = %5, %5
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !10
  switch i32 %10, label %105 [
    i32 0, label %11
    i32 -5, label %11
  ]

11:                                               ; preds = %8, %8
  %12 = icmp ugt i32 %2, 1
  br i1 %12, label %105, label %13

13:                                               ; preds = %11
  %14 = icmp eq i32 %2, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %13
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !30
  %18 = sub nsw i64 %1, %17
  br label %30

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %0, i64 92
  %21 = load i32, ptr %20, align 4, !tbaa !35
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 112
  %25 = load i64, ptr %24, align 8, !tbaa !29
  br label %26

26:                                               ; preds = %19, %23
  %27 = phi i64 [ %25, %23 ], [ 0, %19 ]
  %28 = add nsw i64 %27, %1
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %29, align 8, !tbaa !29
  br label %30

30:                                               ; preds = %26, %15
  %31 = phi i64 [ %18, %15 ], [ %28, %26 ]
  %32 = icmp eq i32 %7, 7247
  br i1 %32, label %33, label %67

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 72
  %35 = load i32, ptr %34, align 8, !tbaa !36
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %65

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %0, i64 16
  %39 = load i64, ptr %38, align 8, !tbaa !30
  %40 = add nsw i64 %39, %31
  %41 = icmp sgt i64 %40, -1
  br i1 %41, label %42, label %65

42:                                               ; preds = %37
  %43 = getelementptr inbounds i8, ptr %0, i64 28
  %44 = load i32, ptr %43, align 4, !tbaa !25
  %45 = load i32, ptr %0, align 8, !tbaa !26
  %46 = zext i32 %45 to i64
  %47 = sub nsw i64 %31, %46
  %48 = tail call i64 @lseek64(i32 noundef %44, i64 noundef %47, i32 noundef 1) #14
  %49 = icmp eq i64 %48, -1
  br i1 %49, label %105, label %50

50:                                               ; preds = %42
  store i32 0, ptr %0, align 8, !tbaa !26
  %51 = getelementptr inbounds i8, ptr %0, i64 88
  store <2 x i32> zeroinitializer, ptr %51, align 8, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 0, ptr %52, align 8, !tbaa !29
  %53 = getelementptr inbounds i8, ptr %0, i64 128
  %54 = load ptr, ptr %53, align 8, !tbaa !16
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %50
  %57 = load i32, ptr %9, align 8, !tbaa !10
  %58 = icmp eq i32 %57, -4
  br i1 %58, label %60, label %59

59:                                               ; preds = %56
  tail call void @free(ptr noundef nonnull %54) #14
  br label %60

60:                                               ; preds = %59, %56
  store ptr null, ptr %53, align 8, !tbaa !16
  br label %61

61:                                               ; preds = %50, %60
  store i32 0, ptr %9, align 8, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 0, ptr %62, align 8, !tbaa !31
  %63 = load i64, ptr %38, align 8, !tbaa !30
  %64 = add nsw i64 %63, %31
  store i64 %64, ptr %38, align 8, !tbaa !30
  br label %105

65:                                               ; preds = %37, %33
  %66 = icmp slt i64 %31, 0
  br i1 %66, label %69, label %84

67:                                               ; preds = %30
  %68 = icmp slt i64 %31, 0
  br i1 %68, label %105, label %80

69:                                               ; preds = %65
  %70 = getelementptr inbounds i8, ptr %0, i64 16
  %71 = load i64, ptr %70, align 8, !tbaa !30
  %72 = add nsw i64 %71, %31
  %73 = icmp slt i64 %72, 0
  br i1 %73, label %105, label %74

74:                                               ; preds = %69
  %75 = tail call i32 @gzrewind(ptr noundef nonnull %0)
  %76 = icmp eq i32 %75, -1
  br i1 %76, label %105, label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %6, align 8, !tbaa !17
  %79 = icmp eq i32 %78, 7247
  br i1 %79, label %84, label %80

80:                                               ; preds = %67, %77
  %81 = phi i64 [ %72, %77 ], [ %31, %67 ]
  %82 = getelementptr inbounds i8, ptr %0, i64 16
  %83 = load i64, ptr %82, align 8, !tbaa !30
  br label %100

84:                                               ; preds = %65, %77
  %85 = phi i64 [ %72, %77 ], [ %31, %65 ]
  %86 = load i32, ptr %0, align 8, !tbaa !26
  %87 = zext i32 %86 to i64
  %88 = icmp ult i64 %85, %87
  %89 = trunc nuw i64 %85 to i32
  %90 = select i1 %88, i32 %89, i32 %86
  %91 = sub i32 %86, %90
  store i32 %91, ptr %0, align 8, !tbaa !26
  %92 = getelementptr inbounds i8, ptr %0, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !37
  %94 = zext i32 %90 to i64
  %95 = getelementptr inbounds i8, ptr %93, i64 %94
  store ptr %95, ptr %92, align 8, !tbaa !37
  %96 = getelementptr inbounds i8, ptr %0, i64 16
  %97 = load i64, ptr %96, align 8, !tbaa !30
  %98 = add nsw i64 %97, %94
  store i64 %98, ptr %96, align 8, !tbaa !30
  %99 = sub nsw i64 %85, %94
  br label %100

100:                                              ; preds = %80, %84
  %101 = phi i64 [ %98, %84 ], [ %83, %80 ]
  %102 = phi i64 [ %99, %84 ], [ %81, %80 ]
  %103 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 %102, ptr %103, align 8, !tbaa !29
  %104 = add nsw i64 %101, %102
  br label %105

105:                                              ; preds = %67, %74, %69, %42, %11, %8, %5, %3, %100, %61
  %106 = phi i64 [ %64, %61 ], [ %104, %100 ], [ -1, %3 ], [ -1, %5 ], [ -1, %8 ], [ -1, %11 ], [ -1, %42 ], [ -1, %69 ], [ -1, %74 ], [ -1, %67 ]
  ret i64 %106
}

; Function Attrs: nounwind uwtable
define dso_local void @gz_error(ptr nocapture noundef %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 128
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = icmp eq ptr %5, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 120
  %9 = load i32, ptr %8, align 8, !tbaa !10
  %10 = icmp eq i32 %9, -4
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  tail call void @free(ptr noundef nonnull %5) #14
  br label %12

12:                                               ; preds = %11, %7
  store ptr null, ptr %4, align 8, !tbaa !16
  br label %13

13:                                               ; preds = %12, %3
  switch i32 %1, label %14 [
    i32 -5, label %19
    i32 0, label %19
  ]

14:                                               ; preds = %13
  %15 = getelementptr inbounds i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !28
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i32 0, ptr %0, align 8, !tbaa !26
  br label %19

19:                                               ; preds = %13, %13, %18, %14
  %20 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 %1, ptr %20, align 8, !tbaa !10
  %21 = icmp eq ptr %2, null
  %22 = icmp eq i32 %1, -4
  %23 = or i1 %22, %21
  br i1 %23, label %40, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  %27 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15
  %28 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15
  %29 = add i64 %27, 3
  %30 = add i64 %29, %28
  %31 = tail call noalias ptr @malloc(i64 noundef %30) #13
  store ptr %31, ptr %4, align 8, !tbaa !16
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %34

33:                                               ; preds = %24
  store i32 -4, ptr %20, align 8, !tbaa !10
  br label %40

34:                                               ; preds = %24
  %35 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15
  %36 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15
  %37 = add i64 %35, 3
  %38 = add i64 %37, %36
  %39 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %31, i64 noundef %38, ptr noundef nonnull @.str.3, ptr noundef %26, ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #14
  br label %40

40:                                               ; preds = %19, %34, %33
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2)
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell64(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !30
  %9 = getelementptr inbounds i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !35
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !29
  br label %15

15:                                               ; preds = %6, %12
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ]
  %17 = add nsw i64 %16, %8
  br label %18

18:                                               ; preds = %3, %1, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ]
  ret i64 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !30
  %9 = getelementptr inbounds i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !35
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !29
  br label %15

15:                                               ; preds = %12, %6
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ]
  %17 = add nsw i64 %16, %8
  br label %18

18:                                               ; preds = %1, %3, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ]
  ret i64 %19
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset64(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !25
  %9 = tail call i64 @lseek64(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14
  %10 = icmp eq i64 %9, -1
  br i1 %10, label %19, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !31
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %11, %14, %6, %3, %1
  %20 = phi i64 [ -1, %1 ], [ -1, %3 ], [ -1, %6 ], [ %18, %14 ], [ %9, %11 ]
  ret i64 %20
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset(ptr noundef readonly %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !25
  %9 = tail call i64 @lseek64(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14
  %10 = icmp eq i64 %9, -1
  br i1 %10, label %19, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !31
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %1, %3, %6, %11, %14
  %20 = phi i64 [ -1, %1 ], [ -1, %3 ], [ -1, %6 ], [ %18, %14 ], [ %9, %11 ]
  ret i64 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @gzeof(ptr noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 92
  %9 = load i32, ptr %8, align 4, !tbaa !35
  br label %10

10:                                               ; preds = %3, %7, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %7 ], [ 0, %3 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @gzerror(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %19, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !17
  switch i32 %6, label %19 [
    i32 7247, label %7
    i32 31153, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = icmp eq ptr %1, null
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !10
  br i1 %8, label %12, label %11

11:                                               ; preds = %7
  store i32 %10, ptr %1, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %7, %11
  %13 = icmp eq i32 %10, -4
  br i1 %13, label %19, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 128
  %16 = load ptr, ptr %15, align 8, !tbaa !16
  %17 = icmp eq ptr %16, null
  %18 = select i1 %17, ptr @.str.2, ptr %16
  br label %19

19:                                               ; preds = %14, %12, %4, %2
  %20 = phi ptr [ null, %2 ], [ null, %4 ], [ @.str.1, %12 ], [ %18, %14 ]
  ret ptr %20
}

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @gzclearerr(ptr noundef %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %20, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !17
  switch i32 %5, label %20 [
    i32 7247, label %6
    i32 31153, label %8
  ]

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 88
  store <2 x i32> zeroinitializer, ptr %7, align 8, !tbaa !6
  br label %8

8:                                                ; preds = %3, %6
  %9 = getelementptr inbounds i8, ptr %0, i64 128
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %18, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 120
  %14 = load i32, ptr %13, align 8, !tbaa !10
  %15 = icmp eq i32 %14, -4
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  tail call void @free(ptr noundef nonnull %10) #14
  br label %17

17:                                               ; preds = %16, %12
  store ptr null, ptr %9, align 8, !tbaa !16
  br label %18

18:                                               ; preds = %8, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 120
  store i32 0, ptr %19, align 8, !tbaa !10
  br label %20

20:                                               ; preds = %3, %1, %18
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @gz_intmax() local_unnamed_addr #9 {
  ret i32 2147483647
}

; Function Attrs: nofree
declare noundef i32 @open(ptr nocapture noundef readonly, i32 noundef, ...) local_unnamed_addr #10

declare i32 @fcntl(i32 noundef, i32 noundef, ...) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #12

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

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
!10 = !{!11, !7, i64 120}
!11 = !{!"", !12, i64 0, !7, i64 24, !7, i64 28, !13, i64 32, !7, i64 40, !7, i64 44, !13, i64 48, !13, i64 56, !7, i64 64, !7, i64 68, !7, i64 72, !7, i64 76, !14, i64 80, !7, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !14, i64 112, !7, i64 120, !13, i64 128, !15, i64 136}
!12 = !{!"gzFile_s", !7, i64 0, !13, i64 8, !14, i64 16}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = !{!"z_stream_s", !13, i64 0, !7, i64 8, !14, i64 16, !13, i64 24, !7, i64 32, !14, i64 40, !13, i64 48, !13, i64 56, !13, i64 64, !13, i64 72, !13, i64 80, !7, i64 88, !14, i64 96, !14, i64 104}
!16 = !{!11, !13, i64 128}
!17 = !{!11, !7, i64 24}
!18 = !{!11, !7, i64 64}
!19 = !{!8, !8, i64 0}
!20 = !{!11, !7, i64 96}
!21 = !{!11, !7, i64 100}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!11, !13, i64 32}
!25 = !{!11, !7, i64 28}
!26 = !{!11, !7, i64 0}
!27 = !{!11, !7, i64 104}
!28 = !{!11, !7, i64 76}
!29 = !{!11, !14, i64 112}
!30 = !{!11, !14, i64 16}
!31 = !{!11, !7, i64 144}
!32 = !{!11, !7, i64 40}
!33 = !{!11, !7, i64 44}
!34 = !{!11, !14, i64 80}
!35 = !{!11, !7, i64 92}
!36 = !{!11, !7, i64 72}
!37 = !{!11, !13, i64 8}
