; ModuleID = 'programs/matrix_power_fib.c'
source_filename = "programs/matrix_power_fib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"F(%d)=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"F(186)=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"F(%llu) mod p = %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"pisano:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"tribonacci(70)=%llu bad=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [50 x i8], align 1
  %2 = alloca [50 x i8], align 1
  %3 = alloca [64 x i8], align 16
  %4 = alloca [5 x i64], align 16
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #5
  %7 = getelementptr i8, ptr %1, i64 -7
  br label %8

8:                                                ; preds = %0, %156
  %9 = phi i32 [ 90, %0 ], [ %160, %156 ]
  br label %57

10:                                               ; preds = %156
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %2) #5
  br label %11

11:                                               ; preds = %11, %10
  %12 = phi i64 [ %20, %11 ], [ 0, %10 ]
  %13 = phi i128 [ %15, %11 ], [ -7457256833870901142178577642133753608, %10 ]
  %14 = freeze i128 %13
  %15 = udiv i128 %14, 10
  %16 = mul i128 %15, 10
  %17 = sub i128 %14, %16
  %18 = trunc nuw nsw i128 %17 to i8
  %19 = or disjoint i8 %18, 48
  %20 = add nuw nsw i64 %12, 1
  %21 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %12
  store i8 %19, ptr %21, align 1, !tbaa !6
  %22 = icmp ult i128 %13, 10
  br i1 %22, label %23, label %11, !llvm.loop !9

23:                                               ; preds = %11
  %24 = shl i64 %12, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 -15
  %28 = getelementptr inbounds i8, ptr %26, i64 -31
  %29 = load <16 x i8>, ptr %27, align 1, !tbaa !6
  %30 = shufflevector <16 x i8> %29, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %31 = load <16 x i8>, ptr %28, align 1, !tbaa !6
  %32 = shufflevector <16 x i8> %31, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %33 = getelementptr inbounds i8, ptr %3, i64 16
  store <16 x i8> %30, ptr %3, align 16, !tbaa !6
  store <16 x i8> %32, ptr %33, align 16, !tbaa !6
  %34 = add nsw i64 %25, -32
  %35 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %34
  %36 = getelementptr inbounds i8, ptr %35, i64 -3
  %37 = load <4 x i8>, ptr %36, align 1, !tbaa !6
  %38 = shufflevector <4 x i8> %37, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %39 = getelementptr inbounds i8, ptr %3, i64 32
  store <4 x i8> %38, ptr %39, align 16, !tbaa !6
  %40 = add nsw i64 %25, -36
  %41 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %3, i64 36
  store i8 %42, ptr %43, align 4, !tbaa !6
  %44 = add nsw i64 %25, -37
  %45 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %3, i64 37
  store i8 %46, ptr %47, align 1, !tbaa !6
  %48 = add nsw i64 %25, -38
  %49 = getelementptr inbounds [50 x i8], ptr %2, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %3, i64 38
  store i8 %50, ptr %51, align 2, !tbaa !6
  %52 = and i64 %20, 4294967295
  %53 = getelementptr inbounds i8, ptr %3, i64 %52
  store i8 0, ptr %53, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %2) #5
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #5
  store <2 x i64> <i64 10, i64 1000>, ptr %4, align 16
  %55 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x i64> <i64 1000000, i64 1000000000000000000>, ptr %55, align 16
  %56 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 -1, ptr %56, align 16
  br label %164

57:                                               ; preds = %8, %78
  %58 = phi i32 [ %79, %78 ], [ %9, %8 ]
  %59 = phi i128 [ %87, %78 ], [ 0, %8 ]
  %60 = phi i128 [ %85, %78 ], [ 1, %8 ]
  %61 = phi i128 [ %84, %78 ], [ 1, %8 ]
  %62 = phi i128 [ %82, %78 ], [ 1, %8 ]
  %63 = phi i128 [ %76, %78 ], [ 0, %8 ]
  %64 = phi i128 [ %75, %78 ], [ 1, %8 ]
  %65 = and i32 %58, 1
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %74, label %67

67:                                               ; preds = %57
  %68 = mul i128 %64, %62
  %69 = mul i128 %63, %60
  %70 = add i128 %68, %69
  %71 = mul i128 %64, %61
  %72 = mul i128 %63, %59
  %73 = add i128 %71, %72
  br label %74

74:                                               ; preds = %67, %57
  %75 = phi i128 [ %64, %57 ], [ %70, %67 ]
  %76 = phi i128 [ %63, %57 ], [ %73, %67 ]
  %77 = icmp eq i32 %58, 1
  br i1 %77, label %89, label %78

78:                                               ; preds = %74
  %79 = lshr i32 %58, 1
  %80 = mul i128 %62, %62
  %81 = mul i128 %61, %60
  %82 = add i128 %80, %81
  %83 = add i128 %62, %59
  %84 = mul i128 %83, %61
  %85 = mul i128 %83, %60
  %86 = mul i128 %59, %59
  %87 = add i128 %81, %86
  %88 = icmp eq i32 %58, 0
  br i1 %88, label %89, label %57, !llvm.loop !11

89:                                               ; preds = %74, %78
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #5
  br label %90

90:                                               ; preds = %90, %89
  %91 = phi i32 [ %103, %90 ], [ 1, %89 ]
  %92 = phi i64 [ %100, %90 ], [ 0, %89 ]
  %93 = phi i128 [ %95, %90 ], [ %76, %89 ]
  %94 = freeze i128 %93
  %95 = udiv i128 %94, 10
  %96 = mul i128 %95, 10
  %97 = sub i128 %94, %96
  %98 = trunc nuw nsw i128 %97 to i8
  %99 = or disjoint i8 %98, 48
  %100 = add nuw nsw i64 %92, 1
  %101 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %92
  store i8 %99, ptr %101, align 1, !tbaa !6
  %102 = icmp ult i128 %93, 10
  %103 = add nuw i32 %91, 1
  br i1 %102, label %104, label %90, !llvm.loop !9

104:                                              ; preds = %90
  %105 = shl i64 %92, 32
  %106 = ashr exact i64 %105, 32
  %107 = zext i32 %91 to i64
  %108 = icmp ult i32 %91, 8
  br i1 %108, label %146, label %109

109:                                              ; preds = %104
  %110 = icmp ult i32 %91, 32
  br i1 %110, label %132, label %111

111:                                              ; preds = %109
  %112 = and i64 %107, 4294967264
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %125, %113 ]
  %115 = sub nsw i64 %106, %114
  %116 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %115
  %117 = getelementptr inbounds i8, ptr %116, i64 -15
  %118 = getelementptr inbounds i8, ptr %116, i64 -31
  %119 = load <16 x i8>, ptr %117, align 1, !tbaa !6
  %120 = shufflevector <16 x i8> %119, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %121 = load <16 x i8>, ptr %118, align 1, !tbaa !6
  %122 = shufflevector <16 x i8> %121, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %123 = getelementptr inbounds i8, ptr %3, i64 %114
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  store <16 x i8> %120, ptr %123, align 16, !tbaa !6
  store <16 x i8> %122, ptr %124, align 16, !tbaa !6
  %125 = add nuw i64 %114, 32
  %126 = icmp eq i64 %125, %112
  br i1 %126, label %127, label %113, !llvm.loop !12

127:                                              ; preds = %113
  %128 = icmp eq i64 %112, %107
  br i1 %128, label %156, label %129

129:                                              ; preds = %127
  %130 = and i64 %107, 24
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %146, label %132

132:                                              ; preds = %109, %129
  %133 = phi i64 [ %112, %129 ], [ 0, %109 ]
  %134 = and i64 %107, 4294967288
  br label %135

135:                                              ; preds = %135, %132
  %136 = phi i64 [ %133, %132 ], [ %142, %135 ]
  %137 = sub nsw i64 %106, %136
  %138 = getelementptr [50 x i8], ptr %7, i64 0, i64 %137
  %139 = load <8 x i8>, ptr %138, align 1, !tbaa !6
  %140 = shufflevector <8 x i8> %139, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %141 = getelementptr inbounds i8, ptr %3, i64 %136
  store <8 x i8> %140, ptr %141, align 8, !tbaa !6
  %142 = add nuw i64 %136, 8
  %143 = icmp eq i64 %142, %134
  br i1 %143, label %144, label %135, !llvm.loop !15

144:                                              ; preds = %135
  %145 = icmp eq i64 %134, %107
  br i1 %145, label %156, label %146

146:                                              ; preds = %144, %104, %129
  %147 = phi i64 [ 0, %104 ], [ %112, %129 ], [ %134, %144 ]
  br label %148

148:                                              ; preds = %146, %148
  %149 = phi i64 [ %154, %148 ], [ %147, %146 ]
  %150 = sub nsw i64 %106, %149
  %151 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %150
  %152 = load i8, ptr %151, align 1, !tbaa !6
  %153 = getelementptr inbounds i8, ptr %3, i64 %149
  store i8 %152, ptr %153, align 1, !tbaa !6
  %154 = add nuw nsw i64 %149, 1
  %155 = icmp eq i64 %154, %107
  br i1 %155, label %156, label %148, !llvm.loop !16

156:                                              ; preds = %148, %144, %127
  %157 = and i64 %100, 4294967295
  %158 = getelementptr inbounds i8, ptr %3, i64 %157
  store i8 0, ptr %158, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #5
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, ptr noundef nonnull %3)
  %160 = add nuw nsw i32 %9, 32
  %161 = icmp ult i32 %9, 155
  br i1 %161, label %8, label %10, !llvm.loop !17

162:                                              ; preds = %237
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  br label %246

164:                                              ; preds = %23, %237
  %165 = phi i64 [ 0, %23 ], [ %244, %237 ]
  %166 = phi i32 [ 0, %23 ], [ %242, %237 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  %167 = getelementptr inbounds [5 x i64], ptr %4, i64 0, i64 %165
  %168 = load i64, ptr %167, align 8, !tbaa !18
  call fastcc void @doubling(i64 noundef %168, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %169 = icmp eq i64 %168, 0
  br i1 %169, label %237, label %170

170:                                              ; preds = %164, %199
  %171 = phi i64 [ %235, %199 ], [ %168, %164 ]
  %172 = phi i64 [ %210, %199 ], [ 1, %164 ]
  %173 = phi i64 [ %219, %199 ], [ 1, %164 ]
  %174 = phi i64 [ %228, %199 ], [ 1, %164 ]
  %175 = phi i64 [ %234, %199 ], [ 0, %164 ]
  %176 = phi i64 [ %201, %199 ], [ 1, %164 ]
  %177 = phi i64 [ %200, %199 ], [ 0, %164 ]
  %178 = and i64 %171, 1
  %179 = icmp eq i64 %178, 0
  br i1 %179, label %199, label %180

180:                                              ; preds = %170
  %181 = mul i64 %176, %172
  %182 = urem i64 %181, 1000000007
  %183 = mul i64 %177, %174
  %184 = urem i64 %183, 1000000007
  %185 = add nuw nsw i64 %184, %182
  %186 = freeze i64 %185
  %187 = add i64 %186, -1000000007
  %188 = icmp ult i64 %186, 1000000007
  %189 = select i1 %188, i64 %186, i64 %187
  %190 = mul i64 %176, %173
  %191 = urem i64 %190, 1000000007
  %192 = mul i64 %177, %175
  %193 = urem i64 %192, 1000000007
  %194 = add nuw nsw i64 %193, %191
  %195 = freeze i64 %194
  %196 = add i64 %195, -1000000007
  %197 = icmp ult i64 %195, 1000000007
  %198 = select i1 %197, i64 %195, i64 %196
  br label %199

199:                                              ; preds = %180, %170
  %200 = phi i64 [ %177, %170 ], [ %198, %180 ]
  %201 = phi i64 [ %176, %170 ], [ %189, %180 ]
  %202 = mul i64 %172, %172
  %203 = urem i64 %202, 1000000007
  %204 = mul i64 %174, %173
  %205 = freeze i64 %204
  %206 = urem i64 %205, 1000000007
  %207 = add nuw nsw i64 %206, %203
  %208 = add nsw i64 %207, -1000000007
  %209 = icmp ult i64 %207, 1000000007
  %210 = select i1 %209, i64 %207, i64 %208
  %211 = mul i64 %173, %172
  %212 = freeze i64 %211
  %213 = urem i64 %212, 1000000007
  %214 = mul i64 %175, %173
  %215 = urem i64 %214, 1000000007
  %216 = add nuw nsw i64 %215, %213
  %217 = add nsw i64 %216, -1000000007
  %218 = icmp ult i64 %216, 1000000007
  %219 = select i1 %218, i64 %216, i64 %217
  %220 = mul i64 %174, %172
  %221 = freeze i64 %220
  %222 = urem i64 %221, 1000000007
  %223 = mul i64 %175, %174
  %224 = urem i64 %223, 1000000007
  %225 = add nuw nsw i64 %222, %224
  %226 = add nsw i64 %225, -1000000007
  %227 = icmp ult i64 %225, 1000000007
  %228 = select i1 %227, i64 %225, i64 %226
  %229 = mul nsw i64 %175, %175
  %230 = urem i64 %229, 1000000007
  %231 = add nuw nsw i64 %206, %230
  %232 = add nsw i64 %231, -1000000007
  %233 = icmp ult i64 %231, 1000000007
  %234 = select i1 %233, i64 %231, i64 %232
  %235 = lshr i64 %171, 1
  %236 = icmp ult i64 %171, 2
  br i1 %236, label %237, label %170, !llvm.loop !20

237:                                              ; preds = %199, %164
  %238 = phi i64 [ 0, %164 ], [ %200, %199 ]
  %239 = load i64, ptr %5, align 8, !tbaa !18
  %240 = icmp ne i64 %239, %238
  %241 = zext i1 %240 to i32
  %242 = add nuw nsw i32 %166, %241
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %168, i64 noundef %238)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  %244 = add nuw nsw i64 %165, 1
  %245 = icmp eq i64 %244, 5
  br i1 %245, label %162, label %164, !llvm.loop !21

246:                                              ; preds = %162, %261
  %247 = phi i32 [ 2, %162 ], [ %263, %261 ]
  br label %251

248:                                              ; preds = %261
  %249 = call i32 @putchar(i32 10)
  %250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 612979045863284359, i32 noundef %242)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #5
  ret i32 %242

251:                                              ; preds = %246, %251
  %252 = phi i32 [ %253, %251 ], [ 0, %246 ]
  %253 = phi i32 [ %256, %251 ], [ 1, %246 ]
  %254 = phi i32 [ %260, %251 ], [ 1, %246 ]
  %255 = add nsw i32 %253, %252
  %256 = urem i32 %255, %247
  %257 = icmp ne i32 %253, 0
  %258 = icmp ne i32 %256, 1
  %259 = or i1 %257, %258
  %260 = add nuw nsw i32 %254, 1
  br i1 %259, label %251, label %261

261:                                              ; preds = %251
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %254)
  %263 = add nuw nsw i32 %247, 1
  %264 = icmp eq i32 %263, 13
  br i1 %264, label %248, label %246, !llvm.loop !22
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
  store i64 0, ptr %1, align 8, !tbaa !18
  store i64 1, ptr %2, align 8, !tbaa !18
  br label %31

8:                                                ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  %9 = lshr i64 %0, 1
  call fastcc void @doubling(i64 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5)
  %10 = load i64, ptr %4, align 8, !tbaa !18
  %11 = load i64, ptr %5, align 8, !tbaa !18
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
  store i64 %30, ptr %2, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5
  br label %31

31:                                               ; preds = %8, %7
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !10, !13, !14}
!16 = distinct !{!16, !10, !14, !13}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
