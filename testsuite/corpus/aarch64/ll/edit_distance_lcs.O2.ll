; ModuleID = 'programs/edit_distance_lcs.c'
source_filename = "programs/edit_distance_lcs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"flaw\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"lawn\00", align 1
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"badcfe\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@.str.10 = private unnamed_addr constant [31 x i8] c"the quick brown fox jumps over\00", align 1
@.str.11 = private unnamed_addr constant [33 x i8] c"a quick brown dog jumped over it\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1
@__const.main.pairs = private unnamed_addr constant [7 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9], [2 x ptr] [ptr @.str.10, ptr @.str.11], [2 x ptr] [ptr @.str.12, ptr @.str.13]], align 8
@.str.14 = private unnamed_addr constant [51 x i8] c"lev=%d/%d damerau=%d lcs=%d '%s' substr=%d '%.*s'\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"lps: %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"character\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"bbbab\00", align 1
@lev_full.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 4
@damerau.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 4
@lcs.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 4
@lps.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i32], align 4
  %2 = alloca [128 x i32], align 4
  %3 = alloca [128 x i32], align 4
  %4 = alloca [128 x i32], align 4
  %5 = alloca [128 x i8], align 1
  br label %125

6:                                                ; preds = %567, %15
  %7 = phi i64 [ %16, %15 ], [ 8, %567 ]
  %8 = phi i64 [ %18, %15 ], [ 9, %567 ]
  %9 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %7
  store i32 1, ptr %9, align 4, !tbaa !6
  %10 = add nuw nsw i64 %7, 1
  %11 = icmp ult i64 %7, 8
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr @.str.16, i64 %7
  %14 = load i8, ptr %13, align 1, !tbaa !10
  br label %19

15:                                               ; preds = %38, %6
  %16 = add nsw i64 %7, -1
  %17 = icmp eq i64 %7, 0
  %18 = add nsw i64 %8, -1
  br i1 %17, label %43, label %6, !llvm.loop !11

19:                                               ; preds = %38, %12
  %20 = phi i64 [ %8, %12 ], [ %41, %38 ]
  %21 = getelementptr inbounds i8, ptr @.str.16, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !10
  %23 = icmp eq i8 %14, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %19
  %25 = add nuw nsw i64 %20, 4294967295
  %26 = and i64 %25, 4294967295
  %27 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %10, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = add nsw i32 %28, 2
  br label %38

30:                                               ; preds = %19
  %31 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %10, i64 %20
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = add nuw nsw i64 %20, 4294967295
  %34 = and i64 %33, 4294967295
  %35 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = call i32 @llvm.smax.i32(i32 %32, i32 %36)
  br label %38

38:                                               ; preds = %30, %24
  %39 = phi i32 [ %29, %24 ], [ %37, %30 ]
  %40 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %20
  store i32 %39, ptr %40, align 4, !tbaa !6
  %41 = add nuw nsw i64 %20, 1
  %42 = icmp eq i64 %41, 9
  br i1 %42, label %15, label %19, !llvm.loop !13

43:                                               ; preds = %15
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 32), align 4, !tbaa !6
  br label %45

45:                                               ; preds = %54, %43
  %46 = phi i64 [ 9, %43 ], [ %55, %54 ]
  %47 = phi i64 [ 10, %43 ], [ %57, %54 ]
  %48 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %46
  store i32 1, ptr %48, align 4, !tbaa !6
  %49 = add nuw nsw i64 %46, 1
  %50 = icmp ult i64 %46, 9
  br i1 %50, label %51, label %54

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr @.str.17, i64 %46
  %53 = load i8, ptr %52, align 1, !tbaa !10
  br label %58

54:                                               ; preds = %77, %45
  %55 = add nsw i64 %46, -1
  %56 = icmp eq i64 %46, 0
  %57 = add nsw i64 %47, -1
  br i1 %56, label %82, label %45, !llvm.loop !11

58:                                               ; preds = %77, %51
  %59 = phi i64 [ %47, %51 ], [ %80, %77 ]
  %60 = getelementptr inbounds i8, ptr @.str.17, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !10
  %62 = icmp eq i8 %53, %61
  br i1 %62, label %63, label %69

63:                                               ; preds = %58
  %64 = add nuw nsw i64 %59, 4294967295
  %65 = and i64 %64, 4294967295
  %66 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %49, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = add nsw i32 %67, 2
  br label %77

69:                                               ; preds = %58
  %70 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %49, i64 %59
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = add nuw nsw i64 %59, 4294967295
  %73 = and i64 %72, 4294967295
  %74 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = call i32 @llvm.smax.i32(i32 %71, i32 %75)
  br label %77

77:                                               ; preds = %69, %63
  %78 = phi i32 [ %68, %63 ], [ %76, %69 ]
  %79 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %59
  store i32 %78, ptr %79, align 4, !tbaa !6
  %80 = add nuw nsw i64 %59, 1
  %81 = icmp eq i64 %80, 10
  br i1 %81, label %54, label %58, !llvm.loop !13

82:                                               ; preds = %54
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 36), align 4, !tbaa !6
  br label %84

84:                                               ; preds = %93, %82
  %85 = phi i64 [ 4, %82 ], [ %94, %93 ]
  %86 = phi i64 [ 5, %82 ], [ %96, %93 ]
  %87 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %85
  store i32 1, ptr %87, align 4, !tbaa !6
  %88 = add nuw nsw i64 %85, 1
  %89 = icmp ult i64 %85, 4
  br i1 %89, label %90, label %93

90:                                               ; preds = %84
  %91 = getelementptr inbounds i8, ptr @.str.18, i64 %85
  %92 = load i8, ptr %91, align 1, !tbaa !10
  br label %97

93:                                               ; preds = %116, %84
  %94 = add nsw i64 %85, -1
  %95 = icmp eq i64 %85, 0
  %96 = add nsw i64 %86, -1
  br i1 %95, label %121, label %84, !llvm.loop !11

97:                                               ; preds = %116, %90
  %98 = phi i64 [ %86, %90 ], [ %119, %116 ]
  %99 = getelementptr inbounds i8, ptr @.str.18, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !10
  %101 = icmp eq i8 %92, %100
  br i1 %101, label %102, label %108

102:                                              ; preds = %97
  %103 = add nuw nsw i64 %98, 4294967295
  %104 = and i64 %103, 4294967295
  %105 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %88, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = add nsw i32 %106, 2
  br label %116

108:                                              ; preds = %97
  %109 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %88, i64 %98
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = add nuw nsw i64 %98, 4294967295
  %112 = and i64 %111, 4294967295
  %113 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = call i32 @llvm.smax.i32(i32 %110, i32 %114)
  br label %116

116:                                              ; preds = %108, %102
  %117 = phi i32 [ %107, %102 ], [ %115, %108 ]
  %118 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %98
  store i32 %117, ptr %118, align 4, !tbaa !6
  %119 = add nuw nsw i64 %98, 1
  %120 = icmp eq i64 %119, 5
  br i1 %120, label %93, label %97, !llvm.loop !13

121:                                              ; preds = %93
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 16), align 4, !tbaa !6
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %44, i32 noundef %83, i32 noundef %122)
  %124 = and i32 %582, 127
  ret i32 %124

125:                                              ; preds = %0, %567
  %126 = phi i64 [ 0, %0 ], [ %583, %567 ]
  %127 = phi i32 [ 0, %0 ], [ %582, %567 ]
  %128 = getelementptr inbounds [7 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %126
  %129 = load ptr, ptr %128, align 8, !tbaa !14
  %130 = getelementptr inbounds i8, ptr %128, i64 8
  %131 = load ptr, ptr %130, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #7
  %132 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %129) #8
  %133 = trunc i64 %132 to i32
  %134 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %131) #8
  %135 = trunc i64 %134 to i32
  %136 = icmp slt i32 %133, 0
  br i1 %136, label %157, label %137

137:                                              ; preds = %125
  %138 = add nuw nsw i64 %132, 1
  %139 = and i64 %138, 4294967295
  %140 = icmp ult i64 %139, 2
  br i1 %140, label %141, label %143

141:                                              ; preds = %155, %137
  %142 = phi i64 [ 0, %137 ], [ %145, %155 ]
  br label %179

143:                                              ; preds = %137
  %144 = and i64 %138, 1
  %145 = sub nsw i64 %139, %144
  br label %146

146:                                              ; preds = %146, %143
  %147 = phi i64 [ 0, %143 ], [ %153, %146 ]
  %148 = or disjoint i64 %147, 1
  %149 = trunc i64 %147 to i32
  %150 = or disjoint i32 %149, 1
  %151 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %147
  %152 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %148
  store i32 %149, ptr %151, align 4, !tbaa !6
  store i32 %150, ptr %152, align 4, !tbaa !6
  %153 = add nuw i64 %147, 2
  %154 = icmp eq i64 %153, %145
  br i1 %154, label %155, label %146, !llvm.loop !16

155:                                              ; preds = %146
  %156 = icmp eq i64 %144, 0
  br i1 %156, label %157, label %141

157:                                              ; preds = %179, %155, %125
  %158 = icmp slt i32 %135, 0
  br i1 %158, label %185, label %159

159:                                              ; preds = %157
  %160 = add nuw nsw i64 %134, 1
  %161 = and i64 %160, 4294967295
  %162 = icmp ult i64 %161, 8
  br i1 %162, label %163, label %165

163:                                              ; preds = %177, %159
  %164 = phi i64 [ 0, %159 ], [ %167, %177 ]
  br label %194

165:                                              ; preds = %159
  %166 = and i64 %160, 7
  %167 = sub nsw i64 %161, %166
  br label %168

168:                                              ; preds = %168, %165
  %169 = phi i64 [ 0, %165 ], [ %174, %168 ]
  %170 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %165 ], [ %175, %168 ]
  %171 = add <4 x i32> %170, <i32 4, i32 4, i32 4, i32 4>
  %172 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %169
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  store <4 x i32> %170, ptr %172, align 4, !tbaa !6
  store <4 x i32> %171, ptr %173, align 4, !tbaa !6
  %174 = add nuw i64 %169, 8
  %175 = add <4 x i32> %170, <i32 8, i32 8, i32 8, i32 8>
  %176 = icmp eq i64 %174, %167
  br i1 %176, label %177, label %168, !llvm.loop !19

177:                                              ; preds = %168
  %178 = icmp eq i64 %166, 0
  br i1 %178, label %185, label %163

179:                                              ; preds = %141, %179
  %180 = phi i64 [ %183, %179 ], [ %142, %141 ]
  %181 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %180
  %182 = trunc nuw nsw i64 %180 to i32
  store i32 %182, ptr %181, align 4, !tbaa !6
  %183 = add nuw nsw i64 %180, 1
  %184 = icmp eq i64 %183, %139
  br i1 %184, label %157, label %179, !llvm.loop !20

185:                                              ; preds = %194, %177, %157
  %186 = icmp slt i32 %133, 1
  br i1 %186, label %231, label %187

187:                                              ; preds = %185
  %188 = icmp slt i32 %135, 1
  %189 = add i64 %134, 1
  %190 = add nuw nsw i64 %132, 1
  %191 = and i64 %190, 4294967295
  %192 = and i64 %189, 4294967295
  %193 = getelementptr i8, ptr %131, i64 -1
  br label %200

194:                                              ; preds = %163, %194
  %195 = phi i64 [ %198, %194 ], [ %164, %163 ]
  %196 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %195
  %197 = trunc nuw nsw i64 %195 to i32
  store i32 %197, ptr %196, align 4, !tbaa !6
  %198 = add nuw nsw i64 %195, 1
  %199 = icmp eq i64 %198, %161
  br i1 %199, label %185, label %194, !llvm.loop !21

200:                                              ; preds = %210, %187
  %201 = phi i64 [ 1, %187 ], [ %211, %210 ]
  br i1 %188, label %210, label %202

202:                                              ; preds = %200
  %203 = add nsw i64 %201, -1
  %204 = getelementptr inbounds i8, ptr %129, i64 %203
  %205 = load i8, ptr %204, align 1, !tbaa !10
  %206 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %201, i64 0
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %203, i64 0
  %209 = load i32, ptr %208, align 4, !tbaa !6
  br label %213

210:                                              ; preds = %213, %200
  %211 = add nuw nsw i64 %201, 1
  %212 = icmp eq i64 %211, %191
  br i1 %212, label %231, label %200, !llvm.loop !22

213:                                              ; preds = %213, %202
  %214 = phi i32 [ %209, %202 ], [ %218, %213 ]
  %215 = phi i32 [ %207, %202 ], [ %227, %213 ]
  %216 = phi i64 [ 1, %202 ], [ %229, %213 ]
  %217 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %203, i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !6
  %219 = add nsw i32 %218, 1
  %220 = add nsw i32 %215, 1
  %221 = getelementptr i8, ptr %193, i64 %216
  %222 = load i8, ptr %221, align 1, !tbaa !10
  %223 = icmp ne i8 %205, %222
  %224 = zext i1 %223 to i32
  %225 = add nsw i32 %214, %224
  %226 = call i32 @llvm.smin.i32(i32 %219, i32 %220)
  %227 = call noundef i32 @llvm.smin.i32(i32 %226, i32 %225)
  %228 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %201, i64 %216
  store i32 %227, ptr %228, align 4, !tbaa !6
  %229 = add nuw nsw i64 %216, 1
  %230 = icmp eq i64 %229, %192
  br i1 %230, label %210, label %213, !llvm.loop !23

231:                                              ; preds = %210, %185
  %232 = shl i64 %132, 32
  %233 = ashr exact i64 %232, 32
  %234 = shl i64 %134, 32
  %235 = ashr exact i64 %234, 32
  %236 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %233, i64 %235
  %237 = load i32, ptr %236, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #7
  br i1 %158, label %258, label %238

238:                                              ; preds = %231
  %239 = add nuw nsw i64 %134, 1
  %240 = and i64 %239, 4294967295
  %241 = icmp ult i64 %240, 8
  br i1 %241, label %242, label %244

242:                                              ; preds = %256, %238
  %243 = phi i64 [ 0, %238 ], [ %246, %256 ]
  br label %269

244:                                              ; preds = %238
  %245 = and i64 %239, 7
  %246 = sub nsw i64 %240, %245
  br label %247

247:                                              ; preds = %247, %244
  %248 = phi i64 [ 0, %244 ], [ %253, %247 ]
  %249 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %244 ], [ %254, %247 ]
  %250 = add <4 x i32> %249, <i32 4, i32 4, i32 4, i32 4>
  %251 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %248
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  store <4 x i32> %249, ptr %251, align 4, !tbaa !6
  store <4 x i32> %250, ptr %252, align 4, !tbaa !6
  %253 = add nuw i64 %248, 8
  %254 = add <4 x i32> %249, <i32 8, i32 8, i32 8, i32 8>
  %255 = icmp eq i64 %253, %246
  br i1 %255, label %256, label %247, !llvm.loop !24

256:                                              ; preds = %247
  %257 = icmp eq i64 %245, 0
  br i1 %257, label %258, label %242

258:                                              ; preds = %269, %256, %231
  br i1 %186, label %303, label %259

259:                                              ; preds = %258
  %260 = getelementptr i8, ptr %129, i64 -1
  %261 = icmp slt i32 %135, 1
  %262 = add i64 %234, 4294967296
  %263 = ashr exact i64 %262, 30
  %264 = add i64 %134, 1
  %265 = add nuw nsw i64 %132, 1
  %266 = and i64 %265, 4294967295
  %267 = and i64 %264, 4294967295
  %268 = getelementptr i8, ptr %131, i64 -1
  br label %275

269:                                              ; preds = %242, %269
  %270 = phi i64 [ %273, %269 ], [ %243, %242 ]
  %271 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %270
  %272 = trunc nuw nsw i64 %270 to i32
  store i32 %272, ptr %271, align 4, !tbaa !6
  %273 = add nuw nsw i64 %270, 1
  %274 = icmp eq i64 %273, %240
  br i1 %274, label %258, label %269, !llvm.loop !25

275:                                              ; preds = %282, %259
  %276 = phi i64 [ 1, %259 ], [ %283, %282 ]
  %277 = trunc nuw nsw i64 %276 to i32
  store i32 %277, ptr %4, align 4, !tbaa !6
  br i1 %261, label %282, label %278

278:                                              ; preds = %275
  %279 = getelementptr i8, ptr %260, i64 %276
  %280 = load i8, ptr %279, align 1, !tbaa !10
  %281 = load i32, ptr %3, align 4, !tbaa !6
  br label %285

282:                                              ; preds = %285, %275
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %3, ptr nonnull align 4 %4, i64 %263, i1 false)
  %283 = add nuw nsw i64 %276, 1
  %284 = icmp eq i64 %283, %266
  br i1 %284, label %303, label %275, !llvm.loop !26

285:                                              ; preds = %285, %278
  %286 = phi i32 [ %281, %278 ], [ %290, %285 ]
  %287 = phi i32 [ %277, %278 ], [ %299, %285 ]
  %288 = phi i64 [ 1, %278 ], [ %301, %285 ]
  %289 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !6
  %291 = add nsw i32 %290, 1
  %292 = add nsw i32 %287, 1
  %293 = getelementptr i8, ptr %268, i64 %288
  %294 = load i8, ptr %293, align 1, !tbaa !10
  %295 = icmp ne i8 %280, %294
  %296 = zext i1 %295 to i32
  %297 = add nsw i32 %286, %296
  %298 = call i32 @llvm.smin.i32(i32 %291, i32 %292)
  %299 = call noundef i32 @llvm.smin.i32(i32 %298, i32 %297)
  %300 = getelementptr inbounds [128 x i32], ptr %4, i64 0, i64 %288
  store i32 %299, ptr %300, align 4, !tbaa !6
  %301 = add nuw nsw i64 %288, 1
  %302 = icmp eq i64 %301, %267
  br i1 %302, label %282, label %285, !llvm.loop !27

303:                                              ; preds = %282, %258
  %304 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %235
  %305 = load i32, ptr %304, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #7
  br i1 %136, label %326, label %306

306:                                              ; preds = %303
  %307 = add nuw nsw i64 %132, 1
  %308 = and i64 %307, 4294967295
  %309 = icmp ult i64 %308, 2
  br i1 %309, label %310, label %312

310:                                              ; preds = %324, %306
  %311 = phi i64 [ 0, %306 ], [ %314, %324 ]
  br label %347

312:                                              ; preds = %306
  %313 = and i64 %307, 1
  %314 = sub nsw i64 %308, %313
  br label %315

315:                                              ; preds = %315, %312
  %316 = phi i64 [ 0, %312 ], [ %322, %315 ]
  %317 = or disjoint i64 %316, 1
  %318 = trunc i64 %316 to i32
  %319 = or disjoint i32 %318, 1
  %320 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %316
  %321 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %317
  store i32 %318, ptr %320, align 4, !tbaa !6
  store i32 %319, ptr %321, align 4, !tbaa !6
  %322 = add nuw i64 %316, 2
  %323 = icmp eq i64 %322, %314
  br i1 %323, label %324, label %315, !llvm.loop !28

324:                                              ; preds = %315
  %325 = icmp eq i64 %313, 0
  br i1 %325, label %326, label %310

326:                                              ; preds = %347, %324, %303
  br i1 %158, label %353, label %327

327:                                              ; preds = %326
  %328 = add nuw nsw i64 %134, 1
  %329 = and i64 %328, 4294967295
  %330 = icmp ult i64 %329, 8
  br i1 %330, label %331, label %333

331:                                              ; preds = %345, %327
  %332 = phi i64 [ 0, %327 ], [ %335, %345 ]
  br label %362

333:                                              ; preds = %327
  %334 = and i64 %328, 7
  %335 = sub nsw i64 %329, %334
  br label %336

336:                                              ; preds = %336, %333
  %337 = phi i64 [ 0, %333 ], [ %342, %336 ]
  %338 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %333 ], [ %343, %336 ]
  %339 = add <4 x i32> %338, <i32 4, i32 4, i32 4, i32 4>
  %340 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %337
  %341 = getelementptr inbounds i8, ptr %340, i64 16
  store <4 x i32> %338, ptr %340, align 4, !tbaa !6
  store <4 x i32> %339, ptr %341, align 4, !tbaa !6
  %342 = add nuw i64 %337, 8
  %343 = add <4 x i32> %338, <i32 8, i32 8, i32 8, i32 8>
  %344 = icmp eq i64 %342, %335
  br i1 %344, label %345, label %336, !llvm.loop !29

345:                                              ; preds = %336
  %346 = icmp eq i64 %334, 0
  br i1 %346, label %353, label %331

347:                                              ; preds = %310, %347
  %348 = phi i64 [ %351, %347 ], [ %311, %310 ]
  %349 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %348
  %350 = trunc nuw nsw i64 %348 to i32
  store i32 %350, ptr %349, align 4, !tbaa !6
  %351 = add nuw nsw i64 %348, 1
  %352 = icmp eq i64 %351, %308
  br i1 %352, label %326, label %347, !llvm.loop !30

353:                                              ; preds = %362, %345, %326
  br i1 %186, label %429, label %354

354:                                              ; preds = %353
  %355 = icmp slt i32 %135, 1
  %356 = add i64 %134, 1
  %357 = add nuw nsw i64 %132, 1
  %358 = and i64 %357, 4294967295
  %359 = and i64 %356, 4294967295
  %360 = icmp eq i64 %359, 2
  %361 = getelementptr i8, ptr %131, i64 -1
  br label %368

362:                                              ; preds = %331, %362
  %363 = phi i64 [ %366, %362 ], [ %332, %331 ]
  %364 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %363
  %365 = trunc nuw nsw i64 %363 to i32
  store i32 %365, ptr %364, align 4, !tbaa !6
  %366 = add nuw nsw i64 %363, 1
  %367 = icmp eq i64 %366, %329
  br i1 %367, label %353, label %362, !llvm.loop !31

368:                                              ; preds = %392, %354
  %369 = phi i64 [ 1, %354 ], [ %393, %392 ]
  br i1 %355, label %392, label %370

370:                                              ; preds = %368
  %371 = add nsw i64 %369, -1
  %372 = getelementptr inbounds i8, ptr %129, i64 %371
  %373 = load i8, ptr %372, align 1, !tbaa !10
  %374 = icmp ugt i64 %369, 1
  %375 = add nsw i64 %369, -2
  %376 = getelementptr inbounds i8, ptr %129, i64 %375
  %377 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %371, i64 1
  %378 = load i32, ptr %377, align 4, !tbaa !6
  %379 = add nsw i32 %378, 1
  %380 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %369, i64 0
  %381 = load i32, ptr %380, align 4, !tbaa !6
  %382 = add nsw i32 %381, 1
  %383 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %371, i64 0
  %384 = load i32, ptr %383, align 4, !tbaa !6
  %385 = load i8, ptr %131, align 1, !tbaa !10
  %386 = icmp ne i8 %373, %385
  %387 = zext i1 %386 to i32
  %388 = add nsw i32 %384, %387
  %389 = call i32 @llvm.smin.i32(i32 %379, i32 %382)
  %390 = call noundef i32 @llvm.smin.i32(i32 %389, i32 %388)
  %391 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %369, i64 1
  store i32 %390, ptr %391, align 4, !tbaa !6
  br i1 %360, label %392, label %395

392:                                              ; preds = %425, %370, %368
  %393 = add nuw nsw i64 %369, 1
  %394 = icmp eq i64 %393, %358
  br i1 %394, label %429, label %368, !llvm.loop !32

395:                                              ; preds = %370, %425
  %396 = phi i32 [ %400, %425 ], [ %378, %370 ]
  %397 = phi i32 [ %426, %425 ], [ %390, %370 ]
  %398 = phi i64 [ %427, %425 ], [ 2, %370 ]
  %399 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %371, i64 %398
  %400 = load i32, ptr %399, align 4, !tbaa !6
  %401 = add nsw i32 %400, 1
  %402 = add nsw i32 %397, 1
  %403 = getelementptr i8, ptr %361, i64 %398
  %404 = load i8, ptr %403, align 1, !tbaa !10
  %405 = icmp ne i8 %373, %404
  %406 = zext i1 %405 to i32
  %407 = add nsw i32 %396, %406
  %408 = call i32 @llvm.smin.i32(i32 %401, i32 %402)
  %409 = call noundef i32 @llvm.smin.i32(i32 %408, i32 %407)
  %410 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %369, i64 %398
  store i32 %409, ptr %410, align 4, !tbaa !6
  br i1 %374, label %411, label %425

411:                                              ; preds = %395
  %412 = add nsw i64 %398, -2
  %413 = getelementptr inbounds i8, ptr %131, i64 %412
  %414 = load i8, ptr %413, align 1, !tbaa !10
  %415 = icmp eq i8 %373, %414
  br i1 %415, label %416, label %425

416:                                              ; preds = %411
  %417 = load i8, ptr %376, align 1, !tbaa !10
  %418 = icmp eq i8 %417, %404
  br i1 %418, label %419, label %425

419:                                              ; preds = %416
  %420 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %375, i64 %412
  %421 = load i32, ptr %420, align 4, !tbaa !6
  %422 = add nsw i32 %421, 1
  %423 = icmp slt i32 %422, %409
  br i1 %423, label %424, label %425

424:                                              ; preds = %419
  store i32 %422, ptr %410, align 4, !tbaa !6
  br label %425

425:                                              ; preds = %424, %419, %416, %411, %395
  %426 = phi i32 [ %409, %395 ], [ %409, %411 ], [ %409, %416 ], [ %409, %419 ], [ %422, %424 ]
  %427 = add nuw nsw i64 %398, 1
  %428 = icmp eq i64 %427, %359
  br i1 %428, label %392, label %395, !llvm.loop !33

429:                                              ; preds = %392, %353
  %430 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %233, i64 %235
  %431 = load i32, ptr %430, align 4, !tbaa !6
  br i1 %136, label %432, label %437

432:                                              ; preds = %429
  %433 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %233, i64 %235
  %434 = load i32, ptr %433, align 4, !tbaa !6
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds i8, ptr %5, i64 %435
  store i8 0, ptr %436, align 1, !tbaa !10
  br label %517

437:                                              ; preds = %429
  %438 = add i64 %134, 1
  %439 = add nuw nsw i64 %132, 1
  %440 = and i64 %439, 4294967295
  %441 = and i64 %438, 4294967295
  %442 = icmp eq i64 %441, 1
  br label %443

443:                                              ; preds = %458, %437
  %444 = phi i64 [ 0, %437 ], [ %459, %458 ]
  br i1 %158, label %458, label %445

445:                                              ; preds = %443
  %446 = icmp eq i64 %444, 0
  %447 = add nsw i64 %444, -1
  %448 = getelementptr inbounds i8, ptr %129, i64 %447
  %449 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %444, i64 0
  store i32 0, ptr %449, align 4, !tbaa !6
  br i1 %442, label %458, label %461

450:                                              ; preds = %458
  %451 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %233, i64 %235
  %452 = load i32, ptr %451, align 4, !tbaa !6
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds i8, ptr %5, i64 %453
  store i8 0, ptr %454, align 1, !tbaa !10
  %455 = icmp ne i32 %133, 0
  %456 = icmp sgt i32 %135, 0
  %457 = select i1 %455, i1 %456, i1 false
  br i1 %457, label %483, label %517

458:                                              ; preds = %478, %445, %443
  %459 = add nuw nsw i64 %444, 1
  %460 = icmp eq i64 %459, %440
  br i1 %460, label %450, label %443, !llvm.loop !35

461:                                              ; preds = %445, %478
  %462 = phi i32 [ %479, %478 ], [ 0, %445 ]
  %463 = phi i64 [ %481, %478 ], [ 1, %445 ]
  br i1 %446, label %478, label %464

464:                                              ; preds = %461
  %465 = load i8, ptr %448, align 1, !tbaa !10
  %466 = add nsw i64 %463, -1
  %467 = getelementptr inbounds i8, ptr %131, i64 %466
  %468 = load i8, ptr %467, align 1, !tbaa !10
  %469 = icmp eq i8 %465, %468
  br i1 %469, label %470, label %474

470:                                              ; preds = %464
  %471 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %447, i64 %466
  %472 = load i32, ptr %471, align 4, !tbaa !6
  %473 = add nsw i32 %472, 1
  br label %478

474:                                              ; preds = %464
  %475 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %447, i64 %463
  %476 = load i32, ptr %475, align 4, !tbaa !6
  %477 = call i32 @llvm.smax.i32(i32 %476, i32 %462)
  br label %478

478:                                              ; preds = %474, %470, %461
  %479 = phi i32 [ 0, %461 ], [ %473, %470 ], [ %477, %474 ]
  %480 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %444, i64 %463
  store i32 %479, ptr %480, align 4, !tbaa !6
  %481 = add nuw nsw i64 %463, 1
  %482 = icmp eq i64 %481, %441
  br i1 %482, label %458, label %461, !llvm.loop !36

483:                                              ; preds = %450, %510
  %484 = phi i32 [ %513, %510 ], [ %135, %450 ]
  %485 = phi i32 [ %512, %510 ], [ %133, %450 ]
  %486 = phi i32 [ %511, %510 ], [ %452, %450 ]
  %487 = add nsw i32 %485, -1
  %488 = zext nneg i32 %487 to i64
  %489 = getelementptr inbounds i8, ptr %129, i64 %488
  %490 = load i8, ptr %489, align 1, !tbaa !10
  %491 = add nsw i32 %484, -1
  %492 = zext nneg i32 %491 to i64
  %493 = getelementptr inbounds i8, ptr %131, i64 %492
  %494 = load i8, ptr %493, align 1, !tbaa !10
  %495 = icmp eq i8 %490, %494
  br i1 %495, label %496, label %500

496:                                              ; preds = %483
  %497 = add nsw i32 %486, -1
  %498 = sext i32 %497 to i64
  %499 = getelementptr inbounds i8, ptr %5, i64 %498
  store i8 %490, ptr %499, align 1, !tbaa !10
  br label %510

500:                                              ; preds = %483
  %501 = zext nneg i32 %484 to i64
  %502 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %488, i64 %501
  %503 = load i32, ptr %502, align 4, !tbaa !6
  %504 = zext nneg i32 %485 to i64
  %505 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %504, i64 %492
  %506 = load i32, ptr %505, align 4, !tbaa !6
  %507 = icmp slt i32 %503, %506
  %508 = select i1 %507, i32 %485, i32 %487
  %509 = select i1 %507, i32 %491, i32 %484
  br label %510

510:                                              ; preds = %500, %496
  %511 = phi i32 [ %497, %496 ], [ %486, %500 ]
  %512 = phi i32 [ %487, %496 ], [ %508, %500 ]
  %513 = phi i32 [ %491, %496 ], [ %509, %500 ]
  %514 = icmp sgt i32 %512, 0
  %515 = icmp sgt i32 %513, 0
  %516 = select i1 %514, i1 %515, i1 false
  br i1 %516, label %483, label %517, !llvm.loop !37

517:                                              ; preds = %510, %432, %450
  %518 = phi i32 [ %434, %432 ], [ %452, %450 ], [ %452, %510 ]
  %519 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %129) #8
  %520 = trunc i64 %519 to i32
  %521 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %131) #8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %1, i8 0, i64 512, i1 false)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #7
  %522 = icmp slt i32 %520, 1
  br i1 %522, label %567, label %523

523:                                              ; preds = %517
  %524 = trunc i64 %521 to i32
  %525 = getelementptr i8, ptr %129, i64 -1
  %526 = icmp slt i32 %524, 1
  %527 = shl i64 %521, 32
  %528 = add i64 %527, 4294967296
  %529 = ashr exact i64 %528, 30
  %530 = add i64 %521, 1
  %531 = add nuw nsw i64 %519, 1
  %532 = and i64 %531, 4294967295
  %533 = and i64 %530, 4294967295
  br label %534

534:                                              ; preds = %542, %523
  %535 = phi i32 [ 0, %523 ], [ %543, %542 ]
  %536 = phi i64 [ 1, %523 ], [ %545, %542 ]
  %537 = phi i32 [ 0, %523 ], [ %544, %542 ]
  store i32 0, ptr %2, align 4, !tbaa !6
  br i1 %526, label %542, label %538

538:                                              ; preds = %534
  %539 = getelementptr i8, ptr %525, i64 %536
  %540 = trunc nuw nsw i64 %536 to i32
  %541 = load i8, ptr %539, align 1, !tbaa !10
  br label %547

542:                                              ; preds = %559, %534
  %543 = phi i32 [ %535, %534 ], [ %563, %559 ]
  %544 = phi i32 [ %537, %534 ], [ %564, %559 ]
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %1, ptr nonnull align 4 %2, i64 %529, i1 false)
  %545 = add nuw nsw i64 %536, 1
  %546 = icmp eq i64 %545, %532
  br i1 %546, label %567, label %534, !llvm.loop !38

547:                                              ; preds = %559, %538
  %548 = phi i32 [ %535, %538 ], [ %563, %559 ]
  %549 = phi i64 [ 1, %538 ], [ %565, %559 ]
  %550 = phi i32 [ %537, %538 ], [ %564, %559 ]
  %551 = add nsw i64 %549, -1
  %552 = getelementptr inbounds i8, ptr %131, i64 %551
  %553 = load i8, ptr %552, align 1, !tbaa !10
  %554 = icmp eq i8 %541, %553
  br i1 %554, label %555, label %559

555:                                              ; preds = %547
  %556 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %551
  %557 = load i32, ptr %556, align 4, !tbaa !6
  %558 = add nsw i32 %557, 1
  br label %559

559:                                              ; preds = %555, %547
  %560 = phi i32 [ %558, %555 ], [ 0, %547 ]
  %561 = getelementptr inbounds [128 x i32], ptr %2, i64 0, i64 %549
  store i32 %560, ptr %561, align 4, !tbaa !6
  %562 = icmp sgt i32 %560, %550
  %563 = select i1 %562, i32 %540, i32 %548
  %564 = call i32 @llvm.smax.i32(i32 %560, i32 %550)
  %565 = add nuw nsw i64 %549, 1
  %566 = icmp eq i64 %565, %533
  br i1 %566, label %542, label %547, !llvm.loop !39

567:                                              ; preds = %542, %517
  %568 = phi i32 [ 0, %517 ], [ %543, %542 ]
  %569 = phi i32 [ 0, %517 ], [ %544, %542 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  %570 = sext i32 %568 to i64
  %571 = getelementptr inbounds i8, ptr %129, i64 %570
  %572 = zext nneg i32 %569 to i64
  %573 = sub nsw i64 0, %572
  %574 = getelementptr inbounds i8, ptr %571, i64 %573
  %575 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %237, i32 noundef %305, i32 noundef %431, i32 noundef %518, ptr noundef nonnull %5, i32 noundef %569, i32 noundef %569, ptr noundef %574)
  %576 = icmp eq i32 %237, %305
  %577 = select i1 %576, i32 0, i32 1000
  %578 = add i32 %237, %127
  %579 = add i32 %578, %577
  %580 = add i32 %579, %431
  %581 = add i32 %580, %518
  %582 = add i32 %581, %569
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #7
  %583 = add nuw nsw i64 %126, 1
  %584 = icmp eq i64 %583, 7
  br i1 %584, label %6, label %125, !llvm.loop !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !12, !17, !18}
!20 = distinct !{!20, !12, !17}
!21 = distinct !{!21, !12, !18, !17}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12, !17, !18}
!25 = distinct !{!25, !12, !18, !17}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12, !17, !18}
!29 = distinct !{!29, !12, !17, !18}
!30 = distinct !{!30, !12, !17}
!31 = distinct !{!31, !12, !18, !17}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12, !34}
!34 = !{!"llvm.loop.peeled.count", i32 1}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12, !34}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
