; ModuleID = 'programs/text_formatting.c'
source_filename = "programs/text_formatting.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i64, ptr }

@.str = private unnamed_addr constant [123 x i8] c"The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump.\00", align 1
@__const.main.samples = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"%ld: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%s %s %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"name,\22Smith, John\22,42,\22say \22\22hi\22\22\22,,end\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c" n=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"|%-*s|\0A\00", align 1
@to_roman.v = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 4
@to_roman.s = internal unnamed_addr constant [13 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 8
@.str.9 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@ones.rel = internal unnamed_addr constant [20 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.32 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.33 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.35 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.36 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.37 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.38 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.39 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.40 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.41 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.42 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.43 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.44 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.45 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.46 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.47 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32)], align 4
@tens.rel = internal unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.48 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.48 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.49 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.50 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.51 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.52 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.53 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.54 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.55 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.56 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32)], align 4
@words.big = internal unnamed_addr constant [4 x %struct.anon] [%struct.anon { i64 1000000000, ptr @.str.23 }, %struct.anon { i64 1000000, ptr @.str.24 }, %struct.anon { i64 1000, ptr @.str.25 }, %struct.anon { i64 100, ptr @.str.26 }], align 8
@.str.23 = private unnamed_addr constant [8 x i8] c"billion\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"million\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"thousand\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"hundred\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.37 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.38 = private unnamed_addr constant [4 x i8] c"ten\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"twelve\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"thirteen\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"fourteen\00", align 1
@.str.43 = private unnamed_addr constant [8 x i8] c"fifteen\00", align 1
@.str.44 = private unnamed_addr constant [8 x i8] c"sixteen\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"seventeen\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"eighteen\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"nineteen\00", align 1
@.str.48 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"twenty\00", align 1
@.str.50 = private unnamed_addr constant [7 x i8] c"thirty\00", align 1
@.str.51 = private unnamed_addr constant [6 x i8] c"forty\00", align 1
@.str.52 = private unnamed_addr constant [6 x i8] c"fifty\00", align 1
@.str.53 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1
@.str.54 = private unnamed_addr constant [8 x i8] c"seventy\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"eighty\00", align 1
@.str.56 = private unnamed_addr constant [7 x i8] c"ninety\00", align 1
@.str.57 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [72 x i8], align 4
  %2 = alloca [128 x i8], align 1
  %3 = alloca [32 x i8], align 4
  %4 = alloca [256 x i8], align 1
  %5 = alloca [72 x i8], align 8
  %6 = alloca [72 x i8], align 4
  %7 = alloca [72 x i8], align 4
  %8 = alloca [72 x i8], align 4
  %9 = alloca [8 x [32 x i8]], align 1
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  br label %10

10:                                               ; preds = %44, %0
  %11 = phi i8 [ 84, %0 ], [ %53, %44 ]
  %12 = phi i32 [ 0, %0 ], [ %50, %44 ]
  %13 = phi ptr [ @.str, %0 ], [ %23, %44 ]
  %14 = icmp eq i8 %11, 32
  br i1 %14, label %17, label %15

15:                                               ; preds = %17, %10
  %16 = phi ptr [ %13, %10 ], [ %19, %17 ]
  br label %22

17:                                               ; preds = %10, %17
  %18 = phi ptr [ %19, %17 ], [ %13, %10 ]
  %19 = getelementptr inbounds i8, ptr %18, i64 1
  %20 = load i8, ptr %19, align 1, !tbaa !6
  %21 = icmp eq i8 %20, 32
  br i1 %21, label %17, label %15, !llvm.loop !9

22:                                               ; preds = %25, %15
  %23 = phi ptr [ %26, %25 ], [ %16, %15 ]
  %24 = load i8, ptr %23, align 1, !tbaa !6
  switch i8 %24, label %25 [
    i8 0, label %27
    i8 32, label %27
  ]

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  br label %22, !llvm.loop !11

27:                                               ; preds = %22, %22
  %28 = ptrtoint ptr %23 to i64
  %29 = ptrtoint ptr %16 to i64
  %30 = sub i64 %28, %29
  %31 = trunc i64 %30 to i32
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %55, label %33

33:                                               ; preds = %27
  %34 = icmp eq i32 %12, 0
  br i1 %34, label %44, label %35

35:                                               ; preds = %33
  %36 = add nsw i32 %12, 1
  %37 = add nsw i32 %36, %31
  %38 = icmp sgt i32 %37, 28
  br i1 %38, label %39, label %41

39:                                               ; preds = %35
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 28, ptr noundef nonnull %2)
  br label %44

41:                                               ; preds = %35
  %42 = sext i32 %12 to i64
  %43 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %42
  store i8 32, ptr %43, align 1, !tbaa !6
  br label %44

44:                                               ; preds = %41, %39, %33
  %45 = phi i32 [ %36, %41 ], [ 0, %39 ], [ 0, %33 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 %46
  %48 = shl i64 %30, 32
  %49 = ashr exact i64 %48, 32
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %47, ptr nonnull align 1 %16, i64 %49, i1 false)
  %50 = add nsw i32 %45, %31
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %51
  store i8 0, ptr %52, align 1, !tbaa !6
  %53 = load i8, ptr %23, align 1, !tbaa !6
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %55, label %10

55:                                               ; preds = %44, %27
  %56 = phi i32 [ %12, %27 ], [ %50, %44 ]
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 28, ptr noundef nonnull %2)
  br label %60

60:                                               ; preds = %55, %58
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  br label %61

61:                                               ; preds = %60, %110
  %62 = phi i32 [ 0, %60 ], [ %114, %110 ]
  %63 = phi i32 [ 1, %60 ], [ %115, %110 ]
  store i8 0, ptr %3, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %78, %61
  %65 = phi i64 [ 0, %61 ], [ %80, %78 ]
  %66 = phi i32 [ %63, %61 ], [ %79, %78 ]
  %67 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %65
  %68 = load i32, ptr %67, align 4, !tbaa !12
  %69 = icmp slt i32 %66, %68
  br i1 %69, label %78, label %70

70:                                               ; preds = %64
  %71 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %65
  %72 = load ptr, ptr %71, align 8, !tbaa !14
  br label %73

73:                                               ; preds = %73, %70
  %74 = phi i32 [ %66, %70 ], [ %76, %73 ]
  %75 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %72) #10
  %76 = sub nsw i32 %74, %68
  %77 = icmp slt i32 %76, %68
  br i1 %77, label %78, label %73, !llvm.loop !16

78:                                               ; preds = %73, %64
  %79 = phi i32 [ %66, %64 ], [ %76, %73 ]
  %80 = add nuw nsw i64 %65, 1
  %81 = icmp eq i64 %80, 13
  br i1 %81, label %82, label %64, !llvm.loop !17

82:                                               ; preds = %78
  %83 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %3) #11
  %84 = trunc i64 %83 to i32
  %85 = icmp sgt i32 %84, 0
  br i1 %85, label %86, label %110

86:                                               ; preds = %82
  %87 = and i64 %83, 2147483647
  br label %88

88:                                               ; preds = %102, %86
  %89 = phi i64 [ %87, %86 ], [ %92, %102 ]
  %90 = phi i32 [ 0, %86 ], [ %108, %102 ]
  %91 = phi i32 [ 0, %86 ], [ %107, %102 ]
  %92 = add nsw i64 %89, -1
  %93 = getelementptr inbounds i8, ptr %3, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !6
  switch i8 %94, label %102 [
    i8 73, label %95
    i8 86, label %96
    i8 88, label %97
    i8 76, label %98
    i8 67, label %99
    i8 68, label %100
    i8 77, label %101
  ]

95:                                               ; preds = %88
  br label %102

96:                                               ; preds = %88
  br label %102

97:                                               ; preds = %88
  br label %102

98:                                               ; preds = %88
  br label %102

99:                                               ; preds = %88
  br label %102

100:                                              ; preds = %88
  br label %102

101:                                              ; preds = %88
  br label %102

102:                                              ; preds = %101, %100, %99, %98, %97, %96, %95, %88
  %103 = phi i32 [ 0, %88 ], [ 1000, %101 ], [ 500, %100 ], [ 100, %99 ], [ 50, %98 ], [ 10, %97 ], [ 5, %96 ], [ 1, %95 ]
  %104 = icmp ult i32 %103, %90
  %105 = sub nsw i32 0, %103
  %106 = select i1 %104, i32 %105, i32 %103
  %107 = add i32 %106, %91
  %108 = call i32 @llvm.smax.i32(i32 %103, i32 %90)
  %109 = icmp ugt i64 %89, 1
  br i1 %109, label %88, label %110, !llvm.loop !18

110:                                              ; preds = %102, %82
  %111 = phi i32 [ 0, %82 ], [ %107, %102 ]
  %112 = icmp ne i32 %111, %63
  %113 = zext i1 %112 to i32
  %114 = add nuw nsw i32 %62, %113
  %115 = add nuw nsw i32 %63, 1
  %116 = icmp eq i32 %115, 4000
  br i1 %116, label %133, label %61, !llvm.loop !19

117:                                              ; preds = %155
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %114)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 0, ptr noundef nonnull %4)
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 13, ptr noundef nonnull %4)
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 13, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 85, ptr noundef nonnull %4)
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 85, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 100, ptr noundef nonnull %4)
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 100, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 101, ptr noundef nonnull %4)
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 101, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 999, ptr noundef nonnull %4)
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 999, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 1000, ptr noundef nonnull %4)
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 123456, ptr noundef nonnull %4)
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 123456, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 1000001, ptr noundef nonnull %4)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000001, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 2147483647, ptr noundef nonnull %4)
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 2147483647, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #10
  %129 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 3544668469065756977, ptr %5, align 8
  store i8 0, ptr %129, align 8, !tbaa !6
  store <4 x i8> <i8 45, i8 102, i8 102, i8 0>, ptr %6, align 4, !tbaa !6
  store <4 x i8> <i8 50, i8 49, i8 105, i8 51>, ptr %7, align 4, !tbaa !6
  %130 = getelementptr inbounds i8, ptr %7, i64 4
  store i8 118, ptr %130, align 4, !tbaa !6
  %131 = getelementptr inbounds i8, ptr %7, i64 5
  store i8 57, ptr %131, align 1, !tbaa !6
  %132 = getelementptr inbounds i8, ptr %7, i64 6
  store i8 0, ptr %132, align 2, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #10
  br label %159

133:                                              ; preds = %110, %155
  %134 = phi i64 [ %157, %155 ], [ 0, %110 ]
  %135 = getelementptr inbounds [10 x i32], ptr @__const.main.samples, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !12
  store i8 0, ptr %3, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %151, %133
  %138 = phi i64 [ 0, %133 ], [ %153, %151 ]
  %139 = phi i32 [ %136, %133 ], [ %152, %151 ]
  %140 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %138
  %141 = load i32, ptr %140, align 4, !tbaa !12
  %142 = icmp slt i32 %139, %141
  br i1 %142, label %151, label %143

143:                                              ; preds = %137
  %144 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %138
  %145 = load ptr, ptr %144, align 8, !tbaa !14
  br label %146

146:                                              ; preds = %146, %143
  %147 = phi i32 [ %139, %143 ], [ %149, %146 ]
  %148 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %145) #10
  %149 = sub nsw i32 %147, %141
  %150 = icmp slt i32 %149, %141
  br i1 %150, label %151, label %146, !llvm.loop !16

151:                                              ; preds = %146, %137
  %152 = phi i32 [ %139, %137 ], [ %149, %146 ]
  %153 = add nuw nsw i64 %138, 1
  %154 = icmp eq i64 %153, 13
  br i1 %154, label %155, label %137, !llvm.loop !17

155:                                              ; preds = %151
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %136, ptr noundef nonnull %3)
  %157 = add nuw nsw i64 %134, 1
  %158 = icmp eq i64 %157, 10
  br i1 %158, label %117, label %133, !llvm.loop !20

159:                                              ; preds = %159, %117
  %160 = phi i64 [ %168, %159 ], [ 0, %117 ]
  %161 = phi i64 [ %163, %159 ], [ -9223372036854775808, %117 ]
  %162 = freeze i64 %161
  %163 = udiv i64 %162, 10
  %164 = mul i64 %163, 10
  %165 = sub i64 %162, %164
  %166 = getelementptr inbounds [37 x i8], ptr @.str.57, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !6
  %168 = add nuw nsw i64 %160, 1
  %169 = getelementptr inbounds [72 x i8], ptr %1, i64 0, i64 %160
  store i8 %167, ptr %169, align 1, !tbaa !6
  %170 = icmp eq i64 %168, 19
  br i1 %170, label %171, label %159, !llvm.loop !21

171:                                              ; preds = %159
  store i8 45, ptr %8, align 4, !tbaa !6
  %172 = getelementptr inbounds i8, ptr %8, i64 1
  %173 = getelementptr inbounds i8, ptr %1, i64 3
  %174 = load <16 x i8>, ptr %173, align 1, !tbaa !6
  %175 = shufflevector <16 x i8> %174, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %175, ptr %172, align 1, !tbaa !6
  %176 = getelementptr inbounds i8, ptr %1, i64 2
  %177 = load i8, ptr %176, align 2, !tbaa !6
  %178 = getelementptr inbounds i8, ptr %8, i64 17
  store i8 %177, ptr %178, align 1, !tbaa !6
  %179 = getelementptr inbounds i8, ptr %1, i64 1
  %180 = load i8, ptr %179, align 1, !tbaa !6
  %181 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 %180, ptr %181, align 2, !tbaa !6
  %182 = load i8, ptr %1, align 4, !tbaa !6
  %183 = getelementptr inbounds i8, ptr %8, i64 19
  store i8 %182, ptr %183, align 1, !tbaa !6
  %184 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %184, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #10
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #10
  br label %186

186:                                              ; preds = %221, %171
  %187 = phi i32 [ %230, %221 ], [ 1, %171 ]
  %188 = phi i64 [ %224, %221 ], [ 0, %171 ]
  %189 = phi ptr [ %229, %221 ], [ @.str.5, %171 ]
  %190 = load i8, ptr %189, align 1, !tbaa !6
  %191 = icmp eq i8 %190, 34
  br i1 %191, label %192, label %212

192:                                              ; preds = %186, %201
  %193 = phi i64 [ %206, %201 ], [ 0, %186 ]
  %194 = phi ptr [ %204, %201 ], [ %189, %186 ]
  %195 = getelementptr inbounds i8, ptr %194, i64 1
  %196 = load i8, ptr %195, align 1, !tbaa !6
  switch i8 %196, label %201 [
    i8 0, label %208
    i8 34, label %197
  ]

197:                                              ; preds = %192
  %198 = getelementptr inbounds i8, ptr %194, i64 2
  %199 = load i8, ptr %198, align 1, !tbaa !6
  %200 = icmp eq i8 %199, 34
  br i1 %200, label %201, label %208

201:                                              ; preds = %197, %192
  %202 = icmp eq i8 %196, 34
  %203 = getelementptr inbounds i8, ptr %194, i64 2
  %204 = select i1 %202, ptr %203, ptr %195
  %205 = load i8, ptr %204, align 1, !tbaa !6
  %206 = add nuw nsw i64 %193, 1
  %207 = getelementptr inbounds [32 x i8], ptr %9, i64 %188, i64 %193
  store i8 %205, ptr %207, align 1, !tbaa !6
  br label %192, !llvm.loop !22

208:                                              ; preds = %197, %192
  %209 = icmp eq i8 %196, 34
  %210 = getelementptr inbounds i8, ptr %194, i64 2
  %211 = select i1 %209, ptr %210, ptr %195
  br label %221

212:                                              ; preds = %186, %216
  %213 = phi i64 [ %218, %216 ], [ 0, %186 ]
  %214 = phi i8 [ %220, %216 ], [ %190, %186 ]
  %215 = phi ptr [ %217, %216 ], [ %189, %186 ]
  switch i8 %214, label %216 [
    i8 0, label %221
    i8 44, label %221
  ]

216:                                              ; preds = %212
  %217 = getelementptr inbounds i8, ptr %215, i64 1
  %218 = add nuw nsw i64 %213, 1
  %219 = getelementptr inbounds [32 x i8], ptr %9, i64 %188, i64 %213
  store i8 %214, ptr %219, align 1, !tbaa !6
  %220 = load i8, ptr %217, align 1, !tbaa !6
  br label %212, !llvm.loop !23

221:                                              ; preds = %212, %212, %208
  %222 = phi ptr [ %211, %208 ], [ %215, %212 ], [ %215, %212 ]
  %223 = phi i64 [ %193, %208 ], [ %213, %212 ], [ %213, %212 ]
  %224 = add nuw nsw i64 %188, 1
  %225 = and i64 %223, 4294967295
  %226 = getelementptr inbounds [32 x i8], ptr %9, i64 %188, i64 %225
  store i8 0, ptr %226, align 1, !tbaa !6
  %227 = load i8, ptr %222, align 1, !tbaa !6
  %228 = icmp eq i8 %227, 44
  %229 = getelementptr inbounds i8, ptr %222, i64 1
  %230 = add i32 %187, 1
  br i1 %228, label %186, label %231

231:                                              ; preds = %221
  %232 = trunc nuw i64 %224 to i32
  %233 = icmp sgt i32 %232, 0
  br i1 %233, label %234, label %236

234:                                              ; preds = %231
  %235 = zext i32 %187 to i64
  br label %238

236:                                              ; preds = %238, %231
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %232)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  ret i32 %114

238:                                              ; preds = %234, %238
  %239 = phi i64 [ 0, %234 ], [ %242, %238 ]
  %240 = getelementptr inbounds [8 x [32 x i8]], ptr %9, i64 0, i64 %239
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %240)
  %242 = add nuw nsw i64 %239, 1
  %243 = icmp eq i64 %242, %235
  br i1 %243, label %236, label %238, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @words(i64 noundef %0, ptr noundef %1) unnamed_addr #5 {
  %3 = icmp slt i64 %0, 20
  br i1 %3, label %47, label %4

4:                                                ; preds = %2, %43
  %5 = phi i64 [ %41, %43 ], [ %0, %2 ]
  %6 = icmp ult i64 %5, 100
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = icmp slt i64 %5, 1000000000
  br i1 %8, label %24, label %30

9:                                                ; preds = %4
  %10 = trunc nuw i64 %5 to i8
  %11 = freeze i8 %10
  %12 = udiv i8 %11, 10
  %13 = zext nneg i8 %12 to i64
  %14 = shl i64 %13, 2
  %15 = call ptr @llvm.load.relative.i64(ptr @tens.rel, i64 %14)
  %16 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %15) #10
  %17 = mul i8 %12, 10
  %18 = sub i8 %11, %17
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %52, label %20

20:                                               ; preds = %9
  %21 = zext nneg i8 %18 to i64
  %22 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %23 = getelementptr inbounds i8, ptr %1, i64 %22
  store i16 45, ptr %23, align 1
  br label %47

24:                                               ; preds = %7
  %25 = icmp slt i64 %5, 1000000
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = icmp slt i64 %5, 1000
  br i1 %27, label %28, label %30

28:                                               ; preds = %26
  %29 = icmp slt i64 %5, 100
  br i1 %29, label %52, label %30

30:                                               ; preds = %28, %26, %24, %7
  %31 = phi ptr [ @words.big, %7 ], [ getelementptr inbounds (i8, ptr @words.big, i64 16), %24 ], [ getelementptr inbounds (i8, ptr @words.big, i64 32), %26 ], [ getelementptr inbounds (i8, ptr @words.big, i64 48), %28 ]
  %32 = phi i64 [ 1000000000, %7 ], [ 1000000, %24 ], [ 1000, %26 ], [ 100, %28 ]
  %33 = freeze i64 %5
  %34 = udiv i64 %33, %32
  tail call fastcc void @words(i64 noundef %34, ptr noundef %1)
  %35 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %36 = getelementptr inbounds i8, ptr %1, i64 %35
  store i16 32, ptr %36, align 1
  %37 = getelementptr inbounds i8, ptr %31, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !25
  %39 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %38) #10
  %40 = mul i64 %34, %32
  %41 = sub i64 %33, %40
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %52, label %43

43:                                               ; preds = %30
  %44 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %45 = getelementptr inbounds i8, ptr %1, i64 %44
  store i16 32, ptr %45, align 1
  %46 = icmp ult i64 %41, 20
  br i1 %46, label %47, label %4

47:                                               ; preds = %43, %2, %20
  %48 = phi i64 [ %21, %20 ], [ %0, %2 ], [ %41, %43 ]
  %49 = shl i64 %48, 2
  %50 = call ptr @llvm.load.relative.i64(ptr @ones.rel, i64 %49)
  %51 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %50) #10
  br label %52

52:                                               ; preds = %30, %28, %47, %9
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = !{!26, !15, i64 8}
!26 = !{!"", !27, i64 0, !15, i64 8}
!27 = !{!"long", !7, i64 0}
