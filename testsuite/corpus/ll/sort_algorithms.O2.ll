; ModuleID = 'programs/sort_algorithms.c'
source_filename = "programs/sort_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.base = internal unnamed_addr global [3000 x i32] zeroinitializer, align 16
@main.a = internal unnamed_addr global [3000 x i32] zeroinitializer, align 16
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
  %1 = alloca [257 x i32], align 16
  %2 = load i32, ptr @rng, align 4, !tbaa !5
  br label %4

3:                                                ; preds = %4
  store i32 %12, ptr @rng, align 4, !tbaa !5
  br label %30

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
  store i32 %14, ptr %15, align 4, !tbaa !5
  %16 = add nuw nsw i64 %5, 1
  %17 = icmp eq i64 %16, 3000
  br i1 %17, label %3, label %4, !llvm.loop !9

18:                                               ; preds = %683, %18
  %19 = phi i64 [ %28, %18 ], [ 0, %683 ]
  %20 = getelementptr inbounds [3000 x i32], ptr @main.base, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <4 x i32>, ptr %20, align 16, !tbaa !5
  %23 = load <4 x i32>, ptr %21, align 16, !tbaa !5
  %24 = srem <4 x i32> %22, <i32 100, i32 100, i32 100, i32 100>
  %25 = srem <4 x i32> %23, <i32 100, i32 100, i32 100, i32 100>
  %26 = getelementptr inbounds [3000 x i32], ptr @main.a, i64 0, i64 %19
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  store <4 x i32> %24, ptr %26, align 16, !tbaa !5
  store <4 x i32> %25, ptr %27, align 16, !tbaa !5
  %28 = add nuw i64 %19, 8
  %29 = icmp eq i64 %28, 3000
  br i1 %29, label %690, label %18, !llvm.loop !11

30:                                               ; preds = %3, %683
  %31 = phi i64 [ 0, %3 ], [ %688, %683 ]
  %32 = phi i32 [ 1, %3 ], [ %651, %683 ]
  %33 = phi i32 [ 0, %3 ], [ %611, %683 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12000) @main.a, ptr noundef nonnull align 16 dereferenceable(12000) @main.base, i64 12000, i1 false)
  %34 = trunc nuw nsw i64 %31 to i32
  switch i32 %34, label %248 [
    i32 0, label %35
    i32 1, label %56
    i32 2, label %85
    i32 3, label %160
    i32 4, label %161
  ]

35:                                               ; preds = %30, %49
  %36 = phi i64 [ %54, %49 ], [ 1, %30 ]
  %37 = getelementptr inbounds i32, ptr @main.a, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %46, %35
  %40 = phi i64 [ %36, %35 ], [ %41, %46 ]
  %41 = add nsw i64 %40, -1
  %42 = and i64 %41, 4294967295
  %43 = getelementptr inbounds i32, ptr @main.a, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = icmp sgt i32 %44, %38
  br i1 %45, label %46, label %49

46:                                               ; preds = %39
  %47 = getelementptr inbounds i32, ptr @main.a, i64 %40
  store i32 %44, ptr %47, align 4, !tbaa !5
  %48 = icmp sgt i64 %40, 1
  br i1 %48, label %39, label %49, !llvm.loop !14

49:                                               ; preds = %46, %39
  %50 = phi i64 [ 0, %46 ], [ %40, %39 ]
  %51 = shl i64 %50, 32
  %52 = ashr exact i64 %51, 30
  %53 = getelementptr inbounds i8, ptr @main.a, i64 %52
  store i32 %38, ptr %53, align 4, !tbaa !5
  %54 = add nuw nsw i64 %36, 1
  %55 = icmp eq i64 %54, 3000
  br i1 %55, label %583, label %35, !llvm.loop !15

56:                                               ; preds = %30, %59
  %57 = phi i32 [ %60, %59 ], [ 1500, %30 ]
  %58 = zext nneg i32 %57 to i64
  br label %62

59:                                               ; preds = %79
  %60 = lshr i32 %57, 1
  %61 = icmp ult i32 %57, 2
  br i1 %61, label %583, label %56, !llvm.loop !16

62:                                               ; preds = %79, %56
  %63 = phi i64 [ %58, %56 ], [ %83, %79 ]
  %64 = getelementptr inbounds i32, ptr @main.a, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = icmp ult i64 %63, %58
  %67 = trunc nuw nsw i64 %63 to i32
  br i1 %66, label %79, label %68

68:                                               ; preds = %62, %75
  %69 = phi i32 [ %70, %75 ], [ %67, %62 ]
  %70 = sub nsw i32 %69, %57
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr @main.a, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = icmp sgt i32 %73, %65
  br i1 %74, label %75, label %79

75:                                               ; preds = %68
  %76 = zext nneg i32 %69 to i64
  %77 = getelementptr inbounds i32, ptr @main.a, i64 %76
  store i32 %73, ptr %77, align 4, !tbaa !5
  %78 = icmp slt i32 %70, %57
  br i1 %78, label %79, label %68, !llvm.loop !17

79:                                               ; preds = %75, %68, %62
  %80 = phi i32 [ %67, %62 ], [ %69, %68 ], [ %70, %75 ]
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr @main.a, i64 %81
  store i32 %65, ptr %82, align 4, !tbaa !5
  %83 = add nuw nsw i64 %63, 1
  %84 = icmp eq i64 %83, 3000
  br i1 %84, label %59, label %62, !llvm.loop !18

85:                                               ; preds = %30, %117
  %86 = phi i32 [ %118, %117 ], [ 1499, %30 ]
  %87 = shl nuw nsw i32 %86, 1
  %88 = or disjoint i32 %87, 1
  br label %89

89:                                               ; preds = %113, %85
  %90 = phi i32 [ %115, %113 ], [ %88, %85 ]
  %91 = phi i32 [ %114, %113 ], [ %87, %85 ]
  %92 = phi i32 [ %105, %113 ], [ %86, %85 ]
  %93 = icmp slt i32 %91, 2998
  br i1 %93, label %94, label %104

94:                                               ; preds = %89
  %95 = add nsw i32 %91, 2
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr @main.a, i64 %96
  %98 = load i32, ptr %97, align 8, !tbaa !5
  %99 = sext i32 %90 to i64
  %100 = getelementptr inbounds i32, ptr @main.a, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = icmp sgt i32 %98, %101
  %103 = select i1 %102, i32 %95, i32 %90
  br label %104

104:                                              ; preds = %94, %89
  %105 = phi i32 [ %90, %89 ], [ %103, %94 ]
  %106 = sext i32 %92 to i64
  %107 = getelementptr inbounds i32, ptr @main.a, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = sext i32 %105 to i64
  %110 = getelementptr inbounds i32, ptr @main.a, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = icmp slt i32 %108, %111
  br i1 %112, label %113, label %117

113:                                              ; preds = %104
  store i32 %111, ptr %107, align 4, !tbaa !5
  store i32 %108, ptr %110, align 4, !tbaa !5
  %114 = shl nsw i32 %105, 1
  %115 = or disjoint i32 %114, 1
  %116 = icmp slt i32 %115, 3000
  br i1 %116, label %89, label %117

117:                                              ; preds = %113, %104
  %118 = add nsw i32 %86, -1
  %119 = icmp eq i32 %86, 0
  br i1 %119, label %120, label %85, !llvm.loop !19

120:                                              ; preds = %117
  %121 = load i32, ptr @main.a, align 16, !tbaa !5
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !tbaa !5
  store i32 %122, ptr @main.a, align 16, !tbaa !5
  store i32 %121, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !tbaa !5
  br label %123

123:                                              ; preds = %120, %154
  %124 = phi i64 [ 2999, %120 ], [ %155, %154 ]
  br label %125

125:                                              ; preds = %123, %149
  %126 = phi i32 [ %151, %149 ], [ 1, %123 ]
  %127 = phi i32 [ %150, %149 ], [ 0, %123 ]
  %128 = phi i32 [ %141, %149 ], [ 0, %123 ]
  %129 = add nsw i32 %127, 2
  %130 = sext i32 %129 to i64
  %131 = icmp sgt i64 %124, %130
  br i1 %131, label %132, label %140

132:                                              ; preds = %125
  %133 = getelementptr inbounds i32, ptr @main.a, i64 %130
  %134 = load i32, ptr %133, align 8, !tbaa !5
  %135 = sext i32 %126 to i64
  %136 = getelementptr inbounds i32, ptr @main.a, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = icmp sgt i32 %134, %137
  %139 = select i1 %138, i32 %129, i32 %126
  br label %140

140:                                              ; preds = %132, %125
  %141 = phi i32 [ %126, %125 ], [ %139, %132 ]
  %142 = sext i32 %128 to i64
  %143 = getelementptr inbounds i32, ptr @main.a, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = sext i32 %141 to i64
  %146 = getelementptr inbounds i32, ptr @main.a, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !5
  %148 = icmp slt i32 %144, %147
  br i1 %148, label %149, label %154

149:                                              ; preds = %140
  store i32 %147, ptr %143, align 4, !tbaa !5
  store i32 %144, ptr %146, align 4, !tbaa !5
  %150 = shl nsw i32 %141, 1
  %151 = or disjoint i32 %150, 1
  %152 = sext i32 %151 to i64
  %153 = icmp sgt i64 %124, %152
  br i1 %153, label %125, label %154

154:                                              ; preds = %149, %140
  %155 = add nsw i64 %124, -1
  %156 = load i32, ptr @main.a, align 16, !tbaa !5
  %157 = getelementptr inbounds i32, ptr @main.a, i64 %155
  %158 = load i32, ptr %157, align 4, !tbaa !5
  store i32 %158, ptr @main.a, align 16, !tbaa !5
  store i32 %156, ptr %157, align 4, !tbaa !5
  %159 = icmp eq i64 %155, 1
  br i1 %159, label %583, label %123

160:                                              ; preds = %30
  tail call fastcc void @quick(i32 noundef 0, i32 noundef 2999)
  br label %583

161:                                              ; preds = %30
  %162 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11
  br label %163

163:                                              ; preds = %171, %161
  %164 = phi i32 [ 1, %161 ], [ %165, %171 ]
  %165 = shl i32 %164, 1
  %166 = zext nneg i32 %164 to i64
  %167 = shl nuw nsw i64 %166, 1
  br label %173

168:                                              ; preds = %235, %232
  %169 = icmp ult i32 %183, 3000
  %170 = add nuw nsw i64 %174, %167
  br i1 %169, label %173, label %171, !llvm.loop !20

171:                                              ; preds = %168
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12000) @main.a, ptr noundef nonnull align 4 dereferenceable(12000) %162, i64 12000, i1 false)
  %172 = icmp ult i32 %164, 1500
  br i1 %172, label %163, label %247, !llvm.loop !21

173:                                              ; preds = %168, %163
  %174 = phi i64 [ %170, %168 ], [ %166, %163 ]
  %175 = phi i64 [ %182, %168 ], [ 0, %163 ]
  %176 = tail call i64 @llvm.umin.i64(i64 %174, i64 3000)
  %177 = trunc i64 %175 to i32
  %178 = add nuw nsw i32 %165, %177
  %179 = tail call i32 @llvm.umin.i32(i32 %178, i32 3000)
  %180 = add nuw nsw i32 %164, %177
  %181 = tail call i32 @llvm.umin.i32(i32 %180, i32 3000)
  %182 = add nuw nsw i64 %175, %167
  %183 = trunc i64 %182 to i32
  %184 = tail call i32 @llvm.umin.i32(i32 %183, i32 3000)
  %185 = icmp ult i32 %180, %184
  br i1 %185, label %210, label %188

186:                                              ; preds = %210
  %187 = trunc nuw i64 %227 to i32
  br label %188

188:                                              ; preds = %186, %173
  %189 = phi i32 [ %177, %173 ], [ %222, %186 ]
  %190 = phi i32 [ %181, %173 ], [ %225, %186 ]
  %191 = phi i32 [ %177, %173 ], [ %187, %186 ]
  %192 = icmp slt i32 %189, %181
  br i1 %192, label %193, label %232

193:                                              ; preds = %188
  %194 = zext i32 %191 to i64
  %195 = shl nuw nsw i64 %194, 2
  %196 = getelementptr i8, ptr %162, i64 %195
  %197 = zext nneg i32 %189 to i64
  %198 = shl nuw nsw i64 %197, 2
  %199 = getelementptr i8, ptr @main.a, i64 %198
  %200 = xor i32 %189, -1
  %201 = add i32 %181, %200
  %202 = zext i32 %201 to i64
  %203 = shl nuw nsw i64 %202, 2
  %204 = add nuw nsw i64 %203, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %196, ptr noundef nonnull align 4 dereferenceable(1) %199, i64 %204, i1 false), !tbaa !5
  %205 = add nuw nsw i64 %197, 1
  %206 = tail call i64 @llvm.umax.i64(i64 %176, i64 %205)
  %207 = trunc nuw i64 %206 to i32
  %208 = add i32 %191, %207
  %209 = sub i32 %208, %189
  br label %232

210:                                              ; preds = %173, %210
  %211 = phi i64 [ %227, %210 ], [ %175, %173 ]
  %212 = phi i32 [ %225, %210 ], [ %181, %173 ]
  %213 = phi i32 [ %222, %210 ], [ %177, %173 ]
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr inbounds i32, ptr @main.a, i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !5
  %217 = zext nneg i32 %212 to i64
  %218 = getelementptr inbounds i32, ptr @main.a, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = icmp sle i32 %216, %219
  %221 = zext i1 %220 to i32
  %222 = add nuw nsw i32 %213, %221
  %223 = xor i1 %220, true
  %224 = zext i1 %223 to i32
  %225 = add nuw nsw i32 %212, %224
  %226 = tail call i32 @llvm.smin.i32(i32 %216, i32 %219)
  %227 = add nuw nsw i64 %211, 1
  %228 = getelementptr inbounds i32, ptr %162, i64 %211
  store i32 %226, ptr %228, align 4, !tbaa !5
  %229 = icmp ult i32 %222, %181
  %230 = icmp ult i32 %225, %184
  %231 = select i1 %229, i1 %230, i1 false
  br i1 %231, label %210, label %186, !llvm.loop !22

232:                                              ; preds = %193, %188
  %233 = phi i32 [ %191, %188 ], [ %209, %193 ]
  %234 = icmp slt i32 %190, %184
  br i1 %234, label %235, label %168

235:                                              ; preds = %232
  %236 = zext i32 %233 to i64
  %237 = shl nuw nsw i64 %236, 2
  %238 = getelementptr i8, ptr %162, i64 %237
  %239 = sext i32 %190 to i64
  %240 = shl nsw i64 %239, 2
  %241 = getelementptr i8, ptr @main.a, i64 %240
  %242 = xor i32 %190, -1
  %243 = add i32 %179, %242
  %244 = zext i32 %243 to i64
  %245 = shl nuw nsw i64 %244, 2
  %246 = add nuw nsw i64 %245, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %238, ptr noundef nonnull align 4 dereferenceable(1) %241, i64 %246, i1 false), !tbaa !5
  br label %168

247:                                              ; preds = %171
  tail call void @free(ptr noundef nonnull %162) #12
  br label %583

248:                                              ; preds = %30
  %249 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11
  %250 = tail call noalias dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #11
  br label %251

251:                                              ; preds = %262, %248
  %252 = phi i64 [ 0, %248 ], [ %272, %262 ]
  %253 = getelementptr inbounds i32, ptr @main.a, i64 %252
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load <4 x i32>, ptr %253, align 16, !tbaa !5
  %256 = load <4 x i32>, ptr %254, align 16, !tbaa !5
  %257 = xor <4 x i32> %255, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %258 = xor <4 x i32> %256, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %259 = getelementptr inbounds i32, ptr %249, i64 %252
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  store <4 x i32> %257, ptr %259, align 4, !tbaa !5
  store <4 x i32> %258, ptr %260, align 4, !tbaa !5
  %261 = icmp eq i64 %252, 2992
  br i1 %261, label %273, label %262, !llvm.loop !23

262:                                              ; preds = %251
  %263 = or disjoint i64 %252, 8
  %264 = getelementptr inbounds i32, ptr @main.a, i64 %263
  %265 = getelementptr inbounds i8, ptr %264, i64 16
  %266 = load <4 x i32>, ptr %264, align 16, !tbaa !5
  %267 = load <4 x i32>, ptr %265, align 16, !tbaa !5
  %268 = xor <4 x i32> %266, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %269 = xor <4 x i32> %267, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %270 = getelementptr inbounds i32, ptr %249, i64 %263
  %271 = getelementptr inbounds i8, ptr %270, i64 16
  store <4 x i32> %268, ptr %270, align 4, !tbaa !5
  store <4 x i32> %269, ptr %271, align 4, !tbaa !5
  %272 = add nuw nsw i64 %252, 16
  br label %251

273:                                              ; preds = %251
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  %274 = getelementptr inbounds i8, ptr %249, i64 4
  %275 = getelementptr inbounds i8, ptr %249, i64 8
  br label %276

276:                                              ; preds = %276, %273
  %277 = phi i64 [ 0, %273 ], [ %302, %276 ]
  %278 = getelementptr inbounds i32, ptr %249, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !5
  %280 = and i32 %279, 255
  %281 = add nuw nsw i32 %280, 1
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !5
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %283, align 4, !tbaa !5
  %286 = getelementptr inbounds i32, ptr %274, i64 %277
  %287 = load i32, ptr %286, align 4, !tbaa !5
  %288 = and i32 %287, 255
  %289 = add nuw nsw i32 %288, 1
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %290
  %292 = load i32, ptr %291, align 4, !tbaa !5
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr %291, align 4, !tbaa !5
  %294 = getelementptr inbounds i32, ptr %275, i64 %277
  %295 = load i32, ptr %294, align 4, !tbaa !5
  %296 = and i32 %295, 255
  %297 = add nuw nsw i32 %296, 1
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !5
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %299, align 4, !tbaa !5
  %302 = add nuw nsw i64 %277, 3
  %303 = icmp eq i64 %302, 3000
  br i1 %303, label %304, label %276, !llvm.loop !24

304:                                              ; preds = %276, %304
  %305 = phi i32 [ %322, %304 ], [ 0, %276 ]
  %306 = phi i64 [ %319, %304 ], [ 0, %276 ]
  %307 = or disjoint i64 %306, 1
  %308 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !5
  %310 = add nsw i32 %309, %305
  store i32 %310, ptr %308, align 4, !tbaa !5
  %311 = or disjoint i64 %306, 2
  %312 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %311
  %313 = load i32, ptr %312, align 8, !tbaa !5
  %314 = add nsw i32 %313, %310
  store i32 %314, ptr %312, align 8, !tbaa !5
  %315 = or disjoint i64 %306, 3
  %316 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %315
  %317 = load i32, ptr %316, align 4, !tbaa !5
  %318 = add nsw i32 %317, %314
  store i32 %318, ptr %316, align 4, !tbaa !5
  %319 = add nuw nsw i64 %306, 4
  %320 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %319
  %321 = load i32, ptr %320, align 16, !tbaa !5
  %322 = add nsw i32 %321, %318
  store i32 %322, ptr %320, align 16, !tbaa !5
  %323 = icmp eq i64 %319, 256
  br i1 %323, label %559, label %304, !llvm.loop !25

324:                                              ; preds = %559
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %325

325:                                              ; preds = %325, %324
  %326 = phi i64 [ 0, %324 ], [ %346, %325 ]
  %327 = getelementptr inbounds i32, ptr %250, i64 %326
  %328 = load i32, ptr %327, align 4, !tbaa !5
  %329 = lshr i32 %328, 8
  %330 = and i32 %329, 255
  %331 = add nuw nsw i32 %330, 1
  %332 = zext nneg i32 %331 to i64
  %333 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %332
  %334 = load i32, ptr %333, align 4, !tbaa !5
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr %333, align 4, !tbaa !5
  %336 = or disjoint i64 %326, 1
  %337 = getelementptr inbounds i32, ptr %250, i64 %336
  %338 = load i32, ptr %337, align 4, !tbaa !5
  %339 = lshr i32 %338, 8
  %340 = and i32 %339, 255
  %341 = add nuw nsw i32 %340, 1
  %342 = zext nneg i32 %341 to i64
  %343 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %342
  %344 = load i32, ptr %343, align 4, !tbaa !5
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr %343, align 4, !tbaa !5
  %346 = add nuw nsw i64 %326, 2
  %347 = icmp eq i64 %346, 3000
  br i1 %347, label %348, label %325, !llvm.loop !24

348:                                              ; preds = %325, %348
  %349 = phi i32 [ %366, %348 ], [ 0, %325 ]
  %350 = phi i64 [ %363, %348 ], [ 0, %325 ]
  %351 = or disjoint i64 %350, 1
  %352 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %351
  %353 = load i32, ptr %352, align 4, !tbaa !5
  %354 = add nsw i32 %353, %349
  store i32 %354, ptr %352, align 4, !tbaa !5
  %355 = or disjoint i64 %350, 2
  %356 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %355
  %357 = load i32, ptr %356, align 8, !tbaa !5
  %358 = add nsw i32 %357, %354
  store i32 %358, ptr %356, align 8, !tbaa !5
  %359 = or disjoint i64 %350, 3
  %360 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %359
  %361 = load i32, ptr %360, align 4, !tbaa !5
  %362 = add nsw i32 %361, %358
  store i32 %362, ptr %360, align 4, !tbaa !5
  %363 = add nuw nsw i64 %350, 4
  %364 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %363
  %365 = load i32, ptr %364, align 16, !tbaa !5
  %366 = add nsw i32 %365, %362
  store i32 %366, ptr %364, align 16, !tbaa !5
  %367 = icmp eq i64 %363, 256
  br i1 %367, label %368, label %348, !llvm.loop !25

368:                                              ; preds = %348, %368
  %369 = phi i64 [ %391, %368 ], [ 0, %348 ]
  %370 = getelementptr inbounds i32, ptr %250, i64 %369
  %371 = load i32, ptr %370, align 4, !tbaa !5
  %372 = lshr i32 %371, 8
  %373 = and i32 %372, 255
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %374
  %376 = load i32, ptr %375, align 4, !tbaa !5
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr %375, align 4, !tbaa !5
  %378 = sext i32 %376 to i64
  %379 = getelementptr inbounds i32, ptr %249, i64 %378
  store i32 %371, ptr %379, align 4, !tbaa !5
  %380 = or disjoint i64 %369, 1
  %381 = getelementptr inbounds i32, ptr %250, i64 %380
  %382 = load i32, ptr %381, align 4, !tbaa !5
  %383 = lshr i32 %382, 8
  %384 = and i32 %383, 255
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %385
  %387 = load i32, ptr %386, align 4, !tbaa !5
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr %386, align 4, !tbaa !5
  %389 = sext i32 %387 to i64
  %390 = getelementptr inbounds i32, ptr %249, i64 %389
  store i32 %382, ptr %390, align 4, !tbaa !5
  %391 = add nuw nsw i64 %369, 2
  %392 = icmp eq i64 %391, 3000
  br i1 %392, label %393, label %368, !llvm.loop !26

393:                                              ; preds = %368
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  br label %394

394:                                              ; preds = %394, %393
  %395 = phi i64 [ 0, %393 ], [ %415, %394 ]
  %396 = getelementptr inbounds i32, ptr %249, i64 %395
  %397 = load i32, ptr %396, align 4, !tbaa !5
  %398 = lshr i32 %397, 16
  %399 = and i32 %398, 255
  %400 = add nuw nsw i32 %399, 1
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %401
  %403 = load i32, ptr %402, align 4, !tbaa !5
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr %402, align 4, !tbaa !5
  %405 = or disjoint i64 %395, 1
  %406 = getelementptr inbounds i32, ptr %249, i64 %405
  %407 = load i32, ptr %406, align 4, !tbaa !5
  %408 = lshr i32 %407, 16
  %409 = and i32 %408, 255
  %410 = add nuw nsw i32 %409, 1
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %411
  %413 = load i32, ptr %412, align 4, !tbaa !5
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr %412, align 4, !tbaa !5
  %415 = add nuw nsw i64 %395, 2
  %416 = icmp eq i64 %415, 3000
  br i1 %416, label %417, label %394, !llvm.loop !24

417:                                              ; preds = %394, %417
  %418 = phi i32 [ %435, %417 ], [ 0, %394 ]
  %419 = phi i64 [ %432, %417 ], [ 0, %394 ]
  %420 = or disjoint i64 %419, 1
  %421 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %420
  %422 = load i32, ptr %421, align 4, !tbaa !5
  %423 = add nsw i32 %422, %418
  store i32 %423, ptr %421, align 4, !tbaa !5
  %424 = or disjoint i64 %419, 2
  %425 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %424
  %426 = load i32, ptr %425, align 8, !tbaa !5
  %427 = add nsw i32 %426, %423
  store i32 %427, ptr %425, align 8, !tbaa !5
  %428 = or disjoint i64 %419, 3
  %429 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %428
  %430 = load i32, ptr %429, align 4, !tbaa !5
  %431 = add nsw i32 %430, %427
  store i32 %431, ptr %429, align 4, !tbaa !5
  %432 = add nuw nsw i64 %419, 4
  %433 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %432
  %434 = load i32, ptr %433, align 16, !tbaa !5
  %435 = add nsw i32 %434, %431
  store i32 %435, ptr %433, align 16, !tbaa !5
  %436 = icmp eq i64 %432, 256
  br i1 %436, label %437, label %417, !llvm.loop !25

437:                                              ; preds = %417, %437
  %438 = phi i64 [ %460, %437 ], [ 0, %417 ]
  %439 = getelementptr inbounds i32, ptr %249, i64 %438
  %440 = load i32, ptr %439, align 4, !tbaa !5
  %441 = lshr i32 %440, 16
  %442 = and i32 %441, 255
  %443 = zext nneg i32 %442 to i64
  %444 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %443
  %445 = load i32, ptr %444, align 4, !tbaa !5
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr %444, align 4, !tbaa !5
  %447 = sext i32 %445 to i64
  %448 = getelementptr inbounds i32, ptr %250, i64 %447
  store i32 %440, ptr %448, align 4, !tbaa !5
  %449 = or disjoint i64 %438, 1
  %450 = getelementptr inbounds i32, ptr %249, i64 %449
  %451 = load i32, ptr %450, align 4, !tbaa !5
  %452 = lshr i32 %451, 16
  %453 = and i32 %452, 255
  %454 = zext nneg i32 %453 to i64
  %455 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %454
  %456 = load i32, ptr %455, align 4, !tbaa !5
  %457 = add nsw i32 %456, 1
  store i32 %457, ptr %455, align 4, !tbaa !5
  %458 = sext i32 %456 to i64
  %459 = getelementptr inbounds i32, ptr %250, i64 %458
  store i32 %451, ptr %459, align 4, !tbaa !5
  %460 = add nuw nsw i64 %438, 2
  %461 = icmp eq i64 %460, 3000
  br i1 %461, label %462, label %437, !llvm.loop !26

462:                                              ; preds = %437
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %1) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %1, i8 0, i64 1028, i1 false)
  %463 = getelementptr inbounds i8, ptr %250, i64 4
  %464 = getelementptr inbounds i8, ptr %250, i64 8
  br label %465

465:                                              ; preds = %465, %462
  %466 = phi i64 [ 0, %462 ], [ %491, %465 ]
  %467 = getelementptr inbounds i32, ptr %250, i64 %466
  %468 = load i32, ptr %467, align 4, !tbaa !5
  %469 = lshr i32 %468, 24
  %470 = add nuw nsw i32 %469, 1
  %471 = zext nneg i32 %470 to i64
  %472 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %471
  %473 = load i32, ptr %472, align 4, !tbaa !5
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr %472, align 4, !tbaa !5
  %475 = getelementptr inbounds i32, ptr %463, i64 %466
  %476 = load i32, ptr %475, align 4, !tbaa !5
  %477 = lshr i32 %476, 24
  %478 = add nuw nsw i32 %477, 1
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %479
  %481 = load i32, ptr %480, align 4, !tbaa !5
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr %480, align 4, !tbaa !5
  %483 = getelementptr inbounds i32, ptr %464, i64 %466
  %484 = load i32, ptr %483, align 4, !tbaa !5
  %485 = lshr i32 %484, 24
  %486 = add nuw nsw i32 %485, 1
  %487 = zext nneg i32 %486 to i64
  %488 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %487
  %489 = load i32, ptr %488, align 4, !tbaa !5
  %490 = add nsw i32 %489, 1
  store i32 %490, ptr %488, align 4, !tbaa !5
  %491 = add nuw nsw i64 %466, 3
  %492 = icmp eq i64 %491, 3000
  br i1 %492, label %493, label %465, !llvm.loop !24

493:                                              ; preds = %465, %493
  %494 = phi i32 [ %511, %493 ], [ 0, %465 ]
  %495 = phi i64 [ %508, %493 ], [ 0, %465 ]
  %496 = or disjoint i64 %495, 1
  %497 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %496
  %498 = load i32, ptr %497, align 4, !tbaa !5
  %499 = add nsw i32 %498, %494
  store i32 %499, ptr %497, align 4, !tbaa !5
  %500 = or disjoint i64 %495, 2
  %501 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %500
  %502 = load i32, ptr %501, align 8, !tbaa !5
  %503 = add nsw i32 %502, %499
  store i32 %503, ptr %501, align 8, !tbaa !5
  %504 = or disjoint i64 %495, 3
  %505 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %504
  %506 = load i32, ptr %505, align 4, !tbaa !5
  %507 = add nsw i32 %506, %503
  store i32 %507, ptr %505, align 4, !tbaa !5
  %508 = add nuw nsw i64 %495, 4
  %509 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %508
  %510 = load i32, ptr %509, align 16, !tbaa !5
  %511 = add nsw i32 %510, %507
  store i32 %511, ptr %509, align 16, !tbaa !5
  %512 = icmp eq i64 %508, 256
  br i1 %512, label %513, label %493, !llvm.loop !25

513:                                              ; preds = %493, %513
  %514 = phi i64 [ %534, %513 ], [ 0, %493 ]
  %515 = getelementptr inbounds i32, ptr %250, i64 %514
  %516 = load i32, ptr %515, align 4, !tbaa !5
  %517 = lshr i32 %516, 24
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !5
  %521 = add nsw i32 %520, 1
  store i32 %521, ptr %519, align 4, !tbaa !5
  %522 = sext i32 %520 to i64
  %523 = getelementptr inbounds i32, ptr %249, i64 %522
  store i32 %516, ptr %523, align 4, !tbaa !5
  %524 = or disjoint i64 %514, 1
  %525 = getelementptr inbounds i32, ptr %250, i64 %524
  %526 = load i32, ptr %525, align 4, !tbaa !5
  %527 = lshr i32 %526, 24
  %528 = zext nneg i32 %527 to i64
  %529 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %528
  %530 = load i32, ptr %529, align 4, !tbaa !5
  %531 = add nsw i32 %530, 1
  store i32 %531, ptr %529, align 4, !tbaa !5
  %532 = sext i32 %530 to i64
  %533 = getelementptr inbounds i32, ptr %249, i64 %532
  store i32 %526, ptr %533, align 4, !tbaa !5
  %534 = add nuw nsw i64 %514, 2
  %535 = icmp eq i64 %534, 3000
  br i1 %535, label %536, label %513, !llvm.loop !26

536:                                              ; preds = %513
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %1) #12
  br label %537

537:                                              ; preds = %548, %536
  %538 = phi i64 [ 0, %536 ], [ %558, %548 ]
  %539 = getelementptr inbounds i32, ptr %249, i64 %538
  %540 = getelementptr inbounds i8, ptr %539, i64 16
  %541 = load <4 x i32>, ptr %539, align 4, !tbaa !5
  %542 = load <4 x i32>, ptr %540, align 4, !tbaa !5
  %543 = xor <4 x i32> %541, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %544 = xor <4 x i32> %542, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %545 = getelementptr inbounds i32, ptr @main.a, i64 %538
  %546 = getelementptr inbounds i8, ptr %545, i64 16
  store <4 x i32> %543, ptr %545, align 16, !tbaa !5
  store <4 x i32> %544, ptr %546, align 16, !tbaa !5
  %547 = icmp eq i64 %538, 2992
  br i1 %547, label %582, label %548, !llvm.loop !27

548:                                              ; preds = %537
  %549 = or disjoint i64 %538, 8
  %550 = getelementptr inbounds i32, ptr %249, i64 %549
  %551 = getelementptr inbounds i8, ptr %550, i64 16
  %552 = load <4 x i32>, ptr %550, align 4, !tbaa !5
  %553 = load <4 x i32>, ptr %551, align 4, !tbaa !5
  %554 = xor <4 x i32> %552, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %555 = xor <4 x i32> %553, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %556 = getelementptr inbounds i32, ptr @main.a, i64 %549
  %557 = getelementptr inbounds i8, ptr %556, i64 16
  store <4 x i32> %554, ptr %556, align 16, !tbaa !5
  store <4 x i32> %555, ptr %557, align 16, !tbaa !5
  %558 = add nuw nsw i64 %538, 16
  br label %537

559:                                              ; preds = %304, %559
  %560 = phi i64 [ %580, %559 ], [ 0, %304 ]
  %561 = getelementptr inbounds i32, ptr %249, i64 %560
  %562 = load i32, ptr %561, align 4, !tbaa !5
  %563 = and i32 %562, 255
  %564 = zext nneg i32 %563 to i64
  %565 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %564
  %566 = load i32, ptr %565, align 4, !tbaa !5
  %567 = add nsw i32 %566, 1
  store i32 %567, ptr %565, align 4, !tbaa !5
  %568 = sext i32 %566 to i64
  %569 = getelementptr inbounds i32, ptr %250, i64 %568
  store i32 %562, ptr %569, align 4, !tbaa !5
  %570 = or disjoint i64 %560, 1
  %571 = getelementptr inbounds i32, ptr %249, i64 %570
  %572 = load i32, ptr %571, align 4, !tbaa !5
  %573 = and i32 %572, 255
  %574 = zext nneg i32 %573 to i64
  %575 = getelementptr inbounds [257 x i32], ptr %1, i64 0, i64 %574
  %576 = load i32, ptr %575, align 4, !tbaa !5
  %577 = add nsw i32 %576, 1
  store i32 %577, ptr %575, align 4, !tbaa !5
  %578 = sext i32 %576 to i64
  %579 = getelementptr inbounds i32, ptr %250, i64 %578
  store i32 %572, ptr %579, align 4, !tbaa !5
  %580 = add nuw nsw i64 %560, 2
  %581 = icmp eq i64 %580, 3000
  br i1 %581, label %324, label %559, !llvm.loop !26

582:                                              ; preds = %537
  tail call void @free(ptr noundef nonnull %249) #12
  tail call void @free(ptr noundef %250) #12
  br label %583

583:                                              ; preds = %154, %59, %49, %582, %247, %160
  br label %584

584:                                              ; preds = %584, %583
  %585 = phi i64 [ 0, %583 ], [ %607, %584 ]
  %586 = phi i32 [ 0, %583 ], [ %606, %584 ]
  %587 = mul i32 %586, -1640531535
  %588 = getelementptr inbounds i32, ptr @main.a, i64 %585
  %589 = load i32, ptr %588, align 4, !tbaa !5
  %590 = add i32 %589, %587
  %591 = mul i32 %590, -1640531535
  %592 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), i64 %585
  %593 = load i32, ptr %592, align 4, !tbaa !5
  %594 = add i32 %593, %591
  %595 = mul i32 %594, -1640531535
  %596 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 8), i64 %585
  %597 = load i32, ptr %596, align 4, !tbaa !5
  %598 = add i32 %597, %595
  %599 = mul i32 %598, -1640531535
  %600 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 12), i64 %585
  %601 = load i32, ptr %600, align 4, !tbaa !5
  %602 = add i32 %601, %599
  %603 = mul i32 %602, -1640531535
  %604 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 16), i64 %585
  %605 = load i32, ptr %604, align 4, !tbaa !5
  %606 = add i32 %605, %603
  %607 = add nuw nsw i64 %585, 5
  %608 = icmp eq i64 %607, 3000
  br i1 %608, label %609, label %584, !llvm.loop !28

609:                                              ; preds = %584
  %610 = icmp eq i64 %31, 0
  %611 = select i1 %610, i32 %606, i32 %33
  %612 = icmp eq i32 %606, %611
  %613 = load i32, ptr @main.a, align 16, !tbaa !5
  %614 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), align 4, !tbaa !5
  br i1 %612, label %615, label %650

615:                                              ; preds = %609
  %616 = icmp sgt i32 %613, %614
  br i1 %616, label %645, label %617

617:                                              ; preds = %615, %637
  %618 = phi i64 [ %638, %637 ], [ 1, %615 ]
  %619 = add nuw nsw i64 %618, 1
  %620 = getelementptr i32, ptr @main.a, i64 %619
  %621 = getelementptr i8, ptr %620, i64 -4
  %622 = load i32, ptr %621, align 4, !tbaa !5
  %623 = load i32, ptr %620, align 4, !tbaa !5
  %624 = icmp sgt i32 %622, %623
  br i1 %624, label %642, label %625, !llvm.loop !29

625:                                              ; preds = %617
  %626 = add nuw nsw i64 %618, 2
  %627 = getelementptr i32, ptr @main.a, i64 %626
  %628 = load i32, ptr %627, align 4, !tbaa !5
  %629 = icmp sgt i32 %623, %628
  br i1 %629, label %642, label %630, !llvm.loop !29

630:                                              ; preds = %625
  %631 = add nuw nsw i64 %618, 3
  %632 = icmp eq i64 %631, 3000
  br i1 %632, label %642, label %633, !llvm.loop !29

633:                                              ; preds = %630
  %634 = getelementptr i32, ptr @main.a, i64 %631
  %635 = load i32, ptr %634, align 4, !tbaa !5
  %636 = icmp sgt i32 %628, %635
  br i1 %636, label %642, label %637, !llvm.loop !29

637:                                              ; preds = %633
  %638 = add nuw nsw i64 %618, 4
  %639 = getelementptr i32, ptr @main.a, i64 %638
  %640 = load i32, ptr %639, align 4, !tbaa !5
  %641 = icmp sgt i32 %635, %640
  br i1 %641, label %642, label %617, !llvm.loop !29

642:                                              ; preds = %637, %633, %630, %625, %617
  %643 = phi i64 [ %618, %617 ], [ %619, %625 ], [ %626, %630 ], [ %626, %633 ], [ %631, %637 ]
  %644 = icmp ugt i64 %643, 2998
  br label %645

645:                                              ; preds = %642, %615
  %646 = phi i1 [ false, %615 ], [ %644, %642 ]
  %647 = and i32 %32, 1
  %648 = freeze i1 %646
  %649 = select i1 %648, i32 %647, i32 0
  br label %650

650:                                              ; preds = %645, %609
  %651 = phi i32 [ 0, %609 ], [ %649, %645 ]
  %652 = shl i64 %31, 2
  %653 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %652)
  %654 = icmp sgt i32 %613, %614
  br i1 %654, label %683, label %655

655:                                              ; preds = %650, %675
  %656 = phi i64 [ %676, %675 ], [ 1, %650 ]
  %657 = add nuw nsw i64 %656, 1
  %658 = getelementptr i32, ptr @main.a, i64 %657
  %659 = getelementptr i8, ptr %658, i64 -4
  %660 = load i32, ptr %659, align 4, !tbaa !5
  %661 = load i32, ptr %658, align 4, !tbaa !5
  %662 = icmp sgt i32 %660, %661
  br i1 %662, label %680, label %663, !llvm.loop !29

663:                                              ; preds = %655
  %664 = add nuw nsw i64 %656, 2
  %665 = getelementptr i32, ptr @main.a, i64 %664
  %666 = load i32, ptr %665, align 4, !tbaa !5
  %667 = icmp sgt i32 %661, %666
  br i1 %667, label %680, label %668, !llvm.loop !29

668:                                              ; preds = %663
  %669 = add nuw nsw i64 %656, 3
  %670 = icmp eq i64 %669, 3000
  br i1 %670, label %680, label %671, !llvm.loop !29

671:                                              ; preds = %668
  %672 = getelementptr i32, ptr @main.a, i64 %669
  %673 = load i32, ptr %672, align 4, !tbaa !5
  %674 = icmp sgt i32 %666, %673
  br i1 %674, label %680, label %675, !llvm.loop !29

675:                                              ; preds = %671
  %676 = add nuw nsw i64 %656, 4
  %677 = getelementptr i32, ptr @main.a, i64 %676
  %678 = load i32, ptr %677, align 4, !tbaa !5
  %679 = icmp sgt i32 %673, %678
  br i1 %679, label %680, label %655, !llvm.loop !29

680:                                              ; preds = %675, %671, %668, %663, %655
  %681 = phi i64 [ %656, %655 ], [ %657, %663 ], [ %664, %668 ], [ %664, %671 ], [ %669, %675 ]
  %682 = icmp ugt i64 %681, 2998
  br label %683

683:                                              ; preds = %680, %650
  %684 = phi i1 [ false, %650 ], [ %682, %680 ]
  %685 = zext i1 %684 to i32
  %686 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 11996), align 4, !tbaa !5
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %653, i32 noundef %685, i32 noundef %606, i32 noundef %613, i32 noundef %686)
  %688 = add nuw nsw i64 %31, 1
  %689 = icmp eq i64 %688, 6
  br i1 %689, label %18, label %30, !llvm.loop !30

690:                                              ; preds = %18
  %691 = tail call noalias dereferenceable_or_null(796) ptr @calloc(i64 noundef 199, i64 noundef 4) #13
  %692 = getelementptr i8, ptr %691, i64 396
  br label %693

693:                                              ; preds = %693, %690
  %694 = phi i64 [ 0, %690 ], [ %713, %693 ]
  %695 = getelementptr inbounds i32, ptr @main.a, i64 %694
  %696 = load i32, ptr %695, align 4, !tbaa !5
  %697 = sext i32 %696 to i64
  %698 = getelementptr i32, ptr %692, i64 %697
  %699 = load i32, ptr %698, align 4, !tbaa !5
  %700 = add nsw i32 %699, 1
  store i32 %700, ptr %698, align 4, !tbaa !5
  %701 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), i64 %694
  %702 = load i32, ptr %701, align 4, !tbaa !5
  %703 = sext i32 %702 to i64
  %704 = getelementptr i32, ptr %692, i64 %703
  %705 = load i32, ptr %704, align 4, !tbaa !5
  %706 = add nsw i32 %705, 1
  store i32 %706, ptr %704, align 4, !tbaa !5
  %707 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 8), i64 %694
  %708 = load i32, ptr %707, align 4, !tbaa !5
  %709 = sext i32 %708 to i64
  %710 = getelementptr i32, ptr %692, i64 %709
  %711 = load i32, ptr %710, align 4, !tbaa !5
  %712 = add nsw i32 %711, 1
  store i32 %712, ptr %710, align 4, !tbaa !5
  %713 = add nuw nsw i64 %694, 3
  %714 = icmp eq i64 %713, 3000
  br i1 %714, label %715, label %693, !llvm.loop !31

715:                                              ; preds = %693, %756
  %716 = phi i64 [ %758, %756 ], [ 0, %693 ]
  %717 = phi i32 [ %757, %756 ], [ 0, %693 ]
  %718 = getelementptr inbounds i32, ptr %691, i64 %716
  %719 = load i32, ptr %718, align 4, !tbaa !5
  %720 = icmp eq i32 %719, 0
  br i1 %720, label %756, label %721

721:                                              ; preds = %715
  %722 = sext i32 %717 to i64
  %723 = trunc i64 %716 to i32
  %724 = add i32 %723, -99
  %725 = zext i32 %719 to i64
  %726 = icmp ult i32 %719, 8
  br i1 %726, label %743, label %727

727:                                              ; preds = %721
  %728 = and i64 %725, 4294967288
  %729 = add nsw i64 %728, %722
  %730 = trunc nuw i64 %728 to i32
  %731 = sub i32 %719, %730
  %732 = insertelement <4 x i32> poison, i32 %724, i64 0
  %733 = shufflevector <4 x i32> %732, <4 x i32> poison, <4 x i32> zeroinitializer
  %734 = getelementptr i32, ptr @main.a, i64 %722
  br label %735

735:                                              ; preds = %735, %727
  %736 = phi i64 [ 0, %727 ], [ %739, %735 ]
  %737 = getelementptr i32, ptr %734, i64 %736
  %738 = getelementptr inbounds i8, ptr %737, i64 16
  store <4 x i32> %733, ptr %737, align 4, !tbaa !5
  store <4 x i32> %733, ptr %738, align 4, !tbaa !5
  %739 = add nuw i64 %736, 8
  %740 = icmp eq i64 %739, %728
  br i1 %740, label %741, label %735, !llvm.loop !32

741:                                              ; preds = %735
  %742 = icmp eq i64 %728, %725
  br i1 %742, label %753, label %743

743:                                              ; preds = %741, %721
  %744 = phi i64 [ %722, %721 ], [ %729, %741 ]
  %745 = phi i32 [ %719, %721 ], [ %731, %741 ]
  br label %746

746:                                              ; preds = %743, %746
  %747 = phi i64 [ %750, %746 ], [ %744, %743 ]
  %748 = phi i32 [ %749, %746 ], [ %745, %743 ]
  %749 = add nsw i32 %748, -1
  %750 = add nsw i64 %747, 1
  %751 = getelementptr inbounds i32, ptr @main.a, i64 %747
  store i32 %724, ptr %751, align 4, !tbaa !5
  %752 = icmp eq i32 %749, 0
  br i1 %752, label %753, label %746, !llvm.loop !33

753:                                              ; preds = %746, %741
  %754 = phi i64 [ %729, %741 ], [ %750, %746 ]
  %755 = trunc nsw i64 %754 to i32
  br label %756

756:                                              ; preds = %753, %715
  %757 = phi i32 [ %717, %715 ], [ %755, %753 ]
  store i32 -1, ptr %718, align 4, !tbaa !5
  %758 = add nuw nsw i64 %716, 1
  %759 = icmp eq i64 %758, 199
  br i1 %759, label %760, label %715, !llvm.loop !34

760:                                              ; preds = %756
  tail call void @free(ptr noundef nonnull %691) #12
  %761 = load i32, ptr @main.a, align 16, !tbaa !5
  %762 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 4), align 4, !tbaa !5
  %763 = icmp sgt i32 %761, %762
  br i1 %763, label %793, label %764

764:                                              ; preds = %760, %784
  %765 = phi i64 [ %785, %784 ], [ 1, %760 ]
  %766 = add nuw nsw i64 %765, 1
  %767 = getelementptr i32, ptr @main.a, i64 %766
  %768 = getelementptr i8, ptr %767, i64 -4
  %769 = load i32, ptr %768, align 4, !tbaa !5
  %770 = load i32, ptr %767, align 4, !tbaa !5
  %771 = icmp sgt i32 %769, %770
  br i1 %771, label %789, label %772, !llvm.loop !29

772:                                              ; preds = %764
  %773 = add nuw nsw i64 %765, 2
  %774 = getelementptr i32, ptr @main.a, i64 %773
  %775 = load i32, ptr %774, align 4, !tbaa !5
  %776 = icmp sgt i32 %770, %775
  br i1 %776, label %789, label %777, !llvm.loop !29

777:                                              ; preds = %772
  %778 = add nuw nsw i64 %765, 3
  %779 = icmp eq i64 %778, 3000
  br i1 %779, label %789, label %780, !llvm.loop !29

780:                                              ; preds = %777
  %781 = getelementptr i32, ptr @main.a, i64 %778
  %782 = load i32, ptr %781, align 4, !tbaa !5
  %783 = icmp sgt i32 %775, %782
  br i1 %783, label %789, label %784, !llvm.loop !29

784:                                              ; preds = %780
  %785 = add nuw nsw i64 %765, 4
  %786 = getelementptr i32, ptr @main.a, i64 %785
  %787 = load i32, ptr %786, align 4, !tbaa !5
  %788 = icmp sgt i32 %782, %787
  br i1 %788, label %789, label %764, !llvm.loop !29

789:                                              ; preds = %784, %780, %777, %772, %764
  %790 = phi i64 [ %765, %764 ], [ %766, %772 ], [ %773, %777 ], [ %773, %780 ], [ %778, %784 ]
  %791 = icmp ugt i64 %790, 2998
  %792 = zext i1 %791 to i32
  br label %793

793:                                              ; preds = %789, %760
  %794 = phi i32 [ 0, %760 ], [ %792, %789 ]
  %795 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 6000), align 16, !tbaa !5
  %796 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %794, i32 noundef %795)
  %797 = icmp eq i32 %651, 0
  %798 = zext i1 %797 to i32
  ret i32 %798
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
  %12 = load i32, ptr %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %4, %38
  %14 = phi i32 [ %6, %4 ], [ %40, %38 ]
  %15 = phi i32 [ %5, %4 ], [ %39, %38 ]
  %16 = sext i32 %15 to i64
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %22, %17 ], [ %16, %13 ]
  %19 = getelementptr inbounds i32, ptr @main.a, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i64 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !35

23:                                               ; preds = %17
  %24 = sext i32 %14 to i64
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ %30, %25 ], [ %24, %23 ]
  %27 = getelementptr inbounds i32, ptr @main.a, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp sgt i32 %28, %12
  %30 = add nsw i64 %26, -1
  br i1 %29, label %25, label %31, !llvm.loop !36

31:                                               ; preds = %25
  %32 = trunc nsw i64 %18 to i32
  %33 = trunc nsw i64 %26 to i32
  %34 = icmp sgt i64 %18, %26
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  store i32 %28, ptr %19, align 4, !tbaa !5
  store i32 %20, ptr %27, align 4, !tbaa !5
  %36 = add nsw i32 %32, 1
  %37 = add nsw i32 %33, -1
  br label %38

38:                                               ; preds = %35, %31
  %39 = phi i32 [ %36, %35 ], [ %32, %31 ]
  %40 = phi i32 [ %37, %35 ], [ %33, %31 ]
  %41 = icmp sgt i32 %39, %40
  br i1 %41, label %42, label %13, !llvm.loop !37

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
  br i1 %51, label %4, label %52, !llvm.loop !38

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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !12, !13}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !12, !13}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !12, !13}
!33 = distinct !{!33, !10, !13, !12}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
