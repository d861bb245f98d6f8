; ModuleID = 'programs/autovec_int_loops.c'
source_filename = "programs/autovec_int_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@u8a = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !0
@i16a = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16, !dbg !57
@i32a = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !62
@i32b = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !65
@i64a = internal unnamed_addr global [1003 x i64] zeroinitializer, align 16, !dbg !69
@i64b = internal unnamed_addr global [1003 x i64] zeroinitializer, align 16, !dbg !72
@.str = private unnamed_addr constant [32 x i8] c"sum_u8=%u scalar=%u max_i16=%d\0A\00", align 1, !dbg !26
@i32c = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !67
@.str.1 = private unnamed_addr constant [33 x i8] c"absdiff sum=%lld add64 xor=%lld\0A\00", align 1, !dbg !32
@.str.2 = private unnamed_addr constant [35 x i8] c"clamp+cond hash=%llu stride2=%lld\0A\00", align 1, !dbg !37
@.str.3 = private unnamed_addr constant [15 x i8] c"reverse %d %d\0A\00", align 1, !dbg !42
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !47

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca [16 x i32], align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !102, !DIExpression(), !108, ptr %1, !DIExpression(), !109)
    #dbg_value(i32 1, !87, !DIExpression(), !109)
    #dbg_value(i32 0, !91, !DIExpression(), !110)
  br label %41, !dbg !111

2:                                                ; preds = %41
  %3 = tail call fastcc i32 @sum_u8(), !dbg !112
    #dbg_value(ptr @u8a, !113, !DIExpression(), !124)
    #dbg_value(i32 1003, !120, !DIExpression(), !124)
    #dbg_value(i32 0, !121, !DIExpression(), !124)
    #dbg_value(i32 0, !122, !DIExpression(), !126)
  br label %4, !dbg !127

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %12, %4 ]
  %6 = phi i32 [ 0, %2 ], [ %11, %4 ]
    #dbg_value(i64 %5, !122, !DIExpression(), !126)
    #dbg_value(i32 %6, !121, !DIExpression(), !124)
  %7 = getelementptr inbounds i8, ptr @u8a, i64 %5, !dbg !128
  %8 = load i8, ptr %7, align 1, !dbg !128, !tbaa !131
  %9 = zext i8 %8 to i32, !dbg !128
  %10 = add i32 %6, %9, !dbg !134
    #dbg_value(i32 %10, !121, !DIExpression(), !124)
  %11 = tail call i32 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %10) #10, !dbg !135, !srcloc !136
    #dbg_value(i32 %11, !121, !DIExpression(), !124)
  %12 = add nuw nsw i64 %5, 1, !dbg !137
    #dbg_value(i64 %12, !122, !DIExpression(), !126)
  %13 = icmp eq i64 %12, 1003, !dbg !138
  br i1 %13, label %14, label %4, !dbg !127, !llvm.loop !139

14:                                               ; preds = %4
  %15 = tail call fastcc signext i16 @max_i16(), !dbg !142
  %16 = sext i16 %15 to i32, !dbg !142
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %11, i32 noundef %16), !dbg !143
  tail call fastcc void @absdiff(), !dbg !144
    #dbg_value(i64 0, !93, !DIExpression(), !109)
    #dbg_value(i32 0, !94, !DIExpression(), !145)
  br label %18, !dbg !146

18:                                               ; preds = %18, %14
  %19 = phi i64 [ 0, %14 ], [ %39, %18 ], !dbg !147
  %20 = phi <2 x i64> [ zeroinitializer, %14 ], [ %37, %18 ]
  %21 = phi <2 x i64> [ zeroinitializer, %14 ], [ %38, %18 ]
  %22 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %19, !dbg !149
  %23 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !149
  %24 = load <2 x i32>, ptr %22, align 16, !dbg !149, !tbaa !150
  %25 = load <2 x i32>, ptr %23, align 8, !dbg !149, !tbaa !150
  %26 = sext <2 x i32> %24 to <2 x i64>, !dbg !149
  %27 = sext <2 x i32> %25 to <2 x i64>, !dbg !149
  %28 = add <2 x i64> %20, %26, !dbg !152
  %29 = add <2 x i64> %21, %27, !dbg !152
  %30 = or disjoint i64 %19, 4, !dbg !147
  %31 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %30, !dbg !149
  %32 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !149
  %33 = load <2 x i32>, ptr %31, align 16, !dbg !149, !tbaa !150
  %34 = load <2 x i32>, ptr %32, align 8, !dbg !149, !tbaa !150
  %35 = sext <2 x i32> %33 to <2 x i64>, !dbg !149
  %36 = sext <2 x i32> %34 to <2 x i64>, !dbg !149
  %37 = add <2 x i64> %28, %35, !dbg !152
  %38 = add <2 x i64> %29, %36, !dbg !152
  %39 = add nuw nsw i64 %19, 8, !dbg !147
  %40 = icmp eq i64 %39, 1000, !dbg !147
  br i1 %40, label %84, label %18, !dbg !147, !llvm.loop !153

41:                                               ; preds = %0, %41
  %42 = phi i64 [ 0, %0 ], [ %63, %41 ]
  %43 = phi i32 [ 1, %0 ], [ %45, %41 ]
    #dbg_value(i64 %42, !91, !DIExpression(), !110)
    #dbg_value(i32 %43, !87, !DIExpression(), !109)
  %44 = mul i32 %43, 1664525, !dbg !157
  %45 = add i32 %44, 1013904223, !dbg !160
    #dbg_value(i32 %45, !87, !DIExpression(), !109)
  %46 = lshr i32 %45, 24, !dbg !161
  %47 = trunc nuw i32 %46 to i8, !dbg !162
  %48 = getelementptr inbounds [1003 x i8], ptr @u8a, i64 0, i64 %42, !dbg !163
  store i8 %47, ptr %48, align 1, !dbg !164, !tbaa !131
  %49 = lshr i32 %45, 8, !dbg !165
  %50 = trunc i32 %49 to i16, !dbg !166
  %51 = getelementptr inbounds [1003 x i16], ptr @i16a, i64 0, i64 %42, !dbg !167
  store i16 %50, ptr %51, align 2, !dbg !168, !tbaa !169
  %52 = lshr i32 %45, 4, !dbg !171
  %53 = add nsw i32 %52, -134217728, !dbg !172
  %54 = getelementptr inbounds [1003 x i32], ptr @i32a, i64 0, i64 %42, !dbg !173
  store i32 %53, ptr %54, align 4, !dbg !174, !tbaa !150
  %55 = mul i32 %45, 7, !dbg !175
  %56 = ashr i32 %55, 5, !dbg !176
  %57 = getelementptr inbounds [1003 x i32], ptr @i32b, i64 0, i64 %42, !dbg !177
  store i32 %56, ptr %57, align 4, !dbg !178, !tbaa !150
  %58 = zext i32 %45 to i64, !dbg !179
  %59 = mul nuw nsw i64 %58, 1000, !dbg !180
  %60 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %42, !dbg !181
  store i64 %59, ptr %60, align 8, !dbg !182, !tbaa !183
  %61 = mul nsw i64 %42, -77777, !dbg !185
  %62 = getelementptr inbounds [1003 x i64], ptr @i64b, i64 0, i64 %42, !dbg !186
  store i64 %61, ptr %62, align 8, !dbg !187, !tbaa !183
  %63 = add nuw nsw i64 %42, 1, !dbg !188
    #dbg_value(i64 %63, !91, !DIExpression(), !110)
  %64 = icmp eq i64 %63, 1003, !dbg !189
  br i1 %64, label %2, label %41, !dbg !111, !llvm.loop !190

65:                                               ; preds = %65, %84
  %66 = phi i64 [ 0, %84 ], [ %82, %65 ], !dbg !192
  %67 = phi <2 x i64> [ zeroinitializer, %84 ], [ %80, %65 ]
  %68 = phi <2 x i64> [ zeroinitializer, %84 ], [ %81, %65 ]
  %69 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %66, !dbg !194
  %70 = getelementptr inbounds i8, ptr %69, i64 16, !dbg !194
  %71 = load <2 x i64>, ptr %69, align 16, !dbg !194, !tbaa !183
  %72 = load <2 x i64>, ptr %70, align 16, !dbg !194, !tbaa !183
  %73 = xor <2 x i64> %71, %67, !dbg !195
  %74 = xor <2 x i64> %72, %68, !dbg !195
  %75 = or disjoint i64 %66, 4, !dbg !192
  %76 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %75, !dbg !194
  %77 = getelementptr inbounds i8, ptr %76, i64 16, !dbg !194
  %78 = load <2 x i64>, ptr %76, align 16, !dbg !194, !tbaa !183
  %79 = load <2 x i64>, ptr %77, align 16, !dbg !194, !tbaa !183
  %80 = xor <2 x i64> %78, %73, !dbg !195
  %81 = xor <2 x i64> %79, %74, !dbg !195
  %82 = add nuw nsw i64 %66, 8, !dbg !192
  %83 = icmp eq i64 %82, 1000, !dbg !192
  br i1 %83, label %96, label %65, !dbg !192, !llvm.loop !196

84:                                               ; preds = %18
  %85 = add <2 x i64> %38, %37, !dbg !146
  %86 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %85), !dbg !146
    #dbg_value(i64 1000, !94, !DIExpression(), !145)
    #dbg_value(i64 %86, !93, !DIExpression(), !109)
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !dbg !149, !tbaa !150
  %88 = sext i32 %87 to i64, !dbg !149
  %89 = add nsw i64 %86, %88, !dbg !152
    #dbg_value(i64 %89, !93, !DIExpression(), !109)
    #dbg_value(i64 1001, !94, !DIExpression(), !145)
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !dbg !149, !tbaa !150
  %91 = sext i32 %90 to i64, !dbg !149
  %92 = add nsw i64 %89, %91, !dbg !152
    #dbg_value(i64 %92, !93, !DIExpression(), !109)
    #dbg_value(i64 1002, !94, !DIExpression(), !145)
  %93 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !149, !tbaa !150
  %94 = sext i32 %93 to i64, !dbg !149
  %95 = add nsw i64 %92, %94, !dbg !152
    #dbg_value(i64 %95, !93, !DIExpression(), !109)
    #dbg_value(i64 1003, !94, !DIExpression(), !145)
  tail call fastcc void @add64(), !dbg !199
    #dbg_value(i64 0, !96, !DIExpression(), !109)
    #dbg_value(i32 0, !97, !DIExpression(), !200)
  br label %65, !dbg !197

96:                                               ; preds = %65
  %97 = xor <2 x i64> %81, %80, !dbg !197
  %98 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %97), !dbg !197
    #dbg_value(i64 1000, !97, !DIExpression(), !200)
    #dbg_value(i64 %98, !96, !DIExpression(), !109)
  %99 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 16, !dbg !194, !tbaa !183
  %100 = xor i64 %99, %98, !dbg !195
    #dbg_value(i64 %100, !96, !DIExpression(), !109)
    #dbg_value(i64 1001, !97, !DIExpression(), !200)
  %101 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !dbg !194, !tbaa !183
  %102 = xor i64 %101, %100, !dbg !195
    #dbg_value(i64 %102, !96, !DIExpression(), !109)
    #dbg_value(i64 1002, !97, !DIExpression(), !200)
  %103 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 16, !dbg !194, !tbaa !183
  %104 = xor i64 %103, %102, !dbg !195
    #dbg_value(i64 %104, !96, !DIExpression(), !109)
    #dbg_value(i64 1003, !97, !DIExpression(), !200)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %95, i64 noundef %104), !dbg !201
  tail call fastcc void @clamp(), !dbg !202
  tail call fastcc void @cond_store(), !dbg !203
    #dbg_value(i64 0, !99, !DIExpression(), !109)
    #dbg_value(i32 0, !100, !DIExpression(), !204)
  br label %168, !dbg !205

106:                                              ; preds = %168
  %107 = tail call fastcc i64 @stride2(), !dbg !206
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %187, i64 noundef %107), !dbg !207
  tail call fastcc void @reverse_copy(), !dbg !208
  %109 = load i32, ptr @i32c, align 16, !dbg !209, !tbaa !150
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4008), align 8, !dbg !210, !tbaa !150
  %111 = icmp eq i32 %109, %110, !dbg !211
  %112 = zext i1 %111 to i32, !dbg !211
  %113 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !212, !tbaa !150
  %114 = load i32, ptr @i32a, align 16, !dbg !213, !tbaa !150
  %115 = icmp eq i32 %113, %114, !dbg !214
  %116 = zext i1 %115 to i32, !dbg !214
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %112, i32 noundef %116), !dbg !215
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11, !dbg !216
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, i8 0, i64 64, i1 false), !dbg !217, !DIAssignID !218
    #dbg_assign(i8 0, !102, !DIExpression(), !218, ptr %1, !DIExpression(), !109)
  call fastcc void @histogram(ptr noundef nonnull %1), !dbg !219
    #dbg_value(i64 0, !106, !DIExpression(), !220)
  %118 = load i32, ptr %1, align 16, !dbg !221, !tbaa !150
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118), !dbg !223
    #dbg_value(i64 1, !106, !DIExpression(), !220)
  %120 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !221
  %121 = load i32, ptr %120, align 4, !dbg !221, !tbaa !150
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121), !dbg !223
    #dbg_value(i64 2, !106, !DIExpression(), !220)
  %123 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !221
  %124 = load i32, ptr %123, align 8, !dbg !221, !tbaa !150
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %124), !dbg !223
    #dbg_value(i64 3, !106, !DIExpression(), !220)
  %126 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !221
  %127 = load i32, ptr %126, align 4, !dbg !221, !tbaa !150
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127), !dbg !223
    #dbg_value(i64 4, !106, !DIExpression(), !220)
  %129 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !221
  %130 = load i32, ptr %129, align 16, !dbg !221, !tbaa !150
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %130), !dbg !223
    #dbg_value(i64 5, !106, !DIExpression(), !220)
  %132 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !221
  %133 = load i32, ptr %132, align 4, !dbg !221, !tbaa !150
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133), !dbg !223
    #dbg_value(i64 6, !106, !DIExpression(), !220)
  %135 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !221
  %136 = load i32, ptr %135, align 8, !dbg !221, !tbaa !150
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %136), !dbg !223
    #dbg_value(i64 7, !106, !DIExpression(), !220)
  %138 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !221
  %139 = load i32, ptr %138, align 4, !dbg !221, !tbaa !150
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %139), !dbg !223
    #dbg_value(i64 8, !106, !DIExpression(), !220)
  %141 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !221
  %142 = load i32, ptr %141, align 16, !dbg !221, !tbaa !150
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %142), !dbg !223
    #dbg_value(i64 9, !106, !DIExpression(), !220)
  %144 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !221
  %145 = load i32, ptr %144, align 4, !dbg !221, !tbaa !150
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %145), !dbg !223
    #dbg_value(i64 10, !106, !DIExpression(), !220)
  %147 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !221
  %148 = load i32, ptr %147, align 8, !dbg !221, !tbaa !150
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %148), !dbg !223
    #dbg_value(i64 11, !106, !DIExpression(), !220)
  %150 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !221
  %151 = load i32, ptr %150, align 4, !dbg !221, !tbaa !150
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %151), !dbg !223
    #dbg_value(i64 12, !106, !DIExpression(), !220)
  %153 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !221
  %154 = load i32, ptr %153, align 16, !dbg !221, !tbaa !150
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %154), !dbg !223
    #dbg_value(i64 13, !106, !DIExpression(), !220)
  %156 = getelementptr inbounds i8, ptr %1, i64 52, !dbg !221
  %157 = load i32, ptr %156, align 4, !dbg !221, !tbaa !150
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157), !dbg !223
    #dbg_value(i64 14, !106, !DIExpression(), !220)
  %159 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !221
  %160 = load i32, ptr %159, align 8, !dbg !221, !tbaa !150
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %160), !dbg !223
    #dbg_value(i64 15, !106, !DIExpression(), !220)
  %162 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !221
  %163 = load i32, ptr %162, align 4, !dbg !221, !tbaa !150
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %163), !dbg !223
    #dbg_value(i64 16, !106, !DIExpression(), !220)
  %165 = tail call i32 @putchar(i32 10), !dbg !224
  %166 = tail call fastcc i32 @sum_u8(), !dbg !225
  %167 = and i32 %166, 127, !dbg !226
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11, !dbg !227
  ret i32 %167, !dbg !228

168:                                              ; preds = %189, %96
  %169 = phi i64 [ 0, %96 ], [ %196, %189 ]
  %170 = phi i64 [ 0, %96 ], [ %195, %189 ]
    #dbg_value(i64 %169, !100, !DIExpression(), !204)
    #dbg_value(i64 %170, !99, !DIExpression(), !109)
  %171 = mul i64 %170, 31, !dbg !229
  %172 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %169, !dbg !231
  %173 = load i32, ptr %172, align 16, !dbg !231, !tbaa !150
  %174 = sext i32 %173 to i64, !dbg !232
  %175 = add i64 %171, %174, !dbg !233
    #dbg_value(i64 %175, !99, !DIExpression(), !109)
  %176 = or disjoint i64 %169, 1, !dbg !234
    #dbg_value(i64 %176, !100, !DIExpression(), !204)
  %177 = mul i64 %175, 31, !dbg !229
  %178 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %176, !dbg !231
  %179 = load i32, ptr %178, align 4, !dbg !231, !tbaa !150
  %180 = sext i32 %179 to i64, !dbg !232
  %181 = add i64 %177, %180, !dbg !233
    #dbg_value(i64 %181, !99, !DIExpression(), !109)
  %182 = or disjoint i64 %169, 2, !dbg !234
    #dbg_value(i64 %182, !100, !DIExpression(), !204)
  %183 = mul i64 %181, 31, !dbg !229
  %184 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %182, !dbg !231
  %185 = load i32, ptr %184, align 8, !dbg !231, !tbaa !150
  %186 = sext i32 %185 to i64, !dbg !232
  %187 = add i64 %183, %186, !dbg !233
    #dbg_value(i64 %187, !99, !DIExpression(), !109)
    #dbg_value(i64 %169, !100, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !204)
  %188 = icmp eq i64 %169, 1000, !dbg !235
  br i1 %188, label %106, label %189, !dbg !205, !llvm.loop !236

189:                                              ; preds = %168
  %190 = or disjoint i64 %169, 3, !dbg !234
    #dbg_value(i64 %190, !100, !DIExpression(), !204)
    #dbg_value(i64 %190, !100, !DIExpression(), !204)
    #dbg_value(i64 %187, !99, !DIExpression(), !109)
  %191 = mul i64 %187, 31, !dbg !229
  %192 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %190, !dbg !231
  %193 = load i32, ptr %192, align 4, !dbg !231, !tbaa !150
  %194 = sext i32 %193 to i64, !dbg !232
  %195 = add i64 %191, %194, !dbg !233
    #dbg_value(i64 %195, !99, !DIExpression(), !109)
  %196 = add nuw nsw i64 %169, 4, !dbg !234
    #dbg_value(i64 %196, !100, !DIExpression(), !204)
  br label %168
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !238 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_u8() unnamed_addr #3 !dbg !245 {
    #dbg_value(ptr @u8a, !248, !DIExpression(), !253)
    #dbg_value(i32 1003, !249, !DIExpression(), !253)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
    #dbg_value(i32 0, !251, !DIExpression(), !254)
  br label %1, !dbg !255

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %24, %14 ], !dbg !256
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %22, %14 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %23, %14 ]
  %5 = getelementptr inbounds i8, ptr @u8a, i64 %2, !dbg !258
  %6 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !258
  %7 = load <4 x i8>, ptr %5, align 16, !dbg !258, !tbaa !131
  %8 = load <4 x i8>, ptr %6, align 4, !dbg !258, !tbaa !131
  %9 = zext <4 x i8> %7 to <4 x i32>, !dbg !258
  %10 = zext <4 x i8> %8 to <4 x i32>, !dbg !258
  %11 = add <4 x i32> %3, %9, !dbg !259
  %12 = add <4 x i32> %4, %10, !dbg !259
  %13 = icmp eq i64 %2, 992, !dbg !256
  br i1 %13, label %25, label %14, !dbg !256, !llvm.loop !260

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8, !dbg !256
  %16 = getelementptr inbounds i8, ptr @u8a, i64 %15, !dbg !258
  %17 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !258
  %18 = load <4 x i8>, ptr %16, align 8, !dbg !258, !tbaa !131
  %19 = load <4 x i8>, ptr %17, align 4, !dbg !258, !tbaa !131
  %20 = zext <4 x i8> %18 to <4 x i32>, !dbg !258
  %21 = zext <4 x i8> %19 to <4 x i32>, !dbg !258
  %22 = add <4 x i32> %11, %20, !dbg !259
  %23 = add <4 x i32> %12, %21, !dbg !259
  %24 = add nuw nsw i64 %2, 16, !dbg !256
  br label %1

25:                                               ; preds = %1
  %26 = add <4 x i32> %12, %11, !dbg !255
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26), !dbg !255
    #dbg_value(i64 1000, !251, !DIExpression(), !254)
    #dbg_value(i32 %27, !250, !DIExpression(), !253)
  %28 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1000), align 8, !dbg !258, !tbaa !131
  %29 = zext i8 %28 to i32, !dbg !258
  %30 = add i32 %27, %29, !dbg !259
    #dbg_value(i32 %30, !250, !DIExpression(), !253)
    #dbg_value(i64 1001, !251, !DIExpression(), !254)
  %31 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1001), align 1, !dbg !258, !tbaa !131
  %32 = zext i8 %31 to i32, !dbg !258
  %33 = add i32 %30, %32, !dbg !259
    #dbg_value(i32 %33, !250, !DIExpression(), !253)
    #dbg_value(i64 1002, !251, !DIExpression(), !254)
  %34 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1002), align 2, !dbg !258, !tbaa !131
  %35 = zext i8 %34 to i32, !dbg !258
  %36 = add i32 %33, %35, !dbg !259
    #dbg_value(i32 %36, !250, !DIExpression(), !253)
    #dbg_value(i64 1003, !251, !DIExpression(), !254)
  ret i32 %36, !dbg !262
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i16 @max_i16() unnamed_addr #3 !dbg !263 {
    #dbg_value(ptr @i16a, !269, !DIExpression(), !274)
    #dbg_value(i32 1003, !270, !DIExpression(), !274)
    #dbg_value(i16 -32768, !271, !DIExpression(), !274)
    #dbg_value(i32 0, !272, !DIExpression(), !275)
  br label %1, !dbg !276

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ], !dbg !277
  %3 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %0 ], [ %16, %1 ]
  %4 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %0 ], [ %17, %1 ]
  %5 = getelementptr inbounds i16, ptr @i16a, i64 %2, !dbg !279
  %6 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !279
  %7 = load <8 x i16>, ptr %5, align 16, !dbg !279, !tbaa !169
  %8 = load <8 x i16>, ptr %6, align 16, !dbg !279, !tbaa !169
  %9 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %7, <8 x i16> %3), !dbg !279
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> %4), !dbg !279
  %11 = or disjoint i64 %2, 16, !dbg !277
  %12 = getelementptr inbounds i16, ptr @i16a, i64 %11, !dbg !279
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !279
  %14 = load <8 x i16>, ptr %12, align 16, !dbg !279, !tbaa !169
  %15 = load <8 x i16>, ptr %13, align 16, !dbg !279, !tbaa !169
  %16 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %14, <8 x i16> %9), !dbg !279
  %17 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %15, <8 x i16> %10), !dbg !279
  %18 = add nuw nsw i64 %2, 32, !dbg !277
  %19 = icmp eq i64 %18, 992, !dbg !277
  br i1 %19, label %20, label %1, !dbg !277, !llvm.loop !280

20:                                               ; preds = %1
  %21 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %16, <8 x i16> %17), !dbg !276
  %22 = tail call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %21), !dbg !276
    #dbg_value(i64 992, !272, !DIExpression(), !275)
    #dbg_value(i16 %22, !271, !DIExpression(), !274)
  %23 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1984), align 16, !dbg !279, !tbaa !169
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 %22), !dbg !279
    #dbg_value(i16 %24, !271, !DIExpression(), !274)
    #dbg_value(i64 993, !272, !DIExpression(), !275)
  %25 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1986), align 2, !dbg !279, !tbaa !169
  %26 = tail call i16 @llvm.smax.i16(i16 %25, i16 %24), !dbg !279
    #dbg_value(i16 %26, !271, !DIExpression(), !274)
    #dbg_value(i64 994, !272, !DIExpression(), !275)
  %27 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1988), align 4, !dbg !279, !tbaa !169
  %28 = tail call i16 @llvm.smax.i16(i16 %27, i16 %26), !dbg !279
    #dbg_value(i16 %28, !271, !DIExpression(), !274)
    #dbg_value(i64 995, !272, !DIExpression(), !275)
  %29 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1990), align 2, !dbg !279, !tbaa !169
  %30 = tail call i16 @llvm.smax.i16(i16 %29, i16 %28), !dbg !279
    #dbg_value(i16 %30, !271, !DIExpression(), !274)
    #dbg_value(i64 996, !272, !DIExpression(), !275)
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1992), align 8, !dbg !279, !tbaa !169
  %32 = tail call i16 @llvm.smax.i16(i16 %31, i16 %30), !dbg !279
    #dbg_value(i16 %32, !271, !DIExpression(), !274)
    #dbg_value(i64 997, !272, !DIExpression(), !275)
  %33 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1994), align 2, !dbg !279, !tbaa !169
  %34 = tail call i16 @llvm.smax.i16(i16 %33, i16 %32), !dbg !279
    #dbg_value(i16 %34, !271, !DIExpression(), !274)
    #dbg_value(i64 998, !272, !DIExpression(), !275)
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1996), align 4, !dbg !279, !tbaa !169
  %36 = tail call i16 @llvm.smax.i16(i16 %35, i16 %34), !dbg !279
    #dbg_value(i16 %36, !271, !DIExpression(), !274)
    #dbg_value(i64 999, !272, !DIExpression(), !275)
  %37 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1998), align 2, !dbg !279, !tbaa !169
  %38 = tail call i16 @llvm.smax.i16(i16 %37, i16 %36), !dbg !279
    #dbg_value(i16 %38, !271, !DIExpression(), !274)
    #dbg_value(i64 1000, !272, !DIExpression(), !275)
  %39 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2000), align 16, !dbg !279, !tbaa !169
  %40 = tail call i16 @llvm.smax.i16(i16 %39, i16 %38), !dbg !279
    #dbg_value(i16 %40, !271, !DIExpression(), !274)
    #dbg_value(i64 1001, !272, !DIExpression(), !275)
  %41 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2002), align 2, !dbg !279, !tbaa !169
  %42 = tail call i16 @llvm.smax.i16(i16 %41, i16 %40), !dbg !279
    #dbg_value(i16 %42, !271, !DIExpression(), !274)
    #dbg_value(i64 1002, !272, !DIExpression(), !275)
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2004), align 4, !dbg !279, !tbaa !169
  %44 = tail call i16 @llvm.smax.i16(i16 %43, i16 %42), !dbg !279
    #dbg_value(i16 %44, !271, !DIExpression(), !274)
    #dbg_value(i64 1003, !272, !DIExpression(), !275)
  ret i16 %44, !dbg !282
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff() unnamed_addr #4 !dbg !283 {
    #dbg_value(ptr @i32c, !290, !DIExpression(), !296)
    #dbg_value(ptr @i32a, !291, !DIExpression(), !296)
    #dbg_value(ptr @i32b, !292, !DIExpression(), !296)
    #dbg_value(i32 1003, !293, !DIExpression(), !296)
    #dbg_value(i32 0, !294, !DIExpression(), !297)
  br label %1, !dbg !298

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !299
  %3 = getelementptr inbounds i32, ptr @i32a, i64 %2, !dbg !301
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !301
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !301, !tbaa !150
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !301, !tbaa !150
  %7 = getelementptr inbounds i32, ptr @i32b, i64 %2, !dbg !302
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !302
  %9 = load <4 x i32>, ptr %7, align 16, !dbg !302, !tbaa !150
  %10 = load <4 x i32>, ptr %8, align 16, !dbg !302, !tbaa !150
  %11 = sub nsw <4 x i32> %5, %9, !dbg !303
  %12 = sub nsw <4 x i32> %6, %10, !dbg !303
  %13 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true), !dbg !304
  %14 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %12, i1 true), !dbg !304
  %15 = getelementptr inbounds i32, ptr @i32c, i64 %2, !dbg !305
  %16 = getelementptr inbounds i8, ptr %15, i64 16, !dbg !306
  store <4 x i32> %13, ptr %15, align 16, !dbg !306, !tbaa !150
  store <4 x i32> %14, ptr %16, align 16, !dbg !306, !tbaa !150
  %17 = add nuw i64 %2, 8, !dbg !299
  %18 = icmp eq i64 %17, 1000, !dbg !299
  br i1 %18, label %19, label %1, !dbg !299, !llvm.loop !307

19:                                               ; preds = %1
    #dbg_value(i64 1000, !294, !DIExpression(), !297)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4000), align 16, !dbg !301, !tbaa !150
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4000), align 16, !dbg !302, !tbaa !150
  %22 = sub nsw i32 %20, %21, !dbg !303
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true), !dbg !304
  store i32 %23, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !dbg !306, !tbaa !150
    #dbg_value(i64 1001, !294, !DIExpression(), !297)
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4004), align 4, !dbg !301, !tbaa !150
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4004), align 4, !dbg !302, !tbaa !150
  %26 = sub nsw i32 %24, %25, !dbg !303
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true), !dbg !304
  store i32 %27, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !dbg !306, !tbaa !150
    #dbg_value(i64 1002, !294, !DIExpression(), !297)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4008), align 8, !dbg !301, !tbaa !150
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4008), align 8, !dbg !302, !tbaa !150
  %30 = sub nsw i32 %28, %29, !dbg !303
  %31 = tail call i32 @llvm.abs.i32(i32 %30, i1 true), !dbg !304
  store i32 %31, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !306, !tbaa !150
    #dbg_value(i64 1003, !294, !DIExpression(), !297)
  ret void, !dbg !309
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add64() unnamed_addr #4 !dbg !310 {
    #dbg_value(ptr @i64a, !317, !DIExpression(), !322)
    #dbg_value(ptr @i64b, !318, !DIExpression(), !322)
    #dbg_value(i32 1003, !319, !DIExpression(), !322)
    #dbg_value(i32 0, !320, !DIExpression(), !323)
  br label %1, !dbg !324

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !325
  %3 = getelementptr inbounds i64, ptr @i64b, i64 %2, !dbg !327
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !327
  %5 = load <2 x i64>, ptr %3, align 16, !dbg !327, !tbaa !183
  %6 = load <2 x i64>, ptr %4, align 16, !dbg !327, !tbaa !183
  %7 = mul nsw <2 x i64> %5, <i64 3, i64 3>, !dbg !328
  %8 = mul nsw <2 x i64> %6, <i64 3, i64 3>, !dbg !328
  %9 = getelementptr inbounds i64, ptr @i64a, i64 %2, !dbg !329
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !330
  %11 = load <2 x i64>, ptr %9, align 16, !dbg !330, !tbaa !183
  %12 = load <2 x i64>, ptr %10, align 16, !dbg !330, !tbaa !183
  %13 = add nsw <2 x i64> %11, %7, !dbg !330
  %14 = add nsw <2 x i64> %12, %8, !dbg !330
  store <2 x i64> %13, ptr %9, align 16, !dbg !330, !tbaa !183
  store <2 x i64> %14, ptr %10, align 16, !dbg !330, !tbaa !183
  %15 = add nuw i64 %2, 4, !dbg !325
  %16 = icmp eq i64 %15, 1000, !dbg !325
  br i1 %16, label %17, label %1, !dbg !325, !llvm.loop !331

17:                                               ; preds = %1
    #dbg_value(i64 1000, !320, !DIExpression(), !323)
  %18 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8000), align 16, !dbg !327, !tbaa !183
  %19 = mul nsw i64 %18, 3, !dbg !328
  %20 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 16, !dbg !330, !tbaa !183
  %21 = add nsw i64 %20, %19, !dbg !330
  store i64 %21, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 16, !dbg !330, !tbaa !183
    #dbg_value(i64 1001, !320, !DIExpression(), !323)
  %22 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8008), align 8, !dbg !327, !tbaa !183
  %23 = mul nsw i64 %22, 3, !dbg !328
  %24 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !dbg !330, !tbaa !183
  %25 = add nsw i64 %24, %23, !dbg !330
  store i64 %25, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !dbg !330, !tbaa !183
    #dbg_value(i64 1002, !320, !DIExpression(), !323)
  %26 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8016), align 16, !dbg !327, !tbaa !183
  %27 = mul nsw i64 %26, 3, !dbg !328
  %28 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 16, !dbg !330, !tbaa !183
  %29 = add nsw i64 %28, %27, !dbg !330
  store i64 %29, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 16, !dbg !330, !tbaa !183
    #dbg_value(i64 1003, !320, !DIExpression(), !323)
  ret void, !dbg !333
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp() unnamed_addr #4 !dbg !334 {
    #dbg_value(ptr @i32c, !338, !DIExpression(), !342)
    #dbg_value(i32 1003, !339, !DIExpression(), !342)
    #dbg_value(i32 0, !340, !DIExpression(), !343)
  br label %1, !dbg !344

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ], !dbg !345
  %3 = getelementptr inbounds i32, ptr @i32c, i64 %2, !dbg !347
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !347
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !347, !tbaa !150
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !347, !tbaa !150
  %7 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %5, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>), !dbg !347
  %8 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %6, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>), !dbg !347
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>), !dbg !347
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>), !dbg !347
  store <4 x i32> %9, ptr %3, align 16, !dbg !348, !tbaa !150
  store <4 x i32> %10, ptr %4, align 16, !dbg !348, !tbaa !150
  %11 = add nuw i64 %2, 8, !dbg !345
  %12 = icmp eq i64 %11, 1000, !dbg !345
  br i1 %12, label %13, label %1, !dbg !345, !llvm.loop !349

13:                                               ; preds = %1
    #dbg_value(i64 1000, !340, !DIExpression(), !343)
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !dbg !347, !tbaa !150
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 1000), !dbg !347
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 -1000), !dbg !347
  store i32 %16, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !dbg !348, !tbaa !150
    #dbg_value(i64 1001, !340, !DIExpression(), !343)
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !dbg !347, !tbaa !150
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 1000), !dbg !347
  %19 = tail call i32 @llvm.smax.i32(i32 %18, i32 -1000), !dbg !347
  store i32 %19, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !dbg !348, !tbaa !150
    #dbg_value(i64 1002, !340, !DIExpression(), !343)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !347, !tbaa !150
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 1000), !dbg !347
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 -1000), !dbg !347
  store i32 %22, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !348, !tbaa !150
    #dbg_value(i64 1003, !340, !DIExpression(), !343)
  ret void, !dbg !351
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store() unnamed_addr #4 !dbg !352 {
    #dbg_value(ptr @i32c, !356, !DIExpression(), !361)
    #dbg_value(ptr @i32b, !357, !DIExpression(), !361)
    #dbg_value(i32 1003, !358, !DIExpression(), !361)
    #dbg_value(i32 0, !359, !DIExpression(), !362)
  br label %1, !dbg !363

1:                                                ; preds = %63, %0
  %2 = phi i64 [ 0, %0 ], [ %64, %63 ], !dbg !364
  %3 = or disjoint i64 %2, 4, !dbg !363
  %4 = getelementptr inbounds i32, ptr @i32b, i64 %2, !dbg !366
  %5 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !366
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !366, !tbaa !150
  %7 = load <4 x i32>, ptr %5, align 16, !dbg !366, !tbaa !150
  %8 = trunc <4 x i32> %6 to <4 x i1>, !dbg !368
  %9 = trunc <4 x i32> %7 to <4 x i1>, !dbg !368
  %10 = extractelement <4 x i1> %8, i64 0, !dbg !369
  br i1 %10, label %11, label %15, !dbg !363

11:                                               ; preds = %1
  %12 = getelementptr inbounds i32, ptr @i32c, i64 %2, !dbg !370
  %13 = extractelement <4 x i32> %6, i64 0, !dbg !371
  %14 = shl nsw i32 %13, 1, !dbg !371
  store i32 %14, ptr %12, align 16, !dbg !372, !tbaa !150
  br label %15, !dbg !369

15:                                               ; preds = %11, %1
  %16 = extractelement <4 x i1> %8, i64 1, !dbg !372
  br i1 %16, label %17, label %22, !dbg !372

17:                                               ; preds = %15
  %18 = or disjoint i64 %2, 1, !dbg !363
  %19 = getelementptr inbounds i32, ptr @i32c, i64 %18, !dbg !370
  %20 = extractelement <4 x i32> %6, i64 1, !dbg !371
  %21 = shl nsw i32 %20, 1, !dbg !371
  store i32 %21, ptr %19, align 4, !dbg !372, !tbaa !150
  br label %22, !dbg !372

22:                                               ; preds = %17, %15
  %23 = extractelement <4 x i1> %8, i64 2, !dbg !372
  br i1 %23, label %24, label %29, !dbg !372

24:                                               ; preds = %22
  %25 = or disjoint i64 %2, 2, !dbg !363
  %26 = getelementptr inbounds i32, ptr @i32c, i64 %25, !dbg !370
  %27 = extractelement <4 x i32> %6, i64 2, !dbg !371
  %28 = shl nsw i32 %27, 1, !dbg !371
  store i32 %28, ptr %26, align 8, !dbg !372, !tbaa !150
  br label %29, !dbg !372

29:                                               ; preds = %24, %22
  %30 = extractelement <4 x i1> %8, i64 3, !dbg !372
  br i1 %30, label %31, label %36, !dbg !372

31:                                               ; preds = %29
  %32 = or disjoint i64 %2, 3, !dbg !363
  %33 = getelementptr inbounds i32, ptr @i32c, i64 %32, !dbg !370
  %34 = extractelement <4 x i32> %6, i64 3, !dbg !371
  %35 = shl nsw i32 %34, 1, !dbg !371
  store i32 %35, ptr %33, align 4, !dbg !372, !tbaa !150
  br label %36, !dbg !372

36:                                               ; preds = %31, %29
  %37 = extractelement <4 x i1> %9, i64 0, !dbg !372
  br i1 %37, label %38, label %42, !dbg !372

38:                                               ; preds = %36
  %39 = getelementptr inbounds i32, ptr @i32c, i64 %3, !dbg !370
  %40 = extractelement <4 x i32> %7, i64 0, !dbg !371
  %41 = shl nsw i32 %40, 1, !dbg !371
  store i32 %41, ptr %39, align 16, !dbg !372, !tbaa !150
  br label %42, !dbg !372

42:                                               ; preds = %38, %36
  %43 = extractelement <4 x i1> %9, i64 1, !dbg !372
  br i1 %43, label %44, label %49, !dbg !372

44:                                               ; preds = %42
  %45 = or disjoint i64 %2, 5, !dbg !363
  %46 = getelementptr inbounds i32, ptr @i32c, i64 %45, !dbg !370
  %47 = extractelement <4 x i32> %7, i64 1, !dbg !371
  %48 = shl nsw i32 %47, 1, !dbg !371
  store i32 %48, ptr %46, align 4, !dbg !372, !tbaa !150
  br label %49, !dbg !372

49:                                               ; preds = %44, %42
  %50 = extractelement <4 x i1> %9, i64 2, !dbg !372
  br i1 %50, label %51, label %56, !dbg !372

51:                                               ; preds = %49
  %52 = or disjoint i64 %2, 6, !dbg !363
  %53 = getelementptr inbounds i32, ptr @i32c, i64 %52, !dbg !370
  %54 = extractelement <4 x i32> %7, i64 2, !dbg !371
  %55 = shl nsw i32 %54, 1, !dbg !371
  store i32 %55, ptr %53, align 8, !dbg !372, !tbaa !150
  br label %56, !dbg !372

56:                                               ; preds = %51, %49
  %57 = extractelement <4 x i1> %9, i64 3, !dbg !372
  br i1 %57, label %58, label %63, !dbg !372

58:                                               ; preds = %56
  %59 = or disjoint i64 %2, 7, !dbg !363
  %60 = getelementptr inbounds i32, ptr @i32c, i64 %59, !dbg !370
  %61 = extractelement <4 x i32> %7, i64 3, !dbg !371
  %62 = shl nsw i32 %61, 1, !dbg !371
  store i32 %62, ptr %60, align 4, !dbg !372, !tbaa !150
  br label %63, !dbg !372

63:                                               ; preds = %58, %56
  %64 = add nuw i64 %2, 8, !dbg !364
  %65 = icmp eq i64 %64, 1000, !dbg !364
  br i1 %65, label %66, label %1, !dbg !364, !llvm.loop !373

66:                                               ; preds = %63
    #dbg_value(i64 1000, !359, !DIExpression(), !362)
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4000), align 16, !dbg !366, !tbaa !150
  %68 = and i32 %67, 1, !dbg !368
  %69 = icmp eq i32 %68, 0, !dbg !368
  br i1 %69, label %72, label %70, !dbg !369

70:                                               ; preds = %66
  %71 = shl nsw i32 %67, 1, !dbg !371
  store i32 %71, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !dbg !372, !tbaa !150
  br label %72, !dbg !370

72:                                               ; preds = %66, %70
    #dbg_value(i64 1001, !359, !DIExpression(), !362)
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4004), align 4, !dbg !366, !tbaa !150
  %74 = and i32 %73, 1, !dbg !368
  %75 = icmp eq i32 %74, 0, !dbg !368
  br i1 %75, label %78, label %76, !dbg !369

76:                                               ; preds = %72
  %77 = shl nsw i32 %73, 1, !dbg !371
  store i32 %77, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !dbg !372, !tbaa !150
  br label %78, !dbg !370

78:                                               ; preds = %76, %72
    #dbg_value(i64 1002, !359, !DIExpression(), !362)
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4008), align 8, !dbg !366, !tbaa !150
  %80 = and i32 %79, 1, !dbg !368
  %81 = icmp eq i32 %80, 0, !dbg !368
  br i1 %81, label %84, label %82, !dbg !369

82:                                               ; preds = %78
  %83 = shl nsw i32 %79, 1, !dbg !371
  store i32 %83, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !372, !tbaa !150
  br label %84, !dbg !370

84:                                               ; preds = %82, %78
    #dbg_value(i64 1003, !359, !DIExpression(), !362)
  ret void, !dbg !375
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @stride2() unnamed_addr #3 !dbg !376 {
    #dbg_value(ptr @i32a, !380, !DIExpression(), !385)
    #dbg_value(i32 1003, !381, !DIExpression(), !385)
    #dbg_value(i64 0, !382, !DIExpression(), !385)
    #dbg_value(i32 0, !383, !DIExpression(), !386)
  br label %1, !dbg !387

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %23, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %24, %1 ]
  %5 = shl i64 %2, 1, !dbg !387
  %6 = or disjoint i64 %5, 4, !dbg !387
  %7 = getelementptr inbounds i32, ptr @i32a, i64 %5, !dbg !388
  %8 = getelementptr inbounds i32, ptr @i32a, i64 %6, !dbg !388
  %9 = load <4 x i32>, ptr %7, align 16, !dbg !388, !tbaa !150
  %10 = load <4 x i32>, ptr %8, align 16, !dbg !388, !tbaa !150
  %11 = shufflevector <4 x i32> %9, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !388
  %12 = shufflevector <4 x i32> %10, <4 x i32> poison, <2 x i32> <i32 0, i32 2>, !dbg !388
  %13 = shufflevector <4 x i32> %9, <4 x i32> poison, <2 x i32> <i32 1, i32 3>, !dbg !388
  %14 = shufflevector <4 x i32> %10, <4 x i32> poison, <2 x i32> <i32 1, i32 3>, !dbg !388
  %15 = sext <2 x i32> %11 to <2 x i64>, !dbg !390
  %16 = sext <2 x i32> %12 to <2 x i64>, !dbg !390
  %17 = mul nsw <2 x i64> %15, <i64 3, i64 3>, !dbg !391
  %18 = mul nsw <2 x i64> %16, <i64 3, i64 3>, !dbg !391
  %19 = sext <2 x i32> %13 to <2 x i64>, !dbg !392
  %20 = sext <2 x i32> %14 to <2 x i64>, !dbg !392
  %21 = sub <2 x i64> %3, %19, !dbg !393
  %22 = sub <2 x i64> %4, %20, !dbg !393
  %23 = add <2 x i64> %21, %17, !dbg !394
  %24 = add <2 x i64> %22, %18, !dbg !394
  %25 = add nuw i64 %2, 4
  %26 = icmp eq i64 %25, 500
  br i1 %26, label %27, label %1, !llvm.loop !395

27:                                               ; preds = %1
  %28 = add <2 x i64> %24, %23, !dbg !387
  %29 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %28), !dbg !387
    #dbg_value(i64 1000, !383, !DIExpression(), !386)
    #dbg_value(i64 %29, !382, !DIExpression(), !385)
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4000), align 16, !dbg !388, !tbaa !150
  %31 = sext i32 %30 to i64, !dbg !390
  %32 = mul nsw i64 %31, 3, !dbg !391
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4004), align 4, !dbg !392, !tbaa !150
  %34 = sext i32 %33 to i64, !dbg !392
  %35 = sub i64 %29, %34, !dbg !393
  %36 = add i64 %35, %32, !dbg !394
    #dbg_value(i64 %36, !382, !DIExpression(), !385)
    #dbg_value(i64 1002, !383, !DIExpression(), !386)
  ret i64 %36, !dbg !397
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_copy() unnamed_addr #4 !dbg !398 {
    #dbg_value(ptr @i32c, !400, !DIExpression(), !405)
    #dbg_value(ptr @i32a, !401, !DIExpression(), !405)
    #dbg_value(i32 1003, !402, !DIExpression(), !405)
    #dbg_value(i32 0, !403, !DIExpression(), !406)
  br label %1, !dbg !407

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ], !dbg !408
  %3 = sub nuw nsw i64 1002, %2, !dbg !410
  %4 = getelementptr inbounds i32, ptr @i32a, i64 %3, !dbg !411
  %5 = getelementptr inbounds i8, ptr %4, i64 -12, !dbg !411
  %6 = getelementptr inbounds i8, ptr %4, i64 -28, !dbg !411
  %7 = load <4 x i32>, ptr %5, align 4, !dbg !411, !tbaa !150
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %9 = load <4 x i32>, ptr %6, align 4, !dbg !411, !tbaa !150
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %11 = getelementptr inbounds i32, ptr @i32c, i64 %2, !dbg !412
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !413
  store <4 x i32> %8, ptr %11, align 16, !dbg !413, !tbaa !150
  store <4 x i32> %10, ptr %12, align 16, !dbg !413, !tbaa !150
  %13 = icmp eq i64 %2, 992, !dbg !408
  br i1 %13, label %27, label %14, !dbg !408, !llvm.loop !414

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8, !dbg !408
  %16 = sub nuw nsw i64 1002, %15, !dbg !410
  %17 = getelementptr inbounds i32, ptr @i32a, i64 %16, !dbg !411
  %18 = getelementptr inbounds i8, ptr %17, i64 -12, !dbg !411
  %19 = getelementptr inbounds i8, ptr %17, i64 -28, !dbg !411
  %20 = load <4 x i32>, ptr %18, align 4, !dbg !411, !tbaa !150
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %22 = load <4 x i32>, ptr %19, align 4, !dbg !411, !tbaa !150
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !411
  %24 = getelementptr inbounds i32, ptr @i32c, i64 %15, !dbg !412
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !413
  store <4 x i32> %21, ptr %24, align 16, !dbg !413, !tbaa !150
  store <4 x i32> %23, ptr %25, align 16, !dbg !413, !tbaa !150
  %26 = add nuw nsw i64 %2, 16, !dbg !408
  br label %1

27:                                               ; preds = %1
    #dbg_value(i64 1000, !403, !DIExpression(), !406)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 8), align 8, !dbg !411, !tbaa !150
  store i32 %28, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !dbg !413, !tbaa !150
    #dbg_value(i64 1001, !403, !DIExpression(), !406)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4), align 4, !dbg !411, !tbaa !150
  store i32 %29, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !dbg !413, !tbaa !150
    #dbg_value(i64 1002, !403, !DIExpression(), !406)
  %30 = load i32, ptr @i32a, align 16, !dbg !411, !tbaa !150
  store i32 %30, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !dbg !413, !tbaa !150
    #dbg_value(i64 1003, !403, !DIExpression(), !406)
  ret void, !dbg !416
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @histogram(ptr nocapture noundef %0) unnamed_addr #6 !dbg !417 {
    #dbg_value(ptr %0, !422, !DIExpression(), !427)
    #dbg_value(ptr @u8a, !423, !DIExpression(), !427)
    #dbg_value(i32 1003, !424, !DIExpression(), !427)
    #dbg_value(i32 0, !425, !DIExpression(), !428)
  br label %3, !dbg !429

2:                                                ; preds = %3
  ret void, !dbg !430

3:                                                ; preds = %13, %1
  %4 = phi i64 [ 0, %1 ], [ %22, %13 ]
    #dbg_value(i64 %4, !425, !DIExpression(), !428)
  %5 = getelementptr inbounds i8, ptr @u8a, i64 %4, !dbg !431
  %6 = load i8, ptr %5, align 2, !dbg !431, !tbaa !131
  %7 = lshr i8 %6, 4, !dbg !433
  %8 = zext nneg i8 %7 to i64, !dbg !434
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !434
  %10 = load i32, ptr %9, align 4, !dbg !435, !tbaa !150
  %11 = add i32 %10, 1, !dbg !435
  store i32 %11, ptr %9, align 4, !dbg !435, !tbaa !150
    #dbg_value(i64 %4, !425, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !428)
  %12 = icmp eq i64 %4, 1002, !dbg !436
  br i1 %12, label %2, label %13, !dbg !429, !llvm.loop !437

13:                                               ; preds = %3
  %14 = or disjoint i64 %4, 1, !dbg !439
    #dbg_value(i64 %14, !425, !DIExpression(), !428)
    #dbg_value(i64 %14, !425, !DIExpression(), !428)
  %15 = getelementptr inbounds i8, ptr @u8a, i64 %14, !dbg !431
  %16 = load i8, ptr %15, align 1, !dbg !431, !tbaa !131
  %17 = lshr i8 %16, 4, !dbg !433
  %18 = zext nneg i8 %17 to i64, !dbg !434
  %19 = getelementptr inbounds i32, ptr %0, i64 %18, !dbg !434
  %20 = load i32, ptr %19, align 4, !dbg !435, !tbaa !150
  %21 = add i32 %20, 1, !dbg !435
  store i32 %21, ptr %19, align 4, !dbg !435, !tbaa !150
  %22 = add nuw nsw i64 %4, 2, !dbg !439
    #dbg_value(i64 %22, !425, !DIExpression(), !428)
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind memory(none) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "u8a", scope: !2, file: !3, line: 11, type: !74, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/autovec_int_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "1c47aa9b809114ae4a90f1a2caf79a28")
!4 = !{!5, !10, !14, !17, !20, !21, !24, !16}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !11, line: 25, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !13)
!13 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !11, line: 26, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !16)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !11, line: 27, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !19)
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !6, line: 27, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !{!26, !32, !37, !42, !47, !52, !0, !57, !62, !65, !67, !69, !72}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 256, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31}
!31 = !DISubrange(count: 32)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 264, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 33)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 280, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 35)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 120, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 15)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 16, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 2)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "i16a", scope: !2, file: !3, line: 11, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16048, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 1003)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "i32a", scope: !2, file: !3, line: 11, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32096, elements: !60)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "i32b", scope: !2, file: !3, line: 11, type: !64, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "i32c", scope: !2, file: !3, line: 11, type: !64, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "i64a", scope: !2, file: !3, line: 11, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 64192, elements: !60)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "i64b", scope: !2, file: !3, line: 11, type: !71, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8024, elements: !60)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !84, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!16}
!86 = !{!87, !91, !93, !94, !96, !97, !99, !100, !102, !106}
!87 = !DILocalVariable(name: "x", scope: !83, file: !3, line: 25, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !90)
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 26, type: !16)
!92 = distinct !DILexicalBlock(scope: !83, file: !3, line: 26, column: 5)
!93 = !DILocalVariable(name: "s", scope: !83, file: !3, line: 33, type: !17)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 33, type: !16)
!95 = distinct !DILexicalBlock(scope: !83, file: !3, line: 33, column: 20)
!96 = !DILocalVariable(name: "s64", scope: !83, file: !3, line: 35, type: !17)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 35, type: !16)
!98 = distinct !DILexicalBlock(scope: !83, file: !3, line: 35, column: 22)
!99 = !DILocalVariable(name: "sc", scope: !83, file: !3, line: 38, type: !21)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 38, type: !16)
!101 = distinct !DILexicalBlock(scope: !83, file: !3, line: 38, column: 22)
!102 = !DILocalVariable(name: "hist", scope: !83, file: !3, line: 42, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 512, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 16)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 44, type: !16)
!107 = distinct !DILexicalBlock(scope: !83, file: !3, line: 44, column: 5)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !83)
!110 = !DILocation(line: 0, scope: !92)
!111 = !DILocation(line: 26, column: 5, scope: !92)
!112 = !DILocation(line: 31, column: 48, scope: !83)
!113 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !3, line: 22, type: !117)
!114 = distinct !DISubprogram(name: "scalar_sum_u8", scope: !3, file: !3, line: 22, type: !115, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!115 = !DISubroutineType(types: !116)
!116 = !{!88, !117, !16}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!119 = !{!113, !120, !121, !122}
!120 = !DILocalVariable(name: "n", arg: 2, scope: !114, file: !3, line: 22, type: !16)
!121 = !DILocalVariable(name: "s", scope: !114, file: !3, line: 22, type: !88)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 22, type: !16)
!123 = distinct !DILexicalBlock(scope: !114, file: !3, line: 22, column: 74)
!124 = !DILocation(line: 0, scope: !114, inlinedAt: !125)
!125 = distinct !DILocation(line: 31, column: 64, scope: !83)
!126 = !DILocation(line: 0, scope: !123, inlinedAt: !125)
!127 = !DILocation(line: 22, column: 74, scope: !123, inlinedAt: !125)
!128 = !DILocation(line: 22, column: 109, scope: !129, inlinedAt: !125)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 22, column: 102)
!130 = distinct !DILexicalBlock(scope: !123, file: !3, line: 22, column: 74)
!131 = !{!132, !132, i64 0}
!132 = !{!"omnipotent char", !133, i64 0}
!133 = !{!"Simple C/C++ TBAA"}
!134 = !DILocation(line: 22, column: 106, scope: !129, inlinedAt: !125)
!135 = !DILocation(line: 22, column: 115, scope: !129, inlinedAt: !125)
!136 = !{i64 2051}
!137 = !DILocation(line: 22, column: 98, scope: !130, inlinedAt: !125)
!138 = !DILocation(line: 22, column: 92, scope: !130, inlinedAt: !125)
!139 = distinct !{!139, !127, !140, !141}
!140 = !DILocation(line: 22, column: 138, scope: !123, inlinedAt: !125)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 31, column: 87, scope: !83)
!143 = !DILocation(line: 31, column: 5, scope: !83)
!144 = !DILocation(line: 32, column: 5, scope: !83)
!145 = !DILocation(line: 0, scope: !95)
!146 = !DILocation(line: 33, column: 20, scope: !95)
!147 = !DILocation(line: 33, column: 44, scope: !148)
!148 = distinct !DILexicalBlock(scope: !95, file: !3, line: 33, column: 20)
!149 = !DILocation(line: 33, column: 53, scope: !148)
!150 = !{!151, !151, i64 0}
!151 = !{!"int", !132, i64 0}
!152 = !DILocation(line: 33, column: 50, scope: !148)
!153 = distinct !{!153, !146, !154, !141, !155, !156}
!154 = !DILocation(line: 33, column: 59, scope: !95)
!155 = !{!"llvm.loop.isvectorized", i32 1}
!156 = !{!"llvm.loop.unroll.runtime.disable"}
!157 = !DILocation(line: 27, column: 15, scope: !158)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 26, column: 33)
!159 = distinct !DILexicalBlock(scope: !92, file: !3, line: 26, column: 5)
!160 = !DILocation(line: 27, column: 26, scope: !158)
!161 = !DILocation(line: 28, column: 30, scope: !158)
!162 = !DILocation(line: 28, column: 18, scope: !158)
!163 = !DILocation(line: 28, column: 9, scope: !158)
!164 = !DILocation(line: 28, column: 16, scope: !158)
!165 = !DILocation(line: 28, column: 60, scope: !158)
!166 = !DILocation(line: 28, column: 48, scope: !158)
!167 = !DILocation(line: 28, column: 38, scope: !158)
!168 = !DILocation(line: 28, column: 46, scope: !158)
!169 = !{!170, !170, i64 0}
!170 = !{!"short", !132, i64 0}
!171 = !DILocation(line: 28, column: 89, scope: !158)
!172 = !DILocation(line: 28, column: 95, scope: !158)
!173 = !DILocation(line: 28, column: 67, scope: !158)
!174 = !DILocation(line: 28, column: 75, scope: !158)
!175 = !DILocation(line: 28, column: 130, scope: !158)
!176 = !DILocation(line: 28, column: 135, scope: !158)
!177 = !DILocation(line: 28, column: 108, scope: !158)
!178 = !DILocation(line: 28, column: 116, scope: !158)
!179 = !DILocation(line: 29, column: 19, scope: !158)
!180 = !DILocation(line: 29, column: 30, scope: !158)
!181 = !DILocation(line: 29, column: 9, scope: !158)
!182 = !DILocation(line: 29, column: 17, scope: !158)
!183 = !{!184, !184, i64 0}
!184 = !{!"long", !132, i64 0}
!185 = !DILocation(line: 29, column: 60, scope: !158)
!186 = !DILocation(line: 29, column: 38, scope: !158)
!187 = !DILocation(line: 29, column: 46, scope: !158)
!188 = !DILocation(line: 26, column: 29, scope: !159)
!189 = !DILocation(line: 26, column: 23, scope: !159)
!190 = distinct !{!190, !111, !191, !141}
!191 = !DILocation(line: 30, column: 5, scope: !92)
!192 = !DILocation(line: 35, column: 46, scope: !193)
!193 = distinct !DILexicalBlock(scope: !98, file: !3, line: 35, column: 22)
!194 = !DILocation(line: 35, column: 57, scope: !193)
!195 = !DILocation(line: 35, column: 54, scope: !193)
!196 = distinct !{!196, !197, !198, !141, !155, !156}
!197 = !DILocation(line: 35, column: 22, scope: !98)
!198 = !DILocation(line: 35, column: 63, scope: !98)
!199 = !DILocation(line: 34, column: 5, scope: !83)
!200 = !DILocation(line: 0, scope: !98)
!201 = !DILocation(line: 36, column: 5, scope: !83)
!202 = !DILocation(line: 37, column: 5, scope: !83)
!203 = !DILocation(line: 37, column: 21, scope: !83)
!204 = !DILocation(line: 0, scope: !101)
!205 = !DILocation(line: 38, column: 22, scope: !101)
!206 = !DILocation(line: 39, column: 86, scope: !83)
!207 = !DILocation(line: 39, column: 5, scope: !83)
!208 = !DILocation(line: 40, column: 5, scope: !83)
!209 = !DILocation(line: 41, column: 31, scope: !83)
!210 = !DILocation(line: 41, column: 42, scope: !83)
!211 = !DILocation(line: 41, column: 39, scope: !83)
!212 = !DILocation(line: 41, column: 55, scope: !83)
!213 = !DILocation(line: 41, column: 70, scope: !83)
!214 = !DILocation(line: 41, column: 67, scope: !83)
!215 = !DILocation(line: 41, column: 5, scope: !83)
!216 = !DILocation(line: 42, column: 5, scope: !83)
!217 = !DILocation(line: 42, column: 14, scope: !83)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 43, column: 5, scope: !83)
!220 = !DILocation(line: 0, scope: !107)
!221 = !DILocation(line: 44, column: 48, scope: !222)
!222 = distinct !DILexicalBlock(scope: !107, file: !3, line: 44, column: 5)
!223 = !DILocation(line: 44, column: 34, scope: !222)
!224 = !DILocation(line: 45, column: 5, scope: !83)
!225 = !DILocation(line: 46, column: 18, scope: !83)
!226 = !DILocation(line: 46, column: 33, scope: !83)
!227 = !DILocation(line: 47, column: 1, scope: !83)
!228 = !DILocation(line: 46, column: 5, scope: !83)
!229 = !DILocation(line: 38, column: 58, scope: !230)
!230 = distinct !DILexicalBlock(scope: !101, file: !3, line: 38, column: 22)
!231 = !DILocation(line: 38, column: 75, scope: !230)
!232 = !DILocation(line: 38, column: 65, scope: !230)
!233 = !DILocation(line: 38, column: 63, scope: !230)
!234 = !DILocation(line: 38, column: 46, scope: !230)
!235 = !DILocation(line: 38, column: 40, scope: !230)
!236 = distinct !{!236, !205, !237, !141}
!237 = !DILocation(line: 38, column: 81, scope: !101)
!238 = !DISubprogram(name: "printf", scope: !239, file: !239, line: 356, type: !240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!240 = !DISubroutineType(types: !241)
!241 = !{!16, !242, null}
!242 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!245 = distinct !DISubprogram(name: "sum_u8", scope: !3, file: !3, line: 13, type: !246, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!246 = !DISubroutineType(cc: DW_CC_nocall, types: !116)
!247 = !{!248, !249, !250, !251}
!248 = !DILocalVariable(name: "a", arg: 1, scope: !245, file: !3, line: 13, type: !117)
!249 = !DILocalVariable(name: "n", arg: 2, scope: !245, file: !3, line: 13, type: !16)
!250 = !DILocalVariable(name: "s", scope: !245, file: !3, line: 13, type: !88)
!251 = !DILocalVariable(name: "i", scope: !252, file: !3, line: 13, type: !16)
!252 = distinct !DILexicalBlock(scope: !245, file: !3, line: 13, column: 93)
!253 = !DILocation(line: 0, scope: !245)
!254 = !DILocation(line: 0, scope: !252)
!255 = !DILocation(line: 13, column: 93, scope: !252)
!256 = !DILocation(line: 13, column: 117, scope: !257)
!257 = distinct !DILexicalBlock(scope: !252, file: !3, line: 13, column: 93)
!258 = !DILocation(line: 13, column: 126, scope: !257)
!259 = !DILocation(line: 13, column: 123, scope: !257)
!260 = distinct !{!260, !255, !261, !141, !155, !156}
!261 = !DILocation(line: 13, column: 129, scope: !252)
!262 = !DILocation(line: 13, column: 132, scope: !245)
!263 = distinct !DISubprogram(name: "max_i16", scope: !3, file: !3, line: 14, type: !264, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!264 = !DISubroutineType(cc: DW_CC_nocall, types: !265)
!265 = !{!10, !266, !16}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!268 = !{!269, !270, !271, !272}
!269 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !3, line: 14, type: !266)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !263, file: !3, line: 14, type: !16)
!271 = !DILocalVariable(name: "m", scope: !263, file: !3, line: 14, type: !10)
!272 = !DILocalVariable(name: "i", scope: !273, file: !3, line: 14, type: !16)
!273 = distinct !DILexicalBlock(scope: !263, file: !3, line: 14, column: 100)
!274 = !DILocation(line: 0, scope: !263)
!275 = !DILocation(line: 0, scope: !273)
!276 = !DILocation(line: 14, column: 100, scope: !273)
!277 = !DILocation(line: 14, column: 124, scope: !278)
!278 = distinct !DILexicalBlock(scope: !273, file: !3, line: 14, column: 100)
!279 = !DILocation(line: 14, column: 132, scope: !278)
!280 = distinct !{!280, !276, !281, !141, !155, !156}
!281 = !DILocation(line: 14, column: 150, scope: !273)
!282 = !DILocation(line: 14, column: 153, scope: !263)
!283 = distinct !DISubprogram(name: "absdiff", scope: !3, file: !3, line: 15, type: !284, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !289)
!284 = !DISubroutineType(cc: DW_CC_nocall, types: !285)
!285 = !{null, !286, !287, !287, !16}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!289 = !{!290, !291, !292, !293, !294}
!290 = !DILocalVariable(name: "c", arg: 1, scope: !283, file: !3, line: 15, type: !286)
!291 = !DILocalVariable(name: "a", arg: 2, scope: !283, file: !3, line: 15, type: !287)
!292 = !DILocalVariable(name: "b", arg: 3, scope: !283, file: !3, line: 15, type: !287)
!293 = !DILocalVariable(name: "n", arg: 4, scope: !283, file: !3, line: 15, type: !16)
!294 = !DILocalVariable(name: "i", scope: !295, file: !3, line: 15, type: !16)
!295 = distinct !DILexicalBlock(scope: !283, file: !3, line: 15, column: 104)
!296 = !DILocation(line: 0, scope: !283)
!297 = !DILocation(line: 0, scope: !295)
!298 = !DILocation(line: 15, column: 104, scope: !295)
!299 = !DILocation(line: 15, column: 128, scope: !300)
!300 = distinct !DILexicalBlock(scope: !295, file: !3, line: 15, column: 104)
!301 = !DILocation(line: 15, column: 143, scope: !300)
!302 = !DILocation(line: 15, column: 150, scope: !300)
!303 = !DILocation(line: 15, column: 148, scope: !300)
!304 = !DILocation(line: 15, column: 139, scope: !300)
!305 = !DILocation(line: 15, column: 132, scope: !300)
!306 = !DILocation(line: 15, column: 137, scope: !300)
!307 = distinct !{!307, !298, !308, !141, !155, !156}
!308 = !DILocation(line: 15, column: 154, scope: !295)
!309 = !DILocation(line: 15, column: 157, scope: !283)
!310 = distinct !DISubprogram(name: "add64", scope: !3, file: !3, line: 16, type: !311, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !316)
!311 = !DISubroutineType(cc: DW_CC_nocall, types: !312)
!312 = !{null, !313, !314, !16}
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!316 = !{!317, !318, !319, !320}
!317 = !DILocalVariable(name: "a", arg: 1, scope: !310, file: !3, line: 16, type: !313)
!318 = !DILocalVariable(name: "b", arg: 2, scope: !310, file: !3, line: 16, type: !314)
!319 = !DILocalVariable(name: "n", arg: 3, scope: !310, file: !3, line: 16, type: !16)
!320 = !DILocalVariable(name: "i", scope: !321, file: !3, line: 16, type: !16)
!321 = distinct !DILexicalBlock(scope: !310, file: !3, line: 16, column: 84)
!322 = !DILocation(line: 0, scope: !310)
!323 = !DILocation(line: 0, scope: !321)
!324 = !DILocation(line: 16, column: 84, scope: !321)
!325 = !DILocation(line: 16, column: 108, scope: !326)
!326 = distinct !DILexicalBlock(scope: !321, file: !3, line: 16, column: 84)
!327 = !DILocation(line: 16, column: 120, scope: !326)
!328 = !DILocation(line: 16, column: 125, scope: !326)
!329 = !DILocation(line: 16, column: 112, scope: !326)
!330 = !DILocation(line: 16, column: 117, scope: !326)
!331 = distinct !{!331, !324, !332, !141, !155, !156}
!332 = !DILocation(line: 16, column: 127, scope: !321)
!333 = !DILocation(line: 16, column: 130, scope: !310)
!334 = distinct !DISubprogram(name: "clamp", scope: !3, file: !3, line: 17, type: !335, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !337)
!335 = !DISubroutineType(cc: DW_CC_nocall, types: !336)
!336 = !{null, !286, !16}
!337 = !{!338, !339, !340}
!338 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !3, line: 17, type: !286)
!339 = !DILocalVariable(name: "n", arg: 2, scope: !334, file: !3, line: 17, type: !16)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 17, type: !16)
!341 = distinct !DILexicalBlock(scope: !334, file: !3, line: 17, column: 66)
!342 = !DILocation(line: 0, scope: !334)
!343 = !DILocation(line: 0, scope: !341)
!344 = !DILocation(line: 17, column: 66, scope: !341)
!345 = !DILocation(line: 17, column: 90, scope: !346)
!346 = distinct !DILexicalBlock(scope: !341, file: !3, line: 17, column: 66)
!347 = !DILocation(line: 17, column: 101, scope: !346)
!348 = !DILocation(line: 17, column: 99, scope: !346)
!349 = distinct !{!349, !344, !350, !141, !155, !156}
!350 = !DILocation(line: 17, column: 148, scope: !341)
!351 = !DILocation(line: 17, column: 151, scope: !334)
!352 = distinct !DISubprogram(name: "cond_store", scope: !3, file: !3, line: 18, type: !353, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !355)
!353 = !DISubroutineType(cc: DW_CC_nocall, types: !354)
!354 = !{null, !286, !287, !16}
!355 = !{!356, !357, !358, !359}
!356 = !DILocalVariable(name: "a", arg: 1, scope: !352, file: !3, line: 18, type: !286)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !352, file: !3, line: 18, type: !287)
!358 = !DILocalVariable(name: "n", arg: 3, scope: !352, file: !3, line: 18, type: !16)
!359 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 18, type: !16)
!360 = distinct !DILexicalBlock(scope: !352, file: !3, line: 18, column: 89)
!361 = !DILocation(line: 0, scope: !352)
!362 = !DILocation(line: 0, scope: !360)
!363 = !DILocation(line: 18, column: 89, scope: !360)
!364 = !DILocation(line: 18, column: 113, scope: !365)
!365 = distinct !DILexicalBlock(scope: !360, file: !3, line: 18, column: 89)
!366 = !DILocation(line: 18, column: 121, scope: !367)
!367 = distinct !DILexicalBlock(scope: !365, file: !3, line: 18, column: 121)
!368 = !DILocation(line: 18, column: 126, scope: !367)
!369 = !DILocation(line: 18, column: 121, scope: !365)
!370 = !DILocation(line: 18, column: 131, scope: !367)
!371 = !DILocation(line: 18, column: 143, scope: !367)
!372 = !DILocation(line: 18, column: 136, scope: !367)
!373 = distinct !{!373, !363, !374, !141, !155, !156}
!374 = !DILocation(line: 18, column: 145, scope: !360)
!375 = !DILocation(line: 18, column: 148, scope: !352)
!376 = distinct !DISubprogram(name: "stride2", scope: !3, file: !3, line: 19, type: !377, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !379)
!377 = !DISubroutineType(cc: DW_CC_nocall, types: !378)
!378 = !{!17, !287, !16}
!379 = !{!380, !381, !382, !383}
!380 = !DILocalVariable(name: "a", arg: 1, scope: !376, file: !3, line: 19, type: !287)
!381 = !DILocalVariable(name: "n", arg: 2, scope: !376, file: !3, line: 19, type: !16)
!382 = !DILocalVariable(name: "s", scope: !376, file: !3, line: 19, type: !17)
!383 = !DILocalVariable(name: "i", scope: !384, file: !3, line: 19, type: !16)
!384 = distinct !DILexicalBlock(scope: !376, file: !3, line: 19, column: 92)
!385 = !DILocation(line: 0, scope: !376)
!386 = !DILocation(line: 0, scope: !384)
!387 = !DILocation(line: 19, column: 92, scope: !384)
!388 = !DILocation(line: 19, column: 141, scope: !389)
!389 = distinct !DILexicalBlock(scope: !384, file: !3, line: 19, column: 92)
!390 = !DILocation(line: 19, column: 132, scope: !389)
!391 = !DILocation(line: 19, column: 146, scope: !389)
!392 = !DILocation(line: 19, column: 152, scope: !389)
!393 = !DILocation(line: 19, column: 150, scope: !389)
!394 = !DILocation(line: 19, column: 129, scope: !389)
!395 = distinct !{!395, !387, !396, !141, !155, !156}
!396 = !DILocation(line: 19, column: 159, scope: !384)
!397 = !DILocation(line: 19, column: 162, scope: !376)
!398 = distinct !DISubprogram(name: "reverse_copy", scope: !3, file: !3, line: 20, type: !353, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !399)
!399 = !{!400, !401, !402, !403}
!400 = !DILocalVariable(name: "d", arg: 1, scope: !398, file: !3, line: 20, type: !286)
!401 = !DILocalVariable(name: "s", arg: 2, scope: !398, file: !3, line: 20, type: !287)
!402 = !DILocalVariable(name: "n", arg: 3, scope: !398, file: !3, line: 20, type: !16)
!403 = !DILocalVariable(name: "i", scope: !404, file: !3, line: 20, type: !16)
!404 = distinct !DILexicalBlock(scope: !398, file: !3, line: 20, column: 91)
!405 = !DILocation(line: 0, scope: !398)
!406 = !DILocation(line: 0, scope: !404)
!407 = !DILocation(line: 20, column: 91, scope: !404)
!408 = !DILocation(line: 20, column: 115, scope: !409)
!409 = distinct !DILexicalBlock(scope: !404, file: !3, line: 20, column: 91)
!410 = !DILocation(line: 20, column: 134, scope: !409)
!411 = !DILocation(line: 20, column: 126, scope: !409)
!412 = !DILocation(line: 20, column: 119, scope: !409)
!413 = !DILocation(line: 20, column: 124, scope: !409)
!414 = distinct !{!414, !407, !415, !141, !155, !156}
!415 = !DILocation(line: 20, column: 137, scope: !404)
!416 = !DILocation(line: 20, column: 140, scope: !398)
!417 = distinct !DISubprogram(name: "histogram", scope: !3, file: !3, line: 21, type: !418, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !421)
!418 = !DISubroutineType(cc: DW_CC_nocall, types: !419)
!419 = !{null, !420, !117, !16}
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!421 = !{!422, !423, !424, !425}
!422 = !DILocalVariable(name: "h", arg: 1, scope: !417, file: !3, line: 21, type: !420)
!423 = !DILocalVariable(name: "a", arg: 2, scope: !417, file: !3, line: 21, type: !117)
!424 = !DILocalVariable(name: "n", arg: 3, scope: !417, file: !3, line: 21, type: !16)
!425 = !DILocalVariable(name: "i", scope: !426, file: !3, line: 21, type: !16)
!426 = distinct !DILexicalBlock(scope: !417, file: !3, line: 21, column: 89)
!427 = !DILocation(line: 0, scope: !417)
!428 = !DILocation(line: 0, scope: !426)
!429 = !DILocation(line: 21, column: 89, scope: !426)
!430 = !DILocation(line: 21, column: 133, scope: !417)
!431 = !DILocation(line: 21, column: 119, scope: !432)
!432 = distinct !DILexicalBlock(scope: !426, file: !3, line: 21, column: 89)
!433 = !DILocation(line: 21, column: 124, scope: !432)
!434 = !DILocation(line: 21, column: 117, scope: !432)
!435 = !DILocation(line: 21, column: 129, scope: !432)
!436 = !DILocation(line: 21, column: 107, scope: !432)
!437 = distinct !{!437, !429, !438, !141}
!438 = !DILocation(line: 21, column: 129, scope: !426)
!439 = !DILocation(line: 21, column: 113, scope: !432)
