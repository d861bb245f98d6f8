; ModuleID = 'src/zlib/deflate.c'
source_filename = "src/zlib/deflate.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.config_s = type { i16, i16, i16, i16, ptr }
%struct.ct_data_s = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

@deflate_copyright = dso_local local_unnamed_addr constant [68 x i8] c" deflate 1.3.2 Copyright 1995-2026 Jean-loup Gailly and Mark Adler \00", align 1
@z_errmsg = external local_unnamed_addr constant [10 x ptr], align 8
@configuration_table = internal unnamed_addr constant [10 x %struct.config_s] [%struct.config_s { i16 0, i16 0, i16 0, i16 0, ptr @deflate_stored }, %struct.config_s { i16 4, i16 4, i16 8, i16 4, ptr @deflate_fast }, %struct.config_s { i16 4, i16 5, i16 16, i16 8, ptr @deflate_fast }, %struct.config_s { i16 4, i16 6, i16 32, i16 32, ptr @deflate_fast }, %struct.config_s { i16 4, i16 4, i16 16, i16 16, ptr @deflate_slow }, %struct.config_s { i16 8, i16 16, i16 32, i16 32, ptr @deflate_slow }, %struct.config_s { i16 8, i16 16, i16 128, i16 128, ptr @deflate_slow }, %struct.config_s { i16 8, i16 32, i16 128, i16 256, ptr @deflate_slow }, %struct.config_s { i16 32, i16 128, i16 258, i16 1024, ptr @deflate_slow }, %struct.config_s { i16 32, i16 258, i16 258, i16 4096, ptr @deflate_slow }], align 8
@_length_code = external local_unnamed_addr constant [0 x i8], align 1
@_dist_code = external local_unnamed_addr constant [0 x i8], align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @deflateInit_(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @deflateInit2_(ptr noundef %0, i32 noundef %1, i32 noundef 8, i32 noundef 15, i32 noundef 8, i32 noundef 0, ptr noundef %2, i32 noundef %3)
  ret i32 %5
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @deflateInit2_(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = icmp eq ptr %6, null
  br i1 %9, label %135, label %10

10:                                               ; preds = %8
  %11 = load i8, ptr %6, align 1, !tbaa !6
  %12 = icmp ne i8 %11, 49
  %13 = icmp ne i32 %7, 112
  %14 = or i1 %13, %12
  br i1 %14, label %135, label %15

15:                                               ; preds = %10
  %16 = icmp eq ptr %0, null
  br i1 %16, label %135, label %17

17:                                               ; preds = %15
  %18 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %18, align 8, !tbaa !9
  %19 = getelementptr inbounds i8, ptr %0, i64 64
  %20 = load ptr, ptr %19, align 8, !tbaa !14
  %21 = icmp eq ptr %20, null
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  store ptr @zcalloc, ptr %19, align 8, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr null, ptr %23, align 8, !tbaa !15
  br label %24

24:                                               ; preds = %22, %17
  %25 = phi ptr [ @zcalloc, %22 ], [ %20, %17 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !16
  %28 = icmp eq ptr %27, null
  br i1 %28, label %29, label %30

29:                                               ; preds = %24
  store ptr @zcfree, ptr %26, align 8, !tbaa !16
  br label %30

30:                                               ; preds = %29, %24
  %31 = icmp eq i32 %1, -1
  %32 = select i1 %31, i32 6, i32 %1
  %33 = icmp slt i32 %3, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %30
  %35 = icmp ult i32 %3, -15
  br i1 %35, label %135, label %36

36:                                               ; preds = %34
  %37 = sub nsw i32 0, %3
  br label %42

38:                                               ; preds = %30
  %39 = icmp ugt i32 %3, 15
  br i1 %39, label %40, label %42

40:                                               ; preds = %38
  %41 = add nsw i32 %3, -16
  br label %42

42:                                               ; preds = %38, %40, %36
  %43 = phi i32 [ %37, %36 ], [ %41, %40 ], [ %3, %38 ]
  %44 = phi i1 [ true, %36 ], [ true, %40 ], [ false, %38 ]
  %45 = phi i32 [ 0, %36 ], [ 2, %40 ], [ 1, %38 ]
  %46 = add i32 %4, -10
  %47 = icmp ult i32 %46, -9
  %48 = icmp ne i32 %2, 8
  %49 = or i1 %48, %47
  %50 = add nsw i32 %43, -16
  %51 = icmp ult i32 %50, -8
  %52 = select i1 %49, i1 true, i1 %51
  %53 = icmp ugt i32 %32, 9
  %54 = or i1 %53, %52
  %55 = icmp ugt i32 %5, 4
  %56 = or i1 %55, %54
  br i1 %56, label %135, label %57

57:                                               ; preds = %42
  %58 = icmp eq i32 %43, 8
  %59 = and i1 %58, %44
  br i1 %59, label %135, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %0, i64 80
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = tail call ptr %25(ptr noundef %62, i32 noundef 1, i32 noundef 5968) #10
  %64 = icmp eq ptr %63, null
  br i1 %64, label %135, label %65

65:                                               ; preds = %60
  %66 = select i1 %58, i32 9, i32 %43
  %67 = getelementptr inbounds i8, ptr %63, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5968) %67, i8 0, i64 5960, i1 false)
  %68 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %63, ptr %68, align 8, !tbaa !17
  store ptr %0, ptr %63, align 8, !tbaa !18
  %69 = getelementptr inbounds i8, ptr %63, i64 8
  store i32 42, ptr %69, align 8, !tbaa !22
  %70 = getelementptr inbounds i8, ptr %63, i64 48
  store i32 %45, ptr %70, align 8, !tbaa !23
  %71 = getelementptr inbounds i8, ptr %63, i64 84
  store i32 %66, ptr %71, align 4, !tbaa !24
  %72 = shl nuw nsw i32 1, %66
  %73 = getelementptr inbounds i8, ptr %63, i64 80
  store i32 %72, ptr %73, align 8, !tbaa !25
  %74 = add nsw i32 %72, -1
  %75 = getelementptr inbounds i8, ptr %63, i64 88
  store i32 %74, ptr %75, align 8, !tbaa !26
  %76 = add nuw nsw i32 %4, 7
  %77 = getelementptr inbounds i8, ptr %63, i64 136
  store i32 %76, ptr %77, align 8, !tbaa !27
  %78 = shl nuw nsw i32 128, %4
  %79 = getelementptr inbounds i8, ptr %63, i64 132
  store i32 %78, ptr %79, align 4, !tbaa !28
  %80 = add nsw i32 %78, -1
  %81 = getelementptr inbounds i8, ptr %63, i64 140
  store i32 %80, ptr %81, align 4, !tbaa !29
  %82 = trunc nuw i32 %4 to i8
  %83 = add nuw nsw i8 %82, 9
  %84 = udiv i8 %83, 3
  %85 = zext nneg i8 %84 to i32
  %86 = getelementptr inbounds i8, ptr %63, i64 144
  store i32 %85, ptr %86, align 8, !tbaa !30
  %87 = load ptr, ptr %19, align 8, !tbaa !14
  %88 = load ptr, ptr %61, align 8, !tbaa !15
  %89 = tail call ptr %87(ptr noundef %88, i32 noundef %72, i32 noundef 2) #10
  %90 = getelementptr inbounds i8, ptr %63, i64 96
  store ptr %89, ptr %90, align 8, !tbaa !31
  %91 = load ptr, ptr %19, align 8, !tbaa !14
  %92 = load ptr, ptr %61, align 8, !tbaa !15
  %93 = load i32, ptr %73, align 8, !tbaa !25
  %94 = tail call ptr %91(ptr noundef %92, i32 noundef %93, i32 noundef 2) #10
  %95 = getelementptr inbounds i8, ptr %63, i64 112
  store ptr %94, ptr %95, align 8, !tbaa !32
  %96 = load ptr, ptr %19, align 8, !tbaa !14
  %97 = load ptr, ptr %61, align 8, !tbaa !15
  %98 = load i32, ptr %79, align 4, !tbaa !28
  %99 = tail call ptr %96(ptr noundef %97, i32 noundef %98, i32 noundef 2) #10
  %100 = getelementptr inbounds i8, ptr %63, i64 120
  store ptr %99, ptr %100, align 8, !tbaa !33
  %101 = getelementptr inbounds i8, ptr %63, i64 5952
  store i64 0, ptr %101, align 8, !tbaa !34
  %102 = shl nuw nsw i32 64, %4
  %103 = getelementptr inbounds i8, ptr %63, i64 5896
  store i32 %102, ptr %103, align 8, !tbaa !35
  %104 = load ptr, ptr %19, align 8, !tbaa !14
  %105 = load ptr, ptr %61, align 8, !tbaa !15
  %106 = tail call ptr %104(ptr noundef %105, i32 noundef %102, i32 noundef 4) #10
  %107 = getelementptr inbounds i8, ptr %63, i64 16
  store ptr %106, ptr %107, align 8, !tbaa !36
  %108 = load i32, ptr %103, align 8, !tbaa !35
  %109 = zext i32 %108 to i64
  %110 = shl nuw nsw i64 %109, 2
  %111 = getelementptr inbounds i8, ptr %63, i64 24
  store i64 %110, ptr %111, align 8, !tbaa !37
  %112 = load ptr, ptr %90, align 8, !tbaa !31
  %113 = icmp eq ptr %112, null
  br i1 %113, label %122, label %114

114:                                              ; preds = %65
  %115 = load ptr, ptr %95, align 8, !tbaa !32
  %116 = icmp eq ptr %115, null
  br i1 %116, label %122, label %117

117:                                              ; preds = %114
  %118 = load ptr, ptr %100, align 8, !tbaa !33
  %119 = icmp eq ptr %118, null
  %120 = icmp eq ptr %106, null
  %121 = select i1 %119, i1 true, i1 %120
  br i1 %121, label %122, label %125

122:                                              ; preds = %117, %114, %65
  store i32 666, ptr %69, align 8, !tbaa !22
  %123 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 48), align 8, !tbaa !38
  store ptr %123, ptr %18, align 8, !tbaa !9
  %124 = tail call i32 @deflateEnd(ptr noundef nonnull %0)
  br label %135

125:                                              ; preds = %117
  %126 = getelementptr inbounds i8, ptr %106, i64 %109
  %127 = getelementptr inbounds i8, ptr %63, i64 5888
  store ptr %126, ptr %127, align 8, !tbaa !39
  %128 = mul i32 %108, 3
  %129 = add i32 %128, -3
  %130 = getelementptr inbounds i8, ptr %63, i64 5904
  store i32 %129, ptr %130, align 8, !tbaa !40
  %131 = getelementptr inbounds i8, ptr %63, i64 196
  store i32 %32, ptr %131, align 4, !tbaa !41
  %132 = getelementptr inbounds i8, ptr %63, i64 200
  store i32 %5, ptr %132, align 8, !tbaa !42
  %133 = getelementptr inbounds i8, ptr %63, i64 72
  store i8 8, ptr %133, align 8, !tbaa !43
  %134 = tail call i32 @deflateReset(ptr noundef nonnull %0)
  br label %135

135:                                              ; preds = %60, %42, %57, %34, %15, %8, %10, %125, %122
  %136 = phi i32 [ -4, %122 ], [ %134, %125 ], [ -6, %10 ], [ -6, %8 ], [ -2, %15 ], [ -2, %34 ], [ -2, %57 ], [ -2, %42 ], [ -4, %60 ]
  ret i32 %136
}

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #1

declare void @zcfree(ptr noundef, ptr noundef) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 -3, 1) i32 @deflateEnd(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %70, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = icmp eq ptr %5, null
  br i1 %6, label %70, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !16
  %10 = icmp eq ptr %9, null
  br i1 %10, label %70, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = icmp eq ptr %13, null
  br i1 %14, label %70, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !18
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %70

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !22
  switch i32 %20, label %70 [
    i32 42, label %21
    i32 57, label %21
    i32 69, label %21
    i32 73, label %21
    i32 91, label %21
    i32 103, label %21
    i32 113, label %21
    i32 666, label %21
  ]

21:                                               ; preds = %18, %18, %18, %18, %18, %18, %18, %18
  %22 = getelementptr inbounds i8, ptr %13, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !36
  %24 = icmp eq ptr %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %0, i64 80
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  tail call void %9(ptr noundef %27, ptr noundef nonnull %23) #10
  %28 = load ptr, ptr %12, align 8, !tbaa !17
  %29 = load ptr, ptr %8, align 8, !tbaa !16
  br label %30

30:                                               ; preds = %25, %21
  %31 = phi ptr [ %29, %25 ], [ %9, %21 ]
  %32 = phi ptr [ %28, %25 ], [ %13, %21 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 120
  %34 = load ptr, ptr %33, align 8, !tbaa !33
  %35 = icmp eq ptr %34, null
  br i1 %35, label %41, label %36

36:                                               ; preds = %30
  %37 = getelementptr inbounds i8, ptr %0, i64 80
  %38 = load ptr, ptr %37, align 8, !tbaa !15
  tail call void %31(ptr noundef %38, ptr noundef nonnull %34) #10
  %39 = load ptr, ptr %12, align 8, !tbaa !17
  %40 = load ptr, ptr %8, align 8, !tbaa !16
  br label %41

41:                                               ; preds = %36, %30
  %42 = phi ptr [ %40, %36 ], [ %31, %30 ]
  %43 = phi ptr [ %39, %36 ], [ %32, %30 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 112
  %45 = load ptr, ptr %44, align 8, !tbaa !32
  %46 = icmp eq ptr %45, null
  br i1 %46, label %52, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %0, i64 80
  %49 = load ptr, ptr %48, align 8, !tbaa !15
  tail call void %42(ptr noundef %49, ptr noundef nonnull %45) #10
  %50 = load ptr, ptr %12, align 8, !tbaa !17
  %51 = load ptr, ptr %8, align 8, !tbaa !16
  br label %52

52:                                               ; preds = %47, %41
  %53 = phi ptr [ %51, %47 ], [ %42, %41 ]
  %54 = phi ptr [ %50, %47 ], [ %43, %41 ]
  %55 = getelementptr inbounds i8, ptr %54, i64 96
  %56 = load ptr, ptr %55, align 8, !tbaa !31
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %0, i64 80
  %60 = load ptr, ptr %59, align 8, !tbaa !15
  tail call void %53(ptr noundef %60, ptr noundef nonnull %56) #10
  %61 = load ptr, ptr %8, align 8, !tbaa !16
  %62 = load ptr, ptr %12, align 8, !tbaa !17
  br label %63

63:                                               ; preds = %58, %52
  %64 = phi ptr [ %62, %58 ], [ %54, %52 ]
  %65 = phi ptr [ %61, %58 ], [ %53, %52 ]
  %66 = getelementptr inbounds i8, ptr %0, i64 80
  %67 = load ptr, ptr %66, align 8, !tbaa !15
  tail call void %65(ptr noundef %67, ptr noundef %64) #10
  store ptr null, ptr %12, align 8, !tbaa !17
  %68 = icmp eq i32 %20, 113
  %69 = select i1 %68, i32 -3, i32 0
  br label %70

70:                                               ; preds = %11, %15, %18, %1, %3, %7, %63
  %71 = phi i32 [ %69, %63 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %18 ], [ -2, %15 ], [ -2, %11 ]
  ret i32 %71
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @deflateReset(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @deflateResetKeep(ptr noundef %0)
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %47

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = load ptr, ptr %5, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %6, i64 80
  %8 = load i32, ptr %7, align 8, !tbaa !25
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 1
  %11 = getelementptr inbounds i8, ptr %6, i64 104
  store i64 %10, ptr %11, align 8, !tbaa !44
  %12 = getelementptr inbounds i8, ptr %6, i64 120
  %13 = load ptr, ptr %12, align 8, !tbaa !33
  %14 = getelementptr inbounds i8, ptr %6, i64 132
  %15 = load i32, ptr %14, align 4, !tbaa !28
  %16 = add i32 %15, -1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i16, ptr %13, i64 %17
  store i16 0, ptr %18, align 2, !tbaa !45
  %19 = shl nuw nsw i64 %17, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %13, i8 0, i64 %19, i1 false)
  %20 = getelementptr inbounds i8, ptr %6, i64 5960
  store i32 0, ptr %20, align 8, !tbaa !46
  %21 = getelementptr inbounds i8, ptr %6, i64 196
  %22 = load i32, ptr %21, align 4, !tbaa !41
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, i32 1
  %25 = load i16, ptr %24, align 2, !tbaa !47
  %26 = zext i16 %25 to i32
  %27 = getelementptr inbounds i8, ptr %6, i64 192
  store i32 %26, ptr %27, align 8, !tbaa !49
  %28 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23
  %29 = load i16, ptr %28, align 8, !tbaa !50
  %30 = zext i16 %29 to i32
  %31 = getelementptr inbounds i8, ptr %6, i64 204
  store i32 %30, ptr %31, align 4, !tbaa !51
  %32 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, i32 2
  %33 = load i16, ptr %32, align 4, !tbaa !52
  %34 = zext i16 %33 to i32
  %35 = getelementptr inbounds i8, ptr %6, i64 208
  store i32 %34, ptr %35, align 8, !tbaa !53
  %36 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %23, i32 3
  %37 = load i16, ptr %36, align 2, !tbaa !54
  %38 = zext i16 %37 to i32
  %39 = getelementptr inbounds i8, ptr %6, i64 188
  store i32 %38, ptr %39, align 4, !tbaa !55
  %40 = getelementptr inbounds i8, ptr %6, i64 172
  store i32 0, ptr %40, align 4, !tbaa !56
  %41 = getelementptr inbounds i8, ptr %6, i64 152
  store i64 0, ptr %41, align 8, !tbaa !57
  %42 = getelementptr inbounds i8, ptr %6, i64 180
  %43 = getelementptr inbounds i8, ptr %6, i64 5932
  store i32 0, ptr %43, align 4, !tbaa !58
  store <2 x i32> <i32 0, i32 2>, ptr %42, align 4, !tbaa !59
  %44 = getelementptr inbounds i8, ptr %6, i64 160
  store i32 2, ptr %44, align 8, !tbaa !60
  %45 = getelementptr inbounds i8, ptr %6, i64 168
  store i32 0, ptr %45, align 8, !tbaa !61
  %46 = getelementptr inbounds i8, ptr %6, i64 128
  store i32 0, ptr %46, align 8, !tbaa !62
  br label %47

47:                                               ; preds = %4, %1
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @deflateSetDictionary(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %136, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = icmp eq ptr %7, null
  br i1 %8, label %136, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %136, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = icmp eq ptr %15, null
  br i1 %16, label %136, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !18
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %136

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !22
  switch i32 %22, label %136 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ]

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = icmp eq ptr %1, null
  br i1 %24, label %136, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %15, i64 48
  %27 = load i32, ptr %26, align 8, !tbaa !23
  switch i32 %27, label %34 [
    i32 2, label %136
    i32 1, label %28
  ]

28:                                               ; preds = %25
  %29 = icmp eq i32 %22, 42
  br i1 %29, label %30, label %136

30:                                               ; preds = %28
  %31 = getelementptr inbounds i8, ptr %15, i64 180
  %32 = load i32, ptr %31, align 4, !tbaa !63
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %42, label %136

34:                                               ; preds = %25
  %35 = getelementptr inbounds i8, ptr %15, i64 180
  %36 = load i32, ptr %35, align 4, !tbaa !63
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %136

38:                                               ; preds = %34
  store i32 0, ptr %26, align 8, !tbaa !23
  %39 = getelementptr inbounds i8, ptr %15, i64 80
  %40 = load i32, ptr %39, align 8, !tbaa !25
  %41 = icmp ugt i32 %40, %2
  br i1 %41, label %71, label %49

42:                                               ; preds = %30
  %43 = getelementptr inbounds i8, ptr %0, i64 96
  %44 = load i64, ptr %43, align 8, !tbaa !64
  %45 = tail call i64 @adler32(i64 noundef %44, ptr noundef nonnull %1, i32 noundef %2) #10
  store i64 %45, ptr %43, align 8, !tbaa !64
  store i32 0, ptr %26, align 8, !tbaa !23
  %46 = getelementptr inbounds i8, ptr %15, i64 80
  %47 = load i32, ptr %46, align 8, !tbaa !25
  %48 = icmp ugt i32 %47, %2
  br i1 %48, label %71, label %65

49:                                               ; preds = %38
  %50 = icmp eq i32 %27, 0
  br i1 %50, label %51, label %65

51:                                               ; preds = %49
  %52 = getelementptr inbounds i8, ptr %15, i64 120
  %53 = load ptr, ptr %52, align 8, !tbaa !33
  %54 = getelementptr inbounds i8, ptr %15, i64 132
  %55 = load i32, ptr %54, align 4, !tbaa !28
  %56 = add i32 %55, -1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i16, ptr %53, i64 %57
  store i16 0, ptr %58, align 2, !tbaa !45
  %59 = shl nuw nsw i64 %57, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %53, i8 0, i64 %59, i1 false)
  %60 = getelementptr inbounds i8, ptr %15, i64 5960
  store i32 0, ptr %60, align 8, !tbaa !46
  %61 = getelementptr inbounds i8, ptr %15, i64 172
  store i32 0, ptr %61, align 4, !tbaa !56
  %62 = getelementptr inbounds i8, ptr %15, i64 152
  store i64 0, ptr %62, align 8, !tbaa !57
  %63 = getelementptr inbounds i8, ptr %15, i64 5932
  store i32 0, ptr %63, align 4, !tbaa !58
  %64 = load i32, ptr %39, align 8, !tbaa !25
  br label %65

65:                                               ; preds = %42, %51, %49
  %66 = phi ptr [ %35, %51 ], [ %35, %49 ], [ %31, %42 ]
  %67 = phi i32 [ %64, %51 ], [ %40, %49 ], [ %47, %42 ]
  %68 = sub i32 %2, %67
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %1, i64 %69
  br label %71

71:                                               ; preds = %42, %65, %38
  %72 = phi ptr [ %66, %65 ], [ %35, %38 ], [ %31, %42 ]
  %73 = phi i32 [ %67, %65 ], [ %2, %38 ], [ %2, %42 ]
  %74 = phi ptr [ %70, %65 ], [ %1, %38 ], [ %1, %42 ]
  %75 = getelementptr inbounds i8, ptr %0, i64 8
  %76 = load i32, ptr %75, align 8, !tbaa !65
  %77 = load ptr, ptr %0, align 8, !tbaa !66
  store i32 %73, ptr %75, align 8, !tbaa !65
  store ptr %74, ptr %0, align 8, !tbaa !66
  tail call fastcc void @fill_window(ptr noundef nonnull %15)
  %78 = load i32, ptr %72, align 4, !tbaa !63
  %79 = icmp ugt i32 %78, 2
  br i1 %79, label %80, label %125

80:                                               ; preds = %71
  %81 = getelementptr inbounds i8, ptr %15, i64 172
  %82 = getelementptr inbounds i8, ptr %15, i64 128
  %83 = getelementptr inbounds i8, ptr %15, i64 144
  %84 = getelementptr inbounds i8, ptr %15, i64 96
  %85 = getelementptr inbounds i8, ptr %15, i64 140
  %86 = getelementptr inbounds i8, ptr %15, i64 120
  %87 = getelementptr inbounds i8, ptr %15, i64 112
  %88 = getelementptr inbounds i8, ptr %15, i64 88
  br label %89

89:                                               ; preds = %80, %122
  %90 = phi i32 [ %78, %80 ], [ %123, %122 ]
  %91 = load i32, ptr %81, align 4, !tbaa !56
  %92 = add i32 %90, -2
  %93 = load i32, ptr %83, align 8, !tbaa !30
  %94 = load ptr, ptr %84, align 8, !tbaa !31
  %95 = load i32, ptr %85, align 4, !tbaa !29
  %96 = load ptr, ptr %86, align 8, !tbaa !33
  %97 = load ptr, ptr %87, align 8, !tbaa !32
  %98 = load i32, ptr %88, align 8, !tbaa !26
  %99 = load i32, ptr %82, align 8, !tbaa !62
  br label %100

100:                                              ; preds = %100, %89
  %101 = phi i32 [ %99, %89 ], [ %111, %100 ]
  %102 = phi i32 [ %91, %89 ], [ %119, %100 ]
  %103 = phi i32 [ %92, %89 ], [ %120, %100 ]
  %104 = shl i32 %101, %93
  %105 = add i32 %102, 2
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds i8, ptr %94, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !6
  %109 = zext i8 %108 to i32
  %110 = xor i32 %104, %109
  %111 = and i32 %110, %95
  store i32 %111, ptr %82, align 8, !tbaa !62
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds i16, ptr %96, i64 %112
  %114 = load i16, ptr %113, align 2, !tbaa !45
  %115 = and i32 %98, %102
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds i16, ptr %97, i64 %116
  store i16 %114, ptr %117, align 2, !tbaa !45
  %118 = trunc i32 %102 to i16
  store i16 %118, ptr %113, align 2, !tbaa !45
  %119 = add i32 %102, 1
  %120 = add i32 %103, -1
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %100, !llvm.loop !67

122:                                              ; preds = %100
  store i32 %119, ptr %81, align 4, !tbaa !56
  store i32 2, ptr %72, align 4, !tbaa !63
  tail call fastcc void @fill_window(ptr noundef nonnull %15)
  %123 = load i32, ptr %72, align 4, !tbaa !63
  %124 = icmp ugt i32 %123, 2
  br i1 %124, label %89, label %125, !llvm.loop !69

125:                                              ; preds = %122, %71
  %126 = phi i32 [ %78, %71 ], [ %123, %122 ]
  %127 = getelementptr inbounds i8, ptr %15, i64 172
  %128 = load i32, ptr %127, align 4, !tbaa !56
  %129 = add i32 %128, %126
  store i32 %129, ptr %127, align 4, !tbaa !56
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds i8, ptr %15, i64 152
  store i64 %130, ptr %131, align 8, !tbaa !57
  %132 = getelementptr inbounds i8, ptr %15, i64 5932
  store i32 %126, ptr %132, align 4, !tbaa !58
  store i32 0, ptr %72, align 4, !tbaa !63
  %133 = getelementptr inbounds i8, ptr %15, i64 184
  store i32 2, ptr %133, align 8, !tbaa !70
  %134 = getelementptr inbounds i8, ptr %15, i64 160
  store i32 2, ptr %134, align 8, !tbaa !60
  %135 = getelementptr inbounds i8, ptr %15, i64 168
  store i32 0, ptr %135, align 8, !tbaa !61
  store ptr %77, ptr %0, align 8, !tbaa !66
  store i32 %76, ptr %75, align 8, !tbaa !65
  store i32 %27, ptr %26, align 8, !tbaa !23
  br label %136

136:                                              ; preds = %25, %13, %17, %20, %3, %5, %9, %34, %28, %30, %23, %125
  %137 = phi i32 [ 0, %125 ], [ -2, %23 ], [ -2, %30 ], [ -2, %28 ], [ -2, %25 ], [ -2, %34 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ]
  ret i32 %137
}

declare i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @fill_window(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load i32, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %0, i64 104
  %5 = getelementptr inbounds i8, ptr %0, i64 180
  %6 = getelementptr inbounds i8, ptr %0, i64 172
  %7 = add i32 %3, -262
  %8 = getelementptr inbounds i8, ptr %0, i64 96
  %9 = zext i32 %3 to i64
  %10 = getelementptr inbounds i8, ptr %0, i64 152
  %11 = getelementptr inbounds i8, ptr %0, i64 5932
  %12 = getelementptr inbounds i8, ptr %0, i64 132
  %13 = getelementptr inbounds i8, ptr %0, i64 120
  %14 = getelementptr inbounds i8, ptr %0, i64 112
  %15 = getelementptr inbounds i8, ptr %0, i64 5960
  %16 = getelementptr inbounds i8, ptr %0, i64 128
  %17 = getelementptr inbounds i8, ptr %0, i64 144
  %18 = getelementptr inbounds i8, ptr %0, i64 140
  %19 = getelementptr inbounds i8, ptr %0, i64 88
  %20 = load i32, ptr %5, align 4, !tbaa !63
  %21 = insertelement <2 x i32> poison, i32 %3, i64 0
  %22 = shufflevector <2 x i32> %21, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %23

23:                                               ; preds = %241, %1
  %24 = phi i32 [ %189, %241 ], [ %20, %1 ]
  %25 = load i64, ptr %4, align 8, !tbaa !44
  %26 = zext i32 %24 to i64
  %27 = load i32, ptr %6, align 4, !tbaa !56
  %28 = zext i32 %27 to i64
  %29 = add nuw nsw i64 %26, %28
  %30 = sub i64 %25, %29
  %31 = trunc i64 %30 to i32
  %32 = load i32, ptr %2, align 8, !tbaa !25
  %33 = add i32 %7, %32
  %34 = icmp ult i32 %27, %33
  br i1 %34, label %148, label %35

35:                                               ; preds = %23
  %36 = load ptr, ptr %8, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %36, i64 %9
  %38 = sub i32 %3, %31
  %39 = zext i32 %38 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %36, ptr align 1 %37, i64 %39, i1 false)
  %40 = load <2 x i32>, ptr %6, align 4, !tbaa !59
  %41 = sub <2 x i32> %40, %22
  store <2 x i32> %41, ptr %6, align 4, !tbaa !59
  %42 = load i64, ptr %10, align 8, !tbaa !57
  %43 = sub nsw i64 %42, %9
  store i64 %43, ptr %10, align 8, !tbaa !57
  %44 = load i32, ptr %11, align 4, !tbaa !58
  %45 = extractelement <2 x i32> %41, i64 0
  %46 = icmp ugt i32 %44, %45
  br i1 %46, label %47, label %48

47:                                               ; preds = %35
  store i32 %45, ptr %11, align 4, !tbaa !58
  br label %48

48:                                               ; preds = %47, %35
  %49 = load i32, ptr %2, align 8, !tbaa !25
  %50 = load i32, ptr %12, align 4, !tbaa !28
  %51 = load ptr, ptr %13, align 8, !tbaa !33
  %52 = zext i32 %50 to i64
  %53 = getelementptr inbounds i16, ptr %51, i64 %52
  %54 = add i32 %50, -1
  %55 = zext i32 %54 to i64
  %56 = add nuw nsw i64 %55, 1
  %57 = icmp ult i32 %54, 15
  br i1 %57, label %85, label %58

58:                                               ; preds = %48
  %59 = and i64 %56, 8589934576
  %60 = mul nsw i64 %59, -2
  %61 = getelementptr i8, ptr %53, i64 %60
  %62 = trunc i64 %59 to i32
  %63 = sub i32 %50, %62
  %64 = insertelement <8 x i32> poison, i32 %49, i64 0
  %65 = shufflevector <8 x i32> %64, <8 x i32> poison, <8 x i32> zeroinitializer
  %66 = shufflevector <8 x i32> %64, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %67

67:                                               ; preds = %67, %58
  %68 = phi i64 [ 0, %58 ], [ %81, %67 ]
  %69 = mul i64 %68, -2
  %70 = getelementptr i8, ptr %53, i64 %69
  %71 = getelementptr inbounds i8, ptr %70, i64 -16
  %72 = getelementptr inbounds i8, ptr %70, i64 -32
  %73 = load <8 x i16>, ptr %71, align 2, !tbaa !45
  %74 = load <8 x i16>, ptr %72, align 2, !tbaa !45
  %75 = zext <8 x i16> %73 to <8 x i32>
  %76 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %75, <8 x i32> %65)
  %77 = trunc nuw <8 x i32> %76 to <8 x i16>
  store <8 x i16> %77, ptr %71, align 2, !tbaa !45
  %78 = zext <8 x i16> %74 to <8 x i32>
  %79 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %78, <8 x i32> %66)
  %80 = trunc nuw <8 x i32> %79 to <8 x i16>
  store <8 x i16> %80, ptr %72, align 2, !tbaa !45
  %81 = add nuw i64 %68, 16
  %82 = icmp eq i64 %81, %59
  br i1 %82, label %83, label %67, !llvm.loop !71

83:                                               ; preds = %67
  %84 = icmp eq i64 %56, %59
  br i1 %84, label %98, label %85

85:                                               ; preds = %83, %48
  %86 = phi ptr [ %53, %48 ], [ %61, %83 ]
  %87 = phi i32 [ %50, %48 ], [ %63, %83 ]
  br label %88

88:                                               ; preds = %85, %88
  %89 = phi ptr [ %91, %88 ], [ %86, %85 ]
  %90 = phi i32 [ %96, %88 ], [ %87, %85 ]
  %91 = getelementptr inbounds i8, ptr %89, i64 -2
  %92 = load i16, ptr %91, align 2, !tbaa !45
  %93 = zext i16 %92 to i32
  %94 = tail call i32 @llvm.usub.sat.i32(i32 %93, i32 %49)
  %95 = trunc nuw i32 %94 to i16
  store i16 %95, ptr %91, align 2, !tbaa !45
  %96 = add i32 %90, -1
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %88, !llvm.loop !74

98:                                               ; preds = %88, %83
  %99 = load ptr, ptr %14, align 8, !tbaa !32
  %100 = zext i32 %49 to i64
  %101 = getelementptr inbounds i16, ptr %99, i64 %100
  %102 = add i32 %49, -1
  %103 = zext i32 %102 to i64
  %104 = add nuw nsw i64 %103, 1
  %105 = icmp ult i32 %102, 15
  br i1 %105, label %133, label %106

106:                                              ; preds = %98
  %107 = and i64 %104, 8589934576
  %108 = mul nsw i64 %107, -2
  %109 = getelementptr i8, ptr %101, i64 %108
  %110 = trunc i64 %107 to i32
  %111 = sub i32 %49, %110
  %112 = insertelement <8 x i32> poison, i32 %49, i64 0
  %113 = shufflevector <8 x i32> %112, <8 x i32> poison, <8 x i32> zeroinitializer
  %114 = shufflevector <8 x i32> %112, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %115

115:                                              ; preds = %115, %106
  %116 = phi i64 [ 0, %106 ], [ %129, %115 ]
  %117 = mul i64 %116, -2
  %118 = getelementptr i8, ptr %101, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 -16
  %120 = getelementptr inbounds i8, ptr %118, i64 -32
  %121 = load <8 x i16>, ptr %119, align 2, !tbaa !45
  %122 = load <8 x i16>, ptr %120, align 2, !tbaa !45
  %123 = zext <8 x i16> %121 to <8 x i32>
  %124 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %123, <8 x i32> %113)
  %125 = trunc nuw <8 x i32> %124 to <8 x i16>
  store <8 x i16> %125, ptr %119, align 2, !tbaa !45
  %126 = zext <8 x i16> %122 to <8 x i32>
  %127 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %126, <8 x i32> %114)
  %128 = trunc nuw <8 x i32> %127 to <8 x i16>
  store <8 x i16> %128, ptr %120, align 2, !tbaa !45
  %129 = add nuw i64 %116, 16
  %130 = icmp eq i64 %129, %107
  br i1 %130, label %131, label %115, !llvm.loop !75

131:                                              ; preds = %115
  %132 = icmp eq i64 %104, %107
  br i1 %132, label %146, label %133

133:                                              ; preds = %131, %98
  %134 = phi ptr [ %101, %98 ], [ %109, %131 ]
  %135 = phi i32 [ %49, %98 ], [ %111, %131 ]
  br label %136

136:                                              ; preds = %133, %136
  %137 = phi ptr [ %139, %136 ], [ %134, %133 ]
  %138 = phi i32 [ %144, %136 ], [ %135, %133 ]
  %139 = getelementptr inbounds i8, ptr %137, i64 -2
  %140 = load i16, ptr %139, align 2, !tbaa !45
  %141 = zext i16 %140 to i32
  %142 = tail call i32 @llvm.usub.sat.i32(i32 %141, i32 %49)
  %143 = trunc nuw i32 %142 to i16
  store i16 %143, ptr %139, align 2, !tbaa !45
  %144 = add i32 %138, -1
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %146, label %136, !llvm.loop !76

146:                                              ; preds = %136, %131
  store i32 1, ptr %15, align 8, !tbaa !46
  %147 = add i32 %3, %31
  br label %148

148:                                              ; preds = %146, %23
  %149 = phi i32 [ %45, %146 ], [ %27, %23 ]
  %150 = phi i32 [ %147, %146 ], [ %31, %23 ]
  %151 = load ptr, ptr %0, align 8, !tbaa !18
  %152 = getelementptr inbounds i8, ptr %151, i64 8
  %153 = load i32, ptr %152, align 8, !tbaa !65
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %246, label %155

155:                                              ; preds = %148
  %156 = load ptr, ptr %8, align 8, !tbaa !31
  %157 = zext i32 %149 to i64
  %158 = getelementptr inbounds i8, ptr %156, i64 %157
  %159 = load i32, ptr %5, align 4, !tbaa !63
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds i8, ptr %158, i64 %160
  %162 = tail call i32 @llvm.umin.i32(i32 %153, i32 %150)
  %163 = icmp eq i32 %150, 0
  br i1 %163, label %187, label %164

164:                                              ; preds = %155
  %165 = sub i32 %153, %162
  store i32 %165, ptr %152, align 8, !tbaa !65
  %166 = load ptr, ptr %151, align 8, !tbaa !66
  %167 = zext i32 %162 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %161, ptr align 1 %166, i64 %167, i1 false)
  %168 = getelementptr inbounds i8, ptr %151, i64 56
  %169 = load ptr, ptr %168, align 8, !tbaa !17
  %170 = getelementptr inbounds i8, ptr %169, i64 48
  %171 = load i32, ptr %170, align 8, !tbaa !23
  switch i32 %171, label %180 [
    i32 1, label %172
    i32 2, label %176
  ]

172:                                              ; preds = %164
  %173 = getelementptr inbounds i8, ptr %151, i64 96
  %174 = load i64, ptr %173, align 8, !tbaa !64
  %175 = tail call i64 @adler32(i64 noundef %174, ptr noundef %161, i32 noundef %162) #10
  store i64 %175, ptr %173, align 8, !tbaa !64
  br label %180

176:                                              ; preds = %164
  %177 = getelementptr inbounds i8, ptr %151, i64 96
  %178 = load i64, ptr %177, align 8, !tbaa !64
  %179 = tail call i64 @crc32(i64 noundef %178, ptr noundef %161, i32 noundef %162) #10
  store i64 %179, ptr %177, align 8, !tbaa !64
  br label %180

180:                                              ; preds = %176, %172, %164
  %181 = load ptr, ptr %151, align 8, !tbaa !66
  %182 = getelementptr inbounds i8, ptr %181, i64 %167
  store ptr %182, ptr %151, align 8, !tbaa !66
  %183 = getelementptr inbounds i8, ptr %151, i64 16
  %184 = load i64, ptr %183, align 8, !tbaa !77
  %185 = add i64 %184, %167
  store i64 %185, ptr %183, align 8, !tbaa !77
  %186 = load i32, ptr %5, align 4, !tbaa !63
  br label %187

187:                                              ; preds = %155, %180
  %188 = phi i32 [ %159, %155 ], [ %186, %180 ]
  %189 = add i32 %188, %162
  store i32 %189, ptr %5, align 4, !tbaa !63
  %190 = load i32, ptr %11, align 4, !tbaa !58
  %191 = add i32 %190, %189
  %192 = icmp ugt i32 %191, 2
  br i1 %192, label %193, label %239

193:                                              ; preds = %187
  %194 = load i32, ptr %6, align 4, !tbaa !56
  %195 = sub i32 %194, %190
  %196 = load ptr, ptr %8, align 8, !tbaa !31
  %197 = zext i32 %195 to i64
  %198 = getelementptr inbounds i8, ptr %196, i64 %197
  %199 = load i8, ptr %198, align 1, !tbaa !6
  %200 = zext i8 %199 to i32
  store i32 %200, ptr %16, align 8, !tbaa !62
  %201 = load i32, ptr %17, align 8, !tbaa !30
  %202 = shl i32 %200, %201
  %203 = add i32 %195, 1
  %204 = zext i32 %203 to i64
  %205 = getelementptr inbounds i8, ptr %196, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !6
  %207 = zext i8 %206 to i32
  %208 = xor i32 %202, %207
  %209 = load i32, ptr %18, align 4, !tbaa !29
  %210 = and i32 %208, %209
  store i32 %210, ptr %16, align 8, !tbaa !62
  br label %211

211:                                              ; preds = %216, %193
  %212 = phi i32 [ %224, %216 ], [ %210, %193 ]
  %213 = phi i32 [ %236, %216 ], [ %190, %193 ]
  %214 = phi i32 [ %235, %216 ], [ %195, %193 ]
  %215 = icmp eq i32 %213, 0
  br i1 %215, label %239, label %216

216:                                              ; preds = %211
  %217 = shl i32 %212, %201
  %218 = add i32 %214, 2
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds i8, ptr %196, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !6
  %222 = zext i8 %221 to i32
  %223 = xor i32 %217, %222
  %224 = and i32 %223, %209
  store i32 %224, ptr %16, align 8, !tbaa !62
  %225 = load ptr, ptr %13, align 8, !tbaa !33
  %226 = zext i32 %224 to i64
  %227 = getelementptr inbounds i16, ptr %225, i64 %226
  %228 = load i16, ptr %227, align 2, !tbaa !45
  %229 = load ptr, ptr %14, align 8, !tbaa !32
  %230 = load i32, ptr %19, align 8, !tbaa !26
  %231 = and i32 %230, %214
  %232 = zext i32 %231 to i64
  %233 = getelementptr inbounds i16, ptr %229, i64 %232
  store i16 %228, ptr %233, align 2, !tbaa !45
  %234 = trunc i32 %214 to i16
  store i16 %234, ptr %227, align 2, !tbaa !45
  %235 = add i32 %214, 1
  %236 = add i32 %213, -1
  store i32 %236, ptr %11, align 4, !tbaa !58
  %237 = add i32 %236, %189
  %238 = icmp ult i32 %237, 3
  br i1 %238, label %239, label %211, !llvm.loop !78

239:                                              ; preds = %211, %216, %187
  %240 = icmp ult i32 %189, 262
  br i1 %240, label %241, label %246

241:                                              ; preds = %239
  %242 = load ptr, ptr %0, align 8, !tbaa !18
  %243 = getelementptr inbounds i8, ptr %242, i64 8
  %244 = load i32, ptr %243, align 8, !tbaa !65
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %246, label %23, !llvm.loop !79

246:                                              ; preds = %239, %148, %241
  %247 = getelementptr inbounds i8, ptr %0, i64 5952
  %248 = load i64, ptr %247, align 8, !tbaa !34
  %249 = load i64, ptr %4, align 8, !tbaa !44
  %250 = icmp ult i64 %248, %249
  br i1 %250, label %251, label %278

251:                                              ; preds = %246
  %252 = load i32, ptr %6, align 4, !tbaa !56
  %253 = zext i32 %252 to i64
  %254 = load i32, ptr %5, align 4, !tbaa !63
  %255 = zext i32 %254 to i64
  %256 = add nuw nsw i64 %255, %253
  %257 = icmp ult i64 %248, %256
  br i1 %257, label %258, label %264

258:                                              ; preds = %251
  %259 = sub i64 %249, %256
  %260 = tail call i64 @llvm.umin.i64(i64 %259, i64 258)
  %261 = load ptr, ptr %8, align 8, !tbaa !31
  %262 = getelementptr inbounds i8, ptr %261, i64 %256
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %262, i8 0, i64 %260, i1 false)
  %263 = add nuw nsw i64 %260, %256
  br label %276

264:                                              ; preds = %251
  %265 = add nuw nsw i64 %256, 258
  %266 = icmp ult i64 %248, %265
  br i1 %266, label %267, label %278

267:                                              ; preds = %264
  %268 = sub nsw i64 %265, %248
  %269 = sub i64 %249, %248
  %270 = tail call i64 @llvm.umin.i64(i64 %268, i64 %269)
  %271 = load ptr, ptr %8, align 8, !tbaa !31
  %272 = getelementptr inbounds i8, ptr %271, i64 %248
  %273 = and i64 %270, 4294967295
  tail call void @llvm.memset.p0.i64(ptr align 1 %272, i8 0, i64 %273, i1 false)
  %274 = load i64, ptr %247, align 8, !tbaa !34
  %275 = add i64 %274, %270
  br label %276

276:                                              ; preds = %267, %258
  %277 = phi i64 [ %263, %258 ], [ %275, %267 ]
  store i64 %277, ptr %247, align 8, !tbaa !34
  br label %278

278:                                              ; preds = %276, %264, %246
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateGetDictionary(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #3 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %48, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = icmp eq ptr %7, null
  br i1 %8, label %48, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %48, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = icmp eq ptr %15, null
  br i1 %16, label %48, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !18
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %48

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !22
  switch i32 %22, label %48 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ]

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = getelementptr inbounds i8, ptr %15, i64 172
  %25 = load i32, ptr %24, align 4, !tbaa !56
  %26 = getelementptr inbounds i8, ptr %15, i64 180
  %27 = load i32, ptr %26, align 4, !tbaa !63
  %28 = add i32 %27, %25
  %29 = getelementptr inbounds i8, ptr %15, i64 80
  %30 = load i32, ptr %29, align 8, !tbaa !25
  %31 = tail call i32 @llvm.umin.i32(i32 %28, i32 %30)
  %32 = icmp ne ptr %1, null
  %33 = icmp ne i32 %31, 0
  %34 = and i1 %32, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %23
  %36 = getelementptr inbounds i8, ptr %15, i64 96
  %37 = load ptr, ptr %36, align 8, !tbaa !31
  %38 = zext i32 %25 to i64
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  %40 = zext i32 %27 to i64
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  %42 = zext i32 %31 to i64
  %43 = sub nsw i64 0, %42
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr nonnull align 1 %44, i64 %42, i1 false)
  br label %45

45:                                               ; preds = %35, %23
  %46 = icmp eq ptr %2, null
  br i1 %46, label %48, label %47

47:                                               ; preds = %45
  store i32 %31, ptr %2, align 4, !tbaa !59
  br label %48

48:                                               ; preds = %13, %17, %20, %3, %5, %9, %45, %47
  %49 = phi i32 [ 0, %47 ], [ 0, %45 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ]
  ret i32 %49
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @deflateResetKeep(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = icmp eq ptr %5, null
  br i1 %6, label %46, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !16
  %10 = icmp eq ptr %9, null
  br i1 %10, label %46, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = icmp eq ptr %13, null
  br i1 %14, label %46, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !18
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %46

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !22
  switch i32 %20, label %46 [
    i32 42, label %21
    i32 57, label %21
    i32 69, label %21
    i32 73, label %21
    i32 91, label %21
    i32 103, label %21
    i32 113, label %21
    i32 666, label %21
  ]

21:                                               ; preds = %18, %18, %18, %18, %18, %18, %18, %18
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %23, align 8, !tbaa !77
  %24 = getelementptr inbounds i8, ptr %0, i64 88
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, i8 0, i64 16, i1 false)
  store i32 2, ptr %24, align 8, !tbaa !80
  %25 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 0, ptr %25, align 8, !tbaa !81
  %26 = getelementptr inbounds i8, ptr %13, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !36
  %28 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %27, ptr %28, align 8, !tbaa !82
  %29 = getelementptr inbounds i8, ptr %13, i64 48
  %30 = load i32, ptr %29, align 8, !tbaa !23
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %21
  %33 = sub nsw i32 0, %30
  store i32 %33, ptr %29, align 8, !tbaa !23
  br label %34

34:                                               ; preds = %32, %21
  %35 = phi i32 [ %33, %32 ], [ %30, %21 ]
  %36 = icmp eq i32 %35, 2
  %37 = select i1 %36, i32 57, i32 42
  store i32 %37, ptr %19, align 8, !tbaa !22
  br i1 %36, label %38, label %40

38:                                               ; preds = %34
  %39 = tail call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10
  br label %42

40:                                               ; preds = %34
  %41 = tail call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i64 [ %39, %38 ], [ %41, %40 ]
  %44 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %43, ptr %44, align 8, !tbaa !64
  %45 = getelementptr inbounds i8, ptr %13, i64 76
  store i32 -2, ptr %45, align 4, !tbaa !83
  tail call void @_tr_init(ptr noundef nonnull %13) #10
  br label %46

46:                                               ; preds = %11, %15, %18, %1, %3, %7, %42
  %47 = phi i32 [ 0, %42 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %18 ], [ -2, %15 ], [ -2, %11 ]
  ret i32 %47
}

declare i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @_tr_init(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateSetHeader(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %28, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = icmp eq ptr %6, null
  br i1 %7, label %28, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %28, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !17
  %15 = icmp eq ptr %14, null
  br i1 %15, label %28, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !18
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %28

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !22
  switch i32 %21, label %28 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ]

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = getelementptr inbounds i8, ptr %14, i64 48
  %24 = load i32, ptr %23, align 8, !tbaa !23
  %25 = icmp eq i32 %24, 2
  br i1 %25, label %26, label %28

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %14, i64 56
  store ptr %1, ptr %27, align 8, !tbaa !84
  br label %28

28:                                               ; preds = %12, %16, %19, %2, %4, %8, %22, %26
  %29 = phi i32 [ 0, %26 ], [ -2, %22 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -5, 1) i32 @deflatePending(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #5 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %37, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = icmp eq ptr %7, null
  br i1 %8, label %37, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = icmp eq ptr %15, null
  br i1 %16, label %37, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !18
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %37

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !22
  switch i32 %22, label %37 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ]

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = icmp eq ptr %2, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %15, i64 5940
  %27 = load i32, ptr %26, align 4, !tbaa !85
  store i32 %27, ptr %2, align 4, !tbaa !59
  br label %28

28:                                               ; preds = %25, %23
  %29 = icmp eq ptr %1, null
  br i1 %29, label %37, label %30

30:                                               ; preds = %28
  %31 = getelementptr inbounds i8, ptr %15, i64 40
  %32 = load i64, ptr %31, align 8, !tbaa !81
  %33 = trunc i64 %32 to i32
  %34 = icmp ult i64 %32, 4294967296
  %35 = select i1 %34, i32 %33, i32 -1
  store i32 %35, ptr %1, align 4
  %36 = select i1 %34, i32 0, i32 -5
  br label %37

37:                                               ; preds = %13, %17, %20, %3, %5, %9, %30, %28
  %38 = phi i32 [ 0, %28 ], [ %36, %30 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ]
  ret i32 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateUsed(ptr noundef readonly %0, ptr noundef writeonly %1) local_unnamed_addr #5 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = icmp eq ptr %6, null
  br i1 %7, label %27, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !17
  %15 = icmp eq ptr %14, null
  br i1 %15, label %27, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !18
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !22
  switch i32 %21, label %27 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ]

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = icmp eq ptr %1, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %14, i64 5944
  %26 = load i32, ptr %25, align 8, !tbaa !86
  store i32 %26, ptr %1, align 4, !tbaa !59
  br label %27

27:                                               ; preds = %12, %16, %19, %2, %4, %8, %22, %24
  %28 = phi i32 [ 0, %24 ], [ 0, %22 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %28
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 1) i32 @deflatePrime(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %52, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = icmp eq ptr %7, null
  br i1 %8, label %52, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %52, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = icmp eq ptr %15, null
  br i1 %16, label %52, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !18
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %52

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !22
  switch i32 %22, label %52 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ]

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = icmp ugt i32 %1, 16
  br i1 %24, label %52, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %15, i64 5888
  %27 = load ptr, ptr %26, align 8, !tbaa !39
  %28 = getelementptr inbounds i8, ptr %15, i64 32
  %29 = load ptr, ptr %28, align 8, !tbaa !82
  %30 = getelementptr inbounds i8, ptr %29, i64 2
  %31 = icmp ult ptr %27, %30
  br i1 %31, label %52, label %32

32:                                               ; preds = %25
  %33 = getelementptr inbounds i8, ptr %15, i64 5940
  %34 = getelementptr inbounds i8, ptr %15, i64 5936
  br label %35

35:                                               ; preds = %32, %35
  %36 = phi i32 [ %50, %35 ], [ %1, %32 ]
  %37 = phi i32 [ %49, %35 ], [ %2, %32 ]
  %38 = load i32, ptr %33, align 4, !tbaa !85
  %39 = sub nsw i32 16, %38
  %40 = tail call i32 @llvm.smin.i32(i32 %39, i32 %36)
  %41 = shl nsw i32 -1, %40
  %42 = xor i32 %41, -1
  %43 = and i32 %37, %42
  %44 = shl i32 %43, %38
  %45 = load i16, ptr %34, align 8, !tbaa !87
  %46 = trunc i32 %44 to i16
  %47 = or i16 %45, %46
  store i16 %47, ptr %34, align 8, !tbaa !87
  %48 = add nsw i32 %40, %38
  store i32 %48, ptr %33, align 4, !tbaa !85
  tail call void @_tr_flush_bits(ptr noundef nonnull %15) #10
  %49 = ashr i32 %37, %40
  %50 = sub nsw i32 %36, %40
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %35, !llvm.loop !88

52:                                               ; preds = %35, %13, %17, %20, %3, %5, %9, %23, %25
  %53 = phi i32 [ -5, %25 ], [ -5, %23 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], [ 0, %35 ]
  ret i32 %53
}

declare void @_tr_flush_bits(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @deflateParams(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %105, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = icmp eq ptr %7, null
  br i1 %8, label %105, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %105, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  %16 = icmp eq ptr %15, null
  br i1 %16, label %105, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !18
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %105

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !22
  switch i32 %22, label %105 [
    i32 42, label %23
    i32 57, label %23
    i32 69, label %23
    i32 73, label %23
    i32 91, label %23
    i32 103, label %23
    i32 113, label %23
    i32 666, label %23
  ]

23:                                               ; preds = %20, %20, %20, %20, %20, %20, %20, %20
  %24 = icmp eq i32 %1, -1
  %25 = select i1 %24, i32 6, i32 %1
  %26 = icmp ugt i32 %25, 9
  %27 = icmp ugt i32 %2, 4
  %28 = or i1 %27, %26
  br i1 %28, label %105, label %29

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, ptr %15, i64 196
  %31 = getelementptr inbounds i8, ptr %15, i64 200
  %32 = load i32, ptr %31, align 8, !tbaa !42
  %33 = icmp eq i32 %32, %2
  br i1 %33, label %34, label %43

34:                                               ; preds = %29
  %35 = load i32, ptr %30, align 4, !tbaa !41
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %36, i32 4
  %38 = load ptr, ptr %37, align 8, !tbaa !89
  %39 = zext nneg i32 %25 to i64
  %40 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %39, i32 4
  %41 = load ptr, ptr %40, align 8, !tbaa !89
  %42 = icmp eq ptr %38, %41
  br i1 %42, label %66, label %43

43:                                               ; preds = %34, %29
  %44 = getelementptr inbounds i8, ptr %15, i64 76
  %45 = load i32, ptr %44, align 4, !tbaa !83
  %46 = icmp eq i32 %45, -2
  br i1 %46, label %66, label %47

47:                                               ; preds = %43
  %48 = tail call i32 @deflate(ptr noundef nonnull %0, i32 noundef 5)
  %49 = icmp eq i32 %48, -2
  br i1 %49, label %105, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %0, i64 8
  %52 = load i32, ptr %51, align 8, !tbaa !65
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %105

54:                                               ; preds = %50
  %55 = getelementptr inbounds i8, ptr %15, i64 172
  %56 = load i32, ptr %55, align 4, !tbaa !56
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %15, i64 152
  %59 = load i64, ptr %58, align 8, !tbaa !57
  %60 = sub nsw i64 %57, %59
  %61 = getelementptr inbounds i8, ptr %15, i64 180
  %62 = load i32, ptr %61, align 4, !tbaa !63
  %63 = zext i32 %62 to i64
  %64 = sub nsw i64 0, %63
  %65 = icmp eq i64 %60, %64
  br i1 %65, label %66, label %105

66:                                               ; preds = %54, %43, %34
  %67 = load i32, ptr %30, align 4, !tbaa !41
  %68 = icmp eq i32 %67, %25
  br i1 %68, label %104, label %69

69:                                               ; preds = %66
  %70 = icmp eq i32 %67, 0
  br i1 %70, label %71, label %86

71:                                               ; preds = %69
  %72 = getelementptr inbounds i8, ptr %15, i64 5928
  %73 = load i32, ptr %72, align 8, !tbaa !90
  switch i32 %73, label %75 [
    i32 0, label %86
    i32 1, label %74
  ]

74:                                               ; preds = %71
  tail call fastcc void @slide_hash(ptr noundef nonnull %15)
  br label %85

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %15, i64 120
  %77 = load ptr, ptr %76, align 8, !tbaa !33
  %78 = getelementptr inbounds i8, ptr %15, i64 132
  %79 = load i32, ptr %78, align 4, !tbaa !28
  %80 = add i32 %79, -1
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i16, ptr %77, i64 %81
  store i16 0, ptr %82, align 2, !tbaa !45
  %83 = shl nuw nsw i64 %81, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %77, i8 0, i64 %83, i1 false)
  %84 = getelementptr inbounds i8, ptr %15, i64 5960
  store i32 0, ptr %84, align 8, !tbaa !46
  br label %85

85:                                               ; preds = %75, %74
  store i32 0, ptr %72, align 8, !tbaa !90
  br label %86

86:                                               ; preds = %71, %85, %69
  store i32 %25, ptr %30, align 4, !tbaa !41
  %87 = zext nneg i32 %25 to i64
  %88 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %87
  %89 = getelementptr inbounds i8, ptr %88, i64 2
  %90 = load i16, ptr %89, align 2, !tbaa !47
  %91 = zext i16 %90 to i32
  %92 = getelementptr inbounds i8, ptr %15, i64 192
  store i32 %91, ptr %92, align 8, !tbaa !49
  %93 = load i16, ptr %88, align 8, !tbaa !50
  %94 = zext i16 %93 to i32
  %95 = getelementptr inbounds i8, ptr %15, i64 204
  store i32 %94, ptr %95, align 4, !tbaa !51
  %96 = getelementptr inbounds i8, ptr %88, i64 4
  %97 = load i16, ptr %96, align 4, !tbaa !52
  %98 = zext i16 %97 to i32
  %99 = getelementptr inbounds i8, ptr %15, i64 208
  store i32 %98, ptr %99, align 8, !tbaa !53
  %100 = getelementptr inbounds i8, ptr %88, i64 6
  %101 = load i16, ptr %100, align 2, !tbaa !54
  %102 = zext i16 %101 to i32
  %103 = getelementptr inbounds i8, ptr %15, i64 188
  store i32 %102, ptr %103, align 4, !tbaa !55
  br label %104

104:                                              ; preds = %86, %66
  store i32 %2, ptr %31, align 8, !tbaa !42
  br label %105

105:                                              ; preds = %50, %47, %13, %17, %20, %3, %5, %9, %23, %54, %104
  %106 = phi i32 [ 0, %104 ], [ -5, %54 ], [ -2, %23 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %20 ], [ -2, %17 ], [ -2, %13 ], [ -5, %50 ], [ -2, %47 ]
  ret i32 %106
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 2) i32 @deflate(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %949, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = icmp eq ptr %6, null
  br i1 %7, label %949, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %949, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !17
  %15 = icmp eq ptr %14, null
  br i1 %15, label %949, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !18
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %949

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !22
  switch i32 %21, label %949 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ]

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = icmp ugt i32 %1, 5
  br i1 %23, label %949, label %24

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 24
  %26 = load ptr, ptr %25, align 8, !tbaa !91
  %27 = icmp eq ptr %26, null
  br i1 %27, label %39, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  %30 = load i32, ptr %29, align 8, !tbaa !65
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %0, align 8, !tbaa !66
  %34 = icmp eq ptr %33, null
  br i1 %34, label %39, label %35

35:                                               ; preds = %32, %28
  %36 = icmp eq i32 %21, 666
  %37 = icmp ne i32 %1, 4
  %38 = and i1 %37, %36
  br i1 %38, label %39, label %42

39:                                               ; preds = %35, %32, %24
  %40 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 32), align 8, !tbaa !38
  %41 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %40, ptr %41, align 8, !tbaa !9
  br label %949

42:                                               ; preds = %35
  %43 = getelementptr inbounds i8, ptr %0, i64 32
  %44 = load i32, ptr %43, align 8, !tbaa !92
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %42
  %47 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 56), align 8, !tbaa !38
  %48 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %47, ptr %48, align 8, !tbaa !9
  br label %949

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, ptr %14, i64 76
  %51 = load i32, ptr %50, align 4, !tbaa !83
  store i32 %1, ptr %50, align 4, !tbaa !83
  %52 = getelementptr inbounds i8, ptr %14, i64 40
  %53 = load i64, ptr %52, align 8, !tbaa !81
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %90, label %55

55:                                               ; preds = %49
  tail call void @_tr_flush_bits(ptr noundef nonnull %14) #10
  %56 = load i64, ptr %52, align 8, !tbaa !81
  %57 = load i32, ptr %43, align 8, !tbaa !92
  %58 = zext i32 %57 to i64
  %59 = icmp ugt i64 %56, %58
  %60 = trunc nuw i64 %56 to i32
  %61 = select i1 %59, i32 %57, i32 %60
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %83, label %63

63:                                               ; preds = %55
  %64 = load ptr, ptr %25, align 8, !tbaa !91
  %65 = getelementptr inbounds i8, ptr %14, i64 32
  %66 = load ptr, ptr %65, align 8, !tbaa !82
  %67 = zext i32 %61 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %64, ptr align 1 %66, i64 %67, i1 false)
  %68 = load ptr, ptr %25, align 8, !tbaa !91
  %69 = getelementptr inbounds i8, ptr %68, i64 %67
  store ptr %69, ptr %25, align 8, !tbaa !91
  %70 = load ptr, ptr %65, align 8, !tbaa !82
  %71 = getelementptr inbounds i8, ptr %70, i64 %67
  store ptr %71, ptr %65, align 8, !tbaa !82
  %72 = getelementptr inbounds i8, ptr %0, i64 40
  %73 = load i64, ptr %72, align 8, !tbaa !93
  %74 = add i64 %73, %67
  store i64 %74, ptr %72, align 8, !tbaa !93
  %75 = load i32, ptr %43, align 8, !tbaa !92
  %76 = sub i32 %75, %61
  store i32 %76, ptr %43, align 8, !tbaa !92
  %77 = load i64, ptr %52, align 8, !tbaa !81
  %78 = sub i64 %77, %67
  store i64 %78, ptr %52, align 8, !tbaa !81
  %79 = icmp eq i64 %77, %67
  br i1 %79, label %80, label %83

80:                                               ; preds = %63
  %81 = getelementptr inbounds i8, ptr %14, i64 16
  %82 = load ptr, ptr %81, align 8, !tbaa !36
  store ptr %82, ptr %65, align 8, !tbaa !82
  br label %83

83:                                               ; preds = %55, %80, %63
  %84 = phi i64 [ %78, %63 ], [ %78, %80 ], [ %56, %55 ]
  %85 = phi i32 [ %76, %63 ], [ %76, %80 ], [ %57, %55 ]
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %83
  %88 = load i32, ptr %20, align 8, !tbaa !22
  br label %105

89:                                               ; preds = %83
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

90:                                               ; preds = %49
  br i1 %31, label %91, label %105

91:                                               ; preds = %90
  %92 = shl nuw nsw i32 %1, 1
  %93 = icmp eq i32 %1, 5
  %94 = select i1 %93, i32 -9, i32 0
  %95 = add nsw i32 %94, %92
  %96 = shl nsw i32 %51, 1
  %97 = icmp sgt i32 %51, 4
  %98 = select i1 %97, i32 -9, i32 0
  %99 = add i32 %98, %96
  %100 = icmp sle i32 %95, %99
  %101 = and i1 %37, %100
  br i1 %101, label %102, label %105

102:                                              ; preds = %91
  %103 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 56), align 8, !tbaa !38
  %104 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %103, ptr %104, align 8, !tbaa !9
  br label %949

105:                                              ; preds = %87, %90, %91
  %106 = phi i64 [ %84, %87 ], [ 0, %90 ], [ 0, %91 ]
  %107 = phi i32 [ %88, %87 ], [ %21, %90 ], [ %21, %91 ]
  switch i32 %107, label %195 [
    i32 666, label %108
    i32 42, label %114
  ]

108:                                              ; preds = %105
  %109 = load i32, ptr %29, align 8, !tbaa !65
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %786, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr getelementptr inbounds (i8, ptr @z_errmsg, i64 56), align 8, !tbaa !38
  %113 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %112, ptr %113, align 8, !tbaa !9
  br label %949

114:                                              ; preds = %105
  %115 = getelementptr inbounds i8, ptr %14, i64 48
  %116 = load i32, ptr %115, align 8, !tbaa !23
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %118, label %119

118:                                              ; preds = %114
  store i32 113, ptr %20, align 8, !tbaa !22
  br label %783

119:                                              ; preds = %114
  %120 = getelementptr inbounds i8, ptr %14, i64 84
  %121 = load i32, ptr %120, align 4, !tbaa !24
  %122 = shl i32 %121, 12
  %123 = add i32 %122, -30720
  %124 = getelementptr inbounds i8, ptr %14, i64 200
  %125 = load i32, ptr %124, align 8, !tbaa !42
  %126 = icmp sgt i32 %125, 1
  br i1 %126, label %136, label %127

127:                                              ; preds = %119
  %128 = getelementptr inbounds i8, ptr %14, i64 196
  %129 = load i32, ptr %128, align 4, !tbaa !41
  %130 = icmp slt i32 %129, 2
  br i1 %130, label %136, label %131

131:                                              ; preds = %127
  %132 = icmp ult i32 %129, 6
  br i1 %132, label %136, label %133

133:                                              ; preds = %131
  %134 = icmp eq i32 %129, 6
  %135 = select i1 %134, i32 128, i32 192
  br label %136

136:                                              ; preds = %133, %131, %119, %127
  %137 = phi i32 [ 0, %127 ], [ 0, %119 ], [ 64, %131 ], [ %135, %133 ]
  %138 = or disjoint i32 %137, %123
  %139 = getelementptr inbounds i8, ptr %14, i64 172
  %140 = load i32, ptr %139, align 4, !tbaa !56
  %141 = icmp eq i32 %140, 0
  %142 = or disjoint i32 %138, 32
  %143 = select i1 %141, i32 %138, i32 %142
  %144 = urem i32 %143, 31
  %145 = or disjoint i32 %144, %143
  %146 = lshr i32 %143, 8
  %147 = trunc i32 %146 to i8
  %148 = getelementptr inbounds i8, ptr %14, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !36
  %150 = add i64 %106, 1
  store i64 %150, ptr %52, align 8, !tbaa !81
  %151 = getelementptr inbounds i8, ptr %149, i64 %106
  store i8 %147, ptr %151, align 1, !tbaa !6
  %152 = trunc i32 %145 to i8
  %153 = xor i8 %152, 31
  %154 = load ptr, ptr %148, align 8, !tbaa !36
  %155 = load i64, ptr %52, align 8, !tbaa !81
  %156 = add i64 %155, 1
  store i64 %156, ptr %52, align 8, !tbaa !81
  %157 = getelementptr inbounds i8, ptr %154, i64 %155
  store i8 %153, ptr %157, align 1, !tbaa !6
  %158 = load i32, ptr %139, align 4, !tbaa !56
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %187, label %160

160:                                              ; preds = %136
  %161 = getelementptr inbounds i8, ptr %0, i64 96
  %162 = load i64, ptr %161, align 8, !tbaa !64
  %163 = lshr i64 %162, 16
  %164 = lshr i64 %162, 24
  %165 = trunc i64 %164 to i8
  %166 = load ptr, ptr %148, align 8, !tbaa !36
  %167 = load i64, ptr %52, align 8, !tbaa !81
  %168 = add i64 %167, 1
  store i64 %168, ptr %52, align 8, !tbaa !81
  %169 = getelementptr inbounds i8, ptr %166, i64 %167
  store i8 %165, ptr %169, align 1, !tbaa !6
  %170 = trunc i64 %163 to i8
  %171 = load ptr, ptr %148, align 8, !tbaa !36
  %172 = load i64, ptr %52, align 8, !tbaa !81
  %173 = add i64 %172, 1
  store i64 %173, ptr %52, align 8, !tbaa !81
  %174 = getelementptr inbounds i8, ptr %171, i64 %172
  store i8 %170, ptr %174, align 1, !tbaa !6
  %175 = load i64, ptr %161, align 8, !tbaa !64
  %176 = trunc i64 %175 to i8
  %177 = lshr i64 %175, 8
  %178 = trunc i64 %177 to i8
  %179 = load ptr, ptr %148, align 8, !tbaa !36
  %180 = load i64, ptr %52, align 8, !tbaa !81
  %181 = add i64 %180, 1
  store i64 %181, ptr %52, align 8, !tbaa !81
  %182 = getelementptr inbounds i8, ptr %179, i64 %180
  store i8 %178, ptr %182, align 1, !tbaa !6
  %183 = load ptr, ptr %148, align 8, !tbaa !36
  %184 = load i64, ptr %52, align 8, !tbaa !81
  %185 = add i64 %184, 1
  store i64 %185, ptr %52, align 8, !tbaa !81
  %186 = getelementptr inbounds i8, ptr %183, i64 %184
  store i8 %176, ptr %186, align 1, !tbaa !6
  br label %187

187:                                              ; preds = %160, %136
  %188 = tail call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10
  %189 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %188, ptr %189, align 8, !tbaa !64
  store i32 113, ptr %20, align 8, !tbaa !22
  tail call fastcc void @flush_pending(ptr noundef nonnull %0)
  %190 = load i64, ptr %52, align 8, !tbaa !81
  %191 = icmp eq i64 %190, 0
  br i1 %191, label %192, label %194

192:                                              ; preds = %187
  %193 = load i32, ptr %20, align 8, !tbaa !22
  br label %195

194:                                              ; preds = %187
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

195:                                              ; preds = %105, %192
  %196 = phi i32 [ %193, %192 ], [ %107, %105 ]
  %197 = icmp eq i32 %196, 57
  br i1 %197, label %198, label %384

198:                                              ; preds = %195
  %199 = tail call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10
  %200 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %199, ptr %200, align 8, !tbaa !64
  %201 = getelementptr inbounds i8, ptr %14, i64 16
  %202 = load ptr, ptr %201, align 8, !tbaa !36
  %203 = load i64, ptr %52, align 8, !tbaa !81
  %204 = add i64 %203, 1
  store i64 %204, ptr %52, align 8, !tbaa !81
  %205 = getelementptr inbounds i8, ptr %202, i64 %203
  store i8 31, ptr %205, align 1, !tbaa !6
  %206 = load ptr, ptr %201, align 8, !tbaa !36
  %207 = load i64, ptr %52, align 8, !tbaa !81
  %208 = add i64 %207, 1
  store i64 %208, ptr %52, align 8, !tbaa !81
  %209 = getelementptr inbounds i8, ptr %206, i64 %207
  store i8 -117, ptr %209, align 1, !tbaa !6
  %210 = load ptr, ptr %201, align 8, !tbaa !36
  %211 = load i64, ptr %52, align 8, !tbaa !81
  %212 = add i64 %211, 1
  store i64 %212, ptr %52, align 8, !tbaa !81
  %213 = getelementptr inbounds i8, ptr %210, i64 %211
  store i8 8, ptr %213, align 1, !tbaa !6
  %214 = getelementptr inbounds i8, ptr %14, i64 56
  %215 = load ptr, ptr %214, align 8, !tbaa !84
  %216 = icmp eq ptr %215, null
  br i1 %216, label %217, label %261

217:                                              ; preds = %198
  %218 = load ptr, ptr %201, align 8, !tbaa !36
  %219 = load i64, ptr %52, align 8, !tbaa !81
  %220 = add i64 %219, 1
  store i64 %220, ptr %52, align 8, !tbaa !81
  %221 = getelementptr inbounds i8, ptr %218, i64 %219
  store i8 0, ptr %221, align 1, !tbaa !6
  %222 = load ptr, ptr %201, align 8, !tbaa !36
  %223 = load i64, ptr %52, align 8, !tbaa !81
  %224 = add i64 %223, 1
  store i64 %224, ptr %52, align 8, !tbaa !81
  %225 = getelementptr inbounds i8, ptr %222, i64 %223
  store i8 0, ptr %225, align 1, !tbaa !6
  %226 = load ptr, ptr %201, align 8, !tbaa !36
  %227 = load i64, ptr %52, align 8, !tbaa !81
  %228 = add i64 %227, 1
  store i64 %228, ptr %52, align 8, !tbaa !81
  %229 = getelementptr inbounds i8, ptr %226, i64 %227
  store i8 0, ptr %229, align 1, !tbaa !6
  %230 = load ptr, ptr %201, align 8, !tbaa !36
  %231 = load i64, ptr %52, align 8, !tbaa !81
  %232 = add i64 %231, 1
  store i64 %232, ptr %52, align 8, !tbaa !81
  %233 = getelementptr inbounds i8, ptr %230, i64 %231
  store i8 0, ptr %233, align 1, !tbaa !6
  %234 = load ptr, ptr %201, align 8, !tbaa !36
  %235 = load i64, ptr %52, align 8, !tbaa !81
  %236 = add i64 %235, 1
  store i64 %236, ptr %52, align 8, !tbaa !81
  %237 = getelementptr inbounds i8, ptr %234, i64 %235
  store i8 0, ptr %237, align 1, !tbaa !6
  %238 = getelementptr inbounds i8, ptr %14, i64 196
  %239 = load i32, ptr %238, align 4, !tbaa !41
  %240 = icmp eq i32 %239, 9
  br i1 %240, label %248, label %241

241:                                              ; preds = %217
  %242 = getelementptr inbounds i8, ptr %14, i64 200
  %243 = load i32, ptr %242, align 8, !tbaa !42
  %244 = icmp sgt i32 %243, 1
  %245 = icmp slt i32 %239, 2
  %246 = or i1 %245, %244
  %247 = select i1 %246, i8 4, i8 0
  br label %248

248:                                              ; preds = %217, %241
  %249 = phi i8 [ %247, %241 ], [ 2, %217 ]
  %250 = load ptr, ptr %201, align 8, !tbaa !36
  %251 = load i64, ptr %52, align 8, !tbaa !81
  %252 = add i64 %251, 1
  store i64 %252, ptr %52, align 8, !tbaa !81
  %253 = getelementptr inbounds i8, ptr %250, i64 %251
  store i8 %249, ptr %253, align 1, !tbaa !6
  %254 = load ptr, ptr %201, align 8, !tbaa !36
  %255 = load i64, ptr %52, align 8, !tbaa !81
  %256 = add i64 %255, 1
  store i64 %256, ptr %52, align 8, !tbaa !81
  %257 = getelementptr inbounds i8, ptr %254, i64 %255
  store i8 3, ptr %257, align 1, !tbaa !6
  store i32 113, ptr %20, align 8, !tbaa !22
  tail call fastcc void @flush_pending(ptr noundef nonnull %0)
  %258 = load i64, ptr %52, align 8, !tbaa !81
  %259 = icmp eq i64 %258, 0
  br i1 %259, label %382, label %260

260:                                              ; preds = %248
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

261:                                              ; preds = %198
  %262 = load i32, ptr %215, align 8, !tbaa !94
  %263 = icmp ne i32 %262, 0
  %264 = zext i1 %263 to i8
  %265 = getelementptr inbounds i8, ptr %215, i64 68
  %266 = load i32, ptr %265, align 4, !tbaa !96
  %267 = icmp eq i32 %266, 0
  %268 = select i1 %267, i8 0, i8 2
  %269 = or disjoint i8 %268, %264
  %270 = getelementptr inbounds i8, ptr %215, i64 24
  %271 = load ptr, ptr %270, align 8, !tbaa !97
  %272 = icmp eq ptr %271, null
  %273 = select i1 %272, i8 0, i8 4
  %274 = or disjoint i8 %269, %273
  %275 = getelementptr inbounds i8, ptr %215, i64 40
  %276 = load ptr, ptr %275, align 8, !tbaa !98
  %277 = icmp eq ptr %276, null
  %278 = select i1 %277, i8 0, i8 8
  %279 = or disjoint i8 %274, %278
  %280 = getelementptr inbounds i8, ptr %215, i64 56
  %281 = load ptr, ptr %280, align 8, !tbaa !99
  %282 = icmp eq ptr %281, null
  %283 = select i1 %282, i8 0, i8 16
  %284 = or disjoint i8 %279, %283
  %285 = load ptr, ptr %201, align 8, !tbaa !36
  %286 = load i64, ptr %52, align 8, !tbaa !81
  %287 = add i64 %286, 1
  store i64 %287, ptr %52, align 8, !tbaa !81
  %288 = getelementptr inbounds i8, ptr %285, i64 %286
  store i8 %284, ptr %288, align 1, !tbaa !6
  %289 = load ptr, ptr %214, align 8, !tbaa !84
  %290 = getelementptr inbounds i8, ptr %289, i64 8
  %291 = load i64, ptr %290, align 8, !tbaa !100
  %292 = trunc i64 %291 to i8
  %293 = load ptr, ptr %201, align 8, !tbaa !36
  %294 = load i64, ptr %52, align 8, !tbaa !81
  %295 = add i64 %294, 1
  store i64 %295, ptr %52, align 8, !tbaa !81
  %296 = getelementptr inbounds i8, ptr %293, i64 %294
  store i8 %292, ptr %296, align 1, !tbaa !6
  %297 = load ptr, ptr %214, align 8, !tbaa !84
  %298 = getelementptr inbounds i8, ptr %297, i64 8
  %299 = load i64, ptr %298, align 8, !tbaa !100
  %300 = lshr i64 %299, 8
  %301 = trunc i64 %300 to i8
  %302 = load ptr, ptr %201, align 8, !tbaa !36
  %303 = load i64, ptr %52, align 8, !tbaa !81
  %304 = add i64 %303, 1
  store i64 %304, ptr %52, align 8, !tbaa !81
  %305 = getelementptr inbounds i8, ptr %302, i64 %303
  store i8 %301, ptr %305, align 1, !tbaa !6
  %306 = load ptr, ptr %214, align 8, !tbaa !84
  %307 = getelementptr inbounds i8, ptr %306, i64 8
  %308 = load i64, ptr %307, align 8, !tbaa !100
  %309 = lshr i64 %308, 16
  %310 = trunc i64 %309 to i8
  %311 = load ptr, ptr %201, align 8, !tbaa !36
  %312 = load i64, ptr %52, align 8, !tbaa !81
  %313 = add i64 %312, 1
  store i64 %313, ptr %52, align 8, !tbaa !81
  %314 = getelementptr inbounds i8, ptr %311, i64 %312
  store i8 %310, ptr %314, align 1, !tbaa !6
  %315 = load ptr, ptr %214, align 8, !tbaa !84
  %316 = getelementptr inbounds i8, ptr %315, i64 8
  %317 = load i64, ptr %316, align 8, !tbaa !100
  %318 = lshr i64 %317, 24
  %319 = trunc i64 %318 to i8
  %320 = load ptr, ptr %201, align 8, !tbaa !36
  %321 = load i64, ptr %52, align 8, !tbaa !81
  %322 = add i64 %321, 1
  store i64 %322, ptr %52, align 8, !tbaa !81
  %323 = getelementptr inbounds i8, ptr %320, i64 %321
  store i8 %319, ptr %323, align 1, !tbaa !6
  %324 = getelementptr inbounds i8, ptr %14, i64 196
  %325 = load i32, ptr %324, align 4, !tbaa !41
  %326 = icmp eq i32 %325, 9
  br i1 %326, label %334, label %327

327:                                              ; preds = %261
  %328 = getelementptr inbounds i8, ptr %14, i64 200
  %329 = load i32, ptr %328, align 8, !tbaa !42
  %330 = icmp sgt i32 %329, 1
  %331 = icmp slt i32 %325, 2
  %332 = or i1 %331, %330
  %333 = select i1 %332, i8 4, i8 0
  br label %334

334:                                              ; preds = %261, %327
  %335 = phi i8 [ %333, %327 ], [ 2, %261 ]
  %336 = load ptr, ptr %201, align 8, !tbaa !36
  %337 = load i64, ptr %52, align 8, !tbaa !81
  %338 = add i64 %337, 1
  store i64 %338, ptr %52, align 8, !tbaa !81
  %339 = getelementptr inbounds i8, ptr %336, i64 %337
  store i8 %335, ptr %339, align 1, !tbaa !6
  %340 = load ptr, ptr %214, align 8, !tbaa !84
  %341 = getelementptr inbounds i8, ptr %340, i64 20
  %342 = load i32, ptr %341, align 4, !tbaa !101
  %343 = trunc i32 %342 to i8
  %344 = load ptr, ptr %201, align 8, !tbaa !36
  %345 = load i64, ptr %52, align 8, !tbaa !81
  %346 = add i64 %345, 1
  store i64 %346, ptr %52, align 8, !tbaa !81
  %347 = getelementptr inbounds i8, ptr %344, i64 %345
  store i8 %343, ptr %347, align 1, !tbaa !6
  %348 = load ptr, ptr %214, align 8, !tbaa !84
  %349 = getelementptr inbounds i8, ptr %348, i64 24
  %350 = load ptr, ptr %349, align 8, !tbaa !97
  %351 = icmp eq ptr %350, null
  br i1 %351, label %370, label %352

352:                                              ; preds = %334
  %353 = getelementptr inbounds i8, ptr %348, i64 32
  %354 = load i32, ptr %353, align 8, !tbaa !102
  %355 = trunc i32 %354 to i8
  %356 = load ptr, ptr %201, align 8, !tbaa !36
  %357 = load i64, ptr %52, align 8, !tbaa !81
  %358 = add i64 %357, 1
  store i64 %358, ptr %52, align 8, !tbaa !81
  %359 = getelementptr inbounds i8, ptr %356, i64 %357
  store i8 %355, ptr %359, align 1, !tbaa !6
  %360 = load ptr, ptr %214, align 8, !tbaa !84
  %361 = getelementptr inbounds i8, ptr %360, i64 32
  %362 = load i32, ptr %361, align 8, !tbaa !102
  %363 = lshr i32 %362, 8
  %364 = trunc i32 %363 to i8
  %365 = load ptr, ptr %201, align 8, !tbaa !36
  %366 = load i64, ptr %52, align 8, !tbaa !81
  %367 = add i64 %366, 1
  store i64 %367, ptr %52, align 8, !tbaa !81
  %368 = getelementptr inbounds i8, ptr %365, i64 %366
  store i8 %364, ptr %368, align 1, !tbaa !6
  %369 = load ptr, ptr %214, align 8, !tbaa !84
  br label %370

370:                                              ; preds = %352, %334
  %371 = phi ptr [ %369, %352 ], [ %348, %334 ]
  %372 = getelementptr inbounds i8, ptr %371, i64 68
  %373 = load i32, ptr %372, align 4, !tbaa !96
  %374 = icmp eq i32 %373, 0
  br i1 %374, label %380, label %375

375:                                              ; preds = %370
  %376 = load i64, ptr %200, align 8, !tbaa !64
  %377 = load ptr, ptr %201, align 8, !tbaa !36
  %378 = load i64, ptr %52, align 8, !tbaa !81
  %379 = tail call i64 @crc32_z(i64 noundef %376, ptr noundef %377, i64 noundef %378) #10
  store i64 %379, ptr %200, align 8, !tbaa !64
  br label %380

380:                                              ; preds = %370, %375
  %381 = getelementptr inbounds i8, ptr %14, i64 64
  store i64 0, ptr %381, align 8, !tbaa !103
  store i32 69, ptr %20, align 8, !tbaa !22
  br label %386

382:                                              ; preds = %248
  %383 = load i32, ptr %20, align 8, !tbaa !22
  br label %384

384:                                              ; preds = %382, %195
  %385 = phi i32 [ %383, %382 ], [ %196, %195 ]
  switch i32 %385, label %783 [
    i32 69, label %386
    i32 73, label %555
    i32 91, label %651
    i32 103, label %746
  ]

386:                                              ; preds = %384, %380
  %387 = getelementptr inbounds i8, ptr %14, i64 56
  %388 = load ptr, ptr %387, align 8, !tbaa !84
  %389 = getelementptr inbounds i8, ptr %388, i64 24
  %390 = load ptr, ptr %389, align 8, !tbaa !97
  %391 = icmp eq ptr %390, null
  br i1 %391, label %554, label %392

392:                                              ; preds = %386
  %393 = load i64, ptr %52, align 8, !tbaa !81
  %394 = getelementptr inbounds i8, ptr %388, i64 32
  %395 = load i32, ptr %394, align 8, !tbaa !102
  %396 = and i32 %395, 65535
  %397 = zext nneg i32 %396 to i64
  %398 = getelementptr inbounds i8, ptr %14, i64 64
  %399 = load i64, ptr %398, align 8, !tbaa !103
  %400 = sub i64 %397, %399
  %401 = getelementptr inbounds i8, ptr %14, i64 24
  %402 = add i64 %393, %400
  %403 = load i64, ptr %401, align 8, !tbaa !37
  %404 = icmp ugt i64 %402, %403
  br i1 %404, label %405, label %529

405:                                              ; preds = %392
  %406 = getelementptr inbounds i8, ptr %14, i64 16
  %407 = getelementptr inbounds i8, ptr %0, i64 96
  %408 = getelementptr inbounds i8, ptr %0, i64 40
  %409 = sub i64 %403, %393
  %410 = load ptr, ptr %406, align 8, !tbaa !36
  %411 = getelementptr inbounds i8, ptr %410, i64 %393
  %412 = getelementptr inbounds i8, ptr %390, i64 %399
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %411, ptr nonnull align 1 %412, i64 %409, i1 false)
  %413 = load i64, ptr %401, align 8, !tbaa !37
  store i64 %413, ptr %52, align 8, !tbaa !81
  %414 = load ptr, ptr %387, align 8, !tbaa !84
  %415 = getelementptr inbounds i8, ptr %414, i64 68
  %416 = load i32, ptr %415, align 4, !tbaa !96
  %417 = icmp ne i32 %416, 0
  %418 = icmp ugt i64 %413, %393
  %419 = select i1 %417, i1 %418, i1 false
  br i1 %419, label %420, label %426

420:                                              ; preds = %405
  %421 = load i64, ptr %407, align 8, !tbaa !64
  %422 = load ptr, ptr %406, align 8, !tbaa !36
  %423 = getelementptr inbounds i8, ptr %422, i64 %393
  %424 = sub i64 %413, %393
  %425 = tail call i64 @crc32_z(i64 noundef %421, ptr noundef %423, i64 noundef %424) #10
  store i64 %425, ptr %407, align 8, !tbaa !64
  br label %426

426:                                              ; preds = %420, %405
  %427 = load i64, ptr %398, align 8, !tbaa !103
  %428 = add i64 %427, %409
  store i64 %428, ptr %398, align 8, !tbaa !103
  %429 = load ptr, ptr %13, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %429) #10
  %430 = getelementptr inbounds i8, ptr %429, i64 40
  %431 = load i64, ptr %430, align 8, !tbaa !81
  %432 = load i32, ptr %43, align 8, !tbaa !92
  %433 = zext i32 %432 to i64
  %434 = icmp ugt i64 %431, %433
  %435 = trunc nuw i64 %431 to i32
  %436 = select i1 %434, i32 %432, i32 %435
  %437 = icmp eq i32 %436, 0
  br i1 %437, label %457, label %438

438:                                              ; preds = %426
  %439 = load ptr, ptr %25, align 8, !tbaa !91
  %440 = getelementptr inbounds i8, ptr %429, i64 32
  %441 = load ptr, ptr %440, align 8, !tbaa !82
  %442 = zext i32 %436 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %439, ptr align 1 %441, i64 %442, i1 false)
  %443 = load ptr, ptr %25, align 8, !tbaa !91
  %444 = getelementptr inbounds i8, ptr %443, i64 %442
  store ptr %444, ptr %25, align 8, !tbaa !91
  %445 = load ptr, ptr %440, align 8, !tbaa !82
  %446 = getelementptr inbounds i8, ptr %445, i64 %442
  store ptr %446, ptr %440, align 8, !tbaa !82
  %447 = load i64, ptr %408, align 8, !tbaa !93
  %448 = add i64 %447, %442
  store i64 %448, ptr %408, align 8, !tbaa !93
  %449 = load i32, ptr %43, align 8, !tbaa !92
  %450 = sub i32 %449, %436
  store i32 %450, ptr %43, align 8, !tbaa !92
  %451 = load i64, ptr %430, align 8, !tbaa !81
  %452 = sub i64 %451, %442
  store i64 %452, ptr %430, align 8, !tbaa !81
  %453 = icmp eq i64 %451, %442
  br i1 %453, label %454, label %457

454:                                              ; preds = %438
  %455 = getelementptr inbounds i8, ptr %429, i64 16
  %456 = load ptr, ptr %455, align 8, !tbaa !36
  store ptr %456, ptr %440, align 8, !tbaa !82
  br label %457

457:                                              ; preds = %454, %438, %426
  %458 = load i64, ptr %52, align 8, !tbaa !81
  %459 = icmp eq i64 %458, 0
  br i1 %459, label %460, label %518

460:                                              ; preds = %457
  %461 = sub i64 %400, %409
  %462 = load i64, ptr %401, align 8, !tbaa !37
  %463 = icmp ugt i64 %461, %462
  br i1 %463, label %464, label %523

464:                                              ; preds = %460, %519
  %465 = phi i64 [ %521, %519 ], [ %462, %460 ]
  %466 = phi i64 [ %520, %519 ], [ %461, %460 ]
  %467 = load ptr, ptr %406, align 8, !tbaa !36
  %468 = load ptr, ptr %387, align 8, !tbaa !84
  %469 = getelementptr inbounds i8, ptr %468, i64 24
  %470 = load ptr, ptr %469, align 8, !tbaa !97
  %471 = load i64, ptr %398, align 8, !tbaa !103
  %472 = getelementptr inbounds i8, ptr %470, i64 %471
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %467, ptr align 1 %472, i64 %465, i1 false)
  %473 = load i64, ptr %401, align 8, !tbaa !37
  store i64 %473, ptr %52, align 8, !tbaa !81
  %474 = load ptr, ptr %387, align 8, !tbaa !84
  %475 = getelementptr inbounds i8, ptr %474, i64 68
  %476 = load i32, ptr %475, align 4, !tbaa !96
  %477 = icmp ne i32 %476, 0
  %478 = icmp ne i64 %473, 0
  %479 = select i1 %477, i1 %478, i1 false
  br i1 %479, label %480, label %484

480:                                              ; preds = %464
  %481 = load i64, ptr %407, align 8, !tbaa !64
  %482 = load ptr, ptr %406, align 8, !tbaa !36
  %483 = tail call i64 @crc32_z(i64 noundef %481, ptr noundef %482, i64 noundef %473) #10
  store i64 %483, ptr %407, align 8, !tbaa !64
  br label %484

484:                                              ; preds = %480, %464
  %485 = load i64, ptr %398, align 8, !tbaa !103
  %486 = add i64 %485, %465
  store i64 %486, ptr %398, align 8, !tbaa !103
  %487 = load ptr, ptr %13, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %487) #10
  %488 = getelementptr inbounds i8, ptr %487, i64 40
  %489 = load i64, ptr %488, align 8, !tbaa !81
  %490 = load i32, ptr %43, align 8, !tbaa !92
  %491 = zext i32 %490 to i64
  %492 = icmp ugt i64 %489, %491
  %493 = trunc nuw i64 %489 to i32
  %494 = select i1 %492, i32 %490, i32 %493
  %495 = icmp eq i32 %494, 0
  br i1 %495, label %515, label %496

496:                                              ; preds = %484
  %497 = load ptr, ptr %25, align 8, !tbaa !91
  %498 = getelementptr inbounds i8, ptr %487, i64 32
  %499 = load ptr, ptr %498, align 8, !tbaa !82
  %500 = zext i32 %494 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %497, ptr align 1 %499, i64 %500, i1 false)
  %501 = load ptr, ptr %25, align 8, !tbaa !91
  %502 = getelementptr inbounds i8, ptr %501, i64 %500
  store ptr %502, ptr %25, align 8, !tbaa !91
  %503 = load ptr, ptr %498, align 8, !tbaa !82
  %504 = getelementptr inbounds i8, ptr %503, i64 %500
  store ptr %504, ptr %498, align 8, !tbaa !82
  %505 = load i64, ptr %408, align 8, !tbaa !93
  %506 = add i64 %505, %500
  store i64 %506, ptr %408, align 8, !tbaa !93
  %507 = load i32, ptr %43, align 8, !tbaa !92
  %508 = sub i32 %507, %494
  store i32 %508, ptr %43, align 8, !tbaa !92
  %509 = load i64, ptr %488, align 8, !tbaa !81
  %510 = sub i64 %509, %500
  store i64 %510, ptr %488, align 8, !tbaa !81
  %511 = icmp eq i64 %509, %500
  br i1 %511, label %512, label %515

512:                                              ; preds = %496
  %513 = getelementptr inbounds i8, ptr %487, i64 16
  %514 = load ptr, ptr %513, align 8, !tbaa !36
  store ptr %514, ptr %498, align 8, !tbaa !82
  br label %515

515:                                              ; preds = %484, %496, %512
  %516 = load i64, ptr %52, align 8, !tbaa !81
  %517 = icmp eq i64 %516, 0
  br i1 %517, label %519, label %518

518:                                              ; preds = %515, %457
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

519:                                              ; preds = %515
  %520 = sub i64 %466, %465
  %521 = load i64, ptr %401, align 8, !tbaa !37
  %522 = icmp ugt i64 %520, %521
  br i1 %522, label %464, label %523, !llvm.loop !104

523:                                              ; preds = %519, %460
  %524 = phi i64 [ %461, %460 ], [ %520, %519 ]
  %525 = load ptr, ptr %387, align 8, !tbaa !84
  %526 = getelementptr inbounds i8, ptr %525, i64 24
  %527 = load ptr, ptr %526, align 8, !tbaa !97
  %528 = load i64, ptr %398, align 8, !tbaa !103
  br label %529

529:                                              ; preds = %523, %392
  %530 = phi i64 [ %399, %392 ], [ %528, %523 ]
  %531 = phi ptr [ %390, %392 ], [ %527, %523 ]
  %532 = phi i64 [ %393, %392 ], [ 0, %523 ]
  %533 = phi i64 [ %400, %392 ], [ %524, %523 ]
  %534 = getelementptr inbounds i8, ptr %14, i64 16
  %535 = load ptr, ptr %534, align 8, !tbaa !36
  %536 = getelementptr inbounds i8, ptr %535, i64 %532
  %537 = getelementptr inbounds i8, ptr %531, i64 %530
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %536, ptr align 1 %537, i64 %533, i1 false)
  %538 = load i64, ptr %52, align 8, !tbaa !81
  %539 = add i64 %538, %533
  store i64 %539, ptr %52, align 8, !tbaa !81
  %540 = load ptr, ptr %387, align 8, !tbaa !84
  %541 = getelementptr inbounds i8, ptr %540, i64 68
  %542 = load i32, ptr %541, align 4, !tbaa !96
  %543 = icmp ne i32 %542, 0
  %544 = icmp ugt i64 %539, %532
  %545 = select i1 %543, i1 %544, i1 false
  br i1 %545, label %546, label %553

546:                                              ; preds = %529
  %547 = getelementptr inbounds i8, ptr %0, i64 96
  %548 = load i64, ptr %547, align 8, !tbaa !64
  %549 = load ptr, ptr %534, align 8, !tbaa !36
  %550 = getelementptr inbounds i8, ptr %549, i64 %532
  %551 = sub i64 %539, %532
  %552 = tail call i64 @crc32_z(i64 noundef %548, ptr noundef %550, i64 noundef %551) #10
  store i64 %552, ptr %547, align 8, !tbaa !64
  br label %553

553:                                              ; preds = %529, %546
  store i64 0, ptr %398, align 8, !tbaa !103
  br label %554

554:                                              ; preds = %386, %553
  store i32 73, ptr %20, align 8, !tbaa !22
  br label %555

555:                                              ; preds = %384, %554
  %556 = getelementptr inbounds i8, ptr %14, i64 56
  %557 = load ptr, ptr %556, align 8, !tbaa !84
  %558 = getelementptr inbounds i8, ptr %557, i64 40
  %559 = load ptr, ptr %558, align 8, !tbaa !98
  %560 = icmp eq ptr %559, null
  br i1 %560, label %650, label %561

561:                                              ; preds = %555
  %562 = load i64, ptr %52, align 8, !tbaa !81
  %563 = getelementptr inbounds i8, ptr %14, i64 24
  %564 = getelementptr inbounds i8, ptr %0, i64 96
  %565 = getelementptr inbounds i8, ptr %14, i64 16
  %566 = getelementptr inbounds i8, ptr %0, i64 40
  %567 = getelementptr inbounds i8, ptr %14, i64 64
  br label %568

568:                                              ; preds = %621, %561
  %569 = phi i64 [ %562, %561 ], [ %624, %621 ]
  %570 = load i64, ptr %52, align 8, !tbaa !81
  %571 = load i64, ptr %563, align 8, !tbaa !37
  %572 = icmp eq i64 %570, %571
  %573 = load ptr, ptr %556, align 8, !tbaa !84
  br i1 %572, label %574, label %621

574:                                              ; preds = %568
  %575 = getelementptr inbounds i8, ptr %573, i64 68
  %576 = load i32, ptr %575, align 4, !tbaa !96
  %577 = icmp ne i32 %576, 0
  %578 = icmp ugt i64 %570, %569
  %579 = select i1 %577, i1 %578, i1 false
  br i1 %579, label %580, label %586

580:                                              ; preds = %574
  %581 = load i64, ptr %564, align 8, !tbaa !64
  %582 = load ptr, ptr %565, align 8, !tbaa !36
  %583 = getelementptr inbounds i8, ptr %582, i64 %569
  %584 = sub i64 %570, %569
  %585 = tail call i64 @crc32_z(i64 noundef %581, ptr noundef %583, i64 noundef %584) #10
  store i64 %585, ptr %564, align 8, !tbaa !64
  br label %586

586:                                              ; preds = %580, %574
  %587 = load ptr, ptr %13, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %587) #10
  %588 = getelementptr inbounds i8, ptr %587, i64 40
  %589 = load i64, ptr %588, align 8, !tbaa !81
  %590 = load i32, ptr %43, align 8, !tbaa !92
  %591 = zext i32 %590 to i64
  %592 = icmp ugt i64 %589, %591
  %593 = trunc nuw i64 %589 to i32
  %594 = select i1 %592, i32 %590, i32 %593
  %595 = icmp eq i32 %594, 0
  br i1 %595, label %615, label %596

596:                                              ; preds = %586
  %597 = load ptr, ptr %25, align 8, !tbaa !91
  %598 = getelementptr inbounds i8, ptr %587, i64 32
  %599 = load ptr, ptr %598, align 8, !tbaa !82
  %600 = zext i32 %594 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %597, ptr align 1 %599, i64 %600, i1 false)
  %601 = load ptr, ptr %25, align 8, !tbaa !91
  %602 = getelementptr inbounds i8, ptr %601, i64 %600
  store ptr %602, ptr %25, align 8, !tbaa !91
  %603 = load ptr, ptr %598, align 8, !tbaa !82
  %604 = getelementptr inbounds i8, ptr %603, i64 %600
  store ptr %604, ptr %598, align 8, !tbaa !82
  %605 = load i64, ptr %566, align 8, !tbaa !93
  %606 = add i64 %605, %600
  store i64 %606, ptr %566, align 8, !tbaa !93
  %607 = load i32, ptr %43, align 8, !tbaa !92
  %608 = sub i32 %607, %594
  store i32 %608, ptr %43, align 8, !tbaa !92
  %609 = load i64, ptr %588, align 8, !tbaa !81
  %610 = sub i64 %609, %600
  store i64 %610, ptr %588, align 8, !tbaa !81
  %611 = icmp eq i64 %609, %600
  br i1 %611, label %612, label %615

612:                                              ; preds = %596
  %613 = getelementptr inbounds i8, ptr %587, i64 16
  %614 = load ptr, ptr %613, align 8, !tbaa !36
  store ptr %614, ptr %598, align 8, !tbaa !82
  br label %615

615:                                              ; preds = %586, %596, %612
  %616 = load i64, ptr %52, align 8, !tbaa !81
  %617 = icmp eq i64 %616, 0
  br i1 %617, label %618, label %620

618:                                              ; preds = %615
  %619 = load ptr, ptr %556, align 8, !tbaa !84
  br label %621

620:                                              ; preds = %615
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

621:                                              ; preds = %618, %568
  %622 = phi i64 [ %570, %568 ], [ 0, %618 ]
  %623 = phi ptr [ %573, %568 ], [ %619, %618 ]
  %624 = phi i64 [ %569, %568 ], [ 0, %618 ]
  %625 = getelementptr inbounds i8, ptr %623, i64 40
  %626 = load ptr, ptr %625, align 8, !tbaa !98
  %627 = load i64, ptr %567, align 8, !tbaa !103
  %628 = add i64 %627, 1
  store i64 %628, ptr %567, align 8, !tbaa !103
  %629 = getelementptr inbounds i8, ptr %626, i64 %627
  %630 = load i8, ptr %629, align 1, !tbaa !6
  %631 = load ptr, ptr %565, align 8, !tbaa !36
  %632 = add i64 %622, 1
  store i64 %632, ptr %52, align 8, !tbaa !81
  %633 = getelementptr inbounds i8, ptr %631, i64 %622
  store i8 %630, ptr %633, align 1, !tbaa !6
  %634 = icmp eq i8 %630, 0
  br i1 %634, label %635, label %568, !llvm.loop !106

635:                                              ; preds = %621
  %636 = load ptr, ptr %556, align 8, !tbaa !84
  %637 = getelementptr inbounds i8, ptr %636, i64 68
  %638 = load i32, ptr %637, align 4, !tbaa !96
  %639 = icmp eq i32 %638, 0
  br i1 %639, label %649, label %640

640:                                              ; preds = %635
  %641 = load i64, ptr %52, align 8, !tbaa !81
  %642 = icmp ugt i64 %641, %624
  br i1 %642, label %643, label %649

643:                                              ; preds = %640
  %644 = load i64, ptr %564, align 8, !tbaa !64
  %645 = load ptr, ptr %565, align 8, !tbaa !36
  %646 = getelementptr inbounds i8, ptr %645, i64 %624
  %647 = sub i64 %641, %624
  %648 = tail call i64 @crc32_z(i64 noundef %644, ptr noundef %646, i64 noundef %647) #10
  store i64 %648, ptr %564, align 8, !tbaa !64
  br label %649

649:                                              ; preds = %643, %640, %635
  store i64 0, ptr %567, align 8, !tbaa !103
  br label %650

650:                                              ; preds = %555, %649
  store i32 91, ptr %20, align 8, !tbaa !22
  br label %651

651:                                              ; preds = %384, %650
  %652 = getelementptr inbounds i8, ptr %14, i64 56
  %653 = load ptr, ptr %652, align 8, !tbaa !84
  %654 = getelementptr inbounds i8, ptr %653, i64 56
  %655 = load ptr, ptr %654, align 8, !tbaa !99
  %656 = icmp eq ptr %655, null
  br i1 %656, label %745, label %657

657:                                              ; preds = %651
  %658 = load i64, ptr %52, align 8, !tbaa !81
  %659 = getelementptr inbounds i8, ptr %14, i64 24
  %660 = getelementptr inbounds i8, ptr %0, i64 96
  %661 = getelementptr inbounds i8, ptr %14, i64 16
  %662 = getelementptr inbounds i8, ptr %0, i64 40
  %663 = getelementptr inbounds i8, ptr %14, i64 64
  br label %664

664:                                              ; preds = %717, %657
  %665 = phi i64 [ %658, %657 ], [ %720, %717 ]
  %666 = load i64, ptr %52, align 8, !tbaa !81
  %667 = load i64, ptr %659, align 8, !tbaa !37
  %668 = icmp eq i64 %666, %667
  %669 = load ptr, ptr %652, align 8, !tbaa !84
  br i1 %668, label %670, label %717

670:                                              ; preds = %664
  %671 = getelementptr inbounds i8, ptr %669, i64 68
  %672 = load i32, ptr %671, align 4, !tbaa !96
  %673 = icmp ne i32 %672, 0
  %674 = icmp ugt i64 %666, %665
  %675 = select i1 %673, i1 %674, i1 false
  br i1 %675, label %676, label %682

676:                                              ; preds = %670
  %677 = load i64, ptr %660, align 8, !tbaa !64
  %678 = load ptr, ptr %661, align 8, !tbaa !36
  %679 = getelementptr inbounds i8, ptr %678, i64 %665
  %680 = sub i64 %666, %665
  %681 = tail call i64 @crc32_z(i64 noundef %677, ptr noundef %679, i64 noundef %680) #10
  store i64 %681, ptr %660, align 8, !tbaa !64
  br label %682

682:                                              ; preds = %676, %670
  %683 = load ptr, ptr %13, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %683) #10
  %684 = getelementptr inbounds i8, ptr %683, i64 40
  %685 = load i64, ptr %684, align 8, !tbaa !81
  %686 = load i32, ptr %43, align 8, !tbaa !92
  %687 = zext i32 %686 to i64
  %688 = icmp ugt i64 %685, %687
  %689 = trunc nuw i64 %685 to i32
  %690 = select i1 %688, i32 %686, i32 %689
  %691 = icmp eq i32 %690, 0
  br i1 %691, label %711, label %692

692:                                              ; preds = %682
  %693 = load ptr, ptr %25, align 8, !tbaa !91
  %694 = getelementptr inbounds i8, ptr %683, i64 32
  %695 = load ptr, ptr %694, align 8, !tbaa !82
  %696 = zext i32 %690 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %693, ptr align 1 %695, i64 %696, i1 false)
  %697 = load ptr, ptr %25, align 8, !tbaa !91
  %698 = getelementptr inbounds i8, ptr %697, i64 %696
  store ptr %698, ptr %25, align 8, !tbaa !91
  %699 = load ptr, ptr %694, align 8, !tbaa !82
  %700 = getelementptr inbounds i8, ptr %699, i64 %696
  store ptr %700, ptr %694, align 8, !tbaa !82
  %701 = load i64, ptr %662, align 8, !tbaa !93
  %702 = add i64 %701, %696
  store i64 %702, ptr %662, align 8, !tbaa !93
  %703 = load i32, ptr %43, align 8, !tbaa !92
  %704 = sub i32 %703, %690
  store i32 %704, ptr %43, align 8, !tbaa !92
  %705 = load i64, ptr %684, align 8, !tbaa !81
  %706 = sub i64 %705, %696
  store i64 %706, ptr %684, align 8, !tbaa !81
  %707 = icmp eq i64 %705, %696
  br i1 %707, label %708, label %711

708:                                              ; preds = %692
  %709 = getelementptr inbounds i8, ptr %683, i64 16
  %710 = load ptr, ptr %709, align 8, !tbaa !36
  store ptr %710, ptr %694, align 8, !tbaa !82
  br label %711

711:                                              ; preds = %682, %692, %708
  %712 = load i64, ptr %52, align 8, !tbaa !81
  %713 = icmp eq i64 %712, 0
  br i1 %713, label %714, label %716

714:                                              ; preds = %711
  %715 = load ptr, ptr %652, align 8, !tbaa !84
  br label %717

716:                                              ; preds = %711
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

717:                                              ; preds = %714, %664
  %718 = phi i64 [ %666, %664 ], [ 0, %714 ]
  %719 = phi ptr [ %669, %664 ], [ %715, %714 ]
  %720 = phi i64 [ %665, %664 ], [ 0, %714 ]
  %721 = getelementptr inbounds i8, ptr %719, i64 56
  %722 = load ptr, ptr %721, align 8, !tbaa !99
  %723 = load i64, ptr %663, align 8, !tbaa !103
  %724 = add i64 %723, 1
  store i64 %724, ptr %663, align 8, !tbaa !103
  %725 = getelementptr inbounds i8, ptr %722, i64 %723
  %726 = load i8, ptr %725, align 1, !tbaa !6
  %727 = load ptr, ptr %661, align 8, !tbaa !36
  %728 = add i64 %718, 1
  store i64 %728, ptr %52, align 8, !tbaa !81
  %729 = getelementptr inbounds i8, ptr %727, i64 %718
  store i8 %726, ptr %729, align 1, !tbaa !6
  %730 = icmp eq i8 %726, 0
  br i1 %730, label %731, label %664, !llvm.loop !107

731:                                              ; preds = %717
  %732 = load ptr, ptr %652, align 8, !tbaa !84
  %733 = getelementptr inbounds i8, ptr %732, i64 68
  %734 = load i32, ptr %733, align 4, !tbaa !96
  %735 = icmp eq i32 %734, 0
  br i1 %735, label %745, label %736

736:                                              ; preds = %731
  %737 = load i64, ptr %52, align 8, !tbaa !81
  %738 = icmp ugt i64 %737, %720
  br i1 %738, label %739, label %745

739:                                              ; preds = %736
  %740 = load i64, ptr %660, align 8, !tbaa !64
  %741 = load ptr, ptr %661, align 8, !tbaa !36
  %742 = getelementptr inbounds i8, ptr %741, i64 %720
  %743 = sub i64 %737, %720
  %744 = tail call i64 @crc32_z(i64 noundef %740, ptr noundef %742, i64 noundef %743) #10
  store i64 %744, ptr %660, align 8, !tbaa !64
  br label %745

745:                                              ; preds = %651, %731, %736, %739
  store i32 103, ptr %20, align 8, !tbaa !22
  br label %746

746:                                              ; preds = %384, %745
  %747 = getelementptr inbounds i8, ptr %14, i64 56
  %748 = load ptr, ptr %747, align 8, !tbaa !84
  %749 = getelementptr inbounds i8, ptr %748, i64 68
  %750 = load i32, ptr %749, align 4, !tbaa !96
  %751 = icmp eq i32 %750, 0
  br i1 %751, label %779, label %752

752:                                              ; preds = %746
  %753 = load i64, ptr %52, align 8, !tbaa !81
  %754 = add i64 %753, 2
  %755 = getelementptr inbounds i8, ptr %14, i64 24
  %756 = load i64, ptr %755, align 8, !tbaa !37
  %757 = icmp ugt i64 %754, %756
  br i1 %757, label %758, label %762

758:                                              ; preds = %752
  tail call fastcc void @flush_pending(ptr noundef nonnull %0)
  %759 = load i64, ptr %52, align 8, !tbaa !81
  %760 = icmp eq i64 %759, 0
  br i1 %760, label %762, label %761

761:                                              ; preds = %758
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

762:                                              ; preds = %758, %752
  %763 = phi i64 [ 0, %758 ], [ %753, %752 ]
  %764 = getelementptr inbounds i8, ptr %0, i64 96
  %765 = load i64, ptr %764, align 8, !tbaa !64
  %766 = trunc i64 %765 to i8
  %767 = getelementptr inbounds i8, ptr %14, i64 16
  %768 = load ptr, ptr %767, align 8, !tbaa !36
  %769 = add i64 %763, 1
  store i64 %769, ptr %52, align 8, !tbaa !81
  %770 = getelementptr inbounds i8, ptr %768, i64 %763
  store i8 %766, ptr %770, align 1, !tbaa !6
  %771 = load i64, ptr %764, align 8, !tbaa !64
  %772 = lshr i64 %771, 8
  %773 = trunc i64 %772 to i8
  %774 = load ptr, ptr %767, align 8, !tbaa !36
  %775 = load i64, ptr %52, align 8, !tbaa !81
  %776 = add i64 %775, 1
  store i64 %776, ptr %52, align 8, !tbaa !81
  %777 = getelementptr inbounds i8, ptr %774, i64 %775
  store i8 %773, ptr %777, align 1, !tbaa !6
  %778 = tail call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #10
  store i64 %778, ptr %764, align 8, !tbaa !64
  br label %779

779:                                              ; preds = %762, %746
  store i32 113, ptr %20, align 8, !tbaa !22
  tail call fastcc void @flush_pending(ptr noundef nonnull %0)
  %780 = load i64, ptr %52, align 8, !tbaa !81
  %781 = icmp eq i64 %780, 0
  br i1 %781, label %783, label %782

782:                                              ; preds = %779
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

783:                                              ; preds = %384, %118, %779
  %784 = load i32, ptr %29, align 8, !tbaa !65
  %785 = icmp eq i32 %784, 0
  br i1 %785, label %786, label %795

786:                                              ; preds = %108, %783
  %787 = getelementptr inbounds i8, ptr %14, i64 180
  %788 = load i32, ptr %787, align 4, !tbaa !63
  %789 = icmp eq i32 %788, 0
  br i1 %789, label %790, label %795

790:                                              ; preds = %786
  %791 = icmp eq i32 %1, 0
  br i1 %791, label %949, label %792

792:                                              ; preds = %790
  %793 = load i32, ptr %20, align 8, !tbaa !22
  %794 = icmp eq i32 %793, 666
  br i1 %794, label %852, label %795

795:                                              ; preds = %792, %786, %783
  %796 = getelementptr inbounds i8, ptr %14, i64 196
  %797 = load i32, ptr %796, align 4, !tbaa !41
  %798 = icmp eq i32 %797, 0
  br i1 %798, label %799, label %801

799:                                              ; preds = %795
  %800 = tail call i32 @deflate_stored(ptr noundef nonnull %14, i32 noundef %1)
  br label %813

801:                                              ; preds = %795
  %802 = getelementptr inbounds i8, ptr %14, i64 200
  %803 = load i32, ptr %802, align 8, !tbaa !42
  switch i32 %803, label %808 [
    i32 2, label %804
    i32 3, label %806
  ]

804:                                              ; preds = %801
  %805 = tail call fastcc i32 @deflate_huff(ptr noundef nonnull %14, i32 noundef %1)
  br label %813

806:                                              ; preds = %801
  %807 = tail call fastcc i32 @deflate_rle(ptr noundef nonnull %14, i32 noundef %1)
  br label %813

808:                                              ; preds = %801
  %809 = sext i32 %797 to i64
  %810 = getelementptr inbounds [10 x %struct.config_s], ptr @configuration_table, i64 0, i64 %809, i32 4
  %811 = load ptr, ptr %810, align 8, !tbaa !89
  %812 = tail call i32 %811(ptr noundef nonnull %14, i32 noundef %1) #10
  br label %813

813:                                              ; preds = %804, %808, %806, %799
  %814 = phi i32 [ %800, %799 ], [ %805, %804 ], [ %807, %806 ], [ %812, %808 ]
  %815 = and i32 %814, -2
  %816 = icmp eq i32 %815, 2
  br i1 %816, label %817, label %818

817:                                              ; preds = %813
  store i32 666, ptr %20, align 8, !tbaa !22
  br label %818

818:                                              ; preds = %813, %817
  %819 = and i32 %814, -3
  %820 = icmp eq i32 %819, 0
  br i1 %820, label %821, label %825

821:                                              ; preds = %818
  %822 = load i32, ptr %43, align 8, !tbaa !92
  %823 = icmp eq i32 %822, 0
  br i1 %823, label %824, label %949

824:                                              ; preds = %821
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

825:                                              ; preds = %818
  %826 = icmp eq i32 %814, 1
  br i1 %826, label %827, label %852

827:                                              ; preds = %825
  switch i32 %1, label %829 [
    i32 1, label %828
    i32 5, label %848
  ]

828:                                              ; preds = %827
  tail call void @_tr_align(ptr noundef nonnull %14) #10
  br label %848

829:                                              ; preds = %827
  tail call void @_tr_stored_block(ptr noundef nonnull %14, ptr noundef null, i64 noundef 0, i32 noundef 0) #10
  %830 = icmp eq i32 %1, 3
  br i1 %830, label %831, label %848

831:                                              ; preds = %829
  %832 = getelementptr inbounds i8, ptr %14, i64 120
  %833 = load ptr, ptr %832, align 8, !tbaa !33
  %834 = getelementptr inbounds i8, ptr %14, i64 132
  %835 = load i32, ptr %834, align 4, !tbaa !28
  %836 = add i32 %835, -1
  %837 = zext i32 %836 to i64
  %838 = getelementptr inbounds i16, ptr %833, i64 %837
  store i16 0, ptr %838, align 2, !tbaa !45
  %839 = shl nuw nsw i64 %837, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %833, i8 0, i64 %839, i1 false)
  %840 = getelementptr inbounds i8, ptr %14, i64 5960
  store i32 0, ptr %840, align 8, !tbaa !46
  %841 = getelementptr inbounds i8, ptr %14, i64 180
  %842 = load i32, ptr %841, align 4, !tbaa !63
  %843 = icmp eq i32 %842, 0
  br i1 %843, label %844, label %848

844:                                              ; preds = %831
  %845 = getelementptr inbounds i8, ptr %14, i64 172
  store i32 0, ptr %845, align 4, !tbaa !56
  %846 = getelementptr inbounds i8, ptr %14, i64 152
  store i64 0, ptr %846, align 8, !tbaa !57
  %847 = getelementptr inbounds i8, ptr %14, i64 5932
  store i32 0, ptr %847, align 4, !tbaa !58
  br label %848

848:                                              ; preds = %827, %831, %844, %829, %828
  tail call fastcc void @flush_pending(ptr noundef nonnull %0)
  %849 = load i32, ptr %43, align 8, !tbaa !92
  %850 = icmp eq i32 %849, 0
  br i1 %850, label %851, label %852

851:                                              ; preds = %848
  store i32 -1, ptr %50, align 4, !tbaa !83
  br label %949

852:                                              ; preds = %848, %825, %792
  br i1 %37, label %949, label %853

853:                                              ; preds = %852
  %854 = getelementptr inbounds i8, ptr %14, i64 48
  %855 = load i32, ptr %854, align 8, !tbaa !23
  %856 = icmp slt i32 %855, 1
  br i1 %856, label %949, label %857

857:                                              ; preds = %853
  %858 = icmp eq i32 %855, 2
  %859 = getelementptr inbounds i8, ptr %0, i64 96
  %860 = load i64, ptr %859, align 8, !tbaa !64
  br i1 %858, label %861, label %912

861:                                              ; preds = %857
  %862 = trunc i64 %860 to i8
  %863 = getelementptr inbounds i8, ptr %14, i64 16
  %864 = load ptr, ptr %863, align 8, !tbaa !36
  %865 = load i64, ptr %52, align 8, !tbaa !81
  %866 = add i64 %865, 1
  store i64 %866, ptr %52, align 8, !tbaa !81
  %867 = getelementptr inbounds i8, ptr %864, i64 %865
  store i8 %862, ptr %867, align 1, !tbaa !6
  %868 = load i64, ptr %859, align 8, !tbaa !64
  %869 = lshr i64 %868, 8
  %870 = trunc i64 %869 to i8
  %871 = load ptr, ptr %863, align 8, !tbaa !36
  %872 = load i64, ptr %52, align 8, !tbaa !81
  %873 = add i64 %872, 1
  store i64 %873, ptr %52, align 8, !tbaa !81
  %874 = getelementptr inbounds i8, ptr %871, i64 %872
  store i8 %870, ptr %874, align 1, !tbaa !6
  %875 = load i64, ptr %859, align 8, !tbaa !64
  %876 = lshr i64 %875, 16
  %877 = trunc i64 %876 to i8
  %878 = load ptr, ptr %863, align 8, !tbaa !36
  %879 = load i64, ptr %52, align 8, !tbaa !81
  %880 = add i64 %879, 1
  store i64 %880, ptr %52, align 8, !tbaa !81
  %881 = getelementptr inbounds i8, ptr %878, i64 %879
  store i8 %877, ptr %881, align 1, !tbaa !6
  %882 = load i64, ptr %859, align 8, !tbaa !64
  %883 = lshr i64 %882, 24
  %884 = trunc i64 %883 to i8
  %885 = load ptr, ptr %863, align 8, !tbaa !36
  %886 = load i64, ptr %52, align 8, !tbaa !81
  %887 = add i64 %886, 1
  store i64 %887, ptr %52, align 8, !tbaa !81
  %888 = getelementptr inbounds i8, ptr %885, i64 %886
  store i8 %884, ptr %888, align 1, !tbaa !6
  %889 = getelementptr inbounds i8, ptr %0, i64 16
  %890 = load i64, ptr %889, align 8, !tbaa !77
  %891 = trunc i64 %890 to i8
  %892 = load ptr, ptr %863, align 8, !tbaa !36
  %893 = load i64, ptr %52, align 8, !tbaa !81
  %894 = add i64 %893, 1
  store i64 %894, ptr %52, align 8, !tbaa !81
  %895 = getelementptr inbounds i8, ptr %892, i64 %893
  store i8 %891, ptr %895, align 1, !tbaa !6
  %896 = load i64, ptr %889, align 8, !tbaa !77
  %897 = lshr i64 %896, 8
  %898 = trunc i64 %897 to i8
  %899 = load ptr, ptr %863, align 8, !tbaa !36
  %900 = load i64, ptr %52, align 8, !tbaa !81
  %901 = add i64 %900, 1
  store i64 %901, ptr %52, align 8, !tbaa !81
  %902 = getelementptr inbounds i8, ptr %899, i64 %900
  store i8 %898, ptr %902, align 1, !tbaa !6
  %903 = load i64, ptr %889, align 8, !tbaa !77
  %904 = lshr i64 %903, 16
  %905 = trunc i64 %904 to i8
  %906 = load ptr, ptr %863, align 8, !tbaa !36
  %907 = load i64, ptr %52, align 8, !tbaa !81
  %908 = add i64 %907, 1
  store i64 %908, ptr %52, align 8, !tbaa !81
  %909 = getelementptr inbounds i8, ptr %906, i64 %907
  store i8 %905, ptr %909, align 1, !tbaa !6
  %910 = load i64, ptr %889, align 8, !tbaa !77
  %911 = lshr i64 %910, 24
  br label %933

912:                                              ; preds = %857
  %913 = lshr i64 %860, 16
  %914 = lshr i64 %860, 24
  %915 = trunc i64 %914 to i8
  %916 = getelementptr inbounds i8, ptr %14, i64 16
  %917 = load ptr, ptr %916, align 8, !tbaa !36
  %918 = load i64, ptr %52, align 8, !tbaa !81
  %919 = add i64 %918, 1
  store i64 %919, ptr %52, align 8, !tbaa !81
  %920 = getelementptr inbounds i8, ptr %917, i64 %918
  store i8 %915, ptr %920, align 1, !tbaa !6
  %921 = trunc i64 %913 to i8
  %922 = load ptr, ptr %916, align 8, !tbaa !36
  %923 = load i64, ptr %52, align 8, !tbaa !81
  %924 = add i64 %923, 1
  store i64 %924, ptr %52, align 8, !tbaa !81
  %925 = getelementptr inbounds i8, ptr %922, i64 %923
  store i8 %921, ptr %925, align 1, !tbaa !6
  %926 = load i64, ptr %859, align 8, !tbaa !64
  %927 = lshr i64 %926, 8
  %928 = trunc i64 %927 to i8
  %929 = load ptr, ptr %916, align 8, !tbaa !36
  %930 = load i64, ptr %52, align 8, !tbaa !81
  %931 = add i64 %930, 1
  store i64 %931, ptr %52, align 8, !tbaa !81
  %932 = getelementptr inbounds i8, ptr %929, i64 %930
  store i8 %928, ptr %932, align 1, !tbaa !6
  br label %933

933:                                              ; preds = %912, %861
  %934 = phi ptr [ %916, %912 ], [ %863, %861 ]
  %935 = phi i64 [ %926, %912 ], [ %911, %861 ]
  %936 = trunc i64 %935 to i8
  %937 = load ptr, ptr %934, align 8, !tbaa !36
  %938 = load i64, ptr %52, align 8, !tbaa !81
  %939 = add i64 %938, 1
  store i64 %939, ptr %52, align 8, !tbaa !81
  %940 = getelementptr inbounds i8, ptr %937, i64 %938
  store i8 %936, ptr %940, align 1, !tbaa !6
  tail call fastcc void @flush_pending(ptr noundef nonnull %0)
  %941 = load i32, ptr %854, align 8, !tbaa !23
  %942 = icmp sgt i32 %941, 0
  br i1 %942, label %943, label %945

943:                                              ; preds = %933
  %944 = sub nsw i32 0, %941
  store i32 %944, ptr %854, align 8, !tbaa !23
  br label %945

945:                                              ; preds = %943, %933
  %946 = load i64, ptr %52, align 8, !tbaa !81
  %947 = icmp eq i64 %946, 0
  %948 = zext i1 %947 to i32
  br label %949

949:                                              ; preds = %790, %12, %16, %19, %2, %4, %8, %518, %194, %851, %824, %821, %853, %852, %716, %620, %22, %945, %782, %761, %260, %111, %102, %89, %46, %39
  %950 = phi i32 [ -2, %39 ], [ -5, %46 ], [ 0, %89 ], [ -5, %111 ], [ 0, %260 ], [ 0, %761 ], [ 0, %782 ], [ %948, %945 ], [ 0, %194 ], [ -5, %102 ], [ -2, %22 ], [ 0, %620 ], [ 0, %716 ], [ 0, %852 ], [ 1, %853 ], [ 0, %821 ], [ 0, %824 ], [ 0, %851 ], [ 0, %518 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ], [ 0, %790 ]
  ret i32 %950
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @slide_hash(ptr nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load i32, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %0, i64 132
  %5 = load i32, ptr %4, align 4, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %0, i64 120
  %7 = load ptr, ptr %6, align 8, !tbaa !33
  %8 = zext i32 %5 to i64
  %9 = getelementptr inbounds i16, ptr %7, i64 %8
  %10 = add i32 %5, -1
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %11, 1
  %13 = icmp ult i32 %10, 15
  br i1 %13, label %41, label %14

14:                                               ; preds = %1
  %15 = and i64 %12, 8589934576
  %16 = mul nsw i64 %15, -2
  %17 = getelementptr i8, ptr %9, i64 %16
  %18 = trunc i64 %15 to i32
  %19 = sub i32 %5, %18
  %20 = insertelement <8 x i32> poison, i32 %3, i64 0
  %21 = shufflevector <8 x i32> %20, <8 x i32> poison, <8 x i32> zeroinitializer
  %22 = shufflevector <8 x i32> %20, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %23

23:                                               ; preds = %23, %14
  %24 = phi i64 [ 0, %14 ], [ %37, %23 ]
  %25 = mul i64 %24, -2
  %26 = getelementptr i8, ptr %9, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 -16
  %28 = getelementptr inbounds i8, ptr %26, i64 -32
  %29 = load <8 x i16>, ptr %27, align 2, !tbaa !45
  %30 = load <8 x i16>, ptr %28, align 2, !tbaa !45
  %31 = zext <8 x i16> %29 to <8 x i32>
  %32 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %31, <8 x i32> %21)
  %33 = trunc nuw <8 x i32> %32 to <8 x i16>
  store <8 x i16> %33, ptr %27, align 2, !tbaa !45
  %34 = zext <8 x i16> %30 to <8 x i32>
  %35 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %34, <8 x i32> %22)
  %36 = trunc nuw <8 x i32> %35 to <8 x i16>
  store <8 x i16> %36, ptr %28, align 2, !tbaa !45
  %37 = add nuw i64 %24, 16
  %38 = icmp eq i64 %37, %15
  br i1 %38, label %39, label %23, !llvm.loop !108

39:                                               ; preds = %23
  %40 = icmp eq i64 %12, %15
  br i1 %40, label %54, label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %9, %1 ], [ %17, %39 ]
  %43 = phi i32 [ %5, %1 ], [ %19, %39 ]
  br label %44

44:                                               ; preds = %41, %44
  %45 = phi ptr [ %47, %44 ], [ %42, %41 ]
  %46 = phi i32 [ %52, %44 ], [ %43, %41 ]
  %47 = getelementptr inbounds i8, ptr %45, i64 -2
  %48 = load i16, ptr %47, align 2, !tbaa !45
  %49 = zext i16 %48 to i32
  %50 = tail call i32 @llvm.usub.sat.i32(i32 %49, i32 %3)
  %51 = trunc nuw i32 %50 to i16
  store i16 %51, ptr %47, align 2, !tbaa !45
  %52 = add i32 %46, -1
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %44, !llvm.loop !109

54:                                               ; preds = %44, %39
  %55 = getelementptr inbounds i8, ptr %0, i64 112
  %56 = load ptr, ptr %55, align 8, !tbaa !32
  %57 = zext i32 %3 to i64
  %58 = getelementptr inbounds i16, ptr %56, i64 %57
  %59 = add i32 %3, -1
  %60 = zext i32 %59 to i64
  %61 = add nuw nsw i64 %60, 1
  %62 = icmp ult i32 %59, 15
  br i1 %62, label %90, label %63

63:                                               ; preds = %54
  %64 = and i64 %61, 8589934576
  %65 = mul nsw i64 %64, -2
  %66 = getelementptr i8, ptr %58, i64 %65
  %67 = trunc i64 %64 to i32
  %68 = sub i32 %3, %67
  %69 = insertelement <8 x i32> poison, i32 %3, i64 0
  %70 = shufflevector <8 x i32> %69, <8 x i32> poison, <8 x i32> zeroinitializer
  %71 = shufflevector <8 x i32> %69, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %72

72:                                               ; preds = %72, %63
  %73 = phi i64 [ 0, %63 ], [ %86, %72 ]
  %74 = mul i64 %73, -2
  %75 = getelementptr i8, ptr %58, i64 %74
  %76 = getelementptr inbounds i8, ptr %75, i64 -16
  %77 = getelementptr inbounds i8, ptr %75, i64 -32
  %78 = load <8 x i16>, ptr %76, align 2, !tbaa !45
  %79 = load <8 x i16>, ptr %77, align 2, !tbaa !45
  %80 = zext <8 x i16> %78 to <8 x i32>
  %81 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %80, <8 x i32> %70)
  %82 = trunc nuw <8 x i32> %81 to <8 x i16>
  store <8 x i16> %82, ptr %76, align 2, !tbaa !45
  %83 = zext <8 x i16> %79 to <8 x i32>
  %84 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %83, <8 x i32> %71)
  %85 = trunc nuw <8 x i32> %84 to <8 x i16>
  store <8 x i16> %85, ptr %77, align 2, !tbaa !45
  %86 = add nuw i64 %73, 16
  %87 = icmp eq i64 %86, %64
  br i1 %87, label %88, label %72, !llvm.loop !110

88:                                               ; preds = %72
  %89 = icmp eq i64 %61, %64
  br i1 %89, label %103, label %90

90:                                               ; preds = %88, %54
  %91 = phi ptr [ %58, %54 ], [ %66, %88 ]
  %92 = phi i32 [ %3, %54 ], [ %68, %88 ]
  br label %93

93:                                               ; preds = %90, %93
  %94 = phi ptr [ %96, %93 ], [ %91, %90 ]
  %95 = phi i32 [ %101, %93 ], [ %92, %90 ]
  %96 = getelementptr inbounds i8, ptr %94, i64 -2
  %97 = load i16, ptr %96, align 2, !tbaa !45
  %98 = zext i16 %97 to i32
  %99 = tail call i32 @llvm.usub.sat.i32(i32 %98, i32 %3)
  %100 = trunc nuw i32 %99 to i16
  store i16 %100, ptr %96, align 2, !tbaa !45
  %101 = add i32 %95, -1
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %93, !llvm.loop !111

103:                                              ; preds = %93, %88
  %104 = getelementptr inbounds i8, ptr %0, i64 5960
  store i32 1, ptr %104, align 8, !tbaa !46
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @deflateTune(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = icmp eq ptr %0, null
  br i1 %6, label %30, label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, ptr %0, i64 64
  %9 = load ptr, ptr %8, align 8, !tbaa !14
  %10 = icmp eq ptr %9, null
  br i1 %10, label %30, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 72
  %13 = load ptr, ptr %12, align 8, !tbaa !16
  %14 = icmp eq ptr %13, null
  br i1 %14, label %30, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  %17 = load ptr, ptr %16, align 8, !tbaa !17
  %18 = icmp eq ptr %17, null
  br i1 %18, label %30, label %19

19:                                               ; preds = %15
  %20 = load ptr, ptr %17, align 8, !tbaa !18
  %21 = icmp eq ptr %20, %0
  br i1 %21, label %22, label %30

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %17, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !22
  switch i32 %24, label %30 [
    i32 42, label %25
    i32 57, label %25
    i32 69, label %25
    i32 73, label %25
    i32 91, label %25
    i32 103, label %25
    i32 113, label %25
    i32 666, label %25
  ]

25:                                               ; preds = %22, %22, %22, %22, %22, %22, %22, %22
  %26 = getelementptr inbounds i8, ptr %17, i64 204
  store i32 %1, ptr %26, align 4, !tbaa !51
  %27 = getelementptr inbounds i8, ptr %17, i64 192
  store i32 %2, ptr %27, align 8, !tbaa !49
  %28 = getelementptr inbounds i8, ptr %17, i64 208
  store i32 %3, ptr %28, align 8, !tbaa !53
  %29 = getelementptr inbounds i8, ptr %17, i64 188
  store i32 %4, ptr %29, align 4, !tbaa !55
  br label %30

30:                                               ; preds = %15, %19, %22, %5, %7, %11, %25
  %31 = phi i32 [ 0, %25 ], [ -2, %11 ], [ -2, %7 ], [ -2, %5 ], [ -2, %22 ], [ -2, %19 ], [ -2, %15 ]
  ret i32 %31
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @deflateBound_z(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = insertelement <2 x i64> poison, i64 %1, i64 0
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer
  %5 = lshr <2 x i64> %4, <i64 5, i64 3>
  %6 = lshr <2 x i64> %4, <i64 7, i64 8>
  %7 = lshr <2 x i64> %4, <i64 11, i64 9>
  %8 = add <2 x i64> %4, <i64 7, i64 4>
  %9 = add <2 x i64> %8, %5
  %10 = add <2 x i64> %9, %6
  %11 = add <2 x i64> %10, %7
  %12 = icmp ult <2 x i64> %11, %4
  %13 = extractelement <2 x i1> %12, i64 1
  %14 = extractelement <2 x i64> %11, i64 1
  %15 = select i1 %13, i64 -1, i64 %14
  %16 = extractelement <2 x i1> %12, i64 0
  %17 = extractelement <2 x i64> %11, i64 0
  %18 = select i1 %16, i64 -1, i64 %17
  %19 = icmp eq ptr %0, null
  br i1 %19, label %38, label %20

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8, ptr %0, i64 64
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = icmp eq ptr %22, null
  br i1 %23, label %38, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !16
  %27 = icmp eq ptr %26, null
  br i1 %27, label %38, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 56
  %30 = load ptr, ptr %29, align 8, !tbaa !17
  %31 = icmp eq ptr %30, null
  br i1 %31, label %38, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %30, align 8, !tbaa !18
  %34 = icmp eq ptr %33, %0
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, ptr %30, i64 8
  %37 = load i32, ptr %36, align 8, !tbaa !22
  switch i32 %37, label %38 [
    i32 42, label %43
    i32 57, label %43
    i32 69, label %43
    i32 73, label %43
    i32 91, label %43
    i32 103, label %43
    i32 113, label %43
    i32 666, label %43
  ]

38:                                               ; preds = %24, %20, %2, %35, %32, %28
  %39 = tail call i64 @llvm.umax.i64(i64 %15, i64 %18)
  %40 = add i64 %39, 18
  %41 = icmp ugt i64 %39, -19
  %42 = select i1 %41, i64 -1, i64 %40
  br label %128

43:                                               ; preds = %35, %35, %35, %35, %35, %35, %35, %35
  %44 = getelementptr inbounds i8, ptr %30, i64 48
  %45 = load i32, ptr %44, align 8, !tbaa !23
  %46 = tail call i32 @llvm.abs.i32(i32 %45, i1 true)
  switch i32 %46, label %97 [
    i32 0, label %98
    i32 1, label %47
    i32 2, label %52
  ]

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %30, i64 172
  %49 = load i32, ptr %48, align 4, !tbaa !56
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, i64 6, i64 10
  br label %98

52:                                               ; preds = %43
  %53 = getelementptr inbounds i8, ptr %30, i64 56
  %54 = load ptr, ptr %53, align 8, !tbaa !84
  %55 = icmp eq ptr %54, null
  br i1 %55, label %98, label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds i8, ptr %54, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !97
  %59 = icmp eq ptr %58, null
  br i1 %59, label %66, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %54, i64 32
  %62 = load i32, ptr %61, align 8, !tbaa !102
  %63 = add i32 %62, 2
  %64 = zext i32 %63 to i64
  %65 = add nuw nsw i64 %64, 18
  br label %66

66:                                               ; preds = %60, %56
  %67 = phi i64 [ %65, %60 ], [ 18, %56 ]
  %68 = getelementptr inbounds i8, ptr %54, i64 40
  %69 = load ptr, ptr %68, align 8, !tbaa !98
  %70 = icmp eq ptr %69, null
  br i1 %70, label %78, label %71

71:                                               ; preds = %66, %71
  %72 = phi i64 [ %74, %71 ], [ %67, %66 ]
  %73 = phi ptr [ %75, %71 ], [ %69, %66 ]
  %74 = add i64 %72, 1
  %75 = getelementptr inbounds i8, ptr %73, i64 1
  %76 = load i8, ptr %73, align 1, !tbaa !6
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %78, label %71, !llvm.loop !112

78:                                               ; preds = %71, %66
  %79 = phi i64 [ %67, %66 ], [ %74, %71 ]
  %80 = getelementptr inbounds i8, ptr %54, i64 56
  %81 = load ptr, ptr %80, align 8, !tbaa !99
  %82 = icmp eq ptr %81, null
  br i1 %82, label %90, label %83

83:                                               ; preds = %78, %83
  %84 = phi i64 [ %86, %83 ], [ %79, %78 ]
  %85 = phi ptr [ %87, %83 ], [ %81, %78 ]
  %86 = add i64 %84, 1
  %87 = getelementptr inbounds i8, ptr %85, i64 1
  %88 = load i8, ptr %85, align 1, !tbaa !6
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %90, label %83, !llvm.loop !113

90:                                               ; preds = %83, %78
  %91 = phi i64 [ %79, %78 ], [ %86, %83 ]
  %92 = getelementptr inbounds i8, ptr %54, i64 68
  %93 = load i32, ptr %92, align 4, !tbaa !96
  %94 = icmp eq i32 %93, 0
  %95 = add i64 %91, 2
  %96 = select i1 %94, i64 %91, i64 %95
  br label %98

97:                                               ; preds = %43
  br label %98

98:                                               ; preds = %43, %52, %90, %97, %47
  %99 = phi i64 [ 18, %97 ], [ %96, %90 ], [ 18, %52 ], [ %51, %47 ], [ 0, %43 ]
  %100 = getelementptr inbounds i8, ptr %30, i64 84
  %101 = load i32, ptr %100, align 4, !tbaa !24
  %102 = icmp eq i32 %101, 15
  %103 = getelementptr inbounds i8, ptr %30, i64 136
  %104 = load i32, ptr %103, align 8, !tbaa !27
  %105 = icmp eq i32 %104, 15
  %106 = select i1 %102, i1 %105, i1 false
  br i1 %106, label %117, label %107

107:                                              ; preds = %98
  %108 = icmp ugt i32 %101, %104
  br i1 %108, label %113, label %109

109:                                              ; preds = %107
  %110 = getelementptr inbounds i8, ptr %30, i64 196
  %111 = load i32, ptr %110, align 4, !tbaa !41
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %114

113:                                              ; preds = %109, %107
  br label %114

114:                                              ; preds = %109, %113
  %115 = phi i64 [ %18, %113 ], [ %15, %109 ]
  %116 = tail call i64 @llvm.uadd.sat.i64(i64 %115, i64 %99)
  br label %128

117:                                              ; preds = %98
  %118 = lshr i64 %1, 12
  %119 = lshr i64 %1, 14
  %120 = lshr i64 %1, 25
  %121 = extractelement <2 x i64> %8, i64 0
  %122 = add i64 %121, %118
  %123 = add i64 %122, %119
  %124 = add i64 %123, %120
  %125 = add i64 %124, %99
  %126 = icmp ult i64 %125, %1
  %127 = select i1 %126, i64 -1, i64 %125
  br label %128

128:                                              ; preds = %117, %114, %38
  %129 = phi i64 [ %42, %38 ], [ %116, %114 ], [ %127, %117 ]
  ret i64 %129
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @deflateBound(ptr noundef readonly %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = tail call i64 @deflateBound_z(ptr noundef %0, i64 noundef %1)
  ret i64 %3
}

; Function Attrs: nounwind uwtable
define internal fastcc void @flush_pending(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
  %3 = load ptr, ptr %2, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %3) #10
  %4 = getelementptr inbounds i8, ptr %3, i64 40
  %5 = load i64, ptr %4, align 8, !tbaa !81
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load i32, ptr %6, align 8, !tbaa !92
  %8 = zext i32 %7 to i64
  %9 = icmp ugt i64 %5, %8
  %10 = trunc nuw i64 %5 to i32
  %11 = select i1 %9, i32 %7, i32 %10
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %34, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  %15 = load ptr, ptr %14, align 8, !tbaa !91
  %16 = getelementptr inbounds i8, ptr %3, i64 32
  %17 = load ptr, ptr %16, align 8, !tbaa !82
  %18 = zext i32 %11 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr align 1 %17, i64 %18, i1 false)
  %19 = load ptr, ptr %14, align 8, !tbaa !91
  %20 = getelementptr inbounds i8, ptr %19, i64 %18
  store ptr %20, ptr %14, align 8, !tbaa !91
  %21 = load ptr, ptr %16, align 8, !tbaa !82
  %22 = getelementptr inbounds i8, ptr %21, i64 %18
  store ptr %22, ptr %16, align 8, !tbaa !82
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  %24 = load i64, ptr %23, align 8, !tbaa !93
  %25 = add i64 %24, %18
  store i64 %25, ptr %23, align 8, !tbaa !93
  %26 = load i32, ptr %6, align 8, !tbaa !92
  %27 = sub i32 %26, %11
  store i32 %27, ptr %6, align 8, !tbaa !92
  %28 = load i64, ptr %4, align 8, !tbaa !81
  %29 = sub i64 %28, %18
  store i64 %29, ptr %4, align 8, !tbaa !81
  %30 = icmp eq i64 %28, %18
  br i1 %30, label %31, label %34

31:                                               ; preds = %13
  %32 = getelementptr inbounds i8, ptr %3, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !36
  store ptr %33, ptr %16, align 8, !tbaa !82
  br label %34

34:                                               ; preds = %13, %31, %1
  ret void
}

declare i64 @crc32_z(i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal range(i32 0, 4) i32 @deflate_stored(ptr noundef %0, i32 noundef %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load i64, ptr %3, align 8, !tbaa !37
  %5 = add i64 %4, -5
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  %7 = load i32, ptr %6, align 8, !tbaa !25
  %8 = zext i32 %7 to i64
  %9 = tail call i64 @llvm.umin.i64(i64 %5, i64 %8)
  %10 = trunc nuw i64 %9 to i32
  %11 = load ptr, ptr %0, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !65
  %14 = getelementptr inbounds i8, ptr %0, i64 5940
  %15 = getelementptr inbounds i8, ptr %0, i64 172
  %16 = getelementptr inbounds i8, ptr %0, i64 152
  %17 = icmp eq i32 %1, 4
  %18 = icmp ne i32 %1, 0
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 40
  %21 = getelementptr inbounds i8, ptr %0, i64 96
  br label %22

22:                                               ; preds = %184, %2
  %23 = load i32, ptr %14, align 4, !tbaa !85
  %24 = add i32 %23, 42
  %25 = lshr i32 %24, 3
  %26 = load ptr, ptr %0, align 8, !tbaa !18
  %27 = getelementptr inbounds i8, ptr %26, i64 32
  %28 = load i32, ptr %27, align 8, !tbaa !92
  %29 = icmp ult i32 %28, %25
  br i1 %29, label %187, label %30

30:                                               ; preds = %22
  %31 = sub i32 %28, %25
  %32 = load i32, ptr %15, align 4, !tbaa !56
  %33 = load i64, ptr %16, align 8, !tbaa !57
  %34 = trunc i64 %33 to i32
  %35 = sub i32 %32, %34
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %26, i64 8
  %38 = load i32, ptr %37, align 8, !tbaa !65
  %39 = zext i32 %38 to i64
  %40 = add nuw nsw i64 %36, %39
  %41 = icmp ult i64 %40, 65535
  %42 = add i32 %35, %38
  %43 = select i1 %41, i32 %42, i32 65535
  %44 = tail call i32 @llvm.umin.i32(i32 %43, i32 %31)
  %45 = icmp ult i32 %44, %10
  br i1 %45, label %46, label %52

46:                                               ; preds = %30
  %47 = icmp ne i32 %44, 0
  %48 = or i1 %17, %47
  %49 = icmp eq i32 %44, %42
  %50 = and i1 %48, %49
  %51 = and i1 %50, %18
  br i1 %51, label %52, label %187

52:                                               ; preds = %46, %30
  %53 = icmp eq i32 %44, %42
  %54 = and i1 %17, %53
  %55 = zext i1 %54 to i32
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef null, i64 noundef 0, i32 noundef %55) #10
  %56 = trunc i32 %44 to i8
  %57 = load ptr, ptr %19, align 8, !tbaa !36
  %58 = load i64, ptr %20, align 8, !tbaa !81
  %59 = getelementptr i8, ptr %57, i64 %58
  %60 = getelementptr i8, ptr %59, i64 -4
  store i8 %56, ptr %60, align 1, !tbaa !6
  %61 = lshr i32 %44, 8
  %62 = trunc i32 %61 to i8
  %63 = load ptr, ptr %19, align 8, !tbaa !36
  %64 = load i64, ptr %20, align 8, !tbaa !81
  %65 = getelementptr i8, ptr %63, i64 %64
  %66 = getelementptr i8, ptr %65, i64 -3
  store i8 %62, ptr %66, align 1, !tbaa !6
  %67 = xor i32 %44, -1
  %68 = trunc i32 %67 to i8
  %69 = load ptr, ptr %19, align 8, !tbaa !36
  %70 = load i64, ptr %20, align 8, !tbaa !81
  %71 = getelementptr i8, ptr %69, i64 %70
  %72 = getelementptr i8, ptr %71, i64 -2
  store i8 %68, ptr %72, align 1, !tbaa !6
  %73 = lshr i32 %67, 8
  %74 = trunc i32 %73 to i8
  %75 = load ptr, ptr %19, align 8, !tbaa !36
  %76 = load i64, ptr %20, align 8, !tbaa !81
  %77 = getelementptr i8, ptr %75, i64 %76
  %78 = getelementptr i8, ptr %77, i64 -1
  store i8 %74, ptr %78, align 1, !tbaa !6
  %79 = load ptr, ptr %0, align 8, !tbaa !18
  %80 = getelementptr inbounds i8, ptr %79, i64 56
  %81 = load ptr, ptr %80, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %81) #10
  %82 = getelementptr inbounds i8, ptr %81, i64 40
  %83 = load i64, ptr %82, align 8, !tbaa !81
  %84 = getelementptr inbounds i8, ptr %79, i64 32
  %85 = load i32, ptr %84, align 8, !tbaa !92
  %86 = zext i32 %85 to i64
  %87 = icmp ugt i64 %83, %86
  %88 = trunc nuw i64 %83 to i32
  %89 = select i1 %87, i32 %85, i32 %88
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %112, label %91

91:                                               ; preds = %52
  %92 = getelementptr inbounds i8, ptr %79, i64 24
  %93 = load ptr, ptr %92, align 8, !tbaa !91
  %94 = getelementptr inbounds i8, ptr %81, i64 32
  %95 = load ptr, ptr %94, align 8, !tbaa !82
  %96 = zext i32 %89 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr align 1 %95, i64 %96, i1 false)
  %97 = load ptr, ptr %92, align 8, !tbaa !91
  %98 = getelementptr inbounds i8, ptr %97, i64 %96
  store ptr %98, ptr %92, align 8, !tbaa !91
  %99 = load ptr, ptr %94, align 8, !tbaa !82
  %100 = getelementptr inbounds i8, ptr %99, i64 %96
  store ptr %100, ptr %94, align 8, !tbaa !82
  %101 = getelementptr inbounds i8, ptr %79, i64 40
  %102 = load i64, ptr %101, align 8, !tbaa !93
  %103 = add i64 %102, %96
  store i64 %103, ptr %101, align 8, !tbaa !93
  %104 = load i32, ptr %84, align 8, !tbaa !92
  %105 = sub i32 %104, %89
  store i32 %105, ptr %84, align 8, !tbaa !92
  %106 = load i64, ptr %82, align 8, !tbaa !81
  %107 = sub i64 %106, %96
  store i64 %107, ptr %82, align 8, !tbaa !81
  %108 = icmp eq i64 %106, %96
  br i1 %108, label %109, label %112

109:                                              ; preds = %91
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = load ptr, ptr %110, align 8, !tbaa !36
  store ptr %111, ptr %94, align 8, !tbaa !82
  br label %112

112:                                              ; preds = %52, %91, %109
  %113 = icmp eq i32 %32, %34
  br i1 %113, label %136, label %114

114:                                              ; preds = %112
  %115 = tail call i32 @llvm.umin.i32(i32 %35, i32 %44)
  %116 = load ptr, ptr %0, align 8, !tbaa !18
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8, !tbaa !91
  %119 = load ptr, ptr %21, align 8, !tbaa !31
  %120 = load i64, ptr %16, align 8, !tbaa !57
  %121 = getelementptr inbounds i8, ptr %119, i64 %120
  %122 = zext i32 %115 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %118, ptr align 1 %121, i64 %122, i1 false)
  %123 = load ptr, ptr %0, align 8, !tbaa !18
  %124 = getelementptr inbounds i8, ptr %123, i64 24
  %125 = load ptr, ptr %124, align 8, !tbaa !91
  %126 = getelementptr inbounds i8, ptr %125, i64 %122
  store ptr %126, ptr %124, align 8, !tbaa !91
  %127 = getelementptr inbounds i8, ptr %123, i64 32
  %128 = load i32, ptr %127, align 8, !tbaa !92
  %129 = sub i32 %128, %115
  store i32 %129, ptr %127, align 8, !tbaa !92
  %130 = getelementptr inbounds i8, ptr %123, i64 40
  %131 = load i64, ptr %130, align 8, !tbaa !93
  %132 = add i64 %131, %122
  store i64 %132, ptr %130, align 8, !tbaa !93
  %133 = load i64, ptr %16, align 8, !tbaa !57
  %134 = add nsw i64 %133, %122
  store i64 %134, ptr %16, align 8, !tbaa !57
  %135 = sub i32 %44, %115
  br label %136

136:                                              ; preds = %114, %112
  %137 = phi i32 [ %135, %114 ], [ %44, %112 ]
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %184, label %139

139:                                              ; preds = %136
  %140 = load ptr, ptr %0, align 8, !tbaa !18
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8, !tbaa !91
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i32, ptr %143, align 8, !tbaa !65
  %145 = tail call i32 @llvm.umin.i32(i32 %144, i32 %137)
  %146 = icmp eq i32 %144, 0
  br i1 %146, label %172, label %147

147:                                              ; preds = %139
  %148 = sub i32 %144, %145
  store i32 %148, ptr %143, align 8, !tbaa !65
  %149 = load ptr, ptr %140, align 8, !tbaa !66
  %150 = zext i32 %145 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %142, ptr align 1 %149, i64 %150, i1 false)
  %151 = getelementptr inbounds i8, ptr %140, i64 56
  %152 = load ptr, ptr %151, align 8, !tbaa !17
  %153 = getelementptr inbounds i8, ptr %152, i64 48
  %154 = load i32, ptr %153, align 8, !tbaa !23
  switch i32 %154, label %163 [
    i32 1, label %155
    i32 2, label %159
  ]

155:                                              ; preds = %147
  %156 = getelementptr inbounds i8, ptr %140, i64 96
  %157 = load i64, ptr %156, align 8, !tbaa !64
  %158 = tail call i64 @adler32(i64 noundef %157, ptr noundef %142, i32 noundef %145) #10
  store i64 %158, ptr %156, align 8, !tbaa !64
  br label %163

159:                                              ; preds = %147
  %160 = getelementptr inbounds i8, ptr %140, i64 96
  %161 = load i64, ptr %160, align 8, !tbaa !64
  %162 = tail call i64 @crc32(i64 noundef %161, ptr noundef %142, i32 noundef %145) #10
  store i64 %162, ptr %160, align 8, !tbaa !64
  br label %163

163:                                              ; preds = %159, %155, %147
  %164 = load ptr, ptr %140, align 8, !tbaa !66
  %165 = getelementptr inbounds i8, ptr %164, i64 %150
  store ptr %165, ptr %140, align 8, !tbaa !66
  %166 = getelementptr inbounds i8, ptr %140, i64 16
  %167 = load i64, ptr %166, align 8, !tbaa !77
  %168 = add i64 %167, %150
  store i64 %168, ptr %166, align 8, !tbaa !77
  %169 = load ptr, ptr %0, align 8, !tbaa !18
  %170 = getelementptr inbounds i8, ptr %169, i64 24
  %171 = load ptr, ptr %170, align 8, !tbaa !91
  br label %172

172:                                              ; preds = %139, %163
  %173 = phi ptr [ %142, %139 ], [ %171, %163 ]
  %174 = phi ptr [ %140, %139 ], [ %169, %163 ]
  %175 = getelementptr inbounds i8, ptr %174, i64 24
  %176 = zext i32 %137 to i64
  %177 = getelementptr inbounds i8, ptr %173, i64 %176
  store ptr %177, ptr %175, align 8, !tbaa !91
  %178 = getelementptr inbounds i8, ptr %174, i64 32
  %179 = load i32, ptr %178, align 8, !tbaa !92
  %180 = sub i32 %179, %137
  store i32 %180, ptr %178, align 8, !tbaa !92
  %181 = getelementptr inbounds i8, ptr %174, i64 40
  %182 = load i64, ptr %181, align 8, !tbaa !93
  %183 = add i64 %182, %176
  store i64 %183, ptr %181, align 8, !tbaa !93
  br label %184

184:                                              ; preds = %136, %172
  br i1 %54, label %185, label %22, !llvm.loop !114

185:                                              ; preds = %184
  %186 = load ptr, ptr %0, align 8, !tbaa !18
  br label %187

187:                                              ; preds = %46, %22, %185
  %188 = phi ptr [ %186, %185 ], [ %26, %22 ], [ %26, %46 ]
  %189 = phi i1 [ false, %185 ], [ true, %22 ], [ true, %46 ]
  %190 = getelementptr inbounds i8, ptr %188, i64 8
  %191 = load i32, ptr %190, align 8, !tbaa !65
  %192 = sub i32 %13, %191
  %193 = icmp eq i32 %13, %191
  br i1 %193, label %194, label %197

194:                                              ; preds = %187
  %195 = load i32, ptr %15, align 4, !tbaa !56
  %196 = zext i32 %195 to i64
  br label %254

197:                                              ; preds = %187
  %198 = load i32, ptr %6, align 8, !tbaa !25
  %199 = icmp ult i32 %192, %198
  br i1 %199, label %209, label %200

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %0, i64 5928
  store i32 2, ptr %201, align 8, !tbaa !90
  %202 = load ptr, ptr %21, align 8, !tbaa !31
  %203 = load ptr, ptr %188, align 8, !tbaa !66
  %204 = zext i32 %198 to i64
  %205 = sub nsw i64 0, %204
  %206 = getelementptr inbounds i8, ptr %203, i64 %205
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %202, ptr align 1 %206, i64 %204, i1 false)
  %207 = load i32, ptr %6, align 8, !tbaa !25
  store i32 %207, ptr %15, align 4, !tbaa !56
  %208 = getelementptr inbounds i8, ptr %0, i64 5932
  store i32 %207, ptr %208, align 4, !tbaa !58
  br label %251

209:                                              ; preds = %197
  %210 = getelementptr inbounds i8, ptr %0, i64 104
  %211 = load i64, ptr %210, align 8, !tbaa !44
  %212 = load i32, ptr %15, align 4, !tbaa !56
  %213 = zext i32 %212 to i64
  %214 = sub i64 %211, %213
  %215 = zext i32 %192 to i64
  %216 = icmp ugt i64 %214, %215
  br i1 %216, label %234, label %217

217:                                              ; preds = %209
  %218 = sub i32 %212, %198
  store i32 %218, ptr %15, align 4, !tbaa !56
  %219 = load ptr, ptr %21, align 8, !tbaa !31
  %220 = zext i32 %198 to i64
  %221 = getelementptr inbounds i8, ptr %219, i64 %220
  %222 = zext i32 %218 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %219, ptr nonnull align 1 %221, i64 %222, i1 false)
  %223 = getelementptr inbounds i8, ptr %0, i64 5928
  %224 = load i32, ptr %223, align 8, !tbaa !90
  %225 = icmp ult i32 %224, 2
  br i1 %225, label %226, label %228

226:                                              ; preds = %217
  %227 = add nuw nsw i32 %224, 1
  store i32 %227, ptr %223, align 8, !tbaa !90
  br label %228

228:                                              ; preds = %226, %217
  %229 = getelementptr inbounds i8, ptr %0, i64 5932
  %230 = load i32, ptr %229, align 4, !tbaa !58
  %231 = load i32, ptr %15, align 4, !tbaa !56
  %232 = icmp ugt i32 %230, %231
  br i1 %232, label %233, label %234

233:                                              ; preds = %228
  store i32 %231, ptr %229, align 4, !tbaa !58
  br label %234

234:                                              ; preds = %228, %233, %209
  %235 = phi i32 [ %231, %228 ], [ %231, %233 ], [ %212, %209 ]
  %236 = load ptr, ptr %21, align 8, !tbaa !31
  %237 = zext i32 %235 to i64
  %238 = getelementptr inbounds i8, ptr %236, i64 %237
  %239 = load ptr, ptr %0, align 8, !tbaa !18
  %240 = load ptr, ptr %239, align 8, !tbaa !66
  %241 = sub nsw i64 0, %215
  %242 = getelementptr inbounds i8, ptr %240, i64 %241
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %238, ptr nonnull align 1 %242, i64 %215, i1 false)
  %243 = load i32, ptr %15, align 4, !tbaa !56
  %244 = add i32 %243, %192
  store i32 %244, ptr %15, align 4, !tbaa !56
  %245 = load i32, ptr %6, align 8, !tbaa !25
  %246 = getelementptr inbounds i8, ptr %0, i64 5932
  %247 = load i32, ptr %246, align 4, !tbaa !58
  %248 = sub i32 %245, %247
  %249 = tail call i32 @llvm.umin.i32(i32 %192, i32 %248)
  %250 = add i32 %249, %247
  store i32 %250, ptr %246, align 4, !tbaa !58
  br label %251

251:                                              ; preds = %234, %200
  %252 = phi i32 [ %244, %234 ], [ %207, %200 ]
  %253 = zext i32 %252 to i64
  store i64 %253, ptr %16, align 8, !tbaa !57
  br label %254

254:                                              ; preds = %194, %251
  %255 = phi i64 [ %196, %194 ], [ %253, %251 ]
  %256 = phi i32 [ %195, %194 ], [ %252, %251 ]
  %257 = getelementptr inbounds i8, ptr %0, i64 5952
  %258 = load i64, ptr %257, align 8, !tbaa !34
  %259 = icmp ult i64 %258, %255
  br i1 %259, label %260, label %261

260:                                              ; preds = %254
  store i64 %255, ptr %257, align 8, !tbaa !34
  br label %261

261:                                              ; preds = %260, %254
  br i1 %189, label %262, label %427

262:                                              ; preds = %261
  switch i32 %1, label %263 [
    i32 4, label %271
    i32 0, label %271
  ]

263:                                              ; preds = %262
  %264 = load ptr, ptr %0, align 8, !tbaa !18
  %265 = getelementptr inbounds i8, ptr %264, i64 8
  %266 = load i32, ptr %265, align 8, !tbaa !65
  %267 = icmp eq i32 %266, 0
  br i1 %267, label %268, label %271

268:                                              ; preds = %263
  %269 = load i64, ptr %16, align 8, !tbaa !57
  %270 = icmp eq i64 %269, %255
  br i1 %270, label %430, label %271

271:                                              ; preds = %262, %262, %268, %263
  %272 = getelementptr inbounds i8, ptr %0, i64 104
  %273 = load i64, ptr %272, align 8, !tbaa !44
  %274 = trunc i64 %273 to i32
  %275 = sub i32 %274, %256
  %276 = load ptr, ptr %0, align 8, !tbaa !18
  %277 = getelementptr inbounds i8, ptr %276, i64 8
  %278 = load i32, ptr %277, align 8, !tbaa !65
  %279 = icmp ugt i32 %278, %275
  br i1 %279, label %280, label %304

280:                                              ; preds = %271
  %281 = load i64, ptr %16, align 8, !tbaa !57
  %282 = load i32, ptr %6, align 8, !tbaa !25
  %283 = zext i32 %282 to i64
  %284 = icmp slt i64 %281, %283
  br i1 %284, label %304, label %285

285:                                              ; preds = %280
  %286 = sub nsw i64 %281, %283
  store i64 %286, ptr %16, align 8, !tbaa !57
  %287 = sub i32 %256, %282
  store i32 %287, ptr %15, align 4, !tbaa !56
  %288 = load ptr, ptr %21, align 8, !tbaa !31
  %289 = getelementptr inbounds i8, ptr %288, i64 %283
  %290 = zext i32 %287 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %288, ptr align 1 %289, i64 %290, i1 false)
  %291 = getelementptr inbounds i8, ptr %0, i64 5928
  %292 = load i32, ptr %291, align 8, !tbaa !90
  %293 = icmp ult i32 %292, 2
  br i1 %293, label %294, label %296

294:                                              ; preds = %285
  %295 = add nuw nsw i32 %292, 1
  store i32 %295, ptr %291, align 8, !tbaa !90
  br label %296

296:                                              ; preds = %294, %285
  %297 = load i32, ptr %6, align 8, !tbaa !25
  %298 = add i32 %297, %275
  %299 = getelementptr inbounds i8, ptr %0, i64 5932
  %300 = load i32, ptr %299, align 4, !tbaa !58
  %301 = load i32, ptr %15, align 4, !tbaa !56
  %302 = icmp ugt i32 %300, %301
  br i1 %302, label %303, label %304

303:                                              ; preds = %296
  store i32 %301, ptr %299, align 4, !tbaa !58
  br label %304

304:                                              ; preds = %296, %303, %280, %271
  %305 = phi i32 [ %301, %303 ], [ %301, %296 ], [ %256, %280 ], [ %256, %271 ]
  %306 = phi i32 [ %298, %303 ], [ %298, %296 ], [ %275, %280 ], [ %275, %271 ]
  %307 = load ptr, ptr %0, align 8, !tbaa !18
  %308 = getelementptr inbounds i8, ptr %307, i64 8
  %309 = load i32, ptr %308, align 8, !tbaa !65
  %310 = tail call i32 @llvm.umin.i32(i32 %306, i32 %309)
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %345, label %312

312:                                              ; preds = %304
  %313 = load ptr, ptr %21, align 8, !tbaa !31
  %314 = zext i32 %305 to i64
  %315 = getelementptr inbounds i8, ptr %313, i64 %314
  %316 = sub i32 %309, %310
  store i32 %316, ptr %308, align 8, !tbaa !65
  %317 = load ptr, ptr %307, align 8, !tbaa !66
  %318 = zext i32 %310 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %315, ptr align 1 %317, i64 %318, i1 false)
  %319 = getelementptr inbounds i8, ptr %307, i64 56
  %320 = load ptr, ptr %319, align 8, !tbaa !17
  %321 = getelementptr inbounds i8, ptr %320, i64 48
  %322 = load i32, ptr %321, align 8, !tbaa !23
  switch i32 %322, label %331 [
    i32 1, label %323
    i32 2, label %327
  ]

323:                                              ; preds = %312
  %324 = getelementptr inbounds i8, ptr %307, i64 96
  %325 = load i64, ptr %324, align 8, !tbaa !64
  %326 = tail call i64 @adler32(i64 noundef %325, ptr noundef %315, i32 noundef %310) #10
  store i64 %326, ptr %324, align 8, !tbaa !64
  br label %331

327:                                              ; preds = %312
  %328 = getelementptr inbounds i8, ptr %307, i64 96
  %329 = load i64, ptr %328, align 8, !tbaa !64
  %330 = tail call i64 @crc32(i64 noundef %329, ptr noundef %315, i32 noundef %310) #10
  store i64 %330, ptr %328, align 8, !tbaa !64
  br label %331

331:                                              ; preds = %312, %323, %327
  %332 = load ptr, ptr %307, align 8, !tbaa !66
  %333 = getelementptr inbounds i8, ptr %332, i64 %318
  store ptr %333, ptr %307, align 8, !tbaa !66
  %334 = getelementptr inbounds i8, ptr %307, i64 16
  %335 = load i64, ptr %334, align 8, !tbaa !77
  %336 = add i64 %335, %318
  store i64 %336, ptr %334, align 8, !tbaa !77
  %337 = load i32, ptr %15, align 4, !tbaa !56
  %338 = add i32 %337, %310
  store i32 %338, ptr %15, align 4, !tbaa !56
  %339 = load i32, ptr %6, align 8, !tbaa !25
  %340 = getelementptr inbounds i8, ptr %0, i64 5932
  %341 = load i32, ptr %340, align 4, !tbaa !58
  %342 = sub i32 %339, %341
  %343 = tail call i32 @llvm.umin.i32(i32 %310, i32 %342)
  %344 = add i32 %343, %341
  store i32 %344, ptr %340, align 4, !tbaa !58
  br label %345

345:                                              ; preds = %331, %304
  %346 = phi i32 [ %338, %331 ], [ %305, %304 ]
  %347 = load i64, ptr %257, align 8, !tbaa !34
  %348 = zext i32 %346 to i64
  %349 = icmp ult i64 %347, %348
  br i1 %349, label %350, label %351

350:                                              ; preds = %345
  store i64 %348, ptr %257, align 8, !tbaa !34
  br label %351

351:                                              ; preds = %350, %345
  %352 = load i32, ptr %14, align 4, !tbaa !85
  %353 = add i32 %352, 42
  %354 = lshr i32 %353, 3
  %355 = load i64, ptr %3, align 8, !tbaa !37
  %356 = zext nneg i32 %354 to i64
  %357 = sub i64 %355, %356
  %358 = tail call i64 @llvm.umin.i64(i64 %357, i64 65535)
  %359 = trunc nuw nsw i64 %358 to i32
  %360 = load i32, ptr %6, align 8, !tbaa !25
  %361 = tail call i32 @llvm.umin.i32(i32 %360, i32 %359)
  %362 = load i64, ptr %16, align 8, !tbaa !57
  %363 = trunc i64 %362 to i32
  %364 = sub i32 %346, %363
  %365 = icmp ult i32 %364, %361
  br i1 %365, label %366, label %375

366:                                              ; preds = %351
  %367 = icmp ne i32 %346, %363
  %368 = or i1 %17, %367
  %369 = and i1 %18, %368
  br i1 %369, label %370, label %430

370:                                              ; preds = %366
  %371 = load ptr, ptr %0, align 8, !tbaa !18
  %372 = getelementptr inbounds i8, ptr %371, i64 8
  %373 = load i32, ptr %372, align 8, !tbaa !65
  %374 = icmp eq i32 %373, 0
  br i1 %374, label %375, label %430

375:                                              ; preds = %370, %351
  %376 = tail call i32 @llvm.umin.i32(i32 %364, i32 %359)
  br i1 %17, label %377, label %385

377:                                              ; preds = %375
  %378 = load ptr, ptr %0, align 8, !tbaa !18
  %379 = getelementptr inbounds i8, ptr %378, i64 8
  %380 = load i32, ptr %379, align 8, !tbaa !65
  %381 = icmp eq i32 %380, 0
  br i1 %381, label %382, label %385

382:                                              ; preds = %377
  %383 = icmp ule i32 %364, %359
  %384 = zext i1 %383 to i32
  br label %385

385:                                              ; preds = %382, %377, %375
  %386 = phi i32 [ 0, %377 ], [ 0, %375 ], [ %384, %382 ]
  %387 = load ptr, ptr %21, align 8, !tbaa !31
  %388 = getelementptr inbounds i8, ptr %387, i64 %362
  %389 = zext nneg i32 %376 to i64
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef %388, i64 noundef %389, i32 noundef %386) #10
  %390 = load i64, ptr %16, align 8, !tbaa !57
  %391 = add nsw i64 %390, %389
  store i64 %391, ptr %16, align 8, !tbaa !57
  %392 = load ptr, ptr %0, align 8, !tbaa !18
  %393 = getelementptr inbounds i8, ptr %392, i64 56
  %394 = load ptr, ptr %393, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %394) #10
  %395 = getelementptr inbounds i8, ptr %394, i64 40
  %396 = load i64, ptr %395, align 8, !tbaa !81
  %397 = getelementptr inbounds i8, ptr %392, i64 32
  %398 = load i32, ptr %397, align 8, !tbaa !92
  %399 = zext i32 %398 to i64
  %400 = icmp ugt i64 %396, %399
  %401 = trunc nuw i64 %396 to i32
  %402 = select i1 %400, i32 %398, i32 %401
  %403 = icmp eq i32 %402, 0
  br i1 %403, label %425, label %404

404:                                              ; preds = %385
  %405 = getelementptr inbounds i8, ptr %392, i64 24
  %406 = load ptr, ptr %405, align 8, !tbaa !91
  %407 = getelementptr inbounds i8, ptr %394, i64 32
  %408 = load ptr, ptr %407, align 8, !tbaa !82
  %409 = zext i32 %402 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %406, ptr align 1 %408, i64 %409, i1 false)
  %410 = load ptr, ptr %405, align 8, !tbaa !91
  %411 = getelementptr inbounds i8, ptr %410, i64 %409
  store ptr %411, ptr %405, align 8, !tbaa !91
  %412 = load ptr, ptr %407, align 8, !tbaa !82
  %413 = getelementptr inbounds i8, ptr %412, i64 %409
  store ptr %413, ptr %407, align 8, !tbaa !82
  %414 = getelementptr inbounds i8, ptr %392, i64 40
  %415 = load i64, ptr %414, align 8, !tbaa !93
  %416 = add i64 %415, %409
  store i64 %416, ptr %414, align 8, !tbaa !93
  %417 = load i32, ptr %397, align 8, !tbaa !92
  %418 = sub i32 %417, %402
  store i32 %418, ptr %397, align 8, !tbaa !92
  %419 = load i64, ptr %395, align 8, !tbaa !81
  %420 = sub i64 %419, %409
  store i64 %420, ptr %395, align 8, !tbaa !81
  %421 = icmp eq i64 %419, %409
  br i1 %421, label %422, label %425

422:                                              ; preds = %404
  %423 = getelementptr inbounds i8, ptr %394, i64 16
  %424 = load ptr, ptr %423, align 8, !tbaa !36
  store ptr %424, ptr %407, align 8, !tbaa !82
  br label %425

425:                                              ; preds = %385, %404, %422
  %426 = icmp eq i32 %386, 0
  br i1 %426, label %430, label %427

427:                                              ; preds = %425, %261
  %428 = phi i32 [ 3, %261 ], [ 2, %425 ]
  %429 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 8, ptr %429, align 8, !tbaa !86
  br label %430

430:                                              ; preds = %427, %425, %366, %370, %268
  %431 = phi i32 [ 1, %268 ], [ 0, %425 ], [ 0, %366 ], [ 0, %370 ], [ %428, %427 ]
  ret i32 %431
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 4) i32 @deflate_huff(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = getelementptr inbounds i8, ptr %0, i64 160
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = getelementptr inbounds i8, ptr %0, i64 172
  %7 = getelementptr inbounds i8, ptr %0, i64 5888
  %8 = getelementptr inbounds i8, ptr %0, i64 5900
  %9 = getelementptr inbounds i8, ptr %0, i64 212
  %10 = getelementptr inbounds i8, ptr %0, i64 5904
  %11 = getelementptr inbounds i8, ptr %0, i64 152
  br label %12

12:                                               ; preds = %103, %2
  %13 = load i32, ptr %3, align 4, !tbaa !63
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  tail call fastcc void @fill_window(ptr noundef nonnull %0)
  %16 = load i32, ptr %3, align 4, !tbaa !63
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %15
  %19 = icmp eq i32 %1, 0
  br i1 %19, label %216, label %104

20:                                               ; preds = %15, %12
  store i32 0, ptr %4, align 8, !tbaa !60
  %21 = load ptr, ptr %5, align 8, !tbaa !31
  %22 = load i32, ptr %6, align 4, !tbaa !56
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %21, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !6
  %26 = load ptr, ptr %7, align 8, !tbaa !39
  %27 = load i32, ptr %8, align 4, !tbaa !115
  %28 = add i32 %27, 1
  store i32 %28, ptr %8, align 4, !tbaa !115
  %29 = zext i32 %27 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  store i8 0, ptr %30, align 1, !tbaa !6
  %31 = load ptr, ptr %7, align 8, !tbaa !39
  %32 = load i32, ptr %8, align 4, !tbaa !115
  %33 = add i32 %32, 1
  store i32 %33, ptr %8, align 4, !tbaa !115
  %34 = zext i32 %32 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  store i8 0, ptr %35, align 1, !tbaa !6
  %36 = load ptr, ptr %7, align 8, !tbaa !39
  %37 = load i32, ptr %8, align 4, !tbaa !115
  %38 = add i32 %37, 1
  store i32 %38, ptr %8, align 4, !tbaa !115
  %39 = zext i32 %37 to i64
  %40 = getelementptr inbounds i8, ptr %36, i64 %39
  store i8 %25, ptr %40, align 1, !tbaa !6
  %41 = zext i8 %25 to i64
  %42 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %9, i64 0, i64 %41
  %43 = load i16, ptr %42, align 4, !tbaa !6
  %44 = add i16 %43, 1
  store i16 %44, ptr %42, align 4, !tbaa !6
  %45 = load i32, ptr %8, align 4, !tbaa !115
  %46 = load i32, ptr %10, align 8, !tbaa !40
  %47 = icmp eq i32 %45, %46
  %48 = load i32, ptr %3, align 4, !tbaa !63
  %49 = add i32 %48, -1
  store i32 %49, ptr %3, align 4, !tbaa !63
  %50 = load i32, ptr %6, align 4, !tbaa !56
  %51 = add i32 %50, 1
  store i32 %51, ptr %6, align 4, !tbaa !56
  br i1 %47, label %52, label %103

52:                                               ; preds = %20
  %53 = load i64, ptr %11, align 8, !tbaa !57
  %54 = icmp sgt i64 %53, -1
  br i1 %54, label %55, label %59

55:                                               ; preds = %52
  %56 = load ptr, ptr %5, align 8, !tbaa !31
  %57 = and i64 %53, 4294967295
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  br label %59

59:                                               ; preds = %52, %55
  %60 = phi ptr [ %58, %55 ], [ null, %52 ]
  %61 = zext i32 %51 to i64
  %62 = sub nsw i64 %61, %53
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %60, i64 noundef %62, i32 noundef 0) #10
  %63 = load i32, ptr %6, align 4, !tbaa !56
  %64 = zext i32 %63 to i64
  store i64 %64, ptr %11, align 8, !tbaa !57
  %65 = load ptr, ptr %0, align 8, !tbaa !18
  %66 = getelementptr inbounds i8, ptr %65, i64 56
  %67 = load ptr, ptr %66, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %67) #10
  %68 = getelementptr inbounds i8, ptr %67, i64 40
  %69 = load i64, ptr %68, align 8, !tbaa !81
  %70 = getelementptr inbounds i8, ptr %65, i64 32
  %71 = load i32, ptr %70, align 8, !tbaa !92
  %72 = zext i32 %71 to i64
  %73 = icmp ugt i64 %69, %72
  %74 = trunc nuw i64 %69 to i32
  %75 = select i1 %73, i32 %71, i32 %74
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %98, label %77

77:                                               ; preds = %59
  %78 = getelementptr inbounds i8, ptr %65, i64 24
  %79 = load ptr, ptr %78, align 8, !tbaa !91
  %80 = getelementptr inbounds i8, ptr %67, i64 32
  %81 = load ptr, ptr %80, align 8, !tbaa !82
  %82 = zext i32 %75 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %81, i64 %82, i1 false)
  %83 = load ptr, ptr %78, align 8, !tbaa !91
  %84 = getelementptr inbounds i8, ptr %83, i64 %82
  store ptr %84, ptr %78, align 8, !tbaa !91
  %85 = load ptr, ptr %80, align 8, !tbaa !82
  %86 = getelementptr inbounds i8, ptr %85, i64 %82
  store ptr %86, ptr %80, align 8, !tbaa !82
  %87 = getelementptr inbounds i8, ptr %65, i64 40
  %88 = load i64, ptr %87, align 8, !tbaa !93
  %89 = add i64 %88, %82
  store i64 %89, ptr %87, align 8, !tbaa !93
  %90 = load i32, ptr %70, align 8, !tbaa !92
  %91 = sub i32 %90, %75
  store i32 %91, ptr %70, align 8, !tbaa !92
  %92 = load i64, ptr %68, align 8, !tbaa !81
  %93 = sub i64 %92, %82
  store i64 %93, ptr %68, align 8, !tbaa !81
  %94 = icmp eq i64 %92, %82
  br i1 %94, label %95, label %98

95:                                               ; preds = %77
  %96 = getelementptr inbounds i8, ptr %67, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !36
  store ptr %97, ptr %80, align 8, !tbaa !82
  br label %98

98:                                               ; preds = %59, %77, %95
  %99 = load ptr, ptr %0, align 8, !tbaa !18
  %100 = getelementptr inbounds i8, ptr %99, i64 32
  %101 = load i32, ptr %100, align 8, !tbaa !92
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %216, label %103

103:                                              ; preds = %98, %20
  br label %12

104:                                              ; preds = %18
  %105 = getelementptr inbounds i8, ptr %0, i64 5932
  store i32 0, ptr %105, align 4, !tbaa !58
  %106 = icmp eq i32 %1, 4
  br i1 %106, label %107, label %160

107:                                              ; preds = %104
  %108 = load i64, ptr %11, align 8, !tbaa !57
  %109 = icmp sgt i64 %108, -1
  br i1 %109, label %110, label %114

110:                                              ; preds = %107
  %111 = load ptr, ptr %5, align 8, !tbaa !31
  %112 = and i64 %108, 4294967295
  %113 = getelementptr inbounds i8, ptr %111, i64 %112
  br label %114

114:                                              ; preds = %107, %110
  %115 = phi ptr [ %113, %110 ], [ null, %107 ]
  %116 = load i32, ptr %6, align 4, !tbaa !56
  %117 = zext i32 %116 to i64
  %118 = sub nsw i64 %117, %108
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %115, i64 noundef %118, i32 noundef 1) #10
  %119 = load i32, ptr %6, align 4, !tbaa !56
  %120 = zext i32 %119 to i64
  store i64 %120, ptr %11, align 8, !tbaa !57
  %121 = load ptr, ptr %0, align 8, !tbaa !18
  %122 = getelementptr inbounds i8, ptr %121, i64 56
  %123 = load ptr, ptr %122, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %123) #10
  %124 = getelementptr inbounds i8, ptr %123, i64 40
  %125 = load i64, ptr %124, align 8, !tbaa !81
  %126 = getelementptr inbounds i8, ptr %121, i64 32
  %127 = load i32, ptr %126, align 8, !tbaa !92
  %128 = zext i32 %127 to i64
  %129 = icmp ugt i64 %125, %128
  %130 = trunc nuw i64 %125 to i32
  %131 = select i1 %129, i32 %127, i32 %130
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %154, label %133

133:                                              ; preds = %114
  %134 = getelementptr inbounds i8, ptr %121, i64 24
  %135 = load ptr, ptr %134, align 8, !tbaa !91
  %136 = getelementptr inbounds i8, ptr %123, i64 32
  %137 = load ptr, ptr %136, align 8, !tbaa !82
  %138 = zext i32 %131 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %135, ptr align 1 %137, i64 %138, i1 false)
  %139 = load ptr, ptr %134, align 8, !tbaa !91
  %140 = getelementptr inbounds i8, ptr %139, i64 %138
  store ptr %140, ptr %134, align 8, !tbaa !91
  %141 = load ptr, ptr %136, align 8, !tbaa !82
  %142 = getelementptr inbounds i8, ptr %141, i64 %138
  store ptr %142, ptr %136, align 8, !tbaa !82
  %143 = getelementptr inbounds i8, ptr %121, i64 40
  %144 = load i64, ptr %143, align 8, !tbaa !93
  %145 = add i64 %144, %138
  store i64 %145, ptr %143, align 8, !tbaa !93
  %146 = load i32, ptr %126, align 8, !tbaa !92
  %147 = sub i32 %146, %131
  store i32 %147, ptr %126, align 8, !tbaa !92
  %148 = load i64, ptr %124, align 8, !tbaa !81
  %149 = sub i64 %148, %138
  store i64 %149, ptr %124, align 8, !tbaa !81
  %150 = icmp eq i64 %148, %138
  br i1 %150, label %151, label %154

151:                                              ; preds = %133
  %152 = getelementptr inbounds i8, ptr %123, i64 16
  %153 = load ptr, ptr %152, align 8, !tbaa !36
  store ptr %153, ptr %136, align 8, !tbaa !82
  br label %154

154:                                              ; preds = %114, %133, %151
  %155 = load ptr, ptr %0, align 8, !tbaa !18
  %156 = getelementptr inbounds i8, ptr %155, i64 32
  %157 = load i32, ptr %156, align 8, !tbaa !92
  %158 = icmp eq i32 %157, 0
  %159 = select i1 %158, i32 2, i32 3
  br label %216

160:                                              ; preds = %104
  %161 = load i32, ptr %8, align 4, !tbaa !115
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %215, label %163

163:                                              ; preds = %160
  %164 = load i64, ptr %11, align 8, !tbaa !57
  %165 = icmp sgt i64 %164, -1
  br i1 %165, label %166, label %170

166:                                              ; preds = %163
  %167 = load ptr, ptr %5, align 8, !tbaa !31
  %168 = and i64 %164, 4294967295
  %169 = getelementptr inbounds i8, ptr %167, i64 %168
  br label %170

170:                                              ; preds = %163, %166
  %171 = phi ptr [ %169, %166 ], [ null, %163 ]
  %172 = load i32, ptr %6, align 4, !tbaa !56
  %173 = zext i32 %172 to i64
  %174 = sub nsw i64 %173, %164
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %171, i64 noundef %174, i32 noundef 0) #10
  %175 = load i32, ptr %6, align 4, !tbaa !56
  %176 = zext i32 %175 to i64
  store i64 %176, ptr %11, align 8, !tbaa !57
  %177 = load ptr, ptr %0, align 8, !tbaa !18
  %178 = getelementptr inbounds i8, ptr %177, i64 56
  %179 = load ptr, ptr %178, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %179) #10
  %180 = getelementptr inbounds i8, ptr %179, i64 40
  %181 = load i64, ptr %180, align 8, !tbaa !81
  %182 = getelementptr inbounds i8, ptr %177, i64 32
  %183 = load i32, ptr %182, align 8, !tbaa !92
  %184 = zext i32 %183 to i64
  %185 = icmp ugt i64 %181, %184
  %186 = trunc nuw i64 %181 to i32
  %187 = select i1 %185, i32 %183, i32 %186
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %210, label %189

189:                                              ; preds = %170
  %190 = getelementptr inbounds i8, ptr %177, i64 24
  %191 = load ptr, ptr %190, align 8, !tbaa !91
  %192 = getelementptr inbounds i8, ptr %179, i64 32
  %193 = load ptr, ptr %192, align 8, !tbaa !82
  %194 = zext i32 %187 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %191, ptr align 1 %193, i64 %194, i1 false)
  %195 = load ptr, ptr %190, align 8, !tbaa !91
  %196 = getelementptr inbounds i8, ptr %195, i64 %194
  store ptr %196, ptr %190, align 8, !tbaa !91
  %197 = load ptr, ptr %192, align 8, !tbaa !82
  %198 = getelementptr inbounds i8, ptr %197, i64 %194
  store ptr %198, ptr %192, align 8, !tbaa !82
  %199 = getelementptr inbounds i8, ptr %177, i64 40
  %200 = load i64, ptr %199, align 8, !tbaa !93
  %201 = add i64 %200, %194
  store i64 %201, ptr %199, align 8, !tbaa !93
  %202 = load i32, ptr %182, align 8, !tbaa !92
  %203 = sub i32 %202, %187
  store i32 %203, ptr %182, align 8, !tbaa !92
  %204 = load i64, ptr %180, align 8, !tbaa !81
  %205 = sub i64 %204, %194
  store i64 %205, ptr %180, align 8, !tbaa !81
  %206 = icmp eq i64 %204, %194
  br i1 %206, label %207, label %210

207:                                              ; preds = %189
  %208 = getelementptr inbounds i8, ptr %179, i64 16
  %209 = load ptr, ptr %208, align 8, !tbaa !36
  store ptr %209, ptr %192, align 8, !tbaa !82
  br label %210

210:                                              ; preds = %170, %189, %207
  %211 = load ptr, ptr %0, align 8, !tbaa !18
  %212 = getelementptr inbounds i8, ptr %211, i64 32
  %213 = load i32, ptr %212, align 8, !tbaa !92
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %216, label %215

215:                                              ; preds = %210, %160
  br label %216

216:                                              ; preds = %98, %210, %154, %18, %215
  %217 = phi i32 [ 1, %215 ], [ 0, %18 ], [ %159, %154 ], [ 0, %210 ], [ 0, %98 ]
  ret i32 %217
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 4) i32 @deflate_rle(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = getelementptr inbounds i8, ptr %0, i64 160
  %5 = icmp eq i32 %1, 0
  %6 = getelementptr inbounds i8, ptr %0, i64 172
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = getelementptr inbounds i8, ptr %0, i64 5888
  %9 = getelementptr inbounds i8, ptr %0, i64 5900
  %10 = getelementptr inbounds i8, ptr %0, i64 212
  %11 = getelementptr inbounds i8, ptr %0, i64 5904
  %12 = getelementptr inbounds i8, ptr %0, i64 2504
  %13 = getelementptr inbounds i8, ptr %0, i64 152
  br label %14

14:                                               ; preds = %151, %2
  %15 = load i32, ptr %3, align 4, !tbaa !63
  %16 = icmp ult i32 %15, 259
  br i1 %16, label %19, label %17

17:                                               ; preds = %14
  store i32 0, ptr %4, align 8, !tbaa !60
  %18 = load i32, ptr %6, align 4, !tbaa !56
  br label %28

19:                                               ; preds = %14
  tail call fastcc void @fill_window(ptr noundef nonnull %0)
  %20 = load i32, ptr %3, align 4, !tbaa !63
  %21 = icmp ult i32 %20, 259
  %22 = and i1 %5, %21
  br i1 %22, label %351, label %23

23:                                               ; preds = %19
  %24 = icmp eq i32 %20, 0
  br i1 %24, label %239, label %25

25:                                               ; preds = %23
  store i32 0, ptr %4, align 8, !tbaa !60
  %26 = icmp ugt i32 %20, 2
  %27 = load i32, ptr %6, align 4, !tbaa !56
  br i1 %26, label %28, label %152

28:                                               ; preds = %17, %25
  %29 = phi i32 [ %18, %17 ], [ %27, %25 ]
  %30 = phi i32 [ %15, %17 ], [ %20, %25 ]
  %31 = icmp eq i32 %29, 0
  br i1 %31, label %152, label %32

32:                                               ; preds = %28
  %33 = load ptr, ptr %7, align 8, !tbaa !31
  %34 = zext i32 %29 to i64
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 -1
  %37 = load i8, ptr %36, align 1, !tbaa !6
  %38 = load i8, ptr %35, align 1, !tbaa !6
  %39 = icmp eq i8 %37, %38
  br i1 %39, label %40, label %152

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %35, i64 1
  %42 = load i8, ptr %41, align 1, !tbaa !6
  %43 = icmp eq i8 %37, %42
  br i1 %43, label %44, label %152

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %35, i64 2
  %46 = load i8, ptr %45, align 1, !tbaa !6
  %47 = icmp eq i8 %37, %46
  br i1 %47, label %48, label %152

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %35, i64 258
  br label %50

50:                                               ; preds = %80, %48
  %51 = phi i64 [ 2, %48 ], [ %81, %80 ]
  %52 = getelementptr inbounds i8, ptr %35, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 1
  %54 = load i8, ptr %53, align 1, !tbaa !6
  %55 = icmp eq i8 %37, %54
  br i1 %55, label %56, label %101

56:                                               ; preds = %50
  %57 = getelementptr inbounds i8, ptr %52, i64 2
  %58 = load i8, ptr %57, align 1, !tbaa !6
  %59 = icmp eq i8 %37, %58
  br i1 %59, label %60, label %99

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %52, i64 3
  %62 = load i8, ptr %61, align 1, !tbaa !6
  %63 = icmp eq i8 %37, %62
  br i1 %63, label %64, label %97

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %52, i64 4
  %66 = load i8, ptr %65, align 1, !tbaa !6
  %67 = icmp eq i8 %37, %66
  br i1 %67, label %68, label %95

68:                                               ; preds = %64
  %69 = getelementptr inbounds i8, ptr %52, i64 5
  %70 = load i8, ptr %69, align 1, !tbaa !6
  %71 = icmp eq i8 %37, %70
  br i1 %71, label %72, label %93

72:                                               ; preds = %68
  %73 = getelementptr inbounds i8, ptr %52, i64 6
  %74 = load i8, ptr %73, align 1, !tbaa !6
  %75 = icmp eq i8 %37, %74
  br i1 %75, label %76, label %91

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %52, i64 7
  %78 = load i8, ptr %77, align 1, !tbaa !6
  %79 = icmp eq i8 %37, %78
  br i1 %79, label %80, label %89

80:                                               ; preds = %76
  %81 = add nuw nsw i64 %51, 8
  %82 = getelementptr inbounds i8, ptr %35, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !6
  %84 = icmp eq i8 %37, %83
  %85 = icmp ult i64 %51, 250
  %86 = and i1 %85, %84
  br i1 %86, label %50, label %87, !llvm.loop !116

87:                                               ; preds = %80
  %88 = getelementptr inbounds i8, ptr %35, i64 %81
  br label %103

89:                                               ; preds = %76
  %90 = getelementptr inbounds i8, ptr %52, i64 7
  br label %103

91:                                               ; preds = %72
  %92 = getelementptr inbounds i8, ptr %52, i64 6
  br label %103

93:                                               ; preds = %68
  %94 = getelementptr inbounds i8, ptr %52, i64 5
  br label %103

95:                                               ; preds = %64
  %96 = getelementptr inbounds i8, ptr %52, i64 4
  br label %103

97:                                               ; preds = %60
  %98 = getelementptr inbounds i8, ptr %52, i64 3
  br label %103

99:                                               ; preds = %56
  %100 = getelementptr inbounds i8, ptr %52, i64 2
  br label %103

101:                                              ; preds = %50
  %102 = getelementptr inbounds i8, ptr %52, i64 1
  br label %103

103:                                              ; preds = %101, %99, %97, %95, %93, %91, %89, %87
  %104 = phi ptr [ %88, %87 ], [ %90, %89 ], [ %92, %91 ], [ %94, %93 ], [ %96, %95 ], [ %98, %97 ], [ %100, %99 ], [ %102, %101 ]
  %105 = ptrtoint ptr %49 to i64
  %106 = ptrtoint ptr %104 to i64
  %107 = sub i64 %106, %105
  %108 = trunc i64 %107 to i32
  %109 = add i32 %108, 258
  %110 = tail call i32 @llvm.umin.i32(i32 %109, i32 %30)
  store i32 %110, ptr %4, align 8
  %111 = icmp ugt i32 %110, 2
  %112 = load i32, ptr %9, align 4, !tbaa !115
  br i1 %111, label %113, label %155

113:                                              ; preds = %103
  %114 = trunc i32 %110 to i8
  %115 = add i8 %114, -3
  %116 = load ptr, ptr %8, align 8, !tbaa !39
  %117 = add i32 %112, 1
  store i32 %117, ptr %9, align 4, !tbaa !115
  %118 = zext i32 %112 to i64
  %119 = getelementptr inbounds i8, ptr %116, i64 %118
  store i8 1, ptr %119, align 1, !tbaa !6
  %120 = load ptr, ptr %8, align 8, !tbaa !39
  %121 = load i32, ptr %9, align 4, !tbaa !115
  %122 = add i32 %121, 1
  store i32 %122, ptr %9, align 4, !tbaa !115
  %123 = zext i32 %121 to i64
  %124 = getelementptr inbounds i8, ptr %120, i64 %123
  store i8 0, ptr %124, align 1, !tbaa !6
  %125 = load ptr, ptr %8, align 8, !tbaa !39
  %126 = load i32, ptr %9, align 4, !tbaa !115
  %127 = add i32 %126, 1
  store i32 %127, ptr %9, align 4, !tbaa !115
  %128 = zext i32 %126 to i64
  %129 = getelementptr inbounds i8, ptr %125, i64 %128
  store i8 %115, ptr %129, align 1, !tbaa !6
  %130 = zext i8 %115 to i64
  %131 = getelementptr inbounds [0 x i8], ptr @_length_code, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !6
  %133 = zext i8 %132 to i64
  %134 = add nuw nsw i64 %133, 257
  %135 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %10, i64 0, i64 %134
  %136 = load i16, ptr %135, align 4, !tbaa !6
  %137 = add i16 %136, 1
  store i16 %137, ptr %135, align 4, !tbaa !6
  %138 = load i8, ptr @_dist_code, align 1, !tbaa !6
  %139 = zext i8 %138 to i64
  %140 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %12, i64 0, i64 %139
  %141 = load i16, ptr %140, align 4, !tbaa !6
  %142 = add i16 %141, 1
  store i16 %142, ptr %140, align 4, !tbaa !6
  %143 = load i32, ptr %9, align 4, !tbaa !115
  %144 = load i32, ptr %11, align 8, !tbaa !40
  %145 = icmp eq i32 %143, %144
  %146 = load i32, ptr %4, align 8, !tbaa !60
  %147 = load i32, ptr %3, align 4, !tbaa !63
  %148 = sub i32 %147, %146
  store i32 %148, ptr %3, align 4, !tbaa !63
  %149 = load i32, ptr %6, align 4, !tbaa !56
  %150 = add i32 %149, %146
  store i32 %150, ptr %6, align 4, !tbaa !56
  store i32 0, ptr %4, align 8, !tbaa !60
  br i1 %145, label %187, label %151

151:                                              ; preds = %113, %234, %155
  br label %14

152:                                              ; preds = %32, %40, %44, %28, %25
  %153 = phi i32 [ %27, %25 ], [ %29, %28 ], [ %29, %44 ], [ %29, %40 ], [ %29, %32 ]
  %154 = load i32, ptr %9, align 4, !tbaa !115
  br label %155

155:                                              ; preds = %152, %103
  %156 = phi i32 [ %112, %103 ], [ %154, %152 ]
  %157 = phi i32 [ %29, %103 ], [ %153, %152 ]
  %158 = load ptr, ptr %7, align 8, !tbaa !31
  %159 = zext i32 %157 to i64
  %160 = getelementptr inbounds i8, ptr %158, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !6
  %162 = load ptr, ptr %8, align 8, !tbaa !39
  %163 = add i32 %156, 1
  store i32 %163, ptr %9, align 4, !tbaa !115
  %164 = zext i32 %156 to i64
  %165 = getelementptr inbounds i8, ptr %162, i64 %164
  store i8 0, ptr %165, align 1, !tbaa !6
  %166 = load ptr, ptr %8, align 8, !tbaa !39
  %167 = load i32, ptr %9, align 4, !tbaa !115
  %168 = add i32 %167, 1
  store i32 %168, ptr %9, align 4, !tbaa !115
  %169 = zext i32 %167 to i64
  %170 = getelementptr inbounds i8, ptr %166, i64 %169
  store i8 0, ptr %170, align 1, !tbaa !6
  %171 = load ptr, ptr %8, align 8, !tbaa !39
  %172 = load i32, ptr %9, align 4, !tbaa !115
  %173 = add i32 %172, 1
  store i32 %173, ptr %9, align 4, !tbaa !115
  %174 = zext i32 %172 to i64
  %175 = getelementptr inbounds i8, ptr %171, i64 %174
  store i8 %161, ptr %175, align 1, !tbaa !6
  %176 = zext i8 %161 to i64
  %177 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %10, i64 0, i64 %176
  %178 = load i16, ptr %177, align 4, !tbaa !6
  %179 = add i16 %178, 1
  store i16 %179, ptr %177, align 4, !tbaa !6
  %180 = load i32, ptr %9, align 4, !tbaa !115
  %181 = load i32, ptr %11, align 8, !tbaa !40
  %182 = icmp eq i32 %180, %181
  %183 = load i32, ptr %3, align 4, !tbaa !63
  %184 = add i32 %183, -1
  store i32 %184, ptr %3, align 4, !tbaa !63
  %185 = load i32, ptr %6, align 4, !tbaa !56
  %186 = add i32 %185, 1
  store i32 %186, ptr %6, align 4, !tbaa !56
  br i1 %182, label %187, label %151

187:                                              ; preds = %113, %155
  %188 = phi i32 [ %150, %113 ], [ %186, %155 ]
  %189 = load i64, ptr %13, align 8, !tbaa !57
  %190 = icmp sgt i64 %189, -1
  br i1 %190, label %191, label %195

191:                                              ; preds = %187
  %192 = load ptr, ptr %7, align 8, !tbaa !31
  %193 = and i64 %189, 4294967295
  %194 = getelementptr inbounds i8, ptr %192, i64 %193
  br label %195

195:                                              ; preds = %187, %191
  %196 = phi ptr [ %194, %191 ], [ null, %187 ]
  %197 = zext i32 %188 to i64
  %198 = sub nsw i64 %197, %189
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %196, i64 noundef %198, i32 noundef 0) #10
  %199 = load i32, ptr %6, align 4, !tbaa !56
  %200 = zext i32 %199 to i64
  store i64 %200, ptr %13, align 8, !tbaa !57
  %201 = load ptr, ptr %0, align 8, !tbaa !18
  %202 = getelementptr inbounds i8, ptr %201, i64 56
  %203 = load ptr, ptr %202, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %203) #10
  %204 = getelementptr inbounds i8, ptr %203, i64 40
  %205 = load i64, ptr %204, align 8, !tbaa !81
  %206 = getelementptr inbounds i8, ptr %201, i64 32
  %207 = load i32, ptr %206, align 8, !tbaa !92
  %208 = zext i32 %207 to i64
  %209 = icmp ugt i64 %205, %208
  %210 = trunc nuw i64 %205 to i32
  %211 = select i1 %209, i32 %207, i32 %210
  %212 = icmp eq i32 %211, 0
  br i1 %212, label %234, label %213

213:                                              ; preds = %195
  %214 = getelementptr inbounds i8, ptr %201, i64 24
  %215 = load ptr, ptr %214, align 8, !tbaa !91
  %216 = getelementptr inbounds i8, ptr %203, i64 32
  %217 = load ptr, ptr %216, align 8, !tbaa !82
  %218 = zext i32 %211 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %215, ptr align 1 %217, i64 %218, i1 false)
  %219 = load ptr, ptr %214, align 8, !tbaa !91
  %220 = getelementptr inbounds i8, ptr %219, i64 %218
  store ptr %220, ptr %214, align 8, !tbaa !91
  %221 = load ptr, ptr %216, align 8, !tbaa !82
  %222 = getelementptr inbounds i8, ptr %221, i64 %218
  store ptr %222, ptr %216, align 8, !tbaa !82
  %223 = getelementptr inbounds i8, ptr %201, i64 40
  %224 = load i64, ptr %223, align 8, !tbaa !93
  %225 = add i64 %224, %218
  store i64 %225, ptr %223, align 8, !tbaa !93
  %226 = load i32, ptr %206, align 8, !tbaa !92
  %227 = sub i32 %226, %211
  store i32 %227, ptr %206, align 8, !tbaa !92
  %228 = load i64, ptr %204, align 8, !tbaa !81
  %229 = sub i64 %228, %218
  store i64 %229, ptr %204, align 8, !tbaa !81
  %230 = icmp eq i64 %228, %218
  br i1 %230, label %231, label %234

231:                                              ; preds = %213
  %232 = getelementptr inbounds i8, ptr %203, i64 16
  %233 = load ptr, ptr %232, align 8, !tbaa !36
  store ptr %233, ptr %216, align 8, !tbaa !82
  br label %234

234:                                              ; preds = %195, %213, %231
  %235 = load ptr, ptr %0, align 8, !tbaa !18
  %236 = getelementptr inbounds i8, ptr %235, i64 32
  %237 = load i32, ptr %236, align 8, !tbaa !92
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %351, label %151

239:                                              ; preds = %23
  %240 = getelementptr inbounds i8, ptr %0, i64 5932
  store i32 0, ptr %240, align 4, !tbaa !58
  %241 = icmp eq i32 %1, 4
  br i1 %241, label %242, label %295

242:                                              ; preds = %239
  %243 = load i64, ptr %13, align 8, !tbaa !57
  %244 = icmp sgt i64 %243, -1
  br i1 %244, label %245, label %249

245:                                              ; preds = %242
  %246 = load ptr, ptr %7, align 8, !tbaa !31
  %247 = and i64 %243, 4294967295
  %248 = getelementptr inbounds i8, ptr %246, i64 %247
  br label %249

249:                                              ; preds = %242, %245
  %250 = phi ptr [ %248, %245 ], [ null, %242 ]
  %251 = load i32, ptr %6, align 4, !tbaa !56
  %252 = zext i32 %251 to i64
  %253 = sub nsw i64 %252, %243
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %250, i64 noundef %253, i32 noundef 1) #10
  %254 = load i32, ptr %6, align 4, !tbaa !56
  %255 = zext i32 %254 to i64
  store i64 %255, ptr %13, align 8, !tbaa !57
  %256 = load ptr, ptr %0, align 8, !tbaa !18
  %257 = getelementptr inbounds i8, ptr %256, i64 56
  %258 = load ptr, ptr %257, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %258) #10
  %259 = getelementptr inbounds i8, ptr %258, i64 40
  %260 = load i64, ptr %259, align 8, !tbaa !81
  %261 = getelementptr inbounds i8, ptr %256, i64 32
  %262 = load i32, ptr %261, align 8, !tbaa !92
  %263 = zext i32 %262 to i64
  %264 = icmp ugt i64 %260, %263
  %265 = trunc nuw i64 %260 to i32
  %266 = select i1 %264, i32 %262, i32 %265
  %267 = icmp eq i32 %266, 0
  br i1 %267, label %289, label %268

268:                                              ; preds = %249
  %269 = getelementptr inbounds i8, ptr %256, i64 24
  %270 = load ptr, ptr %269, align 8, !tbaa !91
  %271 = getelementptr inbounds i8, ptr %258, i64 32
  %272 = load ptr, ptr %271, align 8, !tbaa !82
  %273 = zext i32 %266 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %270, ptr align 1 %272, i64 %273, i1 false)
  %274 = load ptr, ptr %269, align 8, !tbaa !91
  %275 = getelementptr inbounds i8, ptr %274, i64 %273
  store ptr %275, ptr %269, align 8, !tbaa !91
  %276 = load ptr, ptr %271, align 8, !tbaa !82
  %277 = getelementptr inbounds i8, ptr %276, i64 %273
  store ptr %277, ptr %271, align 8, !tbaa !82
  %278 = getelementptr inbounds i8, ptr %256, i64 40
  %279 = load i64, ptr %278, align 8, !tbaa !93
  %280 = add i64 %279, %273
  store i64 %280, ptr %278, align 8, !tbaa !93
  %281 = load i32, ptr %261, align 8, !tbaa !92
  %282 = sub i32 %281, %266
  store i32 %282, ptr %261, align 8, !tbaa !92
  %283 = load i64, ptr %259, align 8, !tbaa !81
  %284 = sub i64 %283, %273
  store i64 %284, ptr %259, align 8, !tbaa !81
  %285 = icmp eq i64 %283, %273
  br i1 %285, label %286, label %289

286:                                              ; preds = %268
  %287 = getelementptr inbounds i8, ptr %258, i64 16
  %288 = load ptr, ptr %287, align 8, !tbaa !36
  store ptr %288, ptr %271, align 8, !tbaa !82
  br label %289

289:                                              ; preds = %249, %268, %286
  %290 = load ptr, ptr %0, align 8, !tbaa !18
  %291 = getelementptr inbounds i8, ptr %290, i64 32
  %292 = load i32, ptr %291, align 8, !tbaa !92
  %293 = icmp eq i32 %292, 0
  %294 = select i1 %293, i32 2, i32 3
  br label %351

295:                                              ; preds = %239
  %296 = load i32, ptr %9, align 4, !tbaa !115
  %297 = icmp eq i32 %296, 0
  br i1 %297, label %350, label %298

298:                                              ; preds = %295
  %299 = load i64, ptr %13, align 8, !tbaa !57
  %300 = icmp sgt i64 %299, -1
  br i1 %300, label %301, label %305

301:                                              ; preds = %298
  %302 = load ptr, ptr %7, align 8, !tbaa !31
  %303 = and i64 %299, 4294967295
  %304 = getelementptr inbounds i8, ptr %302, i64 %303
  br label %305

305:                                              ; preds = %298, %301
  %306 = phi ptr [ %304, %301 ], [ null, %298 ]
  %307 = load i32, ptr %6, align 4, !tbaa !56
  %308 = zext i32 %307 to i64
  %309 = sub nsw i64 %308, %299
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %306, i64 noundef %309, i32 noundef 0) #10
  %310 = load i32, ptr %6, align 4, !tbaa !56
  %311 = zext i32 %310 to i64
  store i64 %311, ptr %13, align 8, !tbaa !57
  %312 = load ptr, ptr %0, align 8, !tbaa !18
  %313 = getelementptr inbounds i8, ptr %312, i64 56
  %314 = load ptr, ptr %313, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %314) #10
  %315 = getelementptr inbounds i8, ptr %314, i64 40
  %316 = load i64, ptr %315, align 8, !tbaa !81
  %317 = getelementptr inbounds i8, ptr %312, i64 32
  %318 = load i32, ptr %317, align 8, !tbaa !92
  %319 = zext i32 %318 to i64
  %320 = icmp ugt i64 %316, %319
  %321 = trunc nuw i64 %316 to i32
  %322 = select i1 %320, i32 %318, i32 %321
  %323 = icmp eq i32 %322, 0
  br i1 %323, label %345, label %324

324:                                              ; preds = %305
  %325 = getelementptr inbounds i8, ptr %312, i64 24
  %326 = load ptr, ptr %325, align 8, !tbaa !91
  %327 = getelementptr inbounds i8, ptr %314, i64 32
  %328 = load ptr, ptr %327, align 8, !tbaa !82
  %329 = zext i32 %322 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %326, ptr align 1 %328, i64 %329, i1 false)
  %330 = load ptr, ptr %325, align 8, !tbaa !91
  %331 = getelementptr inbounds i8, ptr %330, i64 %329
  store ptr %331, ptr %325, align 8, !tbaa !91
  %332 = load ptr, ptr %327, align 8, !tbaa !82
  %333 = getelementptr inbounds i8, ptr %332, i64 %329
  store ptr %333, ptr %327, align 8, !tbaa !82
  %334 = getelementptr inbounds i8, ptr %312, i64 40
  %335 = load i64, ptr %334, align 8, !tbaa !93
  %336 = add i64 %335, %329
  store i64 %336, ptr %334, align 8, !tbaa !93
  %337 = load i32, ptr %317, align 8, !tbaa !92
  %338 = sub i32 %337, %322
  store i32 %338, ptr %317, align 8, !tbaa !92
  %339 = load i64, ptr %315, align 8, !tbaa !81
  %340 = sub i64 %339, %329
  store i64 %340, ptr %315, align 8, !tbaa !81
  %341 = icmp eq i64 %339, %329
  br i1 %341, label %342, label %345

342:                                              ; preds = %324
  %343 = getelementptr inbounds i8, ptr %314, i64 16
  %344 = load ptr, ptr %343, align 8, !tbaa !36
  store ptr %344, ptr %327, align 8, !tbaa !82
  br label %345

345:                                              ; preds = %305, %324, %342
  %346 = load ptr, ptr %0, align 8, !tbaa !18
  %347 = getelementptr inbounds i8, ptr %346, i64 32
  %348 = load i32, ptr %347, align 8, !tbaa !92
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %351, label %350

350:                                              ; preds = %345, %295
  br label %351

351:                                              ; preds = %234, %19, %345, %289, %350
  %352 = phi i32 [ 1, %350 ], [ %294, %289 ], [ 0, %345 ], [ 0, %19 ], [ 0, %234 ]
  ret i32 %352
}

declare void @_tr_align(ptr noundef) local_unnamed_addr #1

declare void @_tr_stored_block(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -4, 1) i32 @deflateCopy(ptr noundef %0, ptr noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %127, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = icmp eq ptr %6, null
  br i1 %7, label %127, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %127, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %1, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !17
  %15 = icmp eq ptr %14, null
  br i1 %15, label %127, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !18
  %18 = icmp eq ptr %17, %1
  br i1 %18, label %19, label %127

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !22
  switch i32 %21, label %127 [
    i32 42, label %22
    i32 57, label %22
    i32 69, label %22
    i32 73, label %22
    i32 91, label %22
    i32 103, label %22
    i32 113, label %22
    i32 666, label %22
  ]

22:                                               ; preds = %19, %19, %19, %19, %19, %19, %19, %19
  %23 = icmp eq ptr %0, null
  br i1 %23, label %127, label %24

24:                                               ; preds = %22
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %0, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 64
  %26 = load ptr, ptr %25, align 8, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %0, i64 80
  %28 = load ptr, ptr %27, align 8, !tbaa !15
  %29 = tail call ptr %26(ptr noundef %28, i32 noundef 1, i32 noundef 5968) #10
  %30 = icmp eq ptr %29, null
  br i1 %30, label %127, label %31

31:                                               ; preds = %24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(5968) %29, i8 0, i64 5968, i1 false)
  %32 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %29, ptr %32, align 8, !tbaa !17
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5968) %29, ptr noundef nonnull align 8 dereferenceable(5968) %14, i64 5968, i1 false)
  store ptr %0, ptr %29, align 8, !tbaa !18
  %33 = load ptr, ptr %25, align 8, !tbaa !14
  %34 = load ptr, ptr %27, align 8, !tbaa !15
  %35 = getelementptr inbounds i8, ptr %29, i64 80
  %36 = load i32, ptr %35, align 8, !tbaa !25
  %37 = tail call ptr %33(ptr noundef %34, i32 noundef %36, i32 noundef 2) #10
  %38 = getelementptr inbounds i8, ptr %29, i64 96
  store ptr %37, ptr %38, align 8, !tbaa !31
  %39 = load ptr, ptr %25, align 8, !tbaa !14
  %40 = load ptr, ptr %27, align 8, !tbaa !15
  %41 = load i32, ptr %35, align 8, !tbaa !25
  %42 = tail call ptr %39(ptr noundef %40, i32 noundef %41, i32 noundef 2) #10
  %43 = getelementptr inbounds i8, ptr %29, i64 112
  store ptr %42, ptr %43, align 8, !tbaa !32
  %44 = load ptr, ptr %25, align 8, !tbaa !14
  %45 = load ptr, ptr %27, align 8, !tbaa !15
  %46 = getelementptr inbounds i8, ptr %29, i64 132
  %47 = load i32, ptr %46, align 4, !tbaa !28
  %48 = tail call ptr %44(ptr noundef %45, i32 noundef %47, i32 noundef 2) #10
  %49 = getelementptr inbounds i8, ptr %29, i64 120
  store ptr %48, ptr %49, align 8, !tbaa !33
  %50 = load ptr, ptr %25, align 8, !tbaa !14
  %51 = load ptr, ptr %27, align 8, !tbaa !15
  %52 = getelementptr inbounds i8, ptr %29, i64 5896
  %53 = load i32, ptr %52, align 8, !tbaa !35
  %54 = tail call ptr %50(ptr noundef %51, i32 noundef %53, i32 noundef 4) #10
  %55 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %54, ptr %55, align 8, !tbaa !36
  %56 = load ptr, ptr %38, align 8, !tbaa !31
  %57 = icmp eq ptr %56, null
  br i1 %57, label %66, label %58

58:                                               ; preds = %31
  %59 = load ptr, ptr %43, align 8, !tbaa !32
  %60 = icmp eq ptr %59, null
  br i1 %60, label %66, label %61

61:                                               ; preds = %58
  %62 = load ptr, ptr %49, align 8, !tbaa !33
  %63 = icmp eq ptr %62, null
  %64 = icmp eq ptr %54, null
  %65 = select i1 %63, i1 true, i1 %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %61, %58, %31
  %67 = tail call i32 @deflateEnd(ptr noundef nonnull %0)
  br label %127

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %14, i64 96
  %70 = load ptr, ptr %69, align 8, !tbaa !31
  %71 = getelementptr inbounds i8, ptr %14, i64 5952
  %72 = load i64, ptr %71, align 8, !tbaa !34
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %56, ptr align 1 %70, i64 %72, i1 false)
  %73 = load ptr, ptr %43, align 8, !tbaa !32
  %74 = getelementptr inbounds i8, ptr %14, i64 112
  %75 = load ptr, ptr %74, align 8, !tbaa !32
  %76 = getelementptr inbounds i8, ptr %14, i64 5960
  %77 = load i32, ptr %76, align 8, !tbaa !46
  %78 = icmp eq i32 %77, 0
  %79 = load i32, ptr %35, align 8, !tbaa !25
  br i1 %78, label %80, label %87

80:                                               ; preds = %68
  %81 = getelementptr inbounds i8, ptr %14, i64 172
  %82 = load i32, ptr %81, align 4, !tbaa !56
  %83 = getelementptr inbounds i8, ptr %14, i64 5932
  %84 = load i32, ptr %83, align 4, !tbaa !58
  %85 = sub i32 %82, %84
  %86 = icmp ugt i32 %85, %79
  br i1 %86, label %87, label %88

87:                                               ; preds = %80, %68
  br label %88

88:                                               ; preds = %80, %87
  %89 = phi i32 [ %79, %87 ], [ %85, %80 ]
  %90 = zext i32 %89 to i64
  %91 = shl nuw nsw i64 %90, 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %73, ptr align 2 %75, i64 %91, i1 false)
  %92 = load ptr, ptr %49, align 8, !tbaa !33
  %93 = getelementptr inbounds i8, ptr %14, i64 120
  %94 = load ptr, ptr %93, align 8, !tbaa !33
  %95 = load i32, ptr %46, align 4, !tbaa !28
  %96 = zext i32 %95 to i64
  %97 = shl nuw nsw i64 %96, 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 2 %92, ptr align 2 %94, i64 %97, i1 false)
  %98 = load ptr, ptr %55, align 8, !tbaa !36
  %99 = getelementptr inbounds i8, ptr %14, i64 32
  %100 = load ptr, ptr %99, align 8, !tbaa !82
  %101 = getelementptr inbounds i8, ptr %14, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !36
  %103 = ptrtoint ptr %100 to i64
  %104 = ptrtoint ptr %102 to i64
  %105 = sub i64 %103, %104
  %106 = getelementptr inbounds i8, ptr %98, i64 %105
  %107 = getelementptr inbounds i8, ptr %29, i64 32
  store ptr %106, ptr %107, align 8, !tbaa !82
  %108 = load ptr, ptr %99, align 8, !tbaa !82
  %109 = getelementptr inbounds i8, ptr %14, i64 40
  %110 = load i64, ptr %109, align 8, !tbaa !81
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr align 1 %108, i64 %110, i1 false)
  %111 = load ptr, ptr %55, align 8, !tbaa !36
  %112 = load i32, ptr %52, align 8, !tbaa !35
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i8, ptr %111, i64 %113
  %115 = getelementptr inbounds i8, ptr %29, i64 5888
  store ptr %114, ptr %115, align 8, !tbaa !39
  %116 = getelementptr inbounds i8, ptr %14, i64 5888
  %117 = load ptr, ptr %116, align 8, !tbaa !39
  %118 = getelementptr inbounds i8, ptr %14, i64 5900
  %119 = load i32, ptr %118, align 4, !tbaa !115
  %120 = zext i32 %119 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %114, ptr align 1 %117, i64 %120, i1 false)
  %121 = getelementptr inbounds i8, ptr %29, i64 212
  %122 = getelementptr inbounds i8, ptr %29, i64 2904
  store ptr %121, ptr %122, align 8, !tbaa !117
  %123 = getelementptr inbounds i8, ptr %29, i64 2504
  %124 = getelementptr inbounds i8, ptr %29, i64 2928
  store ptr %123, ptr %124, align 8, !tbaa !118
  %125 = getelementptr inbounds i8, ptr %29, i64 2748
  %126 = getelementptr inbounds i8, ptr %29, i64 2952
  store ptr %125, ptr %126, align 8, !tbaa !119
  br label %127

127:                                              ; preds = %12, %16, %19, %2, %4, %8, %24, %22, %88, %66
  %128 = phi i32 [ -4, %66 ], [ 0, %88 ], [ -2, %22 ], [ -4, %24 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %19 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %128
}

; Function Attrs: nounwind uwtable
define internal range(i32 0, 4) i32 @deflate_fast(ptr noundef %0, i32 noundef %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = icmp eq i32 %1, 0
  %5 = getelementptr inbounds i8, ptr %0, i64 128
  %6 = getelementptr inbounds i8, ptr %0, i64 144
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  %8 = getelementptr inbounds i8, ptr %0, i64 172
  %9 = getelementptr inbounds i8, ptr %0, i64 140
  %10 = getelementptr inbounds i8, ptr %0, i64 120
  %11 = getelementptr inbounds i8, ptr %0, i64 112
  %12 = getelementptr inbounds i8, ptr %0, i64 88
  %13 = getelementptr inbounds i8, ptr %0, i64 80
  %14 = getelementptr inbounds i8, ptr %0, i64 160
  %15 = getelementptr inbounds i8, ptr %0, i64 5888
  %16 = getelementptr inbounds i8, ptr %0, i64 5900
  %17 = getelementptr inbounds i8, ptr %0, i64 212
  %18 = getelementptr inbounds i8, ptr %0, i64 5904
  %19 = getelementptr inbounds i8, ptr %0, i64 176
  %20 = getelementptr inbounds i8, ptr %0, i64 2504
  %21 = getelementptr inbounds i8, ptr %0, i64 192
  %22 = getelementptr inbounds i8, ptr %0, i64 152
  br label %23

23:                                               ; preds = %179, %2
  %24 = load i32, ptr %3, align 4, !tbaa !63
  %25 = icmp ult i32 %24, 262
  br i1 %25, label %26, label %34

26:                                               ; preds = %23
  tail call fastcc void @fill_window(ptr noundef nonnull %0)
  %27 = load i32, ptr %3, align 4, !tbaa !63
  %28 = icmp ult i32 %27, 262
  %29 = and i1 %4, %28
  br i1 %29, label %376, label %30

30:                                               ; preds = %26
  %31 = icmp eq i32 %27, 0
  br i1 %31, label %264, label %32

32:                                               ; preds = %30
  %33 = icmp ugt i32 %27, 2
  br i1 %33, label %34, label %67

34:                                               ; preds = %23, %32
  %35 = load i32, ptr %5, align 8, !tbaa !62
  %36 = load i32, ptr %6, align 8, !tbaa !30
  %37 = shl i32 %35, %36
  %38 = load ptr, ptr %7, align 8, !tbaa !31
  %39 = load i32, ptr %8, align 4, !tbaa !56
  %40 = add i32 %39, 2
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %38, i64 %41
  %43 = load i8, ptr %42, align 1, !tbaa !6
  %44 = zext i8 %43 to i32
  %45 = xor i32 %37, %44
  %46 = load i32, ptr %9, align 4, !tbaa !29
  %47 = and i32 %45, %46
  store i32 %47, ptr %5, align 8, !tbaa !62
  %48 = load ptr, ptr %10, align 8, !tbaa !33
  %49 = zext i32 %47 to i64
  %50 = getelementptr inbounds i16, ptr %48, i64 %49
  %51 = load i16, ptr %50, align 2, !tbaa !45
  %52 = load ptr, ptr %11, align 8, !tbaa !32
  %53 = load i32, ptr %12, align 8, !tbaa !26
  %54 = and i32 %53, %39
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i16, ptr %52, i64 %55
  store i16 %51, ptr %56, align 2, !tbaa !45
  %57 = zext i16 %51 to i32
  %58 = trunc i32 %39 to i16
  store i16 %58, ptr %50, align 2, !tbaa !45
  %59 = icmp eq i16 %51, 0
  br i1 %59, label %67, label %60

60:                                               ; preds = %34
  %61 = sub i32 %39, %57
  %62 = load i32, ptr %13, align 8, !tbaa !25
  %63 = add i32 %62, -262
  %64 = icmp ugt i32 %61, %63
  br i1 %64, label %67, label %65

65:                                               ; preds = %60
  %66 = tail call fastcc i32 @longest_match(ptr noundef nonnull %0, i32 noundef %57)
  store i32 %66, ptr %14, align 8, !tbaa !60
  br label %69

67:                                               ; preds = %34, %60, %32
  %68 = load i32, ptr %14, align 8, !tbaa !60
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %68, %67 ], [ %66, %65 ]
  %71 = icmp ugt i32 %70, 2
  br i1 %71, label %72, label %180

72:                                               ; preds = %69
  %73 = trunc i32 %70 to i8
  %74 = add i8 %73, -3
  %75 = load i32, ptr %8, align 4, !tbaa !56
  %76 = load i32, ptr %19, align 8, !tbaa !120
  %77 = sub i32 %75, %76
  %78 = trunc i32 %77 to i16
  %79 = trunc i32 %77 to i8
  %80 = load ptr, ptr %15, align 8, !tbaa !39
  %81 = load i32, ptr %16, align 4, !tbaa !115
  %82 = add i32 %81, 1
  store i32 %82, ptr %16, align 4, !tbaa !115
  %83 = zext i32 %81 to i64
  %84 = getelementptr inbounds i8, ptr %80, i64 %83
  store i8 %79, ptr %84, align 1, !tbaa !6
  %85 = lshr i32 %77, 8
  %86 = trunc i32 %85 to i8
  %87 = load ptr, ptr %15, align 8, !tbaa !39
  %88 = load i32, ptr %16, align 4, !tbaa !115
  %89 = add i32 %88, 1
  store i32 %89, ptr %16, align 4, !tbaa !115
  %90 = zext i32 %88 to i64
  %91 = getelementptr inbounds i8, ptr %87, i64 %90
  store i8 %86, ptr %91, align 1, !tbaa !6
  %92 = load ptr, ptr %15, align 8, !tbaa !39
  %93 = load i32, ptr %16, align 4, !tbaa !115
  %94 = add i32 %93, 1
  store i32 %94, ptr %16, align 4, !tbaa !115
  %95 = zext i32 %93 to i64
  %96 = getelementptr inbounds i8, ptr %92, i64 %95
  store i8 %74, ptr %96, align 1, !tbaa !6
  %97 = add i16 %78, -1
  %98 = zext i8 %74 to i64
  %99 = getelementptr inbounds [0 x i8], ptr @_length_code, i64 0, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !6
  %101 = zext i8 %100 to i64
  %102 = add nuw nsw i64 %101, 257
  %103 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %17, i64 0, i64 %102
  %104 = load i16, ptr %103, align 4, !tbaa !6
  %105 = add i16 %104, 1
  store i16 %105, ptr %103, align 4, !tbaa !6
  %106 = icmp ult i16 %97, 256
  %107 = lshr i16 %97, 7
  %108 = add nuw nsw i16 %107, 256
  %109 = select i1 %106, i16 %97, i16 %108
  %110 = zext i16 %109 to i64
  %111 = getelementptr inbounds [0 x i8], ptr @_dist_code, i64 0, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !6
  %113 = zext i8 %112 to i64
  %114 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %20, i64 0, i64 %113
  %115 = load i16, ptr %114, align 4, !tbaa !6
  %116 = add i16 %115, 1
  store i16 %116, ptr %114, align 4, !tbaa !6
  %117 = load i32, ptr %16, align 4, !tbaa !115
  %118 = load i32, ptr %18, align 8, !tbaa !40
  %119 = icmp eq i32 %117, %118
  %120 = load i32, ptr %14, align 8, !tbaa !60
  %121 = load i32, ptr %3, align 4, !tbaa !63
  %122 = sub i32 %121, %120
  store i32 %122, ptr %3, align 4, !tbaa !63
  %123 = load i32, ptr %21, align 8, !tbaa !49
  %124 = icmp ule i32 %120, %123
  %125 = icmp ugt i32 %122, 2
  %126 = select i1 %124, i1 %125, i1 false
  br i1 %126, label %127, label %161

127:                                              ; preds = %72
  %128 = add i32 %120, -1
  store i32 %128, ptr %14, align 8, !tbaa !60
  %129 = load i32, ptr %6, align 8, !tbaa !30
  %130 = load ptr, ptr %7, align 8, !tbaa !31
  %131 = load i32, ptr %9, align 4, !tbaa !29
  %132 = load ptr, ptr %10, align 8, !tbaa !33
  %133 = load ptr, ptr %11, align 8, !tbaa !32
  %134 = load i32, ptr %12, align 8, !tbaa !26
  %135 = load i32, ptr %8, align 4, !tbaa !56
  %136 = load i32, ptr %5, align 8, !tbaa !62
  br label %137

137:                                              ; preds = %137, %127
  %138 = phi i32 [ %157, %137 ], [ %128, %127 ]
  %139 = phi i32 [ %149, %137 ], [ %136, %127 ]
  %140 = phi i32 [ %141, %137 ], [ %135, %127 ]
  %141 = add i32 %140, 1
  store i32 %141, ptr %8, align 4, !tbaa !56
  %142 = shl i32 %139, %129
  %143 = add i32 %140, 3
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr %130, i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !6
  %147 = zext i8 %146 to i32
  %148 = xor i32 %142, %147
  %149 = and i32 %148, %131
  store i32 %149, ptr %5, align 8, !tbaa !62
  %150 = zext i32 %149 to i64
  %151 = getelementptr inbounds i16, ptr %132, i64 %150
  %152 = load i16, ptr %151, align 2, !tbaa !45
  %153 = and i32 %134, %141
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds i16, ptr %133, i64 %154
  store i16 %152, ptr %155, align 2, !tbaa !45
  %156 = trunc i32 %141 to i16
  store i16 %156, ptr %151, align 2, !tbaa !45
  %157 = add i32 %138, -1
  store i32 %157, ptr %14, align 8, !tbaa !60
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %137, !llvm.loop !121

159:                                              ; preds = %137
  %160 = add i32 %140, 2
  store i32 %160, ptr %8, align 4, !tbaa !56
  br i1 %119, label %212, label %179

161:                                              ; preds = %72
  %162 = load i32, ptr %8, align 4, !tbaa !56
  %163 = add i32 %162, %120
  store i32 %163, ptr %8, align 4, !tbaa !56
  store i32 0, ptr %14, align 8, !tbaa !60
  %164 = load ptr, ptr %7, align 8, !tbaa !31
  %165 = zext i32 %163 to i64
  %166 = getelementptr inbounds i8, ptr %164, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !6
  %168 = zext i8 %167 to i32
  store i32 %168, ptr %5, align 8, !tbaa !62
  %169 = load i32, ptr %6, align 8, !tbaa !30
  %170 = shl i32 %168, %169
  %171 = add i32 %163, 1
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds i8, ptr %164, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !6
  %175 = zext i8 %174 to i32
  %176 = xor i32 %170, %175
  %177 = load i32, ptr %9, align 4, !tbaa !29
  %178 = and i32 %176, %177
  store i32 %178, ptr %5, align 8, !tbaa !62
  br i1 %119, label %212, label %179

179:                                              ; preds = %161, %159, %259, %180
  br label %23

180:                                              ; preds = %69
  %181 = load ptr, ptr %7, align 8, !tbaa !31
  %182 = load i32, ptr %8, align 4, !tbaa !56
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds i8, ptr %181, i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !6
  %186 = load ptr, ptr %15, align 8, !tbaa !39
  %187 = load i32, ptr %16, align 4, !tbaa !115
  %188 = add i32 %187, 1
  store i32 %188, ptr %16, align 4, !tbaa !115
  %189 = zext i32 %187 to i64
  %190 = getelementptr inbounds i8, ptr %186, i64 %189
  store i8 0, ptr %190, align 1, !tbaa !6
  %191 = load ptr, ptr %15, align 8, !tbaa !39
  %192 = load i32, ptr %16, align 4, !tbaa !115
  %193 = add i32 %192, 1
  store i32 %193, ptr %16, align 4, !tbaa !115
  %194 = zext i32 %192 to i64
  %195 = getelementptr inbounds i8, ptr %191, i64 %194
  store i8 0, ptr %195, align 1, !tbaa !6
  %196 = load ptr, ptr %15, align 8, !tbaa !39
  %197 = load i32, ptr %16, align 4, !tbaa !115
  %198 = add i32 %197, 1
  store i32 %198, ptr %16, align 4, !tbaa !115
  %199 = zext i32 %197 to i64
  %200 = getelementptr inbounds i8, ptr %196, i64 %199
  store i8 %185, ptr %200, align 1, !tbaa !6
  %201 = zext i8 %185 to i64
  %202 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %17, i64 0, i64 %201
  %203 = load i16, ptr %202, align 4, !tbaa !6
  %204 = add i16 %203, 1
  store i16 %204, ptr %202, align 4, !tbaa !6
  %205 = load i32, ptr %16, align 4, !tbaa !115
  %206 = load i32, ptr %18, align 8, !tbaa !40
  %207 = icmp eq i32 %205, %206
  %208 = load i32, ptr %3, align 4, !tbaa !63
  %209 = add i32 %208, -1
  store i32 %209, ptr %3, align 4, !tbaa !63
  %210 = load i32, ptr %8, align 4, !tbaa !56
  %211 = add i32 %210, 1
  store i32 %211, ptr %8, align 4, !tbaa !56
  br i1 %207, label %212, label %179

212:                                              ; preds = %161, %159, %180
  %213 = phi i32 [ %163, %161 ], [ %160, %159 ], [ %211, %180 ]
  %214 = load i64, ptr %22, align 8, !tbaa !57
  %215 = icmp sgt i64 %214, -1
  br i1 %215, label %216, label %220

216:                                              ; preds = %212
  %217 = load ptr, ptr %7, align 8, !tbaa !31
  %218 = and i64 %214, 4294967295
  %219 = getelementptr inbounds i8, ptr %217, i64 %218
  br label %220

220:                                              ; preds = %212, %216
  %221 = phi ptr [ %219, %216 ], [ null, %212 ]
  %222 = zext i32 %213 to i64
  %223 = sub nsw i64 %222, %214
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %221, i64 noundef %223, i32 noundef 0) #10
  %224 = load i32, ptr %8, align 4, !tbaa !56
  %225 = zext i32 %224 to i64
  store i64 %225, ptr %22, align 8, !tbaa !57
  %226 = load ptr, ptr %0, align 8, !tbaa !18
  %227 = getelementptr inbounds i8, ptr %226, i64 56
  %228 = load ptr, ptr %227, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %228) #10
  %229 = getelementptr inbounds i8, ptr %228, i64 40
  %230 = load i64, ptr %229, align 8, !tbaa !81
  %231 = getelementptr inbounds i8, ptr %226, i64 32
  %232 = load i32, ptr %231, align 8, !tbaa !92
  %233 = zext i32 %232 to i64
  %234 = icmp ugt i64 %230, %233
  %235 = trunc nuw i64 %230 to i32
  %236 = select i1 %234, i32 %232, i32 %235
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %259, label %238

238:                                              ; preds = %220
  %239 = getelementptr inbounds i8, ptr %226, i64 24
  %240 = load ptr, ptr %239, align 8, !tbaa !91
  %241 = getelementptr inbounds i8, ptr %228, i64 32
  %242 = load ptr, ptr %241, align 8, !tbaa !82
  %243 = zext i32 %236 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %240, ptr align 1 %242, i64 %243, i1 false)
  %244 = load ptr, ptr %239, align 8, !tbaa !91
  %245 = getelementptr inbounds i8, ptr %244, i64 %243
  store ptr %245, ptr %239, align 8, !tbaa !91
  %246 = load ptr, ptr %241, align 8, !tbaa !82
  %247 = getelementptr inbounds i8, ptr %246, i64 %243
  store ptr %247, ptr %241, align 8, !tbaa !82
  %248 = getelementptr inbounds i8, ptr %226, i64 40
  %249 = load i64, ptr %248, align 8, !tbaa !93
  %250 = add i64 %249, %243
  store i64 %250, ptr %248, align 8, !tbaa !93
  %251 = load i32, ptr %231, align 8, !tbaa !92
  %252 = sub i32 %251, %236
  store i32 %252, ptr %231, align 8, !tbaa !92
  %253 = load i64, ptr %229, align 8, !tbaa !81
  %254 = sub i64 %253, %243
  store i64 %254, ptr %229, align 8, !tbaa !81
  %255 = icmp eq i64 %253, %243
  br i1 %255, label %256, label %259

256:                                              ; preds = %238
  %257 = getelementptr inbounds i8, ptr %228, i64 16
  %258 = load ptr, ptr %257, align 8, !tbaa !36
  store ptr %258, ptr %241, align 8, !tbaa !82
  br label %259

259:                                              ; preds = %220, %238, %256
  %260 = load ptr, ptr %0, align 8, !tbaa !18
  %261 = getelementptr inbounds i8, ptr %260, i64 32
  %262 = load i32, ptr %261, align 8, !tbaa !92
  %263 = icmp eq i32 %262, 0
  br i1 %263, label %376, label %179

264:                                              ; preds = %30
  %265 = load i32, ptr %8, align 4, !tbaa !56
  %266 = tail call i32 @llvm.umin.i32(i32 %265, i32 2)
  %267 = getelementptr inbounds i8, ptr %0, i64 5932
  store i32 %266, ptr %267, align 4, !tbaa !58
  %268 = icmp eq i32 %1, 4
  br i1 %268, label %269, label %321

269:                                              ; preds = %264
  %270 = load i64, ptr %22, align 8, !tbaa !57
  %271 = icmp sgt i64 %270, -1
  br i1 %271, label %272, label %276

272:                                              ; preds = %269
  %273 = load ptr, ptr %7, align 8, !tbaa !31
  %274 = and i64 %270, 4294967295
  %275 = getelementptr inbounds i8, ptr %273, i64 %274
  br label %276

276:                                              ; preds = %269, %272
  %277 = phi ptr [ %275, %272 ], [ null, %269 ]
  %278 = zext i32 %265 to i64
  %279 = sub nsw i64 %278, %270
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %277, i64 noundef %279, i32 noundef 1) #10
  %280 = load i32, ptr %8, align 4, !tbaa !56
  %281 = zext i32 %280 to i64
  store i64 %281, ptr %22, align 8, !tbaa !57
  %282 = load ptr, ptr %0, align 8, !tbaa !18
  %283 = getelementptr inbounds i8, ptr %282, i64 56
  %284 = load ptr, ptr %283, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %284) #10
  %285 = getelementptr inbounds i8, ptr %284, i64 40
  %286 = load i64, ptr %285, align 8, !tbaa !81
  %287 = getelementptr inbounds i8, ptr %282, i64 32
  %288 = load i32, ptr %287, align 8, !tbaa !92
  %289 = zext i32 %288 to i64
  %290 = icmp ugt i64 %286, %289
  %291 = trunc nuw i64 %286 to i32
  %292 = select i1 %290, i32 %288, i32 %291
  %293 = icmp eq i32 %292, 0
  br i1 %293, label %315, label %294

294:                                              ; preds = %276
  %295 = getelementptr inbounds i8, ptr %282, i64 24
  %296 = load ptr, ptr %295, align 8, !tbaa !91
  %297 = getelementptr inbounds i8, ptr %284, i64 32
  %298 = load ptr, ptr %297, align 8, !tbaa !82
  %299 = zext i32 %292 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %296, ptr align 1 %298, i64 %299, i1 false)
  %300 = load ptr, ptr %295, align 8, !tbaa !91
  %301 = getelementptr inbounds i8, ptr %300, i64 %299
  store ptr %301, ptr %295, align 8, !tbaa !91
  %302 = load ptr, ptr %297, align 8, !tbaa !82
  %303 = getelementptr inbounds i8, ptr %302, i64 %299
  store ptr %303, ptr %297, align 8, !tbaa !82
  %304 = getelementptr inbounds i8, ptr %282, i64 40
  %305 = load i64, ptr %304, align 8, !tbaa !93
  %306 = add i64 %305, %299
  store i64 %306, ptr %304, align 8, !tbaa !93
  %307 = load i32, ptr %287, align 8, !tbaa !92
  %308 = sub i32 %307, %292
  store i32 %308, ptr %287, align 8, !tbaa !92
  %309 = load i64, ptr %285, align 8, !tbaa !81
  %310 = sub i64 %309, %299
  store i64 %310, ptr %285, align 8, !tbaa !81
  %311 = icmp eq i64 %309, %299
  br i1 %311, label %312, label %315

312:                                              ; preds = %294
  %313 = getelementptr inbounds i8, ptr %284, i64 16
  %314 = load ptr, ptr %313, align 8, !tbaa !36
  store ptr %314, ptr %297, align 8, !tbaa !82
  br label %315

315:                                              ; preds = %276, %294, %312
  %316 = load ptr, ptr %0, align 8, !tbaa !18
  %317 = getelementptr inbounds i8, ptr %316, i64 32
  %318 = load i32, ptr %317, align 8, !tbaa !92
  %319 = icmp eq i32 %318, 0
  %320 = select i1 %319, i32 2, i32 3
  br label %376

321:                                              ; preds = %264
  %322 = load i32, ptr %16, align 4, !tbaa !115
  %323 = icmp eq i32 %322, 0
  br i1 %323, label %375, label %324

324:                                              ; preds = %321
  %325 = load i64, ptr %22, align 8, !tbaa !57
  %326 = icmp sgt i64 %325, -1
  br i1 %326, label %327, label %331

327:                                              ; preds = %324
  %328 = load ptr, ptr %7, align 8, !tbaa !31
  %329 = and i64 %325, 4294967295
  %330 = getelementptr inbounds i8, ptr %328, i64 %329
  br label %331

331:                                              ; preds = %324, %327
  %332 = phi ptr [ %330, %327 ], [ null, %324 ]
  %333 = zext i32 %265 to i64
  %334 = sub nsw i64 %333, %325
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %332, i64 noundef %334, i32 noundef 0) #10
  %335 = load i32, ptr %8, align 4, !tbaa !56
  %336 = zext i32 %335 to i64
  store i64 %336, ptr %22, align 8, !tbaa !57
  %337 = load ptr, ptr %0, align 8, !tbaa !18
  %338 = getelementptr inbounds i8, ptr %337, i64 56
  %339 = load ptr, ptr %338, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %339) #10
  %340 = getelementptr inbounds i8, ptr %339, i64 40
  %341 = load i64, ptr %340, align 8, !tbaa !81
  %342 = getelementptr inbounds i8, ptr %337, i64 32
  %343 = load i32, ptr %342, align 8, !tbaa !92
  %344 = zext i32 %343 to i64
  %345 = icmp ugt i64 %341, %344
  %346 = trunc nuw i64 %341 to i32
  %347 = select i1 %345, i32 %343, i32 %346
  %348 = icmp eq i32 %347, 0
  br i1 %348, label %370, label %349

349:                                              ; preds = %331
  %350 = getelementptr inbounds i8, ptr %337, i64 24
  %351 = load ptr, ptr %350, align 8, !tbaa !91
  %352 = getelementptr inbounds i8, ptr %339, i64 32
  %353 = load ptr, ptr %352, align 8, !tbaa !82
  %354 = zext i32 %347 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %351, ptr align 1 %353, i64 %354, i1 false)
  %355 = load ptr, ptr %350, align 8, !tbaa !91
  %356 = getelementptr inbounds i8, ptr %355, i64 %354
  store ptr %356, ptr %350, align 8, !tbaa !91
  %357 = load ptr, ptr %352, align 8, !tbaa !82
  %358 = getelementptr inbounds i8, ptr %357, i64 %354
  store ptr %358, ptr %352, align 8, !tbaa !82
  %359 = getelementptr inbounds i8, ptr %337, i64 40
  %360 = load i64, ptr %359, align 8, !tbaa !93
  %361 = add i64 %360, %354
  store i64 %361, ptr %359, align 8, !tbaa !93
  %362 = load i32, ptr %342, align 8, !tbaa !92
  %363 = sub i32 %362, %347
  store i32 %363, ptr %342, align 8, !tbaa !92
  %364 = load i64, ptr %340, align 8, !tbaa !81
  %365 = sub i64 %364, %354
  store i64 %365, ptr %340, align 8, !tbaa !81
  %366 = icmp eq i64 %364, %354
  br i1 %366, label %367, label %370

367:                                              ; preds = %349
  %368 = getelementptr inbounds i8, ptr %339, i64 16
  %369 = load ptr, ptr %368, align 8, !tbaa !36
  store ptr %369, ptr %352, align 8, !tbaa !82
  br label %370

370:                                              ; preds = %331, %349, %367
  %371 = load ptr, ptr %0, align 8, !tbaa !18
  %372 = getelementptr inbounds i8, ptr %371, i64 32
  %373 = load i32, ptr %372, align 8, !tbaa !92
  %374 = icmp eq i32 %373, 0
  br i1 %374, label %376, label %375

375:                                              ; preds = %370, %321
  br label %376

376:                                              ; preds = %259, %26, %370, %315, %375
  %377 = phi i32 [ 1, %375 ], [ %320, %315 ], [ 0, %370 ], [ 0, %26 ], [ 0, %259 ]
  ret i32 %377
}

; Function Attrs: nounwind uwtable
define internal i32 @deflate_slow(ptr noundef %0, i32 noundef %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 180
  %4 = icmp eq i32 %1, 0
  %5 = getelementptr inbounds i8, ptr %0, i64 160
  %6 = getelementptr inbounds i8, ptr %0, i64 184
  %7 = getelementptr inbounds i8, ptr %0, i64 176
  %8 = getelementptr inbounds i8, ptr %0, i64 164
  %9 = getelementptr inbounds i8, ptr %0, i64 128
  %10 = getelementptr inbounds i8, ptr %0, i64 144
  %11 = getelementptr inbounds i8, ptr %0, i64 96
  %12 = getelementptr inbounds i8, ptr %0, i64 172
  %13 = getelementptr inbounds i8, ptr %0, i64 140
  %14 = getelementptr inbounds i8, ptr %0, i64 120
  %15 = getelementptr inbounds i8, ptr %0, i64 112
  %16 = getelementptr inbounds i8, ptr %0, i64 88
  %17 = getelementptr inbounds i8, ptr %0, i64 192
  %18 = getelementptr inbounds i8, ptr %0, i64 80
  %19 = getelementptr inbounds i8, ptr %0, i64 200
  %20 = getelementptr inbounds i8, ptr %0, i64 5888
  %21 = getelementptr inbounds i8, ptr %0, i64 5900
  %22 = getelementptr inbounds i8, ptr %0, i64 212
  %23 = getelementptr inbounds i8, ptr %0, i64 2504
  %24 = getelementptr inbounds i8, ptr %0, i64 5904
  %25 = getelementptr inbounds i8, ptr %0, i64 168
  %26 = getelementptr inbounds i8, ptr %0, i64 152
  br label %27

27:                                               ; preds = %194, %2
  %28 = load i32, ptr %3, align 4, !tbaa !63
  %29 = icmp ult i32 %28, 262
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 8, !tbaa !60
  %32 = load i32, ptr %7, align 8, !tbaa !120
  br label %44

33:                                               ; preds = %27
  tail call fastcc void @fill_window(ptr noundef nonnull %0)
  %34 = load i32, ptr %3, align 4, !tbaa !63
  %35 = icmp ult i32 %34, 262
  %36 = and i1 %4, %35
  br i1 %36, label %480, label %37

37:                                               ; preds = %33
  %38 = icmp eq i32 %34, 0
  br i1 %38, label %339, label %39

39:                                               ; preds = %37
  %40 = icmp ugt i32 %34, 2
  %41 = load i32, ptr %5, align 8, !tbaa !60
  %42 = load i32, ptr %7, align 8, !tbaa !120
  br i1 %40, label %44, label %43

43:                                               ; preds = %39
  store i32 %41, ptr %6, align 8, !tbaa !70
  store i32 %42, ptr %8, align 4, !tbaa !122
  store i32 2, ptr %5, align 8, !tbaa !60
  br label %97

44:                                               ; preds = %30, %39
  %45 = phi i32 [ %32, %30 ], [ %42, %39 ]
  %46 = phi i32 [ %31, %30 ], [ %41, %39 ]
  %47 = load i32, ptr %9, align 8, !tbaa !62
  %48 = load i32, ptr %10, align 8, !tbaa !30
  %49 = shl i32 %47, %48
  %50 = load ptr, ptr %11, align 8, !tbaa !31
  %51 = load i32, ptr %12, align 4, !tbaa !56
  %52 = add i32 %51, 2
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %50, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !6
  %56 = zext i8 %55 to i32
  %57 = xor i32 %49, %56
  %58 = load i32, ptr %13, align 4, !tbaa !29
  %59 = and i32 %57, %58
  store i32 %59, ptr %9, align 8, !tbaa !62
  %60 = load ptr, ptr %14, align 8, !tbaa !33
  %61 = zext i32 %59 to i64
  %62 = getelementptr inbounds i16, ptr %60, i64 %61
  %63 = load i16, ptr %62, align 2, !tbaa !45
  %64 = load ptr, ptr %15, align 8, !tbaa !32
  %65 = load i32, ptr %16, align 8, !tbaa !26
  %66 = and i32 %65, %51
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i16, ptr %64, i64 %67
  store i16 %63, ptr %68, align 2, !tbaa !45
  %69 = zext i16 %63 to i32
  %70 = trunc i32 %51 to i16
  store i16 %70, ptr %62, align 2, !tbaa !45
  store i32 %46, ptr %6, align 8, !tbaa !70
  store i32 %45, ptr %8, align 4, !tbaa !122
  store i32 2, ptr %5, align 8, !tbaa !60
  %71 = icmp eq i16 %63, 0
  br i1 %71, label %97, label %72

72:                                               ; preds = %44
  %73 = load i32, ptr %17, align 8, !tbaa !49
  %74 = icmp ult i32 %46, %73
  br i1 %74, label %75, label %94

75:                                               ; preds = %72
  %76 = sub i32 %51, %69
  %77 = load i32, ptr %18, align 8, !tbaa !25
  %78 = add i32 %77, -262
  %79 = icmp ugt i32 %76, %78
  br i1 %79, label %94, label %80

80:                                               ; preds = %75
  %81 = tail call fastcc i32 @longest_match(ptr noundef nonnull %0, i32 noundef %69)
  store i32 %81, ptr %5, align 8, !tbaa !60
  %82 = icmp ult i32 %81, 6
  br i1 %82, label %83, label %94

83:                                               ; preds = %80
  %84 = load i32, ptr %19, align 8, !tbaa !42
  %85 = icmp eq i32 %84, 1
  br i1 %85, label %93, label %86

86:                                               ; preds = %83
  %87 = icmp eq i32 %81, 3
  br i1 %87, label %88, label %94

88:                                               ; preds = %86
  %89 = load i32, ptr %12, align 4, !tbaa !56
  %90 = load i32, ptr %7, align 8, !tbaa !120
  %91 = sub i32 %89, %90
  %92 = icmp ugt i32 %91, 4096
  br i1 %92, label %93, label %94

93:                                               ; preds = %88, %83
  store i32 2, ptr %5, align 8, !tbaa !60
  br label %94

94:                                               ; preds = %72, %75, %93, %88, %86, %80
  %95 = phi i32 [ 2, %72 ], [ 2, %75 ], [ 2, %93 ], [ 3, %88 ], [ %81, %86 ], [ %81, %80 ]
  %96 = load i32, ptr %6, align 8, !tbaa !70
  br label %97

97:                                               ; preds = %94, %43, %44
  %98 = phi i32 [ %96, %94 ], [ %41, %43 ], [ %46, %44 ]
  %99 = phi i32 [ %95, %94 ], [ 2, %43 ], [ 2, %44 ]
  %100 = icmp ult i32 %98, 3
  %101 = icmp ugt i32 %99, %98
  %102 = or i1 %100, %101
  br i1 %102, label %246, label %103

103:                                              ; preds = %97
  %104 = load i32, ptr %12, align 4, !tbaa !56
  %105 = load i32, ptr %3, align 4, !tbaa !63
  %106 = add i32 %104, -3
  %107 = add i32 %106, %105
  %108 = trunc i32 %98 to i8
  %109 = add i8 %108, -3
  %110 = load i32, ptr %8, align 4, !tbaa !122
  %111 = xor i32 %110, -1
  %112 = add i32 %104, %111
  %113 = trunc i32 %112 to i16
  %114 = trunc i32 %112 to i8
  %115 = load ptr, ptr %20, align 8, !tbaa !39
  %116 = load i32, ptr %21, align 4, !tbaa !115
  %117 = add i32 %116, 1
  store i32 %117, ptr %21, align 4, !tbaa !115
  %118 = zext i32 %116 to i64
  %119 = getelementptr inbounds i8, ptr %115, i64 %118
  store i8 %114, ptr %119, align 1, !tbaa !6
  %120 = lshr i32 %112, 8
  %121 = trunc i32 %120 to i8
  %122 = load ptr, ptr %20, align 8, !tbaa !39
  %123 = load i32, ptr %21, align 4, !tbaa !115
  %124 = add i32 %123, 1
  store i32 %124, ptr %21, align 4, !tbaa !115
  %125 = zext i32 %123 to i64
  %126 = getelementptr inbounds i8, ptr %122, i64 %125
  store i8 %121, ptr %126, align 1, !tbaa !6
  %127 = load ptr, ptr %20, align 8, !tbaa !39
  %128 = load i32, ptr %21, align 4, !tbaa !115
  %129 = add i32 %128, 1
  store i32 %129, ptr %21, align 4, !tbaa !115
  %130 = zext i32 %128 to i64
  %131 = getelementptr inbounds i8, ptr %127, i64 %130
  store i8 %109, ptr %131, align 1, !tbaa !6
  %132 = add i16 %113, -1
  %133 = zext i8 %109 to i64
  %134 = getelementptr inbounds [0 x i8], ptr @_length_code, i64 0, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !6
  %136 = zext i8 %135 to i64
  %137 = add nuw nsw i64 %136, 257
  %138 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %22, i64 0, i64 %137
  %139 = load i16, ptr %138, align 4, !tbaa !6
  %140 = add i16 %139, 1
  store i16 %140, ptr %138, align 4, !tbaa !6
  %141 = icmp ult i16 %132, 256
  %142 = lshr i16 %132, 7
  %143 = add nuw nsw i16 %142, 256
  %144 = select i1 %141, i16 %132, i16 %143
  %145 = zext i16 %144 to i64
  %146 = getelementptr inbounds [0 x i8], ptr @_dist_code, i64 0, i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !6
  %148 = zext i8 %147 to i64
  %149 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %23, i64 0, i64 %148
  %150 = load i16, ptr %149, align 4, !tbaa !6
  %151 = add i16 %150, 1
  store i16 %151, ptr %149, align 4, !tbaa !6
  %152 = load i32, ptr %21, align 4, !tbaa !115
  %153 = load i32, ptr %24, align 8, !tbaa !40
  %154 = load i32, ptr %6, align 8, !tbaa !70
  %155 = load i32, ptr %3, align 4, !tbaa !63
  %156 = sub i32 %155, %154
  %157 = add i32 %156, 1
  store i32 %157, ptr %3, align 4, !tbaa !63
  %158 = add i32 %154, -2
  store i32 %158, ptr %6, align 8, !tbaa !70
  %159 = load i32, ptr %12, align 4, !tbaa !56
  br label %160

160:                                              ; preds = %188, %103
  %161 = phi i32 [ %189, %188 ], [ %158, %103 ]
  %162 = phi i32 [ %163, %188 ], [ %159, %103 ]
  %163 = add i32 %162, 1
  store i32 %163, ptr %12, align 4, !tbaa !56
  %164 = icmp ugt i32 %163, %107
  br i1 %164, label %188, label %165

165:                                              ; preds = %160
  %166 = load i32, ptr %9, align 8, !tbaa !62
  %167 = load i32, ptr %10, align 8, !tbaa !30
  %168 = shl i32 %166, %167
  %169 = load ptr, ptr %11, align 8, !tbaa !31
  %170 = add i32 %162, 3
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds i8, ptr %169, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !6
  %174 = zext i8 %173 to i32
  %175 = xor i32 %168, %174
  %176 = load i32, ptr %13, align 4, !tbaa !29
  %177 = and i32 %175, %176
  store i32 %177, ptr %9, align 8, !tbaa !62
  %178 = load ptr, ptr %14, align 8, !tbaa !33
  %179 = zext i32 %177 to i64
  %180 = getelementptr inbounds i16, ptr %178, i64 %179
  %181 = load i16, ptr %180, align 2, !tbaa !45
  %182 = load ptr, ptr %15, align 8, !tbaa !32
  %183 = load i32, ptr %16, align 8, !tbaa !26
  %184 = and i32 %183, %163
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds i16, ptr %182, i64 %185
  store i16 %181, ptr %186, align 2, !tbaa !45
  %187 = trunc i32 %163 to i16
  store i16 %187, ptr %180, align 2, !tbaa !45
  br label %188

188:                                              ; preds = %160, %165
  %189 = add i32 %161, -1
  store i32 %189, ptr %6, align 8, !tbaa !70
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %160, !llvm.loop !123

191:                                              ; preds = %188
  %192 = icmp eq i32 %152, %153
  store i32 0, ptr %25, align 8, !tbaa !61
  store i32 2, ptr %5, align 8, !tbaa !60
  %193 = add i32 %162, 2
  store i32 %193, ptr %12, align 4, !tbaa !56
  br i1 %192, label %195, label %194

194:                                              ; preds = %191, %241, %334, %325
  br label %27

195:                                              ; preds = %191
  %196 = load i64, ptr %26, align 8, !tbaa !57
  %197 = icmp sgt i64 %196, -1
  br i1 %197, label %198, label %202

198:                                              ; preds = %195
  %199 = load ptr, ptr %11, align 8, !tbaa !31
  %200 = and i64 %196, 4294967295
  %201 = getelementptr inbounds i8, ptr %199, i64 %200
  br label %202

202:                                              ; preds = %195, %198
  %203 = phi ptr [ %201, %198 ], [ null, %195 ]
  %204 = zext i32 %193 to i64
  %205 = sub nsw i64 %204, %196
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %203, i64 noundef %205, i32 noundef 0) #10
  %206 = load i32, ptr %12, align 4, !tbaa !56
  %207 = zext i32 %206 to i64
  store i64 %207, ptr %26, align 8, !tbaa !57
  %208 = load ptr, ptr %0, align 8, !tbaa !18
  %209 = getelementptr inbounds i8, ptr %208, i64 56
  %210 = load ptr, ptr %209, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %210) #10
  %211 = getelementptr inbounds i8, ptr %210, i64 40
  %212 = load i64, ptr %211, align 8, !tbaa !81
  %213 = getelementptr inbounds i8, ptr %208, i64 32
  %214 = load i32, ptr %213, align 8, !tbaa !92
  %215 = zext i32 %214 to i64
  %216 = icmp ugt i64 %212, %215
  %217 = trunc nuw i64 %212 to i32
  %218 = select i1 %216, i32 %214, i32 %217
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %241, label %220

220:                                              ; preds = %202
  %221 = getelementptr inbounds i8, ptr %208, i64 24
  %222 = load ptr, ptr %221, align 8, !tbaa !91
  %223 = getelementptr inbounds i8, ptr %210, i64 32
  %224 = load ptr, ptr %223, align 8, !tbaa !82
  %225 = zext i32 %218 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %222, ptr align 1 %224, i64 %225, i1 false)
  %226 = load ptr, ptr %221, align 8, !tbaa !91
  %227 = getelementptr inbounds i8, ptr %226, i64 %225
  store ptr %227, ptr %221, align 8, !tbaa !91
  %228 = load ptr, ptr %223, align 8, !tbaa !82
  %229 = getelementptr inbounds i8, ptr %228, i64 %225
  store ptr %229, ptr %223, align 8, !tbaa !82
  %230 = getelementptr inbounds i8, ptr %208, i64 40
  %231 = load i64, ptr %230, align 8, !tbaa !93
  %232 = add i64 %231, %225
  store i64 %232, ptr %230, align 8, !tbaa !93
  %233 = load i32, ptr %213, align 8, !tbaa !92
  %234 = sub i32 %233, %218
  store i32 %234, ptr %213, align 8, !tbaa !92
  %235 = load i64, ptr %211, align 8, !tbaa !81
  %236 = sub i64 %235, %225
  store i64 %236, ptr %211, align 8, !tbaa !81
  %237 = icmp eq i64 %235, %225
  br i1 %237, label %238, label %241

238:                                              ; preds = %220
  %239 = getelementptr inbounds i8, ptr %210, i64 16
  %240 = load ptr, ptr %239, align 8, !tbaa !36
  store ptr %240, ptr %223, align 8, !tbaa !82
  br label %241

241:                                              ; preds = %202, %220, %238
  %242 = load ptr, ptr %0, align 8, !tbaa !18
  %243 = getelementptr inbounds i8, ptr %242, i64 32
  %244 = load i32, ptr %243, align 8, !tbaa !92
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %480, label %194

246:                                              ; preds = %97
  %247 = load i32, ptr %25, align 8, !tbaa !61
  %248 = icmp eq i32 %247, 0
  br i1 %248, label %334, label %249

249:                                              ; preds = %246
  %250 = load ptr, ptr %11, align 8, !tbaa !31
  %251 = load i32, ptr %12, align 4, !tbaa !56
  %252 = add i32 %251, -1
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i8, ptr %250, i64 %253
  %255 = load i8, ptr %254, align 1, !tbaa !6
  %256 = load ptr, ptr %20, align 8, !tbaa !39
  %257 = load i32, ptr %21, align 4, !tbaa !115
  %258 = add i32 %257, 1
  store i32 %258, ptr %21, align 4, !tbaa !115
  %259 = zext i32 %257 to i64
  %260 = getelementptr inbounds i8, ptr %256, i64 %259
  store i8 0, ptr %260, align 1, !tbaa !6
  %261 = load ptr, ptr %20, align 8, !tbaa !39
  %262 = load i32, ptr %21, align 4, !tbaa !115
  %263 = add i32 %262, 1
  store i32 %263, ptr %21, align 4, !tbaa !115
  %264 = zext i32 %262 to i64
  %265 = getelementptr inbounds i8, ptr %261, i64 %264
  store i8 0, ptr %265, align 1, !tbaa !6
  %266 = load ptr, ptr %20, align 8, !tbaa !39
  %267 = load i32, ptr %21, align 4, !tbaa !115
  %268 = add i32 %267, 1
  store i32 %268, ptr %21, align 4, !tbaa !115
  %269 = zext i32 %267 to i64
  %270 = getelementptr inbounds i8, ptr %266, i64 %269
  store i8 %255, ptr %270, align 1, !tbaa !6
  %271 = zext i8 %255 to i64
  %272 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %22, i64 0, i64 %271
  %273 = load i16, ptr %272, align 4, !tbaa !6
  %274 = add i16 %273, 1
  store i16 %274, ptr %272, align 4, !tbaa !6
  %275 = load i32, ptr %21, align 4, !tbaa !115
  %276 = load i32, ptr %24, align 8, !tbaa !40
  %277 = icmp eq i32 %275, %276
  br i1 %277, label %278, label %325

278:                                              ; preds = %249
  %279 = load i64, ptr %26, align 8, !tbaa !57
  %280 = icmp sgt i64 %279, -1
  br i1 %280, label %281, label %285

281:                                              ; preds = %278
  %282 = load ptr, ptr %11, align 8, !tbaa !31
  %283 = and i64 %279, 4294967295
  %284 = getelementptr inbounds i8, ptr %282, i64 %283
  br label %285

285:                                              ; preds = %278, %281
  %286 = phi ptr [ %284, %281 ], [ null, %278 ]
  %287 = load i32, ptr %12, align 4, !tbaa !56
  %288 = zext i32 %287 to i64
  %289 = sub nsw i64 %288, %279
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %286, i64 noundef %289, i32 noundef 0) #10
  %290 = load i32, ptr %12, align 4, !tbaa !56
  %291 = zext i32 %290 to i64
  store i64 %291, ptr %26, align 8, !tbaa !57
  %292 = load ptr, ptr %0, align 8, !tbaa !18
  %293 = getelementptr inbounds i8, ptr %292, i64 56
  %294 = load ptr, ptr %293, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %294) #10
  %295 = getelementptr inbounds i8, ptr %294, i64 40
  %296 = load i64, ptr %295, align 8, !tbaa !81
  %297 = getelementptr inbounds i8, ptr %292, i64 32
  %298 = load i32, ptr %297, align 8, !tbaa !92
  %299 = zext i32 %298 to i64
  %300 = icmp ugt i64 %296, %299
  %301 = trunc nuw i64 %296 to i32
  %302 = select i1 %300, i32 %298, i32 %301
  %303 = icmp eq i32 %302, 0
  br i1 %303, label %325, label %304

304:                                              ; preds = %285
  %305 = getelementptr inbounds i8, ptr %292, i64 24
  %306 = load ptr, ptr %305, align 8, !tbaa !91
  %307 = getelementptr inbounds i8, ptr %294, i64 32
  %308 = load ptr, ptr %307, align 8, !tbaa !82
  %309 = zext i32 %302 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %306, ptr align 1 %308, i64 %309, i1 false)
  %310 = load ptr, ptr %305, align 8, !tbaa !91
  %311 = getelementptr inbounds i8, ptr %310, i64 %309
  store ptr %311, ptr %305, align 8, !tbaa !91
  %312 = load ptr, ptr %307, align 8, !tbaa !82
  %313 = getelementptr inbounds i8, ptr %312, i64 %309
  store ptr %313, ptr %307, align 8, !tbaa !82
  %314 = getelementptr inbounds i8, ptr %292, i64 40
  %315 = load i64, ptr %314, align 8, !tbaa !93
  %316 = add i64 %315, %309
  store i64 %316, ptr %314, align 8, !tbaa !93
  %317 = load i32, ptr %297, align 8, !tbaa !92
  %318 = sub i32 %317, %302
  store i32 %318, ptr %297, align 8, !tbaa !92
  %319 = load i64, ptr %295, align 8, !tbaa !81
  %320 = sub i64 %319, %309
  store i64 %320, ptr %295, align 8, !tbaa !81
  %321 = icmp eq i64 %319, %309
  br i1 %321, label %322, label %325

322:                                              ; preds = %304
  %323 = getelementptr inbounds i8, ptr %294, i64 16
  %324 = load ptr, ptr %323, align 8, !tbaa !36
  store ptr %324, ptr %307, align 8, !tbaa !82
  br label %325

325:                                              ; preds = %322, %304, %285, %249
  %326 = load i32, ptr %12, align 4, !tbaa !56
  %327 = add i32 %326, 1
  store i32 %327, ptr %12, align 4, !tbaa !56
  %328 = load i32, ptr %3, align 4, !tbaa !63
  %329 = add i32 %328, -1
  store i32 %329, ptr %3, align 4, !tbaa !63
  %330 = load ptr, ptr %0, align 8, !tbaa !18
  %331 = getelementptr inbounds i8, ptr %330, i64 32
  %332 = load i32, ptr %331, align 8, !tbaa !92
  %333 = icmp eq i32 %332, 0
  br i1 %333, label %480, label %194

334:                                              ; preds = %246
  store i32 1, ptr %25, align 8, !tbaa !61
  %335 = load i32, ptr %12, align 4, !tbaa !56
  %336 = add i32 %335, 1
  store i32 %336, ptr %12, align 4, !tbaa !56
  %337 = load i32, ptr %3, align 4, !tbaa !63
  %338 = add i32 %337, -1
  store i32 %338, ptr %3, align 4, !tbaa !63
  br label %194

339:                                              ; preds = %37
  %340 = load i32, ptr %25, align 8, !tbaa !61
  %341 = icmp eq i32 %340, 0
  br i1 %341, label %368, label %342

342:                                              ; preds = %339
  %343 = load ptr, ptr %11, align 8, !tbaa !31
  %344 = load i32, ptr %12, align 4, !tbaa !56
  %345 = add i32 %344, -1
  %346 = zext i32 %345 to i64
  %347 = getelementptr inbounds i8, ptr %343, i64 %346
  %348 = load i8, ptr %347, align 1, !tbaa !6
  %349 = load ptr, ptr %20, align 8, !tbaa !39
  %350 = load i32, ptr %21, align 4, !tbaa !115
  %351 = add i32 %350, 1
  store i32 %351, ptr %21, align 4, !tbaa !115
  %352 = zext i32 %350 to i64
  %353 = getelementptr inbounds i8, ptr %349, i64 %352
  store i8 0, ptr %353, align 1, !tbaa !6
  %354 = load ptr, ptr %20, align 8, !tbaa !39
  %355 = load i32, ptr %21, align 4, !tbaa !115
  %356 = add i32 %355, 1
  store i32 %356, ptr %21, align 4, !tbaa !115
  %357 = zext i32 %355 to i64
  %358 = getelementptr inbounds i8, ptr %354, i64 %357
  store i8 0, ptr %358, align 1, !tbaa !6
  %359 = load ptr, ptr %20, align 8, !tbaa !39
  %360 = load i32, ptr %21, align 4, !tbaa !115
  %361 = add i32 %360, 1
  store i32 %361, ptr %21, align 4, !tbaa !115
  %362 = zext i32 %360 to i64
  %363 = getelementptr inbounds i8, ptr %359, i64 %362
  store i8 %348, ptr %363, align 1, !tbaa !6
  %364 = zext i8 %348 to i64
  %365 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %22, i64 0, i64 %364
  %366 = load i16, ptr %365, align 4, !tbaa !6
  %367 = add i16 %366, 1
  store i16 %367, ptr %365, align 4, !tbaa !6
  store i32 0, ptr %25, align 8, !tbaa !61
  br label %368

368:                                              ; preds = %342, %339
  %369 = load i32, ptr %12, align 4, !tbaa !56
  %370 = tail call i32 @llvm.umin.i32(i32 %369, i32 2)
  %371 = getelementptr inbounds i8, ptr %0, i64 5932
  store i32 %370, ptr %371, align 4, !tbaa !58
  %372 = icmp eq i32 %1, 4
  br i1 %372, label %373, label %425

373:                                              ; preds = %368
  %374 = load i64, ptr %26, align 8, !tbaa !57
  %375 = icmp sgt i64 %374, -1
  br i1 %375, label %376, label %380

376:                                              ; preds = %373
  %377 = load ptr, ptr %11, align 8, !tbaa !31
  %378 = and i64 %374, 4294967295
  %379 = getelementptr inbounds i8, ptr %377, i64 %378
  br label %380

380:                                              ; preds = %373, %376
  %381 = phi ptr [ %379, %376 ], [ null, %373 ]
  %382 = zext i32 %369 to i64
  %383 = sub nsw i64 %382, %374
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %381, i64 noundef %383, i32 noundef 1) #10
  %384 = load i32, ptr %12, align 4, !tbaa !56
  %385 = zext i32 %384 to i64
  store i64 %385, ptr %26, align 8, !tbaa !57
  %386 = load ptr, ptr %0, align 8, !tbaa !18
  %387 = getelementptr inbounds i8, ptr %386, i64 56
  %388 = load ptr, ptr %387, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %388) #10
  %389 = getelementptr inbounds i8, ptr %388, i64 40
  %390 = load i64, ptr %389, align 8, !tbaa !81
  %391 = getelementptr inbounds i8, ptr %386, i64 32
  %392 = load i32, ptr %391, align 8, !tbaa !92
  %393 = zext i32 %392 to i64
  %394 = icmp ugt i64 %390, %393
  %395 = trunc nuw i64 %390 to i32
  %396 = select i1 %394, i32 %392, i32 %395
  %397 = icmp eq i32 %396, 0
  br i1 %397, label %419, label %398

398:                                              ; preds = %380
  %399 = getelementptr inbounds i8, ptr %386, i64 24
  %400 = load ptr, ptr %399, align 8, !tbaa !91
  %401 = getelementptr inbounds i8, ptr %388, i64 32
  %402 = load ptr, ptr %401, align 8, !tbaa !82
  %403 = zext i32 %396 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %400, ptr align 1 %402, i64 %403, i1 false)
  %404 = load ptr, ptr %399, align 8, !tbaa !91
  %405 = getelementptr inbounds i8, ptr %404, i64 %403
  store ptr %405, ptr %399, align 8, !tbaa !91
  %406 = load ptr, ptr %401, align 8, !tbaa !82
  %407 = getelementptr inbounds i8, ptr %406, i64 %403
  store ptr %407, ptr %401, align 8, !tbaa !82
  %408 = getelementptr inbounds i8, ptr %386, i64 40
  %409 = load i64, ptr %408, align 8, !tbaa !93
  %410 = add i64 %409, %403
  store i64 %410, ptr %408, align 8, !tbaa !93
  %411 = load i32, ptr %391, align 8, !tbaa !92
  %412 = sub i32 %411, %396
  store i32 %412, ptr %391, align 8, !tbaa !92
  %413 = load i64, ptr %389, align 8, !tbaa !81
  %414 = sub i64 %413, %403
  store i64 %414, ptr %389, align 8, !tbaa !81
  %415 = icmp eq i64 %413, %403
  br i1 %415, label %416, label %419

416:                                              ; preds = %398
  %417 = getelementptr inbounds i8, ptr %388, i64 16
  %418 = load ptr, ptr %417, align 8, !tbaa !36
  store ptr %418, ptr %401, align 8, !tbaa !82
  br label %419

419:                                              ; preds = %380, %398, %416
  %420 = load ptr, ptr %0, align 8, !tbaa !18
  %421 = getelementptr inbounds i8, ptr %420, i64 32
  %422 = load i32, ptr %421, align 8, !tbaa !92
  %423 = icmp eq i32 %422, 0
  %424 = select i1 %423, i32 2, i32 3
  br label %480

425:                                              ; preds = %368
  %426 = load i32, ptr %21, align 4, !tbaa !115
  %427 = icmp eq i32 %426, 0
  br i1 %427, label %479, label %428

428:                                              ; preds = %425
  %429 = load i64, ptr %26, align 8, !tbaa !57
  %430 = icmp sgt i64 %429, -1
  br i1 %430, label %431, label %435

431:                                              ; preds = %428
  %432 = load ptr, ptr %11, align 8, !tbaa !31
  %433 = and i64 %429, 4294967295
  %434 = getelementptr inbounds i8, ptr %432, i64 %433
  br label %435

435:                                              ; preds = %428, %431
  %436 = phi ptr [ %434, %431 ], [ null, %428 ]
  %437 = zext i32 %369 to i64
  %438 = sub nsw i64 %437, %429
  tail call void @_tr_flush_block(ptr noundef nonnull %0, ptr noundef %436, i64 noundef %438, i32 noundef 0) #10
  %439 = load i32, ptr %12, align 4, !tbaa !56
  %440 = zext i32 %439 to i64
  store i64 %440, ptr %26, align 8, !tbaa !57
  %441 = load ptr, ptr %0, align 8, !tbaa !18
  %442 = getelementptr inbounds i8, ptr %441, i64 56
  %443 = load ptr, ptr %442, align 8, !tbaa !17
  tail call void @_tr_flush_bits(ptr noundef %443) #10
  %444 = getelementptr inbounds i8, ptr %443, i64 40
  %445 = load i64, ptr %444, align 8, !tbaa !81
  %446 = getelementptr inbounds i8, ptr %441, i64 32
  %447 = load i32, ptr %446, align 8, !tbaa !92
  %448 = zext i32 %447 to i64
  %449 = icmp ugt i64 %445, %448
  %450 = trunc nuw i64 %445 to i32
  %451 = select i1 %449, i32 %447, i32 %450
  %452 = icmp eq i32 %451, 0
  br i1 %452, label %474, label %453

453:                                              ; preds = %435
  %454 = getelementptr inbounds i8, ptr %441, i64 24
  %455 = load ptr, ptr %454, align 8, !tbaa !91
  %456 = getelementptr inbounds i8, ptr %443, i64 32
  %457 = load ptr, ptr %456, align 8, !tbaa !82
  %458 = zext i32 %451 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %455, ptr align 1 %457, i64 %458, i1 false)
  %459 = load ptr, ptr %454, align 8, !tbaa !91
  %460 = getelementptr inbounds i8, ptr %459, i64 %458
  store ptr %460, ptr %454, align 8, !tbaa !91
  %461 = load ptr, ptr %456, align 8, !tbaa !82
  %462 = getelementptr inbounds i8, ptr %461, i64 %458
  store ptr %462, ptr %456, align 8, !tbaa !82
  %463 = getelementptr inbounds i8, ptr %441, i64 40
  %464 = load i64, ptr %463, align 8, !tbaa !93
  %465 = add i64 %464, %458
  store i64 %465, ptr %463, align 8, !tbaa !93
  %466 = load i32, ptr %446, align 8, !tbaa !92
  %467 = sub i32 %466, %451
  store i32 %467, ptr %446, align 8, !tbaa !92
  %468 = load i64, ptr %444, align 8, !tbaa !81
  %469 = sub i64 %468, %458
  store i64 %469, ptr %444, align 8, !tbaa !81
  %470 = icmp eq i64 %468, %458
  br i1 %470, label %471, label %474

471:                                              ; preds = %453
  %472 = getelementptr inbounds i8, ptr %443, i64 16
  %473 = load ptr, ptr %472, align 8, !tbaa !36
  store ptr %473, ptr %456, align 8, !tbaa !82
  br label %474

474:                                              ; preds = %435, %453, %471
  %475 = load ptr, ptr %0, align 8, !tbaa !18
  %476 = getelementptr inbounds i8, ptr %475, i64 32
  %477 = load i32, ptr %476, align 8, !tbaa !92
  %478 = icmp eq i32 %477, 0
  br i1 %478, label %480, label %479

479:                                              ; preds = %474, %425
  br label %480

480:                                              ; preds = %325, %241, %33, %474, %419, %479
  %481 = phi i32 [ 1, %479 ], [ %424, %419 ], [ 0, %474 ], [ 0, %33 ], [ 0, %241 ], [ 0, %325 ]
  ret i32 %481
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @longest_match(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #8 {
  %3 = getelementptr inbounds i8, ptr %0, i64 188
  %4 = load i32, ptr %3, align 4, !tbaa !55
  %5 = getelementptr inbounds i8, ptr %0, i64 96
  %6 = load ptr, ptr %5, align 8, !tbaa !31
  %7 = getelementptr inbounds i8, ptr %0, i64 172
  %8 = load i32, ptr %7, align 4, !tbaa !56
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr %6, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 184
  %12 = load i32, ptr %11, align 8, !tbaa !70
  %13 = getelementptr inbounds i8, ptr %0, i64 208
  %14 = load i32, ptr %13, align 8, !tbaa !53
  %15 = getelementptr inbounds i8, ptr %0, i64 80
  %16 = load i32, ptr %15, align 8, !tbaa !25
  %17 = add i32 %16, -262
  %18 = tail call i32 @llvm.usub.sat.i32(i32 %8, i32 %17)
  %19 = getelementptr inbounds i8, ptr %0, i64 112
  %20 = load ptr, ptr %19, align 8, !tbaa !32
  %21 = getelementptr inbounds i8, ptr %0, i64 88
  %22 = load i32, ptr %21, align 8, !tbaa !26
  %23 = getelementptr inbounds i8, ptr %10, i64 258
  %24 = sext i32 %12 to i64
  %25 = getelementptr i8, ptr %10, i64 %24
  %26 = getelementptr i8, ptr %25, i64 -1
  %27 = load i8, ptr %26, align 1, !tbaa !6
  %28 = load i8, ptr %25, align 1, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %0, i64 204
  %30 = load i32, ptr %29, align 4, !tbaa !51
  %31 = icmp ult i32 %12, %30
  %32 = lshr i32 %4, 2
  %33 = select i1 %31, i32 %4, i32 %32
  %34 = getelementptr inbounds i8, ptr %0, i64 180
  %35 = load i32, ptr %34, align 4, !tbaa !63
  %36 = tail call i32 @llvm.umin.i32(i32 %14, i32 %35)
  %37 = getelementptr inbounds i8, ptr %0, i64 176
  %38 = getelementptr inbounds i8, ptr %10, i64 1
  %39 = ptrtoint ptr %23 to i64
  br label %40

40:                                               ; preds = %155, %2
  %41 = phi i32 [ %12, %2 ], [ %156, %155 ]
  %42 = phi i32 [ %33, %2 ], [ %165, %155 ]
  %43 = phi i32 [ %1, %2 ], [ %163, %155 ]
  %44 = phi i8 [ %27, %2 ], [ %157, %155 ]
  %45 = phi i8 [ %28, %2 ], [ %158, %155 ]
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds i8, ptr %6, i64 %46
  %48 = sext i32 %41 to i64
  %49 = getelementptr inbounds i8, ptr %47, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !6
  %51 = icmp eq i8 %50, %45
  br i1 %51, label %52, label %155

52:                                               ; preds = %40
  %53 = getelementptr i8, ptr %49, i64 -1
  %54 = load i8, ptr %53, align 1, !tbaa !6
  %55 = icmp eq i8 %54, %44
  br i1 %55, label %56, label %155

56:                                               ; preds = %52
  %57 = load i8, ptr %47, align 1, !tbaa !6
  %58 = load i8, ptr %10, align 1, !tbaa !6
  %59 = icmp eq i8 %57, %58
  br i1 %59, label %60, label %155

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %47, i64 1
  %62 = load i8, ptr %61, align 1, !tbaa !6
  %63 = load i8, ptr %38, align 1, !tbaa !6
  %64 = icmp eq i8 %62, %63
  br i1 %64, label %65, label %155

65:                                               ; preds = %60
  %66 = getelementptr inbounds i8, ptr %47, i64 2
  br label %67

67:                                               ; preds = %112, %65
  %68 = phi ptr [ %66, %65 ], [ %116, %112 ]
  %69 = phi i64 [ 2, %65 ], [ %113, %112 ]
  %70 = getelementptr inbounds i8, ptr %10, i64 %69
  %71 = getelementptr inbounds i8, ptr %70, i64 1
  %72 = load i8, ptr %71, align 1, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %68, i64 1
  %74 = load i8, ptr %73, align 1, !tbaa !6
  %75 = icmp eq i8 %72, %74
  br i1 %75, label %76, label %121

76:                                               ; preds = %67
  %77 = getelementptr inbounds i8, ptr %70, i64 2
  %78 = load i8, ptr %77, align 1, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %68, i64 2
  %80 = load i8, ptr %79, align 1, !tbaa !6
  %81 = icmp eq i8 %78, %80
  br i1 %81, label %82, label %123

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %70, i64 3
  %84 = load i8, ptr %83, align 1, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %68, i64 3
  %86 = load i8, ptr %85, align 1, !tbaa !6
  %87 = icmp eq i8 %84, %86
  br i1 %87, label %88, label %125

88:                                               ; preds = %82
  %89 = getelementptr inbounds i8, ptr %70, i64 4
  %90 = load i8, ptr %89, align 1, !tbaa !6
  %91 = getelementptr inbounds i8, ptr %68, i64 4
  %92 = load i8, ptr %91, align 1, !tbaa !6
  %93 = icmp eq i8 %90, %92
  br i1 %93, label %94, label %127

94:                                               ; preds = %88
  %95 = getelementptr inbounds i8, ptr %70, i64 5
  %96 = load i8, ptr %95, align 1, !tbaa !6
  %97 = getelementptr inbounds i8, ptr %68, i64 5
  %98 = load i8, ptr %97, align 1, !tbaa !6
  %99 = icmp eq i8 %96, %98
  br i1 %99, label %100, label %129

100:                                              ; preds = %94
  %101 = getelementptr inbounds i8, ptr %70, i64 6
  %102 = load i8, ptr %101, align 1, !tbaa !6
  %103 = getelementptr inbounds i8, ptr %68, i64 6
  %104 = load i8, ptr %103, align 1, !tbaa !6
  %105 = icmp eq i8 %102, %104
  br i1 %105, label %106, label %131

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, ptr %70, i64 7
  %108 = load i8, ptr %107, align 1, !tbaa !6
  %109 = getelementptr inbounds i8, ptr %68, i64 7
  %110 = load i8, ptr %109, align 1, !tbaa !6
  %111 = icmp eq i8 %108, %110
  br i1 %111, label %112, label %133

112:                                              ; preds = %106
  %113 = add nuw nsw i64 %69, 8
  %114 = getelementptr inbounds i8, ptr %10, i64 %113
  %115 = load i8, ptr %114, align 1, !tbaa !6
  %116 = getelementptr inbounds i8, ptr %68, i64 8
  %117 = load i8, ptr %116, align 1, !tbaa !6
  %118 = icmp eq i8 %115, %117
  %119 = icmp ult i64 %69, 250
  %120 = and i1 %119, %118
  br i1 %120, label %67, label %135, !llvm.loop !124

121:                                              ; preds = %67
  %122 = getelementptr inbounds i8, ptr %70, i64 1
  br label %137

123:                                              ; preds = %76
  %124 = getelementptr inbounds i8, ptr %70, i64 2
  br label %137

125:                                              ; preds = %82
  %126 = getelementptr inbounds i8, ptr %70, i64 3
  br label %137

127:                                              ; preds = %88
  %128 = getelementptr inbounds i8, ptr %70, i64 4
  br label %137

129:                                              ; preds = %94
  %130 = getelementptr inbounds i8, ptr %70, i64 5
  br label %137

131:                                              ; preds = %100
  %132 = getelementptr inbounds i8, ptr %70, i64 6
  br label %137

133:                                              ; preds = %106
  %134 = getelementptr inbounds i8, ptr %70, i64 7
  br label %137

135:                                              ; preds = %112
  %136 = getelementptr inbounds i8, ptr %10, i64 %113
  br label %137

137:                                              ; preds = %135, %133, %131, %129, %127, %125, %123, %121
  %138 = phi ptr [ %122, %121 ], [ %124, %123 ], [ %126, %125 ], [ %128, %127 ], [ %130, %129 ], [ %132, %131 ], [ %134, %133 ], [ %136, %135 ]
  %139 = ptrtoint ptr %138 to i64
  %140 = sub i64 %139, %39
  %141 = trunc i64 %140 to i32
  %142 = add i32 %141, 258
  %143 = icmp sgt i32 %142, %41
  br i1 %143, label %144, label %155

144:                                              ; preds = %137
  store i32 %43, ptr %37, align 8, !tbaa !120
  %145 = icmp slt i32 %142, %36
  br i1 %145, label %146, label %168

146:                                              ; preds = %144
  %147 = shl i64 %140, 32
  %148 = add i64 %147, 1103806595072
  %149 = ashr exact i64 %148, 32
  %150 = getelementptr inbounds i8, ptr %10, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !6
  %152 = sext i32 %142 to i64
  %153 = getelementptr inbounds i8, ptr %10, i64 %152
  %154 = load i8, ptr %153, align 1, !tbaa !6
  br label %155

155:                                              ; preds = %137, %146, %40, %52, %56, %60
  %156 = phi i32 [ %41, %40 ], [ %41, %52 ], [ %41, %56 ], [ %41, %60 ], [ %142, %146 ], [ %41, %137 ]
  %157 = phi i8 [ %44, %40 ], [ %44, %52 ], [ %44, %56 ], [ %44, %60 ], [ %151, %146 ], [ %44, %137 ]
  %158 = phi i8 [ %45, %40 ], [ %45, %52 ], [ %45, %56 ], [ %45, %60 ], [ %154, %146 ], [ %45, %137 ]
  %159 = and i32 %43, %22
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds i16, ptr %20, i64 %160
  %162 = load i16, ptr %161, align 2, !tbaa !45
  %163 = zext i16 %162 to i32
  %164 = icmp uge i32 %18, %163
  %165 = add i32 %42, -1
  %166 = icmp eq i32 %165, 0
  %167 = select i1 %164, i1 true, i1 %166
  br i1 %167, label %168, label %40, !llvm.loop !125

168:                                              ; preds = %155, %144
  %169 = phi i32 [ %156, %155 ], [ %142, %144 ]
  %170 = tail call i32 @llvm.umin.i32(i32 %169, i32 %35)
  ret i32 %170
}

declare void @_tr_flush_block(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!9 = !{!10, !11, i64 48}
!10 = !{!"z_stream_s", !11, i64 0, !12, i64 8, !13, i64 16, !11, i64 24, !12, i64 32, !13, i64 40, !11, i64 48, !11, i64 56, !11, i64 64, !11, i64 72, !11, i64 80, !12, i64 88, !13, i64 96, !13, i64 104}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!10, !11, i64 64}
!15 = !{!10, !11, i64 80}
!16 = !{!10, !11, i64 72}
!17 = !{!10, !11, i64 56}
!18 = !{!19, !11, i64 0}
!19 = !{!"internal_state", !11, i64 0, !12, i64 8, !11, i64 16, !13, i64 24, !11, i64 32, !13, i64 40, !12, i64 48, !11, i64 56, !13, i64 64, !7, i64 72, !12, i64 76, !12, i64 80, !12, i64 84, !12, i64 88, !11, i64 96, !13, i64 104, !11, i64 112, !11, i64 120, !12, i64 128, !12, i64 132, !12, i64 136, !12, i64 140, !12, i64 144, !13, i64 152, !12, i64 160, !12, i64 164, !12, i64 168, !12, i64 172, !12, i64 176, !12, i64 180, !12, i64 184, !12, i64 188, !12, i64 192, !12, i64 196, !12, i64 200, !12, i64 204, !12, i64 208, !7, i64 212, !7, i64 2504, !7, i64 2748, !20, i64 2904, !20, i64 2928, !20, i64 2952, !7, i64 2976, !7, i64 3008, !12, i64 5300, !12, i64 5304, !7, i64 5308, !11, i64 5888, !12, i64 5896, !12, i64 5900, !12, i64 5904, !13, i64 5912, !13, i64 5920, !12, i64 5928, !12, i64 5932, !21, i64 5936, !12, i64 5940, !12, i64 5944, !13, i64 5952, !12, i64 5960}
!20 = !{!"tree_desc_s", !11, i64 0, !12, i64 8, !11, i64 16}
!21 = !{!"short", !7, i64 0}
!22 = !{!19, !12, i64 8}
!23 = !{!19, !12, i64 48}
!24 = !{!19, !12, i64 84}
!25 = !{!19, !12, i64 80}
!26 = !{!19, !12, i64 88}
!27 = !{!19, !12, i64 136}
!28 = !{!19, !12, i64 132}
!29 = !{!19, !12, i64 140}
!30 = !{!19, !12, i64 144}
!31 = !{!19, !11, i64 96}
!32 = !{!19, !11, i64 112}
!33 = !{!19, !11, i64 120}
!34 = !{!19, !13, i64 5952}
!35 = !{!19, !12, i64 5896}
!36 = !{!19, !11, i64 16}
!37 = !{!19, !13, i64 24}
!38 = !{!11, !11, i64 0}
!39 = !{!19, !11, i64 5888}
!40 = !{!19, !12, i64 5904}
!41 = !{!19, !12, i64 196}
!42 = !{!19, !12, i64 200}
!43 = !{!19, !7, i64 72}
!44 = !{!19, !13, i64 104}
!45 = !{!21, !21, i64 0}
!46 = !{!19, !12, i64 5960}
!47 = !{!48, !21, i64 2}
!48 = !{!"config_s", !21, i64 0, !21, i64 2, !21, i64 4, !21, i64 6, !11, i64 8}
!49 = !{!19, !12, i64 192}
!50 = !{!48, !21, i64 0}
!51 = !{!19, !12, i64 204}
!52 = !{!48, !21, i64 4}
!53 = !{!19, !12, i64 208}
!54 = !{!48, !21, i64 6}
!55 = !{!19, !12, i64 188}
!56 = !{!19, !12, i64 172}
!57 = !{!19, !13, i64 152}
!58 = !{!19, !12, i64 5932}
!59 = !{!12, !12, i64 0}
!60 = !{!19, !12, i64 160}
!61 = !{!19, !12, i64 168}
!62 = !{!19, !12, i64 128}
!63 = !{!19, !12, i64 180}
!64 = !{!10, !13, i64 96}
!65 = !{!10, !12, i64 8}
!66 = !{!10, !11, i64 0}
!67 = distinct !{!67, !68}
!68 = !{!"llvm.loop.mustprogress"}
!69 = distinct !{!69, !68}
!70 = !{!19, !12, i64 184}
!71 = distinct !{!71, !68, !72, !73}
!72 = !{!"llvm.loop.isvectorized", i32 1}
!73 = !{!"llvm.loop.unroll.runtime.disable"}
!74 = distinct !{!74, !68, !73, !72}
!75 = distinct !{!75, !68, !72, !73}
!76 = distinct !{!76, !68, !73, !72}
!77 = !{!10, !13, i64 16}
!78 = distinct !{!78, !68}
!79 = distinct !{!79, !68}
!80 = !{!10, !12, i64 88}
!81 = !{!19, !13, i64 40}
!82 = !{!19, !11, i64 32}
!83 = !{!19, !12, i64 76}
!84 = !{!19, !11, i64 56}
!85 = !{!19, !12, i64 5940}
!86 = !{!19, !12, i64 5944}
!87 = !{!19, !21, i64 5936}
!88 = distinct !{!88, !68}
!89 = !{!48, !11, i64 8}
!90 = !{!19, !12, i64 5928}
!91 = !{!10, !11, i64 24}
!92 = !{!10, !12, i64 32}
!93 = !{!10, !13, i64 40}
!94 = !{!95, !12, i64 0}
!95 = !{!"gz_header_s", !12, i64 0, !13, i64 8, !12, i64 16, !12, i64 20, !11, i64 24, !12, i64 32, !12, i64 36, !11, i64 40, !12, i64 48, !11, i64 56, !12, i64 64, !12, i64 68, !12, i64 72}
!96 = !{!95, !12, i64 68}
!97 = !{!95, !11, i64 24}
!98 = !{!95, !11, i64 40}
!99 = !{!95, !11, i64 56}
!100 = !{!95, !13, i64 8}
!101 = !{!95, !12, i64 20}
!102 = !{!95, !12, i64 32}
!103 = !{!19, !13, i64 64}
!104 = distinct !{!104, !68, !105}
!105 = !{!"llvm.loop.peeled.count", i32 1}
!106 = distinct !{!106, !68}
!107 = distinct !{!107, !68}
!108 = distinct !{!108, !68, !72, !73}
!109 = distinct !{!109, !68, !73, !72}
!110 = distinct !{!110, !68, !72, !73}
!111 = distinct !{!111, !68, !73, !72}
!112 = distinct !{!112, !68}
!113 = distinct !{!113, !68}
!114 = distinct !{!114, !68}
!115 = !{!19, !12, i64 5900}
!116 = distinct !{!116, !68}
!117 = !{!19, !11, i64 2904}
!118 = !{!19, !11, i64 2928}
!119 = !{!19, !11, i64 2952}
!120 = !{!19, !12, i64 176}
!121 = distinct !{!121, !68}
!122 = !{!19, !12, i64 164}
!123 = distinct !{!123, !68}
!124 = distinct !{!124, !68}
!125 = distinct !{!125, !68}
