; ModuleID = 'programs/integer_math_funcs.c'
source_filename = "programs/integer_math_funcs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"isqrt bad=%d isqrt(max)=%llu isqrt(10^18)=%llu\0A\00", align 1
@__const.main.t = private unnamed_addr constant [8 x i64] [i64 1, i64 2, i64 3, i64 1023, i64 1024, i64 999999, i64 1000000, i64 -1], align 8
@.str.1 = private unnamed_addr constant [18 x i8] c"log2=%d log10=%d \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"%lld^%d=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%lld^%d overflow\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"powmod %llu %llu %llu\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"modinv %lld %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"crt=%lld\0A\00", align 1
@__const.main.r2 = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 8
@__const.main.m2 = private unnamed_addr constant [4 x i64] [i64 5, i64 7, i64 9, i64 11], align 8
@.str.8 = private unnamed_addr constant [11 x i8] c"crt2=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"egcd g=%lld x=%lld y=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  br label %15

13:                                               ; preds = %72
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73, i64 noundef 4294967295, i64 noundef 1000000000)
  br label %78

15:                                               ; preds = %0, %72
  %16 = phi i32 [ 0, %0 ], [ %73, %72 ]
  %17 = phi i64 [ 1, %0 ], [ %20, %72 ]
  %18 = phi i32 [ 0, %0 ], [ %74, %72 ]
  %19 = mul i64 %17, 6364136223846793005
  %20 = add i64 %19, 1442695040888963407
  %21 = and i32 %18, 63
  %22 = zext nneg i32 %21 to i64
  %23 = lshr i64 %20, %22
  %24 = icmp ult i64 %23, 2
  br i1 %24, label %35, label %25

25:                                               ; preds = %15
  %26 = lshr i64 %23, 1
  %27 = add nuw i64 %26, 1
  %28 = icmp ult i64 %27, %23
  br i1 %28, label %29, label %35

29:                                               ; preds = %25, %29
  %30 = phi i64 [ %33, %29 ], [ %27, %25 ]
  %31 = udiv i64 %23, %30
  %32 = add i64 %31, %30
  %33 = lshr i64 %32, 1
  %34 = icmp ult i64 %33, %30
  br i1 %34, label %29, label %35, !llvm.loop !6

35:                                               ; preds = %29, %15, %25
  %36 = phi i64 [ %23, %15 ], [ %23, %25 ], [ %30, %29 ]
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 4611686018427387904, %35 ], [ %40, %37 ]
  %39 = icmp ugt i64 %38, %23
  %40 = lshr i64 %38, 2
  br i1 %39, label %37, label %41, !llvm.loop !8

41:                                               ; preds = %37
  %42 = icmp eq i64 %38, 0
  br i1 %42, label %56, label %43

43:                                               ; preds = %41, %43
  %44 = phi i64 [ %54, %43 ], [ %38, %41 ]
  %45 = phi i64 [ %53, %43 ], [ 0, %41 ]
  %46 = phi i64 [ %51, %43 ], [ %23, %41 ]
  %47 = add nuw i64 %45, %44
  %48 = icmp ult i64 %46, %47
  %49 = lshr i64 %45, 1
  %50 = select i1 %48, i64 0, i64 %47
  %51 = sub i64 %46, %50
  %52 = select i1 %48, i64 0, i64 %44
  %53 = add nuw i64 %52, %49
  %54 = lshr i64 %44, 2
  %55 = icmp ult i64 %44, 4
  br i1 %55, label %56, label %43, !llvm.loop !9

56:                                               ; preds = %43, %41
  %57 = phi i64 [ 0, %41 ], [ %53, %43 ]
  %58 = and i64 %57, 4294967295
  %59 = icmp eq i64 %36, %58
  br i1 %59, label %60, label %70

60:                                               ; preds = %56
  %61 = zext nneg i64 %36 to i128
  %62 = mul nuw nsw i128 %61, %61
  %63 = zext i64 %23 to i128
  %64 = icmp ugt i128 %62, %63
  br i1 %64, label %70, label %65

65:                                               ; preds = %60
  %66 = add nuw nsw i64 %36, 1
  %67 = zext nneg i64 %66 to i128
  %68 = mul nuw nsw i128 %67, %67
  %69 = icmp ugt i128 %68, %63
  br i1 %69, label %72, label %70

70:                                               ; preds = %65, %60, %56
  %71 = add nsw i32 %16, 1
  br label %72

72:                                               ; preds = %70, %65
  %73 = phi i32 [ %71, %70 ], [ %16, %65 ]
  %74 = add nuw nsw i32 %18, 1
  %75 = icmp eq i32 %74, 2000
  br i1 %75, label %13, label %15, !llvm.loop !10

76:                                               ; preds = %93
  %77 = tail call i32 @putchar(i32 10)
  br label %240

78:                                               ; preds = %13, %93
  %79 = phi i64 [ 0, %13 ], [ %96, %93 ]
  %80 = getelementptr inbounds [8 x i64], ptr @__const.main.t, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !11
  %82 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %81, i1 false)
  %83 = trunc nuw nsw i64 %82 to i32
  %84 = sub nsw i32 63, %83
  %85 = add nsw i64 %79, -3
  %86 = icmp ult i64 %85, 5
  br i1 %86, label %87, label %93

87:                                               ; preds = %78, %87
  %88 = phi i32 [ %91, %87 ], [ 0, %78 ]
  %89 = phi i64 [ %90, %87 ], [ %81, %78 ]
  %90 = udiv i64 %89, 10
  %91 = add nuw nsw i32 %88, 1
  %92 = icmp ugt i64 %89, 99
  br i1 %92, label %87, label %93, !llvm.loop !15

93:                                               ; preds = %87, %78
  %94 = phi i32 [ 0, %78 ], [ %91, %87 ]
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %84, i32 noundef %94)
  %96 = add nuw nsw i64 %79, 1
  %97 = icmp eq i64 %96, 8
  br i1 %97, label %76, label %78, !llvm.loop !16

98:                                               ; preds = %293, %107
  %99 = phi i128 [ %110, %107 ], [ 2, %293 ]
  %100 = phi i128 [ %108, %107 ], [ 1, %293 ]
  %101 = phi i64 [ %111, %107 ], [ 1000000, %293 ]
  %102 = and i64 %101, 1
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %98
  %105 = mul nuw i128 %100, %99
  %106 = urem i128 %105, 1000000007
  br label %107

107:                                              ; preds = %104, %98
  %108 = phi i128 [ %106, %104 ], [ %100, %98 ]
  %109 = mul nuw nsw i128 %99, %99
  %110 = urem i128 %109, 1000000007
  %111 = lshr i64 %101, 1
  %112 = icmp ult i64 %101, 2
  br i1 %112, label %113, label %98, !llvm.loop !17

113:                                              ; preds = %107, %122
  %114 = phi i128 [ %125, %122 ], [ 3, %107 ]
  %115 = phi i128 [ %123, %122 ], [ 1, %107 ]
  %116 = phi i64 [ %126, %122 ], [ -1, %107 ]
  %117 = and i64 %116, 1
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %122, label %119

119:                                              ; preds = %113
  %120 = mul nuw i128 %115, %114
  %121 = urem i128 %120, 18446744073709551557
  br label %122

122:                                              ; preds = %119, %113
  %123 = phi i128 [ %121, %119 ], [ %115, %113 ]
  %124 = mul nuw i128 %114, %114
  %125 = urem i128 %124, 18446744073709551557
  %126 = lshr i64 %116, 1
  %127 = icmp ult i64 %116, 2
  br i1 %127, label %128, label %113, !llvm.loop !17

128:                                              ; preds = %122
  %129 = trunc nuw nsw i128 %108 to i64
  %130 = trunc nuw i128 %123 to i64
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %129, i64 noundef %130, i64 noundef 1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #6
  %132 = call fastcc i64 @egcd(i64 noundef 3, i64 noundef 11, ptr noundef nonnull %9, ptr noundef nonnull %10)
  %133 = icmp eq i64 %132, 1
  br i1 %133, label %134, label %141

134:                                              ; preds = %128
  %135 = load i64, ptr %9, align 8, !tbaa !11
  %136 = freeze i64 %135
  %137 = srem i64 %136, 11
  %138 = add nsw i64 %137, 11
  %139 = icmp ugt i64 %137, -12
  %140 = select i1 %139, i64 %138, i64 %137
  br label %141

141:                                              ; preds = %128, %134
  %142 = phi i64 [ %140, %134 ], [ -1, %128 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #6
  %143 = call fastcc i64 @egcd(i64 noundef 10, i64 noundef 17, ptr noundef nonnull %7, ptr noundef nonnull %8)
  %144 = icmp eq i64 %143, 1
  br i1 %144, label %145, label %152

145:                                              ; preds = %141
  %146 = load i64, ptr %7, align 8, !tbaa !11
  %147 = freeze i64 %146
  %148 = srem i64 %147, 17
  %149 = add nsw i64 %148, 17
  %150 = icmp ugt i64 %148, -18
  %151 = select i1 %150, i64 %149, i64 %148
  br label %152

152:                                              ; preds = %141, %145
  %153 = phi i64 [ %151, %145 ], [ -1, %141 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  %154 = call fastcc i64 @egcd(i64 noundef 6, i64 noundef 9, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %155 = icmp eq i64 %154, 1
  br i1 %155, label %156, label %163

156:                                              ; preds = %152
  %157 = load i64, ptr %5, align 8, !tbaa !11
  %158 = freeze i64 %157
  %159 = srem i64 %158, 9
  %160 = add nsw i64 %159, 9
  %161 = icmp ugt i64 %159, -10
  %162 = select i1 %161, i64 %160, i64 %159
  br label %163

163:                                              ; preds = %152, %156
  %164 = phi i64 [ %162, %156 ], [ -1, %152 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %142, i64 noundef %153, i64 noundef %164)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %166 = call fastcc i64 @egcd(i64 noundef 2, i64 noundef 3, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %167 = icmp eq i64 %166, 1
  br i1 %167, label %168, label %177

168:                                              ; preds = %163
  %169 = load i64, ptr %3, align 8, !tbaa !11
  %170 = freeze i64 %169
  %171 = srem i64 %170, 3
  %172 = add nsw i64 %171, 3
  %173 = icmp ugt i64 %171, -4
  %174 = select i1 %173, i64 %172, i64 %171
  %175 = mul nuw nsw i64 %174, 70
  %176 = urem i64 %175, 105
  br label %177

177:                                              ; preds = %168, %163
  %178 = phi i64 [ %176, %168 ], [ -70, %163 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %179 = call fastcc i64 @egcd(i64 noundef 1, i64 noundef 5, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %180 = icmp eq i64 %179, 1
  br i1 %180, label %181, label %189

181:                                              ; preds = %177
  %182 = load i64, ptr %3, align 8, !tbaa !11
  %183 = freeze i64 %182
  %184 = srem i64 %183, 5
  %185 = add nsw i64 %184, 5
  %186 = icmp ugt i64 %184, -6
  %187 = select i1 %186, i64 %185, i64 %184
  %188 = mul nuw nsw i64 %187, 63
  br label %189

189:                                              ; preds = %181, %177
  %190 = phi i64 [ %188, %181 ], [ -63, %177 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  %191 = add nsw i64 %190, %178
  %192 = srem i64 %191, 105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  %193 = call fastcc i64 @egcd(i64 noundef 1, i64 noundef 7, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %194 = icmp eq i64 %193, 1
  br i1 %194, label %195, label %203

195:                                              ; preds = %189
  %196 = load i64, ptr %3, align 8, !tbaa !11
  %197 = freeze i64 %196
  %198 = srem i64 %197, 7
  %199 = add nsw i64 %198, 7
  %200 = icmp ugt i64 %198, -8
  %201 = select i1 %200, i64 %199, i64 %198
  %202 = mul nuw nsw i64 %201, 30
  br label %203

203:                                              ; preds = %195, %189
  %204 = phi i64 [ %202, %195 ], [ -30, %189 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  %205 = add nsw i64 %204, %192
  %206 = srem i64 %205, 105
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %206)
  br label %208

208:                                              ; preds = %203, %227
  %209 = phi i64 [ %232, %227 ], [ 0, %203 ]
  %210 = phi i64 [ %231, %227 ], [ 0, %203 ]
  %211 = getelementptr inbounds i64, ptr @__const.main.m2, i64 %209
  %212 = load i64, ptr %211, align 8, !tbaa !11
  %213 = sdiv i64 3465, %212
  %214 = getelementptr inbounds i64, ptr @__const.main.r2, i64 %209
  %215 = load i64, ptr %214, align 8, !tbaa !11
  %216 = srem i64 %215, %212
  %217 = mul nsw i64 %216, %213
  %218 = srem i64 %217, 3465
  %219 = srem i64 %213, %212
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  %220 = call fastcc i64 @egcd(i64 noundef %219, i64 noundef %212, ptr noundef nonnull %1, ptr noundef nonnull %2)
  %221 = icmp eq i64 %220, 1
  br i1 %221, label %222, label %227

222:                                              ; preds = %208
  %223 = load i64, ptr %1, align 8, !tbaa !11
  %224 = srem i64 %223, %212
  %225 = add nsw i64 %224, %212
  %226 = srem i64 %225, %212
  br label %227

227:                                              ; preds = %222, %208
  %228 = phi i64 [ %226, %222 ], [ -1, %208 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  %229 = mul nsw i64 %228, %218
  %230 = add nsw i64 %229, %210
  %231 = srem i64 %230, 3465
  %232 = add nuw nsw i64 %209, 1
  %233 = icmp eq i64 %232, 4
  br i1 %233, label %234, label %208, !llvm.loop !18

234:                                              ; preds = %227
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %231)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #6
  %236 = call fastcc i64 @egcd(i64 noundef 240, i64 noundef 46, ptr noundef nonnull %11, ptr noundef nonnull %12)
  %237 = load i64, ptr %11, align 8, !tbaa !11
  %238 = load i64, ptr %12, align 8, !tbaa !11
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %236, i64 noundef %237, i64 noundef %238)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #6
  ret i32 %73

240:                                              ; preds = %293, %76
  %241 = phi i64 [ 2, %76 ], [ %294, %293 ]
  %242 = mul nuw nsw i64 %241, %241
  %243 = mul nuw nsw i64 %242, %241
  %244 = mul nuw nsw i64 %243, %241
  %245 = mul nuw nsw i64 %244, %241
  %246 = mul nuw nsw i64 %245, %241
  %247 = mul nuw nsw i64 %246, %241
  %248 = mul nuw nsw i64 %247, %241
  %249 = mul nuw nsw i64 %248, %241
  %250 = mul nuw nsw i64 %249, %241
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 10, i64 noundef %250)
  br label %252

252:                                              ; preds = %256, %240
  %253 = phi i32 [ %257, %256 ], [ 30, %240 ]
  %254 = phi i64 [ %260, %256 ], [ 1, %240 ]
  %255 = icmp eq i32 %253, 0
  br i1 %255, label %263, label %256

256:                                              ; preds = %252
  %257 = add nsw i32 %253, -1
  %258 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %254, i64 %241)
  %259 = extractvalue { i64, i1 } %258, 1
  %260 = extractvalue { i64, i1 } %258, 0
  br i1 %259, label %261, label %252, !llvm.loop !19

261:                                              ; preds = %256
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241, i32 noundef 30)
  br label %265

263:                                              ; preds = %252
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 30, i64 noundef %254)
  br label %265

265:                                              ; preds = %263, %261
  br label %266

266:                                              ; preds = %265, %270
  %267 = phi i32 [ %271, %270 ], [ 50, %265 ]
  %268 = phi i64 [ %274, %270 ], [ 1, %265 ]
  %269 = icmp eq i32 %267, 0
  br i1 %269, label %277, label %270

270:                                              ; preds = %266
  %271 = add nsw i32 %267, -1
  %272 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %268, i64 %241)
  %273 = extractvalue { i64, i1 } %272, 1
  %274 = extractvalue { i64, i1 } %272, 0
  br i1 %273, label %275, label %266, !llvm.loop !19

275:                                              ; preds = %270
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241, i32 noundef 50)
  br label %279

277:                                              ; preds = %266
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 50, i64 noundef %268)
  br label %279

279:                                              ; preds = %277, %275
  br label %280

280:                                              ; preds = %279, %284
  %281 = phi i32 [ %285, %284 ], [ 70, %279 ]
  %282 = phi i64 [ %288, %284 ], [ 1, %279 ]
  %283 = icmp eq i32 %281, 0
  br i1 %283, label %291, label %284

284:                                              ; preds = %280
  %285 = add nsw i32 %281, -1
  %286 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %282, i64 %241)
  %287 = extractvalue { i64, i1 } %286, 1
  %288 = extractvalue { i64, i1 } %286, 0
  br i1 %287, label %289, label %280, !llvm.loop !19

289:                                              ; preds = %284
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241, i32 noundef 70)
  br label %293

291:                                              ; preds = %280
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 70, i64 noundef %282)
  br label %293

293:                                              ; preds = %291, %289
  %294 = add nuw nsw i64 %241, 4
  %295 = icmp ult i64 %241, 7
  br i1 %295, label %240, label %98, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i64 @egcd(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6
  %9 = sdiv i64 %0, %1
  %10 = mul i64 %9, %1
  %11 = sub i64 %0, %10
  %12 = call fastcc i64 @egcd(i64 noundef %1, i64 noundef %11, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %13 = load i64, ptr %6, align 8, !tbaa !11
  %14 = load i64, ptr %5, align 8, !tbaa !11
  %15 = mul nsw i64 %9, %13
  %16 = sub nsw i64 %14, %15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6
  br label %17

17:                                               ; preds = %4, %8
  %18 = phi i64 [ %13, %8 ], [ 1, %4 ]
  %19 = phi i64 [ %16, %8 ], [ 0, %4 ]
  %20 = phi i64 [ %12, %8 ], [ %0, %4 ]
  store i64 %18, ptr %2, align 8
  store i64 %19, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
