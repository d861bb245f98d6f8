; ModuleID = 'programs/tiny_interpreter.c'
source_filename = "programs/tiny_interpreter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type { i32, i64, [16 x i8] }

@.str = private unnamed_addr constant [492 x i8] c"n = 2; count = 0; sum = 0;while n < 2000 { d = 2; p = 1; while d * d <= n { if n % d == 0 { p = 0; d = n; } d = d + 1; } if p { count = count + 1; sum = sum + n; } n = n + 1; }print count; print sum;a = 0; b = 1; i = 0; while i < 50 { t = a + b; a = b; b = t; i = i + 1; } print a;x = 27; steps = 0; while x != 1 { if x % 2 == 0 { x = x / 2; } else { x = 3 * x + 1; } steps = steps + 1; } print steps;g = 1071; h = 462; while h != 0 { t = g % h; g = h; h = t; } print g; print -(7 - 10) * 4;\00", align 1
@tp = internal unnamed_addr global i32 0, align 4
@pc = internal unnamed_addr global i32 0, align 4
@toks = internal global [2048 x %struct.Tok] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"tokens=%d code=%d vars=%d\0A\00", align 1
@ntok = internal unnamed_addr global i32 0, align 4
@nvars = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@code = internal unnamed_addr global [8192 x i64] zeroinitializer, align 16
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
@vars = internal global [64 x [16 x i8]] zeroinitializer, align 16
@.str.25 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i64], align 16
  %2 = alloca [64 x i64], align 16
  store i32 0, ptr @ntok, align 4, !tbaa !5
  %3 = tail call ptr @__ctype_b_loc() #8
  br label %4

4:                                                ; preds = %20, %0
  %5 = phi i8 [ 110, %0 ], [ %21, %20 ]
  %6 = phi ptr [ @.str, %0 ], [ %23, %20 ]
  %7 = phi i32 [ 0, %0 ], [ %22, %20 ]
  %8 = load ptr, ptr %3, align 8, !tbaa !9
  %9 = zext i8 %5 to i64
  %10 = getelementptr inbounds i16, ptr %8, i64 %9
  %11 = load i16, ptr %10, align 2, !tbaa !11
  %12 = and i16 %11, 8192
  %13 = icmp eq i16 %12, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %6, i64 1
  br label %16

16:                                               ; preds = %42, %121, %114, %112, %37, %14
  %17 = phi i32 [ %26, %121 ], [ %26, %112 ], [ %26, %114 ], [ %26, %37 ], [ %7, %14 ], [ %26, %42 ]
  %18 = phi ptr [ %122, %121 ], [ %82, %112 ], [ %115, %114 ], [ %6, %37 ], [ %15, %14 ], [ %47, %42 ]
  %19 = load i8, ptr %18, align 1, !tbaa !13
  br label %20

20:                                               ; preds = %118, %16
  %21 = phi i8 [ %19, %16 ], [ %119, %118 ]
  %22 = phi i32 [ %17, %16 ], [ %26, %118 ]
  %23 = phi ptr [ %18, %16 ], [ %115, %118 ]
  %24 = icmp eq i8 %21, 0
  br i1 %24, label %124, label %4, !llvm.loop !14

25:                                               ; preds = %4
  %26 = add nsw i32 %7, 1
  store i32 %26, ptr @ntok, align 4, !tbaa !5
  %27 = sext i32 %7 to i64
  %28 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %27
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  %29 = load ptr, ptr %3, align 8, !tbaa !9
  %30 = load i8, ptr %6, align 1, !tbaa !13
  %31 = zext i8 %30 to i64
  %32 = getelementptr inbounds i16, ptr %29, i64 %31
  %33 = load i16, ptr %32, align 2, !tbaa !11
  %34 = zext i16 %33 to i32
  %35 = and i32 %34, 2048
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %57, label %37

37:                                               ; preds = %25
  %38 = and i16 %33, 2048
  %39 = icmp eq i16 %38, 0
  br i1 %39, label %16, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %28, i64 8
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %50, %42 ]
  %44 = phi i8 [ %30, %40 ], [ %51, %42 ]
  %45 = phi ptr [ %6, %40 ], [ %47, %42 ]
  %46 = mul nsw i64 %43, 10
  %47 = getelementptr inbounds i8, ptr %45, i64 1
  %48 = sext i8 %44 to i64
  %49 = add i64 %46, -48
  %50 = add i64 %49, %48
  store i64 %50, ptr %41, align 8, !tbaa !16
  %51 = load i8, ptr %47, align 1, !tbaa !13
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds i16, ptr %29, i64 %52
  %54 = load i16, ptr %53, align 2, !tbaa !11
  %55 = and i16 %54, 2048
  %56 = icmp eq i16 %55, 0
  br i1 %56, label %16, label %42, !llvm.loop !19

57:                                               ; preds = %25
  %58 = and i32 %34, 1024
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %114, label %60

60:                                               ; preds = %57
  %61 = and i16 %33, 8
  %62 = icmp eq i16 %61, 0
  br i1 %62, label %81, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %28, i64 16
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i64 [ 0, %63 ], [ %70, %65 ]
  %67 = phi i8 [ %30, %63 ], [ %73, %65 ]
  %68 = phi ptr [ %6, %63 ], [ %69, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 1
  %70 = add nuw nsw i64 %66, 1
  %71 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 %66
  store i8 %67, ptr %71, align 1, !tbaa !13
  %72 = load ptr, ptr %3, align 8, !tbaa !9
  %73 = load i8, ptr %69, align 1, !tbaa !13
  %74 = zext i8 %73 to i64
  %75 = getelementptr inbounds i16, ptr %72, i64 %74
  %76 = load i16, ptr %75, align 2, !tbaa !11
  %77 = and i16 %76, 8
  %78 = icmp ne i16 %77, 0
  %79 = icmp ult i64 %66, 14
  %80 = and i1 %79, %78
  br i1 %80, label %65, label %81, !llvm.loop !20

81:                                               ; preds = %65, %60
  %82 = phi ptr [ %6, %60 ], [ %69, %65 ]
  %83 = getelementptr inbounds i8, ptr %28, i64 16
  %84 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull dereferenceable(6) @.str.3) #9
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %111, label %86

86:                                               ; preds = %81
  %87 = load i8, ptr %83, align 16
  %88 = zext i8 %87 to i32
  %89 = add nsw i32 %88, -105
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %101

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %28, i64 17
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = add nsw i32 %94, -102
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %101

97:                                               ; preds = %91
  %98 = getelementptr inbounds i8, ptr %28, i64 18
  %99 = load i8, ptr %98, align 2
  %100 = zext i8 %99 to i32
  br label %101

101:                                              ; preds = %97, %91, %86
  %102 = phi i32 [ %89, %86 ], [ %95, %91 ], [ %100, %97 ]
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %111, label %104

104:                                              ; preds = %101
  %105 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull dereferenceable(5) @.str.5) #9
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %111, label %107

107:                                              ; preds = %104
  %108 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %83, ptr noundef nonnull dereferenceable(6) @.str.6) #9
  %109 = freeze i32 %108
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %111, label %112

111:                                              ; preds = %107, %104, %101, %81
  br label %112

112:                                              ; preds = %111, %107
  %113 = phi i32 [ 3, %111 ], [ 1, %107 ]
  store i32 %113, ptr %28, align 16, !tbaa !21
  br label %16

114:                                              ; preds = %57
  store i32 2, ptr %28, align 16, !tbaa !21
  %115 = getelementptr inbounds i8, ptr %6, i64 1
  %116 = load i8, ptr %6, align 1, !tbaa !13
  %117 = getelementptr inbounds i8, ptr %28, i64 16
  store i8 %116, ptr %117, align 16, !tbaa !13
  switch i8 %116, label %16 [
    i8 61, label %118
    i8 60, label %118
    i8 62, label %118
    i8 33, label %118
  ]

118:                                              ; preds = %114, %114, %114, %114
  %119 = load i8, ptr %115, align 1, !tbaa !13
  %120 = icmp eq i8 %119, 61
  br i1 %120, label %121, label %20

121:                                              ; preds = %118
  %122 = getelementptr inbounds i8, ptr %6, i64 2
  %123 = getelementptr inbounds i8, ptr %28, i64 17
  store i8 61, ptr %123, align 1, !tbaa !13
  br label %16

124:                                              ; preds = %20
  %125 = sext i32 %22 to i64
  %126 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %125
  store i32 4, ptr %126, align 16, !tbaa !21
  store i32 0, ptr @tp, align 4, !tbaa !5
  store i32 0, ptr @pc, align 4, !tbaa !5
  %127 = load i32, ptr @toks, align 16, !tbaa !21
  %128 = icmp eq i32 %127, 4
  br i1 %128, label %138, label %129

129:                                              ; preds = %124, %129
  tail call fastcc void @stmt()
  %130 = load i32, ptr @tp, align 4, !tbaa !5
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %131
  %133 = load i32, ptr %132, align 16, !tbaa !21
  %134 = icmp eq i32 %133, 4
  br i1 %134, label %135, label %129, !llvm.loop !22

135:                                              ; preds = %129
  %136 = load i32, ptr @pc, align 4, !tbaa !5
  %137 = load i32, ptr @ntok, align 4, !tbaa !5
  br label %138

138:                                              ; preds = %135, %124
  %139 = phi i32 [ %137, %135 ], [ %22, %124 ]
  %140 = phi i32 [ %136, %135 ], [ 0, %124 ]
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @pc, align 4, !tbaa !5
  %142 = sext i32 %140 to i64
  %143 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %142
  store i64 17, ptr %143, align 8, !tbaa !23
  %144 = load i32, ptr @nvars, align 4, !tbaa !5
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139, i32 noundef %141, i32 noundef %144)
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %2, i8 0, i64 512, i1 false)
  br label %146

146:                                              ; preds = %249, %138
  %147 = phi i64 [ 0, %138 ], [ %150, %249 ]
  %148 = phi i32 [ 0, %138 ], [ %250, %249 ]
  %149 = phi i32 [ 0, %138 ], [ %251, %249 ]
  %150 = add nuw nsw i64 %147, 1
  %151 = add nsw i32 %148, 1
  %152 = sext i32 %148 to i64
  %153 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8, !tbaa !23
  switch i64 %154, label %206 [
    i64 0, label %155
    i64 1, label %163
    i64 2, label %173
    i64 14, label %183
    i64 15, label %195
    i64 16, label %200
    i64 17, label %252
  ]

155:                                              ; preds = %146
  %156 = add nsw i32 %148, 2
  %157 = sext i32 %151 to i64
  %158 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %157
  %159 = load i64, ptr %158, align 8, !tbaa !23
  %160 = add nsw i32 %149, 1
  %161 = sext i32 %149 to i64
  %162 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %161
  store i64 %159, ptr %162, align 8, !tbaa !23
  br label %249

163:                                              ; preds = %146
  %164 = add nsw i32 %148, 2
  %165 = sext i32 %151 to i64
  %166 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %165
  %167 = load i64, ptr %166, align 8, !tbaa !23
  %168 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %167
  %169 = load i64, ptr %168, align 8, !tbaa !23
  %170 = add nsw i32 %149, 1
  %171 = sext i32 %149 to i64
  %172 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %171
  store i64 %169, ptr %172, align 8, !tbaa !23
  br label %249

173:                                              ; preds = %146
  %174 = add nsw i32 %149, -1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %175
  %177 = load i64, ptr %176, align 8, !tbaa !23
  %178 = add nsw i32 %148, 2
  %179 = sext i32 %151 to i64
  %180 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %179
  %181 = load i64, ptr %180, align 8, !tbaa !23
  %182 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %181
  store i64 %177, ptr %182, align 8, !tbaa !23
  br label %249

183:                                              ; preds = %146
  %184 = add nsw i32 %148, 2
  %185 = add nsw i32 %149, -1
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %186
  %188 = load i64, ptr %187, align 8, !tbaa !23
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %190, label %249

190:                                              ; preds = %183
  %191 = sext i32 %151 to i64
  %192 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %191
  %193 = load i64, ptr %192, align 8, !tbaa !23
  %194 = trunc i64 %193 to i32
  br label %249

195:                                              ; preds = %146
  %196 = sext i32 %151 to i64
  %197 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %196
  %198 = load i64, ptr %197, align 8, !tbaa !23
  %199 = trunc i64 %198 to i32
  br label %249

200:                                              ; preds = %146
  %201 = add nsw i32 %149, -1
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %202
  %204 = load i64, ptr %203, align 8, !tbaa !23
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i64 noundef %204)
  br label %249

206:                                              ; preds = %146
  %207 = add nsw i32 %149, -1
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8, !tbaa !23
  %211 = add nsw i32 %149, -2
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !23
  switch i64 %154, label %244 [
    i64 3, label %215
    i64 4, label %217
    i64 5, label %219
    i64 6, label %221
    i64 7, label %225
    i64 8, label %229
    i64 9, label %232
    i64 10, label %235
    i64 11, label %238
    i64 12, label %241
  ]

215:                                              ; preds = %206
  %216 = add nsw i64 %214, %210
  br label %247

217:                                              ; preds = %206
  %218 = sub nsw i64 %214, %210
  br label %247

219:                                              ; preds = %206
  %220 = mul nsw i64 %214, %210
  br label %247

221:                                              ; preds = %206
  %222 = icmp eq i64 %210, 0
  br i1 %222, label %247, label %223

223:                                              ; preds = %221
  %224 = sdiv i64 %214, %210
  br label %247

225:                                              ; preds = %206
  %226 = icmp eq i64 %210, 0
  br i1 %226, label %247, label %227

227:                                              ; preds = %225
  %228 = srem i64 %214, %210
  br label %247

229:                                              ; preds = %206
  %230 = icmp slt i64 %214, %210
  %231 = zext i1 %230 to i64
  br label %247

232:                                              ; preds = %206
  %233 = icmp sle i64 %214, %210
  %234 = zext i1 %233 to i64
  br label %247

235:                                              ; preds = %206
  %236 = icmp sgt i64 %214, %210
  %237 = zext i1 %236 to i64
  br label %247

238:                                              ; preds = %206
  %239 = icmp sge i64 %214, %210
  %240 = zext i1 %239 to i64
  br label %247

241:                                              ; preds = %206
  %242 = icmp eq i64 %214, %210
  %243 = zext i1 %242 to i64
  br label %247

244:                                              ; preds = %206
  %245 = icmp ne i64 %214, %210
  %246 = zext i1 %245 to i64
  br label %247

247:                                              ; preds = %244, %241, %238, %235, %232, %229, %227, %225, %223, %221, %219, %217, %215
  %248 = phi i64 [ %246, %244 ], [ %243, %241 ], [ %240, %238 ], [ %237, %235 ], [ %234, %232 ], [ %231, %229 ], [ %220, %219 ], [ %218, %217 ], [ %216, %215 ], [ %224, %223 ], [ 0, %221 ], [ %228, %227 ], [ 0, %225 ]
  store i64 %248, ptr %213, align 8, !tbaa !23
  br label %249

249:                                              ; preds = %247, %200, %195, %190, %183, %173, %163, %155
  %250 = phi i32 [ %151, %247 ], [ %151, %200 ], [ %199, %195 ], [ %194, %190 ], [ %184, %183 ], [ %178, %173 ], [ %164, %163 ], [ %156, %155 ]
  %251 = phi i32 [ %207, %247 ], [ %201, %200 ], [ %149, %195 ], [ %185, %190 ], [ %185, %183 ], [ %174, %173 ], [ %170, %163 ], [ %160, %155 ]
  br label %146

252:                                              ; preds = %146
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %1) #10
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %150)
  %254 = trunc i64 %150 to i32
  %255 = and i32 %254, 255
  ret i32 %255
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @stmt() unnamed_addr #0 {
  %1 = load i32, ptr @tp, align 4, !tbaa !5
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 16, !tbaa !21
  %5 = icmp eq i32 %4, 3
  br i1 %5, label %6, label %226

6:                                                ; preds = %0
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(6) @.str.3) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %69

10:                                               ; preds = %6
  %11 = add nsw i32 %1, 1
  store i32 %11, ptr @tp, align 4, !tbaa !5
  %12 = load i32, ptr @pc, align 4, !tbaa !5
  tail call fastcc void @expr()
  %13 = load i32, ptr @pc, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %15
  store i64 14, ptr %16, align 8, !tbaa !23
  %17 = add nsw i32 %13, 2
  store i32 %17, ptr @pc, align 4, !tbaa !5
  %18 = sext i32 %14 to i64
  %19 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %18
  store i64 0, ptr %19, align 8, !tbaa !23
  %20 = load i32, ptr @tp, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %21
  %23 = load i32, ptr %22, align 16, !tbaa !21
  %24 = icmp eq i32 %23, 2
  br i1 %24, label %25, label %33

25:                                               ; preds = %10
  %26 = getelementptr inbounds i8, ptr %22, i64 16
  %27 = load i8, ptr %26, align 16
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
  store i32 %36, ptr @tp, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %56, %35
  %38 = phi i32 [ %57, %56 ], [ %36, %35 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %39
  %41 = load i32, ptr %40, align 16, !tbaa !21
  %42 = icmp eq i32 %41, 2
  br i1 %42, label %43, label %56

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %40, i64 16
  %45 = load i8, ptr %44, align 16
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
  %57 = load i32, ptr @tp, align 4, !tbaa !5
  br label %37, !llvm.loop !24

58:                                               ; preds = %53
  %59 = add nsw i32 %38, 1
  store i32 %59, ptr @tp, align 4, !tbaa !5
  %60 = load i32, ptr @pc, align 4, !tbaa !5
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %62
  store i64 15, ptr %63, align 8, !tbaa !23
  %64 = sext i32 %12 to i64
  %65 = add nsw i32 %60, 2
  store i32 %65, ptr @pc, align 4, !tbaa !5
  %66 = sext i32 %61 to i64
  %67 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %66
  store i64 %64, ptr %67, align 8, !tbaa !23
  %68 = sext i32 %65 to i64
  store i64 %68, ptr %19, align 8, !tbaa !23
  br label %291

69:                                               ; preds = %6
  %70 = load i8, ptr %7, align 16
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
  store i32 %88, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @expr()
  %89 = load i32, ptr @pc, align 4, !tbaa !5
  %90 = add nsw i32 %89, 1
  %91 = sext i32 %89 to i64
  %92 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %91
  store i64 14, ptr %92, align 8, !tbaa !23
  %93 = add nsw i32 %89, 2
  store i32 %93, ptr @pc, align 4, !tbaa !5
  %94 = sext i32 %90 to i64
  %95 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %94
  store i64 0, ptr %95, align 8, !tbaa !23
  %96 = load i32, ptr @tp, align 4, !tbaa !5
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %97
  %99 = load i32, ptr %98, align 16, !tbaa !21
  %100 = icmp eq i32 %99, 2
  br i1 %100, label %101, label %109

101:                                              ; preds = %87
  %102 = getelementptr inbounds i8, ptr %98, i64 16
  %103 = load i8, ptr %102, align 16
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
  store i32 %112, ptr @tp, align 4, !tbaa !5
  br label %113

113:                                              ; preds = %132, %111
  %114 = phi i32 [ %133, %132 ], [ %112, %111 ]
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %115
  %117 = load i32, ptr %116, align 16, !tbaa !21
  %118 = icmp eq i32 %117, 2
  br i1 %118, label %119, label %132

119:                                              ; preds = %113
  %120 = getelementptr inbounds i8, ptr %116, i64 16
  %121 = load i8, ptr %120, align 16
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
  %133 = load i32, ptr @tp, align 4, !tbaa !5
  br label %113, !llvm.loop !24

134:                                              ; preds = %129
  %135 = add nsw i32 %114, 1
  store i32 %135, ptr @tp, align 4, !tbaa !5
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %136
  %138 = load i32, ptr %137, align 16, !tbaa !21
  %139 = icmp eq i32 %138, 3
  br i1 %139, label %142, label %140

140:                                              ; preds = %134
  %141 = load i32, ptr @pc, align 4, !tbaa !5
  br label %197

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %137, i64 16
  %144 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %143, ptr noundef nonnull dereferenceable(5) @.str.5) #9
  %145 = icmp eq i32 %144, 0
  %146 = load i32, ptr @pc, align 4, !tbaa !5
  br i1 %145, label %147, label %197

147:                                              ; preds = %142
  %148 = add nsw i32 %114, 2
  store i32 %148, ptr @tp, align 4, !tbaa !5
  %149 = add nsw i32 %146, 1
  %150 = sext i32 %146 to i64
  %151 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %150
  store i64 15, ptr %151, align 8, !tbaa !23
  %152 = add nsw i32 %146, 2
  store i32 %152, ptr @pc, align 4, !tbaa !5
  %153 = sext i32 %149 to i64
  %154 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %153
  store i64 0, ptr %154, align 8, !tbaa !23
  %155 = sext i32 %152 to i64
  store i64 %155, ptr %95, align 8, !tbaa !23
  %156 = sext i32 %148 to i64
  %157 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %156
  %158 = load i32, ptr %157, align 16, !tbaa !21
  %159 = icmp eq i32 %158, 2
  br i1 %159, label %160, label %168

160:                                              ; preds = %147
  %161 = getelementptr inbounds i8, ptr %157, i64 16
  %162 = load i8, ptr %161, align 16
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
  store i32 %171, ptr @tp, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %191, %170
  %173 = phi i32 [ %192, %191 ], [ %171, %170 ]
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %174
  %176 = load i32, ptr %175, align 16, !tbaa !21
  %177 = icmp eq i32 %176, 2
  br i1 %177, label %178, label %191

178:                                              ; preds = %172
  %179 = getelementptr inbounds i8, ptr %175, i64 16
  %180 = load i8, ptr %179, align 16
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
  %192 = load i32, ptr @tp, align 4, !tbaa !5
  br label %172, !llvm.loop !24

193:                                              ; preds = %188
  %194 = add nsw i32 %173, 1
  store i32 %194, ptr @tp, align 4, !tbaa !5
  %195 = load i32, ptr @pc, align 4, !tbaa !5
  %196 = sext i32 %195 to i64
  store i64 %196, ptr %154, align 8, !tbaa !23
  br label %291

197:                                              ; preds = %140, %142
  %198 = phi i32 [ %141, %140 ], [ %146, %142 ]
  %199 = sext i32 %198 to i64
  store i64 %199, ptr %95, align 8, !tbaa !23
  br label %291

200:                                              ; preds = %84
  %201 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(6) @.str.6) #9
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %203, label %226

203:                                              ; preds = %200
  %204 = add nsw i32 %1, 1
  store i32 %204, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @expr()
  %205 = load i32, ptr @pc, align 4, !tbaa !5
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr @pc, align 4, !tbaa !5
  %207 = sext i32 %205 to i64
  %208 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %207
  store i64 16, ptr %208, align 8, !tbaa !23
  %209 = load i32, ptr @tp, align 4, !tbaa !5
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %210
  %212 = load i32, ptr %211, align 16, !tbaa !21
  %213 = icmp eq i32 %212, 2
  br i1 %213, label %214, label %222

214:                                              ; preds = %203
  %215 = getelementptr inbounds i8, ptr %211, i64 16
  %216 = load i8, ptr %215, align 16
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
  store i32 %225, ptr @tp, align 4, !tbaa !5
  br label %291

226:                                              ; preds = %0, %200
  %227 = add nsw i32 %1, 1
  store i32 %227, ptr @tp, align 4, !tbaa !5
  %228 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 2
  %229 = load i32, ptr @nvars, align 4, !tbaa !5
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
  br i1 %240, label %241, label %233, !llvm.loop !25

241:                                              ; preds = %238, %226
  %242 = sext i32 %229 to i64
  %243 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %242
  %244 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %243, ptr noundef nonnull readonly dereferenceable(1) %228) #10
  %245 = add nsw i32 %229, 1
  store i32 %245, ptr @nvars, align 4, !tbaa !5
  br label %248

246:                                              ; preds = %233
  %247 = trunc nuw nsw i64 %234 to i32
  br label %248

248:                                              ; preds = %241, %246
  %249 = phi i32 [ %229, %241 ], [ %247, %246 ]
  %250 = sext i32 %227 to i64
  %251 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %250
  %252 = load i32, ptr %251, align 16, !tbaa !21
  %253 = icmp eq i32 %252, 2
  br i1 %253, label %254, label %262

254:                                              ; preds = %248
  %255 = getelementptr inbounds i8, ptr %251, i64 16
  %256 = load i8, ptr %255, align 16
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
  store i32 %265, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @expr()
  %266 = load i32, ptr @pc, align 4, !tbaa !5
  %267 = add nsw i32 %266, 1
  %268 = sext i32 %266 to i64
  %269 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %268
  store i64 2, ptr %269, align 8, !tbaa !23
  %270 = sext i32 %249 to i64
  %271 = add nsw i32 %266, 2
  store i32 %271, ptr @pc, align 4, !tbaa !5
  %272 = sext i32 %267 to i64
  %273 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %272
  store i64 %270, ptr %273, align 8, !tbaa !23
  %274 = load i32, ptr @tp, align 4, !tbaa !5
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %275
  %277 = load i32, ptr %276, align 16, !tbaa !21
  %278 = icmp eq i32 %277, 2
  br i1 %278, label %279, label %287

279:                                              ; preds = %264
  %280 = getelementptr inbounds i8, ptr %276, i64 16
  %281 = load i8, ptr %280, align 16
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
  store i32 %290, ptr @tp, align 4, !tbaa !5
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
  %1 = load i32, ptr @tp, align 4, !tbaa !5
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 16, !tbaa !21
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
  store i32 %12, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @addexpr()
  %13 = load i32, ptr @pc, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @pc, align 4, !tbaa !5
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %15
  store i64 %11, ptr %16, align 8, !tbaa !23
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
  %1 = load i32, ptr @tp, align 4, !tbaa !5
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 16, !tbaa !21
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
  store i32 %43, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @primary()
  %44 = load i32, ptr @pc, align 4, !tbaa !5
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @pc, align 4, !tbaa !5
  %46 = sext i32 %44 to i64
  %47 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %46
  store i64 %42, ptr %47, align 8, !tbaa !23
  %48 = load i32, ptr @tp, align 4, !tbaa !5
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %49
  %51 = load i32, ptr %50, align 16, !tbaa !21
  %52 = icmp eq i32 %51, 2
  br i1 %52, label %6, label %144

53:                                               ; preds = %38, %139
  %54 = phi i32 [ %89, %139 ], [ %8, %38 ]
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %55
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load i8, ptr %57, align 16
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
  store i32 %81, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @primary()
  %82 = load i32, ptr @tp, align 4, !tbaa !5
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %83
  %85 = load i32, ptr %84, align 16, !tbaa !21
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
  store i32 %124, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @primary()
  %125 = load i32, ptr @pc, align 4, !tbaa !5
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr @pc, align 4, !tbaa !5
  %127 = sext i32 %125 to i64
  %128 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %127
  store i64 %123, ptr %128, align 8, !tbaa !23
  %129 = load i32, ptr @tp, align 4, !tbaa !5
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %130
  %132 = load i32, ptr %131, align 16, !tbaa !21
  %133 = icmp eq i32 %132, 2
  br i1 %133, label %87, label %134

134:                                              ; preds = %79, %122
  %135 = load i32, ptr @pc, align 4, !tbaa !5
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr @pc, align 4, !tbaa !5
  %137 = sext i32 %135 to i64
  %138 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %137
  store i64 %80, ptr %138, align 8, !tbaa !23
  br label %144

139:                                              ; preds = %119
  %140 = load i32, ptr @pc, align 4, !tbaa !5
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @pc, align 4, !tbaa !5
  %142 = sext i32 %140 to i64
  %143 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %142
  store i64 %80, ptr %143, align 8, !tbaa !23
  br label %53

144:                                              ; preds = %41, %76, %0, %134
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @primary() unnamed_addr #0 {
  %1 = load i32, ptr @tp, align 4, !tbaa !5
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = load i32, ptr %3, align 16, !tbaa !21
  switch i32 %4, label %113 [
    i32 0, label %5
    i32 1, label %16
    i32 2, label %48
  ]

5:                                                ; preds = %0
  %6 = load i32, ptr @pc, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %8
  store i64 0, ptr %9, align 8, !tbaa !23
  %10 = add nsw i32 %1, 1
  store i32 %10, ptr @tp, align 4, !tbaa !5
  %11 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 1
  %12 = load i64, ptr %11, align 8, !tbaa !16
  %13 = add nsw i32 %6, 2
  store i32 %13, ptr @pc, align 4, !tbaa !5
  %14 = sext i32 %7 to i64
  %15 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %14
  store i64 %12, ptr %15, align 8, !tbaa !23
  br label %113

16:                                               ; preds = %0
  %17 = load i32, ptr @pc, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %19
  store i64 1, ptr %20, align 8, !tbaa !23
  %21 = add nsw i32 %1, 1
  store i32 %21, ptr @tp, align 4, !tbaa !5
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2, i32 2
  %23 = load i32, ptr @nvars, align 4, !tbaa !5
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
  br i1 %34, label %35, label %27, !llvm.loop !25

35:                                               ; preds = %32, %16
  %36 = sext i32 %23 to i64
  %37 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %36
  %38 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %37, ptr noundef nonnull readonly dereferenceable(1) %22) #10
  %39 = add nsw i32 %23, 1
  store i32 %39, ptr @nvars, align 4, !tbaa !5
  br label %43

40:                                               ; preds = %27
  %41 = shl i64 %28, 32
  %42 = ashr exact i64 %41, 32
  br label %43

43:                                               ; preds = %35, %40
  %44 = phi i64 [ %36, %35 ], [ %42, %40 ]
  %45 = add nsw i32 %17, 2
  store i32 %45, ptr @pc, align 4, !tbaa !5
  %46 = sext i32 %18 to i64
  %47 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %46
  store i64 %44, ptr %47, align 8, !tbaa !23
  br label %113

48:                                               ; preds = %0
  %49 = getelementptr inbounds i8, ptr %3, i64 16
  %50 = load i8, ptr %49, align 16
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
  store i32 %56, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @addexpr()
  %57 = load i32, ptr @tp, align 4, !tbaa !5
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %58
  %60 = load i32, ptr %59, align 16, !tbaa !21
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
  store i32 %83, ptr @tp, align 4, !tbaa !5
  tail call fastcc void @addexpr()
  %84 = load i32, ptr @pc, align 4, !tbaa !5
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr @pc, align 4, !tbaa !5
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %86
  store i64 %82, ptr %87, align 8, !tbaa !23
  %88 = load i32, ptr @tp, align 4, !tbaa !5
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %89
  %91 = load i32, ptr %90, align 16, !tbaa !21
  %92 = icmp eq i32 %91, 2
  br i1 %92, label %93, label %104

93:                                               ; preds = %78, %81
  %94 = phi i64 [ %89, %81 ], [ %58, %78 ]
  %95 = phi i32 [ %88, %81 ], [ %57, %78 ]
  %96 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %94
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load i8, ptr %97, align 16
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
  store i32 %108, ptr @tp, align 4, !tbaa !5
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
  store i32 %115, ptr @tp, align 4, !tbaa !5
  %116 = load i32, ptr @pc, align 4, !tbaa !5
  %117 = add nsw i32 %116, 1
  %118 = sext i32 %116 to i64
  %119 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %118
  store i64 0, ptr %119, align 8, !tbaa !23
  %120 = add nsw i32 %116, 2
  store i32 %120, ptr @pc, align 4, !tbaa !5
  %121 = sext i32 %117 to i64
  %122 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %121
  store i64 0, ptr %122, align 8, !tbaa !23
  tail call fastcc void @primary()
  %123 = load i32, ptr @pc, align 4, !tbaa !5
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr @pc, align 4, !tbaa !5
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %125
  store i64 4, ptr %126, align 8, !tbaa !23
  br label %113
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !18, i64 8}
!17 = !{!"", !6, i64 0, !18, i64 8, !7, i64 16}
!18 = !{!"long", !7, i64 0}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = !{!17, !6, i64 0}
!22 = distinct !{!22, !15}
!23 = !{!18, !18, i64 0}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
