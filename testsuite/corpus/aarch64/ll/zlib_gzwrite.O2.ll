; ModuleID = 'src/zlib/gzwrite.c'
source_filename = "src/zlib/gzwrite.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [37 x i8] c"requested length does not fit in int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"string length does not fit in int\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"stalled write on gzprintf\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.6 = private unnamed_addr constant [39 x i8] c"internal error: deflate stream corrupt\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @gzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %24, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !6
  %8 = icmp eq i32 %7, 31153
  br i1 %8, label %9, label %24

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !15
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 76
  %15 = load i32, ptr %14, align 4, !tbaa !16
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %13, %9
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %18 = icmp slt i32 %2, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -3, ptr noundef nonnull @.str) #14
  br label %24

20:                                               ; preds = %17
  %21 = zext nneg i32 %2 to i64
  %22 = tail call fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %21)
  %23 = trunc i64 %22 to i32
  br label %24

24:                                               ; preds = %5, %13, %3, %20, %19
  %25 = phi i32 [ 0, %19 ], [ %23, %20 ], [ 0, %3 ], [ 0, %13 ], [ 0, %5 ]
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_write(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %95, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = load i32, ptr %6, align 8, !tbaa !17
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = tail call fastcc i32 @gz_init(ptr noundef nonnull %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %95, label %12

12:                                               ; preds = %9, %5
  %13 = getelementptr inbounds i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !18
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0)
  %18 = icmp eq i32 %17, -1
  br i1 %18, label %95, label %19

19:                                               ; preds = %16, %12
  %20 = load i32, ptr %6, align 8, !tbaa !17
  %21 = zext i32 %20 to i64
  %22 = icmp ugt i64 %21, %2
  %23 = getelementptr inbounds i8, ptr %0, i64 136
  %24 = getelementptr inbounds i8, ptr %0, i64 144
  br i1 %22, label %25, label %66

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %0, i64 48
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  br label %28

28:                                               ; preds = %25, %62
  %29 = phi i64 [ %60, %62 ], [ %2, %25 ]
  %30 = phi ptr [ %63, %62 ], [ %1, %25 ]
  %31 = load i32, ptr %24, align 8, !tbaa !19
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = load ptr, ptr %23, align 8, !tbaa !20
  %35 = load ptr, ptr %26, align 8, !tbaa !21
  br label %38

36:                                               ; preds = %28
  %37 = load ptr, ptr %26, align 8, !tbaa !21
  store ptr %37, ptr %23, align 8, !tbaa !20
  br label %38

38:                                               ; preds = %33, %36
  %39 = phi ptr [ %35, %33 ], [ %37, %36 ]
  %40 = phi ptr [ %34, %33 ], [ %37, %36 ]
  %41 = zext i32 %31 to i64
  %42 = getelementptr inbounds i8, ptr %40, i64 %41
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  %46 = trunc i64 %45 to i32
  %47 = load i32, ptr %6, align 8, !tbaa !17
  %48 = sub i32 %47, %46
  %49 = zext i32 %48 to i64
  %50 = icmp ult i64 %29, %49
  %51 = trunc nuw i64 %29 to i32
  %52 = select i1 %50, i32 %51, i32 %48
  %53 = and i64 %45, 4294967295
  %54 = getelementptr inbounds i8, ptr %39, i64 %53
  %55 = zext i32 %52 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %54, ptr align 1 %30, i64 %55, i1 false)
  %56 = load i32, ptr %24, align 8, !tbaa !19
  %57 = add i32 %52, %56
  store i32 %57, ptr %24, align 8, !tbaa !19
  %58 = load i64, ptr %27, align 8, !tbaa !22
  %59 = add nsw i64 %58, %55
  store i64 %59, ptr %27, align 8, !tbaa !22
  %60 = sub i64 %29, %55
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %95, label %62

62:                                               ; preds = %38
  %63 = getelementptr inbounds i8, ptr %30, i64 %55
  %64 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %65 = icmp eq i32 %64, -1
  br i1 %65, label %88, label %28

66:                                               ; preds = %19
  %67 = load i32, ptr %24, align 8, !tbaa !19
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %72, label %69

69:                                               ; preds = %66
  %70 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %71 = icmp eq i32 %70, -1
  br i1 %71, label %95, label %72

72:                                               ; preds = %69, %66
  store ptr %1, ptr %23, align 8, !tbaa !20
  %73 = getelementptr inbounds i8, ptr %0, i64 16
  br label %74

74:                                               ; preds = %86, %72
  %75 = phi i64 [ %2, %72 ], [ %84, %86 ]
  %76 = tail call i64 @llvm.umin.i64(i64 %75, i64 4294967295)
  %77 = trunc nuw i64 %76 to i32
  store i32 %77, ptr %24, align 8, !tbaa !19
  %78 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %79 = load i32, ptr %24, align 8, !tbaa !19
  %80 = sub i32 %77, %79
  %81 = zext i32 %80 to i64
  %82 = load i64, ptr %73, align 8, !tbaa !22
  %83 = add nsw i64 %82, %81
  store i64 %83, ptr %73, align 8, !tbaa !22
  %84 = sub i64 %75, %81
  %85 = icmp eq i32 %78, -1
  br i1 %85, label %88, label %86

86:                                               ; preds = %74
  %87 = icmp eq i64 %84, 0
  br i1 %87, label %95, label %74, !llvm.loop !23

88:                                               ; preds = %74, %62
  %89 = phi i64 [ %60, %62 ], [ %84, %74 ]
  %90 = getelementptr inbounds i8, ptr %0, i64 76
  %91 = load i32, ptr %90, align 4, !tbaa !16
  %92 = icmp eq i32 %91, 0
  %93 = sub i64 %2, %89
  %94 = select i1 %92, i64 0, i64 %93
  br label %95

95:                                               ; preds = %86, %38, %88, %69, %16, %9, %3
  %96 = phi i64 [ 0, %3 ], [ 0, %9 ], [ 0, %16 ], [ 0, %69 ], [ %94, %88 ], [ %2, %38 ], [ %2, %86 ]
  ret i64 %96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfwrite(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %3, null
  br i1 %5, label %30, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !6
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %30

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %3, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %3, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !16
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef 0, ptr noundef null) #14
  %19 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1, i64 %2)
  %20 = extractvalue { i64, i1 } %19, 0
  %21 = icmp eq i64 %1, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = extractvalue { i64, i1 } %19, 1
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef -2, ptr noundef nonnull @.str.1) #14
  br label %30

25:                                               ; preds = %22, %18
  %26 = icmp eq i64 %20, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %25
  %28 = tail call fastcc i64 @gz_write(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %20)
  %29 = udiv i64 %28, %1
  br label %30

30:                                               ; preds = %27, %25, %6, %14, %4, %24
  %31 = phi i64 [ 0, %24 ], [ 0, %4 ], [ 0, %14 ], [ 0, %6 ], [ %29, %27 ], [ 0, %25 ]
  ret i64 %31
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzputc(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [1 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #14
  %4 = icmp eq ptr %0, null
  br i1 %4, label %66, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 136
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !6
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %66

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !16
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %66, label %18

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %19 = getelementptr inbounds i8, ptr %0, i64 112
  %20 = load i64, ptr %19, align 8, !tbaa !18
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %66, label %25

25:                                               ; preds = %22, %18
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  %27 = load i32, ptr %26, align 8, !tbaa !17
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %60, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %0, i64 144
  %31 = load i32, ptr %30, align 8, !tbaa !25
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = load ptr, ptr %6, align 8, !tbaa !26
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = load ptr, ptr %35, align 8, !tbaa !21
  br label %40

37:                                               ; preds = %29
  %38 = getelementptr inbounds i8, ptr %0, i64 48
  %39 = load ptr, ptr %38, align 8, !tbaa !21
  store ptr %39, ptr %6, align 8, !tbaa !26
  br label %40

40:                                               ; preds = %33, %37
  %41 = phi ptr [ %36, %33 ], [ %39, %37 ]
  %42 = phi ptr [ %34, %33 ], [ %39, %37 ]
  %43 = zext i32 %31 to i64
  %44 = getelementptr inbounds i8, ptr %42, i64 %43
  %45 = ptrtoint ptr %44 to i64
  %46 = ptrtoint ptr %41 to i64
  %47 = sub i64 %45, %46
  %48 = trunc i64 %47 to i32
  %49 = icmp ugt i32 %27, %48
  br i1 %49, label %50, label %60

50:                                               ; preds = %40
  %51 = trunc i32 %1 to i8
  %52 = and i64 %47, 4294967295
  %53 = getelementptr inbounds i8, ptr %41, i64 %52
  store i8 %51, ptr %53, align 1, !tbaa !27
  %54 = load i32, ptr %30, align 8, !tbaa !25
  %55 = add i32 %54, 1
  store i32 %55, ptr %30, align 8, !tbaa !25
  %56 = getelementptr inbounds i8, ptr %0, i64 16
  %57 = load i64, ptr %56, align 8, !tbaa !22
  %58 = add nsw i64 %57, 1
  store i64 %58, ptr %56, align 8, !tbaa !22
  %59 = and i32 %1, 255
  br label %66

60:                                               ; preds = %40, %25
  %61 = trunc i32 %1 to i8
  store i8 %61, ptr %3, align 4, !tbaa !27
  %62 = call fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef nonnull %3, i64 noundef 1)
  %63 = icmp eq i64 %62, 1
  %64 = and i32 %1, 255
  %65 = select i1 %63, i32 %64, i32 -1
  br label %66

66:                                               ; preds = %60, %22, %5, %14, %2, %50
  %67 = phi i32 [ %59, %50 ], [ -1, %2 ], [ -1, %14 ], [ -1, %5 ], [ -1, %22 ], [ %65, %60 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #14
  ret i32 %67
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_zero(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = getelementptr inbounds i8, ptr %0, i64 144
  %4 = load i32, ptr %3, align 8, !tbaa !25
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %8 = icmp eq i32 %7, -1
  br i1 %8, label %53, label %9

9:                                                ; preds = %6, %1
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = getelementptr inbounds i8, ptr %0, i64 112
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = load i32, ptr %10, align 8, !tbaa !17
  %15 = zext i32 %14 to i64
  %16 = load i64, ptr %11, align 8, !tbaa !18
  %17 = icmp slt i64 %16, %15
  %18 = trunc i64 %16 to i32
  %19 = select i1 %17, i32 %18, i32 %14
  %20 = load ptr, ptr %12, align 8, !tbaa !21
  %21 = zext i32 %19 to i64
  tail call void @llvm.memset.p0.i64(ptr align 1 %20, i8 0, i64 %21, i1 false)
  store i32 %19, ptr %3, align 8, !tbaa !25
  %22 = load ptr, ptr %12, align 8, !tbaa !21
  store ptr %22, ptr %2, align 8, !tbaa !26
  %23 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %24 = load i32, ptr %3, align 8, !tbaa !25
  %25 = sub i32 %19, %24
  %26 = zext i32 %25 to i64
  %27 = load i64, ptr %13, align 8, !tbaa !22
  %28 = add nsw i64 %27, %26
  store i64 %28, ptr %13, align 8, !tbaa !22
  %29 = load i64, ptr %11, align 8, !tbaa !18
  %30 = sub nsw i64 %29, %26
  store i64 %30, ptr %11, align 8, !tbaa !18
  %31 = icmp eq i32 %23, -1
  br i1 %31, label %53, label %32

32:                                               ; preds = %9
  %33 = icmp eq i64 %29, %26
  br i1 %33, label %53, label %34

34:                                               ; preds = %32, %51
  %35 = phi i64 [ %49, %51 ], [ %30, %32 ]
  %36 = load ptr, ptr %12, align 8, !tbaa !21
  %37 = load i32, ptr %10, align 8, !tbaa !17
  %38 = zext i32 %37 to i64
  %39 = icmp slt i64 %35, %38
  %40 = trunc i64 %35 to i32
  %41 = select i1 %39, i32 %40, i32 %37
  store i32 %41, ptr %3, align 8, !tbaa !25
  store ptr %36, ptr %2, align 8, !tbaa !26
  %42 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %43 = load i32, ptr %3, align 8, !tbaa !25
  %44 = sub i32 %41, %43
  %45 = zext i32 %44 to i64
  %46 = load i64, ptr %13, align 8, !tbaa !22
  %47 = add nsw i64 %46, %45
  store i64 %47, ptr %13, align 8, !tbaa !22
  %48 = load i64, ptr %11, align 8, !tbaa !18
  %49 = sub nsw i64 %48, %45
  store i64 %49, ptr %11, align 8, !tbaa !18
  %50 = icmp eq i32 %42, -1
  br i1 %50, label %53, label %51

51:                                               ; preds = %34
  %52 = icmp eq i64 %48, %45
  br i1 %52, label %53, label %34, !llvm.loop !28

53:                                               ; preds = %51, %34, %9, %32, %6
  %54 = phi i32 [ -1, %6 ], [ -1, %9 ], [ 0, %32 ], [ -1, %34 ], [ 0, %51 ]
  ret i32 %54
}

; Function Attrs: nounwind uwtable
define dso_local i32 @gzputs(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = icmp eq i32 %6, 31153
  br i1 %7, label %8, label %27

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !15
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 76
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %12, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #15
  %18 = icmp ult i64 %17, 2147483648
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.2) #14
  br label %27

20:                                               ; preds = %16
  %21 = tail call fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %17)
  %22 = icmp ne i64 %17, 0
  %23 = icmp eq i64 %21, 0
  %24 = select i1 %22, i1 %23, i1 false
  %25 = trunc i64 %21 to i32
  %26 = select i1 %24, i32 -1, i32 %25
  br label %27

27:                                               ; preds = %4, %12, %2, %20, %19
  %28 = phi i32 [ -1, %19 ], [ %26, %20 ], [ -1, %2 ], [ -1, %12 ], [ -1, %4 ]
  ret i32 %28
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @gzvprintf(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = alloca %struct.__va_list, align 8
  %5 = icmp eq ptr %0, null
  br i1 %5, label %129, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 136
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load i32, ptr %8, align 8, !tbaa !6
  %10 = icmp eq i32 %9, 31153
  br i1 %10, label %11, label %129

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %0, i64 120
  %13 = load i32, ptr %12, align 8, !tbaa !15
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 76
  %17 = load i32, ptr %16, align 4, !tbaa !16
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %129, label %19

19:                                               ; preds = %15, %11
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %19
  %24 = tail call fastcc i32 @gz_init(ptr noundef nonnull %0)
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %26, label %28

26:                                               ; preds = %23
  %27 = load i32, ptr %12, align 8, !tbaa !15
  br label %129

28:                                               ; preds = %23, %19
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  %30 = load i64, ptr %29, align 8, !tbaa !18
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %37, label %32

32:                                               ; preds = %28
  %33 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0)
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %35, label %37

35:                                               ; preds = %32
  %36 = load i32, ptr %12, align 8, !tbaa !15
  br label %129

37:                                               ; preds = %32, %28
  %38 = load ptr, ptr %7, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %0, i64 144
  %40 = load i32, ptr %39, align 8, !tbaa !25
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %38, i64 %41
  %43 = getelementptr inbounds i8, ptr %0, i64 48
  %44 = load ptr, ptr %43, align 8, !tbaa !21
  %45 = load i32, ptr %20, align 8, !tbaa !17
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  %48 = icmp ugt ptr %42, %47
  br i1 %48, label %49, label %62

49:                                               ; preds = %37
  %50 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %51 = load i32, ptr %39, align 8, !tbaa !25
  %52 = icmp eq i32 %51, 0
  %53 = load ptr, ptr %43, align 8, !tbaa !21
  br i1 %52, label %54, label %55

54:                                               ; preds = %49
  store ptr %53, ptr %7, align 8, !tbaa !26
  br label %62

55:                                               ; preds = %49
  %56 = load ptr, ptr %7, align 8, !tbaa !26
  %57 = zext i32 %51 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %53, ptr align 1 %56, i64 %57, i1 false)
  %58 = load ptr, ptr %43, align 8, !tbaa !21
  store ptr %58, ptr %7, align 8, !tbaa !26
  %59 = load i32, ptr %39, align 8, !tbaa !25
  %60 = load i32, ptr %20, align 8, !tbaa !17
  %61 = icmp ule i32 %59, %60
  br label %62

62:                                               ; preds = %37, %54, %55
  %63 = phi ptr [ %53, %54 ], [ %58, %55 ], [ %44, %37 ]
  %64 = phi i32 [ 0, %54 ], [ %59, %55 ], [ %40, %37 ]
  %65 = phi i1 [ true, %54 ], [ %61, %55 ], [ true, %37 ]
  %66 = load i32, ptr %12, align 8, !tbaa !15
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %83, label %68

68:                                               ; preds = %62
  br i1 %65, label %74, label %69

69:                                               ; preds = %68
  %70 = getelementptr inbounds i8, ptr %0, i64 76
  %71 = load i32, ptr %70, align 4, !tbaa !16
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %74, label %73

73:                                               ; preds = %69
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -5, ptr noundef nonnull @.str.3) #14
  br label %74

74:                                               ; preds = %73, %69, %68
  %75 = getelementptr inbounds i8, ptr %0, i64 76
  %76 = load i32, ptr %75, align 4, !tbaa !16
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %39, align 8, !tbaa !25
  %80 = load ptr, ptr %43, align 8, !tbaa !21
  br label %83

81:                                               ; preds = %74
  %82 = load i32, ptr %12, align 8, !tbaa !15
  br label %129

83:                                               ; preds = %78, %62
  %84 = phi ptr [ %80, %78 ], [ %63, %62 ]
  %85 = phi i32 [ %79, %78 ], [ %64, %62 ]
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %83
  %88 = load ptr, ptr %7, align 8, !tbaa !26
  br label %90

89:                                               ; preds = %83
  store ptr %84, ptr %7, align 8, !tbaa !26
  br label %90

90:                                               ; preds = %87, %89
  %91 = phi ptr [ %88, %87 ], [ %84, %89 ]
  %92 = ptrtoint ptr %91 to i64
  %93 = ptrtoint ptr %84 to i64
  %94 = sub i64 %92, %93
  %95 = getelementptr inbounds i8, ptr %84, i64 %94
  %96 = zext i32 %85 to i64
  %97 = getelementptr inbounds i8, ptr %95, i64 %96
  %98 = load i32, ptr %20, align 8, !tbaa !17
  %99 = add i32 %98, -1
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i8, ptr %97, i64 %100
  store i8 0, ptr %101, align 1, !tbaa !27
  %102 = load i32, ptr %20, align 8, !tbaa !17
  %103 = zext i32 %102 to i64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !30
  %104 = call i32 @vsnprintf(ptr noundef %97, i64 noundef %103, ptr noundef %1, ptr noundef nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %129, label %106

106:                                              ; preds = %90
  %107 = load i32, ptr %20, align 8, !tbaa !17
  %108 = icmp ult i32 %104, %107
  br i1 %108, label %109, label %129

109:                                              ; preds = %106
  %110 = add i32 %107, -1
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds i8, ptr %97, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !27
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %115, label %129

115:                                              ; preds = %109
  %116 = load i32, ptr %39, align 8, !tbaa !25
  %117 = add i32 %116, %104
  store i32 %117, ptr %39, align 8, !tbaa !25
  %118 = sext i32 %104 to i64
  %119 = getelementptr inbounds i8, ptr %0, i64 16
  %120 = load i64, ptr %119, align 8, !tbaa !22
  %121 = add nsw i64 %120, %118
  store i64 %121, ptr %119, align 8, !tbaa !22
  call fastcc void @gz_vacate(ptr noundef nonnull %0)
  %122 = load i32, ptr %12, align 8, !tbaa !15
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %128, label %124

124:                                              ; preds = %115
  %125 = getelementptr inbounds i8, ptr %0, i64 76
  %126 = load i32, ptr %125, align 4, !tbaa !16
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %129, label %128

128:                                              ; preds = %124, %115
  br label %129

129:                                              ; preds = %124, %90, %106, %109, %6, %15, %3, %128, %81, %35, %26
  %130 = phi i32 [ %27, %26 ], [ %36, %35 ], [ %104, %128 ], [ %82, %81 ], [ -2, %3 ], [ -2, %15 ], [ -2, %6 ], [ 0, %109 ], [ 0, %106 ], [ 0, %90 ], [ %122, %124 ]
  ret i32 %130
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_init(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = getelementptr inbounds i8, ptr %0, i64 44
  %4 = load i32, ptr %3, align 4, !tbaa !33
  %5 = shl i32 %4, 1
  %6 = zext i32 %5 to i64
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #16
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %7, ptr %8, align 8, !tbaa !21
  %9 = icmp eq ptr %7, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14
  br label %44

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load i32, ptr %12, align 8, !tbaa !34
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %4, ptr %16, align 8, !tbaa !17
  br label %44

17:                                               ; preds = %11
  %18 = zext i32 %4 to i64
  %19 = tail call noalias ptr @malloc(i64 noundef %18) #16
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %19, ptr %20, align 8, !tbaa !35
  %21 = icmp eq ptr %19, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  tail call void @free(ptr noundef nonnull %7) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14
  br label %44

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 200
  %25 = getelementptr inbounds i8, ptr %0, i64 96
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false)
  %26 = load i32, ptr %25, align 8, !tbaa !36
  %27 = getelementptr inbounds i8, ptr %0, i64 100
  %28 = load i32, ptr %27, align 4, !tbaa !37
  %29 = tail call i32 @deflateInit2_(ptr noundef nonnull %2, i32 noundef %26, i32 noundef 8, i32 noundef 31, i32 noundef 8, i32 noundef %28, ptr noundef nonnull @.str.5, i32 noundef 112) #14
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %23
  %32 = load ptr, ptr %20, align 8, !tbaa !35
  tail call void @free(ptr noundef %32) #14
  %33 = load ptr, ptr %8, align 8, !tbaa !21
  tail call void @free(ptr noundef %33) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14
  br label %44

34:                                               ; preds = %23
  store ptr null, ptr %2, align 8, !tbaa !26
  %35 = load i32, ptr %12, align 8, !tbaa !34
  %36 = load i32, ptr %3, align 4, !tbaa !33
  %37 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %36, ptr %37, align 8, !tbaa !17
  %38 = icmp eq i32 %35, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, ptr %0, i64 168
  store i32 %36, ptr %40, align 8, !tbaa !38
  %41 = load ptr, ptr %20, align 8, !tbaa !35
  %42 = getelementptr inbounds i8, ptr %0, i64 160
  store ptr %41, ptr %42, align 8, !tbaa !39
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %41, ptr %43, align 8, !tbaa !40
  br label %44

44:                                               ; preds = %15, %34, %39, %31, %22, %10
  %45 = phi i32 [ -1, %10 ], [ -1, %22 ], [ -1, %31 ], [ 0, %39 ], [ 0, %34 ], [ 0, %15 ]
  ret i32 %45
}

; Function Attrs: nounwind uwtable
define internal fastcc void @gz_vacate(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = load ptr, ptr %2, align 8, !tbaa !26
  %4 = getelementptr inbounds i8, ptr %0, i64 144
  %5 = load i32, ptr %4, align 8, !tbaa !25
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load ptr, ptr %8, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = load i32, ptr %10, align 8, !tbaa !17
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i8, ptr %9, i64 %12
  %14 = icmp ugt ptr %7, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %1
  %16 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %17 = load i32, ptr %4, align 8, !tbaa !25
  %18 = icmp eq i32 %17, 0
  %19 = load ptr, ptr %8, align 8, !tbaa !21
  br i1 %18, label %24, label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %2, align 8, !tbaa !26
  %22 = zext i32 %17 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %19, ptr align 1 %21, i64 %22, i1 false)
  %23 = load ptr, ptr %8, align 8, !tbaa !21
  br label %24

24:                                               ; preds = %15, %20
  %25 = phi ptr [ %23, %20 ], [ %19, %15 ]
  store ptr %25, ptr %2, align 8, !tbaa !26
  br label %26

26:                                               ; preds = %24, %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define dso_local i32 @gzprintf(ptr noundef %0, ptr nocapture noundef readonly %1, ...) local_unnamed_addr #0 {
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.va_start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !30
  %5 = call i32 @gzvprintf(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nounwind uwtable
define dso_local i32 @gzflush(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %29, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = icmp eq i32 %6, 31153
  br i1 %7, label %8, label %29

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !15
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 76
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %29, label %16

16:                                               ; preds = %12, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %17 = icmp ugt i32 %1, 4
  br i1 %17, label %29, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 112
  %20 = load i64, ptr %19, align 8, !tbaa !18
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %27, label %25

25:                                               ; preds = %22, %18
  %26 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef %1)
  br label %27

27:                                               ; preds = %22, %25
  %28 = load i32, ptr %9, align 8, !tbaa !15
  br label %29

29:                                               ; preds = %27, %16, %4, %12, %2
  %30 = phi i32 [ -2, %2 ], [ -2, %12 ], [ -2, %4 ], [ -2, %16 ], [ %28, %27 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_comp(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 136
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  %5 = load i32, ptr %4, align 8, !tbaa !17
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = tail call fastcc i32 @gz_init(ptr noundef nonnull %0)
  %9 = icmp eq i32 %8, -1
  br i1 %9, label %127, label %10

10:                                               ; preds = %7, %2
  %11 = getelementptr inbounds i8, ptr %0, i64 64
  %12 = load i32, ptr %11, align 8, !tbaa !34
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %47, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !25
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %127, label %18

18:                                               ; preds = %14
  %19 = tail call ptr @__errno_location() #17
  %20 = getelementptr inbounds i8, ptr %0, i64 76
  %21 = getelementptr inbounds i8, ptr %0, i64 28
  %22 = load ptr, ptr %3, align 8, !tbaa !26
  br label %23

23:                                               ; preds = %18, %40
  %24 = phi ptr [ %22, %18 ], [ %45, %40 ]
  store i32 0, ptr %19, align 4, !tbaa !32
  store i32 0, ptr %20, align 4, !tbaa !16
  %25 = load i32, ptr %15, align 8, !tbaa !25
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 1073741824)
  %27 = load i32, ptr %21, align 4, !tbaa !41
  %28 = zext nneg i32 %26 to i64
  %29 = tail call i64 @write(i32 noundef %27, ptr noundef %24, i64 noundef %28) #14
  %30 = trunc i64 %29 to i32
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %32, label %40

32:                                               ; preds = %23
  %33 = load i32, ptr %19, align 4, !tbaa !32
  %34 = icmp eq i32 %33, 11
  br i1 %34, label %35, label %37

35:                                               ; preds = %32
  store i32 1, ptr %20, align 4, !tbaa !16
  %36 = load i32, ptr %19, align 4, !tbaa !32
  br label %37

37:                                               ; preds = %32, %35
  %38 = phi i32 [ %33, %32 ], [ %36, %35 ]
  %39 = tail call ptr @strerror(i32 noundef %38) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %39) #14
  br label %127

40:                                               ; preds = %23
  %41 = load i32, ptr %15, align 8, !tbaa !25
  %42 = sub i32 %41, %30
  store i32 %42, ptr %15, align 8, !tbaa !25
  %43 = load ptr, ptr %3, align 8, !tbaa !26
  %44 = and i64 %29, 2147483647
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  store ptr %45, ptr %3, align 8, !tbaa !26
  %46 = icmp eq i32 %41, %30
  br i1 %46, label %127, label %23, !llvm.loop !42

47:                                               ; preds = %10
  %48 = getelementptr inbounds i8, ptr %0, i64 104
  %49 = load i32, ptr %48, align 8, !tbaa !43
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, ptr %0, i64 144
  %53 = load i32, ptr %52, align 8, !tbaa !25
  %54 = or i32 %53, %1
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %127, label %56

56:                                               ; preds = %51
  %57 = tail call i32 @deflateReset(ptr noundef nonnull %3) #14
  store i32 0, ptr %48, align 8, !tbaa !43
  br label %58

58:                                               ; preds = %56, %47
  %59 = getelementptr inbounds i8, ptr %0, i64 168
  %60 = icmp ne i32 %1, 0
  %61 = icmp ne i32 %1, 4
  %62 = getelementptr inbounds i8, ptr %0, i64 160
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  %64 = getelementptr inbounds i8, ptr %0, i64 76
  %65 = getelementptr inbounds i8, ptr %0, i64 28
  %66 = getelementptr inbounds i8, ptr %0, i64 56
  %67 = load i32, ptr %59, align 8, !tbaa !38
  br label %68

68:                                               ; preds = %121, %58
  %69 = phi i32 [ %67, %58 ], [ %122, %121 ]
  %70 = phi i32 [ 0, %58 ], [ %118, %121 ]
  %71 = icmp eq i32 %69, 0
  br i1 %71, label %76, label %72

72:                                               ; preds = %68
  %73 = icmp eq i32 %70, 1
  %74 = or i1 %61, %73
  %75 = and i1 %60, %74
  br i1 %75, label %76, label %116

76:                                               ; preds = %72, %68
  %77 = load ptr, ptr %62, align 8, !tbaa !39
  %78 = load ptr, ptr %63, align 8, !tbaa !40
  %79 = icmp ugt ptr %77, %78
  br i1 %79, label %80, label %110

80:                                               ; preds = %76
  %81 = tail call ptr @__errno_location() #17
  br label %82

82:                                               ; preds = %80, %102
  %83 = phi ptr [ %78, %80 ], [ %105, %102 ]
  %84 = phi ptr [ %77, %80 ], [ %106, %102 ]
  store i32 0, ptr %81, align 4, !tbaa !32
  store i32 0, ptr %64, align 4, !tbaa !16
  %85 = ptrtoint ptr %84 to i64
  %86 = ptrtoint ptr %83 to i64
  %87 = sub i64 %85, %86
  %88 = tail call i64 @llvm.smin.i64(i64 %87, i64 1073741824)
  %89 = load i32, ptr %65, align 4, !tbaa !41
  %90 = and i64 %88, 4294967295
  %91 = tail call i64 @write(i32 noundef %89, ptr noundef %83, i64 noundef %90) #14
  %92 = and i64 %91, 2147483648
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %102, label %94

94:                                               ; preds = %82
  %95 = load i32, ptr %81, align 4, !tbaa !32
  %96 = icmp eq i32 %95, 11
  br i1 %96, label %97, label %99

97:                                               ; preds = %94
  store i32 1, ptr %64, align 4, !tbaa !16
  %98 = load i32, ptr %81, align 4, !tbaa !32
  br label %99

99:                                               ; preds = %94, %97
  %100 = phi i32 [ %95, %94 ], [ %98, %97 ]
  %101 = tail call ptr @strerror(i32 noundef %100) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %101) #14
  br label %127

102:                                              ; preds = %82
  %103 = load ptr, ptr %63, align 8, !tbaa !40
  %104 = and i64 %91, 2147483647
  %105 = getelementptr inbounds i8, ptr %103, i64 %104
  store ptr %105, ptr %63, align 8, !tbaa !40
  %106 = load ptr, ptr %62, align 8, !tbaa !39
  %107 = icmp ugt ptr %106, %105
  br i1 %107, label %82, label %108, !llvm.loop !44

108:                                              ; preds = %102
  %109 = load i32, ptr %59, align 8, !tbaa !38
  br label %110

110:                                              ; preds = %108, %76
  %111 = phi i32 [ %109, %108 ], [ %69, %76 ]
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %116

113:                                              ; preds = %110
  %114 = load i32, ptr %4, align 8, !tbaa !17
  store i32 %114, ptr %59, align 8, !tbaa !38
  %115 = load ptr, ptr %66, align 8, !tbaa !35
  store ptr %115, ptr %62, align 8, !tbaa !39
  store ptr %115, ptr %63, align 8, !tbaa !40
  br label %116

116:                                              ; preds = %110, %113, %72
  %117 = phi i32 [ %111, %110 ], [ %114, %113 ], [ %69, %72 ]
  %118 = tail call i32 @deflate(ptr noundef nonnull %3, i32 noundef %1) #14
  %119 = icmp eq i32 %118, -2
  br i1 %119, label %120, label %121

120:                                              ; preds = %116
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.6) #14
  br label %127

121:                                              ; preds = %116
  %122 = load i32, ptr %59, align 8, !tbaa !38
  %123 = icmp eq i32 %117, %122
  br i1 %123, label %124, label %68, !llvm.loop !45

124:                                              ; preds = %121
  %125 = icmp eq i32 %1, 4
  br i1 %125, label %126, label %127

126:                                              ; preds = %124
  store i32 1, ptr %48, align 8, !tbaa !43
  br label %127

127:                                              ; preds = %40, %14, %124, %126, %51, %7, %120, %99, %37
  %128 = phi i32 [ -1, %37 ], [ -1, %99 ], [ -1, %120 ], [ -1, %7 ], [ 0, %51 ], [ 0, %126 ], [ 0, %124 ], [ 0, %14 ], [ 0, %40 ]
  ret i32 %128
}

; Function Attrs: nounwind uwtable
define dso_local i32 @gzsetparams(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %56, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 136
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !6
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %56

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !15
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !16
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %56, label %18

18:                                               ; preds = %14, %10
  %19 = getelementptr inbounds i8, ptr %0, i64 64
  %20 = load i32, ptr %19, align 8, !tbaa !34
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %56

22:                                               ; preds = %18
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %23 = getelementptr inbounds i8, ptr %0, i64 96
  %24 = load i32, ptr %23, align 8, !tbaa !36
  %25 = icmp eq i32 %24, %1
  br i1 %25, label %26, label %30

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 100
  %28 = load i32, ptr %27, align 4, !tbaa !37
  %29 = icmp eq i32 %28, %2
  br i1 %29, label %56, label %30

30:                                               ; preds = %26, %22
  %31 = getelementptr inbounds i8, ptr %0, i64 112
  %32 = load i64, ptr %31, align 8, !tbaa !18
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %39, label %34

34:                                               ; preds = %30
  %35 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0)
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %37, label %39

37:                                               ; preds = %34
  %38 = load i32, ptr %11, align 8, !tbaa !15
  br label %56

39:                                               ; preds = %34, %30
  %40 = getelementptr inbounds i8, ptr %0, i64 40
  %41 = load i32, ptr %40, align 8, !tbaa !17
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %54, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %0, i64 144
  %45 = load i32, ptr %44, align 8, !tbaa !25
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %43
  %48 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 5)
  %49 = icmp eq i32 %48, -1
  br i1 %49, label %50, label %52

50:                                               ; preds = %47
  %51 = load i32, ptr %11, align 8, !tbaa !15
  br label %56

52:                                               ; preds = %47, %43
  %53 = tail call i32 @deflateParams(ptr noundef nonnull %6, i32 noundef %1, i32 noundef %2) #14
  br label %54

54:                                               ; preds = %52, %39
  store i32 %1, ptr %23, align 8, !tbaa !36
  %55 = getelementptr inbounds i8, ptr %0, i64 100
  store i32 %2, ptr %55, align 4, !tbaa !37
  br label %56

56:                                               ; preds = %26, %5, %14, %18, %3, %54, %50, %37
  %57 = phi i32 [ %38, %37 ], [ %51, %50 ], [ 0, %54 ], [ -2, %3 ], [ -2, %18 ], [ -2, %14 ], [ -2, %5 ], [ 0, %26 ]
  ret i32 %57
}

declare i32 @deflateParams(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @gzclose_w(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %49, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !6
  %6 = icmp eq i32 %5, 31153
  br i1 %6, label %7, label %49

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  %9 = load i64, ptr %8, align 8, !tbaa !18
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %7
  %12 = tail call fastcc i32 @gz_zero(ptr noundef nonnull %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 120
  %16 = load i32, ptr %15, align 8, !tbaa !15
  br label %17

17:                                               ; preds = %14, %11, %7
  %18 = phi i32 [ %16, %14 ], [ 0, %11 ], [ 0, %7 ]
  %19 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 4)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %0, i64 120
  %23 = load i32, ptr %22, align 8, !tbaa !15
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi i32 [ %23, %21 ], [ %18, %17 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  %27 = load i32, ptr %26, align 8, !tbaa !17
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %41, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %0, i64 64
  %31 = load i32, ptr %30, align 8, !tbaa !34
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %0, i64 136
  %35 = tail call i32 @deflateEnd(ptr noundef nonnull %34) #14
  %36 = getelementptr inbounds i8, ptr %0, i64 56
  %37 = load ptr, ptr %36, align 8, !tbaa !35
  tail call void @free(ptr noundef %37) #14
  br label %38

38:                                               ; preds = %33, %29
  %39 = getelementptr inbounds i8, ptr %0, i64 48
  %40 = load ptr, ptr %39, align 8, !tbaa !21
  tail call void @free(ptr noundef %40) #14
  br label %41

41:                                               ; preds = %38, %24
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = load ptr, ptr %42, align 8, !tbaa !46
  tail call void @free(ptr noundef %43) #14
  %44 = getelementptr inbounds i8, ptr %0, i64 28
  %45 = load i32, ptr %44, align 4, !tbaa !41
  %46 = tail call i32 @close(i32 noundef %45) #14
  %47 = icmp eq i32 %46, -1
  %48 = select i1 %47, i32 -1, i32 %25
  tail call void @free(ptr noundef nonnull %0) #14
  br label %49

49:                                               ; preds = %3, %1, %41
  %50 = phi i32 [ %48, %41 ], [ -2, %1 ], [ -2, %3 ]
  ret i32 %50
}

declare i32 @deflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #10

; Function Attrs: nofree
declare noundef i64 @write(i32 noundef, ptr nocapture noundef readonly, i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #12

declare i32 @deflateReset(ptr noundef) local_unnamed_addr #2

declare i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 24}
!7 = !{!"", !8, i64 0, !9, i64 24, !9, i64 28, !12, i64 32, !9, i64 40, !9, i64 44, !12, i64 48, !12, i64 56, !9, i64 64, !9, i64 68, !9, i64 72, !9, i64 76, !13, i64 80, !9, i64 88, !9, i64 92, !9, i64 96, !9, i64 100, !9, i64 104, !13, i64 112, !9, i64 120, !12, i64 128, !14, i64 136}
!8 = !{!"gzFile_s", !9, i64 0, !12, i64 8, !13, i64 16}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!"any pointer", !10, i64 0}
!13 = !{!"long", !10, i64 0}
!14 = !{!"z_stream_s", !12, i64 0, !9, i64 8, !13, i64 16, !12, i64 24, !9, i64 32, !13, i64 40, !12, i64 48, !12, i64 56, !12, i64 64, !12, i64 72, !12, i64 80, !9, i64 88, !13, i64 96, !13, i64 104}
!15 = !{!7, !9, i64 120}
!16 = !{!7, !9, i64 76}
!17 = !{!7, !9, i64 40}
!18 = !{!7, !13, i64 112}
!19 = !{!7, !9, i64 144}
!20 = !{!7, !12, i64 136}
!21 = !{!7, !12, i64 48}
!22 = !{!7, !13, i64 16}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!14, !9, i64 8}
!26 = !{!14, !12, i64 0}
!27 = !{!10, !10, i64 0}
!28 = distinct !{!28, !24, !29}
!29 = !{!"llvm.loop.peeled.count", i32 1}
!30 = !{i64 0, i64 8, !31, i64 8, i64 8, !31, i64 16, i64 8, !31, i64 24, i64 4, !32, i64 28, i64 4, !32}
!31 = !{!12, !12, i64 0}
!32 = !{!9, !9, i64 0}
!33 = !{!7, !9, i64 44}
!34 = !{!7, !9, i64 64}
!35 = !{!7, !12, i64 56}
!36 = !{!7, !9, i64 96}
!37 = !{!7, !9, i64 100}
!38 = !{!14, !9, i64 32}
!39 = !{!14, !12, i64 24}
!40 = !{!7, !12, i64 8}
!41 = !{!7, !9, i64 28}
!42 = distinct !{!42, !24}
!43 = !{!7, !9, i64 104}
!44 = distinct !{!44, !24}
!45 = distinct !{!45, !24}
!46 = !{!7, !12, i64 32}
