; ModuleID = 'programs/tiny_interpreter.c'
source_filename = "programs/tiny_interpreter.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Tok = type { i32, i64, [16 x i8] }

@.str = private unnamed_addr constant [492 x i8] c"n = 2; count = 0; sum = 0;while n < 2000 { d = 2; p = 1; while d * d <= n { if n % d == 0 { p = 0; d = n; } d = d + 1; } if p { count = count + 1; sum = sum + n; } n = n + 1; }print count; print sum;a = 0; b = 1; i = 0; while i < 50 { t = a + b; a = b; b = t; i = i + 1; } print a;x = 27; steps = 0; while x != 1 { if x % 2 == 0 { x = x / 2; } else { x = 3 * x + 1; } steps = steps + 1; } print steps;g = 1071; h = 462; while h != 0 { t = g % h; g = h; h = t; } print g; print -(7 - 10) * 4;\00", align 1
@tp = internal unnamed_addr global i32 0, align 4
@pc = internal unnamed_addr global i32 0, align 4
@toks = internal global [2048 x %struct.Tok] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"tokens=%d code=%d vars=%d\0A\00", align 1
@ntok = internal unnamed_addr global i32 0, align 4
@nvars = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@code = internal unnamed_addr global [8192 x i64] zeroinitializer, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"<\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c">\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c">=\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"!=\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"{\00", align 1
@.str.24 = private unnamed_addr constant [38 x i8] c"parse error at token %d: expected %s\0A\00", align 1
@vars = internal global [64 x [16 x i8]] zeroinitializer, align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i64], align 8
  %2 = alloca [64 x i64], align 8
  store i32 0, ptr @ntok, align 4, !tbaa !6
  %3 = tail call ptr @__ctype_b_loc() #8
  br label %4

4:                                                ; preds = %20, %0
  %5 = phi i8 [ 110, %0 ], [ %21, %20 ]
  %6 = phi ptr [ @.str, %0 ], [ %23, %20 ]
  %7 = phi i32 [ 0, %0 ], [ %22, %20 ]
  %8 = load ptr, ptr %3, align 8, !tbaa !10
  %9 = zext i8 %5 to i64
  %10 = getelementptr inbounds i16, ptr %8, i64 %9
  %11 = load i16, ptr %10, align 2, !tbaa !12
  %12 = and i16 %11, 8192
  %13 = icmp eq i16 %12, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %6, i64 1
  br label %16

16:                                               ; preds = %42, %120, %113, %111, %37, %14
  %17 = phi i32 [ %26, %120 ], [ %26, %111 ], [ %26, %113 ], [ %26, %37 ], [ %7, %14 ], [ %26, %42 ]
  %18 = phi ptr [ %121, %120 ], [ %81, %111 ], [ %114, %113 ], [ %6, %37 ], [ %15, %14 ], [ %47, %42 ]
  %19 = load i8, ptr %18, align 1, !tbaa !14
  br label %20

20:                                               ; preds = %117, %16
  %21 = phi i8 [ %19, %16 ], [ %118, %117 ]
  %22 = phi i32 [ %17, %16 ], [ %26, %117 ]
  %23 = phi ptr [ %18, %16 ], [ %114, %117 ]
  %24 = icmp eq i8 %21, 0
  br i1 %24, label %123, label %4, !llvm.loop !15

25:                                               ; preds = %4
  %26 = add nsw i32 %7, 1
  store i32 %26, ptr @ntok, align 4, !tbaa !6
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %27
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  %29 = load ptr, ptr %3, align 8, !tbaa !10
  %30 = load i8, ptr %6, align 1, !tbaa !14
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds i16, ptr %29, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !12
  %34 = zext i16 %33 to i32
  %35 = and i32 %34, 2048
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %56, label %37

37:                                               ; preds = %25
  %38 = and i16 %33, 2048
  %39 = icmp eq i16 %38, 0
  br i1 %39, label %16, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %28, i64 8
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %49, %42 ]
  %44 = phi i64 [ %31, %40 ], [ %51, %42 ]
  %45 = phi ptr [ %6, %40 ], [ %47, %42 ]
  %46 = mul nsw i64 %43, 10
  %47 = getelementptr inbounds i8, ptr %45, i64 1
  %48 = add nsw i64 %44, -48
  %49 = add nsw i64 %48, %46
  store i64 %49, ptr %41, align 8, !tbaa !17
  %50 = load i8, ptr %47, align 1, !tbaa !14
  %51 = zext i8 %50 to i64
  %52 = getelementptr inbounds i16, ptr %29, i64 %51
  %53 = load i16, ptr %52, align 2, !tbaa !12
  %54 = and i16 %53, 2048
  %55 = icmp eq i16 %54, 0
  br i1 %55, label %16, label %42, !llvm.loop !20

56:                                               ; preds = %25
  %57 = and i32 %34, 1024
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %113, label %59

59:                                               ; preds = %56
  %60 = and i16 %33, 8
  %61 = icmp eq i16 %60, 0
  br i1 %61, label %80, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %28, i64 16
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %69, %64 ]
  %66 = phi i8 [ %30, %62 ], [ %72, %64 ]
  %67 = phi ptr [ %6, %62 ], [ %68, %64 ]
  %68 = getelementptr inbounds i8, ptr %67, i64 1
  %69 = add nuw nsw i64 %65, 1
  %70 = getelementptr inbounds [16 x i8], ptr %63, i64 0, i64 %65
  store i8 %66, ptr %70, align 1, !tbaa !14
  %71 = load ptr, ptr %3, align 8, !tbaa !10
  %72 = load i8, ptr %68, align 1, !tbaa !14
  %73 = zext i8 %72 to i64
  %74 = getelementptr inbounds i16, ptr %71, i64 %73
  %75 = load i16, ptr %74, align 2, !tbaa !12
  %76 = and i16 %75, 8
  %77 = icmp ne i16 %76, 0
  %78 = icmp ult i64 %65, 14
  %79 = and i1 %78, %77
  br i1 %79, label %64, label %80, !llvm.loop !21

80:                                               ; preds = %64, %59
  %81 = phi ptr [ %6, %59 ], [ %68, %64 ]
  %82 = getelementptr inbounds i8, ptr %28, i64 16
  %83 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %82, ptr noundef nonnull dereferenceable(6) @.str.3) #9
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %110, label %85

85:                                               ; preds = %80
  %86 = load i8, ptr %82, align 8
  %87 = zext i8 %86 to i32
  %88 = add nsw i32 %87, -105
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %100

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %28, i64 17
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i32
  %94 = add nsw i32 %93, -102
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %100

96:                                               ; preds = %90
  %97 = getelementptr inbounds i8, ptr %28, i64 18
  %98 = load i8, ptr %97, align 2
  %99 = zext i8 %98 to i32
  br label %100

100:                                              ; preds = %96, %90, %85
  %101 = phi i32 [ %88, %85 ], [ %94, %90 ], [ %99, %96 ]
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %110, label %103

103:                                              ; preds = %100
  %104 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %82, ptr noundef nonnull dereferenceable(5) @.str.5) #9
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %103
  %107 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %82, ptr noundef nonnull dereferenceable(6) @.str.6) #9
  %108 = freeze i32 %107
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %111

110:                                              ; preds = %106, %103, %100, %80
  br label %111

111:                                              ; preds = %110, %106
  %112 = phi i32 [ 3, %110 ], [ 1, %106 ]
  store i32 %112, ptr %28, align 8, !tbaa !22
  br label %16

113:                                              ; preds = %56
  store i32 2, ptr %28, align 8, !tbaa !22
  %114 = getelementptr inbounds i8, ptr %6, i64 1
  %115 = load i8, ptr %6, align 1, !tbaa !14
  %116 = getelementptr inbounds i8, ptr %28, i64 16
  store i8 %115, ptr %116, align 8, !tbaa !14
  switch i8 %115, label %16 [
    i8 61, label %117
    i8 60, label %117
    i8 62, label %117
    i8 33, label %117
  ]

117:                                              ; preds = %113, %113, %113, %113
  %118 = load i8, ptr %114, align 1, !tbaa !14
  %119 = icmp eq i8 %118, 61
  br i1 %119, label %120, label %20

120:                                              ; preds = %117
  %121 = getelementptr inbounds i8, ptr %6, i64 2
  %122 = getelementptr inbounds i8, ptr %28, i64 17
  store i8 61, ptr %122, align 1, !tbaa !14
  br label %16

123:                                              ; preds = %20
  %124 = sext i32 %22 to i64
  %125 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %124
  store i32 4, ptr %125, align 8, !tbaa !22
  store i32 0, ptr @tp, align 4, !tbaa !6
  store i32 0, ptr @pc, align 4, !tbaa !6
  %126 = load i32, ptr @toks, align 8, !tbaa !22
  %127 = icmp eq i32 %126, 4
  br i1 %127, label %137, label %128

128:                                              ; preds = %123, %128
  tail call fastcc void @stmt()
  %129 = load i32, ptr @tp, align 4, !tbaa !6
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %130
  %132 = load i32, ptr %131, align 8, !tbaa !22
  %133 = icmp eq i32 %132, 4
  br i1 %133, label %134, label %128, !llvm.loop !23

134:                                              ; preds = %128
  %135 = load i32, ptr @pc, align 4, !tbaa !6
  %136 = load i32, ptr @ntok, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %134, %123
  %138 = phi i32 [ %136, %134 ], [ %22, %123 ]
  %139 = phi i32 [ %135, %134 ], [ 0, %123 ]
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @pc, align 4, !tbaa !6
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %141
  store i64 17, ptr %142, align 8, !tbaa !24
  %143 = load i32, ptr @nvars, align 4, !tbaa !6
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %138, i32 noundef %140, i32 noundef %143)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %2, i8 0, i64 512, i1 false)
  br label %145

145:                                              ; preds = %248, %137
  %146 = phi i64 [ 0, %137 ], [ %149, %248 ]
  %147 = phi i32 [ 0, %137 ], [ %249, %248 ]
  %148 = phi i32 [ 0, %137 ], [ %250, %248 ]
  %149 = add nuw nsw i64 %146, 1
  %150 = add nsw i32 %147, 1
  %151 = sext i32 %147 to i64
  %152 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8, !tbaa !24
  switch i64 %153, label %205 [
    i64 0, label %154
    i64 1, label %162
    i64 2, label %172
    i64 14, label %182
    i64 15, label %194
    i64 16, label %199
    i64 17, label %251
  ]

154:                                              ; preds = %145
  %155 = add nsw i32 %147, 2
  %156 = sext i32 %150 to i64
  %157 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %156
  %158 = load i64, ptr %157, align 8, !tbaa !24
  %159 = add nsw i32 %148, 1
  %160 = sext i32 %148 to i64
  %161 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %160
  store i64 %158, ptr %161, align 8, !tbaa !24
  br label %248

162:                                              ; preds = %145
  %163 = add nsw i32 %147, 2
  %164 = sext i32 %150 to i64
  %165 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %164
  %166 = load i64, ptr %165, align 8, !tbaa !24
  %167 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %166
  %168 = load i64, ptr %167, align 8, !tbaa !24
  %169 = add nsw i32 %148, 1
  %170 = sext i32 %148 to i64
  %171 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %170
  store i64 %168, ptr %171, align 8, !tbaa !24
  br label %248

172:                                              ; preds = %145
  %173 = add nsw i32 %148, -1
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %174
  %176 = load i64, ptr %175, align 8, !tbaa !24
  %177 = add nsw i32 %147, 2
  %178 = sext i32 %150 to i64
  %179 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %178
  %180 = load i64, ptr %179, align 8, !tbaa !24
  %181 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %180
  store i64 %176, ptr %181, align 8, !tbaa !24
  br label %248

182:                                              ; preds = %145
  %183 = add nsw i32 %147, 2
  %184 = add nsw i32 %148, -1
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %185
  %187 = load i64, ptr %186, align 8, !tbaa !24
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %189, label %248

189:                                              ; preds = %182
  %190 = sext i32 %150 to i64
  %191 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %190
  %192 = load i64, ptr %191, align 8, !tbaa !24
  %193 = trunc i64 %192 to i32
  br label %248

194:                                              ; preds = %145
  %195 = sext i32 %150 to i64
  %196 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %195
  %197 = load i64, ptr %196, align 8, !tbaa !24
  %198 = trunc i64 %197 to i32
  br label %248

199:                                              ; preds = %145
  %200 = add nsw i32 %148, -1
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8, !tbaa !24
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %203)
  br label %248

205:                                              ; preds = %145
  %206 = add nsw i32 %148, -1
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %207
  %209 = load i64, ptr %208, align 8, !tbaa !24
  %210 = add nsw i32 %148, -2
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %211
  %213 = load i64, ptr %212, align 8, !tbaa !24
  switch i64 %153, label %243 [
    i64 3, label %214
    i64 4, label %216
    i64 5, label %218
    i64 6, label %220
    i64 7, label %224
    i64 8, label %228
    i64 9, label %231
    i64 10, label %234
    i64 11, label %237
    i64 12, label %240
  ]

214:                                              ; preds = %205
  %215 = add nsw i64 %213, %209
  br label %246

216:                                              ; preds = %205
  %217 = sub nsw i64 %213, %209
  br label %246

218:                                              ; preds = %205
  %219 = mul nsw i64 %213, %209
  br label %246

220:                                              ; preds = %205
  %221 = icmp eq i64 %209, 0
  br i1 %221, label %246, label %222

222:                                              ; preds = %220
  %223 = sdiv i64 %213, %209
  br label %246

224:                                              ; preds = %205
  %225 = icmp eq i64 %209, 0
  br i1 %225, label %246, label %226

226:                                              ; preds = %224
  %227 = srem i64 %213, %209
  br label %246

228:                                              ; preds = %205
  %229 = icmp slt i64 %213, %209
  %230 = zext i1 %229 to i64
  br label %246

231:                                              ; preds = %205
  %232 = icmp sle i64 %213, %209
  %233 = zext i1 %232 to i64
  br label %246

234:                                              ; preds = %205
  %235 = icmp sgt i64 %213, %209
  %236 = zext i1 %235 to i64
  br label %246

237:                                              ; preds = %205
  %238 = icmp sge i64 %213, %209
  %239 = zext i1 %238 to i64
  br label %246

240:                                              ; preds = %205
  %241 = icmp eq i64 %213, %209
  %242 = zext i1 %241 to i64
  br label %246

243:                                              ; preds = %205
  %244 = icmp ne i64 %213, %209
  %245 = zext i1 %244 to i64
  br label %246

246:                                              ; preds = %243, %240, %237, %234, %231, %228, %226, %224, %222, %220, %218, %216, %214
  %247 = phi i64 [ %245, %243 ], [ %242, %240 ], [ %239, %237 ], [ %236, %234 ], [ %233, %231 ], [ %230, %228 ], [ %219, %218 ], [ %217, %216 ], [ %215, %214 ], [ %223, %222 ], [ 0, %220 ], [ %227, %226 ], [ 0, %224 ]
  store i64 %247, ptr %212, align 8, !tbaa !24
  br label %248

248:                                              ; preds = %246, %199, %194, %189, %182, %172, %162, %154
  %249 = phi i32 [ %150, %246 ], [ %150, %199 ], [ %198, %194 ], [ %193, %189 ], [ %183, %182 ], [ %177, %172 ], [ %163, %162 ], [ %155, %154 ]
  %250 = phi i32 [ %206, %246 ], [ %200, %199 ], [ %148, %194 ], [ %184, %189 ], [ %184, %182 ], [ %173, %172 ], [ %169, %162 ], [ %159, %154 ]
  br label %145

251:                                              ; preds = %145
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #10
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %149)
  %253 = trunc i64 %149 to i32
  %254 = and i32 %253, 255
  ret i32 %254
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @stmt() unnamed_addr #0 {
  %1 = load i32, ptr @tp, align 4, !tbaa !6
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 8, !tbaa !22
  %5 = icmp eq i32 %4, 3
  br i1 %5, label %6, label %226

6:                                                ; preds = %0
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(6) @.str.3) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %69

10:                                               ; preds = %6
  %11 = add nsw i32 %1, 1
  store i32 %11, ptr @tp, align 4, !tbaa !6
  %12 = load i32, ptr @pc, align 4, !tbaa !6
  tail call fastcc void @expr()
  %13 = load i32, ptr @pc, align 4, !tbaa !6
  %14 = add nsw i32 %13, 1
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %15
  %17 = add nsw i32 %13, 2
  store i32 %17, ptr @pc, align 4, !tbaa !6
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %18
  store <2 x i64> <i64 14, i64 0>, ptr %16, align 8, !tbaa !24
  %20 = load i32, ptr @tp, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %21
  %23 = load i32, ptr %22, align 8, !tbaa !22
  %24 = icmp eq i32 %23, 2
  br i1 %24, label %25, label %33

25:                                               ; preds = %10
  %26 = getelementptr inbounds i8, ptr %22, i64 16
  %27 = load i8, ptr %26, align 8
  %28 = icmp eq i8 %27, 123
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, ptr %22, i64 17
  %31 = load i8, ptr %30, align 1
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %25, %29, %10
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %20, ptr noundef nonnull @.str.22)
  tail call void @exit(i32 noundef 3) #11
  unreachable

35:                                               ; preds = %29
  %36 = add nsw i32 %20, 1
  store i32 %36, ptr @tp, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %56, %35
  %38 = phi i32 [ %57, %56 ], [ %36, %35 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %39
  %41 = load i32, ptr %40, align 8, !tbaa !22
  %42 = icmp eq i32 %41, 2
  br i1 %42, label %43, label %56

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %40, i64 16
  %45 = load i8, ptr %44, align 8
  %46 = zext i8 %45 to i32
  %47 = add nsw i32 %46, -125
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %40, i64 17
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  br label %53

53:                                               ; preds = %43, %49
  %54 = phi i32 [ %47, %43 ], [ %52, %49 ]
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %58, label %56

56:                                               ; preds = %37, %53
  tail call fastcc void @stmt()
  %57 = load i32, ptr @tp, align 4, !tbaa !6
  br label %37, !llvm.loop !25

58:                                               ; preds = %53
  %59 = add nsw i32 %38, 1
  store i32 %59, ptr @tp, align 4, !tbaa !6
  %60 = load i32, ptr @pc, align 4, !tbaa !6
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %62
  store i64 15, ptr %63, align 8, !tbaa !24
  %64 = sext i32 %12 to i64
  %65 = add nsw i32 %60, 2
  store i32 %65, ptr @pc, align 4, !tbaa !6
  %66 = sext i32 %61 to i64
  %67 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %66
  store i64 %64, ptr %67, align 8, !tbaa !24
  %68 = sext i32 %65 to i64
  store i64 %68, ptr %19, align 8, !tbaa !24
  br label %291

69:                                               ; preds = %6
  %70 = load i8, ptr %7, align 8
  %71 = zext i8 %70 to i32
  %72 = add nsw i32 %71, -105
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %84

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %3, i64 17
  %76 = load i8, ptr %75, align 1
  %77 = zext i8 %76 to i32
  %78 = add nsw i32 %77, -102
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, ptr %3, i64 18
  %82 = load i8, ptr %81, align 2
  %83 = zext i8 %82 to i32
  br label %84

84:                                               ; preds = %69, %74, %80
  %85 = phi i32 [ %72, %69 ], [ %78, %74 ], [ %83, %80 ]
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %200

87:                                               ; preds = %84
  %88 = add nsw i32 %1, 1
  store i32 %88, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @expr()
  %89 = load i32, ptr @pc, align 4, !tbaa !6
  %90 = add nsw i32 %89, 1
  %91 = sext i32 %89 to i64
  %92 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %91
  %93 = add nsw i32 %89, 2
  store i32 %93, ptr @pc, align 4, !tbaa !6
  %94 = sext i32 %90 to i64
  %95 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %94
  store <2 x i64> <i64 14, i64 0>, ptr %92, align 8, !tbaa !24
  %96 = load i32, ptr @tp, align 4, !tbaa !6
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %97
  %99 = load i32, ptr %98, align 8, !tbaa !22
  %100 = icmp eq i32 %99, 2
  br i1 %100, label %101, label %109

101:                                              ; preds = %87
  %102 = getelementptr inbounds i8, ptr %98, i64 16
  %103 = load i8, ptr %102, align 8
  %104 = icmp eq i8 %103, 123
  br i1 %104, label %105, label %109

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %98, i64 17
  %107 = load i8, ptr %106, align 1
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %111, label %109

109:                                              ; preds = %101, %105, %87
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %96, ptr noundef nonnull @.str.22)
  tail call void @exit(i32 noundef 3) #11
  unreachable

111:                                              ; preds = %105
  %112 = add nsw i32 %96, 1
  store i32 %112, ptr @tp, align 4, !tbaa !6
  br label %113

113:                                              ; preds = %132, %111
  %114 = phi i32 [ %133, %132 ], [ %112, %111 ]
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %115
  %117 = load i32, ptr %116, align 8, !tbaa !22
  %118 = icmp eq i32 %117, 2
  br i1 %118, label %119, label %132

119:                                              ; preds = %113
  %120 = getelementptr inbounds i8, ptr %116, i64 16
  %121 = load i8, ptr %120, align 8
  %122 = zext i8 %121 to i32
  %123 = add nsw i32 %122, -125
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %129

125:                                              ; preds = %119
  %126 = getelementptr inbounds i8, ptr %116, i64 17
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i32
  br label %129

129:                                              ; preds = %119, %125
  %130 = phi i32 [ %123, %119 ], [ %128, %125 ]
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %134, label %132

132:                                              ; preds = %113, %129
  tail call fastcc void @stmt()
  %133 = load i32, ptr @tp, align 4, !tbaa !6
  br label %113, !llvm.loop !25

134:                                              ; preds = %129
  %135 = add nsw i32 %114, 1
  store i32 %135, ptr @tp, align 4, !tbaa !6
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %136
  %138 = load i32, ptr %137, align 8, !tbaa !22
  %139 = icmp eq i32 %138, 3
  br i1 %139, label %142, label %140

140:                                              ; preds = %134
  %141 = load i32, ptr @pc, align 4, !tbaa !6
  br label %197

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %137, i64 16
  %144 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %143, ptr noundef nonnull dereferenceable(5) @.str.5) #9
  %145 = icmp eq i32 %144, 0
  %146 = load i32, ptr @pc, align 4, !tbaa !6
  br i1 %145, label %147, label %197

147:                                              ; preds = %142
  %148 = add nsw i32 %114, 2
  store i32 %148, ptr @tp, align 4, !tbaa !6
  %149 = add nsw i32 %146, 1
  %150 = sext i32 %146 to i64
  %151 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %150
  store i64 15, ptr %151, align 8, !tbaa !24
  %152 = add nsw i32 %146, 2
  store i32 %152, ptr @pc, align 4, !tbaa !6
  %153 = sext i32 %149 to i64
  %154 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %153
  store i64 0, ptr %154, align 8, !tbaa !24
  %155 = sext i32 %152 to i64
  store i64 %155, ptr %95, align 8, !tbaa !24
  %156 = sext i32 %148 to i64
  %157 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %156
  %158 = load i32, ptr %157, align 8, !tbaa !22
  %159 = icmp eq i32 %158, 2
  br i1 %159, label %160, label %168

160:                                              ; preds = %147
  %161 = getelementptr inbounds i8, ptr %157, i64 16
  %162 = load i8, ptr %161, align 8
  %163 = icmp eq i8 %162, 123
  br i1 %163, label %164, label %168

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, ptr %157, i64 17
  %166 = load i8, ptr %165, align 1
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %170, label %168

168:                                              ; preds = %160, %164, %147
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %148, ptr noundef nonnull @.str.22)
  tail call void @exit(i32 noundef 3) #11
  unreachable

170:                                              ; preds = %164
  %171 = add nsw i32 %114, 3
  store i32 %171, ptr @tp, align 4, !tbaa !6
  br label %172

172:                                              ; preds = %191, %170
  %173 = phi i32 [ %192, %191 ], [ %171, %170 ]
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %174
  %176 = load i32, ptr %175, align 8, !tbaa !22
  %177 = icmp eq i32 %176, 2
  br i1 %177, label %178, label %191

178:                                              ; preds = %172
  %179 = getelementptr inbounds i8, ptr %175, i64 16
  %180 = load i8, ptr %179, align 8
  %181 = zext i8 %180 to i32
  %182 = add nsw i32 %181, -125
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %188

184:                                              ; preds = %178
  %185 = getelementptr inbounds i8, ptr %175, i64 17
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i32
  br label %188

188:                                              ; preds = %178, %184
  %189 = phi i32 [ %182, %178 ], [ %187, %184 ]
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %172, %188
  tail call fastcc void @stmt()
  %192 = load i32, ptr @tp, align 4, !tbaa !6
  br label %172, !llvm.loop !25

193:                                              ; preds = %188
  %194 = add nsw i32 %173, 1
  store i32 %194, ptr @tp, align 4, !tbaa !6
  %195 = load i32, ptr @pc, align 4, !tbaa !6
  %196 = sext i32 %195 to i64
  store i64 %196, ptr %154, align 8, !tbaa !24
  br label %291

197:                                              ; preds = %140, %142
  %198 = phi i32 [ %141, %140 ], [ %146, %142 ]
  %199 = sext i32 %198 to i64
  store i64 %199, ptr %95, align 8, !tbaa !24
  br label %291

200:                                              ; preds = %84
  %201 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(6) @.str.6) #9
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %203, label %226

203:                                              ; preds = %200
  %204 = add nsw i32 %1, 1
  store i32 %204, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @expr()
  %205 = load i32, ptr @pc, align 4, !tbaa !6
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @pc, align 4, !tbaa !6
  %207 = sext i32 %205 to i64
  %208 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %207
  store i64 16, ptr %208, align 8, !tbaa !24
  %209 = load i32, ptr @tp, align 4, !tbaa !6
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %210
  %212 = load i32, ptr %211, align 8, !tbaa !22
  %213 = icmp eq i32 %212, 2
  br i1 %213, label %214, label %222

214:                                              ; preds = %203
  %215 = getelementptr inbounds i8, ptr %211, i64 16
  %216 = load i8, ptr %215, align 8
  %217 = icmp eq i8 %216, 59
  br i1 %217, label %218, label %222

218:                                              ; preds = %214
  %219 = getelementptr inbounds i8, ptr %211, i64 17
  %220 = load i8, ptr %219, align 1
  %221 = icmp eq i8 %220, 0
  br i1 %221, label %224, label %222

222:                                              ; preds = %214, %218, %203
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %209, ptr noundef nonnull @.str.7)
  tail call void @exit(i32 noundef 3) #11
  unreachable

224:                                              ; preds = %218
  %225 = add nsw i32 %209, 1
  store i32 %225, ptr @tp, align 4, !tbaa !6
  br label %291

226:                                              ; preds = %0, %200
  %227 = add nsw i32 %1, 1
  store i32 %227, ptr @tp, align 4, !tbaa !6
  %228 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 2
  %229 = load i32, ptr @nvars, align 4, !tbaa !6
  %230 = icmp sgt i32 %229, 0
  br i1 %230, label %231, label %241

231:                                              ; preds = %226
  %232 = zext nneg i32 %229 to i64
  br label %233

233:                                              ; preds = %238, %231
  %234 = phi i64 [ 0, %231 ], [ %239, %238 ]
  %235 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %234
  %236 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %235, ptr noundef nonnull readonly dereferenceable(1) %228) #9
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %246, label %238

238:                                              ; preds = %233
  %239 = add nuw nsw i64 %234, 1
  %240 = icmp eq i64 %239, %232
  br i1 %240, label %241, label %233, !llvm.loop !26

241:                                              ; preds = %238, %226
  %242 = sext i32 %229 to i64
  %243 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %242
  %244 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %243, ptr noundef nonnull readonly dereferenceable(1) %228) #10
  %245 = add nsw i32 %229, 1
  store i32 %245, ptr @nvars, align 4, !tbaa !6
  br label %248

246:                                              ; preds = %233
  %247 = trunc nuw nsw i64 %234 to i32
  br label %248

248:                                              ; preds = %241, %246
  %249 = phi i32 [ %229, %241 ], [ %247, %246 ]
  %250 = sext i32 %227 to i64
  %251 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %250
  %252 = load i32, ptr %251, align 8, !tbaa !22
  %253 = icmp eq i32 %252, 2
  br i1 %253, label %254, label %262

254:                                              ; preds = %248
  %255 = getelementptr inbounds i8, ptr %251, i64 16
  %256 = load i8, ptr %255, align 8
  %257 = icmp eq i8 %256, 61
  br i1 %257, label %258, label %262

258:                                              ; preds = %254
  %259 = getelementptr inbounds i8, ptr %251, i64 17
  %260 = load i8, ptr %259, align 1
  %261 = icmp eq i8 %260, 0
  br i1 %261, label %264, label %262

262:                                              ; preds = %254, %258, %248
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %227, ptr noundef nonnull @.str.8)
  tail call void @exit(i32 noundef 3) #11
  unreachable

264:                                              ; preds = %258
  %265 = add nsw i32 %1, 2
  store i32 %265, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @expr()
  %266 = load i32, ptr @pc, align 4, !tbaa !6
  %267 = add nsw i32 %266, 1
  %268 = sext i32 %266 to i64
  %269 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %268
  store i64 2, ptr %269, align 8, !tbaa !24
  %270 = sext i32 %249 to i64
  %271 = add nsw i32 %266, 2
  store i32 %271, ptr @pc, align 4, !tbaa !6
  %272 = sext i32 %267 to i64
  %273 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %272
  store i64 %270, ptr %273, align 8, !tbaa !24
  %274 = load i32, ptr @tp, align 4, !tbaa !6
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %275
  %277 = load i32, ptr %276, align 8, !tbaa !22
  %278 = icmp eq i32 %277, 2
  br i1 %278, label %279, label %287

279:                                              ; preds = %264
  %280 = getelementptr inbounds i8, ptr %276, i64 16
  %281 = load i8, ptr %280, align 8
  %282 = icmp eq i8 %281, 59
  br i1 %282, label %283, label %287

283:                                              ; preds = %279
  %284 = getelementptr inbounds i8, ptr %276, i64 17
  %285 = load i8, ptr %284, align 1
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %289, label %287

287:                                              ; preds = %279, %283, %264
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %274, ptr noundef nonnull @.str.7)
  tail call void @exit(i32 noundef 3) #11
  unreachable

289:                                              ; preds = %283
  %290 = add nsw i32 %274, 1
  store i32 %290, ptr @tp, align 4, !tbaa !6
  br label %291

291:                                              ; preds = %193, %197, %289, %224, %58
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @expr() unnamed_addr #0 {
  tail call fastcc void @addexpr()
  %1 = load i32, ptr @tp, align 4, !tbaa !6
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 8, !tbaa !22
  %5 = icmp eq i32 %4, 2
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  br i1 %5, label %7, label %32

7:                                                ; preds = %0
  %8 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(2) @.str.9) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %29, %26, %23, %20, %17, %7
  %11 = phi i64 [ 8, %7 ], [ 9, %17 ], [ 10, %20 ], [ 11, %23 ], [ 12, %26 ], [ 13, %29 ]
  %12 = add nsw i32 %1, 1
  store i32 %12, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @addexpr()
  %13 = load i32, ptr @pc, align 4, !tbaa !6
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @pc, align 4, !tbaa !6
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %15
  store i64 %11, ptr %16, align 8, !tbaa !24
  br label %32

17:                                               ; preds = %7
  %18 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.10) #9
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %10, label %20

20:                                               ; preds = %17
  %21 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(2) @.str.11) #9
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %10, label %23

23:                                               ; preds = %20
  %24 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.12) #9
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %10, label %26

26:                                               ; preds = %23
  %27 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.13) #9
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %10, label %29

29:                                               ; preds = %26
  %30 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull readonly dereferenceable(3) @.str.14) #9
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %10, label %32

32:                                               ; preds = %29, %0, %10
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @addexpr() unnamed_addr #0 {
  tail call fastcc void @primary()
  %1 = load i32, ptr @tp, align 4, !tbaa !6
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 8, !tbaa !22
  %5 = icmp eq i32 %4, 2
  br i1 %5, label %6, label %144

6:                                                ; preds = %0, %41
  %7 = phi ptr [ %50, %41 ], [ %3, %0 ]
  %8 = phi i32 [ %48, %41 ], [ %1, %0 ]
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = add nsw i32 %11, -42
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %6
  %15 = getelementptr inbounds i8, ptr %7, i64 17
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  br label %18

18:                                               ; preds = %14, %6
  %19 = phi i32 [ %12, %6 ], [ %17, %14 ]
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %41, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %11, -47
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %7, i64 17
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  br label %28

28:                                               ; preds = %24, %21
  %29 = phi i32 [ %22, %21 ], [ %27, %24 ]
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %41, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %11, -37
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %7, i64 17
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  br label %38

38:                                               ; preds = %34, %31
  %39 = phi i32 [ %32, %31 ], [ %37, %34 ]
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %53

41:                                               ; preds = %38, %28, %18
  %42 = phi i64 [ 5, %18 ], [ 6, %28 ], [ 7, %38 ]
  %43 = add nsw i32 %8, 1
  store i32 %43, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @primary()
  %44 = load i32, ptr @pc, align 4, !tbaa !6
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @pc, align 4, !tbaa !6
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %46
  store i64 %42, ptr %47, align 8, !tbaa !24
  %48 = load i32, ptr @tp, align 4, !tbaa !6
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %49
  %51 = load i32, ptr %50, align 8, !tbaa !22
  %52 = icmp eq i32 %51, 2
  br i1 %52, label %6, label %144

53:                                               ; preds = %38, %139
  %54 = phi i32 [ %89, %139 ], [ %8, %38 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %55
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load i8, ptr %57, align 8
  %59 = zext i8 %58 to i32
  %60 = add nsw i32 %59, -43
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %66

62:                                               ; preds = %53
  %63 = getelementptr inbounds i8, ptr %56, i64 17
  %64 = load i8, ptr %63, align 1
  %65 = zext i8 %64 to i32
  br label %66

66:                                               ; preds = %53, %62
  %67 = phi i32 [ %60, %53 ], [ %65, %62 ]
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %79, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %59, -45
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %56, i64 17
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  br label %76

76:                                               ; preds = %69, %72
  %77 = phi i32 [ %70, %69 ], [ %75, %72 ]
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %144

79:                                               ; preds = %76, %66
  %80 = phi i64 [ 3, %66 ], [ 4, %76 ]
  %81 = add nsw i32 %54, 1
  store i32 %81, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @primary()
  %82 = load i32, ptr @tp, align 4, !tbaa !6
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %83
  %85 = load i32, ptr %84, align 8, !tbaa !22
  %86 = icmp eq i32 %85, 2
  br i1 %86, label %87, label %134

87:                                               ; preds = %79, %122
  %88 = phi ptr [ %131, %122 ], [ %84, %79 ]
  %89 = phi i32 [ %129, %122 ], [ %82, %79 ]
  %90 = getelementptr inbounds i8, ptr %88, i64 16
  %91 = load i8, ptr %90, align 1
  %92 = zext i8 %91 to i32
  %93 = add nsw i32 %92, -42
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %99

95:                                               ; preds = %87
  %96 = getelementptr inbounds i8, ptr %88, i64 17
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  br label %99

99:                                               ; preds = %95, %87
  %100 = phi i32 [ %93, %87 ], [ %98, %95 ]
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %122, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %92, -47
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %109

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %88, i64 17
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  br label %109

109:                                              ; preds = %105, %102
  %110 = phi i32 [ %103, %102 ], [ %108, %105 ]
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %122, label %112

112:                                              ; preds = %109
  %113 = add nsw i32 %92, -37
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %88, i64 17
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  br label %119

119:                                              ; preds = %115, %112
  %120 = phi i32 [ %113, %112 ], [ %118, %115 ]
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %139

122:                                              ; preds = %119, %109, %99
  %123 = phi i64 [ 5, %99 ], [ 6, %109 ], [ 7, %119 ]
  %124 = add nsw i32 %89, 1
  store i32 %124, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @primary()
  %125 = load i32, ptr @pc, align 4, !tbaa !6
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @pc, align 4, !tbaa !6
  %127 = sext i32 %125 to i64
  %128 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %127
  store i64 %123, ptr %128, align 8, !tbaa !24
  %129 = load i32, ptr @tp, align 4, !tbaa !6
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %130
  %132 = load i32, ptr %131, align 8, !tbaa !22
  %133 = icmp eq i32 %132, 2
  br i1 %133, label %87, label %134

134:                                              ; preds = %79, %122
  %135 = load i32, ptr @pc, align 4, !tbaa !6
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @pc, align 4, !tbaa !6
  %137 = sext i32 %135 to i64
  %138 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %137
  store i64 %80, ptr %138, align 8, !tbaa !24
  br label %144

139:                                              ; preds = %119
  %140 = load i32, ptr @pc, align 4, !tbaa !6
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @pc, align 4, !tbaa !6
  %142 = sext i32 %140 to i64
  %143 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %142
  store i64 %80, ptr %143, align 8, !tbaa !24
  br label %53

144:                                              ; preds = %41, %76, %0, %134
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @primary() unnamed_addr #0 {
  %1 = load i32, ptr @tp, align 4, !tbaa !6
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 8, !tbaa !22
  switch i32 %4, label %113 [
    i32 0, label %5
    i32 1, label %16
    i32 2, label %48
  ]

5:                                                ; preds = %0
  %6 = load i32, ptr @pc, align 4, !tbaa !6
  %7 = add nsw i32 %6, 1
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %8
  store i64 0, ptr %9, align 8, !tbaa !24
  %10 = add nsw i32 %1, 1
  store i32 %10, ptr @tp, align 4, !tbaa !6
  %11 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 1
  %12 = load i64, ptr %11, align 8, !tbaa !17
  %13 = add nsw i32 %6, 2
  store i32 %13, ptr @pc, align 4, !tbaa !6
  %14 = sext i32 %7 to i64
  %15 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %14
  store i64 %12, ptr %15, align 8, !tbaa !24
  br label %113

16:                                               ; preds = %0
  %17 = load i32, ptr @pc, align 4, !tbaa !6
  %18 = add nsw i32 %17, 1
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %19
  store i64 1, ptr %20, align 8, !tbaa !24
  %21 = add nsw i32 %1, 1
  store i32 %21, ptr @tp, align 4, !tbaa !6
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 2
  %23 = load i32, ptr @nvars, align 4, !tbaa !6
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %16
  %26 = zext nneg i32 %23 to i64
  br label %27

27:                                               ; preds = %32, %25
  %28 = phi i64 [ 0, %25 ], [ %33, %32 ]
  %29 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %28
  %30 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %29, ptr noundef nonnull readonly dereferenceable(1) %22) #9
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %40, label %32

32:                                               ; preds = %27
  %33 = add nuw nsw i64 %28, 1
  %34 = icmp eq i64 %33, %26
  br i1 %34, label %35, label %27, !llvm.loop !26

35:                                               ; preds = %32, %16
  %36 = sext i32 %23 to i64
  %37 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %36
  %38 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %37, ptr noundef nonnull readonly dereferenceable(1) %22) #10
  %39 = add nsw i32 %23, 1
  store i32 %39, ptr @nvars, align 4, !tbaa !6
  br label %43

40:                                               ; preds = %27
  %41 = shl i64 %28, 32
  %42 = ashr exact i64 %41, 32
  br label %43

43:                                               ; preds = %35, %40
  %44 = phi i64 [ %36, %35 ], [ %42, %40 ]
  %45 = add nsw i32 %17, 2
  store i32 %45, ptr @pc, align 4, !tbaa !6
  %46 = sext i32 %18 to i64
  %47 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %46
  store i64 %44, ptr %47, align 8, !tbaa !24
  br label %113

48:                                               ; preds = %0
  %49 = getelementptr inbounds i8, ptr %3, i64 16
  %50 = load i8, ptr %49, align 8
  switch i8 %50, label %113 [
    i8 40, label %51
    i8 45, label %109
  ]

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %3, i64 17
  %53 = load i8, ptr %52, align 1
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %55, label %113

55:                                               ; preds = %51
  %56 = add nsw i32 %1, 1
  store i32 %56, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @addexpr()
  %57 = load i32, ptr @tp, align 4, !tbaa !6
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %58
  %60 = load i32, ptr %59, align 8, !tbaa !22
  %61 = icmp eq i32 %60, 2
  %62 = getelementptr inbounds i8, ptr %59, i64 16
  br i1 %61, label %63, label %104

63:                                               ; preds = %55
  %64 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(2) @.str.9) #9
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %81, label %66

66:                                               ; preds = %63
  %67 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.10) #9
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %81, label %69

69:                                               ; preds = %66
  %70 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(2) @.str.11) #9
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %81, label %72

72:                                               ; preds = %69
  %73 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.12) #9
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %81, label %75

75:                                               ; preds = %72
  %76 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.13) #9
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %75
  %79 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %62, ptr noundef nonnull readonly dereferenceable(3) @.str.14) #9
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %93

81:                                               ; preds = %63, %66, %69, %72, %75, %78
  %82 = phi i64 [ 8, %63 ], [ 9, %66 ], [ 10, %69 ], [ 11, %72 ], [ 12, %75 ], [ 13, %78 ]
  %83 = add nsw i32 %57, 1
  store i32 %83, ptr @tp, align 4, !tbaa !6
  tail call fastcc void @addexpr()
  %84 = load i32, ptr @pc, align 4, !tbaa !6
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @pc, align 4, !tbaa !6
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %86
  store i64 %82, ptr %87, align 8, !tbaa !24
  %88 = load i32, ptr @tp, align 4, !tbaa !6
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %89
  %91 = load i32, ptr %90, align 8, !tbaa !22
  %92 = icmp eq i32 %91, 2
  br i1 %92, label %93, label %104

93:                                               ; preds = %78, %81
  %94 = phi i64 [ %89, %81 ], [ %58, %78 ]
  %95 = phi i32 [ %88, %81 ], [ %57, %78 ]
  %96 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %94
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load i8, ptr %97, align 8
  %99 = icmp eq i8 %98, 41
  br i1 %99, label %100, label %104

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %96, i64 17
  %102 = load i8, ptr %101, align 1
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %93, %55, %100, %81
  %105 = phi i32 [ %95, %100 ], [ %88, %81 ], [ %57, %55 ], [ %95, %93 ]
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %105, ptr noundef nonnull @.str.21)
  tail call void @exit(i32 noundef 3) #11
  unreachable

107:                                              ; preds = %100
  %108 = add nsw i32 %95, 1
  store i32 %108, ptr @tp, align 4, !tbaa !6
  br label %113

109:                                              ; preds = %48
  %110 = getelementptr inbounds i8, ptr %3, i64 17
  %111 = load i8, ptr %110, align 1
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %114, label %113

113:                                              ; preds = %0, %43, %109, %107, %5, %51, %48, %114
  ret void

114:                                              ; preds = %109
  %115 = add nsw i32 %1, 1
  store i32 %115, ptr @tp, align 4, !tbaa !6
  %116 = load i32, ptr @pc, align 4, !tbaa !6
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %117
  %119 = add nsw i32 %116, 2
  store i32 %119, ptr @pc, align 4, !tbaa !6
  store <2 x i64> zeroinitializer, ptr %118, align 8, !tbaa !24
  tail call fastcc void @primary()
  %120 = load i32, ptr @pc, align 4, !tbaa !6
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr @pc, align 4, !tbaa !6
  %122 = sext i32 %120 to i64
  %123 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %122
  store i64 4, ptr %123, align 8, !tbaa !24
  br label %113
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !19, i64 8}
!18 = !{!"", !7, i64 0, !19, i64 8, !8, i64 16}
!19 = !{!"long", !8, i64 0}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
!22 = !{!18, !7, i64 0}
!23 = distinct !{!23, !16}
!24 = !{!19, !19, i64 0}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
