; ModuleID = 'programs/string_search_kmp_bm.c'
source_filename = "programs/string_search_kmp_bm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"abcab\00", align 1
@text = internal global [30001 x i8] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bcabcab\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"cccc\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"abcabcabca\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [33 x i8] c"%-12s count=%d first=%d last=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@zalg.s = internal unnamed_addr global [30070 x i8] zeroinitializer, align 16
@zalg.z = internal unnamed_addr global [30070 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [64 x i32], align 16
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %25, %3 ]
  %5 = phi i32 [ 77, %0 ], [ %17, %3 ]
  %6 = mul i32 %5, 1103515245
  %7 = add i32 %6, 12345
  %8 = lshr i32 %7, 16
  %9 = trunc nuw i32 %8 to i16
  %10 = urem i16 %9, 5
  %11 = zext nneg i16 %10 to i64
  %12 = getelementptr inbounds [6 x i8], ptr @.str, i64 0, i64 %11
  %13 = load i8, ptr %12, align 1, !tbaa !5
  %14 = getelementptr inbounds [30001 x i8], ptr @text, i64 0, i64 %4
  store i8 %13, ptr %14, align 2, !tbaa !5
  %15 = or disjoint i64 %4, 1
  %16 = mul i32 %7, 1103515245
  %17 = add i32 %16, 12345
  %18 = lshr i32 %17, 16
  %19 = trunc nuw i32 %18 to i16
  %20 = urem i16 %19, 5
  %21 = zext nneg i16 %20 to i64
  %22 = getelementptr inbounds [6 x i8], ptr @.str, i64 0, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = getelementptr inbounds [30001 x i8], ptr @text, i64 0, i64 %15
  store i8 %23, ptr %24, align 1, !tbaa !5
  %25 = add nuw nsw i64 %4, 2
  %26 = icmp eq i64 %25, 30000
  br i1 %26, label %27, label %3, !llvm.loop !8

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %1, i64 16
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  %30 = getelementptr inbounds i8, ptr %1, i64 48
  %31 = getelementptr inbounds i8, ptr %1, i64 64
  %32 = getelementptr inbounds i8, ptr %1, i64 80
  %33 = getelementptr inbounds i8, ptr %1, i64 96
  %34 = getelementptr inbounds i8, ptr %1, i64 112
  %35 = getelementptr inbounds i8, ptr %1, i64 128
  %36 = getelementptr inbounds i8, ptr %1, i64 144
  %37 = getelementptr inbounds i8, ptr %1, i64 160
  %38 = getelementptr inbounds i8, ptr %1, i64 176
  %39 = getelementptr inbounds i8, ptr %1, i64 192
  %40 = getelementptr inbounds i8, ptr %1, i64 208
  %41 = getelementptr inbounds i8, ptr %1, i64 224
  %42 = getelementptr inbounds i8, ptr %1, i64 240
  %43 = getelementptr inbounds i8, ptr %1, i64 256
  %44 = getelementptr inbounds i8, ptr %1, i64 272
  %45 = getelementptr inbounds i8, ptr %1, i64 288
  %46 = getelementptr inbounds i8, ptr %1, i64 304
  %47 = getelementptr inbounds i8, ptr %1, i64 320
  %48 = getelementptr inbounds i8, ptr %1, i64 336
  %49 = getelementptr inbounds i8, ptr %1, i64 352
  %50 = getelementptr inbounds i8, ptr %1, i64 368
  %51 = getelementptr inbounds i8, ptr %1, i64 384
  %52 = getelementptr inbounds i8, ptr %1, i64 400
  %53 = getelementptr inbounds i8, ptr %1, i64 416
  %54 = getelementptr inbounds i8, ptr %1, i64 432
  %55 = getelementptr inbounds i8, ptr %1, i64 448
  %56 = getelementptr inbounds i8, ptr %1, i64 464
  %57 = getelementptr inbounds i8, ptr %1, i64 480
  %58 = getelementptr inbounds i8, ptr %1, i64 496
  %59 = getelementptr inbounds i8, ptr %1, i64 512
  %60 = getelementptr inbounds i8, ptr %1, i64 528
  %61 = getelementptr inbounds i8, ptr %1, i64 544
  %62 = getelementptr inbounds i8, ptr %1, i64 560
  %63 = getelementptr inbounds i8, ptr %1, i64 576
  %64 = getelementptr inbounds i8, ptr %1, i64 592
  %65 = getelementptr inbounds i8, ptr %1, i64 608
  %66 = getelementptr inbounds i8, ptr %1, i64 624
  %67 = getelementptr inbounds i8, ptr %1, i64 640
  %68 = getelementptr inbounds i8, ptr %1, i64 656
  %69 = getelementptr inbounds i8, ptr %1, i64 672
  %70 = getelementptr inbounds i8, ptr %1, i64 688
  %71 = getelementptr inbounds i8, ptr %1, i64 704
  %72 = getelementptr inbounds i8, ptr %1, i64 720
  %73 = getelementptr inbounds i8, ptr %1, i64 736
  %74 = getelementptr inbounds i8, ptr %1, i64 752
  %75 = getelementptr inbounds i8, ptr %1, i64 768
  %76 = getelementptr inbounds i8, ptr %1, i64 784
  %77 = getelementptr inbounds i8, ptr %1, i64 800
  %78 = getelementptr inbounds i8, ptr %1, i64 816
  %79 = getelementptr inbounds i8, ptr %1, i64 832
  %80 = getelementptr inbounds i8, ptr %1, i64 848
  %81 = getelementptr inbounds i8, ptr %1, i64 864
  %82 = getelementptr inbounds i8, ptr %1, i64 880
  %83 = getelementptr inbounds i8, ptr %1, i64 896
  %84 = getelementptr inbounds i8, ptr %1, i64 912
  %85 = getelementptr inbounds i8, ptr %1, i64 928
  %86 = getelementptr inbounds i8, ptr %1, i64 944
  %87 = getelementptr inbounds i8, ptr %1, i64 960
  %88 = getelementptr inbounds i8, ptr %1, i64 976
  %89 = getelementptr inbounds i8, ptr %1, i64 992
  %90 = getelementptr inbounds i8, ptr %1, i64 1008
  br label %93

91:                                               ; preds = %509
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %540)
  ret i32 %540

93:                                               ; preds = %27, %509
  %94 = phi i64 [ %542, %509 ], [ 0, %27 ]
  %95 = phi i32 [ %540, %509 ], [ 0, %27 ]
  %96 = getelementptr inbounds [6 x ptr], ptr @__const.main.pats, i64 0, i64 %94
  %97 = load ptr, ptr %96, align 8, !tbaa !10
  %98 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %97) #7
  %99 = trunc i64 %98 to i32
  %100 = icmp slt i32 %99, 30001
  br i1 %100, label %102, label %101

101:                                              ; preds = %93
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  store i32 0, ptr %2, align 16, !tbaa !12
  br label %126

102:                                              ; preds = %93
  %103 = shl i64 %98, 32
  %104 = ashr exact i64 %103, 32
  %105 = sub i64 30001, %98
  %106 = and i64 %105, 4294967295
  br label %107

107:                                              ; preds = %107, %102
  %108 = phi i32 [ -1, %102 ], [ %117, %107 ]
  %109 = phi i32 [ -1, %102 ], [ %119, %107 ]
  %110 = phi i64 [ 0, %102 ], [ %122, %107 ]
  %111 = phi i32 [ 0, %102 ], [ %121, %107 ]
  %112 = getelementptr inbounds i8, ptr @text, i64 %110
  %113 = tail call i32 @bcmp(ptr nonnull %112, ptr readonly %97, i64 %104)
  %114 = icmp eq i32 %113, 0
  %115 = icmp eq i32 %111, 0
  %116 = trunc nuw nsw i64 %110 to i32
  %117 = select i1 %114, i32 %116, i32 %108
  %118 = select i1 %114, i1 %115, i1 false
  %119 = select i1 %118, i32 %116, i32 %109
  %120 = zext i1 %114 to i32
  %121 = add nuw nsw i32 %111, %120
  %122 = add nuw nsw i64 %110, 1
  %123 = icmp eq i64 %122, %106
  br i1 %123, label %124, label %107, !llvm.loop !14

124:                                              ; preds = %107
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8
  store i32 0, ptr %2, align 16, !tbaa !12
  %125 = icmp sgt i32 %99, 1
  br i1 %125, label %126, label %137

126:                                              ; preds = %101, %124
  %127 = phi i32 [ %117, %124 ], [ -1, %101 ]
  %128 = phi i32 [ %119, %124 ], [ -1, %101 ]
  %129 = phi i32 [ %121, %124 ], [ 0, %101 ]
  %130 = and i64 %98, 4294967295
  br label %131

131:                                              ; preds = %157, %126
  %132 = phi i64 [ 1, %126 ], [ %166, %157 ]
  %133 = phi i32 [ 0, %126 ], [ %164, %157 ]
  %134 = icmp eq i32 %133, 0
  %135 = getelementptr inbounds i8, ptr %97, i64 %132
  %136 = load i8, ptr %135, align 1, !tbaa !5
  br i1 %134, label %157, label %145

137:                                              ; preds = %157, %124
  %138 = phi i32 [ %117, %124 ], [ %127, %157 ]
  %139 = phi i32 [ %119, %124 ], [ %128, %157 ]
  %140 = phi i1 [ false, %124 ], [ true, %157 ]
  %141 = phi i32 [ %121, %124 ], [ %129, %157 ]
  %142 = add nsw i32 %99, -1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %143
  br label %168

145:                                              ; preds = %131, %151
  %146 = phi i32 [ %155, %151 ], [ %133, %131 ]
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i8, ptr %97, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !5
  %150 = icmp eq i8 %136, %149
  br i1 %150, label %157, label %151

151:                                              ; preds = %145
  %152 = add nsw i32 %146, -1
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !12
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %157, label %145, !llvm.loop !15

157:                                              ; preds = %151, %145, %131
  %158 = phi i32 [ 0, %131 ], [ %146, %145 ], [ 0, %151 ]
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i8, ptr %97, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = icmp eq i8 %136, %161
  %163 = zext i1 %162 to i32
  %164 = add nsw i32 %158, %163
  %165 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %132
  store i32 %164, ptr %165, align 4, !tbaa !12
  %166 = add nuw nsw i64 %132, 1
  %167 = icmp eq i64 %166, %130
  br i1 %167, label %137, label %131, !llvm.loop !16

168:                                              ; preds = %206, %137
  %169 = phi i32 [ -1, %137 ], [ %207, %206 ]
  %170 = phi i32 [ -1, %137 ], [ %208, %206 ]
  %171 = phi i64 [ 0, %137 ], [ %211, %206 ]
  %172 = phi i32 [ 0, %137 ], [ %210, %206 ]
  %173 = phi i32 [ 0, %137 ], [ %209, %206 ]
  %174 = icmp eq i32 %172, 0
  %175 = getelementptr inbounds i8, ptr @text, i64 %171
  %176 = load i8, ptr %175, align 1, !tbaa !5
  br i1 %174, label %189, label %177

177:                                              ; preds = %168, %183
  %178 = phi i32 [ %187, %183 ], [ %172, %168 ]
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds i8, ptr %97, i64 %179
  %181 = load i8, ptr %180, align 1, !tbaa !5
  %182 = icmp eq i8 %176, %181
  br i1 %182, label %189, label %183

183:                                              ; preds = %177
  %184 = add nsw i32 %178, -1
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !12
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %177, !llvm.loop !17

189:                                              ; preds = %183, %177, %168
  %190 = phi i32 [ 0, %168 ], [ %178, %177 ], [ 0, %183 ]
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i8, ptr %97, i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !5
  %194 = icmp eq i8 %176, %193
  %195 = zext i1 %194 to i32
  %196 = add nsw i32 %190, %195
  %197 = icmp eq i32 %196, %99
  br i1 %197, label %198, label %206

198:                                              ; preds = %189
  %199 = icmp eq i32 %173, 0
  %200 = trunc i64 %171 to i32
  %201 = sub i32 %200, %99
  %202 = add i32 %201, 1
  %203 = select i1 %199, i32 %202, i32 %170
  %204 = add nsw i32 %173, 1
  %205 = load i32, ptr %144, align 4, !tbaa !12
  br label %206

206:                                              ; preds = %198, %189
  %207 = phi i32 [ %202, %198 ], [ %169, %189 ]
  %208 = phi i32 [ %203, %198 ], [ %170, %189 ]
  %209 = phi i32 [ %204, %198 ], [ %173, %189 ]
  %210 = phi i32 [ %205, %198 ], [ %196, %189 ]
  %211 = add nuw nsw i64 %171, 1
  %212 = icmp eq i64 %211, 30000
  br i1 %212, label %213, label %168, !llvm.loop !18

213:                                              ; preds = %206
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #8
  %214 = insertelement <4 x i32> poison, i32 %99, i64 0
  %215 = shufflevector <4 x i32> %214, <4 x i32> poison, <4 x i32> zeroinitializer
  store <4 x i32> %215, ptr %1, align 16, !tbaa !12
  store <4 x i32> %215, ptr %28, align 16, !tbaa !12
  store <4 x i32> %215, ptr %29, align 16, !tbaa !12
  store <4 x i32> %215, ptr %30, align 16, !tbaa !12
  store <4 x i32> %215, ptr %31, align 16, !tbaa !12
  store <4 x i32> %215, ptr %32, align 16, !tbaa !12
  store <4 x i32> %215, ptr %33, align 16, !tbaa !12
  store <4 x i32> %215, ptr %34, align 16, !tbaa !12
  store <4 x i32> %215, ptr %35, align 16, !tbaa !12
  store <4 x i32> %215, ptr %36, align 16, !tbaa !12
  store <4 x i32> %215, ptr %37, align 16, !tbaa !12
  store <4 x i32> %215, ptr %38, align 16, !tbaa !12
  store <4 x i32> %215, ptr %39, align 16, !tbaa !12
  store <4 x i32> %215, ptr %40, align 16, !tbaa !12
  store <4 x i32> %215, ptr %41, align 16, !tbaa !12
  store <4 x i32> %215, ptr %42, align 16, !tbaa !12
  store <4 x i32> %215, ptr %43, align 16, !tbaa !12
  store <4 x i32> %215, ptr %44, align 16, !tbaa !12
  store <4 x i32> %215, ptr %45, align 16, !tbaa !12
  store <4 x i32> %215, ptr %46, align 16, !tbaa !12
  store <4 x i32> %215, ptr %47, align 16, !tbaa !12
  store <4 x i32> %215, ptr %48, align 16, !tbaa !12
  store <4 x i32> %215, ptr %49, align 16, !tbaa !12
  store <4 x i32> %215, ptr %50, align 16, !tbaa !12
  store <4 x i32> %215, ptr %51, align 16, !tbaa !12
  store <4 x i32> %215, ptr %52, align 16, !tbaa !12
  store <4 x i32> %215, ptr %53, align 16, !tbaa !12
  store <4 x i32> %215, ptr %54, align 16, !tbaa !12
  store <4 x i32> %215, ptr %55, align 16, !tbaa !12
  store <4 x i32> %215, ptr %56, align 16, !tbaa !12
  store <4 x i32> %215, ptr %57, align 16, !tbaa !12
  store <4 x i32> %215, ptr %58, align 16, !tbaa !12
  store <4 x i32> %215, ptr %59, align 16, !tbaa !12
  store <4 x i32> %215, ptr %60, align 16, !tbaa !12
  store <4 x i32> %215, ptr %61, align 16, !tbaa !12
  store <4 x i32> %215, ptr %62, align 16, !tbaa !12
  store <4 x i32> %215, ptr %63, align 16, !tbaa !12
  store <4 x i32> %215, ptr %64, align 16, !tbaa !12
  store <4 x i32> %215, ptr %65, align 16, !tbaa !12
  store <4 x i32> %215, ptr %66, align 16, !tbaa !12
  store <4 x i32> %215, ptr %67, align 16, !tbaa !12
  store <4 x i32> %215, ptr %68, align 16, !tbaa !12
  store <4 x i32> %215, ptr %69, align 16, !tbaa !12
  store <4 x i32> %215, ptr %70, align 16, !tbaa !12
  store <4 x i32> %215, ptr %71, align 16, !tbaa !12
  store <4 x i32> %215, ptr %72, align 16, !tbaa !12
  store <4 x i32> %215, ptr %73, align 16, !tbaa !12
  store <4 x i32> %215, ptr %74, align 16, !tbaa !12
  store <4 x i32> %215, ptr %75, align 16, !tbaa !12
  store <4 x i32> %215, ptr %76, align 16, !tbaa !12
  store <4 x i32> %215, ptr %77, align 16, !tbaa !12
  store <4 x i32> %215, ptr %78, align 16, !tbaa !12
  store <4 x i32> %215, ptr %79, align 16, !tbaa !12
  store <4 x i32> %215, ptr %80, align 16, !tbaa !12
  store <4 x i32> %215, ptr %81, align 16, !tbaa !12
  store <4 x i32> %215, ptr %82, align 16, !tbaa !12
  store <4 x i32> %215, ptr %83, align 16, !tbaa !12
  store <4 x i32> %215, ptr %84, align 16, !tbaa !12
  store <4 x i32> %215, ptr %85, align 16, !tbaa !12
  store <4 x i32> %215, ptr %86, align 16, !tbaa !12
  store <4 x i32> %215, ptr %87, align 16, !tbaa !12
  store <4 x i32> %215, ptr %88, align 16, !tbaa !12
  store <4 x i32> %215, ptr %89, align 16, !tbaa !12
  store <4 x i32> %215, ptr %90, align 16, !tbaa !12
  br i1 %140, label %216, label %244

216:                                              ; preds = %213
  %217 = zext nneg i32 %142 to i64
  %218 = add nsw i64 %217, -1
  %219 = and i64 %217, 3
  %220 = icmp ult i64 %218, 3
  br i1 %220, label %223, label %221

221:                                              ; preds = %216
  %222 = and i64 %217, 2147483644
  br label %247

223:                                              ; preds = %247, %216
  %224 = phi i64 [ 0, %216 ], [ %277, %247 ]
  %225 = icmp eq i64 %219, 0
  br i1 %225, label %238, label %226

226:                                              ; preds = %223, %226
  %227 = phi i64 [ %235, %226 ], [ %224, %223 ]
  %228 = phi i64 [ %236, %226 ], [ 0, %223 ]
  %229 = getelementptr inbounds i8, ptr %97, i64 %227
  %230 = load i8, ptr %229, align 1, !tbaa !5
  %231 = zext i8 %230 to i64
  %232 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %231
  %233 = trunc i64 %227 to i32
  %234 = sub i32 %142, %233
  store i32 %234, ptr %232, align 4, !tbaa !12
  %235 = add nuw nsw i64 %227, 1
  %236 = add i64 %228, 1
  %237 = icmp eq i64 %236, %219
  br i1 %237, label %238, label %226, !llvm.loop !19

238:                                              ; preds = %226, %223
  br i1 %100, label %244, label %239

239:                                              ; preds = %238
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #8
  %240 = load i8, ptr %97, align 1, !tbaa !5
  %241 = zext i8 %240 to i64
  %242 = load i8, ptr @text, align 16, !tbaa !5
  %243 = zext i8 %242 to i64
  br label %313

244:                                              ; preds = %213, %238
  %245 = shl i64 %98, 32
  %246 = ashr exact i64 %245, 32
  br label %280

247:                                              ; preds = %247, %221
  %248 = phi i64 [ 0, %221 ], [ %277, %247 ]
  %249 = phi i64 [ 0, %221 ], [ %278, %247 ]
  %250 = getelementptr inbounds i8, ptr %97, i64 %248
  %251 = load i8, ptr %250, align 1, !tbaa !5
  %252 = zext i8 %251 to i64
  %253 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %252
  %254 = trunc i64 %248 to i32
  %255 = sub i32 %142, %254
  store i32 %255, ptr %253, align 4, !tbaa !12
  %256 = or disjoint i64 %248, 1
  %257 = getelementptr inbounds i8, ptr %97, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !5
  %259 = zext i8 %258 to i64
  %260 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %259
  %261 = trunc i64 %256 to i32
  %262 = sub i32 %142, %261
  store i32 %262, ptr %260, align 4, !tbaa !12
  %263 = or disjoint i64 %248, 2
  %264 = getelementptr inbounds i8, ptr %97, i64 %263
  %265 = load i8, ptr %264, align 1, !tbaa !5
  %266 = zext i8 %265 to i64
  %267 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %266
  %268 = trunc i64 %263 to i32
  %269 = sub i32 %142, %268
  store i32 %269, ptr %267, align 4, !tbaa !12
  %270 = or disjoint i64 %248, 3
  %271 = getelementptr inbounds i8, ptr %97, i64 %270
  %272 = load i8, ptr %271, align 1, !tbaa !5
  %273 = zext i8 %272 to i64
  %274 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %273
  %275 = trunc i64 %270 to i32
  %276 = sub i32 %142, %275
  store i32 %276, ptr %274, align 4, !tbaa !12
  %277 = add nuw nsw i64 %248, 4
  %278 = add i64 %249, 4
  %279 = icmp eq i64 %278, %222
  br i1 %279, label %223, label %247, !llvm.loop !21

280:                                              ; preds = %280, %244
  %281 = phi i32 [ -1, %244 ], [ %291, %280 ]
  %282 = phi i32 [ -1, %244 ], [ %293, %280 ]
  %283 = phi i32 [ 0, %244 ], [ %302, %280 ]
  %284 = phi i32 [ 0, %244 ], [ %295, %280 ]
  %285 = add nsw i32 %283, %99
  %286 = sext i32 %283 to i64
  %287 = getelementptr inbounds i8, ptr @text, i64 %286
  %288 = tail call i32 @bcmp(ptr nonnull %287, ptr readonly %97, i64 %246)
  %289 = icmp eq i32 %288, 0
  %290 = icmp eq i32 %284, 0
  %291 = select i1 %289, i32 %283, i32 %281
  %292 = select i1 %289, i1 %290, i1 false
  %293 = select i1 %292, i32 %283, i32 %282
  %294 = zext i1 %289 to i32
  %295 = add nuw nsw i32 %284, %294
  %296 = sext i32 %285 to i64
  %297 = getelementptr i8, ptr getelementptr (i8, ptr @text, i64 -1), i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !5
  %299 = zext i8 %298 to i64
  %300 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !12
  %302 = add nsw i32 %301, %283
  %303 = add nsw i32 %302, %99
  %304 = icmp slt i32 %303, 30001
  br i1 %304, label %280, label %305, !llvm.loop !22

305:                                              ; preds = %280
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #8
  %306 = icmp sgt i32 %99, 0
  br i1 %306, label %307, label %352

307:                                              ; preds = %305
  %308 = load i8, ptr %97, align 1, !tbaa !5
  %309 = zext i8 %308 to i64
  %310 = load i8, ptr @text, align 16, !tbaa !5
  %311 = zext i8 %310 to i64
  %312 = icmp eq i32 %99, 1
  br i1 %312, label %352, label %313

313:                                              ; preds = %239, %307
  %314 = phi i64 [ %243, %239 ], [ %311, %307 ]
  %315 = phi i64 [ %241, %239 ], [ %309, %307 ]
  %316 = phi i32 [ 0, %239 ], [ %295, %307 ]
  %317 = phi i32 [ -1, %239 ], [ %293, %307 ]
  %318 = phi i32 [ -1, %239 ], [ %291, %307 ]
  %319 = and i64 %98, 2147483647
  %320 = add nsw i64 %319, -1
  %321 = and i64 %320, 1
  %322 = icmp eq i64 %319, 2
  br i1 %322, label %325, label %323

323:                                              ; preds = %313
  %324 = and i64 %320, -2
  br label %363

325:                                              ; preds = %363, %313
  %326 = phi i64 [ poison, %313 ], [ %384, %363 ]
  %327 = phi i64 [ poison, %313 ], [ %389, %363 ]
  %328 = phi i64 [ poison, %313 ], [ %390, %363 ]
  %329 = phi i64 [ 1, %313 ], [ %391, %363 ]
  %330 = phi i64 [ 1, %313 ], [ %390, %363 ]
  %331 = phi i64 [ %314, %313 ], [ %389, %363 ]
  %332 = phi i64 [ %315, %313 ], [ %384, %363 ]
  %333 = icmp eq i64 %321, 0
  br i1 %333, label %346, label %334

334:                                              ; preds = %325
  %335 = mul i64 %332, 1000003
  %336 = getelementptr inbounds i8, ptr %97, i64 %329
  %337 = load i8, ptr %336, align 1, !tbaa !5
  %338 = zext i8 %337 to i64
  %339 = add i64 %335, %338
  %340 = mul i64 %331, 1000003
  %341 = getelementptr inbounds i8, ptr @text, i64 %329
  %342 = load i8, ptr %341, align 1, !tbaa !5
  %343 = zext i8 %342 to i64
  %344 = add i64 %340, %343
  %345 = mul i64 %330, 1000003
  br label %346

346:                                              ; preds = %325, %334
  %347 = phi i64 [ %326, %325 ], [ %339, %334 ]
  %348 = phi i64 [ %327, %325 ], [ %344, %334 ]
  %349 = phi i64 [ %328, %325 ], [ %345, %334 ]
  br i1 %100, label %352, label %350

350:                                              ; preds = %346
  %351 = and i64 %98, 2147483647
  br label %431

352:                                              ; preds = %305, %307, %346
  %353 = phi i32 [ %318, %346 ], [ %291, %307 ], [ %291, %305 ]
  %354 = phi i32 [ %317, %346 ], [ %293, %307 ], [ %293, %305 ]
  %355 = phi i32 [ %316, %346 ], [ %295, %307 ], [ %295, %305 ]
  %356 = phi i64 [ %349, %346 ], [ 1, %307 ], [ 1, %305 ]
  %357 = phi i64 [ %348, %346 ], [ %311, %307 ], [ 0, %305 ]
  %358 = phi i64 [ %347, %346 ], [ %309, %307 ], [ 0, %305 ]
  %359 = shl i64 %98, 32
  %360 = ashr exact i64 %359, 32
  %361 = sub i64 30001, %98
  %362 = and i64 %361, 4294967295
  br label %394

363:                                              ; preds = %363, %323
  %364 = phi i64 [ 1, %323 ], [ %391, %363 ]
  %365 = phi i64 [ 1, %323 ], [ %390, %363 ]
  %366 = phi i64 [ %314, %323 ], [ %389, %363 ]
  %367 = phi i64 [ %315, %323 ], [ %384, %363 ]
  %368 = phi i64 [ 0, %323 ], [ %392, %363 ]
  %369 = mul i64 %367, 1000003
  %370 = getelementptr inbounds i8, ptr %97, i64 %364
  %371 = load i8, ptr %370, align 1, !tbaa !5
  %372 = zext i8 %371 to i64
  %373 = add i64 %369, %372
  %374 = mul i64 %366, 1000003
  %375 = getelementptr inbounds i8, ptr @text, i64 %364
  %376 = load i8, ptr %375, align 1, !tbaa !5
  %377 = zext i8 %376 to i64
  %378 = add i64 %374, %377
  %379 = add nuw nsw i64 %364, 1
  %380 = mul i64 %373, 1000003
  %381 = getelementptr inbounds i8, ptr %97, i64 %379
  %382 = load i8, ptr %381, align 1, !tbaa !5
  %383 = zext i8 %382 to i64
  %384 = add i64 %380, %383
  %385 = mul i64 %378, 1000003
  %386 = getelementptr inbounds i8, ptr @text, i64 %379
  %387 = load i8, ptr %386, align 1, !tbaa !5
  %388 = zext i8 %387 to i64
  %389 = add i64 %385, %388
  %390 = mul i64 %365, 1000006000009
  %391 = add nuw nsw i64 %364, 2
  %392 = add i64 %368, 2
  %393 = icmp eq i64 %392, %324
  br i1 %393, label %325, label %363, !llvm.loop !23

394:                                              ; preds = %427, %352
  %395 = phi i32 [ -1, %352 ], [ %412, %427 ]
  %396 = phi i32 [ -1, %352 ], [ %413, %427 ]
  %397 = phi i64 [ 0, %352 ], [ %429, %427 ]
  %398 = phi i32 [ 0, %352 ], [ %414, %427 ]
  %399 = phi i64 [ %357, %352 ], [ %428, %427 ]
  %400 = add nsw i64 %397, %360
  %401 = icmp eq i64 %399, %358
  br i1 %401, label %402, label %411

402:                                              ; preds = %394
  %403 = getelementptr inbounds i8, ptr @text, i64 %397
  %404 = tail call i32 @bcmp(ptr nonnull %403, ptr readonly %97, i64 %360)
  %405 = icmp eq i32 %404, 0
  br i1 %405, label %406, label %411

406:                                              ; preds = %402
  %407 = icmp eq i32 %398, 0
  %408 = trunc nuw nsw i64 %397 to i32
  %409 = select i1 %407, i32 %408, i32 %396
  %410 = add nsw i32 %398, 1
  br label %411

411:                                              ; preds = %406, %402, %394
  %412 = phi i32 [ %408, %406 ], [ %395, %402 ], [ %395, %394 ]
  %413 = phi i32 [ %409, %406 ], [ %396, %402 ], [ %396, %394 ]
  %414 = phi i32 [ %410, %406 ], [ %398, %402 ], [ %398, %394 ]
  %415 = icmp eq i64 %400, 30000
  br i1 %415, label %427, label %416

416:                                              ; preds = %411
  %417 = getelementptr inbounds i8, ptr @text, i64 %397
  %418 = load i8, ptr %417, align 1, !tbaa !5
  %419 = zext i8 %418 to i64
  %420 = mul i64 %356, %419
  %421 = sub i64 %399, %420
  %422 = mul i64 %421, 1000003
  %423 = getelementptr inbounds i8, ptr @text, i64 %400
  %424 = load i8, ptr %423, align 1, !tbaa !5
  %425 = zext i8 %424 to i64
  %426 = add i64 %422, %425
  br label %427

427:                                              ; preds = %416, %411
  %428 = phi i64 [ %426, %416 ], [ %399, %411 ]
  %429 = add nuw nsw i64 %397, 1
  %430 = icmp eq i64 %429, %362
  br i1 %430, label %431, label %394, !llvm.loop !25

431:                                              ; preds = %427, %350
  %432 = phi i64 [ %351, %350 ], [ %360, %427 ]
  %433 = phi i32 [ -1, %350 ], [ %412, %427 ]
  %434 = phi i32 [ -1, %350 ], [ %413, %427 ]
  %435 = phi i32 [ %318, %350 ], [ %353, %427 ]
  %436 = phi i32 [ %317, %350 ], [ %354, %427 ]
  %437 = phi i32 [ %316, %350 ], [ %355, %427 ]
  %438 = phi i32 [ 0, %350 ], [ %414, %427 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @zalg.s, ptr readonly align 1 %97, i64 %432, i1 false)
  %439 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %432
  store i8 1, ptr %439, align 1, !tbaa !5
  %440 = getelementptr inbounds i8, ptr %439, i64 1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(30000) %440, ptr noundef nonnull align 16 dereferenceable(30000) @text, i64 30000, i1 false)
  %441 = add i32 %99, 30001
  store i32 %441, ptr @zalg.z, align 16, !tbaa !12
  %442 = icmp sgt i32 %99, -30000
  br i1 %442, label %443, label %509

443:                                              ; preds = %431
  %444 = xor i32 %99, -1
  %445 = sext i32 %441 to i64
  %446 = add i32 %99, 30000
  %447 = tail call i32 @llvm.smax.i32(i32 %441, i32 2)
  %448 = zext nneg i32 %447 to i64
  br label %449

449:                                              ; preds = %490, %443
  %450 = phi i32 [ -1, %443 ], [ %501, %490 ]
  %451 = phi i32 [ -1, %443 ], [ %503, %490 ]
  %452 = phi i64 [ 1, %443 ], [ %506, %490 ]
  %453 = phi i32 [ %446, %443 ], [ %507, %490 ]
  %454 = phi i32 [ 0, %443 ], [ %495, %490 ]
  %455 = phi i32 [ 0, %443 ], [ %505, %490 ]
  %456 = phi i32 [ 0, %443 ], [ %494, %490 ]
  %457 = zext nneg i32 %456 to i64
  %458 = icmp ult i64 %452, %457
  %459 = trunc nuw nsw i64 %452 to i32
  br i1 %458, label %460, label %467

460:                                              ; preds = %449
  %461 = sub nsw i32 %456, %459
  %462 = sext i32 %454 to i64
  %463 = sub nsw i64 %452, %462
  %464 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %463
  %465 = load i32, ptr %464, align 4, !tbaa !12
  %466 = tail call i32 @llvm.smin.i32(i32 %461, i32 %465)
  br label %467

467:                                              ; preds = %460, %449
  %468 = phi i32 [ %466, %460 ], [ 0, %449 ]
  %469 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %452
  %470 = add nsw i32 %468, %459
  %471 = icmp slt i32 %470, %441
  br i1 %471, label %472, label %490

472:                                              ; preds = %467
  %473 = sext i32 %468 to i64
  br label %474

474:                                              ; preds = %483, %472
  %475 = phi i64 [ %473, %472 ], [ %484, %483 ]
  %476 = phi i32 [ %470, %472 ], [ %487, %483 ]
  %477 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %475
  %478 = load i8, ptr %477, align 1, !tbaa !5
  %479 = sext i32 %476 to i64
  %480 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %479
  %481 = load i8, ptr %480, align 1, !tbaa !5
  %482 = icmp eq i8 %478, %481
  br i1 %482, label %483, label %488

483:                                              ; preds = %474
  %484 = add nsw i64 %475, 1
  %485 = add nsw i64 %484, %452
  %486 = icmp slt i64 %485, %445
  %487 = trunc nsw i64 %485 to i32
  br i1 %486, label %474, label %490, !llvm.loop !26

488:                                              ; preds = %474
  %489 = trunc nsw i64 %475 to i32
  br label %490

490:                                              ; preds = %483, %488, %467
  %491 = phi i32 [ %468, %467 ], [ %489, %488 ], [ %453, %483 ]
  %492 = phi i32 [ %470, %467 ], [ %476, %488 ], [ %441, %483 ]
  store i32 %491, ptr %469, align 4, !tbaa !12
  %493 = icmp sgt i32 %492, %456
  %494 = tail call i32 @llvm.smax.i32(i32 %492, i32 %456)
  %495 = select i1 %493, i32 %459, i32 %454
  %496 = icmp sgt i64 %452, %432
  %497 = icmp sge i32 %491, %99
  %498 = and i1 %496, %497
  %499 = add i32 %459, %444
  %500 = icmp eq i32 %455, 0
  %501 = select i1 %498, i32 %499, i32 %450
  %502 = select i1 %498, i1 %500, i1 false
  %503 = select i1 %502, i32 %499, i32 %451
  %504 = zext i1 %498 to i32
  %505 = add nuw nsw i32 %455, %504
  %506 = add nuw nsw i64 %452, 1
  %507 = add i32 %453, -1
  %508 = icmp eq i64 %506, %448
  br i1 %508, label %509, label %449, !llvm.loop !27

509:                                              ; preds = %490, %431
  %510 = phi i32 [ -1, %431 ], [ %501, %490 ]
  %511 = phi i32 [ -1, %431 ], [ %503, %490 ]
  %512 = phi i32 [ 0, %431 ], [ %505, %490 ]
  %513 = icmp ne i32 %209, %141
  %514 = icmp ne i32 %208, %139
  %515 = select i1 %513, i1 true, i1 %514
  %516 = icmp ne i32 %207, %138
  %517 = select i1 %515, i1 true, i1 %516
  %518 = zext i1 %517 to i32
  %519 = add nsw i32 %95, %518
  %520 = icmp ne i32 %437, %141
  %521 = icmp ne i32 %436, %139
  %522 = select i1 %520, i1 true, i1 %521
  %523 = icmp ne i32 %435, %138
  %524 = select i1 %522, i1 true, i1 %523
  %525 = zext i1 %524 to i32
  %526 = add nsw i32 %519, %525
  %527 = icmp ne i32 %438, %141
  %528 = icmp ne i32 %434, %139
  %529 = select i1 %527, i1 true, i1 %528
  %530 = icmp ne i32 %433, %138
  %531 = select i1 %529, i1 true, i1 %530
  %532 = zext i1 %531 to i32
  %533 = add nsw i32 %526, %532
  %534 = icmp ne i32 %512, %141
  %535 = icmp ne i32 %511, %139
  %536 = select i1 %534, i1 true, i1 %535
  %537 = icmp ne i32 %510, %138
  %538 = select i1 %536, i1 true, i1 %537
  %539 = zext i1 %538 to i32
  %540 = add nsw i32 %533, %539
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %97, i32 noundef %141, i32 noundef %139, i32 noundef %138)
  %542 = add nuw nsw i64 %94, 1
  %543 = icmp eq i64 %542, 6
  br i1 %543, label %91, label %93, !llvm.loop !28
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9, !24}
!24 = !{!"llvm.loop.peeled.count", i32 1}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
