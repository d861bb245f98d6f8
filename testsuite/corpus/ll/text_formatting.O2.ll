; ModuleID = 'programs/text_formatting.c'
source_filename = "programs/text_formatting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i64, ptr }

@.str = private unnamed_addr constant [123 x i8] c"The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump.\00", align 1
@__const.main.samples = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"%ld: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"%s %s %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"name,\22Smith, John\22,42,\22say \22\22hi\22\22\22,,end\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c" n=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"|%-*s|\0A\00", align 1
@to_roman.v = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16
@to_roman.s = internal unnamed_addr constant [13 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 16
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
@words.big = internal unnamed_addr constant [4 x %struct.anon] [%struct.anon { i64 1000000000, ptr @.str.23 }, %struct.anon { i64 1000000, ptr @.str.24 }, %struct.anon { i64 1000, ptr @.str.25 }, %struct.anon { i64 100, ptr @.str.26 }], align 16
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
  %1 = alloca [72 x i8], align 16
  %2 = alloca [128 x i8], align 16
  %3 = alloca [32 x i8], align 16
  %4 = alloca [256 x i8], align 16
  %5 = alloca [72 x i8], align 16
  %6 = alloca [72 x i8], align 16
  %7 = alloca [72 x i8], align 16
  %8 = alloca [72 x i8], align 16
  %9 = alloca [8 x [32 x i8]], align 16
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
  %20 = load i8, ptr %19, align 1, !tbaa !5
  %21 = icmp eq i8 %20, 32
  br i1 %21, label %17, label %15, !llvm.loop !8

22:                                               ; preds = %25, %15
  %23 = phi ptr [ %26, %25 ], [ %16, %15 ]
  %24 = load i8, ptr %23, align 1, !tbaa !5
  switch i8 %24, label %25 [
    i8 0, label %27
    i8 32, label %27
  ]

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  br label %22, !llvm.loop !10

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
  store i8 32, ptr %43, align 1, !tbaa !5
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
  store i8 0, ptr %52, align 1, !tbaa !5
  %53 = load i8, ptr %23, align 1, !tbaa !5
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
  store i8 0, ptr %3, align 16, !tbaa !5
  br label %64

64:                                               ; preds = %78, %61
  %65 = phi i64 [ 0, %61 ], [ %80, %78 ]
  %66 = phi i32 [ %63, %61 ], [ %79, %78 ]
  %67 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %65
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = icmp slt i32 %66, %68
  br i1 %69, label %78, label %70

70:                                               ; preds = %64
  %71 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %65
  %72 = load ptr, ptr %71, align 8, !tbaa !13
  br label %73

73:                                               ; preds = %73, %70
  %74 = phi i32 [ %66, %70 ], [ %76, %73 ]
  %75 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %72) #10
  %76 = sub nsw i32 %74, %68
  %77 = icmp slt i32 %76, %68
  br i1 %77, label %78, label %73, !llvm.loop !15

78:                                               ; preds = %73, %64
  %79 = phi i32 [ %66, %64 ], [ %76, %73 ]
  %80 = add nuw nsw i64 %65, 1
  %81 = icmp eq i64 %80, 13
  br i1 %81, label %82, label %64, !llvm.loop !16

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
  %94 = load i8, ptr %93, align 1, !tbaa !5
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
  br i1 %109, label %88, label %110, !llvm.loop !17

110:                                              ; preds = %102, %82
  %111 = phi i32 [ 0, %82 ], [ %107, %102 ]
  %112 = icmp ne i32 %111, %63
  %113 = zext i1 %112 to i32
  %114 = add nuw nsw i32 %62, %113
  %115 = add nuw nsw i32 %63, 1
  %116 = icmp eq i32 %115, 4000
  br i1 %116, label %133, label %61, !llvm.loop !18

117:                                              ; preds = %155
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %114)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 0, ptr noundef nonnull %4)
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 13, ptr noundef nonnull %4)
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 13, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 85, ptr noundef nonnull %4)
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 85, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 100, ptr noundef nonnull %4)
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 100, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 101, ptr noundef nonnull %4)
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 101, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 999, ptr noundef nonnull %4)
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 999, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 1000, ptr noundef nonnull %4)
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 123456, ptr noundef nonnull %4)
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 123456, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 1000001, ptr noundef nonnull %4)
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000001, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false)
  call fastcc void @words(i64 noundef 2147483647, ptr noundef nonnull %4)
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 2147483647, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #10
  %129 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 3544668469065756977, ptr %5, align 16
  store i8 0, ptr %129, align 8, !tbaa !5
  store <4 x i8> <i8 45, i8 102, i8 102, i8 0>, ptr %6, align 16, !tbaa !5
  store <4 x i8> <i8 50, i8 49, i8 105, i8 51>, ptr %7, align 16, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %7, i64 4
  store i8 118, ptr %130, align 4, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %7, i64 5
  store i8 57, ptr %131, align 1, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %7, i64 6
  store i8 0, ptr %132, align 2, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #10
  br label %159

133:                                              ; preds = %110, %155
  %134 = phi i64 [ %157, %155 ], [ 0, %110 ]
  %135 = getelementptr inbounds [10 x i32], ptr @__const.main.samples, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !11
  store i8 0, ptr %3, align 16, !tbaa !5
  br label %137

137:                                              ; preds = %151, %133
  %138 = phi i64 [ 0, %133 ], [ %153, %151 ]
  %139 = phi i32 [ %136, %133 ], [ %152, %151 ]
  %140 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %138
  %141 = load i32, ptr %140, align 4, !tbaa !11
  %142 = icmp slt i32 %139, %141
  br i1 %142, label %151, label %143

143:                                              ; preds = %137
  %144 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %138
  %145 = load ptr, ptr %144, align 8, !tbaa !13
  br label %146

146:                                              ; preds = %146, %143
  %147 = phi i32 [ %139, %143 ], [ %149, %146 ]
  %148 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %145) #10
  %149 = sub nsw i32 %147, %141
  %150 = icmp slt i32 %149, %141
  br i1 %150, label %151, label %146, !llvm.loop !15

151:                                              ; preds = %146, %137
  %152 = phi i32 [ %139, %137 ], [ %149, %146 ]
  %153 = add nuw nsw i64 %138, 1
  %154 = icmp eq i64 %153, 13
  br i1 %154, label %155, label %137, !llvm.loop !16

155:                                              ; preds = %151
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %136, ptr noundef nonnull %3)
  %157 = add nuw nsw i64 %134, 1
  %158 = icmp eq i64 %157, 10
  br i1 %158, label %117, label %133, !llvm.loop !19

159:                                              ; preds = %168, %117
  %160 = phi i64 [ 0, %117 ], [ %173, %168 ]
  %161 = phi i64 [ -9223372036854775808, %117 ], [ %175, %168 ]
  %162 = urem i64 %161, 10
  %163 = udiv i64 %161, 10
  %164 = getelementptr inbounds [37 x i8], ptr @.str.57, i64 0, i64 %162
  %165 = load i8, ptr %164, align 1, !tbaa !5
  %166 = getelementptr inbounds [72 x i8], ptr %1, i64 0, i64 %160
  store i8 %165, ptr %166, align 2, !tbaa !5
  %167 = icmp eq i64 %160, 18
  br i1 %167, label %176, label %168, !llvm.loop !20

168:                                              ; preds = %159
  %169 = or disjoint i64 %160, 1
  %170 = urem i64 %163, 10
  %171 = getelementptr inbounds [37 x i8], ptr @.str.57, i64 0, i64 %170
  %172 = load i8, ptr %171, align 1, !tbaa !5
  %173 = add nuw nsw i64 %160, 2
  %174 = getelementptr inbounds [72 x i8], ptr %1, i64 0, i64 %169
  store i8 %172, ptr %174, align 1, !tbaa !5
  %175 = udiv i64 %161, 100
  br label %159

176:                                              ; preds = %159
  store i8 45, ptr %8, align 16, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %8, i64 1
  %178 = getelementptr inbounds i8, ptr %1, i64 3
  %179 = load <16 x i8>, ptr %178, align 1, !tbaa !5
  %180 = shufflevector <16 x i8> %179, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  store <16 x i8> %180, ptr %177, align 1, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %1, i64 2
  %182 = load i8, ptr %181, align 2, !tbaa !5
  %183 = getelementptr inbounds i8, ptr %8, i64 17
  store i8 %182, ptr %183, align 1, !tbaa !5
  %184 = getelementptr inbounds i8, ptr %1, i64 1
  %185 = load i8, ptr %184, align 1, !tbaa !5
  %186 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 %185, ptr %186, align 2, !tbaa !5
  %187 = load i8, ptr %1, align 16, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %8, i64 19
  store i8 %187, ptr %188, align 1, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %189, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #10
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #10
  br label %191

191:                                              ; preds = %226, %176
  %192 = phi i32 [ %235, %226 ], [ 1, %176 ]
  %193 = phi i64 [ %229, %226 ], [ 0, %176 ]
  %194 = phi ptr [ %234, %226 ], [ @.str.5, %176 ]
  %195 = load i8, ptr %194, align 1, !tbaa !5
  %196 = icmp eq i8 %195, 34
  br i1 %196, label %197, label %217

197:                                              ; preds = %191, %206
  %198 = phi i64 [ %211, %206 ], [ 0, %191 ]
  %199 = phi ptr [ %209, %206 ], [ %194, %191 ]
  %200 = getelementptr inbounds i8, ptr %199, i64 1
  %201 = load i8, ptr %200, align 1, !tbaa !5
  switch i8 %201, label %206 [
    i8 0, label %213
    i8 34, label %202
  ]

202:                                              ; preds = %197
  %203 = getelementptr inbounds i8, ptr %199, i64 2
  %204 = load i8, ptr %203, align 1, !tbaa !5
  %205 = icmp eq i8 %204, 34
  br i1 %205, label %206, label %213

206:                                              ; preds = %202, %197
  %207 = icmp eq i8 %201, 34
  %208 = getelementptr inbounds i8, ptr %199, i64 2
  %209 = select i1 %207, ptr %208, ptr %200
  %210 = load i8, ptr %209, align 1, !tbaa !5
  %211 = add nuw nsw i64 %198, 1
  %212 = getelementptr inbounds [32 x i8], ptr %9, i64 %193, i64 %198
  store i8 %210, ptr %212, align 1, !tbaa !5
  br label %197, !llvm.loop !21

213:                                              ; preds = %202, %197
  %214 = icmp eq i8 %201, 34
  %215 = getelementptr inbounds i8, ptr %199, i64 2
  %216 = select i1 %214, ptr %215, ptr %200
  br label %226

217:                                              ; preds = %191, %221
  %218 = phi i64 [ %223, %221 ], [ 0, %191 ]
  %219 = phi i8 [ %225, %221 ], [ %195, %191 ]
  %220 = phi ptr [ %222, %221 ], [ %194, %191 ]
  switch i8 %219, label %221 [
    i8 0, label %226
    i8 44, label %226
  ]

221:                                              ; preds = %217
  %222 = getelementptr inbounds i8, ptr %220, i64 1
  %223 = add nuw nsw i64 %218, 1
  %224 = getelementptr inbounds [32 x i8], ptr %9, i64 %193, i64 %218
  store i8 %219, ptr %224, align 1, !tbaa !5
  %225 = load i8, ptr %222, align 1, !tbaa !5
  br label %217, !llvm.loop !22

226:                                              ; preds = %217, %217, %213
  %227 = phi ptr [ %216, %213 ], [ %220, %217 ], [ %220, %217 ]
  %228 = phi i64 [ %198, %213 ], [ %218, %217 ], [ %218, %217 ]
  %229 = add nuw nsw i64 %193, 1
  %230 = and i64 %228, 4294967295
  %231 = getelementptr inbounds [32 x i8], ptr %9, i64 %193, i64 %230
  store i8 0, ptr %231, align 1, !tbaa !5
  %232 = load i8, ptr %227, align 1, !tbaa !5
  %233 = icmp eq i8 %232, 44
  %234 = getelementptr inbounds i8, ptr %227, i64 1
  %235 = add i32 %192, 1
  br i1 %233, label %191, label %236

236:                                              ; preds = %226
  %237 = trunc nuw i64 %229 to i32
  %238 = icmp sgt i32 %237, 0
  br i1 %238, label %239, label %241

239:                                              ; preds = %236
  %240 = zext i32 %192 to i64
  br label %243

241:                                              ; preds = %243, %236
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %237)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  ret i32 %114

243:                                              ; preds = %239, %243
  %244 = phi i64 [ 0, %239 ], [ %247, %243 ]
  %245 = getelementptr inbounds [8 x [32 x i8]], ptr %9, i64 0, i64 %244
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %245)
  %247 = add nuw nsw i64 %244, 1
  %248 = icmp eq i64 %247, %240
  br i1 %248, label %241, label %243, !llvm.loop !23
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
  br i1 %3, label %43, label %4

4:                                                ; preds = %2, %39
  %5 = phi i64 [ %37, %39 ], [ %0, %2 ]
  %6 = icmp ult i64 %5, 100
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = icmp slt i64 %5, 1000000000
  br i1 %8, label %22, label %28

9:                                                ; preds = %4
  %10 = trunc nuw i64 %5 to i8
  %11 = udiv i8 %10, 10
  %12 = zext nneg i8 %11 to i64
  %13 = shl i64 %12, 2
  %14 = call ptr @llvm.load.relative.i64(ptr @tens.rel, i64 %13)
  %15 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %14) #10
  %16 = urem i8 %10, 10
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %48, label %18

18:                                               ; preds = %9
  %19 = zext nneg i8 %16 to i64
  %20 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  store i16 45, ptr %21, align 1
  br label %43

22:                                               ; preds = %7
  %23 = icmp slt i64 %5, 1000000
  br i1 %23, label %24, label %28

24:                                               ; preds = %22
  %25 = icmp slt i64 %5, 1000
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = icmp slt i64 %5, 100
  br i1 %27, label %48, label %28

28:                                               ; preds = %26, %24, %22, %7
  %29 = phi ptr [ @words.big, %7 ], [ getelementptr inbounds (i8, ptr @words.big, i64 16), %22 ], [ getelementptr inbounds (i8, ptr @words.big, i64 32), %24 ], [ getelementptr inbounds (i8, ptr @words.big, i64 48), %26 ]
  %30 = phi i64 [ 1000000000, %7 ], [ 1000000, %22 ], [ 1000, %24 ], [ 100, %26 ]
  %31 = udiv i64 %5, %30
  tail call fastcc void @words(i64 noundef %31, ptr noundef %1)
  %32 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %33 = getelementptr inbounds i8, ptr %1, i64 %32
  store i16 32, ptr %33, align 1
  %34 = getelementptr inbounds i8, ptr %29, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !24
  %36 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %35) #10
  %37 = urem i64 %5, %30
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %48, label %39

39:                                               ; preds = %28
  %40 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1)
  %41 = getelementptr inbounds i8, ptr %1, i64 %40
  store i16 32, ptr %41, align 1
  %42 = icmp ult i64 %37, 20
  br i1 %42, label %43, label %4

43:                                               ; preds = %39, %2, %18
  %44 = phi i64 [ %19, %18 ], [ %0, %2 ], [ %37, %39 ]
  %45 = shl i64 %44, 2
  %46 = call ptr @llvm.load.relative.i64(ptr @ones.rel, i64 %45)
  %47 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %46) #10
  br label %48

48:                                               ; preds = %28, %26, %43, %9
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = !{!25, !14, i64 8}
!25 = !{!"", !26, i64 0, !14, i64 8}
!26 = !{!"long", !6, i64 0}
