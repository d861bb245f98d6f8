; ModuleID = 'programs/permutations_ranking.c'
source_filename = "programs/permutations_ranking.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@fact = internal unnamed_addr global [21 x i64] zeroinitializer, align 16
@__const.main.a = private unnamed_addr constant [5 x i32] [i32 1, i32 1, i32 2, i32 2, i32 3], align 4
@.str = private unnamed_addr constant [36 x i8] c"multiset permutations=%d hash=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [56 x i8] c"rank/unrank bad=%d last perm starts %d %d %d, 20!=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"5-subsets of 20: %d sum=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"gray code single-bit steps=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"partitions: p(10)=%ld p(30)=%ld p(50)=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"C(67,33)=%llu C(60,30)=%llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i32], align 4
  %2 = alloca [20 x i32], align 4
  %3 = alloca [20 x i32], align 4
  %4 = alloca [5 x i32], align 4
  %5 = alloca [20 x i32], align 4
  %6 = alloca [20 x i32], align 4
  %7 = alloca [68 x [68 x i64]], align 8
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x i64> <i64 1, i64 1>, ptr @fact, align 16, !tbaa !6
  store <2 x i64> <i64 2, i64 6>, ptr getelementptr inbounds (i8, ptr @fact, i64 16), align 16, !tbaa !6
  store <2 x i64> <i64 24, i64 120>, ptr getelementptr inbounds (i8, ptr @fact, i64 32), align 16, !tbaa !6
  store <2 x i64> <i64 720, i64 5040>, ptr getelementptr inbounds (i8, ptr @fact, i64 48), align 16, !tbaa !6
  store <2 x i64> <i64 40320, i64 362880>, ptr getelementptr inbounds (i8, ptr @fact, i64 64), align 16, !tbaa !6
  store <2 x i64> <i64 3628800, i64 39916800>, ptr getelementptr inbounds (i8, ptr @fact, i64 80), align 16, !tbaa !6
  store <2 x i64> <i64 479001600, i64 6227020800>, ptr getelementptr inbounds (i8, ptr @fact, i64 96), align 16, !tbaa !6
  store <2 x i64> <i64 87178291200, i64 1307674368000>, ptr getelementptr inbounds (i8, ptr @fact, i64 112), align 16, !tbaa !6
  store <2 x i64> <i64 20922789888000, i64 355687428096000>, ptr getelementptr inbounds (i8, ptr @fact, i64 128), align 16, !tbaa !6
  store <2 x i64> <i64 6402373705728000, i64 121645100408832000>, ptr getelementptr inbounds (i8, ptr @fact, i64 144), align 16, !tbaa !6
  store i64 2432902008176640000, ptr getelementptr inbounds (i8, ptr @fact, i64 160), align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %4, i64 12
  %10 = getelementptr inbounds i8, ptr %4, i64 4
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %4, ptr noundef nonnull align 4 dereferenceable(20) @__const.main.a, i64 20, i1 false)
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  br label %12

12:                                               ; preds = %60, %0
  %13 = phi i32 [ 3, %0 ], [ %65, %60 ]
  %14 = phi i32 [ 2, %0 ], [ %64, %60 ]
  %15 = phi i32 [ 2, %0 ], [ %63, %60 ]
  %16 = phi i32 [ 1, %0 ], [ %62, %60 ]
  %17 = phi i32 [ 1, %0 ], [ %61, %60 ]
  %18 = phi i32 [ 0, %0 ], [ %29, %60 ]
  %19 = phi i32 [ 0, %0 ], [ %30, %60 ]
  %20 = mul i32 %18, 7
  %21 = add i32 %17, %20
  %22 = mul i32 %21, 7
  %23 = add i32 %16, %22
  %24 = mul i32 %23, 7
  %25 = add i32 %15, %24
  %26 = mul i32 %25, 7
  %27 = add i32 %14, %26
  %28 = mul i32 %27, 7
  %29 = add i32 %13, %28
  %30 = add nuw nsw i32 %19, 1
  %31 = icmp slt i32 %14, %13
  br i1 %31, label %32, label %36

32:                                               ; preds = %40, %38, %36, %12
  %33 = phi i32 [ %14, %12 ], [ %15, %36 ], [ %16, %38 ], [ %17, %40 ]
  %34 = phi ptr [ %9, %12 ], [ %8, %36 ], [ %10, %38 ], [ %4, %40 ]
  %35 = phi i64 [ 4, %12 ], [ 3, %36 ], [ 2, %38 ], [ 1, %40 ]
  br label %42

36:                                               ; preds = %12
  %37 = icmp slt i32 %15, %14
  br i1 %37, label %32, label %38

38:                                               ; preds = %36
  %39 = icmp slt i32 %16, %15
  br i1 %39, label %32, label %40

40:                                               ; preds = %38
  %41 = icmp slt i32 %17, %16
  br i1 %41, label %32, label %66

42:                                               ; preds = %42, %32
  %43 = phi i64 [ %47, %42 ], [ 4, %32 ]
  %44 = getelementptr inbounds i32, ptr %4, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !10
  %46 = icmp sgt i32 %45, %33
  %47 = add nsw i64 %43, -1
  br i1 %46, label %48, label %42, !llvm.loop !12

48:                                               ; preds = %42
  %49 = getelementptr inbounds i32, ptr %4, i64 %43
  store i32 %45, ptr %34, align 4, !tbaa !10
  store i32 %33, ptr %49, align 4, !tbaa !10
  br i1 %31, label %60, label %50

50:                                               ; preds = %48, %50
  %51 = phi i64 [ %57, %50 ], [ 4, %48 ]
  %52 = phi i64 [ %58, %50 ], [ %35, %48 ]
  %53 = getelementptr inbounds i32, ptr %4, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !10
  %55 = getelementptr inbounds i32, ptr %4, i64 %51
  %56 = load i32, ptr %55, align 4, !tbaa !10
  store i32 %56, ptr %53, align 4, !tbaa !10
  store i32 %54, ptr %55, align 4, !tbaa !10
  %57 = add nsw i64 %51, -1
  %58 = add nuw nsw i64 %52, 1
  %59 = icmp ult i64 %58, %57
  br i1 %59, label %50, label %60, !llvm.loop !14

60:                                               ; preds = %50, %48
  %61 = load i32, ptr %4, align 4, !tbaa !10
  %62 = load i32, ptr %10, align 4, !tbaa !10
  %63 = load i32, ptr %8, align 4, !tbaa !10
  %64 = load i32, ptr %9, align 4, !tbaa !10
  %65 = load i32, ptr %11, align 4, !tbaa !10
  br label %12, !llvm.loop !15

66:                                               ; preds = %40
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i32 noundef %29)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #7
  %68 = load i64, ptr getelementptr inbounds (i8, ptr @fact, i64 160), align 16, !tbaa !6
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %66
  %71 = udiv i64 %68, 97
  br label %112

72:                                               ; preds = %202, %66
  %73 = phi i32 [ 0, %66 ], [ %205, %202 ]
  %74 = add i64 %68, -1
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %3, i8 0, i64 80, i1 false)
  br label %75

75:                                               ; preds = %94, %72
  %76 = phi i64 [ 0, %72 ], [ %100, %94 ]
  %77 = phi i64 [ %74, %72 ], [ %97, %94 ]
  %78 = sub nuw nsw i64 19, %76
  %79 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8, !tbaa !6
  %81 = freeze i64 %77
  %82 = freeze i64 %80
  %83 = udiv i64 %81, %82
  %84 = trunc i64 %83 to i32
  br label %85

85:                                               ; preds = %102, %75
  %86 = phi i64 [ %104, %102 ], [ 0, %75 ]
  %87 = phi i32 [ %103, %102 ], [ %84, %75 ]
  %88 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %86
  %89 = load i32, ptr %88, align 4, !tbaa !10
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %102

91:                                               ; preds = %85
  %92 = add nsw i32 %87, -1
  %93 = icmp eq i32 %87, 0
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %86
  %96 = mul i64 %83, %82
  %97 = sub i64 %81, %96
  %98 = trunc nuw nsw i64 %86 to i32
  %99 = getelementptr inbounds i32, ptr %6, i64 %76
  store i32 %98, ptr %99, align 4, !tbaa !10
  store i32 1, ptr %95, align 4, !tbaa !10
  %100 = add nuw nsw i64 %76, 1
  %101 = icmp eq i64 %100, 20
  br i1 %101, label %105, label %75, !llvm.loop !16

102:                                              ; preds = %91, %85
  %103 = phi i32 [ %87, %85 ], [ %92, %91 ]
  %104 = add nuw nsw i64 %86, 1
  br label %85

105:                                              ; preds = %94
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #7
  %106 = load i32, ptr %6, align 4, !tbaa !10
  %107 = getelementptr inbounds i8, ptr %6, i64 4
  %108 = load i32, ptr %107, align 4, !tbaa !10
  %109 = getelementptr inbounds i8, ptr %6, i64 8
  %110 = load i32, ptr %109, align 4, !tbaa !10
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %73, i32 noundef %106, i32 noundef %108, i32 noundef %110, i64 noundef %68)
  br label %235

112:                                              ; preds = %70, %202
  %113 = phi i64 [ 0, %70 ], [ %207, %202 ]
  %114 = phi i32 [ 0, %70 ], [ %205, %202 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %2, i8 0, i64 80, i1 false)
  br label %115

115:                                              ; preds = %134, %112
  %116 = phi i64 [ 0, %112 ], [ %140, %134 ]
  %117 = phi i64 [ %113, %112 ], [ %137, %134 ]
  %118 = sub nuw nsw i64 19, %116
  %119 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !6
  %121 = freeze i64 %117
  %122 = freeze i64 %120
  %123 = udiv i64 %121, %122
  %124 = trunc i64 %123 to i32
  br label %125

125:                                              ; preds = %142, %115
  %126 = phi i64 [ %144, %142 ], [ 0, %115 ]
  %127 = phi i32 [ %143, %142 ], [ %124, %115 ]
  %128 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %126
  %129 = load i32, ptr %128, align 4, !tbaa !10
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %142

131:                                              ; preds = %125
  %132 = add nsw i32 %127, -1
  %133 = icmp eq i32 %127, 0
  br i1 %133, label %134, label %142

134:                                              ; preds = %131
  %135 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %126
  %136 = mul i64 %123, %122
  %137 = sub i64 %121, %136
  %138 = trunc nuw nsw i64 %126 to i32
  %139 = getelementptr inbounds i32, ptr %5, i64 %116
  store i32 %138, ptr %139, align 4, !tbaa !10
  store i32 1, ptr %135, align 4, !tbaa !10
  %140 = add nuw nsw i64 %116, 1
  %141 = icmp eq i64 %140, 20
  br i1 %141, label %145, label %115, !llvm.loop !16

142:                                              ; preds = %131, %125
  %143 = phi i32 [ %127, %125 ], [ %132, %131 ]
  %144 = add nuw nsw i64 %126, 1
  br label %125

145:                                              ; preds = %134
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(80) %1, i8 0, i64 80, i1 false)
  br label %146

146:                                              ; preds = %180, %145
  %147 = phi i64 [ 0, %145 ], [ %190, %180 ]
  %148 = phi i64 [ 0, %145 ], [ %189, %180 ]
  %149 = getelementptr inbounds i32, ptr %5, i64 %147
  %150 = load i32, ptr %149, align 4, !tbaa !10
  %151 = icmp sgt i32 %150, 0
  br i1 %151, label %152, label %180

152:                                              ; preds = %146
  %153 = zext nneg i32 %150 to i64
  %154 = icmp ult i32 %150, 8
  br i1 %154, label %155, label %158

155:                                              ; preds = %176, %152
  %156 = phi i64 [ 0, %152 ], [ %159, %176 ]
  %157 = phi i32 [ 0, %152 ], [ %178, %176 ]
  br label %192

158:                                              ; preds = %152
  %159 = and i64 %153, 2147483640
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i64 [ 0, %158 ], [ %174, %160 ]
  %162 = phi <4 x i32> [ zeroinitializer, %158 ], [ %172, %160 ]
  %163 = phi <4 x i32> [ zeroinitializer, %158 ], [ %173, %160 ]
  %164 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %161
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load <4 x i32>, ptr %164, align 4, !tbaa !10
  %167 = load <4 x i32>, ptr %165, align 4, !tbaa !10
  %168 = icmp eq <4 x i32> %166, zeroinitializer
  %169 = icmp eq <4 x i32> %167, zeroinitializer
  %170 = zext <4 x i1> %168 to <4 x i32>
  %171 = zext <4 x i1> %169 to <4 x i32>
  %172 = add <4 x i32> %162, %170
  %173 = add <4 x i32> %163, %171
  %174 = add nuw i64 %161, 8
  %175 = icmp eq i64 %174, %159
  br i1 %175, label %176, label %160, !llvm.loop !17

176:                                              ; preds = %160
  %177 = add <4 x i32> %173, %172
  %178 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %177)
  %179 = icmp eq i64 %159, %153
  br i1 %179, label %180, label %155

180:                                              ; preds = %192, %176, %146
  %181 = phi i32 [ 0, %146 ], [ %178, %176 ], [ %199, %192 ]
  %182 = sext i32 %150 to i64
  %183 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %182
  store i32 1, ptr %183, align 4, !tbaa !10
  %184 = zext nneg i32 %181 to i64
  %185 = sub nuw nsw i64 19, %147
  %186 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %185
  %187 = load i64, ptr %186, align 8, !tbaa !6
  %188 = mul i64 %187, %184
  %189 = add i64 %188, %148
  %190 = add nuw nsw i64 %147, 1
  %191 = icmp eq i64 %190, 20
  br i1 %191, label %202, label %146, !llvm.loop !20

192:                                              ; preds = %155, %192
  %193 = phi i64 [ %200, %192 ], [ %156, %155 ]
  %194 = phi i32 [ %199, %192 ], [ %157, %155 ]
  %195 = getelementptr inbounds [20 x i32], ptr %1, i64 0, i64 %193
  %196 = load i32, ptr %195, align 4, !tbaa !10
  %197 = icmp eq i32 %196, 0
  %198 = zext i1 %197 to i32
  %199 = add nuw nsw i32 %194, %198
  %200 = add nuw nsw i64 %193, 1
  %201 = icmp eq i64 %200, %153
  br i1 %201, label %180, label %192, !llvm.loop !21

202:                                              ; preds = %180
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #7
  %203 = icmp ne i64 %189, %113
  %204 = zext i1 %203 to i32
  %205 = add nuw nsw i32 %114, %204
  %206 = add i64 %113, 12345
  %207 = add i64 %206, %71
  %208 = icmp ult i64 %207, %68
  br i1 %208, label %112, label %72, !llvm.loop !22

209:                                              ; preds = %235
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %239, i64 noundef %240)
  br label %211

211:                                              ; preds = %211, %209
  %212 = phi i32 [ 0, %209 ], [ %232, %211 ]
  %213 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %209 ], [ %233, %211 ]
  %214 = phi <4 x i1> [ zeroinitializer, %209 ], [ %230, %211 ]
  %215 = phi <4 x i1> [ zeroinitializer, %209 ], [ %231, %211 ]
  %216 = phi <4 x i32> [ <i32 poison, i32 poison, i32 poison, i32 0>, %209 ], [ %221, %211 ]
  %217 = add <4 x i32> %213, <i32 4, i32 4, i32 4, i32 4>
  %218 = lshr <4 x i32> %213, <i32 1, i32 1, i32 1, i32 1>
  %219 = lshr <4 x i32> %217, <i32 1, i32 1, i32 1, i32 1>
  %220 = xor <4 x i32> %218, %213
  %221 = xor <4 x i32> %219, %217
  %222 = shufflevector <4 x i32> %216, <4 x i32> %220, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %223 = shufflevector <4 x i32> %220, <4 x i32> %221, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %224 = xor <4 x i32> %220, %222
  %225 = xor <4 x i32> %221, %223
  %226 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %224)
  %227 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %225)
  %228 = icmp ne <4 x i32> %226, <i32 1, i32 1, i32 1, i32 1>
  %229 = icmp ne <4 x i32> %227, <i32 1, i32 1, i32 1, i32 1>
  %230 = or <4 x i1> %214, %228
  %231 = or <4 x i1> %215, %229
  %232 = add nuw i32 %212, 8
  %233 = add <4 x i32> %213, <i32 8, i32 8, i32 8, i32 8>
  %234 = icmp eq i32 %232, 1016
  br i1 %234, label %252, label %211, !llvm.loop !23

235:                                              ; preds = %105, %235
  %236 = phi i64 [ 31, %105 ], [ %250, %235 ]
  %237 = phi i64 [ 0, %105 ], [ %240, %235 ]
  %238 = phi i32 [ 0, %105 ], [ %239, %235 ]
  %239 = add nuw nsw i32 %238, 1
  %240 = add i64 %236, %237
  %241 = sub nsw i64 0, %236
  %242 = and i64 %236, %241
  %243 = add nuw nsw i64 %242, %236
  %244 = xor i64 %243, %236
  %245 = lshr i64 %244, 2
  %246 = trunc nuw nsw i64 %245 to i32
  %247 = trunc nuw nsw i64 %242 to i32
  %248 = udiv i32 %246, %247
  %249 = zext nneg i32 %248 to i64
  %250 = or i64 %243, %249
  %251 = icmp ult i64 %250, 1048576
  br i1 %251, label %235, label %209, !llvm.loop !24

252:                                              ; preds = %211
  %253 = extractelement <4 x i32> %221, i64 3
  %254 = or <4 x i1> %231, %230
  %255 = freeze <4 x i1> %254
  %256 = bitcast <4 x i1> %255 to i4
  %257 = icmp eq i4 %256, 0
  %258 = icmp eq i32 %253, 516
  %259 = and i1 %258, %257
  %260 = zext i1 %259 to i32
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %260)
  %262 = tail call fastcc i64 @partitions(i32 noundef 10, i32 noundef 10)
  %263 = tail call fastcc i64 @partitions(i32 noundef 30, i32 noundef 30)
  %264 = tail call fastcc i64 @partitions(i32 noundef 50, i32 noundef 50)
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %262, i64 noundef %263, i64 noundef %264)
  call void @llvm.lifetime.start.p0(i64 36992, ptr nonnull %7) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(36992) %7, i8 0, i64 36992, i1 false)
  br label %274

266:                                              ; preds = %281
  %267 = getelementptr inbounds i8, ptr %7, i64 36712
  %268 = load i64, ptr %267, align 8, !tbaa !6
  %269 = getelementptr inbounds i8, ptr %7, i64 32880
  %270 = load i64, ptr %269, align 8, !tbaa !6
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %268, i64 noundef %270)
  %272 = icmp eq i32 %73, 0
  %273 = select i1 %272, i32 %30, i32 100
  call void @llvm.lifetime.end.p0(i64 36992, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #7
  ret i32 %273

274:                                              ; preds = %252, %281
  %275 = phi i64 [ 0, %252 ], [ %282, %281 ]
  %276 = phi i64 [ 1, %252 ], [ %283, %281 ]
  %277 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %275
  store i64 1, ptr %277, align 8, !tbaa !6
  %278 = icmp eq i64 %275, 0
  br i1 %278, label %281, label %279

279:                                              ; preds = %274
  %280 = add nsw i64 %275, -1
  br label %285

281:                                              ; preds = %294, %274
  %282 = add nuw nsw i64 %275, 1
  %283 = add nuw nsw i64 %276, 1
  %284 = icmp eq i64 %282, 68
  br i1 %284, label %266, label %274, !llvm.loop !25

285:                                              ; preds = %279, %294
  %286 = phi i64 [ 1, %279 ], [ %298, %294 ]
  %287 = add nsw i64 %286, -1
  %288 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %280, i64 %287
  %289 = load i64, ptr %288, align 8, !tbaa !6
  %290 = icmp ult i64 %286, %275
  br i1 %290, label %291, label %294

291:                                              ; preds = %285
  %292 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %280, i64 %286
  %293 = load i64, ptr %292, align 8, !tbaa !6
  br label %294

294:                                              ; preds = %285, %291
  %295 = phi i64 [ %293, %291 ], [ 0, %285 ]
  %296 = add i64 %295, %289
  %297 = getelementptr inbounds [68 x [68 x i64]], ptr %7, i64 0, i64 %275, i64 %286
  store i64 %296, ptr %297, align 8, !tbaa !6
  %298 = add nuw nsw i64 %286, 1
  %299 = icmp eq i64 %298, %276
  br i1 %299, label %281, label %285, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @partitions(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = tail call i32 @llvm.smin.i32(i32 %1, i32 %0)
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %13, %7 ], [ %5, %4 ]
  %9 = phi i64 [ %12, %7 ], [ 0, %4 ]
  %10 = sub nsw i32 %0, %8
  %11 = tail call fastcc i64 @partitions(i32 noundef %10, i32 noundef %8)
  %12 = add nsw i64 %11, %9
  %13 = add nsw i32 %8, -1
  %14 = icmp ugt i32 %8, 1
  br i1 %14, label %7, label %15, !llvm.loop !27

15:                                               ; preds = %7, %4, %2
  %16 = phi i64 [ 1, %2 ], [ 0, %4 ], [ %12, %7 ]
  ret i64 %16
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13, !19, !18}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13, !18, !19}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
