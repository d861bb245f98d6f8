; ModuleID = 'programs/hash_functions.c'
source_filename = "programs/hash_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@__const.main.msgs = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [93 x i8] c"'%s': fnv32=%08x fnv64=%016llx crc32=%08x/%08x crc32c=%08x adler=%08x djb2=%08x murmur=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"siphash len=%d %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"xorshift64* acc=%016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"splitmix sum=%016llx\0A\00", align 1
@main.big = internal unnamed_addr global [100000 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [34 x i8] c"big crc=%08x adler=%08x fnv=%08x\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@xs_state = internal unnamed_addr global i64 88172645463325252, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ]
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %6 = icmp eq <4 x i32> %5, zeroinitializer
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <4 x i32> %10, zeroinitializer
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %15, zeroinitializer
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %21 = icmp eq <4 x i32> %20, zeroinitializer
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store <4 x i32> %44, ptr %45, align 4, !tbaa !6
  %46 = add nuw i64 %3, 4
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %53, label %2, !llvm.loop !10

49:                                               ; preds = %270
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !14
  %50 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %50, align 16, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %1, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %51, align 16, !tbaa !14
  %52 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %52, align 16, !tbaa !14
  br label %287

53:                                               ; preds = %2, %270
  %54 = phi i64 [ %283, %270 ], [ 0, %2 ]
  %55 = getelementptr inbounds [6 x ptr], ptr @__const.main.msgs, i64 0, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !15
  %57 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %56) #6
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %201, label %59

59:                                               ; preds = %53, %59
  %60 = phi i32 [ %68, %59 ], [ -2128831035, %53 ]
  %61 = phi ptr [ %64, %59 ], [ %56, %53 ]
  %62 = phi i64 [ %63, %59 ], [ %57, %53 ]
  %63 = add i64 %62, -1
  %64 = getelementptr inbounds i8, ptr %61, i64 1
  %65 = load i8, ptr %61, align 1, !tbaa !14
  %66 = zext i8 %65 to i32
  %67 = xor i32 %60, %66
  %68 = mul i32 %67, 16777619
  %69 = icmp eq i64 %63, 0
  br i1 %69, label %70, label %59, !llvm.loop !17

70:                                               ; preds = %59, %70
  %71 = phi i64 [ %79, %70 ], [ -3750763034362895579, %59 ]
  %72 = phi ptr [ %75, %70 ], [ %56, %59 ]
  %73 = phi i64 [ %74, %70 ], [ %57, %59 ]
  %74 = add i64 %73, -1
  %75 = getelementptr inbounds i8, ptr %72, i64 1
  %76 = load i8, ptr %72, align 1, !tbaa !14
  %77 = zext i8 %76 to i64
  %78 = xor i64 %71, %77
  %79 = mul i64 %78, 1099511628211
  %80 = icmp eq i64 %74, 0
  br i1 %80, label %81, label %70, !llvm.loop !18

81:                                               ; preds = %70, %81
  %82 = phi i32 [ %94, %81 ], [ -1, %70 ]
  %83 = phi ptr [ %86, %81 ], [ %56, %70 ]
  %84 = phi i64 [ %85, %81 ], [ %57, %70 ]
  %85 = add i64 %84, -1
  %86 = getelementptr inbounds i8, ptr %83, i64 1
  %87 = load i8, ptr %83, align 1, !tbaa !14
  %88 = trunc i32 %82 to i8
  %89 = xor i8 %87, %88
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = lshr i32 %82, 8
  %94 = xor i32 %92, %93
  %95 = icmp eq i64 %85, 0
  br i1 %95, label %96, label %81, !llvm.loop !19

96:                                               ; preds = %81, %96
  %97 = phi i64 [ %100, %96 ], [ %57, %81 ]
  %98 = phi i32 [ %129, %96 ], [ -1, %81 ]
  %99 = phi ptr [ %130, %96 ], [ %56, %81 ]
  %100 = add i64 %97, -1
  %101 = load i8, ptr %99, align 1, !tbaa !14
  %102 = zext i8 %101 to i32
  %103 = xor i32 %98, %102
  %104 = lshr i32 %103, 1
  %105 = and i32 %103, 1
  %106 = icmp eq i32 %105, 0
  %107 = select i1 %106, i32 0, i32 -306674912
  %108 = xor i32 %107, %104
  %109 = lshr i32 %108, 1
  %110 = and i32 %103, 2
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %111, i32 0, i32 -306674912
  %113 = xor i32 %109, %112
  %114 = lshr i32 %113, 6
  %115 = insertelement <4 x i32> poison, i32 %103, i64 0
  %116 = shufflevector <4 x i32> %115, <4 x i32> poison, <4 x i32> zeroinitializer
  %117 = and <4 x i32> %116, <i32 4, i32 8, i32 16, i32 32>
  %118 = icmp eq <4 x i32> %117, zeroinitializer
  %119 = select <4 x i1> %118, <4 x i32> zeroinitializer, <4 x i32> <i32 124634137, i32 249268274, i32 498536548, i32 997073096>
  %120 = and i32 %108, 32
  %121 = icmp eq i32 %120, 0
  %122 = select i1 %121, i32 0, i32 1994146192
  %123 = and i32 %113, 32
  %124 = icmp eq i32 %123, 0
  %125 = select i1 %124, i32 0, i32 -306674912
  %126 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %119)
  %127 = xor i32 %126, %122
  %128 = xor i32 %125, %114
  %129 = xor i32 %127, %128
  %130 = getelementptr inbounds i8, ptr %99, i64 1
  %131 = icmp eq i64 %100, 0
  br i1 %131, label %132, label %96, !llvm.loop !20

132:                                              ; preds = %96
  %133 = xor i32 %94, -1
  br label %134

134:                                              ; preds = %132, %134
  %135 = phi i64 [ %138, %134 ], [ %57, %132 ]
  %136 = phi i32 [ %178, %134 ], [ -1, %132 ]
  %137 = phi ptr [ %179, %134 ], [ %56, %132 ]
  %138 = add i64 %135, -1
  %139 = load i8, ptr %137, align 1, !tbaa !14
  %140 = zext i8 %139 to i32
  %141 = xor i32 %136, %140
  %142 = lshr i32 %141, 1
  %143 = and i32 %141, 1
  %144 = icmp eq i32 %143, 0
  %145 = select i1 %144, i32 0, i32 -2097792136
  %146 = xor i32 %145, %142
  %147 = lshr i32 %146, 1
  %148 = and i32 %141, 2
  %149 = icmp eq i32 %148, 0
  %150 = select i1 %149, i32 0, i32 -2097792136
  %151 = xor i32 %147, %150
  %152 = lshr i32 %151, 1
  %153 = and i32 %141, 4
  %154 = icmp eq i32 %153, 0
  %155 = select i1 %154, i32 0, i32 -2097792136
  %156 = xor i32 %152, %155
  %157 = lshr i32 %156, 1
  %158 = and i32 %141, 8
  %159 = icmp eq i32 %158, 0
  %160 = select i1 %159, i32 0, i32 -2097792136
  %161 = xor i32 %157, %160
  %162 = lshr i32 %161, 4
  %163 = and i32 %146, 8
  %164 = icmp eq i32 %163, 0
  %165 = select i1 %164, i32 0, i32 274646895
  %166 = xor i32 %162, %165
  %167 = and i32 %151, 8
  %168 = icmp eq i32 %167, 0
  %169 = select i1 %168, i32 0, i32 549293790
  %170 = xor i32 %166, %169
  %171 = and i32 %156, 8
  %172 = icmp eq i32 %171, 0
  %173 = select i1 %172, i32 0, i32 1098587580
  %174 = xor i32 %170, %173
  %175 = and i32 %161, 8
  %176 = icmp eq i32 %175, 0
  %177 = select i1 %176, i32 0, i32 -2097792136
  %178 = xor i32 %174, %177
  %179 = getelementptr inbounds i8, ptr %137, i64 1
  %180 = icmp eq i64 %138, 0
  br i1 %180, label %181, label %134, !llvm.loop !20

181:                                              ; preds = %134
  %182 = xor i32 %129, -1
  br label %183

183:                                              ; preds = %181, %183
  %184 = phi i32 [ %195, %183 ], [ 0, %181 ]
  %185 = phi i32 [ %193, %183 ], [ 1, %181 ]
  %186 = phi ptr [ %189, %183 ], [ %56, %181 ]
  %187 = phi i64 [ %188, %183 ], [ %57, %181 ]
  %188 = add i64 %187, -1
  %189 = getelementptr inbounds i8, ptr %186, i64 1
  %190 = load i8, ptr %186, align 1, !tbaa !14
  %191 = zext i8 %190 to i32
  %192 = add nuw nsw i32 %185, %191
  %193 = urem i32 %192, 65521
  %194 = add nuw nsw i32 %193, %184
  %195 = urem i32 %194, 65521
  %196 = icmp eq i64 %188, 0
  br i1 %196, label %197, label %183, !llvm.loop !21

197:                                              ; preds = %183
  %198 = xor i32 %178, -1
  %199 = shl nuw i32 %195, 16
  %200 = or disjoint i32 %199, %193
  br label %201

201:                                              ; preds = %53, %197
  %202 = phi i32 [ %198, %197 ], [ 0, %53 ]
  %203 = phi i32 [ %133, %197 ], [ 0, %53 ]
  %204 = phi i32 [ %68, %197 ], [ -2128831035, %53 ]
  %205 = phi i64 [ %79, %197 ], [ -3750763034362895579, %53 ]
  %206 = phi i32 [ %182, %197 ], [ 0, %53 ]
  %207 = phi i32 [ %200, %197 ], [ 1, %53 ]
  %208 = load i8, ptr %56, align 1, !tbaa !14
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %220, label %210

210:                                              ; preds = %201, %210
  %211 = phi i8 [ %218, %210 ], [ %208, %201 ]
  %212 = phi ptr [ %215, %210 ], [ %56, %201 ]
  %213 = phi i32 [ %217, %210 ], [ 5381, %201 ]
  %214 = zext i8 %211 to i32
  %215 = getelementptr inbounds i8, ptr %212, i64 1
  %216 = mul i32 %213, 33
  %217 = add i32 %216, %214
  %218 = load i8, ptr %215, align 1, !tbaa !14
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %220, label %210, !llvm.loop !22

220:                                              ; preds = %210, %201
  %221 = phi i32 [ 5381, %201 ], [ %217, %210 ]
  %222 = lshr i64 %57, 2
  %223 = icmp ult i64 %57, 4
  br i1 %223, label %224, label %229

224:                                              ; preds = %229, %220
  %225 = phi i32 [ -1756908916, %220 ], [ %243, %229 ]
  %226 = and i64 %57, -4
  %227 = getelementptr inbounds i8, ptr %56, i64 %226
  %228 = and i64 %57, 3
  switch i64 %228, label %269 [
    i64 3, label %246
    i64 2, label %251
    i64 1, label %258
    i64 0, label %270
  ]

229:                                              ; preds = %220, %229
  %230 = phi i32 [ %243, %229 ], [ -1756908916, %220 ]
  %231 = phi i64 [ %244, %229 ], [ 0, %220 ]
  %232 = shl nuw i64 %231, 2
  %233 = getelementptr inbounds i8, ptr %56, i64 %232
  %234 = load i32, ptr %233, align 1
  %235 = mul i32 %234, -862048943
  %236 = mul i32 %234, 380141568
  %237 = lshr i32 %235, 17
  %238 = or disjoint i32 %237, %236
  %239 = mul i32 %238, 461845907
  %240 = xor i32 %239, %230
  %241 = tail call i32 @llvm.fshl.i32(i32 %240, i32 %240, i32 13)
  %242 = mul i32 %241, 5
  %243 = add i32 %242, -430675100
  %244 = add nuw nsw i64 %231, 1
  %245 = icmp eq i64 %244, %222
  br i1 %245, label %224, label %229, !llvm.loop !23

246:                                              ; preds = %224
  %247 = getelementptr inbounds i8, ptr %227, i64 2
  %248 = load i8, ptr %247, align 1, !tbaa !14
  %249 = zext i8 %248 to i32
  %250 = shl nuw nsw i32 %249, 16
  br label %251

251:                                              ; preds = %246, %224
  %252 = phi i32 [ 0, %224 ], [ %250, %246 ]
  %253 = getelementptr inbounds i8, ptr %227, i64 1
  %254 = load i8, ptr %253, align 1, !tbaa !14
  %255 = zext i8 %254 to i32
  %256 = shl nuw nsw i32 %255, 8
  %257 = or disjoint i32 %256, %252
  br label %258

258:                                              ; preds = %251, %224
  %259 = phi i32 [ 0, %224 ], [ %257, %251 ]
  %260 = load i8, ptr %227, align 1, !tbaa !14
  %261 = zext i8 %260 to i32
  %262 = xor i32 %259, %261
  %263 = mul i32 %262, -862048943
  %264 = mul i32 %262, 380141568
  %265 = lshr i32 %263, 17
  %266 = or disjoint i32 %265, %264
  %267 = mul i32 %266, 461845907
  %268 = xor i32 %267, %225
  br label %270

269:                                              ; preds = %224
  unreachable

270:                                              ; preds = %224, %258
  %271 = phi i32 [ %225, %224 ], [ %268, %258 ]
  %272 = trunc i64 %57 to i32
  %273 = xor i32 %271, %272
  %274 = lshr i32 %273, 16
  %275 = xor i32 %274, %273
  %276 = mul i32 %275, -2048144789
  %277 = lshr i32 %276, 13
  %278 = xor i32 %277, %276
  %279 = mul i32 %278, -1028477387
  %280 = lshr i32 %279, 16
  %281 = xor i32 %280, %279
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %56, i32 noundef %204, i64 noundef %205, i32 noundef %203, i32 noundef %206, i32 noundef %202, i32 noundef %207, i32 noundef %221, i32 noundef %281)
  %283 = add nuw nsw i64 %54, 1
  %284 = icmp eq i64 %283, 6
  br i1 %284, label %49, label %53, !llvm.loop !24

285:                                              ; preds = %387
  %286 = load i64, ptr @xs_state, align 8, !tbaa !25
  br label %512

287:                                              ; preds = %49, %387
  %288 = phi i64 [ 0, %49 ], [ %477, %387 ]
  %289 = shl nuw nsw i64 %288, 56
  %290 = getelementptr inbounds i8, ptr %1, i64 %288
  %291 = and i64 %288, 7
  %292 = sub nsw i64 0, %291
  %293 = getelementptr inbounds i8, ptr %290, i64 %292
  %294 = icmp eq ptr %293, %1
  br i1 %294, label %295, label %302

295:                                              ; preds = %302, %287
  %296 = phi i64 [ 7737605742629119589, %287 ], [ %336, %302 ]
  %297 = phi i64 [ 7746018054687388513, %287 ], [ %337, %302 ]
  %298 = phi i64 [ 8893317812261383291, %287 ], [ %333, %302 ]
  %299 = phi i64 [ 8388350548712186997, %287 ], [ %338, %302 ]
  %300 = phi ptr [ %1, %287 ], [ %293, %302 ]
  %301 = icmp eq i64 %291, 0
  br i1 %301, label %387, label %341

302:                                              ; preds = %287, %302
  %303 = phi ptr [ %339, %302 ], [ %1, %287 ]
  %304 = phi i64 [ %338, %302 ], [ 8388350548712186997, %287 ]
  %305 = phi i64 [ %333, %302 ], [ 8893317812261383291, %287 ]
  %306 = phi i64 [ %337, %302 ], [ 7746018054687388513, %287 ]
  %307 = phi i64 [ %336, %302 ], [ 7737605742629119589, %287 ]
  %308 = load i64, ptr %303, align 1
  %309 = xor i64 %308, %305
  %310 = add i64 %307, %304
  %311 = call i64 @llvm.fshl.i64(i64 %307, i64 %307, i64 13)
  %312 = xor i64 %310, %311
  %313 = call i64 @llvm.fshl.i64(i64 %310, i64 %310, i64 32)
  %314 = add i64 %309, %306
  %315 = call i64 @llvm.fshl.i64(i64 %309, i64 %309, i64 16)
  %316 = xor i64 %315, %314
  %317 = add i64 %316, %313
  %318 = call i64 @llvm.fshl.i64(i64 %316, i64 %316, i64 21)
  %319 = xor i64 %318, %317
  %320 = add i64 %314, %312
  %321 = call i64 @llvm.fshl.i64(i64 %312, i64 %312, i64 17)
  %322 = xor i64 %320, %321
  %323 = call i64 @llvm.fshl.i64(i64 %320, i64 %320, i64 32)
  %324 = add i64 %317, %322
  %325 = call i64 @llvm.fshl.i64(i64 %322, i64 %322, i64 13)
  %326 = xor i64 %325, %324
  %327 = call i64 @llvm.fshl.i64(i64 %324, i64 %324, i64 32)
  %328 = add i64 %319, %323
  %329 = call i64 @llvm.fshl.i64(i64 %319, i64 %319, i64 16)
  %330 = xor i64 %329, %328
  %331 = add i64 %330, %327
  %332 = call i64 @llvm.fshl.i64(i64 %330, i64 %330, i64 21)
  %333 = xor i64 %332, %331
  %334 = add i64 %328, %326
  %335 = call i64 @llvm.fshl.i64(i64 %326, i64 %326, i64 17)
  %336 = xor i64 %335, %334
  %337 = call i64 @llvm.fshl.i64(i64 %334, i64 %334, i64 32)
  %338 = xor i64 %331, %308
  %339 = getelementptr inbounds i8, ptr %303, i64 8
  %340 = icmp eq ptr %339, %293
  br i1 %340, label %295, label %302, !llvm.loop !27

341:                                              ; preds = %295
  %342 = load i8, ptr %300, align 1, !tbaa !14
  %343 = zext i8 %342 to i64
  %344 = or disjoint i64 %289, %343
  %345 = icmp eq i64 %291, 1
  br i1 %345, label %387, label %346, !llvm.loop !28

346:                                              ; preds = %341
  %347 = getelementptr inbounds i8, ptr %300, i64 1
  %348 = load i8, ptr %347, align 1, !tbaa !14
  %349 = zext i8 %348 to i64
  %350 = shl nuw nsw i64 %349, 8
  %351 = or disjoint i64 %350, %344
  %352 = icmp eq i64 %291, 2
  br i1 %352, label %387, label %353, !llvm.loop !28

353:                                              ; preds = %346
  %354 = getelementptr inbounds i8, ptr %300, i64 2
  %355 = load i8, ptr %354, align 1, !tbaa !14
  %356 = zext i8 %355 to i64
  %357 = shl nuw nsw i64 %356, 16
  %358 = or disjoint i64 %357, %351
  %359 = icmp eq i64 %291, 3
  br i1 %359, label %387, label %360, !llvm.loop !28

360:                                              ; preds = %353
  %361 = getelementptr inbounds i8, ptr %300, i64 3
  %362 = load i8, ptr %361, align 1, !tbaa !14
  %363 = zext i8 %362 to i64
  %364 = shl nuw nsw i64 %363, 24
  %365 = or disjoint i64 %364, %358
  %366 = icmp eq i64 %291, 4
  br i1 %366, label %387, label %367, !llvm.loop !28

367:                                              ; preds = %360
  %368 = getelementptr inbounds i8, ptr %300, i64 4
  %369 = load i8, ptr %368, align 1, !tbaa !14
  %370 = zext i8 %369 to i64
  %371 = shl nuw nsw i64 %370, 32
  %372 = or disjoint i64 %371, %365
  %373 = icmp eq i64 %291, 5
  br i1 %373, label %387, label %374, !llvm.loop !28

374:                                              ; preds = %367
  %375 = getelementptr inbounds i8, ptr %300, i64 5
  %376 = load i8, ptr %375, align 1, !tbaa !14
  %377 = zext i8 %376 to i64
  %378 = shl nuw nsw i64 %377, 40
  %379 = or i64 %378, %372
  %380 = icmp eq i64 %291, 6
  br i1 %380, label %387, label %381, !llvm.loop !28

381:                                              ; preds = %374
  %382 = getelementptr inbounds i8, ptr %300, i64 6
  %383 = load i8, ptr %382, align 1, !tbaa !14
  %384 = zext i8 %383 to i64
  %385 = shl nuw nsw i64 %384, 48
  %386 = or i64 %385, %379
  br label %387

387:                                              ; preds = %341, %346, %353, %360, %367, %374, %381, %295
  %388 = phi i64 [ %289, %295 ], [ %344, %341 ], [ %351, %346 ], [ %358, %353 ], [ %365, %360 ], [ %372, %367 ], [ %379, %374 ], [ %386, %381 ]
  %389 = xor i64 %388, %298
  %390 = add i64 %299, %296
  %391 = call i64 @llvm.fshl.i64(i64 %296, i64 %296, i64 13)
  %392 = xor i64 %390, %391
  %393 = call i64 @llvm.fshl.i64(i64 %390, i64 %390, i64 32)
  %394 = add i64 %389, %297
  %395 = call i64 @llvm.fshl.i64(i64 %389, i64 %389, i64 16)
  %396 = xor i64 %395, %394
  %397 = add i64 %396, %393
  %398 = call i64 @llvm.fshl.i64(i64 %396, i64 %396, i64 21)
  %399 = xor i64 %398, %397
  %400 = add i64 %394, %392
  %401 = call i64 @llvm.fshl.i64(i64 %392, i64 %392, i64 17)
  %402 = xor i64 %400, %401
  %403 = call i64 @llvm.fshl.i64(i64 %400, i64 %400, i64 32)
  %404 = add i64 %397, %402
  %405 = call i64 @llvm.fshl.i64(i64 %402, i64 %402, i64 13)
  %406 = xor i64 %405, %404
  %407 = call i64 @llvm.fshl.i64(i64 %404, i64 %404, i64 32)
  %408 = add i64 %399, %403
  %409 = call i64 @llvm.fshl.i64(i64 %399, i64 %399, i64 16)
  %410 = xor i64 %409, %408
  %411 = add i64 %410, %407
  %412 = call i64 @llvm.fshl.i64(i64 %410, i64 %410, i64 21)
  %413 = xor i64 %412, %411
  %414 = add i64 %408, %406
  %415 = call i64 @llvm.fshl.i64(i64 %406, i64 %406, i64 17)
  %416 = xor i64 %415, %414
  %417 = call i64 @llvm.fshl.i64(i64 %414, i64 %414, i64 32)
  %418 = xor i64 %411, %388
  %419 = xor i64 %417, 255
  %420 = add i64 %418, %416
  %421 = call i64 @llvm.fshl.i64(i64 %416, i64 %416, i64 13)
  %422 = xor i64 %420, %421
  %423 = call i64 @llvm.fshl.i64(i64 %420, i64 %420, i64 32)
  %424 = add i64 %419, %413
  %425 = call i64 @llvm.fshl.i64(i64 %413, i64 %413, i64 16)
  %426 = xor i64 %425, %424
  %427 = add i64 %423, %426
  %428 = call i64 @llvm.fshl.i64(i64 %426, i64 %426, i64 21)
  %429 = xor i64 %428, %427
  %430 = add i64 %422, %424
  %431 = call i64 @llvm.fshl.i64(i64 %422, i64 %422, i64 17)
  %432 = xor i64 %431, %430
  %433 = call i64 @llvm.fshl.i64(i64 %430, i64 %430, i64 32)
  %434 = add i64 %432, %427
  %435 = call i64 @llvm.fshl.i64(i64 %432, i64 %432, i64 13)
  %436 = xor i64 %435, %434
  %437 = call i64 @llvm.fshl.i64(i64 %434, i64 %434, i64 32)
  %438 = add i64 %433, %429
  %439 = call i64 @llvm.fshl.i64(i64 %429, i64 %429, i64 16)
  %440 = xor i64 %439, %438
  %441 = add i64 %437, %440
  %442 = call i64 @llvm.fshl.i64(i64 %440, i64 %440, i64 21)
  %443 = xor i64 %442, %441
  %444 = add i64 %436, %438
  %445 = call i64 @llvm.fshl.i64(i64 %436, i64 %436, i64 17)
  %446 = xor i64 %445, %444
  %447 = call i64 @llvm.fshl.i64(i64 %444, i64 %444, i64 32)
  %448 = add i64 %446, %441
  %449 = call i64 @llvm.fshl.i64(i64 %446, i64 %446, i64 13)
  %450 = xor i64 %449, %448
  %451 = call i64 @llvm.fshl.i64(i64 %448, i64 %448, i64 32)
  %452 = add i64 %447, %443
  %453 = call i64 @llvm.fshl.i64(i64 %443, i64 %443, i64 16)
  %454 = xor i64 %453, %452
  %455 = add i64 %451, %454
  %456 = call i64 @llvm.fshl.i64(i64 %454, i64 %454, i64 21)
  %457 = xor i64 %456, %455
  %458 = add i64 %450, %452
  %459 = call i64 @llvm.fshl.i64(i64 %450, i64 %450, i64 17)
  %460 = xor i64 %459, %458
  %461 = call i64 @llvm.fshl.i64(i64 %458, i64 %458, i64 32)
  %462 = add i64 %460, %455
  %463 = call i64 @llvm.fshl.i64(i64 %460, i64 %460, i64 13)
  %464 = xor i64 %463, %462
  %465 = add i64 %461, %457
  %466 = call i64 @llvm.fshl.i64(i64 %457, i64 %457, i64 16)
  %467 = xor i64 %466, %465
  %468 = call i64 @llvm.fshl.i64(i64 %467, i64 %467, i64 21)
  %469 = add i64 %464, %465
  %470 = call i64 @llvm.fshl.i64(i64 %464, i64 %464, i64 17)
  %471 = call i64 @llvm.fshl.i64(i64 %469, i64 %469, i64 32)
  %472 = xor i64 %468, %470
  %473 = xor i64 %472, %471
  %474 = xor i64 %473, %469
  %475 = trunc nuw nsw i64 %288 to i32
  %476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %475, i64 noundef %474)
  %477 = add nuw nsw i64 %288, 7
  %478 = icmp ult i64 %288, 57
  br i1 %478, label %287, label %285, !llvm.loop !29

479:                                              ; preds = %512
  store i64 %521, ptr @xs_state, align 8, !tbaa !25
  %480 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %523)
  br label %481

481:                                              ; preds = %481, %479
  %482 = phi i64 [ 0, %479 ], [ %506, %481 ]
  %483 = phi i64 [ 0, %479 ], [ %504, %481 ]
  %484 = phi i64 [ 0, %479 ], [ %505, %481 ]
  %485 = mul i64 %482, -7046029254386353131
  %486 = add i64 %485, -7046029254386353131
  %487 = add i64 %485, 4354685564936845354
  %488 = lshr i64 %486, 30
  %489 = lshr i64 %487, 30
  %490 = xor i64 %488, %486
  %491 = xor i64 %489, %487
  %492 = mul i64 %490, -4658895280553007687
  %493 = mul i64 %491, -4658895280553007687
  %494 = lshr i64 %492, 27
  %495 = lshr i64 %493, 27
  %496 = xor i64 %494, %492
  %497 = xor i64 %495, %493
  %498 = mul i64 %496, -7723592293110705685
  %499 = mul i64 %497, -7723592293110705685
  %500 = lshr i64 %498, 31
  %501 = lshr i64 %499, 31
  %502 = xor i64 %500, %498
  %503 = xor i64 %501, %499
  %504 = add i64 %502, %483
  %505 = add i64 %503, %484
  %506 = add nuw i64 %482, 2
  %507 = icmp eq i64 %506, 1000
  br i1 %507, label %508, label %481, !llvm.loop !30

508:                                              ; preds = %481
  %509 = add i64 %505, %504
  %510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %509)
  %511 = load i64, ptr @xs_state, align 8, !tbaa !25
  br label %631

512:                                              ; preds = %285, %512
  %513 = phi i32 [ 0, %285 ], [ %524, %512 ]
  %514 = phi i64 [ 0, %285 ], [ %523, %512 ]
  %515 = phi i64 [ %286, %285 ], [ %521, %512 ]
  %516 = lshr i64 %515, 12
  %517 = xor i64 %516, %515
  %518 = shl i64 %517, 25
  %519 = xor i64 %518, %517
  %520 = lshr i64 %519, 27
  %521 = xor i64 %520, %519
  %522 = mul i64 %521, 2685821657736338717
  %523 = xor i64 %522, %514
  %524 = add nuw nsw i32 %513, 1
  %525 = icmp eq i32 %524, 100000
  br i1 %525, label %479, label %512, !llvm.loop !31

526:                                              ; preds = %631
  store i64 %639, ptr @xs_state, align 8, !tbaa !25
  br label %527

527:                                              ; preds = %526, %527
  %528 = phi i32 [ %540, %527 ], [ -1, %526 ]
  %529 = phi ptr [ %532, %527 ], [ @main.big, %526 ]
  %530 = phi i64 [ %531, %527 ], [ 100000, %526 ]
  %531 = add nsw i64 %530, -1
  %532 = getelementptr inbounds i8, ptr %529, i64 1
  %533 = load i8, ptr %529, align 1, !tbaa !14
  %534 = trunc i32 %528 to i8
  %535 = xor i8 %533, %534
  %536 = zext i8 %535 to i64
  %537 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %536
  %538 = load i32, ptr %537, align 4, !tbaa !6
  %539 = lshr i32 %528, 8
  %540 = xor i32 %538, %539
  %541 = icmp eq i64 %531, 0
  br i1 %541, label %542, label %527, !llvm.loop !19

542:                                              ; preds = %527, %542
  %543 = phi i32 [ %554, %542 ], [ 0, %527 ]
  %544 = phi i32 [ %552, %542 ], [ 1, %527 ]
  %545 = phi ptr [ %548, %542 ], [ @main.big, %527 ]
  %546 = phi i64 [ %547, %542 ], [ 100000, %527 ]
  %547 = add nsw i64 %546, -1
  %548 = getelementptr inbounds i8, ptr %545, i64 1
  %549 = load i8, ptr %545, align 1, !tbaa !14
  %550 = zext i8 %549 to i32
  %551 = add nuw nsw i32 %544, %550
  %552 = urem i32 %551, 65521
  %553 = add nuw nsw i32 %552, %543
  %554 = urem i32 %553, 65521
  %555 = icmp eq i64 %547, 0
  br i1 %555, label %556, label %542, !llvm.loop !21

556:                                              ; preds = %542, %556
  %557 = phi i32 [ %565, %556 ], [ -2128831035, %542 ]
  %558 = phi ptr [ %561, %556 ], [ @main.big, %542 ]
  %559 = phi i64 [ %560, %556 ], [ 100000, %542 ]
  %560 = add nsw i64 %559, -1
  %561 = getelementptr inbounds i8, ptr %558, i64 1
  %562 = load i8, ptr %558, align 1, !tbaa !14
  %563 = zext i8 %562 to i32
  %564 = xor i32 %557, %563
  %565 = mul i32 %564, 16777619
  %566 = icmp eq i64 %560, 0
  br i1 %566, label %567, label %556, !llvm.loop !17

567:                                              ; preds = %556
  %568 = shl nuw i32 %554, 16
  %569 = xor i32 %540, -1
  %570 = or disjoint i32 %568, %552
  %571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %569, i32 noundef %570, i32 noundef %565)
  %572 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 4, !tbaa !6
  %573 = and i32 %572, 255
  %574 = xor i32 %573, 205
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %575
  %577 = load i32, ptr %576, align 4, !tbaa !6
  %578 = lshr i32 %572, 8
  %579 = xor i32 %578, %577
  %580 = and i32 %579, 255
  %581 = xor i32 %580, 204
  %582 = zext nneg i32 %581 to i64
  %583 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %582
  %584 = load i32, ptr %583, align 4, !tbaa !6
  %585 = lshr i32 %579, 8
  %586 = xor i32 %585, %584
  %587 = and i32 %586, 255
  %588 = xor i32 %587, 203
  %589 = zext nneg i32 %588 to i64
  %590 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %589
  %591 = load i32, ptr %590, align 4, !tbaa !6
  %592 = lshr i32 %586, 8
  %593 = xor i32 %591, %592
  %594 = and i32 %593, 255
  %595 = xor i32 %594, 53
  %596 = zext nneg i32 %595 to i64
  %597 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %596
  %598 = load i32, ptr %597, align 4, !tbaa !6
  %599 = lshr i32 %593, 8
  %600 = xor i32 %598, %599
  %601 = and i32 %600, 255
  %602 = xor i32 %601, 54
  %603 = zext nneg i32 %602 to i64
  %604 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %603
  %605 = load i32, ptr %604, align 4, !tbaa !6
  %606 = lshr i32 %600, 8
  %607 = xor i32 %605, %606
  %608 = and i32 %607, 255
  %609 = xor i32 %608, 55
  %610 = zext nneg i32 %609 to i64
  %611 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %610
  %612 = load i32, ptr %611, align 4, !tbaa !6
  %613 = lshr i32 %607, 8
  %614 = xor i32 %612, %613
  %615 = and i32 %614, 255
  %616 = xor i32 %615, 56
  %617 = zext nneg i32 %616 to i64
  %618 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %617
  %619 = load i32, ptr %618, align 4, !tbaa !6
  %620 = lshr i32 %614, 8
  %621 = xor i32 %619, %620
  %622 = and i32 %621, 255
  %623 = xor i32 %622, 57
  %624 = zext nneg i32 %623 to i64
  %625 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %624
  %626 = load i32, ptr %625, align 4, !tbaa !6
  %627 = lshr i32 %621, 8
  %628 = xor i32 %626, %627
  %629 = and i32 %628, 255
  %630 = xor i32 %629, 255
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 %630

631:                                              ; preds = %508, %631
  %632 = phi i64 [ 0, %508 ], [ %644, %631 ]
  %633 = phi i64 [ %511, %508 ], [ %639, %631 ]
  %634 = lshr i64 %633, 12
  %635 = xor i64 %634, %633
  %636 = shl i64 %635, 25
  %637 = xor i64 %636, %635
  %638 = lshr i64 %637, 27
  %639 = xor i64 %638, %637
  %640 = mul i64 %639, 2685821657736338717
  %641 = lshr i64 %640, 56
  %642 = trunc nuw i64 %641 to i8
  %643 = getelementptr inbounds [100000 x i8], ptr @main.big, i64 0, i64 %632
  store i8 %642, ptr %643, align 1, !tbaa !14
  %644 = add nuw nsw i64 %632, 1
  %645 = icmp eq i64 %644, 100000
  br i1 %645, label %526, label %631, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = !{!26, !26, i64 0}
!26 = !{!"long", !8, i64 0}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11, !12, !13}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
