; ModuleID = 'programs/trie_word_count.c'
source_filename = "programs/trie_word_count.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.syll.rel = internal unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @main.syll.rel to i64)) to i32)], align 4
@.str = private unnamed_addr constant [3 x i8] c"ka\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ri\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"to\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ne\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"sa\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"mo\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"lu\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"pe\00", align 1
@.str.8 = private unnamed_addr constant [51 x i8] c"lookup karito=%d sa=%d zz=%d prefix ka=%d kari=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [38 x i8] c"\0Adistinct=%d removed=%d after: sa=%d\0A\00", align 1
@distinct = internal unnamed_addr global i32 0, align 4
@shown = internal unnamed_addr global i32 0, align 4
@.str.13 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 4
  %2 = alloca [64 x i8], align 1
  %3 = tail call noalias noundef dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  br label %109

4:                                                ; preds = %141
  %5 = icmp eq ptr %3, null
  br i1 %5, label %100, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %3, i64 80
  %8 = load ptr, ptr %7, align 8, !tbaa !6
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %29, !llvm.loop !10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !6
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %29, !llvm.loop !10

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %11, i64 136
  %15 = load ptr, ptr %14, align 8, !tbaa !6
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %29, !llvm.loop !10

17:                                               ; preds = %13
  %18 = getelementptr inbounds i8, ptr %15, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !6
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %29, !llvm.loop !10

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 152
  %23 = load ptr, ptr %22, align 8, !tbaa !6
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %29, !llvm.loop !10

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 112
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = icmp ne ptr %27, null
  br label %29

29:                                               ; preds = %25, %21, %17, %13, %10, %6
  %30 = phi ptr [ %8, %6 ], [ %11, %10 ], [ %15, %13 ], [ %19, %17 ], [ %23, %21 ], [ %27, %25 ]
  %31 = phi i1 [ %9, %6 ], [ %12, %10 ], [ %16, %13 ], [ %20, %17 ], [ %24, %21 ], [ %28, %25 ]
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %30, i64 208
  %34 = load i32, ptr %33, align 8, !tbaa !12
  br label %35

35:                                               ; preds = %29, %32
  %36 = phi i32 [ %34, %32 ], [ 0, %29 ]
  %37 = getelementptr inbounds i8, ptr %3, i64 144
  %38 = load ptr, ptr %37, align 8, !tbaa !6
  %39 = icmp ne ptr %38, null
  br i1 %39, label %40, label %43, !llvm.loop !10

40:                                               ; preds = %35
  %41 = load ptr, ptr %38, align 8, !tbaa !6
  %42 = icmp ne ptr %41, null
  br label %43

43:                                               ; preds = %40, %35
  %44 = phi ptr [ %38, %35 ], [ %41, %40 ]
  %45 = phi i1 [ %39, %35 ], [ %42, %40 ]
  br i1 %45, label %46, label %49

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 208
  %48 = load i32, ptr %47, align 8, !tbaa !12
  br label %49

49:                                               ; preds = %43, %46
  %50 = phi i32 [ %48, %46 ], [ 0, %43 ]
  %51 = getelementptr inbounds i8, ptr %3, i64 200
  %52 = load ptr, ptr %51, align 8, !tbaa !6
  %53 = icmp ne ptr %52, null
  br i1 %53, label %54, label %58, !llvm.loop !10

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %52, i64 200
  %56 = load ptr, ptr %55, align 8, !tbaa !6
  %57 = icmp ne ptr %56, null
  br label %58

58:                                               ; preds = %54, %49
  %59 = phi ptr [ %52, %49 ], [ %56, %54 ]
  %60 = phi i1 [ %53, %49 ], [ %57, %54 ]
  br i1 %60, label %61, label %64

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %59, i64 208
  %63 = load i32, ptr %62, align 8, !tbaa !12
  br label %64

64:                                               ; preds = %58, %61
  %65 = phi i32 [ %63, %61 ], [ 0, %58 ]
  %66 = getelementptr inbounds i8, ptr %3, i64 80
  %67 = load ptr, ptr %66, align 8, !tbaa !6
  %68 = icmp ne ptr %67, null
  br i1 %68, label %69, label %72, !llvm.loop !15

69:                                               ; preds = %64
  %70 = load ptr, ptr %67, align 8, !tbaa !6
  %71 = icmp ne ptr %70, null
  br label %72

72:                                               ; preds = %69, %64
  %73 = phi ptr [ %67, %64 ], [ %70, %69 ]
  %74 = phi i1 [ %68, %64 ], [ %71, %69 ]
  br i1 %74, label %75, label %78

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %73, i64 212
  %77 = load i32, ptr %76, align 4, !tbaa !16
  br label %78

78:                                               ; preds = %72, %75
  %79 = phi i32 [ %77, %75 ], [ 0, %72 ]
  %80 = getelementptr inbounds i8, ptr %3, i64 80
  %81 = load ptr, ptr %80, align 8, !tbaa !6
  %82 = icmp ne ptr %81, null
  br i1 %82, label %83, label %94, !llvm.loop !15

83:                                               ; preds = %78
  %84 = load ptr, ptr %81, align 8, !tbaa !6
  %85 = icmp ne ptr %84, null
  br i1 %85, label %86, label %94, !llvm.loop !15

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %84, i64 136
  %88 = load ptr, ptr %87, align 8, !tbaa !6
  %89 = icmp ne ptr %88, null
  br i1 %89, label %90, label %94, !llvm.loop !15

90:                                               ; preds = %86
  %91 = getelementptr inbounds i8, ptr %88, i64 64
  %92 = load ptr, ptr %91, align 8, !tbaa !6
  %93 = icmp ne ptr %92, null
  br label %94

94:                                               ; preds = %90, %86, %83, %78
  %95 = phi ptr [ %81, %78 ], [ %84, %83 ], [ %88, %86 ], [ %92, %90 ]
  %96 = phi i1 [ %82, %78 ], [ %85, %83 ], [ %89, %86 ], [ %93, %90 ]
  br i1 %96, label %97, label %100

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %95, i64 212
  %99 = load i32, ptr %98, align 4, !tbaa !16
  br label %100

100:                                              ; preds = %4, %94, %97
  %101 = phi i32 [ %36, %97 ], [ %36, %94 ], [ 0, %4 ]
  %102 = phi i32 [ %50, %97 ], [ %50, %94 ], [ 0, %4 ]
  %103 = phi i32 [ %65, %97 ], [ %65, %94 ], [ 0, %4 ]
  %104 = phi i32 [ %79, %97 ], [ %79, %94 ], [ 0, %4 ]
  %105 = phi i32 [ %99, %97 ], [ 0, %94 ], [ 0, %4 ]
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105)
  %107 = getelementptr inbounds i8, ptr %3, i64 144
  %108 = getelementptr inbounds i8, ptr %3, i64 144
  br label %181

109:                                              ; preds = %0, %141
  %110 = phi i32 [ 0, %0 ], [ %146, %141 ]
  %111 = phi i32 [ 2024, %0 ], [ %152, %141 ]
  store i8 0, ptr %1, align 4, !tbaa !17
  %112 = mul i32 %111, 1103515245
  %113 = add i32 %112, 12345
  %114 = lshr i32 %113, 16
  %115 = trunc nuw i32 %114 to i16
  %116 = urem i16 %115, 3
  %117 = add nuw nsw i16 %116, 1
  %118 = zext nneg i16 %117 to i32
  br label %148

119:                                              ; preds = %148
  %120 = load i8, ptr %1, align 4, !tbaa !17
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %141, label %122

122:                                              ; preds = %119, %133
  %123 = phi i8 [ %139, %133 ], [ %120, %119 ]
  %124 = phi ptr [ %134, %133 ], [ %3, %119 ]
  %125 = phi ptr [ %138, %133 ], [ %1, %119 ]
  %126 = zext i8 %123 to i64
  %127 = add nsw i64 %126, -97
  %128 = getelementptr inbounds [26 x ptr], ptr %124, i64 0, i64 %127
  %129 = load ptr, ptr %128, align 8, !tbaa !6
  %130 = icmp eq ptr %129, null
  br i1 %130, label %131, label %133

131:                                              ; preds = %122
  %132 = call noalias noundef dereferenceable_or_null(216) ptr @calloc(i64 noundef 1, i64 noundef 216) #8
  store ptr %132, ptr %128, align 8, !tbaa !6
  br label %133

133:                                              ; preds = %131, %122
  %134 = phi ptr [ %132, %131 ], [ %129, %122 ]
  %135 = getelementptr inbounds i8, ptr %134, i64 212
  %136 = load i32, ptr %135, align 4, !tbaa !16
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %135, align 4, !tbaa !16
  %138 = getelementptr inbounds i8, ptr %125, i64 1
  %139 = load i8, ptr %138, align 1, !tbaa !17
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %141, label %122, !llvm.loop !18

141:                                              ; preds = %133, %119
  %142 = phi ptr [ %3, %119 ], [ %134, %133 ]
  %143 = getelementptr inbounds i8, ptr %142, i64 208
  %144 = load i32, ptr %143, align 8, !tbaa !12
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %143, align 8, !tbaa !12
  %146 = add nuw nsw i32 %110, 1
  %147 = icmp eq i32 %146, 5000
  br i1 %147, label %4, label %109, !llvm.loop !19

148:                                              ; preds = %109, %148
  %149 = phi i32 [ 0, %109 ], [ %159, %148 ]
  %150 = phi i32 [ %113, %109 ], [ %152, %148 ]
  %151 = mul i32 %150, 1103515245
  %152 = add i32 %151, 12345
  %153 = lshr i32 %152, 16
  %154 = and i32 %153, 7
  %155 = zext nneg i32 %154 to i64
  %156 = shl i64 %155, 2
  %157 = call ptr @llvm.load.relative.i64(ptr @main.syll.rel, i64 %156)
  %158 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %157) #9
  %159 = add nuw nsw i32 %149, 1
  %160 = icmp eq i32 %159, %118
  br i1 %160, label %119, label %148, !llvm.loop !20

161:                                              ; preds = %206
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #9
  call fastcc void @walk(ptr noundef %3, ptr noundef nonnull %2, i32 noundef 0)
  %162 = load i32, ptr @distinct, align 4, !tbaa !21
  br i1 %5, label %176, label %163

163:                                              ; preds = %161
  %164 = getelementptr inbounds i8, ptr %3, i64 144
  %165 = load ptr, ptr %164, align 8, !tbaa !6
  %166 = icmp ne ptr %165, null
  br i1 %166, label %167, label %170, !llvm.loop !10

167:                                              ; preds = %163
  %168 = load ptr, ptr %165, align 8, !tbaa !6
  %169 = icmp ne ptr %168, null
  br label %170

170:                                              ; preds = %167, %163
  %171 = phi ptr [ %165, %163 ], [ %168, %167 ]
  %172 = phi i1 [ %166, %163 ], [ %169, %167 ]
  br i1 %172, label %173, label %176

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %171, i64 208
  %175 = load i32, ptr %174, align 8, !tbaa !12
  br label %176

176:                                              ; preds = %161, %170, %173
  %177 = phi i32 [ %175, %173 ], [ 0, %170 ], [ 0, %161 ]
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %162, i32 noundef %208, i32 noundef %177)
  call fastcc void @free_trie(ptr noundef %3)
  %179 = load i32, ptr @distinct, align 4, !tbaa !21
  %180 = and i32 %179, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  ret i32 %180

181:                                              ; preds = %100, %206
  %182 = phi i32 [ 0, %100 ], [ %209, %206 ]
  %183 = phi i32 [ 0, %100 ], [ %208, %206 ]
  br i1 %5, label %206, label %184

184:                                              ; preds = %181
  %185 = load ptr, ptr %108, align 8, !tbaa !6
  %186 = icmp ne ptr %185, null
  br i1 %186, label %187, label %190, !llvm.loop !10

187:                                              ; preds = %184
  %188 = load ptr, ptr %185, align 8, !tbaa !6
  %189 = icmp ne ptr %188, null
  br label %190

190:                                              ; preds = %187, %184
  %191 = phi ptr [ %185, %184 ], [ %188, %187 ]
  %192 = phi i1 [ %186, %184 ], [ %189, %187 ]
  br i1 %192, label %193, label %206

193:                                              ; preds = %190
  %194 = getelementptr inbounds i8, ptr %191, i64 208
  %195 = load i32, ptr %194, align 8, !tbaa !12
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %206, label %197

197:                                              ; preds = %193
  %198 = load ptr, ptr %107, align 8, !tbaa !6
  %199 = getelementptr inbounds i8, ptr %198, i64 212
  %200 = load i32, ptr %199, align 4, !tbaa !16
  %201 = add nsw i32 %200, -1
  store i32 %201, ptr %199, align 4, !tbaa !16
  %202 = load ptr, ptr %198, align 8, !tbaa !6
  %203 = getelementptr inbounds i8, ptr %202, i64 208
  %204 = load <2 x i32>, ptr %203, align 8, !tbaa !21
  %205 = add nsw <2 x i32> %204, <i32 -1, i32 -1>
  store <2 x i32> %205, ptr %203, align 8, !tbaa !21
  br label %206

206:                                              ; preds = %181, %190, %193, %197
  %207 = phi i32 [ 1, %197 ], [ 0, %193 ], [ 0, %190 ], [ 0, %181 ]
  %208 = add nuw nsw i32 %207, %183
  %209 = add nuw nsw i32 %182, 1
  %210 = icmp eq i32 %209, 40
  br i1 %210, label %161, label %181, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @walk(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = getelementptr inbounds i8, ptr %0, i64 208
  %5 = load i32, ptr %4, align 8, !tbaa !12
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %19, label %7

7:                                                ; preds = %3
  %8 = load i32, ptr @distinct, align 4, !tbaa !21
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @distinct, align 4, !tbaa !21
  %10 = load i32, ptr @shown, align 4, !tbaa !21
  %11 = icmp slt i32 %10, 12
  br i1 %11, label %12, label %19

12:                                               ; preds = %7
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i8, ptr %1, i64 %13
  store i8 0, ptr %14, align 1, !tbaa !17
  %15 = load i32, ptr %4, align 8, !tbaa !12
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef %1, i32 noundef %15)
  %17 = load i32, ptr @shown, align 4, !tbaa !21
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @shown, align 4, !tbaa !21
  br label %19

19:                                               ; preds = %7, %12, %3
  %20 = sext i32 %2 to i64
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  %22 = add nsw i32 %2, 1
  br label %24

23:                                               ; preds = %37
  ret void

24:                                               ; preds = %19, %37
  %25 = phi i64 [ 0, %19 ], [ %38, %37 ]
  %26 = getelementptr inbounds [26 x ptr], ptr %0, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8, !tbaa !6
  %28 = icmp eq ptr %27, null
  br i1 %28, label %37, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 212
  %31 = load i32, ptr %30, align 4, !tbaa !16
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = trunc i64 %25 to i8
  %35 = add nuw nsw i8 %34, 97
  store i8 %35, ptr %21, align 1, !tbaa !17
  %36 = load ptr, ptr %26, align 8, !tbaa !6
  tail call fastcc void @walk(ptr noundef %36, ptr noundef %1, i32 noundef %22)
  br label %37

37:                                               ; preds = %24, %29, %33
  %38 = add nuw nsw i64 %25, 1
  %39 = icmp eq i64 %38, 26
  br i1 %39, label %23, label %24, !llvm.loop !23
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_trie(ptr nocapture noundef %0) unnamed_addr #0 {
  br label %3

2:                                                ; preds = %9
  tail call void @free(ptr noundef nonnull %0) #9
  ret void

3:                                                ; preds = %1, %9
  %4 = phi i64 [ 0, %1 ], [ %10, %9 ]
  %5 = getelementptr inbounds [26 x ptr], ptr %0, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %9, label %8

8:                                                ; preds = %3
  tail call fastcc void @free_trie(ptr noundef nonnull %6)
  br label %9

9:                                                ; preds = %3, %8
  %10 = add nuw nsw i64 %4, 1
  %11 = icmp eq i64 %10, 26
  br i1 %11, label %2, label %3, !llvm.loop !24
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !14, i64 208}
!13 = !{!"tnode", !8, i64 0, !14, i64 208, !14, i64 212}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!13, !14, i64 212}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!14, !14, i64 0}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
