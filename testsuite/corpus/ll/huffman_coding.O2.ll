; ModuleID = 'programs/huffman_coding.c'
source_filename = "programs/huffman_coding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Node = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [229 x i8] c"it was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness\00", align 1
@main.input = internal global [20000 x i8] zeroinitializer, align 16
@nodes = internal unnamed_addr global [512 x %struct.Node] zeroinitializer, align 16
@nn = internal unnamed_addr global i32 0, align 4
@hn = internal unnamed_addr global i32 0, align 4
@lens = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@codes = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [72 x i8] c"input=%zu bytes distinct=%d maxlen=%d encoded=%zu bits (%.3f bits/sym)\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"'%c' freq=%u len=%u code=%x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"roundtrip %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1
@heap = internal unnamed_addr global [512 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [33 x i32], align 16
  %3 = alloca [33 x i32], align 16
  %4 = alloca [256 x i32], align 16
  %5 = alloca [33 x i32], align 16
  br label %6

6:                                                ; preds = %16, %0
  %7 = phi i64 [ 0, %0 ], [ %24, %16 ]
  %8 = add nuw nsw i64 %7, 228
  %9 = getelementptr inbounds i8, ptr @main.input, i64 %7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(228) %9, ptr noundef nonnull align 1 dereferenceable(228) @.str, i64 228, i1 false)
  %10 = trunc nuw i64 %8 to i16
  %11 = urem i16 %10, 10
  %12 = trunc nuw nsw i16 %11 to i8
  %13 = or disjoint i8 %12, 48
  %14 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %8
  store i8 %13, ptr %14, align 2, !tbaa !5
  %15 = icmp ult i64 %7, 19543
  br i1 %15, label %16, label %25, !llvm.loop !8

16:                                               ; preds = %6
  %17 = add nuw nsw i64 %7, 457
  %18 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @main.input, i64 229), i64 %7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(228) %18, ptr noundef nonnull align 1 dereferenceable(228) @.str, i64 228, i1 false)
  %19 = trunc nuw i64 %17 to i16
  %20 = urem i16 %19, 10
  %21 = trunc nuw nsw i16 %20 to i8
  %22 = or disjoint i8 %21, 48
  %23 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %17
  store i8 %22, ptr %23, align 1, !tbaa !5
  %24 = add nuw nsw i64 %7, 458
  br label %6

25:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  br label %29

26:                                               ; preds = %29
  %27 = load i32, ptr @nn, align 4, !tbaa !10
  %28 = load i32, ptr @hn, align 4, !tbaa !10
  br label %57

29:                                               ; preds = %29, %25
  %30 = phi i64 [ 0, %25 ], [ %51, %29 ]
  %31 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1, !tbaa !5
  %33 = zext i8 %32 to i64
  %34 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !10
  %36 = add i32 %35, 1
  store i32 %36, ptr %34, align 4, !tbaa !10
  %37 = add nuw nsw i64 %30, 1
  %38 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %37
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i64
  %41 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !10
  %43 = add i32 %42, 1
  store i32 %43, ptr %41, align 4, !tbaa !10
  %44 = add nuw nsw i64 %30, 2
  %45 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !5
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !10
  %50 = add i32 %49, 1
  store i32 %50, ptr %48, align 4, !tbaa !10
  %51 = add nuw nsw i64 %30, 3
  %52 = icmp eq i64 %51, 19923
  br i1 %52, label %26, label %29, !llvm.loop !12

53:                                               ; preds = %95
  %54 = icmp sgt i32 %96, 1
  br i1 %54, label %55, label %144

55:                                               ; preds = %53
  %56 = sext i32 %97 to i64
  br label %100

57:                                               ; preds = %26, %95
  %58 = phi i64 [ 0, %26 ], [ %98, %95 ]
  %59 = phi i32 [ %27, %26 ], [ %97, %95 ]
  %60 = phi i32 [ %28, %26 ], [ %96, %95 ]
  %61 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %58
  %62 = load i32, ptr %61, align 4, !tbaa !10
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %95, label %64

64:                                               ; preds = %57
  %65 = sext i32 %59 to i64
  %66 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %65
  store i32 %62, ptr %66, align 16, !tbaa !10
  %67 = getelementptr inbounds i8, ptr %66, i64 4
  %68 = trunc nuw nsw i64 %58 to i32
  store i32 %68, ptr %67, align 4, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  store i32 -1, ptr %69, align 8, !tbaa !10
  %70 = getelementptr inbounds i8, ptr %66, i64 12
  store i32 -1, ptr %70, align 4, !tbaa !10
  %71 = add nsw i32 %59, 1
  store i32 %71, ptr @nn, align 4, !tbaa !10
  %72 = add nsw i32 %60, 1
  store i32 %72, ptr @hn, align 4, !tbaa !10
  %73 = sext i32 %60 to i64
  %74 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %73
  store i32 %59, ptr %74, align 4, !tbaa !10
  %75 = icmp eq i32 %60, 0
  br i1 %75, label %95, label %76

76:                                               ; preds = %64, %91
  %77 = phi i32 [ %79, %91 ], [ %60, %64 ]
  %78 = add nsw i32 %77, -1
  %79 = sdiv i32 %78, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !10
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %83
  %85 = load i32, ptr %84, align 16, !tbaa !13
  %86 = icmp uge i32 %62, %85
  %87 = icmp ne i32 %62, %85
  %88 = icmp sle i32 %82, %59
  %89 = or i1 %88, %87
  %90 = and i1 %86, %89
  br i1 %90, label %95, label %91

91:                                               ; preds = %76
  %92 = sext i32 %77 to i64
  %93 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %92
  store i32 %82, ptr %93, align 4, !tbaa !10
  store i32 %59, ptr %81, align 4, !tbaa !10
  %94 = icmp ult i32 %77, 3
  br i1 %94, label %95, label %76, !llvm.loop !15

95:                                               ; preds = %91, %76, %64, %57
  %96 = phi i32 [ 1, %64 ], [ %60, %57 ], [ %72, %76 ], [ %72, %91 ]
  %97 = phi i32 [ %71, %64 ], [ %59, %57 ], [ %71, %76 ], [ %71, %91 ]
  %98 = add nuw nsw i64 %58, 1
  %99 = icmp eq i64 %98, 256
  br i1 %99, label %53, label %57, !llvm.loop !16

100:                                              ; preds = %55, %142
  %101 = phi i64 [ %56, %55 ], [ %115, %142 ]
  %102 = tail call fastcc i32 @pop()
  %103 = tail call fastcc i32 @pop()
  %104 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %101
  %105 = sext i32 %102 to i64
  %106 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %105
  %107 = load i32, ptr %106, align 16, !tbaa !13
  %108 = sext i32 %103 to i64
  %109 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %108
  %110 = load i32, ptr %109, align 16, !tbaa !13
  %111 = add i32 %110, %107
  store i32 %111, ptr %104, align 16, !tbaa !10
  %112 = getelementptr inbounds i8, ptr %104, i64 4
  store i32 -1, ptr %112, align 4, !tbaa !10
  %113 = getelementptr inbounds i8, ptr %104, i64 8
  store i32 %102, ptr %113, align 8, !tbaa !10
  %114 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 %103, ptr %114, align 4, !tbaa !10
  %115 = add nsw i64 %101, 1
  %116 = trunc nsw i64 %115 to i32
  store i32 %116, ptr @nn, align 4, !tbaa !10
  %117 = load i32, ptr @hn, align 4, !tbaa !10
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr @hn, align 4, !tbaa !10
  %119 = sext i32 %117 to i64
  %120 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %119
  %121 = trunc nsw i64 %101 to i32
  store i32 %121, ptr %120, align 4, !tbaa !10
  %122 = icmp eq i32 %117, 0
  br i1 %122, label %144, label %123

123:                                              ; preds = %100, %138
  %124 = phi i32 [ %126, %138 ], [ %117, %100 ]
  %125 = add nsw i32 %124, -1
  %126 = sdiv i32 %125, 2
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !10
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %130
  %132 = load i32, ptr %131, align 16, !tbaa !13
  %133 = icmp uge i32 %111, %132
  %134 = icmp ne i32 %111, %132
  %135 = icmp sge i64 %101, %130
  %136 = or i1 %135, %134
  %137 = and i1 %133, %136
  br i1 %137, label %142, label %138

138:                                              ; preds = %123
  %139 = sext i32 %124 to i64
  %140 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %139
  store i32 %129, ptr %140, align 4, !tbaa !10
  store i32 %121, ptr %128, align 4, !tbaa !10
  %141 = icmp ult i32 %124, 3
  br i1 %141, label %142, label %123, !llvm.loop !15

142:                                              ; preds = %123, %138
  %143 = icmp sgt i32 %117, 0
  br i1 %143, label %100, label %144, !llvm.loop !17

144:                                              ; preds = %100, %142, %53
  %145 = tail call fastcc i32 @pop()
  tail call fastcc void @walk(i32 noundef %145, i32 noundef 0)
  br label %146

146:                                              ; preds = %149, %144
  %147 = phi i32 [ 1, %144 ], [ %151, %149 ]
  %148 = phi i32 [ 0, %144 ], [ %150, %149 ]
  br label %171

149:                                              ; preds = %191
  %150 = shl i32 %192, 1
  %151 = add nuw nsw i32 %147, 1
  %152 = icmp eq i32 %151, 33
  br i1 %152, label %153, label %146, !llvm.loop !18

153:                                              ; preds = %149, %153
  %154 = phi i64 [ %165, %153 ], [ 0, %149 ]
  %155 = phi <4 x i32> [ %163, %153 ], [ zeroinitializer, %149 ]
  %156 = phi <4 x i32> [ %164, %153 ], [ zeroinitializer, %149 ]
  %157 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %154
  %158 = getelementptr inbounds i8, ptr %157, i64 4
  %159 = load <4 x i8>, ptr %157, align 8, !tbaa !5
  %160 = load <4 x i8>, ptr %158, align 4, !tbaa !5
  %161 = zext <4 x i8> %159 to <4 x i32>
  %162 = zext <4 x i8> %160 to <4 x i32>
  %163 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %155, <4 x i32> %161)
  %164 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %156, <4 x i32> %162)
  %165 = add nuw i64 %154, 8
  %166 = icmp eq i64 %165, 256
  br i1 %166, label %167, label %153, !llvm.loop !19

167:                                              ; preds = %153
  %168 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %163, <4 x i32> %164)
  %169 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %168)
  %170 = tail call noalias dereferenceable_or_null(19923) ptr @calloc(i64 noundef 19923, i64 noundef 1) #13
  br label %229

171:                                              ; preds = %191, %146
  %172 = phi i64 [ 0, %146 ], [ %193, %191 ]
  %173 = phi i32 [ %148, %146 ], [ %192, %191 ]
  %174 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %172
  %175 = load i8, ptr %174, align 2, !tbaa !5
  %176 = zext i8 %175 to i32
  %177 = icmp eq i32 %147, %176
  br i1 %177, label %178, label %181

178:                                              ; preds = %171
  %179 = add i32 %173, 1
  %180 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %172
  store i32 %173, ptr %180, align 8, !tbaa !10
  br label %181

181:                                              ; preds = %178, %171
  %182 = phi i32 [ %179, %178 ], [ %173, %171 ]
  %183 = or disjoint i64 %172, 1
  %184 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !5
  %186 = zext i8 %185 to i32
  %187 = icmp eq i32 %147, %186
  br i1 %187, label %188, label %191

188:                                              ; preds = %181
  %189 = add i32 %182, 1
  %190 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %183
  store i32 %182, ptr %190, align 4, !tbaa !10
  br label %191

191:                                              ; preds = %188, %181
  %192 = phi i32 [ %189, %188 ], [ %182, %181 ]
  %193 = add nuw nsw i64 %172, 2
  %194 = icmp eq i64 %193, 256
  br i1 %194, label %149, label %171, !llvm.loop !22

195:                                              ; preds = %263
  %196 = uitofp i64 %264 to double
  %197 = fdiv double %196, 1.992300e+04
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 19923, i32 noundef %97, i32 noundef %169, i64 noundef %264, double noundef %197)
  %199 = getelementptr inbounds i8, ptr %1, i64 388
  %200 = load i32, ptr %199, align 4, !tbaa !10
  %201 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 97), align 1, !tbaa !5
  %202 = zext i8 %201 to i32
  %203 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 388), align 4, !tbaa !10
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 97, i32 noundef %200, i32 noundef %202, i32 noundef %203)
  %205 = getelementptr inbounds i8, ptr %1, i64 392
  %206 = load i32, ptr %205, align 8, !tbaa !10
  %207 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 98), align 2, !tbaa !5
  %208 = zext i8 %207 to i32
  %209 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 392), align 8, !tbaa !10
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 98, i32 noundef %206, i32 noundef %208, i32 noundef %209)
  %211 = getelementptr inbounds i8, ptr %1, i64 396
  %212 = load i32, ptr %211, align 4, !tbaa !10
  %213 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 99), align 1, !tbaa !5
  %214 = zext i8 %213 to i32
  %215 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 396), align 4, !tbaa !10
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %212, i32 noundef %214, i32 noundef %215)
  %217 = getelementptr inbounds i8, ptr %1, i64 400
  %218 = load i32, ptr %217, align 16, !tbaa !10
  %219 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 100), align 4, !tbaa !5
  %220 = zext i8 %219 to i32
  %221 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 400), align 16, !tbaa !10
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %218, i32 noundef %220, i32 noundef %221)
  %223 = getelementptr inbounds i8, ptr %1, i64 404
  %224 = load i32, ptr %223, align 4, !tbaa !10
  %225 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 101), align 1, !tbaa !5
  %226 = zext i8 %225 to i32
  %227 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 404), align 4, !tbaa !10
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 101, i32 noundef %224, i32 noundef %226, i32 noundef %227)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %2) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(132) %2, i8 0, i64 132, i1 false)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(132) %3, i8 0, i64 132, i1 false)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(132) %5, i8 0, i64 132, i1 false)
  br label %267

229:                                              ; preds = %167, %263
  %230 = phi i64 [ 0, %167 ], [ %265, %263 ]
  %231 = phi i64 [ 0, %167 ], [ %264, %263 ]
  %232 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %230
  %233 = load i8, ptr %232, align 1, !tbaa !5
  %234 = zext i8 %233 to i64
  %235 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !10
  %237 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %234
  %238 = load i8, ptr %237, align 1, !tbaa !5
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %263, label %240

240:                                              ; preds = %229
  %241 = zext i8 %238 to i32
  %242 = trunc i64 %231 to i32
  %243 = add i32 %241, %242
  br label %244

244:                                              ; preds = %240, %259
  %245 = phi i64 [ %260, %259 ], [ %231, %240 ]
  %246 = phi i32 [ %247, %259 ], [ %241, %240 ]
  %247 = add nsw i32 %246, -1
  %248 = shl nuw i32 1, %247
  %249 = and i32 %248, %236
  %250 = icmp eq i32 %249, 0
  br i1 %250, label %259, label %251

251:                                              ; preds = %244
  %252 = trunc i64 %245 to i8
  %253 = and i8 %252, 7
  %254 = lshr exact i8 -128, %253
  %255 = lshr i64 %245, 3
  %256 = getelementptr inbounds i8, ptr %170, i64 %255
  %257 = load i8, ptr %256, align 1, !tbaa !5
  %258 = or i8 %257, %254
  store i8 %258, ptr %256, align 1, !tbaa !5
  br label %259

259:                                              ; preds = %251, %244
  %260 = add i64 %245, 1
  %261 = trunc i64 %260 to i32
  %262 = icmp eq i32 %243, %261
  br i1 %262, label %263, label %244, !llvm.loop !23

263:                                              ; preds = %259, %229
  %264 = phi i64 [ %231, %229 ], [ %260, %259 ]
  %265 = add nuw nsw i64 %230, 1
  %266 = icmp eq i64 %265, 19923
  br i1 %266, label %195, label %229, !llvm.loop !24

267:                                              ; preds = %195, %272
  %268 = phi i64 [ 1, %195 ], [ %273, %272 ]
  %269 = phi i32 [ 0, %195 ], [ %304, %272 ]
  %270 = getelementptr inbounds [33 x i32], ptr %5, i64 0, i64 %268
  store i32 %269, ptr %270, align 4, !tbaa !10
  %271 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %268
  br label %275

272:                                              ; preds = %303
  %273 = add nuw nsw i64 %268, 1
  %274 = icmp eq i64 %273, 33
  br i1 %274, label %309, label %267, !llvm.loop !25

275:                                              ; preds = %303, %267
  %276 = phi i64 [ 0, %267 ], [ %305, %303 ]
  %277 = phi i32 [ %269, %267 ], [ %304, %303 ]
  %278 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %276
  %279 = load i8, ptr %278, align 2, !tbaa !5
  %280 = zext i8 %279 to i64
  %281 = icmp eq i64 %268, %280
  br i1 %281, label %282, label %289

282:                                              ; preds = %275
  %283 = add nsw i32 %277, 1
  %284 = sext i32 %277 to i64
  %285 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %284
  %286 = trunc nuw nsw i64 %276 to i32
  store i32 %286, ptr %285, align 4, !tbaa !10
  %287 = load i32, ptr %271, align 4, !tbaa !10
  %288 = add i32 %287, 1
  store i32 %288, ptr %271, align 4, !tbaa !10
  br label %289

289:                                              ; preds = %275, %282
  %290 = phi i32 [ %283, %282 ], [ %277, %275 ]
  %291 = or disjoint i64 %276, 1
  %292 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %291
  %293 = load i8, ptr %292, align 1, !tbaa !5
  %294 = zext i8 %293 to i64
  %295 = icmp eq i64 %268, %294
  br i1 %295, label %296, label %303

296:                                              ; preds = %289
  %297 = add nsw i32 %290, 1
  %298 = sext i32 %290 to i64
  %299 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %298
  %300 = trunc nuw nsw i64 %291 to i32
  store i32 %300, ptr %299, align 4, !tbaa !10
  %301 = load i32, ptr %271, align 4, !tbaa !10
  %302 = add i32 %301, 1
  store i32 %302, ptr %271, align 4, !tbaa !10
  br label %303

303:                                              ; preds = %296, %289
  %304 = phi i32 [ %297, %296 ], [ %290, %289 ]
  %305 = add nuw nsw i64 %276, 2
  %306 = icmp eq i64 %305, 256
  br i1 %306, label %272, label %275, !llvm.loop !26

307:                                              ; preds = %309
  %308 = tail call noalias dereferenceable_or_null(19923) ptr @malloc(i64 noundef 19923) #14
  br label %337

309:                                              ; preds = %272, %309
  %310 = phi i64 [ %335, %309 ], [ 1, %272 ]
  %311 = phi i32 [ %334, %309 ], [ 0, %272 ]
  %312 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %310
  store i32 %311, ptr %312, align 4, !tbaa !10
  %313 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %310
  %314 = load i32, ptr %313, align 4, !tbaa !10
  %315 = add i32 %314, %311
  %316 = shl i32 %315, 1
  %317 = add nuw nsw i64 %310, 1
  %318 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %317
  store i32 %316, ptr %318, align 4, !tbaa !10
  %319 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %317
  %320 = load i32, ptr %319, align 4, !tbaa !10
  %321 = add i32 %320, %316
  %322 = shl i32 %321, 1
  %323 = add nuw nsw i64 %310, 2
  %324 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %323
  store i32 %322, ptr %324, align 4, !tbaa !10
  %325 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %323
  %326 = load i32, ptr %325, align 4, !tbaa !10
  %327 = add i32 %326, %322
  %328 = shl i32 %327, 1
  %329 = add nuw nsw i64 %310, 3
  %330 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %329
  store i32 %328, ptr %330, align 4, !tbaa !10
  %331 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %329
  %332 = load i32, ptr %331, align 4, !tbaa !10
  %333 = add i32 %332, %328
  %334 = shl i32 %333, 1
  %335 = add nuw nsw i64 %310, 4
  %336 = icmp eq i64 %335, 33
  br i1 %336, label %307, label %309, !llvm.loop !27

337:                                              ; preds = %307, %374
  %338 = phi i64 [ 0, %307 ], [ %383, %374 ]
  %339 = phi i64 [ 0, %307 ], [ %363, %374 ]
  br label %348

340:                                              ; preds = %374
  %341 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(19923) %308, ptr noundef nonnull dereferenceable(19923) @main.input, i64 19923)
  %342 = icmp ne i32 %341, 0
  %343 = icmp ne i64 %363, %264
  %344 = select i1 %342, i1 true, i1 %343
  %345 = select i1 %344, ptr @.str.5, ptr @.str.4
  %346 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %345)
  tail call void @free(ptr noundef nonnull %170) #12
  tail call void @free(ptr noundef nonnull %308) #12
  %347 = zext i1 %344 to i32
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #12
  ret i32 %347

348:                                              ; preds = %373, %337
  %349 = phi i64 [ 0, %337 ], [ %364, %373 ]
  %350 = phi i64 [ %339, %337 ], [ %363, %373 ]
  %351 = phi i32 [ 0, %337 ], [ %362, %373 ]
  %352 = shl i32 %351, 1
  %353 = lshr i64 %350, 3
  %354 = getelementptr inbounds i8, ptr %170, i64 %353
  %355 = load i8, ptr %354, align 1, !tbaa !5
  %356 = zext i8 %355 to i32
  %357 = trunc i64 %350 to i32
  %358 = and i32 %357, 7
  %359 = xor i32 %358, 7
  %360 = lshr i32 %356, %359
  %361 = and i32 %360, 1
  %362 = or disjoint i32 %361, %352
  %363 = add i64 %350, 1
  %364 = add nuw nsw i64 %349, 1
  %365 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %364
  %366 = load i32, ptr %365, align 4, !tbaa !10
  %367 = icmp eq i32 %366, 0
  br i1 %367, label %373, label %368

368:                                              ; preds = %348
  %369 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %364
  %370 = load i32, ptr %369, align 4, !tbaa !10
  %371 = sub i32 %362, %370
  %372 = icmp ult i32 %371, %366
  br i1 %372, label %374, label %373

373:                                              ; preds = %368, %348
  br label %348

374:                                              ; preds = %368
  %375 = getelementptr inbounds [33 x i32], ptr %5, i64 0, i64 %364
  %376 = load i32, ptr %375, align 4, !tbaa !10
  %377 = add nsw i32 %376, %371
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %378
  %380 = load i32, ptr %379, align 4, !tbaa !10
  %381 = trunc i32 %380 to i8
  %382 = getelementptr inbounds i8, ptr %308, i64 %338
  store i8 %381, ptr %382, align 1, !tbaa !5
  %383 = add nuw nsw i64 %338, 1
  %384 = icmp eq i64 %383, 19923
  br i1 %384, label %340, label %337, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @pop() unnamed_addr #4 {
  %1 = load i32, ptr @heap, align 16, !tbaa !10
  %2 = load i32, ptr @hn, align 4, !tbaa !10
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @hn, align 4, !tbaa !10
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !10
  store i32 %6, ptr @heap, align 16, !tbaa !10
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %7
  br label %9

9:                                                ; preds = %54, %0
  %10 = phi i32 [ 0, %0 ], [ %52, %54 ]
  %11 = shl nsw i32 %10, 1
  %12 = or disjoint i32 %11, 1
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %28

14:                                               ; preds = %9
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !10
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %18
  %20 = load i32, ptr %19, align 16, !tbaa !13
  %21 = load i32, ptr %8, align 16, !tbaa !13
  %22 = icmp uge i32 %20, %21
  %23 = icmp ne i32 %20, %21
  %24 = icmp sge i32 %17, %6
  %25 = or i1 %24, %23
  %26 = and i1 %22, %25
  %27 = select i1 %26, i32 %10, i32 %12
  br label %28

28:                                               ; preds = %14, %9
  %29 = phi i32 [ %10, %9 ], [ %27, %14 ]
  %30 = add nsw i32 %11, 2
  %31 = icmp slt i32 %30, %3
  br i1 %31, label %32, label %51

32:                                               ; preds = %28
  %33 = sext i32 %30 to i64
  %34 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %33
  %35 = load i32, ptr %34, align 8, !tbaa !10
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %39
  %41 = load i32, ptr %40, align 16, !tbaa !13
  %42 = sext i32 %38 to i64
  %43 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %42
  %44 = load i32, ptr %43, align 16, !tbaa !13
  %45 = icmp uge i32 %41, %44
  %46 = icmp ne i32 %41, %44
  %47 = icmp sge i32 %35, %38
  %48 = or i1 %47, %46
  %49 = and i1 %45, %48
  %50 = select i1 %49, i32 %29, i32 %30
  br label %51

51:                                               ; preds = %32, %28
  %52 = phi i32 [ %29, %28 ], [ %50, %32 ]
  %53 = icmp eq i32 %52, %10
  br i1 %53, label %60, label %54

54:                                               ; preds = %51
  %55 = sext i32 %10 to i64
  %56 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %55
  %57 = sext i32 %52 to i64
  %58 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !10
  store i32 %59, ptr %56, align 4, !tbaa !10
  store i32 %6, ptr %58, align 4, !tbaa !10
  br label %9

60:                                               ; preds = %51
  ret i32 %1
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @walk(i32 noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !29
  %7 = icmp sgt i32 %6, -1
  br i1 %7, label %8, label %15

8:                                                ; preds = %15, %2
  %9 = phi i32 [ %1, %2 ], [ %20, %15 ]
  %10 = phi i32 [ %6, %2 ], [ %26, %15 ]
  %11 = tail call i32 @llvm.umax.i32(i32 %9, i32 1)
  %12 = trunc i32 %11 to i8
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %13
  store i8 %12, ptr %14, align 1, !tbaa !5
  ret void

15:                                               ; preds = %2, %15
  %16 = phi ptr [ %24, %15 ], [ %4, %2 ]
  %17 = phi i32 [ %20, %15 ], [ %1, %2 ]
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load i32, ptr %18, align 8, !tbaa !30
  %20 = add nsw i32 %17, 1
  tail call fastcc void @walk(i32 noundef %19, i32 noundef %20)
  %21 = getelementptr inbounds i8, ptr %16, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !31
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !29
  %27 = icmp sgt i32 %26, -1
  br i1 %27, label %8, label %15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind allocsize(0) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !9}
!13 = !{!14, !11, i64 0}
!14 = !{!"", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = !{!14, !11, i64 4}
!30 = !{!14, !11, i64 8}
!31 = !{!14, !11, i64 12}
