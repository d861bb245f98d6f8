; ModuleID = 'programs/int128_mul_div_wide.c'
source_filename = "programs/int128_mul_div_wide.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [10 x i64] [i64 0, i64 1, i64 3, i64 4294967295, i64 4294967296, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -7046029254386353131, i64 12345678901234567], align 8
@.str = private unnamed_addr constant [51 x i8] c"%016llx*%016llx hi=%016llx lo=%016llx shi=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%u! overflows u128\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%u! = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"dec mismatch %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"i128 min %s\0Ai128 max %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"u128 max %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [40 x i8] c"3^%d fits, wrapped product low %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [53 x i8] c"powmod(%llu, M61-1, M61) = %llu, (.., 12345) = %llu\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"%019llu\00", align 1
@str = private unnamed_addr constant [11 x i8] c"div128 bad\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 4
  %2 = alloca [48 x i8], align 4
  %3 = alloca [48 x i8], align 4
  %4 = alloca [3 x i64], align 8
  %5 = alloca [48 x i8], align 1
  %6 = alloca [48 x i8], align 1
  %7 = alloca [64 x i8], align 16
  %8 = alloca [64 x i8], align 16
  %9 = alloca [10 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr align 8 @__const.main.xs, i64 80, i1 true)
  br label %15

15:                                               ; preds = %0, %18
  %16 = phi i64 [ 0, %0 ], [ %19, %18 ]
  %17 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %16
  br label %24

18:                                               ; preds = %24
  %19 = add nuw nsw i64 %16, 1
  %20 = icmp eq i64 %19, 10
  br i1 %20, label %21, label %15, !llvm.loop !6

21:                                               ; preds = %18
  %22 = getelementptr i8, ptr %6, i64 -7
  %23 = getelementptr i8, ptr %5, i64 -7
  br label %35

24:                                               ; preds = %15, %24
  %25 = phi i64 [ %16, %15 ], [ %33, %24 ]
  %26 = load volatile i64, ptr %17, align 8, !tbaa !8
  %27 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %25
  %28 = load volatile i64, ptr %27, align 8, !tbaa !8
  %29 = tail call fastcc i64 @mulhi_u(i64 noundef %26, i64 noundef %28)
  %30 = mul i64 %28, %26
  %31 = tail call fastcc i64 @mulhi_s(i64 noundef %26, i64 noundef %28)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %26, i64 noundef %28, i64 noundef %29, i64 noundef %30, i64 noundef %31)
  %33 = add nuw nsw i64 %25, 1
  %34 = icmp eq i64 %33, 10
  br i1 %34, label %18, label %24, !llvm.loop !12

35:                                               ; preds = %21, %224
  %36 = phi i32 [ %225, %224 ], [ 0, %21 ]
  %37 = phi i128 [ %42, %224 ], [ 1, %21 ]
  %38 = phi i32 [ %226, %224 ], [ 1, %21 ]
  %39 = zext nneg i32 %38 to i128
  %40 = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %37, i128 %39)
  %41 = extractvalue { i128, i1 } %40, 1
  %42 = extractvalue { i128, i1 } %40, 0
  br i1 %41, label %43, label %45

43:                                               ; preds = %35
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38)
  br label %228

45:                                               ; preds = %35
  %46 = trunc nuw i32 %38 to i8
  %47 = urem i8 %46, 5
  %48 = icmp eq i8 %47, 0
  %49 = icmp ugt i32 %38, 30
  %50 = or i1 %49, %48
  br i1 %50, label %51, label %122

51:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #9
  br label %52

52:                                               ; preds = %52, %51
  %53 = phi i32 [ %65, %52 ], [ 1, %51 ]
  %54 = phi i64 [ %62, %52 ], [ 0, %51 ]
  %55 = phi i128 [ %57, %52 ], [ %42, %51 ]
  %56 = freeze i128 %55
  %57 = udiv i128 %56, 10
  %58 = mul i128 %57, 10
  %59 = sub i128 %56, %58
  %60 = trunc nuw nsw i128 %59 to i8
  %61 = or disjoint i8 %60, 48
  %62 = add nuw nsw i64 %54, 1
  %63 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %54
  store i8 %61, ptr %63, align 1, !tbaa !13
  %64 = icmp ult i128 %55, 10
  %65 = add nuw i32 %53, 1
  br i1 %64, label %66, label %52, !llvm.loop !14

66:                                               ; preds = %52
  %67 = shl i64 %54, 32
  %68 = ashr exact i64 %67, 32
  %69 = zext i32 %53 to i64
  %70 = icmp ult i32 %53, 8
  br i1 %70, label %108, label %71

71:                                               ; preds = %66
  %72 = icmp ult i32 %53, 32
  br i1 %72, label %94, label %73

73:                                               ; preds = %71
  %74 = and i64 %69, 4294967264
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %87, %75 ]
  %77 = sub nsw i64 %68, %76
  %78 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %77
  %79 = getelementptr inbounds i8, ptr %78, i64 -15
  %80 = getelementptr inbounds i8, ptr %78, i64 -31
  %81 = load <16 x i8>, ptr %79, align 1, !tbaa !13
  %82 = shufflevector <16 x i8> %81, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %83 = load <16 x i8>, ptr %80, align 1, !tbaa !13
  %84 = shufflevector <16 x i8> %83, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %85 = getelementptr inbounds i8, ptr %7, i64 %76
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  store <16 x i8> %82, ptr %85, align 16, !tbaa !13
  store <16 x i8> %84, ptr %86, align 16, !tbaa !13
  %87 = add nuw i64 %76, 32
  %88 = icmp eq i64 %87, %74
  br i1 %88, label %89, label %75, !llvm.loop !15

89:                                               ; preds = %75
  %90 = icmp eq i64 %74, %69
  br i1 %90, label %118, label %91

91:                                               ; preds = %89
  %92 = and i64 %69, 24
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %108, label %94

94:                                               ; preds = %71, %91
  %95 = phi i64 [ %74, %91 ], [ 0, %71 ]
  %96 = and i64 %69, 4294967288
  br label %97

97:                                               ; preds = %97, %94
  %98 = phi i64 [ %95, %94 ], [ %104, %97 ]
  %99 = sub nsw i64 %68, %98
  %100 = getelementptr [48 x i8], ptr %22, i64 0, i64 %99
  %101 = load <8 x i8>, ptr %100, align 1, !tbaa !13
  %102 = shufflevector <8 x i8> %101, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %103 = getelementptr inbounds i8, ptr %7, i64 %98
  store <8 x i8> %102, ptr %103, align 8, !tbaa !13
  %104 = add nuw i64 %98, 8
  %105 = icmp eq i64 %104, %96
  br i1 %105, label %106, label %97, !llvm.loop !18

106:                                              ; preds = %97
  %107 = icmp eq i64 %96, %69
  br i1 %107, label %118, label %108

108:                                              ; preds = %106, %66, %91
  %109 = phi i64 [ 0, %66 ], [ %74, %91 ], [ %96, %106 ]
  br label %110

110:                                              ; preds = %108, %110
  %111 = phi i64 [ %116, %110 ], [ %109, %108 ]
  %112 = sub nsw i64 %68, %111
  %113 = getelementptr inbounds [48 x i8], ptr %6, i64 0, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !13
  %115 = getelementptr inbounds i8, ptr %7, i64 %111
  store i8 %114, ptr %115, align 1, !tbaa !13
  %116 = add nuw nsw i64 %111, 1
  %117 = icmp eq i64 %116, %69
  br i1 %117, label %118, label %110, !llvm.loop !19

118:                                              ; preds = %110, %106, %89
  %119 = and i64 %62, 4294967295
  %120 = getelementptr inbounds i8, ptr %7, i64 %119
  store i8 0, ptr %120, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #9
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38, ptr noundef nonnull %7)
  br label %122

122:                                              ; preds = %45, %118
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #9
  br label %123

123:                                              ; preds = %123, %122
  %124 = phi i32 [ %136, %123 ], [ 1, %122 ]
  %125 = phi i64 [ %133, %123 ], [ 0, %122 ]
  %126 = phi i128 [ %128, %123 ], [ %42, %122 ]
  %127 = freeze i128 %126
  %128 = udiv i128 %127, 10
  %129 = mul i128 %128, 10
  %130 = sub i128 %127, %129
  %131 = trunc nuw nsw i128 %130 to i8
  %132 = or disjoint i8 %131, 48
  %133 = add nuw nsw i64 %125, 1
  %134 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %125
  store i8 %132, ptr %134, align 1, !tbaa !13
  %135 = icmp ult i128 %126, 10
  %136 = add nuw i32 %124, 1
  br i1 %135, label %137, label %123, !llvm.loop !14

137:                                              ; preds = %123
  %138 = shl i64 %125, 32
  %139 = ashr exact i64 %138, 32
  %140 = zext i32 %124 to i64
  %141 = icmp ult i32 %124, 8
  br i1 %141, label %179, label %142

142:                                              ; preds = %137
  %143 = icmp ult i32 %124, 32
  br i1 %143, label %165, label %144

144:                                              ; preds = %142
  %145 = and i64 %140, 4294967264
  br label %146

146:                                              ; preds = %146, %144
  %147 = phi i64 [ 0, %144 ], [ %158, %146 ]
  %148 = sub nsw i64 %139, %147
  %149 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %148
  %150 = getelementptr inbounds i8, ptr %149, i64 -15
  %151 = getelementptr inbounds i8, ptr %149, i64 -31
  %152 = load <16 x i8>, ptr %150, align 1, !tbaa !13
  %153 = shufflevector <16 x i8> %152, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %154 = load <16 x i8>, ptr %151, align 1, !tbaa !13
  %155 = shufflevector <16 x i8> %154, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %156 = getelementptr inbounds i8, ptr %7, i64 %147
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  store <16 x i8> %153, ptr %156, align 16, !tbaa !13
  store <16 x i8> %155, ptr %157, align 16, !tbaa !13
  %158 = add nuw i64 %147, 32
  %159 = icmp eq i64 %158, %145
  br i1 %159, label %160, label %146, !llvm.loop !20

160:                                              ; preds = %146
  %161 = icmp eq i64 %145, %140
  br i1 %161, label %189, label %162

162:                                              ; preds = %160
  %163 = and i64 %140, 24
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %179, label %165

165:                                              ; preds = %142, %162
  %166 = phi i64 [ %145, %162 ], [ 0, %142 ]
  %167 = and i64 %140, 4294967288
  br label %168

168:                                              ; preds = %168, %165
  %169 = phi i64 [ %166, %165 ], [ %175, %168 ]
  %170 = sub nsw i64 %139, %169
  %171 = getelementptr [48 x i8], ptr %23, i64 0, i64 %170
  %172 = load <8 x i8>, ptr %171, align 1, !tbaa !13
  %173 = shufflevector <8 x i8> %172, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %174 = getelementptr inbounds i8, ptr %7, i64 %169
  store <8 x i8> %173, ptr %174, align 8, !tbaa !13
  %175 = add nuw i64 %169, 8
  %176 = icmp eq i64 %175, %167
  br i1 %176, label %177, label %168, !llvm.loop !21

177:                                              ; preds = %168
  %178 = icmp eq i64 %167, %140
  br i1 %178, label %189, label %179

179:                                              ; preds = %177, %137, %162
  %180 = phi i64 [ 0, %137 ], [ %145, %162 ], [ %167, %177 ]
  br label %181

181:                                              ; preds = %179, %181
  %182 = phi i64 [ %187, %181 ], [ %180, %179 ]
  %183 = sub nsw i64 %139, %182
  %184 = getelementptr inbounds [48 x i8], ptr %5, i64 0, i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !13
  %186 = getelementptr inbounds i8, ptr %7, i64 %182
  store i8 %185, ptr %186, align 1, !tbaa !13
  %187 = add nuw nsw i64 %182, 1
  %188 = icmp eq i64 %187, %140
  br i1 %188, label %189, label %181, !llvm.loop !22

189:                                              ; preds = %181, %177, %160
  %190 = and i64 %133, 4294967295
  %191 = getelementptr inbounds i8, ptr %7, i64 %190
  store i8 0, ptr %191, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #9
  br label %192

192:                                              ; preds = %192, %189
  %193 = phi i64 [ %200, %192 ], [ 0, %189 ]
  %194 = phi i128 [ %196, %192 ], [ %42, %189 ]
  %195 = freeze i128 %194
  %196 = udiv i128 %195, 10000000000000000000
  %197 = mul i128 %196, 10000000000000000000
  %198 = sub i128 %195, %197
  %199 = trunc nuw i128 %198 to i64
  %200 = add nuw nsw i64 %193, 1
  %201 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %193
  store i64 %199, ptr %201, align 8, !tbaa !8
  %202 = icmp ult i128 %194, 10000000000000000000
  br i1 %202, label %203, label %192, !llvm.loop !23

203:                                              ; preds = %192
  %204 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %199) #9
  %205 = icmp eq i64 %193, 0
  br i1 %205, label %218, label %206

206:                                              ; preds = %203, %206
  %207 = phi i64 [ %209, %206 ], [ %193, %203 ]
  %208 = phi i32 [ %216, %206 ], [ %204, %203 ]
  %209 = add nsw i64 %207, -1
  %210 = sext i32 %208 to i64
  %211 = getelementptr inbounds i8, ptr %8, i64 %210
  %212 = and i64 %209, 4294967295
  %213 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !8
  %215 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %211, ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %214) #9
  %216 = add nsw i32 %215, %208
  %217 = icmp sgt i64 %207, 1
  br i1 %217, label %206, label %218, !llvm.loop !24

218:                                              ; preds = %206, %203
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #9
  %219 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) %8) #10
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %224, label %221

221:                                              ; preds = %218
  %222 = add nsw i32 %36, 1
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %7, ptr noundef nonnull %8)
  br label %224

224:                                              ; preds = %218, %221
  %225 = phi i32 [ %222, %221 ], [ %36, %218 ]
  %226 = add nuw nsw i32 %38, 1
  %227 = icmp ugt i32 %38, 39
  br i1 %227, label %228, label %35, !llvm.loop !25

228:                                              ; preds = %224, %43
  %229 = phi i32 [ %36, %43 ], [ %225, %224 ]
  store i8 45, ptr %7, align 16, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #9
  br label %230

230:                                              ; preds = %230, %228
  %231 = phi i64 [ %239, %230 ], [ 0, %228 ]
  %232 = phi i128 [ %234, %230 ], [ -170141183460469231731687303715884105728, %228 ]
  %233 = freeze i128 %232
  %234 = udiv i128 %233, 10
  %235 = mul i128 %234, 10
  %236 = sub i128 %233, %235
  %237 = trunc nuw nsw i128 %236 to i8
  %238 = or disjoint i8 %237, 48
  %239 = add nuw nsw i64 %231, 1
  %240 = getelementptr inbounds [48 x i8], ptr %3, i64 0, i64 %231
  store i8 %238, ptr %240, align 1, !tbaa !13
  %241 = icmp eq i64 %239, 39
  br i1 %241, label %242, label %230, !llvm.loop !14

242:                                              ; preds = %230
  %243 = getelementptr inbounds i8, ptr %7, i64 1
  %244 = getelementptr inbounds i8, ptr %3, i64 23
  %245 = getelementptr inbounds i8, ptr %3, i64 7
  %246 = load <16 x i8>, ptr %244, align 1, !tbaa !13
  %247 = shufflevector <16 x i8> %246, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %248 = load <16 x i8>, ptr %245, align 1, !tbaa !13
  %249 = shufflevector <16 x i8> %248, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %250 = getelementptr inbounds i8, ptr %7, i64 17
  store <16 x i8> %247, ptr %243, align 1, !tbaa !13
  store <16 x i8> %249, ptr %250, align 1, !tbaa !13
  %251 = getelementptr inbounds i8, ptr %3, i64 3
  %252 = load <4 x i8>, ptr %251, align 1, !tbaa !13
  %253 = shufflevector <4 x i8> %252, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %254 = getelementptr inbounds i8, ptr %7, i64 33
  store <4 x i8> %253, ptr %254, align 1, !tbaa !13
  %255 = getelementptr inbounds i8, ptr %3, i64 2
  %256 = load i8, ptr %255, align 2, !tbaa !13
  %257 = getelementptr inbounds i8, ptr %7, i64 37
  store i8 %256, ptr %257, align 1, !tbaa !13
  %258 = getelementptr inbounds i8, ptr %3, i64 1
  %259 = load i8, ptr %258, align 1, !tbaa !13
  %260 = getelementptr inbounds i8, ptr %7, i64 38
  store i8 %259, ptr %260, align 2, !tbaa !13
  %261 = load i8, ptr %3, align 4, !tbaa !13
  %262 = getelementptr inbounds i8, ptr %7, i64 39
  store i8 %261, ptr %262, align 1, !tbaa !13
  %263 = getelementptr inbounds i8, ptr %7, i64 40
  store i8 0, ptr %263, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  br label %264

264:                                              ; preds = %264, %242
  %265 = phi i64 [ %273, %264 ], [ 0, %242 ]
  %266 = phi i128 [ %268, %264 ], [ 170141183460469231731687303715884105727, %242 ]
  %267 = freeze i128 %266
  %268 = udiv i128 %267, 10
  %269 = mul i128 %268, 10
  %270 = sub i128 %267, %269
  %271 = trunc nuw nsw i128 %270 to i8
  %272 = or disjoint i8 %271, 48
  %273 = add nuw nsw i64 %265, 1
  %274 = getelementptr inbounds [48 x i8], ptr %2, i64 0, i64 %265
  store i8 %272, ptr %274, align 1, !tbaa !13
  %275 = icmp eq i64 %273, 39
  br i1 %275, label %276, label %264, !llvm.loop !14

276:                                              ; preds = %264
  %277 = getelementptr inbounds i8, ptr %2, i64 23
  %278 = getelementptr inbounds i8, ptr %2, i64 7
  %279 = load <16 x i8>, ptr %277, align 1, !tbaa !13
  %280 = shufflevector <16 x i8> %279, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %281 = load <16 x i8>, ptr %278, align 1, !tbaa !13
  %282 = shufflevector <16 x i8> %281, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %283 = getelementptr inbounds i8, ptr %8, i64 16
  store <16 x i8> %280, ptr %8, align 16, !tbaa !13
  store <16 x i8> %282, ptr %283, align 16, !tbaa !13
  %284 = getelementptr inbounds i8, ptr %2, i64 3
  %285 = load <4 x i8>, ptr %284, align 1, !tbaa !13
  %286 = shufflevector <4 x i8> %285, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %287 = getelementptr inbounds i8, ptr %8, i64 32
  store <4 x i8> %286, ptr %287, align 16, !tbaa !13
  %288 = getelementptr inbounds i8, ptr %2, i64 2
  %289 = load i8, ptr %288, align 2, !tbaa !13
  %290 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 %289, ptr %290, align 4, !tbaa !13
  %291 = getelementptr inbounds i8, ptr %2, i64 1
  %292 = load i8, ptr %291, align 1, !tbaa !13
  %293 = getelementptr inbounds i8, ptr %8, i64 37
  store i8 %292, ptr %293, align 1, !tbaa !13
  %294 = load i8, ptr %2, align 4, !tbaa !13
  %295 = getelementptr inbounds i8, ptr %8, i64 38
  store i8 %294, ptr %295, align 2, !tbaa !13
  %296 = getelementptr inbounds i8, ptr %8, i64 39
  store i8 0, ptr %296, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #9
  br label %298

298:                                              ; preds = %298, %276
  %299 = phi i64 [ %307, %298 ], [ 0, %276 ]
  %300 = phi i128 [ %302, %298 ], [ -1, %276 ]
  %301 = freeze i128 %300
  %302 = udiv i128 %301, 10
  %303 = mul i128 %302, 10
  %304 = sub i128 %301, %303
  %305 = trunc nuw nsw i128 %304 to i8
  %306 = or disjoint i8 %305, 48
  %307 = add nuw nsw i64 %299, 1
  %308 = getelementptr inbounds [48 x i8], ptr %1, i64 0, i64 %299
  store i8 %306, ptr %308, align 1, !tbaa !13
  %309 = icmp eq i64 %307, 39
  br i1 %309, label %310, label %298, !llvm.loop !14

310:                                              ; preds = %298
  %311 = getelementptr inbounds i8, ptr %1, i64 23
  %312 = getelementptr inbounds i8, ptr %1, i64 7
  %313 = load <16 x i8>, ptr %311, align 1, !tbaa !13
  %314 = shufflevector <16 x i8> %313, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %315 = load <16 x i8>, ptr %312, align 1, !tbaa !13
  %316 = shufflevector <16 x i8> %315, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %317 = getelementptr inbounds i8, ptr %7, i64 16
  store <16 x i8> %314, ptr %7, align 16, !tbaa !13
  store <16 x i8> %316, ptr %317, align 16, !tbaa !13
  %318 = getelementptr inbounds i8, ptr %1, i64 3
  %319 = load <4 x i8>, ptr %318, align 1, !tbaa !13
  %320 = shufflevector <4 x i8> %319, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %321 = getelementptr inbounds i8, ptr %7, i64 32
  store <4 x i8> %320, ptr %321, align 16, !tbaa !13
  %322 = getelementptr inbounds i8, ptr %1, i64 2
  %323 = load i8, ptr %322, align 2, !tbaa !13
  %324 = getelementptr inbounds i8, ptr %7, i64 36
  store i8 %323, ptr %324, align 4, !tbaa !13
  %325 = getelementptr inbounds i8, ptr %1, i64 1
  %326 = load i8, ptr %325, align 1, !tbaa !13
  %327 = getelementptr inbounds i8, ptr %7, i64 37
  store i8 %326, ptr %327, align 1, !tbaa !13
  %328 = load i8, ptr %1, align 4, !tbaa !13
  %329 = getelementptr inbounds i8, ptr %7, i64 38
  store i8 %328, ptr %329, align 2, !tbaa !13
  %330 = getelementptr inbounds i8, ptr %7, i64 39
  store i8 0, ptr %330, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #9
  %331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7)
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 80, i64 noundef -5278486589563110205)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile i64 0, ptr %10, align 8
  store volatile i64 0, ptr %11, align 8
  store volatile i64 0, ptr %12, align 8
  store volatile i64 0, ptr %13, align 8
  store volatile i64 0, ptr %14, align 8
  store volatile i64 2, ptr %10, align 8
  store volatile i64 3, ptr %11, align 8
  store volatile i64 5, ptr %12, align 8
  store volatile i64 1234567, ptr %13, align 8
  store volatile i64 2305843009213693949, ptr %14, align 8
  %333 = load volatile i64, ptr %10, align 8, !tbaa !8
  %334 = load volatile i64, ptr %10, align 8, !tbaa !8
  %335 = call fastcc i64 @powmod(i64 noundef %334, i64 noundef 2305843009213693950)
  %336 = load volatile i64, ptr %10, align 8, !tbaa !8
  %337 = call fastcc i64 @powmod(i64 noundef %336, i64 noundef 12345)
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %333, i64 noundef %335, i64 noundef %337)
  %339 = load volatile i64, ptr %11, align 8, !tbaa !8
  %340 = load volatile i64, ptr %11, align 8, !tbaa !8
  %341 = call fastcc i64 @powmod(i64 noundef %340, i64 noundef 2305843009213693950)
  %342 = load volatile i64, ptr %11, align 8, !tbaa !8
  %343 = call fastcc i64 @powmod(i64 noundef %342, i64 noundef 12345)
  %344 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %339, i64 noundef %341, i64 noundef %343)
  %345 = load volatile i64, ptr %12, align 8, !tbaa !8
  %346 = load volatile i64, ptr %12, align 8, !tbaa !8
  %347 = call fastcc i64 @powmod(i64 noundef %346, i64 noundef 2305843009213693950)
  %348 = load volatile i64, ptr %12, align 8, !tbaa !8
  %349 = call fastcc i64 @powmod(i64 noundef %348, i64 noundef 12345)
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %345, i64 noundef %347, i64 noundef %349)
  %351 = load volatile i64, ptr %13, align 8, !tbaa !8
  %352 = load volatile i64, ptr %13, align 8, !tbaa !8
  %353 = call fastcc i64 @powmod(i64 noundef %352, i64 noundef 2305843009213693950)
  %354 = load volatile i64, ptr %13, align 8, !tbaa !8
  %355 = call fastcc i64 @powmod(i64 noundef %354, i64 noundef 12345)
  %356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %351, i64 noundef %353, i64 noundef %355)
  %357 = load volatile i64, ptr %14, align 8, !tbaa !8
  %358 = load volatile i64, ptr %14, align 8, !tbaa !8
  %359 = call fastcc i64 @powmod(i64 noundef %358, i64 noundef 2305843009213693950)
  %360 = load volatile i64, ptr %14, align 8, !tbaa !8
  %361 = call fastcc i64 @powmod(i64 noundef %360, i64 noundef 12345)
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %357, i64 noundef %359, i64 noundef %361)
  br label %367

363:                                              ; preds = %383
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %384)
  %365 = icmp eq i32 %384, 0
  %366 = select i1 %365, i32 80, i32 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #9
  ret i32 %366

367:                                              ; preds = %310, %383
  %368 = phi i64 [ 1, %310 ], [ %385, %383 ]
  %369 = phi i32 [ %229, %310 ], [ %384, %383 ]
  %370 = getelementptr inbounds [10 x i64], ptr %9, i64 0, i64 %368
  %371 = load volatile i64, ptr %370, align 8, !tbaa !8
  %372 = zext i64 %371 to i128
  %373 = mul nuw nsw i128 %372, 4294967291
  %374 = add nuw nsw i128 %373, 17
  %375 = urem i128 %374, 4294967291
  %376 = load volatile i64, ptr %370, align 8, !tbaa !8
  %377 = icmp ne i64 %371, %376
  %378 = icmp ne i128 %375, 17
  %379 = select i1 %377, i1 true, i1 %378
  br i1 %379, label %380, label %383

380:                                              ; preds = %367
  %381 = add nsw i32 %369, 1
  %382 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %383

383:                                              ; preds = %367, %380
  %384 = phi i32 [ %381, %380 ], [ %369, %367 ]
  %385 = add nuw nsw i64 %368, 1
  %386 = icmp eq i64 %385, 10
  br i1 %386, label %363, label %367, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, -1) i64 @mulhi_u(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %0 to i128
  %4 = zext i64 %1 to i128
  %5 = mul nuw i128 %4, %3
  %6 = lshr i128 %5, 64
  %7 = trunc nuw i128 %6 to i64
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -4611686018427387904, 4611686018427387905) i64 @mulhi_s(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = sext i64 %0 to i128
  %4 = sext i64 %1 to i128
  %5 = mul nsw i128 %4, %3
  %6 = lshr i128 %5, 64
  %7 = trunc nuw i128 %6 to i64
  ret i64 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 0, 2305843009213693951) i64 @powmod(i64 noundef %0, i64 noundef %1) unnamed_addr #7 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %19, label %4

4:                                                ; preds = %2
  %5 = urem i64 %0, 2305843009213693951
  br label %6

6:                                                ; preds = %4, %14
  %7 = phi i64 [ %15, %14 ], [ 1, %4 ]
  %8 = phi i64 [ %16, %14 ], [ %5, %4 ]
  %9 = phi i64 [ %17, %14 ], [ %1, %4 ]
  %10 = and i64 %9, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @mulmod(i64 noundef %7, i64 noundef %8)
  br label %14

14:                                               ; preds = %12, %6
  %15 = phi i64 [ %13, %12 ], [ %7, %6 ]
  %16 = tail call fastcc i64 @mulmod(i64 noundef %8, i64 noundef %8)
  %17 = lshr i64 %9, 1
  %18 = icmp ult i64 %9, 2
  br i1 %18, label %19, label %6, !llvm.loop !27

19:                                               ; preds = %14, %2
  %20 = phi i64 [ 1, %2 ], [ %15, %14 ]
  ret i64 %20
}

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2305843009213693951) i64 @mulmod(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext nneg i64 %0 to i128
  %4 = zext nneg i64 %1 to i128
  %5 = mul nuw nsw i128 %4, %3
  %6 = urem i128 %5, 2305843009213693951
  %7 = trunc nuw nsw i128 %6 to i64
  ret i64 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !7, !16, !17}
!19 = distinct !{!19, !7, !17, !16}
!20 = distinct !{!20, !7, !16, !17}
!21 = distinct !{!21, !7, !16, !17}
!22 = distinct !{!22, !7, !17, !16}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
