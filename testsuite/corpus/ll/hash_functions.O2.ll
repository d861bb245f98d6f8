; ModuleID = 'programs/hash_functions.c'
source_filename = "programs/hash_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@__const.main.msgs = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [93 x i8] c"'%s': fnv32=%08x fnv64=%016llx crc32=%08x/%08x crc32c=%08x adler=%08x djb2=%08x murmur=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"siphash len=%d %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"xorshift64* acc=%016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"splitmix sum=%016llx\0A\00", align 1
@main.big = internal unnamed_addr global [100000 x i8] zeroinitializer, align 16
@.str.10 = private unnamed_addr constant [34 x i8] c"big crc=%08x adler=%08x fnv=%08x\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
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
  store <4 x i32> %44, ptr %45, align 16, !tbaa !5
  %46 = add nuw i64 %3, 4
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %53, label %2, !llvm.loop !9

49:                                               ; preds = %440
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %1, align 16, !tbaa !13
  %50 = getelementptr inbounds i8, ptr %1, i64 16
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %50, align 16, !tbaa !13
  %51 = getelementptr inbounds i8, ptr %1, i64 32
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %51, align 16, !tbaa !13
  %52 = getelementptr inbounds i8, ptr %1, i64 48
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %52, align 16, !tbaa !13
  br label %457

53:                                               ; preds = %2, %440
  %54 = phi i64 [ %453, %440 ], [ 0, %2 ]
  %55 = getelementptr inbounds [6 x ptr], ptr @__const.main.msgs, i64 0, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !14
  %57 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %56) #6
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %333, label %59

59:                                               ; preds = %53
  %60 = add i64 %57, -1
  %61 = and i64 %57, 3
  %62 = icmp ult i64 %60, 3
  br i1 %62, label %91, label %63

63:                                               ; preds = %59
  %64 = and i64 %57, -4
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i32 [ -2128831035, %63 ], [ %88, %65 ]
  %67 = phi ptr [ %56, %63 ], [ %84, %65 ]
  %68 = phi i64 [ 0, %63 ], [ %89, %65 ]
  %69 = getelementptr inbounds i8, ptr %67, i64 1
  %70 = load i8, ptr %67, align 1, !tbaa !13
  %71 = zext i8 %70 to i32
  %72 = xor i32 %66, %71
  %73 = mul i32 %72, 16777619
  %74 = getelementptr inbounds i8, ptr %67, i64 2
  %75 = load i8, ptr %69, align 1, !tbaa !13
  %76 = zext i8 %75 to i32
  %77 = xor i32 %73, %76
  %78 = mul i32 %77, 16777619
  %79 = getelementptr inbounds i8, ptr %67, i64 3
  %80 = load i8, ptr %74, align 1, !tbaa !13
  %81 = zext i8 %80 to i32
  %82 = xor i32 %78, %81
  %83 = mul i32 %82, 16777619
  %84 = getelementptr inbounds i8, ptr %67, i64 4
  %85 = load i8, ptr %79, align 1, !tbaa !13
  %86 = zext i8 %85 to i32
  %87 = xor i32 %83, %86
  %88 = mul i32 %87, 16777619
  %89 = add i64 %68, 4
  %90 = icmp eq i64 %89, %64
  br i1 %90, label %91, label %65, !llvm.loop !16

91:                                               ; preds = %65, %59
  %92 = phi i32 [ poison, %59 ], [ %88, %65 ]
  %93 = phi i32 [ -2128831035, %59 ], [ %88, %65 ]
  %94 = phi ptr [ %56, %59 ], [ %84, %65 ]
  %95 = icmp eq i64 %61, 0
  br i1 %95, label %107, label %96

96:                                               ; preds = %91, %96
  %97 = phi i32 [ %104, %96 ], [ %93, %91 ]
  %98 = phi ptr [ %100, %96 ], [ %94, %91 ]
  %99 = phi i64 [ %105, %96 ], [ 0, %91 ]
  %100 = getelementptr inbounds i8, ptr %98, i64 1
  %101 = load i8, ptr %98, align 1, !tbaa !13
  %102 = zext i8 %101 to i32
  %103 = xor i32 %97, %102
  %104 = mul i32 %103, 16777619
  %105 = add i64 %99, 1
  %106 = icmp eq i64 %105, %61
  br i1 %106, label %107, label %96, !llvm.loop !17

107:                                              ; preds = %96, %91
  %108 = phi i32 [ %92, %91 ], [ %104, %96 ]
  %109 = and i64 %57, 3
  %110 = icmp ult i64 %60, 3
  br i1 %110, label %139, label %111

111:                                              ; preds = %107
  %112 = and i64 %57, -4
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ -3750763034362895579, %111 ], [ %136, %113 ]
  %115 = phi ptr [ %56, %111 ], [ %132, %113 ]
  %116 = phi i64 [ 0, %111 ], [ %137, %113 ]
  %117 = getelementptr inbounds i8, ptr %115, i64 1
  %118 = load i8, ptr %115, align 1, !tbaa !13
  %119 = zext i8 %118 to i64
  %120 = xor i64 %114, %119
  %121 = mul i64 %120, 1099511628211
  %122 = getelementptr inbounds i8, ptr %115, i64 2
  %123 = load i8, ptr %117, align 1, !tbaa !13
  %124 = zext i8 %123 to i64
  %125 = xor i64 %121, %124
  %126 = mul i64 %125, 1099511628211
  %127 = getelementptr inbounds i8, ptr %115, i64 3
  %128 = load i8, ptr %122, align 1, !tbaa !13
  %129 = zext i8 %128 to i64
  %130 = xor i64 %126, %129
  %131 = mul i64 %130, 1099511628211
  %132 = getelementptr inbounds i8, ptr %115, i64 4
  %133 = load i8, ptr %127, align 1, !tbaa !13
  %134 = zext i8 %133 to i64
  %135 = xor i64 %131, %134
  %136 = mul i64 %135, 1099511628211
  %137 = add i64 %116, 4
  %138 = icmp eq i64 %137, %112
  br i1 %138, label %139, label %113, !llvm.loop !19

139:                                              ; preds = %113, %107
  %140 = phi i64 [ poison, %107 ], [ %136, %113 ]
  %141 = phi i64 [ -3750763034362895579, %107 ], [ %136, %113 ]
  %142 = phi ptr [ %56, %107 ], [ %132, %113 ]
  %143 = icmp eq i64 %109, 0
  br i1 %143, label %155, label %144

144:                                              ; preds = %139, %144
  %145 = phi i64 [ %152, %144 ], [ %141, %139 ]
  %146 = phi ptr [ %148, %144 ], [ %142, %139 ]
  %147 = phi i64 [ %153, %144 ], [ 0, %139 ]
  %148 = getelementptr inbounds i8, ptr %146, i64 1
  %149 = load i8, ptr %146, align 1, !tbaa !13
  %150 = zext i8 %149 to i64
  %151 = xor i64 %145, %150
  %152 = mul i64 %151, 1099511628211
  %153 = add i64 %147, 1
  %154 = icmp eq i64 %153, %109
  br i1 %154, label %155, label %144, !llvm.loop !20

155:                                              ; preds = %144, %139
  %156 = phi i64 [ %140, %139 ], [ %152, %144 ]
  %157 = and i64 %57, 1
  %158 = icmp eq i64 %60, 0
  br i1 %158, label %185, label %159

159:                                              ; preds = %155
  %160 = and i64 %57, -2
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i32 [ -1, %159 ], [ %182, %161 ]
  %163 = phi ptr [ %56, %159 ], [ %174, %161 ]
  %164 = phi i64 [ 0, %159 ], [ %183, %161 ]
  %165 = getelementptr inbounds i8, ptr %163, i64 1
  %166 = load i8, ptr %163, align 1, !tbaa !13
  %167 = trunc i32 %162 to i8
  %168 = xor i8 %166, %167
  %169 = zext i8 %168 to i64
  %170 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !5
  %172 = lshr i32 %162, 8
  %173 = xor i32 %171, %172
  %174 = getelementptr inbounds i8, ptr %163, i64 2
  %175 = load i8, ptr %165, align 1, !tbaa !13
  %176 = trunc i32 %173 to i8
  %177 = xor i8 %175, %176
  %178 = zext i8 %177 to i64
  %179 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = lshr i32 %173, 8
  %182 = xor i32 %180, %181
  %183 = add i64 %164, 2
  %184 = icmp eq i64 %183, %160
  br i1 %184, label %185, label %161, !llvm.loop !21

185:                                              ; preds = %161, %155
  %186 = phi i32 [ poison, %155 ], [ %182, %161 ]
  %187 = phi i32 [ -1, %155 ], [ %182, %161 ]
  %188 = phi ptr [ %56, %155 ], [ %174, %161 ]
  %189 = icmp eq i64 %157, 0
  br i1 %189, label %199, label %190

190:                                              ; preds = %185
  %191 = load i8, ptr %188, align 1, !tbaa !13
  %192 = trunc i32 %187 to i8
  %193 = xor i8 %191, %192
  %194 = zext i8 %193 to i64
  %195 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !5
  %197 = lshr i32 %187, 8
  %198 = xor i32 %196, %197
  br label %199

199:                                              ; preds = %185, %190
  %200 = phi i32 [ %186, %185 ], [ %198, %190 ]
  br label %201

201:                                              ; preds = %199, %201
  %202 = phi i64 [ %205, %201 ], [ %57, %199 ]
  %203 = phi i32 [ %234, %201 ], [ -1, %199 ]
  %204 = phi ptr [ %235, %201 ], [ %56, %199 ]
  %205 = add i64 %202, -1
  %206 = load i8, ptr %204, align 1, !tbaa !13
  %207 = zext i8 %206 to i32
  %208 = xor i32 %203, %207
  %209 = lshr i32 %208, 1
  %210 = and i32 %208, 1
  %211 = icmp eq i32 %210, 0
  %212 = select i1 %211, i32 0, i32 -306674912
  %213 = xor i32 %212, %209
  %214 = lshr i32 %213, 1
  %215 = and i32 %208, 2
  %216 = icmp eq i32 %215, 0
  %217 = select i1 %216, i32 0, i32 -306674912
  %218 = xor i32 %214, %217
  %219 = lshr i32 %218, 6
  %220 = insertelement <4 x i32> poison, i32 %208, i64 0
  %221 = shufflevector <4 x i32> %220, <4 x i32> poison, <4 x i32> zeroinitializer
  %222 = and <4 x i32> %221, <i32 4, i32 8, i32 16, i32 32>
  %223 = icmp eq <4 x i32> %222, zeroinitializer
  %224 = select <4 x i1> %223, <4 x i32> zeroinitializer, <4 x i32> <i32 124634137, i32 249268274, i32 498536548, i32 997073096>
  %225 = and i32 %213, 32
  %226 = icmp eq i32 %225, 0
  %227 = select i1 %226, i32 0, i32 1994146192
  %228 = and i32 %218, 32
  %229 = icmp eq i32 %228, 0
  %230 = select i1 %229, i32 0, i32 -306674912
  %231 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %224)
  %232 = xor i32 %231, %227
  %233 = xor i32 %230, %219
  %234 = xor i32 %232, %233
  %235 = getelementptr inbounds i8, ptr %204, i64 1
  %236 = icmp eq i64 %205, 0
  br i1 %236, label %237, label %201, !llvm.loop !22

237:                                              ; preds = %201
  %238 = xor i32 %200, -1
  br label %239

239:                                              ; preds = %237, %239
  %240 = phi i64 [ %243, %239 ], [ %57, %237 ]
  %241 = phi i32 [ %283, %239 ], [ -1, %237 ]
  %242 = phi ptr [ %284, %239 ], [ %56, %237 ]
  %243 = add i64 %240, -1
  %244 = load i8, ptr %242, align 1, !tbaa !13
  %245 = zext i8 %244 to i32
  %246 = xor i32 %241, %245
  %247 = lshr i32 %246, 1
  %248 = and i32 %246, 1
  %249 = icmp eq i32 %248, 0
  %250 = select i1 %249, i32 0, i32 -2097792136
  %251 = xor i32 %250, %247
  %252 = lshr i32 %251, 1
  %253 = and i32 %246, 2
  %254 = icmp eq i32 %253, 0
  %255 = select i1 %254, i32 0, i32 -2097792136
  %256 = xor i32 %252, %255
  %257 = lshr i32 %256, 1
  %258 = and i32 %246, 4
  %259 = icmp eq i32 %258, 0
  %260 = select i1 %259, i32 0, i32 -2097792136
  %261 = xor i32 %257, %260
  %262 = lshr i32 %261, 1
  %263 = and i32 %246, 8
  %264 = icmp eq i32 %263, 0
  %265 = select i1 %264, i32 0, i32 -2097792136
  %266 = xor i32 %262, %265
  %267 = lshr i32 %266, 4
  %268 = and i32 %251, 8
  %269 = icmp eq i32 %268, 0
  %270 = select i1 %269, i32 0, i32 274646895
  %271 = xor i32 %267, %270
  %272 = and i32 %256, 8
  %273 = icmp eq i32 %272, 0
  %274 = select i1 %273, i32 0, i32 549293790
  %275 = xor i32 %271, %274
  %276 = and i32 %261, 8
  %277 = icmp eq i32 %276, 0
  %278 = select i1 %277, i32 0, i32 1098587580
  %279 = xor i32 %275, %278
  %280 = and i32 %266, 8
  %281 = icmp eq i32 %280, 0
  %282 = select i1 %281, i32 0, i32 -2097792136
  %283 = xor i32 %279, %282
  %284 = getelementptr inbounds i8, ptr %242, i64 1
  %285 = icmp eq i64 %243, 0
  br i1 %285, label %286, label %239, !llvm.loop !22

286:                                              ; preds = %239
  %287 = xor i32 %234, -1
  %288 = and i64 %57, 1
  %289 = icmp eq i64 %60, 0
  br i1 %289, label %313, label %290

290:                                              ; preds = %286
  %291 = and i64 %57, -2
  br label %292

292:                                              ; preds = %292, %290
  %293 = phi i32 [ 0, %290 ], [ %310, %292 ]
  %294 = phi i32 [ 1, %290 ], [ %308, %292 ]
  %295 = phi ptr [ %56, %290 ], [ %304, %292 ]
  %296 = phi i64 [ 0, %290 ], [ %311, %292 ]
  %297 = getelementptr inbounds i8, ptr %295, i64 1
  %298 = load i8, ptr %295, align 1, !tbaa !13
  %299 = zext i8 %298 to i32
  %300 = add nuw nsw i32 %294, %299
  %301 = urem i32 %300, 65521
  %302 = add nuw nsw i32 %301, %293
  %303 = urem i32 %302, 65521
  %304 = getelementptr inbounds i8, ptr %295, i64 2
  %305 = load i8, ptr %297, align 1, !tbaa !13
  %306 = zext i8 %305 to i32
  %307 = add nuw nsw i32 %301, %306
  %308 = urem i32 %307, 65521
  %309 = add nuw nsw i32 %308, %303
  %310 = urem i32 %309, 65521
  %311 = add i64 %296, 2
  %312 = icmp eq i64 %311, %291
  br i1 %312, label %313, label %292, !llvm.loop !23

313:                                              ; preds = %292, %286
  %314 = phi i32 [ poison, %286 ], [ %308, %292 ]
  %315 = phi i32 [ poison, %286 ], [ %310, %292 ]
  %316 = phi i32 [ 0, %286 ], [ %310, %292 ]
  %317 = phi i32 [ 1, %286 ], [ %308, %292 ]
  %318 = phi ptr [ %56, %286 ], [ %304, %292 ]
  %319 = icmp eq i64 %288, 0
  br i1 %319, label %327, label %320

320:                                              ; preds = %313
  %321 = load i8, ptr %318, align 1, !tbaa !13
  %322 = zext i8 %321 to i32
  %323 = add nuw nsw i32 %317, %322
  %324 = urem i32 %323, 65521
  %325 = add nuw nsw i32 %324, %316
  %326 = urem i32 %325, 65521
  br label %327

327:                                              ; preds = %313, %320
  %328 = phi i32 [ %314, %313 ], [ %324, %320 ]
  %329 = phi i32 [ %315, %313 ], [ %326, %320 ]
  %330 = xor i32 %283, -1
  %331 = shl nuw i32 %329, 16
  %332 = or disjoint i32 %331, %328
  br label %333

333:                                              ; preds = %53, %327
  %334 = phi i32 [ %330, %327 ], [ 0, %53 ]
  %335 = phi i32 [ %238, %327 ], [ 0, %53 ]
  %336 = phi i32 [ %108, %327 ], [ -2128831035, %53 ]
  %337 = phi i64 [ %156, %327 ], [ -3750763034362895579, %53 ]
  %338 = phi i32 [ %287, %327 ], [ 0, %53 ]
  %339 = phi i32 [ %332, %327 ], [ 1, %53 ]
  %340 = load i8, ptr %56, align 1, !tbaa !13
  %341 = icmp eq i8 %340, 0
  br i1 %341, label %352, label %342

342:                                              ; preds = %333, %342
  %343 = phi i8 [ %350, %342 ], [ %340, %333 ]
  %344 = phi ptr [ %347, %342 ], [ %56, %333 ]
  %345 = phi i32 [ %349, %342 ], [ 5381, %333 ]
  %346 = zext i8 %343 to i32
  %347 = getelementptr inbounds i8, ptr %344, i64 1
  %348 = mul i32 %345, 33
  %349 = add i32 %348, %346
  %350 = load i8, ptr %347, align 1, !tbaa !13
  %351 = icmp eq i8 %350, 0
  br i1 %351, label %352, label %342, !llvm.loop !24

352:                                              ; preds = %342, %333
  %353 = phi i32 [ 5381, %333 ], [ %349, %342 ]
  %354 = lshr i64 %57, 2
  %355 = icmp ult i64 %57, 4
  br i1 %355, label %379, label %356

356:                                              ; preds = %352
  %357 = icmp eq i64 %354, 1
  br i1 %357, label %360, label %358

358:                                              ; preds = %356
  %359 = and i64 %354, 4611686018427387902
  br label %384

360:                                              ; preds = %384, %356
  %361 = phi i32 [ poison, %356 ], [ %412, %384 ]
  %362 = phi i32 [ -1756908916, %356 ], [ %412, %384 ]
  %363 = phi i64 [ 0, %356 ], [ %413, %384 ]
  %364 = and i64 %57, 4
  %365 = icmp eq i64 %364, 0
  br i1 %365, label %379, label %366

366:                                              ; preds = %360
  %367 = shl nuw i64 %363, 2
  %368 = getelementptr inbounds i8, ptr %56, i64 %367
  %369 = load i32, ptr %368, align 1
  %370 = mul i32 %369, -862048943
  %371 = mul i32 %369, 380141568
  %372 = lshr i32 %370, 17
  %373 = or disjoint i32 %372, %371
  %374 = mul i32 %373, 461845907
  %375 = xor i32 %374, %362
  %376 = tail call i32 @llvm.fshl.i32(i32 %375, i32 %375, i32 13)
  %377 = mul i32 %376, 5
  %378 = add i32 %377, -430675100
  br label %379

379:                                              ; preds = %366, %360, %352
  %380 = phi i32 [ -1756908916, %352 ], [ %361, %360 ], [ %378, %366 ]
  %381 = and i64 %57, -4
  %382 = getelementptr inbounds i8, ptr %56, i64 %381
  %383 = and i64 %57, 3
  switch i64 %383, label %439 [
    i64 3, label %416
    i64 2, label %421
    i64 1, label %428
    i64 0, label %440
  ]

384:                                              ; preds = %384, %358
  %385 = phi i32 [ -1756908916, %358 ], [ %412, %384 ]
  %386 = phi i64 [ 0, %358 ], [ %413, %384 ]
  %387 = phi i64 [ 0, %358 ], [ %414, %384 ]
  %388 = shl nuw i64 %386, 2
  %389 = getelementptr inbounds i8, ptr %56, i64 %388
  %390 = load i32, ptr %389, align 1
  %391 = mul i32 %390, -862048943
  %392 = mul i32 %390, 380141568
  %393 = lshr i32 %391, 17
  %394 = or disjoint i32 %393, %392
  %395 = mul i32 %394, 461845907
  %396 = xor i32 %395, %385
  %397 = tail call i32 @llvm.fshl.i32(i32 %396, i32 %396, i32 13)
  %398 = mul i32 %397, 5
  %399 = add i32 %398, -430675100
  %400 = shl i64 %386, 2
  %401 = or disjoint i64 %400, 4
  %402 = getelementptr inbounds i8, ptr %56, i64 %401
  %403 = load i32, ptr %402, align 1
  %404 = mul i32 %403, -862048943
  %405 = mul i32 %403, 380141568
  %406 = lshr i32 %404, 17
  %407 = or disjoint i32 %406, %405
  %408 = mul i32 %407, 461845907
  %409 = xor i32 %408, %399
  %410 = tail call i32 @llvm.fshl.i32(i32 %409, i32 %409, i32 13)
  %411 = mul i32 %410, 5
  %412 = add i32 %411, -430675100
  %413 = add nuw nsw i64 %386, 2
  %414 = add i64 %387, 2
  %415 = icmp eq i64 %414, %359
  br i1 %415, label %360, label %384, !llvm.loop !25

416:                                              ; preds = %379
  %417 = getelementptr inbounds i8, ptr %382, i64 2
  %418 = load i8, ptr %417, align 1, !tbaa !13
  %419 = zext i8 %418 to i32
  %420 = shl nuw nsw i32 %419, 16
  br label %421

421:                                              ; preds = %416, %379
  %422 = phi i32 [ 0, %379 ], [ %420, %416 ]
  %423 = getelementptr inbounds i8, ptr %382, i64 1
  %424 = load i8, ptr %423, align 1, !tbaa !13
  %425 = zext i8 %424 to i32
  %426 = shl nuw nsw i32 %425, 8
  %427 = or disjoint i32 %426, %422
  br label %428

428:                                              ; preds = %421, %379
  %429 = phi i32 [ 0, %379 ], [ %427, %421 ]
  %430 = load i8, ptr %382, align 1, !tbaa !13
  %431 = zext i8 %430 to i32
  %432 = xor i32 %429, %431
  %433 = mul i32 %432, -862048943
  %434 = mul i32 %432, 380141568
  %435 = lshr i32 %433, 17
  %436 = or disjoint i32 %435, %434
  %437 = mul i32 %436, 461845907
  %438 = xor i32 %437, %380
  br label %440

439:                                              ; preds = %379
  unreachable

440:                                              ; preds = %379, %428
  %441 = phi i32 [ %380, %379 ], [ %438, %428 ]
  %442 = trunc i64 %57 to i32
  %443 = xor i32 %441, %442
  %444 = lshr i32 %443, 16
  %445 = xor i32 %444, %443
  %446 = mul i32 %445, -2048144789
  %447 = lshr i32 %446, 13
  %448 = xor i32 %447, %446
  %449 = mul i32 %448, -1028477387
  %450 = lshr i32 %449, 16
  %451 = xor i32 %450, %449
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %56, i32 noundef %336, i64 noundef %337, i32 noundef %335, i32 noundef %338, i32 noundef %334, i32 noundef %339, i32 noundef %353, i32 noundef %451)
  %453 = add nuw nsw i64 %54, 1
  %454 = icmp eq i64 %453, 6
  br i1 %454, label %49, label %53, !llvm.loop !26

455:                                              ; preds = %557
  %456 = load i64, ptr @xs_state, align 8, !tbaa !27
  br label %684

457:                                              ; preds = %49, %557
  %458 = phi i64 [ %647, %557 ], [ 0, %49 ]
  %459 = shl nuw nsw i64 %458, 56
  %460 = getelementptr inbounds i8, ptr %1, i64 %458
  %461 = and i64 %458, 7
  %462 = sub nsw i64 0, %461
  %463 = getelementptr inbounds i8, ptr %460, i64 %462
  %464 = icmp eq ptr %463, %1
  br i1 %464, label %465, label %472

465:                                              ; preds = %472, %457
  %466 = phi i64 [ 7737605742629119589, %457 ], [ %506, %472 ]
  %467 = phi i64 [ 7746018054687388513, %457 ], [ %507, %472 ]
  %468 = phi i64 [ 8893317812261383291, %457 ], [ %503, %472 ]
  %469 = phi i64 [ 8388350548712186997, %457 ], [ %508, %472 ]
  %470 = phi ptr [ %1, %457 ], [ %463, %472 ]
  %471 = icmp eq i64 %461, 0
  br i1 %471, label %557, label %511

472:                                              ; preds = %457, %472
  %473 = phi ptr [ %509, %472 ], [ %1, %457 ]
  %474 = phi i64 [ %508, %472 ], [ 8388350548712186997, %457 ]
  %475 = phi i64 [ %503, %472 ], [ 8893317812261383291, %457 ]
  %476 = phi i64 [ %507, %472 ], [ 7746018054687388513, %457 ]
  %477 = phi i64 [ %506, %472 ], [ 7737605742629119589, %457 ]
  %478 = load i64, ptr %473, align 1
  %479 = xor i64 %478, %475
  %480 = add i64 %477, %474
  %481 = call i64 @llvm.fshl.i64(i64 %477, i64 %477, i64 13)
  %482 = xor i64 %480, %481
  %483 = call i64 @llvm.fshl.i64(i64 %480, i64 %480, i64 32)
  %484 = add i64 %479, %476
  %485 = call i64 @llvm.fshl.i64(i64 %479, i64 %479, i64 16)
  %486 = xor i64 %485, %484
  %487 = add i64 %486, %483
  %488 = call i64 @llvm.fshl.i64(i64 %486, i64 %486, i64 21)
  %489 = xor i64 %488, %487
  %490 = add i64 %484, %482
  %491 = call i64 @llvm.fshl.i64(i64 %482, i64 %482, i64 17)
  %492 = xor i64 %490, %491
  %493 = call i64 @llvm.fshl.i64(i64 %490, i64 %490, i64 32)
  %494 = add i64 %487, %492
  %495 = call i64 @llvm.fshl.i64(i64 %492, i64 %492, i64 13)
  %496 = xor i64 %495, %494
  %497 = call i64 @llvm.fshl.i64(i64 %494, i64 %494, i64 32)
  %498 = add i64 %489, %493
  %499 = call i64 @llvm.fshl.i64(i64 %489, i64 %489, i64 16)
  %500 = xor i64 %499, %498
  %501 = add i64 %500, %497
  %502 = call i64 @llvm.fshl.i64(i64 %500, i64 %500, i64 21)
  %503 = xor i64 %502, %501
  %504 = add i64 %498, %496
  %505 = call i64 @llvm.fshl.i64(i64 %496, i64 %496, i64 17)
  %506 = xor i64 %505, %504
  %507 = call i64 @llvm.fshl.i64(i64 %504, i64 %504, i64 32)
  %508 = xor i64 %501, %478
  %509 = getelementptr inbounds i8, ptr %473, i64 8
  %510 = icmp eq ptr %509, %463
  br i1 %510, label %465, label %472, !llvm.loop !29

511:                                              ; preds = %465
  %512 = load i8, ptr %470, align 1, !tbaa !13
  %513 = zext i8 %512 to i64
  %514 = or disjoint i64 %459, %513
  %515 = icmp eq i64 %461, 1
  br i1 %515, label %557, label %516, !llvm.loop !30

516:                                              ; preds = %511
  %517 = getelementptr inbounds i8, ptr %470, i64 1
  %518 = load i8, ptr %517, align 1, !tbaa !13
  %519 = zext i8 %518 to i64
  %520 = shl nuw nsw i64 %519, 8
  %521 = or disjoint i64 %520, %514
  %522 = icmp eq i64 %461, 2
  br i1 %522, label %557, label %523, !llvm.loop !30

523:                                              ; preds = %516
  %524 = getelementptr inbounds i8, ptr %470, i64 2
  %525 = load i8, ptr %524, align 1, !tbaa !13
  %526 = zext i8 %525 to i64
  %527 = shl nuw nsw i64 %526, 16
  %528 = or disjoint i64 %527, %521
  %529 = icmp eq i64 %461, 3
  br i1 %529, label %557, label %530, !llvm.loop !30

530:                                              ; preds = %523
  %531 = getelementptr inbounds i8, ptr %470, i64 3
  %532 = load i8, ptr %531, align 1, !tbaa !13
  %533 = zext i8 %532 to i64
  %534 = shl nuw nsw i64 %533, 24
  %535 = or disjoint i64 %534, %528
  %536 = icmp eq i64 %461, 4
  br i1 %536, label %557, label %537, !llvm.loop !30

537:                                              ; preds = %530
  %538 = getelementptr inbounds i8, ptr %470, i64 4
  %539 = load i8, ptr %538, align 1, !tbaa !13
  %540 = zext i8 %539 to i64
  %541 = shl nuw nsw i64 %540, 32
  %542 = or disjoint i64 %541, %535
  %543 = icmp eq i64 %461, 5
  br i1 %543, label %557, label %544, !llvm.loop !30

544:                                              ; preds = %537
  %545 = getelementptr inbounds i8, ptr %470, i64 5
  %546 = load i8, ptr %545, align 1, !tbaa !13
  %547 = zext i8 %546 to i64
  %548 = shl nuw nsw i64 %547, 40
  %549 = or i64 %548, %542
  %550 = icmp eq i64 %461, 6
  br i1 %550, label %557, label %551, !llvm.loop !30

551:                                              ; preds = %544
  %552 = getelementptr inbounds i8, ptr %470, i64 6
  %553 = load i8, ptr %552, align 1, !tbaa !13
  %554 = zext i8 %553 to i64
  %555 = shl nuw nsw i64 %554, 48
  %556 = or i64 %555, %549
  br label %557

557:                                              ; preds = %511, %516, %523, %530, %537, %544, %551, %465
  %558 = phi i64 [ %459, %465 ], [ %514, %511 ], [ %521, %516 ], [ %528, %523 ], [ %535, %530 ], [ %542, %537 ], [ %549, %544 ], [ %556, %551 ]
  %559 = xor i64 %558, %468
  %560 = add i64 %469, %466
  %561 = call i64 @llvm.fshl.i64(i64 %466, i64 %466, i64 13)
  %562 = xor i64 %560, %561
  %563 = call i64 @llvm.fshl.i64(i64 %560, i64 %560, i64 32)
  %564 = add i64 %559, %467
  %565 = call i64 @llvm.fshl.i64(i64 %559, i64 %559, i64 16)
  %566 = xor i64 %565, %564
  %567 = add i64 %566, %563
  %568 = call i64 @llvm.fshl.i64(i64 %566, i64 %566, i64 21)
  %569 = xor i64 %568, %567
  %570 = add i64 %564, %562
  %571 = call i64 @llvm.fshl.i64(i64 %562, i64 %562, i64 17)
  %572 = xor i64 %570, %571
  %573 = call i64 @llvm.fshl.i64(i64 %570, i64 %570, i64 32)
  %574 = add i64 %567, %572
  %575 = call i64 @llvm.fshl.i64(i64 %572, i64 %572, i64 13)
  %576 = xor i64 %575, %574
  %577 = call i64 @llvm.fshl.i64(i64 %574, i64 %574, i64 32)
  %578 = add i64 %569, %573
  %579 = call i64 @llvm.fshl.i64(i64 %569, i64 %569, i64 16)
  %580 = xor i64 %579, %578
  %581 = add i64 %580, %577
  %582 = call i64 @llvm.fshl.i64(i64 %580, i64 %580, i64 21)
  %583 = xor i64 %582, %581
  %584 = add i64 %578, %576
  %585 = call i64 @llvm.fshl.i64(i64 %576, i64 %576, i64 17)
  %586 = xor i64 %585, %584
  %587 = call i64 @llvm.fshl.i64(i64 %584, i64 %584, i64 32)
  %588 = xor i64 %581, %558
  %589 = xor i64 %587, 255
  %590 = add i64 %588, %586
  %591 = call i64 @llvm.fshl.i64(i64 %586, i64 %586, i64 13)
  %592 = xor i64 %590, %591
  %593 = call i64 @llvm.fshl.i64(i64 %590, i64 %590, i64 32)
  %594 = add i64 %589, %583
  %595 = call i64 @llvm.fshl.i64(i64 %583, i64 %583, i64 16)
  %596 = xor i64 %595, %594
  %597 = add i64 %593, %596
  %598 = call i64 @llvm.fshl.i64(i64 %596, i64 %596, i64 21)
  %599 = xor i64 %598, %597
  %600 = add i64 %592, %594
  %601 = call i64 @llvm.fshl.i64(i64 %592, i64 %592, i64 17)
  %602 = xor i64 %601, %600
  %603 = call i64 @llvm.fshl.i64(i64 %600, i64 %600, i64 32)
  %604 = add i64 %602, %597
  %605 = call i64 @llvm.fshl.i64(i64 %602, i64 %602, i64 13)
  %606 = xor i64 %605, %604
  %607 = call i64 @llvm.fshl.i64(i64 %604, i64 %604, i64 32)
  %608 = add i64 %603, %599
  %609 = call i64 @llvm.fshl.i64(i64 %599, i64 %599, i64 16)
  %610 = xor i64 %609, %608
  %611 = add i64 %607, %610
  %612 = call i64 @llvm.fshl.i64(i64 %610, i64 %610, i64 21)
  %613 = xor i64 %612, %611
  %614 = add i64 %606, %608
  %615 = call i64 @llvm.fshl.i64(i64 %606, i64 %606, i64 17)
  %616 = xor i64 %615, %614
  %617 = call i64 @llvm.fshl.i64(i64 %614, i64 %614, i64 32)
  %618 = add i64 %616, %611
  %619 = call i64 @llvm.fshl.i64(i64 %616, i64 %616, i64 13)
  %620 = xor i64 %619, %618
  %621 = call i64 @llvm.fshl.i64(i64 %618, i64 %618, i64 32)
  %622 = add i64 %617, %613
  %623 = call i64 @llvm.fshl.i64(i64 %613, i64 %613, i64 16)
  %624 = xor i64 %623, %622
  %625 = add i64 %621, %624
  %626 = call i64 @llvm.fshl.i64(i64 %624, i64 %624, i64 21)
  %627 = xor i64 %626, %625
  %628 = add i64 %620, %622
  %629 = call i64 @llvm.fshl.i64(i64 %620, i64 %620, i64 17)
  %630 = xor i64 %629, %628
  %631 = call i64 @llvm.fshl.i64(i64 %628, i64 %628, i64 32)
  %632 = add i64 %630, %625
  %633 = call i64 @llvm.fshl.i64(i64 %630, i64 %630, i64 13)
  %634 = xor i64 %633, %632
  %635 = add i64 %631, %627
  %636 = call i64 @llvm.fshl.i64(i64 %627, i64 %627, i64 16)
  %637 = xor i64 %636, %635
  %638 = call i64 @llvm.fshl.i64(i64 %637, i64 %637, i64 21)
  %639 = add i64 %634, %635
  %640 = call i64 @llvm.fshl.i64(i64 %634, i64 %634, i64 17)
  %641 = call i64 @llvm.fshl.i64(i64 %639, i64 %639, i64 32)
  %642 = xor i64 %638, %640
  %643 = xor i64 %642, %641
  %644 = xor i64 %643, %639
  %645 = trunc nuw nsw i64 %458 to i32
  %646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %645, i64 noundef %644)
  %647 = add nuw nsw i64 %458, 7
  %648 = icmp ult i64 %458, 57
  br i1 %648, label %457, label %455, !llvm.loop !31

649:                                              ; preds = %684
  store i64 %701, ptr @xs_state, align 8, !tbaa !27
  %650 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %703)
  br label %651

651:                                              ; preds = %651, %649
  %652 = phi i64 [ 0, %649 ], [ %676, %651 ]
  %653 = phi <2 x i64> [ zeroinitializer, %649 ], [ %674, %651 ]
  %654 = phi <2 x i64> [ zeroinitializer, %649 ], [ %675, %651 ]
  %655 = phi <2 x i64> [ <i64 0, i64 -7046029254386353131>, %649 ], [ %677, %651 ]
  %656 = add <2 x i64> %655, <i64 -7046029254386353131, i64 -7046029254386353131>
  %657 = add <2 x i64> %655, <i64 -2691343689449507777, i64 -2691343689449507777>
  %658 = lshr <2 x i64> %656, <i64 30, i64 30>
  %659 = lshr <2 x i64> %657, <i64 30, i64 30>
  %660 = xor <2 x i64> %658, %656
  %661 = xor <2 x i64> %659, %657
  %662 = mul <2 x i64> %660, <i64 -4658895280553007687, i64 -4658895280553007687>
  %663 = mul <2 x i64> %661, <i64 -4658895280553007687, i64 -4658895280553007687>
  %664 = lshr <2 x i64> %662, <i64 27, i64 27>
  %665 = lshr <2 x i64> %663, <i64 27, i64 27>
  %666 = xor <2 x i64> %664, %662
  %667 = xor <2 x i64> %665, %663
  %668 = mul <2 x i64> %666, <i64 -7723592293110705685, i64 -7723592293110705685>
  %669 = mul <2 x i64> %667, <i64 -7723592293110705685, i64 -7723592293110705685>
  %670 = lshr <2 x i64> %668, <i64 31, i64 31>
  %671 = lshr <2 x i64> %669, <i64 31, i64 31>
  %672 = xor <2 x i64> %670, %668
  %673 = xor <2 x i64> %671, %669
  %674 = add <2 x i64> %672, %653
  %675 = add <2 x i64> %673, %654
  %676 = add nuw i64 %652, 4
  %677 = add <2 x i64> %655, <i64 8709371129873690708, i64 8709371129873690708>
  %678 = icmp eq i64 %676, 1000
  br i1 %678, label %679, label %651, !llvm.loop !32

679:                                              ; preds = %651
  %680 = add <2 x i64> %675, %674
  %681 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %680)
  %682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %681)
  %683 = load i64, ptr @xs_state, align 8, !tbaa !27
  br label %847

684:                                              ; preds = %684, %455
  %685 = phi i32 [ 0, %455 ], [ %704, %684 ]
  %686 = phi i64 [ 0, %455 ], [ %703, %684 ]
  %687 = phi i64 [ %456, %455 ], [ %701, %684 ]
  %688 = lshr i64 %687, 12
  %689 = xor i64 %688, %687
  %690 = shl i64 %689, 25
  %691 = xor i64 %690, %689
  %692 = lshr i64 %691, 27
  %693 = xor i64 %692, %691
  %694 = mul i64 %693, 2685821657736338717
  %695 = xor i64 %694, %686
  %696 = lshr i64 %693, 12
  %697 = xor i64 %696, %693
  %698 = shl i64 %697, 25
  %699 = xor i64 %698, %697
  %700 = lshr i64 %699, 27
  %701 = xor i64 %700, %699
  %702 = mul i64 %701, 2685821657736338717
  %703 = xor i64 %702, %695
  %704 = add nuw nsw i32 %685, 2
  %705 = icmp eq i32 %704, 100000
  br i1 %705, label %649, label %684, !llvm.loop !33

706:                                              ; preds = %847
  store i64 %866, ptr @xs_state, align 8, !tbaa !27
  br label %707

707:                                              ; preds = %707, %706
  %708 = phi i32 [ -1, %706 ], [ %729, %707 ]
  %709 = phi ptr [ @main.big, %706 ], [ %721, %707 ]
  %710 = phi i64 [ 100000, %706 ], [ %720, %707 ]
  %711 = getelementptr inbounds i8, ptr %709, i64 1
  %712 = load i8, ptr %709, align 1, !tbaa !13
  %713 = trunc i32 %708 to i8
  %714 = xor i8 %712, %713
  %715 = zext i8 %714 to i64
  %716 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %715
  %717 = load i32, ptr %716, align 4, !tbaa !5
  %718 = lshr i32 %708, 8
  %719 = xor i32 %717, %718
  %720 = add nsw i64 %710, -2
  %721 = getelementptr inbounds i8, ptr %709, i64 2
  %722 = load i8, ptr %711, align 1, !tbaa !13
  %723 = trunc i32 %719 to i8
  %724 = xor i8 %722, %723
  %725 = zext i8 %724 to i64
  %726 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %725
  %727 = load i32, ptr %726, align 4, !tbaa !5
  %728 = lshr i32 %719, 8
  %729 = xor i32 %727, %728
  %730 = icmp eq i64 %720, 0
  br i1 %730, label %731, label %707, !llvm.loop !21

731:                                              ; preds = %707, %731
  %732 = phi i32 [ %750, %731 ], [ 0, %707 ]
  %733 = phi i32 [ %748, %731 ], [ 1, %707 ]
  %734 = phi ptr [ %744, %731 ], [ @main.big, %707 ]
  %735 = phi i64 [ %743, %731 ], [ 100000, %707 ]
  %736 = getelementptr inbounds i8, ptr %734, i64 1
  %737 = load i8, ptr %734, align 1, !tbaa !13
  %738 = zext i8 %737 to i32
  %739 = add nuw nsw i32 %733, %738
  %740 = urem i32 %739, 65521
  %741 = add nuw nsw i32 %740, %732
  %742 = urem i32 %741, 65521
  %743 = add nsw i64 %735, -2
  %744 = getelementptr inbounds i8, ptr %734, i64 2
  %745 = load i8, ptr %736, align 1, !tbaa !13
  %746 = zext i8 %745 to i32
  %747 = add nuw nsw i32 %740, %746
  %748 = urem i32 %747, 65521
  %749 = add nuw nsw i32 %748, %742
  %750 = urem i32 %749, 65521
  %751 = icmp eq i64 %743, 0
  br i1 %751, label %752, label %731, !llvm.loop !23

752:                                              ; preds = %731, %752
  %753 = phi i32 [ %781, %752 ], [ -2128831035, %731 ]
  %754 = phi ptr [ %777, %752 ], [ @main.big, %731 ]
  %755 = phi i64 [ %776, %752 ], [ 100000, %731 ]
  %756 = getelementptr inbounds i8, ptr %754, i64 1
  %757 = load i8, ptr %754, align 1, !tbaa !13
  %758 = zext i8 %757 to i32
  %759 = xor i32 %753, %758
  %760 = mul i32 %759, 16777619
  %761 = getelementptr inbounds i8, ptr %754, i64 2
  %762 = load i8, ptr %756, align 1, !tbaa !13
  %763 = zext i8 %762 to i32
  %764 = xor i32 %760, %763
  %765 = mul i32 %764, 16777619
  %766 = getelementptr inbounds i8, ptr %754, i64 3
  %767 = load i8, ptr %761, align 1, !tbaa !13
  %768 = zext i8 %767 to i32
  %769 = xor i32 %765, %768
  %770 = mul i32 %769, 16777619
  %771 = getelementptr inbounds i8, ptr %754, i64 4
  %772 = load i8, ptr %766, align 1, !tbaa !13
  %773 = zext i8 %772 to i32
  %774 = xor i32 %770, %773
  %775 = mul i32 %774, 16777619
  %776 = add nsw i64 %755, -5
  %777 = getelementptr inbounds i8, ptr %754, i64 5
  %778 = load i8, ptr %771, align 1, !tbaa !13
  %779 = zext i8 %778 to i32
  %780 = xor i32 %775, %779
  %781 = mul i32 %780, 16777619
  %782 = icmp eq i64 %776, 0
  br i1 %782, label %783, label %752, !llvm.loop !16

783:                                              ; preds = %752
  %784 = shl nuw i32 %750, 16
  %785 = xor i32 %729, -1
  %786 = or disjoint i32 %784, %748
  %787 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %785, i32 noundef %786, i32 noundef %781)
  %788 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 8, !tbaa !5
  %789 = and i32 %788, 255
  %790 = xor i32 %789, 205
  %791 = zext nneg i32 %790 to i64
  %792 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %791
  %793 = load i32, ptr %792, align 4, !tbaa !5
  %794 = lshr i32 %788, 8
  %795 = xor i32 %794, %793
  %796 = and i32 %795, 255
  %797 = xor i32 %796, 204
  %798 = zext nneg i32 %797 to i64
  %799 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %798
  %800 = load i32, ptr %799, align 4, !tbaa !5
  %801 = lshr i32 %795, 8
  %802 = xor i32 %801, %800
  %803 = and i32 %802, 255
  %804 = xor i32 %803, 203
  %805 = zext nneg i32 %804 to i64
  %806 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %805
  %807 = load i32, ptr %806, align 4, !tbaa !5
  %808 = lshr i32 %802, 8
  %809 = xor i32 %807, %808
  %810 = and i32 %809, 255
  %811 = xor i32 %810, 53
  %812 = zext nneg i32 %811 to i64
  %813 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %812
  %814 = load i32, ptr %813, align 4, !tbaa !5
  %815 = lshr i32 %809, 8
  %816 = xor i32 %814, %815
  %817 = and i32 %816, 255
  %818 = xor i32 %817, 54
  %819 = zext nneg i32 %818 to i64
  %820 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %819
  %821 = load i32, ptr %820, align 4, !tbaa !5
  %822 = lshr i32 %816, 8
  %823 = xor i32 %821, %822
  %824 = and i32 %823, 255
  %825 = xor i32 %824, 55
  %826 = zext nneg i32 %825 to i64
  %827 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %826
  %828 = load i32, ptr %827, align 4, !tbaa !5
  %829 = lshr i32 %823, 8
  %830 = xor i32 %828, %829
  %831 = and i32 %830, 255
  %832 = xor i32 %831, 56
  %833 = zext nneg i32 %832 to i64
  %834 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %833
  %835 = load i32, ptr %834, align 4, !tbaa !5
  %836 = lshr i32 %830, 8
  %837 = xor i32 %835, %836
  %838 = and i32 %837, 255
  %839 = xor i32 %838, 57
  %840 = zext nneg i32 %839 to i64
  %841 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %840
  %842 = load i32, ptr %841, align 4, !tbaa !5
  %843 = lshr i32 %837, 8
  %844 = xor i32 %842, %843
  %845 = and i32 %844, 255
  %846 = xor i32 %845, 255
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5
  ret i32 %846

847:                                              ; preds = %847, %679
  %848 = phi i64 [ 0, %679 ], [ %871, %847 ]
  %849 = phi i64 [ %683, %679 ], [ %866, %847 ]
  %850 = lshr i64 %849, 12
  %851 = xor i64 %850, %849
  %852 = shl i64 %851, 25
  %853 = xor i64 %852, %851
  %854 = lshr i64 %853, 27
  %855 = xor i64 %854, %853
  %856 = mul i64 %855, 2685821657736338717
  %857 = lshr i64 %856, 56
  %858 = trunc nuw i64 %857 to i8
  %859 = getelementptr inbounds [100000 x i8], ptr @main.big, i64 0, i64 %848
  store i8 %858, ptr %859, align 2, !tbaa !13
  %860 = or disjoint i64 %848, 1
  %861 = lshr i64 %855, 12
  %862 = xor i64 %861, %855
  %863 = shl i64 %862, 25
  %864 = xor i64 %863, %862
  %865 = lshr i64 %864, 27
  %866 = xor i64 %865, %864
  %867 = mul i64 %866, 2685821657736338717
  %868 = lshr i64 %867, 56
  %869 = trunc nuw i64 %868 to i8
  %870 = getelementptr inbounds [100000 x i8], ptr @main.big, i64 0, i64 %860
  store i8 %869, ptr %870, align 1, !tbaa !13
  %871 = add nuw nsw i64 %848, 2
  %872 = icmp eq i64 %871, 100000
  br i1 %872, label %706, label %847, !llvm.loop !34
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
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!28, !28, i64 0}
!28 = !{!"long", !7, i64 0}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
