; ModuleID = 'apps/zstd_roundtrip/main.c'
source_filename = "apps/zstd_roundtrip/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"zstd %s input %zu bytes fnv=%016llx\0A\00", align 1
@__const.main.levels = private unnamed_addr constant [4 x i32] [i32 1, i32 3, i32 9, i32 15], align 4
@.str.2 = private unnamed_addr constant [19 x i8] c"compress error %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [75 x i8] c"level %d: %zu -> %zu (%.2f%%) frame-content-size=%llu comp-fnv=%016llx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"stream level 4: %zu -> %zu %s\0A\00", align 1
@__const.main.bad = private unnamed_addr constant <{ i8, i8, i8, i8, i8, i8, i8, [9 x i8] }> <{ i8 40, i8 -75, i8 47, i8 -3, i8 1, i8 2, i8 3, [9 x i8] zeroinitializer }>, align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"corrupt frame -> error=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28], align 8
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
  %7 = alloca [96 x i8], align 4
  %8 = alloca [16 x i8], align 1
  %9 = alloca [64 x i8], align 1
  %10 = icmp sgt i32 %0, 1
  br i1 %10, label %11, label %19

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !6
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

23:                                               ; preds = %19, %94
  %24 = phi i64 [ %102, %94 ], [ 0, %19 ]
  %25 = phi i32 [ %95, %94 ], [ 99, %19 ]
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
  %39 = load ptr, ptr %38, align 8, !tbaa !6
  %40 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %39) #11
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %7, ptr align 1 %39, i64 %40, i1 false)
  %41 = lshr i32 %31, 20
  %42 = trunc nuw nsw i32 %41 to i16
  %43 = urem i16 %42, 9
  %44 = icmp eq i16 %43, 0
  %45 = select i1 %44, i8 10, i8 32
  %46 = add i64 %40, 1
  %47 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %40
  store i8 %45, ptr %47, align 1, !tbaa !10
  br label %94

48:                                               ; preds = %23
  %49 = icmp ult i32 %32, 8
  br i1 %49, label %50, label %73

50:                                               ; preds = %48
  %51 = shl i32 %31, 13
  %52 = xor i32 %51, %31
  %53 = lshr i32 %52, 17
  %54 = xor i32 %53, %52
  %55 = shl i32 %54, 5
  %56 = xor i32 %55, %54
  %57 = urem i32 %56, 100000
  store i8 124, ptr %7, align 4, !tbaa !10
  br label %58

58:                                               ; preds = %58, %50
  %59 = phi i64 [ 1, %50 ], [ %67, %58 ]
  %60 = phi i32 [ %57, %50 ], [ %62, %58 ]
  %61 = freeze i32 %60
  %62 = udiv i32 %61, 10
  %63 = mul i32 %62, 10
  %64 = sub i32 %61, %63
  %65 = trunc nuw nsw i32 %64 to i8
  %66 = or disjoint i8 %65, 48
  %67 = add i64 %59, 1
  %68 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %59
  store i8 %66, ptr %68, align 1, !tbaa !10
  %69 = icmp ult i32 %60, 10
  br i1 %69, label %70, label %58, !llvm.loop !11

70:                                               ; preds = %58
  %71 = add i64 %59, 2
  %72 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %67
  store i8 59, ptr %72, align 1, !tbaa !10
  br label %94

73:                                               ; preds = %48
  %74 = icmp eq i32 %32, 8
  br i1 %74, label %75, label %93

75:                                               ; preds = %73
  %76 = lshr i32 %31, 12
  %77 = and i32 %76, 31
  %78 = add nuw nsw i32 %77, 16
  %79 = zext nneg i32 %78 to i64
  br label %80

80:                                               ; preds = %80, %75
  %81 = phi i64 [ 0, %75 ], [ %91, %80 ]
  %82 = phi i32 [ %31, %75 ], [ %88, %80 ]
  %83 = shl i32 %82, 13
  %84 = xor i32 %83, %82
  %85 = lshr i32 %84, 17
  %86 = xor i32 %85, %84
  %87 = shl i32 %86, 5
  %88 = xor i32 %87, %86
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds [96 x i8], ptr %7, i64 0, i64 %81
  store i8 %89, ptr %90, align 1, !tbaa !10
  %91 = add nuw nsw i64 %81, 1
  %92 = icmp eq i64 %91, %79
  br i1 %92, label %94, label %80, !llvm.loop !13

93:                                               ; preds = %73
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %7, ptr noundef nonnull align 1 dereferenceable(24) @.str.29, i64 24, i1 false)
  br label %94

94:                                               ; preds = %80, %93, %70, %34
  %95 = phi i32 [ %31, %34 ], [ %56, %70 ], [ %31, %93 ], [ %88, %80 ]
  %96 = phi i64 [ %46, %34 ], [ %71, %70 ], [ 24, %93 ], [ %79, %80 ]
  %97 = add i64 %96, %24
  %98 = icmp ugt i64 %97, %21
  %99 = sub nsw i64 %21, %24
  %100 = select i1 %98, i64 %99, i64 %96
  %101 = getelementptr inbounds i8, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %101, ptr nonnull align 4 %7, i64 %100, i1 false)
  %102 = add i64 %100, %24
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7) #13
  %103 = icmp ult i64 %102, %21
  br i1 %103, label %23, label %104, !llvm.loop !14

104:                                              ; preds = %94
  %105 = tail call ptr @ZSTD_versionString() #13
  br label %106

106:                                              ; preds = %104, %106
  %107 = phi i64 [ %114, %106 ], [ 0, %104 ]
  %108 = phi i64 [ %113, %106 ], [ -3750763034362895579, %104 ]
  %109 = getelementptr inbounds i8, ptr %22, i64 %107
  %110 = load i8, ptr %109, align 1, !tbaa !10
  %111 = zext i8 %110 to i64
  %112 = xor i64 %108, %111
  %113 = mul i64 %112, 1099511628211
  %114 = add nuw i64 %107, 1
  %115 = icmp eq i64 %114, %21
  br i1 %115, label %116, label %106, !llvm.loop !15

116:                                              ; preds = %106
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %105, i64 noundef %21, i64 noundef %113)
  %118 = uitofp nneg i64 %21 to double
  br label %119

119:                                              ; preds = %116, %162
  %120 = phi i64 [ 0, %116 ], [ %166, %162 ]
  %121 = phi i32 [ 0, %116 ], [ %146, %162 ]
  %122 = tail call i64 @ZSTD_compressBound(i64 noundef %21) #13
  %123 = tail call noalias ptr @malloc(i64 noundef %122) #12
  %124 = getelementptr inbounds [4 x i32], ptr @__const.main.levels, i64 0, i64 %120
  %125 = load i32, ptr %124, align 4, !tbaa !16
  %126 = tail call i64 @ZSTD_compress(ptr noundef %123, i64 noundef %122, ptr noundef %22, i64 noundef %21, i32 noundef %125) #13
  %127 = tail call i32 @ZSTD_isError(i64 noundef %126) #13
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %132, label %129

129:                                              ; preds = %119
  %130 = tail call ptr @ZSTD_getErrorName(i64 noundef %126) #13
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %130)
  br label %247

132:                                              ; preds = %119
  %133 = tail call noalias ptr @malloc(i64 noundef %21) #12
  %134 = tail call i64 @ZSTD_decompress(ptr noundef %133, i64 noundef %21, ptr noundef %123, i64 noundef %126) #13
  %135 = tail call i32 @ZSTD_isError(i64 noundef %134) #13
  %136 = icmp eq i32 %135, 0
  %137 = icmp eq i64 %134, %21
  %138 = and i1 %137, %136
  br i1 %138, label %139, label %142

139:                                              ; preds = %132
  %140 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(307200) %133, ptr noundef nonnull dereferenceable(307200) %22, i64 %21)
  %141 = icmp eq i32 %140, 0
  br label %142

142:                                              ; preds = %139, %132
  %143 = phi i1 [ false, %132 ], [ %141, %139 ]
  %144 = xor i1 %143, true
  %145 = zext i1 %144 to i32
  %146 = add nuw nsw i32 %121, %145
  %147 = uitofp i64 %126 to double
  %148 = fmul double %147, 1.000000e+02
  %149 = fdiv double %148, %118
  %150 = tail call i64 @ZSTD_getFrameContentSize(ptr noundef %123, i64 noundef %126) #13
  %151 = icmp eq i64 %126, 0
  br i1 %151, label %162, label %152

152:                                              ; preds = %142, %152
  %153 = phi i64 [ %160, %152 ], [ 0, %142 ]
  %154 = phi i64 [ %159, %152 ], [ -3750763034362895579, %142 ]
  %155 = getelementptr inbounds i8, ptr %123, i64 %153
  %156 = load i8, ptr %155, align 1, !tbaa !10
  %157 = zext i8 %156 to i64
  %158 = xor i64 %154, %157
  %159 = mul i64 %158, 1099511628211
  %160 = add nuw i64 %153, 1
  %161 = icmp eq i64 %160, %126
  br i1 %161, label %162, label %152, !llvm.loop !15

162:                                              ; preds = %152, %142
  %163 = phi i64 [ -3750763034362895579, %142 ], [ %159, %152 ]
  %164 = select i1 %143, ptr @.str.4, ptr @.str.5
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %125, i64 noundef %21, i64 noundef %126, double noundef %149, i64 noundef %150, i64 noundef %163, ptr noundef nonnull %164)
  tail call void @free(ptr noundef %123) #13
  tail call void @free(ptr noundef %133) #13
  %166 = add nuw nsw i64 %120, 1
  %167 = icmp eq i64 %166, %20
  br i1 %167, label %168, label %119, !llvm.loop !18

168:                                              ; preds = %162
  %169 = tail call ptr @ZSTD_createCCtx() #13
  %170 = tail call i64 @ZSTD_CCtx_setParameter(ptr noundef %169, i32 noundef 100, i32 noundef 4) #13
  %171 = tail call i64 @ZSTD_CCtx_setParameter(ptr noundef %169, i32 noundef 201, i32 noundef 1) #13
  %172 = tail call i64 @ZSTD_compressBound(i64 noundef %21) #13
  %173 = tail call noalias ptr @malloc(i64 noundef %172) #12
  %174 = or disjoint i64 %21, 1
  %175 = tail call noalias ptr @malloc(i64 noundef %174) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #13
  store ptr %173, ptr %3, align 8, !tbaa !19
  %176 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %172, ptr %176, align 8, !tbaa !22
  %177 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 0, ptr %177, align 8, !tbaa !23
  %178 = getelementptr inbounds i8, ptr %4, i64 8
  %179 = getelementptr inbounds i8, ptr %4, i64 16
  br label %180

180:                                              ; preds = %197, %168
  %181 = phi i64 [ 0, %168 ], [ %185, %197 ]
  %182 = sub nsw i64 %21, %181
  %183 = call i64 @llvm.umin.i64(i64 %182, i64 5000)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13
  %184 = getelementptr inbounds i8, ptr %22, i64 %181
  store ptr %184, ptr %4, align 8, !tbaa !24
  store i64 %183, ptr %178, align 8, !tbaa !26
  store i64 0, ptr %179, align 8, !tbaa !27
  %185 = add nuw nsw i64 %183, %181
  %186 = icmp eq i64 %185, %21
  %187 = select i1 %186, i32 2, i32 0
  br label %188

188:                                              ; preds = %188, %180
  %189 = call i64 @ZSTD_compressStream2(ptr noundef %169, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %187) #13
  %190 = call i32 @ZSTD_isError(i64 noundef %189) #13
  %191 = icmp eq i32 %190, 0
  call void @llvm.assume(i1 %191)
  %192 = icmp ne i64 %189, 0
  %193 = load i64, ptr %179, align 8
  %194 = load i64, ptr %178, align 8
  %195 = icmp ult i64 %193, %194
  %196 = select i1 %186, i1 %192, i1 %195
  br i1 %196, label %188, label %197, !llvm.loop !28

197:                                              ; preds = %188
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #13
  %198 = icmp ult i64 %185, %21
  br i1 %198, label %180, label %199, !llvm.loop !29

199:                                              ; preds = %197
  %200 = call i64 @ZSTD_freeCCtx(ptr noundef %169) #13
  %201 = load i64, ptr %177, align 8, !tbaa !23
  %202 = call ptr @ZSTD_createDCtx() #13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #13
  store ptr %173, ptr %5, align 8, !tbaa !24
  %203 = getelementptr inbounds i8, ptr %5, i64 8
  %204 = load i64, ptr %177, align 8, !tbaa !23
  store i64 %204, ptr %203, align 8, !tbaa !26
  %205 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %205, align 8, !tbaa !27
  %206 = getelementptr inbounds i8, ptr %6, i64 8
  %207 = getelementptr inbounds i8, ptr %6, i64 16
  br label %208

208:                                              ; preds = %216, %199
  %209 = phi i64 [ 0, %199 ], [ %224, %216 ]
  %210 = phi i64 [ 1, %199 ], [ %220, %216 ]
  %211 = load i64, ptr %205, align 8, !tbaa !27
  %212 = load i64, ptr %203, align 8, !tbaa !26
  %213 = icmp ult i64 %211, %212
  %214 = icmp ne i64 %210, 0
  %215 = and i1 %214, %213
  br i1 %215, label %216, label %227

216:                                              ; preds = %208
  %217 = sub i64 %174, %209
  %218 = call i64 @llvm.umin.i64(i64 %217, i64 3000)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #13
  %219 = getelementptr inbounds i8, ptr %175, i64 %209
  store ptr %219, ptr %6, align 8, !tbaa !19
  store i64 %218, ptr %206, align 8, !tbaa !22
  store i64 0, ptr %207, align 8, !tbaa !23
  %220 = call i64 @ZSTD_decompressStream(ptr noundef %202, ptr noundef nonnull %6, ptr noundef nonnull %5) #13
  %221 = call i32 @ZSTD_isError(i64 noundef %220) #13
  %222 = icmp eq i32 %221, 0
  %223 = load i64, ptr %207, align 8
  %224 = add i64 %223, %209
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #13
  br i1 %222, label %208, label %225, !llvm.loop !30

225:                                              ; preds = %216
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13
  %226 = add nuw nsw i32 %146, 1
  br label %239

227:                                              ; preds = %208
  %228 = call i64 @ZSTD_freeDCtx(ptr noundef %202) #13
  %229 = icmp eq i64 %209, %21
  br i1 %229, label %230, label %234

230:                                              ; preds = %227
  %231 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %22, ptr noundef nonnull dereferenceable(1) %175, i64 %21)
  %232 = freeze i32 %231
  %233 = icmp ne i32 %232, 0
  br label %234

234:                                              ; preds = %227, %230
  %235 = phi i1 [ true, %227 ], [ %233, %230 ]
  call void @free(ptr noundef %173) #13
  call void @free(ptr noundef %175) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #13
  %236 = zext i1 %235 to i32
  %237 = add nuw nsw i32 %146, %236
  %238 = select i1 %235, ptr @.str.5, ptr @.str.4
  br label %239

239:                                              ; preds = %234, %225
  %240 = phi i32 [ %226, %225 ], [ %237, %234 ]
  %241 = phi ptr [ @.str.5, %225 ], [ %238, %234 ]
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %21, i64 noundef %201, ptr noundef nonnull %241)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %8, ptr noundef nonnull align 1 dereferenceable(16) @__const.main.bad, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  %243 = call i64 @ZSTD_decompress(ptr noundef nonnull %9, i64 noundef 64, ptr noundef nonnull %8, i64 noundef 16) #13
  %244 = call i32 @ZSTD_isError(i64 noundef %243) #13
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %244)
  call void @free(ptr noundef %22) #13
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %240)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  br label %247

247:                                              ; preds = %129, %239
  %248 = phi i32 [ %240, %239 ], [ 2, %129 ]
  ret i32 %248
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = distinct !{!18, !12}
!19 = !{!20, !7, i64 0}
!20 = !{!"ZSTD_outBuffer_s", !7, i64 0, !21, i64 8, !21, i64 16}
!21 = !{!"long", !8, i64 0}
!22 = !{!20, !21, i64 8}
!23 = !{!20, !21, i64 16}
!24 = !{!25, !7, i64 0}
!25 = !{!"ZSTD_inBuffer_s", !7, i64 0, !21, i64 8, !21, i64 16}
!26 = !{!25, !21, i64 8}
!27 = !{!25, !21, i64 16}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
