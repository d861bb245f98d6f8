; ModuleID = 'programs/multi_dim_arrays.c'
source_filename = "programs/multi_dim_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@cube = internal unnamed_addr global [8 x [9 x [10 x i32]]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [18 x i8] c"plane %d sum=%ld\0A\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1, !dbg !13
@hyper = internal unnamed_addr global [3 x [4 x [5 x [6 x i16]]]] zeroinitializer, align 16, !dbg !50
@.str.2 = private unnamed_addr constant [25 x i8] c"hyper sum=%ld corner=%d\0A\00", align 1, !dbg !18
@names = internal global [5 x [3 x [8 x i8]]] zeroinitializer, align 16, !dbg !58
@.str.3 = private unnamed_addr constant [7 x i8] c"n%d_%d\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [16 x i8] c"names %s %s %s\0A\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [23 x i8] c"t[3][2]=%g t[0][1]=%g\0A\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [10 x i8] c" diag=%d\0A\00", align 1, !dbg !35
@.str.7 = private unnamed_addr constant [15 x i8] c"p[1][2][3]=%d\0A\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [14 x i8] c"colsum %d %d\0A\00", align 1, !dbg !45
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
    #dbg_value(i32 0, !79, !DIExpression(), !145)
  br label %1, !dbg !146

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %147, %1 ]
    #dbg_value(i64 %2, !79, !DIExpression(), !145)
    #dbg_value(i32 0, !81, !DIExpression(), !147)
  %3 = mul nuw nsw i64 %2, 100
    #dbg_value(i64 0, !81, !DIExpression(), !147)
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %4 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 0, !dbg !149
  %5 = trunc nuw nsw i64 %3 to i32, !dbg !151
  store i32 %5, ptr %4, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %6 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %7 = trunc i64 %3 to i32, !dbg !151
  %8 = insertelement <4 x i32> poison, i32 %7, i64 0, !dbg !151
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %10 = add <4 x i32> %9, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %10, ptr %6, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %11 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %12 = trunc i64 %3 to i32, !dbg !151
  %13 = insertelement <4 x i32> poison, i32 %12, i64 0, !dbg !151
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %15 = add <4 x i32> %14, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %15, ptr %11, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %16 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 9, !dbg !149
  %17 = trunc i64 %3 to i32, !dbg !151
  %18 = add i32 %17, 9, !dbg !151
  store i32 %18, ptr %16, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 1, !81, !DIExpression(), !147)
  %19 = add nuw nsw i64 %3, 10
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %20 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 0, !dbg !149
  %21 = trunc nuw nsw i64 %19 to i32, !dbg !151
  store i32 %21, ptr %20, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %22 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %23 = trunc i64 %19 to i32, !dbg !151
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0, !dbg !151
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %26 = add <4 x i32> %25, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %26, ptr %22, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %27 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %28 = trunc i64 %19 to i32, !dbg !151
  %29 = insertelement <4 x i32> poison, i32 %28, i64 0, !dbg !151
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %31 = add <4 x i32> %30, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %31, ptr %27, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %32 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 9, !dbg !149
  %33 = trunc i64 %19 to i32, !dbg !151
  %34 = add i32 %33, 9, !dbg !151
  store i32 %34, ptr %32, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 2, !81, !DIExpression(), !147)
  %35 = add nuw nsw i64 %3, 20
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %36 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 0, !dbg !149
  %37 = trunc nuw nsw i64 %35 to i32, !dbg !151
  store i32 %37, ptr %36, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %38 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %39 = trunc i64 %35 to i32, !dbg !151
  %40 = insertelement <4 x i32> poison, i32 %39, i64 0, !dbg !151
  %41 = shufflevector <4 x i32> %40, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %42 = add <4 x i32> %41, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %42, ptr %38, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %43 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %44 = trunc i64 %35 to i32, !dbg !151
  %45 = insertelement <4 x i32> poison, i32 %44, i64 0, !dbg !151
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %47 = add <4 x i32> %46, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %47, ptr %43, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %48 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 9, !dbg !149
  %49 = trunc i64 %35 to i32, !dbg !151
  %50 = add i32 %49, 9, !dbg !151
  store i32 %50, ptr %48, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 3, !81, !DIExpression(), !147)
  %51 = add nuw nsw i64 %3, 30
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %52 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 0, !dbg !149
  %53 = trunc nuw nsw i64 %51 to i32, !dbg !151
  store i32 %53, ptr %52, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %54 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %55 = trunc i64 %51 to i32, !dbg !151
  %56 = insertelement <4 x i32> poison, i32 %55, i64 0, !dbg !151
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %58 = add <4 x i32> %57, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %58, ptr %54, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %59 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %60 = trunc i64 %51 to i32, !dbg !151
  %61 = insertelement <4 x i32> poison, i32 %60, i64 0, !dbg !151
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %63 = add <4 x i32> %62, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %63, ptr %59, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %64 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 9, !dbg !149
  %65 = trunc i64 %51 to i32, !dbg !151
  %66 = add i32 %65, 9, !dbg !151
  store i32 %66, ptr %64, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 4, !81, !DIExpression(), !147)
  %67 = add nuw nsw i64 %3, 40
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %68 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 0, !dbg !149
  %69 = trunc nuw nsw i64 %67 to i32, !dbg !151
  store i32 %69, ptr %68, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %70 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %71 = trunc i64 %67 to i32, !dbg !151
  %72 = insertelement <4 x i32> poison, i32 %71, i64 0, !dbg !151
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %74 = add <4 x i32> %73, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %74, ptr %70, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %75 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %76 = trunc i64 %67 to i32, !dbg !151
  %77 = insertelement <4 x i32> poison, i32 %76, i64 0, !dbg !151
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %79 = add <4 x i32> %78, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %79, ptr %75, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %80 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 9, !dbg !149
  %81 = trunc i64 %67 to i32, !dbg !151
  %82 = add i32 %81, 9, !dbg !151
  store i32 %82, ptr %80, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 5, !81, !DIExpression(), !147)
  %83 = add nuw nsw i64 %3, 50
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %84 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 0, !dbg !149
  %85 = trunc nuw nsw i64 %83 to i32, !dbg !151
  store i32 %85, ptr %84, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %86 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %87 = trunc i64 %83 to i32, !dbg !151
  %88 = insertelement <4 x i32> poison, i32 %87, i64 0, !dbg !151
  %89 = shufflevector <4 x i32> %88, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %90 = add <4 x i32> %89, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %90, ptr %86, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %91 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %92 = trunc i64 %83 to i32, !dbg !151
  %93 = insertelement <4 x i32> poison, i32 %92, i64 0, !dbg !151
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %95 = add <4 x i32> %94, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %95, ptr %91, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %96 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 9, !dbg !149
  %97 = trunc i64 %83 to i32, !dbg !151
  %98 = add i32 %97, 9, !dbg !151
  store i32 %98, ptr %96, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 6, !81, !DIExpression(), !147)
  %99 = add nuw nsw i64 %3, 60
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %100 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 0, !dbg !149
  %101 = trunc nuw nsw i64 %99 to i32, !dbg !151
  store i32 %101, ptr %100, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %102 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %103 = trunc i64 %99 to i32, !dbg !151
  %104 = insertelement <4 x i32> poison, i32 %103, i64 0, !dbg !151
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %106 = add <4 x i32> %105, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %106, ptr %102, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %107 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %108 = trunc i64 %99 to i32, !dbg !151
  %109 = insertelement <4 x i32> poison, i32 %108, i64 0, !dbg !151
  %110 = shufflevector <4 x i32> %109, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %111 = add <4 x i32> %110, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %111, ptr %107, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %112 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 9, !dbg !149
  %113 = trunc i64 %99 to i32, !dbg !151
  %114 = add i32 %113, 9, !dbg !151
  store i32 %114, ptr %112, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 7, !81, !DIExpression(), !147)
  %115 = add nuw nsw i64 %3, 70
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %116 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 0, !dbg !149
  %117 = trunc nuw nsw i64 %115 to i32, !dbg !151
  store i32 %117, ptr %116, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %118 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %119 = trunc i64 %115 to i32, !dbg !151
  %120 = insertelement <4 x i32> poison, i32 %119, i64 0, !dbg !151
  %121 = shufflevector <4 x i32> %120, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %122 = add <4 x i32> %121, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %122, ptr %118, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %123 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %124 = trunc i64 %115 to i32, !dbg !151
  %125 = insertelement <4 x i32> poison, i32 %124, i64 0, !dbg !151
  %126 = shufflevector <4 x i32> %125, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %127 = add <4 x i32> %126, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %127, ptr %123, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %128 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 9, !dbg !149
  %129 = trunc i64 %115 to i32, !dbg !151
  %130 = add i32 %129, 9, !dbg !151
  store i32 %130, ptr %128, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 8, !81, !DIExpression(), !147)
  %131 = add nuw nsw i64 %3, 80
    #dbg_value(i64 0, !84, !DIExpression(), !148)
  %132 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 0, !dbg !149
  %133 = trunc nuw nsw i64 %131 to i32, !dbg !151
  store i32 %133, ptr %132, align 8, !dbg !151, !tbaa !152
    #dbg_value(i64 1, !84, !DIExpression(), !148)
  %134 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 1, !dbg !149
    #dbg_value(i64 4, !84, !DIExpression(), !148)
  %135 = trunc i64 %131 to i32, !dbg !151
  %136 = insertelement <4 x i32> poison, i32 %135, i64 0, !dbg !151
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %138 = add <4 x i32> %137, <i32 1, i32 2, i32 3, i32 4>, !dbg !151
  store <4 x i32> %138, ptr %134, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 5, !84, !DIExpression(), !148)
  %139 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 5, !dbg !149
    #dbg_value(i64 8, !84, !DIExpression(), !148)
  %140 = trunc i64 %131 to i32, !dbg !151
  %141 = insertelement <4 x i32> poison, i32 %140, i64 0, !dbg !151
  %142 = shufflevector <4 x i32> %141, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !151
  %143 = add <4 x i32> %142, <i32 5, i32 6, i32 7, i32 8>, !dbg !151
  store <4 x i32> %143, ptr %139, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 9, !84, !DIExpression(), !148)
  %144 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 9, !dbg !149
  %145 = trunc i64 %131 to i32, !dbg !151
  %146 = add i32 %145, 9, !dbg !151
  store i32 %146, ptr %144, align 4, !dbg !151, !tbaa !152
    #dbg_value(i64 10, !84, !DIExpression(), !148)
    #dbg_value(i64 9, !81, !DIExpression(), !147)
  %147 = add nuw nsw i64 %2, 1, !dbg !156
    #dbg_value(i64 %147, !79, !DIExpression(), !145)
  %148 = icmp eq i64 %147, 8, !dbg !157
  br i1 %148, label %151, label %1, !dbg !146, !llvm.loop !158

149:                                              ; preds = %151
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2880, i64 noundef 360, i64 noundef 40, i64 noundef 60), !dbg !161
    #dbg_value(i64 0, !89, !DIExpression(), !162)
    #dbg_value(i32 0, !91, !DIExpression(), !163)
  br label %206, !dbg !164

151:                                              ; preds = %1, %151
  %152 = phi i64 [ %204, %151 ], [ 0, %1 ]
    #dbg_value(i64 %152, !87, !DIExpression(), !165)
  %153 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %152, !dbg !166
    #dbg_value(ptr %153, !168, !DIExpression(), !180)
    #dbg_value(i64 0, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 0, !174, !DIExpression(), !180)
    #dbg_value(i32 poison, !174, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 1, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 2, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 3, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 4, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 5, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 6, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
  %154 = load <64 x i32>, ptr %153, align 8, !dbg !184, !tbaa !152
  %155 = sext <64 x i32> %154 to <64 x i64>, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
  %156 = getelementptr inbounds i8, ptr %153, i64 256, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
    #dbg_value(i64 7, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
  %157 = load <16 x i32>, ptr %156, align 8, !dbg !184, !tbaa !152
  %158 = sext <16 x i32> %157 to <16 x i64>, !dbg !184
    #dbg_value(i64 8, !175, !DIExpression(), !182)
    #dbg_value(i64 0, !177, !DIExpression(), !183)
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
  %159 = getelementptr inbounds i8, ptr %153, i64 320, !dbg !184
  %160 = load i32, ptr %159, align 8, !dbg !184, !tbaa !152
  %161 = sext i32 %160 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 1, !177, !DIExpression(), !183)
  %162 = getelementptr inbounds i8, ptr %153, i64 324, !dbg !184
  %163 = load i32, ptr %162, align 4, !dbg !184, !tbaa !152
  %164 = sext i32 %163 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 2, !177, !DIExpression(), !183)
  %165 = getelementptr inbounds i8, ptr %153, i64 328, !dbg !184
  %166 = load i32, ptr %165, align 8, !dbg !184, !tbaa !152
  %167 = sext i32 %166 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 3, !177, !DIExpression(), !183)
  %168 = getelementptr inbounds i8, ptr %153, i64 332, !dbg !184
  %169 = load i32, ptr %168, align 4, !dbg !184, !tbaa !152
  %170 = sext i32 %169 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 4, !177, !DIExpression(), !183)
  %171 = getelementptr inbounds i8, ptr %153, i64 336, !dbg !184
  %172 = load i32, ptr %171, align 8, !dbg !184, !tbaa !152
  %173 = sext i32 %172 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 5, !177, !DIExpression(), !183)
  %174 = getelementptr inbounds i8, ptr %153, i64 340, !dbg !184
  %175 = load i32, ptr %174, align 4, !dbg !184, !tbaa !152
  %176 = sext i32 %175 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 6, !177, !DIExpression(), !183)
  %177 = getelementptr inbounds i8, ptr %153, i64 344, !dbg !184
  %178 = load i32, ptr %177, align 8, !dbg !184, !tbaa !152
  %179 = sext i32 %178 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 7, !177, !DIExpression(), !183)
  %180 = getelementptr inbounds i8, ptr %153, i64 348, !dbg !184
  %181 = load i32, ptr %180, align 4, !dbg !184, !tbaa !152
  %182 = sext i32 %181 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 8, !177, !DIExpression(), !183)
  %183 = getelementptr inbounds i8, ptr %153, i64 352, !dbg !184
  %184 = load i32, ptr %183, align 8, !dbg !184, !tbaa !152
  %185 = sext i32 %184 to i64, !dbg !184
    #dbg_value(i64 poison, !174, !DIExpression(), !180)
    #dbg_value(i64 9, !177, !DIExpression(), !183)
  %186 = getelementptr inbounds i8, ptr %153, i64 356, !dbg !184
  %187 = load i32, ptr %186, align 4, !dbg !184, !tbaa !152
  %188 = sext i32 %187 to i64, !dbg !184
  %189 = tail call i64 @llvm.vector.reduce.add.v64i64(<64 x i64> %155), !dbg !186
  %190 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %158), !dbg !186
  %191 = add i64 %189, %190, !dbg !186
  %192 = add i64 %191, %161, !dbg !186
  %193 = add nsw i64 %164, %167, !dbg !186
  %194 = add nsw i64 %170, %173, !dbg !186
  %195 = add nsw i64 %176, %179, !dbg !186
  %196 = add nsw i64 %182, %185, !dbg !186
  %197 = add i64 %192, %193, !dbg !186
  %198 = add nsw i64 %194, %195, !dbg !186
  %199 = add nsw i64 %196, %188, !dbg !186
  %200 = add i64 %197, %198, !dbg !186
  %201 = add i64 %200, %199, !dbg !186
    #dbg_value(i64 %201, !174, !DIExpression(), !180)
    #dbg_value(i64 10, !177, !DIExpression(), !183)
    #dbg_value(i64 9, !175, !DIExpression(), !182)
  %202 = trunc nuw nsw i64 %152 to i32, !dbg !187
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %202, i64 noundef %201), !dbg !187
  %204 = add nuw nsw i64 %152, 3, !dbg !188
    #dbg_value(i64 %204, !87, !DIExpression(), !165)
  %205 = icmp ult i64 %152, 5, !dbg !189
  br i1 %205, label %151, label %149, !dbg !190, !llvm.loop !191

206:                                              ; preds = %149, %282
  %207 = phi i64 [ 0, %149 ], [ %283, %282 ]
  %208 = phi i64 [ 0, %149 ], [ %339, %282 ]
    #dbg_value(i64 %207, !91, !DIExpression(), !163)
    #dbg_value(i64 %208, !89, !DIExpression(), !162)
  %209 = mul nuw nsw i64 %207, 1000
    #dbg_value(i32 0, !93, !DIExpression(), !193)
  br label %277, !dbg !194

210:                                              ; preds = %282
  %211 = load i16, ptr getelementptr inbounds (i8, ptr @hyper, i64 718), align 2, !dbg !195, !tbaa !196
  %212 = sext i16 %211 to i32, !dbg !195
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %339, i32 noundef %212), !dbg !198
    #dbg_value(i32 0, !102, !DIExpression(), !199)
    #dbg_value(i64 0, !102, !DIExpression(), !199)
    #dbg_value(i32 0, !104, !DIExpression(), !200)
    #dbg_value(i64 0, !104, !DIExpression(), !200)
  %214 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @names, i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 0) #3, !dbg !201
    #dbg_value(i64 1, !104, !DIExpression(), !200)
  %215 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 8), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 1) #3, !dbg !201
    #dbg_value(i64 2, !104, !DIExpression(), !200)
  %216 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 16), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 2) #3, !dbg !201
    #dbg_value(i64 1, !102, !DIExpression(), !199)
    #dbg_value(i32 0, !104, !DIExpression(), !200)
    #dbg_value(i64 0, !104, !DIExpression(), !200)
  %217 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 24), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 0) #3, !dbg !201
    #dbg_value(i64 1, !104, !DIExpression(), !200)
  %218 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 32), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 1) #3, !dbg !201
    #dbg_value(i64 2, !104, !DIExpression(), !200)
  %219 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 40), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2) #3, !dbg !201
    #dbg_value(i64 2, !102, !DIExpression(), !199)
    #dbg_value(i32 0, !104, !DIExpression(), !200)
    #dbg_value(i64 0, !104, !DIExpression(), !200)
  %220 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 48), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 0) #3, !dbg !201
    #dbg_value(i64 1, !104, !DIExpression(), !200)
  %221 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 56), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 1) #3, !dbg !201
    #dbg_value(i64 2, !104, !DIExpression(), !200)
  %222 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 64), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 2) #3, !dbg !201
    #dbg_value(i64 3, !102, !DIExpression(), !199)
    #dbg_value(i32 0, !104, !DIExpression(), !200)
    #dbg_value(i64 0, !104, !DIExpression(), !200)
  %223 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 72), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 0) #3, !dbg !201
    #dbg_value(i64 1, !104, !DIExpression(), !200)
  %224 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 80), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 1) #3, !dbg !201
    #dbg_value(i64 2, !104, !DIExpression(), !200)
  %225 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 88), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 2) #3, !dbg !201
    #dbg_value(i64 4, !102, !DIExpression(), !199)
    #dbg_value(i32 0, !104, !DIExpression(), !200)
    #dbg_value(i64 0, !104, !DIExpression(), !200)
  %226 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 96), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 0) #3, !dbg !201
    #dbg_value(i64 1, !104, !DIExpression(), !200)
  %227 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 104), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 1) #3, !dbg !201
    #dbg_value(i64 2, !104, !DIExpression(), !200)
  %228 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 112), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 2) #3, !dbg !201
    #dbg_value(i64 3, !104, !DIExpression(), !200)
    #dbg_value(i64 5, !102, !DIExpression(), !199)
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @names, ptr noundef nonnull getelementptr inbounds (i8, ptr @names, i64 112), ptr noundef nonnull getelementptr inbounds (i8, ptr @names, i64 56)), !dbg !203
    #dbg_value(double 0.000000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !162)
    #dbg_value(double 1.000000e-01, !107, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162)
    #dbg_value(double 2.000000e-01, !107, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !162)
    #dbg_value(double 0x3FD3333333333334, !107, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !162)
    #dbg_value(double 1.000000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !162)
    #dbg_value(double 1.100000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !162)
    #dbg_value(double 1.200000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !162)
    #dbg_value(double 1.300000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !162)
    #dbg_value(double 2.000000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !162)
    #dbg_value(double 2.100000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !162)
    #dbg_value(double 2.200000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !162)
    #dbg_value(double 2.300000e+00, !107, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !162)
    #dbg_value(double 1.000000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !162)
    #dbg_value(double poison, !111, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !162)
    #dbg_value(double 2.300000e+00, !111, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !162)
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.300000e+00, double noundef 1.000000e+00), !dbg !204
    #dbg_value(i8 97, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i8 98, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i8 99, !119, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i8 100, !119, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i8 101, !119, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i8 102, !119, !DIExpression(DW_OP_LLVM_fragment, 320, 8), !162)
    #dbg_value(i32 1, !119, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !162)
    #dbg_value(i8 103, !119, !DIExpression(DW_OP_LLVM_fragment, 384, 8), !162)
    #dbg_value(i32 2, !119, !DIExpression(DW_OP_LLVM_fragment, 416, 32), !162)
    #dbg_value(i8 104, !119, !DIExpression(DW_OP_LLVM_fragment, 448, 8), !162)
    #dbg_value(i32 3, !119, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !162)
    #dbg_value(i8 105, !119, !DIExpression(DW_OP_LLVM_fragment, 512, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 544, 32), !162)
    #dbg_value(i8 106, !119, !DIExpression(DW_OP_LLVM_fragment, 576, 8), !162)
    #dbg_value(i32 2, !119, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !162)
    #dbg_value(i8 107, !119, !DIExpression(DW_OP_LLVM_fragment, 640, 8), !162)
    #dbg_value(i32 4, !119, !DIExpression(DW_OP_LLVM_fragment, 672, 32), !162)
    #dbg_value(i8 108, !119, !DIExpression(DW_OP_LLVM_fragment, 704, 8), !162)
    #dbg_value(i32 6, !119, !DIExpression(DW_OP_LLVM_fragment, 736, 32), !162)
    #dbg_value(i8 109, !119, !DIExpression(DW_OP_LLVM_fragment, 768, 8), !162)
    #dbg_value(i32 0, !119, !DIExpression(DW_OP_LLVM_fragment, 800, 32), !162)
    #dbg_value(i8 110, !119, !DIExpression(DW_OP_LLVM_fragment, 832, 8), !162)
    #dbg_value(i32 3, !119, !DIExpression(DW_OP_LLVM_fragment, 864, 32), !162)
    #dbg_value(i8 111, !119, !DIExpression(DW_OP_LLVM_fragment, 896, 8), !162)
    #dbg_value(i32 6, !119, !DIExpression(DW_OP_LLVM_fragment, 928, 32), !162)
    #dbg_value(i8 112, !119, !DIExpression(DW_OP_LLVM_fragment, 960, 8), !162)
    #dbg_value(i32 9, !119, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !162)
    #dbg_value(i64 0, !132, !DIExpression(), !205)
    #dbg_value(i32 0, !131, !DIExpression(), !162)
    #dbg_value(i32 100, !206, !DIExpression(), !212)
  %231 = load ptr, ptr @stdout, align 8, !dbg !216, !tbaa !217
  %232 = tail call i32 @putc(i32 noundef 100, ptr noundef %231), !dbg !219
    #dbg_value(i64 1, !132, !DIExpression(), !205)
    #dbg_value(i32 1, !131, !DIExpression(), !162)
    #dbg_value(i32 103, !206, !DIExpression(), !212)
  %233 = load ptr, ptr @stdout, align 8, !dbg !216, !tbaa !217
  %234 = tail call i32 @putc(i32 noundef 103, ptr noundef %233), !dbg !219
    #dbg_value(i64 2, !132, !DIExpression(), !205)
    #dbg_value(i32 5, !131, !DIExpression(), !162)
    #dbg_value(i32 106, !206, !DIExpression(), !212)
  %235 = load ptr, ptr @stdout, align 8, !dbg !216, !tbaa !217
  %236 = tail call i32 @putc(i32 noundef 106, ptr noundef %235), !dbg !219
    #dbg_value(i64 3, !132, !DIExpression(), !205)
    #dbg_value(i32 14, !131, !DIExpression(), !162)
    #dbg_value(i32 109, !206, !DIExpression(), !212)
  %237 = load ptr, ptr @stdout, align 8, !dbg !216, !tbaa !217
  %238 = tail call i32 @putc(i32 noundef 109, ptr noundef %237), !dbg !219
    #dbg_value(i64 4, !132, !DIExpression(), !205)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 14), !dbg !220
    #dbg_value(ptr poison, !134, !DIExpression(), !162)
  %240 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 1172), align 4, !dbg !221, !tbaa !152
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %240), !dbg !222
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i32 0, !140, !DIExpression(), !223)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 0, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !140, !DIExpression(), !223)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %242 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2520), align 8, !dbg !225, !tbaa !152
    #dbg_value(i32 %242, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %243 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2556), align 4, !dbg !225, !tbaa !152
    #dbg_value(i32 %243, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 1, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %242, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %244 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2560), align 16, !dbg !225, !tbaa !152
  %245 = add nsw i32 %242, %244, !dbg !227
    #dbg_value(i32 %245, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %246 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2596), align 4, !dbg !225, !tbaa !152
  %247 = add nsw i32 %243, %246, !dbg !227
    #dbg_value(i32 %247, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 2, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %245, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %248 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2600), align 8, !dbg !225, !tbaa !152
  %249 = add nsw i32 %245, %248, !dbg !227
    #dbg_value(i32 %249, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %250 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2636), align 4, !dbg !225, !tbaa !152
  %251 = add nsw i32 %247, %250, !dbg !227
    #dbg_value(i32 %251, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 3, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %249, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %252 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2640), align 16, !dbg !225, !tbaa !152
  %253 = add nsw i32 %249, %252, !dbg !227
    #dbg_value(i32 %253, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %254 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2676), align 4, !dbg !225, !tbaa !152
  %255 = add nsw i32 %251, %254, !dbg !227
    #dbg_value(i32 %255, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 4, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %253, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %256 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2680), align 8, !dbg !225, !tbaa !152
  %257 = add nsw i32 %253, %256, !dbg !227
    #dbg_value(i32 %257, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %258 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2716), align 4, !dbg !225, !tbaa !152
  %259 = add nsw i32 %255, %258, !dbg !227
    #dbg_value(i32 %259, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 5, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %257, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %260 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2720), align 16, !dbg !225, !tbaa !152
  %261 = add nsw i32 %257, %260, !dbg !227
    #dbg_value(i32 %261, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %262 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2756), align 4, !dbg !225, !tbaa !152
  %263 = add nsw i32 %259, %262, !dbg !227
    #dbg_value(i32 %263, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 6, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %261, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %264 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2760), align 8, !dbg !225, !tbaa !152
  %265 = add nsw i32 %261, %264, !dbg !227
    #dbg_value(i32 %265, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %266 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2796), align 4, !dbg !225, !tbaa !152
  %267 = add nsw i32 %263, %266, !dbg !227
    #dbg_value(i32 %267, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 7, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %265, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %268 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2800), align 16, !dbg !225, !tbaa !152
  %269 = add nsw i32 %265, %268, !dbg !227
    #dbg_value(i32 %269, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %270 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2836), align 4, !dbg !225, !tbaa !152
  %271 = add nsw i32 %267, %270, !dbg !227
    #dbg_value(i32 %271, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 8, !140, !DIExpression(), !223)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(i32 poison, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(i32 %269, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(i64 0, !142, !DIExpression(), !224)
  %272 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2840), align 8, !dbg !225, !tbaa !152
  %273 = add nsw i32 %269, %272, !dbg !227
    #dbg_value(i32 %273, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32), !162)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32), !162)
    #dbg_value(i64 9, !142, !DIExpression(), !224)
  %274 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2876), align 4, !dbg !225, !tbaa !152
  %275 = add nsw i32 %271, %274, !dbg !227
    #dbg_value(i32 %275, !138, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !162)
    #dbg_value(i64 10, !142, !DIExpression(), !224)
    #dbg_value(i64 9, !140, !DIExpression(), !223)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %273, i32 noundef %275), !dbg !228
  ret i32 14, !dbg !229

277:                                              ; preds = %206, %342
  %278 = phi i64 [ 0, %206 ], [ %343, %342 ]
  %279 = phi i64 [ %208, %206 ], [ %339, %342 ]
    #dbg_value(i64 %278, !93, !DIExpression(), !193)
    #dbg_value(i64 %279, !89, !DIExpression(), !162)
  %280 = mul nuw nsw i64 %278, 65436
  %281 = add nuw nsw i64 %280, %209
    #dbg_value(i32 0, !96, !DIExpression(), !230)
  br label %285, !dbg !231

282:                                              ; preds = %342
  %283 = add nuw nsw i64 %207, 1, !dbg !232
    #dbg_value(i64 %283, !91, !DIExpression(), !163)
    #dbg_value(i64 %339, !89, !DIExpression(), !162)
  %284 = icmp eq i64 %283, 3, !dbg !233
  br i1 %284, label %210, label %206, !dbg !164, !llvm.loop !234

285:                                              ; preds = %277, %285
  %286 = phi i64 [ 0, %277 ], [ %340, %285 ]
  %287 = phi i64 [ %279, %277 ], [ %339, %285 ]
    #dbg_value(i64 %286, !96, !DIExpression(), !230)
    #dbg_value(i64 %287, !89, !DIExpression(), !162)
  %288 = mul nuw nsw i64 %286, 10
  %289 = add nuw nsw i64 %281, %288
    #dbg_value(i32 0, !99, !DIExpression(), !236)
    #dbg_value(i64 0, !99, !DIExpression(), !236)
    #dbg_value(i64 %287, !89, !DIExpression(), !162)
  %290 = trunc i64 %289 to i16, !dbg !237
  %291 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 0, !dbg !240
  store i16 %290, ptr %291, align 4, !dbg !241, !tbaa !196
  %292 = shl i64 %289, 48, !dbg !242
  %293 = ashr exact i64 %292, 48, !dbg !242
  %294 = add nsw i64 %287, %293, !dbg !243
    #dbg_value(i64 1, !99, !DIExpression(), !236)
    #dbg_value(i64 %294, !89, !DIExpression(), !162)
  %295 = trunc i64 %289 to i32, !dbg !237
  %296 = add i32 %295, -1, !dbg !237
  %297 = trunc i32 %296 to i16, !dbg !237
  %298 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 1, !dbg !240
  store i16 %297, ptr %298, align 2, !dbg !241, !tbaa !196
  %299 = shl i32 %296, 16, !dbg !244
  %300 = ashr exact i32 %299, 16, !dbg !244
  %301 = sext i32 %300 to i64, !dbg !242
  %302 = shl nsw i64 %301, 1, !dbg !242
  %303 = add nsw i64 %294, %302, !dbg !243
    #dbg_value(i64 2, !99, !DIExpression(), !236)
    #dbg_value(i64 %303, !89, !DIExpression(), !162)
  %304 = trunc i64 %289 to i32, !dbg !237
  %305 = add i32 %304, -2, !dbg !237
  %306 = trunc i32 %305 to i16, !dbg !237
  %307 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 2, !dbg !240
  store i16 %306, ptr %307, align 4, !dbg !241, !tbaa !196
  %308 = shl i32 %305, 16, !dbg !244
  %309 = ashr exact i32 %308, 16, !dbg !244
  %310 = mul nsw i32 %309, 3, !dbg !242
  %311 = sext i32 %310 to i64, !dbg !242
  %312 = add nsw i64 %303, %311, !dbg !243
    #dbg_value(i64 3, !99, !DIExpression(), !236)
    #dbg_value(i64 %312, !89, !DIExpression(), !162)
  %313 = trunc i64 %289 to i32, !dbg !237
  %314 = add i32 %313, -3, !dbg !237
  %315 = trunc i32 %314 to i16, !dbg !237
  %316 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 3, !dbg !240
  store i16 %315, ptr %316, align 2, !dbg !241, !tbaa !196
  %317 = shl i32 %314, 16, !dbg !244
  %318 = ashr exact i32 %317, 16, !dbg !244
  %319 = sext i32 %318 to i64, !dbg !242
  %320 = shl nsw i64 %319, 2, !dbg !242
  %321 = add nsw i64 %312, %320, !dbg !243
    #dbg_value(i64 4, !99, !DIExpression(), !236)
    #dbg_value(i64 %321, !89, !DIExpression(), !162)
  %322 = trunc i64 %289 to i32, !dbg !237
  %323 = add i32 %322, -4, !dbg !237
  %324 = trunc i32 %323 to i16, !dbg !237
  %325 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 4, !dbg !240
  store i16 %324, ptr %325, align 4, !dbg !241, !tbaa !196
  %326 = shl i32 %323, 16, !dbg !244
  %327 = ashr exact i32 %326, 16, !dbg !244
  %328 = mul nsw i32 %327, 5, !dbg !242
  %329 = sext i32 %328 to i64, !dbg !242
  %330 = add nsw i64 %321, %329, !dbg !243
    #dbg_value(i64 5, !99, !DIExpression(), !236)
    #dbg_value(i64 %330, !89, !DIExpression(), !162)
  %331 = trunc i64 %289 to i32, !dbg !237
  %332 = add i32 %331, -5, !dbg !237
  %333 = trunc i32 %332 to i16, !dbg !237
  %334 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 5, !dbg !240
  store i16 %333, ptr %334, align 2, !dbg !241, !tbaa !196
  %335 = shl i32 %332, 16, !dbg !244
  %336 = ashr exact i32 %335, 16, !dbg !244
  %337 = mul nsw i32 %336, 6, !dbg !242
  %338 = sext i32 %337 to i64, !dbg !242
  %339 = add nsw i64 %330, %338, !dbg !243
    #dbg_value(i64 6, !99, !DIExpression(), !236)
    #dbg_value(i64 %339, !89, !DIExpression(), !162)
  %340 = add nuw nsw i64 %286, 1, !dbg !245
    #dbg_value(i64 %340, !96, !DIExpression(), !230)
  %341 = icmp eq i64 %340, 5, !dbg !246
  br i1 %341, label %342, label %285, !dbg !231, !llvm.loop !247

342:                                              ; preds = %285
  %343 = add nuw nsw i64 %278, 1, !dbg !249
    #dbg_value(i64 %343, !93, !DIExpression(), !193)
    #dbg_value(i64 %339, !89, !DIExpression(), !162)
  %344 = icmp eq i64 %343, 4, !dbg !250
  br i1 %344, label %282, label %277, !dbg !194, !llvm.loop !251
}

; Function Attrs: nofree nounwind
declare !dbg !253 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !268 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v64i64(<64 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cube", scope: !2, file: !3, line: 6, type: !63, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/multi_dim_arrays.c", directory: ".", checksumkind: CSK_MD5, checksum: "07543bf13e3991160aa96e1b18306b4b")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !13, !18, !23, !28, !33, !35, !40, !45, !0, !50, !58}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 144, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 18)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 184, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 23)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 200, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 25)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 56, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 7)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 16)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 80, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "hyper", scope: !2, file: !3, line: 6, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5760, elements: !53)
!53 = !{!54, !55, !56, !57}
!54 = !DISubrange(count: 3)
!55 = !DISubrange(count: 4)
!56 = !DISubrange(count: 5)
!57 = !DISubrange(count: 6)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 6, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 960, elements: !61)
!61 = !{!56, !54, !62}
!62 = !DISubrange(count: 8)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 23040, elements: !65)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!62, !66, !39}
!66 = !DISubrange(count: 9)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !76, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!64}
!78 = !{!79, !81, !84, !87, !89, !91, !93, !96, !99, !102, !104, !107, !111, !114, !116, !119, !126, !128, !131, !132, !134, !138, !140, !142}
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 11, type: !64)
!80 = distinct !DILexicalBlock(scope: !75, file: !3, line: 11, column: 5)
!81 = !DILocalVariable(name: "j", scope: !82, file: !3, line: 11, type: !64)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 11, column: 33)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 11, column: 5)
!84 = !DILocalVariable(name: "k", scope: !85, file: !3, line: 11, type: !64)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 11, column: 61)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 11, column: 33)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 12, type: !64)
!88 = distinct !DILexicalBlock(scope: !75, file: !3, line: 12, column: 5)
!89 = !DILocalVariable(name: "hs", scope: !75, file: !3, line: 14, type: !90)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !DILocalVariable(name: "a", scope: !92, file: !3, line: 14, type: !64)
!92 = distinct !DILexicalBlock(scope: !75, file: !3, line: 14, column: 18)
!93 = !DILocalVariable(name: "b", scope: !94, file: !3, line: 14, type: !64)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 14, column: 46)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 14, column: 18)
!96 = !DILocalVariable(name: "c", scope: !97, file: !3, line: 14, type: !64)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 14, column: 74)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 14, column: 46)
!99 = !DILocalVariable(name: "d", scope: !100, file: !3, line: 14, type: !64)
!100 = distinct !DILexicalBlock(scope: !101, file: !3, line: 14, column: 102)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 14, column: 74)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 16, type: !64)
!103 = distinct !DILexicalBlock(scope: !75, file: !3, line: 16, column: 5)
!104 = !DILocalVariable(name: "j", scope: !105, file: !3, line: 16, type: !64)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 16, column: 33)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 16, column: 5)
!107 = !DILocalVariable(name: "a", scope: !75, file: !3, line: 18, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 768, elements: !110)
!109 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!110 = !{!54, !55}
!111 = !DILocalVariable(name: "t", scope: !75, file: !3, line: 18, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 768, elements: !113)
!113 = !{!55, !54}
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 18, type: !64)
!115 = distinct !DILexicalBlock(scope: !75, file: !3, line: 18, column: 30)
!116 = !DILocalVariable(name: "j", scope: !117, file: !3, line: 18, type: !64)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 18, column: 58)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 18, column: 30)
!119 = !DILocalVariable(name: "g", scope: !75, file: !3, line: 20, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 1024, elements: !125)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !3, line: 9, size: 64, elements: !122)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !121, file: !3, line: 9, baseType: !6, size: 8)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !121, file: !3, line: 9, baseType: !64, size: 32, offset: 32)
!125 = !{!55, !55}
!126 = !DILocalVariable(name: "i", scope: !127, file: !3, line: 20, type: !64)
!127 = distinct !DILexicalBlock(scope: !75, file: !3, line: 20, column: 26)
!128 = !DILocalVariable(name: "j", scope: !129, file: !3, line: 20, type: !64)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 20, column: 54)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 20, column: 26)
!131 = !DILocalVariable(name: "diag", scope: !75, file: !3, line: 21, type: !64)
!132 = !DILocalVariable(name: "i", scope: !133, file: !3, line: 21, type: !64)
!133 = distinct !DILexicalBlock(scope: !75, file: !3, line: 21, column: 19)
!134 = !DILocalVariable(name: "p", scope: !75, file: !3, line: 22, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 2880, elements: !137)
!137 = !{!66, !39}
!138 = !DILocalVariable(name: "colsum", scope: !75, file: !3, line: 23, type: !139)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 320, elements: !38)
!140 = !DILocalVariable(name: "j", scope: !141, file: !3, line: 23, type: !64)
!141 = distinct !DILexicalBlock(scope: !75, file: !3, line: 23, column: 29)
!142 = !DILocalVariable(name: "k", scope: !143, file: !3, line: 23, type: !64)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 23, column: 57)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 23, column: 29)
!145 = !DILocation(line: 0, scope: !80)
!146 = !DILocation(line: 11, column: 5, scope: !80)
!147 = !DILocation(line: 0, scope: !82)
!148 = !DILocation(line: 0, scope: !85)
!149 = !DILocation(line: 11, column: 90, scope: !150)
!150 = distinct !DILexicalBlock(scope: !85, file: !3, line: 11, column: 61)
!151 = !DILocation(line: 11, column: 104, scope: !150)
!152 = !{!153, !153, i64 0}
!153 = !{!"int", !154, i64 0}
!154 = !{!"omnipotent char", !155, i64 0}
!155 = !{!"Simple C/C++ TBAA"}
!156 = !DILocation(line: 11, column: 29, scope: !83)
!157 = !DILocation(line: 11, column: 23, scope: !83)
!158 = distinct !{!158, !146, !159, !160}
!159 = !DILocation(line: 11, column: 125, scope: !80)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !DILocation(line: 13, column: 5, scope: !75)
!162 = !DILocation(line: 0, scope: !75)
!163 = !DILocation(line: 0, scope: !92)
!164 = !DILocation(line: 14, column: 18, scope: !92)
!165 = !DILocation(line: 0, scope: !88)
!166 = !DILocation(line: 12, column: 78, scope: !167)
!167 = distinct !DILexicalBlock(scope: !88, file: !3, line: 12, column: 5)
!168 = !DILocalVariable(name: "p", arg: 1, scope: !169, file: !3, line: 7, type: !172)
!169 = distinct !DISubprogram(name: "plane_sum", scope: !3, file: !3, line: 7, type: !170, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!170 = !DISubroutineType(types: !171)
!171 = !{!90, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!173 = !{!168, !174, !175, !177}
!174 = !DILocalVariable(name: "s", scope: !169, file: !3, line: 7, type: !90)
!175 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 7, type: !64)
!176 = distinct !DILexicalBlock(scope: !169, file: !3, line: 7, column: 51)
!177 = !DILocalVariable(name: "j", scope: !178, file: !3, line: 7, type: !64)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 7, column: 79)
!179 = distinct !DILexicalBlock(scope: !176, file: !3, line: 7, column: 51)
!180 = !DILocation(line: 0, scope: !169, inlinedAt: !181)
!181 = distinct !DILocation(line: 12, column: 68, scope: !167)
!182 = !DILocation(line: 0, scope: !176, inlinedAt: !181)
!183 = !DILocation(line: 0, scope: !178, inlinedAt: !181)
!184 = !DILocation(line: 7, column: 113, scope: !185, inlinedAt: !181)
!185 = distinct !DILexicalBlock(scope: !178, file: !3, line: 7, column: 79)
!186 = !DILocation(line: 7, column: 110, scope: !185, inlinedAt: !181)
!187 = !DILocation(line: 12, column: 36, scope: !167)
!188 = !DILocation(line: 12, column: 30, scope: !167)
!189 = !DILocation(line: 12, column: 23, scope: !167)
!190 = !DILocation(line: 12, column: 5, scope: !88)
!191 = distinct !{!191, !190, !192, !160}
!192 = !DILocation(line: 12, column: 86, scope: !88)
!193 = !DILocation(line: 0, scope: !94)
!194 = !DILocation(line: 14, column: 46, scope: !94)
!195 = !DILocation(line: 15, column: 45, scope: !75)
!196 = !{!197, !197, i64 0}
!197 = !{!"short", !154, i64 0}
!198 = !DILocation(line: 15, column: 5, scope: !75)
!199 = !DILocation(line: 0, scope: !103)
!200 = !DILocation(line: 0, scope: !105)
!201 = !DILocation(line: 16, column: 61, scope: !202)
!202 = distinct !DILexicalBlock(scope: !105, file: !3, line: 16, column: 33)
!203 = !DILocation(line: 17, column: 5, scope: !75)
!204 = !DILocation(line: 19, column: 28, scope: !75)
!205 = !DILocation(line: 0, scope: !133)
!206 = !DILocalVariable(name: "__c", arg: 1, scope: !207, file: !208, line: 82, type: !64)
!207 = distinct !DISubprogram(name: "putchar", scope: !208, file: !208, line: 82, type: !209, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !211)
!208 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!209 = !DISubroutineType(types: !210)
!210 = !{!64, !64}
!211 = !{!206}
!212 = !DILocation(line: 0, scope: !207, inlinedAt: !213)
!213 = distinct !DILocation(line: 21, column: 68, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 21, column: 47)
!215 = distinct !DILexicalBlock(scope: !133, file: !3, line: 21, column: 19)
!216 = !DILocation(line: 84, column: 21, scope: !207, inlinedAt: !213)
!217 = !{!218, !218, i64 0}
!218 = !{!"any pointer", !154, i64 0}
!219 = !DILocation(line: 84, column: 10, scope: !207, inlinedAt: !213)
!220 = !DILocation(line: 21, column: 94, scope: !75)
!221 = !DILocation(line: 22, column: 59, scope: !75)
!222 = !DILocation(line: 22, column: 33, scope: !75)
!223 = !DILocation(line: 0, scope: !141)
!224 = !DILocation(line: 0, scope: !143)
!225 = !DILocation(line: 23, column: 99, scope: !226)
!226 = distinct !DILexicalBlock(scope: !143, file: !3, line: 23, column: 57)
!227 = !DILocation(line: 23, column: 96, scope: !226)
!228 = !DILocation(line: 23, column: 114, scope: !75)
!229 = !DILocation(line: 25, column: 1, scope: !75)
!230 = !DILocation(line: 0, scope: !97)
!231 = !DILocation(line: 14, column: 74, scope: !97)
!232 = !DILocation(line: 14, column: 42, scope: !95)
!233 = !DILocation(line: 14, column: 36, scope: !95)
!234 = distinct !{!234, !164, !235, !160}
!235 = !DILocation(line: 14, column: 229, scope: !92)
!236 = !DILocation(line: 0, scope: !100)
!237 = !DILocation(line: 14, column: 152, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 14, column: 130)
!239 = distinct !DILexicalBlock(scope: !100, file: !3, line: 14, column: 102)
!240 = !DILocation(line: 14, column: 132, scope: !238)
!241 = !DILocation(line: 14, column: 150, scope: !238)
!242 = !DILocation(line: 14, column: 218, scope: !238)
!243 = !DILocation(line: 14, column: 197, scope: !238)
!244 = !DILocation(line: 14, column: 200, scope: !238)
!245 = !DILocation(line: 14, column: 98, scope: !101)
!246 = !DILocation(line: 14, column: 92, scope: !101)
!247 = distinct !{!247, !231, !248, !160}
!248 = !DILocation(line: 14, column: 229, scope: !97)
!249 = !DILocation(line: 14, column: 70, scope: !98)
!250 = !DILocation(line: 14, column: 64, scope: !98)
!251 = distinct !{!251, !194, !252, !160}
!252 = !DILocation(line: 14, column: 229, scope: !94)
!253 = !DISubprogram(name: "printf", scope: !254, file: !254, line: 356, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!255 = !DISubroutineType(types: !256)
!256 = !{!64, !257, null}
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !258)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!260 = !DISubprogram(name: "snprintf", scope: !254, file: !254, line: 378, type: !261, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DISubroutineType(types: !262)
!262 = !{!64, !263, !265, !257, null}
!263 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !266, line: 18, baseType: !267)
!266 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!267 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!268 = !DISubprogram(name: "putc", scope: !254, file: !254, line: 550, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!64, !64, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !273, line: 7, baseType: !274)
!273 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!274 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !275, line: 49, size: 1728, elements: !276)
!275 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!276 = !{!277, !278, !279, !280, !281, !282, !283, !284, !285, !286, !287, !288, !289, !292, !294, !295, !296, !299, !301, !303, !307, !310, !312, !315, !318, !319, !321, !322, !323}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !274, file: !275, line: 51, baseType: !64, size: 32)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !274, file: !275, line: 54, baseType: !264, size: 64, offset: 64)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !274, file: !275, line: 55, baseType: !264, size: 64, offset: 128)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !274, file: !275, line: 56, baseType: !264, size: 64, offset: 192)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !274, file: !275, line: 57, baseType: !264, size: 64, offset: 256)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !274, file: !275, line: 58, baseType: !264, size: 64, offset: 320)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !274, file: !275, line: 59, baseType: !264, size: 64, offset: 384)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !274, file: !275, line: 60, baseType: !264, size: 64, offset: 448)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !274, file: !275, line: 61, baseType: !264, size: 64, offset: 512)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !274, file: !275, line: 64, baseType: !264, size: 64, offset: 576)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !274, file: !275, line: 65, baseType: !264, size: 64, offset: 640)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !274, file: !275, line: 66, baseType: !264, size: 64, offset: 704)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !274, file: !275, line: 68, baseType: !290, size: 64, offset: 768)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!291 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !275, line: 36, flags: DIFlagFwdDecl)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !274, file: !275, line: 70, baseType: !293, size: 64, offset: 832)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !274, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !274, file: !275, line: 72, baseType: !64, size: 32, offset: 896)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !274, file: !275, line: 73, baseType: !64, size: 32, offset: 928)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !274, file: !275, line: 74, baseType: !297, size: 64, offset: 960)
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !298, line: 152, baseType: !90)
!298 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !274, file: !275, line: 77, baseType: !300, size: 16, offset: 1024)
!300 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !274, file: !275, line: 78, baseType: !302, size: 8, offset: 1040)
!302 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !274, file: !275, line: 79, baseType: !304, size: 8, offset: 1048)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8, elements: !305)
!305 = !{!306}
!306 = !DISubrange(count: 1)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !274, file: !275, line: 81, baseType: !308, size: 64, offset: 1088)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !275, line: 43, baseType: null)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !274, file: !275, line: 89, baseType: !311, size: 64, offset: 1152)
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !298, line: 153, baseType: !90)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !274, file: !275, line: 91, baseType: !313, size: 64, offset: 1216)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!314 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !275, line: 37, flags: DIFlagFwdDecl)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !274, file: !275, line: 92, baseType: !316, size: 64, offset: 1280)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !275, line: 38, flags: DIFlagFwdDecl)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !274, file: !275, line: 93, baseType: !293, size: 64, offset: 1344)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !274, file: !275, line: 94, baseType: !320, size: 64, offset: 1408)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !274, file: !275, line: 95, baseType: !265, size: 64, offset: 1472)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !274, file: !275, line: 96, baseType: !64, size: 32, offset: 1536)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !274, file: !275, line: 98, baseType: !324, size: 160, offset: 1568)
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !325)
!325 = !{!326}
!326 = !DISubrange(count: 20)
