; ModuleID = 'src/bzip2/compress.c'
source_filename = "src/bzip2/compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [62 x i8] c"    block %d: crc = 0x%08x, combined CRC = 0x%08x, size = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"    final combined CRC = 0x%08x\0A   \00", align 1
@.str.2 = private unnamed_addr constant [64 x i8] c"      %d in block, %d after MTF & 1-2 coding, %d+2 syms in use\0A\00", align 1
@.str.3 = private unnamed_addr constant [59 x i8] c"      initial group %d, [%d .. %d], has %d syms (%4.1f%%)\0A\00", align 1
@.str.4 = private unnamed_addr constant [41 x i8] c"      pass %d: size is %d, grp uses are \00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"      bytes: mapping %d, \00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"selectors %d, \00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"code lengths %d, \00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"codes %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @BZ2_bsInitWrite(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 644
  store i32 0, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 640
  store i32 0, ptr %3, align 8, !tbaa !11
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_compressBlock(ptr noundef %0, i8 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = alloca [6 x i16], align 2
  %4 = alloca [6 x i32], align 16
  %5 = alloca [6 x i8], align 1
  %6 = alloca [16 x i8], align 16
  %7 = alloca [256 x i8], align 16
  %8 = getelementptr inbounds i8, ptr %0, i64 108
  %9 = load i32, ptr %8, align 4, !tbaa !12
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %33

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 648
  %13 = load i32, ptr %12, align 8, !tbaa !13
  %14 = xor i32 %13, -1
  store i32 %14, ptr %12, align 8, !tbaa !13
  %15 = getelementptr inbounds i8, ptr %0, i64 652
  %16 = load i32, ptr %15, align 4, !tbaa !14
  %17 = tail call i32 @llvm.fshl.i32(i32 %16, i32 %16, i32 1)
  %18 = xor i32 %17, %14
  store i32 %18, ptr %15, align 4, !tbaa !14
  %19 = getelementptr inbounds i8, ptr %0, i64 660
  %20 = load i32, ptr %19, align 4, !tbaa !15
  %21 = icmp sgt i32 %20, 1
  br i1 %21, label %22, label %24

22:                                               ; preds = %11
  %23 = getelementptr inbounds i8, ptr %0, i64 116
  store i32 0, ptr %23, align 4, !tbaa !16
  br label %24

24:                                               ; preds = %22, %11
  %25 = getelementptr inbounds i8, ptr %0, i64 656
  %26 = load i32, ptr %25, align 8, !tbaa !17
  %27 = icmp sgt i32 %26, 1
  br i1 %27, label %28, label %31

28:                                               ; preds = %24
  %29 = load ptr, ptr @stderr, align 8, !tbaa !18
  %30 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %29, ptr noundef nonnull @.str, i32 noundef %20, i32 noundef %14, i32 noundef %18, i32 noundef %9) #9
  br label %31

31:                                               ; preds = %28, %24
  tail call void @BZ2_blockSort(ptr noundef nonnull %0) #10
  %32 = load i32, ptr %8, align 4, !tbaa !12
  br label %33

33:                                               ; preds = %31, %2
  %34 = phi i32 [ %32, %31 ], [ %9, %2 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 32
  %36 = load ptr, ptr %35, align 8, !tbaa !19
  %37 = sext i32 %34 to i64
  %38 = getelementptr inbounds i8, ptr %36, i64 %37
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr %38, ptr %39, align 8, !tbaa !20
  %40 = getelementptr inbounds i8, ptr %0, i64 660
  %41 = load i32, ptr %40, align 4, !tbaa !15
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %121

43:                                               ; preds = %33
  %44 = getelementptr inbounds i8, ptr %0, i64 644
  %45 = getelementptr inbounds i8, ptr %0, i64 640
  store i32 1107296256, ptr %45, align 8, !tbaa !11
  store i32 8, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %0, i64 116
  %47 = load i32, ptr %46, align 4, !tbaa !16
  br label %48

48:                                               ; preds = %48, %43
  %49 = phi i32 [ %47, %43 ], [ %57, %48 ]
  %50 = phi i32 [ 1107296256, %43 ], [ %59, %48 ]
  %51 = lshr i32 %50, 24
  %52 = trunc nuw i32 %51 to i8
  %53 = load ptr, ptr %39, align 8, !tbaa !20
  %54 = sext i32 %49 to i64
  %55 = getelementptr inbounds i8, ptr %53, i64 %54
  store i8 %52, ptr %55, align 1, !tbaa !21
  %56 = load i32, ptr %46, align 4, !tbaa !16
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %46, align 4, !tbaa !16
  %58 = load i32, ptr %45, align 8, !tbaa !11
  %59 = shl i32 %58, 8
  store i32 %59, ptr %45, align 8, !tbaa !11
  %60 = load i32, ptr %44, align 4, !tbaa !5
  %61 = add nsw i32 %60, -8
  store i32 %61, ptr %44, align 4, !tbaa !5
  %62 = icmp sgt i32 %60, 15
  br i1 %62, label %48, label %63, !llvm.loop !22

63:                                               ; preds = %48
  %64 = sub i32 32, %60
  %65 = shl i32 90, %64
  %66 = or i32 %65, %59
  store i32 %66, ptr %45, align 8, !tbaa !11
  store i32 %60, ptr %44, align 4, !tbaa !5
  %67 = icmp sgt i32 %60, 7
  br i1 %67, label %70, label %68

68:                                               ; preds = %63
  %69 = add nsw i32 %60, 8
  br label %85

70:                                               ; preds = %63, %70
  %71 = phi i32 [ %79, %70 ], [ %57, %63 ]
  %72 = phi i32 [ %81, %70 ], [ %66, %63 ]
  %73 = lshr i32 %72, 24
  %74 = trunc nuw i32 %73 to i8
  %75 = load ptr, ptr %39, align 8, !tbaa !20
  %76 = sext i32 %71 to i64
  %77 = getelementptr inbounds i8, ptr %75, i64 %76
  store i8 %74, ptr %77, align 1, !tbaa !21
  %78 = load i32, ptr %46, align 4, !tbaa !16
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %46, align 4, !tbaa !16
  %80 = load i32, ptr %45, align 8, !tbaa !11
  %81 = shl i32 %80, 8
  store i32 %81, ptr %45, align 8, !tbaa !11
  %82 = load i32, ptr %44, align 4, !tbaa !5
  %83 = add nsw i32 %82, -8
  store i32 %83, ptr %44, align 4, !tbaa !5
  %84 = icmp sgt i32 %82, 15
  br i1 %84, label %70, label %85, !llvm.loop !22

85:                                               ; preds = %70, %68
  %86 = phi i32 [ %57, %68 ], [ %79, %70 ]
  %87 = phi i32 [ %66, %68 ], [ %81, %70 ]
  %88 = phi i32 [ %69, %68 ], [ %82, %70 ]
  %89 = sub i32 32, %88
  %90 = shl i32 104, %89
  %91 = or i32 %90, %87
  store i32 %91, ptr %45, align 8, !tbaa !11
  store i32 %88, ptr %44, align 4, !tbaa !5
  %92 = getelementptr inbounds i8, ptr %0, i64 664
  %93 = load i32, ptr %92, align 8, !tbaa !24
  %94 = add i32 %93, 48
  %95 = icmp sgt i32 %88, 7
  br i1 %95, label %98, label %96

96:                                               ; preds = %85
  %97 = add nsw i32 %88, 8
  br label %113

98:                                               ; preds = %85, %98
  %99 = phi i32 [ %107, %98 ], [ %86, %85 ]
  %100 = phi i32 [ %109, %98 ], [ %91, %85 ]
  %101 = lshr i32 %100, 24
  %102 = trunc nuw i32 %101 to i8
  %103 = load ptr, ptr %39, align 8, !tbaa !20
  %104 = sext i32 %99 to i64
  %105 = getelementptr inbounds i8, ptr %103, i64 %104
  store i8 %102, ptr %105, align 1, !tbaa !21
  %106 = load i32, ptr %46, align 4, !tbaa !16
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %46, align 4, !tbaa !16
  %108 = load i32, ptr %45, align 8, !tbaa !11
  %109 = shl i32 %108, 8
  store i32 %109, ptr %45, align 8, !tbaa !11
  %110 = load i32, ptr %44, align 4, !tbaa !5
  %111 = add nsw i32 %110, -8
  store i32 %111, ptr %44, align 4, !tbaa !5
  %112 = icmp sgt i32 %110, 15
  br i1 %112, label %98, label %113, !llvm.loop !22

113:                                              ; preds = %98, %96
  %114 = phi i32 [ %91, %96 ], [ %109, %98 ]
  %115 = phi i32 [ %97, %96 ], [ %110, %98 ]
  %116 = and i32 %94, 255
  %117 = sub i32 32, %115
  %118 = shl i32 %116, %117
  %119 = or i32 %118, %114
  store i32 %119, ptr %45, align 8, !tbaa !11
  store i32 %115, ptr %44, align 4, !tbaa !5
  %120 = load i32, ptr %8, align 4, !tbaa !12
  br label %121

121:                                              ; preds = %113, %33
  %122 = phi i32 [ %120, %113 ], [ %34, %33 ]
  %123 = icmp sgt i32 %122, 0
  br i1 %123, label %124, label %4353

124:                                              ; preds = %121
  %125 = getelementptr inbounds i8, ptr %0, i64 644
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = icmp sgt i32 %126, 7
  %128 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %127, label %132, label %129

129:                                              ; preds = %124
  %130 = load i32, ptr %128, align 8, !tbaa !11
  %131 = add nsw i32 %126, 8
  br label %151

132:                                              ; preds = %124
  %133 = getelementptr inbounds i8, ptr %0, i64 116
  %134 = load i32, ptr %128, align 8, !tbaa !11
  %135 = load i32, ptr %133, align 4, !tbaa !16
  br label %136

136:                                              ; preds = %136, %132
  %137 = phi i32 [ %135, %132 ], [ %145, %136 ]
  %138 = phi i32 [ %134, %132 ], [ %147, %136 ]
  %139 = lshr i32 %138, 24
  %140 = trunc nuw i32 %139 to i8
  %141 = load ptr, ptr %39, align 8, !tbaa !20
  %142 = sext i32 %137 to i64
  %143 = getelementptr inbounds i8, ptr %141, i64 %142
  store i8 %140, ptr %143, align 1, !tbaa !21
  %144 = load i32, ptr %133, align 4, !tbaa !16
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %133, align 4, !tbaa !16
  %146 = load i32, ptr %128, align 8, !tbaa !11
  %147 = shl i32 %146, 8
  store i32 %147, ptr %128, align 8, !tbaa !11
  %148 = load i32, ptr %125, align 4, !tbaa !5
  %149 = add nsw i32 %148, -8
  store i32 %149, ptr %125, align 4, !tbaa !5
  %150 = icmp sgt i32 %148, 15
  br i1 %150, label %136, label %151, !llvm.loop !22

151:                                              ; preds = %136, %129
  %152 = phi i32 [ %130, %129 ], [ %147, %136 ]
  %153 = phi i32 [ %131, %129 ], [ %148, %136 ]
  %154 = sub i32 32, %153
  %155 = shl i32 49, %154
  %156 = or i32 %155, %152
  store i32 %156, ptr %128, align 8, !tbaa !11
  store i32 %153, ptr %125, align 4, !tbaa !5
  %157 = icmp sgt i32 %153, 7
  br i1 %157, label %160, label %158

158:                                              ; preds = %151
  %159 = add nsw i32 %153, 8
  br label %178

160:                                              ; preds = %151
  %161 = getelementptr inbounds i8, ptr %0, i64 116
  %162 = load i32, ptr %161, align 4, !tbaa !16
  br label %163

163:                                              ; preds = %163, %160
  %164 = phi i32 [ %162, %160 ], [ %172, %163 ]
  %165 = phi i32 [ %156, %160 ], [ %174, %163 ]
  %166 = lshr i32 %165, 24
  %167 = trunc nuw i32 %166 to i8
  %168 = load ptr, ptr %39, align 8, !tbaa !20
  %169 = sext i32 %164 to i64
  %170 = getelementptr inbounds i8, ptr %168, i64 %169
  store i8 %167, ptr %170, align 1, !tbaa !21
  %171 = load i32, ptr %161, align 4, !tbaa !16
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %161, align 4, !tbaa !16
  %173 = load i32, ptr %128, align 8, !tbaa !11
  %174 = shl i32 %173, 8
  store i32 %174, ptr %128, align 8, !tbaa !11
  %175 = load i32, ptr %125, align 4, !tbaa !5
  %176 = add nsw i32 %175, -8
  store i32 %176, ptr %125, align 4, !tbaa !5
  %177 = icmp sgt i32 %175, 15
  br i1 %177, label %163, label %178, !llvm.loop !22

178:                                              ; preds = %163, %158
  %179 = phi i32 [ %156, %158 ], [ %174, %163 ]
  %180 = phi i32 [ %159, %158 ], [ %175, %163 ]
  %181 = sub i32 32, %180
  %182 = shl i32 65, %181
  %183 = or i32 %182, %179
  store i32 %183, ptr %128, align 8, !tbaa !11
  store i32 %180, ptr %125, align 4, !tbaa !5
  %184 = icmp sgt i32 %180, 7
  br i1 %184, label %187, label %185

185:                                              ; preds = %178
  %186 = add nsw i32 %180, 8
  br label %205

187:                                              ; preds = %178
  %188 = getelementptr inbounds i8, ptr %0, i64 116
  %189 = load i32, ptr %188, align 4, !tbaa !16
  br label %190

190:                                              ; preds = %190, %187
  %191 = phi i32 [ %189, %187 ], [ %199, %190 ]
  %192 = phi i32 [ %183, %187 ], [ %201, %190 ]
  %193 = lshr i32 %192, 24
  %194 = trunc nuw i32 %193 to i8
  %195 = load ptr, ptr %39, align 8, !tbaa !20
  %196 = sext i32 %191 to i64
  %197 = getelementptr inbounds i8, ptr %195, i64 %196
  store i8 %194, ptr %197, align 1, !tbaa !21
  %198 = load i32, ptr %188, align 4, !tbaa !16
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %188, align 4, !tbaa !16
  %200 = load i32, ptr %128, align 8, !tbaa !11
  %201 = shl i32 %200, 8
  store i32 %201, ptr %128, align 8, !tbaa !11
  %202 = load i32, ptr %125, align 4, !tbaa !5
  %203 = add nsw i32 %202, -8
  store i32 %203, ptr %125, align 4, !tbaa !5
  %204 = icmp sgt i32 %202, 15
  br i1 %204, label %190, label %205, !llvm.loop !22

205:                                              ; preds = %190, %185
  %206 = phi i32 [ %183, %185 ], [ %201, %190 ]
  %207 = phi i32 [ %186, %185 ], [ %202, %190 ]
  %208 = sub i32 32, %207
  %209 = shl i32 89, %208
  %210 = or i32 %209, %206
  store i32 %210, ptr %128, align 8, !tbaa !11
  store i32 %207, ptr %125, align 4, !tbaa !5
  %211 = icmp sgt i32 %207, 7
  br i1 %211, label %214, label %212

212:                                              ; preds = %205
  %213 = add nsw i32 %207, 8
  br label %232

214:                                              ; preds = %205
  %215 = getelementptr inbounds i8, ptr %0, i64 116
  %216 = load i32, ptr %215, align 4, !tbaa !16
  br label %217

217:                                              ; preds = %217, %214
  %218 = phi i32 [ %216, %214 ], [ %226, %217 ]
  %219 = phi i32 [ %210, %214 ], [ %228, %217 ]
  %220 = lshr i32 %219, 24
  %221 = trunc nuw i32 %220 to i8
  %222 = load ptr, ptr %39, align 8, !tbaa !20
  %223 = sext i32 %218 to i64
  %224 = getelementptr inbounds i8, ptr %222, i64 %223
  store i8 %221, ptr %224, align 1, !tbaa !21
  %225 = load i32, ptr %215, align 4, !tbaa !16
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %215, align 4, !tbaa !16
  %227 = load i32, ptr %128, align 8, !tbaa !11
  %228 = shl i32 %227, 8
  store i32 %228, ptr %128, align 8, !tbaa !11
  %229 = load i32, ptr %125, align 4, !tbaa !5
  %230 = add nsw i32 %229, -8
  store i32 %230, ptr %125, align 4, !tbaa !5
  %231 = icmp sgt i32 %229, 15
  br i1 %231, label %217, label %232, !llvm.loop !22

232:                                              ; preds = %217, %212
  %233 = phi i32 [ %210, %212 ], [ %228, %217 ]
  %234 = phi i32 [ %213, %212 ], [ %229, %217 ]
  %235 = sub i32 32, %234
  %236 = shl i32 38, %235
  %237 = or i32 %236, %233
  store i32 %237, ptr %128, align 8, !tbaa !11
  store i32 %234, ptr %125, align 4, !tbaa !5
  %238 = icmp sgt i32 %234, 7
  br i1 %238, label %241, label %239

239:                                              ; preds = %232
  %240 = add nsw i32 %234, 8
  br label %259

241:                                              ; preds = %232
  %242 = getelementptr inbounds i8, ptr %0, i64 116
  %243 = load i32, ptr %242, align 4, !tbaa !16
  br label %244

244:                                              ; preds = %244, %241
  %245 = phi i32 [ %243, %241 ], [ %253, %244 ]
  %246 = phi i32 [ %237, %241 ], [ %255, %244 ]
  %247 = lshr i32 %246, 24
  %248 = trunc nuw i32 %247 to i8
  %249 = load ptr, ptr %39, align 8, !tbaa !20
  %250 = sext i32 %245 to i64
  %251 = getelementptr inbounds i8, ptr %249, i64 %250
  store i8 %248, ptr %251, align 1, !tbaa !21
  %252 = load i32, ptr %242, align 4, !tbaa !16
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %242, align 4, !tbaa !16
  %254 = load i32, ptr %128, align 8, !tbaa !11
  %255 = shl i32 %254, 8
  store i32 %255, ptr %128, align 8, !tbaa !11
  %256 = load i32, ptr %125, align 4, !tbaa !5
  %257 = add nsw i32 %256, -8
  store i32 %257, ptr %125, align 4, !tbaa !5
  %258 = icmp sgt i32 %256, 15
  br i1 %258, label %244, label %259, !llvm.loop !22

259:                                              ; preds = %244, %239
  %260 = phi i32 [ %237, %239 ], [ %255, %244 ]
  %261 = phi i32 [ %240, %239 ], [ %256, %244 ]
  %262 = sub i32 32, %261
  %263 = shl i32 83, %262
  %264 = or i32 %263, %260
  store i32 %264, ptr %128, align 8, !tbaa !11
  store i32 %261, ptr %125, align 4, !tbaa !5
  %265 = icmp sgt i32 %261, 7
  br i1 %265, label %268, label %266

266:                                              ; preds = %259
  %267 = add nsw i32 %261, 8
  br label %286

268:                                              ; preds = %259
  %269 = getelementptr inbounds i8, ptr %0, i64 116
  %270 = load i32, ptr %269, align 4, !tbaa !16
  br label %271

271:                                              ; preds = %271, %268
  %272 = phi i32 [ %270, %268 ], [ %280, %271 ]
  %273 = phi i32 [ %264, %268 ], [ %282, %271 ]
  %274 = lshr i32 %273, 24
  %275 = trunc nuw i32 %274 to i8
  %276 = load ptr, ptr %39, align 8, !tbaa !20
  %277 = sext i32 %272 to i64
  %278 = getelementptr inbounds i8, ptr %276, i64 %277
  store i8 %275, ptr %278, align 1, !tbaa !21
  %279 = load i32, ptr %269, align 4, !tbaa !16
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %269, align 4, !tbaa !16
  %281 = load i32, ptr %128, align 8, !tbaa !11
  %282 = shl i32 %281, 8
  store i32 %282, ptr %128, align 8, !tbaa !11
  %283 = load i32, ptr %125, align 4, !tbaa !5
  %284 = add nsw i32 %283, -8
  store i32 %284, ptr %125, align 4, !tbaa !5
  %285 = icmp sgt i32 %283, 15
  br i1 %285, label %271, label %286, !llvm.loop !22

286:                                              ; preds = %271, %266
  %287 = phi i32 [ %264, %266 ], [ %282, %271 ]
  %288 = phi i32 [ %267, %266 ], [ %283, %271 ]
  %289 = sub i32 32, %288
  %290 = shl i32 89, %289
  %291 = or i32 %290, %287
  store i32 %291, ptr %128, align 8, !tbaa !11
  store i32 %288, ptr %125, align 4, !tbaa !5
  %292 = getelementptr inbounds i8, ptr %0, i64 648
  %293 = load i32, ptr %292, align 8, !tbaa !13
  tail call fastcc void @bsPutUInt32(ptr noundef nonnull %0, i32 noundef %293)
  %294 = load i32, ptr %125, align 4, !tbaa !5
  %295 = icmp sgt i32 %294, 7
  br i1 %295, label %298, label %296

296:                                              ; preds = %286
  %297 = load i32, ptr %128, align 8, !tbaa !11
  br label %317

298:                                              ; preds = %286
  %299 = getelementptr inbounds i8, ptr %0, i64 116
  %300 = load i32, ptr %128, align 8, !tbaa !11
  %301 = load i32, ptr %299, align 4, !tbaa !16
  br label %302

302:                                              ; preds = %302, %298
  %303 = phi i32 [ %301, %298 ], [ %311, %302 ]
  %304 = phi i32 [ %300, %298 ], [ %313, %302 ]
  %305 = lshr i32 %304, 24
  %306 = trunc nuw i32 %305 to i8
  %307 = load ptr, ptr %39, align 8, !tbaa !20
  %308 = sext i32 %303 to i64
  %309 = getelementptr inbounds i8, ptr %307, i64 %308
  store i8 %306, ptr %309, align 1, !tbaa !21
  %310 = load i32, ptr %299, align 4, !tbaa !16
  %311 = add nsw i32 %310, 1
  store i32 %311, ptr %299, align 4, !tbaa !16
  %312 = load i32, ptr %128, align 8, !tbaa !11
  %313 = shl i32 %312, 8
  store i32 %313, ptr %128, align 8, !tbaa !11
  %314 = load i32, ptr %125, align 4, !tbaa !5
  %315 = add nsw i32 %314, -8
  store i32 %315, ptr %125, align 4, !tbaa !5
  %316 = icmp sgt i32 %314, 15
  br i1 %316, label %302, label %317, !llvm.loop !22

317:                                              ; preds = %302, %296
  %318 = phi i32 [ %297, %296 ], [ %313, %302 ]
  %319 = phi i32 [ %294, %296 ], [ %315, %302 ]
  %320 = add nsw i32 %319, 1
  store i32 %318, ptr %128, align 8, !tbaa !11
  store i32 %320, ptr %125, align 4, !tbaa !5
  %321 = getelementptr inbounds i8, ptr %0, i64 48
  %322 = load i32, ptr %321, align 8, !tbaa !25
  %323 = icmp sgt i32 %319, 6
  br i1 %323, label %324, label %342

324:                                              ; preds = %317
  %325 = getelementptr inbounds i8, ptr %0, i64 116
  %326 = load i32, ptr %325, align 4, !tbaa !16
  br label %327

327:                                              ; preds = %327, %324
  %328 = phi i32 [ %326, %324 ], [ %336, %327 ]
  %329 = phi i32 [ %318, %324 ], [ %338, %327 ]
  %330 = lshr i32 %329, 24
  %331 = trunc nuw i32 %330 to i8
  %332 = load ptr, ptr %39, align 8, !tbaa !20
  %333 = sext i32 %328 to i64
  %334 = getelementptr inbounds i8, ptr %332, i64 %333
  store i8 %331, ptr %334, align 1, !tbaa !21
  %335 = load i32, ptr %325, align 4, !tbaa !16
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr %325, align 4, !tbaa !16
  %337 = load i32, ptr %128, align 8, !tbaa !11
  %338 = shl i32 %337, 8
  store i32 %338, ptr %128, align 8, !tbaa !11
  %339 = load i32, ptr %125, align 4, !tbaa !5
  %340 = add nsw i32 %339, -8
  store i32 %340, ptr %125, align 4, !tbaa !5
  %341 = icmp sgt i32 %339, 15
  br i1 %341, label %327, label %342, !llvm.loop !22

342:                                              ; preds = %327, %317
  %343 = phi i32 [ %318, %317 ], [ %338, %327 ]
  %344 = phi i32 [ %320, %317 ], [ %340, %327 ]
  %345 = add nsw i32 %344, 24
  %346 = sub i32 8, %344
  %347 = shl i32 %322, %346
  %348 = or i32 %347, %343
  store i32 %348, ptr %128, align 8, !tbaa !11
  store i32 %345, ptr %125, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %7) #10
  %349 = getelementptr inbounds i8, ptr %0, i64 56
  %350 = load ptr, ptr %349, align 8, !tbaa !26
  %351 = getelementptr inbounds i8, ptr %0, i64 64
  %352 = load ptr, ptr %351, align 8, !tbaa !27
  %353 = getelementptr inbounds i8, ptr %0, i64 72
  %354 = load ptr, ptr %353, align 8, !tbaa !28
  %355 = getelementptr inbounds i8, ptr %0, i64 124
  store i32 0, ptr %355, align 4, !tbaa !29
  %356 = getelementptr inbounds i8, ptr %0, i64 128
  %357 = getelementptr inbounds i8, ptr %0, i64 384
  br label %358

358:                                              ; preds = %378, %342
  %359 = phi i32 [ 0, %342 ], [ %379, %378 ]
  %360 = phi i64 [ 0, %342 ], [ %380, %378 ]
  %361 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %360
  %362 = load i8, ptr %361, align 1, !tbaa !21
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %368, label %364

364:                                              ; preds = %358
  %365 = trunc i32 %359 to i8
  %366 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %360
  store i8 %365, ptr %366, align 1, !tbaa !21
  %367 = add nsw i32 %359, 1
  store i32 %367, ptr %355, align 4, !tbaa !29
  br label %368

368:                                              ; preds = %364, %358
  %369 = phi i32 [ %359, %358 ], [ %367, %364 ]
  %370 = or disjoint i64 %360, 1
  %371 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %370
  %372 = load i8, ptr %371, align 1, !tbaa !21
  %373 = icmp eq i8 %372, 0
  br i1 %373, label %378, label %374

374:                                              ; preds = %368
  %375 = trunc i32 %369 to i8
  %376 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %370
  store i8 %375, ptr %376, align 1, !tbaa !21
  %377 = add nsw i32 %369, 1
  store i32 %377, ptr %355, align 4, !tbaa !29
  br label %378

378:                                              ; preds = %374, %368
  %379 = phi i32 [ %369, %368 ], [ %377, %374 ]
  %380 = add nuw nsw i64 %360, 2
  %381 = icmp eq i64 %380, 256
  br i1 %381, label %382, label %358, !llvm.loop !30

382:                                              ; preds = %378
  %383 = icmp slt i32 %379, -1
  br i1 %383, label %427, label %384

384:                                              ; preds = %382
  %385 = getelementptr inbounds i8, ptr %0, i64 672
  %386 = add i32 %379, 2
  %387 = zext i32 %386 to i64
  %388 = shl nuw nsw i64 %387, 2
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %385, i8 0, i64 %388, i1 false), !tbaa !31
  %389 = icmp sgt i32 %379, 0
  br i1 %389, label %390, label %427

390:                                              ; preds = %384
  %391 = zext nneg i32 %379 to i64
  %392 = icmp ult i32 %379, 8
  br i1 %392, label %409, label %393

393:                                              ; preds = %390
  %394 = icmp ult i32 %379, 16
  br i1 %394, label %411, label %395

395:                                              ; preds = %393
  %396 = and i64 %391, 2147483632
  br label %397

397:                                              ; preds = %397, %395
  %398 = phi i64 [ 0, %395 ], [ %401, %397 ]
  %399 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %395 ], [ %402, %397 ]
  %400 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %398
  store <16 x i8> %399, ptr %400, align 16, !tbaa !21
  %401 = add nuw i64 %398, 16
  %402 = add <16 x i8> %399, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %403 = icmp eq i64 %401, %396
  br i1 %403, label %404, label %397, !llvm.loop !32

404:                                              ; preds = %397
  %405 = icmp eq i64 %396, %391
  br i1 %405, label %427, label %406

406:                                              ; preds = %404
  %407 = and i64 %391, 8
  %408 = icmp eq i64 %407, 0
  br i1 %408, label %409, label %411

409:                                              ; preds = %425, %390, %406
  %410 = phi i64 [ 0, %390 ], [ %396, %406 ], [ %413, %425 ]
  br label %436

411:                                              ; preds = %393, %406
  %412 = phi i64 [ %396, %406 ], [ 0, %393 ]
  %413 = and i64 %391, 2147483640
  %414 = trunc i64 %412 to i8
  %415 = insertelement <8 x i8> poison, i8 %414, i64 0
  %416 = shufflevector <8 x i8> %415, <8 x i8> poison, <8 x i32> zeroinitializer
  %417 = or disjoint <8 x i8> %416, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
  br label %418

418:                                              ; preds = %418, %411
  %419 = phi i64 [ %412, %411 ], [ %422, %418 ]
  %420 = phi <8 x i8> [ %417, %411 ], [ %423, %418 ]
  %421 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %419
  store <8 x i8> %420, ptr %421, align 8, !tbaa !21
  %422 = add nuw i64 %419, 8
  %423 = add <8 x i8> %420, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %424 = icmp eq i64 %422, %413
  br i1 %424, label %425, label %418, !llvm.loop !35

425:                                              ; preds = %418
  %426 = icmp eq i64 %413, %391
  br i1 %426, label %427, label %409

427:                                              ; preds = %436, %404, %425, %384, %382
  %428 = load i32, ptr %8, align 4, !tbaa !12
  %429 = icmp sgt i32 %428, 0
  br i1 %429, label %430, label %550

430:                                              ; preds = %427
  %431 = getelementptr inbounds i8, ptr %0, i64 676
  %432 = getelementptr inbounds i8, ptr %0, i64 672
  %433 = getelementptr inbounds i8, ptr %7, i64 1
  %434 = ptrtoint ptr %7 to i64
  %435 = load i8, ptr %7, align 16, !tbaa !21
  br label %442

436:                                              ; preds = %409, %436
  %437 = phi i64 [ %440, %436 ], [ %410, %409 ]
  %438 = trunc i64 %437 to i8
  %439 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %437
  store i8 %438, ptr %439, align 1, !tbaa !21
  %440 = add nuw nsw i64 %437, 1
  %441 = icmp eq i64 %440, %391
  br i1 %441, label %427, label %436, !llvm.loop !36

442:                                              ; preds = %516, %430
  %443 = phi i32 [ %428, %430 ], [ %517, %516 ]
  %444 = phi i8 [ %435, %430 ], [ %518, %516 ]
  %445 = phi i8 [ %435, %430 ], [ %460, %516 ]
  %446 = phi i64 [ 0, %430 ], [ %521, %516 ]
  %447 = phi i32 [ 0, %430 ], [ %520, %516 ]
  %448 = phi i32 [ 0, %430 ], [ %519, %516 ]
  %449 = getelementptr inbounds i32, ptr %350, i64 %446
  %450 = load i32, ptr %449, align 4, !tbaa !31
  %451 = add i32 %450, -1
  %452 = icmp slt i32 %451, 0
  %453 = select i1 %452, i32 %443, i32 0
  %454 = add nsw i32 %453, %451
  %455 = sext i32 %454 to i64
  %456 = getelementptr inbounds i8, ptr %352, i64 %455
  %457 = load i8, ptr %456, align 1, !tbaa !21
  %458 = zext i8 %457 to i64
  %459 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %458
  %460 = load i8, ptr %459, align 1, !tbaa !21
  %461 = icmp eq i8 %445, %460
  br i1 %461, label %462, label %464

462:                                              ; preds = %442
  %463 = add nsw i32 %447, 1
  br label %516

464:                                              ; preds = %442
  %465 = icmp sgt i32 %447, 0
  br i1 %465, label %466, label %490

466:                                              ; preds = %464
  %467 = add nsw i32 %447, -1
  %468 = sext i32 %448 to i64
  br label %469

469:                                              ; preds = %485, %466
  %470 = phi i64 [ %483, %485 ], [ %468, %466 ]
  %471 = phi i32 [ %487, %485 ], [ %467, %466 ]
  %472 = and i32 %471, 1
  %473 = icmp eq i32 %472, 0
  br i1 %473, label %477, label %474

474:                                              ; preds = %469
  %475 = load i32, ptr %431, align 4, !tbaa !31
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr %431, align 4, !tbaa !31
  br label %480

477:                                              ; preds = %469
  %478 = load i32, ptr %432, align 8, !tbaa !31
  %479 = add nsw i32 %478, 1
  store i32 %479, ptr %432, align 8, !tbaa !31
  br label %480

480:                                              ; preds = %477, %474
  %481 = phi i16 [ 0, %477 ], [ 1, %474 ]
  %482 = getelementptr inbounds i16, ptr %354, i64 %470
  store i16 %481, ptr %482, align 2
  %483 = add nsw i64 %470, 1
  %484 = icmp slt i32 %471, 2
  br i1 %484, label %488, label %485

485:                                              ; preds = %480
  %486 = add nsw i32 %471, -2
  %487 = lshr i32 %486, 1
  br label %469

488:                                              ; preds = %480
  %489 = trunc nsw i64 %483 to i32
  br label %490

490:                                              ; preds = %488, %464
  %491 = phi i32 [ %448, %464 ], [ %489, %488 ]
  %492 = phi i32 [ %447, %464 ], [ 0, %488 ]
  %493 = load i8, ptr %433, align 1, !tbaa !21
  store i8 %444, ptr %433, align 1, !tbaa !21
  %494 = icmp eq i8 %460, %493
  br i1 %494, label %501, label %495

495:                                              ; preds = %490, %495
  %496 = phi ptr [ %498, %495 ], [ %433, %490 ]
  %497 = phi i8 [ %499, %495 ], [ %493, %490 ]
  %498 = getelementptr inbounds i8, ptr %496, i64 1
  %499 = load i8, ptr %498, align 1, !tbaa !21
  store i8 %497, ptr %498, align 1, !tbaa !21
  %500 = icmp eq i8 %460, %499
  br i1 %500, label %501, label %495, !llvm.loop !37

501:                                              ; preds = %495, %490
  %502 = phi ptr [ %433, %490 ], [ %498, %495 ]
  %503 = ptrtoint ptr %502 to i64
  %504 = sub i64 %503, %434
  %505 = trunc i64 %504 to i32
  %506 = add nsw i32 %505, 1
  %507 = trunc i32 %506 to i16
  %508 = sext i32 %491 to i64
  %509 = getelementptr inbounds i16, ptr %354, i64 %508
  store i16 %507, ptr %509, align 2, !tbaa !38
  %510 = add nsw i32 %491, 1
  %511 = sext i32 %506 to i64
  %512 = getelementptr inbounds [258 x i32], ptr %432, i64 0, i64 %511
  %513 = load i32, ptr %512, align 4, !tbaa !31
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr %512, align 4, !tbaa !31
  %515 = load i32, ptr %8, align 4, !tbaa !12
  br label %516

516:                                              ; preds = %501, %462
  %517 = phi i32 [ %443, %462 ], [ %515, %501 ]
  %518 = phi i8 [ %444, %462 ], [ %460, %501 ]
  %519 = phi i32 [ %448, %462 ], [ %510, %501 ]
  %520 = phi i32 [ %463, %462 ], [ %492, %501 ]
  %521 = add nuw nsw i64 %446, 1
  %522 = sext i32 %517 to i64
  %523 = icmp slt i64 %521, %522
  br i1 %523, label %442, label %524, !llvm.loop !40

524:                                              ; preds = %516
  %525 = icmp sgt i32 %520, 0
  br i1 %525, label %526, label %550

526:                                              ; preds = %524
  %527 = add nsw i32 %520, -1
  %528 = sext i32 %519 to i64
  br label %529

529:                                              ; preds = %545, %526
  %530 = phi i64 [ %543, %545 ], [ %528, %526 ]
  %531 = phi i32 [ %547, %545 ], [ %527, %526 ]
  %532 = and i32 %531, 1
  %533 = icmp eq i32 %532, 0
  br i1 %533, label %537, label %534

534:                                              ; preds = %529
  %535 = load i32, ptr %431, align 4, !tbaa !31
  %536 = add nsw i32 %535, 1
  store i32 %536, ptr %431, align 4, !tbaa !31
  br label %540

537:                                              ; preds = %529
  %538 = load i32, ptr %432, align 8, !tbaa !31
  %539 = add nsw i32 %538, 1
  store i32 %539, ptr %432, align 8, !tbaa !31
  br label %540

540:                                              ; preds = %537, %534
  %541 = phi i16 [ 0, %537 ], [ 1, %534 ]
  %542 = getelementptr inbounds i16, ptr %354, i64 %530
  store i16 %541, ptr %542, align 2
  %543 = add nsw i64 %530, 1
  %544 = icmp slt i32 %531, 2
  br i1 %544, label %548, label %545

545:                                              ; preds = %540
  %546 = add nsw i32 %531, -2
  %547 = lshr i32 %546, 1
  br label %529

548:                                              ; preds = %540
  %549 = trunc nsw i64 %543 to i32
  br label %550

550:                                              ; preds = %427, %524, %548
  %551 = phi i32 [ %519, %524 ], [ %549, %548 ], [ 0, %427 ]
  %552 = add nsw i32 %379, 1
  %553 = trunc i32 %552 to i16
  %554 = sext i32 %551 to i64
  %555 = getelementptr inbounds i16, ptr %354, i64 %554
  store i16 %553, ptr %555, align 2, !tbaa !38
  %556 = add nsw i32 %551, 1
  %557 = getelementptr inbounds i8, ptr %0, i64 672
  %558 = sext i32 %552 to i64
  %559 = getelementptr inbounds [258 x i32], ptr %557, i64 0, i64 %558
  %560 = load i32, ptr %559, align 4, !tbaa !31
  %561 = add nsw i32 %560, 1
  store i32 %561, ptr %559, align 4, !tbaa !31
  %562 = getelementptr inbounds i8, ptr %0, i64 668
  store i32 %556, ptr %562, align 4, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  %563 = load ptr, ptr %353, align 8, !tbaa !28
  %564 = getelementptr inbounds i8, ptr %0, i64 656
  %565 = load i32, ptr %564, align 8, !tbaa !17
  %566 = icmp sgt i32 %565, 2
  br i1 %566, label %567, label %572

567:                                              ; preds = %550
  %568 = load ptr, ptr @stderr, align 8, !tbaa !18
  %569 = load i32, ptr %8, align 4, !tbaa !12
  %570 = load i32, ptr %355, align 4, !tbaa !29
  %571 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %568, ptr noundef nonnull @.str.2, i32 noundef %569, i32 noundef %556, i32 noundef %570) #9
  br label %572

572:                                              ; preds = %567, %550
  %573 = load i32, ptr %355, align 4, !tbaa !29
  %574 = add i32 %573, 2
  %575 = icmp sgt i32 %573, -2
  %576 = call i32 @llvm.smax.i32(i32 %574, i32 1)
  %577 = zext nneg i32 %576 to i64
  %578 = getelementptr i8, ptr %0, i64 37708
  br i1 %575, label %579, label %585

579:                                              ; preds = %572
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %578, i8 15, i64 %577, i1 false), !tbaa !21
  %580 = getelementptr i8, ptr %0, i64 37966
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %580, i8 15, i64 %577, i1 false), !tbaa !21
  %581 = getelementptr i8, ptr %0, i64 38224
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %581, i8 15, i64 %577, i1 false), !tbaa !21
  %582 = getelementptr i8, ptr %0, i64 38482
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %582, i8 15, i64 %577, i1 false), !tbaa !21
  %583 = getelementptr i8, ptr %0, i64 38740
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %583, i8 15, i64 %577, i1 false), !tbaa !21
  %584 = getelementptr i8, ptr %0, i64 38998
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %584, i8 15, i64 %577, i1 false), !tbaa !21
  br label %585

585:                                              ; preds = %572, %579
  %586 = load i32, ptr %562, align 4, !tbaa !41
  %587 = icmp sgt i32 %586, 0
  br i1 %587, label %590, label %588

588:                                              ; preds = %585
  call void @BZ2_bz__AssertH__fail(i32 noundef 3001) #10
  %589 = load i32, ptr %562, align 4, !tbaa !41
  br label %590

590:                                              ; preds = %588, %585
  %591 = phi i32 [ %589, %588 ], [ %586, %585 ]
  %592 = icmp slt i32 %591, 200
  br i1 %592, label %600, label %593

593:                                              ; preds = %590
  %594 = icmp ult i32 %591, 600
  br i1 %594, label %600, label %595

595:                                              ; preds = %593
  %596 = icmp ult i32 %591, 1200
  br i1 %596, label %600, label %597

597:                                              ; preds = %595
  %598 = icmp ugt i32 %591, 2399
  %599 = select i1 %598, i32 6, i32 5
  br label %600

600:                                              ; preds = %597, %595, %593, %590
  %601 = phi i1 [ false, %590 ], [ false, %593 ], [ false, %595 ], [ %598, %597 ]
  %602 = phi i32 [ 2, %590 ], [ 3, %593 ], [ 4, %595 ], [ %599, %597 ]
  %603 = sext i32 %573 to i64
  %604 = zext nneg i32 %602 to i64
  %605 = icmp slt i32 %574, 8
  %606 = icmp slt i32 %574, 16
  %607 = and i64 %577, 2147483632
  %608 = icmp eq i64 %607, %577
  %609 = and i64 %577, 8
  %610 = icmp eq i64 %609, 0
  %611 = and i64 %577, 2147483640
  %612 = icmp eq i64 %611, %577
  br label %651

613:                                              ; preds = %762
  %614 = getelementptr inbounds i8, ptr %0, i64 51640
  %615 = getelementptr inbounds i8, ptr %0, i64 1704
  %616 = getelementptr i8, ptr %0, i64 45448
  %617 = shl nuw nsw i64 %604, 2
  %618 = shl nuw nsw i64 %577, 2
  %619 = shl nuw nsw i64 %604, 1
  %620 = and i1 %575, %601
  %621 = getelementptr i8, ptr %0, i64 38740
  %622 = getelementptr i8, ptr %0, i64 38998
  %623 = getelementptr i8, ptr %0, i64 38224
  %624 = getelementptr i8, ptr %0, i64 38482
  %625 = getelementptr i8, ptr %0, i64 37966
  %626 = getelementptr inbounds i8, ptr %3, i64 2
  %627 = icmp eq i32 %602, 2
  %628 = getelementptr inbounds i8, ptr %3, i64 4
  %629 = icmp eq i32 %602, 3
  %630 = getelementptr inbounds i8, ptr %3, i64 6
  %631 = icmp eq i32 %602, 4
  %632 = getelementptr inbounds i8, ptr %3, i64 8
  %633 = icmp eq i32 %602, 5
  %634 = getelementptr inbounds i8, ptr %3, i64 10
  %635 = getelementptr inbounds i8, ptr %3, i64 2
  %636 = getelementptr inbounds i8, ptr %3, i64 4
  %637 = getelementptr inbounds i8, ptr %3, i64 6
  %638 = getelementptr inbounds i8, ptr %3, i64 8
  %639 = getelementptr inbounds i8, ptr %3, i64 10
  %640 = getelementptr inbounds i8, ptr %3, i64 2
  %641 = icmp eq i32 %602, 2
  %642 = getelementptr inbounds i8, ptr %3, i64 4
  %643 = icmp eq i32 %602, 3
  %644 = getelementptr inbounds i8, ptr %3, i64 6
  %645 = icmp eq i32 %602, 4
  %646 = getelementptr inbounds i8, ptr %3, i64 8
  %647 = icmp eq i32 %602, 5
  %648 = getelementptr inbounds i8, ptr %3, i64 10
  %649 = icmp eq i32 %602, 6
  %650 = getelementptr i8, ptr %563, i64 2
  br label %766

651:                                              ; preds = %762, %600
  %652 = phi i64 [ %604, %600 ], [ %707, %762 ]
  %653 = phi i32 [ 0, %600 ], [ %763, %762 ]
  %654 = phi i32 [ %591, %600 ], [ %764, %762 ]
  %655 = trunc nuw nsw i64 %652 to i32
  %656 = sdiv i32 %654, %655
  %657 = add nsw i32 %653, -1
  %658 = icmp sgt i32 %656, 0
  %659 = icmp sle i32 %657, %573
  %660 = select i1 %658, i1 %659, i1 false
  br i1 %660, label %661, label %691

661:                                              ; preds = %651
  %662 = sext i32 %657 to i64
  br label %663

663:                                              ; preds = %663, %661
  %664 = phi i64 [ %662, %661 ], [ %666, %663 ]
  %665 = phi i32 [ 0, %661 ], [ %669, %663 ]
  %666 = add nsw i64 %664, 1
  %667 = getelementptr inbounds [258 x i32], ptr %557, i64 0, i64 %666
  %668 = load i32, ptr %667, align 4, !tbaa !31
  %669 = add nsw i32 %668, %665
  %670 = icmp slt i32 %669, %656
  %671 = icmp slt i64 %664, %603
  %672 = and i1 %671, %670
  br i1 %672, label %663, label %673, !llvm.loop !42

673:                                              ; preds = %663
  %674 = trunc nsw i64 %666 to i32
  %675 = icmp slt i32 %653, %674
  br i1 %675, label %676, label %691

676:                                              ; preds = %673
  %677 = icmp ne i64 %652, %604
  %678 = icmp ne i64 %652, 1
  %679 = and i1 %677, %678
  br i1 %679, label %680, label %691

680:                                              ; preds = %676
  %681 = sub i32 %602, %655
  %682 = and i32 %681, -2147483647
  %683 = icmp eq i32 %682, 1
  br i1 %683, label %684, label %691

684:                                              ; preds = %680
  %685 = shl i64 %666, 32
  %686 = ashr exact i64 %685, 32
  %687 = getelementptr inbounds [258 x i32], ptr %557, i64 0, i64 %686
  %688 = load i32, ptr %687, align 4, !tbaa !31
  %689 = sub nsw i32 %669, %688
  %690 = add nsw i32 %674, -1
  br label %691

691:                                              ; preds = %651, %684, %680, %676, %673
  %692 = phi i32 [ %689, %684 ], [ %669, %680 ], [ %669, %676 ], [ %669, %673 ], [ 0, %651 ]
  %693 = phi i32 [ %690, %684 ], [ %674, %680 ], [ %674, %676 ], [ %674, %673 ], [ %657, %651 ]
  %694 = load i32, ptr %564, align 8, !tbaa !17
  %695 = icmp sgt i32 %694, 2
  br i1 %695, label %696, label %706

696:                                              ; preds = %691
  %697 = load ptr, ptr @stderr, align 8, !tbaa !18
  %698 = sitofp i32 %692 to float
  %699 = fpext float %698 to double
  %700 = fmul double %699, 1.000000e+02
  %701 = load i32, ptr %562, align 4, !tbaa !41
  %702 = sitofp i32 %701 to float
  %703 = fpext float %702 to double
  %704 = fdiv double %700, %703
  %705 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %697, ptr noundef nonnull @.str.3, i32 noundef %655, i32 noundef %653, i32 noundef %693, i32 noundef %692, double noundef %704) #9
  br label %706

706:                                              ; preds = %696, %691
  %707 = add nsw i64 %652, -1
  br i1 %575, label %708, label %762

708:                                              ; preds = %706
  %709 = sext i32 %693 to i64
  %710 = sext i32 %653 to i64
  br i1 %605, label %751, label %711

711:                                              ; preds = %708
  br i1 %606, label %730, label %712

712:                                              ; preds = %711
  %713 = insertelement <16 x i64> poison, i64 %710, i64 0
  %714 = shufflevector <16 x i64> %713, <16 x i64> poison, <16 x i32> zeroinitializer
  %715 = insertelement <16 x i64> poison, i64 %709, i64 0
  %716 = shufflevector <16 x i64> %715, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %717

717:                                              ; preds = %717, %712
  %718 = phi i64 [ 0, %712 ], [ %725, %717 ]
  %719 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %712 ], [ %726, %717 ]
  %720 = icmp slt <16 x i64> %719, %714
  %721 = icmp sgt <16 x i64> %719, %716
  %722 = select <16 x i1> %720, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> %721
  %723 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %707, i64 %718
  %724 = select <16 x i1> %722, <16 x i8> <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, <16 x i8> zeroinitializer
  store <16 x i8> %724, ptr %723, align 1, !tbaa !21
  %725 = add nuw i64 %718, 16
  %726 = add <16 x i64> %719, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %727 = icmp eq i64 %725, %607
  br i1 %727, label %728, label %717, !llvm.loop !43

728:                                              ; preds = %717
  br i1 %608, label %762, label %729

729:                                              ; preds = %728
  br i1 %610, label %751, label %730

730:                                              ; preds = %711, %729
  %731 = phi i64 [ %607, %729 ], [ 0, %711 ]
  %732 = insertelement <8 x i64> poison, i64 %731, i64 0
  %733 = shufflevector <8 x i64> %732, <8 x i64> poison, <8 x i32> zeroinitializer
  %734 = or disjoint <8 x i64> %733, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %735 = insertelement <8 x i64> poison, i64 %710, i64 0
  %736 = shufflevector <8 x i64> %735, <8 x i64> poison, <8 x i32> zeroinitializer
  %737 = insertelement <8 x i64> poison, i64 %709, i64 0
  %738 = shufflevector <8 x i64> %737, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %739

739:                                              ; preds = %739, %730
  %740 = phi i64 [ %731, %730 ], [ %747, %739 ]
  %741 = phi <8 x i64> [ %734, %730 ], [ %748, %739 ]
  %742 = icmp slt <8 x i64> %741, %736
  %743 = icmp sgt <8 x i64> %741, %738
  %744 = select <8 x i1> %742, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %743
  %745 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %707, i64 %740
  %746 = select <8 x i1> %744, <8 x i8> <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, <8 x i8> zeroinitializer
  store <8 x i8> %746, ptr %745, align 1, !tbaa !21
  %747 = add nuw i64 %740, 8
  %748 = add <8 x i64> %741, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %749 = icmp eq i64 %747, %611
  br i1 %749, label %750, label %739, !llvm.loop !44

750:                                              ; preds = %739
  br i1 %612, label %762, label %751

751:                                              ; preds = %750, %708, %729
  %752 = phi i64 [ 0, %708 ], [ %607, %729 ], [ %611, %750 ]
  br label %753

753:                                              ; preds = %751, %753
  %754 = phi i64 [ %760, %753 ], [ %752, %751 ]
  %755 = icmp slt i64 %754, %710
  %756 = icmp sgt i64 %754, %709
  %757 = select i1 %755, i1 true, i1 %756
  %758 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %707, i64 %754
  %759 = select i1 %757, i8 15, i8 0
  store i8 %759, ptr %758, align 1, !tbaa !21
  %760 = add nuw nsw i64 %754, 1
  %761 = icmp eq i64 %760, %577
  br i1 %761, label %762, label %753, !llvm.loop !45

762:                                              ; preds = %753, %728, %750, %706
  %763 = add nsw i32 %693, 1
  %764 = sub nsw i32 %654, %692
  %765 = icmp sgt i64 %652, 1
  br i1 %765, label %651, label %613, !llvm.loop !46

766:                                              ; preds = %1911, %613
  %767 = phi i32 [ 0, %613 ], [ %1912, %1911 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %4, i8 0, i64 %617, i1 false), !tbaa !31
  br label %768

768:                                              ; preds = %775, %766
  %769 = phi i64 [ 0, %766 ], [ %776, %775 ]
  br i1 %575, label %770, label %777

770:                                              ; preds = %768
  %771 = mul nuw nsw i64 %769, 1032
  %772 = getelementptr i8, ptr %616, i64 %771
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %772, i8 0, i64 %618, i1 false), !tbaa !31
  %773 = add nuw nsw i64 %769, 1
  %774 = icmp eq i64 %773, %604
  br i1 %774, label %780, label %775

775:                                              ; preds = %770, %777
  %776 = phi i64 [ %773, %770 ], [ %778, %777 ]
  br label %768, !llvm.loop !47

777:                                              ; preds = %768
  %778 = add nuw nsw i64 %769, 1
  %779 = icmp eq i64 %778, %604
  br i1 %779, label %812, label %775

780:                                              ; preds = %770
  br i1 %620, label %781, label %812

781:                                              ; preds = %780, %781
  %782 = phi i64 [ %810, %781 ], [ 0, %780 ]
  %783 = getelementptr inbounds [258 x i8], ptr %625, i64 0, i64 %782
  %784 = load i8, ptr %783, align 1, !tbaa !21
  %785 = zext i8 %784 to i32
  %786 = shl nuw nsw i32 %785, 16
  %787 = getelementptr inbounds [258 x i8], ptr %578, i64 0, i64 %782
  %788 = load i8, ptr %787, align 1, !tbaa !21
  %789 = zext i8 %788 to i32
  %790 = or disjoint i32 %786, %789
  %791 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %782
  store i32 %790, ptr %791, align 8, !tbaa !31
  %792 = getelementptr inbounds [258 x i8], ptr %624, i64 0, i64 %782
  %793 = load i8, ptr %792, align 1, !tbaa !21
  %794 = zext i8 %793 to i32
  %795 = shl nuw nsw i32 %794, 16
  %796 = getelementptr inbounds [258 x i8], ptr %623, i64 0, i64 %782
  %797 = load i8, ptr %796, align 1, !tbaa !21
  %798 = zext i8 %797 to i32
  %799 = or disjoint i32 %795, %798
  %800 = getelementptr inbounds i8, ptr %791, i64 4
  store i32 %799, ptr %800, align 4, !tbaa !31
  %801 = getelementptr inbounds [258 x i8], ptr %622, i64 0, i64 %782
  %802 = load i8, ptr %801, align 1, !tbaa !21
  %803 = zext i8 %802 to i32
  %804 = shl nuw nsw i32 %803, 16
  %805 = getelementptr inbounds [258 x i8], ptr %621, i64 0, i64 %782
  %806 = load i8, ptr %805, align 1, !tbaa !21
  %807 = zext i8 %806 to i32
  %808 = or disjoint i32 %804, %807
  %809 = getelementptr inbounds i8, ptr %791, i64 8
  store i32 %808, ptr %809, align 8, !tbaa !31
  %810 = add nuw nsw i64 %782, 1
  %811 = icmp eq i64 %810, %577
  br i1 %811, label %812, label %781, !llvm.loop !48

812:                                              ; preds = %777, %781, %780
  %813 = load i32, ptr %562, align 4, !tbaa !41
  %814 = icmp sgt i32 %813, 0
  br i1 %814, label %815, label %1883

815:                                              ; preds = %812, %1877
  %816 = phi i64 [ %1538, %1877 ], [ 0, %812 ]
  %817 = phi i32 [ %1879, %1877 ], [ %813, %812 ]
  %818 = phi i32 [ %1878, %1877 ], [ 0, %812 ]
  %819 = phi i32 [ %1531, %1877 ], [ 0, %812 ]
  %820 = add nsw i32 %818, 49
  %821 = add nsw i32 %817, -1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(1) %3, i8 0, i64 %619, i1 false), !tbaa !38
  %822 = icmp slt i32 %820, %817
  %823 = select i1 %822, i32 %820, i32 %821
  %824 = sub nsw i32 %823, %818
  %825 = icmp eq i32 %824, 49
  %826 = select i1 %601, i1 %825, i1 false
  br i1 %826, label %838, label %827

827:                                              ; preds = %815
  %828 = icmp sgt i32 %818, %823
  br i1 %828, label %1494, label %829

829:                                              ; preds = %827
  %830 = sext i32 %818 to i64
  %831 = add i32 %823, 1
  %832 = load i16, ptr %3, align 2, !tbaa !38
  %833 = load i16, ptr %626, align 2, !tbaa !38
  %834 = load i16, ptr %628, align 2, !tbaa !38
  %835 = load i16, ptr %630, align 2, !tbaa !38
  %836 = load i16, ptr %632, align 2, !tbaa !38
  %837 = load i16, ptr %634, align 2, !tbaa !38
  br label %1446

838:                                              ; preds = %815
  %839 = sext i32 %818 to i64
  %840 = getelementptr inbounds i16, ptr %563, i64 %839
  %841 = load i16, ptr %840, align 2, !tbaa !38
  %842 = zext i16 %841 to i64
  %843 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %842
  %844 = load i32, ptr %843, align 8, !tbaa !31
  %845 = getelementptr inbounds i8, ptr %843, i64 4
  %846 = load i32, ptr %845, align 4, !tbaa !31
  %847 = getelementptr inbounds i8, ptr %843, i64 8
  %848 = load i32, ptr %847, align 8, !tbaa !31
  %849 = getelementptr i8, ptr %840, i64 2
  %850 = load i16, ptr %849, align 2, !tbaa !38
  %851 = zext i16 %850 to i64
  %852 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %851
  %853 = load i32, ptr %852, align 8, !tbaa !31
  %854 = add i32 %853, %844
  %855 = getelementptr inbounds i8, ptr %852, i64 4
  %856 = load i32, ptr %855, align 4, !tbaa !31
  %857 = add i32 %856, %846
  %858 = getelementptr inbounds i8, ptr %852, i64 8
  %859 = load i32, ptr %858, align 8, !tbaa !31
  %860 = add i32 %859, %848
  %861 = getelementptr i8, ptr %840, i64 4
  %862 = load i16, ptr %861, align 2, !tbaa !38
  %863 = zext i16 %862 to i64
  %864 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %863
  %865 = load i32, ptr %864, align 8, !tbaa !31
  %866 = add i32 %854, %865
  %867 = getelementptr inbounds i8, ptr %864, i64 4
  %868 = load i32, ptr %867, align 4, !tbaa !31
  %869 = add i32 %857, %868
  %870 = getelementptr inbounds i8, ptr %864, i64 8
  %871 = load i32, ptr %870, align 8, !tbaa !31
  %872 = add i32 %860, %871
  %873 = getelementptr i8, ptr %840, i64 6
  %874 = load i16, ptr %873, align 2, !tbaa !38
  %875 = zext i16 %874 to i64
  %876 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %875
  %877 = load i32, ptr %876, align 8, !tbaa !31
  %878 = add i32 %866, %877
  %879 = getelementptr inbounds i8, ptr %876, i64 4
  %880 = load i32, ptr %879, align 4, !tbaa !31
  %881 = add i32 %869, %880
  %882 = getelementptr inbounds i8, ptr %876, i64 8
  %883 = load i32, ptr %882, align 8, !tbaa !31
  %884 = add i32 %872, %883
  %885 = getelementptr i8, ptr %840, i64 8
  %886 = load i16, ptr %885, align 2, !tbaa !38
  %887 = zext i16 %886 to i64
  %888 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %887
  %889 = load i32, ptr %888, align 8, !tbaa !31
  %890 = add i32 %878, %889
  %891 = getelementptr inbounds i8, ptr %888, i64 4
  %892 = load i32, ptr %891, align 4, !tbaa !31
  %893 = add i32 %881, %892
  %894 = getelementptr inbounds i8, ptr %888, i64 8
  %895 = load i32, ptr %894, align 8, !tbaa !31
  %896 = add i32 %884, %895
  %897 = getelementptr i8, ptr %840, i64 10
  %898 = load i16, ptr %897, align 2, !tbaa !38
  %899 = zext i16 %898 to i64
  %900 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %899
  %901 = load i32, ptr %900, align 8, !tbaa !31
  %902 = add i32 %890, %901
  %903 = getelementptr inbounds i8, ptr %900, i64 4
  %904 = load i32, ptr %903, align 4, !tbaa !31
  %905 = add i32 %893, %904
  %906 = getelementptr inbounds i8, ptr %900, i64 8
  %907 = load i32, ptr %906, align 8, !tbaa !31
  %908 = add i32 %896, %907
  %909 = getelementptr i8, ptr %840, i64 12
  %910 = load i16, ptr %909, align 2, !tbaa !38
  %911 = zext i16 %910 to i64
  %912 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %911
  %913 = load i32, ptr %912, align 8, !tbaa !31
  %914 = add i32 %902, %913
  %915 = getelementptr inbounds i8, ptr %912, i64 4
  %916 = load i32, ptr %915, align 4, !tbaa !31
  %917 = add i32 %905, %916
  %918 = getelementptr inbounds i8, ptr %912, i64 8
  %919 = load i32, ptr %918, align 8, !tbaa !31
  %920 = add i32 %908, %919
  %921 = getelementptr i8, ptr %840, i64 14
  %922 = load i16, ptr %921, align 2, !tbaa !38
  %923 = zext i16 %922 to i64
  %924 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %923
  %925 = load i32, ptr %924, align 8, !tbaa !31
  %926 = add i32 %914, %925
  %927 = getelementptr inbounds i8, ptr %924, i64 4
  %928 = load i32, ptr %927, align 4, !tbaa !31
  %929 = add i32 %917, %928
  %930 = getelementptr inbounds i8, ptr %924, i64 8
  %931 = load i32, ptr %930, align 8, !tbaa !31
  %932 = add i32 %920, %931
  %933 = getelementptr i8, ptr %840, i64 16
  %934 = load i16, ptr %933, align 2, !tbaa !38
  %935 = zext i16 %934 to i64
  %936 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %935
  %937 = load i32, ptr %936, align 8, !tbaa !31
  %938 = add i32 %926, %937
  %939 = getelementptr inbounds i8, ptr %936, i64 4
  %940 = load i32, ptr %939, align 4, !tbaa !31
  %941 = add i32 %929, %940
  %942 = getelementptr inbounds i8, ptr %936, i64 8
  %943 = load i32, ptr %942, align 8, !tbaa !31
  %944 = add i32 %932, %943
  %945 = getelementptr i8, ptr %840, i64 18
  %946 = load i16, ptr %945, align 2, !tbaa !38
  %947 = zext i16 %946 to i64
  %948 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %947
  %949 = load i32, ptr %948, align 8, !tbaa !31
  %950 = add i32 %938, %949
  %951 = getelementptr inbounds i8, ptr %948, i64 4
  %952 = load i32, ptr %951, align 4, !tbaa !31
  %953 = add i32 %941, %952
  %954 = getelementptr inbounds i8, ptr %948, i64 8
  %955 = load i32, ptr %954, align 8, !tbaa !31
  %956 = add i32 %944, %955
  %957 = getelementptr i8, ptr %840, i64 20
  %958 = load i16, ptr %957, align 2, !tbaa !38
  %959 = zext i16 %958 to i64
  %960 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %959
  %961 = load i32, ptr %960, align 8, !tbaa !31
  %962 = add i32 %950, %961
  %963 = getelementptr inbounds i8, ptr %960, i64 4
  %964 = load i32, ptr %963, align 4, !tbaa !31
  %965 = add i32 %953, %964
  %966 = getelementptr inbounds i8, ptr %960, i64 8
  %967 = load i32, ptr %966, align 8, !tbaa !31
  %968 = add i32 %956, %967
  %969 = getelementptr i8, ptr %840, i64 22
  %970 = load i16, ptr %969, align 2, !tbaa !38
  %971 = zext i16 %970 to i64
  %972 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %971
  %973 = load i32, ptr %972, align 8, !tbaa !31
  %974 = add i32 %962, %973
  %975 = getelementptr inbounds i8, ptr %972, i64 4
  %976 = load i32, ptr %975, align 4, !tbaa !31
  %977 = add i32 %965, %976
  %978 = getelementptr inbounds i8, ptr %972, i64 8
  %979 = load i32, ptr %978, align 8, !tbaa !31
  %980 = add i32 %968, %979
  %981 = getelementptr i8, ptr %840, i64 24
  %982 = load i16, ptr %981, align 2, !tbaa !38
  %983 = zext i16 %982 to i64
  %984 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %983
  %985 = load i32, ptr %984, align 8, !tbaa !31
  %986 = add i32 %974, %985
  %987 = getelementptr inbounds i8, ptr %984, i64 4
  %988 = load i32, ptr %987, align 4, !tbaa !31
  %989 = add i32 %977, %988
  %990 = getelementptr inbounds i8, ptr %984, i64 8
  %991 = load i32, ptr %990, align 8, !tbaa !31
  %992 = add i32 %980, %991
  %993 = getelementptr i8, ptr %840, i64 26
  %994 = load i16, ptr %993, align 2, !tbaa !38
  %995 = zext i16 %994 to i64
  %996 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %995
  %997 = load i32, ptr %996, align 8, !tbaa !31
  %998 = add i32 %986, %997
  %999 = getelementptr inbounds i8, ptr %996, i64 4
  %1000 = load i32, ptr %999, align 4, !tbaa !31
  %1001 = add i32 %989, %1000
  %1002 = getelementptr inbounds i8, ptr %996, i64 8
  %1003 = load i32, ptr %1002, align 8, !tbaa !31
  %1004 = add i32 %992, %1003
  %1005 = getelementptr i8, ptr %840, i64 28
  %1006 = load i16, ptr %1005, align 2, !tbaa !38
  %1007 = zext i16 %1006 to i64
  %1008 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1007
  %1009 = load i32, ptr %1008, align 8, !tbaa !31
  %1010 = add i32 %998, %1009
  %1011 = getelementptr inbounds i8, ptr %1008, i64 4
  %1012 = load i32, ptr %1011, align 4, !tbaa !31
  %1013 = add i32 %1001, %1012
  %1014 = getelementptr inbounds i8, ptr %1008, i64 8
  %1015 = load i32, ptr %1014, align 8, !tbaa !31
  %1016 = add i32 %1004, %1015
  %1017 = getelementptr i8, ptr %840, i64 30
  %1018 = load i16, ptr %1017, align 2, !tbaa !38
  %1019 = zext i16 %1018 to i64
  %1020 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1019
  %1021 = load i32, ptr %1020, align 8, !tbaa !31
  %1022 = add i32 %1010, %1021
  %1023 = getelementptr inbounds i8, ptr %1020, i64 4
  %1024 = load i32, ptr %1023, align 4, !tbaa !31
  %1025 = add i32 %1013, %1024
  %1026 = getelementptr inbounds i8, ptr %1020, i64 8
  %1027 = load i32, ptr %1026, align 8, !tbaa !31
  %1028 = add i32 %1016, %1027
  %1029 = getelementptr i8, ptr %840, i64 32
  %1030 = load i16, ptr %1029, align 2, !tbaa !38
  %1031 = zext i16 %1030 to i64
  %1032 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1031
  %1033 = load i32, ptr %1032, align 8, !tbaa !31
  %1034 = add i32 %1022, %1033
  %1035 = getelementptr inbounds i8, ptr %1032, i64 4
  %1036 = load i32, ptr %1035, align 4, !tbaa !31
  %1037 = add i32 %1025, %1036
  %1038 = getelementptr inbounds i8, ptr %1032, i64 8
  %1039 = load i32, ptr %1038, align 8, !tbaa !31
  %1040 = add i32 %1028, %1039
  %1041 = getelementptr i8, ptr %840, i64 34
  %1042 = load i16, ptr %1041, align 2, !tbaa !38
  %1043 = zext i16 %1042 to i64
  %1044 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1043
  %1045 = load i32, ptr %1044, align 8, !tbaa !31
  %1046 = add i32 %1034, %1045
  %1047 = getelementptr inbounds i8, ptr %1044, i64 4
  %1048 = load i32, ptr %1047, align 4, !tbaa !31
  %1049 = add i32 %1037, %1048
  %1050 = getelementptr inbounds i8, ptr %1044, i64 8
  %1051 = load i32, ptr %1050, align 8, !tbaa !31
  %1052 = add i32 %1040, %1051
  %1053 = getelementptr i8, ptr %840, i64 36
  %1054 = load i16, ptr %1053, align 2, !tbaa !38
  %1055 = zext i16 %1054 to i64
  %1056 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1055
  %1057 = load i32, ptr %1056, align 8, !tbaa !31
  %1058 = add i32 %1046, %1057
  %1059 = getelementptr inbounds i8, ptr %1056, i64 4
  %1060 = load i32, ptr %1059, align 4, !tbaa !31
  %1061 = add i32 %1049, %1060
  %1062 = getelementptr inbounds i8, ptr %1056, i64 8
  %1063 = load i32, ptr %1062, align 8, !tbaa !31
  %1064 = add i32 %1052, %1063
  %1065 = getelementptr i8, ptr %840, i64 38
  %1066 = load i16, ptr %1065, align 2, !tbaa !38
  %1067 = zext i16 %1066 to i64
  %1068 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1067
  %1069 = load i32, ptr %1068, align 8, !tbaa !31
  %1070 = add i32 %1058, %1069
  %1071 = getelementptr inbounds i8, ptr %1068, i64 4
  %1072 = load i32, ptr %1071, align 4, !tbaa !31
  %1073 = add i32 %1061, %1072
  %1074 = getelementptr inbounds i8, ptr %1068, i64 8
  %1075 = load i32, ptr %1074, align 8, !tbaa !31
  %1076 = add i32 %1064, %1075
  %1077 = getelementptr i8, ptr %840, i64 40
  %1078 = load i16, ptr %1077, align 2, !tbaa !38
  %1079 = zext i16 %1078 to i64
  %1080 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1079
  %1081 = load i32, ptr %1080, align 8, !tbaa !31
  %1082 = add i32 %1070, %1081
  %1083 = getelementptr inbounds i8, ptr %1080, i64 4
  %1084 = load i32, ptr %1083, align 4, !tbaa !31
  %1085 = add i32 %1073, %1084
  %1086 = getelementptr inbounds i8, ptr %1080, i64 8
  %1087 = load i32, ptr %1086, align 8, !tbaa !31
  %1088 = add i32 %1076, %1087
  %1089 = getelementptr i8, ptr %840, i64 42
  %1090 = load i16, ptr %1089, align 2, !tbaa !38
  %1091 = zext i16 %1090 to i64
  %1092 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1091
  %1093 = load i32, ptr %1092, align 8, !tbaa !31
  %1094 = add i32 %1082, %1093
  %1095 = getelementptr inbounds i8, ptr %1092, i64 4
  %1096 = load i32, ptr %1095, align 4, !tbaa !31
  %1097 = add i32 %1085, %1096
  %1098 = getelementptr inbounds i8, ptr %1092, i64 8
  %1099 = load i32, ptr %1098, align 8, !tbaa !31
  %1100 = add i32 %1088, %1099
  %1101 = getelementptr i8, ptr %840, i64 44
  %1102 = load i16, ptr %1101, align 2, !tbaa !38
  %1103 = zext i16 %1102 to i64
  %1104 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1103
  %1105 = load i32, ptr %1104, align 8, !tbaa !31
  %1106 = add i32 %1094, %1105
  %1107 = getelementptr inbounds i8, ptr %1104, i64 4
  %1108 = load i32, ptr %1107, align 4, !tbaa !31
  %1109 = add i32 %1097, %1108
  %1110 = getelementptr inbounds i8, ptr %1104, i64 8
  %1111 = load i32, ptr %1110, align 8, !tbaa !31
  %1112 = add i32 %1100, %1111
  %1113 = getelementptr i8, ptr %840, i64 46
  %1114 = load i16, ptr %1113, align 2, !tbaa !38
  %1115 = zext i16 %1114 to i64
  %1116 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1115
  %1117 = load i32, ptr %1116, align 8, !tbaa !31
  %1118 = add i32 %1106, %1117
  %1119 = getelementptr inbounds i8, ptr %1116, i64 4
  %1120 = load i32, ptr %1119, align 4, !tbaa !31
  %1121 = add i32 %1109, %1120
  %1122 = getelementptr inbounds i8, ptr %1116, i64 8
  %1123 = load i32, ptr %1122, align 8, !tbaa !31
  %1124 = add i32 %1112, %1123
  %1125 = getelementptr i8, ptr %840, i64 48
  %1126 = load i16, ptr %1125, align 2, !tbaa !38
  %1127 = zext i16 %1126 to i64
  %1128 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1127
  %1129 = load i32, ptr %1128, align 8, !tbaa !31
  %1130 = add i32 %1118, %1129
  %1131 = getelementptr inbounds i8, ptr %1128, i64 4
  %1132 = load i32, ptr %1131, align 4, !tbaa !31
  %1133 = add i32 %1121, %1132
  %1134 = getelementptr inbounds i8, ptr %1128, i64 8
  %1135 = load i32, ptr %1134, align 8, !tbaa !31
  %1136 = add i32 %1124, %1135
  %1137 = getelementptr i8, ptr %840, i64 50
  %1138 = load i16, ptr %1137, align 2, !tbaa !38
  %1139 = zext i16 %1138 to i64
  %1140 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1139
  %1141 = load i32, ptr %1140, align 8, !tbaa !31
  %1142 = add i32 %1130, %1141
  %1143 = getelementptr inbounds i8, ptr %1140, i64 4
  %1144 = load i32, ptr %1143, align 4, !tbaa !31
  %1145 = add i32 %1133, %1144
  %1146 = getelementptr inbounds i8, ptr %1140, i64 8
  %1147 = load i32, ptr %1146, align 8, !tbaa !31
  %1148 = add i32 %1136, %1147
  %1149 = getelementptr i8, ptr %840, i64 52
  %1150 = load i16, ptr %1149, align 2, !tbaa !38
  %1151 = zext i16 %1150 to i64
  %1152 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1151
  %1153 = load i32, ptr %1152, align 8, !tbaa !31
  %1154 = add i32 %1142, %1153
  %1155 = getelementptr inbounds i8, ptr %1152, i64 4
  %1156 = load i32, ptr %1155, align 4, !tbaa !31
  %1157 = add i32 %1145, %1156
  %1158 = getelementptr inbounds i8, ptr %1152, i64 8
  %1159 = load i32, ptr %1158, align 8, !tbaa !31
  %1160 = add i32 %1148, %1159
  %1161 = getelementptr i8, ptr %840, i64 54
  %1162 = load i16, ptr %1161, align 2, !tbaa !38
  %1163 = zext i16 %1162 to i64
  %1164 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1163
  %1165 = load i32, ptr %1164, align 8, !tbaa !31
  %1166 = add i32 %1154, %1165
  %1167 = getelementptr inbounds i8, ptr %1164, i64 4
  %1168 = load i32, ptr %1167, align 4, !tbaa !31
  %1169 = add i32 %1157, %1168
  %1170 = getelementptr inbounds i8, ptr %1164, i64 8
  %1171 = load i32, ptr %1170, align 8, !tbaa !31
  %1172 = add i32 %1160, %1171
  %1173 = getelementptr i8, ptr %840, i64 56
  %1174 = load i16, ptr %1173, align 2, !tbaa !38
  %1175 = zext i16 %1174 to i64
  %1176 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1175
  %1177 = load i32, ptr %1176, align 8, !tbaa !31
  %1178 = add i32 %1166, %1177
  %1179 = getelementptr inbounds i8, ptr %1176, i64 4
  %1180 = load i32, ptr %1179, align 4, !tbaa !31
  %1181 = add i32 %1169, %1180
  %1182 = getelementptr inbounds i8, ptr %1176, i64 8
  %1183 = load i32, ptr %1182, align 8, !tbaa !31
  %1184 = add i32 %1172, %1183
  %1185 = getelementptr i8, ptr %840, i64 58
  %1186 = load i16, ptr %1185, align 2, !tbaa !38
  %1187 = zext i16 %1186 to i64
  %1188 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1187
  %1189 = load i32, ptr %1188, align 8, !tbaa !31
  %1190 = add i32 %1178, %1189
  %1191 = getelementptr inbounds i8, ptr %1188, i64 4
  %1192 = load i32, ptr %1191, align 4, !tbaa !31
  %1193 = add i32 %1181, %1192
  %1194 = getelementptr inbounds i8, ptr %1188, i64 8
  %1195 = load i32, ptr %1194, align 8, !tbaa !31
  %1196 = add i32 %1184, %1195
  %1197 = getelementptr i8, ptr %840, i64 60
  %1198 = load i16, ptr %1197, align 2, !tbaa !38
  %1199 = zext i16 %1198 to i64
  %1200 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1199
  %1201 = load i32, ptr %1200, align 8, !tbaa !31
  %1202 = add i32 %1190, %1201
  %1203 = getelementptr inbounds i8, ptr %1200, i64 4
  %1204 = load i32, ptr %1203, align 4, !tbaa !31
  %1205 = add i32 %1193, %1204
  %1206 = getelementptr inbounds i8, ptr %1200, i64 8
  %1207 = load i32, ptr %1206, align 8, !tbaa !31
  %1208 = add i32 %1196, %1207
  %1209 = getelementptr i8, ptr %840, i64 62
  %1210 = load i16, ptr %1209, align 2, !tbaa !38
  %1211 = zext i16 %1210 to i64
  %1212 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1211
  %1213 = load i32, ptr %1212, align 8, !tbaa !31
  %1214 = add i32 %1202, %1213
  %1215 = getelementptr inbounds i8, ptr %1212, i64 4
  %1216 = load i32, ptr %1215, align 4, !tbaa !31
  %1217 = add i32 %1205, %1216
  %1218 = getelementptr inbounds i8, ptr %1212, i64 8
  %1219 = load i32, ptr %1218, align 8, !tbaa !31
  %1220 = add i32 %1208, %1219
  %1221 = getelementptr i8, ptr %840, i64 64
  %1222 = load i16, ptr %1221, align 2, !tbaa !38
  %1223 = zext i16 %1222 to i64
  %1224 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1223
  %1225 = load i32, ptr %1224, align 8, !tbaa !31
  %1226 = add i32 %1214, %1225
  %1227 = getelementptr inbounds i8, ptr %1224, i64 4
  %1228 = load i32, ptr %1227, align 4, !tbaa !31
  %1229 = add i32 %1217, %1228
  %1230 = getelementptr inbounds i8, ptr %1224, i64 8
  %1231 = load i32, ptr %1230, align 8, !tbaa !31
  %1232 = add i32 %1220, %1231
  %1233 = getelementptr i8, ptr %840, i64 66
  %1234 = load i16, ptr %1233, align 2, !tbaa !38
  %1235 = zext i16 %1234 to i64
  %1236 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1235
  %1237 = load i32, ptr %1236, align 8, !tbaa !31
  %1238 = add i32 %1226, %1237
  %1239 = getelementptr inbounds i8, ptr %1236, i64 4
  %1240 = load i32, ptr %1239, align 4, !tbaa !31
  %1241 = add i32 %1229, %1240
  %1242 = getelementptr inbounds i8, ptr %1236, i64 8
  %1243 = load i32, ptr %1242, align 8, !tbaa !31
  %1244 = add i32 %1232, %1243
  %1245 = getelementptr i8, ptr %840, i64 68
  %1246 = load i16, ptr %1245, align 2, !tbaa !38
  %1247 = zext i16 %1246 to i64
  %1248 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1247
  %1249 = load i32, ptr %1248, align 8, !tbaa !31
  %1250 = add i32 %1238, %1249
  %1251 = getelementptr inbounds i8, ptr %1248, i64 4
  %1252 = load i32, ptr %1251, align 4, !tbaa !31
  %1253 = add i32 %1241, %1252
  %1254 = getelementptr inbounds i8, ptr %1248, i64 8
  %1255 = load i32, ptr %1254, align 8, !tbaa !31
  %1256 = add i32 %1244, %1255
  %1257 = getelementptr i8, ptr %840, i64 70
  %1258 = load i16, ptr %1257, align 2, !tbaa !38
  %1259 = zext i16 %1258 to i64
  %1260 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1259
  %1261 = load i32, ptr %1260, align 8, !tbaa !31
  %1262 = add i32 %1250, %1261
  %1263 = getelementptr inbounds i8, ptr %1260, i64 4
  %1264 = load i32, ptr %1263, align 4, !tbaa !31
  %1265 = add i32 %1253, %1264
  %1266 = getelementptr inbounds i8, ptr %1260, i64 8
  %1267 = load i32, ptr %1266, align 8, !tbaa !31
  %1268 = add i32 %1256, %1267
  %1269 = getelementptr i8, ptr %840, i64 72
  %1270 = load i16, ptr %1269, align 2, !tbaa !38
  %1271 = zext i16 %1270 to i64
  %1272 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1271
  %1273 = load i32, ptr %1272, align 8, !tbaa !31
  %1274 = add i32 %1262, %1273
  %1275 = getelementptr inbounds i8, ptr %1272, i64 4
  %1276 = load i32, ptr %1275, align 4, !tbaa !31
  %1277 = add i32 %1265, %1276
  %1278 = getelementptr inbounds i8, ptr %1272, i64 8
  %1279 = load i32, ptr %1278, align 8, !tbaa !31
  %1280 = add i32 %1268, %1279
  %1281 = getelementptr i8, ptr %840, i64 74
  %1282 = load i16, ptr %1281, align 2, !tbaa !38
  %1283 = zext i16 %1282 to i64
  %1284 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1283
  %1285 = load i32, ptr %1284, align 8, !tbaa !31
  %1286 = add i32 %1274, %1285
  %1287 = getelementptr inbounds i8, ptr %1284, i64 4
  %1288 = load i32, ptr %1287, align 4, !tbaa !31
  %1289 = add i32 %1277, %1288
  %1290 = getelementptr inbounds i8, ptr %1284, i64 8
  %1291 = load i32, ptr %1290, align 8, !tbaa !31
  %1292 = add i32 %1280, %1291
  %1293 = getelementptr i8, ptr %840, i64 76
  %1294 = load i16, ptr %1293, align 2, !tbaa !38
  %1295 = zext i16 %1294 to i64
  %1296 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1295
  %1297 = load i32, ptr %1296, align 8, !tbaa !31
  %1298 = add i32 %1286, %1297
  %1299 = getelementptr inbounds i8, ptr %1296, i64 4
  %1300 = load i32, ptr %1299, align 4, !tbaa !31
  %1301 = add i32 %1289, %1300
  %1302 = getelementptr inbounds i8, ptr %1296, i64 8
  %1303 = load i32, ptr %1302, align 8, !tbaa !31
  %1304 = add i32 %1292, %1303
  %1305 = getelementptr i8, ptr %840, i64 78
  %1306 = load i16, ptr %1305, align 2, !tbaa !38
  %1307 = zext i16 %1306 to i64
  %1308 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1307
  %1309 = load i32, ptr %1308, align 8, !tbaa !31
  %1310 = add i32 %1298, %1309
  %1311 = getelementptr inbounds i8, ptr %1308, i64 4
  %1312 = load i32, ptr %1311, align 4, !tbaa !31
  %1313 = add i32 %1301, %1312
  %1314 = getelementptr inbounds i8, ptr %1308, i64 8
  %1315 = load i32, ptr %1314, align 8, !tbaa !31
  %1316 = add i32 %1304, %1315
  %1317 = getelementptr i8, ptr %840, i64 80
  %1318 = load i16, ptr %1317, align 2, !tbaa !38
  %1319 = zext i16 %1318 to i64
  %1320 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1319
  %1321 = load i32, ptr %1320, align 8, !tbaa !31
  %1322 = add i32 %1310, %1321
  %1323 = getelementptr inbounds i8, ptr %1320, i64 4
  %1324 = load i32, ptr %1323, align 4, !tbaa !31
  %1325 = add i32 %1313, %1324
  %1326 = getelementptr inbounds i8, ptr %1320, i64 8
  %1327 = load i32, ptr %1326, align 8, !tbaa !31
  %1328 = add i32 %1316, %1327
  %1329 = getelementptr i8, ptr %840, i64 82
  %1330 = load i16, ptr %1329, align 2, !tbaa !38
  %1331 = zext i16 %1330 to i64
  %1332 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1331
  %1333 = load i32, ptr %1332, align 8, !tbaa !31
  %1334 = add i32 %1322, %1333
  %1335 = getelementptr inbounds i8, ptr %1332, i64 4
  %1336 = load i32, ptr %1335, align 4, !tbaa !31
  %1337 = add i32 %1325, %1336
  %1338 = getelementptr inbounds i8, ptr %1332, i64 8
  %1339 = load i32, ptr %1338, align 8, !tbaa !31
  %1340 = add i32 %1328, %1339
  %1341 = getelementptr i8, ptr %840, i64 84
  %1342 = load i16, ptr %1341, align 2, !tbaa !38
  %1343 = zext i16 %1342 to i64
  %1344 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1343
  %1345 = load i32, ptr %1344, align 8, !tbaa !31
  %1346 = add i32 %1334, %1345
  %1347 = getelementptr inbounds i8, ptr %1344, i64 4
  %1348 = load i32, ptr %1347, align 4, !tbaa !31
  %1349 = add i32 %1337, %1348
  %1350 = getelementptr inbounds i8, ptr %1344, i64 8
  %1351 = load i32, ptr %1350, align 8, !tbaa !31
  %1352 = add i32 %1340, %1351
  %1353 = getelementptr i8, ptr %840, i64 86
  %1354 = load i16, ptr %1353, align 2, !tbaa !38
  %1355 = zext i16 %1354 to i64
  %1356 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1355
  %1357 = load i32, ptr %1356, align 8, !tbaa !31
  %1358 = add i32 %1346, %1357
  %1359 = getelementptr inbounds i8, ptr %1356, i64 4
  %1360 = load i32, ptr %1359, align 4, !tbaa !31
  %1361 = add i32 %1349, %1360
  %1362 = getelementptr inbounds i8, ptr %1356, i64 8
  %1363 = load i32, ptr %1362, align 8, !tbaa !31
  %1364 = add i32 %1352, %1363
  %1365 = getelementptr i8, ptr %840, i64 88
  %1366 = load i16, ptr %1365, align 2, !tbaa !38
  %1367 = zext i16 %1366 to i64
  %1368 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1367
  %1369 = load i32, ptr %1368, align 8, !tbaa !31
  %1370 = add i32 %1358, %1369
  %1371 = getelementptr inbounds i8, ptr %1368, i64 4
  %1372 = load i32, ptr %1371, align 4, !tbaa !31
  %1373 = add i32 %1361, %1372
  %1374 = getelementptr inbounds i8, ptr %1368, i64 8
  %1375 = load i32, ptr %1374, align 8, !tbaa !31
  %1376 = add i32 %1364, %1375
  %1377 = getelementptr i8, ptr %840, i64 90
  %1378 = load i16, ptr %1377, align 2, !tbaa !38
  %1379 = zext i16 %1378 to i64
  %1380 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1379
  %1381 = load i32, ptr %1380, align 8, !tbaa !31
  %1382 = add i32 %1370, %1381
  %1383 = getelementptr inbounds i8, ptr %1380, i64 4
  %1384 = load i32, ptr %1383, align 4, !tbaa !31
  %1385 = add i32 %1373, %1384
  %1386 = getelementptr inbounds i8, ptr %1380, i64 8
  %1387 = load i32, ptr %1386, align 8, !tbaa !31
  %1388 = add i32 %1376, %1387
  %1389 = getelementptr i8, ptr %840, i64 92
  %1390 = load i16, ptr %1389, align 2, !tbaa !38
  %1391 = zext i16 %1390 to i64
  %1392 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1391
  %1393 = load i32, ptr %1392, align 8, !tbaa !31
  %1394 = add i32 %1382, %1393
  %1395 = getelementptr inbounds i8, ptr %1392, i64 4
  %1396 = load i32, ptr %1395, align 4, !tbaa !31
  %1397 = add i32 %1385, %1396
  %1398 = getelementptr inbounds i8, ptr %1392, i64 8
  %1399 = load i32, ptr %1398, align 8, !tbaa !31
  %1400 = add i32 %1388, %1399
  %1401 = getelementptr i8, ptr %840, i64 94
  %1402 = load i16, ptr %1401, align 2, !tbaa !38
  %1403 = zext i16 %1402 to i64
  %1404 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1403
  %1405 = load i32, ptr %1404, align 8, !tbaa !31
  %1406 = add i32 %1394, %1405
  %1407 = getelementptr inbounds i8, ptr %1404, i64 4
  %1408 = load i32, ptr %1407, align 4, !tbaa !31
  %1409 = add i32 %1397, %1408
  %1410 = getelementptr inbounds i8, ptr %1404, i64 8
  %1411 = load i32, ptr %1410, align 8, !tbaa !31
  %1412 = add i32 %1400, %1411
  %1413 = getelementptr i8, ptr %840, i64 96
  %1414 = load i16, ptr %1413, align 2, !tbaa !38
  %1415 = zext i16 %1414 to i64
  %1416 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1415
  %1417 = load i32, ptr %1416, align 8, !tbaa !31
  %1418 = add i32 %1406, %1417
  %1419 = getelementptr inbounds i8, ptr %1416, i64 4
  %1420 = load i32, ptr %1419, align 4, !tbaa !31
  %1421 = add i32 %1409, %1420
  %1422 = getelementptr inbounds i8, ptr %1416, i64 8
  %1423 = load i32, ptr %1422, align 8, !tbaa !31
  %1424 = add i32 %1412, %1423
  %1425 = getelementptr i8, ptr %840, i64 98
  %1426 = load i16, ptr %1425, align 2, !tbaa !38
  %1427 = zext i16 %1426 to i64
  %1428 = getelementptr inbounds [258 x [4 x i32]], ptr %614, i64 0, i64 %1427
  %1429 = load i32, ptr %1428, align 8, !tbaa !31
  %1430 = add i32 %1418, %1429
  %1431 = getelementptr inbounds i8, ptr %1428, i64 4
  %1432 = load i32, ptr %1431, align 4, !tbaa !31
  %1433 = add i32 %1421, %1432
  %1434 = getelementptr inbounds i8, ptr %1428, i64 8
  %1435 = load i32, ptr %1434, align 8, !tbaa !31
  %1436 = add i32 %1424, %1435
  %1437 = trunc i32 %1430 to i16
  store i16 %1437, ptr %3, align 2, !tbaa !38
  %1438 = lshr i32 %1430, 16
  %1439 = trunc nuw i32 %1438 to i16
  store i16 %1439, ptr %635, align 2, !tbaa !38
  %1440 = trunc i32 %1433 to i16
  store i16 %1440, ptr %636, align 2, !tbaa !38
  %1441 = lshr i32 %1433, 16
  %1442 = trunc nuw i32 %1441 to i16
  store i16 %1442, ptr %637, align 2, !tbaa !38
  %1443 = trunc i32 %1436 to i16
  store i16 %1443, ptr %638, align 2, !tbaa !38
  %1444 = lshr i32 %1436, 16
  %1445 = trunc nuw i32 %1444 to i16
  store i16 %1445, ptr %639, align 2, !tbaa !38
  br label %1494

1446:                                             ; preds = %1485, %829
  %1447 = phi i16 [ %837, %829 ], [ %1486, %1485 ]
  %1448 = phi i16 [ %836, %829 ], [ %1487, %1485 ]
  %1449 = phi i16 [ %835, %829 ], [ %1488, %1485 ]
  %1450 = phi i16 [ %834, %829 ], [ %1489, %1485 ]
  %1451 = phi i16 [ %833, %829 ], [ %1464, %1485 ]
  %1452 = phi i16 [ %832, %829 ], [ %1460, %1485 ]
  %1453 = phi i64 [ %830, %829 ], [ %1490, %1485 ]
  %1454 = getelementptr inbounds i16, ptr %563, i64 %1453
  %1455 = load i16, ptr %1454, align 2, !tbaa !38
  %1456 = zext i16 %1455 to i64
  %1457 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 0, i64 %1456
  %1458 = load i8, ptr %1457, align 1, !tbaa !21
  %1459 = zext i8 %1458 to i16
  %1460 = add i16 %1452, %1459
  %1461 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 1, i64 %1456
  %1462 = load i8, ptr %1461, align 1, !tbaa !21
  %1463 = zext i8 %1462 to i16
  %1464 = add i16 %1451, %1463
  br i1 %627, label %1485, label %1465, !llvm.loop !49

1465:                                             ; preds = %1446
  %1466 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 2, i64 %1456
  %1467 = load i8, ptr %1466, align 1, !tbaa !21
  %1468 = zext i8 %1467 to i16
  %1469 = add i16 %1450, %1468
  br i1 %629, label %1485, label %1470, !llvm.loop !49

1470:                                             ; preds = %1465
  %1471 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 3, i64 %1456
  %1472 = load i8, ptr %1471, align 1, !tbaa !21
  %1473 = zext i8 %1472 to i16
  %1474 = add i16 %1449, %1473
  br i1 %631, label %1485, label %1475, !llvm.loop !49

1475:                                             ; preds = %1470
  %1476 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 4, i64 %1456
  %1477 = load i8, ptr %1476, align 1, !tbaa !21
  %1478 = zext i8 %1477 to i16
  %1479 = add i16 %1448, %1478
  br i1 %633, label %1485, label %1480, !llvm.loop !49

1480:                                             ; preds = %1475
  %1481 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 5, i64 %1456
  %1482 = load i8, ptr %1481, align 1, !tbaa !21
  %1483 = zext i8 %1482 to i16
  %1484 = add i16 %1447, %1483
  br label %1485, !llvm.loop !49

1485:                                             ; preds = %1480, %1475, %1470, %1465, %1446
  %1486 = phi i16 [ %1447, %1475 ], [ %1447, %1470 ], [ %1447, %1465 ], [ %1447, %1446 ], [ %1484, %1480 ]
  %1487 = phi i16 [ %1479, %1475 ], [ %1448, %1470 ], [ %1448, %1465 ], [ %1448, %1446 ], [ %1479, %1480 ]
  %1488 = phi i16 [ %1474, %1475 ], [ %1474, %1470 ], [ %1449, %1465 ], [ %1449, %1446 ], [ %1474, %1480 ]
  %1489 = phi i16 [ %1469, %1475 ], [ %1469, %1470 ], [ %1469, %1465 ], [ %1450, %1446 ], [ %1469, %1480 ]
  %1490 = add nsw i64 %1453, 1
  %1491 = trunc i64 %1490 to i32
  %1492 = icmp eq i32 %831, %1491
  br i1 %1492, label %1493, label %1446, !llvm.loop !50

1493:                                             ; preds = %1485
  store i16 %1460, ptr %3, align 2, !tbaa !38
  store i16 %1464, ptr %626, align 2, !tbaa !38
  store i16 %1489, ptr %628, align 2, !tbaa !38
  store i16 %1488, ptr %630, align 2, !tbaa !38
  store i16 %1487, ptr %632, align 2, !tbaa !38
  store i16 %1486, ptr %634, align 2, !tbaa !38
  br label %1494

1494:                                             ; preds = %1493, %838, %827
  %1495 = load i16, ptr %3, align 2, !tbaa !38
  %1496 = zext i16 %1495 to i32
  %1497 = load i16, ptr %640, align 2, !tbaa !38
  %1498 = zext i16 %1497 to i32
  %1499 = icmp ugt i16 %1495, %1497
  %1500 = call i32 @llvm.smin.i32(i32 %1496, i32 %1498)
  %1501 = zext i1 %1499 to i32
  br i1 %641, label %1528, label %1502, !llvm.loop !51

1502:                                             ; preds = %1494
  %1503 = load i16, ptr %642, align 2, !tbaa !38
  %1504 = zext i16 %1503 to i32
  %1505 = icmp ugt i32 %1500, %1504
  %1506 = call i32 @llvm.smin.i32(i32 %1500, i32 %1504)
  %1507 = select i1 %1505, i32 2, i32 %1501
  br i1 %643, label %1528, label %1508, !llvm.loop !51

1508:                                             ; preds = %1502
  %1509 = load i16, ptr %644, align 2, !tbaa !38
  %1510 = zext i16 %1509 to i32
  %1511 = icmp ugt i32 %1506, %1510
  %1512 = call i32 @llvm.smin.i32(i32 %1506, i32 %1510)
  %1513 = select i1 %1511, i32 3, i32 %1507
  br i1 %645, label %1528, label %1514, !llvm.loop !51

1514:                                             ; preds = %1508
  %1515 = load i16, ptr %646, align 2, !tbaa !38
  %1516 = zext i16 %1515 to i32
  %1517 = icmp ugt i32 %1512, %1516
  %1518 = call i32 @llvm.smin.i32(i32 %1512, i32 %1516)
  %1519 = select i1 %1517, i32 4, i32 %1513
  br i1 %647, label %1528, label %1520, !llvm.loop !51

1520:                                             ; preds = %1514
  %1521 = load i16, ptr %648, align 2, !tbaa !38
  %1522 = zext i16 %1521 to i32
  %1523 = icmp ugt i32 %1518, %1522
  %1524 = call i32 @llvm.smin.i32(i32 %1518, i32 %1522)
  %1525 = select i1 %1523, i32 5, i32 %1519
  %1526 = select i1 %649, i32 %1524, i32 -2147483648
  %1527 = select i1 %649, i32 %1525, i32 poison
  br label %1528, !llvm.loop !51

1528:                                             ; preds = %1520, %1514, %1508, %1502, %1494
  %1529 = phi i32 [ %1500, %1494 ], [ %1506, %1502 ], [ %1512, %1508 ], [ %1518, %1514 ], [ %1526, %1520 ]
  %1530 = phi i32 [ %1501, %1494 ], [ %1507, %1502 ], [ %1513, %1508 ], [ %1519, %1514 ], [ %1527, %1520 ]
  %1531 = add nsw i32 %1529, %819
  %1532 = sext i32 %1530 to i64
  %1533 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %1532
  %1534 = load i32, ptr %1533, align 4, !tbaa !31
  %1535 = add nsw i32 %1534, 1
  store i32 %1535, ptr %1533, align 4, !tbaa !31
  %1536 = trunc i32 %1530 to i8
  %1537 = getelementptr inbounds [18002 x i8], ptr %615, i64 0, i64 %816
  store i8 %1536, ptr %1537, align 1, !tbaa !21
  %1538 = add nuw nsw i64 %816, 1
  br i1 %826, label %1558, label %1539

1539:                                             ; preds = %1528
  %1540 = icmp sgt i32 %818, %823
  br i1 %1540, label %1877, label %1541

1541:                                             ; preds = %1539
  %1542 = sext i32 %818 to i64
  %1543 = add i32 %823, 1
  %1544 = sub i32 %1543, %818
  %1545 = and i32 %1544, 1
  %1546 = icmp eq i32 %1545, 0
  br i1 %1546, label %1555, label %1547

1547:                                             ; preds = %1541
  %1548 = getelementptr inbounds i16, ptr %563, i64 %1542
  %1549 = load i16, ptr %1548, align 2, !tbaa !38
  %1550 = zext i16 %1549 to i64
  %1551 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1550
  %1552 = load i32, ptr %1551, align 4, !tbaa !31
  %1553 = add nsw i32 %1552, 1
  store i32 %1553, ptr %1551, align 4, !tbaa !31
  %1554 = add nsw i64 %1542, 1
  br label %1555

1555:                                             ; preds = %1547, %1541
  %1556 = phi i64 [ %1542, %1541 ], [ %1554, %1547 ]
  %1557 = icmp eq i32 %823, %818
  br i1 %1557, label %1877, label %1860

1558:                                             ; preds = %1528
  %1559 = sext i32 %818 to i64
  %1560 = getelementptr inbounds i16, ptr %563, i64 %1559
  %1561 = load i16, ptr %1560, align 2, !tbaa !38
  %1562 = zext i16 %1561 to i64
  %1563 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1562
  %1564 = load i32, ptr %1563, align 4, !tbaa !31
  %1565 = add nsw i32 %1564, 1
  store i32 %1565, ptr %1563, align 4, !tbaa !31
  %1566 = getelementptr i8, ptr %1560, i64 2
  %1567 = load i16, ptr %1566, align 2, !tbaa !38
  %1568 = zext i16 %1567 to i64
  %1569 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1568
  %1570 = load i32, ptr %1569, align 4, !tbaa !31
  %1571 = add nsw i32 %1570, 1
  store i32 %1571, ptr %1569, align 4, !tbaa !31
  %1572 = getelementptr i8, ptr %1560, i64 4
  %1573 = load i16, ptr %1572, align 2, !tbaa !38
  %1574 = zext i16 %1573 to i64
  %1575 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1574
  %1576 = load i32, ptr %1575, align 4, !tbaa !31
  %1577 = add nsw i32 %1576, 1
  store i32 %1577, ptr %1575, align 4, !tbaa !31
  %1578 = getelementptr i8, ptr %1560, i64 6
  %1579 = load i16, ptr %1578, align 2, !tbaa !38
  %1580 = zext i16 %1579 to i64
  %1581 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1580
  %1582 = load i32, ptr %1581, align 4, !tbaa !31
  %1583 = add nsw i32 %1582, 1
  store i32 %1583, ptr %1581, align 4, !tbaa !31
  %1584 = getelementptr i8, ptr %1560, i64 8
  %1585 = load i16, ptr %1584, align 2, !tbaa !38
  %1586 = zext i16 %1585 to i64
  %1587 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1586
  %1588 = load i32, ptr %1587, align 4, !tbaa !31
  %1589 = add nsw i32 %1588, 1
  store i32 %1589, ptr %1587, align 4, !tbaa !31
  %1590 = getelementptr i8, ptr %1560, i64 10
  %1591 = load i16, ptr %1590, align 2, !tbaa !38
  %1592 = zext i16 %1591 to i64
  %1593 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1592
  %1594 = load i32, ptr %1593, align 4, !tbaa !31
  %1595 = add nsw i32 %1594, 1
  store i32 %1595, ptr %1593, align 4, !tbaa !31
  %1596 = getelementptr i8, ptr %1560, i64 12
  %1597 = load i16, ptr %1596, align 2, !tbaa !38
  %1598 = zext i16 %1597 to i64
  %1599 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1598
  %1600 = load i32, ptr %1599, align 4, !tbaa !31
  %1601 = add nsw i32 %1600, 1
  store i32 %1601, ptr %1599, align 4, !tbaa !31
  %1602 = getelementptr i8, ptr %1560, i64 14
  %1603 = load i16, ptr %1602, align 2, !tbaa !38
  %1604 = zext i16 %1603 to i64
  %1605 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1604
  %1606 = load i32, ptr %1605, align 4, !tbaa !31
  %1607 = add nsw i32 %1606, 1
  store i32 %1607, ptr %1605, align 4, !tbaa !31
  %1608 = getelementptr i8, ptr %1560, i64 16
  %1609 = load i16, ptr %1608, align 2, !tbaa !38
  %1610 = zext i16 %1609 to i64
  %1611 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1610
  %1612 = load i32, ptr %1611, align 4, !tbaa !31
  %1613 = add nsw i32 %1612, 1
  store i32 %1613, ptr %1611, align 4, !tbaa !31
  %1614 = getelementptr i8, ptr %1560, i64 18
  %1615 = load i16, ptr %1614, align 2, !tbaa !38
  %1616 = zext i16 %1615 to i64
  %1617 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1616
  %1618 = load i32, ptr %1617, align 4, !tbaa !31
  %1619 = add nsw i32 %1618, 1
  store i32 %1619, ptr %1617, align 4, !tbaa !31
  %1620 = getelementptr i8, ptr %1560, i64 20
  %1621 = load i16, ptr %1620, align 2, !tbaa !38
  %1622 = zext i16 %1621 to i64
  %1623 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1622
  %1624 = load i32, ptr %1623, align 4, !tbaa !31
  %1625 = add nsw i32 %1624, 1
  store i32 %1625, ptr %1623, align 4, !tbaa !31
  %1626 = getelementptr i8, ptr %1560, i64 22
  %1627 = load i16, ptr %1626, align 2, !tbaa !38
  %1628 = zext i16 %1627 to i64
  %1629 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1628
  %1630 = load i32, ptr %1629, align 4, !tbaa !31
  %1631 = add nsw i32 %1630, 1
  store i32 %1631, ptr %1629, align 4, !tbaa !31
  %1632 = getelementptr i8, ptr %1560, i64 24
  %1633 = load i16, ptr %1632, align 2, !tbaa !38
  %1634 = zext i16 %1633 to i64
  %1635 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1634
  %1636 = load i32, ptr %1635, align 4, !tbaa !31
  %1637 = add nsw i32 %1636, 1
  store i32 %1637, ptr %1635, align 4, !tbaa !31
  %1638 = getelementptr i8, ptr %1560, i64 26
  %1639 = load i16, ptr %1638, align 2, !tbaa !38
  %1640 = zext i16 %1639 to i64
  %1641 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1640
  %1642 = load i32, ptr %1641, align 4, !tbaa !31
  %1643 = add nsw i32 %1642, 1
  store i32 %1643, ptr %1641, align 4, !tbaa !31
  %1644 = getelementptr i8, ptr %1560, i64 28
  %1645 = load i16, ptr %1644, align 2, !tbaa !38
  %1646 = zext i16 %1645 to i64
  %1647 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1646
  %1648 = load i32, ptr %1647, align 4, !tbaa !31
  %1649 = add nsw i32 %1648, 1
  store i32 %1649, ptr %1647, align 4, !tbaa !31
  %1650 = getelementptr i8, ptr %1560, i64 30
  %1651 = load i16, ptr %1650, align 2, !tbaa !38
  %1652 = zext i16 %1651 to i64
  %1653 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1652
  %1654 = load i32, ptr %1653, align 4, !tbaa !31
  %1655 = add nsw i32 %1654, 1
  store i32 %1655, ptr %1653, align 4, !tbaa !31
  %1656 = getelementptr i8, ptr %1560, i64 32
  %1657 = load i16, ptr %1656, align 2, !tbaa !38
  %1658 = zext i16 %1657 to i64
  %1659 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1658
  %1660 = load i32, ptr %1659, align 4, !tbaa !31
  %1661 = add nsw i32 %1660, 1
  store i32 %1661, ptr %1659, align 4, !tbaa !31
  %1662 = getelementptr i8, ptr %1560, i64 34
  %1663 = load i16, ptr %1662, align 2, !tbaa !38
  %1664 = zext i16 %1663 to i64
  %1665 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1664
  %1666 = load i32, ptr %1665, align 4, !tbaa !31
  %1667 = add nsw i32 %1666, 1
  store i32 %1667, ptr %1665, align 4, !tbaa !31
  %1668 = getelementptr i8, ptr %1560, i64 36
  %1669 = load i16, ptr %1668, align 2, !tbaa !38
  %1670 = zext i16 %1669 to i64
  %1671 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1670
  %1672 = load i32, ptr %1671, align 4, !tbaa !31
  %1673 = add nsw i32 %1672, 1
  store i32 %1673, ptr %1671, align 4, !tbaa !31
  %1674 = getelementptr i8, ptr %1560, i64 38
  %1675 = load i16, ptr %1674, align 2, !tbaa !38
  %1676 = zext i16 %1675 to i64
  %1677 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1676
  %1678 = load i32, ptr %1677, align 4, !tbaa !31
  %1679 = add nsw i32 %1678, 1
  store i32 %1679, ptr %1677, align 4, !tbaa !31
  %1680 = getelementptr i8, ptr %1560, i64 40
  %1681 = load i16, ptr %1680, align 2, !tbaa !38
  %1682 = zext i16 %1681 to i64
  %1683 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1682
  %1684 = load i32, ptr %1683, align 4, !tbaa !31
  %1685 = add nsw i32 %1684, 1
  store i32 %1685, ptr %1683, align 4, !tbaa !31
  %1686 = getelementptr i8, ptr %1560, i64 42
  %1687 = load i16, ptr %1686, align 2, !tbaa !38
  %1688 = zext i16 %1687 to i64
  %1689 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1688
  %1690 = load i32, ptr %1689, align 4, !tbaa !31
  %1691 = add nsw i32 %1690, 1
  store i32 %1691, ptr %1689, align 4, !tbaa !31
  %1692 = getelementptr i8, ptr %1560, i64 44
  %1693 = load i16, ptr %1692, align 2, !tbaa !38
  %1694 = zext i16 %1693 to i64
  %1695 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1694
  %1696 = load i32, ptr %1695, align 4, !tbaa !31
  %1697 = add nsw i32 %1696, 1
  store i32 %1697, ptr %1695, align 4, !tbaa !31
  %1698 = getelementptr i8, ptr %1560, i64 46
  %1699 = load i16, ptr %1698, align 2, !tbaa !38
  %1700 = zext i16 %1699 to i64
  %1701 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1700
  %1702 = load i32, ptr %1701, align 4, !tbaa !31
  %1703 = add nsw i32 %1702, 1
  store i32 %1703, ptr %1701, align 4, !tbaa !31
  %1704 = getelementptr i8, ptr %1560, i64 48
  %1705 = load i16, ptr %1704, align 2, !tbaa !38
  %1706 = zext i16 %1705 to i64
  %1707 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1706
  %1708 = load i32, ptr %1707, align 4, !tbaa !31
  %1709 = add nsw i32 %1708, 1
  store i32 %1709, ptr %1707, align 4, !tbaa !31
  %1710 = getelementptr i8, ptr %1560, i64 50
  %1711 = load i16, ptr %1710, align 2, !tbaa !38
  %1712 = zext i16 %1711 to i64
  %1713 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1712
  %1714 = load i32, ptr %1713, align 4, !tbaa !31
  %1715 = add nsw i32 %1714, 1
  store i32 %1715, ptr %1713, align 4, !tbaa !31
  %1716 = getelementptr i8, ptr %1560, i64 52
  %1717 = load i16, ptr %1716, align 2, !tbaa !38
  %1718 = zext i16 %1717 to i64
  %1719 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1718
  %1720 = load i32, ptr %1719, align 4, !tbaa !31
  %1721 = add nsw i32 %1720, 1
  store i32 %1721, ptr %1719, align 4, !tbaa !31
  %1722 = getelementptr i8, ptr %1560, i64 54
  %1723 = load i16, ptr %1722, align 2, !tbaa !38
  %1724 = zext i16 %1723 to i64
  %1725 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1724
  %1726 = load i32, ptr %1725, align 4, !tbaa !31
  %1727 = add nsw i32 %1726, 1
  store i32 %1727, ptr %1725, align 4, !tbaa !31
  %1728 = getelementptr i8, ptr %1560, i64 56
  %1729 = load i16, ptr %1728, align 2, !tbaa !38
  %1730 = zext i16 %1729 to i64
  %1731 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1730
  %1732 = load i32, ptr %1731, align 4, !tbaa !31
  %1733 = add nsw i32 %1732, 1
  store i32 %1733, ptr %1731, align 4, !tbaa !31
  %1734 = getelementptr i8, ptr %1560, i64 58
  %1735 = load i16, ptr %1734, align 2, !tbaa !38
  %1736 = zext i16 %1735 to i64
  %1737 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1736
  %1738 = load i32, ptr %1737, align 4, !tbaa !31
  %1739 = add nsw i32 %1738, 1
  store i32 %1739, ptr %1737, align 4, !tbaa !31
  %1740 = getelementptr i8, ptr %1560, i64 60
  %1741 = load i16, ptr %1740, align 2, !tbaa !38
  %1742 = zext i16 %1741 to i64
  %1743 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1742
  %1744 = load i32, ptr %1743, align 4, !tbaa !31
  %1745 = add nsw i32 %1744, 1
  store i32 %1745, ptr %1743, align 4, !tbaa !31
  %1746 = getelementptr i8, ptr %1560, i64 62
  %1747 = load i16, ptr %1746, align 2, !tbaa !38
  %1748 = zext i16 %1747 to i64
  %1749 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1748
  %1750 = load i32, ptr %1749, align 4, !tbaa !31
  %1751 = add nsw i32 %1750, 1
  store i32 %1751, ptr %1749, align 4, !tbaa !31
  %1752 = getelementptr i8, ptr %1560, i64 64
  %1753 = load i16, ptr %1752, align 2, !tbaa !38
  %1754 = zext i16 %1753 to i64
  %1755 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1754
  %1756 = load i32, ptr %1755, align 4, !tbaa !31
  %1757 = add nsw i32 %1756, 1
  store i32 %1757, ptr %1755, align 4, !tbaa !31
  %1758 = getelementptr i8, ptr %1560, i64 66
  %1759 = load i16, ptr %1758, align 2, !tbaa !38
  %1760 = zext i16 %1759 to i64
  %1761 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1760
  %1762 = load i32, ptr %1761, align 4, !tbaa !31
  %1763 = add nsw i32 %1762, 1
  store i32 %1763, ptr %1761, align 4, !tbaa !31
  %1764 = getelementptr i8, ptr %1560, i64 68
  %1765 = load i16, ptr %1764, align 2, !tbaa !38
  %1766 = zext i16 %1765 to i64
  %1767 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1766
  %1768 = load i32, ptr %1767, align 4, !tbaa !31
  %1769 = add nsw i32 %1768, 1
  store i32 %1769, ptr %1767, align 4, !tbaa !31
  %1770 = getelementptr i8, ptr %1560, i64 70
  %1771 = load i16, ptr %1770, align 2, !tbaa !38
  %1772 = zext i16 %1771 to i64
  %1773 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1772
  %1774 = load i32, ptr %1773, align 4, !tbaa !31
  %1775 = add nsw i32 %1774, 1
  store i32 %1775, ptr %1773, align 4, !tbaa !31
  %1776 = getelementptr i8, ptr %1560, i64 72
  %1777 = load i16, ptr %1776, align 2, !tbaa !38
  %1778 = zext i16 %1777 to i64
  %1779 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1778
  %1780 = load i32, ptr %1779, align 4, !tbaa !31
  %1781 = add nsw i32 %1780, 1
  store i32 %1781, ptr %1779, align 4, !tbaa !31
  %1782 = getelementptr i8, ptr %1560, i64 74
  %1783 = load i16, ptr %1782, align 2, !tbaa !38
  %1784 = zext i16 %1783 to i64
  %1785 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1784
  %1786 = load i32, ptr %1785, align 4, !tbaa !31
  %1787 = add nsw i32 %1786, 1
  store i32 %1787, ptr %1785, align 4, !tbaa !31
  %1788 = getelementptr i8, ptr %1560, i64 76
  %1789 = load i16, ptr %1788, align 2, !tbaa !38
  %1790 = zext i16 %1789 to i64
  %1791 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1790
  %1792 = load i32, ptr %1791, align 4, !tbaa !31
  %1793 = add nsw i32 %1792, 1
  store i32 %1793, ptr %1791, align 4, !tbaa !31
  %1794 = getelementptr i8, ptr %1560, i64 78
  %1795 = load i16, ptr %1794, align 2, !tbaa !38
  %1796 = zext i16 %1795 to i64
  %1797 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1796
  %1798 = load i32, ptr %1797, align 4, !tbaa !31
  %1799 = add nsw i32 %1798, 1
  store i32 %1799, ptr %1797, align 4, !tbaa !31
  %1800 = getelementptr i8, ptr %1560, i64 80
  %1801 = load i16, ptr %1800, align 2, !tbaa !38
  %1802 = zext i16 %1801 to i64
  %1803 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1802
  %1804 = load i32, ptr %1803, align 4, !tbaa !31
  %1805 = add nsw i32 %1804, 1
  store i32 %1805, ptr %1803, align 4, !tbaa !31
  %1806 = getelementptr i8, ptr %1560, i64 82
  %1807 = load i16, ptr %1806, align 2, !tbaa !38
  %1808 = zext i16 %1807 to i64
  %1809 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1808
  %1810 = load i32, ptr %1809, align 4, !tbaa !31
  %1811 = add nsw i32 %1810, 1
  store i32 %1811, ptr %1809, align 4, !tbaa !31
  %1812 = getelementptr i8, ptr %1560, i64 84
  %1813 = load i16, ptr %1812, align 2, !tbaa !38
  %1814 = zext i16 %1813 to i64
  %1815 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1814
  %1816 = load i32, ptr %1815, align 4, !tbaa !31
  %1817 = add nsw i32 %1816, 1
  store i32 %1817, ptr %1815, align 4, !tbaa !31
  %1818 = getelementptr i8, ptr %1560, i64 86
  %1819 = load i16, ptr %1818, align 2, !tbaa !38
  %1820 = zext i16 %1819 to i64
  %1821 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1820
  %1822 = load i32, ptr %1821, align 4, !tbaa !31
  %1823 = add nsw i32 %1822, 1
  store i32 %1823, ptr %1821, align 4, !tbaa !31
  %1824 = getelementptr i8, ptr %1560, i64 88
  %1825 = load i16, ptr %1824, align 2, !tbaa !38
  %1826 = zext i16 %1825 to i64
  %1827 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1826
  %1828 = load i32, ptr %1827, align 4, !tbaa !31
  %1829 = add nsw i32 %1828, 1
  store i32 %1829, ptr %1827, align 4, !tbaa !31
  %1830 = getelementptr i8, ptr %1560, i64 90
  %1831 = load i16, ptr %1830, align 2, !tbaa !38
  %1832 = zext i16 %1831 to i64
  %1833 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1832
  %1834 = load i32, ptr %1833, align 4, !tbaa !31
  %1835 = add nsw i32 %1834, 1
  store i32 %1835, ptr %1833, align 4, !tbaa !31
  %1836 = getelementptr i8, ptr %1560, i64 92
  %1837 = load i16, ptr %1836, align 2, !tbaa !38
  %1838 = zext i16 %1837 to i64
  %1839 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1838
  %1840 = load i32, ptr %1839, align 4, !tbaa !31
  %1841 = add nsw i32 %1840, 1
  store i32 %1841, ptr %1839, align 4, !tbaa !31
  %1842 = getelementptr i8, ptr %1560, i64 94
  %1843 = load i16, ptr %1842, align 2, !tbaa !38
  %1844 = zext i16 %1843 to i64
  %1845 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1844
  %1846 = load i32, ptr %1845, align 4, !tbaa !31
  %1847 = add nsw i32 %1846, 1
  store i32 %1847, ptr %1845, align 4, !tbaa !31
  %1848 = getelementptr i8, ptr %1560, i64 96
  %1849 = load i16, ptr %1848, align 2, !tbaa !38
  %1850 = zext i16 %1849 to i64
  %1851 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1850
  %1852 = load i32, ptr %1851, align 4, !tbaa !31
  %1853 = add nsw i32 %1852, 1
  store i32 %1853, ptr %1851, align 4, !tbaa !31
  %1854 = getelementptr i8, ptr %1560, i64 98
  %1855 = load i16, ptr %1854, align 2, !tbaa !38
  %1856 = zext i16 %1855 to i64
  %1857 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1856
  %1858 = load i32, ptr %1857, align 4, !tbaa !31
  %1859 = add nsw i32 %1858, 1
  store i32 %1859, ptr %1857, align 4, !tbaa !31
  br label %1877

1860:                                             ; preds = %1555, %1860
  %1861 = phi i64 [ %1874, %1860 ], [ %1556, %1555 ]
  %1862 = getelementptr inbounds i16, ptr %563, i64 %1861
  %1863 = load i16, ptr %1862, align 2, !tbaa !38
  %1864 = zext i16 %1863 to i64
  %1865 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1864
  %1866 = load i32, ptr %1865, align 4, !tbaa !31
  %1867 = add nsw i32 %1866, 1
  store i32 %1867, ptr %1865, align 4, !tbaa !31
  %1868 = getelementptr i16, ptr %650, i64 %1861
  %1869 = load i16, ptr %1868, align 2, !tbaa !38
  %1870 = zext i16 %1869 to i64
  %1871 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1532, i64 %1870
  %1872 = load i32, ptr %1871, align 4, !tbaa !31
  %1873 = add nsw i32 %1872, 1
  store i32 %1873, ptr %1871, align 4, !tbaa !31
  %1874 = add nsw i64 %1861, 2
  %1875 = trunc i64 %1874 to i32
  %1876 = icmp eq i32 %1543, %1875
  br i1 %1876, label %1877, label %1860, !llvm.loop !52

1877:                                             ; preds = %1555, %1860, %1558, %1539
  %1878 = add nsw i32 %823, 1
  %1879 = load i32, ptr %562, align 4, !tbaa !41
  %1880 = icmp slt i32 %1878, %1879
  br i1 %1880, label %815, label %1881

1881:                                             ; preds = %1877
  %1882 = trunc nuw i64 %1538 to i32
  br label %1883

1883:                                             ; preds = %1881, %812
  %1884 = phi i32 [ 0, %812 ], [ %1882, %1881 ]
  %1885 = phi i32 [ 0, %812 ], [ %1531, %1881 ]
  %1886 = load i32, ptr %564, align 8, !tbaa !17
  %1887 = icmp sgt i32 %1886, 2
  br i1 %1887, label %1888, label %1904

1888:                                             ; preds = %1883
  %1889 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1890 = add nuw nsw i32 %767, 1
  %1891 = sdiv i32 %1885, 8
  %1892 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1889, ptr noundef nonnull @.str.4, i32 noundef %1890, i32 noundef %1891) #9
  br label %1893

1893:                                             ; preds = %1893, %1888
  %1894 = phi i64 [ 0, %1888 ], [ %1899, %1893 ]
  %1895 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1896 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %1894
  %1897 = load i32, ptr %1896, align 4, !tbaa !31
  %1898 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1895, ptr noundef nonnull @.str.5, i32 noundef %1897) #9
  %1899 = add nuw nsw i64 %1894, 1
  %1900 = icmp eq i64 %1899, %604
  br i1 %1900, label %1901, label %1893, !llvm.loop !53

1901:                                             ; preds = %1893
  %1902 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1903 = call i32 @fputc(i32 10, ptr %1902)
  br label %1904

1904:                                             ; preds = %1901, %1883
  br label %1905

1905:                                             ; preds = %1904, %1905
  %1906 = phi i64 [ %1909, %1905 ], [ 0, %1904 ]
  %1907 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1906
  %1908 = getelementptr inbounds [6 x [258 x i32]], ptr %616, i64 0, i64 %1906
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %1907, ptr noundef nonnull %1908, i32 noundef %574, i32 noundef 17) #10
  %1909 = add nuw nsw i64 %1906, 1
  %1910 = icmp eq i64 %1909, %604
  br i1 %1910, label %1911, label %1905, !llvm.loop !54

1911:                                             ; preds = %1905
  %1912 = add nuw nsw i32 %767, 1
  %1913 = icmp eq i32 %1912, 4
  br i1 %1913, label %1914, label %766, !llvm.loop !55

1914:                                             ; preds = %1911
  %1915 = icmp slt i32 %1884, 18003
  br i1 %1915, label %1917, label %1916

1916:                                             ; preds = %1914
  call void @BZ2_bz__AssertH__fail(i32 noundef 3003) #10
  br label %1917

1917:                                             ; preds = %1916, %1914
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5) #10
  %1918 = add nsw i64 %604, -1
  %1919 = insertelement <8 x i64> poison, i64 %1918, i64 0
  %1920 = shufflevector <8 x i64> %1919, <8 x i64> poison, <8 x i32> zeroinitializer
  %1921 = icmp uge <8 x i64> %1920, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1922 = extractelement <8 x i1> %1921, i64 0
  br i1 %1922, label %1923, label %1924

1923:                                             ; preds = %1917
  store i8 0, ptr %5, align 1, !tbaa !21
  br label %1924

1924:                                             ; preds = %1923, %1917
  %1925 = extractelement <8 x i1> %1921, i64 1
  br i1 %1925, label %1926, label %1928

1926:                                             ; preds = %1924
  %1927 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 1, ptr %1927, align 1, !tbaa !21
  br label %1928

1928:                                             ; preds = %1926, %1924
  %1929 = extractelement <8 x i1> %1921, i64 2
  br i1 %1929, label %1930, label %1932

1930:                                             ; preds = %1928
  %1931 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 2, ptr %1931, align 1, !tbaa !21
  br label %1932

1932:                                             ; preds = %1930, %1928
  %1933 = extractelement <8 x i1> %1921, i64 3
  br i1 %1933, label %1934, label %1936

1934:                                             ; preds = %1932
  %1935 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 3, ptr %1935, align 1, !tbaa !21
  br label %1936

1936:                                             ; preds = %1934, %1932
  %1937 = extractelement <8 x i1> %1921, i64 4
  br i1 %1937, label %1938, label %1940

1938:                                             ; preds = %1936
  %1939 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 4, ptr %1939, align 1, !tbaa !21
  br label %1940

1940:                                             ; preds = %1938, %1936
  %1941 = extractelement <8 x i1> %1921, i64 5
  br i1 %1941, label %1942, label %1944

1942:                                             ; preds = %1940
  %1943 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 5, ptr %1943, align 1, !tbaa !21
  br label %1944

1944:                                             ; preds = %1942, %1940
  %1945 = extractelement <8 x i1> %1921, i64 6
  br i1 %1945, label %1946, label %1948

1946:                                             ; preds = %1944
  %1947 = getelementptr inbounds i8, ptr %5, i64 6
  store i8 6, ptr %1947, align 1, !tbaa !21
  br label %1948

1948:                                             ; preds = %1946, %1944
  %1949 = extractelement <8 x i1> %1921, i64 7
  br i1 %1949, label %1950, label %1952

1950:                                             ; preds = %1948
  %1951 = getelementptr inbounds i8, ptr %5, i64 7
  store i8 7, ptr %1951, align 1, !tbaa !21
  br label %1952

1952:                                             ; preds = %1950, %1948
  %1953 = icmp sgt i32 %1884, 0
  br i1 %1953, label %1954, label %1979

1954:                                             ; preds = %1952
  %1955 = load i8, ptr %5, align 1, !tbaa !21
  %1956 = getelementptr inbounds i8, ptr %0, i64 19706
  %1957 = zext nneg i32 %1884 to i64
  br label %1958

1958:                                             ; preds = %1973, %1954
  %1959 = phi i64 [ 0, %1954 ], [ %1977, %1973 ]
  %1960 = phi i8 [ %1955, %1954 ], [ %1975, %1973 ]
  %1961 = getelementptr inbounds [18002 x i8], ptr %615, i64 0, i64 %1959
  %1962 = load i8, ptr %1961, align 1, !tbaa !21
  %1963 = icmp eq i8 %1962, %1960
  br i1 %1963, label %1973, label %1964

1964:                                             ; preds = %1958, %1964
  %1965 = phi i64 [ %1967, %1964 ], [ 0, %1958 ]
  %1966 = phi i8 [ %1969, %1964 ], [ %1960, %1958 ]
  %1967 = add nuw nsw i64 %1965, 1
  %1968 = getelementptr inbounds [6 x i8], ptr %5, i64 0, i64 %1967
  %1969 = load i8, ptr %1968, align 1, !tbaa !21
  store i8 %1966, ptr %1968, align 1, !tbaa !21
  %1970 = icmp eq i8 %1962, %1969
  br i1 %1970, label %1971, label %1964, !llvm.loop !56

1971:                                             ; preds = %1964
  %1972 = trunc i64 %1967 to i8
  br label %1973

1973:                                             ; preds = %1971, %1958
  %1974 = phi i8 [ 0, %1958 ], [ %1972, %1971 ]
  %1975 = phi i8 [ %1960, %1958 ], [ %1962, %1971 ]
  %1976 = getelementptr inbounds [18002 x i8], ptr %1956, i64 0, i64 %1959
  store i8 %1974, ptr %1976, align 1, !tbaa !21
  %1977 = add nuw nsw i64 %1959, 1
  %1978 = icmp eq i64 %1977, %1957
  br i1 %1978, label %1979, label %1958, !llvm.loop !57

1979:                                             ; preds = %1973, %1952
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5) #10
  %1980 = getelementptr inbounds i8, ptr %0, i64 39256
  %1981 = icmp slt i32 %574, 8
  %1982 = and i64 %577, 2147483640
  %1983 = icmp eq i64 %1982, %577
  br label %1984

1984:                                             ; preds = %2033, %1979
  %1985 = phi i64 [ 0, %1979 ], [ %2038, %2033 ]
  br i1 %575, label %1986, label %2033

1986:                                             ; preds = %1984
  br i1 %1981, label %2010, label %1987

1987:                                             ; preds = %1986, %1987
  %1988 = phi i64 [ %2003, %1987 ], [ 0, %1986 ]
  %1989 = phi <4 x i32> [ %2001, %1987 ], [ <i32 32, i32 32, i32 32, i32 32>, %1986 ]
  %1990 = phi <4 x i32> [ %2002, %1987 ], [ <i32 32, i32 32, i32 32, i32 32>, %1986 ]
  %1991 = phi <4 x i32> [ %1999, %1987 ], [ zeroinitializer, %1986 ]
  %1992 = phi <4 x i32> [ %2000, %1987 ], [ zeroinitializer, %1986 ]
  %1993 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1985, i64 %1988
  %1994 = getelementptr inbounds i8, ptr %1993, i64 4
  %1995 = load <4 x i8>, ptr %1993, align 1, !tbaa !21
  %1996 = load <4 x i8>, ptr %1994, align 1, !tbaa !21
  %1997 = zext <4 x i8> %1995 to <4 x i32>
  %1998 = zext <4 x i8> %1996 to <4 x i32>
  %1999 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %1991, <4 x i32> %1997)
  %2000 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %1992, <4 x i32> %1998)
  %2001 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %1989, <4 x i32> %1997)
  %2002 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %1990, <4 x i32> %1998)
  %2003 = add nuw i64 %1988, 8
  %2004 = icmp eq i64 %2003, %1982
  br i1 %2004, label %2005, label %1987, !llvm.loop !58

2005:                                             ; preds = %1987
  %2006 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %2001, <4 x i32> %2002)
  %2007 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %2006)
  %2008 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %1999, <4 x i32> %2000)
  %2009 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %2008)
  br i1 %1983, label %2025, label %2010

2010:                                             ; preds = %2005, %1986
  %2011 = phi i64 [ 0, %1986 ], [ %1982, %2005 ]
  %2012 = phi i32 [ 32, %1986 ], [ %2007, %2005 ]
  %2013 = phi i32 [ 0, %1986 ], [ %2009, %2005 ]
  br label %2014

2014:                                             ; preds = %2010, %2014
  %2015 = phi i64 [ %2023, %2014 ], [ %2011, %2010 ]
  %2016 = phi i32 [ %2022, %2014 ], [ %2012, %2010 ]
  %2017 = phi i32 [ %2021, %2014 ], [ %2013, %2010 ]
  %2018 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1985, i64 %2015
  %2019 = load i8, ptr %2018, align 1, !tbaa !21
  %2020 = zext i8 %2019 to i32
  %2021 = call i32 @llvm.smax.i32(i32 %2017, i32 %2020)
  %2022 = call i32 @llvm.smin.i32(i32 %2016, i32 %2020)
  %2023 = add nuw nsw i64 %2015, 1
  %2024 = icmp eq i64 %2023, %577
  br i1 %2024, label %2025, label %2014, !llvm.loop !59

2025:                                             ; preds = %2014, %2005
  %2026 = phi i32 [ %2009, %2005 ], [ %2021, %2014 ]
  %2027 = phi i32 [ %2007, %2005 ], [ %2022, %2014 ]
  %2028 = icmp ugt i32 %2026, 17
  br i1 %2028, label %2029, label %2030

2029:                                             ; preds = %2025
  call void @BZ2_bz__AssertH__fail(i32 noundef 3004) #10
  br label %2030

2030:                                             ; preds = %2029, %2025
  %2031 = icmp slt i32 %2027, 1
  br i1 %2031, label %2032, label %2033

2032:                                             ; preds = %2030
  call void @BZ2_bz__AssertH__fail(i32 noundef 3005) #10
  br label %2033

2033:                                             ; preds = %2032, %2030, %1984
  %2034 = phi i32 [ %2026, %2032 ], [ %2026, %2030 ], [ 0, %1984 ]
  %2035 = phi i32 [ %2027, %2032 ], [ %2027, %2030 ], [ 32, %1984 ]
  %2036 = getelementptr inbounds [6 x [258 x i32]], ptr %1980, i64 0, i64 %1985
  %2037 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %1985
  call void @BZ2_hbAssignCodes(ptr noundef nonnull %2036, ptr noundef nonnull %2037, i32 noundef %2035, i32 noundef %2034, i32 noundef %574) #10
  %2038 = add nuw nsw i64 %1985, 1
  %2039 = icmp eq i64 %2038, %604
  br i1 %2039, label %2040, label %1984, !llvm.loop !60

2040:                                             ; preds = %2033
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #10
  %2041 = load <16 x i8>, ptr %356, align 1, !tbaa !21
  %2042 = freeze <16 x i8> %2041
  %2043 = icmp ne <16 x i8> %2042, zeroinitializer
  %2044 = bitcast <16 x i1> %2043 to i16
  %2045 = icmp ne i16 %2044, 0
  %2046 = zext i1 %2045 to i8
  store i8 %2046, ptr %6, align 16
  %2047 = getelementptr inbounds i8, ptr %6, i64 1
  %2048 = getelementptr inbounds i8, ptr %0, i64 144
  %2049 = load <16 x i8>, ptr %2048, align 1, !tbaa !21
  %2050 = freeze <16 x i8> %2049
  %2051 = icmp ne <16 x i8> %2050, zeroinitializer
  %2052 = bitcast <16 x i1> %2051 to i16
  %2053 = icmp ne i16 %2052, 0
  %2054 = zext i1 %2053 to i8
  store i8 %2054, ptr %2047, align 1
  %2055 = getelementptr inbounds i8, ptr %6, i64 2
  %2056 = getelementptr inbounds i8, ptr %0, i64 160
  %2057 = load <16 x i8>, ptr %2056, align 1, !tbaa !21
  %2058 = freeze <16 x i8> %2057
  %2059 = icmp ne <16 x i8> %2058, zeroinitializer
  %2060 = bitcast <16 x i1> %2059 to i16
  %2061 = icmp ne i16 %2060, 0
  %2062 = zext i1 %2061 to i8
  store i8 %2062, ptr %2055, align 2
  %2063 = getelementptr inbounds i8, ptr %6, i64 3
  %2064 = getelementptr inbounds i8, ptr %0, i64 176
  %2065 = load <16 x i8>, ptr %2064, align 1, !tbaa !21
  %2066 = freeze <16 x i8> %2065
  %2067 = icmp ne <16 x i8> %2066, zeroinitializer
  %2068 = bitcast <16 x i1> %2067 to i16
  %2069 = icmp ne i16 %2068, 0
  %2070 = zext i1 %2069 to i8
  store i8 %2070, ptr %2063, align 1
  %2071 = getelementptr inbounds i8, ptr %6, i64 4
  %2072 = getelementptr inbounds i8, ptr %0, i64 192
  %2073 = load <16 x i8>, ptr %2072, align 1, !tbaa !21
  %2074 = freeze <16 x i8> %2073
  %2075 = icmp ne <16 x i8> %2074, zeroinitializer
  %2076 = bitcast <16 x i1> %2075 to i16
  %2077 = icmp ne i16 %2076, 0
  %2078 = zext i1 %2077 to i8
  store i8 %2078, ptr %2071, align 4
  %2079 = getelementptr inbounds i8, ptr %6, i64 5
  %2080 = getelementptr inbounds i8, ptr %0, i64 208
  %2081 = load <16 x i8>, ptr %2080, align 1, !tbaa !21
  %2082 = freeze <16 x i8> %2081
  %2083 = icmp ne <16 x i8> %2082, zeroinitializer
  %2084 = bitcast <16 x i1> %2083 to i16
  %2085 = icmp ne i16 %2084, 0
  %2086 = zext i1 %2085 to i8
  store i8 %2086, ptr %2079, align 1
  %2087 = getelementptr inbounds i8, ptr %6, i64 6
  %2088 = getelementptr inbounds i8, ptr %0, i64 224
  %2089 = load <16 x i8>, ptr %2088, align 1, !tbaa !21
  %2090 = freeze <16 x i8> %2089
  %2091 = icmp ne <16 x i8> %2090, zeroinitializer
  %2092 = bitcast <16 x i1> %2091 to i16
  %2093 = icmp ne i16 %2092, 0
  %2094 = zext i1 %2093 to i8
  store i8 %2094, ptr %2087, align 2
  %2095 = getelementptr inbounds i8, ptr %6, i64 7
  %2096 = getelementptr inbounds i8, ptr %0, i64 240
  %2097 = load <16 x i8>, ptr %2096, align 1, !tbaa !21
  %2098 = freeze <16 x i8> %2097
  %2099 = icmp ne <16 x i8> %2098, zeroinitializer
  %2100 = bitcast <16 x i1> %2099 to i16
  %2101 = icmp ne i16 %2100, 0
  %2102 = zext i1 %2101 to i8
  store i8 %2102, ptr %2095, align 1
  %2103 = getelementptr inbounds i8, ptr %6, i64 8
  %2104 = getelementptr inbounds i8, ptr %0, i64 256
  %2105 = load <16 x i8>, ptr %2104, align 1, !tbaa !21
  %2106 = freeze <16 x i8> %2105
  %2107 = icmp ne <16 x i8> %2106, zeroinitializer
  %2108 = bitcast <16 x i1> %2107 to i16
  %2109 = icmp ne i16 %2108, 0
  %2110 = zext i1 %2109 to i8
  store i8 %2110, ptr %2103, align 8
  %2111 = getelementptr inbounds i8, ptr %6, i64 9
  %2112 = getelementptr inbounds i8, ptr %0, i64 272
  %2113 = load <16 x i8>, ptr %2112, align 1, !tbaa !21
  %2114 = freeze <16 x i8> %2113
  %2115 = icmp ne <16 x i8> %2114, zeroinitializer
  %2116 = bitcast <16 x i1> %2115 to i16
  %2117 = icmp ne i16 %2116, 0
  %2118 = zext i1 %2117 to i8
  store i8 %2118, ptr %2111, align 1
  %2119 = getelementptr inbounds i8, ptr %6, i64 10
  %2120 = getelementptr inbounds i8, ptr %0, i64 288
  %2121 = load <16 x i8>, ptr %2120, align 1, !tbaa !21
  %2122 = freeze <16 x i8> %2121
  %2123 = icmp ne <16 x i8> %2122, zeroinitializer
  %2124 = bitcast <16 x i1> %2123 to i16
  %2125 = icmp ne i16 %2124, 0
  %2126 = zext i1 %2125 to i8
  store i8 %2126, ptr %2119, align 2
  %2127 = getelementptr inbounds i8, ptr %6, i64 11
  %2128 = getelementptr inbounds i8, ptr %0, i64 304
  %2129 = load <16 x i8>, ptr %2128, align 1, !tbaa !21
  %2130 = freeze <16 x i8> %2129
  %2131 = icmp ne <16 x i8> %2130, zeroinitializer
  %2132 = bitcast <16 x i1> %2131 to i16
  %2133 = icmp ne i16 %2132, 0
  %2134 = zext i1 %2133 to i8
  store i8 %2134, ptr %2127, align 1
  %2135 = getelementptr inbounds i8, ptr %6, i64 12
  %2136 = getelementptr inbounds i8, ptr %0, i64 320
  %2137 = load <16 x i8>, ptr %2136, align 1, !tbaa !21
  %2138 = freeze <16 x i8> %2137
  %2139 = icmp ne <16 x i8> %2138, zeroinitializer
  %2140 = bitcast <16 x i1> %2139 to i16
  %2141 = icmp ne i16 %2140, 0
  %2142 = zext i1 %2141 to i8
  store i8 %2142, ptr %2135, align 4
  %2143 = getelementptr inbounds i8, ptr %6, i64 13
  %2144 = getelementptr inbounds i8, ptr %0, i64 336
  %2145 = load <16 x i8>, ptr %2144, align 1, !tbaa !21
  %2146 = freeze <16 x i8> %2145
  %2147 = icmp ne <16 x i8> %2146, zeroinitializer
  %2148 = bitcast <16 x i1> %2147 to i16
  %2149 = icmp ne i16 %2148, 0
  %2150 = zext i1 %2149 to i8
  store i8 %2150, ptr %2143, align 1
  %2151 = getelementptr inbounds i8, ptr %6, i64 14
  %2152 = getelementptr inbounds i8, ptr %0, i64 352
  %2153 = load <16 x i8>, ptr %2152, align 1, !tbaa !21
  %2154 = freeze <16 x i8> %2153
  %2155 = icmp ne <16 x i8> %2154, zeroinitializer
  %2156 = bitcast <16 x i1> %2155 to i16
  %2157 = icmp ne i16 %2156, 0
  %2158 = zext i1 %2157 to i8
  store i8 %2158, ptr %2151, align 2
  %2159 = getelementptr inbounds i8, ptr %6, i64 15
  %2160 = getelementptr inbounds i8, ptr %0, i64 368
  %2161 = load <16 x i8>, ptr %2160, align 1, !tbaa !21
  %2162 = freeze <16 x i8> %2161
  %2163 = icmp ne <16 x i8> %2162, zeroinitializer
  %2164 = bitcast <16 x i1> %2163 to i16
  %2165 = icmp ne i16 %2164, 0
  %2166 = zext i1 %2165 to i8
  store i8 %2166, ptr %2159, align 1
  %2167 = getelementptr inbounds i8, ptr %0, i64 116
  %2168 = load i32, ptr %2167, align 4, !tbaa !16
  %2169 = load i32, ptr %125, align 4, !tbaa !5
  %2170 = load i32, ptr %128, align 8, !tbaa !11
  br label %2171

2171:                                             ; preds = %2218, %2040
  %2172 = phi i32 [ %2219, %2218 ], [ %2170, %2040 ]
  %2173 = phi i32 [ %2222, %2218 ], [ %2169, %2040 ]
  %2174 = phi i32 [ %2221, %2218 ], [ %2168, %2040 ]
  %2175 = phi i64 [ %2223, %2218 ], [ 0, %2040 ]
  %2176 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %2175
  %2177 = load i8, ptr %2176, align 1, !tbaa !21
  %2178 = icmp eq i8 %2177, 0
  %2179 = icmp sgt i32 %2173, 7
  br i1 %2178, label %2202, label %2180

2180:                                             ; preds = %2171
  br i1 %2179, label %2181, label %2196

2181:                                             ; preds = %2180, %2181
  %2182 = phi i32 [ %2190, %2181 ], [ %2174, %2180 ]
  %2183 = phi i32 [ %2192, %2181 ], [ %2172, %2180 ]
  %2184 = lshr i32 %2183, 24
  %2185 = trunc nuw i32 %2184 to i8
  %2186 = load ptr, ptr %39, align 8, !tbaa !20
  %2187 = sext i32 %2182 to i64
  %2188 = getelementptr inbounds i8, ptr %2186, i64 %2187
  store i8 %2185, ptr %2188, align 1, !tbaa !21
  %2189 = load i32, ptr %2167, align 4, !tbaa !16
  %2190 = add nsw i32 %2189, 1
  store i32 %2190, ptr %2167, align 4, !tbaa !16
  %2191 = load i32, ptr %128, align 8, !tbaa !11
  %2192 = shl i32 %2191, 8
  store i32 %2192, ptr %128, align 8, !tbaa !11
  %2193 = load i32, ptr %125, align 4, !tbaa !5
  %2194 = add nsw i32 %2193, -8
  store i32 %2194, ptr %125, align 4, !tbaa !5
  %2195 = icmp sgt i32 %2193, 15
  br i1 %2195, label %2181, label %2196, !llvm.loop !22

2196:                                             ; preds = %2181, %2180
  %2197 = phi i32 [ %2174, %2180 ], [ %2190, %2181 ]
  %2198 = phi i32 [ %2172, %2180 ], [ %2192, %2181 ]
  %2199 = phi i32 [ %2173, %2180 ], [ %2194, %2181 ]
  %2200 = lshr exact i32 -2147483648, %2199
  %2201 = or i32 %2200, %2198
  br label %2218

2202:                                             ; preds = %2171
  br i1 %2179, label %2203, label %2218

2203:                                             ; preds = %2202, %2203
  %2204 = phi i32 [ %2212, %2203 ], [ %2174, %2202 ]
  %2205 = phi i32 [ %2214, %2203 ], [ %2172, %2202 ]
  %2206 = lshr i32 %2205, 24
  %2207 = trunc nuw i32 %2206 to i8
  %2208 = load ptr, ptr %39, align 8, !tbaa !20
  %2209 = sext i32 %2204 to i64
  %2210 = getelementptr inbounds i8, ptr %2208, i64 %2209
  store i8 %2207, ptr %2210, align 1, !tbaa !21
  %2211 = load i32, ptr %2167, align 4, !tbaa !16
  %2212 = add nsw i32 %2211, 1
  store i32 %2212, ptr %2167, align 4, !tbaa !16
  %2213 = load i32, ptr %128, align 8, !tbaa !11
  %2214 = shl i32 %2213, 8
  store i32 %2214, ptr %128, align 8, !tbaa !11
  %2215 = load i32, ptr %125, align 4, !tbaa !5
  %2216 = add nsw i32 %2215, -8
  store i32 %2216, ptr %125, align 4, !tbaa !5
  %2217 = icmp sgt i32 %2215, 15
  br i1 %2217, label %2203, label %2218, !llvm.loop !22

2218:                                             ; preds = %2203, %2202, %2196
  %2219 = phi i32 [ %2201, %2196 ], [ %2172, %2202 ], [ %2214, %2203 ]
  %2220 = phi i32 [ %2199, %2196 ], [ %2173, %2202 ], [ %2216, %2203 ]
  %2221 = phi i32 [ %2197, %2196 ], [ %2174, %2202 ], [ %2212, %2203 ]
  %2222 = add nsw i32 %2220, 1
  store i32 %2219, ptr %128, align 8, !tbaa !11
  store i32 %2222, ptr %125, align 4, !tbaa !5
  %2223 = add nuw nsw i64 %2175, 1
  %2224 = icmp eq i64 %2223, 16
  br i1 %2224, label %2225, label %2171, !llvm.loop !61

2225:                                             ; preds = %2218, %2290
  %2226 = phi i32 [ %2291, %2290 ], [ %2221, %2218 ]
  %2227 = phi i32 [ %2292, %2290 ], [ %2219, %2218 ]
  %2228 = phi i32 [ %2293, %2290 ], [ %2222, %2218 ]
  %2229 = phi i64 [ %2294, %2290 ], [ 0, %2218 ]
  %2230 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %2229
  %2231 = load i8, ptr %2230, align 1, !tbaa !21
  %2232 = icmp eq i8 %2231, 0
  br i1 %2232, label %2290, label %2233

2233:                                             ; preds = %2225
  %2234 = shl nuw nsw i64 %2229, 4
  br label %2235

2235:                                             ; preds = %2283, %2233
  %2236 = phi i32 [ %2226, %2233 ], [ %2284, %2283 ]
  %2237 = phi i32 [ %2227, %2233 ], [ %2285, %2283 ]
  %2238 = phi i32 [ %2228, %2233 ], [ %2287, %2283 ]
  %2239 = phi i64 [ 0, %2233 ], [ %2288, %2283 ]
  %2240 = add nuw nsw i64 %2239, %2234
  %2241 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %2240
  %2242 = load i8, ptr %2241, align 1, !tbaa !21
  %2243 = icmp eq i8 %2242, 0
  %2244 = icmp sgt i32 %2238, 7
  br i1 %2243, label %2267, label %2245

2245:                                             ; preds = %2235
  br i1 %2244, label %2246, label %2261

2246:                                             ; preds = %2245, %2246
  %2247 = phi i32 [ %2255, %2246 ], [ %2236, %2245 ]
  %2248 = phi i32 [ %2257, %2246 ], [ %2237, %2245 ]
  %2249 = lshr i32 %2248, 24
  %2250 = trunc nuw i32 %2249 to i8
  %2251 = load ptr, ptr %39, align 8, !tbaa !20
  %2252 = sext i32 %2247 to i64
  %2253 = getelementptr inbounds i8, ptr %2251, i64 %2252
  store i8 %2250, ptr %2253, align 1, !tbaa !21
  %2254 = load i32, ptr %2167, align 4, !tbaa !16
  %2255 = add nsw i32 %2254, 1
  store i32 %2255, ptr %2167, align 4, !tbaa !16
  %2256 = load i32, ptr %128, align 8, !tbaa !11
  %2257 = shl i32 %2256, 8
  store i32 %2257, ptr %128, align 8, !tbaa !11
  %2258 = load i32, ptr %125, align 4, !tbaa !5
  %2259 = add nsw i32 %2258, -8
  store i32 %2259, ptr %125, align 4, !tbaa !5
  %2260 = icmp sgt i32 %2258, 15
  br i1 %2260, label %2246, label %2261, !llvm.loop !22

2261:                                             ; preds = %2246, %2245
  %2262 = phi i32 [ %2236, %2245 ], [ %2255, %2246 ]
  %2263 = phi i32 [ %2237, %2245 ], [ %2257, %2246 ]
  %2264 = phi i32 [ %2238, %2245 ], [ %2259, %2246 ]
  %2265 = lshr exact i32 -2147483648, %2264
  %2266 = or i32 %2265, %2263
  br label %2283

2267:                                             ; preds = %2235
  br i1 %2244, label %2268, label %2283

2268:                                             ; preds = %2267, %2268
  %2269 = phi i32 [ %2277, %2268 ], [ %2236, %2267 ]
  %2270 = phi i32 [ %2279, %2268 ], [ %2237, %2267 ]
  %2271 = lshr i32 %2270, 24
  %2272 = trunc nuw i32 %2271 to i8
  %2273 = load ptr, ptr %39, align 8, !tbaa !20
  %2274 = sext i32 %2269 to i64
  %2275 = getelementptr inbounds i8, ptr %2273, i64 %2274
  store i8 %2272, ptr %2275, align 1, !tbaa !21
  %2276 = load i32, ptr %2167, align 4, !tbaa !16
  %2277 = add nsw i32 %2276, 1
  store i32 %2277, ptr %2167, align 4, !tbaa !16
  %2278 = load i32, ptr %128, align 8, !tbaa !11
  %2279 = shl i32 %2278, 8
  store i32 %2279, ptr %128, align 8, !tbaa !11
  %2280 = load i32, ptr %125, align 4, !tbaa !5
  %2281 = add nsw i32 %2280, -8
  store i32 %2281, ptr %125, align 4, !tbaa !5
  %2282 = icmp sgt i32 %2280, 15
  br i1 %2282, label %2268, label %2283, !llvm.loop !22

2283:                                             ; preds = %2268, %2267, %2261
  %2284 = phi i32 [ %2262, %2261 ], [ %2236, %2267 ], [ %2277, %2268 ]
  %2285 = phi i32 [ %2266, %2261 ], [ %2237, %2267 ], [ %2279, %2268 ]
  %2286 = phi i32 [ %2264, %2261 ], [ %2238, %2267 ], [ %2281, %2268 ]
  %2287 = add nsw i32 %2286, 1
  store i32 %2285, ptr %128, align 8, !tbaa !11
  store i32 %2287, ptr %125, align 4, !tbaa !5
  %2288 = add nuw nsw i64 %2239, 1
  %2289 = icmp eq i64 %2288, 16
  br i1 %2289, label %2290, label %2235, !llvm.loop !62

2290:                                             ; preds = %2283, %2225
  %2291 = phi i32 [ %2226, %2225 ], [ %2284, %2283 ]
  %2292 = phi i32 [ %2227, %2225 ], [ %2285, %2283 ]
  %2293 = phi i32 [ %2228, %2225 ], [ %2287, %2283 ]
  %2294 = add nuw nsw i64 %2229, 1
  %2295 = icmp eq i64 %2294, 16
  br i1 %2295, label %2296, label %2225, !llvm.loop !63

2296:                                             ; preds = %2290
  %2297 = load i32, ptr %564, align 8, !tbaa !17
  %2298 = icmp sgt i32 %2297, 2
  br i1 %2298, label %2299, label %2306

2299:                                             ; preds = %2296
  %2300 = load ptr, ptr @stderr, align 8, !tbaa !18
  %2301 = sub nsw i32 %2291, %2168
  %2302 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2300, ptr noundef nonnull @.str.7, i32 noundef %2301) #9
  %2303 = load i32, ptr %2167, align 4, !tbaa !16
  %2304 = load i32, ptr %125, align 4, !tbaa !5
  %2305 = load i32, ptr %128, align 8, !tbaa !11
  br label %2306

2306:                                             ; preds = %2299, %2296
  %2307 = phi i32 [ %2305, %2299 ], [ %2292, %2296 ]
  %2308 = phi i32 [ %2304, %2299 ], [ %2293, %2296 ]
  %2309 = phi i32 [ %2303, %2299 ], [ %2291, %2296 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #10
  %2310 = icmp sgt i32 %2308, 7
  br i1 %2310, label %2311, label %2326

2311:                                             ; preds = %2306, %2311
  %2312 = phi i32 [ %2320, %2311 ], [ %2309, %2306 ]
  %2313 = phi i32 [ %2322, %2311 ], [ %2307, %2306 ]
  %2314 = lshr i32 %2313, 24
  %2315 = trunc nuw i32 %2314 to i8
  %2316 = load ptr, ptr %39, align 8, !tbaa !20
  %2317 = sext i32 %2312 to i64
  %2318 = getelementptr inbounds i8, ptr %2316, i64 %2317
  store i8 %2315, ptr %2318, align 1, !tbaa !21
  %2319 = load i32, ptr %2167, align 4, !tbaa !16
  %2320 = add nsw i32 %2319, 1
  store i32 %2320, ptr %2167, align 4, !tbaa !16
  %2321 = load i32, ptr %128, align 8, !tbaa !11
  %2322 = shl i32 %2321, 8
  store i32 %2322, ptr %128, align 8, !tbaa !11
  %2323 = load i32, ptr %125, align 4, !tbaa !5
  %2324 = add nsw i32 %2323, -8
  store i32 %2324, ptr %125, align 4, !tbaa !5
  %2325 = icmp sgt i32 %2323, 15
  br i1 %2325, label %2311, label %2326, !llvm.loop !22

2326:                                             ; preds = %2311, %2306
  %2327 = phi i32 [ %2309, %2306 ], [ %2320, %2311 ]
  %2328 = phi i32 [ %2307, %2306 ], [ %2322, %2311 ]
  %2329 = phi i32 [ %2308, %2306 ], [ %2324, %2311 ]
  %2330 = add nsw i32 %2329, 3
  %2331 = sub i32 29, %2329
  %2332 = shl i32 %602, %2331
  %2333 = or i32 %2332, %2328
  store i32 %2333, ptr %128, align 8, !tbaa !11
  store i32 %2330, ptr %125, align 4, !tbaa !5
  %2334 = icmp sgt i32 %2329, 4
  br i1 %2334, label %2335, label %2350

2335:                                             ; preds = %2326, %2335
  %2336 = phi i32 [ %2344, %2335 ], [ %2327, %2326 ]
  %2337 = phi i32 [ %2346, %2335 ], [ %2333, %2326 ]
  %2338 = lshr i32 %2337, 24
  %2339 = trunc nuw i32 %2338 to i8
  %2340 = load ptr, ptr %39, align 8, !tbaa !20
  %2341 = sext i32 %2336 to i64
  %2342 = getelementptr inbounds i8, ptr %2340, i64 %2341
  store i8 %2339, ptr %2342, align 1, !tbaa !21
  %2343 = load i32, ptr %2167, align 4, !tbaa !16
  %2344 = add nsw i32 %2343, 1
  store i32 %2344, ptr %2167, align 4, !tbaa !16
  %2345 = load i32, ptr %128, align 8, !tbaa !11
  %2346 = shl i32 %2345, 8
  store i32 %2346, ptr %128, align 8, !tbaa !11
  %2347 = load i32, ptr %125, align 4, !tbaa !5
  %2348 = add nsw i32 %2347, -8
  store i32 %2348, ptr %125, align 4, !tbaa !5
  %2349 = icmp sgt i32 %2347, 15
  br i1 %2349, label %2335, label %2350, !llvm.loop !22

2350:                                             ; preds = %2335, %2326
  %2351 = phi i32 [ %2327, %2326 ], [ %2344, %2335 ]
  %2352 = phi i32 [ %2333, %2326 ], [ %2346, %2335 ]
  %2353 = phi i32 [ %2330, %2326 ], [ %2348, %2335 ]
  %2354 = add nsw i32 %2353, 15
  %2355 = sub i32 17, %2353
  %2356 = shl i32 %1884, %2355
  %2357 = or i32 %2356, %2352
  store i32 %2357, ptr %128, align 8, !tbaa !11
  store i32 %2354, ptr %125, align 4, !tbaa !5
  br i1 %1953, label %2358, label %2431

2358:                                             ; preds = %2350
  %2359 = getelementptr inbounds i8, ptr %0, i64 19706
  %2360 = zext nneg i32 %1884 to i64
  br label %2361

2361:                                             ; preds = %2424, %2358
  %2362 = phi i32 [ %2351, %2358 ], [ %2425, %2424 ]
  %2363 = phi i32 [ %2357, %2358 ], [ %2426, %2424 ]
  %2364 = phi i32 [ %2354, %2358 ], [ %2428, %2424 ]
  %2365 = phi i64 [ 0, %2358 ], [ %2429, %2424 ]
  %2366 = getelementptr inbounds [18002 x i8], ptr %2359, i64 0, i64 %2365
  %2367 = load i8, ptr %2366, align 1, !tbaa !21
  %2368 = icmp eq i8 %2367, 0
  br i1 %2368, label %2404, label %2369

2369:                                             ; preds = %2361, %2393
  %2370 = phi i8 [ %2394, %2393 ], [ %2367, %2361 ]
  %2371 = phi i32 [ %2395, %2393 ], [ %2362, %2361 ]
  %2372 = phi i32 [ %2400, %2393 ], [ %2363, %2361 ]
  %2373 = phi i32 [ %2398, %2393 ], [ %2364, %2361 ]
  %2374 = phi i32 [ %2401, %2393 ], [ 0, %2361 ]
  %2375 = icmp sgt i32 %2373, 7
  br i1 %2375, label %2376, label %2393

2376:                                             ; preds = %2369, %2376
  %2377 = phi i32 [ %2385, %2376 ], [ %2371, %2369 ]
  %2378 = phi i32 [ %2387, %2376 ], [ %2372, %2369 ]
  %2379 = lshr i32 %2378, 24
  %2380 = trunc nuw i32 %2379 to i8
  %2381 = load ptr, ptr %39, align 8, !tbaa !20
  %2382 = sext i32 %2377 to i64
  %2383 = getelementptr inbounds i8, ptr %2381, i64 %2382
  store i8 %2380, ptr %2383, align 1, !tbaa !21
  %2384 = load i32, ptr %2167, align 4, !tbaa !16
  %2385 = add nsw i32 %2384, 1
  store i32 %2385, ptr %2167, align 4, !tbaa !16
  %2386 = load i32, ptr %128, align 8, !tbaa !11
  %2387 = shl i32 %2386, 8
  store i32 %2387, ptr %128, align 8, !tbaa !11
  %2388 = load i32, ptr %125, align 4, !tbaa !5
  %2389 = add nsw i32 %2388, -8
  store i32 %2389, ptr %125, align 4, !tbaa !5
  %2390 = icmp sgt i32 %2388, 15
  br i1 %2390, label %2376, label %2391, !llvm.loop !22

2391:                                             ; preds = %2376
  %2392 = load i8, ptr %2366, align 1, !tbaa !21
  br label %2393

2393:                                             ; preds = %2391, %2369
  %2394 = phi i8 [ %2392, %2391 ], [ %2370, %2369 ]
  %2395 = phi i32 [ %2385, %2391 ], [ %2371, %2369 ]
  %2396 = phi i32 [ %2387, %2391 ], [ %2372, %2369 ]
  %2397 = phi i32 [ %2389, %2391 ], [ %2373, %2369 ]
  %2398 = add nsw i32 %2397, 1
  %2399 = lshr exact i32 -2147483648, %2397
  %2400 = or i32 %2399, %2396
  store i32 %2400, ptr %128, align 8, !tbaa !11
  store i32 %2398, ptr %125, align 4, !tbaa !5
  %2401 = add nuw nsw i32 %2374, 1
  %2402 = zext i8 %2394 to i32
  %2403 = icmp ult i32 %2401, %2402
  br i1 %2403, label %2369, label %2404, !llvm.loop !64

2404:                                             ; preds = %2393, %2361
  %2405 = phi i32 [ %2363, %2361 ], [ %2400, %2393 ]
  %2406 = phi i32 [ %2364, %2361 ], [ %2398, %2393 ]
  %2407 = phi i32 [ %2362, %2361 ], [ %2395, %2393 ]
  %2408 = icmp sgt i32 %2406, 7
  br i1 %2408, label %2409, label %2424

2409:                                             ; preds = %2404, %2409
  %2410 = phi i32 [ %2418, %2409 ], [ %2407, %2404 ]
  %2411 = phi i32 [ %2420, %2409 ], [ %2405, %2404 ]
  %2412 = lshr i32 %2411, 24
  %2413 = trunc nuw i32 %2412 to i8
  %2414 = load ptr, ptr %39, align 8, !tbaa !20
  %2415 = sext i32 %2410 to i64
  %2416 = getelementptr inbounds i8, ptr %2414, i64 %2415
  store i8 %2413, ptr %2416, align 1, !tbaa !21
  %2417 = load i32, ptr %2167, align 4, !tbaa !16
  %2418 = add nsw i32 %2417, 1
  store i32 %2418, ptr %2167, align 4, !tbaa !16
  %2419 = load i32, ptr %128, align 8, !tbaa !11
  %2420 = shl i32 %2419, 8
  store i32 %2420, ptr %128, align 8, !tbaa !11
  %2421 = load i32, ptr %125, align 4, !tbaa !5
  %2422 = add nsw i32 %2421, -8
  store i32 %2422, ptr %125, align 4, !tbaa !5
  %2423 = icmp sgt i32 %2421, 15
  br i1 %2423, label %2409, label %2424, !llvm.loop !22

2424:                                             ; preds = %2409, %2404
  %2425 = phi i32 [ %2407, %2404 ], [ %2418, %2409 ]
  %2426 = phi i32 [ %2405, %2404 ], [ %2420, %2409 ]
  %2427 = phi i32 [ %2406, %2404 ], [ %2422, %2409 ]
  %2428 = add nsw i32 %2427, 1
  store i32 %2426, ptr %128, align 8, !tbaa !11
  store i32 %2428, ptr %125, align 4, !tbaa !5
  %2429 = add nuw nsw i64 %2365, 1
  %2430 = icmp eq i64 %2429, %2360
  br i1 %2430, label %2431, label %2361, !llvm.loop !65

2431:                                             ; preds = %2424, %2350
  %2432 = phi i32 [ %2357, %2350 ], [ %2426, %2424 ]
  %2433 = phi i32 [ %2354, %2350 ], [ %2428, %2424 ]
  %2434 = phi i32 [ %2351, %2350 ], [ %2425, %2424 ]
  %2435 = load i32, ptr %564, align 8, !tbaa !17
  %2436 = icmp sgt i32 %2435, 2
  br i1 %2436, label %2437, label %2444

2437:                                             ; preds = %2431
  %2438 = load ptr, ptr @stderr, align 8, !tbaa !18
  %2439 = sub nsw i32 %2434, %2309
  %2440 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2438, ptr noundef nonnull @.str.8, i32 noundef %2439) #9
  %2441 = load i32, ptr %2167, align 4, !tbaa !16
  %2442 = load i32, ptr %125, align 4, !tbaa !5
  %2443 = load i32, ptr %128, align 8, !tbaa !11
  br label %2444

2444:                                             ; preds = %2437, %2431
  %2445 = phi i32 [ %2443, %2437 ], [ %2432, %2431 ]
  %2446 = phi i32 [ %2442, %2437 ], [ %2433, %2431 ]
  %2447 = phi i32 [ %2441, %2437 ], [ %2434, %2431 ]
  br label %2448

2448:                                             ; preds = %2591, %2444
  %2449 = phi i32 [ %2445, %2444 ], [ %2592, %2591 ]
  %2450 = phi i32 [ %2447, %2444 ], [ %2593, %2591 ]
  %2451 = phi i32 [ %2446, %2444 ], [ %2594, %2591 ]
  %2452 = phi i64 [ 0, %2444 ], [ %2595, %2591 ]
  %2453 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %2452
  %2454 = load i8, ptr %2453, align 2, !tbaa !21
  %2455 = zext i8 %2454 to i32
  %2456 = icmp sgt i32 %2451, 7
  br i1 %2456, label %2457, label %2472

2457:                                             ; preds = %2448, %2457
  %2458 = phi i32 [ %2466, %2457 ], [ %2450, %2448 ]
  %2459 = phi i32 [ %2468, %2457 ], [ %2449, %2448 ]
  %2460 = lshr i32 %2459, 24
  %2461 = trunc nuw i32 %2460 to i8
  %2462 = load ptr, ptr %39, align 8, !tbaa !20
  %2463 = sext i32 %2458 to i64
  %2464 = getelementptr inbounds i8, ptr %2462, i64 %2463
  store i8 %2461, ptr %2464, align 1, !tbaa !21
  %2465 = load i32, ptr %2167, align 4, !tbaa !16
  %2466 = add nsw i32 %2465, 1
  store i32 %2466, ptr %2167, align 4, !tbaa !16
  %2467 = load i32, ptr %128, align 8, !tbaa !11
  %2468 = shl i32 %2467, 8
  store i32 %2468, ptr %128, align 8, !tbaa !11
  %2469 = load i32, ptr %125, align 4, !tbaa !5
  %2470 = add nsw i32 %2469, -8
  store i32 %2470, ptr %125, align 4, !tbaa !5
  %2471 = icmp sgt i32 %2469, 15
  br i1 %2471, label %2457, label %2472, !llvm.loop !22

2472:                                             ; preds = %2457, %2448
  %2473 = phi i32 [ %2450, %2448 ], [ %2466, %2457 ]
  %2474 = phi i32 [ %2449, %2448 ], [ %2468, %2457 ]
  %2475 = phi i32 [ %2451, %2448 ], [ %2470, %2457 ]
  %2476 = add nsw i32 %2475, 5
  %2477 = sub i32 27, %2475
  %2478 = shl i32 %2455, %2477
  %2479 = or i32 %2478, %2474
  store i32 %2479, ptr %128, align 8, !tbaa !11
  store i32 %2476, ptr %125, align 4, !tbaa !5
  br i1 %575, label %2480, label %2591

2480:                                             ; preds = %2472, %2584
  %2481 = phi i32 [ %2586, %2584 ], [ %2479, %2472 ]
  %2482 = phi i32 [ %2588, %2584 ], [ %2476, %2472 ]
  %2483 = phi i32 [ %2585, %2584 ], [ %2473, %2472 ]
  %2484 = phi i64 [ %2589, %2584 ], [ 0, %2472 ]
  %2485 = phi i32 [ %2567, %2584 ], [ %2455, %2472 ]
  %2486 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %2452, i64 %2484
  %2487 = load i8, ptr %2486, align 1, !tbaa !21
  %2488 = zext i8 %2487 to i32
  %2489 = icmp slt i32 %2485, %2488
  br i1 %2489, label %2497, label %2490

2490:                                             ; preds = %2518, %2480
  %2491 = phi i32 [ %2488, %2480 ], [ %2528, %2518 ]
  %2492 = phi i32 [ %2481, %2480 ], [ %2525, %2518 ]
  %2493 = phi i32 [ %2482, %2480 ], [ %2522, %2518 ]
  %2494 = phi i32 [ %2483, %2480 ], [ %2519, %2518 ]
  %2495 = phi i32 [ %2485, %2480 ], [ %2526, %2518 ]
  %2496 = icmp ugt i32 %2495, %2491
  br i1 %2496, label %2530, label %2563

2497:                                             ; preds = %2480, %2518
  %2498 = phi i32 [ %2525, %2518 ], [ %2481, %2480 ]
  %2499 = phi i32 [ %2522, %2518 ], [ %2482, %2480 ]
  %2500 = phi i32 [ %2519, %2518 ], [ %2483, %2480 ]
  %2501 = phi i32 [ %2526, %2518 ], [ %2485, %2480 ]
  %2502 = icmp sgt i32 %2499, 7
  br i1 %2502, label %2503, label %2518

2503:                                             ; preds = %2497, %2503
  %2504 = phi i32 [ %2512, %2503 ], [ %2500, %2497 ]
  %2505 = phi i32 [ %2514, %2503 ], [ %2498, %2497 ]
  %2506 = lshr i32 %2505, 24
  %2507 = trunc nuw i32 %2506 to i8
  %2508 = load ptr, ptr %39, align 8, !tbaa !20
  %2509 = sext i32 %2504 to i64
  %2510 = getelementptr inbounds i8, ptr %2508, i64 %2509
  store i8 %2507, ptr %2510, align 1, !tbaa !21
  %2511 = load i32, ptr %2167, align 4, !tbaa !16
  %2512 = add nsw i32 %2511, 1
  store i32 %2512, ptr %2167, align 4, !tbaa !16
  %2513 = load i32, ptr %128, align 8, !tbaa !11
  %2514 = shl i32 %2513, 8
  store i32 %2514, ptr %128, align 8, !tbaa !11
  %2515 = load i32, ptr %125, align 4, !tbaa !5
  %2516 = add nsw i32 %2515, -8
  store i32 %2516, ptr %125, align 4, !tbaa !5
  %2517 = icmp sgt i32 %2515, 15
  br i1 %2517, label %2503, label %2518, !llvm.loop !22

2518:                                             ; preds = %2503, %2497
  %2519 = phi i32 [ %2500, %2497 ], [ %2512, %2503 ]
  %2520 = phi i32 [ %2498, %2497 ], [ %2514, %2503 ]
  %2521 = phi i32 [ %2499, %2497 ], [ %2516, %2503 ]
  %2522 = add nsw i32 %2521, 2
  %2523 = sub i32 30, %2521
  %2524 = shl i32 2, %2523
  %2525 = or i32 %2524, %2520
  store i32 %2525, ptr %128, align 8, !tbaa !11
  store i32 %2522, ptr %125, align 4, !tbaa !5
  %2526 = add nuw nsw i32 %2501, 1
  %2527 = load i8, ptr %2486, align 1, !tbaa !21
  %2528 = zext i8 %2527 to i32
  %2529 = icmp slt i32 %2526, %2528
  br i1 %2529, label %2497, label %2490, !llvm.loop !66

2530:                                             ; preds = %2490, %2551
  %2531 = phi i32 [ %2558, %2551 ], [ %2492, %2490 ]
  %2532 = phi i32 [ %2555, %2551 ], [ %2493, %2490 ]
  %2533 = phi i32 [ %2552, %2551 ], [ %2494, %2490 ]
  %2534 = phi i32 [ %2559, %2551 ], [ %2495, %2490 ]
  %2535 = icmp sgt i32 %2532, 7
  br i1 %2535, label %2536, label %2551

2536:                                             ; preds = %2530, %2536
  %2537 = phi i32 [ %2545, %2536 ], [ %2533, %2530 ]
  %2538 = phi i32 [ %2547, %2536 ], [ %2531, %2530 ]
  %2539 = lshr i32 %2538, 24
  %2540 = trunc nuw i32 %2539 to i8
  %2541 = load ptr, ptr %39, align 8, !tbaa !20
  %2542 = sext i32 %2537 to i64
  %2543 = getelementptr inbounds i8, ptr %2541, i64 %2542
  store i8 %2540, ptr %2543, align 1, !tbaa !21
  %2544 = load i32, ptr %2167, align 4, !tbaa !16
  %2545 = add nsw i32 %2544, 1
  store i32 %2545, ptr %2167, align 4, !tbaa !16
  %2546 = load i32, ptr %128, align 8, !tbaa !11
  %2547 = shl i32 %2546, 8
  store i32 %2547, ptr %128, align 8, !tbaa !11
  %2548 = load i32, ptr %125, align 4, !tbaa !5
  %2549 = add nsw i32 %2548, -8
  store i32 %2549, ptr %125, align 4, !tbaa !5
  %2550 = icmp sgt i32 %2548, 15
  br i1 %2550, label %2536, label %2551, !llvm.loop !22

2551:                                             ; preds = %2536, %2530
  %2552 = phi i32 [ %2533, %2530 ], [ %2545, %2536 ]
  %2553 = phi i32 [ %2531, %2530 ], [ %2547, %2536 ]
  %2554 = phi i32 [ %2532, %2530 ], [ %2549, %2536 ]
  %2555 = add nsw i32 %2554, 2
  %2556 = sub i32 30, %2554
  %2557 = shl i32 3, %2556
  %2558 = or i32 %2557, %2553
  store i32 %2558, ptr %128, align 8, !tbaa !11
  store i32 %2555, ptr %125, align 4, !tbaa !5
  %2559 = add nsw i32 %2534, -1
  %2560 = load i8, ptr %2486, align 1, !tbaa !21
  %2561 = zext i8 %2560 to i32
  %2562 = icmp sgt i32 %2559, %2561
  br i1 %2562, label %2530, label %2563, !llvm.loop !67

2563:                                             ; preds = %2551, %2490
  %2564 = phi i32 [ %2492, %2490 ], [ %2558, %2551 ]
  %2565 = phi i32 [ %2493, %2490 ], [ %2555, %2551 ]
  %2566 = phi i32 [ %2494, %2490 ], [ %2552, %2551 ]
  %2567 = phi i32 [ %2495, %2490 ], [ %2559, %2551 ]
  %2568 = icmp sgt i32 %2565, 7
  br i1 %2568, label %2569, label %2584

2569:                                             ; preds = %2563, %2569
  %2570 = phi i32 [ %2578, %2569 ], [ %2566, %2563 ]
  %2571 = phi i32 [ %2580, %2569 ], [ %2564, %2563 ]
  %2572 = lshr i32 %2571, 24
  %2573 = trunc nuw i32 %2572 to i8
  %2574 = load ptr, ptr %39, align 8, !tbaa !20
  %2575 = sext i32 %2570 to i64
  %2576 = getelementptr inbounds i8, ptr %2574, i64 %2575
  store i8 %2573, ptr %2576, align 1, !tbaa !21
  %2577 = load i32, ptr %2167, align 4, !tbaa !16
  %2578 = add nsw i32 %2577, 1
  store i32 %2578, ptr %2167, align 4, !tbaa !16
  %2579 = load i32, ptr %128, align 8, !tbaa !11
  %2580 = shl i32 %2579, 8
  store i32 %2580, ptr %128, align 8, !tbaa !11
  %2581 = load i32, ptr %125, align 4, !tbaa !5
  %2582 = add nsw i32 %2581, -8
  store i32 %2582, ptr %125, align 4, !tbaa !5
  %2583 = icmp sgt i32 %2581, 15
  br i1 %2583, label %2569, label %2584, !llvm.loop !22

2584:                                             ; preds = %2569, %2563
  %2585 = phi i32 [ %2566, %2563 ], [ %2578, %2569 ]
  %2586 = phi i32 [ %2564, %2563 ], [ %2580, %2569 ]
  %2587 = phi i32 [ %2565, %2563 ], [ %2582, %2569 ]
  %2588 = add nsw i32 %2587, 1
  store i32 %2586, ptr %128, align 8, !tbaa !11
  store i32 %2588, ptr %125, align 4, !tbaa !5
  %2589 = add nuw nsw i64 %2484, 1
  %2590 = icmp eq i64 %2589, %577
  br i1 %2590, label %2591, label %2480, !llvm.loop !68

2591:                                             ; preds = %2584, %2472
  %2592 = phi i32 [ %2479, %2472 ], [ %2586, %2584 ]
  %2593 = phi i32 [ %2473, %2472 ], [ %2585, %2584 ]
  %2594 = phi i32 [ %2476, %2472 ], [ %2588, %2584 ]
  %2595 = add nuw nsw i64 %2452, 1
  %2596 = icmp eq i64 %2595, %604
  br i1 %2596, label %2597, label %2448, !llvm.loop !69

2597:                                             ; preds = %2591
  %2598 = load i32, ptr %564, align 8, !tbaa !17
  %2599 = icmp sgt i32 %2598, 2
  br i1 %2599, label %2600, label %2605

2600:                                             ; preds = %2597
  %2601 = load ptr, ptr @stderr, align 8, !tbaa !18
  %2602 = sub nsw i32 %2593, %2447
  %2603 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2601, ptr noundef nonnull @.str.9, i32 noundef %2602) #9
  %2604 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2605

2605:                                             ; preds = %2600, %2597
  %2606 = phi i32 [ %2604, %2600 ], [ %2593, %2597 ]
  %2607 = load i32, ptr %562, align 4, !tbaa !41
  %2608 = icmp sgt i32 %2607, 0
  br i1 %2608, label %2609, label %4340

2609:                                             ; preds = %2605, %4333
  %2610 = phi i64 [ %4335, %4333 ], [ 0, %2605 ]
  %2611 = phi i32 [ %4336, %4333 ], [ %2607, %2605 ]
  %2612 = phi i32 [ %4334, %4333 ], [ 0, %2605 ]
  %2613 = add nsw i32 %2612, 49
  %2614 = icmp slt i32 %2613, %2611
  %2615 = add nsw i32 %2611, -1
  %2616 = select i1 %2614, i32 %2613, i32 %2615
  %2617 = getelementptr inbounds [18002 x i8], ptr %615, i64 0, i64 %2610
  %2618 = load i8, ptr %2617, align 1, !tbaa !21
  %2619 = zext i8 %2618 to i32
  %2620 = icmp ugt i32 %602, %2619
  br i1 %2620, label %2622, label %2621

2621:                                             ; preds = %2609
  call void @BZ2_bz__AssertH__fail(i32 noundef 3006) #10
  br label %2622

2622:                                             ; preds = %2621, %2609
  %2623 = sub nsw i32 %2616, %2612
  %2624 = icmp eq i32 %2623, 49
  %2625 = select i1 %601, i1 %2624, i1 false
  br i1 %2625, label %2633, label %2626

2626:                                             ; preds = %2622
  %2627 = icmp sgt i32 %2612, %2616
  br i1 %2627, label %4333, label %2628

2628:                                             ; preds = %2626
  %2629 = sext i32 %2612 to i64
  %2630 = add i32 %2616, 1
  %2631 = load i32, ptr %125, align 4, !tbaa !5
  %2632 = load i32, ptr %128, align 8, !tbaa !11
  br label %4291

2633:                                             ; preds = %2622
  %2634 = load i8, ptr %2617, align 1, !tbaa !21
  %2635 = zext i8 %2634 to i64
  %2636 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %2635
  %2637 = getelementptr inbounds [6 x [258 x i32]], ptr %1980, i64 0, i64 %2635
  %2638 = sext i32 %2612 to i64
  %2639 = getelementptr inbounds i16, ptr %563, i64 %2638
  %2640 = load i16, ptr %2639, align 2, !tbaa !38
  %2641 = zext i16 %2640 to i64
  %2642 = getelementptr inbounds i8, ptr %2636, i64 %2641
  %2643 = load i8, ptr %2642, align 1, !tbaa !21
  %2644 = zext i8 %2643 to i32
  %2645 = getelementptr inbounds i32, ptr %2637, i64 %2641
  %2646 = load i32, ptr %2645, align 4, !tbaa !31
  %2647 = load i32, ptr %125, align 4, !tbaa !5
  %2648 = icmp sgt i32 %2647, 7
  %2649 = load i32, ptr %128, align 8, !tbaa !11
  br i1 %2648, label %2650, label %2667

2650:                                             ; preds = %2633
  %2651 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2652

2652:                                             ; preds = %2652, %2650
  %2653 = phi i32 [ %2651, %2650 ], [ %2661, %2652 ]
  %2654 = phi i32 [ %2649, %2650 ], [ %2663, %2652 ]
  %2655 = lshr i32 %2654, 24
  %2656 = trunc nuw i32 %2655 to i8
  %2657 = load ptr, ptr %39, align 8, !tbaa !20
  %2658 = sext i32 %2653 to i64
  %2659 = getelementptr inbounds i8, ptr %2657, i64 %2658
  store i8 %2656, ptr %2659, align 1, !tbaa !21
  %2660 = load i32, ptr %2167, align 4, !tbaa !16
  %2661 = add nsw i32 %2660, 1
  store i32 %2661, ptr %2167, align 4, !tbaa !16
  %2662 = load i32, ptr %128, align 8, !tbaa !11
  %2663 = shl i32 %2662, 8
  store i32 %2663, ptr %128, align 8, !tbaa !11
  %2664 = load i32, ptr %125, align 4, !tbaa !5
  %2665 = add nsw i32 %2664, -8
  store i32 %2665, ptr %125, align 4, !tbaa !5
  %2666 = icmp sgt i32 %2664, 15
  br i1 %2666, label %2652, label %2667, !llvm.loop !22

2667:                                             ; preds = %2652, %2633
  %2668 = phi i32 [ %2649, %2633 ], [ %2663, %2652 ]
  %2669 = phi i32 [ %2647, %2633 ], [ %2665, %2652 ]
  %2670 = add i32 %2669, %2644
  %2671 = sub i32 32, %2670
  %2672 = shl i32 %2646, %2671
  %2673 = or i32 %2672, %2668
  store i32 %2673, ptr %128, align 8, !tbaa !11
  store i32 %2670, ptr %125, align 4, !tbaa !5
  %2674 = getelementptr i8, ptr %2639, i64 2
  %2675 = load i16, ptr %2674, align 2, !tbaa !38
  %2676 = zext i16 %2675 to i64
  %2677 = getelementptr inbounds i8, ptr %2636, i64 %2676
  %2678 = load i8, ptr %2677, align 1, !tbaa !21
  %2679 = zext i8 %2678 to i32
  %2680 = getelementptr inbounds i32, ptr %2637, i64 %2676
  %2681 = load i32, ptr %2680, align 4, !tbaa !31
  %2682 = icmp sgt i32 %2670, 7
  br i1 %2682, label %2683, label %2700

2683:                                             ; preds = %2667
  %2684 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2685

2685:                                             ; preds = %2685, %2683
  %2686 = phi i32 [ %2684, %2683 ], [ %2694, %2685 ]
  %2687 = phi i32 [ %2673, %2683 ], [ %2696, %2685 ]
  %2688 = lshr i32 %2687, 24
  %2689 = trunc nuw i32 %2688 to i8
  %2690 = load ptr, ptr %39, align 8, !tbaa !20
  %2691 = sext i32 %2686 to i64
  %2692 = getelementptr inbounds i8, ptr %2690, i64 %2691
  store i8 %2689, ptr %2692, align 1, !tbaa !21
  %2693 = load i32, ptr %2167, align 4, !tbaa !16
  %2694 = add nsw i32 %2693, 1
  store i32 %2694, ptr %2167, align 4, !tbaa !16
  %2695 = load i32, ptr %128, align 8, !tbaa !11
  %2696 = shl i32 %2695, 8
  store i32 %2696, ptr %128, align 8, !tbaa !11
  %2697 = load i32, ptr %125, align 4, !tbaa !5
  %2698 = add nsw i32 %2697, -8
  store i32 %2698, ptr %125, align 4, !tbaa !5
  %2699 = icmp sgt i32 %2697, 15
  br i1 %2699, label %2685, label %2700, !llvm.loop !22

2700:                                             ; preds = %2685, %2667
  %2701 = phi i32 [ %2673, %2667 ], [ %2696, %2685 ]
  %2702 = phi i32 [ %2670, %2667 ], [ %2698, %2685 ]
  %2703 = add i32 %2702, %2679
  %2704 = sub i32 32, %2703
  %2705 = shl i32 %2681, %2704
  %2706 = or i32 %2705, %2701
  store i32 %2706, ptr %128, align 8, !tbaa !11
  store i32 %2703, ptr %125, align 4, !tbaa !5
  %2707 = getelementptr i8, ptr %2639, i64 4
  %2708 = load i16, ptr %2707, align 2, !tbaa !38
  %2709 = zext i16 %2708 to i64
  %2710 = getelementptr inbounds i8, ptr %2636, i64 %2709
  %2711 = load i8, ptr %2710, align 1, !tbaa !21
  %2712 = zext i8 %2711 to i32
  %2713 = getelementptr inbounds i32, ptr %2637, i64 %2709
  %2714 = load i32, ptr %2713, align 4, !tbaa !31
  %2715 = icmp sgt i32 %2703, 7
  br i1 %2715, label %2716, label %2733

2716:                                             ; preds = %2700
  %2717 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2718

2718:                                             ; preds = %2718, %2716
  %2719 = phi i32 [ %2717, %2716 ], [ %2727, %2718 ]
  %2720 = phi i32 [ %2706, %2716 ], [ %2729, %2718 ]
  %2721 = lshr i32 %2720, 24
  %2722 = trunc nuw i32 %2721 to i8
  %2723 = load ptr, ptr %39, align 8, !tbaa !20
  %2724 = sext i32 %2719 to i64
  %2725 = getelementptr inbounds i8, ptr %2723, i64 %2724
  store i8 %2722, ptr %2725, align 1, !tbaa !21
  %2726 = load i32, ptr %2167, align 4, !tbaa !16
  %2727 = add nsw i32 %2726, 1
  store i32 %2727, ptr %2167, align 4, !tbaa !16
  %2728 = load i32, ptr %128, align 8, !tbaa !11
  %2729 = shl i32 %2728, 8
  store i32 %2729, ptr %128, align 8, !tbaa !11
  %2730 = load i32, ptr %125, align 4, !tbaa !5
  %2731 = add nsw i32 %2730, -8
  store i32 %2731, ptr %125, align 4, !tbaa !5
  %2732 = icmp sgt i32 %2730, 15
  br i1 %2732, label %2718, label %2733, !llvm.loop !22

2733:                                             ; preds = %2718, %2700
  %2734 = phi i32 [ %2706, %2700 ], [ %2729, %2718 ]
  %2735 = phi i32 [ %2703, %2700 ], [ %2731, %2718 ]
  %2736 = add i32 %2735, %2712
  %2737 = sub i32 32, %2736
  %2738 = shl i32 %2714, %2737
  %2739 = or i32 %2738, %2734
  store i32 %2739, ptr %128, align 8, !tbaa !11
  store i32 %2736, ptr %125, align 4, !tbaa !5
  %2740 = getelementptr i8, ptr %2639, i64 6
  %2741 = load i16, ptr %2740, align 2, !tbaa !38
  %2742 = zext i16 %2741 to i64
  %2743 = getelementptr inbounds i8, ptr %2636, i64 %2742
  %2744 = load i8, ptr %2743, align 1, !tbaa !21
  %2745 = zext i8 %2744 to i32
  %2746 = getelementptr inbounds i32, ptr %2637, i64 %2742
  %2747 = load i32, ptr %2746, align 4, !tbaa !31
  %2748 = icmp sgt i32 %2736, 7
  br i1 %2748, label %2749, label %2766

2749:                                             ; preds = %2733
  %2750 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2751

2751:                                             ; preds = %2751, %2749
  %2752 = phi i32 [ %2750, %2749 ], [ %2760, %2751 ]
  %2753 = phi i32 [ %2739, %2749 ], [ %2762, %2751 ]
  %2754 = lshr i32 %2753, 24
  %2755 = trunc nuw i32 %2754 to i8
  %2756 = load ptr, ptr %39, align 8, !tbaa !20
  %2757 = sext i32 %2752 to i64
  %2758 = getelementptr inbounds i8, ptr %2756, i64 %2757
  store i8 %2755, ptr %2758, align 1, !tbaa !21
  %2759 = load i32, ptr %2167, align 4, !tbaa !16
  %2760 = add nsw i32 %2759, 1
  store i32 %2760, ptr %2167, align 4, !tbaa !16
  %2761 = load i32, ptr %128, align 8, !tbaa !11
  %2762 = shl i32 %2761, 8
  store i32 %2762, ptr %128, align 8, !tbaa !11
  %2763 = load i32, ptr %125, align 4, !tbaa !5
  %2764 = add nsw i32 %2763, -8
  store i32 %2764, ptr %125, align 4, !tbaa !5
  %2765 = icmp sgt i32 %2763, 15
  br i1 %2765, label %2751, label %2766, !llvm.loop !22

2766:                                             ; preds = %2751, %2733
  %2767 = phi i32 [ %2739, %2733 ], [ %2762, %2751 ]
  %2768 = phi i32 [ %2736, %2733 ], [ %2764, %2751 ]
  %2769 = add i32 %2768, %2745
  %2770 = sub i32 32, %2769
  %2771 = shl i32 %2747, %2770
  %2772 = or i32 %2771, %2767
  store i32 %2772, ptr %128, align 8, !tbaa !11
  store i32 %2769, ptr %125, align 4, !tbaa !5
  %2773 = getelementptr i8, ptr %2639, i64 8
  %2774 = load i16, ptr %2773, align 2, !tbaa !38
  %2775 = zext i16 %2774 to i64
  %2776 = getelementptr inbounds i8, ptr %2636, i64 %2775
  %2777 = load i8, ptr %2776, align 1, !tbaa !21
  %2778 = zext i8 %2777 to i32
  %2779 = getelementptr inbounds i32, ptr %2637, i64 %2775
  %2780 = load i32, ptr %2779, align 4, !tbaa !31
  %2781 = icmp sgt i32 %2769, 7
  br i1 %2781, label %2782, label %2799

2782:                                             ; preds = %2766
  %2783 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2784

2784:                                             ; preds = %2784, %2782
  %2785 = phi i32 [ %2783, %2782 ], [ %2793, %2784 ]
  %2786 = phi i32 [ %2772, %2782 ], [ %2795, %2784 ]
  %2787 = lshr i32 %2786, 24
  %2788 = trunc nuw i32 %2787 to i8
  %2789 = load ptr, ptr %39, align 8, !tbaa !20
  %2790 = sext i32 %2785 to i64
  %2791 = getelementptr inbounds i8, ptr %2789, i64 %2790
  store i8 %2788, ptr %2791, align 1, !tbaa !21
  %2792 = load i32, ptr %2167, align 4, !tbaa !16
  %2793 = add nsw i32 %2792, 1
  store i32 %2793, ptr %2167, align 4, !tbaa !16
  %2794 = load i32, ptr %128, align 8, !tbaa !11
  %2795 = shl i32 %2794, 8
  store i32 %2795, ptr %128, align 8, !tbaa !11
  %2796 = load i32, ptr %125, align 4, !tbaa !5
  %2797 = add nsw i32 %2796, -8
  store i32 %2797, ptr %125, align 4, !tbaa !5
  %2798 = icmp sgt i32 %2796, 15
  br i1 %2798, label %2784, label %2799, !llvm.loop !22

2799:                                             ; preds = %2784, %2766
  %2800 = phi i32 [ %2772, %2766 ], [ %2795, %2784 ]
  %2801 = phi i32 [ %2769, %2766 ], [ %2797, %2784 ]
  %2802 = add i32 %2801, %2778
  %2803 = sub i32 32, %2802
  %2804 = shl i32 %2780, %2803
  %2805 = or i32 %2804, %2800
  store i32 %2805, ptr %128, align 8, !tbaa !11
  store i32 %2802, ptr %125, align 4, !tbaa !5
  %2806 = getelementptr i8, ptr %2639, i64 10
  %2807 = load i16, ptr %2806, align 2, !tbaa !38
  %2808 = zext i16 %2807 to i64
  %2809 = getelementptr inbounds i8, ptr %2636, i64 %2808
  %2810 = load i8, ptr %2809, align 1, !tbaa !21
  %2811 = zext i8 %2810 to i32
  %2812 = getelementptr inbounds i32, ptr %2637, i64 %2808
  %2813 = load i32, ptr %2812, align 4, !tbaa !31
  %2814 = icmp sgt i32 %2802, 7
  br i1 %2814, label %2815, label %2832

2815:                                             ; preds = %2799
  %2816 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2817

2817:                                             ; preds = %2817, %2815
  %2818 = phi i32 [ %2816, %2815 ], [ %2826, %2817 ]
  %2819 = phi i32 [ %2805, %2815 ], [ %2828, %2817 ]
  %2820 = lshr i32 %2819, 24
  %2821 = trunc nuw i32 %2820 to i8
  %2822 = load ptr, ptr %39, align 8, !tbaa !20
  %2823 = sext i32 %2818 to i64
  %2824 = getelementptr inbounds i8, ptr %2822, i64 %2823
  store i8 %2821, ptr %2824, align 1, !tbaa !21
  %2825 = load i32, ptr %2167, align 4, !tbaa !16
  %2826 = add nsw i32 %2825, 1
  store i32 %2826, ptr %2167, align 4, !tbaa !16
  %2827 = load i32, ptr %128, align 8, !tbaa !11
  %2828 = shl i32 %2827, 8
  store i32 %2828, ptr %128, align 8, !tbaa !11
  %2829 = load i32, ptr %125, align 4, !tbaa !5
  %2830 = add nsw i32 %2829, -8
  store i32 %2830, ptr %125, align 4, !tbaa !5
  %2831 = icmp sgt i32 %2829, 15
  br i1 %2831, label %2817, label %2832, !llvm.loop !22

2832:                                             ; preds = %2817, %2799
  %2833 = phi i32 [ %2805, %2799 ], [ %2828, %2817 ]
  %2834 = phi i32 [ %2802, %2799 ], [ %2830, %2817 ]
  %2835 = add i32 %2834, %2811
  %2836 = sub i32 32, %2835
  %2837 = shl i32 %2813, %2836
  %2838 = or i32 %2837, %2833
  store i32 %2838, ptr %128, align 8, !tbaa !11
  store i32 %2835, ptr %125, align 4, !tbaa !5
  %2839 = getelementptr i8, ptr %2639, i64 12
  %2840 = load i16, ptr %2839, align 2, !tbaa !38
  %2841 = zext i16 %2840 to i64
  %2842 = getelementptr inbounds i8, ptr %2636, i64 %2841
  %2843 = load i8, ptr %2842, align 1, !tbaa !21
  %2844 = zext i8 %2843 to i32
  %2845 = getelementptr inbounds i32, ptr %2637, i64 %2841
  %2846 = load i32, ptr %2845, align 4, !tbaa !31
  %2847 = icmp sgt i32 %2835, 7
  br i1 %2847, label %2848, label %2865

2848:                                             ; preds = %2832
  %2849 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2850

2850:                                             ; preds = %2850, %2848
  %2851 = phi i32 [ %2849, %2848 ], [ %2859, %2850 ]
  %2852 = phi i32 [ %2838, %2848 ], [ %2861, %2850 ]
  %2853 = lshr i32 %2852, 24
  %2854 = trunc nuw i32 %2853 to i8
  %2855 = load ptr, ptr %39, align 8, !tbaa !20
  %2856 = sext i32 %2851 to i64
  %2857 = getelementptr inbounds i8, ptr %2855, i64 %2856
  store i8 %2854, ptr %2857, align 1, !tbaa !21
  %2858 = load i32, ptr %2167, align 4, !tbaa !16
  %2859 = add nsw i32 %2858, 1
  store i32 %2859, ptr %2167, align 4, !tbaa !16
  %2860 = load i32, ptr %128, align 8, !tbaa !11
  %2861 = shl i32 %2860, 8
  store i32 %2861, ptr %128, align 8, !tbaa !11
  %2862 = load i32, ptr %125, align 4, !tbaa !5
  %2863 = add nsw i32 %2862, -8
  store i32 %2863, ptr %125, align 4, !tbaa !5
  %2864 = icmp sgt i32 %2862, 15
  br i1 %2864, label %2850, label %2865, !llvm.loop !22

2865:                                             ; preds = %2850, %2832
  %2866 = phi i32 [ %2838, %2832 ], [ %2861, %2850 ]
  %2867 = phi i32 [ %2835, %2832 ], [ %2863, %2850 ]
  %2868 = add i32 %2867, %2844
  %2869 = sub i32 32, %2868
  %2870 = shl i32 %2846, %2869
  %2871 = or i32 %2870, %2866
  store i32 %2871, ptr %128, align 8, !tbaa !11
  store i32 %2868, ptr %125, align 4, !tbaa !5
  %2872 = getelementptr i8, ptr %2639, i64 14
  %2873 = load i16, ptr %2872, align 2, !tbaa !38
  %2874 = zext i16 %2873 to i64
  %2875 = getelementptr inbounds i8, ptr %2636, i64 %2874
  %2876 = load i8, ptr %2875, align 1, !tbaa !21
  %2877 = zext i8 %2876 to i32
  %2878 = getelementptr inbounds i32, ptr %2637, i64 %2874
  %2879 = load i32, ptr %2878, align 4, !tbaa !31
  %2880 = icmp sgt i32 %2868, 7
  br i1 %2880, label %2881, label %2898

2881:                                             ; preds = %2865
  %2882 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2883

2883:                                             ; preds = %2883, %2881
  %2884 = phi i32 [ %2882, %2881 ], [ %2892, %2883 ]
  %2885 = phi i32 [ %2871, %2881 ], [ %2894, %2883 ]
  %2886 = lshr i32 %2885, 24
  %2887 = trunc nuw i32 %2886 to i8
  %2888 = load ptr, ptr %39, align 8, !tbaa !20
  %2889 = sext i32 %2884 to i64
  %2890 = getelementptr inbounds i8, ptr %2888, i64 %2889
  store i8 %2887, ptr %2890, align 1, !tbaa !21
  %2891 = load i32, ptr %2167, align 4, !tbaa !16
  %2892 = add nsw i32 %2891, 1
  store i32 %2892, ptr %2167, align 4, !tbaa !16
  %2893 = load i32, ptr %128, align 8, !tbaa !11
  %2894 = shl i32 %2893, 8
  store i32 %2894, ptr %128, align 8, !tbaa !11
  %2895 = load i32, ptr %125, align 4, !tbaa !5
  %2896 = add nsw i32 %2895, -8
  store i32 %2896, ptr %125, align 4, !tbaa !5
  %2897 = icmp sgt i32 %2895, 15
  br i1 %2897, label %2883, label %2898, !llvm.loop !22

2898:                                             ; preds = %2883, %2865
  %2899 = phi i32 [ %2871, %2865 ], [ %2894, %2883 ]
  %2900 = phi i32 [ %2868, %2865 ], [ %2896, %2883 ]
  %2901 = add i32 %2900, %2877
  %2902 = sub i32 32, %2901
  %2903 = shl i32 %2879, %2902
  %2904 = or i32 %2903, %2899
  store i32 %2904, ptr %128, align 8, !tbaa !11
  store i32 %2901, ptr %125, align 4, !tbaa !5
  %2905 = getelementptr i8, ptr %2639, i64 16
  %2906 = load i16, ptr %2905, align 2, !tbaa !38
  %2907 = zext i16 %2906 to i64
  %2908 = getelementptr inbounds i8, ptr %2636, i64 %2907
  %2909 = load i8, ptr %2908, align 1, !tbaa !21
  %2910 = zext i8 %2909 to i32
  %2911 = getelementptr inbounds i32, ptr %2637, i64 %2907
  %2912 = load i32, ptr %2911, align 4, !tbaa !31
  %2913 = icmp sgt i32 %2901, 7
  br i1 %2913, label %2914, label %2931

2914:                                             ; preds = %2898
  %2915 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2916

2916:                                             ; preds = %2916, %2914
  %2917 = phi i32 [ %2915, %2914 ], [ %2925, %2916 ]
  %2918 = phi i32 [ %2904, %2914 ], [ %2927, %2916 ]
  %2919 = lshr i32 %2918, 24
  %2920 = trunc nuw i32 %2919 to i8
  %2921 = load ptr, ptr %39, align 8, !tbaa !20
  %2922 = sext i32 %2917 to i64
  %2923 = getelementptr inbounds i8, ptr %2921, i64 %2922
  store i8 %2920, ptr %2923, align 1, !tbaa !21
  %2924 = load i32, ptr %2167, align 4, !tbaa !16
  %2925 = add nsw i32 %2924, 1
  store i32 %2925, ptr %2167, align 4, !tbaa !16
  %2926 = load i32, ptr %128, align 8, !tbaa !11
  %2927 = shl i32 %2926, 8
  store i32 %2927, ptr %128, align 8, !tbaa !11
  %2928 = load i32, ptr %125, align 4, !tbaa !5
  %2929 = add nsw i32 %2928, -8
  store i32 %2929, ptr %125, align 4, !tbaa !5
  %2930 = icmp sgt i32 %2928, 15
  br i1 %2930, label %2916, label %2931, !llvm.loop !22

2931:                                             ; preds = %2916, %2898
  %2932 = phi i32 [ %2904, %2898 ], [ %2927, %2916 ]
  %2933 = phi i32 [ %2901, %2898 ], [ %2929, %2916 ]
  %2934 = add i32 %2933, %2910
  %2935 = sub i32 32, %2934
  %2936 = shl i32 %2912, %2935
  %2937 = or i32 %2936, %2932
  store i32 %2937, ptr %128, align 8, !tbaa !11
  store i32 %2934, ptr %125, align 4, !tbaa !5
  %2938 = getelementptr i8, ptr %2639, i64 18
  %2939 = load i16, ptr %2938, align 2, !tbaa !38
  %2940 = zext i16 %2939 to i64
  %2941 = getelementptr inbounds i8, ptr %2636, i64 %2940
  %2942 = load i8, ptr %2941, align 1, !tbaa !21
  %2943 = zext i8 %2942 to i32
  %2944 = getelementptr inbounds i32, ptr %2637, i64 %2940
  %2945 = load i32, ptr %2944, align 4, !tbaa !31
  %2946 = icmp sgt i32 %2934, 7
  br i1 %2946, label %2947, label %2964

2947:                                             ; preds = %2931
  %2948 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2949

2949:                                             ; preds = %2949, %2947
  %2950 = phi i32 [ %2948, %2947 ], [ %2958, %2949 ]
  %2951 = phi i32 [ %2937, %2947 ], [ %2960, %2949 ]
  %2952 = lshr i32 %2951, 24
  %2953 = trunc nuw i32 %2952 to i8
  %2954 = load ptr, ptr %39, align 8, !tbaa !20
  %2955 = sext i32 %2950 to i64
  %2956 = getelementptr inbounds i8, ptr %2954, i64 %2955
  store i8 %2953, ptr %2956, align 1, !tbaa !21
  %2957 = load i32, ptr %2167, align 4, !tbaa !16
  %2958 = add nsw i32 %2957, 1
  store i32 %2958, ptr %2167, align 4, !tbaa !16
  %2959 = load i32, ptr %128, align 8, !tbaa !11
  %2960 = shl i32 %2959, 8
  store i32 %2960, ptr %128, align 8, !tbaa !11
  %2961 = load i32, ptr %125, align 4, !tbaa !5
  %2962 = add nsw i32 %2961, -8
  store i32 %2962, ptr %125, align 4, !tbaa !5
  %2963 = icmp sgt i32 %2961, 15
  br i1 %2963, label %2949, label %2964, !llvm.loop !22

2964:                                             ; preds = %2949, %2931
  %2965 = phi i32 [ %2937, %2931 ], [ %2960, %2949 ]
  %2966 = phi i32 [ %2934, %2931 ], [ %2962, %2949 ]
  %2967 = add i32 %2966, %2943
  %2968 = sub i32 32, %2967
  %2969 = shl i32 %2945, %2968
  %2970 = or i32 %2969, %2965
  store i32 %2970, ptr %128, align 8, !tbaa !11
  store i32 %2967, ptr %125, align 4, !tbaa !5
  %2971 = getelementptr i8, ptr %2639, i64 20
  %2972 = load i16, ptr %2971, align 2, !tbaa !38
  %2973 = zext i16 %2972 to i64
  %2974 = getelementptr inbounds i8, ptr %2636, i64 %2973
  %2975 = load i8, ptr %2974, align 1, !tbaa !21
  %2976 = zext i8 %2975 to i32
  %2977 = getelementptr inbounds i32, ptr %2637, i64 %2973
  %2978 = load i32, ptr %2977, align 4, !tbaa !31
  %2979 = icmp sgt i32 %2967, 7
  br i1 %2979, label %2980, label %2997

2980:                                             ; preds = %2964
  %2981 = load i32, ptr %2167, align 4, !tbaa !16
  br label %2982

2982:                                             ; preds = %2982, %2980
  %2983 = phi i32 [ %2981, %2980 ], [ %2991, %2982 ]
  %2984 = phi i32 [ %2970, %2980 ], [ %2993, %2982 ]
  %2985 = lshr i32 %2984, 24
  %2986 = trunc nuw i32 %2985 to i8
  %2987 = load ptr, ptr %39, align 8, !tbaa !20
  %2988 = sext i32 %2983 to i64
  %2989 = getelementptr inbounds i8, ptr %2987, i64 %2988
  store i8 %2986, ptr %2989, align 1, !tbaa !21
  %2990 = load i32, ptr %2167, align 4, !tbaa !16
  %2991 = add nsw i32 %2990, 1
  store i32 %2991, ptr %2167, align 4, !tbaa !16
  %2992 = load i32, ptr %128, align 8, !tbaa !11
  %2993 = shl i32 %2992, 8
  store i32 %2993, ptr %128, align 8, !tbaa !11
  %2994 = load i32, ptr %125, align 4, !tbaa !5
  %2995 = add nsw i32 %2994, -8
  store i32 %2995, ptr %125, align 4, !tbaa !5
  %2996 = icmp sgt i32 %2994, 15
  br i1 %2996, label %2982, label %2997, !llvm.loop !22

2997:                                             ; preds = %2982, %2964
  %2998 = phi i32 [ %2970, %2964 ], [ %2993, %2982 ]
  %2999 = phi i32 [ %2967, %2964 ], [ %2995, %2982 ]
  %3000 = add i32 %2999, %2976
  %3001 = sub i32 32, %3000
  %3002 = shl i32 %2978, %3001
  %3003 = or i32 %3002, %2998
  store i32 %3003, ptr %128, align 8, !tbaa !11
  store i32 %3000, ptr %125, align 4, !tbaa !5
  %3004 = getelementptr i8, ptr %2639, i64 22
  %3005 = load i16, ptr %3004, align 2, !tbaa !38
  %3006 = zext i16 %3005 to i64
  %3007 = getelementptr inbounds i8, ptr %2636, i64 %3006
  %3008 = load i8, ptr %3007, align 1, !tbaa !21
  %3009 = zext i8 %3008 to i32
  %3010 = getelementptr inbounds i32, ptr %2637, i64 %3006
  %3011 = load i32, ptr %3010, align 4, !tbaa !31
  %3012 = icmp sgt i32 %3000, 7
  br i1 %3012, label %3013, label %3030

3013:                                             ; preds = %2997
  %3014 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3015

3015:                                             ; preds = %3015, %3013
  %3016 = phi i32 [ %3014, %3013 ], [ %3024, %3015 ]
  %3017 = phi i32 [ %3003, %3013 ], [ %3026, %3015 ]
  %3018 = lshr i32 %3017, 24
  %3019 = trunc nuw i32 %3018 to i8
  %3020 = load ptr, ptr %39, align 8, !tbaa !20
  %3021 = sext i32 %3016 to i64
  %3022 = getelementptr inbounds i8, ptr %3020, i64 %3021
  store i8 %3019, ptr %3022, align 1, !tbaa !21
  %3023 = load i32, ptr %2167, align 4, !tbaa !16
  %3024 = add nsw i32 %3023, 1
  store i32 %3024, ptr %2167, align 4, !tbaa !16
  %3025 = load i32, ptr %128, align 8, !tbaa !11
  %3026 = shl i32 %3025, 8
  store i32 %3026, ptr %128, align 8, !tbaa !11
  %3027 = load i32, ptr %125, align 4, !tbaa !5
  %3028 = add nsw i32 %3027, -8
  store i32 %3028, ptr %125, align 4, !tbaa !5
  %3029 = icmp sgt i32 %3027, 15
  br i1 %3029, label %3015, label %3030, !llvm.loop !22

3030:                                             ; preds = %3015, %2997
  %3031 = phi i32 [ %3003, %2997 ], [ %3026, %3015 ]
  %3032 = phi i32 [ %3000, %2997 ], [ %3028, %3015 ]
  %3033 = add i32 %3032, %3009
  %3034 = sub i32 32, %3033
  %3035 = shl i32 %3011, %3034
  %3036 = or i32 %3035, %3031
  store i32 %3036, ptr %128, align 8, !tbaa !11
  store i32 %3033, ptr %125, align 4, !tbaa !5
  %3037 = getelementptr i8, ptr %2639, i64 24
  %3038 = load i16, ptr %3037, align 2, !tbaa !38
  %3039 = zext i16 %3038 to i64
  %3040 = getelementptr inbounds i8, ptr %2636, i64 %3039
  %3041 = load i8, ptr %3040, align 1, !tbaa !21
  %3042 = zext i8 %3041 to i32
  %3043 = getelementptr inbounds i32, ptr %2637, i64 %3039
  %3044 = load i32, ptr %3043, align 4, !tbaa !31
  %3045 = icmp sgt i32 %3033, 7
  br i1 %3045, label %3046, label %3063

3046:                                             ; preds = %3030
  %3047 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3048

3048:                                             ; preds = %3048, %3046
  %3049 = phi i32 [ %3047, %3046 ], [ %3057, %3048 ]
  %3050 = phi i32 [ %3036, %3046 ], [ %3059, %3048 ]
  %3051 = lshr i32 %3050, 24
  %3052 = trunc nuw i32 %3051 to i8
  %3053 = load ptr, ptr %39, align 8, !tbaa !20
  %3054 = sext i32 %3049 to i64
  %3055 = getelementptr inbounds i8, ptr %3053, i64 %3054
  store i8 %3052, ptr %3055, align 1, !tbaa !21
  %3056 = load i32, ptr %2167, align 4, !tbaa !16
  %3057 = add nsw i32 %3056, 1
  store i32 %3057, ptr %2167, align 4, !tbaa !16
  %3058 = load i32, ptr %128, align 8, !tbaa !11
  %3059 = shl i32 %3058, 8
  store i32 %3059, ptr %128, align 8, !tbaa !11
  %3060 = load i32, ptr %125, align 4, !tbaa !5
  %3061 = add nsw i32 %3060, -8
  store i32 %3061, ptr %125, align 4, !tbaa !5
  %3062 = icmp sgt i32 %3060, 15
  br i1 %3062, label %3048, label %3063, !llvm.loop !22

3063:                                             ; preds = %3048, %3030
  %3064 = phi i32 [ %3036, %3030 ], [ %3059, %3048 ]
  %3065 = phi i32 [ %3033, %3030 ], [ %3061, %3048 ]
  %3066 = add i32 %3065, %3042
  %3067 = sub i32 32, %3066
  %3068 = shl i32 %3044, %3067
  %3069 = or i32 %3068, %3064
  store i32 %3069, ptr %128, align 8, !tbaa !11
  store i32 %3066, ptr %125, align 4, !tbaa !5
  %3070 = getelementptr i8, ptr %2639, i64 26
  %3071 = load i16, ptr %3070, align 2, !tbaa !38
  %3072 = zext i16 %3071 to i64
  %3073 = getelementptr inbounds i8, ptr %2636, i64 %3072
  %3074 = load i8, ptr %3073, align 1, !tbaa !21
  %3075 = zext i8 %3074 to i32
  %3076 = getelementptr inbounds i32, ptr %2637, i64 %3072
  %3077 = load i32, ptr %3076, align 4, !tbaa !31
  %3078 = icmp sgt i32 %3066, 7
  br i1 %3078, label %3079, label %3096

3079:                                             ; preds = %3063
  %3080 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3081

3081:                                             ; preds = %3081, %3079
  %3082 = phi i32 [ %3080, %3079 ], [ %3090, %3081 ]
  %3083 = phi i32 [ %3069, %3079 ], [ %3092, %3081 ]
  %3084 = lshr i32 %3083, 24
  %3085 = trunc nuw i32 %3084 to i8
  %3086 = load ptr, ptr %39, align 8, !tbaa !20
  %3087 = sext i32 %3082 to i64
  %3088 = getelementptr inbounds i8, ptr %3086, i64 %3087
  store i8 %3085, ptr %3088, align 1, !tbaa !21
  %3089 = load i32, ptr %2167, align 4, !tbaa !16
  %3090 = add nsw i32 %3089, 1
  store i32 %3090, ptr %2167, align 4, !tbaa !16
  %3091 = load i32, ptr %128, align 8, !tbaa !11
  %3092 = shl i32 %3091, 8
  store i32 %3092, ptr %128, align 8, !tbaa !11
  %3093 = load i32, ptr %125, align 4, !tbaa !5
  %3094 = add nsw i32 %3093, -8
  store i32 %3094, ptr %125, align 4, !tbaa !5
  %3095 = icmp sgt i32 %3093, 15
  br i1 %3095, label %3081, label %3096, !llvm.loop !22

3096:                                             ; preds = %3081, %3063
  %3097 = phi i32 [ %3069, %3063 ], [ %3092, %3081 ]
  %3098 = phi i32 [ %3066, %3063 ], [ %3094, %3081 ]
  %3099 = add i32 %3098, %3075
  %3100 = sub i32 32, %3099
  %3101 = shl i32 %3077, %3100
  %3102 = or i32 %3101, %3097
  store i32 %3102, ptr %128, align 8, !tbaa !11
  store i32 %3099, ptr %125, align 4, !tbaa !5
  %3103 = getelementptr i8, ptr %2639, i64 28
  %3104 = load i16, ptr %3103, align 2, !tbaa !38
  %3105 = zext i16 %3104 to i64
  %3106 = getelementptr inbounds i8, ptr %2636, i64 %3105
  %3107 = load i8, ptr %3106, align 1, !tbaa !21
  %3108 = zext i8 %3107 to i32
  %3109 = getelementptr inbounds i32, ptr %2637, i64 %3105
  %3110 = load i32, ptr %3109, align 4, !tbaa !31
  %3111 = icmp sgt i32 %3099, 7
  br i1 %3111, label %3112, label %3129

3112:                                             ; preds = %3096
  %3113 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3114

3114:                                             ; preds = %3114, %3112
  %3115 = phi i32 [ %3113, %3112 ], [ %3123, %3114 ]
  %3116 = phi i32 [ %3102, %3112 ], [ %3125, %3114 ]
  %3117 = lshr i32 %3116, 24
  %3118 = trunc nuw i32 %3117 to i8
  %3119 = load ptr, ptr %39, align 8, !tbaa !20
  %3120 = sext i32 %3115 to i64
  %3121 = getelementptr inbounds i8, ptr %3119, i64 %3120
  store i8 %3118, ptr %3121, align 1, !tbaa !21
  %3122 = load i32, ptr %2167, align 4, !tbaa !16
  %3123 = add nsw i32 %3122, 1
  store i32 %3123, ptr %2167, align 4, !tbaa !16
  %3124 = load i32, ptr %128, align 8, !tbaa !11
  %3125 = shl i32 %3124, 8
  store i32 %3125, ptr %128, align 8, !tbaa !11
  %3126 = load i32, ptr %125, align 4, !tbaa !5
  %3127 = add nsw i32 %3126, -8
  store i32 %3127, ptr %125, align 4, !tbaa !5
  %3128 = icmp sgt i32 %3126, 15
  br i1 %3128, label %3114, label %3129, !llvm.loop !22

3129:                                             ; preds = %3114, %3096
  %3130 = phi i32 [ %3102, %3096 ], [ %3125, %3114 ]
  %3131 = phi i32 [ %3099, %3096 ], [ %3127, %3114 ]
  %3132 = add i32 %3131, %3108
  %3133 = sub i32 32, %3132
  %3134 = shl i32 %3110, %3133
  %3135 = or i32 %3134, %3130
  store i32 %3135, ptr %128, align 8, !tbaa !11
  store i32 %3132, ptr %125, align 4, !tbaa !5
  %3136 = getelementptr i8, ptr %2639, i64 30
  %3137 = load i16, ptr %3136, align 2, !tbaa !38
  %3138 = zext i16 %3137 to i64
  %3139 = getelementptr inbounds i8, ptr %2636, i64 %3138
  %3140 = load i8, ptr %3139, align 1, !tbaa !21
  %3141 = zext i8 %3140 to i32
  %3142 = getelementptr inbounds i32, ptr %2637, i64 %3138
  %3143 = load i32, ptr %3142, align 4, !tbaa !31
  %3144 = icmp sgt i32 %3132, 7
  br i1 %3144, label %3145, label %3162

3145:                                             ; preds = %3129
  %3146 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3147

3147:                                             ; preds = %3147, %3145
  %3148 = phi i32 [ %3146, %3145 ], [ %3156, %3147 ]
  %3149 = phi i32 [ %3135, %3145 ], [ %3158, %3147 ]
  %3150 = lshr i32 %3149, 24
  %3151 = trunc nuw i32 %3150 to i8
  %3152 = load ptr, ptr %39, align 8, !tbaa !20
  %3153 = sext i32 %3148 to i64
  %3154 = getelementptr inbounds i8, ptr %3152, i64 %3153
  store i8 %3151, ptr %3154, align 1, !tbaa !21
  %3155 = load i32, ptr %2167, align 4, !tbaa !16
  %3156 = add nsw i32 %3155, 1
  store i32 %3156, ptr %2167, align 4, !tbaa !16
  %3157 = load i32, ptr %128, align 8, !tbaa !11
  %3158 = shl i32 %3157, 8
  store i32 %3158, ptr %128, align 8, !tbaa !11
  %3159 = load i32, ptr %125, align 4, !tbaa !5
  %3160 = add nsw i32 %3159, -8
  store i32 %3160, ptr %125, align 4, !tbaa !5
  %3161 = icmp sgt i32 %3159, 15
  br i1 %3161, label %3147, label %3162, !llvm.loop !22

3162:                                             ; preds = %3147, %3129
  %3163 = phi i32 [ %3135, %3129 ], [ %3158, %3147 ]
  %3164 = phi i32 [ %3132, %3129 ], [ %3160, %3147 ]
  %3165 = add i32 %3164, %3141
  %3166 = sub i32 32, %3165
  %3167 = shl i32 %3143, %3166
  %3168 = or i32 %3167, %3163
  store i32 %3168, ptr %128, align 8, !tbaa !11
  store i32 %3165, ptr %125, align 4, !tbaa !5
  %3169 = getelementptr i8, ptr %2639, i64 32
  %3170 = load i16, ptr %3169, align 2, !tbaa !38
  %3171 = zext i16 %3170 to i64
  %3172 = getelementptr inbounds i8, ptr %2636, i64 %3171
  %3173 = load i8, ptr %3172, align 1, !tbaa !21
  %3174 = zext i8 %3173 to i32
  %3175 = getelementptr inbounds i32, ptr %2637, i64 %3171
  %3176 = load i32, ptr %3175, align 4, !tbaa !31
  %3177 = icmp sgt i32 %3165, 7
  br i1 %3177, label %3178, label %3195

3178:                                             ; preds = %3162
  %3179 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3180

3180:                                             ; preds = %3180, %3178
  %3181 = phi i32 [ %3179, %3178 ], [ %3189, %3180 ]
  %3182 = phi i32 [ %3168, %3178 ], [ %3191, %3180 ]
  %3183 = lshr i32 %3182, 24
  %3184 = trunc nuw i32 %3183 to i8
  %3185 = load ptr, ptr %39, align 8, !tbaa !20
  %3186 = sext i32 %3181 to i64
  %3187 = getelementptr inbounds i8, ptr %3185, i64 %3186
  store i8 %3184, ptr %3187, align 1, !tbaa !21
  %3188 = load i32, ptr %2167, align 4, !tbaa !16
  %3189 = add nsw i32 %3188, 1
  store i32 %3189, ptr %2167, align 4, !tbaa !16
  %3190 = load i32, ptr %128, align 8, !tbaa !11
  %3191 = shl i32 %3190, 8
  store i32 %3191, ptr %128, align 8, !tbaa !11
  %3192 = load i32, ptr %125, align 4, !tbaa !5
  %3193 = add nsw i32 %3192, -8
  store i32 %3193, ptr %125, align 4, !tbaa !5
  %3194 = icmp sgt i32 %3192, 15
  br i1 %3194, label %3180, label %3195, !llvm.loop !22

3195:                                             ; preds = %3180, %3162
  %3196 = phi i32 [ %3168, %3162 ], [ %3191, %3180 ]
  %3197 = phi i32 [ %3165, %3162 ], [ %3193, %3180 ]
  %3198 = add i32 %3197, %3174
  %3199 = sub i32 32, %3198
  %3200 = shl i32 %3176, %3199
  %3201 = or i32 %3200, %3196
  store i32 %3201, ptr %128, align 8, !tbaa !11
  store i32 %3198, ptr %125, align 4, !tbaa !5
  %3202 = getelementptr i8, ptr %2639, i64 34
  %3203 = load i16, ptr %3202, align 2, !tbaa !38
  %3204 = zext i16 %3203 to i64
  %3205 = getelementptr inbounds i8, ptr %2636, i64 %3204
  %3206 = load i8, ptr %3205, align 1, !tbaa !21
  %3207 = zext i8 %3206 to i32
  %3208 = getelementptr inbounds i32, ptr %2637, i64 %3204
  %3209 = load i32, ptr %3208, align 4, !tbaa !31
  %3210 = icmp sgt i32 %3198, 7
  br i1 %3210, label %3211, label %3228

3211:                                             ; preds = %3195
  %3212 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3213

3213:                                             ; preds = %3213, %3211
  %3214 = phi i32 [ %3212, %3211 ], [ %3222, %3213 ]
  %3215 = phi i32 [ %3201, %3211 ], [ %3224, %3213 ]
  %3216 = lshr i32 %3215, 24
  %3217 = trunc nuw i32 %3216 to i8
  %3218 = load ptr, ptr %39, align 8, !tbaa !20
  %3219 = sext i32 %3214 to i64
  %3220 = getelementptr inbounds i8, ptr %3218, i64 %3219
  store i8 %3217, ptr %3220, align 1, !tbaa !21
  %3221 = load i32, ptr %2167, align 4, !tbaa !16
  %3222 = add nsw i32 %3221, 1
  store i32 %3222, ptr %2167, align 4, !tbaa !16
  %3223 = load i32, ptr %128, align 8, !tbaa !11
  %3224 = shl i32 %3223, 8
  store i32 %3224, ptr %128, align 8, !tbaa !11
  %3225 = load i32, ptr %125, align 4, !tbaa !5
  %3226 = add nsw i32 %3225, -8
  store i32 %3226, ptr %125, align 4, !tbaa !5
  %3227 = icmp sgt i32 %3225, 15
  br i1 %3227, label %3213, label %3228, !llvm.loop !22

3228:                                             ; preds = %3213, %3195
  %3229 = phi i32 [ %3201, %3195 ], [ %3224, %3213 ]
  %3230 = phi i32 [ %3198, %3195 ], [ %3226, %3213 ]
  %3231 = add i32 %3230, %3207
  %3232 = sub i32 32, %3231
  %3233 = shl i32 %3209, %3232
  %3234 = or i32 %3233, %3229
  store i32 %3234, ptr %128, align 8, !tbaa !11
  store i32 %3231, ptr %125, align 4, !tbaa !5
  %3235 = getelementptr i8, ptr %2639, i64 36
  %3236 = load i16, ptr %3235, align 2, !tbaa !38
  %3237 = zext i16 %3236 to i64
  %3238 = getelementptr inbounds i8, ptr %2636, i64 %3237
  %3239 = load i8, ptr %3238, align 1, !tbaa !21
  %3240 = zext i8 %3239 to i32
  %3241 = getelementptr inbounds i32, ptr %2637, i64 %3237
  %3242 = load i32, ptr %3241, align 4, !tbaa !31
  %3243 = icmp sgt i32 %3231, 7
  br i1 %3243, label %3244, label %3261

3244:                                             ; preds = %3228
  %3245 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3246

3246:                                             ; preds = %3246, %3244
  %3247 = phi i32 [ %3245, %3244 ], [ %3255, %3246 ]
  %3248 = phi i32 [ %3234, %3244 ], [ %3257, %3246 ]
  %3249 = lshr i32 %3248, 24
  %3250 = trunc nuw i32 %3249 to i8
  %3251 = load ptr, ptr %39, align 8, !tbaa !20
  %3252 = sext i32 %3247 to i64
  %3253 = getelementptr inbounds i8, ptr %3251, i64 %3252
  store i8 %3250, ptr %3253, align 1, !tbaa !21
  %3254 = load i32, ptr %2167, align 4, !tbaa !16
  %3255 = add nsw i32 %3254, 1
  store i32 %3255, ptr %2167, align 4, !tbaa !16
  %3256 = load i32, ptr %128, align 8, !tbaa !11
  %3257 = shl i32 %3256, 8
  store i32 %3257, ptr %128, align 8, !tbaa !11
  %3258 = load i32, ptr %125, align 4, !tbaa !5
  %3259 = add nsw i32 %3258, -8
  store i32 %3259, ptr %125, align 4, !tbaa !5
  %3260 = icmp sgt i32 %3258, 15
  br i1 %3260, label %3246, label %3261, !llvm.loop !22

3261:                                             ; preds = %3246, %3228
  %3262 = phi i32 [ %3234, %3228 ], [ %3257, %3246 ]
  %3263 = phi i32 [ %3231, %3228 ], [ %3259, %3246 ]
  %3264 = add i32 %3263, %3240
  %3265 = sub i32 32, %3264
  %3266 = shl i32 %3242, %3265
  %3267 = or i32 %3266, %3262
  store i32 %3267, ptr %128, align 8, !tbaa !11
  store i32 %3264, ptr %125, align 4, !tbaa !5
  %3268 = getelementptr i8, ptr %2639, i64 38
  %3269 = load i16, ptr %3268, align 2, !tbaa !38
  %3270 = zext i16 %3269 to i64
  %3271 = getelementptr inbounds i8, ptr %2636, i64 %3270
  %3272 = load i8, ptr %3271, align 1, !tbaa !21
  %3273 = zext i8 %3272 to i32
  %3274 = getelementptr inbounds i32, ptr %2637, i64 %3270
  %3275 = load i32, ptr %3274, align 4, !tbaa !31
  %3276 = icmp sgt i32 %3264, 7
  br i1 %3276, label %3277, label %3294

3277:                                             ; preds = %3261
  %3278 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3279

3279:                                             ; preds = %3279, %3277
  %3280 = phi i32 [ %3278, %3277 ], [ %3288, %3279 ]
  %3281 = phi i32 [ %3267, %3277 ], [ %3290, %3279 ]
  %3282 = lshr i32 %3281, 24
  %3283 = trunc nuw i32 %3282 to i8
  %3284 = load ptr, ptr %39, align 8, !tbaa !20
  %3285 = sext i32 %3280 to i64
  %3286 = getelementptr inbounds i8, ptr %3284, i64 %3285
  store i8 %3283, ptr %3286, align 1, !tbaa !21
  %3287 = load i32, ptr %2167, align 4, !tbaa !16
  %3288 = add nsw i32 %3287, 1
  store i32 %3288, ptr %2167, align 4, !tbaa !16
  %3289 = load i32, ptr %128, align 8, !tbaa !11
  %3290 = shl i32 %3289, 8
  store i32 %3290, ptr %128, align 8, !tbaa !11
  %3291 = load i32, ptr %125, align 4, !tbaa !5
  %3292 = add nsw i32 %3291, -8
  store i32 %3292, ptr %125, align 4, !tbaa !5
  %3293 = icmp sgt i32 %3291, 15
  br i1 %3293, label %3279, label %3294, !llvm.loop !22

3294:                                             ; preds = %3279, %3261
  %3295 = phi i32 [ %3267, %3261 ], [ %3290, %3279 ]
  %3296 = phi i32 [ %3264, %3261 ], [ %3292, %3279 ]
  %3297 = add i32 %3296, %3273
  %3298 = sub i32 32, %3297
  %3299 = shl i32 %3275, %3298
  %3300 = or i32 %3299, %3295
  store i32 %3300, ptr %128, align 8, !tbaa !11
  store i32 %3297, ptr %125, align 4, !tbaa !5
  %3301 = getelementptr i8, ptr %2639, i64 40
  %3302 = load i16, ptr %3301, align 2, !tbaa !38
  %3303 = zext i16 %3302 to i64
  %3304 = getelementptr inbounds i8, ptr %2636, i64 %3303
  %3305 = load i8, ptr %3304, align 1, !tbaa !21
  %3306 = zext i8 %3305 to i32
  %3307 = getelementptr inbounds i32, ptr %2637, i64 %3303
  %3308 = load i32, ptr %3307, align 4, !tbaa !31
  %3309 = icmp sgt i32 %3297, 7
  br i1 %3309, label %3310, label %3327

3310:                                             ; preds = %3294
  %3311 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3312

3312:                                             ; preds = %3312, %3310
  %3313 = phi i32 [ %3311, %3310 ], [ %3321, %3312 ]
  %3314 = phi i32 [ %3300, %3310 ], [ %3323, %3312 ]
  %3315 = lshr i32 %3314, 24
  %3316 = trunc nuw i32 %3315 to i8
  %3317 = load ptr, ptr %39, align 8, !tbaa !20
  %3318 = sext i32 %3313 to i64
  %3319 = getelementptr inbounds i8, ptr %3317, i64 %3318
  store i8 %3316, ptr %3319, align 1, !tbaa !21
  %3320 = load i32, ptr %2167, align 4, !tbaa !16
  %3321 = add nsw i32 %3320, 1
  store i32 %3321, ptr %2167, align 4, !tbaa !16
  %3322 = load i32, ptr %128, align 8, !tbaa !11
  %3323 = shl i32 %3322, 8
  store i32 %3323, ptr %128, align 8, !tbaa !11
  %3324 = load i32, ptr %125, align 4, !tbaa !5
  %3325 = add nsw i32 %3324, -8
  store i32 %3325, ptr %125, align 4, !tbaa !5
  %3326 = icmp sgt i32 %3324, 15
  br i1 %3326, label %3312, label %3327, !llvm.loop !22

3327:                                             ; preds = %3312, %3294
  %3328 = phi i32 [ %3300, %3294 ], [ %3323, %3312 ]
  %3329 = phi i32 [ %3297, %3294 ], [ %3325, %3312 ]
  %3330 = add i32 %3329, %3306
  %3331 = sub i32 32, %3330
  %3332 = shl i32 %3308, %3331
  %3333 = or i32 %3332, %3328
  store i32 %3333, ptr %128, align 8, !tbaa !11
  store i32 %3330, ptr %125, align 4, !tbaa !5
  %3334 = getelementptr i8, ptr %2639, i64 42
  %3335 = load i16, ptr %3334, align 2, !tbaa !38
  %3336 = zext i16 %3335 to i64
  %3337 = getelementptr inbounds i8, ptr %2636, i64 %3336
  %3338 = load i8, ptr %3337, align 1, !tbaa !21
  %3339 = zext i8 %3338 to i32
  %3340 = getelementptr inbounds i32, ptr %2637, i64 %3336
  %3341 = load i32, ptr %3340, align 4, !tbaa !31
  %3342 = icmp sgt i32 %3330, 7
  br i1 %3342, label %3343, label %3360

3343:                                             ; preds = %3327
  %3344 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3345

3345:                                             ; preds = %3345, %3343
  %3346 = phi i32 [ %3344, %3343 ], [ %3354, %3345 ]
  %3347 = phi i32 [ %3333, %3343 ], [ %3356, %3345 ]
  %3348 = lshr i32 %3347, 24
  %3349 = trunc nuw i32 %3348 to i8
  %3350 = load ptr, ptr %39, align 8, !tbaa !20
  %3351 = sext i32 %3346 to i64
  %3352 = getelementptr inbounds i8, ptr %3350, i64 %3351
  store i8 %3349, ptr %3352, align 1, !tbaa !21
  %3353 = load i32, ptr %2167, align 4, !tbaa !16
  %3354 = add nsw i32 %3353, 1
  store i32 %3354, ptr %2167, align 4, !tbaa !16
  %3355 = load i32, ptr %128, align 8, !tbaa !11
  %3356 = shl i32 %3355, 8
  store i32 %3356, ptr %128, align 8, !tbaa !11
  %3357 = load i32, ptr %125, align 4, !tbaa !5
  %3358 = add nsw i32 %3357, -8
  store i32 %3358, ptr %125, align 4, !tbaa !5
  %3359 = icmp sgt i32 %3357, 15
  br i1 %3359, label %3345, label %3360, !llvm.loop !22

3360:                                             ; preds = %3345, %3327
  %3361 = phi i32 [ %3333, %3327 ], [ %3356, %3345 ]
  %3362 = phi i32 [ %3330, %3327 ], [ %3358, %3345 ]
  %3363 = add i32 %3362, %3339
  %3364 = sub i32 32, %3363
  %3365 = shl i32 %3341, %3364
  %3366 = or i32 %3365, %3361
  store i32 %3366, ptr %128, align 8, !tbaa !11
  store i32 %3363, ptr %125, align 4, !tbaa !5
  %3367 = getelementptr i8, ptr %2639, i64 44
  %3368 = load i16, ptr %3367, align 2, !tbaa !38
  %3369 = zext i16 %3368 to i64
  %3370 = getelementptr inbounds i8, ptr %2636, i64 %3369
  %3371 = load i8, ptr %3370, align 1, !tbaa !21
  %3372 = zext i8 %3371 to i32
  %3373 = getelementptr inbounds i32, ptr %2637, i64 %3369
  %3374 = load i32, ptr %3373, align 4, !tbaa !31
  %3375 = icmp sgt i32 %3363, 7
  br i1 %3375, label %3376, label %3393

3376:                                             ; preds = %3360
  %3377 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3378

3378:                                             ; preds = %3378, %3376
  %3379 = phi i32 [ %3377, %3376 ], [ %3387, %3378 ]
  %3380 = phi i32 [ %3366, %3376 ], [ %3389, %3378 ]
  %3381 = lshr i32 %3380, 24
  %3382 = trunc nuw i32 %3381 to i8
  %3383 = load ptr, ptr %39, align 8, !tbaa !20
  %3384 = sext i32 %3379 to i64
  %3385 = getelementptr inbounds i8, ptr %3383, i64 %3384
  store i8 %3382, ptr %3385, align 1, !tbaa !21
  %3386 = load i32, ptr %2167, align 4, !tbaa !16
  %3387 = add nsw i32 %3386, 1
  store i32 %3387, ptr %2167, align 4, !tbaa !16
  %3388 = load i32, ptr %128, align 8, !tbaa !11
  %3389 = shl i32 %3388, 8
  store i32 %3389, ptr %128, align 8, !tbaa !11
  %3390 = load i32, ptr %125, align 4, !tbaa !5
  %3391 = add nsw i32 %3390, -8
  store i32 %3391, ptr %125, align 4, !tbaa !5
  %3392 = icmp sgt i32 %3390, 15
  br i1 %3392, label %3378, label %3393, !llvm.loop !22

3393:                                             ; preds = %3378, %3360
  %3394 = phi i32 [ %3366, %3360 ], [ %3389, %3378 ]
  %3395 = phi i32 [ %3363, %3360 ], [ %3391, %3378 ]
  %3396 = add i32 %3395, %3372
  %3397 = sub i32 32, %3396
  %3398 = shl i32 %3374, %3397
  %3399 = or i32 %3398, %3394
  store i32 %3399, ptr %128, align 8, !tbaa !11
  store i32 %3396, ptr %125, align 4, !tbaa !5
  %3400 = getelementptr i8, ptr %2639, i64 46
  %3401 = load i16, ptr %3400, align 2, !tbaa !38
  %3402 = zext i16 %3401 to i64
  %3403 = getelementptr inbounds i8, ptr %2636, i64 %3402
  %3404 = load i8, ptr %3403, align 1, !tbaa !21
  %3405 = zext i8 %3404 to i32
  %3406 = getelementptr inbounds i32, ptr %2637, i64 %3402
  %3407 = load i32, ptr %3406, align 4, !tbaa !31
  %3408 = icmp sgt i32 %3396, 7
  br i1 %3408, label %3409, label %3426

3409:                                             ; preds = %3393
  %3410 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3411

3411:                                             ; preds = %3411, %3409
  %3412 = phi i32 [ %3410, %3409 ], [ %3420, %3411 ]
  %3413 = phi i32 [ %3399, %3409 ], [ %3422, %3411 ]
  %3414 = lshr i32 %3413, 24
  %3415 = trunc nuw i32 %3414 to i8
  %3416 = load ptr, ptr %39, align 8, !tbaa !20
  %3417 = sext i32 %3412 to i64
  %3418 = getelementptr inbounds i8, ptr %3416, i64 %3417
  store i8 %3415, ptr %3418, align 1, !tbaa !21
  %3419 = load i32, ptr %2167, align 4, !tbaa !16
  %3420 = add nsw i32 %3419, 1
  store i32 %3420, ptr %2167, align 4, !tbaa !16
  %3421 = load i32, ptr %128, align 8, !tbaa !11
  %3422 = shl i32 %3421, 8
  store i32 %3422, ptr %128, align 8, !tbaa !11
  %3423 = load i32, ptr %125, align 4, !tbaa !5
  %3424 = add nsw i32 %3423, -8
  store i32 %3424, ptr %125, align 4, !tbaa !5
  %3425 = icmp sgt i32 %3423, 15
  br i1 %3425, label %3411, label %3426, !llvm.loop !22

3426:                                             ; preds = %3411, %3393
  %3427 = phi i32 [ %3399, %3393 ], [ %3422, %3411 ]
  %3428 = phi i32 [ %3396, %3393 ], [ %3424, %3411 ]
  %3429 = add i32 %3428, %3405
  %3430 = sub i32 32, %3429
  %3431 = shl i32 %3407, %3430
  %3432 = or i32 %3431, %3427
  store i32 %3432, ptr %128, align 8, !tbaa !11
  store i32 %3429, ptr %125, align 4, !tbaa !5
  %3433 = getelementptr i8, ptr %2639, i64 48
  %3434 = load i16, ptr %3433, align 2, !tbaa !38
  %3435 = zext i16 %3434 to i64
  %3436 = getelementptr inbounds i8, ptr %2636, i64 %3435
  %3437 = load i8, ptr %3436, align 1, !tbaa !21
  %3438 = zext i8 %3437 to i32
  %3439 = getelementptr inbounds i32, ptr %2637, i64 %3435
  %3440 = load i32, ptr %3439, align 4, !tbaa !31
  %3441 = icmp sgt i32 %3429, 7
  br i1 %3441, label %3442, label %3459

3442:                                             ; preds = %3426
  %3443 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3444

3444:                                             ; preds = %3444, %3442
  %3445 = phi i32 [ %3443, %3442 ], [ %3453, %3444 ]
  %3446 = phi i32 [ %3432, %3442 ], [ %3455, %3444 ]
  %3447 = lshr i32 %3446, 24
  %3448 = trunc nuw i32 %3447 to i8
  %3449 = load ptr, ptr %39, align 8, !tbaa !20
  %3450 = sext i32 %3445 to i64
  %3451 = getelementptr inbounds i8, ptr %3449, i64 %3450
  store i8 %3448, ptr %3451, align 1, !tbaa !21
  %3452 = load i32, ptr %2167, align 4, !tbaa !16
  %3453 = add nsw i32 %3452, 1
  store i32 %3453, ptr %2167, align 4, !tbaa !16
  %3454 = load i32, ptr %128, align 8, !tbaa !11
  %3455 = shl i32 %3454, 8
  store i32 %3455, ptr %128, align 8, !tbaa !11
  %3456 = load i32, ptr %125, align 4, !tbaa !5
  %3457 = add nsw i32 %3456, -8
  store i32 %3457, ptr %125, align 4, !tbaa !5
  %3458 = icmp sgt i32 %3456, 15
  br i1 %3458, label %3444, label %3459, !llvm.loop !22

3459:                                             ; preds = %3444, %3426
  %3460 = phi i32 [ %3432, %3426 ], [ %3455, %3444 ]
  %3461 = phi i32 [ %3429, %3426 ], [ %3457, %3444 ]
  %3462 = add i32 %3461, %3438
  %3463 = sub i32 32, %3462
  %3464 = shl i32 %3440, %3463
  %3465 = or i32 %3464, %3460
  store i32 %3465, ptr %128, align 8, !tbaa !11
  store i32 %3462, ptr %125, align 4, !tbaa !5
  %3466 = getelementptr i8, ptr %2639, i64 50
  %3467 = load i16, ptr %3466, align 2, !tbaa !38
  %3468 = zext i16 %3467 to i64
  %3469 = getelementptr inbounds i8, ptr %2636, i64 %3468
  %3470 = load i8, ptr %3469, align 1, !tbaa !21
  %3471 = zext i8 %3470 to i32
  %3472 = getelementptr inbounds i32, ptr %2637, i64 %3468
  %3473 = load i32, ptr %3472, align 4, !tbaa !31
  %3474 = icmp sgt i32 %3462, 7
  br i1 %3474, label %3475, label %3492

3475:                                             ; preds = %3459
  %3476 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3477

3477:                                             ; preds = %3477, %3475
  %3478 = phi i32 [ %3476, %3475 ], [ %3486, %3477 ]
  %3479 = phi i32 [ %3465, %3475 ], [ %3488, %3477 ]
  %3480 = lshr i32 %3479, 24
  %3481 = trunc nuw i32 %3480 to i8
  %3482 = load ptr, ptr %39, align 8, !tbaa !20
  %3483 = sext i32 %3478 to i64
  %3484 = getelementptr inbounds i8, ptr %3482, i64 %3483
  store i8 %3481, ptr %3484, align 1, !tbaa !21
  %3485 = load i32, ptr %2167, align 4, !tbaa !16
  %3486 = add nsw i32 %3485, 1
  store i32 %3486, ptr %2167, align 4, !tbaa !16
  %3487 = load i32, ptr %128, align 8, !tbaa !11
  %3488 = shl i32 %3487, 8
  store i32 %3488, ptr %128, align 8, !tbaa !11
  %3489 = load i32, ptr %125, align 4, !tbaa !5
  %3490 = add nsw i32 %3489, -8
  store i32 %3490, ptr %125, align 4, !tbaa !5
  %3491 = icmp sgt i32 %3489, 15
  br i1 %3491, label %3477, label %3492, !llvm.loop !22

3492:                                             ; preds = %3477, %3459
  %3493 = phi i32 [ %3465, %3459 ], [ %3488, %3477 ]
  %3494 = phi i32 [ %3462, %3459 ], [ %3490, %3477 ]
  %3495 = add i32 %3494, %3471
  %3496 = sub i32 32, %3495
  %3497 = shl i32 %3473, %3496
  %3498 = or i32 %3497, %3493
  store i32 %3498, ptr %128, align 8, !tbaa !11
  store i32 %3495, ptr %125, align 4, !tbaa !5
  %3499 = getelementptr i8, ptr %2639, i64 52
  %3500 = load i16, ptr %3499, align 2, !tbaa !38
  %3501 = zext i16 %3500 to i64
  %3502 = getelementptr inbounds i8, ptr %2636, i64 %3501
  %3503 = load i8, ptr %3502, align 1, !tbaa !21
  %3504 = zext i8 %3503 to i32
  %3505 = getelementptr inbounds i32, ptr %2637, i64 %3501
  %3506 = load i32, ptr %3505, align 4, !tbaa !31
  %3507 = icmp sgt i32 %3495, 7
  br i1 %3507, label %3508, label %3525

3508:                                             ; preds = %3492
  %3509 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3510

3510:                                             ; preds = %3510, %3508
  %3511 = phi i32 [ %3509, %3508 ], [ %3519, %3510 ]
  %3512 = phi i32 [ %3498, %3508 ], [ %3521, %3510 ]
  %3513 = lshr i32 %3512, 24
  %3514 = trunc nuw i32 %3513 to i8
  %3515 = load ptr, ptr %39, align 8, !tbaa !20
  %3516 = sext i32 %3511 to i64
  %3517 = getelementptr inbounds i8, ptr %3515, i64 %3516
  store i8 %3514, ptr %3517, align 1, !tbaa !21
  %3518 = load i32, ptr %2167, align 4, !tbaa !16
  %3519 = add nsw i32 %3518, 1
  store i32 %3519, ptr %2167, align 4, !tbaa !16
  %3520 = load i32, ptr %128, align 8, !tbaa !11
  %3521 = shl i32 %3520, 8
  store i32 %3521, ptr %128, align 8, !tbaa !11
  %3522 = load i32, ptr %125, align 4, !tbaa !5
  %3523 = add nsw i32 %3522, -8
  store i32 %3523, ptr %125, align 4, !tbaa !5
  %3524 = icmp sgt i32 %3522, 15
  br i1 %3524, label %3510, label %3525, !llvm.loop !22

3525:                                             ; preds = %3510, %3492
  %3526 = phi i32 [ %3498, %3492 ], [ %3521, %3510 ]
  %3527 = phi i32 [ %3495, %3492 ], [ %3523, %3510 ]
  %3528 = add i32 %3527, %3504
  %3529 = sub i32 32, %3528
  %3530 = shl i32 %3506, %3529
  %3531 = or i32 %3530, %3526
  store i32 %3531, ptr %128, align 8, !tbaa !11
  store i32 %3528, ptr %125, align 4, !tbaa !5
  %3532 = getelementptr i8, ptr %2639, i64 54
  %3533 = load i16, ptr %3532, align 2, !tbaa !38
  %3534 = zext i16 %3533 to i64
  %3535 = getelementptr inbounds i8, ptr %2636, i64 %3534
  %3536 = load i8, ptr %3535, align 1, !tbaa !21
  %3537 = zext i8 %3536 to i32
  %3538 = getelementptr inbounds i32, ptr %2637, i64 %3534
  %3539 = load i32, ptr %3538, align 4, !tbaa !31
  %3540 = icmp sgt i32 %3528, 7
  br i1 %3540, label %3541, label %3558

3541:                                             ; preds = %3525
  %3542 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3543

3543:                                             ; preds = %3543, %3541
  %3544 = phi i32 [ %3542, %3541 ], [ %3552, %3543 ]
  %3545 = phi i32 [ %3531, %3541 ], [ %3554, %3543 ]
  %3546 = lshr i32 %3545, 24
  %3547 = trunc nuw i32 %3546 to i8
  %3548 = load ptr, ptr %39, align 8, !tbaa !20
  %3549 = sext i32 %3544 to i64
  %3550 = getelementptr inbounds i8, ptr %3548, i64 %3549
  store i8 %3547, ptr %3550, align 1, !tbaa !21
  %3551 = load i32, ptr %2167, align 4, !tbaa !16
  %3552 = add nsw i32 %3551, 1
  store i32 %3552, ptr %2167, align 4, !tbaa !16
  %3553 = load i32, ptr %128, align 8, !tbaa !11
  %3554 = shl i32 %3553, 8
  store i32 %3554, ptr %128, align 8, !tbaa !11
  %3555 = load i32, ptr %125, align 4, !tbaa !5
  %3556 = add nsw i32 %3555, -8
  store i32 %3556, ptr %125, align 4, !tbaa !5
  %3557 = icmp sgt i32 %3555, 15
  br i1 %3557, label %3543, label %3558, !llvm.loop !22

3558:                                             ; preds = %3543, %3525
  %3559 = phi i32 [ %3531, %3525 ], [ %3554, %3543 ]
  %3560 = phi i32 [ %3528, %3525 ], [ %3556, %3543 ]
  %3561 = add i32 %3560, %3537
  %3562 = sub i32 32, %3561
  %3563 = shl i32 %3539, %3562
  %3564 = or i32 %3563, %3559
  store i32 %3564, ptr %128, align 8, !tbaa !11
  store i32 %3561, ptr %125, align 4, !tbaa !5
  %3565 = getelementptr i8, ptr %2639, i64 56
  %3566 = load i16, ptr %3565, align 2, !tbaa !38
  %3567 = zext i16 %3566 to i64
  %3568 = getelementptr inbounds i8, ptr %2636, i64 %3567
  %3569 = load i8, ptr %3568, align 1, !tbaa !21
  %3570 = zext i8 %3569 to i32
  %3571 = getelementptr inbounds i32, ptr %2637, i64 %3567
  %3572 = load i32, ptr %3571, align 4, !tbaa !31
  %3573 = icmp sgt i32 %3561, 7
  br i1 %3573, label %3574, label %3591

3574:                                             ; preds = %3558
  %3575 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3576

3576:                                             ; preds = %3576, %3574
  %3577 = phi i32 [ %3575, %3574 ], [ %3585, %3576 ]
  %3578 = phi i32 [ %3564, %3574 ], [ %3587, %3576 ]
  %3579 = lshr i32 %3578, 24
  %3580 = trunc nuw i32 %3579 to i8
  %3581 = load ptr, ptr %39, align 8, !tbaa !20
  %3582 = sext i32 %3577 to i64
  %3583 = getelementptr inbounds i8, ptr %3581, i64 %3582
  store i8 %3580, ptr %3583, align 1, !tbaa !21
  %3584 = load i32, ptr %2167, align 4, !tbaa !16
  %3585 = add nsw i32 %3584, 1
  store i32 %3585, ptr %2167, align 4, !tbaa !16
  %3586 = load i32, ptr %128, align 8, !tbaa !11
  %3587 = shl i32 %3586, 8
  store i32 %3587, ptr %128, align 8, !tbaa !11
  %3588 = load i32, ptr %125, align 4, !tbaa !5
  %3589 = add nsw i32 %3588, -8
  store i32 %3589, ptr %125, align 4, !tbaa !5
  %3590 = icmp sgt i32 %3588, 15
  br i1 %3590, label %3576, label %3591, !llvm.loop !22

3591:                                             ; preds = %3576, %3558
  %3592 = phi i32 [ %3564, %3558 ], [ %3587, %3576 ]
  %3593 = phi i32 [ %3561, %3558 ], [ %3589, %3576 ]
  %3594 = add i32 %3593, %3570
  %3595 = sub i32 32, %3594
  %3596 = shl i32 %3572, %3595
  %3597 = or i32 %3596, %3592
  store i32 %3597, ptr %128, align 8, !tbaa !11
  store i32 %3594, ptr %125, align 4, !tbaa !5
  %3598 = getelementptr i8, ptr %2639, i64 58
  %3599 = load i16, ptr %3598, align 2, !tbaa !38
  %3600 = zext i16 %3599 to i64
  %3601 = getelementptr inbounds i8, ptr %2636, i64 %3600
  %3602 = load i8, ptr %3601, align 1, !tbaa !21
  %3603 = zext i8 %3602 to i32
  %3604 = getelementptr inbounds i32, ptr %2637, i64 %3600
  %3605 = load i32, ptr %3604, align 4, !tbaa !31
  %3606 = icmp sgt i32 %3594, 7
  br i1 %3606, label %3607, label %3624

3607:                                             ; preds = %3591
  %3608 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3609

3609:                                             ; preds = %3609, %3607
  %3610 = phi i32 [ %3608, %3607 ], [ %3618, %3609 ]
  %3611 = phi i32 [ %3597, %3607 ], [ %3620, %3609 ]
  %3612 = lshr i32 %3611, 24
  %3613 = trunc nuw i32 %3612 to i8
  %3614 = load ptr, ptr %39, align 8, !tbaa !20
  %3615 = sext i32 %3610 to i64
  %3616 = getelementptr inbounds i8, ptr %3614, i64 %3615
  store i8 %3613, ptr %3616, align 1, !tbaa !21
  %3617 = load i32, ptr %2167, align 4, !tbaa !16
  %3618 = add nsw i32 %3617, 1
  store i32 %3618, ptr %2167, align 4, !tbaa !16
  %3619 = load i32, ptr %128, align 8, !tbaa !11
  %3620 = shl i32 %3619, 8
  store i32 %3620, ptr %128, align 8, !tbaa !11
  %3621 = load i32, ptr %125, align 4, !tbaa !5
  %3622 = add nsw i32 %3621, -8
  store i32 %3622, ptr %125, align 4, !tbaa !5
  %3623 = icmp sgt i32 %3621, 15
  br i1 %3623, label %3609, label %3624, !llvm.loop !22

3624:                                             ; preds = %3609, %3591
  %3625 = phi i32 [ %3597, %3591 ], [ %3620, %3609 ]
  %3626 = phi i32 [ %3594, %3591 ], [ %3622, %3609 ]
  %3627 = add i32 %3626, %3603
  %3628 = sub i32 32, %3627
  %3629 = shl i32 %3605, %3628
  %3630 = or i32 %3629, %3625
  store i32 %3630, ptr %128, align 8, !tbaa !11
  store i32 %3627, ptr %125, align 4, !tbaa !5
  %3631 = getelementptr i8, ptr %2639, i64 60
  %3632 = load i16, ptr %3631, align 2, !tbaa !38
  %3633 = zext i16 %3632 to i64
  %3634 = getelementptr inbounds i8, ptr %2636, i64 %3633
  %3635 = load i8, ptr %3634, align 1, !tbaa !21
  %3636 = zext i8 %3635 to i32
  %3637 = getelementptr inbounds i32, ptr %2637, i64 %3633
  %3638 = load i32, ptr %3637, align 4, !tbaa !31
  %3639 = icmp sgt i32 %3627, 7
  br i1 %3639, label %3640, label %3657

3640:                                             ; preds = %3624
  %3641 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3642

3642:                                             ; preds = %3642, %3640
  %3643 = phi i32 [ %3641, %3640 ], [ %3651, %3642 ]
  %3644 = phi i32 [ %3630, %3640 ], [ %3653, %3642 ]
  %3645 = lshr i32 %3644, 24
  %3646 = trunc nuw i32 %3645 to i8
  %3647 = load ptr, ptr %39, align 8, !tbaa !20
  %3648 = sext i32 %3643 to i64
  %3649 = getelementptr inbounds i8, ptr %3647, i64 %3648
  store i8 %3646, ptr %3649, align 1, !tbaa !21
  %3650 = load i32, ptr %2167, align 4, !tbaa !16
  %3651 = add nsw i32 %3650, 1
  store i32 %3651, ptr %2167, align 4, !tbaa !16
  %3652 = load i32, ptr %128, align 8, !tbaa !11
  %3653 = shl i32 %3652, 8
  store i32 %3653, ptr %128, align 8, !tbaa !11
  %3654 = load i32, ptr %125, align 4, !tbaa !5
  %3655 = add nsw i32 %3654, -8
  store i32 %3655, ptr %125, align 4, !tbaa !5
  %3656 = icmp sgt i32 %3654, 15
  br i1 %3656, label %3642, label %3657, !llvm.loop !22

3657:                                             ; preds = %3642, %3624
  %3658 = phi i32 [ %3630, %3624 ], [ %3653, %3642 ]
  %3659 = phi i32 [ %3627, %3624 ], [ %3655, %3642 ]
  %3660 = add i32 %3659, %3636
  %3661 = sub i32 32, %3660
  %3662 = shl i32 %3638, %3661
  %3663 = or i32 %3662, %3658
  store i32 %3663, ptr %128, align 8, !tbaa !11
  store i32 %3660, ptr %125, align 4, !tbaa !5
  %3664 = getelementptr i8, ptr %2639, i64 62
  %3665 = load i16, ptr %3664, align 2, !tbaa !38
  %3666 = zext i16 %3665 to i64
  %3667 = getelementptr inbounds i8, ptr %2636, i64 %3666
  %3668 = load i8, ptr %3667, align 1, !tbaa !21
  %3669 = zext i8 %3668 to i32
  %3670 = getelementptr inbounds i32, ptr %2637, i64 %3666
  %3671 = load i32, ptr %3670, align 4, !tbaa !31
  %3672 = icmp sgt i32 %3660, 7
  br i1 %3672, label %3673, label %3690

3673:                                             ; preds = %3657
  %3674 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3675

3675:                                             ; preds = %3675, %3673
  %3676 = phi i32 [ %3674, %3673 ], [ %3684, %3675 ]
  %3677 = phi i32 [ %3663, %3673 ], [ %3686, %3675 ]
  %3678 = lshr i32 %3677, 24
  %3679 = trunc nuw i32 %3678 to i8
  %3680 = load ptr, ptr %39, align 8, !tbaa !20
  %3681 = sext i32 %3676 to i64
  %3682 = getelementptr inbounds i8, ptr %3680, i64 %3681
  store i8 %3679, ptr %3682, align 1, !tbaa !21
  %3683 = load i32, ptr %2167, align 4, !tbaa !16
  %3684 = add nsw i32 %3683, 1
  store i32 %3684, ptr %2167, align 4, !tbaa !16
  %3685 = load i32, ptr %128, align 8, !tbaa !11
  %3686 = shl i32 %3685, 8
  store i32 %3686, ptr %128, align 8, !tbaa !11
  %3687 = load i32, ptr %125, align 4, !tbaa !5
  %3688 = add nsw i32 %3687, -8
  store i32 %3688, ptr %125, align 4, !tbaa !5
  %3689 = icmp sgt i32 %3687, 15
  br i1 %3689, label %3675, label %3690, !llvm.loop !22

3690:                                             ; preds = %3675, %3657
  %3691 = phi i32 [ %3663, %3657 ], [ %3686, %3675 ]
  %3692 = phi i32 [ %3660, %3657 ], [ %3688, %3675 ]
  %3693 = add i32 %3692, %3669
  %3694 = sub i32 32, %3693
  %3695 = shl i32 %3671, %3694
  %3696 = or i32 %3695, %3691
  store i32 %3696, ptr %128, align 8, !tbaa !11
  store i32 %3693, ptr %125, align 4, !tbaa !5
  %3697 = getelementptr i8, ptr %2639, i64 64
  %3698 = load i16, ptr %3697, align 2, !tbaa !38
  %3699 = zext i16 %3698 to i64
  %3700 = getelementptr inbounds i8, ptr %2636, i64 %3699
  %3701 = load i8, ptr %3700, align 1, !tbaa !21
  %3702 = zext i8 %3701 to i32
  %3703 = getelementptr inbounds i32, ptr %2637, i64 %3699
  %3704 = load i32, ptr %3703, align 4, !tbaa !31
  %3705 = icmp sgt i32 %3693, 7
  br i1 %3705, label %3706, label %3723

3706:                                             ; preds = %3690
  %3707 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3708

3708:                                             ; preds = %3708, %3706
  %3709 = phi i32 [ %3707, %3706 ], [ %3717, %3708 ]
  %3710 = phi i32 [ %3696, %3706 ], [ %3719, %3708 ]
  %3711 = lshr i32 %3710, 24
  %3712 = trunc nuw i32 %3711 to i8
  %3713 = load ptr, ptr %39, align 8, !tbaa !20
  %3714 = sext i32 %3709 to i64
  %3715 = getelementptr inbounds i8, ptr %3713, i64 %3714
  store i8 %3712, ptr %3715, align 1, !tbaa !21
  %3716 = load i32, ptr %2167, align 4, !tbaa !16
  %3717 = add nsw i32 %3716, 1
  store i32 %3717, ptr %2167, align 4, !tbaa !16
  %3718 = load i32, ptr %128, align 8, !tbaa !11
  %3719 = shl i32 %3718, 8
  store i32 %3719, ptr %128, align 8, !tbaa !11
  %3720 = load i32, ptr %125, align 4, !tbaa !5
  %3721 = add nsw i32 %3720, -8
  store i32 %3721, ptr %125, align 4, !tbaa !5
  %3722 = icmp sgt i32 %3720, 15
  br i1 %3722, label %3708, label %3723, !llvm.loop !22

3723:                                             ; preds = %3708, %3690
  %3724 = phi i32 [ %3696, %3690 ], [ %3719, %3708 ]
  %3725 = phi i32 [ %3693, %3690 ], [ %3721, %3708 ]
  %3726 = add i32 %3725, %3702
  %3727 = sub i32 32, %3726
  %3728 = shl i32 %3704, %3727
  %3729 = or i32 %3728, %3724
  store i32 %3729, ptr %128, align 8, !tbaa !11
  store i32 %3726, ptr %125, align 4, !tbaa !5
  %3730 = getelementptr i8, ptr %2639, i64 66
  %3731 = load i16, ptr %3730, align 2, !tbaa !38
  %3732 = zext i16 %3731 to i64
  %3733 = getelementptr inbounds i8, ptr %2636, i64 %3732
  %3734 = load i8, ptr %3733, align 1, !tbaa !21
  %3735 = zext i8 %3734 to i32
  %3736 = getelementptr inbounds i32, ptr %2637, i64 %3732
  %3737 = load i32, ptr %3736, align 4, !tbaa !31
  %3738 = icmp sgt i32 %3726, 7
  br i1 %3738, label %3739, label %3756

3739:                                             ; preds = %3723
  %3740 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3741

3741:                                             ; preds = %3741, %3739
  %3742 = phi i32 [ %3740, %3739 ], [ %3750, %3741 ]
  %3743 = phi i32 [ %3729, %3739 ], [ %3752, %3741 ]
  %3744 = lshr i32 %3743, 24
  %3745 = trunc nuw i32 %3744 to i8
  %3746 = load ptr, ptr %39, align 8, !tbaa !20
  %3747 = sext i32 %3742 to i64
  %3748 = getelementptr inbounds i8, ptr %3746, i64 %3747
  store i8 %3745, ptr %3748, align 1, !tbaa !21
  %3749 = load i32, ptr %2167, align 4, !tbaa !16
  %3750 = add nsw i32 %3749, 1
  store i32 %3750, ptr %2167, align 4, !tbaa !16
  %3751 = load i32, ptr %128, align 8, !tbaa !11
  %3752 = shl i32 %3751, 8
  store i32 %3752, ptr %128, align 8, !tbaa !11
  %3753 = load i32, ptr %125, align 4, !tbaa !5
  %3754 = add nsw i32 %3753, -8
  store i32 %3754, ptr %125, align 4, !tbaa !5
  %3755 = icmp sgt i32 %3753, 15
  br i1 %3755, label %3741, label %3756, !llvm.loop !22

3756:                                             ; preds = %3741, %3723
  %3757 = phi i32 [ %3729, %3723 ], [ %3752, %3741 ]
  %3758 = phi i32 [ %3726, %3723 ], [ %3754, %3741 ]
  %3759 = add i32 %3758, %3735
  %3760 = sub i32 32, %3759
  %3761 = shl i32 %3737, %3760
  %3762 = or i32 %3761, %3757
  store i32 %3762, ptr %128, align 8, !tbaa !11
  store i32 %3759, ptr %125, align 4, !tbaa !5
  %3763 = getelementptr i8, ptr %2639, i64 68
  %3764 = load i16, ptr %3763, align 2, !tbaa !38
  %3765 = zext i16 %3764 to i64
  %3766 = getelementptr inbounds i8, ptr %2636, i64 %3765
  %3767 = load i8, ptr %3766, align 1, !tbaa !21
  %3768 = zext i8 %3767 to i32
  %3769 = getelementptr inbounds i32, ptr %2637, i64 %3765
  %3770 = load i32, ptr %3769, align 4, !tbaa !31
  %3771 = icmp sgt i32 %3759, 7
  br i1 %3771, label %3772, label %3789

3772:                                             ; preds = %3756
  %3773 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3774

3774:                                             ; preds = %3774, %3772
  %3775 = phi i32 [ %3773, %3772 ], [ %3783, %3774 ]
  %3776 = phi i32 [ %3762, %3772 ], [ %3785, %3774 ]
  %3777 = lshr i32 %3776, 24
  %3778 = trunc nuw i32 %3777 to i8
  %3779 = load ptr, ptr %39, align 8, !tbaa !20
  %3780 = sext i32 %3775 to i64
  %3781 = getelementptr inbounds i8, ptr %3779, i64 %3780
  store i8 %3778, ptr %3781, align 1, !tbaa !21
  %3782 = load i32, ptr %2167, align 4, !tbaa !16
  %3783 = add nsw i32 %3782, 1
  store i32 %3783, ptr %2167, align 4, !tbaa !16
  %3784 = load i32, ptr %128, align 8, !tbaa !11
  %3785 = shl i32 %3784, 8
  store i32 %3785, ptr %128, align 8, !tbaa !11
  %3786 = load i32, ptr %125, align 4, !tbaa !5
  %3787 = add nsw i32 %3786, -8
  store i32 %3787, ptr %125, align 4, !tbaa !5
  %3788 = icmp sgt i32 %3786, 15
  br i1 %3788, label %3774, label %3789, !llvm.loop !22

3789:                                             ; preds = %3774, %3756
  %3790 = phi i32 [ %3762, %3756 ], [ %3785, %3774 ]
  %3791 = phi i32 [ %3759, %3756 ], [ %3787, %3774 ]
  %3792 = add i32 %3791, %3768
  %3793 = sub i32 32, %3792
  %3794 = shl i32 %3770, %3793
  %3795 = or i32 %3794, %3790
  store i32 %3795, ptr %128, align 8, !tbaa !11
  store i32 %3792, ptr %125, align 4, !tbaa !5
  %3796 = getelementptr i8, ptr %2639, i64 70
  %3797 = load i16, ptr %3796, align 2, !tbaa !38
  %3798 = zext i16 %3797 to i64
  %3799 = getelementptr inbounds i8, ptr %2636, i64 %3798
  %3800 = load i8, ptr %3799, align 1, !tbaa !21
  %3801 = zext i8 %3800 to i32
  %3802 = getelementptr inbounds i32, ptr %2637, i64 %3798
  %3803 = load i32, ptr %3802, align 4, !tbaa !31
  %3804 = icmp sgt i32 %3792, 7
  br i1 %3804, label %3805, label %3822

3805:                                             ; preds = %3789
  %3806 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3807

3807:                                             ; preds = %3807, %3805
  %3808 = phi i32 [ %3806, %3805 ], [ %3816, %3807 ]
  %3809 = phi i32 [ %3795, %3805 ], [ %3818, %3807 ]
  %3810 = lshr i32 %3809, 24
  %3811 = trunc nuw i32 %3810 to i8
  %3812 = load ptr, ptr %39, align 8, !tbaa !20
  %3813 = sext i32 %3808 to i64
  %3814 = getelementptr inbounds i8, ptr %3812, i64 %3813
  store i8 %3811, ptr %3814, align 1, !tbaa !21
  %3815 = load i32, ptr %2167, align 4, !tbaa !16
  %3816 = add nsw i32 %3815, 1
  store i32 %3816, ptr %2167, align 4, !tbaa !16
  %3817 = load i32, ptr %128, align 8, !tbaa !11
  %3818 = shl i32 %3817, 8
  store i32 %3818, ptr %128, align 8, !tbaa !11
  %3819 = load i32, ptr %125, align 4, !tbaa !5
  %3820 = add nsw i32 %3819, -8
  store i32 %3820, ptr %125, align 4, !tbaa !5
  %3821 = icmp sgt i32 %3819, 15
  br i1 %3821, label %3807, label %3822, !llvm.loop !22

3822:                                             ; preds = %3807, %3789
  %3823 = phi i32 [ %3795, %3789 ], [ %3818, %3807 ]
  %3824 = phi i32 [ %3792, %3789 ], [ %3820, %3807 ]
  %3825 = add i32 %3824, %3801
  %3826 = sub i32 32, %3825
  %3827 = shl i32 %3803, %3826
  %3828 = or i32 %3827, %3823
  store i32 %3828, ptr %128, align 8, !tbaa !11
  store i32 %3825, ptr %125, align 4, !tbaa !5
  %3829 = getelementptr i8, ptr %2639, i64 72
  %3830 = load i16, ptr %3829, align 2, !tbaa !38
  %3831 = zext i16 %3830 to i64
  %3832 = getelementptr inbounds i8, ptr %2636, i64 %3831
  %3833 = load i8, ptr %3832, align 1, !tbaa !21
  %3834 = zext i8 %3833 to i32
  %3835 = getelementptr inbounds i32, ptr %2637, i64 %3831
  %3836 = load i32, ptr %3835, align 4, !tbaa !31
  %3837 = icmp sgt i32 %3825, 7
  br i1 %3837, label %3838, label %3855

3838:                                             ; preds = %3822
  %3839 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3840

3840:                                             ; preds = %3840, %3838
  %3841 = phi i32 [ %3839, %3838 ], [ %3849, %3840 ]
  %3842 = phi i32 [ %3828, %3838 ], [ %3851, %3840 ]
  %3843 = lshr i32 %3842, 24
  %3844 = trunc nuw i32 %3843 to i8
  %3845 = load ptr, ptr %39, align 8, !tbaa !20
  %3846 = sext i32 %3841 to i64
  %3847 = getelementptr inbounds i8, ptr %3845, i64 %3846
  store i8 %3844, ptr %3847, align 1, !tbaa !21
  %3848 = load i32, ptr %2167, align 4, !tbaa !16
  %3849 = add nsw i32 %3848, 1
  store i32 %3849, ptr %2167, align 4, !tbaa !16
  %3850 = load i32, ptr %128, align 8, !tbaa !11
  %3851 = shl i32 %3850, 8
  store i32 %3851, ptr %128, align 8, !tbaa !11
  %3852 = load i32, ptr %125, align 4, !tbaa !5
  %3853 = add nsw i32 %3852, -8
  store i32 %3853, ptr %125, align 4, !tbaa !5
  %3854 = icmp sgt i32 %3852, 15
  br i1 %3854, label %3840, label %3855, !llvm.loop !22

3855:                                             ; preds = %3840, %3822
  %3856 = phi i32 [ %3828, %3822 ], [ %3851, %3840 ]
  %3857 = phi i32 [ %3825, %3822 ], [ %3853, %3840 ]
  %3858 = add i32 %3857, %3834
  %3859 = sub i32 32, %3858
  %3860 = shl i32 %3836, %3859
  %3861 = or i32 %3860, %3856
  store i32 %3861, ptr %128, align 8, !tbaa !11
  store i32 %3858, ptr %125, align 4, !tbaa !5
  %3862 = getelementptr i8, ptr %2639, i64 74
  %3863 = load i16, ptr %3862, align 2, !tbaa !38
  %3864 = zext i16 %3863 to i64
  %3865 = getelementptr inbounds i8, ptr %2636, i64 %3864
  %3866 = load i8, ptr %3865, align 1, !tbaa !21
  %3867 = zext i8 %3866 to i32
  %3868 = getelementptr inbounds i32, ptr %2637, i64 %3864
  %3869 = load i32, ptr %3868, align 4, !tbaa !31
  %3870 = icmp sgt i32 %3858, 7
  br i1 %3870, label %3871, label %3888

3871:                                             ; preds = %3855
  %3872 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3873

3873:                                             ; preds = %3873, %3871
  %3874 = phi i32 [ %3872, %3871 ], [ %3882, %3873 ]
  %3875 = phi i32 [ %3861, %3871 ], [ %3884, %3873 ]
  %3876 = lshr i32 %3875, 24
  %3877 = trunc nuw i32 %3876 to i8
  %3878 = load ptr, ptr %39, align 8, !tbaa !20
  %3879 = sext i32 %3874 to i64
  %3880 = getelementptr inbounds i8, ptr %3878, i64 %3879
  store i8 %3877, ptr %3880, align 1, !tbaa !21
  %3881 = load i32, ptr %2167, align 4, !tbaa !16
  %3882 = add nsw i32 %3881, 1
  store i32 %3882, ptr %2167, align 4, !tbaa !16
  %3883 = load i32, ptr %128, align 8, !tbaa !11
  %3884 = shl i32 %3883, 8
  store i32 %3884, ptr %128, align 8, !tbaa !11
  %3885 = load i32, ptr %125, align 4, !tbaa !5
  %3886 = add nsw i32 %3885, -8
  store i32 %3886, ptr %125, align 4, !tbaa !5
  %3887 = icmp sgt i32 %3885, 15
  br i1 %3887, label %3873, label %3888, !llvm.loop !22

3888:                                             ; preds = %3873, %3855
  %3889 = phi i32 [ %3861, %3855 ], [ %3884, %3873 ]
  %3890 = phi i32 [ %3858, %3855 ], [ %3886, %3873 ]
  %3891 = add i32 %3890, %3867
  %3892 = sub i32 32, %3891
  %3893 = shl i32 %3869, %3892
  %3894 = or i32 %3893, %3889
  store i32 %3894, ptr %128, align 8, !tbaa !11
  store i32 %3891, ptr %125, align 4, !tbaa !5
  %3895 = getelementptr i8, ptr %2639, i64 76
  %3896 = load i16, ptr %3895, align 2, !tbaa !38
  %3897 = zext i16 %3896 to i64
  %3898 = getelementptr inbounds i8, ptr %2636, i64 %3897
  %3899 = load i8, ptr %3898, align 1, !tbaa !21
  %3900 = zext i8 %3899 to i32
  %3901 = getelementptr inbounds i32, ptr %2637, i64 %3897
  %3902 = load i32, ptr %3901, align 4, !tbaa !31
  %3903 = icmp sgt i32 %3891, 7
  br i1 %3903, label %3904, label %3921

3904:                                             ; preds = %3888
  %3905 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3906

3906:                                             ; preds = %3906, %3904
  %3907 = phi i32 [ %3905, %3904 ], [ %3915, %3906 ]
  %3908 = phi i32 [ %3894, %3904 ], [ %3917, %3906 ]
  %3909 = lshr i32 %3908, 24
  %3910 = trunc nuw i32 %3909 to i8
  %3911 = load ptr, ptr %39, align 8, !tbaa !20
  %3912 = sext i32 %3907 to i64
  %3913 = getelementptr inbounds i8, ptr %3911, i64 %3912
  store i8 %3910, ptr %3913, align 1, !tbaa !21
  %3914 = load i32, ptr %2167, align 4, !tbaa !16
  %3915 = add nsw i32 %3914, 1
  store i32 %3915, ptr %2167, align 4, !tbaa !16
  %3916 = load i32, ptr %128, align 8, !tbaa !11
  %3917 = shl i32 %3916, 8
  store i32 %3917, ptr %128, align 8, !tbaa !11
  %3918 = load i32, ptr %125, align 4, !tbaa !5
  %3919 = add nsw i32 %3918, -8
  store i32 %3919, ptr %125, align 4, !tbaa !5
  %3920 = icmp sgt i32 %3918, 15
  br i1 %3920, label %3906, label %3921, !llvm.loop !22

3921:                                             ; preds = %3906, %3888
  %3922 = phi i32 [ %3894, %3888 ], [ %3917, %3906 ]
  %3923 = phi i32 [ %3891, %3888 ], [ %3919, %3906 ]
  %3924 = add i32 %3923, %3900
  %3925 = sub i32 32, %3924
  %3926 = shl i32 %3902, %3925
  %3927 = or i32 %3926, %3922
  store i32 %3927, ptr %128, align 8, !tbaa !11
  store i32 %3924, ptr %125, align 4, !tbaa !5
  %3928 = getelementptr i8, ptr %2639, i64 78
  %3929 = load i16, ptr %3928, align 2, !tbaa !38
  %3930 = zext i16 %3929 to i64
  %3931 = getelementptr inbounds i8, ptr %2636, i64 %3930
  %3932 = load i8, ptr %3931, align 1, !tbaa !21
  %3933 = zext i8 %3932 to i32
  %3934 = getelementptr inbounds i32, ptr %2637, i64 %3930
  %3935 = load i32, ptr %3934, align 4, !tbaa !31
  %3936 = icmp sgt i32 %3924, 7
  br i1 %3936, label %3937, label %3954

3937:                                             ; preds = %3921
  %3938 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3939

3939:                                             ; preds = %3939, %3937
  %3940 = phi i32 [ %3938, %3937 ], [ %3948, %3939 ]
  %3941 = phi i32 [ %3927, %3937 ], [ %3950, %3939 ]
  %3942 = lshr i32 %3941, 24
  %3943 = trunc nuw i32 %3942 to i8
  %3944 = load ptr, ptr %39, align 8, !tbaa !20
  %3945 = sext i32 %3940 to i64
  %3946 = getelementptr inbounds i8, ptr %3944, i64 %3945
  store i8 %3943, ptr %3946, align 1, !tbaa !21
  %3947 = load i32, ptr %2167, align 4, !tbaa !16
  %3948 = add nsw i32 %3947, 1
  store i32 %3948, ptr %2167, align 4, !tbaa !16
  %3949 = load i32, ptr %128, align 8, !tbaa !11
  %3950 = shl i32 %3949, 8
  store i32 %3950, ptr %128, align 8, !tbaa !11
  %3951 = load i32, ptr %125, align 4, !tbaa !5
  %3952 = add nsw i32 %3951, -8
  store i32 %3952, ptr %125, align 4, !tbaa !5
  %3953 = icmp sgt i32 %3951, 15
  br i1 %3953, label %3939, label %3954, !llvm.loop !22

3954:                                             ; preds = %3939, %3921
  %3955 = phi i32 [ %3927, %3921 ], [ %3950, %3939 ]
  %3956 = phi i32 [ %3924, %3921 ], [ %3952, %3939 ]
  %3957 = add i32 %3956, %3933
  %3958 = sub i32 32, %3957
  %3959 = shl i32 %3935, %3958
  %3960 = or i32 %3959, %3955
  store i32 %3960, ptr %128, align 8, !tbaa !11
  store i32 %3957, ptr %125, align 4, !tbaa !5
  %3961 = getelementptr i8, ptr %2639, i64 80
  %3962 = load i16, ptr %3961, align 2, !tbaa !38
  %3963 = zext i16 %3962 to i64
  %3964 = getelementptr inbounds i8, ptr %2636, i64 %3963
  %3965 = load i8, ptr %3964, align 1, !tbaa !21
  %3966 = zext i8 %3965 to i32
  %3967 = getelementptr inbounds i32, ptr %2637, i64 %3963
  %3968 = load i32, ptr %3967, align 4, !tbaa !31
  %3969 = icmp sgt i32 %3957, 7
  br i1 %3969, label %3970, label %3987

3970:                                             ; preds = %3954
  %3971 = load i32, ptr %2167, align 4, !tbaa !16
  br label %3972

3972:                                             ; preds = %3972, %3970
  %3973 = phi i32 [ %3971, %3970 ], [ %3981, %3972 ]
  %3974 = phi i32 [ %3960, %3970 ], [ %3983, %3972 ]
  %3975 = lshr i32 %3974, 24
  %3976 = trunc nuw i32 %3975 to i8
  %3977 = load ptr, ptr %39, align 8, !tbaa !20
  %3978 = sext i32 %3973 to i64
  %3979 = getelementptr inbounds i8, ptr %3977, i64 %3978
  store i8 %3976, ptr %3979, align 1, !tbaa !21
  %3980 = load i32, ptr %2167, align 4, !tbaa !16
  %3981 = add nsw i32 %3980, 1
  store i32 %3981, ptr %2167, align 4, !tbaa !16
  %3982 = load i32, ptr %128, align 8, !tbaa !11
  %3983 = shl i32 %3982, 8
  store i32 %3983, ptr %128, align 8, !tbaa !11
  %3984 = load i32, ptr %125, align 4, !tbaa !5
  %3985 = add nsw i32 %3984, -8
  store i32 %3985, ptr %125, align 4, !tbaa !5
  %3986 = icmp sgt i32 %3984, 15
  br i1 %3986, label %3972, label %3987, !llvm.loop !22

3987:                                             ; preds = %3972, %3954
  %3988 = phi i32 [ %3960, %3954 ], [ %3983, %3972 ]
  %3989 = phi i32 [ %3957, %3954 ], [ %3985, %3972 ]
  %3990 = add i32 %3989, %3966
  %3991 = sub i32 32, %3990
  %3992 = shl i32 %3968, %3991
  %3993 = or i32 %3992, %3988
  store i32 %3993, ptr %128, align 8, !tbaa !11
  store i32 %3990, ptr %125, align 4, !tbaa !5
  %3994 = getelementptr i8, ptr %2639, i64 82
  %3995 = load i16, ptr %3994, align 2, !tbaa !38
  %3996 = zext i16 %3995 to i64
  %3997 = getelementptr inbounds i8, ptr %2636, i64 %3996
  %3998 = load i8, ptr %3997, align 1, !tbaa !21
  %3999 = zext i8 %3998 to i32
  %4000 = getelementptr inbounds i32, ptr %2637, i64 %3996
  %4001 = load i32, ptr %4000, align 4, !tbaa !31
  %4002 = icmp sgt i32 %3990, 7
  br i1 %4002, label %4003, label %4020

4003:                                             ; preds = %3987
  %4004 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4005

4005:                                             ; preds = %4005, %4003
  %4006 = phi i32 [ %4004, %4003 ], [ %4014, %4005 ]
  %4007 = phi i32 [ %3993, %4003 ], [ %4016, %4005 ]
  %4008 = lshr i32 %4007, 24
  %4009 = trunc nuw i32 %4008 to i8
  %4010 = load ptr, ptr %39, align 8, !tbaa !20
  %4011 = sext i32 %4006 to i64
  %4012 = getelementptr inbounds i8, ptr %4010, i64 %4011
  store i8 %4009, ptr %4012, align 1, !tbaa !21
  %4013 = load i32, ptr %2167, align 4, !tbaa !16
  %4014 = add nsw i32 %4013, 1
  store i32 %4014, ptr %2167, align 4, !tbaa !16
  %4015 = load i32, ptr %128, align 8, !tbaa !11
  %4016 = shl i32 %4015, 8
  store i32 %4016, ptr %128, align 8, !tbaa !11
  %4017 = load i32, ptr %125, align 4, !tbaa !5
  %4018 = add nsw i32 %4017, -8
  store i32 %4018, ptr %125, align 4, !tbaa !5
  %4019 = icmp sgt i32 %4017, 15
  br i1 %4019, label %4005, label %4020, !llvm.loop !22

4020:                                             ; preds = %4005, %3987
  %4021 = phi i32 [ %3993, %3987 ], [ %4016, %4005 ]
  %4022 = phi i32 [ %3990, %3987 ], [ %4018, %4005 ]
  %4023 = add i32 %4022, %3999
  %4024 = sub i32 32, %4023
  %4025 = shl i32 %4001, %4024
  %4026 = or i32 %4025, %4021
  store i32 %4026, ptr %128, align 8, !tbaa !11
  store i32 %4023, ptr %125, align 4, !tbaa !5
  %4027 = getelementptr i8, ptr %2639, i64 84
  %4028 = load i16, ptr %4027, align 2, !tbaa !38
  %4029 = zext i16 %4028 to i64
  %4030 = getelementptr inbounds i8, ptr %2636, i64 %4029
  %4031 = load i8, ptr %4030, align 1, !tbaa !21
  %4032 = zext i8 %4031 to i32
  %4033 = getelementptr inbounds i32, ptr %2637, i64 %4029
  %4034 = load i32, ptr %4033, align 4, !tbaa !31
  %4035 = icmp sgt i32 %4023, 7
  br i1 %4035, label %4036, label %4053

4036:                                             ; preds = %4020
  %4037 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4038

4038:                                             ; preds = %4038, %4036
  %4039 = phi i32 [ %4037, %4036 ], [ %4047, %4038 ]
  %4040 = phi i32 [ %4026, %4036 ], [ %4049, %4038 ]
  %4041 = lshr i32 %4040, 24
  %4042 = trunc nuw i32 %4041 to i8
  %4043 = load ptr, ptr %39, align 8, !tbaa !20
  %4044 = sext i32 %4039 to i64
  %4045 = getelementptr inbounds i8, ptr %4043, i64 %4044
  store i8 %4042, ptr %4045, align 1, !tbaa !21
  %4046 = load i32, ptr %2167, align 4, !tbaa !16
  %4047 = add nsw i32 %4046, 1
  store i32 %4047, ptr %2167, align 4, !tbaa !16
  %4048 = load i32, ptr %128, align 8, !tbaa !11
  %4049 = shl i32 %4048, 8
  store i32 %4049, ptr %128, align 8, !tbaa !11
  %4050 = load i32, ptr %125, align 4, !tbaa !5
  %4051 = add nsw i32 %4050, -8
  store i32 %4051, ptr %125, align 4, !tbaa !5
  %4052 = icmp sgt i32 %4050, 15
  br i1 %4052, label %4038, label %4053, !llvm.loop !22

4053:                                             ; preds = %4038, %4020
  %4054 = phi i32 [ %4026, %4020 ], [ %4049, %4038 ]
  %4055 = phi i32 [ %4023, %4020 ], [ %4051, %4038 ]
  %4056 = add i32 %4055, %4032
  %4057 = sub i32 32, %4056
  %4058 = shl i32 %4034, %4057
  %4059 = or i32 %4058, %4054
  store i32 %4059, ptr %128, align 8, !tbaa !11
  store i32 %4056, ptr %125, align 4, !tbaa !5
  %4060 = getelementptr i8, ptr %2639, i64 86
  %4061 = load i16, ptr %4060, align 2, !tbaa !38
  %4062 = zext i16 %4061 to i64
  %4063 = getelementptr inbounds i8, ptr %2636, i64 %4062
  %4064 = load i8, ptr %4063, align 1, !tbaa !21
  %4065 = zext i8 %4064 to i32
  %4066 = getelementptr inbounds i32, ptr %2637, i64 %4062
  %4067 = load i32, ptr %4066, align 4, !tbaa !31
  %4068 = icmp sgt i32 %4056, 7
  br i1 %4068, label %4069, label %4086

4069:                                             ; preds = %4053
  %4070 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4071

4071:                                             ; preds = %4071, %4069
  %4072 = phi i32 [ %4070, %4069 ], [ %4080, %4071 ]
  %4073 = phi i32 [ %4059, %4069 ], [ %4082, %4071 ]
  %4074 = lshr i32 %4073, 24
  %4075 = trunc nuw i32 %4074 to i8
  %4076 = load ptr, ptr %39, align 8, !tbaa !20
  %4077 = sext i32 %4072 to i64
  %4078 = getelementptr inbounds i8, ptr %4076, i64 %4077
  store i8 %4075, ptr %4078, align 1, !tbaa !21
  %4079 = load i32, ptr %2167, align 4, !tbaa !16
  %4080 = add nsw i32 %4079, 1
  store i32 %4080, ptr %2167, align 4, !tbaa !16
  %4081 = load i32, ptr %128, align 8, !tbaa !11
  %4082 = shl i32 %4081, 8
  store i32 %4082, ptr %128, align 8, !tbaa !11
  %4083 = load i32, ptr %125, align 4, !tbaa !5
  %4084 = add nsw i32 %4083, -8
  store i32 %4084, ptr %125, align 4, !tbaa !5
  %4085 = icmp sgt i32 %4083, 15
  br i1 %4085, label %4071, label %4086, !llvm.loop !22

4086:                                             ; preds = %4071, %4053
  %4087 = phi i32 [ %4059, %4053 ], [ %4082, %4071 ]
  %4088 = phi i32 [ %4056, %4053 ], [ %4084, %4071 ]
  %4089 = add i32 %4088, %4065
  %4090 = sub i32 32, %4089
  %4091 = shl i32 %4067, %4090
  %4092 = or i32 %4091, %4087
  store i32 %4092, ptr %128, align 8, !tbaa !11
  store i32 %4089, ptr %125, align 4, !tbaa !5
  %4093 = getelementptr i8, ptr %2639, i64 88
  %4094 = load i16, ptr %4093, align 2, !tbaa !38
  %4095 = zext i16 %4094 to i64
  %4096 = getelementptr inbounds i8, ptr %2636, i64 %4095
  %4097 = load i8, ptr %4096, align 1, !tbaa !21
  %4098 = zext i8 %4097 to i32
  %4099 = getelementptr inbounds i32, ptr %2637, i64 %4095
  %4100 = load i32, ptr %4099, align 4, !tbaa !31
  %4101 = icmp sgt i32 %4089, 7
  br i1 %4101, label %4102, label %4119

4102:                                             ; preds = %4086
  %4103 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4104

4104:                                             ; preds = %4104, %4102
  %4105 = phi i32 [ %4103, %4102 ], [ %4113, %4104 ]
  %4106 = phi i32 [ %4092, %4102 ], [ %4115, %4104 ]
  %4107 = lshr i32 %4106, 24
  %4108 = trunc nuw i32 %4107 to i8
  %4109 = load ptr, ptr %39, align 8, !tbaa !20
  %4110 = sext i32 %4105 to i64
  %4111 = getelementptr inbounds i8, ptr %4109, i64 %4110
  store i8 %4108, ptr %4111, align 1, !tbaa !21
  %4112 = load i32, ptr %2167, align 4, !tbaa !16
  %4113 = add nsw i32 %4112, 1
  store i32 %4113, ptr %2167, align 4, !tbaa !16
  %4114 = load i32, ptr %128, align 8, !tbaa !11
  %4115 = shl i32 %4114, 8
  store i32 %4115, ptr %128, align 8, !tbaa !11
  %4116 = load i32, ptr %125, align 4, !tbaa !5
  %4117 = add nsw i32 %4116, -8
  store i32 %4117, ptr %125, align 4, !tbaa !5
  %4118 = icmp sgt i32 %4116, 15
  br i1 %4118, label %4104, label %4119, !llvm.loop !22

4119:                                             ; preds = %4104, %4086
  %4120 = phi i32 [ %4092, %4086 ], [ %4115, %4104 ]
  %4121 = phi i32 [ %4089, %4086 ], [ %4117, %4104 ]
  %4122 = add i32 %4121, %4098
  %4123 = sub i32 32, %4122
  %4124 = shl i32 %4100, %4123
  %4125 = or i32 %4124, %4120
  store i32 %4125, ptr %128, align 8, !tbaa !11
  store i32 %4122, ptr %125, align 4, !tbaa !5
  %4126 = getelementptr i8, ptr %2639, i64 90
  %4127 = load i16, ptr %4126, align 2, !tbaa !38
  %4128 = zext i16 %4127 to i64
  %4129 = getelementptr inbounds i8, ptr %2636, i64 %4128
  %4130 = load i8, ptr %4129, align 1, !tbaa !21
  %4131 = zext i8 %4130 to i32
  %4132 = getelementptr inbounds i32, ptr %2637, i64 %4128
  %4133 = load i32, ptr %4132, align 4, !tbaa !31
  %4134 = icmp sgt i32 %4122, 7
  br i1 %4134, label %4135, label %4152

4135:                                             ; preds = %4119
  %4136 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4137

4137:                                             ; preds = %4137, %4135
  %4138 = phi i32 [ %4136, %4135 ], [ %4146, %4137 ]
  %4139 = phi i32 [ %4125, %4135 ], [ %4148, %4137 ]
  %4140 = lshr i32 %4139, 24
  %4141 = trunc nuw i32 %4140 to i8
  %4142 = load ptr, ptr %39, align 8, !tbaa !20
  %4143 = sext i32 %4138 to i64
  %4144 = getelementptr inbounds i8, ptr %4142, i64 %4143
  store i8 %4141, ptr %4144, align 1, !tbaa !21
  %4145 = load i32, ptr %2167, align 4, !tbaa !16
  %4146 = add nsw i32 %4145, 1
  store i32 %4146, ptr %2167, align 4, !tbaa !16
  %4147 = load i32, ptr %128, align 8, !tbaa !11
  %4148 = shl i32 %4147, 8
  store i32 %4148, ptr %128, align 8, !tbaa !11
  %4149 = load i32, ptr %125, align 4, !tbaa !5
  %4150 = add nsw i32 %4149, -8
  store i32 %4150, ptr %125, align 4, !tbaa !5
  %4151 = icmp sgt i32 %4149, 15
  br i1 %4151, label %4137, label %4152, !llvm.loop !22

4152:                                             ; preds = %4137, %4119
  %4153 = phi i32 [ %4125, %4119 ], [ %4148, %4137 ]
  %4154 = phi i32 [ %4122, %4119 ], [ %4150, %4137 ]
  %4155 = add i32 %4154, %4131
  %4156 = sub i32 32, %4155
  %4157 = shl i32 %4133, %4156
  %4158 = or i32 %4157, %4153
  store i32 %4158, ptr %128, align 8, !tbaa !11
  store i32 %4155, ptr %125, align 4, !tbaa !5
  %4159 = getelementptr i8, ptr %2639, i64 92
  %4160 = load i16, ptr %4159, align 2, !tbaa !38
  %4161 = zext i16 %4160 to i64
  %4162 = getelementptr inbounds i8, ptr %2636, i64 %4161
  %4163 = load i8, ptr %4162, align 1, !tbaa !21
  %4164 = zext i8 %4163 to i32
  %4165 = getelementptr inbounds i32, ptr %2637, i64 %4161
  %4166 = load i32, ptr %4165, align 4, !tbaa !31
  %4167 = icmp sgt i32 %4155, 7
  br i1 %4167, label %4168, label %4185

4168:                                             ; preds = %4152
  %4169 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4170

4170:                                             ; preds = %4170, %4168
  %4171 = phi i32 [ %4169, %4168 ], [ %4179, %4170 ]
  %4172 = phi i32 [ %4158, %4168 ], [ %4181, %4170 ]
  %4173 = lshr i32 %4172, 24
  %4174 = trunc nuw i32 %4173 to i8
  %4175 = load ptr, ptr %39, align 8, !tbaa !20
  %4176 = sext i32 %4171 to i64
  %4177 = getelementptr inbounds i8, ptr %4175, i64 %4176
  store i8 %4174, ptr %4177, align 1, !tbaa !21
  %4178 = load i32, ptr %2167, align 4, !tbaa !16
  %4179 = add nsw i32 %4178, 1
  store i32 %4179, ptr %2167, align 4, !tbaa !16
  %4180 = load i32, ptr %128, align 8, !tbaa !11
  %4181 = shl i32 %4180, 8
  store i32 %4181, ptr %128, align 8, !tbaa !11
  %4182 = load i32, ptr %125, align 4, !tbaa !5
  %4183 = add nsw i32 %4182, -8
  store i32 %4183, ptr %125, align 4, !tbaa !5
  %4184 = icmp sgt i32 %4182, 15
  br i1 %4184, label %4170, label %4185, !llvm.loop !22

4185:                                             ; preds = %4170, %4152
  %4186 = phi i32 [ %4158, %4152 ], [ %4181, %4170 ]
  %4187 = phi i32 [ %4155, %4152 ], [ %4183, %4170 ]
  %4188 = add i32 %4187, %4164
  %4189 = sub i32 32, %4188
  %4190 = shl i32 %4166, %4189
  %4191 = or i32 %4190, %4186
  store i32 %4191, ptr %128, align 8, !tbaa !11
  store i32 %4188, ptr %125, align 4, !tbaa !5
  %4192 = getelementptr i8, ptr %2639, i64 94
  %4193 = load i16, ptr %4192, align 2, !tbaa !38
  %4194 = zext i16 %4193 to i64
  %4195 = getelementptr inbounds i8, ptr %2636, i64 %4194
  %4196 = load i8, ptr %4195, align 1, !tbaa !21
  %4197 = zext i8 %4196 to i32
  %4198 = getelementptr inbounds i32, ptr %2637, i64 %4194
  %4199 = load i32, ptr %4198, align 4, !tbaa !31
  %4200 = icmp sgt i32 %4188, 7
  br i1 %4200, label %4201, label %4218

4201:                                             ; preds = %4185
  %4202 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4203

4203:                                             ; preds = %4203, %4201
  %4204 = phi i32 [ %4202, %4201 ], [ %4212, %4203 ]
  %4205 = phi i32 [ %4191, %4201 ], [ %4214, %4203 ]
  %4206 = lshr i32 %4205, 24
  %4207 = trunc nuw i32 %4206 to i8
  %4208 = load ptr, ptr %39, align 8, !tbaa !20
  %4209 = sext i32 %4204 to i64
  %4210 = getelementptr inbounds i8, ptr %4208, i64 %4209
  store i8 %4207, ptr %4210, align 1, !tbaa !21
  %4211 = load i32, ptr %2167, align 4, !tbaa !16
  %4212 = add nsw i32 %4211, 1
  store i32 %4212, ptr %2167, align 4, !tbaa !16
  %4213 = load i32, ptr %128, align 8, !tbaa !11
  %4214 = shl i32 %4213, 8
  store i32 %4214, ptr %128, align 8, !tbaa !11
  %4215 = load i32, ptr %125, align 4, !tbaa !5
  %4216 = add nsw i32 %4215, -8
  store i32 %4216, ptr %125, align 4, !tbaa !5
  %4217 = icmp sgt i32 %4215, 15
  br i1 %4217, label %4203, label %4218, !llvm.loop !22

4218:                                             ; preds = %4203, %4185
  %4219 = phi i32 [ %4191, %4185 ], [ %4214, %4203 ]
  %4220 = phi i32 [ %4188, %4185 ], [ %4216, %4203 ]
  %4221 = add i32 %4220, %4197
  %4222 = sub i32 32, %4221
  %4223 = shl i32 %4199, %4222
  %4224 = or i32 %4223, %4219
  store i32 %4224, ptr %128, align 8, !tbaa !11
  store i32 %4221, ptr %125, align 4, !tbaa !5
  %4225 = getelementptr i8, ptr %2639, i64 96
  %4226 = load i16, ptr %4225, align 2, !tbaa !38
  %4227 = zext i16 %4226 to i64
  %4228 = getelementptr inbounds i8, ptr %2636, i64 %4227
  %4229 = load i8, ptr %4228, align 1, !tbaa !21
  %4230 = zext i8 %4229 to i32
  %4231 = getelementptr inbounds i32, ptr %2637, i64 %4227
  %4232 = load i32, ptr %4231, align 4, !tbaa !31
  %4233 = icmp sgt i32 %4221, 7
  br i1 %4233, label %4234, label %4251

4234:                                             ; preds = %4218
  %4235 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4236

4236:                                             ; preds = %4236, %4234
  %4237 = phi i32 [ %4235, %4234 ], [ %4245, %4236 ]
  %4238 = phi i32 [ %4224, %4234 ], [ %4247, %4236 ]
  %4239 = lshr i32 %4238, 24
  %4240 = trunc nuw i32 %4239 to i8
  %4241 = load ptr, ptr %39, align 8, !tbaa !20
  %4242 = sext i32 %4237 to i64
  %4243 = getelementptr inbounds i8, ptr %4241, i64 %4242
  store i8 %4240, ptr %4243, align 1, !tbaa !21
  %4244 = load i32, ptr %2167, align 4, !tbaa !16
  %4245 = add nsw i32 %4244, 1
  store i32 %4245, ptr %2167, align 4, !tbaa !16
  %4246 = load i32, ptr %128, align 8, !tbaa !11
  %4247 = shl i32 %4246, 8
  store i32 %4247, ptr %128, align 8, !tbaa !11
  %4248 = load i32, ptr %125, align 4, !tbaa !5
  %4249 = add nsw i32 %4248, -8
  store i32 %4249, ptr %125, align 4, !tbaa !5
  %4250 = icmp sgt i32 %4248, 15
  br i1 %4250, label %4236, label %4251, !llvm.loop !22

4251:                                             ; preds = %4236, %4218
  %4252 = phi i32 [ %4224, %4218 ], [ %4247, %4236 ]
  %4253 = phi i32 [ %4221, %4218 ], [ %4249, %4236 ]
  %4254 = add i32 %4253, %4230
  %4255 = sub i32 32, %4254
  %4256 = shl i32 %4232, %4255
  %4257 = or i32 %4256, %4252
  store i32 %4257, ptr %128, align 8, !tbaa !11
  store i32 %4254, ptr %125, align 4, !tbaa !5
  %4258 = getelementptr i8, ptr %2639, i64 98
  %4259 = load i16, ptr %4258, align 2, !tbaa !38
  %4260 = zext i16 %4259 to i64
  %4261 = getelementptr inbounds i8, ptr %2636, i64 %4260
  %4262 = load i8, ptr %4261, align 1, !tbaa !21
  %4263 = zext i8 %4262 to i32
  %4264 = getelementptr inbounds i32, ptr %2637, i64 %4260
  %4265 = load i32, ptr %4264, align 4, !tbaa !31
  %4266 = icmp sgt i32 %4254, 7
  br i1 %4266, label %4267, label %4284

4267:                                             ; preds = %4251
  %4268 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4269

4269:                                             ; preds = %4269, %4267
  %4270 = phi i32 [ %4268, %4267 ], [ %4278, %4269 ]
  %4271 = phi i32 [ %4257, %4267 ], [ %4280, %4269 ]
  %4272 = lshr i32 %4271, 24
  %4273 = trunc nuw i32 %4272 to i8
  %4274 = load ptr, ptr %39, align 8, !tbaa !20
  %4275 = sext i32 %4270 to i64
  %4276 = getelementptr inbounds i8, ptr %4274, i64 %4275
  store i8 %4273, ptr %4276, align 1, !tbaa !21
  %4277 = load i32, ptr %2167, align 4, !tbaa !16
  %4278 = add nsw i32 %4277, 1
  store i32 %4278, ptr %2167, align 4, !tbaa !16
  %4279 = load i32, ptr %128, align 8, !tbaa !11
  %4280 = shl i32 %4279, 8
  store i32 %4280, ptr %128, align 8, !tbaa !11
  %4281 = load i32, ptr %125, align 4, !tbaa !5
  %4282 = add nsw i32 %4281, -8
  store i32 %4282, ptr %125, align 4, !tbaa !5
  %4283 = icmp sgt i32 %4281, 15
  br i1 %4283, label %4269, label %4284, !llvm.loop !22

4284:                                             ; preds = %4269, %4251
  %4285 = phi i32 [ %4257, %4251 ], [ %4280, %4269 ]
  %4286 = phi i32 [ %4254, %4251 ], [ %4282, %4269 ]
  %4287 = add i32 %4286, %4263
  %4288 = sub i32 32, %4287
  %4289 = shl i32 %4265, %4288
  %4290 = or i32 %4289, %4285
  store i32 %4290, ptr %128, align 8, !tbaa !11
  store i32 %4287, ptr %125, align 4, !tbaa !5
  br label %4333

4291:                                             ; preds = %4323, %2628
  %4292 = phi i32 [ %2632, %2628 ], [ %4329, %4323 ]
  %4293 = phi i32 [ %2631, %2628 ], [ %4326, %4323 ]
  %4294 = phi i64 [ %2629, %2628 ], [ %4330, %4323 ]
  %4295 = load i8, ptr %2617, align 1, !tbaa !21
  %4296 = zext i8 %4295 to i64
  %4297 = getelementptr inbounds i16, ptr %563, i64 %4294
  %4298 = load i16, ptr %4297, align 2, !tbaa !38
  %4299 = zext i16 %4298 to i64
  %4300 = getelementptr inbounds [6 x [258 x i8]], ptr %578, i64 0, i64 %4296, i64 %4299
  %4301 = load i8, ptr %4300, align 1, !tbaa !21
  %4302 = zext i8 %4301 to i32
  %4303 = getelementptr inbounds [6 x [258 x i32]], ptr %1980, i64 0, i64 %4296, i64 %4299
  %4304 = load i32, ptr %4303, align 4, !tbaa !31
  %4305 = icmp sgt i32 %4293, 7
  br i1 %4305, label %4306, label %4323

4306:                                             ; preds = %4291
  %4307 = load i32, ptr %2167, align 4, !tbaa !16
  br label %4308

4308:                                             ; preds = %4308, %4306
  %4309 = phi i32 [ %4307, %4306 ], [ %4317, %4308 ]
  %4310 = phi i32 [ %4292, %4306 ], [ %4319, %4308 ]
  %4311 = lshr i32 %4310, 24
  %4312 = trunc nuw i32 %4311 to i8
  %4313 = load ptr, ptr %39, align 8, !tbaa !20
  %4314 = sext i32 %4309 to i64
  %4315 = getelementptr inbounds i8, ptr %4313, i64 %4314
  store i8 %4312, ptr %4315, align 1, !tbaa !21
  %4316 = load i32, ptr %2167, align 4, !tbaa !16
  %4317 = add nsw i32 %4316, 1
  store i32 %4317, ptr %2167, align 4, !tbaa !16
  %4318 = load i32, ptr %128, align 8, !tbaa !11
  %4319 = shl i32 %4318, 8
  store i32 %4319, ptr %128, align 8, !tbaa !11
  %4320 = load i32, ptr %125, align 4, !tbaa !5
  %4321 = add nsw i32 %4320, -8
  store i32 %4321, ptr %125, align 4, !tbaa !5
  %4322 = icmp sgt i32 %4320, 15
  br i1 %4322, label %4308, label %4323, !llvm.loop !22

4323:                                             ; preds = %4308, %4291
  %4324 = phi i32 [ %4292, %4291 ], [ %4319, %4308 ]
  %4325 = phi i32 [ %4293, %4291 ], [ %4321, %4308 ]
  %4326 = add i32 %4325, %4302
  %4327 = sub i32 32, %4326
  %4328 = shl i32 %4304, %4327
  %4329 = or i32 %4328, %4324
  store i32 %4329, ptr %128, align 8, !tbaa !11
  store i32 %4326, ptr %125, align 4, !tbaa !5
  %4330 = add nsw i64 %4294, 1
  %4331 = trunc i64 %4330 to i32
  %4332 = icmp eq i32 %2630, %4331
  br i1 %4332, label %4333, label %4291, !llvm.loop !70

4333:                                             ; preds = %4323, %4284, %2626
  %4334 = add nsw i32 %2616, 1
  %4335 = add nuw nsw i64 %2610, 1
  %4336 = load i32, ptr %562, align 4, !tbaa !41
  %4337 = icmp slt i32 %4334, %4336
  br i1 %4337, label %2609, label %4338

4338:                                             ; preds = %4333
  %4339 = trunc nuw i64 %4335 to i32
  br label %4340

4340:                                             ; preds = %4338, %2605
  %4341 = phi i32 [ 0, %2605 ], [ %4339, %4338 ]
  %4342 = icmp eq i32 %4341, %1884
  br i1 %4342, label %4344, label %4343

4343:                                             ; preds = %4340
  call void @BZ2_bz__AssertH__fail(i32 noundef 3007) #10
  br label %4344

4344:                                             ; preds = %4343, %4340
  %4345 = load i32, ptr %564, align 8, !tbaa !17
  %4346 = icmp sgt i32 %4345, 2
  br i1 %4346, label %4347, label %4352

4347:                                             ; preds = %4344
  %4348 = load ptr, ptr @stderr, align 8, !tbaa !18
  %4349 = load i32, ptr %2167, align 4, !tbaa !16
  %4350 = sub nsw i32 %4349, %2606
  %4351 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4348, ptr noundef nonnull @.str.10, i32 noundef %4350) #9
  br label %4352

4352:                                             ; preds = %4344, %4347
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  br label %4353

4353:                                             ; preds = %4352, %121
  %4354 = icmp eq i8 %1, 0
  br i1 %4354, label %4554, label %4355

4355:                                             ; preds = %4353
  %4356 = getelementptr inbounds i8, ptr %0, i64 644
  %4357 = load i32, ptr %4356, align 4, !tbaa !5
  %4358 = icmp sgt i32 %4357, 7
  %4359 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %4358, label %4363, label %4360

4360:                                             ; preds = %4355
  %4361 = load i32, ptr %4359, align 8, !tbaa !11
  %4362 = add nsw i32 %4357, 8
  br label %4382

4363:                                             ; preds = %4355
  %4364 = getelementptr inbounds i8, ptr %0, i64 116
  %4365 = load i32, ptr %4359, align 8, !tbaa !11
  %4366 = load i32, ptr %4364, align 4, !tbaa !16
  br label %4367

4367:                                             ; preds = %4367, %4363
  %4368 = phi i32 [ %4366, %4363 ], [ %4376, %4367 ]
  %4369 = phi i32 [ %4365, %4363 ], [ %4378, %4367 ]
  %4370 = lshr i32 %4369, 24
  %4371 = trunc nuw i32 %4370 to i8
  %4372 = load ptr, ptr %39, align 8, !tbaa !20
  %4373 = sext i32 %4368 to i64
  %4374 = getelementptr inbounds i8, ptr %4372, i64 %4373
  store i8 %4371, ptr %4374, align 1, !tbaa !21
  %4375 = load i32, ptr %4364, align 4, !tbaa !16
  %4376 = add nsw i32 %4375, 1
  store i32 %4376, ptr %4364, align 4, !tbaa !16
  %4377 = load i32, ptr %4359, align 8, !tbaa !11
  %4378 = shl i32 %4377, 8
  store i32 %4378, ptr %4359, align 8, !tbaa !11
  %4379 = load i32, ptr %4356, align 4, !tbaa !5
  %4380 = add nsw i32 %4379, -8
  store i32 %4380, ptr %4356, align 4, !tbaa !5
  %4381 = icmp sgt i32 %4379, 15
  br i1 %4381, label %4367, label %4382, !llvm.loop !22

4382:                                             ; preds = %4367, %4360
  %4383 = phi i32 [ %4361, %4360 ], [ %4378, %4367 ]
  %4384 = phi i32 [ %4362, %4360 ], [ %4379, %4367 ]
  %4385 = sub i32 32, %4384
  %4386 = shl i32 23, %4385
  %4387 = or i32 %4386, %4383
  store i32 %4387, ptr %4359, align 8, !tbaa !11
  store i32 %4384, ptr %4356, align 4, !tbaa !5
  %4388 = icmp sgt i32 %4384, 7
  br i1 %4388, label %4391, label %4389

4389:                                             ; preds = %4382
  %4390 = add nsw i32 %4384, 8
  br label %4409

4391:                                             ; preds = %4382
  %4392 = getelementptr inbounds i8, ptr %0, i64 116
  %4393 = load i32, ptr %4392, align 4, !tbaa !16
  br label %4394

4394:                                             ; preds = %4394, %4391
  %4395 = phi i32 [ %4393, %4391 ], [ %4403, %4394 ]
  %4396 = phi i32 [ %4387, %4391 ], [ %4405, %4394 ]
  %4397 = lshr i32 %4396, 24
  %4398 = trunc nuw i32 %4397 to i8
  %4399 = load ptr, ptr %39, align 8, !tbaa !20
  %4400 = sext i32 %4395 to i64
  %4401 = getelementptr inbounds i8, ptr %4399, i64 %4400
  store i8 %4398, ptr %4401, align 1, !tbaa !21
  %4402 = load i32, ptr %4392, align 4, !tbaa !16
  %4403 = add nsw i32 %4402, 1
  store i32 %4403, ptr %4392, align 4, !tbaa !16
  %4404 = load i32, ptr %4359, align 8, !tbaa !11
  %4405 = shl i32 %4404, 8
  store i32 %4405, ptr %4359, align 8, !tbaa !11
  %4406 = load i32, ptr %4356, align 4, !tbaa !5
  %4407 = add nsw i32 %4406, -8
  store i32 %4407, ptr %4356, align 4, !tbaa !5
  %4408 = icmp sgt i32 %4406, 15
  br i1 %4408, label %4394, label %4409, !llvm.loop !22

4409:                                             ; preds = %4394, %4389
  %4410 = phi i32 [ %4387, %4389 ], [ %4405, %4394 ]
  %4411 = phi i32 [ %4390, %4389 ], [ %4406, %4394 ]
  %4412 = sub i32 32, %4411
  %4413 = shl i32 114, %4412
  %4414 = or i32 %4413, %4410
  store i32 %4414, ptr %4359, align 8, !tbaa !11
  store i32 %4411, ptr %4356, align 4, !tbaa !5
  %4415 = icmp sgt i32 %4411, 7
  br i1 %4415, label %4418, label %4416

4416:                                             ; preds = %4409
  %4417 = add nsw i32 %4411, 8
  br label %4436

4418:                                             ; preds = %4409
  %4419 = getelementptr inbounds i8, ptr %0, i64 116
  %4420 = load i32, ptr %4419, align 4, !tbaa !16
  br label %4421

4421:                                             ; preds = %4421, %4418
  %4422 = phi i32 [ %4420, %4418 ], [ %4430, %4421 ]
  %4423 = phi i32 [ %4414, %4418 ], [ %4432, %4421 ]
  %4424 = lshr i32 %4423, 24
  %4425 = trunc nuw i32 %4424 to i8
  %4426 = load ptr, ptr %39, align 8, !tbaa !20
  %4427 = sext i32 %4422 to i64
  %4428 = getelementptr inbounds i8, ptr %4426, i64 %4427
  store i8 %4425, ptr %4428, align 1, !tbaa !21
  %4429 = load i32, ptr %4419, align 4, !tbaa !16
  %4430 = add nsw i32 %4429, 1
  store i32 %4430, ptr %4419, align 4, !tbaa !16
  %4431 = load i32, ptr %4359, align 8, !tbaa !11
  %4432 = shl i32 %4431, 8
  store i32 %4432, ptr %4359, align 8, !tbaa !11
  %4433 = load i32, ptr %4356, align 4, !tbaa !5
  %4434 = add nsw i32 %4433, -8
  store i32 %4434, ptr %4356, align 4, !tbaa !5
  %4435 = icmp sgt i32 %4433, 15
  br i1 %4435, label %4421, label %4436, !llvm.loop !22

4436:                                             ; preds = %4421, %4416
  %4437 = phi i32 [ %4414, %4416 ], [ %4432, %4421 ]
  %4438 = phi i32 [ %4417, %4416 ], [ %4433, %4421 ]
  %4439 = sub i32 32, %4438
  %4440 = shl i32 69, %4439
  %4441 = or i32 %4440, %4437
  store i32 %4441, ptr %4359, align 8, !tbaa !11
  store i32 %4438, ptr %4356, align 4, !tbaa !5
  %4442 = icmp sgt i32 %4438, 7
  br i1 %4442, label %4445, label %4443

4443:                                             ; preds = %4436
  %4444 = add nsw i32 %4438, 8
  br label %4463

4445:                                             ; preds = %4436
  %4446 = getelementptr inbounds i8, ptr %0, i64 116
  %4447 = load i32, ptr %4446, align 4, !tbaa !16
  br label %4448

4448:                                             ; preds = %4448, %4445
  %4449 = phi i32 [ %4447, %4445 ], [ %4457, %4448 ]
  %4450 = phi i32 [ %4441, %4445 ], [ %4459, %4448 ]
  %4451 = lshr i32 %4450, 24
  %4452 = trunc nuw i32 %4451 to i8
  %4453 = load ptr, ptr %39, align 8, !tbaa !20
  %4454 = sext i32 %4449 to i64
  %4455 = getelementptr inbounds i8, ptr %4453, i64 %4454
  store i8 %4452, ptr %4455, align 1, !tbaa !21
  %4456 = load i32, ptr %4446, align 4, !tbaa !16
  %4457 = add nsw i32 %4456, 1
  store i32 %4457, ptr %4446, align 4, !tbaa !16
  %4458 = load i32, ptr %4359, align 8, !tbaa !11
  %4459 = shl i32 %4458, 8
  store i32 %4459, ptr %4359, align 8, !tbaa !11
  %4460 = load i32, ptr %4356, align 4, !tbaa !5
  %4461 = add nsw i32 %4460, -8
  store i32 %4461, ptr %4356, align 4, !tbaa !5
  %4462 = icmp sgt i32 %4460, 15
  br i1 %4462, label %4448, label %4463, !llvm.loop !22

4463:                                             ; preds = %4448, %4443
  %4464 = phi i32 [ %4441, %4443 ], [ %4459, %4448 ]
  %4465 = phi i32 [ %4444, %4443 ], [ %4460, %4448 ]
  %4466 = sub i32 32, %4465
  %4467 = shl i32 56, %4466
  %4468 = or i32 %4467, %4464
  store i32 %4468, ptr %4359, align 8, !tbaa !11
  store i32 %4465, ptr %4356, align 4, !tbaa !5
  %4469 = icmp sgt i32 %4465, 7
  br i1 %4469, label %4472, label %4470

4470:                                             ; preds = %4463
  %4471 = add nsw i32 %4465, 8
  br label %4490

4472:                                             ; preds = %4463
  %4473 = getelementptr inbounds i8, ptr %0, i64 116
  %4474 = load i32, ptr %4473, align 4, !tbaa !16
  br label %4475

4475:                                             ; preds = %4475, %4472
  %4476 = phi i32 [ %4474, %4472 ], [ %4484, %4475 ]
  %4477 = phi i32 [ %4468, %4472 ], [ %4486, %4475 ]
  %4478 = lshr i32 %4477, 24
  %4479 = trunc nuw i32 %4478 to i8
  %4480 = load ptr, ptr %39, align 8, !tbaa !20
  %4481 = sext i32 %4476 to i64
  %4482 = getelementptr inbounds i8, ptr %4480, i64 %4481
  store i8 %4479, ptr %4482, align 1, !tbaa !21
  %4483 = load i32, ptr %4473, align 4, !tbaa !16
  %4484 = add nsw i32 %4483, 1
  store i32 %4484, ptr %4473, align 4, !tbaa !16
  %4485 = load i32, ptr %4359, align 8, !tbaa !11
  %4486 = shl i32 %4485, 8
  store i32 %4486, ptr %4359, align 8, !tbaa !11
  %4487 = load i32, ptr %4356, align 4, !tbaa !5
  %4488 = add nsw i32 %4487, -8
  store i32 %4488, ptr %4356, align 4, !tbaa !5
  %4489 = icmp sgt i32 %4487, 15
  br i1 %4489, label %4475, label %4490, !llvm.loop !22

4490:                                             ; preds = %4475, %4470
  %4491 = phi i32 [ %4468, %4470 ], [ %4486, %4475 ]
  %4492 = phi i32 [ %4471, %4470 ], [ %4487, %4475 ]
  %4493 = sub i32 32, %4492
  %4494 = shl i32 80, %4493
  %4495 = or i32 %4494, %4491
  store i32 %4495, ptr %4359, align 8, !tbaa !11
  store i32 %4492, ptr %4356, align 4, !tbaa !5
  %4496 = icmp sgt i32 %4492, 7
  br i1 %4496, label %4499, label %4497

4497:                                             ; preds = %4490
  %4498 = add nsw i32 %4492, 8
  br label %4517

4499:                                             ; preds = %4490
  %4500 = getelementptr inbounds i8, ptr %0, i64 116
  %4501 = load i32, ptr %4500, align 4, !tbaa !16
  br label %4502

4502:                                             ; preds = %4502, %4499
  %4503 = phi i32 [ %4501, %4499 ], [ %4511, %4502 ]
  %4504 = phi i32 [ %4495, %4499 ], [ %4513, %4502 ]
  %4505 = lshr i32 %4504, 24
  %4506 = trunc nuw i32 %4505 to i8
  %4507 = load ptr, ptr %39, align 8, !tbaa !20
  %4508 = sext i32 %4503 to i64
  %4509 = getelementptr inbounds i8, ptr %4507, i64 %4508
  store i8 %4506, ptr %4509, align 1, !tbaa !21
  %4510 = load i32, ptr %4500, align 4, !tbaa !16
  %4511 = add nsw i32 %4510, 1
  store i32 %4511, ptr %4500, align 4, !tbaa !16
  %4512 = load i32, ptr %4359, align 8, !tbaa !11
  %4513 = shl i32 %4512, 8
  store i32 %4513, ptr %4359, align 8, !tbaa !11
  %4514 = load i32, ptr %4356, align 4, !tbaa !5
  %4515 = add nsw i32 %4514, -8
  store i32 %4515, ptr %4356, align 4, !tbaa !5
  %4516 = icmp sgt i32 %4514, 15
  br i1 %4516, label %4502, label %4517, !llvm.loop !22

4517:                                             ; preds = %4502, %4497
  %4518 = phi i32 [ %4495, %4497 ], [ %4513, %4502 ]
  %4519 = phi i32 [ %4498, %4497 ], [ %4514, %4502 ]
  %4520 = sub i32 32, %4519
  %4521 = shl i32 144, %4520
  %4522 = or i32 %4521, %4518
  store i32 %4522, ptr %4359, align 8, !tbaa !11
  store i32 %4519, ptr %4356, align 4, !tbaa !5
  %4523 = getelementptr inbounds i8, ptr %0, i64 652
  %4524 = load i32, ptr %4523, align 4, !tbaa !14
  call fastcc void @bsPutUInt32(ptr noundef nonnull %0, i32 noundef %4524)
  %4525 = getelementptr inbounds i8, ptr %0, i64 656
  %4526 = load i32, ptr %4525, align 8, !tbaa !17
  %4527 = icmp sgt i32 %4526, 1
  br i1 %4527, label %4528, label %4532

4528:                                             ; preds = %4517
  %4529 = load ptr, ptr @stderr, align 8, !tbaa !18
  %4530 = load i32, ptr %4523, align 4, !tbaa !14
  %4531 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4529, ptr noundef nonnull @.str.1, i32 noundef %4530) #9
  br label %4532

4532:                                             ; preds = %4528, %4517
  %4533 = load i32, ptr %4356, align 4, !tbaa !5
  %4534 = icmp sgt i32 %4533, 0
  br i1 %4534, label %4535, label %4554

4535:                                             ; preds = %4532
  %4536 = getelementptr inbounds i8, ptr %0, i64 116
  %4537 = load i32, ptr %4359, align 8, !tbaa !11
  %4538 = load i32, ptr %4536, align 4, !tbaa !16
  br label %4539

4539:                                             ; preds = %4539, %4535
  %4540 = phi i32 [ %4538, %4535 ], [ %4548, %4539 ]
  %4541 = phi i32 [ %4537, %4535 ], [ %4550, %4539 ]
  %4542 = lshr i32 %4541, 24
  %4543 = trunc nuw i32 %4542 to i8
  %4544 = load ptr, ptr %39, align 8, !tbaa !20
  %4545 = sext i32 %4540 to i64
  %4546 = getelementptr inbounds i8, ptr %4544, i64 %4545
  store i8 %4543, ptr %4546, align 1, !tbaa !21
  %4547 = load i32, ptr %4536, align 4, !tbaa !16
  %4548 = add nsw i32 %4547, 1
  store i32 %4548, ptr %4536, align 4, !tbaa !16
  %4549 = load i32, ptr %4359, align 8, !tbaa !11
  %4550 = shl i32 %4549, 8
  store i32 %4550, ptr %4359, align 8, !tbaa !11
  %4551 = load i32, ptr %4356, align 4, !tbaa !5
  %4552 = add nsw i32 %4551, -8
  store i32 %4552, ptr %4356, align 4, !tbaa !5
  %4553 = icmp sgt i32 %4551, 8
  br i1 %4553, label %4539, label %4554, !llvm.loop !71

4554:                                             ; preds = %4539, %4532, %4353
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @BZ2_blockSort(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bsPutUInt32(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = lshr i32 %1, 24
  %4 = getelementptr inbounds i8, ptr %0, i64 644
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = icmp sgt i32 %5, 7
  %7 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %6, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %7, align 8, !tbaa !11
  %10 = add nsw i32 %5, 8
  br label %31

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = getelementptr inbounds i8, ptr %0, i64 116
  %14 = load i32, ptr %7, align 8, !tbaa !11
  %15 = load i32, ptr %13, align 4, !tbaa !16
  br label %16

16:                                               ; preds = %16, %11
  %17 = phi i32 [ %15, %11 ], [ %25, %16 ]
  %18 = phi i32 [ %14, %11 ], [ %27, %16 ]
  %19 = lshr i32 %18, 24
  %20 = trunc nuw i32 %19 to i8
  %21 = load ptr, ptr %12, align 8, !tbaa !20
  %22 = sext i32 %17 to i64
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  store i8 %20, ptr %23, align 1, !tbaa !21
  %24 = load i32, ptr %13, align 4, !tbaa !16
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %13, align 4, !tbaa !16
  %26 = load i32, ptr %7, align 8, !tbaa !11
  %27 = shl i32 %26, 8
  store i32 %27, ptr %7, align 8, !tbaa !11
  %28 = load i32, ptr %4, align 4, !tbaa !5
  %29 = add nsw i32 %28, -8
  store i32 %29, ptr %4, align 4, !tbaa !5
  %30 = icmp sgt i32 %28, 15
  br i1 %30, label %16, label %31, !llvm.loop !22

31:                                               ; preds = %16, %8
  %32 = phi i32 [ %9, %8 ], [ %27, %16 ]
  %33 = phi i32 [ %10, %8 ], [ %28, %16 ]
  %34 = sub i32 32, %33
  %35 = shl i32 %3, %34
  %36 = or i32 %35, %32
  store i32 %36, ptr %7, align 8, !tbaa !11
  store i32 %33, ptr %4, align 4, !tbaa !5
  %37 = lshr i32 %1, 16
  %38 = and i32 %37, 255
  %39 = icmp sgt i32 %33, 7
  br i1 %39, label %40, label %59

40:                                               ; preds = %31
  %41 = getelementptr inbounds i8, ptr %0, i64 80
  %42 = getelementptr inbounds i8, ptr %0, i64 116
  %43 = load i32, ptr %42, align 4, !tbaa !16
  br label %44

44:                                               ; preds = %44, %40
  %45 = phi i32 [ %43, %40 ], [ %53, %44 ]
  %46 = phi i32 [ %36, %40 ], [ %55, %44 ]
  %47 = lshr i32 %46, 24
  %48 = trunc nuw i32 %47 to i8
  %49 = load ptr, ptr %41, align 8, !tbaa !20
  %50 = sext i32 %45 to i64
  %51 = getelementptr inbounds i8, ptr %49, i64 %50
  store i8 %48, ptr %51, align 1, !tbaa !21
  %52 = load i32, ptr %42, align 4, !tbaa !16
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %42, align 4, !tbaa !16
  %54 = load i32, ptr %7, align 8, !tbaa !11
  %55 = shl i32 %54, 8
  store i32 %55, ptr %7, align 8, !tbaa !11
  %56 = load i32, ptr %4, align 4, !tbaa !5
  %57 = add nsw i32 %56, -8
  store i32 %57, ptr %4, align 4, !tbaa !5
  %58 = icmp sgt i32 %56, 15
  br i1 %58, label %44, label %59, !llvm.loop !22

59:                                               ; preds = %44, %31
  %60 = phi i32 [ %36, %31 ], [ %55, %44 ]
  %61 = phi i32 [ %33, %31 ], [ %57, %44 ]
  %62 = add nsw i32 %61, 8
  %63 = sub i32 24, %61
  %64 = shl i32 %38, %63
  %65 = or i32 %64, %60
  store i32 %65, ptr %7, align 8, !tbaa !11
  store i32 %62, ptr %4, align 4, !tbaa !5
  %66 = lshr i32 %1, 8
  %67 = and i32 %66, 255
  %68 = icmp sgt i32 %61, -1
  br i1 %68, label %69, label %88

69:                                               ; preds = %59
  %70 = getelementptr inbounds i8, ptr %0, i64 80
  %71 = getelementptr inbounds i8, ptr %0, i64 116
  %72 = load i32, ptr %71, align 4, !tbaa !16
  br label %73

73:                                               ; preds = %73, %69
  %74 = phi i32 [ %72, %69 ], [ %82, %73 ]
  %75 = phi i32 [ %65, %69 ], [ %84, %73 ]
  %76 = lshr i32 %75, 24
  %77 = trunc nuw i32 %76 to i8
  %78 = load ptr, ptr %70, align 8, !tbaa !20
  %79 = sext i32 %74 to i64
  %80 = getelementptr inbounds i8, ptr %78, i64 %79
  store i8 %77, ptr %80, align 1, !tbaa !21
  %81 = load i32, ptr %71, align 4, !tbaa !16
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %71, align 4, !tbaa !16
  %83 = load i32, ptr %7, align 8, !tbaa !11
  %84 = shl i32 %83, 8
  store i32 %84, ptr %7, align 8, !tbaa !11
  %85 = load i32, ptr %4, align 4, !tbaa !5
  %86 = add nsw i32 %85, -8
  store i32 %86, ptr %4, align 4, !tbaa !5
  %87 = icmp sgt i32 %85, 15
  br i1 %87, label %73, label %88, !llvm.loop !22

88:                                               ; preds = %73, %59
  %89 = phi i32 [ %65, %59 ], [ %84, %73 ]
  %90 = phi i32 [ %62, %59 ], [ %86, %73 ]
  %91 = add nsw i32 %90, 8
  %92 = sub i32 24, %90
  %93 = shl i32 %67, %92
  %94 = or i32 %93, %89
  store i32 %94, ptr %7, align 8, !tbaa !11
  store i32 %91, ptr %4, align 4, !tbaa !5
  %95 = icmp sgt i32 %90, -1
  br i1 %95, label %96, label %115

96:                                               ; preds = %88
  %97 = getelementptr inbounds i8, ptr %0, i64 80
  %98 = getelementptr inbounds i8, ptr %0, i64 116
  %99 = load i32, ptr %98, align 4, !tbaa !16
  br label %100

100:                                              ; preds = %100, %96
  %101 = phi i32 [ %99, %96 ], [ %109, %100 ]
  %102 = phi i32 [ %94, %96 ], [ %111, %100 ]
  %103 = lshr i32 %102, 24
  %104 = trunc nuw i32 %103 to i8
  %105 = load ptr, ptr %97, align 8, !tbaa !20
  %106 = sext i32 %101 to i64
  %107 = getelementptr inbounds i8, ptr %105, i64 %106
  store i8 %104, ptr %107, align 1, !tbaa !21
  %108 = load i32, ptr %98, align 4, !tbaa !16
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %98, align 4, !tbaa !16
  %110 = load i32, ptr %7, align 8, !tbaa !11
  %111 = shl i32 %110, 8
  store i32 %111, ptr %7, align 8, !tbaa !11
  %112 = load i32, ptr %4, align 4, !tbaa !5
  %113 = add nsw i32 %112, -8
  store i32 %113, ptr %4, align 4, !tbaa !5
  %114 = icmp sgt i32 %112, 15
  br i1 %114, label %100, label %115, !llvm.loop !22

115:                                              ; preds = %100, %88
  %116 = phi i32 [ %94, %88 ], [ %111, %100 ]
  %117 = phi i32 [ %91, %88 ], [ %113, %100 ]
  %118 = and i32 %1, 255
  %119 = add nsw i32 %117, 8
  %120 = sub i32 24, %117
  %121 = shl i32 %118, %120
  %122 = or i32 %121, %116
  store i32 %122, ptr %7, align 8, !tbaa !11
  store i32 %119, ptr %4, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

declare void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #3

declare void @BZ2_hbMakeCodeLengths(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare void @BZ2_hbAssignCodes(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { cold nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 644}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 12, !10, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !10, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !10, i64 88, !10, i64 92, !10, i64 96, !10, i64 100, !10, i64 104, !10, i64 108, !10, i64 112, !10, i64 116, !10, i64 120, !10, i64 124, !8, i64 128, !8, i64 384, !10, i64 640, !10, i64 644, !10, i64 648, !10, i64 652, !10, i64 656, !10, i64 660, !10, i64 664, !10, i64 668, !8, i64 672, !8, i64 1704, !8, i64 19706, !8, i64 37708, !8, i64 39256, !8, i64 45448, !8, i64 51640}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 640}
!12 = !{!6, !10, i64 108}
!13 = !{!6, !10, i64 648}
!14 = !{!6, !10, i64 652}
!15 = !{!6, !10, i64 660}
!16 = !{!6, !10, i64 116}
!17 = !{!6, !10, i64 656}
!18 = !{!7, !7, i64 0}
!19 = !{!6, !7, i64 32}
!20 = !{!6, !7, i64 80}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!6, !10, i64 664}
!25 = !{!6, !10, i64 48}
!26 = !{!6, !7, i64 56}
!27 = !{!6, !7, i64 64}
!28 = !{!6, !7, i64 72}
!29 = !{!6, !10, i64 124}
!30 = distinct !{!30, !23}
!31 = !{!10, !10, i64 0}
!32 = distinct !{!32, !23, !33, !34}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = !{!"llvm.loop.unroll.runtime.disable"}
!35 = distinct !{!35, !23, !33, !34}
!36 = distinct !{!36, !23, !34, !33}
!37 = distinct !{!37, !23}
!38 = !{!39, !39, i64 0}
!39 = !{!"short", !8, i64 0}
!40 = distinct !{!40, !23}
!41 = !{!6, !10, i64 668}
!42 = distinct !{!42, !23}
!43 = distinct !{!43, !23, !33, !34}
!44 = distinct !{!44, !23, !33, !34}
!45 = distinct !{!45, !23, !34, !33}
!46 = distinct !{!46, !23}
!47 = distinct !{!47, !23}
!48 = distinct !{!48, !23}
!49 = distinct !{!49, !23}
!50 = distinct !{!50, !23}
!51 = distinct !{!51, !23}
!52 = distinct !{!52, !23}
!53 = distinct !{!53, !23}
!54 = distinct !{!54, !23}
!55 = distinct !{!55, !23}
!56 = distinct !{!56, !23}
!57 = distinct !{!57, !23}
!58 = distinct !{!58, !23, !33, !34}
!59 = distinct !{!59, !23, !34, !33}
!60 = distinct !{!60, !23}
!61 = distinct !{!61, !23}
!62 = distinct !{!62, !23}
!63 = distinct !{!63, !23}
!64 = distinct !{!64, !23}
!65 = distinct !{!65, !23}
!66 = distinct !{!66, !23}
!67 = distinct !{!67, !23}
!68 = distinct !{!68, !23}
!69 = distinct !{!69, !23}
!70 = distinct !{!70, !23}
!71 = distinct !{!71, !23}
