; ModuleID = 'programs/multi_dim_arrays.c'
source_filename = "programs/multi_dim_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@cube = internal unnamed_addr global [8 x [9 x [10 x i32]]] zeroinitializer, align 16
@.str = private unnamed_addr constant [18 x i8] c"plane %d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@hyper = internal unnamed_addr global [3 x [4 x [5 x [6 x i16]]]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [25 x i8] c"hyper sum=%ld corner=%d\0A\00", align 1
@names = internal global [5 x [3 x [8 x i8]]] zeroinitializer, align 16
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
  store i32 %5, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 1
  %7 = trunc i64 %3 to i32
  %8 = insertelement <4 x i32> poison, i32 %7, i64 0
  %9 = shufflevector <4 x i32> %8, <4 x i32> poison, <4 x i32> zeroinitializer
  %10 = add <4 x i32> %9, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %10, ptr %6, align 4, !tbaa !5
  %11 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 5
  %12 = trunc i64 %3 to i32
  %13 = insertelement <4 x i32> poison, i32 %12, i64 0
  %14 = shufflevector <4 x i32> %13, <4 x i32> poison, <4 x i32> zeroinitializer
  %15 = add <4 x i32> %14, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %15, ptr %11, align 4, !tbaa !5
  %16 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 0, i64 9
  %17 = trunc i64 %3 to i32
  %18 = add i32 %17, 9
  store i32 %18, ptr %16, align 4, !tbaa !5
  %19 = add nuw nsw i64 %3, 10
  %20 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 0
  %21 = trunc nuw nsw i64 %19 to i32
  store i32 %21, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 1
  %23 = trunc i64 %19 to i32
  %24 = insertelement <4 x i32> poison, i32 %23, i64 0
  %25 = shufflevector <4 x i32> %24, <4 x i32> poison, <4 x i32> zeroinitializer
  %26 = add <4 x i32> %25, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %26, ptr %22, align 4, !tbaa !5
  %27 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 5
  %28 = trunc i64 %19 to i32
  %29 = insertelement <4 x i32> poison, i32 %28, i64 0
  %30 = shufflevector <4 x i32> %29, <4 x i32> poison, <4 x i32> zeroinitializer
  %31 = add <4 x i32> %30, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %31, ptr %27, align 4, !tbaa !5
  %32 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 1, i64 9
  %33 = trunc i64 %19 to i32
  %34 = add i32 %33, 9
  store i32 %34, ptr %32, align 4, !tbaa !5
  %35 = add nuw nsw i64 %3, 20
  %36 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 0
  %37 = trunc nuw nsw i64 %35 to i32
  store i32 %37, ptr %36, align 8, !tbaa !5
  %38 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 1
  %39 = trunc i64 %35 to i32
  %40 = insertelement <4 x i32> poison, i32 %39, i64 0
  %41 = shufflevector <4 x i32> %40, <4 x i32> poison, <4 x i32> zeroinitializer
  %42 = add <4 x i32> %41, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %42, ptr %38, align 4, !tbaa !5
  %43 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 5
  %44 = trunc i64 %35 to i32
  %45 = insertelement <4 x i32> poison, i32 %44, i64 0
  %46 = shufflevector <4 x i32> %45, <4 x i32> poison, <4 x i32> zeroinitializer
  %47 = add <4 x i32> %46, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %47, ptr %43, align 4, !tbaa !5
  %48 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 2, i64 9
  %49 = trunc i64 %35 to i32
  %50 = add i32 %49, 9
  store i32 %50, ptr %48, align 4, !tbaa !5
  %51 = add nuw nsw i64 %3, 30
  %52 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 0
  %53 = trunc nuw nsw i64 %51 to i32
  store i32 %53, ptr %52, align 8, !tbaa !5
  %54 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 1
  %55 = trunc i64 %51 to i32
  %56 = insertelement <4 x i32> poison, i32 %55, i64 0
  %57 = shufflevector <4 x i32> %56, <4 x i32> poison, <4 x i32> zeroinitializer
  %58 = add <4 x i32> %57, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %58, ptr %54, align 4, !tbaa !5
  %59 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 5
  %60 = trunc i64 %51 to i32
  %61 = insertelement <4 x i32> poison, i32 %60, i64 0
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer
  %63 = add <4 x i32> %62, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %63, ptr %59, align 4, !tbaa !5
  %64 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 3, i64 9
  %65 = trunc i64 %51 to i32
  %66 = add i32 %65, 9
  store i32 %66, ptr %64, align 4, !tbaa !5
  %67 = add nuw nsw i64 %3, 40
  %68 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 0
  %69 = trunc nuw nsw i64 %67 to i32
  store i32 %69, ptr %68, align 8, !tbaa !5
  %70 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 1
  %71 = trunc i64 %67 to i32
  %72 = insertelement <4 x i32> poison, i32 %71, i64 0
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  %74 = add <4 x i32> %73, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %74, ptr %70, align 4, !tbaa !5
  %75 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 5
  %76 = trunc i64 %67 to i32
  %77 = insertelement <4 x i32> poison, i32 %76, i64 0
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer
  %79 = add <4 x i32> %78, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %79, ptr %75, align 4, !tbaa !5
  %80 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 4, i64 9
  %81 = trunc i64 %67 to i32
  %82 = add i32 %81, 9
  store i32 %82, ptr %80, align 4, !tbaa !5
  %83 = add nuw nsw i64 %3, 50
  %84 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 0
  %85 = trunc nuw nsw i64 %83 to i32
  store i32 %85, ptr %84, align 8, !tbaa !5
  %86 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 1
  %87 = trunc i64 %83 to i32
  %88 = insertelement <4 x i32> poison, i32 %87, i64 0
  %89 = shufflevector <4 x i32> %88, <4 x i32> poison, <4 x i32> zeroinitializer
  %90 = add <4 x i32> %89, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %90, ptr %86, align 4, !tbaa !5
  %91 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 5
  %92 = trunc i64 %83 to i32
  %93 = insertelement <4 x i32> poison, i32 %92, i64 0
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer
  %95 = add <4 x i32> %94, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %95, ptr %91, align 4, !tbaa !5
  %96 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 5, i64 9
  %97 = trunc i64 %83 to i32
  %98 = add i32 %97, 9
  store i32 %98, ptr %96, align 4, !tbaa !5
  %99 = add nuw nsw i64 %3, 60
  %100 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 0
  %101 = trunc nuw nsw i64 %99 to i32
  store i32 %101, ptr %100, align 8, !tbaa !5
  %102 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 1
  %103 = trunc i64 %99 to i32
  %104 = insertelement <4 x i32> poison, i32 %103, i64 0
  %105 = shufflevector <4 x i32> %104, <4 x i32> poison, <4 x i32> zeroinitializer
  %106 = add <4 x i32> %105, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %106, ptr %102, align 4, !tbaa !5
  %107 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 5
  %108 = trunc i64 %99 to i32
  %109 = insertelement <4 x i32> poison, i32 %108, i64 0
  %110 = shufflevector <4 x i32> %109, <4 x i32> poison, <4 x i32> zeroinitializer
  %111 = add <4 x i32> %110, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %111, ptr %107, align 4, !tbaa !5
  %112 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 6, i64 9
  %113 = trunc i64 %99 to i32
  %114 = add i32 %113, 9
  store i32 %114, ptr %112, align 4, !tbaa !5
  %115 = add nuw nsw i64 %3, 70
  %116 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 0
  %117 = trunc nuw nsw i64 %115 to i32
  store i32 %117, ptr %116, align 8, !tbaa !5
  %118 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 1
  %119 = trunc i64 %115 to i32
  %120 = insertelement <4 x i32> poison, i32 %119, i64 0
  %121 = shufflevector <4 x i32> %120, <4 x i32> poison, <4 x i32> zeroinitializer
  %122 = add <4 x i32> %121, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %122, ptr %118, align 4, !tbaa !5
  %123 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 5
  %124 = trunc i64 %115 to i32
  %125 = insertelement <4 x i32> poison, i32 %124, i64 0
  %126 = shufflevector <4 x i32> %125, <4 x i32> poison, <4 x i32> zeroinitializer
  %127 = add <4 x i32> %126, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %127, ptr %123, align 4, !tbaa !5
  %128 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 7, i64 9
  %129 = trunc i64 %115 to i32
  %130 = add i32 %129, 9
  store i32 %130, ptr %128, align 4, !tbaa !5
  %131 = add nuw nsw i64 %3, 80
  %132 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 0
  %133 = trunc nuw nsw i64 %131 to i32
  store i32 %133, ptr %132, align 8, !tbaa !5
  %134 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 1
  %135 = trunc i64 %131 to i32
  %136 = insertelement <4 x i32> poison, i32 %135, i64 0
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> zeroinitializer
  %138 = add <4 x i32> %137, <i32 1, i32 2, i32 3, i32 4>
  store <4 x i32> %138, ptr %134, align 4, !tbaa !5
  %139 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 5
  %140 = trunc i64 %131 to i32
  %141 = insertelement <4 x i32> poison, i32 %140, i64 0
  %142 = shufflevector <4 x i32> %141, <4 x i32> poison, <4 x i32> zeroinitializer
  %143 = add <4 x i32> %142, <i32 5, i32 6, i32 7, i32 8>
  store <4 x i32> %143, ptr %139, align 4, !tbaa !5
  %144 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %2, i64 8, i64 9
  %145 = trunc i64 %131 to i32
  %146 = add i32 %145, 9
  store i32 %146, ptr %144, align 4, !tbaa !5
  %147 = add nuw nsw i64 %2, 1
  %148 = icmp eq i64 %147, 8
  br i1 %148, label %151, label %1, !llvm.loop !9

149:                                              ; preds = %151
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 2880, i64 noundef 360, i64 noundef 40, i64 noundef 60)
  br label %206

151:                                              ; preds = %1, %151
  %152 = phi i64 [ %204, %151 ], [ 0, %1 ]
  %153 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %152
  %154 = load <64 x i32>, ptr %153, align 8, !tbaa !5
  %155 = sext <64 x i32> %154 to <64 x i64>
  %156 = getelementptr inbounds i8, ptr %153, i64 256
  %157 = load <16 x i32>, ptr %156, align 8, !tbaa !5
  %158 = sext <16 x i32> %157 to <16 x i64>
  %159 = getelementptr inbounds i8, ptr %153, i64 320
  %160 = load i32, ptr %159, align 8, !tbaa !5
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i8, ptr %153, i64 324
  %163 = load i32, ptr %162, align 4, !tbaa !5
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i8, ptr %153, i64 328
  %166 = load i32, ptr %165, align 8, !tbaa !5
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds i8, ptr %153, i64 332
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds i8, ptr %153, i64 336
  %172 = load i32, ptr %171, align 8, !tbaa !5
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i8, ptr %153, i64 340
  %175 = load i32, ptr %174, align 4, !tbaa !5
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i8, ptr %153, i64 344
  %178 = load i32, ptr %177, align 8, !tbaa !5
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds i8, ptr %153, i64 348
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i8, ptr %153, i64 352
  %184 = load i32, ptr %183, align 8, !tbaa !5
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i8, ptr %153, i64 356
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = sext i32 %187 to i64
  %189 = tail call i64 @llvm.vector.reduce.add.v64i64(<64 x i64> %155)
  %190 = tail call i64 @llvm.vector.reduce.add.v16i64(<16 x i64> %158)
  %191 = add i64 %189, %190
  %192 = add i64 %191, %161
  %193 = add nsw i64 %164, %167
  %194 = add nsw i64 %170, %173
  %195 = add nsw i64 %176, %179
  %196 = add nsw i64 %182, %185
  %197 = add i64 %192, %193
  %198 = add nsw i64 %194, %195
  %199 = add nsw i64 %196, %188
  %200 = add i64 %197, %198
  %201 = add i64 %200, %199
  %202 = trunc nuw nsw i64 %152 to i32
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %202, i64 noundef %201)
  %204 = add nuw nsw i64 %152, 3
  %205 = icmp ult i64 %152, 5
  br i1 %205, label %151, label %149, !llvm.loop !11

206:                                              ; preds = %149, %282
  %207 = phi i64 [ 0, %149 ], [ %283, %282 ]
  %208 = phi i64 [ 0, %149 ], [ %339, %282 ]
  %209 = mul nuw nsw i64 %207, 1000
  br label %277

210:                                              ; preds = %282
  %211 = load i16, ptr getelementptr inbounds (i8, ptr @hyper, i64 718), align 2, !tbaa !12
  %212 = sext i16 %211 to i32
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %339, i32 noundef %212)
  %214 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @names, i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 0) #3
  %215 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 8), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 1) #3
  %216 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 16), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 0, i32 noundef 2) #3
  %217 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 24), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 0) #3
  %218 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 32), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 1) #3
  %219 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 40), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 1, i32 noundef 2) #3
  %220 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 48), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 0) #3
  %221 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 56), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 1) #3
  %222 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 64), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 2, i32 noundef 2) #3
  %223 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 72), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 0) #3
  %224 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 80), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 1) #3
  %225 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 88), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 3, i32 noundef 2) #3
  %226 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 96), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 0) #3
  %227 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 104), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 1) #3
  %228 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) getelementptr inbounds (i8, ptr @names, i64 112), i64 noundef 8, ptr noundef nonnull @.str.3, i32 noundef 4, i32 noundef 2) #3
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @names, ptr noundef nonnull getelementptr inbounds (i8, ptr @names, i64 112), ptr noundef nonnull getelementptr inbounds (i8, ptr @names, i64 56))
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.300000e+00, double noundef 1.000000e+00)
  %231 = load ptr, ptr @stdout, align 8, !tbaa !14
  %232 = tail call i32 @putc(i32 noundef 100, ptr noundef %231)
  %233 = load ptr, ptr @stdout, align 8, !tbaa !14
  %234 = tail call i32 @putc(i32 noundef 103, ptr noundef %233)
  %235 = load ptr, ptr @stdout, align 8, !tbaa !14
  %236 = tail call i32 @putc(i32 noundef 106, ptr noundef %235)
  %237 = load ptr, ptr @stdout, align 8, !tbaa !14
  %238 = tail call i32 @putc(i32 noundef 109, ptr noundef %237)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 14)
  %240 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 1172), align 4, !tbaa !5
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %240)
  %242 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2520), align 8, !tbaa !5
  %243 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2556), align 4, !tbaa !5
  %244 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2560), align 16, !tbaa !5
  %245 = add nsw i32 %242, %244
  %246 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2596), align 4, !tbaa !5
  %247 = add nsw i32 %243, %246
  %248 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2600), align 8, !tbaa !5
  %249 = add nsw i32 %245, %248
  %250 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2636), align 4, !tbaa !5
  %251 = add nsw i32 %247, %250
  %252 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2640), align 16, !tbaa !5
  %253 = add nsw i32 %249, %252
  %254 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2676), align 4, !tbaa !5
  %255 = add nsw i32 %251, %254
  %256 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2680), align 8, !tbaa !5
  %257 = add nsw i32 %253, %256
  %258 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2716), align 4, !tbaa !5
  %259 = add nsw i32 %255, %258
  %260 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2720), align 16, !tbaa !5
  %261 = add nsw i32 %257, %260
  %262 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2756), align 4, !tbaa !5
  %263 = add nsw i32 %259, %262
  %264 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2760), align 8, !tbaa !5
  %265 = add nsw i32 %261, %264
  %266 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2796), align 4, !tbaa !5
  %267 = add nsw i32 %263, %266
  %268 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2800), align 16, !tbaa !5
  %269 = add nsw i32 %265, %268
  %270 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2836), align 4, !tbaa !5
  %271 = add nsw i32 %267, %270
  %272 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2840), align 8, !tbaa !5
  %273 = add nsw i32 %269, %272
  %274 = load i32, ptr getelementptr inbounds (i8, ptr @cube, i64 2876), align 4, !tbaa !5
  %275 = add nsw i32 %271, %274
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %273, i32 noundef %275)
  ret i32 14

277:                                              ; preds = %206, %342
  %278 = phi i64 [ 0, %206 ], [ %343, %342 ]
  %279 = phi i64 [ %208, %206 ], [ %339, %342 ]
  %280 = mul nuw nsw i64 %278, 65436
  %281 = add nuw nsw i64 %280, %209
  br label %285

282:                                              ; preds = %342
  %283 = add nuw nsw i64 %207, 1
  %284 = icmp eq i64 %283, 3
  br i1 %284, label %210, label %206, !llvm.loop !16

285:                                              ; preds = %277, %285
  %286 = phi i64 [ 0, %277 ], [ %340, %285 ]
  %287 = phi i64 [ %279, %277 ], [ %339, %285 ]
  %288 = mul nuw nsw i64 %286, 10
  %289 = add nuw nsw i64 %281, %288
  %290 = trunc i64 %289 to i16
  %291 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 0
  store i16 %290, ptr %291, align 4, !tbaa !12
  %292 = shl i64 %289, 48
  %293 = ashr exact i64 %292, 48
  %294 = add nsw i64 %287, %293
  %295 = trunc i64 %289 to i32
  %296 = add i32 %295, -1
  %297 = trunc i32 %296 to i16
  %298 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 1
  store i16 %297, ptr %298, align 2, !tbaa !12
  %299 = shl i32 %296, 16
  %300 = ashr exact i32 %299, 16
  %301 = sext i32 %300 to i64
  %302 = shl nsw i64 %301, 1
  %303 = add nsw i64 %294, %302
  %304 = trunc i64 %289 to i32
  %305 = add i32 %304, -2
  %306 = trunc i32 %305 to i16
  %307 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 2
  store i16 %306, ptr %307, align 4, !tbaa !12
  %308 = shl i32 %305, 16
  %309 = ashr exact i32 %308, 16
  %310 = mul nsw i32 %309, 3
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %303, %311
  %313 = trunc i64 %289 to i32
  %314 = add i32 %313, -3
  %315 = trunc i32 %314 to i16
  %316 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 3
  store i16 %315, ptr %316, align 2, !tbaa !12
  %317 = shl i32 %314, 16
  %318 = ashr exact i32 %317, 16
  %319 = sext i32 %318 to i64
  %320 = shl nsw i64 %319, 2
  %321 = add nsw i64 %312, %320
  %322 = trunc i64 %289 to i32
  %323 = add i32 %322, -4
  %324 = trunc i32 %323 to i16
  %325 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 4
  store i16 %324, ptr %325, align 4, !tbaa !12
  %326 = shl i32 %323, 16
  %327 = ashr exact i32 %326, 16
  %328 = mul nsw i32 %327, 5
  %329 = sext i32 %328 to i64
  %330 = add nsw i64 %321, %329
  %331 = trunc i64 %289 to i32
  %332 = add i32 %331, -5
  %333 = trunc i32 %332 to i16
  %334 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %207, i64 %278, i64 %286, i64 5
  store i16 %333, ptr %334, align 2, !tbaa !12
  %335 = shl i32 %332, 16
  %336 = ashr exact i32 %335, 16
  %337 = mul nsw i32 %336, 6
  %338 = sext i32 %337 to i64
  %339 = add nsw i64 %330, %338
  %340 = add nuw nsw i64 %286, 1
  %341 = icmp eq i64 %340, 5
  br i1 %341, label %342, label %285, !llvm.loop !17

342:                                              ; preds = %285
  %343 = add nuw nsw i64 %278, 1
  %344 = icmp eq i64 %343, 4
  br i1 %344, label %282, label %277, !llvm.loop !18
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
