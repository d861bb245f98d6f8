; ModuleID = 'apps/zlib_roundtrip/main.c'
source_filename = "apps/zlib_roundtrip/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"zlib %s input %zu bytes crc32=%08lx adler32=%08lx fnv=%016llx\0A\00", align 1
@__const.main.levels = private unnamed_addr constant [3 x i32] [i32 1, i32 6, i32 9], align 4
@.str.3 = private unnamed_addr constant [49 x i8] c"level %d: %zu -> %lu (%.2f%%) comp-crc=%08lx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [41 x i8] c"stream level 5: %zu -> %zu crc=%08lx %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 16
@.str.8 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@.str.28 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@str = private unnamed_addr constant [17 x i8] c"compress2 failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.z_stream_s, align 8
  %4 = alloca [96 x i8], align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = icmp sgt i32 %0, 1
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !5
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(6) @.str) #13
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i64 6291456, i64 204800
  br label %14

14:                                               ; preds = %8, %2
  %15 = phi i64 [ 204800, %2 ], [ %13, %8 ]
  %16 = tail call noalias ptr @malloc(i64 noundef %15) #14
  br label %17

17:                                               ; preds = %14, %110
  %18 = phi i64 [ %118, %110 ], [ 0, %14 ]
  %19 = phi i32 [ %111, %110 ], [ 42, %14 ]
  %20 = shl i32 %19, 13
  %21 = xor i32 %20, %19
  %22 = lshr i32 %21, 17
  %23 = xor i32 %22, %21
  %24 = shl i32 %23, 5
  %25 = xor i32 %24, %23
  %26 = urem i32 %25, 10
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #15
  %27 = icmp ult i32 %26, 6
  br i1 %27, label %28, label %42

28:                                               ; preds = %17
  %29 = lshr i32 %25, 8
  %30 = urem i32 %29, 20
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !5
  %34 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %33) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 1 %33, i64 %34, i1 false)
  %35 = lshr i32 %25, 20
  %36 = trunc nuw nsw i32 %35 to i16
  %37 = urem i16 %36, 9
  %38 = icmp eq i16 %37, 0
  %39 = select i1 %38, i8 10, i8 32
  %40 = add i64 %34, 1
  %41 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %34
  store i8 %39, ptr %41, align 1, !tbaa !9
  br label %110

42:                                               ; preds = %17
  %43 = icmp ult i32 %26, 8
  br i1 %43, label %44, label %65

44:                                               ; preds = %42
  %45 = shl i32 %25, 13
  %46 = xor i32 %45, %25
  %47 = lshr i32 %46, 17
  %48 = xor i32 %47, %46
  %49 = shl i32 %48, 5
  %50 = xor i32 %49, %48
  %51 = urem i32 %50, 100000
  store i8 124, ptr %4, align 16, !tbaa !9
  br label %52

52:                                               ; preds = %52, %44
  %53 = phi i64 [ 1, %44 ], [ %58, %52 ]
  %54 = phi i32 [ %51, %44 ], [ %60, %52 ]
  %55 = urem i32 %54, 10
  %56 = trunc nuw nsw i32 %55 to i8
  %57 = or disjoint i8 %56, 48
  %58 = add i64 %53, 1
  %59 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %53
  store i8 %57, ptr %59, align 1, !tbaa !9
  %60 = udiv i32 %54, 10
  %61 = icmp ult i32 %54, 10
  br i1 %61, label %62, label %52, !llvm.loop !10

62:                                               ; preds = %52
  %63 = add i64 %53, 2
  %64 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %58
  store i8 59, ptr %64, align 1, !tbaa !9
  br label %110

65:                                               ; preds = %42
  %66 = icmp eq i32 %26, 8
  br i1 %66, label %67, label %98

67:                                               ; preds = %65
  %68 = lshr i32 %25, 12
  %69 = and i32 %68, 31
  %70 = add nuw nsw i32 %69, 16
  %71 = zext nneg i32 %70 to i64
  %72 = and i64 %71, 1
  %73 = and i64 %71, 62
  br label %74

74:                                               ; preds = %74, %67
  %75 = phi i64 [ 0, %67 ], [ %95, %74 ]
  %76 = phi i32 [ %25, %67 ], [ %92, %74 ]
  %77 = phi i64 [ 0, %67 ], [ %96, %74 ]
  %78 = shl i32 %76, 13
  %79 = xor i32 %78, %76
  %80 = lshr i32 %79, 17
  %81 = xor i32 %80, %79
  %82 = shl i32 %81, 5
  %83 = xor i32 %82, %81
  %84 = trunc i32 %83 to i8
  %85 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %75
  store i8 %84, ptr %85, align 2, !tbaa !9
  %86 = or disjoint i64 %75, 1
  %87 = shl i32 %83, 13
  %88 = xor i32 %87, %83
  %89 = lshr i32 %88, 17
  %90 = xor i32 %89, %88
  %91 = shl i32 %90, 5
  %92 = xor i32 %91, %90
  %93 = trunc i32 %92 to i8
  %94 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %86
  store i8 %93, ptr %94, align 1, !tbaa !9
  %95 = add nuw nsw i64 %75, 2
  %96 = add nuw nsw i64 %77, 2
  %97 = icmp eq i64 %96, %73
  br i1 %97, label %99, label %74, !llvm.loop !12

98:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, ptr noundef nonnull align 1 dereferenceable(24) @.str.28, i64 24, i1 false)
  br label %110

99:                                               ; preds = %74
  %100 = icmp eq i64 %72, 0
  br i1 %100, label %110, label %101

101:                                              ; preds = %99
  %102 = shl i32 %92, 13
  %103 = xor i32 %102, %92
  %104 = lshr i32 %103, 17
  %105 = xor i32 %104, %103
  %106 = shl i32 %105, 5
  %107 = xor i32 %106, %105
  %108 = trunc i32 %107 to i8
  %109 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %95
  store i8 %108, ptr %109, align 1, !tbaa !9
  br label %110

110:                                              ; preds = %101, %99, %98, %62, %28
  %111 = phi i32 [ %25, %28 ], [ %50, %62 ], [ %25, %98 ], [ %92, %99 ], [ %107, %101 ]
  %112 = phi i64 [ %40, %28 ], [ %63, %62 ], [ 24, %98 ], [ %71, %99 ], [ %71, %101 ]
  %113 = add i64 %112, %18
  %114 = icmp ugt i64 %113, %15
  %115 = sub nsw i64 %15, %18
  %116 = select i1 %114, i64 %115, i64 %112
  %117 = getelementptr inbounds i8, ptr %16, i64 %18
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %117, ptr nonnull align 16 %4, i64 %116, i1 false)
  %118 = add i64 %116, %18
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #15
  %119 = icmp ult i64 %118, %15
  br i1 %119, label %17, label %120, !llvm.loop !13

120:                                              ; preds = %110
  %121 = trunc nuw nsw i64 %15 to i32
  %122 = tail call i64 @crc32(i64 noundef 0, ptr noundef %16, i32 noundef %121) #15
  %123 = tail call i64 @adler32(i64 noundef 1, ptr noundef %16, i32 noundef %121) #15
  %124 = tail call ptr @zlibVersion() #15
  br label %125

125:                                              ; preds = %125, %120
  %126 = phi i64 [ 0, %120 ], [ %152, %125 ]
  %127 = phi i64 [ -3750763034362895579, %120 ], [ %151, %125 ]
  %128 = phi i64 [ 0, %120 ], [ %153, %125 ]
  %129 = getelementptr inbounds i8, ptr %16, i64 %126
  %130 = load i8, ptr %129, align 1, !tbaa !9
  %131 = zext i8 %130 to i64
  %132 = xor i64 %127, %131
  %133 = mul i64 %132, 1099511628211
  %134 = or disjoint i64 %126, 1
  %135 = getelementptr inbounds i8, ptr %16, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !9
  %137 = zext i8 %136 to i64
  %138 = xor i64 %133, %137
  %139 = mul i64 %138, 1099511628211
  %140 = or disjoint i64 %126, 2
  %141 = getelementptr inbounds i8, ptr %16, i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !9
  %143 = zext i8 %142 to i64
  %144 = xor i64 %139, %143
  %145 = mul i64 %144, 1099511628211
  %146 = or disjoint i64 %126, 3
  %147 = getelementptr inbounds i8, ptr %16, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !9
  %149 = zext i8 %148 to i64
  %150 = xor i64 %145, %149
  %151 = mul i64 %150, 1099511628211
  %152 = add nuw nsw i64 %126, 4
  %153 = add i64 %128, 4
  %154 = icmp eq i64 %153, %15
  br i1 %154, label %155, label %125, !llvm.loop !14

155:                                              ; preds = %125
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %124, i64 noundef %15, i64 noundef %122, i64 noundef %123, i64 noundef %151)
  %157 = uitofp nneg i64 %15 to double
  %158 = or disjoint i64 %15, 1
  %159 = getelementptr inbounds i8, ptr %3, i64 8
  %160 = getelementptr inbounds i8, ptr %3, i64 24
  %161 = getelementptr inbounds i8, ptr %3, i64 32
  %162 = getelementptr inbounds i8, ptr %3, i64 40
  br label %163

163:                                              ; preds = %155, %183
  %164 = phi i64 [ 0, %155 ], [ %197, %183 ]
  %165 = phi i32 [ 0, %155 ], [ %188, %183 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15
  %166 = call i64 @compressBound(i64 noundef %15) #15
  store i64 %166, ptr %5, align 8, !tbaa !15
  %167 = call noalias ptr @malloc(i64 noundef %166) #14
  %168 = getelementptr inbounds [3 x i32], ptr @__const.main.levels, i64 0, i64 %164
  %169 = load i32, ptr %168, align 4, !tbaa !17
  %170 = call i32 @compress2(ptr noundef %167, ptr noundef nonnull %5, ptr noundef %16, i64 noundef %15, i32 noundef %169) #15
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %199

172:                                              ; preds = %163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15
  store i64 %15, ptr %6, align 8, !tbaa !15
  %173 = call noalias ptr @malloc(i64 noundef %15) #14
  %174 = load i64, ptr %5, align 8, !tbaa !15
  %175 = call i32 @uncompress(ptr noundef %173, ptr noundef nonnull %6, ptr noundef %167, i64 noundef %174) #15
  %176 = icmp eq i32 %175, 0
  %177 = load i64, ptr %6, align 8
  %178 = icmp eq i64 %177, %15
  %179 = select i1 %176, i1 %178, i1 false
  br i1 %179, label %180, label %183

180:                                              ; preds = %172
  %181 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %173, ptr noundef nonnull dereferenceable(1) %16, i64 %15)
  %182 = icmp eq i32 %181, 0
  br label %183

183:                                              ; preds = %180, %172
  %184 = phi i1 [ false, %172 ], [ %182, %180 ]
  %185 = freeze i1 %184
  %186 = xor i1 %185, true
  %187 = zext i1 %186 to i32
  %188 = add nuw nsw i32 %165, %187
  %189 = load i64, ptr %5, align 8, !tbaa !15
  %190 = uitofp i64 %189 to double
  %191 = fmul double %190, 1.000000e+02
  %192 = fdiv double %191, %157
  %193 = trunc i64 %189 to i32
  %194 = call i64 @crc32(i64 noundef 0, ptr noundef %167, i32 noundef %193) #15
  %195 = select i1 %185, ptr @.str.4, ptr @.str.5
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %169, i64 noundef %15, i64 noundef %189, double noundef %192, i64 noundef %194, ptr noundef nonnull %195)
  call void @free(ptr noundef %167) #15
  call void @free(ptr noundef %173) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  %197 = add nuw nsw i64 %164, 1
  %198 = icmp eq i64 %197, 3
  br i1 %198, label %201, label %163, !llvm.loop !19

199:                                              ; preds = %163
  %200 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15
  br label %264

201:                                              ; preds = %183
  %202 = call i64 @compressBound(i64 noundef %15) #15
  %203 = add i64 %202, 64
  %204 = call noalias ptr @malloc(i64 noundef %203) #14
  %205 = call noalias ptr @malloc(i64 noundef %158) #14
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  %206 = call i32 @deflateInit2_(ptr noundef nonnull %3, i32 noundef 5, i32 noundef 8, i32 noundef 15, i32 noundef 8, i32 noundef 0, ptr noundef nonnull @.str.29, i32 noundef 112) #15
  %207 = icmp eq i32 %206, 0
  call void @llvm.assume(i1 %207)
  br label %208

208:                                              ; preds = %201, %227
  %209 = phi i64 [ %225, %227 ], [ 0, %201 ]
  %210 = phi i64 [ %215, %227 ], [ 0, %201 ]
  %211 = sub i64 %15, %210
  %212 = call i64 @llvm.umin.i64(i64 %211, i64 4096)
  %213 = getelementptr inbounds i8, ptr %16, i64 %210
  store ptr %213, ptr %3, align 8, !tbaa !20
  %214 = trunc nuw nsw i64 %212 to i32
  store i32 %214, ptr %159, align 8, !tbaa !22
  %215 = add i64 %212, %210
  %216 = icmp eq i64 %215, %15
  %217 = select i1 %216, i32 4, i32 0
  br label %218

218:                                              ; preds = %218, %208
  %219 = phi i64 [ %209, %208 ], [ %225, %218 ]
  %220 = getelementptr inbounds i8, ptr %204, i64 %219
  store ptr %220, ptr %160, align 8, !tbaa !23
  store i32 1024, ptr %161, align 8, !tbaa !24
  %221 = call i32 @deflate(ptr noundef nonnull %3, i32 noundef %217) #15
  %222 = load i32, ptr %161, align 8, !tbaa !24
  %223 = sub i32 1024, %222
  %224 = zext i32 %223 to i64
  %225 = add i64 %219, %224
  %226 = icmp eq i32 %222, 0
  br i1 %226, label %218, label %227, !llvm.loop !25

227:                                              ; preds = %218
  %228 = icmp ult i64 %215, %15
  br i1 %228, label %208, label %229, !llvm.loop !26

229:                                              ; preds = %227
  %230 = call i32 @deflateEnd(ptr noundef nonnull %3) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false)
  %231 = call i32 @inflateInit2_(ptr noundef nonnull %3, i32 noundef 15, ptr noundef nonnull @.str.29, i32 noundef 112) #15
  store ptr %204, ptr %3, align 8, !tbaa !20
  %232 = trunc i64 %225 to i32
  store i32 %232, ptr %159, align 8, !tbaa !22
  br label %233

233:                                              ; preds = %233, %229
  %234 = phi i64 [ 0, %229 ], [ %240, %233 ]
  %235 = getelementptr inbounds i8, ptr %205, i64 %234
  store ptr %235, ptr %160, align 8, !tbaa !23
  %236 = sub i64 %158, %234
  %237 = call i64 @llvm.umin.i64(i64 %236, i64 777)
  %238 = trunc nuw nsw i64 %237 to i32
  store i32 %238, ptr %161, align 8, !tbaa !24
  %239 = call i32 @inflate(ptr noundef nonnull %3, i32 noundef 0) #15
  %240 = load i64, ptr %162, align 8, !tbaa !27
  %241 = icmp eq i32 %239, 0
  br i1 %241, label %233, label %242, !llvm.loop !28

242:                                              ; preds = %233
  %243 = call i32 @inflateEnd(ptr noundef nonnull %3) #15
  %244 = trunc i64 %240 to i32
  %245 = call i64 @crc32(i64 noundef 0, ptr noundef %205, i32 noundef %244) #15
  %246 = icmp eq i32 %239, 1
  %247 = icmp eq i64 %240, %15
  %248 = select i1 %246, i1 %247, i1 false
  br i1 %248, label %249, label %252

249:                                              ; preds = %242
  %250 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(1) %205, i64 %15)
  %251 = icmp eq i32 %250, 0
  br label %252

252:                                              ; preds = %249, %242
  %253 = phi i1 [ false, %242 ], [ %251, %249 ]
  call void @free(ptr noundef %204) #15
  call void @free(ptr noundef %205) #15
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #15
  %254 = icmp ne i64 %245, %122
  %255 = xor i1 %253, true
  %256 = select i1 %255, i1 true, i1 %254
  %257 = zext i1 %256 to i32
  %258 = add nuw nsw i32 %188, %257
  %259 = icmp eq i64 %245, %122
  %260 = select i1 %253, i1 %259, i1 false
  %261 = select i1 %260, ptr @.str.4, ptr @.str.5
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %15, i64 noundef %225, i64 noundef %245, ptr noundef nonnull %261)
  call void @free(ptr noundef %16) #15
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %258)
  br label %264

264:                                              ; preds = %199, %252
  %265 = phi i32 [ %258, %252 ], [ 2, %199 ]
  ret i32 %265
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

declare i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare ptr @zlibVersion() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare i64 @compressBound(i64 noundef) local_unnamed_addr #4

declare i32 @compress2(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @uncompress(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

declare i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @deflateEnd(ptr noundef) local_unnamed_addr #4

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #4

declare i32 @inflateEnd(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }

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
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !11}
!20 = !{!21, !6, i64 0}
!21 = !{!"z_stream_s", !6, i64 0, !18, i64 8, !16, i64 16, !6, i64 24, !18, i64 32, !16, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !18, i64 88, !16, i64 96, !16, i64 104}
!22 = !{!21, !18, i64 8}
!23 = !{!21, !6, i64 24}
!24 = !{!21, !18, i64 32}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = !{!21, !16, i64 40}
!28 = distinct !{!28, !11}
