; ModuleID = 'src/zlib/gzread.c'
source_filename = "src/zlib/gzread.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"request does not fit in an int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"out of room to push characters\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"unexpected end of file\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"internal error: inflate stream corrupt\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"compressed data error\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"state corrupt\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @gzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %34, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !6
  %8 = icmp eq i32 %7, 7247
  br i1 %8, label %9, label %34

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !15
  switch i32 %11, label %12 [
    i32 0, label %16
    i32 -5, label %16
  ]

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %0, i64 76
  %14 = load i32, ptr %13, align 4, !tbaa !16
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %34, label %16

16:                                               ; preds = %9, %9, %12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %17 = icmp slt i32 %2, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str) #12
  br label %34

19:                                               ; preds = %16
  %20 = zext nneg i32 %2 to i64
  %21 = tail call fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %20)
  %22 = trunc i64 %21 to i32
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %19
  %25 = load i32, ptr %10, align 8, !tbaa !15
  switch i32 %25, label %34 [
    i32 0, label %26
    i32 -5, label %26
  ]

26:                                               ; preds = %24, %24
  %27 = getelementptr inbounds i8, ptr %0, i64 76
  %28 = load i32, ptr %27, align 4, !tbaa !16
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %26
  %31 = tail call ptr @__errno_location() #13
  %32 = load i32, ptr %31, align 4, !tbaa !17
  %33 = tail call ptr @strerror(i32 noundef %32) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %33) #12
  br label %34

34:                                               ; preds = %19, %26, %24, %12, %5, %3, %30, %18
  %35 = phi i32 [ -1, %18 ], [ -1, %30 ], [ -1, %3 ], [ -1, %5 ], [ -1, %12 ], [ -1, %24 ], [ 0, %26 ], [ %22, %19 ]
  ret i32 %35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_read(ptr noundef %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %155, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 112
  %7 = load i64, ptr %6, align 8, !tbaa !18
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %44, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 144
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = getelementptr inbounds i8, ptr %0, i64 88
  br label %14

14:                                               ; preds = %41, %9
  %15 = phi i64 [ %42, %41 ], [ %7, %9 ]
  %16 = load i32, ptr %0, align 8, !tbaa !19
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %14
  %19 = zext i32 %16 to i64
  %20 = icmp slt i64 %15, %19
  %21 = trunc i64 %15 to i32
  %22 = select i1 %20, i32 %21, i32 %16
  %23 = sub i32 %16, %22
  store i32 %23, ptr %0, align 8, !tbaa !19
  %24 = load ptr, ptr %11, align 8, !tbaa !20
  %25 = zext i32 %22 to i64
  %26 = getelementptr inbounds i8, ptr %24, i64 %25
  store ptr %26, ptr %11, align 8, !tbaa !20
  %27 = load i64, ptr %12, align 8, !tbaa !21
  %28 = add nsw i64 %27, %25
  store i64 %28, ptr %12, align 8, !tbaa !21
  %29 = sub nsw i64 %15, %25
  store i64 %29, ptr %6, align 8, !tbaa !18
  br label %41

30:                                               ; preds = %14
  %31 = load i32, ptr %13, align 8, !tbaa !22
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %10, align 8, !tbaa !23
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %44, label %36

36:                                               ; preds = %33, %30
  %37 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0)
  %38 = icmp eq i32 %37, -1
  br i1 %38, label %155, label %39

39:                                               ; preds = %36
  %40 = load i64, ptr %6, align 8, !tbaa !18
  br label %41

41:                                               ; preds = %39, %18
  %42 = phi i64 [ %40, %39 ], [ %29, %18 ]
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %14, !llvm.loop !24

44:                                               ; preds = %41, %33, %5
  %45 = getelementptr inbounds i8, ptr %0, i64 144
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  %47 = getelementptr inbounds i8, ptr %0, i64 120
  %48 = getelementptr inbounds i8, ptr %0, i64 88
  %49 = getelementptr inbounds i8, ptr %0, i64 72
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = getelementptr inbounds i8, ptr %0, i64 168
  %52 = getelementptr inbounds i8, ptr %0, i64 160
  %53 = getelementptr inbounds i8, ptr %0, i64 76
  %54 = getelementptr inbounds i8, ptr %0, i64 28
  %55 = getelementptr inbounds i8, ptr %0, i64 16
  br label %56

56:                                               ; preds = %138, %44
  %57 = phi ptr [ %1, %44 ], [ %139, %138 ]
  %58 = phi i64 [ %2, %44 ], [ %140, %138 ]
  %59 = phi i64 [ 0, %44 ], [ %141, %138 ]
  %60 = tail call i64 @llvm.umin.i64(i64 %58, i64 4294967295)
  %61 = trunc nuw i64 %60 to i32
  %62 = load i32, ptr %0, align 8, !tbaa !19
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %75, label %64

64:                                               ; preds = %56
  %65 = tail call i32 @llvm.umin.i32(i32 %62, i32 %61)
  %66 = load ptr, ptr %46, align 8, !tbaa !20
  %67 = zext i32 %65 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %57, ptr align 1 %66, i64 %67, i1 false)
  %68 = load ptr, ptr %46, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %68, i64 %67
  store ptr %69, ptr %46, align 8, !tbaa !20
  %70 = load i32, ptr %0, align 8, !tbaa !19
  %71 = sub i32 %70, %65
  store i32 %71, ptr %0, align 8, !tbaa !19
  %72 = load i32, ptr %47, align 8, !tbaa !15
  %73 = icmp ne i32 %72, 0
  %74 = sext i1 %73 to i32
  br label %129

75:                                               ; preds = %56
  %76 = load i32, ptr %48, align 8, !tbaa !22
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %75
  %79 = load i32, ptr %45, align 8, !tbaa !23
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %146, label %81

81:                                               ; preds = %78, %75
  %82 = load i32, ptr %49, align 8, !tbaa !26
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %88, label %84

84:                                               ; preds = %81
  %85 = load i32, ptr %50, align 8, !tbaa !27
  %86 = shl i32 %85, 1
  %87 = icmp ugt i32 %86, %61
  br i1 %87, label %88, label %95

88:                                               ; preds = %84, %81
  %89 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0)
  %90 = icmp eq i32 %89, -1
  br i1 %90, label %91, label %138

91:                                               ; preds = %88
  %92 = load i32, ptr %0, align 8, !tbaa !19
  %93 = icmp eq i32 %92, 0
  %94 = sext i1 %93 to i32
  br label %138

95:                                               ; preds = %84
  %96 = icmp eq i32 %82, 1
  br i1 %96, label %97, label %126

97:                                               ; preds = %95
  store i32 0, ptr %53, align 4, !tbaa !16
  %98 = tail call ptr @__errno_location() #13
  store i32 0, ptr %98, align 4, !tbaa !17
  br label %99

99:                                               ; preds = %110, %97
  %100 = phi i32 [ 0, %97 ], [ %111, %110 ]
  %101 = sub i32 %61, %100
  %102 = tail call i32 @llvm.umin.i32(i32 %101, i32 1073741824)
  %103 = load i32, ptr %54, align 4, !tbaa !28
  %104 = zext i32 %100 to i64
  %105 = getelementptr inbounds i8, ptr %57, i64 %104
  %106 = zext nneg i32 %102 to i64
  %107 = tail call i64 @read(i32 noundef %103, ptr noundef %105, i64 noundef %106) #12
  %108 = trunc i64 %107 to i32
  %109 = icmp slt i32 %108, 1
  br i1 %109, label %113, label %110

110:                                              ; preds = %99
  %111 = add i32 %100, %108
  %112 = icmp ult i32 %111, %61
  br i1 %112, label %99, label %129, !llvm.loop !29

113:                                              ; preds = %99
  %114 = icmp slt i32 %108, 0
  br i1 %114, label %115, label %125

115:                                              ; preds = %113
  %116 = load i32, ptr %98, align 4, !tbaa !17
  %117 = icmp eq i32 %116, 11
  br i1 %117, label %118, label %122

118:                                              ; preds = %115
  store i32 1, ptr %53, align 4, !tbaa !16
  %119 = icmp eq i32 %100, 0
  br i1 %119, label %120, label %129

120:                                              ; preds = %118
  %121 = load i32, ptr %98, align 4, !tbaa !17
  br label %122

122:                                              ; preds = %120, %115
  %123 = phi i32 [ %121, %120 ], [ %116, %115 ]
  %124 = tail call ptr @strerror(i32 noundef %123) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %124) #12
  br label %129

125:                                              ; preds = %113
  store i32 1, ptr %48, align 8, !tbaa !22
  br label %129

126:                                              ; preds = %95
  store i32 %61, ptr %51, align 8, !tbaa !30
  store ptr %57, ptr %52, align 8, !tbaa !31
  %127 = tail call fastcc i32 @gz_decomp(ptr noundef nonnull %0)
  %128 = load i32, ptr %0, align 8, !tbaa !19
  store i32 0, ptr %0, align 8, !tbaa !19
  br label %129

129:                                              ; preds = %110, %125, %122, %118, %64, %126
  %130 = phi i32 [ %128, %126 ], [ %65, %64 ], [ %100, %122 ], [ %100, %118 ], [ %100, %125 ], [ %111, %110 ]
  %131 = phi i32 [ %127, %126 ], [ %74, %64 ], [ -1, %122 ], [ 0, %118 ], [ 0, %125 ], [ 0, %110 ]
  %132 = zext i32 %130 to i64
  %133 = sub i64 %58, %132
  %134 = getelementptr inbounds i8, ptr %57, i64 %132
  %135 = add i64 %59, %132
  %136 = load i64, ptr %55, align 8, !tbaa !21
  %137 = add nsw i64 %136, %132
  store i64 %137, ptr %55, align 8, !tbaa !21
  br label %138

138:                                              ; preds = %91, %88, %129
  %139 = phi ptr [ %134, %129 ], [ %57, %88 ], [ %57, %91 ]
  %140 = phi i64 [ %133, %129 ], [ %58, %88 ], [ %58, %91 ]
  %141 = phi i64 [ %135, %129 ], [ %59, %88 ], [ %59, %91 ]
  %142 = phi i32 [ %131, %129 ], [ 0, %88 ], [ %94, %91 ]
  %143 = icmp ne i64 %140, 0
  %144 = icmp eq i32 %142, 0
  %145 = select i1 %143, i1 %144, i1 false
  br i1 %145, label %56, label %146, !llvm.loop !32

146:                                              ; preds = %78, %138
  %147 = phi i64 [ %140, %138 ], [ %58, %78 ]
  %148 = phi i64 [ %141, %138 ], [ %59, %78 ]
  %149 = icmp eq i64 %147, 0
  br i1 %149, label %155, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %48, align 8, !tbaa !22
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 1, ptr %154, align 4, !tbaa !33
  br label %155

155:                                              ; preds = %36, %146, %150, %153, %3
  %156 = phi i64 [ 0, %3 ], [ %148, %153 ], [ %148, %150 ], [ %148, %146 ], [ 0, %36 ]
  ret i64 %156
}

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfread(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %3, null
  br i1 %5, label %29, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !6
  %9 = icmp eq i32 %8, 7247
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %3, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !15
  switch i32 %12, label %13 [
    i32 0, label %17
    i32 -5, label %17
  ]

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %3, i64 76
  %15 = load i32, ptr %14, align 4, !tbaa !16
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10, %10, %13
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef 0, ptr noundef null) #12
  %18 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1, i64 %2)
  %19 = extractvalue { i64, i1 } %18, 0
  %20 = icmp eq i64 %1, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = extractvalue { i64, i1 } %18, 1
  br i1 %22, label %23, label %24

23:                                               ; preds = %21
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef -2, ptr noundef nonnull @.str.1) #12
  br label %29

24:                                               ; preds = %21, %17
  %25 = icmp eq i64 %19, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %24
  %27 = tail call fastcc i64 @gz_read(ptr noundef nonnull %3, ptr noundef %0, i64 noundef %19)
  %28 = udiv i64 %27, %1
  br label %29

29:                                               ; preds = %26, %24, %13, %6, %4, %23
  %30 = phi i64 [ 0, %23 ], [ 0, %4 ], [ 0, %6 ], [ 0, %13 ], [ %28, %26 ], [ 0, %24 ]
  ret i64 %30
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca [1 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #12
  %3 = icmp eq ptr %0, null
  br i1 %3, label %34, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = icmp eq i32 %6, 7247
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !15
  switch i32 %10, label %11 [
    i32 0, label %15
    i32 -5, label %15
  ]

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 76
  %13 = load i32, ptr %12, align 4, !tbaa !16
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %34, label %15

15:                                               ; preds = %8, %8, %11
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %16 = load i32, ptr %0, align 8, !tbaa !19
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = add i32 %16, -1
  store i32 %19, ptr %0, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !21
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %20, align 8, !tbaa !21
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %24, i64 1
  store ptr %25, ptr %23, align 8, !tbaa !20
  %26 = load i8, ptr %24, align 1, !tbaa !34
  %27 = zext i8 %26 to i32
  br label %34

28:                                               ; preds = %15
  %29 = call fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef nonnull %2, i64 noundef 1)
  %30 = icmp eq i64 %29, 0
  %31 = load i8, ptr %2, align 4
  %32 = zext i8 %31 to i32
  %33 = select i1 %30, i32 -1, i32 %32
  br label %34

34:                                               ; preds = %11, %4, %1, %28, %18
  %35 = phi i32 [ %27, %18 ], [ %33, %28 ], [ -1, %1 ], [ -1, %4 ], [ -1, %11 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #12
  ret i32 %35
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc_(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca [1 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #12
  %3 = icmp eq ptr %0, null
  br i1 %3, label %34, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = icmp eq i32 %6, 7247
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !15
  switch i32 %10, label %11 [
    i32 0, label %15
    i32 -5, label %15
  ]

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %0, i64 76
  %13 = load i32, ptr %12, align 4, !tbaa !16
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %34, label %15

15:                                               ; preds = %11, %8, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %16 = load i32, ptr %0, align 8, !tbaa !19
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = add i32 %16, -1
  store i32 %19, ptr %0, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !21
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %20, align 8, !tbaa !21
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %24, i64 1
  store ptr %25, ptr %23, align 8, !tbaa !20
  %26 = load i8, ptr %24, align 1, !tbaa !34
  %27 = zext i8 %26 to i32
  br label %34

28:                                               ; preds = %15
  %29 = call fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef nonnull %2, i64 noundef 1)
  %30 = icmp eq i64 %29, 0
  %31 = load i8, ptr %2, align 4
  %32 = zext i8 %31 to i32
  %33 = select i1 %30, i32 -1, i32 %32
  br label %34

34:                                               ; preds = %1, %4, %11, %18, %28
  %35 = phi i32 [ %27, %18 ], [ %33, %28 ], [ -1, %1 ], [ -1, %4 ], [ -1, %11 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #12
  ret i32 %35
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @gzungetc(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %123, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = icmp eq i32 %6, 7247
  br i1 %7, label %8, label %123

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 72
  %10 = load i32, ptr %9, align 8, !tbaa !26
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %8
  %13 = load i32, ptr %1, align 8, !tbaa !19
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call fastcc i32 @gz_look(ptr noundef nonnull %1)
  br label %17

17:                                               ; preds = %15, %12, %8
  %18 = getelementptr inbounds i8, ptr %1, i64 120
  %19 = load i32, ptr %18, align 8, !tbaa !15
  switch i32 %19, label %20 [
    i32 0, label %24
    i32 -5, label %24
  ]

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %1, i64 76
  %22 = load i32, ptr %21, align 4, !tbaa !16
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %123, label %24

24:                                               ; preds = %17, %17, %20
  tail call void @gz_error(ptr noundef nonnull %1, i32 noundef 0, ptr noundef null) #12
  %25 = getelementptr inbounds i8, ptr %1, i64 112
  %26 = load i64, ptr %25, align 8, !tbaa !18
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %65, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %1, i64 144
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = getelementptr inbounds i8, ptr %1, i64 16
  %32 = getelementptr inbounds i8, ptr %1, i64 88
  br label %33

33:                                               ; preds = %60, %28
  %34 = phi i64 [ %61, %60 ], [ %26, %28 ]
  %35 = load i32, ptr %1, align 8, !tbaa !19
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %49, label %37

37:                                               ; preds = %33
  %38 = zext i32 %35 to i64
  %39 = icmp slt i64 %34, %38
  %40 = trunc i64 %34 to i32
  %41 = select i1 %39, i32 %40, i32 %35
  %42 = sub i32 %35, %41
  store i32 %42, ptr %1, align 8, !tbaa !19
  %43 = load ptr, ptr %30, align 8, !tbaa !20
  %44 = zext i32 %41 to i64
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  store ptr %45, ptr %30, align 8, !tbaa !20
  %46 = load i64, ptr %31, align 8, !tbaa !21
  %47 = add nsw i64 %46, %44
  store i64 %47, ptr %31, align 8, !tbaa !21
  %48 = sub nsw i64 %34, %44
  store i64 %48, ptr %25, align 8, !tbaa !18
  br label %60

49:                                               ; preds = %33
  %50 = load i32, ptr %32, align 8, !tbaa !22
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %55, label %52

52:                                               ; preds = %49
  %53 = load i32, ptr %29, align 8, !tbaa !23
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %52, %49
  %56 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %1)
  %57 = icmp eq i32 %56, -1
  br i1 %57, label %123, label %58

58:                                               ; preds = %55
  %59 = load i64, ptr %25, align 8, !tbaa !18
  br label %60

60:                                               ; preds = %58, %37
  %61 = phi i64 [ %59, %58 ], [ %48, %37 ]
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %63, label %33, !llvm.loop !24

63:                                               ; preds = %52, %60
  %64 = icmp slt i32 %0, 0
  br i1 %64, label %123, label %67

65:                                               ; preds = %24
  %66 = icmp slt i32 %0, 0
  br i1 %66, label %123, label %67

67:                                               ; preds = %63, %65
  %68 = load i32, ptr %1, align 8, !tbaa !19
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %85

70:                                               ; preds = %67
  store i32 1, ptr %1, align 8, !tbaa !19
  %71 = getelementptr inbounds i8, ptr %1, i64 56
  %72 = load ptr, ptr %71, align 8, !tbaa !35
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i32, ptr %73, align 8, !tbaa !27
  %75 = shl i32 %74, 1
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %72, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 -1
  %79 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %78, ptr %79, align 8, !tbaa !20
  %80 = trunc i32 %0 to i8
  store i8 %80, ptr %78, align 1, !tbaa !34
  %81 = getelementptr inbounds i8, ptr %1, i64 16
  %82 = load i64, ptr %81, align 8, !tbaa !21
  %83 = add nsw i64 %82, -1
  store i64 %83, ptr %81, align 8, !tbaa !21
  %84 = getelementptr inbounds i8, ptr %1, i64 92
  store i32 0, ptr %84, align 4, !tbaa !33
  br label %123

85:                                               ; preds = %67
  %86 = getelementptr inbounds i8, ptr %1, i64 40
  %87 = load i32, ptr %86, align 8, !tbaa !27
  %88 = shl i32 %87, 1
  %89 = icmp eq i32 %68, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %85
  tail call void @gz_error(ptr noundef nonnull %1, i32 noundef -3, ptr noundef nonnull @.str.2) #12
  br label %123

91:                                               ; preds = %85
  %92 = getelementptr inbounds i8, ptr %1, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !20
  %94 = getelementptr inbounds i8, ptr %1, i64 56
  %95 = load ptr, ptr %94, align 8, !tbaa !35
  %96 = icmp eq ptr %93, %95
  br i1 %96, label %97, label %113

97:                                               ; preds = %91
  %98 = zext i32 %68 to i64
  %99 = getelementptr inbounds i8, ptr %95, i64 %98
  %100 = zext i32 %88 to i64
  %101 = getelementptr inbounds i8, ptr %95, i64 %100
  %102 = icmp ugt ptr %99, %93
  br i1 %102, label %103, label %113

103:                                              ; preds = %97, %103
  %104 = phi ptr [ %108, %103 ], [ %101, %97 ]
  %105 = phi ptr [ %106, %103 ], [ %99, %97 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 -1
  %107 = load i8, ptr %106, align 1, !tbaa !34
  %108 = getelementptr inbounds i8, ptr %104, i64 -1
  store i8 %107, ptr %108, align 1, !tbaa !34
  %109 = load ptr, ptr %94, align 8, !tbaa !35
  %110 = icmp ugt ptr %106, %109
  br i1 %110, label %103, label %111, !llvm.loop !36

111:                                              ; preds = %103
  %112 = load i32, ptr %1, align 8, !tbaa !19
  br label %113

113:                                              ; preds = %97, %111, %91
  %114 = phi ptr [ %93, %91 ], [ %101, %97 ], [ %108, %111 ]
  %115 = phi i32 [ %68, %91 ], [ %68, %97 ], [ %112, %111 ]
  %116 = add i32 %115, 1
  store i32 %116, ptr %1, align 8, !tbaa !19
  %117 = getelementptr inbounds i8, ptr %114, i64 -1
  store ptr %117, ptr %92, align 8, !tbaa !20
  %118 = trunc i32 %0 to i8
  store i8 %118, ptr %117, align 1, !tbaa !34
  %119 = getelementptr inbounds i8, ptr %1, i64 16
  %120 = load i64, ptr %119, align 8, !tbaa !21
  %121 = add nsw i64 %120, -1
  store i64 %121, ptr %119, align 8, !tbaa !21
  %122 = getelementptr inbounds i8, ptr %1, i64 92
  store i32 0, ptr %122, align 4, !tbaa !33
  br label %123

123:                                              ; preds = %55, %65, %63, %20, %4, %2, %113, %90, %70
  %124 = phi i32 [ %0, %70 ], [ -1, %90 ], [ %0, %113 ], [ -1, %2 ], [ -1, %4 ], [ -1, %20 ], [ -1, %63 ], [ -1, %65 ], [ -1, %55 ]
  ret i32 %124
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_look(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = getelementptr inbounds i8, ptr %0, i64 40
  %4 = load i32, ptr %3, align 8, !tbaa !27
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 44
  %8 = load i32, ptr %7, align 4, !tbaa !37
  %9 = zext i32 %8 to i64
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #14
  %11 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %10, ptr %11, align 8, !tbaa !38
  %12 = shl i32 %8, 1
  %13 = zext i32 %12 to i64
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #14
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %14, ptr %15, align 8, !tbaa !35
  %16 = icmp eq ptr %10, null
  %17 = icmp eq ptr %14, null
  %18 = or i1 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %6
  tail call void @free(ptr noundef %14) #12
  tail call void @free(ptr noundef %10) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %84

20:                                               ; preds = %6
  store i32 %8, ptr %3, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %0, i64 200
  %22 = getelementptr inbounds i8, ptr %0, i64 144
  store i32 0, ptr %22, align 8, !tbaa !23
  store ptr null, ptr %2, align 8, !tbaa !39
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  %23 = tail call i32 @inflateInit2_(ptr noundef nonnull %2, i32 noundef 31, ptr noundef nonnull @.str.7, i32 noundef 112) #12
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = load ptr, ptr %15, align 8, !tbaa !35
  tail call void @free(ptr noundef %26) #12
  %27 = load ptr, ptr %11, align 8, !tbaa !38
  tail call void @free(ptr noundef %27) #12
  store i32 0, ptr %3, align 8, !tbaa !27
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %84

28:                                               ; preds = %20, %1
  %29 = getelementptr inbounds i8, ptr %0, i64 64
  %30 = load i32, ptr %29, align 8, !tbaa !40
  %31 = icmp eq i32 %30, -1
  br i1 %31, label %36, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 68
  %34 = load i32, ptr %33, align 4, !tbaa !41
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %32, %28
  %37 = tail call i32 @inflateReset(ptr noundef nonnull %2) #12
  %38 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 2, ptr %38, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %0, i64 68
  %40 = load i32, ptr %39, align 4, !tbaa !41
  %41 = icmp ne i32 %40, -1
  %42 = zext i1 %41 to i32
  store i32 %42, ptr %39, align 4, !tbaa !41
  store i32 0, ptr %29, align 8, !tbaa !40
  br label %84

43:                                               ; preds = %32
  %44 = tail call fastcc i32 @gz_avail(ptr noundef nonnull %0)
  %45 = icmp eq i32 %44, -1
  br i1 %45, label %84, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %0, i64 144
  %48 = load i32, ptr %47, align 8, !tbaa !42
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %84, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %0, i64 76
  %52 = load i32, ptr %51, align 4, !tbaa !16
  %53 = icmp ne i32 %52, 0
  %54 = icmp ult i32 %48, 4
  %55 = and i1 %54, %53
  br i1 %55, label %84, label %56

56:                                               ; preds = %50
  %57 = icmp ugt i32 %48, 3
  %58 = load ptr, ptr %2, align 8, !tbaa !43
  br i1 %57, label %59, label %77

59:                                               ; preds = %56
  %60 = load i8, ptr %58, align 1, !tbaa !34
  %61 = icmp eq i8 %60, 31
  br i1 %61, label %62, label %77

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %58, i64 1
  %64 = load i8, ptr %63, align 1, !tbaa !34
  %65 = icmp eq i8 %64, -117
  br i1 %65, label %66, label %77

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %58, i64 2
  %68 = load i8, ptr %67, align 1, !tbaa !34
  %69 = icmp eq i8 %68, 8
  br i1 %69, label %70, label %77

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %58, i64 3
  %72 = load i8, ptr %71, align 1, !tbaa !34
  %73 = icmp ult i8 %72, 32
  br i1 %73, label %74, label %77

74:                                               ; preds = %70
  %75 = tail call i32 @inflateReset(ptr noundef nonnull %2) #12
  %76 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 2, ptr %76, align 8, !tbaa !26
  store <2 x i32> <i32 0, i32 1>, ptr %29, align 8, !tbaa !17
  br label %84

77:                                               ; preds = %70, %66, %62, %59, %56
  %78 = getelementptr inbounds i8, ptr %0, i64 56
  %79 = load ptr, ptr %78, align 8, !tbaa !35
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %79, ptr %80, align 8, !tbaa !20
  %81 = zext i32 %48 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %58, i64 %81, i1 false)
  %82 = load i32, ptr %47, align 8, !tbaa !42
  store i32 %82, ptr %0, align 8, !tbaa !19
  store i32 0, ptr %47, align 8, !tbaa !42
  %83 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 1, ptr %83, align 8, !tbaa !26
  br label %84

84:                                               ; preds = %46, %50, %43, %77, %74, %36, %25, %19
  %85 = phi i32 [ -1, %19 ], [ -1, %25 ], [ 0, %36 ], [ 0, %74 ], [ 0, %77 ], [ -1, %43 ], [ 0, %50 ], [ 0, %46 ]
  ret i32 %85
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @gzgets(ptr noundef %0, ptr noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp slt i32 %2, 1
  %8 = or i1 %6, %7
  br i1 %8, label %107, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !6
  %12 = icmp eq i32 %11, 7247
  br i1 %12, label %13, label %107

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 120
  %15 = load i32, ptr %14, align 8, !tbaa !15
  switch i32 %15, label %16 [
    i32 0, label %20
    i32 -5, label %20
  ]

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8, ptr %0, i64 76
  %18 = load i32, ptr %17, align 4, !tbaa !16
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %107, label %20

20:                                               ; preds = %13, %13, %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %21 = getelementptr inbounds i8, ptr %0, i64 112
  %22 = load i64, ptr %21, align 8, !tbaa !18
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %59, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 144
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  %28 = getelementptr inbounds i8, ptr %0, i64 88
  br label %29

29:                                               ; preds = %56, %24
  %30 = phi i64 [ %57, %56 ], [ %22, %24 ]
  %31 = load i32, ptr %0, align 8, !tbaa !19
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %45, label %33

33:                                               ; preds = %29
  %34 = zext i32 %31 to i64
  %35 = icmp slt i64 %30, %34
  %36 = trunc i64 %30 to i32
  %37 = select i1 %35, i32 %36, i32 %31
  %38 = sub i32 %31, %37
  store i32 %38, ptr %0, align 8, !tbaa !19
  %39 = load ptr, ptr %26, align 8, !tbaa !20
  %40 = zext i32 %37 to i64
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  store ptr %41, ptr %26, align 8, !tbaa !20
  %42 = load i64, ptr %27, align 8, !tbaa !21
  %43 = add nsw i64 %42, %40
  store i64 %43, ptr %27, align 8, !tbaa !21
  %44 = sub nsw i64 %30, %40
  store i64 %44, ptr %21, align 8, !tbaa !18
  br label %56

45:                                               ; preds = %29
  %46 = load i32, ptr %28, align 8, !tbaa !22
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %45
  %49 = load i32, ptr %25, align 8, !tbaa !23
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %59, label %51

51:                                               ; preds = %48, %45
  %52 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0)
  %53 = icmp eq i32 %52, -1
  br i1 %53, label %107, label %54

54:                                               ; preds = %51
  %55 = load i64, ptr %21, align 8, !tbaa !18
  br label %56

56:                                               ; preds = %54, %33
  %57 = phi i64 [ %55, %54 ], [ %44, %33 ]
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %59, label %29, !llvm.loop !24

59:                                               ; preds = %56, %48, %20
  %60 = add nsw i32 %2, -1
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %107, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  %64 = getelementptr inbounds i8, ptr %0, i64 16
  %65 = load i32, ptr %0, align 8, !tbaa !19
  br label %66

66:                                               ; preds = %62, %79
  %67 = phi i32 [ %94, %79 ], [ %65, %62 ]
  %68 = phi i32 [ %99, %79 ], [ %60, %62 ]
  %69 = phi ptr [ %100, %79 ], [ %1, %62 ]
  %70 = icmp eq i32 %67, 0
  br i1 %70, label %71, label %79

71:                                               ; preds = %66
  %72 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0)
  %73 = icmp eq i32 %72, -1
  br i1 %73, label %103, label %74

74:                                               ; preds = %71
  %75 = load i32, ptr %0, align 8, !tbaa !19
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %74
  %78 = getelementptr inbounds i8, ptr %0, i64 92
  store i32 1, ptr %78, align 4, !tbaa !33
  br label %103

79:                                               ; preds = %66, %74
  %80 = phi i32 [ %75, %74 ], [ %67, %66 ]
  %81 = tail call i32 @llvm.umin.i32(i32 %80, i32 %68)
  %82 = load ptr, ptr %63, align 8, !tbaa !20
  %83 = zext i32 %81 to i64
  %84 = tail call ptr @memchr(ptr noundef %82, i32 noundef 10, i64 noundef %83) #15
  %85 = icmp eq ptr %84, null
  %86 = ptrtoint ptr %84 to i64
  %87 = ptrtoint ptr %82 to i64
  %88 = sub i64 %86, %87
  %89 = trunc i64 %88 to i32
  %90 = add i32 %89, 1
  %91 = select i1 %85, i32 %81, i32 %90
  %92 = zext i32 %91 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %69, ptr align 1 %82, i64 %92, i1 false)
  %93 = load i32, ptr %0, align 8, !tbaa !19
  %94 = sub i32 %93, %91
  store i32 %94, ptr %0, align 8, !tbaa !19
  %95 = load ptr, ptr %63, align 8, !tbaa !20
  %96 = getelementptr inbounds i8, ptr %95, i64 %92
  store ptr %96, ptr %63, align 8, !tbaa !20
  %97 = load i64, ptr %64, align 8, !tbaa !21
  %98 = add nsw i64 %97, %92
  store i64 %98, ptr %64, align 8, !tbaa !21
  %99 = sub i32 %68, %91
  %100 = getelementptr inbounds i8, ptr %69, i64 %92
  %101 = icmp ne i32 %99, 0
  %102 = and i1 %85, %101
  br i1 %102, label %66, label %103, !llvm.loop !44

103:                                              ; preds = %79, %71, %77
  %104 = phi ptr [ %69, %77 ], [ %100, %79 ], [ %69, %71 ]
  %105 = icmp eq ptr %104, %1
  br i1 %105, label %107, label %106

106:                                              ; preds = %103
  store i8 0, ptr %104, align 1, !tbaa !34
  br label %107

107:                                              ; preds = %51, %59, %103, %16, %9, %3, %106
  %108 = phi ptr [ %1, %106 ], [ null, %3 ], [ null, %9 ], [ null, %16 ], [ null, %103 ], [ null, %59 ], [ null, %51 ]
  ret ptr %108
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_fetch(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = getelementptr inbounds i8, ptr %0, i64 40
  %4 = getelementptr inbounds i8, ptr %0, i64 168
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = getelementptr inbounds i8, ptr %0, i64 160
  %7 = getelementptr inbounds i8, ptr %0, i64 88
  %8 = getelementptr inbounds i8, ptr %0, i64 144
  br label %9

9:                                                ; preds = %42, %1
  %10 = load i32, ptr %2, align 8, !tbaa !26
  switch i32 %10, label %32 [
    i32 0, label %11
    i32 1, label %17
    i32 2, label %26
  ]

11:                                               ; preds = %9
  %12 = tail call fastcc i32 @gz_look(ptr noundef nonnull %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %43, label %14

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 8, !tbaa !26
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %43, label %33

17:                                               ; preds = %9
  %18 = load ptr, ptr %5, align 8, !tbaa !35
  %19 = load i32, ptr %3, align 8, !tbaa !27
  %20 = shl i32 %19, 1
  %21 = tail call fastcc i32 @gz_load(ptr noundef nonnull %0, ptr noundef %18, i32 noundef %20, ptr noundef nonnull %0)
  %22 = icmp eq i32 %21, -1
  br i1 %22, label %43, label %23

23:                                               ; preds = %17
  %24 = load ptr, ptr %5, align 8, !tbaa !35
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %24, ptr %25, align 8, !tbaa !20
  br label %43

26:                                               ; preds = %9
  %27 = load i32, ptr %3, align 8, !tbaa !27
  %28 = shl i32 %27, 1
  store i32 %28, ptr %4, align 8, !tbaa !45
  %29 = load ptr, ptr %5, align 8, !tbaa !35
  store ptr %29, ptr %6, align 8, !tbaa !46
  %30 = tail call fastcc i32 @gz_decomp(ptr noundef nonnull %0)
  %31 = icmp eq i32 %30, -1
  br i1 %31, label %43, label %33

32:                                               ; preds = %9
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.8) #12
  br label %43

33:                                               ; preds = %14, %26
  %34 = load i32, ptr %0, align 8, !tbaa !19
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = load i32, ptr %7, align 8, !tbaa !22
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %36
  %40 = load i32, ptr %8, align 8, !tbaa !42
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %43, label %42

42:                                               ; preds = %39, %36
  br label %9, !llvm.loop !47

43:                                               ; preds = %39, %33, %26, %14, %11, %17, %32, %23
  %44 = phi i32 [ -1, %32 ], [ 0, %23 ], [ -1, %17 ], [ 0, %39 ], [ 0, %33 ], [ -1, %26 ], [ 0, %14 ], [ -1, %11 ]
  ret i32 %44
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @gzdirect(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !6
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %16

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load i32, ptr %8, align 8, !tbaa !26
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = load i32, ptr %0, align 8, !tbaa !19
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = tail call fastcc i32 @gz_look(ptr noundef nonnull %0)
  br label %16

16:                                               ; preds = %14, %11, %7, %3
  %17 = getelementptr inbounds i8, ptr %0, i64 64
  %18 = load i32, ptr %17, align 8, !tbaa !40
  %19 = icmp eq i32 %18, 1
  %20 = zext i1 %19 to i32
  br label %21

21:                                               ; preds = %1, %16
  %22 = phi i32 [ %20, %16 ], [ 0, %1 ]
  ret i32 %22
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 1) i32 @gzclose_r(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !6
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %30

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i32, ptr %8, align 8, !tbaa !27
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 136
  %13 = tail call i32 @inflateEnd(ptr noundef nonnull %12) #12
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !35
  tail call void @free(ptr noundef %15) #12
  %16 = getelementptr inbounds i8, ptr %0, i64 48
  %17 = load ptr, ptr %16, align 8, !tbaa !38
  tail call void @free(ptr noundef %17) #12
  br label %18

18:                                               ; preds = %11, %7
  %19 = getelementptr inbounds i8, ptr %0, i64 120
  %20 = load i32, ptr %19, align 8, !tbaa !15
  %21 = icmp eq i32 %20, -5
  %22 = select i1 %21, i32 -5, i32 0
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = load ptr, ptr %23, align 8, !tbaa !48
  tail call void @free(ptr noundef %24) #12
  %25 = getelementptr inbounds i8, ptr %0, i64 28
  %26 = load i32, ptr %25, align 4, !tbaa !28
  %27 = tail call i32 @close(i32 noundef %26) #12
  tail call void @free(ptr noundef nonnull %0) #12
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 %22, i32 -1
  br label %30

30:                                               ; preds = %3, %1, %18
  %31 = phi i32 [ %29, %18 ], [ -2, %1 ], [ -2, %3 ]
  ret i32 %31
}

declare i32 @inflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_load(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2, ptr nocapture noundef %3) unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 76
  store i32 0, ptr %5, align 4, !tbaa !16
  %6 = tail call ptr @__errno_location() #13
  store i32 0, ptr %6, align 4, !tbaa !17
  store i32 0, ptr %3, align 4, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 28
  br label %8

8:                                                ; preds = %19, %4
  %9 = phi i32 [ %21, %19 ], [ 0, %4 ]
  %10 = sub i32 %2, %9
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 1073741824)
  %12 = load i32, ptr %7, align 4, !tbaa !28
  %13 = zext i32 %9 to i64
  %14 = getelementptr inbounds i8, ptr %1, i64 %13
  %15 = zext nneg i32 %11 to i64
  %16 = tail call i64 @read(i32 noundef %12, ptr noundef %14, i64 noundef %15) #12
  %17 = trunc i64 %16 to i32
  %18 = icmp slt i32 %17, 1
  br i1 %18, label %23, label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %3, align 4, !tbaa !17
  %21 = add i32 %20, %17
  store i32 %21, ptr %3, align 4, !tbaa !17
  %22 = icmp ult i32 %21, %2
  br i1 %22, label %8, label %38, !llvm.loop !29

23:                                               ; preds = %8
  %24 = icmp slt i32 %17, 0
  br i1 %24, label %25, label %36

25:                                               ; preds = %23
  %26 = load i32, ptr %6, align 4, !tbaa !17
  %27 = icmp eq i32 %26, 11
  br i1 %27, label %28, label %33

28:                                               ; preds = %25
  store i32 1, ptr %5, align 4, !tbaa !16
  %29 = load i32, ptr %3, align 4, !tbaa !17
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %38

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4, !tbaa !17
  br label %33

33:                                               ; preds = %31, %25
  %34 = phi i32 [ %32, %31 ], [ %26, %25 ]
  %35 = tail call ptr @strerror(i32 noundef %34) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %35) #12
  br label %38

36:                                               ; preds = %23
  %37 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 1, ptr %37, align 8, !tbaa !22
  br label %38

38:                                               ; preds = %19, %36, %28, %33
  %39 = phi i32 [ -1, %33 ], [ 0, %28 ], [ 0, %36 ], [ 0, %19 ]
  ret i32 %39
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_decomp(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = getelementptr inbounds i8, ptr %0, i64 168
  %4 = load i32, ptr %3, align 8, !tbaa !45
  %5 = getelementptr inbounds i8, ptr %0, i64 144
  %6 = getelementptr inbounds i8, ptr %0, i64 68
  br label %7

7:                                                ; preds = %44, %1
  %8 = phi i32 [ 0, %1 ], [ %26, %44 ]
  %9 = load i32, ptr %5, align 8, !tbaa !42
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = tail call fastcc i32 @gz_avail(ptr noundef nonnull %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %0, i64 120
  %16 = load i32, ptr %15, align 8, !tbaa !15
  br label %48

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 8, !tbaa !42
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 76
  %22 = load i32, ptr %21, align 4, !tbaa !16
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %48

24:                                               ; preds = %20
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -5, ptr noundef nonnull @.str.3) #12
  br label %48

25:                                               ; preds = %7, %17
  %26 = tail call i32 @inflate(ptr noundef nonnull %2, i32 noundef 0) #12
  %27 = load i32, ptr %3, align 8, !tbaa !45
  %28 = icmp ult i32 %27, %4
  br i1 %28, label %29, label %30

29:                                               ; preds = %25
  store i32 0, ptr %6, align 4, !tbaa !41
  br label %30

30:                                               ; preds = %29, %25
  switch i32 %26, label %44 [
    i32 -2, label %31
    i32 2, label %31
    i32 -4, label %32
    i32 -3, label %33
  ]

31:                                               ; preds = %30, %30
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.4) #12
  br label %48

32:                                               ; preds = %30
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %48

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4, !tbaa !41
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %39

36:                                               ; preds = %33
  store i32 0, ptr %5, align 8, !tbaa !42
  %37 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 1, ptr %37, align 8, !tbaa !22
  %38 = getelementptr inbounds i8, ptr %0, i64 72
  store i32 0, ptr %38, align 8, !tbaa !26
  br label %48

39:                                               ; preds = %33
  %40 = getelementptr inbounds i8, ptr %0, i64 184
  %41 = load ptr, ptr %40, align 8, !tbaa !49
  %42 = icmp eq ptr %41, null
  %43 = select i1 %42, ptr @.str.6, ptr %41
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -3, ptr noundef nonnull %43) #12
  br label %48

44:                                               ; preds = %30
  %45 = icmp ne i32 %27, 0
  %46 = icmp ne i32 %26, 1
  %47 = select i1 %45, i1 %46, i1 false
  br i1 %47, label %7, label %48, !llvm.loop !50

48:                                               ; preds = %44, %20, %24, %39, %36, %32, %31, %14
  %49 = phi i32 [ %16, %14 ], [ %8, %20 ], [ %8, %24 ], [ %26, %31 ], [ -4, %32 ], [ 0, %36 ], [ -3, %39 ], [ %26, %44 ]
  %50 = load i32, ptr %3, align 8, !tbaa !45
  %51 = sub i32 %4, %50
  store i32 %51, ptr %0, align 8, !tbaa !19
  %52 = getelementptr inbounds i8, ptr %0, i64 160
  %53 = load ptr, ptr %52, align 8, !tbaa !46
  %54 = zext i32 %51 to i64
  %55 = sub nsw i64 0, %54
  %56 = getelementptr inbounds i8, ptr %53, i64 %55
  %57 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %56, ptr %57, align 8, !tbaa !20
  %58 = icmp eq i32 %49, 1
  br i1 %58, label %59, label %60

59:                                               ; preds = %48
  store <2 x i32> zeroinitializer, ptr %6, align 4, !tbaa !17
  br label %63

60:                                               ; preds = %48
  %61 = icmp ne i32 %49, 0
  %62 = sext i1 %61 to i32
  br label %63

63:                                               ; preds = %60, %59
  %64 = phi i32 [ 0, %59 ], [ %62, %60 ]
  ret i32 %64
}

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_avail(ptr noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 136
  %3 = getelementptr inbounds i8, ptr %0, i64 120
  %4 = load i32, ptr %3, align 8, !tbaa !15
  switch i32 %4, label %124 [
    i32 0, label %5
    i32 -5, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 88
  %7 = load i32, ptr %6, align 8, !tbaa !22
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %124

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 144
  %11 = load i32, ptr %10, align 8, !tbaa !42
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %80, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !38
  %16 = load ptr, ptr %2, align 8, !tbaa !43
  %17 = icmp eq ptr %16, %15
  br i1 %17, label %80, label %18

18:                                               ; preds = %13
  %19 = ptrtoint ptr %16 to i64
  %20 = ptrtoint ptr %15 to i64
  %21 = zext i32 %11 to i64
  %22 = icmp ult i32 %11, 8
  %23 = sub i64 %20, %19
  %24 = icmp ult i64 %23, 32
  %25 = or i1 %22, %24
  br i1 %25, label %65, label %26

26:                                               ; preds = %18
  %27 = icmp ult i32 %11, 32
  br i1 %27, label %49, label %28

28:                                               ; preds = %26
  %29 = and i64 %21, 4294967264
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %38, %30 ]
  %32 = getelementptr i8, ptr %15, i64 %31
  %33 = getelementptr i8, ptr %16, i64 %31
  %34 = getelementptr i8, ptr %33, i64 16
  %35 = load <16 x i8>, ptr %33, align 1, !tbaa !34
  %36 = load <16 x i8>, ptr %34, align 1, !tbaa !34
  %37 = getelementptr i8, ptr %32, i64 16
  store <16 x i8> %35, ptr %32, align 1, !tbaa !34
  store <16 x i8> %36, ptr %37, align 1, !tbaa !34
  %38 = add nuw i64 %31, 32
  %39 = icmp eq i64 %38, %29
  br i1 %39, label %40, label %30, !llvm.loop !51

40:                                               ; preds = %30
  %41 = icmp eq i64 %29, %21
  br i1 %41, label %78, label %42

42:                                               ; preds = %40
  %43 = trunc nuw i64 %29 to i32
  %44 = sub i32 %11, %43
  %45 = getelementptr i8, ptr %16, i64 %29
  %46 = getelementptr i8, ptr %15, i64 %29
  %47 = and i64 %21, 24
  %48 = icmp eq i64 %47, 0
  br i1 %48, label %65, label %49

49:                                               ; preds = %26, %42
  %50 = phi i64 [ %29, %42 ], [ 0, %26 ]
  %51 = and i64 %21, 4294967288
  %52 = getelementptr i8, ptr %15, i64 %51
  %53 = getelementptr i8, ptr %16, i64 %51
  %54 = trunc nuw i64 %51 to i32
  %55 = sub i32 %11, %54
  br label %56

56:                                               ; preds = %56, %49
  %57 = phi i64 [ %50, %49 ], [ %61, %56 ]
  %58 = getelementptr i8, ptr %15, i64 %57
  %59 = getelementptr i8, ptr %16, i64 %57
  %60 = load <8 x i8>, ptr %59, align 1, !tbaa !34
  store <8 x i8> %60, ptr %58, align 1, !tbaa !34
  %61 = add nuw i64 %57, 8
  %62 = icmp eq i64 %61, %51
  br i1 %62, label %63, label %56, !llvm.loop !54

63:                                               ; preds = %56
  %64 = icmp eq i64 %51, %21
  br i1 %64, label %78, label %65

65:                                               ; preds = %63, %18, %42
  %66 = phi ptr [ %15, %18 ], [ %46, %42 ], [ %52, %63 ]
  %67 = phi ptr [ %16, %18 ], [ %45, %42 ], [ %53, %63 ]
  %68 = phi i32 [ %11, %18 ], [ %44, %42 ], [ %55, %63 ]
  br label %69

69:                                               ; preds = %65, %69
  %70 = phi ptr [ %75, %69 ], [ %66, %65 ]
  %71 = phi ptr [ %73, %69 ], [ %67, %65 ]
  %72 = phi i32 [ %76, %69 ], [ %68, %65 ]
  %73 = getelementptr inbounds i8, ptr %71, i64 1
  %74 = load i8, ptr %71, align 1, !tbaa !34
  %75 = getelementptr inbounds i8, ptr %70, i64 1
  store i8 %74, ptr %70, align 1, !tbaa !34
  %76 = add i32 %72, -1
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %69, !llvm.loop !55

78:                                               ; preds = %69, %63, %40
  %79 = load i32, ptr %10, align 8, !tbaa !42
  br label %80

80:                                               ; preds = %78, %13, %9
  %81 = phi i32 [ %79, %78 ], [ %11, %13 ], [ 0, %9 ]
  %82 = getelementptr inbounds i8, ptr %0, i64 48
  %83 = load ptr, ptr %82, align 8, !tbaa !38
  %84 = zext i32 %81 to i64
  %85 = getelementptr inbounds i8, ptr %83, i64 %84
  %86 = getelementptr inbounds i8, ptr %0, i64 40
  %87 = load i32, ptr %86, align 8, !tbaa !27
  %88 = sub i32 %87, %81
  %89 = getelementptr inbounds i8, ptr %0, i64 76
  store i32 0, ptr %89, align 4, !tbaa !16
  %90 = tail call ptr @__errno_location() #13
  store i32 0, ptr %90, align 4, !tbaa !17
  %91 = getelementptr inbounds i8, ptr %0, i64 28
  br label %92

92:                                               ; preds = %103, %80
  %93 = phi i32 [ 0, %80 ], [ %104, %103 ]
  %94 = sub i32 %88, %93
  %95 = tail call i32 @llvm.umin.i32(i32 %94, i32 1073741824)
  %96 = load i32, ptr %91, align 4, !tbaa !28
  %97 = zext i32 %93 to i64
  %98 = getelementptr inbounds i8, ptr %85, i64 %97
  %99 = zext nneg i32 %95 to i64
  %100 = tail call i64 @read(i32 noundef %96, ptr noundef %98, i64 noundef %99) #12
  %101 = trunc i64 %100 to i32
  %102 = icmp slt i32 %101, 1
  br i1 %102, label %106, label %103

103:                                              ; preds = %92
  %104 = add i32 %93, %101
  %105 = icmp ult i32 %104, %88
  br i1 %105, label %92, label %119, !llvm.loop !29

106:                                              ; preds = %92
  %107 = icmp slt i32 %101, 0
  br i1 %107, label %108, label %115

108:                                              ; preds = %106
  %109 = load i32, ptr %90, align 4, !tbaa !17
  %110 = icmp eq i32 %109, 11
  br i1 %110, label %111, label %116

111:                                              ; preds = %108
  store i32 1, ptr %89, align 4, !tbaa !16
  %112 = icmp eq i32 %93, 0
  br i1 %112, label %113, label %119

113:                                              ; preds = %111
  %114 = load i32, ptr %90, align 4, !tbaa !17
  br label %116

115:                                              ; preds = %106
  store i32 1, ptr %6, align 8, !tbaa !22
  br label %119

116:                                              ; preds = %108, %113
  %117 = phi i32 [ %114, %113 ], [ %109, %108 ]
  %118 = tail call ptr @strerror(i32 noundef %117) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %118) #12
  br label %124

119:                                              ; preds = %103, %111, %115
  %120 = phi i32 [ %93, %115 ], [ %93, %111 ], [ %104, %103 ]
  %121 = load i32, ptr %10, align 8, !tbaa !42
  %122 = add i32 %121, %120
  store i32 %122, ptr %10, align 8, !tbaa !42
  %123 = load ptr, ptr %82, align 8, !tbaa !38
  store ptr %123, ptr %2, align 8, !tbaa !43
  br label %124

124:                                              ; preds = %116, %5, %119, %1
  %125 = phi i32 [ -1, %1 ], [ -1, %116 ], [ 0, %119 ], [ 0, %5 ]
  ret i32 %125
}

declare i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @inflateReset(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind willreturn memory(read) }

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
!17 = !{!9, !9, i64 0}
!18 = !{!7, !13, i64 112}
!19 = !{!7, !9, i64 0}
!20 = !{!7, !12, i64 8}
!21 = !{!7, !13, i64 16}
!22 = !{!7, !9, i64 88}
!23 = !{!7, !9, i64 144}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!7, !9, i64 72}
!27 = !{!7, !9, i64 40}
!28 = !{!7, !9, i64 28}
!29 = distinct !{!29, !25}
!30 = !{!7, !9, i64 168}
!31 = !{!7, !12, i64 160}
!32 = distinct !{!32, !25}
!33 = !{!7, !9, i64 92}
!34 = !{!10, !10, i64 0}
!35 = !{!7, !12, i64 56}
!36 = distinct !{!36, !25}
!37 = !{!7, !9, i64 44}
!38 = !{!7, !12, i64 48}
!39 = !{!7, !12, i64 136}
!40 = !{!7, !9, i64 64}
!41 = !{!7, !9, i64 68}
!42 = !{!14, !9, i64 8}
!43 = !{!14, !12, i64 0}
!44 = distinct !{!44, !25}
!45 = !{!14, !9, i64 32}
!46 = !{!14, !12, i64 24}
!47 = distinct !{!47, !25}
!48 = !{!7, !12, i64 32}
!49 = !{!14, !12, i64 48}
!50 = distinct !{!50, !25}
!51 = distinct !{!51, !25, !52, !53}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = !{!"llvm.loop.unroll.runtime.disable"}
!54 = distinct !{!54, !25, !52, !53}
!55 = distinct !{!55, !25, !52}
