; ModuleID = 'apps/bzip2_roundtrip/main.c'
source_filename = "apps/bzip2_roundtrip/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"bzip2 %s input %zu bytes fnv=%016llx\0A\00", align 1
@__const.main.blocks = private unnamed_addr constant [3 x i32] [i32 1, i32 5, i32 9], align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"compress failed %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [59 x i8] c"block %d small=%d: %zu -> %u (%.2f%%) comp-fnv=%016llx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26], align 16
@.str.7 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.20 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@.str.27 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [96 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = icmp sgt i32 %0, 1
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(6) @.str) #9
  %11 = icmp eq i32 %10, 0
  %12 = select i1 %11, i64 921600, i64 122880
  br label %13

13:                                               ; preds = %7, %2
  %14 = phi i64 [ 122880, %2 ], [ %12, %7 ]
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #10
  br label %16

16:                                               ; preds = %13, %109
  %17 = phi i64 [ %117, %109 ], [ 0, %13 ]
  %18 = phi i32 [ %110, %109 ], [ 7, %13 ]
  %19 = shl i32 %18, 13
  %20 = xor i32 %19, %18
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  %25 = urem i32 %24, 10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #11
  %26 = icmp ult i32 %25, 6
  br i1 %26, label %27, label %41

27:                                               ; preds = %16
  %28 = lshr i32 %24, 8
  %29 = urem i32 %28, 20
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !5
  %33 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 1 %32, i64 %33, i1 false)
  %34 = lshr i32 %24, 20
  %35 = trunc nuw nsw i32 %34 to i16
  %36 = urem i16 %35, 9
  %37 = icmp eq i16 %36, 0
  %38 = select i1 %37, i8 10, i8 32
  %39 = add i64 %33, 1
  %40 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %33
  store i8 %38, ptr %40, align 1, !tbaa !9
  br label %109

41:                                               ; preds = %16
  %42 = icmp ult i32 %25, 8
  br i1 %42, label %43, label %64

43:                                               ; preds = %41
  %44 = shl i32 %24, 13
  %45 = xor i32 %44, %24
  %46 = lshr i32 %45, 17
  %47 = xor i32 %46, %45
  %48 = shl i32 %47, 5
  %49 = xor i32 %48, %47
  %50 = urem i32 %49, 100000
  store i8 124, ptr %3, align 16, !tbaa !9
  br label %51

51:                                               ; preds = %51, %43
  %52 = phi i64 [ 1, %43 ], [ %57, %51 ]
  %53 = phi i32 [ %50, %43 ], [ %59, %51 ]
  %54 = urem i32 %53, 10
  %55 = trunc nuw nsw i32 %54 to i8
  %56 = or disjoint i8 %55, 48
  %57 = add i64 %52, 1
  %58 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %52
  store i8 %56, ptr %58, align 1, !tbaa !9
  %59 = udiv i32 %53, 10
  %60 = icmp ult i32 %53, 10
  br i1 %60, label %61, label %51, !llvm.loop !10

61:                                               ; preds = %51
  %62 = add i64 %52, 2
  %63 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %57
  store i8 59, ptr %63, align 1, !tbaa !9
  br label %109

64:                                               ; preds = %41
  %65 = icmp eq i32 %25, 8
  br i1 %65, label %66, label %97

66:                                               ; preds = %64
  %67 = lshr i32 %24, 12
  %68 = and i32 %67, 31
  %69 = add nuw nsw i32 %68, 16
  %70 = zext nneg i32 %69 to i64
  %71 = and i64 %70, 1
  %72 = and i64 %70, 62
  br label %73

73:                                               ; preds = %73, %66
  %74 = phi i64 [ 0, %66 ], [ %94, %73 ]
  %75 = phi i32 [ %24, %66 ], [ %91, %73 ]
  %76 = phi i64 [ 0, %66 ], [ %95, %73 ]
  %77 = shl i32 %75, 13
  %78 = xor i32 %77, %75
  %79 = lshr i32 %78, 17
  %80 = xor i32 %79, %78
  %81 = shl i32 %80, 5
  %82 = xor i32 %81, %80
  %83 = trunc i32 %82 to i8
  %84 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %74
  store i8 %83, ptr %84, align 2, !tbaa !9
  %85 = or disjoint i64 %74, 1
  %86 = shl i32 %82, 13
  %87 = xor i32 %86, %82
  %88 = lshr i32 %87, 17
  %89 = xor i32 %88, %87
  %90 = shl i32 %89, 5
  %91 = xor i32 %90, %89
  %92 = trunc i32 %91 to i8
  %93 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %85
  store i8 %92, ptr %93, align 1, !tbaa !9
  %94 = add nuw nsw i64 %74, 2
  %95 = add nuw nsw i64 %76, 2
  %96 = icmp eq i64 %95, %72
  br i1 %96, label %98, label %73, !llvm.loop !12

97:                                               ; preds = %64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 1 dereferenceable(24) @.str.27, i64 24, i1 false)
  br label %109

98:                                               ; preds = %73
  %99 = icmp eq i64 %71, 0
  br i1 %99, label %109, label %100

100:                                              ; preds = %98
  %101 = shl i32 %91, 13
  %102 = xor i32 %101, %91
  %103 = lshr i32 %102, 17
  %104 = xor i32 %103, %102
  %105 = shl i32 %104, 5
  %106 = xor i32 %105, %104
  %107 = trunc i32 %106 to i8
  %108 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %94
  store i8 %107, ptr %108, align 1, !tbaa !9
  br label %109

109:                                              ; preds = %100, %98, %97, %61, %27
  %110 = phi i32 [ %24, %27 ], [ %49, %61 ], [ %24, %97 ], [ %91, %98 ], [ %106, %100 ]
  %111 = phi i64 [ %39, %27 ], [ %62, %61 ], [ 24, %97 ], [ %70, %98 ], [ %70, %100 ]
  %112 = add i64 %111, %17
  %113 = icmp ugt i64 %112, %14
  %114 = sub nsw i64 %14, %17
  %115 = select i1 %113, i64 %114, i64 %111
  %116 = getelementptr inbounds i8, ptr %15, i64 %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %116, ptr nonnull align 16 %3, i64 %115, i1 false)
  %117 = add i64 %115, %17
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #11
  %118 = icmp ult i64 %117, %14
  br i1 %118, label %16, label %119, !llvm.loop !13

119:                                              ; preds = %109
  %120 = tail call ptr @BZ2_bzlibVersion() #11
  br label %121

121:                                              ; preds = %121, %119
  %122 = phi i64 [ 0, %119 ], [ %148, %121 ]
  %123 = phi i64 [ -3750763034362895579, %119 ], [ %147, %121 ]
  %124 = phi i64 [ 0, %119 ], [ %149, %121 ]
  %125 = getelementptr inbounds i8, ptr %15, i64 %122
  %126 = load i8, ptr %125, align 1, !tbaa !9
  %127 = zext i8 %126 to i64
  %128 = xor i64 %123, %127
  %129 = mul i64 %128, 1099511628211
  %130 = or disjoint i64 %122, 1
  %131 = getelementptr inbounds i8, ptr %15, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !9
  %133 = zext i8 %132 to i64
  %134 = xor i64 %129, %133
  %135 = mul i64 %134, 1099511628211
  %136 = or disjoint i64 %122, 2
  %137 = getelementptr inbounds i8, ptr %15, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !9
  %139 = zext i8 %138 to i64
  %140 = xor i64 %135, %139
  %141 = mul i64 %140, 1099511628211
  %142 = or disjoint i64 %122, 3
  %143 = getelementptr inbounds i8, ptr %15, i64 %142
  %144 = load i8, ptr %143, align 1, !tbaa !9
  %145 = zext i8 %144 to i64
  %146 = xor i64 %141, %145
  %147 = mul i64 %146, 1099511628211
  %148 = add nuw nsw i64 %122, 4
  %149 = add i64 %124, 4
  %150 = icmp eq i64 %149, %14
  br i1 %150, label %151, label %121, !llvm.loop !14

151:                                              ; preds = %121
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %120, i64 noundef %14, i64 noundef %147)
  %153 = udiv i64 %14, 100
  %154 = add nuw nsw i64 %153, %14
  %155 = trunc nuw nsw i64 %154 to i32
  %156 = add nuw nsw i32 %155, 600
  %157 = zext nneg i32 %156 to i64
  %158 = trunc nuw nsw i64 %14 to i32
  %159 = uitofp nneg i64 %14 to double
  br label %160

160:                                              ; preds = %151, %323
  %161 = phi i64 [ 0, %151 ], [ %327, %323 ]
  %162 = phi i32 [ 0, %151 ], [ %264, %323 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11
  store i32 %156, ptr %4, align 4, !tbaa !15
  %163 = call noalias ptr @malloc(i64 noundef %157) #10
  %164 = getelementptr inbounds [3 x i32], ptr @__const.main.blocks, i64 0, i64 %161
  %165 = load i32, ptr %164, align 4, !tbaa !15
  %166 = call i32 @BZ2_bzBuffToBuffCompress(ptr noundef %163, ptr noundef nonnull %4, ptr noundef %15, i32 noundef %158, i32 noundef %165, i32 noundef 0, i32 noundef 30) #11
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %168, label %177

168:                                              ; preds = %160
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11
  store i32 %158, ptr %5, align 4, !tbaa !15
  %169 = call noalias ptr @malloc(i64 noundef %14) #10
  %170 = load i32, ptr %4, align 4, !tbaa !15
  %171 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %169, ptr noundef nonnull %5, ptr noundef %163, i32 noundef %170, i32 noundef 0, i32 noundef 0) #11
  %172 = icmp eq i32 %171, 0
  %173 = load i32, ptr %5, align 4
  %174 = zext i32 %173 to i64
  %175 = icmp eq i64 %14, %174
  %176 = select i1 %172, i1 %175, i1 false
  br i1 %176, label %179, label %182

177:                                              ; preds = %160
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %166)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  br label %331

179:                                              ; preds = %168
  %180 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %169, ptr noundef nonnull dereferenceable(1) %15, i64 %14)
  %181 = icmp eq i32 %180, 0
  br label %182

182:                                              ; preds = %179, %168
  %183 = phi i1 [ false, %168 ], [ %181, %179 ]
  %184 = xor i1 %183, true
  %185 = zext i1 %184 to i32
  %186 = add nsw i32 %162, %185
  %187 = load i32, ptr %4, align 4, !tbaa !15
  %188 = uitofp i32 %187 to double
  %189 = fmul double %188, 1.000000e+02
  %190 = fdiv double %189, %159
  %191 = zext i32 %187 to i64
  %192 = icmp eq i32 %187, 0
  br i1 %192, label %245, label %193

193:                                              ; preds = %182
  %194 = and i64 %191, 3
  %195 = icmp ult i32 %187, 4
  br i1 %195, label %228, label %196

196:                                              ; preds = %193
  %197 = and i64 %191, 4294967292
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i64 [ 0, %196 ], [ %225, %198 ]
  %200 = phi i64 [ -3750763034362895579, %196 ], [ %224, %198 ]
  %201 = phi i64 [ 0, %196 ], [ %226, %198 ]
  %202 = getelementptr inbounds i8, ptr %163, i64 %199
  %203 = load i8, ptr %202, align 1, !tbaa !9
  %204 = zext i8 %203 to i64
  %205 = xor i64 %200, %204
  %206 = mul i64 %205, 1099511628211
  %207 = or disjoint i64 %199, 1
  %208 = getelementptr inbounds i8, ptr %163, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !9
  %210 = zext i8 %209 to i64
  %211 = xor i64 %206, %210
  %212 = mul i64 %211, 1099511628211
  %213 = or disjoint i64 %199, 2
  %214 = getelementptr inbounds i8, ptr %163, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !9
  %216 = zext i8 %215 to i64
  %217 = xor i64 %212, %216
  %218 = mul i64 %217, 1099511628211
  %219 = or disjoint i64 %199, 3
  %220 = getelementptr inbounds i8, ptr %163, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !9
  %222 = zext i8 %221 to i64
  %223 = xor i64 %218, %222
  %224 = mul i64 %223, 1099511628211
  %225 = add nuw nsw i64 %199, 4
  %226 = add i64 %201, 4
  %227 = icmp eq i64 %226, %197
  br i1 %227, label %228, label %198, !llvm.loop !14

228:                                              ; preds = %198, %193
  %229 = phi i64 [ poison, %193 ], [ %224, %198 ]
  %230 = phi i64 [ 0, %193 ], [ %225, %198 ]
  %231 = phi i64 [ -3750763034362895579, %193 ], [ %224, %198 ]
  %232 = icmp eq i64 %194, 0
  br i1 %232, label %245, label %233

233:                                              ; preds = %228, %233
  %234 = phi i64 [ %242, %233 ], [ %230, %228 ]
  %235 = phi i64 [ %241, %233 ], [ %231, %228 ]
  %236 = phi i64 [ %243, %233 ], [ 0, %228 ]
  %237 = getelementptr inbounds i8, ptr %163, i64 %234
  %238 = load i8, ptr %237, align 1, !tbaa !9
  %239 = zext i8 %238 to i64
  %240 = xor i64 %235, %239
  %241 = mul i64 %240, 1099511628211
  %242 = add nuw nsw i64 %234, 1
  %243 = add i64 %236, 1
  %244 = icmp eq i64 %243, %194
  br i1 %244, label %245, label %233, !llvm.loop !17

245:                                              ; preds = %228, %233, %182
  %246 = phi i64 [ -3750763034362895579, %182 ], [ %229, %228 ], [ %241, %233 ]
  %247 = select i1 %183, ptr @.str.4, ptr @.str.5
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165, i32 noundef 0, i64 noundef %14, i32 noundef %187, double noundef %190, i64 noundef %246, ptr noundef nonnull %247)
  call void @free(ptr noundef %169) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11
  store i32 %158, ptr %5, align 4, !tbaa !15
  %249 = call noalias ptr @malloc(i64 noundef %14) #10
  %250 = load i32, ptr %4, align 4, !tbaa !15
  %251 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %249, ptr noundef nonnull %5, ptr noundef %163, i32 noundef %250, i32 noundef 1, i32 noundef 0) #11
  %252 = icmp eq i32 %251, 0
  %253 = load i32, ptr %5, align 4
  %254 = zext i32 %253 to i64
  %255 = icmp eq i64 %14, %254
  %256 = select i1 %252, i1 %255, i1 false
  br i1 %256, label %257, label %260

257:                                              ; preds = %245
  %258 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %249, ptr noundef nonnull dereferenceable(1) %15, i64 %14)
  %259 = icmp eq i32 %258, 0
  br label %260

260:                                              ; preds = %257, %245
  %261 = phi i1 [ false, %245 ], [ %259, %257 ]
  %262 = xor i1 %261, true
  %263 = zext i1 %262 to i32
  %264 = add nsw i32 %186, %263
  %265 = load i32, ptr %4, align 4, !tbaa !15
  %266 = uitofp i32 %265 to double
  %267 = fmul double %266, 1.000000e+02
  %268 = fdiv double %267, %159
  %269 = zext i32 %265 to i64
  %270 = icmp eq i32 %265, 0
  br i1 %270, label %323, label %271

271:                                              ; preds = %260
  %272 = and i64 %269, 3
  %273 = icmp ult i32 %265, 4
  br i1 %273, label %306, label %274

274:                                              ; preds = %271
  %275 = and i64 %269, 4294967292
  br label %276

276:                                              ; preds = %276, %274
  %277 = phi i64 [ 0, %274 ], [ %303, %276 ]
  %278 = phi i64 [ -3750763034362895579, %274 ], [ %302, %276 ]
  %279 = phi i64 [ 0, %274 ], [ %304, %276 ]
  %280 = getelementptr inbounds i8, ptr %163, i64 %277
  %281 = load i8, ptr %280, align 1, !tbaa !9
  %282 = zext i8 %281 to i64
  %283 = xor i64 %278, %282
  %284 = mul i64 %283, 1099511628211
  %285 = or disjoint i64 %277, 1
  %286 = getelementptr inbounds i8, ptr %163, i64 %285
  %287 = load i8, ptr %286, align 1, !tbaa !9
  %288 = zext i8 %287 to i64
  %289 = xor i64 %284, %288
  %290 = mul i64 %289, 1099511628211
  %291 = or disjoint i64 %277, 2
  %292 = getelementptr inbounds i8, ptr %163, i64 %291
  %293 = load i8, ptr %292, align 1, !tbaa !9
  %294 = zext i8 %293 to i64
  %295 = xor i64 %290, %294
  %296 = mul i64 %295, 1099511628211
  %297 = or disjoint i64 %277, 3
  %298 = getelementptr inbounds i8, ptr %163, i64 %297
  %299 = load i8, ptr %298, align 1, !tbaa !9
  %300 = zext i8 %299 to i64
  %301 = xor i64 %296, %300
  %302 = mul i64 %301, 1099511628211
  %303 = add nuw nsw i64 %277, 4
  %304 = add i64 %279, 4
  %305 = icmp eq i64 %304, %275
  br i1 %305, label %306, label %276, !llvm.loop !14

306:                                              ; preds = %276, %271
  %307 = phi i64 [ poison, %271 ], [ %302, %276 ]
  %308 = phi i64 [ 0, %271 ], [ %303, %276 ]
  %309 = phi i64 [ -3750763034362895579, %271 ], [ %302, %276 ]
  %310 = icmp eq i64 %272, 0
  br i1 %310, label %323, label %311

311:                                              ; preds = %306, %311
  %312 = phi i64 [ %320, %311 ], [ %308, %306 ]
  %313 = phi i64 [ %319, %311 ], [ %309, %306 ]
  %314 = phi i64 [ %321, %311 ], [ 0, %306 ]
  %315 = getelementptr inbounds i8, ptr %163, i64 %312
  %316 = load i8, ptr %315, align 1, !tbaa !9
  %317 = zext i8 %316 to i64
  %318 = xor i64 %313, %317
  %319 = mul i64 %318, 1099511628211
  %320 = add nuw nsw i64 %312, 1
  %321 = add i64 %314, 1
  %322 = icmp eq i64 %321, %272
  br i1 %322, label %323, label %311, !llvm.loop !19

323:                                              ; preds = %306, %311, %260
  %324 = phi i64 [ -3750763034362895579, %260 ], [ %307, %306 ], [ %319, %311 ]
  %325 = select i1 %261, ptr @.str.4, ptr @.str.5
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165, i32 noundef 1, i64 noundef %14, i32 noundef %265, double noundef %268, i64 noundef %324, ptr noundef nonnull %325)
  call void @free(ptr noundef %249) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11
  call void @free(ptr noundef %163) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  %327 = add nuw nsw i64 %161, 1
  %328 = icmp eq i64 %327, 3
  br i1 %328, label %329, label %160, !llvm.loop !20

329:                                              ; preds = %323
  call void @free(ptr noundef %15) #11
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %264)
  br label %331

331:                                              ; preds = %177, %329
  %332 = phi i32 [ %264, %329 ], [ 2, %177 ]
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

declare ptr @BZ2_bzlibVersion() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare i32 @BZ2_bzBuffToBuffCompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @BZ2_bzBuffToBuffDecompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

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
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !11}
