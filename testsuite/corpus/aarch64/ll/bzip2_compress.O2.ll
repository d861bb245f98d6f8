; ModuleID = 'src/bzip2/compress.c'
source_filename = "src/bzip2/compress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = getelementptr inbounds i8, ptr %0, i64 640
  store <2 x i32> zeroinitializer, ptr %2, align 8, !tbaa !6
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_compressBlock(ptr noundef %0, i8 noundef %1) local_unnamed_addr #1 {
  %3 = alloca [6 x i16], align 4
  %4 = alloca [6 x i32], align 4
  %5 = alloca [6 x i8], align 4
  %6 = alloca [16 x i8], align 4
  %7 = alloca [256 x i8], align 4
  %8 = getelementptr inbounds i8, ptr %0, i64 108
  %9 = load i32, ptr %8, align 4, !tbaa !10
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
  %32 = load i32, ptr %8, align 4, !tbaa !10
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
  store <2 x i32> <i32 1107296256, i32 8>, ptr %45, align 8, !tbaa !6
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
  %58 = load i32, ptr %45, align 8, !tbaa !22
  %59 = shl i32 %58, 8
  store i32 %59, ptr %45, align 8, !tbaa !22
  %60 = load i32, ptr %44, align 4, !tbaa !23
  %61 = add nsw i32 %60, -8
  store i32 %61, ptr %44, align 4, !tbaa !23
  %62 = icmp sgt i32 %60, 15
  br i1 %62, label %48, label %63, !llvm.loop !24

63:                                               ; preds = %48
  %64 = sub i32 32, %60
  %65 = shl i32 90, %64
  %66 = or i32 %65, %59
  store i32 %66, ptr %45, align 8, !tbaa !22
  store i32 %60, ptr %44, align 4, !tbaa !23
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
  %80 = load i32, ptr %45, align 8, !tbaa !22
  %81 = shl i32 %80, 8
  store i32 %81, ptr %45, align 8, !tbaa !22
  %82 = load i32, ptr %44, align 4, !tbaa !23
  %83 = add nsw i32 %82, -8
  store i32 %83, ptr %44, align 4, !tbaa !23
  %84 = icmp sgt i32 %82, 15
  br i1 %84, label %70, label %85, !llvm.loop !24

85:                                               ; preds = %70, %68
  %86 = phi i32 [ %57, %68 ], [ %79, %70 ]
  %87 = phi i32 [ %66, %68 ], [ %81, %70 ]
  %88 = phi i32 [ %69, %68 ], [ %82, %70 ]
  %89 = sub i32 32, %88
  %90 = shl i32 104, %89
  %91 = or i32 %90, %87
  store i32 %91, ptr %45, align 8, !tbaa !22
  store i32 %88, ptr %44, align 4, !tbaa !23
  %92 = getelementptr inbounds i8, ptr %0, i64 664
  %93 = load i32, ptr %92, align 8, !tbaa !26
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
  %108 = load i32, ptr %45, align 8, !tbaa !22
  %109 = shl i32 %108, 8
  store i32 %109, ptr %45, align 8, !tbaa !22
  %110 = load i32, ptr %44, align 4, !tbaa !23
  %111 = add nsw i32 %110, -8
  store i32 %111, ptr %44, align 4, !tbaa !23
  %112 = icmp sgt i32 %110, 15
  br i1 %112, label %98, label %113, !llvm.loop !24

113:                                              ; preds = %98, %96
  %114 = phi i32 [ %91, %96 ], [ %109, %98 ]
  %115 = phi i32 [ %97, %96 ], [ %110, %98 ]
  %116 = and i32 %94, 255
  %117 = sub i32 32, %115
  %118 = shl i32 %116, %117
  %119 = or i32 %118, %114
  store i32 %119, ptr %45, align 8, !tbaa !22
  store i32 %115, ptr %44, align 4, !tbaa !23
  %120 = load i32, ptr %8, align 4, !tbaa !10
  br label %121

121:                                              ; preds = %113, %33
  %122 = phi i32 [ %120, %113 ], [ %34, %33 ]
  %123 = icmp sgt i32 %122, 0
  br i1 %123, label %124, label %4398

124:                                              ; preds = %121
  %125 = getelementptr inbounds i8, ptr %0, i64 644
  %126 = load i32, ptr %125, align 4, !tbaa !23
  %127 = icmp sgt i32 %126, 7
  %128 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %127, label %132, label %129

129:                                              ; preds = %124
  %130 = load i32, ptr %128, align 8, !tbaa !22
  %131 = add nsw i32 %126, 8
  br label %151

132:                                              ; preds = %124
  %133 = getelementptr inbounds i8, ptr %0, i64 116
  %134 = load i32, ptr %128, align 8, !tbaa !22
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
  %146 = load i32, ptr %128, align 8, !tbaa !22
  %147 = shl i32 %146, 8
  store i32 %147, ptr %128, align 8, !tbaa !22
  %148 = load i32, ptr %125, align 4, !tbaa !23
  %149 = add nsw i32 %148, -8
  store i32 %149, ptr %125, align 4, !tbaa !23
  %150 = icmp sgt i32 %148, 15
  br i1 %150, label %136, label %151, !llvm.loop !24

151:                                              ; preds = %136, %129
  %152 = phi i32 [ %130, %129 ], [ %147, %136 ]
  %153 = phi i32 [ %131, %129 ], [ %148, %136 ]
  %154 = sub i32 32, %153
  %155 = shl i32 49, %154
  %156 = or i32 %155, %152
  store i32 %156, ptr %128, align 8, !tbaa !22
  store i32 %153, ptr %125, align 4, !tbaa !23
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
  %173 = load i32, ptr %128, align 8, !tbaa !22
  %174 = shl i32 %173, 8
  store i32 %174, ptr %128, align 8, !tbaa !22
  %175 = load i32, ptr %125, align 4, !tbaa !23
  %176 = add nsw i32 %175, -8
  store i32 %176, ptr %125, align 4, !tbaa !23
  %177 = icmp sgt i32 %175, 15
  br i1 %177, label %163, label %178, !llvm.loop !24

178:                                              ; preds = %163, %158
  %179 = phi i32 [ %156, %158 ], [ %174, %163 ]
  %180 = phi i32 [ %159, %158 ], [ %175, %163 ]
  %181 = sub i32 32, %180
  %182 = shl i32 65, %181
  %183 = or i32 %182, %179
  store i32 %183, ptr %128, align 8, !tbaa !22
  store i32 %180, ptr %125, align 4, !tbaa !23
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
  %200 = load i32, ptr %128, align 8, !tbaa !22
  %201 = shl i32 %200, 8
  store i32 %201, ptr %128, align 8, !tbaa !22
  %202 = load i32, ptr %125, align 4, !tbaa !23
  %203 = add nsw i32 %202, -8
  store i32 %203, ptr %125, align 4, !tbaa !23
  %204 = icmp sgt i32 %202, 15
  br i1 %204, label %190, label %205, !llvm.loop !24

205:                                              ; preds = %190, %185
  %206 = phi i32 [ %183, %185 ], [ %201, %190 ]
  %207 = phi i32 [ %186, %185 ], [ %202, %190 ]
  %208 = sub i32 32, %207
  %209 = shl i32 89, %208
  %210 = or i32 %209, %206
  store i32 %210, ptr %128, align 8, !tbaa !22
  store i32 %207, ptr %125, align 4, !tbaa !23
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
  %227 = load i32, ptr %128, align 8, !tbaa !22
  %228 = shl i32 %227, 8
  store i32 %228, ptr %128, align 8, !tbaa !22
  %229 = load i32, ptr %125, align 4, !tbaa !23
  %230 = add nsw i32 %229, -8
  store i32 %230, ptr %125, align 4, !tbaa !23
  %231 = icmp sgt i32 %229, 15
  br i1 %231, label %217, label %232, !llvm.loop !24

232:                                              ; preds = %217, %212
  %233 = phi i32 [ %210, %212 ], [ %228, %217 ]
  %234 = phi i32 [ %213, %212 ], [ %229, %217 ]
  %235 = sub i32 32, %234
  %236 = shl i32 38, %235
  %237 = or i32 %236, %233
  store i32 %237, ptr %128, align 8, !tbaa !22
  store i32 %234, ptr %125, align 4, !tbaa !23
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
  %254 = load i32, ptr %128, align 8, !tbaa !22
  %255 = shl i32 %254, 8
  store i32 %255, ptr %128, align 8, !tbaa !22
  %256 = load i32, ptr %125, align 4, !tbaa !23
  %257 = add nsw i32 %256, -8
  store i32 %257, ptr %125, align 4, !tbaa !23
  %258 = icmp sgt i32 %256, 15
  br i1 %258, label %244, label %259, !llvm.loop !24

259:                                              ; preds = %244, %239
  %260 = phi i32 [ %237, %239 ], [ %255, %244 ]
  %261 = phi i32 [ %240, %239 ], [ %256, %244 ]
  %262 = sub i32 32, %261
  %263 = shl i32 83, %262
  %264 = or i32 %263, %260
  store i32 %264, ptr %128, align 8, !tbaa !22
  store i32 %261, ptr %125, align 4, !tbaa !23
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
  %281 = load i32, ptr %128, align 8, !tbaa !22
  %282 = shl i32 %281, 8
  store i32 %282, ptr %128, align 8, !tbaa !22
  %283 = load i32, ptr %125, align 4, !tbaa !23
  %284 = add nsw i32 %283, -8
  store i32 %284, ptr %125, align 4, !tbaa !23
  %285 = icmp sgt i32 %283, 15
  br i1 %285, label %271, label %286, !llvm.loop !24

286:                                              ; preds = %271, %266
  %287 = phi i32 [ %264, %266 ], [ %282, %271 ]
  %288 = phi i32 [ %267, %266 ], [ %283, %271 ]
  %289 = sub i32 32, %288
  %290 = shl i32 89, %289
  %291 = or i32 %290, %287
  store i32 %291, ptr %128, align 8, !tbaa !22
  store i32 %288, ptr %125, align 4, !tbaa !23
  %292 = getelementptr inbounds i8, ptr %0, i64 648
  %293 = load i32, ptr %292, align 8, !tbaa !13
  tail call fastcc void @bsPutUInt32(ptr noundef nonnull %0, i32 noundef %293)
  %294 = load i32, ptr %125, align 4, !tbaa !23
  %295 = icmp sgt i32 %294, 7
  br i1 %295, label %298, label %296

296:                                              ; preds = %286
  %297 = load i32, ptr %128, align 8, !tbaa !22
  br label %317

298:                                              ; preds = %286
  %299 = getelementptr inbounds i8, ptr %0, i64 116
  %300 = load i32, ptr %128, align 8, !tbaa !22
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
  %312 = load i32, ptr %128, align 8, !tbaa !22
  %313 = shl i32 %312, 8
  store i32 %313, ptr %128, align 8, !tbaa !22
  %314 = load i32, ptr %125, align 4, !tbaa !23
  %315 = add nsw i32 %314, -8
  store i32 %315, ptr %125, align 4, !tbaa !23
  %316 = icmp sgt i32 %314, 15
  br i1 %316, label %302, label %317, !llvm.loop !24

317:                                              ; preds = %302, %296
  %318 = phi i32 [ %297, %296 ], [ %313, %302 ]
  %319 = phi i32 [ %294, %296 ], [ %315, %302 ]
  %320 = add nsw i32 %319, 1
  store i32 %318, ptr %128, align 8, !tbaa !22
  store i32 %320, ptr %125, align 4, !tbaa !23
  %321 = getelementptr inbounds i8, ptr %0, i64 48
  %322 = load i32, ptr %321, align 8, !tbaa !27
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
  %337 = load i32, ptr %128, align 8, !tbaa !22
  %338 = shl i32 %337, 8
  store i32 %338, ptr %128, align 8, !tbaa !22
  %339 = load i32, ptr %125, align 4, !tbaa !23
  %340 = add nsw i32 %339, -8
  store i32 %340, ptr %125, align 4, !tbaa !23
  %341 = icmp sgt i32 %339, 15
  br i1 %341, label %327, label %342, !llvm.loop !24

342:                                              ; preds = %327, %317
  %343 = phi i32 [ %318, %317 ], [ %338, %327 ]
  %344 = phi i32 [ %320, %317 ], [ %340, %327 ]
  %345 = add nsw i32 %344, 24
  %346 = sub i32 8, %344
  %347 = shl i32 %322, %346
  %348 = or i32 %347, %343
  store i32 %348, ptr %128, align 8, !tbaa !22
  store i32 %345, ptr %125, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %7) #10
  %349 = getelementptr inbounds i8, ptr %0, i64 56
  %350 = load ptr, ptr %349, align 8, !tbaa !28
  %351 = getelementptr inbounds i8, ptr %0, i64 64
  %352 = load ptr, ptr %351, align 8, !tbaa !29
  %353 = getelementptr inbounds i8, ptr %0, i64 72
  %354 = load ptr, ptr %353, align 8, !tbaa !30
  %355 = getelementptr inbounds i8, ptr %0, i64 124
  store i32 0, ptr %355, align 4, !tbaa !31
  %356 = getelementptr inbounds i8, ptr %0, i64 128
  %357 = getelementptr inbounds i8, ptr %0, i64 384
  br label %358

358:                                              ; preds = %368, %342
  %359 = phi i32 [ 0, %342 ], [ %369, %368 ]
  %360 = phi i64 [ 0, %342 ], [ %370, %368 ]
  %361 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %360
  %362 = load i8, ptr %361, align 1, !tbaa !21
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %368, label %364

364:                                              ; preds = %358
  %365 = trunc i32 %359 to i8
  %366 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %360
  store i8 %365, ptr %366, align 1, !tbaa !21
  %367 = add nsw i32 %359, 1
  store i32 %367, ptr %355, align 4, !tbaa !31
  br label %368

368:                                              ; preds = %364, %358
  %369 = phi i32 [ %359, %358 ], [ %367, %364 ]
  %370 = add nuw nsw i64 %360, 1
  %371 = icmp eq i64 %370, 256
  br i1 %371, label %372, label %358, !llvm.loop !32

372:                                              ; preds = %368
  %373 = icmp slt i32 %369, -1
  br i1 %373, label %419, label %374

374:                                              ; preds = %372
  %375 = getelementptr inbounds i8, ptr %0, i64 672
  %376 = add i32 %369, 2
  %377 = zext i32 %376 to i64
  %378 = shl nuw nsw i64 %377, 2
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %375, i8 0, i64 %378, i1 false), !tbaa !6
  %379 = icmp sgt i32 %369, 0
  br i1 %379, label %380, label %419

380:                                              ; preds = %374
  %381 = zext nneg i32 %369 to i64
  %382 = icmp ult i32 %369, 8
  br i1 %382, label %401, label %383

383:                                              ; preds = %380
  %384 = icmp ult i32 %369, 32
  br i1 %384, label %403, label %385

385:                                              ; preds = %383
  %386 = and i64 %381, 2147483616
  br label %387

387:                                              ; preds = %387, %385
  %388 = phi i64 [ 0, %385 ], [ %393, %387 ]
  %389 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %385 ], [ %394, %387 ]
  %390 = add <16 x i8> %389, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %391 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %388
  %392 = getelementptr inbounds i8, ptr %391, i64 16
  store <16 x i8> %389, ptr %391, align 4, !tbaa !21
  store <16 x i8> %390, ptr %392, align 4, !tbaa !21
  %393 = add nuw i64 %388, 32
  %394 = add <16 x i8> %389, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %395 = icmp eq i64 %393, %386
  br i1 %395, label %396, label %387, !llvm.loop !33

396:                                              ; preds = %387
  %397 = icmp eq i64 %386, %381
  br i1 %397, label %419, label %398

398:                                              ; preds = %396
  %399 = and i64 %381, 24
  %400 = icmp eq i64 %399, 0
  br i1 %400, label %401, label %403

401:                                              ; preds = %417, %380, %398
  %402 = phi i64 [ 0, %380 ], [ %386, %398 ], [ %405, %417 ]
  br label %428

403:                                              ; preds = %383, %398
  %404 = phi i64 [ %386, %398 ], [ 0, %383 ]
  %405 = and i64 %381, 2147483640
  %406 = trunc i64 %404 to i8
  %407 = insertelement <8 x i8> poison, i8 %406, i64 0
  %408 = shufflevector <8 x i8> %407, <8 x i8> poison, <8 x i32> zeroinitializer
  %409 = or disjoint <8 x i8> %408, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
  br label %410

410:                                              ; preds = %410, %403
  %411 = phi i64 [ %404, %403 ], [ %414, %410 ]
  %412 = phi <8 x i8> [ %409, %403 ], [ %415, %410 ]
  %413 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %411
  store <8 x i8> %412, ptr %413, align 4, !tbaa !21
  %414 = add nuw i64 %411, 8
  %415 = add <8 x i8> %412, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %416 = icmp eq i64 %414, %405
  br i1 %416, label %417, label %410, !llvm.loop !36

417:                                              ; preds = %410
  %418 = icmp eq i64 %405, %381
  br i1 %418, label %419, label %401

419:                                              ; preds = %428, %396, %417, %374, %372
  %420 = load i32, ptr %8, align 4, !tbaa !10
  %421 = icmp sgt i32 %420, 0
  br i1 %421, label %422, label %542

422:                                              ; preds = %419
  %423 = getelementptr inbounds i8, ptr %0, i64 676
  %424 = getelementptr inbounds i8, ptr %0, i64 672
  %425 = getelementptr inbounds i8, ptr %7, i64 1
  %426 = ptrtoint ptr %7 to i64
  %427 = load i8, ptr %7, align 4, !tbaa !21
  br label %434

428:                                              ; preds = %401, %428
  %429 = phi i64 [ %432, %428 ], [ %402, %401 ]
  %430 = trunc i64 %429 to i8
  %431 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 %429
  store i8 %430, ptr %431, align 1, !tbaa !21
  %432 = add nuw nsw i64 %429, 1
  %433 = icmp eq i64 %432, %381
  br i1 %433, label %419, label %428, !llvm.loop !37

434:                                              ; preds = %508, %422
  %435 = phi i32 [ %420, %422 ], [ %509, %508 ]
  %436 = phi i8 [ %427, %422 ], [ %510, %508 ]
  %437 = phi i8 [ %427, %422 ], [ %452, %508 ]
  %438 = phi i64 [ 0, %422 ], [ %513, %508 ]
  %439 = phi i32 [ 0, %422 ], [ %512, %508 ]
  %440 = phi i32 [ 0, %422 ], [ %511, %508 ]
  %441 = getelementptr inbounds i32, ptr %350, i64 %438
  %442 = load i32, ptr %441, align 4, !tbaa !6
  %443 = add i32 %442, -1
  %444 = icmp slt i32 %443, 0
  %445 = select i1 %444, i32 %435, i32 0
  %446 = add nsw i32 %445, %443
  %447 = sext i32 %446 to i64
  %448 = getelementptr inbounds i8, ptr %352, i64 %447
  %449 = load i8, ptr %448, align 1, !tbaa !21
  %450 = zext i8 %449 to i64
  %451 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %450
  %452 = load i8, ptr %451, align 1, !tbaa !21
  %453 = icmp eq i8 %437, %452
  br i1 %453, label %454, label %456

454:                                              ; preds = %434
  %455 = add nsw i32 %439, 1
  br label %508

456:                                              ; preds = %434
  %457 = icmp sgt i32 %439, 0
  br i1 %457, label %458, label %482

458:                                              ; preds = %456
  %459 = add nsw i32 %439, -1
  %460 = sext i32 %440 to i64
  br label %461

461:                                              ; preds = %477, %458
  %462 = phi i64 [ %475, %477 ], [ %460, %458 ]
  %463 = phi i32 [ %479, %477 ], [ %459, %458 ]
  %464 = and i32 %463, 1
  %465 = icmp eq i32 %464, 0
  br i1 %465, label %469, label %466

466:                                              ; preds = %461
  %467 = load i32, ptr %423, align 4, !tbaa !6
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr %423, align 4, !tbaa !6
  br label %472

469:                                              ; preds = %461
  %470 = load i32, ptr %424, align 8, !tbaa !6
  %471 = add nsw i32 %470, 1
  store i32 %471, ptr %424, align 8, !tbaa !6
  br label %472

472:                                              ; preds = %469, %466
  %473 = phi i16 [ 0, %469 ], [ 1, %466 ]
  %474 = getelementptr inbounds i16, ptr %354, i64 %462
  store i16 %473, ptr %474, align 2
  %475 = add nsw i64 %462, 1
  %476 = icmp slt i32 %463, 2
  br i1 %476, label %480, label %477

477:                                              ; preds = %472
  %478 = add nsw i32 %463, -2
  %479 = lshr i32 %478, 1
  br label %461

480:                                              ; preds = %472
  %481 = trunc nsw i64 %475 to i32
  br label %482

482:                                              ; preds = %480, %456
  %483 = phi i32 [ %440, %456 ], [ %481, %480 ]
  %484 = phi i32 [ %439, %456 ], [ 0, %480 ]
  %485 = load i8, ptr %425, align 1, !tbaa !21
  store i8 %436, ptr %425, align 1, !tbaa !21
  %486 = icmp eq i8 %452, %485
  br i1 %486, label %493, label %487

487:                                              ; preds = %482, %487
  %488 = phi ptr [ %490, %487 ], [ %425, %482 ]
  %489 = phi i8 [ %491, %487 ], [ %485, %482 ]
  %490 = getelementptr inbounds i8, ptr %488, i64 1
  %491 = load i8, ptr %490, align 1, !tbaa !21
  store i8 %489, ptr %490, align 1, !tbaa !21
  %492 = icmp eq i8 %452, %491
  br i1 %492, label %493, label %487, !llvm.loop !38

493:                                              ; preds = %487, %482
  %494 = phi ptr [ %425, %482 ], [ %490, %487 ]
  %495 = ptrtoint ptr %494 to i64
  %496 = sub i64 %495, %426
  %497 = trunc i64 %496 to i32
  %498 = add nsw i32 %497, 1
  %499 = trunc i32 %498 to i16
  %500 = sext i32 %483 to i64
  %501 = getelementptr inbounds i16, ptr %354, i64 %500
  store i16 %499, ptr %501, align 2, !tbaa !39
  %502 = add nsw i32 %483, 1
  %503 = sext i32 %498 to i64
  %504 = getelementptr inbounds [258 x i32], ptr %424, i64 0, i64 %503
  %505 = load i32, ptr %504, align 4, !tbaa !6
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr %504, align 4, !tbaa !6
  %507 = load i32, ptr %8, align 4, !tbaa !10
  br label %508

508:                                              ; preds = %493, %454
  %509 = phi i32 [ %435, %454 ], [ %507, %493 ]
  %510 = phi i8 [ %436, %454 ], [ %452, %493 ]
  %511 = phi i32 [ %440, %454 ], [ %502, %493 ]
  %512 = phi i32 [ %455, %454 ], [ %484, %493 ]
  %513 = add nuw nsw i64 %438, 1
  %514 = sext i32 %509 to i64
  %515 = icmp slt i64 %513, %514
  br i1 %515, label %434, label %516, !llvm.loop !41

516:                                              ; preds = %508
  %517 = icmp sgt i32 %512, 0
  br i1 %517, label %518, label %542

518:                                              ; preds = %516
  %519 = add nsw i32 %512, -1
  %520 = sext i32 %511 to i64
  br label %521

521:                                              ; preds = %537, %518
  %522 = phi i64 [ %535, %537 ], [ %520, %518 ]
  %523 = phi i32 [ %539, %537 ], [ %519, %518 ]
  %524 = and i32 %523, 1
  %525 = icmp eq i32 %524, 0
  br i1 %525, label %529, label %526

526:                                              ; preds = %521
  %527 = load i32, ptr %423, align 4, !tbaa !6
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr %423, align 4, !tbaa !6
  br label %532

529:                                              ; preds = %521
  %530 = load i32, ptr %424, align 8, !tbaa !6
  %531 = add nsw i32 %530, 1
  store i32 %531, ptr %424, align 8, !tbaa !6
  br label %532

532:                                              ; preds = %529, %526
  %533 = phi i16 [ 0, %529 ], [ 1, %526 ]
  %534 = getelementptr inbounds i16, ptr %354, i64 %522
  store i16 %533, ptr %534, align 2
  %535 = add nsw i64 %522, 1
  %536 = icmp slt i32 %523, 2
  br i1 %536, label %540, label %537

537:                                              ; preds = %532
  %538 = add nsw i32 %523, -2
  %539 = lshr i32 %538, 1
  br label %521

540:                                              ; preds = %532
  %541 = trunc nsw i64 %535 to i32
  br label %542

542:                                              ; preds = %419, %516, %540
  %543 = phi i32 [ %511, %516 ], [ %541, %540 ], [ 0, %419 ]
  %544 = add nsw i32 %369, 1
  %545 = trunc i32 %544 to i16
  %546 = sext i32 %543 to i64
  %547 = getelementptr inbounds i16, ptr %354, i64 %546
  store i16 %545, ptr %547, align 2, !tbaa !39
  %548 = add nsw i32 %543, 1
  %549 = getelementptr inbounds i8, ptr %0, i64 672
  %550 = sext i32 %544 to i64
  %551 = getelementptr inbounds [258 x i32], ptr %549, i64 0, i64 %550
  %552 = load i32, ptr %551, align 4, !tbaa !6
  %553 = add nsw i32 %552, 1
  store i32 %553, ptr %551, align 4, !tbaa !6
  %554 = getelementptr inbounds i8, ptr %0, i64 668
  store i32 %548, ptr %554, align 4, !tbaa !42
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  %555 = load ptr, ptr %353, align 8, !tbaa !30
  %556 = getelementptr inbounds i8, ptr %0, i64 656
  %557 = load i32, ptr %556, align 8, !tbaa !17
  %558 = icmp sgt i32 %557, 2
  br i1 %558, label %559, label %564

559:                                              ; preds = %542
  %560 = load ptr, ptr @stderr, align 8, !tbaa !18
  %561 = load i32, ptr %8, align 4, !tbaa !10
  %562 = load i32, ptr %355, align 4, !tbaa !31
  %563 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %560, ptr noundef nonnull @.str.2, i32 noundef %561, i32 noundef %548, i32 noundef %562) #9
  br label %564

564:                                              ; preds = %559, %542
  %565 = load i32, ptr %355, align 4, !tbaa !31
  %566 = add i32 %565, 2
  %567 = icmp sgt i32 %565, -2
  %568 = call i32 @llvm.smax.i32(i32 %566, i32 1)
  %569 = zext nneg i32 %568 to i64
  %570 = getelementptr i8, ptr %0, i64 37708
  br i1 %567, label %571, label %577

571:                                              ; preds = %564
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %570, i8 15, i64 %569, i1 false), !tbaa !21
  %572 = getelementptr i8, ptr %0, i64 37966
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %572, i8 15, i64 %569, i1 false), !tbaa !21
  %573 = getelementptr i8, ptr %0, i64 38224
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %573, i8 15, i64 %569, i1 false), !tbaa !21
  %574 = getelementptr i8, ptr %0, i64 38482
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %574, i8 15, i64 %569, i1 false), !tbaa !21
  %575 = getelementptr i8, ptr %0, i64 38740
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %575, i8 15, i64 %569, i1 false), !tbaa !21
  %576 = getelementptr i8, ptr %0, i64 38998
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %576, i8 15, i64 %569, i1 false), !tbaa !21
  br label %577

577:                                              ; preds = %564, %571
  %578 = load i32, ptr %554, align 4, !tbaa !42
  %579 = icmp sgt i32 %578, 0
  br i1 %579, label %582, label %580

580:                                              ; preds = %577
  call void @BZ2_bz__AssertH__fail(i32 noundef 3001) #10
  %581 = load i32, ptr %554, align 4, !tbaa !42
  br label %582

582:                                              ; preds = %580, %577
  %583 = phi i32 [ %581, %580 ], [ %578, %577 ]
  %584 = icmp slt i32 %583, 200
  br i1 %584, label %592, label %585

585:                                              ; preds = %582
  %586 = icmp ult i32 %583, 600
  br i1 %586, label %592, label %587

587:                                              ; preds = %585
  %588 = icmp ult i32 %583, 1200
  br i1 %588, label %592, label %589

589:                                              ; preds = %587
  %590 = icmp ugt i32 %583, 2399
  %591 = select i1 %590, i32 6, i32 5
  br label %592

592:                                              ; preds = %589, %587, %585, %582
  %593 = phi i1 [ false, %582 ], [ false, %585 ], [ false, %587 ], [ %590, %589 ]
  %594 = phi i32 [ 2, %582 ], [ 3, %585 ], [ 4, %587 ], [ %591, %589 ]
  %595 = sext i32 %565 to i64
  %596 = zext nneg i32 %594 to i64
  %597 = icmp slt i32 %566, 8
  %598 = icmp slt i32 %566, 16
  %599 = and i64 %569, 2147483632
  %600 = icmp eq i64 %599, %569
  %601 = and i64 %569, 8
  %602 = icmp eq i64 %601, 0
  %603 = and i64 %569, 2147483640
  %604 = icmp eq i64 %603, %569
  br label %670

605:                                              ; preds = %781
  %606 = getelementptr inbounds i8, ptr %0, i64 51640
  %607 = getelementptr inbounds i8, ptr %0, i64 1704
  %608 = getelementptr i8, ptr %0, i64 45448
  %609 = shl nuw nsw i64 %596, 2
  %610 = shl nuw nsw i64 %569, 2
  %611 = shl nuw nsw i64 %596, 1
  %612 = and i1 %567, %593
  %613 = getelementptr i8, ptr %0, i64 38740
  %614 = getelementptr i8, ptr %0, i64 38998
  %615 = getelementptr i8, ptr %0, i64 38224
  %616 = getelementptr i8, ptr %0, i64 38482
  %617 = getelementptr i8, ptr %0, i64 37966
  %618 = getelementptr inbounds i8, ptr %3, i64 2
  %619 = icmp eq i32 %594, 2
  %620 = getelementptr inbounds i8, ptr %3, i64 4
  %621 = icmp eq i32 %594, 3
  %622 = getelementptr inbounds i8, ptr %3, i64 6
  %623 = icmp eq i32 %594, 4
  %624 = getelementptr inbounds i8, ptr %3, i64 8
  %625 = icmp eq i32 %594, 5
  %626 = getelementptr inbounds i8, ptr %3, i64 10
  %627 = getelementptr inbounds i8, ptr %3, i64 2
  %628 = getelementptr inbounds i8, ptr %3, i64 4
  %629 = getelementptr inbounds i8, ptr %3, i64 6
  %630 = getelementptr inbounds i8, ptr %3, i64 8
  %631 = getelementptr inbounds i8, ptr %3, i64 10
  %632 = getelementptr inbounds i8, ptr %3, i64 2
  %633 = icmp eq i32 %594, 2
  %634 = getelementptr inbounds i8, ptr %3, i64 4
  %635 = icmp eq i32 %594, 3
  %636 = getelementptr inbounds i8, ptr %3, i64 6
  %637 = icmp eq i32 %594, 4
  %638 = getelementptr inbounds i8, ptr %3, i64 8
  %639 = icmp eq i32 %594, 5
  %640 = getelementptr inbounds i8, ptr %3, i64 10
  %641 = icmp eq i32 %594, 6
  %642 = getelementptr inbounds i8, ptr %4, i64 4
  %643 = icmp eq i32 %594, 2
  %644 = getelementptr inbounds i8, ptr %4, i64 8
  %645 = icmp eq i32 %594, 3
  %646 = getelementptr inbounds i8, ptr %4, i64 12
  %647 = icmp eq i32 %594, 4
  %648 = getelementptr inbounds i8, ptr %4, i64 16
  %649 = icmp eq i32 %594, 5
  %650 = getelementptr inbounds i8, ptr %4, i64 20
  %651 = icmp eq i32 %594, 6
  %652 = getelementptr inbounds i8, ptr %4, i64 24
  %653 = getelementptr i8, ptr %0, i64 37966
  %654 = getelementptr i8, ptr %0, i64 46480
  %655 = icmp eq i32 %594, 2
  %656 = getelementptr i8, ptr %0, i64 38224
  %657 = getelementptr i8, ptr %0, i64 47512
  %658 = icmp eq i32 %594, 3
  %659 = getelementptr i8, ptr %0, i64 38482
  %660 = getelementptr i8, ptr %0, i64 48544
  %661 = icmp eq i32 %594, 4
  %662 = getelementptr i8, ptr %0, i64 38740
  %663 = getelementptr i8, ptr %0, i64 49576
  %664 = icmp eq i32 %594, 5
  %665 = getelementptr i8, ptr %0, i64 38998
  %666 = getelementptr i8, ptr %0, i64 50608
  %667 = icmp eq i32 %594, 6
  %668 = getelementptr i8, ptr %0, i64 39256
  %669 = getelementptr i8, ptr %0, i64 51640
  br label %785

670:                                              ; preds = %781, %592
  %671 = phi i64 [ %596, %592 ], [ %726, %781 ]
  %672 = phi i32 [ 0, %592 ], [ %782, %781 ]
  %673 = phi i32 [ %583, %592 ], [ %783, %781 ]
  %674 = trunc nuw nsw i64 %671 to i32
  %675 = sdiv i32 %673, %674
  %676 = add nsw i32 %672, -1
  %677 = icmp sgt i32 %675, 0
  %678 = icmp sle i32 %676, %565
  %679 = select i1 %677, i1 %678, i1 false
  br i1 %679, label %680, label %710

680:                                              ; preds = %670
  %681 = sext i32 %676 to i64
  br label %682

682:                                              ; preds = %682, %680
  %683 = phi i64 [ %681, %680 ], [ %685, %682 ]
  %684 = phi i32 [ 0, %680 ], [ %688, %682 ]
  %685 = add nsw i64 %683, 1
  %686 = getelementptr inbounds [258 x i32], ptr %549, i64 0, i64 %685
  %687 = load i32, ptr %686, align 4, !tbaa !6
  %688 = add nsw i32 %687, %684
  %689 = icmp slt i32 %688, %675
  %690 = icmp slt i64 %683, %595
  %691 = and i1 %690, %689
  br i1 %691, label %682, label %692, !llvm.loop !43

692:                                              ; preds = %682
  %693 = trunc nsw i64 %685 to i32
  %694 = icmp slt i32 %672, %693
  br i1 %694, label %695, label %710

695:                                              ; preds = %692
  %696 = icmp ne i64 %671, %596
  %697 = icmp ne i64 %671, 1
  %698 = and i1 %696, %697
  br i1 %698, label %699, label %710

699:                                              ; preds = %695
  %700 = sub i32 %594, %674
  %701 = and i32 %700, -2147483647
  %702 = icmp eq i32 %701, 1
  br i1 %702, label %703, label %710

703:                                              ; preds = %699
  %704 = shl i64 %685, 32
  %705 = ashr exact i64 %704, 32
  %706 = getelementptr inbounds [258 x i32], ptr %549, i64 0, i64 %705
  %707 = load i32, ptr %706, align 4, !tbaa !6
  %708 = sub nsw i32 %688, %707
  %709 = add nsw i32 %693, -1
  br label %710

710:                                              ; preds = %670, %703, %699, %695, %692
  %711 = phi i32 [ %708, %703 ], [ %688, %699 ], [ %688, %695 ], [ %688, %692 ], [ 0, %670 ]
  %712 = phi i32 [ %709, %703 ], [ %693, %699 ], [ %693, %695 ], [ %693, %692 ], [ %676, %670 ]
  %713 = load i32, ptr %556, align 8, !tbaa !17
  %714 = icmp sgt i32 %713, 2
  br i1 %714, label %715, label %725

715:                                              ; preds = %710
  %716 = load ptr, ptr @stderr, align 8, !tbaa !18
  %717 = sitofp i32 %711 to float
  %718 = fpext float %717 to double
  %719 = fmul double %718, 1.000000e+02
  %720 = load i32, ptr %554, align 4, !tbaa !42
  %721 = sitofp i32 %720 to float
  %722 = fpext float %721 to double
  %723 = fdiv double %719, %722
  %724 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %716, ptr noundef nonnull @.str.3, i32 noundef %674, i32 noundef %672, i32 noundef %712, i32 noundef %711, double noundef %723) #9
  br label %725

725:                                              ; preds = %715, %710
  %726 = add nsw i64 %671, -1
  br i1 %567, label %727, label %781

727:                                              ; preds = %725
  %728 = sext i32 %712 to i64
  %729 = sext i32 %672 to i64
  br i1 %597, label %770, label %730

730:                                              ; preds = %727
  br i1 %598, label %749, label %731

731:                                              ; preds = %730
  %732 = insertelement <16 x i64> poison, i64 %729, i64 0
  %733 = shufflevector <16 x i64> %732, <16 x i64> poison, <16 x i32> zeroinitializer
  %734 = insertelement <16 x i64> poison, i64 %728, i64 0
  %735 = shufflevector <16 x i64> %734, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %736

736:                                              ; preds = %736, %731
  %737 = phi i64 [ 0, %731 ], [ %744, %736 ]
  %738 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %731 ], [ %745, %736 ]
  %739 = icmp slt <16 x i64> %738, %733
  %740 = icmp sgt <16 x i64> %738, %735
  %741 = select <16 x i1> %739, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x i1> %740
  %742 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %726, i64 %737
  %743 = select <16 x i1> %741, <16 x i8> <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, <16 x i8> zeroinitializer
  store <16 x i8> %743, ptr %742, align 1, !tbaa !21
  %744 = add nuw i64 %737, 16
  %745 = add <16 x i64> %738, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %746 = icmp eq i64 %744, %599
  br i1 %746, label %747, label %736, !llvm.loop !44

747:                                              ; preds = %736
  br i1 %600, label %781, label %748

748:                                              ; preds = %747
  br i1 %602, label %770, label %749

749:                                              ; preds = %730, %748
  %750 = phi i64 [ %599, %748 ], [ 0, %730 ]
  %751 = insertelement <8 x i64> poison, i64 %750, i64 0
  %752 = shufflevector <8 x i64> %751, <8 x i64> poison, <8 x i32> zeroinitializer
  %753 = or disjoint <8 x i64> %752, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %754 = insertelement <8 x i64> poison, i64 %729, i64 0
  %755 = shufflevector <8 x i64> %754, <8 x i64> poison, <8 x i32> zeroinitializer
  %756 = insertelement <8 x i64> poison, i64 %728, i64 0
  %757 = shufflevector <8 x i64> %756, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %758

758:                                              ; preds = %758, %749
  %759 = phi i64 [ %750, %749 ], [ %766, %758 ]
  %760 = phi <8 x i64> [ %753, %749 ], [ %767, %758 ]
  %761 = icmp slt <8 x i64> %760, %755
  %762 = icmp sgt <8 x i64> %760, %757
  %763 = select <8 x i1> %761, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %762
  %764 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %726, i64 %759
  %765 = select <8 x i1> %763, <8 x i8> <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, <8 x i8> zeroinitializer
  store <8 x i8> %765, ptr %764, align 1, !tbaa !21
  %766 = add nuw i64 %759, 8
  %767 = add <8 x i64> %760, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %768 = icmp eq i64 %766, %603
  br i1 %768, label %769, label %758, !llvm.loop !45

769:                                              ; preds = %758
  br i1 %604, label %781, label %770

770:                                              ; preds = %769, %727, %748
  %771 = phi i64 [ 0, %727 ], [ %599, %748 ], [ %603, %769 ]
  br label %772

772:                                              ; preds = %770, %772
  %773 = phi i64 [ %779, %772 ], [ %771, %770 ]
  %774 = icmp slt i64 %773, %729
  %775 = icmp sgt i64 %773, %728
  %776 = select i1 %774, i1 true, i1 %775
  %777 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %726, i64 %773
  %778 = select i1 %776, i8 15, i8 0
  store i8 %778, ptr %777, align 1, !tbaa !21
  %779 = add nuw nsw i64 %773, 1
  %780 = icmp eq i64 %779, %569
  br i1 %780, label %781, label %772, !llvm.loop !46

781:                                              ; preds = %772, %747, %769, %725
  %782 = add nsw i32 %712, 1
  %783 = sub nsw i32 %673, %711
  %784 = icmp sgt i64 %671, 1
  br i1 %784, label %670, label %605, !llvm.loop !47

785:                                              ; preds = %1927, %605
  %786 = phi i32 [ 0, %605 ], [ %1928, %1927 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %4, i8 0, i64 %609, i1 false), !tbaa !6
  br label %787

787:                                              ; preds = %794, %785
  %788 = phi i64 [ 0, %785 ], [ %795, %794 ]
  br i1 %567, label %789, label %796

789:                                              ; preds = %787
  %790 = mul nuw nsw i64 %788, 1032
  %791 = getelementptr i8, ptr %608, i64 %790
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %791, i8 0, i64 %610, i1 false), !tbaa !6
  %792 = add nuw nsw i64 %788, 1
  %793 = icmp eq i64 %792, %596
  br i1 %793, label %799, label %794

794:                                              ; preds = %789, %796
  %795 = phi i64 [ %792, %789 ], [ %797, %796 ]
  br label %787, !llvm.loop !48

796:                                              ; preds = %787
  %797 = add nuw nsw i64 %788, 1
  %798 = icmp eq i64 %797, %596
  br i1 %798, label %831, label %794

799:                                              ; preds = %789
  br i1 %612, label %800, label %831

800:                                              ; preds = %799, %800
  %801 = phi i64 [ %829, %800 ], [ 0, %799 ]
  %802 = getelementptr inbounds [258 x i8], ptr %617, i64 0, i64 %801
  %803 = load i8, ptr %802, align 1, !tbaa !21
  %804 = zext i8 %803 to i32
  %805 = shl nuw nsw i32 %804, 16
  %806 = getelementptr inbounds [258 x i8], ptr %570, i64 0, i64 %801
  %807 = load i8, ptr %806, align 1, !tbaa !21
  %808 = zext i8 %807 to i32
  %809 = or disjoint i32 %805, %808
  %810 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %801
  store i32 %809, ptr %810, align 8, !tbaa !6
  %811 = getelementptr inbounds [258 x i8], ptr %616, i64 0, i64 %801
  %812 = load i8, ptr %811, align 1, !tbaa !21
  %813 = zext i8 %812 to i32
  %814 = shl nuw nsw i32 %813, 16
  %815 = getelementptr inbounds [258 x i8], ptr %615, i64 0, i64 %801
  %816 = load i8, ptr %815, align 1, !tbaa !21
  %817 = zext i8 %816 to i32
  %818 = or disjoint i32 %814, %817
  %819 = getelementptr inbounds i8, ptr %810, i64 4
  store i32 %818, ptr %819, align 4, !tbaa !6
  %820 = getelementptr inbounds [258 x i8], ptr %614, i64 0, i64 %801
  %821 = load i8, ptr %820, align 1, !tbaa !21
  %822 = zext i8 %821 to i32
  %823 = shl nuw nsw i32 %822, 16
  %824 = getelementptr inbounds [258 x i8], ptr %613, i64 0, i64 %801
  %825 = load i8, ptr %824, align 1, !tbaa !21
  %826 = zext i8 %825 to i32
  %827 = or disjoint i32 %823, %826
  %828 = getelementptr inbounds i8, ptr %810, i64 8
  store i32 %827, ptr %828, align 8, !tbaa !6
  %829 = add nuw nsw i64 %801, 1
  %830 = icmp eq i64 %829, %569
  br i1 %830, label %831, label %800, !llvm.loop !49

831:                                              ; preds = %796, %800, %799
  %832 = load i32, ptr %554, align 4, !tbaa !42
  %833 = icmp sgt i32 %832, 0
  br i1 %833, label %834, label %1882

834:                                              ; preds = %831, %1876
  %835 = phi i64 [ %1557, %1876 ], [ 0, %831 ]
  %836 = phi i32 [ %1878, %1876 ], [ %832, %831 ]
  %837 = phi i32 [ %1877, %1876 ], [ 0, %831 ]
  %838 = phi i32 [ %1550, %1876 ], [ 0, %831 ]
  %839 = add nsw i32 %837, 49
  %840 = add nsw i32 %836, -1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %3, i8 0, i64 %611, i1 false), !tbaa !39
  %841 = icmp slt i32 %839, %836
  %842 = select i1 %841, i32 %839, i32 %840
  %843 = sub nsw i32 %842, %837
  %844 = icmp eq i32 %843, 49
  %845 = select i1 %593, i1 %844, i1 false
  br i1 %845, label %857, label %846

846:                                              ; preds = %834
  %847 = icmp sgt i32 %837, %842
  br i1 %847, label %1513, label %848

848:                                              ; preds = %846
  %849 = sext i32 %837 to i64
  %850 = add i32 %842, 1
  %851 = load i16, ptr %3, align 4, !tbaa !39
  %852 = load i16, ptr %618, align 2, !tbaa !39
  %853 = load i16, ptr %620, align 4, !tbaa !39
  %854 = load i16, ptr %622, align 2, !tbaa !39
  %855 = load i16, ptr %624, align 4, !tbaa !39
  %856 = load i16, ptr %626, align 2, !tbaa !39
  br label %1465

857:                                              ; preds = %834
  %858 = sext i32 %837 to i64
  %859 = getelementptr inbounds i16, ptr %555, i64 %858
  %860 = load i16, ptr %859, align 2, !tbaa !39
  %861 = zext i16 %860 to i64
  %862 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %861
  %863 = load i32, ptr %862, align 8, !tbaa !6
  %864 = getelementptr inbounds i8, ptr %862, i64 4
  %865 = load i32, ptr %864, align 4, !tbaa !6
  %866 = getelementptr inbounds i8, ptr %862, i64 8
  %867 = load i32, ptr %866, align 8, !tbaa !6
  %868 = getelementptr i8, ptr %859, i64 2
  %869 = load i16, ptr %868, align 2, !tbaa !39
  %870 = zext i16 %869 to i64
  %871 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %870
  %872 = load i32, ptr %871, align 8, !tbaa !6
  %873 = add i32 %872, %863
  %874 = getelementptr inbounds i8, ptr %871, i64 4
  %875 = load i32, ptr %874, align 4, !tbaa !6
  %876 = add i32 %875, %865
  %877 = getelementptr inbounds i8, ptr %871, i64 8
  %878 = load i32, ptr %877, align 8, !tbaa !6
  %879 = add i32 %878, %867
  %880 = getelementptr i8, ptr %859, i64 4
  %881 = load i16, ptr %880, align 2, !tbaa !39
  %882 = zext i16 %881 to i64
  %883 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %882
  %884 = load i32, ptr %883, align 8, !tbaa !6
  %885 = add i32 %873, %884
  %886 = getelementptr inbounds i8, ptr %883, i64 4
  %887 = load i32, ptr %886, align 4, !tbaa !6
  %888 = add i32 %876, %887
  %889 = getelementptr inbounds i8, ptr %883, i64 8
  %890 = load i32, ptr %889, align 8, !tbaa !6
  %891 = add i32 %879, %890
  %892 = getelementptr i8, ptr %859, i64 6
  %893 = load i16, ptr %892, align 2, !tbaa !39
  %894 = zext i16 %893 to i64
  %895 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %894
  %896 = load i32, ptr %895, align 8, !tbaa !6
  %897 = add i32 %885, %896
  %898 = getelementptr inbounds i8, ptr %895, i64 4
  %899 = load i32, ptr %898, align 4, !tbaa !6
  %900 = add i32 %888, %899
  %901 = getelementptr inbounds i8, ptr %895, i64 8
  %902 = load i32, ptr %901, align 8, !tbaa !6
  %903 = add i32 %891, %902
  %904 = getelementptr i8, ptr %859, i64 8
  %905 = load i16, ptr %904, align 2, !tbaa !39
  %906 = zext i16 %905 to i64
  %907 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %906
  %908 = load i32, ptr %907, align 8, !tbaa !6
  %909 = add i32 %897, %908
  %910 = getelementptr inbounds i8, ptr %907, i64 4
  %911 = load i32, ptr %910, align 4, !tbaa !6
  %912 = add i32 %900, %911
  %913 = getelementptr inbounds i8, ptr %907, i64 8
  %914 = load i32, ptr %913, align 8, !tbaa !6
  %915 = add i32 %903, %914
  %916 = getelementptr i8, ptr %859, i64 10
  %917 = load i16, ptr %916, align 2, !tbaa !39
  %918 = zext i16 %917 to i64
  %919 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %918
  %920 = load i32, ptr %919, align 8, !tbaa !6
  %921 = add i32 %909, %920
  %922 = getelementptr inbounds i8, ptr %919, i64 4
  %923 = load i32, ptr %922, align 4, !tbaa !6
  %924 = add i32 %912, %923
  %925 = getelementptr inbounds i8, ptr %919, i64 8
  %926 = load i32, ptr %925, align 8, !tbaa !6
  %927 = add i32 %915, %926
  %928 = getelementptr i8, ptr %859, i64 12
  %929 = load i16, ptr %928, align 2, !tbaa !39
  %930 = zext i16 %929 to i64
  %931 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %930
  %932 = load i32, ptr %931, align 8, !tbaa !6
  %933 = add i32 %921, %932
  %934 = getelementptr inbounds i8, ptr %931, i64 4
  %935 = load i32, ptr %934, align 4, !tbaa !6
  %936 = add i32 %924, %935
  %937 = getelementptr inbounds i8, ptr %931, i64 8
  %938 = load i32, ptr %937, align 8, !tbaa !6
  %939 = add i32 %927, %938
  %940 = getelementptr i8, ptr %859, i64 14
  %941 = load i16, ptr %940, align 2, !tbaa !39
  %942 = zext i16 %941 to i64
  %943 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %942
  %944 = load i32, ptr %943, align 8, !tbaa !6
  %945 = add i32 %933, %944
  %946 = getelementptr inbounds i8, ptr %943, i64 4
  %947 = load i32, ptr %946, align 4, !tbaa !6
  %948 = add i32 %936, %947
  %949 = getelementptr inbounds i8, ptr %943, i64 8
  %950 = load i32, ptr %949, align 8, !tbaa !6
  %951 = add i32 %939, %950
  %952 = getelementptr i8, ptr %859, i64 16
  %953 = load i16, ptr %952, align 2, !tbaa !39
  %954 = zext i16 %953 to i64
  %955 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %954
  %956 = load i32, ptr %955, align 8, !tbaa !6
  %957 = add i32 %945, %956
  %958 = getelementptr inbounds i8, ptr %955, i64 4
  %959 = load i32, ptr %958, align 4, !tbaa !6
  %960 = add i32 %948, %959
  %961 = getelementptr inbounds i8, ptr %955, i64 8
  %962 = load i32, ptr %961, align 8, !tbaa !6
  %963 = add i32 %951, %962
  %964 = getelementptr i8, ptr %859, i64 18
  %965 = load i16, ptr %964, align 2, !tbaa !39
  %966 = zext i16 %965 to i64
  %967 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %966
  %968 = load i32, ptr %967, align 8, !tbaa !6
  %969 = add i32 %957, %968
  %970 = getelementptr inbounds i8, ptr %967, i64 4
  %971 = load i32, ptr %970, align 4, !tbaa !6
  %972 = add i32 %960, %971
  %973 = getelementptr inbounds i8, ptr %967, i64 8
  %974 = load i32, ptr %973, align 8, !tbaa !6
  %975 = add i32 %963, %974
  %976 = getelementptr i8, ptr %859, i64 20
  %977 = load i16, ptr %976, align 2, !tbaa !39
  %978 = zext i16 %977 to i64
  %979 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %978
  %980 = load i32, ptr %979, align 8, !tbaa !6
  %981 = add i32 %969, %980
  %982 = getelementptr inbounds i8, ptr %979, i64 4
  %983 = load i32, ptr %982, align 4, !tbaa !6
  %984 = add i32 %972, %983
  %985 = getelementptr inbounds i8, ptr %979, i64 8
  %986 = load i32, ptr %985, align 8, !tbaa !6
  %987 = add i32 %975, %986
  %988 = getelementptr i8, ptr %859, i64 22
  %989 = load i16, ptr %988, align 2, !tbaa !39
  %990 = zext i16 %989 to i64
  %991 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %990
  %992 = load i32, ptr %991, align 8, !tbaa !6
  %993 = add i32 %981, %992
  %994 = getelementptr inbounds i8, ptr %991, i64 4
  %995 = load i32, ptr %994, align 4, !tbaa !6
  %996 = add i32 %984, %995
  %997 = getelementptr inbounds i8, ptr %991, i64 8
  %998 = load i32, ptr %997, align 8, !tbaa !6
  %999 = add i32 %987, %998
  %1000 = getelementptr i8, ptr %859, i64 24
  %1001 = load i16, ptr %1000, align 2, !tbaa !39
  %1002 = zext i16 %1001 to i64
  %1003 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1002
  %1004 = load i32, ptr %1003, align 8, !tbaa !6
  %1005 = add i32 %993, %1004
  %1006 = getelementptr inbounds i8, ptr %1003, i64 4
  %1007 = load i32, ptr %1006, align 4, !tbaa !6
  %1008 = add i32 %996, %1007
  %1009 = getelementptr inbounds i8, ptr %1003, i64 8
  %1010 = load i32, ptr %1009, align 8, !tbaa !6
  %1011 = add i32 %999, %1010
  %1012 = getelementptr i8, ptr %859, i64 26
  %1013 = load i16, ptr %1012, align 2, !tbaa !39
  %1014 = zext i16 %1013 to i64
  %1015 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1014
  %1016 = load i32, ptr %1015, align 8, !tbaa !6
  %1017 = add i32 %1005, %1016
  %1018 = getelementptr inbounds i8, ptr %1015, i64 4
  %1019 = load i32, ptr %1018, align 4, !tbaa !6
  %1020 = add i32 %1008, %1019
  %1021 = getelementptr inbounds i8, ptr %1015, i64 8
  %1022 = load i32, ptr %1021, align 8, !tbaa !6
  %1023 = add i32 %1011, %1022
  %1024 = getelementptr i8, ptr %859, i64 28
  %1025 = load i16, ptr %1024, align 2, !tbaa !39
  %1026 = zext i16 %1025 to i64
  %1027 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1026
  %1028 = load i32, ptr %1027, align 8, !tbaa !6
  %1029 = add i32 %1017, %1028
  %1030 = getelementptr inbounds i8, ptr %1027, i64 4
  %1031 = load i32, ptr %1030, align 4, !tbaa !6
  %1032 = add i32 %1020, %1031
  %1033 = getelementptr inbounds i8, ptr %1027, i64 8
  %1034 = load i32, ptr %1033, align 8, !tbaa !6
  %1035 = add i32 %1023, %1034
  %1036 = getelementptr i8, ptr %859, i64 30
  %1037 = load i16, ptr %1036, align 2, !tbaa !39
  %1038 = zext i16 %1037 to i64
  %1039 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1038
  %1040 = load i32, ptr %1039, align 8, !tbaa !6
  %1041 = add i32 %1029, %1040
  %1042 = getelementptr inbounds i8, ptr %1039, i64 4
  %1043 = load i32, ptr %1042, align 4, !tbaa !6
  %1044 = add i32 %1032, %1043
  %1045 = getelementptr inbounds i8, ptr %1039, i64 8
  %1046 = load i32, ptr %1045, align 8, !tbaa !6
  %1047 = add i32 %1035, %1046
  %1048 = getelementptr i8, ptr %859, i64 32
  %1049 = load i16, ptr %1048, align 2, !tbaa !39
  %1050 = zext i16 %1049 to i64
  %1051 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1050
  %1052 = load i32, ptr %1051, align 8, !tbaa !6
  %1053 = add i32 %1041, %1052
  %1054 = getelementptr inbounds i8, ptr %1051, i64 4
  %1055 = load i32, ptr %1054, align 4, !tbaa !6
  %1056 = add i32 %1044, %1055
  %1057 = getelementptr inbounds i8, ptr %1051, i64 8
  %1058 = load i32, ptr %1057, align 8, !tbaa !6
  %1059 = add i32 %1047, %1058
  %1060 = getelementptr i8, ptr %859, i64 34
  %1061 = load i16, ptr %1060, align 2, !tbaa !39
  %1062 = zext i16 %1061 to i64
  %1063 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1062
  %1064 = load i32, ptr %1063, align 8, !tbaa !6
  %1065 = add i32 %1053, %1064
  %1066 = getelementptr inbounds i8, ptr %1063, i64 4
  %1067 = load i32, ptr %1066, align 4, !tbaa !6
  %1068 = add i32 %1056, %1067
  %1069 = getelementptr inbounds i8, ptr %1063, i64 8
  %1070 = load i32, ptr %1069, align 8, !tbaa !6
  %1071 = add i32 %1059, %1070
  %1072 = getelementptr i8, ptr %859, i64 36
  %1073 = load i16, ptr %1072, align 2, !tbaa !39
  %1074 = zext i16 %1073 to i64
  %1075 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1074
  %1076 = load i32, ptr %1075, align 8, !tbaa !6
  %1077 = add i32 %1065, %1076
  %1078 = getelementptr inbounds i8, ptr %1075, i64 4
  %1079 = load i32, ptr %1078, align 4, !tbaa !6
  %1080 = add i32 %1068, %1079
  %1081 = getelementptr inbounds i8, ptr %1075, i64 8
  %1082 = load i32, ptr %1081, align 8, !tbaa !6
  %1083 = add i32 %1071, %1082
  %1084 = getelementptr i8, ptr %859, i64 38
  %1085 = load i16, ptr %1084, align 2, !tbaa !39
  %1086 = zext i16 %1085 to i64
  %1087 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1086
  %1088 = load i32, ptr %1087, align 8, !tbaa !6
  %1089 = add i32 %1077, %1088
  %1090 = getelementptr inbounds i8, ptr %1087, i64 4
  %1091 = load i32, ptr %1090, align 4, !tbaa !6
  %1092 = add i32 %1080, %1091
  %1093 = getelementptr inbounds i8, ptr %1087, i64 8
  %1094 = load i32, ptr %1093, align 8, !tbaa !6
  %1095 = add i32 %1083, %1094
  %1096 = getelementptr i8, ptr %859, i64 40
  %1097 = load i16, ptr %1096, align 2, !tbaa !39
  %1098 = zext i16 %1097 to i64
  %1099 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1098
  %1100 = load i32, ptr %1099, align 8, !tbaa !6
  %1101 = add i32 %1089, %1100
  %1102 = getelementptr inbounds i8, ptr %1099, i64 4
  %1103 = load i32, ptr %1102, align 4, !tbaa !6
  %1104 = add i32 %1092, %1103
  %1105 = getelementptr inbounds i8, ptr %1099, i64 8
  %1106 = load i32, ptr %1105, align 8, !tbaa !6
  %1107 = add i32 %1095, %1106
  %1108 = getelementptr i8, ptr %859, i64 42
  %1109 = load i16, ptr %1108, align 2, !tbaa !39
  %1110 = zext i16 %1109 to i64
  %1111 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1110
  %1112 = load i32, ptr %1111, align 8, !tbaa !6
  %1113 = add i32 %1101, %1112
  %1114 = getelementptr inbounds i8, ptr %1111, i64 4
  %1115 = load i32, ptr %1114, align 4, !tbaa !6
  %1116 = add i32 %1104, %1115
  %1117 = getelementptr inbounds i8, ptr %1111, i64 8
  %1118 = load i32, ptr %1117, align 8, !tbaa !6
  %1119 = add i32 %1107, %1118
  %1120 = getelementptr i8, ptr %859, i64 44
  %1121 = load i16, ptr %1120, align 2, !tbaa !39
  %1122 = zext i16 %1121 to i64
  %1123 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1122
  %1124 = load i32, ptr %1123, align 8, !tbaa !6
  %1125 = add i32 %1113, %1124
  %1126 = getelementptr inbounds i8, ptr %1123, i64 4
  %1127 = load i32, ptr %1126, align 4, !tbaa !6
  %1128 = add i32 %1116, %1127
  %1129 = getelementptr inbounds i8, ptr %1123, i64 8
  %1130 = load i32, ptr %1129, align 8, !tbaa !6
  %1131 = add i32 %1119, %1130
  %1132 = getelementptr i8, ptr %859, i64 46
  %1133 = load i16, ptr %1132, align 2, !tbaa !39
  %1134 = zext i16 %1133 to i64
  %1135 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1134
  %1136 = load i32, ptr %1135, align 8, !tbaa !6
  %1137 = add i32 %1125, %1136
  %1138 = getelementptr inbounds i8, ptr %1135, i64 4
  %1139 = load i32, ptr %1138, align 4, !tbaa !6
  %1140 = add i32 %1128, %1139
  %1141 = getelementptr inbounds i8, ptr %1135, i64 8
  %1142 = load i32, ptr %1141, align 8, !tbaa !6
  %1143 = add i32 %1131, %1142
  %1144 = getelementptr i8, ptr %859, i64 48
  %1145 = load i16, ptr %1144, align 2, !tbaa !39
  %1146 = zext i16 %1145 to i64
  %1147 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1146
  %1148 = load i32, ptr %1147, align 8, !tbaa !6
  %1149 = add i32 %1137, %1148
  %1150 = getelementptr inbounds i8, ptr %1147, i64 4
  %1151 = load i32, ptr %1150, align 4, !tbaa !6
  %1152 = add i32 %1140, %1151
  %1153 = getelementptr inbounds i8, ptr %1147, i64 8
  %1154 = load i32, ptr %1153, align 8, !tbaa !6
  %1155 = add i32 %1143, %1154
  %1156 = getelementptr i8, ptr %859, i64 50
  %1157 = load i16, ptr %1156, align 2, !tbaa !39
  %1158 = zext i16 %1157 to i64
  %1159 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1158
  %1160 = load i32, ptr %1159, align 8, !tbaa !6
  %1161 = add i32 %1149, %1160
  %1162 = getelementptr inbounds i8, ptr %1159, i64 4
  %1163 = load i32, ptr %1162, align 4, !tbaa !6
  %1164 = add i32 %1152, %1163
  %1165 = getelementptr inbounds i8, ptr %1159, i64 8
  %1166 = load i32, ptr %1165, align 8, !tbaa !6
  %1167 = add i32 %1155, %1166
  %1168 = getelementptr i8, ptr %859, i64 52
  %1169 = load i16, ptr %1168, align 2, !tbaa !39
  %1170 = zext i16 %1169 to i64
  %1171 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1170
  %1172 = load i32, ptr %1171, align 8, !tbaa !6
  %1173 = add i32 %1161, %1172
  %1174 = getelementptr inbounds i8, ptr %1171, i64 4
  %1175 = load i32, ptr %1174, align 4, !tbaa !6
  %1176 = add i32 %1164, %1175
  %1177 = getelementptr inbounds i8, ptr %1171, i64 8
  %1178 = load i32, ptr %1177, align 8, !tbaa !6
  %1179 = add i32 %1167, %1178
  %1180 = getelementptr i8, ptr %859, i64 54
  %1181 = load i16, ptr %1180, align 2, !tbaa !39
  %1182 = zext i16 %1181 to i64
  %1183 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1182
  %1184 = load i32, ptr %1183, align 8, !tbaa !6
  %1185 = add i32 %1173, %1184
  %1186 = getelementptr inbounds i8, ptr %1183, i64 4
  %1187 = load i32, ptr %1186, align 4, !tbaa !6
  %1188 = add i32 %1176, %1187
  %1189 = getelementptr inbounds i8, ptr %1183, i64 8
  %1190 = load i32, ptr %1189, align 8, !tbaa !6
  %1191 = add i32 %1179, %1190
  %1192 = getelementptr i8, ptr %859, i64 56
  %1193 = load i16, ptr %1192, align 2, !tbaa !39
  %1194 = zext i16 %1193 to i64
  %1195 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1194
  %1196 = load i32, ptr %1195, align 8, !tbaa !6
  %1197 = add i32 %1185, %1196
  %1198 = getelementptr inbounds i8, ptr %1195, i64 4
  %1199 = load i32, ptr %1198, align 4, !tbaa !6
  %1200 = add i32 %1188, %1199
  %1201 = getelementptr inbounds i8, ptr %1195, i64 8
  %1202 = load i32, ptr %1201, align 8, !tbaa !6
  %1203 = add i32 %1191, %1202
  %1204 = getelementptr i8, ptr %859, i64 58
  %1205 = load i16, ptr %1204, align 2, !tbaa !39
  %1206 = zext i16 %1205 to i64
  %1207 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1206
  %1208 = load i32, ptr %1207, align 8, !tbaa !6
  %1209 = add i32 %1197, %1208
  %1210 = getelementptr inbounds i8, ptr %1207, i64 4
  %1211 = load i32, ptr %1210, align 4, !tbaa !6
  %1212 = add i32 %1200, %1211
  %1213 = getelementptr inbounds i8, ptr %1207, i64 8
  %1214 = load i32, ptr %1213, align 8, !tbaa !6
  %1215 = add i32 %1203, %1214
  %1216 = getelementptr i8, ptr %859, i64 60
  %1217 = load i16, ptr %1216, align 2, !tbaa !39
  %1218 = zext i16 %1217 to i64
  %1219 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1218
  %1220 = load i32, ptr %1219, align 8, !tbaa !6
  %1221 = add i32 %1209, %1220
  %1222 = getelementptr inbounds i8, ptr %1219, i64 4
  %1223 = load i32, ptr %1222, align 4, !tbaa !6
  %1224 = add i32 %1212, %1223
  %1225 = getelementptr inbounds i8, ptr %1219, i64 8
  %1226 = load i32, ptr %1225, align 8, !tbaa !6
  %1227 = add i32 %1215, %1226
  %1228 = getelementptr i8, ptr %859, i64 62
  %1229 = load i16, ptr %1228, align 2, !tbaa !39
  %1230 = zext i16 %1229 to i64
  %1231 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1230
  %1232 = load i32, ptr %1231, align 8, !tbaa !6
  %1233 = add i32 %1221, %1232
  %1234 = getelementptr inbounds i8, ptr %1231, i64 4
  %1235 = load i32, ptr %1234, align 4, !tbaa !6
  %1236 = add i32 %1224, %1235
  %1237 = getelementptr inbounds i8, ptr %1231, i64 8
  %1238 = load i32, ptr %1237, align 8, !tbaa !6
  %1239 = add i32 %1227, %1238
  %1240 = getelementptr i8, ptr %859, i64 64
  %1241 = load i16, ptr %1240, align 2, !tbaa !39
  %1242 = zext i16 %1241 to i64
  %1243 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1242
  %1244 = load i32, ptr %1243, align 8, !tbaa !6
  %1245 = add i32 %1233, %1244
  %1246 = getelementptr inbounds i8, ptr %1243, i64 4
  %1247 = load i32, ptr %1246, align 4, !tbaa !6
  %1248 = add i32 %1236, %1247
  %1249 = getelementptr inbounds i8, ptr %1243, i64 8
  %1250 = load i32, ptr %1249, align 8, !tbaa !6
  %1251 = add i32 %1239, %1250
  %1252 = getelementptr i8, ptr %859, i64 66
  %1253 = load i16, ptr %1252, align 2, !tbaa !39
  %1254 = zext i16 %1253 to i64
  %1255 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1254
  %1256 = load i32, ptr %1255, align 8, !tbaa !6
  %1257 = add i32 %1245, %1256
  %1258 = getelementptr inbounds i8, ptr %1255, i64 4
  %1259 = load i32, ptr %1258, align 4, !tbaa !6
  %1260 = add i32 %1248, %1259
  %1261 = getelementptr inbounds i8, ptr %1255, i64 8
  %1262 = load i32, ptr %1261, align 8, !tbaa !6
  %1263 = add i32 %1251, %1262
  %1264 = getelementptr i8, ptr %859, i64 68
  %1265 = load i16, ptr %1264, align 2, !tbaa !39
  %1266 = zext i16 %1265 to i64
  %1267 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1266
  %1268 = load i32, ptr %1267, align 8, !tbaa !6
  %1269 = add i32 %1257, %1268
  %1270 = getelementptr inbounds i8, ptr %1267, i64 4
  %1271 = load i32, ptr %1270, align 4, !tbaa !6
  %1272 = add i32 %1260, %1271
  %1273 = getelementptr inbounds i8, ptr %1267, i64 8
  %1274 = load i32, ptr %1273, align 8, !tbaa !6
  %1275 = add i32 %1263, %1274
  %1276 = getelementptr i8, ptr %859, i64 70
  %1277 = load i16, ptr %1276, align 2, !tbaa !39
  %1278 = zext i16 %1277 to i64
  %1279 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1278
  %1280 = load i32, ptr %1279, align 8, !tbaa !6
  %1281 = add i32 %1269, %1280
  %1282 = getelementptr inbounds i8, ptr %1279, i64 4
  %1283 = load i32, ptr %1282, align 4, !tbaa !6
  %1284 = add i32 %1272, %1283
  %1285 = getelementptr inbounds i8, ptr %1279, i64 8
  %1286 = load i32, ptr %1285, align 8, !tbaa !6
  %1287 = add i32 %1275, %1286
  %1288 = getelementptr i8, ptr %859, i64 72
  %1289 = load i16, ptr %1288, align 2, !tbaa !39
  %1290 = zext i16 %1289 to i64
  %1291 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1290
  %1292 = load i32, ptr %1291, align 8, !tbaa !6
  %1293 = add i32 %1281, %1292
  %1294 = getelementptr inbounds i8, ptr %1291, i64 4
  %1295 = load i32, ptr %1294, align 4, !tbaa !6
  %1296 = add i32 %1284, %1295
  %1297 = getelementptr inbounds i8, ptr %1291, i64 8
  %1298 = load i32, ptr %1297, align 8, !tbaa !6
  %1299 = add i32 %1287, %1298
  %1300 = getelementptr i8, ptr %859, i64 74
  %1301 = load i16, ptr %1300, align 2, !tbaa !39
  %1302 = zext i16 %1301 to i64
  %1303 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1302
  %1304 = load i32, ptr %1303, align 8, !tbaa !6
  %1305 = add i32 %1293, %1304
  %1306 = getelementptr inbounds i8, ptr %1303, i64 4
  %1307 = load i32, ptr %1306, align 4, !tbaa !6
  %1308 = add i32 %1296, %1307
  %1309 = getelementptr inbounds i8, ptr %1303, i64 8
  %1310 = load i32, ptr %1309, align 8, !tbaa !6
  %1311 = add i32 %1299, %1310
  %1312 = getelementptr i8, ptr %859, i64 76
  %1313 = load i16, ptr %1312, align 2, !tbaa !39
  %1314 = zext i16 %1313 to i64
  %1315 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1314
  %1316 = load i32, ptr %1315, align 8, !tbaa !6
  %1317 = add i32 %1305, %1316
  %1318 = getelementptr inbounds i8, ptr %1315, i64 4
  %1319 = load i32, ptr %1318, align 4, !tbaa !6
  %1320 = add i32 %1308, %1319
  %1321 = getelementptr inbounds i8, ptr %1315, i64 8
  %1322 = load i32, ptr %1321, align 8, !tbaa !6
  %1323 = add i32 %1311, %1322
  %1324 = getelementptr i8, ptr %859, i64 78
  %1325 = load i16, ptr %1324, align 2, !tbaa !39
  %1326 = zext i16 %1325 to i64
  %1327 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1326
  %1328 = load i32, ptr %1327, align 8, !tbaa !6
  %1329 = add i32 %1317, %1328
  %1330 = getelementptr inbounds i8, ptr %1327, i64 4
  %1331 = load i32, ptr %1330, align 4, !tbaa !6
  %1332 = add i32 %1320, %1331
  %1333 = getelementptr inbounds i8, ptr %1327, i64 8
  %1334 = load i32, ptr %1333, align 8, !tbaa !6
  %1335 = add i32 %1323, %1334
  %1336 = getelementptr i8, ptr %859, i64 80
  %1337 = load i16, ptr %1336, align 2, !tbaa !39
  %1338 = zext i16 %1337 to i64
  %1339 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1338
  %1340 = load i32, ptr %1339, align 8, !tbaa !6
  %1341 = add i32 %1329, %1340
  %1342 = getelementptr inbounds i8, ptr %1339, i64 4
  %1343 = load i32, ptr %1342, align 4, !tbaa !6
  %1344 = add i32 %1332, %1343
  %1345 = getelementptr inbounds i8, ptr %1339, i64 8
  %1346 = load i32, ptr %1345, align 8, !tbaa !6
  %1347 = add i32 %1335, %1346
  %1348 = getelementptr i8, ptr %859, i64 82
  %1349 = load i16, ptr %1348, align 2, !tbaa !39
  %1350 = zext i16 %1349 to i64
  %1351 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1350
  %1352 = load i32, ptr %1351, align 8, !tbaa !6
  %1353 = add i32 %1341, %1352
  %1354 = getelementptr inbounds i8, ptr %1351, i64 4
  %1355 = load i32, ptr %1354, align 4, !tbaa !6
  %1356 = add i32 %1344, %1355
  %1357 = getelementptr inbounds i8, ptr %1351, i64 8
  %1358 = load i32, ptr %1357, align 8, !tbaa !6
  %1359 = add i32 %1347, %1358
  %1360 = getelementptr i8, ptr %859, i64 84
  %1361 = load i16, ptr %1360, align 2, !tbaa !39
  %1362 = zext i16 %1361 to i64
  %1363 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1362
  %1364 = load i32, ptr %1363, align 8, !tbaa !6
  %1365 = add i32 %1353, %1364
  %1366 = getelementptr inbounds i8, ptr %1363, i64 4
  %1367 = load i32, ptr %1366, align 4, !tbaa !6
  %1368 = add i32 %1356, %1367
  %1369 = getelementptr inbounds i8, ptr %1363, i64 8
  %1370 = load i32, ptr %1369, align 8, !tbaa !6
  %1371 = add i32 %1359, %1370
  %1372 = getelementptr i8, ptr %859, i64 86
  %1373 = load i16, ptr %1372, align 2, !tbaa !39
  %1374 = zext i16 %1373 to i64
  %1375 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1374
  %1376 = load i32, ptr %1375, align 8, !tbaa !6
  %1377 = add i32 %1365, %1376
  %1378 = getelementptr inbounds i8, ptr %1375, i64 4
  %1379 = load i32, ptr %1378, align 4, !tbaa !6
  %1380 = add i32 %1368, %1379
  %1381 = getelementptr inbounds i8, ptr %1375, i64 8
  %1382 = load i32, ptr %1381, align 8, !tbaa !6
  %1383 = add i32 %1371, %1382
  %1384 = getelementptr i8, ptr %859, i64 88
  %1385 = load i16, ptr %1384, align 2, !tbaa !39
  %1386 = zext i16 %1385 to i64
  %1387 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1386
  %1388 = load i32, ptr %1387, align 8, !tbaa !6
  %1389 = add i32 %1377, %1388
  %1390 = getelementptr inbounds i8, ptr %1387, i64 4
  %1391 = load i32, ptr %1390, align 4, !tbaa !6
  %1392 = add i32 %1380, %1391
  %1393 = getelementptr inbounds i8, ptr %1387, i64 8
  %1394 = load i32, ptr %1393, align 8, !tbaa !6
  %1395 = add i32 %1383, %1394
  %1396 = getelementptr i8, ptr %859, i64 90
  %1397 = load i16, ptr %1396, align 2, !tbaa !39
  %1398 = zext i16 %1397 to i64
  %1399 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1398
  %1400 = load i32, ptr %1399, align 8, !tbaa !6
  %1401 = add i32 %1389, %1400
  %1402 = getelementptr inbounds i8, ptr %1399, i64 4
  %1403 = load i32, ptr %1402, align 4, !tbaa !6
  %1404 = add i32 %1392, %1403
  %1405 = getelementptr inbounds i8, ptr %1399, i64 8
  %1406 = load i32, ptr %1405, align 8, !tbaa !6
  %1407 = add i32 %1395, %1406
  %1408 = getelementptr i8, ptr %859, i64 92
  %1409 = load i16, ptr %1408, align 2, !tbaa !39
  %1410 = zext i16 %1409 to i64
  %1411 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1410
  %1412 = load i32, ptr %1411, align 8, !tbaa !6
  %1413 = add i32 %1401, %1412
  %1414 = getelementptr inbounds i8, ptr %1411, i64 4
  %1415 = load i32, ptr %1414, align 4, !tbaa !6
  %1416 = add i32 %1404, %1415
  %1417 = getelementptr inbounds i8, ptr %1411, i64 8
  %1418 = load i32, ptr %1417, align 8, !tbaa !6
  %1419 = add i32 %1407, %1418
  %1420 = getelementptr i8, ptr %859, i64 94
  %1421 = load i16, ptr %1420, align 2, !tbaa !39
  %1422 = zext i16 %1421 to i64
  %1423 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1422
  %1424 = load i32, ptr %1423, align 8, !tbaa !6
  %1425 = add i32 %1413, %1424
  %1426 = getelementptr inbounds i8, ptr %1423, i64 4
  %1427 = load i32, ptr %1426, align 4, !tbaa !6
  %1428 = add i32 %1416, %1427
  %1429 = getelementptr inbounds i8, ptr %1423, i64 8
  %1430 = load i32, ptr %1429, align 8, !tbaa !6
  %1431 = add i32 %1419, %1430
  %1432 = getelementptr i8, ptr %859, i64 96
  %1433 = load i16, ptr %1432, align 2, !tbaa !39
  %1434 = zext i16 %1433 to i64
  %1435 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1434
  %1436 = load i32, ptr %1435, align 8, !tbaa !6
  %1437 = add i32 %1425, %1436
  %1438 = getelementptr inbounds i8, ptr %1435, i64 4
  %1439 = load i32, ptr %1438, align 4, !tbaa !6
  %1440 = add i32 %1428, %1439
  %1441 = getelementptr inbounds i8, ptr %1435, i64 8
  %1442 = load i32, ptr %1441, align 8, !tbaa !6
  %1443 = add i32 %1431, %1442
  %1444 = getelementptr i8, ptr %859, i64 98
  %1445 = load i16, ptr %1444, align 2, !tbaa !39
  %1446 = zext i16 %1445 to i64
  %1447 = getelementptr inbounds [258 x [4 x i32]], ptr %606, i64 0, i64 %1446
  %1448 = load i32, ptr %1447, align 8, !tbaa !6
  %1449 = add i32 %1437, %1448
  %1450 = getelementptr inbounds i8, ptr %1447, i64 4
  %1451 = load i32, ptr %1450, align 4, !tbaa !6
  %1452 = add i32 %1440, %1451
  %1453 = getelementptr inbounds i8, ptr %1447, i64 8
  %1454 = load i32, ptr %1453, align 8, !tbaa !6
  %1455 = add i32 %1443, %1454
  %1456 = trunc i32 %1449 to i16
  store i16 %1456, ptr %3, align 4, !tbaa !39
  %1457 = lshr i32 %1449, 16
  %1458 = trunc nuw i32 %1457 to i16
  store i16 %1458, ptr %627, align 2, !tbaa !39
  %1459 = trunc i32 %1452 to i16
  store i16 %1459, ptr %628, align 4, !tbaa !39
  %1460 = lshr i32 %1452, 16
  %1461 = trunc nuw i32 %1460 to i16
  store i16 %1461, ptr %629, align 2, !tbaa !39
  %1462 = trunc i32 %1455 to i16
  store i16 %1462, ptr %630, align 4, !tbaa !39
  %1463 = lshr i32 %1455, 16
  %1464 = trunc nuw i32 %1463 to i16
  store i16 %1464, ptr %631, align 2, !tbaa !39
  br label %1513

1465:                                             ; preds = %1504, %848
  %1466 = phi i16 [ %856, %848 ], [ %1505, %1504 ]
  %1467 = phi i16 [ %855, %848 ], [ %1506, %1504 ]
  %1468 = phi i16 [ %854, %848 ], [ %1507, %1504 ]
  %1469 = phi i16 [ %853, %848 ], [ %1508, %1504 ]
  %1470 = phi i16 [ %852, %848 ], [ %1483, %1504 ]
  %1471 = phi i16 [ %851, %848 ], [ %1479, %1504 ]
  %1472 = phi i64 [ %849, %848 ], [ %1509, %1504 ]
  %1473 = getelementptr inbounds i16, ptr %555, i64 %1472
  %1474 = load i16, ptr %1473, align 2, !tbaa !39
  %1475 = zext i16 %1474 to i64
  %1476 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 0, i64 %1475
  %1477 = load i8, ptr %1476, align 1, !tbaa !21
  %1478 = zext i8 %1477 to i16
  %1479 = add i16 %1471, %1478
  %1480 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 1, i64 %1475
  %1481 = load i8, ptr %1480, align 1, !tbaa !21
  %1482 = zext i8 %1481 to i16
  %1483 = add i16 %1470, %1482
  br i1 %619, label %1504, label %1484, !llvm.loop !50

1484:                                             ; preds = %1465
  %1485 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 2, i64 %1475
  %1486 = load i8, ptr %1485, align 1, !tbaa !21
  %1487 = zext i8 %1486 to i16
  %1488 = add i16 %1469, %1487
  br i1 %621, label %1504, label %1489, !llvm.loop !50

1489:                                             ; preds = %1484
  %1490 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 3, i64 %1475
  %1491 = load i8, ptr %1490, align 1, !tbaa !21
  %1492 = zext i8 %1491 to i16
  %1493 = add i16 %1468, %1492
  br i1 %623, label %1504, label %1494, !llvm.loop !50

1494:                                             ; preds = %1489
  %1495 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 4, i64 %1475
  %1496 = load i8, ptr %1495, align 1, !tbaa !21
  %1497 = zext i8 %1496 to i16
  %1498 = add i16 %1467, %1497
  br i1 %625, label %1504, label %1499, !llvm.loop !50

1499:                                             ; preds = %1494
  %1500 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 5, i64 %1475
  %1501 = load i8, ptr %1500, align 1, !tbaa !21
  %1502 = zext i8 %1501 to i16
  %1503 = add i16 %1466, %1502
  br label %1504, !llvm.loop !50

1504:                                             ; preds = %1499, %1494, %1489, %1484, %1465
  %1505 = phi i16 [ %1466, %1494 ], [ %1466, %1489 ], [ %1466, %1484 ], [ %1466, %1465 ], [ %1503, %1499 ]
  %1506 = phi i16 [ %1498, %1494 ], [ %1467, %1489 ], [ %1467, %1484 ], [ %1467, %1465 ], [ %1498, %1499 ]
  %1507 = phi i16 [ %1493, %1494 ], [ %1493, %1489 ], [ %1468, %1484 ], [ %1468, %1465 ], [ %1493, %1499 ]
  %1508 = phi i16 [ %1488, %1494 ], [ %1488, %1489 ], [ %1488, %1484 ], [ %1469, %1465 ], [ %1488, %1499 ]
  %1509 = add nsw i64 %1472, 1
  %1510 = trunc i64 %1509 to i32
  %1511 = icmp eq i32 %850, %1510
  br i1 %1511, label %1512, label %1465, !llvm.loop !51

1512:                                             ; preds = %1504
  store i16 %1479, ptr %3, align 4, !tbaa !39
  store i16 %1483, ptr %618, align 2, !tbaa !39
  store i16 %1508, ptr %620, align 4, !tbaa !39
  store i16 %1507, ptr %622, align 2, !tbaa !39
  store i16 %1506, ptr %624, align 4, !tbaa !39
  store i16 %1505, ptr %626, align 2, !tbaa !39
  br label %1513

1513:                                             ; preds = %1512, %857, %846
  %1514 = load i16, ptr %3, align 4, !tbaa !39
  %1515 = zext i16 %1514 to i32
  %1516 = load i16, ptr %632, align 2, !tbaa !39
  %1517 = zext i16 %1516 to i32
  %1518 = icmp ugt i16 %1514, %1516
  %1519 = call i32 @llvm.smin.i32(i32 %1515, i32 %1517)
  %1520 = zext i1 %1518 to i32
  br i1 %633, label %1547, label %1521, !llvm.loop !52

1521:                                             ; preds = %1513
  %1522 = load i16, ptr %634, align 4, !tbaa !39
  %1523 = zext i16 %1522 to i32
  %1524 = icmp ugt i32 %1519, %1523
  %1525 = call i32 @llvm.smin.i32(i32 %1519, i32 %1523)
  %1526 = select i1 %1524, i32 2, i32 %1520
  br i1 %635, label %1547, label %1527, !llvm.loop !52

1527:                                             ; preds = %1521
  %1528 = load i16, ptr %636, align 2, !tbaa !39
  %1529 = zext i16 %1528 to i32
  %1530 = icmp ugt i32 %1525, %1529
  %1531 = call i32 @llvm.smin.i32(i32 %1525, i32 %1529)
  %1532 = select i1 %1530, i32 3, i32 %1526
  br i1 %637, label %1547, label %1533, !llvm.loop !52

1533:                                             ; preds = %1527
  %1534 = load i16, ptr %638, align 4, !tbaa !39
  %1535 = zext i16 %1534 to i32
  %1536 = icmp ugt i32 %1531, %1535
  %1537 = call i32 @llvm.smin.i32(i32 %1531, i32 %1535)
  %1538 = select i1 %1536, i32 4, i32 %1532
  br i1 %639, label %1547, label %1539, !llvm.loop !52

1539:                                             ; preds = %1533
  %1540 = load i16, ptr %640, align 2, !tbaa !39
  %1541 = zext i16 %1540 to i32
  %1542 = icmp ugt i32 %1537, %1541
  %1543 = call i32 @llvm.smin.i32(i32 %1537, i32 %1541)
  %1544 = select i1 %1542, i32 5, i32 %1538
  %1545 = select i1 %641, i32 %1543, i32 -2147483648
  %1546 = select i1 %641, i32 %1544, i32 poison
  br label %1547, !llvm.loop !52

1547:                                             ; preds = %1539, %1533, %1527, %1521, %1513
  %1548 = phi i32 [ %1519, %1513 ], [ %1525, %1521 ], [ %1531, %1527 ], [ %1537, %1533 ], [ %1545, %1539 ]
  %1549 = phi i32 [ %1520, %1513 ], [ %1526, %1521 ], [ %1532, %1527 ], [ %1538, %1533 ], [ %1546, %1539 ]
  %1550 = add nsw i32 %1548, %838
  %1551 = sext i32 %1549 to i64
  %1552 = getelementptr inbounds [6 x i32], ptr %4, i64 0, i64 %1551
  %1553 = load i32, ptr %1552, align 4, !tbaa !6
  %1554 = add nsw i32 %1553, 1
  store i32 %1554, ptr %1552, align 4, !tbaa !6
  %1555 = trunc i32 %1549 to i8
  %1556 = getelementptr inbounds [18002 x i8], ptr %607, i64 0, i64 %835
  store i8 %1555, ptr %1556, align 1, !tbaa !21
  %1557 = add nuw nsw i64 %835, 1
  br i1 %845, label %1563, label %1558

1558:                                             ; preds = %1547
  %1559 = icmp sgt i32 %837, %842
  br i1 %1559, label %1876, label %1560

1560:                                             ; preds = %1558
  %1561 = sext i32 %837 to i64
  %1562 = add i32 %842, 1
  br label %1865

1563:                                             ; preds = %1547
  %1564 = sext i32 %837 to i64
  %1565 = getelementptr inbounds i16, ptr %555, i64 %1564
  %1566 = load i16, ptr %1565, align 2, !tbaa !39
  %1567 = zext i16 %1566 to i64
  %1568 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1567
  %1569 = load i32, ptr %1568, align 4, !tbaa !6
  %1570 = add nsw i32 %1569, 1
  store i32 %1570, ptr %1568, align 4, !tbaa !6
  %1571 = getelementptr i8, ptr %1565, i64 2
  %1572 = load i16, ptr %1571, align 2, !tbaa !39
  %1573 = zext i16 %1572 to i64
  %1574 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1573
  %1575 = load i32, ptr %1574, align 4, !tbaa !6
  %1576 = add nsw i32 %1575, 1
  store i32 %1576, ptr %1574, align 4, !tbaa !6
  %1577 = getelementptr i8, ptr %1565, i64 4
  %1578 = load i16, ptr %1577, align 2, !tbaa !39
  %1579 = zext i16 %1578 to i64
  %1580 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1579
  %1581 = load i32, ptr %1580, align 4, !tbaa !6
  %1582 = add nsw i32 %1581, 1
  store i32 %1582, ptr %1580, align 4, !tbaa !6
  %1583 = getelementptr i8, ptr %1565, i64 6
  %1584 = load i16, ptr %1583, align 2, !tbaa !39
  %1585 = zext i16 %1584 to i64
  %1586 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1585
  %1587 = load i32, ptr %1586, align 4, !tbaa !6
  %1588 = add nsw i32 %1587, 1
  store i32 %1588, ptr %1586, align 4, !tbaa !6
  %1589 = getelementptr i8, ptr %1565, i64 8
  %1590 = load i16, ptr %1589, align 2, !tbaa !39
  %1591 = zext i16 %1590 to i64
  %1592 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1591
  %1593 = load i32, ptr %1592, align 4, !tbaa !6
  %1594 = add nsw i32 %1593, 1
  store i32 %1594, ptr %1592, align 4, !tbaa !6
  %1595 = getelementptr i8, ptr %1565, i64 10
  %1596 = load i16, ptr %1595, align 2, !tbaa !39
  %1597 = zext i16 %1596 to i64
  %1598 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1597
  %1599 = load i32, ptr %1598, align 4, !tbaa !6
  %1600 = add nsw i32 %1599, 1
  store i32 %1600, ptr %1598, align 4, !tbaa !6
  %1601 = getelementptr i8, ptr %1565, i64 12
  %1602 = load i16, ptr %1601, align 2, !tbaa !39
  %1603 = zext i16 %1602 to i64
  %1604 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1603
  %1605 = load i32, ptr %1604, align 4, !tbaa !6
  %1606 = add nsw i32 %1605, 1
  store i32 %1606, ptr %1604, align 4, !tbaa !6
  %1607 = getelementptr i8, ptr %1565, i64 14
  %1608 = load i16, ptr %1607, align 2, !tbaa !39
  %1609 = zext i16 %1608 to i64
  %1610 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1609
  %1611 = load i32, ptr %1610, align 4, !tbaa !6
  %1612 = add nsw i32 %1611, 1
  store i32 %1612, ptr %1610, align 4, !tbaa !6
  %1613 = getelementptr i8, ptr %1565, i64 16
  %1614 = load i16, ptr %1613, align 2, !tbaa !39
  %1615 = zext i16 %1614 to i64
  %1616 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1615
  %1617 = load i32, ptr %1616, align 4, !tbaa !6
  %1618 = add nsw i32 %1617, 1
  store i32 %1618, ptr %1616, align 4, !tbaa !6
  %1619 = getelementptr i8, ptr %1565, i64 18
  %1620 = load i16, ptr %1619, align 2, !tbaa !39
  %1621 = zext i16 %1620 to i64
  %1622 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1621
  %1623 = load i32, ptr %1622, align 4, !tbaa !6
  %1624 = add nsw i32 %1623, 1
  store i32 %1624, ptr %1622, align 4, !tbaa !6
  %1625 = getelementptr i8, ptr %1565, i64 20
  %1626 = load i16, ptr %1625, align 2, !tbaa !39
  %1627 = zext i16 %1626 to i64
  %1628 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1627
  %1629 = load i32, ptr %1628, align 4, !tbaa !6
  %1630 = add nsw i32 %1629, 1
  store i32 %1630, ptr %1628, align 4, !tbaa !6
  %1631 = getelementptr i8, ptr %1565, i64 22
  %1632 = load i16, ptr %1631, align 2, !tbaa !39
  %1633 = zext i16 %1632 to i64
  %1634 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1633
  %1635 = load i32, ptr %1634, align 4, !tbaa !6
  %1636 = add nsw i32 %1635, 1
  store i32 %1636, ptr %1634, align 4, !tbaa !6
  %1637 = getelementptr i8, ptr %1565, i64 24
  %1638 = load i16, ptr %1637, align 2, !tbaa !39
  %1639 = zext i16 %1638 to i64
  %1640 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1639
  %1641 = load i32, ptr %1640, align 4, !tbaa !6
  %1642 = add nsw i32 %1641, 1
  store i32 %1642, ptr %1640, align 4, !tbaa !6
  %1643 = getelementptr i8, ptr %1565, i64 26
  %1644 = load i16, ptr %1643, align 2, !tbaa !39
  %1645 = zext i16 %1644 to i64
  %1646 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1645
  %1647 = load i32, ptr %1646, align 4, !tbaa !6
  %1648 = add nsw i32 %1647, 1
  store i32 %1648, ptr %1646, align 4, !tbaa !6
  %1649 = getelementptr i8, ptr %1565, i64 28
  %1650 = load i16, ptr %1649, align 2, !tbaa !39
  %1651 = zext i16 %1650 to i64
  %1652 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1651
  %1653 = load i32, ptr %1652, align 4, !tbaa !6
  %1654 = add nsw i32 %1653, 1
  store i32 %1654, ptr %1652, align 4, !tbaa !6
  %1655 = getelementptr i8, ptr %1565, i64 30
  %1656 = load i16, ptr %1655, align 2, !tbaa !39
  %1657 = zext i16 %1656 to i64
  %1658 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1657
  %1659 = load i32, ptr %1658, align 4, !tbaa !6
  %1660 = add nsw i32 %1659, 1
  store i32 %1660, ptr %1658, align 4, !tbaa !6
  %1661 = getelementptr i8, ptr %1565, i64 32
  %1662 = load i16, ptr %1661, align 2, !tbaa !39
  %1663 = zext i16 %1662 to i64
  %1664 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1663
  %1665 = load i32, ptr %1664, align 4, !tbaa !6
  %1666 = add nsw i32 %1665, 1
  store i32 %1666, ptr %1664, align 4, !tbaa !6
  %1667 = getelementptr i8, ptr %1565, i64 34
  %1668 = load i16, ptr %1667, align 2, !tbaa !39
  %1669 = zext i16 %1668 to i64
  %1670 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1669
  %1671 = load i32, ptr %1670, align 4, !tbaa !6
  %1672 = add nsw i32 %1671, 1
  store i32 %1672, ptr %1670, align 4, !tbaa !6
  %1673 = getelementptr i8, ptr %1565, i64 36
  %1674 = load i16, ptr %1673, align 2, !tbaa !39
  %1675 = zext i16 %1674 to i64
  %1676 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1675
  %1677 = load i32, ptr %1676, align 4, !tbaa !6
  %1678 = add nsw i32 %1677, 1
  store i32 %1678, ptr %1676, align 4, !tbaa !6
  %1679 = getelementptr i8, ptr %1565, i64 38
  %1680 = load i16, ptr %1679, align 2, !tbaa !39
  %1681 = zext i16 %1680 to i64
  %1682 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1681
  %1683 = load i32, ptr %1682, align 4, !tbaa !6
  %1684 = add nsw i32 %1683, 1
  store i32 %1684, ptr %1682, align 4, !tbaa !6
  %1685 = getelementptr i8, ptr %1565, i64 40
  %1686 = load i16, ptr %1685, align 2, !tbaa !39
  %1687 = zext i16 %1686 to i64
  %1688 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1687
  %1689 = load i32, ptr %1688, align 4, !tbaa !6
  %1690 = add nsw i32 %1689, 1
  store i32 %1690, ptr %1688, align 4, !tbaa !6
  %1691 = getelementptr i8, ptr %1565, i64 42
  %1692 = load i16, ptr %1691, align 2, !tbaa !39
  %1693 = zext i16 %1692 to i64
  %1694 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1693
  %1695 = load i32, ptr %1694, align 4, !tbaa !6
  %1696 = add nsw i32 %1695, 1
  store i32 %1696, ptr %1694, align 4, !tbaa !6
  %1697 = getelementptr i8, ptr %1565, i64 44
  %1698 = load i16, ptr %1697, align 2, !tbaa !39
  %1699 = zext i16 %1698 to i64
  %1700 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1699
  %1701 = load i32, ptr %1700, align 4, !tbaa !6
  %1702 = add nsw i32 %1701, 1
  store i32 %1702, ptr %1700, align 4, !tbaa !6
  %1703 = getelementptr i8, ptr %1565, i64 46
  %1704 = load i16, ptr %1703, align 2, !tbaa !39
  %1705 = zext i16 %1704 to i64
  %1706 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1705
  %1707 = load i32, ptr %1706, align 4, !tbaa !6
  %1708 = add nsw i32 %1707, 1
  store i32 %1708, ptr %1706, align 4, !tbaa !6
  %1709 = getelementptr i8, ptr %1565, i64 48
  %1710 = load i16, ptr %1709, align 2, !tbaa !39
  %1711 = zext i16 %1710 to i64
  %1712 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1711
  %1713 = load i32, ptr %1712, align 4, !tbaa !6
  %1714 = add nsw i32 %1713, 1
  store i32 %1714, ptr %1712, align 4, !tbaa !6
  %1715 = getelementptr i8, ptr %1565, i64 50
  %1716 = load i16, ptr %1715, align 2, !tbaa !39
  %1717 = zext i16 %1716 to i64
  %1718 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1717
  %1719 = load i32, ptr %1718, align 4, !tbaa !6
  %1720 = add nsw i32 %1719, 1
  store i32 %1720, ptr %1718, align 4, !tbaa !6
  %1721 = getelementptr i8, ptr %1565, i64 52
  %1722 = load i16, ptr %1721, align 2, !tbaa !39
  %1723 = zext i16 %1722 to i64
  %1724 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1723
  %1725 = load i32, ptr %1724, align 4, !tbaa !6
  %1726 = add nsw i32 %1725, 1
  store i32 %1726, ptr %1724, align 4, !tbaa !6
  %1727 = getelementptr i8, ptr %1565, i64 54
  %1728 = load i16, ptr %1727, align 2, !tbaa !39
  %1729 = zext i16 %1728 to i64
  %1730 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1729
  %1731 = load i32, ptr %1730, align 4, !tbaa !6
  %1732 = add nsw i32 %1731, 1
  store i32 %1732, ptr %1730, align 4, !tbaa !6
  %1733 = getelementptr i8, ptr %1565, i64 56
  %1734 = load i16, ptr %1733, align 2, !tbaa !39
  %1735 = zext i16 %1734 to i64
  %1736 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1735
  %1737 = load i32, ptr %1736, align 4, !tbaa !6
  %1738 = add nsw i32 %1737, 1
  store i32 %1738, ptr %1736, align 4, !tbaa !6
  %1739 = getelementptr i8, ptr %1565, i64 58
  %1740 = load i16, ptr %1739, align 2, !tbaa !39
  %1741 = zext i16 %1740 to i64
  %1742 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1741
  %1743 = load i32, ptr %1742, align 4, !tbaa !6
  %1744 = add nsw i32 %1743, 1
  store i32 %1744, ptr %1742, align 4, !tbaa !6
  %1745 = getelementptr i8, ptr %1565, i64 60
  %1746 = load i16, ptr %1745, align 2, !tbaa !39
  %1747 = zext i16 %1746 to i64
  %1748 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1747
  %1749 = load i32, ptr %1748, align 4, !tbaa !6
  %1750 = add nsw i32 %1749, 1
  store i32 %1750, ptr %1748, align 4, !tbaa !6
  %1751 = getelementptr i8, ptr %1565, i64 62
  %1752 = load i16, ptr %1751, align 2, !tbaa !39
  %1753 = zext i16 %1752 to i64
  %1754 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1753
  %1755 = load i32, ptr %1754, align 4, !tbaa !6
  %1756 = add nsw i32 %1755, 1
  store i32 %1756, ptr %1754, align 4, !tbaa !6
  %1757 = getelementptr i8, ptr %1565, i64 64
  %1758 = load i16, ptr %1757, align 2, !tbaa !39
  %1759 = zext i16 %1758 to i64
  %1760 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1759
  %1761 = load i32, ptr %1760, align 4, !tbaa !6
  %1762 = add nsw i32 %1761, 1
  store i32 %1762, ptr %1760, align 4, !tbaa !6
  %1763 = getelementptr i8, ptr %1565, i64 66
  %1764 = load i16, ptr %1763, align 2, !tbaa !39
  %1765 = zext i16 %1764 to i64
  %1766 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1765
  %1767 = load i32, ptr %1766, align 4, !tbaa !6
  %1768 = add nsw i32 %1767, 1
  store i32 %1768, ptr %1766, align 4, !tbaa !6
  %1769 = getelementptr i8, ptr %1565, i64 68
  %1770 = load i16, ptr %1769, align 2, !tbaa !39
  %1771 = zext i16 %1770 to i64
  %1772 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1771
  %1773 = load i32, ptr %1772, align 4, !tbaa !6
  %1774 = add nsw i32 %1773, 1
  store i32 %1774, ptr %1772, align 4, !tbaa !6
  %1775 = getelementptr i8, ptr %1565, i64 70
  %1776 = load i16, ptr %1775, align 2, !tbaa !39
  %1777 = zext i16 %1776 to i64
  %1778 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1777
  %1779 = load i32, ptr %1778, align 4, !tbaa !6
  %1780 = add nsw i32 %1779, 1
  store i32 %1780, ptr %1778, align 4, !tbaa !6
  %1781 = getelementptr i8, ptr %1565, i64 72
  %1782 = load i16, ptr %1781, align 2, !tbaa !39
  %1783 = zext i16 %1782 to i64
  %1784 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1783
  %1785 = load i32, ptr %1784, align 4, !tbaa !6
  %1786 = add nsw i32 %1785, 1
  store i32 %1786, ptr %1784, align 4, !tbaa !6
  %1787 = getelementptr i8, ptr %1565, i64 74
  %1788 = load i16, ptr %1787, align 2, !tbaa !39
  %1789 = zext i16 %1788 to i64
  %1790 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1789
  %1791 = load i32, ptr %1790, align 4, !tbaa !6
  %1792 = add nsw i32 %1791, 1
  store i32 %1792, ptr %1790, align 4, !tbaa !6
  %1793 = getelementptr i8, ptr %1565, i64 76
  %1794 = load i16, ptr %1793, align 2, !tbaa !39
  %1795 = zext i16 %1794 to i64
  %1796 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1795
  %1797 = load i32, ptr %1796, align 4, !tbaa !6
  %1798 = add nsw i32 %1797, 1
  store i32 %1798, ptr %1796, align 4, !tbaa !6
  %1799 = getelementptr i8, ptr %1565, i64 78
  %1800 = load i16, ptr %1799, align 2, !tbaa !39
  %1801 = zext i16 %1800 to i64
  %1802 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1801
  %1803 = load i32, ptr %1802, align 4, !tbaa !6
  %1804 = add nsw i32 %1803, 1
  store i32 %1804, ptr %1802, align 4, !tbaa !6
  %1805 = getelementptr i8, ptr %1565, i64 80
  %1806 = load i16, ptr %1805, align 2, !tbaa !39
  %1807 = zext i16 %1806 to i64
  %1808 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1807
  %1809 = load i32, ptr %1808, align 4, !tbaa !6
  %1810 = add nsw i32 %1809, 1
  store i32 %1810, ptr %1808, align 4, !tbaa !6
  %1811 = getelementptr i8, ptr %1565, i64 82
  %1812 = load i16, ptr %1811, align 2, !tbaa !39
  %1813 = zext i16 %1812 to i64
  %1814 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1813
  %1815 = load i32, ptr %1814, align 4, !tbaa !6
  %1816 = add nsw i32 %1815, 1
  store i32 %1816, ptr %1814, align 4, !tbaa !6
  %1817 = getelementptr i8, ptr %1565, i64 84
  %1818 = load i16, ptr %1817, align 2, !tbaa !39
  %1819 = zext i16 %1818 to i64
  %1820 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1819
  %1821 = load i32, ptr %1820, align 4, !tbaa !6
  %1822 = add nsw i32 %1821, 1
  store i32 %1822, ptr %1820, align 4, !tbaa !6
  %1823 = getelementptr i8, ptr %1565, i64 86
  %1824 = load i16, ptr %1823, align 2, !tbaa !39
  %1825 = zext i16 %1824 to i64
  %1826 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1825
  %1827 = load i32, ptr %1826, align 4, !tbaa !6
  %1828 = add nsw i32 %1827, 1
  store i32 %1828, ptr %1826, align 4, !tbaa !6
  %1829 = getelementptr i8, ptr %1565, i64 88
  %1830 = load i16, ptr %1829, align 2, !tbaa !39
  %1831 = zext i16 %1830 to i64
  %1832 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1831
  %1833 = load i32, ptr %1832, align 4, !tbaa !6
  %1834 = add nsw i32 %1833, 1
  store i32 %1834, ptr %1832, align 4, !tbaa !6
  %1835 = getelementptr i8, ptr %1565, i64 90
  %1836 = load i16, ptr %1835, align 2, !tbaa !39
  %1837 = zext i16 %1836 to i64
  %1838 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1837
  %1839 = load i32, ptr %1838, align 4, !tbaa !6
  %1840 = add nsw i32 %1839, 1
  store i32 %1840, ptr %1838, align 4, !tbaa !6
  %1841 = getelementptr i8, ptr %1565, i64 92
  %1842 = load i16, ptr %1841, align 2, !tbaa !39
  %1843 = zext i16 %1842 to i64
  %1844 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1843
  %1845 = load i32, ptr %1844, align 4, !tbaa !6
  %1846 = add nsw i32 %1845, 1
  store i32 %1846, ptr %1844, align 4, !tbaa !6
  %1847 = getelementptr i8, ptr %1565, i64 94
  %1848 = load i16, ptr %1847, align 2, !tbaa !39
  %1849 = zext i16 %1848 to i64
  %1850 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1849
  %1851 = load i32, ptr %1850, align 4, !tbaa !6
  %1852 = add nsw i32 %1851, 1
  store i32 %1852, ptr %1850, align 4, !tbaa !6
  %1853 = getelementptr i8, ptr %1565, i64 96
  %1854 = load i16, ptr %1853, align 2, !tbaa !39
  %1855 = zext i16 %1854 to i64
  %1856 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1855
  %1857 = load i32, ptr %1856, align 4, !tbaa !6
  %1858 = add nsw i32 %1857, 1
  store i32 %1858, ptr %1856, align 4, !tbaa !6
  %1859 = getelementptr i8, ptr %1565, i64 98
  %1860 = load i16, ptr %1859, align 2, !tbaa !39
  %1861 = zext i16 %1860 to i64
  %1862 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1861
  %1863 = load i32, ptr %1862, align 4, !tbaa !6
  %1864 = add nsw i32 %1863, 1
  store i32 %1864, ptr %1862, align 4, !tbaa !6
  br label %1876

1865:                                             ; preds = %1865, %1560
  %1866 = phi i64 [ %1561, %1560 ], [ %1873, %1865 ]
  %1867 = getelementptr inbounds i16, ptr %555, i64 %1866
  %1868 = load i16, ptr %1867, align 2, !tbaa !39
  %1869 = zext i16 %1868 to i64
  %1870 = getelementptr inbounds [6 x [258 x i32]], ptr %608, i64 0, i64 %1551, i64 %1869
  %1871 = load i32, ptr %1870, align 4, !tbaa !6
  %1872 = add nsw i32 %1871, 1
  store i32 %1872, ptr %1870, align 4, !tbaa !6
  %1873 = add nsw i64 %1866, 1
  %1874 = trunc i64 %1873 to i32
  %1875 = icmp eq i32 %1562, %1874
  br i1 %1875, label %1876, label %1865, !llvm.loop !53

1876:                                             ; preds = %1865, %1563, %1558
  %1877 = add nsw i32 %842, 1
  %1878 = load i32, ptr %554, align 4, !tbaa !42
  %1879 = icmp slt i32 %1877, %1878
  br i1 %1879, label %834, label %1880

1880:                                             ; preds = %1876
  %1881 = trunc nuw i64 %1557 to i32
  br label %1882

1882:                                             ; preds = %1880, %831
  %1883 = phi i32 [ 0, %831 ], [ %1881, %1880 ]
  %1884 = phi i32 [ 0, %831 ], [ %1550, %1880 ]
  %1885 = load i32, ptr %556, align 8, !tbaa !17
  %1886 = icmp sgt i32 %1885, 2
  br i1 %1886, label %1887, label %1921

1887:                                             ; preds = %1882
  %1888 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1889 = add nuw nsw i32 %786, 1
  %1890 = sdiv i32 %1884, 8
  %1891 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1888, ptr noundef nonnull @.str.4, i32 noundef %1889, i32 noundef %1890) #9
  %1892 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1893 = load i32, ptr %4, align 4, !tbaa !6
  %1894 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1892, ptr noundef nonnull @.str.5, i32 noundef %1893) #9
  %1895 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1896 = load i32, ptr %642, align 4, !tbaa !6
  %1897 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1895, ptr noundef nonnull @.str.5, i32 noundef %1896) #9
  br i1 %643, label %1918, label %1898, !llvm.loop !54

1898:                                             ; preds = %1887
  %1899 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1900 = load i32, ptr %644, align 4, !tbaa !6
  %1901 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1899, ptr noundef nonnull @.str.5, i32 noundef %1900) #9
  br i1 %645, label %1918, label %1902, !llvm.loop !54

1902:                                             ; preds = %1898
  %1903 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1904 = load i32, ptr %646, align 4, !tbaa !6
  %1905 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1903, ptr noundef nonnull @.str.5, i32 noundef %1904) #9
  br i1 %647, label %1918, label %1906, !llvm.loop !54

1906:                                             ; preds = %1902
  %1907 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1908 = load i32, ptr %648, align 4, !tbaa !6
  %1909 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1907, ptr noundef nonnull @.str.5, i32 noundef %1908) #9
  br i1 %649, label %1918, label %1910, !llvm.loop !54

1910:                                             ; preds = %1906
  %1911 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1912 = load i32, ptr %650, align 4, !tbaa !6
  %1913 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1911, ptr noundef nonnull @.str.5, i32 noundef %1912) #9
  br i1 %651, label %1918, label %1914, !llvm.loop !54

1914:                                             ; preds = %1910
  %1915 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1916 = load i32, ptr %652, align 4, !tbaa !6
  %1917 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1915, ptr noundef nonnull @.str.5, i32 noundef %1916) #9
  br label %1918

1918:                                             ; preds = %1914, %1910, %1906, %1902, %1898, %1887
  %1919 = load ptr, ptr @stderr, align 8, !tbaa !18
  %1920 = call i32 @fputc(i32 10, ptr %1919)
  br label %1921

1921:                                             ; preds = %1882, %1918
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %570, ptr noundef nonnull %608, i32 noundef %566, i32 noundef 17) #10
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %653, ptr noundef nonnull %654, i32 noundef %566, i32 noundef 17) #10
  br i1 %655, label %1927, label %1922, !llvm.loop !55

1922:                                             ; preds = %1921
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %656, ptr noundef nonnull %657, i32 noundef %566, i32 noundef 17) #10
  br i1 %658, label %1927, label %1923, !llvm.loop !55

1923:                                             ; preds = %1922
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %659, ptr noundef nonnull %660, i32 noundef %566, i32 noundef 17) #10
  br i1 %661, label %1927, label %1924, !llvm.loop !55

1924:                                             ; preds = %1923
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %662, ptr noundef nonnull %663, i32 noundef %566, i32 noundef 17) #10
  br i1 %664, label %1927, label %1925, !llvm.loop !55

1925:                                             ; preds = %1924
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %665, ptr noundef nonnull %666, i32 noundef %566, i32 noundef 17) #10
  br i1 %667, label %1927, label %1926, !llvm.loop !55

1926:                                             ; preds = %1925
  call void @BZ2_hbMakeCodeLengths(ptr noundef nonnull %668, ptr noundef nonnull %669, i32 noundef %566, i32 noundef 17) #10
  br label %1927

1927:                                             ; preds = %1926, %1925, %1924, %1923, %1922, %1921
  %1928 = add nuw nsw i32 %786, 1
  %1929 = icmp eq i32 %1928, 4
  br i1 %1929, label %1930, label %785, !llvm.loop !56

1930:                                             ; preds = %1927
  %1931 = icmp slt i32 %1883, 18003
  br i1 %1931, label %1933, label %1932

1932:                                             ; preds = %1930
  call void @BZ2_bz__AssertH__fail(i32 noundef 3003) #10
  br label %1933

1933:                                             ; preds = %1932, %1930
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %5) #10
  %1934 = add nsw i64 %596, -1
  %1935 = insertelement <8 x i64> poison, i64 %1934, i64 0
  %1936 = shufflevector <8 x i64> %1935, <8 x i64> poison, <8 x i32> zeroinitializer
  %1937 = icmp uge <8 x i64> %1936, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1938 = extractelement <8 x i1> %1937, i64 0
  br i1 %1938, label %1939, label %1940

1939:                                             ; preds = %1933
  store i8 0, ptr %5, align 4, !tbaa !21
  br label %1940

1940:                                             ; preds = %1939, %1933
  %1941 = extractelement <8 x i1> %1937, i64 1
  br i1 %1941, label %1942, label %1944

1942:                                             ; preds = %1940
  %1943 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 1, ptr %1943, align 1, !tbaa !21
  br label %1944

1944:                                             ; preds = %1942, %1940
  %1945 = extractelement <8 x i1> %1937, i64 2
  br i1 %1945, label %1946, label %1948

1946:                                             ; preds = %1944
  %1947 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 2, ptr %1947, align 2, !tbaa !21
  br label %1948

1948:                                             ; preds = %1946, %1944
  %1949 = extractelement <8 x i1> %1937, i64 3
  br i1 %1949, label %1950, label %1952

1950:                                             ; preds = %1948
  %1951 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 3, ptr %1951, align 1, !tbaa !21
  br label %1952

1952:                                             ; preds = %1950, %1948
  %1953 = extractelement <8 x i1> %1937, i64 4
  br i1 %1953, label %1954, label %1956

1954:                                             ; preds = %1952
  %1955 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 4, ptr %1955, align 4, !tbaa !21
  br label %1956

1956:                                             ; preds = %1954, %1952
  %1957 = extractelement <8 x i1> %1937, i64 5
  br i1 %1957, label %1958, label %1960

1958:                                             ; preds = %1956
  %1959 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 5, ptr %1959, align 1, !tbaa !21
  br label %1960

1960:                                             ; preds = %1958, %1956
  %1961 = extractelement <8 x i1> %1937, i64 6
  br i1 %1961, label %1962, label %1964

1962:                                             ; preds = %1960
  %1963 = getelementptr inbounds i8, ptr %5, i64 6
  store i8 6, ptr %1963, align 2, !tbaa !21
  br label %1964

1964:                                             ; preds = %1962, %1960
  %1965 = extractelement <8 x i1> %1937, i64 7
  br i1 %1965, label %1966, label %1968

1966:                                             ; preds = %1964
  %1967 = getelementptr inbounds i8, ptr %5, i64 7
  store i8 7, ptr %1967, align 1, !tbaa !21
  br label %1968

1968:                                             ; preds = %1966, %1964
  %1969 = icmp sgt i32 %1883, 0
  br i1 %1969, label %1970, label %1995

1970:                                             ; preds = %1968
  %1971 = load i8, ptr %5, align 4, !tbaa !21
  %1972 = getelementptr inbounds i8, ptr %0, i64 19706
  %1973 = zext nneg i32 %1883 to i64
  br label %1974

1974:                                             ; preds = %1989, %1970
  %1975 = phi i64 [ 0, %1970 ], [ %1993, %1989 ]
  %1976 = phi i8 [ %1971, %1970 ], [ %1991, %1989 ]
  %1977 = getelementptr inbounds [18002 x i8], ptr %607, i64 0, i64 %1975
  %1978 = load i8, ptr %1977, align 1, !tbaa !21
  %1979 = icmp eq i8 %1978, %1976
  br i1 %1979, label %1989, label %1980

1980:                                             ; preds = %1974, %1980
  %1981 = phi i64 [ %1983, %1980 ], [ 0, %1974 ]
  %1982 = phi i8 [ %1985, %1980 ], [ %1976, %1974 ]
  %1983 = add nuw nsw i64 %1981, 1
  %1984 = getelementptr inbounds [6 x i8], ptr %5, i64 0, i64 %1983
  %1985 = load i8, ptr %1984, align 1, !tbaa !21
  store i8 %1982, ptr %1984, align 1, !tbaa !21
  %1986 = icmp eq i8 %1978, %1985
  br i1 %1986, label %1987, label %1980, !llvm.loop !57

1987:                                             ; preds = %1980
  %1988 = trunc i64 %1983 to i8
  br label %1989

1989:                                             ; preds = %1987, %1974
  %1990 = phi i8 [ 0, %1974 ], [ %1988, %1987 ]
  %1991 = phi i8 [ %1976, %1974 ], [ %1978, %1987 ]
  %1992 = getelementptr inbounds [18002 x i8], ptr %1972, i64 0, i64 %1975
  store i8 %1990, ptr %1992, align 1, !tbaa !21
  %1993 = add nuw nsw i64 %1975, 1
  %1994 = icmp eq i64 %1993, %1973
  br i1 %1994, label %1995, label %1974, !llvm.loop !58

1995:                                             ; preds = %1989, %1968
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %5) #10
  %1996 = getelementptr inbounds i8, ptr %0, i64 39256
  %1997 = icmp slt i32 %566, 8
  %1998 = icmp slt i32 %566, 32
  %1999 = and i64 %569, 2147483616
  %2000 = icmp eq i64 %1999, %569
  %2001 = and i64 %569, 24
  %2002 = icmp eq i64 %2001, 0
  %2003 = and i64 %569, 2147483640
  %2004 = icmp eq i64 %2003, %569
  br label %2005

2005:                                             ; preds = %2078, %1995
  %2006 = phi i64 [ 0, %1995 ], [ %2083, %2078 ]
  br i1 %567, label %2007, label %2078

2007:                                             ; preds = %2005
  br i1 %1997, label %2055, label %2008

2008:                                             ; preds = %2007
  br i1 %1998, label %2033, label %2009

2009:                                             ; preds = %2008, %2009
  %2010 = phi i64 [ %2025, %2009 ], [ 0, %2008 ]
  %2011 = phi <16 x i32> [ %2023, %2009 ], [ <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, %2008 ]
  %2012 = phi <16 x i32> [ %2024, %2009 ], [ <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, %2008 ]
  %2013 = phi <16 x i32> [ %2021, %2009 ], [ zeroinitializer, %2008 ]
  %2014 = phi <16 x i32> [ %2022, %2009 ], [ zeroinitializer, %2008 ]
  %2015 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2006, i64 %2010
  %2016 = getelementptr inbounds i8, ptr %2015, i64 16
  %2017 = load <16 x i8>, ptr %2015, align 1, !tbaa !21
  %2018 = load <16 x i8>, ptr %2016, align 1, !tbaa !21
  %2019 = zext <16 x i8> %2017 to <16 x i32>
  %2020 = zext <16 x i8> %2018 to <16 x i32>
  %2021 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2013, <16 x i32> %2019)
  %2022 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2014, <16 x i32> %2020)
  %2023 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2011, <16 x i32> %2019)
  %2024 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2012, <16 x i32> %2020)
  %2025 = add nuw i64 %2010, 32
  %2026 = icmp eq i64 %2025, %1999
  br i1 %2026, label %2027, label %2009, !llvm.loop !59

2027:                                             ; preds = %2009
  %2028 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %2023, <16 x i32> %2024)
  %2029 = call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %2028)
  %2030 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %2021, <16 x i32> %2022)
  %2031 = call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %2030)
  br i1 %2000, label %2070, label %2032

2032:                                             ; preds = %2027
  br i1 %2002, label %2055, label %2033

2033:                                             ; preds = %2008, %2032
  %2034 = phi i32 [ %2029, %2032 ], [ 32, %2008 ]
  %2035 = phi i32 [ %2031, %2032 ], [ 0, %2008 ]
  %2036 = phi i64 [ %1999, %2032 ], [ 0, %2008 ]
  %2037 = insertelement <8 x i32> poison, i32 %2034, i64 0
  %2038 = shufflevector <8 x i32> %2037, <8 x i32> poison, <8 x i32> zeroinitializer
  %2039 = insertelement <8 x i32> poison, i32 %2035, i64 0
  %2040 = shufflevector <8 x i32> %2039, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %2041

2041:                                             ; preds = %2041, %2033
  %2042 = phi i64 [ %2036, %2033 ], [ %2050, %2041 ]
  %2043 = phi <8 x i32> [ %2038, %2033 ], [ %2049, %2041 ]
  %2044 = phi <8 x i32> [ %2040, %2033 ], [ %2048, %2041 ]
  %2045 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2006, i64 %2042
  %2046 = load <8 x i8>, ptr %2045, align 1, !tbaa !21
  %2047 = zext <8 x i8> %2046 to <8 x i32>
  %2048 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %2044, <8 x i32> %2047)
  %2049 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %2043, <8 x i32> %2047)
  %2050 = add nuw i64 %2042, 8
  %2051 = icmp eq i64 %2050, %2003
  br i1 %2051, label %2052, label %2041, !llvm.loop !60

2052:                                             ; preds = %2041
  %2053 = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %2049)
  %2054 = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %2048)
  br i1 %2004, label %2070, label %2055

2055:                                             ; preds = %2052, %2007, %2032
  %2056 = phi i64 [ 0, %2007 ], [ %1999, %2032 ], [ %2003, %2052 ]
  %2057 = phi i32 [ 32, %2007 ], [ %2029, %2032 ], [ %2053, %2052 ]
  %2058 = phi i32 [ 0, %2007 ], [ %2031, %2032 ], [ %2054, %2052 ]
  br label %2059

2059:                                             ; preds = %2055, %2059
  %2060 = phi i64 [ %2068, %2059 ], [ %2056, %2055 ]
  %2061 = phi i32 [ %2067, %2059 ], [ %2057, %2055 ]
  %2062 = phi i32 [ %2066, %2059 ], [ %2058, %2055 ]
  %2063 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2006, i64 %2060
  %2064 = load i8, ptr %2063, align 1, !tbaa !21
  %2065 = zext i8 %2064 to i32
  %2066 = call i32 @llvm.smax.i32(i32 %2062, i32 %2065)
  %2067 = call i32 @llvm.smin.i32(i32 %2061, i32 %2065)
  %2068 = add nuw nsw i64 %2060, 1
  %2069 = icmp eq i64 %2068, %569
  br i1 %2069, label %2070, label %2059, !llvm.loop !61

2070:                                             ; preds = %2059, %2052, %2027
  %2071 = phi i32 [ %2031, %2027 ], [ %2054, %2052 ], [ %2066, %2059 ]
  %2072 = phi i32 [ %2029, %2027 ], [ %2053, %2052 ], [ %2067, %2059 ]
  %2073 = icmp ugt i32 %2071, 17
  br i1 %2073, label %2074, label %2075

2074:                                             ; preds = %2070
  call void @BZ2_bz__AssertH__fail(i32 noundef 3004) #10
  br label %2075

2075:                                             ; preds = %2074, %2070
  %2076 = icmp slt i32 %2072, 1
  br i1 %2076, label %2077, label %2078

2077:                                             ; preds = %2075
  call void @BZ2_bz__AssertH__fail(i32 noundef 3005) #10
  br label %2078

2078:                                             ; preds = %2077, %2075, %2005
  %2079 = phi i32 [ %2071, %2077 ], [ %2071, %2075 ], [ 0, %2005 ]
  %2080 = phi i32 [ %2072, %2077 ], [ %2072, %2075 ], [ 32, %2005 ]
  %2081 = getelementptr inbounds [6 x [258 x i32]], ptr %1996, i64 0, i64 %2006
  %2082 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2006
  call void @BZ2_hbAssignCodes(ptr noundef nonnull %2081, ptr noundef nonnull %2082, i32 noundef %2080, i32 noundef %2079, i32 noundef %566) #10
  %2083 = add nuw nsw i64 %2006, 1
  %2084 = icmp eq i64 %2083, %596
  br i1 %2084, label %2085, label %2005, !llvm.loop !62

2085:                                             ; preds = %2078
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #10
  %2086 = load <16 x i8>, ptr %356, align 1, !tbaa !21
  %2087 = freeze <16 x i8> %2086
  %2088 = icmp ne <16 x i8> %2087, zeroinitializer
  %2089 = bitcast <16 x i1> %2088 to i16
  %2090 = icmp ne i16 %2089, 0
  %2091 = zext i1 %2090 to i8
  store i8 %2091, ptr %6, align 4
  %2092 = getelementptr inbounds i8, ptr %6, i64 1
  %2093 = getelementptr inbounds i8, ptr %0, i64 144
  %2094 = load <16 x i8>, ptr %2093, align 1, !tbaa !21
  %2095 = freeze <16 x i8> %2094
  %2096 = icmp ne <16 x i8> %2095, zeroinitializer
  %2097 = bitcast <16 x i1> %2096 to i16
  %2098 = icmp ne i16 %2097, 0
  %2099 = zext i1 %2098 to i8
  store i8 %2099, ptr %2092, align 1
  %2100 = getelementptr inbounds i8, ptr %6, i64 2
  %2101 = getelementptr inbounds i8, ptr %0, i64 160
  %2102 = load <16 x i8>, ptr %2101, align 1, !tbaa !21
  %2103 = freeze <16 x i8> %2102
  %2104 = icmp ne <16 x i8> %2103, zeroinitializer
  %2105 = bitcast <16 x i1> %2104 to i16
  %2106 = icmp ne i16 %2105, 0
  %2107 = zext i1 %2106 to i8
  store i8 %2107, ptr %2100, align 2
  %2108 = getelementptr inbounds i8, ptr %6, i64 3
  %2109 = getelementptr inbounds i8, ptr %0, i64 176
  %2110 = load <16 x i8>, ptr %2109, align 1, !tbaa !21
  %2111 = freeze <16 x i8> %2110
  %2112 = icmp ne <16 x i8> %2111, zeroinitializer
  %2113 = bitcast <16 x i1> %2112 to i16
  %2114 = icmp ne i16 %2113, 0
  %2115 = zext i1 %2114 to i8
  store i8 %2115, ptr %2108, align 1
  %2116 = getelementptr inbounds i8, ptr %6, i64 4
  %2117 = getelementptr inbounds i8, ptr %0, i64 192
  %2118 = load <16 x i8>, ptr %2117, align 1, !tbaa !21
  %2119 = freeze <16 x i8> %2118
  %2120 = icmp ne <16 x i8> %2119, zeroinitializer
  %2121 = bitcast <16 x i1> %2120 to i16
  %2122 = icmp ne i16 %2121, 0
  %2123 = zext i1 %2122 to i8
  store i8 %2123, ptr %2116, align 4
  %2124 = getelementptr inbounds i8, ptr %6, i64 5
  %2125 = getelementptr inbounds i8, ptr %0, i64 208
  %2126 = load <16 x i8>, ptr %2125, align 1, !tbaa !21
  %2127 = freeze <16 x i8> %2126
  %2128 = icmp ne <16 x i8> %2127, zeroinitializer
  %2129 = bitcast <16 x i1> %2128 to i16
  %2130 = icmp ne i16 %2129, 0
  %2131 = zext i1 %2130 to i8
  store i8 %2131, ptr %2124, align 1
  %2132 = getelementptr inbounds i8, ptr %6, i64 6
  %2133 = getelementptr inbounds i8, ptr %0, i64 224
  %2134 = load <16 x i8>, ptr %2133, align 1, !tbaa !21
  %2135 = freeze <16 x i8> %2134
  %2136 = icmp ne <16 x i8> %2135, zeroinitializer
  %2137 = bitcast <16 x i1> %2136 to i16
  %2138 = icmp ne i16 %2137, 0
  %2139 = zext i1 %2138 to i8
  store i8 %2139, ptr %2132, align 2
  %2140 = getelementptr inbounds i8, ptr %6, i64 7
  %2141 = getelementptr inbounds i8, ptr %0, i64 240
  %2142 = load <16 x i8>, ptr %2141, align 1, !tbaa !21
  %2143 = freeze <16 x i8> %2142
  %2144 = icmp ne <16 x i8> %2143, zeroinitializer
  %2145 = bitcast <16 x i1> %2144 to i16
  %2146 = icmp ne i16 %2145, 0
  %2147 = zext i1 %2146 to i8
  store i8 %2147, ptr %2140, align 1
  %2148 = getelementptr inbounds i8, ptr %6, i64 8
  %2149 = getelementptr inbounds i8, ptr %0, i64 256
  %2150 = load <16 x i8>, ptr %2149, align 1, !tbaa !21
  %2151 = freeze <16 x i8> %2150
  %2152 = icmp ne <16 x i8> %2151, zeroinitializer
  %2153 = bitcast <16 x i1> %2152 to i16
  %2154 = icmp ne i16 %2153, 0
  %2155 = zext i1 %2154 to i8
  store i8 %2155, ptr %2148, align 4
  %2156 = getelementptr inbounds i8, ptr %6, i64 9
  %2157 = getelementptr inbounds i8, ptr %0, i64 272
  %2158 = load <16 x i8>, ptr %2157, align 1, !tbaa !21
  %2159 = freeze <16 x i8> %2158
  %2160 = icmp ne <16 x i8> %2159, zeroinitializer
  %2161 = bitcast <16 x i1> %2160 to i16
  %2162 = icmp ne i16 %2161, 0
  %2163 = zext i1 %2162 to i8
  store i8 %2163, ptr %2156, align 1
  %2164 = getelementptr inbounds i8, ptr %6, i64 10
  %2165 = getelementptr inbounds i8, ptr %0, i64 288
  %2166 = load <16 x i8>, ptr %2165, align 1, !tbaa !21
  %2167 = freeze <16 x i8> %2166
  %2168 = icmp ne <16 x i8> %2167, zeroinitializer
  %2169 = bitcast <16 x i1> %2168 to i16
  %2170 = icmp ne i16 %2169, 0
  %2171 = zext i1 %2170 to i8
  store i8 %2171, ptr %2164, align 2
  %2172 = getelementptr inbounds i8, ptr %6, i64 11
  %2173 = getelementptr inbounds i8, ptr %0, i64 304
  %2174 = load <16 x i8>, ptr %2173, align 1, !tbaa !21
  %2175 = freeze <16 x i8> %2174
  %2176 = icmp ne <16 x i8> %2175, zeroinitializer
  %2177 = bitcast <16 x i1> %2176 to i16
  %2178 = icmp ne i16 %2177, 0
  %2179 = zext i1 %2178 to i8
  store i8 %2179, ptr %2172, align 1
  %2180 = getelementptr inbounds i8, ptr %6, i64 12
  %2181 = getelementptr inbounds i8, ptr %0, i64 320
  %2182 = load <16 x i8>, ptr %2181, align 1, !tbaa !21
  %2183 = freeze <16 x i8> %2182
  %2184 = icmp ne <16 x i8> %2183, zeroinitializer
  %2185 = bitcast <16 x i1> %2184 to i16
  %2186 = icmp ne i16 %2185, 0
  %2187 = zext i1 %2186 to i8
  store i8 %2187, ptr %2180, align 4
  %2188 = getelementptr inbounds i8, ptr %6, i64 13
  %2189 = getelementptr inbounds i8, ptr %0, i64 336
  %2190 = load <16 x i8>, ptr %2189, align 1, !tbaa !21
  %2191 = freeze <16 x i8> %2190
  %2192 = icmp ne <16 x i8> %2191, zeroinitializer
  %2193 = bitcast <16 x i1> %2192 to i16
  %2194 = icmp ne i16 %2193, 0
  %2195 = zext i1 %2194 to i8
  store i8 %2195, ptr %2188, align 1
  %2196 = getelementptr inbounds i8, ptr %6, i64 14
  %2197 = getelementptr inbounds i8, ptr %0, i64 352
  %2198 = load <16 x i8>, ptr %2197, align 1, !tbaa !21
  %2199 = freeze <16 x i8> %2198
  %2200 = icmp ne <16 x i8> %2199, zeroinitializer
  %2201 = bitcast <16 x i1> %2200 to i16
  %2202 = icmp ne i16 %2201, 0
  %2203 = zext i1 %2202 to i8
  store i8 %2203, ptr %2196, align 2
  %2204 = getelementptr inbounds i8, ptr %6, i64 15
  %2205 = getelementptr inbounds i8, ptr %0, i64 368
  %2206 = load <16 x i8>, ptr %2205, align 1, !tbaa !21
  %2207 = freeze <16 x i8> %2206
  %2208 = icmp ne <16 x i8> %2207, zeroinitializer
  %2209 = bitcast <16 x i1> %2208 to i16
  %2210 = icmp ne i16 %2209, 0
  %2211 = zext i1 %2210 to i8
  store i8 %2211, ptr %2204, align 1
  %2212 = getelementptr inbounds i8, ptr %0, i64 116
  %2213 = load i32, ptr %2212, align 4, !tbaa !16
  %2214 = load i32, ptr %125, align 4, !tbaa !23
  %2215 = load i32, ptr %128, align 8, !tbaa !22
  br label %2216

2216:                                             ; preds = %2263, %2085
  %2217 = phi i32 [ %2264, %2263 ], [ %2215, %2085 ]
  %2218 = phi i32 [ %2267, %2263 ], [ %2214, %2085 ]
  %2219 = phi i32 [ %2266, %2263 ], [ %2213, %2085 ]
  %2220 = phi i64 [ %2268, %2263 ], [ 0, %2085 ]
  %2221 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %2220
  %2222 = load i8, ptr %2221, align 1, !tbaa !21
  %2223 = icmp eq i8 %2222, 0
  %2224 = icmp sgt i32 %2218, 7
  br i1 %2223, label %2247, label %2225

2225:                                             ; preds = %2216
  br i1 %2224, label %2226, label %2241

2226:                                             ; preds = %2225, %2226
  %2227 = phi i32 [ %2235, %2226 ], [ %2219, %2225 ]
  %2228 = phi i32 [ %2237, %2226 ], [ %2217, %2225 ]
  %2229 = lshr i32 %2228, 24
  %2230 = trunc nuw i32 %2229 to i8
  %2231 = load ptr, ptr %39, align 8, !tbaa !20
  %2232 = sext i32 %2227 to i64
  %2233 = getelementptr inbounds i8, ptr %2231, i64 %2232
  store i8 %2230, ptr %2233, align 1, !tbaa !21
  %2234 = load i32, ptr %2212, align 4, !tbaa !16
  %2235 = add nsw i32 %2234, 1
  store i32 %2235, ptr %2212, align 4, !tbaa !16
  %2236 = load i32, ptr %128, align 8, !tbaa !22
  %2237 = shl i32 %2236, 8
  store i32 %2237, ptr %128, align 8, !tbaa !22
  %2238 = load i32, ptr %125, align 4, !tbaa !23
  %2239 = add nsw i32 %2238, -8
  store i32 %2239, ptr %125, align 4, !tbaa !23
  %2240 = icmp sgt i32 %2238, 15
  br i1 %2240, label %2226, label %2241, !llvm.loop !24

2241:                                             ; preds = %2226, %2225
  %2242 = phi i32 [ %2219, %2225 ], [ %2235, %2226 ]
  %2243 = phi i32 [ %2217, %2225 ], [ %2237, %2226 ]
  %2244 = phi i32 [ %2218, %2225 ], [ %2239, %2226 ]
  %2245 = lshr exact i32 -2147483648, %2244
  %2246 = or i32 %2245, %2243
  br label %2263

2247:                                             ; preds = %2216
  br i1 %2224, label %2248, label %2263

2248:                                             ; preds = %2247, %2248
  %2249 = phi i32 [ %2257, %2248 ], [ %2219, %2247 ]
  %2250 = phi i32 [ %2259, %2248 ], [ %2217, %2247 ]
  %2251 = lshr i32 %2250, 24
  %2252 = trunc nuw i32 %2251 to i8
  %2253 = load ptr, ptr %39, align 8, !tbaa !20
  %2254 = sext i32 %2249 to i64
  %2255 = getelementptr inbounds i8, ptr %2253, i64 %2254
  store i8 %2252, ptr %2255, align 1, !tbaa !21
  %2256 = load i32, ptr %2212, align 4, !tbaa !16
  %2257 = add nsw i32 %2256, 1
  store i32 %2257, ptr %2212, align 4, !tbaa !16
  %2258 = load i32, ptr %128, align 8, !tbaa !22
  %2259 = shl i32 %2258, 8
  store i32 %2259, ptr %128, align 8, !tbaa !22
  %2260 = load i32, ptr %125, align 4, !tbaa !23
  %2261 = add nsw i32 %2260, -8
  store i32 %2261, ptr %125, align 4, !tbaa !23
  %2262 = icmp sgt i32 %2260, 15
  br i1 %2262, label %2248, label %2263, !llvm.loop !24

2263:                                             ; preds = %2248, %2247, %2241
  %2264 = phi i32 [ %2246, %2241 ], [ %2217, %2247 ], [ %2259, %2248 ]
  %2265 = phi i32 [ %2244, %2241 ], [ %2218, %2247 ], [ %2261, %2248 ]
  %2266 = phi i32 [ %2242, %2241 ], [ %2219, %2247 ], [ %2257, %2248 ]
  %2267 = add nsw i32 %2265, 1
  store i32 %2264, ptr %128, align 8, !tbaa !22
  store i32 %2267, ptr %125, align 4, !tbaa !23
  %2268 = add nuw nsw i64 %2220, 1
  %2269 = icmp eq i64 %2268, 16
  br i1 %2269, label %2270, label %2216, !llvm.loop !63

2270:                                             ; preds = %2263, %2335
  %2271 = phi i32 [ %2336, %2335 ], [ %2266, %2263 ]
  %2272 = phi i32 [ %2337, %2335 ], [ %2264, %2263 ]
  %2273 = phi i32 [ %2338, %2335 ], [ %2267, %2263 ]
  %2274 = phi i64 [ %2339, %2335 ], [ 0, %2263 ]
  %2275 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %2274
  %2276 = load i8, ptr %2275, align 1, !tbaa !21
  %2277 = icmp eq i8 %2276, 0
  br i1 %2277, label %2335, label %2278

2278:                                             ; preds = %2270
  %2279 = shl nuw nsw i64 %2274, 4
  br label %2280

2280:                                             ; preds = %2328, %2278
  %2281 = phi i32 [ %2271, %2278 ], [ %2329, %2328 ]
  %2282 = phi i32 [ %2272, %2278 ], [ %2330, %2328 ]
  %2283 = phi i32 [ %2273, %2278 ], [ %2332, %2328 ]
  %2284 = phi i64 [ 0, %2278 ], [ %2333, %2328 ]
  %2285 = add nuw nsw i64 %2284, %2279
  %2286 = getelementptr inbounds [256 x i8], ptr %356, i64 0, i64 %2285
  %2287 = load i8, ptr %2286, align 1, !tbaa !21
  %2288 = icmp eq i8 %2287, 0
  %2289 = icmp sgt i32 %2283, 7
  br i1 %2288, label %2312, label %2290

2290:                                             ; preds = %2280
  br i1 %2289, label %2291, label %2306

2291:                                             ; preds = %2290, %2291
  %2292 = phi i32 [ %2300, %2291 ], [ %2281, %2290 ]
  %2293 = phi i32 [ %2302, %2291 ], [ %2282, %2290 ]
  %2294 = lshr i32 %2293, 24
  %2295 = trunc nuw i32 %2294 to i8
  %2296 = load ptr, ptr %39, align 8, !tbaa !20
  %2297 = sext i32 %2292 to i64
  %2298 = getelementptr inbounds i8, ptr %2296, i64 %2297
  store i8 %2295, ptr %2298, align 1, !tbaa !21
  %2299 = load i32, ptr %2212, align 4, !tbaa !16
  %2300 = add nsw i32 %2299, 1
  store i32 %2300, ptr %2212, align 4, !tbaa !16
  %2301 = load i32, ptr %128, align 8, !tbaa !22
  %2302 = shl i32 %2301, 8
  store i32 %2302, ptr %128, align 8, !tbaa !22
  %2303 = load i32, ptr %125, align 4, !tbaa !23
  %2304 = add nsw i32 %2303, -8
  store i32 %2304, ptr %125, align 4, !tbaa !23
  %2305 = icmp sgt i32 %2303, 15
  br i1 %2305, label %2291, label %2306, !llvm.loop !24

2306:                                             ; preds = %2291, %2290
  %2307 = phi i32 [ %2281, %2290 ], [ %2300, %2291 ]
  %2308 = phi i32 [ %2282, %2290 ], [ %2302, %2291 ]
  %2309 = phi i32 [ %2283, %2290 ], [ %2304, %2291 ]
  %2310 = lshr exact i32 -2147483648, %2309
  %2311 = or i32 %2310, %2308
  br label %2328

2312:                                             ; preds = %2280
  br i1 %2289, label %2313, label %2328

2313:                                             ; preds = %2312, %2313
  %2314 = phi i32 [ %2322, %2313 ], [ %2281, %2312 ]
  %2315 = phi i32 [ %2324, %2313 ], [ %2282, %2312 ]
  %2316 = lshr i32 %2315, 24
  %2317 = trunc nuw i32 %2316 to i8
  %2318 = load ptr, ptr %39, align 8, !tbaa !20
  %2319 = sext i32 %2314 to i64
  %2320 = getelementptr inbounds i8, ptr %2318, i64 %2319
  store i8 %2317, ptr %2320, align 1, !tbaa !21
  %2321 = load i32, ptr %2212, align 4, !tbaa !16
  %2322 = add nsw i32 %2321, 1
  store i32 %2322, ptr %2212, align 4, !tbaa !16
  %2323 = load i32, ptr %128, align 8, !tbaa !22
  %2324 = shl i32 %2323, 8
  store i32 %2324, ptr %128, align 8, !tbaa !22
  %2325 = load i32, ptr %125, align 4, !tbaa !23
  %2326 = add nsw i32 %2325, -8
  store i32 %2326, ptr %125, align 4, !tbaa !23
  %2327 = icmp sgt i32 %2325, 15
  br i1 %2327, label %2313, label %2328, !llvm.loop !24

2328:                                             ; preds = %2313, %2312, %2306
  %2329 = phi i32 [ %2307, %2306 ], [ %2281, %2312 ], [ %2322, %2313 ]
  %2330 = phi i32 [ %2311, %2306 ], [ %2282, %2312 ], [ %2324, %2313 ]
  %2331 = phi i32 [ %2309, %2306 ], [ %2283, %2312 ], [ %2326, %2313 ]
  %2332 = add nsw i32 %2331, 1
  store i32 %2330, ptr %128, align 8, !tbaa !22
  store i32 %2332, ptr %125, align 4, !tbaa !23
  %2333 = add nuw nsw i64 %2284, 1
  %2334 = icmp eq i64 %2333, 16
  br i1 %2334, label %2335, label %2280, !llvm.loop !64

2335:                                             ; preds = %2328, %2270
  %2336 = phi i32 [ %2271, %2270 ], [ %2329, %2328 ]
  %2337 = phi i32 [ %2272, %2270 ], [ %2330, %2328 ]
  %2338 = phi i32 [ %2273, %2270 ], [ %2332, %2328 ]
  %2339 = add nuw nsw i64 %2274, 1
  %2340 = icmp eq i64 %2339, 16
  br i1 %2340, label %2341, label %2270, !llvm.loop !65

2341:                                             ; preds = %2335
  %2342 = load i32, ptr %556, align 8, !tbaa !17
  %2343 = icmp sgt i32 %2342, 2
  br i1 %2343, label %2344, label %2351

2344:                                             ; preds = %2341
  %2345 = load ptr, ptr @stderr, align 8, !tbaa !18
  %2346 = sub nsw i32 %2336, %2213
  %2347 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2345, ptr noundef nonnull @.str.7, i32 noundef %2346) #9
  %2348 = load i32, ptr %2212, align 4, !tbaa !16
  %2349 = load i32, ptr %125, align 4, !tbaa !23
  %2350 = load i32, ptr %128, align 8, !tbaa !22
  br label %2351

2351:                                             ; preds = %2344, %2341
  %2352 = phi i32 [ %2350, %2344 ], [ %2337, %2341 ]
  %2353 = phi i32 [ %2349, %2344 ], [ %2338, %2341 ]
  %2354 = phi i32 [ %2348, %2344 ], [ %2336, %2341 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #10
  %2355 = icmp sgt i32 %2353, 7
  br i1 %2355, label %2356, label %2371

2356:                                             ; preds = %2351, %2356
  %2357 = phi i32 [ %2365, %2356 ], [ %2354, %2351 ]
  %2358 = phi i32 [ %2367, %2356 ], [ %2352, %2351 ]
  %2359 = lshr i32 %2358, 24
  %2360 = trunc nuw i32 %2359 to i8
  %2361 = load ptr, ptr %39, align 8, !tbaa !20
  %2362 = sext i32 %2357 to i64
  %2363 = getelementptr inbounds i8, ptr %2361, i64 %2362
  store i8 %2360, ptr %2363, align 1, !tbaa !21
  %2364 = load i32, ptr %2212, align 4, !tbaa !16
  %2365 = add nsw i32 %2364, 1
  store i32 %2365, ptr %2212, align 4, !tbaa !16
  %2366 = load i32, ptr %128, align 8, !tbaa !22
  %2367 = shl i32 %2366, 8
  store i32 %2367, ptr %128, align 8, !tbaa !22
  %2368 = load i32, ptr %125, align 4, !tbaa !23
  %2369 = add nsw i32 %2368, -8
  store i32 %2369, ptr %125, align 4, !tbaa !23
  %2370 = icmp sgt i32 %2368, 15
  br i1 %2370, label %2356, label %2371, !llvm.loop !24

2371:                                             ; preds = %2356, %2351
  %2372 = phi i32 [ %2354, %2351 ], [ %2365, %2356 ]
  %2373 = phi i32 [ %2352, %2351 ], [ %2367, %2356 ]
  %2374 = phi i32 [ %2353, %2351 ], [ %2369, %2356 ]
  %2375 = add nsw i32 %2374, 3
  %2376 = sub i32 29, %2374
  %2377 = shl i32 %594, %2376
  %2378 = or i32 %2377, %2373
  store i32 %2378, ptr %128, align 8, !tbaa !22
  store i32 %2375, ptr %125, align 4, !tbaa !23
  %2379 = icmp sgt i32 %2374, 4
  br i1 %2379, label %2380, label %2395

2380:                                             ; preds = %2371, %2380
  %2381 = phi i32 [ %2389, %2380 ], [ %2372, %2371 ]
  %2382 = phi i32 [ %2391, %2380 ], [ %2378, %2371 ]
  %2383 = lshr i32 %2382, 24
  %2384 = trunc nuw i32 %2383 to i8
  %2385 = load ptr, ptr %39, align 8, !tbaa !20
  %2386 = sext i32 %2381 to i64
  %2387 = getelementptr inbounds i8, ptr %2385, i64 %2386
  store i8 %2384, ptr %2387, align 1, !tbaa !21
  %2388 = load i32, ptr %2212, align 4, !tbaa !16
  %2389 = add nsw i32 %2388, 1
  store i32 %2389, ptr %2212, align 4, !tbaa !16
  %2390 = load i32, ptr %128, align 8, !tbaa !22
  %2391 = shl i32 %2390, 8
  store i32 %2391, ptr %128, align 8, !tbaa !22
  %2392 = load i32, ptr %125, align 4, !tbaa !23
  %2393 = add nsw i32 %2392, -8
  store i32 %2393, ptr %125, align 4, !tbaa !23
  %2394 = icmp sgt i32 %2392, 15
  br i1 %2394, label %2380, label %2395, !llvm.loop !24

2395:                                             ; preds = %2380, %2371
  %2396 = phi i32 [ %2372, %2371 ], [ %2389, %2380 ]
  %2397 = phi i32 [ %2378, %2371 ], [ %2391, %2380 ]
  %2398 = phi i32 [ %2375, %2371 ], [ %2393, %2380 ]
  %2399 = add nsw i32 %2398, 15
  %2400 = sub i32 17, %2398
  %2401 = shl i32 %1883, %2400
  %2402 = or i32 %2401, %2397
  store i32 %2402, ptr %128, align 8, !tbaa !22
  store i32 %2399, ptr %125, align 4, !tbaa !23
  br i1 %1969, label %2403, label %2476

2403:                                             ; preds = %2395
  %2404 = getelementptr inbounds i8, ptr %0, i64 19706
  %2405 = zext nneg i32 %1883 to i64
  br label %2406

2406:                                             ; preds = %2469, %2403
  %2407 = phi i32 [ %2396, %2403 ], [ %2470, %2469 ]
  %2408 = phi i32 [ %2402, %2403 ], [ %2471, %2469 ]
  %2409 = phi i32 [ %2399, %2403 ], [ %2473, %2469 ]
  %2410 = phi i64 [ 0, %2403 ], [ %2474, %2469 ]
  %2411 = getelementptr inbounds [18002 x i8], ptr %2404, i64 0, i64 %2410
  %2412 = load i8, ptr %2411, align 1, !tbaa !21
  %2413 = icmp eq i8 %2412, 0
  br i1 %2413, label %2449, label %2414

2414:                                             ; preds = %2406, %2438
  %2415 = phi i8 [ %2439, %2438 ], [ %2412, %2406 ]
  %2416 = phi i32 [ %2440, %2438 ], [ %2407, %2406 ]
  %2417 = phi i32 [ %2445, %2438 ], [ %2408, %2406 ]
  %2418 = phi i32 [ %2443, %2438 ], [ %2409, %2406 ]
  %2419 = phi i32 [ %2446, %2438 ], [ 0, %2406 ]
  %2420 = icmp sgt i32 %2418, 7
  br i1 %2420, label %2421, label %2438

2421:                                             ; preds = %2414, %2421
  %2422 = phi i32 [ %2430, %2421 ], [ %2416, %2414 ]
  %2423 = phi i32 [ %2432, %2421 ], [ %2417, %2414 ]
  %2424 = lshr i32 %2423, 24
  %2425 = trunc nuw i32 %2424 to i8
  %2426 = load ptr, ptr %39, align 8, !tbaa !20
  %2427 = sext i32 %2422 to i64
  %2428 = getelementptr inbounds i8, ptr %2426, i64 %2427
  store i8 %2425, ptr %2428, align 1, !tbaa !21
  %2429 = load i32, ptr %2212, align 4, !tbaa !16
  %2430 = add nsw i32 %2429, 1
  store i32 %2430, ptr %2212, align 4, !tbaa !16
  %2431 = load i32, ptr %128, align 8, !tbaa !22
  %2432 = shl i32 %2431, 8
  store i32 %2432, ptr %128, align 8, !tbaa !22
  %2433 = load i32, ptr %125, align 4, !tbaa !23
  %2434 = add nsw i32 %2433, -8
  store i32 %2434, ptr %125, align 4, !tbaa !23
  %2435 = icmp sgt i32 %2433, 15
  br i1 %2435, label %2421, label %2436, !llvm.loop !24

2436:                                             ; preds = %2421
  %2437 = load i8, ptr %2411, align 1, !tbaa !21
  br label %2438

2438:                                             ; preds = %2436, %2414
  %2439 = phi i8 [ %2437, %2436 ], [ %2415, %2414 ]
  %2440 = phi i32 [ %2430, %2436 ], [ %2416, %2414 ]
  %2441 = phi i32 [ %2432, %2436 ], [ %2417, %2414 ]
  %2442 = phi i32 [ %2434, %2436 ], [ %2418, %2414 ]
  %2443 = add nsw i32 %2442, 1
  %2444 = lshr exact i32 -2147483648, %2442
  %2445 = or i32 %2444, %2441
  store i32 %2445, ptr %128, align 8, !tbaa !22
  store i32 %2443, ptr %125, align 4, !tbaa !23
  %2446 = add nuw nsw i32 %2419, 1
  %2447 = zext i8 %2439 to i32
  %2448 = icmp ult i32 %2446, %2447
  br i1 %2448, label %2414, label %2449, !llvm.loop !66

2449:                                             ; preds = %2438, %2406
  %2450 = phi i32 [ %2408, %2406 ], [ %2445, %2438 ]
  %2451 = phi i32 [ %2409, %2406 ], [ %2443, %2438 ]
  %2452 = phi i32 [ %2407, %2406 ], [ %2440, %2438 ]
  %2453 = icmp sgt i32 %2451, 7
  br i1 %2453, label %2454, label %2469

2454:                                             ; preds = %2449, %2454
  %2455 = phi i32 [ %2463, %2454 ], [ %2452, %2449 ]
  %2456 = phi i32 [ %2465, %2454 ], [ %2450, %2449 ]
  %2457 = lshr i32 %2456, 24
  %2458 = trunc nuw i32 %2457 to i8
  %2459 = load ptr, ptr %39, align 8, !tbaa !20
  %2460 = sext i32 %2455 to i64
  %2461 = getelementptr inbounds i8, ptr %2459, i64 %2460
  store i8 %2458, ptr %2461, align 1, !tbaa !21
  %2462 = load i32, ptr %2212, align 4, !tbaa !16
  %2463 = add nsw i32 %2462, 1
  store i32 %2463, ptr %2212, align 4, !tbaa !16
  %2464 = load i32, ptr %128, align 8, !tbaa !22
  %2465 = shl i32 %2464, 8
  store i32 %2465, ptr %128, align 8, !tbaa !22
  %2466 = load i32, ptr %125, align 4, !tbaa !23
  %2467 = add nsw i32 %2466, -8
  store i32 %2467, ptr %125, align 4, !tbaa !23
  %2468 = icmp sgt i32 %2466, 15
  br i1 %2468, label %2454, label %2469, !llvm.loop !24

2469:                                             ; preds = %2454, %2449
  %2470 = phi i32 [ %2452, %2449 ], [ %2463, %2454 ]
  %2471 = phi i32 [ %2450, %2449 ], [ %2465, %2454 ]
  %2472 = phi i32 [ %2451, %2449 ], [ %2467, %2454 ]
  %2473 = add nsw i32 %2472, 1
  store i32 %2471, ptr %128, align 8, !tbaa !22
  store i32 %2473, ptr %125, align 4, !tbaa !23
  %2474 = add nuw nsw i64 %2410, 1
  %2475 = icmp eq i64 %2474, %2405
  br i1 %2475, label %2476, label %2406, !llvm.loop !67

2476:                                             ; preds = %2469, %2395
  %2477 = phi i32 [ %2402, %2395 ], [ %2471, %2469 ]
  %2478 = phi i32 [ %2399, %2395 ], [ %2473, %2469 ]
  %2479 = phi i32 [ %2396, %2395 ], [ %2470, %2469 ]
  %2480 = load i32, ptr %556, align 8, !tbaa !17
  %2481 = icmp sgt i32 %2480, 2
  br i1 %2481, label %2482, label %2489

2482:                                             ; preds = %2476
  %2483 = load ptr, ptr @stderr, align 8, !tbaa !18
  %2484 = sub nsw i32 %2479, %2354
  %2485 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2483, ptr noundef nonnull @.str.8, i32 noundef %2484) #9
  %2486 = load i32, ptr %2212, align 4, !tbaa !16
  %2487 = load i32, ptr %125, align 4, !tbaa !23
  %2488 = load i32, ptr %128, align 8, !tbaa !22
  br label %2489

2489:                                             ; preds = %2482, %2476
  %2490 = phi i32 [ %2488, %2482 ], [ %2477, %2476 ]
  %2491 = phi i32 [ %2487, %2482 ], [ %2478, %2476 ]
  %2492 = phi i32 [ %2486, %2482 ], [ %2479, %2476 ]
  br label %2493

2493:                                             ; preds = %2636, %2489
  %2494 = phi i32 [ %2490, %2489 ], [ %2637, %2636 ]
  %2495 = phi i32 [ %2492, %2489 ], [ %2638, %2636 ]
  %2496 = phi i32 [ %2491, %2489 ], [ %2639, %2636 ]
  %2497 = phi i64 [ 0, %2489 ], [ %2640, %2636 ]
  %2498 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2497
  %2499 = load i8, ptr %2498, align 2, !tbaa !21
  %2500 = zext i8 %2499 to i32
  %2501 = icmp sgt i32 %2496, 7
  br i1 %2501, label %2502, label %2517

2502:                                             ; preds = %2493, %2502
  %2503 = phi i32 [ %2511, %2502 ], [ %2495, %2493 ]
  %2504 = phi i32 [ %2513, %2502 ], [ %2494, %2493 ]
  %2505 = lshr i32 %2504, 24
  %2506 = trunc nuw i32 %2505 to i8
  %2507 = load ptr, ptr %39, align 8, !tbaa !20
  %2508 = sext i32 %2503 to i64
  %2509 = getelementptr inbounds i8, ptr %2507, i64 %2508
  store i8 %2506, ptr %2509, align 1, !tbaa !21
  %2510 = load i32, ptr %2212, align 4, !tbaa !16
  %2511 = add nsw i32 %2510, 1
  store i32 %2511, ptr %2212, align 4, !tbaa !16
  %2512 = load i32, ptr %128, align 8, !tbaa !22
  %2513 = shl i32 %2512, 8
  store i32 %2513, ptr %128, align 8, !tbaa !22
  %2514 = load i32, ptr %125, align 4, !tbaa !23
  %2515 = add nsw i32 %2514, -8
  store i32 %2515, ptr %125, align 4, !tbaa !23
  %2516 = icmp sgt i32 %2514, 15
  br i1 %2516, label %2502, label %2517, !llvm.loop !24

2517:                                             ; preds = %2502, %2493
  %2518 = phi i32 [ %2495, %2493 ], [ %2511, %2502 ]
  %2519 = phi i32 [ %2494, %2493 ], [ %2513, %2502 ]
  %2520 = phi i32 [ %2496, %2493 ], [ %2515, %2502 ]
  %2521 = add nsw i32 %2520, 5
  %2522 = sub i32 27, %2520
  %2523 = shl i32 %2500, %2522
  %2524 = or i32 %2523, %2519
  store i32 %2524, ptr %128, align 8, !tbaa !22
  store i32 %2521, ptr %125, align 4, !tbaa !23
  br i1 %567, label %2525, label %2636

2525:                                             ; preds = %2517, %2629
  %2526 = phi i32 [ %2631, %2629 ], [ %2524, %2517 ]
  %2527 = phi i32 [ %2633, %2629 ], [ %2521, %2517 ]
  %2528 = phi i32 [ %2630, %2629 ], [ %2518, %2517 ]
  %2529 = phi i64 [ %2634, %2629 ], [ 0, %2517 ]
  %2530 = phi i32 [ %2612, %2629 ], [ %2500, %2517 ]
  %2531 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2497, i64 %2529
  %2532 = load i8, ptr %2531, align 1, !tbaa !21
  %2533 = zext i8 %2532 to i32
  %2534 = icmp slt i32 %2530, %2533
  br i1 %2534, label %2542, label %2535

2535:                                             ; preds = %2563, %2525
  %2536 = phi i32 [ %2533, %2525 ], [ %2573, %2563 ]
  %2537 = phi i32 [ %2526, %2525 ], [ %2570, %2563 ]
  %2538 = phi i32 [ %2527, %2525 ], [ %2567, %2563 ]
  %2539 = phi i32 [ %2528, %2525 ], [ %2564, %2563 ]
  %2540 = phi i32 [ %2530, %2525 ], [ %2571, %2563 ]
  %2541 = icmp ugt i32 %2540, %2536
  br i1 %2541, label %2575, label %2608

2542:                                             ; preds = %2525, %2563
  %2543 = phi i32 [ %2570, %2563 ], [ %2526, %2525 ]
  %2544 = phi i32 [ %2567, %2563 ], [ %2527, %2525 ]
  %2545 = phi i32 [ %2564, %2563 ], [ %2528, %2525 ]
  %2546 = phi i32 [ %2571, %2563 ], [ %2530, %2525 ]
  %2547 = icmp sgt i32 %2544, 7
  br i1 %2547, label %2548, label %2563

2548:                                             ; preds = %2542, %2548
  %2549 = phi i32 [ %2557, %2548 ], [ %2545, %2542 ]
  %2550 = phi i32 [ %2559, %2548 ], [ %2543, %2542 ]
  %2551 = lshr i32 %2550, 24
  %2552 = trunc nuw i32 %2551 to i8
  %2553 = load ptr, ptr %39, align 8, !tbaa !20
  %2554 = sext i32 %2549 to i64
  %2555 = getelementptr inbounds i8, ptr %2553, i64 %2554
  store i8 %2552, ptr %2555, align 1, !tbaa !21
  %2556 = load i32, ptr %2212, align 4, !tbaa !16
  %2557 = add nsw i32 %2556, 1
  store i32 %2557, ptr %2212, align 4, !tbaa !16
  %2558 = load i32, ptr %128, align 8, !tbaa !22
  %2559 = shl i32 %2558, 8
  store i32 %2559, ptr %128, align 8, !tbaa !22
  %2560 = load i32, ptr %125, align 4, !tbaa !23
  %2561 = add nsw i32 %2560, -8
  store i32 %2561, ptr %125, align 4, !tbaa !23
  %2562 = icmp sgt i32 %2560, 15
  br i1 %2562, label %2548, label %2563, !llvm.loop !24

2563:                                             ; preds = %2548, %2542
  %2564 = phi i32 [ %2545, %2542 ], [ %2557, %2548 ]
  %2565 = phi i32 [ %2543, %2542 ], [ %2559, %2548 ]
  %2566 = phi i32 [ %2544, %2542 ], [ %2561, %2548 ]
  %2567 = add nsw i32 %2566, 2
  %2568 = sub i32 30, %2566
  %2569 = shl i32 2, %2568
  %2570 = or i32 %2569, %2565
  store i32 %2570, ptr %128, align 8, !tbaa !22
  store i32 %2567, ptr %125, align 4, !tbaa !23
  %2571 = add nuw nsw i32 %2546, 1
  %2572 = load i8, ptr %2531, align 1, !tbaa !21
  %2573 = zext i8 %2572 to i32
  %2574 = icmp slt i32 %2571, %2573
  br i1 %2574, label %2542, label %2535, !llvm.loop !68

2575:                                             ; preds = %2535, %2596
  %2576 = phi i32 [ %2603, %2596 ], [ %2537, %2535 ]
  %2577 = phi i32 [ %2600, %2596 ], [ %2538, %2535 ]
  %2578 = phi i32 [ %2597, %2596 ], [ %2539, %2535 ]
  %2579 = phi i32 [ %2604, %2596 ], [ %2540, %2535 ]
  %2580 = icmp sgt i32 %2577, 7
  br i1 %2580, label %2581, label %2596

2581:                                             ; preds = %2575, %2581
  %2582 = phi i32 [ %2590, %2581 ], [ %2578, %2575 ]
  %2583 = phi i32 [ %2592, %2581 ], [ %2576, %2575 ]
  %2584 = lshr i32 %2583, 24
  %2585 = trunc nuw i32 %2584 to i8
  %2586 = load ptr, ptr %39, align 8, !tbaa !20
  %2587 = sext i32 %2582 to i64
  %2588 = getelementptr inbounds i8, ptr %2586, i64 %2587
  store i8 %2585, ptr %2588, align 1, !tbaa !21
  %2589 = load i32, ptr %2212, align 4, !tbaa !16
  %2590 = add nsw i32 %2589, 1
  store i32 %2590, ptr %2212, align 4, !tbaa !16
  %2591 = load i32, ptr %128, align 8, !tbaa !22
  %2592 = shl i32 %2591, 8
  store i32 %2592, ptr %128, align 8, !tbaa !22
  %2593 = load i32, ptr %125, align 4, !tbaa !23
  %2594 = add nsw i32 %2593, -8
  store i32 %2594, ptr %125, align 4, !tbaa !23
  %2595 = icmp sgt i32 %2593, 15
  br i1 %2595, label %2581, label %2596, !llvm.loop !24

2596:                                             ; preds = %2581, %2575
  %2597 = phi i32 [ %2578, %2575 ], [ %2590, %2581 ]
  %2598 = phi i32 [ %2576, %2575 ], [ %2592, %2581 ]
  %2599 = phi i32 [ %2577, %2575 ], [ %2594, %2581 ]
  %2600 = add nsw i32 %2599, 2
  %2601 = sub i32 30, %2599
  %2602 = shl i32 3, %2601
  %2603 = or i32 %2602, %2598
  store i32 %2603, ptr %128, align 8, !tbaa !22
  store i32 %2600, ptr %125, align 4, !tbaa !23
  %2604 = add nsw i32 %2579, -1
  %2605 = load i8, ptr %2531, align 1, !tbaa !21
  %2606 = zext i8 %2605 to i32
  %2607 = icmp sgt i32 %2604, %2606
  br i1 %2607, label %2575, label %2608, !llvm.loop !69

2608:                                             ; preds = %2596, %2535
  %2609 = phi i32 [ %2537, %2535 ], [ %2603, %2596 ]
  %2610 = phi i32 [ %2538, %2535 ], [ %2600, %2596 ]
  %2611 = phi i32 [ %2539, %2535 ], [ %2597, %2596 ]
  %2612 = phi i32 [ %2540, %2535 ], [ %2604, %2596 ]
  %2613 = icmp sgt i32 %2610, 7
  br i1 %2613, label %2614, label %2629

2614:                                             ; preds = %2608, %2614
  %2615 = phi i32 [ %2623, %2614 ], [ %2611, %2608 ]
  %2616 = phi i32 [ %2625, %2614 ], [ %2609, %2608 ]
  %2617 = lshr i32 %2616, 24
  %2618 = trunc nuw i32 %2617 to i8
  %2619 = load ptr, ptr %39, align 8, !tbaa !20
  %2620 = sext i32 %2615 to i64
  %2621 = getelementptr inbounds i8, ptr %2619, i64 %2620
  store i8 %2618, ptr %2621, align 1, !tbaa !21
  %2622 = load i32, ptr %2212, align 4, !tbaa !16
  %2623 = add nsw i32 %2622, 1
  store i32 %2623, ptr %2212, align 4, !tbaa !16
  %2624 = load i32, ptr %128, align 8, !tbaa !22
  %2625 = shl i32 %2624, 8
  store i32 %2625, ptr %128, align 8, !tbaa !22
  %2626 = load i32, ptr %125, align 4, !tbaa !23
  %2627 = add nsw i32 %2626, -8
  store i32 %2627, ptr %125, align 4, !tbaa !23
  %2628 = icmp sgt i32 %2626, 15
  br i1 %2628, label %2614, label %2629, !llvm.loop !24

2629:                                             ; preds = %2614, %2608
  %2630 = phi i32 [ %2611, %2608 ], [ %2623, %2614 ]
  %2631 = phi i32 [ %2609, %2608 ], [ %2625, %2614 ]
  %2632 = phi i32 [ %2610, %2608 ], [ %2627, %2614 ]
  %2633 = add nsw i32 %2632, 1
  store i32 %2631, ptr %128, align 8, !tbaa !22
  store i32 %2633, ptr %125, align 4, !tbaa !23
  %2634 = add nuw nsw i64 %2529, 1
  %2635 = icmp eq i64 %2634, %569
  br i1 %2635, label %2636, label %2525, !llvm.loop !70

2636:                                             ; preds = %2629, %2517
  %2637 = phi i32 [ %2524, %2517 ], [ %2631, %2629 ]
  %2638 = phi i32 [ %2518, %2517 ], [ %2630, %2629 ]
  %2639 = phi i32 [ %2521, %2517 ], [ %2633, %2629 ]
  %2640 = add nuw nsw i64 %2497, 1
  %2641 = icmp eq i64 %2640, %596
  br i1 %2641, label %2642, label %2493, !llvm.loop !71

2642:                                             ; preds = %2636
  %2643 = load i32, ptr %556, align 8, !tbaa !17
  %2644 = icmp sgt i32 %2643, 2
  br i1 %2644, label %2645, label %2650

2645:                                             ; preds = %2642
  %2646 = load ptr, ptr @stderr, align 8, !tbaa !18
  %2647 = sub nsw i32 %2638, %2492
  %2648 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %2646, ptr noundef nonnull @.str.9, i32 noundef %2647) #9
  %2649 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2650

2650:                                             ; preds = %2645, %2642
  %2651 = phi i32 [ %2649, %2645 ], [ %2638, %2642 ]
  %2652 = load i32, ptr %554, align 4, !tbaa !42
  %2653 = icmp sgt i32 %2652, 0
  br i1 %2653, label %2654, label %4385

2654:                                             ; preds = %2650, %4378
  %2655 = phi i64 [ %4380, %4378 ], [ 0, %2650 ]
  %2656 = phi i32 [ %4381, %4378 ], [ %2652, %2650 ]
  %2657 = phi i32 [ %4379, %4378 ], [ 0, %2650 ]
  %2658 = add nsw i32 %2657, 49
  %2659 = icmp slt i32 %2658, %2656
  %2660 = add nsw i32 %2656, -1
  %2661 = select i1 %2659, i32 %2658, i32 %2660
  %2662 = getelementptr inbounds [18002 x i8], ptr %607, i64 0, i64 %2655
  %2663 = load i8, ptr %2662, align 1, !tbaa !21
  %2664 = zext i8 %2663 to i32
  %2665 = icmp ugt i32 %594, %2664
  br i1 %2665, label %2667, label %2666

2666:                                             ; preds = %2654
  call void @BZ2_bz__AssertH__fail(i32 noundef 3006) #10
  br label %2667

2667:                                             ; preds = %2666, %2654
  %2668 = sub nsw i32 %2661, %2657
  %2669 = icmp eq i32 %2668, 49
  %2670 = select i1 %593, i1 %2669, i1 false
  br i1 %2670, label %2678, label %2671

2671:                                             ; preds = %2667
  %2672 = icmp sgt i32 %2657, %2661
  br i1 %2672, label %4378, label %2673

2673:                                             ; preds = %2671
  %2674 = sext i32 %2657 to i64
  %2675 = add i32 %2661, 1
  %2676 = load i32, ptr %125, align 4, !tbaa !23
  %2677 = load i32, ptr %128, align 8, !tbaa !22
  br label %4336

2678:                                             ; preds = %2667
  %2679 = load i8, ptr %2662, align 1, !tbaa !21
  %2680 = zext i8 %2679 to i64
  %2681 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %2680
  %2682 = getelementptr inbounds [6 x [258 x i32]], ptr %1996, i64 0, i64 %2680
  %2683 = sext i32 %2657 to i64
  %2684 = getelementptr inbounds i16, ptr %555, i64 %2683
  %2685 = load i16, ptr %2684, align 2, !tbaa !39
  %2686 = zext i16 %2685 to i64
  %2687 = getelementptr inbounds i8, ptr %2681, i64 %2686
  %2688 = load i8, ptr %2687, align 1, !tbaa !21
  %2689 = zext i8 %2688 to i32
  %2690 = getelementptr inbounds i32, ptr %2682, i64 %2686
  %2691 = load i32, ptr %2690, align 4, !tbaa !6
  %2692 = load i32, ptr %125, align 4, !tbaa !23
  %2693 = icmp sgt i32 %2692, 7
  %2694 = load i32, ptr %128, align 8, !tbaa !22
  br i1 %2693, label %2695, label %2712

2695:                                             ; preds = %2678
  %2696 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2697

2697:                                             ; preds = %2697, %2695
  %2698 = phi i32 [ %2696, %2695 ], [ %2706, %2697 ]
  %2699 = phi i32 [ %2694, %2695 ], [ %2708, %2697 ]
  %2700 = lshr i32 %2699, 24
  %2701 = trunc nuw i32 %2700 to i8
  %2702 = load ptr, ptr %39, align 8, !tbaa !20
  %2703 = sext i32 %2698 to i64
  %2704 = getelementptr inbounds i8, ptr %2702, i64 %2703
  store i8 %2701, ptr %2704, align 1, !tbaa !21
  %2705 = load i32, ptr %2212, align 4, !tbaa !16
  %2706 = add nsw i32 %2705, 1
  store i32 %2706, ptr %2212, align 4, !tbaa !16
  %2707 = load i32, ptr %128, align 8, !tbaa !22
  %2708 = shl i32 %2707, 8
  store i32 %2708, ptr %128, align 8, !tbaa !22
  %2709 = load i32, ptr %125, align 4, !tbaa !23
  %2710 = add nsw i32 %2709, -8
  store i32 %2710, ptr %125, align 4, !tbaa !23
  %2711 = icmp sgt i32 %2709, 15
  br i1 %2711, label %2697, label %2712, !llvm.loop !24

2712:                                             ; preds = %2697, %2678
  %2713 = phi i32 [ %2694, %2678 ], [ %2708, %2697 ]
  %2714 = phi i32 [ %2692, %2678 ], [ %2710, %2697 ]
  %2715 = add i32 %2714, %2689
  %2716 = sub i32 32, %2715
  %2717 = shl i32 %2691, %2716
  %2718 = or i32 %2717, %2713
  store i32 %2718, ptr %128, align 8, !tbaa !22
  store i32 %2715, ptr %125, align 4, !tbaa !23
  %2719 = getelementptr i8, ptr %2684, i64 2
  %2720 = load i16, ptr %2719, align 2, !tbaa !39
  %2721 = zext i16 %2720 to i64
  %2722 = getelementptr inbounds i8, ptr %2681, i64 %2721
  %2723 = load i8, ptr %2722, align 1, !tbaa !21
  %2724 = zext i8 %2723 to i32
  %2725 = getelementptr inbounds i32, ptr %2682, i64 %2721
  %2726 = load i32, ptr %2725, align 4, !tbaa !6
  %2727 = icmp sgt i32 %2715, 7
  br i1 %2727, label %2728, label %2745

2728:                                             ; preds = %2712
  %2729 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2730

2730:                                             ; preds = %2730, %2728
  %2731 = phi i32 [ %2729, %2728 ], [ %2739, %2730 ]
  %2732 = phi i32 [ %2718, %2728 ], [ %2741, %2730 ]
  %2733 = lshr i32 %2732, 24
  %2734 = trunc nuw i32 %2733 to i8
  %2735 = load ptr, ptr %39, align 8, !tbaa !20
  %2736 = sext i32 %2731 to i64
  %2737 = getelementptr inbounds i8, ptr %2735, i64 %2736
  store i8 %2734, ptr %2737, align 1, !tbaa !21
  %2738 = load i32, ptr %2212, align 4, !tbaa !16
  %2739 = add nsw i32 %2738, 1
  store i32 %2739, ptr %2212, align 4, !tbaa !16
  %2740 = load i32, ptr %128, align 8, !tbaa !22
  %2741 = shl i32 %2740, 8
  store i32 %2741, ptr %128, align 8, !tbaa !22
  %2742 = load i32, ptr %125, align 4, !tbaa !23
  %2743 = add nsw i32 %2742, -8
  store i32 %2743, ptr %125, align 4, !tbaa !23
  %2744 = icmp sgt i32 %2742, 15
  br i1 %2744, label %2730, label %2745, !llvm.loop !24

2745:                                             ; preds = %2730, %2712
  %2746 = phi i32 [ %2718, %2712 ], [ %2741, %2730 ]
  %2747 = phi i32 [ %2715, %2712 ], [ %2743, %2730 ]
  %2748 = add i32 %2747, %2724
  %2749 = sub i32 32, %2748
  %2750 = shl i32 %2726, %2749
  %2751 = or i32 %2750, %2746
  store i32 %2751, ptr %128, align 8, !tbaa !22
  store i32 %2748, ptr %125, align 4, !tbaa !23
  %2752 = getelementptr i8, ptr %2684, i64 4
  %2753 = load i16, ptr %2752, align 2, !tbaa !39
  %2754 = zext i16 %2753 to i64
  %2755 = getelementptr inbounds i8, ptr %2681, i64 %2754
  %2756 = load i8, ptr %2755, align 1, !tbaa !21
  %2757 = zext i8 %2756 to i32
  %2758 = getelementptr inbounds i32, ptr %2682, i64 %2754
  %2759 = load i32, ptr %2758, align 4, !tbaa !6
  %2760 = icmp sgt i32 %2748, 7
  br i1 %2760, label %2761, label %2778

2761:                                             ; preds = %2745
  %2762 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2763

2763:                                             ; preds = %2763, %2761
  %2764 = phi i32 [ %2762, %2761 ], [ %2772, %2763 ]
  %2765 = phi i32 [ %2751, %2761 ], [ %2774, %2763 ]
  %2766 = lshr i32 %2765, 24
  %2767 = trunc nuw i32 %2766 to i8
  %2768 = load ptr, ptr %39, align 8, !tbaa !20
  %2769 = sext i32 %2764 to i64
  %2770 = getelementptr inbounds i8, ptr %2768, i64 %2769
  store i8 %2767, ptr %2770, align 1, !tbaa !21
  %2771 = load i32, ptr %2212, align 4, !tbaa !16
  %2772 = add nsw i32 %2771, 1
  store i32 %2772, ptr %2212, align 4, !tbaa !16
  %2773 = load i32, ptr %128, align 8, !tbaa !22
  %2774 = shl i32 %2773, 8
  store i32 %2774, ptr %128, align 8, !tbaa !22
  %2775 = load i32, ptr %125, align 4, !tbaa !23
  %2776 = add nsw i32 %2775, -8
  store i32 %2776, ptr %125, align 4, !tbaa !23
  %2777 = icmp sgt i32 %2775, 15
  br i1 %2777, label %2763, label %2778, !llvm.loop !24

2778:                                             ; preds = %2763, %2745
  %2779 = phi i32 [ %2751, %2745 ], [ %2774, %2763 ]
  %2780 = phi i32 [ %2748, %2745 ], [ %2776, %2763 ]
  %2781 = add i32 %2780, %2757
  %2782 = sub i32 32, %2781
  %2783 = shl i32 %2759, %2782
  %2784 = or i32 %2783, %2779
  store i32 %2784, ptr %128, align 8, !tbaa !22
  store i32 %2781, ptr %125, align 4, !tbaa !23
  %2785 = getelementptr i8, ptr %2684, i64 6
  %2786 = load i16, ptr %2785, align 2, !tbaa !39
  %2787 = zext i16 %2786 to i64
  %2788 = getelementptr inbounds i8, ptr %2681, i64 %2787
  %2789 = load i8, ptr %2788, align 1, !tbaa !21
  %2790 = zext i8 %2789 to i32
  %2791 = getelementptr inbounds i32, ptr %2682, i64 %2787
  %2792 = load i32, ptr %2791, align 4, !tbaa !6
  %2793 = icmp sgt i32 %2781, 7
  br i1 %2793, label %2794, label %2811

2794:                                             ; preds = %2778
  %2795 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2796

2796:                                             ; preds = %2796, %2794
  %2797 = phi i32 [ %2795, %2794 ], [ %2805, %2796 ]
  %2798 = phi i32 [ %2784, %2794 ], [ %2807, %2796 ]
  %2799 = lshr i32 %2798, 24
  %2800 = trunc nuw i32 %2799 to i8
  %2801 = load ptr, ptr %39, align 8, !tbaa !20
  %2802 = sext i32 %2797 to i64
  %2803 = getelementptr inbounds i8, ptr %2801, i64 %2802
  store i8 %2800, ptr %2803, align 1, !tbaa !21
  %2804 = load i32, ptr %2212, align 4, !tbaa !16
  %2805 = add nsw i32 %2804, 1
  store i32 %2805, ptr %2212, align 4, !tbaa !16
  %2806 = load i32, ptr %128, align 8, !tbaa !22
  %2807 = shl i32 %2806, 8
  store i32 %2807, ptr %128, align 8, !tbaa !22
  %2808 = load i32, ptr %125, align 4, !tbaa !23
  %2809 = add nsw i32 %2808, -8
  store i32 %2809, ptr %125, align 4, !tbaa !23
  %2810 = icmp sgt i32 %2808, 15
  br i1 %2810, label %2796, label %2811, !llvm.loop !24

2811:                                             ; preds = %2796, %2778
  %2812 = phi i32 [ %2784, %2778 ], [ %2807, %2796 ]
  %2813 = phi i32 [ %2781, %2778 ], [ %2809, %2796 ]
  %2814 = add i32 %2813, %2790
  %2815 = sub i32 32, %2814
  %2816 = shl i32 %2792, %2815
  %2817 = or i32 %2816, %2812
  store i32 %2817, ptr %128, align 8, !tbaa !22
  store i32 %2814, ptr %125, align 4, !tbaa !23
  %2818 = getelementptr i8, ptr %2684, i64 8
  %2819 = load i16, ptr %2818, align 2, !tbaa !39
  %2820 = zext i16 %2819 to i64
  %2821 = getelementptr inbounds i8, ptr %2681, i64 %2820
  %2822 = load i8, ptr %2821, align 1, !tbaa !21
  %2823 = zext i8 %2822 to i32
  %2824 = getelementptr inbounds i32, ptr %2682, i64 %2820
  %2825 = load i32, ptr %2824, align 4, !tbaa !6
  %2826 = icmp sgt i32 %2814, 7
  br i1 %2826, label %2827, label %2844

2827:                                             ; preds = %2811
  %2828 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2829

2829:                                             ; preds = %2829, %2827
  %2830 = phi i32 [ %2828, %2827 ], [ %2838, %2829 ]
  %2831 = phi i32 [ %2817, %2827 ], [ %2840, %2829 ]
  %2832 = lshr i32 %2831, 24
  %2833 = trunc nuw i32 %2832 to i8
  %2834 = load ptr, ptr %39, align 8, !tbaa !20
  %2835 = sext i32 %2830 to i64
  %2836 = getelementptr inbounds i8, ptr %2834, i64 %2835
  store i8 %2833, ptr %2836, align 1, !tbaa !21
  %2837 = load i32, ptr %2212, align 4, !tbaa !16
  %2838 = add nsw i32 %2837, 1
  store i32 %2838, ptr %2212, align 4, !tbaa !16
  %2839 = load i32, ptr %128, align 8, !tbaa !22
  %2840 = shl i32 %2839, 8
  store i32 %2840, ptr %128, align 8, !tbaa !22
  %2841 = load i32, ptr %125, align 4, !tbaa !23
  %2842 = add nsw i32 %2841, -8
  store i32 %2842, ptr %125, align 4, !tbaa !23
  %2843 = icmp sgt i32 %2841, 15
  br i1 %2843, label %2829, label %2844, !llvm.loop !24

2844:                                             ; preds = %2829, %2811
  %2845 = phi i32 [ %2817, %2811 ], [ %2840, %2829 ]
  %2846 = phi i32 [ %2814, %2811 ], [ %2842, %2829 ]
  %2847 = add i32 %2846, %2823
  %2848 = sub i32 32, %2847
  %2849 = shl i32 %2825, %2848
  %2850 = or i32 %2849, %2845
  store i32 %2850, ptr %128, align 8, !tbaa !22
  store i32 %2847, ptr %125, align 4, !tbaa !23
  %2851 = getelementptr i8, ptr %2684, i64 10
  %2852 = load i16, ptr %2851, align 2, !tbaa !39
  %2853 = zext i16 %2852 to i64
  %2854 = getelementptr inbounds i8, ptr %2681, i64 %2853
  %2855 = load i8, ptr %2854, align 1, !tbaa !21
  %2856 = zext i8 %2855 to i32
  %2857 = getelementptr inbounds i32, ptr %2682, i64 %2853
  %2858 = load i32, ptr %2857, align 4, !tbaa !6
  %2859 = icmp sgt i32 %2847, 7
  br i1 %2859, label %2860, label %2877

2860:                                             ; preds = %2844
  %2861 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2862

2862:                                             ; preds = %2862, %2860
  %2863 = phi i32 [ %2861, %2860 ], [ %2871, %2862 ]
  %2864 = phi i32 [ %2850, %2860 ], [ %2873, %2862 ]
  %2865 = lshr i32 %2864, 24
  %2866 = trunc nuw i32 %2865 to i8
  %2867 = load ptr, ptr %39, align 8, !tbaa !20
  %2868 = sext i32 %2863 to i64
  %2869 = getelementptr inbounds i8, ptr %2867, i64 %2868
  store i8 %2866, ptr %2869, align 1, !tbaa !21
  %2870 = load i32, ptr %2212, align 4, !tbaa !16
  %2871 = add nsw i32 %2870, 1
  store i32 %2871, ptr %2212, align 4, !tbaa !16
  %2872 = load i32, ptr %128, align 8, !tbaa !22
  %2873 = shl i32 %2872, 8
  store i32 %2873, ptr %128, align 8, !tbaa !22
  %2874 = load i32, ptr %125, align 4, !tbaa !23
  %2875 = add nsw i32 %2874, -8
  store i32 %2875, ptr %125, align 4, !tbaa !23
  %2876 = icmp sgt i32 %2874, 15
  br i1 %2876, label %2862, label %2877, !llvm.loop !24

2877:                                             ; preds = %2862, %2844
  %2878 = phi i32 [ %2850, %2844 ], [ %2873, %2862 ]
  %2879 = phi i32 [ %2847, %2844 ], [ %2875, %2862 ]
  %2880 = add i32 %2879, %2856
  %2881 = sub i32 32, %2880
  %2882 = shl i32 %2858, %2881
  %2883 = or i32 %2882, %2878
  store i32 %2883, ptr %128, align 8, !tbaa !22
  store i32 %2880, ptr %125, align 4, !tbaa !23
  %2884 = getelementptr i8, ptr %2684, i64 12
  %2885 = load i16, ptr %2884, align 2, !tbaa !39
  %2886 = zext i16 %2885 to i64
  %2887 = getelementptr inbounds i8, ptr %2681, i64 %2886
  %2888 = load i8, ptr %2887, align 1, !tbaa !21
  %2889 = zext i8 %2888 to i32
  %2890 = getelementptr inbounds i32, ptr %2682, i64 %2886
  %2891 = load i32, ptr %2890, align 4, !tbaa !6
  %2892 = icmp sgt i32 %2880, 7
  br i1 %2892, label %2893, label %2910

2893:                                             ; preds = %2877
  %2894 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2895

2895:                                             ; preds = %2895, %2893
  %2896 = phi i32 [ %2894, %2893 ], [ %2904, %2895 ]
  %2897 = phi i32 [ %2883, %2893 ], [ %2906, %2895 ]
  %2898 = lshr i32 %2897, 24
  %2899 = trunc nuw i32 %2898 to i8
  %2900 = load ptr, ptr %39, align 8, !tbaa !20
  %2901 = sext i32 %2896 to i64
  %2902 = getelementptr inbounds i8, ptr %2900, i64 %2901
  store i8 %2899, ptr %2902, align 1, !tbaa !21
  %2903 = load i32, ptr %2212, align 4, !tbaa !16
  %2904 = add nsw i32 %2903, 1
  store i32 %2904, ptr %2212, align 4, !tbaa !16
  %2905 = load i32, ptr %128, align 8, !tbaa !22
  %2906 = shl i32 %2905, 8
  store i32 %2906, ptr %128, align 8, !tbaa !22
  %2907 = load i32, ptr %125, align 4, !tbaa !23
  %2908 = add nsw i32 %2907, -8
  store i32 %2908, ptr %125, align 4, !tbaa !23
  %2909 = icmp sgt i32 %2907, 15
  br i1 %2909, label %2895, label %2910, !llvm.loop !24

2910:                                             ; preds = %2895, %2877
  %2911 = phi i32 [ %2883, %2877 ], [ %2906, %2895 ]
  %2912 = phi i32 [ %2880, %2877 ], [ %2908, %2895 ]
  %2913 = add i32 %2912, %2889
  %2914 = sub i32 32, %2913
  %2915 = shl i32 %2891, %2914
  %2916 = or i32 %2915, %2911
  store i32 %2916, ptr %128, align 8, !tbaa !22
  store i32 %2913, ptr %125, align 4, !tbaa !23
  %2917 = getelementptr i8, ptr %2684, i64 14
  %2918 = load i16, ptr %2917, align 2, !tbaa !39
  %2919 = zext i16 %2918 to i64
  %2920 = getelementptr inbounds i8, ptr %2681, i64 %2919
  %2921 = load i8, ptr %2920, align 1, !tbaa !21
  %2922 = zext i8 %2921 to i32
  %2923 = getelementptr inbounds i32, ptr %2682, i64 %2919
  %2924 = load i32, ptr %2923, align 4, !tbaa !6
  %2925 = icmp sgt i32 %2913, 7
  br i1 %2925, label %2926, label %2943

2926:                                             ; preds = %2910
  %2927 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2928

2928:                                             ; preds = %2928, %2926
  %2929 = phi i32 [ %2927, %2926 ], [ %2937, %2928 ]
  %2930 = phi i32 [ %2916, %2926 ], [ %2939, %2928 ]
  %2931 = lshr i32 %2930, 24
  %2932 = trunc nuw i32 %2931 to i8
  %2933 = load ptr, ptr %39, align 8, !tbaa !20
  %2934 = sext i32 %2929 to i64
  %2935 = getelementptr inbounds i8, ptr %2933, i64 %2934
  store i8 %2932, ptr %2935, align 1, !tbaa !21
  %2936 = load i32, ptr %2212, align 4, !tbaa !16
  %2937 = add nsw i32 %2936, 1
  store i32 %2937, ptr %2212, align 4, !tbaa !16
  %2938 = load i32, ptr %128, align 8, !tbaa !22
  %2939 = shl i32 %2938, 8
  store i32 %2939, ptr %128, align 8, !tbaa !22
  %2940 = load i32, ptr %125, align 4, !tbaa !23
  %2941 = add nsw i32 %2940, -8
  store i32 %2941, ptr %125, align 4, !tbaa !23
  %2942 = icmp sgt i32 %2940, 15
  br i1 %2942, label %2928, label %2943, !llvm.loop !24

2943:                                             ; preds = %2928, %2910
  %2944 = phi i32 [ %2916, %2910 ], [ %2939, %2928 ]
  %2945 = phi i32 [ %2913, %2910 ], [ %2941, %2928 ]
  %2946 = add i32 %2945, %2922
  %2947 = sub i32 32, %2946
  %2948 = shl i32 %2924, %2947
  %2949 = or i32 %2948, %2944
  store i32 %2949, ptr %128, align 8, !tbaa !22
  store i32 %2946, ptr %125, align 4, !tbaa !23
  %2950 = getelementptr i8, ptr %2684, i64 16
  %2951 = load i16, ptr %2950, align 2, !tbaa !39
  %2952 = zext i16 %2951 to i64
  %2953 = getelementptr inbounds i8, ptr %2681, i64 %2952
  %2954 = load i8, ptr %2953, align 1, !tbaa !21
  %2955 = zext i8 %2954 to i32
  %2956 = getelementptr inbounds i32, ptr %2682, i64 %2952
  %2957 = load i32, ptr %2956, align 4, !tbaa !6
  %2958 = icmp sgt i32 %2946, 7
  br i1 %2958, label %2959, label %2976

2959:                                             ; preds = %2943
  %2960 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2961

2961:                                             ; preds = %2961, %2959
  %2962 = phi i32 [ %2960, %2959 ], [ %2970, %2961 ]
  %2963 = phi i32 [ %2949, %2959 ], [ %2972, %2961 ]
  %2964 = lshr i32 %2963, 24
  %2965 = trunc nuw i32 %2964 to i8
  %2966 = load ptr, ptr %39, align 8, !tbaa !20
  %2967 = sext i32 %2962 to i64
  %2968 = getelementptr inbounds i8, ptr %2966, i64 %2967
  store i8 %2965, ptr %2968, align 1, !tbaa !21
  %2969 = load i32, ptr %2212, align 4, !tbaa !16
  %2970 = add nsw i32 %2969, 1
  store i32 %2970, ptr %2212, align 4, !tbaa !16
  %2971 = load i32, ptr %128, align 8, !tbaa !22
  %2972 = shl i32 %2971, 8
  store i32 %2972, ptr %128, align 8, !tbaa !22
  %2973 = load i32, ptr %125, align 4, !tbaa !23
  %2974 = add nsw i32 %2973, -8
  store i32 %2974, ptr %125, align 4, !tbaa !23
  %2975 = icmp sgt i32 %2973, 15
  br i1 %2975, label %2961, label %2976, !llvm.loop !24

2976:                                             ; preds = %2961, %2943
  %2977 = phi i32 [ %2949, %2943 ], [ %2972, %2961 ]
  %2978 = phi i32 [ %2946, %2943 ], [ %2974, %2961 ]
  %2979 = add i32 %2978, %2955
  %2980 = sub i32 32, %2979
  %2981 = shl i32 %2957, %2980
  %2982 = or i32 %2981, %2977
  store i32 %2982, ptr %128, align 8, !tbaa !22
  store i32 %2979, ptr %125, align 4, !tbaa !23
  %2983 = getelementptr i8, ptr %2684, i64 18
  %2984 = load i16, ptr %2983, align 2, !tbaa !39
  %2985 = zext i16 %2984 to i64
  %2986 = getelementptr inbounds i8, ptr %2681, i64 %2985
  %2987 = load i8, ptr %2986, align 1, !tbaa !21
  %2988 = zext i8 %2987 to i32
  %2989 = getelementptr inbounds i32, ptr %2682, i64 %2985
  %2990 = load i32, ptr %2989, align 4, !tbaa !6
  %2991 = icmp sgt i32 %2979, 7
  br i1 %2991, label %2992, label %3009

2992:                                             ; preds = %2976
  %2993 = load i32, ptr %2212, align 4, !tbaa !16
  br label %2994

2994:                                             ; preds = %2994, %2992
  %2995 = phi i32 [ %2993, %2992 ], [ %3003, %2994 ]
  %2996 = phi i32 [ %2982, %2992 ], [ %3005, %2994 ]
  %2997 = lshr i32 %2996, 24
  %2998 = trunc nuw i32 %2997 to i8
  %2999 = load ptr, ptr %39, align 8, !tbaa !20
  %3000 = sext i32 %2995 to i64
  %3001 = getelementptr inbounds i8, ptr %2999, i64 %3000
  store i8 %2998, ptr %3001, align 1, !tbaa !21
  %3002 = load i32, ptr %2212, align 4, !tbaa !16
  %3003 = add nsw i32 %3002, 1
  store i32 %3003, ptr %2212, align 4, !tbaa !16
  %3004 = load i32, ptr %128, align 8, !tbaa !22
  %3005 = shl i32 %3004, 8
  store i32 %3005, ptr %128, align 8, !tbaa !22
  %3006 = load i32, ptr %125, align 4, !tbaa !23
  %3007 = add nsw i32 %3006, -8
  store i32 %3007, ptr %125, align 4, !tbaa !23
  %3008 = icmp sgt i32 %3006, 15
  br i1 %3008, label %2994, label %3009, !llvm.loop !24

3009:                                             ; preds = %2994, %2976
  %3010 = phi i32 [ %2982, %2976 ], [ %3005, %2994 ]
  %3011 = phi i32 [ %2979, %2976 ], [ %3007, %2994 ]
  %3012 = add i32 %3011, %2988
  %3013 = sub i32 32, %3012
  %3014 = shl i32 %2990, %3013
  %3015 = or i32 %3014, %3010
  store i32 %3015, ptr %128, align 8, !tbaa !22
  store i32 %3012, ptr %125, align 4, !tbaa !23
  %3016 = getelementptr i8, ptr %2684, i64 20
  %3017 = load i16, ptr %3016, align 2, !tbaa !39
  %3018 = zext i16 %3017 to i64
  %3019 = getelementptr inbounds i8, ptr %2681, i64 %3018
  %3020 = load i8, ptr %3019, align 1, !tbaa !21
  %3021 = zext i8 %3020 to i32
  %3022 = getelementptr inbounds i32, ptr %2682, i64 %3018
  %3023 = load i32, ptr %3022, align 4, !tbaa !6
  %3024 = icmp sgt i32 %3012, 7
  br i1 %3024, label %3025, label %3042

3025:                                             ; preds = %3009
  %3026 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3027

3027:                                             ; preds = %3027, %3025
  %3028 = phi i32 [ %3026, %3025 ], [ %3036, %3027 ]
  %3029 = phi i32 [ %3015, %3025 ], [ %3038, %3027 ]
  %3030 = lshr i32 %3029, 24
  %3031 = trunc nuw i32 %3030 to i8
  %3032 = load ptr, ptr %39, align 8, !tbaa !20
  %3033 = sext i32 %3028 to i64
  %3034 = getelementptr inbounds i8, ptr %3032, i64 %3033
  store i8 %3031, ptr %3034, align 1, !tbaa !21
  %3035 = load i32, ptr %2212, align 4, !tbaa !16
  %3036 = add nsw i32 %3035, 1
  store i32 %3036, ptr %2212, align 4, !tbaa !16
  %3037 = load i32, ptr %128, align 8, !tbaa !22
  %3038 = shl i32 %3037, 8
  store i32 %3038, ptr %128, align 8, !tbaa !22
  %3039 = load i32, ptr %125, align 4, !tbaa !23
  %3040 = add nsw i32 %3039, -8
  store i32 %3040, ptr %125, align 4, !tbaa !23
  %3041 = icmp sgt i32 %3039, 15
  br i1 %3041, label %3027, label %3042, !llvm.loop !24

3042:                                             ; preds = %3027, %3009
  %3043 = phi i32 [ %3015, %3009 ], [ %3038, %3027 ]
  %3044 = phi i32 [ %3012, %3009 ], [ %3040, %3027 ]
  %3045 = add i32 %3044, %3021
  %3046 = sub i32 32, %3045
  %3047 = shl i32 %3023, %3046
  %3048 = or i32 %3047, %3043
  store i32 %3048, ptr %128, align 8, !tbaa !22
  store i32 %3045, ptr %125, align 4, !tbaa !23
  %3049 = getelementptr i8, ptr %2684, i64 22
  %3050 = load i16, ptr %3049, align 2, !tbaa !39
  %3051 = zext i16 %3050 to i64
  %3052 = getelementptr inbounds i8, ptr %2681, i64 %3051
  %3053 = load i8, ptr %3052, align 1, !tbaa !21
  %3054 = zext i8 %3053 to i32
  %3055 = getelementptr inbounds i32, ptr %2682, i64 %3051
  %3056 = load i32, ptr %3055, align 4, !tbaa !6
  %3057 = icmp sgt i32 %3045, 7
  br i1 %3057, label %3058, label %3075

3058:                                             ; preds = %3042
  %3059 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3060

3060:                                             ; preds = %3060, %3058
  %3061 = phi i32 [ %3059, %3058 ], [ %3069, %3060 ]
  %3062 = phi i32 [ %3048, %3058 ], [ %3071, %3060 ]
  %3063 = lshr i32 %3062, 24
  %3064 = trunc nuw i32 %3063 to i8
  %3065 = load ptr, ptr %39, align 8, !tbaa !20
  %3066 = sext i32 %3061 to i64
  %3067 = getelementptr inbounds i8, ptr %3065, i64 %3066
  store i8 %3064, ptr %3067, align 1, !tbaa !21
  %3068 = load i32, ptr %2212, align 4, !tbaa !16
  %3069 = add nsw i32 %3068, 1
  store i32 %3069, ptr %2212, align 4, !tbaa !16
  %3070 = load i32, ptr %128, align 8, !tbaa !22
  %3071 = shl i32 %3070, 8
  store i32 %3071, ptr %128, align 8, !tbaa !22
  %3072 = load i32, ptr %125, align 4, !tbaa !23
  %3073 = add nsw i32 %3072, -8
  store i32 %3073, ptr %125, align 4, !tbaa !23
  %3074 = icmp sgt i32 %3072, 15
  br i1 %3074, label %3060, label %3075, !llvm.loop !24

3075:                                             ; preds = %3060, %3042
  %3076 = phi i32 [ %3048, %3042 ], [ %3071, %3060 ]
  %3077 = phi i32 [ %3045, %3042 ], [ %3073, %3060 ]
  %3078 = add i32 %3077, %3054
  %3079 = sub i32 32, %3078
  %3080 = shl i32 %3056, %3079
  %3081 = or i32 %3080, %3076
  store i32 %3081, ptr %128, align 8, !tbaa !22
  store i32 %3078, ptr %125, align 4, !tbaa !23
  %3082 = getelementptr i8, ptr %2684, i64 24
  %3083 = load i16, ptr %3082, align 2, !tbaa !39
  %3084 = zext i16 %3083 to i64
  %3085 = getelementptr inbounds i8, ptr %2681, i64 %3084
  %3086 = load i8, ptr %3085, align 1, !tbaa !21
  %3087 = zext i8 %3086 to i32
  %3088 = getelementptr inbounds i32, ptr %2682, i64 %3084
  %3089 = load i32, ptr %3088, align 4, !tbaa !6
  %3090 = icmp sgt i32 %3078, 7
  br i1 %3090, label %3091, label %3108

3091:                                             ; preds = %3075
  %3092 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3093

3093:                                             ; preds = %3093, %3091
  %3094 = phi i32 [ %3092, %3091 ], [ %3102, %3093 ]
  %3095 = phi i32 [ %3081, %3091 ], [ %3104, %3093 ]
  %3096 = lshr i32 %3095, 24
  %3097 = trunc nuw i32 %3096 to i8
  %3098 = load ptr, ptr %39, align 8, !tbaa !20
  %3099 = sext i32 %3094 to i64
  %3100 = getelementptr inbounds i8, ptr %3098, i64 %3099
  store i8 %3097, ptr %3100, align 1, !tbaa !21
  %3101 = load i32, ptr %2212, align 4, !tbaa !16
  %3102 = add nsw i32 %3101, 1
  store i32 %3102, ptr %2212, align 4, !tbaa !16
  %3103 = load i32, ptr %128, align 8, !tbaa !22
  %3104 = shl i32 %3103, 8
  store i32 %3104, ptr %128, align 8, !tbaa !22
  %3105 = load i32, ptr %125, align 4, !tbaa !23
  %3106 = add nsw i32 %3105, -8
  store i32 %3106, ptr %125, align 4, !tbaa !23
  %3107 = icmp sgt i32 %3105, 15
  br i1 %3107, label %3093, label %3108, !llvm.loop !24

3108:                                             ; preds = %3093, %3075
  %3109 = phi i32 [ %3081, %3075 ], [ %3104, %3093 ]
  %3110 = phi i32 [ %3078, %3075 ], [ %3106, %3093 ]
  %3111 = add i32 %3110, %3087
  %3112 = sub i32 32, %3111
  %3113 = shl i32 %3089, %3112
  %3114 = or i32 %3113, %3109
  store i32 %3114, ptr %128, align 8, !tbaa !22
  store i32 %3111, ptr %125, align 4, !tbaa !23
  %3115 = getelementptr i8, ptr %2684, i64 26
  %3116 = load i16, ptr %3115, align 2, !tbaa !39
  %3117 = zext i16 %3116 to i64
  %3118 = getelementptr inbounds i8, ptr %2681, i64 %3117
  %3119 = load i8, ptr %3118, align 1, !tbaa !21
  %3120 = zext i8 %3119 to i32
  %3121 = getelementptr inbounds i32, ptr %2682, i64 %3117
  %3122 = load i32, ptr %3121, align 4, !tbaa !6
  %3123 = icmp sgt i32 %3111, 7
  br i1 %3123, label %3124, label %3141

3124:                                             ; preds = %3108
  %3125 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3126

3126:                                             ; preds = %3126, %3124
  %3127 = phi i32 [ %3125, %3124 ], [ %3135, %3126 ]
  %3128 = phi i32 [ %3114, %3124 ], [ %3137, %3126 ]
  %3129 = lshr i32 %3128, 24
  %3130 = trunc nuw i32 %3129 to i8
  %3131 = load ptr, ptr %39, align 8, !tbaa !20
  %3132 = sext i32 %3127 to i64
  %3133 = getelementptr inbounds i8, ptr %3131, i64 %3132
  store i8 %3130, ptr %3133, align 1, !tbaa !21
  %3134 = load i32, ptr %2212, align 4, !tbaa !16
  %3135 = add nsw i32 %3134, 1
  store i32 %3135, ptr %2212, align 4, !tbaa !16
  %3136 = load i32, ptr %128, align 8, !tbaa !22
  %3137 = shl i32 %3136, 8
  store i32 %3137, ptr %128, align 8, !tbaa !22
  %3138 = load i32, ptr %125, align 4, !tbaa !23
  %3139 = add nsw i32 %3138, -8
  store i32 %3139, ptr %125, align 4, !tbaa !23
  %3140 = icmp sgt i32 %3138, 15
  br i1 %3140, label %3126, label %3141, !llvm.loop !24

3141:                                             ; preds = %3126, %3108
  %3142 = phi i32 [ %3114, %3108 ], [ %3137, %3126 ]
  %3143 = phi i32 [ %3111, %3108 ], [ %3139, %3126 ]
  %3144 = add i32 %3143, %3120
  %3145 = sub i32 32, %3144
  %3146 = shl i32 %3122, %3145
  %3147 = or i32 %3146, %3142
  store i32 %3147, ptr %128, align 8, !tbaa !22
  store i32 %3144, ptr %125, align 4, !tbaa !23
  %3148 = getelementptr i8, ptr %2684, i64 28
  %3149 = load i16, ptr %3148, align 2, !tbaa !39
  %3150 = zext i16 %3149 to i64
  %3151 = getelementptr inbounds i8, ptr %2681, i64 %3150
  %3152 = load i8, ptr %3151, align 1, !tbaa !21
  %3153 = zext i8 %3152 to i32
  %3154 = getelementptr inbounds i32, ptr %2682, i64 %3150
  %3155 = load i32, ptr %3154, align 4, !tbaa !6
  %3156 = icmp sgt i32 %3144, 7
  br i1 %3156, label %3157, label %3174

3157:                                             ; preds = %3141
  %3158 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3159

3159:                                             ; preds = %3159, %3157
  %3160 = phi i32 [ %3158, %3157 ], [ %3168, %3159 ]
  %3161 = phi i32 [ %3147, %3157 ], [ %3170, %3159 ]
  %3162 = lshr i32 %3161, 24
  %3163 = trunc nuw i32 %3162 to i8
  %3164 = load ptr, ptr %39, align 8, !tbaa !20
  %3165 = sext i32 %3160 to i64
  %3166 = getelementptr inbounds i8, ptr %3164, i64 %3165
  store i8 %3163, ptr %3166, align 1, !tbaa !21
  %3167 = load i32, ptr %2212, align 4, !tbaa !16
  %3168 = add nsw i32 %3167, 1
  store i32 %3168, ptr %2212, align 4, !tbaa !16
  %3169 = load i32, ptr %128, align 8, !tbaa !22
  %3170 = shl i32 %3169, 8
  store i32 %3170, ptr %128, align 8, !tbaa !22
  %3171 = load i32, ptr %125, align 4, !tbaa !23
  %3172 = add nsw i32 %3171, -8
  store i32 %3172, ptr %125, align 4, !tbaa !23
  %3173 = icmp sgt i32 %3171, 15
  br i1 %3173, label %3159, label %3174, !llvm.loop !24

3174:                                             ; preds = %3159, %3141
  %3175 = phi i32 [ %3147, %3141 ], [ %3170, %3159 ]
  %3176 = phi i32 [ %3144, %3141 ], [ %3172, %3159 ]
  %3177 = add i32 %3176, %3153
  %3178 = sub i32 32, %3177
  %3179 = shl i32 %3155, %3178
  %3180 = or i32 %3179, %3175
  store i32 %3180, ptr %128, align 8, !tbaa !22
  store i32 %3177, ptr %125, align 4, !tbaa !23
  %3181 = getelementptr i8, ptr %2684, i64 30
  %3182 = load i16, ptr %3181, align 2, !tbaa !39
  %3183 = zext i16 %3182 to i64
  %3184 = getelementptr inbounds i8, ptr %2681, i64 %3183
  %3185 = load i8, ptr %3184, align 1, !tbaa !21
  %3186 = zext i8 %3185 to i32
  %3187 = getelementptr inbounds i32, ptr %2682, i64 %3183
  %3188 = load i32, ptr %3187, align 4, !tbaa !6
  %3189 = icmp sgt i32 %3177, 7
  br i1 %3189, label %3190, label %3207

3190:                                             ; preds = %3174
  %3191 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3192

3192:                                             ; preds = %3192, %3190
  %3193 = phi i32 [ %3191, %3190 ], [ %3201, %3192 ]
  %3194 = phi i32 [ %3180, %3190 ], [ %3203, %3192 ]
  %3195 = lshr i32 %3194, 24
  %3196 = trunc nuw i32 %3195 to i8
  %3197 = load ptr, ptr %39, align 8, !tbaa !20
  %3198 = sext i32 %3193 to i64
  %3199 = getelementptr inbounds i8, ptr %3197, i64 %3198
  store i8 %3196, ptr %3199, align 1, !tbaa !21
  %3200 = load i32, ptr %2212, align 4, !tbaa !16
  %3201 = add nsw i32 %3200, 1
  store i32 %3201, ptr %2212, align 4, !tbaa !16
  %3202 = load i32, ptr %128, align 8, !tbaa !22
  %3203 = shl i32 %3202, 8
  store i32 %3203, ptr %128, align 8, !tbaa !22
  %3204 = load i32, ptr %125, align 4, !tbaa !23
  %3205 = add nsw i32 %3204, -8
  store i32 %3205, ptr %125, align 4, !tbaa !23
  %3206 = icmp sgt i32 %3204, 15
  br i1 %3206, label %3192, label %3207, !llvm.loop !24

3207:                                             ; preds = %3192, %3174
  %3208 = phi i32 [ %3180, %3174 ], [ %3203, %3192 ]
  %3209 = phi i32 [ %3177, %3174 ], [ %3205, %3192 ]
  %3210 = add i32 %3209, %3186
  %3211 = sub i32 32, %3210
  %3212 = shl i32 %3188, %3211
  %3213 = or i32 %3212, %3208
  store i32 %3213, ptr %128, align 8, !tbaa !22
  store i32 %3210, ptr %125, align 4, !tbaa !23
  %3214 = getelementptr i8, ptr %2684, i64 32
  %3215 = load i16, ptr %3214, align 2, !tbaa !39
  %3216 = zext i16 %3215 to i64
  %3217 = getelementptr inbounds i8, ptr %2681, i64 %3216
  %3218 = load i8, ptr %3217, align 1, !tbaa !21
  %3219 = zext i8 %3218 to i32
  %3220 = getelementptr inbounds i32, ptr %2682, i64 %3216
  %3221 = load i32, ptr %3220, align 4, !tbaa !6
  %3222 = icmp sgt i32 %3210, 7
  br i1 %3222, label %3223, label %3240

3223:                                             ; preds = %3207
  %3224 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3225

3225:                                             ; preds = %3225, %3223
  %3226 = phi i32 [ %3224, %3223 ], [ %3234, %3225 ]
  %3227 = phi i32 [ %3213, %3223 ], [ %3236, %3225 ]
  %3228 = lshr i32 %3227, 24
  %3229 = trunc nuw i32 %3228 to i8
  %3230 = load ptr, ptr %39, align 8, !tbaa !20
  %3231 = sext i32 %3226 to i64
  %3232 = getelementptr inbounds i8, ptr %3230, i64 %3231
  store i8 %3229, ptr %3232, align 1, !tbaa !21
  %3233 = load i32, ptr %2212, align 4, !tbaa !16
  %3234 = add nsw i32 %3233, 1
  store i32 %3234, ptr %2212, align 4, !tbaa !16
  %3235 = load i32, ptr %128, align 8, !tbaa !22
  %3236 = shl i32 %3235, 8
  store i32 %3236, ptr %128, align 8, !tbaa !22
  %3237 = load i32, ptr %125, align 4, !tbaa !23
  %3238 = add nsw i32 %3237, -8
  store i32 %3238, ptr %125, align 4, !tbaa !23
  %3239 = icmp sgt i32 %3237, 15
  br i1 %3239, label %3225, label %3240, !llvm.loop !24

3240:                                             ; preds = %3225, %3207
  %3241 = phi i32 [ %3213, %3207 ], [ %3236, %3225 ]
  %3242 = phi i32 [ %3210, %3207 ], [ %3238, %3225 ]
  %3243 = add i32 %3242, %3219
  %3244 = sub i32 32, %3243
  %3245 = shl i32 %3221, %3244
  %3246 = or i32 %3245, %3241
  store i32 %3246, ptr %128, align 8, !tbaa !22
  store i32 %3243, ptr %125, align 4, !tbaa !23
  %3247 = getelementptr i8, ptr %2684, i64 34
  %3248 = load i16, ptr %3247, align 2, !tbaa !39
  %3249 = zext i16 %3248 to i64
  %3250 = getelementptr inbounds i8, ptr %2681, i64 %3249
  %3251 = load i8, ptr %3250, align 1, !tbaa !21
  %3252 = zext i8 %3251 to i32
  %3253 = getelementptr inbounds i32, ptr %2682, i64 %3249
  %3254 = load i32, ptr %3253, align 4, !tbaa !6
  %3255 = icmp sgt i32 %3243, 7
  br i1 %3255, label %3256, label %3273

3256:                                             ; preds = %3240
  %3257 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3258

3258:                                             ; preds = %3258, %3256
  %3259 = phi i32 [ %3257, %3256 ], [ %3267, %3258 ]
  %3260 = phi i32 [ %3246, %3256 ], [ %3269, %3258 ]
  %3261 = lshr i32 %3260, 24
  %3262 = trunc nuw i32 %3261 to i8
  %3263 = load ptr, ptr %39, align 8, !tbaa !20
  %3264 = sext i32 %3259 to i64
  %3265 = getelementptr inbounds i8, ptr %3263, i64 %3264
  store i8 %3262, ptr %3265, align 1, !tbaa !21
  %3266 = load i32, ptr %2212, align 4, !tbaa !16
  %3267 = add nsw i32 %3266, 1
  store i32 %3267, ptr %2212, align 4, !tbaa !16
  %3268 = load i32, ptr %128, align 8, !tbaa !22
  %3269 = shl i32 %3268, 8
  store i32 %3269, ptr %128, align 8, !tbaa !22
  %3270 = load i32, ptr %125, align 4, !tbaa !23
  %3271 = add nsw i32 %3270, -8
  store i32 %3271, ptr %125, align 4, !tbaa !23
  %3272 = icmp sgt i32 %3270, 15
  br i1 %3272, label %3258, label %3273, !llvm.loop !24

3273:                                             ; preds = %3258, %3240
  %3274 = phi i32 [ %3246, %3240 ], [ %3269, %3258 ]
  %3275 = phi i32 [ %3243, %3240 ], [ %3271, %3258 ]
  %3276 = add i32 %3275, %3252
  %3277 = sub i32 32, %3276
  %3278 = shl i32 %3254, %3277
  %3279 = or i32 %3278, %3274
  store i32 %3279, ptr %128, align 8, !tbaa !22
  store i32 %3276, ptr %125, align 4, !tbaa !23
  %3280 = getelementptr i8, ptr %2684, i64 36
  %3281 = load i16, ptr %3280, align 2, !tbaa !39
  %3282 = zext i16 %3281 to i64
  %3283 = getelementptr inbounds i8, ptr %2681, i64 %3282
  %3284 = load i8, ptr %3283, align 1, !tbaa !21
  %3285 = zext i8 %3284 to i32
  %3286 = getelementptr inbounds i32, ptr %2682, i64 %3282
  %3287 = load i32, ptr %3286, align 4, !tbaa !6
  %3288 = icmp sgt i32 %3276, 7
  br i1 %3288, label %3289, label %3306

3289:                                             ; preds = %3273
  %3290 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3291

3291:                                             ; preds = %3291, %3289
  %3292 = phi i32 [ %3290, %3289 ], [ %3300, %3291 ]
  %3293 = phi i32 [ %3279, %3289 ], [ %3302, %3291 ]
  %3294 = lshr i32 %3293, 24
  %3295 = trunc nuw i32 %3294 to i8
  %3296 = load ptr, ptr %39, align 8, !tbaa !20
  %3297 = sext i32 %3292 to i64
  %3298 = getelementptr inbounds i8, ptr %3296, i64 %3297
  store i8 %3295, ptr %3298, align 1, !tbaa !21
  %3299 = load i32, ptr %2212, align 4, !tbaa !16
  %3300 = add nsw i32 %3299, 1
  store i32 %3300, ptr %2212, align 4, !tbaa !16
  %3301 = load i32, ptr %128, align 8, !tbaa !22
  %3302 = shl i32 %3301, 8
  store i32 %3302, ptr %128, align 8, !tbaa !22
  %3303 = load i32, ptr %125, align 4, !tbaa !23
  %3304 = add nsw i32 %3303, -8
  store i32 %3304, ptr %125, align 4, !tbaa !23
  %3305 = icmp sgt i32 %3303, 15
  br i1 %3305, label %3291, label %3306, !llvm.loop !24

3306:                                             ; preds = %3291, %3273
  %3307 = phi i32 [ %3279, %3273 ], [ %3302, %3291 ]
  %3308 = phi i32 [ %3276, %3273 ], [ %3304, %3291 ]
  %3309 = add i32 %3308, %3285
  %3310 = sub i32 32, %3309
  %3311 = shl i32 %3287, %3310
  %3312 = or i32 %3311, %3307
  store i32 %3312, ptr %128, align 8, !tbaa !22
  store i32 %3309, ptr %125, align 4, !tbaa !23
  %3313 = getelementptr i8, ptr %2684, i64 38
  %3314 = load i16, ptr %3313, align 2, !tbaa !39
  %3315 = zext i16 %3314 to i64
  %3316 = getelementptr inbounds i8, ptr %2681, i64 %3315
  %3317 = load i8, ptr %3316, align 1, !tbaa !21
  %3318 = zext i8 %3317 to i32
  %3319 = getelementptr inbounds i32, ptr %2682, i64 %3315
  %3320 = load i32, ptr %3319, align 4, !tbaa !6
  %3321 = icmp sgt i32 %3309, 7
  br i1 %3321, label %3322, label %3339

3322:                                             ; preds = %3306
  %3323 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3324

3324:                                             ; preds = %3324, %3322
  %3325 = phi i32 [ %3323, %3322 ], [ %3333, %3324 ]
  %3326 = phi i32 [ %3312, %3322 ], [ %3335, %3324 ]
  %3327 = lshr i32 %3326, 24
  %3328 = trunc nuw i32 %3327 to i8
  %3329 = load ptr, ptr %39, align 8, !tbaa !20
  %3330 = sext i32 %3325 to i64
  %3331 = getelementptr inbounds i8, ptr %3329, i64 %3330
  store i8 %3328, ptr %3331, align 1, !tbaa !21
  %3332 = load i32, ptr %2212, align 4, !tbaa !16
  %3333 = add nsw i32 %3332, 1
  store i32 %3333, ptr %2212, align 4, !tbaa !16
  %3334 = load i32, ptr %128, align 8, !tbaa !22
  %3335 = shl i32 %3334, 8
  store i32 %3335, ptr %128, align 8, !tbaa !22
  %3336 = load i32, ptr %125, align 4, !tbaa !23
  %3337 = add nsw i32 %3336, -8
  store i32 %3337, ptr %125, align 4, !tbaa !23
  %3338 = icmp sgt i32 %3336, 15
  br i1 %3338, label %3324, label %3339, !llvm.loop !24

3339:                                             ; preds = %3324, %3306
  %3340 = phi i32 [ %3312, %3306 ], [ %3335, %3324 ]
  %3341 = phi i32 [ %3309, %3306 ], [ %3337, %3324 ]
  %3342 = add i32 %3341, %3318
  %3343 = sub i32 32, %3342
  %3344 = shl i32 %3320, %3343
  %3345 = or i32 %3344, %3340
  store i32 %3345, ptr %128, align 8, !tbaa !22
  store i32 %3342, ptr %125, align 4, !tbaa !23
  %3346 = getelementptr i8, ptr %2684, i64 40
  %3347 = load i16, ptr %3346, align 2, !tbaa !39
  %3348 = zext i16 %3347 to i64
  %3349 = getelementptr inbounds i8, ptr %2681, i64 %3348
  %3350 = load i8, ptr %3349, align 1, !tbaa !21
  %3351 = zext i8 %3350 to i32
  %3352 = getelementptr inbounds i32, ptr %2682, i64 %3348
  %3353 = load i32, ptr %3352, align 4, !tbaa !6
  %3354 = icmp sgt i32 %3342, 7
  br i1 %3354, label %3355, label %3372

3355:                                             ; preds = %3339
  %3356 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3357

3357:                                             ; preds = %3357, %3355
  %3358 = phi i32 [ %3356, %3355 ], [ %3366, %3357 ]
  %3359 = phi i32 [ %3345, %3355 ], [ %3368, %3357 ]
  %3360 = lshr i32 %3359, 24
  %3361 = trunc nuw i32 %3360 to i8
  %3362 = load ptr, ptr %39, align 8, !tbaa !20
  %3363 = sext i32 %3358 to i64
  %3364 = getelementptr inbounds i8, ptr %3362, i64 %3363
  store i8 %3361, ptr %3364, align 1, !tbaa !21
  %3365 = load i32, ptr %2212, align 4, !tbaa !16
  %3366 = add nsw i32 %3365, 1
  store i32 %3366, ptr %2212, align 4, !tbaa !16
  %3367 = load i32, ptr %128, align 8, !tbaa !22
  %3368 = shl i32 %3367, 8
  store i32 %3368, ptr %128, align 8, !tbaa !22
  %3369 = load i32, ptr %125, align 4, !tbaa !23
  %3370 = add nsw i32 %3369, -8
  store i32 %3370, ptr %125, align 4, !tbaa !23
  %3371 = icmp sgt i32 %3369, 15
  br i1 %3371, label %3357, label %3372, !llvm.loop !24

3372:                                             ; preds = %3357, %3339
  %3373 = phi i32 [ %3345, %3339 ], [ %3368, %3357 ]
  %3374 = phi i32 [ %3342, %3339 ], [ %3370, %3357 ]
  %3375 = add i32 %3374, %3351
  %3376 = sub i32 32, %3375
  %3377 = shl i32 %3353, %3376
  %3378 = or i32 %3377, %3373
  store i32 %3378, ptr %128, align 8, !tbaa !22
  store i32 %3375, ptr %125, align 4, !tbaa !23
  %3379 = getelementptr i8, ptr %2684, i64 42
  %3380 = load i16, ptr %3379, align 2, !tbaa !39
  %3381 = zext i16 %3380 to i64
  %3382 = getelementptr inbounds i8, ptr %2681, i64 %3381
  %3383 = load i8, ptr %3382, align 1, !tbaa !21
  %3384 = zext i8 %3383 to i32
  %3385 = getelementptr inbounds i32, ptr %2682, i64 %3381
  %3386 = load i32, ptr %3385, align 4, !tbaa !6
  %3387 = icmp sgt i32 %3375, 7
  br i1 %3387, label %3388, label %3405

3388:                                             ; preds = %3372
  %3389 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3390

3390:                                             ; preds = %3390, %3388
  %3391 = phi i32 [ %3389, %3388 ], [ %3399, %3390 ]
  %3392 = phi i32 [ %3378, %3388 ], [ %3401, %3390 ]
  %3393 = lshr i32 %3392, 24
  %3394 = trunc nuw i32 %3393 to i8
  %3395 = load ptr, ptr %39, align 8, !tbaa !20
  %3396 = sext i32 %3391 to i64
  %3397 = getelementptr inbounds i8, ptr %3395, i64 %3396
  store i8 %3394, ptr %3397, align 1, !tbaa !21
  %3398 = load i32, ptr %2212, align 4, !tbaa !16
  %3399 = add nsw i32 %3398, 1
  store i32 %3399, ptr %2212, align 4, !tbaa !16
  %3400 = load i32, ptr %128, align 8, !tbaa !22
  %3401 = shl i32 %3400, 8
  store i32 %3401, ptr %128, align 8, !tbaa !22
  %3402 = load i32, ptr %125, align 4, !tbaa !23
  %3403 = add nsw i32 %3402, -8
  store i32 %3403, ptr %125, align 4, !tbaa !23
  %3404 = icmp sgt i32 %3402, 15
  br i1 %3404, label %3390, label %3405, !llvm.loop !24

3405:                                             ; preds = %3390, %3372
  %3406 = phi i32 [ %3378, %3372 ], [ %3401, %3390 ]
  %3407 = phi i32 [ %3375, %3372 ], [ %3403, %3390 ]
  %3408 = add i32 %3407, %3384
  %3409 = sub i32 32, %3408
  %3410 = shl i32 %3386, %3409
  %3411 = or i32 %3410, %3406
  store i32 %3411, ptr %128, align 8, !tbaa !22
  store i32 %3408, ptr %125, align 4, !tbaa !23
  %3412 = getelementptr i8, ptr %2684, i64 44
  %3413 = load i16, ptr %3412, align 2, !tbaa !39
  %3414 = zext i16 %3413 to i64
  %3415 = getelementptr inbounds i8, ptr %2681, i64 %3414
  %3416 = load i8, ptr %3415, align 1, !tbaa !21
  %3417 = zext i8 %3416 to i32
  %3418 = getelementptr inbounds i32, ptr %2682, i64 %3414
  %3419 = load i32, ptr %3418, align 4, !tbaa !6
  %3420 = icmp sgt i32 %3408, 7
  br i1 %3420, label %3421, label %3438

3421:                                             ; preds = %3405
  %3422 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3423

3423:                                             ; preds = %3423, %3421
  %3424 = phi i32 [ %3422, %3421 ], [ %3432, %3423 ]
  %3425 = phi i32 [ %3411, %3421 ], [ %3434, %3423 ]
  %3426 = lshr i32 %3425, 24
  %3427 = trunc nuw i32 %3426 to i8
  %3428 = load ptr, ptr %39, align 8, !tbaa !20
  %3429 = sext i32 %3424 to i64
  %3430 = getelementptr inbounds i8, ptr %3428, i64 %3429
  store i8 %3427, ptr %3430, align 1, !tbaa !21
  %3431 = load i32, ptr %2212, align 4, !tbaa !16
  %3432 = add nsw i32 %3431, 1
  store i32 %3432, ptr %2212, align 4, !tbaa !16
  %3433 = load i32, ptr %128, align 8, !tbaa !22
  %3434 = shl i32 %3433, 8
  store i32 %3434, ptr %128, align 8, !tbaa !22
  %3435 = load i32, ptr %125, align 4, !tbaa !23
  %3436 = add nsw i32 %3435, -8
  store i32 %3436, ptr %125, align 4, !tbaa !23
  %3437 = icmp sgt i32 %3435, 15
  br i1 %3437, label %3423, label %3438, !llvm.loop !24

3438:                                             ; preds = %3423, %3405
  %3439 = phi i32 [ %3411, %3405 ], [ %3434, %3423 ]
  %3440 = phi i32 [ %3408, %3405 ], [ %3436, %3423 ]
  %3441 = add i32 %3440, %3417
  %3442 = sub i32 32, %3441
  %3443 = shl i32 %3419, %3442
  %3444 = or i32 %3443, %3439
  store i32 %3444, ptr %128, align 8, !tbaa !22
  store i32 %3441, ptr %125, align 4, !tbaa !23
  %3445 = getelementptr i8, ptr %2684, i64 46
  %3446 = load i16, ptr %3445, align 2, !tbaa !39
  %3447 = zext i16 %3446 to i64
  %3448 = getelementptr inbounds i8, ptr %2681, i64 %3447
  %3449 = load i8, ptr %3448, align 1, !tbaa !21
  %3450 = zext i8 %3449 to i32
  %3451 = getelementptr inbounds i32, ptr %2682, i64 %3447
  %3452 = load i32, ptr %3451, align 4, !tbaa !6
  %3453 = icmp sgt i32 %3441, 7
  br i1 %3453, label %3454, label %3471

3454:                                             ; preds = %3438
  %3455 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3456

3456:                                             ; preds = %3456, %3454
  %3457 = phi i32 [ %3455, %3454 ], [ %3465, %3456 ]
  %3458 = phi i32 [ %3444, %3454 ], [ %3467, %3456 ]
  %3459 = lshr i32 %3458, 24
  %3460 = trunc nuw i32 %3459 to i8
  %3461 = load ptr, ptr %39, align 8, !tbaa !20
  %3462 = sext i32 %3457 to i64
  %3463 = getelementptr inbounds i8, ptr %3461, i64 %3462
  store i8 %3460, ptr %3463, align 1, !tbaa !21
  %3464 = load i32, ptr %2212, align 4, !tbaa !16
  %3465 = add nsw i32 %3464, 1
  store i32 %3465, ptr %2212, align 4, !tbaa !16
  %3466 = load i32, ptr %128, align 8, !tbaa !22
  %3467 = shl i32 %3466, 8
  store i32 %3467, ptr %128, align 8, !tbaa !22
  %3468 = load i32, ptr %125, align 4, !tbaa !23
  %3469 = add nsw i32 %3468, -8
  store i32 %3469, ptr %125, align 4, !tbaa !23
  %3470 = icmp sgt i32 %3468, 15
  br i1 %3470, label %3456, label %3471, !llvm.loop !24

3471:                                             ; preds = %3456, %3438
  %3472 = phi i32 [ %3444, %3438 ], [ %3467, %3456 ]
  %3473 = phi i32 [ %3441, %3438 ], [ %3469, %3456 ]
  %3474 = add i32 %3473, %3450
  %3475 = sub i32 32, %3474
  %3476 = shl i32 %3452, %3475
  %3477 = or i32 %3476, %3472
  store i32 %3477, ptr %128, align 8, !tbaa !22
  store i32 %3474, ptr %125, align 4, !tbaa !23
  %3478 = getelementptr i8, ptr %2684, i64 48
  %3479 = load i16, ptr %3478, align 2, !tbaa !39
  %3480 = zext i16 %3479 to i64
  %3481 = getelementptr inbounds i8, ptr %2681, i64 %3480
  %3482 = load i8, ptr %3481, align 1, !tbaa !21
  %3483 = zext i8 %3482 to i32
  %3484 = getelementptr inbounds i32, ptr %2682, i64 %3480
  %3485 = load i32, ptr %3484, align 4, !tbaa !6
  %3486 = icmp sgt i32 %3474, 7
  br i1 %3486, label %3487, label %3504

3487:                                             ; preds = %3471
  %3488 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3489

3489:                                             ; preds = %3489, %3487
  %3490 = phi i32 [ %3488, %3487 ], [ %3498, %3489 ]
  %3491 = phi i32 [ %3477, %3487 ], [ %3500, %3489 ]
  %3492 = lshr i32 %3491, 24
  %3493 = trunc nuw i32 %3492 to i8
  %3494 = load ptr, ptr %39, align 8, !tbaa !20
  %3495 = sext i32 %3490 to i64
  %3496 = getelementptr inbounds i8, ptr %3494, i64 %3495
  store i8 %3493, ptr %3496, align 1, !tbaa !21
  %3497 = load i32, ptr %2212, align 4, !tbaa !16
  %3498 = add nsw i32 %3497, 1
  store i32 %3498, ptr %2212, align 4, !tbaa !16
  %3499 = load i32, ptr %128, align 8, !tbaa !22
  %3500 = shl i32 %3499, 8
  store i32 %3500, ptr %128, align 8, !tbaa !22
  %3501 = load i32, ptr %125, align 4, !tbaa !23
  %3502 = add nsw i32 %3501, -8
  store i32 %3502, ptr %125, align 4, !tbaa !23
  %3503 = icmp sgt i32 %3501, 15
  br i1 %3503, label %3489, label %3504, !llvm.loop !24

3504:                                             ; preds = %3489, %3471
  %3505 = phi i32 [ %3477, %3471 ], [ %3500, %3489 ]
  %3506 = phi i32 [ %3474, %3471 ], [ %3502, %3489 ]
  %3507 = add i32 %3506, %3483
  %3508 = sub i32 32, %3507
  %3509 = shl i32 %3485, %3508
  %3510 = or i32 %3509, %3505
  store i32 %3510, ptr %128, align 8, !tbaa !22
  store i32 %3507, ptr %125, align 4, !tbaa !23
  %3511 = getelementptr i8, ptr %2684, i64 50
  %3512 = load i16, ptr %3511, align 2, !tbaa !39
  %3513 = zext i16 %3512 to i64
  %3514 = getelementptr inbounds i8, ptr %2681, i64 %3513
  %3515 = load i8, ptr %3514, align 1, !tbaa !21
  %3516 = zext i8 %3515 to i32
  %3517 = getelementptr inbounds i32, ptr %2682, i64 %3513
  %3518 = load i32, ptr %3517, align 4, !tbaa !6
  %3519 = icmp sgt i32 %3507, 7
  br i1 %3519, label %3520, label %3537

3520:                                             ; preds = %3504
  %3521 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3522

3522:                                             ; preds = %3522, %3520
  %3523 = phi i32 [ %3521, %3520 ], [ %3531, %3522 ]
  %3524 = phi i32 [ %3510, %3520 ], [ %3533, %3522 ]
  %3525 = lshr i32 %3524, 24
  %3526 = trunc nuw i32 %3525 to i8
  %3527 = load ptr, ptr %39, align 8, !tbaa !20
  %3528 = sext i32 %3523 to i64
  %3529 = getelementptr inbounds i8, ptr %3527, i64 %3528
  store i8 %3526, ptr %3529, align 1, !tbaa !21
  %3530 = load i32, ptr %2212, align 4, !tbaa !16
  %3531 = add nsw i32 %3530, 1
  store i32 %3531, ptr %2212, align 4, !tbaa !16
  %3532 = load i32, ptr %128, align 8, !tbaa !22
  %3533 = shl i32 %3532, 8
  store i32 %3533, ptr %128, align 8, !tbaa !22
  %3534 = load i32, ptr %125, align 4, !tbaa !23
  %3535 = add nsw i32 %3534, -8
  store i32 %3535, ptr %125, align 4, !tbaa !23
  %3536 = icmp sgt i32 %3534, 15
  br i1 %3536, label %3522, label %3537, !llvm.loop !24

3537:                                             ; preds = %3522, %3504
  %3538 = phi i32 [ %3510, %3504 ], [ %3533, %3522 ]
  %3539 = phi i32 [ %3507, %3504 ], [ %3535, %3522 ]
  %3540 = add i32 %3539, %3516
  %3541 = sub i32 32, %3540
  %3542 = shl i32 %3518, %3541
  %3543 = or i32 %3542, %3538
  store i32 %3543, ptr %128, align 8, !tbaa !22
  store i32 %3540, ptr %125, align 4, !tbaa !23
  %3544 = getelementptr i8, ptr %2684, i64 52
  %3545 = load i16, ptr %3544, align 2, !tbaa !39
  %3546 = zext i16 %3545 to i64
  %3547 = getelementptr inbounds i8, ptr %2681, i64 %3546
  %3548 = load i8, ptr %3547, align 1, !tbaa !21
  %3549 = zext i8 %3548 to i32
  %3550 = getelementptr inbounds i32, ptr %2682, i64 %3546
  %3551 = load i32, ptr %3550, align 4, !tbaa !6
  %3552 = icmp sgt i32 %3540, 7
  br i1 %3552, label %3553, label %3570

3553:                                             ; preds = %3537
  %3554 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3555

3555:                                             ; preds = %3555, %3553
  %3556 = phi i32 [ %3554, %3553 ], [ %3564, %3555 ]
  %3557 = phi i32 [ %3543, %3553 ], [ %3566, %3555 ]
  %3558 = lshr i32 %3557, 24
  %3559 = trunc nuw i32 %3558 to i8
  %3560 = load ptr, ptr %39, align 8, !tbaa !20
  %3561 = sext i32 %3556 to i64
  %3562 = getelementptr inbounds i8, ptr %3560, i64 %3561
  store i8 %3559, ptr %3562, align 1, !tbaa !21
  %3563 = load i32, ptr %2212, align 4, !tbaa !16
  %3564 = add nsw i32 %3563, 1
  store i32 %3564, ptr %2212, align 4, !tbaa !16
  %3565 = load i32, ptr %128, align 8, !tbaa !22
  %3566 = shl i32 %3565, 8
  store i32 %3566, ptr %128, align 8, !tbaa !22
  %3567 = load i32, ptr %125, align 4, !tbaa !23
  %3568 = add nsw i32 %3567, -8
  store i32 %3568, ptr %125, align 4, !tbaa !23
  %3569 = icmp sgt i32 %3567, 15
  br i1 %3569, label %3555, label %3570, !llvm.loop !24

3570:                                             ; preds = %3555, %3537
  %3571 = phi i32 [ %3543, %3537 ], [ %3566, %3555 ]
  %3572 = phi i32 [ %3540, %3537 ], [ %3568, %3555 ]
  %3573 = add i32 %3572, %3549
  %3574 = sub i32 32, %3573
  %3575 = shl i32 %3551, %3574
  %3576 = or i32 %3575, %3571
  store i32 %3576, ptr %128, align 8, !tbaa !22
  store i32 %3573, ptr %125, align 4, !tbaa !23
  %3577 = getelementptr i8, ptr %2684, i64 54
  %3578 = load i16, ptr %3577, align 2, !tbaa !39
  %3579 = zext i16 %3578 to i64
  %3580 = getelementptr inbounds i8, ptr %2681, i64 %3579
  %3581 = load i8, ptr %3580, align 1, !tbaa !21
  %3582 = zext i8 %3581 to i32
  %3583 = getelementptr inbounds i32, ptr %2682, i64 %3579
  %3584 = load i32, ptr %3583, align 4, !tbaa !6
  %3585 = icmp sgt i32 %3573, 7
  br i1 %3585, label %3586, label %3603

3586:                                             ; preds = %3570
  %3587 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3588

3588:                                             ; preds = %3588, %3586
  %3589 = phi i32 [ %3587, %3586 ], [ %3597, %3588 ]
  %3590 = phi i32 [ %3576, %3586 ], [ %3599, %3588 ]
  %3591 = lshr i32 %3590, 24
  %3592 = trunc nuw i32 %3591 to i8
  %3593 = load ptr, ptr %39, align 8, !tbaa !20
  %3594 = sext i32 %3589 to i64
  %3595 = getelementptr inbounds i8, ptr %3593, i64 %3594
  store i8 %3592, ptr %3595, align 1, !tbaa !21
  %3596 = load i32, ptr %2212, align 4, !tbaa !16
  %3597 = add nsw i32 %3596, 1
  store i32 %3597, ptr %2212, align 4, !tbaa !16
  %3598 = load i32, ptr %128, align 8, !tbaa !22
  %3599 = shl i32 %3598, 8
  store i32 %3599, ptr %128, align 8, !tbaa !22
  %3600 = load i32, ptr %125, align 4, !tbaa !23
  %3601 = add nsw i32 %3600, -8
  store i32 %3601, ptr %125, align 4, !tbaa !23
  %3602 = icmp sgt i32 %3600, 15
  br i1 %3602, label %3588, label %3603, !llvm.loop !24

3603:                                             ; preds = %3588, %3570
  %3604 = phi i32 [ %3576, %3570 ], [ %3599, %3588 ]
  %3605 = phi i32 [ %3573, %3570 ], [ %3601, %3588 ]
  %3606 = add i32 %3605, %3582
  %3607 = sub i32 32, %3606
  %3608 = shl i32 %3584, %3607
  %3609 = or i32 %3608, %3604
  store i32 %3609, ptr %128, align 8, !tbaa !22
  store i32 %3606, ptr %125, align 4, !tbaa !23
  %3610 = getelementptr i8, ptr %2684, i64 56
  %3611 = load i16, ptr %3610, align 2, !tbaa !39
  %3612 = zext i16 %3611 to i64
  %3613 = getelementptr inbounds i8, ptr %2681, i64 %3612
  %3614 = load i8, ptr %3613, align 1, !tbaa !21
  %3615 = zext i8 %3614 to i32
  %3616 = getelementptr inbounds i32, ptr %2682, i64 %3612
  %3617 = load i32, ptr %3616, align 4, !tbaa !6
  %3618 = icmp sgt i32 %3606, 7
  br i1 %3618, label %3619, label %3636

3619:                                             ; preds = %3603
  %3620 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3621

3621:                                             ; preds = %3621, %3619
  %3622 = phi i32 [ %3620, %3619 ], [ %3630, %3621 ]
  %3623 = phi i32 [ %3609, %3619 ], [ %3632, %3621 ]
  %3624 = lshr i32 %3623, 24
  %3625 = trunc nuw i32 %3624 to i8
  %3626 = load ptr, ptr %39, align 8, !tbaa !20
  %3627 = sext i32 %3622 to i64
  %3628 = getelementptr inbounds i8, ptr %3626, i64 %3627
  store i8 %3625, ptr %3628, align 1, !tbaa !21
  %3629 = load i32, ptr %2212, align 4, !tbaa !16
  %3630 = add nsw i32 %3629, 1
  store i32 %3630, ptr %2212, align 4, !tbaa !16
  %3631 = load i32, ptr %128, align 8, !tbaa !22
  %3632 = shl i32 %3631, 8
  store i32 %3632, ptr %128, align 8, !tbaa !22
  %3633 = load i32, ptr %125, align 4, !tbaa !23
  %3634 = add nsw i32 %3633, -8
  store i32 %3634, ptr %125, align 4, !tbaa !23
  %3635 = icmp sgt i32 %3633, 15
  br i1 %3635, label %3621, label %3636, !llvm.loop !24

3636:                                             ; preds = %3621, %3603
  %3637 = phi i32 [ %3609, %3603 ], [ %3632, %3621 ]
  %3638 = phi i32 [ %3606, %3603 ], [ %3634, %3621 ]
  %3639 = add i32 %3638, %3615
  %3640 = sub i32 32, %3639
  %3641 = shl i32 %3617, %3640
  %3642 = or i32 %3641, %3637
  store i32 %3642, ptr %128, align 8, !tbaa !22
  store i32 %3639, ptr %125, align 4, !tbaa !23
  %3643 = getelementptr i8, ptr %2684, i64 58
  %3644 = load i16, ptr %3643, align 2, !tbaa !39
  %3645 = zext i16 %3644 to i64
  %3646 = getelementptr inbounds i8, ptr %2681, i64 %3645
  %3647 = load i8, ptr %3646, align 1, !tbaa !21
  %3648 = zext i8 %3647 to i32
  %3649 = getelementptr inbounds i32, ptr %2682, i64 %3645
  %3650 = load i32, ptr %3649, align 4, !tbaa !6
  %3651 = icmp sgt i32 %3639, 7
  br i1 %3651, label %3652, label %3669

3652:                                             ; preds = %3636
  %3653 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3654

3654:                                             ; preds = %3654, %3652
  %3655 = phi i32 [ %3653, %3652 ], [ %3663, %3654 ]
  %3656 = phi i32 [ %3642, %3652 ], [ %3665, %3654 ]
  %3657 = lshr i32 %3656, 24
  %3658 = trunc nuw i32 %3657 to i8
  %3659 = load ptr, ptr %39, align 8, !tbaa !20
  %3660 = sext i32 %3655 to i64
  %3661 = getelementptr inbounds i8, ptr %3659, i64 %3660
  store i8 %3658, ptr %3661, align 1, !tbaa !21
  %3662 = load i32, ptr %2212, align 4, !tbaa !16
  %3663 = add nsw i32 %3662, 1
  store i32 %3663, ptr %2212, align 4, !tbaa !16
  %3664 = load i32, ptr %128, align 8, !tbaa !22
  %3665 = shl i32 %3664, 8
  store i32 %3665, ptr %128, align 8, !tbaa !22
  %3666 = load i32, ptr %125, align 4, !tbaa !23
  %3667 = add nsw i32 %3666, -8
  store i32 %3667, ptr %125, align 4, !tbaa !23
  %3668 = icmp sgt i32 %3666, 15
  br i1 %3668, label %3654, label %3669, !llvm.loop !24

3669:                                             ; preds = %3654, %3636
  %3670 = phi i32 [ %3642, %3636 ], [ %3665, %3654 ]
  %3671 = phi i32 [ %3639, %3636 ], [ %3667, %3654 ]
  %3672 = add i32 %3671, %3648
  %3673 = sub i32 32, %3672
  %3674 = shl i32 %3650, %3673
  %3675 = or i32 %3674, %3670
  store i32 %3675, ptr %128, align 8, !tbaa !22
  store i32 %3672, ptr %125, align 4, !tbaa !23
  %3676 = getelementptr i8, ptr %2684, i64 60
  %3677 = load i16, ptr %3676, align 2, !tbaa !39
  %3678 = zext i16 %3677 to i64
  %3679 = getelementptr inbounds i8, ptr %2681, i64 %3678
  %3680 = load i8, ptr %3679, align 1, !tbaa !21
  %3681 = zext i8 %3680 to i32
  %3682 = getelementptr inbounds i32, ptr %2682, i64 %3678
  %3683 = load i32, ptr %3682, align 4, !tbaa !6
  %3684 = icmp sgt i32 %3672, 7
  br i1 %3684, label %3685, label %3702

3685:                                             ; preds = %3669
  %3686 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3687

3687:                                             ; preds = %3687, %3685
  %3688 = phi i32 [ %3686, %3685 ], [ %3696, %3687 ]
  %3689 = phi i32 [ %3675, %3685 ], [ %3698, %3687 ]
  %3690 = lshr i32 %3689, 24
  %3691 = trunc nuw i32 %3690 to i8
  %3692 = load ptr, ptr %39, align 8, !tbaa !20
  %3693 = sext i32 %3688 to i64
  %3694 = getelementptr inbounds i8, ptr %3692, i64 %3693
  store i8 %3691, ptr %3694, align 1, !tbaa !21
  %3695 = load i32, ptr %2212, align 4, !tbaa !16
  %3696 = add nsw i32 %3695, 1
  store i32 %3696, ptr %2212, align 4, !tbaa !16
  %3697 = load i32, ptr %128, align 8, !tbaa !22
  %3698 = shl i32 %3697, 8
  store i32 %3698, ptr %128, align 8, !tbaa !22
  %3699 = load i32, ptr %125, align 4, !tbaa !23
  %3700 = add nsw i32 %3699, -8
  store i32 %3700, ptr %125, align 4, !tbaa !23
  %3701 = icmp sgt i32 %3699, 15
  br i1 %3701, label %3687, label %3702, !llvm.loop !24

3702:                                             ; preds = %3687, %3669
  %3703 = phi i32 [ %3675, %3669 ], [ %3698, %3687 ]
  %3704 = phi i32 [ %3672, %3669 ], [ %3700, %3687 ]
  %3705 = add i32 %3704, %3681
  %3706 = sub i32 32, %3705
  %3707 = shl i32 %3683, %3706
  %3708 = or i32 %3707, %3703
  store i32 %3708, ptr %128, align 8, !tbaa !22
  store i32 %3705, ptr %125, align 4, !tbaa !23
  %3709 = getelementptr i8, ptr %2684, i64 62
  %3710 = load i16, ptr %3709, align 2, !tbaa !39
  %3711 = zext i16 %3710 to i64
  %3712 = getelementptr inbounds i8, ptr %2681, i64 %3711
  %3713 = load i8, ptr %3712, align 1, !tbaa !21
  %3714 = zext i8 %3713 to i32
  %3715 = getelementptr inbounds i32, ptr %2682, i64 %3711
  %3716 = load i32, ptr %3715, align 4, !tbaa !6
  %3717 = icmp sgt i32 %3705, 7
  br i1 %3717, label %3718, label %3735

3718:                                             ; preds = %3702
  %3719 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3720

3720:                                             ; preds = %3720, %3718
  %3721 = phi i32 [ %3719, %3718 ], [ %3729, %3720 ]
  %3722 = phi i32 [ %3708, %3718 ], [ %3731, %3720 ]
  %3723 = lshr i32 %3722, 24
  %3724 = trunc nuw i32 %3723 to i8
  %3725 = load ptr, ptr %39, align 8, !tbaa !20
  %3726 = sext i32 %3721 to i64
  %3727 = getelementptr inbounds i8, ptr %3725, i64 %3726
  store i8 %3724, ptr %3727, align 1, !tbaa !21
  %3728 = load i32, ptr %2212, align 4, !tbaa !16
  %3729 = add nsw i32 %3728, 1
  store i32 %3729, ptr %2212, align 4, !tbaa !16
  %3730 = load i32, ptr %128, align 8, !tbaa !22
  %3731 = shl i32 %3730, 8
  store i32 %3731, ptr %128, align 8, !tbaa !22
  %3732 = load i32, ptr %125, align 4, !tbaa !23
  %3733 = add nsw i32 %3732, -8
  store i32 %3733, ptr %125, align 4, !tbaa !23
  %3734 = icmp sgt i32 %3732, 15
  br i1 %3734, label %3720, label %3735, !llvm.loop !24

3735:                                             ; preds = %3720, %3702
  %3736 = phi i32 [ %3708, %3702 ], [ %3731, %3720 ]
  %3737 = phi i32 [ %3705, %3702 ], [ %3733, %3720 ]
  %3738 = add i32 %3737, %3714
  %3739 = sub i32 32, %3738
  %3740 = shl i32 %3716, %3739
  %3741 = or i32 %3740, %3736
  store i32 %3741, ptr %128, align 8, !tbaa !22
  store i32 %3738, ptr %125, align 4, !tbaa !23
  %3742 = getelementptr i8, ptr %2684, i64 64
  %3743 = load i16, ptr %3742, align 2, !tbaa !39
  %3744 = zext i16 %3743 to i64
  %3745 = getelementptr inbounds i8, ptr %2681, i64 %3744
  %3746 = load i8, ptr %3745, align 1, !tbaa !21
  %3747 = zext i8 %3746 to i32
  %3748 = getelementptr inbounds i32, ptr %2682, i64 %3744
  %3749 = load i32, ptr %3748, align 4, !tbaa !6
  %3750 = icmp sgt i32 %3738, 7
  br i1 %3750, label %3751, label %3768

3751:                                             ; preds = %3735
  %3752 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3753

3753:                                             ; preds = %3753, %3751
  %3754 = phi i32 [ %3752, %3751 ], [ %3762, %3753 ]
  %3755 = phi i32 [ %3741, %3751 ], [ %3764, %3753 ]
  %3756 = lshr i32 %3755, 24
  %3757 = trunc nuw i32 %3756 to i8
  %3758 = load ptr, ptr %39, align 8, !tbaa !20
  %3759 = sext i32 %3754 to i64
  %3760 = getelementptr inbounds i8, ptr %3758, i64 %3759
  store i8 %3757, ptr %3760, align 1, !tbaa !21
  %3761 = load i32, ptr %2212, align 4, !tbaa !16
  %3762 = add nsw i32 %3761, 1
  store i32 %3762, ptr %2212, align 4, !tbaa !16
  %3763 = load i32, ptr %128, align 8, !tbaa !22
  %3764 = shl i32 %3763, 8
  store i32 %3764, ptr %128, align 8, !tbaa !22
  %3765 = load i32, ptr %125, align 4, !tbaa !23
  %3766 = add nsw i32 %3765, -8
  store i32 %3766, ptr %125, align 4, !tbaa !23
  %3767 = icmp sgt i32 %3765, 15
  br i1 %3767, label %3753, label %3768, !llvm.loop !24

3768:                                             ; preds = %3753, %3735
  %3769 = phi i32 [ %3741, %3735 ], [ %3764, %3753 ]
  %3770 = phi i32 [ %3738, %3735 ], [ %3766, %3753 ]
  %3771 = add i32 %3770, %3747
  %3772 = sub i32 32, %3771
  %3773 = shl i32 %3749, %3772
  %3774 = or i32 %3773, %3769
  store i32 %3774, ptr %128, align 8, !tbaa !22
  store i32 %3771, ptr %125, align 4, !tbaa !23
  %3775 = getelementptr i8, ptr %2684, i64 66
  %3776 = load i16, ptr %3775, align 2, !tbaa !39
  %3777 = zext i16 %3776 to i64
  %3778 = getelementptr inbounds i8, ptr %2681, i64 %3777
  %3779 = load i8, ptr %3778, align 1, !tbaa !21
  %3780 = zext i8 %3779 to i32
  %3781 = getelementptr inbounds i32, ptr %2682, i64 %3777
  %3782 = load i32, ptr %3781, align 4, !tbaa !6
  %3783 = icmp sgt i32 %3771, 7
  br i1 %3783, label %3784, label %3801

3784:                                             ; preds = %3768
  %3785 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3786

3786:                                             ; preds = %3786, %3784
  %3787 = phi i32 [ %3785, %3784 ], [ %3795, %3786 ]
  %3788 = phi i32 [ %3774, %3784 ], [ %3797, %3786 ]
  %3789 = lshr i32 %3788, 24
  %3790 = trunc nuw i32 %3789 to i8
  %3791 = load ptr, ptr %39, align 8, !tbaa !20
  %3792 = sext i32 %3787 to i64
  %3793 = getelementptr inbounds i8, ptr %3791, i64 %3792
  store i8 %3790, ptr %3793, align 1, !tbaa !21
  %3794 = load i32, ptr %2212, align 4, !tbaa !16
  %3795 = add nsw i32 %3794, 1
  store i32 %3795, ptr %2212, align 4, !tbaa !16
  %3796 = load i32, ptr %128, align 8, !tbaa !22
  %3797 = shl i32 %3796, 8
  store i32 %3797, ptr %128, align 8, !tbaa !22
  %3798 = load i32, ptr %125, align 4, !tbaa !23
  %3799 = add nsw i32 %3798, -8
  store i32 %3799, ptr %125, align 4, !tbaa !23
  %3800 = icmp sgt i32 %3798, 15
  br i1 %3800, label %3786, label %3801, !llvm.loop !24

3801:                                             ; preds = %3786, %3768
  %3802 = phi i32 [ %3774, %3768 ], [ %3797, %3786 ]
  %3803 = phi i32 [ %3771, %3768 ], [ %3799, %3786 ]
  %3804 = add i32 %3803, %3780
  %3805 = sub i32 32, %3804
  %3806 = shl i32 %3782, %3805
  %3807 = or i32 %3806, %3802
  store i32 %3807, ptr %128, align 8, !tbaa !22
  store i32 %3804, ptr %125, align 4, !tbaa !23
  %3808 = getelementptr i8, ptr %2684, i64 68
  %3809 = load i16, ptr %3808, align 2, !tbaa !39
  %3810 = zext i16 %3809 to i64
  %3811 = getelementptr inbounds i8, ptr %2681, i64 %3810
  %3812 = load i8, ptr %3811, align 1, !tbaa !21
  %3813 = zext i8 %3812 to i32
  %3814 = getelementptr inbounds i32, ptr %2682, i64 %3810
  %3815 = load i32, ptr %3814, align 4, !tbaa !6
  %3816 = icmp sgt i32 %3804, 7
  br i1 %3816, label %3817, label %3834

3817:                                             ; preds = %3801
  %3818 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3819

3819:                                             ; preds = %3819, %3817
  %3820 = phi i32 [ %3818, %3817 ], [ %3828, %3819 ]
  %3821 = phi i32 [ %3807, %3817 ], [ %3830, %3819 ]
  %3822 = lshr i32 %3821, 24
  %3823 = trunc nuw i32 %3822 to i8
  %3824 = load ptr, ptr %39, align 8, !tbaa !20
  %3825 = sext i32 %3820 to i64
  %3826 = getelementptr inbounds i8, ptr %3824, i64 %3825
  store i8 %3823, ptr %3826, align 1, !tbaa !21
  %3827 = load i32, ptr %2212, align 4, !tbaa !16
  %3828 = add nsw i32 %3827, 1
  store i32 %3828, ptr %2212, align 4, !tbaa !16
  %3829 = load i32, ptr %128, align 8, !tbaa !22
  %3830 = shl i32 %3829, 8
  store i32 %3830, ptr %128, align 8, !tbaa !22
  %3831 = load i32, ptr %125, align 4, !tbaa !23
  %3832 = add nsw i32 %3831, -8
  store i32 %3832, ptr %125, align 4, !tbaa !23
  %3833 = icmp sgt i32 %3831, 15
  br i1 %3833, label %3819, label %3834, !llvm.loop !24

3834:                                             ; preds = %3819, %3801
  %3835 = phi i32 [ %3807, %3801 ], [ %3830, %3819 ]
  %3836 = phi i32 [ %3804, %3801 ], [ %3832, %3819 ]
  %3837 = add i32 %3836, %3813
  %3838 = sub i32 32, %3837
  %3839 = shl i32 %3815, %3838
  %3840 = or i32 %3839, %3835
  store i32 %3840, ptr %128, align 8, !tbaa !22
  store i32 %3837, ptr %125, align 4, !tbaa !23
  %3841 = getelementptr i8, ptr %2684, i64 70
  %3842 = load i16, ptr %3841, align 2, !tbaa !39
  %3843 = zext i16 %3842 to i64
  %3844 = getelementptr inbounds i8, ptr %2681, i64 %3843
  %3845 = load i8, ptr %3844, align 1, !tbaa !21
  %3846 = zext i8 %3845 to i32
  %3847 = getelementptr inbounds i32, ptr %2682, i64 %3843
  %3848 = load i32, ptr %3847, align 4, !tbaa !6
  %3849 = icmp sgt i32 %3837, 7
  br i1 %3849, label %3850, label %3867

3850:                                             ; preds = %3834
  %3851 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3852

3852:                                             ; preds = %3852, %3850
  %3853 = phi i32 [ %3851, %3850 ], [ %3861, %3852 ]
  %3854 = phi i32 [ %3840, %3850 ], [ %3863, %3852 ]
  %3855 = lshr i32 %3854, 24
  %3856 = trunc nuw i32 %3855 to i8
  %3857 = load ptr, ptr %39, align 8, !tbaa !20
  %3858 = sext i32 %3853 to i64
  %3859 = getelementptr inbounds i8, ptr %3857, i64 %3858
  store i8 %3856, ptr %3859, align 1, !tbaa !21
  %3860 = load i32, ptr %2212, align 4, !tbaa !16
  %3861 = add nsw i32 %3860, 1
  store i32 %3861, ptr %2212, align 4, !tbaa !16
  %3862 = load i32, ptr %128, align 8, !tbaa !22
  %3863 = shl i32 %3862, 8
  store i32 %3863, ptr %128, align 8, !tbaa !22
  %3864 = load i32, ptr %125, align 4, !tbaa !23
  %3865 = add nsw i32 %3864, -8
  store i32 %3865, ptr %125, align 4, !tbaa !23
  %3866 = icmp sgt i32 %3864, 15
  br i1 %3866, label %3852, label %3867, !llvm.loop !24

3867:                                             ; preds = %3852, %3834
  %3868 = phi i32 [ %3840, %3834 ], [ %3863, %3852 ]
  %3869 = phi i32 [ %3837, %3834 ], [ %3865, %3852 ]
  %3870 = add i32 %3869, %3846
  %3871 = sub i32 32, %3870
  %3872 = shl i32 %3848, %3871
  %3873 = or i32 %3872, %3868
  store i32 %3873, ptr %128, align 8, !tbaa !22
  store i32 %3870, ptr %125, align 4, !tbaa !23
  %3874 = getelementptr i8, ptr %2684, i64 72
  %3875 = load i16, ptr %3874, align 2, !tbaa !39
  %3876 = zext i16 %3875 to i64
  %3877 = getelementptr inbounds i8, ptr %2681, i64 %3876
  %3878 = load i8, ptr %3877, align 1, !tbaa !21
  %3879 = zext i8 %3878 to i32
  %3880 = getelementptr inbounds i32, ptr %2682, i64 %3876
  %3881 = load i32, ptr %3880, align 4, !tbaa !6
  %3882 = icmp sgt i32 %3870, 7
  br i1 %3882, label %3883, label %3900

3883:                                             ; preds = %3867
  %3884 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3885

3885:                                             ; preds = %3885, %3883
  %3886 = phi i32 [ %3884, %3883 ], [ %3894, %3885 ]
  %3887 = phi i32 [ %3873, %3883 ], [ %3896, %3885 ]
  %3888 = lshr i32 %3887, 24
  %3889 = trunc nuw i32 %3888 to i8
  %3890 = load ptr, ptr %39, align 8, !tbaa !20
  %3891 = sext i32 %3886 to i64
  %3892 = getelementptr inbounds i8, ptr %3890, i64 %3891
  store i8 %3889, ptr %3892, align 1, !tbaa !21
  %3893 = load i32, ptr %2212, align 4, !tbaa !16
  %3894 = add nsw i32 %3893, 1
  store i32 %3894, ptr %2212, align 4, !tbaa !16
  %3895 = load i32, ptr %128, align 8, !tbaa !22
  %3896 = shl i32 %3895, 8
  store i32 %3896, ptr %128, align 8, !tbaa !22
  %3897 = load i32, ptr %125, align 4, !tbaa !23
  %3898 = add nsw i32 %3897, -8
  store i32 %3898, ptr %125, align 4, !tbaa !23
  %3899 = icmp sgt i32 %3897, 15
  br i1 %3899, label %3885, label %3900, !llvm.loop !24

3900:                                             ; preds = %3885, %3867
  %3901 = phi i32 [ %3873, %3867 ], [ %3896, %3885 ]
  %3902 = phi i32 [ %3870, %3867 ], [ %3898, %3885 ]
  %3903 = add i32 %3902, %3879
  %3904 = sub i32 32, %3903
  %3905 = shl i32 %3881, %3904
  %3906 = or i32 %3905, %3901
  store i32 %3906, ptr %128, align 8, !tbaa !22
  store i32 %3903, ptr %125, align 4, !tbaa !23
  %3907 = getelementptr i8, ptr %2684, i64 74
  %3908 = load i16, ptr %3907, align 2, !tbaa !39
  %3909 = zext i16 %3908 to i64
  %3910 = getelementptr inbounds i8, ptr %2681, i64 %3909
  %3911 = load i8, ptr %3910, align 1, !tbaa !21
  %3912 = zext i8 %3911 to i32
  %3913 = getelementptr inbounds i32, ptr %2682, i64 %3909
  %3914 = load i32, ptr %3913, align 4, !tbaa !6
  %3915 = icmp sgt i32 %3903, 7
  br i1 %3915, label %3916, label %3933

3916:                                             ; preds = %3900
  %3917 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3918

3918:                                             ; preds = %3918, %3916
  %3919 = phi i32 [ %3917, %3916 ], [ %3927, %3918 ]
  %3920 = phi i32 [ %3906, %3916 ], [ %3929, %3918 ]
  %3921 = lshr i32 %3920, 24
  %3922 = trunc nuw i32 %3921 to i8
  %3923 = load ptr, ptr %39, align 8, !tbaa !20
  %3924 = sext i32 %3919 to i64
  %3925 = getelementptr inbounds i8, ptr %3923, i64 %3924
  store i8 %3922, ptr %3925, align 1, !tbaa !21
  %3926 = load i32, ptr %2212, align 4, !tbaa !16
  %3927 = add nsw i32 %3926, 1
  store i32 %3927, ptr %2212, align 4, !tbaa !16
  %3928 = load i32, ptr %128, align 8, !tbaa !22
  %3929 = shl i32 %3928, 8
  store i32 %3929, ptr %128, align 8, !tbaa !22
  %3930 = load i32, ptr %125, align 4, !tbaa !23
  %3931 = add nsw i32 %3930, -8
  store i32 %3931, ptr %125, align 4, !tbaa !23
  %3932 = icmp sgt i32 %3930, 15
  br i1 %3932, label %3918, label %3933, !llvm.loop !24

3933:                                             ; preds = %3918, %3900
  %3934 = phi i32 [ %3906, %3900 ], [ %3929, %3918 ]
  %3935 = phi i32 [ %3903, %3900 ], [ %3931, %3918 ]
  %3936 = add i32 %3935, %3912
  %3937 = sub i32 32, %3936
  %3938 = shl i32 %3914, %3937
  %3939 = or i32 %3938, %3934
  store i32 %3939, ptr %128, align 8, !tbaa !22
  store i32 %3936, ptr %125, align 4, !tbaa !23
  %3940 = getelementptr i8, ptr %2684, i64 76
  %3941 = load i16, ptr %3940, align 2, !tbaa !39
  %3942 = zext i16 %3941 to i64
  %3943 = getelementptr inbounds i8, ptr %2681, i64 %3942
  %3944 = load i8, ptr %3943, align 1, !tbaa !21
  %3945 = zext i8 %3944 to i32
  %3946 = getelementptr inbounds i32, ptr %2682, i64 %3942
  %3947 = load i32, ptr %3946, align 4, !tbaa !6
  %3948 = icmp sgt i32 %3936, 7
  br i1 %3948, label %3949, label %3966

3949:                                             ; preds = %3933
  %3950 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3951

3951:                                             ; preds = %3951, %3949
  %3952 = phi i32 [ %3950, %3949 ], [ %3960, %3951 ]
  %3953 = phi i32 [ %3939, %3949 ], [ %3962, %3951 ]
  %3954 = lshr i32 %3953, 24
  %3955 = trunc nuw i32 %3954 to i8
  %3956 = load ptr, ptr %39, align 8, !tbaa !20
  %3957 = sext i32 %3952 to i64
  %3958 = getelementptr inbounds i8, ptr %3956, i64 %3957
  store i8 %3955, ptr %3958, align 1, !tbaa !21
  %3959 = load i32, ptr %2212, align 4, !tbaa !16
  %3960 = add nsw i32 %3959, 1
  store i32 %3960, ptr %2212, align 4, !tbaa !16
  %3961 = load i32, ptr %128, align 8, !tbaa !22
  %3962 = shl i32 %3961, 8
  store i32 %3962, ptr %128, align 8, !tbaa !22
  %3963 = load i32, ptr %125, align 4, !tbaa !23
  %3964 = add nsw i32 %3963, -8
  store i32 %3964, ptr %125, align 4, !tbaa !23
  %3965 = icmp sgt i32 %3963, 15
  br i1 %3965, label %3951, label %3966, !llvm.loop !24

3966:                                             ; preds = %3951, %3933
  %3967 = phi i32 [ %3939, %3933 ], [ %3962, %3951 ]
  %3968 = phi i32 [ %3936, %3933 ], [ %3964, %3951 ]
  %3969 = add i32 %3968, %3945
  %3970 = sub i32 32, %3969
  %3971 = shl i32 %3947, %3970
  %3972 = or i32 %3971, %3967
  store i32 %3972, ptr %128, align 8, !tbaa !22
  store i32 %3969, ptr %125, align 4, !tbaa !23
  %3973 = getelementptr i8, ptr %2684, i64 78
  %3974 = load i16, ptr %3973, align 2, !tbaa !39
  %3975 = zext i16 %3974 to i64
  %3976 = getelementptr inbounds i8, ptr %2681, i64 %3975
  %3977 = load i8, ptr %3976, align 1, !tbaa !21
  %3978 = zext i8 %3977 to i32
  %3979 = getelementptr inbounds i32, ptr %2682, i64 %3975
  %3980 = load i32, ptr %3979, align 4, !tbaa !6
  %3981 = icmp sgt i32 %3969, 7
  br i1 %3981, label %3982, label %3999

3982:                                             ; preds = %3966
  %3983 = load i32, ptr %2212, align 4, !tbaa !16
  br label %3984

3984:                                             ; preds = %3984, %3982
  %3985 = phi i32 [ %3983, %3982 ], [ %3993, %3984 ]
  %3986 = phi i32 [ %3972, %3982 ], [ %3995, %3984 ]
  %3987 = lshr i32 %3986, 24
  %3988 = trunc nuw i32 %3987 to i8
  %3989 = load ptr, ptr %39, align 8, !tbaa !20
  %3990 = sext i32 %3985 to i64
  %3991 = getelementptr inbounds i8, ptr %3989, i64 %3990
  store i8 %3988, ptr %3991, align 1, !tbaa !21
  %3992 = load i32, ptr %2212, align 4, !tbaa !16
  %3993 = add nsw i32 %3992, 1
  store i32 %3993, ptr %2212, align 4, !tbaa !16
  %3994 = load i32, ptr %128, align 8, !tbaa !22
  %3995 = shl i32 %3994, 8
  store i32 %3995, ptr %128, align 8, !tbaa !22
  %3996 = load i32, ptr %125, align 4, !tbaa !23
  %3997 = add nsw i32 %3996, -8
  store i32 %3997, ptr %125, align 4, !tbaa !23
  %3998 = icmp sgt i32 %3996, 15
  br i1 %3998, label %3984, label %3999, !llvm.loop !24

3999:                                             ; preds = %3984, %3966
  %4000 = phi i32 [ %3972, %3966 ], [ %3995, %3984 ]
  %4001 = phi i32 [ %3969, %3966 ], [ %3997, %3984 ]
  %4002 = add i32 %4001, %3978
  %4003 = sub i32 32, %4002
  %4004 = shl i32 %3980, %4003
  %4005 = or i32 %4004, %4000
  store i32 %4005, ptr %128, align 8, !tbaa !22
  store i32 %4002, ptr %125, align 4, !tbaa !23
  %4006 = getelementptr i8, ptr %2684, i64 80
  %4007 = load i16, ptr %4006, align 2, !tbaa !39
  %4008 = zext i16 %4007 to i64
  %4009 = getelementptr inbounds i8, ptr %2681, i64 %4008
  %4010 = load i8, ptr %4009, align 1, !tbaa !21
  %4011 = zext i8 %4010 to i32
  %4012 = getelementptr inbounds i32, ptr %2682, i64 %4008
  %4013 = load i32, ptr %4012, align 4, !tbaa !6
  %4014 = icmp sgt i32 %4002, 7
  br i1 %4014, label %4015, label %4032

4015:                                             ; preds = %3999
  %4016 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4017

4017:                                             ; preds = %4017, %4015
  %4018 = phi i32 [ %4016, %4015 ], [ %4026, %4017 ]
  %4019 = phi i32 [ %4005, %4015 ], [ %4028, %4017 ]
  %4020 = lshr i32 %4019, 24
  %4021 = trunc nuw i32 %4020 to i8
  %4022 = load ptr, ptr %39, align 8, !tbaa !20
  %4023 = sext i32 %4018 to i64
  %4024 = getelementptr inbounds i8, ptr %4022, i64 %4023
  store i8 %4021, ptr %4024, align 1, !tbaa !21
  %4025 = load i32, ptr %2212, align 4, !tbaa !16
  %4026 = add nsw i32 %4025, 1
  store i32 %4026, ptr %2212, align 4, !tbaa !16
  %4027 = load i32, ptr %128, align 8, !tbaa !22
  %4028 = shl i32 %4027, 8
  store i32 %4028, ptr %128, align 8, !tbaa !22
  %4029 = load i32, ptr %125, align 4, !tbaa !23
  %4030 = add nsw i32 %4029, -8
  store i32 %4030, ptr %125, align 4, !tbaa !23
  %4031 = icmp sgt i32 %4029, 15
  br i1 %4031, label %4017, label %4032, !llvm.loop !24

4032:                                             ; preds = %4017, %3999
  %4033 = phi i32 [ %4005, %3999 ], [ %4028, %4017 ]
  %4034 = phi i32 [ %4002, %3999 ], [ %4030, %4017 ]
  %4035 = add i32 %4034, %4011
  %4036 = sub i32 32, %4035
  %4037 = shl i32 %4013, %4036
  %4038 = or i32 %4037, %4033
  store i32 %4038, ptr %128, align 8, !tbaa !22
  store i32 %4035, ptr %125, align 4, !tbaa !23
  %4039 = getelementptr i8, ptr %2684, i64 82
  %4040 = load i16, ptr %4039, align 2, !tbaa !39
  %4041 = zext i16 %4040 to i64
  %4042 = getelementptr inbounds i8, ptr %2681, i64 %4041
  %4043 = load i8, ptr %4042, align 1, !tbaa !21
  %4044 = zext i8 %4043 to i32
  %4045 = getelementptr inbounds i32, ptr %2682, i64 %4041
  %4046 = load i32, ptr %4045, align 4, !tbaa !6
  %4047 = icmp sgt i32 %4035, 7
  br i1 %4047, label %4048, label %4065

4048:                                             ; preds = %4032
  %4049 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4050

4050:                                             ; preds = %4050, %4048
  %4051 = phi i32 [ %4049, %4048 ], [ %4059, %4050 ]
  %4052 = phi i32 [ %4038, %4048 ], [ %4061, %4050 ]
  %4053 = lshr i32 %4052, 24
  %4054 = trunc nuw i32 %4053 to i8
  %4055 = load ptr, ptr %39, align 8, !tbaa !20
  %4056 = sext i32 %4051 to i64
  %4057 = getelementptr inbounds i8, ptr %4055, i64 %4056
  store i8 %4054, ptr %4057, align 1, !tbaa !21
  %4058 = load i32, ptr %2212, align 4, !tbaa !16
  %4059 = add nsw i32 %4058, 1
  store i32 %4059, ptr %2212, align 4, !tbaa !16
  %4060 = load i32, ptr %128, align 8, !tbaa !22
  %4061 = shl i32 %4060, 8
  store i32 %4061, ptr %128, align 8, !tbaa !22
  %4062 = load i32, ptr %125, align 4, !tbaa !23
  %4063 = add nsw i32 %4062, -8
  store i32 %4063, ptr %125, align 4, !tbaa !23
  %4064 = icmp sgt i32 %4062, 15
  br i1 %4064, label %4050, label %4065, !llvm.loop !24

4065:                                             ; preds = %4050, %4032
  %4066 = phi i32 [ %4038, %4032 ], [ %4061, %4050 ]
  %4067 = phi i32 [ %4035, %4032 ], [ %4063, %4050 ]
  %4068 = add i32 %4067, %4044
  %4069 = sub i32 32, %4068
  %4070 = shl i32 %4046, %4069
  %4071 = or i32 %4070, %4066
  store i32 %4071, ptr %128, align 8, !tbaa !22
  store i32 %4068, ptr %125, align 4, !tbaa !23
  %4072 = getelementptr i8, ptr %2684, i64 84
  %4073 = load i16, ptr %4072, align 2, !tbaa !39
  %4074 = zext i16 %4073 to i64
  %4075 = getelementptr inbounds i8, ptr %2681, i64 %4074
  %4076 = load i8, ptr %4075, align 1, !tbaa !21
  %4077 = zext i8 %4076 to i32
  %4078 = getelementptr inbounds i32, ptr %2682, i64 %4074
  %4079 = load i32, ptr %4078, align 4, !tbaa !6
  %4080 = icmp sgt i32 %4068, 7
  br i1 %4080, label %4081, label %4098

4081:                                             ; preds = %4065
  %4082 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4083

4083:                                             ; preds = %4083, %4081
  %4084 = phi i32 [ %4082, %4081 ], [ %4092, %4083 ]
  %4085 = phi i32 [ %4071, %4081 ], [ %4094, %4083 ]
  %4086 = lshr i32 %4085, 24
  %4087 = trunc nuw i32 %4086 to i8
  %4088 = load ptr, ptr %39, align 8, !tbaa !20
  %4089 = sext i32 %4084 to i64
  %4090 = getelementptr inbounds i8, ptr %4088, i64 %4089
  store i8 %4087, ptr %4090, align 1, !tbaa !21
  %4091 = load i32, ptr %2212, align 4, !tbaa !16
  %4092 = add nsw i32 %4091, 1
  store i32 %4092, ptr %2212, align 4, !tbaa !16
  %4093 = load i32, ptr %128, align 8, !tbaa !22
  %4094 = shl i32 %4093, 8
  store i32 %4094, ptr %128, align 8, !tbaa !22
  %4095 = load i32, ptr %125, align 4, !tbaa !23
  %4096 = add nsw i32 %4095, -8
  store i32 %4096, ptr %125, align 4, !tbaa !23
  %4097 = icmp sgt i32 %4095, 15
  br i1 %4097, label %4083, label %4098, !llvm.loop !24

4098:                                             ; preds = %4083, %4065
  %4099 = phi i32 [ %4071, %4065 ], [ %4094, %4083 ]
  %4100 = phi i32 [ %4068, %4065 ], [ %4096, %4083 ]
  %4101 = add i32 %4100, %4077
  %4102 = sub i32 32, %4101
  %4103 = shl i32 %4079, %4102
  %4104 = or i32 %4103, %4099
  store i32 %4104, ptr %128, align 8, !tbaa !22
  store i32 %4101, ptr %125, align 4, !tbaa !23
  %4105 = getelementptr i8, ptr %2684, i64 86
  %4106 = load i16, ptr %4105, align 2, !tbaa !39
  %4107 = zext i16 %4106 to i64
  %4108 = getelementptr inbounds i8, ptr %2681, i64 %4107
  %4109 = load i8, ptr %4108, align 1, !tbaa !21
  %4110 = zext i8 %4109 to i32
  %4111 = getelementptr inbounds i32, ptr %2682, i64 %4107
  %4112 = load i32, ptr %4111, align 4, !tbaa !6
  %4113 = icmp sgt i32 %4101, 7
  br i1 %4113, label %4114, label %4131

4114:                                             ; preds = %4098
  %4115 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4116

4116:                                             ; preds = %4116, %4114
  %4117 = phi i32 [ %4115, %4114 ], [ %4125, %4116 ]
  %4118 = phi i32 [ %4104, %4114 ], [ %4127, %4116 ]
  %4119 = lshr i32 %4118, 24
  %4120 = trunc nuw i32 %4119 to i8
  %4121 = load ptr, ptr %39, align 8, !tbaa !20
  %4122 = sext i32 %4117 to i64
  %4123 = getelementptr inbounds i8, ptr %4121, i64 %4122
  store i8 %4120, ptr %4123, align 1, !tbaa !21
  %4124 = load i32, ptr %2212, align 4, !tbaa !16
  %4125 = add nsw i32 %4124, 1
  store i32 %4125, ptr %2212, align 4, !tbaa !16
  %4126 = load i32, ptr %128, align 8, !tbaa !22
  %4127 = shl i32 %4126, 8
  store i32 %4127, ptr %128, align 8, !tbaa !22
  %4128 = load i32, ptr %125, align 4, !tbaa !23
  %4129 = add nsw i32 %4128, -8
  store i32 %4129, ptr %125, align 4, !tbaa !23
  %4130 = icmp sgt i32 %4128, 15
  br i1 %4130, label %4116, label %4131, !llvm.loop !24

4131:                                             ; preds = %4116, %4098
  %4132 = phi i32 [ %4104, %4098 ], [ %4127, %4116 ]
  %4133 = phi i32 [ %4101, %4098 ], [ %4129, %4116 ]
  %4134 = add i32 %4133, %4110
  %4135 = sub i32 32, %4134
  %4136 = shl i32 %4112, %4135
  %4137 = or i32 %4136, %4132
  store i32 %4137, ptr %128, align 8, !tbaa !22
  store i32 %4134, ptr %125, align 4, !tbaa !23
  %4138 = getelementptr i8, ptr %2684, i64 88
  %4139 = load i16, ptr %4138, align 2, !tbaa !39
  %4140 = zext i16 %4139 to i64
  %4141 = getelementptr inbounds i8, ptr %2681, i64 %4140
  %4142 = load i8, ptr %4141, align 1, !tbaa !21
  %4143 = zext i8 %4142 to i32
  %4144 = getelementptr inbounds i32, ptr %2682, i64 %4140
  %4145 = load i32, ptr %4144, align 4, !tbaa !6
  %4146 = icmp sgt i32 %4134, 7
  br i1 %4146, label %4147, label %4164

4147:                                             ; preds = %4131
  %4148 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4149

4149:                                             ; preds = %4149, %4147
  %4150 = phi i32 [ %4148, %4147 ], [ %4158, %4149 ]
  %4151 = phi i32 [ %4137, %4147 ], [ %4160, %4149 ]
  %4152 = lshr i32 %4151, 24
  %4153 = trunc nuw i32 %4152 to i8
  %4154 = load ptr, ptr %39, align 8, !tbaa !20
  %4155 = sext i32 %4150 to i64
  %4156 = getelementptr inbounds i8, ptr %4154, i64 %4155
  store i8 %4153, ptr %4156, align 1, !tbaa !21
  %4157 = load i32, ptr %2212, align 4, !tbaa !16
  %4158 = add nsw i32 %4157, 1
  store i32 %4158, ptr %2212, align 4, !tbaa !16
  %4159 = load i32, ptr %128, align 8, !tbaa !22
  %4160 = shl i32 %4159, 8
  store i32 %4160, ptr %128, align 8, !tbaa !22
  %4161 = load i32, ptr %125, align 4, !tbaa !23
  %4162 = add nsw i32 %4161, -8
  store i32 %4162, ptr %125, align 4, !tbaa !23
  %4163 = icmp sgt i32 %4161, 15
  br i1 %4163, label %4149, label %4164, !llvm.loop !24

4164:                                             ; preds = %4149, %4131
  %4165 = phi i32 [ %4137, %4131 ], [ %4160, %4149 ]
  %4166 = phi i32 [ %4134, %4131 ], [ %4162, %4149 ]
  %4167 = add i32 %4166, %4143
  %4168 = sub i32 32, %4167
  %4169 = shl i32 %4145, %4168
  %4170 = or i32 %4169, %4165
  store i32 %4170, ptr %128, align 8, !tbaa !22
  store i32 %4167, ptr %125, align 4, !tbaa !23
  %4171 = getelementptr i8, ptr %2684, i64 90
  %4172 = load i16, ptr %4171, align 2, !tbaa !39
  %4173 = zext i16 %4172 to i64
  %4174 = getelementptr inbounds i8, ptr %2681, i64 %4173
  %4175 = load i8, ptr %4174, align 1, !tbaa !21
  %4176 = zext i8 %4175 to i32
  %4177 = getelementptr inbounds i32, ptr %2682, i64 %4173
  %4178 = load i32, ptr %4177, align 4, !tbaa !6
  %4179 = icmp sgt i32 %4167, 7
  br i1 %4179, label %4180, label %4197

4180:                                             ; preds = %4164
  %4181 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4182

4182:                                             ; preds = %4182, %4180
  %4183 = phi i32 [ %4181, %4180 ], [ %4191, %4182 ]
  %4184 = phi i32 [ %4170, %4180 ], [ %4193, %4182 ]
  %4185 = lshr i32 %4184, 24
  %4186 = trunc nuw i32 %4185 to i8
  %4187 = load ptr, ptr %39, align 8, !tbaa !20
  %4188 = sext i32 %4183 to i64
  %4189 = getelementptr inbounds i8, ptr %4187, i64 %4188
  store i8 %4186, ptr %4189, align 1, !tbaa !21
  %4190 = load i32, ptr %2212, align 4, !tbaa !16
  %4191 = add nsw i32 %4190, 1
  store i32 %4191, ptr %2212, align 4, !tbaa !16
  %4192 = load i32, ptr %128, align 8, !tbaa !22
  %4193 = shl i32 %4192, 8
  store i32 %4193, ptr %128, align 8, !tbaa !22
  %4194 = load i32, ptr %125, align 4, !tbaa !23
  %4195 = add nsw i32 %4194, -8
  store i32 %4195, ptr %125, align 4, !tbaa !23
  %4196 = icmp sgt i32 %4194, 15
  br i1 %4196, label %4182, label %4197, !llvm.loop !24

4197:                                             ; preds = %4182, %4164
  %4198 = phi i32 [ %4170, %4164 ], [ %4193, %4182 ]
  %4199 = phi i32 [ %4167, %4164 ], [ %4195, %4182 ]
  %4200 = add i32 %4199, %4176
  %4201 = sub i32 32, %4200
  %4202 = shl i32 %4178, %4201
  %4203 = or i32 %4202, %4198
  store i32 %4203, ptr %128, align 8, !tbaa !22
  store i32 %4200, ptr %125, align 4, !tbaa !23
  %4204 = getelementptr i8, ptr %2684, i64 92
  %4205 = load i16, ptr %4204, align 2, !tbaa !39
  %4206 = zext i16 %4205 to i64
  %4207 = getelementptr inbounds i8, ptr %2681, i64 %4206
  %4208 = load i8, ptr %4207, align 1, !tbaa !21
  %4209 = zext i8 %4208 to i32
  %4210 = getelementptr inbounds i32, ptr %2682, i64 %4206
  %4211 = load i32, ptr %4210, align 4, !tbaa !6
  %4212 = icmp sgt i32 %4200, 7
  br i1 %4212, label %4213, label %4230

4213:                                             ; preds = %4197
  %4214 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4215

4215:                                             ; preds = %4215, %4213
  %4216 = phi i32 [ %4214, %4213 ], [ %4224, %4215 ]
  %4217 = phi i32 [ %4203, %4213 ], [ %4226, %4215 ]
  %4218 = lshr i32 %4217, 24
  %4219 = trunc nuw i32 %4218 to i8
  %4220 = load ptr, ptr %39, align 8, !tbaa !20
  %4221 = sext i32 %4216 to i64
  %4222 = getelementptr inbounds i8, ptr %4220, i64 %4221
  store i8 %4219, ptr %4222, align 1, !tbaa !21
  %4223 = load i32, ptr %2212, align 4, !tbaa !16
  %4224 = add nsw i32 %4223, 1
  store i32 %4224, ptr %2212, align 4, !tbaa !16
  %4225 = load i32, ptr %128, align 8, !tbaa !22
  %4226 = shl i32 %4225, 8
  store i32 %4226, ptr %128, align 8, !tbaa !22
  %4227 = load i32, ptr %125, align 4, !tbaa !23
  %4228 = add nsw i32 %4227, -8
  store i32 %4228, ptr %125, align 4, !tbaa !23
  %4229 = icmp sgt i32 %4227, 15
  br i1 %4229, label %4215, label %4230, !llvm.loop !24

4230:                                             ; preds = %4215, %4197
  %4231 = phi i32 [ %4203, %4197 ], [ %4226, %4215 ]
  %4232 = phi i32 [ %4200, %4197 ], [ %4228, %4215 ]
  %4233 = add i32 %4232, %4209
  %4234 = sub i32 32, %4233
  %4235 = shl i32 %4211, %4234
  %4236 = or i32 %4235, %4231
  store i32 %4236, ptr %128, align 8, !tbaa !22
  store i32 %4233, ptr %125, align 4, !tbaa !23
  %4237 = getelementptr i8, ptr %2684, i64 94
  %4238 = load i16, ptr %4237, align 2, !tbaa !39
  %4239 = zext i16 %4238 to i64
  %4240 = getelementptr inbounds i8, ptr %2681, i64 %4239
  %4241 = load i8, ptr %4240, align 1, !tbaa !21
  %4242 = zext i8 %4241 to i32
  %4243 = getelementptr inbounds i32, ptr %2682, i64 %4239
  %4244 = load i32, ptr %4243, align 4, !tbaa !6
  %4245 = icmp sgt i32 %4233, 7
  br i1 %4245, label %4246, label %4263

4246:                                             ; preds = %4230
  %4247 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4248

4248:                                             ; preds = %4248, %4246
  %4249 = phi i32 [ %4247, %4246 ], [ %4257, %4248 ]
  %4250 = phi i32 [ %4236, %4246 ], [ %4259, %4248 ]
  %4251 = lshr i32 %4250, 24
  %4252 = trunc nuw i32 %4251 to i8
  %4253 = load ptr, ptr %39, align 8, !tbaa !20
  %4254 = sext i32 %4249 to i64
  %4255 = getelementptr inbounds i8, ptr %4253, i64 %4254
  store i8 %4252, ptr %4255, align 1, !tbaa !21
  %4256 = load i32, ptr %2212, align 4, !tbaa !16
  %4257 = add nsw i32 %4256, 1
  store i32 %4257, ptr %2212, align 4, !tbaa !16
  %4258 = load i32, ptr %128, align 8, !tbaa !22
  %4259 = shl i32 %4258, 8
  store i32 %4259, ptr %128, align 8, !tbaa !22
  %4260 = load i32, ptr %125, align 4, !tbaa !23
  %4261 = add nsw i32 %4260, -8
  store i32 %4261, ptr %125, align 4, !tbaa !23
  %4262 = icmp sgt i32 %4260, 15
  br i1 %4262, label %4248, label %4263, !llvm.loop !24

4263:                                             ; preds = %4248, %4230
  %4264 = phi i32 [ %4236, %4230 ], [ %4259, %4248 ]
  %4265 = phi i32 [ %4233, %4230 ], [ %4261, %4248 ]
  %4266 = add i32 %4265, %4242
  %4267 = sub i32 32, %4266
  %4268 = shl i32 %4244, %4267
  %4269 = or i32 %4268, %4264
  store i32 %4269, ptr %128, align 8, !tbaa !22
  store i32 %4266, ptr %125, align 4, !tbaa !23
  %4270 = getelementptr i8, ptr %2684, i64 96
  %4271 = load i16, ptr %4270, align 2, !tbaa !39
  %4272 = zext i16 %4271 to i64
  %4273 = getelementptr inbounds i8, ptr %2681, i64 %4272
  %4274 = load i8, ptr %4273, align 1, !tbaa !21
  %4275 = zext i8 %4274 to i32
  %4276 = getelementptr inbounds i32, ptr %2682, i64 %4272
  %4277 = load i32, ptr %4276, align 4, !tbaa !6
  %4278 = icmp sgt i32 %4266, 7
  br i1 %4278, label %4279, label %4296

4279:                                             ; preds = %4263
  %4280 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4281

4281:                                             ; preds = %4281, %4279
  %4282 = phi i32 [ %4280, %4279 ], [ %4290, %4281 ]
  %4283 = phi i32 [ %4269, %4279 ], [ %4292, %4281 ]
  %4284 = lshr i32 %4283, 24
  %4285 = trunc nuw i32 %4284 to i8
  %4286 = load ptr, ptr %39, align 8, !tbaa !20
  %4287 = sext i32 %4282 to i64
  %4288 = getelementptr inbounds i8, ptr %4286, i64 %4287
  store i8 %4285, ptr %4288, align 1, !tbaa !21
  %4289 = load i32, ptr %2212, align 4, !tbaa !16
  %4290 = add nsw i32 %4289, 1
  store i32 %4290, ptr %2212, align 4, !tbaa !16
  %4291 = load i32, ptr %128, align 8, !tbaa !22
  %4292 = shl i32 %4291, 8
  store i32 %4292, ptr %128, align 8, !tbaa !22
  %4293 = load i32, ptr %125, align 4, !tbaa !23
  %4294 = add nsw i32 %4293, -8
  store i32 %4294, ptr %125, align 4, !tbaa !23
  %4295 = icmp sgt i32 %4293, 15
  br i1 %4295, label %4281, label %4296, !llvm.loop !24

4296:                                             ; preds = %4281, %4263
  %4297 = phi i32 [ %4269, %4263 ], [ %4292, %4281 ]
  %4298 = phi i32 [ %4266, %4263 ], [ %4294, %4281 ]
  %4299 = add i32 %4298, %4275
  %4300 = sub i32 32, %4299
  %4301 = shl i32 %4277, %4300
  %4302 = or i32 %4301, %4297
  store i32 %4302, ptr %128, align 8, !tbaa !22
  store i32 %4299, ptr %125, align 4, !tbaa !23
  %4303 = getelementptr i8, ptr %2684, i64 98
  %4304 = load i16, ptr %4303, align 2, !tbaa !39
  %4305 = zext i16 %4304 to i64
  %4306 = getelementptr inbounds i8, ptr %2681, i64 %4305
  %4307 = load i8, ptr %4306, align 1, !tbaa !21
  %4308 = zext i8 %4307 to i32
  %4309 = getelementptr inbounds i32, ptr %2682, i64 %4305
  %4310 = load i32, ptr %4309, align 4, !tbaa !6
  %4311 = icmp sgt i32 %4299, 7
  br i1 %4311, label %4312, label %4329

4312:                                             ; preds = %4296
  %4313 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4314

4314:                                             ; preds = %4314, %4312
  %4315 = phi i32 [ %4313, %4312 ], [ %4323, %4314 ]
  %4316 = phi i32 [ %4302, %4312 ], [ %4325, %4314 ]
  %4317 = lshr i32 %4316, 24
  %4318 = trunc nuw i32 %4317 to i8
  %4319 = load ptr, ptr %39, align 8, !tbaa !20
  %4320 = sext i32 %4315 to i64
  %4321 = getelementptr inbounds i8, ptr %4319, i64 %4320
  store i8 %4318, ptr %4321, align 1, !tbaa !21
  %4322 = load i32, ptr %2212, align 4, !tbaa !16
  %4323 = add nsw i32 %4322, 1
  store i32 %4323, ptr %2212, align 4, !tbaa !16
  %4324 = load i32, ptr %128, align 8, !tbaa !22
  %4325 = shl i32 %4324, 8
  store i32 %4325, ptr %128, align 8, !tbaa !22
  %4326 = load i32, ptr %125, align 4, !tbaa !23
  %4327 = add nsw i32 %4326, -8
  store i32 %4327, ptr %125, align 4, !tbaa !23
  %4328 = icmp sgt i32 %4326, 15
  br i1 %4328, label %4314, label %4329, !llvm.loop !24

4329:                                             ; preds = %4314, %4296
  %4330 = phi i32 [ %4302, %4296 ], [ %4325, %4314 ]
  %4331 = phi i32 [ %4299, %4296 ], [ %4327, %4314 ]
  %4332 = add i32 %4331, %4308
  %4333 = sub i32 32, %4332
  %4334 = shl i32 %4310, %4333
  %4335 = or i32 %4334, %4330
  store i32 %4335, ptr %128, align 8, !tbaa !22
  store i32 %4332, ptr %125, align 4, !tbaa !23
  br label %4378

4336:                                             ; preds = %4368, %2673
  %4337 = phi i32 [ %2677, %2673 ], [ %4374, %4368 ]
  %4338 = phi i32 [ %2676, %2673 ], [ %4371, %4368 ]
  %4339 = phi i64 [ %2674, %2673 ], [ %4375, %4368 ]
  %4340 = load i8, ptr %2662, align 1, !tbaa !21
  %4341 = zext i8 %4340 to i64
  %4342 = getelementptr inbounds i16, ptr %555, i64 %4339
  %4343 = load i16, ptr %4342, align 2, !tbaa !39
  %4344 = zext i16 %4343 to i64
  %4345 = getelementptr inbounds [6 x [258 x i8]], ptr %570, i64 0, i64 %4341, i64 %4344
  %4346 = load i8, ptr %4345, align 1, !tbaa !21
  %4347 = zext i8 %4346 to i32
  %4348 = getelementptr inbounds [6 x [258 x i32]], ptr %1996, i64 0, i64 %4341, i64 %4344
  %4349 = load i32, ptr %4348, align 4, !tbaa !6
  %4350 = icmp sgt i32 %4338, 7
  br i1 %4350, label %4351, label %4368

4351:                                             ; preds = %4336
  %4352 = load i32, ptr %2212, align 4, !tbaa !16
  br label %4353

4353:                                             ; preds = %4353, %4351
  %4354 = phi i32 [ %4352, %4351 ], [ %4362, %4353 ]
  %4355 = phi i32 [ %4337, %4351 ], [ %4364, %4353 ]
  %4356 = lshr i32 %4355, 24
  %4357 = trunc nuw i32 %4356 to i8
  %4358 = load ptr, ptr %39, align 8, !tbaa !20
  %4359 = sext i32 %4354 to i64
  %4360 = getelementptr inbounds i8, ptr %4358, i64 %4359
  store i8 %4357, ptr %4360, align 1, !tbaa !21
  %4361 = load i32, ptr %2212, align 4, !tbaa !16
  %4362 = add nsw i32 %4361, 1
  store i32 %4362, ptr %2212, align 4, !tbaa !16
  %4363 = load i32, ptr %128, align 8, !tbaa !22
  %4364 = shl i32 %4363, 8
  store i32 %4364, ptr %128, align 8, !tbaa !22
  %4365 = load i32, ptr %125, align 4, !tbaa !23
  %4366 = add nsw i32 %4365, -8
  store i32 %4366, ptr %125, align 4, !tbaa !23
  %4367 = icmp sgt i32 %4365, 15
  br i1 %4367, label %4353, label %4368, !llvm.loop !24

4368:                                             ; preds = %4353, %4336
  %4369 = phi i32 [ %4337, %4336 ], [ %4364, %4353 ]
  %4370 = phi i32 [ %4338, %4336 ], [ %4366, %4353 ]
  %4371 = add i32 %4370, %4347
  %4372 = sub i32 32, %4371
  %4373 = shl i32 %4349, %4372
  %4374 = or i32 %4373, %4369
  store i32 %4374, ptr %128, align 8, !tbaa !22
  store i32 %4371, ptr %125, align 4, !tbaa !23
  %4375 = add nsw i64 %4339, 1
  %4376 = trunc i64 %4375 to i32
  %4377 = icmp eq i32 %2675, %4376
  br i1 %4377, label %4378, label %4336, !llvm.loop !72

4378:                                             ; preds = %4368, %4329, %2671
  %4379 = add nsw i32 %2661, 1
  %4380 = add nuw nsw i64 %2655, 1
  %4381 = load i32, ptr %554, align 4, !tbaa !42
  %4382 = icmp slt i32 %4379, %4381
  br i1 %4382, label %2654, label %4383

4383:                                             ; preds = %4378
  %4384 = trunc nuw i64 %4380 to i32
  br label %4385

4385:                                             ; preds = %4383, %2650
  %4386 = phi i32 [ 0, %2650 ], [ %4384, %4383 ]
  %4387 = icmp eq i32 %4386, %1883
  br i1 %4387, label %4389, label %4388

4388:                                             ; preds = %4385
  call void @BZ2_bz__AssertH__fail(i32 noundef 3007) #10
  br label %4389

4389:                                             ; preds = %4388, %4385
  %4390 = load i32, ptr %556, align 8, !tbaa !17
  %4391 = icmp sgt i32 %4390, 2
  br i1 %4391, label %4392, label %4397

4392:                                             ; preds = %4389
  %4393 = load ptr, ptr @stderr, align 8, !tbaa !18
  %4394 = load i32, ptr %2212, align 4, !tbaa !16
  %4395 = sub nsw i32 %4394, %2651
  %4396 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4393, ptr noundef nonnull @.str.10, i32 noundef %4395) #9
  br label %4397

4397:                                             ; preds = %4389, %4392
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  br label %4398

4398:                                             ; preds = %4397, %121
  %4399 = icmp eq i8 %1, 0
  br i1 %4399, label %4599, label %4400

4400:                                             ; preds = %4398
  %4401 = getelementptr inbounds i8, ptr %0, i64 644
  %4402 = load i32, ptr %4401, align 4, !tbaa !23
  %4403 = icmp sgt i32 %4402, 7
  %4404 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %4403, label %4408, label %4405

4405:                                             ; preds = %4400
  %4406 = load i32, ptr %4404, align 8, !tbaa !22
  %4407 = add nsw i32 %4402, 8
  br label %4427

4408:                                             ; preds = %4400
  %4409 = getelementptr inbounds i8, ptr %0, i64 116
  %4410 = load i32, ptr %4404, align 8, !tbaa !22
  %4411 = load i32, ptr %4409, align 4, !tbaa !16
  br label %4412

4412:                                             ; preds = %4412, %4408
  %4413 = phi i32 [ %4411, %4408 ], [ %4421, %4412 ]
  %4414 = phi i32 [ %4410, %4408 ], [ %4423, %4412 ]
  %4415 = lshr i32 %4414, 24
  %4416 = trunc nuw i32 %4415 to i8
  %4417 = load ptr, ptr %39, align 8, !tbaa !20
  %4418 = sext i32 %4413 to i64
  %4419 = getelementptr inbounds i8, ptr %4417, i64 %4418
  store i8 %4416, ptr %4419, align 1, !tbaa !21
  %4420 = load i32, ptr %4409, align 4, !tbaa !16
  %4421 = add nsw i32 %4420, 1
  store i32 %4421, ptr %4409, align 4, !tbaa !16
  %4422 = load i32, ptr %4404, align 8, !tbaa !22
  %4423 = shl i32 %4422, 8
  store i32 %4423, ptr %4404, align 8, !tbaa !22
  %4424 = load i32, ptr %4401, align 4, !tbaa !23
  %4425 = add nsw i32 %4424, -8
  store i32 %4425, ptr %4401, align 4, !tbaa !23
  %4426 = icmp sgt i32 %4424, 15
  br i1 %4426, label %4412, label %4427, !llvm.loop !24

4427:                                             ; preds = %4412, %4405
  %4428 = phi i32 [ %4406, %4405 ], [ %4423, %4412 ]
  %4429 = phi i32 [ %4407, %4405 ], [ %4424, %4412 ]
  %4430 = sub i32 32, %4429
  %4431 = shl i32 23, %4430
  %4432 = or i32 %4431, %4428
  store i32 %4432, ptr %4404, align 8, !tbaa !22
  store i32 %4429, ptr %4401, align 4, !tbaa !23
  %4433 = icmp sgt i32 %4429, 7
  br i1 %4433, label %4436, label %4434

4434:                                             ; preds = %4427
  %4435 = add nsw i32 %4429, 8
  br label %4454

4436:                                             ; preds = %4427
  %4437 = getelementptr inbounds i8, ptr %0, i64 116
  %4438 = load i32, ptr %4437, align 4, !tbaa !16
  br label %4439

4439:                                             ; preds = %4439, %4436
  %4440 = phi i32 [ %4438, %4436 ], [ %4448, %4439 ]
  %4441 = phi i32 [ %4432, %4436 ], [ %4450, %4439 ]
  %4442 = lshr i32 %4441, 24
  %4443 = trunc nuw i32 %4442 to i8
  %4444 = load ptr, ptr %39, align 8, !tbaa !20
  %4445 = sext i32 %4440 to i64
  %4446 = getelementptr inbounds i8, ptr %4444, i64 %4445
  store i8 %4443, ptr %4446, align 1, !tbaa !21
  %4447 = load i32, ptr %4437, align 4, !tbaa !16
  %4448 = add nsw i32 %4447, 1
  store i32 %4448, ptr %4437, align 4, !tbaa !16
  %4449 = load i32, ptr %4404, align 8, !tbaa !22
  %4450 = shl i32 %4449, 8
  store i32 %4450, ptr %4404, align 8, !tbaa !22
  %4451 = load i32, ptr %4401, align 4, !tbaa !23
  %4452 = add nsw i32 %4451, -8
  store i32 %4452, ptr %4401, align 4, !tbaa !23
  %4453 = icmp sgt i32 %4451, 15
  br i1 %4453, label %4439, label %4454, !llvm.loop !24

4454:                                             ; preds = %4439, %4434
  %4455 = phi i32 [ %4432, %4434 ], [ %4450, %4439 ]
  %4456 = phi i32 [ %4435, %4434 ], [ %4451, %4439 ]
  %4457 = sub i32 32, %4456
  %4458 = shl i32 114, %4457
  %4459 = or i32 %4458, %4455
  store i32 %4459, ptr %4404, align 8, !tbaa !22
  store i32 %4456, ptr %4401, align 4, !tbaa !23
  %4460 = icmp sgt i32 %4456, 7
  br i1 %4460, label %4463, label %4461

4461:                                             ; preds = %4454
  %4462 = add nsw i32 %4456, 8
  br label %4481

4463:                                             ; preds = %4454
  %4464 = getelementptr inbounds i8, ptr %0, i64 116
  %4465 = load i32, ptr %4464, align 4, !tbaa !16
  br label %4466

4466:                                             ; preds = %4466, %4463
  %4467 = phi i32 [ %4465, %4463 ], [ %4475, %4466 ]
  %4468 = phi i32 [ %4459, %4463 ], [ %4477, %4466 ]
  %4469 = lshr i32 %4468, 24
  %4470 = trunc nuw i32 %4469 to i8
  %4471 = load ptr, ptr %39, align 8, !tbaa !20
  %4472 = sext i32 %4467 to i64
  %4473 = getelementptr inbounds i8, ptr %4471, i64 %4472
  store i8 %4470, ptr %4473, align 1, !tbaa !21
  %4474 = load i32, ptr %4464, align 4, !tbaa !16
  %4475 = add nsw i32 %4474, 1
  store i32 %4475, ptr %4464, align 4, !tbaa !16
  %4476 = load i32, ptr %4404, align 8, !tbaa !22
  %4477 = shl i32 %4476, 8
  store i32 %4477, ptr %4404, align 8, !tbaa !22
  %4478 = load i32, ptr %4401, align 4, !tbaa !23
  %4479 = add nsw i32 %4478, -8
  store i32 %4479, ptr %4401, align 4, !tbaa !23
  %4480 = icmp sgt i32 %4478, 15
  br i1 %4480, label %4466, label %4481, !llvm.loop !24

4481:                                             ; preds = %4466, %4461
  %4482 = phi i32 [ %4459, %4461 ], [ %4477, %4466 ]
  %4483 = phi i32 [ %4462, %4461 ], [ %4478, %4466 ]
  %4484 = sub i32 32, %4483
  %4485 = shl i32 69, %4484
  %4486 = or i32 %4485, %4482
  store i32 %4486, ptr %4404, align 8, !tbaa !22
  store i32 %4483, ptr %4401, align 4, !tbaa !23
  %4487 = icmp sgt i32 %4483, 7
  br i1 %4487, label %4490, label %4488

4488:                                             ; preds = %4481
  %4489 = add nsw i32 %4483, 8
  br label %4508

4490:                                             ; preds = %4481
  %4491 = getelementptr inbounds i8, ptr %0, i64 116
  %4492 = load i32, ptr %4491, align 4, !tbaa !16
  br label %4493

4493:                                             ; preds = %4493, %4490
  %4494 = phi i32 [ %4492, %4490 ], [ %4502, %4493 ]
  %4495 = phi i32 [ %4486, %4490 ], [ %4504, %4493 ]
  %4496 = lshr i32 %4495, 24
  %4497 = trunc nuw i32 %4496 to i8
  %4498 = load ptr, ptr %39, align 8, !tbaa !20
  %4499 = sext i32 %4494 to i64
  %4500 = getelementptr inbounds i8, ptr %4498, i64 %4499
  store i8 %4497, ptr %4500, align 1, !tbaa !21
  %4501 = load i32, ptr %4491, align 4, !tbaa !16
  %4502 = add nsw i32 %4501, 1
  store i32 %4502, ptr %4491, align 4, !tbaa !16
  %4503 = load i32, ptr %4404, align 8, !tbaa !22
  %4504 = shl i32 %4503, 8
  store i32 %4504, ptr %4404, align 8, !tbaa !22
  %4505 = load i32, ptr %4401, align 4, !tbaa !23
  %4506 = add nsw i32 %4505, -8
  store i32 %4506, ptr %4401, align 4, !tbaa !23
  %4507 = icmp sgt i32 %4505, 15
  br i1 %4507, label %4493, label %4508, !llvm.loop !24

4508:                                             ; preds = %4493, %4488
  %4509 = phi i32 [ %4486, %4488 ], [ %4504, %4493 ]
  %4510 = phi i32 [ %4489, %4488 ], [ %4505, %4493 ]
  %4511 = sub i32 32, %4510
  %4512 = shl i32 56, %4511
  %4513 = or i32 %4512, %4509
  store i32 %4513, ptr %4404, align 8, !tbaa !22
  store i32 %4510, ptr %4401, align 4, !tbaa !23
  %4514 = icmp sgt i32 %4510, 7
  br i1 %4514, label %4517, label %4515

4515:                                             ; preds = %4508
  %4516 = add nsw i32 %4510, 8
  br label %4535

4517:                                             ; preds = %4508
  %4518 = getelementptr inbounds i8, ptr %0, i64 116
  %4519 = load i32, ptr %4518, align 4, !tbaa !16
  br label %4520

4520:                                             ; preds = %4520, %4517
  %4521 = phi i32 [ %4519, %4517 ], [ %4529, %4520 ]
  %4522 = phi i32 [ %4513, %4517 ], [ %4531, %4520 ]
  %4523 = lshr i32 %4522, 24
  %4524 = trunc nuw i32 %4523 to i8
  %4525 = load ptr, ptr %39, align 8, !tbaa !20
  %4526 = sext i32 %4521 to i64
  %4527 = getelementptr inbounds i8, ptr %4525, i64 %4526
  store i8 %4524, ptr %4527, align 1, !tbaa !21
  %4528 = load i32, ptr %4518, align 4, !tbaa !16
  %4529 = add nsw i32 %4528, 1
  store i32 %4529, ptr %4518, align 4, !tbaa !16
  %4530 = load i32, ptr %4404, align 8, !tbaa !22
  %4531 = shl i32 %4530, 8
  store i32 %4531, ptr %4404, align 8, !tbaa !22
  %4532 = load i32, ptr %4401, align 4, !tbaa !23
  %4533 = add nsw i32 %4532, -8
  store i32 %4533, ptr %4401, align 4, !tbaa !23
  %4534 = icmp sgt i32 %4532, 15
  br i1 %4534, label %4520, label %4535, !llvm.loop !24

4535:                                             ; preds = %4520, %4515
  %4536 = phi i32 [ %4513, %4515 ], [ %4531, %4520 ]
  %4537 = phi i32 [ %4516, %4515 ], [ %4532, %4520 ]
  %4538 = sub i32 32, %4537
  %4539 = shl i32 80, %4538
  %4540 = or i32 %4539, %4536
  store i32 %4540, ptr %4404, align 8, !tbaa !22
  store i32 %4537, ptr %4401, align 4, !tbaa !23
  %4541 = icmp sgt i32 %4537, 7
  br i1 %4541, label %4544, label %4542

4542:                                             ; preds = %4535
  %4543 = add nsw i32 %4537, 8
  br label %4562

4544:                                             ; preds = %4535
  %4545 = getelementptr inbounds i8, ptr %0, i64 116
  %4546 = load i32, ptr %4545, align 4, !tbaa !16
  br label %4547

4547:                                             ; preds = %4547, %4544
  %4548 = phi i32 [ %4546, %4544 ], [ %4556, %4547 ]
  %4549 = phi i32 [ %4540, %4544 ], [ %4558, %4547 ]
  %4550 = lshr i32 %4549, 24
  %4551 = trunc nuw i32 %4550 to i8
  %4552 = load ptr, ptr %39, align 8, !tbaa !20
  %4553 = sext i32 %4548 to i64
  %4554 = getelementptr inbounds i8, ptr %4552, i64 %4553
  store i8 %4551, ptr %4554, align 1, !tbaa !21
  %4555 = load i32, ptr %4545, align 4, !tbaa !16
  %4556 = add nsw i32 %4555, 1
  store i32 %4556, ptr %4545, align 4, !tbaa !16
  %4557 = load i32, ptr %4404, align 8, !tbaa !22
  %4558 = shl i32 %4557, 8
  store i32 %4558, ptr %4404, align 8, !tbaa !22
  %4559 = load i32, ptr %4401, align 4, !tbaa !23
  %4560 = add nsw i32 %4559, -8
  store i32 %4560, ptr %4401, align 4, !tbaa !23
  %4561 = icmp sgt i32 %4559, 15
  br i1 %4561, label %4547, label %4562, !llvm.loop !24

4562:                                             ; preds = %4547, %4542
  %4563 = phi i32 [ %4540, %4542 ], [ %4558, %4547 ]
  %4564 = phi i32 [ %4543, %4542 ], [ %4559, %4547 ]
  %4565 = sub i32 32, %4564
  %4566 = shl i32 144, %4565
  %4567 = or i32 %4566, %4563
  store i32 %4567, ptr %4404, align 8, !tbaa !22
  store i32 %4564, ptr %4401, align 4, !tbaa !23
  %4568 = getelementptr inbounds i8, ptr %0, i64 652
  %4569 = load i32, ptr %4568, align 4, !tbaa !14
  call fastcc void @bsPutUInt32(ptr noundef nonnull %0, i32 noundef %4569)
  %4570 = getelementptr inbounds i8, ptr %0, i64 656
  %4571 = load i32, ptr %4570, align 8, !tbaa !17
  %4572 = icmp sgt i32 %4571, 1
  br i1 %4572, label %4573, label %4577

4573:                                             ; preds = %4562
  %4574 = load ptr, ptr @stderr, align 8, !tbaa !18
  %4575 = load i32, ptr %4568, align 4, !tbaa !14
  %4576 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %4574, ptr noundef nonnull @.str.1, i32 noundef %4575) #9
  br label %4577

4577:                                             ; preds = %4573, %4562
  %4578 = load i32, ptr %4401, align 4, !tbaa !23
  %4579 = icmp sgt i32 %4578, 0
  br i1 %4579, label %4580, label %4599

4580:                                             ; preds = %4577
  %4581 = getelementptr inbounds i8, ptr %0, i64 116
  %4582 = load i32, ptr %4404, align 8, !tbaa !22
  %4583 = load i32, ptr %4581, align 4, !tbaa !16
  br label %4584

4584:                                             ; preds = %4584, %4580
  %4585 = phi i32 [ %4583, %4580 ], [ %4593, %4584 ]
  %4586 = phi i32 [ %4582, %4580 ], [ %4595, %4584 ]
  %4587 = lshr i32 %4586, 24
  %4588 = trunc nuw i32 %4587 to i8
  %4589 = load ptr, ptr %39, align 8, !tbaa !20
  %4590 = sext i32 %4585 to i64
  %4591 = getelementptr inbounds i8, ptr %4589, i64 %4590
  store i8 %4588, ptr %4591, align 1, !tbaa !21
  %4592 = load i32, ptr %4581, align 4, !tbaa !16
  %4593 = add nsw i32 %4592, 1
  store i32 %4593, ptr %4581, align 4, !tbaa !16
  %4594 = load i32, ptr %4404, align 8, !tbaa !22
  %4595 = shl i32 %4594, 8
  store i32 %4595, ptr %4404, align 8, !tbaa !22
  %4596 = load i32, ptr %4401, align 4, !tbaa !23
  %4597 = add nsw i32 %4596, -8
  store i32 %4597, ptr %4401, align 4, !tbaa !23
  %4598 = icmp sgt i32 %4596, 8
  br i1 %4598, label %4584, label %4599, !llvm.loop !73

4599:                                             ; preds = %4584, %4577, %4398
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @BZ2_blockSort(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bsPutUInt32(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = lshr i32 %1, 24
  %4 = getelementptr inbounds i8, ptr %0, i64 644
  %5 = load i32, ptr %4, align 4, !tbaa !23
  %6 = icmp sgt i32 %5, 7
  %7 = getelementptr inbounds i8, ptr %0, i64 640
  br i1 %6, label %11, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %7, align 8, !tbaa !22
  %10 = add nsw i32 %5, 8
  br label %31

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = getelementptr inbounds i8, ptr %0, i64 116
  %14 = load i32, ptr %7, align 8, !tbaa !22
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
  %26 = load i32, ptr %7, align 8, !tbaa !22
  %27 = shl i32 %26, 8
  store i32 %27, ptr %7, align 8, !tbaa !22
  %28 = load i32, ptr %4, align 4, !tbaa !23
  %29 = add nsw i32 %28, -8
  store i32 %29, ptr %4, align 4, !tbaa !23
  %30 = icmp sgt i32 %28, 15
  br i1 %30, label %16, label %31, !llvm.loop !24

31:                                               ; preds = %16, %8
  %32 = phi i32 [ %9, %8 ], [ %27, %16 ]
  %33 = phi i32 [ %10, %8 ], [ %28, %16 ]
  %34 = sub i32 32, %33
  %35 = shl i32 %3, %34
  %36 = or i32 %35, %32
  store i32 %36, ptr %7, align 8, !tbaa !22
  store i32 %33, ptr %4, align 4, !tbaa !23
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
  %54 = load i32, ptr %7, align 8, !tbaa !22
  %55 = shl i32 %54, 8
  store i32 %55, ptr %7, align 8, !tbaa !22
  %56 = load i32, ptr %4, align 4, !tbaa !23
  %57 = add nsw i32 %56, -8
  store i32 %57, ptr %4, align 4, !tbaa !23
  %58 = icmp sgt i32 %56, 15
  br i1 %58, label %44, label %59, !llvm.loop !24

59:                                               ; preds = %44, %31
  %60 = phi i32 [ %36, %31 ], [ %55, %44 ]
  %61 = phi i32 [ %33, %31 ], [ %57, %44 ]
  %62 = add nsw i32 %61, 8
  %63 = sub i32 24, %61
  %64 = shl i32 %38, %63
  %65 = or i32 %64, %60
  store i32 %65, ptr %7, align 8, !tbaa !22
  store i32 %62, ptr %4, align 4, !tbaa !23
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
  %83 = load i32, ptr %7, align 8, !tbaa !22
  %84 = shl i32 %83, 8
  store i32 %84, ptr %7, align 8, !tbaa !22
  %85 = load i32, ptr %4, align 4, !tbaa !23
  %86 = add nsw i32 %85, -8
  store i32 %86, ptr %4, align 4, !tbaa !23
  %87 = icmp sgt i32 %85, 15
  br i1 %87, label %73, label %88, !llvm.loop !24

88:                                               ; preds = %73, %59
  %89 = phi i32 [ %65, %59 ], [ %84, %73 ]
  %90 = phi i32 [ %62, %59 ], [ %86, %73 ]
  %91 = add nsw i32 %90, 8
  %92 = sub i32 24, %90
  %93 = shl i32 %67, %92
  %94 = or i32 %93, %89
  store i32 %94, ptr %7, align 8, !tbaa !22
  store i32 %91, ptr %4, align 4, !tbaa !23
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
  %110 = load i32, ptr %7, align 8, !tbaa !22
  %111 = shl i32 %110, 8
  store i32 %111, ptr %7, align 8, !tbaa !22
  %112 = load i32, ptr %4, align 4, !tbaa !23
  %113 = add nsw i32 %112, -8
  store i32 %113, ptr %4, align 4, !tbaa !23
  %114 = icmp sgt i32 %112, 15
  br i1 %114, label %100, label %115, !llvm.loop !24

115:                                              ; preds = %100, %88
  %116 = phi i32 [ %94, %88 ], [ %111, %100 ]
  %117 = phi i32 [ %91, %88 ], [ %113, %100 ]
  %118 = and i32 %1, 255
  %119 = add nsw i32 %117, 8
  %120 = sub i32 24, %117
  %121 = shl i32 %118, %120
  %122 = or i32 %121, %116
  store i32 %122, ptr %7, align 8, !tbaa !22
  store i32 %119, ptr %4, align 4, !tbaa !23
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
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { cold nounwind }
attributes #10 = { nounwind }

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
!10 = !{!11, !7, i64 108}
!11 = !{!"", !12, i64 0, !7, i64 8, !7, i64 12, !7, i64 16, !12, i64 24, !12, i64 32, !12, i64 40, !7, i64 48, !12, i64 56, !12, i64 64, !12, i64 72, !12, i64 80, !7, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !7, i64 112, !7, i64 116, !7, i64 120, !7, i64 124, !8, i64 128, !8, i64 384, !7, i64 640, !7, i64 644, !7, i64 648, !7, i64 652, !7, i64 656, !7, i64 660, !7, i64 664, !7, i64 668, !8, i64 672, !8, i64 1704, !8, i64 19706, !8, i64 37708, !8, i64 39256, !8, i64 45448, !8, i64 51640}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!11, !7, i64 648}
!14 = !{!11, !7, i64 652}
!15 = !{!11, !7, i64 660}
!16 = !{!11, !7, i64 116}
!17 = !{!11, !7, i64 656}
!18 = !{!12, !12, i64 0}
!19 = !{!11, !12, i64 32}
!20 = !{!11, !12, i64 80}
!21 = !{!8, !8, i64 0}
!22 = !{!11, !7, i64 640}
!23 = !{!11, !7, i64 644}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!11, !7, i64 664}
!27 = !{!11, !7, i64 48}
!28 = !{!11, !12, i64 56}
!29 = !{!11, !12, i64 64}
!30 = !{!11, !12, i64 72}
!31 = !{!11, !7, i64 124}
!32 = distinct !{!32, !25}
!33 = distinct !{!33, !25, !34, !35}
!34 = !{!"llvm.loop.isvectorized", i32 1}
!35 = !{!"llvm.loop.unroll.runtime.disable"}
!36 = distinct !{!36, !25, !34, !35}
!37 = distinct !{!37, !25, !35, !34}
!38 = distinct !{!38, !25}
!39 = !{!40, !40, i64 0}
!40 = !{!"short", !8, i64 0}
!41 = distinct !{!41, !25}
!42 = !{!11, !7, i64 668}
!43 = distinct !{!43, !25}
!44 = distinct !{!44, !25, !34, !35}
!45 = distinct !{!45, !25, !34, !35}
!46 = distinct !{!46, !25, !35, !34}
!47 = distinct !{!47, !25}
!48 = distinct !{!48, !25}
!49 = distinct !{!49, !25}
!50 = distinct !{!50, !25}
!51 = distinct !{!51, !25}
!52 = distinct !{!52, !25}
!53 = distinct !{!53, !25}
!54 = distinct !{!54, !25}
!55 = distinct !{!55, !25}
!56 = distinct !{!56, !25}
!57 = distinct !{!57, !25}
!58 = distinct !{!58, !25}
!59 = distinct !{!59, !25, !34, !35}
!60 = distinct !{!60, !25, !34, !35}
!61 = distinct !{!61, !25, !35, !34}
!62 = distinct !{!62, !25}
!63 = distinct !{!63, !25}
!64 = distinct !{!64, !25}
!65 = distinct !{!65, !25}
!66 = distinct !{!66, !25}
!67 = distinct !{!67, !25}
!68 = distinct !{!68, !25}
!69 = distinct !{!69, !25}
!70 = distinct !{!70, !25}
!71 = distinct !{!71, !25}
!72 = distinct !{!72, !25}
!73 = distinct !{!73, !25}
