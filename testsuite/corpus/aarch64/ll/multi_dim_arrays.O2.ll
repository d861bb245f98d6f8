; ModuleID = 'programs/multi_dim_arrays.c'
source_filename = "programs/multi_dim_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@cube = internal unnamed_addr global [8 x [9 x [10 x i32]]] zeroinitializer, align 4
@.str = private unnamed_addr constant [18 x i8] c"plane %d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@hyper = internal unnamed_addr global [3 x [4 x [5 x [6 x i16]]]] zeroinitializer, align 2
@.str.2 = private unnamed_addr constant [25 x i8] c"hyper sum=%ld corner=%d\0A\00", align 1
@names = internal global [5 x [3 x [8 x i8]]] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"n%d_%d\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"names %s %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"t[3][2]=%g t[0][1]=%g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c" diag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"p[1][2][3]=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"colsum %d %d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %147, %1 ]
  %3 = mul nuw nsw i64 %2, 100
  %4 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 0
  %5 = trunc nuw nsw i64 %3 to i32
  store i32 %5, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 1
  %7 = trunc i64 %3 to i32
  %8 = insertelement <4 x i32> poison, i32 %7, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i32> %9, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %10, ptr %6, align 4, !tbaa !6
  %11 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 5
  %12 = trunc i64 %3 to i32
  %13 = insertelement <4 x i32> poison, i32 %12, i64 0
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> zeroinitializer
  %15 = add <4 x i32> %14, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %15, ptr %11, align 4, !tbaa !6
  %16 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 9
  %17 = trunc i64 %3 to i32
  %18 = add i32 %17, 9
  store i32 %18, ptr %16, align 4, !tbaa !6
  %19 = add nuw nsw i64 %3, 10
  %20 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 0
  %21 = trunc nuw nsw i64 %19 to i32
  store i32 %21, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 1
  %23 = trunc i64 %19 to i32
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  %26 = add <4 x i32> %25, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %26, ptr %22, align 4, !tbaa !6
  %27 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 5
  %28 = trunc i64 %19 to i32
  %29 = insertelement <4 x i32> poison, i32 %28, i64 0
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> zeroinitializer
  %31 = add <4 x i32> %30, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %31, ptr %27, align 4, !tbaa !6
  %32 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 9
  %33 = trunc i64 %19 to i32
  %34 = add i32 %33, 9
  store i32 %34, ptr %32, align 4, !tbaa !6
  %35 = add nuw nsw i64 %3, 20
  %36 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 0
  %37 = trunc nuw nsw i64 %35 to i32
  store i32 %37, ptr %36, align 4, !tbaa !6
  %38 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 1
  %39 = trunc i64 %35 to i32
  %40 = insertelement <4 x i32> poison, i32 %39, i64 0
  %41 = shufflevector <4 x i32> %40, <4 x i32> poison, <4 x i32> zeroinitializer
  %42 = add <4 x i32> %41, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %42, ptr %38, align 4, !tbaa !6
  %43 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 5
  %44 = trunc i64 %35 to i32
  %45 = insertelement <4 x i32> poison, i32 %44, i64 0
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer
  %47 = add <4 x i32> %46, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %47, ptr %43, align 4, !tbaa !6
  %48 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 9
  %49 = trunc i64 %35 to i32
  %50 = add i32 %49, 9
  store i32 %50, ptr %48, align 4, !tbaa !6
  %51 = add nuw nsw i64 %3, 30
  %52 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 0
  %53 = trunc nuw nsw i64 %51 to i32
  store i32 %53, ptr %52, align 4, !tbaa !6
  %54 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 1
  %55 = trunc i64 %51 to i32
  %56 = insertelement <4 x i32> poison, i32 %55, i64 0
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer
  %58 = add <4 x i32> %57, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %58, ptr %54, align 4, !tbaa !6
  %59 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 5
  %60 = trunc i64 %51 to i32
  %61 = insertelement <4 x i32> poison, i32 %60, i64 0
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer
  %63 = add <4 x i32> %62, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %63, ptr %59, align 4, !tbaa !6
  %64 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 9
  %65 = trunc i64 %51 to i32
  %66 = add i32 %65, 9
  store i32 %66, ptr %64, align 4, !tbaa !6
  %67 = add nuw nsw i64 %3, 40
  %68 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 0
  %69 = trunc nuw nsw i64 %67 to i32
  store i32 %69, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 1
  %71 = trunc i64 %67 to i32
  %72 = insertelement <4 x i32> poison, i32 %71, i64 0
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  %74 = add <4 x i32> %73, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %74, ptr %70, align 4, !tbaa !6
  %75 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 5
  %76 = trunc i64 %67 to i32
  %77 = insertelement <4 x i32> poison, i32 %76, i64 0
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer
  %79 = add <4 x i32> %78, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %79, ptr %75, align 4, !tbaa !6
  %80 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 9
  %81 = trunc i64 %67 to i32
  %82 = add i32 %81, 9
  store i32 %82, ptr %80, align 4, !tbaa !6
  %83 = add nuw nsw i64 %3, 50
  %84 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 0
  %85 = trunc nuw nsw i64 %83 to i32
  store i32 %85, ptr %84, align 4, !tbaa !6
  %86 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 1
  %87 = trunc i64 %83 to i32
  %88 = insertelement <4 x i32> poison, i32 %87, i64 0
  %89 = shufflevector <4 x i32> %88, <4 x i32> poison, <4 x i32> zeroinitializer
  %90 = add <4 x i32> %89, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %90, ptr %86, align 4, !tbaa !6
  %91 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 5
  %92 = trunc i64 %83 to i32
  %93 = insertelement <4 x i32> poison, i32 %92, i64 0
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer
  %95 = add <4 x i32> %94, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %95, ptr %91, align 4, !tbaa !6
  %96 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 9
  %97 = trunc i64 %83 to i32
  %98 = add i32 %97, 9
  store i32 %98, ptr %96, align 4, !tbaa !6
  %99 = add nuw nsw i64 %3, 60
  %100 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 0
  %101 = trunc nuw nsw i64 %99 to i32
  store i32 %101, ptr %100, align 4, !tbaa !6
  %102 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 1
  %103 = trunc i64 %99 to i32
  %104 = insertelement <4 x i32> poison, i32 %103, i64 0
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer
  %106 = add <4 x i32> %105, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %106, ptr %102, align 4, !tbaa !6
  %107 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 5
  %108 = trunc i64 %99 to i32
  %109 = insertelement <4 x i32> poison, i32 %108, i64 0
  %110 = shufflevector <4 x i32> %109, <4 x i32> poison, <4 x i32> zeroinitializer
  %111 = add <4 x i32> %110, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %111, ptr %107, align 4, !tbaa !6
  %112 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 9
  %113 = trunc i64 %99 to i32
  %114 = add i32 %113, 9
  store i32 %114, ptr %112, align 4, !tbaa !6
  %115 = add nuw nsw i64 %3, 70
  %116 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 0
  %117 = trunc nuw nsw i64 %115 to i32
  store i32 %117, ptr %116, align 4, !tbaa !6
  %118 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 1
  %119 = trunc i64 %115 to i32
  %120 = insertelement <4 x i32> poison, i32 %119, i64 0
  %121 = shufflevector <4 x i32> %120, <4 x i32> poison, <4 x i32> zeroinitializer
  %122 = add <4 x i32> %121, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %122, ptr %118, align 4, !tbaa !6
  %123 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 5
  %124 = trunc i64 %115 to i32
  %125 = insertelement <4 x i32> poison, i32 %124, i64 0
  %126 = shufflevector <4 x i32> %125, <4 x i32> poison, <4 x i32> zeroinitializer
  %127 = add <4 x i32> %126, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %127, ptr %123, align 4, !tbaa !6
  %128 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 9
  %129 = trunc i64 %115 to i32
  %130 = add i32 %129, 9
  store i32 %130, ptr %128, align 4, !tbaa !6
  %131 = add nuw nsw i64 %3, 80
  %132 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 0
  %133 = trunc nuw nsw i64 %131 to i32
  store i32 %133, ptr %132, align 4, !tbaa !6
  %134 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 1
  %135 = trunc i64 %131 to i32
  %136 = insertelement <4 x i32> poison, i32 %135, i64 0
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> zeroinitializer
  %138 = add <4 x i32> %137, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %138, ptr %134, align 4, !tbaa !6
  %139 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 5
  %140 = trunc i64 %131 to i32
  %141 = insertelement <4 x i32> poison, i32 %140, i64 0
  %142 = shufflevector <4 x i32> %141, <4 x i32> poison, <4 x i32> zeroinitializer
  %143 = add <4 x i32> %142, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %143, ptr %139, align 4, !tbaa !6
  %144 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 9
  %145 = trunc i64 %131 to i32
  %146 = add i32 %145, 9
  store i32 %146, ptr %144, align 4, !tbaa !6
  %147 = add nuw nsw i64 %2, 1
  %148 = icmp eq i64 %147, 8
  br i1 %148, label %151, label %1, !llvm.loop !10

149:                                              ; preds = %151
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2880, i64 noundef 360, i64 noundef 40, i64 noundef 60)
  br label %179

151:                                              ; preds = %1, %151
  %152 = phi i64 [ %177, %151 ], [ 0, %1 ]
  %153 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %152
  %154 = load <64 x i32>, ptr %153, align 4, !tbaa !6
  %155 = sext <64 x i32> %154 to <64 x i64>
  %156 = getelementptr inbounds i8, ptr %153, i64 256
  %157 = load <16 x i32>, ptr %156, align 4, !tbaa !6
  %158 = sext <16 x i32> %157 to <16 x i64>
  %159 = getelementptr inbounds i8, ptr %153, i64 320
  %160 = load <8 x i32>, ptr %159, align 4, !tbaa !6
  %161 = sext <8 x i32> %160 to <8 x i64>
  %162 = getelementptr inbounds i8, ptr %153, i64 352
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i8, ptr %153, i64 356
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = sext i32 %166 to i64
  %168 = tail call i64 @llvm.vector.reduce.add.v64i64(<64 x i64> %155)
  %169 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %158)
  %170 = add i64 %168, %169
  %171 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %161)
  %172 = add i64 %170, %171
  %173 = add i64 %172, %164
  %174 = add i64 %173, %167
  %175 = trunc nuw nsw i64 %152 to i32
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %175, i64 noundef %174)
  %177 = add nuw nsw i64 %152, 3
  %178 = icmp ult i64 %152, 5
  br i1 %178, label %151, label %149, !llvm.loop !12

179:                                              ; preds = %149, %255
  %180 = phi i64 [ 0, %149 ], [ %256, %255 ]
  %181 = phi i64 [ 0, %149 ], [ %312, %255 ]
  %182 = mul nuw nsw i64 %180, 1000
  br label %250

183:                                              ; preds = %255
  %184 = load i16, ptr getelementptr inbounds (i8, ptr @hyper, i64 718), align 2, !tbaa !13
  %185 = sext i16 %184 to i32
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %312, i32 noundef %185)
  %187 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @names, i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 0) #3
  %188 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 8), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 1) #3
  %189 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 16), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 2) #3
  %190 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 24), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 0) #3
  %191 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 32), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 1) #3
  %192 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 40), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2) #3
  %193 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 48), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 0) #3
  %194 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 56), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 1) #3
  %195 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 64), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 2) #3
  %196 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 72), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 0) #3
  %197 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 80), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 1) #3
  %198 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 88), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 2) #3
  %199 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 96), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 0) #3
  %200 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 104), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 1) #3
  %201 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 112), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 2) #3
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @names, ptr noundef nonnull getelementptr inbounds (i8, ptr @names, i64 112), ptr noundef nonnull getelementptr inbounds (i8, ptr @names, i64 56))
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.300000e+00, double noundef 1.000000e+00)
  %204 = load ptr, ptr @stdout, align 8, !tbaa !15
  %205 = tail call i32 @putc(i32 noundef 100, ptr noundef %204)
  %206 = load ptr, ptr @stdout, align 8, !tbaa !15
  %207 = tail call i32 @putc(i32 noundef 103, ptr noundef %206)
  %208 = load ptr, ptr @stdout, align 8, !tbaa !15
  %209 = tail call i32 @putc(i32 noundef 106, ptr noundef %208)
  %210 = load ptr, ptr @stdout, align 8, !tbaa !15
  %211 = tail call i32 @putc(i32 noundef 109, ptr noundef %210)
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 14)
  %213 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 1172), align 4, !tbaa !6
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %213)
  %215 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2520), align 4, !tbaa !6
  %216 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2556), align 4, !tbaa !6
  %217 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2560), align 4, !tbaa !6
  %218 = add nsw i32 %215, %217
  %219 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2596), align 4, !tbaa !6
  %220 = add nsw i32 %216, %219
  %221 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2600), align 4, !tbaa !6
  %222 = add nsw i32 %218, %221
  %223 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2636), align 4, !tbaa !6
  %224 = add nsw i32 %220, %223
  %225 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2640), align 4, !tbaa !6
  %226 = add nsw i32 %222, %225
  %227 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2676), align 4, !tbaa !6
  %228 = add nsw i32 %224, %227
  %229 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2680), align 4, !tbaa !6
  %230 = add nsw i32 %226, %229
  %231 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2716), align 4, !tbaa !6
  %232 = add nsw i32 %228, %231
  %233 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2720), align 4, !tbaa !6
  %234 = add nsw i32 %230, %233
  %235 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2756), align 4, !tbaa !6
  %236 = add nsw i32 %232, %235
  %237 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2760), align 4, !tbaa !6
  %238 = add nsw i32 %234, %237
  %239 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2796), align 4, !tbaa !6
  %240 = add nsw i32 %236, %239
  %241 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2800), align 4, !tbaa !6
  %242 = add nsw i32 %238, %241
  %243 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2836), align 4, !tbaa !6
  %244 = add nsw i32 %240, %243
  %245 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2840), align 4, !tbaa !6
  %246 = add nsw i32 %242, %245
  %247 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2876), align 4, !tbaa !6
  %248 = add nsw i32 %244, %247
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %246, i32 noundef %248)
  ret i32 14

250:                                              ; preds = %179, %315
  %251 = phi i64 [ 0, %179 ], [ %316, %315 ]
  %252 = phi i64 [ %181, %179 ], [ %312, %315 ]
  %253 = mul nuw nsw i64 %251, 65436
  %254 = add nuw nsw i64 %253, %182
  br label %258

255:                                              ; preds = %315
  %256 = add nuw nsw i64 %180, 1
  %257 = icmp eq i64 %256, 3
  br i1 %257, label %183, label %179, !llvm.loop !17

258:                                              ; preds = %250, %258
  %259 = phi i64 [ 0, %250 ], [ %313, %258 ]
  %260 = phi i64 [ %252, %250 ], [ %312, %258 ]
  %261 = mul nuw nsw i64 %259, 10
  %262 = add nuw nsw i64 %254, %261
  %263 = trunc i64 %262 to i16
  %264 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %180, i64 %251, i64 %259, i64 0
  store i16 %263, ptr %264, align 2, !tbaa !13
  %265 = shl i64 %262, 48
  %266 = ashr exact i64 %265, 48
  %267 = add nsw i64 %260, %266
  %268 = trunc i64 %262 to i32
  %269 = add i32 %268, -1
  %270 = trunc i32 %269 to i16
  %271 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %180, i64 %251, i64 %259, i64 1
  store i16 %270, ptr %271, align 2, !tbaa !13
  %272 = shl i32 %269, 16
  %273 = ashr exact i32 %272, 16
  %274 = sext i32 %273 to i64
  %275 = shl nsw i64 %274, 1
  %276 = add nsw i64 %267, %275
  %277 = trunc i64 %262 to i32
  %278 = add i32 %277, -2
  %279 = trunc i32 %278 to i16
  %280 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %180, i64 %251, i64 %259, i64 2
  store i16 %279, ptr %280, align 2, !tbaa !13
  %281 = shl i32 %278, 16
  %282 = ashr exact i32 %281, 16
  %283 = mul nsw i32 %282, 3
  %284 = sext i32 %283 to i64
  %285 = add nsw i64 %276, %284
  %286 = trunc i64 %262 to i32
  %287 = add i32 %286, -3
  %288 = trunc i32 %287 to i16
  %289 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %180, i64 %251, i64 %259, i64 3
  store i16 %288, ptr %289, align 2, !tbaa !13
  %290 = shl i32 %287, 16
  %291 = ashr exact i32 %290, 16
  %292 = sext i32 %291 to i64
  %293 = shl nsw i64 %292, 2
  %294 = add nsw i64 %285, %293
  %295 = trunc i64 %262 to i32
  %296 = add i32 %295, -4
  %297 = trunc i32 %296 to i16
  %298 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %180, i64 %251, i64 %259, i64 4
  store i16 %297, ptr %298, align 2, !tbaa !13
  %299 = shl i32 %296, 16
  %300 = ashr exact i32 %299, 16
  %301 = mul nsw i32 %300, 5
  %302 = sext i32 %301 to i64
  %303 = add nsw i64 %294, %302
  %304 = trunc i64 %262 to i32
  %305 = add i32 %304, -5
  %306 = trunc i32 %305 to i16
  %307 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %180, i64 %251, i64 %259, i64 5
  store i16 %306, ptr %307, align 2, !tbaa !13
  %308 = shl i32 %305, 16
  %309 = ashr exact i32 %308, 16
  %310 = mul nsw i32 %309, 6
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %303, %311
  %313 = add nuw nsw i64 %259, 1
  %314 = icmp eq i64 %313, 5
  br i1 %314, label %315, label %258, !llvm.loop !18

315:                                              ; preds = %258
  %316 = add nuw nsw i64 %251, 1
  %317 = icmp eq i64 %316, 4
  br i1 %317, label %255, label %250, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v64i64(<64 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v16i64(<16 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
