; ModuleID = 'programs/loop_induction_patterns.c'
source_filename = "programs/loop_induction_patterns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = internal unnamed_addr global [3500 x i32] zeroinitializer, align 16, !dbg !0
@s16 = internal unnamed_addr global [500 x i16] zeroinitializer, align 16, !dbg !26
@s64 = internal unnamed_addr global [500 x i64] zeroinitializer, align 16, !dbg !31
@grid = internal unnamed_addr global [64 x [80 x i8]] zeroinitializer, align 16, !dbg !34
@.str = private unnamed_addr constant [62 x i8] c"t1=%ld t2=%ld t3=%u t4=%ld prefix[N]=%lld runmax=%d best=%ld\0A\00", align 1, !dbg !20

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca [501 x i64], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !91, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
    #dbg_value(i32 0, !57, !DIExpression(), !106)
  br label %2, !dbg !107

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ], !dbg !108
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %12, %2 ], !dbg !110
  %5 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %3, !dbg !111
  %6 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>, !dbg !110
  %7 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>, !dbg !110
  %8 = add <4 x i32> %6, <i32 -500, i32 -500, i32 -500, i32 -500>, !dbg !110
  %9 = add <4 x i32> %7, <i32 -488, i32 -488, i32 -488, i32 -488>, !dbg !110
  %10 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !110
  store <4 x i32> %8, ptr %5, align 16, !dbg !110, !tbaa !112
  store <4 x i32> %9, ptr %10, align 16, !dbg !110, !tbaa !112
  %11 = add nuw i64 %3, 8, !dbg !108
  %12 = add <4 x i32> %4, <i32 8, i32 8, i32 8, i32 8>, !dbg !110
  %13 = icmp eq i64 %11, 3496, !dbg !108
  br i1 %13, label %14, label %2, !dbg !108, !llvm.loop !116

14:                                               ; preds = %2
    #dbg_value(i64 3496, !57, !DIExpression(), !106)
  store i32 9988, ptr getelementptr inbounds (i8, ptr @a, i64 13984), align 16, !dbg !110, !tbaa !112
    #dbg_value(i64 3497, !57, !DIExpression(), !106)
  store i32 9991, ptr getelementptr inbounds (i8, ptr @a, i64 13988), align 4, !dbg !110, !tbaa !112
    #dbg_value(i64 3498, !57, !DIExpression(), !106)
  store i32 9994, ptr getelementptr inbounds (i8, ptr @a, i64 13992), align 8, !dbg !110, !tbaa !112
    #dbg_value(i64 3499, !57, !DIExpression(), !106)
  store i32 9997, ptr getelementptr inbounds (i8, ptr @a, i64 13996), align 4, !dbg !110, !tbaa !112
    #dbg_value(i64 3500, !57, !DIExpression(), !106)
  br label %15, !dbg !121

15:                                               ; preds = %14, %15
  %16 = phi i64 [ %34, %15 ], [ 0, %14 ]
  %17 = phi i64 [ %33, %15 ], [ 0, %14 ]
    #dbg_value(i64 %16, !60, !DIExpression(), !122)
    #dbg_value(i64 %17, !59, !DIExpression(), !105)
  %18 = mul nuw nsw i64 %16, 7, !dbg !123
  %19 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %18, !dbg !125
  %20 = load i32, ptr %19, align 4, !dbg !125, !tbaa !112
  %21 = mul nuw nsw i64 %16, 5, !dbg !126
  %22 = add nuw nsw i64 %21, 2, !dbg !127
  %23 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %22, !dbg !128
  %24 = load i32, ptr %23, align 4, !dbg !128, !tbaa !112
  %25 = shl nsw i32 %24, 1, !dbg !129
  %26 = add nsw i32 %25, %20, !dbg !130
  %27 = mul nuw nsw i64 %16, 3, !dbg !131
  %28 = add nuw nsw i64 %27, 1, !dbg !132
  %29 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %28, !dbg !133
  %30 = load i32, ptr %29, align 4, !dbg !133, !tbaa !112
  %31 = sub i32 %26, %30, !dbg !134
  %32 = sext i32 %31 to i64, !dbg !125
  %33 = add nsw i64 %17, %32, !dbg !135
    #dbg_value(i64 %33, !59, !DIExpression(), !105)
  %34 = add nuw nsw i64 %16, 1, !dbg !136
    #dbg_value(i64 %34, !60, !DIExpression(), !122)
  %35 = icmp eq i64 %34, 500, !dbg !137
  br i1 %35, label %36, label %15, !dbg !121, !llvm.loop !138

36:                                               ; preds = %15, %36
  %37 = phi i32 [ %73, %36 ], [ 0, %15 ]
  %38 = phi ptr [ %71, %36 ], [ @s64, %15 ]
  %39 = phi ptr [ %68, %36 ], [ @s16, %15 ]
  %40 = phi ptr [ %72, %36 ], [ @a, %15 ]
    #dbg_value(i32 %37, !69, !DIExpression(), !140)
    #dbg_value(ptr %38, !67, !DIExpression(), !105)
    #dbg_value(ptr %39, !65, !DIExpression(), !105)
    #dbg_value(ptr %40, !62, !DIExpression(), !105)
  %41 = load i32, ptr %40, align 4, !dbg !141, !tbaa !112
  %42 = lshr i32 %41, 2, !dbg !144
  %43 = trunc i32 %42 to i16, !dbg !145
  %44 = getelementptr inbounds i8, ptr %39, i64 2, !dbg !146
    #dbg_value(ptr %44, !65, !DIExpression(), !105)
  store i16 %43, ptr %39, align 2, !dbg !147, !tbaa !148
  %45 = sext i32 %41 to i64, !dbg !150
  %46 = mul nsw i64 %45, %45, !dbg !151
  %47 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !152
    #dbg_value(ptr %47, !67, !DIExpression(), !105)
  store i64 %46, ptr %38, align 8, !dbg !153, !tbaa !154
  %48 = getelementptr inbounds i8, ptr %40, i64 12, !dbg !156
    #dbg_value(ptr %48, !62, !DIExpression(), !105)
    #dbg_value(i32 %37, !69, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !140)
  %49 = load i32, ptr %48, align 4, !dbg !141, !tbaa !112
  %50 = lshr i32 %49, 2, !dbg !144
  %51 = trunc i32 %50 to i16, !dbg !145
  %52 = getelementptr inbounds i8, ptr %39, i64 4, !dbg !146
    #dbg_value(ptr %52, !65, !DIExpression(), !105)
  store i16 %51, ptr %44, align 2, !dbg !147, !tbaa !148
  %53 = sext i32 %49 to i64, !dbg !150
  %54 = mul nsw i64 %53, %53, !dbg !151
  %55 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !152
    #dbg_value(ptr %55, !67, !DIExpression(), !105)
  store i64 %54, ptr %47, align 8, !dbg !153, !tbaa !154
  %56 = getelementptr inbounds i8, ptr %40, i64 24, !dbg !156
    #dbg_value(ptr %56, !62, !DIExpression(), !105)
    #dbg_value(i32 %37, !69, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !140)
  %57 = load i32, ptr %56, align 4, !dbg !141, !tbaa !112
  %58 = lshr i32 %57, 2, !dbg !144
  %59 = trunc i32 %58 to i16, !dbg !145
  %60 = getelementptr inbounds i8, ptr %39, i64 6, !dbg !146
    #dbg_value(ptr %60, !65, !DIExpression(), !105)
  store i16 %59, ptr %52, align 2, !dbg !147, !tbaa !148
  %61 = sext i32 %57 to i64, !dbg !150
  %62 = mul nsw i64 %61, %61, !dbg !151
  %63 = getelementptr inbounds i8, ptr %38, i64 24, !dbg !152
    #dbg_value(ptr %63, !67, !DIExpression(), !105)
  store i64 %62, ptr %55, align 8, !dbg !153, !tbaa !154
  %64 = getelementptr inbounds i8, ptr %40, i64 36, !dbg !156
    #dbg_value(ptr %64, !62, !DIExpression(), !105)
    #dbg_value(i32 %37, !69, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !140)
  %65 = load i32, ptr %64, align 4, !dbg !141, !tbaa !112
  %66 = lshr i32 %65, 2, !dbg !144
  %67 = trunc i32 %66 to i16, !dbg !145
  %68 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !146
    #dbg_value(ptr %68, !65, !DIExpression(), !105)
  store i16 %67, ptr %60, align 2, !dbg !147, !tbaa !148
  %69 = sext i32 %65 to i64, !dbg !150
  %70 = mul nsw i64 %69, %69, !dbg !151
  %71 = getelementptr inbounds i8, ptr %38, i64 32, !dbg !152
    #dbg_value(ptr %71, !67, !DIExpression(), !105)
  store i64 %70, ptr %63, align 8, !dbg !153, !tbaa !154
  %72 = getelementptr inbounds i8, ptr %40, i64 48, !dbg !156
    #dbg_value(ptr %72, !62, !DIExpression(), !105)
  %73 = add nuw nsw i32 %37, 4, !dbg !157
    #dbg_value(i32 %73, !69, !DIExpression(), !140)
  %74 = icmp eq i32 %73, 500, !dbg !158
  br i1 %74, label %75, label %36, !dbg !159, !llvm.loop !160

75:                                               ; preds = %36, %75
  %76 = phi i64 [ %95, %75 ], [ 0, %36 ]
  %77 = phi i64 [ %94, %75 ], [ 0, %36 ]
    #dbg_value(i64 %76, !72, !DIExpression(), !162)
    #dbg_value(i64 %77, !71, !DIExpression(), !105)
  %78 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %76, !dbg !163
  %79 = load i16, ptr %78, align 4, !dbg !163, !tbaa !148
  %80 = sext i16 %79 to i64, !dbg !163
  %81 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %76, !dbg !165
  %82 = load i64, ptr %81, align 16, !dbg !165, !tbaa !154
  %83 = srem i64 %82, 1000, !dbg !166
  %84 = add i64 %77, %80, !dbg !167
  %85 = add i64 %84, %83, !dbg !168
    #dbg_value(i64 %85, !71, !DIExpression(), !105)
  %86 = or disjoint i64 %76, 1, !dbg !169
    #dbg_value(i64 %86, !72, !DIExpression(), !162)
  %87 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %86, !dbg !163
  %88 = load i16, ptr %87, align 2, !dbg !163, !tbaa !148
  %89 = sext i16 %88 to i64, !dbg !163
  %90 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %86, !dbg !165
  %91 = load i64, ptr %90, align 8, !dbg !165, !tbaa !154
  %92 = srem i64 %91, 1000, !dbg !166
  %93 = add i64 %85, %89, !dbg !167
  %94 = add i64 %93, %92, !dbg !168
    #dbg_value(i64 %94, !71, !DIExpression(), !105)
  %95 = add nuw nsw i64 %76, 2, !dbg !169
    #dbg_value(i64 %95, !72, !DIExpression(), !162)
  %96 = icmp eq i64 %95, 500, !dbg !170
  br i1 %96, label %97, label %75, !dbg !171, !llvm.loop !172

97:                                               ; preds = %75, %99
  %98 = phi i64 [ %100, %99 ], [ 0, %75 ]
    #dbg_value(i64 %98, !74, !DIExpression(), !174)
    #dbg_value(i32 0, !76, !DIExpression(), !175)
  br label %102, !dbg !176

99:                                               ; preds = %102
  %100 = add nuw nsw i64 %98, 1, !dbg !177
    #dbg_value(i64 %100, !74, !DIExpression(), !174)
  %101 = icmp eq i64 %100, 64, !dbg !178
  br i1 %101, label %125, label %97, !dbg !179, !llvm.loop !180

102:                                              ; preds = %102, %97
  %103 = phi i64 [ 0, %97 ], [ %120, %102 ]
    #dbg_value(i64 %103, !76, !DIExpression(), !175)
  %104 = add nuw nsw i64 %103, 1, !dbg !182
  %105 = mul nuw nsw i64 %104, %98, !dbg !182
  %106 = trunc i64 %105 to i8, !dbg !184
  %107 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %103, !dbg !185
  store i8 %106, ptr %107, align 1, !dbg !186, !tbaa !187
    #dbg_value(i64 %104, !76, !DIExpression(), !175)
  %108 = add nuw nsw i64 %103, 2, !dbg !182
  %109 = mul nuw nsw i64 %108, %98, !dbg !182
  %110 = trunc i64 %109 to i8, !dbg !184
  %111 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %104, !dbg !185
  store i8 %110, ptr %111, align 1, !dbg !186, !tbaa !187
    #dbg_value(i64 %108, !76, !DIExpression(), !175)
  %112 = add nuw nsw i64 %103, 3, !dbg !182
  %113 = mul nuw nsw i64 %112, %98, !dbg !182
  %114 = trunc i64 %113 to i8, !dbg !184
  %115 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %108, !dbg !185
  store i8 %114, ptr %115, align 1, !dbg !186, !tbaa !187
    #dbg_value(i64 %112, !76, !DIExpression(), !175)
  %116 = add nuw nsw i64 %103, 4, !dbg !182
  %117 = mul nuw nsw i64 %116, %98, !dbg !182
  %118 = trunc i64 %117 to i8, !dbg !184
  %119 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %112, !dbg !185
  store i8 %118, ptr %119, align 1, !dbg !186, !tbaa !187
    #dbg_value(i64 %116, !76, !DIExpression(), !175)
  %120 = add nuw nsw i64 %103, 5, !dbg !182
  %121 = mul nuw nsw i64 %120, %98, !dbg !182
  %122 = trunc i64 %121 to i8, !dbg !184
  %123 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %98, i64 %116, !dbg !185
  store i8 %122, ptr %123, align 1, !dbg !186, !tbaa !187
    #dbg_value(i64 %120, !76, !DIExpression(), !175)
  %124 = icmp eq i64 %120, 80, !dbg !188
  br i1 %124, label %99, label %102, !dbg !176, !llvm.loop !189

125:                                              ; preds = %99, %152
  %126 = phi i64 [ %153, %152 ], [ 0, %99 ]
  %127 = phi i32 [ %180, %152 ], [ 0, %99 ]
    #dbg_value(i64 %126, !81, !DIExpression(), !191)
    #dbg_value(i32 63, !83, !DIExpression(), !192)
    #dbg_value(i32 %127, !79, !DIExpression(), !105)
  br label %155, !dbg !193

128:                                              ; preds = %152, %128
  %129 = phi i64 [ %150, %128 ], [ 0, %152 ]
  %130 = phi <2 x i64> [ %148, %128 ], [ zeroinitializer, %152 ]
  %131 = phi <2 x i64> [ %149, %128 ], [ zeroinitializer, %152 ]
  %132 = insertelement <2 x i64> poison, i64 %129, i64 0, !dbg !194
  %133 = shufflevector <2 x i64> %132, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !194
  %134 = sub <2 x i64> <i64 499, i64 498>, %133, !dbg !194
  %135 = add <2 x i64> %133, <i64 -497, i64 -496>, !dbg !194
  %136 = extractelement <2 x i64> %134, i64 0, !dbg !196
  %137 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %136, !dbg !196
  %138 = getelementptr inbounds i8, ptr %137, i64 -4, !dbg !196
  %139 = getelementptr inbounds i8, ptr %137, i64 -12, !dbg !196
  %140 = load <2 x i32>, ptr %138, align 4, !dbg !196, !tbaa !112
  %141 = shufflevector <2 x i32> %140, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !196
  %142 = load <2 x i32>, ptr %139, align 4, !dbg !196, !tbaa !112
  %143 = shufflevector <2 x i32> %142, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !196
  %144 = sext <2 x i32> %141 to <2 x i64>, !dbg !196
  %145 = sext <2 x i32> %143 to <2 x i64>, !dbg !196
  %146 = sub <2 x i64> %130, %134, !dbg !197
  %147 = add <2 x i64> %135, %131, !dbg !197
  %148 = add <2 x i64> %146, %144, !dbg !198
  %149 = add <2 x i64> %147, %145, !dbg !198
  %150 = add nuw i64 %129, 4
  %151 = icmp eq i64 %150, 488
  br i1 %151, label %183, label %128, !llvm.loop !199

152:                                              ; preds = %155
  %153 = add nuw nsw i64 %126, 3, !dbg !201
    #dbg_value(i64 %153, !81, !DIExpression(), !191)
    #dbg_value(i32 %180, !79, !DIExpression(), !105)
  %154 = icmp ult i64 %126, 77, !dbg !202
  br i1 %154, label %125, label %128, !dbg !203, !llvm.loop !204

155:                                              ; preds = %155, %125
  %156 = phi i64 [ 63, %125 ], [ %181, %155 ]
  %157 = phi i32 [ %127, %125 ], [ %180, %155 ]
    #dbg_value(i64 %156, !83, !DIExpression(), !192)
    #dbg_value(i32 %157, !79, !DIExpression(), !105)
  %158 = mul i32 %157, 31, !dbg !206
  %159 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %156, i64 %126, !dbg !208
  %160 = load i8, ptr %159, align 1, !dbg !208, !tbaa !187
  %161 = zext i8 %160 to i32, !dbg !208
  %162 = add i32 %158, %161, !dbg !209
    #dbg_value(i32 %162, !79, !DIExpression(), !105)
  %163 = add nsw i64 %156, -2, !dbg !210
    #dbg_value(i64 %163, !83, !DIExpression(), !192)
  %164 = mul i32 %162, 31, !dbg !206
  %165 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %163, i64 %126, !dbg !208
  %166 = load i8, ptr %165, align 1, !dbg !208, !tbaa !187
  %167 = zext i8 %166 to i32, !dbg !208
  %168 = add i32 %164, %167, !dbg !209
    #dbg_value(i32 %168, !79, !DIExpression(), !105)
  %169 = add nsw i64 %156, -4, !dbg !210
    #dbg_value(i64 %169, !83, !DIExpression(), !192)
  %170 = mul i32 %168, 31, !dbg !206
  %171 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %169, i64 %126, !dbg !208
  %172 = load i8, ptr %171, align 1, !dbg !208, !tbaa !187
  %173 = zext i8 %172 to i32, !dbg !208
  %174 = add i32 %170, %173, !dbg !209
    #dbg_value(i32 %174, !79, !DIExpression(), !105)
  %175 = add nsw i64 %156, -6, !dbg !210
    #dbg_value(i64 %175, !83, !DIExpression(), !192)
  %176 = mul i32 %174, 31, !dbg !206
  %177 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %175, i64 %126, !dbg !208
  %178 = load i8, ptr %177, align 1, !dbg !208, !tbaa !187
  %179 = zext i8 %178 to i32, !dbg !208
  %180 = add i32 %176, %179, !dbg !209
    #dbg_value(i32 %180, !79, !DIExpression(), !105)
  %181 = add nsw i64 %156, -8, !dbg !210
    #dbg_value(i64 %181, !83, !DIExpression(), !192)
  %182 = icmp ugt i64 %175, 1, !dbg !211
  br i1 %182, label %155, label %152, !dbg !193, !llvm.loop !212

183:                                              ; preds = %128
  %184 = add <2 x i64> %149, %148, !dbg !197
  %185 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %184), !dbg !197
    #dbg_value(i64 12, !87, !DIExpression(), !214)
    #dbg_value(i64 %185, !86, !DIExpression(), !105)
    #dbg_value(i64 11, !87, !DIExpression(), !214)
  %186 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 44), align 4, !dbg !196, !tbaa !112
  %187 = sext i32 %186 to i64, !dbg !196
  %188 = add i64 %185, -11, !dbg !215
  %189 = add i64 %188, %187, !dbg !198
    #dbg_value(i64 %189, !86, !DIExpression(), !105)
    #dbg_value(i64 11, !87, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !214)
    #dbg_value(i64 11, !87, !DIExpression(), !214)
    #dbg_value(i64 10, !87, !DIExpression(), !214)
  %190 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 40), align 8, !dbg !196, !tbaa !112
  %191 = sext i32 %190 to i64, !dbg !196
  %192 = add i64 %189, -10, !dbg !215
  %193 = add i64 %192, %191, !dbg !198
    #dbg_value(i64 %193, !86, !DIExpression(), !105)
    #dbg_value(i64 10, !87, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !214)
  br label %195, !dbg !216

194:                                              ; preds = %195
  call void @llvm.lifetime.start.p0(i64 4008, ptr nonnull %1) #4, !dbg !217
  store i64 0, ptr %1, align 16, !dbg !218, !tbaa !154, !DIAssignID !219
    #dbg_assign(i64 0, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !219, ptr %1, !DIExpression(), !105)
    #dbg_value(i32 0, !95, !DIExpression(), !220)
  br label %224, !dbg !221

195:                                              ; preds = %195, %183
  %196 = phi i64 [ 499, %183 ], [ %222, %195 ]
  %197 = phi i64 [ %193, %183 ], [ %221, %195 ]
    #dbg_value(i64 %196, !89, !DIExpression(), !222)
    #dbg_value(i64 %197, !86, !DIExpression(), !105)
  %198 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %196, !dbg !223
  %199 = load i32, ptr %198, align 4, !dbg !223, !tbaa !112
  %200 = sext i32 %199 to i64, !dbg !223
  %201 = xor i64 %197, %200, !dbg !225
    #dbg_value(i64 %201, !86, !DIExpression(), !105)
  %202 = add nsw i64 %196, -4, !dbg !226
    #dbg_value(i64 %202, !89, !DIExpression(), !222)
  %203 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %202, !dbg !223
  %204 = load i32, ptr %203, align 4, !dbg !223, !tbaa !112
  %205 = sext i32 %204 to i64, !dbg !223
  %206 = xor i64 %201, %205, !dbg !225
    #dbg_value(i64 %206, !86, !DIExpression(), !105)
  %207 = add nsw i64 %196, -8, !dbg !226
    #dbg_value(i64 %207, !89, !DIExpression(), !222)
  %208 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %207, !dbg !223
  %209 = load i32, ptr %208, align 4, !dbg !223, !tbaa !112
  %210 = sext i32 %209 to i64, !dbg !223
  %211 = xor i64 %206, %210, !dbg !225
    #dbg_value(i64 %211, !86, !DIExpression(), !105)
  %212 = add nsw i64 %196, -12, !dbg !226
    #dbg_value(i64 %212, !89, !DIExpression(), !222)
  %213 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %212, !dbg !223
  %214 = load i32, ptr %213, align 4, !dbg !223, !tbaa !112
  %215 = sext i32 %214 to i64, !dbg !223
  %216 = xor i64 %211, %215, !dbg !225
    #dbg_value(i64 %216, !86, !DIExpression(), !105)
  %217 = add nsw i64 %196, -16, !dbg !226
    #dbg_value(i64 %217, !89, !DIExpression(), !222)
  %218 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %217, !dbg !223
  %219 = load i32, ptr %218, align 4, !dbg !223, !tbaa !112
  %220 = sext i32 %219 to i64, !dbg !223
  %221 = xor i64 %216, %220, !dbg !225
    #dbg_value(i64 %221, !86, !DIExpression(), !105)
  %222 = add nsw i64 %196, -20, !dbg !226
    #dbg_value(i64 %222, !89, !DIExpression(), !222)
  %223 = icmp ugt i64 %217, 3, !dbg !227
  br i1 %223, label %195, label %194, !dbg !216, !llvm.loop !228

224:                                              ; preds = %224, %194
  %225 = phi i64 [ 0, %194 ], [ %248, %224 ], !dbg !230
  %226 = phi i64 [ 0, %194 ], [ %249, %224 ]
    #dbg_value(i64 %226, !95, !DIExpression(), !220)
  %227 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %226, !dbg !232
  %228 = load i32, ptr %227, align 16, !dbg !232, !tbaa !112
  %229 = sext i32 %228 to i64, !dbg !232
  %230 = add nsw i64 %225, %229, !dbg !233
  %231 = or disjoint i64 %226, 1, !dbg !234
  %232 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %231, !dbg !235
  store i64 %230, ptr %232, align 8, !dbg !236, !tbaa !154
    #dbg_value(i64 %231, !95, !DIExpression(), !220)
  %233 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %231, !dbg !232
  %234 = load i32, ptr %233, align 4, !dbg !232, !tbaa !112
  %235 = sext i32 %234 to i64, !dbg !232
  %236 = add nsw i64 %230, %235, !dbg !233
  %237 = or disjoint i64 %226, 2, !dbg !234
  %238 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %237, !dbg !235
  store i64 %236, ptr %238, align 16, !dbg !236, !tbaa !154
    #dbg_value(i64 %237, !95, !DIExpression(), !220)
  %239 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %237, !dbg !232
  %240 = load i32, ptr %239, align 8, !dbg !232, !tbaa !112
  %241 = sext i32 %240 to i64, !dbg !232
  %242 = add nsw i64 %236, %241, !dbg !233
  %243 = or disjoint i64 %226, 3, !dbg !234
  %244 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %243, !dbg !235
  store i64 %242, ptr %244, align 8, !dbg !236, !tbaa !154
    #dbg_value(i64 %243, !95, !DIExpression(), !220)
  %245 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %243, !dbg !232
  %246 = load i32, ptr %245, align 4, !dbg !232, !tbaa !112
  %247 = sext i32 %246 to i64, !dbg !232
  %248 = add nsw i64 %242, %247, !dbg !233
  %249 = add nuw nsw i64 %226, 4, !dbg !234
  %250 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %249, !dbg !235
  store i64 %248, ptr %250, align 16, !dbg !236, !tbaa !154
    #dbg_value(i64 %249, !95, !DIExpression(), !220)
  %251 = icmp eq i64 %249, 500, !dbg !237
  br i1 %251, label %257, label %224, !dbg !221, !llvm.loop !238

252:                                              ; preds = %257
  %253 = getelementptr inbounds i8, ptr %1, i64 4000, !dbg !240
  %254 = load i64, ptr %253, align 16, !dbg !240, !tbaa !154
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %33, i64 noundef %94, i32 noundef %180, i64 noundef %221, i64 noundef %254, i32 noundef %267, i64 noundef %276), !dbg !241
  %256 = and i32 %180, 127, !dbg !242
  call void @llvm.lifetime.end.p0(i64 4008, ptr nonnull %1) #4, !dbg !243
  ret i32 %256, !dbg !243

257:                                              ; preds = %224, %257
  %258 = phi i64 [ %268, %257 ], [ 0, %224 ]
  %259 = phi i64 [ %276, %257 ], [ 0, %224 ]
  %260 = phi i32 [ %267, %257 ], [ -2147483648, %224 ]
    #dbg_value(i64 %258, !99, !DIExpression(), !244)
    #dbg_value(i64 %259, !98, !DIExpression(), !105)
    #dbg_value(i32 %260, !97, !DIExpression(), !105)
  %261 = trunc i64 %258 to i16, !dbg !245
  %262 = mul nuw nsw i16 %261, 13, !dbg !245
  %263 = urem i16 %262, 500, !dbg !245
  %264 = zext nneg i16 %263 to i64, !dbg !247
  %265 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %264, !dbg !247
  %266 = load i32, ptr %265, align 4, !dbg !247, !tbaa !112
  %267 = tail call i32 @llvm.smax.i32(i32 %266, i32 %260), !dbg !248
    #dbg_value(i32 %267, !97, !DIExpression(), !105)
  %268 = add nuw nsw i64 %258, 1, !dbg !249
  %269 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %268, !dbg !250
  %270 = load i64, ptr %269, align 8, !dbg !250, !tbaa !154
  %271 = lshr i64 %258, 1, !dbg !251
  %272 = and i64 %271, 2147483647, !dbg !252
  %273 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %272, !dbg !252
  %274 = load i64, ptr %273, align 8, !dbg !252, !tbaa !154
  %275 = sub nsw i64 %270, %274, !dbg !253
    #dbg_value(i64 %275, !101, !DIExpression(), !254)
  %276 = tail call i64 @llvm.smax.i64(i64 %275, i64 %259), !dbg !255
    #dbg_value(i64 %268, !99, !DIExpression(), !244)
    #dbg_value(i64 %276, !98, !DIExpression(), !105)
  %277 = icmp eq i64 %268, 500, !dbg !256
  br i1 %277, label %252, label %257, !dbg !257, !llvm.loop !258
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !40, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/loop_induction_patterns.c", directory: ".", checksumkind: CSK_MD5, checksum: "0f8de73d6c98f518a84f48e82edeb792")
!4 = !{!5, !10, !13, !12, !17, !18}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 25, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !12)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !14, line: 24, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !0, !26, !31, !34}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 496, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 62)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "s16", scope: !2, file: !3, line: 11, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8000, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 500)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "s64", scope: !2, file: !3, line: 12, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32000, elements: !29)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "grid", scope: !2, file: !3, line: 13, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 40960, elements: !37)
!37 = !{!38, !39}
!38 = !DISubrange(count: 64)
!39 = !DISubrange(count: 80)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 112000, elements: !43)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !18)
!43 = !{!44}
!44 = !DISubrange(count: 3500)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !54, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!18}
!56 = !{!57, !59, !60, !62, !65, !67, !69, !71, !72, !74, !76, !79, !81, !83, !86, !87, !89, !91, !95, !97, !98, !99, !101}
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 16, type: !18)
!58 = distinct !DILexicalBlock(scope: !53, file: !3, line: 16, column: 5)
!59 = !DILocalVariable(name: "t1", scope: !53, file: !3, line: 17, type: !12)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 18, type: !18)
!61 = distinct !DILexicalBlock(scope: !53, file: !3, line: 18, column: 5)
!62 = !DILocalVariable(name: "p", scope: !53, file: !3, line: 19, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!65 = !DILocalVariable(name: "q", scope: !53, file: !3, line: 19, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!67 = !DILocalVariable(name: "w", scope: !53, file: !3, line: 19, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 20, type: !18)
!70 = distinct !DILexicalBlock(scope: !53, file: !3, line: 20, column: 5)
!71 = !DILocalVariable(name: "t2", scope: !53, file: !3, line: 21, type: !12)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 21, type: !18)
!73 = distinct !DILexicalBlock(scope: !53, file: !3, line: 21, column: 18)
!74 = !DILocalVariable(name: "r", scope: !75, file: !3, line: 22, type: !18)
!75 = distinct !DILexicalBlock(scope: !53, file: !3, line: 22, column: 5)
!76 = !DILocalVariable(name: "c", scope: !77, file: !3, line: 22, type: !18)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 22, column: 34)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 22, column: 5)
!79 = !DILocalVariable(name: "t3", scope: !53, file: !3, line: 23, type: !80)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DILocalVariable(name: "c", scope: !82, file: !3, line: 24, type: !18)
!82 = distinct !DILexicalBlock(scope: !53, file: !3, line: 24, column: 5)
!83 = !DILocalVariable(name: "r", scope: !84, file: !3, line: 24, type: !18)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 37)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 24, column: 5)
!86 = !DILocalVariable(name: "t4", scope: !53, file: !3, line: 25, type: !12)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 26, type: !80)
!88 = distinct !DILexicalBlock(scope: !53, file: !3, line: 26, column: 5)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 27, type: !18)
!90 = distinct !DILexicalBlock(scope: !53, file: !3, line: 27, column: 5)
!91 = !DILocalVariable(name: "prefix", scope: !53, file: !3, line: 28, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32064, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 501)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 29, type: !18)
!96 = distinct !DILexicalBlock(scope: !53, file: !3, line: 29, column: 5)
!97 = !DILocalVariable(name: "runmax", scope: !53, file: !3, line: 30, type: !41)
!98 = !DILocalVariable(name: "best_range", scope: !53, file: !3, line: 30, type: !12)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 31, type: !18)
!100 = distinct !DILexicalBlock(scope: !53, file: !3, line: 31, column: 5)
!101 = !DILocalVariable(name: "r", scope: !102, file: !3, line: 31, type: !12)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 31, column: 33)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 31, column: 5)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !53)
!106 = !DILocation(line: 0, scope: !58)
!107 = !DILocation(line: 16, column: 5, scope: !58)
!108 = !DILocation(line: 16, column: 33, scope: !109)
!109 = distinct !DILexicalBlock(scope: !58, file: !3, line: 16, column: 5)
!110 = !DILocation(line: 16, column: 42, scope: !109)
!111 = !DILocation(line: 16, column: 37, scope: !109)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = distinct !{!116, !107, !117, !118, !119, !120}
!117 = !DILocation(line: 16, column: 52, scope: !58)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !{!"llvm.loop.isvectorized", i32 1}
!120 = !{!"llvm.loop.unroll.runtime.disable"}
!121 = !DILocation(line: 18, column: 5, scope: !61)
!122 = !DILocation(line: 0, scope: !61)
!123 = !DILocation(line: 18, column: 43, scope: !124)
!124 = distinct !DILexicalBlock(scope: !61, file: !3, line: 18, column: 5)
!125 = !DILocation(line: 18, column: 39, scope: !124)
!126 = !DILocation(line: 18, column: 54, scope: !124)
!127 = !DILocation(line: 18, column: 58, scope: !124)
!128 = !DILocation(line: 18, column: 50, scope: !124)
!129 = !DILocation(line: 18, column: 63, scope: !124)
!130 = !DILocation(line: 18, column: 48, scope: !124)
!131 = !DILocation(line: 18, column: 73, scope: !124)
!132 = !DILocation(line: 18, column: 77, scope: !124)
!133 = !DILocation(line: 18, column: 69, scope: !124)
!134 = !DILocation(line: 18, column: 67, scope: !124)
!135 = !DILocation(line: 18, column: 36, scope: !124)
!136 = !DILocation(line: 18, column: 29, scope: !124)
!137 = !DILocation(line: 18, column: 23, scope: !124)
!138 = distinct !{!138, !121, !139, !118}
!139 = !DILocation(line: 18, column: 80, scope: !61)
!140 = !DILocation(line: 0, scope: !70)
!141 = !DILocation(line: 20, column: 52, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 20, column: 33)
!143 = distinct !DILexicalBlock(scope: !70, file: !3, line: 20, column: 5)
!144 = !DILocation(line: 20, column: 55, scope: !142)
!145 = !DILocation(line: 20, column: 42, scope: !142)
!146 = !DILocation(line: 20, column: 37, scope: !142)
!147 = !DILocation(line: 20, column: 40, scope: !142)
!148 = !{!149, !149, i64 0}
!149 = !{!"short", !114, i64 0}
!150 = !DILocation(line: 20, column: 69, scope: !142)
!151 = !DILocation(line: 20, column: 81, scope: !142)
!152 = !DILocation(line: 20, column: 64, scope: !142)
!153 = !DILocation(line: 20, column: 67, scope: !142)
!154 = !{!155, !155, i64 0}
!155 = !{!"long", !114, i64 0}
!156 = !DILocation(line: 20, column: 89, scope: !142)
!157 = !DILocation(line: 20, column: 29, scope: !143)
!158 = !DILocation(line: 20, column: 23, scope: !143)
!159 = !DILocation(line: 20, column: 5, scope: !70)
!160 = distinct !{!160, !159, !161, !118}
!161 = !DILocation(line: 20, column: 95, scope: !70)
!162 = !DILocation(line: 0, scope: !73)
!163 = !DILocation(line: 21, column: 52, scope: !164)
!164 = distinct !DILexicalBlock(scope: !73, file: !3, line: 21, column: 18)
!165 = !DILocation(line: 21, column: 61, scope: !164)
!166 = !DILocation(line: 21, column: 68, scope: !164)
!167 = !DILocation(line: 21, column: 59, scope: !164)
!168 = !DILocation(line: 21, column: 49, scope: !164)
!169 = !DILocation(line: 21, column: 42, scope: !164)
!170 = !DILocation(line: 21, column: 36, scope: !164)
!171 = !DILocation(line: 21, column: 18, scope: !73)
!172 = distinct !{!172, !171, !173, !118}
!173 = !DILocation(line: 21, column: 70, scope: !73)
!174 = !DILocation(line: 0, scope: !75)
!175 = !DILocation(line: 0, scope: !77)
!176 = !DILocation(line: 22, column: 34, scope: !77)
!177 = !DILocation(line: 22, column: 30, scope: !78)
!178 = !DILocation(line: 22, column: 23, scope: !78)
!179 = !DILocation(line: 22, column: 5, scope: !75)
!180 = distinct !{!180, !179, !181, !118}
!181 = !DILocation(line: 22, column: 95, scope: !75)
!182 = !DILocation(line: 22, column: 92, scope: !183)
!183 = distinct !DILexicalBlock(scope: !77, file: !3, line: 22, column: 34)
!184 = !DILocation(line: 22, column: 76, scope: !183)
!185 = !DILocation(line: 22, column: 63, scope: !183)
!186 = !DILocation(line: 22, column: 74, scope: !183)
!187 = !{!114, !114, i64 0}
!188 = !DILocation(line: 22, column: 52, scope: !183)
!189 = distinct !{!189, !176, !190, !118}
!190 = !DILocation(line: 22, column: 95, scope: !77)
!191 = !DILocation(line: 0, scope: !82)
!192 = !DILocation(line: 0, scope: !84)
!193 = !DILocation(line: 24, column: 37, scope: !84)
!194 = !DILocation(line: 26, column: 27, scope: !195)
!195 = distinct !DILexicalBlock(scope: !88, file: !3, line: 26, column: 5)
!196 = !DILocation(line: 26, column: 43, scope: !195)
!197 = !DILocation(line: 26, column: 5, scope: !88)
!198 = !DILocation(line: 26, column: 40, scope: !195)
!199 = distinct !{!199, !197, !200, !118, !119, !120}
!200 = !DILocation(line: 26, column: 56, scope: !88)
!201 = !DILocation(line: 24, column: 31, scope: !85)
!202 = !DILocation(line: 24, column: 23, scope: !85)
!203 = !DILocation(line: 24, column: 5, scope: !82)
!204 = distinct !{!204, !203, !205, !118}
!205 = !DILocation(line: 24, column: 94, scope: !82)
!206 = !DILocation(line: 24, column: 78, scope: !207)
!207 = distinct !DILexicalBlock(scope: !84, file: !3, line: 24, column: 37)
!208 = !DILocation(line: 24, column: 85, scope: !207)
!209 = !DILocation(line: 24, column: 83, scope: !207)
!210 = !DILocation(line: 24, column: 64, scope: !207)
!211 = !DILocation(line: 24, column: 56, scope: !207)
!212 = distinct !{!212, !193, !213, !118}
!213 = !DILocation(line: 24, column: 94, scope: !84)
!214 = !DILocation(line: 0, scope: !88)
!215 = !DILocation(line: 26, column: 48, scope: !195)
!216 = !DILocation(line: 27, column: 5, scope: !90)
!217 = !DILocation(line: 28, column: 5, scope: !53)
!218 = !DILocation(line: 28, column: 38, scope: !53)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 0, scope: !96)
!221 = !DILocation(line: 29, column: 5, scope: !96)
!222 = !DILocation(line: 0, scope: !90)
!223 = !DILocation(line: 27, column: 47, scope: !224)
!224 = distinct !DILexicalBlock(scope: !90, file: !3, line: 27, column: 5)
!225 = !DILocation(line: 27, column: 44, scope: !224)
!226 = !DILocation(line: 27, column: 35, scope: !224)
!227 = !DILocation(line: 27, column: 27, scope: !224)
!228 = distinct !{!228, !216, !229, !118}
!229 = !DILocation(line: 27, column: 50, scope: !90)
!230 = !DILocation(line: 29, column: 49, scope: !231)
!231 = distinct !DILexicalBlock(scope: !96, file: !3, line: 29, column: 5)
!232 = !DILocation(line: 29, column: 61, scope: !231)
!233 = !DILocation(line: 29, column: 59, scope: !231)
!234 = !DILocation(line: 29, column: 42, scope: !231)
!235 = !DILocation(line: 29, column: 33, scope: !231)
!236 = !DILocation(line: 29, column: 47, scope: !231)
!237 = !DILocation(line: 29, column: 23, scope: !231)
!238 = distinct !{!238, !221, !239, !118}
!239 = !DILocation(line: 29, column: 64, scope: !96)
!240 = !DILocation(line: 32, column: 105, scope: !53)
!241 = !DILocation(line: 32, column: 5, scope: !53)
!242 = !DILocation(line: 33, column: 21, scope: !53)
!243 = !DILocation(line: 34, column: 1, scope: !53)
!244 = !DILocation(line: 0, scope: !100)
!245 = !DILocation(line: 31, column: 50, scope: !246)
!246 = distinct !DILexicalBlock(scope: !102, file: !3, line: 31, column: 39)
!247 = !DILocation(line: 31, column: 39, scope: !246)
!248 = !DILocation(line: 31, column: 39, scope: !102)
!249 = !DILocation(line: 31, column: 109, scope: !102)
!250 = !DILocation(line: 31, column: 100, scope: !102)
!251 = !DILocation(line: 31, column: 125, scope: !102)
!252 = !DILocation(line: 31, column: 116, scope: !102)
!253 = !DILocation(line: 31, column: 114, scope: !102)
!254 = !DILocation(line: 0, scope: !102)
!255 = !DILocation(line: 31, column: 135, scope: !102)
!256 = !DILocation(line: 31, column: 23, scope: !103)
!257 = !DILocation(line: 31, column: 5, scope: !100)
!258 = distinct !{!258, !257, !259, !118}
!259 = !DILocation(line: 31, column: 167, scope: !100)
!260 = !DISubprogram(name: "printf", scope: !261, file: !261, line: 356, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!262 = !DISubroutineType(types: !263)
!263 = !{!18, !264, null}
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
