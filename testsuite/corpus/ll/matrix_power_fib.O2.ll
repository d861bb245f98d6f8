; ModuleID = 'programs/matrix_power_fib.c'
source_filename = "programs/matrix_power_fib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"F(%d)=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"F(186)=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"F(%llu) mod p = %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"pisano:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"tribonacci(70)=%llu bad=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [50 x i8], align 16
  %2 = alloca [50 x i8], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [5 x i64], align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5
  %7 = getelementptr i8, ptr %1, i64 -7
  br label %8

8:                                                ; preds = %0, %165
  %9 = phi i32 [ 90, %0 ], [ %169, %165 ]
  br label %66

10:                                               ; preds = %165
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %2) #5
  br label %11

11:                                               ; preds = %23, %10
  %12 = phi i64 [ 0, %10 ], [ %27, %23 ]
  %13 = phi i128 [ -7457256833870901142178577642133753608, %10 ], [ %29, %23 ]
  %14 = freeze i128 %13
  %15 = udiv i128 %14, 10
  %16 = mul i128 %15, 10
  %17 = sub i128 %14, %16
  %18 = trunc nuw nsw i128 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = or disjoint i64 %12, 1
  %21 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %12
  store i8 %19, ptr %21, align 2, !tbaa !5
  %22 = icmp ult i128 %13, 10
  br i1 %22, label %30, label %23, !llvm.loop !8

23:                                               ; preds = %11
  %24 = urem i128 %15, 10
  %25 = trunc nuw nsw i128 %24 to i8
  %26 = or disjoint i8 %25, 48
  %27 = add nuw nsw i64 %12, 2
  %28 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %20
  store i8 %26, ptr %28, align 1, !tbaa !5
  %29 = udiv i128 %13, 100
  br label %11

30:                                               ; preds = %11
  %31 = shl i64 %12, 32
  %32 = ashr exact i64 %31, 32
  %33 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %32
  %34 = getelementptr inbounds i8, ptr %33, i64 -15
  %35 = getelementptr inbounds i8, ptr %33, i64 -31
  %36 = load <16 x i8>, ptr %34, align 1, !tbaa !5
  %37 = shufflevector <16 x i8> %36, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %38 = load <16 x i8>, ptr %35, align 1, !tbaa !5
  %39 = shufflevector <16 x i8> %38, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  store <16 x i8> %37, ptr %3, align 16, !tbaa !5
  store <16 x i8> %39, ptr %40, align 16, !tbaa !5
  %41 = add nsw i64 %32, -32
  %42 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 -3
  %44 = load <4 x i8>, ptr %43, align 1, !tbaa !5
  %45 = shufflevector <4 x i8> %44, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %46 = getelementptr inbounds i8, ptr %3, i64 32
  store <4 x i8> %45, ptr %46, align 16, !tbaa !5
  %47 = add nsw i64 %32, -36
  %48 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %47
  %49 = load i8, ptr %48, align 2, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %3, i64 36
  store i8 %49, ptr %50, align 4, !tbaa !5
  %51 = add nsw i64 %32, -37
  %52 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %3, i64 37
  store i8 %53, ptr %54, align 1, !tbaa !5
  %55 = add nsw i64 %32, -38
  %56 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %55
  %57 = load i8, ptr %56, align 2, !tbaa !5
  %58 = getelementptr inbounds i8, ptr %3, i64 38
  store i8 %57, ptr %58, align 2, !tbaa !5
  %59 = and i64 %20, 4294967295
  %60 = getelementptr inbounds i8, ptr %3, i64 %59
  store i8 0, ptr %60, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %2) #5
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #5
  store i64 10, ptr %4, align 16
  %62 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1000, ptr %62, align 8
  %63 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 1000000, ptr %63, align 16
  %64 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 1000000000000000000, ptr %64, align 8
  %65 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 -1, ptr %65, align 16
  br label %173

66:                                               ; preds = %8, %87
  %67 = phi i32 [ %88, %87 ], [ %9, %8 ]
  %68 = phi i128 [ %96, %87 ], [ 0, %8 ]
  %69 = phi i128 [ %94, %87 ], [ 1, %8 ]
  %70 = phi i128 [ %93, %87 ], [ 1, %8 ]
  %71 = phi i128 [ %91, %87 ], [ 1, %8 ]
  %72 = phi i128 [ %85, %87 ], [ 0, %8 ]
  %73 = phi i128 [ %84, %87 ], [ 1, %8 ]
  %74 = and i32 %67, 1
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %83, label %76

76:                                               ; preds = %66
  %77 = mul i128 %73, %71
  %78 = mul i128 %72, %69
  %79 = add i128 %77, %78
  %80 = mul i128 %73, %70
  %81 = mul i128 %72, %68
  %82 = add i128 %80, %81
  br label %83

83:                                               ; preds = %76, %66
  %84 = phi i128 [ %73, %66 ], [ %79, %76 ]
  %85 = phi i128 [ %72, %66 ], [ %82, %76 ]
  %86 = icmp eq i32 %67, 1
  br i1 %86, label %98, label %87

87:                                               ; preds = %83
  %88 = lshr i32 %67, 1
  %89 = mul i128 %71, %71
  %90 = mul i128 %70, %69
  %91 = add i128 %89, %90
  %92 = add i128 %71, %68
  %93 = mul i128 %92, %70
  %94 = mul i128 %92, %69
  %95 = mul i128 %68, %68
  %96 = add i128 %90, %95
  %97 = icmp eq i32 %67, 0
  br i1 %97, label %98, label %66, !llvm.loop !10

98:                                               ; preds = %83, %87
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #5
  br label %99

99:                                               ; preds = %99, %98
  %100 = phi i32 [ %112, %99 ], [ 1, %98 ]
  %101 = phi i64 [ %109, %99 ], [ 0, %98 ]
  %102 = phi i128 [ %104, %99 ], [ %85, %98 ]
  %103 = freeze i128 %102
  %104 = udiv i128 %103, 10
  %105 = mul i128 %104, 10
  %106 = sub i128 %103, %105
  %107 = trunc nuw nsw i128 %106 to i8
  %108 = or disjoint i8 %107, 48
  %109 = add nuw nsw i64 %101, 1
  %110 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %101
  store i8 %108, ptr %110, align 1, !tbaa !5
  %111 = icmp ult i128 %102, 10
  %112 = add nuw i32 %100, 1
  br i1 %111, label %113, label %99, !llvm.loop !8

113:                                              ; preds = %99
  %114 = shl i64 %101, 32
  %115 = ashr exact i64 %114, 32
  %116 = zext i32 %100 to i64
  %117 = icmp ult i32 %100, 8
  br i1 %117, label %155, label %118

118:                                              ; preds = %113
  %119 = icmp ult i32 %100, 32
  br i1 %119, label %141, label %120

120:                                              ; preds = %118
  %121 = and i64 %116, 4294967264
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %134, %122 ]
  %124 = sub nsw i64 %115, %123
  %125 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %124
  %126 = getelementptr inbounds i8, ptr %125, i64 -15
  %127 = getelementptr inbounds i8, ptr %125, i64 -31
  %128 = load <16 x i8>, ptr %126, align 1, !tbaa !5
  %129 = shufflevector <16 x i8> %128, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %130 = load <16 x i8>, ptr %127, align 1, !tbaa !5
  %131 = shufflevector <16 x i8> %130, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %132 = getelementptr inbounds i8, ptr %3, i64 %123
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  store <16 x i8> %129, ptr %132, align 16, !tbaa !5
  store <16 x i8> %131, ptr %133, align 16, !tbaa !5
  %134 = add nuw i64 %123, 32
  %135 = icmp eq i64 %134, %121
  br i1 %135, label %136, label %122, !llvm.loop !11

136:                                              ; preds = %122
  %137 = icmp eq i64 %121, %116
  br i1 %137, label %165, label %138

138:                                              ; preds = %136
  %139 = and i64 %116, 24
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %155, label %141

141:                                              ; preds = %118, %138
  %142 = phi i64 [ %121, %138 ], [ 0, %118 ]
  %143 = and i64 %116, 4294967288
  br label %144

144:                                              ; preds = %144, %141
  %145 = phi i64 [ %142, %141 ], [ %151, %144 ]
  %146 = sub nsw i64 %115, %145
  %147 = getelementptr [50 x i8], ptr %7, i64 0, i64 %146
  %148 = load <8 x i8>, ptr %147, align 1, !tbaa !5
  %149 = shufflevector <8 x i8> %148, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %150 = getelementptr inbounds i8, ptr %3, i64 %145
  store <8 x i8> %149, ptr %150, align 8, !tbaa !5
  %151 = add nuw i64 %145, 8
  %152 = icmp eq i64 %151, %143
  br i1 %152, label %153, label %144, !llvm.loop !14

153:                                              ; preds = %144
  %154 = icmp eq i64 %143, %116
  br i1 %154, label %165, label %155

155:                                              ; preds = %153, %113, %138
  %156 = phi i64 [ 0, %113 ], [ %121, %138 ], [ %143, %153 ]
  br label %157

157:                                              ; preds = %155, %157
  %158 = phi i64 [ %163, %157 ], [ %156, %155 ]
  %159 = sub nsw i64 %115, %158
  %160 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = getelementptr inbounds i8, ptr %3, i64 %158
  store i8 %161, ptr %162, align 1, !tbaa !5
  %163 = add nuw nsw i64 %158, 1
  %164 = icmp eq i64 %163, %116
  br i1 %164, label %165, label %157, !llvm.loop !15

165:                                              ; preds = %157, %153, %136
  %166 = and i64 %109, 4294967295
  %167 = getelementptr inbounds i8, ptr %3, i64 %166
  store i8 0, ptr %167, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #5
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, ptr noundef nonnull %3)
  %169 = add nuw nsw i32 %9, 32
  %170 = icmp ult i32 %9, 155
  br i1 %170, label %8, label %10, !llvm.loop !16

171:                                              ; preds = %246
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  br label %255

173:                                              ; preds = %30, %246
  %174 = phi i64 [ 0, %30 ], [ %253, %246 ]
  %175 = phi i32 [ 0, %30 ], [ %251, %246 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  %176 = getelementptr inbounds [5 x i64], ptr %4, i64 0, i64 %174
  %177 = load i64, ptr %176, align 8, !tbaa !17
  call fastcc void @doubling(i64 noundef %177, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %178 = icmp eq i64 %177, 0
  br i1 %178, label %246, label %179

179:                                              ; preds = %173, %208
  %180 = phi i64 [ %244, %208 ], [ %177, %173 ]
  %181 = phi i64 [ %219, %208 ], [ 1, %173 ]
  %182 = phi i64 [ %228, %208 ], [ 1, %173 ]
  %183 = phi i64 [ %237, %208 ], [ 1, %173 ]
  %184 = phi i64 [ %243, %208 ], [ 0, %173 ]
  %185 = phi i64 [ %210, %208 ], [ 1, %173 ]
  %186 = phi i64 [ %209, %208 ], [ 0, %173 ]
  %187 = and i64 %180, 1
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %208, label %189

189:                                              ; preds = %179
  %190 = mul i64 %185, %181
  %191 = urem i64 %190, 1000000007
  %192 = mul i64 %186, %183
  %193 = urem i64 %192, 1000000007
  %194 = add nuw nsw i64 %193, %191
  %195 = freeze i64 %194
  %196 = add i64 %195, -1000000007
  %197 = icmp ult i64 %195, 1000000007
  %198 = select i1 %197, i64 %195, i64 %196
  %199 = mul i64 %185, %182
  %200 = urem i64 %199, 1000000007
  %201 = mul i64 %186, %184
  %202 = urem i64 %201, 1000000007
  %203 = add nuw nsw i64 %202, %200
  %204 = freeze i64 %203
  %205 = add i64 %204, -1000000007
  %206 = icmp ult i64 %204, 1000000007
  %207 = select i1 %206, i64 %204, i64 %205
  br label %208

208:                                              ; preds = %189, %179
  %209 = phi i64 [ %186, %179 ], [ %207, %189 ]
  %210 = phi i64 [ %185, %179 ], [ %198, %189 ]
  %211 = mul i64 %181, %181
  %212 = urem i64 %211, 1000000007
  %213 = mul i64 %183, %182
  %214 = freeze i64 %213
  %215 = urem i64 %214, 1000000007
  %216 = add nuw nsw i64 %215, %212
  %217 = add nsw i64 %216, -1000000007
  %218 = icmp ult i64 %216, 1000000007
  %219 = select i1 %218, i64 %216, i64 %217
  %220 = mul i64 %182, %181
  %221 = freeze i64 %220
  %222 = urem i64 %221, 1000000007
  %223 = mul i64 %184, %182
  %224 = urem i64 %223, 1000000007
  %225 = add nuw nsw i64 %224, %222
  %226 = add nsw i64 %225, -1000000007
  %227 = icmp ult i64 %225, 1000000007
  %228 = select i1 %227, i64 %225, i64 %226
  %229 = mul i64 %183, %181
  %230 = freeze i64 %229
  %231 = urem i64 %230, 1000000007
  %232 = mul i64 %184, %183
  %233 = urem i64 %232, 1000000007
  %234 = add nuw nsw i64 %231, %233
  %235 = add nsw i64 %234, -1000000007
  %236 = icmp ult i64 %234, 1000000007
  %237 = select i1 %236, i64 %234, i64 %235
  %238 = mul nsw i64 %184, %184
  %239 = urem i64 %238, 1000000007
  %240 = add nuw nsw i64 %215, %239
  %241 = add nsw i64 %240, -1000000007
  %242 = icmp ult i64 %240, 1000000007
  %243 = select i1 %242, i64 %240, i64 %241
  %244 = lshr i64 %180, 1
  %245 = icmp ult i64 %180, 2
  br i1 %245, label %246, label %179, !llvm.loop !19

246:                                              ; preds = %208, %173
  %247 = phi i64 [ 0, %173 ], [ %209, %208 ]
  %248 = load i64, ptr %5, align 8, !tbaa !17
  %249 = icmp ne i64 %248, %247
  %250 = zext i1 %249 to i32
  %251 = add nuw nsw i32 %175, %250
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %177, i64 noundef %247)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  %253 = add nuw nsw i64 %174, 1
  %254 = icmp eq i64 %253, 5
  br i1 %254, label %171, label %173, !llvm.loop !20

255:                                              ; preds = %171, %270
  %256 = phi i32 [ 2, %171 ], [ %272, %270 ]
  br label %260

257:                                              ; preds = %270
  %258 = call i32 @putchar(i32 10)
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 612979045863284359, i32 noundef %251)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5
  ret i32 %251

260:                                              ; preds = %255, %260
  %261 = phi i32 [ %262, %260 ], [ 0, %255 ]
  %262 = phi i32 [ %265, %260 ], [ 1, %255 ]
  %263 = phi i32 [ %269, %260 ], [ 1, %255 ]
  %264 = add nsw i32 %262, %261
  %265 = urem i32 %264, %256
  %266 = icmp ne i32 %262, 0
  %267 = icmp ne i32 %265, 1
  %268 = or i1 %266, %267
  %269 = add nuw nsw i32 %263, 1
  br i1 %268, label %260, label %270

270:                                              ; preds = %260
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %263)
  %272 = add nuw nsw i32 %256, 1
  %273 = icmp eq i32 %272, 13
  br i1 %273, label %257, label %255, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @doubling(i64 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = icmp eq i64 %0, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  store i64 0, ptr %1, align 8, !tbaa !17
  store i64 1, ptr %2, align 8, !tbaa !17
  br label %31

8:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  %9 = lshr i64 %0, 1
  call fastcc void @doubling(i64 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %10 = load i64, ptr %4, align 8, !tbaa !17
  %11 = load i64, ptr %5, align 8, !tbaa !17
  %12 = shl i64 %11, 1
  %13 = sub i64 %12, %10
  %14 = add i64 %13, 1000000007
  %15 = urem i64 %14, 1000000007
  %16 = mul i64 %15, %10
  %17 = urem i64 %16, 1000000007
  %18 = mul i64 %10, %10
  %19 = mul i64 %11, %11
  %20 = add i64 %19, %18
  %21 = urem i64 %20, 1000000007
  %22 = and i64 %0, 1
  %23 = icmp eq i64 %22, 0
  %24 = add nuw nsw i64 %17, %21
  %25 = freeze i64 %24
  %26 = add i64 %25, -1000000007
  %27 = icmp ult i64 %25, 1000000007
  %28 = select i1 %27, i64 %25, i64 %26
  %29 = select i1 %23, i64 %17, i64 %21
  %30 = select i1 %23, i64 %21, i64 %28
  store i64 %29, ptr %1, align 8
  store i64 %30, ptr %2, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5
  br label %31

31:                                               ; preds = %8, %7
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !9, !12, !13}
!15 = distinct !{!15, !9, !13, !12}
!16 = distinct !{!16, !9}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !6, i64 0}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
