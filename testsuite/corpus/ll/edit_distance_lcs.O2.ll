; ModuleID = 'programs/edit_distance_lcs.c'
source_filename = "programs/edit_distance_lcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.pairs = private unnamed_addr constant [7 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9], [2 x ptr] [ptr @.str.10, ptr @.str.11], [2 x ptr] [ptr @.str.12, ptr @.str.13]], align 16
@.str.14 = private unnamed_addr constant [51 x i8] c"lev=%d/%d damerau=%d lcs=%d '%s' substr=%d '%.*s'\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"lps: %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"character\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"bbbab\00", align 1
@lev_full.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16
@damerau.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16
@lcs.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16
@lps.d = internal unnamed_addr global [128 x [128 x i32]] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [128 x i32], align 16
  %2 = alloca [128 x i32], align 16
  %3 = alloca [128 x i32], align 16
  %4 = alloca [128 x i32], align 16
  %5 = alloca [128 x i8], align 16
  br label %125

6:                                                ; preds = %587, %15
  %7 = phi i64 [ %16, %15 ], [ 8, %587 ]
  %8 = phi i64 [ %18, %15 ], [ 9, %587 ]
  %9 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %7
  store i32 1, ptr %9, align 4, !tbaa !5
  %10 = add nuw nsw i64 %7, 1
  %11 = icmp ult i64 %7, 8
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, ptr @.str.16, i64 %7
  %14 = load i8, ptr %13, align 1, !tbaa !9
  br label %19

15:                                               ; preds = %38, %6
  %16 = add nsw i64 %7, -1
  %17 = icmp eq i64 %7, 0
  %18 = add nsw i64 %8, -1
  br i1 %17, label %43, label %6, !llvm.loop !10

19:                                               ; preds = %38, %12
  %20 = phi i64 [ %8, %12 ], [ %41, %38 ]
  %21 = getelementptr inbounds i8, ptr @.str.16, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !9
  %23 = icmp eq i8 %14, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %19
  %25 = add nuw nsw i64 %20, 4294967295
  %26 = and i64 %25, 4294967295
  %27 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %10, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, 2
  br label %38

30:                                               ; preds = %19
  %31 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %10, i64 %20
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = add nuw nsw i64 %20, 4294967295
  %34 = and i64 %33, 4294967295
  %35 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = call i32 @llvm.smax.i32(i32 %32, i32 %36)
  br label %38

38:                                               ; preds = %30, %24
  %39 = phi i32 [ %29, %24 ], [ %37, %30 ]
  %40 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %7, i64 %20
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = add nuw nsw i64 %20, 1
  %42 = icmp eq i64 %41, 9
  br i1 %42, label %15, label %19, !llvm.loop !12

43:                                               ; preds = %15
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 32), align 16, !tbaa !5
  br label %45

45:                                               ; preds = %54, %43
  %46 = phi i64 [ 9, %43 ], [ %55, %54 ]
  %47 = phi i64 [ 10, %43 ], [ %57, %54 ]
  %48 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %46
  store i32 1, ptr %48, align 4, !tbaa !5
  %49 = add nuw nsw i64 %46, 1
  %50 = icmp ult i64 %46, 9
  br i1 %50, label %51, label %54

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr @.str.17, i64 %46
  %53 = load i8, ptr %52, align 1, !tbaa !9
  br label %58

54:                                               ; preds = %77, %45
  %55 = add nsw i64 %46, -1
  %56 = icmp eq i64 %46, 0
  %57 = add nsw i64 %47, -1
  br i1 %56, label %82, label %45, !llvm.loop !10

58:                                               ; preds = %77, %51
  %59 = phi i64 [ %47, %51 ], [ %80, %77 ]
  %60 = getelementptr inbounds i8, ptr @.str.17, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !9
  %62 = icmp eq i8 %53, %61
  br i1 %62, label %63, label %69

63:                                               ; preds = %58
  %64 = add nuw nsw i64 %59, 4294967295
  %65 = and i64 %64, 4294967295
  %66 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %49, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !5
  %68 = add nsw i32 %67, 2
  br label %77

69:                                               ; preds = %58
  %70 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %49, i64 %59
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = add nuw nsw i64 %59, 4294967295
  %73 = and i64 %72, 4294967295
  %74 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = call i32 @llvm.smax.i32(i32 %71, i32 %75)
  br label %77

77:                                               ; preds = %69, %63
  %78 = phi i32 [ %68, %63 ], [ %76, %69 ]
  %79 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %46, i64 %59
  store i32 %78, ptr %79, align 4, !tbaa !5
  %80 = add nuw nsw i64 %59, 1
  %81 = icmp eq i64 %80, 10
  br i1 %81, label %54, label %58, !llvm.loop !12

82:                                               ; preds = %54
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 36), align 4, !tbaa !5
  br label %84

84:                                               ; preds = %93, %82
  %85 = phi i64 [ 4, %82 ], [ %94, %93 ]
  %86 = phi i64 [ 5, %82 ], [ %96, %93 ]
  %87 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %85
  store i32 1, ptr %87, align 4, !tbaa !5
  %88 = add nuw nsw i64 %85, 1
  %89 = icmp ult i64 %85, 4
  br i1 %89, label %90, label %93

90:                                               ; preds = %84
  %91 = getelementptr inbounds i8, ptr @.str.18, i64 %85
  %92 = load i8, ptr %91, align 1, !tbaa !9
  br label %97

93:                                               ; preds = %116, %84
  %94 = add nsw i64 %85, -1
  %95 = icmp eq i64 %85, 0
  %96 = add nsw i64 %86, -1
  br i1 %95, label %121, label %84, !llvm.loop !10

97:                                               ; preds = %116, %90
  %98 = phi i64 [ %86, %90 ], [ %119, %116 ]
  %99 = getelementptr inbounds i8, ptr @.str.18, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !9
  %101 = icmp eq i8 %92, %100
  br i1 %101, label %102, label %108

102:                                              ; preds = %97
  %103 = add nuw nsw i64 %98, 4294967295
  %104 = and i64 %103, 4294967295
  %105 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %88, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !5
  %107 = add nsw i32 %106, 2
  br label %116

108:                                              ; preds = %97
  %109 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %88, i64 %98
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = add nuw nsw i64 %98, 4294967295
  %112 = and i64 %111, 4294967295
  %113 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = call i32 @llvm.smax.i32(i32 %110, i32 %114)
  br label %116

116:                                              ; preds = %108, %102
  %117 = phi i32 [ %107, %102 ], [ %115, %108 ]
  %118 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %85, i64 %98
  store i32 %117, ptr %118, align 4, !tbaa !5
  %119 = add nuw nsw i64 %98, 1
  %120 = icmp eq i64 %119, 5
  br i1 %120, label %93, label %97, !llvm.loop !12

121:                                              ; preds = %93
  %122 = load i32, ptr getelementptr inbounds (i8, ptr @lps.d, i64 16), align 16, !tbaa !5
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %44, i32 noundef %83, i32 noundef %122)
  %124 = and i32 %602, 127
  ret i32 %124

125:                                              ; preds = %0, %587
  %126 = phi i64 [ 0, %0 ], [ %603, %587 ]
  %127 = phi i32 [ 0, %0 ], [ %602, %587 ]
  %128 = getelementptr inbounds [7 x [2 x ptr]], ptr @__const.main.pairs, i64 0, i64 %126
  %129 = load ptr, ptr %128, align 16, !tbaa !13
  %130 = getelementptr inbounds i8, ptr %128, i64 8
  %131 = load ptr, ptr %130, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #7
  %132 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %129) #8
  %133 = trunc i64 %132 to i32
  %134 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %131) #8
  %135 = trunc i64 %134 to i32
  %136 = icmp slt i32 %133, 0
  br i1 %136, label %156, label %137

137:                                              ; preds = %125
  %138 = add nuw nsw i64 %132, 1
  %139 = and i64 %138, 4294967295
  %140 = add nsw i64 %139, -1
  %141 = and i64 %138, 3
  %142 = icmp ult i64 %140, 3
  br i1 %142, label %145, label %143

143:                                              ; preds = %137
  %144 = sub nsw i64 %139, %141
  br label %178

145:                                              ; preds = %178, %137
  %146 = phi i64 [ 0, %137 ], [ %192, %178 ]
  %147 = icmp eq i64 %141, 0
  br i1 %147, label %156, label %148

148:                                              ; preds = %145, %148
  %149 = phi i64 [ %153, %148 ], [ %146, %145 ]
  %150 = phi i64 [ %154, %148 ], [ 0, %145 ]
  %151 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %149
  %152 = trunc nuw nsw i64 %149 to i32
  store i32 %152, ptr %151, align 16, !tbaa !5
  %153 = add nuw nsw i64 %149, 1
  %154 = add i64 %150, 1
  %155 = icmp eq i64 %154, %141
  br i1 %155, label %156, label %148, !llvm.loop !15

156:                                              ; preds = %145, %148, %125
  %157 = icmp slt i32 %135, 0
  br i1 %157, label %195, label %158

158:                                              ; preds = %156
  %159 = add nuw nsw i64 %134, 1
  %160 = and i64 %159, 4294967295
  %161 = icmp ult i64 %160, 8
  br i1 %161, label %162, label %164

162:                                              ; preds = %176, %158
  %163 = phi i64 [ 0, %158 ], [ %166, %176 ]
  br label %204

164:                                              ; preds = %158
  %165 = and i64 %159, 7
  %166 = sub nsw i64 %160, %165
  br label %167

167:                                              ; preds = %167, %164
  %168 = phi i64 [ 0, %164 ], [ %173, %167 ]
  %169 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %164 ], [ %174, %167 ]
  %170 = add <4 x i32> %169, <i32 4, i32 4, i32 4, i32 4>
  %171 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %168
  %172 = getelementptr inbounds i8, ptr %171, i64 16
  store <4 x i32> %169, ptr %171, align 16, !tbaa !5
  store <4 x i32> %170, ptr %172, align 16, !tbaa !5
  %173 = add nuw i64 %168, 8
  %174 = add <4 x i32> %169, <i32 8, i32 8, i32 8, i32 8>
  %175 = icmp eq i64 %173, %166
  br i1 %175, label %176, label %167, !llvm.loop !17

176:                                              ; preds = %167
  %177 = icmp eq i64 %165, 0
  br i1 %177, label %195, label %162

178:                                              ; preds = %178, %143
  %179 = phi i64 [ 0, %143 ], [ %192, %178 ]
  %180 = phi i64 [ 0, %143 ], [ %193, %178 ]
  %181 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %179
  %182 = trunc nuw nsw i64 %179 to i32
  store i32 %182, ptr %181, align 16, !tbaa !5
  %183 = or disjoint i64 %179, 1
  %184 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %183
  %185 = trunc nuw nsw i64 %183 to i32
  store i32 %185, ptr %184, align 16, !tbaa !5
  %186 = or disjoint i64 %179, 2
  %187 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %186
  %188 = trunc nuw nsw i64 %186 to i32
  store i32 %188, ptr %187, align 16, !tbaa !5
  %189 = or disjoint i64 %179, 3
  %190 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %189
  %191 = trunc nuw nsw i64 %189 to i32
  store i32 %191, ptr %190, align 16, !tbaa !5
  %192 = add nuw nsw i64 %179, 4
  %193 = add i64 %180, 4
  %194 = icmp eq i64 %193, %144
  br i1 %194, label %145, label %178, !llvm.loop !20

195:                                              ; preds = %204, %176, %156
  %196 = icmp slt i32 %133, 1
  br i1 %196, label %241, label %197

197:                                              ; preds = %195
  %198 = icmp slt i32 %135, 1
  %199 = add i64 %134, 1
  %200 = add nuw nsw i64 %132, 1
  %201 = and i64 %200, 4294967295
  %202 = and i64 %199, 4294967295
  %203 = getelementptr i8, ptr %131, i64 -1
  br label %210

204:                                              ; preds = %162, %204
  %205 = phi i64 [ %208, %204 ], [ %163, %162 ]
  %206 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %205
  %207 = trunc nuw nsw i64 %205 to i32
  store i32 %207, ptr %206, align 4, !tbaa !5
  %208 = add nuw nsw i64 %205, 1
  %209 = icmp eq i64 %208, %160
  br i1 %209, label %195, label %204, !llvm.loop !21

210:                                              ; preds = %220, %197
  %211 = phi i64 [ 1, %197 ], [ %221, %220 ]
  br i1 %198, label %220, label %212

212:                                              ; preds = %210
  %213 = add nsw i64 %211, -1
  %214 = getelementptr inbounds i8, ptr %129, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !9
  %216 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %211, i64 0
  %217 = load i32, ptr %216, align 16, !tbaa !5
  %218 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %213, i64 0
  %219 = load i32, ptr %218, align 16, !tbaa !5
  br label %223

220:                                              ; preds = %223, %210
  %221 = add nuw nsw i64 %211, 1
  %222 = icmp eq i64 %221, %201
  br i1 %222, label %241, label %210, !llvm.loop !22

223:                                              ; preds = %223, %212
  %224 = phi i32 [ %219, %212 ], [ %228, %223 ]
  %225 = phi i32 [ %217, %212 ], [ %237, %223 ]
  %226 = phi i64 [ 1, %212 ], [ %239, %223 ]
  %227 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %213, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !5
  %229 = add nsw i32 %228, 1
  %230 = add nsw i32 %225, 1
  %231 = getelementptr i8, ptr %203, i64 %226
  %232 = load i8, ptr %231, align 1, !tbaa !9
  %233 = icmp ne i8 %215, %232
  %234 = zext i1 %233 to i32
  %235 = add nsw i32 %224, %234
  %236 = call i32 @llvm.smin.i32(i32 %229, i32 %230)
  %237 = call noundef i32 @llvm.smin.i32(i32 %236, i32 %235)
  %238 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %211, i64 %226
  store i32 %237, ptr %238, align 4, !tbaa !5
  %239 = add nuw nsw i64 %226, 1
  %240 = icmp eq i64 %239, %202
  br i1 %240, label %220, label %223, !llvm.loop !23

241:                                              ; preds = %220, %195
  %242 = shl i64 %132, 32
  %243 = ashr exact i64 %242, 32
  %244 = shl i64 %134, 32
  %245 = ashr exact i64 %244, 32
  %246 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %243, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #7
  br i1 %157, label %268, label %248

248:                                              ; preds = %241
  %249 = add nuw nsw i64 %134, 1
  %250 = and i64 %249, 4294967295
  %251 = icmp ult i64 %250, 8
  br i1 %251, label %252, label %254

252:                                              ; preds = %266, %248
  %253 = phi i64 [ 0, %248 ], [ %256, %266 ]
  br label %279

254:                                              ; preds = %248
  %255 = and i64 %249, 7
  %256 = sub nsw i64 %250, %255
  br label %257

257:                                              ; preds = %257, %254
  %258 = phi i64 [ 0, %254 ], [ %263, %257 ]
  %259 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %254 ], [ %264, %257 ]
  %260 = add <4 x i32> %259, <i32 4, i32 4, i32 4, i32 4>
  %261 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %258
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  store <4 x i32> %259, ptr %261, align 16, !tbaa !5
  store <4 x i32> %260, ptr %262, align 16, !tbaa !5
  %263 = add nuw i64 %258, 8
  %264 = add <4 x i32> %259, <i32 8, i32 8, i32 8, i32 8>
  %265 = icmp eq i64 %263, %256
  br i1 %265, label %266, label %257, !llvm.loop !24

266:                                              ; preds = %257
  %267 = icmp eq i64 %255, 0
  br i1 %267, label %268, label %252

268:                                              ; preds = %279, %266, %241
  br i1 %196, label %313, label %269

269:                                              ; preds = %268
  %270 = getelementptr i8, ptr %129, i64 -1
  %271 = icmp slt i32 %135, 1
  %272 = add i64 %244, 4294967296
  %273 = ashr exact i64 %272, 30
  %274 = add i64 %134, 1
  %275 = add nuw nsw i64 %132, 1
  %276 = and i64 %275, 4294967295
  %277 = and i64 %274, 4294967295
  %278 = getelementptr i8, ptr %131, i64 -1
  br label %285

279:                                              ; preds = %252, %279
  %280 = phi i64 [ %283, %279 ], [ %253, %252 ]
  %281 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %280
  %282 = trunc nuw nsw i64 %280 to i32
  store i32 %282, ptr %281, align 4, !tbaa !5
  %283 = add nuw nsw i64 %280, 1
  %284 = icmp eq i64 %283, %250
  br i1 %284, label %268, label %279, !llvm.loop !25

285:                                              ; preds = %292, %269
  %286 = phi i64 [ 1, %269 ], [ %293, %292 ]
  %287 = trunc nuw nsw i64 %286 to i32
  store i32 %287, ptr %4, align 16, !tbaa !5
  br i1 %271, label %292, label %288

288:                                              ; preds = %285
  %289 = getelementptr i8, ptr %270, i64 %286
  %290 = load i8, ptr %289, align 1, !tbaa !9
  %291 = load i32, ptr %3, align 16, !tbaa !5
  br label %295

292:                                              ; preds = %295, %285
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 16 %4, i64 %273, i1 false)
  %293 = add nuw nsw i64 %286, 1
  %294 = icmp eq i64 %293, %276
  br i1 %294, label %313, label %285, !llvm.loop !26

295:                                              ; preds = %295, %288
  %296 = phi i32 [ %291, %288 ], [ %300, %295 ]
  %297 = phi i32 [ %287, %288 ], [ %309, %295 ]
  %298 = phi i64 [ 1, %288 ], [ %311, %295 ]
  %299 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !5
  %301 = add nsw i32 %300, 1
  %302 = add nsw i32 %297, 1
  %303 = getelementptr i8, ptr %278, i64 %298
  %304 = load i8, ptr %303, align 1, !tbaa !9
  %305 = icmp ne i8 %290, %304
  %306 = zext i1 %305 to i32
  %307 = add nsw i32 %296, %306
  %308 = call i32 @llvm.smin.i32(i32 %301, i32 %302)
  %309 = call noundef i32 @llvm.smin.i32(i32 %308, i32 %307)
  %310 = getelementptr inbounds [128 x i32], ptr %4, i64 0, i64 %298
  store i32 %309, ptr %310, align 4, !tbaa !5
  %311 = add nuw nsw i64 %298, 1
  %312 = icmp eq i64 %311, %277
  br i1 %312, label %292, label %295, !llvm.loop !27

313:                                              ; preds = %292, %268
  %314 = getelementptr inbounds [128 x i32], ptr %3, i64 0, i64 %245
  %315 = load i32, ptr %314, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #7
  br i1 %136, label %335, label %316

316:                                              ; preds = %313
  %317 = add nuw nsw i64 %132, 1
  %318 = and i64 %317, 4294967295
  %319 = add nsw i64 %318, -1
  %320 = and i64 %317, 3
  %321 = icmp ult i64 %319, 3
  br i1 %321, label %324, label %322

322:                                              ; preds = %316
  %323 = sub nsw i64 %318, %320
  br label %356

324:                                              ; preds = %356, %316
  %325 = phi i64 [ 0, %316 ], [ %370, %356 ]
  %326 = icmp eq i64 %320, 0
  br i1 %326, label %335, label %327

327:                                              ; preds = %324, %327
  %328 = phi i64 [ %332, %327 ], [ %325, %324 ]
  %329 = phi i64 [ %333, %327 ], [ 0, %324 ]
  %330 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %328
  %331 = trunc nuw nsw i64 %328 to i32
  store i32 %331, ptr %330, align 16, !tbaa !5
  %332 = add nuw nsw i64 %328, 1
  %333 = add i64 %329, 1
  %334 = icmp eq i64 %333, %320
  br i1 %334, label %335, label %327, !llvm.loop !28

335:                                              ; preds = %324, %327, %313
  br i1 %157, label %373, label %336

336:                                              ; preds = %335
  %337 = add nuw nsw i64 %134, 1
  %338 = and i64 %337, 4294967295
  %339 = icmp ult i64 %338, 8
  br i1 %339, label %340, label %342

340:                                              ; preds = %354, %336
  %341 = phi i64 [ 0, %336 ], [ %344, %354 ]
  br label %382

342:                                              ; preds = %336
  %343 = and i64 %337, 7
  %344 = sub nsw i64 %338, %343
  br label %345

345:                                              ; preds = %345, %342
  %346 = phi i64 [ 0, %342 ], [ %351, %345 ]
  %347 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %342 ], [ %352, %345 ]
  %348 = add <4 x i32> %347, <i32 4, i32 4, i32 4, i32 4>
  %349 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %346
  %350 = getelementptr inbounds i8, ptr %349, i64 16
  store <4 x i32> %347, ptr %349, align 16, !tbaa !5
  store <4 x i32> %348, ptr %350, align 16, !tbaa !5
  %351 = add nuw i64 %346, 8
  %352 = add <4 x i32> %347, <i32 8, i32 8, i32 8, i32 8>
  %353 = icmp eq i64 %351, %344
  br i1 %353, label %354, label %345, !llvm.loop !29

354:                                              ; preds = %345
  %355 = icmp eq i64 %343, 0
  br i1 %355, label %373, label %340

356:                                              ; preds = %356, %322
  %357 = phi i64 [ 0, %322 ], [ %370, %356 ]
  %358 = phi i64 [ 0, %322 ], [ %371, %356 ]
  %359 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %357
  %360 = trunc nuw nsw i64 %357 to i32
  store i32 %360, ptr %359, align 16, !tbaa !5
  %361 = or disjoint i64 %357, 1
  %362 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %361
  %363 = trunc nuw nsw i64 %361 to i32
  store i32 %363, ptr %362, align 16, !tbaa !5
  %364 = or disjoint i64 %357, 2
  %365 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %364
  %366 = trunc nuw nsw i64 %364 to i32
  store i32 %366, ptr %365, align 16, !tbaa !5
  %367 = or disjoint i64 %357, 3
  %368 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %367
  %369 = trunc nuw nsw i64 %367 to i32
  store i32 %369, ptr %368, align 16, !tbaa !5
  %370 = add nuw nsw i64 %357, 4
  %371 = add i64 %358, 4
  %372 = icmp eq i64 %371, %323
  br i1 %372, label %324, label %356, !llvm.loop !30

373:                                              ; preds = %382, %354, %335
  br i1 %196, label %449, label %374

374:                                              ; preds = %373
  %375 = icmp slt i32 %135, 1
  %376 = add i64 %134, 1
  %377 = add nuw nsw i64 %132, 1
  %378 = and i64 %377, 4294967295
  %379 = and i64 %376, 4294967295
  %380 = icmp eq i64 %379, 2
  %381 = getelementptr i8, ptr %131, i64 -1
  br label %388

382:                                              ; preds = %340, %382
  %383 = phi i64 [ %386, %382 ], [ %341, %340 ]
  %384 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %383
  %385 = trunc nuw nsw i64 %383 to i32
  store i32 %385, ptr %384, align 4, !tbaa !5
  %386 = add nuw nsw i64 %383, 1
  %387 = icmp eq i64 %386, %338
  br i1 %387, label %373, label %382, !llvm.loop !31

388:                                              ; preds = %412, %374
  %389 = phi i64 [ 1, %374 ], [ %413, %412 ]
  br i1 %375, label %412, label %390

390:                                              ; preds = %388
  %391 = add nsw i64 %389, -1
  %392 = getelementptr inbounds i8, ptr %129, i64 %391
  %393 = load i8, ptr %392, align 1, !tbaa !9
  %394 = icmp ugt i64 %389, 1
  %395 = add nsw i64 %389, -2
  %396 = getelementptr inbounds i8, ptr %129, i64 %395
  %397 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %391, i64 1
  %398 = load i32, ptr %397, align 4, !tbaa !5
  %399 = add nsw i32 %398, 1
  %400 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %389, i64 0
  %401 = load i32, ptr %400, align 16, !tbaa !5
  %402 = add nsw i32 %401, 1
  %403 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %391, i64 0
  %404 = load i32, ptr %403, align 16, !tbaa !5
  %405 = load i8, ptr %131, align 1, !tbaa !9
  %406 = icmp ne i8 %393, %405
  %407 = zext i1 %406 to i32
  %408 = add nsw i32 %404, %407
  %409 = call i32 @llvm.smin.i32(i32 %399, i32 %402)
  %410 = call noundef i32 @llvm.smin.i32(i32 %409, i32 %408)
  %411 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %389, i64 1
  store i32 %410, ptr %411, align 4, !tbaa !5
  br i1 %380, label %412, label %415

412:                                              ; preds = %445, %390, %388
  %413 = add nuw nsw i64 %389, 1
  %414 = icmp eq i64 %413, %378
  br i1 %414, label %449, label %388, !llvm.loop !32

415:                                              ; preds = %390, %445
  %416 = phi i32 [ %420, %445 ], [ %398, %390 ]
  %417 = phi i32 [ %446, %445 ], [ %410, %390 ]
  %418 = phi i64 [ %447, %445 ], [ 2, %390 ]
  %419 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %391, i64 %418
  %420 = load i32, ptr %419, align 4, !tbaa !5
  %421 = add nsw i32 %420, 1
  %422 = add nsw i32 %417, 1
  %423 = getelementptr i8, ptr %381, i64 %418
  %424 = load i8, ptr %423, align 1, !tbaa !9
  %425 = icmp ne i8 %393, %424
  %426 = zext i1 %425 to i32
  %427 = add nsw i32 %416, %426
  %428 = call i32 @llvm.smin.i32(i32 %421, i32 %422)
  %429 = call noundef i32 @llvm.smin.i32(i32 %428, i32 %427)
  %430 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %389, i64 %418
  store i32 %429, ptr %430, align 4, !tbaa !5
  br i1 %394, label %431, label %445

431:                                              ; preds = %415
  %432 = add nsw i64 %418, -2
  %433 = getelementptr inbounds i8, ptr %131, i64 %432
  %434 = load i8, ptr %433, align 1, !tbaa !9
  %435 = icmp eq i8 %393, %434
  br i1 %435, label %436, label %445

436:                                              ; preds = %431
  %437 = load i8, ptr %396, align 1, !tbaa !9
  %438 = icmp eq i8 %437, %424
  br i1 %438, label %439, label %445

439:                                              ; preds = %436
  %440 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %395, i64 %432
  %441 = load i32, ptr %440, align 4, !tbaa !5
  %442 = add nsw i32 %441, 1
  %443 = icmp slt i32 %442, %429
  br i1 %443, label %444, label %445

444:                                              ; preds = %439
  store i32 %442, ptr %430, align 4, !tbaa !5
  br label %445

445:                                              ; preds = %444, %439, %436, %431, %415
  %446 = phi i32 [ %429, %415 ], [ %429, %431 ], [ %429, %436 ], [ %429, %439 ], [ %442, %444 ]
  %447 = add nuw nsw i64 %418, 1
  %448 = icmp eq i64 %447, %379
  br i1 %448, label %412, label %415, !llvm.loop !33

449:                                              ; preds = %412, %373
  %450 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %243, i64 %245
  %451 = load i32, ptr %450, align 4, !tbaa !5
  br i1 %136, label %452, label %457

452:                                              ; preds = %449
  %453 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %243, i64 %245
  %454 = load i32, ptr %453, align 4, !tbaa !5
  %455 = sext i32 %454 to i64
  %456 = getelementptr inbounds i8, ptr %5, i64 %455
  store i8 0, ptr %456, align 1, !tbaa !9
  br label %537

457:                                              ; preds = %449
  %458 = add i64 %134, 1
  %459 = add nuw nsw i64 %132, 1
  %460 = and i64 %459, 4294967295
  %461 = and i64 %458, 4294967295
  %462 = icmp eq i64 %461, 1
  br label %463

463:                                              ; preds = %478, %457
  %464 = phi i64 [ 0, %457 ], [ %479, %478 ]
  br i1 %157, label %478, label %465

465:                                              ; preds = %463
  %466 = icmp eq i64 %464, 0
  %467 = add nsw i64 %464, -1
  %468 = getelementptr inbounds i8, ptr %129, i64 %467
  %469 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %464, i64 0
  store i32 0, ptr %469, align 16, !tbaa !5
  br i1 %462, label %478, label %481

470:                                              ; preds = %478
  %471 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %243, i64 %245
  %472 = load i32, ptr %471, align 4, !tbaa !5
  %473 = sext i32 %472 to i64
  %474 = getelementptr inbounds i8, ptr %5, i64 %473
  store i8 0, ptr %474, align 1, !tbaa !9
  %475 = icmp ne i32 %133, 0
  %476 = icmp sgt i32 %135, 0
  %477 = select i1 %475, i1 %476, i1 false
  br i1 %477, label %503, label %537

478:                                              ; preds = %498, %465, %463
  %479 = add nuw nsw i64 %464, 1
  %480 = icmp eq i64 %479, %460
  br i1 %480, label %470, label %463, !llvm.loop !35

481:                                              ; preds = %465, %498
  %482 = phi i32 [ %499, %498 ], [ 0, %465 ]
  %483 = phi i64 [ %501, %498 ], [ 1, %465 ]
  br i1 %466, label %498, label %484

484:                                              ; preds = %481
  %485 = load i8, ptr %468, align 1, !tbaa !9
  %486 = add nsw i64 %483, -1
  %487 = getelementptr inbounds i8, ptr %131, i64 %486
  %488 = load i8, ptr %487, align 1, !tbaa !9
  %489 = icmp eq i8 %485, %488
  br i1 %489, label %490, label %494

490:                                              ; preds = %484
  %491 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %467, i64 %486
  %492 = load i32, ptr %491, align 4, !tbaa !5
  %493 = add nsw i32 %492, 1
  br label %498

494:                                              ; preds = %484
  %495 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %467, i64 %483
  %496 = load i32, ptr %495, align 4, !tbaa !5
  %497 = call i32 @llvm.smax.i32(i32 %496, i32 %482)
  br label %498

498:                                              ; preds = %494, %490, %481
  %499 = phi i32 [ 0, %481 ], [ %493, %490 ], [ %497, %494 ]
  %500 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %464, i64 %483
  store i32 %499, ptr %500, align 4, !tbaa !5
  %501 = add nuw nsw i64 %483, 1
  %502 = icmp eq i64 %501, %461
  br i1 %502, label %478, label %481, !llvm.loop !36

503:                                              ; preds = %470, %530
  %504 = phi i32 [ %533, %530 ], [ %135, %470 ]
  %505 = phi i32 [ %532, %530 ], [ %133, %470 ]
  %506 = phi i32 [ %531, %530 ], [ %472, %470 ]
  %507 = add nsw i32 %505, -1
  %508 = zext nneg i32 %507 to i64
  %509 = getelementptr inbounds i8, ptr %129, i64 %508
  %510 = load i8, ptr %509, align 1, !tbaa !9
  %511 = add nsw i32 %504, -1
  %512 = zext nneg i32 %511 to i64
  %513 = getelementptr inbounds i8, ptr %131, i64 %512
  %514 = load i8, ptr %513, align 1, !tbaa !9
  %515 = icmp eq i8 %510, %514
  br i1 %515, label %516, label %520

516:                                              ; preds = %503
  %517 = add nsw i32 %506, -1
  %518 = sext i32 %517 to i64
  %519 = getelementptr inbounds i8, ptr %5, i64 %518
  store i8 %510, ptr %519, align 1, !tbaa !9
  br label %530

520:                                              ; preds = %503
  %521 = zext nneg i32 %504 to i64
  %522 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %508, i64 %521
  %523 = load i32, ptr %522, align 4, !tbaa !5
  %524 = zext nneg i32 %505 to i64
  %525 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %524, i64 %512
  %526 = load i32, ptr %525, align 4, !tbaa !5
  %527 = icmp slt i32 %523, %526
  %528 = select i1 %527, i32 %505, i32 %507
  %529 = select i1 %527, i32 %511, i32 %504
  br label %530

530:                                              ; preds = %520, %516
  %531 = phi i32 [ %517, %516 ], [ %506, %520 ]
  %532 = phi i32 [ %507, %516 ], [ %528, %520 ]
  %533 = phi i32 [ %511, %516 ], [ %529, %520 ]
  %534 = icmp sgt i32 %532, 0
  %535 = icmp sgt i32 %533, 0
  %536 = select i1 %534, i1 %535, i1 false
  br i1 %536, label %503, label %537, !llvm.loop !37

537:                                              ; preds = %530, %452, %470
  %538 = phi i32 [ %454, %452 ], [ %472, %470 ], [ %472, %530 ]
  %539 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %129) #8
  %540 = trunc i64 %539 to i32
  %541 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %131) #8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, i8 0, i64 512, i1 false)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #7
  %542 = icmp slt i32 %540, 1
  br i1 %542, label %587, label %543

543:                                              ; preds = %537
  %544 = trunc i64 %541 to i32
  %545 = getelementptr i8, ptr %129, i64 -1
  %546 = icmp slt i32 %544, 1
  %547 = shl i64 %541, 32
  %548 = add i64 %547, 4294967296
  %549 = ashr exact i64 %548, 30
  %550 = add i64 %541, 1
  %551 = add nuw nsw i64 %539, 1
  %552 = and i64 %551, 4294967295
  %553 = and i64 %550, 4294967295
  br label %554

554:                                              ; preds = %562, %543
  %555 = phi i32 [ 0, %543 ], [ %563, %562 ]
  %556 = phi i64 [ 1, %543 ], [ %565, %562 ]
  %557 = phi i32 [ 0, %543 ], [ %564, %562 ]
  store i32 0, ptr %2, align 16, !tbaa !5
  br i1 %546, label %562, label %558

558:                                              ; preds = %554
  %559 = getelementptr i8, ptr %545, i64 %556
  %560 = trunc nuw nsw i64 %556 to i32
  %561 = load i8, ptr %559, align 1, !tbaa !9
  br label %567

562:                                              ; preds = %579, %554
  %563 = phi i32 [ %555, %554 ], [ %583, %579 ]
  %564 = phi i32 [ %557, %554 ], [ %584, %579 ]
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull align 16 %2, i64 %549, i1 false)
  %565 = add nuw nsw i64 %556, 1
  %566 = icmp eq i64 %565, %552
  br i1 %566, label %587, label %554, !llvm.loop !38

567:                                              ; preds = %579, %558
  %568 = phi i32 [ %555, %558 ], [ %583, %579 ]
  %569 = phi i64 [ 1, %558 ], [ %585, %579 ]
  %570 = phi i32 [ %557, %558 ], [ %584, %579 ]
  %571 = add nsw i64 %569, -1
  %572 = getelementptr inbounds i8, ptr %131, i64 %571
  %573 = load i8, ptr %572, align 1, !tbaa !9
  %574 = icmp eq i8 %561, %573
  br i1 %574, label %575, label %579

575:                                              ; preds = %567
  %576 = getelementptr inbounds [128 x i32], ptr %1, i64 0, i64 %571
  %577 = load i32, ptr %576, align 4, !tbaa !5
  %578 = add nsw i32 %577, 1
  br label %579

579:                                              ; preds = %575, %567
  %580 = phi i32 [ %578, %575 ], [ 0, %567 ]
  %581 = getelementptr inbounds [128 x i32], ptr %2, i64 0, i64 %569
  store i32 %580, ptr %581, align 4, !tbaa !5
  %582 = icmp sgt i32 %580, %570
  %583 = select i1 %582, i32 %560, i32 %568
  %584 = call i32 @llvm.smax.i32(i32 %580, i32 %570)
  %585 = add nuw nsw i64 %569, 1
  %586 = icmp eq i64 %585, %553
  br i1 %586, label %562, label %567, !llvm.loop !39

587:                                              ; preds = %562, %537
  %588 = phi i32 [ 0, %537 ], [ %563, %562 ]
  %589 = phi i32 [ 0, %537 ], [ %564, %562 ]
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  %590 = sext i32 %588 to i64
  %591 = getelementptr inbounds i8, ptr %129, i64 %590
  %592 = zext nneg i32 %589 to i64
  %593 = sub nsw i64 0, %592
  %594 = getelementptr inbounds i8, ptr %591, i64 %593
  %595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %247, i32 noundef %315, i32 noundef %451, i32 noundef %538, ptr noundef nonnull %5, i32 noundef %589, i32 noundef %589, ptr noundef %594)
  %596 = icmp eq i32 %247, %315
  %597 = select i1 %596, i32 0, i32 1000
  %598 = add i32 %247, %127
  %599 = add i32 %598, %597
  %600 = add i32 %599, %451
  %601 = add i32 %600, %538
  %602 = add i32 %601, %589
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #7
  %603 = add nuw nsw i64 %126, 1
  %604 = icmp eq i64 %603, 7
  br i1 %604, label %6, label %125, !llvm.loop !40
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11, !19, !18}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !18, !19}
!25 = distinct !{!25, !11, !19, !18}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !11, !18, !19}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11, !19, !18}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11, !34}
!34 = !{!"llvm.loop.peeled.count", i32 1}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11, !34}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
!40 = distinct !{!40, !11}
