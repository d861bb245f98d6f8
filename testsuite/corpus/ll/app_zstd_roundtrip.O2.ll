; ModuleID = 'apps/zstd_roundtrip/main.c'
source_filename = "apps/zstd_roundtrip/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"zstd %s input %zu bytes fnv=%016llx\0A\00", align 1
@__const.main.levels = private unnamed_addr constant [4 x i32] [i32 1, i32 3, i32 9, i32 15], align 16
@.str.2 = private unnamed_addr constant [19 x i8] c"compress error %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [75 x i8] c"level %d: %zu -> %zu (%.2f%%) frame-content-size=%llu comp-fnv=%016llx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"stream level 4: %zu -> %zu %s\0A\00", align 1
@__const.main.bad = private unnamed_addr constant <{ i8, i8, i8, i8, i8, i8, i8, [9 x i8] }> <{ i8 40, i8 -75, i8 47, i8 -3, i8 1, i8 2, i8 3, [9 x i8] zeroinitializer }>, align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"corrupt frame -> error=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28], align 16
@.str.9 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@.str.29 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.ZSTD_outBuffer_s, align 8
  %4 = alloca %struct.ZSTD_inBuffer_s, align 8
  %5 = alloca %struct.ZSTD_inBuffer_s, align 8
  %6 = alloca %struct.ZSTD_outBuffer_s, align 8
  %7 = alloca [96 x i8], align 16
  %8 = alloca [16 x i8], align 16
  %9 = alloca [64 x i8], align 16
  %10 = icmp sgt i32 %0, 1
  br i1 %10, label %11, label %19

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  %14 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %13, ptr noundef nonnull dereferenceable(6) @.str) #11
  %15 = freeze i32 %14
  %16 = icmp eq i32 %15, 0
  %17 = select i1 %16, i64 8388608, i64 307200
  %18 = select i1 %16, i64 3, i64 4
  br label %19

19:                                               ; preds = %11, %2
  %20 = phi i64 [ 4, %2 ], [ %18, %11 ]
  %21 = phi i64 [ 307200, %2 ], [ %17, %11 ]
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #12
  br label %23

23:                                               ; preds = %19, %116
  %24 = phi i64 [ %124, %116 ], [ 0, %19 ]
  %25 = phi i32 [ %117, %116 ], [ 99, %19 ]
  %26 = shl i32 %25, 13
  %27 = xor i32 %26, %25
  %28 = lshr i32 %27, 17
  %29 = xor i32 %28, %27
  %30 = shl i32 %29, 5
  %31 = xor i32 %30, %29
  %32 = urem i32 %31, 10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7) #13
  %33 = icmp ult i32 %32, 6
  br i1 %33, label %34, label %48

34:                                               ; preds = %23
  %35 = lshr i32 %31, 8
  %36 = urem i32 %35, 20
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8, !tbaa !5
  %40 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %39) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr align 1 %39, i64 %40, i1 false)
  %41 = lshr i32 %31, 20
  %42 = trunc nuw nsw i32 %41 to i16
  %43 = urem i16 %42, 9
  %44 = icmp eq i16 %43, 0
  %45 = select i1 %44, i8 10, i8 32
  %46 = add i64 %40, 1
  %47 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %40
  store i8 %45, ptr %47, align 1, !tbaa !9
  br label %116

48:                                               ; preds = %23
  %49 = icmp ult i32 %32, 8
  br i1 %49, label %50, label %71

50:                                               ; preds = %48
  %51 = shl i32 %31, 13
  %52 = xor i32 %51, %31
  %53 = lshr i32 %52, 17
  %54 = xor i32 %53, %52
  %55 = shl i32 %54, 5
  %56 = xor i32 %55, %54
  %57 = urem i32 %56, 100000
  store i8 124, ptr %7, align 16, !tbaa !9
  br label %58

58:                                               ; preds = %58, %50
  %59 = phi i64 [ 1, %50 ], [ %64, %58 ]
  %60 = phi i32 [ %57, %50 ], [ %66, %58 ]
  %61 = urem i32 %60, 10
  %62 = trunc nuw nsw i32 %61 to i8
  %63 = or disjoint i8 %62, 48
  %64 = add i64 %59, 1
  %65 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %59
  store i8 %63, ptr %65, align 1, !tbaa !9
  %66 = udiv i32 %60, 10
  %67 = icmp ult i32 %60, 10
  br i1 %67, label %68, label %58, !llvm.loop !10

68:                                               ; preds = %58
  %69 = add i64 %59, 2
  %70 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %64
  store i8 59, ptr %70, align 1, !tbaa !9
  br label %116

71:                                               ; preds = %48
  %72 = icmp eq i32 %32, 8
  br i1 %72, label %73, label %104

73:                                               ; preds = %71
  %74 = lshr i32 %31, 12
  %75 = and i32 %74, 31
  %76 = add nuw nsw i32 %75, 16
  %77 = zext nneg i32 %76 to i64
  %78 = and i64 %77, 1
  %79 = and i64 %77, 62
  br label %80

80:                                               ; preds = %80, %73
  %81 = phi i64 [ 0, %73 ], [ %101, %80 ]
  %82 = phi i32 [ %31, %73 ], [ %98, %80 ]
  %83 = phi i64 [ 0, %73 ], [ %102, %80 ]
  %84 = shl i32 %82, 13
  %85 = xor i32 %84, %82
  %86 = lshr i32 %85, 17
  %87 = xor i32 %86, %85
  %88 = shl i32 %87, 5
  %89 = xor i32 %88, %87
  %90 = trunc i32 %89 to i8
  %91 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %81
  store i8 %90, ptr %91, align 2, !tbaa !9
  %92 = or disjoint i64 %81, 1
  %93 = shl i32 %89, 13
  %94 = xor i32 %93, %89
  %95 = lshr i32 %94, 17
  %96 = xor i32 %95, %94
  %97 = shl i32 %96, 5
  %98 = xor i32 %97, %96
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %92
  store i8 %99, ptr %100, align 1, !tbaa !9
  %101 = add nuw nsw i64 %81, 2
  %102 = add nuw nsw i64 %83, 2
  %103 = icmp eq i64 %102, %79
  br i1 %103, label %105, label %80, !llvm.loop !12

104:                                              ; preds = %71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, ptr noundef nonnull align 1 dereferenceable(24) @.str.29, i64 24, i1 false)
  br label %116

105:                                              ; preds = %80
  %106 = icmp eq i64 %78, 0
  br i1 %106, label %116, label %107

107:                                              ; preds = %105
  %108 = shl i32 %98, 13
  %109 = xor i32 %108, %98
  %110 = lshr i32 %109, 17
  %111 = xor i32 %110, %109
  %112 = shl i32 %111, 5
  %113 = xor i32 %112, %111
  %114 = trunc i32 %113 to i8
  %115 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %101
  store i8 %114, ptr %115, align 1, !tbaa !9
  br label %116

116:                                              ; preds = %107, %105, %104, %68, %34
  %117 = phi i32 [ %31, %34 ], [ %56, %68 ], [ %31, %104 ], [ %98, %105 ], [ %113, %107 ]
  %118 = phi i64 [ %46, %34 ], [ %69, %68 ], [ 24, %104 ], [ %77, %105 ], [ %77, %107 ]
  %119 = add i64 %118, %24
  %120 = icmp ugt i64 %119, %21
  %121 = sub nsw i64 %21, %24
  %122 = select i1 %120, i64 %121, i64 %118
  %123 = getelementptr inbounds i8, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %123, ptr nonnull align 16 %7, i64 %122, i1 false)
  %124 = add i64 %122, %24
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #13
  %125 = icmp ult i64 %124, %21
  br i1 %125, label %23, label %126, !llvm.loop !13

126:                                              ; preds = %116
  %127 = tail call ptr @ZSTD_versionString() #13
  br label %128

128:                                              ; preds = %128, %126
  %129 = phi i64 [ 0, %126 ], [ %155, %128 ]
  %130 = phi i64 [ -3750763034362895579, %126 ], [ %154, %128 ]
  %131 = phi i64 [ 0, %126 ], [ %156, %128 ]
  %132 = getelementptr inbounds i8, ptr %22, i64 %129
  %133 = load i8, ptr %132, align 1, !tbaa !9
  %134 = zext i8 %133 to i64
  %135 = xor i64 %130, %134
  %136 = mul i64 %135, 1099511628211
  %137 = or disjoint i64 %129, 1
  %138 = getelementptr inbounds i8, ptr %22, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !9
  %140 = zext i8 %139 to i64
  %141 = xor i64 %136, %140
  %142 = mul i64 %141, 1099511628211
  %143 = or disjoint i64 %129, 2
  %144 = getelementptr inbounds i8, ptr %22, i64 %143
  %145 = load i8, ptr %144, align 1, !tbaa !9
  %146 = zext i8 %145 to i64
  %147 = xor i64 %142, %146
  %148 = mul i64 %147, 1099511628211
  %149 = or disjoint i64 %129, 3
  %150 = getelementptr inbounds i8, ptr %22, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !9
  %152 = zext i8 %151 to i64
  %153 = xor i64 %148, %152
  %154 = mul i64 %153, 1099511628211
  %155 = add nuw i64 %129, 4
  %156 = add i64 %131, 4
  %157 = icmp eq i64 %156, %21
  br i1 %157, label %158, label %128, !llvm.loop !14

158:                                              ; preds = %128
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %127, i64 noundef %21, i64 noundef %154)
  %160 = uitofp nneg i64 %21 to double
  br label %161

161:                                              ; preds = %158, %246
  %162 = phi i64 [ 0, %158 ], [ %250, %246 ]
  %163 = phi i32 [ 0, %158 ], [ %188, %246 ]
  %164 = tail call i64 @ZSTD_compressBound(i64 noundef %21) #13
  %165 = tail call noalias ptr @malloc(i64 noundef %164) #12
  %166 = getelementptr inbounds [4 x i32], ptr @__const.main.levels, i64 0, i64 %162
  %167 = load i32, ptr %166, align 4, !tbaa !15
  %168 = tail call i64 @ZSTD_compress(ptr noundef %165, i64 noundef %164, ptr noundef %22, i64 noundef %21, i32 noundef %167) #13
  %169 = tail call i32 @ZSTD_isError(i64 noundef %168) #13
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %174, label %171

171:                                              ; preds = %161
  %172 = tail call ptr @ZSTD_getErrorName(i64 noundef %168) #13
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %172)
  br label %331

174:                                              ; preds = %161
  %175 = tail call noalias ptr @malloc(i64 noundef %21) #12
  %176 = tail call i64 @ZSTD_decompress(ptr noundef %175, i64 noundef %21, ptr noundef %165, i64 noundef %168) #13
  %177 = tail call i32 @ZSTD_isError(i64 noundef %176) #13
  %178 = icmp eq i32 %177, 0
  %179 = icmp eq i64 %176, %21
  %180 = and i1 %179, %178
  br i1 %180, label %181, label %184

181:                                              ; preds = %174
  %182 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(307200) %175, ptr noundef nonnull dereferenceable(307200) %22, i64 %21)
  %183 = icmp eq i32 %182, 0
  br label %184

184:                                              ; preds = %181, %174
  %185 = phi i1 [ false, %174 ], [ %183, %181 ]
  %186 = xor i1 %185, true
  %187 = zext i1 %186 to i32
  %188 = add nuw nsw i32 %163, %187
  %189 = uitofp i64 %168 to double
  %190 = fmul double %189, 1.000000e+02
  %191 = fdiv double %190, %160
  %192 = tail call i64 @ZSTD_getFrameContentSize(ptr noundef %165, i64 noundef %168) #13
  %193 = icmp eq i64 %168, 0
  br i1 %193, label %246, label %194

194:                                              ; preds = %184
  %195 = and i64 %168, 3
  %196 = icmp ult i64 %168, 4
  br i1 %196, label %229, label %197

197:                                              ; preds = %194
  %198 = and i64 %168, -4
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi i64 [ 0, %197 ], [ %226, %199 ]
  %201 = phi i64 [ -3750763034362895579, %197 ], [ %225, %199 ]
  %202 = phi i64 [ 0, %197 ], [ %227, %199 ]
  %203 = getelementptr inbounds i8, ptr %165, i64 %200
  %204 = load i8, ptr %203, align 1, !tbaa !9
  %205 = zext i8 %204 to i64
  %206 = xor i64 %201, %205
  %207 = mul i64 %206, 1099511628211
  %208 = or disjoint i64 %200, 1
  %209 = getelementptr inbounds i8, ptr %165, i64 %208
  %210 = load i8, ptr %209, align 1, !tbaa !9
  %211 = zext i8 %210 to i64
  %212 = xor i64 %207, %211
  %213 = mul i64 %212, 1099511628211
  %214 = or disjoint i64 %200, 2
  %215 = getelementptr inbounds i8, ptr %165, i64 %214
  %216 = load i8, ptr %215, align 1, !tbaa !9
  %217 = zext i8 %216 to i64
  %218 = xor i64 %213, %217
  %219 = mul i64 %218, 1099511628211
  %220 = or disjoint i64 %200, 3
  %221 = getelementptr inbounds i8, ptr %165, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !9
  %223 = zext i8 %222 to i64
  %224 = xor i64 %219, %223
  %225 = mul i64 %224, 1099511628211
  %226 = add nuw i64 %200, 4
  %227 = add i64 %202, 4
  %228 = icmp eq i64 %227, %198
  br i1 %228, label %229, label %199, !llvm.loop !14

229:                                              ; preds = %199, %194
  %230 = phi i64 [ poison, %194 ], [ %225, %199 ]
  %231 = phi i64 [ 0, %194 ], [ %226, %199 ]
  %232 = phi i64 [ -3750763034362895579, %194 ], [ %225, %199 ]
  %233 = icmp eq i64 %195, 0
  br i1 %233, label %246, label %234

234:                                              ; preds = %229, %234
  %235 = phi i64 [ %243, %234 ], [ %231, %229 ]
  %236 = phi i64 [ %242, %234 ], [ %232, %229 ]
  %237 = phi i64 [ %244, %234 ], [ 0, %229 ]
  %238 = getelementptr inbounds i8, ptr %165, i64 %235
  %239 = load i8, ptr %238, align 1, !tbaa !9
  %240 = zext i8 %239 to i64
  %241 = xor i64 %236, %240
  %242 = mul i64 %241, 1099511628211
  %243 = add nuw i64 %235, 1
  %244 = add i64 %237, 1
  %245 = icmp eq i64 %244, %195
  br i1 %245, label %246, label %234, !llvm.loop !17

246:                                              ; preds = %229, %234, %184
  %247 = phi i64 [ -3750763034362895579, %184 ], [ %230, %229 ], [ %242, %234 ]
  %248 = select i1 %185, ptr @.str.4, ptr @.str.5
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %167, i64 noundef %21, i64 noundef %168, double noundef %191, i64 noundef %192, i64 noundef %247, ptr noundef nonnull %248)
  tail call void @free(ptr noundef %165) #13
  tail call void @free(ptr noundef %175) #13
  %250 = add nuw nsw i64 %162, 1
  %251 = icmp eq i64 %250, %20
  br i1 %251, label %252, label %161, !llvm.loop !19

252:                                              ; preds = %246
  %253 = tail call ptr @ZSTD_createCCtx() #13
  %254 = tail call i64 @ZSTD_CCtx_setParameter(ptr noundef %253, i32 noundef 100, i32 noundef 4) #13
  %255 = tail call i64 @ZSTD_CCtx_setParameter(ptr noundef %253, i32 noundef 201, i32 noundef 1) #13
  %256 = tail call i64 @ZSTD_compressBound(i64 noundef %21) #13
  %257 = tail call noalias ptr @malloc(i64 noundef %256) #12
  %258 = or disjoint i64 %21, 1
  %259 = tail call noalias ptr @malloc(i64 noundef %258) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #13
  store ptr %257, ptr %3, align 8, !tbaa !20
  %260 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %256, ptr %260, align 8, !tbaa !23
  %261 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 0, ptr %261, align 8, !tbaa !24
  %262 = getelementptr inbounds i8, ptr %4, i64 8
  %263 = getelementptr inbounds i8, ptr %4, i64 16
  br label %264

264:                                              ; preds = %281, %252
  %265 = phi i64 [ 0, %252 ], [ %269, %281 ]
  %266 = sub nsw i64 %21, %265
  %267 = call i64 @llvm.umin.i64(i64 %266, i64 5000)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13
  %268 = getelementptr inbounds i8, ptr %22, i64 %265
  store ptr %268, ptr %4, align 8, !tbaa !25
  store i64 %267, ptr %262, align 8, !tbaa !27
  store i64 0, ptr %263, align 8, !tbaa !28
  %269 = add nuw nsw i64 %267, %265
  %270 = icmp eq i64 %269, %21
  %271 = select i1 %270, i32 2, i32 0
  br label %272

272:                                              ; preds = %272, %264
  %273 = call i64 @ZSTD_compressStream2(ptr noundef %253, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %271) #13
  %274 = call i32 @ZSTD_isError(i64 noundef %273) #13
  %275 = icmp eq i32 %274, 0
  call void @llvm.assume(i1 %275)
  %276 = icmp ne i64 %273, 0
  %277 = load i64, ptr %263, align 8
  %278 = load i64, ptr %262, align 8
  %279 = icmp ult i64 %277, %278
  %280 = select i1 %270, i1 %276, i1 %279
  br i1 %280, label %272, label %281, !llvm.loop !29

281:                                              ; preds = %272
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #13
  %282 = icmp ult i64 %269, %21
  br i1 %282, label %264, label %283, !llvm.loop !30

283:                                              ; preds = %281
  %284 = call i64 @ZSTD_freeCCtx(ptr noundef %253) #13
  %285 = load i64, ptr %261, align 8, !tbaa !24
  %286 = call ptr @ZSTD_createDCtx() #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #13
  store ptr %257, ptr %5, align 8, !tbaa !25
  %287 = getelementptr inbounds i8, ptr %5, i64 8
  %288 = load i64, ptr %261, align 8, !tbaa !24
  store i64 %288, ptr %287, align 8, !tbaa !27
  %289 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %289, align 8, !tbaa !28
  %290 = getelementptr inbounds i8, ptr %6, i64 8
  %291 = getelementptr inbounds i8, ptr %6, i64 16
  br label %292

292:                                              ; preds = %300, %283
  %293 = phi i64 [ 0, %283 ], [ %308, %300 ]
  %294 = phi i64 [ 1, %283 ], [ %304, %300 ]
  %295 = load i64, ptr %289, align 8, !tbaa !28
  %296 = load i64, ptr %287, align 8, !tbaa !27
  %297 = icmp ult i64 %295, %296
  %298 = icmp ne i64 %294, 0
  %299 = and i1 %298, %297
  br i1 %299, label %300, label %311

300:                                              ; preds = %292
  %301 = sub i64 %258, %293
  %302 = call i64 @llvm.umin.i64(i64 %301, i64 3000)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  %303 = getelementptr inbounds i8, ptr %259, i64 %293
  store ptr %303, ptr %6, align 8, !tbaa !20
  store i64 %302, ptr %290, align 8, !tbaa !23
  store i64 0, ptr %291, align 8, !tbaa !24
  %304 = call i64 @ZSTD_decompressStream(ptr noundef %286, ptr noundef nonnull %6, ptr noundef nonnull %5) #13
  %305 = call i32 @ZSTD_isError(i64 noundef %304) #13
  %306 = icmp eq i32 %305, 0
  %307 = load i64, ptr %291, align 8
  %308 = add i64 %307, %293
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  br i1 %306, label %292, label %309, !llvm.loop !31

309:                                              ; preds = %300
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13
  %310 = add nuw nsw i32 %188, 1
  br label %323

311:                                              ; preds = %292
  %312 = call i64 @ZSTD_freeDCtx(ptr noundef %286) #13
  %313 = icmp eq i64 %293, %21
  br i1 %313, label %314, label %318

314:                                              ; preds = %311
  %315 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %22, ptr noundef nonnull dereferenceable(1) %259, i64 %21)
  %316 = freeze i32 %315
  %317 = icmp ne i32 %316, 0
  br label %318

318:                                              ; preds = %311, %314
  %319 = phi i1 [ true, %311 ], [ %317, %314 ]
  call void @free(ptr noundef %257) #13
  call void @free(ptr noundef %259) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13
  %320 = zext i1 %319 to i32
  %321 = add nuw nsw i32 %188, %320
  %322 = select i1 %319, ptr @.str.5, ptr @.str.4
  br label %323

323:                                              ; preds = %318, %309
  %324 = phi i32 [ %310, %309 ], [ %321, %318 ]
  %325 = phi ptr [ @.str.5, %309 ], [ %322, %318 ]
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %21, i64 noundef %285, ptr noundef nonnull %325)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %8, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.bad, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  %327 = call i64 @ZSTD_decompress(ptr noundef nonnull %9, i64 noundef 64, ptr noundef nonnull %8, i64 noundef 16) #13
  %328 = call i32 @ZSTD_isError(i64 noundef %327) #13
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %328)
  call void @free(ptr noundef %22) #13
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %324)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  br label %331

331:                                              ; preds = %171, %323
  %332 = phi i32 [ %324, %323 ], [ 2, %171 ]
  ret i32 %332
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare ptr @ZSTD_versionString() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare i64 @ZSTD_compressBound(i64 noundef) local_unnamed_addr #5

declare i64 @ZSTD_compress(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @ZSTD_isError(i64 noundef) local_unnamed_addr #5

declare ptr @ZSTD_getErrorName(i64 noundef) local_unnamed_addr #5

declare i64 @ZSTD_decompress(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

declare i64 @ZSTD_getFrameContentSize(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

declare ptr @ZSTD_createCCtx() local_unnamed_addr #5

declare i64 @ZSTD_CCtx_setParameter(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare i64 @ZSTD_compressStream2(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #5

declare i64 @ZSTD_freeCCtx(ptr noundef) local_unnamed_addr #5

declare ptr @ZSTD_createDCtx() local_unnamed_addr #5

declare i64 @ZSTD_decompressStream(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare i64 @ZSTD_freeDCtx(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !11}
!20 = !{!21, !6, i64 0}
!21 = !{!"ZSTD_outBuffer_s", !6, i64 0, !22, i64 8, !22, i64 16}
!22 = !{!"long", !7, i64 0}
!23 = !{!21, !22, i64 8}
!24 = !{!21, !22, i64 16}
!25 = !{!26, !6, i64 0}
!26 = !{!"ZSTD_inBuffer_s", !6, i64 0, !22, i64 8, !22, i64 16}
!27 = !{!26, !22, i64 8}
!28 = !{!26, !22, i64 16}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
