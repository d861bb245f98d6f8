; ModuleID = 'programs/loop_induction_patterns.c'
source_filename = "programs/loop_induction_patterns.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a = internal unnamed_addr global [3500 x i32] zeroinitializer, align 4
@s16 = internal unnamed_addr global [500 x i16] zeroinitializer, align 2
@s64 = internal unnamed_addr global [500 x i64] zeroinitializer, align 8
@grid = internal unnamed_addr global [64 x [80 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [62 x i8] c"t1=%ld t2=%ld t3=%u t4=%ld prefix[N]=%lld runmax=%d best=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [501 x i64], align 8
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %12, %2 ]
  %5 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %3
  %6 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %7 = mul <4 x i32> %4, <i32 3, i32 3, i32 3, i32 3>
  %8 = add <4 x i32> %6, <i32 -500, i32 -500, i32 -500, i32 -500>
  %9 = add <4 x i32> %7, <i32 -488, i32 -488, i32 -488, i32 -488>
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store <4 x i32> %8, ptr %5, align 4, !tbaa !6
  store <4 x i32> %9, ptr %10, align 4, !tbaa !6
  %11 = add nuw i64 %3, 8
  %12 = add <4 x i32> %4, <i32 8, i32 8, i32 8, i32 8>
  %13 = icmp eq i64 %11, 3496
  br i1 %13, label %14, label %2, !llvm.loop !10

14:                                               ; preds = %2
  store i32 9988, ptr getelementptr inbounds (i8, ptr @a, i64 13984), align 4, !tbaa !6
  store i32 9991, ptr getelementptr inbounds (i8, ptr @a, i64 13988), align 4, !tbaa !6
  store i32 9994, ptr getelementptr inbounds (i8, ptr @a, i64 13992), align 4, !tbaa !6
  store i32 9997, ptr getelementptr inbounds (i8, ptr @a, i64 13996), align 4, !tbaa !6
  br label %15

15:                                               ; preds = %14, %15
  %16 = phi i64 [ %58, %15 ], [ 0, %14 ]
  %17 = phi <4 x i64> [ %56, %15 ], [ zeroinitializer, %14 ]
  %18 = phi <4 x i64> [ %57, %15 ], [ zeroinitializer, %14 ]
  %19 = or disjoint i64 %16, 4
  %20 = mul nuw nsw i64 %16, 7
  %21 = mul nuw nsw i64 %19, 7
  %22 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %20
  %23 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %21
  %24 = load <28 x i32>, ptr %22, align 4, !tbaa !6
  %25 = load <28 x i32>, ptr %23, align 4, !tbaa !6
  %26 = shufflevector <28 x i32> %24, <28 x i32> poison, <4 x i32> <i32 0, i32 7, i32 14, i32 21>
  %27 = shufflevector <28 x i32> %25, <28 x i32> poison, <4 x i32> <i32 0, i32 7, i32 14, i32 21>
  %28 = mul nuw nsw i64 %16, 5
  %29 = mul nuw nsw i64 %19, 5
  %30 = or disjoint i64 %28, 2
  %31 = or disjoint i64 %29, 2
  %32 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %30
  %33 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %31
  %34 = load <20 x i32>, ptr %32, align 4, !tbaa !6
  %35 = load <20 x i32>, ptr %33, align 4, !tbaa !6
  %36 = shufflevector <20 x i32> %34, <20 x i32> poison, <4 x i32> <i32 0, i32 5, i32 10, i32 15>
  %37 = shufflevector <20 x i32> %35, <20 x i32> poison, <4 x i32> <i32 0, i32 5, i32 10, i32 15>
  %38 = shl nsw <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %39 = shl nsw <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>
  %40 = add nsw <4 x i32> %38, %26
  %41 = add nsw <4 x i32> %39, %27
  %42 = mul nuw nsw i64 %16, 3
  %43 = mul nuw nsw i64 %19, 3
  %44 = or disjoint i64 %42, 1
  %45 = or disjoint i64 %43, 1
  %46 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %44
  %47 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %45
  %48 = load <12 x i32>, ptr %46, align 4, !tbaa !6
  %49 = load <12 x i32>, ptr %47, align 4, !tbaa !6
  %50 = shufflevector <12 x i32> %48, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %51 = shufflevector <12 x i32> %49, <12 x i32> poison, <4 x i32> <i32 0, i32 3, i32 6, i32 9>
  %52 = sub <4 x i32> %40, %50
  %53 = sub <4 x i32> %41, %51
  %54 = sext <4 x i32> %52 to <4 x i64>
  %55 = sext <4 x i32> %53 to <4 x i64>
  %56 = add <4 x i64> %17, %54
  %57 = add <4 x i64> %18, %55
  %58 = add nuw i64 %16, 8
  %59 = icmp eq i64 %58, 496
  br i1 %59, label %76, label %15, !llvm.loop !14

60:                                               ; preds = %76, %60
  %61 = phi i64 [ %74, %60 ], [ 0, %76 ]
  %62 = shl i64 %61, 3
  %63 = getelementptr i8, ptr @s64, i64 %62
  %64 = shl i64 %61, 1
  %65 = getelementptr i8, ptr @s16, i64 %64
  %66 = mul i64 %61, 12
  %67 = getelementptr i8, ptr @a, i64 %66
  %68 = load <24 x i32>, ptr %67, align 4, !tbaa !6
  %69 = shufflevector <24 x i32> %68, <24 x i32> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %70 = lshr <8 x i32> %69, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %71 = trunc <8 x i32> %70 to <8 x i16>
  store <8 x i16> %71, ptr %65, align 2, !tbaa !15
  %72 = sext <8 x i32> %69 to <8 x i64>
  %73 = mul nsw <8 x i64> %72, %72
  store <8 x i64> %73, ptr %63, align 8, !tbaa !17
  %74 = add nuw i64 %61, 8
  %75 = icmp eq i64 %74, 496
  br i1 %75, label %89, label %60, !llvm.loop !19

76:                                               ; preds = %15
  %77 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 13888), align 4, !tbaa !6
  %78 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 9928), align 4, !tbaa !6
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5956), align 4, !tbaa !6
  %80 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 13916), align 4, !tbaa !6
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 9948), align 4, !tbaa !6
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5968), align 4, !tbaa !6
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 13944), align 4, !tbaa !6
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 9968), align 4, !tbaa !6
  %85 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5980), align 4, !tbaa !6
  %86 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 13972), align 4, !tbaa !6
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 9988), align 4, !tbaa !6
  %88 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5992), align 4, !tbaa !6
  br label %60

89:                                               ; preds = %60
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5952), align 4, !tbaa !6
  %91 = lshr i32 %90, 2
  %92 = trunc i32 %91 to i16
  store i16 %92, ptr getelementptr inbounds (i8, ptr @s16, i64 992), align 2, !tbaa !15
  %93 = sext i32 %90 to i64
  %94 = mul nsw i64 %93, %93
  store i64 %94, ptr getelementptr inbounds (i8, ptr @s64, i64 3968), align 8, !tbaa !17
  %95 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5964), align 4, !tbaa !6
  %96 = lshr i32 %95, 2
  %97 = trunc i32 %96 to i16
  store i16 %97, ptr getelementptr inbounds (i8, ptr @s16, i64 994), align 2, !tbaa !15
  %98 = sext i32 %95 to i64
  %99 = mul nsw i64 %98, %98
  store i64 %99, ptr getelementptr inbounds (i8, ptr @s64, i64 3976), align 8, !tbaa !17
  %100 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5976), align 4, !tbaa !6
  %101 = lshr i32 %100, 2
  %102 = trunc i32 %101 to i16
  store i16 %102, ptr getelementptr inbounds (i8, ptr @s16, i64 996), align 2, !tbaa !15
  %103 = sext i32 %100 to i64
  %104 = mul nsw i64 %103, %103
  store i64 %104, ptr getelementptr inbounds (i8, ptr @s64, i64 3984), align 8, !tbaa !17
  %105 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 5988), align 4, !tbaa !6
  %106 = lshr i32 %105, 2
  %107 = trunc i32 %106 to i16
  store i16 %107, ptr getelementptr inbounds (i8, ptr @s16, i64 998), align 2, !tbaa !15
  %108 = sext i32 %105 to i64
  %109 = mul nsw i64 %108, %108
  store i64 %109, ptr getelementptr inbounds (i8, ptr @s64, i64 3992), align 8, !tbaa !17
  br label %110

110:                                              ; preds = %89, %110
  %111 = phi i64 [ %130, %110 ], [ 0, %89 ]
  %112 = phi <8 x i64> [ %128, %110 ], [ zeroinitializer, %89 ]
  %113 = phi <8 x i64> [ %129, %110 ], [ zeroinitializer, %89 ]
  %114 = getelementptr inbounds [500 x i16], ptr @s16, i64 0, i64 %111
  %115 = getelementptr inbounds i8, ptr %114, i64 16
  %116 = load <8 x i16>, ptr %114, align 2, !tbaa !15
  %117 = load <8 x i16>, ptr %115, align 2, !tbaa !15
  %118 = sext <8 x i16> %116 to <8 x i64>
  %119 = sext <8 x i16> %117 to <8 x i64>
  %120 = getelementptr inbounds [500 x i64], ptr @s64, i64 0, i64 %111
  %121 = getelementptr inbounds i8, ptr %120, i64 64
  %122 = load <8 x i64>, ptr %120, align 8, !tbaa !17
  %123 = load <8 x i64>, ptr %121, align 8, !tbaa !17
  %124 = srem <8 x i64> %122, <i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000>
  %125 = srem <8 x i64> %123, <i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000>
  %126 = add <8 x i64> %112, %118
  %127 = add <8 x i64> %113, %119
  %128 = add <8 x i64> %126, %124
  %129 = add <8 x i64> %127, %125
  %130 = add nuw i64 %111, 16
  %131 = icmp eq i64 %130, 496
  br i1 %131, label %132, label %110, !llvm.loop !20

132:                                              ; preds = %110
  %133 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 992), align 2, !tbaa !15
  %134 = load i64, ptr getelementptr inbounds (i8, ptr @s64, i64 3968), align 8, !tbaa !17
  %135 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 994), align 2, !tbaa !15
  %136 = load i64, ptr getelementptr inbounds (i8, ptr @s64, i64 3976), align 8, !tbaa !17
  %137 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 996), align 2, !tbaa !15
  %138 = load i64, ptr getelementptr inbounds (i8, ptr @s64, i64 3984), align 8, !tbaa !17
  %139 = load i16, ptr getelementptr inbounds (i8, ptr @s16, i64 998), align 2, !tbaa !15
  %140 = load i64, ptr getelementptr inbounds (i8, ptr @s64, i64 3992), align 8, !tbaa !17
  br label %141

141:                                              ; preds = %132, %156
  %142 = phi i64 [ %157, %156 ], [ 0, %132 ]
  br label %143

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %154, %143 ]
  %145 = or disjoint i64 %144, 1
  %146 = or disjoint i64 %144, 1
  %147 = add nuw nsw i64 %144, 2
  %148 = mul nuw nsw i64 %146, %142
  %149 = mul nuw nsw i64 %147, %142
  %150 = trunc i64 %148 to i8
  %151 = trunc i64 %149 to i8
  %152 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %142, i64 %144
  %153 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %142, i64 %145
  store i8 %150, ptr %152, align 1, !tbaa !21
  store i8 %151, ptr %153, align 1, !tbaa !21
  %154 = add nuw i64 %144, 2
  %155 = icmp eq i64 %154, 80
  br i1 %155, label %156, label %143, !llvm.loop !22

156:                                              ; preds = %143
  %157 = add nuw nsw i64 %142, 1
  %158 = icmp eq i64 %157, 64
  br i1 %158, label %159, label %141, !llvm.loop !23

159:                                              ; preds = %156, %186
  %160 = phi i64 [ %187, %186 ], [ 0, %156 ]
  %161 = phi i32 [ %196, %186 ], [ 0, %156 ]
  br label %189

162:                                              ; preds = %186, %162
  %163 = phi i64 [ %184, %162 ], [ 0, %186 ]
  %164 = phi <4 x i64> [ %182, %162 ], [ zeroinitializer, %186 ]
  %165 = phi <4 x i64> [ %183, %162 ], [ zeroinitializer, %186 ]
  %166 = insertelement <4 x i64> poison, i64 %163, i64 0
  %167 = shufflevector <4 x i64> %166, <4 x i64> poison, <4 x i32> zeroinitializer
  %168 = sub <4 x i64> <i64 499, i64 498, i64 497, i64 496>, %167
  %169 = add <4 x i64> %167, <i64 -495, i64 -494, i64 -493, i64 -492>
  %170 = extractelement <4 x i64> %168, i64 0
  %171 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %170
  %172 = getelementptr inbounds i8, ptr %171, i64 -12
  %173 = getelementptr inbounds i8, ptr %171, i64 -28
  %174 = load <4 x i32>, ptr %172, align 4, !tbaa !6
  %175 = shufflevector <4 x i32> %174, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %176 = load <4 x i32>, ptr %173, align 4, !tbaa !6
  %177 = shufflevector <4 x i32> %176, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %178 = sext <4 x i32> %175 to <4 x i64>
  %179 = sext <4 x i32> %177 to <4 x i64>
  %180 = sub <4 x i64> %164, %168
  %181 = add <4 x i64> %169, %165
  %182 = add <4 x i64> %180, %178
  %183 = add <4 x i64> %181, %179
  %184 = add nuw i64 %163, 8
  %185 = icmp eq i64 %184, 488
  br i1 %185, label %199, label %162, !llvm.loop !24

186:                                              ; preds = %189
  %187 = add nuw nsw i64 %160, 3
  %188 = icmp ult i64 %160, 77
  br i1 %188, label %159, label %162, !llvm.loop !25

189:                                              ; preds = %159, %189
  %190 = phi i64 [ 63, %159 ], [ %197, %189 ]
  %191 = phi i32 [ %161, %159 ], [ %196, %189 ]
  %192 = mul i32 %191, 31
  %193 = getelementptr inbounds [64 x [80 x i8]], ptr @grid, i64 0, i64 %190, i64 %160
  %194 = load i8, ptr %193, align 1, !tbaa !21
  %195 = zext i8 %194 to i32
  %196 = add i32 %192, %195
  %197 = add nsw i64 %190, -2
  %198 = icmp ugt i64 %190, 1
  br i1 %198, label %189, label %186, !llvm.loop !26

199:                                              ; preds = %162
  %200 = add <4 x i64> %183, %182
  %201 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %200)
  %202 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 44), align 4, !tbaa !6
  %203 = sext i32 %202 to i64
  %204 = add i64 %201, -11
  %205 = add i64 %204, %203
  %206 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 40), align 4, !tbaa !6
  %207 = sext i32 %206 to i64
  %208 = add i64 %205, -10
  %209 = add i64 %208, %207
  br label %210

210:                                              ; preds = %199, %210
  %211 = phi i64 [ %225, %210 ], [ 0, %199 ]
  %212 = phi i64 [ %223, %210 ], [ %209, %199 ]
  %213 = phi i64 [ %224, %210 ], [ 0, %199 ]
  %214 = shl i64 %211, 2
  %215 = sub i64 499, %214
  %216 = sub i64 495, %214
  %217 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %215
  %218 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %216
  %219 = load i32, ptr %217, align 4, !tbaa !6
  %220 = load i32, ptr %218, align 4, !tbaa !6
  %221 = sext i32 %219 to i64
  %222 = sext i32 %220 to i64
  %223 = xor i64 %212, %221
  %224 = xor i64 %213, %222
  %225 = add nuw i64 %211, 2
  %226 = icmp eq i64 %225, 124
  br i1 %226, label %227, label %210, !llvm.loop !27

227:                                              ; preds = %210
  %228 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 12), align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4008, ptr nonnull %1) #4
  store i64 0, ptr %1, align 8, !tbaa !17
  br label %229

229:                                              ; preds = %227, %229
  %230 = phi i64 [ 0, %227 ], [ %235, %229 ]
  %231 = phi i64 [ 0, %227 ], [ %236, %229 ]
  %232 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4, !tbaa !6
  %234 = sext i32 %233 to i64
  %235 = add nsw i64 %230, %234
  %236 = add nuw nsw i64 %231, 1
  %237 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %236
  store i64 %235, ptr %237, align 8, !tbaa !17
  %238 = icmp eq i64 %236, 500
  br i1 %238, label %239, label %229, !llvm.loop !28

239:                                              ; preds = %229, %239
  %240 = phi i64 [ %277, %239 ], [ 0, %229 ]
  %241 = phi i64 [ %275, %239 ], [ 0, %229 ]
  %242 = phi i64 [ %276, %239 ], [ 0, %229 ]
  %243 = phi i32 [ %257, %239 ], [ -2147483648, %229 ]
  %244 = phi i32 [ %258, %239 ], [ -2147483648, %229 ]
  %245 = trunc i64 %240 to i16
  %246 = mul nuw nsw i16 %245, 13
  %247 = mul nuw i16 %245, 13
  %248 = add nuw i16 %247, 13
  %249 = urem i16 %246, 500
  %250 = urem i16 %248, 500
  %251 = zext nneg i16 %249 to i64
  %252 = zext nneg i16 %250 to i64
  %253 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %251
  %254 = getelementptr inbounds [3500 x i32], ptr @a, i64 0, i64 %252
  %255 = load i32, ptr %253, align 4, !tbaa !6
  %256 = load i32, ptr %254, align 4, !tbaa !6
  %257 = tail call i32 @llvm.smax.i32(i32 %255, i32 %243)
  %258 = tail call i32 @llvm.smax.i32(i32 %256, i32 %244)
  %259 = or disjoint i64 %240, 1
  %260 = add nuw nsw i64 %240, 2
  %261 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %259
  %262 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %260
  %263 = load i64, ptr %261, align 8, !tbaa !17
  %264 = load i64, ptr %262, align 8, !tbaa !17
  %265 = lshr exact i64 %240, 1
  %266 = lshr exact i64 %240, 1
  %267 = and i64 %265, 2147483647
  %268 = and i64 %266, 2147483647
  %269 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %267
  %270 = getelementptr inbounds [501 x i64], ptr %1, i64 0, i64 %268
  %271 = load i64, ptr %269, align 8, !tbaa !17
  %272 = load i64, ptr %270, align 8, !tbaa !17
  %273 = sub nsw i64 %263, %271
  %274 = sub nsw i64 %264, %272
  %275 = tail call i64 @llvm.smax.i64(i64 %273, i64 %241)
  %276 = tail call i64 @llvm.smax.i64(i64 %274, i64 %242)
  %277 = add nuw i64 %240, 2
  %278 = icmp eq i64 %277, 500
  br i1 %278, label %279, label %239, !llvm.loop !29

279:                                              ; preds = %239
  %280 = sext i32 %228 to i64
  %281 = xor i64 %223, %280
  %282 = xor i64 %281, %224
  %283 = add <8 x i64> %129, %128
  %284 = tail call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %283)
  %285 = sext i16 %133 to i64
  %286 = add i64 %284, %285
  %287 = srem i64 %134, 1000
  %288 = add i64 %286, %287
  %289 = sext i16 %135 to i64
  %290 = add i64 %288, %289
  %291 = srem i64 %136, 1000
  %292 = add i64 %290, %291
  %293 = sext i16 %137 to i64
  %294 = add i64 %292, %293
  %295 = srem i64 %138, 1000
  %296 = add i64 %294, %295
  %297 = sext i16 %139 to i64
  %298 = add i64 %296, %297
  %299 = srem i64 %140, 1000
  %300 = add i64 %298, %299
  %301 = add <4 x i64> %57, %56
  %302 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %301)
  %303 = shl nsw i32 %78, 1
  %304 = add nsw i32 %303, %77
  %305 = sub i32 %304, %79
  %306 = sext i32 %305 to i64
  %307 = add nsw i64 %302, %306
  %308 = shl nsw i32 %81, 1
  %309 = add nsw i32 %308, %80
  %310 = sub i32 %309, %82
  %311 = sext i32 %310 to i64
  %312 = add nsw i64 %307, %311
  %313 = shl nsw i32 %84, 1
  %314 = add nsw i32 %313, %83
  %315 = sub i32 %314, %85
  %316 = sext i32 %315 to i64
  %317 = add nsw i64 %312, %316
  %318 = shl nsw i32 %87, 1
  %319 = add nsw i32 %318, %86
  %320 = sub i32 %319, %88
  %321 = sext i32 %320 to i64
  %322 = add nsw i64 %317, %321
  %323 = tail call i64 @llvm.smax.i64(i64 %275, i64 %276)
  %324 = tail call i32 @llvm.smax.i32(i32 %257, i32 %258)
  %325 = getelementptr inbounds i8, ptr %1, i64 4000
  %326 = load i64, ptr %325, align 8, !tbaa !17
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %322, i64 noundef %300, i32 noundef %196, i64 noundef %282, i64 noundef %326, i32 noundef %324, i64 noundef %323)
  %328 = and i32 %196, 127
  call void @llvm.lifetime.end.p0(i64 4008, ptr nonnull %1) #4
  ret i32 %328
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!14 = distinct !{!14, !11, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !8, i64 0}
!19 = distinct !{!19, !11, !12, !13}
!20 = distinct !{!20, !11, !12, !13}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !11, !12, !13}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !12, !13}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11, !12, !13}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11, !12, !13}
