; ModuleID = 'programs/string_search_kmp_bm.c'
source_filename = "programs/string_search_kmp_bm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"abcab\00", align 1
@text = internal global [30001 x i8] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bcabcab\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"cccc\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"abcabcabca\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [33 x i8] c"%-12s count=%d first=%d last=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@zalg.s = internal unnamed_addr global [30070 x i8] zeroinitializer, align 1
@zalg.z = internal unnamed_addr global [30070 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [64 x i32], align 4
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %15, %3 ]
  %5 = phi i32 [ 77, %0 ], [ %7, %3 ]
  %6 = mul i32 %5, 1103515245
  %7 = add i32 %6, 12345
  %8 = lshr i32 %7, 16
  %9 = trunc nuw i32 %8 to i16
  %10 = urem i16 %9, 5
  %11 = zext nneg i16 %10 to i64
  %12 = getelementptr inbounds [6 x i8], ptr @.str, i64 0, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !6
  %14 = getelementptr inbounds [30001 x i8], ptr @text, i64 0, i64 %4
  store i8 %13, ptr %14, align 1, !tbaa !6
  %15 = add nuw nsw i64 %4, 1
  %16 = icmp eq i64 %15, 30000
  br i1 %16, label %17, label %3, !llvm.loop !9

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 32
  %20 = getelementptr inbounds i8, ptr %1, i64 48
  %21 = getelementptr inbounds i8, ptr %1, i64 64
  %22 = getelementptr inbounds i8, ptr %1, i64 80
  %23 = getelementptr inbounds i8, ptr %1, i64 96
  %24 = getelementptr inbounds i8, ptr %1, i64 112
  %25 = getelementptr inbounds i8, ptr %1, i64 128
  %26 = getelementptr inbounds i8, ptr %1, i64 144
  %27 = getelementptr inbounds i8, ptr %1, i64 160
  %28 = getelementptr inbounds i8, ptr %1, i64 176
  %29 = getelementptr inbounds i8, ptr %1, i64 192
  %30 = getelementptr inbounds i8, ptr %1, i64 208
  %31 = getelementptr inbounds i8, ptr %1, i64 224
  %32 = getelementptr inbounds i8, ptr %1, i64 240
  %33 = getelementptr inbounds i8, ptr %1, i64 256
  %34 = getelementptr inbounds i8, ptr %1, i64 272
  %35 = getelementptr inbounds i8, ptr %1, i64 288
  %36 = getelementptr inbounds i8, ptr %1, i64 304
  %37 = getelementptr inbounds i8, ptr %1, i64 320
  %38 = getelementptr inbounds i8, ptr %1, i64 336
  %39 = getelementptr inbounds i8, ptr %1, i64 352
  %40 = getelementptr inbounds i8, ptr %1, i64 368
  %41 = getelementptr inbounds i8, ptr %1, i64 384
  %42 = getelementptr inbounds i8, ptr %1, i64 400
  %43 = getelementptr inbounds i8, ptr %1, i64 416
  %44 = getelementptr inbounds i8, ptr %1, i64 432
  %45 = getelementptr inbounds i8, ptr %1, i64 448
  %46 = getelementptr inbounds i8, ptr %1, i64 464
  %47 = getelementptr inbounds i8, ptr %1, i64 480
  %48 = getelementptr inbounds i8, ptr %1, i64 496
  %49 = getelementptr inbounds i8, ptr %1, i64 512
  %50 = getelementptr inbounds i8, ptr %1, i64 528
  %51 = getelementptr inbounds i8, ptr %1, i64 544
  %52 = getelementptr inbounds i8, ptr %1, i64 560
  %53 = getelementptr inbounds i8, ptr %1, i64 576
  %54 = getelementptr inbounds i8, ptr %1, i64 592
  %55 = getelementptr inbounds i8, ptr %1, i64 608
  %56 = getelementptr inbounds i8, ptr %1, i64 624
  %57 = getelementptr inbounds i8, ptr %1, i64 640
  %58 = getelementptr inbounds i8, ptr %1, i64 656
  %59 = getelementptr inbounds i8, ptr %1, i64 672
  %60 = getelementptr inbounds i8, ptr %1, i64 688
  %61 = getelementptr inbounds i8, ptr %1, i64 704
  %62 = getelementptr inbounds i8, ptr %1, i64 720
  %63 = getelementptr inbounds i8, ptr %1, i64 736
  %64 = getelementptr inbounds i8, ptr %1, i64 752
  %65 = getelementptr inbounds i8, ptr %1, i64 768
  %66 = getelementptr inbounds i8, ptr %1, i64 784
  %67 = getelementptr inbounds i8, ptr %1, i64 800
  %68 = getelementptr inbounds i8, ptr %1, i64 816
  %69 = getelementptr inbounds i8, ptr %1, i64 832
  %70 = getelementptr inbounds i8, ptr %1, i64 848
  %71 = getelementptr inbounds i8, ptr %1, i64 864
  %72 = getelementptr inbounds i8, ptr %1, i64 880
  %73 = getelementptr inbounds i8, ptr %1, i64 896
  %74 = getelementptr inbounds i8, ptr %1, i64 912
  %75 = getelementptr inbounds i8, ptr %1, i64 928
  %76 = getelementptr inbounds i8, ptr %1, i64 944
  %77 = getelementptr inbounds i8, ptr %1, i64 960
  %78 = getelementptr inbounds i8, ptr %1, i64 976
  %79 = getelementptr inbounds i8, ptr %1, i64 992
  %80 = getelementptr inbounds i8, ptr %1, i64 1008
  br label %83

81:                                               ; preds = %438
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %469)
  ret i32 %469

83:                                               ; preds = %17, %438
  %84 = phi i64 [ %471, %438 ], [ 0, %17 ]
  %85 = phi i32 [ %469, %438 ], [ 0, %17 ]
  %86 = getelementptr inbounds [6 x ptr], ptr @__const.main.pats, i64 0, i64 %84
  %87 = load ptr, ptr %86, align 8, !tbaa !11
  %88 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %87) #7
  %89 = trunc i64 %88 to i32
  %90 = icmp slt i32 %89, 30001
  br i1 %90, label %92, label %91

91:                                               ; preds = %83
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !13
  br label %116

92:                                               ; preds = %83
  %93 = shl i64 %88, 32
  %94 = ashr exact i64 %93, 32
  %95 = sub i64 30001, %88
  %96 = and i64 %95, 4294967295
  br label %97

97:                                               ; preds = %97, %92
  %98 = phi i32 [ -1, %92 ], [ %107, %97 ]
  %99 = phi i32 [ -1, %92 ], [ %109, %97 ]
  %100 = phi i64 [ 0, %92 ], [ %112, %97 ]
  %101 = phi i32 [ 0, %92 ], [ %111, %97 ]
  %102 = getelementptr inbounds i8, ptr @text, i64 %100
  %103 = tail call i32 @bcmp(ptr nonnull %102, ptr readonly %87, i64 %94)
  %104 = icmp eq i32 %103, 0
  %105 = icmp eq i32 %101, 0
  %106 = trunc nuw nsw i64 %100 to i32
  %107 = select i1 %104, i32 %106, i32 %98
  %108 = select i1 %104, i1 %105, i1 false
  %109 = select i1 %108, i32 %106, i32 %99
  %110 = zext i1 %104 to i32
  %111 = add nuw nsw i32 %101, %110
  %112 = add nuw nsw i64 %100, 1
  %113 = icmp eq i64 %112, %96
  br i1 %113, label %114, label %97, !llvm.loop !15

114:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !13
  %115 = icmp sgt i32 %89, 1
  br i1 %115, label %116, label %127

116:                                              ; preds = %91, %114
  %117 = phi i32 [ %107, %114 ], [ -1, %91 ]
  %118 = phi i32 [ %109, %114 ], [ -1, %91 ]
  %119 = phi i32 [ %111, %114 ], [ 0, %91 ]
  %120 = and i64 %88, 4294967295
  br label %121

121:                                              ; preds = %147, %116
  %122 = phi i64 [ 1, %116 ], [ %156, %147 ]
  %123 = phi i32 [ 0, %116 ], [ %154, %147 ]
  %124 = icmp eq i32 %123, 0
  %125 = getelementptr inbounds i8, ptr %87, i64 %122
  %126 = load i8, ptr %125, align 1, !tbaa !6
  br i1 %124, label %147, label %135

127:                                              ; preds = %147, %114
  %128 = phi i32 [ %107, %114 ], [ %117, %147 ]
  %129 = phi i32 [ %109, %114 ], [ %118, %147 ]
  %130 = phi i1 [ false, %114 ], [ true, %147 ]
  %131 = phi i32 [ %111, %114 ], [ %119, %147 ]
  %132 = add nsw i32 %89, -1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %133
  br label %158

135:                                              ; preds = %121, %141
  %136 = phi i32 [ %145, %141 ], [ %123, %121 ]
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i8, ptr %87, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !6
  %140 = icmp eq i8 %126, %139
  br i1 %140, label %147, label %141

141:                                              ; preds = %135
  %142 = add nsw i32 %136, -1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !13
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %135, !llvm.loop !16

147:                                              ; preds = %141, %135, %121
  %148 = phi i32 [ 0, %121 ], [ %136, %135 ], [ 0, %141 ]
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i8, ptr %87, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !6
  %152 = icmp eq i8 %126, %151
  %153 = zext i1 %152 to i32
  %154 = add nsw i32 %148, %153
  %155 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %122
  store i32 %154, ptr %155, align 4, !tbaa !13
  %156 = add nuw nsw i64 %122, 1
  %157 = icmp eq i64 %156, %120
  br i1 %157, label %127, label %121, !llvm.loop !17

158:                                              ; preds = %196, %127
  %159 = phi i32 [ -1, %127 ], [ %197, %196 ]
  %160 = phi i32 [ -1, %127 ], [ %198, %196 ]
  %161 = phi i64 [ 0, %127 ], [ %201, %196 ]
  %162 = phi i32 [ 0, %127 ], [ %200, %196 ]
  %163 = phi i32 [ 0, %127 ], [ %199, %196 ]
  %164 = icmp eq i32 %162, 0
  %165 = getelementptr inbounds i8, ptr @text, i64 %161
  %166 = load i8, ptr %165, align 1, !tbaa !6
  br i1 %164, label %179, label %167

167:                                              ; preds = %158, %173
  %168 = phi i32 [ %177, %173 ], [ %162, %158 ]
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i8, ptr %87, i64 %169
  %171 = load i8, ptr %170, align 1, !tbaa !6
  %172 = icmp eq i8 %166, %171
  br i1 %172, label %179, label %173

173:                                              ; preds = %167
  %174 = add nsw i32 %168, -1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !13
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %179, label %167, !llvm.loop !18

179:                                              ; preds = %173, %167, %158
  %180 = phi i32 [ 0, %158 ], [ %168, %167 ], [ 0, %173 ]
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i8, ptr %87, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !6
  %184 = icmp eq i8 %166, %183
  %185 = zext i1 %184 to i32
  %186 = add nsw i32 %180, %185
  %187 = icmp eq i32 %186, %89
  br i1 %187, label %188, label %196

188:                                              ; preds = %179
  %189 = icmp eq i32 %163, 0
  %190 = trunc i64 %161 to i32
  %191 = sub i32 %190, %89
  %192 = add i32 %191, 1
  %193 = select i1 %189, i32 %192, i32 %160
  %194 = add nsw i32 %163, 1
  %195 = load i32, ptr %134, align 4, !tbaa !13
  br label %196

196:                                              ; preds = %188, %179
  %197 = phi i32 [ %192, %188 ], [ %159, %179 ]
  %198 = phi i32 [ %193, %188 ], [ %160, %179 ]
  %199 = phi i32 [ %194, %188 ], [ %163, %179 ]
  %200 = phi i32 [ %195, %188 ], [ %186, %179 ]
  %201 = add nuw nsw i64 %161, 1
  %202 = icmp eq i64 %201, 30000
  br i1 %202, label %203, label %158, !llvm.loop !19

203:                                              ; preds = %196
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #8
  %204 = insertelement <4 x i32> poison, i32 %89, i64 0
  %205 = shufflevector <4 x i32> %204, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %205, ptr %1, align 16, !tbaa !13
  store <4 x i32> %205, ptr %18, align 16, !tbaa !13
  store <4 x i32> %205, ptr %19, align 16, !tbaa !13
  store <4 x i32> %205, ptr %20, align 16, !tbaa !13
  store <4 x i32> %205, ptr %21, align 16, !tbaa !13
  store <4 x i32> %205, ptr %22, align 16, !tbaa !13
  store <4 x i32> %205, ptr %23, align 16, !tbaa !13
  store <4 x i32> %205, ptr %24, align 16, !tbaa !13
  store <4 x i32> %205, ptr %25, align 16, !tbaa !13
  store <4 x i32> %205, ptr %26, align 16, !tbaa !13
  store <4 x i32> %205, ptr %27, align 16, !tbaa !13
  store <4 x i32> %205, ptr %28, align 16, !tbaa !13
  store <4 x i32> %205, ptr %29, align 16, !tbaa !13
  store <4 x i32> %205, ptr %30, align 16, !tbaa !13
  store <4 x i32> %205, ptr %31, align 16, !tbaa !13
  store <4 x i32> %205, ptr %32, align 16, !tbaa !13
  store <4 x i32> %205, ptr %33, align 16, !tbaa !13
  store <4 x i32> %205, ptr %34, align 16, !tbaa !13
  store <4 x i32> %205, ptr %35, align 16, !tbaa !13
  store <4 x i32> %205, ptr %36, align 16, !tbaa !13
  store <4 x i32> %205, ptr %37, align 16, !tbaa !13
  store <4 x i32> %205, ptr %38, align 16, !tbaa !13
  store <4 x i32> %205, ptr %39, align 16, !tbaa !13
  store <4 x i32> %205, ptr %40, align 16, !tbaa !13
  store <4 x i32> %205, ptr %41, align 16, !tbaa !13
  store <4 x i32> %205, ptr %42, align 16, !tbaa !13
  store <4 x i32> %205, ptr %43, align 16, !tbaa !13
  store <4 x i32> %205, ptr %44, align 16, !tbaa !13
  store <4 x i32> %205, ptr %45, align 16, !tbaa !13
  store <4 x i32> %205, ptr %46, align 16, !tbaa !13
  store <4 x i32> %205, ptr %47, align 16, !tbaa !13
  store <4 x i32> %205, ptr %48, align 16, !tbaa !13
  store <4 x i32> %205, ptr %49, align 16, !tbaa !13
  store <4 x i32> %205, ptr %50, align 16, !tbaa !13
  store <4 x i32> %205, ptr %51, align 16, !tbaa !13
  store <4 x i32> %205, ptr %52, align 16, !tbaa !13
  store <4 x i32> %205, ptr %53, align 16, !tbaa !13
  store <4 x i32> %205, ptr %54, align 16, !tbaa !13
  store <4 x i32> %205, ptr %55, align 16, !tbaa !13
  store <4 x i32> %205, ptr %56, align 16, !tbaa !13
  store <4 x i32> %205, ptr %57, align 16, !tbaa !13
  store <4 x i32> %205, ptr %58, align 16, !tbaa !13
  store <4 x i32> %205, ptr %59, align 16, !tbaa !13
  store <4 x i32> %205, ptr %60, align 16, !tbaa !13
  store <4 x i32> %205, ptr %61, align 16, !tbaa !13
  store <4 x i32> %205, ptr %62, align 16, !tbaa !13
  store <4 x i32> %205, ptr %63, align 16, !tbaa !13
  store <4 x i32> %205, ptr %64, align 16, !tbaa !13
  store <4 x i32> %205, ptr %65, align 16, !tbaa !13
  store <4 x i32> %205, ptr %66, align 16, !tbaa !13
  store <4 x i32> %205, ptr %67, align 16, !tbaa !13
  store <4 x i32> %205, ptr %68, align 16, !tbaa !13
  store <4 x i32> %205, ptr %69, align 16, !tbaa !13
  store <4 x i32> %205, ptr %70, align 16, !tbaa !13
  store <4 x i32> %205, ptr %71, align 16, !tbaa !13
  store <4 x i32> %205, ptr %72, align 16, !tbaa !13
  store <4 x i32> %205, ptr %73, align 16, !tbaa !13
  store <4 x i32> %205, ptr %74, align 16, !tbaa !13
  store <4 x i32> %205, ptr %75, align 16, !tbaa !13
  store <4 x i32> %205, ptr %76, align 16, !tbaa !13
  store <4 x i32> %205, ptr %77, align 16, !tbaa !13
  store <4 x i32> %205, ptr %78, align 16, !tbaa !13
  store <4 x i32> %205, ptr %79, align 16, !tbaa !13
  store <4 x i32> %205, ptr %80, align 16, !tbaa !13
  br i1 %130, label %206, label %238

206:                                              ; preds = %203
  %207 = zext nneg i32 %132 to i64
  %208 = icmp ult i32 %132, 2
  br i1 %208, label %209, label %211

209:                                              ; preds = %230, %206
  %210 = phi i64 [ 0, %206 ], [ %212, %230 ]
  br label %241

211:                                              ; preds = %206
  %212 = and i64 %207, 2147483646
  br label %213

213:                                              ; preds = %213, %211
  %214 = phi i64 [ 0, %211 ], [ %228, %213 ]
  %215 = or disjoint i64 %214, 1
  %216 = trunc i64 %214 to i32
  %217 = xor i32 %216, -1
  %218 = getelementptr inbounds i8, ptr %87, i64 %214
  %219 = getelementptr inbounds i8, ptr %87, i64 %215
  %220 = load i8, ptr %218, align 1, !tbaa !6
  %221 = load i8, ptr %219, align 1, !tbaa !6
  %222 = zext i8 %220 to i64
  %223 = zext i8 %221 to i64
  %224 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %222
  %225 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %223
  %226 = sub i32 %132, %216
  %227 = add i32 %132, %217
  store i32 %226, ptr %224, align 4, !tbaa !13
  store i32 %227, ptr %225, align 4, !tbaa !13
  %228 = add nuw i64 %214, 2
  %229 = icmp eq i64 %228, %212
  br i1 %229, label %230, label %213, !llvm.loop !20

230:                                              ; preds = %213
  %231 = icmp eq i64 %212, %207
  br i1 %231, label %232, label %209

232:                                              ; preds = %241, %230
  br i1 %90, label %238, label %233

233:                                              ; preds = %232
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #8
  %234 = load i8, ptr %87, align 1, !tbaa !6
  %235 = zext i8 %234 to i64
  %236 = load i8, ptr @text, align 4, !tbaa !6
  %237 = zext i8 %236 to i64
  br label %284

238:                                              ; preds = %203, %232
  %239 = shl i64 %88, 32
  %240 = ashr exact i64 %239, 32
  br label %251

241:                                              ; preds = %209, %241
  %242 = phi i64 [ %249, %241 ], [ %210, %209 ]
  %243 = getelementptr inbounds i8, ptr %87, i64 %242
  %244 = load i8, ptr %243, align 1, !tbaa !6
  %245 = zext i8 %244 to i64
  %246 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %245
  %247 = trunc i64 %242 to i32
  %248 = sub i32 %132, %247
  store i32 %248, ptr %246, align 4, !tbaa !13
  %249 = add nuw nsw i64 %242, 1
  %250 = icmp eq i64 %249, %207
  br i1 %250, label %232, label %241, !llvm.loop !23

251:                                              ; preds = %251, %238
  %252 = phi i32 [ -1, %238 ], [ %262, %251 ]
  %253 = phi i32 [ -1, %238 ], [ %264, %251 ]
  %254 = phi i32 [ 0, %238 ], [ %273, %251 ]
  %255 = phi i32 [ 0, %238 ], [ %266, %251 ]
  %256 = add nsw i32 %254, %89
  %257 = sext i32 %254 to i64
  %258 = getelementptr inbounds i8, ptr @text, i64 %257
  %259 = tail call i32 @bcmp(ptr nonnull %258, ptr readonly %87, i64 %240)
  %260 = icmp eq i32 %259, 0
  %261 = icmp eq i32 %255, 0
  %262 = select i1 %260, i32 %254, i32 %252
  %263 = select i1 %260, i1 %261, i1 false
  %264 = select i1 %263, i32 %254, i32 %253
  %265 = zext i1 %260 to i32
  %266 = add nuw nsw i32 %255, %265
  %267 = sext i32 %256 to i64
  %268 = getelementptr i8, ptr getelementptr (i8, ptr @text, i64 -1), i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !6
  %270 = zext i8 %269 to i64
  %271 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %270
  %272 = load i32, ptr %271, align 4, !tbaa !13
  %273 = add nsw i32 %272, %254
  %274 = add nsw i32 %273, %89
  %275 = icmp slt i32 %274, 30001
  br i1 %275, label %251, label %276, !llvm.loop !24

276:                                              ; preds = %251
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #8
  %277 = icmp sgt i32 %89, 0
  br i1 %277, label %278, label %294

278:                                              ; preds = %276
  %279 = load i8, ptr %87, align 1, !tbaa !6
  %280 = zext i8 %279 to i64
  %281 = load i8, ptr @text, align 4, !tbaa !6
  %282 = zext i8 %281 to i64
  %283 = icmp eq i32 %89, 1
  br i1 %283, label %294, label %284

284:                                              ; preds = %233, %278
  %285 = phi i64 [ %237, %233 ], [ %282, %278 ]
  %286 = phi i64 [ %235, %233 ], [ %280, %278 ]
  %287 = phi i32 [ 0, %233 ], [ %266, %278 ]
  %288 = phi i32 [ -1, %233 ], [ %264, %278 ]
  %289 = phi i32 [ -1, %233 ], [ %262, %278 ]
  %290 = and i64 %88, 2147483647
  br label %305

291:                                              ; preds = %305
  br i1 %90, label %294, label %292

292:                                              ; preds = %291
  %293 = and i64 %88, 2147483647
  br label %360

294:                                              ; preds = %276, %278, %291
  %295 = phi i32 [ %289, %291 ], [ %262, %278 ], [ %262, %276 ]
  %296 = phi i32 [ %288, %291 ], [ %264, %278 ], [ %264, %276 ]
  %297 = phi i32 [ %287, %291 ], [ %266, %278 ], [ %266, %276 ]
  %298 = phi i64 [ %320, %291 ], [ 1, %278 ], [ 1, %276 ]
  %299 = phi i64 [ %319, %291 ], [ %282, %278 ], [ 0, %276 ]
  %300 = phi i64 [ %314, %291 ], [ %280, %278 ], [ 0, %276 ]
  %301 = shl i64 %88, 32
  %302 = ashr exact i64 %301, 32
  %303 = sub i64 30001, %88
  %304 = and i64 %303, 4294967295
  br label %323

305:                                              ; preds = %284, %305
  %306 = phi i64 [ %321, %305 ], [ 1, %284 ]
  %307 = phi i64 [ %320, %305 ], [ 1, %284 ]
  %308 = phi i64 [ %319, %305 ], [ %285, %284 ]
  %309 = phi i64 [ %314, %305 ], [ %286, %284 ]
  %310 = mul i64 %309, 1000003
  %311 = getelementptr inbounds i8, ptr %87, i64 %306
  %312 = load i8, ptr %311, align 1, !tbaa !6
  %313 = zext i8 %312 to i64
  %314 = add i64 %310, %313
  %315 = mul i64 %308, 1000003
  %316 = getelementptr inbounds i8, ptr @text, i64 %306
  %317 = load i8, ptr %316, align 1, !tbaa !6
  %318 = zext i8 %317 to i64
  %319 = add i64 %315, %318
  %320 = mul i64 %307, 1000003
  %321 = add nuw nsw i64 %306, 1
  %322 = icmp eq i64 %321, %290
  br i1 %322, label %291, label %305, !llvm.loop !25

323:                                              ; preds = %356, %294
  %324 = phi i32 [ -1, %294 ], [ %341, %356 ]
  %325 = phi i32 [ -1, %294 ], [ %342, %356 ]
  %326 = phi i64 [ 0, %294 ], [ %358, %356 ]
  %327 = phi i32 [ 0, %294 ], [ %343, %356 ]
  %328 = phi i64 [ %299, %294 ], [ %357, %356 ]
  %329 = add nsw i64 %326, %302
  %330 = icmp eq i64 %328, %300
  br i1 %330, label %331, label %340

331:                                              ; preds = %323
  %332 = getelementptr inbounds i8, ptr @text, i64 %326
  %333 = tail call i32 @bcmp(ptr nonnull %332, ptr readonly %87, i64 %302)
  %334 = icmp eq i32 %333, 0
  br i1 %334, label %335, label %340

335:                                              ; preds = %331
  %336 = icmp eq i32 %327, 0
  %337 = trunc nuw nsw i64 %326 to i32
  %338 = select i1 %336, i32 %337, i32 %325
  %339 = add nsw i32 %327, 1
  br label %340

340:                                              ; preds = %335, %331, %323
  %341 = phi i32 [ %337, %335 ], [ %324, %331 ], [ %324, %323 ]
  %342 = phi i32 [ %338, %335 ], [ %325, %331 ], [ %325, %323 ]
  %343 = phi i32 [ %339, %335 ], [ %327, %331 ], [ %327, %323 ]
  %344 = icmp eq i64 %329, 30000
  br i1 %344, label %356, label %345

345:                                              ; preds = %340
  %346 = getelementptr inbounds i8, ptr @text, i64 %326
  %347 = load i8, ptr %346, align 1, !tbaa !6
  %348 = zext i8 %347 to i64
  %349 = mul i64 %298, %348
  %350 = sub i64 %328, %349
  %351 = mul i64 %350, 1000003
  %352 = getelementptr inbounds i8, ptr @text, i64 %329
  %353 = load i8, ptr %352, align 1, !tbaa !6
  %354 = zext i8 %353 to i64
  %355 = add i64 %351, %354
  br label %356

356:                                              ; preds = %345, %340
  %357 = phi i64 [ %355, %345 ], [ %328, %340 ]
  %358 = add nuw nsw i64 %326, 1
  %359 = icmp eq i64 %358, %304
  br i1 %359, label %360, label %323, !llvm.loop !27

360:                                              ; preds = %356, %292
  %361 = phi i64 [ %293, %292 ], [ %302, %356 ]
  %362 = phi i32 [ -1, %292 ], [ %341, %356 ]
  %363 = phi i32 [ -1, %292 ], [ %342, %356 ]
  %364 = phi i32 [ %289, %292 ], [ %295, %356 ]
  %365 = phi i32 [ %288, %292 ], [ %296, %356 ]
  %366 = phi i32 [ %287, %292 ], [ %297, %356 ]
  %367 = phi i32 [ 0, %292 ], [ %343, %356 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 @zalg.s, ptr readonly align 1 %87, i64 %361, i1 false)
  %368 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %361
  store i8 1, ptr %368, align 1, !tbaa !6
  %369 = getelementptr inbounds i8, ptr %368, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(30000) %369, ptr noundef nonnull align 4 dereferenceable(30000) @text, i64 30000, i1 false)
  %370 = add i32 %89, 30001
  store i32 %370, ptr @zalg.z, align 4, !tbaa !13
  %371 = icmp sgt i32 %89, -30000
  br i1 %371, label %372, label %438

372:                                              ; preds = %360
  %373 = xor i32 %89, -1
  %374 = sext i32 %370 to i64
  %375 = add i32 %89, 30000
  %376 = tail call i32 @llvm.smax.i32(i32 %370, i32 2)
  %377 = zext nneg i32 %376 to i64
  br label %378

378:                                              ; preds = %419, %372
  %379 = phi i32 [ -1, %372 ], [ %430, %419 ]
  %380 = phi i32 [ -1, %372 ], [ %432, %419 ]
  %381 = phi i64 [ 1, %372 ], [ %435, %419 ]
  %382 = phi i32 [ %375, %372 ], [ %436, %419 ]
  %383 = phi i32 [ 0, %372 ], [ %424, %419 ]
  %384 = phi i32 [ 0, %372 ], [ %434, %419 ]
  %385 = phi i32 [ 0, %372 ], [ %423, %419 ]
  %386 = zext nneg i32 %385 to i64
  %387 = icmp ult i64 %381, %386
  %388 = trunc nuw nsw i64 %381 to i32
  br i1 %387, label %389, label %396

389:                                              ; preds = %378
  %390 = sub nsw i32 %385, %388
  %391 = sext i32 %383 to i64
  %392 = sub nsw i64 %381, %391
  %393 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %392
  %394 = load i32, ptr %393, align 4, !tbaa !13
  %395 = tail call i32 @llvm.smin.i32(i32 %390, i32 %394)
  br label %396

396:                                              ; preds = %389, %378
  %397 = phi i32 [ %395, %389 ], [ 0, %378 ]
  %398 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %381
  %399 = add nsw i32 %397, %388
  %400 = icmp slt i32 %399, %370
  br i1 %400, label %401, label %419

401:                                              ; preds = %396
  %402 = sext i32 %397 to i64
  br label %403

403:                                              ; preds = %412, %401
  %404 = phi i64 [ %402, %401 ], [ %413, %412 ]
  %405 = phi i32 [ %399, %401 ], [ %416, %412 ]
  %406 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %404
  %407 = load i8, ptr %406, align 1, !tbaa !6
  %408 = sext i32 %405 to i64
  %409 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %408
  %410 = load i8, ptr %409, align 1, !tbaa !6
  %411 = icmp eq i8 %407, %410
  br i1 %411, label %412, label %417

412:                                              ; preds = %403
  %413 = add nsw i64 %404, 1
  %414 = add nsw i64 %413, %381
  %415 = icmp slt i64 %414, %374
  %416 = trunc nsw i64 %414 to i32
  br i1 %415, label %403, label %419, !llvm.loop !28

417:                                              ; preds = %403
  %418 = trunc nsw i64 %404 to i32
  br label %419

419:                                              ; preds = %412, %417, %396
  %420 = phi i32 [ %397, %396 ], [ %418, %417 ], [ %382, %412 ]
  %421 = phi i32 [ %399, %396 ], [ %405, %417 ], [ %370, %412 ]
  store i32 %420, ptr %398, align 4, !tbaa !13
  %422 = icmp sgt i32 %421, %385
  %423 = tail call i32 @llvm.smax.i32(i32 %421, i32 %385)
  %424 = select i1 %422, i32 %388, i32 %383
  %425 = icmp sgt i64 %381, %361
  %426 = icmp sge i32 %420, %89
  %427 = and i1 %425, %426
  %428 = add i32 %388, %373
  %429 = icmp eq i32 %384, 0
  %430 = select i1 %427, i32 %428, i32 %379
  %431 = select i1 %427, i1 %429, i1 false
  %432 = select i1 %431, i32 %428, i32 %380
  %433 = zext i1 %427 to i32
  %434 = add nuw nsw i32 %384, %433
  %435 = add nuw nsw i64 %381, 1
  %436 = add i32 %382, -1
  %437 = icmp eq i64 %435, %377
  br i1 %437, label %438, label %378, !llvm.loop !29

438:                                              ; preds = %419, %360
  %439 = phi i32 [ -1, %360 ], [ %430, %419 ]
  %440 = phi i32 [ -1, %360 ], [ %432, %419 ]
  %441 = phi i32 [ 0, %360 ], [ %434, %419 ]
  %442 = icmp ne i32 %199, %131
  %443 = icmp ne i32 %198, %129
  %444 = select i1 %442, i1 true, i1 %443
  %445 = icmp ne i32 %197, %128
  %446 = select i1 %444, i1 true, i1 %445
  %447 = zext i1 %446 to i32
  %448 = add nsw i32 %85, %447
  %449 = icmp ne i32 %366, %131
  %450 = icmp ne i32 %365, %129
  %451 = select i1 %449, i1 true, i1 %450
  %452 = icmp ne i32 %364, %128
  %453 = select i1 %451, i1 true, i1 %452
  %454 = zext i1 %453 to i32
  %455 = add nsw i32 %448, %454
  %456 = icmp ne i32 %367, %131
  %457 = icmp ne i32 %363, %129
  %458 = select i1 %456, i1 true, i1 %457
  %459 = icmp ne i32 %362, %128
  %460 = select i1 %458, i1 true, i1 %459
  %461 = zext i1 %460 to i32
  %462 = add nsw i32 %455, %461
  %463 = icmp ne i32 %441, %131
  %464 = icmp ne i32 %440, %129
  %465 = select i1 %463, i1 true, i1 %464
  %466 = icmp ne i32 %439, %128
  %467 = select i1 %465, i1 true, i1 %466
  %468 = zext i1 %467 to i32
  %469 = add nsw i32 %462, %468
  %470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %87, i32 noundef %131, i32 noundef %129, i32 noundef %128)
  %471 = add nuw nsw i64 %84, 1
  %472 = icmp eq i64 %471, 6
  br i1 %472, label %81, label %83, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !10, !21}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10, !26}
!26 = !{!"llvm.loop.peeled.count", i32 1}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
