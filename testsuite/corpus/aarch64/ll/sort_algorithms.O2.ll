; ModuleID = 'programs/sort_algorithms.c'
source_filename = "programs/sort_algorithms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.base = internal unnamed_addr global [3000 x i32] zeroinitializer, align 4
@main.a = internal unnamed_addr global [3000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [10 x i8] c"insertion\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"shell\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"merge\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"radix\00", align 1
@__const.main.names.rel = private unnamed_addr constant [6 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.6 = private unnamed_addr constant [40 x i8] c"%-9s sorted=%d hash=%08x min=%d max=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [31 x i8] c"counting sorted=%d a[1500]=%d\0A\00", align 1
@rng = internal unnamed_addr global i32 -1831433054, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [257 x i32], align 4
  %2 = load i32, ptr @rng, align 4, !tbaa !6
  br label %4

3:                                                ; preds = %4
  store i32 %12, ptr @rng, align 4, !tbaa !6
  br label %26

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %16, %4 ]
  %6 = phi i32 [ %2, %0 ], [ %12, %4 ]
  %7 = shl i32 %6, 13
  %8 = xor i32 %7, %6
  %9 = lshr i32 %8, 17
  %10 = xor i32 %9, %8
  %11 = shl i32 %10, 5
  %12 = xor i32 %11, %10
  %13 = urem i32 %12, 2000001
  %14 = add nsw i32 %13, -1000000
  %15 = getelementptr inbounds [3000 x i32], ptr @main.base, i64 0, i64 %5
  store i32 %14, ptr %15, align 4, !tbaa !6
  %16 = add nuw nsw i64 %5, 1
  %17 = icmp eq i64 %16, 3000
  br i1 %17, label %3, label %4, !llvm.loop !10

18:                                               ; preds = %465, %18
  %19 = phi i64 [ %24, %18 ], [ 0, %465 ]
  %20 = getelementptr inbounds [3000 x i32], ptr @main.base, i64 0, i64 %19
  %21 = load <4 x i32>, ptr %20, align 4, !tbaa !6
  %22 = srem <4 x i32> %21, <i32 100, i32 100, i32 100, i32 100>
  %23 = getelementptr inbounds [3000 x i32], ptr @main.a, i64 0, i64 %19
  store <4 x i32> %22, ptr %23, align 4, !tbaa !6
  %24 = add nuw i64 %19, 4
  %25 = icmp eq i64 %24, 3000
  br i1 %25, label %472, label %18, !llvm.loop !12

26:                                               ; preds = %3, %465
  %27 = phi i64 [ 0, %3 ], [ %470, %465 ]
  %28 = phi i32 [ 1, %3 ], [ %449, %465 ]
  %29 = phi i32 [ 0, %3 ], [ %425, %465 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12000) @main.a, ptr noundef nonnull align 4 dereferenceable(12000) @main.base, i64 12000, i1 false)
  %30 = trunc nuw nsw i64 %27 to i32
  switch i32 %30, label %244 [
    i32 0, label %31
    i32 1, label %52
    i32 2, label %81
    i32 3, label %156
    i32 4, label %157
  ]

31:                                               ; preds = %26, %45
  %32 = phi i64 [ %50, %45 ], [ 1, %26 ]
  %33 = getelementptr inbounds i32, ptr @main.a, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %42, %31
  %36 = phi i64 [ %32, %31 ], [ %37, %42 ]
  %37 = add nsw i64 %36, -1
  %38 = and i64 %37, 4294967295
  %39 = getelementptr inbounds i32, ptr @main.a, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp sgt i32 %40, %34
  br i1 %41, label %42, label %45

42:                                               ; preds = %35
  %43 = getelementptr inbounds i32, ptr @main.a, i64 %36
  store i32 %40, ptr %43, align 4, !tbaa !6
  %44 = icmp sgt i64 %36, 1
  br i1 %44, label %35, label %45, !llvm.loop !15

45:                                               ; preds = %42, %35
  %46 = phi i64 [ 0, %42 ], [ %36, %35 ]
  %47 = shl i64 %46, 32
  %48 = ashr exact i64 %47, 30
  %49 = getelementptr inbounds i8, ptr @main.a, i64 %48
  store i32 %34, ptr %49, align 4, !tbaa !6
  %50 = add nuw nsw i64 %32, 1
  %51 = icmp eq i64 %50, 3000
  br i1 %51, label %413, label %31, !llvm.loop !16

52:                                               ; preds = %26, %55
  %53 = phi i32 [ %56, %55 ], [ 1500, %26 ]
  %54 = zext nneg i32 %53 to i64
  br label %58

55:                                               ; preds = %75
  %56 = lshr i32 %53, 1
  %57 = icmp ult i32 %53, 2
  br i1 %57, label %413, label %52, !llvm.loop !17

58:                                               ; preds = %75, %52
  %59 = phi i64 [ %54, %52 ], [ %79, %75 ]
  %60 = getelementptr inbounds i32, ptr @main.a, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = icmp ult i64 %59, %54
  %63 = trunc nuw nsw i64 %59 to i32
  br i1 %62, label %75, label %64

64:                                               ; preds = %58, %71
  %65 = phi i32 [ %66, %71 ], [ %63, %58 ]
  %66 = sub nsw i32 %65, %53
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr @main.a, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp sgt i32 %69, %61
  br i1 %70, label %71, label %75

71:                                               ; preds = %64
  %72 = zext nneg i32 %65 to i64
  %73 = getelementptr inbounds i32, ptr @main.a, i64 %72
  store i32 %69, ptr %73, align 4, !tbaa !6
  %74 = icmp slt i32 %66, %53
  br i1 %74, label %75, label %64, !llvm.loop !18

75:                                               ; preds = %71, %64, %58
  %76 = phi i32 [ %63, %58 ], [ %65, %64 ], [ %66, %71 ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr @main.a, i64 %77
  store i32 %61, ptr %78, align 4, !tbaa !6
  %79 = add nuw nsw i64 %59, 1
  %80 = icmp eq i64 %79, 3000
  br i1 %80, label %55, label %58, !llvm.loop !19

81:                                               ; preds = %26, %113
  %82 = phi i32 [ %114, %113 ], [ 1499, %26 ]
  %83 = shl nuw nsw i32 %82, 1
  %84 = or disjoint i32 %83, 1
  br label %85

85:                                               ; preds = %109, %81
  %86 = phi i32 [ %111, %109 ], [ %84, %81 ]
  %87 = phi i32 [ %110, %109 ], [ %83, %81 ]
  %88 = phi i32 [ %101, %109 ], [ %82, %81 ]
  %89 = icmp slt i32 %87, 2998
  br i1 %89, label %90, label %100

90:                                               ; preds = %85
  %91 = add nsw i32 %87, 2
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr @main.a, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = sext i32 %86 to i64
  %96 = getelementptr inbounds i32, ptr @main.a, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = icmp sgt i32 %94, %97
  %99 = select i1 %98, i32 %91, i32 %86
  br label %100

100:                                              ; preds = %90, %85
  %101 = phi i32 [ %86, %85 ], [ %99, %90 ]
  %102 = sext i32 %88 to i64
  %103 = getelementptr inbounds i32, ptr @main.a, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = sext i32 %101 to i64
  %106 = getelementptr inbounds i32, ptr @main.a, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = icmp slt i32 %104, %107
  br i1 %108, label %109, label %113

109:                                              ; preds = %100
  store i32 %107, ptr %103, align 4, !tbaa !6
  store i32 %104, ptr %106, align 4, !tbaa !6
  %110 = shl nsw i32 %101, 1
  %111 = or disjoint i32 %110, 1
  %112 = icmp slt i32 %111, 3000
  br i1 %112, label %85, label %113

113:                                              ; preds = %109, %100
  %114 = add nsw i32 %82, -1
  %115 = icmp eq i32 %82, 0
  br i1 %115, label %116, label %81, !llvm.loop !20

116:                                              ; preds = %113
  %117 = load i32, ptr @main.a, align 4, !tbaa !6
  %118 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !tbaa !6
  store i32 %118, ptr @main.a, align 4, !tbaa !6
  store i32 %117, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !tbaa !6
  br label %119

119:                                              ; preds = %116, %150
  %120 = phi i64 [ 2999, %116 ], [ %151, %150 ]
  br label %121

121:                                              ; preds = %119, %145
  %122 = phi i32 [ %147, %145 ], [ 1, %119 ]
  %123 = phi i32 [ %146, %145 ], [ 0, %119 ]
  %124 = phi i32 [ %137, %145 ], [ 0, %119 ]
  %125 = add nsw i32 %123, 2
  %126 = sext i32 %125 to i64
  %127 = icmp sgt i64 %120, %126
  br i1 %127, label %128, label %136

128:                                              ; preds = %121
  %129 = getelementptr inbounds i32, ptr @main.a, i64 %126
  %130 = load i32, ptr %129, align 4, !tbaa !6
  %131 = sext i32 %122 to i64
  %132 = getelementptr inbounds i32, ptr @main.a, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = icmp sgt i32 %130, %133
  %135 = select i1 %134, i32 %125, i32 %122
  br label %136

136:                                              ; preds = %128, %121
  %137 = phi i32 [ %122, %121 ], [ %135, %128 ]
  %138 = sext i32 %124 to i64
  %139 = getelementptr inbounds i32, ptr @main.a, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = sext i32 %137 to i64
  %142 = getelementptr inbounds i32, ptr @main.a, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp slt i32 %140, %143
  br i1 %144, label %145, label %150

145:                                              ; preds = %136
  store i32 %143, ptr %139, align 4, !tbaa !6
  store i32 %140, ptr %142, align 4, !tbaa !6
  %146 = shl nsw i32 %137, 1
  %147 = or disjoint i32 %146, 1
  %148 = sext i32 %147 to i64
  %149 = icmp sgt i64 %120, %148
  br i1 %149, label %121, label %150

150:                                              ; preds = %145, %136
  %151 = add nsw i64 %120, -1
  %152 = load i32, ptr @main.a, align 4, !tbaa !6
  %153 = getelementptr inbounds i32, ptr @main.a, i64 %151
  %154 = load i32, ptr %153, align 4, !tbaa !6
  store i32 %154, ptr @main.a, align 4, !tbaa !6
  store i32 %152, ptr %153, align 4, !tbaa !6
  %155 = icmp eq i64 %151, 1
  br i1 %155, label %413, label %119

156:                                              ; preds = %26
  tail call fastcc void @quick(i32 noundef 0, i32 noundef 2999)
  br label %413

157:                                              ; preds = %26
  %158 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11
  br label %159

159:                                              ; preds = %167, %157
  %160 = phi i32 [ 1, %157 ], [ %161, %167 ]
  %161 = shl i32 %160, 1
  %162 = zext nneg i32 %160 to i64
  %163 = shl nuw nsw i64 %162, 1
  br label %169

164:                                              ; preds = %231, %228
  %165 = icmp ult i32 %179, 3000
  %166 = add nuw nsw i64 %170, %163
  br i1 %165, label %169, label %167, !llvm.loop !21

167:                                              ; preds = %164
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12000) @main.a, ptr noundef nonnull align 4 dereferenceable(12000) %158, i64 12000, i1 false)
  %168 = icmp ult i32 %160, 1500
  br i1 %168, label %159, label %243, !llvm.loop !22

169:                                              ; preds = %164, %159
  %170 = phi i64 [ %166, %164 ], [ %162, %159 ]
  %171 = phi i64 [ %178, %164 ], [ 0, %159 ]
  %172 = tail call i64 @llvm.umin.i64(i64 %170, i64 3000)
  %173 = trunc i64 %171 to i32
  %174 = add nuw nsw i32 %161, %173
  %175 = tail call i32 @llvm.umin.i32(i32 %174, i32 3000)
  %176 = add nuw nsw i32 %160, %173
  %177 = tail call i32 @llvm.umin.i32(i32 %176, i32 3000)
  %178 = add nuw nsw i64 %171, %163
  %179 = trunc i64 %178 to i32
  %180 = tail call i32 @llvm.umin.i32(i32 %179, i32 3000)
  %181 = icmp ult i32 %176, %180
  br i1 %181, label %206, label %184

182:                                              ; preds = %206
  %183 = trunc nuw i64 %223 to i32
  br label %184

184:                                              ; preds = %182, %169
  %185 = phi i32 [ %173, %169 ], [ %218, %182 ]
  %186 = phi i32 [ %177, %169 ], [ %221, %182 ]
  %187 = phi i32 [ %173, %169 ], [ %183, %182 ]
  %188 = icmp slt i32 %185, %177
  br i1 %188, label %189, label %228

189:                                              ; preds = %184
  %190 = zext i32 %187 to i64
  %191 = shl nuw nsw i64 %190, 2
  %192 = getelementptr i8, ptr %158, i64 %191
  %193 = zext nneg i32 %185 to i64
  %194 = shl nuw nsw i64 %193, 2
  %195 = getelementptr i8, ptr @main.a, i64 %194
  %196 = xor i32 %185, -1
  %197 = add i32 %177, %196
  %198 = zext i32 %197 to i64
  %199 = shl nuw nsw i64 %198, 2
  %200 = add nuw nsw i64 %199, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %192, ptr noundef nonnull align 4 dereferenceable(1) %195, i64 %200, i1 false), !tbaa !6
  %201 = add nuw nsw i64 %193, 1
  %202 = tail call i64 @llvm.umax.i64(i64 %172, i64 %201)
  %203 = trunc nuw i64 %202 to i32
  %204 = add i32 %187, %203
  %205 = sub i32 %204, %185
  br label %228

206:                                              ; preds = %169, %206
  %207 = phi i64 [ %223, %206 ], [ %171, %169 ]
  %208 = phi i32 [ %221, %206 ], [ %177, %169 ]
  %209 = phi i32 [ %218, %206 ], [ %173, %169 ]
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds i32, ptr @main.a, i64 %210
  %212 = load i32, ptr %211, align 4, !tbaa !6
  %213 = zext nneg i32 %208 to i64
  %214 = getelementptr inbounds i32, ptr @main.a, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = icmp sle i32 %212, %215
  %217 = zext i1 %216 to i32
  %218 = add nuw nsw i32 %209, %217
  %219 = xor i1 %216, true
  %220 = zext i1 %219 to i32
  %221 = add nuw nsw i32 %208, %220
  %222 = tail call i32 @llvm.smin.i32(i32 %212, i32 %215)
  %223 = add nuw nsw i64 %207, 1
  %224 = getelementptr inbounds i32, ptr %158, i64 %207
  store i32 %222, ptr %224, align 4, !tbaa !6
  %225 = icmp ult i32 %218, %177
  %226 = icmp ult i32 %221, %180
  %227 = select i1 %225, i1 %226, i1 false
  br i1 %227, label %206, label %182, !llvm.loop !23

228:                                              ; preds = %189, %184
  %229 = phi i32 [ %187, %184 ], [ %205, %189 ]
  %230 = icmp slt i32 %186, %180
  br i1 %230, label %231, label %164

231:                                              ; preds = %228
  %232 = zext i32 %229 to i64
  %233 = shl nuw nsw i64 %232, 2
  %234 = getelementptr i8, ptr %158, i64 %233
  %235 = sext i32 %186 to i64
  %236 = shl nsw i64 %235, 2
  %237 = getelementptr i8, ptr @main.a, i64 %236
  %238 = xor i32 %186, -1
  %239 = add i32 %175, %238
  %240 = zext i32 %239 to i64
  %241 = shl nuw nsw i64 %240, 2
  %242 = add nuw nsw i64 %241, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %234, ptr noundef nonnull align 4 dereferenceable(1) %237, i64 %242, i1 false), !tbaa !6
  br label %164

243:                                              ; preds = %167
  tail call void @free(ptr noundef nonnull %158) #12
  br label %413

244:                                              ; preds = %26
  %245 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11
  %246 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11
  br label %247

247:                                              ; preds = %247, %244
  %248 = phi i64 [ 0, %244 ], [ %257, %247 ]
  %249 = getelementptr inbounds i32, ptr @main.a, i64 %248
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load <4 x i32>, ptr %249, align 4, !tbaa !6
  %252 = load <4 x i32>, ptr %250, align 4, !tbaa !6
  %253 = xor <4 x i32> %251, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %254 = xor <4 x i32> %252, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %255 = getelementptr inbounds i32, ptr %245, i64 %248
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  store <4 x i32> %253, ptr %255, align 4, !tbaa !6
  store <4 x i32> %254, ptr %256, align 4, !tbaa !6
  %257 = add nuw i64 %248, 8
  %258 = icmp eq i64 %257, 3000
  br i1 %258, label %259, label %247, !llvm.loop !24

259:                                              ; preds = %247
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %260

260:                                              ; preds = %260, %259
  %261 = phi i64 [ 0, %259 ], [ %270, %260 ]
  %262 = getelementptr inbounds i32, ptr %245, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !6
  %264 = and i32 %263, 255
  %265 = add nuw nsw i32 %264, 1
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !6
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %267, align 4, !tbaa !6
  %270 = add nuw nsw i64 %261, 1
  %271 = icmp eq i64 %270, 3000
  br i1 %271, label %272, label %260, !llvm.loop !25

272:                                              ; preds = %260, %272
  %273 = phi i32 [ %278, %272 ], [ 0, %260 ]
  %274 = phi i64 [ %275, %272 ], [ 0, %260 ]
  %275 = add nuw nsw i64 %274, 1
  %276 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !6
  %278 = add nsw i32 %277, %273
  store i32 %278, ptr %276, align 4, !tbaa !6
  %279 = icmp eq i64 %275, 256
  br i1 %279, label %399, label %272, !llvm.loop !26

280:                                              ; preds = %399
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %281

281:                                              ; preds = %281, %280
  %282 = phi i64 [ 0, %280 ], [ %292, %281 ]
  %283 = getelementptr inbounds i32, ptr %246, i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !6
  %285 = lshr i32 %284, 8
  %286 = and i32 %285, 255
  %287 = add nuw nsw i32 %286, 1
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !6
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %289, align 4, !tbaa !6
  %292 = add nuw nsw i64 %282, 1
  %293 = icmp eq i64 %292, 3000
  br i1 %293, label %294, label %281, !llvm.loop !25

294:                                              ; preds = %281, %294
  %295 = phi i32 [ %300, %294 ], [ 0, %281 ]
  %296 = phi i64 [ %297, %294 ], [ 0, %281 ]
  %297 = add nuw nsw i64 %296, 1
  %298 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %297
  %299 = load i32, ptr %298, align 4, !tbaa !6
  %300 = add nsw i32 %299, %295
  store i32 %300, ptr %298, align 4, !tbaa !6
  %301 = icmp eq i64 %297, 256
  br i1 %301, label %302, label %294, !llvm.loop !26

302:                                              ; preds = %294, %302
  %303 = phi i64 [ %314, %302 ], [ 0, %294 ]
  %304 = getelementptr inbounds i32, ptr %246, i64 %303
  %305 = load i32, ptr %304, align 4, !tbaa !6
  %306 = lshr i32 %305, 8
  %307 = and i32 %306, 255
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %308
  %310 = load i32, ptr %309, align 4, !tbaa !6
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr %309, align 4, !tbaa !6
  %312 = sext i32 %310 to i64
  %313 = getelementptr inbounds i32, ptr %245, i64 %312
  store i32 %305, ptr %313, align 4, !tbaa !6
  %314 = add nuw nsw i64 %303, 1
  %315 = icmp eq i64 %314, 3000
  br i1 %315, label %316, label %302, !llvm.loop !27

316:                                              ; preds = %302
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %317

317:                                              ; preds = %317, %316
  %318 = phi i64 [ 0, %316 ], [ %328, %317 ]
  %319 = getelementptr inbounds i32, ptr %245, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !6
  %321 = lshr i32 %320, 16
  %322 = and i32 %321, 255
  %323 = add nuw nsw i32 %322, 1
  %324 = zext nneg i32 %323 to i64
  %325 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %324
  %326 = load i32, ptr %325, align 4, !tbaa !6
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr %325, align 4, !tbaa !6
  %328 = add nuw nsw i64 %318, 1
  %329 = icmp eq i64 %328, 3000
  br i1 %329, label %330, label %317, !llvm.loop !25

330:                                              ; preds = %317, %330
  %331 = phi i32 [ %336, %330 ], [ 0, %317 ]
  %332 = phi i64 [ %333, %330 ], [ 0, %317 ]
  %333 = add nuw nsw i64 %332, 1
  %334 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = add nsw i32 %335, %331
  store i32 %336, ptr %334, align 4, !tbaa !6
  %337 = icmp eq i64 %333, 256
  br i1 %337, label %338, label %330, !llvm.loop !26

338:                                              ; preds = %330, %338
  %339 = phi i64 [ %350, %338 ], [ 0, %330 ]
  %340 = getelementptr inbounds i32, ptr %245, i64 %339
  %341 = load i32, ptr %340, align 4, !tbaa !6
  %342 = lshr i32 %341, 16
  %343 = and i32 %342, 255
  %344 = zext nneg i32 %343 to i64
  %345 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %344
  %346 = load i32, ptr %345, align 4, !tbaa !6
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr %345, align 4, !tbaa !6
  %348 = sext i32 %346 to i64
  %349 = getelementptr inbounds i32, ptr %246, i64 %348
  store i32 %341, ptr %349, align 4, !tbaa !6
  %350 = add nuw nsw i64 %339, 1
  %351 = icmp eq i64 %350, 3000
  br i1 %351, label %352, label %338, !llvm.loop !27

352:                                              ; preds = %338
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %353

353:                                              ; preds = %353, %352
  %354 = phi i64 [ 0, %352 ], [ %363, %353 ]
  %355 = getelementptr inbounds i32, ptr %246, i64 %354
  %356 = load i32, ptr %355, align 4, !tbaa !6
  %357 = lshr i32 %356, 24
  %358 = add nuw nsw i32 %357, 1
  %359 = zext nneg i32 %358 to i64
  %360 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %359
  %361 = load i32, ptr %360, align 4, !tbaa !6
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %360, align 4, !tbaa !6
  %363 = add nuw nsw i64 %354, 1
  %364 = icmp eq i64 %363, 3000
  br i1 %364, label %365, label %353, !llvm.loop !25

365:                                              ; preds = %353, %365
  %366 = phi i32 [ %371, %365 ], [ 0, %353 ]
  %367 = phi i64 [ %368, %365 ], [ 0, %353 ]
  %368 = add nuw nsw i64 %367, 1
  %369 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %368
  %370 = load i32, ptr %369, align 4, !tbaa !6
  %371 = add nsw i32 %370, %366
  store i32 %371, ptr %369, align 4, !tbaa !6
  %372 = icmp eq i64 %368, 256
  br i1 %372, label %373, label %365, !llvm.loop !26

373:                                              ; preds = %365, %373
  %374 = phi i64 [ %384, %373 ], [ 0, %365 ]
  %375 = getelementptr inbounds i32, ptr %246, i64 %374
  %376 = load i32, ptr %375, align 4, !tbaa !6
  %377 = lshr i32 %376, 24
  %378 = zext nneg i32 %377 to i64
  %379 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %378
  %380 = load i32, ptr %379, align 4, !tbaa !6
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %379, align 4, !tbaa !6
  %382 = sext i32 %380 to i64
  %383 = getelementptr inbounds i32, ptr %245, i64 %382
  store i32 %376, ptr %383, align 4, !tbaa !6
  %384 = add nuw nsw i64 %374, 1
  %385 = icmp eq i64 %384, 3000
  br i1 %385, label %386, label %373, !llvm.loop !27

386:                                              ; preds = %373
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  br label %387

387:                                              ; preds = %387, %386
  %388 = phi i64 [ 0, %386 ], [ %397, %387 ]
  %389 = getelementptr inbounds i32, ptr %245, i64 %388
  %390 = getelementptr inbounds i8, ptr %389, i64 16
  %391 = load <4 x i32>, ptr %389, align 4, !tbaa !6
  %392 = load <4 x i32>, ptr %390, align 4, !tbaa !6
  %393 = xor <4 x i32> %391, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %394 = xor <4 x i32> %392, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %395 = getelementptr inbounds i32, ptr @main.a, i64 %388
  %396 = getelementptr inbounds i8, ptr %395, i64 16
  store <4 x i32> %393, ptr %395, align 4, !tbaa !6
  store <4 x i32> %394, ptr %396, align 4, !tbaa !6
  %397 = add nuw i64 %388, 8
  %398 = icmp eq i64 %397, 3000
  br i1 %398, label %412, label %387, !llvm.loop !28

399:                                              ; preds = %272, %399
  %400 = phi i64 [ %410, %399 ], [ 0, %272 ]
  %401 = getelementptr inbounds i32, ptr %245, i64 %400
  %402 = load i32, ptr %401, align 4, !tbaa !6
  %403 = and i32 %402, 255
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !6
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr %405, align 4, !tbaa !6
  %408 = sext i32 %406 to i64
  %409 = getelementptr inbounds i32, ptr %246, i64 %408
  store i32 %402, ptr %409, align 4, !tbaa !6
  %410 = add nuw nsw i64 %400, 1
  %411 = icmp eq i64 %410, 3000
  br i1 %411, label %280, label %399, !llvm.loop !27

412:                                              ; preds = %387
  tail call void @free(ptr noundef nonnull %245) #12
  tail call void @free(ptr noundef %246) #12
  br label %413

413:                                              ; preds = %150, %55, %45, %412, %243, %156
  br label %414

414:                                              ; preds = %413, %414
  %415 = phi i64 [ %421, %414 ], [ 0, %413 ]
  %416 = phi i32 [ %420, %414 ], [ 0, %413 ]
  %417 = mul i32 %416, -1640531535
  %418 = getelementptr inbounds i32, ptr @main.a, i64 %415
  %419 = load i32, ptr %418, align 4, !tbaa !6
  %420 = add i32 %419, %417
  %421 = add nuw nsw i64 %415, 1
  %422 = icmp eq i64 %421, 3000
  br i1 %422, label %423, label %414, !llvm.loop !29

423:                                              ; preds = %414
  %424 = icmp eq i64 %27, 0
  %425 = select i1 %424, i32 %420, i32 %29
  %426 = icmp eq i32 %420, %425
  %427 = load i32, ptr @main.a, align 4, !tbaa !6
  %428 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), align 4, !tbaa !6
  br i1 %426, label %429, label %448

429:                                              ; preds = %423
  %430 = icmp sgt i32 %427, %428
  br i1 %430, label %443, label %431

431:                                              ; preds = %429, %435
  %432 = phi i64 [ %433, %435 ], [ 1, %429 ]
  %433 = add nuw nsw i64 %432, 1
  %434 = icmp eq i64 %433, 3000
  br i1 %434, label %441, label %435, !llvm.loop !30

435:                                              ; preds = %431
  %436 = getelementptr i32, ptr @main.a, i64 %433
  %437 = getelementptr i8, ptr %436, i64 -4
  %438 = load i32, ptr %437, align 4, !tbaa !6
  %439 = load i32, ptr %436, align 4, !tbaa !6
  %440 = icmp sgt i32 %438, %439
  br i1 %440, label %441, label %431, !llvm.loop !30

441:                                              ; preds = %435, %431
  %442 = icmp ugt i64 %432, 2998
  br label %443

443:                                              ; preds = %441, %429
  %444 = phi i1 [ false, %429 ], [ %442, %441 ]
  %445 = and i32 %28, 1
  %446 = freeze i1 %444
  %447 = select i1 %446, i32 %445, i32 0
  br label %448

448:                                              ; preds = %443, %423
  %449 = phi i32 [ 0, %423 ], [ %447, %443 ]
  %450 = shl i64 %27, 2
  %451 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %450)
  %452 = icmp sgt i32 %427, %428
  br i1 %452, label %465, label %453

453:                                              ; preds = %448, %457
  %454 = phi i64 [ %455, %457 ], [ 1, %448 ]
  %455 = add nuw nsw i64 %454, 1
  %456 = icmp eq i64 %455, 3000
  br i1 %456, label %463, label %457, !llvm.loop !30

457:                                              ; preds = %453
  %458 = getelementptr i32, ptr @main.a, i64 %455
  %459 = getelementptr i8, ptr %458, i64 -4
  %460 = load i32, ptr %459, align 4, !tbaa !6
  %461 = load i32, ptr %458, align 4, !tbaa !6
  %462 = icmp sgt i32 %460, %461
  br i1 %462, label %463, label %453, !llvm.loop !30

463:                                              ; preds = %453, %457
  %464 = icmp ugt i64 %454, 2998
  br label %465

465:                                              ; preds = %463, %448
  %466 = phi i1 [ false, %448 ], [ %464, %463 ]
  %467 = zext i1 %466 to i32
  %468 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !tbaa !6
  %469 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %451, i32 noundef %467, i32 noundef %420, i32 noundef %427, i32 noundef %468)
  %470 = add nuw nsw i64 %27, 1
  %471 = icmp eq i64 %470, 6
  br i1 %471, label %18, label %26, !llvm.loop !31

472:                                              ; preds = %18
  %473 = tail call noalias dereferenceable_or_null(796) ptr @calloc(i64 noundef 199, i64 noundef 4) #13
  %474 = getelementptr i8, ptr %473, i64 396
  br label %475

475:                                              ; preds = %475, %472
  %476 = phi i64 [ 0, %472 ], [ %483, %475 ]
  %477 = getelementptr inbounds i32, ptr @main.a, i64 %476
  %478 = load i32, ptr %477, align 4, !tbaa !6
  %479 = sext i32 %478 to i64
  %480 = getelementptr i32, ptr %474, i64 %479
  %481 = load i32, ptr %480, align 4, !tbaa !6
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr %480, align 4, !tbaa !6
  %483 = add nuw nsw i64 %476, 1
  %484 = icmp eq i64 %483, 3000
  br i1 %484, label %485, label %475, !llvm.loop !32

485:                                              ; preds = %475, %526
  %486 = phi i64 [ %528, %526 ], [ 0, %475 ]
  %487 = phi i32 [ %527, %526 ], [ 0, %475 ]
  %488 = getelementptr inbounds i32, ptr %473, i64 %486
  %489 = load i32, ptr %488, align 4, !tbaa !6
  %490 = icmp eq i32 %489, 0
  br i1 %490, label %526, label %491

491:                                              ; preds = %485
  %492 = sext i32 %487 to i64
  %493 = trunc i64 %486 to i32
  %494 = add i32 %493, -99
  %495 = zext i32 %489 to i64
  %496 = icmp ult i32 %489, 8
  br i1 %496, label %513, label %497

497:                                              ; preds = %491
  %498 = and i64 %495, 4294967288
  %499 = add nsw i64 %498, %492
  %500 = trunc nuw i64 %498 to i32
  %501 = sub i32 %489, %500
  %502 = insertelement <4 x i32> poison, i32 %494, i64 0
  %503 = shufflevector <4 x i32> %502, <4 x i32> poison, <4 x i32> zeroinitializer
  %504 = getelementptr i32, ptr @main.a, i64 %492
  br label %505

505:                                              ; preds = %505, %497
  %506 = phi i64 [ 0, %497 ], [ %509, %505 ]
  %507 = getelementptr i32, ptr %504, i64 %506
  %508 = getelementptr inbounds i8, ptr %507, i64 16
  store <4 x i32> %503, ptr %507, align 4, !tbaa !6
  store <4 x i32> %503, ptr %508, align 4, !tbaa !6
  %509 = add nuw i64 %506, 8
  %510 = icmp eq i64 %509, %498
  br i1 %510, label %511, label %505, !llvm.loop !33

511:                                              ; preds = %505
  %512 = icmp eq i64 %498, %495
  br i1 %512, label %523, label %513

513:                                              ; preds = %511, %491
  %514 = phi i64 [ %492, %491 ], [ %499, %511 ]
  %515 = phi i32 [ %489, %491 ], [ %501, %511 ]
  br label %516

516:                                              ; preds = %513, %516
  %517 = phi i64 [ %520, %516 ], [ %514, %513 ]
  %518 = phi i32 [ %519, %516 ], [ %515, %513 ]
  %519 = add nsw i32 %518, -1
  %520 = add nsw i64 %517, 1
  %521 = getelementptr inbounds i32, ptr @main.a, i64 %517
  store i32 %494, ptr %521, align 4, !tbaa !6
  %522 = icmp eq i32 %519, 0
  br i1 %522, label %523, label %516, !llvm.loop !34

523:                                              ; preds = %516, %511
  %524 = phi i64 [ %499, %511 ], [ %520, %516 ]
  %525 = trunc nsw i64 %524 to i32
  br label %526

526:                                              ; preds = %523, %485
  %527 = phi i32 [ %487, %485 ], [ %525, %523 ]
  store i32 -1, ptr %488, align 4, !tbaa !6
  %528 = add nuw nsw i64 %486, 1
  %529 = icmp eq i64 %528, 199
  br i1 %529, label %530, label %485, !llvm.loop !35

530:                                              ; preds = %526
  tail call void @free(ptr noundef nonnull %473) #12
  %531 = load i32, ptr @main.a, align 4, !tbaa !6
  %532 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), align 4, !tbaa !6
  %533 = icmp sgt i32 %531, %532
  br i1 %533, label %547, label %534

534:                                              ; preds = %530, %538
  %535 = phi i64 [ %536, %538 ], [ 1, %530 ]
  %536 = add nuw nsw i64 %535, 1
  %537 = icmp eq i64 %536, 3000
  br i1 %537, label %544, label %538, !llvm.loop !30

538:                                              ; preds = %534
  %539 = getelementptr i32, ptr @main.a, i64 %536
  %540 = getelementptr i8, ptr %539, i64 -4
  %541 = load i32, ptr %540, align 4, !tbaa !6
  %542 = load i32, ptr %539, align 4, !tbaa !6
  %543 = icmp sgt i32 %541, %542
  br i1 %543, label %544, label %534, !llvm.loop !30

544:                                              ; preds = %534, %538
  %545 = icmp ugt i64 %535, 2998
  %546 = zext i1 %545 to i32
  br label %547

547:                                              ; preds = %544, %530
  %548 = phi i32 [ 0, %530 ], [ %546, %544 ]
  %549 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 6000), align 4, !tbaa !6
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %548, i32 noundef %549)
  %551 = icmp eq i32 %449, 0
  %552 = zext i1 %551 to i32
  ret i32 %552
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @quick(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %52

4:                                                ; preds = %2, %48
  %5 = phi i32 [ %50, %48 ], [ %0, %2 ]
  %6 = phi i32 [ %49, %48 ], [ %1, %2 ]
  %7 = sub nsw i32 %6, %5
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %8, %5
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr @main.a, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %4, %38
  %14 = phi i32 [ %6, %4 ], [ %40, %38 ]
  %15 = phi i32 [ %5, %4 ], [ %39, %38 ]
  %16 = sext i32 %15 to i64
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %22, %17 ], [ %16, %13 ]
  %19 = getelementptr inbounds i32, ptr @main.a, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i64 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !36

23:                                               ; preds = %17
  %24 = sext i32 %14 to i64
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %30, %25 ], [ %24, %23 ]
  %27 = getelementptr inbounds i32, ptr @main.a, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = icmp sgt i32 %28, %12
  %30 = add nsw i64 %26, -1
  br i1 %29, label %25, label %31, !llvm.loop !37

31:                                               ; preds = %25
  %32 = trunc nsw i64 %18 to i32
  %33 = trunc nsw i64 %26 to i32
  %34 = icmp sgt i64 %18, %26
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  store i32 %28, ptr %19, align 4, !tbaa !6
  store i32 %20, ptr %27, align 4, !tbaa !6
  %36 = add nsw i32 %32, 1
  %37 = add nsw i32 %33, -1
  br label %38

38:                                               ; preds = %35, %31
  %39 = phi i32 [ %36, %35 ], [ %32, %31 ]
  %40 = phi i32 [ %37, %35 ], [ %33, %31 ]
  %41 = icmp sgt i32 %39, %40
  br i1 %41, label %42, label %13, !llvm.loop !38

42:                                               ; preds = %38
  %43 = sub nsw i32 %40, %5
  %44 = sub nsw i32 %6, %39
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  tail call fastcc void @quick(i32 noundef %5, i32 noundef %40)
  br label %48

47:                                               ; preds = %42
  tail call fastcc void @quick(i32 noundef %39, i32 noundef %6)
  br label %48

48:                                               ; preds = %47, %46
  %49 = phi i32 [ %6, %46 ], [ %40, %47 ]
  %50 = phi i32 [ %39, %46 ], [ %5, %47 ]
  %51 = icmp slt i32 %50, %49
  br i1 %51, label %4, label %52, !llvm.loop !39

52:                                               ; preds = %48, %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !13, !14}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11, !13, !14}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11, !13, !14}
!34 = distinct !{!34, !11, !14, !13}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
