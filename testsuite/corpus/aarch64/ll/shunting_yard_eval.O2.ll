; ModuleID = 'programs/shunting_yard_eval.c'
source_filename = "programs/shunting_yard_eval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"-2 ^ 2\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"(-2) ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"2 ^ -1\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"10 % 4 * 3.5\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"((1.5 + 2.25) * 4 - 1) / 0.125\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"1 - - - 1\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"((2)\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"100 / 8 / 2 - 0.25\00", align 1
@__const.main.exprs = private unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 8
@.str.10 = private unnamed_addr constant [33 x i8] c"%-32s -> mismatched parentheses\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"%-32s -> %-40s = %.10g\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"total=%.10g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 8
  %2 = alloca [64 x i8], align 1
  %3 = alloca [256 x i8], align 4
  br label %8

4:                                                ; preds = %264
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %265)
  %6 = fptosi double %265 to i32
  %7 = and i32 %6, 127
  ret i32 %7

8:                                                ; preds = %0, %264
  %9 = phi i64 [ 0, %0 ], [ %266, %264 ]
  %10 = phi double [ 0.000000e+00, %0 ], [ %265, %264 ]
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #5
  %11 = getelementptr inbounds [10 x ptr], ptr @__const.main.exprs, i64 0, i64 %9
  %12 = load ptr, ptr %11, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5
  %13 = load i8, ptr %12, align 1, !tbaa !10
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  store i8 0, ptr %3, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  br label %182

16:                                               ; preds = %8, %147
  %17 = phi i8 [ %153, %147 ], [ %13, %8 ]
  %18 = phi ptr [ %152, %147 ], [ %12, %8 ]
  %19 = phi i32 [ %150, %147 ], [ 0, %8 ]
  %20 = phi i32 [ %149, %147 ], [ 0, %8 ]
  %21 = phi i32 [ %148, %147 ], [ 0, %8 ]
  %22 = icmp eq i8 %17, 32
  br i1 %22, label %147, label %23

23:                                               ; preds = %16
  %24 = tail call ptr @__ctype_b_loc() #6
  %25 = load ptr, ptr %24, align 8, !tbaa !6
  %26 = zext i8 %17 to i64
  %27 = getelementptr inbounds i16, ptr %25, i64 %26
  %28 = load i16, ptr %27, align 2, !tbaa !11
  %29 = and i16 %28, 2048
  %30 = icmp ne i16 %29, 0
  %31 = icmp eq i8 %17, 46
  %32 = or i1 %31, %30
  br i1 %32, label %33, label %57

33:                                               ; preds = %23
  %34 = sext i32 %20 to i64
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i64 [ %34, %33 ], [ %40, %35 ]
  %37 = phi i8 [ %17, %33 ], [ %43, %35 ]
  %38 = phi ptr [ %18, %33 ], [ %39, %35 ]
  %39 = getelementptr inbounds i8, ptr %38, i64 1
  %40 = add nsw i64 %36, 1
  %41 = getelementptr inbounds i8, ptr %3, i64 %36
  store i8 %37, ptr %41, align 1, !tbaa !10
  %42 = load ptr, ptr %24, align 8, !tbaa !6
  %43 = load i8, ptr %39, align 1, !tbaa !10
  %44 = zext i8 %43 to i64
  %45 = getelementptr inbounds i16, ptr %42, i64 %44
  %46 = load i16, ptr %45, align 2, !tbaa !11
  %47 = and i16 %46, 2048
  %48 = icmp ne i16 %47, 0
  %49 = icmp eq i8 %43, 46
  %50 = or i1 %49, %48
  br i1 %50, label %35, label %51, !llvm.loop !13

51:                                               ; preds = %35
  %52 = trunc nsw i64 %40 to i32
  %53 = add nsw i32 %52, 1
  %54 = shl i64 %40, 32
  %55 = ashr exact i64 %54, 32
  %56 = getelementptr inbounds i8, ptr %3, i64 %55
  store i8 32, ptr %56, align 1, !tbaa !10
  br label %147

57:                                               ; preds = %23
  switch i8 %17, label %79 [
    i8 40, label %63
    i8 41, label %58
  ]

58:                                               ; preds = %57
  %59 = icmp eq i32 %21, 0
  br i1 %59, label %174, label %60

60:                                               ; preds = %58
  %61 = sext i32 %20 to i64
  %62 = sext i32 %21 to i64
  br label %67

63:                                               ; preds = %57
  %64 = add nsw i32 %21, 1
  %65 = sext i32 %21 to i64
  %66 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %65
  store i8 40, ptr %66, align 1, !tbaa !10
  br label %147

67:                                               ; preds = %74, %60
  %68 = phi i64 [ %62, %60 ], [ %70, %74 ]
  %69 = phi i64 [ %61, %60 ], [ %76, %74 ]
  %70 = add nsw i64 %68, -1
  %71 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !10
  %73 = icmp eq i8 %72, 40
  br i1 %73, label %144, label %74

74:                                               ; preds = %67
  %75 = getelementptr inbounds i8, ptr %3, i64 %69
  store i8 %72, ptr %75, align 1, !tbaa !10
  %76 = add nsw i64 %69, 2
  %77 = getelementptr i8, ptr %75, i64 1
  store i8 32, ptr %77, align 1, !tbaa !10
  %78 = icmp eq i64 %70, 0
  br i1 %78, label %174, label %67, !llvm.loop !15

79:                                               ; preds = %57
  %80 = icmp ne i8 %17, 45
  %81 = icmp ne i32 %19, 0
  %82 = select i1 %80, i1 true, i1 %81
  %83 = select i1 %82, i8 %17, i8 126
  %84 = icmp eq i32 %21, 0
  br i1 %84, label %138, label %85

85:                                               ; preds = %79
  %86 = and i8 %83, -33
  %87 = icmp eq i8 %86, 94
  %88 = sext i32 %20 to i64
  %89 = sext i32 %21 to i64
  %90 = shl i32 %21, 1
  %91 = add i32 %90, %20
  br label %92

92:                                               ; preds = %124, %85
  %93 = phi i64 [ %89, %85 ], [ %95, %124 ]
  %94 = phi i64 [ %88, %85 ], [ %126, %124 ]
  %95 = add nsw i64 %93, -1
  %96 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %95
  %97 = load i8, ptr %96, align 1, !tbaa !10
  switch i8 %97, label %101 [
    i8 40, label %129
    i8 43, label %102
    i8 45, label %102
    i8 42, label %98
    i8 47, label %98
    i8 37, label %98
    i8 94, label %99
    i8 126, label %100
  ]

98:                                               ; preds = %92, %92, %92
  br label %102

99:                                               ; preds = %92
  br label %102

100:                                              ; preds = %92
  br label %102

101:                                              ; preds = %92
  br label %102

102:                                              ; preds = %101, %100, %99, %98, %92, %92
  %103 = phi i32 [ 0, %101 ], [ 4, %100 ], [ 3, %99 ], [ 2, %98 ], [ 1, %92 ], [ 1, %92 ]
  switch i8 %83, label %107 [
    i8 43, label %108
    i8 45, label %108
    i8 42, label %104
    i8 47, label %104
    i8 37, label %104
    i8 94, label %105
    i8 126, label %106
  ]

104:                                              ; preds = %102, %102, %102
  br label %108

105:                                              ; preds = %102
  br label %108

106:                                              ; preds = %102
  br label %108

107:                                              ; preds = %102
  br label %108

108:                                              ; preds = %107, %106, %105, %104, %102, %102
  %109 = phi i32 [ 0, %107 ], [ 4, %106 ], [ 3, %105 ], [ 2, %104 ], [ 1, %102 ], [ 1, %102 ]
  %110 = icmp ugt i32 %103, %109
  br i1 %110, label %124, label %111

111:                                              ; preds = %108
  switch i8 %97, label %115 [
    i8 43, label %116
    i8 45, label %116
    i8 42, label %112
    i8 47, label %112
    i8 37, label %112
    i8 94, label %113
    i8 126, label %114
  ]

112:                                              ; preds = %111, %111, %111
  br label %116

113:                                              ; preds = %111
  br label %116

114:                                              ; preds = %111
  br label %116

115:                                              ; preds = %111
  br label %116

116:                                              ; preds = %115, %114, %113, %112, %111, %111
  %117 = phi i32 [ 0, %115 ], [ 4, %114 ], [ 3, %113 ], [ 2, %112 ], [ 1, %111 ], [ 1, %111 ]
  switch i8 %83, label %119 [
    i8 43, label %120
    i8 45, label %120
    i8 42, label %118
    i8 47, label %118
    i8 37, label %118
    i8 94, label %135
    i8 126, label %135
  ]

118:                                              ; preds = %116, %116, %116
  br label %120

119:                                              ; preds = %116
  br label %120

120:                                              ; preds = %119, %118, %116, %116
  %121 = phi i32 [ 0, %119 ], [ 2, %118 ], [ 1, %116 ], [ 1, %116 ]
  %122 = icmp ne i32 %117, %121
  %123 = select i1 %122, i1 true, i1 %87
  br i1 %123, label %132, label %124

124:                                              ; preds = %120, %108
  %125 = getelementptr inbounds i8, ptr %3, i64 %94
  store i8 %97, ptr %125, align 1, !tbaa !10
  %126 = add nsw i64 %94, 2
  %127 = getelementptr i8, ptr %125, i64 1
  store i8 32, ptr %127, align 1, !tbaa !10
  %128 = icmp eq i64 %95, 0
  br i1 %128, label %138, label %92, !llvm.loop !16

129:                                              ; preds = %92
  %130 = trunc nsw i64 %94 to i32
  %131 = trunc nsw i64 %93 to i32
  br label %138

132:                                              ; preds = %120
  %133 = trunc nsw i64 %94 to i32
  %134 = trunc nsw i64 %93 to i32
  br label %138

135:                                              ; preds = %116, %116
  %136 = trunc nsw i64 %94 to i32
  %137 = trunc nsw i64 %93 to i32
  br label %138

138:                                              ; preds = %124, %135, %132, %129, %79
  %139 = phi i32 [ 0, %79 ], [ %131, %129 ], [ %134, %132 ], [ %137, %135 ], [ 0, %124 ]
  %140 = phi i32 [ %20, %79 ], [ %130, %129 ], [ %133, %132 ], [ %136, %135 ], [ %91, %124 ]
  %141 = add nsw i32 %139, 1
  %142 = sext i32 %139 to i64
  %143 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %142
  store i8 %83, ptr %143, align 1, !tbaa !10
  br label %147

144:                                              ; preds = %67
  %145 = trunc nsw i64 %70 to i32
  %146 = trunc nsw i64 %69 to i32
  br label %147

147:                                              ; preds = %144, %138, %63, %51, %16
  %148 = phi i32 [ %21, %16 ], [ %21, %51 ], [ %64, %63 ], [ %141, %138 ], [ %145, %144 ]
  %149 = phi i32 [ %20, %16 ], [ %53, %51 ], [ %20, %63 ], [ %140, %138 ], [ %146, %144 ]
  %150 = phi i32 [ %19, %16 ], [ 1, %51 ], [ 0, %63 ], [ 0, %138 ], [ 1, %144 ]
  %151 = phi ptr [ %18, %16 ], [ %38, %51 ], [ %18, %63 ], [ %18, %138 ], [ %18, %144 ]
  %152 = getelementptr inbounds i8, ptr %151, i64 1
  %153 = load i8, ptr %152, align 1, !tbaa !10
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %155, label %16, !llvm.loop !17

155:                                              ; preds = %147
  %156 = icmp eq i32 %148, 0
  br i1 %156, label %175, label %157

157:                                              ; preds = %155
  %158 = sext i32 %149 to i64
  %159 = sext i32 %148 to i64
  br label %160

160:                                              ; preds = %167, %157
  %161 = phi i64 [ %159, %157 ], [ %163, %167 ]
  %162 = phi i64 [ %158, %157 ], [ %169, %167 ]
  %163 = add nsw i64 %161, -1
  %164 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %163
  %165 = load i8, ptr %164, align 1, !tbaa !10
  %166 = icmp eq i8 %165, 40
  br i1 %166, label %174, label %167

167:                                              ; preds = %160
  %168 = getelementptr inbounds i8, ptr %3, i64 %162
  store i8 %165, ptr %168, align 1, !tbaa !10
  %169 = add nsw i64 %162, 2
  %170 = getelementptr i8, ptr %168, i64 1
  store i8 32, ptr %170, align 1, !tbaa !10
  %171 = icmp eq i64 %163, 0
  br i1 %171, label %172, label %160, !llvm.loop !18

172:                                              ; preds = %167
  %173 = trunc nsw i64 %169 to i32
  br label %175

174:                                              ; preds = %58, %160, %74
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  br label %180

175:                                              ; preds = %155, %172
  %176 = phi i32 [ %149, %155 ], [ %173, %172 ]
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i8, ptr %3, i64 %177
  store i8 0, ptr %178, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5
  %179 = icmp slt i32 %176, 0
  br i1 %179, label %180, label %182

180:                                              ; preds = %174, %175
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %12)
  br label %264

182:                                              ; preds = %15, %175
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #5
  br label %183

183:                                              ; preds = %256, %182
  %184 = phi ptr [ %3, %182 ], [ %259, %256 ]
  %185 = phi i32 [ 0, %182 ], [ %258, %256 ]
  %186 = load i8, ptr %184, align 1, !tbaa !10
  switch i8 %186, label %187 [
    i8 0, label %260
    i8 32, label %256
  ]

187:                                              ; preds = %183
  %188 = tail call ptr @__ctype_b_loc() #6
  %189 = load ptr, ptr %188, align 8, !tbaa !6
  %190 = zext i8 %186 to i64
  %191 = getelementptr inbounds i16, ptr %189, i64 %190
  %192 = load i16, ptr %191, align 2, !tbaa !11
  %193 = and i16 %192, 2048
  %194 = icmp ne i16 %193, 0
  %195 = icmp eq i8 %186, 46
  %196 = or i1 %195, %194
  br i1 %196, label %197, label %231

197:                                              ; preds = %187, %212
  %198 = phi i1 [ %222, %212 ], [ %195, %187 ]
  %199 = phi i8 [ %216, %212 ], [ %186, %187 ]
  %200 = phi ptr [ %215, %212 ], [ %184, %187 ]
  %201 = phi double [ %214, %212 ], [ 0.000000e+00, %187 ]
  %202 = phi double [ %213, %212 ], [ 0.000000e+00, %187 ]
  br i1 %198, label %212, label %203

203:                                              ; preds = %197
  %204 = zext i8 %199 to i32
  %205 = fmul double %202, 1.000000e+01
  %206 = add nsw i32 %204, -48
  %207 = sitofp i32 %206 to double
  %208 = fadd double %205, %207
  %209 = fcmp une double %201, 0.000000e+00
  br i1 %209, label %210, label %212

210:                                              ; preds = %203
  %211 = fmul double %201, 1.000000e+01
  br label %212

212:                                              ; preds = %210, %203, %197
  %213 = phi double [ %208, %210 ], [ %208, %203 ], [ %202, %197 ]
  %214 = phi double [ %211, %210 ], [ %201, %203 ], [ 1.000000e+00, %197 ]
  %215 = getelementptr inbounds i8, ptr %200, i64 1
  %216 = load i8, ptr %215, align 1, !tbaa !10
  %217 = zext i8 %216 to i64
  %218 = getelementptr inbounds i16, ptr %189, i64 %217
  %219 = load i16, ptr %218, align 2, !tbaa !11
  %220 = and i16 %219, 2048
  %221 = icmp ne i16 %220, 0
  %222 = icmp eq i8 %216, 46
  %223 = or i1 %222, %221
  br i1 %223, label %197, label %224, !llvm.loop !19

224:                                              ; preds = %212
  %225 = fcmp une double %214, 0.000000e+00
  %226 = fdiv double %213, %214
  %227 = select i1 %225, double %226, double %213
  %228 = add nsw i32 %185, 1
  %229 = sext i32 %185 to i64
  %230 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %229
  store double %227, ptr %230, align 8, !tbaa !20
  br label %256

231:                                              ; preds = %187
  %232 = icmp eq i8 %186, 126
  %233 = add nsw i32 %185, -1
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !20
  br i1 %232, label %237, label %239

237:                                              ; preds = %231
  %238 = fneg double %236
  store double %238, ptr %235, align 8, !tbaa !20
  br label %256

239:                                              ; preds = %231
  %240 = add nsw i32 %185, -2
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %241
  %243 = load double, ptr %242, align 8, !tbaa !20
  switch i8 %186, label %256 [
    i8 43, label %244
    i8 45, label %246
    i8 42, label %248
    i8 47, label %250
    i8 37, label %252
    i8 94, label %254
  ]

244:                                              ; preds = %239
  %245 = fadd double %236, %243
  store double %245, ptr %242, align 8, !tbaa !20
  br label %256

246:                                              ; preds = %239
  %247 = fsub double %243, %236
  store double %247, ptr %242, align 8, !tbaa !20
  br label %256

248:                                              ; preds = %239
  %249 = fmul double %236, %243
  store double %249, ptr %242, align 8, !tbaa !20
  br label %256

250:                                              ; preds = %239
  %251 = fdiv double %243, %236
  store double %251, ptr %242, align 8, !tbaa !20
  br label %256

252:                                              ; preds = %239
  %253 = call double @fmod(double noundef %243, double noundef %236) #5
  store double %253, ptr %242, align 8, !tbaa !20
  br label %256

254:                                              ; preds = %239
  %255 = call double @pow(double noundef %243, double noundef %236) #5
  store double %255, ptr %242, align 8, !tbaa !20
  br label %256

256:                                              ; preds = %254, %252, %250, %248, %246, %244, %239, %237, %224, %183
  %257 = phi ptr [ %200, %224 ], [ %184, %237 ], [ %184, %183 ], [ %184, %239 ], [ %184, %254 ], [ %184, %252 ], [ %184, %250 ], [ %184, %248 ], [ %184, %246 ], [ %184, %244 ]
  %258 = phi i32 [ %228, %224 ], [ %185, %237 ], [ %185, %183 ], [ %240, %239 ], [ %233, %254 ], [ %233, %252 ], [ %233, %250 ], [ %233, %248 ], [ %233, %246 ], [ %233, %244 ]
  %259 = getelementptr inbounds i8, ptr %257, i64 1
  br label %183, !llvm.loop !22

260:                                              ; preds = %183
  %261 = load double, ptr %1, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #5
  %262 = fadd double %10, %261
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %12, ptr noundef nonnull %3, double noundef %261)
  br label %264

264:                                              ; preds = %260, %180
  %265 = phi double [ %10, %180 ], [ %262, %260 ]
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #5
  %266 = add nuw nsw i64 %9, 1
  %267 = icmp eq i64 %266, 10
  br i1 %267, label %4, label %8, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !8, i64 0}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
