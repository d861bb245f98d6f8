; ModuleID = 'programs/bitint_wide_65_127.c'
source_filename = "programs/bitint_wide_65_127.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"u65 max \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c" s65 min \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" max \00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"s65 pair hash %016llx\0A\00", align 1
@h = internal unnamed_addr global i64 1469598103934665603, align 8
@.str.5 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" ashr64=\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" shl64=\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" ashr3=\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"s127 pair hash %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" ashr126=\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c" lshr100=\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c" cmp0=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"t65=\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c" tu65=\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c" t127=\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x i128], align 16
  %2 = alloca [10 x i128], align 16
  %3 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %1) #5
  store volatile i128 0, ptr %1, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store volatile i128 1, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store volatile i128 -1, ptr %5, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 48
  store volatile i128 2, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 64
  store volatile i128 -3, ptr %7, align 16, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 80
  store volatile i128 7, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 96
  store volatile i128 -18446744073709551616, ptr %9, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 112
  store volatile i128 18446744073709551615, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 128
  store volatile i128 -18446744073709551615, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 144
  store volatile i128 6148914691236517205, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 160
  store volatile i128 163971058432973790, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 176
  store volatile i128 -9223372036854775812, ptr %14, align 16, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, i64 noundef 1, i64 noundef -1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, i64 noundef -1, i64 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, i64 noundef 0, i64 noundef -1)
  %18 = tail call i32 @putchar(i32 10)
  %19 = load i64, ptr @h, align 8, !tbaa !9
  br label %20

20:                                               ; preds = %0, %26
  %21 = phi i64 [ 0, %0 ], [ %27, %26 ]
  %22 = phi i64 [ %19, %0 ], [ %106, %26 ]
  %23 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %21
  br label %29

24:                                               ; preds = %26
  store i64 %106, ptr @h, align 8, !tbaa !9
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %106)
  br label %119

26:                                               ; preds = %105
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, 12
  br i1 %28, label %24, label %20, !llvm.loop !11

29:                                               ; preds = %20, %105
  %30 = phi i64 [ 0, %20 ], [ %107, %105 ]
  %31 = phi i64 [ %22, %20 ], [ %106, %105 ]
  %32 = load volatile i128, ptr %23, align 16, !tbaa !5
  %33 = trunc i128 %32 to i65
  %34 = sext i65 %33 to i128
  %35 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %30
  %36 = load volatile i128, ptr %35, align 16, !tbaa !5
  %37 = trunc i128 %36 to i65
  %38 = sext i65 %37 to i128
  %39 = trunc i128 %32 to i64
  %40 = lshr i128 %32, 64
  %41 = trunc nuw i128 %40 to i64
  %42 = and i64 %41, 1
  %43 = trunc i128 %36 to i64
  %44 = lshr i128 %36, 64
  %45 = trunc nuw i128 %44 to i64
  %46 = and i64 %45, 1
  %47 = tail call fastcc { i64, i64 } @add65(i64 noundef %39, i64 noundef %42, i64 noundef %43, i64 noundef %46)
  %48 = extractvalue { i64, i64 } %47, 0
  %49 = extractvalue { i64, i64 } %47, 1
  %50 = and i64 %49, 1
  %51 = xor i64 %31, %48
  %52 = mul i64 %51, 1099511628211
  %53 = xor i64 %52, %50
  %54 = mul i64 %53, 1099511628211
  %55 = tail call fastcc { i64, i64 } @mul65(i64 noundef %39, i64 noundef %42, i64 noundef %43, i64 noundef %46)
  %56 = extractvalue { i64, i64 } %55, 0
  %57 = extractvalue { i64, i64 } %55, 1
  %58 = and i64 %57, 1
  %59 = xor i64 %54, %56
  %60 = mul i64 %59, 1099511628211
  %61 = xor i64 %60, %58
  %62 = mul i64 %61, 1099511628211
  %63 = icmp eq i65 %37, 0
  br i1 %63, label %105, label %64

64:                                               ; preds = %29
  %65 = tail call fastcc { i64, i64 } @udiv65(i64 noundef %39, i64 noundef %42, i64 noundef %43, i64 noundef %46)
  %66 = extractvalue { i64, i64 } %65, 0
  %67 = extractvalue { i64, i64 } %65, 1
  %68 = and i64 %67, 1
  %69 = xor i64 %66, %62
  %70 = mul i64 %69, 1099511628211
  %71 = xor i64 %70, %68
  %72 = mul i64 %71, 1099511628211
  %73 = icmp eq i65 %33, -18446744073709551616
  %74 = icmp eq i65 %37, -1
  %75 = and i1 %73, %74
  br i1 %75, label %105, label %76

76:                                               ; preds = %64
  %77 = lshr i128 %34, 64
  %78 = trunc nuw i128 %77 to i64
  %79 = lshr i128 %38, 64
  %80 = trunc nuw i128 %79 to i64
  %81 = tail call fastcc { i64, i64 } @div65(i64 noundef %39, i64 noundef %78, i64 noundef %43, i64 noundef %80)
  %82 = extractvalue { i64, i64 } %81, 0
  %83 = extractvalue { i64, i64 } %81, 1
  %84 = zext i64 %83 to i65
  %85 = shl i65 %84, 64
  %86 = sext i65 %85 to i128
  %87 = lshr exact i128 %86, 64
  %88 = trunc nuw i128 %87 to i64
  %89 = xor i64 %82, %72
  %90 = mul i64 %89, 1099511628211
  %91 = xor i64 %90, %88
  %92 = mul i64 %91, 1099511628211
  %93 = tail call fastcc { i64, i64 } @rem65(i64 noundef %39, i64 noundef %78, i64 noundef %43, i64 noundef %80)
  %94 = extractvalue { i64, i64 } %93, 0
  %95 = extractvalue { i64, i64 } %93, 1
  %96 = zext i64 %95 to i65
  %97 = shl i65 %96, 64
  %98 = sext i65 %97 to i128
  %99 = lshr exact i128 %98, 64
  %100 = trunc nuw i128 %99 to i64
  %101 = xor i64 %92, %94
  %102 = mul i64 %101, 1099511628211
  %103 = xor i64 %102, %100
  %104 = mul i64 %103, 1099511628211
  br label %105

105:                                              ; preds = %29, %64, %76
  %106 = phi i64 [ %62, %29 ], [ %72, %64 ], [ %104, %76 ]
  %107 = add nuw nsw i64 %30, 1
  %108 = icmp eq i64 %107, 12
  br i1 %108, label %26, label %29, !llvm.loop !13

109:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #5
  store volatile i128 0, ptr %2, align 16, !tbaa !14
  %110 = getelementptr inbounds i8, ptr %2, i64 16
  store volatile i128 1, ptr %110, align 16, !tbaa !14
  %111 = getelementptr inbounds i8, ptr %2, i64 32
  store volatile i128 -1, ptr %111, align 16, !tbaa !14
  %112 = getelementptr inbounds i8, ptr %2, i64 48
  store volatile i128 10, ptr %112, align 16, !tbaa !14
  %113 = getelementptr inbounds i8, ptr %2, i64 64
  store volatile i128 -10, ptr %113, align 16, !tbaa !14
  %114 = getelementptr inbounds i8, ptr %2, i64 80
  store volatile i128 -85070591730234615865843651857942052864, ptr %114, align 16, !tbaa !14
  %115 = getelementptr inbounds i8, ptr %2, i64 96
  store volatile i128 85070591730234615865843651857942052863, ptr %115, align 16, !tbaa !14
  %116 = getelementptr inbounds i8, ptr %2, i64 112
  store volatile i128 12152941675747802266549093122563150409, ptr %116, align 16, !tbaa !14
  %117 = getelementptr inbounds i8, ptr %2, i64 128
  store volatile i128 94522879700260683060474801574379520, ptr %117, align 16, !tbaa !14
  %118 = getelementptr inbounds i8, ptr %2, i64 144
  store volatile i128 -1267650600228229401496703217721, ptr %118, align 16, !tbaa !14
  br label %155

119:                                              ; preds = %24, %119
  %120 = phi i64 [ 0, %24 ], [ %153, %119 ]
  %121 = getelementptr inbounds [12 x i128], ptr %1, i64 0, i64 %120
  %122 = load volatile i128, ptr %121, align 16, !tbaa !5
  %123 = shl i128 %122, 63
  %124 = ashr exact i128 %123, 63
  %125 = trunc i128 %122 to i64
  %126 = lshr i128 %124, 64
  %127 = trunc nuw i128 %126 to i64
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %127, i64 noundef %125)
  %129 = tail call fastcc { i64, i64 } @ashr65(i64 noundef %125, i64 noundef %127, i32 noundef 64)
  %130 = extractvalue { i64, i64 } %129, 0
  %131 = extractvalue { i64, i64 } %129, 1
  %132 = zext i64 %131 to i65
  %133 = shl i65 %132, 64
  %134 = sext i65 %133 to i128
  %135 = lshr exact i128 %134, 64
  %136 = trunc nuw i128 %135 to i64
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, i64 noundef %136, i64 noundef %130)
  %138 = tail call fastcc { i64, i64 } @shl65(i64 noundef %125)
  %139 = extractvalue { i64, i64 } %138, 0
  %140 = extractvalue { i64, i64 } %138, 1
  %141 = and i64 %140, 1
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, i64 noundef %141, i64 noundef %139)
  %143 = tail call fastcc { i64, i64 } @ashr65(i64 noundef %125, i64 noundef %127, i32 noundef 3)
  %144 = extractvalue { i64, i64 } %143, 0
  %145 = extractvalue { i64, i64 } %143, 1
  %146 = zext i64 %145 to i65
  %147 = shl i65 %146, 64
  %148 = sext i65 %147 to i128
  %149 = lshr exact i128 %148, 64
  %150 = trunc nuw i128 %149 to i64
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, i64 noundef %150, i64 noundef %144)
  %152 = tail call i32 @putchar(i32 10)
  %153 = add nuw nsw i64 %120, 1
  %154 = icmp eq i64 %153, 12
  br i1 %154, label %109, label %119, !llvm.loop !16

155:                                              ; preds = %109, %161
  %156 = phi i64 [ 0, %109 ], [ %162, %161 ]
  %157 = phi i64 [ 1469598103934665603, %109 ], [ %245, %161 ]
  %158 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %156
  br label %164

159:                                              ; preds = %161
  store i64 %245, ptr @h, align 8, !tbaa !9
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %245)
  br label %273

161:                                              ; preds = %244
  %162 = add nuw nsw i64 %156, 1
  %163 = icmp eq i64 %162, 10
  br i1 %163, label %159, label %155, !llvm.loop !17

164:                                              ; preds = %155, %244
  %165 = phi i64 [ 0, %155 ], [ %246, %244 ]
  %166 = phi i64 [ %157, %155 ], [ %245, %244 ]
  %167 = load volatile i128, ptr %158, align 16, !tbaa !14
  %168 = trunc i128 %167 to i127
  %169 = sext i127 %168 to i128
  %170 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %165
  %171 = load volatile i128, ptr %170, align 16, !tbaa !14
  %172 = trunc i128 %171 to i127
  %173 = sext i127 %172 to i128
  %174 = trunc i128 %167 to i64
  %175 = lshr i128 %167, 64
  %176 = trunc nuw i128 %175 to i64
  %177 = and i64 %176, 9223372036854775807
  %178 = trunc i128 %171 to i64
  %179 = lshr i128 %171, 64
  %180 = trunc nuw i128 %179 to i64
  %181 = and i64 %180, 9223372036854775807
  %182 = tail call fastcc { i64, i64 } @mul127(i64 noundef %174, i64 noundef %177, i64 noundef %178, i64 noundef %181)
  %183 = extractvalue { i64, i64 } %182, 0
  %184 = extractvalue { i64, i64 } %182, 1
  %185 = and i64 %184, 9223372036854775807
  %186 = xor i64 %166, %183
  %187 = mul i64 %186, 1099511628211
  %188 = xor i64 %187, %185
  %189 = mul i64 %188, 1099511628211
  %190 = tail call fastcc { i64, i64 } @sub127(i64 noundef %174, i64 noundef %177, i64 noundef %178, i64 noundef %181)
  %191 = extractvalue { i64, i64 } %190, 0
  %192 = extractvalue { i64, i64 } %190, 1
  %193 = and i64 %192, 9223372036854775807
  %194 = xor i64 %189, %191
  %195 = mul i64 %194, 1099511628211
  %196 = xor i64 %195, %193
  %197 = mul i64 %196, 1099511628211
  %198 = lshr i128 %169, 64
  %199 = trunc nuw i128 %198 to i64
  %200 = lshr i128 %173, 64
  %201 = trunc nuw i128 %200 to i64
  %202 = tail call fastcc i32 @cmp127(i64 noundef %174, i64 noundef %199, i64 noundef %178, i64 noundef %201)
  %203 = zext nneg i32 %202 to i64
  %204 = xor i64 %197, %203
  %205 = mul i64 %204, 956575116354345
  %206 = icmp eq i127 %172, 0
  br i1 %206, label %244, label %207

207:                                              ; preds = %164
  %208 = tail call fastcc { i64, i64 } @urem127(i64 noundef %174, i64 noundef %177, i64 noundef %178, i64 noundef %181)
  %209 = extractvalue { i64, i64 } %208, 0
  %210 = extractvalue { i64, i64 } %208, 1
  %211 = and i64 %210, 9223372036854775807
  %212 = xor i64 %209, %205
  %213 = mul i64 %212, 1099511628211
  %214 = xor i64 %213, %211
  %215 = mul i64 %214, 1099511628211
  %216 = icmp eq i127 %168, -85070591730234615865843651857942052864
  %217 = icmp eq i127 %172, -1
  %218 = and i1 %216, %217
  br i1 %218, label %244, label %219

219:                                              ; preds = %207
  %220 = tail call fastcc { i64, i64 } @div127(i64 noundef %174, i64 noundef %199, i64 noundef %178, i64 noundef %201)
  %221 = extractvalue { i64, i64 } %220, 0
  %222 = extractvalue { i64, i64 } %220, 1
  %223 = zext i64 %222 to i127
  %224 = shl i127 %223, 64
  %225 = sext i127 %224 to i128
  %226 = lshr exact i128 %225, 64
  %227 = trunc nuw i128 %226 to i64
  %228 = xor i64 %221, %215
  %229 = mul i64 %228, 1099511628211
  %230 = xor i64 %229, %227
  %231 = mul i64 %230, 1099511628211
  %232 = tail call fastcc { i64, i64 } @rem127(i64 noundef %174, i64 noundef %199, i64 noundef %178, i64 noundef %201)
  %233 = extractvalue { i64, i64 } %232, 0
  %234 = extractvalue { i64, i64 } %232, 1
  %235 = zext i64 %234 to i127
  %236 = shl i127 %235, 64
  %237 = sext i127 %236 to i128
  %238 = lshr exact i128 %237, 64
  %239 = trunc nuw i128 %238 to i64
  %240 = xor i64 %231, %233
  %241 = mul i64 %240, 1099511628211
  %242 = xor i64 %241, %239
  %243 = mul i64 %242, 1099511628211
  br label %244

244:                                              ; preds = %164, %207, %219
  %245 = phi i64 [ %205, %164 ], [ %215, %207 ], [ %243, %219 ]
  %246 = add nuw nsw i64 %165, 1
  %247 = icmp eq i64 %246, 10
  br i1 %247, label %161, label %164, !llvm.loop !18

248:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store volatile i128 -1512366075204170946329238306328473841, ptr %3, align 16, !tbaa !19
  %249 = load volatile i128, ptr %3, align 16, !tbaa !19
  %250 = shl i128 %249, 63
  %251 = ashr exact i128 %250, 63
  %252 = load volatile i128, ptr %3, align 16, !tbaa !19
  %253 = shl i128 %252, 1
  %254 = ashr exact i128 %253, 1
  %255 = load volatile i128, ptr %3, align 16, !tbaa !19
  %256 = trunc i128 %249 to i64
  %257 = lshr i128 %251, 64
  %258 = trunc nuw i128 %257 to i64
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.13, i64 noundef %258, i64 noundef %256)
  %260 = trunc i128 %255 to i64
  %261 = lshr i128 %255, 64
  %262 = trunc nuw i128 %261 to i64
  %263 = and i64 %262, 1
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.14, i64 noundef %263, i64 noundef %260)
  %265 = trunc i128 %252 to i64
  %266 = lshr i128 %254, 64
  %267 = trunc nuw i128 %266 to i64
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.15, i64 noundef %267, i64 noundef %265)
  %269 = tail call i32 @putchar(i32 10)
  %270 = load i64, ptr @h, align 8, !tbaa !9
  %271 = trunc i64 %270 to i32
  %272 = and i32 %271, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %1) #5
  ret i32 %272

273:                                              ; preds = %159, %273
  %274 = phi i64 [ 0, %159 ], [ %302, %273 ]
  %275 = getelementptr inbounds [10 x i128], ptr %2, i64 0, i64 %274
  %276 = load volatile i128, ptr %275, align 16, !tbaa !14
  %277 = shl i128 %276, 1
  %278 = ashr exact i128 %277, 1
  %279 = trunc i128 %276 to i64
  %280 = lshr i128 %278, 64
  %281 = trunc nuw i128 %280 to i64
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, i64 noundef %281, i64 noundef %279)
  %283 = tail call fastcc { i64, i64 } @ashr127(i64 noundef %281)
  %284 = extractvalue { i64, i64 } %283, 0
  %285 = extractvalue { i64, i64 } %283, 1
  %286 = zext i64 %285 to i127
  %287 = shl i127 %286, 64
  %288 = sext i127 %287 to i128
  %289 = lshr exact i128 %288, 64
  %290 = trunc nuw i128 %289 to i64
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, i64 noundef %290, i64 noundef %284)
  %292 = lshr i128 %276, 64
  %293 = trunc nuw i128 %292 to i64
  %294 = and i64 %293, 9223372036854775807
  %295 = tail call fastcc { i64, i64 } @lshr127(i64 noundef %294)
  %296 = extractvalue { i64, i64 } %295, 0
  %297 = extractvalue { i64, i64 } %295, 1
  %298 = and i64 %297, 9223372036854775807
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, i64 noundef %298, i64 noundef %296)
  %300 = tail call fastcc i32 @cmp127(i64 noundef %279, i64 noundef %281, i64 noundef 0, i64 noundef 0)
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %300)
  %302 = add nuw nsw i64 %274, 1
  %303 = icmp eq i64 %302, 10
  br i1 %303, label %248, label %273, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @add65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = zext i64 %3 to i65
  %10 = shl i65 %9, 64
  %11 = zext i64 %2 to i65
  %12 = or disjoint i65 %7, %8
  %13 = add i65 %12, %11
  %14 = add i65 %13, %10
  store i65 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mul65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
  %14 = mul i65 %13, %9
  store i65 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @udiv65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
  %14 = udiv i65 %9, %13
  store i65 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @div65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
  %14 = sdiv i65 %9, %13
  store i65 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @rem65(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i65, align 16
  %6 = zext i64 %1 to i65
  %7 = shl i65 %6, 64
  %8 = zext i64 %0 to i65
  %9 = or disjoint i65 %7, %8
  %10 = zext i64 %3 to i65
  %11 = shl i65 %10, 64
  %12 = zext i64 %2 to i65
  %13 = or disjoint i65 %11, %12
  %14 = srem i65 %9, %13
  store i65 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ashr65(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = alloca i65, align 16
  %5 = zext i64 %1 to i65
  %6 = shl i65 %5, 64
  %7 = zext i64 %0 to i65
  %8 = or disjoint i65 %6, %7
  %9 = zext nneg i32 %2 to i65
  %10 = ashr i65 %8, %9
  store i65 %10, ptr %4, align 16
  %11 = load i64, ptr %4, align 16
  %12 = insertvalue { i64, i64 } poison, i64 %11, 0
  %13 = getelementptr inbounds i8, ptr %4, i64 8
  %14 = load i64, ptr %13, align 8
  %15 = insertvalue { i64, i64 } %12, i64 %14, 1
  ret { i64, i64 } %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @shl65(i64 noundef %0) unnamed_addr #3 {
  %2 = alloca i65, align 16
  %3 = zext i64 %0 to i65
  %4 = shl i65 %3, 64
  store i65 %4, ptr %2, align 16
  %5 = load i64, ptr %2, align 16
  %6 = insertvalue { i64, i64 } poison, i64 %5, 0
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load i64, ptr %7, align 8
  %9 = insertvalue { i64, i64 } %6, i64 %8, 1
  ret { i64, i64 } %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @mul127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
  %14 = mul i127 %13, %9
  store i127 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @sub127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = sub i64 0, %3
  %10 = zext i64 %9 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %7, %8
  %14 = sub i127 %13, %12
  %15 = add i127 %14, %11
  store i127 %15, ptr %5, align 16
  %16 = load i64, ptr %5, align 16
  %17 = insertvalue { i64, i64 } poison, i64 %16, 0
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8
  %20 = insertvalue { i64, i64 } %17, i64 %19, 1
  ret { i64, i64 } %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @cmp127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = zext i64 %1 to i127
  %6 = shl i127 %5, 64
  %7 = zext i64 %0 to i127
  %8 = or disjoint i127 %6, %7
  %9 = zext i64 %3 to i127
  %10 = shl i127 %9, 64
  %11 = zext i64 %2 to i127
  %12 = or disjoint i127 %10, %11
  %13 = icmp slt i127 %8, %12
  %14 = select i1 %13, i32 4, i32 0
  %15 = icmp eq i127 %8, %12
  %16 = select i1 %15, i32 2, i32 0
  %17 = or disjoint i32 %14, %16
  %18 = icmp sgt i127 %8, %12
  %19 = zext i1 %18 to i32
  %20 = or disjoint i32 %17, %19
  ret i32 %20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @urem127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
  %14 = urem i127 %9, %13
  store i127 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @div127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
  %14 = sdiv i127 %9, %13
  store i127 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @rem127(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = alloca i127, align 16
  %6 = zext i64 %1 to i127
  %7 = shl i127 %6, 64
  %8 = zext i64 %0 to i127
  %9 = or disjoint i127 %7, %8
  %10 = zext i64 %3 to i127
  %11 = shl i127 %10, 64
  %12 = zext i64 %2 to i127
  %13 = or disjoint i127 %11, %12
  %14 = srem i127 %9, %13
  store i127 %14, ptr %5, align 16
  %15 = load i64, ptr %5, align 16
  %16 = insertvalue { i64, i64 } poison, i64 %15, 0
  %17 = getelementptr inbounds i8, ptr %5, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = insertvalue { i64, i64 } %16, i64 %18, 1
  ret { i64, i64 } %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ashr127(i64 noundef %0) unnamed_addr #3 {
  %2 = alloca i127, align 16
  %3 = zext i64 %0 to i127
  %4 = shl i127 %3, 64
  %5 = ashr i127 %4, 126
  store i127 %5, ptr %2, align 16
  %6 = load i64, ptr %2, align 16
  %7 = insertvalue { i64, i64 } poison, i64 %6, 0
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = insertvalue { i64, i64 } %7, i64 %9, 1
  ret { i64, i64 } %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @lshr127(i64 noundef %0) unnamed_addr #3 {
  %2 = alloca i127, align 16
  %3 = lshr i64 %0, 36
  %4 = and i64 %3, 134217727
  %5 = zext nneg i64 %4 to i127
  store i127 %5, ptr %2, align 16
  %6 = load i64, ptr %2, align 16
  %7 = insertvalue { i64, i64 } poison, i64 %6, 0
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = insertvalue { i64, i64 } %7, i64 %9, 1
  ret { i64, i64 } %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(65)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"_BitInt(127)", !7, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"__int128", !7, i64 0}
!21 = distinct !{!21, !12}
